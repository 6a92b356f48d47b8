; ModuleID = 'tile_kernels'
source_filename = "tile_kernels"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@gemm_bf16_tcgen05_pair_dsmem = external addrspace(3) global [0 x i8], align 1024

; Function Attrs: nounwind
define ptx_kernel void @gemm_bf16_tcgen05_pair(ptr byval([128 x i8]) align 64 "nvvm.grid_constant" %0, ptr byval([128 x i8]) align 64 "nvvm.grid_constant" %1, ptr addrspace(1) %2, i32 %3, i32 %4, i32 %5) local_unnamed_addr #0 {
  %7 = tail call range(i32 0, 256) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = tail call range(i32 0, 2) i32 @llvm.nvvm.read.ptx.sreg.cluster.ctaid.y()
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.clusterid.y()
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.nclusterid.y()
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %13 = mul i32 %9, %12
  %14 = add i32 %13, %11
  %15 = shl i32 %12, 2
  %16 = udiv i32 %14, %15
  %17 = shl i32 %16, 2
  %18 = sub i32 %10, %17
  %19 = tail call i32 @llvm.umin.i32(i32 %18, i32 4)
  %20 = mul i32 %16, %15
  %.decomposed = sub i32 %14, %20
  %.frozen = freeze i32 %19
  %21 = udiv i32 %.decomposed, %.frozen
  %22 = mul i32 %21, %.frozen
  %.decomposed27 = sub i32 %.decomposed, %22
  %23 = add nuw i32 %.decomposed27, %17
  %24 = shl i32 %23, 8
  %25 = shl nuw nsw i32 %8, 7
  %26 = or disjoint i32 %24, %25
  %27 = shl i32 %21, 8
  %.fr = freeze i32 %5
  %28 = tail call i32 @llvm.smax.i32(i32 %.fr, i32 0)
  %29 = add nuw i32 %28, 63
  %30 = sdiv i32 %29, 64
  %31 = icmp eq i32 %7, 0
  %32 = tail call range(i32 0, 2) i32 @llvm.nvvm.read.ptx.sreg.cluster.ctarank()
  %33 = icmp eq i32 %32, 0
  br i1 %31, label %34, label %35

34:                                               ; preds = %6
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem to i32), i32 131072)) #6
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], $1;", "r,r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem to i32), i32 131104), i32 1) #6
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem to i32), i32 131080)) #6
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], $1;", "r,r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem to i32), i32 131112), i32 1) #6
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem to i32), i32 131088)) #6
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], $1;", "r,r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem to i32), i32 131120), i32 1) #6
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem to i32), i32 131096)) #6
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], $1;", "r,r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem to i32), i32 131128), i32 1) #6
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem to i32), i32 131136)) #6
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #6
  br label %35

35:                                               ; preds = %34, %6
  %36 = icmp samesign ult i32 %7, 32
  br i1 %36, label %37, label %38

37:                                               ; preds = %35
  tail call void asm sideeffect "tcgen05.alloc.cta_group::2.sync.aligned.shared::cta.b32 [$0], 256;\0A\09tcgen05.relinquish_alloc_permit.cta_group::2.sync.aligned;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem to i32), i32 131144)) #6
  br label %38

38:                                               ; preds = %37, %35
  tail call void asm sideeffect "tcgen05.fence::before_thread_sync;", "~{memory}"() #6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  tail call void asm sideeffect "barrier.cluster.arrive.aligned;", "~{memory}"() #7
  tail call void asm sideeffect "barrier.cluster.wait.aligned;", "~{memory}"() #7
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #6
  %39 = tail call i32 asm sideeffect "ld.shared.b32 $0, [$1];", "=r,r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem to i32), i32 131144)) #6
  br i1 %31, label %40, label %.loopexit.preheader

40:                                               ; preds = %38
  %41 = icmp sgt i32 %29, 63
  br i1 %41, label %.lr.ph, label %._crit_edge

.lr.ph:                                           ; preds = %40
  %42 = ptrtoint ptr %0 to i64
  %43 = ptrtoint ptr %1 to i64
  %44 = shl nuw nsw i32 %32, 7
  %45 = or disjoint i32 %27, %44
  %46 = call i32 @llvm.smax.i32(i32 %30, i32 1)
  %47 = call i32 @llvm.umin.i32(i32 %46, i32 4)
  %smax = zext nneg i32 %47 to i64
  br label %48

48:                                               ; preds = %.lr.ph, %58
  %49 = phi i64 [ 0, %.lr.ph ], [ %60, %58 ]
  %50 = trunc i64 %49 to i32
  %51 = shl i32 %50, 15
  %52 = add i32 %51, ptrtoint (ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem to i32)
  %53 = add i32 %51, add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem to i32), i32 16384)
  %54 = shl i32 %50, 3
  %55 = add i32 %54, add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem to i32), i32 131072)
  %56 = shl i32 %50, 6
  br i1 %33, label %57, label %58

57:                                               ; preds = %48
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 %55, i32 65536) #6
  br label %58

58:                                               ; preds = %57, %48
  %59 = call i32 asm "mapa.shared::cluster.u32 $0, $1, $2;", "=r,r,r"(i32 %55, i32 0) #6
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.cta_group::2 [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %52, i64 %42, i32 %56, i32 %26, i32 %59) #6
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.cta_group::2 [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %53, i64 %43, i32 %56, i32 %45, i32 %59) #6
  %60 = add nuw nsw i64 %49, 1
  %exitcond.not = icmp eq i64 %60, %smax
  br i1 %exitcond.not, label %._crit_edge, label %48

._crit_edge:                                      ; preds = %58, %40
  %61 = sext i32 %30 to i64
  br i1 %33, label %62, label %143

62:                                               ; preds = %._crit_edge
  br i1 %41, label %.lr.ph11, label %._crit_edge12

.lr.ph11:                                         ; preds = %62
  %63 = ptrtoint ptr %0 to i64
  %64 = ptrtoint ptr %1 to i64
  br label %65

65:                                               ; preds = %.lr.ph11, %141
  %66 = phi i64 [ 0, %.lr.ph11 ], [ %142, %141 ]
  %67 = trunc i64 %66 to i32
  %68 = and i32 %67, 3
  %69 = shl nuw nsw i32 %68, 3
  %70 = or disjoint i32 %69, add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem to i32), i32 131072)
  %71 = lshr i32 %67, 2
  %72 = and i32 %71, 1
  br label %73

73:                                               ; preds = %73, %65
  %74 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %70, i32 %72) #6
  %75 = icmp eq i32 %74, 0
  br i1 %75, label %73, label %76

76:                                               ; preds = %73
  %77 = icmp ne i32 %67, 0
  %78 = zext i1 %77 to i32
  %79 = shl nuw nsw i32 %68, 15
  %80 = add i32 %79, ptrtoint (ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem to i32)
  %81 = add i32 %79, add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem to i32), i32 16384)
  %82 = lshr exact i32 %80, 4
  %83 = and i32 %82, 16320
  %84 = zext nneg i32 %83 to i64
  %85 = or disjoint i64 %84, 4611756662049538048
  %86 = lshr exact i32 %81, 4
  %87 = and i32 %86, 16320
  %88 = zext nneg i32 %87 to i64
  %89 = or disjoint i64 %88, 4611756662049538048
  call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::2.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %39, i64 %85, i64 %89, i32 272630928, i32 %78) #6
  %90 = add i32 %79, add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem to i32), i32 32)
  %91 = lshr exact i32 %90, 4
  %92 = and i32 %91, 16322
  %93 = zext nneg i32 %92 to i64
  %94 = or disjoint i64 %93, 4611756662049538048
  %95 = add i32 %79, add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem to i32), i32 16416)
  %96 = lshr exact i32 %95, 4
  %97 = and i32 %96, 16322
  %98 = zext nneg i32 %97 to i64
  %99 = or disjoint i64 %98, 4611756662049538048
  call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::2.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %39, i64 %94, i64 %99, i32 272630928, i32 1) #6
  %100 = add i32 %79, add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem to i32), i32 64)
  %101 = lshr exact i32 %100, 4
  %102 = and i32 %101, 16324
  %103 = zext nneg i32 %102 to i64
  %104 = or disjoint i64 %103, 4611756662049538048
  %105 = add i32 %79, add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem to i32), i32 16448)
  %106 = lshr exact i32 %105, 4
  %107 = and i32 %106, 16324
  %108 = zext nneg i32 %107 to i64
  %109 = or disjoint i64 %108, 4611756662049538048
  call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::2.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %39, i64 %104, i64 %109, i32 272630928, i32 1) #6
  %110 = add i32 %79, add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem to i32), i32 96)
  %111 = lshr exact i32 %110, 4
  %112 = and i32 %111, 16326
  %113 = zext nneg i32 %112 to i64
  %114 = or disjoint i64 %113, 4611756662049538048
  %115 = add i32 %79, add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem to i32), i32 16480)
  %116 = lshr exact i32 %115, 4
  %117 = and i32 %116, 16326
  %118 = zext nneg i32 %117 to i64
  %119 = or disjoint i64 %118, 4611756662049538048
  call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::2.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %39, i64 %114, i64 %119, i32 272630928, i32 1) #6
  %120 = or disjoint i32 %70, 32
  call void asm sideeffect "{\0A\09.reg .b16 %tl_m;\0A\09cvt.u16.u32 %tl_m, $1;\0A\09tcgen05.commit.cta_group::2.mbarrier::arrive::one.shared::cluster.multicast::cluster.b64 [$0], %tl_m;\0A\09}", "r,r,~{memory}"(i32 %120, i32 3) #6
  %121 = add i32 %67, 3
  %122 = icmp slt i32 %121, %30
  %123 = and i1 %77, %122
  br i1 %123, label %124, label %141

124:                                              ; preds = %76
  %125 = add i32 %67, -1
  %126 = and i32 %125, 3
  %127 = shl nuw nsw i32 %126, 3
  %128 = or disjoint i32 %127, add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem to i32), i32 131072)
  %129 = or disjoint i32 %128, 32
  %130 = lshr i32 %125, 2
  %131 = and i32 %130, 1
  br label %132

132:                                              ; preds = %132, %124
  %133 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %129, i32 %131) #6
  %134 = icmp eq i32 %133, 0
  br i1 %134, label %132, label %135

135:                                              ; preds = %132
  %136 = shl nuw nsw i32 %126, 15
  %137 = add i32 %136, ptrtoint (ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem to i32)
  %138 = add i32 %136, add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem to i32), i32 16384)
  %139 = shl i32 %121, 6
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 %128, i32 65536) #6
  %140 = call i32 asm "mapa.shared::cluster.u32 $0, $1, $2;", "=r,r,r"(i32 %128, i32 0) #6
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.cta_group::2 [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %137, i64 %63, i32 %139, i32 %26, i32 %140) #6
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.cta_group::2 [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %138, i64 %64, i32 %139, i32 %27, i32 %140) #6
  br label %141

141:                                              ; preds = %135, %76
  %142 = add nuw nsw i64 %66, 1
  %exitcond17.not = icmp eq i64 %142, %61
  br i1 %exitcond17.not, label %._crit_edge12, label %65

._crit_edge12:                                    ; preds = %141, %62
  call void asm sideeffect "{\0A\09.reg .b16 %tl_m;\0A\09cvt.u16.u32 %tl_m, $1;\0A\09tcgen05.commit.cta_group::2.mbarrier::arrive::one.shared::cluster.multicast::cluster.b64 [$0], %tl_m;\0A\09}", "r,r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem to i32), i32 131136), i32 3) #6
  br label %.loopexit7

143:                                              ; preds = %._crit_edge
  %144 = icmp sgt i32 %29, 319
  br i1 %144, label %.lr.ph9, label %.loopexit7

.lr.ph9:                                          ; preds = %143
  %145 = ptrtoint ptr %0 to i64
  %146 = ptrtoint ptr %1 to i64
  %147 = or disjoint i32 %27, 128
  %smax15 = call i64 @llvm.smax.i64(i64 %61, i64 5)
  %xtraiter = and i64 %smax15, 1
  %148 = icmp slt i32 %29, 384
  br i1 %148, label %.epil.preheader, label %.lr.ph9.new

.lr.ph9.new:                                      ; preds = %.lr.ph9
  %149 = and i64 %smax15, 33554430
  %150 = add nsw i64 %149, -6
  br label %151

151:                                              ; preds = %182, %.lr.ph9.new
  %152 = phi i64 [ 4, %.lr.ph9.new ], [ %188, %182 ]
  %niter = phi i64 [ 0, %.lr.ph9.new ], [ %niter.next.1, %182 ]
  %153 = trunc i64 %152 to i32
  %154 = and i32 %153, 2
  %155 = shl nuw nsw i32 %154, 3
  %156 = or disjoint i32 %155, add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem to i32), i32 131072)
  %157 = or disjoint i32 %156, 32
  %158 = lshr i32 %153, 2
  %159 = and i32 %158, 1
  %160 = xor i32 %159, 1
  br label %161

161:                                              ; preds = %161, %151
  %162 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %157, i32 %160) #6
  %163 = icmp eq i32 %162, 0
  br i1 %163, label %161, label %164

164:                                              ; preds = %161
  %165 = shl i32 %153, 6
  %166 = shl nuw nsw i32 %154, 15
  %167 = add i32 %166, ptrtoint (ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem to i32)
  %168 = add i32 %166, add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem to i32), i32 16384)
  %169 = call i32 asm "mapa.shared::cluster.u32 $0, $1, $2;", "=r,r,r"(i32 %156, i32 0) #6
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.cta_group::2 [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %167, i64 %145, i32 %165, i32 %26, i32 %169) #6
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.cta_group::2 [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %168, i64 %146, i32 %165, i32 %147, i32 %169) #6
  %170 = trunc i64 %152 to i32
  %171 = or disjoint i32 %170, 1
  %172 = and i32 %171, 3
  %173 = shl nuw nsw i32 %172, 3
  %174 = or disjoint i32 %173, add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem to i32), i32 131072)
  %175 = or disjoint i32 %174, 32
  %176 = lshr i32 %170, 2
  %177 = and i32 %176, 1
  %178 = xor i32 %177, 1
  br label %179

179:                                              ; preds = %179, %164
  %180 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %175, i32 %178) #6
  %181 = icmp eq i32 %180, 0
  br i1 %181, label %179, label %182

182:                                              ; preds = %179
  %183 = shl i32 %171, 6
  %184 = shl nuw nsw i32 %172, 15
  %185 = add i32 %184, ptrtoint (ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem to i32)
  %186 = add i32 %184, add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem to i32), i32 16384)
  %187 = call i32 asm "mapa.shared::cluster.u32 $0, $1, $2;", "=r,r,r"(i32 %174, i32 0) #6
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.cta_group::2 [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %185, i64 %145, i32 %183, i32 %26, i32 %187) #6
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.cta_group::2 [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %186, i64 %146, i32 %183, i32 %147, i32 %187) #6
  %188 = add nuw nsw i64 %152, 2
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter, %150
  br i1 %niter.ncmp.1, label %.loopexit7.loopexit.unr-lcssa, label %151

.loopexit7.loopexit.unr-lcssa:                    ; preds = %182
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %.loopexit7, label %.epil.preheader

.epil.preheader:                                  ; preds = %.loopexit7.loopexit.unr-lcssa, %.lr.ph9
  %.epil.init = phi i64 [ 4, %.lr.ph9 ], [ %188, %.loopexit7.loopexit.unr-lcssa ]
  %lcmp.mod24 = icmp ne i64 %xtraiter, 0
  call void @llvm.assume(i1 %lcmp.mod24)
  %189 = trunc i64 %.epil.init to i32
  %190 = and i32 %189, 3
  %191 = shl nuw nsw i32 %190, 3
  %192 = or disjoint i32 %191, add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem to i32), i32 131072)
  %193 = or disjoint i32 %192, 32
  %194 = lshr i32 %189, 2
  %195 = and i32 %194, 1
  %196 = xor i32 %195, 1
  br label %197

197:                                              ; preds = %197, %.epil.preheader
  %198 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %193, i32 %196) #6
  %199 = icmp eq i32 %198, 0
  br i1 %199, label %197, label %.loopexit7.loopexit.epilog-lcssa

.loopexit7.loopexit.epilog-lcssa:                 ; preds = %197
  %200 = shl i32 %189, 6
  %201 = shl nuw nsw i32 %190, 15
  %202 = add i32 %201, ptrtoint (ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem to i32)
  %203 = add i32 %201, add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem to i32), i32 16384)
  %204 = call i32 asm "mapa.shared::cluster.u32 $0, $1, $2;", "=r,r,r"(i32 %192, i32 0) #6
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.cta_group::2 [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %202, i64 %145, i32 %200, i32 %26, i32 %204) #6
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.cta_group::2 [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %203, i64 %146, i32 %200, i32 %147, i32 %204) #6
  br label %.loopexit7

.loopexit7:                                       ; preds = %.loopexit7.loopexit.epilog-lcssa, %.loopexit7.loopexit.unr-lcssa, %143, %._crit_edge12
  %205 = call i32 @llvm.smax.i32(i32 %30, i32 4)
  %206 = add nsw i32 %205, -4
  %207 = icmp slt i32 %206, %30
  br i1 %207, label %.lr.ph14, label %.loopexit.preheader

.lr.ph14:                                         ; preds = %.loopexit7
  %208 = zext nneg i32 %206 to i64
  %209 = or disjoint i32 32, add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem to i32), i32 131072)
  br label %210

210:                                              ; preds = %.lr.ph14, %221
  %211 = phi i64 [ %208, %.lr.ph14 ], [ %222, %221 ]
  %212 = trunc i64 %211 to i32
  %213 = shl i32 %212, 3
  %214 = and i32 %213, 24
  %215 = or disjoint i32 %209, %214
  %216 = lshr i32 %212, 2
  %217 = and i32 %216, 1
  br label %218

218:                                              ; preds = %218, %210
  %219 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %215, i32 %217) #6
  %220 = icmp eq i32 %219, 0
  br i1 %220, label %218, label %221

221:                                              ; preds = %218
  %222 = add nuw nsw i64 %211, 1
  %223 = icmp slt i64 %222, %61
  br i1 %223, label %210, label %.loopexit.preheader

.loopexit.preheader:                              ; preds = %221, %.loopexit7, %38
  br label %.loopexit

.loopexit:                                        ; preds = %.loopexit.preheader, %.loopexit
  %224 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem to i32), i32 131136), i32 0) #6
  %225 = icmp eq i32 %224, 0
  br i1 %225, label %.loopexit, label %226

226:                                              ; preds = %.loopexit
  call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #6
  %227 = and i32 %7, 128
  %228 = shl nuw nsw i32 %7, 16
  %229 = and i32 %228, 6291456
  %230 = icmp sgt i32 %29, 63
  %231 = or disjoint i32 %229, %227
  %232 = add i32 %231, %39
  %233 = call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %232) #6
  %234 = add i32 %232, 32
  %235 = call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %234) #6
  %236 = add i32 %232, 64
  %237 = call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %236) #6
  %238 = add i32 %232, 96
  %239 = call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %238) #6
  call void asm sideeffect "tcgen05.fence::before_thread_sync;", "~{memory}"() #6
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  call void asm sideeffect "barrier.cluster.arrive.aligned;", "~{memory}"() #7
  call void asm sideeffect "barrier.cluster.wait.aligned;", "~{memory}"() #7
  br i1 %36, label %240, label %241

240:                                              ; preds = %226
  call void asm sideeffect "tcgen05.fence::after_thread_sync;\0A\09tcgen05.dealloc.cta_group::2.sync.aligned.b32 $0, 256;", "r,~{memory}"(i32 %39) #6
  br label %241

241:                                              ; preds = %240, %226
  br i1 %31, label %242, label %243

242:                                              ; preds = %241
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem to i32), i32 131072)) #6
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem to i32), i32 131104)) #6
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem to i32), i32 131080)) #6
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem to i32), i32 131112)) #6
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem to i32), i32 131088)) #6
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem to i32), i32 131120)) #6
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem to i32), i32 131096)) #6
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem to i32), i32 131128)) #6
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem to i32), i32 131136)) #6
  br label %243

243:                                              ; preds = %242, %241
  %244 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %239, 31
  %245 = bitcast i32 %244 to float
  %246 = fadd float %245, 0.000000e+00
  %247 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %239, 30
  %248 = bitcast i32 %247 to float
  %249 = fadd float %248, 0.000000e+00
  %250 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %239, 29
  %251 = bitcast i32 %250 to float
  %252 = fadd float %251, 0.000000e+00
  %253 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %239, 28
  %254 = bitcast i32 %253 to float
  %255 = fadd float %254, 0.000000e+00
  %256 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %239, 27
  %257 = bitcast i32 %256 to float
  %258 = fadd float %257, 0.000000e+00
  %259 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %239, 26
  %260 = bitcast i32 %259 to float
  %261 = fadd float %260, 0.000000e+00
  %262 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %239, 25
  %263 = bitcast i32 %262 to float
  %264 = fadd float %263, 0.000000e+00
  %265 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %239, 24
  %266 = bitcast i32 %265 to float
  %267 = fadd float %266, 0.000000e+00
  %268 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %239, 23
  %269 = bitcast i32 %268 to float
  %270 = fadd float %269, 0.000000e+00
  %271 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %239, 22
  %272 = bitcast i32 %271 to float
  %273 = fadd float %272, 0.000000e+00
  %274 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %239, 21
  %275 = bitcast i32 %274 to float
  %276 = fadd float %275, 0.000000e+00
  %277 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %239, 20
  %278 = bitcast i32 %277 to float
  %279 = fadd float %278, 0.000000e+00
  %280 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %239, 19
  %281 = bitcast i32 %280 to float
  %282 = fadd float %281, 0.000000e+00
  %283 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %239, 18
  %284 = bitcast i32 %283 to float
  %285 = fadd float %284, 0.000000e+00
  %286 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %239, 17
  %287 = bitcast i32 %286 to float
  %288 = fadd float %287, 0.000000e+00
  %289 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %239, 16
  %290 = bitcast i32 %289 to float
  %291 = fadd float %290, 0.000000e+00
  %292 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %239, 15
  %293 = bitcast i32 %292 to float
  %294 = fadd float %293, 0.000000e+00
  %295 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %239, 14
  %296 = bitcast i32 %295 to float
  %297 = fadd float %296, 0.000000e+00
  %298 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %239, 13
  %299 = bitcast i32 %298 to float
  %300 = fadd float %299, 0.000000e+00
  %301 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %239, 12
  %302 = bitcast i32 %301 to float
  %303 = fadd float %302, 0.000000e+00
  %304 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %239, 11
  %305 = bitcast i32 %304 to float
  %306 = fadd float %305, 0.000000e+00
  %307 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %239, 10
  %308 = bitcast i32 %307 to float
  %309 = fadd float %308, 0.000000e+00
  %310 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %239, 9
  %311 = bitcast i32 %310 to float
  %312 = fadd float %311, 0.000000e+00
  %313 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %239, 8
  %314 = bitcast i32 %313 to float
  %315 = fadd float %314, 0.000000e+00
  %316 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %239, 7
  %317 = bitcast i32 %316 to float
  %318 = fadd float %317, 0.000000e+00
  %319 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %239, 6
  %320 = bitcast i32 %319 to float
  %321 = fadd float %320, 0.000000e+00
  %322 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %239, 5
  %323 = bitcast i32 %322 to float
  %324 = fadd float %323, 0.000000e+00
  %325 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %239, 4
  %326 = bitcast i32 %325 to float
  %327 = fadd float %326, 0.000000e+00
  %328 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %239, 3
  %329 = bitcast i32 %328 to float
  %330 = fadd float %329, 0.000000e+00
  %331 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %239, 2
  %332 = bitcast i32 %331 to float
  %333 = fadd float %332, 0.000000e+00
  %334 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %239, 1
  %335 = bitcast i32 %334 to float
  %336 = fadd float %335, 0.000000e+00
  %337 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %239, 0
  %338 = bitcast i32 %337 to float
  %339 = fadd float %338, 0.000000e+00
  %340 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %237, 31
  %341 = bitcast i32 %340 to float
  %342 = fadd float %341, 0.000000e+00
  %343 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %237, 30
  %344 = bitcast i32 %343 to float
  %345 = fadd float %344, 0.000000e+00
  %346 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %237, 29
  %347 = bitcast i32 %346 to float
  %348 = fadd float %347, 0.000000e+00
  %349 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %237, 28
  %350 = bitcast i32 %349 to float
  %351 = fadd float %350, 0.000000e+00
  %352 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %237, 27
  %353 = bitcast i32 %352 to float
  %354 = fadd float %353, 0.000000e+00
  %355 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %237, 26
  %356 = bitcast i32 %355 to float
  %357 = fadd float %356, 0.000000e+00
  %358 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %237, 25
  %359 = bitcast i32 %358 to float
  %360 = fadd float %359, 0.000000e+00
  %361 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %237, 24
  %362 = bitcast i32 %361 to float
  %363 = fadd float %362, 0.000000e+00
  %364 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %237, 23
  %365 = bitcast i32 %364 to float
  %366 = fadd float %365, 0.000000e+00
  %367 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %237, 22
  %368 = bitcast i32 %367 to float
  %369 = fadd float %368, 0.000000e+00
  %370 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %237, 21
  %371 = bitcast i32 %370 to float
  %372 = fadd float %371, 0.000000e+00
  %373 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %237, 20
  %374 = bitcast i32 %373 to float
  %375 = fadd float %374, 0.000000e+00
  %376 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %237, 19
  %377 = bitcast i32 %376 to float
  %378 = fadd float %377, 0.000000e+00
  %379 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %237, 18
  %380 = bitcast i32 %379 to float
  %381 = fadd float %380, 0.000000e+00
  %382 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %237, 17
  %383 = bitcast i32 %382 to float
  %384 = fadd float %383, 0.000000e+00
  %385 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %237, 16
  %386 = bitcast i32 %385 to float
  %387 = fadd float %386, 0.000000e+00
  %388 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %237, 15
  %389 = bitcast i32 %388 to float
  %390 = fadd float %389, 0.000000e+00
  %391 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %237, 14
  %392 = bitcast i32 %391 to float
  %393 = fadd float %392, 0.000000e+00
  %394 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %237, 13
  %395 = bitcast i32 %394 to float
  %396 = fadd float %395, 0.000000e+00
  %397 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %237, 12
  %398 = bitcast i32 %397 to float
  %399 = fadd float %398, 0.000000e+00
  %400 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %237, 11
  %401 = bitcast i32 %400 to float
  %402 = fadd float %401, 0.000000e+00
  %403 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %237, 10
  %404 = bitcast i32 %403 to float
  %405 = fadd float %404, 0.000000e+00
  %406 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %237, 9
  %407 = bitcast i32 %406 to float
  %408 = fadd float %407, 0.000000e+00
  %409 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %237, 8
  %410 = bitcast i32 %409 to float
  %411 = fadd float %410, 0.000000e+00
  %412 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %237, 7
  %413 = bitcast i32 %412 to float
  %414 = fadd float %413, 0.000000e+00
  %415 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %237, 6
  %416 = bitcast i32 %415 to float
  %417 = fadd float %416, 0.000000e+00
  %418 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %237, 5
  %419 = bitcast i32 %418 to float
  %420 = fadd float %419, 0.000000e+00
  %421 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %237, 4
  %422 = bitcast i32 %421 to float
  %423 = fadd float %422, 0.000000e+00
  %424 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %237, 3
  %425 = bitcast i32 %424 to float
  %426 = fadd float %425, 0.000000e+00
  %427 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %237, 2
  %428 = bitcast i32 %427 to float
  %429 = fadd float %428, 0.000000e+00
  %430 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %237, 1
  %431 = bitcast i32 %430 to float
  %432 = fadd float %431, 0.000000e+00
  %433 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %237, 0
  %434 = bitcast i32 %433 to float
  %435 = fadd float %434, 0.000000e+00
  %436 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %235, 31
  %437 = bitcast i32 %436 to float
  %438 = fadd float %437, 0.000000e+00
  %439 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %235, 30
  %440 = bitcast i32 %439 to float
  %441 = fadd float %440, 0.000000e+00
  %442 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %235, 29
  %443 = bitcast i32 %442 to float
  %444 = fadd float %443, 0.000000e+00
  %445 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %235, 28
  %446 = bitcast i32 %445 to float
  %447 = fadd float %446, 0.000000e+00
  %448 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %235, 27
  %449 = bitcast i32 %448 to float
  %450 = fadd float %449, 0.000000e+00
  %451 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %235, 26
  %452 = bitcast i32 %451 to float
  %453 = fadd float %452, 0.000000e+00
  %454 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %235, 25
  %455 = bitcast i32 %454 to float
  %456 = fadd float %455, 0.000000e+00
  %457 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %235, 24
  %458 = bitcast i32 %457 to float
  %459 = fadd float %458, 0.000000e+00
  %460 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %235, 23
  %461 = bitcast i32 %460 to float
  %462 = fadd float %461, 0.000000e+00
  %463 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %235, 22
  %464 = bitcast i32 %463 to float
  %465 = fadd float %464, 0.000000e+00
  %466 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %235, 21
  %467 = bitcast i32 %466 to float
  %468 = fadd float %467, 0.000000e+00
  %469 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %235, 20
  %470 = bitcast i32 %469 to float
  %471 = fadd float %470, 0.000000e+00
  %472 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %235, 19
  %473 = bitcast i32 %472 to float
  %474 = fadd float %473, 0.000000e+00
  %475 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %235, 18
  %476 = bitcast i32 %475 to float
  %477 = fadd float %476, 0.000000e+00
  %478 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %235, 17
  %479 = bitcast i32 %478 to float
  %480 = fadd float %479, 0.000000e+00
  %481 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %235, 16
  %482 = bitcast i32 %481 to float
  %483 = fadd float %482, 0.000000e+00
  %484 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %235, 15
  %485 = bitcast i32 %484 to float
  %486 = fadd float %485, 0.000000e+00
  %487 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %235, 14
  %488 = bitcast i32 %487 to float
  %489 = fadd float %488, 0.000000e+00
  %490 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %235, 13
  %491 = bitcast i32 %490 to float
  %492 = fadd float %491, 0.000000e+00
  %493 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %235, 12
  %494 = bitcast i32 %493 to float
  %495 = fadd float %494, 0.000000e+00
  %496 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %235, 11
  %497 = bitcast i32 %496 to float
  %498 = fadd float %497, 0.000000e+00
  %499 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %235, 10
  %500 = bitcast i32 %499 to float
  %501 = fadd float %500, 0.000000e+00
  %502 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %235, 9
  %503 = bitcast i32 %502 to float
  %504 = fadd float %503, 0.000000e+00
  %505 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %235, 8
  %506 = bitcast i32 %505 to float
  %507 = fadd float %506, 0.000000e+00
  %508 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %235, 7
  %509 = bitcast i32 %508 to float
  %510 = fadd float %509, 0.000000e+00
  %511 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %235, 6
  %512 = bitcast i32 %511 to float
  %513 = fadd float %512, 0.000000e+00
  %514 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %235, 5
  %515 = bitcast i32 %514 to float
  %516 = fadd float %515, 0.000000e+00
  %517 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %235, 4
  %518 = bitcast i32 %517 to float
  %519 = fadd float %518, 0.000000e+00
  %520 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %235, 3
  %521 = bitcast i32 %520 to float
  %522 = fadd float %521, 0.000000e+00
  %523 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %235, 2
  %524 = bitcast i32 %523 to float
  %525 = fadd float %524, 0.000000e+00
  %526 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %235, 1
  %527 = bitcast i32 %526 to float
  %528 = fadd float %527, 0.000000e+00
  %529 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %235, 0
  %530 = bitcast i32 %529 to float
  %531 = fadd float %530, 0.000000e+00
  %532 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %233, 31
  %533 = bitcast i32 %532 to float
  %534 = fadd float %533, 0.000000e+00
  %535 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %233, 30
  %536 = bitcast i32 %535 to float
  %537 = fadd float %536, 0.000000e+00
  %538 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %233, 29
  %539 = bitcast i32 %538 to float
  %540 = fadd float %539, 0.000000e+00
  %541 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %233, 28
  %542 = bitcast i32 %541 to float
  %543 = fadd float %542, 0.000000e+00
  %544 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %233, 27
  %545 = bitcast i32 %544 to float
  %546 = fadd float %545, 0.000000e+00
  %547 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %233, 26
  %548 = bitcast i32 %547 to float
  %549 = fadd float %548, 0.000000e+00
  %550 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %233, 25
  %551 = bitcast i32 %550 to float
  %552 = fadd float %551, 0.000000e+00
  %553 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %233, 24
  %554 = bitcast i32 %553 to float
  %555 = fadd float %554, 0.000000e+00
  %556 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %233, 23
  %557 = bitcast i32 %556 to float
  %558 = fadd float %557, 0.000000e+00
  %559 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %233, 22
  %560 = bitcast i32 %559 to float
  %561 = fadd float %560, 0.000000e+00
  %562 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %233, 21
  %563 = bitcast i32 %562 to float
  %564 = fadd float %563, 0.000000e+00
  %565 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %233, 20
  %566 = bitcast i32 %565 to float
  %567 = fadd float %566, 0.000000e+00
  %568 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %233, 19
  %569 = bitcast i32 %568 to float
  %570 = fadd float %569, 0.000000e+00
  %571 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %233, 18
  %572 = bitcast i32 %571 to float
  %573 = fadd float %572, 0.000000e+00
  %574 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %233, 17
  %575 = bitcast i32 %574 to float
  %576 = fadd float %575, 0.000000e+00
  %577 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %233, 16
  %578 = bitcast i32 %577 to float
  %579 = fadd float %578, 0.000000e+00
  %580 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %233, 15
  %581 = bitcast i32 %580 to float
  %582 = fadd float %581, 0.000000e+00
  %583 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %233, 14
  %584 = bitcast i32 %583 to float
  %585 = fadd float %584, 0.000000e+00
  %586 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %233, 13
  %587 = bitcast i32 %586 to float
  %588 = fadd float %587, 0.000000e+00
  %589 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %233, 12
  %590 = bitcast i32 %589 to float
  %591 = fadd float %590, 0.000000e+00
  %592 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %233, 11
  %593 = bitcast i32 %592 to float
  %594 = fadd float %593, 0.000000e+00
  %595 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %233, 10
  %596 = bitcast i32 %595 to float
  %597 = fadd float %596, 0.000000e+00
  %598 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %233, 9
  %599 = bitcast i32 %598 to float
  %600 = fadd float %599, 0.000000e+00
  %601 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %233, 8
  %602 = bitcast i32 %601 to float
  %603 = fadd float %602, 0.000000e+00
  %604 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %233, 7
  %605 = bitcast i32 %604 to float
  %606 = fadd float %605, 0.000000e+00
  %607 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %233, 6
  %608 = bitcast i32 %607 to float
  %609 = fadd float %608, 0.000000e+00
  %610 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %233, 5
  %611 = bitcast i32 %610 to float
  %612 = fadd float %611, 0.000000e+00
  %613 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %233, 4
  %614 = bitcast i32 %613 to float
  %615 = fadd float %614, 0.000000e+00
  %616 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %233, 3
  %617 = bitcast i32 %616 to float
  %618 = fadd float %617, 0.000000e+00
  %619 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %233, 2
  %620 = bitcast i32 %619 to float
  %621 = fadd float %620, 0.000000e+00
  %622 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %233, 1
  %623 = bitcast i32 %622 to float
  %624 = fadd float %623, 0.000000e+00
  %625 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %233, 0
  %626 = bitcast i32 %625 to float
  %627 = fadd float %626, 0.000000e+00
  %628 = and i32 %7, 127
  %629 = or disjoint i32 %26, %628
  %630 = mul i32 %629, %4
  %631 = or disjoint i32 %27, %227
  %632 = add i32 %630, %631
  %633 = sext i32 %632 to i64
  %634 = getelementptr float, ptr addrspace(1) %2, i64 %633
  %635 = icmp slt i32 %629, %3
  %636 = icmp slt i32 %631, %4
  %637 = and i1 %636, %635
  %638 = or disjoint i32 %631, 1
  %639 = icmp slt i32 %638, %4
  %640 = and i1 %639, %635
  %641 = or disjoint i32 %631, 2
  %642 = icmp slt i32 %641, %4
  %643 = and i1 %642, %635
  %644 = or disjoint i32 %631, 3
  %645 = icmp slt i32 %644, %4
  %646 = ptrtoint ptr addrspace(1) %634 to i64
  %647 = and i64 %646, 15
  %648 = icmp eq i64 %647, 0
  %649 = and i1 %637, %648
  %650 = and i1 %642, %649
  %651 = and i1 %645, %649
  %652 = xor i1 %637, %651
  %653 = xor i1 %640, %651
  %654 = xor i1 %643, %651
  %655 = xor i1 %635, %650
  %656 = and i1 %645, %655
  %657 = zext i1 %651 to i32
  %658 = bitcast float %627 to i32
  %659 = select i1 %230, i32 %658, i32 0
  %660 = bitcast float %624 to i32
  %661 = select i1 %230, i32 %660, i32 0
  %662 = bitcast float %621 to i32
  %663 = select i1 %230, i32 %662, i32 0
  %664 = bitcast float %618 to i32
  %665 = select i1 %230, i32 %664, i32 0
  %666 = zext i1 %652 to i32
  %667 = zext i1 %653 to i32
  %668 = zext i1 %654 to i32
  %669 = zext i1 %656 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %657, i32 %659, i32 %661, i32 %663, i32 %665, ptr addrspace(1) %634, i32 %666, i32 %667, i32 %668, i32 %669) #6
  %670 = or disjoint i32 %631, 4
  %671 = add i32 %630, %670
  %672 = sext i32 %671 to i64
  %673 = getelementptr float, ptr addrspace(1) %2, i64 %672
  %674 = icmp slt i32 %670, %4
  %675 = and i1 %674, %635
  %676 = or disjoint i32 %631, 5
  %677 = icmp slt i32 %676, %4
  %678 = and i1 %677, %635
  %679 = or disjoint i32 %631, 6
  %680 = icmp slt i32 %679, %4
  %681 = and i1 %680, %635
  %682 = or disjoint i32 %631, 7
  %683 = icmp slt i32 %682, %4
  %684 = ptrtoint ptr addrspace(1) %673 to i64
  %685 = and i64 %684, 15
  %686 = icmp eq i64 %685, 0
  %687 = and i1 %675, %686
  %688 = and i1 %680, %687
  %689 = and i1 %683, %687
  %690 = xor i1 %675, %689
  %691 = xor i1 %678, %689
  %692 = xor i1 %681, %689
  %693 = xor i1 %635, %688
  %694 = and i1 %683, %693
  %695 = zext i1 %689 to i32
  %696 = bitcast float %615 to i32
  %697 = select i1 %230, i32 %696, i32 0
  %698 = bitcast float %612 to i32
  %699 = select i1 %230, i32 %698, i32 0
  %700 = bitcast float %609 to i32
  %701 = select i1 %230, i32 %700, i32 0
  %702 = bitcast float %606 to i32
  %703 = select i1 %230, i32 %702, i32 0
  %704 = zext i1 %690 to i32
  %705 = zext i1 %691 to i32
  %706 = zext i1 %692 to i32
  %707 = zext i1 %694 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %695, i32 %697, i32 %699, i32 %701, i32 %703, ptr addrspace(1) %673, i32 %704, i32 %705, i32 %706, i32 %707) #6
  %708 = or disjoint i32 %631, 8
  %709 = add i32 %630, %708
  %710 = sext i32 %709 to i64
  %711 = getelementptr float, ptr addrspace(1) %2, i64 %710
  %712 = icmp slt i32 %708, %4
  %713 = and i1 %712, %635
  %714 = or disjoint i32 %631, 9
  %715 = icmp slt i32 %714, %4
  %716 = and i1 %715, %635
  %717 = or disjoint i32 %631, 10
  %718 = icmp slt i32 %717, %4
  %719 = and i1 %718, %635
  %720 = or disjoint i32 %631, 11
  %721 = icmp slt i32 %720, %4
  %722 = ptrtoint ptr addrspace(1) %711 to i64
  %723 = and i64 %722, 15
  %724 = icmp eq i64 %723, 0
  %725 = and i1 %713, %724
  %726 = and i1 %718, %725
  %727 = and i1 %721, %725
  %728 = xor i1 %713, %727
  %729 = xor i1 %716, %727
  %730 = xor i1 %719, %727
  %731 = xor i1 %635, %726
  %732 = and i1 %721, %731
  %733 = zext i1 %727 to i32
  %734 = bitcast float %603 to i32
  %735 = select i1 %230, i32 %734, i32 0
  %736 = bitcast float %600 to i32
  %737 = select i1 %230, i32 %736, i32 0
  %738 = bitcast float %597 to i32
  %739 = select i1 %230, i32 %738, i32 0
  %740 = bitcast float %594 to i32
  %741 = select i1 %230, i32 %740, i32 0
  %742 = zext i1 %728 to i32
  %743 = zext i1 %729 to i32
  %744 = zext i1 %730 to i32
  %745 = zext i1 %732 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %733, i32 %735, i32 %737, i32 %739, i32 %741, ptr addrspace(1) %711, i32 %742, i32 %743, i32 %744, i32 %745) #6
  %746 = or disjoint i32 %631, 12
  %747 = add i32 %630, %746
  %748 = sext i32 %747 to i64
  %749 = getelementptr float, ptr addrspace(1) %2, i64 %748
  %750 = icmp slt i32 %746, %4
  %751 = and i1 %750, %635
  %752 = or disjoint i32 %631, 13
  %753 = icmp slt i32 %752, %4
  %754 = and i1 %753, %635
  %755 = or disjoint i32 %631, 14
  %756 = icmp slt i32 %755, %4
  %757 = and i1 %756, %635
  %758 = or disjoint i32 %631, 15
  %759 = icmp slt i32 %758, %4
  %760 = ptrtoint ptr addrspace(1) %749 to i64
  %761 = and i64 %760, 15
  %762 = icmp eq i64 %761, 0
  %763 = and i1 %751, %762
  %764 = and i1 %756, %763
  %765 = and i1 %759, %763
  %766 = xor i1 %751, %765
  %767 = xor i1 %754, %765
  %768 = xor i1 %757, %765
  %769 = xor i1 %635, %764
  %770 = and i1 %759, %769
  %771 = zext i1 %765 to i32
  %772 = bitcast float %591 to i32
  %773 = select i1 %230, i32 %772, i32 0
  %774 = bitcast float %588 to i32
  %775 = select i1 %230, i32 %774, i32 0
  %776 = bitcast float %585 to i32
  %777 = select i1 %230, i32 %776, i32 0
  %778 = bitcast float %582 to i32
  %779 = select i1 %230, i32 %778, i32 0
  %780 = zext i1 %766 to i32
  %781 = zext i1 %767 to i32
  %782 = zext i1 %768 to i32
  %783 = zext i1 %770 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %771, i32 %773, i32 %775, i32 %777, i32 %779, ptr addrspace(1) %749, i32 %780, i32 %781, i32 %782, i32 %783) #6
  %784 = or disjoint i32 %631, 16
  %785 = add i32 %630, %784
  %786 = sext i32 %785 to i64
  %787 = getelementptr float, ptr addrspace(1) %2, i64 %786
  %788 = icmp slt i32 %784, %4
  %789 = and i1 %788, %635
  %790 = or disjoint i32 %631, 17
  %791 = icmp slt i32 %790, %4
  %792 = and i1 %791, %635
  %793 = or disjoint i32 %631, 18
  %794 = icmp slt i32 %793, %4
  %795 = and i1 %794, %635
  %796 = or disjoint i32 %631, 19
  %797 = icmp slt i32 %796, %4
  %798 = ptrtoint ptr addrspace(1) %787 to i64
  %799 = and i64 %798, 15
  %800 = icmp eq i64 %799, 0
  %801 = and i1 %789, %800
  %802 = and i1 %794, %801
  %803 = and i1 %797, %801
  %804 = xor i1 %789, %803
  %805 = xor i1 %792, %803
  %806 = xor i1 %795, %803
  %807 = xor i1 %635, %802
  %808 = and i1 %797, %807
  %809 = zext i1 %803 to i32
  %810 = bitcast float %579 to i32
  %811 = select i1 %230, i32 %810, i32 0
  %812 = bitcast float %576 to i32
  %813 = select i1 %230, i32 %812, i32 0
  %814 = bitcast float %573 to i32
  %815 = select i1 %230, i32 %814, i32 0
  %816 = bitcast float %570 to i32
  %817 = select i1 %230, i32 %816, i32 0
  %818 = zext i1 %804 to i32
  %819 = zext i1 %805 to i32
  %820 = zext i1 %806 to i32
  %821 = zext i1 %808 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %809, i32 %811, i32 %813, i32 %815, i32 %817, ptr addrspace(1) %787, i32 %818, i32 %819, i32 %820, i32 %821) #6
  %822 = or disjoint i32 %631, 20
  %823 = add i32 %630, %822
  %824 = sext i32 %823 to i64
  %825 = getelementptr float, ptr addrspace(1) %2, i64 %824
  %826 = icmp slt i32 %822, %4
  %827 = and i1 %826, %635
  %828 = or disjoint i32 %631, 21
  %829 = icmp slt i32 %828, %4
  %830 = and i1 %829, %635
  %831 = or disjoint i32 %631, 22
  %832 = icmp slt i32 %831, %4
  %833 = and i1 %832, %635
  %834 = or disjoint i32 %631, 23
  %835 = icmp slt i32 %834, %4
  %836 = ptrtoint ptr addrspace(1) %825 to i64
  %837 = and i64 %836, 15
  %838 = icmp eq i64 %837, 0
  %839 = and i1 %827, %838
  %840 = and i1 %832, %839
  %841 = and i1 %835, %839
  %842 = xor i1 %827, %841
  %843 = xor i1 %830, %841
  %844 = xor i1 %833, %841
  %845 = xor i1 %635, %840
  %846 = and i1 %835, %845
  %847 = zext i1 %841 to i32
  %848 = bitcast float %567 to i32
  %849 = select i1 %230, i32 %848, i32 0
  %850 = bitcast float %564 to i32
  %851 = select i1 %230, i32 %850, i32 0
  %852 = bitcast float %561 to i32
  %853 = select i1 %230, i32 %852, i32 0
  %854 = bitcast float %558 to i32
  %855 = select i1 %230, i32 %854, i32 0
  %856 = zext i1 %842 to i32
  %857 = zext i1 %843 to i32
  %858 = zext i1 %844 to i32
  %859 = zext i1 %846 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %847, i32 %849, i32 %851, i32 %853, i32 %855, ptr addrspace(1) %825, i32 %856, i32 %857, i32 %858, i32 %859) #6
  %860 = or disjoint i32 %631, 24
  %861 = add i32 %630, %860
  %862 = sext i32 %861 to i64
  %863 = getelementptr float, ptr addrspace(1) %2, i64 %862
  %864 = icmp slt i32 %860, %4
  %865 = and i1 %864, %635
  %866 = or disjoint i32 %631, 25
  %867 = icmp slt i32 %866, %4
  %868 = and i1 %867, %635
  %869 = or disjoint i32 %631, 26
  %870 = icmp slt i32 %869, %4
  %871 = and i1 %870, %635
  %872 = or disjoint i32 %631, 27
  %873 = icmp slt i32 %872, %4
  %874 = ptrtoint ptr addrspace(1) %863 to i64
  %875 = and i64 %874, 15
  %876 = icmp eq i64 %875, 0
  %877 = and i1 %865, %876
  %878 = and i1 %870, %877
  %879 = and i1 %873, %877
  %880 = xor i1 %865, %879
  %881 = xor i1 %868, %879
  %882 = xor i1 %871, %879
  %883 = xor i1 %635, %878
  %884 = and i1 %873, %883
  %885 = zext i1 %879 to i32
  %886 = bitcast float %555 to i32
  %887 = select i1 %230, i32 %886, i32 0
  %888 = bitcast float %552 to i32
  %889 = select i1 %230, i32 %888, i32 0
  %890 = bitcast float %549 to i32
  %891 = select i1 %230, i32 %890, i32 0
  %892 = bitcast float %546 to i32
  %893 = select i1 %230, i32 %892, i32 0
  %894 = zext i1 %880 to i32
  %895 = zext i1 %881 to i32
  %896 = zext i1 %882 to i32
  %897 = zext i1 %884 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %885, i32 %887, i32 %889, i32 %891, i32 %893, ptr addrspace(1) %863, i32 %894, i32 %895, i32 %896, i32 %897) #6
  %898 = or disjoint i32 %631, 28
  %899 = add i32 %630, %898
  %900 = sext i32 %899 to i64
  %901 = getelementptr float, ptr addrspace(1) %2, i64 %900
  %902 = icmp slt i32 %898, %4
  %903 = and i1 %902, %635
  %904 = or disjoint i32 %631, 29
  %905 = icmp slt i32 %904, %4
  %906 = and i1 %905, %635
  %907 = or disjoint i32 %631, 30
  %908 = icmp slt i32 %907, %4
  %909 = and i1 %908, %635
  %910 = or disjoint i32 %631, 31
  %911 = icmp slt i32 %910, %4
  %912 = ptrtoint ptr addrspace(1) %901 to i64
  %913 = and i64 %912, 15
  %914 = icmp eq i64 %913, 0
  %915 = and i1 %903, %914
  %916 = and i1 %908, %915
  %917 = and i1 %911, %915
  %918 = xor i1 %903, %917
  %919 = xor i1 %906, %917
  %920 = xor i1 %909, %917
  %921 = xor i1 %635, %916
  %922 = and i1 %911, %921
  %923 = zext i1 %917 to i32
  %924 = bitcast float %543 to i32
  %925 = select i1 %230, i32 %924, i32 0
  %926 = bitcast float %540 to i32
  %927 = select i1 %230, i32 %926, i32 0
  %928 = bitcast float %537 to i32
  %929 = select i1 %230, i32 %928, i32 0
  %930 = bitcast float %534 to i32
  %931 = select i1 %230, i32 %930, i32 0
  %932 = zext i1 %918 to i32
  %933 = zext i1 %919 to i32
  %934 = zext i1 %920 to i32
  %935 = zext i1 %922 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %923, i32 %925, i32 %927, i32 %929, i32 %931, ptr addrspace(1) %901, i32 %932, i32 %933, i32 %934, i32 %935) #6
  %936 = or disjoint i32 %631, 32
  %937 = add i32 %630, %936
  %938 = sext i32 %937 to i64
  %939 = getelementptr float, ptr addrspace(1) %2, i64 %938
  %940 = icmp slt i32 %936, %4
  %941 = and i1 %940, %635
  %942 = or disjoint i32 %631, 33
  %943 = icmp slt i32 %942, %4
  %944 = and i1 %943, %635
  %945 = or disjoint i32 %631, 34
  %946 = icmp slt i32 %945, %4
  %947 = and i1 %946, %635
  %948 = or disjoint i32 %631, 35
  %949 = icmp slt i32 %948, %4
  %950 = ptrtoint ptr addrspace(1) %939 to i64
  %951 = and i64 %950, 15
  %952 = icmp eq i64 %951, 0
  %953 = and i1 %941, %952
  %954 = and i1 %946, %953
  %955 = and i1 %949, %953
  %956 = xor i1 %941, %955
  %957 = xor i1 %944, %955
  %958 = xor i1 %947, %955
  %959 = xor i1 %635, %954
  %960 = and i1 %949, %959
  %961 = zext i1 %955 to i32
  %962 = bitcast float %531 to i32
  %963 = select i1 %230, i32 %962, i32 0
  %964 = bitcast float %528 to i32
  %965 = select i1 %230, i32 %964, i32 0
  %966 = bitcast float %525 to i32
  %967 = select i1 %230, i32 %966, i32 0
  %968 = bitcast float %522 to i32
  %969 = select i1 %230, i32 %968, i32 0
  %970 = zext i1 %956 to i32
  %971 = zext i1 %957 to i32
  %972 = zext i1 %958 to i32
  %973 = zext i1 %960 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %961, i32 %963, i32 %965, i32 %967, i32 %969, ptr addrspace(1) %939, i32 %970, i32 %971, i32 %972, i32 %973) #6
  %974 = or disjoint i32 %631, 36
  %975 = add i32 %630, %974
  %976 = sext i32 %975 to i64
  %977 = getelementptr float, ptr addrspace(1) %2, i64 %976
  %978 = icmp slt i32 %974, %4
  %979 = and i1 %978, %635
  %980 = or disjoint i32 %631, 37
  %981 = icmp slt i32 %980, %4
  %982 = and i1 %981, %635
  %983 = or disjoint i32 %631, 38
  %984 = icmp slt i32 %983, %4
  %985 = and i1 %984, %635
  %986 = or disjoint i32 %631, 39
  %987 = icmp slt i32 %986, %4
  %988 = ptrtoint ptr addrspace(1) %977 to i64
  %989 = and i64 %988, 15
  %990 = icmp eq i64 %989, 0
  %991 = and i1 %979, %990
  %992 = and i1 %984, %991
  %993 = and i1 %987, %991
  %994 = xor i1 %979, %993
  %995 = xor i1 %982, %993
  %996 = xor i1 %985, %993
  %997 = xor i1 %635, %992
  %998 = and i1 %987, %997
  %999 = zext i1 %993 to i32
  %1000 = bitcast float %519 to i32
  %1001 = select i1 %230, i32 %1000, i32 0
  %1002 = bitcast float %516 to i32
  %1003 = select i1 %230, i32 %1002, i32 0
  %1004 = bitcast float %513 to i32
  %1005 = select i1 %230, i32 %1004, i32 0
  %1006 = bitcast float %510 to i32
  %1007 = select i1 %230, i32 %1006, i32 0
  %1008 = zext i1 %994 to i32
  %1009 = zext i1 %995 to i32
  %1010 = zext i1 %996 to i32
  %1011 = zext i1 %998 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %999, i32 %1001, i32 %1003, i32 %1005, i32 %1007, ptr addrspace(1) %977, i32 %1008, i32 %1009, i32 %1010, i32 %1011) #6
  %1012 = or disjoint i32 %631, 40
  %1013 = add i32 %630, %1012
  %1014 = sext i32 %1013 to i64
  %1015 = getelementptr float, ptr addrspace(1) %2, i64 %1014
  %1016 = icmp slt i32 %1012, %4
  %1017 = and i1 %1016, %635
  %1018 = or disjoint i32 %631, 41
  %1019 = icmp slt i32 %1018, %4
  %1020 = and i1 %1019, %635
  %1021 = or disjoint i32 %631, 42
  %1022 = icmp slt i32 %1021, %4
  %1023 = and i1 %1022, %635
  %1024 = or disjoint i32 %631, 43
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
  %1035 = xor i1 %635, %1030
  %1036 = and i1 %1025, %1035
  %1037 = zext i1 %1031 to i32
  %1038 = bitcast float %507 to i32
  %1039 = select i1 %230, i32 %1038, i32 0
  %1040 = bitcast float %504 to i32
  %1041 = select i1 %230, i32 %1040, i32 0
  %1042 = bitcast float %501 to i32
  %1043 = select i1 %230, i32 %1042, i32 0
  %1044 = bitcast float %498 to i32
  %1045 = select i1 %230, i32 %1044, i32 0
  %1046 = zext i1 %1032 to i32
  %1047 = zext i1 %1033 to i32
  %1048 = zext i1 %1034 to i32
  %1049 = zext i1 %1036 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1037, i32 %1039, i32 %1041, i32 %1043, i32 %1045, ptr addrspace(1) %1015, i32 %1046, i32 %1047, i32 %1048, i32 %1049) #6
  %1050 = or disjoint i32 %631, 44
  %1051 = add i32 %630, %1050
  %1052 = sext i32 %1051 to i64
  %1053 = getelementptr float, ptr addrspace(1) %2, i64 %1052
  %1054 = icmp slt i32 %1050, %4
  %1055 = and i1 %1054, %635
  %1056 = or disjoint i32 %631, 45
  %1057 = icmp slt i32 %1056, %4
  %1058 = and i1 %1057, %635
  %1059 = or disjoint i32 %631, 46
  %1060 = icmp slt i32 %1059, %4
  %1061 = and i1 %1060, %635
  %1062 = or disjoint i32 %631, 47
  %1063 = icmp slt i32 %1062, %4
  %1064 = ptrtoint ptr addrspace(1) %1053 to i64
  %1065 = and i64 %1064, 15
  %1066 = icmp eq i64 %1065, 0
  %1067 = and i1 %1055, %1066
  %1068 = and i1 %1060, %1067
  %1069 = and i1 %1063, %1067
  %1070 = xor i1 %1055, %1069
  %1071 = xor i1 %1058, %1069
  %1072 = xor i1 %1061, %1069
  %1073 = xor i1 %635, %1068
  %1074 = and i1 %1063, %1073
  %1075 = zext i1 %1069 to i32
  %1076 = bitcast float %495 to i32
  %1077 = select i1 %230, i32 %1076, i32 0
  %1078 = bitcast float %492 to i32
  %1079 = select i1 %230, i32 %1078, i32 0
  %1080 = bitcast float %489 to i32
  %1081 = select i1 %230, i32 %1080, i32 0
  %1082 = bitcast float %486 to i32
  %1083 = select i1 %230, i32 %1082, i32 0
  %1084 = zext i1 %1070 to i32
  %1085 = zext i1 %1071 to i32
  %1086 = zext i1 %1072 to i32
  %1087 = zext i1 %1074 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1075, i32 %1077, i32 %1079, i32 %1081, i32 %1083, ptr addrspace(1) %1053, i32 %1084, i32 %1085, i32 %1086, i32 %1087) #6
  %1088 = or disjoint i32 %631, 48
  %1089 = add i32 %630, %1088
  %1090 = sext i32 %1089 to i64
  %1091 = getelementptr float, ptr addrspace(1) %2, i64 %1090
  %1092 = icmp slt i32 %1088, %4
  %1093 = and i1 %1092, %635
  %1094 = or disjoint i32 %631, 49
  %1095 = icmp slt i32 %1094, %4
  %1096 = and i1 %1095, %635
  %1097 = or disjoint i32 %631, 50
  %1098 = icmp slt i32 %1097, %4
  %1099 = and i1 %1098, %635
  %1100 = or disjoint i32 %631, 51
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
  %1111 = xor i1 %635, %1106
  %1112 = and i1 %1101, %1111
  %1113 = zext i1 %1107 to i32
  %1114 = bitcast float %483 to i32
  %1115 = select i1 %230, i32 %1114, i32 0
  %1116 = bitcast float %480 to i32
  %1117 = select i1 %230, i32 %1116, i32 0
  %1118 = bitcast float %477 to i32
  %1119 = select i1 %230, i32 %1118, i32 0
  %1120 = bitcast float %474 to i32
  %1121 = select i1 %230, i32 %1120, i32 0
  %1122 = zext i1 %1108 to i32
  %1123 = zext i1 %1109 to i32
  %1124 = zext i1 %1110 to i32
  %1125 = zext i1 %1112 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1113, i32 %1115, i32 %1117, i32 %1119, i32 %1121, ptr addrspace(1) %1091, i32 %1122, i32 %1123, i32 %1124, i32 %1125) #6
  %1126 = or disjoint i32 %631, 52
  %1127 = add i32 %630, %1126
  %1128 = sext i32 %1127 to i64
  %1129 = getelementptr float, ptr addrspace(1) %2, i64 %1128
  %1130 = icmp slt i32 %1126, %4
  %1131 = and i1 %1130, %635
  %1132 = or disjoint i32 %631, 53
  %1133 = icmp slt i32 %1132, %4
  %1134 = and i1 %1133, %635
  %1135 = or disjoint i32 %631, 54
  %1136 = icmp slt i32 %1135, %4
  %1137 = and i1 %1136, %635
  %1138 = or disjoint i32 %631, 55
  %1139 = icmp slt i32 %1138, %4
  %1140 = ptrtoint ptr addrspace(1) %1129 to i64
  %1141 = and i64 %1140, 15
  %1142 = icmp eq i64 %1141, 0
  %1143 = and i1 %1131, %1142
  %1144 = and i1 %1136, %1143
  %1145 = and i1 %1139, %1143
  %1146 = xor i1 %1131, %1145
  %1147 = xor i1 %1134, %1145
  %1148 = xor i1 %1137, %1145
  %1149 = xor i1 %635, %1144
  %1150 = and i1 %1139, %1149
  %1151 = zext i1 %1145 to i32
  %1152 = bitcast float %471 to i32
  %1153 = select i1 %230, i32 %1152, i32 0
  %1154 = bitcast float %468 to i32
  %1155 = select i1 %230, i32 %1154, i32 0
  %1156 = bitcast float %465 to i32
  %1157 = select i1 %230, i32 %1156, i32 0
  %1158 = bitcast float %462 to i32
  %1159 = select i1 %230, i32 %1158, i32 0
  %1160 = zext i1 %1146 to i32
  %1161 = zext i1 %1147 to i32
  %1162 = zext i1 %1148 to i32
  %1163 = zext i1 %1150 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1151, i32 %1153, i32 %1155, i32 %1157, i32 %1159, ptr addrspace(1) %1129, i32 %1160, i32 %1161, i32 %1162, i32 %1163) #6
  %1164 = or disjoint i32 %631, 56
  %1165 = add i32 %630, %1164
  %1166 = sext i32 %1165 to i64
  %1167 = getelementptr float, ptr addrspace(1) %2, i64 %1166
  %1168 = icmp slt i32 %1164, %4
  %1169 = and i1 %1168, %635
  %1170 = or disjoint i32 %631, 57
  %1171 = icmp slt i32 %1170, %4
  %1172 = and i1 %1171, %635
  %1173 = or disjoint i32 %631, 58
  %1174 = icmp slt i32 %1173, %4
  %1175 = and i1 %1174, %635
  %1176 = or disjoint i32 %631, 59
  %1177 = icmp slt i32 %1176, %4
  %1178 = ptrtoint ptr addrspace(1) %1167 to i64
  %1179 = and i64 %1178, 15
  %1180 = icmp eq i64 %1179, 0
  %1181 = and i1 %1169, %1180
  %1182 = and i1 %1174, %1181
  %1183 = and i1 %1177, %1181
  %1184 = xor i1 %1169, %1183
  %1185 = xor i1 %1172, %1183
  %1186 = xor i1 %1175, %1183
  %1187 = xor i1 %635, %1182
  %1188 = and i1 %1177, %1187
  %1189 = zext i1 %1183 to i32
  %1190 = bitcast float %459 to i32
  %1191 = select i1 %230, i32 %1190, i32 0
  %1192 = bitcast float %456 to i32
  %1193 = select i1 %230, i32 %1192, i32 0
  %1194 = bitcast float %453 to i32
  %1195 = select i1 %230, i32 %1194, i32 0
  %1196 = bitcast float %450 to i32
  %1197 = select i1 %230, i32 %1196, i32 0
  %1198 = zext i1 %1184 to i32
  %1199 = zext i1 %1185 to i32
  %1200 = zext i1 %1186 to i32
  %1201 = zext i1 %1188 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1189, i32 %1191, i32 %1193, i32 %1195, i32 %1197, ptr addrspace(1) %1167, i32 %1198, i32 %1199, i32 %1200, i32 %1201) #6
  %1202 = or disjoint i32 %631, 60
  %1203 = add i32 %630, %1202
  %1204 = sext i32 %1203 to i64
  %1205 = getelementptr float, ptr addrspace(1) %2, i64 %1204
  %1206 = icmp slt i32 %1202, %4
  %1207 = and i1 %1206, %635
  %1208 = or disjoint i32 %631, 61
  %1209 = icmp slt i32 %1208, %4
  %1210 = and i1 %1209, %635
  %1211 = or disjoint i32 %631, 62
  %1212 = icmp slt i32 %1211, %4
  %1213 = and i1 %1212, %635
  %1214 = or disjoint i32 %631, 63
  %1215 = icmp slt i32 %1214, %4
  %1216 = ptrtoint ptr addrspace(1) %1205 to i64
  %1217 = and i64 %1216, 15
  %1218 = icmp eq i64 %1217, 0
  %1219 = and i1 %1207, %1218
  %1220 = and i1 %1212, %1219
  %1221 = and i1 %1215, %1219
  %1222 = xor i1 %1207, %1221
  %1223 = xor i1 %1210, %1221
  %1224 = xor i1 %1213, %1221
  %1225 = xor i1 %635, %1220
  %1226 = and i1 %1215, %1225
  %1227 = zext i1 %1221 to i32
  %1228 = bitcast float %447 to i32
  %1229 = select i1 %230, i32 %1228, i32 0
  %1230 = bitcast float %444 to i32
  %1231 = select i1 %230, i32 %1230, i32 0
  %1232 = bitcast float %441 to i32
  %1233 = select i1 %230, i32 %1232, i32 0
  %1234 = bitcast float %438 to i32
  %1235 = select i1 %230, i32 %1234, i32 0
  %1236 = zext i1 %1222 to i32
  %1237 = zext i1 %1223 to i32
  %1238 = zext i1 %1224 to i32
  %1239 = zext i1 %1226 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1227, i32 %1229, i32 %1231, i32 %1233, i32 %1235, ptr addrspace(1) %1205, i32 %1236, i32 %1237, i32 %1238, i32 %1239) #6
  %1240 = or disjoint i32 %631, 64
  %1241 = add i32 %630, %1240
  %1242 = sext i32 %1241 to i64
  %1243 = getelementptr float, ptr addrspace(1) %2, i64 %1242
  %1244 = icmp slt i32 %1240, %4
  %1245 = and i1 %1244, %635
  %1246 = or disjoint i32 %631, 65
  %1247 = icmp slt i32 %1246, %4
  %1248 = and i1 %1247, %635
  %1249 = or disjoint i32 %631, 66
  %1250 = icmp slt i32 %1249, %4
  %1251 = and i1 %1250, %635
  %1252 = or disjoint i32 %631, 67
  %1253 = icmp slt i32 %1252, %4
  %1254 = ptrtoint ptr addrspace(1) %1243 to i64
  %1255 = and i64 %1254, 15
  %1256 = icmp eq i64 %1255, 0
  %1257 = and i1 %1245, %1256
  %1258 = and i1 %1250, %1257
  %1259 = and i1 %1253, %1257
  %1260 = xor i1 %1245, %1259
  %1261 = xor i1 %1248, %1259
  %1262 = xor i1 %1251, %1259
  %1263 = xor i1 %635, %1258
  %1264 = and i1 %1253, %1263
  %1265 = zext i1 %1259 to i32
  %1266 = bitcast float %435 to i32
  %1267 = select i1 %230, i32 %1266, i32 0
  %1268 = bitcast float %432 to i32
  %1269 = select i1 %230, i32 %1268, i32 0
  %1270 = bitcast float %429 to i32
  %1271 = select i1 %230, i32 %1270, i32 0
  %1272 = bitcast float %426 to i32
  %1273 = select i1 %230, i32 %1272, i32 0
  %1274 = zext i1 %1260 to i32
  %1275 = zext i1 %1261 to i32
  %1276 = zext i1 %1262 to i32
  %1277 = zext i1 %1264 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1265, i32 %1267, i32 %1269, i32 %1271, i32 %1273, ptr addrspace(1) %1243, i32 %1274, i32 %1275, i32 %1276, i32 %1277) #6
  %1278 = or disjoint i32 %631, 68
  %1279 = add i32 %630, %1278
  %1280 = sext i32 %1279 to i64
  %1281 = getelementptr float, ptr addrspace(1) %2, i64 %1280
  %1282 = icmp slt i32 %1278, %4
  %1283 = and i1 %1282, %635
  %1284 = or disjoint i32 %631, 69
  %1285 = icmp slt i32 %1284, %4
  %1286 = and i1 %1285, %635
  %1287 = or disjoint i32 %631, 70
  %1288 = icmp slt i32 %1287, %4
  %1289 = and i1 %1288, %635
  %1290 = or disjoint i32 %631, 71
  %1291 = icmp slt i32 %1290, %4
  %1292 = ptrtoint ptr addrspace(1) %1281 to i64
  %1293 = and i64 %1292, 15
  %1294 = icmp eq i64 %1293, 0
  %1295 = and i1 %1283, %1294
  %1296 = and i1 %1288, %1295
  %1297 = and i1 %1291, %1295
  %1298 = xor i1 %1283, %1297
  %1299 = xor i1 %1286, %1297
  %1300 = xor i1 %1289, %1297
  %1301 = xor i1 %635, %1296
  %1302 = and i1 %1291, %1301
  %1303 = zext i1 %1297 to i32
  %1304 = bitcast float %423 to i32
  %1305 = select i1 %230, i32 %1304, i32 0
  %1306 = bitcast float %420 to i32
  %1307 = select i1 %230, i32 %1306, i32 0
  %1308 = bitcast float %417 to i32
  %1309 = select i1 %230, i32 %1308, i32 0
  %1310 = bitcast float %414 to i32
  %1311 = select i1 %230, i32 %1310, i32 0
  %1312 = zext i1 %1298 to i32
  %1313 = zext i1 %1299 to i32
  %1314 = zext i1 %1300 to i32
  %1315 = zext i1 %1302 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1303, i32 %1305, i32 %1307, i32 %1309, i32 %1311, ptr addrspace(1) %1281, i32 %1312, i32 %1313, i32 %1314, i32 %1315) #6
  %1316 = or disjoint i32 %631, 72
  %1317 = add i32 %630, %1316
  %1318 = sext i32 %1317 to i64
  %1319 = getelementptr float, ptr addrspace(1) %2, i64 %1318
  %1320 = icmp slt i32 %1316, %4
  %1321 = and i1 %1320, %635
  %1322 = or disjoint i32 %631, 73
  %1323 = icmp slt i32 %1322, %4
  %1324 = and i1 %1323, %635
  %1325 = or disjoint i32 %631, 74
  %1326 = icmp slt i32 %1325, %4
  %1327 = and i1 %1326, %635
  %1328 = or disjoint i32 %631, 75
  %1329 = icmp slt i32 %1328, %4
  %1330 = ptrtoint ptr addrspace(1) %1319 to i64
  %1331 = and i64 %1330, 15
  %1332 = icmp eq i64 %1331, 0
  %1333 = and i1 %1321, %1332
  %1334 = and i1 %1326, %1333
  %1335 = and i1 %1329, %1333
  %1336 = xor i1 %1321, %1335
  %1337 = xor i1 %1324, %1335
  %1338 = xor i1 %1327, %1335
  %1339 = xor i1 %635, %1334
  %1340 = and i1 %1329, %1339
  %1341 = zext i1 %1335 to i32
  %1342 = bitcast float %411 to i32
  %1343 = select i1 %230, i32 %1342, i32 0
  %1344 = bitcast float %408 to i32
  %1345 = select i1 %230, i32 %1344, i32 0
  %1346 = bitcast float %405 to i32
  %1347 = select i1 %230, i32 %1346, i32 0
  %1348 = bitcast float %402 to i32
  %1349 = select i1 %230, i32 %1348, i32 0
  %1350 = zext i1 %1336 to i32
  %1351 = zext i1 %1337 to i32
  %1352 = zext i1 %1338 to i32
  %1353 = zext i1 %1340 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1341, i32 %1343, i32 %1345, i32 %1347, i32 %1349, ptr addrspace(1) %1319, i32 %1350, i32 %1351, i32 %1352, i32 %1353) #6
  %1354 = or disjoint i32 %631, 76
  %1355 = add i32 %630, %1354
  %1356 = sext i32 %1355 to i64
  %1357 = getelementptr float, ptr addrspace(1) %2, i64 %1356
  %1358 = icmp slt i32 %1354, %4
  %1359 = and i1 %1358, %635
  %1360 = or disjoint i32 %631, 77
  %1361 = icmp slt i32 %1360, %4
  %1362 = and i1 %1361, %635
  %1363 = or disjoint i32 %631, 78
  %1364 = icmp slt i32 %1363, %4
  %1365 = and i1 %1364, %635
  %1366 = or disjoint i32 %631, 79
  %1367 = icmp slt i32 %1366, %4
  %1368 = ptrtoint ptr addrspace(1) %1357 to i64
  %1369 = and i64 %1368, 15
  %1370 = icmp eq i64 %1369, 0
  %1371 = and i1 %1359, %1370
  %1372 = and i1 %1364, %1371
  %1373 = and i1 %1367, %1371
  %1374 = xor i1 %1359, %1373
  %1375 = xor i1 %1362, %1373
  %1376 = xor i1 %1365, %1373
  %1377 = xor i1 %635, %1372
  %1378 = and i1 %1367, %1377
  %1379 = zext i1 %1373 to i32
  %1380 = bitcast float %399 to i32
  %1381 = select i1 %230, i32 %1380, i32 0
  %1382 = bitcast float %396 to i32
  %1383 = select i1 %230, i32 %1382, i32 0
  %1384 = bitcast float %393 to i32
  %1385 = select i1 %230, i32 %1384, i32 0
  %1386 = bitcast float %390 to i32
  %1387 = select i1 %230, i32 %1386, i32 0
  %1388 = zext i1 %1374 to i32
  %1389 = zext i1 %1375 to i32
  %1390 = zext i1 %1376 to i32
  %1391 = zext i1 %1378 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1379, i32 %1381, i32 %1383, i32 %1385, i32 %1387, ptr addrspace(1) %1357, i32 %1388, i32 %1389, i32 %1390, i32 %1391) #6
  %1392 = or disjoint i32 %631, 80
  %1393 = add i32 %630, %1392
  %1394 = sext i32 %1393 to i64
  %1395 = getelementptr float, ptr addrspace(1) %2, i64 %1394
  %1396 = icmp slt i32 %1392, %4
  %1397 = and i1 %1396, %635
  %1398 = or disjoint i32 %631, 81
  %1399 = icmp slt i32 %1398, %4
  %1400 = and i1 %1399, %635
  %1401 = or disjoint i32 %631, 82
  %1402 = icmp slt i32 %1401, %4
  %1403 = and i1 %1402, %635
  %1404 = or disjoint i32 %631, 83
  %1405 = icmp slt i32 %1404, %4
  %1406 = ptrtoint ptr addrspace(1) %1395 to i64
  %1407 = and i64 %1406, 15
  %1408 = icmp eq i64 %1407, 0
  %1409 = and i1 %1397, %1408
  %1410 = and i1 %1402, %1409
  %1411 = and i1 %1405, %1409
  %1412 = xor i1 %1397, %1411
  %1413 = xor i1 %1400, %1411
  %1414 = xor i1 %1403, %1411
  %1415 = xor i1 %635, %1410
  %1416 = and i1 %1405, %1415
  %1417 = zext i1 %1411 to i32
  %1418 = bitcast float %387 to i32
  %1419 = select i1 %230, i32 %1418, i32 0
  %1420 = bitcast float %384 to i32
  %1421 = select i1 %230, i32 %1420, i32 0
  %1422 = bitcast float %381 to i32
  %1423 = select i1 %230, i32 %1422, i32 0
  %1424 = bitcast float %378 to i32
  %1425 = select i1 %230, i32 %1424, i32 0
  %1426 = zext i1 %1412 to i32
  %1427 = zext i1 %1413 to i32
  %1428 = zext i1 %1414 to i32
  %1429 = zext i1 %1416 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1417, i32 %1419, i32 %1421, i32 %1423, i32 %1425, ptr addrspace(1) %1395, i32 %1426, i32 %1427, i32 %1428, i32 %1429) #6
  %1430 = or disjoint i32 %631, 84
  %1431 = add i32 %630, %1430
  %1432 = sext i32 %1431 to i64
  %1433 = getelementptr float, ptr addrspace(1) %2, i64 %1432
  %1434 = icmp slt i32 %1430, %4
  %1435 = and i1 %1434, %635
  %1436 = or disjoint i32 %631, 85
  %1437 = icmp slt i32 %1436, %4
  %1438 = and i1 %1437, %635
  %1439 = or disjoint i32 %631, 86
  %1440 = icmp slt i32 %1439, %4
  %1441 = and i1 %1440, %635
  %1442 = or disjoint i32 %631, 87
  %1443 = icmp slt i32 %1442, %4
  %1444 = ptrtoint ptr addrspace(1) %1433 to i64
  %1445 = and i64 %1444, 15
  %1446 = icmp eq i64 %1445, 0
  %1447 = and i1 %1435, %1446
  %1448 = and i1 %1440, %1447
  %1449 = and i1 %1443, %1447
  %1450 = xor i1 %1435, %1449
  %1451 = xor i1 %1438, %1449
  %1452 = xor i1 %1441, %1449
  %1453 = xor i1 %635, %1448
  %1454 = and i1 %1443, %1453
  %1455 = zext i1 %1449 to i32
  %1456 = bitcast float %375 to i32
  %1457 = select i1 %230, i32 %1456, i32 0
  %1458 = bitcast float %372 to i32
  %1459 = select i1 %230, i32 %1458, i32 0
  %1460 = bitcast float %369 to i32
  %1461 = select i1 %230, i32 %1460, i32 0
  %1462 = bitcast float %366 to i32
  %1463 = select i1 %230, i32 %1462, i32 0
  %1464 = zext i1 %1450 to i32
  %1465 = zext i1 %1451 to i32
  %1466 = zext i1 %1452 to i32
  %1467 = zext i1 %1454 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1455, i32 %1457, i32 %1459, i32 %1461, i32 %1463, ptr addrspace(1) %1433, i32 %1464, i32 %1465, i32 %1466, i32 %1467) #6
  %1468 = or disjoint i32 %631, 88
  %1469 = add i32 %630, %1468
  %1470 = sext i32 %1469 to i64
  %1471 = getelementptr float, ptr addrspace(1) %2, i64 %1470
  %1472 = icmp slt i32 %1468, %4
  %1473 = and i1 %1472, %635
  %1474 = or disjoint i32 %631, 89
  %1475 = icmp slt i32 %1474, %4
  %1476 = and i1 %1475, %635
  %1477 = or disjoint i32 %631, 90
  %1478 = icmp slt i32 %1477, %4
  %1479 = and i1 %1478, %635
  %1480 = or disjoint i32 %631, 91
  %1481 = icmp slt i32 %1480, %4
  %1482 = ptrtoint ptr addrspace(1) %1471 to i64
  %1483 = and i64 %1482, 15
  %1484 = icmp eq i64 %1483, 0
  %1485 = and i1 %1473, %1484
  %1486 = and i1 %1478, %1485
  %1487 = and i1 %1481, %1485
  %1488 = xor i1 %1473, %1487
  %1489 = xor i1 %1476, %1487
  %1490 = xor i1 %1479, %1487
  %1491 = xor i1 %635, %1486
  %1492 = and i1 %1481, %1491
  %1493 = zext i1 %1487 to i32
  %1494 = bitcast float %363 to i32
  %1495 = select i1 %230, i32 %1494, i32 0
  %1496 = bitcast float %360 to i32
  %1497 = select i1 %230, i32 %1496, i32 0
  %1498 = bitcast float %357 to i32
  %1499 = select i1 %230, i32 %1498, i32 0
  %1500 = bitcast float %354 to i32
  %1501 = select i1 %230, i32 %1500, i32 0
  %1502 = zext i1 %1488 to i32
  %1503 = zext i1 %1489 to i32
  %1504 = zext i1 %1490 to i32
  %1505 = zext i1 %1492 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1493, i32 %1495, i32 %1497, i32 %1499, i32 %1501, ptr addrspace(1) %1471, i32 %1502, i32 %1503, i32 %1504, i32 %1505) #6
  %1506 = or disjoint i32 %631, 92
  %1507 = add i32 %630, %1506
  %1508 = sext i32 %1507 to i64
  %1509 = getelementptr float, ptr addrspace(1) %2, i64 %1508
  %1510 = icmp slt i32 %1506, %4
  %1511 = and i1 %1510, %635
  %1512 = or disjoint i32 %631, 93
  %1513 = icmp slt i32 %1512, %4
  %1514 = and i1 %1513, %635
  %1515 = or disjoint i32 %631, 94
  %1516 = icmp slt i32 %1515, %4
  %1517 = and i1 %1516, %635
  %1518 = or disjoint i32 %631, 95
  %1519 = icmp slt i32 %1518, %4
  %1520 = ptrtoint ptr addrspace(1) %1509 to i64
  %1521 = and i64 %1520, 15
  %1522 = icmp eq i64 %1521, 0
  %1523 = and i1 %1511, %1522
  %1524 = and i1 %1516, %1523
  %1525 = and i1 %1519, %1523
  %1526 = xor i1 %1511, %1525
  %1527 = xor i1 %1514, %1525
  %1528 = xor i1 %1517, %1525
  %1529 = xor i1 %635, %1524
  %1530 = and i1 %1519, %1529
  %1531 = zext i1 %1525 to i32
  %1532 = bitcast float %351 to i32
  %1533 = select i1 %230, i32 %1532, i32 0
  %1534 = bitcast float %348 to i32
  %1535 = select i1 %230, i32 %1534, i32 0
  %1536 = bitcast float %345 to i32
  %1537 = select i1 %230, i32 %1536, i32 0
  %1538 = bitcast float %342 to i32
  %1539 = select i1 %230, i32 %1538, i32 0
  %1540 = zext i1 %1526 to i32
  %1541 = zext i1 %1527 to i32
  %1542 = zext i1 %1528 to i32
  %1543 = zext i1 %1530 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1531, i32 %1533, i32 %1535, i32 %1537, i32 %1539, ptr addrspace(1) %1509, i32 %1540, i32 %1541, i32 %1542, i32 %1543) #6
  %1544 = or disjoint i32 %631, 96
  %1545 = add i32 %630, %1544
  %1546 = sext i32 %1545 to i64
  %1547 = getelementptr float, ptr addrspace(1) %2, i64 %1546
  %1548 = icmp slt i32 %1544, %4
  %1549 = and i1 %1548, %635
  %1550 = or disjoint i32 %631, 97
  %1551 = icmp slt i32 %1550, %4
  %1552 = and i1 %1551, %635
  %1553 = or disjoint i32 %631, 98
  %1554 = icmp slt i32 %1553, %4
  %1555 = and i1 %1554, %635
  %1556 = or disjoint i32 %631, 99
  %1557 = icmp slt i32 %1556, %4
  %1558 = ptrtoint ptr addrspace(1) %1547 to i64
  %1559 = and i64 %1558, 15
  %1560 = icmp eq i64 %1559, 0
  %1561 = and i1 %1549, %1560
  %1562 = and i1 %1554, %1561
  %1563 = and i1 %1557, %1561
  %1564 = xor i1 %1549, %1563
  %1565 = xor i1 %1552, %1563
  %1566 = xor i1 %1555, %1563
  %1567 = xor i1 %635, %1562
  %1568 = and i1 %1557, %1567
  %1569 = zext i1 %1563 to i32
  %1570 = bitcast float %339 to i32
  %1571 = select i1 %230, i32 %1570, i32 0
  %1572 = bitcast float %336 to i32
  %1573 = select i1 %230, i32 %1572, i32 0
  %1574 = bitcast float %333 to i32
  %1575 = select i1 %230, i32 %1574, i32 0
  %1576 = bitcast float %330 to i32
  %1577 = select i1 %230, i32 %1576, i32 0
  %1578 = zext i1 %1564 to i32
  %1579 = zext i1 %1565 to i32
  %1580 = zext i1 %1566 to i32
  %1581 = zext i1 %1568 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1569, i32 %1571, i32 %1573, i32 %1575, i32 %1577, ptr addrspace(1) %1547, i32 %1578, i32 %1579, i32 %1580, i32 %1581) #6
  %1582 = or disjoint i32 %631, 100
  %1583 = add i32 %630, %1582
  %1584 = sext i32 %1583 to i64
  %1585 = getelementptr float, ptr addrspace(1) %2, i64 %1584
  %1586 = icmp slt i32 %1582, %4
  %1587 = and i1 %1586, %635
  %1588 = or disjoint i32 %631, 101
  %1589 = icmp slt i32 %1588, %4
  %1590 = and i1 %1589, %635
  %1591 = or disjoint i32 %631, 102
  %1592 = icmp slt i32 %1591, %4
  %1593 = and i1 %1592, %635
  %1594 = or disjoint i32 %631, 103
  %1595 = icmp slt i32 %1594, %4
  %1596 = ptrtoint ptr addrspace(1) %1585 to i64
  %1597 = and i64 %1596, 15
  %1598 = icmp eq i64 %1597, 0
  %1599 = and i1 %1587, %1598
  %1600 = and i1 %1592, %1599
  %1601 = and i1 %1595, %1599
  %1602 = xor i1 %1587, %1601
  %1603 = xor i1 %1590, %1601
  %1604 = xor i1 %1593, %1601
  %1605 = xor i1 %635, %1600
  %1606 = and i1 %1595, %1605
  %1607 = zext i1 %1601 to i32
  %1608 = bitcast float %327 to i32
  %1609 = select i1 %230, i32 %1608, i32 0
  %1610 = bitcast float %324 to i32
  %1611 = select i1 %230, i32 %1610, i32 0
  %1612 = bitcast float %321 to i32
  %1613 = select i1 %230, i32 %1612, i32 0
  %1614 = bitcast float %318 to i32
  %1615 = select i1 %230, i32 %1614, i32 0
  %1616 = zext i1 %1602 to i32
  %1617 = zext i1 %1603 to i32
  %1618 = zext i1 %1604 to i32
  %1619 = zext i1 %1606 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1607, i32 %1609, i32 %1611, i32 %1613, i32 %1615, ptr addrspace(1) %1585, i32 %1616, i32 %1617, i32 %1618, i32 %1619) #6
  %1620 = or disjoint i32 %631, 104
  %1621 = add i32 %630, %1620
  %1622 = sext i32 %1621 to i64
  %1623 = getelementptr float, ptr addrspace(1) %2, i64 %1622
  %1624 = icmp slt i32 %1620, %4
  %1625 = and i1 %1624, %635
  %1626 = or disjoint i32 %631, 105
  %1627 = icmp slt i32 %1626, %4
  %1628 = and i1 %1627, %635
  %1629 = or disjoint i32 %631, 106
  %1630 = icmp slt i32 %1629, %4
  %1631 = and i1 %1630, %635
  %1632 = or disjoint i32 %631, 107
  %1633 = icmp slt i32 %1632, %4
  %1634 = ptrtoint ptr addrspace(1) %1623 to i64
  %1635 = and i64 %1634, 15
  %1636 = icmp eq i64 %1635, 0
  %1637 = and i1 %1625, %1636
  %1638 = and i1 %1630, %1637
  %1639 = and i1 %1633, %1637
  %1640 = xor i1 %1625, %1639
  %1641 = xor i1 %1628, %1639
  %1642 = xor i1 %1631, %1639
  %1643 = xor i1 %635, %1638
  %1644 = and i1 %1633, %1643
  %1645 = zext i1 %1639 to i32
  %1646 = bitcast float %315 to i32
  %1647 = select i1 %230, i32 %1646, i32 0
  %1648 = bitcast float %312 to i32
  %1649 = select i1 %230, i32 %1648, i32 0
  %1650 = bitcast float %309 to i32
  %1651 = select i1 %230, i32 %1650, i32 0
  %1652 = bitcast float %306 to i32
  %1653 = select i1 %230, i32 %1652, i32 0
  %1654 = zext i1 %1640 to i32
  %1655 = zext i1 %1641 to i32
  %1656 = zext i1 %1642 to i32
  %1657 = zext i1 %1644 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1645, i32 %1647, i32 %1649, i32 %1651, i32 %1653, ptr addrspace(1) %1623, i32 %1654, i32 %1655, i32 %1656, i32 %1657) #6
  %1658 = or disjoint i32 %631, 108
  %1659 = add i32 %630, %1658
  %1660 = sext i32 %1659 to i64
  %1661 = getelementptr float, ptr addrspace(1) %2, i64 %1660
  %1662 = icmp slt i32 %1658, %4
  %1663 = and i1 %1662, %635
  %1664 = or disjoint i32 %631, 109
  %1665 = icmp slt i32 %1664, %4
  %1666 = and i1 %1665, %635
  %1667 = or disjoint i32 %631, 110
  %1668 = icmp slt i32 %1667, %4
  %1669 = and i1 %1668, %635
  %1670 = or disjoint i32 %631, 111
  %1671 = icmp slt i32 %1670, %4
  %1672 = ptrtoint ptr addrspace(1) %1661 to i64
  %1673 = and i64 %1672, 15
  %1674 = icmp eq i64 %1673, 0
  %1675 = and i1 %1663, %1674
  %1676 = and i1 %1668, %1675
  %1677 = and i1 %1671, %1675
  %1678 = xor i1 %1663, %1677
  %1679 = xor i1 %1666, %1677
  %1680 = xor i1 %1669, %1677
  %1681 = xor i1 %635, %1676
  %1682 = and i1 %1671, %1681
  %1683 = zext i1 %1677 to i32
  %1684 = bitcast float %303 to i32
  %1685 = select i1 %230, i32 %1684, i32 0
  %1686 = bitcast float %300 to i32
  %1687 = select i1 %230, i32 %1686, i32 0
  %1688 = bitcast float %297 to i32
  %1689 = select i1 %230, i32 %1688, i32 0
  %1690 = bitcast float %294 to i32
  %1691 = select i1 %230, i32 %1690, i32 0
  %1692 = zext i1 %1678 to i32
  %1693 = zext i1 %1679 to i32
  %1694 = zext i1 %1680 to i32
  %1695 = zext i1 %1682 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1683, i32 %1685, i32 %1687, i32 %1689, i32 %1691, ptr addrspace(1) %1661, i32 %1692, i32 %1693, i32 %1694, i32 %1695) #6
  %1696 = or disjoint i32 %631, 112
  %1697 = add i32 %630, %1696
  %1698 = sext i32 %1697 to i64
  %1699 = getelementptr float, ptr addrspace(1) %2, i64 %1698
  %1700 = icmp slt i32 %1696, %4
  %1701 = and i1 %1700, %635
  %1702 = or disjoint i32 %631, 113
  %1703 = icmp slt i32 %1702, %4
  %1704 = and i1 %1703, %635
  %1705 = or disjoint i32 %631, 114
  %1706 = icmp slt i32 %1705, %4
  %1707 = and i1 %1706, %635
  %1708 = or disjoint i32 %631, 115
  %1709 = icmp slt i32 %1708, %4
  %1710 = ptrtoint ptr addrspace(1) %1699 to i64
  %1711 = and i64 %1710, 15
  %1712 = icmp eq i64 %1711, 0
  %1713 = and i1 %1701, %1712
  %1714 = and i1 %1706, %1713
  %1715 = and i1 %1709, %1713
  %1716 = xor i1 %1701, %1715
  %1717 = xor i1 %1704, %1715
  %1718 = xor i1 %1707, %1715
  %1719 = xor i1 %635, %1714
  %1720 = and i1 %1709, %1719
  %1721 = zext i1 %1715 to i32
  %1722 = bitcast float %291 to i32
  %1723 = select i1 %230, i32 %1722, i32 0
  %1724 = bitcast float %288 to i32
  %1725 = select i1 %230, i32 %1724, i32 0
  %1726 = bitcast float %285 to i32
  %1727 = select i1 %230, i32 %1726, i32 0
  %1728 = bitcast float %282 to i32
  %1729 = select i1 %230, i32 %1728, i32 0
  %1730 = zext i1 %1716 to i32
  %1731 = zext i1 %1717 to i32
  %1732 = zext i1 %1718 to i32
  %1733 = zext i1 %1720 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1721, i32 %1723, i32 %1725, i32 %1727, i32 %1729, ptr addrspace(1) %1699, i32 %1730, i32 %1731, i32 %1732, i32 %1733) #6
  %1734 = or disjoint i32 %631, 116
  %1735 = add i32 %630, %1734
  %1736 = sext i32 %1735 to i64
  %1737 = getelementptr float, ptr addrspace(1) %2, i64 %1736
  %1738 = icmp slt i32 %1734, %4
  %1739 = and i1 %1738, %635
  %1740 = or disjoint i32 %631, 117
  %1741 = icmp slt i32 %1740, %4
  %1742 = and i1 %1741, %635
  %1743 = or disjoint i32 %631, 118
  %1744 = icmp slt i32 %1743, %4
  %1745 = and i1 %1744, %635
  %1746 = or disjoint i32 %631, 119
  %1747 = icmp slt i32 %1746, %4
  %1748 = ptrtoint ptr addrspace(1) %1737 to i64
  %1749 = and i64 %1748, 15
  %1750 = icmp eq i64 %1749, 0
  %1751 = and i1 %1739, %1750
  %1752 = and i1 %1744, %1751
  %1753 = and i1 %1747, %1751
  %1754 = xor i1 %1739, %1753
  %1755 = xor i1 %1742, %1753
  %1756 = xor i1 %1745, %1753
  %1757 = xor i1 %635, %1752
  %1758 = and i1 %1747, %1757
  %1759 = zext i1 %1753 to i32
  %1760 = bitcast float %279 to i32
  %1761 = select i1 %230, i32 %1760, i32 0
  %1762 = bitcast float %276 to i32
  %1763 = select i1 %230, i32 %1762, i32 0
  %1764 = bitcast float %273 to i32
  %1765 = select i1 %230, i32 %1764, i32 0
  %1766 = bitcast float %270 to i32
  %1767 = select i1 %230, i32 %1766, i32 0
  %1768 = zext i1 %1754 to i32
  %1769 = zext i1 %1755 to i32
  %1770 = zext i1 %1756 to i32
  %1771 = zext i1 %1758 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1759, i32 %1761, i32 %1763, i32 %1765, i32 %1767, ptr addrspace(1) %1737, i32 %1768, i32 %1769, i32 %1770, i32 %1771) #6
  %1772 = or disjoint i32 %631, 120
  %1773 = add i32 %630, %1772
  %1774 = sext i32 %1773 to i64
  %1775 = getelementptr float, ptr addrspace(1) %2, i64 %1774
  %1776 = icmp slt i32 %1772, %4
  %1777 = and i1 %1776, %635
  %1778 = or disjoint i32 %631, 121
  %1779 = icmp slt i32 %1778, %4
  %1780 = and i1 %1779, %635
  %1781 = or disjoint i32 %631, 122
  %1782 = icmp slt i32 %1781, %4
  %1783 = and i1 %1782, %635
  %1784 = or disjoint i32 %631, 123
  %1785 = icmp slt i32 %1784, %4
  %1786 = ptrtoint ptr addrspace(1) %1775 to i64
  %1787 = and i64 %1786, 15
  %1788 = icmp eq i64 %1787, 0
  %1789 = and i1 %1777, %1788
  %1790 = and i1 %1782, %1789
  %1791 = and i1 %1785, %1789
  %1792 = xor i1 %1777, %1791
  %1793 = xor i1 %1780, %1791
  %1794 = xor i1 %1783, %1791
  %1795 = xor i1 %635, %1790
  %1796 = and i1 %1785, %1795
  %1797 = zext i1 %1791 to i32
  %1798 = bitcast float %267 to i32
  %1799 = select i1 %230, i32 %1798, i32 0
  %1800 = bitcast float %264 to i32
  %1801 = select i1 %230, i32 %1800, i32 0
  %1802 = bitcast float %261 to i32
  %1803 = select i1 %230, i32 %1802, i32 0
  %1804 = bitcast float %258 to i32
  %1805 = select i1 %230, i32 %1804, i32 0
  %1806 = zext i1 %1792 to i32
  %1807 = zext i1 %1793 to i32
  %1808 = zext i1 %1794 to i32
  %1809 = zext i1 %1796 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1797, i32 %1799, i32 %1801, i32 %1803, i32 %1805, ptr addrspace(1) %1775, i32 %1806, i32 %1807, i32 %1808, i32 %1809) #6
  %1810 = or disjoint i32 %631, 124
  %1811 = add i32 %630, %1810
  %1812 = sext i32 %1811 to i64
  %1813 = getelementptr float, ptr addrspace(1) %2, i64 %1812
  %1814 = icmp slt i32 %1810, %4
  %1815 = and i1 %1814, %635
  %1816 = or disjoint i32 %631, 125
  %1817 = icmp slt i32 %1816, %4
  %1818 = and i1 %1817, %635
  %1819 = or disjoint i32 %631, 126
  %1820 = icmp slt i32 %1819, %4
  %1821 = and i1 %1820, %635
  %1822 = or disjoint i32 %7, %27
  %1823 = or i32 %1822, 127
  %1824 = icmp slt i32 %1823, %4
  %1825 = ptrtoint ptr addrspace(1) %1813 to i64
  %1826 = and i64 %1825, 15
  %1827 = icmp eq i64 %1826, 0
  %1828 = and i1 %1815, %1827
  %1829 = and i1 %1820, %1828
  %1830 = and i1 %1824, %1829
  %1831 = xor i1 %1815, %1830
  %1832 = xor i1 %1818, %1830
  %1833 = xor i1 %1821, %1830
  %1834 = xor i1 %635, %1829
  %1835 = and i1 %1824, %1834
  %1836 = zext i1 %1830 to i32
  %1837 = bitcast float %255 to i32
  %1838 = select i1 %230, i32 %1837, i32 0
  %1839 = bitcast float %252 to i32
  %1840 = select i1 %230, i32 %1839, i32 0
  %1841 = bitcast float %249 to i32
  %1842 = select i1 %230, i32 %1841, i32 0
  %1843 = bitcast float %246 to i32
  %1844 = select i1 %230, i32 %1843, i32 0
  %1845 = zext i1 %1831 to i32
  %1846 = zext i1 %1832 to i32
  %1847 = zext i1 %1833 to i32
  %1848 = zext i1 %1835 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1836, i32 %1838, i32 %1840, i32 %1842, i32 %1844, ptr addrspace(1) %1813, i32 %1845, i32 %1846, i32 %1847, i32 %1848) #6
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.cluster.ctaid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.clusterid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 65536) i32 @llvm.nvvm.read.ptx.sreg.nclusterid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.cluster.ctarank() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #5

attributes #0 = { nounwind "nvvm.cluster_dim"="1,2,1" "nvvm.reqntid"="256" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #6 = { nounwind }
attributes #7 = { convergent nounwind }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
