; ModuleID = 'tile_kernels'
source_filename = "tile_kernels"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@gemm_persistent_pair_dsmem = external addrspace(3) global [0 x i8], align 1024

; Function Attrs: nounwind
define ptx_kernel void @gemm_persistent_pair(ptr byval([128 x i8]) align 64 "nvvm.grid_constant" %0, ptr byval([128 x i8]) align 64 "nvvm.grid_constant" %1, ptr addrspace(1) %2, i32 %3, i32 %4, i32 %5) local_unnamed_addr #0 {
  %7 = tail call range(i32 0, 256) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
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
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_pair_dsmem, i64 131072) to i32)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_pair_dsmem, i64 131072) to i32), i32 16)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_pair_dsmem, i64 131072) to i32), i32 32)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_pair_dsmem, i64 131072) to i32), i32 48)) #4
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #4
  br label %18

18:                                               ; preds = %17, %6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %16, label %19, label %20

19:                                               ; preds = %18
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_pair_dsmem, i64 131136) to i32)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_pair_dsmem, i64 131136) to i32), i32 16)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_pair_dsmem, i64 131136) to i32), i32 32)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_pair_dsmem, i64 131136) to i32), i32 48)) #4
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #4
  br label %20

20:                                               ; preds = %19, %18
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %16, label %21, label %22

21:                                               ; preds = %20
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_pair_dsmem, i64 131200) to i32)) #4
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #4
  br label %22

22:                                               ; preds = %21, %20
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %23 = icmp samesign ult i32 %7, 32
  br i1 %23, label %24, label %25

24:                                               ; preds = %22
  tail call void asm sideeffect "tcgen05.alloc.cta_group::2.sync.aligned.shared::cta.b32 [$0], 256;\0A\09tcgen05.relinquish_alloc_permit.cta_group::2.sync.aligned;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_pair_dsmem, i64 131216) to i32)) #4
  br label %25

25:                                               ; preds = %24, %22
  tail call void asm sideeffect "tcgen05.fence::before_thread_sync;", "~{memory}"() #4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #4
  %26 = tail call i32 asm sideeffect "ld.shared.b32 $0, [$1];", "=r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_pair_dsmem, i64 131216) to i32)) #4
  tail call void asm sideeffect "barrier.cluster.arrive;", "~{memory}"() #5
  tail call void asm sideeffect "barrier.cluster.wait;", "~{memory}"() #5
  %27 = icmp slt i32 %13, %12
  br i1 %27, label %.lr.ph27, label %._crit_edge28

.lr.ph27:                                         ; preds = %25
  %28 = shl nuw nsw i32 %11, 2
  %29 = shl nuw nsw i32 %15, 7
  %30 = icmp sgt i32 %5, 0
  %31 = or i32 %7, %15
  %32 = icmp eq i32 %31, 0
  %33 = and i1 %32, %30
  %34 = and i1 %16, %30
  %35 = ptrtoint ptr %0 to i64
  %36 = ptrtoint ptr %1 to i64
  %37 = icmp sgt i32 %5, 64
  %38 = and i1 %32, %37
  %39 = and i1 %16, %37
  %40 = icmp sgt i32 %5, 128
  %41 = and i1 %32, %40
  %42 = and i1 %16, %40
  %43 = icmp sgt i32 %5, 192
  %44 = and i1 %32, %43
  %45 = and i1 %16, %43
  %46 = and i32 %7, 128
  %47 = shl nuw nsw i32 %7, 16
  %48 = and i32 %47, 6291456
  %49 = or disjoint i32 %48, %46
  %50 = add i32 %49, %26
  %51 = add i32 %50, 32
  %52 = add i32 %50, 64
  %53 = add i32 %50, 96
  %54 = and i32 %7, 127
  %55 = add i32 %5, 63
  %56 = sdiv i32 %55, 64
  %57 = select i1 %30, i32 %56, i32 0
  %invariant.op = or i32 %7, 127
  br label %58

58:                                               ; preds = %.lr.ph27, %285
  %59 = phi i32 [ 0, %.lr.ph27 ], [ %1508, %285 ]
  %60 = phi i32 [ %13, %.lr.ph27 ], [ %1509, %285 ]
  %.frozen = freeze i32 %60
  %.frozen47 = freeze i32 %28
  %61 = udiv i32 %.frozen, %.frozen47
  %62 = shl i32 %61, 2
  %63 = sub i32 %9, %62
  %64 = call i32 @llvm.umin.i32(i32 %63, i32 4)
  %65 = mul i32 %61, %.frozen47
  %.decomposed = sub i32 %.frozen, %65
  %.frozen48 = freeze i32 %64
  %66 = udiv i32 %.decomposed, %.frozen48
  %67 = mul i32 %66, %.frozen48
  %.decomposed49 = sub i32 %.decomposed, %67
  %68 = add nuw i32 %.decomposed49, %62
  %69 = shl i32 %68, 8
  %70 = or disjoint i32 %69, %29
  %71 = shl i32 %66, 8
  %72 = and i32 %59, 3
  %73 = shl nuw nsw i32 %72, 4
  %74 = lshr i32 %59, 2
  %75 = and i32 %74, 1
  %76 = xor i32 %75, 1
  %77 = zext nneg i32 %73 to i64
  br i1 %16, label %78, label %.loopexit25

78:                                               ; preds = %58
  %79 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_pair_dsmem, i64 131136), i64 %77
  %80 = ptrtoint ptr addrspace(3) %79 to i64
  %81 = trunc i64 %80 to i32
  br label %82

82:                                               ; preds = %82, %78
  %83 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %81, i32 %76) #4
  %84 = icmp eq i32 %83, 0
  br i1 %84, label %82, label %.loopexit25

.loopexit25:                                      ; preds = %82, %58
  %85 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_pair_dsmem, i64 131072), i64 %77
  br i1 %33, label %86, label %89

86:                                               ; preds = %.loopexit25
  %87 = ptrtoint ptr addrspace(3) %85 to i64
  %88 = trunc i64 %87 to i32
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 %88, i32 65536) #4
  br label %89

89:                                               ; preds = %86, %.loopexit25
  %90 = shl nuw nsw i32 %72, 14
  br i1 %34, label %91, label %99

91:                                               ; preds = %89
  %92 = zext nneg i32 %90 to i64
  %93 = getelementptr i8, ptr addrspace(3) @gemm_persistent_pair_dsmem, i64 %92
  %94 = ptrtoint ptr addrspace(3) %93 to i64
  %95 = trunc i64 %94 to i32
  %96 = ptrtoint ptr addrspace(3) %85 to i64
  %97 = trunc i64 %96 to i32
  %98 = call i32 asm "mapa.shared::cluster.u32 $0, $1, $2;", "=r,r,r"(i32 %97, i32 0) #4
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.cta_group::2 [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %95, i64 %35, i32 0, i32 %70, i32 %98) #4
  br label %99

99:                                               ; preds = %91, %89
  %100 = or disjoint i32 %71, %29
  br i1 %34, label %101, label %109

101:                                              ; preds = %99
  %102 = zext nneg i32 %90 to i64
  %103 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_pair_dsmem, i64 65536), i64 %102
  %104 = ptrtoint ptr addrspace(3) %103 to i64
  %105 = trunc i64 %104 to i32
  %106 = ptrtoint ptr addrspace(3) %85 to i64
  %107 = trunc i64 %106 to i32
  %108 = call i32 asm "mapa.shared::cluster.u32 $0, $1, $2;", "=r,r,r"(i32 %107, i32 0) #4
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.cta_group::2 [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %105, i64 %36, i32 0, i32 %100, i32 %108) #4
  br label %109

109:                                              ; preds = %101, %99
  %110 = add i32 %59, 1
  %111 = and i32 %110, 3
  %112 = shl nuw nsw i32 %111, 4
  %113 = lshr i32 %110, 2
  %114 = and i32 %113, 1
  %115 = xor i32 %114, 1
  %116 = zext nneg i32 %112 to i64
  br i1 %16, label %117, label %.loopexit24

117:                                              ; preds = %109
  %118 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_pair_dsmem, i64 131136), i64 %116
  %119 = ptrtoint ptr addrspace(3) %118 to i64
  %120 = trunc i64 %119 to i32
  br label %121

121:                                              ; preds = %121, %117
  %122 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %120, i32 %115) #4
  %123 = icmp eq i32 %122, 0
  br i1 %123, label %121, label %.loopexit24

.loopexit24:                                      ; preds = %121, %109
  %124 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_pair_dsmem, i64 131072), i64 %116
  br i1 %38, label %125, label %128

125:                                              ; preds = %.loopexit24
  %126 = ptrtoint ptr addrspace(3) %124 to i64
  %127 = trunc i64 %126 to i32
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 %127, i32 65536) #4
  br label %128

128:                                              ; preds = %125, %.loopexit24
  br i1 %39, label %129, label %.critedge

129:                                              ; preds = %128
  %130 = shl nuw nsw i32 %111, 14
  %131 = zext nneg i32 %130 to i64
  %132 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_pair_dsmem, i64 65536), i64 %131
  %133 = ptrtoint ptr addrspace(3) %132 to i64
  %134 = trunc i64 %133 to i32
  %135 = getelementptr i8, ptr addrspace(3) @gemm_persistent_pair_dsmem, i64 %131
  %136 = ptrtoint ptr addrspace(3) %135 to i64
  %137 = trunc i64 %136 to i32
  %138 = ptrtoint ptr addrspace(3) %124 to i64
  %139 = trunc i64 %138 to i32
  %140 = call i32 asm "mapa.shared::cluster.u32 $0, $1, $2;", "=r,r,r"(i32 %139, i32 0) #4
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.cta_group::2 [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %137, i64 %35, i32 64, i32 %70, i32 %140) #4
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.cta_group::2 [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %134, i64 %36, i32 64, i32 %100, i32 %140) #4
  br label %.critedge

.critedge:                                        ; preds = %128, %129
  %141 = add i32 %59, 2
  %142 = and i32 %141, 3
  %143 = shl nuw nsw i32 %142, 4
  %144 = lshr i32 %141, 2
  %145 = and i32 %144, 1
  %146 = xor i32 %145, 1
  %147 = zext nneg i32 %143 to i64
  br i1 %16, label %148, label %.loopexit23

148:                                              ; preds = %.critedge
  %149 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_pair_dsmem, i64 131136), i64 %147
  %150 = ptrtoint ptr addrspace(3) %149 to i64
  %151 = trunc i64 %150 to i32
  br label %152

152:                                              ; preds = %152, %148
  %153 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %151, i32 %146) #4
  %154 = icmp eq i32 %153, 0
  br i1 %154, label %152, label %.loopexit23

.loopexit23:                                      ; preds = %152, %.critedge
  %155 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_pair_dsmem, i64 131072), i64 %147
  br i1 %41, label %156, label %159

156:                                              ; preds = %.loopexit23
  %157 = ptrtoint ptr addrspace(3) %155 to i64
  %158 = trunc i64 %157 to i32
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 %158, i32 65536) #4
  br label %159

159:                                              ; preds = %156, %.loopexit23
  br i1 %42, label %160, label %.critedge2

160:                                              ; preds = %159
  %161 = shl nuw nsw i32 %142, 14
  %162 = zext nneg i32 %161 to i64
  %163 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_pair_dsmem, i64 65536), i64 %162
  %164 = ptrtoint ptr addrspace(3) %163 to i64
  %165 = trunc i64 %164 to i32
  %166 = getelementptr i8, ptr addrspace(3) @gemm_persistent_pair_dsmem, i64 %162
  %167 = ptrtoint ptr addrspace(3) %166 to i64
  %168 = trunc i64 %167 to i32
  %169 = ptrtoint ptr addrspace(3) %155 to i64
  %170 = trunc i64 %169 to i32
  %171 = call i32 asm "mapa.shared::cluster.u32 $0, $1, $2;", "=r,r,r"(i32 %170, i32 0) #4
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.cta_group::2 [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %168, i64 %35, i32 128, i32 %70, i32 %171) #4
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.cta_group::2 [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %165, i64 %36, i32 128, i32 %100, i32 %171) #4
  br label %.critedge2

.critedge2:                                       ; preds = %159, %160
  %172 = add i32 %59, 3
  %173 = and i32 %172, 3
  %174 = shl nuw nsw i32 %173, 4
  %175 = lshr i32 %172, 2
  %176 = and i32 %175, 1
  %177 = xor i32 %176, 1
  %178 = zext nneg i32 %174 to i64
  br i1 %16, label %179, label %.loopexit22

179:                                              ; preds = %.critedge2
  %180 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_pair_dsmem, i64 131136), i64 %178
  %181 = ptrtoint ptr addrspace(3) %180 to i64
  %182 = trunc i64 %181 to i32
  br label %183

183:                                              ; preds = %183, %179
  %184 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %182, i32 %177) #4
  %185 = icmp eq i32 %184, 0
  br i1 %185, label %183, label %.loopexit22

.loopexit22:                                      ; preds = %183, %.critedge2
  %186 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_pair_dsmem, i64 131072), i64 %178
  br i1 %44, label %187, label %190

187:                                              ; preds = %.loopexit22
  %188 = ptrtoint ptr addrspace(3) %186 to i64
  %189 = trunc i64 %188 to i32
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 %189, i32 65536) #4
  br label %190

190:                                              ; preds = %187, %.loopexit22
  br i1 %45, label %191, label %.critedge4

191:                                              ; preds = %190
  %192 = shl nuw nsw i32 %173, 14
  %193 = zext nneg i32 %192 to i64
  %194 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_pair_dsmem, i64 65536), i64 %193
  %195 = ptrtoint ptr addrspace(3) %194 to i64
  %196 = trunc i64 %195 to i32
  %197 = getelementptr i8, ptr addrspace(3) @gemm_persistent_pair_dsmem, i64 %193
  %198 = ptrtoint ptr addrspace(3) %197 to i64
  %199 = trunc i64 %198 to i32
  %200 = ptrtoint ptr addrspace(3) %186 to i64
  %201 = trunc i64 %200 to i32
  %202 = call i32 asm "mapa.shared::cluster.u32 $0, $1, $2;", "=r,r,r"(i32 %201, i32 0) #4
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.cta_group::2 [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %199, i64 %35, i32 192, i32 %70, i32 %202) #4
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.cta_group::2 [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %196, i64 %36, i32 192, i32 %100, i32 %202) #4
  br label %.critedge4

.critedge4:                                       ; preds = %190, %191
  call void asm sideeffect "barrier.cluster.arrive;", "~{memory}"() #5
  call void asm sideeffect "barrier.cluster.wait;", "~{memory}"() #5
  br i1 %30, label %.lr.ph, label %._crit_edge

.lr.ph:                                           ; preds = %.critedge4, %.critedge10
  %203 = phi i32 [ %275, %.critedge10 ], [ 0, %.critedge4 ]
  %204 = lshr exact i32 %203, 6
  %205 = add i32 %204, %59
  %206 = and i32 %205, 3
  %207 = lshr i32 %205, 2
  %208 = and i32 %207, 1
  %209 = icmp ne i32 %203, 0
  br i1 %32, label %210, label %.critedge20

210:                                              ; preds = %.lr.ph
  %211 = shl nuw nsw i32 %206, 4
  %212 = zext nneg i32 %211 to i64
  %213 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_pair_dsmem, i64 131072), i64 %212
  %214 = ptrtoint ptr addrspace(3) %213 to i64
  %215 = trunc i64 %214 to i32
  br label %216

216:                                              ; preds = %216, %210
  %217 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %215, i32 %208) #4
  %218 = icmp eq i32 %217, 0
  br i1 %218, label %216, label %.critedge6

.critedge6:                                       ; preds = %216
  %219 = shl nuw nsw i32 %206, 14
  %220 = zext nneg i32 %219 to i64
  %221 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_pair_dsmem, i64 65536), i64 %220
  %222 = ptrtoint ptr addrspace(3) %221 to i64
  %223 = getelementptr i8, ptr addrspace(3) @gemm_persistent_pair_dsmem, i64 %220
  %224 = ptrtoint ptr addrspace(3) %223 to i64
  call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #4
  %225 = zext i1 %209 to i32
  %226 = lshr exact i64 %224, 4
  %227 = and i64 %226, 16320
  %228 = or disjoint i64 %227, 4611756662049538048
  %229 = lshr exact i64 %222, 4
  %230 = and i64 %229, 16320
  %231 = or disjoint i64 %230, 4611756662049538048
  call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::2.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %26, i64 %228, i64 %231, i32 272630928, i32 %225) #4
  %232 = or disjoint i64 %227, 4611756662049538050
  %233 = or disjoint i64 %230, 4611756662049538050
  call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::2.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %26, i64 %232, i64 %233, i32 272630928, i32 1) #4
  %234 = or disjoint i64 %227, 4611756662049538052
  %235 = or disjoint i64 %230, 4611756662049538052
  call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::2.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %26, i64 %234, i64 %235, i32 272630928, i32 1) #4
  %236 = or disjoint i64 %227, 4611756662049538054
  %237 = or disjoint i64 %230, 4611756662049538054
  call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::2.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %26, i64 %236, i64 %237, i32 272630928, i32 1) #4
  %238 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_pair_dsmem, i64 131136), i64 %212
  %239 = ptrtoint ptr addrspace(3) %238 to i64
  %240 = trunc i64 %239 to i32
  call void asm sideeffect "{\0A\09.reg .b16 %tl_m;\0A\09cvt.u16.u32 %tl_m, $1;\0A\09tcgen05.commit.cta_group::2.mbarrier::arrive::one.shared::cluster.multicast::cluster.b64 [$0], %tl_m;\0A\09}", "r,r,~{memory}"(i32 %240, i32 3) #4
  br label %.critedge20

.critedge20:                                      ; preds = %.lr.ph, %.critedge6
  %241 = add i32 %203, 192
  %242 = icmp slt i32 %241, %5
  %243 = and i1 %209, %242
  br i1 %243, label %244, label %.critedge10

244:                                              ; preds = %.critedge20
  %245 = add i32 %205, -1
  %246 = and i32 %245, 3
  %247 = lshr i32 %245, 2
  %248 = and i32 %247, 1
  %249 = shl nuw nsw i32 %246, 4
  %250 = zext nneg i32 %249 to i64
  br i1 %16, label %251, label %.loopexit

251:                                              ; preds = %244
  %252 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_pair_dsmem, i64 131136), i64 %250
  %253 = ptrtoint ptr addrspace(3) %252 to i64
  %254 = trunc i64 %253 to i32
  br label %255

255:                                              ; preds = %255, %251
  %256 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %254, i32 %248) #4
  %257 = icmp eq i32 %256, 0
  br i1 %257, label %255, label %.loopexit

.loopexit:                                        ; preds = %255, %244
  %258 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_pair_dsmem, i64 131072), i64 %250
  br i1 %32, label %259, label %262

259:                                              ; preds = %.loopexit
  %260 = ptrtoint ptr addrspace(3) %258 to i64
  %261 = trunc i64 %260 to i32
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 %261, i32 65536) #4
  br label %262

262:                                              ; preds = %259, %.loopexit
  br i1 %16, label %263, label %.critedge10

263:                                              ; preds = %262
  %264 = shl nuw nsw i32 %246, 14
  %265 = zext nneg i32 %264 to i64
  %266 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_pair_dsmem, i64 65536), i64 %265
  %267 = ptrtoint ptr addrspace(3) %266 to i64
  %268 = trunc i64 %267 to i32
  %269 = getelementptr i8, ptr addrspace(3) @gemm_persistent_pair_dsmem, i64 %265
  %270 = ptrtoint ptr addrspace(3) %269 to i64
  %271 = trunc i64 %270 to i32
  %272 = ptrtoint ptr addrspace(3) %258 to i64
  %273 = trunc i64 %272 to i32
  %274 = call i32 asm "mapa.shared::cluster.u32 $0, $1, $2;", "=r,r,r"(i32 %273, i32 0) #4
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.cta_group::2 [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %271, i64 %35, i32 %241, i32 %70, i32 %274) #4
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.cta_group::2 [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %268, i64 %36, i32 %241, i32 %100, i32 %274) #4
  br label %.critedge10

.critedge10:                                      ; preds = %262, %263, %.critedge20
  %275 = add i32 %203, 64
  %276 = icmp slt i32 %275, %5
  br i1 %276, label %.lr.ph, label %._crit_edge

._crit_edge:                                      ; preds = %.critedge10, %.critedge4
  br i1 %32, label %277, label %278

277:                                              ; preds = %._crit_edge
  call void asm sideeffect "{\0A\09.reg .b16 %tl_m;\0A\09cvt.u16.u32 %tl_m, $1;\0A\09tcgen05.commit.cta_group::2.mbarrier::arrive::one.shared::cluster.multicast::cluster.b64 [$0], %tl_m;\0A\09}", "r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_pair_dsmem, i64 131200) to i32), i32 3) #4
  br label %278

278:                                              ; preds = %277, %._crit_edge
  %279 = sub i32 %60, %13
  %280 = udiv i32 %279, %14
  %281 = and i32 %280, 1
  br label %282

282:                                              ; preds = %282, %278
  %283 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_pair_dsmem, i64 131200) to i32), i32 %281) #4
  %284 = icmp eq i32 %283, 0
  br i1 %284, label %282, label %285

285:                                              ; preds = %282
  call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #4
  %286 = call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %50) #4
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
  %319 = call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %51) #4
  %320 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %319, 0
  %321 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %319, 1
  %322 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %319, 2
  %323 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %319, 3
  %324 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %319, 4
  %325 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %319, 5
  %326 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %319, 6
  %327 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %319, 7
  %328 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %319, 8
  %329 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %319, 9
  %330 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %319, 10
  %331 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %319, 11
  %332 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %319, 12
  %333 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %319, 13
  %334 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %319, 14
  %335 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %319, 15
  %336 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %319, 16
  %337 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %319, 17
  %338 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %319, 18
  %339 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %319, 19
  %340 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %319, 20
  %341 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %319, 21
  %342 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %319, 22
  %343 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %319, 23
  %344 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %319, 24
  %345 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %319, 25
  %346 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %319, 26
  %347 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %319, 27
  %348 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %319, 28
  %349 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %319, 29
  %350 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %319, 30
  %351 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %319, 31
  %352 = call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %52) #4
  %353 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %352, 0
  %354 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %352, 1
  %355 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %352, 2
  %356 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %352, 3
  %357 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %352, 4
  %358 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %352, 5
  %359 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %352, 6
  %360 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %352, 7
  %361 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %352, 8
  %362 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %352, 9
  %363 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %352, 10
  %364 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %352, 11
  %365 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %352, 12
  %366 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %352, 13
  %367 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %352, 14
  %368 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %352, 15
  %369 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %352, 16
  %370 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %352, 17
  %371 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %352, 18
  %372 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %352, 19
  %373 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %352, 20
  %374 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %352, 21
  %375 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %352, 22
  %376 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %352, 23
  %377 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %352, 24
  %378 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %352, 25
  %379 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %352, 26
  %380 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %352, 27
  %381 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %352, 28
  %382 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %352, 29
  %383 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %352, 30
  %384 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %352, 31
  %385 = call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %53) #4
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
  call void asm sideeffect "tcgen05.fence::before_thread_sync;", "~{memory}"() #4
  %418 = or disjoint i32 %70, %54
  %419 = mul i32 %418, %4
  %420 = or disjoint i32 %71, %46
  %421 = add i32 %419, %420
  %422 = sext i32 %421 to i64
  %423 = getelementptr float, ptr addrspace(1) %2, i64 %422
  %424 = icmp slt i32 %418, %3
  %425 = icmp slt i32 %420, %4
  %426 = and i1 %425, %424
  %427 = or disjoint i32 %420, 1
  %428 = icmp slt i32 %427, %4
  %429 = and i1 %428, %424
  %430 = or disjoint i32 %420, 2
  %431 = icmp slt i32 %430, %4
  %432 = and i1 %431, %424
  %433 = or disjoint i32 %420, 3
  %434 = icmp slt i32 %433, %4
  %435 = ptrtoint ptr addrspace(1) %423 to i64
  %436 = and i64 %435, 15
  %437 = icmp eq i64 %436, 0
  %438 = and i1 %426, %437
  %439 = and i1 %431, %438
  %440 = and i1 %434, %438
  %441 = xor i1 %426, %440
  %442 = xor i1 %429, %440
  %443 = xor i1 %432, %440
  %444 = xor i1 %424, %439
  %445 = and i1 %434, %444
  %446 = zext i1 %440 to i32
  %447 = select i1 %30, i32 %287, i32 0
  %448 = select i1 %30, i32 %288, i32 0
  %449 = select i1 %30, i32 %289, i32 0
  %450 = select i1 %30, i32 %290, i32 0
  %451 = zext i1 %441 to i32
  %452 = zext i1 %442 to i32
  %453 = zext i1 %443 to i32
  %454 = zext i1 %445 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %446, i32 %447, i32 %448, i32 %449, i32 %450, ptr addrspace(1) %423, i32 %451, i32 %452, i32 %453, i32 %454) #4
  %455 = or disjoint i32 %420, 4
  %456 = add i32 %419, %455
  %457 = sext i32 %456 to i64
  %458 = getelementptr float, ptr addrspace(1) %2, i64 %457
  %459 = icmp slt i32 %455, %4
  %460 = and i1 %459, %424
  %461 = or disjoint i32 %420, 5
  %462 = icmp slt i32 %461, %4
  %463 = and i1 %462, %424
  %464 = or disjoint i32 %420, 6
  %465 = icmp slt i32 %464, %4
  %466 = and i1 %465, %424
  %467 = or disjoint i32 %420, 7
  %468 = icmp slt i32 %467, %4
  %469 = ptrtoint ptr addrspace(1) %458 to i64
  %470 = and i64 %469, 15
  %471 = icmp eq i64 %470, 0
  %472 = and i1 %460, %471
  %473 = and i1 %465, %472
  %474 = and i1 %468, %472
  %475 = xor i1 %460, %474
  %476 = xor i1 %463, %474
  %477 = xor i1 %466, %474
  %478 = xor i1 %424, %473
  %479 = and i1 %468, %478
  %480 = zext i1 %474 to i32
  %481 = select i1 %30, i32 %291, i32 0
  %482 = select i1 %30, i32 %292, i32 0
  %483 = select i1 %30, i32 %293, i32 0
  %484 = select i1 %30, i32 %294, i32 0
  %485 = zext i1 %475 to i32
  %486 = zext i1 %476 to i32
  %487 = zext i1 %477 to i32
  %488 = zext i1 %479 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %480, i32 %481, i32 %482, i32 %483, i32 %484, ptr addrspace(1) %458, i32 %485, i32 %486, i32 %487, i32 %488) #4
  %489 = or disjoint i32 %420, 8
  %490 = add i32 %419, %489
  %491 = sext i32 %490 to i64
  %492 = getelementptr float, ptr addrspace(1) %2, i64 %491
  %493 = icmp slt i32 %489, %4
  %494 = and i1 %493, %424
  %495 = or disjoint i32 %420, 9
  %496 = icmp slt i32 %495, %4
  %497 = and i1 %496, %424
  %498 = or disjoint i32 %420, 10
  %499 = icmp slt i32 %498, %4
  %500 = and i1 %499, %424
  %501 = or disjoint i32 %420, 11
  %502 = icmp slt i32 %501, %4
  %503 = ptrtoint ptr addrspace(1) %492 to i64
  %504 = and i64 %503, 15
  %505 = icmp eq i64 %504, 0
  %506 = and i1 %494, %505
  %507 = and i1 %499, %506
  %508 = and i1 %502, %506
  %509 = xor i1 %494, %508
  %510 = xor i1 %497, %508
  %511 = xor i1 %500, %508
  %512 = xor i1 %424, %507
  %513 = and i1 %502, %512
  %514 = zext i1 %508 to i32
  %515 = select i1 %30, i32 %295, i32 0
  %516 = select i1 %30, i32 %296, i32 0
  %517 = select i1 %30, i32 %297, i32 0
  %518 = select i1 %30, i32 %298, i32 0
  %519 = zext i1 %509 to i32
  %520 = zext i1 %510 to i32
  %521 = zext i1 %511 to i32
  %522 = zext i1 %513 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %514, i32 %515, i32 %516, i32 %517, i32 %518, ptr addrspace(1) %492, i32 %519, i32 %520, i32 %521, i32 %522) #4
  %523 = or disjoint i32 %420, 12
  %524 = add i32 %419, %523
  %525 = sext i32 %524 to i64
  %526 = getelementptr float, ptr addrspace(1) %2, i64 %525
  %527 = icmp slt i32 %523, %4
  %528 = and i1 %527, %424
  %529 = or disjoint i32 %420, 13
  %530 = icmp slt i32 %529, %4
  %531 = and i1 %530, %424
  %532 = or disjoint i32 %420, 14
  %533 = icmp slt i32 %532, %4
  %534 = and i1 %533, %424
  %535 = or disjoint i32 %420, 15
  %536 = icmp slt i32 %535, %4
  %537 = ptrtoint ptr addrspace(1) %526 to i64
  %538 = and i64 %537, 15
  %539 = icmp eq i64 %538, 0
  %540 = and i1 %528, %539
  %541 = and i1 %533, %540
  %542 = and i1 %536, %540
  %543 = xor i1 %528, %542
  %544 = xor i1 %531, %542
  %545 = xor i1 %534, %542
  %546 = xor i1 %424, %541
  %547 = and i1 %536, %546
  %548 = zext i1 %542 to i32
  %549 = select i1 %30, i32 %299, i32 0
  %550 = select i1 %30, i32 %300, i32 0
  %551 = select i1 %30, i32 %301, i32 0
  %552 = select i1 %30, i32 %302, i32 0
  %553 = zext i1 %543 to i32
  %554 = zext i1 %544 to i32
  %555 = zext i1 %545 to i32
  %556 = zext i1 %547 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %548, i32 %549, i32 %550, i32 %551, i32 %552, ptr addrspace(1) %526, i32 %553, i32 %554, i32 %555, i32 %556) #4
  %557 = or disjoint i32 %420, 16
  %558 = add i32 %419, %557
  %559 = sext i32 %558 to i64
  %560 = getelementptr float, ptr addrspace(1) %2, i64 %559
  %561 = icmp slt i32 %557, %4
  %562 = and i1 %561, %424
  %563 = or disjoint i32 %420, 17
  %564 = icmp slt i32 %563, %4
  %565 = and i1 %564, %424
  %566 = or disjoint i32 %420, 18
  %567 = icmp slt i32 %566, %4
  %568 = and i1 %567, %424
  %569 = or disjoint i32 %420, 19
  %570 = icmp slt i32 %569, %4
  %571 = ptrtoint ptr addrspace(1) %560 to i64
  %572 = and i64 %571, 15
  %573 = icmp eq i64 %572, 0
  %574 = and i1 %562, %573
  %575 = and i1 %567, %574
  %576 = and i1 %570, %574
  %577 = xor i1 %562, %576
  %578 = xor i1 %565, %576
  %579 = xor i1 %568, %576
  %580 = xor i1 %424, %575
  %581 = and i1 %570, %580
  %582 = zext i1 %576 to i32
  %583 = select i1 %30, i32 %303, i32 0
  %584 = select i1 %30, i32 %304, i32 0
  %585 = select i1 %30, i32 %305, i32 0
  %586 = select i1 %30, i32 %306, i32 0
  %587 = zext i1 %577 to i32
  %588 = zext i1 %578 to i32
  %589 = zext i1 %579 to i32
  %590 = zext i1 %581 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %582, i32 %583, i32 %584, i32 %585, i32 %586, ptr addrspace(1) %560, i32 %587, i32 %588, i32 %589, i32 %590) #4
  %591 = or disjoint i32 %420, 20
  %592 = add i32 %419, %591
  %593 = sext i32 %592 to i64
  %594 = getelementptr float, ptr addrspace(1) %2, i64 %593
  %595 = icmp slt i32 %591, %4
  %596 = and i1 %595, %424
  %597 = or disjoint i32 %420, 21
  %598 = icmp slt i32 %597, %4
  %599 = and i1 %598, %424
  %600 = or disjoint i32 %420, 22
  %601 = icmp slt i32 %600, %4
  %602 = and i1 %601, %424
  %603 = or disjoint i32 %420, 23
  %604 = icmp slt i32 %603, %4
  %605 = ptrtoint ptr addrspace(1) %594 to i64
  %606 = and i64 %605, 15
  %607 = icmp eq i64 %606, 0
  %608 = and i1 %596, %607
  %609 = and i1 %601, %608
  %610 = and i1 %604, %608
  %611 = xor i1 %596, %610
  %612 = xor i1 %599, %610
  %613 = xor i1 %602, %610
  %614 = xor i1 %424, %609
  %615 = and i1 %604, %614
  %616 = zext i1 %610 to i32
  %617 = select i1 %30, i32 %307, i32 0
  %618 = select i1 %30, i32 %308, i32 0
  %619 = select i1 %30, i32 %309, i32 0
  %620 = select i1 %30, i32 %310, i32 0
  %621 = zext i1 %611 to i32
  %622 = zext i1 %612 to i32
  %623 = zext i1 %613 to i32
  %624 = zext i1 %615 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %616, i32 %617, i32 %618, i32 %619, i32 %620, ptr addrspace(1) %594, i32 %621, i32 %622, i32 %623, i32 %624) #4
  %625 = or disjoint i32 %420, 24
  %626 = add i32 %419, %625
  %627 = sext i32 %626 to i64
  %628 = getelementptr float, ptr addrspace(1) %2, i64 %627
  %629 = icmp slt i32 %625, %4
  %630 = and i1 %629, %424
  %631 = or disjoint i32 %420, 25
  %632 = icmp slt i32 %631, %4
  %633 = and i1 %632, %424
  %634 = or disjoint i32 %420, 26
  %635 = icmp slt i32 %634, %4
  %636 = and i1 %635, %424
  %637 = or disjoint i32 %420, 27
  %638 = icmp slt i32 %637, %4
  %639 = ptrtoint ptr addrspace(1) %628 to i64
  %640 = and i64 %639, 15
  %641 = icmp eq i64 %640, 0
  %642 = and i1 %630, %641
  %643 = and i1 %635, %642
  %644 = and i1 %638, %642
  %645 = xor i1 %630, %644
  %646 = xor i1 %633, %644
  %647 = xor i1 %636, %644
  %648 = xor i1 %424, %643
  %649 = and i1 %638, %648
  %650 = zext i1 %644 to i32
  %651 = select i1 %30, i32 %311, i32 0
  %652 = select i1 %30, i32 %312, i32 0
  %653 = select i1 %30, i32 %313, i32 0
  %654 = select i1 %30, i32 %314, i32 0
  %655 = zext i1 %645 to i32
  %656 = zext i1 %646 to i32
  %657 = zext i1 %647 to i32
  %658 = zext i1 %649 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %650, i32 %651, i32 %652, i32 %653, i32 %654, ptr addrspace(1) %628, i32 %655, i32 %656, i32 %657, i32 %658) #4
  %659 = or disjoint i32 %420, 28
  %660 = add i32 %419, %659
  %661 = sext i32 %660 to i64
  %662 = getelementptr float, ptr addrspace(1) %2, i64 %661
  %663 = icmp slt i32 %659, %4
  %664 = and i1 %663, %424
  %665 = or disjoint i32 %420, 29
  %666 = icmp slt i32 %665, %4
  %667 = and i1 %666, %424
  %668 = or disjoint i32 %420, 30
  %669 = icmp slt i32 %668, %4
  %670 = and i1 %669, %424
  %671 = or disjoint i32 %420, 31
  %672 = icmp slt i32 %671, %4
  %673 = ptrtoint ptr addrspace(1) %662 to i64
  %674 = and i64 %673, 15
  %675 = icmp eq i64 %674, 0
  %676 = and i1 %664, %675
  %677 = and i1 %669, %676
  %678 = and i1 %672, %676
  %679 = xor i1 %664, %678
  %680 = xor i1 %667, %678
  %681 = xor i1 %670, %678
  %682 = xor i1 %424, %677
  %683 = and i1 %672, %682
  %684 = zext i1 %678 to i32
  %685 = select i1 %30, i32 %315, i32 0
  %686 = select i1 %30, i32 %316, i32 0
  %687 = select i1 %30, i32 %317, i32 0
  %688 = select i1 %30, i32 %318, i32 0
  %689 = zext i1 %679 to i32
  %690 = zext i1 %680 to i32
  %691 = zext i1 %681 to i32
  %692 = zext i1 %683 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %684, i32 %685, i32 %686, i32 %687, i32 %688, ptr addrspace(1) %662, i32 %689, i32 %690, i32 %691, i32 %692) #4
  %693 = or disjoint i32 %420, 32
  %694 = add i32 %419, %693
  %695 = sext i32 %694 to i64
  %696 = getelementptr float, ptr addrspace(1) %2, i64 %695
  %697 = icmp slt i32 %693, %4
  %698 = and i1 %697, %424
  %699 = or disjoint i32 %420, 33
  %700 = icmp slt i32 %699, %4
  %701 = and i1 %700, %424
  %702 = or disjoint i32 %420, 34
  %703 = icmp slt i32 %702, %4
  %704 = and i1 %703, %424
  %705 = or disjoint i32 %420, 35
  %706 = icmp slt i32 %705, %4
  %707 = ptrtoint ptr addrspace(1) %696 to i64
  %708 = and i64 %707, 15
  %709 = icmp eq i64 %708, 0
  %710 = and i1 %698, %709
  %711 = and i1 %703, %710
  %712 = and i1 %706, %710
  %713 = xor i1 %698, %712
  %714 = xor i1 %701, %712
  %715 = xor i1 %704, %712
  %716 = xor i1 %424, %711
  %717 = and i1 %706, %716
  %718 = zext i1 %712 to i32
  %719 = select i1 %30, i32 %320, i32 0
  %720 = select i1 %30, i32 %321, i32 0
  %721 = select i1 %30, i32 %322, i32 0
  %722 = select i1 %30, i32 %323, i32 0
  %723 = zext i1 %713 to i32
  %724 = zext i1 %714 to i32
  %725 = zext i1 %715 to i32
  %726 = zext i1 %717 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %718, i32 %719, i32 %720, i32 %721, i32 %722, ptr addrspace(1) %696, i32 %723, i32 %724, i32 %725, i32 %726) #4
  %727 = or disjoint i32 %420, 36
  %728 = add i32 %419, %727
  %729 = sext i32 %728 to i64
  %730 = getelementptr float, ptr addrspace(1) %2, i64 %729
  %731 = icmp slt i32 %727, %4
  %732 = and i1 %731, %424
  %733 = or disjoint i32 %420, 37
  %734 = icmp slt i32 %733, %4
  %735 = and i1 %734, %424
  %736 = or disjoint i32 %420, 38
  %737 = icmp slt i32 %736, %4
  %738 = and i1 %737, %424
  %739 = or disjoint i32 %420, 39
  %740 = icmp slt i32 %739, %4
  %741 = ptrtoint ptr addrspace(1) %730 to i64
  %742 = and i64 %741, 15
  %743 = icmp eq i64 %742, 0
  %744 = and i1 %732, %743
  %745 = and i1 %737, %744
  %746 = and i1 %740, %744
  %747 = xor i1 %732, %746
  %748 = xor i1 %735, %746
  %749 = xor i1 %738, %746
  %750 = xor i1 %424, %745
  %751 = and i1 %740, %750
  %752 = zext i1 %746 to i32
  %753 = select i1 %30, i32 %324, i32 0
  %754 = select i1 %30, i32 %325, i32 0
  %755 = select i1 %30, i32 %326, i32 0
  %756 = select i1 %30, i32 %327, i32 0
  %757 = zext i1 %747 to i32
  %758 = zext i1 %748 to i32
  %759 = zext i1 %749 to i32
  %760 = zext i1 %751 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %752, i32 %753, i32 %754, i32 %755, i32 %756, ptr addrspace(1) %730, i32 %757, i32 %758, i32 %759, i32 %760) #4
  %761 = or disjoint i32 %420, 40
  %762 = add i32 %419, %761
  %763 = sext i32 %762 to i64
  %764 = getelementptr float, ptr addrspace(1) %2, i64 %763
  %765 = icmp slt i32 %761, %4
  %766 = and i1 %765, %424
  %767 = or disjoint i32 %420, 41
  %768 = icmp slt i32 %767, %4
  %769 = and i1 %768, %424
  %770 = or disjoint i32 %420, 42
  %771 = icmp slt i32 %770, %4
  %772 = and i1 %771, %424
  %773 = or disjoint i32 %420, 43
  %774 = icmp slt i32 %773, %4
  %775 = ptrtoint ptr addrspace(1) %764 to i64
  %776 = and i64 %775, 15
  %777 = icmp eq i64 %776, 0
  %778 = and i1 %766, %777
  %779 = and i1 %771, %778
  %780 = and i1 %774, %778
  %781 = xor i1 %766, %780
  %782 = xor i1 %769, %780
  %783 = xor i1 %772, %780
  %784 = xor i1 %424, %779
  %785 = and i1 %774, %784
  %786 = zext i1 %780 to i32
  %787 = select i1 %30, i32 %328, i32 0
  %788 = select i1 %30, i32 %329, i32 0
  %789 = select i1 %30, i32 %330, i32 0
  %790 = select i1 %30, i32 %331, i32 0
  %791 = zext i1 %781 to i32
  %792 = zext i1 %782 to i32
  %793 = zext i1 %783 to i32
  %794 = zext i1 %785 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %786, i32 %787, i32 %788, i32 %789, i32 %790, ptr addrspace(1) %764, i32 %791, i32 %792, i32 %793, i32 %794) #4
  %795 = or disjoint i32 %420, 44
  %796 = add i32 %419, %795
  %797 = sext i32 %796 to i64
  %798 = getelementptr float, ptr addrspace(1) %2, i64 %797
  %799 = icmp slt i32 %795, %4
  %800 = and i1 %799, %424
  %801 = or disjoint i32 %420, 45
  %802 = icmp slt i32 %801, %4
  %803 = and i1 %802, %424
  %804 = or disjoint i32 %420, 46
  %805 = icmp slt i32 %804, %4
  %806 = and i1 %805, %424
  %807 = or disjoint i32 %420, 47
  %808 = icmp slt i32 %807, %4
  %809 = ptrtoint ptr addrspace(1) %798 to i64
  %810 = and i64 %809, 15
  %811 = icmp eq i64 %810, 0
  %812 = and i1 %800, %811
  %813 = and i1 %805, %812
  %814 = and i1 %808, %812
  %815 = xor i1 %800, %814
  %816 = xor i1 %803, %814
  %817 = xor i1 %806, %814
  %818 = xor i1 %424, %813
  %819 = and i1 %808, %818
  %820 = zext i1 %814 to i32
  %821 = select i1 %30, i32 %332, i32 0
  %822 = select i1 %30, i32 %333, i32 0
  %823 = select i1 %30, i32 %334, i32 0
  %824 = select i1 %30, i32 %335, i32 0
  %825 = zext i1 %815 to i32
  %826 = zext i1 %816 to i32
  %827 = zext i1 %817 to i32
  %828 = zext i1 %819 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %820, i32 %821, i32 %822, i32 %823, i32 %824, ptr addrspace(1) %798, i32 %825, i32 %826, i32 %827, i32 %828) #4
  %829 = or disjoint i32 %420, 48
  %830 = add i32 %419, %829
  %831 = sext i32 %830 to i64
  %832 = getelementptr float, ptr addrspace(1) %2, i64 %831
  %833 = icmp slt i32 %829, %4
  %834 = and i1 %833, %424
  %835 = or disjoint i32 %420, 49
  %836 = icmp slt i32 %835, %4
  %837 = and i1 %836, %424
  %838 = or disjoint i32 %420, 50
  %839 = icmp slt i32 %838, %4
  %840 = and i1 %839, %424
  %841 = or disjoint i32 %420, 51
  %842 = icmp slt i32 %841, %4
  %843 = ptrtoint ptr addrspace(1) %832 to i64
  %844 = and i64 %843, 15
  %845 = icmp eq i64 %844, 0
  %846 = and i1 %834, %845
  %847 = and i1 %839, %846
  %848 = and i1 %842, %846
  %849 = xor i1 %834, %848
  %850 = xor i1 %837, %848
  %851 = xor i1 %840, %848
  %852 = xor i1 %424, %847
  %853 = and i1 %842, %852
  %854 = zext i1 %848 to i32
  %855 = select i1 %30, i32 %336, i32 0
  %856 = select i1 %30, i32 %337, i32 0
  %857 = select i1 %30, i32 %338, i32 0
  %858 = select i1 %30, i32 %339, i32 0
  %859 = zext i1 %849 to i32
  %860 = zext i1 %850 to i32
  %861 = zext i1 %851 to i32
  %862 = zext i1 %853 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %854, i32 %855, i32 %856, i32 %857, i32 %858, ptr addrspace(1) %832, i32 %859, i32 %860, i32 %861, i32 %862) #4
  %863 = or disjoint i32 %420, 52
  %864 = add i32 %419, %863
  %865 = sext i32 %864 to i64
  %866 = getelementptr float, ptr addrspace(1) %2, i64 %865
  %867 = icmp slt i32 %863, %4
  %868 = and i1 %867, %424
  %869 = or disjoint i32 %420, 53
  %870 = icmp slt i32 %869, %4
  %871 = and i1 %870, %424
  %872 = or disjoint i32 %420, 54
  %873 = icmp slt i32 %872, %4
  %874 = and i1 %873, %424
  %875 = or disjoint i32 %420, 55
  %876 = icmp slt i32 %875, %4
  %877 = ptrtoint ptr addrspace(1) %866 to i64
  %878 = and i64 %877, 15
  %879 = icmp eq i64 %878, 0
  %880 = and i1 %868, %879
  %881 = and i1 %873, %880
  %882 = and i1 %876, %880
  %883 = xor i1 %868, %882
  %884 = xor i1 %871, %882
  %885 = xor i1 %874, %882
  %886 = xor i1 %424, %881
  %887 = and i1 %876, %886
  %888 = zext i1 %882 to i32
  %889 = select i1 %30, i32 %340, i32 0
  %890 = select i1 %30, i32 %341, i32 0
  %891 = select i1 %30, i32 %342, i32 0
  %892 = select i1 %30, i32 %343, i32 0
  %893 = zext i1 %883 to i32
  %894 = zext i1 %884 to i32
  %895 = zext i1 %885 to i32
  %896 = zext i1 %887 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %888, i32 %889, i32 %890, i32 %891, i32 %892, ptr addrspace(1) %866, i32 %893, i32 %894, i32 %895, i32 %896) #4
  %897 = or disjoint i32 %420, 56
  %898 = add i32 %419, %897
  %899 = sext i32 %898 to i64
  %900 = getelementptr float, ptr addrspace(1) %2, i64 %899
  %901 = icmp slt i32 %897, %4
  %902 = and i1 %901, %424
  %903 = or disjoint i32 %420, 57
  %904 = icmp slt i32 %903, %4
  %905 = and i1 %904, %424
  %906 = or disjoint i32 %420, 58
  %907 = icmp slt i32 %906, %4
  %908 = and i1 %907, %424
  %909 = or disjoint i32 %420, 59
  %910 = icmp slt i32 %909, %4
  %911 = ptrtoint ptr addrspace(1) %900 to i64
  %912 = and i64 %911, 15
  %913 = icmp eq i64 %912, 0
  %914 = and i1 %902, %913
  %915 = and i1 %907, %914
  %916 = and i1 %910, %914
  %917 = xor i1 %902, %916
  %918 = xor i1 %905, %916
  %919 = xor i1 %908, %916
  %920 = xor i1 %424, %915
  %921 = and i1 %910, %920
  %922 = zext i1 %916 to i32
  %923 = select i1 %30, i32 %344, i32 0
  %924 = select i1 %30, i32 %345, i32 0
  %925 = select i1 %30, i32 %346, i32 0
  %926 = select i1 %30, i32 %347, i32 0
  %927 = zext i1 %917 to i32
  %928 = zext i1 %918 to i32
  %929 = zext i1 %919 to i32
  %930 = zext i1 %921 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %922, i32 %923, i32 %924, i32 %925, i32 %926, ptr addrspace(1) %900, i32 %927, i32 %928, i32 %929, i32 %930) #4
  %931 = or disjoint i32 %420, 60
  %932 = add i32 %419, %931
  %933 = sext i32 %932 to i64
  %934 = getelementptr float, ptr addrspace(1) %2, i64 %933
  %935 = icmp slt i32 %931, %4
  %936 = and i1 %935, %424
  %937 = or disjoint i32 %420, 61
  %938 = icmp slt i32 %937, %4
  %939 = and i1 %938, %424
  %940 = or disjoint i32 %420, 62
  %941 = icmp slt i32 %940, %4
  %942 = and i1 %941, %424
  %943 = or disjoint i32 %420, 63
  %944 = icmp slt i32 %943, %4
  %945 = ptrtoint ptr addrspace(1) %934 to i64
  %946 = and i64 %945, 15
  %947 = icmp eq i64 %946, 0
  %948 = and i1 %936, %947
  %949 = and i1 %941, %948
  %950 = and i1 %944, %948
  %951 = xor i1 %936, %950
  %952 = xor i1 %939, %950
  %953 = xor i1 %942, %950
  %954 = xor i1 %424, %949
  %955 = and i1 %944, %954
  %956 = zext i1 %950 to i32
  %957 = select i1 %30, i32 %348, i32 0
  %958 = select i1 %30, i32 %349, i32 0
  %959 = select i1 %30, i32 %350, i32 0
  %960 = select i1 %30, i32 %351, i32 0
  %961 = zext i1 %951 to i32
  %962 = zext i1 %952 to i32
  %963 = zext i1 %953 to i32
  %964 = zext i1 %955 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %956, i32 %957, i32 %958, i32 %959, i32 %960, ptr addrspace(1) %934, i32 %961, i32 %962, i32 %963, i32 %964) #4
  %965 = or disjoint i32 %420, 64
  %966 = add i32 %419, %965
  %967 = sext i32 %966 to i64
  %968 = getelementptr float, ptr addrspace(1) %2, i64 %967
  %969 = icmp slt i32 %965, %4
  %970 = and i1 %969, %424
  %971 = or disjoint i32 %420, 65
  %972 = icmp slt i32 %971, %4
  %973 = and i1 %972, %424
  %974 = or disjoint i32 %420, 66
  %975 = icmp slt i32 %974, %4
  %976 = and i1 %975, %424
  %977 = or disjoint i32 %420, 67
  %978 = icmp slt i32 %977, %4
  %979 = ptrtoint ptr addrspace(1) %968 to i64
  %980 = and i64 %979, 15
  %981 = icmp eq i64 %980, 0
  %982 = and i1 %970, %981
  %983 = and i1 %975, %982
  %984 = and i1 %978, %982
  %985 = xor i1 %970, %984
  %986 = xor i1 %973, %984
  %987 = xor i1 %976, %984
  %988 = xor i1 %424, %983
  %989 = and i1 %978, %988
  %990 = zext i1 %984 to i32
  %991 = select i1 %30, i32 %353, i32 0
  %992 = select i1 %30, i32 %354, i32 0
  %993 = select i1 %30, i32 %355, i32 0
  %994 = select i1 %30, i32 %356, i32 0
  %995 = zext i1 %985 to i32
  %996 = zext i1 %986 to i32
  %997 = zext i1 %987 to i32
  %998 = zext i1 %989 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %990, i32 %991, i32 %992, i32 %993, i32 %994, ptr addrspace(1) %968, i32 %995, i32 %996, i32 %997, i32 %998) #4
  %999 = or disjoint i32 %420, 68
  %1000 = add i32 %419, %999
  %1001 = sext i32 %1000 to i64
  %1002 = getelementptr float, ptr addrspace(1) %2, i64 %1001
  %1003 = icmp slt i32 %999, %4
  %1004 = and i1 %1003, %424
  %1005 = or disjoint i32 %420, 69
  %1006 = icmp slt i32 %1005, %4
  %1007 = and i1 %1006, %424
  %1008 = or disjoint i32 %420, 70
  %1009 = icmp slt i32 %1008, %4
  %1010 = and i1 %1009, %424
  %1011 = or disjoint i32 %420, 71
  %1012 = icmp slt i32 %1011, %4
  %1013 = ptrtoint ptr addrspace(1) %1002 to i64
  %1014 = and i64 %1013, 15
  %1015 = icmp eq i64 %1014, 0
  %1016 = and i1 %1004, %1015
  %1017 = and i1 %1009, %1016
  %1018 = and i1 %1012, %1016
  %1019 = xor i1 %1004, %1018
  %1020 = xor i1 %1007, %1018
  %1021 = xor i1 %1010, %1018
  %1022 = xor i1 %424, %1017
  %1023 = and i1 %1012, %1022
  %1024 = zext i1 %1018 to i32
  %1025 = select i1 %30, i32 %357, i32 0
  %1026 = select i1 %30, i32 %358, i32 0
  %1027 = select i1 %30, i32 %359, i32 0
  %1028 = select i1 %30, i32 %360, i32 0
  %1029 = zext i1 %1019 to i32
  %1030 = zext i1 %1020 to i32
  %1031 = zext i1 %1021 to i32
  %1032 = zext i1 %1023 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1024, i32 %1025, i32 %1026, i32 %1027, i32 %1028, ptr addrspace(1) %1002, i32 %1029, i32 %1030, i32 %1031, i32 %1032) #4
  %1033 = or disjoint i32 %420, 72
  %1034 = add i32 %419, %1033
  %1035 = sext i32 %1034 to i64
  %1036 = getelementptr float, ptr addrspace(1) %2, i64 %1035
  %1037 = icmp slt i32 %1033, %4
  %1038 = and i1 %1037, %424
  %1039 = or disjoint i32 %420, 73
  %1040 = icmp slt i32 %1039, %4
  %1041 = and i1 %1040, %424
  %1042 = or disjoint i32 %420, 74
  %1043 = icmp slt i32 %1042, %4
  %1044 = and i1 %1043, %424
  %1045 = or disjoint i32 %420, 75
  %1046 = icmp slt i32 %1045, %4
  %1047 = ptrtoint ptr addrspace(1) %1036 to i64
  %1048 = and i64 %1047, 15
  %1049 = icmp eq i64 %1048, 0
  %1050 = and i1 %1038, %1049
  %1051 = and i1 %1043, %1050
  %1052 = and i1 %1046, %1050
  %1053 = xor i1 %1038, %1052
  %1054 = xor i1 %1041, %1052
  %1055 = xor i1 %1044, %1052
  %1056 = xor i1 %424, %1051
  %1057 = and i1 %1046, %1056
  %1058 = zext i1 %1052 to i32
  %1059 = select i1 %30, i32 %361, i32 0
  %1060 = select i1 %30, i32 %362, i32 0
  %1061 = select i1 %30, i32 %363, i32 0
  %1062 = select i1 %30, i32 %364, i32 0
  %1063 = zext i1 %1053 to i32
  %1064 = zext i1 %1054 to i32
  %1065 = zext i1 %1055 to i32
  %1066 = zext i1 %1057 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1058, i32 %1059, i32 %1060, i32 %1061, i32 %1062, ptr addrspace(1) %1036, i32 %1063, i32 %1064, i32 %1065, i32 %1066) #4
  %1067 = or disjoint i32 %420, 76
  %1068 = add i32 %419, %1067
  %1069 = sext i32 %1068 to i64
  %1070 = getelementptr float, ptr addrspace(1) %2, i64 %1069
  %1071 = icmp slt i32 %1067, %4
  %1072 = and i1 %1071, %424
  %1073 = or disjoint i32 %420, 77
  %1074 = icmp slt i32 %1073, %4
  %1075 = and i1 %1074, %424
  %1076 = or disjoint i32 %420, 78
  %1077 = icmp slt i32 %1076, %4
  %1078 = and i1 %1077, %424
  %1079 = or disjoint i32 %420, 79
  %1080 = icmp slt i32 %1079, %4
  %1081 = ptrtoint ptr addrspace(1) %1070 to i64
  %1082 = and i64 %1081, 15
  %1083 = icmp eq i64 %1082, 0
  %1084 = and i1 %1072, %1083
  %1085 = and i1 %1077, %1084
  %1086 = and i1 %1080, %1084
  %1087 = xor i1 %1072, %1086
  %1088 = xor i1 %1075, %1086
  %1089 = xor i1 %1078, %1086
  %1090 = xor i1 %424, %1085
  %1091 = and i1 %1080, %1090
  %1092 = zext i1 %1086 to i32
  %1093 = select i1 %30, i32 %365, i32 0
  %1094 = select i1 %30, i32 %366, i32 0
  %1095 = select i1 %30, i32 %367, i32 0
  %1096 = select i1 %30, i32 %368, i32 0
  %1097 = zext i1 %1087 to i32
  %1098 = zext i1 %1088 to i32
  %1099 = zext i1 %1089 to i32
  %1100 = zext i1 %1091 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1092, i32 %1093, i32 %1094, i32 %1095, i32 %1096, ptr addrspace(1) %1070, i32 %1097, i32 %1098, i32 %1099, i32 %1100) #4
  %1101 = or disjoint i32 %420, 80
  %1102 = add i32 %419, %1101
  %1103 = sext i32 %1102 to i64
  %1104 = getelementptr float, ptr addrspace(1) %2, i64 %1103
  %1105 = icmp slt i32 %1101, %4
  %1106 = and i1 %1105, %424
  %1107 = or disjoint i32 %420, 81
  %1108 = icmp slt i32 %1107, %4
  %1109 = and i1 %1108, %424
  %1110 = or disjoint i32 %420, 82
  %1111 = icmp slt i32 %1110, %4
  %1112 = and i1 %1111, %424
  %1113 = or disjoint i32 %420, 83
  %1114 = icmp slt i32 %1113, %4
  %1115 = ptrtoint ptr addrspace(1) %1104 to i64
  %1116 = and i64 %1115, 15
  %1117 = icmp eq i64 %1116, 0
  %1118 = and i1 %1106, %1117
  %1119 = and i1 %1111, %1118
  %1120 = and i1 %1114, %1118
  %1121 = xor i1 %1106, %1120
  %1122 = xor i1 %1109, %1120
  %1123 = xor i1 %1112, %1120
  %1124 = xor i1 %424, %1119
  %1125 = and i1 %1114, %1124
  %1126 = zext i1 %1120 to i32
  %1127 = select i1 %30, i32 %369, i32 0
  %1128 = select i1 %30, i32 %370, i32 0
  %1129 = select i1 %30, i32 %371, i32 0
  %1130 = select i1 %30, i32 %372, i32 0
  %1131 = zext i1 %1121 to i32
  %1132 = zext i1 %1122 to i32
  %1133 = zext i1 %1123 to i32
  %1134 = zext i1 %1125 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1126, i32 %1127, i32 %1128, i32 %1129, i32 %1130, ptr addrspace(1) %1104, i32 %1131, i32 %1132, i32 %1133, i32 %1134) #4
  %1135 = or disjoint i32 %420, 84
  %1136 = add i32 %419, %1135
  %1137 = sext i32 %1136 to i64
  %1138 = getelementptr float, ptr addrspace(1) %2, i64 %1137
  %1139 = icmp slt i32 %1135, %4
  %1140 = and i1 %1139, %424
  %1141 = or disjoint i32 %420, 85
  %1142 = icmp slt i32 %1141, %4
  %1143 = and i1 %1142, %424
  %1144 = or disjoint i32 %420, 86
  %1145 = icmp slt i32 %1144, %4
  %1146 = and i1 %1145, %424
  %1147 = or disjoint i32 %420, 87
  %1148 = icmp slt i32 %1147, %4
  %1149 = ptrtoint ptr addrspace(1) %1138 to i64
  %1150 = and i64 %1149, 15
  %1151 = icmp eq i64 %1150, 0
  %1152 = and i1 %1140, %1151
  %1153 = and i1 %1145, %1152
  %1154 = and i1 %1148, %1152
  %1155 = xor i1 %1140, %1154
  %1156 = xor i1 %1143, %1154
  %1157 = xor i1 %1146, %1154
  %1158 = xor i1 %424, %1153
  %1159 = and i1 %1148, %1158
  %1160 = zext i1 %1154 to i32
  %1161 = select i1 %30, i32 %373, i32 0
  %1162 = select i1 %30, i32 %374, i32 0
  %1163 = select i1 %30, i32 %375, i32 0
  %1164 = select i1 %30, i32 %376, i32 0
  %1165 = zext i1 %1155 to i32
  %1166 = zext i1 %1156 to i32
  %1167 = zext i1 %1157 to i32
  %1168 = zext i1 %1159 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1160, i32 %1161, i32 %1162, i32 %1163, i32 %1164, ptr addrspace(1) %1138, i32 %1165, i32 %1166, i32 %1167, i32 %1168) #4
  %1169 = or disjoint i32 %420, 88
  %1170 = add i32 %419, %1169
  %1171 = sext i32 %1170 to i64
  %1172 = getelementptr float, ptr addrspace(1) %2, i64 %1171
  %1173 = icmp slt i32 %1169, %4
  %1174 = and i1 %1173, %424
  %1175 = or disjoint i32 %420, 89
  %1176 = icmp slt i32 %1175, %4
  %1177 = and i1 %1176, %424
  %1178 = or disjoint i32 %420, 90
  %1179 = icmp slt i32 %1178, %4
  %1180 = and i1 %1179, %424
  %1181 = or disjoint i32 %420, 91
  %1182 = icmp slt i32 %1181, %4
  %1183 = ptrtoint ptr addrspace(1) %1172 to i64
  %1184 = and i64 %1183, 15
  %1185 = icmp eq i64 %1184, 0
  %1186 = and i1 %1174, %1185
  %1187 = and i1 %1179, %1186
  %1188 = and i1 %1182, %1186
  %1189 = xor i1 %1174, %1188
  %1190 = xor i1 %1177, %1188
  %1191 = xor i1 %1180, %1188
  %1192 = xor i1 %424, %1187
  %1193 = and i1 %1182, %1192
  %1194 = zext i1 %1188 to i32
  %1195 = select i1 %30, i32 %377, i32 0
  %1196 = select i1 %30, i32 %378, i32 0
  %1197 = select i1 %30, i32 %379, i32 0
  %1198 = select i1 %30, i32 %380, i32 0
  %1199 = zext i1 %1189 to i32
  %1200 = zext i1 %1190 to i32
  %1201 = zext i1 %1191 to i32
  %1202 = zext i1 %1193 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1194, i32 %1195, i32 %1196, i32 %1197, i32 %1198, ptr addrspace(1) %1172, i32 %1199, i32 %1200, i32 %1201, i32 %1202) #4
  %1203 = or disjoint i32 %420, 92
  %1204 = add i32 %419, %1203
  %1205 = sext i32 %1204 to i64
  %1206 = getelementptr float, ptr addrspace(1) %2, i64 %1205
  %1207 = icmp slt i32 %1203, %4
  %1208 = and i1 %1207, %424
  %1209 = or disjoint i32 %420, 93
  %1210 = icmp slt i32 %1209, %4
  %1211 = and i1 %1210, %424
  %1212 = or disjoint i32 %420, 94
  %1213 = icmp slt i32 %1212, %4
  %1214 = and i1 %1213, %424
  %1215 = or disjoint i32 %420, 95
  %1216 = icmp slt i32 %1215, %4
  %1217 = ptrtoint ptr addrspace(1) %1206 to i64
  %1218 = and i64 %1217, 15
  %1219 = icmp eq i64 %1218, 0
  %1220 = and i1 %1208, %1219
  %1221 = and i1 %1213, %1220
  %1222 = and i1 %1216, %1220
  %1223 = xor i1 %1208, %1222
  %1224 = xor i1 %1211, %1222
  %1225 = xor i1 %1214, %1222
  %1226 = xor i1 %424, %1221
  %1227 = and i1 %1216, %1226
  %1228 = zext i1 %1222 to i32
  %1229 = select i1 %30, i32 %381, i32 0
  %1230 = select i1 %30, i32 %382, i32 0
  %1231 = select i1 %30, i32 %383, i32 0
  %1232 = select i1 %30, i32 %384, i32 0
  %1233 = zext i1 %1223 to i32
  %1234 = zext i1 %1224 to i32
  %1235 = zext i1 %1225 to i32
  %1236 = zext i1 %1227 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1228, i32 %1229, i32 %1230, i32 %1231, i32 %1232, ptr addrspace(1) %1206, i32 %1233, i32 %1234, i32 %1235, i32 %1236) #4
  %1237 = or disjoint i32 %420, 96
  %1238 = add i32 %419, %1237
  %1239 = sext i32 %1238 to i64
  %1240 = getelementptr float, ptr addrspace(1) %2, i64 %1239
  %1241 = icmp slt i32 %1237, %4
  %1242 = and i1 %1241, %424
  %1243 = or disjoint i32 %420, 97
  %1244 = icmp slt i32 %1243, %4
  %1245 = and i1 %1244, %424
  %1246 = or disjoint i32 %420, 98
  %1247 = icmp slt i32 %1246, %4
  %1248 = and i1 %1247, %424
  %1249 = or disjoint i32 %420, 99
  %1250 = icmp slt i32 %1249, %4
  %1251 = ptrtoint ptr addrspace(1) %1240 to i64
  %1252 = and i64 %1251, 15
  %1253 = icmp eq i64 %1252, 0
  %1254 = and i1 %1242, %1253
  %1255 = and i1 %1247, %1254
  %1256 = and i1 %1250, %1254
  %1257 = xor i1 %1242, %1256
  %1258 = xor i1 %1245, %1256
  %1259 = xor i1 %1248, %1256
  %1260 = xor i1 %424, %1255
  %1261 = and i1 %1250, %1260
  %1262 = zext i1 %1256 to i32
  %1263 = select i1 %30, i32 %386, i32 0
  %1264 = select i1 %30, i32 %387, i32 0
  %1265 = select i1 %30, i32 %388, i32 0
  %1266 = select i1 %30, i32 %389, i32 0
  %1267 = zext i1 %1257 to i32
  %1268 = zext i1 %1258 to i32
  %1269 = zext i1 %1259 to i32
  %1270 = zext i1 %1261 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1262, i32 %1263, i32 %1264, i32 %1265, i32 %1266, ptr addrspace(1) %1240, i32 %1267, i32 %1268, i32 %1269, i32 %1270) #4
  %1271 = or disjoint i32 %420, 100
  %1272 = add i32 %419, %1271
  %1273 = sext i32 %1272 to i64
  %1274 = getelementptr float, ptr addrspace(1) %2, i64 %1273
  %1275 = icmp slt i32 %1271, %4
  %1276 = and i1 %1275, %424
  %1277 = or disjoint i32 %420, 101
  %1278 = icmp slt i32 %1277, %4
  %1279 = and i1 %1278, %424
  %1280 = or disjoint i32 %420, 102
  %1281 = icmp slt i32 %1280, %4
  %1282 = and i1 %1281, %424
  %1283 = or disjoint i32 %420, 103
  %1284 = icmp slt i32 %1283, %4
  %1285 = ptrtoint ptr addrspace(1) %1274 to i64
  %1286 = and i64 %1285, 15
  %1287 = icmp eq i64 %1286, 0
  %1288 = and i1 %1276, %1287
  %1289 = and i1 %1281, %1288
  %1290 = and i1 %1284, %1288
  %1291 = xor i1 %1276, %1290
  %1292 = xor i1 %1279, %1290
  %1293 = xor i1 %1282, %1290
  %1294 = xor i1 %424, %1289
  %1295 = and i1 %1284, %1294
  %1296 = zext i1 %1290 to i32
  %1297 = select i1 %30, i32 %390, i32 0
  %1298 = select i1 %30, i32 %391, i32 0
  %1299 = select i1 %30, i32 %392, i32 0
  %1300 = select i1 %30, i32 %393, i32 0
  %1301 = zext i1 %1291 to i32
  %1302 = zext i1 %1292 to i32
  %1303 = zext i1 %1293 to i32
  %1304 = zext i1 %1295 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1296, i32 %1297, i32 %1298, i32 %1299, i32 %1300, ptr addrspace(1) %1274, i32 %1301, i32 %1302, i32 %1303, i32 %1304) #4
  %1305 = or disjoint i32 %420, 104
  %1306 = add i32 %419, %1305
  %1307 = sext i32 %1306 to i64
  %1308 = getelementptr float, ptr addrspace(1) %2, i64 %1307
  %1309 = icmp slt i32 %1305, %4
  %1310 = and i1 %1309, %424
  %1311 = or disjoint i32 %420, 105
  %1312 = icmp slt i32 %1311, %4
  %1313 = and i1 %1312, %424
  %1314 = or disjoint i32 %420, 106
  %1315 = icmp slt i32 %1314, %4
  %1316 = and i1 %1315, %424
  %1317 = or disjoint i32 %420, 107
  %1318 = icmp slt i32 %1317, %4
  %1319 = ptrtoint ptr addrspace(1) %1308 to i64
  %1320 = and i64 %1319, 15
  %1321 = icmp eq i64 %1320, 0
  %1322 = and i1 %1310, %1321
  %1323 = and i1 %1315, %1322
  %1324 = and i1 %1318, %1322
  %1325 = xor i1 %1310, %1324
  %1326 = xor i1 %1313, %1324
  %1327 = xor i1 %1316, %1324
  %1328 = xor i1 %424, %1323
  %1329 = and i1 %1318, %1328
  %1330 = zext i1 %1324 to i32
  %1331 = select i1 %30, i32 %394, i32 0
  %1332 = select i1 %30, i32 %395, i32 0
  %1333 = select i1 %30, i32 %396, i32 0
  %1334 = select i1 %30, i32 %397, i32 0
  %1335 = zext i1 %1325 to i32
  %1336 = zext i1 %1326 to i32
  %1337 = zext i1 %1327 to i32
  %1338 = zext i1 %1329 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1330, i32 %1331, i32 %1332, i32 %1333, i32 %1334, ptr addrspace(1) %1308, i32 %1335, i32 %1336, i32 %1337, i32 %1338) #4
  %1339 = or disjoint i32 %420, 108
  %1340 = add i32 %419, %1339
  %1341 = sext i32 %1340 to i64
  %1342 = getelementptr float, ptr addrspace(1) %2, i64 %1341
  %1343 = icmp slt i32 %1339, %4
  %1344 = and i1 %1343, %424
  %1345 = or disjoint i32 %420, 109
  %1346 = icmp slt i32 %1345, %4
  %1347 = and i1 %1346, %424
  %1348 = or disjoint i32 %420, 110
  %1349 = icmp slt i32 %1348, %4
  %1350 = and i1 %1349, %424
  %1351 = or disjoint i32 %420, 111
  %1352 = icmp slt i32 %1351, %4
  %1353 = ptrtoint ptr addrspace(1) %1342 to i64
  %1354 = and i64 %1353, 15
  %1355 = icmp eq i64 %1354, 0
  %1356 = and i1 %1344, %1355
  %1357 = and i1 %1349, %1356
  %1358 = and i1 %1352, %1356
  %1359 = xor i1 %1344, %1358
  %1360 = xor i1 %1347, %1358
  %1361 = xor i1 %1350, %1358
  %1362 = xor i1 %424, %1357
  %1363 = and i1 %1352, %1362
  %1364 = zext i1 %1358 to i32
  %1365 = select i1 %30, i32 %398, i32 0
  %1366 = select i1 %30, i32 %399, i32 0
  %1367 = select i1 %30, i32 %400, i32 0
  %1368 = select i1 %30, i32 %401, i32 0
  %1369 = zext i1 %1359 to i32
  %1370 = zext i1 %1360 to i32
  %1371 = zext i1 %1361 to i32
  %1372 = zext i1 %1363 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1364, i32 %1365, i32 %1366, i32 %1367, i32 %1368, ptr addrspace(1) %1342, i32 %1369, i32 %1370, i32 %1371, i32 %1372) #4
  %1373 = or disjoint i32 %420, 112
  %1374 = add i32 %419, %1373
  %1375 = sext i32 %1374 to i64
  %1376 = getelementptr float, ptr addrspace(1) %2, i64 %1375
  %1377 = icmp slt i32 %1373, %4
  %1378 = and i1 %1377, %424
  %1379 = or disjoint i32 %420, 113
  %1380 = icmp slt i32 %1379, %4
  %1381 = and i1 %1380, %424
  %1382 = or disjoint i32 %420, 114
  %1383 = icmp slt i32 %1382, %4
  %1384 = and i1 %1383, %424
  %1385 = or disjoint i32 %420, 115
  %1386 = icmp slt i32 %1385, %4
  %1387 = ptrtoint ptr addrspace(1) %1376 to i64
  %1388 = and i64 %1387, 15
  %1389 = icmp eq i64 %1388, 0
  %1390 = and i1 %1378, %1389
  %1391 = and i1 %1383, %1390
  %1392 = and i1 %1386, %1390
  %1393 = xor i1 %1378, %1392
  %1394 = xor i1 %1381, %1392
  %1395 = xor i1 %1384, %1392
  %1396 = xor i1 %424, %1391
  %1397 = and i1 %1386, %1396
  %1398 = zext i1 %1392 to i32
  %1399 = select i1 %30, i32 %402, i32 0
  %1400 = select i1 %30, i32 %403, i32 0
  %1401 = select i1 %30, i32 %404, i32 0
  %1402 = select i1 %30, i32 %405, i32 0
  %1403 = zext i1 %1393 to i32
  %1404 = zext i1 %1394 to i32
  %1405 = zext i1 %1395 to i32
  %1406 = zext i1 %1397 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1398, i32 %1399, i32 %1400, i32 %1401, i32 %1402, ptr addrspace(1) %1376, i32 %1403, i32 %1404, i32 %1405, i32 %1406) #4
  %1407 = or disjoint i32 %420, 116
  %1408 = add i32 %419, %1407
  %1409 = sext i32 %1408 to i64
  %1410 = getelementptr float, ptr addrspace(1) %2, i64 %1409
  %1411 = icmp slt i32 %1407, %4
  %1412 = and i1 %1411, %424
  %1413 = or disjoint i32 %420, 117
  %1414 = icmp slt i32 %1413, %4
  %1415 = and i1 %1414, %424
  %1416 = or disjoint i32 %420, 118
  %1417 = icmp slt i32 %1416, %4
  %1418 = and i1 %1417, %424
  %1419 = or disjoint i32 %420, 119
  %1420 = icmp slt i32 %1419, %4
  %1421 = ptrtoint ptr addrspace(1) %1410 to i64
  %1422 = and i64 %1421, 15
  %1423 = icmp eq i64 %1422, 0
  %1424 = and i1 %1412, %1423
  %1425 = and i1 %1417, %1424
  %1426 = and i1 %1420, %1424
  %1427 = xor i1 %1412, %1426
  %1428 = xor i1 %1415, %1426
  %1429 = xor i1 %1418, %1426
  %1430 = xor i1 %424, %1425
  %1431 = and i1 %1420, %1430
  %1432 = zext i1 %1426 to i32
  %1433 = select i1 %30, i32 %406, i32 0
  %1434 = select i1 %30, i32 %407, i32 0
  %1435 = select i1 %30, i32 %408, i32 0
  %1436 = select i1 %30, i32 %409, i32 0
  %1437 = zext i1 %1427 to i32
  %1438 = zext i1 %1428 to i32
  %1439 = zext i1 %1429 to i32
  %1440 = zext i1 %1431 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1432, i32 %1433, i32 %1434, i32 %1435, i32 %1436, ptr addrspace(1) %1410, i32 %1437, i32 %1438, i32 %1439, i32 %1440) #4
  %1441 = or disjoint i32 %420, 120
  %1442 = add i32 %419, %1441
  %1443 = sext i32 %1442 to i64
  %1444 = getelementptr float, ptr addrspace(1) %2, i64 %1443
  %1445 = icmp slt i32 %1441, %4
  %1446 = and i1 %1445, %424
  %1447 = or disjoint i32 %420, 121
  %1448 = icmp slt i32 %1447, %4
  %1449 = and i1 %1448, %424
  %1450 = or disjoint i32 %420, 122
  %1451 = icmp slt i32 %1450, %4
  %1452 = and i1 %1451, %424
  %1453 = or disjoint i32 %420, 123
  %1454 = icmp slt i32 %1453, %4
  %1455 = ptrtoint ptr addrspace(1) %1444 to i64
  %1456 = and i64 %1455, 15
  %1457 = icmp eq i64 %1456, 0
  %1458 = and i1 %1446, %1457
  %1459 = and i1 %1451, %1458
  %1460 = and i1 %1454, %1458
  %1461 = xor i1 %1446, %1460
  %1462 = xor i1 %1449, %1460
  %1463 = xor i1 %1452, %1460
  %1464 = xor i1 %424, %1459
  %1465 = and i1 %1454, %1464
  %1466 = zext i1 %1460 to i32
  %1467 = select i1 %30, i32 %410, i32 0
  %1468 = select i1 %30, i32 %411, i32 0
  %1469 = select i1 %30, i32 %412, i32 0
  %1470 = select i1 %30, i32 %413, i32 0
  %1471 = zext i1 %1461 to i32
  %1472 = zext i1 %1462 to i32
  %1473 = zext i1 %1463 to i32
  %1474 = zext i1 %1465 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1466, i32 %1467, i32 %1468, i32 %1469, i32 %1470, ptr addrspace(1) %1444, i32 %1471, i32 %1472, i32 %1473, i32 %1474) #4
  %1475 = or disjoint i32 %420, 124
  %1476 = add i32 %419, %1475
  %1477 = sext i32 %1476 to i64
  %1478 = getelementptr float, ptr addrspace(1) %2, i64 %1477
  %1479 = icmp slt i32 %1475, %4
  %1480 = and i1 %1479, %424
  %1481 = or disjoint i32 %420, 125
  %1482 = icmp slt i32 %1481, %4
  %1483 = and i1 %1482, %424
  %1484 = or disjoint i32 %420, 126
  %1485 = icmp slt i32 %1484, %4
  %1486 = and i1 %1485, %424
  %.reass = or disjoint i32 %71, %invariant.op
  %1487 = icmp slt i32 %.reass, %4
  %1488 = ptrtoint ptr addrspace(1) %1478 to i64
  %1489 = and i64 %1488, 15
  %1490 = icmp eq i64 %1489, 0
  %1491 = and i1 %1480, %1490
  %1492 = and i1 %1485, %1491
  %1493 = and i1 %1487, %1492
  %1494 = xor i1 %1480, %1493
  %1495 = xor i1 %1483, %1493
  %1496 = xor i1 %1486, %1493
  %1497 = xor i1 %424, %1492
  %1498 = and i1 %1487, %1497
  %1499 = zext i1 %1493 to i32
  %1500 = select i1 %30, i32 %414, i32 0
  %1501 = select i1 %30, i32 %415, i32 0
  %1502 = select i1 %30, i32 %416, i32 0
  %1503 = select i1 %30, i32 %417, i32 0
  %1504 = zext i1 %1494 to i32
  %1505 = zext i1 %1495 to i32
  %1506 = zext i1 %1496 to i32
  %1507 = zext i1 %1498 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1499, i32 %1500, i32 %1501, i32 %1502, i32 %1503, ptr addrspace(1) %1478, i32 %1504, i32 %1505, i32 %1506, i32 %1507) #4
  %1508 = add i32 %59, %57
  %1509 = add i32 %60, %14
  %1510 = icmp slt i32 %1509, %12
  br i1 %1510, label %58, label %._crit_edge28

._crit_edge28:                                    ; preds = %285, %25
  %.lcssa = phi i32 [ 0, %25 ], [ %1508, %285 ]
  %1511 = lshr i32 %.lcssa, 2
  %1512 = and i32 %1511, 1
  %1513 = xor i32 %1512, 1
  br i1 %16, label %1514, label %.critedge16

1514:                                             ; preds = %._crit_edge28
  %1515 = shl i32 %.lcssa, 4
  %1516 = and i32 %1515, 48
  %1517 = zext nneg i32 %1516 to i64
  %1518 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_pair_dsmem, i64 131136), i64 %1517
  %1519 = ptrtoint ptr addrspace(3) %1518 to i64
  %1520 = trunc i64 %1519 to i32
  br label %1521

1521:                                             ; preds = %1521, %1514
  %1522 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %1520, i32 %1513) #4
  %1523 = icmp eq i32 %1522, 0
  br i1 %1523, label %1521, label %1524

1524:                                             ; preds = %1521
  %1525 = add i32 %.lcssa, 1
  %1526 = lshr i32 %1525, 2
  %1527 = and i32 %1526, 1
  %1528 = xor i32 %1527, 1
  %1529 = shl i32 %1525, 4
  %1530 = and i32 %1529, 48
  %1531 = zext nneg i32 %1530 to i64
  %1532 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_pair_dsmem, i64 131136), i64 %1531
  %1533 = ptrtoint ptr addrspace(3) %1532 to i64
  %1534 = trunc i64 %1533 to i32
  br label %1535

1535:                                             ; preds = %1535, %1524
  %1536 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %1534, i32 %1528) #4
  %1537 = icmp eq i32 %1536, 0
  br i1 %1537, label %1535, label %.critedge12

.critedge12:                                      ; preds = %1535
  %1538 = add i32 %.lcssa, 2
  %1539 = lshr i32 %1538, 2
  %1540 = and i32 %1539, 1
  %1541 = xor i32 %1540, 1
  %1542 = shl i32 %1538, 4
  %1543 = and i32 %1542, 48
  %1544 = zext nneg i32 %1543 to i64
  %1545 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_pair_dsmem, i64 131136), i64 %1544
  %1546 = ptrtoint ptr addrspace(3) %1545 to i64
  %1547 = trunc i64 %1546 to i32
  br label %1548

1548:                                             ; preds = %1548, %.critedge12
  %1549 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %1547, i32 %1541) #4
  %1550 = icmp eq i32 %1549, 0
  br i1 %1550, label %1548, label %1551

1551:                                             ; preds = %1548
  %1552 = add i32 %.lcssa, 3
  %1553 = lshr i32 %1552, 2
  %1554 = and i32 %1553, 1
  %1555 = xor i32 %1554, 1
  %1556 = shl i32 %1552, 4
  %1557 = and i32 %1556, 48
  %1558 = zext nneg i32 %1557 to i64
  %1559 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_pair_dsmem, i64 131136), i64 %1558
  %1560 = ptrtoint ptr addrspace(3) %1559 to i64
  %1561 = trunc i64 %1560 to i32
  br label %1562

1562:                                             ; preds = %1562, %1551
  %1563 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %1561, i32 %1555) #4
  %1564 = icmp eq i32 %1563, 0
  br i1 %1564, label %1562, label %.critedge16

.critedge16:                                      ; preds = %1562, %._crit_edge28
  call void asm sideeffect "tcgen05.fence::before_thread_sync;", "~{memory}"() #4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %23, label %1565, label %1566

1565:                                             ; preds = %.critedge16
  call void asm sideeffect "tcgen05.fence::after_thread_sync;\0A\09tcgen05.dealloc.cta_group::2.sync.aligned.b32 $0, 256;", "r,~{memory}"(i32 %26) #4
  br label %1566

1566:                                             ; preds = %1565, %.critedge16
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %16, label %1567, label %1568

1567:                                             ; preds = %1566
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_pair_dsmem, i64 131072) to i32)) #4
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_pair_dsmem, i64 131072) to i32), i32 16)) #4
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_pair_dsmem, i64 131072) to i32), i32 32)) #4
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_pair_dsmem, i64 131072) to i32), i32 48)) #4
  br label %1568

1568:                                             ; preds = %1567, %1566
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %16, label %1569, label %1570

1569:                                             ; preds = %1568
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_pair_dsmem, i64 131136) to i32)) #4
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_pair_dsmem, i64 131136) to i32), i32 16)) #4
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_pair_dsmem, i64 131136) to i32), i32 32)) #4
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_pair_dsmem, i64 131136) to i32), i32 48)) #4
  br label %1570

1570:                                             ; preds = %1569, %1568
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %16, label %1571, label %1572

1571:                                             ; preds = %1570
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_pair_dsmem, i64 131200) to i32)) #4
  br label %1572

1572:                                             ; preds = %1571, %1570
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

attributes #0 = { nounwind "nvvm.cluster_dim"="2,1,1" "nvvm.reqntid"="256" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind }
attributes #5 = { convergent nounwind }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
