; ModuleID = 'tile_kernels'
source_filename = "tile_kernels"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@gemm_bf16_tma_persistent_store_dsmem = external addrspace(3) global [0 x i8], align 1024

; Function Attrs: nounwind
define ptx_kernel void @gemm_bf16_tma_persistent_store(ptr byval([128 x i8]) align 64 "nvvm.grid_constant" %0, ptr byval([128 x i8]) align 64 "nvvm.grid_constant" %1, ptr byval([128 x i8]) align 64 "nvvm.grid_constant" %2, i32 %3, i32 %4, i32 %5) local_unnamed_addr #0 {
  %7 = tail call range(i32 0, 288) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %3, 127
  %9 = lshr i32 %8, 7
  %10 = add i32 %4, 255
  %11 = lshr i32 %10, 8
  %12 = mul i32 %11, %9
  %13 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %14 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %15 = icmp eq i32 %7, 0
  br i1 %15, label %16, label %17

16:                                               ; preds = %6
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_store_dsmem, i64 229376) to i32)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_store_dsmem, i64 229376) to i32), i32 16)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_store_dsmem, i64 229376) to i32), i32 32)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_store_dsmem, i64 229376) to i32), i32 48)) #4
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #4
  br label %17

17:                                               ; preds = %16, %6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %15, label %18, label %19

18:                                               ; preds = %17
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_store_dsmem, i64 229440) to i32)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_store_dsmem, i64 229440) to i32), i32 16)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_store_dsmem, i64 229440) to i32), i32 32)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_store_dsmem, i64 229440) to i32), i32 48)) #4
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #4
  br label %19

19:                                               ; preds = %18, %17
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %15, label %20, label %21

20:                                               ; preds = %19
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_store_dsmem, i64 229504) to i32)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_store_dsmem, i64 229504) to i32), i32 16)) #4
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #4
  br label %21

21:                                               ; preds = %20, %19
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %15, label %22, label %23

22:                                               ; preds = %21
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 256;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_store_dsmem, i64 229536) to i32)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 256;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_store_dsmem, i64 229536) to i32), i32 16)) #4
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #4
  br label %23

23:                                               ; preds = %22, %21
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %24 = icmp samesign ult i32 %7, 32
  br i1 %24, label %25, label %26

25:                                               ; preds = %23
  tail call void asm sideeffect "tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [$0], 512;\0A\09tcgen05.relinquish_alloc_permit.cta_group::1.sync.aligned;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_store_dsmem, i64 229568) to i32)) #4
  br label %26

26:                                               ; preds = %25, %23
  tail call void asm sideeffect "tcgen05.fence::before_thread_sync;", "~{memory}"() #4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #4
  %27 = tail call i32 asm sideeffect "ld.shared.b32 $0, [$1];", "=r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_store_dsmem, i64 229568) to i32)) #4
  %28 = icmp samesign ugt i32 %7, 255
  br i1 %28, label %71, label %.preheader30

.preheader30:                                     ; preds = %26
  %29 = icmp slt i32 %13, %12
  br i1 %29, label %.lr.ph, label %._crit_edge

.lr.ph:                                           ; preds = %.preheader30
  %30 = shl nuw nsw i32 %11, 3
  %31 = icmp sgt i32 %5, 0
  %32 = and i32 %7, 128
  %33 = shl nuw nsw i32 %7, 16
  %34 = and i32 %33, 6291456
  %35 = or disjoint i32 %34, %32
  %36 = add i32 %35, %27
  %37 = shl nuw nsw i32 %7, 7
  %38 = and i32 %37, 16256
  %39 = shl nuw nsw i32 %7, 4
  %40 = and i32 %39, 112
  %41 = or disjoint i32 %38, %40
  %42 = and i32 %37, 16384
  %43 = or disjoint i32 %41, %42
  %44 = zext nneg i32 %43 to i64
  %45 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_persistent_store_dsmem, i64 %44
  %46 = getelementptr i8, ptr addrspace(3) %45, i64 196608
  %47 = or disjoint i32 %40, %42
  %48 = or disjoint i32 %47, %38
  %49 = xor i32 %48, 196624
  %50 = zext nneg i32 %49 to i64
  %51 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_persistent_store_dsmem, i64 %50
  %52 = xor i32 %48, 196640
  %53 = zext nneg i32 %52 to i64
  %54 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_persistent_store_dsmem, i64 %53
  %55 = xor i32 %48, 196656
  %56 = zext nneg i32 %55 to i64
  %57 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_persistent_store_dsmem, i64 %56
  %58 = xor i32 %48, 196672
  %59 = zext nneg i32 %58 to i64
  %60 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_persistent_store_dsmem, i64 %59
  %61 = xor i32 %48, 196688
  %62 = zext nneg i32 %61 to i64
  %63 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_persistent_store_dsmem, i64 %62
  %64 = xor i32 %48, 196704
  %65 = zext nneg i32 %64 to i64
  %66 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_persistent_store_dsmem, i64 %65
  %67 = xor i32 %48, 196720
  %68 = zext nneg i32 %67 to i64
  %69 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_persistent_store_dsmem, i64 %68
  %70 = ptrtoint ptr %2 to i64
  br label %300

71:                                               ; preds = %26
  %72 = icmp eq i32 %7, 256
  %73 = icmp slt i32 %13, %12
  %or.cond = select i1 %72, i1 %73, i1 false
  br i1 %or.cond, label %.lr.ph34, label %.loopexit

.lr.ph34:                                         ; preds = %71
  %74 = shl nuw nsw i32 %11, 3
  %75 = icmp sgt i32 %5, 0
  %76 = ptrtoint ptr %1 to i64
  %77 = ptrtoint ptr %0 to i64
  %78 = icmp sgt i32 %5, 64
  %79 = icmp sgt i32 %5, 128
  %80 = icmp sgt i32 %5, 192
  %81 = add i32 %5, 63
  %82 = sdiv i32 %81, 64
  %83 = select i1 %75, i32 %82, i32 0
  br label %84

84:                                               ; preds = %.lr.ph34, %._crit_edge33
  %85 = phi i32 [ 0, %.lr.ph34 ], [ %297, %._crit_edge33 ]
  %86 = phi i32 [ %13, %.lr.ph34 ], [ %298, %._crit_edge33 ]
  %87 = and i32 %85, 3
  %88 = lshr i32 %85, 2
  %89 = and i32 %88, 1
  %90 = xor i32 %89, 1
  %91 = shl nuw nsw i32 %87, 4
  %92 = zext nneg i32 %91 to i64
  %93 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_store_dsmem, i64 229440), i64 %92
  %94 = ptrtoint ptr addrspace(3) %93 to i64
  %95 = trunc i64 %94 to i32
  br label %96

96:                                               ; preds = %96, %84
  %97 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %95, i32 %90) #4
  %98 = icmp eq i32 %97, 0
  br i1 %98, label %96, label %99

99:                                               ; preds = %96
  %.frozen = freeze i32 %86
  %.frozen44 = freeze i32 %74
  %100 = udiv i32 %.frozen, %.frozen44
  %101 = shl i32 %100, 3
  %102 = mul i32 %100, %.frozen44
  %.decomposed = sub i32 %.frozen, %102
  %103 = sub i32 %9, %101
  %104 = call i32 @llvm.umin.i32(i32 %103, i32 8)
  %.frozen45 = freeze i32 %104
  %105 = udiv i32 %.decomposed, %.frozen45
  %106 = mul i32 %105, %.frozen45
  %.decomposed46 = sub i32 %.decomposed, %106
  %107 = add nuw i32 %.decomposed46, %101
  %108 = shl i32 %107, 7
  %109 = shl i32 %105, 8
  br i1 %75, label %.critedge, label %.critedge26

.critedge:                                        ; preds = %99
  %110 = shl nuw nsw i32 %87, 15
  %111 = zext nneg i32 %110 to i64
  %112 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_persistent_store_dsmem, i64 %111
  %113 = ptrtoint ptr addrspace(3) %112 to i64
  %114 = trunc i64 %113 to i32
  %115 = shl nuw nsw i32 %87, 14
  %116 = zext nneg i32 %115 to i64
  %117 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_store_dsmem, i64 131072), i64 %116
  %118 = ptrtoint ptr addrspace(3) %117 to i64
  %119 = trunc i64 %118 to i32
  %120 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_store_dsmem, i64 229376), i64 %92
  %121 = ptrtoint ptr addrspace(3) %120 to i64
  %122 = trunc i64 %121 to i32
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 %122, i32 49152) #4
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %119, i64 %77, i32 0, i32 %108, i32 %122) #4
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %114, i64 %76, i32 0, i32 %109, i32 %122) #4
  br label %.critedge26

.critedge26:                                      ; preds = %99, %.critedge
  %123 = add i32 %85, 1
  %124 = and i32 %123, 3
  %125 = lshr i32 %123, 2
  %126 = and i32 %125, 1
  %127 = xor i32 %126, 1
  %128 = shl nuw nsw i32 %124, 4
  %129 = zext nneg i32 %128 to i64
  %130 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_store_dsmem, i64 229440), i64 %129
  %131 = ptrtoint ptr addrspace(3) %130 to i64
  %132 = trunc i64 %131 to i32
  br label %133

133:                                              ; preds = %133, %.critedge26
  %134 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %132, i32 %127) #4
  %135 = icmp eq i32 %134, 0
  br i1 %135, label %133, label %136

136:                                              ; preds = %133
  br i1 %78, label %.critedge4, label %.critedge27

.critedge4:                                       ; preds = %136
  %137 = shl nuw nsw i32 %124, 15
  %138 = zext nneg i32 %137 to i64
  %139 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_persistent_store_dsmem, i64 %138
  %140 = ptrtoint ptr addrspace(3) %139 to i64
  %141 = trunc i64 %140 to i32
  %142 = shl nuw nsw i32 %124, 14
  %143 = zext nneg i32 %142 to i64
  %144 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_store_dsmem, i64 131072), i64 %143
  %145 = ptrtoint ptr addrspace(3) %144 to i64
  %146 = trunc i64 %145 to i32
  %147 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_store_dsmem, i64 229376), i64 %129
  %148 = ptrtoint ptr addrspace(3) %147 to i64
  %149 = trunc i64 %148 to i32
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 %149, i32 49152) #4
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %146, i64 %77, i32 64, i32 %108, i32 %149) #4
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %141, i64 %76, i32 64, i32 %109, i32 %149) #4
  br label %.critedge27

.critedge27:                                      ; preds = %136, %.critedge4
  %150 = add i32 %85, 2
  %151 = and i32 %150, 3
  %152 = lshr i32 %150, 2
  %153 = and i32 %152, 1
  %154 = xor i32 %153, 1
  %155 = shl nuw nsw i32 %151, 4
  %156 = zext nneg i32 %155 to i64
  %157 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_store_dsmem, i64 229440), i64 %156
  %158 = ptrtoint ptr addrspace(3) %157 to i64
  %159 = trunc i64 %158 to i32
  br label %160

160:                                              ; preds = %160, %.critedge27
  %161 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %159, i32 %154) #4
  %162 = icmp eq i32 %161, 0
  br i1 %162, label %160, label %163

163:                                              ; preds = %160
  br i1 %79, label %.critedge8, label %.critedge28

.critedge8:                                       ; preds = %163
  %164 = shl nuw nsw i32 %151, 15
  %165 = zext nneg i32 %164 to i64
  %166 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_persistent_store_dsmem, i64 %165
  %167 = ptrtoint ptr addrspace(3) %166 to i64
  %168 = trunc i64 %167 to i32
  %169 = shl nuw nsw i32 %151, 14
  %170 = zext nneg i32 %169 to i64
  %171 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_store_dsmem, i64 131072), i64 %170
  %172 = ptrtoint ptr addrspace(3) %171 to i64
  %173 = trunc i64 %172 to i32
  %174 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_store_dsmem, i64 229376), i64 %156
  %175 = ptrtoint ptr addrspace(3) %174 to i64
  %176 = trunc i64 %175 to i32
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 %176, i32 49152) #4
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %173, i64 %77, i32 128, i32 %108, i32 %176) #4
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %168, i64 %76, i32 128, i32 %109, i32 %176) #4
  br label %.critedge28

.critedge28:                                      ; preds = %163, %.critedge8
  %177 = add i32 %85, 3
  %178 = and i32 %177, 3
  %179 = lshr i32 %177, 2
  %180 = and i32 %179, 1
  %181 = xor i32 %180, 1
  %182 = shl nuw nsw i32 %178, 4
  %183 = zext nneg i32 %182 to i64
  %184 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_store_dsmem, i64 229440), i64 %183
  %185 = ptrtoint ptr addrspace(3) %184 to i64
  %186 = trunc i64 %185 to i32
  br label %187

187:                                              ; preds = %187, %.critedge28
  %188 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %186, i32 %181) #4
  %189 = icmp eq i32 %188, 0
  br i1 %189, label %187, label %190

190:                                              ; preds = %187
  br i1 %80, label %.critedge12, label %.critedge29

.critedge12:                                      ; preds = %190
  %191 = shl nuw nsw i32 %178, 15
  %192 = zext nneg i32 %191 to i64
  %193 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_persistent_store_dsmem, i64 %192
  %194 = ptrtoint ptr addrspace(3) %193 to i64
  %195 = trunc i64 %194 to i32
  %196 = shl nuw nsw i32 %178, 14
  %197 = zext nneg i32 %196 to i64
  %198 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_store_dsmem, i64 131072), i64 %197
  %199 = ptrtoint ptr addrspace(3) %198 to i64
  %200 = trunc i64 %199 to i32
  %201 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_store_dsmem, i64 229376), i64 %183
  %202 = ptrtoint ptr addrspace(3) %201 to i64
  %203 = trunc i64 %202 to i32
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 %203, i32 49152) #4
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %200, i64 %77, i32 192, i32 %108, i32 %203) #4
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %195, i64 %76, i32 192, i32 %109, i32 %203) #4
  br label %.critedge29

.critedge29:                                      ; preds = %190, %.critedge12
  %204 = sub i32 %86, %13
  %205 = udiv i32 %204, %14
  %206 = and i32 %205, 1
  %207 = lshr i32 %205, 1
  %208 = and i32 %207, 1
  %209 = xor i32 %208, 1
  %210 = shl nuw nsw i32 %206, 4
  %211 = zext nneg i32 %210 to i64
  %212 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_store_dsmem, i64 229536), i64 %211
  %213 = ptrtoint ptr addrspace(3) %212 to i64
  %214 = trunc i64 %213 to i32
  br label %215

215:                                              ; preds = %215, %.critedge29
  %216 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %214, i32 %209) #4
  %217 = icmp eq i32 %216, 0
  br i1 %217, label %215, label %218

218:                                              ; preds = %215
  %219 = shl nuw nsw i32 %206, 8
  %220 = add i32 %219, %27
  br i1 %75, label %.lr.ph32, label %._crit_edge33

.lr.ph32:                                         ; preds = %218, %291
  %221 = phi i32 [ %292, %291 ], [ 0, %218 ]
  %222 = lshr exact i32 %221, 6
  %223 = add i32 %222, %85
  %224 = and i32 %223, 3
  %225 = lshr i32 %223, 2
  %226 = and i32 %225, 1
  %227 = shl nuw nsw i32 %224, 4
  %228 = zext nneg i32 %227 to i64
  %229 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_store_dsmem, i64 229376), i64 %228
  %230 = ptrtoint ptr addrspace(3) %229 to i64
  %231 = trunc i64 %230 to i32
  br label %232

232:                                              ; preds = %232, %.lr.ph32
  %233 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %231, i32 %226) #4
  %234 = icmp eq i32 %233, 0
  br i1 %234, label %232, label %235

235:                                              ; preds = %232
  %236 = icmp ne i32 %221, 0
  %237 = shl nuw nsw i32 %224, 14
  %238 = zext nneg i32 %237 to i64
  %239 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_store_dsmem, i64 131072), i64 %238
  %240 = shl nuw nsw i32 %224, 15
  %241 = zext nneg i32 %240 to i64
  %242 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_persistent_store_dsmem, i64 %241
  %243 = ptrtoint ptr addrspace(3) %239 to i64
  %244 = ptrtoint ptr addrspace(3) %242 to i64
  call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #4
  %245 = zext i1 %236 to i32
  %246 = lshr exact i64 %243, 4
  %247 = and i64 %246, 16320
  %248 = or disjoint i64 %247, 4611756662049538048
  %249 = lshr exact i64 %244, 4
  %250 = and i64 %249, 16320
  %251 = or disjoint i64 %250, 4611756662049538048
  call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %220, i64 %248, i64 %251, i32 138413200, i32 %245) #4
  %252 = or disjoint i64 %247, 4611756662049538050
  %253 = or disjoint i64 %250, 4611756662049538050
  call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %220, i64 %252, i64 %253, i32 138413200, i32 1) #4
  %254 = or disjoint i64 %247, 4611756662049538052
  %255 = or disjoint i64 %250, 4611756662049538052
  call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %220, i64 %254, i64 %255, i32 138413200, i32 1) #4
  %256 = or disjoint i64 %247, 4611756662049538054
  %257 = or disjoint i64 %250, 4611756662049538054
  call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %220, i64 %256, i64 %257, i32 138413200, i32 1) #4
  %258 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_store_dsmem, i64 229440), i64 %228
  %259 = ptrtoint ptr addrspace(3) %258 to i64
  %260 = trunc i64 %259 to i32
  call void asm sideeffect "tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$0];", "r,~{memory}"(i32 %260) #4
  %261 = add i32 %221, 192
  %262 = icmp slt i32 %261, %5
  %263 = and i1 %236, %262
  br i1 %263, label %264, label %291

264:                                              ; preds = %235
  %265 = add i32 %223, -1
  %266 = and i32 %265, 3
  %267 = lshr i32 %265, 2
  %268 = and i32 %267, 1
  %269 = shl nuw nsw i32 %266, 4
  %270 = zext nneg i32 %269 to i64
  %271 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_store_dsmem, i64 229440), i64 %270
  %272 = ptrtoint ptr addrspace(3) %271 to i64
  %273 = trunc i64 %272 to i32
  br label %274

274:                                              ; preds = %274, %264
  %275 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %273, i32 %268) #4
  %276 = icmp eq i32 %275, 0
  br i1 %276, label %274, label %277

277:                                              ; preds = %274
  %278 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_store_dsmem, i64 229376), i64 %270
  %279 = ptrtoint ptr addrspace(3) %278 to i64
  %280 = trunc i64 %279 to i32
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 %280, i32 49152) #4
  %281 = shl nuw nsw i32 %266, 14
  %282 = zext nneg i32 %281 to i64
  %283 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_store_dsmem, i64 131072), i64 %282
  %284 = ptrtoint ptr addrspace(3) %283 to i64
  %285 = trunc i64 %284 to i32
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %285, i64 %77, i32 %261, i32 %108, i32 %280) #4
  %286 = shl nuw nsw i32 %266, 15
  %287 = zext nneg i32 %286 to i64
  %288 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_persistent_store_dsmem, i64 %287
  %289 = ptrtoint ptr addrspace(3) %288 to i64
  %290 = trunc i64 %289 to i32
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %290, i64 %76, i32 %261, i32 %109, i32 %280) #4
  br label %291

291:                                              ; preds = %277, %235
  %292 = add i32 %221, 64
  %293 = icmp slt i32 %292, %5
  br i1 %293, label %.lr.ph32, label %._crit_edge33

._crit_edge33:                                    ; preds = %291, %218
  %294 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_store_dsmem, i64 229504), i64 %211
  %295 = ptrtoint ptr addrspace(3) %294 to i64
  %296 = trunc i64 %295 to i32
  call void asm sideeffect "tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$0];", "r,~{memory}"(i32 %296) #4
  %297 = add i32 %85, %83
  %298 = add i32 %86, %14
  %299 = icmp slt i32 %298, %12
  br i1 %299, label %84, label %.loopexit

300:                                              ; preds = %.lr.ph, %985
  %301 = phi i32 [ %13, %.lr.ph ], [ %986, %985 ]
  %302 = sub i32 %301, %13
  %303 = udiv i32 %302, %14
  %304 = and i32 %303, 1
  %305 = lshr i32 %303, 1
  %306 = and i32 %305, 1
  %307 = shl nuw nsw i32 %304, 4
  %308 = zext nneg i32 %307 to i64
  %309 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_store_dsmem, i64 229504), i64 %308
  %310 = ptrtoint ptr addrspace(3) %309 to i64
  %311 = trunc i64 %310 to i32
  br label %312

312:                                              ; preds = %312, %300
  %313 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %311, i32 %306) #4
  %314 = icmp eq i32 %313, 0
  br i1 %314, label %312, label %315

315:                                              ; preds = %312
  %.frozen47 = freeze i32 %301
  %.frozen48 = freeze i32 %30
  %316 = udiv i32 %.frozen47, %.frozen48
  %317 = shl i32 %316, 3
  %318 = sub i32 %9, %317
  %319 = call i32 @llvm.umin.i32(i32 %318, i32 8)
  %320 = mul i32 %316, %.frozen48
  %.decomposed49 = sub i32 %.frozen47, %320
  %.frozen50 = freeze i32 %319
  %321 = udiv i32 %.decomposed49, %.frozen50
  %322 = mul i32 %321, %.frozen50
  %.decomposed51 = sub i32 %.decomposed49, %322
  %323 = add nuw i32 %.decomposed51, %317
  %324 = shl i32 %323, 7
  %325 = shl i32 %321, 8
  %326 = shl nuw nsw i32 %304, 8
  call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #4
  %327 = add i32 %36, %326
  %328 = call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %327) #4
  %329 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %328, 0
  %330 = bitcast i32 %329 to float
  %331 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %328, 1
  %332 = bitcast i32 %331 to float
  %333 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %328, 2
  %334 = bitcast i32 %333 to float
  %335 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %328, 3
  %336 = bitcast i32 %335 to float
  %337 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %328, 4
  %338 = bitcast i32 %337 to float
  %339 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %328, 5
  %340 = bitcast i32 %339 to float
  %341 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %328, 6
  %342 = bitcast i32 %341 to float
  %343 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %328, 7
  %344 = bitcast i32 %343 to float
  %345 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %328, 8
  %346 = bitcast i32 %345 to float
  %347 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %328, 9
  %348 = bitcast i32 %347 to float
  %349 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %328, 10
  %350 = bitcast i32 %349 to float
  %351 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %328, 11
  %352 = bitcast i32 %351 to float
  %353 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %328, 12
  %354 = bitcast i32 %353 to float
  %355 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %328, 13
  %356 = bitcast i32 %355 to float
  %357 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %328, 14
  %358 = bitcast i32 %357 to float
  %359 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %328, 15
  %360 = bitcast i32 %359 to float
  %361 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %328, 16
  %362 = bitcast i32 %361 to float
  %363 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %328, 17
  %364 = bitcast i32 %363 to float
  %365 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %328, 18
  %366 = bitcast i32 %365 to float
  %367 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %328, 19
  %368 = bitcast i32 %367 to float
  %369 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %328, 20
  %370 = bitcast i32 %369 to float
  %371 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %328, 21
  %372 = bitcast i32 %371 to float
  %373 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %328, 22
  %374 = bitcast i32 %373 to float
  %375 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %328, 23
  %376 = bitcast i32 %375 to float
  %377 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %328, 24
  %378 = bitcast i32 %377 to float
  %379 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %328, 25
  %380 = bitcast i32 %379 to float
  %381 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %328, 26
  %382 = bitcast i32 %381 to float
  %383 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %328, 27
  %384 = bitcast i32 %383 to float
  %385 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %328, 28
  %386 = bitcast i32 %385 to float
  %387 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %328, 29
  %388 = bitcast i32 %387 to float
  %389 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %328, 30
  %390 = bitcast i32 %389 to float
  %391 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %328, 31
  %392 = bitcast i32 %391 to float
  %393 = add i32 %327, 32
  %394 = call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %393) #4
  %395 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %394, 0
  %396 = bitcast i32 %395 to float
  %397 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %394, 1
  %398 = bitcast i32 %397 to float
  %399 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %394, 2
  %400 = bitcast i32 %399 to float
  %401 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %394, 3
  %402 = bitcast i32 %401 to float
  %403 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %394, 4
  %404 = bitcast i32 %403 to float
  %405 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %394, 5
  %406 = bitcast i32 %405 to float
  %407 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %394, 6
  %408 = bitcast i32 %407 to float
  %409 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %394, 7
  %410 = bitcast i32 %409 to float
  %411 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %394, 8
  %412 = bitcast i32 %411 to float
  %413 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %394, 9
  %414 = bitcast i32 %413 to float
  %415 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %394, 10
  %416 = bitcast i32 %415 to float
  %417 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %394, 11
  %418 = bitcast i32 %417 to float
  %419 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %394, 12
  %420 = bitcast i32 %419 to float
  %421 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %394, 13
  %422 = bitcast i32 %421 to float
  %423 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %394, 14
  %424 = bitcast i32 %423 to float
  %425 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %394, 15
  %426 = bitcast i32 %425 to float
  %427 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %394, 16
  %428 = bitcast i32 %427 to float
  %429 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %394, 17
  %430 = bitcast i32 %429 to float
  %431 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %394, 18
  %432 = bitcast i32 %431 to float
  %433 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %394, 19
  %434 = bitcast i32 %433 to float
  %435 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %394, 20
  %436 = bitcast i32 %435 to float
  %437 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %394, 21
  %438 = bitcast i32 %437 to float
  %439 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %394, 22
  %440 = bitcast i32 %439 to float
  %441 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %394, 23
  %442 = bitcast i32 %441 to float
  %443 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %394, 24
  %444 = bitcast i32 %443 to float
  %445 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %394, 25
  %446 = bitcast i32 %445 to float
  %447 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %394, 26
  %448 = bitcast i32 %447 to float
  %449 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %394, 27
  %450 = bitcast i32 %449 to float
  %451 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %394, 28
  %452 = bitcast i32 %451 to float
  %453 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %394, 29
  %454 = bitcast i32 %453 to float
  %455 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %394, 30
  %456 = bitcast i32 %455 to float
  %457 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %394, 31
  %458 = bitcast i32 %457 to float
  %459 = add i32 %327, 64
  %460 = call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %459) #4
  %461 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %460, 0
  %462 = bitcast i32 %461 to float
  %463 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %460, 1
  %464 = bitcast i32 %463 to float
  %465 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %460, 2
  %466 = bitcast i32 %465 to float
  %467 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %460, 3
  %468 = bitcast i32 %467 to float
  %469 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %460, 4
  %470 = bitcast i32 %469 to float
  %471 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %460, 5
  %472 = bitcast i32 %471 to float
  %473 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %460, 6
  %474 = bitcast i32 %473 to float
  %475 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %460, 7
  %476 = bitcast i32 %475 to float
  %477 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %460, 8
  %478 = bitcast i32 %477 to float
  %479 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %460, 9
  %480 = bitcast i32 %479 to float
  %481 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %460, 10
  %482 = bitcast i32 %481 to float
  %483 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %460, 11
  %484 = bitcast i32 %483 to float
  %485 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %460, 12
  %486 = bitcast i32 %485 to float
  %487 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %460, 13
  %488 = bitcast i32 %487 to float
  %489 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %460, 14
  %490 = bitcast i32 %489 to float
  %491 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %460, 15
  %492 = bitcast i32 %491 to float
  %493 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %460, 16
  %494 = bitcast i32 %493 to float
  %495 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %460, 17
  %496 = bitcast i32 %495 to float
  %497 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %460, 18
  %498 = bitcast i32 %497 to float
  %499 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %460, 19
  %500 = bitcast i32 %499 to float
  %501 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %460, 20
  %502 = bitcast i32 %501 to float
  %503 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %460, 21
  %504 = bitcast i32 %503 to float
  %505 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %460, 22
  %506 = bitcast i32 %505 to float
  %507 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %460, 23
  %508 = bitcast i32 %507 to float
  %509 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %460, 24
  %510 = bitcast i32 %509 to float
  %511 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %460, 25
  %512 = bitcast i32 %511 to float
  %513 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %460, 26
  %514 = bitcast i32 %513 to float
  %515 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %460, 27
  %516 = bitcast i32 %515 to float
  %517 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %460, 28
  %518 = bitcast i32 %517 to float
  %519 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %460, 29
  %520 = bitcast i32 %519 to float
  %521 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %460, 30
  %522 = bitcast i32 %521 to float
  %523 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %460, 31
  %524 = bitcast i32 %523 to float
  %525 = add i32 %327, 96
  %526 = call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %525) #4
  %527 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %526, 0
  %528 = bitcast i32 %527 to float
  %529 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %526, 1
  %530 = bitcast i32 %529 to float
  %531 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %526, 2
  %532 = bitcast i32 %531 to float
  %533 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %526, 3
  %534 = bitcast i32 %533 to float
  %535 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %526, 4
  %536 = bitcast i32 %535 to float
  %537 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %526, 5
  %538 = bitcast i32 %537 to float
  %539 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %526, 6
  %540 = bitcast i32 %539 to float
  %541 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %526, 7
  %542 = bitcast i32 %541 to float
  %543 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %526, 8
  %544 = bitcast i32 %543 to float
  %545 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %526, 9
  %546 = bitcast i32 %545 to float
  %547 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %526, 10
  %548 = bitcast i32 %547 to float
  %549 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %526, 11
  %550 = bitcast i32 %549 to float
  %551 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %526, 12
  %552 = bitcast i32 %551 to float
  %553 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %526, 13
  %554 = bitcast i32 %553 to float
  %555 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %526, 14
  %556 = bitcast i32 %555 to float
  %557 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %526, 15
  %558 = bitcast i32 %557 to float
  %559 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %526, 16
  %560 = bitcast i32 %559 to float
  %561 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %526, 17
  %562 = bitcast i32 %561 to float
  %563 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %526, 18
  %564 = bitcast i32 %563 to float
  %565 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %526, 19
  %566 = bitcast i32 %565 to float
  %567 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %526, 20
  %568 = bitcast i32 %567 to float
  %569 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %526, 21
  %570 = bitcast i32 %569 to float
  %571 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %526, 22
  %572 = bitcast i32 %571 to float
  %573 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %526, 23
  %574 = bitcast i32 %573 to float
  %575 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %526, 24
  %576 = bitcast i32 %575 to float
  %577 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %526, 25
  %578 = bitcast i32 %577 to float
  %579 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %526, 26
  %580 = bitcast i32 %579 to float
  %581 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %526, 27
  %582 = bitcast i32 %581 to float
  %583 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %526, 28
  %584 = bitcast i32 %583 to float
  %585 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %526, 29
  %586 = bitcast i32 %585 to float
  %587 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %526, 30
  %588 = bitcast i32 %587 to float
  %589 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %526, 31
  %590 = bitcast i32 %589 to float
  call void asm sideeffect "tcgen05.fence::before_thread_sync;", "~{memory}"() #4
  %591 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_store_dsmem, i64 229536), i64 %308
  %592 = ptrtoint ptr addrspace(3) %591 to i64
  %593 = trunc i64 %592 to i32
  call void asm sideeffect "mbarrier.arrive.shared::cta.b64 _, [$0];", "r,~{memory}"(i32 %593) #4
  %594 = fptrunc float %330 to bfloat
  %595 = select i1 %31, bfloat %594, bfloat 0xR0000
  %596 = fptrunc float %332 to bfloat
  %597 = select i1 %31, bfloat %596, bfloat 0xR0000
  %598 = fptrunc float %334 to bfloat
  %599 = select i1 %31, bfloat %598, bfloat 0xR0000
  %600 = fptrunc float %336 to bfloat
  %601 = select i1 %31, bfloat %600, bfloat 0xR0000
  %602 = fptrunc float %338 to bfloat
  %603 = select i1 %31, bfloat %602, bfloat 0xR0000
  %604 = fptrunc float %340 to bfloat
  %605 = select i1 %31, bfloat %604, bfloat 0xR0000
  %606 = fptrunc float %342 to bfloat
  %607 = select i1 %31, bfloat %606, bfloat 0xR0000
  %608 = fptrunc float %344 to bfloat
  %609 = select i1 %31, bfloat %608, bfloat 0xR0000
  %610 = fptrunc float %346 to bfloat
  %611 = select i1 %31, bfloat %610, bfloat 0xR0000
  %612 = fptrunc float %348 to bfloat
  %613 = select i1 %31, bfloat %612, bfloat 0xR0000
  %614 = fptrunc float %350 to bfloat
  %615 = select i1 %31, bfloat %614, bfloat 0xR0000
  %616 = fptrunc float %352 to bfloat
  %617 = select i1 %31, bfloat %616, bfloat 0xR0000
  %618 = fptrunc float %354 to bfloat
  %619 = select i1 %31, bfloat %618, bfloat 0xR0000
  %620 = fptrunc float %356 to bfloat
  %621 = select i1 %31, bfloat %620, bfloat 0xR0000
  %622 = fptrunc float %358 to bfloat
  %623 = select i1 %31, bfloat %622, bfloat 0xR0000
  %624 = fptrunc float %360 to bfloat
  %625 = select i1 %31, bfloat %624, bfloat 0xR0000
  %626 = fptrunc float %362 to bfloat
  %627 = select i1 %31, bfloat %626, bfloat 0xR0000
  %628 = fptrunc float %364 to bfloat
  %629 = select i1 %31, bfloat %628, bfloat 0xR0000
  %630 = fptrunc float %366 to bfloat
  %631 = select i1 %31, bfloat %630, bfloat 0xR0000
  %632 = fptrunc float %368 to bfloat
  %633 = select i1 %31, bfloat %632, bfloat 0xR0000
  %634 = fptrunc float %370 to bfloat
  %635 = select i1 %31, bfloat %634, bfloat 0xR0000
  %636 = fptrunc float %372 to bfloat
  %637 = select i1 %31, bfloat %636, bfloat 0xR0000
  %638 = fptrunc float %374 to bfloat
  %639 = select i1 %31, bfloat %638, bfloat 0xR0000
  %640 = fptrunc float %376 to bfloat
  %641 = select i1 %31, bfloat %640, bfloat 0xR0000
  %642 = fptrunc float %378 to bfloat
  %643 = select i1 %31, bfloat %642, bfloat 0xR0000
  %644 = fptrunc float %380 to bfloat
  %645 = select i1 %31, bfloat %644, bfloat 0xR0000
  %646 = fptrunc float %382 to bfloat
  %647 = select i1 %31, bfloat %646, bfloat 0xR0000
  %648 = fptrunc float %384 to bfloat
  %649 = select i1 %31, bfloat %648, bfloat 0xR0000
  %650 = fptrunc float %386 to bfloat
  %651 = select i1 %31, bfloat %650, bfloat 0xR0000
  %652 = fptrunc float %388 to bfloat
  %653 = select i1 %31, bfloat %652, bfloat 0xR0000
  %654 = fptrunc float %390 to bfloat
  %655 = select i1 %31, bfloat %654, bfloat 0xR0000
  %656 = fptrunc float %392 to bfloat
  %657 = select i1 %31, bfloat %656, bfloat 0xR0000
  %658 = fptrunc float %396 to bfloat
  %659 = select i1 %31, bfloat %658, bfloat 0xR0000
  %660 = fptrunc float %398 to bfloat
  %661 = select i1 %31, bfloat %660, bfloat 0xR0000
  %662 = fptrunc float %400 to bfloat
  %663 = select i1 %31, bfloat %662, bfloat 0xR0000
  %664 = fptrunc float %402 to bfloat
  %665 = select i1 %31, bfloat %664, bfloat 0xR0000
  %666 = fptrunc float %404 to bfloat
  %667 = select i1 %31, bfloat %666, bfloat 0xR0000
  %668 = fptrunc float %406 to bfloat
  %669 = select i1 %31, bfloat %668, bfloat 0xR0000
  %670 = fptrunc float %408 to bfloat
  %671 = select i1 %31, bfloat %670, bfloat 0xR0000
  %672 = fptrunc float %410 to bfloat
  %673 = select i1 %31, bfloat %672, bfloat 0xR0000
  %674 = fptrunc float %412 to bfloat
  %675 = select i1 %31, bfloat %674, bfloat 0xR0000
  %676 = fptrunc float %414 to bfloat
  %677 = select i1 %31, bfloat %676, bfloat 0xR0000
  %678 = fptrunc float %416 to bfloat
  %679 = select i1 %31, bfloat %678, bfloat 0xR0000
  %680 = fptrunc float %418 to bfloat
  %681 = select i1 %31, bfloat %680, bfloat 0xR0000
  %682 = fptrunc float %420 to bfloat
  %683 = select i1 %31, bfloat %682, bfloat 0xR0000
  %684 = fptrunc float %422 to bfloat
  %685 = select i1 %31, bfloat %684, bfloat 0xR0000
  %686 = fptrunc float %424 to bfloat
  %687 = select i1 %31, bfloat %686, bfloat 0xR0000
  %688 = fptrunc float %426 to bfloat
  %689 = select i1 %31, bfloat %688, bfloat 0xR0000
  %690 = fptrunc float %428 to bfloat
  %691 = select i1 %31, bfloat %690, bfloat 0xR0000
  %692 = fptrunc float %430 to bfloat
  %693 = select i1 %31, bfloat %692, bfloat 0xR0000
  %694 = fptrunc float %432 to bfloat
  %695 = select i1 %31, bfloat %694, bfloat 0xR0000
  %696 = fptrunc float %434 to bfloat
  %697 = select i1 %31, bfloat %696, bfloat 0xR0000
  %698 = fptrunc float %436 to bfloat
  %699 = select i1 %31, bfloat %698, bfloat 0xR0000
  %700 = fptrunc float %438 to bfloat
  %701 = select i1 %31, bfloat %700, bfloat 0xR0000
  %702 = fptrunc float %440 to bfloat
  %703 = select i1 %31, bfloat %702, bfloat 0xR0000
  %704 = fptrunc float %442 to bfloat
  %705 = select i1 %31, bfloat %704, bfloat 0xR0000
  %706 = fptrunc float %444 to bfloat
  %707 = select i1 %31, bfloat %706, bfloat 0xR0000
  %708 = fptrunc float %446 to bfloat
  %709 = select i1 %31, bfloat %708, bfloat 0xR0000
  %710 = fptrunc float %448 to bfloat
  %711 = select i1 %31, bfloat %710, bfloat 0xR0000
  %712 = fptrunc float %450 to bfloat
  %713 = select i1 %31, bfloat %712, bfloat 0xR0000
  %714 = fptrunc float %452 to bfloat
  %715 = select i1 %31, bfloat %714, bfloat 0xR0000
  %716 = fptrunc float %454 to bfloat
  %717 = select i1 %31, bfloat %716, bfloat 0xR0000
  %718 = fptrunc float %456 to bfloat
  %719 = select i1 %31, bfloat %718, bfloat 0xR0000
  %720 = fptrunc float %458 to bfloat
  %721 = select i1 %31, bfloat %720, bfloat 0xR0000
  %722 = fptrunc float %462 to bfloat
  %723 = select i1 %31, bfloat %722, bfloat 0xR0000
  %724 = fptrunc float %464 to bfloat
  %725 = select i1 %31, bfloat %724, bfloat 0xR0000
  %726 = fptrunc float %466 to bfloat
  %727 = select i1 %31, bfloat %726, bfloat 0xR0000
  %728 = fptrunc float %468 to bfloat
  %729 = select i1 %31, bfloat %728, bfloat 0xR0000
  %730 = fptrunc float %470 to bfloat
  %731 = select i1 %31, bfloat %730, bfloat 0xR0000
  %732 = fptrunc float %472 to bfloat
  %733 = select i1 %31, bfloat %732, bfloat 0xR0000
  %734 = fptrunc float %474 to bfloat
  %735 = select i1 %31, bfloat %734, bfloat 0xR0000
  %736 = fptrunc float %476 to bfloat
  %737 = select i1 %31, bfloat %736, bfloat 0xR0000
  %738 = fptrunc float %478 to bfloat
  %739 = select i1 %31, bfloat %738, bfloat 0xR0000
  %740 = fptrunc float %480 to bfloat
  %741 = select i1 %31, bfloat %740, bfloat 0xR0000
  %742 = fptrunc float %482 to bfloat
  %743 = select i1 %31, bfloat %742, bfloat 0xR0000
  %744 = fptrunc float %484 to bfloat
  %745 = select i1 %31, bfloat %744, bfloat 0xR0000
  %746 = fptrunc float %486 to bfloat
  %747 = select i1 %31, bfloat %746, bfloat 0xR0000
  %748 = fptrunc float %488 to bfloat
  %749 = select i1 %31, bfloat %748, bfloat 0xR0000
  %750 = fptrunc float %490 to bfloat
  %751 = select i1 %31, bfloat %750, bfloat 0xR0000
  %752 = fptrunc float %492 to bfloat
  %753 = select i1 %31, bfloat %752, bfloat 0xR0000
  %754 = fptrunc float %494 to bfloat
  %755 = select i1 %31, bfloat %754, bfloat 0xR0000
  %756 = fptrunc float %496 to bfloat
  %757 = select i1 %31, bfloat %756, bfloat 0xR0000
  %758 = fptrunc float %498 to bfloat
  %759 = select i1 %31, bfloat %758, bfloat 0xR0000
  %760 = fptrunc float %500 to bfloat
  %761 = select i1 %31, bfloat %760, bfloat 0xR0000
  %762 = fptrunc float %502 to bfloat
  %763 = select i1 %31, bfloat %762, bfloat 0xR0000
  %764 = fptrunc float %504 to bfloat
  %765 = select i1 %31, bfloat %764, bfloat 0xR0000
  %766 = fptrunc float %506 to bfloat
  %767 = select i1 %31, bfloat %766, bfloat 0xR0000
  %768 = fptrunc float %508 to bfloat
  %769 = select i1 %31, bfloat %768, bfloat 0xR0000
  %770 = fptrunc float %510 to bfloat
  %771 = select i1 %31, bfloat %770, bfloat 0xR0000
  %772 = fptrunc float %512 to bfloat
  %773 = select i1 %31, bfloat %772, bfloat 0xR0000
  %774 = fptrunc float %514 to bfloat
  %775 = select i1 %31, bfloat %774, bfloat 0xR0000
  %776 = fptrunc float %516 to bfloat
  %777 = select i1 %31, bfloat %776, bfloat 0xR0000
  %778 = fptrunc float %518 to bfloat
  %779 = select i1 %31, bfloat %778, bfloat 0xR0000
  %780 = fptrunc float %520 to bfloat
  %781 = select i1 %31, bfloat %780, bfloat 0xR0000
  %782 = fptrunc float %522 to bfloat
  %783 = select i1 %31, bfloat %782, bfloat 0xR0000
  %784 = fptrunc float %524 to bfloat
  %785 = select i1 %31, bfloat %784, bfloat 0xR0000
  %786 = fptrunc float %528 to bfloat
  %787 = select i1 %31, bfloat %786, bfloat 0xR0000
  %788 = fptrunc float %530 to bfloat
  %789 = select i1 %31, bfloat %788, bfloat 0xR0000
  %790 = fptrunc float %532 to bfloat
  %791 = select i1 %31, bfloat %790, bfloat 0xR0000
  %792 = fptrunc float %534 to bfloat
  %793 = select i1 %31, bfloat %792, bfloat 0xR0000
  %794 = fptrunc float %536 to bfloat
  %795 = select i1 %31, bfloat %794, bfloat 0xR0000
  %796 = fptrunc float %538 to bfloat
  %797 = select i1 %31, bfloat %796, bfloat 0xR0000
  %798 = fptrunc float %540 to bfloat
  %799 = select i1 %31, bfloat %798, bfloat 0xR0000
  %800 = fptrunc float %542 to bfloat
  %801 = select i1 %31, bfloat %800, bfloat 0xR0000
  %802 = fptrunc float %544 to bfloat
  %803 = select i1 %31, bfloat %802, bfloat 0xR0000
  %804 = fptrunc float %546 to bfloat
  %805 = select i1 %31, bfloat %804, bfloat 0xR0000
  %806 = fptrunc float %548 to bfloat
  %807 = select i1 %31, bfloat %806, bfloat 0xR0000
  %808 = fptrunc float %550 to bfloat
  %809 = select i1 %31, bfloat %808, bfloat 0xR0000
  %810 = fptrunc float %552 to bfloat
  %811 = select i1 %31, bfloat %810, bfloat 0xR0000
  %812 = fptrunc float %554 to bfloat
  %813 = select i1 %31, bfloat %812, bfloat 0xR0000
  %814 = fptrunc float %556 to bfloat
  %815 = select i1 %31, bfloat %814, bfloat 0xR0000
  %816 = fptrunc float %558 to bfloat
  %817 = select i1 %31, bfloat %816, bfloat 0xR0000
  %818 = fptrunc float %560 to bfloat
  %819 = select i1 %31, bfloat %818, bfloat 0xR0000
  %820 = fptrunc float %562 to bfloat
  %821 = select i1 %31, bfloat %820, bfloat 0xR0000
  %822 = fptrunc float %564 to bfloat
  %823 = select i1 %31, bfloat %822, bfloat 0xR0000
  %824 = fptrunc float %566 to bfloat
  %825 = select i1 %31, bfloat %824, bfloat 0xR0000
  %826 = fptrunc float %568 to bfloat
  %827 = select i1 %31, bfloat %826, bfloat 0xR0000
  %828 = fptrunc float %570 to bfloat
  %829 = select i1 %31, bfloat %828, bfloat 0xR0000
  %830 = fptrunc float %572 to bfloat
  %831 = select i1 %31, bfloat %830, bfloat 0xR0000
  %832 = fptrunc float %574 to bfloat
  %833 = select i1 %31, bfloat %832, bfloat 0xR0000
  %834 = fptrunc float %576 to bfloat
  %835 = select i1 %31, bfloat %834, bfloat 0xR0000
  %836 = fptrunc float %578 to bfloat
  %837 = select i1 %31, bfloat %836, bfloat 0xR0000
  %838 = fptrunc float %580 to bfloat
  %839 = select i1 %31, bfloat %838, bfloat 0xR0000
  %840 = fptrunc float %582 to bfloat
  %841 = select i1 %31, bfloat %840, bfloat 0xR0000
  %842 = fptrunc float %584 to bfloat
  %843 = select i1 %31, bfloat %842, bfloat 0xR0000
  %844 = fptrunc float %586 to bfloat
  %845 = select i1 %31, bfloat %844, bfloat 0xR0000
  %846 = fptrunc float %588 to bfloat
  %847 = select i1 %31, bfloat %846, bfloat 0xR0000
  %848 = fptrunc float %590 to bfloat
  %849 = select i1 %31, bfloat %848, bfloat 0xR0000
  br i1 %15, label %850, label %851

850:                                              ; preds = %315
  call void asm sideeffect "cp.async.bulk.wait_group.read 0;", "~{memory}"() #4
  br label %851

851:                                              ; preds = %850, %315
  call void asm sideeffect "bar.sync 8, 256;", "~{memory}"() #5
  %852 = insertelement <8 x bfloat> poison, bfloat %595, i64 0
  %853 = insertelement <8 x bfloat> %852, bfloat %597, i64 1
  %854 = insertelement <8 x bfloat> %853, bfloat %599, i64 2
  %855 = insertelement <8 x bfloat> %854, bfloat %601, i64 3
  %856 = insertelement <8 x bfloat> %855, bfloat %603, i64 4
  %857 = insertelement <8 x bfloat> %856, bfloat %605, i64 5
  %858 = insertelement <8 x bfloat> %857, bfloat %607, i64 6
  %859 = insertelement <8 x bfloat> %858, bfloat %609, i64 7
  store <8 x bfloat> %859, ptr addrspace(3) %46, align 16
  %860 = insertelement <8 x bfloat> poison, bfloat %611, i64 0
  %861 = insertelement <8 x bfloat> %860, bfloat %613, i64 1
  %862 = insertelement <8 x bfloat> %861, bfloat %615, i64 2
  %863 = insertelement <8 x bfloat> %862, bfloat %617, i64 3
  %864 = insertelement <8 x bfloat> %863, bfloat %619, i64 4
  %865 = insertelement <8 x bfloat> %864, bfloat %621, i64 5
  %866 = insertelement <8 x bfloat> %865, bfloat %623, i64 6
  %867 = insertelement <8 x bfloat> %866, bfloat %625, i64 7
  store <8 x bfloat> %867, ptr addrspace(3) %51, align 16
  %868 = insertelement <8 x bfloat> poison, bfloat %627, i64 0
  %869 = insertelement <8 x bfloat> %868, bfloat %629, i64 1
  %870 = insertelement <8 x bfloat> %869, bfloat %631, i64 2
  %871 = insertelement <8 x bfloat> %870, bfloat %633, i64 3
  %872 = insertelement <8 x bfloat> %871, bfloat %635, i64 4
  %873 = insertelement <8 x bfloat> %872, bfloat %637, i64 5
  %874 = insertelement <8 x bfloat> %873, bfloat %639, i64 6
  %875 = insertelement <8 x bfloat> %874, bfloat %641, i64 7
  store <8 x bfloat> %875, ptr addrspace(3) %54, align 16
  %876 = insertelement <8 x bfloat> poison, bfloat %643, i64 0
  %877 = insertelement <8 x bfloat> %876, bfloat %645, i64 1
  %878 = insertelement <8 x bfloat> %877, bfloat %647, i64 2
  %879 = insertelement <8 x bfloat> %878, bfloat %649, i64 3
  %880 = insertelement <8 x bfloat> %879, bfloat %651, i64 4
  %881 = insertelement <8 x bfloat> %880, bfloat %653, i64 5
  %882 = insertelement <8 x bfloat> %881, bfloat %655, i64 6
  %883 = insertelement <8 x bfloat> %882, bfloat %657, i64 7
  store <8 x bfloat> %883, ptr addrspace(3) %57, align 16
  %884 = insertelement <8 x bfloat> poison, bfloat %659, i64 0
  %885 = insertelement <8 x bfloat> %884, bfloat %661, i64 1
  %886 = insertelement <8 x bfloat> %885, bfloat %663, i64 2
  %887 = insertelement <8 x bfloat> %886, bfloat %665, i64 3
  %888 = insertelement <8 x bfloat> %887, bfloat %667, i64 4
  %889 = insertelement <8 x bfloat> %888, bfloat %669, i64 5
  %890 = insertelement <8 x bfloat> %889, bfloat %671, i64 6
  %891 = insertelement <8 x bfloat> %890, bfloat %673, i64 7
  store <8 x bfloat> %891, ptr addrspace(3) %60, align 16
  %892 = insertelement <8 x bfloat> poison, bfloat %675, i64 0
  %893 = insertelement <8 x bfloat> %892, bfloat %677, i64 1
  %894 = insertelement <8 x bfloat> %893, bfloat %679, i64 2
  %895 = insertelement <8 x bfloat> %894, bfloat %681, i64 3
  %896 = insertelement <8 x bfloat> %895, bfloat %683, i64 4
  %897 = insertelement <8 x bfloat> %896, bfloat %685, i64 5
  %898 = insertelement <8 x bfloat> %897, bfloat %687, i64 6
  %899 = insertelement <8 x bfloat> %898, bfloat %689, i64 7
  store <8 x bfloat> %899, ptr addrspace(3) %63, align 16
  %900 = insertelement <8 x bfloat> poison, bfloat %691, i64 0
  %901 = insertelement <8 x bfloat> %900, bfloat %693, i64 1
  %902 = insertelement <8 x bfloat> %901, bfloat %695, i64 2
  %903 = insertelement <8 x bfloat> %902, bfloat %697, i64 3
  %904 = insertelement <8 x bfloat> %903, bfloat %699, i64 4
  %905 = insertelement <8 x bfloat> %904, bfloat %701, i64 5
  %906 = insertelement <8 x bfloat> %905, bfloat %703, i64 6
  %907 = insertelement <8 x bfloat> %906, bfloat %705, i64 7
  store <8 x bfloat> %907, ptr addrspace(3) %66, align 16
  %908 = insertelement <8 x bfloat> poison, bfloat %707, i64 0
  %909 = insertelement <8 x bfloat> %908, bfloat %709, i64 1
  %910 = insertelement <8 x bfloat> %909, bfloat %711, i64 2
  %911 = insertelement <8 x bfloat> %910, bfloat %713, i64 3
  %912 = insertelement <8 x bfloat> %911, bfloat %715, i64 4
  %913 = insertelement <8 x bfloat> %912, bfloat %717, i64 5
  %914 = insertelement <8 x bfloat> %913, bfloat %719, i64 6
  %915 = insertelement <8 x bfloat> %914, bfloat %721, i64 7
  store <8 x bfloat> %915, ptr addrspace(3) %69, align 16
  call void asm sideeffect "fence.proxy.async.shared::cta;", "~{memory}"() #4
  call void asm sideeffect "bar.sync 8, 256;", "~{memory}"() #5
  br i1 %15, label %916, label %.critedge20

916:                                              ; preds = %851
  %917 = or disjoint i32 %325, 128
  call void asm sideeffect "cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group [$0, {$1, $2}], [$3];", "l,r,r,r,~{memory}"(i64 %70, i32 %325, i32 %324, i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_persistent_store_dsmem to i32), i32 196608)) #4
  call void asm sideeffect "cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group [$0, {$1, $2}], [$3];", "l,r,r,r,~{memory}"(i64 %70, i32 %917, i32 %324, i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_persistent_store_dsmem to i32), i32 212992)) #4
  call void asm sideeffect "cp.async.bulk.commit_group;", "~{memory}"() #4
  call void asm sideeffect "cp.async.bulk.wait_group.read 0;", "~{memory}"() #4
  br label %.critedge20

.critedge20:                                      ; preds = %851, %916
  call void asm sideeffect "bar.sync 8, 256;", "~{memory}"() #5
  %918 = insertelement <8 x bfloat> poison, bfloat %723, i64 0
  %919 = insertelement <8 x bfloat> %918, bfloat %725, i64 1
  %920 = insertelement <8 x bfloat> %919, bfloat %727, i64 2
  %921 = insertelement <8 x bfloat> %920, bfloat %729, i64 3
  %922 = insertelement <8 x bfloat> %921, bfloat %731, i64 4
  %923 = insertelement <8 x bfloat> %922, bfloat %733, i64 5
  %924 = insertelement <8 x bfloat> %923, bfloat %735, i64 6
  %925 = insertelement <8 x bfloat> %924, bfloat %737, i64 7
  store <8 x bfloat> %925, ptr addrspace(3) %46, align 16
  %926 = insertelement <8 x bfloat> poison, bfloat %739, i64 0
  %927 = insertelement <8 x bfloat> %926, bfloat %741, i64 1
  %928 = insertelement <8 x bfloat> %927, bfloat %743, i64 2
  %929 = insertelement <8 x bfloat> %928, bfloat %745, i64 3
  %930 = insertelement <8 x bfloat> %929, bfloat %747, i64 4
  %931 = insertelement <8 x bfloat> %930, bfloat %749, i64 5
  %932 = insertelement <8 x bfloat> %931, bfloat %751, i64 6
  %933 = insertelement <8 x bfloat> %932, bfloat %753, i64 7
  store <8 x bfloat> %933, ptr addrspace(3) %51, align 16
  %934 = insertelement <8 x bfloat> poison, bfloat %755, i64 0
  %935 = insertelement <8 x bfloat> %934, bfloat %757, i64 1
  %936 = insertelement <8 x bfloat> %935, bfloat %759, i64 2
  %937 = insertelement <8 x bfloat> %936, bfloat %761, i64 3
  %938 = insertelement <8 x bfloat> %937, bfloat %763, i64 4
  %939 = insertelement <8 x bfloat> %938, bfloat %765, i64 5
  %940 = insertelement <8 x bfloat> %939, bfloat %767, i64 6
  %941 = insertelement <8 x bfloat> %940, bfloat %769, i64 7
  store <8 x bfloat> %941, ptr addrspace(3) %54, align 16
  %942 = insertelement <8 x bfloat> poison, bfloat %771, i64 0
  %943 = insertelement <8 x bfloat> %942, bfloat %773, i64 1
  %944 = insertelement <8 x bfloat> %943, bfloat %775, i64 2
  %945 = insertelement <8 x bfloat> %944, bfloat %777, i64 3
  %946 = insertelement <8 x bfloat> %945, bfloat %779, i64 4
  %947 = insertelement <8 x bfloat> %946, bfloat %781, i64 5
  %948 = insertelement <8 x bfloat> %947, bfloat %783, i64 6
  %949 = insertelement <8 x bfloat> %948, bfloat %785, i64 7
  store <8 x bfloat> %949, ptr addrspace(3) %57, align 16
  %950 = insertelement <8 x bfloat> poison, bfloat %787, i64 0
  %951 = insertelement <8 x bfloat> %950, bfloat %789, i64 1
  %952 = insertelement <8 x bfloat> %951, bfloat %791, i64 2
  %953 = insertelement <8 x bfloat> %952, bfloat %793, i64 3
  %954 = insertelement <8 x bfloat> %953, bfloat %795, i64 4
  %955 = insertelement <8 x bfloat> %954, bfloat %797, i64 5
  %956 = insertelement <8 x bfloat> %955, bfloat %799, i64 6
  %957 = insertelement <8 x bfloat> %956, bfloat %801, i64 7
  store <8 x bfloat> %957, ptr addrspace(3) %60, align 16
  %958 = insertelement <8 x bfloat> poison, bfloat %803, i64 0
  %959 = insertelement <8 x bfloat> %958, bfloat %805, i64 1
  %960 = insertelement <8 x bfloat> %959, bfloat %807, i64 2
  %961 = insertelement <8 x bfloat> %960, bfloat %809, i64 3
  %962 = insertelement <8 x bfloat> %961, bfloat %811, i64 4
  %963 = insertelement <8 x bfloat> %962, bfloat %813, i64 5
  %964 = insertelement <8 x bfloat> %963, bfloat %815, i64 6
  %965 = insertelement <8 x bfloat> %964, bfloat %817, i64 7
  store <8 x bfloat> %965, ptr addrspace(3) %63, align 16
  %966 = insertelement <8 x bfloat> poison, bfloat %819, i64 0
  %967 = insertelement <8 x bfloat> %966, bfloat %821, i64 1
  %968 = insertelement <8 x bfloat> %967, bfloat %823, i64 2
  %969 = insertelement <8 x bfloat> %968, bfloat %825, i64 3
  %970 = insertelement <8 x bfloat> %969, bfloat %827, i64 4
  %971 = insertelement <8 x bfloat> %970, bfloat %829, i64 5
  %972 = insertelement <8 x bfloat> %971, bfloat %831, i64 6
  %973 = insertelement <8 x bfloat> %972, bfloat %833, i64 7
  store <8 x bfloat> %973, ptr addrspace(3) %66, align 16
  %974 = insertelement <8 x bfloat> poison, bfloat %835, i64 0
  %975 = insertelement <8 x bfloat> %974, bfloat %837, i64 1
  %976 = insertelement <8 x bfloat> %975, bfloat %839, i64 2
  %977 = insertelement <8 x bfloat> %976, bfloat %841, i64 3
  %978 = insertelement <8 x bfloat> %977, bfloat %843, i64 4
  %979 = insertelement <8 x bfloat> %978, bfloat %845, i64 5
  %980 = insertelement <8 x bfloat> %979, bfloat %847, i64 6
  %981 = insertelement <8 x bfloat> %980, bfloat %849, i64 7
  store <8 x bfloat> %981, ptr addrspace(3) %69, align 16
  call void asm sideeffect "fence.proxy.async.shared::cta;", "~{memory}"() #4
  call void asm sideeffect "bar.sync 8, 256;", "~{memory}"() #5
  br i1 %15, label %982, label %985

982:                                              ; preds = %.critedge20
  %983 = or disjoint i32 %325, 192
  %984 = or disjoint i32 %325, 64
  call void asm sideeffect "cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group [$0, {$1, $2}], [$3];", "l,r,r,r,~{memory}"(i64 %70, i32 %984, i32 %324, i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_persistent_store_dsmem to i32), i32 196608)) #4
  call void asm sideeffect "cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group [$0, {$1, $2}], [$3];", "l,r,r,r,~{memory}"(i64 %70, i32 %983, i32 %324, i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_persistent_store_dsmem to i32), i32 212992)) #4
  call void asm sideeffect "cp.async.bulk.commit_group;", "~{memory}"() #4
  br label %985

985:                                              ; preds = %982, %.critedge20
  %986 = add i32 %301, %14
  %987 = icmp slt i32 %986, %12
  br i1 %987, label %300, label %._crit_edge

._crit_edge:                                      ; preds = %985, %.preheader30
  call void asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09setp.eq.u32 %tl_p, $0, 0;\0A\09@%tl_p cp.async.bulk.wait_group 0;\0A\09}", "r,~{memory}"(i32 %7) #4
  call void asm sideeffect "bar.sync 8, 256;", "~{memory}"() #5
  call void asm sideeffect "tcgen05.fence::before_thread_sync;", "~{memory}"() #4
  call void asm sideeffect "bar.sync 8, 256;", "~{memory}"() #5
  br i1 %24, label %988, label %989

988:                                              ; preds = %._crit_edge
  call void asm sideeffect "tcgen05.fence::after_thread_sync;\0A\09tcgen05.dealloc.cta_group::1.sync.aligned.b32 $0, 512;", "r,~{memory}"(i32 %27) #4
  br label %989

989:                                              ; preds = %988, %._crit_edge
  call void asm sideeffect "bar.sync 8, 256;", "~{memory}"() #5
  br i1 %15, label %990, label %991

990:                                              ; preds = %989
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_store_dsmem, i64 229376) to i32)) #4
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_store_dsmem, i64 229376) to i32), i32 16)) #4
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_store_dsmem, i64 229376) to i32), i32 32)) #4
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_store_dsmem, i64 229376) to i32), i32 48)) #4
  br label %991

991:                                              ; preds = %990, %989
  call void asm sideeffect "bar.sync 8, 256;", "~{memory}"() #5
  br i1 %15, label %992, label %993

992:                                              ; preds = %991
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_store_dsmem, i64 229440) to i32)) #4
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_store_dsmem, i64 229440) to i32), i32 16)) #4
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_store_dsmem, i64 229440) to i32), i32 32)) #4
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_store_dsmem, i64 229440) to i32), i32 48)) #4
  br label %993

993:                                              ; preds = %992, %991
  call void asm sideeffect "bar.sync 8, 256;", "~{memory}"() #5
  br i1 %15, label %994, label %995

994:                                              ; preds = %993
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_store_dsmem, i64 229504) to i32)) #4
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_store_dsmem, i64 229504) to i32), i32 16)) #4
  br label %995

995:                                              ; preds = %994, %993
  call void asm sideeffect "bar.sync 8, 256;", "~{memory}"() #5
  br i1 %15, label %996, label %.loopexit

996:                                              ; preds = %995
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_store_dsmem, i64 229536) to i32)) #4
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_store_dsmem, i64 229536) to i32), i32 16)) #4
  br label %.loopexit

.loopexit:                                        ; preds = %._crit_edge33, %995, %996, %71
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #3

attributes #0 = { nounwind "nvvm.reqntid"="288" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind }
attributes #5 = { convergent nounwind }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
