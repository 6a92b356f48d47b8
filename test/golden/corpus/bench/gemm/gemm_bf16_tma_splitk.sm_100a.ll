; ModuleID = 'tile_kernels'
source_filename = "tile_kernels"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@gemm_bf16_tma_splitk_dsmem = external addrspace(3) global [0 x i8], align 1024

; Function Attrs: nounwind
define ptx_kernel void @gemm_bf16_tma_splitk(ptr byval([128 x i8]) align 64 "nvvm.grid_constant" %0, ptr byval([128 x i8]) align 64 "nvvm.grid_constant" %1, ptr byval([128 x i8]) align 64 "nvvm.grid_constant" %2, i32 %3, i32 %4, i32 %5) local_unnamed_addr #0 {
  %7 = tail call range(i32 0, 256) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
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
  %22 = sub i32 %21, %19
  %23 = shl i32 %22, 6
  %24 = tail call i32 @llvm.smax.i32(i32 %23, i32 0)
  %25 = lshr exact i32 %24, 6
  %26 = icmp eq i32 %7, 0
  br i1 %26, label %27, label %28

27:                                               ; preds = %6
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_splitk_dsmem to i32), i32 196608)) #5
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], $1;", "r,r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_splitk_dsmem to i32), i32 196640), i32 1) #5
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_splitk_dsmem to i32), i32 196616)) #5
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], $1;", "r,r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_splitk_dsmem to i32), i32 196648), i32 1) #5
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_splitk_dsmem to i32), i32 196624)) #5
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], $1;", "r,r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_splitk_dsmem to i32), i32 196656), i32 1) #5
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_splitk_dsmem to i32), i32 196632)) #5
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], $1;", "r,r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_splitk_dsmem to i32), i32 196664), i32 1) #5
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_splitk_dsmem to i32), i32 196672)) #5
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #5
  br label %28

28:                                               ; preds = %27, %6
  %29 = icmp samesign ult i32 %7, 32
  br i1 %29, label %30, label %31

30:                                               ; preds = %28
  tail call void asm sideeffect "tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [$0], 256;\0A\09tcgen05.relinquish_alloc_permit.cta_group::1.sync.aligned;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_splitk_dsmem to i32), i32 196680)) #5
  br label %31

31:                                               ; preds = %30, %28
  tail call void asm sideeffect "tcgen05.fence::before_thread_sync;", "~{memory}"() #5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #5
  %32 = tail call i32 asm sideeffect "ld.shared.b32 $0, [$1];", "=r,r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_splitk_dsmem to i32), i32 196680)) #5
  br i1 %26, label %33, label %.preheader

33:                                               ; preds = %31
  %.not7 = icmp slt i32 %23, 1
  br i1 %.not7, label %._crit_edge6, label %.lr.ph

.lr.ph:                                           ; preds = %33
  %34 = ptrtoint ptr %0 to i64
  %35 = ptrtoint ptr %1 to i64
  %36 = sub i32 %21, %19
  %37 = shl i32 %36, 6
  %smax = call i32 @llvm.smax.i32(i32 %37, i32 0)
  %38 = lshr exact i32 %smax, 6
  %39 = call i32 @llvm.umax.i32(i32 %38, i32 1)
  %40 = call i32 @llvm.umin.i32(i32 %39, i32 4)
  %umax = zext nneg i32 %40 to i64
  br label %41

41:                                               ; preds = %.lr.ph, %41
  %42 = phi i64 [ 0, %.lr.ph ], [ %51, %41 ]
  %43 = trunc i64 %42 to i32
  %44 = mul i32 %43, 49152
  %45 = add i32 %44, ptrtoint (ptr addrspace(3) @gemm_bf16_tma_splitk_dsmem to i32)
  %46 = add i32 %44, add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_splitk_dsmem to i32), i32 16384)
  %47 = shl i32 %43, 3
  %48 = add i32 %47, add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_splitk_dsmem to i32), i32 196608)
  %49 = add i32 %19, %43
  %50 = shl i32 %49, 6
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 %48, i32 49152) #5
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %45, i64 %34, i32 %50, i32 %12, i32 %48) #5
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %46, i64 %35, i32 %50, i32 %13, i32 %48) #5
  %51 = add nuw nsw i64 %42, 1
  %exitcond.not = icmp eq i64 %51, %umax
  br i1 %exitcond.not, label %.lr.ph5, label %41

.lr.ph5:                                          ; preds = %41
  %52 = ptrtoint ptr %0 to i64
  %53 = ptrtoint ptr %1 to i64
  %54 = sub i32 %21, %19
  %55 = shl i32 %54, 6
  %smax9 = call i32 @llvm.smax.i32(i32 %55, i32 0)
  %56 = lshr exact i32 %smax9, 6
  %57 = call i32 @llvm.umax.i32(i32 %56, i32 1)
  %umax10 = zext nneg i32 %57 to i64
  br label %58

58:                                               ; preds = %.lr.ph5, %134
  %59 = phi i64 [ 0, %.lr.ph5 ], [ %135, %134 ]
  %60 = trunc i64 %59 to i32
  %61 = and i32 %60, 3
  %62 = shl nuw nsw i32 %61, 3
  %63 = or disjoint i32 %62, add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_splitk_dsmem to i32), i32 196608)
  %64 = lshr i32 %60, 2
  %65 = and i32 %64, 1
  br label %66

66:                                               ; preds = %66, %58
  %67 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %63, i32 %65) #5
  %68 = icmp eq i32 %67, 0
  br i1 %68, label %66, label %69

69:                                               ; preds = %66
  %70 = icmp ne i32 %60, 0
  %71 = zext i1 %70 to i32
  %72 = mul nuw nsw i32 %61, 49152
  %73 = add i32 %72, ptrtoint (ptr addrspace(3) @gemm_bf16_tma_splitk_dsmem to i32)
  %74 = add i32 %72, add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_splitk_dsmem to i32), i32 16384)
  %75 = lshr exact i32 %73, 4
  %76 = and i32 %75, 16320
  %77 = zext nneg i32 %76 to i64
  %78 = or disjoint i64 %77, 4611756662049538048
  %79 = lshr exact i32 %74, 4
  %80 = and i32 %79, 16320
  %81 = zext nneg i32 %80 to i64
  %82 = or disjoint i64 %81, 4611756662049538048
  call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %32, i64 %78, i64 %82, i32 138413200, i32 %71) #5
  %83 = add i32 %72, add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_splitk_dsmem to i32), i32 32)
  %84 = lshr exact i32 %83, 4
  %85 = and i32 %84, 16322
  %86 = zext nneg i32 %85 to i64
  %87 = or disjoint i64 %86, 4611756662049538048
  %88 = add i32 %72, add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_splitk_dsmem to i32), i32 16416)
  %89 = lshr exact i32 %88, 4
  %90 = and i32 %89, 16322
  %91 = zext nneg i32 %90 to i64
  %92 = or disjoint i64 %91, 4611756662049538048
  call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %32, i64 %87, i64 %92, i32 138413200, i32 1) #5
  %93 = add i32 %72, add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_splitk_dsmem to i32), i32 64)
  %94 = lshr exact i32 %93, 4
  %95 = and i32 %94, 16324
  %96 = zext nneg i32 %95 to i64
  %97 = or disjoint i64 %96, 4611756662049538048
  %98 = add i32 %72, add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_splitk_dsmem to i32), i32 16448)
  %99 = lshr exact i32 %98, 4
  %100 = and i32 %99, 16324
  %101 = zext nneg i32 %100 to i64
  %102 = or disjoint i64 %101, 4611756662049538048
  call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %32, i64 %97, i64 %102, i32 138413200, i32 1) #5
  %103 = add i32 %72, add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_splitk_dsmem to i32), i32 96)
  %104 = lshr exact i32 %103, 4
  %105 = and i32 %104, 16326
  %106 = zext nneg i32 %105 to i64
  %107 = or disjoint i64 %106, 4611756662049538048
  %108 = add i32 %72, add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_splitk_dsmem to i32), i32 16480)
  %109 = lshr exact i32 %108, 4
  %110 = and i32 %109, 16326
  %111 = zext nneg i32 %110 to i64
  %112 = or disjoint i64 %111, 4611756662049538048
  call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %32, i64 %107, i64 %112, i32 138413200, i32 1) #5
  %113 = or disjoint i32 %63, 32
  call void asm sideeffect "tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$0];", "r,~{memory}"(i32 %113) #5
  %114 = add i32 %60, 3
  %115 = icmp slt i32 %114, %25
  %116 = and i1 %70, %115
  br i1 %116, label %117, label %134

117:                                              ; preds = %69
  %118 = add i32 %60, -1
  %119 = and i32 %118, 3
  %120 = shl nuw nsw i32 %119, 3
  %121 = or disjoint i32 %120, add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_splitk_dsmem to i32), i32 196608)
  %122 = or disjoint i32 %121, 32
  %123 = lshr i32 %118, 2
  %124 = and i32 %123, 1
  br label %125

125:                                              ; preds = %125, %117
  %126 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %122, i32 %124) #5
  %127 = icmp eq i32 %126, 0
  br i1 %127, label %125, label %128

128:                                              ; preds = %125
  %129 = mul nuw nsw i32 %119, 49152
  %130 = add i32 %129, ptrtoint (ptr addrspace(3) @gemm_bf16_tma_splitk_dsmem to i32)
  %131 = add i32 %129, add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_splitk_dsmem to i32), i32 16384)
  %132 = add i32 %114, %19
  %133 = shl i32 %132, 6
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 %121, i32 49152) #5
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %130, i64 %52, i32 %133, i32 %12, i32 %121) #5
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %131, i64 %53, i32 %133, i32 %13, i32 %121) #5
  br label %134

134:                                              ; preds = %128, %69
  %135 = add nuw nsw i64 %59, 1
  %exitcond11.not = icmp eq i64 %135, %umax10
  br i1 %exitcond11.not, label %._crit_edge6, label %58

._crit_edge6:                                     ; preds = %134, %33
  call void asm sideeffect "tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_splitk_dsmem to i32), i32 196672)) #5
  br label %.preheader

.preheader:                                       ; preds = %._crit_edge6, %31
  br label %136

136:                                              ; preds = %.preheader, %136
  %137 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_splitk_dsmem to i32), i32 196672), i32 0) #5
  %138 = icmp eq i32 %137, 0
  br i1 %138, label %136, label %139

139:                                              ; preds = %136
  call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #5
  %140 = and i32 %7, 128
  %141 = shl nuw nsw i32 %7, 16
  %142 = and i32 %141, 6291456
  %.not = icmp slt i32 %23, 1
  %143 = or disjoint i32 %142, %140
  %144 = add i32 %143, %32
  %145 = call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %144) #5
  %146 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %145, 0
  %147 = bitcast i32 %146 to float
  %148 = fadd float %147, 0.000000e+00
  %149 = select i1 %.not, float 0.000000e+00, float %148
  %150 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %145, 1
  %151 = bitcast i32 %150 to float
  %152 = fadd float %151, 0.000000e+00
  %153 = select i1 %.not, float 0.000000e+00, float %152
  %154 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %145, 2
  %155 = bitcast i32 %154 to float
  %156 = fadd float %155, 0.000000e+00
  %157 = select i1 %.not, float 0.000000e+00, float %156
  %158 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %145, 3
  %159 = bitcast i32 %158 to float
  %160 = fadd float %159, 0.000000e+00
  %161 = select i1 %.not, float 0.000000e+00, float %160
  %162 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %145, 4
  %163 = bitcast i32 %162 to float
  %164 = fadd float %163, 0.000000e+00
  %165 = select i1 %.not, float 0.000000e+00, float %164
  %166 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %145, 5
  %167 = bitcast i32 %166 to float
  %168 = fadd float %167, 0.000000e+00
  %169 = select i1 %.not, float 0.000000e+00, float %168
  %170 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %145, 6
  %171 = bitcast i32 %170 to float
  %172 = fadd float %171, 0.000000e+00
  %173 = select i1 %.not, float 0.000000e+00, float %172
  %174 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %145, 7
  %175 = bitcast i32 %174 to float
  %176 = fadd float %175, 0.000000e+00
  %177 = select i1 %.not, float 0.000000e+00, float %176
  %178 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %145, 8
  %179 = bitcast i32 %178 to float
  %180 = fadd float %179, 0.000000e+00
  %181 = select i1 %.not, float 0.000000e+00, float %180
  %182 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %145, 9
  %183 = bitcast i32 %182 to float
  %184 = fadd float %183, 0.000000e+00
  %185 = select i1 %.not, float 0.000000e+00, float %184
  %186 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %145, 10
  %187 = bitcast i32 %186 to float
  %188 = fadd float %187, 0.000000e+00
  %189 = select i1 %.not, float 0.000000e+00, float %188
  %190 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %145, 11
  %191 = bitcast i32 %190 to float
  %192 = fadd float %191, 0.000000e+00
  %193 = select i1 %.not, float 0.000000e+00, float %192
  %194 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %145, 12
  %195 = bitcast i32 %194 to float
  %196 = fadd float %195, 0.000000e+00
  %197 = select i1 %.not, float 0.000000e+00, float %196
  %198 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %145, 13
  %199 = bitcast i32 %198 to float
  %200 = fadd float %199, 0.000000e+00
  %201 = select i1 %.not, float 0.000000e+00, float %200
  %202 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %145, 14
  %203 = bitcast i32 %202 to float
  %204 = fadd float %203, 0.000000e+00
  %205 = select i1 %.not, float 0.000000e+00, float %204
  %206 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %145, 15
  %207 = bitcast i32 %206 to float
  %208 = fadd float %207, 0.000000e+00
  %209 = select i1 %.not, float 0.000000e+00, float %208
  %210 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %145, 16
  %211 = bitcast i32 %210 to float
  %212 = fadd float %211, 0.000000e+00
  %213 = select i1 %.not, float 0.000000e+00, float %212
  %214 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %145, 17
  %215 = bitcast i32 %214 to float
  %216 = fadd float %215, 0.000000e+00
  %217 = select i1 %.not, float 0.000000e+00, float %216
  %218 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %145, 18
  %219 = bitcast i32 %218 to float
  %220 = fadd float %219, 0.000000e+00
  %221 = select i1 %.not, float 0.000000e+00, float %220
  %222 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %145, 19
  %223 = bitcast i32 %222 to float
  %224 = fadd float %223, 0.000000e+00
  %225 = select i1 %.not, float 0.000000e+00, float %224
  %226 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %145, 20
  %227 = bitcast i32 %226 to float
  %228 = fadd float %227, 0.000000e+00
  %229 = select i1 %.not, float 0.000000e+00, float %228
  %230 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %145, 21
  %231 = bitcast i32 %230 to float
  %232 = fadd float %231, 0.000000e+00
  %233 = select i1 %.not, float 0.000000e+00, float %232
  %234 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %145, 22
  %235 = bitcast i32 %234 to float
  %236 = fadd float %235, 0.000000e+00
  %237 = select i1 %.not, float 0.000000e+00, float %236
  %238 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %145, 23
  %239 = bitcast i32 %238 to float
  %240 = fadd float %239, 0.000000e+00
  %241 = select i1 %.not, float 0.000000e+00, float %240
  %242 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %145, 24
  %243 = bitcast i32 %242 to float
  %244 = fadd float %243, 0.000000e+00
  %245 = select i1 %.not, float 0.000000e+00, float %244
  %246 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %145, 25
  %247 = bitcast i32 %246 to float
  %248 = fadd float %247, 0.000000e+00
  %249 = select i1 %.not, float 0.000000e+00, float %248
  %250 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %145, 26
  %251 = bitcast i32 %250 to float
  %252 = fadd float %251, 0.000000e+00
  %253 = select i1 %.not, float 0.000000e+00, float %252
  %254 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %145, 27
  %255 = bitcast i32 %254 to float
  %256 = fadd float %255, 0.000000e+00
  %257 = select i1 %.not, float 0.000000e+00, float %256
  %258 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %145, 28
  %259 = bitcast i32 %258 to float
  %260 = fadd float %259, 0.000000e+00
  %261 = select i1 %.not, float 0.000000e+00, float %260
  %262 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %145, 29
  %263 = bitcast i32 %262 to float
  %264 = fadd float %263, 0.000000e+00
  %265 = select i1 %.not, float 0.000000e+00, float %264
  %266 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %145, 30
  %267 = bitcast i32 %266 to float
  %268 = fadd float %267, 0.000000e+00
  %269 = select i1 %.not, float 0.000000e+00, float %268
  %270 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %145, 31
  %271 = bitcast i32 %270 to float
  %272 = fadd float %271, 0.000000e+00
  %273 = select i1 %.not, float 0.000000e+00, float %272
  %274 = add i32 %144, 32
  %275 = call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %274) #5
  %276 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %275, 0
  %277 = bitcast i32 %276 to float
  %278 = fadd float %277, 0.000000e+00
  %279 = select i1 %.not, float 0.000000e+00, float %278
  %280 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %275, 1
  %281 = bitcast i32 %280 to float
  %282 = fadd float %281, 0.000000e+00
  %283 = select i1 %.not, float 0.000000e+00, float %282
  %284 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %275, 2
  %285 = bitcast i32 %284 to float
  %286 = fadd float %285, 0.000000e+00
  %287 = select i1 %.not, float 0.000000e+00, float %286
  %288 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %275, 3
  %289 = bitcast i32 %288 to float
  %290 = fadd float %289, 0.000000e+00
  %291 = select i1 %.not, float 0.000000e+00, float %290
  %292 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %275, 4
  %293 = bitcast i32 %292 to float
  %294 = fadd float %293, 0.000000e+00
  %295 = select i1 %.not, float 0.000000e+00, float %294
  %296 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %275, 5
  %297 = bitcast i32 %296 to float
  %298 = fadd float %297, 0.000000e+00
  %299 = select i1 %.not, float 0.000000e+00, float %298
  %300 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %275, 6
  %301 = bitcast i32 %300 to float
  %302 = fadd float %301, 0.000000e+00
  %303 = select i1 %.not, float 0.000000e+00, float %302
  %304 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %275, 7
  %305 = bitcast i32 %304 to float
  %306 = fadd float %305, 0.000000e+00
  %307 = select i1 %.not, float 0.000000e+00, float %306
  %308 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %275, 8
  %309 = bitcast i32 %308 to float
  %310 = fadd float %309, 0.000000e+00
  %311 = select i1 %.not, float 0.000000e+00, float %310
  %312 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %275, 9
  %313 = bitcast i32 %312 to float
  %314 = fadd float %313, 0.000000e+00
  %315 = select i1 %.not, float 0.000000e+00, float %314
  %316 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %275, 10
  %317 = bitcast i32 %316 to float
  %318 = fadd float %317, 0.000000e+00
  %319 = select i1 %.not, float 0.000000e+00, float %318
  %320 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %275, 11
  %321 = bitcast i32 %320 to float
  %322 = fadd float %321, 0.000000e+00
  %323 = select i1 %.not, float 0.000000e+00, float %322
  %324 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %275, 12
  %325 = bitcast i32 %324 to float
  %326 = fadd float %325, 0.000000e+00
  %327 = select i1 %.not, float 0.000000e+00, float %326
  %328 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %275, 13
  %329 = bitcast i32 %328 to float
  %330 = fadd float %329, 0.000000e+00
  %331 = select i1 %.not, float 0.000000e+00, float %330
  %332 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %275, 14
  %333 = bitcast i32 %332 to float
  %334 = fadd float %333, 0.000000e+00
  %335 = select i1 %.not, float 0.000000e+00, float %334
  %336 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %275, 15
  %337 = bitcast i32 %336 to float
  %338 = fadd float %337, 0.000000e+00
  %339 = select i1 %.not, float 0.000000e+00, float %338
  %340 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %275, 16
  %341 = bitcast i32 %340 to float
  %342 = fadd float %341, 0.000000e+00
  %343 = select i1 %.not, float 0.000000e+00, float %342
  %344 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %275, 17
  %345 = bitcast i32 %344 to float
  %346 = fadd float %345, 0.000000e+00
  %347 = select i1 %.not, float 0.000000e+00, float %346
  %348 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %275, 18
  %349 = bitcast i32 %348 to float
  %350 = fadd float %349, 0.000000e+00
  %351 = select i1 %.not, float 0.000000e+00, float %350
  %352 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %275, 19
  %353 = bitcast i32 %352 to float
  %354 = fadd float %353, 0.000000e+00
  %355 = select i1 %.not, float 0.000000e+00, float %354
  %356 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %275, 20
  %357 = bitcast i32 %356 to float
  %358 = fadd float %357, 0.000000e+00
  %359 = select i1 %.not, float 0.000000e+00, float %358
  %360 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %275, 21
  %361 = bitcast i32 %360 to float
  %362 = fadd float %361, 0.000000e+00
  %363 = select i1 %.not, float 0.000000e+00, float %362
  %364 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %275, 22
  %365 = bitcast i32 %364 to float
  %366 = fadd float %365, 0.000000e+00
  %367 = select i1 %.not, float 0.000000e+00, float %366
  %368 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %275, 23
  %369 = bitcast i32 %368 to float
  %370 = fadd float %369, 0.000000e+00
  %371 = select i1 %.not, float 0.000000e+00, float %370
  %372 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %275, 24
  %373 = bitcast i32 %372 to float
  %374 = fadd float %373, 0.000000e+00
  %375 = select i1 %.not, float 0.000000e+00, float %374
  %376 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %275, 25
  %377 = bitcast i32 %376 to float
  %378 = fadd float %377, 0.000000e+00
  %379 = select i1 %.not, float 0.000000e+00, float %378
  %380 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %275, 26
  %381 = bitcast i32 %380 to float
  %382 = fadd float %381, 0.000000e+00
  %383 = select i1 %.not, float 0.000000e+00, float %382
  %384 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %275, 27
  %385 = bitcast i32 %384 to float
  %386 = fadd float %385, 0.000000e+00
  %387 = select i1 %.not, float 0.000000e+00, float %386
  %388 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %275, 28
  %389 = bitcast i32 %388 to float
  %390 = fadd float %389, 0.000000e+00
  %391 = select i1 %.not, float 0.000000e+00, float %390
  %392 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %275, 29
  %393 = bitcast i32 %392 to float
  %394 = fadd float %393, 0.000000e+00
  %395 = select i1 %.not, float 0.000000e+00, float %394
  %396 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %275, 30
  %397 = bitcast i32 %396 to float
  %398 = fadd float %397, 0.000000e+00
  %399 = select i1 %.not, float 0.000000e+00, float %398
  %400 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %275, 31
  %401 = bitcast i32 %400 to float
  %402 = fadd float %401, 0.000000e+00
  %403 = select i1 %.not, float 0.000000e+00, float %402
  %404 = add i32 %144, 64
  %405 = call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %404) #5
  %406 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %405, 0
  %407 = bitcast i32 %406 to float
  %408 = fadd float %407, 0.000000e+00
  %409 = select i1 %.not, float 0.000000e+00, float %408
  %410 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %405, 1
  %411 = bitcast i32 %410 to float
  %412 = fadd float %411, 0.000000e+00
  %413 = select i1 %.not, float 0.000000e+00, float %412
  %414 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %405, 2
  %415 = bitcast i32 %414 to float
  %416 = fadd float %415, 0.000000e+00
  %417 = select i1 %.not, float 0.000000e+00, float %416
  %418 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %405, 3
  %419 = bitcast i32 %418 to float
  %420 = fadd float %419, 0.000000e+00
  %421 = select i1 %.not, float 0.000000e+00, float %420
  %422 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %405, 4
  %423 = bitcast i32 %422 to float
  %424 = fadd float %423, 0.000000e+00
  %425 = select i1 %.not, float 0.000000e+00, float %424
  %426 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %405, 5
  %427 = bitcast i32 %426 to float
  %428 = fadd float %427, 0.000000e+00
  %429 = select i1 %.not, float 0.000000e+00, float %428
  %430 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %405, 6
  %431 = bitcast i32 %430 to float
  %432 = fadd float %431, 0.000000e+00
  %433 = select i1 %.not, float 0.000000e+00, float %432
  %434 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %405, 7
  %435 = bitcast i32 %434 to float
  %436 = fadd float %435, 0.000000e+00
  %437 = select i1 %.not, float 0.000000e+00, float %436
  %438 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %405, 8
  %439 = bitcast i32 %438 to float
  %440 = fadd float %439, 0.000000e+00
  %441 = select i1 %.not, float 0.000000e+00, float %440
  %442 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %405, 9
  %443 = bitcast i32 %442 to float
  %444 = fadd float %443, 0.000000e+00
  %445 = select i1 %.not, float 0.000000e+00, float %444
  %446 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %405, 10
  %447 = bitcast i32 %446 to float
  %448 = fadd float %447, 0.000000e+00
  %449 = select i1 %.not, float 0.000000e+00, float %448
  %450 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %405, 11
  %451 = bitcast i32 %450 to float
  %452 = fadd float %451, 0.000000e+00
  %453 = select i1 %.not, float 0.000000e+00, float %452
  %454 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %405, 12
  %455 = bitcast i32 %454 to float
  %456 = fadd float %455, 0.000000e+00
  %457 = select i1 %.not, float 0.000000e+00, float %456
  %458 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %405, 13
  %459 = bitcast i32 %458 to float
  %460 = fadd float %459, 0.000000e+00
  %461 = select i1 %.not, float 0.000000e+00, float %460
  %462 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %405, 14
  %463 = bitcast i32 %462 to float
  %464 = fadd float %463, 0.000000e+00
  %465 = select i1 %.not, float 0.000000e+00, float %464
  %466 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %405, 15
  %467 = bitcast i32 %466 to float
  %468 = fadd float %467, 0.000000e+00
  %469 = select i1 %.not, float 0.000000e+00, float %468
  %470 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %405, 16
  %471 = bitcast i32 %470 to float
  %472 = fadd float %471, 0.000000e+00
  %473 = select i1 %.not, float 0.000000e+00, float %472
  %474 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %405, 17
  %475 = bitcast i32 %474 to float
  %476 = fadd float %475, 0.000000e+00
  %477 = select i1 %.not, float 0.000000e+00, float %476
  %478 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %405, 18
  %479 = bitcast i32 %478 to float
  %480 = fadd float %479, 0.000000e+00
  %481 = select i1 %.not, float 0.000000e+00, float %480
  %482 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %405, 19
  %483 = bitcast i32 %482 to float
  %484 = fadd float %483, 0.000000e+00
  %485 = select i1 %.not, float 0.000000e+00, float %484
  %486 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %405, 20
  %487 = bitcast i32 %486 to float
  %488 = fadd float %487, 0.000000e+00
  %489 = select i1 %.not, float 0.000000e+00, float %488
  %490 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %405, 21
  %491 = bitcast i32 %490 to float
  %492 = fadd float %491, 0.000000e+00
  %493 = select i1 %.not, float 0.000000e+00, float %492
  %494 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %405, 22
  %495 = bitcast i32 %494 to float
  %496 = fadd float %495, 0.000000e+00
  %497 = select i1 %.not, float 0.000000e+00, float %496
  %498 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %405, 23
  %499 = bitcast i32 %498 to float
  %500 = fadd float %499, 0.000000e+00
  %501 = select i1 %.not, float 0.000000e+00, float %500
  %502 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %405, 24
  %503 = bitcast i32 %502 to float
  %504 = fadd float %503, 0.000000e+00
  %505 = select i1 %.not, float 0.000000e+00, float %504
  %506 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %405, 25
  %507 = bitcast i32 %506 to float
  %508 = fadd float %507, 0.000000e+00
  %509 = select i1 %.not, float 0.000000e+00, float %508
  %510 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %405, 26
  %511 = bitcast i32 %510 to float
  %512 = fadd float %511, 0.000000e+00
  %513 = select i1 %.not, float 0.000000e+00, float %512
  %514 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %405, 27
  %515 = bitcast i32 %514 to float
  %516 = fadd float %515, 0.000000e+00
  %517 = select i1 %.not, float 0.000000e+00, float %516
  %518 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %405, 28
  %519 = bitcast i32 %518 to float
  %520 = fadd float %519, 0.000000e+00
  %521 = select i1 %.not, float 0.000000e+00, float %520
  %522 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %405, 29
  %523 = bitcast i32 %522 to float
  %524 = fadd float %523, 0.000000e+00
  %525 = select i1 %.not, float 0.000000e+00, float %524
  %526 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %405, 30
  %527 = bitcast i32 %526 to float
  %528 = fadd float %527, 0.000000e+00
  %529 = select i1 %.not, float 0.000000e+00, float %528
  %530 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %405, 31
  %531 = bitcast i32 %530 to float
  %532 = fadd float %531, 0.000000e+00
  %533 = select i1 %.not, float 0.000000e+00, float %532
  %534 = add i32 %144, 96
  %535 = call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %534) #5
  %536 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %535, 0
  %537 = bitcast i32 %536 to float
  %538 = fadd float %537, 0.000000e+00
  %539 = select i1 %.not, float 0.000000e+00, float %538
  %540 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %535, 1
  %541 = bitcast i32 %540 to float
  %542 = fadd float %541, 0.000000e+00
  %543 = select i1 %.not, float 0.000000e+00, float %542
  %544 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %535, 2
  %545 = bitcast i32 %544 to float
  %546 = fadd float %545, 0.000000e+00
  %547 = select i1 %.not, float 0.000000e+00, float %546
  %548 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %535, 3
  %549 = bitcast i32 %548 to float
  %550 = fadd float %549, 0.000000e+00
  %551 = select i1 %.not, float 0.000000e+00, float %550
  %552 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %535, 4
  %553 = bitcast i32 %552 to float
  %554 = fadd float %553, 0.000000e+00
  %555 = select i1 %.not, float 0.000000e+00, float %554
  %556 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %535, 5
  %557 = bitcast i32 %556 to float
  %558 = fadd float %557, 0.000000e+00
  %559 = select i1 %.not, float 0.000000e+00, float %558
  %560 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %535, 6
  %561 = bitcast i32 %560 to float
  %562 = fadd float %561, 0.000000e+00
  %563 = select i1 %.not, float 0.000000e+00, float %562
  %564 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %535, 7
  %565 = bitcast i32 %564 to float
  %566 = fadd float %565, 0.000000e+00
  %567 = select i1 %.not, float 0.000000e+00, float %566
  %568 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %535, 8
  %569 = bitcast i32 %568 to float
  %570 = fadd float %569, 0.000000e+00
  %571 = select i1 %.not, float 0.000000e+00, float %570
  %572 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %535, 9
  %573 = bitcast i32 %572 to float
  %574 = fadd float %573, 0.000000e+00
  %575 = select i1 %.not, float 0.000000e+00, float %574
  %576 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %535, 10
  %577 = bitcast i32 %576 to float
  %578 = fadd float %577, 0.000000e+00
  %579 = select i1 %.not, float 0.000000e+00, float %578
  %580 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %535, 11
  %581 = bitcast i32 %580 to float
  %582 = fadd float %581, 0.000000e+00
  %583 = select i1 %.not, float 0.000000e+00, float %582
  %584 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %535, 12
  %585 = bitcast i32 %584 to float
  %586 = fadd float %585, 0.000000e+00
  %587 = select i1 %.not, float 0.000000e+00, float %586
  %588 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %535, 13
  %589 = bitcast i32 %588 to float
  %590 = fadd float %589, 0.000000e+00
  %591 = select i1 %.not, float 0.000000e+00, float %590
  %592 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %535, 14
  %593 = bitcast i32 %592 to float
  %594 = fadd float %593, 0.000000e+00
  %595 = select i1 %.not, float 0.000000e+00, float %594
  %596 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %535, 15
  %597 = bitcast i32 %596 to float
  %598 = fadd float %597, 0.000000e+00
  %599 = select i1 %.not, float 0.000000e+00, float %598
  %600 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %535, 16
  %601 = bitcast i32 %600 to float
  %602 = fadd float %601, 0.000000e+00
  %603 = select i1 %.not, float 0.000000e+00, float %602
  %604 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %535, 17
  %605 = bitcast i32 %604 to float
  %606 = fadd float %605, 0.000000e+00
  %607 = select i1 %.not, float 0.000000e+00, float %606
  %608 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %535, 18
  %609 = bitcast i32 %608 to float
  %610 = fadd float %609, 0.000000e+00
  %611 = select i1 %.not, float 0.000000e+00, float %610
  %612 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %535, 19
  %613 = bitcast i32 %612 to float
  %614 = fadd float %613, 0.000000e+00
  %615 = select i1 %.not, float 0.000000e+00, float %614
  %616 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %535, 20
  %617 = bitcast i32 %616 to float
  %618 = fadd float %617, 0.000000e+00
  %619 = select i1 %.not, float 0.000000e+00, float %618
  %620 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %535, 21
  %621 = bitcast i32 %620 to float
  %622 = fadd float %621, 0.000000e+00
  %623 = select i1 %.not, float 0.000000e+00, float %622
  %624 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %535, 22
  %625 = bitcast i32 %624 to float
  %626 = fadd float %625, 0.000000e+00
  %627 = select i1 %.not, float 0.000000e+00, float %626
  %628 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %535, 23
  %629 = bitcast i32 %628 to float
  %630 = fadd float %629, 0.000000e+00
  %631 = select i1 %.not, float 0.000000e+00, float %630
  %632 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %535, 24
  %633 = bitcast i32 %632 to float
  %634 = fadd float %633, 0.000000e+00
  %635 = select i1 %.not, float 0.000000e+00, float %634
  %636 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %535, 25
  %637 = bitcast i32 %636 to float
  %638 = fadd float %637, 0.000000e+00
  %639 = select i1 %.not, float 0.000000e+00, float %638
  %640 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %535, 26
  %641 = bitcast i32 %640 to float
  %642 = fadd float %641, 0.000000e+00
  %643 = select i1 %.not, float 0.000000e+00, float %642
  %644 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %535, 27
  %645 = bitcast i32 %644 to float
  %646 = fadd float %645, 0.000000e+00
  %647 = select i1 %.not, float 0.000000e+00, float %646
  %648 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %535, 28
  %649 = bitcast i32 %648 to float
  %650 = fadd float %649, 0.000000e+00
  %651 = select i1 %.not, float 0.000000e+00, float %650
  %652 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %535, 29
  %653 = bitcast i32 %652 to float
  %654 = fadd float %653, 0.000000e+00
  %655 = select i1 %.not, float 0.000000e+00, float %654
  %656 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %535, 30
  %657 = bitcast i32 %656 to float
  %658 = fadd float %657, 0.000000e+00
  %659 = select i1 %.not, float 0.000000e+00, float %658
  %660 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %535, 31
  %661 = bitcast i32 %660 to float
  %662 = fadd float %661, 0.000000e+00
  %663 = select i1 %.not, float 0.000000e+00, float %662
  call void asm sideeffect "tcgen05.fence::before_thread_sync;", "~{memory}"() #5
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %29, label %664, label %665

664:                                              ; preds = %139
  call void asm sideeffect "tcgen05.fence::after_thread_sync;\0A\09tcgen05.dealloc.cta_group::1.sync.aligned.b32 $0, 256;", "r,~{memory}"(i32 %32) #5
  br label %665

665:                                              ; preds = %664, %139
  br i1 %26, label %666, label %667

666:                                              ; preds = %665
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_splitk_dsmem to i32), i32 196608)) #5
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_splitk_dsmem to i32), i32 196640)) #5
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_splitk_dsmem to i32), i32 196616)) #5
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_splitk_dsmem to i32), i32 196648)) #5
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_splitk_dsmem to i32), i32 196624)) #5
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_splitk_dsmem to i32), i32 196656)) #5
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_splitk_dsmem to i32), i32 196632)) #5
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_splitk_dsmem to i32), i32 196664)) #5
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_splitk_dsmem to i32), i32 196672)) #5
  br label %667

667:                                              ; preds = %666, %665
  %668 = shl nuw nsw i32 %140, 9
  %669 = shl nuw nsw i32 %7, 7
  %670 = and i32 %669, 16256
  %671 = shl nuw nsw i32 %7, 4
  %672 = and i32 %671, 112
  %673 = or disjoint i32 %672, %668
  %674 = or disjoint i32 %673, %670
  %675 = zext nneg i32 %674 to i64
  %676 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_splitk_dsmem, i64 %675
  %677 = insertelement <4 x float> poison, float %149, i64 0
  %678 = insertelement <4 x float> %677, float %153, i64 1
  %679 = insertelement <4 x float> %678, float %157, i64 2
  %680 = insertelement <4 x float> %679, float %161, i64 3
  store <4 x float> %680, ptr addrspace(3) %676, align 16
  %681 = xor i32 %674, 16
  %682 = zext nneg i32 %681 to i64
  %683 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_splitk_dsmem, i64 %682
  %684 = insertelement <4 x float> poison, float %165, i64 0
  %685 = insertelement <4 x float> %684, float %169, i64 1
  %686 = insertelement <4 x float> %685, float %173, i64 2
  %687 = insertelement <4 x float> %686, float %177, i64 3
  store <4 x float> %687, ptr addrspace(3) %683, align 16
  %688 = xor i32 %674, 32
  %689 = zext nneg i32 %688 to i64
  %690 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_splitk_dsmem, i64 %689
  %691 = insertelement <4 x float> poison, float %181, i64 0
  %692 = insertelement <4 x float> %691, float %185, i64 1
  %693 = insertelement <4 x float> %692, float %189, i64 2
  %694 = insertelement <4 x float> %693, float %193, i64 3
  store <4 x float> %694, ptr addrspace(3) %690, align 16
  %695 = xor i32 %674, 48
  %696 = zext nneg i32 %695 to i64
  %697 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_splitk_dsmem, i64 %696
  %698 = insertelement <4 x float> poison, float %197, i64 0
  %699 = insertelement <4 x float> %698, float %201, i64 1
  %700 = insertelement <4 x float> %699, float %205, i64 2
  %701 = insertelement <4 x float> %700, float %209, i64 3
  store <4 x float> %701, ptr addrspace(3) %697, align 16
  %702 = xor i32 %674, 64
  %703 = zext nneg i32 %702 to i64
  %704 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_splitk_dsmem, i64 %703
  %705 = insertelement <4 x float> poison, float %213, i64 0
  %706 = insertelement <4 x float> %705, float %217, i64 1
  %707 = insertelement <4 x float> %706, float %221, i64 2
  %708 = insertelement <4 x float> %707, float %225, i64 3
  store <4 x float> %708, ptr addrspace(3) %704, align 16
  %709 = xor i32 %674, 80
  %710 = zext nneg i32 %709 to i64
  %711 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_splitk_dsmem, i64 %710
  %712 = insertelement <4 x float> poison, float %229, i64 0
  %713 = insertelement <4 x float> %712, float %233, i64 1
  %714 = insertelement <4 x float> %713, float %237, i64 2
  %715 = insertelement <4 x float> %714, float %241, i64 3
  store <4 x float> %715, ptr addrspace(3) %711, align 16
  %716 = xor i32 %674, 96
  %717 = zext nneg i32 %716 to i64
  %718 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_splitk_dsmem, i64 %717
  %719 = insertelement <4 x float> poison, float %245, i64 0
  %720 = insertelement <4 x float> %719, float %249, i64 1
  %721 = insertelement <4 x float> %720, float %253, i64 2
  %722 = insertelement <4 x float> %721, float %257, i64 3
  store <4 x float> %722, ptr addrspace(3) %718, align 16
  %723 = xor i32 %674, 112
  %724 = zext nneg i32 %723 to i64
  %725 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_splitk_dsmem, i64 %724
  %726 = insertelement <4 x float> poison, float %261, i64 0
  %727 = insertelement <4 x float> %726, float %265, i64 1
  %728 = insertelement <4 x float> %727, float %269, i64 2
  %729 = insertelement <4 x float> %728, float %273, i64 3
  store <4 x float> %729, ptr addrspace(3) %725, align 16
  %730 = getelementptr i8, ptr addrspace(3) %676, i64 16384
  %731 = insertelement <4 x float> poison, float %279, i64 0
  %732 = insertelement <4 x float> %731, float %283, i64 1
  %733 = insertelement <4 x float> %732, float %287, i64 2
  %734 = insertelement <4 x float> %733, float %291, i64 3
  store <4 x float> %734, ptr addrspace(3) %730, align 16
  %735 = shl nuw nsw i32 %7, 9
  %736 = and i32 %735, 65536
  %737 = or disjoint i32 %672, %736
  %738 = or disjoint i32 %737, %669
  %739 = or i32 %738, 16384
  %740 = xor i32 %739, 16
  %741 = zext nneg i32 %740 to i64
  %742 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_splitk_dsmem, i64 %741
  %743 = insertelement <4 x float> poison, float %295, i64 0
  %744 = insertelement <4 x float> %743, float %299, i64 1
  %745 = insertelement <4 x float> %744, float %303, i64 2
  %746 = insertelement <4 x float> %745, float %307, i64 3
  store <4 x float> %746, ptr addrspace(3) %742, align 16
  %747 = xor i32 %739, 32
  %748 = zext nneg i32 %747 to i64
  %749 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_splitk_dsmem, i64 %748
  %750 = insertelement <4 x float> poison, float %311, i64 0
  %751 = insertelement <4 x float> %750, float %315, i64 1
  %752 = insertelement <4 x float> %751, float %319, i64 2
  %753 = insertelement <4 x float> %752, float %323, i64 3
  store <4 x float> %753, ptr addrspace(3) %749, align 16
  %754 = xor i32 %739, 48
  %755 = zext nneg i32 %754 to i64
  %756 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_splitk_dsmem, i64 %755
  %757 = insertelement <4 x float> poison, float %327, i64 0
  %758 = insertelement <4 x float> %757, float %331, i64 1
  %759 = insertelement <4 x float> %758, float %335, i64 2
  %760 = insertelement <4 x float> %759, float %339, i64 3
  store <4 x float> %760, ptr addrspace(3) %756, align 16
  %761 = xor i32 %739, 64
  %762 = zext nneg i32 %761 to i64
  %763 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_splitk_dsmem, i64 %762
  %764 = insertelement <4 x float> poison, float %343, i64 0
  %765 = insertelement <4 x float> %764, float %347, i64 1
  %766 = insertelement <4 x float> %765, float %351, i64 2
  %767 = insertelement <4 x float> %766, float %355, i64 3
  store <4 x float> %767, ptr addrspace(3) %763, align 16
  %768 = xor i32 %739, 80
  %769 = zext nneg i32 %768 to i64
  %770 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_splitk_dsmem, i64 %769
  %771 = insertelement <4 x float> poison, float %359, i64 0
  %772 = insertelement <4 x float> %771, float %363, i64 1
  %773 = insertelement <4 x float> %772, float %367, i64 2
  %774 = insertelement <4 x float> %773, float %371, i64 3
  store <4 x float> %774, ptr addrspace(3) %770, align 16
  %775 = xor i32 %739, 96
  %776 = zext nneg i32 %775 to i64
  %777 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_splitk_dsmem, i64 %776
  %778 = insertelement <4 x float> poison, float %375, i64 0
  %779 = insertelement <4 x float> %778, float %379, i64 1
  %780 = insertelement <4 x float> %779, float %383, i64 2
  %781 = insertelement <4 x float> %780, float %387, i64 3
  store <4 x float> %781, ptr addrspace(3) %777, align 16
  %782 = xor i32 %739, 112
  %783 = zext nneg i32 %782 to i64
  %784 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_splitk_dsmem, i64 %783
  %785 = insertelement <4 x float> poison, float %391, i64 0
  %786 = insertelement <4 x float> %785, float %395, i64 1
  %787 = insertelement <4 x float> %786, float %399, i64 2
  %788 = insertelement <4 x float> %787, float %403, i64 3
  store <4 x float> %788, ptr addrspace(3) %784, align 16
  %789 = getelementptr i8, ptr addrspace(3) %676, i64 32768
  %790 = insertelement <4 x float> poison, float %409, i64 0
  %791 = insertelement <4 x float> %790, float %413, i64 1
  %792 = insertelement <4 x float> %791, float %417, i64 2
  %793 = insertelement <4 x float> %792, float %421, i64 3
  store <4 x float> %793, ptr addrspace(3) %789, align 16
  %794 = or disjoint i32 %737, %670
  %795 = xor i32 %794, 32784
  %796 = zext nneg i32 %795 to i64
  %797 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_splitk_dsmem, i64 %796
  %798 = insertelement <4 x float> poison, float %425, i64 0
  %799 = insertelement <4 x float> %798, float %429, i64 1
  %800 = insertelement <4 x float> %799, float %433, i64 2
  %801 = insertelement <4 x float> %800, float %437, i64 3
  store <4 x float> %801, ptr addrspace(3) %797, align 16
  %802 = xor i32 %794, 32800
  %803 = zext nneg i32 %802 to i64
  %804 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_splitk_dsmem, i64 %803
  %805 = insertelement <4 x float> poison, float %441, i64 0
  %806 = insertelement <4 x float> %805, float %445, i64 1
  %807 = insertelement <4 x float> %806, float %449, i64 2
  %808 = insertelement <4 x float> %807, float %453, i64 3
  store <4 x float> %808, ptr addrspace(3) %804, align 16
  %809 = xor i32 %794, 32816
  %810 = zext nneg i32 %809 to i64
  %811 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_splitk_dsmem, i64 %810
  %812 = insertelement <4 x float> poison, float %457, i64 0
  %813 = insertelement <4 x float> %812, float %461, i64 1
  %814 = insertelement <4 x float> %813, float %465, i64 2
  %815 = insertelement <4 x float> %814, float %469, i64 3
  store <4 x float> %815, ptr addrspace(3) %811, align 16
  %816 = xor i32 %794, 32832
  %817 = zext nneg i32 %816 to i64
  %818 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_splitk_dsmem, i64 %817
  %819 = insertelement <4 x float> poison, float %473, i64 0
  %820 = insertelement <4 x float> %819, float %477, i64 1
  %821 = insertelement <4 x float> %820, float %481, i64 2
  %822 = insertelement <4 x float> %821, float %485, i64 3
  store <4 x float> %822, ptr addrspace(3) %818, align 16
  %823 = xor i32 %794, 32848
  %824 = zext nneg i32 %823 to i64
  %825 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_splitk_dsmem, i64 %824
  %826 = insertelement <4 x float> poison, float %489, i64 0
  %827 = insertelement <4 x float> %826, float %493, i64 1
  %828 = insertelement <4 x float> %827, float %497, i64 2
  %829 = insertelement <4 x float> %828, float %501, i64 3
  store <4 x float> %829, ptr addrspace(3) %825, align 16
  %830 = xor i32 %794, 32864
  %831 = zext nneg i32 %830 to i64
  %832 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_splitk_dsmem, i64 %831
  %833 = insertelement <4 x float> poison, float %505, i64 0
  %834 = insertelement <4 x float> %833, float %509, i64 1
  %835 = insertelement <4 x float> %834, float %513, i64 2
  %836 = insertelement <4 x float> %835, float %517, i64 3
  store <4 x float> %836, ptr addrspace(3) %832, align 16
  %837 = xor i32 %794, 32880
  %838 = zext nneg i32 %837 to i64
  %839 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_splitk_dsmem, i64 %838
  %840 = insertelement <4 x float> poison, float %521, i64 0
  %841 = insertelement <4 x float> %840, float %525, i64 1
  %842 = insertelement <4 x float> %841, float %529, i64 2
  %843 = insertelement <4 x float> %842, float %533, i64 3
  store <4 x float> %843, ptr addrspace(3) %839, align 16
  %844 = getelementptr i8, ptr addrspace(3) %676, i64 49152
  %845 = insertelement <4 x float> poison, float %539, i64 0
  %846 = insertelement <4 x float> %845, float %543, i64 1
  %847 = insertelement <4 x float> %846, float %547, i64 2
  %848 = insertelement <4 x float> %847, float %551, i64 3
  store <4 x float> %848, ptr addrspace(3) %844, align 16
  %849 = or i32 %738, 49152
  %850 = xor i32 %849, 16
  %851 = zext nneg i32 %850 to i64
  %852 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_splitk_dsmem, i64 %851
  %853 = insertelement <4 x float> poison, float %555, i64 0
  %854 = insertelement <4 x float> %853, float %559, i64 1
  %855 = insertelement <4 x float> %854, float %563, i64 2
  %856 = insertelement <4 x float> %855, float %567, i64 3
  store <4 x float> %856, ptr addrspace(3) %852, align 16
  %857 = xor i32 %849, 32
  %858 = zext nneg i32 %857 to i64
  %859 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_splitk_dsmem, i64 %858
  %860 = insertelement <4 x float> poison, float %571, i64 0
  %861 = insertelement <4 x float> %860, float %575, i64 1
  %862 = insertelement <4 x float> %861, float %579, i64 2
  %863 = insertelement <4 x float> %862, float %583, i64 3
  store <4 x float> %863, ptr addrspace(3) %859, align 16
  %864 = xor i32 %849, 48
  %865 = zext nneg i32 %864 to i64
  %866 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_splitk_dsmem, i64 %865
  %867 = insertelement <4 x float> poison, float %587, i64 0
  %868 = insertelement <4 x float> %867, float %591, i64 1
  %869 = insertelement <4 x float> %868, float %595, i64 2
  %870 = insertelement <4 x float> %869, float %599, i64 3
  store <4 x float> %870, ptr addrspace(3) %866, align 16
  %871 = xor i32 %849, 64
  %872 = zext nneg i32 %871 to i64
  %873 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_splitk_dsmem, i64 %872
  %874 = insertelement <4 x float> poison, float %603, i64 0
  %875 = insertelement <4 x float> %874, float %607, i64 1
  %876 = insertelement <4 x float> %875, float %611, i64 2
  %877 = insertelement <4 x float> %876, float %615, i64 3
  store <4 x float> %877, ptr addrspace(3) %873, align 16
  %878 = xor i32 %849, 80
  %879 = zext nneg i32 %878 to i64
  %880 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_splitk_dsmem, i64 %879
  %881 = insertelement <4 x float> poison, float %619, i64 0
  %882 = insertelement <4 x float> %881, float %623, i64 1
  %883 = insertelement <4 x float> %882, float %627, i64 2
  %884 = insertelement <4 x float> %883, float %631, i64 3
  store <4 x float> %884, ptr addrspace(3) %880, align 16
  %885 = xor i32 %849, 96
  %886 = zext nneg i32 %885 to i64
  %887 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_splitk_dsmem, i64 %886
  %888 = insertelement <4 x float> poison, float %635, i64 0
  %889 = insertelement <4 x float> %888, float %639, i64 1
  %890 = insertelement <4 x float> %889, float %643, i64 2
  %891 = insertelement <4 x float> %890, float %647, i64 3
  store <4 x float> %891, ptr addrspace(3) %887, align 16
  %892 = xor i32 %849, 112
  %893 = zext nneg i32 %892 to i64
  %894 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_splitk_dsmem, i64 %893
  %895 = insertelement <4 x float> poison, float %651, i64 0
  %896 = insertelement <4 x float> %895, float %655, i64 1
  %897 = insertelement <4 x float> %896, float %659, i64 2
  %898 = insertelement <4 x float> %897, float %663, i64 3
  store <4 x float> %898, ptr addrspace(3) %894, align 16
  call void asm sideeffect "fence.proxy.async.shared::cta;", "~{memory}"() #5
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %26, label %899, label %.critedge

899:                                              ; preds = %667
  %900 = ptrtoint ptr %2 to i64
  call void asm sideeffect "cp.reduce.async.bulk.tensor.2d.global.shared::cta.add.tile.bulk_group [$0, {$1, $2}], [$3];", "l,r,r,r,~{memory}"(i64 %900, i32 %13, i32 %12, i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_splitk_dsmem to i32)) #5
  %901 = or disjoint i32 %13, 32
  call void asm sideeffect "cp.reduce.async.bulk.tensor.2d.global.shared::cta.add.tile.bulk_group [$0, {$1, $2}], [$3];", "l,r,r,r,~{memory}"(i64 %900, i32 %901, i32 %12, i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_splitk_dsmem to i32), i32 16384)) #5
  %902 = or disjoint i32 %13, 64
  call void asm sideeffect "cp.reduce.async.bulk.tensor.2d.global.shared::cta.add.tile.bulk_group [$0, {$1, $2}], [$3];", "l,r,r,r,~{memory}"(i64 %900, i32 %902, i32 %12, i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_splitk_dsmem to i32), i32 32768)) #5
  %903 = or disjoint i32 %13, 96
  call void asm sideeffect "cp.reduce.async.bulk.tensor.2d.global.shared::cta.add.tile.bulk_group [$0, {$1, $2}], [$3];", "l,r,r,r,~{memory}"(i64 %900, i32 %903, i32 %12, i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_splitk_dsmem to i32), i32 49152)) #5
  %904 = or disjoint i32 %13, 128
  call void asm sideeffect "cp.reduce.async.bulk.tensor.2d.global.shared::cta.add.tile.bulk_group [$0, {$1, $2}], [$3];", "l,r,r,r,~{memory}"(i64 %900, i32 %904, i32 %12, i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_splitk_dsmem to i32), i32 65536)) #5
  %905 = or disjoint i32 %13, 160
  call void asm sideeffect "cp.reduce.async.bulk.tensor.2d.global.shared::cta.add.tile.bulk_group [$0, {$1, $2}], [$3];", "l,r,r,r,~{memory}"(i64 %900, i32 %905, i32 %12, i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_splitk_dsmem to i32), i32 81920)) #5
  %906 = or disjoint i32 %13, 192
  call void asm sideeffect "cp.reduce.async.bulk.tensor.2d.global.shared::cta.add.tile.bulk_group [$0, {$1, $2}], [$3];", "l,r,r,r,~{memory}"(i64 %900, i32 %906, i32 %12, i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_splitk_dsmem to i32), i32 98304)) #5
  %907 = or disjoint i32 %13, 224
  call void asm sideeffect "cp.reduce.async.bulk.tensor.2d.global.shared::cta.add.tile.bulk_group [$0, {$1, $2}], [$3];", "l,r,r,r,~{memory}"(i64 %900, i32 %907, i32 %12, i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_splitk_dsmem to i32), i32 114688)) #5
  call void asm sideeffect "cp.async.bulk.commit_group;", "~{memory}"() #5
  call void asm sideeffect "cp.async.bulk.wait_group.read 0;", "~{memory}"() #5
  br label %.critedge

.critedge:                                        ; preds = %667, %899
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
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.z() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 65536) i32 @llvm.nvvm.read.ptx.sreg.nctaid.z() #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #4

attributes #0 = { nounwind "nvvm.reqntid"="256" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
