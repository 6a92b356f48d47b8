; ModuleID = 'tile_kernels'
source_filename = "tile_kernels"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@gemm_bf16_tma_persistent_dsmem = external addrspace(3) global [0 x i8], align 1024

; Function Attrs: nounwind
define ptx_kernel void @gemm_bf16_tma_persistent(ptr byval([128 x i8]) align 64 "nvvm.grid_constant" %0, ptr byval([128 x i8]) align 64 "nvvm.grid_constant" %1, ptr addrspace(1) %2, i32 %3, i32 %4, i32 %5) local_unnamed_addr #0 {
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
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 196608) to i32)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 196608) to i32), i32 128)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 196608) to i32), i32 256)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 196608) to i32), i32 384)) #4
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #4
  br label %17

17:                                               ; preds = %16, %6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %15, label %18, label %19

18:                                               ; preds = %17
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 197120) to i32)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 197120) to i32), i32 128)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 197120) to i32), i32 256)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 197120) to i32), i32 384)) #4
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #4
  br label %19

19:                                               ; preds = %18, %17
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %15, label %20, label %21

20:                                               ; preds = %19
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 197632) to i32)) #4
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #4
  br label %21

21:                                               ; preds = %20, %19
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %15, label %22, label %23

22:                                               ; preds = %21
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 256;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 197760) to i32)) #4
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #4
  br label %23

23:                                               ; preds = %22, %21
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %24 = icmp samesign ult i32 %7, 32
  br i1 %24, label %25, label %26

25:                                               ; preds = %23
  tail call void asm sideeffect "tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [$0], 256;\0A\09tcgen05.relinquish_alloc_permit.cta_group::1.sync.aligned;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 197888) to i32)) #4
  br label %26

26:                                               ; preds = %25, %23
  tail call void asm sideeffect "tcgen05.fence::before_thread_sync;", "~{memory}"() #4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #4
  %27 = tail call i32 asm sideeffect "ld.shared.b32 $0, [$1];", "=r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 197888) to i32)) #4
  %28 = icmp samesign ugt i32 %7, 255
  br i1 %28, label %41, label %.preheader29

.preheader29:                                     ; preds = %26
  %29 = icmp slt i32 %13, %12
  br i1 %29, label %.lr.ph, label %._crit_edge

.lr.ph:                                           ; preds = %.preheader29
  %30 = shl nuw nsw i32 %11, 3
  %31 = icmp sgt i32 %5, 0
  %32 = and i32 %7, 128
  %33 = shl nuw nsw i32 %7, 16
  %34 = and i32 %33, 6291456
  %35 = or disjoint i32 %34, %32
  %36 = add i32 %35, %27
  %37 = add i32 %36, 32
  %38 = add i32 %36, 64
  %39 = add i32 %36, 96
  %40 = and i32 %7, 127
  %invariant.op = or i32 %7, 127
  br label %257

41:                                               ; preds = %26
  %42 = icmp eq i32 %7, 256
  %43 = icmp slt i32 %13, %12
  %or.cond = select i1 %42, i1 %43, i1 false
  br i1 %or.cond, label %.lr.ph32, label %.loopexit

.lr.ph32:                                         ; preds = %41
  %44 = shl nuw nsw i32 %11, 3
  %45 = icmp sgt i32 %5, 0
  %46 = ptrtoint ptr %1 to i64
  %47 = ptrtoint ptr %0 to i64
  %48 = icmp sgt i32 %5, 64
  %49 = icmp sgt i32 %5, 128
  %50 = icmp sgt i32 %5, 192
  %51 = add nuw i32 %5, 63
  %52 = sdiv i32 %51, 64
  %53 = select i1 %45, i32 %52, i32 0
  br label %54

54:                                               ; preds = %.lr.ph32, %._crit_edge31
  %55 = phi i32 [ 0, %.lr.ph32 ], [ %254, %._crit_edge31 ]
  %56 = phi i32 [ %13, %.lr.ph32 ], [ %255, %._crit_edge31 ]
  %57 = and i32 %55, 3
  %58 = lshr i32 %55, 2
  %59 = and i32 %58, 1
  %60 = xor i32 %59, 1
  %61 = shl nuw nsw i32 %57, 7
  %62 = zext nneg i32 %61 to i64
  %63 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 197120), i64 %62
  %64 = ptrtoint ptr addrspace(3) %63 to i64
  %65 = trunc i64 %64 to i32
  br label %66

66:                                               ; preds = %66, %54
  %67 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %65, i32 %60) #4
  %68 = icmp eq i32 %67, 0
  br i1 %68, label %66, label %69

69:                                               ; preds = %66
  %.frozen = freeze i32 %56
  %.frozen42 = freeze i32 %44
  %70 = udiv i32 %.frozen, %.frozen42
  %71 = shl i32 %70, 3
  %72 = mul i32 %70, %.frozen42
  %.decomposed = sub i32 %.frozen, %72
  %73 = sub i32 %9, %71
  %74 = call i32 @llvm.umin.i32(i32 %73, i32 8)
  %.frozen43 = freeze i32 %74
  %75 = udiv i32 %.decomposed, %.frozen43
  %76 = mul i32 %75, %.frozen43
  %.decomposed44 = sub i32 %.decomposed, %76
  %77 = add nuw i32 %.decomposed44, %71
  %78 = shl i32 %77, 7
  %79 = shl i32 %75, 8
  br i1 %45, label %.critedge, label %.critedge24

.critedge:                                        ; preds = %69
  %80 = shl nuw nsw i32 %57, 15
  %81 = zext nneg i32 %80 to i64
  %82 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 %81
  %83 = ptrtoint ptr addrspace(3) %82 to i64
  %84 = trunc i64 %83 to i32
  %85 = shl nuw nsw i32 %57, 14
  %86 = zext nneg i32 %85 to i64
  %87 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 131072), i64 %86
  %88 = ptrtoint ptr addrspace(3) %87 to i64
  %89 = trunc i64 %88 to i32
  %90 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 196608), i64 %62
  %91 = ptrtoint ptr addrspace(3) %90 to i64
  %92 = trunc i64 %91 to i32
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 %92, i32 49152) #4
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %89, i64 %47, i32 0, i32 %78, i32 %92) #4
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %84, i64 %46, i32 0, i32 %79, i32 %92) #4
  br label %.critedge24

.critedge24:                                      ; preds = %69, %.critedge
  %93 = add i32 %55, 1
  %94 = and i32 %93, 3
  %95 = lshr i32 %93, 2
  %96 = and i32 %95, 1
  %97 = xor i32 %96, 1
  %98 = shl nuw nsw i32 %94, 7
  %99 = zext nneg i32 %98 to i64
  %100 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 197120), i64 %99
  %101 = ptrtoint ptr addrspace(3) %100 to i64
  %102 = trunc i64 %101 to i32
  br label %103

103:                                              ; preds = %103, %.critedge24
  %104 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %102, i32 %97) #4
  %105 = icmp eq i32 %104, 0
  br i1 %105, label %103, label %106

106:                                              ; preds = %103
  br i1 %48, label %.critedge4, label %.critedge25

.critedge4:                                       ; preds = %106
  %107 = shl nuw nsw i32 %94, 15
  %108 = zext nneg i32 %107 to i64
  %109 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 %108
  %110 = ptrtoint ptr addrspace(3) %109 to i64
  %111 = trunc i64 %110 to i32
  %112 = shl nuw nsw i32 %94, 14
  %113 = zext nneg i32 %112 to i64
  %114 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 131072), i64 %113
  %115 = ptrtoint ptr addrspace(3) %114 to i64
  %116 = trunc i64 %115 to i32
  %117 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 196608), i64 %99
  %118 = ptrtoint ptr addrspace(3) %117 to i64
  %119 = trunc i64 %118 to i32
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 %119, i32 49152) #4
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %116, i64 %47, i32 64, i32 %78, i32 %119) #4
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %111, i64 %46, i32 64, i32 %79, i32 %119) #4
  br label %.critedge25

.critedge25:                                      ; preds = %106, %.critedge4
  %120 = add i32 %55, 2
  %121 = and i32 %120, 3
  %122 = lshr i32 %120, 2
  %123 = and i32 %122, 1
  %124 = xor i32 %123, 1
  %125 = shl nuw nsw i32 %121, 7
  %126 = zext nneg i32 %125 to i64
  %127 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 197120), i64 %126
  %128 = ptrtoint ptr addrspace(3) %127 to i64
  %129 = trunc i64 %128 to i32
  br label %130

130:                                              ; preds = %130, %.critedge25
  %131 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %129, i32 %124) #4
  %132 = icmp eq i32 %131, 0
  br i1 %132, label %130, label %133

133:                                              ; preds = %130
  br i1 %49, label %.critedge8, label %.critedge26

.critedge8:                                       ; preds = %133
  %134 = shl nuw nsw i32 %121, 15
  %135 = zext nneg i32 %134 to i64
  %136 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 %135
  %137 = ptrtoint ptr addrspace(3) %136 to i64
  %138 = trunc i64 %137 to i32
  %139 = shl nuw nsw i32 %121, 14
  %140 = zext nneg i32 %139 to i64
  %141 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 131072), i64 %140
  %142 = ptrtoint ptr addrspace(3) %141 to i64
  %143 = trunc i64 %142 to i32
  %144 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 196608), i64 %126
  %145 = ptrtoint ptr addrspace(3) %144 to i64
  %146 = trunc i64 %145 to i32
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 %146, i32 49152) #4
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %143, i64 %47, i32 128, i32 %78, i32 %146) #4
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %138, i64 %46, i32 128, i32 %79, i32 %146) #4
  br label %.critedge26

.critedge26:                                      ; preds = %133, %.critedge8
  %147 = add i32 %55, 3
  %148 = and i32 %147, 3
  %149 = lshr i32 %147, 2
  %150 = and i32 %149, 1
  %151 = xor i32 %150, 1
  %152 = shl nuw nsw i32 %148, 7
  %153 = zext nneg i32 %152 to i64
  %154 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 197120), i64 %153
  %155 = ptrtoint ptr addrspace(3) %154 to i64
  %156 = trunc i64 %155 to i32
  br label %157

157:                                              ; preds = %157, %.critedge26
  %158 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %156, i32 %151) #4
  %159 = icmp eq i32 %158, 0
  br i1 %159, label %157, label %160

160:                                              ; preds = %157
  br i1 %50, label %.critedge12, label %.critedge27

.critedge12:                                      ; preds = %160
  %161 = shl nuw nsw i32 %148, 15
  %162 = zext nneg i32 %161 to i64
  %163 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 %162
  %164 = ptrtoint ptr addrspace(3) %163 to i64
  %165 = trunc i64 %164 to i32
  %166 = shl nuw nsw i32 %148, 14
  %167 = zext nneg i32 %166 to i64
  %168 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 131072), i64 %167
  %169 = ptrtoint ptr addrspace(3) %168 to i64
  %170 = trunc i64 %169 to i32
  %171 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 196608), i64 %153
  %172 = ptrtoint ptr addrspace(3) %171 to i64
  %173 = trunc i64 %172 to i32
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 %173, i32 49152) #4
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %170, i64 %47, i32 192, i32 %78, i32 %173) #4
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %165, i64 %46, i32 192, i32 %79, i32 %173) #4
  br label %.critedge27

.critedge27:                                      ; preds = %160, %.critedge12
  %174 = sub i32 %56, %13
  %175 = udiv i32 %174, %14
  %176 = and i32 %175, 1
  %177 = xor i32 %176, 1
  br label %178

178:                                              ; preds = %178, %.critedge27
  %179 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 197760) to i32), i32 %177) #4
  %180 = icmp eq i32 %179, 0
  br i1 %180, label %178, label %.preheader

.preheader:                                       ; preds = %178
  br i1 %45, label %.lr.ph30, label %._crit_edge31

.lr.ph30:                                         ; preds = %.preheader, %251
  %181 = phi i32 [ %252, %251 ], [ 0, %.preheader ]
  %182 = lshr exact i32 %181, 6
  %183 = add i32 %182, %55
  %184 = and i32 %183, 3
  %185 = lshr i32 %183, 2
  %186 = and i32 %185, 1
  %187 = shl nuw nsw i32 %184, 7
  %188 = zext nneg i32 %187 to i64
  %189 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 196608), i64 %188
  %190 = ptrtoint ptr addrspace(3) %189 to i64
  %191 = trunc i64 %190 to i32
  br label %192

192:                                              ; preds = %192, %.lr.ph30
  %193 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %191, i32 %186) #4
  %194 = icmp eq i32 %193, 0
  br i1 %194, label %192, label %195

195:                                              ; preds = %192
  %196 = icmp ne i32 %181, 0
  %197 = shl nuw nsw i32 %184, 14
  %198 = zext nneg i32 %197 to i64
  %199 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 131072), i64 %198
  %200 = shl nuw nsw i32 %184, 15
  %201 = zext nneg i32 %200 to i64
  %202 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 %201
  %203 = ptrtoint ptr addrspace(3) %199 to i64
  %204 = ptrtoint ptr addrspace(3) %202 to i64
  call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #4
  %205 = zext i1 %196 to i32
  %206 = lshr exact i64 %203, 4
  %207 = and i64 %206, 16320
  %208 = or disjoint i64 %207, 4611756662049538048
  %209 = lshr exact i64 %204, 4
  %210 = and i64 %209, 16320
  %211 = or disjoint i64 %210, 4611756662049538048
  call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %27, i64 %208, i64 %211, i32 138413200, i32 %205) #4
  %212 = or disjoint i64 %207, 4611756662049538050
  %213 = or disjoint i64 %210, 4611756662049538050
  call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %27, i64 %212, i64 %213, i32 138413200, i32 1) #4
  %214 = or disjoint i64 %207, 4611756662049538052
  %215 = or disjoint i64 %210, 4611756662049538052
  call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %27, i64 %214, i64 %215, i32 138413200, i32 1) #4
  %216 = or disjoint i64 %207, 4611756662049538054
  %217 = or disjoint i64 %210, 4611756662049538054
  call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %27, i64 %216, i64 %217, i32 138413200, i32 1) #4
  %218 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 197120), i64 %188
  %219 = ptrtoint ptr addrspace(3) %218 to i64
  %220 = trunc i64 %219 to i32
  call void asm sideeffect "tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$0];", "r,~{memory}"(i32 %220) #4
  %221 = add i32 %181, 192
  %222 = icmp slt i32 %221, %5
  %223 = and i1 %196, %222
  br i1 %223, label %224, label %251

224:                                              ; preds = %195
  %225 = add i32 %183, -1
  %226 = and i32 %225, 3
  %227 = lshr i32 %225, 2
  %228 = and i32 %227, 1
  %229 = shl nuw nsw i32 %226, 7
  %230 = zext nneg i32 %229 to i64
  %231 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 197120), i64 %230
  %232 = ptrtoint ptr addrspace(3) %231 to i64
  %233 = trunc i64 %232 to i32
  br label %234

234:                                              ; preds = %234, %224
  %235 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %233, i32 %228) #4
  %236 = icmp eq i32 %235, 0
  br i1 %236, label %234, label %237

237:                                              ; preds = %234
  %238 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 196608), i64 %230
  %239 = ptrtoint ptr addrspace(3) %238 to i64
  %240 = trunc i64 %239 to i32
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 %240, i32 49152) #4
  %241 = shl nuw nsw i32 %226, 14
  %242 = zext nneg i32 %241 to i64
  %243 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 131072), i64 %242
  %244 = ptrtoint ptr addrspace(3) %243 to i64
  %245 = trunc i64 %244 to i32
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %245, i64 %47, i32 %221, i32 %78, i32 %240) #4
  %246 = shl nuw nsw i32 %226, 15
  %247 = zext nneg i32 %246 to i64
  %248 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 %247
  %249 = ptrtoint ptr addrspace(3) %248 to i64
  %250 = trunc i64 %249 to i32
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %250, i64 %46, i32 %221, i32 %79, i32 %240) #4
  br label %251

251:                                              ; preds = %237, %195
  %252 = add i32 %181, 64
  %253 = icmp slt i32 %252, %5
  br i1 %253, label %.lr.ph30, label %._crit_edge31

._crit_edge31:                                    ; preds = %251, %.preheader
  call void asm sideeffect "tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 197632) to i32)) #4
  %254 = add i32 %55, %53
  %255 = add i32 %56, %14
  %256 = icmp slt i32 %255, %12
  br i1 %256, label %54, label %.loopexit

257:                                              ; preds = %.lr.ph, %265
  %258 = phi i32 [ %13, %.lr.ph ], [ %1498, %265 ]
  %259 = sub i32 %258, %13
  %260 = udiv i32 %259, %14
  %261 = and i32 %260, 1
  br label %262

262:                                              ; preds = %262, %257
  %263 = tail call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 197632) to i32), i32 %261) #4
  %264 = icmp eq i32 %263, 0
  br i1 %264, label %262, label %265

265:                                              ; preds = %262
  %.frozen45 = freeze i32 %258
  %.frozen46 = freeze i32 %30
  %266 = udiv i32 %.frozen45, %.frozen46
  %267 = shl i32 %266, 3
  %268 = sub i32 %9, %267
  %269 = tail call i32 @llvm.umin.i32(i32 %268, i32 8)
  %270 = mul i32 %266, %.frozen46
  %.decomposed47 = sub i32 %.frozen45, %270
  %.frozen48 = freeze i32 %269
  %271 = udiv i32 %.decomposed47, %.frozen48
  %272 = mul i32 %271, %.frozen48
  %.decomposed49 = sub i32 %.decomposed47, %272
  %273 = add nuw i32 %.decomposed49, %267
  %274 = shl i32 %273, 7
  %275 = shl i32 %271, 8
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #4
  %276 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %36) #4
  %277 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %276, 0
  %278 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %276, 1
  %279 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %276, 2
  %280 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %276, 3
  %281 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %276, 4
  %282 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %276, 5
  %283 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %276, 6
  %284 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %276, 7
  %285 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %276, 8
  %286 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %276, 9
  %287 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %276, 10
  %288 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %276, 11
  %289 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %276, 12
  %290 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %276, 13
  %291 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %276, 14
  %292 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %276, 15
  %293 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %276, 16
  %294 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %276, 17
  %295 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %276, 18
  %296 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %276, 19
  %297 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %276, 20
  %298 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %276, 21
  %299 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %276, 22
  %300 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %276, 23
  %301 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %276, 24
  %302 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %276, 25
  %303 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %276, 26
  %304 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %276, 27
  %305 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %276, 28
  %306 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %276, 29
  %307 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %276, 30
  %308 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %276, 31
  %309 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %37) #4
  %310 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %309, 0
  %311 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %309, 1
  %312 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %309, 2
  %313 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %309, 3
  %314 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %309, 4
  %315 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %309, 5
  %316 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %309, 6
  %317 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %309, 7
  %318 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %309, 8
  %319 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %309, 9
  %320 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %309, 10
  %321 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %309, 11
  %322 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %309, 12
  %323 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %309, 13
  %324 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %309, 14
  %325 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %309, 15
  %326 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %309, 16
  %327 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %309, 17
  %328 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %309, 18
  %329 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %309, 19
  %330 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %309, 20
  %331 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %309, 21
  %332 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %309, 22
  %333 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %309, 23
  %334 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %309, 24
  %335 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %309, 25
  %336 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %309, 26
  %337 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %309, 27
  %338 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %309, 28
  %339 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %309, 29
  %340 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %309, 30
  %341 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %309, 31
  %342 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %38) #4
  %343 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %342, 0
  %344 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %342, 1
  %345 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %342, 2
  %346 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %342, 3
  %347 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %342, 4
  %348 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %342, 5
  %349 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %342, 6
  %350 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %342, 7
  %351 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %342, 8
  %352 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %342, 9
  %353 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %342, 10
  %354 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %342, 11
  %355 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %342, 12
  %356 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %342, 13
  %357 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %342, 14
  %358 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %342, 15
  %359 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %342, 16
  %360 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %342, 17
  %361 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %342, 18
  %362 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %342, 19
  %363 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %342, 20
  %364 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %342, 21
  %365 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %342, 22
  %366 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %342, 23
  %367 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %342, 24
  %368 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %342, 25
  %369 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %342, 26
  %370 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %342, 27
  %371 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %342, 28
  %372 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %342, 29
  %373 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %342, 30
  %374 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %342, 31
  %375 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %39) #4
  %376 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %375, 0
  %377 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %375, 1
  %378 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %375, 2
  %379 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %375, 3
  %380 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %375, 4
  %381 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %375, 5
  %382 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %375, 6
  %383 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %375, 7
  %384 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %375, 8
  %385 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %375, 9
  %386 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %375, 10
  %387 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %375, 11
  %388 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %375, 12
  %389 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %375, 13
  %390 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %375, 14
  %391 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %375, 15
  %392 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %375, 16
  %393 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %375, 17
  %394 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %375, 18
  %395 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %375, 19
  %396 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %375, 20
  %397 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %375, 21
  %398 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %375, 22
  %399 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %375, 23
  %400 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %375, 24
  %401 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %375, 25
  %402 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %375, 26
  %403 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %375, 27
  %404 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %375, 28
  %405 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %375, 29
  %406 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %375, 30
  %407 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %375, 31
  tail call void asm sideeffect "tcgen05.fence::before_thread_sync;", "~{memory}"() #4
  tail call void asm sideeffect "mbarrier.arrive.shared::cta.b64 _, [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 197760) to i32)) #4
  %408 = or disjoint i32 %274, %40
  %409 = mul i32 %408, %4
  %410 = or disjoint i32 %275, %32
  %411 = add i32 %409, %410
  %412 = sext i32 %411 to i64
  %413 = getelementptr float, ptr addrspace(1) %2, i64 %412
  %414 = icmp slt i32 %408, %3
  %415 = icmp slt i32 %410, %4
  %416 = and i1 %414, %415
  %417 = or disjoint i32 %410, 1
  %418 = icmp slt i32 %417, %4
  %419 = and i1 %414, %418
  %420 = or disjoint i32 %410, 2
  %421 = icmp slt i32 %420, %4
  %422 = and i1 %414, %421
  %423 = or disjoint i32 %410, 3
  %424 = icmp slt i32 %423, %4
  %425 = ptrtoint ptr addrspace(1) %413 to i64
  %426 = and i64 %425, 15
  %427 = icmp eq i64 %426, 0
  %428 = and i1 %416, %427
  %429 = and i1 %421, %428
  %430 = and i1 %424, %428
  %431 = xor i1 %416, %430
  %432 = xor i1 %419, %430
  %433 = xor i1 %422, %430
  %434 = xor i1 %414, %429
  %435 = and i1 %424, %434
  %436 = zext i1 %430 to i32
  %437 = select i1 %31, i32 %277, i32 0
  %438 = select i1 %31, i32 %278, i32 0
  %439 = select i1 %31, i32 %279, i32 0
  %440 = select i1 %31, i32 %280, i32 0
  %441 = zext i1 %431 to i32
  %442 = zext i1 %432 to i32
  %443 = zext i1 %433 to i32
  %444 = zext i1 %435 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %436, i32 %437, i32 %438, i32 %439, i32 %440, ptr addrspace(1) %413, i32 %441, i32 %442, i32 %443, i32 %444) #4
  %445 = or disjoint i32 %410, 4
  %446 = add i32 %409, %445
  %447 = sext i32 %446 to i64
  %448 = getelementptr float, ptr addrspace(1) %2, i64 %447
  %449 = icmp slt i32 %445, %4
  %450 = and i1 %414, %449
  %451 = or disjoint i32 %410, 5
  %452 = icmp slt i32 %451, %4
  %453 = and i1 %414, %452
  %454 = or disjoint i32 %410, 6
  %455 = icmp slt i32 %454, %4
  %456 = and i1 %414, %455
  %457 = or disjoint i32 %410, 7
  %458 = icmp slt i32 %457, %4
  %459 = ptrtoint ptr addrspace(1) %448 to i64
  %460 = and i64 %459, 15
  %461 = icmp eq i64 %460, 0
  %462 = and i1 %450, %461
  %463 = and i1 %455, %462
  %464 = and i1 %458, %462
  %465 = xor i1 %450, %464
  %466 = xor i1 %453, %464
  %467 = xor i1 %456, %464
  %468 = xor i1 %414, %463
  %469 = and i1 %458, %468
  %470 = zext i1 %464 to i32
  %471 = select i1 %31, i32 %281, i32 0
  %472 = select i1 %31, i32 %282, i32 0
  %473 = select i1 %31, i32 %283, i32 0
  %474 = select i1 %31, i32 %284, i32 0
  %475 = zext i1 %465 to i32
  %476 = zext i1 %466 to i32
  %477 = zext i1 %467 to i32
  %478 = zext i1 %469 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %470, i32 %471, i32 %472, i32 %473, i32 %474, ptr addrspace(1) %448, i32 %475, i32 %476, i32 %477, i32 %478) #4
  %479 = or disjoint i32 %410, 8
  %480 = add i32 %409, %479
  %481 = sext i32 %480 to i64
  %482 = getelementptr float, ptr addrspace(1) %2, i64 %481
  %483 = icmp slt i32 %479, %4
  %484 = and i1 %414, %483
  %485 = or disjoint i32 %410, 9
  %486 = icmp slt i32 %485, %4
  %487 = and i1 %414, %486
  %488 = or disjoint i32 %410, 10
  %489 = icmp slt i32 %488, %4
  %490 = and i1 %414, %489
  %491 = or disjoint i32 %410, 11
  %492 = icmp slt i32 %491, %4
  %493 = ptrtoint ptr addrspace(1) %482 to i64
  %494 = and i64 %493, 15
  %495 = icmp eq i64 %494, 0
  %496 = and i1 %484, %495
  %497 = and i1 %489, %496
  %498 = and i1 %492, %496
  %499 = xor i1 %484, %498
  %500 = xor i1 %487, %498
  %501 = xor i1 %490, %498
  %502 = xor i1 %414, %497
  %503 = and i1 %492, %502
  %504 = zext i1 %498 to i32
  %505 = select i1 %31, i32 %285, i32 0
  %506 = select i1 %31, i32 %286, i32 0
  %507 = select i1 %31, i32 %287, i32 0
  %508 = select i1 %31, i32 %288, i32 0
  %509 = zext i1 %499 to i32
  %510 = zext i1 %500 to i32
  %511 = zext i1 %501 to i32
  %512 = zext i1 %503 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %504, i32 %505, i32 %506, i32 %507, i32 %508, ptr addrspace(1) %482, i32 %509, i32 %510, i32 %511, i32 %512) #4
  %513 = or disjoint i32 %410, 12
  %514 = add i32 %409, %513
  %515 = sext i32 %514 to i64
  %516 = getelementptr float, ptr addrspace(1) %2, i64 %515
  %517 = icmp slt i32 %513, %4
  %518 = and i1 %414, %517
  %519 = or disjoint i32 %410, 13
  %520 = icmp slt i32 %519, %4
  %521 = and i1 %414, %520
  %522 = or disjoint i32 %410, 14
  %523 = icmp slt i32 %522, %4
  %524 = and i1 %414, %523
  %525 = or disjoint i32 %410, 15
  %526 = icmp slt i32 %525, %4
  %527 = ptrtoint ptr addrspace(1) %516 to i64
  %528 = and i64 %527, 15
  %529 = icmp eq i64 %528, 0
  %530 = and i1 %518, %529
  %531 = and i1 %523, %530
  %532 = and i1 %526, %530
  %533 = xor i1 %518, %532
  %534 = xor i1 %521, %532
  %535 = xor i1 %524, %532
  %536 = xor i1 %414, %531
  %537 = and i1 %526, %536
  %538 = zext i1 %532 to i32
  %539 = select i1 %31, i32 %289, i32 0
  %540 = select i1 %31, i32 %290, i32 0
  %541 = select i1 %31, i32 %291, i32 0
  %542 = select i1 %31, i32 %292, i32 0
  %543 = zext i1 %533 to i32
  %544 = zext i1 %534 to i32
  %545 = zext i1 %535 to i32
  %546 = zext i1 %537 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %538, i32 %539, i32 %540, i32 %541, i32 %542, ptr addrspace(1) %516, i32 %543, i32 %544, i32 %545, i32 %546) #4
  %547 = or disjoint i32 %410, 16
  %548 = add i32 %409, %547
  %549 = sext i32 %548 to i64
  %550 = getelementptr float, ptr addrspace(1) %2, i64 %549
  %551 = icmp slt i32 %547, %4
  %552 = and i1 %414, %551
  %553 = or disjoint i32 %410, 17
  %554 = icmp slt i32 %553, %4
  %555 = and i1 %414, %554
  %556 = or disjoint i32 %410, 18
  %557 = icmp slt i32 %556, %4
  %558 = and i1 %414, %557
  %559 = or disjoint i32 %410, 19
  %560 = icmp slt i32 %559, %4
  %561 = ptrtoint ptr addrspace(1) %550 to i64
  %562 = and i64 %561, 15
  %563 = icmp eq i64 %562, 0
  %564 = and i1 %552, %563
  %565 = and i1 %557, %564
  %566 = and i1 %560, %564
  %567 = xor i1 %552, %566
  %568 = xor i1 %555, %566
  %569 = xor i1 %558, %566
  %570 = xor i1 %414, %565
  %571 = and i1 %560, %570
  %572 = zext i1 %566 to i32
  %573 = select i1 %31, i32 %293, i32 0
  %574 = select i1 %31, i32 %294, i32 0
  %575 = select i1 %31, i32 %295, i32 0
  %576 = select i1 %31, i32 %296, i32 0
  %577 = zext i1 %567 to i32
  %578 = zext i1 %568 to i32
  %579 = zext i1 %569 to i32
  %580 = zext i1 %571 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %572, i32 %573, i32 %574, i32 %575, i32 %576, ptr addrspace(1) %550, i32 %577, i32 %578, i32 %579, i32 %580) #4
  %581 = or disjoint i32 %410, 20
  %582 = add i32 %409, %581
  %583 = sext i32 %582 to i64
  %584 = getelementptr float, ptr addrspace(1) %2, i64 %583
  %585 = icmp slt i32 %581, %4
  %586 = and i1 %414, %585
  %587 = or disjoint i32 %410, 21
  %588 = icmp slt i32 %587, %4
  %589 = and i1 %414, %588
  %590 = or disjoint i32 %410, 22
  %591 = icmp slt i32 %590, %4
  %592 = and i1 %414, %591
  %593 = or disjoint i32 %410, 23
  %594 = icmp slt i32 %593, %4
  %595 = ptrtoint ptr addrspace(1) %584 to i64
  %596 = and i64 %595, 15
  %597 = icmp eq i64 %596, 0
  %598 = and i1 %586, %597
  %599 = and i1 %591, %598
  %600 = and i1 %594, %598
  %601 = xor i1 %586, %600
  %602 = xor i1 %589, %600
  %603 = xor i1 %592, %600
  %604 = xor i1 %414, %599
  %605 = and i1 %594, %604
  %606 = zext i1 %600 to i32
  %607 = select i1 %31, i32 %297, i32 0
  %608 = select i1 %31, i32 %298, i32 0
  %609 = select i1 %31, i32 %299, i32 0
  %610 = select i1 %31, i32 %300, i32 0
  %611 = zext i1 %601 to i32
  %612 = zext i1 %602 to i32
  %613 = zext i1 %603 to i32
  %614 = zext i1 %605 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %606, i32 %607, i32 %608, i32 %609, i32 %610, ptr addrspace(1) %584, i32 %611, i32 %612, i32 %613, i32 %614) #4
  %615 = or disjoint i32 %410, 24
  %616 = add i32 %409, %615
  %617 = sext i32 %616 to i64
  %618 = getelementptr float, ptr addrspace(1) %2, i64 %617
  %619 = icmp slt i32 %615, %4
  %620 = and i1 %414, %619
  %621 = or disjoint i32 %410, 25
  %622 = icmp slt i32 %621, %4
  %623 = and i1 %414, %622
  %624 = or disjoint i32 %410, 26
  %625 = icmp slt i32 %624, %4
  %626 = and i1 %414, %625
  %627 = or disjoint i32 %410, 27
  %628 = icmp slt i32 %627, %4
  %629 = ptrtoint ptr addrspace(1) %618 to i64
  %630 = and i64 %629, 15
  %631 = icmp eq i64 %630, 0
  %632 = and i1 %620, %631
  %633 = and i1 %625, %632
  %634 = and i1 %628, %632
  %635 = xor i1 %620, %634
  %636 = xor i1 %623, %634
  %637 = xor i1 %626, %634
  %638 = xor i1 %414, %633
  %639 = and i1 %628, %638
  %640 = zext i1 %634 to i32
  %641 = select i1 %31, i32 %301, i32 0
  %642 = select i1 %31, i32 %302, i32 0
  %643 = select i1 %31, i32 %303, i32 0
  %644 = select i1 %31, i32 %304, i32 0
  %645 = zext i1 %635 to i32
  %646 = zext i1 %636 to i32
  %647 = zext i1 %637 to i32
  %648 = zext i1 %639 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %640, i32 %641, i32 %642, i32 %643, i32 %644, ptr addrspace(1) %618, i32 %645, i32 %646, i32 %647, i32 %648) #4
  %649 = or disjoint i32 %410, 28
  %650 = add i32 %409, %649
  %651 = sext i32 %650 to i64
  %652 = getelementptr float, ptr addrspace(1) %2, i64 %651
  %653 = icmp slt i32 %649, %4
  %654 = and i1 %414, %653
  %655 = or disjoint i32 %410, 29
  %656 = icmp slt i32 %655, %4
  %657 = and i1 %414, %656
  %658 = or disjoint i32 %410, 30
  %659 = icmp slt i32 %658, %4
  %660 = and i1 %414, %659
  %661 = or disjoint i32 %410, 31
  %662 = icmp slt i32 %661, %4
  %663 = ptrtoint ptr addrspace(1) %652 to i64
  %664 = and i64 %663, 15
  %665 = icmp eq i64 %664, 0
  %666 = and i1 %654, %665
  %667 = and i1 %659, %666
  %668 = and i1 %662, %666
  %669 = xor i1 %654, %668
  %670 = xor i1 %657, %668
  %671 = xor i1 %660, %668
  %672 = xor i1 %414, %667
  %673 = and i1 %662, %672
  %674 = zext i1 %668 to i32
  %675 = select i1 %31, i32 %305, i32 0
  %676 = select i1 %31, i32 %306, i32 0
  %677 = select i1 %31, i32 %307, i32 0
  %678 = select i1 %31, i32 %308, i32 0
  %679 = zext i1 %669 to i32
  %680 = zext i1 %670 to i32
  %681 = zext i1 %671 to i32
  %682 = zext i1 %673 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %674, i32 %675, i32 %676, i32 %677, i32 %678, ptr addrspace(1) %652, i32 %679, i32 %680, i32 %681, i32 %682) #4
  %683 = or disjoint i32 %410, 32
  %684 = add i32 %409, %683
  %685 = sext i32 %684 to i64
  %686 = getelementptr float, ptr addrspace(1) %2, i64 %685
  %687 = icmp slt i32 %683, %4
  %688 = and i1 %414, %687
  %689 = or disjoint i32 %410, 33
  %690 = icmp slt i32 %689, %4
  %691 = and i1 %414, %690
  %692 = or disjoint i32 %410, 34
  %693 = icmp slt i32 %692, %4
  %694 = and i1 %414, %693
  %695 = or disjoint i32 %410, 35
  %696 = icmp slt i32 %695, %4
  %697 = ptrtoint ptr addrspace(1) %686 to i64
  %698 = and i64 %697, 15
  %699 = icmp eq i64 %698, 0
  %700 = and i1 %688, %699
  %701 = and i1 %693, %700
  %702 = and i1 %696, %700
  %703 = xor i1 %688, %702
  %704 = xor i1 %691, %702
  %705 = xor i1 %694, %702
  %706 = xor i1 %414, %701
  %707 = and i1 %696, %706
  %708 = zext i1 %702 to i32
  %709 = select i1 %31, i32 %310, i32 0
  %710 = select i1 %31, i32 %311, i32 0
  %711 = select i1 %31, i32 %312, i32 0
  %712 = select i1 %31, i32 %313, i32 0
  %713 = zext i1 %703 to i32
  %714 = zext i1 %704 to i32
  %715 = zext i1 %705 to i32
  %716 = zext i1 %707 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %708, i32 %709, i32 %710, i32 %711, i32 %712, ptr addrspace(1) %686, i32 %713, i32 %714, i32 %715, i32 %716) #4
  %717 = or disjoint i32 %410, 36
  %718 = add i32 %409, %717
  %719 = sext i32 %718 to i64
  %720 = getelementptr float, ptr addrspace(1) %2, i64 %719
  %721 = icmp slt i32 %717, %4
  %722 = and i1 %414, %721
  %723 = or disjoint i32 %410, 37
  %724 = icmp slt i32 %723, %4
  %725 = and i1 %414, %724
  %726 = or disjoint i32 %410, 38
  %727 = icmp slt i32 %726, %4
  %728 = and i1 %414, %727
  %729 = or disjoint i32 %410, 39
  %730 = icmp slt i32 %729, %4
  %731 = ptrtoint ptr addrspace(1) %720 to i64
  %732 = and i64 %731, 15
  %733 = icmp eq i64 %732, 0
  %734 = and i1 %722, %733
  %735 = and i1 %727, %734
  %736 = and i1 %730, %734
  %737 = xor i1 %722, %736
  %738 = xor i1 %725, %736
  %739 = xor i1 %728, %736
  %740 = xor i1 %414, %735
  %741 = and i1 %730, %740
  %742 = zext i1 %736 to i32
  %743 = select i1 %31, i32 %314, i32 0
  %744 = select i1 %31, i32 %315, i32 0
  %745 = select i1 %31, i32 %316, i32 0
  %746 = select i1 %31, i32 %317, i32 0
  %747 = zext i1 %737 to i32
  %748 = zext i1 %738 to i32
  %749 = zext i1 %739 to i32
  %750 = zext i1 %741 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %742, i32 %743, i32 %744, i32 %745, i32 %746, ptr addrspace(1) %720, i32 %747, i32 %748, i32 %749, i32 %750) #4
  %751 = or disjoint i32 %410, 40
  %752 = add i32 %409, %751
  %753 = sext i32 %752 to i64
  %754 = getelementptr float, ptr addrspace(1) %2, i64 %753
  %755 = icmp slt i32 %751, %4
  %756 = and i1 %414, %755
  %757 = or disjoint i32 %410, 41
  %758 = icmp slt i32 %757, %4
  %759 = and i1 %414, %758
  %760 = or disjoint i32 %410, 42
  %761 = icmp slt i32 %760, %4
  %762 = and i1 %414, %761
  %763 = or disjoint i32 %410, 43
  %764 = icmp slt i32 %763, %4
  %765 = ptrtoint ptr addrspace(1) %754 to i64
  %766 = and i64 %765, 15
  %767 = icmp eq i64 %766, 0
  %768 = and i1 %756, %767
  %769 = and i1 %761, %768
  %770 = and i1 %764, %768
  %771 = xor i1 %756, %770
  %772 = xor i1 %759, %770
  %773 = xor i1 %762, %770
  %774 = xor i1 %414, %769
  %775 = and i1 %764, %774
  %776 = zext i1 %770 to i32
  %777 = select i1 %31, i32 %318, i32 0
  %778 = select i1 %31, i32 %319, i32 0
  %779 = select i1 %31, i32 %320, i32 0
  %780 = select i1 %31, i32 %321, i32 0
  %781 = zext i1 %771 to i32
  %782 = zext i1 %772 to i32
  %783 = zext i1 %773 to i32
  %784 = zext i1 %775 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %776, i32 %777, i32 %778, i32 %779, i32 %780, ptr addrspace(1) %754, i32 %781, i32 %782, i32 %783, i32 %784) #4
  %785 = or disjoint i32 %410, 44
  %786 = add i32 %409, %785
  %787 = sext i32 %786 to i64
  %788 = getelementptr float, ptr addrspace(1) %2, i64 %787
  %789 = icmp slt i32 %785, %4
  %790 = and i1 %414, %789
  %791 = or disjoint i32 %410, 45
  %792 = icmp slt i32 %791, %4
  %793 = and i1 %414, %792
  %794 = or disjoint i32 %410, 46
  %795 = icmp slt i32 %794, %4
  %796 = and i1 %414, %795
  %797 = or disjoint i32 %410, 47
  %798 = icmp slt i32 %797, %4
  %799 = ptrtoint ptr addrspace(1) %788 to i64
  %800 = and i64 %799, 15
  %801 = icmp eq i64 %800, 0
  %802 = and i1 %790, %801
  %803 = and i1 %795, %802
  %804 = and i1 %798, %802
  %805 = xor i1 %790, %804
  %806 = xor i1 %793, %804
  %807 = xor i1 %796, %804
  %808 = xor i1 %414, %803
  %809 = and i1 %798, %808
  %810 = zext i1 %804 to i32
  %811 = select i1 %31, i32 %322, i32 0
  %812 = select i1 %31, i32 %323, i32 0
  %813 = select i1 %31, i32 %324, i32 0
  %814 = select i1 %31, i32 %325, i32 0
  %815 = zext i1 %805 to i32
  %816 = zext i1 %806 to i32
  %817 = zext i1 %807 to i32
  %818 = zext i1 %809 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %810, i32 %811, i32 %812, i32 %813, i32 %814, ptr addrspace(1) %788, i32 %815, i32 %816, i32 %817, i32 %818) #4
  %819 = or disjoint i32 %410, 48
  %820 = add i32 %409, %819
  %821 = sext i32 %820 to i64
  %822 = getelementptr float, ptr addrspace(1) %2, i64 %821
  %823 = icmp slt i32 %819, %4
  %824 = and i1 %414, %823
  %825 = or disjoint i32 %410, 49
  %826 = icmp slt i32 %825, %4
  %827 = and i1 %414, %826
  %828 = or disjoint i32 %410, 50
  %829 = icmp slt i32 %828, %4
  %830 = and i1 %414, %829
  %831 = or disjoint i32 %410, 51
  %832 = icmp slt i32 %831, %4
  %833 = ptrtoint ptr addrspace(1) %822 to i64
  %834 = and i64 %833, 15
  %835 = icmp eq i64 %834, 0
  %836 = and i1 %824, %835
  %837 = and i1 %829, %836
  %838 = and i1 %832, %836
  %839 = xor i1 %824, %838
  %840 = xor i1 %827, %838
  %841 = xor i1 %830, %838
  %842 = xor i1 %414, %837
  %843 = and i1 %832, %842
  %844 = zext i1 %838 to i32
  %845 = select i1 %31, i32 %326, i32 0
  %846 = select i1 %31, i32 %327, i32 0
  %847 = select i1 %31, i32 %328, i32 0
  %848 = select i1 %31, i32 %329, i32 0
  %849 = zext i1 %839 to i32
  %850 = zext i1 %840 to i32
  %851 = zext i1 %841 to i32
  %852 = zext i1 %843 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %844, i32 %845, i32 %846, i32 %847, i32 %848, ptr addrspace(1) %822, i32 %849, i32 %850, i32 %851, i32 %852) #4
  %853 = or disjoint i32 %410, 52
  %854 = add i32 %409, %853
  %855 = sext i32 %854 to i64
  %856 = getelementptr float, ptr addrspace(1) %2, i64 %855
  %857 = icmp slt i32 %853, %4
  %858 = and i1 %414, %857
  %859 = or disjoint i32 %410, 53
  %860 = icmp slt i32 %859, %4
  %861 = and i1 %414, %860
  %862 = or disjoint i32 %410, 54
  %863 = icmp slt i32 %862, %4
  %864 = and i1 %414, %863
  %865 = or disjoint i32 %410, 55
  %866 = icmp slt i32 %865, %4
  %867 = ptrtoint ptr addrspace(1) %856 to i64
  %868 = and i64 %867, 15
  %869 = icmp eq i64 %868, 0
  %870 = and i1 %858, %869
  %871 = and i1 %863, %870
  %872 = and i1 %866, %870
  %873 = xor i1 %858, %872
  %874 = xor i1 %861, %872
  %875 = xor i1 %864, %872
  %876 = xor i1 %414, %871
  %877 = and i1 %866, %876
  %878 = zext i1 %872 to i32
  %879 = select i1 %31, i32 %330, i32 0
  %880 = select i1 %31, i32 %331, i32 0
  %881 = select i1 %31, i32 %332, i32 0
  %882 = select i1 %31, i32 %333, i32 0
  %883 = zext i1 %873 to i32
  %884 = zext i1 %874 to i32
  %885 = zext i1 %875 to i32
  %886 = zext i1 %877 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %878, i32 %879, i32 %880, i32 %881, i32 %882, ptr addrspace(1) %856, i32 %883, i32 %884, i32 %885, i32 %886) #4
  %887 = or disjoint i32 %410, 56
  %888 = add i32 %409, %887
  %889 = sext i32 %888 to i64
  %890 = getelementptr float, ptr addrspace(1) %2, i64 %889
  %891 = icmp slt i32 %887, %4
  %892 = and i1 %414, %891
  %893 = or disjoint i32 %410, 57
  %894 = icmp slt i32 %893, %4
  %895 = and i1 %414, %894
  %896 = or disjoint i32 %410, 58
  %897 = icmp slt i32 %896, %4
  %898 = and i1 %414, %897
  %899 = or disjoint i32 %410, 59
  %900 = icmp slt i32 %899, %4
  %901 = ptrtoint ptr addrspace(1) %890 to i64
  %902 = and i64 %901, 15
  %903 = icmp eq i64 %902, 0
  %904 = and i1 %892, %903
  %905 = and i1 %897, %904
  %906 = and i1 %900, %904
  %907 = xor i1 %892, %906
  %908 = xor i1 %895, %906
  %909 = xor i1 %898, %906
  %910 = xor i1 %414, %905
  %911 = and i1 %900, %910
  %912 = zext i1 %906 to i32
  %913 = select i1 %31, i32 %334, i32 0
  %914 = select i1 %31, i32 %335, i32 0
  %915 = select i1 %31, i32 %336, i32 0
  %916 = select i1 %31, i32 %337, i32 0
  %917 = zext i1 %907 to i32
  %918 = zext i1 %908 to i32
  %919 = zext i1 %909 to i32
  %920 = zext i1 %911 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %912, i32 %913, i32 %914, i32 %915, i32 %916, ptr addrspace(1) %890, i32 %917, i32 %918, i32 %919, i32 %920) #4
  %921 = or disjoint i32 %410, 60
  %922 = add i32 %409, %921
  %923 = sext i32 %922 to i64
  %924 = getelementptr float, ptr addrspace(1) %2, i64 %923
  %925 = icmp slt i32 %921, %4
  %926 = and i1 %414, %925
  %927 = or disjoint i32 %410, 61
  %928 = icmp slt i32 %927, %4
  %929 = and i1 %414, %928
  %930 = or disjoint i32 %410, 62
  %931 = icmp slt i32 %930, %4
  %932 = and i1 %414, %931
  %933 = or disjoint i32 %410, 63
  %934 = icmp slt i32 %933, %4
  %935 = ptrtoint ptr addrspace(1) %924 to i64
  %936 = and i64 %935, 15
  %937 = icmp eq i64 %936, 0
  %938 = and i1 %926, %937
  %939 = and i1 %931, %938
  %940 = and i1 %934, %938
  %941 = xor i1 %926, %940
  %942 = xor i1 %929, %940
  %943 = xor i1 %932, %940
  %944 = xor i1 %414, %939
  %945 = and i1 %934, %944
  %946 = zext i1 %940 to i32
  %947 = select i1 %31, i32 %338, i32 0
  %948 = select i1 %31, i32 %339, i32 0
  %949 = select i1 %31, i32 %340, i32 0
  %950 = select i1 %31, i32 %341, i32 0
  %951 = zext i1 %941 to i32
  %952 = zext i1 %942 to i32
  %953 = zext i1 %943 to i32
  %954 = zext i1 %945 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %946, i32 %947, i32 %948, i32 %949, i32 %950, ptr addrspace(1) %924, i32 %951, i32 %952, i32 %953, i32 %954) #4
  %955 = or disjoint i32 %410, 64
  %956 = add i32 %409, %955
  %957 = sext i32 %956 to i64
  %958 = getelementptr float, ptr addrspace(1) %2, i64 %957
  %959 = icmp slt i32 %955, %4
  %960 = and i1 %414, %959
  %961 = or disjoint i32 %410, 65
  %962 = icmp slt i32 %961, %4
  %963 = and i1 %414, %962
  %964 = or disjoint i32 %410, 66
  %965 = icmp slt i32 %964, %4
  %966 = and i1 %414, %965
  %967 = or disjoint i32 %410, 67
  %968 = icmp slt i32 %967, %4
  %969 = ptrtoint ptr addrspace(1) %958 to i64
  %970 = and i64 %969, 15
  %971 = icmp eq i64 %970, 0
  %972 = and i1 %960, %971
  %973 = and i1 %965, %972
  %974 = and i1 %968, %972
  %975 = xor i1 %960, %974
  %976 = xor i1 %963, %974
  %977 = xor i1 %966, %974
  %978 = xor i1 %414, %973
  %979 = and i1 %968, %978
  %980 = zext i1 %974 to i32
  %981 = select i1 %31, i32 %343, i32 0
  %982 = select i1 %31, i32 %344, i32 0
  %983 = select i1 %31, i32 %345, i32 0
  %984 = select i1 %31, i32 %346, i32 0
  %985 = zext i1 %975 to i32
  %986 = zext i1 %976 to i32
  %987 = zext i1 %977 to i32
  %988 = zext i1 %979 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %980, i32 %981, i32 %982, i32 %983, i32 %984, ptr addrspace(1) %958, i32 %985, i32 %986, i32 %987, i32 %988) #4
  %989 = or disjoint i32 %410, 68
  %990 = add i32 %409, %989
  %991 = sext i32 %990 to i64
  %992 = getelementptr float, ptr addrspace(1) %2, i64 %991
  %993 = icmp slt i32 %989, %4
  %994 = and i1 %414, %993
  %995 = or disjoint i32 %410, 69
  %996 = icmp slt i32 %995, %4
  %997 = and i1 %414, %996
  %998 = or disjoint i32 %410, 70
  %999 = icmp slt i32 %998, %4
  %1000 = and i1 %414, %999
  %1001 = or disjoint i32 %410, 71
  %1002 = icmp slt i32 %1001, %4
  %1003 = ptrtoint ptr addrspace(1) %992 to i64
  %1004 = and i64 %1003, 15
  %1005 = icmp eq i64 %1004, 0
  %1006 = and i1 %994, %1005
  %1007 = and i1 %999, %1006
  %1008 = and i1 %1002, %1006
  %1009 = xor i1 %994, %1008
  %1010 = xor i1 %997, %1008
  %1011 = xor i1 %1000, %1008
  %1012 = xor i1 %414, %1007
  %1013 = and i1 %1002, %1012
  %1014 = zext i1 %1008 to i32
  %1015 = select i1 %31, i32 %347, i32 0
  %1016 = select i1 %31, i32 %348, i32 0
  %1017 = select i1 %31, i32 %349, i32 0
  %1018 = select i1 %31, i32 %350, i32 0
  %1019 = zext i1 %1009 to i32
  %1020 = zext i1 %1010 to i32
  %1021 = zext i1 %1011 to i32
  %1022 = zext i1 %1013 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1014, i32 %1015, i32 %1016, i32 %1017, i32 %1018, ptr addrspace(1) %992, i32 %1019, i32 %1020, i32 %1021, i32 %1022) #4
  %1023 = or disjoint i32 %410, 72
  %1024 = add i32 %409, %1023
  %1025 = sext i32 %1024 to i64
  %1026 = getelementptr float, ptr addrspace(1) %2, i64 %1025
  %1027 = icmp slt i32 %1023, %4
  %1028 = and i1 %414, %1027
  %1029 = or disjoint i32 %410, 73
  %1030 = icmp slt i32 %1029, %4
  %1031 = and i1 %414, %1030
  %1032 = or disjoint i32 %410, 74
  %1033 = icmp slt i32 %1032, %4
  %1034 = and i1 %414, %1033
  %1035 = or disjoint i32 %410, 75
  %1036 = icmp slt i32 %1035, %4
  %1037 = ptrtoint ptr addrspace(1) %1026 to i64
  %1038 = and i64 %1037, 15
  %1039 = icmp eq i64 %1038, 0
  %1040 = and i1 %1028, %1039
  %1041 = and i1 %1033, %1040
  %1042 = and i1 %1036, %1040
  %1043 = xor i1 %1028, %1042
  %1044 = xor i1 %1031, %1042
  %1045 = xor i1 %1034, %1042
  %1046 = xor i1 %414, %1041
  %1047 = and i1 %1036, %1046
  %1048 = zext i1 %1042 to i32
  %1049 = select i1 %31, i32 %351, i32 0
  %1050 = select i1 %31, i32 %352, i32 0
  %1051 = select i1 %31, i32 %353, i32 0
  %1052 = select i1 %31, i32 %354, i32 0
  %1053 = zext i1 %1043 to i32
  %1054 = zext i1 %1044 to i32
  %1055 = zext i1 %1045 to i32
  %1056 = zext i1 %1047 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1048, i32 %1049, i32 %1050, i32 %1051, i32 %1052, ptr addrspace(1) %1026, i32 %1053, i32 %1054, i32 %1055, i32 %1056) #4
  %1057 = or disjoint i32 %410, 76
  %1058 = add i32 %409, %1057
  %1059 = sext i32 %1058 to i64
  %1060 = getelementptr float, ptr addrspace(1) %2, i64 %1059
  %1061 = icmp slt i32 %1057, %4
  %1062 = and i1 %414, %1061
  %1063 = or disjoint i32 %410, 77
  %1064 = icmp slt i32 %1063, %4
  %1065 = and i1 %414, %1064
  %1066 = or disjoint i32 %410, 78
  %1067 = icmp slt i32 %1066, %4
  %1068 = and i1 %414, %1067
  %1069 = or disjoint i32 %410, 79
  %1070 = icmp slt i32 %1069, %4
  %1071 = ptrtoint ptr addrspace(1) %1060 to i64
  %1072 = and i64 %1071, 15
  %1073 = icmp eq i64 %1072, 0
  %1074 = and i1 %1062, %1073
  %1075 = and i1 %1067, %1074
  %1076 = and i1 %1070, %1074
  %1077 = xor i1 %1062, %1076
  %1078 = xor i1 %1065, %1076
  %1079 = xor i1 %1068, %1076
  %1080 = xor i1 %414, %1075
  %1081 = and i1 %1070, %1080
  %1082 = zext i1 %1076 to i32
  %1083 = select i1 %31, i32 %355, i32 0
  %1084 = select i1 %31, i32 %356, i32 0
  %1085 = select i1 %31, i32 %357, i32 0
  %1086 = select i1 %31, i32 %358, i32 0
  %1087 = zext i1 %1077 to i32
  %1088 = zext i1 %1078 to i32
  %1089 = zext i1 %1079 to i32
  %1090 = zext i1 %1081 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1082, i32 %1083, i32 %1084, i32 %1085, i32 %1086, ptr addrspace(1) %1060, i32 %1087, i32 %1088, i32 %1089, i32 %1090) #4
  %1091 = or disjoint i32 %410, 80
  %1092 = add i32 %409, %1091
  %1093 = sext i32 %1092 to i64
  %1094 = getelementptr float, ptr addrspace(1) %2, i64 %1093
  %1095 = icmp slt i32 %1091, %4
  %1096 = and i1 %414, %1095
  %1097 = or disjoint i32 %410, 81
  %1098 = icmp slt i32 %1097, %4
  %1099 = and i1 %414, %1098
  %1100 = or disjoint i32 %410, 82
  %1101 = icmp slt i32 %1100, %4
  %1102 = and i1 %414, %1101
  %1103 = or disjoint i32 %410, 83
  %1104 = icmp slt i32 %1103, %4
  %1105 = ptrtoint ptr addrspace(1) %1094 to i64
  %1106 = and i64 %1105, 15
  %1107 = icmp eq i64 %1106, 0
  %1108 = and i1 %1096, %1107
  %1109 = and i1 %1101, %1108
  %1110 = and i1 %1104, %1108
  %1111 = xor i1 %1096, %1110
  %1112 = xor i1 %1099, %1110
  %1113 = xor i1 %1102, %1110
  %1114 = xor i1 %414, %1109
  %1115 = and i1 %1104, %1114
  %1116 = zext i1 %1110 to i32
  %1117 = select i1 %31, i32 %359, i32 0
  %1118 = select i1 %31, i32 %360, i32 0
  %1119 = select i1 %31, i32 %361, i32 0
  %1120 = select i1 %31, i32 %362, i32 0
  %1121 = zext i1 %1111 to i32
  %1122 = zext i1 %1112 to i32
  %1123 = zext i1 %1113 to i32
  %1124 = zext i1 %1115 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1116, i32 %1117, i32 %1118, i32 %1119, i32 %1120, ptr addrspace(1) %1094, i32 %1121, i32 %1122, i32 %1123, i32 %1124) #4
  %1125 = or disjoint i32 %410, 84
  %1126 = add i32 %409, %1125
  %1127 = sext i32 %1126 to i64
  %1128 = getelementptr float, ptr addrspace(1) %2, i64 %1127
  %1129 = icmp slt i32 %1125, %4
  %1130 = and i1 %414, %1129
  %1131 = or disjoint i32 %410, 85
  %1132 = icmp slt i32 %1131, %4
  %1133 = and i1 %414, %1132
  %1134 = or disjoint i32 %410, 86
  %1135 = icmp slt i32 %1134, %4
  %1136 = and i1 %414, %1135
  %1137 = or disjoint i32 %410, 87
  %1138 = icmp slt i32 %1137, %4
  %1139 = ptrtoint ptr addrspace(1) %1128 to i64
  %1140 = and i64 %1139, 15
  %1141 = icmp eq i64 %1140, 0
  %1142 = and i1 %1130, %1141
  %1143 = and i1 %1135, %1142
  %1144 = and i1 %1138, %1142
  %1145 = xor i1 %1130, %1144
  %1146 = xor i1 %1133, %1144
  %1147 = xor i1 %1136, %1144
  %1148 = xor i1 %414, %1143
  %1149 = and i1 %1138, %1148
  %1150 = zext i1 %1144 to i32
  %1151 = select i1 %31, i32 %363, i32 0
  %1152 = select i1 %31, i32 %364, i32 0
  %1153 = select i1 %31, i32 %365, i32 0
  %1154 = select i1 %31, i32 %366, i32 0
  %1155 = zext i1 %1145 to i32
  %1156 = zext i1 %1146 to i32
  %1157 = zext i1 %1147 to i32
  %1158 = zext i1 %1149 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1150, i32 %1151, i32 %1152, i32 %1153, i32 %1154, ptr addrspace(1) %1128, i32 %1155, i32 %1156, i32 %1157, i32 %1158) #4
  %1159 = or disjoint i32 %410, 88
  %1160 = add i32 %409, %1159
  %1161 = sext i32 %1160 to i64
  %1162 = getelementptr float, ptr addrspace(1) %2, i64 %1161
  %1163 = icmp slt i32 %1159, %4
  %1164 = and i1 %414, %1163
  %1165 = or disjoint i32 %410, 89
  %1166 = icmp slt i32 %1165, %4
  %1167 = and i1 %414, %1166
  %1168 = or disjoint i32 %410, 90
  %1169 = icmp slt i32 %1168, %4
  %1170 = and i1 %414, %1169
  %1171 = or disjoint i32 %410, 91
  %1172 = icmp slt i32 %1171, %4
  %1173 = ptrtoint ptr addrspace(1) %1162 to i64
  %1174 = and i64 %1173, 15
  %1175 = icmp eq i64 %1174, 0
  %1176 = and i1 %1164, %1175
  %1177 = and i1 %1169, %1176
  %1178 = and i1 %1172, %1176
  %1179 = xor i1 %1164, %1178
  %1180 = xor i1 %1167, %1178
  %1181 = xor i1 %1170, %1178
  %1182 = xor i1 %414, %1177
  %1183 = and i1 %1172, %1182
  %1184 = zext i1 %1178 to i32
  %1185 = select i1 %31, i32 %367, i32 0
  %1186 = select i1 %31, i32 %368, i32 0
  %1187 = select i1 %31, i32 %369, i32 0
  %1188 = select i1 %31, i32 %370, i32 0
  %1189 = zext i1 %1179 to i32
  %1190 = zext i1 %1180 to i32
  %1191 = zext i1 %1181 to i32
  %1192 = zext i1 %1183 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1184, i32 %1185, i32 %1186, i32 %1187, i32 %1188, ptr addrspace(1) %1162, i32 %1189, i32 %1190, i32 %1191, i32 %1192) #4
  %1193 = or disjoint i32 %410, 92
  %1194 = add i32 %409, %1193
  %1195 = sext i32 %1194 to i64
  %1196 = getelementptr float, ptr addrspace(1) %2, i64 %1195
  %1197 = icmp slt i32 %1193, %4
  %1198 = and i1 %414, %1197
  %1199 = or disjoint i32 %410, 93
  %1200 = icmp slt i32 %1199, %4
  %1201 = and i1 %414, %1200
  %1202 = or disjoint i32 %410, 94
  %1203 = icmp slt i32 %1202, %4
  %1204 = and i1 %414, %1203
  %1205 = or disjoint i32 %410, 95
  %1206 = icmp slt i32 %1205, %4
  %1207 = ptrtoint ptr addrspace(1) %1196 to i64
  %1208 = and i64 %1207, 15
  %1209 = icmp eq i64 %1208, 0
  %1210 = and i1 %1198, %1209
  %1211 = and i1 %1203, %1210
  %1212 = and i1 %1206, %1210
  %1213 = xor i1 %1198, %1212
  %1214 = xor i1 %1201, %1212
  %1215 = xor i1 %1204, %1212
  %1216 = xor i1 %414, %1211
  %1217 = and i1 %1206, %1216
  %1218 = zext i1 %1212 to i32
  %1219 = select i1 %31, i32 %371, i32 0
  %1220 = select i1 %31, i32 %372, i32 0
  %1221 = select i1 %31, i32 %373, i32 0
  %1222 = select i1 %31, i32 %374, i32 0
  %1223 = zext i1 %1213 to i32
  %1224 = zext i1 %1214 to i32
  %1225 = zext i1 %1215 to i32
  %1226 = zext i1 %1217 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1218, i32 %1219, i32 %1220, i32 %1221, i32 %1222, ptr addrspace(1) %1196, i32 %1223, i32 %1224, i32 %1225, i32 %1226) #4
  %1227 = or disjoint i32 %410, 96
  %1228 = add i32 %409, %1227
  %1229 = sext i32 %1228 to i64
  %1230 = getelementptr float, ptr addrspace(1) %2, i64 %1229
  %1231 = icmp slt i32 %1227, %4
  %1232 = and i1 %414, %1231
  %1233 = or disjoint i32 %410, 97
  %1234 = icmp slt i32 %1233, %4
  %1235 = and i1 %414, %1234
  %1236 = or disjoint i32 %410, 98
  %1237 = icmp slt i32 %1236, %4
  %1238 = and i1 %414, %1237
  %1239 = or disjoint i32 %410, 99
  %1240 = icmp slt i32 %1239, %4
  %1241 = ptrtoint ptr addrspace(1) %1230 to i64
  %1242 = and i64 %1241, 15
  %1243 = icmp eq i64 %1242, 0
  %1244 = and i1 %1232, %1243
  %1245 = and i1 %1237, %1244
  %1246 = and i1 %1240, %1244
  %1247 = xor i1 %1232, %1246
  %1248 = xor i1 %1235, %1246
  %1249 = xor i1 %1238, %1246
  %1250 = xor i1 %414, %1245
  %1251 = and i1 %1240, %1250
  %1252 = zext i1 %1246 to i32
  %1253 = select i1 %31, i32 %376, i32 0
  %1254 = select i1 %31, i32 %377, i32 0
  %1255 = select i1 %31, i32 %378, i32 0
  %1256 = select i1 %31, i32 %379, i32 0
  %1257 = zext i1 %1247 to i32
  %1258 = zext i1 %1248 to i32
  %1259 = zext i1 %1249 to i32
  %1260 = zext i1 %1251 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1252, i32 %1253, i32 %1254, i32 %1255, i32 %1256, ptr addrspace(1) %1230, i32 %1257, i32 %1258, i32 %1259, i32 %1260) #4
  %1261 = or disjoint i32 %410, 100
  %1262 = add i32 %409, %1261
  %1263 = sext i32 %1262 to i64
  %1264 = getelementptr float, ptr addrspace(1) %2, i64 %1263
  %1265 = icmp slt i32 %1261, %4
  %1266 = and i1 %414, %1265
  %1267 = or disjoint i32 %410, 101
  %1268 = icmp slt i32 %1267, %4
  %1269 = and i1 %414, %1268
  %1270 = or disjoint i32 %410, 102
  %1271 = icmp slt i32 %1270, %4
  %1272 = and i1 %414, %1271
  %1273 = or disjoint i32 %410, 103
  %1274 = icmp slt i32 %1273, %4
  %1275 = ptrtoint ptr addrspace(1) %1264 to i64
  %1276 = and i64 %1275, 15
  %1277 = icmp eq i64 %1276, 0
  %1278 = and i1 %1266, %1277
  %1279 = and i1 %1271, %1278
  %1280 = and i1 %1274, %1278
  %1281 = xor i1 %1266, %1280
  %1282 = xor i1 %1269, %1280
  %1283 = xor i1 %1272, %1280
  %1284 = xor i1 %414, %1279
  %1285 = and i1 %1274, %1284
  %1286 = zext i1 %1280 to i32
  %1287 = select i1 %31, i32 %380, i32 0
  %1288 = select i1 %31, i32 %381, i32 0
  %1289 = select i1 %31, i32 %382, i32 0
  %1290 = select i1 %31, i32 %383, i32 0
  %1291 = zext i1 %1281 to i32
  %1292 = zext i1 %1282 to i32
  %1293 = zext i1 %1283 to i32
  %1294 = zext i1 %1285 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1286, i32 %1287, i32 %1288, i32 %1289, i32 %1290, ptr addrspace(1) %1264, i32 %1291, i32 %1292, i32 %1293, i32 %1294) #4
  %1295 = or disjoint i32 %410, 104
  %1296 = add i32 %409, %1295
  %1297 = sext i32 %1296 to i64
  %1298 = getelementptr float, ptr addrspace(1) %2, i64 %1297
  %1299 = icmp slt i32 %1295, %4
  %1300 = and i1 %414, %1299
  %1301 = or disjoint i32 %410, 105
  %1302 = icmp slt i32 %1301, %4
  %1303 = and i1 %414, %1302
  %1304 = or disjoint i32 %410, 106
  %1305 = icmp slt i32 %1304, %4
  %1306 = and i1 %414, %1305
  %1307 = or disjoint i32 %410, 107
  %1308 = icmp slt i32 %1307, %4
  %1309 = ptrtoint ptr addrspace(1) %1298 to i64
  %1310 = and i64 %1309, 15
  %1311 = icmp eq i64 %1310, 0
  %1312 = and i1 %1300, %1311
  %1313 = and i1 %1305, %1312
  %1314 = and i1 %1308, %1312
  %1315 = xor i1 %1300, %1314
  %1316 = xor i1 %1303, %1314
  %1317 = xor i1 %1306, %1314
  %1318 = xor i1 %414, %1313
  %1319 = and i1 %1308, %1318
  %1320 = zext i1 %1314 to i32
  %1321 = select i1 %31, i32 %384, i32 0
  %1322 = select i1 %31, i32 %385, i32 0
  %1323 = select i1 %31, i32 %386, i32 0
  %1324 = select i1 %31, i32 %387, i32 0
  %1325 = zext i1 %1315 to i32
  %1326 = zext i1 %1316 to i32
  %1327 = zext i1 %1317 to i32
  %1328 = zext i1 %1319 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1320, i32 %1321, i32 %1322, i32 %1323, i32 %1324, ptr addrspace(1) %1298, i32 %1325, i32 %1326, i32 %1327, i32 %1328) #4
  %1329 = or disjoint i32 %410, 108
  %1330 = add i32 %409, %1329
  %1331 = sext i32 %1330 to i64
  %1332 = getelementptr float, ptr addrspace(1) %2, i64 %1331
  %1333 = icmp slt i32 %1329, %4
  %1334 = and i1 %414, %1333
  %1335 = or disjoint i32 %410, 109
  %1336 = icmp slt i32 %1335, %4
  %1337 = and i1 %414, %1336
  %1338 = or disjoint i32 %410, 110
  %1339 = icmp slt i32 %1338, %4
  %1340 = and i1 %414, %1339
  %1341 = or disjoint i32 %410, 111
  %1342 = icmp slt i32 %1341, %4
  %1343 = ptrtoint ptr addrspace(1) %1332 to i64
  %1344 = and i64 %1343, 15
  %1345 = icmp eq i64 %1344, 0
  %1346 = and i1 %1334, %1345
  %1347 = and i1 %1339, %1346
  %1348 = and i1 %1342, %1346
  %1349 = xor i1 %1334, %1348
  %1350 = xor i1 %1337, %1348
  %1351 = xor i1 %1340, %1348
  %1352 = xor i1 %414, %1347
  %1353 = and i1 %1342, %1352
  %1354 = zext i1 %1348 to i32
  %1355 = select i1 %31, i32 %388, i32 0
  %1356 = select i1 %31, i32 %389, i32 0
  %1357 = select i1 %31, i32 %390, i32 0
  %1358 = select i1 %31, i32 %391, i32 0
  %1359 = zext i1 %1349 to i32
  %1360 = zext i1 %1350 to i32
  %1361 = zext i1 %1351 to i32
  %1362 = zext i1 %1353 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1354, i32 %1355, i32 %1356, i32 %1357, i32 %1358, ptr addrspace(1) %1332, i32 %1359, i32 %1360, i32 %1361, i32 %1362) #4
  %1363 = or disjoint i32 %410, 112
  %1364 = add i32 %409, %1363
  %1365 = sext i32 %1364 to i64
  %1366 = getelementptr float, ptr addrspace(1) %2, i64 %1365
  %1367 = icmp slt i32 %1363, %4
  %1368 = and i1 %414, %1367
  %1369 = or disjoint i32 %410, 113
  %1370 = icmp slt i32 %1369, %4
  %1371 = and i1 %414, %1370
  %1372 = or disjoint i32 %410, 114
  %1373 = icmp slt i32 %1372, %4
  %1374 = and i1 %414, %1373
  %1375 = or disjoint i32 %410, 115
  %1376 = icmp slt i32 %1375, %4
  %1377 = ptrtoint ptr addrspace(1) %1366 to i64
  %1378 = and i64 %1377, 15
  %1379 = icmp eq i64 %1378, 0
  %1380 = and i1 %1368, %1379
  %1381 = and i1 %1373, %1380
  %1382 = and i1 %1376, %1380
  %1383 = xor i1 %1368, %1382
  %1384 = xor i1 %1371, %1382
  %1385 = xor i1 %1374, %1382
  %1386 = xor i1 %414, %1381
  %1387 = and i1 %1376, %1386
  %1388 = zext i1 %1382 to i32
  %1389 = select i1 %31, i32 %392, i32 0
  %1390 = select i1 %31, i32 %393, i32 0
  %1391 = select i1 %31, i32 %394, i32 0
  %1392 = select i1 %31, i32 %395, i32 0
  %1393 = zext i1 %1383 to i32
  %1394 = zext i1 %1384 to i32
  %1395 = zext i1 %1385 to i32
  %1396 = zext i1 %1387 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1388, i32 %1389, i32 %1390, i32 %1391, i32 %1392, ptr addrspace(1) %1366, i32 %1393, i32 %1394, i32 %1395, i32 %1396) #4
  %1397 = or disjoint i32 %410, 116
  %1398 = add i32 %409, %1397
  %1399 = sext i32 %1398 to i64
  %1400 = getelementptr float, ptr addrspace(1) %2, i64 %1399
  %1401 = icmp slt i32 %1397, %4
  %1402 = and i1 %414, %1401
  %1403 = or disjoint i32 %410, 117
  %1404 = icmp slt i32 %1403, %4
  %1405 = and i1 %414, %1404
  %1406 = or disjoint i32 %410, 118
  %1407 = icmp slt i32 %1406, %4
  %1408 = and i1 %414, %1407
  %1409 = or disjoint i32 %410, 119
  %1410 = icmp slt i32 %1409, %4
  %1411 = ptrtoint ptr addrspace(1) %1400 to i64
  %1412 = and i64 %1411, 15
  %1413 = icmp eq i64 %1412, 0
  %1414 = and i1 %1402, %1413
  %1415 = and i1 %1407, %1414
  %1416 = and i1 %1410, %1414
  %1417 = xor i1 %1402, %1416
  %1418 = xor i1 %1405, %1416
  %1419 = xor i1 %1408, %1416
  %1420 = xor i1 %414, %1415
  %1421 = and i1 %1410, %1420
  %1422 = zext i1 %1416 to i32
  %1423 = select i1 %31, i32 %396, i32 0
  %1424 = select i1 %31, i32 %397, i32 0
  %1425 = select i1 %31, i32 %398, i32 0
  %1426 = select i1 %31, i32 %399, i32 0
  %1427 = zext i1 %1417 to i32
  %1428 = zext i1 %1418 to i32
  %1429 = zext i1 %1419 to i32
  %1430 = zext i1 %1421 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1422, i32 %1423, i32 %1424, i32 %1425, i32 %1426, ptr addrspace(1) %1400, i32 %1427, i32 %1428, i32 %1429, i32 %1430) #4
  %1431 = or disjoint i32 %410, 120
  %1432 = add i32 %409, %1431
  %1433 = sext i32 %1432 to i64
  %1434 = getelementptr float, ptr addrspace(1) %2, i64 %1433
  %1435 = icmp slt i32 %1431, %4
  %1436 = and i1 %414, %1435
  %1437 = or disjoint i32 %410, 121
  %1438 = icmp slt i32 %1437, %4
  %1439 = and i1 %414, %1438
  %1440 = or disjoint i32 %410, 122
  %1441 = icmp slt i32 %1440, %4
  %1442 = and i1 %414, %1441
  %1443 = or disjoint i32 %410, 123
  %1444 = icmp slt i32 %1443, %4
  %1445 = ptrtoint ptr addrspace(1) %1434 to i64
  %1446 = and i64 %1445, 15
  %1447 = icmp eq i64 %1446, 0
  %1448 = and i1 %1436, %1447
  %1449 = and i1 %1441, %1448
  %1450 = and i1 %1444, %1448
  %1451 = xor i1 %1436, %1450
  %1452 = xor i1 %1439, %1450
  %1453 = xor i1 %1442, %1450
  %1454 = xor i1 %414, %1449
  %1455 = and i1 %1444, %1454
  %1456 = zext i1 %1450 to i32
  %1457 = select i1 %31, i32 %400, i32 0
  %1458 = select i1 %31, i32 %401, i32 0
  %1459 = select i1 %31, i32 %402, i32 0
  %1460 = select i1 %31, i32 %403, i32 0
  %1461 = zext i1 %1451 to i32
  %1462 = zext i1 %1452 to i32
  %1463 = zext i1 %1453 to i32
  %1464 = zext i1 %1455 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1456, i32 %1457, i32 %1458, i32 %1459, i32 %1460, ptr addrspace(1) %1434, i32 %1461, i32 %1462, i32 %1463, i32 %1464) #4
  %1465 = or disjoint i32 %410, 124
  %1466 = add i32 %409, %1465
  %1467 = sext i32 %1466 to i64
  %1468 = getelementptr float, ptr addrspace(1) %2, i64 %1467
  %1469 = icmp slt i32 %1465, %4
  %1470 = and i1 %414, %1469
  %1471 = or disjoint i32 %410, 125
  %1472 = icmp slt i32 %1471, %4
  %1473 = and i1 %414, %1472
  %1474 = or disjoint i32 %410, 126
  %1475 = icmp slt i32 %1474, %4
  %1476 = and i1 %414, %1475
  %.reass = or disjoint i32 %275, %invariant.op
  %1477 = icmp slt i32 %.reass, %4
  %1478 = ptrtoint ptr addrspace(1) %1468 to i64
  %1479 = and i64 %1478, 15
  %1480 = icmp eq i64 %1479, 0
  %1481 = and i1 %1470, %1480
  %1482 = and i1 %1475, %1481
  %1483 = and i1 %1477, %1482
  %1484 = xor i1 %1470, %1483
  %1485 = xor i1 %1473, %1483
  %1486 = xor i1 %1476, %1483
  %1487 = xor i1 %414, %1482
  %1488 = and i1 %1477, %1487
  %1489 = zext i1 %1483 to i32
  %1490 = select i1 %31, i32 %404, i32 0
  %1491 = select i1 %31, i32 %405, i32 0
  %1492 = select i1 %31, i32 %406, i32 0
  %1493 = select i1 %31, i32 %407, i32 0
  %1494 = zext i1 %1484 to i32
  %1495 = zext i1 %1485 to i32
  %1496 = zext i1 %1486 to i32
  %1497 = zext i1 %1488 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1489, i32 %1490, i32 %1491, i32 %1492, i32 %1493, ptr addrspace(1) %1468, i32 %1494, i32 %1495, i32 %1496, i32 %1497) #4
  %1498 = add i32 %258, %14
  %1499 = icmp slt i32 %1498, %12
  br i1 %1499, label %257, label %._crit_edge

._crit_edge:                                      ; preds = %265, %.preheader29
  tail call void asm sideeffect "tcgen05.fence::before_thread_sync;", "~{memory}"() #4
  tail call void asm sideeffect "bar.sync 8, 256;", "~{memory}"() #5
  br i1 %24, label %1500, label %1501

1500:                                             ; preds = %._crit_edge
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;\0A\09tcgen05.dealloc.cta_group::1.sync.aligned.b32 $0, 256;", "r,~{memory}"(i32 %27) #4
  br label %1501

1501:                                             ; preds = %1500, %._crit_edge
  tail call void asm sideeffect "bar.sync 8, 256;", "~{memory}"() #5
  br i1 %15, label %1502, label %1503

1502:                                             ; preds = %1501
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 196608) to i32)) #4
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 196608) to i32), i32 128)) #4
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 196608) to i32), i32 256)) #4
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 196608) to i32), i32 384)) #4
  br label %1503

1503:                                             ; preds = %1502, %1501
  tail call void asm sideeffect "bar.sync 8, 256;", "~{memory}"() #5
  br i1 %15, label %1504, label %1505

1504:                                             ; preds = %1503
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 197120) to i32)) #4
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 197120) to i32), i32 128)) #4
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 197120) to i32), i32 256)) #4
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 197120) to i32), i32 384)) #4
  br label %1505

1505:                                             ; preds = %1504, %1503
  tail call void asm sideeffect "bar.sync 8, 256;", "~{memory}"() #5
  br i1 %15, label %1506, label %.loopexit

1506:                                             ; preds = %1505
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 197632) to i32)) #4
  br label %.loopexit

.loopexit:                                        ; preds = %._crit_edge31, %1505, %1506, %41
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
