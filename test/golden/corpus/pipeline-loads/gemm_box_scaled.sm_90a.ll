; ModuleID = 'tile_kernels'
source_filename = "tile_kernels"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@gemm_box_scaled_dsmem = external addrspace(3) global [0 x i8], align 1024

; Function Attrs: nounwind
define ptx_kernel void @gemm_box_scaled(ptr byval([128 x i8]) align 64 "nvvm.grid_constant" %0, ptr byval([128 x i8]) align 64 "nvvm.grid_constant" %1, ptr addrspace(1) %2, ptr addrspace(1) %3, i32 %4, i32 %5, i32 %6) local_unnamed_addr #0 {
  %8 = tail call range(i32 0, 128) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %11 = shl nuw nsw i32 %10, 6
  %12 = shl i32 %9, 6
  %13 = and i32 %8, 63
  %14 = or disjoint i32 %12, %13
  %15 = icmp eq i32 %8, 0
  br i1 %15, label %16, label %17

16:                                               ; preds = %7
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_scaled_dsmem, i64 49920) to i32)) #3
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_scaled_dsmem, i64 49920) to i32), i32 16)) #3
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_scaled_dsmem, i64 49920) to i32), i32 32)) #3
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #3
  br label %17

17:                                               ; preds = %16, %7
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %18 = icmp sgt i32 %6, 0
  %19 = and i1 %15, %18
  br i1 %19, label %.critedge, label %.critedge1

.critedge:                                        ; preds = %17
  %20 = ptrtoint ptr %1 to i64
  %21 = ptrtoint ptr %0 to i64
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_scaled_dsmem, i64 49920) to i32), i32 16384) #3
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @gemm_box_scaled_dsmem to i32), i64 %21, i32 0, i32 %11, i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_scaled_dsmem, i64 49920) to i32)) #3
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_scaled_dsmem, i64 24576) to i32), i64 %20, i32 0, i32 %12, i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_scaled_dsmem, i64 49920) to i32)) #3
  br label %.critedge1

.critedge1:                                       ; preds = %17, %.critedge
  %22 = icmp slt i32 %14, %5
  %23 = and i1 %22, %18
  %24 = shl nuw nsw i32 %13, 2
  %25 = zext nneg i32 %24 to i64
  %26 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_scaled_dsmem, i64 49152), i64 %25
  %27 = sext i32 %14 to i64
  %28 = getelementptr float, ptr addrspace(1) %2, i64 %27
  %29 = select i1 %23, i32 4, i32 0
  %30 = ptrtoint ptr addrspace(3) %26 to i64
  %31 = trunc i64 %30 to i32
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %31, ptr addrspace(1) %28, i32 %29) #3
  call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #3
  %32 = icmp sgt i32 %6, 64
  %33 = and i1 %15, %32
  br i1 %33, label %.critedge3, label %.critedge4

.critedge3:                                       ; preds = %.critedge1
  %34 = ptrtoint ptr %1 to i64
  %35 = ptrtoint ptr %0 to i64
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_scaled_dsmem, i64 49936) to i32), i32 16384) #3
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_scaled_dsmem, i64 8192) to i32), i64 %35, i32 64, i32 %11, i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_scaled_dsmem, i64 49936) to i32)) #3
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_scaled_dsmem, i64 32768) to i32), i64 %34, i32 64, i32 %12, i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_scaled_dsmem, i64 49936) to i32)) #3
  br label %.critedge4

.critedge4:                                       ; preds = %.critedge1, %.critedge3
  %36 = add i32 %5, %14
  %37 = and i1 %22, %32
  %38 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_scaled_dsmem, i64 49408), i64 %25
  %39 = sext i32 %36 to i64
  %40 = getelementptr float, ptr addrspace(1) %2, i64 %39
  %41 = select i1 %37, i32 4, i32 0
  %42 = ptrtoint ptr addrspace(3) %38 to i64
  %43 = trunc i64 %42 to i32
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %43, ptr addrspace(1) %40, i32 %41) #3
  call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #3
  br i1 %18, label %.lr.ph, label %._crit_edge

.lr.ph:                                           ; preds = %.critedge4
  %44 = ptrtoint ptr %1 to i64
  %45 = ptrtoint ptr %0 to i64
  %46 = shl nuw nsw i32 %8, 3
  %47 = and i32 %46, 24
  %48 = zext nneg i32 %47 to i64
  %invariant.gep72 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_scaled_dsmem, i64 49152), i64 %48
  br label %49

49:                                               ; preds = %.lr.ph, %114
  %50 = phi float [ 0.000000e+00, %.lr.ph ], [ %418, %114 ]
  %51 = phi float [ 0.000000e+00, %.lr.ph ], [ %417, %114 ]
  %52 = phi float [ 0.000000e+00, %.lr.ph ], [ %416, %114 ]
  %53 = phi float [ 0.000000e+00, %.lr.ph ], [ %415, %114 ]
  %54 = phi float [ 0.000000e+00, %.lr.ph ], [ %414, %114 ]
  %55 = phi float [ 0.000000e+00, %.lr.ph ], [ %413, %114 ]
  %56 = phi float [ 0.000000e+00, %.lr.ph ], [ %412, %114 ]
  %57 = phi float [ 0.000000e+00, %.lr.ph ], [ %411, %114 ]
  %58 = phi float [ 0.000000e+00, %.lr.ph ], [ %410, %114 ]
  %59 = phi float [ 0.000000e+00, %.lr.ph ], [ %409, %114 ]
  %60 = phi float [ 0.000000e+00, %.lr.ph ], [ %408, %114 ]
  %61 = phi float [ 0.000000e+00, %.lr.ph ], [ %407, %114 ]
  %62 = phi float [ 0.000000e+00, %.lr.ph ], [ %406, %114 ]
  %63 = phi float [ 0.000000e+00, %.lr.ph ], [ %405, %114 ]
  %64 = phi float [ 0.000000e+00, %.lr.ph ], [ %404, %114 ]
  %65 = phi float [ 0.000000e+00, %.lr.ph ], [ %403, %114 ]
  %66 = phi float [ 0.000000e+00, %.lr.ph ], [ %402, %114 ]
  %67 = phi float [ 0.000000e+00, %.lr.ph ], [ %401, %114 ]
  %68 = phi float [ 0.000000e+00, %.lr.ph ], [ %400, %114 ]
  %69 = phi float [ 0.000000e+00, %.lr.ph ], [ %399, %114 ]
  %70 = phi float [ 0.000000e+00, %.lr.ph ], [ %398, %114 ]
  %71 = phi float [ 0.000000e+00, %.lr.ph ], [ %397, %114 ]
  %72 = phi float [ 0.000000e+00, %.lr.ph ], [ %396, %114 ]
  %73 = phi float [ 0.000000e+00, %.lr.ph ], [ %395, %114 ]
  %74 = phi float [ 0.000000e+00, %.lr.ph ], [ %394, %114 ]
  %75 = phi float [ 0.000000e+00, %.lr.ph ], [ %393, %114 ]
  %76 = phi float [ 0.000000e+00, %.lr.ph ], [ %392, %114 ]
  %77 = phi float [ 0.000000e+00, %.lr.ph ], [ %391, %114 ]
  %78 = phi float [ 0.000000e+00, %.lr.ph ], [ %390, %114 ]
  %79 = phi float [ 0.000000e+00, %.lr.ph ], [ %389, %114 ]
  %80 = phi float [ 0.000000e+00, %.lr.ph ], [ %388, %114 ]
  %81 = phi float [ 0.000000e+00, %.lr.ph ], [ %387, %114 ]
  %82 = phi i32 [ 0, %.lr.ph ], [ %430, %114 ]
  %83 = lshr exact i32 %82, 6
  %84 = urem i32 %83, 3
  %85 = add i32 %82, 128
  %86 = add nuw nsw i32 %83, 2
  %87 = urem i32 %86, 3
  call void asm sideeffect "cp.async.wait_group 1;", "~{memory}"() #3
  call void asm sideeffect "fence.proxy.async.shared::cta;", "~{memory}"() #3
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %88 = icmp slt i32 %85, %6
  %89 = and i1 %15, %88
  br i1 %89, label %90, label %.critedge6

90:                                               ; preds = %49
  %91 = shl nuw nsw i32 %87, 13
  %92 = zext nneg i32 %91 to i64
  %93 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_scaled_dsmem, i64 24576), i64 %92
  %94 = ptrtoint ptr addrspace(3) %93 to i64
  %95 = trunc i64 %94 to i32
  %96 = getelementptr i8, ptr addrspace(3) @gemm_box_scaled_dsmem, i64 %92
  %97 = ptrtoint ptr addrspace(3) %96 to i64
  %98 = trunc i64 %97 to i32
  %99 = shl nuw nsw i32 %87, 4
  %100 = zext nneg i32 %99 to i64
  %101 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_scaled_dsmem, i64 49920), i64 %100
  %102 = ptrtoint ptr addrspace(3) %101 to i64
  %103 = trunc i64 %102 to i32
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 %103, i32 16384) #3
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %98, i64 %45, i32 %85, i32 %11, i32 %103) #3
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %95, i64 %44, i32 %85, i32 %12, i32 %103) #3
  br label %.critedge6

.critedge6:                                       ; preds = %49, %90
  %104 = udiv i32 %82, 192
  %105 = and i32 %104, 1
  %106 = shl nuw nsw i32 %84, 4
  %107 = zext nneg i32 %106 to i64
  %108 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_scaled_dsmem, i64 49920), i64 %107
  %109 = ptrtoint ptr addrspace(3) %108 to i64
  %110 = trunc i64 %109 to i32
  br label %111

111:                                              ; preds = %111, %.critedge6
  %112 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %110, i32 %105) #3
  %113 = icmp eq i32 %112, 0
  br i1 %113, label %111, label %114

114:                                              ; preds = %111
  %115 = shl nuw nsw i32 %84, 13
  %116 = zext nneg i32 %115 to i64
  %117 = getelementptr i8, ptr addrspace(3) @gemm_box_scaled_dsmem, i64 %116
  %118 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_scaled_dsmem, i64 24576), i64 %116
  %119 = shl nuw nsw i32 %84, 8
  %120 = zext nneg i32 %119 to i64
  call void asm sideeffect "wgmma.fence.sync.aligned;", ""() #3
  %121 = ptrtoint ptr addrspace(3) %117 to i64
  %122 = lshr exact i64 %121, 4
  %123 = and i64 %122, 16320
  %124 = or disjoint i64 %123, 4611686293305360384
  %125 = ptrtoint ptr addrspace(3) %118 to i64
  %126 = lshr exact i64 %125, 4
  %127 = and i64 %126, 16320
  %128 = or disjoint i64 %127, 4611686293305360384
  %129 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $34, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $32, $33, p, 1, 1, 0, 0;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i64 %124, i64 %128, i32 1, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #3
  %130 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %129, 0
  %131 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %129, 1
  %132 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %129, 2
  %133 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %129, 3
  %134 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %129, 4
  %135 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %129, 5
  %136 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %129, 6
  %137 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %129, 7
  %138 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %129, 8
  %139 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %129, 9
  %140 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %129, 10
  %141 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %129, 11
  %142 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %129, 12
  %143 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %129, 13
  %144 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %129, 14
  %145 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %129, 15
  %146 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %129, 16
  %147 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %129, 17
  %148 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %129, 18
  %149 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %129, 19
  %150 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %129, 20
  %151 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %129, 21
  %152 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %129, 22
  %153 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %129, 23
  %154 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %129, 24
  %155 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %129, 25
  %156 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %129, 26
  %157 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %129, 27
  %158 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %129, 28
  %159 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %129, 29
  %160 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %129, 30
  %161 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %129, 31
  %162 = getelementptr i8, ptr addrspace(3) %117, i64 32
  %163 = ptrtoint ptr addrspace(3) %162 to i64
  %164 = lshr exact i64 %163, 4
  %165 = and i64 %164, 16383
  %166 = or disjoint i64 %165, 4611686293305360384
  %167 = getelementptr i8, ptr addrspace(3) %118, i64 32
  %168 = ptrtoint ptr addrspace(3) %167 to i64
  %169 = lshr exact i64 %168, 4
  %170 = and i64 %169, 16383
  %171 = or disjoint i64 %170, 4611686293305360384
  %172 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $34, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $32, $33, p, 1, 1, 0, 0;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i64 %166, i64 %171, i32 1, float %130, float %131, float %132, float %133, float %134, float %135, float %136, float %137, float %138, float %139, float %140, float %141, float %142, float %143, float %144, float %145, float %146, float %147, float %148, float %149, float %150, float %151, float %152, float %153, float %154, float %155, float %156, float %157, float %158, float %159, float %160, float %161) #3
  %173 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %172, 0
  %174 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %172, 1
  %175 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %172, 2
  %176 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %172, 3
  %177 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %172, 4
  %178 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %172, 5
  %179 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %172, 6
  %180 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %172, 7
  %181 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %172, 8
  %182 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %172, 9
  %183 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %172, 10
  %184 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %172, 11
  %185 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %172, 12
  %186 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %172, 13
  %187 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %172, 14
  %188 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %172, 15
  %189 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %172, 16
  %190 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %172, 17
  %191 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %172, 18
  %192 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %172, 19
  %193 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %172, 20
  %194 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %172, 21
  %195 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %172, 22
  %196 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %172, 23
  %197 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %172, 24
  %198 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %172, 25
  %199 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %172, 26
  %200 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %172, 27
  %201 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %172, 28
  %202 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %172, 29
  %203 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %172, 30
  %204 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %172, 31
  %205 = getelementptr i8, ptr addrspace(3) %117, i64 64
  %206 = ptrtoint ptr addrspace(3) %205 to i64
  %207 = lshr exact i64 %206, 4
  %208 = and i64 %207, 16383
  %209 = or disjoint i64 %208, 4611686293305360384
  %210 = getelementptr i8, ptr addrspace(3) %118, i64 64
  %211 = ptrtoint ptr addrspace(3) %210 to i64
  %212 = lshr exact i64 %211, 4
  %213 = and i64 %212, 16383
  %214 = or disjoint i64 %213, 4611686293305360384
  %215 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $34, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $32, $33, p, 1, 1, 0, 0;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i64 %209, i64 %214, i32 1, float %173, float %174, float %175, float %176, float %177, float %178, float %179, float %180, float %181, float %182, float %183, float %184, float %185, float %186, float %187, float %188, float %189, float %190, float %191, float %192, float %193, float %194, float %195, float %196, float %197, float %198, float %199, float %200, float %201, float %202, float %203, float %204) #3
  %216 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %215, 0
  %217 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %215, 1
  %218 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %215, 2
  %219 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %215, 3
  %220 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %215, 4
  %221 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %215, 5
  %222 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %215, 6
  %223 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %215, 7
  %224 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %215, 8
  %225 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %215, 9
  %226 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %215, 10
  %227 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %215, 11
  %228 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %215, 12
  %229 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %215, 13
  %230 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %215, 14
  %231 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %215, 15
  %232 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %215, 16
  %233 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %215, 17
  %234 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %215, 18
  %235 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %215, 19
  %236 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %215, 20
  %237 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %215, 21
  %238 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %215, 22
  %239 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %215, 23
  %240 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %215, 24
  %241 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %215, 25
  %242 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %215, 26
  %243 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %215, 27
  %244 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %215, 28
  %245 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %215, 29
  %246 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %215, 30
  %247 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %215, 31
  %248 = getelementptr i8, ptr addrspace(3) %117, i64 96
  %249 = ptrtoint ptr addrspace(3) %248 to i64
  %250 = lshr exact i64 %249, 4
  %251 = and i64 %250, 16383
  %252 = or disjoint i64 %251, 4611686293305360384
  %253 = getelementptr i8, ptr addrspace(3) %118, i64 96
  %254 = ptrtoint ptr addrspace(3) %253 to i64
  %255 = lshr exact i64 %254, 4
  %256 = and i64 %255, 16383
  %257 = or disjoint i64 %256, 4611686293305360384
  %258 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $34, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $32, $33, p, 1, 1, 0, 0;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i64 %252, i64 %257, i32 1, float %216, float %217, float %218, float %219, float %220, float %221, float %222, float %223, float %224, float %225, float %226, float %227, float %228, float %229, float %230, float %231, float %232, float %233, float %234, float %235, float %236, float %237, float %238, float %239, float %240, float %241, float %242, float %243, float %244, float %245, float %246, float %247) #3
  %259 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %258, 0
  %260 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %258, 1
  %261 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %258, 2
  %262 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %258, 3
  %263 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %258, 4
  %264 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %258, 5
  %265 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %258, 6
  %266 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %258, 7
  %267 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %258, 8
  %268 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %258, 9
  %269 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %258, 10
  %270 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %258, 11
  %271 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %258, 12
  %272 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %258, 13
  %273 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %258, 14
  %274 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %258, 15
  %275 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %258, 16
  %276 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %258, 17
  %277 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %258, 18
  %278 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %258, 19
  %279 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %258, 20
  %280 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %258, 21
  %281 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %258, 22
  %282 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %258, 23
  %283 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %258, 24
  %284 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %258, 25
  %285 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %258, 26
  %286 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %258, 27
  %287 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %258, 28
  %288 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %258, 29
  %289 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %258, 30
  %290 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %258, 31
  call void asm sideeffect "wgmma.commit_group.sync.aligned;", ""() #3
  %291 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.wait_group.sync.aligned 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(float %259, float %260, float %261, float %262, float %263, float %264, float %265, float %266, float %267, float %268, float %269, float %270, float %271, float %272, float %273, float %274, float %275, float %276, float %277, float %278, float %279, float %280, float %281, float %282, float %283, float %284, float %285, float %286, float %287, float %288, float %289, float %290) #3
  %292 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %291, 0
  %293 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %291, 1
  %294 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %291, 2
  %295 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %291, 3
  %296 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %291, 4
  %297 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %291, 5
  %298 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %291, 6
  %299 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %291, 7
  %300 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %291, 8
  %301 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %291, 9
  %302 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %291, 10
  %303 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %291, 11
  %304 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %291, 12
  %305 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %291, 13
  %306 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %291, 14
  %307 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %291, 15
  %308 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %291, 16
  %309 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %291, 17
  %310 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %291, 18
  %311 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %291, 19
  %312 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %291, 20
  %313 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %291, 21
  %314 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %291, 22
  %315 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %291, 23
  %316 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %291, 24
  %317 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %291, 25
  %318 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %291, 26
  %319 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %291, 27
  %320 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %291, 28
  %321 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %291, 29
  %322 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %291, 30
  %323 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %291, 31
  %gep73 = getelementptr i8, ptr addrspace(3) %invariant.gep72, i64 %120
  %324 = load float, ptr addrspace(3) %gep73, align 8
  %325 = getelementptr i8, ptr addrspace(3) %gep73, i64 4
  %326 = load float, ptr addrspace(3) %325, align 4
  %327 = getelementptr i8, ptr addrspace(3) %gep73, i64 32
  %328 = load float, ptr addrspace(3) %327, align 8
  %329 = getelementptr i8, ptr addrspace(3) %gep73, i64 36
  %330 = load float, ptr addrspace(3) %329, align 4
  %331 = getelementptr i8, ptr addrspace(3) %gep73, i64 64
  %332 = load float, ptr addrspace(3) %331, align 8
  %333 = getelementptr i8, ptr addrspace(3) %gep73, i64 68
  %334 = load float, ptr addrspace(3) %333, align 4
  %335 = getelementptr i8, ptr addrspace(3) %gep73, i64 96
  %336 = load float, ptr addrspace(3) %335, align 8
  %337 = getelementptr i8, ptr addrspace(3) %gep73, i64 100
  %338 = load float, ptr addrspace(3) %337, align 4
  %339 = getelementptr i8, ptr addrspace(3) %gep73, i64 128
  %340 = load float, ptr addrspace(3) %339, align 8
  %341 = getelementptr i8, ptr addrspace(3) %gep73, i64 132
  %342 = load float, ptr addrspace(3) %341, align 4
  %343 = getelementptr i8, ptr addrspace(3) %gep73, i64 160
  %344 = load float, ptr addrspace(3) %343, align 8
  %345 = getelementptr i8, ptr addrspace(3) %gep73, i64 164
  %346 = load float, ptr addrspace(3) %345, align 4
  %347 = getelementptr i8, ptr addrspace(3) %gep73, i64 192
  %348 = load float, ptr addrspace(3) %347, align 8
  %349 = getelementptr i8, ptr addrspace(3) %gep73, i64 196
  %350 = load float, ptr addrspace(3) %349, align 4
  %351 = getelementptr i8, ptr addrspace(3) %gep73, i64 224
  %352 = load float, ptr addrspace(3) %351, align 8
  %353 = getelementptr i8, ptr addrspace(3) %gep73, i64 228
  %354 = load float, ptr addrspace(3) %353, align 4
  %355 = fmul float %292, %324
  %356 = fmul float %293, %326
  %357 = fmul float %294, %324
  %358 = fmul float %295, %326
  %359 = fmul float %296, %328
  %360 = fmul float %297, %330
  %361 = fmul float %298, %328
  %362 = fmul float %299, %330
  %363 = fmul float %300, %332
  %364 = fmul float %301, %334
  %365 = fmul float %302, %332
  %366 = fmul float %303, %334
  %367 = fmul float %304, %336
  %368 = fmul float %305, %338
  %369 = fmul float %306, %336
  %370 = fmul float %307, %338
  %371 = fmul float %308, %340
  %372 = fmul float %309, %342
  %373 = fmul float %310, %340
  %374 = fmul float %311, %342
  %375 = fmul float %312, %344
  %376 = fmul float %313, %346
  %377 = fmul float %314, %344
  %378 = fmul float %315, %346
  %379 = fmul float %316, %348
  %380 = fmul float %317, %350
  %381 = fmul float %318, %348
  %382 = fmul float %319, %350
  %383 = fmul float %320, %352
  %384 = fmul float %321, %354
  %385 = fmul float %322, %352
  %386 = fmul float %323, %354
  %387 = fadd float %81, %355
  %388 = fadd float %80, %356
  %389 = fadd float %79, %357
  %390 = fadd float %78, %358
  %391 = fadd float %77, %359
  %392 = fadd float %76, %360
  %393 = fadd float %75, %361
  %394 = fadd float %74, %362
  %395 = fadd float %73, %363
  %396 = fadd float %72, %364
  %397 = fadd float %71, %365
  %398 = fadd float %70, %366
  %399 = fadd float %69, %367
  %400 = fadd float %68, %368
  %401 = fadd float %67, %369
  %402 = fadd float %66, %370
  %403 = fadd float %65, %371
  %404 = fadd float %64, %372
  %405 = fadd float %63, %373
  %406 = fadd float %62, %374
  %407 = fadd float %61, %375
  %408 = fadd float %60, %376
  %409 = fadd float %59, %377
  %410 = fadd float %58, %378
  %411 = fadd float %57, %379
  %412 = fadd float %56, %380
  %413 = fadd float %55, %381
  %414 = fadd float %54, %382
  %415 = fadd float %53, %383
  %416 = fadd float %52, %384
  %417 = fadd float %51, %385
  %418 = fadd float %50, %386
  %419 = lshr exact i32 %85, 6
  %420 = mul i32 %419, %5
  %421 = shl nuw nsw i32 %87, 8
  %422 = zext nneg i32 %421 to i64
  %423 = add i32 %420, %14
  %424 = and i1 %22, %88
  %gep = getelementptr i8, ptr addrspace(3) %26, i64 %422
  %425 = sext i32 %423 to i64
  %426 = getelementptr float, ptr addrspace(1) %2, i64 %425
  %427 = select i1 %424, i32 4, i32 0
  %428 = ptrtoint ptr addrspace(3) %gep to i64
  %429 = trunc i64 %428 to i32
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %429, ptr addrspace(1) %426, i32 %427) #3
  call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #3
  %430 = add i32 %82, 64
  %431 = icmp slt i32 %430, %6
  br i1 %431, label %49, label %._crit_edge.loopexit

._crit_edge.loopexit:                             ; preds = %114
  %432 = bitcast float %387 to i32
  %433 = bitcast float %388 to i32
  %434 = bitcast float %389 to i32
  %435 = bitcast float %390 to i32
  %436 = bitcast float %391 to i32
  %437 = bitcast float %392 to i32
  %438 = bitcast float %393 to i32
  %439 = bitcast float %394 to i32
  %440 = bitcast float %395 to i32
  %441 = bitcast float %396 to i32
  %442 = bitcast float %397 to i32
  %443 = bitcast float %398 to i32
  %444 = bitcast float %399 to i32
  %445 = bitcast float %400 to i32
  %446 = bitcast float %401 to i32
  %447 = bitcast float %402 to i32
  %448 = bitcast float %403 to i32
  %449 = bitcast float %404 to i32
  %450 = bitcast float %405 to i32
  %451 = bitcast float %406 to i32
  %452 = bitcast float %407 to i32
  %453 = bitcast float %408 to i32
  %454 = bitcast float %409 to i32
  %455 = bitcast float %410 to i32
  %456 = bitcast float %411 to i32
  %457 = bitcast float %412 to i32
  %458 = bitcast float %413 to i32
  %459 = bitcast float %414 to i32
  %460 = bitcast float %415 to i32
  %461 = bitcast float %416 to i32
  %462 = bitcast float %417 to i32
  %463 = bitcast float %418 to i32
  br label %._crit_edge

._crit_edge:                                      ; preds = %._crit_edge.loopexit, %.critedge4
  %.lcssa40 = phi i32 [ 0, %.critedge4 ], [ %432, %._crit_edge.loopexit ]
  %.lcssa39 = phi i32 [ 0, %.critedge4 ], [ %433, %._crit_edge.loopexit ]
  %.lcssa38 = phi i32 [ 0, %.critedge4 ], [ %434, %._crit_edge.loopexit ]
  %.lcssa37 = phi i32 [ 0, %.critedge4 ], [ %435, %._crit_edge.loopexit ]
  %.lcssa36 = phi i32 [ 0, %.critedge4 ], [ %436, %._crit_edge.loopexit ]
  %.lcssa35 = phi i32 [ 0, %.critedge4 ], [ %437, %._crit_edge.loopexit ]
  %.lcssa34 = phi i32 [ 0, %.critedge4 ], [ %438, %._crit_edge.loopexit ]
  %.lcssa33 = phi i32 [ 0, %.critedge4 ], [ %439, %._crit_edge.loopexit ]
  %.lcssa32 = phi i32 [ 0, %.critedge4 ], [ %440, %._crit_edge.loopexit ]
  %.lcssa31 = phi i32 [ 0, %.critedge4 ], [ %441, %._crit_edge.loopexit ]
  %.lcssa30 = phi i32 [ 0, %.critedge4 ], [ %442, %._crit_edge.loopexit ]
  %.lcssa29 = phi i32 [ 0, %.critedge4 ], [ %443, %._crit_edge.loopexit ]
  %.lcssa28 = phi i32 [ 0, %.critedge4 ], [ %444, %._crit_edge.loopexit ]
  %.lcssa27 = phi i32 [ 0, %.critedge4 ], [ %445, %._crit_edge.loopexit ]
  %.lcssa26 = phi i32 [ 0, %.critedge4 ], [ %446, %._crit_edge.loopexit ]
  %.lcssa25 = phi i32 [ 0, %.critedge4 ], [ %447, %._crit_edge.loopexit ]
  %.lcssa24 = phi i32 [ 0, %.critedge4 ], [ %448, %._crit_edge.loopexit ]
  %.lcssa23 = phi i32 [ 0, %.critedge4 ], [ %449, %._crit_edge.loopexit ]
  %.lcssa22 = phi i32 [ 0, %.critedge4 ], [ %450, %._crit_edge.loopexit ]
  %.lcssa21 = phi i32 [ 0, %.critedge4 ], [ %451, %._crit_edge.loopexit ]
  %.lcssa20 = phi i32 [ 0, %.critedge4 ], [ %452, %._crit_edge.loopexit ]
  %.lcssa19 = phi i32 [ 0, %.critedge4 ], [ %453, %._crit_edge.loopexit ]
  %.lcssa18 = phi i32 [ 0, %.critedge4 ], [ %454, %._crit_edge.loopexit ]
  %.lcssa17 = phi i32 [ 0, %.critedge4 ], [ %455, %._crit_edge.loopexit ]
  %.lcssa16 = phi i32 [ 0, %.critedge4 ], [ %456, %._crit_edge.loopexit ]
  %.lcssa15 = phi i32 [ 0, %.critedge4 ], [ %457, %._crit_edge.loopexit ]
  %.lcssa14 = phi i32 [ 0, %.critedge4 ], [ %458, %._crit_edge.loopexit ]
  %.lcssa13 = phi i32 [ 0, %.critedge4 ], [ %459, %._crit_edge.loopexit ]
  %.lcssa12 = phi i32 [ 0, %.critedge4 ], [ %460, %._crit_edge.loopexit ]
  %.lcssa11 = phi i32 [ 0, %.critedge4 ], [ %461, %._crit_edge.loopexit ]
  %.lcssa10 = phi i32 [ 0, %.critedge4 ], [ %462, %._crit_edge.loopexit ]
  %.lcssa = phi i32 [ 0, %.critedge4 ], [ %463, %._crit_edge.loopexit ]
  call void asm sideeffect "cp.async.wait_group 0;", "~{memory}"() #3
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %15, label %464, label %465

464:                                              ; preds = %._crit_edge
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_scaled_dsmem, i64 49920) to i32)) #3
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_scaled_dsmem, i64 49920) to i32), i32 16)) #3
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_scaled_dsmem, i64 49920) to i32), i32 32)) #3
  br label %465

465:                                              ; preds = %464, %._crit_edge
  %466 = lshr i32 %8, 2
  %467 = and i32 %466, 7
  %468 = lshr i32 %8, 1
  %469 = and i32 %468, 48
  %470 = shl nuw nsw i32 %8, 1
  %471 = and i32 %470, 6
  %472 = or disjoint i32 %467, %469
  %473 = or disjoint i32 %472, %11
  %474 = mul i32 %5, %473
  %475 = or disjoint i32 %471, %12
  %476 = add i32 %474, %475
  %477 = sext i32 %476 to i64
  %478 = getelementptr float, ptr addrspace(1) %3, i64 %477
  %479 = icmp slt i32 %473, %4
  %480 = icmp slt i32 %475, %5
  %481 = and i1 %479, %480
  %482 = or disjoint i32 %475, 1
  %483 = icmp slt i32 %482, %5
  %484 = ptrtoint ptr addrspace(1) %478 to i64
  %485 = and i64 %484, 7
  %486 = icmp eq i64 %485, 0
  %487 = and i1 %481, %486
  %488 = and i1 %483, %487
  %489 = xor i1 %481, %488
  %490 = xor i1 %479, %487
  %491 = and i1 %483, %490
  %492 = zext i1 %488 to i32
  %493 = zext i1 %489 to i32
  %494 = zext i1 %491 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %492, i32 %.lcssa40, i32 %.lcssa39, ptr addrspace(1) %478, i32 %493, i32 %494) #3
  %495 = or disjoint i32 %473, 8
  %496 = mul i32 %5, %495
  %497 = add i32 %496, %475
  %498 = sext i32 %497 to i64
  %499 = getelementptr float, ptr addrspace(1) %3, i64 %498
  %500 = icmp slt i32 %495, %4
  %501 = and i1 %500, %480
  %502 = ptrtoint ptr addrspace(1) %499 to i64
  %503 = and i64 %502, 7
  %504 = icmp eq i64 %503, 0
  %505 = and i1 %501, %504
  %506 = and i1 %483, %505
  %507 = xor i1 %501, %506
  %508 = xor i1 %500, %505
  %509 = and i1 %483, %508
  %510 = zext i1 %506 to i32
  %511 = zext i1 %507 to i32
  %512 = zext i1 %509 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %510, i32 %.lcssa38, i32 %.lcssa37, ptr addrspace(1) %499, i32 %511, i32 %512) #3
  %513 = or disjoint i32 %475, 8
  %514 = add i32 %474, %513
  %515 = sext i32 %514 to i64
  %516 = getelementptr float, ptr addrspace(1) %3, i64 %515
  %517 = icmp slt i32 %513, %5
  %518 = and i1 %479, %517
  %519 = or disjoint i32 %475, 9
  %520 = icmp slt i32 %519, %5
  %521 = ptrtoint ptr addrspace(1) %516 to i64
  %522 = and i64 %521, 7
  %523 = icmp eq i64 %522, 0
  %524 = and i1 %518, %523
  %525 = and i1 %520, %524
  %526 = xor i1 %518, %525
  %527 = xor i1 %479, %524
  %528 = and i1 %520, %527
  %529 = zext i1 %525 to i32
  %530 = zext i1 %526 to i32
  %531 = zext i1 %528 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %529, i32 %.lcssa36, i32 %.lcssa35, ptr addrspace(1) %516, i32 %530, i32 %531) #3
  %532 = add i32 %496, %513
  %533 = sext i32 %532 to i64
  %534 = getelementptr float, ptr addrspace(1) %3, i64 %533
  %535 = and i1 %500, %517
  %536 = ptrtoint ptr addrspace(1) %534 to i64
  %537 = and i64 %536, 7
  %538 = icmp eq i64 %537, 0
  %539 = and i1 %535, %538
  %540 = and i1 %520, %539
  %541 = xor i1 %535, %540
  %542 = xor i1 %500, %539
  %543 = and i1 %520, %542
  %544 = zext i1 %540 to i32
  %545 = zext i1 %541 to i32
  %546 = zext i1 %543 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %544, i32 %.lcssa34, i32 %.lcssa33, ptr addrspace(1) %534, i32 %545, i32 %546) #3
  %547 = or disjoint i32 %475, 16
  %548 = add i32 %474, %547
  %549 = sext i32 %548 to i64
  %550 = getelementptr float, ptr addrspace(1) %3, i64 %549
  %551 = icmp slt i32 %547, %5
  %552 = and i1 %479, %551
  %553 = or disjoint i32 %475, 17
  %554 = icmp slt i32 %553, %5
  %555 = ptrtoint ptr addrspace(1) %550 to i64
  %556 = and i64 %555, 7
  %557 = icmp eq i64 %556, 0
  %558 = and i1 %552, %557
  %559 = and i1 %554, %558
  %560 = xor i1 %552, %559
  %561 = xor i1 %479, %558
  %562 = and i1 %554, %561
  %563 = zext i1 %559 to i32
  %564 = zext i1 %560 to i32
  %565 = zext i1 %562 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %563, i32 %.lcssa32, i32 %.lcssa31, ptr addrspace(1) %550, i32 %564, i32 %565) #3
  %566 = add i32 %496, %547
  %567 = sext i32 %566 to i64
  %568 = getelementptr float, ptr addrspace(1) %3, i64 %567
  %569 = and i1 %500, %551
  %570 = ptrtoint ptr addrspace(1) %568 to i64
  %571 = and i64 %570, 7
  %572 = icmp eq i64 %571, 0
  %573 = and i1 %569, %572
  %574 = and i1 %554, %573
  %575 = xor i1 %569, %574
  %576 = xor i1 %500, %573
  %577 = and i1 %554, %576
  %578 = zext i1 %574 to i32
  %579 = zext i1 %575 to i32
  %580 = zext i1 %577 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %578, i32 %.lcssa30, i32 %.lcssa29, ptr addrspace(1) %568, i32 %579, i32 %580) #3
  %581 = or disjoint i32 %475, 24
  %582 = add i32 %474, %581
  %583 = sext i32 %582 to i64
  %584 = getelementptr float, ptr addrspace(1) %3, i64 %583
  %585 = icmp slt i32 %581, %5
  %586 = and i1 %479, %585
  %587 = or disjoint i32 %475, 25
  %588 = icmp slt i32 %587, %5
  %589 = ptrtoint ptr addrspace(1) %584 to i64
  %590 = and i64 %589, 7
  %591 = icmp eq i64 %590, 0
  %592 = and i1 %586, %591
  %593 = and i1 %588, %592
  %594 = xor i1 %586, %593
  %595 = xor i1 %479, %592
  %596 = and i1 %588, %595
  %597 = zext i1 %593 to i32
  %598 = zext i1 %594 to i32
  %599 = zext i1 %596 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %597, i32 %.lcssa28, i32 %.lcssa27, ptr addrspace(1) %584, i32 %598, i32 %599) #3
  %600 = add i32 %496, %581
  %601 = sext i32 %600 to i64
  %602 = getelementptr float, ptr addrspace(1) %3, i64 %601
  %603 = and i1 %500, %585
  %604 = ptrtoint ptr addrspace(1) %602 to i64
  %605 = and i64 %604, 7
  %606 = icmp eq i64 %605, 0
  %607 = and i1 %603, %606
  %608 = and i1 %588, %607
  %609 = xor i1 %603, %608
  %610 = xor i1 %500, %607
  %611 = and i1 %588, %610
  %612 = zext i1 %608 to i32
  %613 = zext i1 %609 to i32
  %614 = zext i1 %611 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %612, i32 %.lcssa26, i32 %.lcssa25, ptr addrspace(1) %602, i32 %613, i32 %614) #3
  %615 = or disjoint i32 %475, 32
  %616 = add i32 %474, %615
  %617 = sext i32 %616 to i64
  %618 = getelementptr float, ptr addrspace(1) %3, i64 %617
  %619 = icmp slt i32 %615, %5
  %620 = and i1 %479, %619
  %621 = or disjoint i32 %475, 33
  %622 = icmp slt i32 %621, %5
  %623 = ptrtoint ptr addrspace(1) %618 to i64
  %624 = and i64 %623, 7
  %625 = icmp eq i64 %624, 0
  %626 = and i1 %620, %625
  %627 = and i1 %622, %626
  %628 = xor i1 %620, %627
  %629 = xor i1 %479, %626
  %630 = and i1 %622, %629
  %631 = zext i1 %627 to i32
  %632 = zext i1 %628 to i32
  %633 = zext i1 %630 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %631, i32 %.lcssa24, i32 %.lcssa23, ptr addrspace(1) %618, i32 %632, i32 %633) #3
  %634 = add i32 %496, %615
  %635 = sext i32 %634 to i64
  %636 = getelementptr float, ptr addrspace(1) %3, i64 %635
  %637 = and i1 %500, %619
  %638 = ptrtoint ptr addrspace(1) %636 to i64
  %639 = and i64 %638, 7
  %640 = icmp eq i64 %639, 0
  %641 = and i1 %637, %640
  %642 = and i1 %622, %641
  %643 = xor i1 %637, %642
  %644 = xor i1 %500, %641
  %645 = and i1 %622, %644
  %646 = zext i1 %642 to i32
  %647 = zext i1 %643 to i32
  %648 = zext i1 %645 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %646, i32 %.lcssa22, i32 %.lcssa21, ptr addrspace(1) %636, i32 %647, i32 %648) #3
  %649 = or disjoint i32 %475, 40
  %650 = add i32 %474, %649
  %651 = sext i32 %650 to i64
  %652 = getelementptr float, ptr addrspace(1) %3, i64 %651
  %653 = icmp slt i32 %649, %5
  %654 = and i1 %479, %653
  %655 = or disjoint i32 %475, 41
  %656 = icmp slt i32 %655, %5
  %657 = ptrtoint ptr addrspace(1) %652 to i64
  %658 = and i64 %657, 7
  %659 = icmp eq i64 %658, 0
  %660 = and i1 %654, %659
  %661 = and i1 %656, %660
  %662 = xor i1 %654, %661
  %663 = xor i1 %479, %660
  %664 = and i1 %656, %663
  %665 = zext i1 %661 to i32
  %666 = zext i1 %662 to i32
  %667 = zext i1 %664 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %665, i32 %.lcssa20, i32 %.lcssa19, ptr addrspace(1) %652, i32 %666, i32 %667) #3
  %668 = add i32 %496, %649
  %669 = sext i32 %668 to i64
  %670 = getelementptr float, ptr addrspace(1) %3, i64 %669
  %671 = and i1 %500, %653
  %672 = ptrtoint ptr addrspace(1) %670 to i64
  %673 = and i64 %672, 7
  %674 = icmp eq i64 %673, 0
  %675 = and i1 %671, %674
  %676 = and i1 %656, %675
  %677 = xor i1 %671, %676
  %678 = xor i1 %500, %675
  %679 = and i1 %656, %678
  %680 = zext i1 %676 to i32
  %681 = zext i1 %677 to i32
  %682 = zext i1 %679 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %680, i32 %.lcssa18, i32 %.lcssa17, ptr addrspace(1) %670, i32 %681, i32 %682) #3
  %683 = or disjoint i32 %475, 48
  %684 = add i32 %474, %683
  %685 = sext i32 %684 to i64
  %686 = getelementptr float, ptr addrspace(1) %3, i64 %685
  %687 = icmp slt i32 %683, %5
  %688 = and i1 %479, %687
  %689 = or disjoint i32 %475, 49
  %690 = icmp slt i32 %689, %5
  %691 = ptrtoint ptr addrspace(1) %686 to i64
  %692 = and i64 %691, 7
  %693 = icmp eq i64 %692, 0
  %694 = and i1 %688, %693
  %695 = and i1 %690, %694
  %696 = xor i1 %688, %695
  %697 = xor i1 %479, %694
  %698 = and i1 %690, %697
  %699 = zext i1 %695 to i32
  %700 = zext i1 %696 to i32
  %701 = zext i1 %698 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %699, i32 %.lcssa16, i32 %.lcssa15, ptr addrspace(1) %686, i32 %700, i32 %701) #3
  %702 = add i32 %496, %683
  %703 = sext i32 %702 to i64
  %704 = getelementptr float, ptr addrspace(1) %3, i64 %703
  %705 = and i1 %500, %687
  %706 = ptrtoint ptr addrspace(1) %704 to i64
  %707 = and i64 %706, 7
  %708 = icmp eq i64 %707, 0
  %709 = and i1 %705, %708
  %710 = and i1 %690, %709
  %711 = xor i1 %705, %710
  %712 = xor i1 %500, %709
  %713 = and i1 %690, %712
  %714 = zext i1 %710 to i32
  %715 = zext i1 %711 to i32
  %716 = zext i1 %713 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %714, i32 %.lcssa14, i32 %.lcssa13, ptr addrspace(1) %704, i32 %715, i32 %716) #3
  %717 = or disjoint i32 %475, 56
  %718 = add i32 %474, %717
  %719 = sext i32 %718 to i64
  %720 = getelementptr float, ptr addrspace(1) %3, i64 %719
  %721 = icmp slt i32 %717, %5
  %722 = and i1 %479, %721
  %723 = or disjoint i32 %475, 57
  %724 = icmp slt i32 %723, %5
  %725 = ptrtoint ptr addrspace(1) %720 to i64
  %726 = and i64 %725, 7
  %727 = icmp eq i64 %726, 0
  %728 = and i1 %722, %727
  %729 = and i1 %724, %728
  %730 = xor i1 %722, %729
  %731 = xor i1 %479, %728
  %732 = and i1 %724, %731
  %733 = zext i1 %729 to i32
  %734 = zext i1 %730 to i32
  %735 = zext i1 %732 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %733, i32 %.lcssa12, i32 %.lcssa11, ptr addrspace(1) %720, i32 %734, i32 %735) #3
  %736 = add i32 %496, %717
  %737 = sext i32 %736 to i64
  %738 = getelementptr float, ptr addrspace(1) %3, i64 %737
  %739 = and i1 %500, %721
  %740 = ptrtoint ptr addrspace(1) %738 to i64
  %741 = and i64 %740, 7
  %742 = icmp eq i64 %741, 0
  %743 = and i1 %739, %742
  %744 = and i1 %724, %743
  %745 = xor i1 %739, %744
  %746 = xor i1 %500, %743
  %747 = and i1 %724, %746
  %748 = zext i1 %744 to i32
  %749 = zext i1 %745 to i32
  %750 = zext i1 %747 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %748, i32 %.lcssa10, i32 %.lcssa, ptr addrspace(1) %738, i32 %749, i32 %750) #3
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
