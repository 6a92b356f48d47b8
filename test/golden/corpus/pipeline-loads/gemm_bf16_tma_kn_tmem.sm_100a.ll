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
  %.decomposed22 = sub i32 %.decomposed, %21
  %22 = add nuw i32 %.decomposed22, %16
  %23 = shl i32 %22, 7
  %24 = shl i32 %20, 8
  %25 = icmp eq i32 %7, 0
  br i1 %25, label %26, label %27

26:                                               ; preds = %6
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 196608) to i32)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 196608) to i32), i32 128)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 196608) to i32), i32 256)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 196608) to i32), i32 384)) #4
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #4
  br label %27

27:                                               ; preds = %26, %6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %25, label %28, label %29

28:                                               ; preds = %27
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 197120) to i32)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 197120) to i32), i32 128)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 197120) to i32), i32 256)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 197120) to i32), i32 384)) #4
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #4
  br label %29

29:                                               ; preds = %28, %27
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %25, label %30, label %31

30:                                               ; preds = %29
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 197632) to i32)) #4
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #4
  br label %31

31:                                               ; preds = %30, %29
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %32 = icmp samesign ult i32 %7, 32
  br i1 %32, label %33, label %34

33:                                               ; preds = %31
  tail call void asm sideeffect "tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [$0], 256;\0A\09tcgen05.relinquish_alloc_permit.cta_group::1.sync.aligned;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 197760) to i32)) #4
  br label %34

34:                                               ; preds = %33, %31
  tail call void asm sideeffect "tcgen05.fence::before_thread_sync;", "~{memory}"() #4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #4
  %35 = tail call i32 asm sideeffect "ld.shared.b32 $0, [$1];", "=r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 197760) to i32)) #4
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
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 196736) to i32), i32 49152) #4
  %45 = ptrtoint ptr %0 to i64
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 147456) to i32), i64 %45, i32 64, i32 %23, i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 196736) to i32)) #4
  %46 = ptrtoint ptr %1 to i64
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 32768) to i32), i64 %46, i32 %24, i32 64, i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 196736) to i32)) #4
  %47 = or disjoint i32 %24, 64
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 32768) to i32), i32 8192), i64 %46, i32 %47, i32 64, i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 196736) to i32)) #4
  %48 = or disjoint i32 %24, 128
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 32768) to i32), i32 16384), i64 %46, i32 %48, i32 64, i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 196736) to i32)) #4
  %49 = or disjoint i32 %24, 192
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 32768) to i32), i32 24576), i64 %46, i32 %49, i32 64, i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 196736) to i32)) #4
  br label %.critedge4

.critedge4:                                       ; preds = %.critedge1, %.critedge3
  %50 = icmp sgt i32 %5, 128
  %51 = and i1 %25, %50
  br i1 %51, label %.critedge6, label %.critedge7

.critedge6:                                       ; preds = %.critedge4
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 196864) to i32), i32 49152) #4
  %52 = ptrtoint ptr %0 to i64
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 163840) to i32), i64 %52, i32 128, i32 %23, i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 196864) to i32)) #4
  %53 = ptrtoint ptr %1 to i64
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 65536) to i32), i64 %53, i32 %24, i32 128, i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 196864) to i32)) #4
  %54 = or disjoint i32 %24, 64
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 65536) to i32), i32 8192), i64 %53, i32 %54, i32 128, i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 196864) to i32)) #4
  %55 = or disjoint i32 %24, 128
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 65536) to i32), i32 16384), i64 %53, i32 %55, i32 128, i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 196864) to i32)) #4
  %56 = or disjoint i32 %24, 192
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 65536) to i32), i32 24576), i64 %53, i32 %56, i32 128, i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 196864) to i32)) #4
  br label %.critedge7

.critedge7:                                       ; preds = %.critedge4, %.critedge6
  %57 = icmp sgt i32 %5, 192
  %58 = and i1 %25, %57
  br i1 %58, label %.critedge9, label %.critedge10

.critedge9:                                       ; preds = %.critedge7
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 196992) to i32), i32 49152) #4
  %59 = ptrtoint ptr %0 to i64
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 180224) to i32), i64 %59, i32 192, i32 %23, i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 196992) to i32)) #4
  %60 = ptrtoint ptr %1 to i64
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 98304) to i32), i64 %60, i32 %24, i32 192, i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 196992) to i32)) #4
  %61 = or disjoint i32 %24, 64
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 98304) to i32), i32 8192), i64 %60, i32 %61, i32 192, i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 196992) to i32)) #4
  %62 = or disjoint i32 %24, 128
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 98304) to i32), i32 16384), i64 %60, i32 %62, i32 192, i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 196992) to i32)) #4
  %63 = or disjoint i32 %24, 192
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 98304) to i32), i32 24576), i64 %60, i32 %63, i32 192, i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 196992) to i32)) #4
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
  %70 = phi i32 [ 0, %.lr.ph ], [ %152, %.critedge19 ]
  %71 = lshr exact i32 %70, 6
  %72 = and i32 %71, 3
  %73 = lshr i32 %70, 8
  %74 = and i32 %73, 1
  %75 = shl nuw nsw i32 %72, 7
  %76 = zext nneg i32 %75 to i64
  %77 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 196608), i64 %76
  %78 = ptrtoint ptr addrspace(3) %77 to i64
  %79 = trunc i64 %78 to i32
  br label %80

80:                                               ; preds = %80, %69
  %81 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %79, i32 %74) #4
  %82 = icmp eq i32 %81, 0
  br i1 %82, label %80, label %83

83:                                               ; preds = %80
  %84 = icmp ne i32 %70, 0
  br i1 %25, label %85, label %.critedge12

85:                                               ; preds = %83
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
  %116 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 197120), i64 %76
  %117 = ptrtoint ptr addrspace(3) %116 to i64
  %118 = trunc i64 %117 to i32
  call void asm sideeffect "tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$0];", "r,~{memory}"(i32 %118) #4
  br label %.critedge12

.critedge12:                                      ; preds = %83, %85
  %119 = add i32 %70, 192
  %120 = icmp slt i32 %119, %5
  %121 = and i1 %84, %120
  br i1 %121, label %122, label %.critedge19

122:                                              ; preds = %.critedge12
  %123 = add nsw i32 %71, -1
  %124 = and i32 %123, 3
  %125 = lshr i32 %123, 2
  %126 = and i32 %125, 1
  %127 = shl nuw nsw i32 %124, 7
  %128 = zext nneg i32 %127 to i64
  %129 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 197120), i64 %128
  %130 = ptrtoint ptr addrspace(3) %129 to i64
  %131 = trunc i64 %130 to i32
  br label %132

132:                                              ; preds = %132, %122
  %133 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %131, i32 %126) #4
  %134 = icmp eq i32 %133, 0
  br i1 %134, label %132, label %135

135:                                              ; preds = %132
  br i1 %25, label %.critedge14, label %.critedge19

.critedge14:                                      ; preds = %135
  %136 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 196608), i64 %128
  %137 = ptrtoint ptr addrspace(3) %136 to i64
  %138 = trunc i64 %137 to i32
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 %138, i32 49152) #4
  %139 = shl nuw nsw i32 %124, 14
  %140 = zext nneg i32 %139 to i64
  %141 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 131072), i64 %140
  %142 = ptrtoint ptr addrspace(3) %141 to i64
  %143 = trunc i64 %142 to i32
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %143, i64 %64, i32 %119, i32 %23, i32 %138) #4
  %144 = shl nuw nsw i32 %124, 15
  %145 = zext nneg i32 %144 to i64
  %146 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 %145
  %147 = ptrtoint ptr addrspace(3) %146 to i64
  %148 = trunc i64 %147 to i32
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %148, i64 %65, i32 %24, i32 %119, i32 %138) #4
  %149 = add i32 %148, 8192
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %149, i64 %65, i32 %66, i32 %119, i32 %138) #4
  %150 = add i32 %148, 16384
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %150, i64 %65, i32 %67, i32 %119, i32 %138) #4
  %151 = add i32 %148, 24576
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %151, i64 %65, i32 %68, i32 %119, i32 %138) #4
  br label %.critedge19

.critedge19:                                      ; preds = %135, %.critedge14, %.critedge12
  %152 = add i32 %70, 64
  %153 = icmp slt i32 %152, %5
  br i1 %153, label %69, label %._crit_edge

._crit_edge:                                      ; preds = %.critedge19, %.critedge10
  br i1 %25, label %154, label %.preheader

154:                                              ; preds = %._crit_edge
  call void asm sideeffect "tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 197632) to i32)) #4
  br label %.preheader

.preheader:                                       ; preds = %154, %._crit_edge
  br label %155

155:                                              ; preds = %.preheader, %155
  %156 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 197632) to i32), i32 0) #4
  %157 = icmp eq i32 %156, 0
  br i1 %157, label %155, label %158

158:                                              ; preds = %155
  call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #4
  %159 = and i32 %7, 128
  %160 = shl nuw nsw i32 %7, 16
  %161 = and i32 %160, 6291456
  %162 = or disjoint i32 %161, %159
  %163 = add i32 %162, %35
  %164 = call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %163) #4
  %165 = add i32 %163, 32
  %166 = call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %165) #4
  %167 = add i32 %163, 64
  %168 = call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %167) #4
  %169 = add i32 %163, 96
  %170 = call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %169) #4
  call void asm sideeffect "tcgen05.fence::before_thread_sync;", "~{memory}"() #4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %32, label %171, label %172

171:                                              ; preds = %158
  call void asm sideeffect "tcgen05.fence::after_thread_sync;\0A\09tcgen05.dealloc.cta_group::1.sync.aligned.b32 $0, 256;", "r,~{memory}"(i32 %35) #4
  br label %172

172:                                              ; preds = %171, %158
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %25, label %173, label %174

173:                                              ; preds = %172
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 196608) to i32)) #4
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 196608) to i32), i32 128)) #4
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 196608) to i32), i32 256)) #4
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 196608) to i32), i32 384)) #4
  br label %174

174:                                              ; preds = %173, %172
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %25, label %175, label %176

175:                                              ; preds = %174
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 197120) to i32)) #4
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 197120) to i32), i32 128)) #4
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 197120) to i32), i32 256)) #4
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 197120) to i32), i32 384)) #4
  br label %176

176:                                              ; preds = %175, %174
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %25, label %177, label %178

177:                                              ; preds = %176
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 197632) to i32)) #4
  br label %178

178:                                              ; preds = %177, %176
  %179 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %170, 31
  %180 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %170, 30
  %181 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %170, 29
  %182 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %170, 28
  %183 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %170, 27
  %184 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %170, 26
  %185 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %170, 25
  %186 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %170, 24
  %187 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %170, 23
  %188 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %170, 22
  %189 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %170, 21
  %190 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %170, 20
  %191 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %170, 19
  %192 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %170, 18
  %193 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %170, 17
  %194 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %170, 16
  %195 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %170, 15
  %196 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %170, 14
  %197 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %170, 13
  %198 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %170, 12
  %199 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %170, 11
  %200 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %170, 10
  %201 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %170, 9
  %202 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %170, 8
  %203 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %170, 7
  %204 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %170, 6
  %205 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %170, 5
  %206 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %170, 4
  %207 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %170, 3
  %208 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %170, 2
  %209 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %170, 1
  %210 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %170, 0
  %211 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %168, 31
  %212 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %168, 30
  %213 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %168, 29
  %214 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %168, 28
  %215 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %168, 27
  %216 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %168, 26
  %217 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %168, 25
  %218 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %168, 24
  %219 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %168, 23
  %220 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %168, 22
  %221 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %168, 21
  %222 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %168, 20
  %223 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %168, 19
  %224 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %168, 18
  %225 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %168, 17
  %226 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %168, 16
  %227 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %168, 15
  %228 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %168, 14
  %229 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %168, 13
  %230 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %168, 12
  %231 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %168, 11
  %232 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %168, 10
  %233 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %168, 9
  %234 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %168, 8
  %235 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %168, 7
  %236 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %168, 6
  %237 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %168, 5
  %238 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %168, 4
  %239 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %168, 3
  %240 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %168, 2
  %241 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %168, 1
  %242 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %168, 0
  %243 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %166, 31
  %244 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %166, 30
  %245 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %166, 29
  %246 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %166, 28
  %247 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %166, 27
  %248 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %166, 26
  %249 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %166, 25
  %250 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %166, 24
  %251 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %166, 23
  %252 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %166, 22
  %253 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %166, 21
  %254 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %166, 20
  %255 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %166, 19
  %256 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %166, 18
  %257 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %166, 17
  %258 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %166, 16
  %259 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %166, 15
  %260 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %166, 14
  %261 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %166, 13
  %262 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %166, 12
  %263 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %166, 11
  %264 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %166, 10
  %265 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %166, 9
  %266 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %166, 8
  %267 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %166, 7
  %268 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %166, 6
  %269 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %166, 5
  %270 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %166, 4
  %271 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %166, 3
  %272 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %166, 2
  %273 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %166, 1
  %274 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %166, 0
  %275 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %164, 31
  %276 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %164, 30
  %277 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %164, 29
  %278 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %164, 28
  %279 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %164, 27
  %280 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %164, 26
  %281 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %164, 25
  %282 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %164, 24
  %283 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %164, 23
  %284 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %164, 22
  %285 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %164, 21
  %286 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %164, 20
  %287 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %164, 19
  %288 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %164, 18
  %289 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %164, 17
  %290 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %164, 16
  %291 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %164, 15
  %292 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %164, 14
  %293 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %164, 13
  %294 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %164, 12
  %295 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %164, 11
  %296 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %164, 10
  %297 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %164, 9
  %298 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %164, 8
  %299 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %164, 7
  %300 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %164, 6
  %301 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %164, 5
  %302 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %164, 4
  %303 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %164, 3
  %304 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %164, 2
  %305 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %164, 1
  %306 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %164, 0
  %307 = and i32 %7, 127
  %308 = or disjoint i32 %23, %307
  %309 = mul i32 %308, %4
  %310 = or disjoint i32 %24, %159
  %311 = add i32 %309, %310
  %312 = sext i32 %311 to i64
  %313 = getelementptr float, ptr addrspace(1) %2, i64 %312
  %314 = icmp slt i32 %308, %3
  %315 = icmp slt i32 %310, %4
  %316 = and i1 %314, %315
  %317 = or disjoint i32 %310, 1
  %318 = icmp slt i32 %317, %4
  %319 = and i1 %314, %318
  %320 = or disjoint i32 %310, 2
  %321 = icmp slt i32 %320, %4
  %322 = and i1 %314, %321
  %323 = or disjoint i32 %310, 3
  %324 = icmp slt i32 %323, %4
  %325 = ptrtoint ptr addrspace(1) %313 to i64
  %326 = and i64 %325, 15
  %327 = icmp eq i64 %326, 0
  %328 = and i1 %316, %327
  %329 = and i1 %321, %328
  %330 = and i1 %324, %328
  %331 = xor i1 %316, %330
  %332 = xor i1 %319, %330
  %333 = xor i1 %322, %330
  %334 = xor i1 %314, %329
  %335 = and i1 %324, %334
  %336 = zext i1 %330 to i32
  %337 = select i1 %36, i32 %306, i32 0
  %338 = select i1 %36, i32 %305, i32 0
  %339 = select i1 %36, i32 %304, i32 0
  %340 = select i1 %36, i32 %303, i32 0
  %341 = zext i1 %331 to i32
  %342 = zext i1 %332 to i32
  %343 = zext i1 %333 to i32
  %344 = zext i1 %335 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %336, i32 %337, i32 %338, i32 %339, i32 %340, ptr addrspace(1) %313, i32 %341, i32 %342, i32 %343, i32 %344) #4
  %345 = or disjoint i32 %310, 4
  %346 = add i32 %309, %345
  %347 = sext i32 %346 to i64
  %348 = getelementptr float, ptr addrspace(1) %2, i64 %347
  %349 = icmp slt i32 %345, %4
  %350 = and i1 %314, %349
  %351 = or disjoint i32 %310, 5
  %352 = icmp slt i32 %351, %4
  %353 = and i1 %314, %352
  %354 = or disjoint i32 %310, 6
  %355 = icmp slt i32 %354, %4
  %356 = and i1 %314, %355
  %357 = or disjoint i32 %310, 7
  %358 = icmp slt i32 %357, %4
  %359 = ptrtoint ptr addrspace(1) %348 to i64
  %360 = and i64 %359, 15
  %361 = icmp eq i64 %360, 0
  %362 = and i1 %350, %361
  %363 = and i1 %355, %362
  %364 = and i1 %358, %362
  %365 = xor i1 %350, %364
  %366 = xor i1 %353, %364
  %367 = xor i1 %356, %364
  %368 = xor i1 %314, %363
  %369 = and i1 %358, %368
  %370 = zext i1 %364 to i32
  %371 = select i1 %36, i32 %302, i32 0
  %372 = select i1 %36, i32 %301, i32 0
  %373 = select i1 %36, i32 %300, i32 0
  %374 = select i1 %36, i32 %299, i32 0
  %375 = zext i1 %365 to i32
  %376 = zext i1 %366 to i32
  %377 = zext i1 %367 to i32
  %378 = zext i1 %369 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %370, i32 %371, i32 %372, i32 %373, i32 %374, ptr addrspace(1) %348, i32 %375, i32 %376, i32 %377, i32 %378) #4
  %379 = or disjoint i32 %310, 8
  %380 = add i32 %309, %379
  %381 = sext i32 %380 to i64
  %382 = getelementptr float, ptr addrspace(1) %2, i64 %381
  %383 = icmp slt i32 %379, %4
  %384 = and i1 %314, %383
  %385 = or disjoint i32 %310, 9
  %386 = icmp slt i32 %385, %4
  %387 = and i1 %314, %386
  %388 = or disjoint i32 %310, 10
  %389 = icmp slt i32 %388, %4
  %390 = and i1 %314, %389
  %391 = or disjoint i32 %310, 11
  %392 = icmp slt i32 %391, %4
  %393 = ptrtoint ptr addrspace(1) %382 to i64
  %394 = and i64 %393, 15
  %395 = icmp eq i64 %394, 0
  %396 = and i1 %384, %395
  %397 = and i1 %389, %396
  %398 = and i1 %392, %396
  %399 = xor i1 %384, %398
  %400 = xor i1 %387, %398
  %401 = xor i1 %390, %398
  %402 = xor i1 %314, %397
  %403 = and i1 %392, %402
  %404 = zext i1 %398 to i32
  %405 = select i1 %36, i32 %298, i32 0
  %406 = select i1 %36, i32 %297, i32 0
  %407 = select i1 %36, i32 %296, i32 0
  %408 = select i1 %36, i32 %295, i32 0
  %409 = zext i1 %399 to i32
  %410 = zext i1 %400 to i32
  %411 = zext i1 %401 to i32
  %412 = zext i1 %403 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %404, i32 %405, i32 %406, i32 %407, i32 %408, ptr addrspace(1) %382, i32 %409, i32 %410, i32 %411, i32 %412) #4
  %413 = or disjoint i32 %310, 12
  %414 = add i32 %309, %413
  %415 = sext i32 %414 to i64
  %416 = getelementptr float, ptr addrspace(1) %2, i64 %415
  %417 = icmp slt i32 %413, %4
  %418 = and i1 %314, %417
  %419 = or disjoint i32 %310, 13
  %420 = icmp slt i32 %419, %4
  %421 = and i1 %314, %420
  %422 = or disjoint i32 %310, 14
  %423 = icmp slt i32 %422, %4
  %424 = and i1 %314, %423
  %425 = or disjoint i32 %310, 15
  %426 = icmp slt i32 %425, %4
  %427 = ptrtoint ptr addrspace(1) %416 to i64
  %428 = and i64 %427, 15
  %429 = icmp eq i64 %428, 0
  %430 = and i1 %418, %429
  %431 = and i1 %423, %430
  %432 = and i1 %426, %430
  %433 = xor i1 %418, %432
  %434 = xor i1 %421, %432
  %435 = xor i1 %424, %432
  %436 = xor i1 %314, %431
  %437 = and i1 %426, %436
  %438 = zext i1 %432 to i32
  %439 = select i1 %36, i32 %294, i32 0
  %440 = select i1 %36, i32 %293, i32 0
  %441 = select i1 %36, i32 %292, i32 0
  %442 = select i1 %36, i32 %291, i32 0
  %443 = zext i1 %433 to i32
  %444 = zext i1 %434 to i32
  %445 = zext i1 %435 to i32
  %446 = zext i1 %437 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %438, i32 %439, i32 %440, i32 %441, i32 %442, ptr addrspace(1) %416, i32 %443, i32 %444, i32 %445, i32 %446) #4
  %447 = or disjoint i32 %310, 16
  %448 = add i32 %309, %447
  %449 = sext i32 %448 to i64
  %450 = getelementptr float, ptr addrspace(1) %2, i64 %449
  %451 = icmp slt i32 %447, %4
  %452 = and i1 %314, %451
  %453 = or disjoint i32 %310, 17
  %454 = icmp slt i32 %453, %4
  %455 = and i1 %314, %454
  %456 = or disjoint i32 %310, 18
  %457 = icmp slt i32 %456, %4
  %458 = and i1 %314, %457
  %459 = or disjoint i32 %310, 19
  %460 = icmp slt i32 %459, %4
  %461 = ptrtoint ptr addrspace(1) %450 to i64
  %462 = and i64 %461, 15
  %463 = icmp eq i64 %462, 0
  %464 = and i1 %452, %463
  %465 = and i1 %457, %464
  %466 = and i1 %460, %464
  %467 = xor i1 %452, %466
  %468 = xor i1 %455, %466
  %469 = xor i1 %458, %466
  %470 = xor i1 %314, %465
  %471 = and i1 %460, %470
  %472 = zext i1 %466 to i32
  %473 = select i1 %36, i32 %290, i32 0
  %474 = select i1 %36, i32 %289, i32 0
  %475 = select i1 %36, i32 %288, i32 0
  %476 = select i1 %36, i32 %287, i32 0
  %477 = zext i1 %467 to i32
  %478 = zext i1 %468 to i32
  %479 = zext i1 %469 to i32
  %480 = zext i1 %471 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %472, i32 %473, i32 %474, i32 %475, i32 %476, ptr addrspace(1) %450, i32 %477, i32 %478, i32 %479, i32 %480) #4
  %481 = or disjoint i32 %310, 20
  %482 = add i32 %309, %481
  %483 = sext i32 %482 to i64
  %484 = getelementptr float, ptr addrspace(1) %2, i64 %483
  %485 = icmp slt i32 %481, %4
  %486 = and i1 %314, %485
  %487 = or disjoint i32 %310, 21
  %488 = icmp slt i32 %487, %4
  %489 = and i1 %314, %488
  %490 = or disjoint i32 %310, 22
  %491 = icmp slt i32 %490, %4
  %492 = and i1 %314, %491
  %493 = or disjoint i32 %310, 23
  %494 = icmp slt i32 %493, %4
  %495 = ptrtoint ptr addrspace(1) %484 to i64
  %496 = and i64 %495, 15
  %497 = icmp eq i64 %496, 0
  %498 = and i1 %486, %497
  %499 = and i1 %491, %498
  %500 = and i1 %494, %498
  %501 = xor i1 %486, %500
  %502 = xor i1 %489, %500
  %503 = xor i1 %492, %500
  %504 = xor i1 %314, %499
  %505 = and i1 %494, %504
  %506 = zext i1 %500 to i32
  %507 = select i1 %36, i32 %286, i32 0
  %508 = select i1 %36, i32 %285, i32 0
  %509 = select i1 %36, i32 %284, i32 0
  %510 = select i1 %36, i32 %283, i32 0
  %511 = zext i1 %501 to i32
  %512 = zext i1 %502 to i32
  %513 = zext i1 %503 to i32
  %514 = zext i1 %505 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %506, i32 %507, i32 %508, i32 %509, i32 %510, ptr addrspace(1) %484, i32 %511, i32 %512, i32 %513, i32 %514) #4
  %515 = or disjoint i32 %310, 24
  %516 = add i32 %309, %515
  %517 = sext i32 %516 to i64
  %518 = getelementptr float, ptr addrspace(1) %2, i64 %517
  %519 = icmp slt i32 %515, %4
  %520 = and i1 %314, %519
  %521 = or disjoint i32 %310, 25
  %522 = icmp slt i32 %521, %4
  %523 = and i1 %314, %522
  %524 = or disjoint i32 %310, 26
  %525 = icmp slt i32 %524, %4
  %526 = and i1 %314, %525
  %527 = or disjoint i32 %310, 27
  %528 = icmp slt i32 %527, %4
  %529 = ptrtoint ptr addrspace(1) %518 to i64
  %530 = and i64 %529, 15
  %531 = icmp eq i64 %530, 0
  %532 = and i1 %520, %531
  %533 = and i1 %525, %532
  %534 = and i1 %528, %532
  %535 = xor i1 %520, %534
  %536 = xor i1 %523, %534
  %537 = xor i1 %526, %534
  %538 = xor i1 %314, %533
  %539 = and i1 %528, %538
  %540 = zext i1 %534 to i32
  %541 = select i1 %36, i32 %282, i32 0
  %542 = select i1 %36, i32 %281, i32 0
  %543 = select i1 %36, i32 %280, i32 0
  %544 = select i1 %36, i32 %279, i32 0
  %545 = zext i1 %535 to i32
  %546 = zext i1 %536 to i32
  %547 = zext i1 %537 to i32
  %548 = zext i1 %539 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %540, i32 %541, i32 %542, i32 %543, i32 %544, ptr addrspace(1) %518, i32 %545, i32 %546, i32 %547, i32 %548) #4
  %549 = or disjoint i32 %310, 28
  %550 = add i32 %309, %549
  %551 = sext i32 %550 to i64
  %552 = getelementptr float, ptr addrspace(1) %2, i64 %551
  %553 = icmp slt i32 %549, %4
  %554 = and i1 %314, %553
  %555 = or disjoint i32 %310, 29
  %556 = icmp slt i32 %555, %4
  %557 = and i1 %314, %556
  %558 = or disjoint i32 %310, 30
  %559 = icmp slt i32 %558, %4
  %560 = and i1 %314, %559
  %561 = or disjoint i32 %310, 31
  %562 = icmp slt i32 %561, %4
  %563 = ptrtoint ptr addrspace(1) %552 to i64
  %564 = and i64 %563, 15
  %565 = icmp eq i64 %564, 0
  %566 = and i1 %554, %565
  %567 = and i1 %559, %566
  %568 = and i1 %562, %566
  %569 = xor i1 %554, %568
  %570 = xor i1 %557, %568
  %571 = xor i1 %560, %568
  %572 = xor i1 %314, %567
  %573 = and i1 %562, %572
  %574 = zext i1 %568 to i32
  %575 = select i1 %36, i32 %278, i32 0
  %576 = select i1 %36, i32 %277, i32 0
  %577 = select i1 %36, i32 %276, i32 0
  %578 = select i1 %36, i32 %275, i32 0
  %579 = zext i1 %569 to i32
  %580 = zext i1 %570 to i32
  %581 = zext i1 %571 to i32
  %582 = zext i1 %573 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %574, i32 %575, i32 %576, i32 %577, i32 %578, ptr addrspace(1) %552, i32 %579, i32 %580, i32 %581, i32 %582) #4
  %583 = or disjoint i32 %310, 32
  %584 = add i32 %309, %583
  %585 = sext i32 %584 to i64
  %586 = getelementptr float, ptr addrspace(1) %2, i64 %585
  %587 = icmp slt i32 %583, %4
  %588 = and i1 %314, %587
  %589 = or disjoint i32 %310, 33
  %590 = icmp slt i32 %589, %4
  %591 = and i1 %314, %590
  %592 = or disjoint i32 %310, 34
  %593 = icmp slt i32 %592, %4
  %594 = and i1 %314, %593
  %595 = or disjoint i32 %310, 35
  %596 = icmp slt i32 %595, %4
  %597 = ptrtoint ptr addrspace(1) %586 to i64
  %598 = and i64 %597, 15
  %599 = icmp eq i64 %598, 0
  %600 = and i1 %588, %599
  %601 = and i1 %593, %600
  %602 = and i1 %596, %600
  %603 = xor i1 %588, %602
  %604 = xor i1 %591, %602
  %605 = xor i1 %594, %602
  %606 = xor i1 %314, %601
  %607 = and i1 %596, %606
  %608 = zext i1 %602 to i32
  %609 = select i1 %36, i32 %274, i32 0
  %610 = select i1 %36, i32 %273, i32 0
  %611 = select i1 %36, i32 %272, i32 0
  %612 = select i1 %36, i32 %271, i32 0
  %613 = zext i1 %603 to i32
  %614 = zext i1 %604 to i32
  %615 = zext i1 %605 to i32
  %616 = zext i1 %607 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %608, i32 %609, i32 %610, i32 %611, i32 %612, ptr addrspace(1) %586, i32 %613, i32 %614, i32 %615, i32 %616) #4
  %617 = or disjoint i32 %310, 36
  %618 = add i32 %309, %617
  %619 = sext i32 %618 to i64
  %620 = getelementptr float, ptr addrspace(1) %2, i64 %619
  %621 = icmp slt i32 %617, %4
  %622 = and i1 %314, %621
  %623 = or disjoint i32 %310, 37
  %624 = icmp slt i32 %623, %4
  %625 = and i1 %314, %624
  %626 = or disjoint i32 %310, 38
  %627 = icmp slt i32 %626, %4
  %628 = and i1 %314, %627
  %629 = or disjoint i32 %310, 39
  %630 = icmp slt i32 %629, %4
  %631 = ptrtoint ptr addrspace(1) %620 to i64
  %632 = and i64 %631, 15
  %633 = icmp eq i64 %632, 0
  %634 = and i1 %622, %633
  %635 = and i1 %627, %634
  %636 = and i1 %630, %634
  %637 = xor i1 %622, %636
  %638 = xor i1 %625, %636
  %639 = xor i1 %628, %636
  %640 = xor i1 %314, %635
  %641 = and i1 %630, %640
  %642 = zext i1 %636 to i32
  %643 = select i1 %36, i32 %270, i32 0
  %644 = select i1 %36, i32 %269, i32 0
  %645 = select i1 %36, i32 %268, i32 0
  %646 = select i1 %36, i32 %267, i32 0
  %647 = zext i1 %637 to i32
  %648 = zext i1 %638 to i32
  %649 = zext i1 %639 to i32
  %650 = zext i1 %641 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %642, i32 %643, i32 %644, i32 %645, i32 %646, ptr addrspace(1) %620, i32 %647, i32 %648, i32 %649, i32 %650) #4
  %651 = or disjoint i32 %310, 40
  %652 = add i32 %309, %651
  %653 = sext i32 %652 to i64
  %654 = getelementptr float, ptr addrspace(1) %2, i64 %653
  %655 = icmp slt i32 %651, %4
  %656 = and i1 %314, %655
  %657 = or disjoint i32 %310, 41
  %658 = icmp slt i32 %657, %4
  %659 = and i1 %314, %658
  %660 = or disjoint i32 %310, 42
  %661 = icmp slt i32 %660, %4
  %662 = and i1 %314, %661
  %663 = or disjoint i32 %310, 43
  %664 = icmp slt i32 %663, %4
  %665 = ptrtoint ptr addrspace(1) %654 to i64
  %666 = and i64 %665, 15
  %667 = icmp eq i64 %666, 0
  %668 = and i1 %656, %667
  %669 = and i1 %661, %668
  %670 = and i1 %664, %668
  %671 = xor i1 %656, %670
  %672 = xor i1 %659, %670
  %673 = xor i1 %662, %670
  %674 = xor i1 %314, %669
  %675 = and i1 %664, %674
  %676 = zext i1 %670 to i32
  %677 = select i1 %36, i32 %266, i32 0
  %678 = select i1 %36, i32 %265, i32 0
  %679 = select i1 %36, i32 %264, i32 0
  %680 = select i1 %36, i32 %263, i32 0
  %681 = zext i1 %671 to i32
  %682 = zext i1 %672 to i32
  %683 = zext i1 %673 to i32
  %684 = zext i1 %675 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %676, i32 %677, i32 %678, i32 %679, i32 %680, ptr addrspace(1) %654, i32 %681, i32 %682, i32 %683, i32 %684) #4
  %685 = or disjoint i32 %310, 44
  %686 = add i32 %309, %685
  %687 = sext i32 %686 to i64
  %688 = getelementptr float, ptr addrspace(1) %2, i64 %687
  %689 = icmp slt i32 %685, %4
  %690 = and i1 %314, %689
  %691 = or disjoint i32 %310, 45
  %692 = icmp slt i32 %691, %4
  %693 = and i1 %314, %692
  %694 = or disjoint i32 %310, 46
  %695 = icmp slt i32 %694, %4
  %696 = and i1 %314, %695
  %697 = or disjoint i32 %310, 47
  %698 = icmp slt i32 %697, %4
  %699 = ptrtoint ptr addrspace(1) %688 to i64
  %700 = and i64 %699, 15
  %701 = icmp eq i64 %700, 0
  %702 = and i1 %690, %701
  %703 = and i1 %695, %702
  %704 = and i1 %698, %702
  %705 = xor i1 %690, %704
  %706 = xor i1 %693, %704
  %707 = xor i1 %696, %704
  %708 = xor i1 %314, %703
  %709 = and i1 %698, %708
  %710 = zext i1 %704 to i32
  %711 = select i1 %36, i32 %262, i32 0
  %712 = select i1 %36, i32 %261, i32 0
  %713 = select i1 %36, i32 %260, i32 0
  %714 = select i1 %36, i32 %259, i32 0
  %715 = zext i1 %705 to i32
  %716 = zext i1 %706 to i32
  %717 = zext i1 %707 to i32
  %718 = zext i1 %709 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %710, i32 %711, i32 %712, i32 %713, i32 %714, ptr addrspace(1) %688, i32 %715, i32 %716, i32 %717, i32 %718) #4
  %719 = or disjoint i32 %310, 48
  %720 = add i32 %309, %719
  %721 = sext i32 %720 to i64
  %722 = getelementptr float, ptr addrspace(1) %2, i64 %721
  %723 = icmp slt i32 %719, %4
  %724 = and i1 %314, %723
  %725 = or disjoint i32 %310, 49
  %726 = icmp slt i32 %725, %4
  %727 = and i1 %314, %726
  %728 = or disjoint i32 %310, 50
  %729 = icmp slt i32 %728, %4
  %730 = and i1 %314, %729
  %731 = or disjoint i32 %310, 51
  %732 = icmp slt i32 %731, %4
  %733 = ptrtoint ptr addrspace(1) %722 to i64
  %734 = and i64 %733, 15
  %735 = icmp eq i64 %734, 0
  %736 = and i1 %724, %735
  %737 = and i1 %729, %736
  %738 = and i1 %732, %736
  %739 = xor i1 %724, %738
  %740 = xor i1 %727, %738
  %741 = xor i1 %730, %738
  %742 = xor i1 %314, %737
  %743 = and i1 %732, %742
  %744 = zext i1 %738 to i32
  %745 = select i1 %36, i32 %258, i32 0
  %746 = select i1 %36, i32 %257, i32 0
  %747 = select i1 %36, i32 %256, i32 0
  %748 = select i1 %36, i32 %255, i32 0
  %749 = zext i1 %739 to i32
  %750 = zext i1 %740 to i32
  %751 = zext i1 %741 to i32
  %752 = zext i1 %743 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %744, i32 %745, i32 %746, i32 %747, i32 %748, ptr addrspace(1) %722, i32 %749, i32 %750, i32 %751, i32 %752) #4
  %753 = or disjoint i32 %310, 52
  %754 = add i32 %309, %753
  %755 = sext i32 %754 to i64
  %756 = getelementptr float, ptr addrspace(1) %2, i64 %755
  %757 = icmp slt i32 %753, %4
  %758 = and i1 %314, %757
  %759 = or disjoint i32 %310, 53
  %760 = icmp slt i32 %759, %4
  %761 = and i1 %314, %760
  %762 = or disjoint i32 %310, 54
  %763 = icmp slt i32 %762, %4
  %764 = and i1 %314, %763
  %765 = or disjoint i32 %310, 55
  %766 = icmp slt i32 %765, %4
  %767 = ptrtoint ptr addrspace(1) %756 to i64
  %768 = and i64 %767, 15
  %769 = icmp eq i64 %768, 0
  %770 = and i1 %758, %769
  %771 = and i1 %763, %770
  %772 = and i1 %766, %770
  %773 = xor i1 %758, %772
  %774 = xor i1 %761, %772
  %775 = xor i1 %764, %772
  %776 = xor i1 %314, %771
  %777 = and i1 %766, %776
  %778 = zext i1 %772 to i32
  %779 = select i1 %36, i32 %254, i32 0
  %780 = select i1 %36, i32 %253, i32 0
  %781 = select i1 %36, i32 %252, i32 0
  %782 = select i1 %36, i32 %251, i32 0
  %783 = zext i1 %773 to i32
  %784 = zext i1 %774 to i32
  %785 = zext i1 %775 to i32
  %786 = zext i1 %777 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %778, i32 %779, i32 %780, i32 %781, i32 %782, ptr addrspace(1) %756, i32 %783, i32 %784, i32 %785, i32 %786) #4
  %787 = or disjoint i32 %310, 56
  %788 = add i32 %309, %787
  %789 = sext i32 %788 to i64
  %790 = getelementptr float, ptr addrspace(1) %2, i64 %789
  %791 = icmp slt i32 %787, %4
  %792 = and i1 %314, %791
  %793 = or disjoint i32 %310, 57
  %794 = icmp slt i32 %793, %4
  %795 = and i1 %314, %794
  %796 = or disjoint i32 %310, 58
  %797 = icmp slt i32 %796, %4
  %798 = and i1 %314, %797
  %799 = or disjoint i32 %310, 59
  %800 = icmp slt i32 %799, %4
  %801 = ptrtoint ptr addrspace(1) %790 to i64
  %802 = and i64 %801, 15
  %803 = icmp eq i64 %802, 0
  %804 = and i1 %792, %803
  %805 = and i1 %797, %804
  %806 = and i1 %800, %804
  %807 = xor i1 %792, %806
  %808 = xor i1 %795, %806
  %809 = xor i1 %798, %806
  %810 = xor i1 %314, %805
  %811 = and i1 %800, %810
  %812 = zext i1 %806 to i32
  %813 = select i1 %36, i32 %250, i32 0
  %814 = select i1 %36, i32 %249, i32 0
  %815 = select i1 %36, i32 %248, i32 0
  %816 = select i1 %36, i32 %247, i32 0
  %817 = zext i1 %807 to i32
  %818 = zext i1 %808 to i32
  %819 = zext i1 %809 to i32
  %820 = zext i1 %811 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %812, i32 %813, i32 %814, i32 %815, i32 %816, ptr addrspace(1) %790, i32 %817, i32 %818, i32 %819, i32 %820) #4
  %821 = or disjoint i32 %310, 60
  %822 = add i32 %309, %821
  %823 = sext i32 %822 to i64
  %824 = getelementptr float, ptr addrspace(1) %2, i64 %823
  %825 = icmp slt i32 %821, %4
  %826 = and i1 %314, %825
  %827 = or disjoint i32 %310, 61
  %828 = icmp slt i32 %827, %4
  %829 = and i1 %314, %828
  %830 = or disjoint i32 %310, 62
  %831 = icmp slt i32 %830, %4
  %832 = and i1 %314, %831
  %833 = or disjoint i32 %310, 63
  %834 = icmp slt i32 %833, %4
  %835 = ptrtoint ptr addrspace(1) %824 to i64
  %836 = and i64 %835, 15
  %837 = icmp eq i64 %836, 0
  %838 = and i1 %826, %837
  %839 = and i1 %831, %838
  %840 = and i1 %834, %838
  %841 = xor i1 %826, %840
  %842 = xor i1 %829, %840
  %843 = xor i1 %832, %840
  %844 = xor i1 %314, %839
  %845 = and i1 %834, %844
  %846 = zext i1 %840 to i32
  %847 = select i1 %36, i32 %246, i32 0
  %848 = select i1 %36, i32 %245, i32 0
  %849 = select i1 %36, i32 %244, i32 0
  %850 = select i1 %36, i32 %243, i32 0
  %851 = zext i1 %841 to i32
  %852 = zext i1 %842 to i32
  %853 = zext i1 %843 to i32
  %854 = zext i1 %845 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %846, i32 %847, i32 %848, i32 %849, i32 %850, ptr addrspace(1) %824, i32 %851, i32 %852, i32 %853, i32 %854) #4
  %855 = or disjoint i32 %310, 64
  %856 = add i32 %309, %855
  %857 = sext i32 %856 to i64
  %858 = getelementptr float, ptr addrspace(1) %2, i64 %857
  %859 = icmp slt i32 %855, %4
  %860 = and i1 %314, %859
  %861 = or disjoint i32 %310, 65
  %862 = icmp slt i32 %861, %4
  %863 = and i1 %314, %862
  %864 = or disjoint i32 %310, 66
  %865 = icmp slt i32 %864, %4
  %866 = and i1 %314, %865
  %867 = or disjoint i32 %310, 67
  %868 = icmp slt i32 %867, %4
  %869 = ptrtoint ptr addrspace(1) %858 to i64
  %870 = and i64 %869, 15
  %871 = icmp eq i64 %870, 0
  %872 = and i1 %860, %871
  %873 = and i1 %865, %872
  %874 = and i1 %868, %872
  %875 = xor i1 %860, %874
  %876 = xor i1 %863, %874
  %877 = xor i1 %866, %874
  %878 = xor i1 %314, %873
  %879 = and i1 %868, %878
  %880 = zext i1 %874 to i32
  %881 = select i1 %36, i32 %242, i32 0
  %882 = select i1 %36, i32 %241, i32 0
  %883 = select i1 %36, i32 %240, i32 0
  %884 = select i1 %36, i32 %239, i32 0
  %885 = zext i1 %875 to i32
  %886 = zext i1 %876 to i32
  %887 = zext i1 %877 to i32
  %888 = zext i1 %879 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %880, i32 %881, i32 %882, i32 %883, i32 %884, ptr addrspace(1) %858, i32 %885, i32 %886, i32 %887, i32 %888) #4
  %889 = or disjoint i32 %310, 68
  %890 = add i32 %309, %889
  %891 = sext i32 %890 to i64
  %892 = getelementptr float, ptr addrspace(1) %2, i64 %891
  %893 = icmp slt i32 %889, %4
  %894 = and i1 %314, %893
  %895 = or disjoint i32 %310, 69
  %896 = icmp slt i32 %895, %4
  %897 = and i1 %314, %896
  %898 = or disjoint i32 %310, 70
  %899 = icmp slt i32 %898, %4
  %900 = and i1 %314, %899
  %901 = or disjoint i32 %310, 71
  %902 = icmp slt i32 %901, %4
  %903 = ptrtoint ptr addrspace(1) %892 to i64
  %904 = and i64 %903, 15
  %905 = icmp eq i64 %904, 0
  %906 = and i1 %894, %905
  %907 = and i1 %899, %906
  %908 = and i1 %902, %906
  %909 = xor i1 %894, %908
  %910 = xor i1 %897, %908
  %911 = xor i1 %900, %908
  %912 = xor i1 %314, %907
  %913 = and i1 %902, %912
  %914 = zext i1 %908 to i32
  %915 = select i1 %36, i32 %238, i32 0
  %916 = select i1 %36, i32 %237, i32 0
  %917 = select i1 %36, i32 %236, i32 0
  %918 = select i1 %36, i32 %235, i32 0
  %919 = zext i1 %909 to i32
  %920 = zext i1 %910 to i32
  %921 = zext i1 %911 to i32
  %922 = zext i1 %913 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %914, i32 %915, i32 %916, i32 %917, i32 %918, ptr addrspace(1) %892, i32 %919, i32 %920, i32 %921, i32 %922) #4
  %923 = or disjoint i32 %310, 72
  %924 = add i32 %309, %923
  %925 = sext i32 %924 to i64
  %926 = getelementptr float, ptr addrspace(1) %2, i64 %925
  %927 = icmp slt i32 %923, %4
  %928 = and i1 %314, %927
  %929 = or disjoint i32 %310, 73
  %930 = icmp slt i32 %929, %4
  %931 = and i1 %314, %930
  %932 = or disjoint i32 %310, 74
  %933 = icmp slt i32 %932, %4
  %934 = and i1 %314, %933
  %935 = or disjoint i32 %310, 75
  %936 = icmp slt i32 %935, %4
  %937 = ptrtoint ptr addrspace(1) %926 to i64
  %938 = and i64 %937, 15
  %939 = icmp eq i64 %938, 0
  %940 = and i1 %928, %939
  %941 = and i1 %933, %940
  %942 = and i1 %936, %940
  %943 = xor i1 %928, %942
  %944 = xor i1 %931, %942
  %945 = xor i1 %934, %942
  %946 = xor i1 %314, %941
  %947 = and i1 %936, %946
  %948 = zext i1 %942 to i32
  %949 = select i1 %36, i32 %234, i32 0
  %950 = select i1 %36, i32 %233, i32 0
  %951 = select i1 %36, i32 %232, i32 0
  %952 = select i1 %36, i32 %231, i32 0
  %953 = zext i1 %943 to i32
  %954 = zext i1 %944 to i32
  %955 = zext i1 %945 to i32
  %956 = zext i1 %947 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %948, i32 %949, i32 %950, i32 %951, i32 %952, ptr addrspace(1) %926, i32 %953, i32 %954, i32 %955, i32 %956) #4
  %957 = or disjoint i32 %310, 76
  %958 = add i32 %309, %957
  %959 = sext i32 %958 to i64
  %960 = getelementptr float, ptr addrspace(1) %2, i64 %959
  %961 = icmp slt i32 %957, %4
  %962 = and i1 %314, %961
  %963 = or disjoint i32 %310, 77
  %964 = icmp slt i32 %963, %4
  %965 = and i1 %314, %964
  %966 = or disjoint i32 %310, 78
  %967 = icmp slt i32 %966, %4
  %968 = and i1 %314, %967
  %969 = or disjoint i32 %310, 79
  %970 = icmp slt i32 %969, %4
  %971 = ptrtoint ptr addrspace(1) %960 to i64
  %972 = and i64 %971, 15
  %973 = icmp eq i64 %972, 0
  %974 = and i1 %962, %973
  %975 = and i1 %967, %974
  %976 = and i1 %970, %974
  %977 = xor i1 %962, %976
  %978 = xor i1 %965, %976
  %979 = xor i1 %968, %976
  %980 = xor i1 %314, %975
  %981 = and i1 %970, %980
  %982 = zext i1 %976 to i32
  %983 = select i1 %36, i32 %230, i32 0
  %984 = select i1 %36, i32 %229, i32 0
  %985 = select i1 %36, i32 %228, i32 0
  %986 = select i1 %36, i32 %227, i32 0
  %987 = zext i1 %977 to i32
  %988 = zext i1 %978 to i32
  %989 = zext i1 %979 to i32
  %990 = zext i1 %981 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %982, i32 %983, i32 %984, i32 %985, i32 %986, ptr addrspace(1) %960, i32 %987, i32 %988, i32 %989, i32 %990) #4
  %991 = or disjoint i32 %310, 80
  %992 = add i32 %309, %991
  %993 = sext i32 %992 to i64
  %994 = getelementptr float, ptr addrspace(1) %2, i64 %993
  %995 = icmp slt i32 %991, %4
  %996 = and i1 %314, %995
  %997 = or disjoint i32 %310, 81
  %998 = icmp slt i32 %997, %4
  %999 = and i1 %314, %998
  %1000 = or disjoint i32 %310, 82
  %1001 = icmp slt i32 %1000, %4
  %1002 = and i1 %314, %1001
  %1003 = or disjoint i32 %310, 83
  %1004 = icmp slt i32 %1003, %4
  %1005 = ptrtoint ptr addrspace(1) %994 to i64
  %1006 = and i64 %1005, 15
  %1007 = icmp eq i64 %1006, 0
  %1008 = and i1 %996, %1007
  %1009 = and i1 %1001, %1008
  %1010 = and i1 %1004, %1008
  %1011 = xor i1 %996, %1010
  %1012 = xor i1 %999, %1010
  %1013 = xor i1 %1002, %1010
  %1014 = xor i1 %314, %1009
  %1015 = and i1 %1004, %1014
  %1016 = zext i1 %1010 to i32
  %1017 = select i1 %36, i32 %226, i32 0
  %1018 = select i1 %36, i32 %225, i32 0
  %1019 = select i1 %36, i32 %224, i32 0
  %1020 = select i1 %36, i32 %223, i32 0
  %1021 = zext i1 %1011 to i32
  %1022 = zext i1 %1012 to i32
  %1023 = zext i1 %1013 to i32
  %1024 = zext i1 %1015 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1016, i32 %1017, i32 %1018, i32 %1019, i32 %1020, ptr addrspace(1) %994, i32 %1021, i32 %1022, i32 %1023, i32 %1024) #4
  %1025 = or disjoint i32 %310, 84
  %1026 = add i32 %309, %1025
  %1027 = sext i32 %1026 to i64
  %1028 = getelementptr float, ptr addrspace(1) %2, i64 %1027
  %1029 = icmp slt i32 %1025, %4
  %1030 = and i1 %314, %1029
  %1031 = or disjoint i32 %310, 85
  %1032 = icmp slt i32 %1031, %4
  %1033 = and i1 %314, %1032
  %1034 = or disjoint i32 %310, 86
  %1035 = icmp slt i32 %1034, %4
  %1036 = and i1 %314, %1035
  %1037 = or disjoint i32 %310, 87
  %1038 = icmp slt i32 %1037, %4
  %1039 = ptrtoint ptr addrspace(1) %1028 to i64
  %1040 = and i64 %1039, 15
  %1041 = icmp eq i64 %1040, 0
  %1042 = and i1 %1030, %1041
  %1043 = and i1 %1035, %1042
  %1044 = and i1 %1038, %1042
  %1045 = xor i1 %1030, %1044
  %1046 = xor i1 %1033, %1044
  %1047 = xor i1 %1036, %1044
  %1048 = xor i1 %314, %1043
  %1049 = and i1 %1038, %1048
  %1050 = zext i1 %1044 to i32
  %1051 = select i1 %36, i32 %222, i32 0
  %1052 = select i1 %36, i32 %221, i32 0
  %1053 = select i1 %36, i32 %220, i32 0
  %1054 = select i1 %36, i32 %219, i32 0
  %1055 = zext i1 %1045 to i32
  %1056 = zext i1 %1046 to i32
  %1057 = zext i1 %1047 to i32
  %1058 = zext i1 %1049 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1050, i32 %1051, i32 %1052, i32 %1053, i32 %1054, ptr addrspace(1) %1028, i32 %1055, i32 %1056, i32 %1057, i32 %1058) #4
  %1059 = or disjoint i32 %310, 88
  %1060 = add i32 %309, %1059
  %1061 = sext i32 %1060 to i64
  %1062 = getelementptr float, ptr addrspace(1) %2, i64 %1061
  %1063 = icmp slt i32 %1059, %4
  %1064 = and i1 %314, %1063
  %1065 = or disjoint i32 %310, 89
  %1066 = icmp slt i32 %1065, %4
  %1067 = and i1 %314, %1066
  %1068 = or disjoint i32 %310, 90
  %1069 = icmp slt i32 %1068, %4
  %1070 = and i1 %314, %1069
  %1071 = or disjoint i32 %310, 91
  %1072 = icmp slt i32 %1071, %4
  %1073 = ptrtoint ptr addrspace(1) %1062 to i64
  %1074 = and i64 %1073, 15
  %1075 = icmp eq i64 %1074, 0
  %1076 = and i1 %1064, %1075
  %1077 = and i1 %1069, %1076
  %1078 = and i1 %1072, %1076
  %1079 = xor i1 %1064, %1078
  %1080 = xor i1 %1067, %1078
  %1081 = xor i1 %1070, %1078
  %1082 = xor i1 %314, %1077
  %1083 = and i1 %1072, %1082
  %1084 = zext i1 %1078 to i32
  %1085 = select i1 %36, i32 %218, i32 0
  %1086 = select i1 %36, i32 %217, i32 0
  %1087 = select i1 %36, i32 %216, i32 0
  %1088 = select i1 %36, i32 %215, i32 0
  %1089 = zext i1 %1079 to i32
  %1090 = zext i1 %1080 to i32
  %1091 = zext i1 %1081 to i32
  %1092 = zext i1 %1083 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1084, i32 %1085, i32 %1086, i32 %1087, i32 %1088, ptr addrspace(1) %1062, i32 %1089, i32 %1090, i32 %1091, i32 %1092) #4
  %1093 = or disjoint i32 %310, 92
  %1094 = add i32 %309, %1093
  %1095 = sext i32 %1094 to i64
  %1096 = getelementptr float, ptr addrspace(1) %2, i64 %1095
  %1097 = icmp slt i32 %1093, %4
  %1098 = and i1 %314, %1097
  %1099 = or disjoint i32 %310, 93
  %1100 = icmp slt i32 %1099, %4
  %1101 = and i1 %314, %1100
  %1102 = or disjoint i32 %310, 94
  %1103 = icmp slt i32 %1102, %4
  %1104 = and i1 %314, %1103
  %1105 = or disjoint i32 %310, 95
  %1106 = icmp slt i32 %1105, %4
  %1107 = ptrtoint ptr addrspace(1) %1096 to i64
  %1108 = and i64 %1107, 15
  %1109 = icmp eq i64 %1108, 0
  %1110 = and i1 %1098, %1109
  %1111 = and i1 %1103, %1110
  %1112 = and i1 %1106, %1110
  %1113 = xor i1 %1098, %1112
  %1114 = xor i1 %1101, %1112
  %1115 = xor i1 %1104, %1112
  %1116 = xor i1 %314, %1111
  %1117 = and i1 %1106, %1116
  %1118 = zext i1 %1112 to i32
  %1119 = select i1 %36, i32 %214, i32 0
  %1120 = select i1 %36, i32 %213, i32 0
  %1121 = select i1 %36, i32 %212, i32 0
  %1122 = select i1 %36, i32 %211, i32 0
  %1123 = zext i1 %1113 to i32
  %1124 = zext i1 %1114 to i32
  %1125 = zext i1 %1115 to i32
  %1126 = zext i1 %1117 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1118, i32 %1119, i32 %1120, i32 %1121, i32 %1122, ptr addrspace(1) %1096, i32 %1123, i32 %1124, i32 %1125, i32 %1126) #4
  %1127 = or disjoint i32 %310, 96
  %1128 = add i32 %309, %1127
  %1129 = sext i32 %1128 to i64
  %1130 = getelementptr float, ptr addrspace(1) %2, i64 %1129
  %1131 = icmp slt i32 %1127, %4
  %1132 = and i1 %314, %1131
  %1133 = or disjoint i32 %310, 97
  %1134 = icmp slt i32 %1133, %4
  %1135 = and i1 %314, %1134
  %1136 = or disjoint i32 %310, 98
  %1137 = icmp slt i32 %1136, %4
  %1138 = and i1 %314, %1137
  %1139 = or disjoint i32 %310, 99
  %1140 = icmp slt i32 %1139, %4
  %1141 = ptrtoint ptr addrspace(1) %1130 to i64
  %1142 = and i64 %1141, 15
  %1143 = icmp eq i64 %1142, 0
  %1144 = and i1 %1132, %1143
  %1145 = and i1 %1137, %1144
  %1146 = and i1 %1140, %1144
  %1147 = xor i1 %1132, %1146
  %1148 = xor i1 %1135, %1146
  %1149 = xor i1 %1138, %1146
  %1150 = xor i1 %314, %1145
  %1151 = and i1 %1140, %1150
  %1152 = zext i1 %1146 to i32
  %1153 = select i1 %36, i32 %210, i32 0
  %1154 = select i1 %36, i32 %209, i32 0
  %1155 = select i1 %36, i32 %208, i32 0
  %1156 = select i1 %36, i32 %207, i32 0
  %1157 = zext i1 %1147 to i32
  %1158 = zext i1 %1148 to i32
  %1159 = zext i1 %1149 to i32
  %1160 = zext i1 %1151 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1152, i32 %1153, i32 %1154, i32 %1155, i32 %1156, ptr addrspace(1) %1130, i32 %1157, i32 %1158, i32 %1159, i32 %1160) #4
  %1161 = or disjoint i32 %310, 100
  %1162 = add i32 %309, %1161
  %1163 = sext i32 %1162 to i64
  %1164 = getelementptr float, ptr addrspace(1) %2, i64 %1163
  %1165 = icmp slt i32 %1161, %4
  %1166 = and i1 %314, %1165
  %1167 = or disjoint i32 %310, 101
  %1168 = icmp slt i32 %1167, %4
  %1169 = and i1 %314, %1168
  %1170 = or disjoint i32 %310, 102
  %1171 = icmp slt i32 %1170, %4
  %1172 = and i1 %314, %1171
  %1173 = or disjoint i32 %310, 103
  %1174 = icmp slt i32 %1173, %4
  %1175 = ptrtoint ptr addrspace(1) %1164 to i64
  %1176 = and i64 %1175, 15
  %1177 = icmp eq i64 %1176, 0
  %1178 = and i1 %1166, %1177
  %1179 = and i1 %1171, %1178
  %1180 = and i1 %1174, %1178
  %1181 = xor i1 %1166, %1180
  %1182 = xor i1 %1169, %1180
  %1183 = xor i1 %1172, %1180
  %1184 = xor i1 %314, %1179
  %1185 = and i1 %1174, %1184
  %1186 = zext i1 %1180 to i32
  %1187 = select i1 %36, i32 %206, i32 0
  %1188 = select i1 %36, i32 %205, i32 0
  %1189 = select i1 %36, i32 %204, i32 0
  %1190 = select i1 %36, i32 %203, i32 0
  %1191 = zext i1 %1181 to i32
  %1192 = zext i1 %1182 to i32
  %1193 = zext i1 %1183 to i32
  %1194 = zext i1 %1185 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1186, i32 %1187, i32 %1188, i32 %1189, i32 %1190, ptr addrspace(1) %1164, i32 %1191, i32 %1192, i32 %1193, i32 %1194) #4
  %1195 = or disjoint i32 %310, 104
  %1196 = add i32 %309, %1195
  %1197 = sext i32 %1196 to i64
  %1198 = getelementptr float, ptr addrspace(1) %2, i64 %1197
  %1199 = icmp slt i32 %1195, %4
  %1200 = and i1 %314, %1199
  %1201 = or disjoint i32 %310, 105
  %1202 = icmp slt i32 %1201, %4
  %1203 = and i1 %314, %1202
  %1204 = or disjoint i32 %310, 106
  %1205 = icmp slt i32 %1204, %4
  %1206 = and i1 %314, %1205
  %1207 = or disjoint i32 %310, 107
  %1208 = icmp slt i32 %1207, %4
  %1209 = ptrtoint ptr addrspace(1) %1198 to i64
  %1210 = and i64 %1209, 15
  %1211 = icmp eq i64 %1210, 0
  %1212 = and i1 %1200, %1211
  %1213 = and i1 %1205, %1212
  %1214 = and i1 %1208, %1212
  %1215 = xor i1 %1200, %1214
  %1216 = xor i1 %1203, %1214
  %1217 = xor i1 %1206, %1214
  %1218 = xor i1 %314, %1213
  %1219 = and i1 %1208, %1218
  %1220 = zext i1 %1214 to i32
  %1221 = select i1 %36, i32 %202, i32 0
  %1222 = select i1 %36, i32 %201, i32 0
  %1223 = select i1 %36, i32 %200, i32 0
  %1224 = select i1 %36, i32 %199, i32 0
  %1225 = zext i1 %1215 to i32
  %1226 = zext i1 %1216 to i32
  %1227 = zext i1 %1217 to i32
  %1228 = zext i1 %1219 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1220, i32 %1221, i32 %1222, i32 %1223, i32 %1224, ptr addrspace(1) %1198, i32 %1225, i32 %1226, i32 %1227, i32 %1228) #4
  %1229 = or disjoint i32 %310, 108
  %1230 = add i32 %309, %1229
  %1231 = sext i32 %1230 to i64
  %1232 = getelementptr float, ptr addrspace(1) %2, i64 %1231
  %1233 = icmp slt i32 %1229, %4
  %1234 = and i1 %314, %1233
  %1235 = or disjoint i32 %310, 109
  %1236 = icmp slt i32 %1235, %4
  %1237 = and i1 %314, %1236
  %1238 = or disjoint i32 %310, 110
  %1239 = icmp slt i32 %1238, %4
  %1240 = and i1 %314, %1239
  %1241 = or disjoint i32 %310, 111
  %1242 = icmp slt i32 %1241, %4
  %1243 = ptrtoint ptr addrspace(1) %1232 to i64
  %1244 = and i64 %1243, 15
  %1245 = icmp eq i64 %1244, 0
  %1246 = and i1 %1234, %1245
  %1247 = and i1 %1239, %1246
  %1248 = and i1 %1242, %1246
  %1249 = xor i1 %1234, %1248
  %1250 = xor i1 %1237, %1248
  %1251 = xor i1 %1240, %1248
  %1252 = xor i1 %314, %1247
  %1253 = and i1 %1242, %1252
  %1254 = zext i1 %1248 to i32
  %1255 = select i1 %36, i32 %198, i32 0
  %1256 = select i1 %36, i32 %197, i32 0
  %1257 = select i1 %36, i32 %196, i32 0
  %1258 = select i1 %36, i32 %195, i32 0
  %1259 = zext i1 %1249 to i32
  %1260 = zext i1 %1250 to i32
  %1261 = zext i1 %1251 to i32
  %1262 = zext i1 %1253 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1254, i32 %1255, i32 %1256, i32 %1257, i32 %1258, ptr addrspace(1) %1232, i32 %1259, i32 %1260, i32 %1261, i32 %1262) #4
  %1263 = or disjoint i32 %310, 112
  %1264 = add i32 %309, %1263
  %1265 = sext i32 %1264 to i64
  %1266 = getelementptr float, ptr addrspace(1) %2, i64 %1265
  %1267 = icmp slt i32 %1263, %4
  %1268 = and i1 %314, %1267
  %1269 = or disjoint i32 %310, 113
  %1270 = icmp slt i32 %1269, %4
  %1271 = and i1 %314, %1270
  %1272 = or disjoint i32 %310, 114
  %1273 = icmp slt i32 %1272, %4
  %1274 = and i1 %314, %1273
  %1275 = or disjoint i32 %310, 115
  %1276 = icmp slt i32 %1275, %4
  %1277 = ptrtoint ptr addrspace(1) %1266 to i64
  %1278 = and i64 %1277, 15
  %1279 = icmp eq i64 %1278, 0
  %1280 = and i1 %1268, %1279
  %1281 = and i1 %1273, %1280
  %1282 = and i1 %1276, %1280
  %1283 = xor i1 %1268, %1282
  %1284 = xor i1 %1271, %1282
  %1285 = xor i1 %1274, %1282
  %1286 = xor i1 %314, %1281
  %1287 = and i1 %1276, %1286
  %1288 = zext i1 %1282 to i32
  %1289 = select i1 %36, i32 %194, i32 0
  %1290 = select i1 %36, i32 %193, i32 0
  %1291 = select i1 %36, i32 %192, i32 0
  %1292 = select i1 %36, i32 %191, i32 0
  %1293 = zext i1 %1283 to i32
  %1294 = zext i1 %1284 to i32
  %1295 = zext i1 %1285 to i32
  %1296 = zext i1 %1287 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1288, i32 %1289, i32 %1290, i32 %1291, i32 %1292, ptr addrspace(1) %1266, i32 %1293, i32 %1294, i32 %1295, i32 %1296) #4
  %1297 = or disjoint i32 %310, 116
  %1298 = add i32 %309, %1297
  %1299 = sext i32 %1298 to i64
  %1300 = getelementptr float, ptr addrspace(1) %2, i64 %1299
  %1301 = icmp slt i32 %1297, %4
  %1302 = and i1 %314, %1301
  %1303 = or disjoint i32 %310, 117
  %1304 = icmp slt i32 %1303, %4
  %1305 = and i1 %314, %1304
  %1306 = or disjoint i32 %310, 118
  %1307 = icmp slt i32 %1306, %4
  %1308 = and i1 %314, %1307
  %1309 = or disjoint i32 %310, 119
  %1310 = icmp slt i32 %1309, %4
  %1311 = ptrtoint ptr addrspace(1) %1300 to i64
  %1312 = and i64 %1311, 15
  %1313 = icmp eq i64 %1312, 0
  %1314 = and i1 %1302, %1313
  %1315 = and i1 %1307, %1314
  %1316 = and i1 %1310, %1314
  %1317 = xor i1 %1302, %1316
  %1318 = xor i1 %1305, %1316
  %1319 = xor i1 %1308, %1316
  %1320 = xor i1 %314, %1315
  %1321 = and i1 %1310, %1320
  %1322 = zext i1 %1316 to i32
  %1323 = select i1 %36, i32 %190, i32 0
  %1324 = select i1 %36, i32 %189, i32 0
  %1325 = select i1 %36, i32 %188, i32 0
  %1326 = select i1 %36, i32 %187, i32 0
  %1327 = zext i1 %1317 to i32
  %1328 = zext i1 %1318 to i32
  %1329 = zext i1 %1319 to i32
  %1330 = zext i1 %1321 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1322, i32 %1323, i32 %1324, i32 %1325, i32 %1326, ptr addrspace(1) %1300, i32 %1327, i32 %1328, i32 %1329, i32 %1330) #4
  %1331 = or disjoint i32 %310, 120
  %1332 = add i32 %309, %1331
  %1333 = sext i32 %1332 to i64
  %1334 = getelementptr float, ptr addrspace(1) %2, i64 %1333
  %1335 = icmp slt i32 %1331, %4
  %1336 = and i1 %314, %1335
  %1337 = or disjoint i32 %310, 121
  %1338 = icmp slt i32 %1337, %4
  %1339 = and i1 %314, %1338
  %1340 = or disjoint i32 %310, 122
  %1341 = icmp slt i32 %1340, %4
  %1342 = and i1 %314, %1341
  %1343 = or disjoint i32 %310, 123
  %1344 = icmp slt i32 %1343, %4
  %1345 = ptrtoint ptr addrspace(1) %1334 to i64
  %1346 = and i64 %1345, 15
  %1347 = icmp eq i64 %1346, 0
  %1348 = and i1 %1336, %1347
  %1349 = and i1 %1341, %1348
  %1350 = and i1 %1344, %1348
  %1351 = xor i1 %1336, %1350
  %1352 = xor i1 %1339, %1350
  %1353 = xor i1 %1342, %1350
  %1354 = xor i1 %314, %1349
  %1355 = and i1 %1344, %1354
  %1356 = zext i1 %1350 to i32
  %1357 = select i1 %36, i32 %186, i32 0
  %1358 = select i1 %36, i32 %185, i32 0
  %1359 = select i1 %36, i32 %184, i32 0
  %1360 = select i1 %36, i32 %183, i32 0
  %1361 = zext i1 %1351 to i32
  %1362 = zext i1 %1352 to i32
  %1363 = zext i1 %1353 to i32
  %1364 = zext i1 %1355 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1356, i32 %1357, i32 %1358, i32 %1359, i32 %1360, ptr addrspace(1) %1334, i32 %1361, i32 %1362, i32 %1363, i32 %1364) #4
  %1365 = or disjoint i32 %310, 124
  %1366 = add i32 %309, %1365
  %1367 = sext i32 %1366 to i64
  %1368 = getelementptr float, ptr addrspace(1) %2, i64 %1367
  %1369 = icmp slt i32 %1365, %4
  %1370 = and i1 %314, %1369
  %1371 = or disjoint i32 %310, 125
  %1372 = icmp slt i32 %1371, %4
  %1373 = and i1 %314, %1372
  %1374 = or disjoint i32 %310, 126
  %1375 = icmp slt i32 %1374, %4
  %1376 = and i1 %314, %1375
  %1377 = or disjoint i32 %7, %24
  %1378 = or i32 %1377, 127
  %1379 = icmp slt i32 %1378, %4
  %1380 = ptrtoint ptr addrspace(1) %1368 to i64
  %1381 = and i64 %1380, 15
  %1382 = icmp eq i64 %1381, 0
  %1383 = and i1 %1370, %1382
  %1384 = and i1 %1375, %1383
  %1385 = and i1 %1379, %1384
  %1386 = xor i1 %1370, %1385
  %1387 = xor i1 %1373, %1385
  %1388 = xor i1 %1376, %1385
  %1389 = xor i1 %314, %1384
  %1390 = and i1 %1379, %1389
  %1391 = zext i1 %1385 to i32
  %1392 = select i1 %36, i32 %182, i32 0
  %1393 = select i1 %36, i32 %181, i32 0
  %1394 = select i1 %36, i32 %180, i32 0
  %1395 = select i1 %36, i32 %179, i32 0
  %1396 = zext i1 %1386 to i32
  %1397 = zext i1 %1387 to i32
  %1398 = zext i1 %1388 to i32
  %1399 = zext i1 %1390 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1391, i32 %1392, i32 %1393, i32 %1394, i32 %1395, ptr addrspace(1) %1368, i32 %1396, i32 %1397, i32 %1398, i32 %1399) #4
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
