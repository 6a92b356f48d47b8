; ModuleID = 'tile_kernels'
source_filename = "tile_kernels"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@gemm_box_scaled_smem = internal unnamed_addr addrspace(3) global [256 x i8] undef, align 16
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
  %15 = icmp slt i32 %14, %5
  %16 = icmp eq i32 %8, 0
  br i1 %16, label %17, label %18

17:                                               ; preds = %7
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_scaled_dsmem, i64 49920) to i32)) #3
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_scaled_dsmem, i64 49920) to i32), i32 128)) #3
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_scaled_dsmem, i64 49920) to i32), i32 256)) #3
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #3
  br label %18

18:                                               ; preds = %17, %7
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %19 = icmp sgt i32 %6, 0
  %20 = and i1 %16, %19
  br i1 %20, label %.critedge, label %.critedge1

.critedge:                                        ; preds = %18
  %21 = ptrtoint ptr %1 to i64
  %22 = ptrtoint ptr %0 to i64
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_scaled_dsmem, i64 49920) to i32), i32 16384) #3
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @gemm_box_scaled_dsmem to i32), i64 %22, i32 0, i32 %11, i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_scaled_dsmem, i64 49920) to i32)) #3
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_scaled_dsmem, i64 24576) to i32), i64 %21, i32 0, i32 %12, i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_scaled_dsmem, i64 49920) to i32)) #3
  br label %.critedge1

.critedge1:                                       ; preds = %18, %.critedge
  %23 = and i1 %15, %19
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
  %33 = and i1 %16, %32
  br i1 %33, label %.critedge3, label %.critedge4

.critedge3:                                       ; preds = %.critedge1
  %34 = ptrtoint ptr %1 to i64
  %35 = ptrtoint ptr %0 to i64
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_scaled_dsmem, i64 50048) to i32), i32 16384) #3
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_scaled_dsmem, i64 8192) to i32), i64 %35, i32 64, i32 %11, i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_scaled_dsmem, i64 50048) to i32)) #3
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_scaled_dsmem, i64 32768) to i32), i64 %34, i32 64, i32 %12, i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_scaled_dsmem, i64 50048) to i32)) #3
  br label %.critedge4

.critedge4:                                       ; preds = %.critedge1, %.critedge3
  %36 = add i32 %5, %14
  %37 = and i1 %15, %32
  %38 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_scaled_dsmem, i64 49408), i64 %25
  %39 = sext i32 %36 to i64
  %40 = getelementptr float, ptr addrspace(1) %2, i64 %39
  %41 = select i1 %37, i32 4, i32 0
  %42 = ptrtoint ptr addrspace(3) %38 to i64
  %43 = trunc i64 %42 to i32
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %43, ptr addrspace(1) %40, i32 %41) #3
  call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #3
  br i1 %19, label %.lr.ph, label %._crit_edge

.lr.ph:                                           ; preds = %.critedge4
  %44 = ptrtoint ptr %1 to i64
  %45 = ptrtoint ptr %0 to i64
  %46 = zext nneg i32 %13 to i64
  %47 = getelementptr float, ptr addrspace(3) @gemm_box_scaled_smem, i64 %46
  %48 = shl nuw nsw i32 %8, 1
  %49 = and i32 %48, 6
  %50 = zext nneg i32 %49 to i64
  %51 = getelementptr float, ptr addrspace(3) @gemm_box_scaled_smem, i64 %50
  %52 = getelementptr i8, ptr addrspace(3) %51, i64 4
  %53 = getelementptr i8, ptr addrspace(3) %51, i64 32
  %54 = getelementptr i8, ptr addrspace(3) %51, i64 36
  %55 = getelementptr i8, ptr addrspace(3) %51, i64 64
  %56 = getelementptr i8, ptr addrspace(3) %51, i64 68
  %57 = getelementptr i8, ptr addrspace(3) %51, i64 96
  %58 = getelementptr i8, ptr addrspace(3) %51, i64 100
  %59 = getelementptr i8, ptr addrspace(3) %51, i64 128
  %60 = getelementptr i8, ptr addrspace(3) %51, i64 132
  %61 = getelementptr i8, ptr addrspace(3) %51, i64 160
  %62 = getelementptr i8, ptr addrspace(3) %51, i64 164
  %63 = getelementptr i8, ptr addrspace(3) %51, i64 192
  %64 = getelementptr i8, ptr addrspace(3) %51, i64 196
  %65 = getelementptr i8, ptr addrspace(3) %51, i64 224
  %66 = getelementptr i8, ptr addrspace(3) %51, i64 228
  br label %67

67:                                               ; preds = %.lr.ph, %132
  %68 = phi float [ 0.000000e+00, %.lr.ph ], [ %422, %132 ]
  %69 = phi float [ 0.000000e+00, %.lr.ph ], [ %421, %132 ]
  %70 = phi float [ 0.000000e+00, %.lr.ph ], [ %420, %132 ]
  %71 = phi float [ 0.000000e+00, %.lr.ph ], [ %419, %132 ]
  %72 = phi float [ 0.000000e+00, %.lr.ph ], [ %418, %132 ]
  %73 = phi float [ 0.000000e+00, %.lr.ph ], [ %417, %132 ]
  %74 = phi float [ 0.000000e+00, %.lr.ph ], [ %416, %132 ]
  %75 = phi float [ 0.000000e+00, %.lr.ph ], [ %415, %132 ]
  %76 = phi float [ 0.000000e+00, %.lr.ph ], [ %414, %132 ]
  %77 = phi float [ 0.000000e+00, %.lr.ph ], [ %413, %132 ]
  %78 = phi float [ 0.000000e+00, %.lr.ph ], [ %412, %132 ]
  %79 = phi float [ 0.000000e+00, %.lr.ph ], [ %411, %132 ]
  %80 = phi float [ 0.000000e+00, %.lr.ph ], [ %410, %132 ]
  %81 = phi float [ 0.000000e+00, %.lr.ph ], [ %409, %132 ]
  %82 = phi float [ 0.000000e+00, %.lr.ph ], [ %408, %132 ]
  %83 = phi float [ 0.000000e+00, %.lr.ph ], [ %407, %132 ]
  %84 = phi float [ 0.000000e+00, %.lr.ph ], [ %406, %132 ]
  %85 = phi float [ 0.000000e+00, %.lr.ph ], [ %405, %132 ]
  %86 = phi float [ 0.000000e+00, %.lr.ph ], [ %404, %132 ]
  %87 = phi float [ 0.000000e+00, %.lr.ph ], [ %403, %132 ]
  %88 = phi float [ 0.000000e+00, %.lr.ph ], [ %402, %132 ]
  %89 = phi float [ 0.000000e+00, %.lr.ph ], [ %401, %132 ]
  %90 = phi float [ 0.000000e+00, %.lr.ph ], [ %400, %132 ]
  %91 = phi float [ 0.000000e+00, %.lr.ph ], [ %399, %132 ]
  %92 = phi float [ 0.000000e+00, %.lr.ph ], [ %398, %132 ]
  %93 = phi float [ 0.000000e+00, %.lr.ph ], [ %397, %132 ]
  %94 = phi float [ 0.000000e+00, %.lr.ph ], [ %396, %132 ]
  %95 = phi float [ 0.000000e+00, %.lr.ph ], [ %395, %132 ]
  %96 = phi float [ 0.000000e+00, %.lr.ph ], [ %394, %132 ]
  %97 = phi float [ 0.000000e+00, %.lr.ph ], [ %393, %132 ]
  %98 = phi float [ 0.000000e+00, %.lr.ph ], [ %392, %132 ]
  %99 = phi float [ 0.000000e+00, %.lr.ph ], [ %391, %132 ]
  %100 = phi i32 [ 0, %.lr.ph ], [ %434, %132 ]
  %101 = lshr exact i32 %100, 6
  %102 = urem i32 %101, 3
  %103 = add i32 %100, 128
  %104 = add nuw nsw i32 %101, 2
  %105 = urem i32 %104, 3
  call void asm sideeffect "cp.async.wait_group 1;", "~{memory}"() #3
  call void asm sideeffect "fence.proxy.async.shared::cta;", "~{memory}"() #3
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %106 = icmp slt i32 %103, %6
  %107 = and i1 %16, %106
  br i1 %107, label %108, label %.critedge6

108:                                              ; preds = %67
  %109 = shl nuw nsw i32 %105, 13
  %110 = zext nneg i32 %109 to i64
  %111 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_scaled_dsmem, i64 24576), i64 %110
  %112 = ptrtoint ptr addrspace(3) %111 to i64
  %113 = trunc i64 %112 to i32
  %114 = getelementptr i8, ptr addrspace(3) @gemm_box_scaled_dsmem, i64 %110
  %115 = ptrtoint ptr addrspace(3) %114 to i64
  %116 = trunc i64 %115 to i32
  %117 = shl nuw nsw i32 %105, 7
  %118 = zext nneg i32 %117 to i64
  %119 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_scaled_dsmem, i64 49920), i64 %118
  %120 = ptrtoint ptr addrspace(3) %119 to i64
  %121 = trunc i64 %120 to i32
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 %121, i32 16384) #3
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %116, i64 %45, i32 %103, i32 %11, i32 %121) #3
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %113, i64 %44, i32 %103, i32 %12, i32 %121) #3
  br label %.critedge6

.critedge6:                                       ; preds = %67, %108
  %122 = udiv i32 %100, 192
  %123 = and i32 %122, 1
  %124 = shl nuw nsw i32 %102, 7
  %125 = zext nneg i32 %124 to i64
  %126 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_scaled_dsmem, i64 49920), i64 %125
  %127 = ptrtoint ptr addrspace(3) %126 to i64
  %128 = trunc i64 %127 to i32
  br label %129

129:                                              ; preds = %129, %.critedge6
  %130 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %128, i32 %123) #3
  %131 = icmp eq i32 %130, 0
  br i1 %131, label %129, label %132

132:                                              ; preds = %129
  %133 = shl nuw nsw i32 %102, 13
  %134 = zext nneg i32 %133 to i64
  %135 = getelementptr i8, ptr addrspace(3) @gemm_box_scaled_dsmem, i64 %134
  %136 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_scaled_dsmem, i64 24576), i64 %134
  %137 = shl nuw nsw i32 %102, 8
  %138 = zext nneg i32 %137 to i64
  %gep = getelementptr i8, ptr addrspace(3) %26, i64 %138
  %139 = load float, ptr addrspace(3) %gep, align 4
  call void asm sideeffect "wgmma.fence.sync.aligned;", ""() #3
  %140 = ptrtoint ptr addrspace(3) %135 to i64
  %141 = lshr exact i64 %140, 4
  %142 = and i64 %141, 16320
  %143 = or disjoint i64 %142, 4611686293305360384
  %144 = ptrtoint ptr addrspace(3) %136 to i64
  %145 = lshr exact i64 %144, 4
  %146 = and i64 %145, 16320
  %147 = or disjoint i64 %146, 4611686293305360384
  %148 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $34, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $32, $33, p, 1, 1, 0, 0;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i64 %143, i64 %147, i32 1, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #3
  %149 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %148, 0
  %150 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %148, 1
  %151 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %148, 2
  %152 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %148, 3
  %153 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %148, 4
  %154 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %148, 5
  %155 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %148, 6
  %156 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %148, 7
  %157 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %148, 8
  %158 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %148, 9
  %159 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %148, 10
  %160 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %148, 11
  %161 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %148, 12
  %162 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %148, 13
  %163 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %148, 14
  %164 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %148, 15
  %165 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %148, 16
  %166 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %148, 17
  %167 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %148, 18
  %168 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %148, 19
  %169 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %148, 20
  %170 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %148, 21
  %171 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %148, 22
  %172 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %148, 23
  %173 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %148, 24
  %174 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %148, 25
  %175 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %148, 26
  %176 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %148, 27
  %177 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %148, 28
  %178 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %148, 29
  %179 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %148, 30
  %180 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %148, 31
  %181 = getelementptr i8, ptr addrspace(3) %135, i64 32
  %182 = ptrtoint ptr addrspace(3) %181 to i64
  %183 = lshr exact i64 %182, 4
  %184 = and i64 %183, 16383
  %185 = or disjoint i64 %184, 4611686293305360384
  %186 = getelementptr i8, ptr addrspace(3) %136, i64 32
  %187 = ptrtoint ptr addrspace(3) %186 to i64
  %188 = lshr exact i64 %187, 4
  %189 = and i64 %188, 16383
  %190 = or disjoint i64 %189, 4611686293305360384
  %191 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $34, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $32, $33, p, 1, 1, 0, 0;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i64 %185, i64 %190, i32 1, float %149, float %150, float %151, float %152, float %153, float %154, float %155, float %156, float %157, float %158, float %159, float %160, float %161, float %162, float %163, float %164, float %165, float %166, float %167, float %168, float %169, float %170, float %171, float %172, float %173, float %174, float %175, float %176, float %177, float %178, float %179, float %180) #3
  %192 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %191, 0
  %193 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %191, 1
  %194 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %191, 2
  %195 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %191, 3
  %196 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %191, 4
  %197 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %191, 5
  %198 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %191, 6
  %199 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %191, 7
  %200 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %191, 8
  %201 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %191, 9
  %202 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %191, 10
  %203 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %191, 11
  %204 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %191, 12
  %205 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %191, 13
  %206 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %191, 14
  %207 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %191, 15
  %208 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %191, 16
  %209 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %191, 17
  %210 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %191, 18
  %211 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %191, 19
  %212 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %191, 20
  %213 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %191, 21
  %214 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %191, 22
  %215 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %191, 23
  %216 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %191, 24
  %217 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %191, 25
  %218 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %191, 26
  %219 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %191, 27
  %220 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %191, 28
  %221 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %191, 29
  %222 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %191, 30
  %223 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %191, 31
  %224 = getelementptr i8, ptr addrspace(3) %135, i64 64
  %225 = ptrtoint ptr addrspace(3) %224 to i64
  %226 = lshr exact i64 %225, 4
  %227 = and i64 %226, 16383
  %228 = or disjoint i64 %227, 4611686293305360384
  %229 = getelementptr i8, ptr addrspace(3) %136, i64 64
  %230 = ptrtoint ptr addrspace(3) %229 to i64
  %231 = lshr exact i64 %230, 4
  %232 = and i64 %231, 16383
  %233 = or disjoint i64 %232, 4611686293305360384
  %234 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $34, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $32, $33, p, 1, 1, 0, 0;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i64 %228, i64 %233, i32 1, float %192, float %193, float %194, float %195, float %196, float %197, float %198, float %199, float %200, float %201, float %202, float %203, float %204, float %205, float %206, float %207, float %208, float %209, float %210, float %211, float %212, float %213, float %214, float %215, float %216, float %217, float %218, float %219, float %220, float %221, float %222, float %223) #3
  %235 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %234, 0
  %236 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %234, 1
  %237 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %234, 2
  %238 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %234, 3
  %239 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %234, 4
  %240 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %234, 5
  %241 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %234, 6
  %242 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %234, 7
  %243 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %234, 8
  %244 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %234, 9
  %245 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %234, 10
  %246 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %234, 11
  %247 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %234, 12
  %248 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %234, 13
  %249 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %234, 14
  %250 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %234, 15
  %251 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %234, 16
  %252 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %234, 17
  %253 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %234, 18
  %254 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %234, 19
  %255 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %234, 20
  %256 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %234, 21
  %257 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %234, 22
  %258 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %234, 23
  %259 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %234, 24
  %260 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %234, 25
  %261 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %234, 26
  %262 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %234, 27
  %263 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %234, 28
  %264 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %234, 29
  %265 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %234, 30
  %266 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %234, 31
  %267 = getelementptr i8, ptr addrspace(3) %135, i64 96
  %268 = ptrtoint ptr addrspace(3) %267 to i64
  %269 = lshr exact i64 %268, 4
  %270 = and i64 %269, 16383
  %271 = or disjoint i64 %270, 4611686293305360384
  %272 = getelementptr i8, ptr addrspace(3) %136, i64 96
  %273 = ptrtoint ptr addrspace(3) %272 to i64
  %274 = lshr exact i64 %273, 4
  %275 = and i64 %274, 16383
  %276 = or disjoint i64 %275, 4611686293305360384
  %277 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $34, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $32, $33, p, 1, 1, 0, 0;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i64 %271, i64 %276, i32 1, float %235, float %236, float %237, float %238, float %239, float %240, float %241, float %242, float %243, float %244, float %245, float %246, float %247, float %248, float %249, float %250, float %251, float %252, float %253, float %254, float %255, float %256, float %257, float %258, float %259, float %260, float %261, float %262, float %263, float %264, float %265, float %266) #3
  %278 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %277, 0
  %279 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %277, 1
  %280 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %277, 2
  %281 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %277, 3
  %282 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %277, 4
  %283 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %277, 5
  %284 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %277, 6
  %285 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %277, 7
  %286 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %277, 8
  %287 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %277, 9
  %288 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %277, 10
  %289 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %277, 11
  %290 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %277, 12
  %291 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %277, 13
  %292 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %277, 14
  %293 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %277, 15
  %294 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %277, 16
  %295 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %277, 17
  %296 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %277, 18
  %297 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %277, 19
  %298 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %277, 20
  %299 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %277, 21
  %300 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %277, 22
  %301 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %277, 23
  %302 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %277, 24
  %303 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %277, 25
  %304 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %277, 26
  %305 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %277, 27
  %306 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %277, 28
  %307 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %277, 29
  %308 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %277, 30
  %309 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %277, 31
  call void asm sideeffect "wgmma.commit_group.sync.aligned;", ""() #3
  %310 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.wait_group.sync.aligned 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(float %278, float %279, float %280, float %281, float %282, float %283, float %284, float %285, float %286, float %287, float %288, float %289, float %290, float %291, float %292, float %293, float %294, float %295, float %296, float %297, float %298, float %299, float %300, float %301, float %302, float %303, float %304, float %305, float %306, float %307, float %308, float %309) #3
  %311 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %310, 0
  %312 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %310, 1
  %313 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %310, 2
  %314 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %310, 3
  %315 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %310, 4
  %316 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %310, 5
  %317 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %310, 6
  %318 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %310, 7
  %319 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %310, 8
  %320 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %310, 9
  %321 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %310, 10
  %322 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %310, 11
  %323 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %310, 12
  %324 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %310, 13
  %325 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %310, 14
  %326 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %310, 15
  %327 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %310, 16
  %328 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %310, 17
  %329 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %310, 18
  %330 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %310, 19
  %331 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %310, 20
  %332 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %310, 21
  %333 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %310, 22
  %334 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %310, 23
  %335 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %310, 24
  %336 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %310, 25
  %337 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %310, 26
  %338 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %310, 27
  %339 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %310, 28
  %340 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %310, 29
  %341 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %310, 30
  %342 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %310, 31
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store float %139, ptr addrspace(3) %47, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %343 = load float, ptr addrspace(3) %51, align 8
  %344 = load float, ptr addrspace(3) %52, align 4
  %345 = load float, ptr addrspace(3) %53, align 8
  %346 = load float, ptr addrspace(3) %54, align 4
  %347 = load float, ptr addrspace(3) %55, align 8
  %348 = load float, ptr addrspace(3) %56, align 4
  %349 = load float, ptr addrspace(3) %57, align 8
  %350 = load float, ptr addrspace(3) %58, align 4
  %351 = load float, ptr addrspace(3) %59, align 8
  %352 = load float, ptr addrspace(3) %60, align 4
  %353 = load float, ptr addrspace(3) %61, align 8
  %354 = load float, ptr addrspace(3) %62, align 4
  %355 = load float, ptr addrspace(3) %63, align 8
  %356 = load float, ptr addrspace(3) %64, align 4
  %357 = load float, ptr addrspace(3) %65, align 8
  %358 = load float, ptr addrspace(3) %66, align 4
  %359 = fmul float %311, %343
  %360 = fmul float %312, %344
  %361 = fmul float %313, %343
  %362 = fmul float %314, %344
  %363 = fmul float %315, %345
  %364 = fmul float %316, %346
  %365 = fmul float %317, %345
  %366 = fmul float %318, %346
  %367 = fmul float %319, %347
  %368 = fmul float %320, %348
  %369 = fmul float %321, %347
  %370 = fmul float %322, %348
  %371 = fmul float %323, %349
  %372 = fmul float %324, %350
  %373 = fmul float %325, %349
  %374 = fmul float %326, %350
  %375 = fmul float %327, %351
  %376 = fmul float %328, %352
  %377 = fmul float %329, %351
  %378 = fmul float %330, %352
  %379 = fmul float %331, %353
  %380 = fmul float %332, %354
  %381 = fmul float %333, %353
  %382 = fmul float %334, %354
  %383 = fmul float %335, %355
  %384 = fmul float %336, %356
  %385 = fmul float %337, %355
  %386 = fmul float %338, %356
  %387 = fmul float %339, %357
  %388 = fmul float %340, %358
  %389 = fmul float %341, %357
  %390 = fmul float %342, %358
  %391 = fadd float %99, %359
  %392 = fadd float %98, %360
  %393 = fadd float %97, %361
  %394 = fadd float %96, %362
  %395 = fadd float %95, %363
  %396 = fadd float %94, %364
  %397 = fadd float %93, %365
  %398 = fadd float %92, %366
  %399 = fadd float %91, %367
  %400 = fadd float %90, %368
  %401 = fadd float %89, %369
  %402 = fadd float %88, %370
  %403 = fadd float %87, %371
  %404 = fadd float %86, %372
  %405 = fadd float %85, %373
  %406 = fadd float %84, %374
  %407 = fadd float %83, %375
  %408 = fadd float %82, %376
  %409 = fadd float %81, %377
  %410 = fadd float %80, %378
  %411 = fadd float %79, %379
  %412 = fadd float %78, %380
  %413 = fadd float %77, %381
  %414 = fadd float %76, %382
  %415 = fadd float %75, %383
  %416 = fadd float %74, %384
  %417 = fadd float %73, %385
  %418 = fadd float %72, %386
  %419 = fadd float %71, %387
  %420 = fadd float %70, %388
  %421 = fadd float %69, %389
  %422 = fadd float %68, %390
  %423 = lshr exact i32 %103, 6
  %424 = mul i32 %423, %5
  %425 = add i32 %424, %14
  %426 = and i1 %15, %106
  %427 = shl nuw nsw i32 %105, 8
  %428 = zext nneg i32 %427 to i64
  %gep42 = getelementptr i8, ptr addrspace(3) %26, i64 %428
  %429 = sext i32 %425 to i64
  %430 = getelementptr float, ptr addrspace(1) %2, i64 %429
  %431 = select i1 %426, i32 4, i32 0
  %432 = ptrtoint ptr addrspace(3) %gep42 to i64
  %433 = trunc i64 %432 to i32
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %433, ptr addrspace(1) %430, i32 %431) #3
  call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #3
  %434 = add i32 %100, 64
  %435 = icmp slt i32 %434, %6
  br i1 %435, label %67, label %._crit_edge.loopexit

._crit_edge.loopexit:                             ; preds = %132
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
  %464 = bitcast float %419 to i32
  %465 = bitcast float %420 to i32
  %466 = bitcast float %421 to i32
  %467 = bitcast float %422 to i32
  br label %._crit_edge

._crit_edge:                                      ; preds = %._crit_edge.loopexit, %.critedge4
  %.lcssa40 = phi i32 [ 0, %.critedge4 ], [ %436, %._crit_edge.loopexit ]
  %.lcssa39 = phi i32 [ 0, %.critedge4 ], [ %437, %._crit_edge.loopexit ]
  %.lcssa38 = phi i32 [ 0, %.critedge4 ], [ %438, %._crit_edge.loopexit ]
  %.lcssa37 = phi i32 [ 0, %.critedge4 ], [ %439, %._crit_edge.loopexit ]
  %.lcssa36 = phi i32 [ 0, %.critedge4 ], [ %440, %._crit_edge.loopexit ]
  %.lcssa35 = phi i32 [ 0, %.critedge4 ], [ %441, %._crit_edge.loopexit ]
  %.lcssa34 = phi i32 [ 0, %.critedge4 ], [ %442, %._crit_edge.loopexit ]
  %.lcssa33 = phi i32 [ 0, %.critedge4 ], [ %443, %._crit_edge.loopexit ]
  %.lcssa32 = phi i32 [ 0, %.critedge4 ], [ %444, %._crit_edge.loopexit ]
  %.lcssa31 = phi i32 [ 0, %.critedge4 ], [ %445, %._crit_edge.loopexit ]
  %.lcssa30 = phi i32 [ 0, %.critedge4 ], [ %446, %._crit_edge.loopexit ]
  %.lcssa29 = phi i32 [ 0, %.critedge4 ], [ %447, %._crit_edge.loopexit ]
  %.lcssa28 = phi i32 [ 0, %.critedge4 ], [ %448, %._crit_edge.loopexit ]
  %.lcssa27 = phi i32 [ 0, %.critedge4 ], [ %449, %._crit_edge.loopexit ]
  %.lcssa26 = phi i32 [ 0, %.critedge4 ], [ %450, %._crit_edge.loopexit ]
  %.lcssa25 = phi i32 [ 0, %.critedge4 ], [ %451, %._crit_edge.loopexit ]
  %.lcssa24 = phi i32 [ 0, %.critedge4 ], [ %452, %._crit_edge.loopexit ]
  %.lcssa23 = phi i32 [ 0, %.critedge4 ], [ %453, %._crit_edge.loopexit ]
  %.lcssa22 = phi i32 [ 0, %.critedge4 ], [ %454, %._crit_edge.loopexit ]
  %.lcssa21 = phi i32 [ 0, %.critedge4 ], [ %455, %._crit_edge.loopexit ]
  %.lcssa20 = phi i32 [ 0, %.critedge4 ], [ %456, %._crit_edge.loopexit ]
  %.lcssa19 = phi i32 [ 0, %.critedge4 ], [ %457, %._crit_edge.loopexit ]
  %.lcssa18 = phi i32 [ 0, %.critedge4 ], [ %458, %._crit_edge.loopexit ]
  %.lcssa17 = phi i32 [ 0, %.critedge4 ], [ %459, %._crit_edge.loopexit ]
  %.lcssa16 = phi i32 [ 0, %.critedge4 ], [ %460, %._crit_edge.loopexit ]
  %.lcssa15 = phi i32 [ 0, %.critedge4 ], [ %461, %._crit_edge.loopexit ]
  %.lcssa14 = phi i32 [ 0, %.critedge4 ], [ %462, %._crit_edge.loopexit ]
  %.lcssa13 = phi i32 [ 0, %.critedge4 ], [ %463, %._crit_edge.loopexit ]
  %.lcssa12 = phi i32 [ 0, %.critedge4 ], [ %464, %._crit_edge.loopexit ]
  %.lcssa11 = phi i32 [ 0, %.critedge4 ], [ %465, %._crit_edge.loopexit ]
  %.lcssa10 = phi i32 [ 0, %.critedge4 ], [ %466, %._crit_edge.loopexit ]
  %.lcssa = phi i32 [ 0, %.critedge4 ], [ %467, %._crit_edge.loopexit ]
  call void asm sideeffect "cp.async.wait_group 0;", "~{memory}"() #3
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %16, label %468, label %469

468:                                              ; preds = %._crit_edge
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_scaled_dsmem, i64 49920) to i32)) #3
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_scaled_dsmem, i64 49920) to i32), i32 128)) #3
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_scaled_dsmem, i64 49920) to i32), i32 256)) #3
  br label %469

469:                                              ; preds = %468, %._crit_edge
  %470 = lshr i32 %8, 2
  %471 = and i32 %470, 7
  %472 = lshr i32 %8, 1
  %473 = and i32 %472, 48
  %474 = shl nuw nsw i32 %8, 1
  %475 = and i32 %474, 6
  %476 = or disjoint i32 %471, %473
  %477 = or disjoint i32 %476, %11
  %478 = mul i32 %5, %477
  %479 = or disjoint i32 %475, %12
  %480 = add i32 %478, %479
  %481 = sext i32 %480 to i64
  %482 = getelementptr float, ptr addrspace(1) %3, i64 %481
  %483 = icmp slt i32 %477, %4
  %484 = icmp slt i32 %479, %5
  %485 = and i1 %483, %484
  %486 = or disjoint i32 %479, 1
  %487 = icmp slt i32 %486, %5
  %488 = ptrtoint ptr addrspace(1) %482 to i64
  %489 = and i64 %488, 7
  %490 = icmp eq i64 %489, 0
  %491 = and i1 %485, %490
  %492 = and i1 %487, %491
  %493 = xor i1 %485, %492
  %494 = xor i1 %483, %491
  %495 = and i1 %487, %494
  %496 = zext i1 %492 to i32
  %497 = zext i1 %493 to i32
  %498 = zext i1 %495 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %496, i32 %.lcssa40, i32 %.lcssa39, ptr addrspace(1) %482, i32 %497, i32 %498) #3
  %499 = or disjoint i32 %477, 8
  %500 = mul i32 %5, %499
  %501 = add i32 %500, %479
  %502 = sext i32 %501 to i64
  %503 = getelementptr float, ptr addrspace(1) %3, i64 %502
  %504 = icmp slt i32 %499, %4
  %505 = and i1 %504, %484
  %506 = ptrtoint ptr addrspace(1) %503 to i64
  %507 = and i64 %506, 7
  %508 = icmp eq i64 %507, 0
  %509 = and i1 %505, %508
  %510 = and i1 %487, %509
  %511 = xor i1 %505, %510
  %512 = xor i1 %504, %509
  %513 = and i1 %487, %512
  %514 = zext i1 %510 to i32
  %515 = zext i1 %511 to i32
  %516 = zext i1 %513 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %514, i32 %.lcssa38, i32 %.lcssa37, ptr addrspace(1) %503, i32 %515, i32 %516) #3
  %517 = or disjoint i32 %479, 8
  %518 = add i32 %478, %517
  %519 = sext i32 %518 to i64
  %520 = getelementptr float, ptr addrspace(1) %3, i64 %519
  %521 = icmp slt i32 %517, %5
  %522 = and i1 %483, %521
  %523 = or disjoint i32 %479, 9
  %524 = icmp slt i32 %523, %5
  %525 = ptrtoint ptr addrspace(1) %520 to i64
  %526 = and i64 %525, 7
  %527 = icmp eq i64 %526, 0
  %528 = and i1 %522, %527
  %529 = and i1 %524, %528
  %530 = xor i1 %522, %529
  %531 = xor i1 %483, %528
  %532 = and i1 %524, %531
  %533 = zext i1 %529 to i32
  %534 = zext i1 %530 to i32
  %535 = zext i1 %532 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %533, i32 %.lcssa36, i32 %.lcssa35, ptr addrspace(1) %520, i32 %534, i32 %535) #3
  %536 = add i32 %500, %517
  %537 = sext i32 %536 to i64
  %538 = getelementptr float, ptr addrspace(1) %3, i64 %537
  %539 = and i1 %504, %521
  %540 = ptrtoint ptr addrspace(1) %538 to i64
  %541 = and i64 %540, 7
  %542 = icmp eq i64 %541, 0
  %543 = and i1 %539, %542
  %544 = and i1 %524, %543
  %545 = xor i1 %539, %544
  %546 = xor i1 %504, %543
  %547 = and i1 %524, %546
  %548 = zext i1 %544 to i32
  %549 = zext i1 %545 to i32
  %550 = zext i1 %547 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %548, i32 %.lcssa34, i32 %.lcssa33, ptr addrspace(1) %538, i32 %549, i32 %550) #3
  %551 = or disjoint i32 %479, 16
  %552 = add i32 %478, %551
  %553 = sext i32 %552 to i64
  %554 = getelementptr float, ptr addrspace(1) %3, i64 %553
  %555 = icmp slt i32 %551, %5
  %556 = and i1 %483, %555
  %557 = or disjoint i32 %479, 17
  %558 = icmp slt i32 %557, %5
  %559 = ptrtoint ptr addrspace(1) %554 to i64
  %560 = and i64 %559, 7
  %561 = icmp eq i64 %560, 0
  %562 = and i1 %556, %561
  %563 = and i1 %558, %562
  %564 = xor i1 %556, %563
  %565 = xor i1 %483, %562
  %566 = and i1 %558, %565
  %567 = zext i1 %563 to i32
  %568 = zext i1 %564 to i32
  %569 = zext i1 %566 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %567, i32 %.lcssa32, i32 %.lcssa31, ptr addrspace(1) %554, i32 %568, i32 %569) #3
  %570 = add i32 %500, %551
  %571 = sext i32 %570 to i64
  %572 = getelementptr float, ptr addrspace(1) %3, i64 %571
  %573 = and i1 %504, %555
  %574 = ptrtoint ptr addrspace(1) %572 to i64
  %575 = and i64 %574, 7
  %576 = icmp eq i64 %575, 0
  %577 = and i1 %573, %576
  %578 = and i1 %558, %577
  %579 = xor i1 %573, %578
  %580 = xor i1 %504, %577
  %581 = and i1 %558, %580
  %582 = zext i1 %578 to i32
  %583 = zext i1 %579 to i32
  %584 = zext i1 %581 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %582, i32 %.lcssa30, i32 %.lcssa29, ptr addrspace(1) %572, i32 %583, i32 %584) #3
  %585 = or disjoint i32 %479, 24
  %586 = add i32 %478, %585
  %587 = sext i32 %586 to i64
  %588 = getelementptr float, ptr addrspace(1) %3, i64 %587
  %589 = icmp slt i32 %585, %5
  %590 = and i1 %483, %589
  %591 = or disjoint i32 %479, 25
  %592 = icmp slt i32 %591, %5
  %593 = ptrtoint ptr addrspace(1) %588 to i64
  %594 = and i64 %593, 7
  %595 = icmp eq i64 %594, 0
  %596 = and i1 %590, %595
  %597 = and i1 %592, %596
  %598 = xor i1 %590, %597
  %599 = xor i1 %483, %596
  %600 = and i1 %592, %599
  %601 = zext i1 %597 to i32
  %602 = zext i1 %598 to i32
  %603 = zext i1 %600 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %601, i32 %.lcssa28, i32 %.lcssa27, ptr addrspace(1) %588, i32 %602, i32 %603) #3
  %604 = add i32 %500, %585
  %605 = sext i32 %604 to i64
  %606 = getelementptr float, ptr addrspace(1) %3, i64 %605
  %607 = and i1 %504, %589
  %608 = ptrtoint ptr addrspace(1) %606 to i64
  %609 = and i64 %608, 7
  %610 = icmp eq i64 %609, 0
  %611 = and i1 %607, %610
  %612 = and i1 %592, %611
  %613 = xor i1 %607, %612
  %614 = xor i1 %504, %611
  %615 = and i1 %592, %614
  %616 = zext i1 %612 to i32
  %617 = zext i1 %613 to i32
  %618 = zext i1 %615 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %616, i32 %.lcssa26, i32 %.lcssa25, ptr addrspace(1) %606, i32 %617, i32 %618) #3
  %619 = or disjoint i32 %479, 32
  %620 = add i32 %478, %619
  %621 = sext i32 %620 to i64
  %622 = getelementptr float, ptr addrspace(1) %3, i64 %621
  %623 = icmp slt i32 %619, %5
  %624 = and i1 %483, %623
  %625 = or disjoint i32 %479, 33
  %626 = icmp slt i32 %625, %5
  %627 = ptrtoint ptr addrspace(1) %622 to i64
  %628 = and i64 %627, 7
  %629 = icmp eq i64 %628, 0
  %630 = and i1 %624, %629
  %631 = and i1 %626, %630
  %632 = xor i1 %624, %631
  %633 = xor i1 %483, %630
  %634 = and i1 %626, %633
  %635 = zext i1 %631 to i32
  %636 = zext i1 %632 to i32
  %637 = zext i1 %634 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %635, i32 %.lcssa24, i32 %.lcssa23, ptr addrspace(1) %622, i32 %636, i32 %637) #3
  %638 = add i32 %500, %619
  %639 = sext i32 %638 to i64
  %640 = getelementptr float, ptr addrspace(1) %3, i64 %639
  %641 = and i1 %504, %623
  %642 = ptrtoint ptr addrspace(1) %640 to i64
  %643 = and i64 %642, 7
  %644 = icmp eq i64 %643, 0
  %645 = and i1 %641, %644
  %646 = and i1 %626, %645
  %647 = xor i1 %641, %646
  %648 = xor i1 %504, %645
  %649 = and i1 %626, %648
  %650 = zext i1 %646 to i32
  %651 = zext i1 %647 to i32
  %652 = zext i1 %649 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %650, i32 %.lcssa22, i32 %.lcssa21, ptr addrspace(1) %640, i32 %651, i32 %652) #3
  %653 = or disjoint i32 %479, 40
  %654 = add i32 %478, %653
  %655 = sext i32 %654 to i64
  %656 = getelementptr float, ptr addrspace(1) %3, i64 %655
  %657 = icmp slt i32 %653, %5
  %658 = and i1 %483, %657
  %659 = or disjoint i32 %479, 41
  %660 = icmp slt i32 %659, %5
  %661 = ptrtoint ptr addrspace(1) %656 to i64
  %662 = and i64 %661, 7
  %663 = icmp eq i64 %662, 0
  %664 = and i1 %658, %663
  %665 = and i1 %660, %664
  %666 = xor i1 %658, %665
  %667 = xor i1 %483, %664
  %668 = and i1 %660, %667
  %669 = zext i1 %665 to i32
  %670 = zext i1 %666 to i32
  %671 = zext i1 %668 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %669, i32 %.lcssa20, i32 %.lcssa19, ptr addrspace(1) %656, i32 %670, i32 %671) #3
  %672 = add i32 %500, %653
  %673 = sext i32 %672 to i64
  %674 = getelementptr float, ptr addrspace(1) %3, i64 %673
  %675 = and i1 %504, %657
  %676 = ptrtoint ptr addrspace(1) %674 to i64
  %677 = and i64 %676, 7
  %678 = icmp eq i64 %677, 0
  %679 = and i1 %675, %678
  %680 = and i1 %660, %679
  %681 = xor i1 %675, %680
  %682 = xor i1 %504, %679
  %683 = and i1 %660, %682
  %684 = zext i1 %680 to i32
  %685 = zext i1 %681 to i32
  %686 = zext i1 %683 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %684, i32 %.lcssa18, i32 %.lcssa17, ptr addrspace(1) %674, i32 %685, i32 %686) #3
  %687 = or disjoint i32 %479, 48
  %688 = add i32 %478, %687
  %689 = sext i32 %688 to i64
  %690 = getelementptr float, ptr addrspace(1) %3, i64 %689
  %691 = icmp slt i32 %687, %5
  %692 = and i1 %483, %691
  %693 = or disjoint i32 %479, 49
  %694 = icmp slt i32 %693, %5
  %695 = ptrtoint ptr addrspace(1) %690 to i64
  %696 = and i64 %695, 7
  %697 = icmp eq i64 %696, 0
  %698 = and i1 %692, %697
  %699 = and i1 %694, %698
  %700 = xor i1 %692, %699
  %701 = xor i1 %483, %698
  %702 = and i1 %694, %701
  %703 = zext i1 %699 to i32
  %704 = zext i1 %700 to i32
  %705 = zext i1 %702 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %703, i32 %.lcssa16, i32 %.lcssa15, ptr addrspace(1) %690, i32 %704, i32 %705) #3
  %706 = add i32 %500, %687
  %707 = sext i32 %706 to i64
  %708 = getelementptr float, ptr addrspace(1) %3, i64 %707
  %709 = and i1 %504, %691
  %710 = ptrtoint ptr addrspace(1) %708 to i64
  %711 = and i64 %710, 7
  %712 = icmp eq i64 %711, 0
  %713 = and i1 %709, %712
  %714 = and i1 %694, %713
  %715 = xor i1 %709, %714
  %716 = xor i1 %504, %713
  %717 = and i1 %694, %716
  %718 = zext i1 %714 to i32
  %719 = zext i1 %715 to i32
  %720 = zext i1 %717 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %718, i32 %.lcssa14, i32 %.lcssa13, ptr addrspace(1) %708, i32 %719, i32 %720) #3
  %721 = or disjoint i32 %479, 56
  %722 = add i32 %478, %721
  %723 = sext i32 %722 to i64
  %724 = getelementptr float, ptr addrspace(1) %3, i64 %723
  %725 = icmp slt i32 %721, %5
  %726 = and i1 %483, %725
  %727 = or disjoint i32 %479, 57
  %728 = icmp slt i32 %727, %5
  %729 = ptrtoint ptr addrspace(1) %724 to i64
  %730 = and i64 %729, 7
  %731 = icmp eq i64 %730, 0
  %732 = and i1 %726, %731
  %733 = and i1 %728, %732
  %734 = xor i1 %726, %733
  %735 = xor i1 %483, %732
  %736 = and i1 %728, %735
  %737 = zext i1 %733 to i32
  %738 = zext i1 %734 to i32
  %739 = zext i1 %736 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %737, i32 %.lcssa12, i32 %.lcssa11, ptr addrspace(1) %724, i32 %738, i32 %739) #3
  %740 = add i32 %500, %721
  %741 = sext i32 %740 to i64
  %742 = getelementptr float, ptr addrspace(1) %3, i64 %741
  %743 = and i1 %504, %725
  %744 = ptrtoint ptr addrspace(1) %742 to i64
  %745 = and i64 %744, 7
  %746 = icmp eq i64 %745, 0
  %747 = and i1 %743, %746
  %748 = and i1 %728, %747
  %749 = xor i1 %743, %748
  %750 = xor i1 %504, %747
  %751 = and i1 %728, %750
  %752 = zext i1 %748 to i32
  %753 = zext i1 %749 to i32
  %754 = zext i1 %751 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %752, i32 %.lcssa10, i32 %.lcssa, ptr addrspace(1) %742, i32 %753, i32 %754) #3
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
