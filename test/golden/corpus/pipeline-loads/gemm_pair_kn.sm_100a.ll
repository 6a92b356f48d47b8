; ModuleID = 'tile_kernels'
source_filename = "tile_kernels"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@gemm_pair_kn_dsmem = external addrspace(3) global [0 x i8], align 1024

; Function Attrs: nounwind
define ptx_kernel void @gemm_pair_kn(ptr byval([128 x i8]) align 64 "nvvm.grid_constant" %0, ptr byval([128 x i8]) align 64 "nvvm.grid_constant" %1, ptr addrspace(1) %2, i32 %3, i32 %4, i32 %5) local_unnamed_addr #0 {
  %7 = tail call range(i32 0, 256) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = tail call range(i32 0, 2) i32 @llvm.nvvm.read.ptx.sreg.cluster.ctaid.x()
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.clusterid.x()
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %11 = shl i32 %9, 8
  %12 = shl nuw nsw i32 %8, 7
  %13 = or disjoint i32 %11, %12
  %14 = shl nuw nsw i32 %10, 8
  %15 = icmp eq i32 %7, 0
  br i1 %15, label %16, label %17

16:                                               ; preds = %6
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_pair_kn_dsmem, i64 131072) to i32)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_pair_kn_dsmem, i64 131072) to i32), i32 16)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_pair_kn_dsmem, i64 131072) to i32), i32 32)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_pair_kn_dsmem, i64 131072) to i32), i32 48)) #4
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #4
  br label %17

17:                                               ; preds = %16, %6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %15, label %18, label %19

18:                                               ; preds = %17
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_pair_kn_dsmem, i64 131136) to i32)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_pair_kn_dsmem, i64 131136) to i32), i32 16)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_pair_kn_dsmem, i64 131136) to i32), i32 32)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_pair_kn_dsmem, i64 131136) to i32), i32 48)) #4
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #4
  br label %19

19:                                               ; preds = %18, %17
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %15, label %20, label %21

20:                                               ; preds = %19
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_pair_kn_dsmem, i64 131200) to i32)) #4
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #4
  br label %21

21:                                               ; preds = %20, %19
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %22 = icmp samesign ult i32 %7, 32
  br i1 %22, label %23, label %24

23:                                               ; preds = %21
  tail call void asm sideeffect "tcgen05.alloc.cta_group::2.sync.aligned.shared::cta.b32 [$0], 256;\0A\09tcgen05.relinquish_alloc_permit.cta_group::2.sync.aligned;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_pair_kn_dsmem, i64 131216) to i32)) #4
  br label %24

24:                                               ; preds = %23, %21
  tail call void asm sideeffect "tcgen05.fence::before_thread_sync;", "~{memory}"() #4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #4
  %25 = tail call i32 asm sideeffect "ld.shared.b32 $0, [$1];", "=r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_pair_kn_dsmem, i64 131216) to i32)) #4
  tail call void asm sideeffect "barrier.cluster.arrive;", "~{memory}"() #5
  tail call void asm sideeffect "barrier.cluster.wait;", "~{memory}"() #5
  %26 = icmp sgt i32 %5, 0
  %27 = or i32 %7, %8
  %28 = icmp eq i32 %27, 0
  %29 = and i1 %28, %26
  br i1 %29, label %30, label %31

30:                                               ; preds = %24
  tail call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_pair_kn_dsmem, i64 131072) to i32), i32 65536) #4
  br label %31

31:                                               ; preds = %30, %24
  %32 = and i1 %15, %26
  br i1 %32, label %33, label %36

33:                                               ; preds = %31
  %34 = ptrtoint ptr %0 to i64
  %35 = call i32 asm "mapa.shared::cluster.u32 $0, $1, $2;", "=r,r,r"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_pair_kn_dsmem, i64 131072) to i32), i32 0) #4
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.cta_group::2 [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @gemm_pair_kn_dsmem to i32), i64 %34, i32 0, i32 %13, i32 %35) #4
  br label %36

36:                                               ; preds = %33, %31
  %37 = or disjoint i32 %14, %12
  br i1 %32, label %38, label %42

38:                                               ; preds = %36
  %39 = or disjoint i32 %37, 64
  %40 = ptrtoint ptr %1 to i64
  %41 = call i32 asm "mapa.shared::cluster.u32 $0, $1, $2;", "=r,r,r"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_pair_kn_dsmem, i64 131072) to i32), i32 0) #4
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.cta_group::2 [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_pair_kn_dsmem, i64 65536) to i32), i64 %40, i32 %37, i32 0, i32 %41) #4
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.cta_group::2 [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_pair_kn_dsmem, i64 65536) to i32), i32 8192), i64 %40, i32 %39, i32 0, i32 %41) #4
  br label %42

42:                                               ; preds = %38, %36
  %43 = icmp sgt i32 %5, 64
  %44 = and i1 %28, %43
  br i1 %44, label %45, label %46

45:                                               ; preds = %42
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_pair_kn_dsmem, i64 131088) to i32), i32 65536) #4
  br label %46

46:                                               ; preds = %45, %42
  %47 = and i1 %15, %43
  br i1 %47, label %48, label %.critedge

48:                                               ; preds = %46
  %49 = ptrtoint ptr %0 to i64
  %50 = call i32 asm "mapa.shared::cluster.u32 $0, $1, $2;", "=r,r,r"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_pair_kn_dsmem, i64 131088) to i32), i32 0) #4
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.cta_group::2 [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_pair_kn_dsmem, i64 16384) to i32), i64 %49, i32 64, i32 %13, i32 %50) #4
  %51 = ptrtoint ptr %1 to i64
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.cta_group::2 [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_pair_kn_dsmem, i64 81920) to i32), i64 %51, i32 %37, i32 64, i32 %50) #4
  %52 = or disjoint i32 %37, 64
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.cta_group::2 [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_pair_kn_dsmem, i64 81920) to i32), i32 8192), i64 %51, i32 %52, i32 64, i32 %50) #4
  br label %.critedge

.critedge:                                        ; preds = %46, %48
  %53 = icmp sgt i32 %5, 128
  %54 = and i1 %28, %53
  br i1 %54, label %55, label %56

55:                                               ; preds = %.critedge
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_pair_kn_dsmem, i64 131104) to i32), i32 65536) #4
  br label %56

56:                                               ; preds = %55, %.critedge
  %57 = and i1 %15, %53
  br i1 %57, label %58, label %.critedge2

58:                                               ; preds = %56
  %59 = ptrtoint ptr %0 to i64
  %60 = call i32 asm "mapa.shared::cluster.u32 $0, $1, $2;", "=r,r,r"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_pair_kn_dsmem, i64 131104) to i32), i32 0) #4
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.cta_group::2 [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_pair_kn_dsmem, i64 32768) to i32), i64 %59, i32 128, i32 %13, i32 %60) #4
  %61 = ptrtoint ptr %1 to i64
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.cta_group::2 [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_pair_kn_dsmem, i64 98304) to i32), i64 %61, i32 %37, i32 128, i32 %60) #4
  %62 = or disjoint i32 %37, 64
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.cta_group::2 [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_pair_kn_dsmem, i64 98304) to i32), i32 8192), i64 %61, i32 %62, i32 128, i32 %60) #4
  br label %.critedge2

.critedge2:                                       ; preds = %56, %58
  %63 = icmp sgt i32 %5, 192
  %64 = and i1 %28, %63
  br i1 %64, label %65, label %66

65:                                               ; preds = %.critedge2
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_pair_kn_dsmem, i64 131120) to i32), i32 65536) #4
  br label %66

66:                                               ; preds = %65, %.critedge2
  %67 = and i1 %15, %63
  br i1 %67, label %68, label %.critedge4

68:                                               ; preds = %66
  %69 = ptrtoint ptr %0 to i64
  %70 = call i32 asm "mapa.shared::cluster.u32 $0, $1, $2;", "=r,r,r"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_pair_kn_dsmem, i64 131120) to i32), i32 0) #4
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.cta_group::2 [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_pair_kn_dsmem, i64 49152) to i32), i64 %69, i32 192, i32 %13, i32 %70) #4
  %71 = ptrtoint ptr %1 to i64
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.cta_group::2 [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_pair_kn_dsmem, i64 114688) to i32), i64 %71, i32 %37, i32 192, i32 %70) #4
  %72 = or disjoint i32 %37, 64
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.cta_group::2 [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_pair_kn_dsmem, i64 114688) to i32), i32 8192), i64 %71, i32 %72, i32 192, i32 %70) #4
  br label %.critedge4

.critedge4:                                       ; preds = %66, %68
  br i1 %26, label %.lr.ph, label %._crit_edge

.lr.ph:                                           ; preds = %.critedge4
  %73 = ptrtoint ptr %0 to i64
  %74 = ptrtoint ptr %1 to i64
  %75 = or disjoint i32 %37, 64
  br label %76

76:                                               ; preds = %.lr.ph, %.critedge10
  %77 = phi i32 [ 0, %.lr.ph ], [ %158, %.critedge10 ]
  %78 = lshr exact i32 %77, 6
  %79 = and i32 %78, 3
  %80 = lshr i32 %77, 8
  %81 = and i32 %80, 1
  %82 = icmp ne i32 %77, 0
  br i1 %28, label %83, label %.critedge19

83:                                               ; preds = %76
  %84 = shl nuw nsw i32 %79, 4
  %85 = zext nneg i32 %84 to i64
  %86 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_pair_kn_dsmem, i64 131072), i64 %85
  %87 = ptrtoint ptr addrspace(3) %86 to i64
  %88 = trunc i64 %87 to i32
  br label %89

89:                                               ; preds = %89, %83
  %90 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %88, i32 %81) #4
  %91 = icmp eq i32 %90, 0
  br i1 %91, label %89, label %.critedge6

.critedge6:                                       ; preds = %89
  %92 = shl nuw nsw i32 %79, 14
  %93 = zext nneg i32 %92 to i64
  %94 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_pair_kn_dsmem, i64 65536), i64 %93
  %95 = ptrtoint ptr addrspace(3) %94 to i64
  %96 = getelementptr i8, ptr addrspace(3) @gemm_pair_kn_dsmem, i64 %93
  %97 = ptrtoint ptr addrspace(3) %96 to i64
  %98 = zext i1 %82 to i32
  %99 = lshr exact i64 %97, 4
  %100 = and i64 %99, 16320
  %101 = or disjoint i64 %100, 4611756662049538048
  %102 = lshr exact i64 %95, 4
  %103 = and i64 %102, 16320
  %104 = or disjoint i64 %103, 4611756662083026944
  call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::2.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %25, i64 %101, i64 %104, i32 272696464, i32 %98) #4
  %105 = or disjoint i64 %100, 4611756662049538050
  %106 = add i64 %95, 2048
  %107 = lshr exact i64 %106, 4
  %108 = and i64 %107, 16320
  %109 = or disjoint i64 %108, 4611756662083026944
  call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::2.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %25, i64 %105, i64 %109, i32 272696464, i32 1) #4
  %110 = or disjoint i64 %100, 4611756662049538052
  %111 = add i64 %95, 4096
  %112 = lshr exact i64 %111, 4
  %113 = and i64 %112, 16320
  %114 = or disjoint i64 %113, 4611756662083026944
  call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::2.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %25, i64 %110, i64 %114, i32 272696464, i32 1) #4
  %115 = or disjoint i64 %100, 4611756662049538054
  %116 = add i64 %95, 6144
  %117 = lshr exact i64 %116, 4
  %118 = and i64 %117, 16320
  %119 = or disjoint i64 %118, 4611756662083026944
  call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::2.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %25, i64 %115, i64 %119, i32 272696464, i32 1) #4
  %120 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_pair_kn_dsmem, i64 131136), i64 %85
  %121 = ptrtoint ptr addrspace(3) %120 to i64
  %122 = trunc i64 %121 to i32
  call void asm sideeffect "{\0A\09.reg .b16 %tl_m;\0A\09cvt.u16.u32 %tl_m, $1;\0A\09tcgen05.commit.cta_group::2.mbarrier::arrive::one.shared::cluster.multicast::cluster.b64 [$0], %tl_m;\0A\09}", "r,r,~{memory}"(i32 %122, i32 3) #4
  br label %.critedge19

.critedge19:                                      ; preds = %76, %.critedge6
  %123 = add i32 %77, 192
  %124 = icmp slt i32 %123, %5
  %125 = and i1 %82, %124
  br i1 %125, label %126, label %.critedge10

126:                                              ; preds = %.critedge19
  %127 = add nsw i32 %78, -1
  %128 = and i32 %127, 3
  %129 = lshr i32 %127, 2
  %130 = and i32 %129, 1
  %131 = shl nuw nsw i32 %128, 4
  %132 = zext nneg i32 %131 to i64
  br i1 %15, label %133, label %.loopexit

133:                                              ; preds = %126
  %134 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_pair_kn_dsmem, i64 131136), i64 %132
  %135 = ptrtoint ptr addrspace(3) %134 to i64
  %136 = trunc i64 %135 to i32
  br label %137

137:                                              ; preds = %137, %133
  %138 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %136, i32 %130) #4
  %139 = icmp eq i32 %138, 0
  br i1 %139, label %137, label %.loopexit

.loopexit:                                        ; preds = %137, %126
  %140 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_pair_kn_dsmem, i64 131072), i64 %132
  br i1 %28, label %141, label %144

141:                                              ; preds = %.loopexit
  %142 = ptrtoint ptr addrspace(3) %140 to i64
  %143 = trunc i64 %142 to i32
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 %143, i32 65536) #4
  br label %144

144:                                              ; preds = %141, %.loopexit
  br i1 %15, label %145, label %.critedge10

145:                                              ; preds = %144
  %146 = shl nuw nsw i32 %128, 14
  %147 = zext nneg i32 %146 to i64
  %148 = getelementptr i8, ptr addrspace(3) @gemm_pair_kn_dsmem, i64 %147
  %149 = ptrtoint ptr addrspace(3) %140 to i64
  %150 = trunc i64 %149 to i32
  %151 = call i32 asm "mapa.shared::cluster.u32 $0, $1, $2;", "=r,r,r"(i32 %150, i32 0) #4
  %152 = ptrtoint ptr addrspace(3) %148 to i64
  %153 = trunc i64 %152 to i32
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.cta_group::2 [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %153, i64 %73, i32 %123, i32 %13, i32 %151) #4
  %154 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_pair_kn_dsmem, i64 65536), i64 %147
  %155 = ptrtoint ptr addrspace(3) %154 to i64
  %156 = trunc i64 %155 to i32
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.cta_group::2 [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %156, i64 %74, i32 %37, i32 %123, i32 %151) #4
  %157 = add i32 %156, 8192
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.cta_group::2 [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %157, i64 %74, i32 %75, i32 %123, i32 %151) #4
  br label %.critedge10

.critedge10:                                      ; preds = %144, %145, %.critedge19
  %158 = add i32 %77, 64
  %159 = icmp slt i32 %158, %5
  br i1 %159, label %76, label %._crit_edge

._crit_edge:                                      ; preds = %.critedge10, %.critedge4
  br i1 %28, label %160, label %.preheader

160:                                              ; preds = %._crit_edge
  call void asm sideeffect "{\0A\09.reg .b16 %tl_m;\0A\09cvt.u16.u32 %tl_m, $1;\0A\09tcgen05.commit.cta_group::2.mbarrier::arrive::one.shared::cluster.multicast::cluster.b64 [$0], %tl_m;\0A\09}", "r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_pair_kn_dsmem, i64 131200) to i32), i32 3) #4
  br label %.preheader

.preheader:                                       ; preds = %160, %._crit_edge
  br label %161

161:                                              ; preds = %.preheader, %161
  %162 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_pair_kn_dsmem, i64 131200) to i32), i32 0) #4
  %163 = icmp eq i32 %162, 0
  br i1 %163, label %161, label %164

164:                                              ; preds = %161
  %165 = call i32 @llvm.smax.i32(i32 %5, i32 0)
  %166 = add nuw i32 %165, 63
  %167 = lshr i32 %166, 6
  %168 = lshr i32 %166, 8
  %169 = and i32 %168, 1
  %170 = xor i32 %169, 1
  br i1 %15, label %171, label %.critedge16

171:                                              ; preds = %164
  %172 = shl nuw nsw i32 %167, 4
  %173 = and i32 %172, 48
  %174 = zext nneg i32 %173 to i64
  %175 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_pair_kn_dsmem, i64 131136), i64 %174
  %176 = ptrtoint ptr addrspace(3) %175 to i64
  %177 = trunc i64 %176 to i32
  br label %178

178:                                              ; preds = %178, %171
  %179 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %177, i32 %170) #4
  %180 = icmp eq i32 %179, 0
  br i1 %180, label %178, label %181

181:                                              ; preds = %178
  %182 = add nuw nsw i32 %167, 1
  %183 = lshr i32 %182, 2
  %184 = and i32 %183, 1
  %185 = xor i32 %184, 1
  %186 = shl nuw nsw i32 %182, 4
  %187 = and i32 %186, 48
  %188 = zext nneg i32 %187 to i64
  %189 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_pair_kn_dsmem, i64 131136), i64 %188
  %190 = ptrtoint ptr addrspace(3) %189 to i64
  %191 = trunc i64 %190 to i32
  br label %192

192:                                              ; preds = %192, %181
  %193 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %191, i32 %185) #4
  %194 = icmp eq i32 %193, 0
  br i1 %194, label %192, label %.critedge12

.critedge12:                                      ; preds = %192
  %195 = add nuw nsw i32 %167, 2
  %196 = lshr i32 %195, 2
  %197 = and i32 %196, 1
  %198 = xor i32 %197, 1
  %199 = shl nuw nsw i32 %195, 4
  %200 = and i32 %199, 48
  %201 = zext nneg i32 %200 to i64
  %202 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_pair_kn_dsmem, i64 131136), i64 %201
  %203 = ptrtoint ptr addrspace(3) %202 to i64
  %204 = trunc i64 %203 to i32
  br label %205

205:                                              ; preds = %205, %.critedge12
  %206 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %204, i32 %198) #4
  %207 = icmp eq i32 %206, 0
  br i1 %207, label %205, label %208

208:                                              ; preds = %205
  %209 = add nuw nsw i32 %167, 3
  %210 = lshr i32 %209, 2
  %211 = and i32 %210, 1
  %212 = xor i32 %211, 1
  %213 = shl nuw nsw i32 %209, 4
  %214 = and i32 %213, 48
  %215 = zext nneg i32 %214 to i64
  %216 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_pair_kn_dsmem, i64 131136), i64 %215
  %217 = ptrtoint ptr addrspace(3) %216 to i64
  %218 = trunc i64 %217 to i32
  br label %219

219:                                              ; preds = %219, %208
  %220 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %218, i32 %212) #4
  %221 = icmp eq i32 %220, 0
  br i1 %221, label %219, label %.critedge16

.critedge16:                                      ; preds = %219, %164
  call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #4
  %222 = and i32 %7, 128
  %223 = shl nuw nsw i32 %7, 16
  %224 = and i32 %223, 6291456
  %225 = or disjoint i32 %224, %222
  %226 = add i32 %225, %25
  %227 = call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %226) #4
  %228 = add i32 %226, 32
  %229 = call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %228) #4
  %230 = add i32 %226, 64
  %231 = call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %230) #4
  %232 = add i32 %226, 96
  %233 = call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %232) #4
  call void asm sideeffect "tcgen05.fence::before_thread_sync;", "~{memory}"() #4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %22, label %234, label %235

234:                                              ; preds = %.critedge16
  call void asm sideeffect "tcgen05.fence::after_thread_sync;\0A\09tcgen05.dealloc.cta_group::2.sync.aligned.b32 $0, 256;", "r,~{memory}"(i32 %25) #4
  br label %235

235:                                              ; preds = %234, %.critedge16
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %15, label %236, label %237

236:                                              ; preds = %235
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_pair_kn_dsmem, i64 131072) to i32)) #4
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_pair_kn_dsmem, i64 131072) to i32), i32 16)) #4
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_pair_kn_dsmem, i64 131072) to i32), i32 32)) #4
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_pair_kn_dsmem, i64 131072) to i32), i32 48)) #4
  br label %237

237:                                              ; preds = %236, %235
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %15, label %238, label %239

238:                                              ; preds = %237
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_pair_kn_dsmem, i64 131136) to i32)) #4
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_pair_kn_dsmem, i64 131136) to i32), i32 16)) #4
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_pair_kn_dsmem, i64 131136) to i32), i32 32)) #4
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_pair_kn_dsmem, i64 131136) to i32), i32 48)) #4
  br label %239

239:                                              ; preds = %238, %237
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %15, label %240, label %241

240:                                              ; preds = %239
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_pair_kn_dsmem, i64 131200) to i32)) #4
  br label %241

241:                                              ; preds = %240, %239
  %242 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %233, 31
  %243 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %233, 30
  %244 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %233, 29
  %245 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %233, 28
  %246 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %233, 27
  %247 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %233, 26
  %248 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %233, 25
  %249 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %233, 24
  %250 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %233, 23
  %251 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %233, 22
  %252 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %233, 21
  %253 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %233, 20
  %254 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %233, 19
  %255 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %233, 18
  %256 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %233, 17
  %257 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %233, 16
  %258 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %233, 15
  %259 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %233, 14
  %260 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %233, 13
  %261 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %233, 12
  %262 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %233, 11
  %263 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %233, 10
  %264 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %233, 9
  %265 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %233, 8
  %266 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %233, 7
  %267 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %233, 6
  %268 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %233, 5
  %269 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %233, 4
  %270 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %233, 3
  %271 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %233, 2
  %272 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %233, 1
  %273 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %233, 0
  %274 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %231, 31
  %275 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %231, 30
  %276 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %231, 29
  %277 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %231, 28
  %278 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %231, 27
  %279 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %231, 26
  %280 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %231, 25
  %281 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %231, 24
  %282 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %231, 23
  %283 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %231, 22
  %284 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %231, 21
  %285 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %231, 20
  %286 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %231, 19
  %287 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %231, 18
  %288 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %231, 17
  %289 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %231, 16
  %290 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %231, 15
  %291 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %231, 14
  %292 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %231, 13
  %293 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %231, 12
  %294 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %231, 11
  %295 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %231, 10
  %296 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %231, 9
  %297 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %231, 8
  %298 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %231, 7
  %299 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %231, 6
  %300 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %231, 5
  %301 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %231, 4
  %302 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %231, 3
  %303 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %231, 2
  %304 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %231, 1
  %305 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %231, 0
  %306 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %229, 31
  %307 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %229, 30
  %308 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %229, 29
  %309 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %229, 28
  %310 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %229, 27
  %311 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %229, 26
  %312 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %229, 25
  %313 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %229, 24
  %314 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %229, 23
  %315 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %229, 22
  %316 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %229, 21
  %317 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %229, 20
  %318 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %229, 19
  %319 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %229, 18
  %320 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %229, 17
  %321 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %229, 16
  %322 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %229, 15
  %323 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %229, 14
  %324 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %229, 13
  %325 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %229, 12
  %326 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %229, 11
  %327 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %229, 10
  %328 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %229, 9
  %329 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %229, 8
  %330 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %229, 7
  %331 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %229, 6
  %332 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %229, 5
  %333 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %229, 4
  %334 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %229, 3
  %335 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %229, 2
  %336 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %229, 1
  %337 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %229, 0
  %338 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %227, 31
  %339 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %227, 30
  %340 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %227, 29
  %341 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %227, 28
  %342 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %227, 27
  %343 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %227, 26
  %344 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %227, 25
  %345 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %227, 24
  %346 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %227, 23
  %347 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %227, 22
  %348 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %227, 21
  %349 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %227, 20
  %350 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %227, 19
  %351 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %227, 18
  %352 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %227, 17
  %353 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %227, 16
  %354 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %227, 15
  %355 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %227, 14
  %356 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %227, 13
  %357 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %227, 12
  %358 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %227, 11
  %359 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %227, 10
  %360 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %227, 9
  %361 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %227, 8
  %362 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %227, 7
  %363 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %227, 6
  %364 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %227, 5
  %365 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %227, 4
  %366 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %227, 3
  %367 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %227, 2
  %368 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %227, 1
  %369 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %227, 0
  call void asm sideeffect "barrier.cluster.arrive;", "~{memory}"() #5
  call void asm sideeffect "barrier.cluster.wait;", "~{memory}"() #5
  %370 = and i32 %7, 127
  %371 = or disjoint i32 %13, %370
  %372 = mul i32 %4, %371
  %373 = or disjoint i32 %14, %222
  %374 = add i32 %373, %372
  %375 = sext i32 %374 to i64
  %376 = getelementptr float, ptr addrspace(1) %2, i64 %375
  %377 = ptrtoint ptr addrspace(1) %376 to i64
  %378 = and i64 %377, 15
  %379 = icmp eq i64 %378, 0
  %380 = xor i1 %379, true
  %381 = zext i1 %379 to i32
  %382 = select i1 %26, i32 %369, i32 0
  %383 = select i1 %26, i32 %368, i32 0
  %384 = select i1 %26, i32 %367, i32 0
  %385 = select i1 %26, i32 %366, i32 0
  %386 = zext i1 %380 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %381, i32 %382, i32 %383, i32 %384, i32 %385, ptr addrspace(1) %376, i32 %386, i32 %386, i32 %386, i32 %386) #4
  %387 = or disjoint i32 %373, 4
  %388 = add i32 %387, %372
  %389 = sext i32 %388 to i64
  %390 = getelementptr float, ptr addrspace(1) %2, i64 %389
  %391 = ptrtoint ptr addrspace(1) %390 to i64
  %392 = and i64 %391, 15
  %393 = icmp eq i64 %392, 0
  %394 = xor i1 %393, true
  %395 = zext i1 %393 to i32
  %396 = select i1 %26, i32 %365, i32 0
  %397 = select i1 %26, i32 %364, i32 0
  %398 = select i1 %26, i32 %363, i32 0
  %399 = select i1 %26, i32 %362, i32 0
  %400 = zext i1 %394 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %395, i32 %396, i32 %397, i32 %398, i32 %399, ptr addrspace(1) %390, i32 %400, i32 %400, i32 %400, i32 %400) #4
  %401 = or disjoint i32 %373, 8
  %402 = add i32 %401, %372
  %403 = sext i32 %402 to i64
  %404 = getelementptr float, ptr addrspace(1) %2, i64 %403
  %405 = ptrtoint ptr addrspace(1) %404 to i64
  %406 = and i64 %405, 15
  %407 = icmp eq i64 %406, 0
  %408 = xor i1 %407, true
  %409 = zext i1 %407 to i32
  %410 = select i1 %26, i32 %361, i32 0
  %411 = select i1 %26, i32 %360, i32 0
  %412 = select i1 %26, i32 %359, i32 0
  %413 = select i1 %26, i32 %358, i32 0
  %414 = zext i1 %408 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %409, i32 %410, i32 %411, i32 %412, i32 %413, ptr addrspace(1) %404, i32 %414, i32 %414, i32 %414, i32 %414) #4
  %415 = or disjoint i32 %373, 12
  %416 = add i32 %415, %372
  %417 = sext i32 %416 to i64
  %418 = getelementptr float, ptr addrspace(1) %2, i64 %417
  %419 = ptrtoint ptr addrspace(1) %418 to i64
  %420 = and i64 %419, 15
  %421 = icmp eq i64 %420, 0
  %422 = xor i1 %421, true
  %423 = zext i1 %421 to i32
  %424 = select i1 %26, i32 %357, i32 0
  %425 = select i1 %26, i32 %356, i32 0
  %426 = select i1 %26, i32 %355, i32 0
  %427 = select i1 %26, i32 %354, i32 0
  %428 = zext i1 %422 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %423, i32 %424, i32 %425, i32 %426, i32 %427, ptr addrspace(1) %418, i32 %428, i32 %428, i32 %428, i32 %428) #4
  %429 = or disjoint i32 %373, 16
  %430 = add i32 %429, %372
  %431 = sext i32 %430 to i64
  %432 = getelementptr float, ptr addrspace(1) %2, i64 %431
  %433 = ptrtoint ptr addrspace(1) %432 to i64
  %434 = and i64 %433, 15
  %435 = icmp eq i64 %434, 0
  %436 = xor i1 %435, true
  %437 = zext i1 %435 to i32
  %438 = select i1 %26, i32 %353, i32 0
  %439 = select i1 %26, i32 %352, i32 0
  %440 = select i1 %26, i32 %351, i32 0
  %441 = select i1 %26, i32 %350, i32 0
  %442 = zext i1 %436 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %437, i32 %438, i32 %439, i32 %440, i32 %441, ptr addrspace(1) %432, i32 %442, i32 %442, i32 %442, i32 %442) #4
  %443 = or disjoint i32 %373, 20
  %444 = add i32 %443, %372
  %445 = sext i32 %444 to i64
  %446 = getelementptr float, ptr addrspace(1) %2, i64 %445
  %447 = ptrtoint ptr addrspace(1) %446 to i64
  %448 = and i64 %447, 15
  %449 = icmp eq i64 %448, 0
  %450 = xor i1 %449, true
  %451 = zext i1 %449 to i32
  %452 = select i1 %26, i32 %349, i32 0
  %453 = select i1 %26, i32 %348, i32 0
  %454 = select i1 %26, i32 %347, i32 0
  %455 = select i1 %26, i32 %346, i32 0
  %456 = zext i1 %450 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %451, i32 %452, i32 %453, i32 %454, i32 %455, ptr addrspace(1) %446, i32 %456, i32 %456, i32 %456, i32 %456) #4
  %457 = or disjoint i32 %373, 24
  %458 = add i32 %457, %372
  %459 = sext i32 %458 to i64
  %460 = getelementptr float, ptr addrspace(1) %2, i64 %459
  %461 = ptrtoint ptr addrspace(1) %460 to i64
  %462 = and i64 %461, 15
  %463 = icmp eq i64 %462, 0
  %464 = xor i1 %463, true
  %465 = zext i1 %463 to i32
  %466 = select i1 %26, i32 %345, i32 0
  %467 = select i1 %26, i32 %344, i32 0
  %468 = select i1 %26, i32 %343, i32 0
  %469 = select i1 %26, i32 %342, i32 0
  %470 = zext i1 %464 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %465, i32 %466, i32 %467, i32 %468, i32 %469, ptr addrspace(1) %460, i32 %470, i32 %470, i32 %470, i32 %470) #4
  %471 = or disjoint i32 %373, 28
  %472 = add i32 %471, %372
  %473 = sext i32 %472 to i64
  %474 = getelementptr float, ptr addrspace(1) %2, i64 %473
  %475 = ptrtoint ptr addrspace(1) %474 to i64
  %476 = and i64 %475, 15
  %477 = icmp eq i64 %476, 0
  %478 = xor i1 %477, true
  %479 = zext i1 %477 to i32
  %480 = select i1 %26, i32 %341, i32 0
  %481 = select i1 %26, i32 %340, i32 0
  %482 = select i1 %26, i32 %339, i32 0
  %483 = select i1 %26, i32 %338, i32 0
  %484 = zext i1 %478 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %479, i32 %480, i32 %481, i32 %482, i32 %483, ptr addrspace(1) %474, i32 %484, i32 %484, i32 %484, i32 %484) #4
  %485 = or disjoint i32 %373, 32
  %486 = add i32 %485, %372
  %487 = sext i32 %486 to i64
  %488 = getelementptr float, ptr addrspace(1) %2, i64 %487
  %489 = ptrtoint ptr addrspace(1) %488 to i64
  %490 = and i64 %489, 15
  %491 = icmp eq i64 %490, 0
  %492 = xor i1 %491, true
  %493 = zext i1 %491 to i32
  %494 = select i1 %26, i32 %337, i32 0
  %495 = select i1 %26, i32 %336, i32 0
  %496 = select i1 %26, i32 %335, i32 0
  %497 = select i1 %26, i32 %334, i32 0
  %498 = zext i1 %492 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %493, i32 %494, i32 %495, i32 %496, i32 %497, ptr addrspace(1) %488, i32 %498, i32 %498, i32 %498, i32 %498) #4
  %499 = or disjoint i32 %373, 36
  %500 = add i32 %499, %372
  %501 = sext i32 %500 to i64
  %502 = getelementptr float, ptr addrspace(1) %2, i64 %501
  %503 = ptrtoint ptr addrspace(1) %502 to i64
  %504 = and i64 %503, 15
  %505 = icmp eq i64 %504, 0
  %506 = xor i1 %505, true
  %507 = zext i1 %505 to i32
  %508 = select i1 %26, i32 %333, i32 0
  %509 = select i1 %26, i32 %332, i32 0
  %510 = select i1 %26, i32 %331, i32 0
  %511 = select i1 %26, i32 %330, i32 0
  %512 = zext i1 %506 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %507, i32 %508, i32 %509, i32 %510, i32 %511, ptr addrspace(1) %502, i32 %512, i32 %512, i32 %512, i32 %512) #4
  %513 = or disjoint i32 %373, 40
  %514 = add i32 %513, %372
  %515 = sext i32 %514 to i64
  %516 = getelementptr float, ptr addrspace(1) %2, i64 %515
  %517 = ptrtoint ptr addrspace(1) %516 to i64
  %518 = and i64 %517, 15
  %519 = icmp eq i64 %518, 0
  %520 = xor i1 %519, true
  %521 = zext i1 %519 to i32
  %522 = select i1 %26, i32 %329, i32 0
  %523 = select i1 %26, i32 %328, i32 0
  %524 = select i1 %26, i32 %327, i32 0
  %525 = select i1 %26, i32 %326, i32 0
  %526 = zext i1 %520 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %521, i32 %522, i32 %523, i32 %524, i32 %525, ptr addrspace(1) %516, i32 %526, i32 %526, i32 %526, i32 %526) #4
  %527 = or disjoint i32 %373, 44
  %528 = add i32 %527, %372
  %529 = sext i32 %528 to i64
  %530 = getelementptr float, ptr addrspace(1) %2, i64 %529
  %531 = ptrtoint ptr addrspace(1) %530 to i64
  %532 = and i64 %531, 15
  %533 = icmp eq i64 %532, 0
  %534 = xor i1 %533, true
  %535 = zext i1 %533 to i32
  %536 = select i1 %26, i32 %325, i32 0
  %537 = select i1 %26, i32 %324, i32 0
  %538 = select i1 %26, i32 %323, i32 0
  %539 = select i1 %26, i32 %322, i32 0
  %540 = zext i1 %534 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %535, i32 %536, i32 %537, i32 %538, i32 %539, ptr addrspace(1) %530, i32 %540, i32 %540, i32 %540, i32 %540) #4
  %541 = or disjoint i32 %373, 48
  %542 = add i32 %541, %372
  %543 = sext i32 %542 to i64
  %544 = getelementptr float, ptr addrspace(1) %2, i64 %543
  %545 = ptrtoint ptr addrspace(1) %544 to i64
  %546 = and i64 %545, 15
  %547 = icmp eq i64 %546, 0
  %548 = xor i1 %547, true
  %549 = zext i1 %547 to i32
  %550 = select i1 %26, i32 %321, i32 0
  %551 = select i1 %26, i32 %320, i32 0
  %552 = select i1 %26, i32 %319, i32 0
  %553 = select i1 %26, i32 %318, i32 0
  %554 = zext i1 %548 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %549, i32 %550, i32 %551, i32 %552, i32 %553, ptr addrspace(1) %544, i32 %554, i32 %554, i32 %554, i32 %554) #4
  %555 = or disjoint i32 %373, 52
  %556 = add i32 %555, %372
  %557 = sext i32 %556 to i64
  %558 = getelementptr float, ptr addrspace(1) %2, i64 %557
  %559 = ptrtoint ptr addrspace(1) %558 to i64
  %560 = and i64 %559, 15
  %561 = icmp eq i64 %560, 0
  %562 = xor i1 %561, true
  %563 = zext i1 %561 to i32
  %564 = select i1 %26, i32 %317, i32 0
  %565 = select i1 %26, i32 %316, i32 0
  %566 = select i1 %26, i32 %315, i32 0
  %567 = select i1 %26, i32 %314, i32 0
  %568 = zext i1 %562 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %563, i32 %564, i32 %565, i32 %566, i32 %567, ptr addrspace(1) %558, i32 %568, i32 %568, i32 %568, i32 %568) #4
  %569 = or disjoint i32 %373, 56
  %570 = add i32 %569, %372
  %571 = sext i32 %570 to i64
  %572 = getelementptr float, ptr addrspace(1) %2, i64 %571
  %573 = ptrtoint ptr addrspace(1) %572 to i64
  %574 = and i64 %573, 15
  %575 = icmp eq i64 %574, 0
  %576 = xor i1 %575, true
  %577 = zext i1 %575 to i32
  %578 = select i1 %26, i32 %313, i32 0
  %579 = select i1 %26, i32 %312, i32 0
  %580 = select i1 %26, i32 %311, i32 0
  %581 = select i1 %26, i32 %310, i32 0
  %582 = zext i1 %576 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %577, i32 %578, i32 %579, i32 %580, i32 %581, ptr addrspace(1) %572, i32 %582, i32 %582, i32 %582, i32 %582) #4
  %583 = or disjoint i32 %373, 60
  %584 = add i32 %583, %372
  %585 = sext i32 %584 to i64
  %586 = getelementptr float, ptr addrspace(1) %2, i64 %585
  %587 = ptrtoint ptr addrspace(1) %586 to i64
  %588 = and i64 %587, 15
  %589 = icmp eq i64 %588, 0
  %590 = xor i1 %589, true
  %591 = zext i1 %589 to i32
  %592 = select i1 %26, i32 %309, i32 0
  %593 = select i1 %26, i32 %308, i32 0
  %594 = select i1 %26, i32 %307, i32 0
  %595 = select i1 %26, i32 %306, i32 0
  %596 = zext i1 %590 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %591, i32 %592, i32 %593, i32 %594, i32 %595, ptr addrspace(1) %586, i32 %596, i32 %596, i32 %596, i32 %596) #4
  %597 = or disjoint i32 %373, 64
  %598 = add i32 %597, %372
  %599 = sext i32 %598 to i64
  %600 = getelementptr float, ptr addrspace(1) %2, i64 %599
  %601 = ptrtoint ptr addrspace(1) %600 to i64
  %602 = and i64 %601, 15
  %603 = icmp eq i64 %602, 0
  %604 = xor i1 %603, true
  %605 = zext i1 %603 to i32
  %606 = select i1 %26, i32 %305, i32 0
  %607 = select i1 %26, i32 %304, i32 0
  %608 = select i1 %26, i32 %303, i32 0
  %609 = select i1 %26, i32 %302, i32 0
  %610 = zext i1 %604 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %605, i32 %606, i32 %607, i32 %608, i32 %609, ptr addrspace(1) %600, i32 %610, i32 %610, i32 %610, i32 %610) #4
  %611 = or disjoint i32 %373, 68
  %612 = add i32 %611, %372
  %613 = sext i32 %612 to i64
  %614 = getelementptr float, ptr addrspace(1) %2, i64 %613
  %615 = ptrtoint ptr addrspace(1) %614 to i64
  %616 = and i64 %615, 15
  %617 = icmp eq i64 %616, 0
  %618 = xor i1 %617, true
  %619 = zext i1 %617 to i32
  %620 = select i1 %26, i32 %301, i32 0
  %621 = select i1 %26, i32 %300, i32 0
  %622 = select i1 %26, i32 %299, i32 0
  %623 = select i1 %26, i32 %298, i32 0
  %624 = zext i1 %618 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %619, i32 %620, i32 %621, i32 %622, i32 %623, ptr addrspace(1) %614, i32 %624, i32 %624, i32 %624, i32 %624) #4
  %625 = or disjoint i32 %373, 72
  %626 = add i32 %625, %372
  %627 = sext i32 %626 to i64
  %628 = getelementptr float, ptr addrspace(1) %2, i64 %627
  %629 = ptrtoint ptr addrspace(1) %628 to i64
  %630 = and i64 %629, 15
  %631 = icmp eq i64 %630, 0
  %632 = xor i1 %631, true
  %633 = zext i1 %631 to i32
  %634 = select i1 %26, i32 %297, i32 0
  %635 = select i1 %26, i32 %296, i32 0
  %636 = select i1 %26, i32 %295, i32 0
  %637 = select i1 %26, i32 %294, i32 0
  %638 = zext i1 %632 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %633, i32 %634, i32 %635, i32 %636, i32 %637, ptr addrspace(1) %628, i32 %638, i32 %638, i32 %638, i32 %638) #4
  %639 = or disjoint i32 %373, 76
  %640 = add i32 %639, %372
  %641 = sext i32 %640 to i64
  %642 = getelementptr float, ptr addrspace(1) %2, i64 %641
  %643 = ptrtoint ptr addrspace(1) %642 to i64
  %644 = and i64 %643, 15
  %645 = icmp eq i64 %644, 0
  %646 = xor i1 %645, true
  %647 = zext i1 %645 to i32
  %648 = select i1 %26, i32 %293, i32 0
  %649 = select i1 %26, i32 %292, i32 0
  %650 = select i1 %26, i32 %291, i32 0
  %651 = select i1 %26, i32 %290, i32 0
  %652 = zext i1 %646 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %647, i32 %648, i32 %649, i32 %650, i32 %651, ptr addrspace(1) %642, i32 %652, i32 %652, i32 %652, i32 %652) #4
  %653 = or disjoint i32 %373, 80
  %654 = add i32 %653, %372
  %655 = sext i32 %654 to i64
  %656 = getelementptr float, ptr addrspace(1) %2, i64 %655
  %657 = ptrtoint ptr addrspace(1) %656 to i64
  %658 = and i64 %657, 15
  %659 = icmp eq i64 %658, 0
  %660 = xor i1 %659, true
  %661 = zext i1 %659 to i32
  %662 = select i1 %26, i32 %289, i32 0
  %663 = select i1 %26, i32 %288, i32 0
  %664 = select i1 %26, i32 %287, i32 0
  %665 = select i1 %26, i32 %286, i32 0
  %666 = zext i1 %660 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %661, i32 %662, i32 %663, i32 %664, i32 %665, ptr addrspace(1) %656, i32 %666, i32 %666, i32 %666, i32 %666) #4
  %667 = or disjoint i32 %373, 84
  %668 = add i32 %667, %372
  %669 = sext i32 %668 to i64
  %670 = getelementptr float, ptr addrspace(1) %2, i64 %669
  %671 = ptrtoint ptr addrspace(1) %670 to i64
  %672 = and i64 %671, 15
  %673 = icmp eq i64 %672, 0
  %674 = xor i1 %673, true
  %675 = zext i1 %673 to i32
  %676 = select i1 %26, i32 %285, i32 0
  %677 = select i1 %26, i32 %284, i32 0
  %678 = select i1 %26, i32 %283, i32 0
  %679 = select i1 %26, i32 %282, i32 0
  %680 = zext i1 %674 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %675, i32 %676, i32 %677, i32 %678, i32 %679, ptr addrspace(1) %670, i32 %680, i32 %680, i32 %680, i32 %680) #4
  %681 = or disjoint i32 %373, 88
  %682 = add i32 %681, %372
  %683 = sext i32 %682 to i64
  %684 = getelementptr float, ptr addrspace(1) %2, i64 %683
  %685 = ptrtoint ptr addrspace(1) %684 to i64
  %686 = and i64 %685, 15
  %687 = icmp eq i64 %686, 0
  %688 = xor i1 %687, true
  %689 = zext i1 %687 to i32
  %690 = select i1 %26, i32 %281, i32 0
  %691 = select i1 %26, i32 %280, i32 0
  %692 = select i1 %26, i32 %279, i32 0
  %693 = select i1 %26, i32 %278, i32 0
  %694 = zext i1 %688 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %689, i32 %690, i32 %691, i32 %692, i32 %693, ptr addrspace(1) %684, i32 %694, i32 %694, i32 %694, i32 %694) #4
  %695 = or disjoint i32 %373, 92
  %696 = add i32 %695, %372
  %697 = sext i32 %696 to i64
  %698 = getelementptr float, ptr addrspace(1) %2, i64 %697
  %699 = ptrtoint ptr addrspace(1) %698 to i64
  %700 = and i64 %699, 15
  %701 = icmp eq i64 %700, 0
  %702 = xor i1 %701, true
  %703 = zext i1 %701 to i32
  %704 = select i1 %26, i32 %277, i32 0
  %705 = select i1 %26, i32 %276, i32 0
  %706 = select i1 %26, i32 %275, i32 0
  %707 = select i1 %26, i32 %274, i32 0
  %708 = zext i1 %702 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %703, i32 %704, i32 %705, i32 %706, i32 %707, ptr addrspace(1) %698, i32 %708, i32 %708, i32 %708, i32 %708) #4
  %709 = or disjoint i32 %373, 96
  %710 = add i32 %709, %372
  %711 = sext i32 %710 to i64
  %712 = getelementptr float, ptr addrspace(1) %2, i64 %711
  %713 = ptrtoint ptr addrspace(1) %712 to i64
  %714 = and i64 %713, 15
  %715 = icmp eq i64 %714, 0
  %716 = xor i1 %715, true
  %717 = zext i1 %715 to i32
  %718 = select i1 %26, i32 %273, i32 0
  %719 = select i1 %26, i32 %272, i32 0
  %720 = select i1 %26, i32 %271, i32 0
  %721 = select i1 %26, i32 %270, i32 0
  %722 = zext i1 %716 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %717, i32 %718, i32 %719, i32 %720, i32 %721, ptr addrspace(1) %712, i32 %722, i32 %722, i32 %722, i32 %722) #4
  %723 = or disjoint i32 %373, 100
  %724 = add i32 %723, %372
  %725 = sext i32 %724 to i64
  %726 = getelementptr float, ptr addrspace(1) %2, i64 %725
  %727 = ptrtoint ptr addrspace(1) %726 to i64
  %728 = and i64 %727, 15
  %729 = icmp eq i64 %728, 0
  %730 = xor i1 %729, true
  %731 = zext i1 %729 to i32
  %732 = select i1 %26, i32 %269, i32 0
  %733 = select i1 %26, i32 %268, i32 0
  %734 = select i1 %26, i32 %267, i32 0
  %735 = select i1 %26, i32 %266, i32 0
  %736 = zext i1 %730 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %731, i32 %732, i32 %733, i32 %734, i32 %735, ptr addrspace(1) %726, i32 %736, i32 %736, i32 %736, i32 %736) #4
  %737 = or disjoint i32 %373, 104
  %738 = add i32 %737, %372
  %739 = sext i32 %738 to i64
  %740 = getelementptr float, ptr addrspace(1) %2, i64 %739
  %741 = ptrtoint ptr addrspace(1) %740 to i64
  %742 = and i64 %741, 15
  %743 = icmp eq i64 %742, 0
  %744 = xor i1 %743, true
  %745 = zext i1 %743 to i32
  %746 = select i1 %26, i32 %265, i32 0
  %747 = select i1 %26, i32 %264, i32 0
  %748 = select i1 %26, i32 %263, i32 0
  %749 = select i1 %26, i32 %262, i32 0
  %750 = zext i1 %744 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %745, i32 %746, i32 %747, i32 %748, i32 %749, ptr addrspace(1) %740, i32 %750, i32 %750, i32 %750, i32 %750) #4
  %751 = or disjoint i32 %373, 108
  %752 = add i32 %751, %372
  %753 = sext i32 %752 to i64
  %754 = getelementptr float, ptr addrspace(1) %2, i64 %753
  %755 = ptrtoint ptr addrspace(1) %754 to i64
  %756 = and i64 %755, 15
  %757 = icmp eq i64 %756, 0
  %758 = xor i1 %757, true
  %759 = zext i1 %757 to i32
  %760 = select i1 %26, i32 %261, i32 0
  %761 = select i1 %26, i32 %260, i32 0
  %762 = select i1 %26, i32 %259, i32 0
  %763 = select i1 %26, i32 %258, i32 0
  %764 = zext i1 %758 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %759, i32 %760, i32 %761, i32 %762, i32 %763, ptr addrspace(1) %754, i32 %764, i32 %764, i32 %764, i32 %764) #4
  %765 = or disjoint i32 %373, 112
  %766 = add i32 %765, %372
  %767 = sext i32 %766 to i64
  %768 = getelementptr float, ptr addrspace(1) %2, i64 %767
  %769 = ptrtoint ptr addrspace(1) %768 to i64
  %770 = and i64 %769, 15
  %771 = icmp eq i64 %770, 0
  %772 = xor i1 %771, true
  %773 = zext i1 %771 to i32
  %774 = select i1 %26, i32 %257, i32 0
  %775 = select i1 %26, i32 %256, i32 0
  %776 = select i1 %26, i32 %255, i32 0
  %777 = select i1 %26, i32 %254, i32 0
  %778 = zext i1 %772 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %773, i32 %774, i32 %775, i32 %776, i32 %777, ptr addrspace(1) %768, i32 %778, i32 %778, i32 %778, i32 %778) #4
  %779 = or disjoint i32 %373, 116
  %780 = add i32 %779, %372
  %781 = sext i32 %780 to i64
  %782 = getelementptr float, ptr addrspace(1) %2, i64 %781
  %783 = ptrtoint ptr addrspace(1) %782 to i64
  %784 = and i64 %783, 15
  %785 = icmp eq i64 %784, 0
  %786 = xor i1 %785, true
  %787 = zext i1 %785 to i32
  %788 = select i1 %26, i32 %253, i32 0
  %789 = select i1 %26, i32 %252, i32 0
  %790 = select i1 %26, i32 %251, i32 0
  %791 = select i1 %26, i32 %250, i32 0
  %792 = zext i1 %786 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %787, i32 %788, i32 %789, i32 %790, i32 %791, ptr addrspace(1) %782, i32 %792, i32 %792, i32 %792, i32 %792) #4
  %793 = or disjoint i32 %373, 120
  %794 = add i32 %793, %372
  %795 = sext i32 %794 to i64
  %796 = getelementptr float, ptr addrspace(1) %2, i64 %795
  %797 = ptrtoint ptr addrspace(1) %796 to i64
  %798 = and i64 %797, 15
  %799 = icmp eq i64 %798, 0
  %800 = xor i1 %799, true
  %801 = zext i1 %799 to i32
  %802 = select i1 %26, i32 %249, i32 0
  %803 = select i1 %26, i32 %248, i32 0
  %804 = select i1 %26, i32 %247, i32 0
  %805 = select i1 %26, i32 %246, i32 0
  %806 = zext i1 %800 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %801, i32 %802, i32 %803, i32 %804, i32 %805, ptr addrspace(1) %796, i32 %806, i32 %806, i32 %806, i32 %806) #4
  %807 = or disjoint i32 %373, 124
  %808 = add i32 %807, %372
  %809 = sext i32 %808 to i64
  %810 = getelementptr float, ptr addrspace(1) %2, i64 %809
  %811 = ptrtoint ptr addrspace(1) %810 to i64
  %812 = and i64 %811, 15
  %813 = icmp eq i64 %812, 0
  %814 = xor i1 %813, true
  %815 = zext i1 %813 to i32
  %816 = select i1 %26, i32 %245, i32 0
  %817 = select i1 %26, i32 %244, i32 0
  %818 = select i1 %26, i32 %243, i32 0
  %819 = select i1 %26, i32 %242, i32 0
  %820 = zext i1 %814 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %815, i32 %816, i32 %817, i32 %818, i32 %819, ptr addrspace(1) %810, i32 %820, i32 %820, i32 %820, i32 %820) #4
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.cluster.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.clusterid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #3

attributes #0 = { nounwind "nvvm.cluster_dim"="2,1,1" "nvvm.reqntid"="256" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind }
attributes #5 = { convergent nounwind }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
