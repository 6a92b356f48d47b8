; ModuleID = 'tile_kernels'
source_filename = "tile_kernels"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@gemm_bf16_tma_cluster2x2_dsmem = external addrspace(3) global [0 x i8], align 1024

; Function Attrs: nounwind
define ptx_kernel void @gemm_bf16_tma_cluster2x2(ptr byval([128 x i8]) align 64 "nvvm.grid_constant" %0, ptr byval([128 x i8]) align 64 "nvvm.grid_constant" %1, ptr addrspace(1) %2, i32 %3, i32 %4, i32 %5) local_unnamed_addr #0 {
  %7 = tail call range(i32 0, 288) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %10 = shl nuw nsw i32 %9, 7
  %11 = shl i32 %8, 8
  %12 = icmp eq i32 %7, 0
  br i1 %12, label %13, label %14

13:                                               ; preds = %6
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_cluster2x2_dsmem, i64 196608) to i32)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_cluster2x2_dsmem, i64 196608) to i32), i32 16)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_cluster2x2_dsmem, i64 196608) to i32), i32 32)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_cluster2x2_dsmem, i64 196608) to i32), i32 48)) #4
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #4
  br label %14

14:                                               ; preds = %13, %6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %12, label %15, label %16

15:                                               ; preds = %14
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 4;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_cluster2x2_dsmem, i64 196672) to i32)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 4;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_cluster2x2_dsmem, i64 196672) to i32), i32 16)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 4;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_cluster2x2_dsmem, i64 196672) to i32), i32 32)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 4;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_cluster2x2_dsmem, i64 196672) to i32), i32 48)) #4
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #4
  br label %16

16:                                               ; preds = %15, %14
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %12, label %17, label %18

17:                                               ; preds = %16
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_cluster2x2_dsmem, i64 196736) to i32)) #4
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #4
  br label %18

18:                                               ; preds = %17, %16
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %19 = icmp sgt i32 %5, 0
  tail call void asm sideeffect "barrier.cluster.arrive;", "~{memory}"() #5
  tail call void asm sideeffect "barrier.cluster.wait;", "~{memory}"() #5
  %20 = icmp samesign ugt i32 %7, 255
  br i1 %20, label %21, label %126

21:                                               ; preds = %18
  %22 = icmp eq i32 %7, 256
  br i1 %22, label %23, label %.loopexit

23:                                               ; preds = %21
  %24 = tail call range(i32 0, 4) i32 @llvm.nvvm.read.ptx.sreg.cluster.ctaid.x()
  %25 = tail call range(i32 0, 4) i32 @llvm.nvvm.read.ptx.sreg.cluster.ctaid.y()
  %26 = shl nuw nsw i32 %25, 1
  %27 = shl nuw nsw i32 3, %26
  %28 = shl nuw nsw i32 5, %24
  br i1 %19, label %.lr.ph8, label %._crit_edge9

.lr.ph8:                                          ; preds = %23
  %29 = ptrtoint ptr %0 to i64
  %30 = ptrtoint ptr %1 to i64
  br label %31

31:                                               ; preds = %.lr.ph8, %66
  %32 = phi i32 [ 0, %.lr.ph8 ], [ %67, %66 ]
  %33 = lshr exact i32 %32, 6
  %34 = and i32 %33, 3
  %35 = lshr i32 %32, 8
  %36 = and i32 %35, 1
  %37 = xor i32 %36, 1
  %38 = shl nuw nsw i32 %34, 4
  %39 = zext nneg i32 %38 to i64
  %40 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_cluster2x2_dsmem, i64 196672), i64 %39
  %41 = ptrtoint ptr addrspace(3) %40 to i64
  %42 = trunc i64 %41 to i32
  br label %43

43:                                               ; preds = %43, %31
  %44 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %42, i32 %37) #4
  %45 = icmp eq i32 %44, 0
  br i1 %45, label %43, label %46

46:                                               ; preds = %43
  %47 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_cluster2x2_dsmem, i64 196608), i64 %39
  %48 = ptrtoint ptr addrspace(3) %47 to i64
  %49 = trunc i64 %48 to i32
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 %49, i32 49152) #4
  %50 = and i32 %33, 1
  %51 = icmp eq i32 %50, %24
  br i1 %51, label %52, label %58

52:                                               ; preds = %46
  %53 = shl nuw nsw i32 %34, 14
  %54 = zext nneg i32 %53 to i64
  %55 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_cluster2x2_dsmem, i64 131072), i64 %54
  %56 = ptrtoint ptr addrspace(3) %55 to i64
  %57 = trunc i64 %56 to i32
  call void asm sideeffect "{\0A\09.reg .b16 %tl_m;\0A\09cvt.u16.u32 %tl_m, $5;\0A\09cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster [$0], [$1, {$2, $3}], [$4], %tl_m;\0A\09}", "r,l,r,r,r,r,~{memory}"(i32 %57, i64 %29, i32 %32, i32 %10, i32 %49, i32 %27) #4
  br label %58

58:                                               ; preds = %52, %46
  %59 = icmp eq i32 %50, %25
  br i1 %59, label %60, label %66

60:                                               ; preds = %58
  %61 = shl nuw nsw i32 %34, 15
  %62 = zext nneg i32 %61 to i64
  %63 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_cluster2x2_dsmem, i64 %62
  %64 = ptrtoint ptr addrspace(3) %63 to i64
  %65 = trunc i64 %64 to i32
  call void asm sideeffect "{\0A\09.reg .b16 %tl_m;\0A\09cvt.u16.u32 %tl_m, $5;\0A\09cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster [$0], [$1, {$2, $3}], [$4], %tl_m;\0A\09}", "r,l,r,r,r,r,~{memory}"(i32 %65, i64 %30, i32 %32, i32 %11, i32 %49, i32 %28) #4
  br label %66

66:                                               ; preds = %60, %58
  %67 = add i32 %32, 64
  %68 = icmp slt i32 %67, %5
  br i1 %68, label %31, label %._crit_edge9

._crit_edge9:                                     ; preds = %66, %23
  %69 = call i32 @llvm.smax.i32(i32 %5, i32 0)
  %70 = add nuw i32 %69, 63
  %71 = lshr i32 %70, 6
  %72 = lshr i32 %70, 8
  %73 = and i32 %72, 1
  %74 = xor i32 %73, 1
  %75 = shl nuw nsw i32 %71, 4
  %76 = and i32 %75, 48
  %77 = zext nneg i32 %76 to i64
  %78 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_cluster2x2_dsmem, i64 196672), i64 %77
  %79 = ptrtoint ptr addrspace(3) %78 to i64
  %80 = trunc i64 %79 to i32
  br label %81

81:                                               ; preds = %81, %._crit_edge9
  %82 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %80, i32 %74) #4
  %83 = icmp eq i32 %82, 0
  br i1 %83, label %81, label %84

84:                                               ; preds = %81
  %85 = add nuw nsw i32 %71, 1
  %86 = lshr i32 %85, 2
  %87 = and i32 %86, 1
  %88 = xor i32 %87, 1
  %89 = shl nuw nsw i32 %85, 4
  %90 = and i32 %89, 48
  %91 = zext nneg i32 %90 to i64
  %92 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_cluster2x2_dsmem, i64 196672), i64 %91
  %93 = ptrtoint ptr addrspace(3) %92 to i64
  %94 = trunc i64 %93 to i32
  br label %95

95:                                               ; preds = %95, %84
  %96 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %94, i32 %88) #4
  %97 = icmp eq i32 %96, 0
  br i1 %97, label %95, label %98

98:                                               ; preds = %95
  %99 = add nuw nsw i32 %71, 2
  %100 = lshr i32 %99, 2
  %101 = and i32 %100, 1
  %102 = xor i32 %101, 1
  %103 = shl nuw nsw i32 %99, 4
  %104 = and i32 %103, 48
  %105 = zext nneg i32 %104 to i64
  %106 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_cluster2x2_dsmem, i64 196672), i64 %105
  %107 = ptrtoint ptr addrspace(3) %106 to i64
  %108 = trunc i64 %107 to i32
  br label %109

109:                                              ; preds = %109, %98
  %110 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %108, i32 %102) #4
  %111 = icmp eq i32 %110, 0
  br i1 %111, label %109, label %112

112:                                              ; preds = %109
  %113 = add nuw nsw i32 %71, 3
  %114 = lshr i32 %113, 2
  %115 = and i32 %114, 1
  %116 = xor i32 %115, 1
  %117 = shl nuw nsw i32 %113, 4
  %118 = and i32 %117, 48
  %119 = zext nneg i32 %118 to i64
  %120 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_cluster2x2_dsmem, i64 196672), i64 %119
  %121 = ptrtoint ptr addrspace(3) %120 to i64
  %122 = trunc i64 %121 to i32
  br label %123

123:                                              ; preds = %123, %112
  %124 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %122, i32 %116) #4
  %125 = icmp eq i32 %124, 0
  br i1 %125, label %123, label %.loopexit

126:                                              ; preds = %18
  %127 = icmp samesign ult i32 %7, 32
  br i1 %127, label %128, label %129

128:                                              ; preds = %126
  tail call void asm sideeffect "tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [$0], 256;\0A\09tcgen05.relinquish_alloc_permit.cta_group::1.sync.aligned;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_cluster2x2_dsmem, i64 196752) to i32)) #4
  br label %129

129:                                              ; preds = %128, %126
  tail call void asm sideeffect "tcgen05.fence::before_thread_sync;", "~{memory}"() #4
  tail call void asm sideeffect "bar.sync 8, 256;", "~{memory}"() #5
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #4
  %130 = tail call i32 asm sideeffect "ld.shared.b32 $0, [$1];", "=r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_cluster2x2_dsmem, i64 196752) to i32)) #4
  br i1 %19, label %.lr.ph, label %._crit_edge

.lr.ph:                                           ; preds = %129, %.critedge6
  %131 = phi i32 [ %170, %.critedge6 ], [ 0, %129 ]
  %132 = lshr exact i32 %131, 6
  %133 = and i32 %132, 3
  %134 = lshr i32 %131, 8
  %135 = and i32 %134, 1
  br i1 %12, label %136, label %.critedge6

136:                                              ; preds = %.lr.ph
  %137 = shl nuw nsw i32 %133, 4
  %138 = zext nneg i32 %137 to i64
  %139 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_cluster2x2_dsmem, i64 196608), i64 %138
  %140 = ptrtoint ptr addrspace(3) %139 to i64
  %141 = trunc i64 %140 to i32
  br label %142

142:                                              ; preds = %142, %136
  %143 = tail call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %141, i32 %135) #4
  %144 = icmp eq i32 %143, 0
  br i1 %144, label %142, label %.critedge

.critedge:                                        ; preds = %142
  %145 = shl nuw nsw i32 %133, 15
  %146 = zext nneg i32 %145 to i64
  %147 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_cluster2x2_dsmem, i64 %146
  %148 = ptrtoint ptr addrspace(3) %147 to i64
  %149 = shl nuw nsw i32 %133, 14
  %150 = zext nneg i32 %149 to i64
  %151 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_cluster2x2_dsmem, i64 131072), i64 %150
  %152 = ptrtoint ptr addrspace(3) %151 to i64
  %153 = icmp ne i32 %131, 0
  %154 = zext i1 %153 to i32
  %155 = lshr exact i64 %152, 4
  %156 = and i64 %155, 16320
  %157 = or disjoint i64 %156, 4611756662049538048
  %158 = lshr exact i64 %148, 4
  %159 = and i64 %158, 16320
  %160 = or disjoint i64 %159, 4611756662049538048
  tail call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %130, i64 %157, i64 %160, i32 138413200, i32 %154) #4
  %161 = or disjoint i64 %156, 4611756662049538050
  %162 = or disjoint i64 %159, 4611756662049538050
  tail call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %130, i64 %161, i64 %162, i32 138413200, i32 1) #4
  %163 = or disjoint i64 %156, 4611756662049538052
  %164 = or disjoint i64 %159, 4611756662049538052
  tail call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %130, i64 %163, i64 %164, i32 138413200, i32 1) #4
  %165 = or disjoint i64 %156, 4611756662049538054
  %166 = or disjoint i64 %159, 4611756662049538054
  tail call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %130, i64 %165, i64 %166, i32 138413200, i32 1) #4
  %167 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_cluster2x2_dsmem, i64 196672), i64 %138
  %168 = ptrtoint ptr addrspace(3) %167 to i64
  %169 = trunc i64 %168 to i32
  tail call void asm sideeffect "{\0A\09.reg .b16 %tl_m;\0A\09mov.b16 %tl_m, 15;\0A\09tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.multicast::cluster.b64 [$0], %tl_m;\0A\09}", "r,~{memory}"(i32 %169) #4
  br label %.critedge6

.critedge6:                                       ; preds = %.lr.ph, %.critedge
  %170 = add i32 %131, 64
  %171 = icmp slt i32 %170, %5
  br i1 %171, label %.lr.ph, label %._crit_edge

._crit_edge:                                      ; preds = %.critedge6, %129
  br i1 %12, label %172, label %.preheader

172:                                              ; preds = %._crit_edge
  tail call void asm sideeffect "tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_cluster2x2_dsmem, i64 196736) to i32)) #4
  br label %.preheader

.preheader:                                       ; preds = %172, %._crit_edge
  br label %173

173:                                              ; preds = %.preheader, %173
  %174 = tail call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_cluster2x2_dsmem, i64 196736) to i32), i32 0) #4
  %175 = icmp eq i32 %174, 0
  br i1 %175, label %173, label %176

176:                                              ; preds = %173
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #4
  %177 = and i32 %7, 128
  %178 = shl nuw nsw i32 %7, 16
  %179 = and i32 %178, 6291456
  %180 = or disjoint i32 %179, %177
  %181 = add i32 %180, %130
  %182 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %181) #4
  %183 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %182, 0
  %184 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %182, 1
  %185 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %182, 2
  %186 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %182, 3
  %187 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %182, 4
  %188 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %182, 5
  %189 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %182, 6
  %190 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %182, 7
  %191 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %182, 8
  %192 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %182, 9
  %193 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %182, 10
  %194 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %182, 11
  %195 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %182, 12
  %196 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %182, 13
  %197 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %182, 14
  %198 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %182, 15
  %199 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %182, 16
  %200 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %182, 17
  %201 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %182, 18
  %202 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %182, 19
  %203 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %182, 20
  %204 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %182, 21
  %205 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %182, 22
  %206 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %182, 23
  %207 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %182, 24
  %208 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %182, 25
  %209 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %182, 26
  %210 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %182, 27
  %211 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %182, 28
  %212 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %182, 29
  %213 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %182, 30
  %214 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %182, 31
  %215 = add i32 %181, 32
  %216 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %215) #4
  %217 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %216, 0
  %218 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %216, 1
  %219 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %216, 2
  %220 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %216, 3
  %221 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %216, 4
  %222 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %216, 5
  %223 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %216, 6
  %224 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %216, 7
  %225 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %216, 8
  %226 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %216, 9
  %227 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %216, 10
  %228 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %216, 11
  %229 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %216, 12
  %230 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %216, 13
  %231 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %216, 14
  %232 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %216, 15
  %233 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %216, 16
  %234 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %216, 17
  %235 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %216, 18
  %236 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %216, 19
  %237 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %216, 20
  %238 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %216, 21
  %239 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %216, 22
  %240 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %216, 23
  %241 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %216, 24
  %242 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %216, 25
  %243 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %216, 26
  %244 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %216, 27
  %245 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %216, 28
  %246 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %216, 29
  %247 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %216, 30
  %248 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %216, 31
  %249 = add i32 %181, 64
  %250 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %249) #4
  %251 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %250, 0
  %252 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %250, 1
  %253 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %250, 2
  %254 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %250, 3
  %255 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %250, 4
  %256 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %250, 5
  %257 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %250, 6
  %258 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %250, 7
  %259 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %250, 8
  %260 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %250, 9
  %261 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %250, 10
  %262 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %250, 11
  %263 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %250, 12
  %264 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %250, 13
  %265 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %250, 14
  %266 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %250, 15
  %267 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %250, 16
  %268 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %250, 17
  %269 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %250, 18
  %270 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %250, 19
  %271 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %250, 20
  %272 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %250, 21
  %273 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %250, 22
  %274 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %250, 23
  %275 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %250, 24
  %276 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %250, 25
  %277 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %250, 26
  %278 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %250, 27
  %279 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %250, 28
  %280 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %250, 29
  %281 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %250, 30
  %282 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %250, 31
  %283 = add i32 %181, 96
  %284 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %283) #4
  %285 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %284, 0
  %286 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %284, 1
  %287 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %284, 2
  %288 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %284, 3
  %289 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %284, 4
  %290 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %284, 5
  %291 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %284, 6
  %292 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %284, 7
  %293 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %284, 8
  %294 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %284, 9
  %295 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %284, 10
  %296 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %284, 11
  %297 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %284, 12
  %298 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %284, 13
  %299 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %284, 14
  %300 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %284, 15
  %301 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %284, 16
  %302 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %284, 17
  %303 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %284, 18
  %304 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %284, 19
  %305 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %284, 20
  %306 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %284, 21
  %307 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %284, 22
  %308 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %284, 23
  %309 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %284, 24
  %310 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %284, 25
  %311 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %284, 26
  %312 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %284, 27
  %313 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %284, 28
  %314 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %284, 29
  %315 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %284, 30
  %316 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %284, 31
  tail call void asm sideeffect "tcgen05.fence::before_thread_sync;", "~{memory}"() #4
  tail call void asm sideeffect "bar.sync 8, 256;", "~{memory}"() #5
  br i1 %127, label %317, label %318

317:                                              ; preds = %176
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;\0A\09tcgen05.dealloc.cta_group::1.sync.aligned.b32 $0, 256;", "r,~{memory}"(i32 %130) #4
  br label %318

318:                                              ; preds = %317, %176
  tail call void asm sideeffect "bar.sync 8, 256;", "~{memory}"() #5
  br i1 %12, label %319, label %320

319:                                              ; preds = %318
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_cluster2x2_dsmem, i64 196736) to i32)) #4
  br label %320

320:                                              ; preds = %319, %318
  %321 = and i32 %7, 127
  %322 = or disjoint i32 %10, %321
  %323 = mul i32 %4, %322
  %324 = or disjoint i32 %11, %177
  %325 = add i32 %323, %324
  %326 = sext i32 %325 to i64
  %327 = getelementptr float, ptr addrspace(1) %2, i64 %326
  %328 = icmp slt i32 %322, %3
  %329 = icmp slt i32 %324, %4
  %330 = and i1 %328, %329
  %331 = or disjoint i32 %324, 1
  %332 = icmp slt i32 %331, %4
  %333 = and i1 %328, %332
  %334 = or disjoint i32 %324, 2
  %335 = icmp slt i32 %334, %4
  %336 = and i1 %328, %335
  %337 = or disjoint i32 %324, 3
  %338 = icmp slt i32 %337, %4
  %339 = ptrtoint ptr addrspace(1) %327 to i64
  %340 = and i64 %339, 15
  %341 = icmp eq i64 %340, 0
  %342 = and i1 %330, %341
  %343 = and i1 %335, %342
  %344 = and i1 %338, %342
  %345 = xor i1 %330, %344
  %346 = xor i1 %333, %344
  %347 = xor i1 %336, %344
  %348 = xor i1 %328, %343
  %349 = and i1 %338, %348
  %350 = zext i1 %344 to i32
  %351 = select i1 %19, i32 %183, i32 0
  %352 = select i1 %19, i32 %184, i32 0
  %353 = select i1 %19, i32 %185, i32 0
  %354 = select i1 %19, i32 %186, i32 0
  %355 = zext i1 %345 to i32
  %356 = zext i1 %346 to i32
  %357 = zext i1 %347 to i32
  %358 = zext i1 %349 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %350, i32 %351, i32 %352, i32 %353, i32 %354, ptr addrspace(1) %327, i32 %355, i32 %356, i32 %357, i32 %358) #4
  %359 = or disjoint i32 %324, 4
  %360 = add i32 %323, %359
  %361 = sext i32 %360 to i64
  %362 = getelementptr float, ptr addrspace(1) %2, i64 %361
  %363 = icmp slt i32 %359, %4
  %364 = and i1 %328, %363
  %365 = or disjoint i32 %324, 5
  %366 = icmp slt i32 %365, %4
  %367 = and i1 %328, %366
  %368 = or disjoint i32 %324, 6
  %369 = icmp slt i32 %368, %4
  %370 = and i1 %328, %369
  %371 = or disjoint i32 %324, 7
  %372 = icmp slt i32 %371, %4
  %373 = ptrtoint ptr addrspace(1) %362 to i64
  %374 = and i64 %373, 15
  %375 = icmp eq i64 %374, 0
  %376 = and i1 %364, %375
  %377 = and i1 %369, %376
  %378 = and i1 %372, %376
  %379 = xor i1 %364, %378
  %380 = xor i1 %367, %378
  %381 = xor i1 %370, %378
  %382 = xor i1 %328, %377
  %383 = and i1 %372, %382
  %384 = zext i1 %378 to i32
  %385 = select i1 %19, i32 %187, i32 0
  %386 = select i1 %19, i32 %188, i32 0
  %387 = select i1 %19, i32 %189, i32 0
  %388 = select i1 %19, i32 %190, i32 0
  %389 = zext i1 %379 to i32
  %390 = zext i1 %380 to i32
  %391 = zext i1 %381 to i32
  %392 = zext i1 %383 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %384, i32 %385, i32 %386, i32 %387, i32 %388, ptr addrspace(1) %362, i32 %389, i32 %390, i32 %391, i32 %392) #4
  %393 = or disjoint i32 %324, 8
  %394 = add i32 %323, %393
  %395 = sext i32 %394 to i64
  %396 = getelementptr float, ptr addrspace(1) %2, i64 %395
  %397 = icmp slt i32 %393, %4
  %398 = and i1 %328, %397
  %399 = or disjoint i32 %324, 9
  %400 = icmp slt i32 %399, %4
  %401 = and i1 %328, %400
  %402 = or disjoint i32 %324, 10
  %403 = icmp slt i32 %402, %4
  %404 = and i1 %328, %403
  %405 = or disjoint i32 %324, 11
  %406 = icmp slt i32 %405, %4
  %407 = ptrtoint ptr addrspace(1) %396 to i64
  %408 = and i64 %407, 15
  %409 = icmp eq i64 %408, 0
  %410 = and i1 %398, %409
  %411 = and i1 %403, %410
  %412 = and i1 %406, %410
  %413 = xor i1 %398, %412
  %414 = xor i1 %401, %412
  %415 = xor i1 %404, %412
  %416 = xor i1 %328, %411
  %417 = and i1 %406, %416
  %418 = zext i1 %412 to i32
  %419 = select i1 %19, i32 %191, i32 0
  %420 = select i1 %19, i32 %192, i32 0
  %421 = select i1 %19, i32 %193, i32 0
  %422 = select i1 %19, i32 %194, i32 0
  %423 = zext i1 %413 to i32
  %424 = zext i1 %414 to i32
  %425 = zext i1 %415 to i32
  %426 = zext i1 %417 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %418, i32 %419, i32 %420, i32 %421, i32 %422, ptr addrspace(1) %396, i32 %423, i32 %424, i32 %425, i32 %426) #4
  %427 = or disjoint i32 %324, 12
  %428 = add i32 %323, %427
  %429 = sext i32 %428 to i64
  %430 = getelementptr float, ptr addrspace(1) %2, i64 %429
  %431 = icmp slt i32 %427, %4
  %432 = and i1 %328, %431
  %433 = or disjoint i32 %324, 13
  %434 = icmp slt i32 %433, %4
  %435 = and i1 %328, %434
  %436 = or disjoint i32 %324, 14
  %437 = icmp slt i32 %436, %4
  %438 = and i1 %328, %437
  %439 = or disjoint i32 %324, 15
  %440 = icmp slt i32 %439, %4
  %441 = ptrtoint ptr addrspace(1) %430 to i64
  %442 = and i64 %441, 15
  %443 = icmp eq i64 %442, 0
  %444 = and i1 %432, %443
  %445 = and i1 %437, %444
  %446 = and i1 %440, %444
  %447 = xor i1 %432, %446
  %448 = xor i1 %435, %446
  %449 = xor i1 %438, %446
  %450 = xor i1 %328, %445
  %451 = and i1 %440, %450
  %452 = zext i1 %446 to i32
  %453 = select i1 %19, i32 %195, i32 0
  %454 = select i1 %19, i32 %196, i32 0
  %455 = select i1 %19, i32 %197, i32 0
  %456 = select i1 %19, i32 %198, i32 0
  %457 = zext i1 %447 to i32
  %458 = zext i1 %448 to i32
  %459 = zext i1 %449 to i32
  %460 = zext i1 %451 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %452, i32 %453, i32 %454, i32 %455, i32 %456, ptr addrspace(1) %430, i32 %457, i32 %458, i32 %459, i32 %460) #4
  %461 = or disjoint i32 %324, 16
  %462 = add i32 %323, %461
  %463 = sext i32 %462 to i64
  %464 = getelementptr float, ptr addrspace(1) %2, i64 %463
  %465 = icmp slt i32 %461, %4
  %466 = and i1 %328, %465
  %467 = or disjoint i32 %324, 17
  %468 = icmp slt i32 %467, %4
  %469 = and i1 %328, %468
  %470 = or disjoint i32 %324, 18
  %471 = icmp slt i32 %470, %4
  %472 = and i1 %328, %471
  %473 = or disjoint i32 %324, 19
  %474 = icmp slt i32 %473, %4
  %475 = ptrtoint ptr addrspace(1) %464 to i64
  %476 = and i64 %475, 15
  %477 = icmp eq i64 %476, 0
  %478 = and i1 %466, %477
  %479 = and i1 %471, %478
  %480 = and i1 %474, %478
  %481 = xor i1 %466, %480
  %482 = xor i1 %469, %480
  %483 = xor i1 %472, %480
  %484 = xor i1 %328, %479
  %485 = and i1 %474, %484
  %486 = zext i1 %480 to i32
  %487 = select i1 %19, i32 %199, i32 0
  %488 = select i1 %19, i32 %200, i32 0
  %489 = select i1 %19, i32 %201, i32 0
  %490 = select i1 %19, i32 %202, i32 0
  %491 = zext i1 %481 to i32
  %492 = zext i1 %482 to i32
  %493 = zext i1 %483 to i32
  %494 = zext i1 %485 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %486, i32 %487, i32 %488, i32 %489, i32 %490, ptr addrspace(1) %464, i32 %491, i32 %492, i32 %493, i32 %494) #4
  %495 = or disjoint i32 %324, 20
  %496 = add i32 %323, %495
  %497 = sext i32 %496 to i64
  %498 = getelementptr float, ptr addrspace(1) %2, i64 %497
  %499 = icmp slt i32 %495, %4
  %500 = and i1 %328, %499
  %501 = or disjoint i32 %324, 21
  %502 = icmp slt i32 %501, %4
  %503 = and i1 %328, %502
  %504 = or disjoint i32 %324, 22
  %505 = icmp slt i32 %504, %4
  %506 = and i1 %328, %505
  %507 = or disjoint i32 %324, 23
  %508 = icmp slt i32 %507, %4
  %509 = ptrtoint ptr addrspace(1) %498 to i64
  %510 = and i64 %509, 15
  %511 = icmp eq i64 %510, 0
  %512 = and i1 %500, %511
  %513 = and i1 %505, %512
  %514 = and i1 %508, %512
  %515 = xor i1 %500, %514
  %516 = xor i1 %503, %514
  %517 = xor i1 %506, %514
  %518 = xor i1 %328, %513
  %519 = and i1 %508, %518
  %520 = zext i1 %514 to i32
  %521 = select i1 %19, i32 %203, i32 0
  %522 = select i1 %19, i32 %204, i32 0
  %523 = select i1 %19, i32 %205, i32 0
  %524 = select i1 %19, i32 %206, i32 0
  %525 = zext i1 %515 to i32
  %526 = zext i1 %516 to i32
  %527 = zext i1 %517 to i32
  %528 = zext i1 %519 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %520, i32 %521, i32 %522, i32 %523, i32 %524, ptr addrspace(1) %498, i32 %525, i32 %526, i32 %527, i32 %528) #4
  %529 = or disjoint i32 %324, 24
  %530 = add i32 %323, %529
  %531 = sext i32 %530 to i64
  %532 = getelementptr float, ptr addrspace(1) %2, i64 %531
  %533 = icmp slt i32 %529, %4
  %534 = and i1 %328, %533
  %535 = or disjoint i32 %324, 25
  %536 = icmp slt i32 %535, %4
  %537 = and i1 %328, %536
  %538 = or disjoint i32 %324, 26
  %539 = icmp slt i32 %538, %4
  %540 = and i1 %328, %539
  %541 = or disjoint i32 %324, 27
  %542 = icmp slt i32 %541, %4
  %543 = ptrtoint ptr addrspace(1) %532 to i64
  %544 = and i64 %543, 15
  %545 = icmp eq i64 %544, 0
  %546 = and i1 %534, %545
  %547 = and i1 %539, %546
  %548 = and i1 %542, %546
  %549 = xor i1 %534, %548
  %550 = xor i1 %537, %548
  %551 = xor i1 %540, %548
  %552 = xor i1 %328, %547
  %553 = and i1 %542, %552
  %554 = zext i1 %548 to i32
  %555 = select i1 %19, i32 %207, i32 0
  %556 = select i1 %19, i32 %208, i32 0
  %557 = select i1 %19, i32 %209, i32 0
  %558 = select i1 %19, i32 %210, i32 0
  %559 = zext i1 %549 to i32
  %560 = zext i1 %550 to i32
  %561 = zext i1 %551 to i32
  %562 = zext i1 %553 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %554, i32 %555, i32 %556, i32 %557, i32 %558, ptr addrspace(1) %532, i32 %559, i32 %560, i32 %561, i32 %562) #4
  %563 = or disjoint i32 %324, 28
  %564 = add i32 %323, %563
  %565 = sext i32 %564 to i64
  %566 = getelementptr float, ptr addrspace(1) %2, i64 %565
  %567 = icmp slt i32 %563, %4
  %568 = and i1 %328, %567
  %569 = or disjoint i32 %324, 29
  %570 = icmp slt i32 %569, %4
  %571 = and i1 %328, %570
  %572 = or disjoint i32 %324, 30
  %573 = icmp slt i32 %572, %4
  %574 = and i1 %328, %573
  %575 = or disjoint i32 %324, 31
  %576 = icmp slt i32 %575, %4
  %577 = ptrtoint ptr addrspace(1) %566 to i64
  %578 = and i64 %577, 15
  %579 = icmp eq i64 %578, 0
  %580 = and i1 %568, %579
  %581 = and i1 %573, %580
  %582 = and i1 %576, %580
  %583 = xor i1 %568, %582
  %584 = xor i1 %571, %582
  %585 = xor i1 %574, %582
  %586 = xor i1 %328, %581
  %587 = and i1 %576, %586
  %588 = zext i1 %582 to i32
  %589 = select i1 %19, i32 %211, i32 0
  %590 = select i1 %19, i32 %212, i32 0
  %591 = select i1 %19, i32 %213, i32 0
  %592 = select i1 %19, i32 %214, i32 0
  %593 = zext i1 %583 to i32
  %594 = zext i1 %584 to i32
  %595 = zext i1 %585 to i32
  %596 = zext i1 %587 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %588, i32 %589, i32 %590, i32 %591, i32 %592, ptr addrspace(1) %566, i32 %593, i32 %594, i32 %595, i32 %596) #4
  %597 = or disjoint i32 %324, 32
  %598 = add i32 %323, %597
  %599 = sext i32 %598 to i64
  %600 = getelementptr float, ptr addrspace(1) %2, i64 %599
  %601 = icmp slt i32 %597, %4
  %602 = and i1 %328, %601
  %603 = or disjoint i32 %324, 33
  %604 = icmp slt i32 %603, %4
  %605 = and i1 %328, %604
  %606 = or disjoint i32 %324, 34
  %607 = icmp slt i32 %606, %4
  %608 = and i1 %328, %607
  %609 = or disjoint i32 %324, 35
  %610 = icmp slt i32 %609, %4
  %611 = ptrtoint ptr addrspace(1) %600 to i64
  %612 = and i64 %611, 15
  %613 = icmp eq i64 %612, 0
  %614 = and i1 %602, %613
  %615 = and i1 %607, %614
  %616 = and i1 %610, %614
  %617 = xor i1 %602, %616
  %618 = xor i1 %605, %616
  %619 = xor i1 %608, %616
  %620 = xor i1 %328, %615
  %621 = and i1 %610, %620
  %622 = zext i1 %616 to i32
  %623 = select i1 %19, i32 %217, i32 0
  %624 = select i1 %19, i32 %218, i32 0
  %625 = select i1 %19, i32 %219, i32 0
  %626 = select i1 %19, i32 %220, i32 0
  %627 = zext i1 %617 to i32
  %628 = zext i1 %618 to i32
  %629 = zext i1 %619 to i32
  %630 = zext i1 %621 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %622, i32 %623, i32 %624, i32 %625, i32 %626, ptr addrspace(1) %600, i32 %627, i32 %628, i32 %629, i32 %630) #4
  %631 = or disjoint i32 %324, 36
  %632 = add i32 %323, %631
  %633 = sext i32 %632 to i64
  %634 = getelementptr float, ptr addrspace(1) %2, i64 %633
  %635 = icmp slt i32 %631, %4
  %636 = and i1 %328, %635
  %637 = or disjoint i32 %324, 37
  %638 = icmp slt i32 %637, %4
  %639 = and i1 %328, %638
  %640 = or disjoint i32 %324, 38
  %641 = icmp slt i32 %640, %4
  %642 = and i1 %328, %641
  %643 = or disjoint i32 %324, 39
  %644 = icmp slt i32 %643, %4
  %645 = ptrtoint ptr addrspace(1) %634 to i64
  %646 = and i64 %645, 15
  %647 = icmp eq i64 %646, 0
  %648 = and i1 %636, %647
  %649 = and i1 %641, %648
  %650 = and i1 %644, %648
  %651 = xor i1 %636, %650
  %652 = xor i1 %639, %650
  %653 = xor i1 %642, %650
  %654 = xor i1 %328, %649
  %655 = and i1 %644, %654
  %656 = zext i1 %650 to i32
  %657 = select i1 %19, i32 %221, i32 0
  %658 = select i1 %19, i32 %222, i32 0
  %659 = select i1 %19, i32 %223, i32 0
  %660 = select i1 %19, i32 %224, i32 0
  %661 = zext i1 %651 to i32
  %662 = zext i1 %652 to i32
  %663 = zext i1 %653 to i32
  %664 = zext i1 %655 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %656, i32 %657, i32 %658, i32 %659, i32 %660, ptr addrspace(1) %634, i32 %661, i32 %662, i32 %663, i32 %664) #4
  %665 = or disjoint i32 %324, 40
  %666 = add i32 %323, %665
  %667 = sext i32 %666 to i64
  %668 = getelementptr float, ptr addrspace(1) %2, i64 %667
  %669 = icmp slt i32 %665, %4
  %670 = and i1 %328, %669
  %671 = or disjoint i32 %324, 41
  %672 = icmp slt i32 %671, %4
  %673 = and i1 %328, %672
  %674 = or disjoint i32 %324, 42
  %675 = icmp slt i32 %674, %4
  %676 = and i1 %328, %675
  %677 = or disjoint i32 %324, 43
  %678 = icmp slt i32 %677, %4
  %679 = ptrtoint ptr addrspace(1) %668 to i64
  %680 = and i64 %679, 15
  %681 = icmp eq i64 %680, 0
  %682 = and i1 %670, %681
  %683 = and i1 %675, %682
  %684 = and i1 %678, %682
  %685 = xor i1 %670, %684
  %686 = xor i1 %673, %684
  %687 = xor i1 %676, %684
  %688 = xor i1 %328, %683
  %689 = and i1 %678, %688
  %690 = zext i1 %684 to i32
  %691 = select i1 %19, i32 %225, i32 0
  %692 = select i1 %19, i32 %226, i32 0
  %693 = select i1 %19, i32 %227, i32 0
  %694 = select i1 %19, i32 %228, i32 0
  %695 = zext i1 %685 to i32
  %696 = zext i1 %686 to i32
  %697 = zext i1 %687 to i32
  %698 = zext i1 %689 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %690, i32 %691, i32 %692, i32 %693, i32 %694, ptr addrspace(1) %668, i32 %695, i32 %696, i32 %697, i32 %698) #4
  %699 = or disjoint i32 %324, 44
  %700 = add i32 %323, %699
  %701 = sext i32 %700 to i64
  %702 = getelementptr float, ptr addrspace(1) %2, i64 %701
  %703 = icmp slt i32 %699, %4
  %704 = and i1 %328, %703
  %705 = or disjoint i32 %324, 45
  %706 = icmp slt i32 %705, %4
  %707 = and i1 %328, %706
  %708 = or disjoint i32 %324, 46
  %709 = icmp slt i32 %708, %4
  %710 = and i1 %328, %709
  %711 = or disjoint i32 %324, 47
  %712 = icmp slt i32 %711, %4
  %713 = ptrtoint ptr addrspace(1) %702 to i64
  %714 = and i64 %713, 15
  %715 = icmp eq i64 %714, 0
  %716 = and i1 %704, %715
  %717 = and i1 %709, %716
  %718 = and i1 %712, %716
  %719 = xor i1 %704, %718
  %720 = xor i1 %707, %718
  %721 = xor i1 %710, %718
  %722 = xor i1 %328, %717
  %723 = and i1 %712, %722
  %724 = zext i1 %718 to i32
  %725 = select i1 %19, i32 %229, i32 0
  %726 = select i1 %19, i32 %230, i32 0
  %727 = select i1 %19, i32 %231, i32 0
  %728 = select i1 %19, i32 %232, i32 0
  %729 = zext i1 %719 to i32
  %730 = zext i1 %720 to i32
  %731 = zext i1 %721 to i32
  %732 = zext i1 %723 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %724, i32 %725, i32 %726, i32 %727, i32 %728, ptr addrspace(1) %702, i32 %729, i32 %730, i32 %731, i32 %732) #4
  %733 = or disjoint i32 %324, 48
  %734 = add i32 %323, %733
  %735 = sext i32 %734 to i64
  %736 = getelementptr float, ptr addrspace(1) %2, i64 %735
  %737 = icmp slt i32 %733, %4
  %738 = and i1 %328, %737
  %739 = or disjoint i32 %324, 49
  %740 = icmp slt i32 %739, %4
  %741 = and i1 %328, %740
  %742 = or disjoint i32 %324, 50
  %743 = icmp slt i32 %742, %4
  %744 = and i1 %328, %743
  %745 = or disjoint i32 %324, 51
  %746 = icmp slt i32 %745, %4
  %747 = ptrtoint ptr addrspace(1) %736 to i64
  %748 = and i64 %747, 15
  %749 = icmp eq i64 %748, 0
  %750 = and i1 %738, %749
  %751 = and i1 %743, %750
  %752 = and i1 %746, %750
  %753 = xor i1 %738, %752
  %754 = xor i1 %741, %752
  %755 = xor i1 %744, %752
  %756 = xor i1 %328, %751
  %757 = and i1 %746, %756
  %758 = zext i1 %752 to i32
  %759 = select i1 %19, i32 %233, i32 0
  %760 = select i1 %19, i32 %234, i32 0
  %761 = select i1 %19, i32 %235, i32 0
  %762 = select i1 %19, i32 %236, i32 0
  %763 = zext i1 %753 to i32
  %764 = zext i1 %754 to i32
  %765 = zext i1 %755 to i32
  %766 = zext i1 %757 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %758, i32 %759, i32 %760, i32 %761, i32 %762, ptr addrspace(1) %736, i32 %763, i32 %764, i32 %765, i32 %766) #4
  %767 = or disjoint i32 %324, 52
  %768 = add i32 %323, %767
  %769 = sext i32 %768 to i64
  %770 = getelementptr float, ptr addrspace(1) %2, i64 %769
  %771 = icmp slt i32 %767, %4
  %772 = and i1 %328, %771
  %773 = or disjoint i32 %324, 53
  %774 = icmp slt i32 %773, %4
  %775 = and i1 %328, %774
  %776 = or disjoint i32 %324, 54
  %777 = icmp slt i32 %776, %4
  %778 = and i1 %328, %777
  %779 = or disjoint i32 %324, 55
  %780 = icmp slt i32 %779, %4
  %781 = ptrtoint ptr addrspace(1) %770 to i64
  %782 = and i64 %781, 15
  %783 = icmp eq i64 %782, 0
  %784 = and i1 %772, %783
  %785 = and i1 %777, %784
  %786 = and i1 %780, %784
  %787 = xor i1 %772, %786
  %788 = xor i1 %775, %786
  %789 = xor i1 %778, %786
  %790 = xor i1 %328, %785
  %791 = and i1 %780, %790
  %792 = zext i1 %786 to i32
  %793 = select i1 %19, i32 %237, i32 0
  %794 = select i1 %19, i32 %238, i32 0
  %795 = select i1 %19, i32 %239, i32 0
  %796 = select i1 %19, i32 %240, i32 0
  %797 = zext i1 %787 to i32
  %798 = zext i1 %788 to i32
  %799 = zext i1 %789 to i32
  %800 = zext i1 %791 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %792, i32 %793, i32 %794, i32 %795, i32 %796, ptr addrspace(1) %770, i32 %797, i32 %798, i32 %799, i32 %800) #4
  %801 = or disjoint i32 %324, 56
  %802 = add i32 %323, %801
  %803 = sext i32 %802 to i64
  %804 = getelementptr float, ptr addrspace(1) %2, i64 %803
  %805 = icmp slt i32 %801, %4
  %806 = and i1 %328, %805
  %807 = or disjoint i32 %324, 57
  %808 = icmp slt i32 %807, %4
  %809 = and i1 %328, %808
  %810 = or disjoint i32 %324, 58
  %811 = icmp slt i32 %810, %4
  %812 = and i1 %328, %811
  %813 = or disjoint i32 %324, 59
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
  %824 = xor i1 %328, %819
  %825 = and i1 %814, %824
  %826 = zext i1 %820 to i32
  %827 = select i1 %19, i32 %241, i32 0
  %828 = select i1 %19, i32 %242, i32 0
  %829 = select i1 %19, i32 %243, i32 0
  %830 = select i1 %19, i32 %244, i32 0
  %831 = zext i1 %821 to i32
  %832 = zext i1 %822 to i32
  %833 = zext i1 %823 to i32
  %834 = zext i1 %825 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %826, i32 %827, i32 %828, i32 %829, i32 %830, ptr addrspace(1) %804, i32 %831, i32 %832, i32 %833, i32 %834) #4
  %835 = or disjoint i32 %324, 60
  %836 = add i32 %323, %835
  %837 = sext i32 %836 to i64
  %838 = getelementptr float, ptr addrspace(1) %2, i64 %837
  %839 = icmp slt i32 %835, %4
  %840 = and i1 %328, %839
  %841 = or disjoint i32 %324, 61
  %842 = icmp slt i32 %841, %4
  %843 = and i1 %328, %842
  %844 = or disjoint i32 %324, 62
  %845 = icmp slt i32 %844, %4
  %846 = and i1 %328, %845
  %847 = or disjoint i32 %324, 63
  %848 = icmp slt i32 %847, %4
  %849 = ptrtoint ptr addrspace(1) %838 to i64
  %850 = and i64 %849, 15
  %851 = icmp eq i64 %850, 0
  %852 = and i1 %840, %851
  %853 = and i1 %845, %852
  %854 = and i1 %848, %852
  %855 = xor i1 %840, %854
  %856 = xor i1 %843, %854
  %857 = xor i1 %846, %854
  %858 = xor i1 %328, %853
  %859 = and i1 %848, %858
  %860 = zext i1 %854 to i32
  %861 = select i1 %19, i32 %245, i32 0
  %862 = select i1 %19, i32 %246, i32 0
  %863 = select i1 %19, i32 %247, i32 0
  %864 = select i1 %19, i32 %248, i32 0
  %865 = zext i1 %855 to i32
  %866 = zext i1 %856 to i32
  %867 = zext i1 %857 to i32
  %868 = zext i1 %859 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %860, i32 %861, i32 %862, i32 %863, i32 %864, ptr addrspace(1) %838, i32 %865, i32 %866, i32 %867, i32 %868) #4
  %869 = or disjoint i32 %324, 64
  %870 = add i32 %323, %869
  %871 = sext i32 %870 to i64
  %872 = getelementptr float, ptr addrspace(1) %2, i64 %871
  %873 = icmp slt i32 %869, %4
  %874 = and i1 %328, %873
  %875 = or disjoint i32 %324, 65
  %876 = icmp slt i32 %875, %4
  %877 = and i1 %328, %876
  %878 = or disjoint i32 %324, 66
  %879 = icmp slt i32 %878, %4
  %880 = and i1 %328, %879
  %881 = or disjoint i32 %324, 67
  %882 = icmp slt i32 %881, %4
  %883 = ptrtoint ptr addrspace(1) %872 to i64
  %884 = and i64 %883, 15
  %885 = icmp eq i64 %884, 0
  %886 = and i1 %874, %885
  %887 = and i1 %879, %886
  %888 = and i1 %882, %886
  %889 = xor i1 %874, %888
  %890 = xor i1 %877, %888
  %891 = xor i1 %880, %888
  %892 = xor i1 %328, %887
  %893 = and i1 %882, %892
  %894 = zext i1 %888 to i32
  %895 = select i1 %19, i32 %251, i32 0
  %896 = select i1 %19, i32 %252, i32 0
  %897 = select i1 %19, i32 %253, i32 0
  %898 = select i1 %19, i32 %254, i32 0
  %899 = zext i1 %889 to i32
  %900 = zext i1 %890 to i32
  %901 = zext i1 %891 to i32
  %902 = zext i1 %893 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %894, i32 %895, i32 %896, i32 %897, i32 %898, ptr addrspace(1) %872, i32 %899, i32 %900, i32 %901, i32 %902) #4
  %903 = or disjoint i32 %324, 68
  %904 = add i32 %323, %903
  %905 = sext i32 %904 to i64
  %906 = getelementptr float, ptr addrspace(1) %2, i64 %905
  %907 = icmp slt i32 %903, %4
  %908 = and i1 %328, %907
  %909 = or disjoint i32 %324, 69
  %910 = icmp slt i32 %909, %4
  %911 = and i1 %328, %910
  %912 = or disjoint i32 %324, 70
  %913 = icmp slt i32 %912, %4
  %914 = and i1 %328, %913
  %915 = or disjoint i32 %324, 71
  %916 = icmp slt i32 %915, %4
  %917 = ptrtoint ptr addrspace(1) %906 to i64
  %918 = and i64 %917, 15
  %919 = icmp eq i64 %918, 0
  %920 = and i1 %908, %919
  %921 = and i1 %913, %920
  %922 = and i1 %916, %920
  %923 = xor i1 %908, %922
  %924 = xor i1 %911, %922
  %925 = xor i1 %914, %922
  %926 = xor i1 %328, %921
  %927 = and i1 %916, %926
  %928 = zext i1 %922 to i32
  %929 = select i1 %19, i32 %255, i32 0
  %930 = select i1 %19, i32 %256, i32 0
  %931 = select i1 %19, i32 %257, i32 0
  %932 = select i1 %19, i32 %258, i32 0
  %933 = zext i1 %923 to i32
  %934 = zext i1 %924 to i32
  %935 = zext i1 %925 to i32
  %936 = zext i1 %927 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %928, i32 %929, i32 %930, i32 %931, i32 %932, ptr addrspace(1) %906, i32 %933, i32 %934, i32 %935, i32 %936) #4
  %937 = or disjoint i32 %324, 72
  %938 = add i32 %323, %937
  %939 = sext i32 %938 to i64
  %940 = getelementptr float, ptr addrspace(1) %2, i64 %939
  %941 = icmp slt i32 %937, %4
  %942 = and i1 %328, %941
  %943 = or disjoint i32 %324, 73
  %944 = icmp slt i32 %943, %4
  %945 = and i1 %328, %944
  %946 = or disjoint i32 %324, 74
  %947 = icmp slt i32 %946, %4
  %948 = and i1 %328, %947
  %949 = or disjoint i32 %324, 75
  %950 = icmp slt i32 %949, %4
  %951 = ptrtoint ptr addrspace(1) %940 to i64
  %952 = and i64 %951, 15
  %953 = icmp eq i64 %952, 0
  %954 = and i1 %942, %953
  %955 = and i1 %947, %954
  %956 = and i1 %950, %954
  %957 = xor i1 %942, %956
  %958 = xor i1 %945, %956
  %959 = xor i1 %948, %956
  %960 = xor i1 %328, %955
  %961 = and i1 %950, %960
  %962 = zext i1 %956 to i32
  %963 = select i1 %19, i32 %259, i32 0
  %964 = select i1 %19, i32 %260, i32 0
  %965 = select i1 %19, i32 %261, i32 0
  %966 = select i1 %19, i32 %262, i32 0
  %967 = zext i1 %957 to i32
  %968 = zext i1 %958 to i32
  %969 = zext i1 %959 to i32
  %970 = zext i1 %961 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %962, i32 %963, i32 %964, i32 %965, i32 %966, ptr addrspace(1) %940, i32 %967, i32 %968, i32 %969, i32 %970) #4
  %971 = or disjoint i32 %324, 76
  %972 = add i32 %323, %971
  %973 = sext i32 %972 to i64
  %974 = getelementptr float, ptr addrspace(1) %2, i64 %973
  %975 = icmp slt i32 %971, %4
  %976 = and i1 %328, %975
  %977 = or disjoint i32 %324, 77
  %978 = icmp slt i32 %977, %4
  %979 = and i1 %328, %978
  %980 = or disjoint i32 %324, 78
  %981 = icmp slt i32 %980, %4
  %982 = and i1 %328, %981
  %983 = or disjoint i32 %324, 79
  %984 = icmp slt i32 %983, %4
  %985 = ptrtoint ptr addrspace(1) %974 to i64
  %986 = and i64 %985, 15
  %987 = icmp eq i64 %986, 0
  %988 = and i1 %976, %987
  %989 = and i1 %981, %988
  %990 = and i1 %984, %988
  %991 = xor i1 %976, %990
  %992 = xor i1 %979, %990
  %993 = xor i1 %982, %990
  %994 = xor i1 %328, %989
  %995 = and i1 %984, %994
  %996 = zext i1 %990 to i32
  %997 = select i1 %19, i32 %263, i32 0
  %998 = select i1 %19, i32 %264, i32 0
  %999 = select i1 %19, i32 %265, i32 0
  %1000 = select i1 %19, i32 %266, i32 0
  %1001 = zext i1 %991 to i32
  %1002 = zext i1 %992 to i32
  %1003 = zext i1 %993 to i32
  %1004 = zext i1 %995 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %996, i32 %997, i32 %998, i32 %999, i32 %1000, ptr addrspace(1) %974, i32 %1001, i32 %1002, i32 %1003, i32 %1004) #4
  %1005 = or disjoint i32 %324, 80
  %1006 = add i32 %323, %1005
  %1007 = sext i32 %1006 to i64
  %1008 = getelementptr float, ptr addrspace(1) %2, i64 %1007
  %1009 = icmp slt i32 %1005, %4
  %1010 = and i1 %328, %1009
  %1011 = or disjoint i32 %324, 81
  %1012 = icmp slt i32 %1011, %4
  %1013 = and i1 %328, %1012
  %1014 = or disjoint i32 %324, 82
  %1015 = icmp slt i32 %1014, %4
  %1016 = and i1 %328, %1015
  %1017 = or disjoint i32 %324, 83
  %1018 = icmp slt i32 %1017, %4
  %1019 = ptrtoint ptr addrspace(1) %1008 to i64
  %1020 = and i64 %1019, 15
  %1021 = icmp eq i64 %1020, 0
  %1022 = and i1 %1010, %1021
  %1023 = and i1 %1015, %1022
  %1024 = and i1 %1018, %1022
  %1025 = xor i1 %1010, %1024
  %1026 = xor i1 %1013, %1024
  %1027 = xor i1 %1016, %1024
  %1028 = xor i1 %328, %1023
  %1029 = and i1 %1018, %1028
  %1030 = zext i1 %1024 to i32
  %1031 = select i1 %19, i32 %267, i32 0
  %1032 = select i1 %19, i32 %268, i32 0
  %1033 = select i1 %19, i32 %269, i32 0
  %1034 = select i1 %19, i32 %270, i32 0
  %1035 = zext i1 %1025 to i32
  %1036 = zext i1 %1026 to i32
  %1037 = zext i1 %1027 to i32
  %1038 = zext i1 %1029 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1030, i32 %1031, i32 %1032, i32 %1033, i32 %1034, ptr addrspace(1) %1008, i32 %1035, i32 %1036, i32 %1037, i32 %1038) #4
  %1039 = or disjoint i32 %324, 84
  %1040 = add i32 %323, %1039
  %1041 = sext i32 %1040 to i64
  %1042 = getelementptr float, ptr addrspace(1) %2, i64 %1041
  %1043 = icmp slt i32 %1039, %4
  %1044 = and i1 %328, %1043
  %1045 = or disjoint i32 %324, 85
  %1046 = icmp slt i32 %1045, %4
  %1047 = and i1 %328, %1046
  %1048 = or disjoint i32 %324, 86
  %1049 = icmp slt i32 %1048, %4
  %1050 = and i1 %328, %1049
  %1051 = or disjoint i32 %324, 87
  %1052 = icmp slt i32 %1051, %4
  %1053 = ptrtoint ptr addrspace(1) %1042 to i64
  %1054 = and i64 %1053, 15
  %1055 = icmp eq i64 %1054, 0
  %1056 = and i1 %1044, %1055
  %1057 = and i1 %1049, %1056
  %1058 = and i1 %1052, %1056
  %1059 = xor i1 %1044, %1058
  %1060 = xor i1 %1047, %1058
  %1061 = xor i1 %1050, %1058
  %1062 = xor i1 %328, %1057
  %1063 = and i1 %1052, %1062
  %1064 = zext i1 %1058 to i32
  %1065 = select i1 %19, i32 %271, i32 0
  %1066 = select i1 %19, i32 %272, i32 0
  %1067 = select i1 %19, i32 %273, i32 0
  %1068 = select i1 %19, i32 %274, i32 0
  %1069 = zext i1 %1059 to i32
  %1070 = zext i1 %1060 to i32
  %1071 = zext i1 %1061 to i32
  %1072 = zext i1 %1063 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1064, i32 %1065, i32 %1066, i32 %1067, i32 %1068, ptr addrspace(1) %1042, i32 %1069, i32 %1070, i32 %1071, i32 %1072) #4
  %1073 = or disjoint i32 %324, 88
  %1074 = add i32 %323, %1073
  %1075 = sext i32 %1074 to i64
  %1076 = getelementptr float, ptr addrspace(1) %2, i64 %1075
  %1077 = icmp slt i32 %1073, %4
  %1078 = and i1 %328, %1077
  %1079 = or disjoint i32 %324, 89
  %1080 = icmp slt i32 %1079, %4
  %1081 = and i1 %328, %1080
  %1082 = or disjoint i32 %324, 90
  %1083 = icmp slt i32 %1082, %4
  %1084 = and i1 %328, %1083
  %1085 = or disjoint i32 %324, 91
  %1086 = icmp slt i32 %1085, %4
  %1087 = ptrtoint ptr addrspace(1) %1076 to i64
  %1088 = and i64 %1087, 15
  %1089 = icmp eq i64 %1088, 0
  %1090 = and i1 %1078, %1089
  %1091 = and i1 %1083, %1090
  %1092 = and i1 %1086, %1090
  %1093 = xor i1 %1078, %1092
  %1094 = xor i1 %1081, %1092
  %1095 = xor i1 %1084, %1092
  %1096 = xor i1 %328, %1091
  %1097 = and i1 %1086, %1096
  %1098 = zext i1 %1092 to i32
  %1099 = select i1 %19, i32 %275, i32 0
  %1100 = select i1 %19, i32 %276, i32 0
  %1101 = select i1 %19, i32 %277, i32 0
  %1102 = select i1 %19, i32 %278, i32 0
  %1103 = zext i1 %1093 to i32
  %1104 = zext i1 %1094 to i32
  %1105 = zext i1 %1095 to i32
  %1106 = zext i1 %1097 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1098, i32 %1099, i32 %1100, i32 %1101, i32 %1102, ptr addrspace(1) %1076, i32 %1103, i32 %1104, i32 %1105, i32 %1106) #4
  %1107 = or disjoint i32 %324, 92
  %1108 = add i32 %323, %1107
  %1109 = sext i32 %1108 to i64
  %1110 = getelementptr float, ptr addrspace(1) %2, i64 %1109
  %1111 = icmp slt i32 %1107, %4
  %1112 = and i1 %328, %1111
  %1113 = or disjoint i32 %324, 93
  %1114 = icmp slt i32 %1113, %4
  %1115 = and i1 %328, %1114
  %1116 = or disjoint i32 %324, 94
  %1117 = icmp slt i32 %1116, %4
  %1118 = and i1 %328, %1117
  %1119 = or disjoint i32 %324, 95
  %1120 = icmp slt i32 %1119, %4
  %1121 = ptrtoint ptr addrspace(1) %1110 to i64
  %1122 = and i64 %1121, 15
  %1123 = icmp eq i64 %1122, 0
  %1124 = and i1 %1112, %1123
  %1125 = and i1 %1117, %1124
  %1126 = and i1 %1120, %1124
  %1127 = xor i1 %1112, %1126
  %1128 = xor i1 %1115, %1126
  %1129 = xor i1 %1118, %1126
  %1130 = xor i1 %328, %1125
  %1131 = and i1 %1120, %1130
  %1132 = zext i1 %1126 to i32
  %1133 = select i1 %19, i32 %279, i32 0
  %1134 = select i1 %19, i32 %280, i32 0
  %1135 = select i1 %19, i32 %281, i32 0
  %1136 = select i1 %19, i32 %282, i32 0
  %1137 = zext i1 %1127 to i32
  %1138 = zext i1 %1128 to i32
  %1139 = zext i1 %1129 to i32
  %1140 = zext i1 %1131 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1132, i32 %1133, i32 %1134, i32 %1135, i32 %1136, ptr addrspace(1) %1110, i32 %1137, i32 %1138, i32 %1139, i32 %1140) #4
  %1141 = or disjoint i32 %324, 96
  %1142 = add i32 %323, %1141
  %1143 = sext i32 %1142 to i64
  %1144 = getelementptr float, ptr addrspace(1) %2, i64 %1143
  %1145 = icmp slt i32 %1141, %4
  %1146 = and i1 %328, %1145
  %1147 = or disjoint i32 %324, 97
  %1148 = icmp slt i32 %1147, %4
  %1149 = and i1 %328, %1148
  %1150 = or disjoint i32 %324, 98
  %1151 = icmp slt i32 %1150, %4
  %1152 = and i1 %328, %1151
  %1153 = or disjoint i32 %324, 99
  %1154 = icmp slt i32 %1153, %4
  %1155 = ptrtoint ptr addrspace(1) %1144 to i64
  %1156 = and i64 %1155, 15
  %1157 = icmp eq i64 %1156, 0
  %1158 = and i1 %1146, %1157
  %1159 = and i1 %1151, %1158
  %1160 = and i1 %1154, %1158
  %1161 = xor i1 %1146, %1160
  %1162 = xor i1 %1149, %1160
  %1163 = xor i1 %1152, %1160
  %1164 = xor i1 %328, %1159
  %1165 = and i1 %1154, %1164
  %1166 = zext i1 %1160 to i32
  %1167 = select i1 %19, i32 %285, i32 0
  %1168 = select i1 %19, i32 %286, i32 0
  %1169 = select i1 %19, i32 %287, i32 0
  %1170 = select i1 %19, i32 %288, i32 0
  %1171 = zext i1 %1161 to i32
  %1172 = zext i1 %1162 to i32
  %1173 = zext i1 %1163 to i32
  %1174 = zext i1 %1165 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1166, i32 %1167, i32 %1168, i32 %1169, i32 %1170, ptr addrspace(1) %1144, i32 %1171, i32 %1172, i32 %1173, i32 %1174) #4
  %1175 = or disjoint i32 %324, 100
  %1176 = add i32 %323, %1175
  %1177 = sext i32 %1176 to i64
  %1178 = getelementptr float, ptr addrspace(1) %2, i64 %1177
  %1179 = icmp slt i32 %1175, %4
  %1180 = and i1 %328, %1179
  %1181 = or disjoint i32 %324, 101
  %1182 = icmp slt i32 %1181, %4
  %1183 = and i1 %328, %1182
  %1184 = or disjoint i32 %324, 102
  %1185 = icmp slt i32 %1184, %4
  %1186 = and i1 %328, %1185
  %1187 = or disjoint i32 %324, 103
  %1188 = icmp slt i32 %1187, %4
  %1189 = ptrtoint ptr addrspace(1) %1178 to i64
  %1190 = and i64 %1189, 15
  %1191 = icmp eq i64 %1190, 0
  %1192 = and i1 %1180, %1191
  %1193 = and i1 %1185, %1192
  %1194 = and i1 %1188, %1192
  %1195 = xor i1 %1180, %1194
  %1196 = xor i1 %1183, %1194
  %1197 = xor i1 %1186, %1194
  %1198 = xor i1 %328, %1193
  %1199 = and i1 %1188, %1198
  %1200 = zext i1 %1194 to i32
  %1201 = select i1 %19, i32 %289, i32 0
  %1202 = select i1 %19, i32 %290, i32 0
  %1203 = select i1 %19, i32 %291, i32 0
  %1204 = select i1 %19, i32 %292, i32 0
  %1205 = zext i1 %1195 to i32
  %1206 = zext i1 %1196 to i32
  %1207 = zext i1 %1197 to i32
  %1208 = zext i1 %1199 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1200, i32 %1201, i32 %1202, i32 %1203, i32 %1204, ptr addrspace(1) %1178, i32 %1205, i32 %1206, i32 %1207, i32 %1208) #4
  %1209 = or disjoint i32 %324, 104
  %1210 = add i32 %323, %1209
  %1211 = sext i32 %1210 to i64
  %1212 = getelementptr float, ptr addrspace(1) %2, i64 %1211
  %1213 = icmp slt i32 %1209, %4
  %1214 = and i1 %328, %1213
  %1215 = or disjoint i32 %324, 105
  %1216 = icmp slt i32 %1215, %4
  %1217 = and i1 %328, %1216
  %1218 = or disjoint i32 %324, 106
  %1219 = icmp slt i32 %1218, %4
  %1220 = and i1 %328, %1219
  %1221 = or disjoint i32 %324, 107
  %1222 = icmp slt i32 %1221, %4
  %1223 = ptrtoint ptr addrspace(1) %1212 to i64
  %1224 = and i64 %1223, 15
  %1225 = icmp eq i64 %1224, 0
  %1226 = and i1 %1214, %1225
  %1227 = and i1 %1219, %1226
  %1228 = and i1 %1222, %1226
  %1229 = xor i1 %1214, %1228
  %1230 = xor i1 %1217, %1228
  %1231 = xor i1 %1220, %1228
  %1232 = xor i1 %328, %1227
  %1233 = and i1 %1222, %1232
  %1234 = zext i1 %1228 to i32
  %1235 = select i1 %19, i32 %293, i32 0
  %1236 = select i1 %19, i32 %294, i32 0
  %1237 = select i1 %19, i32 %295, i32 0
  %1238 = select i1 %19, i32 %296, i32 0
  %1239 = zext i1 %1229 to i32
  %1240 = zext i1 %1230 to i32
  %1241 = zext i1 %1231 to i32
  %1242 = zext i1 %1233 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1234, i32 %1235, i32 %1236, i32 %1237, i32 %1238, ptr addrspace(1) %1212, i32 %1239, i32 %1240, i32 %1241, i32 %1242) #4
  %1243 = or disjoint i32 %324, 108
  %1244 = add i32 %323, %1243
  %1245 = sext i32 %1244 to i64
  %1246 = getelementptr float, ptr addrspace(1) %2, i64 %1245
  %1247 = icmp slt i32 %1243, %4
  %1248 = and i1 %328, %1247
  %1249 = or disjoint i32 %324, 109
  %1250 = icmp slt i32 %1249, %4
  %1251 = and i1 %328, %1250
  %1252 = or disjoint i32 %324, 110
  %1253 = icmp slt i32 %1252, %4
  %1254 = and i1 %328, %1253
  %1255 = or disjoint i32 %324, 111
  %1256 = icmp slt i32 %1255, %4
  %1257 = ptrtoint ptr addrspace(1) %1246 to i64
  %1258 = and i64 %1257, 15
  %1259 = icmp eq i64 %1258, 0
  %1260 = and i1 %1248, %1259
  %1261 = and i1 %1253, %1260
  %1262 = and i1 %1256, %1260
  %1263 = xor i1 %1248, %1262
  %1264 = xor i1 %1251, %1262
  %1265 = xor i1 %1254, %1262
  %1266 = xor i1 %328, %1261
  %1267 = and i1 %1256, %1266
  %1268 = zext i1 %1262 to i32
  %1269 = select i1 %19, i32 %297, i32 0
  %1270 = select i1 %19, i32 %298, i32 0
  %1271 = select i1 %19, i32 %299, i32 0
  %1272 = select i1 %19, i32 %300, i32 0
  %1273 = zext i1 %1263 to i32
  %1274 = zext i1 %1264 to i32
  %1275 = zext i1 %1265 to i32
  %1276 = zext i1 %1267 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1268, i32 %1269, i32 %1270, i32 %1271, i32 %1272, ptr addrspace(1) %1246, i32 %1273, i32 %1274, i32 %1275, i32 %1276) #4
  %1277 = or disjoint i32 %324, 112
  %1278 = add i32 %323, %1277
  %1279 = sext i32 %1278 to i64
  %1280 = getelementptr float, ptr addrspace(1) %2, i64 %1279
  %1281 = icmp slt i32 %1277, %4
  %1282 = and i1 %328, %1281
  %1283 = or disjoint i32 %324, 113
  %1284 = icmp slt i32 %1283, %4
  %1285 = and i1 %328, %1284
  %1286 = or disjoint i32 %324, 114
  %1287 = icmp slt i32 %1286, %4
  %1288 = and i1 %328, %1287
  %1289 = or disjoint i32 %324, 115
  %1290 = icmp slt i32 %1289, %4
  %1291 = ptrtoint ptr addrspace(1) %1280 to i64
  %1292 = and i64 %1291, 15
  %1293 = icmp eq i64 %1292, 0
  %1294 = and i1 %1282, %1293
  %1295 = and i1 %1287, %1294
  %1296 = and i1 %1290, %1294
  %1297 = xor i1 %1282, %1296
  %1298 = xor i1 %1285, %1296
  %1299 = xor i1 %1288, %1296
  %1300 = xor i1 %328, %1295
  %1301 = and i1 %1290, %1300
  %1302 = zext i1 %1296 to i32
  %1303 = select i1 %19, i32 %301, i32 0
  %1304 = select i1 %19, i32 %302, i32 0
  %1305 = select i1 %19, i32 %303, i32 0
  %1306 = select i1 %19, i32 %304, i32 0
  %1307 = zext i1 %1297 to i32
  %1308 = zext i1 %1298 to i32
  %1309 = zext i1 %1299 to i32
  %1310 = zext i1 %1301 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1302, i32 %1303, i32 %1304, i32 %1305, i32 %1306, ptr addrspace(1) %1280, i32 %1307, i32 %1308, i32 %1309, i32 %1310) #4
  %1311 = or disjoint i32 %324, 116
  %1312 = add i32 %323, %1311
  %1313 = sext i32 %1312 to i64
  %1314 = getelementptr float, ptr addrspace(1) %2, i64 %1313
  %1315 = icmp slt i32 %1311, %4
  %1316 = and i1 %328, %1315
  %1317 = or disjoint i32 %324, 117
  %1318 = icmp slt i32 %1317, %4
  %1319 = and i1 %328, %1318
  %1320 = or disjoint i32 %324, 118
  %1321 = icmp slt i32 %1320, %4
  %1322 = and i1 %328, %1321
  %1323 = or disjoint i32 %324, 119
  %1324 = icmp slt i32 %1323, %4
  %1325 = ptrtoint ptr addrspace(1) %1314 to i64
  %1326 = and i64 %1325, 15
  %1327 = icmp eq i64 %1326, 0
  %1328 = and i1 %1316, %1327
  %1329 = and i1 %1321, %1328
  %1330 = and i1 %1324, %1328
  %1331 = xor i1 %1316, %1330
  %1332 = xor i1 %1319, %1330
  %1333 = xor i1 %1322, %1330
  %1334 = xor i1 %328, %1329
  %1335 = and i1 %1324, %1334
  %1336 = zext i1 %1330 to i32
  %1337 = select i1 %19, i32 %305, i32 0
  %1338 = select i1 %19, i32 %306, i32 0
  %1339 = select i1 %19, i32 %307, i32 0
  %1340 = select i1 %19, i32 %308, i32 0
  %1341 = zext i1 %1331 to i32
  %1342 = zext i1 %1332 to i32
  %1343 = zext i1 %1333 to i32
  %1344 = zext i1 %1335 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1336, i32 %1337, i32 %1338, i32 %1339, i32 %1340, ptr addrspace(1) %1314, i32 %1341, i32 %1342, i32 %1343, i32 %1344) #4
  %1345 = or disjoint i32 %324, 120
  %1346 = add i32 %323, %1345
  %1347 = sext i32 %1346 to i64
  %1348 = getelementptr float, ptr addrspace(1) %2, i64 %1347
  %1349 = icmp slt i32 %1345, %4
  %1350 = and i1 %328, %1349
  %1351 = or disjoint i32 %324, 121
  %1352 = icmp slt i32 %1351, %4
  %1353 = and i1 %328, %1352
  %1354 = or disjoint i32 %324, 122
  %1355 = icmp slt i32 %1354, %4
  %1356 = and i1 %328, %1355
  %1357 = or disjoint i32 %324, 123
  %1358 = icmp slt i32 %1357, %4
  %1359 = ptrtoint ptr addrspace(1) %1348 to i64
  %1360 = and i64 %1359, 15
  %1361 = icmp eq i64 %1360, 0
  %1362 = and i1 %1350, %1361
  %1363 = and i1 %1355, %1362
  %1364 = and i1 %1358, %1362
  %1365 = xor i1 %1350, %1364
  %1366 = xor i1 %1353, %1364
  %1367 = xor i1 %1356, %1364
  %1368 = xor i1 %328, %1363
  %1369 = and i1 %1358, %1368
  %1370 = zext i1 %1364 to i32
  %1371 = select i1 %19, i32 %309, i32 0
  %1372 = select i1 %19, i32 %310, i32 0
  %1373 = select i1 %19, i32 %311, i32 0
  %1374 = select i1 %19, i32 %312, i32 0
  %1375 = zext i1 %1365 to i32
  %1376 = zext i1 %1366 to i32
  %1377 = zext i1 %1367 to i32
  %1378 = zext i1 %1369 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1370, i32 %1371, i32 %1372, i32 %1373, i32 %1374, ptr addrspace(1) %1348, i32 %1375, i32 %1376, i32 %1377, i32 %1378) #4
  %1379 = or disjoint i32 %324, 124
  %1380 = add i32 %323, %1379
  %1381 = sext i32 %1380 to i64
  %1382 = getelementptr float, ptr addrspace(1) %2, i64 %1381
  %1383 = icmp slt i32 %1379, %4
  %1384 = and i1 %328, %1383
  %1385 = or disjoint i32 %324, 125
  %1386 = icmp slt i32 %1385, %4
  %1387 = and i1 %328, %1386
  %1388 = or disjoint i32 %324, 126
  %1389 = icmp slt i32 %1388, %4
  %1390 = and i1 %328, %1389
  %1391 = or disjoint i32 %7, %11
  %1392 = or i32 %1391, 127
  %1393 = icmp slt i32 %1392, %4
  %1394 = ptrtoint ptr addrspace(1) %1382 to i64
  %1395 = and i64 %1394, 15
  %1396 = icmp eq i64 %1395, 0
  %1397 = and i1 %1384, %1396
  %1398 = and i1 %1389, %1397
  %1399 = and i1 %1393, %1398
  %1400 = xor i1 %1384, %1399
  %1401 = xor i1 %1387, %1399
  %1402 = xor i1 %1390, %1399
  %1403 = xor i1 %328, %1398
  %1404 = and i1 %1393, %1403
  %1405 = zext i1 %1399 to i32
  %1406 = select i1 %19, i32 %313, i32 0
  %1407 = select i1 %19, i32 %314, i32 0
  %1408 = select i1 %19, i32 %315, i32 0
  %1409 = select i1 %19, i32 %316, i32 0
  %1410 = zext i1 %1400 to i32
  %1411 = zext i1 %1401 to i32
  %1412 = zext i1 %1402 to i32
  %1413 = zext i1 %1404 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1405, i32 %1406, i32 %1407, i32 %1408, i32 %1409, ptr addrspace(1) %1382, i32 %1410, i32 %1411, i32 %1412, i32 %1413) #4
  br label %.loopexit

.loopexit:                                        ; preds = %123, %21, %320
  call void asm sideeffect "barrier.cluster.arrive;", "~{memory}"() #5
  call void asm sideeffect "barrier.cluster.wait;", "~{memory}"() #5
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.cluster.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.cluster.ctaid.y() #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #3

attributes #0 = { nounwind "nvvm.cluster_dim"="2,2,1" "nvvm.reqntid"="288" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind }
attributes #5 = { convergent nounwind }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
