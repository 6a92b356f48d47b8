; ModuleID = 'tile_kernels'
source_filename = "tile_kernels"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@gemm_persistent_pair_dsmem = external addrspace(3) global [0 x i8], align 1024

; Function Attrs: nounwind
define ptx_kernel void @gemm_persistent_pair(ptr byval([128 x i8]) align 64 "nvvm.grid_constant" %0, ptr byval([128 x i8]) align 64 "nvvm.grid_constant" %1, ptr addrspace(1) %2, i32 %3, i32 %4, i32 %5) local_unnamed_addr #0 {
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
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_pair_dsmem, i64 131200) to i32), i32 16)) #4
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #4
  br label %22

22:                                               ; preds = %21, %20
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %16, label %23, label %24

23:                                               ; preds = %22
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 16;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_pair_dsmem, i64 131232) to i32)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 16;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_pair_dsmem, i64 131232) to i32), i32 16)) #4
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #4
  br label %24

24:                                               ; preds = %23, %22
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %25 = icmp samesign ult i32 %7, 32
  br i1 %25, label %26, label %27

26:                                               ; preds = %24
  tail call void asm sideeffect "tcgen05.alloc.cta_group::2.sync.aligned.shared::cta.b32 [$0], 512;\0A\09tcgen05.relinquish_alloc_permit.cta_group::2.sync.aligned;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_pair_dsmem, i64 131264) to i32)) #4
  br label %27

27:                                               ; preds = %26, %24
  tail call void asm sideeffect "tcgen05.fence::before_thread_sync;", "~{memory}"() #4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #4
  %28 = tail call i32 asm sideeffect "ld.shared.b32 $0, [$1];", "=r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_pair_dsmem, i64 131264) to i32)) #4
  %29 = icmp eq i32 %15, 0
  tail call void asm sideeffect "barrier.cluster.arrive;", "~{memory}"() #5
  tail call void asm sideeffect "barrier.cluster.wait;", "~{memory}"() #5
  %30 = icmp samesign ugt i32 %7, 255
  br i1 %30, label %46, label %.preheader19

.preheader19:                                     ; preds = %27
  %31 = icmp slt i32 %13, %12
  br i1 %31, label %.lr.ph, label %._crit_edge

.lr.ph:                                           ; preds = %.preheader19
  %32 = shl nuw nsw i32 %11, 2
  %33 = shl nuw nsw i32 %15, 7
  %34 = icmp sgt i32 %5, 0
  %35 = and i32 %7, 128
  %36 = shl nuw nsw i32 %7, 16
  %37 = and i32 %36, 6291456
  %38 = or disjoint i32 %37, %35
  %39 = add i32 %38, %28
  %40 = and i32 %7, 31
  %41 = icmp eq i32 %40, 0
  %42 = and i32 %7, 127
  %invariant.op = or disjoint i32 %33, %42
  %43 = add i32 %5, 63
  %44 = sdiv i32 %43, 64
  %45 = select i1 %34, i32 %44, i32 0
  %invariant.op38 = or i32 %7, 127
  br label %309

46:                                               ; preds = %27
  %47 = icmp eq i32 %7, 256
  %48 = icmp slt i32 %13, %12
  %or.cond = select i1 %47, i1 %48, i1 false
  br i1 %or.cond, label %.lr.ph23, label %.loopexit18

.lr.ph23:                                         ; preds = %46
  %49 = shl nuw nsw i32 %11, 2
  %50 = shl nuw nsw i32 %15, 7
  %51 = icmp sgt i32 %5, 0
  %52 = and i1 %29, %51
  %53 = ptrtoint ptr %0 to i64
  %54 = ptrtoint ptr %1 to i64
  %55 = icmp sgt i32 %5, 64
  %56 = and i1 %29, %55
  %57 = icmp sgt i32 %5, 128
  %58 = and i1 %29, %57
  %59 = icmp sgt i32 %5, 192
  %60 = and i1 %29, %59
  %61 = add i32 %5, 63
  %62 = sdiv i32 %61, 64
  %63 = select i1 %51, i32 %62, i32 0
  br label %64

64:                                               ; preds = %.lr.ph23, %305
  %65 = phi i32 [ 0, %.lr.ph23 ], [ %306, %305 ]
  %66 = phi i32 [ %13, %.lr.ph23 ], [ %307, %305 ]
  %67 = and i32 %65, 3
  %68 = lshr i32 %65, 2
  %69 = and i32 %68, 1
  %70 = xor i32 %69, 1
  %71 = shl nuw nsw i32 %67, 4
  %72 = zext nneg i32 %71 to i64
  %73 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_pair_dsmem, i64 131136), i64 %72
  %74 = ptrtoint ptr addrspace(3) %73 to i64
  %75 = trunc i64 %74 to i32
  br label %76

76:                                               ; preds = %76, %64
  %77 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %75, i32 %70) #4
  %78 = icmp eq i32 %77, 0
  br i1 %78, label %76, label %79

79:                                               ; preds = %76
  %.frozen = freeze i32 %66
  %.frozen43 = freeze i32 %49
  %80 = udiv i32 %.frozen, %.frozen43
  %81 = shl i32 %80, 2
  %82 = mul i32 %80, %.frozen43
  %.decomposed = sub i32 %.frozen, %82
  %83 = sub i32 %9, %81
  %84 = call i32 @llvm.umin.i32(i32 %83, i32 4)
  %.frozen44 = freeze i32 %84
  %85 = udiv i32 %.decomposed, %.frozen44
  %86 = mul i32 %85, %.frozen44
  %.decomposed45 = sub i32 %.decomposed, %86
  %87 = add nuw i32 %.decomposed45, %81
  %88 = shl i32 %87, 8
  %89 = or disjoint i32 %88, %50
  %90 = shl i32 %85, 8
  %91 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_pair_dsmem, i64 131072), i64 %72
  br i1 %52, label %92, label %95

92:                                               ; preds = %79
  %93 = ptrtoint ptr addrspace(3) %91 to i64
  %94 = trunc i64 %93 to i32
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 %94, i32 65536) #4
  br label %95

95:                                               ; preds = %92, %79
  %96 = shl nuw nsw i32 %67, 14
  br i1 %51, label %97, label %105

97:                                               ; preds = %95
  %98 = zext nneg i32 %96 to i64
  %99 = getelementptr i8, ptr addrspace(3) @gemm_persistent_pair_dsmem, i64 %98
  %100 = ptrtoint ptr addrspace(3) %99 to i64
  %101 = trunc i64 %100 to i32
  %102 = ptrtoint ptr addrspace(3) %91 to i64
  %103 = trunc i64 %102 to i32
  %104 = call i32 asm "mapa.shared::cluster.u32 $0, $1, $2;", "=r,r,r"(i32 %103, i32 0) #4
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.cta_group::2 [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %101, i64 %53, i32 0, i32 %89, i32 %104) #4
  br label %105

105:                                              ; preds = %97, %95
  %106 = or disjoint i32 %90, %50
  br i1 %51, label %107, label %115

107:                                              ; preds = %105
  %108 = zext nneg i32 %96 to i64
  %109 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_pair_dsmem, i64 65536), i64 %108
  %110 = ptrtoint ptr addrspace(3) %109 to i64
  %111 = trunc i64 %110 to i32
  %112 = ptrtoint ptr addrspace(3) %91 to i64
  %113 = trunc i64 %112 to i32
  %114 = call i32 asm "mapa.shared::cluster.u32 $0, $1, $2;", "=r,r,r"(i32 %113, i32 0) #4
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.cta_group::2 [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %111, i64 %54, i32 0, i32 %106, i32 %114) #4
  br label %115

115:                                              ; preds = %107, %105
  %116 = add i32 %65, 1
  %117 = and i32 %116, 3
  %118 = lshr i32 %116, 2
  %119 = and i32 %118, 1
  %120 = xor i32 %119, 1
  %121 = shl nuw nsw i32 %117, 4
  %122 = zext nneg i32 %121 to i64
  %123 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_pair_dsmem, i64 131136), i64 %122
  %124 = ptrtoint ptr addrspace(3) %123 to i64
  %125 = trunc i64 %124 to i32
  br label %126

126:                                              ; preds = %126, %115
  %127 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %125, i32 %120) #4
  %128 = icmp eq i32 %127, 0
  br i1 %128, label %126, label %129

129:                                              ; preds = %126
  %130 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_pair_dsmem, i64 131072), i64 %122
  br i1 %56, label %131, label %134

131:                                              ; preds = %129
  %132 = ptrtoint ptr addrspace(3) %130 to i64
  %133 = trunc i64 %132 to i32
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 %133, i32 65536) #4
  br label %134

134:                                              ; preds = %131, %129
  br i1 %55, label %135, label %.critedge

135:                                              ; preds = %134
  %136 = shl nuw nsw i32 %117, 14
  %137 = zext nneg i32 %136 to i64
  %138 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_pair_dsmem, i64 65536), i64 %137
  %139 = ptrtoint ptr addrspace(3) %138 to i64
  %140 = trunc i64 %139 to i32
  %141 = getelementptr i8, ptr addrspace(3) @gemm_persistent_pair_dsmem, i64 %137
  %142 = ptrtoint ptr addrspace(3) %141 to i64
  %143 = trunc i64 %142 to i32
  %144 = ptrtoint ptr addrspace(3) %130 to i64
  %145 = trunc i64 %144 to i32
  %146 = call i32 asm "mapa.shared::cluster.u32 $0, $1, $2;", "=r,r,r"(i32 %145, i32 0) #4
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.cta_group::2 [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %143, i64 %53, i32 64, i32 %89, i32 %146) #4
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.cta_group::2 [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %140, i64 %54, i32 64, i32 %106, i32 %146) #4
  br label %.critedge

.critedge:                                        ; preds = %134, %135
  %147 = add i32 %65, 2
  %148 = and i32 %147, 3
  %149 = lshr i32 %147, 2
  %150 = and i32 %149, 1
  %151 = xor i32 %150, 1
  %152 = shl nuw nsw i32 %148, 4
  %153 = zext nneg i32 %152 to i64
  %154 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_pair_dsmem, i64 131136), i64 %153
  %155 = ptrtoint ptr addrspace(3) %154 to i64
  %156 = trunc i64 %155 to i32
  br label %157

157:                                              ; preds = %157, %.critedge
  %158 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %156, i32 %151) #4
  %159 = icmp eq i32 %158, 0
  br i1 %159, label %157, label %160

160:                                              ; preds = %157
  %161 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_pair_dsmem, i64 131072), i64 %153
  br i1 %58, label %162, label %165

162:                                              ; preds = %160
  %163 = ptrtoint ptr addrspace(3) %161 to i64
  %164 = trunc i64 %163 to i32
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 %164, i32 65536) #4
  br label %165

165:                                              ; preds = %162, %160
  br i1 %57, label %166, label %.critedge2

166:                                              ; preds = %165
  %167 = shl nuw nsw i32 %148, 14
  %168 = zext nneg i32 %167 to i64
  %169 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_pair_dsmem, i64 65536), i64 %168
  %170 = ptrtoint ptr addrspace(3) %169 to i64
  %171 = trunc i64 %170 to i32
  %172 = getelementptr i8, ptr addrspace(3) @gemm_persistent_pair_dsmem, i64 %168
  %173 = ptrtoint ptr addrspace(3) %172 to i64
  %174 = trunc i64 %173 to i32
  %175 = ptrtoint ptr addrspace(3) %161 to i64
  %176 = trunc i64 %175 to i32
  %177 = call i32 asm "mapa.shared::cluster.u32 $0, $1, $2;", "=r,r,r"(i32 %176, i32 0) #4
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.cta_group::2 [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %174, i64 %53, i32 128, i32 %89, i32 %177) #4
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.cta_group::2 [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %171, i64 %54, i32 128, i32 %106, i32 %177) #4
  br label %.critedge2

.critedge2:                                       ; preds = %165, %166
  %178 = add i32 %65, 3
  %179 = and i32 %178, 3
  %180 = lshr i32 %178, 2
  %181 = and i32 %180, 1
  %182 = xor i32 %181, 1
  %183 = shl nuw nsw i32 %179, 4
  %184 = zext nneg i32 %183 to i64
  %185 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_pair_dsmem, i64 131136), i64 %184
  %186 = ptrtoint ptr addrspace(3) %185 to i64
  %187 = trunc i64 %186 to i32
  br label %188

188:                                              ; preds = %188, %.critedge2
  %189 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %187, i32 %182) #4
  %190 = icmp eq i32 %189, 0
  br i1 %190, label %188, label %191

191:                                              ; preds = %188
  %192 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_pair_dsmem, i64 131072), i64 %184
  br i1 %60, label %193, label %196

193:                                              ; preds = %191
  %194 = ptrtoint ptr addrspace(3) %192 to i64
  %195 = trunc i64 %194 to i32
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 %195, i32 65536) #4
  br label %196

196:                                              ; preds = %193, %191
  br i1 %59, label %197, label %.critedge4

197:                                              ; preds = %196
  %198 = shl nuw nsw i32 %179, 14
  %199 = zext nneg i32 %198 to i64
  %200 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_pair_dsmem, i64 65536), i64 %199
  %201 = ptrtoint ptr addrspace(3) %200 to i64
  %202 = trunc i64 %201 to i32
  %203 = getelementptr i8, ptr addrspace(3) @gemm_persistent_pair_dsmem, i64 %199
  %204 = ptrtoint ptr addrspace(3) %203 to i64
  %205 = trunc i64 %204 to i32
  %206 = ptrtoint ptr addrspace(3) %192 to i64
  %207 = trunc i64 %206 to i32
  %208 = call i32 asm "mapa.shared::cluster.u32 $0, $1, $2;", "=r,r,r"(i32 %207, i32 0) #4
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.cta_group::2 [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %205, i64 %53, i32 192, i32 %89, i32 %208) #4
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.cta_group::2 [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %202, i64 %54, i32 192, i32 %106, i32 %208) #4
  br label %.critedge4

.critedge4:                                       ; preds = %196, %197
  %209 = sub i32 %66, %13
  %210 = udiv i32 %209, %14
  %211 = and i32 %210, 1
  %212 = lshr i32 %210, 1
  %213 = and i32 %212, 1
  %214 = xor i32 %213, 1
  br i1 %29, label %215, label %.loopexit

215:                                              ; preds = %.critedge4
  %216 = shl nuw nsw i32 %211, 4
  %217 = zext nneg i32 %216 to i64
  %218 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_pair_dsmem, i64 131232), i64 %217
  %219 = ptrtoint ptr addrspace(3) %218 to i64
  %220 = trunc i64 %219 to i32
  br label %221

221:                                              ; preds = %221, %215
  %222 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %220, i32 %214) #4
  %223 = icmp eq i32 %222, 0
  br i1 %223, label %221, label %.loopexit

.loopexit:                                        ; preds = %221, %.critedge4
  %224 = shl nuw nsw i32 %211, 8
  %225 = add i32 %224, %28
  br i1 %51, label %.lr.ph21, label %._crit_edge22

.lr.ph21:                                         ; preds = %.loopexit, %296
  %226 = phi i32 [ %297, %296 ], [ 0, %.loopexit ]
  %227 = lshr exact i32 %226, 6
  %228 = add i32 %227, %65
  %229 = and i32 %228, 3
  %230 = lshr i32 %228, 2
  %231 = and i32 %230, 1
  %232 = icmp ne i32 %226, 0
  br i1 %29, label %233, label %265

233:                                              ; preds = %.lr.ph21
  %234 = shl nuw nsw i32 %229, 4
  %235 = zext nneg i32 %234 to i64
  %236 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_pair_dsmem, i64 131072), i64 %235
  %237 = ptrtoint ptr addrspace(3) %236 to i64
  %238 = trunc i64 %237 to i32
  br label %239

239:                                              ; preds = %239, %233
  %240 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %238, i32 %231) #4
  %241 = icmp eq i32 %240, 0
  br i1 %241, label %239, label %242

242:                                              ; preds = %239
  %243 = shl nuw nsw i32 %229, 14
  %244 = zext nneg i32 %243 to i64
  %245 = getelementptr i8, ptr addrspace(3) @gemm_persistent_pair_dsmem, i64 %244
  %246 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_pair_dsmem, i64 65536), i64 %244
  %247 = ptrtoint ptr addrspace(3) %245 to i64
  %248 = ptrtoint ptr addrspace(3) %246 to i64
  call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #4
  %249 = zext i1 %232 to i32
  %250 = lshr exact i64 %247, 4
  %251 = and i64 %250, 16320
  %252 = or disjoint i64 %251, 4611756662049538048
  %253 = lshr exact i64 %248, 4
  %254 = and i64 %253, 16320
  %255 = or disjoint i64 %254, 4611756662049538048
  call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::2.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %225, i64 %252, i64 %255, i32 272630928, i32 %249) #4
  %256 = or disjoint i64 %251, 4611756662049538050
  %257 = or disjoint i64 %254, 4611756662049538050
  call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::2.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %225, i64 %256, i64 %257, i32 272630928, i32 1) #4
  %258 = or disjoint i64 %251, 4611756662049538052
  %259 = or disjoint i64 %254, 4611756662049538052
  call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::2.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %225, i64 %258, i64 %259, i32 272630928, i32 1) #4
  %260 = or disjoint i64 %251, 4611756662049538054
  %261 = or disjoint i64 %254, 4611756662049538054
  call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::2.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %225, i64 %260, i64 %261, i32 272630928, i32 1) #4
  %262 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_pair_dsmem, i64 131136), i64 %235
  %263 = ptrtoint ptr addrspace(3) %262 to i64
  %264 = trunc i64 %263 to i32
  call void asm sideeffect "{\0A\09.reg .b16 %tl_m;\0A\09cvt.u16.u32 %tl_m, $1;\0A\09tcgen05.commit.cta_group::2.mbarrier::arrive::one.shared::cluster.multicast::cluster.b64 [$0], %tl_m;\0A\09}", "r,r,~{memory}"(i32 %264, i32 3) #4
  br label %265

265:                                              ; preds = %242, %.lr.ph21
  %266 = add i32 %226, 192
  %267 = icmp slt i32 %266, %5
  %268 = and i1 %232, %267
  br i1 %268, label %269, label %296

269:                                              ; preds = %265
  %270 = add i32 %228, -1
  %271 = and i32 %270, 3
  %272 = lshr i32 %270, 2
  %273 = and i32 %272, 1
  %274 = shl nuw nsw i32 %271, 4
  %275 = zext nneg i32 %274 to i64
  %276 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_pair_dsmem, i64 131136), i64 %275
  %277 = ptrtoint ptr addrspace(3) %276 to i64
  %278 = trunc i64 %277 to i32
  br label %279

279:                                              ; preds = %279, %269
  %280 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %278, i32 %273) #4
  %281 = icmp eq i32 %280, 0
  br i1 %281, label %279, label %282

282:                                              ; preds = %279
  %283 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_pair_dsmem, i64 131072), i64 %275
  %284 = ptrtoint ptr addrspace(3) %283 to i64
  %285 = trunc i64 %284 to i32
  br i1 %29, label %286, label %._crit_edge25

286:                                              ; preds = %282
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 %285, i32 65536) #4
  br label %._crit_edge25

._crit_edge25:                                    ; preds = %282, %286
  %287 = shl nuw nsw i32 %271, 14
  %288 = zext nneg i32 %287 to i64
  %289 = getelementptr i8, ptr addrspace(3) @gemm_persistent_pair_dsmem, i64 %288
  %290 = call i32 asm "mapa.shared::cluster.u32 $0, $1, $2;", "=r,r,r"(i32 %285, i32 0) #4
  %291 = ptrtoint ptr addrspace(3) %289 to i64
  %292 = trunc i64 %291 to i32
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.cta_group::2 [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %292, i64 %53, i32 %266, i32 %89, i32 %290) #4
  %293 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_pair_dsmem, i64 65536), i64 %288
  %294 = ptrtoint ptr addrspace(3) %293 to i64
  %295 = trunc i64 %294 to i32
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.cta_group::2 [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %295, i64 %54, i32 %266, i32 %106, i32 %290) #4
  br label %296

296:                                              ; preds = %._crit_edge25, %265
  %297 = add i32 %226, 64
  %298 = icmp slt i32 %297, %5
  br i1 %298, label %.lr.ph21, label %._crit_edge22

._crit_edge22:                                    ; preds = %296, %.loopexit
  br i1 %29, label %299, label %305

299:                                              ; preds = %._crit_edge22
  %300 = shl nuw nsw i32 %211, 4
  %301 = zext nneg i32 %300 to i64
  %302 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_pair_dsmem, i64 131200), i64 %301
  %303 = ptrtoint ptr addrspace(3) %302 to i64
  %304 = trunc i64 %303 to i32
  call void asm sideeffect "{\0A\09.reg .b16 %tl_m;\0A\09cvt.u16.u32 %tl_m, $1;\0A\09tcgen05.commit.cta_group::2.mbarrier::arrive::one.shared::cluster.multicast::cluster.b64 [$0], %tl_m;\0A\09}", "r,r,~{memory}"(i32 %304, i32 3) #4
  br label %305

305:                                              ; preds = %299, %._crit_edge22
  %306 = add i32 %65, %63
  %307 = add i32 %66, %14
  %308 = icmp slt i32 %307, %12
  br i1 %308, label %64, label %.loopexit18

309:                                              ; preds = %.lr.ph, %477
  %310 = phi i32 [ 0, %.lr.ph ], [ %1567, %477 ]
  %311 = phi i32 [ %13, %.lr.ph ], [ %1568, %477 ]
  %312 = sub i32 %311, %13
  %313 = udiv i32 %312, %14
  %314 = and i32 %313, 1
  %315 = lshr i32 %313, 1
  %316 = and i32 %315, 1
  %317 = shl nuw nsw i32 %314, 4
  %318 = zext nneg i32 %317 to i64
  %319 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_pair_dsmem, i64 131200), i64 %318
  %320 = ptrtoint ptr addrspace(3) %319 to i64
  %321 = trunc i64 %320 to i32
  br label %322

322:                                              ; preds = %322, %309
  %323 = tail call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %321, i32 %316) #4
  %324 = icmp eq i32 %323, 0
  br i1 %324, label %322, label %325

325:                                              ; preds = %322
  %.frozen46 = freeze i32 %311
  %.frozen47 = freeze i32 %32
  %326 = udiv i32 %.frozen46, %.frozen47
  %327 = shl i32 %326, 2
  %328 = sub i32 %9, %327
  %329 = tail call i32 @llvm.umin.i32(i32 %328, i32 4)
  %330 = mul i32 %326, %.frozen47
  %.decomposed48 = sub i32 %.frozen46, %330
  %.frozen49 = freeze i32 %329
  %331 = udiv i32 %.decomposed48, %.frozen49
  %332 = mul i32 %331, %.frozen49
  %.decomposed50 = sub i32 %.decomposed48, %332
  %333 = add nuw i32 %.decomposed50, %327
  %334 = shl i32 %333, 8
  %335 = shl i32 %331, 8
  %336 = shl nuw nsw i32 %314, 8
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #4
  %337 = add i32 %39, %336
  %338 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %337) #4
  %339 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %338, 0
  %340 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %338, 1
  %341 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %338, 2
  %342 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %338, 3
  %343 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %338, 4
  %344 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %338, 5
  %345 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %338, 6
  %346 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %338, 7
  %347 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %338, 8
  %348 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %338, 9
  %349 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %338, 10
  %350 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %338, 11
  %351 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %338, 12
  %352 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %338, 13
  %353 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %338, 14
  %354 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %338, 15
  %355 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %338, 16
  %356 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %338, 17
  %357 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %338, 18
  %358 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %338, 19
  %359 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %338, 20
  %360 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %338, 21
  %361 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %338, 22
  %362 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %338, 23
  %363 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %338, 24
  %364 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %338, 25
  %365 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %338, 26
  %366 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %338, 27
  %367 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %338, 28
  %368 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %338, 29
  %369 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %338, 30
  %370 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %338, 31
  %371 = add i32 %337, 32
  %372 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %371) #4
  %373 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %372, 0
  %374 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %372, 1
  %375 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %372, 2
  %376 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %372, 3
  %377 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %372, 4
  %378 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %372, 5
  %379 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %372, 6
  %380 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %372, 7
  %381 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %372, 8
  %382 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %372, 9
  %383 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %372, 10
  %384 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %372, 11
  %385 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %372, 12
  %386 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %372, 13
  %387 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %372, 14
  %388 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %372, 15
  %389 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %372, 16
  %390 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %372, 17
  %391 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %372, 18
  %392 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %372, 19
  %393 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %372, 20
  %394 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %372, 21
  %395 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %372, 22
  %396 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %372, 23
  %397 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %372, 24
  %398 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %372, 25
  %399 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %372, 26
  %400 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %372, 27
  %401 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %372, 28
  %402 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %372, 29
  %403 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %372, 30
  %404 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %372, 31
  %405 = add i32 %337, 64
  %406 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %405) #4
  %407 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %406, 0
  %408 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %406, 1
  %409 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %406, 2
  %410 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %406, 3
  %411 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %406, 4
  %412 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %406, 5
  %413 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %406, 6
  %414 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %406, 7
  %415 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %406, 8
  %416 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %406, 9
  %417 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %406, 10
  %418 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %406, 11
  %419 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %406, 12
  %420 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %406, 13
  %421 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %406, 14
  %422 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %406, 15
  %423 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %406, 16
  %424 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %406, 17
  %425 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %406, 18
  %426 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %406, 19
  %427 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %406, 20
  %428 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %406, 21
  %429 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %406, 22
  %430 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %406, 23
  %431 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %406, 24
  %432 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %406, 25
  %433 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %406, 26
  %434 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %406, 27
  %435 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %406, 28
  %436 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %406, 29
  %437 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %406, 30
  %438 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %406, 31
  %439 = add i32 %337, 96
  %440 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %439) #4
  %441 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %440, 0
  %442 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %440, 1
  %443 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %440, 2
  %444 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %440, 3
  %445 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %440, 4
  %446 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %440, 5
  %447 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %440, 6
  %448 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %440, 7
  %449 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %440, 8
  %450 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %440, 9
  %451 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %440, 10
  %452 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %440, 11
  %453 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %440, 12
  %454 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %440, 13
  %455 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %440, 14
  %456 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %440, 15
  %457 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %440, 16
  %458 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %440, 17
  %459 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %440, 18
  %460 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %440, 19
  %461 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %440, 20
  %462 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %440, 21
  %463 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %440, 22
  %464 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %440, 23
  %465 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %440, 24
  %466 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %440, 25
  %467 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %440, 26
  %468 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %440, 27
  %469 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %440, 28
  %470 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %440, 29
  %471 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %440, 30
  %472 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %440, 31
  tail call void asm sideeffect "tcgen05.fence::before_thread_sync;", "~{memory}"() #4
  tail call void asm sideeffect "bar.warp.sync -1;", "~{memory}"() #5
  br i1 %41, label %473, label %477

473:                                              ; preds = %325
  %474 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_pair_dsmem, i64 131232), i64 %318
  %475 = ptrtoint ptr addrspace(3) %474 to i64
  %476 = trunc i64 %475 to i32
  tail call void asm sideeffect "{\0A\09.reg .b32 %tl_a;\0A\09mapa.shared::cluster.u32 %tl_a, $0, $1;\0A\09mbarrier.arrive.release.cluster.shared::cluster.b64 _, [%tl_a];\0A\09}", "r,r,~{memory}"(i32 %476, i32 0) #4
  br label %477

477:                                              ; preds = %473, %325
  %.reass = or disjoint i32 %334, %invariant.op
  %478 = mul i32 %.reass, %4
  %479 = or disjoint i32 %335, %35
  %480 = add i32 %478, %479
  %481 = sext i32 %480 to i64
  %482 = getelementptr float, ptr addrspace(1) %2, i64 %481
  %483 = icmp slt i32 %.reass, %3
  %484 = icmp slt i32 %479, %4
  %485 = and i1 %484, %483
  %486 = or disjoint i32 %479, 1
  %487 = icmp slt i32 %486, %4
  %488 = and i1 %487, %483
  %489 = or disjoint i32 %479, 2
  %490 = icmp slt i32 %489, %4
  %491 = and i1 %490, %483
  %492 = or disjoint i32 %479, 3
  %493 = icmp slt i32 %492, %4
  %494 = ptrtoint ptr addrspace(1) %482 to i64
  %495 = and i64 %494, 15
  %496 = icmp eq i64 %495, 0
  %497 = and i1 %485, %496
  %498 = and i1 %490, %497
  %499 = and i1 %493, %497
  %500 = xor i1 %485, %499
  %501 = xor i1 %488, %499
  %502 = xor i1 %491, %499
  %503 = xor i1 %483, %498
  %504 = and i1 %493, %503
  %505 = zext i1 %499 to i32
  %506 = select i1 %34, i32 %339, i32 0
  %507 = select i1 %34, i32 %340, i32 0
  %508 = select i1 %34, i32 %341, i32 0
  %509 = select i1 %34, i32 %342, i32 0
  %510 = zext i1 %500 to i32
  %511 = zext i1 %501 to i32
  %512 = zext i1 %502 to i32
  %513 = zext i1 %504 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %505, i32 %506, i32 %507, i32 %508, i32 %509, ptr addrspace(1) %482, i32 %510, i32 %511, i32 %512, i32 %513) #4
  %514 = or disjoint i32 %479, 4
  %515 = add i32 %478, %514
  %516 = sext i32 %515 to i64
  %517 = getelementptr float, ptr addrspace(1) %2, i64 %516
  %518 = icmp slt i32 %514, %4
  %519 = and i1 %518, %483
  %520 = or disjoint i32 %479, 5
  %521 = icmp slt i32 %520, %4
  %522 = and i1 %521, %483
  %523 = or disjoint i32 %479, 6
  %524 = icmp slt i32 %523, %4
  %525 = and i1 %524, %483
  %526 = or disjoint i32 %479, 7
  %527 = icmp slt i32 %526, %4
  %528 = ptrtoint ptr addrspace(1) %517 to i64
  %529 = and i64 %528, 15
  %530 = icmp eq i64 %529, 0
  %531 = and i1 %519, %530
  %532 = and i1 %524, %531
  %533 = and i1 %527, %531
  %534 = xor i1 %519, %533
  %535 = xor i1 %522, %533
  %536 = xor i1 %525, %533
  %537 = xor i1 %483, %532
  %538 = and i1 %527, %537
  %539 = zext i1 %533 to i32
  %540 = select i1 %34, i32 %343, i32 0
  %541 = select i1 %34, i32 %344, i32 0
  %542 = select i1 %34, i32 %345, i32 0
  %543 = select i1 %34, i32 %346, i32 0
  %544 = zext i1 %534 to i32
  %545 = zext i1 %535 to i32
  %546 = zext i1 %536 to i32
  %547 = zext i1 %538 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %539, i32 %540, i32 %541, i32 %542, i32 %543, ptr addrspace(1) %517, i32 %544, i32 %545, i32 %546, i32 %547) #4
  %548 = or disjoint i32 %479, 8
  %549 = add i32 %478, %548
  %550 = sext i32 %549 to i64
  %551 = getelementptr float, ptr addrspace(1) %2, i64 %550
  %552 = icmp slt i32 %548, %4
  %553 = and i1 %552, %483
  %554 = or disjoint i32 %479, 9
  %555 = icmp slt i32 %554, %4
  %556 = and i1 %555, %483
  %557 = or disjoint i32 %479, 10
  %558 = icmp slt i32 %557, %4
  %559 = and i1 %558, %483
  %560 = or disjoint i32 %479, 11
  %561 = icmp slt i32 %560, %4
  %562 = ptrtoint ptr addrspace(1) %551 to i64
  %563 = and i64 %562, 15
  %564 = icmp eq i64 %563, 0
  %565 = and i1 %553, %564
  %566 = and i1 %558, %565
  %567 = and i1 %561, %565
  %568 = xor i1 %553, %567
  %569 = xor i1 %556, %567
  %570 = xor i1 %559, %567
  %571 = xor i1 %483, %566
  %572 = and i1 %561, %571
  %573 = zext i1 %567 to i32
  %574 = select i1 %34, i32 %347, i32 0
  %575 = select i1 %34, i32 %348, i32 0
  %576 = select i1 %34, i32 %349, i32 0
  %577 = select i1 %34, i32 %350, i32 0
  %578 = zext i1 %568 to i32
  %579 = zext i1 %569 to i32
  %580 = zext i1 %570 to i32
  %581 = zext i1 %572 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %573, i32 %574, i32 %575, i32 %576, i32 %577, ptr addrspace(1) %551, i32 %578, i32 %579, i32 %580, i32 %581) #4
  %582 = or disjoint i32 %479, 12
  %583 = add i32 %478, %582
  %584 = sext i32 %583 to i64
  %585 = getelementptr float, ptr addrspace(1) %2, i64 %584
  %586 = icmp slt i32 %582, %4
  %587 = and i1 %586, %483
  %588 = or disjoint i32 %479, 13
  %589 = icmp slt i32 %588, %4
  %590 = and i1 %589, %483
  %591 = or disjoint i32 %479, 14
  %592 = icmp slt i32 %591, %4
  %593 = and i1 %592, %483
  %594 = or disjoint i32 %479, 15
  %595 = icmp slt i32 %594, %4
  %596 = ptrtoint ptr addrspace(1) %585 to i64
  %597 = and i64 %596, 15
  %598 = icmp eq i64 %597, 0
  %599 = and i1 %587, %598
  %600 = and i1 %592, %599
  %601 = and i1 %595, %599
  %602 = xor i1 %587, %601
  %603 = xor i1 %590, %601
  %604 = xor i1 %593, %601
  %605 = xor i1 %483, %600
  %606 = and i1 %595, %605
  %607 = zext i1 %601 to i32
  %608 = select i1 %34, i32 %351, i32 0
  %609 = select i1 %34, i32 %352, i32 0
  %610 = select i1 %34, i32 %353, i32 0
  %611 = select i1 %34, i32 %354, i32 0
  %612 = zext i1 %602 to i32
  %613 = zext i1 %603 to i32
  %614 = zext i1 %604 to i32
  %615 = zext i1 %606 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %607, i32 %608, i32 %609, i32 %610, i32 %611, ptr addrspace(1) %585, i32 %612, i32 %613, i32 %614, i32 %615) #4
  %616 = or disjoint i32 %479, 16
  %617 = add i32 %478, %616
  %618 = sext i32 %617 to i64
  %619 = getelementptr float, ptr addrspace(1) %2, i64 %618
  %620 = icmp slt i32 %616, %4
  %621 = and i1 %620, %483
  %622 = or disjoint i32 %479, 17
  %623 = icmp slt i32 %622, %4
  %624 = and i1 %623, %483
  %625 = or disjoint i32 %479, 18
  %626 = icmp slt i32 %625, %4
  %627 = and i1 %626, %483
  %628 = or disjoint i32 %479, 19
  %629 = icmp slt i32 %628, %4
  %630 = ptrtoint ptr addrspace(1) %619 to i64
  %631 = and i64 %630, 15
  %632 = icmp eq i64 %631, 0
  %633 = and i1 %621, %632
  %634 = and i1 %626, %633
  %635 = and i1 %629, %633
  %636 = xor i1 %621, %635
  %637 = xor i1 %624, %635
  %638 = xor i1 %627, %635
  %639 = xor i1 %483, %634
  %640 = and i1 %629, %639
  %641 = zext i1 %635 to i32
  %642 = select i1 %34, i32 %355, i32 0
  %643 = select i1 %34, i32 %356, i32 0
  %644 = select i1 %34, i32 %357, i32 0
  %645 = select i1 %34, i32 %358, i32 0
  %646 = zext i1 %636 to i32
  %647 = zext i1 %637 to i32
  %648 = zext i1 %638 to i32
  %649 = zext i1 %640 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %641, i32 %642, i32 %643, i32 %644, i32 %645, ptr addrspace(1) %619, i32 %646, i32 %647, i32 %648, i32 %649) #4
  %650 = or disjoint i32 %479, 20
  %651 = add i32 %478, %650
  %652 = sext i32 %651 to i64
  %653 = getelementptr float, ptr addrspace(1) %2, i64 %652
  %654 = icmp slt i32 %650, %4
  %655 = and i1 %654, %483
  %656 = or disjoint i32 %479, 21
  %657 = icmp slt i32 %656, %4
  %658 = and i1 %657, %483
  %659 = or disjoint i32 %479, 22
  %660 = icmp slt i32 %659, %4
  %661 = and i1 %660, %483
  %662 = or disjoint i32 %479, 23
  %663 = icmp slt i32 %662, %4
  %664 = ptrtoint ptr addrspace(1) %653 to i64
  %665 = and i64 %664, 15
  %666 = icmp eq i64 %665, 0
  %667 = and i1 %655, %666
  %668 = and i1 %660, %667
  %669 = and i1 %663, %667
  %670 = xor i1 %655, %669
  %671 = xor i1 %658, %669
  %672 = xor i1 %661, %669
  %673 = xor i1 %483, %668
  %674 = and i1 %663, %673
  %675 = zext i1 %669 to i32
  %676 = select i1 %34, i32 %359, i32 0
  %677 = select i1 %34, i32 %360, i32 0
  %678 = select i1 %34, i32 %361, i32 0
  %679 = select i1 %34, i32 %362, i32 0
  %680 = zext i1 %670 to i32
  %681 = zext i1 %671 to i32
  %682 = zext i1 %672 to i32
  %683 = zext i1 %674 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %675, i32 %676, i32 %677, i32 %678, i32 %679, ptr addrspace(1) %653, i32 %680, i32 %681, i32 %682, i32 %683) #4
  %684 = or disjoint i32 %479, 24
  %685 = add i32 %478, %684
  %686 = sext i32 %685 to i64
  %687 = getelementptr float, ptr addrspace(1) %2, i64 %686
  %688 = icmp slt i32 %684, %4
  %689 = and i1 %688, %483
  %690 = or disjoint i32 %479, 25
  %691 = icmp slt i32 %690, %4
  %692 = and i1 %691, %483
  %693 = or disjoint i32 %479, 26
  %694 = icmp slt i32 %693, %4
  %695 = and i1 %694, %483
  %696 = or disjoint i32 %479, 27
  %697 = icmp slt i32 %696, %4
  %698 = ptrtoint ptr addrspace(1) %687 to i64
  %699 = and i64 %698, 15
  %700 = icmp eq i64 %699, 0
  %701 = and i1 %689, %700
  %702 = and i1 %694, %701
  %703 = and i1 %697, %701
  %704 = xor i1 %689, %703
  %705 = xor i1 %692, %703
  %706 = xor i1 %695, %703
  %707 = xor i1 %483, %702
  %708 = and i1 %697, %707
  %709 = zext i1 %703 to i32
  %710 = select i1 %34, i32 %363, i32 0
  %711 = select i1 %34, i32 %364, i32 0
  %712 = select i1 %34, i32 %365, i32 0
  %713 = select i1 %34, i32 %366, i32 0
  %714 = zext i1 %704 to i32
  %715 = zext i1 %705 to i32
  %716 = zext i1 %706 to i32
  %717 = zext i1 %708 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %709, i32 %710, i32 %711, i32 %712, i32 %713, ptr addrspace(1) %687, i32 %714, i32 %715, i32 %716, i32 %717) #4
  %718 = or disjoint i32 %479, 28
  %719 = add i32 %478, %718
  %720 = sext i32 %719 to i64
  %721 = getelementptr float, ptr addrspace(1) %2, i64 %720
  %722 = icmp slt i32 %718, %4
  %723 = and i1 %722, %483
  %724 = or disjoint i32 %479, 29
  %725 = icmp slt i32 %724, %4
  %726 = and i1 %725, %483
  %727 = or disjoint i32 %479, 30
  %728 = icmp slt i32 %727, %4
  %729 = and i1 %728, %483
  %730 = or disjoint i32 %479, 31
  %731 = icmp slt i32 %730, %4
  %732 = ptrtoint ptr addrspace(1) %721 to i64
  %733 = and i64 %732, 15
  %734 = icmp eq i64 %733, 0
  %735 = and i1 %723, %734
  %736 = and i1 %728, %735
  %737 = and i1 %731, %735
  %738 = xor i1 %723, %737
  %739 = xor i1 %726, %737
  %740 = xor i1 %729, %737
  %741 = xor i1 %483, %736
  %742 = and i1 %731, %741
  %743 = zext i1 %737 to i32
  %744 = select i1 %34, i32 %367, i32 0
  %745 = select i1 %34, i32 %368, i32 0
  %746 = select i1 %34, i32 %369, i32 0
  %747 = select i1 %34, i32 %370, i32 0
  %748 = zext i1 %738 to i32
  %749 = zext i1 %739 to i32
  %750 = zext i1 %740 to i32
  %751 = zext i1 %742 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %743, i32 %744, i32 %745, i32 %746, i32 %747, ptr addrspace(1) %721, i32 %748, i32 %749, i32 %750, i32 %751) #4
  %752 = or disjoint i32 %479, 32
  %753 = add i32 %478, %752
  %754 = sext i32 %753 to i64
  %755 = getelementptr float, ptr addrspace(1) %2, i64 %754
  %756 = icmp slt i32 %752, %4
  %757 = and i1 %756, %483
  %758 = or disjoint i32 %479, 33
  %759 = icmp slt i32 %758, %4
  %760 = and i1 %759, %483
  %761 = or disjoint i32 %479, 34
  %762 = icmp slt i32 %761, %4
  %763 = and i1 %762, %483
  %764 = or disjoint i32 %479, 35
  %765 = icmp slt i32 %764, %4
  %766 = ptrtoint ptr addrspace(1) %755 to i64
  %767 = and i64 %766, 15
  %768 = icmp eq i64 %767, 0
  %769 = and i1 %757, %768
  %770 = and i1 %762, %769
  %771 = and i1 %765, %769
  %772 = xor i1 %757, %771
  %773 = xor i1 %760, %771
  %774 = xor i1 %763, %771
  %775 = xor i1 %483, %770
  %776 = and i1 %765, %775
  %777 = zext i1 %771 to i32
  %778 = select i1 %34, i32 %373, i32 0
  %779 = select i1 %34, i32 %374, i32 0
  %780 = select i1 %34, i32 %375, i32 0
  %781 = select i1 %34, i32 %376, i32 0
  %782 = zext i1 %772 to i32
  %783 = zext i1 %773 to i32
  %784 = zext i1 %774 to i32
  %785 = zext i1 %776 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %777, i32 %778, i32 %779, i32 %780, i32 %781, ptr addrspace(1) %755, i32 %782, i32 %783, i32 %784, i32 %785) #4
  %786 = or disjoint i32 %479, 36
  %787 = add i32 %478, %786
  %788 = sext i32 %787 to i64
  %789 = getelementptr float, ptr addrspace(1) %2, i64 %788
  %790 = icmp slt i32 %786, %4
  %791 = and i1 %790, %483
  %792 = or disjoint i32 %479, 37
  %793 = icmp slt i32 %792, %4
  %794 = and i1 %793, %483
  %795 = or disjoint i32 %479, 38
  %796 = icmp slt i32 %795, %4
  %797 = and i1 %796, %483
  %798 = or disjoint i32 %479, 39
  %799 = icmp slt i32 %798, %4
  %800 = ptrtoint ptr addrspace(1) %789 to i64
  %801 = and i64 %800, 15
  %802 = icmp eq i64 %801, 0
  %803 = and i1 %791, %802
  %804 = and i1 %796, %803
  %805 = and i1 %799, %803
  %806 = xor i1 %791, %805
  %807 = xor i1 %794, %805
  %808 = xor i1 %797, %805
  %809 = xor i1 %483, %804
  %810 = and i1 %799, %809
  %811 = zext i1 %805 to i32
  %812 = select i1 %34, i32 %377, i32 0
  %813 = select i1 %34, i32 %378, i32 0
  %814 = select i1 %34, i32 %379, i32 0
  %815 = select i1 %34, i32 %380, i32 0
  %816 = zext i1 %806 to i32
  %817 = zext i1 %807 to i32
  %818 = zext i1 %808 to i32
  %819 = zext i1 %810 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %811, i32 %812, i32 %813, i32 %814, i32 %815, ptr addrspace(1) %789, i32 %816, i32 %817, i32 %818, i32 %819) #4
  %820 = or disjoint i32 %479, 40
  %821 = add i32 %478, %820
  %822 = sext i32 %821 to i64
  %823 = getelementptr float, ptr addrspace(1) %2, i64 %822
  %824 = icmp slt i32 %820, %4
  %825 = and i1 %824, %483
  %826 = or disjoint i32 %479, 41
  %827 = icmp slt i32 %826, %4
  %828 = and i1 %827, %483
  %829 = or disjoint i32 %479, 42
  %830 = icmp slt i32 %829, %4
  %831 = and i1 %830, %483
  %832 = or disjoint i32 %479, 43
  %833 = icmp slt i32 %832, %4
  %834 = ptrtoint ptr addrspace(1) %823 to i64
  %835 = and i64 %834, 15
  %836 = icmp eq i64 %835, 0
  %837 = and i1 %825, %836
  %838 = and i1 %830, %837
  %839 = and i1 %833, %837
  %840 = xor i1 %825, %839
  %841 = xor i1 %828, %839
  %842 = xor i1 %831, %839
  %843 = xor i1 %483, %838
  %844 = and i1 %833, %843
  %845 = zext i1 %839 to i32
  %846 = select i1 %34, i32 %381, i32 0
  %847 = select i1 %34, i32 %382, i32 0
  %848 = select i1 %34, i32 %383, i32 0
  %849 = select i1 %34, i32 %384, i32 0
  %850 = zext i1 %840 to i32
  %851 = zext i1 %841 to i32
  %852 = zext i1 %842 to i32
  %853 = zext i1 %844 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %845, i32 %846, i32 %847, i32 %848, i32 %849, ptr addrspace(1) %823, i32 %850, i32 %851, i32 %852, i32 %853) #4
  %854 = or disjoint i32 %479, 44
  %855 = add i32 %478, %854
  %856 = sext i32 %855 to i64
  %857 = getelementptr float, ptr addrspace(1) %2, i64 %856
  %858 = icmp slt i32 %854, %4
  %859 = and i1 %858, %483
  %860 = or disjoint i32 %479, 45
  %861 = icmp slt i32 %860, %4
  %862 = and i1 %861, %483
  %863 = or disjoint i32 %479, 46
  %864 = icmp slt i32 %863, %4
  %865 = and i1 %864, %483
  %866 = or disjoint i32 %479, 47
  %867 = icmp slt i32 %866, %4
  %868 = ptrtoint ptr addrspace(1) %857 to i64
  %869 = and i64 %868, 15
  %870 = icmp eq i64 %869, 0
  %871 = and i1 %859, %870
  %872 = and i1 %864, %871
  %873 = and i1 %867, %871
  %874 = xor i1 %859, %873
  %875 = xor i1 %862, %873
  %876 = xor i1 %865, %873
  %877 = xor i1 %483, %872
  %878 = and i1 %867, %877
  %879 = zext i1 %873 to i32
  %880 = select i1 %34, i32 %385, i32 0
  %881 = select i1 %34, i32 %386, i32 0
  %882 = select i1 %34, i32 %387, i32 0
  %883 = select i1 %34, i32 %388, i32 0
  %884 = zext i1 %874 to i32
  %885 = zext i1 %875 to i32
  %886 = zext i1 %876 to i32
  %887 = zext i1 %878 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %879, i32 %880, i32 %881, i32 %882, i32 %883, ptr addrspace(1) %857, i32 %884, i32 %885, i32 %886, i32 %887) #4
  %888 = or disjoint i32 %479, 48
  %889 = add i32 %478, %888
  %890 = sext i32 %889 to i64
  %891 = getelementptr float, ptr addrspace(1) %2, i64 %890
  %892 = icmp slt i32 %888, %4
  %893 = and i1 %892, %483
  %894 = or disjoint i32 %479, 49
  %895 = icmp slt i32 %894, %4
  %896 = and i1 %895, %483
  %897 = or disjoint i32 %479, 50
  %898 = icmp slt i32 %897, %4
  %899 = and i1 %898, %483
  %900 = or disjoint i32 %479, 51
  %901 = icmp slt i32 %900, %4
  %902 = ptrtoint ptr addrspace(1) %891 to i64
  %903 = and i64 %902, 15
  %904 = icmp eq i64 %903, 0
  %905 = and i1 %893, %904
  %906 = and i1 %898, %905
  %907 = and i1 %901, %905
  %908 = xor i1 %893, %907
  %909 = xor i1 %896, %907
  %910 = xor i1 %899, %907
  %911 = xor i1 %483, %906
  %912 = and i1 %901, %911
  %913 = zext i1 %907 to i32
  %914 = select i1 %34, i32 %389, i32 0
  %915 = select i1 %34, i32 %390, i32 0
  %916 = select i1 %34, i32 %391, i32 0
  %917 = select i1 %34, i32 %392, i32 0
  %918 = zext i1 %908 to i32
  %919 = zext i1 %909 to i32
  %920 = zext i1 %910 to i32
  %921 = zext i1 %912 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %913, i32 %914, i32 %915, i32 %916, i32 %917, ptr addrspace(1) %891, i32 %918, i32 %919, i32 %920, i32 %921) #4
  %922 = or disjoint i32 %479, 52
  %923 = add i32 %478, %922
  %924 = sext i32 %923 to i64
  %925 = getelementptr float, ptr addrspace(1) %2, i64 %924
  %926 = icmp slt i32 %922, %4
  %927 = and i1 %926, %483
  %928 = or disjoint i32 %479, 53
  %929 = icmp slt i32 %928, %4
  %930 = and i1 %929, %483
  %931 = or disjoint i32 %479, 54
  %932 = icmp slt i32 %931, %4
  %933 = and i1 %932, %483
  %934 = or disjoint i32 %479, 55
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
  %945 = xor i1 %483, %940
  %946 = and i1 %935, %945
  %947 = zext i1 %941 to i32
  %948 = select i1 %34, i32 %393, i32 0
  %949 = select i1 %34, i32 %394, i32 0
  %950 = select i1 %34, i32 %395, i32 0
  %951 = select i1 %34, i32 %396, i32 0
  %952 = zext i1 %942 to i32
  %953 = zext i1 %943 to i32
  %954 = zext i1 %944 to i32
  %955 = zext i1 %946 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %947, i32 %948, i32 %949, i32 %950, i32 %951, ptr addrspace(1) %925, i32 %952, i32 %953, i32 %954, i32 %955) #4
  %956 = or disjoint i32 %479, 56
  %957 = add i32 %478, %956
  %958 = sext i32 %957 to i64
  %959 = getelementptr float, ptr addrspace(1) %2, i64 %958
  %960 = icmp slt i32 %956, %4
  %961 = and i1 %960, %483
  %962 = or disjoint i32 %479, 57
  %963 = icmp slt i32 %962, %4
  %964 = and i1 %963, %483
  %965 = or disjoint i32 %479, 58
  %966 = icmp slt i32 %965, %4
  %967 = and i1 %966, %483
  %968 = or disjoint i32 %479, 59
  %969 = icmp slt i32 %968, %4
  %970 = ptrtoint ptr addrspace(1) %959 to i64
  %971 = and i64 %970, 15
  %972 = icmp eq i64 %971, 0
  %973 = and i1 %961, %972
  %974 = and i1 %966, %973
  %975 = and i1 %969, %973
  %976 = xor i1 %961, %975
  %977 = xor i1 %964, %975
  %978 = xor i1 %967, %975
  %979 = xor i1 %483, %974
  %980 = and i1 %969, %979
  %981 = zext i1 %975 to i32
  %982 = select i1 %34, i32 %397, i32 0
  %983 = select i1 %34, i32 %398, i32 0
  %984 = select i1 %34, i32 %399, i32 0
  %985 = select i1 %34, i32 %400, i32 0
  %986 = zext i1 %976 to i32
  %987 = zext i1 %977 to i32
  %988 = zext i1 %978 to i32
  %989 = zext i1 %980 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %981, i32 %982, i32 %983, i32 %984, i32 %985, ptr addrspace(1) %959, i32 %986, i32 %987, i32 %988, i32 %989) #4
  %990 = or disjoint i32 %479, 60
  %991 = add i32 %478, %990
  %992 = sext i32 %991 to i64
  %993 = getelementptr float, ptr addrspace(1) %2, i64 %992
  %994 = icmp slt i32 %990, %4
  %995 = and i1 %994, %483
  %996 = or disjoint i32 %479, 61
  %997 = icmp slt i32 %996, %4
  %998 = and i1 %997, %483
  %999 = or disjoint i32 %479, 62
  %1000 = icmp slt i32 %999, %4
  %1001 = and i1 %1000, %483
  %1002 = or disjoint i32 %479, 63
  %1003 = icmp slt i32 %1002, %4
  %1004 = ptrtoint ptr addrspace(1) %993 to i64
  %1005 = and i64 %1004, 15
  %1006 = icmp eq i64 %1005, 0
  %1007 = and i1 %995, %1006
  %1008 = and i1 %1000, %1007
  %1009 = and i1 %1003, %1007
  %1010 = xor i1 %995, %1009
  %1011 = xor i1 %998, %1009
  %1012 = xor i1 %1001, %1009
  %1013 = xor i1 %483, %1008
  %1014 = and i1 %1003, %1013
  %1015 = zext i1 %1009 to i32
  %1016 = select i1 %34, i32 %401, i32 0
  %1017 = select i1 %34, i32 %402, i32 0
  %1018 = select i1 %34, i32 %403, i32 0
  %1019 = select i1 %34, i32 %404, i32 0
  %1020 = zext i1 %1010 to i32
  %1021 = zext i1 %1011 to i32
  %1022 = zext i1 %1012 to i32
  %1023 = zext i1 %1014 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1015, i32 %1016, i32 %1017, i32 %1018, i32 %1019, ptr addrspace(1) %993, i32 %1020, i32 %1021, i32 %1022, i32 %1023) #4
  %1024 = or disjoint i32 %479, 64
  %1025 = add i32 %478, %1024
  %1026 = sext i32 %1025 to i64
  %1027 = getelementptr float, ptr addrspace(1) %2, i64 %1026
  %1028 = icmp slt i32 %1024, %4
  %1029 = and i1 %1028, %483
  %1030 = or disjoint i32 %479, 65
  %1031 = icmp slt i32 %1030, %4
  %1032 = and i1 %1031, %483
  %1033 = or disjoint i32 %479, 66
  %1034 = icmp slt i32 %1033, %4
  %1035 = and i1 %1034, %483
  %1036 = or disjoint i32 %479, 67
  %1037 = icmp slt i32 %1036, %4
  %1038 = ptrtoint ptr addrspace(1) %1027 to i64
  %1039 = and i64 %1038, 15
  %1040 = icmp eq i64 %1039, 0
  %1041 = and i1 %1029, %1040
  %1042 = and i1 %1034, %1041
  %1043 = and i1 %1037, %1041
  %1044 = xor i1 %1029, %1043
  %1045 = xor i1 %1032, %1043
  %1046 = xor i1 %1035, %1043
  %1047 = xor i1 %483, %1042
  %1048 = and i1 %1037, %1047
  %1049 = zext i1 %1043 to i32
  %1050 = select i1 %34, i32 %407, i32 0
  %1051 = select i1 %34, i32 %408, i32 0
  %1052 = select i1 %34, i32 %409, i32 0
  %1053 = select i1 %34, i32 %410, i32 0
  %1054 = zext i1 %1044 to i32
  %1055 = zext i1 %1045 to i32
  %1056 = zext i1 %1046 to i32
  %1057 = zext i1 %1048 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1049, i32 %1050, i32 %1051, i32 %1052, i32 %1053, ptr addrspace(1) %1027, i32 %1054, i32 %1055, i32 %1056, i32 %1057) #4
  %1058 = or disjoint i32 %479, 68
  %1059 = add i32 %478, %1058
  %1060 = sext i32 %1059 to i64
  %1061 = getelementptr float, ptr addrspace(1) %2, i64 %1060
  %1062 = icmp slt i32 %1058, %4
  %1063 = and i1 %1062, %483
  %1064 = or disjoint i32 %479, 69
  %1065 = icmp slt i32 %1064, %4
  %1066 = and i1 %1065, %483
  %1067 = or disjoint i32 %479, 70
  %1068 = icmp slt i32 %1067, %4
  %1069 = and i1 %1068, %483
  %1070 = or disjoint i32 %479, 71
  %1071 = icmp slt i32 %1070, %4
  %1072 = ptrtoint ptr addrspace(1) %1061 to i64
  %1073 = and i64 %1072, 15
  %1074 = icmp eq i64 %1073, 0
  %1075 = and i1 %1063, %1074
  %1076 = and i1 %1068, %1075
  %1077 = and i1 %1071, %1075
  %1078 = xor i1 %1063, %1077
  %1079 = xor i1 %1066, %1077
  %1080 = xor i1 %1069, %1077
  %1081 = xor i1 %483, %1076
  %1082 = and i1 %1071, %1081
  %1083 = zext i1 %1077 to i32
  %1084 = select i1 %34, i32 %411, i32 0
  %1085 = select i1 %34, i32 %412, i32 0
  %1086 = select i1 %34, i32 %413, i32 0
  %1087 = select i1 %34, i32 %414, i32 0
  %1088 = zext i1 %1078 to i32
  %1089 = zext i1 %1079 to i32
  %1090 = zext i1 %1080 to i32
  %1091 = zext i1 %1082 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1083, i32 %1084, i32 %1085, i32 %1086, i32 %1087, ptr addrspace(1) %1061, i32 %1088, i32 %1089, i32 %1090, i32 %1091) #4
  %1092 = or disjoint i32 %479, 72
  %1093 = add i32 %478, %1092
  %1094 = sext i32 %1093 to i64
  %1095 = getelementptr float, ptr addrspace(1) %2, i64 %1094
  %1096 = icmp slt i32 %1092, %4
  %1097 = and i1 %1096, %483
  %1098 = or disjoint i32 %479, 73
  %1099 = icmp slt i32 %1098, %4
  %1100 = and i1 %1099, %483
  %1101 = or disjoint i32 %479, 74
  %1102 = icmp slt i32 %1101, %4
  %1103 = and i1 %1102, %483
  %1104 = or disjoint i32 %479, 75
  %1105 = icmp slt i32 %1104, %4
  %1106 = ptrtoint ptr addrspace(1) %1095 to i64
  %1107 = and i64 %1106, 15
  %1108 = icmp eq i64 %1107, 0
  %1109 = and i1 %1097, %1108
  %1110 = and i1 %1102, %1109
  %1111 = and i1 %1105, %1109
  %1112 = xor i1 %1097, %1111
  %1113 = xor i1 %1100, %1111
  %1114 = xor i1 %1103, %1111
  %1115 = xor i1 %483, %1110
  %1116 = and i1 %1105, %1115
  %1117 = zext i1 %1111 to i32
  %1118 = select i1 %34, i32 %415, i32 0
  %1119 = select i1 %34, i32 %416, i32 0
  %1120 = select i1 %34, i32 %417, i32 0
  %1121 = select i1 %34, i32 %418, i32 0
  %1122 = zext i1 %1112 to i32
  %1123 = zext i1 %1113 to i32
  %1124 = zext i1 %1114 to i32
  %1125 = zext i1 %1116 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1117, i32 %1118, i32 %1119, i32 %1120, i32 %1121, ptr addrspace(1) %1095, i32 %1122, i32 %1123, i32 %1124, i32 %1125) #4
  %1126 = or disjoint i32 %479, 76
  %1127 = add i32 %478, %1126
  %1128 = sext i32 %1127 to i64
  %1129 = getelementptr float, ptr addrspace(1) %2, i64 %1128
  %1130 = icmp slt i32 %1126, %4
  %1131 = and i1 %1130, %483
  %1132 = or disjoint i32 %479, 77
  %1133 = icmp slt i32 %1132, %4
  %1134 = and i1 %1133, %483
  %1135 = or disjoint i32 %479, 78
  %1136 = icmp slt i32 %1135, %4
  %1137 = and i1 %1136, %483
  %1138 = or disjoint i32 %479, 79
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
  %1149 = xor i1 %483, %1144
  %1150 = and i1 %1139, %1149
  %1151 = zext i1 %1145 to i32
  %1152 = select i1 %34, i32 %419, i32 0
  %1153 = select i1 %34, i32 %420, i32 0
  %1154 = select i1 %34, i32 %421, i32 0
  %1155 = select i1 %34, i32 %422, i32 0
  %1156 = zext i1 %1146 to i32
  %1157 = zext i1 %1147 to i32
  %1158 = zext i1 %1148 to i32
  %1159 = zext i1 %1150 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1151, i32 %1152, i32 %1153, i32 %1154, i32 %1155, ptr addrspace(1) %1129, i32 %1156, i32 %1157, i32 %1158, i32 %1159) #4
  %1160 = or disjoint i32 %479, 80
  %1161 = add i32 %478, %1160
  %1162 = sext i32 %1161 to i64
  %1163 = getelementptr float, ptr addrspace(1) %2, i64 %1162
  %1164 = icmp slt i32 %1160, %4
  %1165 = and i1 %1164, %483
  %1166 = or disjoint i32 %479, 81
  %1167 = icmp slt i32 %1166, %4
  %1168 = and i1 %1167, %483
  %1169 = or disjoint i32 %479, 82
  %1170 = icmp slt i32 %1169, %4
  %1171 = and i1 %1170, %483
  %1172 = or disjoint i32 %479, 83
  %1173 = icmp slt i32 %1172, %4
  %1174 = ptrtoint ptr addrspace(1) %1163 to i64
  %1175 = and i64 %1174, 15
  %1176 = icmp eq i64 %1175, 0
  %1177 = and i1 %1165, %1176
  %1178 = and i1 %1170, %1177
  %1179 = and i1 %1173, %1177
  %1180 = xor i1 %1165, %1179
  %1181 = xor i1 %1168, %1179
  %1182 = xor i1 %1171, %1179
  %1183 = xor i1 %483, %1178
  %1184 = and i1 %1173, %1183
  %1185 = zext i1 %1179 to i32
  %1186 = select i1 %34, i32 %423, i32 0
  %1187 = select i1 %34, i32 %424, i32 0
  %1188 = select i1 %34, i32 %425, i32 0
  %1189 = select i1 %34, i32 %426, i32 0
  %1190 = zext i1 %1180 to i32
  %1191 = zext i1 %1181 to i32
  %1192 = zext i1 %1182 to i32
  %1193 = zext i1 %1184 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1185, i32 %1186, i32 %1187, i32 %1188, i32 %1189, ptr addrspace(1) %1163, i32 %1190, i32 %1191, i32 %1192, i32 %1193) #4
  %1194 = or disjoint i32 %479, 84
  %1195 = add i32 %478, %1194
  %1196 = sext i32 %1195 to i64
  %1197 = getelementptr float, ptr addrspace(1) %2, i64 %1196
  %1198 = icmp slt i32 %1194, %4
  %1199 = and i1 %1198, %483
  %1200 = or disjoint i32 %479, 85
  %1201 = icmp slt i32 %1200, %4
  %1202 = and i1 %1201, %483
  %1203 = or disjoint i32 %479, 86
  %1204 = icmp slt i32 %1203, %4
  %1205 = and i1 %1204, %483
  %1206 = or disjoint i32 %479, 87
  %1207 = icmp slt i32 %1206, %4
  %1208 = ptrtoint ptr addrspace(1) %1197 to i64
  %1209 = and i64 %1208, 15
  %1210 = icmp eq i64 %1209, 0
  %1211 = and i1 %1199, %1210
  %1212 = and i1 %1204, %1211
  %1213 = and i1 %1207, %1211
  %1214 = xor i1 %1199, %1213
  %1215 = xor i1 %1202, %1213
  %1216 = xor i1 %1205, %1213
  %1217 = xor i1 %483, %1212
  %1218 = and i1 %1207, %1217
  %1219 = zext i1 %1213 to i32
  %1220 = select i1 %34, i32 %427, i32 0
  %1221 = select i1 %34, i32 %428, i32 0
  %1222 = select i1 %34, i32 %429, i32 0
  %1223 = select i1 %34, i32 %430, i32 0
  %1224 = zext i1 %1214 to i32
  %1225 = zext i1 %1215 to i32
  %1226 = zext i1 %1216 to i32
  %1227 = zext i1 %1218 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1219, i32 %1220, i32 %1221, i32 %1222, i32 %1223, ptr addrspace(1) %1197, i32 %1224, i32 %1225, i32 %1226, i32 %1227) #4
  %1228 = or disjoint i32 %479, 88
  %1229 = add i32 %478, %1228
  %1230 = sext i32 %1229 to i64
  %1231 = getelementptr float, ptr addrspace(1) %2, i64 %1230
  %1232 = icmp slt i32 %1228, %4
  %1233 = and i1 %1232, %483
  %1234 = or disjoint i32 %479, 89
  %1235 = icmp slt i32 %1234, %4
  %1236 = and i1 %1235, %483
  %1237 = or disjoint i32 %479, 90
  %1238 = icmp slt i32 %1237, %4
  %1239 = and i1 %1238, %483
  %1240 = or disjoint i32 %479, 91
  %1241 = icmp slt i32 %1240, %4
  %1242 = ptrtoint ptr addrspace(1) %1231 to i64
  %1243 = and i64 %1242, 15
  %1244 = icmp eq i64 %1243, 0
  %1245 = and i1 %1233, %1244
  %1246 = and i1 %1238, %1245
  %1247 = and i1 %1241, %1245
  %1248 = xor i1 %1233, %1247
  %1249 = xor i1 %1236, %1247
  %1250 = xor i1 %1239, %1247
  %1251 = xor i1 %483, %1246
  %1252 = and i1 %1241, %1251
  %1253 = zext i1 %1247 to i32
  %1254 = select i1 %34, i32 %431, i32 0
  %1255 = select i1 %34, i32 %432, i32 0
  %1256 = select i1 %34, i32 %433, i32 0
  %1257 = select i1 %34, i32 %434, i32 0
  %1258 = zext i1 %1248 to i32
  %1259 = zext i1 %1249 to i32
  %1260 = zext i1 %1250 to i32
  %1261 = zext i1 %1252 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1253, i32 %1254, i32 %1255, i32 %1256, i32 %1257, ptr addrspace(1) %1231, i32 %1258, i32 %1259, i32 %1260, i32 %1261) #4
  %1262 = or disjoint i32 %479, 92
  %1263 = add i32 %478, %1262
  %1264 = sext i32 %1263 to i64
  %1265 = getelementptr float, ptr addrspace(1) %2, i64 %1264
  %1266 = icmp slt i32 %1262, %4
  %1267 = and i1 %1266, %483
  %1268 = or disjoint i32 %479, 93
  %1269 = icmp slt i32 %1268, %4
  %1270 = and i1 %1269, %483
  %1271 = or disjoint i32 %479, 94
  %1272 = icmp slt i32 %1271, %4
  %1273 = and i1 %1272, %483
  %1274 = or disjoint i32 %479, 95
  %1275 = icmp slt i32 %1274, %4
  %1276 = ptrtoint ptr addrspace(1) %1265 to i64
  %1277 = and i64 %1276, 15
  %1278 = icmp eq i64 %1277, 0
  %1279 = and i1 %1267, %1278
  %1280 = and i1 %1272, %1279
  %1281 = and i1 %1275, %1279
  %1282 = xor i1 %1267, %1281
  %1283 = xor i1 %1270, %1281
  %1284 = xor i1 %1273, %1281
  %1285 = xor i1 %483, %1280
  %1286 = and i1 %1275, %1285
  %1287 = zext i1 %1281 to i32
  %1288 = select i1 %34, i32 %435, i32 0
  %1289 = select i1 %34, i32 %436, i32 0
  %1290 = select i1 %34, i32 %437, i32 0
  %1291 = select i1 %34, i32 %438, i32 0
  %1292 = zext i1 %1282 to i32
  %1293 = zext i1 %1283 to i32
  %1294 = zext i1 %1284 to i32
  %1295 = zext i1 %1286 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1287, i32 %1288, i32 %1289, i32 %1290, i32 %1291, ptr addrspace(1) %1265, i32 %1292, i32 %1293, i32 %1294, i32 %1295) #4
  %1296 = or disjoint i32 %479, 96
  %1297 = add i32 %478, %1296
  %1298 = sext i32 %1297 to i64
  %1299 = getelementptr float, ptr addrspace(1) %2, i64 %1298
  %1300 = icmp slt i32 %1296, %4
  %1301 = and i1 %1300, %483
  %1302 = or disjoint i32 %479, 97
  %1303 = icmp slt i32 %1302, %4
  %1304 = and i1 %1303, %483
  %1305 = or disjoint i32 %479, 98
  %1306 = icmp slt i32 %1305, %4
  %1307 = and i1 %1306, %483
  %1308 = or disjoint i32 %479, 99
  %1309 = icmp slt i32 %1308, %4
  %1310 = ptrtoint ptr addrspace(1) %1299 to i64
  %1311 = and i64 %1310, 15
  %1312 = icmp eq i64 %1311, 0
  %1313 = and i1 %1301, %1312
  %1314 = and i1 %1306, %1313
  %1315 = and i1 %1309, %1313
  %1316 = xor i1 %1301, %1315
  %1317 = xor i1 %1304, %1315
  %1318 = xor i1 %1307, %1315
  %1319 = xor i1 %483, %1314
  %1320 = and i1 %1309, %1319
  %1321 = zext i1 %1315 to i32
  %1322 = select i1 %34, i32 %441, i32 0
  %1323 = select i1 %34, i32 %442, i32 0
  %1324 = select i1 %34, i32 %443, i32 0
  %1325 = select i1 %34, i32 %444, i32 0
  %1326 = zext i1 %1316 to i32
  %1327 = zext i1 %1317 to i32
  %1328 = zext i1 %1318 to i32
  %1329 = zext i1 %1320 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1321, i32 %1322, i32 %1323, i32 %1324, i32 %1325, ptr addrspace(1) %1299, i32 %1326, i32 %1327, i32 %1328, i32 %1329) #4
  %1330 = or disjoint i32 %479, 100
  %1331 = add i32 %478, %1330
  %1332 = sext i32 %1331 to i64
  %1333 = getelementptr float, ptr addrspace(1) %2, i64 %1332
  %1334 = icmp slt i32 %1330, %4
  %1335 = and i1 %1334, %483
  %1336 = or disjoint i32 %479, 101
  %1337 = icmp slt i32 %1336, %4
  %1338 = and i1 %1337, %483
  %1339 = or disjoint i32 %479, 102
  %1340 = icmp slt i32 %1339, %4
  %1341 = and i1 %1340, %483
  %1342 = or disjoint i32 %479, 103
  %1343 = icmp slt i32 %1342, %4
  %1344 = ptrtoint ptr addrspace(1) %1333 to i64
  %1345 = and i64 %1344, 15
  %1346 = icmp eq i64 %1345, 0
  %1347 = and i1 %1335, %1346
  %1348 = and i1 %1340, %1347
  %1349 = and i1 %1343, %1347
  %1350 = xor i1 %1335, %1349
  %1351 = xor i1 %1338, %1349
  %1352 = xor i1 %1341, %1349
  %1353 = xor i1 %483, %1348
  %1354 = and i1 %1343, %1353
  %1355 = zext i1 %1349 to i32
  %1356 = select i1 %34, i32 %445, i32 0
  %1357 = select i1 %34, i32 %446, i32 0
  %1358 = select i1 %34, i32 %447, i32 0
  %1359 = select i1 %34, i32 %448, i32 0
  %1360 = zext i1 %1350 to i32
  %1361 = zext i1 %1351 to i32
  %1362 = zext i1 %1352 to i32
  %1363 = zext i1 %1354 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1355, i32 %1356, i32 %1357, i32 %1358, i32 %1359, ptr addrspace(1) %1333, i32 %1360, i32 %1361, i32 %1362, i32 %1363) #4
  %1364 = or disjoint i32 %479, 104
  %1365 = add i32 %478, %1364
  %1366 = sext i32 %1365 to i64
  %1367 = getelementptr float, ptr addrspace(1) %2, i64 %1366
  %1368 = icmp slt i32 %1364, %4
  %1369 = and i1 %1368, %483
  %1370 = or disjoint i32 %479, 105
  %1371 = icmp slt i32 %1370, %4
  %1372 = and i1 %1371, %483
  %1373 = or disjoint i32 %479, 106
  %1374 = icmp slt i32 %1373, %4
  %1375 = and i1 %1374, %483
  %1376 = or disjoint i32 %479, 107
  %1377 = icmp slt i32 %1376, %4
  %1378 = ptrtoint ptr addrspace(1) %1367 to i64
  %1379 = and i64 %1378, 15
  %1380 = icmp eq i64 %1379, 0
  %1381 = and i1 %1369, %1380
  %1382 = and i1 %1374, %1381
  %1383 = and i1 %1377, %1381
  %1384 = xor i1 %1369, %1383
  %1385 = xor i1 %1372, %1383
  %1386 = xor i1 %1375, %1383
  %1387 = xor i1 %483, %1382
  %1388 = and i1 %1377, %1387
  %1389 = zext i1 %1383 to i32
  %1390 = select i1 %34, i32 %449, i32 0
  %1391 = select i1 %34, i32 %450, i32 0
  %1392 = select i1 %34, i32 %451, i32 0
  %1393 = select i1 %34, i32 %452, i32 0
  %1394 = zext i1 %1384 to i32
  %1395 = zext i1 %1385 to i32
  %1396 = zext i1 %1386 to i32
  %1397 = zext i1 %1388 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1389, i32 %1390, i32 %1391, i32 %1392, i32 %1393, ptr addrspace(1) %1367, i32 %1394, i32 %1395, i32 %1396, i32 %1397) #4
  %1398 = or disjoint i32 %479, 108
  %1399 = add i32 %478, %1398
  %1400 = sext i32 %1399 to i64
  %1401 = getelementptr float, ptr addrspace(1) %2, i64 %1400
  %1402 = icmp slt i32 %1398, %4
  %1403 = and i1 %1402, %483
  %1404 = or disjoint i32 %479, 109
  %1405 = icmp slt i32 %1404, %4
  %1406 = and i1 %1405, %483
  %1407 = or disjoint i32 %479, 110
  %1408 = icmp slt i32 %1407, %4
  %1409 = and i1 %1408, %483
  %1410 = or disjoint i32 %479, 111
  %1411 = icmp slt i32 %1410, %4
  %1412 = ptrtoint ptr addrspace(1) %1401 to i64
  %1413 = and i64 %1412, 15
  %1414 = icmp eq i64 %1413, 0
  %1415 = and i1 %1403, %1414
  %1416 = and i1 %1408, %1415
  %1417 = and i1 %1411, %1415
  %1418 = xor i1 %1403, %1417
  %1419 = xor i1 %1406, %1417
  %1420 = xor i1 %1409, %1417
  %1421 = xor i1 %483, %1416
  %1422 = and i1 %1411, %1421
  %1423 = zext i1 %1417 to i32
  %1424 = select i1 %34, i32 %453, i32 0
  %1425 = select i1 %34, i32 %454, i32 0
  %1426 = select i1 %34, i32 %455, i32 0
  %1427 = select i1 %34, i32 %456, i32 0
  %1428 = zext i1 %1418 to i32
  %1429 = zext i1 %1419 to i32
  %1430 = zext i1 %1420 to i32
  %1431 = zext i1 %1422 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1423, i32 %1424, i32 %1425, i32 %1426, i32 %1427, ptr addrspace(1) %1401, i32 %1428, i32 %1429, i32 %1430, i32 %1431) #4
  %1432 = or disjoint i32 %479, 112
  %1433 = add i32 %478, %1432
  %1434 = sext i32 %1433 to i64
  %1435 = getelementptr float, ptr addrspace(1) %2, i64 %1434
  %1436 = icmp slt i32 %1432, %4
  %1437 = and i1 %1436, %483
  %1438 = or disjoint i32 %479, 113
  %1439 = icmp slt i32 %1438, %4
  %1440 = and i1 %1439, %483
  %1441 = or disjoint i32 %479, 114
  %1442 = icmp slt i32 %1441, %4
  %1443 = and i1 %1442, %483
  %1444 = or disjoint i32 %479, 115
  %1445 = icmp slt i32 %1444, %4
  %1446 = ptrtoint ptr addrspace(1) %1435 to i64
  %1447 = and i64 %1446, 15
  %1448 = icmp eq i64 %1447, 0
  %1449 = and i1 %1437, %1448
  %1450 = and i1 %1442, %1449
  %1451 = and i1 %1445, %1449
  %1452 = xor i1 %1437, %1451
  %1453 = xor i1 %1440, %1451
  %1454 = xor i1 %1443, %1451
  %1455 = xor i1 %483, %1450
  %1456 = and i1 %1445, %1455
  %1457 = zext i1 %1451 to i32
  %1458 = select i1 %34, i32 %457, i32 0
  %1459 = select i1 %34, i32 %458, i32 0
  %1460 = select i1 %34, i32 %459, i32 0
  %1461 = select i1 %34, i32 %460, i32 0
  %1462 = zext i1 %1452 to i32
  %1463 = zext i1 %1453 to i32
  %1464 = zext i1 %1454 to i32
  %1465 = zext i1 %1456 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1457, i32 %1458, i32 %1459, i32 %1460, i32 %1461, ptr addrspace(1) %1435, i32 %1462, i32 %1463, i32 %1464, i32 %1465) #4
  %1466 = or disjoint i32 %479, 116
  %1467 = add i32 %478, %1466
  %1468 = sext i32 %1467 to i64
  %1469 = getelementptr float, ptr addrspace(1) %2, i64 %1468
  %1470 = icmp slt i32 %1466, %4
  %1471 = and i1 %1470, %483
  %1472 = or disjoint i32 %479, 117
  %1473 = icmp slt i32 %1472, %4
  %1474 = and i1 %1473, %483
  %1475 = or disjoint i32 %479, 118
  %1476 = icmp slt i32 %1475, %4
  %1477 = and i1 %1476, %483
  %1478 = or disjoint i32 %479, 119
  %1479 = icmp slt i32 %1478, %4
  %1480 = ptrtoint ptr addrspace(1) %1469 to i64
  %1481 = and i64 %1480, 15
  %1482 = icmp eq i64 %1481, 0
  %1483 = and i1 %1471, %1482
  %1484 = and i1 %1476, %1483
  %1485 = and i1 %1479, %1483
  %1486 = xor i1 %1471, %1485
  %1487 = xor i1 %1474, %1485
  %1488 = xor i1 %1477, %1485
  %1489 = xor i1 %483, %1484
  %1490 = and i1 %1479, %1489
  %1491 = zext i1 %1485 to i32
  %1492 = select i1 %34, i32 %461, i32 0
  %1493 = select i1 %34, i32 %462, i32 0
  %1494 = select i1 %34, i32 %463, i32 0
  %1495 = select i1 %34, i32 %464, i32 0
  %1496 = zext i1 %1486 to i32
  %1497 = zext i1 %1487 to i32
  %1498 = zext i1 %1488 to i32
  %1499 = zext i1 %1490 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1491, i32 %1492, i32 %1493, i32 %1494, i32 %1495, ptr addrspace(1) %1469, i32 %1496, i32 %1497, i32 %1498, i32 %1499) #4
  %1500 = or disjoint i32 %479, 120
  %1501 = add i32 %478, %1500
  %1502 = sext i32 %1501 to i64
  %1503 = getelementptr float, ptr addrspace(1) %2, i64 %1502
  %1504 = icmp slt i32 %1500, %4
  %1505 = and i1 %1504, %483
  %1506 = or disjoint i32 %479, 121
  %1507 = icmp slt i32 %1506, %4
  %1508 = and i1 %1507, %483
  %1509 = or disjoint i32 %479, 122
  %1510 = icmp slt i32 %1509, %4
  %1511 = and i1 %1510, %483
  %1512 = or disjoint i32 %479, 123
  %1513 = icmp slt i32 %1512, %4
  %1514 = ptrtoint ptr addrspace(1) %1503 to i64
  %1515 = and i64 %1514, 15
  %1516 = icmp eq i64 %1515, 0
  %1517 = and i1 %1505, %1516
  %1518 = and i1 %1510, %1517
  %1519 = and i1 %1513, %1517
  %1520 = xor i1 %1505, %1519
  %1521 = xor i1 %1508, %1519
  %1522 = xor i1 %1511, %1519
  %1523 = xor i1 %483, %1518
  %1524 = and i1 %1513, %1523
  %1525 = zext i1 %1519 to i32
  %1526 = select i1 %34, i32 %465, i32 0
  %1527 = select i1 %34, i32 %466, i32 0
  %1528 = select i1 %34, i32 %467, i32 0
  %1529 = select i1 %34, i32 %468, i32 0
  %1530 = zext i1 %1520 to i32
  %1531 = zext i1 %1521 to i32
  %1532 = zext i1 %1522 to i32
  %1533 = zext i1 %1524 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1525, i32 %1526, i32 %1527, i32 %1528, i32 %1529, ptr addrspace(1) %1503, i32 %1530, i32 %1531, i32 %1532, i32 %1533) #4
  %1534 = or disjoint i32 %479, 124
  %1535 = add i32 %478, %1534
  %1536 = sext i32 %1535 to i64
  %1537 = getelementptr float, ptr addrspace(1) %2, i64 %1536
  %1538 = icmp slt i32 %1534, %4
  %1539 = and i1 %1538, %483
  %1540 = or disjoint i32 %479, 125
  %1541 = icmp slt i32 %1540, %4
  %1542 = and i1 %1541, %483
  %1543 = or disjoint i32 %479, 126
  %1544 = icmp slt i32 %1543, %4
  %1545 = and i1 %1544, %483
  %.reass39 = or disjoint i32 %335, %invariant.op38
  %1546 = icmp slt i32 %.reass39, %4
  %1547 = ptrtoint ptr addrspace(1) %1537 to i64
  %1548 = and i64 %1547, 15
  %1549 = icmp eq i64 %1548, 0
  %1550 = and i1 %1539, %1549
  %1551 = and i1 %1544, %1550
  %1552 = and i1 %1546, %1551
  %1553 = xor i1 %1539, %1552
  %1554 = xor i1 %1542, %1552
  %1555 = xor i1 %1545, %1552
  %1556 = xor i1 %483, %1551
  %1557 = and i1 %1546, %1556
  %1558 = zext i1 %1552 to i32
  %1559 = select i1 %34, i32 %469, i32 0
  %1560 = select i1 %34, i32 %470, i32 0
  %1561 = select i1 %34, i32 %471, i32 0
  %1562 = select i1 %34, i32 %472, i32 0
  %1563 = zext i1 %1553 to i32
  %1564 = zext i1 %1554 to i32
  %1565 = zext i1 %1555 to i32
  %1566 = zext i1 %1557 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1558, i32 %1559, i32 %1560, i32 %1561, i32 %1562, ptr addrspace(1) %1537, i32 %1563, i32 %1564, i32 %1565, i32 %1566) #4
  %1567 = add i32 %310, %45
  %1568 = add i32 %311, %14
  %1569 = icmp slt i32 %1568, %12
  br i1 %1569, label %309, label %._crit_edge

._crit_edge:                                      ; preds = %477, %.preheader19
  %.lcssa = phi i32 [ 0, %.preheader19 ], [ %1567, %477 ]
  %1570 = lshr i32 %.lcssa, 2
  %1571 = and i32 %1570, 1
  %1572 = xor i32 %1571, 1
  br i1 %16, label %1573, label %.critedge12

1573:                                             ; preds = %._crit_edge
  %1574 = shl i32 %.lcssa, 4
  %1575 = and i32 %1574, 48
  %1576 = zext nneg i32 %1575 to i64
  %1577 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_pair_dsmem, i64 131136), i64 %1576
  %1578 = ptrtoint ptr addrspace(3) %1577 to i64
  %1579 = trunc i64 %1578 to i32
  br label %1580

1580:                                             ; preds = %1580, %1573
  %1581 = tail call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %1579, i32 %1572) #4
  %1582 = icmp eq i32 %1581, 0
  br i1 %1582, label %1580, label %1583

1583:                                             ; preds = %1580
  %1584 = add i32 %.lcssa, 1
  %1585 = lshr i32 %1584, 2
  %1586 = and i32 %1585, 1
  %1587 = xor i32 %1586, 1
  %1588 = shl i32 %1584, 4
  %1589 = and i32 %1588, 48
  %1590 = zext nneg i32 %1589 to i64
  %1591 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_pair_dsmem, i64 131136), i64 %1590
  %1592 = ptrtoint ptr addrspace(3) %1591 to i64
  %1593 = trunc i64 %1592 to i32
  br label %1594

1594:                                             ; preds = %1594, %1583
  %1595 = tail call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %1593, i32 %1587) #4
  %1596 = icmp eq i32 %1595, 0
  br i1 %1596, label %1594, label %.critedge8

.critedge8:                                       ; preds = %1594
  %1597 = add i32 %.lcssa, 2
  %1598 = lshr i32 %1597, 2
  %1599 = and i32 %1598, 1
  %1600 = xor i32 %1599, 1
  %1601 = shl i32 %1597, 4
  %1602 = and i32 %1601, 48
  %1603 = zext nneg i32 %1602 to i64
  %1604 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_pair_dsmem, i64 131136), i64 %1603
  %1605 = ptrtoint ptr addrspace(3) %1604 to i64
  %1606 = trunc i64 %1605 to i32
  br label %1607

1607:                                             ; preds = %1607, %.critedge8
  %1608 = tail call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %1606, i32 %1600) #4
  %1609 = icmp eq i32 %1608, 0
  br i1 %1609, label %1607, label %1610

1610:                                             ; preds = %1607
  %1611 = add i32 %.lcssa, 3
  %1612 = lshr i32 %1611, 2
  %1613 = and i32 %1612, 1
  %1614 = xor i32 %1613, 1
  %1615 = shl i32 %1611, 4
  %1616 = and i32 %1615, 48
  %1617 = zext nneg i32 %1616 to i64
  %1618 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_pair_dsmem, i64 131136), i64 %1617
  %1619 = ptrtoint ptr addrspace(3) %1618 to i64
  %1620 = trunc i64 %1619 to i32
  br label %1621

1621:                                             ; preds = %1621, %1610
  %1622 = tail call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %1620, i32 %1614) #4
  %1623 = icmp eq i32 %1622, 0
  br i1 %1623, label %1621, label %.critedge12

.critedge12:                                      ; preds = %1621, %._crit_edge
  tail call void asm sideeffect "tcgen05.fence::before_thread_sync;", "~{memory}"() #4
  tail call void asm sideeffect "bar.sync 8, 256;", "~{memory}"() #5
  br i1 %25, label %1624, label %1625

1624:                                             ; preds = %.critedge12
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;\0A\09tcgen05.dealloc.cta_group::2.sync.aligned.b32 $0, 512;", "r,~{memory}"(i32 %28) #4
  br label %1625

1625:                                             ; preds = %1624, %.critedge12
  tail call void asm sideeffect "bar.sync 8, 256;", "~{memory}"() #5
  br i1 %16, label %1626, label %1627

1626:                                             ; preds = %1625
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_pair_dsmem, i64 131072) to i32)) #4
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_pair_dsmem, i64 131072) to i32), i32 16)) #4
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_pair_dsmem, i64 131072) to i32), i32 32)) #4
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_pair_dsmem, i64 131072) to i32), i32 48)) #4
  br label %1627

1627:                                             ; preds = %1626, %1625
  tail call void asm sideeffect "bar.sync 8, 256;", "~{memory}"() #5
  br i1 %16, label %1628, label %1629

1628:                                             ; preds = %1627
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_pair_dsmem, i64 131136) to i32)) #4
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_pair_dsmem, i64 131136) to i32), i32 16)) #4
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_pair_dsmem, i64 131136) to i32), i32 32)) #4
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_pair_dsmem, i64 131136) to i32), i32 48)) #4
  br label %1629

1629:                                             ; preds = %1628, %1627
  tail call void asm sideeffect "bar.sync 8, 256;", "~{memory}"() #5
  br i1 %16, label %1630, label %.loopexit18

1630:                                             ; preds = %1629
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_pair_dsmem, i64 131200) to i32)) #4
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_pair_dsmem, i64 131200) to i32), i32 16)) #4
  br label %.loopexit18

.loopexit18:                                      ; preds = %305, %1629, %1630, %46
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
