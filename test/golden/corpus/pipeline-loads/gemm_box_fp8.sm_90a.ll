; ModuleID = 'tile_kernels'
source_filename = "tile_kernels"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@gemm_box_fp8_dsmem = external addrspace(3) global [0 x i8], align 1024

; Function Attrs: nounwind
define ptx_kernel void @gemm_box_fp8(ptr byval([128 x i8]) align 64 "nvvm.grid_constant" %0, ptr byval([128 x i8]) align 64 "nvvm.grid_constant" %1, ptr addrspace(1) %2, i32 %3, i32 %4) local_unnamed_addr #0 {
  %6 = tail call range(i32 0, 128) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %9 = shl nuw nsw i32 %8, 6
  %10 = shl i32 %7, 6
  %11 = icmp eq i32 %6, 0
  br i1 %11, label %12, label %13

12:                                               ; preds = %5
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_fp8_dsmem, i64 24576) to i32)) #3
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_fp8_dsmem, i64 24576) to i32), i32 16)) #3
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_fp8_dsmem, i64 24576) to i32), i32 32)) #3
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #3
  br label %13

13:                                               ; preds = %12, %5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %14 = icmp sgt i32 %4, 0
  %15 = and i1 %11, %14
  br i1 %15, label %.critedge, label %.critedge1

.critedge:                                        ; preds = %13
  %16 = ptrtoint ptr %1 to i64
  %17 = ptrtoint ptr %0 to i64
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_fp8_dsmem, i64 24576) to i32), i32 8192) #3
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @gemm_box_fp8_dsmem to i32), i64 %17, i32 0, i32 %9, i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_fp8_dsmem, i64 24576) to i32)) #3
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_fp8_dsmem, i64 12288) to i32), i64 %16, i32 0, i32 %10, i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_fp8_dsmem, i64 24576) to i32)) #3
  br label %.critedge1

.critedge1:                                       ; preds = %13, %.critedge
  %18 = icmp sgt i32 %4, 64
  %19 = and i1 %11, %18
  br i1 %19, label %.critedge3, label %.critedge4

.critedge3:                                       ; preds = %.critedge1
  %20 = ptrtoint ptr %1 to i64
  %21 = ptrtoint ptr %0 to i64
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_fp8_dsmem, i64 24592) to i32), i32 8192) #3
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_fp8_dsmem, i64 4096) to i32), i64 %21, i32 64, i32 %9, i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_fp8_dsmem, i64 24592) to i32)) #3
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_fp8_dsmem, i64 16384) to i32), i64 %20, i32 64, i32 %10, i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_fp8_dsmem, i64 24592) to i32)) #3
  br label %.critedge4

.critedge4:                                       ; preds = %.critedge1, %.critedge3
  br i1 %14, label %.lr.ph, label %._crit_edge

.lr.ph:                                           ; preds = %.critedge4
  %22 = ptrtoint ptr %1 to i64
  %23 = ptrtoint ptr %0 to i64
  br label %24

24:                                               ; preds = %.lr.ph, %89
  %25 = phi float [ 0.000000e+00, %.lr.ph ], [ %210, %89 ]
  %26 = phi float [ 0.000000e+00, %.lr.ph ], [ %209, %89 ]
  %27 = phi float [ 0.000000e+00, %.lr.ph ], [ %208, %89 ]
  %28 = phi float [ 0.000000e+00, %.lr.ph ], [ %207, %89 ]
  %29 = phi float [ 0.000000e+00, %.lr.ph ], [ %206, %89 ]
  %30 = phi float [ 0.000000e+00, %.lr.ph ], [ %205, %89 ]
  %31 = phi float [ 0.000000e+00, %.lr.ph ], [ %204, %89 ]
  %32 = phi float [ 0.000000e+00, %.lr.ph ], [ %203, %89 ]
  %33 = phi float [ 0.000000e+00, %.lr.ph ], [ %202, %89 ]
  %34 = phi float [ 0.000000e+00, %.lr.ph ], [ %201, %89 ]
  %35 = phi float [ 0.000000e+00, %.lr.ph ], [ %200, %89 ]
  %36 = phi float [ 0.000000e+00, %.lr.ph ], [ %199, %89 ]
  %37 = phi float [ 0.000000e+00, %.lr.ph ], [ %198, %89 ]
  %38 = phi float [ 0.000000e+00, %.lr.ph ], [ %197, %89 ]
  %39 = phi float [ 0.000000e+00, %.lr.ph ], [ %196, %89 ]
  %40 = phi float [ 0.000000e+00, %.lr.ph ], [ %195, %89 ]
  %41 = phi float [ 0.000000e+00, %.lr.ph ], [ %194, %89 ]
  %42 = phi float [ 0.000000e+00, %.lr.ph ], [ %193, %89 ]
  %43 = phi float [ 0.000000e+00, %.lr.ph ], [ %192, %89 ]
  %44 = phi float [ 0.000000e+00, %.lr.ph ], [ %191, %89 ]
  %45 = phi float [ 0.000000e+00, %.lr.ph ], [ %190, %89 ]
  %46 = phi float [ 0.000000e+00, %.lr.ph ], [ %189, %89 ]
  %47 = phi float [ 0.000000e+00, %.lr.ph ], [ %188, %89 ]
  %48 = phi float [ 0.000000e+00, %.lr.ph ], [ %187, %89 ]
  %49 = phi float [ 0.000000e+00, %.lr.ph ], [ %186, %89 ]
  %50 = phi float [ 0.000000e+00, %.lr.ph ], [ %185, %89 ]
  %51 = phi float [ 0.000000e+00, %.lr.ph ], [ %184, %89 ]
  %52 = phi float [ 0.000000e+00, %.lr.ph ], [ %183, %89 ]
  %53 = phi float [ 0.000000e+00, %.lr.ph ], [ %182, %89 ]
  %54 = phi float [ 0.000000e+00, %.lr.ph ], [ %181, %89 ]
  %55 = phi float [ 0.000000e+00, %.lr.ph ], [ %180, %89 ]
  %56 = phi float [ 0.000000e+00, %.lr.ph ], [ %179, %89 ]
  %57 = phi i32 [ 0, %.lr.ph ], [ %211, %89 ]
  %58 = lshr exact i32 %57, 6
  %59 = urem i32 %58, 3
  %60 = add i32 %57, 128
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %61 = icmp slt i32 %60, %4
  %62 = and i1 %11, %61
  br i1 %62, label %63, label %.critedge6

63:                                               ; preds = %24
  %64 = add nuw nsw i32 %58, 2
  %65 = urem i32 %64, 3
  %66 = shl nuw nsw i32 %65, 12
  %67 = zext nneg i32 %66 to i64
  %68 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_fp8_dsmem, i64 12288), i64 %67
  %69 = ptrtoint ptr addrspace(3) %68 to i64
  %70 = trunc i64 %69 to i32
  %71 = getelementptr i8, ptr addrspace(3) @gemm_box_fp8_dsmem, i64 %67
  %72 = ptrtoint ptr addrspace(3) %71 to i64
  %73 = trunc i64 %72 to i32
  %74 = shl nuw nsw i32 %65, 4
  %75 = zext nneg i32 %74 to i64
  %76 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_fp8_dsmem, i64 24576), i64 %75
  %77 = ptrtoint ptr addrspace(3) %76 to i64
  %78 = trunc i64 %77 to i32
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 %78, i32 8192) #3
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %73, i64 %23, i32 %60, i32 %9, i32 %78) #3
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %70, i64 %22, i32 %60, i32 %10, i32 %78) #3
  br label %.critedge6

.critedge6:                                       ; preds = %24, %63
  %79 = udiv i32 %57, 192
  %80 = and i32 %79, 1
  %81 = shl nuw nsw i32 %59, 4
  %82 = zext nneg i32 %81 to i64
  %83 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_fp8_dsmem, i64 24576), i64 %82
  %84 = ptrtoint ptr addrspace(3) %83 to i64
  %85 = trunc i64 %84 to i32
  br label %86

86:                                               ; preds = %86, %.critedge6
  %87 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %85, i32 %80) #3
  %88 = icmp eq i32 %87, 0
  br i1 %88, label %86, label %89

89:                                               ; preds = %86
  %90 = shl nuw nsw i32 %59, 12
  %91 = zext nneg i32 %90 to i64
  %92 = getelementptr i8, ptr addrspace(3) @gemm_box_fp8_dsmem, i64 %91
  %93 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_fp8_dsmem, i64 12288), i64 %91
  call void asm sideeffect "wgmma.fence.sync.aligned;", ""() #3
  %94 = ptrtoint ptr addrspace(3) %92 to i64
  %95 = lshr exact i64 %94, 4
  %96 = and i64 %95, 16320
  %97 = or disjoint i64 %96, -9223371899415756800
  %98 = ptrtoint ptr addrspace(3) %93 to i64
  %99 = lshr exact i64 %98, 4
  %100 = and i64 %99, 16320
  %101 = or disjoint i64 %100, -9223371899415756800
  %102 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $34, 0;\0Awgmma.mma_async.sync.aligned.m64n64k32.f32.e4m3.e4m3 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $32, $33, p, 1, 1;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i64 %97, i64 %101, i32 1, float %56, float %55, float %54, float %53, float %52, float %51, float %50, float %49, float %48, float %47, float %46, float %45, float %44, float %43, float %42, float %41, float %40, float %39, float %38, float %37, float %36, float %35, float %34, float %33, float %32, float %31, float %30, float %29, float %28, float %27, float %26, float %25) #3
  %103 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %102, 0
  %104 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %102, 1
  %105 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %102, 2
  %106 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %102, 3
  %107 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %102, 4
  %108 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %102, 5
  %109 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %102, 6
  %110 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %102, 7
  %111 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %102, 8
  %112 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %102, 9
  %113 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %102, 10
  %114 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %102, 11
  %115 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %102, 12
  %116 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %102, 13
  %117 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %102, 14
  %118 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %102, 15
  %119 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %102, 16
  %120 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %102, 17
  %121 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %102, 18
  %122 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %102, 19
  %123 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %102, 20
  %124 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %102, 21
  %125 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %102, 22
  %126 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %102, 23
  %127 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %102, 24
  %128 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %102, 25
  %129 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %102, 26
  %130 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %102, 27
  %131 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %102, 28
  %132 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %102, 29
  %133 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %102, 30
  %134 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %102, 31
  %135 = getelementptr i8, ptr addrspace(3) %92, i64 32
  %136 = ptrtoint ptr addrspace(3) %135 to i64
  %137 = lshr exact i64 %136, 4
  %138 = and i64 %137, 16383
  %139 = or disjoint i64 %138, -9223371899415756800
  %140 = getelementptr i8, ptr addrspace(3) %93, i64 32
  %141 = ptrtoint ptr addrspace(3) %140 to i64
  %142 = lshr exact i64 %141, 4
  %143 = and i64 %142, 16383
  %144 = or disjoint i64 %143, -9223371899415756800
  %145 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $34, 0;\0Awgmma.mma_async.sync.aligned.m64n64k32.f32.e4m3.e4m3 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $32, $33, p, 1, 1;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i64 %139, i64 %144, i32 1, float %103, float %104, float %105, float %106, float %107, float %108, float %109, float %110, float %111, float %112, float %113, float %114, float %115, float %116, float %117, float %118, float %119, float %120, float %121, float %122, float %123, float %124, float %125, float %126, float %127, float %128, float %129, float %130, float %131, float %132, float %133, float %134) #3
  %146 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %145, 0
  %147 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %145, 1
  %148 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %145, 2
  %149 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %145, 3
  %150 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %145, 4
  %151 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %145, 5
  %152 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %145, 6
  %153 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %145, 7
  %154 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %145, 8
  %155 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %145, 9
  %156 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %145, 10
  %157 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %145, 11
  %158 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %145, 12
  %159 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %145, 13
  %160 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %145, 14
  %161 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %145, 15
  %162 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %145, 16
  %163 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %145, 17
  %164 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %145, 18
  %165 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %145, 19
  %166 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %145, 20
  %167 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %145, 21
  %168 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %145, 22
  %169 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %145, 23
  %170 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %145, 24
  %171 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %145, 25
  %172 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %145, 26
  %173 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %145, 27
  %174 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %145, 28
  %175 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %145, 29
  %176 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %145, 30
  %177 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %145, 31
  call void asm sideeffect "wgmma.commit_group.sync.aligned;", ""() #3
  %178 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.wait_group.sync.aligned 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(float %146, float %147, float %148, float %149, float %150, float %151, float %152, float %153, float %154, float %155, float %156, float %157, float %158, float %159, float %160, float %161, float %162, float %163, float %164, float %165, float %166, float %167, float %168, float %169, float %170, float %171, float %172, float %173, float %174, float %175, float %176, float %177) #3
  %179 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %178, 0
  %180 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %178, 1
  %181 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %178, 2
  %182 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %178, 3
  %183 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %178, 4
  %184 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %178, 5
  %185 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %178, 6
  %186 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %178, 7
  %187 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %178, 8
  %188 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %178, 9
  %189 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %178, 10
  %190 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %178, 11
  %191 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %178, 12
  %192 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %178, 13
  %193 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %178, 14
  %194 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %178, 15
  %195 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %178, 16
  %196 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %178, 17
  %197 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %178, 18
  %198 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %178, 19
  %199 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %178, 20
  %200 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %178, 21
  %201 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %178, 22
  %202 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %178, 23
  %203 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %178, 24
  %204 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %178, 25
  %205 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %178, 26
  %206 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %178, 27
  %207 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %178, 28
  %208 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %178, 29
  %209 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %178, 30
  %210 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %178, 31
  %211 = add i32 %57, 64
  %212 = icmp slt i32 %211, %4
  br i1 %212, label %24, label %._crit_edge.loopexit

._crit_edge.loopexit:                             ; preds = %89
  %213 = bitcast float %179 to i32
  %214 = bitcast float %180 to i32
  %215 = bitcast float %181 to i32
  %216 = bitcast float %182 to i32
  %217 = bitcast float %183 to i32
  %218 = bitcast float %184 to i32
  %219 = bitcast float %185 to i32
  %220 = bitcast float %186 to i32
  %221 = bitcast float %187 to i32
  %222 = bitcast float %188 to i32
  %223 = bitcast float %189 to i32
  %224 = bitcast float %190 to i32
  %225 = bitcast float %191 to i32
  %226 = bitcast float %192 to i32
  %227 = bitcast float %193 to i32
  %228 = bitcast float %194 to i32
  %229 = bitcast float %195 to i32
  %230 = bitcast float %196 to i32
  %231 = bitcast float %197 to i32
  %232 = bitcast float %198 to i32
  %233 = bitcast float %199 to i32
  %234 = bitcast float %200 to i32
  %235 = bitcast float %201 to i32
  %236 = bitcast float %202 to i32
  %237 = bitcast float %203 to i32
  %238 = bitcast float %204 to i32
  %239 = bitcast float %205 to i32
  %240 = bitcast float %206 to i32
  %241 = bitcast float %207 to i32
  %242 = bitcast float %208 to i32
  %243 = bitcast float %209 to i32
  %244 = bitcast float %210 to i32
  br label %._crit_edge

._crit_edge:                                      ; preds = %._crit_edge.loopexit, %.critedge4
  %.lcssa40 = phi i32 [ 0, %.critedge4 ], [ %213, %._crit_edge.loopexit ]
  %.lcssa39 = phi i32 [ 0, %.critedge4 ], [ %214, %._crit_edge.loopexit ]
  %.lcssa38 = phi i32 [ 0, %.critedge4 ], [ %215, %._crit_edge.loopexit ]
  %.lcssa37 = phi i32 [ 0, %.critedge4 ], [ %216, %._crit_edge.loopexit ]
  %.lcssa36 = phi i32 [ 0, %.critedge4 ], [ %217, %._crit_edge.loopexit ]
  %.lcssa35 = phi i32 [ 0, %.critedge4 ], [ %218, %._crit_edge.loopexit ]
  %.lcssa34 = phi i32 [ 0, %.critedge4 ], [ %219, %._crit_edge.loopexit ]
  %.lcssa33 = phi i32 [ 0, %.critedge4 ], [ %220, %._crit_edge.loopexit ]
  %.lcssa32 = phi i32 [ 0, %.critedge4 ], [ %221, %._crit_edge.loopexit ]
  %.lcssa31 = phi i32 [ 0, %.critedge4 ], [ %222, %._crit_edge.loopexit ]
  %.lcssa30 = phi i32 [ 0, %.critedge4 ], [ %223, %._crit_edge.loopexit ]
  %.lcssa29 = phi i32 [ 0, %.critedge4 ], [ %224, %._crit_edge.loopexit ]
  %.lcssa28 = phi i32 [ 0, %.critedge4 ], [ %225, %._crit_edge.loopexit ]
  %.lcssa27 = phi i32 [ 0, %.critedge4 ], [ %226, %._crit_edge.loopexit ]
  %.lcssa26 = phi i32 [ 0, %.critedge4 ], [ %227, %._crit_edge.loopexit ]
  %.lcssa25 = phi i32 [ 0, %.critedge4 ], [ %228, %._crit_edge.loopexit ]
  %.lcssa24 = phi i32 [ 0, %.critedge4 ], [ %229, %._crit_edge.loopexit ]
  %.lcssa23 = phi i32 [ 0, %.critedge4 ], [ %230, %._crit_edge.loopexit ]
  %.lcssa22 = phi i32 [ 0, %.critedge4 ], [ %231, %._crit_edge.loopexit ]
  %.lcssa21 = phi i32 [ 0, %.critedge4 ], [ %232, %._crit_edge.loopexit ]
  %.lcssa20 = phi i32 [ 0, %.critedge4 ], [ %233, %._crit_edge.loopexit ]
  %.lcssa19 = phi i32 [ 0, %.critedge4 ], [ %234, %._crit_edge.loopexit ]
  %.lcssa18 = phi i32 [ 0, %.critedge4 ], [ %235, %._crit_edge.loopexit ]
  %.lcssa17 = phi i32 [ 0, %.critedge4 ], [ %236, %._crit_edge.loopexit ]
  %.lcssa16 = phi i32 [ 0, %.critedge4 ], [ %237, %._crit_edge.loopexit ]
  %.lcssa15 = phi i32 [ 0, %.critedge4 ], [ %238, %._crit_edge.loopexit ]
  %.lcssa14 = phi i32 [ 0, %.critedge4 ], [ %239, %._crit_edge.loopexit ]
  %.lcssa13 = phi i32 [ 0, %.critedge4 ], [ %240, %._crit_edge.loopexit ]
  %.lcssa12 = phi i32 [ 0, %.critedge4 ], [ %241, %._crit_edge.loopexit ]
  %.lcssa11 = phi i32 [ 0, %.critedge4 ], [ %242, %._crit_edge.loopexit ]
  %.lcssa10 = phi i32 [ 0, %.critedge4 ], [ %243, %._crit_edge.loopexit ]
  %.lcssa = phi i32 [ 0, %.critedge4 ], [ %244, %._crit_edge.loopexit ]
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %11, label %245, label %246

245:                                              ; preds = %._crit_edge
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_fp8_dsmem, i64 24576) to i32)) #3
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_fp8_dsmem, i64 24576) to i32), i32 16)) #3
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_fp8_dsmem, i64 24576) to i32), i32 32)) #3
  br label %246

246:                                              ; preds = %245, %._crit_edge
  %247 = lshr i32 %6, 2
  %248 = and i32 %247, 7
  %249 = lshr i32 %6, 1
  %250 = and i32 %249, 48
  %251 = shl nuw nsw i32 %6, 1
  %252 = and i32 %251, 6
  %253 = or disjoint i32 %248, %250
  %254 = or disjoint i32 %253, %9
  %255 = mul i32 %3, %254
  %256 = or disjoint i32 %252, %10
  %257 = add i32 %255, %256
  %258 = sext i32 %257 to i64
  %259 = getelementptr float, ptr addrspace(1) %2, i64 %258
  %260 = ptrtoint ptr addrspace(1) %259 to i64
  %261 = and i64 %260, 7
  %262 = icmp eq i64 %261, 0
  %263 = xor i1 %262, true
  %264 = zext i1 %262 to i32
  %265 = zext i1 %263 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %264, i32 %.lcssa40, i32 %.lcssa39, ptr addrspace(1) %259, i32 %265, i32 %265) #3
  %266 = or disjoint i32 %254, 8
  %267 = mul i32 %266, %3
  %268 = add i32 %267, %256
  %269 = sext i32 %268 to i64
  %270 = getelementptr float, ptr addrspace(1) %2, i64 %269
  %271 = ptrtoint ptr addrspace(1) %270 to i64
  %272 = and i64 %271, 7
  %273 = icmp eq i64 %272, 0
  %274 = xor i1 %273, true
  %275 = zext i1 %273 to i32
  %276 = zext i1 %274 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %275, i32 %.lcssa38, i32 %.lcssa37, ptr addrspace(1) %270, i32 %276, i32 %276) #3
  %277 = or disjoint i32 %256, 8
  %278 = add i32 %255, %277
  %279 = sext i32 %278 to i64
  %280 = getelementptr float, ptr addrspace(1) %2, i64 %279
  %281 = ptrtoint ptr addrspace(1) %280 to i64
  %282 = and i64 %281, 7
  %283 = icmp eq i64 %282, 0
  %284 = xor i1 %283, true
  %285 = zext i1 %283 to i32
  %286 = zext i1 %284 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %285, i32 %.lcssa36, i32 %.lcssa35, ptr addrspace(1) %280, i32 %286, i32 %286) #3
  %287 = add i32 %267, %277
  %288 = sext i32 %287 to i64
  %289 = getelementptr float, ptr addrspace(1) %2, i64 %288
  %290 = ptrtoint ptr addrspace(1) %289 to i64
  %291 = and i64 %290, 7
  %292 = icmp eq i64 %291, 0
  %293 = xor i1 %292, true
  %294 = zext i1 %292 to i32
  %295 = zext i1 %293 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %294, i32 %.lcssa34, i32 %.lcssa33, ptr addrspace(1) %289, i32 %295, i32 %295) #3
  %296 = or disjoint i32 %256, 16
  %297 = add i32 %255, %296
  %298 = sext i32 %297 to i64
  %299 = getelementptr float, ptr addrspace(1) %2, i64 %298
  %300 = ptrtoint ptr addrspace(1) %299 to i64
  %301 = and i64 %300, 7
  %302 = icmp eq i64 %301, 0
  %303 = xor i1 %302, true
  %304 = zext i1 %302 to i32
  %305 = zext i1 %303 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %304, i32 %.lcssa32, i32 %.lcssa31, ptr addrspace(1) %299, i32 %305, i32 %305) #3
  %306 = add i32 %267, %296
  %307 = sext i32 %306 to i64
  %308 = getelementptr float, ptr addrspace(1) %2, i64 %307
  %309 = ptrtoint ptr addrspace(1) %308 to i64
  %310 = and i64 %309, 7
  %311 = icmp eq i64 %310, 0
  %312 = xor i1 %311, true
  %313 = zext i1 %311 to i32
  %314 = zext i1 %312 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %313, i32 %.lcssa30, i32 %.lcssa29, ptr addrspace(1) %308, i32 %314, i32 %314) #3
  %315 = or disjoint i32 %256, 24
  %316 = add i32 %255, %315
  %317 = sext i32 %316 to i64
  %318 = getelementptr float, ptr addrspace(1) %2, i64 %317
  %319 = ptrtoint ptr addrspace(1) %318 to i64
  %320 = and i64 %319, 7
  %321 = icmp eq i64 %320, 0
  %322 = xor i1 %321, true
  %323 = zext i1 %321 to i32
  %324 = zext i1 %322 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %323, i32 %.lcssa28, i32 %.lcssa27, ptr addrspace(1) %318, i32 %324, i32 %324) #3
  %325 = add i32 %267, %315
  %326 = sext i32 %325 to i64
  %327 = getelementptr float, ptr addrspace(1) %2, i64 %326
  %328 = ptrtoint ptr addrspace(1) %327 to i64
  %329 = and i64 %328, 7
  %330 = icmp eq i64 %329, 0
  %331 = xor i1 %330, true
  %332 = zext i1 %330 to i32
  %333 = zext i1 %331 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %332, i32 %.lcssa26, i32 %.lcssa25, ptr addrspace(1) %327, i32 %333, i32 %333) #3
  %334 = or disjoint i32 %256, 32
  %335 = add i32 %255, %334
  %336 = sext i32 %335 to i64
  %337 = getelementptr float, ptr addrspace(1) %2, i64 %336
  %338 = ptrtoint ptr addrspace(1) %337 to i64
  %339 = and i64 %338, 7
  %340 = icmp eq i64 %339, 0
  %341 = xor i1 %340, true
  %342 = zext i1 %340 to i32
  %343 = zext i1 %341 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %342, i32 %.lcssa24, i32 %.lcssa23, ptr addrspace(1) %337, i32 %343, i32 %343) #3
  %344 = add i32 %267, %334
  %345 = sext i32 %344 to i64
  %346 = getelementptr float, ptr addrspace(1) %2, i64 %345
  %347 = ptrtoint ptr addrspace(1) %346 to i64
  %348 = and i64 %347, 7
  %349 = icmp eq i64 %348, 0
  %350 = xor i1 %349, true
  %351 = zext i1 %349 to i32
  %352 = zext i1 %350 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %351, i32 %.lcssa22, i32 %.lcssa21, ptr addrspace(1) %346, i32 %352, i32 %352) #3
  %353 = or disjoint i32 %256, 40
  %354 = add i32 %255, %353
  %355 = sext i32 %354 to i64
  %356 = getelementptr float, ptr addrspace(1) %2, i64 %355
  %357 = ptrtoint ptr addrspace(1) %356 to i64
  %358 = and i64 %357, 7
  %359 = icmp eq i64 %358, 0
  %360 = xor i1 %359, true
  %361 = zext i1 %359 to i32
  %362 = zext i1 %360 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %361, i32 %.lcssa20, i32 %.lcssa19, ptr addrspace(1) %356, i32 %362, i32 %362) #3
  %363 = add i32 %267, %353
  %364 = sext i32 %363 to i64
  %365 = getelementptr float, ptr addrspace(1) %2, i64 %364
  %366 = ptrtoint ptr addrspace(1) %365 to i64
  %367 = and i64 %366, 7
  %368 = icmp eq i64 %367, 0
  %369 = xor i1 %368, true
  %370 = zext i1 %368 to i32
  %371 = zext i1 %369 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %370, i32 %.lcssa18, i32 %.lcssa17, ptr addrspace(1) %365, i32 %371, i32 %371) #3
  %372 = or disjoint i32 %256, 48
  %373 = add i32 %255, %372
  %374 = sext i32 %373 to i64
  %375 = getelementptr float, ptr addrspace(1) %2, i64 %374
  %376 = ptrtoint ptr addrspace(1) %375 to i64
  %377 = and i64 %376, 7
  %378 = icmp eq i64 %377, 0
  %379 = xor i1 %378, true
  %380 = zext i1 %378 to i32
  %381 = zext i1 %379 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %380, i32 %.lcssa16, i32 %.lcssa15, ptr addrspace(1) %375, i32 %381, i32 %381) #3
  %382 = add i32 %267, %372
  %383 = sext i32 %382 to i64
  %384 = getelementptr float, ptr addrspace(1) %2, i64 %383
  %385 = ptrtoint ptr addrspace(1) %384 to i64
  %386 = and i64 %385, 7
  %387 = icmp eq i64 %386, 0
  %388 = xor i1 %387, true
  %389 = zext i1 %387 to i32
  %390 = zext i1 %388 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %389, i32 %.lcssa14, i32 %.lcssa13, ptr addrspace(1) %384, i32 %390, i32 %390) #3
  %391 = or disjoint i32 %256, 56
  %392 = add i32 %255, %391
  %393 = sext i32 %392 to i64
  %394 = getelementptr float, ptr addrspace(1) %2, i64 %393
  %395 = ptrtoint ptr addrspace(1) %394 to i64
  %396 = and i64 %395, 7
  %397 = icmp eq i64 %396, 0
  %398 = xor i1 %397, true
  %399 = zext i1 %397 to i32
  %400 = zext i1 %398 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %399, i32 %.lcssa12, i32 %.lcssa11, ptr addrspace(1) %394, i32 %400, i32 %400) #3
  %401 = add i32 %267, %391
  %402 = sext i32 %401 to i64
  %403 = getelementptr float, ptr addrspace(1) %2, i64 %402
  %404 = ptrtoint ptr addrspace(1) %403 to i64
  %405 = and i64 %404, 7
  %406 = icmp eq i64 %405, 0
  %407 = xor i1 %406, true
  %408 = zext i1 %406 to i32
  %409 = zext i1 %407 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %408, i32 %.lcssa10, i32 %.lcssa, ptr addrspace(1) %403, i32 %409, i32 %409) #3
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

attributes #0 = { nounwind "nvvm.reqntid"="128" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { nounwind }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
