; ModuleID = 'tile_kernels'
source_filename = "tile_kernels"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@gemm_bf16_tcgen05_pair_dsmem = external addrspace(3) global [0 x i8], align 1024

; Function Attrs: nounwind
define ptx_kernel void @gemm_bf16_tcgen05_pair(ptr byval([128 x i8]) align 64 "nvvm.grid_constant" %0, ptr byval([128 x i8]) align 64 "nvvm.grid_constant" %1, ptr addrspace(1) %2, i32 %3, i32 %4, i32 %5) local_unnamed_addr #0 {
  %7 = tail call range(i32 0, 256) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = tail call range(i32 0, 2) i32 @llvm.nvvm.read.ptx.sreg.cluster.ctaid.y()
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.clusterid.y()
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.nclusterid.y()
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %13 = mul i32 %9, %12
  %14 = add i32 %13, %11
  %15 = shl i32 %12, 2
  %16 = udiv i32 %14, %15
  %17 = shl i32 %16, 2
  %18 = sub i32 %10, %17
  %19 = tail call i32 @llvm.umin.i32(i32 %18, i32 4)
  %20 = mul i32 %16, %15
  %.decomposed = sub i32 %14, %20
  %.frozen = freeze i32 %19
  %21 = udiv i32 %.decomposed, %.frozen
  %22 = mul i32 %21, %.frozen
  %.decomposed32 = sub i32 %.decomposed, %22
  %23 = add nuw i32 %.decomposed32, %17
  %24 = shl i32 %23, 8
  %25 = shl nuw nsw i32 %8, 7
  %26 = or disjoint i32 %24, %25
  %27 = shl i32 %21, 8
  %28 = icmp eq i32 %7, 0
  br i1 %28, label %29, label %30

29:                                               ; preds = %6
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem, i64 196608) to i32)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem, i64 196608) to i32), i32 16)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem, i64 196608) to i32), i32 32)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem, i64 196608) to i32), i32 48)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem, i64 196608) to i32), i32 64)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem, i64 196608) to i32), i32 80)) #4
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #4
  br label %30

30:                                               ; preds = %29, %6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %28, label %31, label %32

31:                                               ; preds = %30
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem, i64 196704) to i32)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem, i64 196704) to i32), i32 16)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem, i64 196704) to i32), i32 32)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem, i64 196704) to i32), i32 48)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem, i64 196704) to i32), i32 64)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem, i64 196704) to i32), i32 80)) #4
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #4
  br label %32

32:                                               ; preds = %31, %30
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %28, label %33, label %34

33:                                               ; preds = %32
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem, i64 196800) to i32)) #4
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #4
  br label %34

34:                                               ; preds = %33, %32
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %35 = icmp samesign ult i32 %7, 32
  br i1 %35, label %36, label %37

36:                                               ; preds = %34
  tail call void asm sideeffect "tcgen05.alloc.cta_group::2.sync.aligned.shared::cta.b32 [$0], 256;\0A\09tcgen05.relinquish_alloc_permit.cta_group::2.sync.aligned;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem, i64 196816) to i32)) #4
  br label %37

37:                                               ; preds = %36, %34
  tail call void asm sideeffect "tcgen05.fence::before_thread_sync;", "~{memory}"() #4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #4
  %38 = tail call i32 asm sideeffect "ld.shared.b32 $0, [$1];", "=r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem, i64 196816) to i32)) #4
  tail call void asm sideeffect "barrier.cluster.arrive;", "~{memory}"() #5
  tail call void asm sideeffect "barrier.cluster.wait;", "~{memory}"() #5
  %39 = icmp sgt i32 %5, 0
  %40 = or i32 %7, %8
  %41 = icmp eq i32 %40, 0
  %42 = and i1 %41, %39
  br i1 %42, label %43, label %44

43:                                               ; preds = %37
  tail call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem, i64 196608) to i32), i32 65536) #4
  br label %44

44:                                               ; preds = %43, %37
  %45 = and i1 %28, %39
  br i1 %45, label %46, label %49

46:                                               ; preds = %44
  %47 = ptrtoint ptr %0 to i64
  %48 = call i32 asm "mapa.shared::cluster.u32 $0, $1, $2;", "=r,r,r"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem, i64 196608) to i32), i32 0) #4
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.cta_group::2 [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem to i32), i64 %47, i32 0, i32 %26, i32 %48) #4
  br label %49

49:                                               ; preds = %46, %44
  %50 = or disjoint i32 %27, %25
  br i1 %45, label %51, label %54

51:                                               ; preds = %49
  %52 = ptrtoint ptr %1 to i64
  %53 = call i32 asm "mapa.shared::cluster.u32 $0, $1, $2;", "=r,r,r"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem, i64 196608) to i32), i32 0) #4
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.cta_group::2 [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem, i64 98304) to i32), i64 %52, i32 0, i32 %50, i32 %53) #4
  br label %54

54:                                               ; preds = %51, %49
  %55 = icmp sgt i32 %5, 64
  %56 = and i1 %41, %55
  br i1 %56, label %57, label %58

57:                                               ; preds = %54
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem, i64 196624) to i32), i32 65536) #4
  br label %58

58:                                               ; preds = %57, %54
  %59 = and i1 %28, %55
  br i1 %59, label %60, label %.critedge

60:                                               ; preds = %58
  %61 = ptrtoint ptr %1 to i64
  %62 = ptrtoint ptr %0 to i64
  %63 = call i32 asm "mapa.shared::cluster.u32 $0, $1, $2;", "=r,r,r"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem, i64 196624) to i32), i32 0) #4
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.cta_group::2 [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem, i64 16384) to i32), i64 %62, i32 64, i32 %26, i32 %63) #4
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.cta_group::2 [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem, i64 114688) to i32), i64 %61, i32 64, i32 %50, i32 %63) #4
  br label %.critedge

.critedge:                                        ; preds = %58, %60
  %64 = icmp sgt i32 %5, 128
  %65 = and i1 %41, %64
  br i1 %65, label %66, label %67

66:                                               ; preds = %.critedge
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem, i64 196640) to i32), i32 65536) #4
  br label %67

67:                                               ; preds = %66, %.critedge
  %68 = and i1 %28, %64
  br i1 %68, label %69, label %.critedge2

69:                                               ; preds = %67
  %70 = ptrtoint ptr %1 to i64
  %71 = ptrtoint ptr %0 to i64
  %72 = call i32 asm "mapa.shared::cluster.u32 $0, $1, $2;", "=r,r,r"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem, i64 196640) to i32), i32 0) #4
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.cta_group::2 [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem, i64 32768) to i32), i64 %71, i32 128, i32 %26, i32 %72) #4
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.cta_group::2 [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem, i64 131072) to i32), i64 %70, i32 128, i32 %50, i32 %72) #4
  br label %.critedge2

.critedge2:                                       ; preds = %67, %69
  %73 = icmp sgt i32 %5, 192
  %74 = and i1 %41, %73
  br i1 %74, label %75, label %76

75:                                               ; preds = %.critedge2
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem, i64 196656) to i32), i32 65536) #4
  br label %76

76:                                               ; preds = %75, %.critedge2
  %77 = and i1 %28, %73
  br i1 %77, label %78, label %.critedge4

78:                                               ; preds = %76
  %79 = ptrtoint ptr %1 to i64
  %80 = ptrtoint ptr %0 to i64
  %81 = call i32 asm "mapa.shared::cluster.u32 $0, $1, $2;", "=r,r,r"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem, i64 196656) to i32), i32 0) #4
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.cta_group::2 [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem, i64 49152) to i32), i64 %80, i32 192, i32 %26, i32 %81) #4
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.cta_group::2 [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem, i64 147456) to i32), i64 %79, i32 192, i32 %50, i32 %81) #4
  br label %.critedge4

.critedge4:                                       ; preds = %76, %78
  %82 = icmp sgt i32 %5, 256
  %83 = and i1 %41, %82
  br i1 %83, label %84, label %85

84:                                               ; preds = %.critedge4
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem, i64 196672) to i32), i32 65536) #4
  br label %85

85:                                               ; preds = %84, %.critedge4
  %86 = and i1 %28, %82
  br i1 %86, label %87, label %.critedge6

87:                                               ; preds = %85
  %88 = ptrtoint ptr %1 to i64
  %89 = ptrtoint ptr %0 to i64
  %90 = call i32 asm "mapa.shared::cluster.u32 $0, $1, $2;", "=r,r,r"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem, i64 196672) to i32), i32 0) #4
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.cta_group::2 [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem, i64 65536) to i32), i64 %89, i32 256, i32 %26, i32 %90) #4
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.cta_group::2 [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem, i64 163840) to i32), i64 %88, i32 256, i32 %50, i32 %90) #4
  br label %.critedge6

.critedge6:                                       ; preds = %85, %87
  %91 = icmp sgt i32 %5, 320
  %92 = and i1 %41, %91
  br i1 %92, label %93, label %94

93:                                               ; preds = %.critedge6
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem, i64 196688) to i32), i32 65536) #4
  br label %94

94:                                               ; preds = %93, %.critedge6
  %95 = and i1 %28, %91
  br i1 %95, label %96, label %.critedge8

96:                                               ; preds = %94
  %97 = ptrtoint ptr %1 to i64
  %98 = ptrtoint ptr %0 to i64
  %99 = call i32 asm "mapa.shared::cluster.u32 $0, $1, $2;", "=r,r,r"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem, i64 196688) to i32), i32 0) #4
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.cta_group::2 [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem, i64 81920) to i32), i64 %98, i32 320, i32 %26, i32 %99) #4
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.cta_group::2 [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem, i64 180224) to i32), i64 %97, i32 320, i32 %50, i32 %99) #4
  br label %.critedge8

.critedge8:                                       ; preds = %94, %96
  br i1 %39, label %.lr.ph, label %._crit_edge

.lr.ph:                                           ; preds = %.critedge8
  %100 = ptrtoint ptr %1 to i64
  %101 = ptrtoint ptr %0 to i64
  br label %102

102:                                              ; preds = %.lr.ph, %.critedge14
  %103 = phi i32 [ 0, %.lr.ph ], [ %174, %.critedge14 ]
  %104 = lshr exact i32 %103, 6
  %105 = urem i32 %104, 6
  %106 = udiv i32 %103, 384
  %107 = and i32 %106, 1
  %108 = icmp ne i32 %103, 0
  br i1 %41, label %109, label %.critedge27

109:                                              ; preds = %102
  %110 = shl nuw nsw i32 %105, 4
  %111 = zext nneg i32 %110 to i64
  %112 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem, i64 196608), i64 %111
  %113 = ptrtoint ptr addrspace(3) %112 to i64
  %114 = trunc i64 %113 to i32
  br label %115

115:                                              ; preds = %115, %109
  %116 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %114, i32 %107) #4
  %117 = icmp eq i32 %116, 0
  br i1 %117, label %115, label %.critedge10

.critedge10:                                      ; preds = %115
  %118 = shl nuw nsw i32 %105, 14
  %119 = zext nneg i32 %118 to i64
  %120 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem, i64 98304), i64 %119
  %121 = ptrtoint ptr addrspace(3) %120 to i64
  %122 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem, i64 %119
  %123 = ptrtoint ptr addrspace(3) %122 to i64
  %124 = zext i1 %108 to i32
  %125 = lshr exact i64 %123, 4
  %126 = and i64 %125, 16320
  %127 = or disjoint i64 %126, 4611756662049538048
  %128 = lshr exact i64 %121, 4
  %129 = and i64 %128, 16320
  %130 = or disjoint i64 %129, 4611756662049538048
  call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::2.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %38, i64 %127, i64 %130, i32 272630928, i32 %124) #4
  %131 = or disjoint i64 %126, 4611756662049538050
  %132 = or disjoint i64 %129, 4611756662049538050
  call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::2.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %38, i64 %131, i64 %132, i32 272630928, i32 1) #4
  %133 = or disjoint i64 %126, 4611756662049538052
  %134 = or disjoint i64 %129, 4611756662049538052
  call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::2.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %38, i64 %133, i64 %134, i32 272630928, i32 1) #4
  %135 = or disjoint i64 %126, 4611756662049538054
  %136 = or disjoint i64 %129, 4611756662049538054
  call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::2.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %38, i64 %135, i64 %136, i32 272630928, i32 1) #4
  %137 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem, i64 196704), i64 %111
  %138 = ptrtoint ptr addrspace(3) %137 to i64
  %139 = trunc i64 %138 to i32
  call void asm sideeffect "{\0A\09.reg .b16 %tl_m;\0A\09cvt.u16.u32 %tl_m, $1;\0A\09tcgen05.commit.cta_group::2.mbarrier::arrive::one.shared::cluster.multicast::cluster.b64 [$0], %tl_m;\0A\09}", "r,r,~{memory}"(i32 %139, i32 3) #4
  br label %.critedge27

.critedge27:                                      ; preds = %102, %.critedge10
  %140 = add i32 %103, 320
  %141 = icmp slt i32 %140, %5
  %142 = and i1 %108, %141
  br i1 %142, label %143, label %.critedge14

143:                                              ; preds = %.critedge27
  %144 = add nsw i32 %104, -1
  %.frozen33 = freeze i32 %144
  %145 = udiv i32 %.frozen33, 6
  %146 = mul i32 %145, 6
  %.decomposed34 = sub i32 %.frozen33, %146
  %147 = and i32 %145, 1
  %148 = shl nuw nsw i32 %.decomposed34, 4
  %149 = zext nneg i32 %148 to i64
  br i1 %28, label %150, label %.loopexit

150:                                              ; preds = %143
  %151 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem, i64 196704), i64 %149
  %152 = ptrtoint ptr addrspace(3) %151 to i64
  %153 = trunc i64 %152 to i32
  br label %154

154:                                              ; preds = %154, %150
  %155 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %153, i32 %147) #4
  %156 = icmp eq i32 %155, 0
  br i1 %156, label %154, label %.loopexit

.loopexit:                                        ; preds = %154, %143
  %157 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem, i64 196608), i64 %149
  br i1 %41, label %158, label %161

158:                                              ; preds = %.loopexit
  %159 = ptrtoint ptr addrspace(3) %157 to i64
  %160 = trunc i64 %159 to i32
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 %160, i32 65536) #4
  br label %161

161:                                              ; preds = %158, %.loopexit
  br i1 %28, label %162, label %.critedge14

162:                                              ; preds = %161
  %163 = shl nuw nsw i32 %.decomposed34, 14
  %164 = zext nneg i32 %163 to i64
  %165 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem, i64 98304), i64 %164
  %166 = ptrtoint ptr addrspace(3) %165 to i64
  %167 = trunc i64 %166 to i32
  %168 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem, i64 %164
  %169 = ptrtoint ptr addrspace(3) %168 to i64
  %170 = trunc i64 %169 to i32
  %171 = ptrtoint ptr addrspace(3) %157 to i64
  %172 = trunc i64 %171 to i32
  %173 = call i32 asm "mapa.shared::cluster.u32 $0, $1, $2;", "=r,r,r"(i32 %172, i32 0) #4
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.cta_group::2 [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %170, i64 %101, i32 %140, i32 %26, i32 %173) #4
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.cta_group::2 [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %167, i64 %100, i32 %140, i32 %50, i32 %173) #4
  br label %.critedge14

.critedge14:                                      ; preds = %161, %162, %.critedge27
  %174 = add i32 %103, 64
  %175 = icmp slt i32 %174, %5
  br i1 %175, label %102, label %._crit_edge

._crit_edge:                                      ; preds = %.critedge14, %.critedge8
  br i1 %41, label %176, label %.preheader

176:                                              ; preds = %._crit_edge
  call void asm sideeffect "{\0A\09.reg .b16 %tl_m;\0A\09cvt.u16.u32 %tl_m, $1;\0A\09tcgen05.commit.cta_group::2.mbarrier::arrive::one.shared::cluster.multicast::cluster.b64 [$0], %tl_m;\0A\09}", "r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem, i64 196800) to i32), i32 3) #4
  br label %.preheader

.preheader:                                       ; preds = %176, %._crit_edge
  br label %177

177:                                              ; preds = %.preheader, %177
  %178 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem, i64 196800) to i32), i32 0) #4
  %179 = icmp eq i32 %178, 0
  br i1 %179, label %177, label %180

180:                                              ; preds = %177
  %181 = call i32 @llvm.smax.i32(i32 %5, i32 0)
  %182 = add nuw i32 %181, 63
  %183 = lshr i32 %182, 6
  %184 = udiv i32 %182, 384
  %185 = and i32 %184, 1
  %186 = xor i32 %185, 1
  br i1 %28, label %187, label %.critedge24

187:                                              ; preds = %180
  %188 = urem i32 %183, 6
  %189 = shl nuw nsw i32 %188, 4
  %190 = zext nneg i32 %189 to i64
  %191 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem, i64 196704), i64 %190
  %192 = ptrtoint ptr addrspace(3) %191 to i64
  %193 = trunc i64 %192 to i32
  br label %194

194:                                              ; preds = %194, %187
  %195 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %193, i32 %186) #4
  %196 = icmp eq i32 %195, 0
  br i1 %196, label %194, label %197

197:                                              ; preds = %194
  %198 = add nuw nsw i32 %183, 1
  %.frozen35 = freeze i32 %198
  %199 = udiv i32 %.frozen35, 6
  %200 = and i32 %199, 1
  %201 = xor i32 %200, 1
  %202 = mul i32 %199, 6
  %.decomposed36 = sub i32 %.frozen35, %202
  %203 = shl nuw nsw i32 %.decomposed36, 4
  %204 = zext nneg i32 %203 to i64
  %205 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem, i64 196704), i64 %204
  %206 = ptrtoint ptr addrspace(3) %205 to i64
  %207 = trunc i64 %206 to i32
  br label %208

208:                                              ; preds = %208, %197
  %209 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %207, i32 %201) #4
  %210 = icmp eq i32 %209, 0
  br i1 %210, label %208, label %.critedge16

.critedge16:                                      ; preds = %208
  %211 = add nuw nsw i32 %183, 2
  %.frozen37 = freeze i32 %211
  %212 = udiv i32 %.frozen37, 6
  %213 = and i32 %212, 1
  %214 = xor i32 %213, 1
  %215 = mul i32 %212, 6
  %.decomposed38 = sub i32 %.frozen37, %215
  %216 = shl nuw nsw i32 %.decomposed38, 4
  %217 = zext nneg i32 %216 to i64
  %218 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem, i64 196704), i64 %217
  %219 = ptrtoint ptr addrspace(3) %218 to i64
  %220 = trunc i64 %219 to i32
  br label %221

221:                                              ; preds = %221, %.critedge16
  %222 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %220, i32 %214) #4
  %223 = icmp eq i32 %222, 0
  br i1 %223, label %221, label %224

224:                                              ; preds = %221
  %225 = add nuw nsw i32 %183, 3
  %.frozen39 = freeze i32 %225
  %226 = udiv i32 %.frozen39, 6
  %227 = and i32 %226, 1
  %228 = xor i32 %227, 1
  %229 = mul i32 %226, 6
  %.decomposed40 = sub i32 %.frozen39, %229
  %230 = shl nuw nsw i32 %.decomposed40, 4
  %231 = zext nneg i32 %230 to i64
  %232 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem, i64 196704), i64 %231
  %233 = ptrtoint ptr addrspace(3) %232 to i64
  %234 = trunc i64 %233 to i32
  br label %235

235:                                              ; preds = %235, %224
  %236 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %234, i32 %228) #4
  %237 = icmp eq i32 %236, 0
  br i1 %237, label %235, label %.critedge20

.critedge20:                                      ; preds = %235
  %238 = add nuw nsw i32 %183, 4
  %.frozen41 = freeze i32 %238
  %239 = udiv i32 %.frozen41, 6
  %240 = and i32 %239, 1
  %241 = xor i32 %240, 1
  %242 = mul i32 %239, 6
  %.decomposed42 = sub i32 %.frozen41, %242
  %243 = shl nuw nsw i32 %.decomposed42, 4
  %244 = zext nneg i32 %243 to i64
  %245 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem, i64 196704), i64 %244
  %246 = ptrtoint ptr addrspace(3) %245 to i64
  %247 = trunc i64 %246 to i32
  br label %248

248:                                              ; preds = %248, %.critedge20
  %249 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %247, i32 %241) #4
  %250 = icmp eq i32 %249, 0
  br i1 %250, label %248, label %251

251:                                              ; preds = %248
  %252 = add nuw nsw i32 %183, 5
  %.frozen43 = freeze i32 %252
  %253 = udiv i32 %.frozen43, 6
  %254 = and i32 %253, 1
  %255 = xor i32 %254, 1
  %256 = mul i32 %253, 6
  %.decomposed44 = sub i32 %.frozen43, %256
  %257 = shl nuw nsw i32 %.decomposed44, 4
  %258 = zext nneg i32 %257 to i64
  %259 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem, i64 196704), i64 %258
  %260 = ptrtoint ptr addrspace(3) %259 to i64
  %261 = trunc i64 %260 to i32
  br label %262

262:                                              ; preds = %262, %251
  %263 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %261, i32 %255) #4
  %264 = icmp eq i32 %263, 0
  br i1 %264, label %262, label %.critedge24

.critedge24:                                      ; preds = %262, %180
  call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #4
  %265 = and i32 %7, 128
  %266 = shl nuw nsw i32 %7, 16
  %267 = and i32 %266, 6291456
  %268 = or disjoint i32 %267, %265
  %269 = add i32 %268, %38
  %270 = call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %269) #4
  %271 = add i32 %269, 32
  %272 = call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %271) #4
  %273 = add i32 %269, 64
  %274 = call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %273) #4
  %275 = add i32 %269, 96
  %276 = call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %275) #4
  call void asm sideeffect "tcgen05.fence::before_thread_sync;", "~{memory}"() #4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %35, label %277, label %278

277:                                              ; preds = %.critedge24
  call void asm sideeffect "tcgen05.fence::after_thread_sync;\0A\09tcgen05.dealloc.cta_group::2.sync.aligned.b32 $0, 256;", "r,~{memory}"(i32 %38) #4
  br label %278

278:                                              ; preds = %277, %.critedge24
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %28, label %279, label %280

279:                                              ; preds = %278
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem, i64 196608) to i32)) #4
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem, i64 196608) to i32), i32 16)) #4
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem, i64 196608) to i32), i32 32)) #4
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem, i64 196608) to i32), i32 48)) #4
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem, i64 196608) to i32), i32 64)) #4
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem, i64 196608) to i32), i32 80)) #4
  br label %280

280:                                              ; preds = %279, %278
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %28, label %281, label %282

281:                                              ; preds = %280
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem, i64 196704) to i32)) #4
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem, i64 196704) to i32), i32 16)) #4
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem, i64 196704) to i32), i32 32)) #4
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem, i64 196704) to i32), i32 48)) #4
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem, i64 196704) to i32), i32 64)) #4
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem, i64 196704) to i32), i32 80)) #4
  br label %282

282:                                              ; preds = %281, %280
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %28, label %283, label %284

283:                                              ; preds = %282
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tcgen05_pair_dsmem, i64 196800) to i32)) #4
  br label %284

284:                                              ; preds = %283, %282
  %285 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %276, 31
  %286 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %276, 30
  %287 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %276, 29
  %288 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %276, 28
  %289 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %276, 27
  %290 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %276, 26
  %291 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %276, 25
  %292 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %276, 24
  %293 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %276, 23
  %294 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %276, 22
  %295 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %276, 21
  %296 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %276, 20
  %297 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %276, 19
  %298 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %276, 18
  %299 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %276, 17
  %300 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %276, 16
  %301 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %276, 15
  %302 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %276, 14
  %303 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %276, 13
  %304 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %276, 12
  %305 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %276, 11
  %306 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %276, 10
  %307 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %276, 9
  %308 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %276, 8
  %309 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %276, 7
  %310 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %276, 6
  %311 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %276, 5
  %312 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %276, 4
  %313 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %276, 3
  %314 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %276, 2
  %315 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %276, 1
  %316 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %276, 0
  %317 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %274, 31
  %318 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %274, 30
  %319 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %274, 29
  %320 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %274, 28
  %321 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %274, 27
  %322 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %274, 26
  %323 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %274, 25
  %324 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %274, 24
  %325 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %274, 23
  %326 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %274, 22
  %327 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %274, 21
  %328 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %274, 20
  %329 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %274, 19
  %330 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %274, 18
  %331 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %274, 17
  %332 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %274, 16
  %333 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %274, 15
  %334 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %274, 14
  %335 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %274, 13
  %336 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %274, 12
  %337 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %274, 11
  %338 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %274, 10
  %339 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %274, 9
  %340 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %274, 8
  %341 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %274, 7
  %342 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %274, 6
  %343 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %274, 5
  %344 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %274, 4
  %345 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %274, 3
  %346 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %274, 2
  %347 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %274, 1
  %348 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %274, 0
  %349 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %272, 31
  %350 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %272, 30
  %351 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %272, 29
  %352 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %272, 28
  %353 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %272, 27
  %354 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %272, 26
  %355 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %272, 25
  %356 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %272, 24
  %357 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %272, 23
  %358 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %272, 22
  %359 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %272, 21
  %360 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %272, 20
  %361 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %272, 19
  %362 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %272, 18
  %363 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %272, 17
  %364 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %272, 16
  %365 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %272, 15
  %366 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %272, 14
  %367 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %272, 13
  %368 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %272, 12
  %369 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %272, 11
  %370 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %272, 10
  %371 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %272, 9
  %372 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %272, 8
  %373 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %272, 7
  %374 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %272, 6
  %375 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %272, 5
  %376 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %272, 4
  %377 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %272, 3
  %378 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %272, 2
  %379 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %272, 1
  %380 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %272, 0
  %381 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %270, 31
  %382 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %270, 30
  %383 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %270, 29
  %384 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %270, 28
  %385 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %270, 27
  %386 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %270, 26
  %387 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %270, 25
  %388 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %270, 24
  %389 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %270, 23
  %390 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %270, 22
  %391 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %270, 21
  %392 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %270, 20
  %393 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %270, 19
  %394 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %270, 18
  %395 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %270, 17
  %396 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %270, 16
  %397 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %270, 15
  %398 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %270, 14
  %399 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %270, 13
  %400 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %270, 12
  %401 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %270, 11
  %402 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %270, 10
  %403 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %270, 9
  %404 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %270, 8
  %405 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %270, 7
  %406 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %270, 6
  %407 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %270, 5
  %408 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %270, 4
  %409 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %270, 3
  %410 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %270, 2
  %411 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %270, 1
  %412 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %270, 0
  call void asm sideeffect "barrier.cluster.arrive;", "~{memory}"() #5
  call void asm sideeffect "barrier.cluster.wait;", "~{memory}"() #5
  %413 = and i32 %7, 127
  %414 = or disjoint i32 %26, %413
  %415 = mul i32 %414, %4
  %416 = or disjoint i32 %27, %265
  %417 = add i32 %415, %416
  %418 = sext i32 %417 to i64
  %419 = getelementptr float, ptr addrspace(1) %2, i64 %418
  %420 = icmp slt i32 %414, %3
  %421 = icmp slt i32 %416, %4
  %422 = and i1 %421, %420
  %423 = or disjoint i32 %416, 1
  %424 = icmp slt i32 %423, %4
  %425 = and i1 %424, %420
  %426 = or disjoint i32 %416, 2
  %427 = icmp slt i32 %426, %4
  %428 = and i1 %427, %420
  %429 = or disjoint i32 %416, 3
  %430 = icmp slt i32 %429, %4
  %431 = ptrtoint ptr addrspace(1) %419 to i64
  %432 = and i64 %431, 15
  %433 = icmp eq i64 %432, 0
  %434 = and i1 %422, %433
  %435 = and i1 %427, %434
  %436 = and i1 %430, %434
  %437 = xor i1 %422, %436
  %438 = xor i1 %425, %436
  %439 = xor i1 %428, %436
  %440 = xor i1 %420, %435
  %441 = and i1 %430, %440
  %442 = zext i1 %436 to i32
  %443 = select i1 %39, i32 %412, i32 0
  %444 = select i1 %39, i32 %411, i32 0
  %445 = select i1 %39, i32 %410, i32 0
  %446 = select i1 %39, i32 %409, i32 0
  %447 = zext i1 %437 to i32
  %448 = zext i1 %438 to i32
  %449 = zext i1 %439 to i32
  %450 = zext i1 %441 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %442, i32 %443, i32 %444, i32 %445, i32 %446, ptr addrspace(1) %419, i32 %447, i32 %448, i32 %449, i32 %450) #4
  %451 = or disjoint i32 %416, 4
  %452 = add i32 %415, %451
  %453 = sext i32 %452 to i64
  %454 = getelementptr float, ptr addrspace(1) %2, i64 %453
  %455 = icmp slt i32 %451, %4
  %456 = and i1 %455, %420
  %457 = or disjoint i32 %416, 5
  %458 = icmp slt i32 %457, %4
  %459 = and i1 %458, %420
  %460 = or disjoint i32 %416, 6
  %461 = icmp slt i32 %460, %4
  %462 = and i1 %461, %420
  %463 = or disjoint i32 %416, 7
  %464 = icmp slt i32 %463, %4
  %465 = ptrtoint ptr addrspace(1) %454 to i64
  %466 = and i64 %465, 15
  %467 = icmp eq i64 %466, 0
  %468 = and i1 %456, %467
  %469 = and i1 %461, %468
  %470 = and i1 %464, %468
  %471 = xor i1 %456, %470
  %472 = xor i1 %459, %470
  %473 = xor i1 %462, %470
  %474 = xor i1 %420, %469
  %475 = and i1 %464, %474
  %476 = zext i1 %470 to i32
  %477 = select i1 %39, i32 %408, i32 0
  %478 = select i1 %39, i32 %407, i32 0
  %479 = select i1 %39, i32 %406, i32 0
  %480 = select i1 %39, i32 %405, i32 0
  %481 = zext i1 %471 to i32
  %482 = zext i1 %472 to i32
  %483 = zext i1 %473 to i32
  %484 = zext i1 %475 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %476, i32 %477, i32 %478, i32 %479, i32 %480, ptr addrspace(1) %454, i32 %481, i32 %482, i32 %483, i32 %484) #4
  %485 = or disjoint i32 %416, 8
  %486 = add i32 %415, %485
  %487 = sext i32 %486 to i64
  %488 = getelementptr float, ptr addrspace(1) %2, i64 %487
  %489 = icmp slt i32 %485, %4
  %490 = and i1 %489, %420
  %491 = or disjoint i32 %416, 9
  %492 = icmp slt i32 %491, %4
  %493 = and i1 %492, %420
  %494 = or disjoint i32 %416, 10
  %495 = icmp slt i32 %494, %4
  %496 = and i1 %495, %420
  %497 = or disjoint i32 %416, 11
  %498 = icmp slt i32 %497, %4
  %499 = ptrtoint ptr addrspace(1) %488 to i64
  %500 = and i64 %499, 15
  %501 = icmp eq i64 %500, 0
  %502 = and i1 %490, %501
  %503 = and i1 %495, %502
  %504 = and i1 %498, %502
  %505 = xor i1 %490, %504
  %506 = xor i1 %493, %504
  %507 = xor i1 %496, %504
  %508 = xor i1 %420, %503
  %509 = and i1 %498, %508
  %510 = zext i1 %504 to i32
  %511 = select i1 %39, i32 %404, i32 0
  %512 = select i1 %39, i32 %403, i32 0
  %513 = select i1 %39, i32 %402, i32 0
  %514 = select i1 %39, i32 %401, i32 0
  %515 = zext i1 %505 to i32
  %516 = zext i1 %506 to i32
  %517 = zext i1 %507 to i32
  %518 = zext i1 %509 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %510, i32 %511, i32 %512, i32 %513, i32 %514, ptr addrspace(1) %488, i32 %515, i32 %516, i32 %517, i32 %518) #4
  %519 = or disjoint i32 %416, 12
  %520 = add i32 %415, %519
  %521 = sext i32 %520 to i64
  %522 = getelementptr float, ptr addrspace(1) %2, i64 %521
  %523 = icmp slt i32 %519, %4
  %524 = and i1 %523, %420
  %525 = or disjoint i32 %416, 13
  %526 = icmp slt i32 %525, %4
  %527 = and i1 %526, %420
  %528 = or disjoint i32 %416, 14
  %529 = icmp slt i32 %528, %4
  %530 = and i1 %529, %420
  %531 = or disjoint i32 %416, 15
  %532 = icmp slt i32 %531, %4
  %533 = ptrtoint ptr addrspace(1) %522 to i64
  %534 = and i64 %533, 15
  %535 = icmp eq i64 %534, 0
  %536 = and i1 %524, %535
  %537 = and i1 %529, %536
  %538 = and i1 %532, %536
  %539 = xor i1 %524, %538
  %540 = xor i1 %527, %538
  %541 = xor i1 %530, %538
  %542 = xor i1 %420, %537
  %543 = and i1 %532, %542
  %544 = zext i1 %538 to i32
  %545 = select i1 %39, i32 %400, i32 0
  %546 = select i1 %39, i32 %399, i32 0
  %547 = select i1 %39, i32 %398, i32 0
  %548 = select i1 %39, i32 %397, i32 0
  %549 = zext i1 %539 to i32
  %550 = zext i1 %540 to i32
  %551 = zext i1 %541 to i32
  %552 = zext i1 %543 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %544, i32 %545, i32 %546, i32 %547, i32 %548, ptr addrspace(1) %522, i32 %549, i32 %550, i32 %551, i32 %552) #4
  %553 = or disjoint i32 %416, 16
  %554 = add i32 %415, %553
  %555 = sext i32 %554 to i64
  %556 = getelementptr float, ptr addrspace(1) %2, i64 %555
  %557 = icmp slt i32 %553, %4
  %558 = and i1 %557, %420
  %559 = or disjoint i32 %416, 17
  %560 = icmp slt i32 %559, %4
  %561 = and i1 %560, %420
  %562 = or disjoint i32 %416, 18
  %563 = icmp slt i32 %562, %4
  %564 = and i1 %563, %420
  %565 = or disjoint i32 %416, 19
  %566 = icmp slt i32 %565, %4
  %567 = ptrtoint ptr addrspace(1) %556 to i64
  %568 = and i64 %567, 15
  %569 = icmp eq i64 %568, 0
  %570 = and i1 %558, %569
  %571 = and i1 %563, %570
  %572 = and i1 %566, %570
  %573 = xor i1 %558, %572
  %574 = xor i1 %561, %572
  %575 = xor i1 %564, %572
  %576 = xor i1 %420, %571
  %577 = and i1 %566, %576
  %578 = zext i1 %572 to i32
  %579 = select i1 %39, i32 %396, i32 0
  %580 = select i1 %39, i32 %395, i32 0
  %581 = select i1 %39, i32 %394, i32 0
  %582 = select i1 %39, i32 %393, i32 0
  %583 = zext i1 %573 to i32
  %584 = zext i1 %574 to i32
  %585 = zext i1 %575 to i32
  %586 = zext i1 %577 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %578, i32 %579, i32 %580, i32 %581, i32 %582, ptr addrspace(1) %556, i32 %583, i32 %584, i32 %585, i32 %586) #4
  %587 = or disjoint i32 %416, 20
  %588 = add i32 %415, %587
  %589 = sext i32 %588 to i64
  %590 = getelementptr float, ptr addrspace(1) %2, i64 %589
  %591 = icmp slt i32 %587, %4
  %592 = and i1 %591, %420
  %593 = or disjoint i32 %416, 21
  %594 = icmp slt i32 %593, %4
  %595 = and i1 %594, %420
  %596 = or disjoint i32 %416, 22
  %597 = icmp slt i32 %596, %4
  %598 = and i1 %597, %420
  %599 = or disjoint i32 %416, 23
  %600 = icmp slt i32 %599, %4
  %601 = ptrtoint ptr addrspace(1) %590 to i64
  %602 = and i64 %601, 15
  %603 = icmp eq i64 %602, 0
  %604 = and i1 %592, %603
  %605 = and i1 %597, %604
  %606 = and i1 %600, %604
  %607 = xor i1 %592, %606
  %608 = xor i1 %595, %606
  %609 = xor i1 %598, %606
  %610 = xor i1 %420, %605
  %611 = and i1 %600, %610
  %612 = zext i1 %606 to i32
  %613 = select i1 %39, i32 %392, i32 0
  %614 = select i1 %39, i32 %391, i32 0
  %615 = select i1 %39, i32 %390, i32 0
  %616 = select i1 %39, i32 %389, i32 0
  %617 = zext i1 %607 to i32
  %618 = zext i1 %608 to i32
  %619 = zext i1 %609 to i32
  %620 = zext i1 %611 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %612, i32 %613, i32 %614, i32 %615, i32 %616, ptr addrspace(1) %590, i32 %617, i32 %618, i32 %619, i32 %620) #4
  %621 = or disjoint i32 %416, 24
  %622 = add i32 %415, %621
  %623 = sext i32 %622 to i64
  %624 = getelementptr float, ptr addrspace(1) %2, i64 %623
  %625 = icmp slt i32 %621, %4
  %626 = and i1 %625, %420
  %627 = or disjoint i32 %416, 25
  %628 = icmp slt i32 %627, %4
  %629 = and i1 %628, %420
  %630 = or disjoint i32 %416, 26
  %631 = icmp slt i32 %630, %4
  %632 = and i1 %631, %420
  %633 = or disjoint i32 %416, 27
  %634 = icmp slt i32 %633, %4
  %635 = ptrtoint ptr addrspace(1) %624 to i64
  %636 = and i64 %635, 15
  %637 = icmp eq i64 %636, 0
  %638 = and i1 %626, %637
  %639 = and i1 %631, %638
  %640 = and i1 %634, %638
  %641 = xor i1 %626, %640
  %642 = xor i1 %629, %640
  %643 = xor i1 %632, %640
  %644 = xor i1 %420, %639
  %645 = and i1 %634, %644
  %646 = zext i1 %640 to i32
  %647 = select i1 %39, i32 %388, i32 0
  %648 = select i1 %39, i32 %387, i32 0
  %649 = select i1 %39, i32 %386, i32 0
  %650 = select i1 %39, i32 %385, i32 0
  %651 = zext i1 %641 to i32
  %652 = zext i1 %642 to i32
  %653 = zext i1 %643 to i32
  %654 = zext i1 %645 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %646, i32 %647, i32 %648, i32 %649, i32 %650, ptr addrspace(1) %624, i32 %651, i32 %652, i32 %653, i32 %654) #4
  %655 = or disjoint i32 %416, 28
  %656 = add i32 %415, %655
  %657 = sext i32 %656 to i64
  %658 = getelementptr float, ptr addrspace(1) %2, i64 %657
  %659 = icmp slt i32 %655, %4
  %660 = and i1 %659, %420
  %661 = or disjoint i32 %416, 29
  %662 = icmp slt i32 %661, %4
  %663 = and i1 %662, %420
  %664 = or disjoint i32 %416, 30
  %665 = icmp slt i32 %664, %4
  %666 = and i1 %665, %420
  %667 = or disjoint i32 %416, 31
  %668 = icmp slt i32 %667, %4
  %669 = ptrtoint ptr addrspace(1) %658 to i64
  %670 = and i64 %669, 15
  %671 = icmp eq i64 %670, 0
  %672 = and i1 %660, %671
  %673 = and i1 %665, %672
  %674 = and i1 %668, %672
  %675 = xor i1 %660, %674
  %676 = xor i1 %663, %674
  %677 = xor i1 %666, %674
  %678 = xor i1 %420, %673
  %679 = and i1 %668, %678
  %680 = zext i1 %674 to i32
  %681 = select i1 %39, i32 %384, i32 0
  %682 = select i1 %39, i32 %383, i32 0
  %683 = select i1 %39, i32 %382, i32 0
  %684 = select i1 %39, i32 %381, i32 0
  %685 = zext i1 %675 to i32
  %686 = zext i1 %676 to i32
  %687 = zext i1 %677 to i32
  %688 = zext i1 %679 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %680, i32 %681, i32 %682, i32 %683, i32 %684, ptr addrspace(1) %658, i32 %685, i32 %686, i32 %687, i32 %688) #4
  %689 = or disjoint i32 %416, 32
  %690 = add i32 %415, %689
  %691 = sext i32 %690 to i64
  %692 = getelementptr float, ptr addrspace(1) %2, i64 %691
  %693 = icmp slt i32 %689, %4
  %694 = and i1 %693, %420
  %695 = or disjoint i32 %416, 33
  %696 = icmp slt i32 %695, %4
  %697 = and i1 %696, %420
  %698 = or disjoint i32 %416, 34
  %699 = icmp slt i32 %698, %4
  %700 = and i1 %699, %420
  %701 = or disjoint i32 %416, 35
  %702 = icmp slt i32 %701, %4
  %703 = ptrtoint ptr addrspace(1) %692 to i64
  %704 = and i64 %703, 15
  %705 = icmp eq i64 %704, 0
  %706 = and i1 %694, %705
  %707 = and i1 %699, %706
  %708 = and i1 %702, %706
  %709 = xor i1 %694, %708
  %710 = xor i1 %697, %708
  %711 = xor i1 %700, %708
  %712 = xor i1 %420, %707
  %713 = and i1 %702, %712
  %714 = zext i1 %708 to i32
  %715 = select i1 %39, i32 %380, i32 0
  %716 = select i1 %39, i32 %379, i32 0
  %717 = select i1 %39, i32 %378, i32 0
  %718 = select i1 %39, i32 %377, i32 0
  %719 = zext i1 %709 to i32
  %720 = zext i1 %710 to i32
  %721 = zext i1 %711 to i32
  %722 = zext i1 %713 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %714, i32 %715, i32 %716, i32 %717, i32 %718, ptr addrspace(1) %692, i32 %719, i32 %720, i32 %721, i32 %722) #4
  %723 = or disjoint i32 %416, 36
  %724 = add i32 %415, %723
  %725 = sext i32 %724 to i64
  %726 = getelementptr float, ptr addrspace(1) %2, i64 %725
  %727 = icmp slt i32 %723, %4
  %728 = and i1 %727, %420
  %729 = or disjoint i32 %416, 37
  %730 = icmp slt i32 %729, %4
  %731 = and i1 %730, %420
  %732 = or disjoint i32 %416, 38
  %733 = icmp slt i32 %732, %4
  %734 = and i1 %733, %420
  %735 = or disjoint i32 %416, 39
  %736 = icmp slt i32 %735, %4
  %737 = ptrtoint ptr addrspace(1) %726 to i64
  %738 = and i64 %737, 15
  %739 = icmp eq i64 %738, 0
  %740 = and i1 %728, %739
  %741 = and i1 %733, %740
  %742 = and i1 %736, %740
  %743 = xor i1 %728, %742
  %744 = xor i1 %731, %742
  %745 = xor i1 %734, %742
  %746 = xor i1 %420, %741
  %747 = and i1 %736, %746
  %748 = zext i1 %742 to i32
  %749 = select i1 %39, i32 %376, i32 0
  %750 = select i1 %39, i32 %375, i32 0
  %751 = select i1 %39, i32 %374, i32 0
  %752 = select i1 %39, i32 %373, i32 0
  %753 = zext i1 %743 to i32
  %754 = zext i1 %744 to i32
  %755 = zext i1 %745 to i32
  %756 = zext i1 %747 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %748, i32 %749, i32 %750, i32 %751, i32 %752, ptr addrspace(1) %726, i32 %753, i32 %754, i32 %755, i32 %756) #4
  %757 = or disjoint i32 %416, 40
  %758 = add i32 %415, %757
  %759 = sext i32 %758 to i64
  %760 = getelementptr float, ptr addrspace(1) %2, i64 %759
  %761 = icmp slt i32 %757, %4
  %762 = and i1 %761, %420
  %763 = or disjoint i32 %416, 41
  %764 = icmp slt i32 %763, %4
  %765 = and i1 %764, %420
  %766 = or disjoint i32 %416, 42
  %767 = icmp slt i32 %766, %4
  %768 = and i1 %767, %420
  %769 = or disjoint i32 %416, 43
  %770 = icmp slt i32 %769, %4
  %771 = ptrtoint ptr addrspace(1) %760 to i64
  %772 = and i64 %771, 15
  %773 = icmp eq i64 %772, 0
  %774 = and i1 %762, %773
  %775 = and i1 %767, %774
  %776 = and i1 %770, %774
  %777 = xor i1 %762, %776
  %778 = xor i1 %765, %776
  %779 = xor i1 %768, %776
  %780 = xor i1 %420, %775
  %781 = and i1 %770, %780
  %782 = zext i1 %776 to i32
  %783 = select i1 %39, i32 %372, i32 0
  %784 = select i1 %39, i32 %371, i32 0
  %785 = select i1 %39, i32 %370, i32 0
  %786 = select i1 %39, i32 %369, i32 0
  %787 = zext i1 %777 to i32
  %788 = zext i1 %778 to i32
  %789 = zext i1 %779 to i32
  %790 = zext i1 %781 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %782, i32 %783, i32 %784, i32 %785, i32 %786, ptr addrspace(1) %760, i32 %787, i32 %788, i32 %789, i32 %790) #4
  %791 = or disjoint i32 %416, 44
  %792 = add i32 %415, %791
  %793 = sext i32 %792 to i64
  %794 = getelementptr float, ptr addrspace(1) %2, i64 %793
  %795 = icmp slt i32 %791, %4
  %796 = and i1 %795, %420
  %797 = or disjoint i32 %416, 45
  %798 = icmp slt i32 %797, %4
  %799 = and i1 %798, %420
  %800 = or disjoint i32 %416, 46
  %801 = icmp slt i32 %800, %4
  %802 = and i1 %801, %420
  %803 = or disjoint i32 %416, 47
  %804 = icmp slt i32 %803, %4
  %805 = ptrtoint ptr addrspace(1) %794 to i64
  %806 = and i64 %805, 15
  %807 = icmp eq i64 %806, 0
  %808 = and i1 %796, %807
  %809 = and i1 %801, %808
  %810 = and i1 %804, %808
  %811 = xor i1 %796, %810
  %812 = xor i1 %799, %810
  %813 = xor i1 %802, %810
  %814 = xor i1 %420, %809
  %815 = and i1 %804, %814
  %816 = zext i1 %810 to i32
  %817 = select i1 %39, i32 %368, i32 0
  %818 = select i1 %39, i32 %367, i32 0
  %819 = select i1 %39, i32 %366, i32 0
  %820 = select i1 %39, i32 %365, i32 0
  %821 = zext i1 %811 to i32
  %822 = zext i1 %812 to i32
  %823 = zext i1 %813 to i32
  %824 = zext i1 %815 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %816, i32 %817, i32 %818, i32 %819, i32 %820, ptr addrspace(1) %794, i32 %821, i32 %822, i32 %823, i32 %824) #4
  %825 = or disjoint i32 %416, 48
  %826 = add i32 %415, %825
  %827 = sext i32 %826 to i64
  %828 = getelementptr float, ptr addrspace(1) %2, i64 %827
  %829 = icmp slt i32 %825, %4
  %830 = and i1 %829, %420
  %831 = or disjoint i32 %416, 49
  %832 = icmp slt i32 %831, %4
  %833 = and i1 %832, %420
  %834 = or disjoint i32 %416, 50
  %835 = icmp slt i32 %834, %4
  %836 = and i1 %835, %420
  %837 = or disjoint i32 %416, 51
  %838 = icmp slt i32 %837, %4
  %839 = ptrtoint ptr addrspace(1) %828 to i64
  %840 = and i64 %839, 15
  %841 = icmp eq i64 %840, 0
  %842 = and i1 %830, %841
  %843 = and i1 %835, %842
  %844 = and i1 %838, %842
  %845 = xor i1 %830, %844
  %846 = xor i1 %833, %844
  %847 = xor i1 %836, %844
  %848 = xor i1 %420, %843
  %849 = and i1 %838, %848
  %850 = zext i1 %844 to i32
  %851 = select i1 %39, i32 %364, i32 0
  %852 = select i1 %39, i32 %363, i32 0
  %853 = select i1 %39, i32 %362, i32 0
  %854 = select i1 %39, i32 %361, i32 0
  %855 = zext i1 %845 to i32
  %856 = zext i1 %846 to i32
  %857 = zext i1 %847 to i32
  %858 = zext i1 %849 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %850, i32 %851, i32 %852, i32 %853, i32 %854, ptr addrspace(1) %828, i32 %855, i32 %856, i32 %857, i32 %858) #4
  %859 = or disjoint i32 %416, 52
  %860 = add i32 %415, %859
  %861 = sext i32 %860 to i64
  %862 = getelementptr float, ptr addrspace(1) %2, i64 %861
  %863 = icmp slt i32 %859, %4
  %864 = and i1 %863, %420
  %865 = or disjoint i32 %416, 53
  %866 = icmp slt i32 %865, %4
  %867 = and i1 %866, %420
  %868 = or disjoint i32 %416, 54
  %869 = icmp slt i32 %868, %4
  %870 = and i1 %869, %420
  %871 = or disjoint i32 %416, 55
  %872 = icmp slt i32 %871, %4
  %873 = ptrtoint ptr addrspace(1) %862 to i64
  %874 = and i64 %873, 15
  %875 = icmp eq i64 %874, 0
  %876 = and i1 %864, %875
  %877 = and i1 %869, %876
  %878 = and i1 %872, %876
  %879 = xor i1 %864, %878
  %880 = xor i1 %867, %878
  %881 = xor i1 %870, %878
  %882 = xor i1 %420, %877
  %883 = and i1 %872, %882
  %884 = zext i1 %878 to i32
  %885 = select i1 %39, i32 %360, i32 0
  %886 = select i1 %39, i32 %359, i32 0
  %887 = select i1 %39, i32 %358, i32 0
  %888 = select i1 %39, i32 %357, i32 0
  %889 = zext i1 %879 to i32
  %890 = zext i1 %880 to i32
  %891 = zext i1 %881 to i32
  %892 = zext i1 %883 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %884, i32 %885, i32 %886, i32 %887, i32 %888, ptr addrspace(1) %862, i32 %889, i32 %890, i32 %891, i32 %892) #4
  %893 = or disjoint i32 %416, 56
  %894 = add i32 %415, %893
  %895 = sext i32 %894 to i64
  %896 = getelementptr float, ptr addrspace(1) %2, i64 %895
  %897 = icmp slt i32 %893, %4
  %898 = and i1 %897, %420
  %899 = or disjoint i32 %416, 57
  %900 = icmp slt i32 %899, %4
  %901 = and i1 %900, %420
  %902 = or disjoint i32 %416, 58
  %903 = icmp slt i32 %902, %4
  %904 = and i1 %903, %420
  %905 = or disjoint i32 %416, 59
  %906 = icmp slt i32 %905, %4
  %907 = ptrtoint ptr addrspace(1) %896 to i64
  %908 = and i64 %907, 15
  %909 = icmp eq i64 %908, 0
  %910 = and i1 %898, %909
  %911 = and i1 %903, %910
  %912 = and i1 %906, %910
  %913 = xor i1 %898, %912
  %914 = xor i1 %901, %912
  %915 = xor i1 %904, %912
  %916 = xor i1 %420, %911
  %917 = and i1 %906, %916
  %918 = zext i1 %912 to i32
  %919 = select i1 %39, i32 %356, i32 0
  %920 = select i1 %39, i32 %355, i32 0
  %921 = select i1 %39, i32 %354, i32 0
  %922 = select i1 %39, i32 %353, i32 0
  %923 = zext i1 %913 to i32
  %924 = zext i1 %914 to i32
  %925 = zext i1 %915 to i32
  %926 = zext i1 %917 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %918, i32 %919, i32 %920, i32 %921, i32 %922, ptr addrspace(1) %896, i32 %923, i32 %924, i32 %925, i32 %926) #4
  %927 = or disjoint i32 %416, 60
  %928 = add i32 %415, %927
  %929 = sext i32 %928 to i64
  %930 = getelementptr float, ptr addrspace(1) %2, i64 %929
  %931 = icmp slt i32 %927, %4
  %932 = and i1 %931, %420
  %933 = or disjoint i32 %416, 61
  %934 = icmp slt i32 %933, %4
  %935 = and i1 %934, %420
  %936 = or disjoint i32 %416, 62
  %937 = icmp slt i32 %936, %4
  %938 = and i1 %937, %420
  %939 = or disjoint i32 %416, 63
  %940 = icmp slt i32 %939, %4
  %941 = ptrtoint ptr addrspace(1) %930 to i64
  %942 = and i64 %941, 15
  %943 = icmp eq i64 %942, 0
  %944 = and i1 %932, %943
  %945 = and i1 %937, %944
  %946 = and i1 %940, %944
  %947 = xor i1 %932, %946
  %948 = xor i1 %935, %946
  %949 = xor i1 %938, %946
  %950 = xor i1 %420, %945
  %951 = and i1 %940, %950
  %952 = zext i1 %946 to i32
  %953 = select i1 %39, i32 %352, i32 0
  %954 = select i1 %39, i32 %351, i32 0
  %955 = select i1 %39, i32 %350, i32 0
  %956 = select i1 %39, i32 %349, i32 0
  %957 = zext i1 %947 to i32
  %958 = zext i1 %948 to i32
  %959 = zext i1 %949 to i32
  %960 = zext i1 %951 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %952, i32 %953, i32 %954, i32 %955, i32 %956, ptr addrspace(1) %930, i32 %957, i32 %958, i32 %959, i32 %960) #4
  %961 = or disjoint i32 %416, 64
  %962 = add i32 %415, %961
  %963 = sext i32 %962 to i64
  %964 = getelementptr float, ptr addrspace(1) %2, i64 %963
  %965 = icmp slt i32 %961, %4
  %966 = and i1 %965, %420
  %967 = or disjoint i32 %416, 65
  %968 = icmp slt i32 %967, %4
  %969 = and i1 %968, %420
  %970 = or disjoint i32 %416, 66
  %971 = icmp slt i32 %970, %4
  %972 = and i1 %971, %420
  %973 = or disjoint i32 %416, 67
  %974 = icmp slt i32 %973, %4
  %975 = ptrtoint ptr addrspace(1) %964 to i64
  %976 = and i64 %975, 15
  %977 = icmp eq i64 %976, 0
  %978 = and i1 %966, %977
  %979 = and i1 %971, %978
  %980 = and i1 %974, %978
  %981 = xor i1 %966, %980
  %982 = xor i1 %969, %980
  %983 = xor i1 %972, %980
  %984 = xor i1 %420, %979
  %985 = and i1 %974, %984
  %986 = zext i1 %980 to i32
  %987 = select i1 %39, i32 %348, i32 0
  %988 = select i1 %39, i32 %347, i32 0
  %989 = select i1 %39, i32 %346, i32 0
  %990 = select i1 %39, i32 %345, i32 0
  %991 = zext i1 %981 to i32
  %992 = zext i1 %982 to i32
  %993 = zext i1 %983 to i32
  %994 = zext i1 %985 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %986, i32 %987, i32 %988, i32 %989, i32 %990, ptr addrspace(1) %964, i32 %991, i32 %992, i32 %993, i32 %994) #4
  %995 = or disjoint i32 %416, 68
  %996 = add i32 %415, %995
  %997 = sext i32 %996 to i64
  %998 = getelementptr float, ptr addrspace(1) %2, i64 %997
  %999 = icmp slt i32 %995, %4
  %1000 = and i1 %999, %420
  %1001 = or disjoint i32 %416, 69
  %1002 = icmp slt i32 %1001, %4
  %1003 = and i1 %1002, %420
  %1004 = or disjoint i32 %416, 70
  %1005 = icmp slt i32 %1004, %4
  %1006 = and i1 %1005, %420
  %1007 = or disjoint i32 %416, 71
  %1008 = icmp slt i32 %1007, %4
  %1009 = ptrtoint ptr addrspace(1) %998 to i64
  %1010 = and i64 %1009, 15
  %1011 = icmp eq i64 %1010, 0
  %1012 = and i1 %1000, %1011
  %1013 = and i1 %1005, %1012
  %1014 = and i1 %1008, %1012
  %1015 = xor i1 %1000, %1014
  %1016 = xor i1 %1003, %1014
  %1017 = xor i1 %1006, %1014
  %1018 = xor i1 %420, %1013
  %1019 = and i1 %1008, %1018
  %1020 = zext i1 %1014 to i32
  %1021 = select i1 %39, i32 %344, i32 0
  %1022 = select i1 %39, i32 %343, i32 0
  %1023 = select i1 %39, i32 %342, i32 0
  %1024 = select i1 %39, i32 %341, i32 0
  %1025 = zext i1 %1015 to i32
  %1026 = zext i1 %1016 to i32
  %1027 = zext i1 %1017 to i32
  %1028 = zext i1 %1019 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1020, i32 %1021, i32 %1022, i32 %1023, i32 %1024, ptr addrspace(1) %998, i32 %1025, i32 %1026, i32 %1027, i32 %1028) #4
  %1029 = or disjoint i32 %416, 72
  %1030 = add i32 %415, %1029
  %1031 = sext i32 %1030 to i64
  %1032 = getelementptr float, ptr addrspace(1) %2, i64 %1031
  %1033 = icmp slt i32 %1029, %4
  %1034 = and i1 %1033, %420
  %1035 = or disjoint i32 %416, 73
  %1036 = icmp slt i32 %1035, %4
  %1037 = and i1 %1036, %420
  %1038 = or disjoint i32 %416, 74
  %1039 = icmp slt i32 %1038, %4
  %1040 = and i1 %1039, %420
  %1041 = or disjoint i32 %416, 75
  %1042 = icmp slt i32 %1041, %4
  %1043 = ptrtoint ptr addrspace(1) %1032 to i64
  %1044 = and i64 %1043, 15
  %1045 = icmp eq i64 %1044, 0
  %1046 = and i1 %1034, %1045
  %1047 = and i1 %1039, %1046
  %1048 = and i1 %1042, %1046
  %1049 = xor i1 %1034, %1048
  %1050 = xor i1 %1037, %1048
  %1051 = xor i1 %1040, %1048
  %1052 = xor i1 %420, %1047
  %1053 = and i1 %1042, %1052
  %1054 = zext i1 %1048 to i32
  %1055 = select i1 %39, i32 %340, i32 0
  %1056 = select i1 %39, i32 %339, i32 0
  %1057 = select i1 %39, i32 %338, i32 0
  %1058 = select i1 %39, i32 %337, i32 0
  %1059 = zext i1 %1049 to i32
  %1060 = zext i1 %1050 to i32
  %1061 = zext i1 %1051 to i32
  %1062 = zext i1 %1053 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1054, i32 %1055, i32 %1056, i32 %1057, i32 %1058, ptr addrspace(1) %1032, i32 %1059, i32 %1060, i32 %1061, i32 %1062) #4
  %1063 = or disjoint i32 %416, 76
  %1064 = add i32 %415, %1063
  %1065 = sext i32 %1064 to i64
  %1066 = getelementptr float, ptr addrspace(1) %2, i64 %1065
  %1067 = icmp slt i32 %1063, %4
  %1068 = and i1 %1067, %420
  %1069 = or disjoint i32 %416, 77
  %1070 = icmp slt i32 %1069, %4
  %1071 = and i1 %1070, %420
  %1072 = or disjoint i32 %416, 78
  %1073 = icmp slt i32 %1072, %4
  %1074 = and i1 %1073, %420
  %1075 = or disjoint i32 %416, 79
  %1076 = icmp slt i32 %1075, %4
  %1077 = ptrtoint ptr addrspace(1) %1066 to i64
  %1078 = and i64 %1077, 15
  %1079 = icmp eq i64 %1078, 0
  %1080 = and i1 %1068, %1079
  %1081 = and i1 %1073, %1080
  %1082 = and i1 %1076, %1080
  %1083 = xor i1 %1068, %1082
  %1084 = xor i1 %1071, %1082
  %1085 = xor i1 %1074, %1082
  %1086 = xor i1 %420, %1081
  %1087 = and i1 %1076, %1086
  %1088 = zext i1 %1082 to i32
  %1089 = select i1 %39, i32 %336, i32 0
  %1090 = select i1 %39, i32 %335, i32 0
  %1091 = select i1 %39, i32 %334, i32 0
  %1092 = select i1 %39, i32 %333, i32 0
  %1093 = zext i1 %1083 to i32
  %1094 = zext i1 %1084 to i32
  %1095 = zext i1 %1085 to i32
  %1096 = zext i1 %1087 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1088, i32 %1089, i32 %1090, i32 %1091, i32 %1092, ptr addrspace(1) %1066, i32 %1093, i32 %1094, i32 %1095, i32 %1096) #4
  %1097 = or disjoint i32 %416, 80
  %1098 = add i32 %415, %1097
  %1099 = sext i32 %1098 to i64
  %1100 = getelementptr float, ptr addrspace(1) %2, i64 %1099
  %1101 = icmp slt i32 %1097, %4
  %1102 = and i1 %1101, %420
  %1103 = or disjoint i32 %416, 81
  %1104 = icmp slt i32 %1103, %4
  %1105 = and i1 %1104, %420
  %1106 = or disjoint i32 %416, 82
  %1107 = icmp slt i32 %1106, %4
  %1108 = and i1 %1107, %420
  %1109 = or disjoint i32 %416, 83
  %1110 = icmp slt i32 %1109, %4
  %1111 = ptrtoint ptr addrspace(1) %1100 to i64
  %1112 = and i64 %1111, 15
  %1113 = icmp eq i64 %1112, 0
  %1114 = and i1 %1102, %1113
  %1115 = and i1 %1107, %1114
  %1116 = and i1 %1110, %1114
  %1117 = xor i1 %1102, %1116
  %1118 = xor i1 %1105, %1116
  %1119 = xor i1 %1108, %1116
  %1120 = xor i1 %420, %1115
  %1121 = and i1 %1110, %1120
  %1122 = zext i1 %1116 to i32
  %1123 = select i1 %39, i32 %332, i32 0
  %1124 = select i1 %39, i32 %331, i32 0
  %1125 = select i1 %39, i32 %330, i32 0
  %1126 = select i1 %39, i32 %329, i32 0
  %1127 = zext i1 %1117 to i32
  %1128 = zext i1 %1118 to i32
  %1129 = zext i1 %1119 to i32
  %1130 = zext i1 %1121 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1122, i32 %1123, i32 %1124, i32 %1125, i32 %1126, ptr addrspace(1) %1100, i32 %1127, i32 %1128, i32 %1129, i32 %1130) #4
  %1131 = or disjoint i32 %416, 84
  %1132 = add i32 %415, %1131
  %1133 = sext i32 %1132 to i64
  %1134 = getelementptr float, ptr addrspace(1) %2, i64 %1133
  %1135 = icmp slt i32 %1131, %4
  %1136 = and i1 %1135, %420
  %1137 = or disjoint i32 %416, 85
  %1138 = icmp slt i32 %1137, %4
  %1139 = and i1 %1138, %420
  %1140 = or disjoint i32 %416, 86
  %1141 = icmp slt i32 %1140, %4
  %1142 = and i1 %1141, %420
  %1143 = or disjoint i32 %416, 87
  %1144 = icmp slt i32 %1143, %4
  %1145 = ptrtoint ptr addrspace(1) %1134 to i64
  %1146 = and i64 %1145, 15
  %1147 = icmp eq i64 %1146, 0
  %1148 = and i1 %1136, %1147
  %1149 = and i1 %1141, %1148
  %1150 = and i1 %1144, %1148
  %1151 = xor i1 %1136, %1150
  %1152 = xor i1 %1139, %1150
  %1153 = xor i1 %1142, %1150
  %1154 = xor i1 %420, %1149
  %1155 = and i1 %1144, %1154
  %1156 = zext i1 %1150 to i32
  %1157 = select i1 %39, i32 %328, i32 0
  %1158 = select i1 %39, i32 %327, i32 0
  %1159 = select i1 %39, i32 %326, i32 0
  %1160 = select i1 %39, i32 %325, i32 0
  %1161 = zext i1 %1151 to i32
  %1162 = zext i1 %1152 to i32
  %1163 = zext i1 %1153 to i32
  %1164 = zext i1 %1155 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1156, i32 %1157, i32 %1158, i32 %1159, i32 %1160, ptr addrspace(1) %1134, i32 %1161, i32 %1162, i32 %1163, i32 %1164) #4
  %1165 = or disjoint i32 %416, 88
  %1166 = add i32 %415, %1165
  %1167 = sext i32 %1166 to i64
  %1168 = getelementptr float, ptr addrspace(1) %2, i64 %1167
  %1169 = icmp slt i32 %1165, %4
  %1170 = and i1 %1169, %420
  %1171 = or disjoint i32 %416, 89
  %1172 = icmp slt i32 %1171, %4
  %1173 = and i1 %1172, %420
  %1174 = or disjoint i32 %416, 90
  %1175 = icmp slt i32 %1174, %4
  %1176 = and i1 %1175, %420
  %1177 = or disjoint i32 %416, 91
  %1178 = icmp slt i32 %1177, %4
  %1179 = ptrtoint ptr addrspace(1) %1168 to i64
  %1180 = and i64 %1179, 15
  %1181 = icmp eq i64 %1180, 0
  %1182 = and i1 %1170, %1181
  %1183 = and i1 %1175, %1182
  %1184 = and i1 %1178, %1182
  %1185 = xor i1 %1170, %1184
  %1186 = xor i1 %1173, %1184
  %1187 = xor i1 %1176, %1184
  %1188 = xor i1 %420, %1183
  %1189 = and i1 %1178, %1188
  %1190 = zext i1 %1184 to i32
  %1191 = select i1 %39, i32 %324, i32 0
  %1192 = select i1 %39, i32 %323, i32 0
  %1193 = select i1 %39, i32 %322, i32 0
  %1194 = select i1 %39, i32 %321, i32 0
  %1195 = zext i1 %1185 to i32
  %1196 = zext i1 %1186 to i32
  %1197 = zext i1 %1187 to i32
  %1198 = zext i1 %1189 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1190, i32 %1191, i32 %1192, i32 %1193, i32 %1194, ptr addrspace(1) %1168, i32 %1195, i32 %1196, i32 %1197, i32 %1198) #4
  %1199 = or disjoint i32 %416, 92
  %1200 = add i32 %415, %1199
  %1201 = sext i32 %1200 to i64
  %1202 = getelementptr float, ptr addrspace(1) %2, i64 %1201
  %1203 = icmp slt i32 %1199, %4
  %1204 = and i1 %1203, %420
  %1205 = or disjoint i32 %416, 93
  %1206 = icmp slt i32 %1205, %4
  %1207 = and i1 %1206, %420
  %1208 = or disjoint i32 %416, 94
  %1209 = icmp slt i32 %1208, %4
  %1210 = and i1 %1209, %420
  %1211 = or disjoint i32 %416, 95
  %1212 = icmp slt i32 %1211, %4
  %1213 = ptrtoint ptr addrspace(1) %1202 to i64
  %1214 = and i64 %1213, 15
  %1215 = icmp eq i64 %1214, 0
  %1216 = and i1 %1204, %1215
  %1217 = and i1 %1209, %1216
  %1218 = and i1 %1212, %1216
  %1219 = xor i1 %1204, %1218
  %1220 = xor i1 %1207, %1218
  %1221 = xor i1 %1210, %1218
  %1222 = xor i1 %420, %1217
  %1223 = and i1 %1212, %1222
  %1224 = zext i1 %1218 to i32
  %1225 = select i1 %39, i32 %320, i32 0
  %1226 = select i1 %39, i32 %319, i32 0
  %1227 = select i1 %39, i32 %318, i32 0
  %1228 = select i1 %39, i32 %317, i32 0
  %1229 = zext i1 %1219 to i32
  %1230 = zext i1 %1220 to i32
  %1231 = zext i1 %1221 to i32
  %1232 = zext i1 %1223 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1224, i32 %1225, i32 %1226, i32 %1227, i32 %1228, ptr addrspace(1) %1202, i32 %1229, i32 %1230, i32 %1231, i32 %1232) #4
  %1233 = or disjoint i32 %416, 96
  %1234 = add i32 %415, %1233
  %1235 = sext i32 %1234 to i64
  %1236 = getelementptr float, ptr addrspace(1) %2, i64 %1235
  %1237 = icmp slt i32 %1233, %4
  %1238 = and i1 %1237, %420
  %1239 = or disjoint i32 %416, 97
  %1240 = icmp slt i32 %1239, %4
  %1241 = and i1 %1240, %420
  %1242 = or disjoint i32 %416, 98
  %1243 = icmp slt i32 %1242, %4
  %1244 = and i1 %1243, %420
  %1245 = or disjoint i32 %416, 99
  %1246 = icmp slt i32 %1245, %4
  %1247 = ptrtoint ptr addrspace(1) %1236 to i64
  %1248 = and i64 %1247, 15
  %1249 = icmp eq i64 %1248, 0
  %1250 = and i1 %1238, %1249
  %1251 = and i1 %1243, %1250
  %1252 = and i1 %1246, %1250
  %1253 = xor i1 %1238, %1252
  %1254 = xor i1 %1241, %1252
  %1255 = xor i1 %1244, %1252
  %1256 = xor i1 %420, %1251
  %1257 = and i1 %1246, %1256
  %1258 = zext i1 %1252 to i32
  %1259 = select i1 %39, i32 %316, i32 0
  %1260 = select i1 %39, i32 %315, i32 0
  %1261 = select i1 %39, i32 %314, i32 0
  %1262 = select i1 %39, i32 %313, i32 0
  %1263 = zext i1 %1253 to i32
  %1264 = zext i1 %1254 to i32
  %1265 = zext i1 %1255 to i32
  %1266 = zext i1 %1257 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1258, i32 %1259, i32 %1260, i32 %1261, i32 %1262, ptr addrspace(1) %1236, i32 %1263, i32 %1264, i32 %1265, i32 %1266) #4
  %1267 = or disjoint i32 %416, 100
  %1268 = add i32 %415, %1267
  %1269 = sext i32 %1268 to i64
  %1270 = getelementptr float, ptr addrspace(1) %2, i64 %1269
  %1271 = icmp slt i32 %1267, %4
  %1272 = and i1 %1271, %420
  %1273 = or disjoint i32 %416, 101
  %1274 = icmp slt i32 %1273, %4
  %1275 = and i1 %1274, %420
  %1276 = or disjoint i32 %416, 102
  %1277 = icmp slt i32 %1276, %4
  %1278 = and i1 %1277, %420
  %1279 = or disjoint i32 %416, 103
  %1280 = icmp slt i32 %1279, %4
  %1281 = ptrtoint ptr addrspace(1) %1270 to i64
  %1282 = and i64 %1281, 15
  %1283 = icmp eq i64 %1282, 0
  %1284 = and i1 %1272, %1283
  %1285 = and i1 %1277, %1284
  %1286 = and i1 %1280, %1284
  %1287 = xor i1 %1272, %1286
  %1288 = xor i1 %1275, %1286
  %1289 = xor i1 %1278, %1286
  %1290 = xor i1 %420, %1285
  %1291 = and i1 %1280, %1290
  %1292 = zext i1 %1286 to i32
  %1293 = select i1 %39, i32 %312, i32 0
  %1294 = select i1 %39, i32 %311, i32 0
  %1295 = select i1 %39, i32 %310, i32 0
  %1296 = select i1 %39, i32 %309, i32 0
  %1297 = zext i1 %1287 to i32
  %1298 = zext i1 %1288 to i32
  %1299 = zext i1 %1289 to i32
  %1300 = zext i1 %1291 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1292, i32 %1293, i32 %1294, i32 %1295, i32 %1296, ptr addrspace(1) %1270, i32 %1297, i32 %1298, i32 %1299, i32 %1300) #4
  %1301 = or disjoint i32 %416, 104
  %1302 = add i32 %415, %1301
  %1303 = sext i32 %1302 to i64
  %1304 = getelementptr float, ptr addrspace(1) %2, i64 %1303
  %1305 = icmp slt i32 %1301, %4
  %1306 = and i1 %1305, %420
  %1307 = or disjoint i32 %416, 105
  %1308 = icmp slt i32 %1307, %4
  %1309 = and i1 %1308, %420
  %1310 = or disjoint i32 %416, 106
  %1311 = icmp slt i32 %1310, %4
  %1312 = and i1 %1311, %420
  %1313 = or disjoint i32 %416, 107
  %1314 = icmp slt i32 %1313, %4
  %1315 = ptrtoint ptr addrspace(1) %1304 to i64
  %1316 = and i64 %1315, 15
  %1317 = icmp eq i64 %1316, 0
  %1318 = and i1 %1306, %1317
  %1319 = and i1 %1311, %1318
  %1320 = and i1 %1314, %1318
  %1321 = xor i1 %1306, %1320
  %1322 = xor i1 %1309, %1320
  %1323 = xor i1 %1312, %1320
  %1324 = xor i1 %420, %1319
  %1325 = and i1 %1314, %1324
  %1326 = zext i1 %1320 to i32
  %1327 = select i1 %39, i32 %308, i32 0
  %1328 = select i1 %39, i32 %307, i32 0
  %1329 = select i1 %39, i32 %306, i32 0
  %1330 = select i1 %39, i32 %305, i32 0
  %1331 = zext i1 %1321 to i32
  %1332 = zext i1 %1322 to i32
  %1333 = zext i1 %1323 to i32
  %1334 = zext i1 %1325 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1326, i32 %1327, i32 %1328, i32 %1329, i32 %1330, ptr addrspace(1) %1304, i32 %1331, i32 %1332, i32 %1333, i32 %1334) #4
  %1335 = or disjoint i32 %416, 108
  %1336 = add i32 %415, %1335
  %1337 = sext i32 %1336 to i64
  %1338 = getelementptr float, ptr addrspace(1) %2, i64 %1337
  %1339 = icmp slt i32 %1335, %4
  %1340 = and i1 %1339, %420
  %1341 = or disjoint i32 %416, 109
  %1342 = icmp slt i32 %1341, %4
  %1343 = and i1 %1342, %420
  %1344 = or disjoint i32 %416, 110
  %1345 = icmp slt i32 %1344, %4
  %1346 = and i1 %1345, %420
  %1347 = or disjoint i32 %416, 111
  %1348 = icmp slt i32 %1347, %4
  %1349 = ptrtoint ptr addrspace(1) %1338 to i64
  %1350 = and i64 %1349, 15
  %1351 = icmp eq i64 %1350, 0
  %1352 = and i1 %1340, %1351
  %1353 = and i1 %1345, %1352
  %1354 = and i1 %1348, %1352
  %1355 = xor i1 %1340, %1354
  %1356 = xor i1 %1343, %1354
  %1357 = xor i1 %1346, %1354
  %1358 = xor i1 %420, %1353
  %1359 = and i1 %1348, %1358
  %1360 = zext i1 %1354 to i32
  %1361 = select i1 %39, i32 %304, i32 0
  %1362 = select i1 %39, i32 %303, i32 0
  %1363 = select i1 %39, i32 %302, i32 0
  %1364 = select i1 %39, i32 %301, i32 0
  %1365 = zext i1 %1355 to i32
  %1366 = zext i1 %1356 to i32
  %1367 = zext i1 %1357 to i32
  %1368 = zext i1 %1359 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1360, i32 %1361, i32 %1362, i32 %1363, i32 %1364, ptr addrspace(1) %1338, i32 %1365, i32 %1366, i32 %1367, i32 %1368) #4
  %1369 = or disjoint i32 %416, 112
  %1370 = add i32 %415, %1369
  %1371 = sext i32 %1370 to i64
  %1372 = getelementptr float, ptr addrspace(1) %2, i64 %1371
  %1373 = icmp slt i32 %1369, %4
  %1374 = and i1 %1373, %420
  %1375 = or disjoint i32 %416, 113
  %1376 = icmp slt i32 %1375, %4
  %1377 = and i1 %1376, %420
  %1378 = or disjoint i32 %416, 114
  %1379 = icmp slt i32 %1378, %4
  %1380 = and i1 %1379, %420
  %1381 = or disjoint i32 %416, 115
  %1382 = icmp slt i32 %1381, %4
  %1383 = ptrtoint ptr addrspace(1) %1372 to i64
  %1384 = and i64 %1383, 15
  %1385 = icmp eq i64 %1384, 0
  %1386 = and i1 %1374, %1385
  %1387 = and i1 %1379, %1386
  %1388 = and i1 %1382, %1386
  %1389 = xor i1 %1374, %1388
  %1390 = xor i1 %1377, %1388
  %1391 = xor i1 %1380, %1388
  %1392 = xor i1 %420, %1387
  %1393 = and i1 %1382, %1392
  %1394 = zext i1 %1388 to i32
  %1395 = select i1 %39, i32 %300, i32 0
  %1396 = select i1 %39, i32 %299, i32 0
  %1397 = select i1 %39, i32 %298, i32 0
  %1398 = select i1 %39, i32 %297, i32 0
  %1399 = zext i1 %1389 to i32
  %1400 = zext i1 %1390 to i32
  %1401 = zext i1 %1391 to i32
  %1402 = zext i1 %1393 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1394, i32 %1395, i32 %1396, i32 %1397, i32 %1398, ptr addrspace(1) %1372, i32 %1399, i32 %1400, i32 %1401, i32 %1402) #4
  %1403 = or disjoint i32 %416, 116
  %1404 = add i32 %415, %1403
  %1405 = sext i32 %1404 to i64
  %1406 = getelementptr float, ptr addrspace(1) %2, i64 %1405
  %1407 = icmp slt i32 %1403, %4
  %1408 = and i1 %1407, %420
  %1409 = or disjoint i32 %416, 117
  %1410 = icmp slt i32 %1409, %4
  %1411 = and i1 %1410, %420
  %1412 = or disjoint i32 %416, 118
  %1413 = icmp slt i32 %1412, %4
  %1414 = and i1 %1413, %420
  %1415 = or disjoint i32 %416, 119
  %1416 = icmp slt i32 %1415, %4
  %1417 = ptrtoint ptr addrspace(1) %1406 to i64
  %1418 = and i64 %1417, 15
  %1419 = icmp eq i64 %1418, 0
  %1420 = and i1 %1408, %1419
  %1421 = and i1 %1413, %1420
  %1422 = and i1 %1416, %1420
  %1423 = xor i1 %1408, %1422
  %1424 = xor i1 %1411, %1422
  %1425 = xor i1 %1414, %1422
  %1426 = xor i1 %420, %1421
  %1427 = and i1 %1416, %1426
  %1428 = zext i1 %1422 to i32
  %1429 = select i1 %39, i32 %296, i32 0
  %1430 = select i1 %39, i32 %295, i32 0
  %1431 = select i1 %39, i32 %294, i32 0
  %1432 = select i1 %39, i32 %293, i32 0
  %1433 = zext i1 %1423 to i32
  %1434 = zext i1 %1424 to i32
  %1435 = zext i1 %1425 to i32
  %1436 = zext i1 %1427 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1428, i32 %1429, i32 %1430, i32 %1431, i32 %1432, ptr addrspace(1) %1406, i32 %1433, i32 %1434, i32 %1435, i32 %1436) #4
  %1437 = or disjoint i32 %416, 120
  %1438 = add i32 %415, %1437
  %1439 = sext i32 %1438 to i64
  %1440 = getelementptr float, ptr addrspace(1) %2, i64 %1439
  %1441 = icmp slt i32 %1437, %4
  %1442 = and i1 %1441, %420
  %1443 = or disjoint i32 %416, 121
  %1444 = icmp slt i32 %1443, %4
  %1445 = and i1 %1444, %420
  %1446 = or disjoint i32 %416, 122
  %1447 = icmp slt i32 %1446, %4
  %1448 = and i1 %1447, %420
  %1449 = or disjoint i32 %416, 123
  %1450 = icmp slt i32 %1449, %4
  %1451 = ptrtoint ptr addrspace(1) %1440 to i64
  %1452 = and i64 %1451, 15
  %1453 = icmp eq i64 %1452, 0
  %1454 = and i1 %1442, %1453
  %1455 = and i1 %1447, %1454
  %1456 = and i1 %1450, %1454
  %1457 = xor i1 %1442, %1456
  %1458 = xor i1 %1445, %1456
  %1459 = xor i1 %1448, %1456
  %1460 = xor i1 %420, %1455
  %1461 = and i1 %1450, %1460
  %1462 = zext i1 %1456 to i32
  %1463 = select i1 %39, i32 %292, i32 0
  %1464 = select i1 %39, i32 %291, i32 0
  %1465 = select i1 %39, i32 %290, i32 0
  %1466 = select i1 %39, i32 %289, i32 0
  %1467 = zext i1 %1457 to i32
  %1468 = zext i1 %1458 to i32
  %1469 = zext i1 %1459 to i32
  %1470 = zext i1 %1461 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1462, i32 %1463, i32 %1464, i32 %1465, i32 %1466, ptr addrspace(1) %1440, i32 %1467, i32 %1468, i32 %1469, i32 %1470) #4
  %1471 = or disjoint i32 %416, 124
  %1472 = add i32 %415, %1471
  %1473 = sext i32 %1472 to i64
  %1474 = getelementptr float, ptr addrspace(1) %2, i64 %1473
  %1475 = icmp slt i32 %1471, %4
  %1476 = and i1 %1475, %420
  %1477 = or disjoint i32 %416, 125
  %1478 = icmp slt i32 %1477, %4
  %1479 = and i1 %1478, %420
  %1480 = or disjoint i32 %416, 126
  %1481 = icmp slt i32 %1480, %4
  %1482 = and i1 %1481, %420
  %1483 = or disjoint i32 %7, %27
  %1484 = or i32 %1483, 127
  %1485 = icmp slt i32 %1484, %4
  %1486 = ptrtoint ptr addrspace(1) %1474 to i64
  %1487 = and i64 %1486, 15
  %1488 = icmp eq i64 %1487, 0
  %1489 = and i1 %1476, %1488
  %1490 = and i1 %1481, %1489
  %1491 = and i1 %1485, %1490
  %1492 = xor i1 %1476, %1491
  %1493 = xor i1 %1479, %1491
  %1494 = xor i1 %1482, %1491
  %1495 = xor i1 %420, %1490
  %1496 = and i1 %1485, %1495
  %1497 = zext i1 %1491 to i32
  %1498 = select i1 %39, i32 %288, i32 0
  %1499 = select i1 %39, i32 %287, i32 0
  %1500 = select i1 %39, i32 %286, i32 0
  %1501 = select i1 %39, i32 %285, i32 0
  %1502 = zext i1 %1492 to i32
  %1503 = zext i1 %1493 to i32
  %1504 = zext i1 %1494 to i32
  %1505 = zext i1 %1496 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1497, i32 %1498, i32 %1499, i32 %1500, i32 %1501, ptr addrspace(1) %1474, i32 %1502, i32 %1503, i32 %1504, i32 %1505) #4
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.cluster.ctaid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.clusterid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 65536) i32 @llvm.nvvm.read.ptx.sreg.nclusterid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #2

attributes #0 = { nounwind "nvvm.cluster_dim"="1,2,1" "nvvm.reqntid"="256" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { nounwind }
attributes #5 = { convergent nounwind }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
