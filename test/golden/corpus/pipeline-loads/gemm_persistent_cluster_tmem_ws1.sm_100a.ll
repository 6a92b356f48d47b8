; ModuleID = 'tile_kernels'
source_filename = "tile_kernels"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@gemm_persistent_cluster_dsmem = external addrspace(3) global [0 x i8], align 1024

; Function Attrs: nounwind
define ptx_kernel void @gemm_persistent_cluster(ptr byval([128 x i8]) align 64 "nvvm.grid_constant" %0, ptr byval([128 x i8]) align 64 "nvvm.grid_constant" %1, ptr addrspace(1) %2, i32 %3, i32 %4, i32 %5) local_unnamed_addr #0 {
  %7 = tail call range(i32 0, 288) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %3, 255
  %9 = lshr i32 %8, 8
  %10 = add i32 %4, 255
  %11 = lshr i32 %10, 8
  %12 = mul i32 %11, %9
  %13 = tail call i32 @llvm.nvvm.read.ptx.sreg.clusterid.x()
  %14 = tail call i32 @llvm.nvvm.read.ptx.sreg.nclusterid.x()
  %15 = tail call range(i32 0, 2) i32 @llvm.nvvm.read.ptx.sreg.cluster.ctaid.x()
  %16 = icmp eq i32 %7, 0
  br i1 %16, label %17, label %18

17:                                               ; preds = %6
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_cluster_dsmem, i64 196608) to i32)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_cluster_dsmem, i64 196608) to i32), i32 16)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_cluster_dsmem, i64 196608) to i32), i32 32)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_cluster_dsmem, i64 196608) to i32), i32 48)) #4
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #4
  br label %18

18:                                               ; preds = %17, %6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %16, label %19, label %20

19:                                               ; preds = %18
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 2;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_cluster_dsmem, i64 196672) to i32)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 2;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_cluster_dsmem, i64 196672) to i32), i32 16)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 2;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_cluster_dsmem, i64 196672) to i32), i32 32)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 2;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_cluster_dsmem, i64 196672) to i32), i32 48)) #4
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #4
  br label %20

20:                                               ; preds = %19, %18
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %16, label %21, label %22

21:                                               ; preds = %20
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_cluster_dsmem, i64 196736) to i32)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_cluster_dsmem, i64 196736) to i32), i32 16)) #4
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #4
  br label %22

22:                                               ; preds = %21, %20
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %16, label %23, label %24

23:                                               ; preds = %22
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 256;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_cluster_dsmem, i64 196768) to i32)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 256;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_cluster_dsmem, i64 196768) to i32), i32 16)) #4
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #4
  br label %24

24:                                               ; preds = %23, %22
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %25 = icmp samesign ult i32 %7, 32
  br i1 %25, label %26, label %27

26:                                               ; preds = %24
  tail call void asm sideeffect "tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [$0], 512;\0A\09tcgen05.relinquish_alloc_permit.cta_group::1.sync.aligned;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_cluster_dsmem, i64 196800) to i32)) #4
  br label %27

27:                                               ; preds = %26, %24
  tail call void asm sideeffect "tcgen05.fence::before_thread_sync;", "~{memory}"() #4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #4
  %28 = tail call i32 asm sideeffect "ld.shared.b32 $0, [$1];", "=r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_cluster_dsmem, i64 196800) to i32)) #4
  tail call void asm sideeffect "barrier.cluster.arrive;", "~{memory}"() #5
  tail call void asm sideeffect "barrier.cluster.wait;", "~{memory}"() #5
  %29 = icmp samesign ugt i32 %7, 255
  br i1 %29, label %40, label %.preheader14

.preheader14:                                     ; preds = %27
  %30 = icmp slt i32 %13, %12
  br i1 %30, label %.lr.ph, label %._crit_edge

.lr.ph:                                           ; preds = %.preheader14
  %31 = shl nuw nsw i32 %11, 2
  %32 = shl nuw nsw i32 %15, 7
  %33 = icmp sgt i32 %5, 0
  %34 = and i32 %7, 128
  %35 = shl nuw nsw i32 %7, 16
  %36 = and i32 %35, 6291456
  %37 = or disjoint i32 %36, %34
  %38 = add i32 %37, %28
  %39 = and i32 %7, 127
  %invariant.op = or disjoint i32 %32, %39
  %invariant.op31 = or i32 %7, 127
  br label %357

40:                                               ; preds = %27
  %41 = icmp eq i32 %7, 256
  br i1 %41, label %.preheader, label %.loopexit

.preheader:                                       ; preds = %40
  %42 = icmp slt i32 %13, %12
  br i1 %42, label %.lr.ph18, label %._crit_edge19

.lr.ph18:                                         ; preds = %.preheader
  %43 = shl nuw nsw i32 %11, 2
  %44 = shl nuw nsw i32 %15, 7
  %45 = icmp sgt i32 %5, 0
  %46 = ptrtoint ptr %0 to i64
  %47 = ptrtoint ptr %1 to i64
  %48 = icmp sgt i32 %5, 64
  %49 = icmp sgt i32 %5, 128
  %50 = icmp sgt i32 %5, 192
  %51 = add i32 %5, 63
  %52 = sdiv i32 %51, 64
  %53 = select i1 %45, i32 %52, i32 0
  br label %54

54:                                               ; preds = %.lr.ph18, %._crit_edge17
  %55 = phi i32 [ 0, %.lr.ph18 ], [ %300, %._crit_edge17 ]
  %56 = phi i32 [ %13, %.lr.ph18 ], [ %301, %._crit_edge17 ]
  %57 = and i32 %55, 3
  %58 = lshr i32 %55, 2
  %59 = and i32 %58, 1
  %60 = xor i32 %59, 1
  %61 = shl nuw nsw i32 %57, 4
  %62 = zext nneg i32 %61 to i64
  %63 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_cluster_dsmem, i64 196672), i64 %62
  %64 = ptrtoint ptr addrspace(3) %63 to i64
  %65 = trunc i64 %64 to i32
  br label %66

66:                                               ; preds = %66, %54
  %67 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %65, i32 %60) #4
  %68 = icmp eq i32 %67, 0
  br i1 %68, label %66, label %69

69:                                               ; preds = %66
  %.frozen = freeze i32 %56
  %.frozen36 = freeze i32 %43
  %70 = udiv i32 %.frozen, %.frozen36
  %71 = shl i32 %70, 2
  %72 = mul i32 %70, %.frozen36
  %.decomposed = sub i32 %.frozen, %72
  %73 = sub i32 %9, %71
  %74 = call i32 @llvm.umin.i32(i32 %73, i32 4)
  %.frozen37 = freeze i32 %74
  %75 = udiv i32 %.decomposed, %.frozen37
  %76 = mul i32 %75, %.frozen37
  %.decomposed38 = sub i32 %.decomposed, %76
  %77 = add nuw i32 %.decomposed38, %71
  %78 = shl i32 %77, 8
  %79 = or disjoint i32 %78, %44
  %80 = shl i32 %75, 8
  %81 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_cluster_dsmem, i64 196608), i64 %62
  br i1 %45, label %82, label %.critedge

82:                                               ; preds = %69
  %83 = shl nuw nsw i32 %57, 14
  %84 = zext nneg i32 %83 to i64
  %85 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_cluster_dsmem, i64 131072), i64 %84
  %86 = ptrtoint ptr addrspace(3) %85 to i64
  %87 = trunc i64 %86 to i32
  %88 = ptrtoint ptr addrspace(3) %81 to i64
  %89 = trunc i64 %88 to i32
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 %89, i32 49152) #4
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %87, i64 %46, i32 0, i32 %79, i32 %89) #4
  br label %.critedge

.critedge:                                        ; preds = %69, %82
  %90 = and i32 %55, 1
  %91 = icmp eq i32 %90, %15
  %92 = and i1 %45, %91
  br i1 %92, label %93, label %101

93:                                               ; preds = %.critedge
  %94 = shl nuw nsw i32 %57, 15
  %95 = zext nneg i32 %94 to i64
  %96 = getelementptr i8, ptr addrspace(3) @gemm_persistent_cluster_dsmem, i64 %95
  %97 = ptrtoint ptr addrspace(3) %96 to i64
  %98 = trunc i64 %97 to i32
  %99 = ptrtoint ptr addrspace(3) %81 to i64
  %100 = trunc i64 %99 to i32
  call void asm sideeffect "{\0A\09.reg .b16 %tl_m;\0A\09cvt.u16.u32 %tl_m, $5;\0A\09cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster [$0], [$1, {$2, $3}], [$4], %tl_m;\0A\09}", "r,l,r,r,r,r,~{memory}"(i32 %98, i64 %47, i32 0, i32 %80, i32 %100, i32 3) #4
  br label %101

101:                                              ; preds = %93, %.critedge
  %102 = add i32 %55, 1
  %103 = and i32 %102, 3
  %104 = lshr i32 %102, 2
  %105 = and i32 %104, 1
  %106 = xor i32 %105, 1
  %107 = shl nuw nsw i32 %103, 4
  %108 = zext nneg i32 %107 to i64
  %109 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_cluster_dsmem, i64 196672), i64 %108
  %110 = ptrtoint ptr addrspace(3) %109 to i64
  %111 = trunc i64 %110 to i32
  br label %112

112:                                              ; preds = %112, %101
  %113 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %111, i32 %106) #4
  %114 = icmp eq i32 %113, 0
  br i1 %114, label %112, label %115

115:                                              ; preds = %112
  %116 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_cluster_dsmem, i64 196608), i64 %108
  br i1 %48, label %117, label %.critedge2

117:                                              ; preds = %115
  %118 = shl nuw nsw i32 %103, 14
  %119 = zext nneg i32 %118 to i64
  %120 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_cluster_dsmem, i64 131072), i64 %119
  %121 = ptrtoint ptr addrspace(3) %120 to i64
  %122 = trunc i64 %121 to i32
  %123 = ptrtoint ptr addrspace(3) %116 to i64
  %124 = trunc i64 %123 to i32
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 %124, i32 49152) #4
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %122, i64 %46, i32 64, i32 %79, i32 %124) #4
  br label %.critedge2

.critedge2:                                       ; preds = %115, %117
  %125 = and i32 %102, 1
  %126 = icmp eq i32 %125, %15
  %127 = and i1 %48, %126
  br i1 %127, label %128, label %136

128:                                              ; preds = %.critedge2
  %129 = shl nuw nsw i32 %103, 15
  %130 = zext nneg i32 %129 to i64
  %131 = getelementptr i8, ptr addrspace(3) @gemm_persistent_cluster_dsmem, i64 %130
  %132 = ptrtoint ptr addrspace(3) %131 to i64
  %133 = trunc i64 %132 to i32
  %134 = ptrtoint ptr addrspace(3) %116 to i64
  %135 = trunc i64 %134 to i32
  call void asm sideeffect "{\0A\09.reg .b16 %tl_m;\0A\09cvt.u16.u32 %tl_m, $5;\0A\09cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster [$0], [$1, {$2, $3}], [$4], %tl_m;\0A\09}", "r,l,r,r,r,r,~{memory}"(i32 %133, i64 %47, i32 64, i32 %80, i32 %135, i32 3) #4
  br label %136

136:                                              ; preds = %128, %.critedge2
  %137 = add i32 %55, 2
  %138 = and i32 %137, 3
  %139 = lshr i32 %137, 2
  %140 = and i32 %139, 1
  %141 = xor i32 %140, 1
  %142 = shl nuw nsw i32 %138, 4
  %143 = zext nneg i32 %142 to i64
  %144 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_cluster_dsmem, i64 196672), i64 %143
  %145 = ptrtoint ptr addrspace(3) %144 to i64
  %146 = trunc i64 %145 to i32
  br label %147

147:                                              ; preds = %147, %136
  %148 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %146, i32 %141) #4
  %149 = icmp eq i32 %148, 0
  br i1 %149, label %147, label %150

150:                                              ; preds = %147
  %151 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_cluster_dsmem, i64 196608), i64 %143
  br i1 %49, label %152, label %.critedge4

152:                                              ; preds = %150
  %153 = shl nuw nsw i32 %138, 14
  %154 = zext nneg i32 %153 to i64
  %155 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_cluster_dsmem, i64 131072), i64 %154
  %156 = ptrtoint ptr addrspace(3) %155 to i64
  %157 = trunc i64 %156 to i32
  %158 = ptrtoint ptr addrspace(3) %151 to i64
  %159 = trunc i64 %158 to i32
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 %159, i32 49152) #4
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %157, i64 %46, i32 128, i32 %79, i32 %159) #4
  br label %.critedge4

.critedge4:                                       ; preds = %150, %152
  %160 = and i1 %49, %91
  br i1 %160, label %161, label %169

161:                                              ; preds = %.critedge4
  %162 = shl nuw nsw i32 %138, 15
  %163 = zext nneg i32 %162 to i64
  %164 = getelementptr i8, ptr addrspace(3) @gemm_persistent_cluster_dsmem, i64 %163
  %165 = ptrtoint ptr addrspace(3) %164 to i64
  %166 = trunc i64 %165 to i32
  %167 = ptrtoint ptr addrspace(3) %151 to i64
  %168 = trunc i64 %167 to i32
  call void asm sideeffect "{\0A\09.reg .b16 %tl_m;\0A\09cvt.u16.u32 %tl_m, $5;\0A\09cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster [$0], [$1, {$2, $3}], [$4], %tl_m;\0A\09}", "r,l,r,r,r,r,~{memory}"(i32 %166, i64 %47, i32 128, i32 %80, i32 %168, i32 3) #4
  br label %169

169:                                              ; preds = %161, %.critedge4
  %170 = add i32 %55, 3
  %171 = and i32 %170, 3
  %172 = lshr i32 %170, 2
  %173 = and i32 %172, 1
  %174 = xor i32 %173, 1
  %175 = shl nuw nsw i32 %171, 4
  %176 = zext nneg i32 %175 to i64
  %177 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_cluster_dsmem, i64 196672), i64 %176
  %178 = ptrtoint ptr addrspace(3) %177 to i64
  %179 = trunc i64 %178 to i32
  br label %180

180:                                              ; preds = %180, %169
  %181 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %179, i32 %174) #4
  %182 = icmp eq i32 %181, 0
  br i1 %182, label %180, label %183

183:                                              ; preds = %180
  %184 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_cluster_dsmem, i64 196608), i64 %176
  br i1 %50, label %185, label %.critedge6

185:                                              ; preds = %183
  %186 = shl nuw nsw i32 %171, 14
  %187 = zext nneg i32 %186 to i64
  %188 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_cluster_dsmem, i64 131072), i64 %187
  %189 = ptrtoint ptr addrspace(3) %188 to i64
  %190 = trunc i64 %189 to i32
  %191 = ptrtoint ptr addrspace(3) %184 to i64
  %192 = trunc i64 %191 to i32
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 %192, i32 49152) #4
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %190, i64 %46, i32 192, i32 %79, i32 %192) #4
  br label %.critedge6

.critedge6:                                       ; preds = %183, %185
  %193 = and i32 %170, 1
  %194 = icmp eq i32 %193, %15
  %195 = and i1 %50, %194
  br i1 %195, label %196, label %204

196:                                              ; preds = %.critedge6
  %197 = shl nuw nsw i32 %171, 15
  %198 = zext nneg i32 %197 to i64
  %199 = getelementptr i8, ptr addrspace(3) @gemm_persistent_cluster_dsmem, i64 %198
  %200 = ptrtoint ptr addrspace(3) %199 to i64
  %201 = trunc i64 %200 to i32
  %202 = ptrtoint ptr addrspace(3) %184 to i64
  %203 = trunc i64 %202 to i32
  call void asm sideeffect "{\0A\09.reg .b16 %tl_m;\0A\09cvt.u16.u32 %tl_m, $5;\0A\09cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster [$0], [$1, {$2, $3}], [$4], %tl_m;\0A\09}", "r,l,r,r,r,r,~{memory}"(i32 %201, i64 %47, i32 192, i32 %80, i32 %203, i32 3) #4
  br label %204

204:                                              ; preds = %196, %.critedge6
  %205 = sub i32 %56, %13
  %206 = udiv i32 %205, %14
  %207 = and i32 %206, 1
  %208 = lshr i32 %206, 1
  %209 = and i32 %208, 1
  %210 = xor i32 %209, 1
  %211 = shl nuw nsw i32 %207, 4
  %212 = zext nneg i32 %211 to i64
  %213 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_cluster_dsmem, i64 196768), i64 %212
  %214 = ptrtoint ptr addrspace(3) %213 to i64
  %215 = trunc i64 %214 to i32
  br label %216

216:                                              ; preds = %216, %204
  %217 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %215, i32 %210) #4
  %218 = icmp eq i32 %217, 0
  br i1 %218, label %216, label %219

219:                                              ; preds = %216
  %220 = shl nuw nsw i32 %207, 8
  %221 = add i32 %220, %28
  br i1 %45, label %.lr.ph16, label %._crit_edge17

.lr.ph16:                                         ; preds = %219, %294
  %222 = phi i32 [ %295, %294 ], [ 0, %219 ]
  %223 = lshr exact i32 %222, 6
  %224 = add i32 %223, %55
  %225 = and i32 %224, 3
  %226 = lshr i32 %224, 2
  %227 = and i32 %226, 1
  %228 = shl nuw nsw i32 %225, 4
  %229 = zext nneg i32 %228 to i64
  %230 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_cluster_dsmem, i64 196608), i64 %229
  %231 = ptrtoint ptr addrspace(3) %230 to i64
  %232 = trunc i64 %231 to i32
  br label %233

233:                                              ; preds = %233, %.lr.ph16
  %234 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %232, i32 %227) #4
  %235 = icmp eq i32 %234, 0
  br i1 %235, label %233, label %236

236:                                              ; preds = %233
  %237 = icmp ne i32 %222, 0
  %238 = shl nuw nsw i32 %225, 14
  %239 = zext nneg i32 %238 to i64
  %240 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_cluster_dsmem, i64 131072), i64 %239
  %241 = shl nuw nsw i32 %225, 15
  %242 = zext nneg i32 %241 to i64
  %243 = getelementptr i8, ptr addrspace(3) @gemm_persistent_cluster_dsmem, i64 %242
  %244 = ptrtoint ptr addrspace(3) %240 to i64
  %245 = ptrtoint ptr addrspace(3) %243 to i64
  call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #4
  %246 = zext i1 %237 to i32
  %247 = lshr exact i64 %244, 4
  %248 = and i64 %247, 16320
  %249 = or disjoint i64 %248, 4611756662049538048
  %250 = lshr exact i64 %245, 4
  %251 = and i64 %250, 16320
  %252 = or disjoint i64 %251, 4611756662049538048
  call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %221, i64 %249, i64 %252, i32 138413200, i32 %246) #4
  %253 = or disjoint i64 %248, 4611756662049538050
  %254 = or disjoint i64 %251, 4611756662049538050
  call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %221, i64 %253, i64 %254, i32 138413200, i32 1) #4
  %255 = or disjoint i64 %248, 4611756662049538052
  %256 = or disjoint i64 %251, 4611756662049538052
  call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %221, i64 %255, i64 %256, i32 138413200, i32 1) #4
  %257 = or disjoint i64 %248, 4611756662049538054
  %258 = or disjoint i64 %251, 4611756662049538054
  call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %221, i64 %257, i64 %258, i32 138413200, i32 1) #4
  %259 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_cluster_dsmem, i64 196672), i64 %229
  %260 = ptrtoint ptr addrspace(3) %259 to i64
  %261 = trunc i64 %260 to i32
  call void asm sideeffect "{\0A\09.reg .b16 %tl_m;\0A\09mov.b16 %tl_m, 3;\0A\09tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.multicast::cluster.b64 [$0], %tl_m;\0A\09}", "r,~{memory}"(i32 %261) #4
  %262 = add i32 %222, 192
  %263 = icmp slt i32 %262, %5
  %264 = and i1 %237, %263
  br i1 %264, label %265, label %294

265:                                              ; preds = %236
  %266 = add i32 %224, -1
  %267 = and i32 %266, 3
  %268 = lshr i32 %266, 2
  %269 = and i32 %268, 1
  %270 = shl nuw nsw i32 %267, 4
  %271 = zext nneg i32 %270 to i64
  %272 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_cluster_dsmem, i64 196672), i64 %271
  %273 = ptrtoint ptr addrspace(3) %272 to i64
  %274 = trunc i64 %273 to i32
  br label %275

275:                                              ; preds = %275, %265
  %276 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %274, i32 %269) #4
  %277 = icmp eq i32 %276, 0
  br i1 %277, label %275, label %278

278:                                              ; preds = %275
  %279 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_cluster_dsmem, i64 196608), i64 %271
  %280 = ptrtoint ptr addrspace(3) %279 to i64
  %281 = trunc i64 %280 to i32
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 %281, i32 49152) #4
  %282 = shl nuw nsw i32 %267, 14
  %283 = zext nneg i32 %282 to i64
  %284 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_cluster_dsmem, i64 131072), i64 %283
  %285 = ptrtoint ptr addrspace(3) %284 to i64
  %286 = trunc i64 %285 to i32
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %286, i64 %46, i32 %262, i32 %79, i32 %281) #4
  %287 = and i32 %224, 1
  %.not = icmp eq i32 %287, %15
  br i1 %.not, label %294, label %288

288:                                              ; preds = %278
  %289 = shl nuw nsw i32 %267, 15
  %290 = zext nneg i32 %289 to i64
  %291 = getelementptr i8, ptr addrspace(3) @gemm_persistent_cluster_dsmem, i64 %290
  %292 = ptrtoint ptr addrspace(3) %291 to i64
  %293 = trunc i64 %292 to i32
  call void asm sideeffect "{\0A\09.reg .b16 %tl_m;\0A\09cvt.u16.u32 %tl_m, $5;\0A\09cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster [$0], [$1, {$2, $3}], [$4], %tl_m;\0A\09}", "r,l,r,r,r,r,~{memory}"(i32 %293, i64 %47, i32 %262, i32 %80, i32 %281, i32 3) #4
  br label %294

294:                                              ; preds = %278, %288, %236
  %295 = add i32 %222, 64
  %296 = icmp slt i32 %295, %5
  br i1 %296, label %.lr.ph16, label %._crit_edge17

._crit_edge17:                                    ; preds = %294, %219
  %297 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_cluster_dsmem, i64 196736), i64 %212
  %298 = ptrtoint ptr addrspace(3) %297 to i64
  %299 = trunc i64 %298 to i32
  call void asm sideeffect "tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$0];", "r,~{memory}"(i32 %299) #4
  %300 = add i32 %55, %53
  %301 = add i32 %56, %14
  %302 = icmp slt i32 %301, %12
  br i1 %302, label %54, label %._crit_edge19

._crit_edge19:                                    ; preds = %._crit_edge17, %.preheader
  %.lcssa = phi i32 [ 0, %.preheader ], [ %300, %._crit_edge17 ]
  %303 = lshr i32 %.lcssa, 2
  %304 = and i32 %303, 1
  %305 = xor i32 %304, 1
  %306 = shl i32 %.lcssa, 4
  %307 = and i32 %306, 48
  %308 = zext nneg i32 %307 to i64
  %309 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_cluster_dsmem, i64 196672), i64 %308
  %310 = ptrtoint ptr addrspace(3) %309 to i64
  %311 = trunc i64 %310 to i32
  br label %312

312:                                              ; preds = %312, %._crit_edge19
  %313 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %311, i32 %305) #4
  %314 = icmp eq i32 %313, 0
  br i1 %314, label %312, label %315

315:                                              ; preds = %312
  %316 = add i32 %.lcssa, 1
  %317 = lshr i32 %316, 2
  %318 = and i32 %317, 1
  %319 = xor i32 %318, 1
  %320 = shl i32 %316, 4
  %321 = and i32 %320, 48
  %322 = zext nneg i32 %321 to i64
  %323 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_cluster_dsmem, i64 196672), i64 %322
  %324 = ptrtoint ptr addrspace(3) %323 to i64
  %325 = trunc i64 %324 to i32
  br label %326

326:                                              ; preds = %326, %315
  %327 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %325, i32 %319) #4
  %328 = icmp eq i32 %327, 0
  br i1 %328, label %326, label %329

329:                                              ; preds = %326
  %330 = add i32 %.lcssa, 2
  %331 = lshr i32 %330, 2
  %332 = and i32 %331, 1
  %333 = xor i32 %332, 1
  %334 = shl i32 %330, 4
  %335 = and i32 %334, 48
  %336 = zext nneg i32 %335 to i64
  %337 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_cluster_dsmem, i64 196672), i64 %336
  %338 = ptrtoint ptr addrspace(3) %337 to i64
  %339 = trunc i64 %338 to i32
  br label %340

340:                                              ; preds = %340, %329
  %341 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %339, i32 %333) #4
  %342 = icmp eq i32 %341, 0
  br i1 %342, label %340, label %343

343:                                              ; preds = %340
  %344 = add i32 %.lcssa, 3
  %345 = lshr i32 %344, 2
  %346 = and i32 %345, 1
  %347 = xor i32 %346, 1
  %348 = shl i32 %344, 4
  %349 = and i32 %348, 48
  %350 = zext nneg i32 %349 to i64
  %351 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_cluster_dsmem, i64 196672), i64 %350
  %352 = ptrtoint ptr addrspace(3) %351 to i64
  %353 = trunc i64 %352 to i32
  br label %354

354:                                              ; preds = %354, %343
  %355 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %353, i32 %347) #4
  %356 = icmp eq i32 %355, 0
  br i1 %356, label %354, label %.loopexit

357:                                              ; preds = %.lr.ph, %372
  %358 = phi i32 [ %13, %.lr.ph ], [ %1612, %372 ]
  %359 = sub i32 %358, %13
  %360 = udiv i32 %359, %14
  %361 = and i32 %360, 1
  %362 = lshr i32 %360, 1
  %363 = and i32 %362, 1
  %364 = shl nuw nsw i32 %361, 4
  %365 = zext nneg i32 %364 to i64
  %366 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_cluster_dsmem, i64 196736), i64 %365
  %367 = ptrtoint ptr addrspace(3) %366 to i64
  %368 = trunc i64 %367 to i32
  br label %369

369:                                              ; preds = %369, %357
  %370 = tail call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %368, i32 %363) #4
  %371 = icmp eq i32 %370, 0
  br i1 %371, label %369, label %372

372:                                              ; preds = %369
  %.frozen39 = freeze i32 %358
  %.frozen40 = freeze i32 %31
  %373 = udiv i32 %.frozen39, %.frozen40
  %374 = shl i32 %373, 2
  %375 = sub i32 %9, %374
  %376 = tail call i32 @llvm.umin.i32(i32 %375, i32 4)
  %377 = mul i32 %373, %.frozen40
  %.decomposed41 = sub i32 %.frozen39, %377
  %.frozen42 = freeze i32 %376
  %378 = udiv i32 %.decomposed41, %.frozen42
  %379 = mul i32 %378, %.frozen42
  %.decomposed43 = sub i32 %.decomposed41, %379
  %380 = add nuw i32 %.decomposed43, %374
  %381 = shl i32 %380, 8
  %382 = shl i32 %378, 8
  %383 = shl nuw nsw i32 %361, 8
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #4
  %384 = add i32 %38, %383
  %385 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %384) #4
  %386 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %385, 0
  %387 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %385, 1
  %388 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %385, 2
  %389 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %385, 3
  %390 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %385, 4
  %391 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %385, 5
  %392 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %385, 6
  %393 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %385, 7
  %394 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %385, 8
  %395 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %385, 9
  %396 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %385, 10
  %397 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %385, 11
  %398 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %385, 12
  %399 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %385, 13
  %400 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %385, 14
  %401 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %385, 15
  %402 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %385, 16
  %403 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %385, 17
  %404 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %385, 18
  %405 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %385, 19
  %406 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %385, 20
  %407 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %385, 21
  %408 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %385, 22
  %409 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %385, 23
  %410 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %385, 24
  %411 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %385, 25
  %412 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %385, 26
  %413 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %385, 27
  %414 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %385, 28
  %415 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %385, 29
  %416 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %385, 30
  %417 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %385, 31
  %418 = add i32 %384, 32
  %419 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %418) #4
  %420 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %419, 0
  %421 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %419, 1
  %422 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %419, 2
  %423 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %419, 3
  %424 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %419, 4
  %425 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %419, 5
  %426 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %419, 6
  %427 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %419, 7
  %428 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %419, 8
  %429 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %419, 9
  %430 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %419, 10
  %431 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %419, 11
  %432 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %419, 12
  %433 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %419, 13
  %434 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %419, 14
  %435 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %419, 15
  %436 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %419, 16
  %437 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %419, 17
  %438 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %419, 18
  %439 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %419, 19
  %440 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %419, 20
  %441 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %419, 21
  %442 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %419, 22
  %443 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %419, 23
  %444 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %419, 24
  %445 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %419, 25
  %446 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %419, 26
  %447 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %419, 27
  %448 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %419, 28
  %449 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %419, 29
  %450 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %419, 30
  %451 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %419, 31
  %452 = add i32 %384, 64
  %453 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %452) #4
  %454 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %453, 0
  %455 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %453, 1
  %456 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %453, 2
  %457 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %453, 3
  %458 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %453, 4
  %459 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %453, 5
  %460 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %453, 6
  %461 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %453, 7
  %462 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %453, 8
  %463 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %453, 9
  %464 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %453, 10
  %465 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %453, 11
  %466 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %453, 12
  %467 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %453, 13
  %468 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %453, 14
  %469 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %453, 15
  %470 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %453, 16
  %471 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %453, 17
  %472 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %453, 18
  %473 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %453, 19
  %474 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %453, 20
  %475 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %453, 21
  %476 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %453, 22
  %477 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %453, 23
  %478 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %453, 24
  %479 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %453, 25
  %480 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %453, 26
  %481 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %453, 27
  %482 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %453, 28
  %483 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %453, 29
  %484 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %453, 30
  %485 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %453, 31
  %486 = add i32 %384, 96
  %487 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %486) #4
  %488 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %487, 0
  %489 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %487, 1
  %490 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %487, 2
  %491 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %487, 3
  %492 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %487, 4
  %493 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %487, 5
  %494 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %487, 6
  %495 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %487, 7
  %496 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %487, 8
  %497 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %487, 9
  %498 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %487, 10
  %499 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %487, 11
  %500 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %487, 12
  %501 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %487, 13
  %502 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %487, 14
  %503 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %487, 15
  %504 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %487, 16
  %505 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %487, 17
  %506 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %487, 18
  %507 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %487, 19
  %508 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %487, 20
  %509 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %487, 21
  %510 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %487, 22
  %511 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %487, 23
  %512 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %487, 24
  %513 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %487, 25
  %514 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %487, 26
  %515 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %487, 27
  %516 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %487, 28
  %517 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %487, 29
  %518 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %487, 30
  %519 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %487, 31
  tail call void asm sideeffect "tcgen05.fence::before_thread_sync;", "~{memory}"() #4
  %520 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_cluster_dsmem, i64 196768), i64 %365
  %521 = ptrtoint ptr addrspace(3) %520 to i64
  %522 = trunc i64 %521 to i32
  tail call void asm sideeffect "mbarrier.arrive.shared::cta.b64 _, [$0];", "r,~{memory}"(i32 %522) #4
  %.reass = or disjoint i32 %381, %invariant.op
  %523 = mul i32 %.reass, %4
  %524 = or disjoint i32 %382, %34
  %525 = add i32 %523, %524
  %526 = sext i32 %525 to i64
  %527 = getelementptr float, ptr addrspace(1) %2, i64 %526
  %528 = icmp slt i32 %.reass, %3
  %529 = icmp slt i32 %524, %4
  %530 = and i1 %529, %528
  %531 = or disjoint i32 %524, 1
  %532 = icmp slt i32 %531, %4
  %533 = and i1 %532, %528
  %534 = or disjoint i32 %524, 2
  %535 = icmp slt i32 %534, %4
  %536 = and i1 %535, %528
  %537 = or disjoint i32 %524, 3
  %538 = icmp slt i32 %537, %4
  %539 = ptrtoint ptr addrspace(1) %527 to i64
  %540 = and i64 %539, 15
  %541 = icmp eq i64 %540, 0
  %542 = and i1 %530, %541
  %543 = and i1 %535, %542
  %544 = and i1 %538, %542
  %545 = xor i1 %530, %544
  %546 = xor i1 %533, %544
  %547 = xor i1 %536, %544
  %548 = xor i1 %528, %543
  %549 = and i1 %538, %548
  %550 = zext i1 %544 to i32
  %551 = select i1 %33, i32 %386, i32 0
  %552 = select i1 %33, i32 %387, i32 0
  %553 = select i1 %33, i32 %388, i32 0
  %554 = select i1 %33, i32 %389, i32 0
  %555 = zext i1 %545 to i32
  %556 = zext i1 %546 to i32
  %557 = zext i1 %547 to i32
  %558 = zext i1 %549 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %550, i32 %551, i32 %552, i32 %553, i32 %554, ptr addrspace(1) %527, i32 %555, i32 %556, i32 %557, i32 %558) #4
  %559 = or disjoint i32 %524, 4
  %560 = add i32 %523, %559
  %561 = sext i32 %560 to i64
  %562 = getelementptr float, ptr addrspace(1) %2, i64 %561
  %563 = icmp slt i32 %559, %4
  %564 = and i1 %563, %528
  %565 = or disjoint i32 %524, 5
  %566 = icmp slt i32 %565, %4
  %567 = and i1 %566, %528
  %568 = or disjoint i32 %524, 6
  %569 = icmp slt i32 %568, %4
  %570 = and i1 %569, %528
  %571 = or disjoint i32 %524, 7
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
  %582 = xor i1 %528, %577
  %583 = and i1 %572, %582
  %584 = zext i1 %578 to i32
  %585 = select i1 %33, i32 %390, i32 0
  %586 = select i1 %33, i32 %391, i32 0
  %587 = select i1 %33, i32 %392, i32 0
  %588 = select i1 %33, i32 %393, i32 0
  %589 = zext i1 %579 to i32
  %590 = zext i1 %580 to i32
  %591 = zext i1 %581 to i32
  %592 = zext i1 %583 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %584, i32 %585, i32 %586, i32 %587, i32 %588, ptr addrspace(1) %562, i32 %589, i32 %590, i32 %591, i32 %592) #4
  %593 = or disjoint i32 %524, 8
  %594 = add i32 %523, %593
  %595 = sext i32 %594 to i64
  %596 = getelementptr float, ptr addrspace(1) %2, i64 %595
  %597 = icmp slt i32 %593, %4
  %598 = and i1 %597, %528
  %599 = or disjoint i32 %524, 9
  %600 = icmp slt i32 %599, %4
  %601 = and i1 %600, %528
  %602 = or disjoint i32 %524, 10
  %603 = icmp slt i32 %602, %4
  %604 = and i1 %603, %528
  %605 = or disjoint i32 %524, 11
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
  %616 = xor i1 %528, %611
  %617 = and i1 %606, %616
  %618 = zext i1 %612 to i32
  %619 = select i1 %33, i32 %394, i32 0
  %620 = select i1 %33, i32 %395, i32 0
  %621 = select i1 %33, i32 %396, i32 0
  %622 = select i1 %33, i32 %397, i32 0
  %623 = zext i1 %613 to i32
  %624 = zext i1 %614 to i32
  %625 = zext i1 %615 to i32
  %626 = zext i1 %617 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %618, i32 %619, i32 %620, i32 %621, i32 %622, ptr addrspace(1) %596, i32 %623, i32 %624, i32 %625, i32 %626) #4
  %627 = or disjoint i32 %524, 12
  %628 = add i32 %523, %627
  %629 = sext i32 %628 to i64
  %630 = getelementptr float, ptr addrspace(1) %2, i64 %629
  %631 = icmp slt i32 %627, %4
  %632 = and i1 %631, %528
  %633 = or disjoint i32 %524, 13
  %634 = icmp slt i32 %633, %4
  %635 = and i1 %634, %528
  %636 = or disjoint i32 %524, 14
  %637 = icmp slt i32 %636, %4
  %638 = and i1 %637, %528
  %639 = or disjoint i32 %524, 15
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
  %650 = xor i1 %528, %645
  %651 = and i1 %640, %650
  %652 = zext i1 %646 to i32
  %653 = select i1 %33, i32 %398, i32 0
  %654 = select i1 %33, i32 %399, i32 0
  %655 = select i1 %33, i32 %400, i32 0
  %656 = select i1 %33, i32 %401, i32 0
  %657 = zext i1 %647 to i32
  %658 = zext i1 %648 to i32
  %659 = zext i1 %649 to i32
  %660 = zext i1 %651 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %652, i32 %653, i32 %654, i32 %655, i32 %656, ptr addrspace(1) %630, i32 %657, i32 %658, i32 %659, i32 %660) #4
  %661 = or disjoint i32 %524, 16
  %662 = add i32 %523, %661
  %663 = sext i32 %662 to i64
  %664 = getelementptr float, ptr addrspace(1) %2, i64 %663
  %665 = icmp slt i32 %661, %4
  %666 = and i1 %665, %528
  %667 = or disjoint i32 %524, 17
  %668 = icmp slt i32 %667, %4
  %669 = and i1 %668, %528
  %670 = or disjoint i32 %524, 18
  %671 = icmp slt i32 %670, %4
  %672 = and i1 %671, %528
  %673 = or disjoint i32 %524, 19
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
  %684 = xor i1 %528, %679
  %685 = and i1 %674, %684
  %686 = zext i1 %680 to i32
  %687 = select i1 %33, i32 %402, i32 0
  %688 = select i1 %33, i32 %403, i32 0
  %689 = select i1 %33, i32 %404, i32 0
  %690 = select i1 %33, i32 %405, i32 0
  %691 = zext i1 %681 to i32
  %692 = zext i1 %682 to i32
  %693 = zext i1 %683 to i32
  %694 = zext i1 %685 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %686, i32 %687, i32 %688, i32 %689, i32 %690, ptr addrspace(1) %664, i32 %691, i32 %692, i32 %693, i32 %694) #4
  %695 = or disjoint i32 %524, 20
  %696 = add i32 %523, %695
  %697 = sext i32 %696 to i64
  %698 = getelementptr float, ptr addrspace(1) %2, i64 %697
  %699 = icmp slt i32 %695, %4
  %700 = and i1 %699, %528
  %701 = or disjoint i32 %524, 21
  %702 = icmp slt i32 %701, %4
  %703 = and i1 %702, %528
  %704 = or disjoint i32 %524, 22
  %705 = icmp slt i32 %704, %4
  %706 = and i1 %705, %528
  %707 = or disjoint i32 %524, 23
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
  %718 = xor i1 %528, %713
  %719 = and i1 %708, %718
  %720 = zext i1 %714 to i32
  %721 = select i1 %33, i32 %406, i32 0
  %722 = select i1 %33, i32 %407, i32 0
  %723 = select i1 %33, i32 %408, i32 0
  %724 = select i1 %33, i32 %409, i32 0
  %725 = zext i1 %715 to i32
  %726 = zext i1 %716 to i32
  %727 = zext i1 %717 to i32
  %728 = zext i1 %719 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %720, i32 %721, i32 %722, i32 %723, i32 %724, ptr addrspace(1) %698, i32 %725, i32 %726, i32 %727, i32 %728) #4
  %729 = or disjoint i32 %524, 24
  %730 = add i32 %523, %729
  %731 = sext i32 %730 to i64
  %732 = getelementptr float, ptr addrspace(1) %2, i64 %731
  %733 = icmp slt i32 %729, %4
  %734 = and i1 %733, %528
  %735 = or disjoint i32 %524, 25
  %736 = icmp slt i32 %735, %4
  %737 = and i1 %736, %528
  %738 = or disjoint i32 %524, 26
  %739 = icmp slt i32 %738, %4
  %740 = and i1 %739, %528
  %741 = or disjoint i32 %524, 27
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
  %752 = xor i1 %528, %747
  %753 = and i1 %742, %752
  %754 = zext i1 %748 to i32
  %755 = select i1 %33, i32 %410, i32 0
  %756 = select i1 %33, i32 %411, i32 0
  %757 = select i1 %33, i32 %412, i32 0
  %758 = select i1 %33, i32 %413, i32 0
  %759 = zext i1 %749 to i32
  %760 = zext i1 %750 to i32
  %761 = zext i1 %751 to i32
  %762 = zext i1 %753 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %754, i32 %755, i32 %756, i32 %757, i32 %758, ptr addrspace(1) %732, i32 %759, i32 %760, i32 %761, i32 %762) #4
  %763 = or disjoint i32 %524, 28
  %764 = add i32 %523, %763
  %765 = sext i32 %764 to i64
  %766 = getelementptr float, ptr addrspace(1) %2, i64 %765
  %767 = icmp slt i32 %763, %4
  %768 = and i1 %767, %528
  %769 = or disjoint i32 %524, 29
  %770 = icmp slt i32 %769, %4
  %771 = and i1 %770, %528
  %772 = or disjoint i32 %524, 30
  %773 = icmp slt i32 %772, %4
  %774 = and i1 %773, %528
  %775 = or disjoint i32 %524, 31
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
  %786 = xor i1 %528, %781
  %787 = and i1 %776, %786
  %788 = zext i1 %782 to i32
  %789 = select i1 %33, i32 %414, i32 0
  %790 = select i1 %33, i32 %415, i32 0
  %791 = select i1 %33, i32 %416, i32 0
  %792 = select i1 %33, i32 %417, i32 0
  %793 = zext i1 %783 to i32
  %794 = zext i1 %784 to i32
  %795 = zext i1 %785 to i32
  %796 = zext i1 %787 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %788, i32 %789, i32 %790, i32 %791, i32 %792, ptr addrspace(1) %766, i32 %793, i32 %794, i32 %795, i32 %796) #4
  %797 = or disjoint i32 %524, 32
  %798 = add i32 %523, %797
  %799 = sext i32 %798 to i64
  %800 = getelementptr float, ptr addrspace(1) %2, i64 %799
  %801 = icmp slt i32 %797, %4
  %802 = and i1 %801, %528
  %803 = or disjoint i32 %524, 33
  %804 = icmp slt i32 %803, %4
  %805 = and i1 %804, %528
  %806 = or disjoint i32 %524, 34
  %807 = icmp slt i32 %806, %4
  %808 = and i1 %807, %528
  %809 = or disjoint i32 %524, 35
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
  %820 = xor i1 %528, %815
  %821 = and i1 %810, %820
  %822 = zext i1 %816 to i32
  %823 = select i1 %33, i32 %420, i32 0
  %824 = select i1 %33, i32 %421, i32 0
  %825 = select i1 %33, i32 %422, i32 0
  %826 = select i1 %33, i32 %423, i32 0
  %827 = zext i1 %817 to i32
  %828 = zext i1 %818 to i32
  %829 = zext i1 %819 to i32
  %830 = zext i1 %821 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %822, i32 %823, i32 %824, i32 %825, i32 %826, ptr addrspace(1) %800, i32 %827, i32 %828, i32 %829, i32 %830) #4
  %831 = or disjoint i32 %524, 36
  %832 = add i32 %523, %831
  %833 = sext i32 %832 to i64
  %834 = getelementptr float, ptr addrspace(1) %2, i64 %833
  %835 = icmp slt i32 %831, %4
  %836 = and i1 %835, %528
  %837 = or disjoint i32 %524, 37
  %838 = icmp slt i32 %837, %4
  %839 = and i1 %838, %528
  %840 = or disjoint i32 %524, 38
  %841 = icmp slt i32 %840, %4
  %842 = and i1 %841, %528
  %843 = or disjoint i32 %524, 39
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
  %854 = xor i1 %528, %849
  %855 = and i1 %844, %854
  %856 = zext i1 %850 to i32
  %857 = select i1 %33, i32 %424, i32 0
  %858 = select i1 %33, i32 %425, i32 0
  %859 = select i1 %33, i32 %426, i32 0
  %860 = select i1 %33, i32 %427, i32 0
  %861 = zext i1 %851 to i32
  %862 = zext i1 %852 to i32
  %863 = zext i1 %853 to i32
  %864 = zext i1 %855 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %856, i32 %857, i32 %858, i32 %859, i32 %860, ptr addrspace(1) %834, i32 %861, i32 %862, i32 %863, i32 %864) #4
  %865 = or disjoint i32 %524, 40
  %866 = add i32 %523, %865
  %867 = sext i32 %866 to i64
  %868 = getelementptr float, ptr addrspace(1) %2, i64 %867
  %869 = icmp slt i32 %865, %4
  %870 = and i1 %869, %528
  %871 = or disjoint i32 %524, 41
  %872 = icmp slt i32 %871, %4
  %873 = and i1 %872, %528
  %874 = or disjoint i32 %524, 42
  %875 = icmp slt i32 %874, %4
  %876 = and i1 %875, %528
  %877 = or disjoint i32 %524, 43
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
  %888 = xor i1 %528, %883
  %889 = and i1 %878, %888
  %890 = zext i1 %884 to i32
  %891 = select i1 %33, i32 %428, i32 0
  %892 = select i1 %33, i32 %429, i32 0
  %893 = select i1 %33, i32 %430, i32 0
  %894 = select i1 %33, i32 %431, i32 0
  %895 = zext i1 %885 to i32
  %896 = zext i1 %886 to i32
  %897 = zext i1 %887 to i32
  %898 = zext i1 %889 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %890, i32 %891, i32 %892, i32 %893, i32 %894, ptr addrspace(1) %868, i32 %895, i32 %896, i32 %897, i32 %898) #4
  %899 = or disjoint i32 %524, 44
  %900 = add i32 %523, %899
  %901 = sext i32 %900 to i64
  %902 = getelementptr float, ptr addrspace(1) %2, i64 %901
  %903 = icmp slt i32 %899, %4
  %904 = and i1 %903, %528
  %905 = or disjoint i32 %524, 45
  %906 = icmp slt i32 %905, %4
  %907 = and i1 %906, %528
  %908 = or disjoint i32 %524, 46
  %909 = icmp slt i32 %908, %4
  %910 = and i1 %909, %528
  %911 = or disjoint i32 %524, 47
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
  %922 = xor i1 %528, %917
  %923 = and i1 %912, %922
  %924 = zext i1 %918 to i32
  %925 = select i1 %33, i32 %432, i32 0
  %926 = select i1 %33, i32 %433, i32 0
  %927 = select i1 %33, i32 %434, i32 0
  %928 = select i1 %33, i32 %435, i32 0
  %929 = zext i1 %919 to i32
  %930 = zext i1 %920 to i32
  %931 = zext i1 %921 to i32
  %932 = zext i1 %923 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %924, i32 %925, i32 %926, i32 %927, i32 %928, ptr addrspace(1) %902, i32 %929, i32 %930, i32 %931, i32 %932) #4
  %933 = or disjoint i32 %524, 48
  %934 = add i32 %523, %933
  %935 = sext i32 %934 to i64
  %936 = getelementptr float, ptr addrspace(1) %2, i64 %935
  %937 = icmp slt i32 %933, %4
  %938 = and i1 %937, %528
  %939 = or disjoint i32 %524, 49
  %940 = icmp slt i32 %939, %4
  %941 = and i1 %940, %528
  %942 = or disjoint i32 %524, 50
  %943 = icmp slt i32 %942, %4
  %944 = and i1 %943, %528
  %945 = or disjoint i32 %524, 51
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
  %956 = xor i1 %528, %951
  %957 = and i1 %946, %956
  %958 = zext i1 %952 to i32
  %959 = select i1 %33, i32 %436, i32 0
  %960 = select i1 %33, i32 %437, i32 0
  %961 = select i1 %33, i32 %438, i32 0
  %962 = select i1 %33, i32 %439, i32 0
  %963 = zext i1 %953 to i32
  %964 = zext i1 %954 to i32
  %965 = zext i1 %955 to i32
  %966 = zext i1 %957 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %958, i32 %959, i32 %960, i32 %961, i32 %962, ptr addrspace(1) %936, i32 %963, i32 %964, i32 %965, i32 %966) #4
  %967 = or disjoint i32 %524, 52
  %968 = add i32 %523, %967
  %969 = sext i32 %968 to i64
  %970 = getelementptr float, ptr addrspace(1) %2, i64 %969
  %971 = icmp slt i32 %967, %4
  %972 = and i1 %971, %528
  %973 = or disjoint i32 %524, 53
  %974 = icmp slt i32 %973, %4
  %975 = and i1 %974, %528
  %976 = or disjoint i32 %524, 54
  %977 = icmp slt i32 %976, %4
  %978 = and i1 %977, %528
  %979 = or disjoint i32 %524, 55
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
  %990 = xor i1 %528, %985
  %991 = and i1 %980, %990
  %992 = zext i1 %986 to i32
  %993 = select i1 %33, i32 %440, i32 0
  %994 = select i1 %33, i32 %441, i32 0
  %995 = select i1 %33, i32 %442, i32 0
  %996 = select i1 %33, i32 %443, i32 0
  %997 = zext i1 %987 to i32
  %998 = zext i1 %988 to i32
  %999 = zext i1 %989 to i32
  %1000 = zext i1 %991 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %992, i32 %993, i32 %994, i32 %995, i32 %996, ptr addrspace(1) %970, i32 %997, i32 %998, i32 %999, i32 %1000) #4
  %1001 = or disjoint i32 %524, 56
  %1002 = add i32 %523, %1001
  %1003 = sext i32 %1002 to i64
  %1004 = getelementptr float, ptr addrspace(1) %2, i64 %1003
  %1005 = icmp slt i32 %1001, %4
  %1006 = and i1 %1005, %528
  %1007 = or disjoint i32 %524, 57
  %1008 = icmp slt i32 %1007, %4
  %1009 = and i1 %1008, %528
  %1010 = or disjoint i32 %524, 58
  %1011 = icmp slt i32 %1010, %4
  %1012 = and i1 %1011, %528
  %1013 = or disjoint i32 %524, 59
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
  %1024 = xor i1 %528, %1019
  %1025 = and i1 %1014, %1024
  %1026 = zext i1 %1020 to i32
  %1027 = select i1 %33, i32 %444, i32 0
  %1028 = select i1 %33, i32 %445, i32 0
  %1029 = select i1 %33, i32 %446, i32 0
  %1030 = select i1 %33, i32 %447, i32 0
  %1031 = zext i1 %1021 to i32
  %1032 = zext i1 %1022 to i32
  %1033 = zext i1 %1023 to i32
  %1034 = zext i1 %1025 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1026, i32 %1027, i32 %1028, i32 %1029, i32 %1030, ptr addrspace(1) %1004, i32 %1031, i32 %1032, i32 %1033, i32 %1034) #4
  %1035 = or disjoint i32 %524, 60
  %1036 = add i32 %523, %1035
  %1037 = sext i32 %1036 to i64
  %1038 = getelementptr float, ptr addrspace(1) %2, i64 %1037
  %1039 = icmp slt i32 %1035, %4
  %1040 = and i1 %1039, %528
  %1041 = or disjoint i32 %524, 61
  %1042 = icmp slt i32 %1041, %4
  %1043 = and i1 %1042, %528
  %1044 = or disjoint i32 %524, 62
  %1045 = icmp slt i32 %1044, %4
  %1046 = and i1 %1045, %528
  %1047 = or disjoint i32 %524, 63
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
  %1058 = xor i1 %528, %1053
  %1059 = and i1 %1048, %1058
  %1060 = zext i1 %1054 to i32
  %1061 = select i1 %33, i32 %448, i32 0
  %1062 = select i1 %33, i32 %449, i32 0
  %1063 = select i1 %33, i32 %450, i32 0
  %1064 = select i1 %33, i32 %451, i32 0
  %1065 = zext i1 %1055 to i32
  %1066 = zext i1 %1056 to i32
  %1067 = zext i1 %1057 to i32
  %1068 = zext i1 %1059 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1060, i32 %1061, i32 %1062, i32 %1063, i32 %1064, ptr addrspace(1) %1038, i32 %1065, i32 %1066, i32 %1067, i32 %1068) #4
  %1069 = or disjoint i32 %524, 64
  %1070 = add i32 %523, %1069
  %1071 = sext i32 %1070 to i64
  %1072 = getelementptr float, ptr addrspace(1) %2, i64 %1071
  %1073 = icmp slt i32 %1069, %4
  %1074 = and i1 %1073, %528
  %1075 = or disjoint i32 %524, 65
  %1076 = icmp slt i32 %1075, %4
  %1077 = and i1 %1076, %528
  %1078 = or disjoint i32 %524, 66
  %1079 = icmp slt i32 %1078, %4
  %1080 = and i1 %1079, %528
  %1081 = or disjoint i32 %524, 67
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
  %1092 = xor i1 %528, %1087
  %1093 = and i1 %1082, %1092
  %1094 = zext i1 %1088 to i32
  %1095 = select i1 %33, i32 %454, i32 0
  %1096 = select i1 %33, i32 %455, i32 0
  %1097 = select i1 %33, i32 %456, i32 0
  %1098 = select i1 %33, i32 %457, i32 0
  %1099 = zext i1 %1089 to i32
  %1100 = zext i1 %1090 to i32
  %1101 = zext i1 %1091 to i32
  %1102 = zext i1 %1093 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1094, i32 %1095, i32 %1096, i32 %1097, i32 %1098, ptr addrspace(1) %1072, i32 %1099, i32 %1100, i32 %1101, i32 %1102) #4
  %1103 = or disjoint i32 %524, 68
  %1104 = add i32 %523, %1103
  %1105 = sext i32 %1104 to i64
  %1106 = getelementptr float, ptr addrspace(1) %2, i64 %1105
  %1107 = icmp slt i32 %1103, %4
  %1108 = and i1 %1107, %528
  %1109 = or disjoint i32 %524, 69
  %1110 = icmp slt i32 %1109, %4
  %1111 = and i1 %1110, %528
  %1112 = or disjoint i32 %524, 70
  %1113 = icmp slt i32 %1112, %4
  %1114 = and i1 %1113, %528
  %1115 = or disjoint i32 %524, 71
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
  %1126 = xor i1 %528, %1121
  %1127 = and i1 %1116, %1126
  %1128 = zext i1 %1122 to i32
  %1129 = select i1 %33, i32 %458, i32 0
  %1130 = select i1 %33, i32 %459, i32 0
  %1131 = select i1 %33, i32 %460, i32 0
  %1132 = select i1 %33, i32 %461, i32 0
  %1133 = zext i1 %1123 to i32
  %1134 = zext i1 %1124 to i32
  %1135 = zext i1 %1125 to i32
  %1136 = zext i1 %1127 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1128, i32 %1129, i32 %1130, i32 %1131, i32 %1132, ptr addrspace(1) %1106, i32 %1133, i32 %1134, i32 %1135, i32 %1136) #4
  %1137 = or disjoint i32 %524, 72
  %1138 = add i32 %523, %1137
  %1139 = sext i32 %1138 to i64
  %1140 = getelementptr float, ptr addrspace(1) %2, i64 %1139
  %1141 = icmp slt i32 %1137, %4
  %1142 = and i1 %1141, %528
  %1143 = or disjoint i32 %524, 73
  %1144 = icmp slt i32 %1143, %4
  %1145 = and i1 %1144, %528
  %1146 = or disjoint i32 %524, 74
  %1147 = icmp slt i32 %1146, %4
  %1148 = and i1 %1147, %528
  %1149 = or disjoint i32 %524, 75
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
  %1160 = xor i1 %528, %1155
  %1161 = and i1 %1150, %1160
  %1162 = zext i1 %1156 to i32
  %1163 = select i1 %33, i32 %462, i32 0
  %1164 = select i1 %33, i32 %463, i32 0
  %1165 = select i1 %33, i32 %464, i32 0
  %1166 = select i1 %33, i32 %465, i32 0
  %1167 = zext i1 %1157 to i32
  %1168 = zext i1 %1158 to i32
  %1169 = zext i1 %1159 to i32
  %1170 = zext i1 %1161 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1162, i32 %1163, i32 %1164, i32 %1165, i32 %1166, ptr addrspace(1) %1140, i32 %1167, i32 %1168, i32 %1169, i32 %1170) #4
  %1171 = or disjoint i32 %524, 76
  %1172 = add i32 %523, %1171
  %1173 = sext i32 %1172 to i64
  %1174 = getelementptr float, ptr addrspace(1) %2, i64 %1173
  %1175 = icmp slt i32 %1171, %4
  %1176 = and i1 %1175, %528
  %1177 = or disjoint i32 %524, 77
  %1178 = icmp slt i32 %1177, %4
  %1179 = and i1 %1178, %528
  %1180 = or disjoint i32 %524, 78
  %1181 = icmp slt i32 %1180, %4
  %1182 = and i1 %1181, %528
  %1183 = or disjoint i32 %524, 79
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
  %1194 = xor i1 %528, %1189
  %1195 = and i1 %1184, %1194
  %1196 = zext i1 %1190 to i32
  %1197 = select i1 %33, i32 %466, i32 0
  %1198 = select i1 %33, i32 %467, i32 0
  %1199 = select i1 %33, i32 %468, i32 0
  %1200 = select i1 %33, i32 %469, i32 0
  %1201 = zext i1 %1191 to i32
  %1202 = zext i1 %1192 to i32
  %1203 = zext i1 %1193 to i32
  %1204 = zext i1 %1195 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1196, i32 %1197, i32 %1198, i32 %1199, i32 %1200, ptr addrspace(1) %1174, i32 %1201, i32 %1202, i32 %1203, i32 %1204) #4
  %1205 = or disjoint i32 %524, 80
  %1206 = add i32 %523, %1205
  %1207 = sext i32 %1206 to i64
  %1208 = getelementptr float, ptr addrspace(1) %2, i64 %1207
  %1209 = icmp slt i32 %1205, %4
  %1210 = and i1 %1209, %528
  %1211 = or disjoint i32 %524, 81
  %1212 = icmp slt i32 %1211, %4
  %1213 = and i1 %1212, %528
  %1214 = or disjoint i32 %524, 82
  %1215 = icmp slt i32 %1214, %4
  %1216 = and i1 %1215, %528
  %1217 = or disjoint i32 %524, 83
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
  %1228 = xor i1 %528, %1223
  %1229 = and i1 %1218, %1228
  %1230 = zext i1 %1224 to i32
  %1231 = select i1 %33, i32 %470, i32 0
  %1232 = select i1 %33, i32 %471, i32 0
  %1233 = select i1 %33, i32 %472, i32 0
  %1234 = select i1 %33, i32 %473, i32 0
  %1235 = zext i1 %1225 to i32
  %1236 = zext i1 %1226 to i32
  %1237 = zext i1 %1227 to i32
  %1238 = zext i1 %1229 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1230, i32 %1231, i32 %1232, i32 %1233, i32 %1234, ptr addrspace(1) %1208, i32 %1235, i32 %1236, i32 %1237, i32 %1238) #4
  %1239 = or disjoint i32 %524, 84
  %1240 = add i32 %523, %1239
  %1241 = sext i32 %1240 to i64
  %1242 = getelementptr float, ptr addrspace(1) %2, i64 %1241
  %1243 = icmp slt i32 %1239, %4
  %1244 = and i1 %1243, %528
  %1245 = or disjoint i32 %524, 85
  %1246 = icmp slt i32 %1245, %4
  %1247 = and i1 %1246, %528
  %1248 = or disjoint i32 %524, 86
  %1249 = icmp slt i32 %1248, %4
  %1250 = and i1 %1249, %528
  %1251 = or disjoint i32 %524, 87
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
  %1262 = xor i1 %528, %1257
  %1263 = and i1 %1252, %1262
  %1264 = zext i1 %1258 to i32
  %1265 = select i1 %33, i32 %474, i32 0
  %1266 = select i1 %33, i32 %475, i32 0
  %1267 = select i1 %33, i32 %476, i32 0
  %1268 = select i1 %33, i32 %477, i32 0
  %1269 = zext i1 %1259 to i32
  %1270 = zext i1 %1260 to i32
  %1271 = zext i1 %1261 to i32
  %1272 = zext i1 %1263 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1264, i32 %1265, i32 %1266, i32 %1267, i32 %1268, ptr addrspace(1) %1242, i32 %1269, i32 %1270, i32 %1271, i32 %1272) #4
  %1273 = or disjoint i32 %524, 88
  %1274 = add i32 %523, %1273
  %1275 = sext i32 %1274 to i64
  %1276 = getelementptr float, ptr addrspace(1) %2, i64 %1275
  %1277 = icmp slt i32 %1273, %4
  %1278 = and i1 %1277, %528
  %1279 = or disjoint i32 %524, 89
  %1280 = icmp slt i32 %1279, %4
  %1281 = and i1 %1280, %528
  %1282 = or disjoint i32 %524, 90
  %1283 = icmp slt i32 %1282, %4
  %1284 = and i1 %1283, %528
  %1285 = or disjoint i32 %524, 91
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
  %1296 = xor i1 %528, %1291
  %1297 = and i1 %1286, %1296
  %1298 = zext i1 %1292 to i32
  %1299 = select i1 %33, i32 %478, i32 0
  %1300 = select i1 %33, i32 %479, i32 0
  %1301 = select i1 %33, i32 %480, i32 0
  %1302 = select i1 %33, i32 %481, i32 0
  %1303 = zext i1 %1293 to i32
  %1304 = zext i1 %1294 to i32
  %1305 = zext i1 %1295 to i32
  %1306 = zext i1 %1297 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1298, i32 %1299, i32 %1300, i32 %1301, i32 %1302, ptr addrspace(1) %1276, i32 %1303, i32 %1304, i32 %1305, i32 %1306) #4
  %1307 = or disjoint i32 %524, 92
  %1308 = add i32 %523, %1307
  %1309 = sext i32 %1308 to i64
  %1310 = getelementptr float, ptr addrspace(1) %2, i64 %1309
  %1311 = icmp slt i32 %1307, %4
  %1312 = and i1 %1311, %528
  %1313 = or disjoint i32 %524, 93
  %1314 = icmp slt i32 %1313, %4
  %1315 = and i1 %1314, %528
  %1316 = or disjoint i32 %524, 94
  %1317 = icmp slt i32 %1316, %4
  %1318 = and i1 %1317, %528
  %1319 = or disjoint i32 %524, 95
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
  %1330 = xor i1 %528, %1325
  %1331 = and i1 %1320, %1330
  %1332 = zext i1 %1326 to i32
  %1333 = select i1 %33, i32 %482, i32 0
  %1334 = select i1 %33, i32 %483, i32 0
  %1335 = select i1 %33, i32 %484, i32 0
  %1336 = select i1 %33, i32 %485, i32 0
  %1337 = zext i1 %1327 to i32
  %1338 = zext i1 %1328 to i32
  %1339 = zext i1 %1329 to i32
  %1340 = zext i1 %1331 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1332, i32 %1333, i32 %1334, i32 %1335, i32 %1336, ptr addrspace(1) %1310, i32 %1337, i32 %1338, i32 %1339, i32 %1340) #4
  %1341 = or disjoint i32 %524, 96
  %1342 = add i32 %523, %1341
  %1343 = sext i32 %1342 to i64
  %1344 = getelementptr float, ptr addrspace(1) %2, i64 %1343
  %1345 = icmp slt i32 %1341, %4
  %1346 = and i1 %1345, %528
  %1347 = or disjoint i32 %524, 97
  %1348 = icmp slt i32 %1347, %4
  %1349 = and i1 %1348, %528
  %1350 = or disjoint i32 %524, 98
  %1351 = icmp slt i32 %1350, %4
  %1352 = and i1 %1351, %528
  %1353 = or disjoint i32 %524, 99
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
  %1364 = xor i1 %528, %1359
  %1365 = and i1 %1354, %1364
  %1366 = zext i1 %1360 to i32
  %1367 = select i1 %33, i32 %488, i32 0
  %1368 = select i1 %33, i32 %489, i32 0
  %1369 = select i1 %33, i32 %490, i32 0
  %1370 = select i1 %33, i32 %491, i32 0
  %1371 = zext i1 %1361 to i32
  %1372 = zext i1 %1362 to i32
  %1373 = zext i1 %1363 to i32
  %1374 = zext i1 %1365 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1366, i32 %1367, i32 %1368, i32 %1369, i32 %1370, ptr addrspace(1) %1344, i32 %1371, i32 %1372, i32 %1373, i32 %1374) #4
  %1375 = or disjoint i32 %524, 100
  %1376 = add i32 %523, %1375
  %1377 = sext i32 %1376 to i64
  %1378 = getelementptr float, ptr addrspace(1) %2, i64 %1377
  %1379 = icmp slt i32 %1375, %4
  %1380 = and i1 %1379, %528
  %1381 = or disjoint i32 %524, 101
  %1382 = icmp slt i32 %1381, %4
  %1383 = and i1 %1382, %528
  %1384 = or disjoint i32 %524, 102
  %1385 = icmp slt i32 %1384, %4
  %1386 = and i1 %1385, %528
  %1387 = or disjoint i32 %524, 103
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
  %1398 = xor i1 %528, %1393
  %1399 = and i1 %1388, %1398
  %1400 = zext i1 %1394 to i32
  %1401 = select i1 %33, i32 %492, i32 0
  %1402 = select i1 %33, i32 %493, i32 0
  %1403 = select i1 %33, i32 %494, i32 0
  %1404 = select i1 %33, i32 %495, i32 0
  %1405 = zext i1 %1395 to i32
  %1406 = zext i1 %1396 to i32
  %1407 = zext i1 %1397 to i32
  %1408 = zext i1 %1399 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1400, i32 %1401, i32 %1402, i32 %1403, i32 %1404, ptr addrspace(1) %1378, i32 %1405, i32 %1406, i32 %1407, i32 %1408) #4
  %1409 = or disjoint i32 %524, 104
  %1410 = add i32 %523, %1409
  %1411 = sext i32 %1410 to i64
  %1412 = getelementptr float, ptr addrspace(1) %2, i64 %1411
  %1413 = icmp slt i32 %1409, %4
  %1414 = and i1 %1413, %528
  %1415 = or disjoint i32 %524, 105
  %1416 = icmp slt i32 %1415, %4
  %1417 = and i1 %1416, %528
  %1418 = or disjoint i32 %524, 106
  %1419 = icmp slt i32 %1418, %4
  %1420 = and i1 %1419, %528
  %1421 = or disjoint i32 %524, 107
  %1422 = icmp slt i32 %1421, %4
  %1423 = ptrtoint ptr addrspace(1) %1412 to i64
  %1424 = and i64 %1423, 15
  %1425 = icmp eq i64 %1424, 0
  %1426 = and i1 %1414, %1425
  %1427 = and i1 %1419, %1426
  %1428 = and i1 %1422, %1426
  %1429 = xor i1 %1414, %1428
  %1430 = xor i1 %1417, %1428
  %1431 = xor i1 %1420, %1428
  %1432 = xor i1 %528, %1427
  %1433 = and i1 %1422, %1432
  %1434 = zext i1 %1428 to i32
  %1435 = select i1 %33, i32 %496, i32 0
  %1436 = select i1 %33, i32 %497, i32 0
  %1437 = select i1 %33, i32 %498, i32 0
  %1438 = select i1 %33, i32 %499, i32 0
  %1439 = zext i1 %1429 to i32
  %1440 = zext i1 %1430 to i32
  %1441 = zext i1 %1431 to i32
  %1442 = zext i1 %1433 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1434, i32 %1435, i32 %1436, i32 %1437, i32 %1438, ptr addrspace(1) %1412, i32 %1439, i32 %1440, i32 %1441, i32 %1442) #4
  %1443 = or disjoint i32 %524, 108
  %1444 = add i32 %523, %1443
  %1445 = sext i32 %1444 to i64
  %1446 = getelementptr float, ptr addrspace(1) %2, i64 %1445
  %1447 = icmp slt i32 %1443, %4
  %1448 = and i1 %1447, %528
  %1449 = or disjoint i32 %524, 109
  %1450 = icmp slt i32 %1449, %4
  %1451 = and i1 %1450, %528
  %1452 = or disjoint i32 %524, 110
  %1453 = icmp slt i32 %1452, %4
  %1454 = and i1 %1453, %528
  %1455 = or disjoint i32 %524, 111
  %1456 = icmp slt i32 %1455, %4
  %1457 = ptrtoint ptr addrspace(1) %1446 to i64
  %1458 = and i64 %1457, 15
  %1459 = icmp eq i64 %1458, 0
  %1460 = and i1 %1448, %1459
  %1461 = and i1 %1453, %1460
  %1462 = and i1 %1456, %1460
  %1463 = xor i1 %1448, %1462
  %1464 = xor i1 %1451, %1462
  %1465 = xor i1 %1454, %1462
  %1466 = xor i1 %528, %1461
  %1467 = and i1 %1456, %1466
  %1468 = zext i1 %1462 to i32
  %1469 = select i1 %33, i32 %500, i32 0
  %1470 = select i1 %33, i32 %501, i32 0
  %1471 = select i1 %33, i32 %502, i32 0
  %1472 = select i1 %33, i32 %503, i32 0
  %1473 = zext i1 %1463 to i32
  %1474 = zext i1 %1464 to i32
  %1475 = zext i1 %1465 to i32
  %1476 = zext i1 %1467 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1468, i32 %1469, i32 %1470, i32 %1471, i32 %1472, ptr addrspace(1) %1446, i32 %1473, i32 %1474, i32 %1475, i32 %1476) #4
  %1477 = or disjoint i32 %524, 112
  %1478 = add i32 %523, %1477
  %1479 = sext i32 %1478 to i64
  %1480 = getelementptr float, ptr addrspace(1) %2, i64 %1479
  %1481 = icmp slt i32 %1477, %4
  %1482 = and i1 %1481, %528
  %1483 = or disjoint i32 %524, 113
  %1484 = icmp slt i32 %1483, %4
  %1485 = and i1 %1484, %528
  %1486 = or disjoint i32 %524, 114
  %1487 = icmp slt i32 %1486, %4
  %1488 = and i1 %1487, %528
  %1489 = or disjoint i32 %524, 115
  %1490 = icmp slt i32 %1489, %4
  %1491 = ptrtoint ptr addrspace(1) %1480 to i64
  %1492 = and i64 %1491, 15
  %1493 = icmp eq i64 %1492, 0
  %1494 = and i1 %1482, %1493
  %1495 = and i1 %1487, %1494
  %1496 = and i1 %1490, %1494
  %1497 = xor i1 %1482, %1496
  %1498 = xor i1 %1485, %1496
  %1499 = xor i1 %1488, %1496
  %1500 = xor i1 %528, %1495
  %1501 = and i1 %1490, %1500
  %1502 = zext i1 %1496 to i32
  %1503 = select i1 %33, i32 %504, i32 0
  %1504 = select i1 %33, i32 %505, i32 0
  %1505 = select i1 %33, i32 %506, i32 0
  %1506 = select i1 %33, i32 %507, i32 0
  %1507 = zext i1 %1497 to i32
  %1508 = zext i1 %1498 to i32
  %1509 = zext i1 %1499 to i32
  %1510 = zext i1 %1501 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1502, i32 %1503, i32 %1504, i32 %1505, i32 %1506, ptr addrspace(1) %1480, i32 %1507, i32 %1508, i32 %1509, i32 %1510) #4
  %1511 = or disjoint i32 %524, 116
  %1512 = add i32 %523, %1511
  %1513 = sext i32 %1512 to i64
  %1514 = getelementptr float, ptr addrspace(1) %2, i64 %1513
  %1515 = icmp slt i32 %1511, %4
  %1516 = and i1 %1515, %528
  %1517 = or disjoint i32 %524, 117
  %1518 = icmp slt i32 %1517, %4
  %1519 = and i1 %1518, %528
  %1520 = or disjoint i32 %524, 118
  %1521 = icmp slt i32 %1520, %4
  %1522 = and i1 %1521, %528
  %1523 = or disjoint i32 %524, 119
  %1524 = icmp slt i32 %1523, %4
  %1525 = ptrtoint ptr addrspace(1) %1514 to i64
  %1526 = and i64 %1525, 15
  %1527 = icmp eq i64 %1526, 0
  %1528 = and i1 %1516, %1527
  %1529 = and i1 %1521, %1528
  %1530 = and i1 %1524, %1528
  %1531 = xor i1 %1516, %1530
  %1532 = xor i1 %1519, %1530
  %1533 = xor i1 %1522, %1530
  %1534 = xor i1 %528, %1529
  %1535 = and i1 %1524, %1534
  %1536 = zext i1 %1530 to i32
  %1537 = select i1 %33, i32 %508, i32 0
  %1538 = select i1 %33, i32 %509, i32 0
  %1539 = select i1 %33, i32 %510, i32 0
  %1540 = select i1 %33, i32 %511, i32 0
  %1541 = zext i1 %1531 to i32
  %1542 = zext i1 %1532 to i32
  %1543 = zext i1 %1533 to i32
  %1544 = zext i1 %1535 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1536, i32 %1537, i32 %1538, i32 %1539, i32 %1540, ptr addrspace(1) %1514, i32 %1541, i32 %1542, i32 %1543, i32 %1544) #4
  %1545 = or disjoint i32 %524, 120
  %1546 = add i32 %523, %1545
  %1547 = sext i32 %1546 to i64
  %1548 = getelementptr float, ptr addrspace(1) %2, i64 %1547
  %1549 = icmp slt i32 %1545, %4
  %1550 = and i1 %1549, %528
  %1551 = or disjoint i32 %524, 121
  %1552 = icmp slt i32 %1551, %4
  %1553 = and i1 %1552, %528
  %1554 = or disjoint i32 %524, 122
  %1555 = icmp slt i32 %1554, %4
  %1556 = and i1 %1555, %528
  %1557 = or disjoint i32 %524, 123
  %1558 = icmp slt i32 %1557, %4
  %1559 = ptrtoint ptr addrspace(1) %1548 to i64
  %1560 = and i64 %1559, 15
  %1561 = icmp eq i64 %1560, 0
  %1562 = and i1 %1550, %1561
  %1563 = and i1 %1555, %1562
  %1564 = and i1 %1558, %1562
  %1565 = xor i1 %1550, %1564
  %1566 = xor i1 %1553, %1564
  %1567 = xor i1 %1556, %1564
  %1568 = xor i1 %528, %1563
  %1569 = and i1 %1558, %1568
  %1570 = zext i1 %1564 to i32
  %1571 = select i1 %33, i32 %512, i32 0
  %1572 = select i1 %33, i32 %513, i32 0
  %1573 = select i1 %33, i32 %514, i32 0
  %1574 = select i1 %33, i32 %515, i32 0
  %1575 = zext i1 %1565 to i32
  %1576 = zext i1 %1566 to i32
  %1577 = zext i1 %1567 to i32
  %1578 = zext i1 %1569 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1570, i32 %1571, i32 %1572, i32 %1573, i32 %1574, ptr addrspace(1) %1548, i32 %1575, i32 %1576, i32 %1577, i32 %1578) #4
  %1579 = or disjoint i32 %524, 124
  %1580 = add i32 %523, %1579
  %1581 = sext i32 %1580 to i64
  %1582 = getelementptr float, ptr addrspace(1) %2, i64 %1581
  %1583 = icmp slt i32 %1579, %4
  %1584 = and i1 %1583, %528
  %1585 = or disjoint i32 %524, 125
  %1586 = icmp slt i32 %1585, %4
  %1587 = and i1 %1586, %528
  %1588 = or disjoint i32 %524, 126
  %1589 = icmp slt i32 %1588, %4
  %1590 = and i1 %1589, %528
  %.reass32 = or disjoint i32 %382, %invariant.op31
  %1591 = icmp slt i32 %.reass32, %4
  %1592 = ptrtoint ptr addrspace(1) %1582 to i64
  %1593 = and i64 %1592, 15
  %1594 = icmp eq i64 %1593, 0
  %1595 = and i1 %1584, %1594
  %1596 = and i1 %1589, %1595
  %1597 = and i1 %1591, %1596
  %1598 = xor i1 %1584, %1597
  %1599 = xor i1 %1587, %1597
  %1600 = xor i1 %1590, %1597
  %1601 = xor i1 %528, %1596
  %1602 = and i1 %1591, %1601
  %1603 = zext i1 %1597 to i32
  %1604 = select i1 %33, i32 %516, i32 0
  %1605 = select i1 %33, i32 %517, i32 0
  %1606 = select i1 %33, i32 %518, i32 0
  %1607 = select i1 %33, i32 %519, i32 0
  %1608 = zext i1 %1598 to i32
  %1609 = zext i1 %1599 to i32
  %1610 = zext i1 %1600 to i32
  %1611 = zext i1 %1602 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1603, i32 %1604, i32 %1605, i32 %1606, i32 %1607, ptr addrspace(1) %1582, i32 %1608, i32 %1609, i32 %1610, i32 %1611) #4
  %1612 = add i32 %358, %14
  %1613 = icmp slt i32 %1612, %12
  br i1 %1613, label %357, label %._crit_edge

._crit_edge:                                      ; preds = %372, %.preheader14
  tail call void asm sideeffect "tcgen05.fence::before_thread_sync;", "~{memory}"() #4
  tail call void asm sideeffect "bar.sync 8, 256;", "~{memory}"() #5
  br i1 %25, label %1614, label %1615

1614:                                             ; preds = %._crit_edge
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;\0A\09tcgen05.dealloc.cta_group::1.sync.aligned.b32 $0, 512;", "r,~{memory}"(i32 %28) #4
  br label %1615

1615:                                             ; preds = %1614, %._crit_edge
  tail call void asm sideeffect "bar.sync 8, 256;", "~{memory}"() #5
  br i1 %16, label %1616, label %1617

1616:                                             ; preds = %1615
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_cluster_dsmem, i64 196608) to i32)) #4
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_cluster_dsmem, i64 196608) to i32), i32 16)) #4
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_cluster_dsmem, i64 196608) to i32), i32 32)) #4
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_cluster_dsmem, i64 196608) to i32), i32 48)) #4
  br label %1617

1617:                                             ; preds = %1616, %1615
  tail call void asm sideeffect "bar.sync 8, 256;", "~{memory}"() #5
  br i1 %16, label %1618, label %1619

1618:                                             ; preds = %1617
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_cluster_dsmem, i64 196736) to i32)) #4
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_cluster_dsmem, i64 196736) to i32), i32 16)) #4
  br label %1619

1619:                                             ; preds = %1618, %1617
  tail call void asm sideeffect "bar.sync 8, 256;", "~{memory}"() #5
  br i1 %16, label %1620, label %.loopexit

1620:                                             ; preds = %1619
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_cluster_dsmem, i64 196768) to i32)) #4
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_cluster_dsmem, i64 196768) to i32), i32 16)) #4
  br label %.loopexit

.loopexit:                                        ; preds = %354, %1619, %1620, %40
  call void asm sideeffect "barrier.cluster.arrive;", "~{memory}"() #5
  call void asm sideeffect "barrier.cluster.wait;", "~{memory}"() #5
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.clusterid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nclusterid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.cluster.ctaid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #3

attributes #0 = { nounwind "nvvm.cluster_dim"="2,1,1" "nvvm.reqntid"="288" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind }
attributes #5 = { convergent nounwind }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
