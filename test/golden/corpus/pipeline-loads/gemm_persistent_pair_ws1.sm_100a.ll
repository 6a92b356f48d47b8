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
  br i1 %30, label %43, label %.preheader13

.preheader13:                                     ; preds = %27
  %31 = icmp slt i32 %13, %12
  br i1 %31, label %.lr.ph, label %._crit_edge

.lr.ph:                                           ; preds = %.preheader13
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
  %invariant.op33 = or i32 %7, 127
  br label %360

43:                                               ; preds = %27
  %44 = icmp eq i32 %7, 256
  br i1 %44, label %.preheader, label %.loopexit

.preheader:                                       ; preds = %43
  %45 = icmp slt i32 %13, %12
  br i1 %45, label %.lr.ph17, label %._crit_edge18

.lr.ph17:                                         ; preds = %.preheader
  %46 = shl nuw nsw i32 %11, 2
  %47 = shl nuw nsw i32 %15, 7
  %48 = icmp sgt i32 %5, 0
  %49 = and i1 %29, %48
  %50 = ptrtoint ptr %0 to i64
  %51 = ptrtoint ptr %1 to i64
  %52 = icmp sgt i32 %5, 64
  %53 = and i1 %29, %52
  %54 = icmp sgt i32 %5, 128
  %55 = and i1 %29, %54
  %56 = icmp sgt i32 %5, 192
  %57 = and i1 %29, %56
  %58 = add i32 %5, 63
  %59 = sdiv i32 %58, 64
  %60 = select i1 %48, i32 %59, i32 0
  br label %61

61:                                               ; preds = %.lr.ph17, %302
  %62 = phi i32 [ 0, %.lr.ph17 ], [ %303, %302 ]
  %63 = phi i32 [ %13, %.lr.ph17 ], [ %304, %302 ]
  %64 = and i32 %62, 3
  %65 = lshr i32 %62, 2
  %66 = and i32 %65, 1
  %67 = xor i32 %66, 1
  %68 = shl nuw nsw i32 %64, 4
  %69 = zext nneg i32 %68 to i64
  %70 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_pair_dsmem, i64 131136), i64 %69
  %71 = ptrtoint ptr addrspace(3) %70 to i64
  %72 = trunc i64 %71 to i32
  br label %73

73:                                               ; preds = %73, %61
  %74 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %72, i32 %67) #4
  %75 = icmp eq i32 %74, 0
  br i1 %75, label %73, label %76

76:                                               ; preds = %73
  %.frozen = freeze i32 %63
  %.frozen38 = freeze i32 %46
  %77 = udiv i32 %.frozen, %.frozen38
  %78 = shl i32 %77, 2
  %79 = mul i32 %77, %.frozen38
  %.decomposed = sub i32 %.frozen, %79
  %80 = sub i32 %9, %78
  %81 = call i32 @llvm.umin.i32(i32 %80, i32 4)
  %.frozen39 = freeze i32 %81
  %82 = udiv i32 %.decomposed, %.frozen39
  %83 = mul i32 %82, %.frozen39
  %.decomposed40 = sub i32 %.decomposed, %83
  %84 = add nuw i32 %.decomposed40, %78
  %85 = shl i32 %84, 8
  %86 = or disjoint i32 %85, %47
  %87 = shl i32 %82, 8
  %88 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_pair_dsmem, i64 131072), i64 %69
  br i1 %49, label %89, label %92

89:                                               ; preds = %76
  %90 = ptrtoint ptr addrspace(3) %88 to i64
  %91 = trunc i64 %90 to i32
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 %91, i32 65536) #4
  br label %92

92:                                               ; preds = %89, %76
  %93 = shl nuw nsw i32 %64, 14
  br i1 %48, label %94, label %102

94:                                               ; preds = %92
  %95 = zext nneg i32 %93 to i64
  %96 = getelementptr i8, ptr addrspace(3) @gemm_persistent_pair_dsmem, i64 %95
  %97 = ptrtoint ptr addrspace(3) %96 to i64
  %98 = trunc i64 %97 to i32
  %99 = ptrtoint ptr addrspace(3) %88 to i64
  %100 = trunc i64 %99 to i32
  %101 = call i32 asm "mapa.shared::cluster.u32 $0, $1, $2;", "=r,r,r"(i32 %100, i32 0) #4
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.cta_group::2 [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %98, i64 %50, i32 0, i32 %86, i32 %101) #4
  br label %102

102:                                              ; preds = %94, %92
  %103 = or disjoint i32 %87, %47
  br i1 %48, label %104, label %112

104:                                              ; preds = %102
  %105 = zext nneg i32 %93 to i64
  %106 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_pair_dsmem, i64 65536), i64 %105
  %107 = ptrtoint ptr addrspace(3) %106 to i64
  %108 = trunc i64 %107 to i32
  %109 = ptrtoint ptr addrspace(3) %88 to i64
  %110 = trunc i64 %109 to i32
  %111 = call i32 asm "mapa.shared::cluster.u32 $0, $1, $2;", "=r,r,r"(i32 %110, i32 0) #4
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.cta_group::2 [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %108, i64 %51, i32 0, i32 %103, i32 %111) #4
  br label %112

112:                                              ; preds = %104, %102
  %113 = add i32 %62, 1
  %114 = and i32 %113, 3
  %115 = lshr i32 %113, 2
  %116 = and i32 %115, 1
  %117 = xor i32 %116, 1
  %118 = shl nuw nsw i32 %114, 4
  %119 = zext nneg i32 %118 to i64
  %120 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_pair_dsmem, i64 131136), i64 %119
  %121 = ptrtoint ptr addrspace(3) %120 to i64
  %122 = trunc i64 %121 to i32
  br label %123

123:                                              ; preds = %123, %112
  %124 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %122, i32 %117) #4
  %125 = icmp eq i32 %124, 0
  br i1 %125, label %123, label %126

126:                                              ; preds = %123
  %127 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_pair_dsmem, i64 131072), i64 %119
  br i1 %53, label %128, label %131

128:                                              ; preds = %126
  %129 = ptrtoint ptr addrspace(3) %127 to i64
  %130 = trunc i64 %129 to i32
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 %130, i32 65536) #4
  br label %131

131:                                              ; preds = %128, %126
  br i1 %52, label %132, label %.critedge

132:                                              ; preds = %131
  %133 = shl nuw nsw i32 %114, 14
  %134 = zext nneg i32 %133 to i64
  %135 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_pair_dsmem, i64 65536), i64 %134
  %136 = ptrtoint ptr addrspace(3) %135 to i64
  %137 = trunc i64 %136 to i32
  %138 = getelementptr i8, ptr addrspace(3) @gemm_persistent_pair_dsmem, i64 %134
  %139 = ptrtoint ptr addrspace(3) %138 to i64
  %140 = trunc i64 %139 to i32
  %141 = ptrtoint ptr addrspace(3) %127 to i64
  %142 = trunc i64 %141 to i32
  %143 = call i32 asm "mapa.shared::cluster.u32 $0, $1, $2;", "=r,r,r"(i32 %142, i32 0) #4
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.cta_group::2 [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %140, i64 %50, i32 64, i32 %86, i32 %143) #4
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.cta_group::2 [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %137, i64 %51, i32 64, i32 %103, i32 %143) #4
  br label %.critedge

.critedge:                                        ; preds = %131, %132
  %144 = add i32 %62, 2
  %145 = and i32 %144, 3
  %146 = lshr i32 %144, 2
  %147 = and i32 %146, 1
  %148 = xor i32 %147, 1
  %149 = shl nuw nsw i32 %145, 4
  %150 = zext nneg i32 %149 to i64
  %151 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_pair_dsmem, i64 131136), i64 %150
  %152 = ptrtoint ptr addrspace(3) %151 to i64
  %153 = trunc i64 %152 to i32
  br label %154

154:                                              ; preds = %154, %.critedge
  %155 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %153, i32 %148) #4
  %156 = icmp eq i32 %155, 0
  br i1 %156, label %154, label %157

157:                                              ; preds = %154
  %158 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_pair_dsmem, i64 131072), i64 %150
  br i1 %55, label %159, label %162

159:                                              ; preds = %157
  %160 = ptrtoint ptr addrspace(3) %158 to i64
  %161 = trunc i64 %160 to i32
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 %161, i32 65536) #4
  br label %162

162:                                              ; preds = %159, %157
  br i1 %54, label %163, label %.critedge2

163:                                              ; preds = %162
  %164 = shl nuw nsw i32 %145, 14
  %165 = zext nneg i32 %164 to i64
  %166 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_pair_dsmem, i64 65536), i64 %165
  %167 = ptrtoint ptr addrspace(3) %166 to i64
  %168 = trunc i64 %167 to i32
  %169 = getelementptr i8, ptr addrspace(3) @gemm_persistent_pair_dsmem, i64 %165
  %170 = ptrtoint ptr addrspace(3) %169 to i64
  %171 = trunc i64 %170 to i32
  %172 = ptrtoint ptr addrspace(3) %158 to i64
  %173 = trunc i64 %172 to i32
  %174 = call i32 asm "mapa.shared::cluster.u32 $0, $1, $2;", "=r,r,r"(i32 %173, i32 0) #4
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.cta_group::2 [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %171, i64 %50, i32 128, i32 %86, i32 %174) #4
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.cta_group::2 [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %168, i64 %51, i32 128, i32 %103, i32 %174) #4
  br label %.critedge2

.critedge2:                                       ; preds = %162, %163
  %175 = add i32 %62, 3
  %176 = and i32 %175, 3
  %177 = lshr i32 %175, 2
  %178 = and i32 %177, 1
  %179 = xor i32 %178, 1
  %180 = shl nuw nsw i32 %176, 4
  %181 = zext nneg i32 %180 to i64
  %182 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_pair_dsmem, i64 131136), i64 %181
  %183 = ptrtoint ptr addrspace(3) %182 to i64
  %184 = trunc i64 %183 to i32
  br label %185

185:                                              ; preds = %185, %.critedge2
  %186 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %184, i32 %179) #4
  %187 = icmp eq i32 %186, 0
  br i1 %187, label %185, label %188

188:                                              ; preds = %185
  %189 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_pair_dsmem, i64 131072), i64 %181
  br i1 %57, label %190, label %193

190:                                              ; preds = %188
  %191 = ptrtoint ptr addrspace(3) %189 to i64
  %192 = trunc i64 %191 to i32
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 %192, i32 65536) #4
  br label %193

193:                                              ; preds = %190, %188
  br i1 %56, label %194, label %.critedge4

194:                                              ; preds = %193
  %195 = shl nuw nsw i32 %176, 14
  %196 = zext nneg i32 %195 to i64
  %197 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_pair_dsmem, i64 65536), i64 %196
  %198 = ptrtoint ptr addrspace(3) %197 to i64
  %199 = trunc i64 %198 to i32
  %200 = getelementptr i8, ptr addrspace(3) @gemm_persistent_pair_dsmem, i64 %196
  %201 = ptrtoint ptr addrspace(3) %200 to i64
  %202 = trunc i64 %201 to i32
  %203 = ptrtoint ptr addrspace(3) %189 to i64
  %204 = trunc i64 %203 to i32
  %205 = call i32 asm "mapa.shared::cluster.u32 $0, $1, $2;", "=r,r,r"(i32 %204, i32 0) #4
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.cta_group::2 [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %202, i64 %50, i32 192, i32 %86, i32 %205) #4
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.cta_group::2 [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %199, i64 %51, i32 192, i32 %103, i32 %205) #4
  br label %.critedge4

.critedge4:                                       ; preds = %193, %194
  %206 = sub i32 %63, %13
  %207 = udiv i32 %206, %14
  %208 = and i32 %207, 1
  %209 = lshr i32 %207, 1
  %210 = and i32 %209, 1
  %211 = xor i32 %210, 1
  br i1 %29, label %212, label %.loopexit12

212:                                              ; preds = %.critedge4
  %213 = shl nuw nsw i32 %208, 4
  %214 = zext nneg i32 %213 to i64
  %215 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_pair_dsmem, i64 131232), i64 %214
  %216 = ptrtoint ptr addrspace(3) %215 to i64
  %217 = trunc i64 %216 to i32
  br label %218

218:                                              ; preds = %218, %212
  %219 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %217, i32 %211) #4
  %220 = icmp eq i32 %219, 0
  br i1 %220, label %218, label %.loopexit12

.loopexit12:                                      ; preds = %218, %.critedge4
  %221 = shl nuw nsw i32 %208, 8
  %222 = add i32 %221, %28
  br i1 %48, label %.lr.ph15, label %._crit_edge16

.lr.ph15:                                         ; preds = %.loopexit12, %293
  %223 = phi i32 [ %294, %293 ], [ 0, %.loopexit12 ]
  %224 = lshr exact i32 %223, 6
  %225 = add i32 %224, %62
  %226 = and i32 %225, 3
  %227 = lshr i32 %225, 2
  %228 = and i32 %227, 1
  %229 = icmp ne i32 %223, 0
  br i1 %29, label %230, label %262

230:                                              ; preds = %.lr.ph15
  %231 = shl nuw nsw i32 %226, 4
  %232 = zext nneg i32 %231 to i64
  %233 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_pair_dsmem, i64 131072), i64 %232
  %234 = ptrtoint ptr addrspace(3) %233 to i64
  %235 = trunc i64 %234 to i32
  br label %236

236:                                              ; preds = %236, %230
  %237 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %235, i32 %228) #4
  %238 = icmp eq i32 %237, 0
  br i1 %238, label %236, label %239

239:                                              ; preds = %236
  %240 = shl nuw nsw i32 %226, 14
  %241 = zext nneg i32 %240 to i64
  %242 = getelementptr i8, ptr addrspace(3) @gemm_persistent_pair_dsmem, i64 %241
  %243 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_pair_dsmem, i64 65536), i64 %241
  %244 = ptrtoint ptr addrspace(3) %242 to i64
  %245 = ptrtoint ptr addrspace(3) %243 to i64
  call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #4
  %246 = zext i1 %229 to i32
  %247 = lshr exact i64 %244, 4
  %248 = and i64 %247, 16320
  %249 = or disjoint i64 %248, 4611756662049538048
  %250 = lshr exact i64 %245, 4
  %251 = and i64 %250, 16320
  %252 = or disjoint i64 %251, 4611756662049538048
  call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::2.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %222, i64 %249, i64 %252, i32 272630928, i32 %246) #4
  %253 = or disjoint i64 %248, 4611756662049538050
  %254 = or disjoint i64 %251, 4611756662049538050
  call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::2.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %222, i64 %253, i64 %254, i32 272630928, i32 1) #4
  %255 = or disjoint i64 %248, 4611756662049538052
  %256 = or disjoint i64 %251, 4611756662049538052
  call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::2.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %222, i64 %255, i64 %256, i32 272630928, i32 1) #4
  %257 = or disjoint i64 %248, 4611756662049538054
  %258 = or disjoint i64 %251, 4611756662049538054
  call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::2.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %222, i64 %257, i64 %258, i32 272630928, i32 1) #4
  %259 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_pair_dsmem, i64 131136), i64 %232
  %260 = ptrtoint ptr addrspace(3) %259 to i64
  %261 = trunc i64 %260 to i32
  call void asm sideeffect "{\0A\09.reg .b16 %tl_m;\0A\09cvt.u16.u32 %tl_m, $1;\0A\09tcgen05.commit.cta_group::2.mbarrier::arrive::one.shared::cluster.multicast::cluster.b64 [$0], %tl_m;\0A\09}", "r,r,~{memory}"(i32 %261, i32 3) #4
  br label %262

262:                                              ; preds = %239, %.lr.ph15
  %263 = add i32 %223, 192
  %264 = icmp slt i32 %263, %5
  %265 = and i1 %229, %264
  br i1 %265, label %266, label %293

266:                                              ; preds = %262
  %267 = add i32 %225, -1
  %268 = and i32 %267, 3
  %269 = lshr i32 %267, 2
  %270 = and i32 %269, 1
  %271 = shl nuw nsw i32 %268, 4
  %272 = zext nneg i32 %271 to i64
  %273 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_pair_dsmem, i64 131136), i64 %272
  %274 = ptrtoint ptr addrspace(3) %273 to i64
  %275 = trunc i64 %274 to i32
  br label %276

276:                                              ; preds = %276, %266
  %277 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %275, i32 %270) #4
  %278 = icmp eq i32 %277, 0
  br i1 %278, label %276, label %279

279:                                              ; preds = %276
  %280 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_pair_dsmem, i64 131072), i64 %272
  %281 = ptrtoint ptr addrspace(3) %280 to i64
  %282 = trunc i64 %281 to i32
  br i1 %29, label %283, label %._crit_edge20

283:                                              ; preds = %279
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 %282, i32 65536) #4
  br label %._crit_edge20

._crit_edge20:                                    ; preds = %279, %283
  %284 = shl nuw nsw i32 %268, 14
  %285 = zext nneg i32 %284 to i64
  %286 = getelementptr i8, ptr addrspace(3) @gemm_persistent_pair_dsmem, i64 %285
  %287 = call i32 asm "mapa.shared::cluster.u32 $0, $1, $2;", "=r,r,r"(i32 %282, i32 0) #4
  %288 = ptrtoint ptr addrspace(3) %286 to i64
  %289 = trunc i64 %288 to i32
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.cta_group::2 [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %289, i64 %50, i32 %263, i32 %86, i32 %287) #4
  %290 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_pair_dsmem, i64 65536), i64 %285
  %291 = ptrtoint ptr addrspace(3) %290 to i64
  %292 = trunc i64 %291 to i32
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.cta_group::2 [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %292, i64 %51, i32 %263, i32 %103, i32 %287) #4
  br label %293

293:                                              ; preds = %._crit_edge20, %262
  %294 = add i32 %223, 64
  %295 = icmp slt i32 %294, %5
  br i1 %295, label %.lr.ph15, label %._crit_edge16

._crit_edge16:                                    ; preds = %293, %.loopexit12
  br i1 %29, label %296, label %302

296:                                              ; preds = %._crit_edge16
  %297 = shl nuw nsw i32 %208, 4
  %298 = zext nneg i32 %297 to i64
  %299 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_pair_dsmem, i64 131200), i64 %298
  %300 = ptrtoint ptr addrspace(3) %299 to i64
  %301 = trunc i64 %300 to i32
  call void asm sideeffect "{\0A\09.reg .b16 %tl_m;\0A\09cvt.u16.u32 %tl_m, $1;\0A\09tcgen05.commit.cta_group::2.mbarrier::arrive::one.shared::cluster.multicast::cluster.b64 [$0], %tl_m;\0A\09}", "r,r,~{memory}"(i32 %301, i32 3) #4
  br label %302

302:                                              ; preds = %296, %._crit_edge16
  %303 = add i32 %62, %60
  %304 = add i32 %63, %14
  %305 = icmp slt i32 %304, %12
  br i1 %305, label %61, label %._crit_edge18

._crit_edge18:                                    ; preds = %302, %.preheader
  %.lcssa = phi i32 [ 0, %.preheader ], [ %303, %302 ]
  %306 = lshr i32 %.lcssa, 2
  %307 = and i32 %306, 1
  %308 = xor i32 %307, 1
  %309 = shl i32 %.lcssa, 4
  %310 = and i32 %309, 48
  %311 = zext nneg i32 %310 to i64
  %312 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_pair_dsmem, i64 131136), i64 %311
  %313 = ptrtoint ptr addrspace(3) %312 to i64
  %314 = trunc i64 %313 to i32
  br label %315

315:                                              ; preds = %315, %._crit_edge18
  %316 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %314, i32 %308) #4
  %317 = icmp eq i32 %316, 0
  br i1 %317, label %315, label %318

318:                                              ; preds = %315
  %319 = add i32 %.lcssa, 1
  %320 = lshr i32 %319, 2
  %321 = and i32 %320, 1
  %322 = xor i32 %321, 1
  %323 = shl i32 %319, 4
  %324 = and i32 %323, 48
  %325 = zext nneg i32 %324 to i64
  %326 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_pair_dsmem, i64 131136), i64 %325
  %327 = ptrtoint ptr addrspace(3) %326 to i64
  %328 = trunc i64 %327 to i32
  br label %329

329:                                              ; preds = %329, %318
  %330 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %328, i32 %322) #4
  %331 = icmp eq i32 %330, 0
  br i1 %331, label %329, label %332

332:                                              ; preds = %329
  %333 = add i32 %.lcssa, 2
  %334 = lshr i32 %333, 2
  %335 = and i32 %334, 1
  %336 = xor i32 %335, 1
  %337 = shl i32 %333, 4
  %338 = and i32 %337, 48
  %339 = zext nneg i32 %338 to i64
  %340 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_pair_dsmem, i64 131136), i64 %339
  %341 = ptrtoint ptr addrspace(3) %340 to i64
  %342 = trunc i64 %341 to i32
  br label %343

343:                                              ; preds = %343, %332
  %344 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %342, i32 %336) #4
  %345 = icmp eq i32 %344, 0
  br i1 %345, label %343, label %346

346:                                              ; preds = %343
  %347 = add i32 %.lcssa, 3
  %348 = lshr i32 %347, 2
  %349 = and i32 %348, 1
  %350 = xor i32 %349, 1
  %351 = shl i32 %347, 4
  %352 = and i32 %351, 48
  %353 = zext nneg i32 %352 to i64
  %354 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_pair_dsmem, i64 131136), i64 %353
  %355 = ptrtoint ptr addrspace(3) %354 to i64
  %356 = trunc i64 %355 to i32
  br label %357

357:                                              ; preds = %357, %346
  %358 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %356, i32 %350) #4
  %359 = icmp eq i32 %358, 0
  br i1 %359, label %357, label %.loopexit

360:                                              ; preds = %.lr.ph, %527
  %361 = phi i32 [ %13, %.lr.ph ], [ %1617, %527 ]
  %362 = sub i32 %361, %13
  %363 = udiv i32 %362, %14
  %364 = and i32 %363, 1
  %365 = lshr i32 %363, 1
  %366 = and i32 %365, 1
  %367 = shl nuw nsw i32 %364, 4
  %368 = zext nneg i32 %367 to i64
  %369 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_pair_dsmem, i64 131200), i64 %368
  %370 = ptrtoint ptr addrspace(3) %369 to i64
  %371 = trunc i64 %370 to i32
  br label %372

372:                                              ; preds = %372, %360
  %373 = tail call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %371, i32 %366) #4
  %374 = icmp eq i32 %373, 0
  br i1 %374, label %372, label %375

375:                                              ; preds = %372
  %.frozen41 = freeze i32 %361
  %.frozen42 = freeze i32 %32
  %376 = udiv i32 %.frozen41, %.frozen42
  %377 = shl i32 %376, 2
  %378 = sub i32 %9, %377
  %379 = tail call i32 @llvm.umin.i32(i32 %378, i32 4)
  %380 = mul i32 %376, %.frozen42
  %.decomposed43 = sub i32 %.frozen41, %380
  %.frozen44 = freeze i32 %379
  %381 = udiv i32 %.decomposed43, %.frozen44
  %382 = mul i32 %381, %.frozen44
  %.decomposed45 = sub i32 %.decomposed43, %382
  %383 = add nuw i32 %.decomposed45, %377
  %384 = shl i32 %383, 8
  %385 = shl i32 %381, 8
  %386 = shl nuw nsw i32 %364, 8
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #4
  %387 = add i32 %39, %386
  %388 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %387) #4
  %389 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %388, 0
  %390 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %388, 1
  %391 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %388, 2
  %392 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %388, 3
  %393 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %388, 4
  %394 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %388, 5
  %395 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %388, 6
  %396 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %388, 7
  %397 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %388, 8
  %398 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %388, 9
  %399 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %388, 10
  %400 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %388, 11
  %401 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %388, 12
  %402 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %388, 13
  %403 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %388, 14
  %404 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %388, 15
  %405 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %388, 16
  %406 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %388, 17
  %407 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %388, 18
  %408 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %388, 19
  %409 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %388, 20
  %410 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %388, 21
  %411 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %388, 22
  %412 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %388, 23
  %413 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %388, 24
  %414 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %388, 25
  %415 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %388, 26
  %416 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %388, 27
  %417 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %388, 28
  %418 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %388, 29
  %419 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %388, 30
  %420 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %388, 31
  %421 = add i32 %387, 32
  %422 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %421) #4
  %423 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %422, 0
  %424 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %422, 1
  %425 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %422, 2
  %426 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %422, 3
  %427 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %422, 4
  %428 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %422, 5
  %429 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %422, 6
  %430 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %422, 7
  %431 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %422, 8
  %432 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %422, 9
  %433 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %422, 10
  %434 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %422, 11
  %435 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %422, 12
  %436 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %422, 13
  %437 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %422, 14
  %438 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %422, 15
  %439 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %422, 16
  %440 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %422, 17
  %441 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %422, 18
  %442 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %422, 19
  %443 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %422, 20
  %444 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %422, 21
  %445 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %422, 22
  %446 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %422, 23
  %447 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %422, 24
  %448 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %422, 25
  %449 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %422, 26
  %450 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %422, 27
  %451 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %422, 28
  %452 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %422, 29
  %453 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %422, 30
  %454 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %422, 31
  %455 = add i32 %387, 64
  %456 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %455) #4
  %457 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %456, 0
  %458 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %456, 1
  %459 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %456, 2
  %460 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %456, 3
  %461 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %456, 4
  %462 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %456, 5
  %463 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %456, 6
  %464 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %456, 7
  %465 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %456, 8
  %466 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %456, 9
  %467 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %456, 10
  %468 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %456, 11
  %469 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %456, 12
  %470 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %456, 13
  %471 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %456, 14
  %472 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %456, 15
  %473 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %456, 16
  %474 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %456, 17
  %475 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %456, 18
  %476 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %456, 19
  %477 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %456, 20
  %478 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %456, 21
  %479 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %456, 22
  %480 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %456, 23
  %481 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %456, 24
  %482 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %456, 25
  %483 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %456, 26
  %484 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %456, 27
  %485 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %456, 28
  %486 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %456, 29
  %487 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %456, 30
  %488 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %456, 31
  %489 = add i32 %387, 96
  %490 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %489) #4
  %491 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %490, 0
  %492 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %490, 1
  %493 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %490, 2
  %494 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %490, 3
  %495 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %490, 4
  %496 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %490, 5
  %497 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %490, 6
  %498 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %490, 7
  %499 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %490, 8
  %500 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %490, 9
  %501 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %490, 10
  %502 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %490, 11
  %503 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %490, 12
  %504 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %490, 13
  %505 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %490, 14
  %506 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %490, 15
  %507 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %490, 16
  %508 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %490, 17
  %509 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %490, 18
  %510 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %490, 19
  %511 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %490, 20
  %512 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %490, 21
  %513 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %490, 22
  %514 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %490, 23
  %515 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %490, 24
  %516 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %490, 25
  %517 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %490, 26
  %518 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %490, 27
  %519 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %490, 28
  %520 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %490, 29
  %521 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %490, 30
  %522 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %490, 31
  tail call void asm sideeffect "tcgen05.fence::before_thread_sync;", "~{memory}"() #4
  tail call void asm sideeffect "bar.warp.sync -1;", "~{memory}"() #5
  br i1 %41, label %523, label %527

523:                                              ; preds = %375
  %524 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_pair_dsmem, i64 131232), i64 %368
  %525 = ptrtoint ptr addrspace(3) %524 to i64
  %526 = trunc i64 %525 to i32
  tail call void asm sideeffect "{\0A\09.reg .b32 %tl_a;\0A\09mapa.shared::cluster.u32 %tl_a, $0, $1;\0A\09mbarrier.arrive.release.cluster.shared::cluster.b64 _, [%tl_a];\0A\09}", "r,r,~{memory}"(i32 %526, i32 0) #4
  br label %527

527:                                              ; preds = %523, %375
  %.reass = or disjoint i32 %384, %invariant.op
  %528 = mul i32 %.reass, %4
  %529 = or disjoint i32 %385, %35
  %530 = add i32 %528, %529
  %531 = sext i32 %530 to i64
  %532 = getelementptr float, ptr addrspace(1) %2, i64 %531
  %533 = icmp slt i32 %.reass, %3
  %534 = icmp slt i32 %529, %4
  %535 = and i1 %534, %533
  %536 = or disjoint i32 %529, 1
  %537 = icmp slt i32 %536, %4
  %538 = and i1 %537, %533
  %539 = or disjoint i32 %529, 2
  %540 = icmp slt i32 %539, %4
  %541 = and i1 %540, %533
  %542 = or disjoint i32 %529, 3
  %543 = icmp slt i32 %542, %4
  %544 = ptrtoint ptr addrspace(1) %532 to i64
  %545 = and i64 %544, 15
  %546 = icmp eq i64 %545, 0
  %547 = and i1 %535, %546
  %548 = and i1 %540, %547
  %549 = and i1 %543, %547
  %550 = xor i1 %535, %549
  %551 = xor i1 %538, %549
  %552 = xor i1 %541, %549
  %553 = xor i1 %533, %548
  %554 = and i1 %543, %553
  %555 = zext i1 %549 to i32
  %556 = select i1 %34, i32 %389, i32 0
  %557 = select i1 %34, i32 %390, i32 0
  %558 = select i1 %34, i32 %391, i32 0
  %559 = select i1 %34, i32 %392, i32 0
  %560 = zext i1 %550 to i32
  %561 = zext i1 %551 to i32
  %562 = zext i1 %552 to i32
  %563 = zext i1 %554 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %555, i32 %556, i32 %557, i32 %558, i32 %559, ptr addrspace(1) %532, i32 %560, i32 %561, i32 %562, i32 %563) #4
  %564 = or disjoint i32 %529, 4
  %565 = add i32 %528, %564
  %566 = sext i32 %565 to i64
  %567 = getelementptr float, ptr addrspace(1) %2, i64 %566
  %568 = icmp slt i32 %564, %4
  %569 = and i1 %568, %533
  %570 = or disjoint i32 %529, 5
  %571 = icmp slt i32 %570, %4
  %572 = and i1 %571, %533
  %573 = or disjoint i32 %529, 6
  %574 = icmp slt i32 %573, %4
  %575 = and i1 %574, %533
  %576 = or disjoint i32 %529, 7
  %577 = icmp slt i32 %576, %4
  %578 = ptrtoint ptr addrspace(1) %567 to i64
  %579 = and i64 %578, 15
  %580 = icmp eq i64 %579, 0
  %581 = and i1 %569, %580
  %582 = and i1 %574, %581
  %583 = and i1 %577, %581
  %584 = xor i1 %569, %583
  %585 = xor i1 %572, %583
  %586 = xor i1 %575, %583
  %587 = xor i1 %533, %582
  %588 = and i1 %577, %587
  %589 = zext i1 %583 to i32
  %590 = select i1 %34, i32 %393, i32 0
  %591 = select i1 %34, i32 %394, i32 0
  %592 = select i1 %34, i32 %395, i32 0
  %593 = select i1 %34, i32 %396, i32 0
  %594 = zext i1 %584 to i32
  %595 = zext i1 %585 to i32
  %596 = zext i1 %586 to i32
  %597 = zext i1 %588 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %589, i32 %590, i32 %591, i32 %592, i32 %593, ptr addrspace(1) %567, i32 %594, i32 %595, i32 %596, i32 %597) #4
  %598 = or disjoint i32 %529, 8
  %599 = add i32 %528, %598
  %600 = sext i32 %599 to i64
  %601 = getelementptr float, ptr addrspace(1) %2, i64 %600
  %602 = icmp slt i32 %598, %4
  %603 = and i1 %602, %533
  %604 = or disjoint i32 %529, 9
  %605 = icmp slt i32 %604, %4
  %606 = and i1 %605, %533
  %607 = or disjoint i32 %529, 10
  %608 = icmp slt i32 %607, %4
  %609 = and i1 %608, %533
  %610 = or disjoint i32 %529, 11
  %611 = icmp slt i32 %610, %4
  %612 = ptrtoint ptr addrspace(1) %601 to i64
  %613 = and i64 %612, 15
  %614 = icmp eq i64 %613, 0
  %615 = and i1 %603, %614
  %616 = and i1 %608, %615
  %617 = and i1 %611, %615
  %618 = xor i1 %603, %617
  %619 = xor i1 %606, %617
  %620 = xor i1 %609, %617
  %621 = xor i1 %533, %616
  %622 = and i1 %611, %621
  %623 = zext i1 %617 to i32
  %624 = select i1 %34, i32 %397, i32 0
  %625 = select i1 %34, i32 %398, i32 0
  %626 = select i1 %34, i32 %399, i32 0
  %627 = select i1 %34, i32 %400, i32 0
  %628 = zext i1 %618 to i32
  %629 = zext i1 %619 to i32
  %630 = zext i1 %620 to i32
  %631 = zext i1 %622 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %623, i32 %624, i32 %625, i32 %626, i32 %627, ptr addrspace(1) %601, i32 %628, i32 %629, i32 %630, i32 %631) #4
  %632 = or disjoint i32 %529, 12
  %633 = add i32 %528, %632
  %634 = sext i32 %633 to i64
  %635 = getelementptr float, ptr addrspace(1) %2, i64 %634
  %636 = icmp slt i32 %632, %4
  %637 = and i1 %636, %533
  %638 = or disjoint i32 %529, 13
  %639 = icmp slt i32 %638, %4
  %640 = and i1 %639, %533
  %641 = or disjoint i32 %529, 14
  %642 = icmp slt i32 %641, %4
  %643 = and i1 %642, %533
  %644 = or disjoint i32 %529, 15
  %645 = icmp slt i32 %644, %4
  %646 = ptrtoint ptr addrspace(1) %635 to i64
  %647 = and i64 %646, 15
  %648 = icmp eq i64 %647, 0
  %649 = and i1 %637, %648
  %650 = and i1 %642, %649
  %651 = and i1 %645, %649
  %652 = xor i1 %637, %651
  %653 = xor i1 %640, %651
  %654 = xor i1 %643, %651
  %655 = xor i1 %533, %650
  %656 = and i1 %645, %655
  %657 = zext i1 %651 to i32
  %658 = select i1 %34, i32 %401, i32 0
  %659 = select i1 %34, i32 %402, i32 0
  %660 = select i1 %34, i32 %403, i32 0
  %661 = select i1 %34, i32 %404, i32 0
  %662 = zext i1 %652 to i32
  %663 = zext i1 %653 to i32
  %664 = zext i1 %654 to i32
  %665 = zext i1 %656 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %657, i32 %658, i32 %659, i32 %660, i32 %661, ptr addrspace(1) %635, i32 %662, i32 %663, i32 %664, i32 %665) #4
  %666 = or disjoint i32 %529, 16
  %667 = add i32 %528, %666
  %668 = sext i32 %667 to i64
  %669 = getelementptr float, ptr addrspace(1) %2, i64 %668
  %670 = icmp slt i32 %666, %4
  %671 = and i1 %670, %533
  %672 = or disjoint i32 %529, 17
  %673 = icmp slt i32 %672, %4
  %674 = and i1 %673, %533
  %675 = or disjoint i32 %529, 18
  %676 = icmp slt i32 %675, %4
  %677 = and i1 %676, %533
  %678 = or disjoint i32 %529, 19
  %679 = icmp slt i32 %678, %4
  %680 = ptrtoint ptr addrspace(1) %669 to i64
  %681 = and i64 %680, 15
  %682 = icmp eq i64 %681, 0
  %683 = and i1 %671, %682
  %684 = and i1 %676, %683
  %685 = and i1 %679, %683
  %686 = xor i1 %671, %685
  %687 = xor i1 %674, %685
  %688 = xor i1 %677, %685
  %689 = xor i1 %533, %684
  %690 = and i1 %679, %689
  %691 = zext i1 %685 to i32
  %692 = select i1 %34, i32 %405, i32 0
  %693 = select i1 %34, i32 %406, i32 0
  %694 = select i1 %34, i32 %407, i32 0
  %695 = select i1 %34, i32 %408, i32 0
  %696 = zext i1 %686 to i32
  %697 = zext i1 %687 to i32
  %698 = zext i1 %688 to i32
  %699 = zext i1 %690 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %691, i32 %692, i32 %693, i32 %694, i32 %695, ptr addrspace(1) %669, i32 %696, i32 %697, i32 %698, i32 %699) #4
  %700 = or disjoint i32 %529, 20
  %701 = add i32 %528, %700
  %702 = sext i32 %701 to i64
  %703 = getelementptr float, ptr addrspace(1) %2, i64 %702
  %704 = icmp slt i32 %700, %4
  %705 = and i1 %704, %533
  %706 = or disjoint i32 %529, 21
  %707 = icmp slt i32 %706, %4
  %708 = and i1 %707, %533
  %709 = or disjoint i32 %529, 22
  %710 = icmp slt i32 %709, %4
  %711 = and i1 %710, %533
  %712 = or disjoint i32 %529, 23
  %713 = icmp slt i32 %712, %4
  %714 = ptrtoint ptr addrspace(1) %703 to i64
  %715 = and i64 %714, 15
  %716 = icmp eq i64 %715, 0
  %717 = and i1 %705, %716
  %718 = and i1 %710, %717
  %719 = and i1 %713, %717
  %720 = xor i1 %705, %719
  %721 = xor i1 %708, %719
  %722 = xor i1 %711, %719
  %723 = xor i1 %533, %718
  %724 = and i1 %713, %723
  %725 = zext i1 %719 to i32
  %726 = select i1 %34, i32 %409, i32 0
  %727 = select i1 %34, i32 %410, i32 0
  %728 = select i1 %34, i32 %411, i32 0
  %729 = select i1 %34, i32 %412, i32 0
  %730 = zext i1 %720 to i32
  %731 = zext i1 %721 to i32
  %732 = zext i1 %722 to i32
  %733 = zext i1 %724 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %725, i32 %726, i32 %727, i32 %728, i32 %729, ptr addrspace(1) %703, i32 %730, i32 %731, i32 %732, i32 %733) #4
  %734 = or disjoint i32 %529, 24
  %735 = add i32 %528, %734
  %736 = sext i32 %735 to i64
  %737 = getelementptr float, ptr addrspace(1) %2, i64 %736
  %738 = icmp slt i32 %734, %4
  %739 = and i1 %738, %533
  %740 = or disjoint i32 %529, 25
  %741 = icmp slt i32 %740, %4
  %742 = and i1 %741, %533
  %743 = or disjoint i32 %529, 26
  %744 = icmp slt i32 %743, %4
  %745 = and i1 %744, %533
  %746 = or disjoint i32 %529, 27
  %747 = icmp slt i32 %746, %4
  %748 = ptrtoint ptr addrspace(1) %737 to i64
  %749 = and i64 %748, 15
  %750 = icmp eq i64 %749, 0
  %751 = and i1 %739, %750
  %752 = and i1 %744, %751
  %753 = and i1 %747, %751
  %754 = xor i1 %739, %753
  %755 = xor i1 %742, %753
  %756 = xor i1 %745, %753
  %757 = xor i1 %533, %752
  %758 = and i1 %747, %757
  %759 = zext i1 %753 to i32
  %760 = select i1 %34, i32 %413, i32 0
  %761 = select i1 %34, i32 %414, i32 0
  %762 = select i1 %34, i32 %415, i32 0
  %763 = select i1 %34, i32 %416, i32 0
  %764 = zext i1 %754 to i32
  %765 = zext i1 %755 to i32
  %766 = zext i1 %756 to i32
  %767 = zext i1 %758 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %759, i32 %760, i32 %761, i32 %762, i32 %763, ptr addrspace(1) %737, i32 %764, i32 %765, i32 %766, i32 %767) #4
  %768 = or disjoint i32 %529, 28
  %769 = add i32 %528, %768
  %770 = sext i32 %769 to i64
  %771 = getelementptr float, ptr addrspace(1) %2, i64 %770
  %772 = icmp slt i32 %768, %4
  %773 = and i1 %772, %533
  %774 = or disjoint i32 %529, 29
  %775 = icmp slt i32 %774, %4
  %776 = and i1 %775, %533
  %777 = or disjoint i32 %529, 30
  %778 = icmp slt i32 %777, %4
  %779 = and i1 %778, %533
  %780 = or disjoint i32 %529, 31
  %781 = icmp slt i32 %780, %4
  %782 = ptrtoint ptr addrspace(1) %771 to i64
  %783 = and i64 %782, 15
  %784 = icmp eq i64 %783, 0
  %785 = and i1 %773, %784
  %786 = and i1 %778, %785
  %787 = and i1 %781, %785
  %788 = xor i1 %773, %787
  %789 = xor i1 %776, %787
  %790 = xor i1 %779, %787
  %791 = xor i1 %533, %786
  %792 = and i1 %781, %791
  %793 = zext i1 %787 to i32
  %794 = select i1 %34, i32 %417, i32 0
  %795 = select i1 %34, i32 %418, i32 0
  %796 = select i1 %34, i32 %419, i32 0
  %797 = select i1 %34, i32 %420, i32 0
  %798 = zext i1 %788 to i32
  %799 = zext i1 %789 to i32
  %800 = zext i1 %790 to i32
  %801 = zext i1 %792 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %793, i32 %794, i32 %795, i32 %796, i32 %797, ptr addrspace(1) %771, i32 %798, i32 %799, i32 %800, i32 %801) #4
  %802 = or disjoint i32 %529, 32
  %803 = add i32 %528, %802
  %804 = sext i32 %803 to i64
  %805 = getelementptr float, ptr addrspace(1) %2, i64 %804
  %806 = icmp slt i32 %802, %4
  %807 = and i1 %806, %533
  %808 = or disjoint i32 %529, 33
  %809 = icmp slt i32 %808, %4
  %810 = and i1 %809, %533
  %811 = or disjoint i32 %529, 34
  %812 = icmp slt i32 %811, %4
  %813 = and i1 %812, %533
  %814 = or disjoint i32 %529, 35
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
  %825 = xor i1 %533, %820
  %826 = and i1 %815, %825
  %827 = zext i1 %821 to i32
  %828 = select i1 %34, i32 %423, i32 0
  %829 = select i1 %34, i32 %424, i32 0
  %830 = select i1 %34, i32 %425, i32 0
  %831 = select i1 %34, i32 %426, i32 0
  %832 = zext i1 %822 to i32
  %833 = zext i1 %823 to i32
  %834 = zext i1 %824 to i32
  %835 = zext i1 %826 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %827, i32 %828, i32 %829, i32 %830, i32 %831, ptr addrspace(1) %805, i32 %832, i32 %833, i32 %834, i32 %835) #4
  %836 = or disjoint i32 %529, 36
  %837 = add i32 %528, %836
  %838 = sext i32 %837 to i64
  %839 = getelementptr float, ptr addrspace(1) %2, i64 %838
  %840 = icmp slt i32 %836, %4
  %841 = and i1 %840, %533
  %842 = or disjoint i32 %529, 37
  %843 = icmp slt i32 %842, %4
  %844 = and i1 %843, %533
  %845 = or disjoint i32 %529, 38
  %846 = icmp slt i32 %845, %4
  %847 = and i1 %846, %533
  %848 = or disjoint i32 %529, 39
  %849 = icmp slt i32 %848, %4
  %850 = ptrtoint ptr addrspace(1) %839 to i64
  %851 = and i64 %850, 15
  %852 = icmp eq i64 %851, 0
  %853 = and i1 %841, %852
  %854 = and i1 %846, %853
  %855 = and i1 %849, %853
  %856 = xor i1 %841, %855
  %857 = xor i1 %844, %855
  %858 = xor i1 %847, %855
  %859 = xor i1 %533, %854
  %860 = and i1 %849, %859
  %861 = zext i1 %855 to i32
  %862 = select i1 %34, i32 %427, i32 0
  %863 = select i1 %34, i32 %428, i32 0
  %864 = select i1 %34, i32 %429, i32 0
  %865 = select i1 %34, i32 %430, i32 0
  %866 = zext i1 %856 to i32
  %867 = zext i1 %857 to i32
  %868 = zext i1 %858 to i32
  %869 = zext i1 %860 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %861, i32 %862, i32 %863, i32 %864, i32 %865, ptr addrspace(1) %839, i32 %866, i32 %867, i32 %868, i32 %869) #4
  %870 = or disjoint i32 %529, 40
  %871 = add i32 %528, %870
  %872 = sext i32 %871 to i64
  %873 = getelementptr float, ptr addrspace(1) %2, i64 %872
  %874 = icmp slt i32 %870, %4
  %875 = and i1 %874, %533
  %876 = or disjoint i32 %529, 41
  %877 = icmp slt i32 %876, %4
  %878 = and i1 %877, %533
  %879 = or disjoint i32 %529, 42
  %880 = icmp slt i32 %879, %4
  %881 = and i1 %880, %533
  %882 = or disjoint i32 %529, 43
  %883 = icmp slt i32 %882, %4
  %884 = ptrtoint ptr addrspace(1) %873 to i64
  %885 = and i64 %884, 15
  %886 = icmp eq i64 %885, 0
  %887 = and i1 %875, %886
  %888 = and i1 %880, %887
  %889 = and i1 %883, %887
  %890 = xor i1 %875, %889
  %891 = xor i1 %878, %889
  %892 = xor i1 %881, %889
  %893 = xor i1 %533, %888
  %894 = and i1 %883, %893
  %895 = zext i1 %889 to i32
  %896 = select i1 %34, i32 %431, i32 0
  %897 = select i1 %34, i32 %432, i32 0
  %898 = select i1 %34, i32 %433, i32 0
  %899 = select i1 %34, i32 %434, i32 0
  %900 = zext i1 %890 to i32
  %901 = zext i1 %891 to i32
  %902 = zext i1 %892 to i32
  %903 = zext i1 %894 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %895, i32 %896, i32 %897, i32 %898, i32 %899, ptr addrspace(1) %873, i32 %900, i32 %901, i32 %902, i32 %903) #4
  %904 = or disjoint i32 %529, 44
  %905 = add i32 %528, %904
  %906 = sext i32 %905 to i64
  %907 = getelementptr float, ptr addrspace(1) %2, i64 %906
  %908 = icmp slt i32 %904, %4
  %909 = and i1 %908, %533
  %910 = or disjoint i32 %529, 45
  %911 = icmp slt i32 %910, %4
  %912 = and i1 %911, %533
  %913 = or disjoint i32 %529, 46
  %914 = icmp slt i32 %913, %4
  %915 = and i1 %914, %533
  %916 = or disjoint i32 %529, 47
  %917 = icmp slt i32 %916, %4
  %918 = ptrtoint ptr addrspace(1) %907 to i64
  %919 = and i64 %918, 15
  %920 = icmp eq i64 %919, 0
  %921 = and i1 %909, %920
  %922 = and i1 %914, %921
  %923 = and i1 %917, %921
  %924 = xor i1 %909, %923
  %925 = xor i1 %912, %923
  %926 = xor i1 %915, %923
  %927 = xor i1 %533, %922
  %928 = and i1 %917, %927
  %929 = zext i1 %923 to i32
  %930 = select i1 %34, i32 %435, i32 0
  %931 = select i1 %34, i32 %436, i32 0
  %932 = select i1 %34, i32 %437, i32 0
  %933 = select i1 %34, i32 %438, i32 0
  %934 = zext i1 %924 to i32
  %935 = zext i1 %925 to i32
  %936 = zext i1 %926 to i32
  %937 = zext i1 %928 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %929, i32 %930, i32 %931, i32 %932, i32 %933, ptr addrspace(1) %907, i32 %934, i32 %935, i32 %936, i32 %937) #4
  %938 = or disjoint i32 %529, 48
  %939 = add i32 %528, %938
  %940 = sext i32 %939 to i64
  %941 = getelementptr float, ptr addrspace(1) %2, i64 %940
  %942 = icmp slt i32 %938, %4
  %943 = and i1 %942, %533
  %944 = or disjoint i32 %529, 49
  %945 = icmp slt i32 %944, %4
  %946 = and i1 %945, %533
  %947 = or disjoint i32 %529, 50
  %948 = icmp slt i32 %947, %4
  %949 = and i1 %948, %533
  %950 = or disjoint i32 %529, 51
  %951 = icmp slt i32 %950, %4
  %952 = ptrtoint ptr addrspace(1) %941 to i64
  %953 = and i64 %952, 15
  %954 = icmp eq i64 %953, 0
  %955 = and i1 %943, %954
  %956 = and i1 %948, %955
  %957 = and i1 %951, %955
  %958 = xor i1 %943, %957
  %959 = xor i1 %946, %957
  %960 = xor i1 %949, %957
  %961 = xor i1 %533, %956
  %962 = and i1 %951, %961
  %963 = zext i1 %957 to i32
  %964 = select i1 %34, i32 %439, i32 0
  %965 = select i1 %34, i32 %440, i32 0
  %966 = select i1 %34, i32 %441, i32 0
  %967 = select i1 %34, i32 %442, i32 0
  %968 = zext i1 %958 to i32
  %969 = zext i1 %959 to i32
  %970 = zext i1 %960 to i32
  %971 = zext i1 %962 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %963, i32 %964, i32 %965, i32 %966, i32 %967, ptr addrspace(1) %941, i32 %968, i32 %969, i32 %970, i32 %971) #4
  %972 = or disjoint i32 %529, 52
  %973 = add i32 %528, %972
  %974 = sext i32 %973 to i64
  %975 = getelementptr float, ptr addrspace(1) %2, i64 %974
  %976 = icmp slt i32 %972, %4
  %977 = and i1 %976, %533
  %978 = or disjoint i32 %529, 53
  %979 = icmp slt i32 %978, %4
  %980 = and i1 %979, %533
  %981 = or disjoint i32 %529, 54
  %982 = icmp slt i32 %981, %4
  %983 = and i1 %982, %533
  %984 = or disjoint i32 %529, 55
  %985 = icmp slt i32 %984, %4
  %986 = ptrtoint ptr addrspace(1) %975 to i64
  %987 = and i64 %986, 15
  %988 = icmp eq i64 %987, 0
  %989 = and i1 %977, %988
  %990 = and i1 %982, %989
  %991 = and i1 %985, %989
  %992 = xor i1 %977, %991
  %993 = xor i1 %980, %991
  %994 = xor i1 %983, %991
  %995 = xor i1 %533, %990
  %996 = and i1 %985, %995
  %997 = zext i1 %991 to i32
  %998 = select i1 %34, i32 %443, i32 0
  %999 = select i1 %34, i32 %444, i32 0
  %1000 = select i1 %34, i32 %445, i32 0
  %1001 = select i1 %34, i32 %446, i32 0
  %1002 = zext i1 %992 to i32
  %1003 = zext i1 %993 to i32
  %1004 = zext i1 %994 to i32
  %1005 = zext i1 %996 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %997, i32 %998, i32 %999, i32 %1000, i32 %1001, ptr addrspace(1) %975, i32 %1002, i32 %1003, i32 %1004, i32 %1005) #4
  %1006 = or disjoint i32 %529, 56
  %1007 = add i32 %528, %1006
  %1008 = sext i32 %1007 to i64
  %1009 = getelementptr float, ptr addrspace(1) %2, i64 %1008
  %1010 = icmp slt i32 %1006, %4
  %1011 = and i1 %1010, %533
  %1012 = or disjoint i32 %529, 57
  %1013 = icmp slt i32 %1012, %4
  %1014 = and i1 %1013, %533
  %1015 = or disjoint i32 %529, 58
  %1016 = icmp slt i32 %1015, %4
  %1017 = and i1 %1016, %533
  %1018 = or disjoint i32 %529, 59
  %1019 = icmp slt i32 %1018, %4
  %1020 = ptrtoint ptr addrspace(1) %1009 to i64
  %1021 = and i64 %1020, 15
  %1022 = icmp eq i64 %1021, 0
  %1023 = and i1 %1011, %1022
  %1024 = and i1 %1016, %1023
  %1025 = and i1 %1019, %1023
  %1026 = xor i1 %1011, %1025
  %1027 = xor i1 %1014, %1025
  %1028 = xor i1 %1017, %1025
  %1029 = xor i1 %533, %1024
  %1030 = and i1 %1019, %1029
  %1031 = zext i1 %1025 to i32
  %1032 = select i1 %34, i32 %447, i32 0
  %1033 = select i1 %34, i32 %448, i32 0
  %1034 = select i1 %34, i32 %449, i32 0
  %1035 = select i1 %34, i32 %450, i32 0
  %1036 = zext i1 %1026 to i32
  %1037 = zext i1 %1027 to i32
  %1038 = zext i1 %1028 to i32
  %1039 = zext i1 %1030 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1031, i32 %1032, i32 %1033, i32 %1034, i32 %1035, ptr addrspace(1) %1009, i32 %1036, i32 %1037, i32 %1038, i32 %1039) #4
  %1040 = or disjoint i32 %529, 60
  %1041 = add i32 %528, %1040
  %1042 = sext i32 %1041 to i64
  %1043 = getelementptr float, ptr addrspace(1) %2, i64 %1042
  %1044 = icmp slt i32 %1040, %4
  %1045 = and i1 %1044, %533
  %1046 = or disjoint i32 %529, 61
  %1047 = icmp slt i32 %1046, %4
  %1048 = and i1 %1047, %533
  %1049 = or disjoint i32 %529, 62
  %1050 = icmp slt i32 %1049, %4
  %1051 = and i1 %1050, %533
  %1052 = or disjoint i32 %529, 63
  %1053 = icmp slt i32 %1052, %4
  %1054 = ptrtoint ptr addrspace(1) %1043 to i64
  %1055 = and i64 %1054, 15
  %1056 = icmp eq i64 %1055, 0
  %1057 = and i1 %1045, %1056
  %1058 = and i1 %1050, %1057
  %1059 = and i1 %1053, %1057
  %1060 = xor i1 %1045, %1059
  %1061 = xor i1 %1048, %1059
  %1062 = xor i1 %1051, %1059
  %1063 = xor i1 %533, %1058
  %1064 = and i1 %1053, %1063
  %1065 = zext i1 %1059 to i32
  %1066 = select i1 %34, i32 %451, i32 0
  %1067 = select i1 %34, i32 %452, i32 0
  %1068 = select i1 %34, i32 %453, i32 0
  %1069 = select i1 %34, i32 %454, i32 0
  %1070 = zext i1 %1060 to i32
  %1071 = zext i1 %1061 to i32
  %1072 = zext i1 %1062 to i32
  %1073 = zext i1 %1064 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1065, i32 %1066, i32 %1067, i32 %1068, i32 %1069, ptr addrspace(1) %1043, i32 %1070, i32 %1071, i32 %1072, i32 %1073) #4
  %1074 = or disjoint i32 %529, 64
  %1075 = add i32 %528, %1074
  %1076 = sext i32 %1075 to i64
  %1077 = getelementptr float, ptr addrspace(1) %2, i64 %1076
  %1078 = icmp slt i32 %1074, %4
  %1079 = and i1 %1078, %533
  %1080 = or disjoint i32 %529, 65
  %1081 = icmp slt i32 %1080, %4
  %1082 = and i1 %1081, %533
  %1083 = or disjoint i32 %529, 66
  %1084 = icmp slt i32 %1083, %4
  %1085 = and i1 %1084, %533
  %1086 = or disjoint i32 %529, 67
  %1087 = icmp slt i32 %1086, %4
  %1088 = ptrtoint ptr addrspace(1) %1077 to i64
  %1089 = and i64 %1088, 15
  %1090 = icmp eq i64 %1089, 0
  %1091 = and i1 %1079, %1090
  %1092 = and i1 %1084, %1091
  %1093 = and i1 %1087, %1091
  %1094 = xor i1 %1079, %1093
  %1095 = xor i1 %1082, %1093
  %1096 = xor i1 %1085, %1093
  %1097 = xor i1 %533, %1092
  %1098 = and i1 %1087, %1097
  %1099 = zext i1 %1093 to i32
  %1100 = select i1 %34, i32 %457, i32 0
  %1101 = select i1 %34, i32 %458, i32 0
  %1102 = select i1 %34, i32 %459, i32 0
  %1103 = select i1 %34, i32 %460, i32 0
  %1104 = zext i1 %1094 to i32
  %1105 = zext i1 %1095 to i32
  %1106 = zext i1 %1096 to i32
  %1107 = zext i1 %1098 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1099, i32 %1100, i32 %1101, i32 %1102, i32 %1103, ptr addrspace(1) %1077, i32 %1104, i32 %1105, i32 %1106, i32 %1107) #4
  %1108 = or disjoint i32 %529, 68
  %1109 = add i32 %528, %1108
  %1110 = sext i32 %1109 to i64
  %1111 = getelementptr float, ptr addrspace(1) %2, i64 %1110
  %1112 = icmp slt i32 %1108, %4
  %1113 = and i1 %1112, %533
  %1114 = or disjoint i32 %529, 69
  %1115 = icmp slt i32 %1114, %4
  %1116 = and i1 %1115, %533
  %1117 = or disjoint i32 %529, 70
  %1118 = icmp slt i32 %1117, %4
  %1119 = and i1 %1118, %533
  %1120 = or disjoint i32 %529, 71
  %1121 = icmp slt i32 %1120, %4
  %1122 = ptrtoint ptr addrspace(1) %1111 to i64
  %1123 = and i64 %1122, 15
  %1124 = icmp eq i64 %1123, 0
  %1125 = and i1 %1113, %1124
  %1126 = and i1 %1118, %1125
  %1127 = and i1 %1121, %1125
  %1128 = xor i1 %1113, %1127
  %1129 = xor i1 %1116, %1127
  %1130 = xor i1 %1119, %1127
  %1131 = xor i1 %533, %1126
  %1132 = and i1 %1121, %1131
  %1133 = zext i1 %1127 to i32
  %1134 = select i1 %34, i32 %461, i32 0
  %1135 = select i1 %34, i32 %462, i32 0
  %1136 = select i1 %34, i32 %463, i32 0
  %1137 = select i1 %34, i32 %464, i32 0
  %1138 = zext i1 %1128 to i32
  %1139 = zext i1 %1129 to i32
  %1140 = zext i1 %1130 to i32
  %1141 = zext i1 %1132 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1133, i32 %1134, i32 %1135, i32 %1136, i32 %1137, ptr addrspace(1) %1111, i32 %1138, i32 %1139, i32 %1140, i32 %1141) #4
  %1142 = or disjoint i32 %529, 72
  %1143 = add i32 %528, %1142
  %1144 = sext i32 %1143 to i64
  %1145 = getelementptr float, ptr addrspace(1) %2, i64 %1144
  %1146 = icmp slt i32 %1142, %4
  %1147 = and i1 %1146, %533
  %1148 = or disjoint i32 %529, 73
  %1149 = icmp slt i32 %1148, %4
  %1150 = and i1 %1149, %533
  %1151 = or disjoint i32 %529, 74
  %1152 = icmp slt i32 %1151, %4
  %1153 = and i1 %1152, %533
  %1154 = or disjoint i32 %529, 75
  %1155 = icmp slt i32 %1154, %4
  %1156 = ptrtoint ptr addrspace(1) %1145 to i64
  %1157 = and i64 %1156, 15
  %1158 = icmp eq i64 %1157, 0
  %1159 = and i1 %1147, %1158
  %1160 = and i1 %1152, %1159
  %1161 = and i1 %1155, %1159
  %1162 = xor i1 %1147, %1161
  %1163 = xor i1 %1150, %1161
  %1164 = xor i1 %1153, %1161
  %1165 = xor i1 %533, %1160
  %1166 = and i1 %1155, %1165
  %1167 = zext i1 %1161 to i32
  %1168 = select i1 %34, i32 %465, i32 0
  %1169 = select i1 %34, i32 %466, i32 0
  %1170 = select i1 %34, i32 %467, i32 0
  %1171 = select i1 %34, i32 %468, i32 0
  %1172 = zext i1 %1162 to i32
  %1173 = zext i1 %1163 to i32
  %1174 = zext i1 %1164 to i32
  %1175 = zext i1 %1166 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1167, i32 %1168, i32 %1169, i32 %1170, i32 %1171, ptr addrspace(1) %1145, i32 %1172, i32 %1173, i32 %1174, i32 %1175) #4
  %1176 = or disjoint i32 %529, 76
  %1177 = add i32 %528, %1176
  %1178 = sext i32 %1177 to i64
  %1179 = getelementptr float, ptr addrspace(1) %2, i64 %1178
  %1180 = icmp slt i32 %1176, %4
  %1181 = and i1 %1180, %533
  %1182 = or disjoint i32 %529, 77
  %1183 = icmp slt i32 %1182, %4
  %1184 = and i1 %1183, %533
  %1185 = or disjoint i32 %529, 78
  %1186 = icmp slt i32 %1185, %4
  %1187 = and i1 %1186, %533
  %1188 = or disjoint i32 %529, 79
  %1189 = icmp slt i32 %1188, %4
  %1190 = ptrtoint ptr addrspace(1) %1179 to i64
  %1191 = and i64 %1190, 15
  %1192 = icmp eq i64 %1191, 0
  %1193 = and i1 %1181, %1192
  %1194 = and i1 %1186, %1193
  %1195 = and i1 %1189, %1193
  %1196 = xor i1 %1181, %1195
  %1197 = xor i1 %1184, %1195
  %1198 = xor i1 %1187, %1195
  %1199 = xor i1 %533, %1194
  %1200 = and i1 %1189, %1199
  %1201 = zext i1 %1195 to i32
  %1202 = select i1 %34, i32 %469, i32 0
  %1203 = select i1 %34, i32 %470, i32 0
  %1204 = select i1 %34, i32 %471, i32 0
  %1205 = select i1 %34, i32 %472, i32 0
  %1206 = zext i1 %1196 to i32
  %1207 = zext i1 %1197 to i32
  %1208 = zext i1 %1198 to i32
  %1209 = zext i1 %1200 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1201, i32 %1202, i32 %1203, i32 %1204, i32 %1205, ptr addrspace(1) %1179, i32 %1206, i32 %1207, i32 %1208, i32 %1209) #4
  %1210 = or disjoint i32 %529, 80
  %1211 = add i32 %528, %1210
  %1212 = sext i32 %1211 to i64
  %1213 = getelementptr float, ptr addrspace(1) %2, i64 %1212
  %1214 = icmp slt i32 %1210, %4
  %1215 = and i1 %1214, %533
  %1216 = or disjoint i32 %529, 81
  %1217 = icmp slt i32 %1216, %4
  %1218 = and i1 %1217, %533
  %1219 = or disjoint i32 %529, 82
  %1220 = icmp slt i32 %1219, %4
  %1221 = and i1 %1220, %533
  %1222 = or disjoint i32 %529, 83
  %1223 = icmp slt i32 %1222, %4
  %1224 = ptrtoint ptr addrspace(1) %1213 to i64
  %1225 = and i64 %1224, 15
  %1226 = icmp eq i64 %1225, 0
  %1227 = and i1 %1215, %1226
  %1228 = and i1 %1220, %1227
  %1229 = and i1 %1223, %1227
  %1230 = xor i1 %1215, %1229
  %1231 = xor i1 %1218, %1229
  %1232 = xor i1 %1221, %1229
  %1233 = xor i1 %533, %1228
  %1234 = and i1 %1223, %1233
  %1235 = zext i1 %1229 to i32
  %1236 = select i1 %34, i32 %473, i32 0
  %1237 = select i1 %34, i32 %474, i32 0
  %1238 = select i1 %34, i32 %475, i32 0
  %1239 = select i1 %34, i32 %476, i32 0
  %1240 = zext i1 %1230 to i32
  %1241 = zext i1 %1231 to i32
  %1242 = zext i1 %1232 to i32
  %1243 = zext i1 %1234 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1235, i32 %1236, i32 %1237, i32 %1238, i32 %1239, ptr addrspace(1) %1213, i32 %1240, i32 %1241, i32 %1242, i32 %1243) #4
  %1244 = or disjoint i32 %529, 84
  %1245 = add i32 %528, %1244
  %1246 = sext i32 %1245 to i64
  %1247 = getelementptr float, ptr addrspace(1) %2, i64 %1246
  %1248 = icmp slt i32 %1244, %4
  %1249 = and i1 %1248, %533
  %1250 = or disjoint i32 %529, 85
  %1251 = icmp slt i32 %1250, %4
  %1252 = and i1 %1251, %533
  %1253 = or disjoint i32 %529, 86
  %1254 = icmp slt i32 %1253, %4
  %1255 = and i1 %1254, %533
  %1256 = or disjoint i32 %529, 87
  %1257 = icmp slt i32 %1256, %4
  %1258 = ptrtoint ptr addrspace(1) %1247 to i64
  %1259 = and i64 %1258, 15
  %1260 = icmp eq i64 %1259, 0
  %1261 = and i1 %1249, %1260
  %1262 = and i1 %1254, %1261
  %1263 = and i1 %1257, %1261
  %1264 = xor i1 %1249, %1263
  %1265 = xor i1 %1252, %1263
  %1266 = xor i1 %1255, %1263
  %1267 = xor i1 %533, %1262
  %1268 = and i1 %1257, %1267
  %1269 = zext i1 %1263 to i32
  %1270 = select i1 %34, i32 %477, i32 0
  %1271 = select i1 %34, i32 %478, i32 0
  %1272 = select i1 %34, i32 %479, i32 0
  %1273 = select i1 %34, i32 %480, i32 0
  %1274 = zext i1 %1264 to i32
  %1275 = zext i1 %1265 to i32
  %1276 = zext i1 %1266 to i32
  %1277 = zext i1 %1268 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1269, i32 %1270, i32 %1271, i32 %1272, i32 %1273, ptr addrspace(1) %1247, i32 %1274, i32 %1275, i32 %1276, i32 %1277) #4
  %1278 = or disjoint i32 %529, 88
  %1279 = add i32 %528, %1278
  %1280 = sext i32 %1279 to i64
  %1281 = getelementptr float, ptr addrspace(1) %2, i64 %1280
  %1282 = icmp slt i32 %1278, %4
  %1283 = and i1 %1282, %533
  %1284 = or disjoint i32 %529, 89
  %1285 = icmp slt i32 %1284, %4
  %1286 = and i1 %1285, %533
  %1287 = or disjoint i32 %529, 90
  %1288 = icmp slt i32 %1287, %4
  %1289 = and i1 %1288, %533
  %1290 = or disjoint i32 %529, 91
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
  %1301 = xor i1 %533, %1296
  %1302 = and i1 %1291, %1301
  %1303 = zext i1 %1297 to i32
  %1304 = select i1 %34, i32 %481, i32 0
  %1305 = select i1 %34, i32 %482, i32 0
  %1306 = select i1 %34, i32 %483, i32 0
  %1307 = select i1 %34, i32 %484, i32 0
  %1308 = zext i1 %1298 to i32
  %1309 = zext i1 %1299 to i32
  %1310 = zext i1 %1300 to i32
  %1311 = zext i1 %1302 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1303, i32 %1304, i32 %1305, i32 %1306, i32 %1307, ptr addrspace(1) %1281, i32 %1308, i32 %1309, i32 %1310, i32 %1311) #4
  %1312 = or disjoint i32 %529, 92
  %1313 = add i32 %528, %1312
  %1314 = sext i32 %1313 to i64
  %1315 = getelementptr float, ptr addrspace(1) %2, i64 %1314
  %1316 = icmp slt i32 %1312, %4
  %1317 = and i1 %1316, %533
  %1318 = or disjoint i32 %529, 93
  %1319 = icmp slt i32 %1318, %4
  %1320 = and i1 %1319, %533
  %1321 = or disjoint i32 %529, 94
  %1322 = icmp slt i32 %1321, %4
  %1323 = and i1 %1322, %533
  %1324 = or disjoint i32 %529, 95
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
  %1335 = xor i1 %533, %1330
  %1336 = and i1 %1325, %1335
  %1337 = zext i1 %1331 to i32
  %1338 = select i1 %34, i32 %485, i32 0
  %1339 = select i1 %34, i32 %486, i32 0
  %1340 = select i1 %34, i32 %487, i32 0
  %1341 = select i1 %34, i32 %488, i32 0
  %1342 = zext i1 %1332 to i32
  %1343 = zext i1 %1333 to i32
  %1344 = zext i1 %1334 to i32
  %1345 = zext i1 %1336 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1337, i32 %1338, i32 %1339, i32 %1340, i32 %1341, ptr addrspace(1) %1315, i32 %1342, i32 %1343, i32 %1344, i32 %1345) #4
  %1346 = or disjoint i32 %529, 96
  %1347 = add i32 %528, %1346
  %1348 = sext i32 %1347 to i64
  %1349 = getelementptr float, ptr addrspace(1) %2, i64 %1348
  %1350 = icmp slt i32 %1346, %4
  %1351 = and i1 %1350, %533
  %1352 = or disjoint i32 %529, 97
  %1353 = icmp slt i32 %1352, %4
  %1354 = and i1 %1353, %533
  %1355 = or disjoint i32 %529, 98
  %1356 = icmp slt i32 %1355, %4
  %1357 = and i1 %1356, %533
  %1358 = or disjoint i32 %529, 99
  %1359 = icmp slt i32 %1358, %4
  %1360 = ptrtoint ptr addrspace(1) %1349 to i64
  %1361 = and i64 %1360, 15
  %1362 = icmp eq i64 %1361, 0
  %1363 = and i1 %1351, %1362
  %1364 = and i1 %1356, %1363
  %1365 = and i1 %1359, %1363
  %1366 = xor i1 %1351, %1365
  %1367 = xor i1 %1354, %1365
  %1368 = xor i1 %1357, %1365
  %1369 = xor i1 %533, %1364
  %1370 = and i1 %1359, %1369
  %1371 = zext i1 %1365 to i32
  %1372 = select i1 %34, i32 %491, i32 0
  %1373 = select i1 %34, i32 %492, i32 0
  %1374 = select i1 %34, i32 %493, i32 0
  %1375 = select i1 %34, i32 %494, i32 0
  %1376 = zext i1 %1366 to i32
  %1377 = zext i1 %1367 to i32
  %1378 = zext i1 %1368 to i32
  %1379 = zext i1 %1370 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1371, i32 %1372, i32 %1373, i32 %1374, i32 %1375, ptr addrspace(1) %1349, i32 %1376, i32 %1377, i32 %1378, i32 %1379) #4
  %1380 = or disjoint i32 %529, 100
  %1381 = add i32 %528, %1380
  %1382 = sext i32 %1381 to i64
  %1383 = getelementptr float, ptr addrspace(1) %2, i64 %1382
  %1384 = icmp slt i32 %1380, %4
  %1385 = and i1 %1384, %533
  %1386 = or disjoint i32 %529, 101
  %1387 = icmp slt i32 %1386, %4
  %1388 = and i1 %1387, %533
  %1389 = or disjoint i32 %529, 102
  %1390 = icmp slt i32 %1389, %4
  %1391 = and i1 %1390, %533
  %1392 = or disjoint i32 %529, 103
  %1393 = icmp slt i32 %1392, %4
  %1394 = ptrtoint ptr addrspace(1) %1383 to i64
  %1395 = and i64 %1394, 15
  %1396 = icmp eq i64 %1395, 0
  %1397 = and i1 %1385, %1396
  %1398 = and i1 %1390, %1397
  %1399 = and i1 %1393, %1397
  %1400 = xor i1 %1385, %1399
  %1401 = xor i1 %1388, %1399
  %1402 = xor i1 %1391, %1399
  %1403 = xor i1 %533, %1398
  %1404 = and i1 %1393, %1403
  %1405 = zext i1 %1399 to i32
  %1406 = select i1 %34, i32 %495, i32 0
  %1407 = select i1 %34, i32 %496, i32 0
  %1408 = select i1 %34, i32 %497, i32 0
  %1409 = select i1 %34, i32 %498, i32 0
  %1410 = zext i1 %1400 to i32
  %1411 = zext i1 %1401 to i32
  %1412 = zext i1 %1402 to i32
  %1413 = zext i1 %1404 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1405, i32 %1406, i32 %1407, i32 %1408, i32 %1409, ptr addrspace(1) %1383, i32 %1410, i32 %1411, i32 %1412, i32 %1413) #4
  %1414 = or disjoint i32 %529, 104
  %1415 = add i32 %528, %1414
  %1416 = sext i32 %1415 to i64
  %1417 = getelementptr float, ptr addrspace(1) %2, i64 %1416
  %1418 = icmp slt i32 %1414, %4
  %1419 = and i1 %1418, %533
  %1420 = or disjoint i32 %529, 105
  %1421 = icmp slt i32 %1420, %4
  %1422 = and i1 %1421, %533
  %1423 = or disjoint i32 %529, 106
  %1424 = icmp slt i32 %1423, %4
  %1425 = and i1 %1424, %533
  %1426 = or disjoint i32 %529, 107
  %1427 = icmp slt i32 %1426, %4
  %1428 = ptrtoint ptr addrspace(1) %1417 to i64
  %1429 = and i64 %1428, 15
  %1430 = icmp eq i64 %1429, 0
  %1431 = and i1 %1419, %1430
  %1432 = and i1 %1424, %1431
  %1433 = and i1 %1427, %1431
  %1434 = xor i1 %1419, %1433
  %1435 = xor i1 %1422, %1433
  %1436 = xor i1 %1425, %1433
  %1437 = xor i1 %533, %1432
  %1438 = and i1 %1427, %1437
  %1439 = zext i1 %1433 to i32
  %1440 = select i1 %34, i32 %499, i32 0
  %1441 = select i1 %34, i32 %500, i32 0
  %1442 = select i1 %34, i32 %501, i32 0
  %1443 = select i1 %34, i32 %502, i32 0
  %1444 = zext i1 %1434 to i32
  %1445 = zext i1 %1435 to i32
  %1446 = zext i1 %1436 to i32
  %1447 = zext i1 %1438 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1439, i32 %1440, i32 %1441, i32 %1442, i32 %1443, ptr addrspace(1) %1417, i32 %1444, i32 %1445, i32 %1446, i32 %1447) #4
  %1448 = or disjoint i32 %529, 108
  %1449 = add i32 %528, %1448
  %1450 = sext i32 %1449 to i64
  %1451 = getelementptr float, ptr addrspace(1) %2, i64 %1450
  %1452 = icmp slt i32 %1448, %4
  %1453 = and i1 %1452, %533
  %1454 = or disjoint i32 %529, 109
  %1455 = icmp slt i32 %1454, %4
  %1456 = and i1 %1455, %533
  %1457 = or disjoint i32 %529, 110
  %1458 = icmp slt i32 %1457, %4
  %1459 = and i1 %1458, %533
  %1460 = or disjoint i32 %529, 111
  %1461 = icmp slt i32 %1460, %4
  %1462 = ptrtoint ptr addrspace(1) %1451 to i64
  %1463 = and i64 %1462, 15
  %1464 = icmp eq i64 %1463, 0
  %1465 = and i1 %1453, %1464
  %1466 = and i1 %1458, %1465
  %1467 = and i1 %1461, %1465
  %1468 = xor i1 %1453, %1467
  %1469 = xor i1 %1456, %1467
  %1470 = xor i1 %1459, %1467
  %1471 = xor i1 %533, %1466
  %1472 = and i1 %1461, %1471
  %1473 = zext i1 %1467 to i32
  %1474 = select i1 %34, i32 %503, i32 0
  %1475 = select i1 %34, i32 %504, i32 0
  %1476 = select i1 %34, i32 %505, i32 0
  %1477 = select i1 %34, i32 %506, i32 0
  %1478 = zext i1 %1468 to i32
  %1479 = zext i1 %1469 to i32
  %1480 = zext i1 %1470 to i32
  %1481 = zext i1 %1472 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1473, i32 %1474, i32 %1475, i32 %1476, i32 %1477, ptr addrspace(1) %1451, i32 %1478, i32 %1479, i32 %1480, i32 %1481) #4
  %1482 = or disjoint i32 %529, 112
  %1483 = add i32 %528, %1482
  %1484 = sext i32 %1483 to i64
  %1485 = getelementptr float, ptr addrspace(1) %2, i64 %1484
  %1486 = icmp slt i32 %1482, %4
  %1487 = and i1 %1486, %533
  %1488 = or disjoint i32 %529, 113
  %1489 = icmp slt i32 %1488, %4
  %1490 = and i1 %1489, %533
  %1491 = or disjoint i32 %529, 114
  %1492 = icmp slt i32 %1491, %4
  %1493 = and i1 %1492, %533
  %1494 = or disjoint i32 %529, 115
  %1495 = icmp slt i32 %1494, %4
  %1496 = ptrtoint ptr addrspace(1) %1485 to i64
  %1497 = and i64 %1496, 15
  %1498 = icmp eq i64 %1497, 0
  %1499 = and i1 %1487, %1498
  %1500 = and i1 %1492, %1499
  %1501 = and i1 %1495, %1499
  %1502 = xor i1 %1487, %1501
  %1503 = xor i1 %1490, %1501
  %1504 = xor i1 %1493, %1501
  %1505 = xor i1 %533, %1500
  %1506 = and i1 %1495, %1505
  %1507 = zext i1 %1501 to i32
  %1508 = select i1 %34, i32 %507, i32 0
  %1509 = select i1 %34, i32 %508, i32 0
  %1510 = select i1 %34, i32 %509, i32 0
  %1511 = select i1 %34, i32 %510, i32 0
  %1512 = zext i1 %1502 to i32
  %1513 = zext i1 %1503 to i32
  %1514 = zext i1 %1504 to i32
  %1515 = zext i1 %1506 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1507, i32 %1508, i32 %1509, i32 %1510, i32 %1511, ptr addrspace(1) %1485, i32 %1512, i32 %1513, i32 %1514, i32 %1515) #4
  %1516 = or disjoint i32 %529, 116
  %1517 = add i32 %528, %1516
  %1518 = sext i32 %1517 to i64
  %1519 = getelementptr float, ptr addrspace(1) %2, i64 %1518
  %1520 = icmp slt i32 %1516, %4
  %1521 = and i1 %1520, %533
  %1522 = or disjoint i32 %529, 117
  %1523 = icmp slt i32 %1522, %4
  %1524 = and i1 %1523, %533
  %1525 = or disjoint i32 %529, 118
  %1526 = icmp slt i32 %1525, %4
  %1527 = and i1 %1526, %533
  %1528 = or disjoint i32 %529, 119
  %1529 = icmp slt i32 %1528, %4
  %1530 = ptrtoint ptr addrspace(1) %1519 to i64
  %1531 = and i64 %1530, 15
  %1532 = icmp eq i64 %1531, 0
  %1533 = and i1 %1521, %1532
  %1534 = and i1 %1526, %1533
  %1535 = and i1 %1529, %1533
  %1536 = xor i1 %1521, %1535
  %1537 = xor i1 %1524, %1535
  %1538 = xor i1 %1527, %1535
  %1539 = xor i1 %533, %1534
  %1540 = and i1 %1529, %1539
  %1541 = zext i1 %1535 to i32
  %1542 = select i1 %34, i32 %511, i32 0
  %1543 = select i1 %34, i32 %512, i32 0
  %1544 = select i1 %34, i32 %513, i32 0
  %1545 = select i1 %34, i32 %514, i32 0
  %1546 = zext i1 %1536 to i32
  %1547 = zext i1 %1537 to i32
  %1548 = zext i1 %1538 to i32
  %1549 = zext i1 %1540 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1541, i32 %1542, i32 %1543, i32 %1544, i32 %1545, ptr addrspace(1) %1519, i32 %1546, i32 %1547, i32 %1548, i32 %1549) #4
  %1550 = or disjoint i32 %529, 120
  %1551 = add i32 %528, %1550
  %1552 = sext i32 %1551 to i64
  %1553 = getelementptr float, ptr addrspace(1) %2, i64 %1552
  %1554 = icmp slt i32 %1550, %4
  %1555 = and i1 %1554, %533
  %1556 = or disjoint i32 %529, 121
  %1557 = icmp slt i32 %1556, %4
  %1558 = and i1 %1557, %533
  %1559 = or disjoint i32 %529, 122
  %1560 = icmp slt i32 %1559, %4
  %1561 = and i1 %1560, %533
  %1562 = or disjoint i32 %529, 123
  %1563 = icmp slt i32 %1562, %4
  %1564 = ptrtoint ptr addrspace(1) %1553 to i64
  %1565 = and i64 %1564, 15
  %1566 = icmp eq i64 %1565, 0
  %1567 = and i1 %1555, %1566
  %1568 = and i1 %1560, %1567
  %1569 = and i1 %1563, %1567
  %1570 = xor i1 %1555, %1569
  %1571 = xor i1 %1558, %1569
  %1572 = xor i1 %1561, %1569
  %1573 = xor i1 %533, %1568
  %1574 = and i1 %1563, %1573
  %1575 = zext i1 %1569 to i32
  %1576 = select i1 %34, i32 %515, i32 0
  %1577 = select i1 %34, i32 %516, i32 0
  %1578 = select i1 %34, i32 %517, i32 0
  %1579 = select i1 %34, i32 %518, i32 0
  %1580 = zext i1 %1570 to i32
  %1581 = zext i1 %1571 to i32
  %1582 = zext i1 %1572 to i32
  %1583 = zext i1 %1574 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1575, i32 %1576, i32 %1577, i32 %1578, i32 %1579, ptr addrspace(1) %1553, i32 %1580, i32 %1581, i32 %1582, i32 %1583) #4
  %1584 = or disjoint i32 %529, 124
  %1585 = add i32 %528, %1584
  %1586 = sext i32 %1585 to i64
  %1587 = getelementptr float, ptr addrspace(1) %2, i64 %1586
  %1588 = icmp slt i32 %1584, %4
  %1589 = and i1 %1588, %533
  %1590 = or disjoint i32 %529, 125
  %1591 = icmp slt i32 %1590, %4
  %1592 = and i1 %1591, %533
  %1593 = or disjoint i32 %529, 126
  %1594 = icmp slt i32 %1593, %4
  %1595 = and i1 %1594, %533
  %.reass34 = or disjoint i32 %385, %invariant.op33
  %1596 = icmp slt i32 %.reass34, %4
  %1597 = ptrtoint ptr addrspace(1) %1587 to i64
  %1598 = and i64 %1597, 15
  %1599 = icmp eq i64 %1598, 0
  %1600 = and i1 %1589, %1599
  %1601 = and i1 %1594, %1600
  %1602 = and i1 %1596, %1601
  %1603 = xor i1 %1589, %1602
  %1604 = xor i1 %1592, %1602
  %1605 = xor i1 %1595, %1602
  %1606 = xor i1 %533, %1601
  %1607 = and i1 %1596, %1606
  %1608 = zext i1 %1602 to i32
  %1609 = select i1 %34, i32 %519, i32 0
  %1610 = select i1 %34, i32 %520, i32 0
  %1611 = select i1 %34, i32 %521, i32 0
  %1612 = select i1 %34, i32 %522, i32 0
  %1613 = zext i1 %1603 to i32
  %1614 = zext i1 %1604 to i32
  %1615 = zext i1 %1605 to i32
  %1616 = zext i1 %1607 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1608, i32 %1609, i32 %1610, i32 %1611, i32 %1612, ptr addrspace(1) %1587, i32 %1613, i32 %1614, i32 %1615, i32 %1616) #4
  %1617 = add i32 %361, %14
  %1618 = icmp slt i32 %1617, %12
  br i1 %1618, label %360, label %._crit_edge

._crit_edge:                                      ; preds = %527, %.preheader13
  tail call void asm sideeffect "tcgen05.fence::before_thread_sync;", "~{memory}"() #4
  tail call void asm sideeffect "bar.sync 8, 256;", "~{memory}"() #5
  br i1 %25, label %1619, label %1620

1619:                                             ; preds = %._crit_edge
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;\0A\09tcgen05.dealloc.cta_group::2.sync.aligned.b32 $0, 512;", "r,~{memory}"(i32 %28) #4
  br label %1620

1620:                                             ; preds = %1619, %._crit_edge
  tail call void asm sideeffect "bar.sync 8, 256;", "~{memory}"() #5
  br i1 %16, label %1621, label %1622

1621:                                             ; preds = %1620
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_pair_dsmem, i64 131072) to i32)) #4
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_pair_dsmem, i64 131072) to i32), i32 16)) #4
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_pair_dsmem, i64 131072) to i32), i32 32)) #4
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_pair_dsmem, i64 131072) to i32), i32 48)) #4
  br label %1622

1622:                                             ; preds = %1621, %1620
  tail call void asm sideeffect "bar.sync 8, 256;", "~{memory}"() #5
  br i1 %16, label %1623, label %.loopexit

1623:                                             ; preds = %1622
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_pair_dsmem, i64 131200) to i32)) #4
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_persistent_pair_dsmem, i64 131200) to i32), i32 16)) #4
  br label %.loopexit

.loopexit:                                        ; preds = %357, %1622, %1623, %43
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
