; ModuleID = 'tile_kernels'
source_filename = "tile_kernels"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@gemm_bf16_tma_cluster_dsmem = external addrspace(3) global [0 x i8], align 1024

; Function Attrs: nounwind
define ptx_kernel void @gemm_bf16_tma_cluster(ptr byval([128 x i8]) align 64 "nvvm.grid_constant" %0, ptr byval([128 x i8]) align 64 "nvvm.grid_constant" %1, ptr addrspace(1) %2, i32 %3, i32 %4, i32 %5) local_unnamed_addr #0 {
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
  %.decomposed14 = sub i32 %.decomposed, %22
  %23 = add nuw i32 %.decomposed14, %17
  %24 = shl i32 %23, 8
  %25 = shl nuw nsw i32 %8, 7
  %26 = or disjoint i32 %24, %25
  %27 = shl i32 %21, 8
  %28 = icmp eq i32 %7, 0
  br i1 %28, label %29, label %30

29:                                               ; preds = %6
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_cluster_dsmem, i64 196608) to i32)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_cluster_dsmem, i64 196608) to i32), i32 16)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_cluster_dsmem, i64 196608) to i32), i32 32)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_cluster_dsmem, i64 196608) to i32), i32 48)) #4
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #4
  br label %30

30:                                               ; preds = %29, %6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %28, label %31, label %32

31:                                               ; preds = %30
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 2;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_cluster_dsmem, i64 196672) to i32)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 2;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_cluster_dsmem, i64 196672) to i32), i32 16)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 2;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_cluster_dsmem, i64 196672) to i32), i32 32)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 2;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_cluster_dsmem, i64 196672) to i32), i32 48)) #4
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #4
  br label %32

32:                                               ; preds = %31, %30
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %28, label %33, label %34

33:                                               ; preds = %32
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_cluster_dsmem, i64 196736) to i32)) #4
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #4
  br label %34

34:                                               ; preds = %33, %32
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %35 = icmp sgt i32 %5, 0
  tail call void asm sideeffect "barrier.cluster.arrive;", "~{memory}"() #5
  tail call void asm sideeffect "barrier.cluster.wait;", "~{memory}"() #5
  %36 = icmp samesign ugt i32 %7, 255
  br i1 %36, label %37, label %133

37:                                               ; preds = %34
  %38 = icmp eq i32 %7, 256
  br i1 %38, label %.preheader, label %.loopexit

.preheader:                                       ; preds = %37
  br i1 %35, label %.lr.ph7, label %._crit_edge8

.lr.ph7:                                          ; preds = %.preheader
  %39 = ptrtoint ptr %0 to i64
  %40 = ptrtoint ptr %1 to i64
  br label %41

41:                                               ; preds = %.lr.ph7, %73
  %42 = phi i32 [ 0, %.lr.ph7 ], [ %74, %73 ]
  %43 = lshr exact i32 %42, 6
  %44 = and i32 %43, 3
  %45 = lshr i32 %42, 8
  %46 = and i32 %45, 1
  %47 = xor i32 %46, 1
  %48 = shl nuw nsw i32 %44, 4
  %49 = zext nneg i32 %48 to i64
  %50 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_cluster_dsmem, i64 196672), i64 %49
  %51 = ptrtoint ptr addrspace(3) %50 to i64
  %52 = trunc i64 %51 to i32
  br label %53

53:                                               ; preds = %53, %41
  %54 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %52, i32 %47) #4
  %55 = icmp eq i32 %54, 0
  br i1 %55, label %53, label %56

56:                                               ; preds = %53
  %57 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_cluster_dsmem, i64 196608), i64 %49
  %58 = ptrtoint ptr addrspace(3) %57 to i64
  %59 = trunc i64 %58 to i32
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 %59, i32 49152) #4
  %60 = shl nuw nsw i32 %44, 14
  %61 = zext nneg i32 %60 to i64
  %62 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_cluster_dsmem, i64 131072), i64 %61
  %63 = ptrtoint ptr addrspace(3) %62 to i64
  %64 = trunc i64 %63 to i32
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %64, i64 %39, i32 %42, i32 %26, i32 %59) #4
  %65 = and i32 %43, 1
  %66 = icmp eq i32 %65, %8
  br i1 %66, label %67, label %73

67:                                               ; preds = %56
  %68 = shl nuw nsw i32 %44, 15
  %69 = zext nneg i32 %68 to i64
  %70 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_cluster_dsmem, i64 %69
  %71 = ptrtoint ptr addrspace(3) %70 to i64
  %72 = trunc i64 %71 to i32
  call void asm sideeffect "{\0A\09.reg .b16 %tl_m;\0A\09cvt.u16.u32 %tl_m, $5;\0A\09cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster [$0], [$1, {$2, $3}], [$4], %tl_m;\0A\09}", "r,l,r,r,r,r,~{memory}"(i32 %72, i64 %40, i32 %42, i32 %27, i32 %59, i32 3) #4
  br label %73

73:                                               ; preds = %67, %56
  %74 = add i32 %42, 64
  %75 = icmp slt i32 %74, %5
  br i1 %75, label %41, label %._crit_edge8

._crit_edge8:                                     ; preds = %73, %.preheader
  %76 = call i32 @llvm.smax.i32(i32 %5, i32 0)
  %77 = add nuw i32 %76, 63
  %78 = lshr i32 %77, 6
  %79 = lshr i32 %77, 8
  %80 = and i32 %79, 1
  %81 = xor i32 %80, 1
  %82 = shl nuw nsw i32 %78, 4
  %83 = and i32 %82, 48
  %84 = zext nneg i32 %83 to i64
  %85 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_cluster_dsmem, i64 196672), i64 %84
  %86 = ptrtoint ptr addrspace(3) %85 to i64
  %87 = trunc i64 %86 to i32
  br label %88

88:                                               ; preds = %88, %._crit_edge8
  %89 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %87, i32 %81) #4
  %90 = icmp eq i32 %89, 0
  br i1 %90, label %88, label %91

91:                                               ; preds = %88
  %92 = add nuw nsw i32 %78, 1
  %93 = lshr i32 %92, 2
  %94 = and i32 %93, 1
  %95 = xor i32 %94, 1
  %96 = shl nuw nsw i32 %92, 4
  %97 = and i32 %96, 48
  %98 = zext nneg i32 %97 to i64
  %99 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_cluster_dsmem, i64 196672), i64 %98
  %100 = ptrtoint ptr addrspace(3) %99 to i64
  %101 = trunc i64 %100 to i32
  br label %102

102:                                              ; preds = %102, %91
  %103 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %101, i32 %95) #4
  %104 = icmp eq i32 %103, 0
  br i1 %104, label %102, label %105

105:                                              ; preds = %102
  %106 = add nuw nsw i32 %78, 2
  %107 = lshr i32 %106, 2
  %108 = and i32 %107, 1
  %109 = xor i32 %108, 1
  %110 = shl nuw nsw i32 %106, 4
  %111 = and i32 %110, 48
  %112 = zext nneg i32 %111 to i64
  %113 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_cluster_dsmem, i64 196672), i64 %112
  %114 = ptrtoint ptr addrspace(3) %113 to i64
  %115 = trunc i64 %114 to i32
  br label %116

116:                                              ; preds = %116, %105
  %117 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %115, i32 %109) #4
  %118 = icmp eq i32 %117, 0
  br i1 %118, label %116, label %119

119:                                              ; preds = %116
  %120 = add nuw nsw i32 %78, 3
  %121 = lshr i32 %120, 2
  %122 = and i32 %121, 1
  %123 = xor i32 %122, 1
  %124 = shl nuw nsw i32 %120, 4
  %125 = and i32 %124, 48
  %126 = zext nneg i32 %125 to i64
  %127 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_cluster_dsmem, i64 196672), i64 %126
  %128 = ptrtoint ptr addrspace(3) %127 to i64
  %129 = trunc i64 %128 to i32
  br label %130

130:                                              ; preds = %130, %119
  %131 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %129, i32 %123) #4
  %132 = icmp eq i32 %131, 0
  br i1 %132, label %130, label %.loopexit

133:                                              ; preds = %34
  %134 = icmp samesign ult i32 %7, 32
  br i1 %134, label %135, label %136

135:                                              ; preds = %133
  tail call void asm sideeffect "tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [$0], 256;\0A\09tcgen05.relinquish_alloc_permit.cta_group::1.sync.aligned;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_cluster_dsmem, i64 196752) to i32)) #4
  br label %136

136:                                              ; preds = %135, %133
  tail call void asm sideeffect "tcgen05.fence::before_thread_sync;", "~{memory}"() #4
  tail call void asm sideeffect "bar.sync 8, 256;", "~{memory}"() #5
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #4
  %137 = tail call i32 asm sideeffect "ld.shared.b32 $0, [$1];", "=r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_cluster_dsmem, i64 196752) to i32)) #4
  br i1 %35, label %.lr.ph, label %._crit_edge

.lr.ph:                                           ; preds = %136, %.critedge6
  %138 = phi i32 [ %177, %.critedge6 ], [ 0, %136 ]
  %139 = lshr exact i32 %138, 6
  %140 = and i32 %139, 3
  %141 = lshr i32 %138, 8
  %142 = and i32 %141, 1
  br i1 %28, label %143, label %.critedge6

143:                                              ; preds = %.lr.ph
  %144 = shl nuw nsw i32 %140, 4
  %145 = zext nneg i32 %144 to i64
  %146 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_cluster_dsmem, i64 196608), i64 %145
  %147 = ptrtoint ptr addrspace(3) %146 to i64
  %148 = trunc i64 %147 to i32
  br label %149

149:                                              ; preds = %149, %143
  %150 = tail call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %148, i32 %142) #4
  %151 = icmp eq i32 %150, 0
  br i1 %151, label %149, label %.critedge

.critedge:                                        ; preds = %149
  %152 = shl nuw nsw i32 %140, 15
  %153 = zext nneg i32 %152 to i64
  %154 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_cluster_dsmem, i64 %153
  %155 = ptrtoint ptr addrspace(3) %154 to i64
  %156 = shl nuw nsw i32 %140, 14
  %157 = zext nneg i32 %156 to i64
  %158 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_cluster_dsmem, i64 131072), i64 %157
  %159 = ptrtoint ptr addrspace(3) %158 to i64
  %160 = icmp ne i32 %138, 0
  %161 = zext i1 %160 to i32
  %162 = lshr exact i64 %159, 4
  %163 = and i64 %162, 16320
  %164 = or disjoint i64 %163, 4611756662049538048
  %165 = lshr exact i64 %155, 4
  %166 = and i64 %165, 16320
  %167 = or disjoint i64 %166, 4611756662049538048
  tail call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %137, i64 %164, i64 %167, i32 138413200, i32 %161) #4
  %168 = or disjoint i64 %163, 4611756662049538050
  %169 = or disjoint i64 %166, 4611756662049538050
  tail call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %137, i64 %168, i64 %169, i32 138413200, i32 1) #4
  %170 = or disjoint i64 %163, 4611756662049538052
  %171 = or disjoint i64 %166, 4611756662049538052
  tail call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %137, i64 %170, i64 %171, i32 138413200, i32 1) #4
  %172 = or disjoint i64 %163, 4611756662049538054
  %173 = or disjoint i64 %166, 4611756662049538054
  tail call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %137, i64 %172, i64 %173, i32 138413200, i32 1) #4
  %174 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_cluster_dsmem, i64 196672), i64 %145
  %175 = ptrtoint ptr addrspace(3) %174 to i64
  %176 = trunc i64 %175 to i32
  tail call void asm sideeffect "{\0A\09.reg .b16 %tl_m;\0A\09mov.b16 %tl_m, 3;\0A\09tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.multicast::cluster.b64 [$0], %tl_m;\0A\09}", "r,~{memory}"(i32 %176) #4
  br label %.critedge6

.critedge6:                                       ; preds = %.lr.ph, %.critedge
  %177 = add i32 %138, 64
  %178 = icmp slt i32 %177, %5
  br i1 %178, label %.lr.ph, label %._crit_edge

._crit_edge:                                      ; preds = %.critedge6, %136
  br i1 %28, label %179, label %.preheader13

179:                                              ; preds = %._crit_edge
  tail call void asm sideeffect "tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_cluster_dsmem, i64 196736) to i32)) #4
  br label %.preheader13

.preheader13:                                     ; preds = %179, %._crit_edge
  br label %180

180:                                              ; preds = %.preheader13, %180
  %181 = tail call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_cluster_dsmem, i64 196736) to i32), i32 0) #4
  %182 = icmp eq i32 %181, 0
  br i1 %182, label %180, label %183

183:                                              ; preds = %180
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #4
  %184 = and i32 %7, 128
  %185 = shl nuw nsw i32 %7, 16
  %186 = and i32 %185, 6291456
  %187 = or disjoint i32 %186, %184
  %188 = add i32 %187, %137
  %189 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %188) #4
  %190 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %189, 0
  %191 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %189, 1
  %192 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %189, 2
  %193 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %189, 3
  %194 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %189, 4
  %195 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %189, 5
  %196 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %189, 6
  %197 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %189, 7
  %198 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %189, 8
  %199 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %189, 9
  %200 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %189, 10
  %201 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %189, 11
  %202 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %189, 12
  %203 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %189, 13
  %204 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %189, 14
  %205 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %189, 15
  %206 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %189, 16
  %207 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %189, 17
  %208 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %189, 18
  %209 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %189, 19
  %210 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %189, 20
  %211 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %189, 21
  %212 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %189, 22
  %213 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %189, 23
  %214 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %189, 24
  %215 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %189, 25
  %216 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %189, 26
  %217 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %189, 27
  %218 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %189, 28
  %219 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %189, 29
  %220 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %189, 30
  %221 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %189, 31
  %222 = add i32 %188, 32
  %223 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %222) #4
  %224 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %223, 0
  %225 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %223, 1
  %226 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %223, 2
  %227 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %223, 3
  %228 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %223, 4
  %229 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %223, 5
  %230 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %223, 6
  %231 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %223, 7
  %232 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %223, 8
  %233 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %223, 9
  %234 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %223, 10
  %235 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %223, 11
  %236 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %223, 12
  %237 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %223, 13
  %238 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %223, 14
  %239 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %223, 15
  %240 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %223, 16
  %241 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %223, 17
  %242 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %223, 18
  %243 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %223, 19
  %244 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %223, 20
  %245 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %223, 21
  %246 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %223, 22
  %247 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %223, 23
  %248 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %223, 24
  %249 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %223, 25
  %250 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %223, 26
  %251 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %223, 27
  %252 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %223, 28
  %253 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %223, 29
  %254 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %223, 30
  %255 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %223, 31
  %256 = add i32 %188, 64
  %257 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %256) #4
  %258 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %257, 0
  %259 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %257, 1
  %260 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %257, 2
  %261 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %257, 3
  %262 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %257, 4
  %263 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %257, 5
  %264 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %257, 6
  %265 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %257, 7
  %266 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %257, 8
  %267 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %257, 9
  %268 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %257, 10
  %269 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %257, 11
  %270 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %257, 12
  %271 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %257, 13
  %272 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %257, 14
  %273 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %257, 15
  %274 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %257, 16
  %275 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %257, 17
  %276 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %257, 18
  %277 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %257, 19
  %278 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %257, 20
  %279 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %257, 21
  %280 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %257, 22
  %281 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %257, 23
  %282 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %257, 24
  %283 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %257, 25
  %284 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %257, 26
  %285 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %257, 27
  %286 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %257, 28
  %287 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %257, 29
  %288 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %257, 30
  %289 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %257, 31
  %290 = add i32 %188, 96
  %291 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %290) #4
  %292 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %291, 0
  %293 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %291, 1
  %294 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %291, 2
  %295 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %291, 3
  %296 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %291, 4
  %297 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %291, 5
  %298 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %291, 6
  %299 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %291, 7
  %300 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %291, 8
  %301 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %291, 9
  %302 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %291, 10
  %303 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %291, 11
  %304 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %291, 12
  %305 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %291, 13
  %306 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %291, 14
  %307 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %291, 15
  %308 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %291, 16
  %309 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %291, 17
  %310 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %291, 18
  %311 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %291, 19
  %312 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %291, 20
  %313 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %291, 21
  %314 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %291, 22
  %315 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %291, 23
  %316 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %291, 24
  %317 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %291, 25
  %318 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %291, 26
  %319 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %291, 27
  %320 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %291, 28
  %321 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %291, 29
  %322 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %291, 30
  %323 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %291, 31
  tail call void asm sideeffect "tcgen05.fence::before_thread_sync;", "~{memory}"() #4
  tail call void asm sideeffect "bar.sync 8, 256;", "~{memory}"() #5
  br i1 %134, label %324, label %325

324:                                              ; preds = %183
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;\0A\09tcgen05.dealloc.cta_group::1.sync.aligned.b32 $0, 256;", "r,~{memory}"(i32 %137) #4
  br label %325

325:                                              ; preds = %324, %183
  tail call void asm sideeffect "bar.sync 8, 256;", "~{memory}"() #5
  br i1 %28, label %326, label %327

326:                                              ; preds = %325
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_cluster_dsmem, i64 196736) to i32)) #4
  br label %327

327:                                              ; preds = %326, %325
  %328 = and i32 %7, 127
  %329 = or disjoint i32 %26, %328
  %330 = mul i32 %329, %4
  %331 = or disjoint i32 %27, %184
  %332 = add i32 %330, %331
  %333 = sext i32 %332 to i64
  %334 = getelementptr float, ptr addrspace(1) %2, i64 %333
  %335 = icmp slt i32 %329, %3
  %336 = icmp slt i32 %331, %4
  %337 = and i1 %336, %335
  %338 = or disjoint i32 %331, 1
  %339 = icmp slt i32 %338, %4
  %340 = and i1 %339, %335
  %341 = or disjoint i32 %331, 2
  %342 = icmp slt i32 %341, %4
  %343 = and i1 %342, %335
  %344 = or disjoint i32 %331, 3
  %345 = icmp slt i32 %344, %4
  %346 = ptrtoint ptr addrspace(1) %334 to i64
  %347 = and i64 %346, 15
  %348 = icmp eq i64 %347, 0
  %349 = and i1 %337, %348
  %350 = and i1 %342, %349
  %351 = and i1 %345, %349
  %352 = xor i1 %337, %351
  %353 = xor i1 %340, %351
  %354 = xor i1 %343, %351
  %355 = xor i1 %335, %350
  %356 = and i1 %345, %355
  %357 = zext i1 %351 to i32
  %358 = select i1 %35, i32 %190, i32 0
  %359 = select i1 %35, i32 %191, i32 0
  %360 = select i1 %35, i32 %192, i32 0
  %361 = select i1 %35, i32 %193, i32 0
  %362 = zext i1 %352 to i32
  %363 = zext i1 %353 to i32
  %364 = zext i1 %354 to i32
  %365 = zext i1 %356 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %357, i32 %358, i32 %359, i32 %360, i32 %361, ptr addrspace(1) %334, i32 %362, i32 %363, i32 %364, i32 %365) #4
  %366 = or disjoint i32 %331, 4
  %367 = add i32 %330, %366
  %368 = sext i32 %367 to i64
  %369 = getelementptr float, ptr addrspace(1) %2, i64 %368
  %370 = icmp slt i32 %366, %4
  %371 = and i1 %370, %335
  %372 = or disjoint i32 %331, 5
  %373 = icmp slt i32 %372, %4
  %374 = and i1 %373, %335
  %375 = or disjoint i32 %331, 6
  %376 = icmp slt i32 %375, %4
  %377 = and i1 %376, %335
  %378 = or disjoint i32 %331, 7
  %379 = icmp slt i32 %378, %4
  %380 = ptrtoint ptr addrspace(1) %369 to i64
  %381 = and i64 %380, 15
  %382 = icmp eq i64 %381, 0
  %383 = and i1 %371, %382
  %384 = and i1 %376, %383
  %385 = and i1 %379, %383
  %386 = xor i1 %371, %385
  %387 = xor i1 %374, %385
  %388 = xor i1 %377, %385
  %389 = xor i1 %335, %384
  %390 = and i1 %379, %389
  %391 = zext i1 %385 to i32
  %392 = select i1 %35, i32 %194, i32 0
  %393 = select i1 %35, i32 %195, i32 0
  %394 = select i1 %35, i32 %196, i32 0
  %395 = select i1 %35, i32 %197, i32 0
  %396 = zext i1 %386 to i32
  %397 = zext i1 %387 to i32
  %398 = zext i1 %388 to i32
  %399 = zext i1 %390 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %391, i32 %392, i32 %393, i32 %394, i32 %395, ptr addrspace(1) %369, i32 %396, i32 %397, i32 %398, i32 %399) #4
  %400 = or disjoint i32 %331, 8
  %401 = add i32 %330, %400
  %402 = sext i32 %401 to i64
  %403 = getelementptr float, ptr addrspace(1) %2, i64 %402
  %404 = icmp slt i32 %400, %4
  %405 = and i1 %404, %335
  %406 = or disjoint i32 %331, 9
  %407 = icmp slt i32 %406, %4
  %408 = and i1 %407, %335
  %409 = or disjoint i32 %331, 10
  %410 = icmp slt i32 %409, %4
  %411 = and i1 %410, %335
  %412 = or disjoint i32 %331, 11
  %413 = icmp slt i32 %412, %4
  %414 = ptrtoint ptr addrspace(1) %403 to i64
  %415 = and i64 %414, 15
  %416 = icmp eq i64 %415, 0
  %417 = and i1 %405, %416
  %418 = and i1 %410, %417
  %419 = and i1 %413, %417
  %420 = xor i1 %405, %419
  %421 = xor i1 %408, %419
  %422 = xor i1 %411, %419
  %423 = xor i1 %335, %418
  %424 = and i1 %413, %423
  %425 = zext i1 %419 to i32
  %426 = select i1 %35, i32 %198, i32 0
  %427 = select i1 %35, i32 %199, i32 0
  %428 = select i1 %35, i32 %200, i32 0
  %429 = select i1 %35, i32 %201, i32 0
  %430 = zext i1 %420 to i32
  %431 = zext i1 %421 to i32
  %432 = zext i1 %422 to i32
  %433 = zext i1 %424 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %425, i32 %426, i32 %427, i32 %428, i32 %429, ptr addrspace(1) %403, i32 %430, i32 %431, i32 %432, i32 %433) #4
  %434 = or disjoint i32 %331, 12
  %435 = add i32 %330, %434
  %436 = sext i32 %435 to i64
  %437 = getelementptr float, ptr addrspace(1) %2, i64 %436
  %438 = icmp slt i32 %434, %4
  %439 = and i1 %438, %335
  %440 = or disjoint i32 %331, 13
  %441 = icmp slt i32 %440, %4
  %442 = and i1 %441, %335
  %443 = or disjoint i32 %331, 14
  %444 = icmp slt i32 %443, %4
  %445 = and i1 %444, %335
  %446 = or disjoint i32 %331, 15
  %447 = icmp slt i32 %446, %4
  %448 = ptrtoint ptr addrspace(1) %437 to i64
  %449 = and i64 %448, 15
  %450 = icmp eq i64 %449, 0
  %451 = and i1 %439, %450
  %452 = and i1 %444, %451
  %453 = and i1 %447, %451
  %454 = xor i1 %439, %453
  %455 = xor i1 %442, %453
  %456 = xor i1 %445, %453
  %457 = xor i1 %335, %452
  %458 = and i1 %447, %457
  %459 = zext i1 %453 to i32
  %460 = select i1 %35, i32 %202, i32 0
  %461 = select i1 %35, i32 %203, i32 0
  %462 = select i1 %35, i32 %204, i32 0
  %463 = select i1 %35, i32 %205, i32 0
  %464 = zext i1 %454 to i32
  %465 = zext i1 %455 to i32
  %466 = zext i1 %456 to i32
  %467 = zext i1 %458 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %459, i32 %460, i32 %461, i32 %462, i32 %463, ptr addrspace(1) %437, i32 %464, i32 %465, i32 %466, i32 %467) #4
  %468 = or disjoint i32 %331, 16
  %469 = add i32 %330, %468
  %470 = sext i32 %469 to i64
  %471 = getelementptr float, ptr addrspace(1) %2, i64 %470
  %472 = icmp slt i32 %468, %4
  %473 = and i1 %472, %335
  %474 = or disjoint i32 %331, 17
  %475 = icmp slt i32 %474, %4
  %476 = and i1 %475, %335
  %477 = or disjoint i32 %331, 18
  %478 = icmp slt i32 %477, %4
  %479 = and i1 %478, %335
  %480 = or disjoint i32 %331, 19
  %481 = icmp slt i32 %480, %4
  %482 = ptrtoint ptr addrspace(1) %471 to i64
  %483 = and i64 %482, 15
  %484 = icmp eq i64 %483, 0
  %485 = and i1 %473, %484
  %486 = and i1 %478, %485
  %487 = and i1 %481, %485
  %488 = xor i1 %473, %487
  %489 = xor i1 %476, %487
  %490 = xor i1 %479, %487
  %491 = xor i1 %335, %486
  %492 = and i1 %481, %491
  %493 = zext i1 %487 to i32
  %494 = select i1 %35, i32 %206, i32 0
  %495 = select i1 %35, i32 %207, i32 0
  %496 = select i1 %35, i32 %208, i32 0
  %497 = select i1 %35, i32 %209, i32 0
  %498 = zext i1 %488 to i32
  %499 = zext i1 %489 to i32
  %500 = zext i1 %490 to i32
  %501 = zext i1 %492 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %493, i32 %494, i32 %495, i32 %496, i32 %497, ptr addrspace(1) %471, i32 %498, i32 %499, i32 %500, i32 %501) #4
  %502 = or disjoint i32 %331, 20
  %503 = add i32 %330, %502
  %504 = sext i32 %503 to i64
  %505 = getelementptr float, ptr addrspace(1) %2, i64 %504
  %506 = icmp slt i32 %502, %4
  %507 = and i1 %506, %335
  %508 = or disjoint i32 %331, 21
  %509 = icmp slt i32 %508, %4
  %510 = and i1 %509, %335
  %511 = or disjoint i32 %331, 22
  %512 = icmp slt i32 %511, %4
  %513 = and i1 %512, %335
  %514 = or disjoint i32 %331, 23
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
  %525 = xor i1 %335, %520
  %526 = and i1 %515, %525
  %527 = zext i1 %521 to i32
  %528 = select i1 %35, i32 %210, i32 0
  %529 = select i1 %35, i32 %211, i32 0
  %530 = select i1 %35, i32 %212, i32 0
  %531 = select i1 %35, i32 %213, i32 0
  %532 = zext i1 %522 to i32
  %533 = zext i1 %523 to i32
  %534 = zext i1 %524 to i32
  %535 = zext i1 %526 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %527, i32 %528, i32 %529, i32 %530, i32 %531, ptr addrspace(1) %505, i32 %532, i32 %533, i32 %534, i32 %535) #4
  %536 = or disjoint i32 %331, 24
  %537 = add i32 %330, %536
  %538 = sext i32 %537 to i64
  %539 = getelementptr float, ptr addrspace(1) %2, i64 %538
  %540 = icmp slt i32 %536, %4
  %541 = and i1 %540, %335
  %542 = or disjoint i32 %331, 25
  %543 = icmp slt i32 %542, %4
  %544 = and i1 %543, %335
  %545 = or disjoint i32 %331, 26
  %546 = icmp slt i32 %545, %4
  %547 = and i1 %546, %335
  %548 = or disjoint i32 %331, 27
  %549 = icmp slt i32 %548, %4
  %550 = ptrtoint ptr addrspace(1) %539 to i64
  %551 = and i64 %550, 15
  %552 = icmp eq i64 %551, 0
  %553 = and i1 %541, %552
  %554 = and i1 %546, %553
  %555 = and i1 %549, %553
  %556 = xor i1 %541, %555
  %557 = xor i1 %544, %555
  %558 = xor i1 %547, %555
  %559 = xor i1 %335, %554
  %560 = and i1 %549, %559
  %561 = zext i1 %555 to i32
  %562 = select i1 %35, i32 %214, i32 0
  %563 = select i1 %35, i32 %215, i32 0
  %564 = select i1 %35, i32 %216, i32 0
  %565 = select i1 %35, i32 %217, i32 0
  %566 = zext i1 %556 to i32
  %567 = zext i1 %557 to i32
  %568 = zext i1 %558 to i32
  %569 = zext i1 %560 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %561, i32 %562, i32 %563, i32 %564, i32 %565, ptr addrspace(1) %539, i32 %566, i32 %567, i32 %568, i32 %569) #4
  %570 = or disjoint i32 %331, 28
  %571 = add i32 %330, %570
  %572 = sext i32 %571 to i64
  %573 = getelementptr float, ptr addrspace(1) %2, i64 %572
  %574 = icmp slt i32 %570, %4
  %575 = and i1 %574, %335
  %576 = or disjoint i32 %331, 29
  %577 = icmp slt i32 %576, %4
  %578 = and i1 %577, %335
  %579 = or disjoint i32 %331, 30
  %580 = icmp slt i32 %579, %4
  %581 = and i1 %580, %335
  %582 = or disjoint i32 %331, 31
  %583 = icmp slt i32 %582, %4
  %584 = ptrtoint ptr addrspace(1) %573 to i64
  %585 = and i64 %584, 15
  %586 = icmp eq i64 %585, 0
  %587 = and i1 %575, %586
  %588 = and i1 %580, %587
  %589 = and i1 %583, %587
  %590 = xor i1 %575, %589
  %591 = xor i1 %578, %589
  %592 = xor i1 %581, %589
  %593 = xor i1 %335, %588
  %594 = and i1 %583, %593
  %595 = zext i1 %589 to i32
  %596 = select i1 %35, i32 %218, i32 0
  %597 = select i1 %35, i32 %219, i32 0
  %598 = select i1 %35, i32 %220, i32 0
  %599 = select i1 %35, i32 %221, i32 0
  %600 = zext i1 %590 to i32
  %601 = zext i1 %591 to i32
  %602 = zext i1 %592 to i32
  %603 = zext i1 %594 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %595, i32 %596, i32 %597, i32 %598, i32 %599, ptr addrspace(1) %573, i32 %600, i32 %601, i32 %602, i32 %603) #4
  %604 = or disjoint i32 %331, 32
  %605 = add i32 %330, %604
  %606 = sext i32 %605 to i64
  %607 = getelementptr float, ptr addrspace(1) %2, i64 %606
  %608 = icmp slt i32 %604, %4
  %609 = and i1 %608, %335
  %610 = or disjoint i32 %331, 33
  %611 = icmp slt i32 %610, %4
  %612 = and i1 %611, %335
  %613 = or disjoint i32 %331, 34
  %614 = icmp slt i32 %613, %4
  %615 = and i1 %614, %335
  %616 = or disjoint i32 %331, 35
  %617 = icmp slt i32 %616, %4
  %618 = ptrtoint ptr addrspace(1) %607 to i64
  %619 = and i64 %618, 15
  %620 = icmp eq i64 %619, 0
  %621 = and i1 %609, %620
  %622 = and i1 %614, %621
  %623 = and i1 %617, %621
  %624 = xor i1 %609, %623
  %625 = xor i1 %612, %623
  %626 = xor i1 %615, %623
  %627 = xor i1 %335, %622
  %628 = and i1 %617, %627
  %629 = zext i1 %623 to i32
  %630 = select i1 %35, i32 %224, i32 0
  %631 = select i1 %35, i32 %225, i32 0
  %632 = select i1 %35, i32 %226, i32 0
  %633 = select i1 %35, i32 %227, i32 0
  %634 = zext i1 %624 to i32
  %635 = zext i1 %625 to i32
  %636 = zext i1 %626 to i32
  %637 = zext i1 %628 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %629, i32 %630, i32 %631, i32 %632, i32 %633, ptr addrspace(1) %607, i32 %634, i32 %635, i32 %636, i32 %637) #4
  %638 = or disjoint i32 %331, 36
  %639 = add i32 %330, %638
  %640 = sext i32 %639 to i64
  %641 = getelementptr float, ptr addrspace(1) %2, i64 %640
  %642 = icmp slt i32 %638, %4
  %643 = and i1 %642, %335
  %644 = or disjoint i32 %331, 37
  %645 = icmp slt i32 %644, %4
  %646 = and i1 %645, %335
  %647 = or disjoint i32 %331, 38
  %648 = icmp slt i32 %647, %4
  %649 = and i1 %648, %335
  %650 = or disjoint i32 %331, 39
  %651 = icmp slt i32 %650, %4
  %652 = ptrtoint ptr addrspace(1) %641 to i64
  %653 = and i64 %652, 15
  %654 = icmp eq i64 %653, 0
  %655 = and i1 %643, %654
  %656 = and i1 %648, %655
  %657 = and i1 %651, %655
  %658 = xor i1 %643, %657
  %659 = xor i1 %646, %657
  %660 = xor i1 %649, %657
  %661 = xor i1 %335, %656
  %662 = and i1 %651, %661
  %663 = zext i1 %657 to i32
  %664 = select i1 %35, i32 %228, i32 0
  %665 = select i1 %35, i32 %229, i32 0
  %666 = select i1 %35, i32 %230, i32 0
  %667 = select i1 %35, i32 %231, i32 0
  %668 = zext i1 %658 to i32
  %669 = zext i1 %659 to i32
  %670 = zext i1 %660 to i32
  %671 = zext i1 %662 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %663, i32 %664, i32 %665, i32 %666, i32 %667, ptr addrspace(1) %641, i32 %668, i32 %669, i32 %670, i32 %671) #4
  %672 = or disjoint i32 %331, 40
  %673 = add i32 %330, %672
  %674 = sext i32 %673 to i64
  %675 = getelementptr float, ptr addrspace(1) %2, i64 %674
  %676 = icmp slt i32 %672, %4
  %677 = and i1 %676, %335
  %678 = or disjoint i32 %331, 41
  %679 = icmp slt i32 %678, %4
  %680 = and i1 %679, %335
  %681 = or disjoint i32 %331, 42
  %682 = icmp slt i32 %681, %4
  %683 = and i1 %682, %335
  %684 = or disjoint i32 %331, 43
  %685 = icmp slt i32 %684, %4
  %686 = ptrtoint ptr addrspace(1) %675 to i64
  %687 = and i64 %686, 15
  %688 = icmp eq i64 %687, 0
  %689 = and i1 %677, %688
  %690 = and i1 %682, %689
  %691 = and i1 %685, %689
  %692 = xor i1 %677, %691
  %693 = xor i1 %680, %691
  %694 = xor i1 %683, %691
  %695 = xor i1 %335, %690
  %696 = and i1 %685, %695
  %697 = zext i1 %691 to i32
  %698 = select i1 %35, i32 %232, i32 0
  %699 = select i1 %35, i32 %233, i32 0
  %700 = select i1 %35, i32 %234, i32 0
  %701 = select i1 %35, i32 %235, i32 0
  %702 = zext i1 %692 to i32
  %703 = zext i1 %693 to i32
  %704 = zext i1 %694 to i32
  %705 = zext i1 %696 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %697, i32 %698, i32 %699, i32 %700, i32 %701, ptr addrspace(1) %675, i32 %702, i32 %703, i32 %704, i32 %705) #4
  %706 = or disjoint i32 %331, 44
  %707 = add i32 %330, %706
  %708 = sext i32 %707 to i64
  %709 = getelementptr float, ptr addrspace(1) %2, i64 %708
  %710 = icmp slt i32 %706, %4
  %711 = and i1 %710, %335
  %712 = or disjoint i32 %331, 45
  %713 = icmp slt i32 %712, %4
  %714 = and i1 %713, %335
  %715 = or disjoint i32 %331, 46
  %716 = icmp slt i32 %715, %4
  %717 = and i1 %716, %335
  %718 = or disjoint i32 %331, 47
  %719 = icmp slt i32 %718, %4
  %720 = ptrtoint ptr addrspace(1) %709 to i64
  %721 = and i64 %720, 15
  %722 = icmp eq i64 %721, 0
  %723 = and i1 %711, %722
  %724 = and i1 %716, %723
  %725 = and i1 %719, %723
  %726 = xor i1 %711, %725
  %727 = xor i1 %714, %725
  %728 = xor i1 %717, %725
  %729 = xor i1 %335, %724
  %730 = and i1 %719, %729
  %731 = zext i1 %725 to i32
  %732 = select i1 %35, i32 %236, i32 0
  %733 = select i1 %35, i32 %237, i32 0
  %734 = select i1 %35, i32 %238, i32 0
  %735 = select i1 %35, i32 %239, i32 0
  %736 = zext i1 %726 to i32
  %737 = zext i1 %727 to i32
  %738 = zext i1 %728 to i32
  %739 = zext i1 %730 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %731, i32 %732, i32 %733, i32 %734, i32 %735, ptr addrspace(1) %709, i32 %736, i32 %737, i32 %738, i32 %739) #4
  %740 = or disjoint i32 %331, 48
  %741 = add i32 %330, %740
  %742 = sext i32 %741 to i64
  %743 = getelementptr float, ptr addrspace(1) %2, i64 %742
  %744 = icmp slt i32 %740, %4
  %745 = and i1 %744, %335
  %746 = or disjoint i32 %331, 49
  %747 = icmp slt i32 %746, %4
  %748 = and i1 %747, %335
  %749 = or disjoint i32 %331, 50
  %750 = icmp slt i32 %749, %4
  %751 = and i1 %750, %335
  %752 = or disjoint i32 %331, 51
  %753 = icmp slt i32 %752, %4
  %754 = ptrtoint ptr addrspace(1) %743 to i64
  %755 = and i64 %754, 15
  %756 = icmp eq i64 %755, 0
  %757 = and i1 %745, %756
  %758 = and i1 %750, %757
  %759 = and i1 %753, %757
  %760 = xor i1 %745, %759
  %761 = xor i1 %748, %759
  %762 = xor i1 %751, %759
  %763 = xor i1 %335, %758
  %764 = and i1 %753, %763
  %765 = zext i1 %759 to i32
  %766 = select i1 %35, i32 %240, i32 0
  %767 = select i1 %35, i32 %241, i32 0
  %768 = select i1 %35, i32 %242, i32 0
  %769 = select i1 %35, i32 %243, i32 0
  %770 = zext i1 %760 to i32
  %771 = zext i1 %761 to i32
  %772 = zext i1 %762 to i32
  %773 = zext i1 %764 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %765, i32 %766, i32 %767, i32 %768, i32 %769, ptr addrspace(1) %743, i32 %770, i32 %771, i32 %772, i32 %773) #4
  %774 = or disjoint i32 %331, 52
  %775 = add i32 %330, %774
  %776 = sext i32 %775 to i64
  %777 = getelementptr float, ptr addrspace(1) %2, i64 %776
  %778 = icmp slt i32 %774, %4
  %779 = and i1 %778, %335
  %780 = or disjoint i32 %331, 53
  %781 = icmp slt i32 %780, %4
  %782 = and i1 %781, %335
  %783 = or disjoint i32 %331, 54
  %784 = icmp slt i32 %783, %4
  %785 = and i1 %784, %335
  %786 = or disjoint i32 %331, 55
  %787 = icmp slt i32 %786, %4
  %788 = ptrtoint ptr addrspace(1) %777 to i64
  %789 = and i64 %788, 15
  %790 = icmp eq i64 %789, 0
  %791 = and i1 %779, %790
  %792 = and i1 %784, %791
  %793 = and i1 %787, %791
  %794 = xor i1 %779, %793
  %795 = xor i1 %782, %793
  %796 = xor i1 %785, %793
  %797 = xor i1 %335, %792
  %798 = and i1 %787, %797
  %799 = zext i1 %793 to i32
  %800 = select i1 %35, i32 %244, i32 0
  %801 = select i1 %35, i32 %245, i32 0
  %802 = select i1 %35, i32 %246, i32 0
  %803 = select i1 %35, i32 %247, i32 0
  %804 = zext i1 %794 to i32
  %805 = zext i1 %795 to i32
  %806 = zext i1 %796 to i32
  %807 = zext i1 %798 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %799, i32 %800, i32 %801, i32 %802, i32 %803, ptr addrspace(1) %777, i32 %804, i32 %805, i32 %806, i32 %807) #4
  %808 = or disjoint i32 %331, 56
  %809 = add i32 %330, %808
  %810 = sext i32 %809 to i64
  %811 = getelementptr float, ptr addrspace(1) %2, i64 %810
  %812 = icmp slt i32 %808, %4
  %813 = and i1 %812, %335
  %814 = or disjoint i32 %331, 57
  %815 = icmp slt i32 %814, %4
  %816 = and i1 %815, %335
  %817 = or disjoint i32 %331, 58
  %818 = icmp slt i32 %817, %4
  %819 = and i1 %818, %335
  %820 = or disjoint i32 %331, 59
  %821 = icmp slt i32 %820, %4
  %822 = ptrtoint ptr addrspace(1) %811 to i64
  %823 = and i64 %822, 15
  %824 = icmp eq i64 %823, 0
  %825 = and i1 %813, %824
  %826 = and i1 %818, %825
  %827 = and i1 %821, %825
  %828 = xor i1 %813, %827
  %829 = xor i1 %816, %827
  %830 = xor i1 %819, %827
  %831 = xor i1 %335, %826
  %832 = and i1 %821, %831
  %833 = zext i1 %827 to i32
  %834 = select i1 %35, i32 %248, i32 0
  %835 = select i1 %35, i32 %249, i32 0
  %836 = select i1 %35, i32 %250, i32 0
  %837 = select i1 %35, i32 %251, i32 0
  %838 = zext i1 %828 to i32
  %839 = zext i1 %829 to i32
  %840 = zext i1 %830 to i32
  %841 = zext i1 %832 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %833, i32 %834, i32 %835, i32 %836, i32 %837, ptr addrspace(1) %811, i32 %838, i32 %839, i32 %840, i32 %841) #4
  %842 = or disjoint i32 %331, 60
  %843 = add i32 %330, %842
  %844 = sext i32 %843 to i64
  %845 = getelementptr float, ptr addrspace(1) %2, i64 %844
  %846 = icmp slt i32 %842, %4
  %847 = and i1 %846, %335
  %848 = or disjoint i32 %331, 61
  %849 = icmp slt i32 %848, %4
  %850 = and i1 %849, %335
  %851 = or disjoint i32 %331, 62
  %852 = icmp slt i32 %851, %4
  %853 = and i1 %852, %335
  %854 = or disjoint i32 %331, 63
  %855 = icmp slt i32 %854, %4
  %856 = ptrtoint ptr addrspace(1) %845 to i64
  %857 = and i64 %856, 15
  %858 = icmp eq i64 %857, 0
  %859 = and i1 %847, %858
  %860 = and i1 %852, %859
  %861 = and i1 %855, %859
  %862 = xor i1 %847, %861
  %863 = xor i1 %850, %861
  %864 = xor i1 %853, %861
  %865 = xor i1 %335, %860
  %866 = and i1 %855, %865
  %867 = zext i1 %861 to i32
  %868 = select i1 %35, i32 %252, i32 0
  %869 = select i1 %35, i32 %253, i32 0
  %870 = select i1 %35, i32 %254, i32 0
  %871 = select i1 %35, i32 %255, i32 0
  %872 = zext i1 %862 to i32
  %873 = zext i1 %863 to i32
  %874 = zext i1 %864 to i32
  %875 = zext i1 %866 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %867, i32 %868, i32 %869, i32 %870, i32 %871, ptr addrspace(1) %845, i32 %872, i32 %873, i32 %874, i32 %875) #4
  %876 = or disjoint i32 %331, 64
  %877 = add i32 %330, %876
  %878 = sext i32 %877 to i64
  %879 = getelementptr float, ptr addrspace(1) %2, i64 %878
  %880 = icmp slt i32 %876, %4
  %881 = and i1 %880, %335
  %882 = or disjoint i32 %331, 65
  %883 = icmp slt i32 %882, %4
  %884 = and i1 %883, %335
  %885 = or disjoint i32 %331, 66
  %886 = icmp slt i32 %885, %4
  %887 = and i1 %886, %335
  %888 = or disjoint i32 %331, 67
  %889 = icmp slt i32 %888, %4
  %890 = ptrtoint ptr addrspace(1) %879 to i64
  %891 = and i64 %890, 15
  %892 = icmp eq i64 %891, 0
  %893 = and i1 %881, %892
  %894 = and i1 %886, %893
  %895 = and i1 %889, %893
  %896 = xor i1 %881, %895
  %897 = xor i1 %884, %895
  %898 = xor i1 %887, %895
  %899 = xor i1 %335, %894
  %900 = and i1 %889, %899
  %901 = zext i1 %895 to i32
  %902 = select i1 %35, i32 %258, i32 0
  %903 = select i1 %35, i32 %259, i32 0
  %904 = select i1 %35, i32 %260, i32 0
  %905 = select i1 %35, i32 %261, i32 0
  %906 = zext i1 %896 to i32
  %907 = zext i1 %897 to i32
  %908 = zext i1 %898 to i32
  %909 = zext i1 %900 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %901, i32 %902, i32 %903, i32 %904, i32 %905, ptr addrspace(1) %879, i32 %906, i32 %907, i32 %908, i32 %909) #4
  %910 = or disjoint i32 %331, 68
  %911 = add i32 %330, %910
  %912 = sext i32 %911 to i64
  %913 = getelementptr float, ptr addrspace(1) %2, i64 %912
  %914 = icmp slt i32 %910, %4
  %915 = and i1 %914, %335
  %916 = or disjoint i32 %331, 69
  %917 = icmp slt i32 %916, %4
  %918 = and i1 %917, %335
  %919 = or disjoint i32 %331, 70
  %920 = icmp slt i32 %919, %4
  %921 = and i1 %920, %335
  %922 = or disjoint i32 %331, 71
  %923 = icmp slt i32 %922, %4
  %924 = ptrtoint ptr addrspace(1) %913 to i64
  %925 = and i64 %924, 15
  %926 = icmp eq i64 %925, 0
  %927 = and i1 %915, %926
  %928 = and i1 %920, %927
  %929 = and i1 %923, %927
  %930 = xor i1 %915, %929
  %931 = xor i1 %918, %929
  %932 = xor i1 %921, %929
  %933 = xor i1 %335, %928
  %934 = and i1 %923, %933
  %935 = zext i1 %929 to i32
  %936 = select i1 %35, i32 %262, i32 0
  %937 = select i1 %35, i32 %263, i32 0
  %938 = select i1 %35, i32 %264, i32 0
  %939 = select i1 %35, i32 %265, i32 0
  %940 = zext i1 %930 to i32
  %941 = zext i1 %931 to i32
  %942 = zext i1 %932 to i32
  %943 = zext i1 %934 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %935, i32 %936, i32 %937, i32 %938, i32 %939, ptr addrspace(1) %913, i32 %940, i32 %941, i32 %942, i32 %943) #4
  %944 = or disjoint i32 %331, 72
  %945 = add i32 %330, %944
  %946 = sext i32 %945 to i64
  %947 = getelementptr float, ptr addrspace(1) %2, i64 %946
  %948 = icmp slt i32 %944, %4
  %949 = and i1 %948, %335
  %950 = or disjoint i32 %331, 73
  %951 = icmp slt i32 %950, %4
  %952 = and i1 %951, %335
  %953 = or disjoint i32 %331, 74
  %954 = icmp slt i32 %953, %4
  %955 = and i1 %954, %335
  %956 = or disjoint i32 %331, 75
  %957 = icmp slt i32 %956, %4
  %958 = ptrtoint ptr addrspace(1) %947 to i64
  %959 = and i64 %958, 15
  %960 = icmp eq i64 %959, 0
  %961 = and i1 %949, %960
  %962 = and i1 %954, %961
  %963 = and i1 %957, %961
  %964 = xor i1 %949, %963
  %965 = xor i1 %952, %963
  %966 = xor i1 %955, %963
  %967 = xor i1 %335, %962
  %968 = and i1 %957, %967
  %969 = zext i1 %963 to i32
  %970 = select i1 %35, i32 %266, i32 0
  %971 = select i1 %35, i32 %267, i32 0
  %972 = select i1 %35, i32 %268, i32 0
  %973 = select i1 %35, i32 %269, i32 0
  %974 = zext i1 %964 to i32
  %975 = zext i1 %965 to i32
  %976 = zext i1 %966 to i32
  %977 = zext i1 %968 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %969, i32 %970, i32 %971, i32 %972, i32 %973, ptr addrspace(1) %947, i32 %974, i32 %975, i32 %976, i32 %977) #4
  %978 = or disjoint i32 %331, 76
  %979 = add i32 %330, %978
  %980 = sext i32 %979 to i64
  %981 = getelementptr float, ptr addrspace(1) %2, i64 %980
  %982 = icmp slt i32 %978, %4
  %983 = and i1 %982, %335
  %984 = or disjoint i32 %331, 77
  %985 = icmp slt i32 %984, %4
  %986 = and i1 %985, %335
  %987 = or disjoint i32 %331, 78
  %988 = icmp slt i32 %987, %4
  %989 = and i1 %988, %335
  %990 = or disjoint i32 %331, 79
  %991 = icmp slt i32 %990, %4
  %992 = ptrtoint ptr addrspace(1) %981 to i64
  %993 = and i64 %992, 15
  %994 = icmp eq i64 %993, 0
  %995 = and i1 %983, %994
  %996 = and i1 %988, %995
  %997 = and i1 %991, %995
  %998 = xor i1 %983, %997
  %999 = xor i1 %986, %997
  %1000 = xor i1 %989, %997
  %1001 = xor i1 %335, %996
  %1002 = and i1 %991, %1001
  %1003 = zext i1 %997 to i32
  %1004 = select i1 %35, i32 %270, i32 0
  %1005 = select i1 %35, i32 %271, i32 0
  %1006 = select i1 %35, i32 %272, i32 0
  %1007 = select i1 %35, i32 %273, i32 0
  %1008 = zext i1 %998 to i32
  %1009 = zext i1 %999 to i32
  %1010 = zext i1 %1000 to i32
  %1011 = zext i1 %1002 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1003, i32 %1004, i32 %1005, i32 %1006, i32 %1007, ptr addrspace(1) %981, i32 %1008, i32 %1009, i32 %1010, i32 %1011) #4
  %1012 = or disjoint i32 %331, 80
  %1013 = add i32 %330, %1012
  %1014 = sext i32 %1013 to i64
  %1015 = getelementptr float, ptr addrspace(1) %2, i64 %1014
  %1016 = icmp slt i32 %1012, %4
  %1017 = and i1 %1016, %335
  %1018 = or disjoint i32 %331, 81
  %1019 = icmp slt i32 %1018, %4
  %1020 = and i1 %1019, %335
  %1021 = or disjoint i32 %331, 82
  %1022 = icmp slt i32 %1021, %4
  %1023 = and i1 %1022, %335
  %1024 = or disjoint i32 %331, 83
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
  %1035 = xor i1 %335, %1030
  %1036 = and i1 %1025, %1035
  %1037 = zext i1 %1031 to i32
  %1038 = select i1 %35, i32 %274, i32 0
  %1039 = select i1 %35, i32 %275, i32 0
  %1040 = select i1 %35, i32 %276, i32 0
  %1041 = select i1 %35, i32 %277, i32 0
  %1042 = zext i1 %1032 to i32
  %1043 = zext i1 %1033 to i32
  %1044 = zext i1 %1034 to i32
  %1045 = zext i1 %1036 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1037, i32 %1038, i32 %1039, i32 %1040, i32 %1041, ptr addrspace(1) %1015, i32 %1042, i32 %1043, i32 %1044, i32 %1045) #4
  %1046 = or disjoint i32 %331, 84
  %1047 = add i32 %330, %1046
  %1048 = sext i32 %1047 to i64
  %1049 = getelementptr float, ptr addrspace(1) %2, i64 %1048
  %1050 = icmp slt i32 %1046, %4
  %1051 = and i1 %1050, %335
  %1052 = or disjoint i32 %331, 85
  %1053 = icmp slt i32 %1052, %4
  %1054 = and i1 %1053, %335
  %1055 = or disjoint i32 %331, 86
  %1056 = icmp slt i32 %1055, %4
  %1057 = and i1 %1056, %335
  %1058 = or disjoint i32 %331, 87
  %1059 = icmp slt i32 %1058, %4
  %1060 = ptrtoint ptr addrspace(1) %1049 to i64
  %1061 = and i64 %1060, 15
  %1062 = icmp eq i64 %1061, 0
  %1063 = and i1 %1051, %1062
  %1064 = and i1 %1056, %1063
  %1065 = and i1 %1059, %1063
  %1066 = xor i1 %1051, %1065
  %1067 = xor i1 %1054, %1065
  %1068 = xor i1 %1057, %1065
  %1069 = xor i1 %335, %1064
  %1070 = and i1 %1059, %1069
  %1071 = zext i1 %1065 to i32
  %1072 = select i1 %35, i32 %278, i32 0
  %1073 = select i1 %35, i32 %279, i32 0
  %1074 = select i1 %35, i32 %280, i32 0
  %1075 = select i1 %35, i32 %281, i32 0
  %1076 = zext i1 %1066 to i32
  %1077 = zext i1 %1067 to i32
  %1078 = zext i1 %1068 to i32
  %1079 = zext i1 %1070 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1071, i32 %1072, i32 %1073, i32 %1074, i32 %1075, ptr addrspace(1) %1049, i32 %1076, i32 %1077, i32 %1078, i32 %1079) #4
  %1080 = or disjoint i32 %331, 88
  %1081 = add i32 %330, %1080
  %1082 = sext i32 %1081 to i64
  %1083 = getelementptr float, ptr addrspace(1) %2, i64 %1082
  %1084 = icmp slt i32 %1080, %4
  %1085 = and i1 %1084, %335
  %1086 = or disjoint i32 %331, 89
  %1087 = icmp slt i32 %1086, %4
  %1088 = and i1 %1087, %335
  %1089 = or disjoint i32 %331, 90
  %1090 = icmp slt i32 %1089, %4
  %1091 = and i1 %1090, %335
  %1092 = or disjoint i32 %331, 91
  %1093 = icmp slt i32 %1092, %4
  %1094 = ptrtoint ptr addrspace(1) %1083 to i64
  %1095 = and i64 %1094, 15
  %1096 = icmp eq i64 %1095, 0
  %1097 = and i1 %1085, %1096
  %1098 = and i1 %1090, %1097
  %1099 = and i1 %1093, %1097
  %1100 = xor i1 %1085, %1099
  %1101 = xor i1 %1088, %1099
  %1102 = xor i1 %1091, %1099
  %1103 = xor i1 %335, %1098
  %1104 = and i1 %1093, %1103
  %1105 = zext i1 %1099 to i32
  %1106 = select i1 %35, i32 %282, i32 0
  %1107 = select i1 %35, i32 %283, i32 0
  %1108 = select i1 %35, i32 %284, i32 0
  %1109 = select i1 %35, i32 %285, i32 0
  %1110 = zext i1 %1100 to i32
  %1111 = zext i1 %1101 to i32
  %1112 = zext i1 %1102 to i32
  %1113 = zext i1 %1104 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1105, i32 %1106, i32 %1107, i32 %1108, i32 %1109, ptr addrspace(1) %1083, i32 %1110, i32 %1111, i32 %1112, i32 %1113) #4
  %1114 = or disjoint i32 %331, 92
  %1115 = add i32 %330, %1114
  %1116 = sext i32 %1115 to i64
  %1117 = getelementptr float, ptr addrspace(1) %2, i64 %1116
  %1118 = icmp slt i32 %1114, %4
  %1119 = and i1 %1118, %335
  %1120 = or disjoint i32 %331, 93
  %1121 = icmp slt i32 %1120, %4
  %1122 = and i1 %1121, %335
  %1123 = or disjoint i32 %331, 94
  %1124 = icmp slt i32 %1123, %4
  %1125 = and i1 %1124, %335
  %1126 = or disjoint i32 %331, 95
  %1127 = icmp slt i32 %1126, %4
  %1128 = ptrtoint ptr addrspace(1) %1117 to i64
  %1129 = and i64 %1128, 15
  %1130 = icmp eq i64 %1129, 0
  %1131 = and i1 %1119, %1130
  %1132 = and i1 %1124, %1131
  %1133 = and i1 %1127, %1131
  %1134 = xor i1 %1119, %1133
  %1135 = xor i1 %1122, %1133
  %1136 = xor i1 %1125, %1133
  %1137 = xor i1 %335, %1132
  %1138 = and i1 %1127, %1137
  %1139 = zext i1 %1133 to i32
  %1140 = select i1 %35, i32 %286, i32 0
  %1141 = select i1 %35, i32 %287, i32 0
  %1142 = select i1 %35, i32 %288, i32 0
  %1143 = select i1 %35, i32 %289, i32 0
  %1144 = zext i1 %1134 to i32
  %1145 = zext i1 %1135 to i32
  %1146 = zext i1 %1136 to i32
  %1147 = zext i1 %1138 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1139, i32 %1140, i32 %1141, i32 %1142, i32 %1143, ptr addrspace(1) %1117, i32 %1144, i32 %1145, i32 %1146, i32 %1147) #4
  %1148 = or disjoint i32 %331, 96
  %1149 = add i32 %330, %1148
  %1150 = sext i32 %1149 to i64
  %1151 = getelementptr float, ptr addrspace(1) %2, i64 %1150
  %1152 = icmp slt i32 %1148, %4
  %1153 = and i1 %1152, %335
  %1154 = or disjoint i32 %331, 97
  %1155 = icmp slt i32 %1154, %4
  %1156 = and i1 %1155, %335
  %1157 = or disjoint i32 %331, 98
  %1158 = icmp slt i32 %1157, %4
  %1159 = and i1 %1158, %335
  %1160 = or disjoint i32 %331, 99
  %1161 = icmp slt i32 %1160, %4
  %1162 = ptrtoint ptr addrspace(1) %1151 to i64
  %1163 = and i64 %1162, 15
  %1164 = icmp eq i64 %1163, 0
  %1165 = and i1 %1153, %1164
  %1166 = and i1 %1158, %1165
  %1167 = and i1 %1161, %1165
  %1168 = xor i1 %1153, %1167
  %1169 = xor i1 %1156, %1167
  %1170 = xor i1 %1159, %1167
  %1171 = xor i1 %335, %1166
  %1172 = and i1 %1161, %1171
  %1173 = zext i1 %1167 to i32
  %1174 = select i1 %35, i32 %292, i32 0
  %1175 = select i1 %35, i32 %293, i32 0
  %1176 = select i1 %35, i32 %294, i32 0
  %1177 = select i1 %35, i32 %295, i32 0
  %1178 = zext i1 %1168 to i32
  %1179 = zext i1 %1169 to i32
  %1180 = zext i1 %1170 to i32
  %1181 = zext i1 %1172 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1173, i32 %1174, i32 %1175, i32 %1176, i32 %1177, ptr addrspace(1) %1151, i32 %1178, i32 %1179, i32 %1180, i32 %1181) #4
  %1182 = or disjoint i32 %331, 100
  %1183 = add i32 %330, %1182
  %1184 = sext i32 %1183 to i64
  %1185 = getelementptr float, ptr addrspace(1) %2, i64 %1184
  %1186 = icmp slt i32 %1182, %4
  %1187 = and i1 %1186, %335
  %1188 = or disjoint i32 %331, 101
  %1189 = icmp slt i32 %1188, %4
  %1190 = and i1 %1189, %335
  %1191 = or disjoint i32 %331, 102
  %1192 = icmp slt i32 %1191, %4
  %1193 = and i1 %1192, %335
  %1194 = or disjoint i32 %331, 103
  %1195 = icmp slt i32 %1194, %4
  %1196 = ptrtoint ptr addrspace(1) %1185 to i64
  %1197 = and i64 %1196, 15
  %1198 = icmp eq i64 %1197, 0
  %1199 = and i1 %1187, %1198
  %1200 = and i1 %1192, %1199
  %1201 = and i1 %1195, %1199
  %1202 = xor i1 %1187, %1201
  %1203 = xor i1 %1190, %1201
  %1204 = xor i1 %1193, %1201
  %1205 = xor i1 %335, %1200
  %1206 = and i1 %1195, %1205
  %1207 = zext i1 %1201 to i32
  %1208 = select i1 %35, i32 %296, i32 0
  %1209 = select i1 %35, i32 %297, i32 0
  %1210 = select i1 %35, i32 %298, i32 0
  %1211 = select i1 %35, i32 %299, i32 0
  %1212 = zext i1 %1202 to i32
  %1213 = zext i1 %1203 to i32
  %1214 = zext i1 %1204 to i32
  %1215 = zext i1 %1206 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1207, i32 %1208, i32 %1209, i32 %1210, i32 %1211, ptr addrspace(1) %1185, i32 %1212, i32 %1213, i32 %1214, i32 %1215) #4
  %1216 = or disjoint i32 %331, 104
  %1217 = add i32 %330, %1216
  %1218 = sext i32 %1217 to i64
  %1219 = getelementptr float, ptr addrspace(1) %2, i64 %1218
  %1220 = icmp slt i32 %1216, %4
  %1221 = and i1 %1220, %335
  %1222 = or disjoint i32 %331, 105
  %1223 = icmp slt i32 %1222, %4
  %1224 = and i1 %1223, %335
  %1225 = or disjoint i32 %331, 106
  %1226 = icmp slt i32 %1225, %4
  %1227 = and i1 %1226, %335
  %1228 = or disjoint i32 %331, 107
  %1229 = icmp slt i32 %1228, %4
  %1230 = ptrtoint ptr addrspace(1) %1219 to i64
  %1231 = and i64 %1230, 15
  %1232 = icmp eq i64 %1231, 0
  %1233 = and i1 %1221, %1232
  %1234 = and i1 %1226, %1233
  %1235 = and i1 %1229, %1233
  %1236 = xor i1 %1221, %1235
  %1237 = xor i1 %1224, %1235
  %1238 = xor i1 %1227, %1235
  %1239 = xor i1 %335, %1234
  %1240 = and i1 %1229, %1239
  %1241 = zext i1 %1235 to i32
  %1242 = select i1 %35, i32 %300, i32 0
  %1243 = select i1 %35, i32 %301, i32 0
  %1244 = select i1 %35, i32 %302, i32 0
  %1245 = select i1 %35, i32 %303, i32 0
  %1246 = zext i1 %1236 to i32
  %1247 = zext i1 %1237 to i32
  %1248 = zext i1 %1238 to i32
  %1249 = zext i1 %1240 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1241, i32 %1242, i32 %1243, i32 %1244, i32 %1245, ptr addrspace(1) %1219, i32 %1246, i32 %1247, i32 %1248, i32 %1249) #4
  %1250 = or disjoint i32 %331, 108
  %1251 = add i32 %330, %1250
  %1252 = sext i32 %1251 to i64
  %1253 = getelementptr float, ptr addrspace(1) %2, i64 %1252
  %1254 = icmp slt i32 %1250, %4
  %1255 = and i1 %1254, %335
  %1256 = or disjoint i32 %331, 109
  %1257 = icmp slt i32 %1256, %4
  %1258 = and i1 %1257, %335
  %1259 = or disjoint i32 %331, 110
  %1260 = icmp slt i32 %1259, %4
  %1261 = and i1 %1260, %335
  %1262 = or disjoint i32 %331, 111
  %1263 = icmp slt i32 %1262, %4
  %1264 = ptrtoint ptr addrspace(1) %1253 to i64
  %1265 = and i64 %1264, 15
  %1266 = icmp eq i64 %1265, 0
  %1267 = and i1 %1255, %1266
  %1268 = and i1 %1260, %1267
  %1269 = and i1 %1263, %1267
  %1270 = xor i1 %1255, %1269
  %1271 = xor i1 %1258, %1269
  %1272 = xor i1 %1261, %1269
  %1273 = xor i1 %335, %1268
  %1274 = and i1 %1263, %1273
  %1275 = zext i1 %1269 to i32
  %1276 = select i1 %35, i32 %304, i32 0
  %1277 = select i1 %35, i32 %305, i32 0
  %1278 = select i1 %35, i32 %306, i32 0
  %1279 = select i1 %35, i32 %307, i32 0
  %1280 = zext i1 %1270 to i32
  %1281 = zext i1 %1271 to i32
  %1282 = zext i1 %1272 to i32
  %1283 = zext i1 %1274 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1275, i32 %1276, i32 %1277, i32 %1278, i32 %1279, ptr addrspace(1) %1253, i32 %1280, i32 %1281, i32 %1282, i32 %1283) #4
  %1284 = or disjoint i32 %331, 112
  %1285 = add i32 %330, %1284
  %1286 = sext i32 %1285 to i64
  %1287 = getelementptr float, ptr addrspace(1) %2, i64 %1286
  %1288 = icmp slt i32 %1284, %4
  %1289 = and i1 %1288, %335
  %1290 = or disjoint i32 %331, 113
  %1291 = icmp slt i32 %1290, %4
  %1292 = and i1 %1291, %335
  %1293 = or disjoint i32 %331, 114
  %1294 = icmp slt i32 %1293, %4
  %1295 = and i1 %1294, %335
  %1296 = or disjoint i32 %331, 115
  %1297 = icmp slt i32 %1296, %4
  %1298 = ptrtoint ptr addrspace(1) %1287 to i64
  %1299 = and i64 %1298, 15
  %1300 = icmp eq i64 %1299, 0
  %1301 = and i1 %1289, %1300
  %1302 = and i1 %1294, %1301
  %1303 = and i1 %1297, %1301
  %1304 = xor i1 %1289, %1303
  %1305 = xor i1 %1292, %1303
  %1306 = xor i1 %1295, %1303
  %1307 = xor i1 %335, %1302
  %1308 = and i1 %1297, %1307
  %1309 = zext i1 %1303 to i32
  %1310 = select i1 %35, i32 %308, i32 0
  %1311 = select i1 %35, i32 %309, i32 0
  %1312 = select i1 %35, i32 %310, i32 0
  %1313 = select i1 %35, i32 %311, i32 0
  %1314 = zext i1 %1304 to i32
  %1315 = zext i1 %1305 to i32
  %1316 = zext i1 %1306 to i32
  %1317 = zext i1 %1308 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1309, i32 %1310, i32 %1311, i32 %1312, i32 %1313, ptr addrspace(1) %1287, i32 %1314, i32 %1315, i32 %1316, i32 %1317) #4
  %1318 = or disjoint i32 %331, 116
  %1319 = add i32 %330, %1318
  %1320 = sext i32 %1319 to i64
  %1321 = getelementptr float, ptr addrspace(1) %2, i64 %1320
  %1322 = icmp slt i32 %1318, %4
  %1323 = and i1 %1322, %335
  %1324 = or disjoint i32 %331, 117
  %1325 = icmp slt i32 %1324, %4
  %1326 = and i1 %1325, %335
  %1327 = or disjoint i32 %331, 118
  %1328 = icmp slt i32 %1327, %4
  %1329 = and i1 %1328, %335
  %1330 = or disjoint i32 %331, 119
  %1331 = icmp slt i32 %1330, %4
  %1332 = ptrtoint ptr addrspace(1) %1321 to i64
  %1333 = and i64 %1332, 15
  %1334 = icmp eq i64 %1333, 0
  %1335 = and i1 %1323, %1334
  %1336 = and i1 %1328, %1335
  %1337 = and i1 %1331, %1335
  %1338 = xor i1 %1323, %1337
  %1339 = xor i1 %1326, %1337
  %1340 = xor i1 %1329, %1337
  %1341 = xor i1 %335, %1336
  %1342 = and i1 %1331, %1341
  %1343 = zext i1 %1337 to i32
  %1344 = select i1 %35, i32 %312, i32 0
  %1345 = select i1 %35, i32 %313, i32 0
  %1346 = select i1 %35, i32 %314, i32 0
  %1347 = select i1 %35, i32 %315, i32 0
  %1348 = zext i1 %1338 to i32
  %1349 = zext i1 %1339 to i32
  %1350 = zext i1 %1340 to i32
  %1351 = zext i1 %1342 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1343, i32 %1344, i32 %1345, i32 %1346, i32 %1347, ptr addrspace(1) %1321, i32 %1348, i32 %1349, i32 %1350, i32 %1351) #4
  %1352 = or disjoint i32 %331, 120
  %1353 = add i32 %330, %1352
  %1354 = sext i32 %1353 to i64
  %1355 = getelementptr float, ptr addrspace(1) %2, i64 %1354
  %1356 = icmp slt i32 %1352, %4
  %1357 = and i1 %1356, %335
  %1358 = or disjoint i32 %331, 121
  %1359 = icmp slt i32 %1358, %4
  %1360 = and i1 %1359, %335
  %1361 = or disjoint i32 %331, 122
  %1362 = icmp slt i32 %1361, %4
  %1363 = and i1 %1362, %335
  %1364 = or disjoint i32 %331, 123
  %1365 = icmp slt i32 %1364, %4
  %1366 = ptrtoint ptr addrspace(1) %1355 to i64
  %1367 = and i64 %1366, 15
  %1368 = icmp eq i64 %1367, 0
  %1369 = and i1 %1357, %1368
  %1370 = and i1 %1362, %1369
  %1371 = and i1 %1365, %1369
  %1372 = xor i1 %1357, %1371
  %1373 = xor i1 %1360, %1371
  %1374 = xor i1 %1363, %1371
  %1375 = xor i1 %335, %1370
  %1376 = and i1 %1365, %1375
  %1377 = zext i1 %1371 to i32
  %1378 = select i1 %35, i32 %316, i32 0
  %1379 = select i1 %35, i32 %317, i32 0
  %1380 = select i1 %35, i32 %318, i32 0
  %1381 = select i1 %35, i32 %319, i32 0
  %1382 = zext i1 %1372 to i32
  %1383 = zext i1 %1373 to i32
  %1384 = zext i1 %1374 to i32
  %1385 = zext i1 %1376 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1377, i32 %1378, i32 %1379, i32 %1380, i32 %1381, ptr addrspace(1) %1355, i32 %1382, i32 %1383, i32 %1384, i32 %1385) #4
  %1386 = or disjoint i32 %331, 124
  %1387 = add i32 %330, %1386
  %1388 = sext i32 %1387 to i64
  %1389 = getelementptr float, ptr addrspace(1) %2, i64 %1388
  %1390 = icmp slt i32 %1386, %4
  %1391 = and i1 %1390, %335
  %1392 = or disjoint i32 %331, 125
  %1393 = icmp slt i32 %1392, %4
  %1394 = and i1 %1393, %335
  %1395 = or disjoint i32 %331, 126
  %1396 = icmp slt i32 %1395, %4
  %1397 = and i1 %1396, %335
  %1398 = or disjoint i32 %7, %27
  %1399 = or i32 %1398, 127
  %1400 = icmp slt i32 %1399, %4
  %1401 = ptrtoint ptr addrspace(1) %1389 to i64
  %1402 = and i64 %1401, 15
  %1403 = icmp eq i64 %1402, 0
  %1404 = and i1 %1391, %1403
  %1405 = and i1 %1396, %1404
  %1406 = and i1 %1400, %1405
  %1407 = xor i1 %1391, %1406
  %1408 = xor i1 %1394, %1406
  %1409 = xor i1 %1397, %1406
  %1410 = xor i1 %335, %1405
  %1411 = and i1 %1400, %1410
  %1412 = zext i1 %1406 to i32
  %1413 = select i1 %35, i32 %320, i32 0
  %1414 = select i1 %35, i32 %321, i32 0
  %1415 = select i1 %35, i32 %322, i32 0
  %1416 = select i1 %35, i32 %323, i32 0
  %1417 = zext i1 %1407 to i32
  %1418 = zext i1 %1408 to i32
  %1419 = zext i1 %1409 to i32
  %1420 = zext i1 %1411 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1412, i32 %1413, i32 %1414, i32 %1415, i32 %1416, ptr addrspace(1) %1389, i32 %1417, i32 %1418, i32 %1419, i32 %1420) #4
  br label %.loopexit

.loopexit:                                        ; preds = %130, %37, %327
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
