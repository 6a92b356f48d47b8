; ModuleID = 'tile_kernels'
source_filename = "tile_kernels"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@gemm_bf16_tma_kn_dsmem = external addrspace(3) global [0 x i8], align 1024

; Function Attrs: nounwind
define ptx_kernel void @gemm_bf16_tma_kn(ptr byval([128 x i8]) align 64 "nvvm.grid_constant" %0, ptr byval([128 x i8]) align 64 "nvvm.grid_constant" %1, ptr addrspace(1) %2, i32 %3, i32 %4, i32 %5) local_unnamed_addr #0 {
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
  %.decomposed23 = sub i32 %.decomposed, %21
  %22 = add nuw i32 %.decomposed23, %16
  %23 = shl i32 %22, 7
  %24 = shl i32 %20, 8
  %25 = icmp eq i32 %7, 0
  br i1 %25, label %26, label %27

26:                                               ; preds = %6
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 196608) to i32)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 196608) to i32), i32 16)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 196608) to i32), i32 32)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 196608) to i32), i32 48)) #4
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #4
  br label %27

27:                                               ; preds = %26, %6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %25, label %28, label %29

28:                                               ; preds = %27
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 196672) to i32)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 196672) to i32), i32 16)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 196672) to i32), i32 32)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 196672) to i32), i32 48)) #4
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #4
  br label %29

29:                                               ; preds = %28, %27
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %25, label %30, label %31

30:                                               ; preds = %29
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 196736) to i32)) #4
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #4
  br label %31

31:                                               ; preds = %30, %29
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %32 = icmp samesign ult i32 %7, 32
  br i1 %32, label %33, label %34

33:                                               ; preds = %31
  tail call void asm sideeffect "tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [$0], 256;\0A\09tcgen05.relinquish_alloc_permit.cta_group::1.sync.aligned;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 196752) to i32)) #4
  br label %34

34:                                               ; preds = %33, %31
  tail call void asm sideeffect "tcgen05.fence::before_thread_sync;", "~{memory}"() #4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #4
  %35 = tail call i32 asm sideeffect "ld.shared.b32 $0, [$1];", "=r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 196752) to i32)) #4
  %36 = icmp sgt i32 %5, 0
  %37 = and i1 %25, %36
  br i1 %37, label %.critedge, label %.critedge1

.critedge:                                        ; preds = %34
  tail call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 196608) to i32), i32 49152) #4
  %38 = ptrtoint ptr %0 to i64
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 131072) to i32), i64 %38, i32 0, i32 %23, i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 196608) to i32)) #4
  %39 = ptrtoint ptr %1 to i64
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_kn_dsmem to i32), i64 %39, i32 %24, i32 0, i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 196608) to i32)) #4
  %40 = or disjoint i32 %24, 64
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_kn_dsmem to i32), i32 8192), i64 %39, i32 %40, i32 0, i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 196608) to i32)) #4
  %41 = or disjoint i32 %24, 128
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_kn_dsmem to i32), i32 16384), i64 %39, i32 %41, i32 0, i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 196608) to i32)) #4
  %42 = or disjoint i32 %24, 192
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_kn_dsmem to i32), i32 24576), i64 %39, i32 %42, i32 0, i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 196608) to i32)) #4
  br label %.critedge1

.critedge1:                                       ; preds = %34, %.critedge
  %43 = icmp sgt i32 %5, 64
  %44 = and i1 %25, %43
  br i1 %44, label %.critedge3, label %.critedge4

.critedge3:                                       ; preds = %.critedge1
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 196624) to i32), i32 49152) #4
  %45 = ptrtoint ptr %0 to i64
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 147456) to i32), i64 %45, i32 64, i32 %23, i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 196624) to i32)) #4
  %46 = ptrtoint ptr %1 to i64
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 32768) to i32), i64 %46, i32 %24, i32 64, i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 196624) to i32)) #4
  %47 = or disjoint i32 %24, 64
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 32768) to i32), i32 8192), i64 %46, i32 %47, i32 64, i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 196624) to i32)) #4
  %48 = or disjoint i32 %24, 128
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 32768) to i32), i32 16384), i64 %46, i32 %48, i32 64, i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 196624) to i32)) #4
  %49 = or disjoint i32 %24, 192
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 32768) to i32), i32 24576), i64 %46, i32 %49, i32 64, i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 196624) to i32)) #4
  br label %.critedge4

.critedge4:                                       ; preds = %.critedge1, %.critedge3
  %50 = icmp sgt i32 %5, 128
  %51 = and i1 %25, %50
  br i1 %51, label %.critedge6, label %.critedge7

.critedge6:                                       ; preds = %.critedge4
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 196640) to i32), i32 49152) #4
  %52 = ptrtoint ptr %0 to i64
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 163840) to i32), i64 %52, i32 128, i32 %23, i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 196640) to i32)) #4
  %53 = ptrtoint ptr %1 to i64
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 65536) to i32), i64 %53, i32 %24, i32 128, i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 196640) to i32)) #4
  %54 = or disjoint i32 %24, 64
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 65536) to i32), i32 8192), i64 %53, i32 %54, i32 128, i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 196640) to i32)) #4
  %55 = or disjoint i32 %24, 128
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 65536) to i32), i32 16384), i64 %53, i32 %55, i32 128, i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 196640) to i32)) #4
  %56 = or disjoint i32 %24, 192
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 65536) to i32), i32 24576), i64 %53, i32 %56, i32 128, i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 196640) to i32)) #4
  br label %.critedge7

.critedge7:                                       ; preds = %.critedge4, %.critedge6
  %57 = icmp sgt i32 %5, 192
  %58 = and i1 %25, %57
  br i1 %58, label %.critedge9, label %.critedge10

.critedge9:                                       ; preds = %.critedge7
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 196656) to i32), i32 49152) #4
  %59 = ptrtoint ptr %0 to i64
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 180224) to i32), i64 %59, i32 192, i32 %23, i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 196656) to i32)) #4
  %60 = ptrtoint ptr %1 to i64
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 98304) to i32), i64 %60, i32 %24, i32 192, i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 196656) to i32)) #4
  %61 = or disjoint i32 %24, 64
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 98304) to i32), i32 8192), i64 %60, i32 %61, i32 192, i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 196656) to i32)) #4
  %62 = or disjoint i32 %24, 128
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 98304) to i32), i32 16384), i64 %60, i32 %62, i32 192, i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 196656) to i32)) #4
  %63 = or disjoint i32 %24, 192
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 98304) to i32), i32 24576), i64 %60, i32 %63, i32 192, i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 196656) to i32)) #4
  br label %.critedge10

.critedge10:                                      ; preds = %.critedge7, %.critedge9
  br i1 %36, label %.lr.ph, label %._crit_edge

.lr.ph:                                           ; preds = %.critedge10
  %64 = ptrtoint ptr %0 to i64
  %65 = ptrtoint ptr %1 to i64
  %66 = or disjoint i32 %24, 64
  %67 = or disjoint i32 %24, 128
  %68 = or disjoint i32 %24, 192
  br label %69

69:                                               ; preds = %.lr.ph, %.critedge19
  %70 = phi i32 [ 0, %.lr.ph ], [ %153, %.critedge19 ]
  %71 = lshr exact i32 %70, 6
  %72 = and i32 %71, 3
  %73 = lshr i32 %70, 8
  %74 = and i32 %73, 1
  %75 = shl nuw nsw i32 %72, 4
  br i1 %25, label %76, label %.loopexit

76:                                               ; preds = %69
  %77 = zext nneg i32 %75 to i64
  %78 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 196608), i64 %77
  %79 = ptrtoint ptr addrspace(3) %78 to i64
  %80 = trunc i64 %79 to i32
  br label %81

81:                                               ; preds = %81, %76
  %82 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %80, i32 %74) #4
  %83 = icmp eq i32 %82, 0
  br i1 %83, label %81, label %.loopexit

.loopexit:                                        ; preds = %81, %69
  %84 = icmp ne i32 %70, 0
  br i1 %25, label %85, label %.critedge12

85:                                               ; preds = %.loopexit
  %86 = shl nuw nsw i32 %72, 15
  %87 = zext nneg i32 %86 to i64
  %88 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 %87
  %89 = ptrtoint ptr addrspace(3) %88 to i64
  %90 = shl nuw nsw i32 %72, 14
  %91 = zext nneg i32 %90 to i64
  %92 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 131072), i64 %91
  %93 = ptrtoint ptr addrspace(3) %92 to i64
  %94 = zext i1 %84 to i32
  %95 = lshr exact i64 %93, 4
  %96 = and i64 %95, 16320
  %97 = or disjoint i64 %96, 4611756662049538048
  %98 = lshr exact i64 %89, 4
  %99 = and i64 %98, 16320
  %100 = or disjoint i64 %99, 4611756662083026944
  call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %35, i64 %97, i64 %100, i32 138478736, i32 %94) #4
  %101 = or disjoint i64 %96, 4611756662049538050
  %102 = add i64 %89, 2048
  %103 = lshr exact i64 %102, 4
  %104 = and i64 %103, 16320
  %105 = or disjoint i64 %104, 4611756662083026944
  call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %35, i64 %101, i64 %105, i32 138478736, i32 1) #4
  %106 = or disjoint i64 %96, 4611756662049538052
  %107 = add i64 %89, 4096
  %108 = lshr exact i64 %107, 4
  %109 = and i64 %108, 16320
  %110 = or disjoint i64 %109, 4611756662083026944
  call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %35, i64 %106, i64 %110, i32 138478736, i32 1) #4
  %111 = or disjoint i64 %96, 4611756662049538054
  %112 = add i64 %89, 6144
  %113 = lshr exact i64 %112, 4
  %114 = and i64 %113, 16320
  %115 = or disjoint i64 %114, 4611756662083026944
  call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %35, i64 %111, i64 %115, i32 138478736, i32 1) #4
  %116 = zext nneg i32 %75 to i64
  %117 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 196672), i64 %116
  %118 = ptrtoint ptr addrspace(3) %117 to i64
  %119 = trunc i64 %118 to i32
  call void asm sideeffect "tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$0];", "r,~{memory}"(i32 %119) #4
  br label %.critedge12

.critedge12:                                      ; preds = %.loopexit, %85
  %120 = add i32 %70, 192
  %121 = icmp slt i32 %120, %5
  %122 = and i1 %84, %121
  br i1 %122, label %123, label %.critedge19

123:                                              ; preds = %.critedge12
  %124 = add nsw i32 %71, -1
  %125 = and i32 %124, 3
  %126 = lshr i32 %124, 2
  %127 = and i32 %126, 1
  br i1 %25, label %128, label %.critedge19

128:                                              ; preds = %123
  %129 = shl nuw nsw i32 %125, 4
  %130 = zext nneg i32 %129 to i64
  %131 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 196672), i64 %130
  %132 = ptrtoint ptr addrspace(3) %131 to i64
  %133 = trunc i64 %132 to i32
  br label %134

134:                                              ; preds = %134, %128
  %135 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %133, i32 %127) #4
  %136 = icmp eq i32 %135, 0
  br i1 %136, label %134, label %.critedge14

.critedge14:                                      ; preds = %134
  %137 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 196608), i64 %130
  %138 = ptrtoint ptr addrspace(3) %137 to i64
  %139 = trunc i64 %138 to i32
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 %139, i32 49152) #4
  %140 = shl nuw nsw i32 %125, 14
  %141 = zext nneg i32 %140 to i64
  %142 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 131072), i64 %141
  %143 = ptrtoint ptr addrspace(3) %142 to i64
  %144 = trunc i64 %143 to i32
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %144, i64 %64, i32 %120, i32 %23, i32 %139) #4
  %145 = shl nuw nsw i32 %125, 15
  %146 = zext nneg i32 %145 to i64
  %147 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 %146
  %148 = ptrtoint ptr addrspace(3) %147 to i64
  %149 = trunc i64 %148 to i32
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %149, i64 %65, i32 %24, i32 %120, i32 %139) #4
  %150 = add i32 %149, 8192
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %150, i64 %65, i32 %66, i32 %120, i32 %139) #4
  %151 = add i32 %149, 16384
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %151, i64 %65, i32 %67, i32 %120, i32 %139) #4
  %152 = add i32 %149, 24576
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %152, i64 %65, i32 %68, i32 %120, i32 %139) #4
  br label %.critedge19

.critedge19:                                      ; preds = %123, %.critedge14, %.critedge12
  %153 = add i32 %70, 64
  %154 = icmp slt i32 %153, %5
  br i1 %154, label %69, label %._crit_edge

._crit_edge:                                      ; preds = %.critedge19, %.critedge10
  br i1 %25, label %155, label %.preheader

155:                                              ; preds = %._crit_edge
  call void asm sideeffect "tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 196736) to i32)) #4
  br label %.preheader

.preheader:                                       ; preds = %155, %._crit_edge
  br label %156

156:                                              ; preds = %.preheader, %156
  %157 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 196736) to i32), i32 0) #4
  %158 = icmp eq i32 %157, 0
  br i1 %158, label %156, label %159

159:                                              ; preds = %156
  call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #4
  %160 = and i32 %7, 128
  %161 = shl nuw nsw i32 %7, 16
  %162 = and i32 %161, 6291456
  %163 = or disjoint i32 %162, %160
  %164 = add i32 %163, %35
  %165 = call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %164) #4
  %166 = add i32 %164, 32
  %167 = call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %166) #4
  %168 = add i32 %164, 64
  %169 = call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %168) #4
  %170 = add i32 %164, 96
  %171 = call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %170) #4
  call void asm sideeffect "tcgen05.fence::before_thread_sync;", "~{memory}"() #4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %32, label %172, label %173

172:                                              ; preds = %159
  call void asm sideeffect "tcgen05.fence::after_thread_sync;\0A\09tcgen05.dealloc.cta_group::1.sync.aligned.b32 $0, 256;", "r,~{memory}"(i32 %35) #4
  br label %173

173:                                              ; preds = %172, %159
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %25, label %174, label %175

174:                                              ; preds = %173
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 196608) to i32)) #4
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 196608) to i32), i32 16)) #4
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 196608) to i32), i32 32)) #4
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 196608) to i32), i32 48)) #4
  br label %175

175:                                              ; preds = %174, %173
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %25, label %176, label %177

176:                                              ; preds = %175
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 196672) to i32)) #4
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 196672) to i32), i32 16)) #4
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 196672) to i32), i32 32)) #4
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 196672) to i32), i32 48)) #4
  br label %177

177:                                              ; preds = %176, %175
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %25, label %178, label %179

178:                                              ; preds = %177
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 196736) to i32)) #4
  br label %179

179:                                              ; preds = %178, %177
  %180 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %171, 31
  %181 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %171, 30
  %182 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %171, 29
  %183 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %171, 28
  %184 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %171, 27
  %185 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %171, 26
  %186 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %171, 25
  %187 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %171, 24
  %188 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %171, 23
  %189 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %171, 22
  %190 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %171, 21
  %191 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %171, 20
  %192 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %171, 19
  %193 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %171, 18
  %194 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %171, 17
  %195 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %171, 16
  %196 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %171, 15
  %197 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %171, 14
  %198 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %171, 13
  %199 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %171, 12
  %200 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %171, 11
  %201 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %171, 10
  %202 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %171, 9
  %203 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %171, 8
  %204 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %171, 7
  %205 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %171, 6
  %206 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %171, 5
  %207 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %171, 4
  %208 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %171, 3
  %209 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %171, 2
  %210 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %171, 1
  %211 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %171, 0
  %212 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %169, 31
  %213 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %169, 30
  %214 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %169, 29
  %215 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %169, 28
  %216 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %169, 27
  %217 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %169, 26
  %218 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %169, 25
  %219 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %169, 24
  %220 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %169, 23
  %221 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %169, 22
  %222 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %169, 21
  %223 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %169, 20
  %224 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %169, 19
  %225 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %169, 18
  %226 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %169, 17
  %227 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %169, 16
  %228 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %169, 15
  %229 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %169, 14
  %230 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %169, 13
  %231 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %169, 12
  %232 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %169, 11
  %233 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %169, 10
  %234 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %169, 9
  %235 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %169, 8
  %236 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %169, 7
  %237 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %169, 6
  %238 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %169, 5
  %239 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %169, 4
  %240 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %169, 3
  %241 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %169, 2
  %242 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %169, 1
  %243 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %169, 0
  %244 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %167, 31
  %245 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %167, 30
  %246 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %167, 29
  %247 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %167, 28
  %248 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %167, 27
  %249 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %167, 26
  %250 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %167, 25
  %251 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %167, 24
  %252 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %167, 23
  %253 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %167, 22
  %254 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %167, 21
  %255 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %167, 20
  %256 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %167, 19
  %257 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %167, 18
  %258 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %167, 17
  %259 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %167, 16
  %260 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %167, 15
  %261 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %167, 14
  %262 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %167, 13
  %263 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %167, 12
  %264 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %167, 11
  %265 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %167, 10
  %266 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %167, 9
  %267 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %167, 8
  %268 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %167, 7
  %269 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %167, 6
  %270 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %167, 5
  %271 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %167, 4
  %272 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %167, 3
  %273 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %167, 2
  %274 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %167, 1
  %275 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %167, 0
  %276 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %165, 31
  %277 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %165, 30
  %278 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %165, 29
  %279 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %165, 28
  %280 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %165, 27
  %281 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %165, 26
  %282 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %165, 25
  %283 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %165, 24
  %284 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %165, 23
  %285 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %165, 22
  %286 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %165, 21
  %287 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %165, 20
  %288 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %165, 19
  %289 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %165, 18
  %290 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %165, 17
  %291 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %165, 16
  %292 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %165, 15
  %293 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %165, 14
  %294 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %165, 13
  %295 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %165, 12
  %296 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %165, 11
  %297 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %165, 10
  %298 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %165, 9
  %299 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %165, 8
  %300 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %165, 7
  %301 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %165, 6
  %302 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %165, 5
  %303 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %165, 4
  %304 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %165, 3
  %305 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %165, 2
  %306 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %165, 1
  %307 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %165, 0
  %308 = and i32 %7, 127
  %309 = or disjoint i32 %23, %308
  %310 = mul i32 %309, %4
  %311 = or disjoint i32 %24, %160
  %312 = add i32 %310, %311
  %313 = sext i32 %312 to i64
  %314 = getelementptr float, ptr addrspace(1) %2, i64 %313
  %315 = icmp slt i32 %309, %3
  %316 = icmp slt i32 %311, %4
  %317 = and i1 %315, %316
  %318 = or disjoint i32 %311, 1
  %319 = icmp slt i32 %318, %4
  %320 = and i1 %315, %319
  %321 = or disjoint i32 %311, 2
  %322 = icmp slt i32 %321, %4
  %323 = and i1 %315, %322
  %324 = or disjoint i32 %311, 3
  %325 = icmp slt i32 %324, %4
  %326 = ptrtoint ptr addrspace(1) %314 to i64
  %327 = and i64 %326, 15
  %328 = icmp eq i64 %327, 0
  %329 = and i1 %317, %328
  %330 = and i1 %322, %329
  %331 = and i1 %325, %329
  %332 = xor i1 %317, %331
  %333 = xor i1 %320, %331
  %334 = xor i1 %323, %331
  %335 = xor i1 %315, %330
  %336 = and i1 %325, %335
  %337 = zext i1 %331 to i32
  %338 = select i1 %36, i32 %307, i32 0
  %339 = select i1 %36, i32 %306, i32 0
  %340 = select i1 %36, i32 %305, i32 0
  %341 = select i1 %36, i32 %304, i32 0
  %342 = zext i1 %332 to i32
  %343 = zext i1 %333 to i32
  %344 = zext i1 %334 to i32
  %345 = zext i1 %336 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %337, i32 %338, i32 %339, i32 %340, i32 %341, ptr addrspace(1) %314, i32 %342, i32 %343, i32 %344, i32 %345) #4
  %346 = or disjoint i32 %311, 4
  %347 = add i32 %310, %346
  %348 = sext i32 %347 to i64
  %349 = getelementptr float, ptr addrspace(1) %2, i64 %348
  %350 = icmp slt i32 %346, %4
  %351 = and i1 %315, %350
  %352 = or disjoint i32 %311, 5
  %353 = icmp slt i32 %352, %4
  %354 = and i1 %315, %353
  %355 = or disjoint i32 %311, 6
  %356 = icmp slt i32 %355, %4
  %357 = and i1 %315, %356
  %358 = or disjoint i32 %311, 7
  %359 = icmp slt i32 %358, %4
  %360 = ptrtoint ptr addrspace(1) %349 to i64
  %361 = and i64 %360, 15
  %362 = icmp eq i64 %361, 0
  %363 = and i1 %351, %362
  %364 = and i1 %356, %363
  %365 = and i1 %359, %363
  %366 = xor i1 %351, %365
  %367 = xor i1 %354, %365
  %368 = xor i1 %357, %365
  %369 = xor i1 %315, %364
  %370 = and i1 %359, %369
  %371 = zext i1 %365 to i32
  %372 = select i1 %36, i32 %303, i32 0
  %373 = select i1 %36, i32 %302, i32 0
  %374 = select i1 %36, i32 %301, i32 0
  %375 = select i1 %36, i32 %300, i32 0
  %376 = zext i1 %366 to i32
  %377 = zext i1 %367 to i32
  %378 = zext i1 %368 to i32
  %379 = zext i1 %370 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %371, i32 %372, i32 %373, i32 %374, i32 %375, ptr addrspace(1) %349, i32 %376, i32 %377, i32 %378, i32 %379) #4
  %380 = or disjoint i32 %311, 8
  %381 = add i32 %310, %380
  %382 = sext i32 %381 to i64
  %383 = getelementptr float, ptr addrspace(1) %2, i64 %382
  %384 = icmp slt i32 %380, %4
  %385 = and i1 %315, %384
  %386 = or disjoint i32 %311, 9
  %387 = icmp slt i32 %386, %4
  %388 = and i1 %315, %387
  %389 = or disjoint i32 %311, 10
  %390 = icmp slt i32 %389, %4
  %391 = and i1 %315, %390
  %392 = or disjoint i32 %311, 11
  %393 = icmp slt i32 %392, %4
  %394 = ptrtoint ptr addrspace(1) %383 to i64
  %395 = and i64 %394, 15
  %396 = icmp eq i64 %395, 0
  %397 = and i1 %385, %396
  %398 = and i1 %390, %397
  %399 = and i1 %393, %397
  %400 = xor i1 %385, %399
  %401 = xor i1 %388, %399
  %402 = xor i1 %391, %399
  %403 = xor i1 %315, %398
  %404 = and i1 %393, %403
  %405 = zext i1 %399 to i32
  %406 = select i1 %36, i32 %299, i32 0
  %407 = select i1 %36, i32 %298, i32 0
  %408 = select i1 %36, i32 %297, i32 0
  %409 = select i1 %36, i32 %296, i32 0
  %410 = zext i1 %400 to i32
  %411 = zext i1 %401 to i32
  %412 = zext i1 %402 to i32
  %413 = zext i1 %404 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %405, i32 %406, i32 %407, i32 %408, i32 %409, ptr addrspace(1) %383, i32 %410, i32 %411, i32 %412, i32 %413) #4
  %414 = or disjoint i32 %311, 12
  %415 = add i32 %310, %414
  %416 = sext i32 %415 to i64
  %417 = getelementptr float, ptr addrspace(1) %2, i64 %416
  %418 = icmp slt i32 %414, %4
  %419 = and i1 %315, %418
  %420 = or disjoint i32 %311, 13
  %421 = icmp slt i32 %420, %4
  %422 = and i1 %315, %421
  %423 = or disjoint i32 %311, 14
  %424 = icmp slt i32 %423, %4
  %425 = and i1 %315, %424
  %426 = or disjoint i32 %311, 15
  %427 = icmp slt i32 %426, %4
  %428 = ptrtoint ptr addrspace(1) %417 to i64
  %429 = and i64 %428, 15
  %430 = icmp eq i64 %429, 0
  %431 = and i1 %419, %430
  %432 = and i1 %424, %431
  %433 = and i1 %427, %431
  %434 = xor i1 %419, %433
  %435 = xor i1 %422, %433
  %436 = xor i1 %425, %433
  %437 = xor i1 %315, %432
  %438 = and i1 %427, %437
  %439 = zext i1 %433 to i32
  %440 = select i1 %36, i32 %295, i32 0
  %441 = select i1 %36, i32 %294, i32 0
  %442 = select i1 %36, i32 %293, i32 0
  %443 = select i1 %36, i32 %292, i32 0
  %444 = zext i1 %434 to i32
  %445 = zext i1 %435 to i32
  %446 = zext i1 %436 to i32
  %447 = zext i1 %438 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %439, i32 %440, i32 %441, i32 %442, i32 %443, ptr addrspace(1) %417, i32 %444, i32 %445, i32 %446, i32 %447) #4
  %448 = or disjoint i32 %311, 16
  %449 = add i32 %310, %448
  %450 = sext i32 %449 to i64
  %451 = getelementptr float, ptr addrspace(1) %2, i64 %450
  %452 = icmp slt i32 %448, %4
  %453 = and i1 %315, %452
  %454 = or disjoint i32 %311, 17
  %455 = icmp slt i32 %454, %4
  %456 = and i1 %315, %455
  %457 = or disjoint i32 %311, 18
  %458 = icmp slt i32 %457, %4
  %459 = and i1 %315, %458
  %460 = or disjoint i32 %311, 19
  %461 = icmp slt i32 %460, %4
  %462 = ptrtoint ptr addrspace(1) %451 to i64
  %463 = and i64 %462, 15
  %464 = icmp eq i64 %463, 0
  %465 = and i1 %453, %464
  %466 = and i1 %458, %465
  %467 = and i1 %461, %465
  %468 = xor i1 %453, %467
  %469 = xor i1 %456, %467
  %470 = xor i1 %459, %467
  %471 = xor i1 %315, %466
  %472 = and i1 %461, %471
  %473 = zext i1 %467 to i32
  %474 = select i1 %36, i32 %291, i32 0
  %475 = select i1 %36, i32 %290, i32 0
  %476 = select i1 %36, i32 %289, i32 0
  %477 = select i1 %36, i32 %288, i32 0
  %478 = zext i1 %468 to i32
  %479 = zext i1 %469 to i32
  %480 = zext i1 %470 to i32
  %481 = zext i1 %472 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %473, i32 %474, i32 %475, i32 %476, i32 %477, ptr addrspace(1) %451, i32 %478, i32 %479, i32 %480, i32 %481) #4
  %482 = or disjoint i32 %311, 20
  %483 = add i32 %310, %482
  %484 = sext i32 %483 to i64
  %485 = getelementptr float, ptr addrspace(1) %2, i64 %484
  %486 = icmp slt i32 %482, %4
  %487 = and i1 %315, %486
  %488 = or disjoint i32 %311, 21
  %489 = icmp slt i32 %488, %4
  %490 = and i1 %315, %489
  %491 = or disjoint i32 %311, 22
  %492 = icmp slt i32 %491, %4
  %493 = and i1 %315, %492
  %494 = or disjoint i32 %311, 23
  %495 = icmp slt i32 %494, %4
  %496 = ptrtoint ptr addrspace(1) %485 to i64
  %497 = and i64 %496, 15
  %498 = icmp eq i64 %497, 0
  %499 = and i1 %487, %498
  %500 = and i1 %492, %499
  %501 = and i1 %495, %499
  %502 = xor i1 %487, %501
  %503 = xor i1 %490, %501
  %504 = xor i1 %493, %501
  %505 = xor i1 %315, %500
  %506 = and i1 %495, %505
  %507 = zext i1 %501 to i32
  %508 = select i1 %36, i32 %287, i32 0
  %509 = select i1 %36, i32 %286, i32 0
  %510 = select i1 %36, i32 %285, i32 0
  %511 = select i1 %36, i32 %284, i32 0
  %512 = zext i1 %502 to i32
  %513 = zext i1 %503 to i32
  %514 = zext i1 %504 to i32
  %515 = zext i1 %506 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %507, i32 %508, i32 %509, i32 %510, i32 %511, ptr addrspace(1) %485, i32 %512, i32 %513, i32 %514, i32 %515) #4
  %516 = or disjoint i32 %311, 24
  %517 = add i32 %310, %516
  %518 = sext i32 %517 to i64
  %519 = getelementptr float, ptr addrspace(1) %2, i64 %518
  %520 = icmp slt i32 %516, %4
  %521 = and i1 %315, %520
  %522 = or disjoint i32 %311, 25
  %523 = icmp slt i32 %522, %4
  %524 = and i1 %315, %523
  %525 = or disjoint i32 %311, 26
  %526 = icmp slt i32 %525, %4
  %527 = and i1 %315, %526
  %528 = or disjoint i32 %311, 27
  %529 = icmp slt i32 %528, %4
  %530 = ptrtoint ptr addrspace(1) %519 to i64
  %531 = and i64 %530, 15
  %532 = icmp eq i64 %531, 0
  %533 = and i1 %521, %532
  %534 = and i1 %526, %533
  %535 = and i1 %529, %533
  %536 = xor i1 %521, %535
  %537 = xor i1 %524, %535
  %538 = xor i1 %527, %535
  %539 = xor i1 %315, %534
  %540 = and i1 %529, %539
  %541 = zext i1 %535 to i32
  %542 = select i1 %36, i32 %283, i32 0
  %543 = select i1 %36, i32 %282, i32 0
  %544 = select i1 %36, i32 %281, i32 0
  %545 = select i1 %36, i32 %280, i32 0
  %546 = zext i1 %536 to i32
  %547 = zext i1 %537 to i32
  %548 = zext i1 %538 to i32
  %549 = zext i1 %540 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %541, i32 %542, i32 %543, i32 %544, i32 %545, ptr addrspace(1) %519, i32 %546, i32 %547, i32 %548, i32 %549) #4
  %550 = or disjoint i32 %311, 28
  %551 = add i32 %310, %550
  %552 = sext i32 %551 to i64
  %553 = getelementptr float, ptr addrspace(1) %2, i64 %552
  %554 = icmp slt i32 %550, %4
  %555 = and i1 %315, %554
  %556 = or disjoint i32 %311, 29
  %557 = icmp slt i32 %556, %4
  %558 = and i1 %315, %557
  %559 = or disjoint i32 %311, 30
  %560 = icmp slt i32 %559, %4
  %561 = and i1 %315, %560
  %562 = or disjoint i32 %311, 31
  %563 = icmp slt i32 %562, %4
  %564 = ptrtoint ptr addrspace(1) %553 to i64
  %565 = and i64 %564, 15
  %566 = icmp eq i64 %565, 0
  %567 = and i1 %555, %566
  %568 = and i1 %560, %567
  %569 = and i1 %563, %567
  %570 = xor i1 %555, %569
  %571 = xor i1 %558, %569
  %572 = xor i1 %561, %569
  %573 = xor i1 %315, %568
  %574 = and i1 %563, %573
  %575 = zext i1 %569 to i32
  %576 = select i1 %36, i32 %279, i32 0
  %577 = select i1 %36, i32 %278, i32 0
  %578 = select i1 %36, i32 %277, i32 0
  %579 = select i1 %36, i32 %276, i32 0
  %580 = zext i1 %570 to i32
  %581 = zext i1 %571 to i32
  %582 = zext i1 %572 to i32
  %583 = zext i1 %574 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %575, i32 %576, i32 %577, i32 %578, i32 %579, ptr addrspace(1) %553, i32 %580, i32 %581, i32 %582, i32 %583) #4
  %584 = or disjoint i32 %311, 32
  %585 = add i32 %310, %584
  %586 = sext i32 %585 to i64
  %587 = getelementptr float, ptr addrspace(1) %2, i64 %586
  %588 = icmp slt i32 %584, %4
  %589 = and i1 %315, %588
  %590 = or disjoint i32 %311, 33
  %591 = icmp slt i32 %590, %4
  %592 = and i1 %315, %591
  %593 = or disjoint i32 %311, 34
  %594 = icmp slt i32 %593, %4
  %595 = and i1 %315, %594
  %596 = or disjoint i32 %311, 35
  %597 = icmp slt i32 %596, %4
  %598 = ptrtoint ptr addrspace(1) %587 to i64
  %599 = and i64 %598, 15
  %600 = icmp eq i64 %599, 0
  %601 = and i1 %589, %600
  %602 = and i1 %594, %601
  %603 = and i1 %597, %601
  %604 = xor i1 %589, %603
  %605 = xor i1 %592, %603
  %606 = xor i1 %595, %603
  %607 = xor i1 %315, %602
  %608 = and i1 %597, %607
  %609 = zext i1 %603 to i32
  %610 = select i1 %36, i32 %275, i32 0
  %611 = select i1 %36, i32 %274, i32 0
  %612 = select i1 %36, i32 %273, i32 0
  %613 = select i1 %36, i32 %272, i32 0
  %614 = zext i1 %604 to i32
  %615 = zext i1 %605 to i32
  %616 = zext i1 %606 to i32
  %617 = zext i1 %608 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %609, i32 %610, i32 %611, i32 %612, i32 %613, ptr addrspace(1) %587, i32 %614, i32 %615, i32 %616, i32 %617) #4
  %618 = or disjoint i32 %311, 36
  %619 = add i32 %310, %618
  %620 = sext i32 %619 to i64
  %621 = getelementptr float, ptr addrspace(1) %2, i64 %620
  %622 = icmp slt i32 %618, %4
  %623 = and i1 %315, %622
  %624 = or disjoint i32 %311, 37
  %625 = icmp slt i32 %624, %4
  %626 = and i1 %315, %625
  %627 = or disjoint i32 %311, 38
  %628 = icmp slt i32 %627, %4
  %629 = and i1 %315, %628
  %630 = or disjoint i32 %311, 39
  %631 = icmp slt i32 %630, %4
  %632 = ptrtoint ptr addrspace(1) %621 to i64
  %633 = and i64 %632, 15
  %634 = icmp eq i64 %633, 0
  %635 = and i1 %623, %634
  %636 = and i1 %628, %635
  %637 = and i1 %631, %635
  %638 = xor i1 %623, %637
  %639 = xor i1 %626, %637
  %640 = xor i1 %629, %637
  %641 = xor i1 %315, %636
  %642 = and i1 %631, %641
  %643 = zext i1 %637 to i32
  %644 = select i1 %36, i32 %271, i32 0
  %645 = select i1 %36, i32 %270, i32 0
  %646 = select i1 %36, i32 %269, i32 0
  %647 = select i1 %36, i32 %268, i32 0
  %648 = zext i1 %638 to i32
  %649 = zext i1 %639 to i32
  %650 = zext i1 %640 to i32
  %651 = zext i1 %642 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %643, i32 %644, i32 %645, i32 %646, i32 %647, ptr addrspace(1) %621, i32 %648, i32 %649, i32 %650, i32 %651) #4
  %652 = or disjoint i32 %311, 40
  %653 = add i32 %310, %652
  %654 = sext i32 %653 to i64
  %655 = getelementptr float, ptr addrspace(1) %2, i64 %654
  %656 = icmp slt i32 %652, %4
  %657 = and i1 %315, %656
  %658 = or disjoint i32 %311, 41
  %659 = icmp slt i32 %658, %4
  %660 = and i1 %315, %659
  %661 = or disjoint i32 %311, 42
  %662 = icmp slt i32 %661, %4
  %663 = and i1 %315, %662
  %664 = or disjoint i32 %311, 43
  %665 = icmp slt i32 %664, %4
  %666 = ptrtoint ptr addrspace(1) %655 to i64
  %667 = and i64 %666, 15
  %668 = icmp eq i64 %667, 0
  %669 = and i1 %657, %668
  %670 = and i1 %662, %669
  %671 = and i1 %665, %669
  %672 = xor i1 %657, %671
  %673 = xor i1 %660, %671
  %674 = xor i1 %663, %671
  %675 = xor i1 %315, %670
  %676 = and i1 %665, %675
  %677 = zext i1 %671 to i32
  %678 = select i1 %36, i32 %267, i32 0
  %679 = select i1 %36, i32 %266, i32 0
  %680 = select i1 %36, i32 %265, i32 0
  %681 = select i1 %36, i32 %264, i32 0
  %682 = zext i1 %672 to i32
  %683 = zext i1 %673 to i32
  %684 = zext i1 %674 to i32
  %685 = zext i1 %676 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %677, i32 %678, i32 %679, i32 %680, i32 %681, ptr addrspace(1) %655, i32 %682, i32 %683, i32 %684, i32 %685) #4
  %686 = or disjoint i32 %311, 44
  %687 = add i32 %310, %686
  %688 = sext i32 %687 to i64
  %689 = getelementptr float, ptr addrspace(1) %2, i64 %688
  %690 = icmp slt i32 %686, %4
  %691 = and i1 %315, %690
  %692 = or disjoint i32 %311, 45
  %693 = icmp slt i32 %692, %4
  %694 = and i1 %315, %693
  %695 = or disjoint i32 %311, 46
  %696 = icmp slt i32 %695, %4
  %697 = and i1 %315, %696
  %698 = or disjoint i32 %311, 47
  %699 = icmp slt i32 %698, %4
  %700 = ptrtoint ptr addrspace(1) %689 to i64
  %701 = and i64 %700, 15
  %702 = icmp eq i64 %701, 0
  %703 = and i1 %691, %702
  %704 = and i1 %696, %703
  %705 = and i1 %699, %703
  %706 = xor i1 %691, %705
  %707 = xor i1 %694, %705
  %708 = xor i1 %697, %705
  %709 = xor i1 %315, %704
  %710 = and i1 %699, %709
  %711 = zext i1 %705 to i32
  %712 = select i1 %36, i32 %263, i32 0
  %713 = select i1 %36, i32 %262, i32 0
  %714 = select i1 %36, i32 %261, i32 0
  %715 = select i1 %36, i32 %260, i32 0
  %716 = zext i1 %706 to i32
  %717 = zext i1 %707 to i32
  %718 = zext i1 %708 to i32
  %719 = zext i1 %710 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %711, i32 %712, i32 %713, i32 %714, i32 %715, ptr addrspace(1) %689, i32 %716, i32 %717, i32 %718, i32 %719) #4
  %720 = or disjoint i32 %311, 48
  %721 = add i32 %310, %720
  %722 = sext i32 %721 to i64
  %723 = getelementptr float, ptr addrspace(1) %2, i64 %722
  %724 = icmp slt i32 %720, %4
  %725 = and i1 %315, %724
  %726 = or disjoint i32 %311, 49
  %727 = icmp slt i32 %726, %4
  %728 = and i1 %315, %727
  %729 = or disjoint i32 %311, 50
  %730 = icmp slt i32 %729, %4
  %731 = and i1 %315, %730
  %732 = or disjoint i32 %311, 51
  %733 = icmp slt i32 %732, %4
  %734 = ptrtoint ptr addrspace(1) %723 to i64
  %735 = and i64 %734, 15
  %736 = icmp eq i64 %735, 0
  %737 = and i1 %725, %736
  %738 = and i1 %730, %737
  %739 = and i1 %733, %737
  %740 = xor i1 %725, %739
  %741 = xor i1 %728, %739
  %742 = xor i1 %731, %739
  %743 = xor i1 %315, %738
  %744 = and i1 %733, %743
  %745 = zext i1 %739 to i32
  %746 = select i1 %36, i32 %259, i32 0
  %747 = select i1 %36, i32 %258, i32 0
  %748 = select i1 %36, i32 %257, i32 0
  %749 = select i1 %36, i32 %256, i32 0
  %750 = zext i1 %740 to i32
  %751 = zext i1 %741 to i32
  %752 = zext i1 %742 to i32
  %753 = zext i1 %744 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %745, i32 %746, i32 %747, i32 %748, i32 %749, ptr addrspace(1) %723, i32 %750, i32 %751, i32 %752, i32 %753) #4
  %754 = or disjoint i32 %311, 52
  %755 = add i32 %310, %754
  %756 = sext i32 %755 to i64
  %757 = getelementptr float, ptr addrspace(1) %2, i64 %756
  %758 = icmp slt i32 %754, %4
  %759 = and i1 %315, %758
  %760 = or disjoint i32 %311, 53
  %761 = icmp slt i32 %760, %4
  %762 = and i1 %315, %761
  %763 = or disjoint i32 %311, 54
  %764 = icmp slt i32 %763, %4
  %765 = and i1 %315, %764
  %766 = or disjoint i32 %311, 55
  %767 = icmp slt i32 %766, %4
  %768 = ptrtoint ptr addrspace(1) %757 to i64
  %769 = and i64 %768, 15
  %770 = icmp eq i64 %769, 0
  %771 = and i1 %759, %770
  %772 = and i1 %764, %771
  %773 = and i1 %767, %771
  %774 = xor i1 %759, %773
  %775 = xor i1 %762, %773
  %776 = xor i1 %765, %773
  %777 = xor i1 %315, %772
  %778 = and i1 %767, %777
  %779 = zext i1 %773 to i32
  %780 = select i1 %36, i32 %255, i32 0
  %781 = select i1 %36, i32 %254, i32 0
  %782 = select i1 %36, i32 %253, i32 0
  %783 = select i1 %36, i32 %252, i32 0
  %784 = zext i1 %774 to i32
  %785 = zext i1 %775 to i32
  %786 = zext i1 %776 to i32
  %787 = zext i1 %778 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %779, i32 %780, i32 %781, i32 %782, i32 %783, ptr addrspace(1) %757, i32 %784, i32 %785, i32 %786, i32 %787) #4
  %788 = or disjoint i32 %311, 56
  %789 = add i32 %310, %788
  %790 = sext i32 %789 to i64
  %791 = getelementptr float, ptr addrspace(1) %2, i64 %790
  %792 = icmp slt i32 %788, %4
  %793 = and i1 %315, %792
  %794 = or disjoint i32 %311, 57
  %795 = icmp slt i32 %794, %4
  %796 = and i1 %315, %795
  %797 = or disjoint i32 %311, 58
  %798 = icmp slt i32 %797, %4
  %799 = and i1 %315, %798
  %800 = or disjoint i32 %311, 59
  %801 = icmp slt i32 %800, %4
  %802 = ptrtoint ptr addrspace(1) %791 to i64
  %803 = and i64 %802, 15
  %804 = icmp eq i64 %803, 0
  %805 = and i1 %793, %804
  %806 = and i1 %798, %805
  %807 = and i1 %801, %805
  %808 = xor i1 %793, %807
  %809 = xor i1 %796, %807
  %810 = xor i1 %799, %807
  %811 = xor i1 %315, %806
  %812 = and i1 %801, %811
  %813 = zext i1 %807 to i32
  %814 = select i1 %36, i32 %251, i32 0
  %815 = select i1 %36, i32 %250, i32 0
  %816 = select i1 %36, i32 %249, i32 0
  %817 = select i1 %36, i32 %248, i32 0
  %818 = zext i1 %808 to i32
  %819 = zext i1 %809 to i32
  %820 = zext i1 %810 to i32
  %821 = zext i1 %812 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %813, i32 %814, i32 %815, i32 %816, i32 %817, ptr addrspace(1) %791, i32 %818, i32 %819, i32 %820, i32 %821) #4
  %822 = or disjoint i32 %311, 60
  %823 = add i32 %310, %822
  %824 = sext i32 %823 to i64
  %825 = getelementptr float, ptr addrspace(1) %2, i64 %824
  %826 = icmp slt i32 %822, %4
  %827 = and i1 %315, %826
  %828 = or disjoint i32 %311, 61
  %829 = icmp slt i32 %828, %4
  %830 = and i1 %315, %829
  %831 = or disjoint i32 %311, 62
  %832 = icmp slt i32 %831, %4
  %833 = and i1 %315, %832
  %834 = or disjoint i32 %311, 63
  %835 = icmp slt i32 %834, %4
  %836 = ptrtoint ptr addrspace(1) %825 to i64
  %837 = and i64 %836, 15
  %838 = icmp eq i64 %837, 0
  %839 = and i1 %827, %838
  %840 = and i1 %832, %839
  %841 = and i1 %835, %839
  %842 = xor i1 %827, %841
  %843 = xor i1 %830, %841
  %844 = xor i1 %833, %841
  %845 = xor i1 %315, %840
  %846 = and i1 %835, %845
  %847 = zext i1 %841 to i32
  %848 = select i1 %36, i32 %247, i32 0
  %849 = select i1 %36, i32 %246, i32 0
  %850 = select i1 %36, i32 %245, i32 0
  %851 = select i1 %36, i32 %244, i32 0
  %852 = zext i1 %842 to i32
  %853 = zext i1 %843 to i32
  %854 = zext i1 %844 to i32
  %855 = zext i1 %846 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %847, i32 %848, i32 %849, i32 %850, i32 %851, ptr addrspace(1) %825, i32 %852, i32 %853, i32 %854, i32 %855) #4
  %856 = or disjoint i32 %311, 64
  %857 = add i32 %310, %856
  %858 = sext i32 %857 to i64
  %859 = getelementptr float, ptr addrspace(1) %2, i64 %858
  %860 = icmp slt i32 %856, %4
  %861 = and i1 %315, %860
  %862 = or disjoint i32 %311, 65
  %863 = icmp slt i32 %862, %4
  %864 = and i1 %315, %863
  %865 = or disjoint i32 %311, 66
  %866 = icmp slt i32 %865, %4
  %867 = and i1 %315, %866
  %868 = or disjoint i32 %311, 67
  %869 = icmp slt i32 %868, %4
  %870 = ptrtoint ptr addrspace(1) %859 to i64
  %871 = and i64 %870, 15
  %872 = icmp eq i64 %871, 0
  %873 = and i1 %861, %872
  %874 = and i1 %866, %873
  %875 = and i1 %869, %873
  %876 = xor i1 %861, %875
  %877 = xor i1 %864, %875
  %878 = xor i1 %867, %875
  %879 = xor i1 %315, %874
  %880 = and i1 %869, %879
  %881 = zext i1 %875 to i32
  %882 = select i1 %36, i32 %243, i32 0
  %883 = select i1 %36, i32 %242, i32 0
  %884 = select i1 %36, i32 %241, i32 0
  %885 = select i1 %36, i32 %240, i32 0
  %886 = zext i1 %876 to i32
  %887 = zext i1 %877 to i32
  %888 = zext i1 %878 to i32
  %889 = zext i1 %880 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %881, i32 %882, i32 %883, i32 %884, i32 %885, ptr addrspace(1) %859, i32 %886, i32 %887, i32 %888, i32 %889) #4
  %890 = or disjoint i32 %311, 68
  %891 = add i32 %310, %890
  %892 = sext i32 %891 to i64
  %893 = getelementptr float, ptr addrspace(1) %2, i64 %892
  %894 = icmp slt i32 %890, %4
  %895 = and i1 %315, %894
  %896 = or disjoint i32 %311, 69
  %897 = icmp slt i32 %896, %4
  %898 = and i1 %315, %897
  %899 = or disjoint i32 %311, 70
  %900 = icmp slt i32 %899, %4
  %901 = and i1 %315, %900
  %902 = or disjoint i32 %311, 71
  %903 = icmp slt i32 %902, %4
  %904 = ptrtoint ptr addrspace(1) %893 to i64
  %905 = and i64 %904, 15
  %906 = icmp eq i64 %905, 0
  %907 = and i1 %895, %906
  %908 = and i1 %900, %907
  %909 = and i1 %903, %907
  %910 = xor i1 %895, %909
  %911 = xor i1 %898, %909
  %912 = xor i1 %901, %909
  %913 = xor i1 %315, %908
  %914 = and i1 %903, %913
  %915 = zext i1 %909 to i32
  %916 = select i1 %36, i32 %239, i32 0
  %917 = select i1 %36, i32 %238, i32 0
  %918 = select i1 %36, i32 %237, i32 0
  %919 = select i1 %36, i32 %236, i32 0
  %920 = zext i1 %910 to i32
  %921 = zext i1 %911 to i32
  %922 = zext i1 %912 to i32
  %923 = zext i1 %914 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %915, i32 %916, i32 %917, i32 %918, i32 %919, ptr addrspace(1) %893, i32 %920, i32 %921, i32 %922, i32 %923) #4
  %924 = or disjoint i32 %311, 72
  %925 = add i32 %310, %924
  %926 = sext i32 %925 to i64
  %927 = getelementptr float, ptr addrspace(1) %2, i64 %926
  %928 = icmp slt i32 %924, %4
  %929 = and i1 %315, %928
  %930 = or disjoint i32 %311, 73
  %931 = icmp slt i32 %930, %4
  %932 = and i1 %315, %931
  %933 = or disjoint i32 %311, 74
  %934 = icmp slt i32 %933, %4
  %935 = and i1 %315, %934
  %936 = or disjoint i32 %311, 75
  %937 = icmp slt i32 %936, %4
  %938 = ptrtoint ptr addrspace(1) %927 to i64
  %939 = and i64 %938, 15
  %940 = icmp eq i64 %939, 0
  %941 = and i1 %929, %940
  %942 = and i1 %934, %941
  %943 = and i1 %937, %941
  %944 = xor i1 %929, %943
  %945 = xor i1 %932, %943
  %946 = xor i1 %935, %943
  %947 = xor i1 %315, %942
  %948 = and i1 %937, %947
  %949 = zext i1 %943 to i32
  %950 = select i1 %36, i32 %235, i32 0
  %951 = select i1 %36, i32 %234, i32 0
  %952 = select i1 %36, i32 %233, i32 0
  %953 = select i1 %36, i32 %232, i32 0
  %954 = zext i1 %944 to i32
  %955 = zext i1 %945 to i32
  %956 = zext i1 %946 to i32
  %957 = zext i1 %948 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %949, i32 %950, i32 %951, i32 %952, i32 %953, ptr addrspace(1) %927, i32 %954, i32 %955, i32 %956, i32 %957) #4
  %958 = or disjoint i32 %311, 76
  %959 = add i32 %310, %958
  %960 = sext i32 %959 to i64
  %961 = getelementptr float, ptr addrspace(1) %2, i64 %960
  %962 = icmp slt i32 %958, %4
  %963 = and i1 %315, %962
  %964 = or disjoint i32 %311, 77
  %965 = icmp slt i32 %964, %4
  %966 = and i1 %315, %965
  %967 = or disjoint i32 %311, 78
  %968 = icmp slt i32 %967, %4
  %969 = and i1 %315, %968
  %970 = or disjoint i32 %311, 79
  %971 = icmp slt i32 %970, %4
  %972 = ptrtoint ptr addrspace(1) %961 to i64
  %973 = and i64 %972, 15
  %974 = icmp eq i64 %973, 0
  %975 = and i1 %963, %974
  %976 = and i1 %968, %975
  %977 = and i1 %971, %975
  %978 = xor i1 %963, %977
  %979 = xor i1 %966, %977
  %980 = xor i1 %969, %977
  %981 = xor i1 %315, %976
  %982 = and i1 %971, %981
  %983 = zext i1 %977 to i32
  %984 = select i1 %36, i32 %231, i32 0
  %985 = select i1 %36, i32 %230, i32 0
  %986 = select i1 %36, i32 %229, i32 0
  %987 = select i1 %36, i32 %228, i32 0
  %988 = zext i1 %978 to i32
  %989 = zext i1 %979 to i32
  %990 = zext i1 %980 to i32
  %991 = zext i1 %982 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %983, i32 %984, i32 %985, i32 %986, i32 %987, ptr addrspace(1) %961, i32 %988, i32 %989, i32 %990, i32 %991) #4
  %992 = or disjoint i32 %311, 80
  %993 = add i32 %310, %992
  %994 = sext i32 %993 to i64
  %995 = getelementptr float, ptr addrspace(1) %2, i64 %994
  %996 = icmp slt i32 %992, %4
  %997 = and i1 %315, %996
  %998 = or disjoint i32 %311, 81
  %999 = icmp slt i32 %998, %4
  %1000 = and i1 %315, %999
  %1001 = or disjoint i32 %311, 82
  %1002 = icmp slt i32 %1001, %4
  %1003 = and i1 %315, %1002
  %1004 = or disjoint i32 %311, 83
  %1005 = icmp slt i32 %1004, %4
  %1006 = ptrtoint ptr addrspace(1) %995 to i64
  %1007 = and i64 %1006, 15
  %1008 = icmp eq i64 %1007, 0
  %1009 = and i1 %997, %1008
  %1010 = and i1 %1002, %1009
  %1011 = and i1 %1005, %1009
  %1012 = xor i1 %997, %1011
  %1013 = xor i1 %1000, %1011
  %1014 = xor i1 %1003, %1011
  %1015 = xor i1 %315, %1010
  %1016 = and i1 %1005, %1015
  %1017 = zext i1 %1011 to i32
  %1018 = select i1 %36, i32 %227, i32 0
  %1019 = select i1 %36, i32 %226, i32 0
  %1020 = select i1 %36, i32 %225, i32 0
  %1021 = select i1 %36, i32 %224, i32 0
  %1022 = zext i1 %1012 to i32
  %1023 = zext i1 %1013 to i32
  %1024 = zext i1 %1014 to i32
  %1025 = zext i1 %1016 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1017, i32 %1018, i32 %1019, i32 %1020, i32 %1021, ptr addrspace(1) %995, i32 %1022, i32 %1023, i32 %1024, i32 %1025) #4
  %1026 = or disjoint i32 %311, 84
  %1027 = add i32 %310, %1026
  %1028 = sext i32 %1027 to i64
  %1029 = getelementptr float, ptr addrspace(1) %2, i64 %1028
  %1030 = icmp slt i32 %1026, %4
  %1031 = and i1 %315, %1030
  %1032 = or disjoint i32 %311, 85
  %1033 = icmp slt i32 %1032, %4
  %1034 = and i1 %315, %1033
  %1035 = or disjoint i32 %311, 86
  %1036 = icmp slt i32 %1035, %4
  %1037 = and i1 %315, %1036
  %1038 = or disjoint i32 %311, 87
  %1039 = icmp slt i32 %1038, %4
  %1040 = ptrtoint ptr addrspace(1) %1029 to i64
  %1041 = and i64 %1040, 15
  %1042 = icmp eq i64 %1041, 0
  %1043 = and i1 %1031, %1042
  %1044 = and i1 %1036, %1043
  %1045 = and i1 %1039, %1043
  %1046 = xor i1 %1031, %1045
  %1047 = xor i1 %1034, %1045
  %1048 = xor i1 %1037, %1045
  %1049 = xor i1 %315, %1044
  %1050 = and i1 %1039, %1049
  %1051 = zext i1 %1045 to i32
  %1052 = select i1 %36, i32 %223, i32 0
  %1053 = select i1 %36, i32 %222, i32 0
  %1054 = select i1 %36, i32 %221, i32 0
  %1055 = select i1 %36, i32 %220, i32 0
  %1056 = zext i1 %1046 to i32
  %1057 = zext i1 %1047 to i32
  %1058 = zext i1 %1048 to i32
  %1059 = zext i1 %1050 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1051, i32 %1052, i32 %1053, i32 %1054, i32 %1055, ptr addrspace(1) %1029, i32 %1056, i32 %1057, i32 %1058, i32 %1059) #4
  %1060 = or disjoint i32 %311, 88
  %1061 = add i32 %310, %1060
  %1062 = sext i32 %1061 to i64
  %1063 = getelementptr float, ptr addrspace(1) %2, i64 %1062
  %1064 = icmp slt i32 %1060, %4
  %1065 = and i1 %315, %1064
  %1066 = or disjoint i32 %311, 89
  %1067 = icmp slt i32 %1066, %4
  %1068 = and i1 %315, %1067
  %1069 = or disjoint i32 %311, 90
  %1070 = icmp slt i32 %1069, %4
  %1071 = and i1 %315, %1070
  %1072 = or disjoint i32 %311, 91
  %1073 = icmp slt i32 %1072, %4
  %1074 = ptrtoint ptr addrspace(1) %1063 to i64
  %1075 = and i64 %1074, 15
  %1076 = icmp eq i64 %1075, 0
  %1077 = and i1 %1065, %1076
  %1078 = and i1 %1070, %1077
  %1079 = and i1 %1073, %1077
  %1080 = xor i1 %1065, %1079
  %1081 = xor i1 %1068, %1079
  %1082 = xor i1 %1071, %1079
  %1083 = xor i1 %315, %1078
  %1084 = and i1 %1073, %1083
  %1085 = zext i1 %1079 to i32
  %1086 = select i1 %36, i32 %219, i32 0
  %1087 = select i1 %36, i32 %218, i32 0
  %1088 = select i1 %36, i32 %217, i32 0
  %1089 = select i1 %36, i32 %216, i32 0
  %1090 = zext i1 %1080 to i32
  %1091 = zext i1 %1081 to i32
  %1092 = zext i1 %1082 to i32
  %1093 = zext i1 %1084 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1085, i32 %1086, i32 %1087, i32 %1088, i32 %1089, ptr addrspace(1) %1063, i32 %1090, i32 %1091, i32 %1092, i32 %1093) #4
  %1094 = or disjoint i32 %311, 92
  %1095 = add i32 %310, %1094
  %1096 = sext i32 %1095 to i64
  %1097 = getelementptr float, ptr addrspace(1) %2, i64 %1096
  %1098 = icmp slt i32 %1094, %4
  %1099 = and i1 %315, %1098
  %1100 = or disjoint i32 %311, 93
  %1101 = icmp slt i32 %1100, %4
  %1102 = and i1 %315, %1101
  %1103 = or disjoint i32 %311, 94
  %1104 = icmp slt i32 %1103, %4
  %1105 = and i1 %315, %1104
  %1106 = or disjoint i32 %311, 95
  %1107 = icmp slt i32 %1106, %4
  %1108 = ptrtoint ptr addrspace(1) %1097 to i64
  %1109 = and i64 %1108, 15
  %1110 = icmp eq i64 %1109, 0
  %1111 = and i1 %1099, %1110
  %1112 = and i1 %1104, %1111
  %1113 = and i1 %1107, %1111
  %1114 = xor i1 %1099, %1113
  %1115 = xor i1 %1102, %1113
  %1116 = xor i1 %1105, %1113
  %1117 = xor i1 %315, %1112
  %1118 = and i1 %1107, %1117
  %1119 = zext i1 %1113 to i32
  %1120 = select i1 %36, i32 %215, i32 0
  %1121 = select i1 %36, i32 %214, i32 0
  %1122 = select i1 %36, i32 %213, i32 0
  %1123 = select i1 %36, i32 %212, i32 0
  %1124 = zext i1 %1114 to i32
  %1125 = zext i1 %1115 to i32
  %1126 = zext i1 %1116 to i32
  %1127 = zext i1 %1118 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1119, i32 %1120, i32 %1121, i32 %1122, i32 %1123, ptr addrspace(1) %1097, i32 %1124, i32 %1125, i32 %1126, i32 %1127) #4
  %1128 = or disjoint i32 %311, 96
  %1129 = add i32 %310, %1128
  %1130 = sext i32 %1129 to i64
  %1131 = getelementptr float, ptr addrspace(1) %2, i64 %1130
  %1132 = icmp slt i32 %1128, %4
  %1133 = and i1 %315, %1132
  %1134 = or disjoint i32 %311, 97
  %1135 = icmp slt i32 %1134, %4
  %1136 = and i1 %315, %1135
  %1137 = or disjoint i32 %311, 98
  %1138 = icmp slt i32 %1137, %4
  %1139 = and i1 %315, %1138
  %1140 = or disjoint i32 %311, 99
  %1141 = icmp slt i32 %1140, %4
  %1142 = ptrtoint ptr addrspace(1) %1131 to i64
  %1143 = and i64 %1142, 15
  %1144 = icmp eq i64 %1143, 0
  %1145 = and i1 %1133, %1144
  %1146 = and i1 %1138, %1145
  %1147 = and i1 %1141, %1145
  %1148 = xor i1 %1133, %1147
  %1149 = xor i1 %1136, %1147
  %1150 = xor i1 %1139, %1147
  %1151 = xor i1 %315, %1146
  %1152 = and i1 %1141, %1151
  %1153 = zext i1 %1147 to i32
  %1154 = select i1 %36, i32 %211, i32 0
  %1155 = select i1 %36, i32 %210, i32 0
  %1156 = select i1 %36, i32 %209, i32 0
  %1157 = select i1 %36, i32 %208, i32 0
  %1158 = zext i1 %1148 to i32
  %1159 = zext i1 %1149 to i32
  %1160 = zext i1 %1150 to i32
  %1161 = zext i1 %1152 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1153, i32 %1154, i32 %1155, i32 %1156, i32 %1157, ptr addrspace(1) %1131, i32 %1158, i32 %1159, i32 %1160, i32 %1161) #4
  %1162 = or disjoint i32 %311, 100
  %1163 = add i32 %310, %1162
  %1164 = sext i32 %1163 to i64
  %1165 = getelementptr float, ptr addrspace(1) %2, i64 %1164
  %1166 = icmp slt i32 %1162, %4
  %1167 = and i1 %315, %1166
  %1168 = or disjoint i32 %311, 101
  %1169 = icmp slt i32 %1168, %4
  %1170 = and i1 %315, %1169
  %1171 = or disjoint i32 %311, 102
  %1172 = icmp slt i32 %1171, %4
  %1173 = and i1 %315, %1172
  %1174 = or disjoint i32 %311, 103
  %1175 = icmp slt i32 %1174, %4
  %1176 = ptrtoint ptr addrspace(1) %1165 to i64
  %1177 = and i64 %1176, 15
  %1178 = icmp eq i64 %1177, 0
  %1179 = and i1 %1167, %1178
  %1180 = and i1 %1172, %1179
  %1181 = and i1 %1175, %1179
  %1182 = xor i1 %1167, %1181
  %1183 = xor i1 %1170, %1181
  %1184 = xor i1 %1173, %1181
  %1185 = xor i1 %315, %1180
  %1186 = and i1 %1175, %1185
  %1187 = zext i1 %1181 to i32
  %1188 = select i1 %36, i32 %207, i32 0
  %1189 = select i1 %36, i32 %206, i32 0
  %1190 = select i1 %36, i32 %205, i32 0
  %1191 = select i1 %36, i32 %204, i32 0
  %1192 = zext i1 %1182 to i32
  %1193 = zext i1 %1183 to i32
  %1194 = zext i1 %1184 to i32
  %1195 = zext i1 %1186 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1187, i32 %1188, i32 %1189, i32 %1190, i32 %1191, ptr addrspace(1) %1165, i32 %1192, i32 %1193, i32 %1194, i32 %1195) #4
  %1196 = or disjoint i32 %311, 104
  %1197 = add i32 %310, %1196
  %1198 = sext i32 %1197 to i64
  %1199 = getelementptr float, ptr addrspace(1) %2, i64 %1198
  %1200 = icmp slt i32 %1196, %4
  %1201 = and i1 %315, %1200
  %1202 = or disjoint i32 %311, 105
  %1203 = icmp slt i32 %1202, %4
  %1204 = and i1 %315, %1203
  %1205 = or disjoint i32 %311, 106
  %1206 = icmp slt i32 %1205, %4
  %1207 = and i1 %315, %1206
  %1208 = or disjoint i32 %311, 107
  %1209 = icmp slt i32 %1208, %4
  %1210 = ptrtoint ptr addrspace(1) %1199 to i64
  %1211 = and i64 %1210, 15
  %1212 = icmp eq i64 %1211, 0
  %1213 = and i1 %1201, %1212
  %1214 = and i1 %1206, %1213
  %1215 = and i1 %1209, %1213
  %1216 = xor i1 %1201, %1215
  %1217 = xor i1 %1204, %1215
  %1218 = xor i1 %1207, %1215
  %1219 = xor i1 %315, %1214
  %1220 = and i1 %1209, %1219
  %1221 = zext i1 %1215 to i32
  %1222 = select i1 %36, i32 %203, i32 0
  %1223 = select i1 %36, i32 %202, i32 0
  %1224 = select i1 %36, i32 %201, i32 0
  %1225 = select i1 %36, i32 %200, i32 0
  %1226 = zext i1 %1216 to i32
  %1227 = zext i1 %1217 to i32
  %1228 = zext i1 %1218 to i32
  %1229 = zext i1 %1220 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1221, i32 %1222, i32 %1223, i32 %1224, i32 %1225, ptr addrspace(1) %1199, i32 %1226, i32 %1227, i32 %1228, i32 %1229) #4
  %1230 = or disjoint i32 %311, 108
  %1231 = add i32 %310, %1230
  %1232 = sext i32 %1231 to i64
  %1233 = getelementptr float, ptr addrspace(1) %2, i64 %1232
  %1234 = icmp slt i32 %1230, %4
  %1235 = and i1 %315, %1234
  %1236 = or disjoint i32 %311, 109
  %1237 = icmp slt i32 %1236, %4
  %1238 = and i1 %315, %1237
  %1239 = or disjoint i32 %311, 110
  %1240 = icmp slt i32 %1239, %4
  %1241 = and i1 %315, %1240
  %1242 = or disjoint i32 %311, 111
  %1243 = icmp slt i32 %1242, %4
  %1244 = ptrtoint ptr addrspace(1) %1233 to i64
  %1245 = and i64 %1244, 15
  %1246 = icmp eq i64 %1245, 0
  %1247 = and i1 %1235, %1246
  %1248 = and i1 %1240, %1247
  %1249 = and i1 %1243, %1247
  %1250 = xor i1 %1235, %1249
  %1251 = xor i1 %1238, %1249
  %1252 = xor i1 %1241, %1249
  %1253 = xor i1 %315, %1248
  %1254 = and i1 %1243, %1253
  %1255 = zext i1 %1249 to i32
  %1256 = select i1 %36, i32 %199, i32 0
  %1257 = select i1 %36, i32 %198, i32 0
  %1258 = select i1 %36, i32 %197, i32 0
  %1259 = select i1 %36, i32 %196, i32 0
  %1260 = zext i1 %1250 to i32
  %1261 = zext i1 %1251 to i32
  %1262 = zext i1 %1252 to i32
  %1263 = zext i1 %1254 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1255, i32 %1256, i32 %1257, i32 %1258, i32 %1259, ptr addrspace(1) %1233, i32 %1260, i32 %1261, i32 %1262, i32 %1263) #4
  %1264 = or disjoint i32 %311, 112
  %1265 = add i32 %310, %1264
  %1266 = sext i32 %1265 to i64
  %1267 = getelementptr float, ptr addrspace(1) %2, i64 %1266
  %1268 = icmp slt i32 %1264, %4
  %1269 = and i1 %315, %1268
  %1270 = or disjoint i32 %311, 113
  %1271 = icmp slt i32 %1270, %4
  %1272 = and i1 %315, %1271
  %1273 = or disjoint i32 %311, 114
  %1274 = icmp slt i32 %1273, %4
  %1275 = and i1 %315, %1274
  %1276 = or disjoint i32 %311, 115
  %1277 = icmp slt i32 %1276, %4
  %1278 = ptrtoint ptr addrspace(1) %1267 to i64
  %1279 = and i64 %1278, 15
  %1280 = icmp eq i64 %1279, 0
  %1281 = and i1 %1269, %1280
  %1282 = and i1 %1274, %1281
  %1283 = and i1 %1277, %1281
  %1284 = xor i1 %1269, %1283
  %1285 = xor i1 %1272, %1283
  %1286 = xor i1 %1275, %1283
  %1287 = xor i1 %315, %1282
  %1288 = and i1 %1277, %1287
  %1289 = zext i1 %1283 to i32
  %1290 = select i1 %36, i32 %195, i32 0
  %1291 = select i1 %36, i32 %194, i32 0
  %1292 = select i1 %36, i32 %193, i32 0
  %1293 = select i1 %36, i32 %192, i32 0
  %1294 = zext i1 %1284 to i32
  %1295 = zext i1 %1285 to i32
  %1296 = zext i1 %1286 to i32
  %1297 = zext i1 %1288 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1289, i32 %1290, i32 %1291, i32 %1292, i32 %1293, ptr addrspace(1) %1267, i32 %1294, i32 %1295, i32 %1296, i32 %1297) #4
  %1298 = or disjoint i32 %311, 116
  %1299 = add i32 %310, %1298
  %1300 = sext i32 %1299 to i64
  %1301 = getelementptr float, ptr addrspace(1) %2, i64 %1300
  %1302 = icmp slt i32 %1298, %4
  %1303 = and i1 %315, %1302
  %1304 = or disjoint i32 %311, 117
  %1305 = icmp slt i32 %1304, %4
  %1306 = and i1 %315, %1305
  %1307 = or disjoint i32 %311, 118
  %1308 = icmp slt i32 %1307, %4
  %1309 = and i1 %315, %1308
  %1310 = or disjoint i32 %311, 119
  %1311 = icmp slt i32 %1310, %4
  %1312 = ptrtoint ptr addrspace(1) %1301 to i64
  %1313 = and i64 %1312, 15
  %1314 = icmp eq i64 %1313, 0
  %1315 = and i1 %1303, %1314
  %1316 = and i1 %1308, %1315
  %1317 = and i1 %1311, %1315
  %1318 = xor i1 %1303, %1317
  %1319 = xor i1 %1306, %1317
  %1320 = xor i1 %1309, %1317
  %1321 = xor i1 %315, %1316
  %1322 = and i1 %1311, %1321
  %1323 = zext i1 %1317 to i32
  %1324 = select i1 %36, i32 %191, i32 0
  %1325 = select i1 %36, i32 %190, i32 0
  %1326 = select i1 %36, i32 %189, i32 0
  %1327 = select i1 %36, i32 %188, i32 0
  %1328 = zext i1 %1318 to i32
  %1329 = zext i1 %1319 to i32
  %1330 = zext i1 %1320 to i32
  %1331 = zext i1 %1322 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1323, i32 %1324, i32 %1325, i32 %1326, i32 %1327, ptr addrspace(1) %1301, i32 %1328, i32 %1329, i32 %1330, i32 %1331) #4
  %1332 = or disjoint i32 %311, 120
  %1333 = add i32 %310, %1332
  %1334 = sext i32 %1333 to i64
  %1335 = getelementptr float, ptr addrspace(1) %2, i64 %1334
  %1336 = icmp slt i32 %1332, %4
  %1337 = and i1 %315, %1336
  %1338 = or disjoint i32 %311, 121
  %1339 = icmp slt i32 %1338, %4
  %1340 = and i1 %315, %1339
  %1341 = or disjoint i32 %311, 122
  %1342 = icmp slt i32 %1341, %4
  %1343 = and i1 %315, %1342
  %1344 = or disjoint i32 %311, 123
  %1345 = icmp slt i32 %1344, %4
  %1346 = ptrtoint ptr addrspace(1) %1335 to i64
  %1347 = and i64 %1346, 15
  %1348 = icmp eq i64 %1347, 0
  %1349 = and i1 %1337, %1348
  %1350 = and i1 %1342, %1349
  %1351 = and i1 %1345, %1349
  %1352 = xor i1 %1337, %1351
  %1353 = xor i1 %1340, %1351
  %1354 = xor i1 %1343, %1351
  %1355 = xor i1 %315, %1350
  %1356 = and i1 %1345, %1355
  %1357 = zext i1 %1351 to i32
  %1358 = select i1 %36, i32 %187, i32 0
  %1359 = select i1 %36, i32 %186, i32 0
  %1360 = select i1 %36, i32 %185, i32 0
  %1361 = select i1 %36, i32 %184, i32 0
  %1362 = zext i1 %1352 to i32
  %1363 = zext i1 %1353 to i32
  %1364 = zext i1 %1354 to i32
  %1365 = zext i1 %1356 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1357, i32 %1358, i32 %1359, i32 %1360, i32 %1361, ptr addrspace(1) %1335, i32 %1362, i32 %1363, i32 %1364, i32 %1365) #4
  %1366 = or disjoint i32 %311, 124
  %1367 = add i32 %310, %1366
  %1368 = sext i32 %1367 to i64
  %1369 = getelementptr float, ptr addrspace(1) %2, i64 %1368
  %1370 = icmp slt i32 %1366, %4
  %1371 = and i1 %315, %1370
  %1372 = or disjoint i32 %311, 125
  %1373 = icmp slt i32 %1372, %4
  %1374 = and i1 %315, %1373
  %1375 = or disjoint i32 %311, 126
  %1376 = icmp slt i32 %1375, %4
  %1377 = and i1 %315, %1376
  %1378 = or disjoint i32 %7, %24
  %1379 = or i32 %1378, 127
  %1380 = icmp slt i32 %1379, %4
  %1381 = ptrtoint ptr addrspace(1) %1369 to i64
  %1382 = and i64 %1381, 15
  %1383 = icmp eq i64 %1382, 0
  %1384 = and i1 %1371, %1383
  %1385 = and i1 %1376, %1384
  %1386 = and i1 %1380, %1385
  %1387 = xor i1 %1371, %1386
  %1388 = xor i1 %1374, %1386
  %1389 = xor i1 %1377, %1386
  %1390 = xor i1 %315, %1385
  %1391 = and i1 %1380, %1390
  %1392 = zext i1 %1386 to i32
  %1393 = select i1 %36, i32 %183, i32 0
  %1394 = select i1 %36, i32 %182, i32 0
  %1395 = select i1 %36, i32 %181, i32 0
  %1396 = select i1 %36, i32 %180, i32 0
  %1397 = zext i1 %1387 to i32
  %1398 = zext i1 %1388 to i32
  %1399 = zext i1 %1389 to i32
  %1400 = zext i1 %1391 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1392, i32 %1393, i32 %1394, i32 %1395, i32 %1396, ptr addrspace(1) %1369, i32 %1397, i32 %1398, i32 %1399, i32 %1400) #4
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
