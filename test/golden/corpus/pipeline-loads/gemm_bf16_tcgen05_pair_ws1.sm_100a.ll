; ModuleID = 'tile_kernels'
source_filename = "tile_kernels"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@gemm_bf16_tcgen05_pair_dsmem = external addrspace(3) global [0 x i8], align 1024

; Function Attrs: nounwind
define ptx_kernel void @gemm_bf16_tcgen05_pair(ptr byval([128 x i8]) align 64 "nvvm.grid_constant" %0, ptr byval([128 x i8]) align 64 "nvvm.grid_constant" %1, ptr addrspace(1) %2, i32 %3, i32 %4, i32 %5) local_unnamed_addr #0 {
  %7 = tail call range(i32 0, 288) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
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
  %.decomposed25 = sub i32 %.decomposed, %22
  %23 = add nuw i32 %.decomposed25, %17
  %24 = shl i32 %23, 8
  %25 = shl nuw nsw i32 %8, 7
  %26 = or disjoint i32 %24, %25
  %27 = shl i32 %21, 8
  %.not15 = icmp eq i32 %7, 0
  br i1 %.not15, label %28, label %29

28:                                               ; preds = %6
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem, i64 196608) to i32)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem, i64 196608) to i32), i32 16)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem, i64 196608) to i32), i32 32)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem, i64 196608) to i32), i32 48)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem, i64 196608) to i32), i32 64)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem, i64 196608) to i32), i32 80)) #4
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #4
  br label %29

29:                                               ; preds = %28, %6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %.not15, label %30, label %31

30:                                               ; preds = %29
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem, i64 196704) to i32)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem, i64 196704) to i32), i32 16)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem, i64 196704) to i32), i32 32)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem, i64 196704) to i32), i32 48)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem, i64 196704) to i32), i32 64)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem, i64 196704) to i32), i32 80)) #4
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #4
  br label %31

31:                                               ; preds = %30, %29
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %.not15, label %32, label %33

32:                                               ; preds = %31
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem, i64 196800) to i32)) #4
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #4
  br label %33

33:                                               ; preds = %32, %31
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %34 = icmp samesign ult i32 %7, 32
  br i1 %34, label %35, label %36

35:                                               ; preds = %33
  tail call void asm sideeffect "tcgen05.alloc.cta_group::2.sync.aligned.shared::cta.b32 [$0], 256;\0A\09tcgen05.relinquish_alloc_permit.cta_group::2.sync.aligned;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem, i64 196816) to i32)) #4
  br label %36

36:                                               ; preds = %35, %33
  tail call void asm sideeffect "tcgen05.fence::before_thread_sync;", "~{memory}"() #4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #4
  %37 = tail call i32 asm sideeffect "ld.shared.b32 $0, [$1];", "=r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem, i64 196816) to i32)) #4
  %.not = icmp eq i32 %8, 0
  %38 = tail call i32 @llvm.smax.i32(i32 %5, i32 0)
  %39 = add nuw i32 %38, 63
  %40 = lshr i32 %39, 6
  %41 = urem i32 %40, 6
  %42 = udiv i32 %39, 384
  %43 = and i32 %42, 1
  %44 = xor i32 %43, 1
  %45 = shl nuw nsw i32 %41, 4
  %46 = zext nneg i32 %45 to i64
  %47 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem, i64 196704), i64 %46
  %48 = add nuw nsw i32 %40, 1
  %.frozen26 = freeze i32 %48
  %49 = udiv i32 %.frozen26, 6
  %50 = mul i32 %49, 6
  %.decomposed27 = sub i32 %.frozen26, %50
  %51 = and i32 %49, 1
  %52 = xor i32 %51, 1
  %53 = shl nuw nsw i32 %.decomposed27, 4
  %54 = zext nneg i32 %53 to i64
  %55 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem, i64 196704), i64 %54
  %56 = add nuw nsw i32 %40, 2
  %.frozen28 = freeze i32 %56
  %57 = udiv i32 %.frozen28, 6
  %58 = mul i32 %57, 6
  %.decomposed29 = sub i32 %.frozen28, %58
  %59 = and i32 %57, 1
  %60 = xor i32 %59, 1
  %61 = shl nuw nsw i32 %.decomposed29, 4
  %62 = zext nneg i32 %61 to i64
  %63 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem, i64 196704), i64 %62
  %64 = add nuw nsw i32 %40, 3
  %.frozen30 = freeze i32 %64
  %65 = udiv i32 %.frozen30, 6
  %66 = mul i32 %65, 6
  %.decomposed31 = sub i32 %.frozen30, %66
  %67 = and i32 %65, 1
  %68 = xor i32 %67, 1
  %69 = shl nuw nsw i32 %.decomposed31, 4
  %70 = zext nneg i32 %69 to i64
  %71 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem, i64 196704), i64 %70
  %72 = add nuw nsw i32 %40, 4
  %.frozen32 = freeze i32 %72
  %73 = udiv i32 %.frozen32, 6
  %74 = mul i32 %73, 6
  %.decomposed33 = sub i32 %.frozen32, %74
  %75 = and i32 %73, 1
  %76 = xor i32 %75, 1
  %77 = shl nuw nsw i32 %.decomposed33, 4
  %78 = zext nneg i32 %77 to i64
  %79 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem, i64 196704), i64 %78
  %80 = add nuw nsw i32 %40, 5
  %.frozen34 = freeze i32 %80
  %81 = udiv i32 %.frozen34, 6
  %82 = mul i32 %81, 6
  %.decomposed35 = sub i32 %.frozen34, %82
  %83 = and i32 %81, 1
  %84 = xor i32 %83, 1
  %85 = shl nuw nsw i32 %.decomposed35, 4
  %86 = zext nneg i32 %85 to i64
  %87 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem, i64 196704), i64 %86
  %88 = icmp sgt i32 %5, 0
  tail call void asm sideeffect "barrier.cluster.arrive;", "~{memory}"() #5
  tail call void asm sideeffect "barrier.cluster.wait;", "~{memory}"() #5
  %89 = icmp samesign ugt i32 %7, 255
  br i1 %89, label %91, label %.preheader13

.preheader13:                                     ; preds = %36
  %90 = or i32 %8, %7
  br i1 %88, label %.lr.ph, label %._crit_edge

.lr.ph:                                           ; preds = %.preheader13
  %brmerge.not = icmp eq i32 %90, 0
  br label %127

91:                                               ; preds = %36
  %92 = icmp eq i32 %7, 256
  %or.cond = select i1 %92, i1 %88, i1 false
  br i1 %or.cond, label %.lr.ph14, label %.loopexit

.lr.ph14:                                         ; preds = %91
  %93 = ptrtoint ptr %0 to i64
  %94 = or disjoint i32 %27, %25
  %95 = ptrtoint ptr %1 to i64
  br label %96

96:                                               ; preds = %.lr.ph14, %._crit_edge16
  %97 = phi i32 [ 0, %.lr.ph14 ], [ %125, %._crit_edge16 ]
  %98 = lshr exact i32 %97, 6
  %99 = urem i32 %98, 6
  %100 = udiv i32 %97, 384
  %101 = and i32 %100, 1
  %102 = xor i32 %101, 1
  %103 = shl nuw nsw i32 %99, 4
  %104 = zext nneg i32 %103 to i64
  %105 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem, i64 196704), i64 %104
  %106 = ptrtoint ptr addrspace(3) %105 to i64
  %107 = trunc i64 %106 to i32
  br label %108

108:                                              ; preds = %108, %96
  %109 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %107, i32 %102) #4
  %110 = icmp eq i32 %109, 0
  br i1 %110, label %108, label %111

111:                                              ; preds = %108
  %112 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem, i64 196608), i64 %104
  %113 = ptrtoint ptr addrspace(3) %112 to i64
  %114 = trunc i64 %113 to i32
  br i1 %.not, label %115, label %._crit_edge16

115:                                              ; preds = %111
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 %114, i32 65536) #4
  br label %._crit_edge16

._crit_edge16:                                    ; preds = %111, %115
  %116 = shl nuw nsw i32 %99, 14
  %117 = zext nneg i32 %116 to i64
  %118 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem, i64 %117
  %119 = call i32 asm "mapa.shared::cluster.u32 $0, $1, $2;", "=r,r,r"(i32 %114, i32 0) #4
  %120 = ptrtoint ptr addrspace(3) %118 to i64
  %121 = trunc i64 %120 to i32
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.cta_group::2 [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %121, i64 %93, i32 %97, i32 %26, i32 %119) #4
  %122 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem, i64 98304), i64 %117
  %123 = ptrtoint ptr addrspace(3) %122 to i64
  %124 = trunc i64 %123 to i32
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.cta_group::2 [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %124, i64 %95, i32 %97, i32 %94, i32 %119) #4
  %125 = add i32 %97, 64
  %126 = icmp slt i32 %125, %5
  br i1 %126, label %96, label %.loopexit

127:                                              ; preds = %.lr.ph, %.critedge11
  %128 = phi i32 [ 0, %.lr.ph ], [ %165, %.critedge11 ]
  %129 = lshr exact i32 %128, 6
  %130 = urem i32 %129, 6
  %131 = udiv i32 %128, 384
  %132 = and i32 %131, 1
  %133 = icmp ne i32 %128, 0
  br i1 %brmerge.not, label %134, label %.critedge11

134:                                              ; preds = %127
  %135 = shl nuw nsw i32 %130, 4
  %136 = zext nneg i32 %135 to i64
  %137 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem, i64 196608), i64 %136
  %138 = ptrtoint ptr addrspace(3) %137 to i64
  %139 = trunc i64 %138 to i32
  br label %140

140:                                              ; preds = %140, %134
  %141 = tail call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %139, i32 %132) #4
  %142 = icmp eq i32 %141, 0
  br i1 %142, label %140, label %.critedge

.critedge:                                        ; preds = %140
  %143 = shl nuw nsw i32 %130, 14
  %144 = zext nneg i32 %143 to i64
  %145 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem, i64 98304), i64 %144
  %146 = ptrtoint ptr addrspace(3) %145 to i64
  %147 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem, i64 %144
  %148 = ptrtoint ptr addrspace(3) %147 to i64
  %149 = zext i1 %133 to i32
  %150 = lshr exact i64 %148, 4
  %151 = and i64 %150, 16320
  %152 = or disjoint i64 %151, 4611756662049538048
  %153 = lshr exact i64 %146, 4
  %154 = and i64 %153, 16320
  %155 = or disjoint i64 %154, 4611756662049538048
  tail call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::2.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %37, i64 %152, i64 %155, i32 272630928, i32 %149) #4
  %156 = or disjoint i64 %151, 4611756662049538050
  %157 = or disjoint i64 %154, 4611756662049538050
  tail call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::2.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %37, i64 %156, i64 %157, i32 272630928, i32 1) #4
  %158 = or disjoint i64 %151, 4611756662049538052
  %159 = or disjoint i64 %154, 4611756662049538052
  tail call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::2.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %37, i64 %158, i64 %159, i32 272630928, i32 1) #4
  %160 = or disjoint i64 %151, 4611756662049538054
  %161 = or disjoint i64 %154, 4611756662049538054
  tail call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::2.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %37, i64 %160, i64 %161, i32 272630928, i32 1) #4
  %162 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem, i64 196704), i64 %136
  %163 = ptrtoint ptr addrspace(3) %162 to i64
  %164 = trunc i64 %163 to i32
  tail call void asm sideeffect "{\0A\09.reg .b16 %tl_m;\0A\09cvt.u16.u32 %tl_m, $1;\0A\09tcgen05.commit.cta_group::2.mbarrier::arrive::one.shared::cluster.multicast::cluster.b64 [$0], %tl_m;\0A\09}", "r,r,~{memory}"(i32 %164, i32 3) #4
  br label %.critedge11

.critedge11:                                      ; preds = %127, %.critedge
  %165 = add i32 %128, 64
  %166 = icmp slt i32 %165, %5
  br i1 %166, label %127, label %._crit_edge

._crit_edge:                                      ; preds = %.critedge11, %.preheader13
  %167 = icmp eq i32 %90, 0
  br i1 %167, label %168, label %.preheader

168:                                              ; preds = %._crit_edge
  tail call void asm sideeffect "{\0A\09.reg .b16 %tl_m;\0A\09cvt.u16.u32 %tl_m, $1;\0A\09tcgen05.commit.cta_group::2.mbarrier::arrive::one.shared::cluster.multicast::cluster.b64 [$0], %tl_m;\0A\09}", "r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem, i64 196800) to i32), i32 3) #4
  br label %.preheader

.preheader:                                       ; preds = %168, %._crit_edge
  br label %169

169:                                              ; preds = %.preheader, %169
  %170 = tail call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem, i64 196800) to i32), i32 0) #4
  %171 = icmp eq i32 %170, 0
  br i1 %171, label %169, label %172

172:                                              ; preds = %169
  br i1 %.not15, label %173, label %.critedge8

173:                                              ; preds = %172
  %174 = ptrtoint ptr addrspace(3) %47 to i64
  %175 = trunc i64 %174 to i32
  br label %176

176:                                              ; preds = %176, %173
  %177 = tail call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %175, i32 %44) #4
  %178 = icmp eq i32 %177, 0
  br i1 %178, label %176, label %179

179:                                              ; preds = %176
  %180 = ptrtoint ptr addrspace(3) %55 to i64
  %181 = trunc i64 %180 to i32
  br label %182

182:                                              ; preds = %182, %179
  %183 = tail call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %181, i32 %52) #4
  %184 = icmp eq i32 %183, 0
  br i1 %184, label %182, label %.critedge4

.critedge4:                                       ; preds = %182
  %185 = ptrtoint ptr addrspace(3) %63 to i64
  %186 = trunc i64 %185 to i32
  br label %187

187:                                              ; preds = %187, %.critedge4
  %188 = tail call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %186, i32 %60) #4
  %189 = icmp eq i32 %188, 0
  br i1 %189, label %187, label %.critedge5

.critedge5:                                       ; preds = %187
  %190 = ptrtoint ptr addrspace(3) %71 to i64
  %191 = trunc i64 %190 to i32
  br label %192

192:                                              ; preds = %192, %.critedge5
  %193 = tail call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %191, i32 %68) #4
  %194 = icmp eq i32 %193, 0
  br i1 %194, label %192, label %.critedge6

.critedge6:                                       ; preds = %192
  %195 = ptrtoint ptr addrspace(3) %79 to i64
  %196 = trunc i64 %195 to i32
  br label %197

197:                                              ; preds = %197, %.critedge6
  %198 = tail call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %196, i32 %76) #4
  %199 = icmp eq i32 %198, 0
  br i1 %199, label %197, label %.critedge7

.critedge7:                                       ; preds = %197
  %200 = ptrtoint ptr addrspace(3) %87 to i64
  %201 = trunc i64 %200 to i32
  br label %202

202:                                              ; preds = %202, %.critedge7
  %203 = tail call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %201, i32 %84) #4
  %204 = icmp eq i32 %203, 0
  br i1 %204, label %202, label %.critedge8

.critedge8:                                       ; preds = %202, %172
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #4
  %205 = and i32 %7, 128
  %206 = shl nuw nsw i32 %7, 16
  %207 = and i32 %206, 6291456
  %208 = or disjoint i32 %207, %205
  %209 = add i32 %208, %37
  %210 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %209) #4
  %211 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %210, 0
  %212 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %210, 1
  %213 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %210, 2
  %214 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %210, 3
  %215 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %210, 4
  %216 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %210, 5
  %217 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %210, 6
  %218 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %210, 7
  %219 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %210, 8
  %220 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %210, 9
  %221 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %210, 10
  %222 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %210, 11
  %223 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %210, 12
  %224 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %210, 13
  %225 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %210, 14
  %226 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %210, 15
  %227 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %210, 16
  %228 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %210, 17
  %229 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %210, 18
  %230 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %210, 19
  %231 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %210, 20
  %232 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %210, 21
  %233 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %210, 22
  %234 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %210, 23
  %235 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %210, 24
  %236 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %210, 25
  %237 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %210, 26
  %238 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %210, 27
  %239 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %210, 28
  %240 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %210, 29
  %241 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %210, 30
  %242 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %210, 31
  %243 = add i32 %209, 32
  %244 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %243) #4
  %245 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %244, 0
  %246 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %244, 1
  %247 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %244, 2
  %248 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %244, 3
  %249 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %244, 4
  %250 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %244, 5
  %251 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %244, 6
  %252 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %244, 7
  %253 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %244, 8
  %254 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %244, 9
  %255 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %244, 10
  %256 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %244, 11
  %257 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %244, 12
  %258 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %244, 13
  %259 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %244, 14
  %260 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %244, 15
  %261 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %244, 16
  %262 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %244, 17
  %263 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %244, 18
  %264 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %244, 19
  %265 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %244, 20
  %266 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %244, 21
  %267 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %244, 22
  %268 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %244, 23
  %269 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %244, 24
  %270 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %244, 25
  %271 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %244, 26
  %272 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %244, 27
  %273 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %244, 28
  %274 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %244, 29
  %275 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %244, 30
  %276 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %244, 31
  %277 = add i32 %209, 64
  %278 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %277) #4
  %279 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %278, 0
  %280 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %278, 1
  %281 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %278, 2
  %282 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %278, 3
  %283 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %278, 4
  %284 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %278, 5
  %285 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %278, 6
  %286 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %278, 7
  %287 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %278, 8
  %288 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %278, 9
  %289 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %278, 10
  %290 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %278, 11
  %291 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %278, 12
  %292 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %278, 13
  %293 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %278, 14
  %294 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %278, 15
  %295 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %278, 16
  %296 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %278, 17
  %297 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %278, 18
  %298 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %278, 19
  %299 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %278, 20
  %300 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %278, 21
  %301 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %278, 22
  %302 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %278, 23
  %303 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %278, 24
  %304 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %278, 25
  %305 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %278, 26
  %306 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %278, 27
  %307 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %278, 28
  %308 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %278, 29
  %309 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %278, 30
  %310 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %278, 31
  %311 = add i32 %209, 96
  %312 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %311) #4
  %313 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %312, 0
  %314 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %312, 1
  %315 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %312, 2
  %316 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %312, 3
  %317 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %312, 4
  %318 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %312, 5
  %319 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %312, 6
  %320 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %312, 7
  %321 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %312, 8
  %322 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %312, 9
  %323 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %312, 10
  %324 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %312, 11
  %325 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %312, 12
  %326 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %312, 13
  %327 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %312, 14
  %328 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %312, 15
  %329 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %312, 16
  %330 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %312, 17
  %331 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %312, 18
  %332 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %312, 19
  %333 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %312, 20
  %334 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %312, 21
  %335 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %312, 22
  %336 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %312, 23
  %337 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %312, 24
  %338 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %312, 25
  %339 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %312, 26
  %340 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %312, 27
  %341 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %312, 28
  %342 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %312, 29
  %343 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %312, 30
  %344 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %312, 31
  tail call void asm sideeffect "tcgen05.fence::before_thread_sync;", "~{memory}"() #4
  tail call void asm sideeffect "bar.sync 8, 256;", "~{memory}"() #5
  br i1 %34, label %345, label %346

345:                                              ; preds = %.critedge8
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;\0A\09tcgen05.dealloc.cta_group::2.sync.aligned.b32 $0, 256;", "r,~{memory}"(i32 %37) #4
  br label %346

346:                                              ; preds = %345, %.critedge8
  tail call void asm sideeffect "bar.sync 8, 256;", "~{memory}"() #5
  br i1 %.not15, label %347, label %348

347:                                              ; preds = %346
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem, i64 196704) to i32)) #4
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem, i64 196704) to i32), i32 16)) #4
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem, i64 196704) to i32), i32 32)) #4
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem, i64 196704) to i32), i32 48)) #4
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem, i64 196704) to i32), i32 64)) #4
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem, i64 196704) to i32), i32 80)) #4
  br label %348

348:                                              ; preds = %347, %346
  tail call void asm sideeffect "bar.sync 8, 256;", "~{memory}"() #5
  br i1 %.not15, label %349, label %350

349:                                              ; preds = %348
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem, i64 196800) to i32)) #4
  br label %350

350:                                              ; preds = %349, %348
  %351 = and i32 %7, 127
  %352 = or disjoint i32 %26, %351
  %353 = mul i32 %352, %4
  %354 = or disjoint i32 %27, %205
  %355 = add i32 %353, %354
  %356 = sext i32 %355 to i64
  %357 = getelementptr float, ptr addrspace(1) %2, i64 %356
  %358 = icmp slt i32 %352, %3
  %359 = icmp slt i32 %354, %4
  %360 = and i1 %359, %358
  %361 = or disjoint i32 %354, 1
  %362 = icmp slt i32 %361, %4
  %363 = and i1 %362, %358
  %364 = or disjoint i32 %354, 2
  %365 = icmp slt i32 %364, %4
  %366 = and i1 %365, %358
  %367 = or disjoint i32 %354, 3
  %368 = icmp slt i32 %367, %4
  %369 = ptrtoint ptr addrspace(1) %357 to i64
  %370 = and i64 %369, 15
  %371 = icmp eq i64 %370, 0
  %372 = and i1 %360, %371
  %373 = and i1 %365, %372
  %374 = and i1 %368, %372
  %375 = xor i1 %360, %374
  %376 = xor i1 %363, %374
  %377 = xor i1 %366, %374
  %378 = xor i1 %358, %373
  %379 = and i1 %368, %378
  %380 = zext i1 %374 to i32
  %381 = select i1 %88, i32 %211, i32 0
  %382 = select i1 %88, i32 %212, i32 0
  %383 = select i1 %88, i32 %213, i32 0
  %384 = select i1 %88, i32 %214, i32 0
  %385 = zext i1 %375 to i32
  %386 = zext i1 %376 to i32
  %387 = zext i1 %377 to i32
  %388 = zext i1 %379 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %380, i32 %381, i32 %382, i32 %383, i32 %384, ptr addrspace(1) %357, i32 %385, i32 %386, i32 %387, i32 %388) #4
  %389 = or disjoint i32 %354, 4
  %390 = add i32 %353, %389
  %391 = sext i32 %390 to i64
  %392 = getelementptr float, ptr addrspace(1) %2, i64 %391
  %393 = icmp slt i32 %389, %4
  %394 = and i1 %393, %358
  %395 = or disjoint i32 %354, 5
  %396 = icmp slt i32 %395, %4
  %397 = and i1 %396, %358
  %398 = or disjoint i32 %354, 6
  %399 = icmp slt i32 %398, %4
  %400 = and i1 %399, %358
  %401 = or disjoint i32 %354, 7
  %402 = icmp slt i32 %401, %4
  %403 = ptrtoint ptr addrspace(1) %392 to i64
  %404 = and i64 %403, 15
  %405 = icmp eq i64 %404, 0
  %406 = and i1 %394, %405
  %407 = and i1 %399, %406
  %408 = and i1 %402, %406
  %409 = xor i1 %394, %408
  %410 = xor i1 %397, %408
  %411 = xor i1 %400, %408
  %412 = xor i1 %358, %407
  %413 = and i1 %402, %412
  %414 = zext i1 %408 to i32
  %415 = select i1 %88, i32 %215, i32 0
  %416 = select i1 %88, i32 %216, i32 0
  %417 = select i1 %88, i32 %217, i32 0
  %418 = select i1 %88, i32 %218, i32 0
  %419 = zext i1 %409 to i32
  %420 = zext i1 %410 to i32
  %421 = zext i1 %411 to i32
  %422 = zext i1 %413 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %414, i32 %415, i32 %416, i32 %417, i32 %418, ptr addrspace(1) %392, i32 %419, i32 %420, i32 %421, i32 %422) #4
  %423 = or disjoint i32 %354, 8
  %424 = add i32 %353, %423
  %425 = sext i32 %424 to i64
  %426 = getelementptr float, ptr addrspace(1) %2, i64 %425
  %427 = icmp slt i32 %423, %4
  %428 = and i1 %427, %358
  %429 = or disjoint i32 %354, 9
  %430 = icmp slt i32 %429, %4
  %431 = and i1 %430, %358
  %432 = or disjoint i32 %354, 10
  %433 = icmp slt i32 %432, %4
  %434 = and i1 %433, %358
  %435 = or disjoint i32 %354, 11
  %436 = icmp slt i32 %435, %4
  %437 = ptrtoint ptr addrspace(1) %426 to i64
  %438 = and i64 %437, 15
  %439 = icmp eq i64 %438, 0
  %440 = and i1 %428, %439
  %441 = and i1 %433, %440
  %442 = and i1 %436, %440
  %443 = xor i1 %428, %442
  %444 = xor i1 %431, %442
  %445 = xor i1 %434, %442
  %446 = xor i1 %358, %441
  %447 = and i1 %436, %446
  %448 = zext i1 %442 to i32
  %449 = select i1 %88, i32 %219, i32 0
  %450 = select i1 %88, i32 %220, i32 0
  %451 = select i1 %88, i32 %221, i32 0
  %452 = select i1 %88, i32 %222, i32 0
  %453 = zext i1 %443 to i32
  %454 = zext i1 %444 to i32
  %455 = zext i1 %445 to i32
  %456 = zext i1 %447 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %448, i32 %449, i32 %450, i32 %451, i32 %452, ptr addrspace(1) %426, i32 %453, i32 %454, i32 %455, i32 %456) #4
  %457 = or disjoint i32 %354, 12
  %458 = add i32 %353, %457
  %459 = sext i32 %458 to i64
  %460 = getelementptr float, ptr addrspace(1) %2, i64 %459
  %461 = icmp slt i32 %457, %4
  %462 = and i1 %461, %358
  %463 = or disjoint i32 %354, 13
  %464 = icmp slt i32 %463, %4
  %465 = and i1 %464, %358
  %466 = or disjoint i32 %354, 14
  %467 = icmp slt i32 %466, %4
  %468 = and i1 %467, %358
  %469 = or disjoint i32 %354, 15
  %470 = icmp slt i32 %469, %4
  %471 = ptrtoint ptr addrspace(1) %460 to i64
  %472 = and i64 %471, 15
  %473 = icmp eq i64 %472, 0
  %474 = and i1 %462, %473
  %475 = and i1 %467, %474
  %476 = and i1 %470, %474
  %477 = xor i1 %462, %476
  %478 = xor i1 %465, %476
  %479 = xor i1 %468, %476
  %480 = xor i1 %358, %475
  %481 = and i1 %470, %480
  %482 = zext i1 %476 to i32
  %483 = select i1 %88, i32 %223, i32 0
  %484 = select i1 %88, i32 %224, i32 0
  %485 = select i1 %88, i32 %225, i32 0
  %486 = select i1 %88, i32 %226, i32 0
  %487 = zext i1 %477 to i32
  %488 = zext i1 %478 to i32
  %489 = zext i1 %479 to i32
  %490 = zext i1 %481 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %482, i32 %483, i32 %484, i32 %485, i32 %486, ptr addrspace(1) %460, i32 %487, i32 %488, i32 %489, i32 %490) #4
  %491 = or disjoint i32 %354, 16
  %492 = add i32 %353, %491
  %493 = sext i32 %492 to i64
  %494 = getelementptr float, ptr addrspace(1) %2, i64 %493
  %495 = icmp slt i32 %491, %4
  %496 = and i1 %495, %358
  %497 = or disjoint i32 %354, 17
  %498 = icmp slt i32 %497, %4
  %499 = and i1 %498, %358
  %500 = or disjoint i32 %354, 18
  %501 = icmp slt i32 %500, %4
  %502 = and i1 %501, %358
  %503 = or disjoint i32 %354, 19
  %504 = icmp slt i32 %503, %4
  %505 = ptrtoint ptr addrspace(1) %494 to i64
  %506 = and i64 %505, 15
  %507 = icmp eq i64 %506, 0
  %508 = and i1 %496, %507
  %509 = and i1 %501, %508
  %510 = and i1 %504, %508
  %511 = xor i1 %496, %510
  %512 = xor i1 %499, %510
  %513 = xor i1 %502, %510
  %514 = xor i1 %358, %509
  %515 = and i1 %504, %514
  %516 = zext i1 %510 to i32
  %517 = select i1 %88, i32 %227, i32 0
  %518 = select i1 %88, i32 %228, i32 0
  %519 = select i1 %88, i32 %229, i32 0
  %520 = select i1 %88, i32 %230, i32 0
  %521 = zext i1 %511 to i32
  %522 = zext i1 %512 to i32
  %523 = zext i1 %513 to i32
  %524 = zext i1 %515 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %516, i32 %517, i32 %518, i32 %519, i32 %520, ptr addrspace(1) %494, i32 %521, i32 %522, i32 %523, i32 %524) #4
  %525 = or disjoint i32 %354, 20
  %526 = add i32 %353, %525
  %527 = sext i32 %526 to i64
  %528 = getelementptr float, ptr addrspace(1) %2, i64 %527
  %529 = icmp slt i32 %525, %4
  %530 = and i1 %529, %358
  %531 = or disjoint i32 %354, 21
  %532 = icmp slt i32 %531, %4
  %533 = and i1 %532, %358
  %534 = or disjoint i32 %354, 22
  %535 = icmp slt i32 %534, %4
  %536 = and i1 %535, %358
  %537 = or disjoint i32 %354, 23
  %538 = icmp slt i32 %537, %4
  %539 = ptrtoint ptr addrspace(1) %528 to i64
  %540 = and i64 %539, 15
  %541 = icmp eq i64 %540, 0
  %542 = and i1 %530, %541
  %543 = and i1 %535, %542
  %544 = and i1 %538, %542
  %545 = xor i1 %530, %544
  %546 = xor i1 %533, %544
  %547 = xor i1 %536, %544
  %548 = xor i1 %358, %543
  %549 = and i1 %538, %548
  %550 = zext i1 %544 to i32
  %551 = select i1 %88, i32 %231, i32 0
  %552 = select i1 %88, i32 %232, i32 0
  %553 = select i1 %88, i32 %233, i32 0
  %554 = select i1 %88, i32 %234, i32 0
  %555 = zext i1 %545 to i32
  %556 = zext i1 %546 to i32
  %557 = zext i1 %547 to i32
  %558 = zext i1 %549 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %550, i32 %551, i32 %552, i32 %553, i32 %554, ptr addrspace(1) %528, i32 %555, i32 %556, i32 %557, i32 %558) #4
  %559 = or disjoint i32 %354, 24
  %560 = add i32 %353, %559
  %561 = sext i32 %560 to i64
  %562 = getelementptr float, ptr addrspace(1) %2, i64 %561
  %563 = icmp slt i32 %559, %4
  %564 = and i1 %563, %358
  %565 = or disjoint i32 %354, 25
  %566 = icmp slt i32 %565, %4
  %567 = and i1 %566, %358
  %568 = or disjoint i32 %354, 26
  %569 = icmp slt i32 %568, %4
  %570 = and i1 %569, %358
  %571 = or disjoint i32 %354, 27
  %572 = icmp slt i32 %571, %4
  %573 = ptrtoint ptr addrspace(1) %562 to i64
  %574 = and i64 %573, 15
  %575 = icmp eq i64 %574, 0
  %576 = and i1 %564, %575
  %577 = and i1 %569, %576
  %578 = and i1 %572, %576
  %579 = xor i1 %564, %578
  %580 = xor i1 %567, %578
  %581 = xor i1 %570, %578
  %582 = xor i1 %358, %577
  %583 = and i1 %572, %582
  %584 = zext i1 %578 to i32
  %585 = select i1 %88, i32 %235, i32 0
  %586 = select i1 %88, i32 %236, i32 0
  %587 = select i1 %88, i32 %237, i32 0
  %588 = select i1 %88, i32 %238, i32 0
  %589 = zext i1 %579 to i32
  %590 = zext i1 %580 to i32
  %591 = zext i1 %581 to i32
  %592 = zext i1 %583 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %584, i32 %585, i32 %586, i32 %587, i32 %588, ptr addrspace(1) %562, i32 %589, i32 %590, i32 %591, i32 %592) #4
  %593 = or disjoint i32 %354, 28
  %594 = add i32 %353, %593
  %595 = sext i32 %594 to i64
  %596 = getelementptr float, ptr addrspace(1) %2, i64 %595
  %597 = icmp slt i32 %593, %4
  %598 = and i1 %597, %358
  %599 = or disjoint i32 %354, 29
  %600 = icmp slt i32 %599, %4
  %601 = and i1 %600, %358
  %602 = or disjoint i32 %354, 30
  %603 = icmp slt i32 %602, %4
  %604 = and i1 %603, %358
  %605 = or disjoint i32 %354, 31
  %606 = icmp slt i32 %605, %4
  %607 = ptrtoint ptr addrspace(1) %596 to i64
  %608 = and i64 %607, 15
  %609 = icmp eq i64 %608, 0
  %610 = and i1 %598, %609
  %611 = and i1 %603, %610
  %612 = and i1 %606, %610
  %613 = xor i1 %598, %612
  %614 = xor i1 %601, %612
  %615 = xor i1 %604, %612
  %616 = xor i1 %358, %611
  %617 = and i1 %606, %616
  %618 = zext i1 %612 to i32
  %619 = select i1 %88, i32 %239, i32 0
  %620 = select i1 %88, i32 %240, i32 0
  %621 = select i1 %88, i32 %241, i32 0
  %622 = select i1 %88, i32 %242, i32 0
  %623 = zext i1 %613 to i32
  %624 = zext i1 %614 to i32
  %625 = zext i1 %615 to i32
  %626 = zext i1 %617 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %618, i32 %619, i32 %620, i32 %621, i32 %622, ptr addrspace(1) %596, i32 %623, i32 %624, i32 %625, i32 %626) #4
  %627 = or disjoint i32 %354, 32
  %628 = add i32 %353, %627
  %629 = sext i32 %628 to i64
  %630 = getelementptr float, ptr addrspace(1) %2, i64 %629
  %631 = icmp slt i32 %627, %4
  %632 = and i1 %631, %358
  %633 = or disjoint i32 %354, 33
  %634 = icmp slt i32 %633, %4
  %635 = and i1 %634, %358
  %636 = or disjoint i32 %354, 34
  %637 = icmp slt i32 %636, %4
  %638 = and i1 %637, %358
  %639 = or disjoint i32 %354, 35
  %640 = icmp slt i32 %639, %4
  %641 = ptrtoint ptr addrspace(1) %630 to i64
  %642 = and i64 %641, 15
  %643 = icmp eq i64 %642, 0
  %644 = and i1 %632, %643
  %645 = and i1 %637, %644
  %646 = and i1 %640, %644
  %647 = xor i1 %632, %646
  %648 = xor i1 %635, %646
  %649 = xor i1 %638, %646
  %650 = xor i1 %358, %645
  %651 = and i1 %640, %650
  %652 = zext i1 %646 to i32
  %653 = select i1 %88, i32 %245, i32 0
  %654 = select i1 %88, i32 %246, i32 0
  %655 = select i1 %88, i32 %247, i32 0
  %656 = select i1 %88, i32 %248, i32 0
  %657 = zext i1 %647 to i32
  %658 = zext i1 %648 to i32
  %659 = zext i1 %649 to i32
  %660 = zext i1 %651 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %652, i32 %653, i32 %654, i32 %655, i32 %656, ptr addrspace(1) %630, i32 %657, i32 %658, i32 %659, i32 %660) #4
  %661 = or disjoint i32 %354, 36
  %662 = add i32 %353, %661
  %663 = sext i32 %662 to i64
  %664 = getelementptr float, ptr addrspace(1) %2, i64 %663
  %665 = icmp slt i32 %661, %4
  %666 = and i1 %665, %358
  %667 = or disjoint i32 %354, 37
  %668 = icmp slt i32 %667, %4
  %669 = and i1 %668, %358
  %670 = or disjoint i32 %354, 38
  %671 = icmp slt i32 %670, %4
  %672 = and i1 %671, %358
  %673 = or disjoint i32 %354, 39
  %674 = icmp slt i32 %673, %4
  %675 = ptrtoint ptr addrspace(1) %664 to i64
  %676 = and i64 %675, 15
  %677 = icmp eq i64 %676, 0
  %678 = and i1 %666, %677
  %679 = and i1 %671, %678
  %680 = and i1 %674, %678
  %681 = xor i1 %666, %680
  %682 = xor i1 %669, %680
  %683 = xor i1 %672, %680
  %684 = xor i1 %358, %679
  %685 = and i1 %674, %684
  %686 = zext i1 %680 to i32
  %687 = select i1 %88, i32 %249, i32 0
  %688 = select i1 %88, i32 %250, i32 0
  %689 = select i1 %88, i32 %251, i32 0
  %690 = select i1 %88, i32 %252, i32 0
  %691 = zext i1 %681 to i32
  %692 = zext i1 %682 to i32
  %693 = zext i1 %683 to i32
  %694 = zext i1 %685 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %686, i32 %687, i32 %688, i32 %689, i32 %690, ptr addrspace(1) %664, i32 %691, i32 %692, i32 %693, i32 %694) #4
  %695 = or disjoint i32 %354, 40
  %696 = add i32 %353, %695
  %697 = sext i32 %696 to i64
  %698 = getelementptr float, ptr addrspace(1) %2, i64 %697
  %699 = icmp slt i32 %695, %4
  %700 = and i1 %699, %358
  %701 = or disjoint i32 %354, 41
  %702 = icmp slt i32 %701, %4
  %703 = and i1 %702, %358
  %704 = or disjoint i32 %354, 42
  %705 = icmp slt i32 %704, %4
  %706 = and i1 %705, %358
  %707 = or disjoint i32 %354, 43
  %708 = icmp slt i32 %707, %4
  %709 = ptrtoint ptr addrspace(1) %698 to i64
  %710 = and i64 %709, 15
  %711 = icmp eq i64 %710, 0
  %712 = and i1 %700, %711
  %713 = and i1 %705, %712
  %714 = and i1 %708, %712
  %715 = xor i1 %700, %714
  %716 = xor i1 %703, %714
  %717 = xor i1 %706, %714
  %718 = xor i1 %358, %713
  %719 = and i1 %708, %718
  %720 = zext i1 %714 to i32
  %721 = select i1 %88, i32 %253, i32 0
  %722 = select i1 %88, i32 %254, i32 0
  %723 = select i1 %88, i32 %255, i32 0
  %724 = select i1 %88, i32 %256, i32 0
  %725 = zext i1 %715 to i32
  %726 = zext i1 %716 to i32
  %727 = zext i1 %717 to i32
  %728 = zext i1 %719 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %720, i32 %721, i32 %722, i32 %723, i32 %724, ptr addrspace(1) %698, i32 %725, i32 %726, i32 %727, i32 %728) #4
  %729 = or disjoint i32 %354, 44
  %730 = add i32 %353, %729
  %731 = sext i32 %730 to i64
  %732 = getelementptr float, ptr addrspace(1) %2, i64 %731
  %733 = icmp slt i32 %729, %4
  %734 = and i1 %733, %358
  %735 = or disjoint i32 %354, 45
  %736 = icmp slt i32 %735, %4
  %737 = and i1 %736, %358
  %738 = or disjoint i32 %354, 46
  %739 = icmp slt i32 %738, %4
  %740 = and i1 %739, %358
  %741 = or disjoint i32 %354, 47
  %742 = icmp slt i32 %741, %4
  %743 = ptrtoint ptr addrspace(1) %732 to i64
  %744 = and i64 %743, 15
  %745 = icmp eq i64 %744, 0
  %746 = and i1 %734, %745
  %747 = and i1 %739, %746
  %748 = and i1 %742, %746
  %749 = xor i1 %734, %748
  %750 = xor i1 %737, %748
  %751 = xor i1 %740, %748
  %752 = xor i1 %358, %747
  %753 = and i1 %742, %752
  %754 = zext i1 %748 to i32
  %755 = select i1 %88, i32 %257, i32 0
  %756 = select i1 %88, i32 %258, i32 0
  %757 = select i1 %88, i32 %259, i32 0
  %758 = select i1 %88, i32 %260, i32 0
  %759 = zext i1 %749 to i32
  %760 = zext i1 %750 to i32
  %761 = zext i1 %751 to i32
  %762 = zext i1 %753 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %754, i32 %755, i32 %756, i32 %757, i32 %758, ptr addrspace(1) %732, i32 %759, i32 %760, i32 %761, i32 %762) #4
  %763 = or disjoint i32 %354, 48
  %764 = add i32 %353, %763
  %765 = sext i32 %764 to i64
  %766 = getelementptr float, ptr addrspace(1) %2, i64 %765
  %767 = icmp slt i32 %763, %4
  %768 = and i1 %767, %358
  %769 = or disjoint i32 %354, 49
  %770 = icmp slt i32 %769, %4
  %771 = and i1 %770, %358
  %772 = or disjoint i32 %354, 50
  %773 = icmp slt i32 %772, %4
  %774 = and i1 %773, %358
  %775 = or disjoint i32 %354, 51
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
  %786 = xor i1 %358, %781
  %787 = and i1 %776, %786
  %788 = zext i1 %782 to i32
  %789 = select i1 %88, i32 %261, i32 0
  %790 = select i1 %88, i32 %262, i32 0
  %791 = select i1 %88, i32 %263, i32 0
  %792 = select i1 %88, i32 %264, i32 0
  %793 = zext i1 %783 to i32
  %794 = zext i1 %784 to i32
  %795 = zext i1 %785 to i32
  %796 = zext i1 %787 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %788, i32 %789, i32 %790, i32 %791, i32 %792, ptr addrspace(1) %766, i32 %793, i32 %794, i32 %795, i32 %796) #4
  %797 = or disjoint i32 %354, 52
  %798 = add i32 %353, %797
  %799 = sext i32 %798 to i64
  %800 = getelementptr float, ptr addrspace(1) %2, i64 %799
  %801 = icmp slt i32 %797, %4
  %802 = and i1 %801, %358
  %803 = or disjoint i32 %354, 53
  %804 = icmp slt i32 %803, %4
  %805 = and i1 %804, %358
  %806 = or disjoint i32 %354, 54
  %807 = icmp slt i32 %806, %4
  %808 = and i1 %807, %358
  %809 = or disjoint i32 %354, 55
  %810 = icmp slt i32 %809, %4
  %811 = ptrtoint ptr addrspace(1) %800 to i64
  %812 = and i64 %811, 15
  %813 = icmp eq i64 %812, 0
  %814 = and i1 %802, %813
  %815 = and i1 %807, %814
  %816 = and i1 %810, %814
  %817 = xor i1 %802, %816
  %818 = xor i1 %805, %816
  %819 = xor i1 %808, %816
  %820 = xor i1 %358, %815
  %821 = and i1 %810, %820
  %822 = zext i1 %816 to i32
  %823 = select i1 %88, i32 %265, i32 0
  %824 = select i1 %88, i32 %266, i32 0
  %825 = select i1 %88, i32 %267, i32 0
  %826 = select i1 %88, i32 %268, i32 0
  %827 = zext i1 %817 to i32
  %828 = zext i1 %818 to i32
  %829 = zext i1 %819 to i32
  %830 = zext i1 %821 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %822, i32 %823, i32 %824, i32 %825, i32 %826, ptr addrspace(1) %800, i32 %827, i32 %828, i32 %829, i32 %830) #4
  %831 = or disjoint i32 %354, 56
  %832 = add i32 %353, %831
  %833 = sext i32 %832 to i64
  %834 = getelementptr float, ptr addrspace(1) %2, i64 %833
  %835 = icmp slt i32 %831, %4
  %836 = and i1 %835, %358
  %837 = or disjoint i32 %354, 57
  %838 = icmp slt i32 %837, %4
  %839 = and i1 %838, %358
  %840 = or disjoint i32 %354, 58
  %841 = icmp slt i32 %840, %4
  %842 = and i1 %841, %358
  %843 = or disjoint i32 %354, 59
  %844 = icmp slt i32 %843, %4
  %845 = ptrtoint ptr addrspace(1) %834 to i64
  %846 = and i64 %845, 15
  %847 = icmp eq i64 %846, 0
  %848 = and i1 %836, %847
  %849 = and i1 %841, %848
  %850 = and i1 %844, %848
  %851 = xor i1 %836, %850
  %852 = xor i1 %839, %850
  %853 = xor i1 %842, %850
  %854 = xor i1 %358, %849
  %855 = and i1 %844, %854
  %856 = zext i1 %850 to i32
  %857 = select i1 %88, i32 %269, i32 0
  %858 = select i1 %88, i32 %270, i32 0
  %859 = select i1 %88, i32 %271, i32 0
  %860 = select i1 %88, i32 %272, i32 0
  %861 = zext i1 %851 to i32
  %862 = zext i1 %852 to i32
  %863 = zext i1 %853 to i32
  %864 = zext i1 %855 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %856, i32 %857, i32 %858, i32 %859, i32 %860, ptr addrspace(1) %834, i32 %861, i32 %862, i32 %863, i32 %864) #4
  %865 = or disjoint i32 %354, 60
  %866 = add i32 %353, %865
  %867 = sext i32 %866 to i64
  %868 = getelementptr float, ptr addrspace(1) %2, i64 %867
  %869 = icmp slt i32 %865, %4
  %870 = and i1 %869, %358
  %871 = or disjoint i32 %354, 61
  %872 = icmp slt i32 %871, %4
  %873 = and i1 %872, %358
  %874 = or disjoint i32 %354, 62
  %875 = icmp slt i32 %874, %4
  %876 = and i1 %875, %358
  %877 = or disjoint i32 %354, 63
  %878 = icmp slt i32 %877, %4
  %879 = ptrtoint ptr addrspace(1) %868 to i64
  %880 = and i64 %879, 15
  %881 = icmp eq i64 %880, 0
  %882 = and i1 %870, %881
  %883 = and i1 %875, %882
  %884 = and i1 %878, %882
  %885 = xor i1 %870, %884
  %886 = xor i1 %873, %884
  %887 = xor i1 %876, %884
  %888 = xor i1 %358, %883
  %889 = and i1 %878, %888
  %890 = zext i1 %884 to i32
  %891 = select i1 %88, i32 %273, i32 0
  %892 = select i1 %88, i32 %274, i32 0
  %893 = select i1 %88, i32 %275, i32 0
  %894 = select i1 %88, i32 %276, i32 0
  %895 = zext i1 %885 to i32
  %896 = zext i1 %886 to i32
  %897 = zext i1 %887 to i32
  %898 = zext i1 %889 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %890, i32 %891, i32 %892, i32 %893, i32 %894, ptr addrspace(1) %868, i32 %895, i32 %896, i32 %897, i32 %898) #4
  %899 = or disjoint i32 %354, 64
  %900 = add i32 %353, %899
  %901 = sext i32 %900 to i64
  %902 = getelementptr float, ptr addrspace(1) %2, i64 %901
  %903 = icmp slt i32 %899, %4
  %904 = and i1 %903, %358
  %905 = or disjoint i32 %354, 65
  %906 = icmp slt i32 %905, %4
  %907 = and i1 %906, %358
  %908 = or disjoint i32 %354, 66
  %909 = icmp slt i32 %908, %4
  %910 = and i1 %909, %358
  %911 = or disjoint i32 %354, 67
  %912 = icmp slt i32 %911, %4
  %913 = ptrtoint ptr addrspace(1) %902 to i64
  %914 = and i64 %913, 15
  %915 = icmp eq i64 %914, 0
  %916 = and i1 %904, %915
  %917 = and i1 %909, %916
  %918 = and i1 %912, %916
  %919 = xor i1 %904, %918
  %920 = xor i1 %907, %918
  %921 = xor i1 %910, %918
  %922 = xor i1 %358, %917
  %923 = and i1 %912, %922
  %924 = zext i1 %918 to i32
  %925 = select i1 %88, i32 %279, i32 0
  %926 = select i1 %88, i32 %280, i32 0
  %927 = select i1 %88, i32 %281, i32 0
  %928 = select i1 %88, i32 %282, i32 0
  %929 = zext i1 %919 to i32
  %930 = zext i1 %920 to i32
  %931 = zext i1 %921 to i32
  %932 = zext i1 %923 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %924, i32 %925, i32 %926, i32 %927, i32 %928, ptr addrspace(1) %902, i32 %929, i32 %930, i32 %931, i32 %932) #4
  %933 = or disjoint i32 %354, 68
  %934 = add i32 %353, %933
  %935 = sext i32 %934 to i64
  %936 = getelementptr float, ptr addrspace(1) %2, i64 %935
  %937 = icmp slt i32 %933, %4
  %938 = and i1 %937, %358
  %939 = or disjoint i32 %354, 69
  %940 = icmp slt i32 %939, %4
  %941 = and i1 %940, %358
  %942 = or disjoint i32 %354, 70
  %943 = icmp slt i32 %942, %4
  %944 = and i1 %943, %358
  %945 = or disjoint i32 %354, 71
  %946 = icmp slt i32 %945, %4
  %947 = ptrtoint ptr addrspace(1) %936 to i64
  %948 = and i64 %947, 15
  %949 = icmp eq i64 %948, 0
  %950 = and i1 %938, %949
  %951 = and i1 %943, %950
  %952 = and i1 %946, %950
  %953 = xor i1 %938, %952
  %954 = xor i1 %941, %952
  %955 = xor i1 %944, %952
  %956 = xor i1 %358, %951
  %957 = and i1 %946, %956
  %958 = zext i1 %952 to i32
  %959 = select i1 %88, i32 %283, i32 0
  %960 = select i1 %88, i32 %284, i32 0
  %961 = select i1 %88, i32 %285, i32 0
  %962 = select i1 %88, i32 %286, i32 0
  %963 = zext i1 %953 to i32
  %964 = zext i1 %954 to i32
  %965 = zext i1 %955 to i32
  %966 = zext i1 %957 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %958, i32 %959, i32 %960, i32 %961, i32 %962, ptr addrspace(1) %936, i32 %963, i32 %964, i32 %965, i32 %966) #4
  %967 = or disjoint i32 %354, 72
  %968 = add i32 %353, %967
  %969 = sext i32 %968 to i64
  %970 = getelementptr float, ptr addrspace(1) %2, i64 %969
  %971 = icmp slt i32 %967, %4
  %972 = and i1 %971, %358
  %973 = or disjoint i32 %354, 73
  %974 = icmp slt i32 %973, %4
  %975 = and i1 %974, %358
  %976 = or disjoint i32 %354, 74
  %977 = icmp slt i32 %976, %4
  %978 = and i1 %977, %358
  %979 = or disjoint i32 %354, 75
  %980 = icmp slt i32 %979, %4
  %981 = ptrtoint ptr addrspace(1) %970 to i64
  %982 = and i64 %981, 15
  %983 = icmp eq i64 %982, 0
  %984 = and i1 %972, %983
  %985 = and i1 %977, %984
  %986 = and i1 %980, %984
  %987 = xor i1 %972, %986
  %988 = xor i1 %975, %986
  %989 = xor i1 %978, %986
  %990 = xor i1 %358, %985
  %991 = and i1 %980, %990
  %992 = zext i1 %986 to i32
  %993 = select i1 %88, i32 %287, i32 0
  %994 = select i1 %88, i32 %288, i32 0
  %995 = select i1 %88, i32 %289, i32 0
  %996 = select i1 %88, i32 %290, i32 0
  %997 = zext i1 %987 to i32
  %998 = zext i1 %988 to i32
  %999 = zext i1 %989 to i32
  %1000 = zext i1 %991 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %992, i32 %993, i32 %994, i32 %995, i32 %996, ptr addrspace(1) %970, i32 %997, i32 %998, i32 %999, i32 %1000) #4
  %1001 = or disjoint i32 %354, 76
  %1002 = add i32 %353, %1001
  %1003 = sext i32 %1002 to i64
  %1004 = getelementptr float, ptr addrspace(1) %2, i64 %1003
  %1005 = icmp slt i32 %1001, %4
  %1006 = and i1 %1005, %358
  %1007 = or disjoint i32 %354, 77
  %1008 = icmp slt i32 %1007, %4
  %1009 = and i1 %1008, %358
  %1010 = or disjoint i32 %354, 78
  %1011 = icmp slt i32 %1010, %4
  %1012 = and i1 %1011, %358
  %1013 = or disjoint i32 %354, 79
  %1014 = icmp slt i32 %1013, %4
  %1015 = ptrtoint ptr addrspace(1) %1004 to i64
  %1016 = and i64 %1015, 15
  %1017 = icmp eq i64 %1016, 0
  %1018 = and i1 %1006, %1017
  %1019 = and i1 %1011, %1018
  %1020 = and i1 %1014, %1018
  %1021 = xor i1 %1006, %1020
  %1022 = xor i1 %1009, %1020
  %1023 = xor i1 %1012, %1020
  %1024 = xor i1 %358, %1019
  %1025 = and i1 %1014, %1024
  %1026 = zext i1 %1020 to i32
  %1027 = select i1 %88, i32 %291, i32 0
  %1028 = select i1 %88, i32 %292, i32 0
  %1029 = select i1 %88, i32 %293, i32 0
  %1030 = select i1 %88, i32 %294, i32 0
  %1031 = zext i1 %1021 to i32
  %1032 = zext i1 %1022 to i32
  %1033 = zext i1 %1023 to i32
  %1034 = zext i1 %1025 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1026, i32 %1027, i32 %1028, i32 %1029, i32 %1030, ptr addrspace(1) %1004, i32 %1031, i32 %1032, i32 %1033, i32 %1034) #4
  %1035 = or disjoint i32 %354, 80
  %1036 = add i32 %353, %1035
  %1037 = sext i32 %1036 to i64
  %1038 = getelementptr float, ptr addrspace(1) %2, i64 %1037
  %1039 = icmp slt i32 %1035, %4
  %1040 = and i1 %1039, %358
  %1041 = or disjoint i32 %354, 81
  %1042 = icmp slt i32 %1041, %4
  %1043 = and i1 %1042, %358
  %1044 = or disjoint i32 %354, 82
  %1045 = icmp slt i32 %1044, %4
  %1046 = and i1 %1045, %358
  %1047 = or disjoint i32 %354, 83
  %1048 = icmp slt i32 %1047, %4
  %1049 = ptrtoint ptr addrspace(1) %1038 to i64
  %1050 = and i64 %1049, 15
  %1051 = icmp eq i64 %1050, 0
  %1052 = and i1 %1040, %1051
  %1053 = and i1 %1045, %1052
  %1054 = and i1 %1048, %1052
  %1055 = xor i1 %1040, %1054
  %1056 = xor i1 %1043, %1054
  %1057 = xor i1 %1046, %1054
  %1058 = xor i1 %358, %1053
  %1059 = and i1 %1048, %1058
  %1060 = zext i1 %1054 to i32
  %1061 = select i1 %88, i32 %295, i32 0
  %1062 = select i1 %88, i32 %296, i32 0
  %1063 = select i1 %88, i32 %297, i32 0
  %1064 = select i1 %88, i32 %298, i32 0
  %1065 = zext i1 %1055 to i32
  %1066 = zext i1 %1056 to i32
  %1067 = zext i1 %1057 to i32
  %1068 = zext i1 %1059 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1060, i32 %1061, i32 %1062, i32 %1063, i32 %1064, ptr addrspace(1) %1038, i32 %1065, i32 %1066, i32 %1067, i32 %1068) #4
  %1069 = or disjoint i32 %354, 84
  %1070 = add i32 %353, %1069
  %1071 = sext i32 %1070 to i64
  %1072 = getelementptr float, ptr addrspace(1) %2, i64 %1071
  %1073 = icmp slt i32 %1069, %4
  %1074 = and i1 %1073, %358
  %1075 = or disjoint i32 %354, 85
  %1076 = icmp slt i32 %1075, %4
  %1077 = and i1 %1076, %358
  %1078 = or disjoint i32 %354, 86
  %1079 = icmp slt i32 %1078, %4
  %1080 = and i1 %1079, %358
  %1081 = or disjoint i32 %354, 87
  %1082 = icmp slt i32 %1081, %4
  %1083 = ptrtoint ptr addrspace(1) %1072 to i64
  %1084 = and i64 %1083, 15
  %1085 = icmp eq i64 %1084, 0
  %1086 = and i1 %1074, %1085
  %1087 = and i1 %1079, %1086
  %1088 = and i1 %1082, %1086
  %1089 = xor i1 %1074, %1088
  %1090 = xor i1 %1077, %1088
  %1091 = xor i1 %1080, %1088
  %1092 = xor i1 %358, %1087
  %1093 = and i1 %1082, %1092
  %1094 = zext i1 %1088 to i32
  %1095 = select i1 %88, i32 %299, i32 0
  %1096 = select i1 %88, i32 %300, i32 0
  %1097 = select i1 %88, i32 %301, i32 0
  %1098 = select i1 %88, i32 %302, i32 0
  %1099 = zext i1 %1089 to i32
  %1100 = zext i1 %1090 to i32
  %1101 = zext i1 %1091 to i32
  %1102 = zext i1 %1093 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1094, i32 %1095, i32 %1096, i32 %1097, i32 %1098, ptr addrspace(1) %1072, i32 %1099, i32 %1100, i32 %1101, i32 %1102) #4
  %1103 = or disjoint i32 %354, 88
  %1104 = add i32 %353, %1103
  %1105 = sext i32 %1104 to i64
  %1106 = getelementptr float, ptr addrspace(1) %2, i64 %1105
  %1107 = icmp slt i32 %1103, %4
  %1108 = and i1 %1107, %358
  %1109 = or disjoint i32 %354, 89
  %1110 = icmp slt i32 %1109, %4
  %1111 = and i1 %1110, %358
  %1112 = or disjoint i32 %354, 90
  %1113 = icmp slt i32 %1112, %4
  %1114 = and i1 %1113, %358
  %1115 = or disjoint i32 %354, 91
  %1116 = icmp slt i32 %1115, %4
  %1117 = ptrtoint ptr addrspace(1) %1106 to i64
  %1118 = and i64 %1117, 15
  %1119 = icmp eq i64 %1118, 0
  %1120 = and i1 %1108, %1119
  %1121 = and i1 %1113, %1120
  %1122 = and i1 %1116, %1120
  %1123 = xor i1 %1108, %1122
  %1124 = xor i1 %1111, %1122
  %1125 = xor i1 %1114, %1122
  %1126 = xor i1 %358, %1121
  %1127 = and i1 %1116, %1126
  %1128 = zext i1 %1122 to i32
  %1129 = select i1 %88, i32 %303, i32 0
  %1130 = select i1 %88, i32 %304, i32 0
  %1131 = select i1 %88, i32 %305, i32 0
  %1132 = select i1 %88, i32 %306, i32 0
  %1133 = zext i1 %1123 to i32
  %1134 = zext i1 %1124 to i32
  %1135 = zext i1 %1125 to i32
  %1136 = zext i1 %1127 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1128, i32 %1129, i32 %1130, i32 %1131, i32 %1132, ptr addrspace(1) %1106, i32 %1133, i32 %1134, i32 %1135, i32 %1136) #4
  %1137 = or disjoint i32 %354, 92
  %1138 = add i32 %353, %1137
  %1139 = sext i32 %1138 to i64
  %1140 = getelementptr float, ptr addrspace(1) %2, i64 %1139
  %1141 = icmp slt i32 %1137, %4
  %1142 = and i1 %1141, %358
  %1143 = or disjoint i32 %354, 93
  %1144 = icmp slt i32 %1143, %4
  %1145 = and i1 %1144, %358
  %1146 = or disjoint i32 %354, 94
  %1147 = icmp slt i32 %1146, %4
  %1148 = and i1 %1147, %358
  %1149 = or disjoint i32 %354, 95
  %1150 = icmp slt i32 %1149, %4
  %1151 = ptrtoint ptr addrspace(1) %1140 to i64
  %1152 = and i64 %1151, 15
  %1153 = icmp eq i64 %1152, 0
  %1154 = and i1 %1142, %1153
  %1155 = and i1 %1147, %1154
  %1156 = and i1 %1150, %1154
  %1157 = xor i1 %1142, %1156
  %1158 = xor i1 %1145, %1156
  %1159 = xor i1 %1148, %1156
  %1160 = xor i1 %358, %1155
  %1161 = and i1 %1150, %1160
  %1162 = zext i1 %1156 to i32
  %1163 = select i1 %88, i32 %307, i32 0
  %1164 = select i1 %88, i32 %308, i32 0
  %1165 = select i1 %88, i32 %309, i32 0
  %1166 = select i1 %88, i32 %310, i32 0
  %1167 = zext i1 %1157 to i32
  %1168 = zext i1 %1158 to i32
  %1169 = zext i1 %1159 to i32
  %1170 = zext i1 %1161 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1162, i32 %1163, i32 %1164, i32 %1165, i32 %1166, ptr addrspace(1) %1140, i32 %1167, i32 %1168, i32 %1169, i32 %1170) #4
  %1171 = or disjoint i32 %354, 96
  %1172 = add i32 %353, %1171
  %1173 = sext i32 %1172 to i64
  %1174 = getelementptr float, ptr addrspace(1) %2, i64 %1173
  %1175 = icmp slt i32 %1171, %4
  %1176 = and i1 %1175, %358
  %1177 = or disjoint i32 %354, 97
  %1178 = icmp slt i32 %1177, %4
  %1179 = and i1 %1178, %358
  %1180 = or disjoint i32 %354, 98
  %1181 = icmp slt i32 %1180, %4
  %1182 = and i1 %1181, %358
  %1183 = or disjoint i32 %354, 99
  %1184 = icmp slt i32 %1183, %4
  %1185 = ptrtoint ptr addrspace(1) %1174 to i64
  %1186 = and i64 %1185, 15
  %1187 = icmp eq i64 %1186, 0
  %1188 = and i1 %1176, %1187
  %1189 = and i1 %1181, %1188
  %1190 = and i1 %1184, %1188
  %1191 = xor i1 %1176, %1190
  %1192 = xor i1 %1179, %1190
  %1193 = xor i1 %1182, %1190
  %1194 = xor i1 %358, %1189
  %1195 = and i1 %1184, %1194
  %1196 = zext i1 %1190 to i32
  %1197 = select i1 %88, i32 %313, i32 0
  %1198 = select i1 %88, i32 %314, i32 0
  %1199 = select i1 %88, i32 %315, i32 0
  %1200 = select i1 %88, i32 %316, i32 0
  %1201 = zext i1 %1191 to i32
  %1202 = zext i1 %1192 to i32
  %1203 = zext i1 %1193 to i32
  %1204 = zext i1 %1195 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1196, i32 %1197, i32 %1198, i32 %1199, i32 %1200, ptr addrspace(1) %1174, i32 %1201, i32 %1202, i32 %1203, i32 %1204) #4
  %1205 = or disjoint i32 %354, 100
  %1206 = add i32 %353, %1205
  %1207 = sext i32 %1206 to i64
  %1208 = getelementptr float, ptr addrspace(1) %2, i64 %1207
  %1209 = icmp slt i32 %1205, %4
  %1210 = and i1 %1209, %358
  %1211 = or disjoint i32 %354, 101
  %1212 = icmp slt i32 %1211, %4
  %1213 = and i1 %1212, %358
  %1214 = or disjoint i32 %354, 102
  %1215 = icmp slt i32 %1214, %4
  %1216 = and i1 %1215, %358
  %1217 = or disjoint i32 %354, 103
  %1218 = icmp slt i32 %1217, %4
  %1219 = ptrtoint ptr addrspace(1) %1208 to i64
  %1220 = and i64 %1219, 15
  %1221 = icmp eq i64 %1220, 0
  %1222 = and i1 %1210, %1221
  %1223 = and i1 %1215, %1222
  %1224 = and i1 %1218, %1222
  %1225 = xor i1 %1210, %1224
  %1226 = xor i1 %1213, %1224
  %1227 = xor i1 %1216, %1224
  %1228 = xor i1 %358, %1223
  %1229 = and i1 %1218, %1228
  %1230 = zext i1 %1224 to i32
  %1231 = select i1 %88, i32 %317, i32 0
  %1232 = select i1 %88, i32 %318, i32 0
  %1233 = select i1 %88, i32 %319, i32 0
  %1234 = select i1 %88, i32 %320, i32 0
  %1235 = zext i1 %1225 to i32
  %1236 = zext i1 %1226 to i32
  %1237 = zext i1 %1227 to i32
  %1238 = zext i1 %1229 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1230, i32 %1231, i32 %1232, i32 %1233, i32 %1234, ptr addrspace(1) %1208, i32 %1235, i32 %1236, i32 %1237, i32 %1238) #4
  %1239 = or disjoint i32 %354, 104
  %1240 = add i32 %353, %1239
  %1241 = sext i32 %1240 to i64
  %1242 = getelementptr float, ptr addrspace(1) %2, i64 %1241
  %1243 = icmp slt i32 %1239, %4
  %1244 = and i1 %1243, %358
  %1245 = or disjoint i32 %354, 105
  %1246 = icmp slt i32 %1245, %4
  %1247 = and i1 %1246, %358
  %1248 = or disjoint i32 %354, 106
  %1249 = icmp slt i32 %1248, %4
  %1250 = and i1 %1249, %358
  %1251 = or disjoint i32 %354, 107
  %1252 = icmp slt i32 %1251, %4
  %1253 = ptrtoint ptr addrspace(1) %1242 to i64
  %1254 = and i64 %1253, 15
  %1255 = icmp eq i64 %1254, 0
  %1256 = and i1 %1244, %1255
  %1257 = and i1 %1249, %1256
  %1258 = and i1 %1252, %1256
  %1259 = xor i1 %1244, %1258
  %1260 = xor i1 %1247, %1258
  %1261 = xor i1 %1250, %1258
  %1262 = xor i1 %358, %1257
  %1263 = and i1 %1252, %1262
  %1264 = zext i1 %1258 to i32
  %1265 = select i1 %88, i32 %321, i32 0
  %1266 = select i1 %88, i32 %322, i32 0
  %1267 = select i1 %88, i32 %323, i32 0
  %1268 = select i1 %88, i32 %324, i32 0
  %1269 = zext i1 %1259 to i32
  %1270 = zext i1 %1260 to i32
  %1271 = zext i1 %1261 to i32
  %1272 = zext i1 %1263 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1264, i32 %1265, i32 %1266, i32 %1267, i32 %1268, ptr addrspace(1) %1242, i32 %1269, i32 %1270, i32 %1271, i32 %1272) #4
  %1273 = or disjoint i32 %354, 108
  %1274 = add i32 %353, %1273
  %1275 = sext i32 %1274 to i64
  %1276 = getelementptr float, ptr addrspace(1) %2, i64 %1275
  %1277 = icmp slt i32 %1273, %4
  %1278 = and i1 %1277, %358
  %1279 = or disjoint i32 %354, 109
  %1280 = icmp slt i32 %1279, %4
  %1281 = and i1 %1280, %358
  %1282 = or disjoint i32 %354, 110
  %1283 = icmp slt i32 %1282, %4
  %1284 = and i1 %1283, %358
  %1285 = or disjoint i32 %354, 111
  %1286 = icmp slt i32 %1285, %4
  %1287 = ptrtoint ptr addrspace(1) %1276 to i64
  %1288 = and i64 %1287, 15
  %1289 = icmp eq i64 %1288, 0
  %1290 = and i1 %1278, %1289
  %1291 = and i1 %1283, %1290
  %1292 = and i1 %1286, %1290
  %1293 = xor i1 %1278, %1292
  %1294 = xor i1 %1281, %1292
  %1295 = xor i1 %1284, %1292
  %1296 = xor i1 %358, %1291
  %1297 = and i1 %1286, %1296
  %1298 = zext i1 %1292 to i32
  %1299 = select i1 %88, i32 %325, i32 0
  %1300 = select i1 %88, i32 %326, i32 0
  %1301 = select i1 %88, i32 %327, i32 0
  %1302 = select i1 %88, i32 %328, i32 0
  %1303 = zext i1 %1293 to i32
  %1304 = zext i1 %1294 to i32
  %1305 = zext i1 %1295 to i32
  %1306 = zext i1 %1297 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1298, i32 %1299, i32 %1300, i32 %1301, i32 %1302, ptr addrspace(1) %1276, i32 %1303, i32 %1304, i32 %1305, i32 %1306) #4
  %1307 = or disjoint i32 %354, 112
  %1308 = add i32 %353, %1307
  %1309 = sext i32 %1308 to i64
  %1310 = getelementptr float, ptr addrspace(1) %2, i64 %1309
  %1311 = icmp slt i32 %1307, %4
  %1312 = and i1 %1311, %358
  %1313 = or disjoint i32 %354, 113
  %1314 = icmp slt i32 %1313, %4
  %1315 = and i1 %1314, %358
  %1316 = or disjoint i32 %354, 114
  %1317 = icmp slt i32 %1316, %4
  %1318 = and i1 %1317, %358
  %1319 = or disjoint i32 %354, 115
  %1320 = icmp slt i32 %1319, %4
  %1321 = ptrtoint ptr addrspace(1) %1310 to i64
  %1322 = and i64 %1321, 15
  %1323 = icmp eq i64 %1322, 0
  %1324 = and i1 %1312, %1323
  %1325 = and i1 %1317, %1324
  %1326 = and i1 %1320, %1324
  %1327 = xor i1 %1312, %1326
  %1328 = xor i1 %1315, %1326
  %1329 = xor i1 %1318, %1326
  %1330 = xor i1 %358, %1325
  %1331 = and i1 %1320, %1330
  %1332 = zext i1 %1326 to i32
  %1333 = select i1 %88, i32 %329, i32 0
  %1334 = select i1 %88, i32 %330, i32 0
  %1335 = select i1 %88, i32 %331, i32 0
  %1336 = select i1 %88, i32 %332, i32 0
  %1337 = zext i1 %1327 to i32
  %1338 = zext i1 %1328 to i32
  %1339 = zext i1 %1329 to i32
  %1340 = zext i1 %1331 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1332, i32 %1333, i32 %1334, i32 %1335, i32 %1336, ptr addrspace(1) %1310, i32 %1337, i32 %1338, i32 %1339, i32 %1340) #4
  %1341 = or disjoint i32 %354, 116
  %1342 = add i32 %353, %1341
  %1343 = sext i32 %1342 to i64
  %1344 = getelementptr float, ptr addrspace(1) %2, i64 %1343
  %1345 = icmp slt i32 %1341, %4
  %1346 = and i1 %1345, %358
  %1347 = or disjoint i32 %354, 117
  %1348 = icmp slt i32 %1347, %4
  %1349 = and i1 %1348, %358
  %1350 = or disjoint i32 %354, 118
  %1351 = icmp slt i32 %1350, %4
  %1352 = and i1 %1351, %358
  %1353 = or disjoint i32 %354, 119
  %1354 = icmp slt i32 %1353, %4
  %1355 = ptrtoint ptr addrspace(1) %1344 to i64
  %1356 = and i64 %1355, 15
  %1357 = icmp eq i64 %1356, 0
  %1358 = and i1 %1346, %1357
  %1359 = and i1 %1351, %1358
  %1360 = and i1 %1354, %1358
  %1361 = xor i1 %1346, %1360
  %1362 = xor i1 %1349, %1360
  %1363 = xor i1 %1352, %1360
  %1364 = xor i1 %358, %1359
  %1365 = and i1 %1354, %1364
  %1366 = zext i1 %1360 to i32
  %1367 = select i1 %88, i32 %333, i32 0
  %1368 = select i1 %88, i32 %334, i32 0
  %1369 = select i1 %88, i32 %335, i32 0
  %1370 = select i1 %88, i32 %336, i32 0
  %1371 = zext i1 %1361 to i32
  %1372 = zext i1 %1362 to i32
  %1373 = zext i1 %1363 to i32
  %1374 = zext i1 %1365 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1366, i32 %1367, i32 %1368, i32 %1369, i32 %1370, ptr addrspace(1) %1344, i32 %1371, i32 %1372, i32 %1373, i32 %1374) #4
  %1375 = or disjoint i32 %354, 120
  %1376 = add i32 %353, %1375
  %1377 = sext i32 %1376 to i64
  %1378 = getelementptr float, ptr addrspace(1) %2, i64 %1377
  %1379 = icmp slt i32 %1375, %4
  %1380 = and i1 %1379, %358
  %1381 = or disjoint i32 %354, 121
  %1382 = icmp slt i32 %1381, %4
  %1383 = and i1 %1382, %358
  %1384 = or disjoint i32 %354, 122
  %1385 = icmp slt i32 %1384, %4
  %1386 = and i1 %1385, %358
  %1387 = or disjoint i32 %354, 123
  %1388 = icmp slt i32 %1387, %4
  %1389 = ptrtoint ptr addrspace(1) %1378 to i64
  %1390 = and i64 %1389, 15
  %1391 = icmp eq i64 %1390, 0
  %1392 = and i1 %1380, %1391
  %1393 = and i1 %1385, %1392
  %1394 = and i1 %1388, %1392
  %1395 = xor i1 %1380, %1394
  %1396 = xor i1 %1383, %1394
  %1397 = xor i1 %1386, %1394
  %1398 = xor i1 %358, %1393
  %1399 = and i1 %1388, %1398
  %1400 = zext i1 %1394 to i32
  %1401 = select i1 %88, i32 %337, i32 0
  %1402 = select i1 %88, i32 %338, i32 0
  %1403 = select i1 %88, i32 %339, i32 0
  %1404 = select i1 %88, i32 %340, i32 0
  %1405 = zext i1 %1395 to i32
  %1406 = zext i1 %1396 to i32
  %1407 = zext i1 %1397 to i32
  %1408 = zext i1 %1399 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1400, i32 %1401, i32 %1402, i32 %1403, i32 %1404, ptr addrspace(1) %1378, i32 %1405, i32 %1406, i32 %1407, i32 %1408) #4
  %1409 = or disjoint i32 %354, 124
  %1410 = add i32 %353, %1409
  %1411 = sext i32 %1410 to i64
  %1412 = getelementptr float, ptr addrspace(1) %2, i64 %1411
  %1413 = icmp slt i32 %1409, %4
  %1414 = and i1 %1413, %358
  %1415 = or disjoint i32 %354, 125
  %1416 = icmp slt i32 %1415, %4
  %1417 = and i1 %1416, %358
  %1418 = or disjoint i32 %354, 126
  %1419 = icmp slt i32 %1418, %4
  %1420 = and i1 %1419, %358
  %1421 = or disjoint i32 %7, %27
  %1422 = or i32 %1421, 127
  %1423 = icmp slt i32 %1422, %4
  %1424 = ptrtoint ptr addrspace(1) %1412 to i64
  %1425 = and i64 %1424, 15
  %1426 = icmp eq i64 %1425, 0
  %1427 = and i1 %1414, %1426
  %1428 = and i1 %1419, %1427
  %1429 = and i1 %1423, %1428
  %1430 = xor i1 %1414, %1429
  %1431 = xor i1 %1417, %1429
  %1432 = xor i1 %1420, %1429
  %1433 = xor i1 %358, %1428
  %1434 = and i1 %1423, %1433
  %1435 = zext i1 %1429 to i32
  %1436 = select i1 %88, i32 %341, i32 0
  %1437 = select i1 %88, i32 %342, i32 0
  %1438 = select i1 %88, i32 %343, i32 0
  %1439 = select i1 %88, i32 %344, i32 0
  %1440 = zext i1 %1430 to i32
  %1441 = zext i1 %1431 to i32
  %1442 = zext i1 %1432 to i32
  %1443 = zext i1 %1434 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1435, i32 %1436, i32 %1437, i32 %1438, i32 %1439, ptr addrspace(1) %1412, i32 %1440, i32 %1441, i32 %1442, i32 %1443) #4
  br label %.loopexit

.loopexit:                                        ; preds = %._crit_edge16, %91, %350
  call void asm sideeffect "barrier.cluster.arrive;", "~{memory}"() #5
  call void asm sideeffect "barrier.cluster.wait;", "~{memory}"() #5
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

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #2

attributes #0 = { nounwind "nvvm.cluster_dim"="1,2,1" "nvvm.reqntid"="288" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { nounwind }
attributes #5 = { convergent nounwind }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
