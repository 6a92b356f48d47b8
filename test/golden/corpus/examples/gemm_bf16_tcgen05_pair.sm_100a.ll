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
  %.decomposed23 = sub i32 %.decomposed, %22
  %23 = add nuw i32 %.decomposed23, %17
  %24 = shl i32 %23, 8
  %25 = shl nuw nsw i32 %8, 7
  %26 = or disjoint i32 %24, %25
  %27 = shl i32 %21, 8
  %.not13 = icmp eq i32 %7, 0
  br i1 %.not13, label %28, label %29

28:                                               ; preds = %6
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem, i64 131072) to i32)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem, i64 131072) to i32), i32 16)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem, i64 131072) to i32), i32 32)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem, i64 131072) to i32), i32 48)) #4
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #4
  br label %29

29:                                               ; preds = %28, %6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %.not13, label %30, label %31

30:                                               ; preds = %29
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem, i64 131136) to i32)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem, i64 131136) to i32), i32 16)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem, i64 131136) to i32), i32 32)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem, i64 131136) to i32), i32 48)) #4
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #4
  br label %31

31:                                               ; preds = %30, %29
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %.not13, label %32, label %33

32:                                               ; preds = %31
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem, i64 131200) to i32)) #4
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #4
  br label %33

33:                                               ; preds = %32, %31
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %34 = icmp samesign ult i32 %7, 32
  br i1 %34, label %35, label %36

35:                                               ; preds = %33
  tail call void asm sideeffect "tcgen05.alloc.cta_group::2.sync.aligned.shared::cta.b32 [$0], 256;\0A\09tcgen05.relinquish_alloc_permit.cta_group::2.sync.aligned;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem, i64 131216) to i32)) #4
  br label %36

36:                                               ; preds = %35, %33
  tail call void asm sideeffect "tcgen05.fence::before_thread_sync;", "~{memory}"() #4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #4
  %37 = tail call i32 asm sideeffect "ld.shared.b32 $0, [$1];", "=r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem, i64 131216) to i32)) #4
  %.not = icmp eq i32 %8, 0
  %38 = tail call i32 @llvm.smax.i32(i32 %5, i32 0)
  %39 = add nuw i32 %38, 63
  %40 = lshr i32 %39, 6
  %41 = lshr i32 %39, 8
  %42 = and i32 %41, 1
  %43 = xor i32 %42, 1
  %44 = shl nuw nsw i32 %40, 4
  %45 = and i32 %44, 48
  %46 = zext nneg i32 %45 to i64
  %47 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem, i64 131136), i64 %46
  %48 = add nuw nsw i32 %40, 1
  %49 = lshr i32 %48, 2
  %50 = and i32 %49, 1
  %51 = xor i32 %50, 1
  %52 = shl nuw nsw i32 %48, 4
  %53 = and i32 %52, 48
  %54 = zext nneg i32 %53 to i64
  %55 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem, i64 131136), i64 %54
  %56 = add nuw nsw i32 %40, 2
  %57 = lshr i32 %56, 2
  %58 = and i32 %57, 1
  %59 = xor i32 %58, 1
  %60 = shl nuw nsw i32 %56, 4
  %61 = and i32 %60, 48
  %62 = zext nneg i32 %61 to i64
  %63 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem, i64 131136), i64 %62
  %64 = add nuw nsw i32 %40, 3
  %65 = lshr i32 %64, 2
  %66 = and i32 %65, 1
  %67 = xor i32 %66, 1
  %68 = shl nuw nsw i32 %64, 4
  %69 = and i32 %68, 48
  %70 = zext nneg i32 %69 to i64
  %71 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem, i64 131136), i64 %70
  %72 = icmp sgt i32 %5, 0
  tail call void asm sideeffect "barrier.cluster.arrive;", "~{memory}"() #5
  tail call void asm sideeffect "barrier.cluster.wait;", "~{memory}"() #5
  %73 = icmp samesign ugt i32 %7, 255
  br i1 %73, label %75, label %.preheader11

.preheader11:                                     ; preds = %36
  %74 = or i32 %8, %7
  br i1 %72, label %.lr.ph, label %._crit_edge

.lr.ph:                                           ; preds = %.preheader11
  %brmerge.not = icmp eq i32 %74, 0
  br label %111

75:                                               ; preds = %36
  %76 = icmp eq i32 %7, 256
  %or.cond = select i1 %76, i1 %72, i1 false
  br i1 %or.cond, label %.lr.ph12, label %.loopexit

.lr.ph12:                                         ; preds = %75
  %77 = ptrtoint ptr %0 to i64
  %78 = or disjoint i32 %27, %25
  %79 = ptrtoint ptr %1 to i64
  br label %80

80:                                               ; preds = %.lr.ph12, %._crit_edge14
  %81 = phi i32 [ 0, %.lr.ph12 ], [ %109, %._crit_edge14 ]
  %82 = lshr exact i32 %81, 6
  %83 = and i32 %82, 3
  %84 = lshr i32 %81, 8
  %85 = and i32 %84, 1
  %86 = xor i32 %85, 1
  %87 = shl nuw nsw i32 %83, 4
  %88 = zext nneg i32 %87 to i64
  %89 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem, i64 131136), i64 %88
  %90 = ptrtoint ptr addrspace(3) %89 to i64
  %91 = trunc i64 %90 to i32
  br label %92

92:                                               ; preds = %92, %80
  %93 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %91, i32 %86) #4
  %94 = icmp eq i32 %93, 0
  br i1 %94, label %92, label %95

95:                                               ; preds = %92
  %96 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem, i64 131072), i64 %88
  %97 = ptrtoint ptr addrspace(3) %96 to i64
  %98 = trunc i64 %97 to i32
  br i1 %.not, label %99, label %._crit_edge14

99:                                               ; preds = %95
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 %98, i32 65536) #4
  br label %._crit_edge14

._crit_edge14:                                    ; preds = %95, %99
  %100 = shl nuw nsw i32 %83, 14
  %101 = zext nneg i32 %100 to i64
  %102 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem, i64 %101
  %103 = call i32 asm "mapa.shared::cluster.u32 $0, $1, $2;", "=r,r,r"(i32 %98, i32 0) #4
  %104 = ptrtoint ptr addrspace(3) %102 to i64
  %105 = trunc i64 %104 to i32
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.cta_group::2 [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %105, i64 %77, i32 %81, i32 %26, i32 %103) #4
  %106 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem, i64 65536), i64 %101
  %107 = ptrtoint ptr addrspace(3) %106 to i64
  %108 = trunc i64 %107 to i32
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.cta_group::2 [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %108, i64 %79, i32 %81, i32 %78, i32 %103) #4
  %109 = add i32 %81, 64
  %110 = icmp slt i32 %109, %5
  br i1 %110, label %80, label %.loopexit

111:                                              ; preds = %.lr.ph, %.critedge9
  %112 = phi i32 [ 0, %.lr.ph ], [ %149, %.critedge9 ]
  %113 = lshr exact i32 %112, 6
  %114 = and i32 %113, 3
  %115 = lshr i32 %112, 8
  %116 = and i32 %115, 1
  %117 = icmp ne i32 %112, 0
  br i1 %brmerge.not, label %118, label %.critedge9

118:                                              ; preds = %111
  %119 = shl nuw nsw i32 %114, 4
  %120 = zext nneg i32 %119 to i64
  %121 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem, i64 131072), i64 %120
  %122 = ptrtoint ptr addrspace(3) %121 to i64
  %123 = trunc i64 %122 to i32
  br label %124

124:                                              ; preds = %124, %118
  %125 = tail call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %123, i32 %116) #4
  %126 = icmp eq i32 %125, 0
  br i1 %126, label %124, label %.critedge

.critedge:                                        ; preds = %124
  %127 = shl nuw nsw i32 %114, 14
  %128 = zext nneg i32 %127 to i64
  %129 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem, i64 65536), i64 %128
  %130 = ptrtoint ptr addrspace(3) %129 to i64
  %131 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem, i64 %128
  %132 = ptrtoint ptr addrspace(3) %131 to i64
  %133 = zext i1 %117 to i32
  %134 = lshr exact i64 %132, 4
  %135 = and i64 %134, 16320
  %136 = or disjoint i64 %135, 4611756662049538048
  %137 = lshr exact i64 %130, 4
  %138 = and i64 %137, 16320
  %139 = or disjoint i64 %138, 4611756662049538048
  tail call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::2.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %37, i64 %136, i64 %139, i32 272630928, i32 %133) #4
  %140 = or disjoint i64 %135, 4611756662049538050
  %141 = or disjoint i64 %138, 4611756662049538050
  tail call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::2.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %37, i64 %140, i64 %141, i32 272630928, i32 1) #4
  %142 = or disjoint i64 %135, 4611756662049538052
  %143 = or disjoint i64 %138, 4611756662049538052
  tail call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::2.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %37, i64 %142, i64 %143, i32 272630928, i32 1) #4
  %144 = or disjoint i64 %135, 4611756662049538054
  %145 = or disjoint i64 %138, 4611756662049538054
  tail call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::2.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %37, i64 %144, i64 %145, i32 272630928, i32 1) #4
  %146 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem, i64 131136), i64 %120
  %147 = ptrtoint ptr addrspace(3) %146 to i64
  %148 = trunc i64 %147 to i32
  tail call void asm sideeffect "{\0A\09.reg .b16 %tl_m;\0A\09cvt.u16.u32 %tl_m, $1;\0A\09tcgen05.commit.cta_group::2.mbarrier::arrive::one.shared::cluster.multicast::cluster.b64 [$0], %tl_m;\0A\09}", "r,r,~{memory}"(i32 %148, i32 3) #4
  br label %.critedge9

.critedge9:                                       ; preds = %111, %.critedge
  %149 = add i32 %112, 64
  %150 = icmp slt i32 %149, %5
  br i1 %150, label %111, label %._crit_edge

._crit_edge:                                      ; preds = %.critedge9, %.preheader11
  %151 = icmp eq i32 %74, 0
  br i1 %151, label %152, label %.preheader

152:                                              ; preds = %._crit_edge
  tail call void asm sideeffect "{\0A\09.reg .b16 %tl_m;\0A\09cvt.u16.u32 %tl_m, $1;\0A\09tcgen05.commit.cta_group::2.mbarrier::arrive::one.shared::cluster.multicast::cluster.b64 [$0], %tl_m;\0A\09}", "r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem, i64 131200) to i32), i32 3) #4
  br label %.preheader

.preheader:                                       ; preds = %152, %._crit_edge
  br label %153

153:                                              ; preds = %.preheader, %153
  %154 = tail call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem, i64 131200) to i32), i32 0) #4
  %155 = icmp eq i32 %154, 0
  br i1 %155, label %153, label %156

156:                                              ; preds = %153
  br i1 %.not13, label %157, label %.critedge6

157:                                              ; preds = %156
  %158 = ptrtoint ptr addrspace(3) %47 to i64
  %159 = trunc i64 %158 to i32
  br label %160

160:                                              ; preds = %160, %157
  %161 = tail call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %159, i32 %43) #4
  %162 = icmp eq i32 %161, 0
  br i1 %162, label %160, label %163

163:                                              ; preds = %160
  %164 = ptrtoint ptr addrspace(3) %55 to i64
  %165 = trunc i64 %164 to i32
  br label %166

166:                                              ; preds = %166, %163
  %167 = tail call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %165, i32 %51) #4
  %168 = icmp eq i32 %167, 0
  br i1 %168, label %166, label %.critedge4

.critedge4:                                       ; preds = %166
  %169 = ptrtoint ptr addrspace(3) %63 to i64
  %170 = trunc i64 %169 to i32
  br label %171

171:                                              ; preds = %171, %.critedge4
  %172 = tail call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %170, i32 %59) #4
  %173 = icmp eq i32 %172, 0
  br i1 %173, label %171, label %.critedge5

.critedge5:                                       ; preds = %171
  %174 = ptrtoint ptr addrspace(3) %71 to i64
  %175 = trunc i64 %174 to i32
  br label %176

176:                                              ; preds = %176, %.critedge5
  %177 = tail call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %175, i32 %67) #4
  %178 = icmp eq i32 %177, 0
  br i1 %178, label %176, label %.critedge6

.critedge6:                                       ; preds = %176, %156
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #4
  %179 = and i32 %7, 128
  %180 = shl nuw nsw i32 %7, 16
  %181 = and i32 %180, 6291456
  %182 = or disjoint i32 %181, %179
  %183 = add i32 %182, %37
  %184 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %183) #4
  %185 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %184, 0
  %186 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %184, 1
  %187 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %184, 2
  %188 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %184, 3
  %189 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %184, 4
  %190 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %184, 5
  %191 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %184, 6
  %192 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %184, 7
  %193 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %184, 8
  %194 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %184, 9
  %195 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %184, 10
  %196 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %184, 11
  %197 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %184, 12
  %198 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %184, 13
  %199 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %184, 14
  %200 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %184, 15
  %201 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %184, 16
  %202 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %184, 17
  %203 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %184, 18
  %204 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %184, 19
  %205 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %184, 20
  %206 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %184, 21
  %207 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %184, 22
  %208 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %184, 23
  %209 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %184, 24
  %210 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %184, 25
  %211 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %184, 26
  %212 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %184, 27
  %213 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %184, 28
  %214 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %184, 29
  %215 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %184, 30
  %216 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %184, 31
  %217 = add i32 %183, 32
  %218 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %217) #4
  %219 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %218, 0
  %220 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %218, 1
  %221 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %218, 2
  %222 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %218, 3
  %223 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %218, 4
  %224 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %218, 5
  %225 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %218, 6
  %226 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %218, 7
  %227 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %218, 8
  %228 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %218, 9
  %229 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %218, 10
  %230 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %218, 11
  %231 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %218, 12
  %232 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %218, 13
  %233 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %218, 14
  %234 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %218, 15
  %235 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %218, 16
  %236 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %218, 17
  %237 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %218, 18
  %238 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %218, 19
  %239 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %218, 20
  %240 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %218, 21
  %241 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %218, 22
  %242 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %218, 23
  %243 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %218, 24
  %244 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %218, 25
  %245 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %218, 26
  %246 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %218, 27
  %247 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %218, 28
  %248 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %218, 29
  %249 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %218, 30
  %250 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %218, 31
  %251 = add i32 %183, 64
  %252 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %251) #4
  %253 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %252, 0
  %254 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %252, 1
  %255 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %252, 2
  %256 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %252, 3
  %257 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %252, 4
  %258 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %252, 5
  %259 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %252, 6
  %260 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %252, 7
  %261 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %252, 8
  %262 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %252, 9
  %263 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %252, 10
  %264 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %252, 11
  %265 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %252, 12
  %266 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %252, 13
  %267 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %252, 14
  %268 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %252, 15
  %269 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %252, 16
  %270 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %252, 17
  %271 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %252, 18
  %272 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %252, 19
  %273 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %252, 20
  %274 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %252, 21
  %275 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %252, 22
  %276 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %252, 23
  %277 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %252, 24
  %278 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %252, 25
  %279 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %252, 26
  %280 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %252, 27
  %281 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %252, 28
  %282 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %252, 29
  %283 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %252, 30
  %284 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %252, 31
  %285 = add i32 %183, 96
  %286 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %285) #4
  %287 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %286, 0
  %288 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %286, 1
  %289 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %286, 2
  %290 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %286, 3
  %291 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %286, 4
  %292 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %286, 5
  %293 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %286, 6
  %294 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %286, 7
  %295 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %286, 8
  %296 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %286, 9
  %297 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %286, 10
  %298 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %286, 11
  %299 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %286, 12
  %300 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %286, 13
  %301 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %286, 14
  %302 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %286, 15
  %303 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %286, 16
  %304 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %286, 17
  %305 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %286, 18
  %306 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %286, 19
  %307 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %286, 20
  %308 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %286, 21
  %309 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %286, 22
  %310 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %286, 23
  %311 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %286, 24
  %312 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %286, 25
  %313 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %286, 26
  %314 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %286, 27
  %315 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %286, 28
  %316 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %286, 29
  %317 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %286, 30
  %318 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %286, 31
  tail call void asm sideeffect "tcgen05.fence::before_thread_sync;", "~{memory}"() #4
  tail call void asm sideeffect "bar.sync 8, 256;", "~{memory}"() #5
  br i1 %34, label %319, label %320

319:                                              ; preds = %.critedge6
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;\0A\09tcgen05.dealloc.cta_group::2.sync.aligned.b32 $0, 256;", "r,~{memory}"(i32 %37) #4
  br label %320

320:                                              ; preds = %319, %.critedge6
  tail call void asm sideeffect "bar.sync 8, 256;", "~{memory}"() #5
  br i1 %.not13, label %321, label %322

321:                                              ; preds = %320
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem, i64 131136) to i32)) #4
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem, i64 131136) to i32), i32 16)) #4
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem, i64 131136) to i32), i32 32)) #4
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem, i64 131136) to i32), i32 48)) #4
  br label %322

322:                                              ; preds = %321, %320
  tail call void asm sideeffect "bar.sync 8, 256;", "~{memory}"() #5
  br i1 %.not13, label %323, label %324

323:                                              ; preds = %322
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem, i64 131200) to i32)) #4
  br label %324

324:                                              ; preds = %323, %322
  %325 = and i32 %7, 127
  %326 = or disjoint i32 %26, %325
  %327 = mul i32 %326, %4
  %328 = or disjoint i32 %27, %179
  %329 = add i32 %327, %328
  %330 = sext i32 %329 to i64
  %331 = getelementptr float, ptr addrspace(1) %2, i64 %330
  %332 = icmp slt i32 %326, %3
  %333 = icmp slt i32 %328, %4
  %334 = and i1 %333, %332
  %335 = or disjoint i32 %328, 1
  %336 = icmp slt i32 %335, %4
  %337 = and i1 %336, %332
  %338 = or disjoint i32 %328, 2
  %339 = icmp slt i32 %338, %4
  %340 = and i1 %339, %332
  %341 = or disjoint i32 %328, 3
  %342 = icmp slt i32 %341, %4
  %343 = ptrtoint ptr addrspace(1) %331 to i64
  %344 = and i64 %343, 15
  %345 = icmp eq i64 %344, 0
  %346 = and i1 %334, %345
  %347 = and i1 %339, %346
  %348 = and i1 %342, %346
  %349 = xor i1 %334, %348
  %350 = xor i1 %337, %348
  %351 = xor i1 %340, %348
  %352 = xor i1 %332, %347
  %353 = and i1 %342, %352
  %354 = zext i1 %348 to i32
  %355 = select i1 %72, i32 %185, i32 0
  %356 = select i1 %72, i32 %186, i32 0
  %357 = select i1 %72, i32 %187, i32 0
  %358 = select i1 %72, i32 %188, i32 0
  %359 = zext i1 %349 to i32
  %360 = zext i1 %350 to i32
  %361 = zext i1 %351 to i32
  %362 = zext i1 %353 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %354, i32 %355, i32 %356, i32 %357, i32 %358, ptr addrspace(1) %331, i32 %359, i32 %360, i32 %361, i32 %362) #4
  %363 = or disjoint i32 %328, 4
  %364 = add i32 %327, %363
  %365 = sext i32 %364 to i64
  %366 = getelementptr float, ptr addrspace(1) %2, i64 %365
  %367 = icmp slt i32 %363, %4
  %368 = and i1 %367, %332
  %369 = or disjoint i32 %328, 5
  %370 = icmp slt i32 %369, %4
  %371 = and i1 %370, %332
  %372 = or disjoint i32 %328, 6
  %373 = icmp slt i32 %372, %4
  %374 = and i1 %373, %332
  %375 = or disjoint i32 %328, 7
  %376 = icmp slt i32 %375, %4
  %377 = ptrtoint ptr addrspace(1) %366 to i64
  %378 = and i64 %377, 15
  %379 = icmp eq i64 %378, 0
  %380 = and i1 %368, %379
  %381 = and i1 %373, %380
  %382 = and i1 %376, %380
  %383 = xor i1 %368, %382
  %384 = xor i1 %371, %382
  %385 = xor i1 %374, %382
  %386 = xor i1 %332, %381
  %387 = and i1 %376, %386
  %388 = zext i1 %382 to i32
  %389 = select i1 %72, i32 %189, i32 0
  %390 = select i1 %72, i32 %190, i32 0
  %391 = select i1 %72, i32 %191, i32 0
  %392 = select i1 %72, i32 %192, i32 0
  %393 = zext i1 %383 to i32
  %394 = zext i1 %384 to i32
  %395 = zext i1 %385 to i32
  %396 = zext i1 %387 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %388, i32 %389, i32 %390, i32 %391, i32 %392, ptr addrspace(1) %366, i32 %393, i32 %394, i32 %395, i32 %396) #4
  %397 = or disjoint i32 %328, 8
  %398 = add i32 %327, %397
  %399 = sext i32 %398 to i64
  %400 = getelementptr float, ptr addrspace(1) %2, i64 %399
  %401 = icmp slt i32 %397, %4
  %402 = and i1 %401, %332
  %403 = or disjoint i32 %328, 9
  %404 = icmp slt i32 %403, %4
  %405 = and i1 %404, %332
  %406 = or disjoint i32 %328, 10
  %407 = icmp slt i32 %406, %4
  %408 = and i1 %407, %332
  %409 = or disjoint i32 %328, 11
  %410 = icmp slt i32 %409, %4
  %411 = ptrtoint ptr addrspace(1) %400 to i64
  %412 = and i64 %411, 15
  %413 = icmp eq i64 %412, 0
  %414 = and i1 %402, %413
  %415 = and i1 %407, %414
  %416 = and i1 %410, %414
  %417 = xor i1 %402, %416
  %418 = xor i1 %405, %416
  %419 = xor i1 %408, %416
  %420 = xor i1 %332, %415
  %421 = and i1 %410, %420
  %422 = zext i1 %416 to i32
  %423 = select i1 %72, i32 %193, i32 0
  %424 = select i1 %72, i32 %194, i32 0
  %425 = select i1 %72, i32 %195, i32 0
  %426 = select i1 %72, i32 %196, i32 0
  %427 = zext i1 %417 to i32
  %428 = zext i1 %418 to i32
  %429 = zext i1 %419 to i32
  %430 = zext i1 %421 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %422, i32 %423, i32 %424, i32 %425, i32 %426, ptr addrspace(1) %400, i32 %427, i32 %428, i32 %429, i32 %430) #4
  %431 = or disjoint i32 %328, 12
  %432 = add i32 %327, %431
  %433 = sext i32 %432 to i64
  %434 = getelementptr float, ptr addrspace(1) %2, i64 %433
  %435 = icmp slt i32 %431, %4
  %436 = and i1 %435, %332
  %437 = or disjoint i32 %328, 13
  %438 = icmp slt i32 %437, %4
  %439 = and i1 %438, %332
  %440 = or disjoint i32 %328, 14
  %441 = icmp slt i32 %440, %4
  %442 = and i1 %441, %332
  %443 = or disjoint i32 %328, 15
  %444 = icmp slt i32 %443, %4
  %445 = ptrtoint ptr addrspace(1) %434 to i64
  %446 = and i64 %445, 15
  %447 = icmp eq i64 %446, 0
  %448 = and i1 %436, %447
  %449 = and i1 %441, %448
  %450 = and i1 %444, %448
  %451 = xor i1 %436, %450
  %452 = xor i1 %439, %450
  %453 = xor i1 %442, %450
  %454 = xor i1 %332, %449
  %455 = and i1 %444, %454
  %456 = zext i1 %450 to i32
  %457 = select i1 %72, i32 %197, i32 0
  %458 = select i1 %72, i32 %198, i32 0
  %459 = select i1 %72, i32 %199, i32 0
  %460 = select i1 %72, i32 %200, i32 0
  %461 = zext i1 %451 to i32
  %462 = zext i1 %452 to i32
  %463 = zext i1 %453 to i32
  %464 = zext i1 %455 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %456, i32 %457, i32 %458, i32 %459, i32 %460, ptr addrspace(1) %434, i32 %461, i32 %462, i32 %463, i32 %464) #4
  %465 = or disjoint i32 %328, 16
  %466 = add i32 %327, %465
  %467 = sext i32 %466 to i64
  %468 = getelementptr float, ptr addrspace(1) %2, i64 %467
  %469 = icmp slt i32 %465, %4
  %470 = and i1 %469, %332
  %471 = or disjoint i32 %328, 17
  %472 = icmp slt i32 %471, %4
  %473 = and i1 %472, %332
  %474 = or disjoint i32 %328, 18
  %475 = icmp slt i32 %474, %4
  %476 = and i1 %475, %332
  %477 = or disjoint i32 %328, 19
  %478 = icmp slt i32 %477, %4
  %479 = ptrtoint ptr addrspace(1) %468 to i64
  %480 = and i64 %479, 15
  %481 = icmp eq i64 %480, 0
  %482 = and i1 %470, %481
  %483 = and i1 %475, %482
  %484 = and i1 %478, %482
  %485 = xor i1 %470, %484
  %486 = xor i1 %473, %484
  %487 = xor i1 %476, %484
  %488 = xor i1 %332, %483
  %489 = and i1 %478, %488
  %490 = zext i1 %484 to i32
  %491 = select i1 %72, i32 %201, i32 0
  %492 = select i1 %72, i32 %202, i32 0
  %493 = select i1 %72, i32 %203, i32 0
  %494 = select i1 %72, i32 %204, i32 0
  %495 = zext i1 %485 to i32
  %496 = zext i1 %486 to i32
  %497 = zext i1 %487 to i32
  %498 = zext i1 %489 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %490, i32 %491, i32 %492, i32 %493, i32 %494, ptr addrspace(1) %468, i32 %495, i32 %496, i32 %497, i32 %498) #4
  %499 = or disjoint i32 %328, 20
  %500 = add i32 %327, %499
  %501 = sext i32 %500 to i64
  %502 = getelementptr float, ptr addrspace(1) %2, i64 %501
  %503 = icmp slt i32 %499, %4
  %504 = and i1 %503, %332
  %505 = or disjoint i32 %328, 21
  %506 = icmp slt i32 %505, %4
  %507 = and i1 %506, %332
  %508 = or disjoint i32 %328, 22
  %509 = icmp slt i32 %508, %4
  %510 = and i1 %509, %332
  %511 = or disjoint i32 %328, 23
  %512 = icmp slt i32 %511, %4
  %513 = ptrtoint ptr addrspace(1) %502 to i64
  %514 = and i64 %513, 15
  %515 = icmp eq i64 %514, 0
  %516 = and i1 %504, %515
  %517 = and i1 %509, %516
  %518 = and i1 %512, %516
  %519 = xor i1 %504, %518
  %520 = xor i1 %507, %518
  %521 = xor i1 %510, %518
  %522 = xor i1 %332, %517
  %523 = and i1 %512, %522
  %524 = zext i1 %518 to i32
  %525 = select i1 %72, i32 %205, i32 0
  %526 = select i1 %72, i32 %206, i32 0
  %527 = select i1 %72, i32 %207, i32 0
  %528 = select i1 %72, i32 %208, i32 0
  %529 = zext i1 %519 to i32
  %530 = zext i1 %520 to i32
  %531 = zext i1 %521 to i32
  %532 = zext i1 %523 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %524, i32 %525, i32 %526, i32 %527, i32 %528, ptr addrspace(1) %502, i32 %529, i32 %530, i32 %531, i32 %532) #4
  %533 = or disjoint i32 %328, 24
  %534 = add i32 %327, %533
  %535 = sext i32 %534 to i64
  %536 = getelementptr float, ptr addrspace(1) %2, i64 %535
  %537 = icmp slt i32 %533, %4
  %538 = and i1 %537, %332
  %539 = or disjoint i32 %328, 25
  %540 = icmp slt i32 %539, %4
  %541 = and i1 %540, %332
  %542 = or disjoint i32 %328, 26
  %543 = icmp slt i32 %542, %4
  %544 = and i1 %543, %332
  %545 = or disjoint i32 %328, 27
  %546 = icmp slt i32 %545, %4
  %547 = ptrtoint ptr addrspace(1) %536 to i64
  %548 = and i64 %547, 15
  %549 = icmp eq i64 %548, 0
  %550 = and i1 %538, %549
  %551 = and i1 %543, %550
  %552 = and i1 %546, %550
  %553 = xor i1 %538, %552
  %554 = xor i1 %541, %552
  %555 = xor i1 %544, %552
  %556 = xor i1 %332, %551
  %557 = and i1 %546, %556
  %558 = zext i1 %552 to i32
  %559 = select i1 %72, i32 %209, i32 0
  %560 = select i1 %72, i32 %210, i32 0
  %561 = select i1 %72, i32 %211, i32 0
  %562 = select i1 %72, i32 %212, i32 0
  %563 = zext i1 %553 to i32
  %564 = zext i1 %554 to i32
  %565 = zext i1 %555 to i32
  %566 = zext i1 %557 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %558, i32 %559, i32 %560, i32 %561, i32 %562, ptr addrspace(1) %536, i32 %563, i32 %564, i32 %565, i32 %566) #4
  %567 = or disjoint i32 %328, 28
  %568 = add i32 %327, %567
  %569 = sext i32 %568 to i64
  %570 = getelementptr float, ptr addrspace(1) %2, i64 %569
  %571 = icmp slt i32 %567, %4
  %572 = and i1 %571, %332
  %573 = or disjoint i32 %328, 29
  %574 = icmp slt i32 %573, %4
  %575 = and i1 %574, %332
  %576 = or disjoint i32 %328, 30
  %577 = icmp slt i32 %576, %4
  %578 = and i1 %577, %332
  %579 = or disjoint i32 %328, 31
  %580 = icmp slt i32 %579, %4
  %581 = ptrtoint ptr addrspace(1) %570 to i64
  %582 = and i64 %581, 15
  %583 = icmp eq i64 %582, 0
  %584 = and i1 %572, %583
  %585 = and i1 %577, %584
  %586 = and i1 %580, %584
  %587 = xor i1 %572, %586
  %588 = xor i1 %575, %586
  %589 = xor i1 %578, %586
  %590 = xor i1 %332, %585
  %591 = and i1 %580, %590
  %592 = zext i1 %586 to i32
  %593 = select i1 %72, i32 %213, i32 0
  %594 = select i1 %72, i32 %214, i32 0
  %595 = select i1 %72, i32 %215, i32 0
  %596 = select i1 %72, i32 %216, i32 0
  %597 = zext i1 %587 to i32
  %598 = zext i1 %588 to i32
  %599 = zext i1 %589 to i32
  %600 = zext i1 %591 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %592, i32 %593, i32 %594, i32 %595, i32 %596, ptr addrspace(1) %570, i32 %597, i32 %598, i32 %599, i32 %600) #4
  %601 = or disjoint i32 %328, 32
  %602 = add i32 %327, %601
  %603 = sext i32 %602 to i64
  %604 = getelementptr float, ptr addrspace(1) %2, i64 %603
  %605 = icmp slt i32 %601, %4
  %606 = and i1 %605, %332
  %607 = or disjoint i32 %328, 33
  %608 = icmp slt i32 %607, %4
  %609 = and i1 %608, %332
  %610 = or disjoint i32 %328, 34
  %611 = icmp slt i32 %610, %4
  %612 = and i1 %611, %332
  %613 = or disjoint i32 %328, 35
  %614 = icmp slt i32 %613, %4
  %615 = ptrtoint ptr addrspace(1) %604 to i64
  %616 = and i64 %615, 15
  %617 = icmp eq i64 %616, 0
  %618 = and i1 %606, %617
  %619 = and i1 %611, %618
  %620 = and i1 %614, %618
  %621 = xor i1 %606, %620
  %622 = xor i1 %609, %620
  %623 = xor i1 %612, %620
  %624 = xor i1 %332, %619
  %625 = and i1 %614, %624
  %626 = zext i1 %620 to i32
  %627 = select i1 %72, i32 %219, i32 0
  %628 = select i1 %72, i32 %220, i32 0
  %629 = select i1 %72, i32 %221, i32 0
  %630 = select i1 %72, i32 %222, i32 0
  %631 = zext i1 %621 to i32
  %632 = zext i1 %622 to i32
  %633 = zext i1 %623 to i32
  %634 = zext i1 %625 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %626, i32 %627, i32 %628, i32 %629, i32 %630, ptr addrspace(1) %604, i32 %631, i32 %632, i32 %633, i32 %634) #4
  %635 = or disjoint i32 %328, 36
  %636 = add i32 %327, %635
  %637 = sext i32 %636 to i64
  %638 = getelementptr float, ptr addrspace(1) %2, i64 %637
  %639 = icmp slt i32 %635, %4
  %640 = and i1 %639, %332
  %641 = or disjoint i32 %328, 37
  %642 = icmp slt i32 %641, %4
  %643 = and i1 %642, %332
  %644 = or disjoint i32 %328, 38
  %645 = icmp slt i32 %644, %4
  %646 = and i1 %645, %332
  %647 = or disjoint i32 %328, 39
  %648 = icmp slt i32 %647, %4
  %649 = ptrtoint ptr addrspace(1) %638 to i64
  %650 = and i64 %649, 15
  %651 = icmp eq i64 %650, 0
  %652 = and i1 %640, %651
  %653 = and i1 %645, %652
  %654 = and i1 %648, %652
  %655 = xor i1 %640, %654
  %656 = xor i1 %643, %654
  %657 = xor i1 %646, %654
  %658 = xor i1 %332, %653
  %659 = and i1 %648, %658
  %660 = zext i1 %654 to i32
  %661 = select i1 %72, i32 %223, i32 0
  %662 = select i1 %72, i32 %224, i32 0
  %663 = select i1 %72, i32 %225, i32 0
  %664 = select i1 %72, i32 %226, i32 0
  %665 = zext i1 %655 to i32
  %666 = zext i1 %656 to i32
  %667 = zext i1 %657 to i32
  %668 = zext i1 %659 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %660, i32 %661, i32 %662, i32 %663, i32 %664, ptr addrspace(1) %638, i32 %665, i32 %666, i32 %667, i32 %668) #4
  %669 = or disjoint i32 %328, 40
  %670 = add i32 %327, %669
  %671 = sext i32 %670 to i64
  %672 = getelementptr float, ptr addrspace(1) %2, i64 %671
  %673 = icmp slt i32 %669, %4
  %674 = and i1 %673, %332
  %675 = or disjoint i32 %328, 41
  %676 = icmp slt i32 %675, %4
  %677 = and i1 %676, %332
  %678 = or disjoint i32 %328, 42
  %679 = icmp slt i32 %678, %4
  %680 = and i1 %679, %332
  %681 = or disjoint i32 %328, 43
  %682 = icmp slt i32 %681, %4
  %683 = ptrtoint ptr addrspace(1) %672 to i64
  %684 = and i64 %683, 15
  %685 = icmp eq i64 %684, 0
  %686 = and i1 %674, %685
  %687 = and i1 %679, %686
  %688 = and i1 %682, %686
  %689 = xor i1 %674, %688
  %690 = xor i1 %677, %688
  %691 = xor i1 %680, %688
  %692 = xor i1 %332, %687
  %693 = and i1 %682, %692
  %694 = zext i1 %688 to i32
  %695 = select i1 %72, i32 %227, i32 0
  %696 = select i1 %72, i32 %228, i32 0
  %697 = select i1 %72, i32 %229, i32 0
  %698 = select i1 %72, i32 %230, i32 0
  %699 = zext i1 %689 to i32
  %700 = zext i1 %690 to i32
  %701 = zext i1 %691 to i32
  %702 = zext i1 %693 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %694, i32 %695, i32 %696, i32 %697, i32 %698, ptr addrspace(1) %672, i32 %699, i32 %700, i32 %701, i32 %702) #4
  %703 = or disjoint i32 %328, 44
  %704 = add i32 %327, %703
  %705 = sext i32 %704 to i64
  %706 = getelementptr float, ptr addrspace(1) %2, i64 %705
  %707 = icmp slt i32 %703, %4
  %708 = and i1 %707, %332
  %709 = or disjoint i32 %328, 45
  %710 = icmp slt i32 %709, %4
  %711 = and i1 %710, %332
  %712 = or disjoint i32 %328, 46
  %713 = icmp slt i32 %712, %4
  %714 = and i1 %713, %332
  %715 = or disjoint i32 %328, 47
  %716 = icmp slt i32 %715, %4
  %717 = ptrtoint ptr addrspace(1) %706 to i64
  %718 = and i64 %717, 15
  %719 = icmp eq i64 %718, 0
  %720 = and i1 %708, %719
  %721 = and i1 %713, %720
  %722 = and i1 %716, %720
  %723 = xor i1 %708, %722
  %724 = xor i1 %711, %722
  %725 = xor i1 %714, %722
  %726 = xor i1 %332, %721
  %727 = and i1 %716, %726
  %728 = zext i1 %722 to i32
  %729 = select i1 %72, i32 %231, i32 0
  %730 = select i1 %72, i32 %232, i32 0
  %731 = select i1 %72, i32 %233, i32 0
  %732 = select i1 %72, i32 %234, i32 0
  %733 = zext i1 %723 to i32
  %734 = zext i1 %724 to i32
  %735 = zext i1 %725 to i32
  %736 = zext i1 %727 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %728, i32 %729, i32 %730, i32 %731, i32 %732, ptr addrspace(1) %706, i32 %733, i32 %734, i32 %735, i32 %736) #4
  %737 = or disjoint i32 %328, 48
  %738 = add i32 %327, %737
  %739 = sext i32 %738 to i64
  %740 = getelementptr float, ptr addrspace(1) %2, i64 %739
  %741 = icmp slt i32 %737, %4
  %742 = and i1 %741, %332
  %743 = or disjoint i32 %328, 49
  %744 = icmp slt i32 %743, %4
  %745 = and i1 %744, %332
  %746 = or disjoint i32 %328, 50
  %747 = icmp slt i32 %746, %4
  %748 = and i1 %747, %332
  %749 = or disjoint i32 %328, 51
  %750 = icmp slt i32 %749, %4
  %751 = ptrtoint ptr addrspace(1) %740 to i64
  %752 = and i64 %751, 15
  %753 = icmp eq i64 %752, 0
  %754 = and i1 %742, %753
  %755 = and i1 %747, %754
  %756 = and i1 %750, %754
  %757 = xor i1 %742, %756
  %758 = xor i1 %745, %756
  %759 = xor i1 %748, %756
  %760 = xor i1 %332, %755
  %761 = and i1 %750, %760
  %762 = zext i1 %756 to i32
  %763 = select i1 %72, i32 %235, i32 0
  %764 = select i1 %72, i32 %236, i32 0
  %765 = select i1 %72, i32 %237, i32 0
  %766 = select i1 %72, i32 %238, i32 0
  %767 = zext i1 %757 to i32
  %768 = zext i1 %758 to i32
  %769 = zext i1 %759 to i32
  %770 = zext i1 %761 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %762, i32 %763, i32 %764, i32 %765, i32 %766, ptr addrspace(1) %740, i32 %767, i32 %768, i32 %769, i32 %770) #4
  %771 = or disjoint i32 %328, 52
  %772 = add i32 %327, %771
  %773 = sext i32 %772 to i64
  %774 = getelementptr float, ptr addrspace(1) %2, i64 %773
  %775 = icmp slt i32 %771, %4
  %776 = and i1 %775, %332
  %777 = or disjoint i32 %328, 53
  %778 = icmp slt i32 %777, %4
  %779 = and i1 %778, %332
  %780 = or disjoint i32 %328, 54
  %781 = icmp slt i32 %780, %4
  %782 = and i1 %781, %332
  %783 = or disjoint i32 %328, 55
  %784 = icmp slt i32 %783, %4
  %785 = ptrtoint ptr addrspace(1) %774 to i64
  %786 = and i64 %785, 15
  %787 = icmp eq i64 %786, 0
  %788 = and i1 %776, %787
  %789 = and i1 %781, %788
  %790 = and i1 %784, %788
  %791 = xor i1 %776, %790
  %792 = xor i1 %779, %790
  %793 = xor i1 %782, %790
  %794 = xor i1 %332, %789
  %795 = and i1 %784, %794
  %796 = zext i1 %790 to i32
  %797 = select i1 %72, i32 %239, i32 0
  %798 = select i1 %72, i32 %240, i32 0
  %799 = select i1 %72, i32 %241, i32 0
  %800 = select i1 %72, i32 %242, i32 0
  %801 = zext i1 %791 to i32
  %802 = zext i1 %792 to i32
  %803 = zext i1 %793 to i32
  %804 = zext i1 %795 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %796, i32 %797, i32 %798, i32 %799, i32 %800, ptr addrspace(1) %774, i32 %801, i32 %802, i32 %803, i32 %804) #4
  %805 = or disjoint i32 %328, 56
  %806 = add i32 %327, %805
  %807 = sext i32 %806 to i64
  %808 = getelementptr float, ptr addrspace(1) %2, i64 %807
  %809 = icmp slt i32 %805, %4
  %810 = and i1 %809, %332
  %811 = or disjoint i32 %328, 57
  %812 = icmp slt i32 %811, %4
  %813 = and i1 %812, %332
  %814 = or disjoint i32 %328, 58
  %815 = icmp slt i32 %814, %4
  %816 = and i1 %815, %332
  %817 = or disjoint i32 %328, 59
  %818 = icmp slt i32 %817, %4
  %819 = ptrtoint ptr addrspace(1) %808 to i64
  %820 = and i64 %819, 15
  %821 = icmp eq i64 %820, 0
  %822 = and i1 %810, %821
  %823 = and i1 %815, %822
  %824 = and i1 %818, %822
  %825 = xor i1 %810, %824
  %826 = xor i1 %813, %824
  %827 = xor i1 %816, %824
  %828 = xor i1 %332, %823
  %829 = and i1 %818, %828
  %830 = zext i1 %824 to i32
  %831 = select i1 %72, i32 %243, i32 0
  %832 = select i1 %72, i32 %244, i32 0
  %833 = select i1 %72, i32 %245, i32 0
  %834 = select i1 %72, i32 %246, i32 0
  %835 = zext i1 %825 to i32
  %836 = zext i1 %826 to i32
  %837 = zext i1 %827 to i32
  %838 = zext i1 %829 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %830, i32 %831, i32 %832, i32 %833, i32 %834, ptr addrspace(1) %808, i32 %835, i32 %836, i32 %837, i32 %838) #4
  %839 = or disjoint i32 %328, 60
  %840 = add i32 %327, %839
  %841 = sext i32 %840 to i64
  %842 = getelementptr float, ptr addrspace(1) %2, i64 %841
  %843 = icmp slt i32 %839, %4
  %844 = and i1 %843, %332
  %845 = or disjoint i32 %328, 61
  %846 = icmp slt i32 %845, %4
  %847 = and i1 %846, %332
  %848 = or disjoint i32 %328, 62
  %849 = icmp slt i32 %848, %4
  %850 = and i1 %849, %332
  %851 = or disjoint i32 %328, 63
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
  %862 = xor i1 %332, %857
  %863 = and i1 %852, %862
  %864 = zext i1 %858 to i32
  %865 = select i1 %72, i32 %247, i32 0
  %866 = select i1 %72, i32 %248, i32 0
  %867 = select i1 %72, i32 %249, i32 0
  %868 = select i1 %72, i32 %250, i32 0
  %869 = zext i1 %859 to i32
  %870 = zext i1 %860 to i32
  %871 = zext i1 %861 to i32
  %872 = zext i1 %863 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %864, i32 %865, i32 %866, i32 %867, i32 %868, ptr addrspace(1) %842, i32 %869, i32 %870, i32 %871, i32 %872) #4
  %873 = or disjoint i32 %328, 64
  %874 = add i32 %327, %873
  %875 = sext i32 %874 to i64
  %876 = getelementptr float, ptr addrspace(1) %2, i64 %875
  %877 = icmp slt i32 %873, %4
  %878 = and i1 %877, %332
  %879 = or disjoint i32 %328, 65
  %880 = icmp slt i32 %879, %4
  %881 = and i1 %880, %332
  %882 = or disjoint i32 %328, 66
  %883 = icmp slt i32 %882, %4
  %884 = and i1 %883, %332
  %885 = or disjoint i32 %328, 67
  %886 = icmp slt i32 %885, %4
  %887 = ptrtoint ptr addrspace(1) %876 to i64
  %888 = and i64 %887, 15
  %889 = icmp eq i64 %888, 0
  %890 = and i1 %878, %889
  %891 = and i1 %883, %890
  %892 = and i1 %886, %890
  %893 = xor i1 %878, %892
  %894 = xor i1 %881, %892
  %895 = xor i1 %884, %892
  %896 = xor i1 %332, %891
  %897 = and i1 %886, %896
  %898 = zext i1 %892 to i32
  %899 = select i1 %72, i32 %253, i32 0
  %900 = select i1 %72, i32 %254, i32 0
  %901 = select i1 %72, i32 %255, i32 0
  %902 = select i1 %72, i32 %256, i32 0
  %903 = zext i1 %893 to i32
  %904 = zext i1 %894 to i32
  %905 = zext i1 %895 to i32
  %906 = zext i1 %897 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %898, i32 %899, i32 %900, i32 %901, i32 %902, ptr addrspace(1) %876, i32 %903, i32 %904, i32 %905, i32 %906) #4
  %907 = or disjoint i32 %328, 68
  %908 = add i32 %327, %907
  %909 = sext i32 %908 to i64
  %910 = getelementptr float, ptr addrspace(1) %2, i64 %909
  %911 = icmp slt i32 %907, %4
  %912 = and i1 %911, %332
  %913 = or disjoint i32 %328, 69
  %914 = icmp slt i32 %913, %4
  %915 = and i1 %914, %332
  %916 = or disjoint i32 %328, 70
  %917 = icmp slt i32 %916, %4
  %918 = and i1 %917, %332
  %919 = or disjoint i32 %328, 71
  %920 = icmp slt i32 %919, %4
  %921 = ptrtoint ptr addrspace(1) %910 to i64
  %922 = and i64 %921, 15
  %923 = icmp eq i64 %922, 0
  %924 = and i1 %912, %923
  %925 = and i1 %917, %924
  %926 = and i1 %920, %924
  %927 = xor i1 %912, %926
  %928 = xor i1 %915, %926
  %929 = xor i1 %918, %926
  %930 = xor i1 %332, %925
  %931 = and i1 %920, %930
  %932 = zext i1 %926 to i32
  %933 = select i1 %72, i32 %257, i32 0
  %934 = select i1 %72, i32 %258, i32 0
  %935 = select i1 %72, i32 %259, i32 0
  %936 = select i1 %72, i32 %260, i32 0
  %937 = zext i1 %927 to i32
  %938 = zext i1 %928 to i32
  %939 = zext i1 %929 to i32
  %940 = zext i1 %931 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %932, i32 %933, i32 %934, i32 %935, i32 %936, ptr addrspace(1) %910, i32 %937, i32 %938, i32 %939, i32 %940) #4
  %941 = or disjoint i32 %328, 72
  %942 = add i32 %327, %941
  %943 = sext i32 %942 to i64
  %944 = getelementptr float, ptr addrspace(1) %2, i64 %943
  %945 = icmp slt i32 %941, %4
  %946 = and i1 %945, %332
  %947 = or disjoint i32 %328, 73
  %948 = icmp slt i32 %947, %4
  %949 = and i1 %948, %332
  %950 = or disjoint i32 %328, 74
  %951 = icmp slt i32 %950, %4
  %952 = and i1 %951, %332
  %953 = or disjoint i32 %328, 75
  %954 = icmp slt i32 %953, %4
  %955 = ptrtoint ptr addrspace(1) %944 to i64
  %956 = and i64 %955, 15
  %957 = icmp eq i64 %956, 0
  %958 = and i1 %946, %957
  %959 = and i1 %951, %958
  %960 = and i1 %954, %958
  %961 = xor i1 %946, %960
  %962 = xor i1 %949, %960
  %963 = xor i1 %952, %960
  %964 = xor i1 %332, %959
  %965 = and i1 %954, %964
  %966 = zext i1 %960 to i32
  %967 = select i1 %72, i32 %261, i32 0
  %968 = select i1 %72, i32 %262, i32 0
  %969 = select i1 %72, i32 %263, i32 0
  %970 = select i1 %72, i32 %264, i32 0
  %971 = zext i1 %961 to i32
  %972 = zext i1 %962 to i32
  %973 = zext i1 %963 to i32
  %974 = zext i1 %965 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %966, i32 %967, i32 %968, i32 %969, i32 %970, ptr addrspace(1) %944, i32 %971, i32 %972, i32 %973, i32 %974) #4
  %975 = or disjoint i32 %328, 76
  %976 = add i32 %327, %975
  %977 = sext i32 %976 to i64
  %978 = getelementptr float, ptr addrspace(1) %2, i64 %977
  %979 = icmp slt i32 %975, %4
  %980 = and i1 %979, %332
  %981 = or disjoint i32 %328, 77
  %982 = icmp slt i32 %981, %4
  %983 = and i1 %982, %332
  %984 = or disjoint i32 %328, 78
  %985 = icmp slt i32 %984, %4
  %986 = and i1 %985, %332
  %987 = or disjoint i32 %328, 79
  %988 = icmp slt i32 %987, %4
  %989 = ptrtoint ptr addrspace(1) %978 to i64
  %990 = and i64 %989, 15
  %991 = icmp eq i64 %990, 0
  %992 = and i1 %980, %991
  %993 = and i1 %985, %992
  %994 = and i1 %988, %992
  %995 = xor i1 %980, %994
  %996 = xor i1 %983, %994
  %997 = xor i1 %986, %994
  %998 = xor i1 %332, %993
  %999 = and i1 %988, %998
  %1000 = zext i1 %994 to i32
  %1001 = select i1 %72, i32 %265, i32 0
  %1002 = select i1 %72, i32 %266, i32 0
  %1003 = select i1 %72, i32 %267, i32 0
  %1004 = select i1 %72, i32 %268, i32 0
  %1005 = zext i1 %995 to i32
  %1006 = zext i1 %996 to i32
  %1007 = zext i1 %997 to i32
  %1008 = zext i1 %999 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1000, i32 %1001, i32 %1002, i32 %1003, i32 %1004, ptr addrspace(1) %978, i32 %1005, i32 %1006, i32 %1007, i32 %1008) #4
  %1009 = or disjoint i32 %328, 80
  %1010 = add i32 %327, %1009
  %1011 = sext i32 %1010 to i64
  %1012 = getelementptr float, ptr addrspace(1) %2, i64 %1011
  %1013 = icmp slt i32 %1009, %4
  %1014 = and i1 %1013, %332
  %1015 = or disjoint i32 %328, 81
  %1016 = icmp slt i32 %1015, %4
  %1017 = and i1 %1016, %332
  %1018 = or disjoint i32 %328, 82
  %1019 = icmp slt i32 %1018, %4
  %1020 = and i1 %1019, %332
  %1021 = or disjoint i32 %328, 83
  %1022 = icmp slt i32 %1021, %4
  %1023 = ptrtoint ptr addrspace(1) %1012 to i64
  %1024 = and i64 %1023, 15
  %1025 = icmp eq i64 %1024, 0
  %1026 = and i1 %1014, %1025
  %1027 = and i1 %1019, %1026
  %1028 = and i1 %1022, %1026
  %1029 = xor i1 %1014, %1028
  %1030 = xor i1 %1017, %1028
  %1031 = xor i1 %1020, %1028
  %1032 = xor i1 %332, %1027
  %1033 = and i1 %1022, %1032
  %1034 = zext i1 %1028 to i32
  %1035 = select i1 %72, i32 %269, i32 0
  %1036 = select i1 %72, i32 %270, i32 0
  %1037 = select i1 %72, i32 %271, i32 0
  %1038 = select i1 %72, i32 %272, i32 0
  %1039 = zext i1 %1029 to i32
  %1040 = zext i1 %1030 to i32
  %1041 = zext i1 %1031 to i32
  %1042 = zext i1 %1033 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1034, i32 %1035, i32 %1036, i32 %1037, i32 %1038, ptr addrspace(1) %1012, i32 %1039, i32 %1040, i32 %1041, i32 %1042) #4
  %1043 = or disjoint i32 %328, 84
  %1044 = add i32 %327, %1043
  %1045 = sext i32 %1044 to i64
  %1046 = getelementptr float, ptr addrspace(1) %2, i64 %1045
  %1047 = icmp slt i32 %1043, %4
  %1048 = and i1 %1047, %332
  %1049 = or disjoint i32 %328, 85
  %1050 = icmp slt i32 %1049, %4
  %1051 = and i1 %1050, %332
  %1052 = or disjoint i32 %328, 86
  %1053 = icmp slt i32 %1052, %4
  %1054 = and i1 %1053, %332
  %1055 = or disjoint i32 %328, 87
  %1056 = icmp slt i32 %1055, %4
  %1057 = ptrtoint ptr addrspace(1) %1046 to i64
  %1058 = and i64 %1057, 15
  %1059 = icmp eq i64 %1058, 0
  %1060 = and i1 %1048, %1059
  %1061 = and i1 %1053, %1060
  %1062 = and i1 %1056, %1060
  %1063 = xor i1 %1048, %1062
  %1064 = xor i1 %1051, %1062
  %1065 = xor i1 %1054, %1062
  %1066 = xor i1 %332, %1061
  %1067 = and i1 %1056, %1066
  %1068 = zext i1 %1062 to i32
  %1069 = select i1 %72, i32 %273, i32 0
  %1070 = select i1 %72, i32 %274, i32 0
  %1071 = select i1 %72, i32 %275, i32 0
  %1072 = select i1 %72, i32 %276, i32 0
  %1073 = zext i1 %1063 to i32
  %1074 = zext i1 %1064 to i32
  %1075 = zext i1 %1065 to i32
  %1076 = zext i1 %1067 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1068, i32 %1069, i32 %1070, i32 %1071, i32 %1072, ptr addrspace(1) %1046, i32 %1073, i32 %1074, i32 %1075, i32 %1076) #4
  %1077 = or disjoint i32 %328, 88
  %1078 = add i32 %327, %1077
  %1079 = sext i32 %1078 to i64
  %1080 = getelementptr float, ptr addrspace(1) %2, i64 %1079
  %1081 = icmp slt i32 %1077, %4
  %1082 = and i1 %1081, %332
  %1083 = or disjoint i32 %328, 89
  %1084 = icmp slt i32 %1083, %4
  %1085 = and i1 %1084, %332
  %1086 = or disjoint i32 %328, 90
  %1087 = icmp slt i32 %1086, %4
  %1088 = and i1 %1087, %332
  %1089 = or disjoint i32 %328, 91
  %1090 = icmp slt i32 %1089, %4
  %1091 = ptrtoint ptr addrspace(1) %1080 to i64
  %1092 = and i64 %1091, 15
  %1093 = icmp eq i64 %1092, 0
  %1094 = and i1 %1082, %1093
  %1095 = and i1 %1087, %1094
  %1096 = and i1 %1090, %1094
  %1097 = xor i1 %1082, %1096
  %1098 = xor i1 %1085, %1096
  %1099 = xor i1 %1088, %1096
  %1100 = xor i1 %332, %1095
  %1101 = and i1 %1090, %1100
  %1102 = zext i1 %1096 to i32
  %1103 = select i1 %72, i32 %277, i32 0
  %1104 = select i1 %72, i32 %278, i32 0
  %1105 = select i1 %72, i32 %279, i32 0
  %1106 = select i1 %72, i32 %280, i32 0
  %1107 = zext i1 %1097 to i32
  %1108 = zext i1 %1098 to i32
  %1109 = zext i1 %1099 to i32
  %1110 = zext i1 %1101 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1102, i32 %1103, i32 %1104, i32 %1105, i32 %1106, ptr addrspace(1) %1080, i32 %1107, i32 %1108, i32 %1109, i32 %1110) #4
  %1111 = or disjoint i32 %328, 92
  %1112 = add i32 %327, %1111
  %1113 = sext i32 %1112 to i64
  %1114 = getelementptr float, ptr addrspace(1) %2, i64 %1113
  %1115 = icmp slt i32 %1111, %4
  %1116 = and i1 %1115, %332
  %1117 = or disjoint i32 %328, 93
  %1118 = icmp slt i32 %1117, %4
  %1119 = and i1 %1118, %332
  %1120 = or disjoint i32 %328, 94
  %1121 = icmp slt i32 %1120, %4
  %1122 = and i1 %1121, %332
  %1123 = or disjoint i32 %328, 95
  %1124 = icmp slt i32 %1123, %4
  %1125 = ptrtoint ptr addrspace(1) %1114 to i64
  %1126 = and i64 %1125, 15
  %1127 = icmp eq i64 %1126, 0
  %1128 = and i1 %1116, %1127
  %1129 = and i1 %1121, %1128
  %1130 = and i1 %1124, %1128
  %1131 = xor i1 %1116, %1130
  %1132 = xor i1 %1119, %1130
  %1133 = xor i1 %1122, %1130
  %1134 = xor i1 %332, %1129
  %1135 = and i1 %1124, %1134
  %1136 = zext i1 %1130 to i32
  %1137 = select i1 %72, i32 %281, i32 0
  %1138 = select i1 %72, i32 %282, i32 0
  %1139 = select i1 %72, i32 %283, i32 0
  %1140 = select i1 %72, i32 %284, i32 0
  %1141 = zext i1 %1131 to i32
  %1142 = zext i1 %1132 to i32
  %1143 = zext i1 %1133 to i32
  %1144 = zext i1 %1135 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1136, i32 %1137, i32 %1138, i32 %1139, i32 %1140, ptr addrspace(1) %1114, i32 %1141, i32 %1142, i32 %1143, i32 %1144) #4
  %1145 = or disjoint i32 %328, 96
  %1146 = add i32 %327, %1145
  %1147 = sext i32 %1146 to i64
  %1148 = getelementptr float, ptr addrspace(1) %2, i64 %1147
  %1149 = icmp slt i32 %1145, %4
  %1150 = and i1 %1149, %332
  %1151 = or disjoint i32 %328, 97
  %1152 = icmp slt i32 %1151, %4
  %1153 = and i1 %1152, %332
  %1154 = or disjoint i32 %328, 98
  %1155 = icmp slt i32 %1154, %4
  %1156 = and i1 %1155, %332
  %1157 = or disjoint i32 %328, 99
  %1158 = icmp slt i32 %1157, %4
  %1159 = ptrtoint ptr addrspace(1) %1148 to i64
  %1160 = and i64 %1159, 15
  %1161 = icmp eq i64 %1160, 0
  %1162 = and i1 %1150, %1161
  %1163 = and i1 %1155, %1162
  %1164 = and i1 %1158, %1162
  %1165 = xor i1 %1150, %1164
  %1166 = xor i1 %1153, %1164
  %1167 = xor i1 %1156, %1164
  %1168 = xor i1 %332, %1163
  %1169 = and i1 %1158, %1168
  %1170 = zext i1 %1164 to i32
  %1171 = select i1 %72, i32 %287, i32 0
  %1172 = select i1 %72, i32 %288, i32 0
  %1173 = select i1 %72, i32 %289, i32 0
  %1174 = select i1 %72, i32 %290, i32 0
  %1175 = zext i1 %1165 to i32
  %1176 = zext i1 %1166 to i32
  %1177 = zext i1 %1167 to i32
  %1178 = zext i1 %1169 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1170, i32 %1171, i32 %1172, i32 %1173, i32 %1174, ptr addrspace(1) %1148, i32 %1175, i32 %1176, i32 %1177, i32 %1178) #4
  %1179 = or disjoint i32 %328, 100
  %1180 = add i32 %327, %1179
  %1181 = sext i32 %1180 to i64
  %1182 = getelementptr float, ptr addrspace(1) %2, i64 %1181
  %1183 = icmp slt i32 %1179, %4
  %1184 = and i1 %1183, %332
  %1185 = or disjoint i32 %328, 101
  %1186 = icmp slt i32 %1185, %4
  %1187 = and i1 %1186, %332
  %1188 = or disjoint i32 %328, 102
  %1189 = icmp slt i32 %1188, %4
  %1190 = and i1 %1189, %332
  %1191 = or disjoint i32 %328, 103
  %1192 = icmp slt i32 %1191, %4
  %1193 = ptrtoint ptr addrspace(1) %1182 to i64
  %1194 = and i64 %1193, 15
  %1195 = icmp eq i64 %1194, 0
  %1196 = and i1 %1184, %1195
  %1197 = and i1 %1189, %1196
  %1198 = and i1 %1192, %1196
  %1199 = xor i1 %1184, %1198
  %1200 = xor i1 %1187, %1198
  %1201 = xor i1 %1190, %1198
  %1202 = xor i1 %332, %1197
  %1203 = and i1 %1192, %1202
  %1204 = zext i1 %1198 to i32
  %1205 = select i1 %72, i32 %291, i32 0
  %1206 = select i1 %72, i32 %292, i32 0
  %1207 = select i1 %72, i32 %293, i32 0
  %1208 = select i1 %72, i32 %294, i32 0
  %1209 = zext i1 %1199 to i32
  %1210 = zext i1 %1200 to i32
  %1211 = zext i1 %1201 to i32
  %1212 = zext i1 %1203 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1204, i32 %1205, i32 %1206, i32 %1207, i32 %1208, ptr addrspace(1) %1182, i32 %1209, i32 %1210, i32 %1211, i32 %1212) #4
  %1213 = or disjoint i32 %328, 104
  %1214 = add i32 %327, %1213
  %1215 = sext i32 %1214 to i64
  %1216 = getelementptr float, ptr addrspace(1) %2, i64 %1215
  %1217 = icmp slt i32 %1213, %4
  %1218 = and i1 %1217, %332
  %1219 = or disjoint i32 %328, 105
  %1220 = icmp slt i32 %1219, %4
  %1221 = and i1 %1220, %332
  %1222 = or disjoint i32 %328, 106
  %1223 = icmp slt i32 %1222, %4
  %1224 = and i1 %1223, %332
  %1225 = or disjoint i32 %328, 107
  %1226 = icmp slt i32 %1225, %4
  %1227 = ptrtoint ptr addrspace(1) %1216 to i64
  %1228 = and i64 %1227, 15
  %1229 = icmp eq i64 %1228, 0
  %1230 = and i1 %1218, %1229
  %1231 = and i1 %1223, %1230
  %1232 = and i1 %1226, %1230
  %1233 = xor i1 %1218, %1232
  %1234 = xor i1 %1221, %1232
  %1235 = xor i1 %1224, %1232
  %1236 = xor i1 %332, %1231
  %1237 = and i1 %1226, %1236
  %1238 = zext i1 %1232 to i32
  %1239 = select i1 %72, i32 %295, i32 0
  %1240 = select i1 %72, i32 %296, i32 0
  %1241 = select i1 %72, i32 %297, i32 0
  %1242 = select i1 %72, i32 %298, i32 0
  %1243 = zext i1 %1233 to i32
  %1244 = zext i1 %1234 to i32
  %1245 = zext i1 %1235 to i32
  %1246 = zext i1 %1237 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1238, i32 %1239, i32 %1240, i32 %1241, i32 %1242, ptr addrspace(1) %1216, i32 %1243, i32 %1244, i32 %1245, i32 %1246) #4
  %1247 = or disjoint i32 %328, 108
  %1248 = add i32 %327, %1247
  %1249 = sext i32 %1248 to i64
  %1250 = getelementptr float, ptr addrspace(1) %2, i64 %1249
  %1251 = icmp slt i32 %1247, %4
  %1252 = and i1 %1251, %332
  %1253 = or disjoint i32 %328, 109
  %1254 = icmp slt i32 %1253, %4
  %1255 = and i1 %1254, %332
  %1256 = or disjoint i32 %328, 110
  %1257 = icmp slt i32 %1256, %4
  %1258 = and i1 %1257, %332
  %1259 = or disjoint i32 %328, 111
  %1260 = icmp slt i32 %1259, %4
  %1261 = ptrtoint ptr addrspace(1) %1250 to i64
  %1262 = and i64 %1261, 15
  %1263 = icmp eq i64 %1262, 0
  %1264 = and i1 %1252, %1263
  %1265 = and i1 %1257, %1264
  %1266 = and i1 %1260, %1264
  %1267 = xor i1 %1252, %1266
  %1268 = xor i1 %1255, %1266
  %1269 = xor i1 %1258, %1266
  %1270 = xor i1 %332, %1265
  %1271 = and i1 %1260, %1270
  %1272 = zext i1 %1266 to i32
  %1273 = select i1 %72, i32 %299, i32 0
  %1274 = select i1 %72, i32 %300, i32 0
  %1275 = select i1 %72, i32 %301, i32 0
  %1276 = select i1 %72, i32 %302, i32 0
  %1277 = zext i1 %1267 to i32
  %1278 = zext i1 %1268 to i32
  %1279 = zext i1 %1269 to i32
  %1280 = zext i1 %1271 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1272, i32 %1273, i32 %1274, i32 %1275, i32 %1276, ptr addrspace(1) %1250, i32 %1277, i32 %1278, i32 %1279, i32 %1280) #4
  %1281 = or disjoint i32 %328, 112
  %1282 = add i32 %327, %1281
  %1283 = sext i32 %1282 to i64
  %1284 = getelementptr float, ptr addrspace(1) %2, i64 %1283
  %1285 = icmp slt i32 %1281, %4
  %1286 = and i1 %1285, %332
  %1287 = or disjoint i32 %328, 113
  %1288 = icmp slt i32 %1287, %4
  %1289 = and i1 %1288, %332
  %1290 = or disjoint i32 %328, 114
  %1291 = icmp slt i32 %1290, %4
  %1292 = and i1 %1291, %332
  %1293 = or disjoint i32 %328, 115
  %1294 = icmp slt i32 %1293, %4
  %1295 = ptrtoint ptr addrspace(1) %1284 to i64
  %1296 = and i64 %1295, 15
  %1297 = icmp eq i64 %1296, 0
  %1298 = and i1 %1286, %1297
  %1299 = and i1 %1291, %1298
  %1300 = and i1 %1294, %1298
  %1301 = xor i1 %1286, %1300
  %1302 = xor i1 %1289, %1300
  %1303 = xor i1 %1292, %1300
  %1304 = xor i1 %332, %1299
  %1305 = and i1 %1294, %1304
  %1306 = zext i1 %1300 to i32
  %1307 = select i1 %72, i32 %303, i32 0
  %1308 = select i1 %72, i32 %304, i32 0
  %1309 = select i1 %72, i32 %305, i32 0
  %1310 = select i1 %72, i32 %306, i32 0
  %1311 = zext i1 %1301 to i32
  %1312 = zext i1 %1302 to i32
  %1313 = zext i1 %1303 to i32
  %1314 = zext i1 %1305 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1306, i32 %1307, i32 %1308, i32 %1309, i32 %1310, ptr addrspace(1) %1284, i32 %1311, i32 %1312, i32 %1313, i32 %1314) #4
  %1315 = or disjoint i32 %328, 116
  %1316 = add i32 %327, %1315
  %1317 = sext i32 %1316 to i64
  %1318 = getelementptr float, ptr addrspace(1) %2, i64 %1317
  %1319 = icmp slt i32 %1315, %4
  %1320 = and i1 %1319, %332
  %1321 = or disjoint i32 %328, 117
  %1322 = icmp slt i32 %1321, %4
  %1323 = and i1 %1322, %332
  %1324 = or disjoint i32 %328, 118
  %1325 = icmp slt i32 %1324, %4
  %1326 = and i1 %1325, %332
  %1327 = or disjoint i32 %328, 119
  %1328 = icmp slt i32 %1327, %4
  %1329 = ptrtoint ptr addrspace(1) %1318 to i64
  %1330 = and i64 %1329, 15
  %1331 = icmp eq i64 %1330, 0
  %1332 = and i1 %1320, %1331
  %1333 = and i1 %1325, %1332
  %1334 = and i1 %1328, %1332
  %1335 = xor i1 %1320, %1334
  %1336 = xor i1 %1323, %1334
  %1337 = xor i1 %1326, %1334
  %1338 = xor i1 %332, %1333
  %1339 = and i1 %1328, %1338
  %1340 = zext i1 %1334 to i32
  %1341 = select i1 %72, i32 %307, i32 0
  %1342 = select i1 %72, i32 %308, i32 0
  %1343 = select i1 %72, i32 %309, i32 0
  %1344 = select i1 %72, i32 %310, i32 0
  %1345 = zext i1 %1335 to i32
  %1346 = zext i1 %1336 to i32
  %1347 = zext i1 %1337 to i32
  %1348 = zext i1 %1339 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1340, i32 %1341, i32 %1342, i32 %1343, i32 %1344, ptr addrspace(1) %1318, i32 %1345, i32 %1346, i32 %1347, i32 %1348) #4
  %1349 = or disjoint i32 %328, 120
  %1350 = add i32 %327, %1349
  %1351 = sext i32 %1350 to i64
  %1352 = getelementptr float, ptr addrspace(1) %2, i64 %1351
  %1353 = icmp slt i32 %1349, %4
  %1354 = and i1 %1353, %332
  %1355 = or disjoint i32 %328, 121
  %1356 = icmp slt i32 %1355, %4
  %1357 = and i1 %1356, %332
  %1358 = or disjoint i32 %328, 122
  %1359 = icmp slt i32 %1358, %4
  %1360 = and i1 %1359, %332
  %1361 = or disjoint i32 %328, 123
  %1362 = icmp slt i32 %1361, %4
  %1363 = ptrtoint ptr addrspace(1) %1352 to i64
  %1364 = and i64 %1363, 15
  %1365 = icmp eq i64 %1364, 0
  %1366 = and i1 %1354, %1365
  %1367 = and i1 %1359, %1366
  %1368 = and i1 %1362, %1366
  %1369 = xor i1 %1354, %1368
  %1370 = xor i1 %1357, %1368
  %1371 = xor i1 %1360, %1368
  %1372 = xor i1 %332, %1367
  %1373 = and i1 %1362, %1372
  %1374 = zext i1 %1368 to i32
  %1375 = select i1 %72, i32 %311, i32 0
  %1376 = select i1 %72, i32 %312, i32 0
  %1377 = select i1 %72, i32 %313, i32 0
  %1378 = select i1 %72, i32 %314, i32 0
  %1379 = zext i1 %1369 to i32
  %1380 = zext i1 %1370 to i32
  %1381 = zext i1 %1371 to i32
  %1382 = zext i1 %1373 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1374, i32 %1375, i32 %1376, i32 %1377, i32 %1378, ptr addrspace(1) %1352, i32 %1379, i32 %1380, i32 %1381, i32 %1382) #4
  %1383 = or disjoint i32 %328, 124
  %1384 = add i32 %327, %1383
  %1385 = sext i32 %1384 to i64
  %1386 = getelementptr float, ptr addrspace(1) %2, i64 %1385
  %1387 = icmp slt i32 %1383, %4
  %1388 = and i1 %1387, %332
  %1389 = or disjoint i32 %328, 125
  %1390 = icmp slt i32 %1389, %4
  %1391 = and i1 %1390, %332
  %1392 = or disjoint i32 %328, 126
  %1393 = icmp slt i32 %1392, %4
  %1394 = and i1 %1393, %332
  %1395 = or disjoint i32 %7, %27
  %1396 = or i32 %1395, 127
  %1397 = icmp slt i32 %1396, %4
  %1398 = ptrtoint ptr addrspace(1) %1386 to i64
  %1399 = and i64 %1398, 15
  %1400 = icmp eq i64 %1399, 0
  %1401 = and i1 %1388, %1400
  %1402 = and i1 %1393, %1401
  %1403 = and i1 %1397, %1402
  %1404 = xor i1 %1388, %1403
  %1405 = xor i1 %1391, %1403
  %1406 = xor i1 %1394, %1403
  %1407 = xor i1 %332, %1402
  %1408 = and i1 %1397, %1407
  %1409 = zext i1 %1403 to i32
  %1410 = select i1 %72, i32 %315, i32 0
  %1411 = select i1 %72, i32 %316, i32 0
  %1412 = select i1 %72, i32 %317, i32 0
  %1413 = select i1 %72, i32 %318, i32 0
  %1414 = zext i1 %1404 to i32
  %1415 = zext i1 %1405 to i32
  %1416 = zext i1 %1406 to i32
  %1417 = zext i1 %1408 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1409, i32 %1410, i32 %1411, i32 %1412, i32 %1413, ptr addrspace(1) %1386, i32 %1414, i32 %1415, i32 %1416, i32 %1417) #4
  br label %.loopexit

.loopexit:                                        ; preds = %._crit_edge14, %75, %324
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
