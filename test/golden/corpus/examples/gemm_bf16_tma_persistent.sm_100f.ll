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
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 196608) to i32), i32 16)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 196608) to i32), i32 32)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 196608) to i32), i32 48)) #4
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #4
  br label %17

17:                                               ; preds = %16, %6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %15, label %18, label %19

18:                                               ; preds = %17
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 196672) to i32)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 196672) to i32), i32 16)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 196672) to i32), i32 32)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 196672) to i32), i32 48)) #4
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #4
  br label %19

19:                                               ; preds = %18, %17
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %15, label %20, label %21

20:                                               ; preds = %19
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 196736) to i32)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 196736) to i32), i32 16)) #4
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #4
  br label %21

21:                                               ; preds = %20, %19
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %15, label %22, label %23

22:                                               ; preds = %21
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 256;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 196768) to i32)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 256;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 196768) to i32), i32 16)) #4
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #4
  br label %23

23:                                               ; preds = %22, %21
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %24 = icmp samesign ult i32 %7, 32
  br i1 %24, label %25, label %26

25:                                               ; preds = %23
  tail call void asm sideeffect "tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [$0], 512;\0A\09tcgen05.relinquish_alloc_permit.cta_group::1.sync.aligned;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 196800) to i32)) #4
  br label %26

26:                                               ; preds = %25, %23
  tail call void asm sideeffect "tcgen05.fence::before_thread_sync;", "~{memory}"() #4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #4
  %27 = tail call i32 asm sideeffect "ld.shared.b32 $0, [$1];", "=r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 196800) to i32)) #4
  %28 = icmp samesign ugt i32 %7, 255
  br i1 %28, label %38, label %.preheader28

.preheader28:                                     ; preds = %26
  %29 = icmp slt i32 %13, %12
  br i1 %29, label %.lr.ph, label %._crit_edge

.lr.ph:                                           ; preds = %.preheader28
  %30 = shl nuw nsw i32 %11, 3
  %31 = icmp sgt i32 %5, 0
  %32 = and i32 %7, 128
  %33 = shl nuw nsw i32 %7, 16
  %34 = and i32 %33, 6291456
  %35 = or disjoint i32 %34, %32
  %36 = add i32 %35, %27
  %37 = and i32 %7, 127
  %invariant.op = or i32 %7, 127
  br label %267

38:                                               ; preds = %26
  %39 = icmp eq i32 %7, 256
  %40 = icmp slt i32 %13, %12
  %or.cond = select i1 %39, i1 %40, i1 false
  br i1 %or.cond, label %.lr.ph32, label %.loopexit

.lr.ph32:                                         ; preds = %38
  %41 = shl nuw nsw i32 %11, 3
  %42 = icmp sgt i32 %5, 0
  %43 = ptrtoint ptr %1 to i64
  %44 = ptrtoint ptr %0 to i64
  %45 = icmp sgt i32 %5, 64
  %46 = icmp sgt i32 %5, 128
  %47 = icmp sgt i32 %5, 192
  %48 = add i32 %5, 63
  %49 = sdiv i32 %48, 64
  %50 = select i1 %42, i32 %49, i32 0
  br label %51

51:                                               ; preds = %.lr.ph32, %._crit_edge31
  %52 = phi i32 [ 0, %.lr.ph32 ], [ %264, %._crit_edge31 ]
  %53 = phi i32 [ %13, %.lr.ph32 ], [ %265, %._crit_edge31 ]
  %54 = and i32 %52, 3
  %55 = lshr i32 %52, 2
  %56 = and i32 %55, 1
  %57 = xor i32 %56, 1
  %58 = shl nuw nsw i32 %54, 4
  %59 = zext nneg i32 %58 to i64
  %60 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 196672), i64 %59
  %61 = ptrtoint ptr addrspace(3) %60 to i64
  %62 = trunc i64 %61 to i32
  br label %63

63:                                               ; preds = %63, %51
  %64 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %62, i32 %57) #4
  %65 = icmp eq i32 %64, 0
  br i1 %65, label %63, label %66

66:                                               ; preds = %63
  %.frozen = freeze i32 %53
  %.frozen42 = freeze i32 %41
  %67 = udiv i32 %.frozen, %.frozen42
  %68 = shl i32 %67, 3
  %69 = mul i32 %67, %.frozen42
  %.decomposed = sub i32 %.frozen, %69
  %70 = sub i32 %9, %68
  %71 = call i32 @llvm.umin.i32(i32 %70, i32 8)
  %.frozen43 = freeze i32 %71
  %72 = udiv i32 %.decomposed, %.frozen43
  %73 = mul i32 %72, %.frozen43
  %.decomposed44 = sub i32 %.decomposed, %73
  %74 = add nuw i32 %.decomposed44, %68
  %75 = shl i32 %74, 7
  %76 = shl i32 %72, 8
  br i1 %42, label %.critedge, label %.critedge24

.critedge:                                        ; preds = %66
  %77 = shl nuw nsw i32 %54, 15
  %78 = zext nneg i32 %77 to i64
  %79 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 %78
  %80 = ptrtoint ptr addrspace(3) %79 to i64
  %81 = trunc i64 %80 to i32
  %82 = shl nuw nsw i32 %54, 14
  %83 = zext nneg i32 %82 to i64
  %84 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 131072), i64 %83
  %85 = ptrtoint ptr addrspace(3) %84 to i64
  %86 = trunc i64 %85 to i32
  %87 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 196608), i64 %59
  %88 = ptrtoint ptr addrspace(3) %87 to i64
  %89 = trunc i64 %88 to i32
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 %89, i32 49152) #4
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %86, i64 %44, i32 0, i32 %75, i32 %89) #4
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %81, i64 %43, i32 0, i32 %76, i32 %89) #4
  br label %.critedge24

.critedge24:                                      ; preds = %66, %.critedge
  %90 = add i32 %52, 1
  %91 = and i32 %90, 3
  %92 = lshr i32 %90, 2
  %93 = and i32 %92, 1
  %94 = xor i32 %93, 1
  %95 = shl nuw nsw i32 %91, 4
  %96 = zext nneg i32 %95 to i64
  %97 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 196672), i64 %96
  %98 = ptrtoint ptr addrspace(3) %97 to i64
  %99 = trunc i64 %98 to i32
  br label %100

100:                                              ; preds = %100, %.critedge24
  %101 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %99, i32 %94) #4
  %102 = icmp eq i32 %101, 0
  br i1 %102, label %100, label %103

103:                                              ; preds = %100
  br i1 %45, label %.critedge4, label %.critedge25

.critedge4:                                       ; preds = %103
  %104 = shl nuw nsw i32 %91, 15
  %105 = zext nneg i32 %104 to i64
  %106 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 %105
  %107 = ptrtoint ptr addrspace(3) %106 to i64
  %108 = trunc i64 %107 to i32
  %109 = shl nuw nsw i32 %91, 14
  %110 = zext nneg i32 %109 to i64
  %111 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 131072), i64 %110
  %112 = ptrtoint ptr addrspace(3) %111 to i64
  %113 = trunc i64 %112 to i32
  %114 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 196608), i64 %96
  %115 = ptrtoint ptr addrspace(3) %114 to i64
  %116 = trunc i64 %115 to i32
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 %116, i32 49152) #4
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %113, i64 %44, i32 64, i32 %75, i32 %116) #4
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %108, i64 %43, i32 64, i32 %76, i32 %116) #4
  br label %.critedge25

.critedge25:                                      ; preds = %103, %.critedge4
  %117 = add i32 %52, 2
  %118 = and i32 %117, 3
  %119 = lshr i32 %117, 2
  %120 = and i32 %119, 1
  %121 = xor i32 %120, 1
  %122 = shl nuw nsw i32 %118, 4
  %123 = zext nneg i32 %122 to i64
  %124 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 196672), i64 %123
  %125 = ptrtoint ptr addrspace(3) %124 to i64
  %126 = trunc i64 %125 to i32
  br label %127

127:                                              ; preds = %127, %.critedge25
  %128 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %126, i32 %121) #4
  %129 = icmp eq i32 %128, 0
  br i1 %129, label %127, label %130

130:                                              ; preds = %127
  br i1 %46, label %.critedge8, label %.critedge26

.critedge8:                                       ; preds = %130
  %131 = shl nuw nsw i32 %118, 15
  %132 = zext nneg i32 %131 to i64
  %133 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 %132
  %134 = ptrtoint ptr addrspace(3) %133 to i64
  %135 = trunc i64 %134 to i32
  %136 = shl nuw nsw i32 %118, 14
  %137 = zext nneg i32 %136 to i64
  %138 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 131072), i64 %137
  %139 = ptrtoint ptr addrspace(3) %138 to i64
  %140 = trunc i64 %139 to i32
  %141 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 196608), i64 %123
  %142 = ptrtoint ptr addrspace(3) %141 to i64
  %143 = trunc i64 %142 to i32
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 %143, i32 49152) #4
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %140, i64 %44, i32 128, i32 %75, i32 %143) #4
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %135, i64 %43, i32 128, i32 %76, i32 %143) #4
  br label %.critedge26

.critedge26:                                      ; preds = %130, %.critedge8
  %144 = add i32 %52, 3
  %145 = and i32 %144, 3
  %146 = lshr i32 %144, 2
  %147 = and i32 %146, 1
  %148 = xor i32 %147, 1
  %149 = shl nuw nsw i32 %145, 4
  %150 = zext nneg i32 %149 to i64
  %151 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 196672), i64 %150
  %152 = ptrtoint ptr addrspace(3) %151 to i64
  %153 = trunc i64 %152 to i32
  br label %154

154:                                              ; preds = %154, %.critedge26
  %155 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %153, i32 %148) #4
  %156 = icmp eq i32 %155, 0
  br i1 %156, label %154, label %157

157:                                              ; preds = %154
  br i1 %47, label %.critedge12, label %.critedge27

.critedge12:                                      ; preds = %157
  %158 = shl nuw nsw i32 %145, 15
  %159 = zext nneg i32 %158 to i64
  %160 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 %159
  %161 = ptrtoint ptr addrspace(3) %160 to i64
  %162 = trunc i64 %161 to i32
  %163 = shl nuw nsw i32 %145, 14
  %164 = zext nneg i32 %163 to i64
  %165 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 131072), i64 %164
  %166 = ptrtoint ptr addrspace(3) %165 to i64
  %167 = trunc i64 %166 to i32
  %168 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 196608), i64 %150
  %169 = ptrtoint ptr addrspace(3) %168 to i64
  %170 = trunc i64 %169 to i32
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 %170, i32 49152) #4
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %167, i64 %44, i32 192, i32 %75, i32 %170) #4
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %162, i64 %43, i32 192, i32 %76, i32 %170) #4
  br label %.critedge27

.critedge27:                                      ; preds = %157, %.critedge12
  %171 = sub i32 %53, %13
  %172 = udiv i32 %171, %14
  %173 = and i32 %172, 1
  %174 = lshr i32 %172, 1
  %175 = and i32 %174, 1
  %176 = xor i32 %175, 1
  %177 = shl nuw nsw i32 %173, 4
  %178 = zext nneg i32 %177 to i64
  %179 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 196768), i64 %178
  %180 = ptrtoint ptr addrspace(3) %179 to i64
  %181 = trunc i64 %180 to i32
  br label %182

182:                                              ; preds = %182, %.critedge27
  %183 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %181, i32 %176) #4
  %184 = icmp eq i32 %183, 0
  br i1 %184, label %182, label %185

185:                                              ; preds = %182
  %186 = shl nuw nsw i32 %173, 8
  %187 = add i32 %186, %27
  br i1 %42, label %.lr.ph30, label %._crit_edge31

.lr.ph30:                                         ; preds = %185, %258
  %188 = phi i32 [ %259, %258 ], [ 0, %185 ]
  %189 = lshr exact i32 %188, 6
  %190 = add i32 %189, %52
  %191 = and i32 %190, 3
  %192 = lshr i32 %190, 2
  %193 = and i32 %192, 1
  %194 = shl nuw nsw i32 %191, 4
  %195 = zext nneg i32 %194 to i64
  %196 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 196608), i64 %195
  %197 = ptrtoint ptr addrspace(3) %196 to i64
  %198 = trunc i64 %197 to i32
  br label %199

199:                                              ; preds = %199, %.lr.ph30
  %200 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %198, i32 %193) #4
  %201 = icmp eq i32 %200, 0
  br i1 %201, label %199, label %202

202:                                              ; preds = %199
  %203 = icmp ne i32 %188, 0
  %204 = shl nuw nsw i32 %191, 14
  %205 = zext nneg i32 %204 to i64
  %206 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 131072), i64 %205
  %207 = shl nuw nsw i32 %191, 15
  %208 = zext nneg i32 %207 to i64
  %209 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 %208
  %210 = ptrtoint ptr addrspace(3) %206 to i64
  %211 = ptrtoint ptr addrspace(3) %209 to i64
  call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #4
  %212 = zext i1 %203 to i32
  %213 = lshr exact i64 %210, 4
  %214 = and i64 %213, 16320
  %215 = or disjoint i64 %214, 4611756662049538048
  %216 = lshr exact i64 %211, 4
  %217 = and i64 %216, 16320
  %218 = or disjoint i64 %217, 4611756662049538048
  call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %187, i64 %215, i64 %218, i32 138413200, i32 %212) #4
  %219 = or disjoint i64 %214, 4611756662049538050
  %220 = or disjoint i64 %217, 4611756662049538050
  call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %187, i64 %219, i64 %220, i32 138413200, i32 1) #4
  %221 = or disjoint i64 %214, 4611756662049538052
  %222 = or disjoint i64 %217, 4611756662049538052
  call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %187, i64 %221, i64 %222, i32 138413200, i32 1) #4
  %223 = or disjoint i64 %214, 4611756662049538054
  %224 = or disjoint i64 %217, 4611756662049538054
  call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %187, i64 %223, i64 %224, i32 138413200, i32 1) #4
  %225 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 196672), i64 %195
  %226 = ptrtoint ptr addrspace(3) %225 to i64
  %227 = trunc i64 %226 to i32
  call void asm sideeffect "tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$0];", "r,~{memory}"(i32 %227) #4
  %228 = add i32 %188, 192
  %229 = icmp slt i32 %228, %5
  %230 = and i1 %203, %229
  br i1 %230, label %231, label %258

231:                                              ; preds = %202
  %232 = add i32 %190, -1
  %233 = and i32 %232, 3
  %234 = lshr i32 %232, 2
  %235 = and i32 %234, 1
  %236 = shl nuw nsw i32 %233, 4
  %237 = zext nneg i32 %236 to i64
  %238 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 196672), i64 %237
  %239 = ptrtoint ptr addrspace(3) %238 to i64
  %240 = trunc i64 %239 to i32
  br label %241

241:                                              ; preds = %241, %231
  %242 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %240, i32 %235) #4
  %243 = icmp eq i32 %242, 0
  br i1 %243, label %241, label %244

244:                                              ; preds = %241
  %245 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 196608), i64 %237
  %246 = ptrtoint ptr addrspace(3) %245 to i64
  %247 = trunc i64 %246 to i32
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 %247, i32 49152) #4
  %248 = shl nuw nsw i32 %233, 14
  %249 = zext nneg i32 %248 to i64
  %250 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 131072), i64 %249
  %251 = ptrtoint ptr addrspace(3) %250 to i64
  %252 = trunc i64 %251 to i32
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %252, i64 %44, i32 %228, i32 %75, i32 %247) #4
  %253 = shl nuw nsw i32 %233, 15
  %254 = zext nneg i32 %253 to i64
  %255 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 %254
  %256 = ptrtoint ptr addrspace(3) %255 to i64
  %257 = trunc i64 %256 to i32
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %257, i64 %43, i32 %228, i32 %76, i32 %247) #4
  br label %258

258:                                              ; preds = %244, %202
  %259 = add i32 %188, 64
  %260 = icmp slt i32 %259, %5
  br i1 %260, label %.lr.ph30, label %._crit_edge31

._crit_edge31:                                    ; preds = %258, %185
  %261 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 196736), i64 %178
  %262 = ptrtoint ptr addrspace(3) %261 to i64
  %263 = trunc i64 %262 to i32
  call void asm sideeffect "tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$0];", "r,~{memory}"(i32 %263) #4
  %264 = add i32 %52, %50
  %265 = add i32 %53, %14
  %266 = icmp slt i32 %265, %12
  br i1 %266, label %51, label %.loopexit

267:                                              ; preds = %.lr.ph, %282
  %268 = phi i32 [ %13, %.lr.ph ], [ %1523, %282 ]
  %269 = sub i32 %268, %13
  %270 = udiv i32 %269, %14
  %271 = and i32 %270, 1
  %272 = lshr i32 %270, 1
  %273 = and i32 %272, 1
  %274 = shl nuw nsw i32 %271, 4
  %275 = zext nneg i32 %274 to i64
  %276 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 196736), i64 %275
  %277 = ptrtoint ptr addrspace(3) %276 to i64
  %278 = trunc i64 %277 to i32
  br label %279

279:                                              ; preds = %279, %267
  %280 = tail call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %278, i32 %273) #4
  %281 = icmp eq i32 %280, 0
  br i1 %281, label %279, label %282

282:                                              ; preds = %279
  %.frozen45 = freeze i32 %268
  %.frozen46 = freeze i32 %30
  %283 = udiv i32 %.frozen45, %.frozen46
  %284 = shl i32 %283, 3
  %285 = sub i32 %9, %284
  %286 = tail call i32 @llvm.umin.i32(i32 %285, i32 8)
  %287 = mul i32 %283, %.frozen46
  %.decomposed47 = sub i32 %.frozen45, %287
  %.frozen48 = freeze i32 %286
  %288 = udiv i32 %.decomposed47, %.frozen48
  %289 = mul i32 %288, %.frozen48
  %.decomposed49 = sub i32 %.decomposed47, %289
  %290 = add nuw i32 %.decomposed49, %284
  %291 = shl i32 %290, 7
  %292 = shl i32 %288, 8
  %293 = shl nuw nsw i32 %271, 8
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #4
  %294 = add i32 %36, %293
  %295 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %294) #4
  %296 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %295, 0
  %297 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %295, 1
  %298 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %295, 2
  %299 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %295, 3
  %300 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %295, 4
  %301 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %295, 5
  %302 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %295, 6
  %303 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %295, 7
  %304 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %295, 8
  %305 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %295, 9
  %306 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %295, 10
  %307 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %295, 11
  %308 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %295, 12
  %309 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %295, 13
  %310 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %295, 14
  %311 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %295, 15
  %312 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %295, 16
  %313 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %295, 17
  %314 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %295, 18
  %315 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %295, 19
  %316 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %295, 20
  %317 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %295, 21
  %318 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %295, 22
  %319 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %295, 23
  %320 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %295, 24
  %321 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %295, 25
  %322 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %295, 26
  %323 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %295, 27
  %324 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %295, 28
  %325 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %295, 29
  %326 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %295, 30
  %327 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %295, 31
  %328 = add i32 %294, 32
  %329 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %328) #4
  %330 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %329, 0
  %331 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %329, 1
  %332 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %329, 2
  %333 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %329, 3
  %334 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %329, 4
  %335 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %329, 5
  %336 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %329, 6
  %337 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %329, 7
  %338 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %329, 8
  %339 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %329, 9
  %340 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %329, 10
  %341 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %329, 11
  %342 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %329, 12
  %343 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %329, 13
  %344 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %329, 14
  %345 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %329, 15
  %346 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %329, 16
  %347 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %329, 17
  %348 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %329, 18
  %349 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %329, 19
  %350 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %329, 20
  %351 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %329, 21
  %352 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %329, 22
  %353 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %329, 23
  %354 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %329, 24
  %355 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %329, 25
  %356 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %329, 26
  %357 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %329, 27
  %358 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %329, 28
  %359 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %329, 29
  %360 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %329, 30
  %361 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %329, 31
  %362 = add i32 %294, 64
  %363 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %362) #4
  %364 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %363, 0
  %365 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %363, 1
  %366 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %363, 2
  %367 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %363, 3
  %368 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %363, 4
  %369 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %363, 5
  %370 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %363, 6
  %371 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %363, 7
  %372 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %363, 8
  %373 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %363, 9
  %374 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %363, 10
  %375 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %363, 11
  %376 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %363, 12
  %377 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %363, 13
  %378 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %363, 14
  %379 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %363, 15
  %380 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %363, 16
  %381 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %363, 17
  %382 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %363, 18
  %383 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %363, 19
  %384 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %363, 20
  %385 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %363, 21
  %386 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %363, 22
  %387 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %363, 23
  %388 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %363, 24
  %389 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %363, 25
  %390 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %363, 26
  %391 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %363, 27
  %392 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %363, 28
  %393 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %363, 29
  %394 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %363, 30
  %395 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %363, 31
  %396 = add i32 %294, 96
  %397 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %396) #4
  %398 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %397, 0
  %399 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %397, 1
  %400 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %397, 2
  %401 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %397, 3
  %402 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %397, 4
  %403 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %397, 5
  %404 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %397, 6
  %405 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %397, 7
  %406 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %397, 8
  %407 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %397, 9
  %408 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %397, 10
  %409 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %397, 11
  %410 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %397, 12
  %411 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %397, 13
  %412 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %397, 14
  %413 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %397, 15
  %414 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %397, 16
  %415 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %397, 17
  %416 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %397, 18
  %417 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %397, 19
  %418 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %397, 20
  %419 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %397, 21
  %420 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %397, 22
  %421 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %397, 23
  %422 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %397, 24
  %423 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %397, 25
  %424 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %397, 26
  %425 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %397, 27
  %426 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %397, 28
  %427 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %397, 29
  %428 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %397, 30
  %429 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %397, 31
  tail call void asm sideeffect "tcgen05.fence::before_thread_sync;", "~{memory}"() #4
  %430 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 196768), i64 %275
  %431 = ptrtoint ptr addrspace(3) %430 to i64
  %432 = trunc i64 %431 to i32
  tail call void asm sideeffect "mbarrier.arrive.shared::cta.b64 _, [$0];", "r,~{memory}"(i32 %432) #4
  %433 = or disjoint i32 %291, %37
  %434 = mul i32 %433, %4
  %435 = or disjoint i32 %292, %32
  %436 = add i32 %434, %435
  %437 = sext i32 %436 to i64
  %438 = getelementptr float, ptr addrspace(1) %2, i64 %437
  %439 = icmp slt i32 %433, %3
  %440 = icmp slt i32 %435, %4
  %441 = and i1 %439, %440
  %442 = or disjoint i32 %435, 1
  %443 = icmp slt i32 %442, %4
  %444 = and i1 %439, %443
  %445 = or disjoint i32 %435, 2
  %446 = icmp slt i32 %445, %4
  %447 = and i1 %439, %446
  %448 = or disjoint i32 %435, 3
  %449 = icmp slt i32 %448, %4
  %450 = ptrtoint ptr addrspace(1) %438 to i64
  %451 = and i64 %450, 15
  %452 = icmp eq i64 %451, 0
  %453 = and i1 %441, %452
  %454 = and i1 %446, %453
  %455 = and i1 %449, %453
  %456 = xor i1 %441, %455
  %457 = xor i1 %444, %455
  %458 = xor i1 %447, %455
  %459 = xor i1 %439, %454
  %460 = and i1 %449, %459
  %461 = zext i1 %455 to i32
  %462 = select i1 %31, i32 %296, i32 0
  %463 = select i1 %31, i32 %297, i32 0
  %464 = select i1 %31, i32 %298, i32 0
  %465 = select i1 %31, i32 %299, i32 0
  %466 = zext i1 %456 to i32
  %467 = zext i1 %457 to i32
  %468 = zext i1 %458 to i32
  %469 = zext i1 %460 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %461, i32 %462, i32 %463, i32 %464, i32 %465, ptr addrspace(1) %438, i32 %466, i32 %467, i32 %468, i32 %469) #4
  %470 = or disjoint i32 %435, 4
  %471 = add i32 %434, %470
  %472 = sext i32 %471 to i64
  %473 = getelementptr float, ptr addrspace(1) %2, i64 %472
  %474 = icmp slt i32 %470, %4
  %475 = and i1 %439, %474
  %476 = or disjoint i32 %435, 5
  %477 = icmp slt i32 %476, %4
  %478 = and i1 %439, %477
  %479 = or disjoint i32 %435, 6
  %480 = icmp slt i32 %479, %4
  %481 = and i1 %439, %480
  %482 = or disjoint i32 %435, 7
  %483 = icmp slt i32 %482, %4
  %484 = ptrtoint ptr addrspace(1) %473 to i64
  %485 = and i64 %484, 15
  %486 = icmp eq i64 %485, 0
  %487 = and i1 %475, %486
  %488 = and i1 %480, %487
  %489 = and i1 %483, %487
  %490 = xor i1 %475, %489
  %491 = xor i1 %478, %489
  %492 = xor i1 %481, %489
  %493 = xor i1 %439, %488
  %494 = and i1 %483, %493
  %495 = zext i1 %489 to i32
  %496 = select i1 %31, i32 %300, i32 0
  %497 = select i1 %31, i32 %301, i32 0
  %498 = select i1 %31, i32 %302, i32 0
  %499 = select i1 %31, i32 %303, i32 0
  %500 = zext i1 %490 to i32
  %501 = zext i1 %491 to i32
  %502 = zext i1 %492 to i32
  %503 = zext i1 %494 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %495, i32 %496, i32 %497, i32 %498, i32 %499, ptr addrspace(1) %473, i32 %500, i32 %501, i32 %502, i32 %503) #4
  %504 = or disjoint i32 %435, 8
  %505 = add i32 %434, %504
  %506 = sext i32 %505 to i64
  %507 = getelementptr float, ptr addrspace(1) %2, i64 %506
  %508 = icmp slt i32 %504, %4
  %509 = and i1 %439, %508
  %510 = or disjoint i32 %435, 9
  %511 = icmp slt i32 %510, %4
  %512 = and i1 %439, %511
  %513 = or disjoint i32 %435, 10
  %514 = icmp slt i32 %513, %4
  %515 = and i1 %439, %514
  %516 = or disjoint i32 %435, 11
  %517 = icmp slt i32 %516, %4
  %518 = ptrtoint ptr addrspace(1) %507 to i64
  %519 = and i64 %518, 15
  %520 = icmp eq i64 %519, 0
  %521 = and i1 %509, %520
  %522 = and i1 %514, %521
  %523 = and i1 %517, %521
  %524 = xor i1 %509, %523
  %525 = xor i1 %512, %523
  %526 = xor i1 %515, %523
  %527 = xor i1 %439, %522
  %528 = and i1 %517, %527
  %529 = zext i1 %523 to i32
  %530 = select i1 %31, i32 %304, i32 0
  %531 = select i1 %31, i32 %305, i32 0
  %532 = select i1 %31, i32 %306, i32 0
  %533 = select i1 %31, i32 %307, i32 0
  %534 = zext i1 %524 to i32
  %535 = zext i1 %525 to i32
  %536 = zext i1 %526 to i32
  %537 = zext i1 %528 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %529, i32 %530, i32 %531, i32 %532, i32 %533, ptr addrspace(1) %507, i32 %534, i32 %535, i32 %536, i32 %537) #4
  %538 = or disjoint i32 %435, 12
  %539 = add i32 %434, %538
  %540 = sext i32 %539 to i64
  %541 = getelementptr float, ptr addrspace(1) %2, i64 %540
  %542 = icmp slt i32 %538, %4
  %543 = and i1 %439, %542
  %544 = or disjoint i32 %435, 13
  %545 = icmp slt i32 %544, %4
  %546 = and i1 %439, %545
  %547 = or disjoint i32 %435, 14
  %548 = icmp slt i32 %547, %4
  %549 = and i1 %439, %548
  %550 = or disjoint i32 %435, 15
  %551 = icmp slt i32 %550, %4
  %552 = ptrtoint ptr addrspace(1) %541 to i64
  %553 = and i64 %552, 15
  %554 = icmp eq i64 %553, 0
  %555 = and i1 %543, %554
  %556 = and i1 %548, %555
  %557 = and i1 %551, %555
  %558 = xor i1 %543, %557
  %559 = xor i1 %546, %557
  %560 = xor i1 %549, %557
  %561 = xor i1 %439, %556
  %562 = and i1 %551, %561
  %563 = zext i1 %557 to i32
  %564 = select i1 %31, i32 %308, i32 0
  %565 = select i1 %31, i32 %309, i32 0
  %566 = select i1 %31, i32 %310, i32 0
  %567 = select i1 %31, i32 %311, i32 0
  %568 = zext i1 %558 to i32
  %569 = zext i1 %559 to i32
  %570 = zext i1 %560 to i32
  %571 = zext i1 %562 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %563, i32 %564, i32 %565, i32 %566, i32 %567, ptr addrspace(1) %541, i32 %568, i32 %569, i32 %570, i32 %571) #4
  %572 = or disjoint i32 %435, 16
  %573 = add i32 %434, %572
  %574 = sext i32 %573 to i64
  %575 = getelementptr float, ptr addrspace(1) %2, i64 %574
  %576 = icmp slt i32 %572, %4
  %577 = and i1 %439, %576
  %578 = or disjoint i32 %435, 17
  %579 = icmp slt i32 %578, %4
  %580 = and i1 %439, %579
  %581 = or disjoint i32 %435, 18
  %582 = icmp slt i32 %581, %4
  %583 = and i1 %439, %582
  %584 = or disjoint i32 %435, 19
  %585 = icmp slt i32 %584, %4
  %586 = ptrtoint ptr addrspace(1) %575 to i64
  %587 = and i64 %586, 15
  %588 = icmp eq i64 %587, 0
  %589 = and i1 %577, %588
  %590 = and i1 %582, %589
  %591 = and i1 %585, %589
  %592 = xor i1 %577, %591
  %593 = xor i1 %580, %591
  %594 = xor i1 %583, %591
  %595 = xor i1 %439, %590
  %596 = and i1 %585, %595
  %597 = zext i1 %591 to i32
  %598 = select i1 %31, i32 %312, i32 0
  %599 = select i1 %31, i32 %313, i32 0
  %600 = select i1 %31, i32 %314, i32 0
  %601 = select i1 %31, i32 %315, i32 0
  %602 = zext i1 %592 to i32
  %603 = zext i1 %593 to i32
  %604 = zext i1 %594 to i32
  %605 = zext i1 %596 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %597, i32 %598, i32 %599, i32 %600, i32 %601, ptr addrspace(1) %575, i32 %602, i32 %603, i32 %604, i32 %605) #4
  %606 = or disjoint i32 %435, 20
  %607 = add i32 %434, %606
  %608 = sext i32 %607 to i64
  %609 = getelementptr float, ptr addrspace(1) %2, i64 %608
  %610 = icmp slt i32 %606, %4
  %611 = and i1 %439, %610
  %612 = or disjoint i32 %435, 21
  %613 = icmp slt i32 %612, %4
  %614 = and i1 %439, %613
  %615 = or disjoint i32 %435, 22
  %616 = icmp slt i32 %615, %4
  %617 = and i1 %439, %616
  %618 = or disjoint i32 %435, 23
  %619 = icmp slt i32 %618, %4
  %620 = ptrtoint ptr addrspace(1) %609 to i64
  %621 = and i64 %620, 15
  %622 = icmp eq i64 %621, 0
  %623 = and i1 %611, %622
  %624 = and i1 %616, %623
  %625 = and i1 %619, %623
  %626 = xor i1 %611, %625
  %627 = xor i1 %614, %625
  %628 = xor i1 %617, %625
  %629 = xor i1 %439, %624
  %630 = and i1 %619, %629
  %631 = zext i1 %625 to i32
  %632 = select i1 %31, i32 %316, i32 0
  %633 = select i1 %31, i32 %317, i32 0
  %634 = select i1 %31, i32 %318, i32 0
  %635 = select i1 %31, i32 %319, i32 0
  %636 = zext i1 %626 to i32
  %637 = zext i1 %627 to i32
  %638 = zext i1 %628 to i32
  %639 = zext i1 %630 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %631, i32 %632, i32 %633, i32 %634, i32 %635, ptr addrspace(1) %609, i32 %636, i32 %637, i32 %638, i32 %639) #4
  %640 = or disjoint i32 %435, 24
  %641 = add i32 %434, %640
  %642 = sext i32 %641 to i64
  %643 = getelementptr float, ptr addrspace(1) %2, i64 %642
  %644 = icmp slt i32 %640, %4
  %645 = and i1 %439, %644
  %646 = or disjoint i32 %435, 25
  %647 = icmp slt i32 %646, %4
  %648 = and i1 %439, %647
  %649 = or disjoint i32 %435, 26
  %650 = icmp slt i32 %649, %4
  %651 = and i1 %439, %650
  %652 = or disjoint i32 %435, 27
  %653 = icmp slt i32 %652, %4
  %654 = ptrtoint ptr addrspace(1) %643 to i64
  %655 = and i64 %654, 15
  %656 = icmp eq i64 %655, 0
  %657 = and i1 %645, %656
  %658 = and i1 %650, %657
  %659 = and i1 %653, %657
  %660 = xor i1 %645, %659
  %661 = xor i1 %648, %659
  %662 = xor i1 %651, %659
  %663 = xor i1 %439, %658
  %664 = and i1 %653, %663
  %665 = zext i1 %659 to i32
  %666 = select i1 %31, i32 %320, i32 0
  %667 = select i1 %31, i32 %321, i32 0
  %668 = select i1 %31, i32 %322, i32 0
  %669 = select i1 %31, i32 %323, i32 0
  %670 = zext i1 %660 to i32
  %671 = zext i1 %661 to i32
  %672 = zext i1 %662 to i32
  %673 = zext i1 %664 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %665, i32 %666, i32 %667, i32 %668, i32 %669, ptr addrspace(1) %643, i32 %670, i32 %671, i32 %672, i32 %673) #4
  %674 = or disjoint i32 %435, 28
  %675 = add i32 %434, %674
  %676 = sext i32 %675 to i64
  %677 = getelementptr float, ptr addrspace(1) %2, i64 %676
  %678 = icmp slt i32 %674, %4
  %679 = and i1 %439, %678
  %680 = or disjoint i32 %435, 29
  %681 = icmp slt i32 %680, %4
  %682 = and i1 %439, %681
  %683 = or disjoint i32 %435, 30
  %684 = icmp slt i32 %683, %4
  %685 = and i1 %439, %684
  %686 = or disjoint i32 %435, 31
  %687 = icmp slt i32 %686, %4
  %688 = ptrtoint ptr addrspace(1) %677 to i64
  %689 = and i64 %688, 15
  %690 = icmp eq i64 %689, 0
  %691 = and i1 %679, %690
  %692 = and i1 %684, %691
  %693 = and i1 %687, %691
  %694 = xor i1 %679, %693
  %695 = xor i1 %682, %693
  %696 = xor i1 %685, %693
  %697 = xor i1 %439, %692
  %698 = and i1 %687, %697
  %699 = zext i1 %693 to i32
  %700 = select i1 %31, i32 %324, i32 0
  %701 = select i1 %31, i32 %325, i32 0
  %702 = select i1 %31, i32 %326, i32 0
  %703 = select i1 %31, i32 %327, i32 0
  %704 = zext i1 %694 to i32
  %705 = zext i1 %695 to i32
  %706 = zext i1 %696 to i32
  %707 = zext i1 %698 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %699, i32 %700, i32 %701, i32 %702, i32 %703, ptr addrspace(1) %677, i32 %704, i32 %705, i32 %706, i32 %707) #4
  %708 = or disjoint i32 %435, 32
  %709 = add i32 %434, %708
  %710 = sext i32 %709 to i64
  %711 = getelementptr float, ptr addrspace(1) %2, i64 %710
  %712 = icmp slt i32 %708, %4
  %713 = and i1 %439, %712
  %714 = or disjoint i32 %435, 33
  %715 = icmp slt i32 %714, %4
  %716 = and i1 %439, %715
  %717 = or disjoint i32 %435, 34
  %718 = icmp slt i32 %717, %4
  %719 = and i1 %439, %718
  %720 = or disjoint i32 %435, 35
  %721 = icmp slt i32 %720, %4
  %722 = ptrtoint ptr addrspace(1) %711 to i64
  %723 = and i64 %722, 15
  %724 = icmp eq i64 %723, 0
  %725 = and i1 %713, %724
  %726 = and i1 %718, %725
  %727 = and i1 %721, %725
  %728 = xor i1 %713, %727
  %729 = xor i1 %716, %727
  %730 = xor i1 %719, %727
  %731 = xor i1 %439, %726
  %732 = and i1 %721, %731
  %733 = zext i1 %727 to i32
  %734 = select i1 %31, i32 %330, i32 0
  %735 = select i1 %31, i32 %331, i32 0
  %736 = select i1 %31, i32 %332, i32 0
  %737 = select i1 %31, i32 %333, i32 0
  %738 = zext i1 %728 to i32
  %739 = zext i1 %729 to i32
  %740 = zext i1 %730 to i32
  %741 = zext i1 %732 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %733, i32 %734, i32 %735, i32 %736, i32 %737, ptr addrspace(1) %711, i32 %738, i32 %739, i32 %740, i32 %741) #4
  %742 = or disjoint i32 %435, 36
  %743 = add i32 %434, %742
  %744 = sext i32 %743 to i64
  %745 = getelementptr float, ptr addrspace(1) %2, i64 %744
  %746 = icmp slt i32 %742, %4
  %747 = and i1 %439, %746
  %748 = or disjoint i32 %435, 37
  %749 = icmp slt i32 %748, %4
  %750 = and i1 %439, %749
  %751 = or disjoint i32 %435, 38
  %752 = icmp slt i32 %751, %4
  %753 = and i1 %439, %752
  %754 = or disjoint i32 %435, 39
  %755 = icmp slt i32 %754, %4
  %756 = ptrtoint ptr addrspace(1) %745 to i64
  %757 = and i64 %756, 15
  %758 = icmp eq i64 %757, 0
  %759 = and i1 %747, %758
  %760 = and i1 %752, %759
  %761 = and i1 %755, %759
  %762 = xor i1 %747, %761
  %763 = xor i1 %750, %761
  %764 = xor i1 %753, %761
  %765 = xor i1 %439, %760
  %766 = and i1 %755, %765
  %767 = zext i1 %761 to i32
  %768 = select i1 %31, i32 %334, i32 0
  %769 = select i1 %31, i32 %335, i32 0
  %770 = select i1 %31, i32 %336, i32 0
  %771 = select i1 %31, i32 %337, i32 0
  %772 = zext i1 %762 to i32
  %773 = zext i1 %763 to i32
  %774 = zext i1 %764 to i32
  %775 = zext i1 %766 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %767, i32 %768, i32 %769, i32 %770, i32 %771, ptr addrspace(1) %745, i32 %772, i32 %773, i32 %774, i32 %775) #4
  %776 = or disjoint i32 %435, 40
  %777 = add i32 %434, %776
  %778 = sext i32 %777 to i64
  %779 = getelementptr float, ptr addrspace(1) %2, i64 %778
  %780 = icmp slt i32 %776, %4
  %781 = and i1 %439, %780
  %782 = or disjoint i32 %435, 41
  %783 = icmp slt i32 %782, %4
  %784 = and i1 %439, %783
  %785 = or disjoint i32 %435, 42
  %786 = icmp slt i32 %785, %4
  %787 = and i1 %439, %786
  %788 = or disjoint i32 %435, 43
  %789 = icmp slt i32 %788, %4
  %790 = ptrtoint ptr addrspace(1) %779 to i64
  %791 = and i64 %790, 15
  %792 = icmp eq i64 %791, 0
  %793 = and i1 %781, %792
  %794 = and i1 %786, %793
  %795 = and i1 %789, %793
  %796 = xor i1 %781, %795
  %797 = xor i1 %784, %795
  %798 = xor i1 %787, %795
  %799 = xor i1 %439, %794
  %800 = and i1 %789, %799
  %801 = zext i1 %795 to i32
  %802 = select i1 %31, i32 %338, i32 0
  %803 = select i1 %31, i32 %339, i32 0
  %804 = select i1 %31, i32 %340, i32 0
  %805 = select i1 %31, i32 %341, i32 0
  %806 = zext i1 %796 to i32
  %807 = zext i1 %797 to i32
  %808 = zext i1 %798 to i32
  %809 = zext i1 %800 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %801, i32 %802, i32 %803, i32 %804, i32 %805, ptr addrspace(1) %779, i32 %806, i32 %807, i32 %808, i32 %809) #4
  %810 = or disjoint i32 %435, 44
  %811 = add i32 %434, %810
  %812 = sext i32 %811 to i64
  %813 = getelementptr float, ptr addrspace(1) %2, i64 %812
  %814 = icmp slt i32 %810, %4
  %815 = and i1 %439, %814
  %816 = or disjoint i32 %435, 45
  %817 = icmp slt i32 %816, %4
  %818 = and i1 %439, %817
  %819 = or disjoint i32 %435, 46
  %820 = icmp slt i32 %819, %4
  %821 = and i1 %439, %820
  %822 = or disjoint i32 %435, 47
  %823 = icmp slt i32 %822, %4
  %824 = ptrtoint ptr addrspace(1) %813 to i64
  %825 = and i64 %824, 15
  %826 = icmp eq i64 %825, 0
  %827 = and i1 %815, %826
  %828 = and i1 %820, %827
  %829 = and i1 %823, %827
  %830 = xor i1 %815, %829
  %831 = xor i1 %818, %829
  %832 = xor i1 %821, %829
  %833 = xor i1 %439, %828
  %834 = and i1 %823, %833
  %835 = zext i1 %829 to i32
  %836 = select i1 %31, i32 %342, i32 0
  %837 = select i1 %31, i32 %343, i32 0
  %838 = select i1 %31, i32 %344, i32 0
  %839 = select i1 %31, i32 %345, i32 0
  %840 = zext i1 %830 to i32
  %841 = zext i1 %831 to i32
  %842 = zext i1 %832 to i32
  %843 = zext i1 %834 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %835, i32 %836, i32 %837, i32 %838, i32 %839, ptr addrspace(1) %813, i32 %840, i32 %841, i32 %842, i32 %843) #4
  %844 = or disjoint i32 %435, 48
  %845 = add i32 %434, %844
  %846 = sext i32 %845 to i64
  %847 = getelementptr float, ptr addrspace(1) %2, i64 %846
  %848 = icmp slt i32 %844, %4
  %849 = and i1 %439, %848
  %850 = or disjoint i32 %435, 49
  %851 = icmp slt i32 %850, %4
  %852 = and i1 %439, %851
  %853 = or disjoint i32 %435, 50
  %854 = icmp slt i32 %853, %4
  %855 = and i1 %439, %854
  %856 = or disjoint i32 %435, 51
  %857 = icmp slt i32 %856, %4
  %858 = ptrtoint ptr addrspace(1) %847 to i64
  %859 = and i64 %858, 15
  %860 = icmp eq i64 %859, 0
  %861 = and i1 %849, %860
  %862 = and i1 %854, %861
  %863 = and i1 %857, %861
  %864 = xor i1 %849, %863
  %865 = xor i1 %852, %863
  %866 = xor i1 %855, %863
  %867 = xor i1 %439, %862
  %868 = and i1 %857, %867
  %869 = zext i1 %863 to i32
  %870 = select i1 %31, i32 %346, i32 0
  %871 = select i1 %31, i32 %347, i32 0
  %872 = select i1 %31, i32 %348, i32 0
  %873 = select i1 %31, i32 %349, i32 0
  %874 = zext i1 %864 to i32
  %875 = zext i1 %865 to i32
  %876 = zext i1 %866 to i32
  %877 = zext i1 %868 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %869, i32 %870, i32 %871, i32 %872, i32 %873, ptr addrspace(1) %847, i32 %874, i32 %875, i32 %876, i32 %877) #4
  %878 = or disjoint i32 %435, 52
  %879 = add i32 %434, %878
  %880 = sext i32 %879 to i64
  %881 = getelementptr float, ptr addrspace(1) %2, i64 %880
  %882 = icmp slt i32 %878, %4
  %883 = and i1 %439, %882
  %884 = or disjoint i32 %435, 53
  %885 = icmp slt i32 %884, %4
  %886 = and i1 %439, %885
  %887 = or disjoint i32 %435, 54
  %888 = icmp slt i32 %887, %4
  %889 = and i1 %439, %888
  %890 = or disjoint i32 %435, 55
  %891 = icmp slt i32 %890, %4
  %892 = ptrtoint ptr addrspace(1) %881 to i64
  %893 = and i64 %892, 15
  %894 = icmp eq i64 %893, 0
  %895 = and i1 %883, %894
  %896 = and i1 %888, %895
  %897 = and i1 %891, %895
  %898 = xor i1 %883, %897
  %899 = xor i1 %886, %897
  %900 = xor i1 %889, %897
  %901 = xor i1 %439, %896
  %902 = and i1 %891, %901
  %903 = zext i1 %897 to i32
  %904 = select i1 %31, i32 %350, i32 0
  %905 = select i1 %31, i32 %351, i32 0
  %906 = select i1 %31, i32 %352, i32 0
  %907 = select i1 %31, i32 %353, i32 0
  %908 = zext i1 %898 to i32
  %909 = zext i1 %899 to i32
  %910 = zext i1 %900 to i32
  %911 = zext i1 %902 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %903, i32 %904, i32 %905, i32 %906, i32 %907, ptr addrspace(1) %881, i32 %908, i32 %909, i32 %910, i32 %911) #4
  %912 = or disjoint i32 %435, 56
  %913 = add i32 %434, %912
  %914 = sext i32 %913 to i64
  %915 = getelementptr float, ptr addrspace(1) %2, i64 %914
  %916 = icmp slt i32 %912, %4
  %917 = and i1 %439, %916
  %918 = or disjoint i32 %435, 57
  %919 = icmp slt i32 %918, %4
  %920 = and i1 %439, %919
  %921 = or disjoint i32 %435, 58
  %922 = icmp slt i32 %921, %4
  %923 = and i1 %439, %922
  %924 = or disjoint i32 %435, 59
  %925 = icmp slt i32 %924, %4
  %926 = ptrtoint ptr addrspace(1) %915 to i64
  %927 = and i64 %926, 15
  %928 = icmp eq i64 %927, 0
  %929 = and i1 %917, %928
  %930 = and i1 %922, %929
  %931 = and i1 %925, %929
  %932 = xor i1 %917, %931
  %933 = xor i1 %920, %931
  %934 = xor i1 %923, %931
  %935 = xor i1 %439, %930
  %936 = and i1 %925, %935
  %937 = zext i1 %931 to i32
  %938 = select i1 %31, i32 %354, i32 0
  %939 = select i1 %31, i32 %355, i32 0
  %940 = select i1 %31, i32 %356, i32 0
  %941 = select i1 %31, i32 %357, i32 0
  %942 = zext i1 %932 to i32
  %943 = zext i1 %933 to i32
  %944 = zext i1 %934 to i32
  %945 = zext i1 %936 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %937, i32 %938, i32 %939, i32 %940, i32 %941, ptr addrspace(1) %915, i32 %942, i32 %943, i32 %944, i32 %945) #4
  %946 = or disjoint i32 %435, 60
  %947 = add i32 %434, %946
  %948 = sext i32 %947 to i64
  %949 = getelementptr float, ptr addrspace(1) %2, i64 %948
  %950 = icmp slt i32 %946, %4
  %951 = and i1 %439, %950
  %952 = or disjoint i32 %435, 61
  %953 = icmp slt i32 %952, %4
  %954 = and i1 %439, %953
  %955 = or disjoint i32 %435, 62
  %956 = icmp slt i32 %955, %4
  %957 = and i1 %439, %956
  %958 = or disjoint i32 %435, 63
  %959 = icmp slt i32 %958, %4
  %960 = ptrtoint ptr addrspace(1) %949 to i64
  %961 = and i64 %960, 15
  %962 = icmp eq i64 %961, 0
  %963 = and i1 %951, %962
  %964 = and i1 %956, %963
  %965 = and i1 %959, %963
  %966 = xor i1 %951, %965
  %967 = xor i1 %954, %965
  %968 = xor i1 %957, %965
  %969 = xor i1 %439, %964
  %970 = and i1 %959, %969
  %971 = zext i1 %965 to i32
  %972 = select i1 %31, i32 %358, i32 0
  %973 = select i1 %31, i32 %359, i32 0
  %974 = select i1 %31, i32 %360, i32 0
  %975 = select i1 %31, i32 %361, i32 0
  %976 = zext i1 %966 to i32
  %977 = zext i1 %967 to i32
  %978 = zext i1 %968 to i32
  %979 = zext i1 %970 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %971, i32 %972, i32 %973, i32 %974, i32 %975, ptr addrspace(1) %949, i32 %976, i32 %977, i32 %978, i32 %979) #4
  %980 = or disjoint i32 %435, 64
  %981 = add i32 %434, %980
  %982 = sext i32 %981 to i64
  %983 = getelementptr float, ptr addrspace(1) %2, i64 %982
  %984 = icmp slt i32 %980, %4
  %985 = and i1 %439, %984
  %986 = or disjoint i32 %435, 65
  %987 = icmp slt i32 %986, %4
  %988 = and i1 %439, %987
  %989 = or disjoint i32 %435, 66
  %990 = icmp slt i32 %989, %4
  %991 = and i1 %439, %990
  %992 = or disjoint i32 %435, 67
  %993 = icmp slt i32 %992, %4
  %994 = ptrtoint ptr addrspace(1) %983 to i64
  %995 = and i64 %994, 15
  %996 = icmp eq i64 %995, 0
  %997 = and i1 %985, %996
  %998 = and i1 %990, %997
  %999 = and i1 %993, %997
  %1000 = xor i1 %985, %999
  %1001 = xor i1 %988, %999
  %1002 = xor i1 %991, %999
  %1003 = xor i1 %439, %998
  %1004 = and i1 %993, %1003
  %1005 = zext i1 %999 to i32
  %1006 = select i1 %31, i32 %364, i32 0
  %1007 = select i1 %31, i32 %365, i32 0
  %1008 = select i1 %31, i32 %366, i32 0
  %1009 = select i1 %31, i32 %367, i32 0
  %1010 = zext i1 %1000 to i32
  %1011 = zext i1 %1001 to i32
  %1012 = zext i1 %1002 to i32
  %1013 = zext i1 %1004 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1005, i32 %1006, i32 %1007, i32 %1008, i32 %1009, ptr addrspace(1) %983, i32 %1010, i32 %1011, i32 %1012, i32 %1013) #4
  %1014 = or disjoint i32 %435, 68
  %1015 = add i32 %434, %1014
  %1016 = sext i32 %1015 to i64
  %1017 = getelementptr float, ptr addrspace(1) %2, i64 %1016
  %1018 = icmp slt i32 %1014, %4
  %1019 = and i1 %439, %1018
  %1020 = or disjoint i32 %435, 69
  %1021 = icmp slt i32 %1020, %4
  %1022 = and i1 %439, %1021
  %1023 = or disjoint i32 %435, 70
  %1024 = icmp slt i32 %1023, %4
  %1025 = and i1 %439, %1024
  %1026 = or disjoint i32 %435, 71
  %1027 = icmp slt i32 %1026, %4
  %1028 = ptrtoint ptr addrspace(1) %1017 to i64
  %1029 = and i64 %1028, 15
  %1030 = icmp eq i64 %1029, 0
  %1031 = and i1 %1019, %1030
  %1032 = and i1 %1024, %1031
  %1033 = and i1 %1027, %1031
  %1034 = xor i1 %1019, %1033
  %1035 = xor i1 %1022, %1033
  %1036 = xor i1 %1025, %1033
  %1037 = xor i1 %439, %1032
  %1038 = and i1 %1027, %1037
  %1039 = zext i1 %1033 to i32
  %1040 = select i1 %31, i32 %368, i32 0
  %1041 = select i1 %31, i32 %369, i32 0
  %1042 = select i1 %31, i32 %370, i32 0
  %1043 = select i1 %31, i32 %371, i32 0
  %1044 = zext i1 %1034 to i32
  %1045 = zext i1 %1035 to i32
  %1046 = zext i1 %1036 to i32
  %1047 = zext i1 %1038 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1039, i32 %1040, i32 %1041, i32 %1042, i32 %1043, ptr addrspace(1) %1017, i32 %1044, i32 %1045, i32 %1046, i32 %1047) #4
  %1048 = or disjoint i32 %435, 72
  %1049 = add i32 %434, %1048
  %1050 = sext i32 %1049 to i64
  %1051 = getelementptr float, ptr addrspace(1) %2, i64 %1050
  %1052 = icmp slt i32 %1048, %4
  %1053 = and i1 %439, %1052
  %1054 = or disjoint i32 %435, 73
  %1055 = icmp slt i32 %1054, %4
  %1056 = and i1 %439, %1055
  %1057 = or disjoint i32 %435, 74
  %1058 = icmp slt i32 %1057, %4
  %1059 = and i1 %439, %1058
  %1060 = or disjoint i32 %435, 75
  %1061 = icmp slt i32 %1060, %4
  %1062 = ptrtoint ptr addrspace(1) %1051 to i64
  %1063 = and i64 %1062, 15
  %1064 = icmp eq i64 %1063, 0
  %1065 = and i1 %1053, %1064
  %1066 = and i1 %1058, %1065
  %1067 = and i1 %1061, %1065
  %1068 = xor i1 %1053, %1067
  %1069 = xor i1 %1056, %1067
  %1070 = xor i1 %1059, %1067
  %1071 = xor i1 %439, %1066
  %1072 = and i1 %1061, %1071
  %1073 = zext i1 %1067 to i32
  %1074 = select i1 %31, i32 %372, i32 0
  %1075 = select i1 %31, i32 %373, i32 0
  %1076 = select i1 %31, i32 %374, i32 0
  %1077 = select i1 %31, i32 %375, i32 0
  %1078 = zext i1 %1068 to i32
  %1079 = zext i1 %1069 to i32
  %1080 = zext i1 %1070 to i32
  %1081 = zext i1 %1072 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1073, i32 %1074, i32 %1075, i32 %1076, i32 %1077, ptr addrspace(1) %1051, i32 %1078, i32 %1079, i32 %1080, i32 %1081) #4
  %1082 = or disjoint i32 %435, 76
  %1083 = add i32 %434, %1082
  %1084 = sext i32 %1083 to i64
  %1085 = getelementptr float, ptr addrspace(1) %2, i64 %1084
  %1086 = icmp slt i32 %1082, %4
  %1087 = and i1 %439, %1086
  %1088 = or disjoint i32 %435, 77
  %1089 = icmp slt i32 %1088, %4
  %1090 = and i1 %439, %1089
  %1091 = or disjoint i32 %435, 78
  %1092 = icmp slt i32 %1091, %4
  %1093 = and i1 %439, %1092
  %1094 = or disjoint i32 %435, 79
  %1095 = icmp slt i32 %1094, %4
  %1096 = ptrtoint ptr addrspace(1) %1085 to i64
  %1097 = and i64 %1096, 15
  %1098 = icmp eq i64 %1097, 0
  %1099 = and i1 %1087, %1098
  %1100 = and i1 %1092, %1099
  %1101 = and i1 %1095, %1099
  %1102 = xor i1 %1087, %1101
  %1103 = xor i1 %1090, %1101
  %1104 = xor i1 %1093, %1101
  %1105 = xor i1 %439, %1100
  %1106 = and i1 %1095, %1105
  %1107 = zext i1 %1101 to i32
  %1108 = select i1 %31, i32 %376, i32 0
  %1109 = select i1 %31, i32 %377, i32 0
  %1110 = select i1 %31, i32 %378, i32 0
  %1111 = select i1 %31, i32 %379, i32 0
  %1112 = zext i1 %1102 to i32
  %1113 = zext i1 %1103 to i32
  %1114 = zext i1 %1104 to i32
  %1115 = zext i1 %1106 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1107, i32 %1108, i32 %1109, i32 %1110, i32 %1111, ptr addrspace(1) %1085, i32 %1112, i32 %1113, i32 %1114, i32 %1115) #4
  %1116 = or disjoint i32 %435, 80
  %1117 = add i32 %434, %1116
  %1118 = sext i32 %1117 to i64
  %1119 = getelementptr float, ptr addrspace(1) %2, i64 %1118
  %1120 = icmp slt i32 %1116, %4
  %1121 = and i1 %439, %1120
  %1122 = or disjoint i32 %435, 81
  %1123 = icmp slt i32 %1122, %4
  %1124 = and i1 %439, %1123
  %1125 = or disjoint i32 %435, 82
  %1126 = icmp slt i32 %1125, %4
  %1127 = and i1 %439, %1126
  %1128 = or disjoint i32 %435, 83
  %1129 = icmp slt i32 %1128, %4
  %1130 = ptrtoint ptr addrspace(1) %1119 to i64
  %1131 = and i64 %1130, 15
  %1132 = icmp eq i64 %1131, 0
  %1133 = and i1 %1121, %1132
  %1134 = and i1 %1126, %1133
  %1135 = and i1 %1129, %1133
  %1136 = xor i1 %1121, %1135
  %1137 = xor i1 %1124, %1135
  %1138 = xor i1 %1127, %1135
  %1139 = xor i1 %439, %1134
  %1140 = and i1 %1129, %1139
  %1141 = zext i1 %1135 to i32
  %1142 = select i1 %31, i32 %380, i32 0
  %1143 = select i1 %31, i32 %381, i32 0
  %1144 = select i1 %31, i32 %382, i32 0
  %1145 = select i1 %31, i32 %383, i32 0
  %1146 = zext i1 %1136 to i32
  %1147 = zext i1 %1137 to i32
  %1148 = zext i1 %1138 to i32
  %1149 = zext i1 %1140 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1141, i32 %1142, i32 %1143, i32 %1144, i32 %1145, ptr addrspace(1) %1119, i32 %1146, i32 %1147, i32 %1148, i32 %1149) #4
  %1150 = or disjoint i32 %435, 84
  %1151 = add i32 %434, %1150
  %1152 = sext i32 %1151 to i64
  %1153 = getelementptr float, ptr addrspace(1) %2, i64 %1152
  %1154 = icmp slt i32 %1150, %4
  %1155 = and i1 %439, %1154
  %1156 = or disjoint i32 %435, 85
  %1157 = icmp slt i32 %1156, %4
  %1158 = and i1 %439, %1157
  %1159 = or disjoint i32 %435, 86
  %1160 = icmp slt i32 %1159, %4
  %1161 = and i1 %439, %1160
  %1162 = or disjoint i32 %435, 87
  %1163 = icmp slt i32 %1162, %4
  %1164 = ptrtoint ptr addrspace(1) %1153 to i64
  %1165 = and i64 %1164, 15
  %1166 = icmp eq i64 %1165, 0
  %1167 = and i1 %1155, %1166
  %1168 = and i1 %1160, %1167
  %1169 = and i1 %1163, %1167
  %1170 = xor i1 %1155, %1169
  %1171 = xor i1 %1158, %1169
  %1172 = xor i1 %1161, %1169
  %1173 = xor i1 %439, %1168
  %1174 = and i1 %1163, %1173
  %1175 = zext i1 %1169 to i32
  %1176 = select i1 %31, i32 %384, i32 0
  %1177 = select i1 %31, i32 %385, i32 0
  %1178 = select i1 %31, i32 %386, i32 0
  %1179 = select i1 %31, i32 %387, i32 0
  %1180 = zext i1 %1170 to i32
  %1181 = zext i1 %1171 to i32
  %1182 = zext i1 %1172 to i32
  %1183 = zext i1 %1174 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1175, i32 %1176, i32 %1177, i32 %1178, i32 %1179, ptr addrspace(1) %1153, i32 %1180, i32 %1181, i32 %1182, i32 %1183) #4
  %1184 = or disjoint i32 %435, 88
  %1185 = add i32 %434, %1184
  %1186 = sext i32 %1185 to i64
  %1187 = getelementptr float, ptr addrspace(1) %2, i64 %1186
  %1188 = icmp slt i32 %1184, %4
  %1189 = and i1 %439, %1188
  %1190 = or disjoint i32 %435, 89
  %1191 = icmp slt i32 %1190, %4
  %1192 = and i1 %439, %1191
  %1193 = or disjoint i32 %435, 90
  %1194 = icmp slt i32 %1193, %4
  %1195 = and i1 %439, %1194
  %1196 = or disjoint i32 %435, 91
  %1197 = icmp slt i32 %1196, %4
  %1198 = ptrtoint ptr addrspace(1) %1187 to i64
  %1199 = and i64 %1198, 15
  %1200 = icmp eq i64 %1199, 0
  %1201 = and i1 %1189, %1200
  %1202 = and i1 %1194, %1201
  %1203 = and i1 %1197, %1201
  %1204 = xor i1 %1189, %1203
  %1205 = xor i1 %1192, %1203
  %1206 = xor i1 %1195, %1203
  %1207 = xor i1 %439, %1202
  %1208 = and i1 %1197, %1207
  %1209 = zext i1 %1203 to i32
  %1210 = select i1 %31, i32 %388, i32 0
  %1211 = select i1 %31, i32 %389, i32 0
  %1212 = select i1 %31, i32 %390, i32 0
  %1213 = select i1 %31, i32 %391, i32 0
  %1214 = zext i1 %1204 to i32
  %1215 = zext i1 %1205 to i32
  %1216 = zext i1 %1206 to i32
  %1217 = zext i1 %1208 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1209, i32 %1210, i32 %1211, i32 %1212, i32 %1213, ptr addrspace(1) %1187, i32 %1214, i32 %1215, i32 %1216, i32 %1217) #4
  %1218 = or disjoint i32 %435, 92
  %1219 = add i32 %434, %1218
  %1220 = sext i32 %1219 to i64
  %1221 = getelementptr float, ptr addrspace(1) %2, i64 %1220
  %1222 = icmp slt i32 %1218, %4
  %1223 = and i1 %439, %1222
  %1224 = or disjoint i32 %435, 93
  %1225 = icmp slt i32 %1224, %4
  %1226 = and i1 %439, %1225
  %1227 = or disjoint i32 %435, 94
  %1228 = icmp slt i32 %1227, %4
  %1229 = and i1 %439, %1228
  %1230 = or disjoint i32 %435, 95
  %1231 = icmp slt i32 %1230, %4
  %1232 = ptrtoint ptr addrspace(1) %1221 to i64
  %1233 = and i64 %1232, 15
  %1234 = icmp eq i64 %1233, 0
  %1235 = and i1 %1223, %1234
  %1236 = and i1 %1228, %1235
  %1237 = and i1 %1231, %1235
  %1238 = xor i1 %1223, %1237
  %1239 = xor i1 %1226, %1237
  %1240 = xor i1 %1229, %1237
  %1241 = xor i1 %439, %1236
  %1242 = and i1 %1231, %1241
  %1243 = zext i1 %1237 to i32
  %1244 = select i1 %31, i32 %392, i32 0
  %1245 = select i1 %31, i32 %393, i32 0
  %1246 = select i1 %31, i32 %394, i32 0
  %1247 = select i1 %31, i32 %395, i32 0
  %1248 = zext i1 %1238 to i32
  %1249 = zext i1 %1239 to i32
  %1250 = zext i1 %1240 to i32
  %1251 = zext i1 %1242 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1243, i32 %1244, i32 %1245, i32 %1246, i32 %1247, ptr addrspace(1) %1221, i32 %1248, i32 %1249, i32 %1250, i32 %1251) #4
  %1252 = or disjoint i32 %435, 96
  %1253 = add i32 %434, %1252
  %1254 = sext i32 %1253 to i64
  %1255 = getelementptr float, ptr addrspace(1) %2, i64 %1254
  %1256 = icmp slt i32 %1252, %4
  %1257 = and i1 %439, %1256
  %1258 = or disjoint i32 %435, 97
  %1259 = icmp slt i32 %1258, %4
  %1260 = and i1 %439, %1259
  %1261 = or disjoint i32 %435, 98
  %1262 = icmp slt i32 %1261, %4
  %1263 = and i1 %439, %1262
  %1264 = or disjoint i32 %435, 99
  %1265 = icmp slt i32 %1264, %4
  %1266 = ptrtoint ptr addrspace(1) %1255 to i64
  %1267 = and i64 %1266, 15
  %1268 = icmp eq i64 %1267, 0
  %1269 = and i1 %1257, %1268
  %1270 = and i1 %1262, %1269
  %1271 = and i1 %1265, %1269
  %1272 = xor i1 %1257, %1271
  %1273 = xor i1 %1260, %1271
  %1274 = xor i1 %1263, %1271
  %1275 = xor i1 %439, %1270
  %1276 = and i1 %1265, %1275
  %1277 = zext i1 %1271 to i32
  %1278 = select i1 %31, i32 %398, i32 0
  %1279 = select i1 %31, i32 %399, i32 0
  %1280 = select i1 %31, i32 %400, i32 0
  %1281 = select i1 %31, i32 %401, i32 0
  %1282 = zext i1 %1272 to i32
  %1283 = zext i1 %1273 to i32
  %1284 = zext i1 %1274 to i32
  %1285 = zext i1 %1276 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1277, i32 %1278, i32 %1279, i32 %1280, i32 %1281, ptr addrspace(1) %1255, i32 %1282, i32 %1283, i32 %1284, i32 %1285) #4
  %1286 = or disjoint i32 %435, 100
  %1287 = add i32 %434, %1286
  %1288 = sext i32 %1287 to i64
  %1289 = getelementptr float, ptr addrspace(1) %2, i64 %1288
  %1290 = icmp slt i32 %1286, %4
  %1291 = and i1 %439, %1290
  %1292 = or disjoint i32 %435, 101
  %1293 = icmp slt i32 %1292, %4
  %1294 = and i1 %439, %1293
  %1295 = or disjoint i32 %435, 102
  %1296 = icmp slt i32 %1295, %4
  %1297 = and i1 %439, %1296
  %1298 = or disjoint i32 %435, 103
  %1299 = icmp slt i32 %1298, %4
  %1300 = ptrtoint ptr addrspace(1) %1289 to i64
  %1301 = and i64 %1300, 15
  %1302 = icmp eq i64 %1301, 0
  %1303 = and i1 %1291, %1302
  %1304 = and i1 %1296, %1303
  %1305 = and i1 %1299, %1303
  %1306 = xor i1 %1291, %1305
  %1307 = xor i1 %1294, %1305
  %1308 = xor i1 %1297, %1305
  %1309 = xor i1 %439, %1304
  %1310 = and i1 %1299, %1309
  %1311 = zext i1 %1305 to i32
  %1312 = select i1 %31, i32 %402, i32 0
  %1313 = select i1 %31, i32 %403, i32 0
  %1314 = select i1 %31, i32 %404, i32 0
  %1315 = select i1 %31, i32 %405, i32 0
  %1316 = zext i1 %1306 to i32
  %1317 = zext i1 %1307 to i32
  %1318 = zext i1 %1308 to i32
  %1319 = zext i1 %1310 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1311, i32 %1312, i32 %1313, i32 %1314, i32 %1315, ptr addrspace(1) %1289, i32 %1316, i32 %1317, i32 %1318, i32 %1319) #4
  %1320 = or disjoint i32 %435, 104
  %1321 = add i32 %434, %1320
  %1322 = sext i32 %1321 to i64
  %1323 = getelementptr float, ptr addrspace(1) %2, i64 %1322
  %1324 = icmp slt i32 %1320, %4
  %1325 = and i1 %439, %1324
  %1326 = or disjoint i32 %435, 105
  %1327 = icmp slt i32 %1326, %4
  %1328 = and i1 %439, %1327
  %1329 = or disjoint i32 %435, 106
  %1330 = icmp slt i32 %1329, %4
  %1331 = and i1 %439, %1330
  %1332 = or disjoint i32 %435, 107
  %1333 = icmp slt i32 %1332, %4
  %1334 = ptrtoint ptr addrspace(1) %1323 to i64
  %1335 = and i64 %1334, 15
  %1336 = icmp eq i64 %1335, 0
  %1337 = and i1 %1325, %1336
  %1338 = and i1 %1330, %1337
  %1339 = and i1 %1333, %1337
  %1340 = xor i1 %1325, %1339
  %1341 = xor i1 %1328, %1339
  %1342 = xor i1 %1331, %1339
  %1343 = xor i1 %439, %1338
  %1344 = and i1 %1333, %1343
  %1345 = zext i1 %1339 to i32
  %1346 = select i1 %31, i32 %406, i32 0
  %1347 = select i1 %31, i32 %407, i32 0
  %1348 = select i1 %31, i32 %408, i32 0
  %1349 = select i1 %31, i32 %409, i32 0
  %1350 = zext i1 %1340 to i32
  %1351 = zext i1 %1341 to i32
  %1352 = zext i1 %1342 to i32
  %1353 = zext i1 %1344 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1345, i32 %1346, i32 %1347, i32 %1348, i32 %1349, ptr addrspace(1) %1323, i32 %1350, i32 %1351, i32 %1352, i32 %1353) #4
  %1354 = or disjoint i32 %435, 108
  %1355 = add i32 %434, %1354
  %1356 = sext i32 %1355 to i64
  %1357 = getelementptr float, ptr addrspace(1) %2, i64 %1356
  %1358 = icmp slt i32 %1354, %4
  %1359 = and i1 %439, %1358
  %1360 = or disjoint i32 %435, 109
  %1361 = icmp slt i32 %1360, %4
  %1362 = and i1 %439, %1361
  %1363 = or disjoint i32 %435, 110
  %1364 = icmp slt i32 %1363, %4
  %1365 = and i1 %439, %1364
  %1366 = or disjoint i32 %435, 111
  %1367 = icmp slt i32 %1366, %4
  %1368 = ptrtoint ptr addrspace(1) %1357 to i64
  %1369 = and i64 %1368, 15
  %1370 = icmp eq i64 %1369, 0
  %1371 = and i1 %1359, %1370
  %1372 = and i1 %1364, %1371
  %1373 = and i1 %1367, %1371
  %1374 = xor i1 %1359, %1373
  %1375 = xor i1 %1362, %1373
  %1376 = xor i1 %1365, %1373
  %1377 = xor i1 %439, %1372
  %1378 = and i1 %1367, %1377
  %1379 = zext i1 %1373 to i32
  %1380 = select i1 %31, i32 %410, i32 0
  %1381 = select i1 %31, i32 %411, i32 0
  %1382 = select i1 %31, i32 %412, i32 0
  %1383 = select i1 %31, i32 %413, i32 0
  %1384 = zext i1 %1374 to i32
  %1385 = zext i1 %1375 to i32
  %1386 = zext i1 %1376 to i32
  %1387 = zext i1 %1378 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1379, i32 %1380, i32 %1381, i32 %1382, i32 %1383, ptr addrspace(1) %1357, i32 %1384, i32 %1385, i32 %1386, i32 %1387) #4
  %1388 = or disjoint i32 %435, 112
  %1389 = add i32 %434, %1388
  %1390 = sext i32 %1389 to i64
  %1391 = getelementptr float, ptr addrspace(1) %2, i64 %1390
  %1392 = icmp slt i32 %1388, %4
  %1393 = and i1 %439, %1392
  %1394 = or disjoint i32 %435, 113
  %1395 = icmp slt i32 %1394, %4
  %1396 = and i1 %439, %1395
  %1397 = or disjoint i32 %435, 114
  %1398 = icmp slt i32 %1397, %4
  %1399 = and i1 %439, %1398
  %1400 = or disjoint i32 %435, 115
  %1401 = icmp slt i32 %1400, %4
  %1402 = ptrtoint ptr addrspace(1) %1391 to i64
  %1403 = and i64 %1402, 15
  %1404 = icmp eq i64 %1403, 0
  %1405 = and i1 %1393, %1404
  %1406 = and i1 %1398, %1405
  %1407 = and i1 %1401, %1405
  %1408 = xor i1 %1393, %1407
  %1409 = xor i1 %1396, %1407
  %1410 = xor i1 %1399, %1407
  %1411 = xor i1 %439, %1406
  %1412 = and i1 %1401, %1411
  %1413 = zext i1 %1407 to i32
  %1414 = select i1 %31, i32 %414, i32 0
  %1415 = select i1 %31, i32 %415, i32 0
  %1416 = select i1 %31, i32 %416, i32 0
  %1417 = select i1 %31, i32 %417, i32 0
  %1418 = zext i1 %1408 to i32
  %1419 = zext i1 %1409 to i32
  %1420 = zext i1 %1410 to i32
  %1421 = zext i1 %1412 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1413, i32 %1414, i32 %1415, i32 %1416, i32 %1417, ptr addrspace(1) %1391, i32 %1418, i32 %1419, i32 %1420, i32 %1421) #4
  %1422 = or disjoint i32 %435, 116
  %1423 = add i32 %434, %1422
  %1424 = sext i32 %1423 to i64
  %1425 = getelementptr float, ptr addrspace(1) %2, i64 %1424
  %1426 = icmp slt i32 %1422, %4
  %1427 = and i1 %439, %1426
  %1428 = or disjoint i32 %435, 117
  %1429 = icmp slt i32 %1428, %4
  %1430 = and i1 %439, %1429
  %1431 = or disjoint i32 %435, 118
  %1432 = icmp slt i32 %1431, %4
  %1433 = and i1 %439, %1432
  %1434 = or disjoint i32 %435, 119
  %1435 = icmp slt i32 %1434, %4
  %1436 = ptrtoint ptr addrspace(1) %1425 to i64
  %1437 = and i64 %1436, 15
  %1438 = icmp eq i64 %1437, 0
  %1439 = and i1 %1427, %1438
  %1440 = and i1 %1432, %1439
  %1441 = and i1 %1435, %1439
  %1442 = xor i1 %1427, %1441
  %1443 = xor i1 %1430, %1441
  %1444 = xor i1 %1433, %1441
  %1445 = xor i1 %439, %1440
  %1446 = and i1 %1435, %1445
  %1447 = zext i1 %1441 to i32
  %1448 = select i1 %31, i32 %418, i32 0
  %1449 = select i1 %31, i32 %419, i32 0
  %1450 = select i1 %31, i32 %420, i32 0
  %1451 = select i1 %31, i32 %421, i32 0
  %1452 = zext i1 %1442 to i32
  %1453 = zext i1 %1443 to i32
  %1454 = zext i1 %1444 to i32
  %1455 = zext i1 %1446 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1447, i32 %1448, i32 %1449, i32 %1450, i32 %1451, ptr addrspace(1) %1425, i32 %1452, i32 %1453, i32 %1454, i32 %1455) #4
  %1456 = or disjoint i32 %435, 120
  %1457 = add i32 %434, %1456
  %1458 = sext i32 %1457 to i64
  %1459 = getelementptr float, ptr addrspace(1) %2, i64 %1458
  %1460 = icmp slt i32 %1456, %4
  %1461 = and i1 %439, %1460
  %1462 = or disjoint i32 %435, 121
  %1463 = icmp slt i32 %1462, %4
  %1464 = and i1 %439, %1463
  %1465 = or disjoint i32 %435, 122
  %1466 = icmp slt i32 %1465, %4
  %1467 = and i1 %439, %1466
  %1468 = or disjoint i32 %435, 123
  %1469 = icmp slt i32 %1468, %4
  %1470 = ptrtoint ptr addrspace(1) %1459 to i64
  %1471 = and i64 %1470, 15
  %1472 = icmp eq i64 %1471, 0
  %1473 = and i1 %1461, %1472
  %1474 = and i1 %1466, %1473
  %1475 = and i1 %1469, %1473
  %1476 = xor i1 %1461, %1475
  %1477 = xor i1 %1464, %1475
  %1478 = xor i1 %1467, %1475
  %1479 = xor i1 %439, %1474
  %1480 = and i1 %1469, %1479
  %1481 = zext i1 %1475 to i32
  %1482 = select i1 %31, i32 %422, i32 0
  %1483 = select i1 %31, i32 %423, i32 0
  %1484 = select i1 %31, i32 %424, i32 0
  %1485 = select i1 %31, i32 %425, i32 0
  %1486 = zext i1 %1476 to i32
  %1487 = zext i1 %1477 to i32
  %1488 = zext i1 %1478 to i32
  %1489 = zext i1 %1480 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1481, i32 %1482, i32 %1483, i32 %1484, i32 %1485, ptr addrspace(1) %1459, i32 %1486, i32 %1487, i32 %1488, i32 %1489) #4
  %1490 = or disjoint i32 %435, 124
  %1491 = add i32 %434, %1490
  %1492 = sext i32 %1491 to i64
  %1493 = getelementptr float, ptr addrspace(1) %2, i64 %1492
  %1494 = icmp slt i32 %1490, %4
  %1495 = and i1 %439, %1494
  %1496 = or disjoint i32 %435, 125
  %1497 = icmp slt i32 %1496, %4
  %1498 = and i1 %439, %1497
  %1499 = or disjoint i32 %435, 126
  %1500 = icmp slt i32 %1499, %4
  %1501 = and i1 %439, %1500
  %.reass = or disjoint i32 %292, %invariant.op
  %1502 = icmp slt i32 %.reass, %4
  %1503 = ptrtoint ptr addrspace(1) %1493 to i64
  %1504 = and i64 %1503, 15
  %1505 = icmp eq i64 %1504, 0
  %1506 = and i1 %1495, %1505
  %1507 = and i1 %1500, %1506
  %1508 = and i1 %1502, %1507
  %1509 = xor i1 %1495, %1508
  %1510 = xor i1 %1498, %1508
  %1511 = xor i1 %1501, %1508
  %1512 = xor i1 %439, %1507
  %1513 = and i1 %1502, %1512
  %1514 = zext i1 %1508 to i32
  %1515 = select i1 %31, i32 %426, i32 0
  %1516 = select i1 %31, i32 %427, i32 0
  %1517 = select i1 %31, i32 %428, i32 0
  %1518 = select i1 %31, i32 %429, i32 0
  %1519 = zext i1 %1509 to i32
  %1520 = zext i1 %1510 to i32
  %1521 = zext i1 %1511 to i32
  %1522 = zext i1 %1513 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1514, i32 %1515, i32 %1516, i32 %1517, i32 %1518, ptr addrspace(1) %1493, i32 %1519, i32 %1520, i32 %1521, i32 %1522) #4
  %1523 = add i32 %268, %14
  %1524 = icmp slt i32 %1523, %12
  br i1 %1524, label %267, label %._crit_edge

._crit_edge:                                      ; preds = %282, %.preheader28
  tail call void asm sideeffect "tcgen05.fence::before_thread_sync;", "~{memory}"() #4
  tail call void asm sideeffect "bar.sync 8, 256;", "~{memory}"() #5
  br i1 %24, label %1525, label %1526

1525:                                             ; preds = %._crit_edge
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;\0A\09tcgen05.dealloc.cta_group::1.sync.aligned.b32 $0, 512;", "r,~{memory}"(i32 %27) #4
  br label %1526

1526:                                             ; preds = %1525, %._crit_edge
  tail call void asm sideeffect "bar.sync 8, 256;", "~{memory}"() #5
  br i1 %15, label %1527, label %1528

1527:                                             ; preds = %1526
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 196608) to i32)) #4
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 196608) to i32), i32 16)) #4
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 196608) to i32), i32 32)) #4
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 196608) to i32), i32 48)) #4
  br label %1528

1528:                                             ; preds = %1527, %1526
  tail call void asm sideeffect "bar.sync 8, 256;", "~{memory}"() #5
  br i1 %15, label %1529, label %1530

1529:                                             ; preds = %1528
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 196672) to i32)) #4
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 196672) to i32), i32 16)) #4
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 196672) to i32), i32 32)) #4
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 196672) to i32), i32 48)) #4
  br label %1530

1530:                                             ; preds = %1529, %1528
  tail call void asm sideeffect "bar.sync 8, 256;", "~{memory}"() #5
  br i1 %15, label %1531, label %1532

1531:                                             ; preds = %1530
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 196736) to i32)) #4
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 196736) to i32), i32 16)) #4
  br label %1532

1532:                                             ; preds = %1531, %1530
  tail call void asm sideeffect "bar.sync 8, 256;", "~{memory}"() #5
  br i1 %15, label %1533, label %.loopexit

1533:                                             ; preds = %1532
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 196768) to i32)) #4
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 196768) to i32), i32 16)) #4
  br label %.loopexit

.loopexit:                                        ; preds = %._crit_edge31, %1532, %1533, %38
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
