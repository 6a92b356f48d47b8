; ModuleID = 'tile_kernels'
source_filename = "tile_kernels"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@gemm_bf16_tma_dsmem = external addrspace(3) global [0 x i8], align 1024

; Function Attrs: nounwind
define ptx_kernel void @gemm_bf16_tma(ptr byval([128 x i8]) align 64 "nvvm.grid_constant" %0, ptr byval([128 x i8]) align 64 "nvvm.grid_constant" %1, ptr addrspace(1) %2, i32 %3, i32 %4, i32 %5) local_unnamed_addr #0 {
  %7 = tail call range(i32 0, 256) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.y()
  %12 = mul i32 %9, %10
  %13 = add i32 %12, %8
  %14 = shl i32 %10, 3
  %15 = udiv i32 %13, %14
  %16 = shl i32 %15, 3
  %17 = sub i32 %11, %16
  %18 = tail call i32 @llvm.umin.i32(i32 %17, i32 8)
  %19 = mul i32 %15, %14
  %.decomposed = sub i32 %13, %19
  %.frozen = freeze i32 %18
  %20 = udiv i32 %.decomposed, %.frozen
  %21 = mul i32 %20, %.frozen
  %.decomposed22 = sub i32 %.decomposed, %21
  %22 = add nuw i32 %.decomposed22, %16
  %23 = shl i32 %22, 7
  %24 = shl i32 %20, 8
  %25 = icmp eq i32 %7, 0
  br i1 %25, label %26, label %27

26:                                               ; preds = %6
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 196608) to i32)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 196608) to i32), i32 128)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 196608) to i32), i32 256)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 196608) to i32), i32 384)) #4
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #4
  br label %27

27:                                               ; preds = %26, %6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %25, label %28, label %29

28:                                               ; preds = %27
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 197120) to i32)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 197120) to i32), i32 128)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 197120) to i32), i32 256)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 197120) to i32), i32 384)) #4
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #4
  br label %29

29:                                               ; preds = %28, %27
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %25, label %30, label %31

30:                                               ; preds = %29
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 197632) to i32)) #4
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #4
  br label %31

31:                                               ; preds = %30, %29
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %32 = icmp samesign ult i32 %7, 32
  br i1 %32, label %33, label %34

33:                                               ; preds = %31
  tail call void asm sideeffect "tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [$0], 256;\0A\09tcgen05.relinquish_alloc_permit.cta_group::1.sync.aligned;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 197760) to i32)) #4
  br label %34

34:                                               ; preds = %33, %31
  tail call void asm sideeffect "tcgen05.fence::before_thread_sync;", "~{memory}"() #4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #4
  %35 = tail call i32 asm sideeffect "ld.shared.b32 $0, [$1];", "=r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 197760) to i32)) #4
  %36 = icmp sgt i32 %5, 0
  %37 = and i1 %25, %36
  br i1 %37, label %.critedge, label %.critedge1

.critedge:                                        ; preds = %34
  %38 = ptrtoint ptr %1 to i64
  %39 = ptrtoint ptr %0 to i64
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 196608) to i32), i32 49152) #4
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 131072) to i32), i64 %39, i32 0, i32 %23, i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 196608) to i32)) #4
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_dsmem to i32), i64 %38, i32 0, i32 %24, i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 196608) to i32)) #4
  br label %.critedge1

.critedge1:                                       ; preds = %34, %.critedge
  %40 = icmp sgt i32 %5, 64
  %41 = and i1 %25, %40
  br i1 %41, label %.critedge3, label %.critedge4

.critedge3:                                       ; preds = %.critedge1
  %42 = ptrtoint ptr %1 to i64
  %43 = ptrtoint ptr %0 to i64
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 196736) to i32), i32 49152) #4
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 147456) to i32), i64 %43, i32 64, i32 %23, i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 196736) to i32)) #4
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 32768) to i32), i64 %42, i32 64, i32 %24, i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 196736) to i32)) #4
  br label %.critedge4

.critedge4:                                       ; preds = %.critedge1, %.critedge3
  %44 = icmp sgt i32 %5, 128
  %45 = and i1 %25, %44
  br i1 %45, label %.critedge6, label %.critedge7

.critedge6:                                       ; preds = %.critedge4
  %46 = ptrtoint ptr %1 to i64
  %47 = ptrtoint ptr %0 to i64
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 196864) to i32), i32 49152) #4
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 163840) to i32), i64 %47, i32 128, i32 %23, i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 196864) to i32)) #4
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 65536) to i32), i64 %46, i32 128, i32 %24, i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 196864) to i32)) #4
  br label %.critedge7

.critedge7:                                       ; preds = %.critedge4, %.critedge6
  %48 = icmp sgt i32 %5, 192
  %49 = and i1 %25, %48
  br i1 %49, label %.critedge9, label %.critedge10

.critedge9:                                       ; preds = %.critedge7
  %50 = ptrtoint ptr %1 to i64
  %51 = ptrtoint ptr %0 to i64
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 196992) to i32), i32 49152) #4
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 180224) to i32), i64 %51, i32 192, i32 %23, i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 196992) to i32)) #4
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 98304) to i32), i64 %50, i32 192, i32 %24, i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 196992) to i32)) #4
  br label %.critedge10

.critedge10:                                      ; preds = %.critedge7, %.critedge9
  br i1 %36, label %.lr.ph, label %._crit_edge

.lr.ph:                                           ; preds = %.critedge10
  %52 = ptrtoint ptr %1 to i64
  %53 = ptrtoint ptr %0 to i64
  br label %54

54:                                               ; preds = %.lr.ph, %.critedge19
  %55 = phi i32 [ 0, %.lr.ph ], [ %125, %.critedge19 ]
  %56 = lshr exact i32 %55, 6
  %57 = and i32 %56, 3
  %58 = lshr i32 %55, 8
  %59 = and i32 %58, 1
  %60 = shl nuw nsw i32 %57, 7
  %61 = zext nneg i32 %60 to i64
  %62 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 196608), i64 %61
  %63 = ptrtoint ptr addrspace(3) %62 to i64
  %64 = trunc i64 %63 to i32
  br label %65

65:                                               ; preds = %65, %54
  %66 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %64, i32 %59) #4
  %67 = icmp eq i32 %66, 0
  br i1 %67, label %65, label %68

68:                                               ; preds = %65
  %69 = icmp ne i32 %55, 0
  br i1 %25, label %70, label %.critedge12

70:                                               ; preds = %68
  %71 = shl nuw nsw i32 %57, 15
  %72 = zext nneg i32 %71 to i64
  %73 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 %72
  %74 = ptrtoint ptr addrspace(3) %73 to i64
  %75 = shl nuw nsw i32 %57, 14
  %76 = zext nneg i32 %75 to i64
  %77 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 131072), i64 %76
  %78 = ptrtoint ptr addrspace(3) %77 to i64
  %79 = zext i1 %69 to i32
  %80 = lshr exact i64 %78, 4
  %81 = and i64 %80, 16320
  %82 = or disjoint i64 %81, 4611756662049538048
  %83 = lshr exact i64 %74, 4
  %84 = and i64 %83, 16320
  %85 = or disjoint i64 %84, 4611756662049538048
  call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %35, i64 %82, i64 %85, i32 138413200, i32 %79) #4
  %86 = or disjoint i64 %81, 4611756662049538050
  %87 = or disjoint i64 %84, 4611756662049538050
  call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %35, i64 %86, i64 %87, i32 138413200, i32 1) #4
  %88 = or disjoint i64 %81, 4611756662049538052
  %89 = or disjoint i64 %84, 4611756662049538052
  call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %35, i64 %88, i64 %89, i32 138413200, i32 1) #4
  %90 = or disjoint i64 %81, 4611756662049538054
  %91 = or disjoint i64 %84, 4611756662049538054
  call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %35, i64 %90, i64 %91, i32 138413200, i32 1) #4
  %92 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 197120), i64 %61
  %93 = ptrtoint ptr addrspace(3) %92 to i64
  %94 = trunc i64 %93 to i32
  call void asm sideeffect "tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$0];", "r,~{memory}"(i32 %94) #4
  br label %.critedge12

.critedge12:                                      ; preds = %68, %70
  %95 = add i32 %55, 192
  %96 = icmp slt i32 %95, %5
  %97 = and i1 %69, %96
  br i1 %97, label %98, label %.critedge19

98:                                               ; preds = %.critedge12
  %99 = add nsw i32 %56, -1
  %100 = and i32 %99, 3
  %101 = lshr i32 %99, 2
  %102 = and i32 %101, 1
  %103 = shl nuw nsw i32 %100, 7
  %104 = zext nneg i32 %103 to i64
  %105 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 197120), i64 %104
  %106 = ptrtoint ptr addrspace(3) %105 to i64
  %107 = trunc i64 %106 to i32
  br label %108

108:                                              ; preds = %108, %98
  %109 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %107, i32 %102) #4
  %110 = icmp eq i32 %109, 0
  br i1 %110, label %108, label %111

111:                                              ; preds = %108
  br i1 %25, label %.critedge14, label %.critedge19

.critedge14:                                      ; preds = %111
  %112 = shl nuw nsw i32 %100, 15
  %113 = zext nneg i32 %112 to i64
  %114 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 %113
  %115 = ptrtoint ptr addrspace(3) %114 to i64
  %116 = trunc i64 %115 to i32
  %117 = shl nuw nsw i32 %100, 14
  %118 = zext nneg i32 %117 to i64
  %119 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 131072), i64 %118
  %120 = ptrtoint ptr addrspace(3) %119 to i64
  %121 = trunc i64 %120 to i32
  %122 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 196608), i64 %104
  %123 = ptrtoint ptr addrspace(3) %122 to i64
  %124 = trunc i64 %123 to i32
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 %124, i32 49152) #4
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %121, i64 %53, i32 %95, i32 %23, i32 %124) #4
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %116, i64 %52, i32 %95, i32 %24, i32 %124) #4
  br label %.critedge19

.critedge19:                                      ; preds = %111, %.critedge14, %.critedge12
  %125 = add i32 %55, 64
  %126 = icmp slt i32 %125, %5
  br i1 %126, label %54, label %._crit_edge

._crit_edge:                                      ; preds = %.critedge19, %.critedge10
  br i1 %25, label %127, label %.preheader

127:                                              ; preds = %._crit_edge
  call void asm sideeffect "tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 197632) to i32)) #4
  br label %.preheader

.preheader:                                       ; preds = %127, %._crit_edge
  br label %128

128:                                              ; preds = %.preheader, %128
  %129 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 197632) to i32), i32 0) #4
  %130 = icmp eq i32 %129, 0
  br i1 %130, label %128, label %131

131:                                              ; preds = %128
  call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #4
  %132 = and i32 %7, 128
  %133 = shl nuw nsw i32 %7, 16
  %134 = and i32 %133, 6291456
  %135 = or disjoint i32 %134, %132
  %136 = add i32 %135, %35
  %137 = call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %136) #4
  %138 = add i32 %136, 32
  %139 = call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %138) #4
  %140 = add i32 %136, 64
  %141 = call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %140) #4
  %142 = add i32 %136, 96
  %143 = call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %142) #4
  call void asm sideeffect "tcgen05.fence::before_thread_sync;", "~{memory}"() #4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %32, label %144, label %145

144:                                              ; preds = %131
  call void asm sideeffect "tcgen05.fence::after_thread_sync;\0A\09tcgen05.dealloc.cta_group::1.sync.aligned.b32 $0, 256;", "r,~{memory}"(i32 %35) #4
  br label %145

145:                                              ; preds = %144, %131
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %25, label %146, label %147

146:                                              ; preds = %145
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 196608) to i32)) #4
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 196608) to i32), i32 128)) #4
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 196608) to i32), i32 256)) #4
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 196608) to i32), i32 384)) #4
  br label %147

147:                                              ; preds = %146, %145
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %25, label %148, label %149

148:                                              ; preds = %147
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 197120) to i32)) #4
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 197120) to i32), i32 128)) #4
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 197120) to i32), i32 256)) #4
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 197120) to i32), i32 384)) #4
  br label %149

149:                                              ; preds = %148, %147
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %25, label %150, label %151

150:                                              ; preds = %149
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 197632) to i32)) #4
  br label %151

151:                                              ; preds = %150, %149
  %152 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %143, 31
  %153 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %143, 30
  %154 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %143, 29
  %155 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %143, 28
  %156 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %143, 27
  %157 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %143, 26
  %158 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %143, 25
  %159 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %143, 24
  %160 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %143, 23
  %161 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %143, 22
  %162 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %143, 21
  %163 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %143, 20
  %164 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %143, 19
  %165 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %143, 18
  %166 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %143, 17
  %167 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %143, 16
  %168 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %143, 15
  %169 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %143, 14
  %170 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %143, 13
  %171 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %143, 12
  %172 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %143, 11
  %173 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %143, 10
  %174 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %143, 9
  %175 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %143, 8
  %176 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %143, 7
  %177 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %143, 6
  %178 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %143, 5
  %179 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %143, 4
  %180 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %143, 3
  %181 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %143, 2
  %182 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %143, 1
  %183 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %143, 0
  %184 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %141, 31
  %185 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %141, 30
  %186 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %141, 29
  %187 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %141, 28
  %188 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %141, 27
  %189 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %141, 26
  %190 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %141, 25
  %191 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %141, 24
  %192 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %141, 23
  %193 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %141, 22
  %194 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %141, 21
  %195 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %141, 20
  %196 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %141, 19
  %197 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %141, 18
  %198 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %141, 17
  %199 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %141, 16
  %200 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %141, 15
  %201 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %141, 14
  %202 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %141, 13
  %203 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %141, 12
  %204 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %141, 11
  %205 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %141, 10
  %206 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %141, 9
  %207 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %141, 8
  %208 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %141, 7
  %209 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %141, 6
  %210 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %141, 5
  %211 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %141, 4
  %212 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %141, 3
  %213 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %141, 2
  %214 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %141, 1
  %215 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %141, 0
  %216 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %139, 31
  %217 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %139, 30
  %218 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %139, 29
  %219 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %139, 28
  %220 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %139, 27
  %221 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %139, 26
  %222 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %139, 25
  %223 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %139, 24
  %224 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %139, 23
  %225 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %139, 22
  %226 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %139, 21
  %227 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %139, 20
  %228 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %139, 19
  %229 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %139, 18
  %230 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %139, 17
  %231 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %139, 16
  %232 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %139, 15
  %233 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %139, 14
  %234 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %139, 13
  %235 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %139, 12
  %236 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %139, 11
  %237 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %139, 10
  %238 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %139, 9
  %239 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %139, 8
  %240 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %139, 7
  %241 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %139, 6
  %242 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %139, 5
  %243 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %139, 4
  %244 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %139, 3
  %245 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %139, 2
  %246 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %139, 1
  %247 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %139, 0
  %248 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %137, 31
  %249 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %137, 30
  %250 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %137, 29
  %251 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %137, 28
  %252 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %137, 27
  %253 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %137, 26
  %254 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %137, 25
  %255 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %137, 24
  %256 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %137, 23
  %257 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %137, 22
  %258 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %137, 21
  %259 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %137, 20
  %260 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %137, 19
  %261 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %137, 18
  %262 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %137, 17
  %263 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %137, 16
  %264 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %137, 15
  %265 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %137, 14
  %266 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %137, 13
  %267 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %137, 12
  %268 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %137, 11
  %269 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %137, 10
  %270 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %137, 9
  %271 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %137, 8
  %272 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %137, 7
  %273 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %137, 6
  %274 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %137, 5
  %275 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %137, 4
  %276 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %137, 3
  %277 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %137, 2
  %278 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %137, 1
  %279 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %137, 0
  %280 = and i32 %7, 127
  %281 = or disjoint i32 %23, %280
  %282 = mul i32 %281, %4
  %283 = or disjoint i32 %24, %132
  %284 = add i32 %282, %283
  %285 = sext i32 %284 to i64
  %286 = getelementptr float, ptr addrspace(1) %2, i64 %285
  %287 = icmp slt i32 %281, %3
  %288 = icmp slt i32 %283, %4
  %289 = and i1 %287, %288
  %290 = or disjoint i32 %283, 1
  %291 = icmp slt i32 %290, %4
  %292 = and i1 %287, %291
  %293 = or disjoint i32 %283, 2
  %294 = icmp slt i32 %293, %4
  %295 = and i1 %287, %294
  %296 = or disjoint i32 %283, 3
  %297 = icmp slt i32 %296, %4
  %298 = ptrtoint ptr addrspace(1) %286 to i64
  %299 = and i64 %298, 15
  %300 = icmp eq i64 %299, 0
  %301 = and i1 %289, %300
  %302 = and i1 %294, %301
  %303 = and i1 %297, %301
  %304 = xor i1 %289, %303
  %305 = xor i1 %292, %303
  %306 = xor i1 %295, %303
  %307 = xor i1 %287, %302
  %308 = and i1 %297, %307
  %309 = zext i1 %303 to i32
  %310 = select i1 %36, i32 %279, i32 0
  %311 = select i1 %36, i32 %278, i32 0
  %312 = select i1 %36, i32 %277, i32 0
  %313 = select i1 %36, i32 %276, i32 0
  %314 = zext i1 %304 to i32
  %315 = zext i1 %305 to i32
  %316 = zext i1 %306 to i32
  %317 = zext i1 %308 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %309, i32 %310, i32 %311, i32 %312, i32 %313, ptr addrspace(1) %286, i32 %314, i32 %315, i32 %316, i32 %317) #4
  %318 = or disjoint i32 %283, 4
  %319 = add i32 %282, %318
  %320 = sext i32 %319 to i64
  %321 = getelementptr float, ptr addrspace(1) %2, i64 %320
  %322 = icmp slt i32 %318, %4
  %323 = and i1 %287, %322
  %324 = or disjoint i32 %283, 5
  %325 = icmp slt i32 %324, %4
  %326 = and i1 %287, %325
  %327 = or disjoint i32 %283, 6
  %328 = icmp slt i32 %327, %4
  %329 = and i1 %287, %328
  %330 = or disjoint i32 %283, 7
  %331 = icmp slt i32 %330, %4
  %332 = ptrtoint ptr addrspace(1) %321 to i64
  %333 = and i64 %332, 15
  %334 = icmp eq i64 %333, 0
  %335 = and i1 %323, %334
  %336 = and i1 %328, %335
  %337 = and i1 %331, %335
  %338 = xor i1 %323, %337
  %339 = xor i1 %326, %337
  %340 = xor i1 %329, %337
  %341 = xor i1 %287, %336
  %342 = and i1 %331, %341
  %343 = zext i1 %337 to i32
  %344 = select i1 %36, i32 %275, i32 0
  %345 = select i1 %36, i32 %274, i32 0
  %346 = select i1 %36, i32 %273, i32 0
  %347 = select i1 %36, i32 %272, i32 0
  %348 = zext i1 %338 to i32
  %349 = zext i1 %339 to i32
  %350 = zext i1 %340 to i32
  %351 = zext i1 %342 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %343, i32 %344, i32 %345, i32 %346, i32 %347, ptr addrspace(1) %321, i32 %348, i32 %349, i32 %350, i32 %351) #4
  %352 = or disjoint i32 %283, 8
  %353 = add i32 %282, %352
  %354 = sext i32 %353 to i64
  %355 = getelementptr float, ptr addrspace(1) %2, i64 %354
  %356 = icmp slt i32 %352, %4
  %357 = and i1 %287, %356
  %358 = or disjoint i32 %283, 9
  %359 = icmp slt i32 %358, %4
  %360 = and i1 %287, %359
  %361 = or disjoint i32 %283, 10
  %362 = icmp slt i32 %361, %4
  %363 = and i1 %287, %362
  %364 = or disjoint i32 %283, 11
  %365 = icmp slt i32 %364, %4
  %366 = ptrtoint ptr addrspace(1) %355 to i64
  %367 = and i64 %366, 15
  %368 = icmp eq i64 %367, 0
  %369 = and i1 %357, %368
  %370 = and i1 %362, %369
  %371 = and i1 %365, %369
  %372 = xor i1 %357, %371
  %373 = xor i1 %360, %371
  %374 = xor i1 %363, %371
  %375 = xor i1 %287, %370
  %376 = and i1 %365, %375
  %377 = zext i1 %371 to i32
  %378 = select i1 %36, i32 %271, i32 0
  %379 = select i1 %36, i32 %270, i32 0
  %380 = select i1 %36, i32 %269, i32 0
  %381 = select i1 %36, i32 %268, i32 0
  %382 = zext i1 %372 to i32
  %383 = zext i1 %373 to i32
  %384 = zext i1 %374 to i32
  %385 = zext i1 %376 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %377, i32 %378, i32 %379, i32 %380, i32 %381, ptr addrspace(1) %355, i32 %382, i32 %383, i32 %384, i32 %385) #4
  %386 = or disjoint i32 %283, 12
  %387 = add i32 %282, %386
  %388 = sext i32 %387 to i64
  %389 = getelementptr float, ptr addrspace(1) %2, i64 %388
  %390 = icmp slt i32 %386, %4
  %391 = and i1 %287, %390
  %392 = or disjoint i32 %283, 13
  %393 = icmp slt i32 %392, %4
  %394 = and i1 %287, %393
  %395 = or disjoint i32 %283, 14
  %396 = icmp slt i32 %395, %4
  %397 = and i1 %287, %396
  %398 = or disjoint i32 %283, 15
  %399 = icmp slt i32 %398, %4
  %400 = ptrtoint ptr addrspace(1) %389 to i64
  %401 = and i64 %400, 15
  %402 = icmp eq i64 %401, 0
  %403 = and i1 %391, %402
  %404 = and i1 %396, %403
  %405 = and i1 %399, %403
  %406 = xor i1 %391, %405
  %407 = xor i1 %394, %405
  %408 = xor i1 %397, %405
  %409 = xor i1 %287, %404
  %410 = and i1 %399, %409
  %411 = zext i1 %405 to i32
  %412 = select i1 %36, i32 %267, i32 0
  %413 = select i1 %36, i32 %266, i32 0
  %414 = select i1 %36, i32 %265, i32 0
  %415 = select i1 %36, i32 %264, i32 0
  %416 = zext i1 %406 to i32
  %417 = zext i1 %407 to i32
  %418 = zext i1 %408 to i32
  %419 = zext i1 %410 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %411, i32 %412, i32 %413, i32 %414, i32 %415, ptr addrspace(1) %389, i32 %416, i32 %417, i32 %418, i32 %419) #4
  %420 = or disjoint i32 %283, 16
  %421 = add i32 %282, %420
  %422 = sext i32 %421 to i64
  %423 = getelementptr float, ptr addrspace(1) %2, i64 %422
  %424 = icmp slt i32 %420, %4
  %425 = and i1 %287, %424
  %426 = or disjoint i32 %283, 17
  %427 = icmp slt i32 %426, %4
  %428 = and i1 %287, %427
  %429 = or disjoint i32 %283, 18
  %430 = icmp slt i32 %429, %4
  %431 = and i1 %287, %430
  %432 = or disjoint i32 %283, 19
  %433 = icmp slt i32 %432, %4
  %434 = ptrtoint ptr addrspace(1) %423 to i64
  %435 = and i64 %434, 15
  %436 = icmp eq i64 %435, 0
  %437 = and i1 %425, %436
  %438 = and i1 %430, %437
  %439 = and i1 %433, %437
  %440 = xor i1 %425, %439
  %441 = xor i1 %428, %439
  %442 = xor i1 %431, %439
  %443 = xor i1 %287, %438
  %444 = and i1 %433, %443
  %445 = zext i1 %439 to i32
  %446 = select i1 %36, i32 %263, i32 0
  %447 = select i1 %36, i32 %262, i32 0
  %448 = select i1 %36, i32 %261, i32 0
  %449 = select i1 %36, i32 %260, i32 0
  %450 = zext i1 %440 to i32
  %451 = zext i1 %441 to i32
  %452 = zext i1 %442 to i32
  %453 = zext i1 %444 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %445, i32 %446, i32 %447, i32 %448, i32 %449, ptr addrspace(1) %423, i32 %450, i32 %451, i32 %452, i32 %453) #4
  %454 = or disjoint i32 %283, 20
  %455 = add i32 %282, %454
  %456 = sext i32 %455 to i64
  %457 = getelementptr float, ptr addrspace(1) %2, i64 %456
  %458 = icmp slt i32 %454, %4
  %459 = and i1 %287, %458
  %460 = or disjoint i32 %283, 21
  %461 = icmp slt i32 %460, %4
  %462 = and i1 %287, %461
  %463 = or disjoint i32 %283, 22
  %464 = icmp slt i32 %463, %4
  %465 = and i1 %287, %464
  %466 = or disjoint i32 %283, 23
  %467 = icmp slt i32 %466, %4
  %468 = ptrtoint ptr addrspace(1) %457 to i64
  %469 = and i64 %468, 15
  %470 = icmp eq i64 %469, 0
  %471 = and i1 %459, %470
  %472 = and i1 %464, %471
  %473 = and i1 %467, %471
  %474 = xor i1 %459, %473
  %475 = xor i1 %462, %473
  %476 = xor i1 %465, %473
  %477 = xor i1 %287, %472
  %478 = and i1 %467, %477
  %479 = zext i1 %473 to i32
  %480 = select i1 %36, i32 %259, i32 0
  %481 = select i1 %36, i32 %258, i32 0
  %482 = select i1 %36, i32 %257, i32 0
  %483 = select i1 %36, i32 %256, i32 0
  %484 = zext i1 %474 to i32
  %485 = zext i1 %475 to i32
  %486 = zext i1 %476 to i32
  %487 = zext i1 %478 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %479, i32 %480, i32 %481, i32 %482, i32 %483, ptr addrspace(1) %457, i32 %484, i32 %485, i32 %486, i32 %487) #4
  %488 = or disjoint i32 %283, 24
  %489 = add i32 %282, %488
  %490 = sext i32 %489 to i64
  %491 = getelementptr float, ptr addrspace(1) %2, i64 %490
  %492 = icmp slt i32 %488, %4
  %493 = and i1 %287, %492
  %494 = or disjoint i32 %283, 25
  %495 = icmp slt i32 %494, %4
  %496 = and i1 %287, %495
  %497 = or disjoint i32 %283, 26
  %498 = icmp slt i32 %497, %4
  %499 = and i1 %287, %498
  %500 = or disjoint i32 %283, 27
  %501 = icmp slt i32 %500, %4
  %502 = ptrtoint ptr addrspace(1) %491 to i64
  %503 = and i64 %502, 15
  %504 = icmp eq i64 %503, 0
  %505 = and i1 %493, %504
  %506 = and i1 %498, %505
  %507 = and i1 %501, %505
  %508 = xor i1 %493, %507
  %509 = xor i1 %496, %507
  %510 = xor i1 %499, %507
  %511 = xor i1 %287, %506
  %512 = and i1 %501, %511
  %513 = zext i1 %507 to i32
  %514 = select i1 %36, i32 %255, i32 0
  %515 = select i1 %36, i32 %254, i32 0
  %516 = select i1 %36, i32 %253, i32 0
  %517 = select i1 %36, i32 %252, i32 0
  %518 = zext i1 %508 to i32
  %519 = zext i1 %509 to i32
  %520 = zext i1 %510 to i32
  %521 = zext i1 %512 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %513, i32 %514, i32 %515, i32 %516, i32 %517, ptr addrspace(1) %491, i32 %518, i32 %519, i32 %520, i32 %521) #4
  %522 = or disjoint i32 %283, 28
  %523 = add i32 %282, %522
  %524 = sext i32 %523 to i64
  %525 = getelementptr float, ptr addrspace(1) %2, i64 %524
  %526 = icmp slt i32 %522, %4
  %527 = and i1 %287, %526
  %528 = or disjoint i32 %283, 29
  %529 = icmp slt i32 %528, %4
  %530 = and i1 %287, %529
  %531 = or disjoint i32 %283, 30
  %532 = icmp slt i32 %531, %4
  %533 = and i1 %287, %532
  %534 = or disjoint i32 %283, 31
  %535 = icmp slt i32 %534, %4
  %536 = ptrtoint ptr addrspace(1) %525 to i64
  %537 = and i64 %536, 15
  %538 = icmp eq i64 %537, 0
  %539 = and i1 %527, %538
  %540 = and i1 %532, %539
  %541 = and i1 %535, %539
  %542 = xor i1 %527, %541
  %543 = xor i1 %530, %541
  %544 = xor i1 %533, %541
  %545 = xor i1 %287, %540
  %546 = and i1 %535, %545
  %547 = zext i1 %541 to i32
  %548 = select i1 %36, i32 %251, i32 0
  %549 = select i1 %36, i32 %250, i32 0
  %550 = select i1 %36, i32 %249, i32 0
  %551 = select i1 %36, i32 %248, i32 0
  %552 = zext i1 %542 to i32
  %553 = zext i1 %543 to i32
  %554 = zext i1 %544 to i32
  %555 = zext i1 %546 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %547, i32 %548, i32 %549, i32 %550, i32 %551, ptr addrspace(1) %525, i32 %552, i32 %553, i32 %554, i32 %555) #4
  %556 = or disjoint i32 %283, 32
  %557 = add i32 %282, %556
  %558 = sext i32 %557 to i64
  %559 = getelementptr float, ptr addrspace(1) %2, i64 %558
  %560 = icmp slt i32 %556, %4
  %561 = and i1 %287, %560
  %562 = or disjoint i32 %283, 33
  %563 = icmp slt i32 %562, %4
  %564 = and i1 %287, %563
  %565 = or disjoint i32 %283, 34
  %566 = icmp slt i32 %565, %4
  %567 = and i1 %287, %566
  %568 = or disjoint i32 %283, 35
  %569 = icmp slt i32 %568, %4
  %570 = ptrtoint ptr addrspace(1) %559 to i64
  %571 = and i64 %570, 15
  %572 = icmp eq i64 %571, 0
  %573 = and i1 %561, %572
  %574 = and i1 %566, %573
  %575 = and i1 %569, %573
  %576 = xor i1 %561, %575
  %577 = xor i1 %564, %575
  %578 = xor i1 %567, %575
  %579 = xor i1 %287, %574
  %580 = and i1 %569, %579
  %581 = zext i1 %575 to i32
  %582 = select i1 %36, i32 %247, i32 0
  %583 = select i1 %36, i32 %246, i32 0
  %584 = select i1 %36, i32 %245, i32 0
  %585 = select i1 %36, i32 %244, i32 0
  %586 = zext i1 %576 to i32
  %587 = zext i1 %577 to i32
  %588 = zext i1 %578 to i32
  %589 = zext i1 %580 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %581, i32 %582, i32 %583, i32 %584, i32 %585, ptr addrspace(1) %559, i32 %586, i32 %587, i32 %588, i32 %589) #4
  %590 = or disjoint i32 %283, 36
  %591 = add i32 %282, %590
  %592 = sext i32 %591 to i64
  %593 = getelementptr float, ptr addrspace(1) %2, i64 %592
  %594 = icmp slt i32 %590, %4
  %595 = and i1 %287, %594
  %596 = or disjoint i32 %283, 37
  %597 = icmp slt i32 %596, %4
  %598 = and i1 %287, %597
  %599 = or disjoint i32 %283, 38
  %600 = icmp slt i32 %599, %4
  %601 = and i1 %287, %600
  %602 = or disjoint i32 %283, 39
  %603 = icmp slt i32 %602, %4
  %604 = ptrtoint ptr addrspace(1) %593 to i64
  %605 = and i64 %604, 15
  %606 = icmp eq i64 %605, 0
  %607 = and i1 %595, %606
  %608 = and i1 %600, %607
  %609 = and i1 %603, %607
  %610 = xor i1 %595, %609
  %611 = xor i1 %598, %609
  %612 = xor i1 %601, %609
  %613 = xor i1 %287, %608
  %614 = and i1 %603, %613
  %615 = zext i1 %609 to i32
  %616 = select i1 %36, i32 %243, i32 0
  %617 = select i1 %36, i32 %242, i32 0
  %618 = select i1 %36, i32 %241, i32 0
  %619 = select i1 %36, i32 %240, i32 0
  %620 = zext i1 %610 to i32
  %621 = zext i1 %611 to i32
  %622 = zext i1 %612 to i32
  %623 = zext i1 %614 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %615, i32 %616, i32 %617, i32 %618, i32 %619, ptr addrspace(1) %593, i32 %620, i32 %621, i32 %622, i32 %623) #4
  %624 = or disjoint i32 %283, 40
  %625 = add i32 %282, %624
  %626 = sext i32 %625 to i64
  %627 = getelementptr float, ptr addrspace(1) %2, i64 %626
  %628 = icmp slt i32 %624, %4
  %629 = and i1 %287, %628
  %630 = or disjoint i32 %283, 41
  %631 = icmp slt i32 %630, %4
  %632 = and i1 %287, %631
  %633 = or disjoint i32 %283, 42
  %634 = icmp slt i32 %633, %4
  %635 = and i1 %287, %634
  %636 = or disjoint i32 %283, 43
  %637 = icmp slt i32 %636, %4
  %638 = ptrtoint ptr addrspace(1) %627 to i64
  %639 = and i64 %638, 15
  %640 = icmp eq i64 %639, 0
  %641 = and i1 %629, %640
  %642 = and i1 %634, %641
  %643 = and i1 %637, %641
  %644 = xor i1 %629, %643
  %645 = xor i1 %632, %643
  %646 = xor i1 %635, %643
  %647 = xor i1 %287, %642
  %648 = and i1 %637, %647
  %649 = zext i1 %643 to i32
  %650 = select i1 %36, i32 %239, i32 0
  %651 = select i1 %36, i32 %238, i32 0
  %652 = select i1 %36, i32 %237, i32 0
  %653 = select i1 %36, i32 %236, i32 0
  %654 = zext i1 %644 to i32
  %655 = zext i1 %645 to i32
  %656 = zext i1 %646 to i32
  %657 = zext i1 %648 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %649, i32 %650, i32 %651, i32 %652, i32 %653, ptr addrspace(1) %627, i32 %654, i32 %655, i32 %656, i32 %657) #4
  %658 = or disjoint i32 %283, 44
  %659 = add i32 %282, %658
  %660 = sext i32 %659 to i64
  %661 = getelementptr float, ptr addrspace(1) %2, i64 %660
  %662 = icmp slt i32 %658, %4
  %663 = and i1 %287, %662
  %664 = or disjoint i32 %283, 45
  %665 = icmp slt i32 %664, %4
  %666 = and i1 %287, %665
  %667 = or disjoint i32 %283, 46
  %668 = icmp slt i32 %667, %4
  %669 = and i1 %287, %668
  %670 = or disjoint i32 %283, 47
  %671 = icmp slt i32 %670, %4
  %672 = ptrtoint ptr addrspace(1) %661 to i64
  %673 = and i64 %672, 15
  %674 = icmp eq i64 %673, 0
  %675 = and i1 %663, %674
  %676 = and i1 %668, %675
  %677 = and i1 %671, %675
  %678 = xor i1 %663, %677
  %679 = xor i1 %666, %677
  %680 = xor i1 %669, %677
  %681 = xor i1 %287, %676
  %682 = and i1 %671, %681
  %683 = zext i1 %677 to i32
  %684 = select i1 %36, i32 %235, i32 0
  %685 = select i1 %36, i32 %234, i32 0
  %686 = select i1 %36, i32 %233, i32 0
  %687 = select i1 %36, i32 %232, i32 0
  %688 = zext i1 %678 to i32
  %689 = zext i1 %679 to i32
  %690 = zext i1 %680 to i32
  %691 = zext i1 %682 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %683, i32 %684, i32 %685, i32 %686, i32 %687, ptr addrspace(1) %661, i32 %688, i32 %689, i32 %690, i32 %691) #4
  %692 = or disjoint i32 %283, 48
  %693 = add i32 %282, %692
  %694 = sext i32 %693 to i64
  %695 = getelementptr float, ptr addrspace(1) %2, i64 %694
  %696 = icmp slt i32 %692, %4
  %697 = and i1 %287, %696
  %698 = or disjoint i32 %283, 49
  %699 = icmp slt i32 %698, %4
  %700 = and i1 %287, %699
  %701 = or disjoint i32 %283, 50
  %702 = icmp slt i32 %701, %4
  %703 = and i1 %287, %702
  %704 = or disjoint i32 %283, 51
  %705 = icmp slt i32 %704, %4
  %706 = ptrtoint ptr addrspace(1) %695 to i64
  %707 = and i64 %706, 15
  %708 = icmp eq i64 %707, 0
  %709 = and i1 %697, %708
  %710 = and i1 %702, %709
  %711 = and i1 %705, %709
  %712 = xor i1 %697, %711
  %713 = xor i1 %700, %711
  %714 = xor i1 %703, %711
  %715 = xor i1 %287, %710
  %716 = and i1 %705, %715
  %717 = zext i1 %711 to i32
  %718 = select i1 %36, i32 %231, i32 0
  %719 = select i1 %36, i32 %230, i32 0
  %720 = select i1 %36, i32 %229, i32 0
  %721 = select i1 %36, i32 %228, i32 0
  %722 = zext i1 %712 to i32
  %723 = zext i1 %713 to i32
  %724 = zext i1 %714 to i32
  %725 = zext i1 %716 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %717, i32 %718, i32 %719, i32 %720, i32 %721, ptr addrspace(1) %695, i32 %722, i32 %723, i32 %724, i32 %725) #4
  %726 = or disjoint i32 %283, 52
  %727 = add i32 %282, %726
  %728 = sext i32 %727 to i64
  %729 = getelementptr float, ptr addrspace(1) %2, i64 %728
  %730 = icmp slt i32 %726, %4
  %731 = and i1 %287, %730
  %732 = or disjoint i32 %283, 53
  %733 = icmp slt i32 %732, %4
  %734 = and i1 %287, %733
  %735 = or disjoint i32 %283, 54
  %736 = icmp slt i32 %735, %4
  %737 = and i1 %287, %736
  %738 = or disjoint i32 %283, 55
  %739 = icmp slt i32 %738, %4
  %740 = ptrtoint ptr addrspace(1) %729 to i64
  %741 = and i64 %740, 15
  %742 = icmp eq i64 %741, 0
  %743 = and i1 %731, %742
  %744 = and i1 %736, %743
  %745 = and i1 %739, %743
  %746 = xor i1 %731, %745
  %747 = xor i1 %734, %745
  %748 = xor i1 %737, %745
  %749 = xor i1 %287, %744
  %750 = and i1 %739, %749
  %751 = zext i1 %745 to i32
  %752 = select i1 %36, i32 %227, i32 0
  %753 = select i1 %36, i32 %226, i32 0
  %754 = select i1 %36, i32 %225, i32 0
  %755 = select i1 %36, i32 %224, i32 0
  %756 = zext i1 %746 to i32
  %757 = zext i1 %747 to i32
  %758 = zext i1 %748 to i32
  %759 = zext i1 %750 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %751, i32 %752, i32 %753, i32 %754, i32 %755, ptr addrspace(1) %729, i32 %756, i32 %757, i32 %758, i32 %759) #4
  %760 = or disjoint i32 %283, 56
  %761 = add i32 %282, %760
  %762 = sext i32 %761 to i64
  %763 = getelementptr float, ptr addrspace(1) %2, i64 %762
  %764 = icmp slt i32 %760, %4
  %765 = and i1 %287, %764
  %766 = or disjoint i32 %283, 57
  %767 = icmp slt i32 %766, %4
  %768 = and i1 %287, %767
  %769 = or disjoint i32 %283, 58
  %770 = icmp slt i32 %769, %4
  %771 = and i1 %287, %770
  %772 = or disjoint i32 %283, 59
  %773 = icmp slt i32 %772, %4
  %774 = ptrtoint ptr addrspace(1) %763 to i64
  %775 = and i64 %774, 15
  %776 = icmp eq i64 %775, 0
  %777 = and i1 %765, %776
  %778 = and i1 %770, %777
  %779 = and i1 %773, %777
  %780 = xor i1 %765, %779
  %781 = xor i1 %768, %779
  %782 = xor i1 %771, %779
  %783 = xor i1 %287, %778
  %784 = and i1 %773, %783
  %785 = zext i1 %779 to i32
  %786 = select i1 %36, i32 %223, i32 0
  %787 = select i1 %36, i32 %222, i32 0
  %788 = select i1 %36, i32 %221, i32 0
  %789 = select i1 %36, i32 %220, i32 0
  %790 = zext i1 %780 to i32
  %791 = zext i1 %781 to i32
  %792 = zext i1 %782 to i32
  %793 = zext i1 %784 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %785, i32 %786, i32 %787, i32 %788, i32 %789, ptr addrspace(1) %763, i32 %790, i32 %791, i32 %792, i32 %793) #4
  %794 = or disjoint i32 %283, 60
  %795 = add i32 %282, %794
  %796 = sext i32 %795 to i64
  %797 = getelementptr float, ptr addrspace(1) %2, i64 %796
  %798 = icmp slt i32 %794, %4
  %799 = and i1 %287, %798
  %800 = or disjoint i32 %283, 61
  %801 = icmp slt i32 %800, %4
  %802 = and i1 %287, %801
  %803 = or disjoint i32 %283, 62
  %804 = icmp slt i32 %803, %4
  %805 = and i1 %287, %804
  %806 = or disjoint i32 %283, 63
  %807 = icmp slt i32 %806, %4
  %808 = ptrtoint ptr addrspace(1) %797 to i64
  %809 = and i64 %808, 15
  %810 = icmp eq i64 %809, 0
  %811 = and i1 %799, %810
  %812 = and i1 %804, %811
  %813 = and i1 %807, %811
  %814 = xor i1 %799, %813
  %815 = xor i1 %802, %813
  %816 = xor i1 %805, %813
  %817 = xor i1 %287, %812
  %818 = and i1 %807, %817
  %819 = zext i1 %813 to i32
  %820 = select i1 %36, i32 %219, i32 0
  %821 = select i1 %36, i32 %218, i32 0
  %822 = select i1 %36, i32 %217, i32 0
  %823 = select i1 %36, i32 %216, i32 0
  %824 = zext i1 %814 to i32
  %825 = zext i1 %815 to i32
  %826 = zext i1 %816 to i32
  %827 = zext i1 %818 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %819, i32 %820, i32 %821, i32 %822, i32 %823, ptr addrspace(1) %797, i32 %824, i32 %825, i32 %826, i32 %827) #4
  %828 = or disjoint i32 %283, 64
  %829 = add i32 %282, %828
  %830 = sext i32 %829 to i64
  %831 = getelementptr float, ptr addrspace(1) %2, i64 %830
  %832 = icmp slt i32 %828, %4
  %833 = and i1 %287, %832
  %834 = or disjoint i32 %283, 65
  %835 = icmp slt i32 %834, %4
  %836 = and i1 %287, %835
  %837 = or disjoint i32 %283, 66
  %838 = icmp slt i32 %837, %4
  %839 = and i1 %287, %838
  %840 = or disjoint i32 %283, 67
  %841 = icmp slt i32 %840, %4
  %842 = ptrtoint ptr addrspace(1) %831 to i64
  %843 = and i64 %842, 15
  %844 = icmp eq i64 %843, 0
  %845 = and i1 %833, %844
  %846 = and i1 %838, %845
  %847 = and i1 %841, %845
  %848 = xor i1 %833, %847
  %849 = xor i1 %836, %847
  %850 = xor i1 %839, %847
  %851 = xor i1 %287, %846
  %852 = and i1 %841, %851
  %853 = zext i1 %847 to i32
  %854 = select i1 %36, i32 %215, i32 0
  %855 = select i1 %36, i32 %214, i32 0
  %856 = select i1 %36, i32 %213, i32 0
  %857 = select i1 %36, i32 %212, i32 0
  %858 = zext i1 %848 to i32
  %859 = zext i1 %849 to i32
  %860 = zext i1 %850 to i32
  %861 = zext i1 %852 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %853, i32 %854, i32 %855, i32 %856, i32 %857, ptr addrspace(1) %831, i32 %858, i32 %859, i32 %860, i32 %861) #4
  %862 = or disjoint i32 %283, 68
  %863 = add i32 %282, %862
  %864 = sext i32 %863 to i64
  %865 = getelementptr float, ptr addrspace(1) %2, i64 %864
  %866 = icmp slt i32 %862, %4
  %867 = and i1 %287, %866
  %868 = or disjoint i32 %283, 69
  %869 = icmp slt i32 %868, %4
  %870 = and i1 %287, %869
  %871 = or disjoint i32 %283, 70
  %872 = icmp slt i32 %871, %4
  %873 = and i1 %287, %872
  %874 = or disjoint i32 %283, 71
  %875 = icmp slt i32 %874, %4
  %876 = ptrtoint ptr addrspace(1) %865 to i64
  %877 = and i64 %876, 15
  %878 = icmp eq i64 %877, 0
  %879 = and i1 %867, %878
  %880 = and i1 %872, %879
  %881 = and i1 %875, %879
  %882 = xor i1 %867, %881
  %883 = xor i1 %870, %881
  %884 = xor i1 %873, %881
  %885 = xor i1 %287, %880
  %886 = and i1 %875, %885
  %887 = zext i1 %881 to i32
  %888 = select i1 %36, i32 %211, i32 0
  %889 = select i1 %36, i32 %210, i32 0
  %890 = select i1 %36, i32 %209, i32 0
  %891 = select i1 %36, i32 %208, i32 0
  %892 = zext i1 %882 to i32
  %893 = zext i1 %883 to i32
  %894 = zext i1 %884 to i32
  %895 = zext i1 %886 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %887, i32 %888, i32 %889, i32 %890, i32 %891, ptr addrspace(1) %865, i32 %892, i32 %893, i32 %894, i32 %895) #4
  %896 = or disjoint i32 %283, 72
  %897 = add i32 %282, %896
  %898 = sext i32 %897 to i64
  %899 = getelementptr float, ptr addrspace(1) %2, i64 %898
  %900 = icmp slt i32 %896, %4
  %901 = and i1 %287, %900
  %902 = or disjoint i32 %283, 73
  %903 = icmp slt i32 %902, %4
  %904 = and i1 %287, %903
  %905 = or disjoint i32 %283, 74
  %906 = icmp slt i32 %905, %4
  %907 = and i1 %287, %906
  %908 = or disjoint i32 %283, 75
  %909 = icmp slt i32 %908, %4
  %910 = ptrtoint ptr addrspace(1) %899 to i64
  %911 = and i64 %910, 15
  %912 = icmp eq i64 %911, 0
  %913 = and i1 %901, %912
  %914 = and i1 %906, %913
  %915 = and i1 %909, %913
  %916 = xor i1 %901, %915
  %917 = xor i1 %904, %915
  %918 = xor i1 %907, %915
  %919 = xor i1 %287, %914
  %920 = and i1 %909, %919
  %921 = zext i1 %915 to i32
  %922 = select i1 %36, i32 %207, i32 0
  %923 = select i1 %36, i32 %206, i32 0
  %924 = select i1 %36, i32 %205, i32 0
  %925 = select i1 %36, i32 %204, i32 0
  %926 = zext i1 %916 to i32
  %927 = zext i1 %917 to i32
  %928 = zext i1 %918 to i32
  %929 = zext i1 %920 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %921, i32 %922, i32 %923, i32 %924, i32 %925, ptr addrspace(1) %899, i32 %926, i32 %927, i32 %928, i32 %929) #4
  %930 = or disjoint i32 %283, 76
  %931 = add i32 %282, %930
  %932 = sext i32 %931 to i64
  %933 = getelementptr float, ptr addrspace(1) %2, i64 %932
  %934 = icmp slt i32 %930, %4
  %935 = and i1 %287, %934
  %936 = or disjoint i32 %283, 77
  %937 = icmp slt i32 %936, %4
  %938 = and i1 %287, %937
  %939 = or disjoint i32 %283, 78
  %940 = icmp slt i32 %939, %4
  %941 = and i1 %287, %940
  %942 = or disjoint i32 %283, 79
  %943 = icmp slt i32 %942, %4
  %944 = ptrtoint ptr addrspace(1) %933 to i64
  %945 = and i64 %944, 15
  %946 = icmp eq i64 %945, 0
  %947 = and i1 %935, %946
  %948 = and i1 %940, %947
  %949 = and i1 %943, %947
  %950 = xor i1 %935, %949
  %951 = xor i1 %938, %949
  %952 = xor i1 %941, %949
  %953 = xor i1 %287, %948
  %954 = and i1 %943, %953
  %955 = zext i1 %949 to i32
  %956 = select i1 %36, i32 %203, i32 0
  %957 = select i1 %36, i32 %202, i32 0
  %958 = select i1 %36, i32 %201, i32 0
  %959 = select i1 %36, i32 %200, i32 0
  %960 = zext i1 %950 to i32
  %961 = zext i1 %951 to i32
  %962 = zext i1 %952 to i32
  %963 = zext i1 %954 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %955, i32 %956, i32 %957, i32 %958, i32 %959, ptr addrspace(1) %933, i32 %960, i32 %961, i32 %962, i32 %963) #4
  %964 = or disjoint i32 %283, 80
  %965 = add i32 %282, %964
  %966 = sext i32 %965 to i64
  %967 = getelementptr float, ptr addrspace(1) %2, i64 %966
  %968 = icmp slt i32 %964, %4
  %969 = and i1 %287, %968
  %970 = or disjoint i32 %283, 81
  %971 = icmp slt i32 %970, %4
  %972 = and i1 %287, %971
  %973 = or disjoint i32 %283, 82
  %974 = icmp slt i32 %973, %4
  %975 = and i1 %287, %974
  %976 = or disjoint i32 %283, 83
  %977 = icmp slt i32 %976, %4
  %978 = ptrtoint ptr addrspace(1) %967 to i64
  %979 = and i64 %978, 15
  %980 = icmp eq i64 %979, 0
  %981 = and i1 %969, %980
  %982 = and i1 %974, %981
  %983 = and i1 %977, %981
  %984 = xor i1 %969, %983
  %985 = xor i1 %972, %983
  %986 = xor i1 %975, %983
  %987 = xor i1 %287, %982
  %988 = and i1 %977, %987
  %989 = zext i1 %983 to i32
  %990 = select i1 %36, i32 %199, i32 0
  %991 = select i1 %36, i32 %198, i32 0
  %992 = select i1 %36, i32 %197, i32 0
  %993 = select i1 %36, i32 %196, i32 0
  %994 = zext i1 %984 to i32
  %995 = zext i1 %985 to i32
  %996 = zext i1 %986 to i32
  %997 = zext i1 %988 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %989, i32 %990, i32 %991, i32 %992, i32 %993, ptr addrspace(1) %967, i32 %994, i32 %995, i32 %996, i32 %997) #4
  %998 = or disjoint i32 %283, 84
  %999 = add i32 %282, %998
  %1000 = sext i32 %999 to i64
  %1001 = getelementptr float, ptr addrspace(1) %2, i64 %1000
  %1002 = icmp slt i32 %998, %4
  %1003 = and i1 %287, %1002
  %1004 = or disjoint i32 %283, 85
  %1005 = icmp slt i32 %1004, %4
  %1006 = and i1 %287, %1005
  %1007 = or disjoint i32 %283, 86
  %1008 = icmp slt i32 %1007, %4
  %1009 = and i1 %287, %1008
  %1010 = or disjoint i32 %283, 87
  %1011 = icmp slt i32 %1010, %4
  %1012 = ptrtoint ptr addrspace(1) %1001 to i64
  %1013 = and i64 %1012, 15
  %1014 = icmp eq i64 %1013, 0
  %1015 = and i1 %1003, %1014
  %1016 = and i1 %1008, %1015
  %1017 = and i1 %1011, %1015
  %1018 = xor i1 %1003, %1017
  %1019 = xor i1 %1006, %1017
  %1020 = xor i1 %1009, %1017
  %1021 = xor i1 %287, %1016
  %1022 = and i1 %1011, %1021
  %1023 = zext i1 %1017 to i32
  %1024 = select i1 %36, i32 %195, i32 0
  %1025 = select i1 %36, i32 %194, i32 0
  %1026 = select i1 %36, i32 %193, i32 0
  %1027 = select i1 %36, i32 %192, i32 0
  %1028 = zext i1 %1018 to i32
  %1029 = zext i1 %1019 to i32
  %1030 = zext i1 %1020 to i32
  %1031 = zext i1 %1022 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1023, i32 %1024, i32 %1025, i32 %1026, i32 %1027, ptr addrspace(1) %1001, i32 %1028, i32 %1029, i32 %1030, i32 %1031) #4
  %1032 = or disjoint i32 %283, 88
  %1033 = add i32 %282, %1032
  %1034 = sext i32 %1033 to i64
  %1035 = getelementptr float, ptr addrspace(1) %2, i64 %1034
  %1036 = icmp slt i32 %1032, %4
  %1037 = and i1 %287, %1036
  %1038 = or disjoint i32 %283, 89
  %1039 = icmp slt i32 %1038, %4
  %1040 = and i1 %287, %1039
  %1041 = or disjoint i32 %283, 90
  %1042 = icmp slt i32 %1041, %4
  %1043 = and i1 %287, %1042
  %1044 = or disjoint i32 %283, 91
  %1045 = icmp slt i32 %1044, %4
  %1046 = ptrtoint ptr addrspace(1) %1035 to i64
  %1047 = and i64 %1046, 15
  %1048 = icmp eq i64 %1047, 0
  %1049 = and i1 %1037, %1048
  %1050 = and i1 %1042, %1049
  %1051 = and i1 %1045, %1049
  %1052 = xor i1 %1037, %1051
  %1053 = xor i1 %1040, %1051
  %1054 = xor i1 %1043, %1051
  %1055 = xor i1 %287, %1050
  %1056 = and i1 %1045, %1055
  %1057 = zext i1 %1051 to i32
  %1058 = select i1 %36, i32 %191, i32 0
  %1059 = select i1 %36, i32 %190, i32 0
  %1060 = select i1 %36, i32 %189, i32 0
  %1061 = select i1 %36, i32 %188, i32 0
  %1062 = zext i1 %1052 to i32
  %1063 = zext i1 %1053 to i32
  %1064 = zext i1 %1054 to i32
  %1065 = zext i1 %1056 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1057, i32 %1058, i32 %1059, i32 %1060, i32 %1061, ptr addrspace(1) %1035, i32 %1062, i32 %1063, i32 %1064, i32 %1065) #4
  %1066 = or disjoint i32 %283, 92
  %1067 = add i32 %282, %1066
  %1068 = sext i32 %1067 to i64
  %1069 = getelementptr float, ptr addrspace(1) %2, i64 %1068
  %1070 = icmp slt i32 %1066, %4
  %1071 = and i1 %287, %1070
  %1072 = or disjoint i32 %283, 93
  %1073 = icmp slt i32 %1072, %4
  %1074 = and i1 %287, %1073
  %1075 = or disjoint i32 %283, 94
  %1076 = icmp slt i32 %1075, %4
  %1077 = and i1 %287, %1076
  %1078 = or disjoint i32 %283, 95
  %1079 = icmp slt i32 %1078, %4
  %1080 = ptrtoint ptr addrspace(1) %1069 to i64
  %1081 = and i64 %1080, 15
  %1082 = icmp eq i64 %1081, 0
  %1083 = and i1 %1071, %1082
  %1084 = and i1 %1076, %1083
  %1085 = and i1 %1079, %1083
  %1086 = xor i1 %1071, %1085
  %1087 = xor i1 %1074, %1085
  %1088 = xor i1 %1077, %1085
  %1089 = xor i1 %287, %1084
  %1090 = and i1 %1079, %1089
  %1091 = zext i1 %1085 to i32
  %1092 = select i1 %36, i32 %187, i32 0
  %1093 = select i1 %36, i32 %186, i32 0
  %1094 = select i1 %36, i32 %185, i32 0
  %1095 = select i1 %36, i32 %184, i32 0
  %1096 = zext i1 %1086 to i32
  %1097 = zext i1 %1087 to i32
  %1098 = zext i1 %1088 to i32
  %1099 = zext i1 %1090 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1091, i32 %1092, i32 %1093, i32 %1094, i32 %1095, ptr addrspace(1) %1069, i32 %1096, i32 %1097, i32 %1098, i32 %1099) #4
  %1100 = or disjoint i32 %283, 96
  %1101 = add i32 %282, %1100
  %1102 = sext i32 %1101 to i64
  %1103 = getelementptr float, ptr addrspace(1) %2, i64 %1102
  %1104 = icmp slt i32 %1100, %4
  %1105 = and i1 %287, %1104
  %1106 = or disjoint i32 %283, 97
  %1107 = icmp slt i32 %1106, %4
  %1108 = and i1 %287, %1107
  %1109 = or disjoint i32 %283, 98
  %1110 = icmp slt i32 %1109, %4
  %1111 = and i1 %287, %1110
  %1112 = or disjoint i32 %283, 99
  %1113 = icmp slt i32 %1112, %4
  %1114 = ptrtoint ptr addrspace(1) %1103 to i64
  %1115 = and i64 %1114, 15
  %1116 = icmp eq i64 %1115, 0
  %1117 = and i1 %1105, %1116
  %1118 = and i1 %1110, %1117
  %1119 = and i1 %1113, %1117
  %1120 = xor i1 %1105, %1119
  %1121 = xor i1 %1108, %1119
  %1122 = xor i1 %1111, %1119
  %1123 = xor i1 %287, %1118
  %1124 = and i1 %1113, %1123
  %1125 = zext i1 %1119 to i32
  %1126 = select i1 %36, i32 %183, i32 0
  %1127 = select i1 %36, i32 %182, i32 0
  %1128 = select i1 %36, i32 %181, i32 0
  %1129 = select i1 %36, i32 %180, i32 0
  %1130 = zext i1 %1120 to i32
  %1131 = zext i1 %1121 to i32
  %1132 = zext i1 %1122 to i32
  %1133 = zext i1 %1124 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1125, i32 %1126, i32 %1127, i32 %1128, i32 %1129, ptr addrspace(1) %1103, i32 %1130, i32 %1131, i32 %1132, i32 %1133) #4
  %1134 = or disjoint i32 %283, 100
  %1135 = add i32 %282, %1134
  %1136 = sext i32 %1135 to i64
  %1137 = getelementptr float, ptr addrspace(1) %2, i64 %1136
  %1138 = icmp slt i32 %1134, %4
  %1139 = and i1 %287, %1138
  %1140 = or disjoint i32 %283, 101
  %1141 = icmp slt i32 %1140, %4
  %1142 = and i1 %287, %1141
  %1143 = or disjoint i32 %283, 102
  %1144 = icmp slt i32 %1143, %4
  %1145 = and i1 %287, %1144
  %1146 = or disjoint i32 %283, 103
  %1147 = icmp slt i32 %1146, %4
  %1148 = ptrtoint ptr addrspace(1) %1137 to i64
  %1149 = and i64 %1148, 15
  %1150 = icmp eq i64 %1149, 0
  %1151 = and i1 %1139, %1150
  %1152 = and i1 %1144, %1151
  %1153 = and i1 %1147, %1151
  %1154 = xor i1 %1139, %1153
  %1155 = xor i1 %1142, %1153
  %1156 = xor i1 %1145, %1153
  %1157 = xor i1 %287, %1152
  %1158 = and i1 %1147, %1157
  %1159 = zext i1 %1153 to i32
  %1160 = select i1 %36, i32 %179, i32 0
  %1161 = select i1 %36, i32 %178, i32 0
  %1162 = select i1 %36, i32 %177, i32 0
  %1163 = select i1 %36, i32 %176, i32 0
  %1164 = zext i1 %1154 to i32
  %1165 = zext i1 %1155 to i32
  %1166 = zext i1 %1156 to i32
  %1167 = zext i1 %1158 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1159, i32 %1160, i32 %1161, i32 %1162, i32 %1163, ptr addrspace(1) %1137, i32 %1164, i32 %1165, i32 %1166, i32 %1167) #4
  %1168 = or disjoint i32 %283, 104
  %1169 = add i32 %282, %1168
  %1170 = sext i32 %1169 to i64
  %1171 = getelementptr float, ptr addrspace(1) %2, i64 %1170
  %1172 = icmp slt i32 %1168, %4
  %1173 = and i1 %287, %1172
  %1174 = or disjoint i32 %283, 105
  %1175 = icmp slt i32 %1174, %4
  %1176 = and i1 %287, %1175
  %1177 = or disjoint i32 %283, 106
  %1178 = icmp slt i32 %1177, %4
  %1179 = and i1 %287, %1178
  %1180 = or disjoint i32 %283, 107
  %1181 = icmp slt i32 %1180, %4
  %1182 = ptrtoint ptr addrspace(1) %1171 to i64
  %1183 = and i64 %1182, 15
  %1184 = icmp eq i64 %1183, 0
  %1185 = and i1 %1173, %1184
  %1186 = and i1 %1178, %1185
  %1187 = and i1 %1181, %1185
  %1188 = xor i1 %1173, %1187
  %1189 = xor i1 %1176, %1187
  %1190 = xor i1 %1179, %1187
  %1191 = xor i1 %287, %1186
  %1192 = and i1 %1181, %1191
  %1193 = zext i1 %1187 to i32
  %1194 = select i1 %36, i32 %175, i32 0
  %1195 = select i1 %36, i32 %174, i32 0
  %1196 = select i1 %36, i32 %173, i32 0
  %1197 = select i1 %36, i32 %172, i32 0
  %1198 = zext i1 %1188 to i32
  %1199 = zext i1 %1189 to i32
  %1200 = zext i1 %1190 to i32
  %1201 = zext i1 %1192 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1193, i32 %1194, i32 %1195, i32 %1196, i32 %1197, ptr addrspace(1) %1171, i32 %1198, i32 %1199, i32 %1200, i32 %1201) #4
  %1202 = or disjoint i32 %283, 108
  %1203 = add i32 %282, %1202
  %1204 = sext i32 %1203 to i64
  %1205 = getelementptr float, ptr addrspace(1) %2, i64 %1204
  %1206 = icmp slt i32 %1202, %4
  %1207 = and i1 %287, %1206
  %1208 = or disjoint i32 %283, 109
  %1209 = icmp slt i32 %1208, %4
  %1210 = and i1 %287, %1209
  %1211 = or disjoint i32 %283, 110
  %1212 = icmp slt i32 %1211, %4
  %1213 = and i1 %287, %1212
  %1214 = or disjoint i32 %283, 111
  %1215 = icmp slt i32 %1214, %4
  %1216 = ptrtoint ptr addrspace(1) %1205 to i64
  %1217 = and i64 %1216, 15
  %1218 = icmp eq i64 %1217, 0
  %1219 = and i1 %1207, %1218
  %1220 = and i1 %1212, %1219
  %1221 = and i1 %1215, %1219
  %1222 = xor i1 %1207, %1221
  %1223 = xor i1 %1210, %1221
  %1224 = xor i1 %1213, %1221
  %1225 = xor i1 %287, %1220
  %1226 = and i1 %1215, %1225
  %1227 = zext i1 %1221 to i32
  %1228 = select i1 %36, i32 %171, i32 0
  %1229 = select i1 %36, i32 %170, i32 0
  %1230 = select i1 %36, i32 %169, i32 0
  %1231 = select i1 %36, i32 %168, i32 0
  %1232 = zext i1 %1222 to i32
  %1233 = zext i1 %1223 to i32
  %1234 = zext i1 %1224 to i32
  %1235 = zext i1 %1226 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1227, i32 %1228, i32 %1229, i32 %1230, i32 %1231, ptr addrspace(1) %1205, i32 %1232, i32 %1233, i32 %1234, i32 %1235) #4
  %1236 = or disjoint i32 %283, 112
  %1237 = add i32 %282, %1236
  %1238 = sext i32 %1237 to i64
  %1239 = getelementptr float, ptr addrspace(1) %2, i64 %1238
  %1240 = icmp slt i32 %1236, %4
  %1241 = and i1 %287, %1240
  %1242 = or disjoint i32 %283, 113
  %1243 = icmp slt i32 %1242, %4
  %1244 = and i1 %287, %1243
  %1245 = or disjoint i32 %283, 114
  %1246 = icmp slt i32 %1245, %4
  %1247 = and i1 %287, %1246
  %1248 = or disjoint i32 %283, 115
  %1249 = icmp slt i32 %1248, %4
  %1250 = ptrtoint ptr addrspace(1) %1239 to i64
  %1251 = and i64 %1250, 15
  %1252 = icmp eq i64 %1251, 0
  %1253 = and i1 %1241, %1252
  %1254 = and i1 %1246, %1253
  %1255 = and i1 %1249, %1253
  %1256 = xor i1 %1241, %1255
  %1257 = xor i1 %1244, %1255
  %1258 = xor i1 %1247, %1255
  %1259 = xor i1 %287, %1254
  %1260 = and i1 %1249, %1259
  %1261 = zext i1 %1255 to i32
  %1262 = select i1 %36, i32 %167, i32 0
  %1263 = select i1 %36, i32 %166, i32 0
  %1264 = select i1 %36, i32 %165, i32 0
  %1265 = select i1 %36, i32 %164, i32 0
  %1266 = zext i1 %1256 to i32
  %1267 = zext i1 %1257 to i32
  %1268 = zext i1 %1258 to i32
  %1269 = zext i1 %1260 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1261, i32 %1262, i32 %1263, i32 %1264, i32 %1265, ptr addrspace(1) %1239, i32 %1266, i32 %1267, i32 %1268, i32 %1269) #4
  %1270 = or disjoint i32 %283, 116
  %1271 = add i32 %282, %1270
  %1272 = sext i32 %1271 to i64
  %1273 = getelementptr float, ptr addrspace(1) %2, i64 %1272
  %1274 = icmp slt i32 %1270, %4
  %1275 = and i1 %287, %1274
  %1276 = or disjoint i32 %283, 117
  %1277 = icmp slt i32 %1276, %4
  %1278 = and i1 %287, %1277
  %1279 = or disjoint i32 %283, 118
  %1280 = icmp slt i32 %1279, %4
  %1281 = and i1 %287, %1280
  %1282 = or disjoint i32 %283, 119
  %1283 = icmp slt i32 %1282, %4
  %1284 = ptrtoint ptr addrspace(1) %1273 to i64
  %1285 = and i64 %1284, 15
  %1286 = icmp eq i64 %1285, 0
  %1287 = and i1 %1275, %1286
  %1288 = and i1 %1280, %1287
  %1289 = and i1 %1283, %1287
  %1290 = xor i1 %1275, %1289
  %1291 = xor i1 %1278, %1289
  %1292 = xor i1 %1281, %1289
  %1293 = xor i1 %287, %1288
  %1294 = and i1 %1283, %1293
  %1295 = zext i1 %1289 to i32
  %1296 = select i1 %36, i32 %163, i32 0
  %1297 = select i1 %36, i32 %162, i32 0
  %1298 = select i1 %36, i32 %161, i32 0
  %1299 = select i1 %36, i32 %160, i32 0
  %1300 = zext i1 %1290 to i32
  %1301 = zext i1 %1291 to i32
  %1302 = zext i1 %1292 to i32
  %1303 = zext i1 %1294 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1295, i32 %1296, i32 %1297, i32 %1298, i32 %1299, ptr addrspace(1) %1273, i32 %1300, i32 %1301, i32 %1302, i32 %1303) #4
  %1304 = or disjoint i32 %283, 120
  %1305 = add i32 %282, %1304
  %1306 = sext i32 %1305 to i64
  %1307 = getelementptr float, ptr addrspace(1) %2, i64 %1306
  %1308 = icmp slt i32 %1304, %4
  %1309 = and i1 %287, %1308
  %1310 = or disjoint i32 %283, 121
  %1311 = icmp slt i32 %1310, %4
  %1312 = and i1 %287, %1311
  %1313 = or disjoint i32 %283, 122
  %1314 = icmp slt i32 %1313, %4
  %1315 = and i1 %287, %1314
  %1316 = or disjoint i32 %283, 123
  %1317 = icmp slt i32 %1316, %4
  %1318 = ptrtoint ptr addrspace(1) %1307 to i64
  %1319 = and i64 %1318, 15
  %1320 = icmp eq i64 %1319, 0
  %1321 = and i1 %1309, %1320
  %1322 = and i1 %1314, %1321
  %1323 = and i1 %1317, %1321
  %1324 = xor i1 %1309, %1323
  %1325 = xor i1 %1312, %1323
  %1326 = xor i1 %1315, %1323
  %1327 = xor i1 %287, %1322
  %1328 = and i1 %1317, %1327
  %1329 = zext i1 %1323 to i32
  %1330 = select i1 %36, i32 %159, i32 0
  %1331 = select i1 %36, i32 %158, i32 0
  %1332 = select i1 %36, i32 %157, i32 0
  %1333 = select i1 %36, i32 %156, i32 0
  %1334 = zext i1 %1324 to i32
  %1335 = zext i1 %1325 to i32
  %1336 = zext i1 %1326 to i32
  %1337 = zext i1 %1328 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1329, i32 %1330, i32 %1331, i32 %1332, i32 %1333, ptr addrspace(1) %1307, i32 %1334, i32 %1335, i32 %1336, i32 %1337) #4
  %1338 = or disjoint i32 %283, 124
  %1339 = add i32 %282, %1338
  %1340 = sext i32 %1339 to i64
  %1341 = getelementptr float, ptr addrspace(1) %2, i64 %1340
  %1342 = icmp slt i32 %1338, %4
  %1343 = and i1 %287, %1342
  %1344 = or disjoint i32 %283, 125
  %1345 = icmp slt i32 %1344, %4
  %1346 = and i1 %287, %1345
  %1347 = or disjoint i32 %283, 126
  %1348 = icmp slt i32 %1347, %4
  %1349 = and i1 %287, %1348
  %1350 = or disjoint i32 %7, %24
  %1351 = or i32 %1350, 127
  %1352 = icmp slt i32 %1351, %4
  %1353 = ptrtoint ptr addrspace(1) %1341 to i64
  %1354 = and i64 %1353, 15
  %1355 = icmp eq i64 %1354, 0
  %1356 = and i1 %1343, %1355
  %1357 = and i1 %1348, %1356
  %1358 = and i1 %1352, %1357
  %1359 = xor i1 %1343, %1358
  %1360 = xor i1 %1346, %1358
  %1361 = xor i1 %1349, %1358
  %1362 = xor i1 %287, %1357
  %1363 = and i1 %1352, %1362
  %1364 = zext i1 %1358 to i32
  %1365 = select i1 %36, i32 %155, i32 0
  %1366 = select i1 %36, i32 %154, i32 0
  %1367 = select i1 %36, i32 %153, i32 0
  %1368 = select i1 %36, i32 %152, i32 0
  %1369 = zext i1 %1359 to i32
  %1370 = zext i1 %1360 to i32
  %1371 = zext i1 %1361 to i32
  %1372 = zext i1 %1363 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1364, i32 %1365, i32 %1366, i32 %1367, i32 %1368, ptr addrspace(1) %1341, i32 %1369, i32 %1370, i32 %1371, i32 %1372) #4
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 65536) i32 @llvm.nvvm.read.ptx.sreg.nctaid.y() #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

attributes #0 = { nounwind "nvvm.reqntid"="256" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
