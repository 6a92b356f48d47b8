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
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_scaled_dsmem, i64 49920) to i32)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_scaled_dsmem, i64 49920) to i32), i32 128)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_scaled_dsmem, i64 49920) to i32), i32 256)) #4
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #4
  br label %18

18:                                               ; preds = %17, %7
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %19 = icmp sgt i32 %6, 0
  %20 = and i1 %16, %19
  br i1 %20, label %.critedge, label %.critedge1

.critedge:                                        ; preds = %18
  %21 = ptrtoint ptr %1 to i64
  %22 = ptrtoint ptr %0 to i64
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_scaled_dsmem, i64 49920) to i32), i32 16384) #4
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @gemm_box_scaled_dsmem to i32), i64 %22, i32 0, i32 %11, i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_scaled_dsmem, i64 49920) to i32)) #4
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_scaled_dsmem, i64 24576) to i32), i64 %21, i32 0, i32 %12, i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_scaled_dsmem, i64 49920) to i32)) #4
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
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %31, ptr addrspace(1) %28, i32 %29) #4
  call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #4
  %32 = icmp sgt i32 %6, 64
  %33 = and i1 %16, %32
  br i1 %33, label %.critedge3, label %.critedge4

.critedge3:                                       ; preds = %.critedge1
  %34 = ptrtoint ptr %1 to i64
  %35 = ptrtoint ptr %0 to i64
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_scaled_dsmem, i64 50048) to i32), i32 16384) #4
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_scaled_dsmem, i64 8192) to i32), i64 %35, i32 64, i32 %11, i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_scaled_dsmem, i64 50048) to i32)) #4
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_scaled_dsmem, i64 32768) to i32), i64 %34, i32 64, i32 %12, i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_scaled_dsmem, i64 50048) to i32)) #4
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
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %43, ptr addrspace(1) %40, i32 %41) #4
  call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #4
  br i1 %19, label %.lr.ph, label %._crit_edge

.lr.ph:                                           ; preds = %.critedge4
  %44 = ptrtoint ptr %1 to i64
  %45 = ptrtoint ptr %0 to i64
  %46 = lshr i32 %8, 5
  %47 = and i32 %8, 32
  %48 = shl nuw nsw i32 %46, 4
  %49 = and i32 %48, 32
  %50 = or disjoint i32 %47, 16
  %51 = and i32 %8, 7
  %52 = and i32 %8, 8
  %53 = and i32 %8, 15
  %54 = or disjoint i32 %49, %53
  %55 = lshr i32 %8, 1
  %56 = and i32 %55, 8
  %57 = shl nuw nsw i32 %54, 6
  %58 = shl nuw nsw i32 %51, 3
  %59 = or disjoint i32 %47, %56
  %60 = or disjoint i32 %59, %51
  %61 = shl nuw nsw i32 %60, 6
  %62 = or disjoint i32 %50, %56
  %63 = or disjoint i32 %62, %51
  %64 = shl nuw nsw i32 %63, 6
  %65 = shl nuw nsw i32 %46, 10
  %66 = shl nuw nsw i32 %53, 6
  %67 = or disjoint i32 %65, %66
  %68 = zext nneg i32 %13 to i64
  %69 = getelementptr float, ptr addrspace(3) @gemm_box_scaled_smem, i64 %68
  %70 = shl nuw nsw i32 %8, 1
  %71 = and i32 %70, 6
  %72 = or disjoint i32 %71, %47
  %73 = zext nneg i32 %72 to i64
  %74 = getelementptr float, ptr addrspace(3) @gemm_box_scaled_smem, i64 %73
  %75 = or disjoint i32 %71, 1
  %76 = or disjoint i32 %75, %47
  %77 = zext nneg i32 %76 to i64
  %78 = getelementptr float, ptr addrspace(3) @gemm_box_scaled_smem, i64 %77
  %79 = or disjoint i32 %47, 8
  %80 = or disjoint i32 %79, %71
  %81 = zext nneg i32 %80 to i64
  %82 = getelementptr float, ptr addrspace(3) @gemm_box_scaled_smem, i64 %81
  %83 = or disjoint i32 %75, %79
  %84 = zext nneg i32 %83 to i64
  %85 = getelementptr float, ptr addrspace(3) @gemm_box_scaled_smem, i64 %84
  %86 = or disjoint i32 %50, %71
  %87 = zext nneg i32 %86 to i64
  %88 = getelementptr float, ptr addrspace(3) @gemm_box_scaled_smem, i64 %87
  %89 = or disjoint i32 %75, %50
  %90 = zext nneg i32 %89 to i64
  %91 = getelementptr float, ptr addrspace(3) @gemm_box_scaled_smem, i64 %90
  %92 = or disjoint i32 %47, 24
  %93 = or disjoint i32 %92, %71
  %94 = zext nneg i32 %93 to i64
  %95 = getelementptr float, ptr addrspace(3) @gemm_box_scaled_smem, i64 %94
  %96 = or disjoint i32 %75, %92
  %97 = zext nneg i32 %96 to i64
  %98 = getelementptr float, ptr addrspace(3) @gemm_box_scaled_smem, i64 %97
  %99 = xor i32 %56, %58
  %100 = or disjoint i32 %99, %57
  %101 = zext nneg i32 %100 to i64
  %102 = xor i32 %52, %58
  %103 = or disjoint i32 %102, %61
  %104 = zext nneg i32 %103 to i64
  %105 = or disjoint i32 %102, %64
  %106 = zext nneg i32 %105 to i64
  %107 = or disjoint i32 %99, %67
  %108 = or i32 %107, 1024
  %109 = zext nneg i32 %108 to i64
  %110 = or disjoint i32 %56, 16
  %111 = xor i32 %110, %58
  %112 = or disjoint i32 %111, %57
  %113 = zext nneg i32 %112 to i64
  %114 = or disjoint i32 %52, 16
  %115 = xor i32 %114, %58
  %116 = or disjoint i32 %115, %61
  %117 = zext nneg i32 %116 to i64
  %118 = or disjoint i32 %115, %64
  %119 = zext nneg i32 %118 to i64
  %120 = or disjoint i32 %111, %67
  %121 = or i32 %120, 1024
  %122 = zext nneg i32 %121 to i64
  %123 = or disjoint i32 %56, 32
  %124 = xor i32 %123, %58
  %125 = or disjoint i32 %124, %57
  %126 = zext nneg i32 %125 to i64
  %127 = or disjoint i32 %52, 32
  %128 = xor i32 %127, %58
  %129 = or disjoint i32 %128, %61
  %130 = zext nneg i32 %129 to i64
  %131 = or disjoint i32 %128, %64
  %132 = zext nneg i32 %131 to i64
  %133 = or disjoint i32 %124, %67
  %134 = or i32 %133, 1024
  %135 = zext nneg i32 %134 to i64
  %136 = or disjoint i32 %56, 48
  %137 = xor i32 %136, %58
  %138 = or disjoint i32 %137, %57
  %139 = zext nneg i32 %138 to i64
  %140 = or disjoint i32 %52, 48
  %141 = xor i32 %140, %58
  %142 = or disjoint i32 %141, %61
  %143 = zext nneg i32 %142 to i64
  %144 = or disjoint i32 %141, %64
  %145 = zext nneg i32 %144 to i64
  %146 = or disjoint i32 %137, %67
  %147 = or i32 %146, 1024
  %148 = zext nneg i32 %147 to i64
  br label %149

149:                                              ; preds = %.lr.ph, %214
  %150 = phi float [ 0.000000e+00, %.lr.ph ], [ %549, %214 ]
  %151 = phi float [ 0.000000e+00, %.lr.ph ], [ %548, %214 ]
  %152 = phi float [ 0.000000e+00, %.lr.ph ], [ %547, %214 ]
  %153 = phi float [ 0.000000e+00, %.lr.ph ], [ %546, %214 ]
  %154 = phi float [ 0.000000e+00, %.lr.ph ], [ %545, %214 ]
  %155 = phi float [ 0.000000e+00, %.lr.ph ], [ %544, %214 ]
  %156 = phi float [ 0.000000e+00, %.lr.ph ], [ %543, %214 ]
  %157 = phi float [ 0.000000e+00, %.lr.ph ], [ %542, %214 ]
  %158 = phi float [ 0.000000e+00, %.lr.ph ], [ %541, %214 ]
  %159 = phi float [ 0.000000e+00, %.lr.ph ], [ %540, %214 ]
  %160 = phi float [ 0.000000e+00, %.lr.ph ], [ %539, %214 ]
  %161 = phi float [ 0.000000e+00, %.lr.ph ], [ %538, %214 ]
  %162 = phi float [ 0.000000e+00, %.lr.ph ], [ %537, %214 ]
  %163 = phi float [ 0.000000e+00, %.lr.ph ], [ %536, %214 ]
  %164 = phi float [ 0.000000e+00, %.lr.ph ], [ %535, %214 ]
  %165 = phi float [ 0.000000e+00, %.lr.ph ], [ %534, %214 ]
  %166 = phi float [ 0.000000e+00, %.lr.ph ], [ %533, %214 ]
  %167 = phi float [ 0.000000e+00, %.lr.ph ], [ %532, %214 ]
  %168 = phi float [ 0.000000e+00, %.lr.ph ], [ %531, %214 ]
  %169 = phi float [ 0.000000e+00, %.lr.ph ], [ %530, %214 ]
  %170 = phi float [ 0.000000e+00, %.lr.ph ], [ %529, %214 ]
  %171 = phi float [ 0.000000e+00, %.lr.ph ], [ %528, %214 ]
  %172 = phi float [ 0.000000e+00, %.lr.ph ], [ %527, %214 ]
  %173 = phi float [ 0.000000e+00, %.lr.ph ], [ %526, %214 ]
  %174 = phi float [ 0.000000e+00, %.lr.ph ], [ %525, %214 ]
  %175 = phi float [ 0.000000e+00, %.lr.ph ], [ %524, %214 ]
  %176 = phi float [ 0.000000e+00, %.lr.ph ], [ %523, %214 ]
  %177 = phi float [ 0.000000e+00, %.lr.ph ], [ %522, %214 ]
  %178 = phi float [ 0.000000e+00, %.lr.ph ], [ %521, %214 ]
  %179 = phi float [ 0.000000e+00, %.lr.ph ], [ %520, %214 ]
  %180 = phi float [ 0.000000e+00, %.lr.ph ], [ %519, %214 ]
  %181 = phi float [ 0.000000e+00, %.lr.ph ], [ %518, %214 ]
  %182 = phi i32 [ 0, %.lr.ph ], [ %561, %214 ]
  %183 = lshr exact i32 %182, 6
  %184 = urem i32 %183, 3
  %185 = add i32 %182, 128
  %186 = add nuw nsw i32 %183, 2
  %187 = urem i32 %186, 3
  call void asm sideeffect "cp.async.wait_group 1;", "~{memory}"() #4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %188 = icmp slt i32 %185, %6
  %189 = and i1 %16, %188
  br i1 %189, label %190, label %.critedge6

190:                                              ; preds = %149
  %191 = shl nuw nsw i32 %187, 13
  %192 = zext nneg i32 %191 to i64
  %193 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_scaled_dsmem, i64 24576), i64 %192
  %194 = ptrtoint ptr addrspace(3) %193 to i64
  %195 = trunc i64 %194 to i32
  %196 = getelementptr i8, ptr addrspace(3) @gemm_box_scaled_dsmem, i64 %192
  %197 = ptrtoint ptr addrspace(3) %196 to i64
  %198 = trunc i64 %197 to i32
  %199 = shl nuw nsw i32 %187, 7
  %200 = zext nneg i32 %199 to i64
  %201 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_scaled_dsmem, i64 49920), i64 %200
  %202 = ptrtoint ptr addrspace(3) %201 to i64
  %203 = trunc i64 %202 to i32
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 %203, i32 16384) #4
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %198, i64 %45, i32 %185, i32 %11, i32 %203) #4
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %195, i64 %44, i32 %185, i32 %12, i32 %203) #4
  br label %.critedge6

.critedge6:                                       ; preds = %149, %190
  %204 = udiv i32 %182, 192
  %205 = and i32 %204, 1
  %206 = shl nuw nsw i32 %184, 7
  %207 = zext nneg i32 %206 to i64
  %208 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_scaled_dsmem, i64 49920), i64 %207
  %209 = ptrtoint ptr addrspace(3) %208 to i64
  %210 = trunc i64 %209 to i32
  br label %211

211:                                              ; preds = %211, %.critedge6
  %212 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %210, i32 %205) #4
  %213 = icmp eq i32 %212, 0
  br i1 %213, label %211, label %214

214:                                              ; preds = %211
  %215 = shl nuw nsw i32 %184, 13
  %216 = zext nneg i32 %215 to i64
  %217 = getelementptr i8, ptr addrspace(3) @gemm_box_scaled_dsmem, i64 %216
  %218 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_scaled_dsmem, i64 24576), i64 %216
  %219 = shl nuw nsw i32 %184, 8
  %220 = zext nneg i32 %219 to i64
  %gep = getelementptr i8, ptr addrspace(3) %26, i64 %220
  %221 = load float, ptr addrspace(3) %gep, align 4
  %222 = getelementptr bfloat, ptr addrspace(3) %217, i64 %101
  %223 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %222)
  %224 = extractvalue { i32, i32, i32, i32 } %223, 0
  %225 = extractvalue { i32, i32, i32, i32 } %223, 1
  %226 = extractvalue { i32, i32, i32, i32 } %223, 2
  %227 = extractvalue { i32, i32, i32, i32 } %223, 3
  %228 = getelementptr bfloat, ptr addrspace(3) %218, i64 %104
  %229 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %228)
  %230 = extractvalue { i32, i32, i32, i32 } %229, 0
  %231 = extractvalue { i32, i32, i32, i32 } %229, 1
  %232 = extractvalue { i32, i32, i32, i32 } %229, 2
  %233 = extractvalue { i32, i32, i32, i32 } %229, 3
  %234 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %224, i32 %225, i32 %226, i32 %227, i32 %230, i32 %231, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #4
  %235 = extractvalue { float, float, float, float } %234, 0
  %236 = extractvalue { float, float, float, float } %234, 1
  %237 = extractvalue { float, float, float, float } %234, 2
  %238 = extractvalue { float, float, float, float } %234, 3
  %239 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %224, i32 %225, i32 %226, i32 %227, i32 %232, i32 %233, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #4
  %240 = extractvalue { float, float, float, float } %239, 0
  %241 = extractvalue { float, float, float, float } %239, 1
  %242 = extractvalue { float, float, float, float } %239, 2
  %243 = extractvalue { float, float, float, float } %239, 3
  %244 = getelementptr bfloat, ptr addrspace(3) %218, i64 %106
  %245 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %244)
  %246 = extractvalue { i32, i32, i32, i32 } %245, 0
  %247 = extractvalue { i32, i32, i32, i32 } %245, 1
  %248 = extractvalue { i32, i32, i32, i32 } %245, 2
  %249 = extractvalue { i32, i32, i32, i32 } %245, 3
  %250 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %224, i32 %225, i32 %226, i32 %227, i32 %246, i32 %247, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #4
  %251 = extractvalue { float, float, float, float } %250, 0
  %252 = extractvalue { float, float, float, float } %250, 1
  %253 = extractvalue { float, float, float, float } %250, 2
  %254 = extractvalue { float, float, float, float } %250, 3
  %255 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %224, i32 %225, i32 %226, i32 %227, i32 %248, i32 %249, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #4
  %256 = extractvalue { float, float, float, float } %255, 0
  %257 = extractvalue { float, float, float, float } %255, 1
  %258 = extractvalue { float, float, float, float } %255, 2
  %259 = extractvalue { float, float, float, float } %255, 3
  %260 = getelementptr bfloat, ptr addrspace(3) %217, i64 %109
  %261 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %260)
  %262 = extractvalue { i32, i32, i32, i32 } %261, 0
  %263 = extractvalue { i32, i32, i32, i32 } %261, 1
  %264 = extractvalue { i32, i32, i32, i32 } %261, 2
  %265 = extractvalue { i32, i32, i32, i32 } %261, 3
  %266 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %262, i32 %263, i32 %264, i32 %265, i32 %230, i32 %231, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #4
  %267 = extractvalue { float, float, float, float } %266, 0
  %268 = extractvalue { float, float, float, float } %266, 1
  %269 = extractvalue { float, float, float, float } %266, 2
  %270 = extractvalue { float, float, float, float } %266, 3
  %271 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %262, i32 %263, i32 %264, i32 %265, i32 %232, i32 %233, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #4
  %272 = extractvalue { float, float, float, float } %271, 0
  %273 = extractvalue { float, float, float, float } %271, 1
  %274 = extractvalue { float, float, float, float } %271, 2
  %275 = extractvalue { float, float, float, float } %271, 3
  %276 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %262, i32 %263, i32 %264, i32 %265, i32 %246, i32 %247, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #4
  %277 = extractvalue { float, float, float, float } %276, 0
  %278 = extractvalue { float, float, float, float } %276, 1
  %279 = extractvalue { float, float, float, float } %276, 2
  %280 = extractvalue { float, float, float, float } %276, 3
  %281 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %262, i32 %263, i32 %264, i32 %265, i32 %248, i32 %249, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #4
  %282 = extractvalue { float, float, float, float } %281, 0
  %283 = extractvalue { float, float, float, float } %281, 1
  %284 = extractvalue { float, float, float, float } %281, 2
  %285 = extractvalue { float, float, float, float } %281, 3
  %286 = getelementptr bfloat, ptr addrspace(3) %217, i64 %113
  %287 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %286)
  %288 = extractvalue { i32, i32, i32, i32 } %287, 0
  %289 = extractvalue { i32, i32, i32, i32 } %287, 1
  %290 = extractvalue { i32, i32, i32, i32 } %287, 2
  %291 = extractvalue { i32, i32, i32, i32 } %287, 3
  %292 = getelementptr bfloat, ptr addrspace(3) %218, i64 %117
  %293 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %292)
  %294 = extractvalue { i32, i32, i32, i32 } %293, 0
  %295 = extractvalue { i32, i32, i32, i32 } %293, 1
  %296 = extractvalue { i32, i32, i32, i32 } %293, 2
  %297 = extractvalue { i32, i32, i32, i32 } %293, 3
  %298 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %288, i32 %289, i32 %290, i32 %291, i32 %294, i32 %295, float %235, float %236, float %237, float %238) #4
  %299 = extractvalue { float, float, float, float } %298, 0
  %300 = extractvalue { float, float, float, float } %298, 1
  %301 = extractvalue { float, float, float, float } %298, 2
  %302 = extractvalue { float, float, float, float } %298, 3
  %303 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %288, i32 %289, i32 %290, i32 %291, i32 %296, i32 %297, float %240, float %241, float %242, float %243) #4
  %304 = extractvalue { float, float, float, float } %303, 0
  %305 = extractvalue { float, float, float, float } %303, 1
  %306 = extractvalue { float, float, float, float } %303, 2
  %307 = extractvalue { float, float, float, float } %303, 3
  %308 = getelementptr bfloat, ptr addrspace(3) %218, i64 %119
  %309 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %308)
  %310 = extractvalue { i32, i32, i32, i32 } %309, 0
  %311 = extractvalue { i32, i32, i32, i32 } %309, 1
  %312 = extractvalue { i32, i32, i32, i32 } %309, 2
  %313 = extractvalue { i32, i32, i32, i32 } %309, 3
  %314 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %288, i32 %289, i32 %290, i32 %291, i32 %310, i32 %311, float %251, float %252, float %253, float %254) #4
  %315 = extractvalue { float, float, float, float } %314, 0
  %316 = extractvalue { float, float, float, float } %314, 1
  %317 = extractvalue { float, float, float, float } %314, 2
  %318 = extractvalue { float, float, float, float } %314, 3
  %319 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %288, i32 %289, i32 %290, i32 %291, i32 %312, i32 %313, float %256, float %257, float %258, float %259) #4
  %320 = extractvalue { float, float, float, float } %319, 0
  %321 = extractvalue { float, float, float, float } %319, 1
  %322 = extractvalue { float, float, float, float } %319, 2
  %323 = extractvalue { float, float, float, float } %319, 3
  %324 = getelementptr bfloat, ptr addrspace(3) %217, i64 %122
  %325 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %324)
  %326 = extractvalue { i32, i32, i32, i32 } %325, 0
  %327 = extractvalue { i32, i32, i32, i32 } %325, 1
  %328 = extractvalue { i32, i32, i32, i32 } %325, 2
  %329 = extractvalue { i32, i32, i32, i32 } %325, 3
  %330 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %326, i32 %327, i32 %328, i32 %329, i32 %294, i32 %295, float %267, float %268, float %269, float %270) #4
  %331 = extractvalue { float, float, float, float } %330, 0
  %332 = extractvalue { float, float, float, float } %330, 1
  %333 = extractvalue { float, float, float, float } %330, 2
  %334 = extractvalue { float, float, float, float } %330, 3
  %335 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %326, i32 %327, i32 %328, i32 %329, i32 %296, i32 %297, float %272, float %273, float %274, float %275) #4
  %336 = extractvalue { float, float, float, float } %335, 0
  %337 = extractvalue { float, float, float, float } %335, 1
  %338 = extractvalue { float, float, float, float } %335, 2
  %339 = extractvalue { float, float, float, float } %335, 3
  %340 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %326, i32 %327, i32 %328, i32 %329, i32 %310, i32 %311, float %277, float %278, float %279, float %280) #4
  %341 = extractvalue { float, float, float, float } %340, 0
  %342 = extractvalue { float, float, float, float } %340, 1
  %343 = extractvalue { float, float, float, float } %340, 2
  %344 = extractvalue { float, float, float, float } %340, 3
  %345 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %326, i32 %327, i32 %328, i32 %329, i32 %312, i32 %313, float %282, float %283, float %284, float %285) #4
  %346 = extractvalue { float, float, float, float } %345, 0
  %347 = extractvalue { float, float, float, float } %345, 1
  %348 = extractvalue { float, float, float, float } %345, 2
  %349 = extractvalue { float, float, float, float } %345, 3
  %350 = getelementptr bfloat, ptr addrspace(3) %217, i64 %126
  %351 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %350)
  %352 = extractvalue { i32, i32, i32, i32 } %351, 0
  %353 = extractvalue { i32, i32, i32, i32 } %351, 1
  %354 = extractvalue { i32, i32, i32, i32 } %351, 2
  %355 = extractvalue { i32, i32, i32, i32 } %351, 3
  %356 = getelementptr bfloat, ptr addrspace(3) %218, i64 %130
  %357 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %356)
  %358 = extractvalue { i32, i32, i32, i32 } %357, 0
  %359 = extractvalue { i32, i32, i32, i32 } %357, 1
  %360 = extractvalue { i32, i32, i32, i32 } %357, 2
  %361 = extractvalue { i32, i32, i32, i32 } %357, 3
  %362 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %352, i32 %353, i32 %354, i32 %355, i32 %358, i32 %359, float %299, float %300, float %301, float %302) #4
  %363 = extractvalue { float, float, float, float } %362, 0
  %364 = extractvalue { float, float, float, float } %362, 1
  %365 = extractvalue { float, float, float, float } %362, 2
  %366 = extractvalue { float, float, float, float } %362, 3
  %367 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %352, i32 %353, i32 %354, i32 %355, i32 %360, i32 %361, float %304, float %305, float %306, float %307) #4
  %368 = extractvalue { float, float, float, float } %367, 0
  %369 = extractvalue { float, float, float, float } %367, 1
  %370 = extractvalue { float, float, float, float } %367, 2
  %371 = extractvalue { float, float, float, float } %367, 3
  %372 = getelementptr bfloat, ptr addrspace(3) %218, i64 %132
  %373 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %372)
  %374 = extractvalue { i32, i32, i32, i32 } %373, 0
  %375 = extractvalue { i32, i32, i32, i32 } %373, 1
  %376 = extractvalue { i32, i32, i32, i32 } %373, 2
  %377 = extractvalue { i32, i32, i32, i32 } %373, 3
  %378 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %352, i32 %353, i32 %354, i32 %355, i32 %374, i32 %375, float %315, float %316, float %317, float %318) #4
  %379 = extractvalue { float, float, float, float } %378, 0
  %380 = extractvalue { float, float, float, float } %378, 1
  %381 = extractvalue { float, float, float, float } %378, 2
  %382 = extractvalue { float, float, float, float } %378, 3
  %383 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %352, i32 %353, i32 %354, i32 %355, i32 %376, i32 %377, float %320, float %321, float %322, float %323) #4
  %384 = extractvalue { float, float, float, float } %383, 0
  %385 = extractvalue { float, float, float, float } %383, 1
  %386 = extractvalue { float, float, float, float } %383, 2
  %387 = extractvalue { float, float, float, float } %383, 3
  %388 = getelementptr bfloat, ptr addrspace(3) %217, i64 %135
  %389 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %388)
  %390 = extractvalue { i32, i32, i32, i32 } %389, 0
  %391 = extractvalue { i32, i32, i32, i32 } %389, 1
  %392 = extractvalue { i32, i32, i32, i32 } %389, 2
  %393 = extractvalue { i32, i32, i32, i32 } %389, 3
  %394 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %390, i32 %391, i32 %392, i32 %393, i32 %358, i32 %359, float %331, float %332, float %333, float %334) #4
  %395 = extractvalue { float, float, float, float } %394, 0
  %396 = extractvalue { float, float, float, float } %394, 1
  %397 = extractvalue { float, float, float, float } %394, 2
  %398 = extractvalue { float, float, float, float } %394, 3
  %399 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %390, i32 %391, i32 %392, i32 %393, i32 %360, i32 %361, float %336, float %337, float %338, float %339) #4
  %400 = extractvalue { float, float, float, float } %399, 0
  %401 = extractvalue { float, float, float, float } %399, 1
  %402 = extractvalue { float, float, float, float } %399, 2
  %403 = extractvalue { float, float, float, float } %399, 3
  %404 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %390, i32 %391, i32 %392, i32 %393, i32 %374, i32 %375, float %341, float %342, float %343, float %344) #4
  %405 = extractvalue { float, float, float, float } %404, 0
  %406 = extractvalue { float, float, float, float } %404, 1
  %407 = extractvalue { float, float, float, float } %404, 2
  %408 = extractvalue { float, float, float, float } %404, 3
  %409 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %390, i32 %391, i32 %392, i32 %393, i32 %376, i32 %377, float %346, float %347, float %348, float %349) #4
  %410 = extractvalue { float, float, float, float } %409, 0
  %411 = extractvalue { float, float, float, float } %409, 1
  %412 = extractvalue { float, float, float, float } %409, 2
  %413 = extractvalue { float, float, float, float } %409, 3
  %414 = getelementptr bfloat, ptr addrspace(3) %217, i64 %139
  %415 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %414)
  %416 = extractvalue { i32, i32, i32, i32 } %415, 0
  %417 = extractvalue { i32, i32, i32, i32 } %415, 1
  %418 = extractvalue { i32, i32, i32, i32 } %415, 2
  %419 = extractvalue { i32, i32, i32, i32 } %415, 3
  %420 = getelementptr bfloat, ptr addrspace(3) %218, i64 %143
  %421 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %420)
  %422 = extractvalue { i32, i32, i32, i32 } %421, 0
  %423 = extractvalue { i32, i32, i32, i32 } %421, 1
  %424 = extractvalue { i32, i32, i32, i32 } %421, 2
  %425 = extractvalue { i32, i32, i32, i32 } %421, 3
  %426 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %416, i32 %417, i32 %418, i32 %419, i32 %422, i32 %423, float %363, float %364, float %365, float %366) #4
  %427 = extractvalue { float, float, float, float } %426, 0
  %428 = extractvalue { float, float, float, float } %426, 1
  %429 = extractvalue { float, float, float, float } %426, 2
  %430 = extractvalue { float, float, float, float } %426, 3
  %431 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %416, i32 %417, i32 %418, i32 %419, i32 %424, i32 %425, float %368, float %369, float %370, float %371) #4
  %432 = extractvalue { float, float, float, float } %431, 0
  %433 = extractvalue { float, float, float, float } %431, 1
  %434 = extractvalue { float, float, float, float } %431, 2
  %435 = extractvalue { float, float, float, float } %431, 3
  %436 = getelementptr bfloat, ptr addrspace(3) %218, i64 %145
  %437 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %436)
  %438 = extractvalue { i32, i32, i32, i32 } %437, 0
  %439 = extractvalue { i32, i32, i32, i32 } %437, 1
  %440 = extractvalue { i32, i32, i32, i32 } %437, 2
  %441 = extractvalue { i32, i32, i32, i32 } %437, 3
  %442 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %416, i32 %417, i32 %418, i32 %419, i32 %438, i32 %439, float %379, float %380, float %381, float %382) #4
  %443 = extractvalue { float, float, float, float } %442, 0
  %444 = extractvalue { float, float, float, float } %442, 1
  %445 = extractvalue { float, float, float, float } %442, 2
  %446 = extractvalue { float, float, float, float } %442, 3
  %447 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %416, i32 %417, i32 %418, i32 %419, i32 %440, i32 %441, float %384, float %385, float %386, float %387) #4
  %448 = extractvalue { float, float, float, float } %447, 0
  %449 = extractvalue { float, float, float, float } %447, 1
  %450 = extractvalue { float, float, float, float } %447, 2
  %451 = extractvalue { float, float, float, float } %447, 3
  %452 = getelementptr bfloat, ptr addrspace(3) %217, i64 %148
  %453 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %452)
  %454 = extractvalue { i32, i32, i32, i32 } %453, 0
  %455 = extractvalue { i32, i32, i32, i32 } %453, 1
  %456 = extractvalue { i32, i32, i32, i32 } %453, 2
  %457 = extractvalue { i32, i32, i32, i32 } %453, 3
  %458 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %454, i32 %455, i32 %456, i32 %457, i32 %422, i32 %423, float %395, float %396, float %397, float %398) #4
  %459 = extractvalue { float, float, float, float } %458, 0
  %460 = extractvalue { float, float, float, float } %458, 1
  %461 = extractvalue { float, float, float, float } %458, 2
  %462 = extractvalue { float, float, float, float } %458, 3
  %463 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %454, i32 %455, i32 %456, i32 %457, i32 %424, i32 %425, float %400, float %401, float %402, float %403) #4
  %464 = extractvalue { float, float, float, float } %463, 0
  %465 = extractvalue { float, float, float, float } %463, 1
  %466 = extractvalue { float, float, float, float } %463, 2
  %467 = extractvalue { float, float, float, float } %463, 3
  %468 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %454, i32 %455, i32 %456, i32 %457, i32 %438, i32 %439, float %405, float %406, float %407, float %408) #4
  %469 = extractvalue { float, float, float, float } %468, 0
  %470 = extractvalue { float, float, float, float } %468, 1
  %471 = extractvalue { float, float, float, float } %468, 2
  %472 = extractvalue { float, float, float, float } %468, 3
  %473 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %454, i32 %455, i32 %456, i32 %457, i32 %440, i32 %441, float %410, float %411, float %412, float %413) #4
  %474 = extractvalue { float, float, float, float } %473, 0
  %475 = extractvalue { float, float, float, float } %473, 1
  %476 = extractvalue { float, float, float, float } %473, 2
  %477 = extractvalue { float, float, float, float } %473, 3
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store float %221, ptr addrspace(3) %69, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %478 = load float, ptr addrspace(3) %74, align 8
  %479 = load float, ptr addrspace(3) %78, align 4
  %480 = load float, ptr addrspace(3) %82, align 8
  %481 = load float, ptr addrspace(3) %85, align 4
  %482 = load float, ptr addrspace(3) %88, align 8
  %483 = load float, ptr addrspace(3) %91, align 4
  %484 = load float, ptr addrspace(3) %95, align 8
  %485 = load float, ptr addrspace(3) %98, align 4
  %486 = fmul float %427, %478
  %487 = fmul float %428, %479
  %488 = fmul float %429, %478
  %489 = fmul float %430, %479
  %490 = fmul float %432, %480
  %491 = fmul float %433, %481
  %492 = fmul float %434, %480
  %493 = fmul float %435, %481
  %494 = fmul float %443, %482
  %495 = fmul float %444, %483
  %496 = fmul float %445, %482
  %497 = fmul float %446, %483
  %498 = fmul float %448, %484
  %499 = fmul float %449, %485
  %500 = fmul float %450, %484
  %501 = fmul float %451, %485
  %502 = fmul float %459, %478
  %503 = fmul float %460, %479
  %504 = fmul float %461, %478
  %505 = fmul float %462, %479
  %506 = fmul float %464, %480
  %507 = fmul float %465, %481
  %508 = fmul float %466, %480
  %509 = fmul float %467, %481
  %510 = fmul float %469, %482
  %511 = fmul float %470, %483
  %512 = fmul float %471, %482
  %513 = fmul float %472, %483
  %514 = fmul float %474, %484
  %515 = fmul float %475, %485
  %516 = fmul float %476, %484
  %517 = fmul float %477, %485
  %518 = fadd float %181, %486
  %519 = fadd float %180, %487
  %520 = fadd float %179, %488
  %521 = fadd float %178, %489
  %522 = fadd float %177, %490
  %523 = fadd float %176, %491
  %524 = fadd float %175, %492
  %525 = fadd float %174, %493
  %526 = fadd float %173, %494
  %527 = fadd float %172, %495
  %528 = fadd float %171, %496
  %529 = fadd float %170, %497
  %530 = fadd float %169, %498
  %531 = fadd float %168, %499
  %532 = fadd float %167, %500
  %533 = fadd float %166, %501
  %534 = fadd float %165, %502
  %535 = fadd float %164, %503
  %536 = fadd float %163, %504
  %537 = fadd float %162, %505
  %538 = fadd float %161, %506
  %539 = fadd float %160, %507
  %540 = fadd float %159, %508
  %541 = fadd float %158, %509
  %542 = fadd float %157, %510
  %543 = fadd float %156, %511
  %544 = fadd float %155, %512
  %545 = fadd float %154, %513
  %546 = fadd float %153, %514
  %547 = fadd float %152, %515
  %548 = fadd float %151, %516
  %549 = fadd float %150, %517
  %550 = lshr exact i32 %185, 6
  %551 = mul i32 %550, %5
  %552 = add i32 %551, %14
  %553 = and i1 %15, %188
  %554 = shl nuw nsw i32 %187, 8
  %555 = zext nneg i32 %554 to i64
  %gep75 = getelementptr i8, ptr addrspace(3) %26, i64 %555
  %556 = sext i32 %552 to i64
  %557 = getelementptr float, ptr addrspace(1) %2, i64 %556
  %558 = select i1 %553, i32 4, i32 0
  %559 = ptrtoint ptr addrspace(3) %gep75 to i64
  %560 = trunc i64 %559 to i32
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %560, ptr addrspace(1) %557, i32 %558) #4
  call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #4
  %561 = add i32 %182, 64
  %562 = icmp slt i32 %561, %6
  br i1 %562, label %149, label %._crit_edge.loopexit

._crit_edge.loopexit:                             ; preds = %214
  %563 = bitcast float %518 to i32
  %564 = bitcast float %519 to i32
  %565 = bitcast float %520 to i32
  %566 = bitcast float %521 to i32
  %567 = bitcast float %522 to i32
  %568 = bitcast float %523 to i32
  %569 = bitcast float %524 to i32
  %570 = bitcast float %525 to i32
  %571 = bitcast float %526 to i32
  %572 = bitcast float %527 to i32
  %573 = bitcast float %528 to i32
  %574 = bitcast float %529 to i32
  %575 = bitcast float %530 to i32
  %576 = bitcast float %531 to i32
  %577 = bitcast float %532 to i32
  %578 = bitcast float %533 to i32
  %579 = bitcast float %534 to i32
  %580 = bitcast float %535 to i32
  %581 = bitcast float %536 to i32
  %582 = bitcast float %537 to i32
  %583 = bitcast float %538 to i32
  %584 = bitcast float %539 to i32
  %585 = bitcast float %540 to i32
  %586 = bitcast float %541 to i32
  %587 = bitcast float %542 to i32
  %588 = bitcast float %543 to i32
  %589 = bitcast float %544 to i32
  %590 = bitcast float %545 to i32
  %591 = bitcast float %546 to i32
  %592 = bitcast float %547 to i32
  %593 = bitcast float %548 to i32
  %594 = bitcast float %549 to i32
  br label %._crit_edge

._crit_edge:                                      ; preds = %._crit_edge.loopexit, %.critedge4
  %.lcssa73 = phi i32 [ 0, %.critedge4 ], [ %563, %._crit_edge.loopexit ]
  %.lcssa72 = phi i32 [ 0, %.critedge4 ], [ %564, %._crit_edge.loopexit ]
  %.lcssa71 = phi i32 [ 0, %.critedge4 ], [ %565, %._crit_edge.loopexit ]
  %.lcssa70 = phi i32 [ 0, %.critedge4 ], [ %566, %._crit_edge.loopexit ]
  %.lcssa69 = phi i32 [ 0, %.critedge4 ], [ %567, %._crit_edge.loopexit ]
  %.lcssa68 = phi i32 [ 0, %.critedge4 ], [ %568, %._crit_edge.loopexit ]
  %.lcssa67 = phi i32 [ 0, %.critedge4 ], [ %569, %._crit_edge.loopexit ]
  %.lcssa66 = phi i32 [ 0, %.critedge4 ], [ %570, %._crit_edge.loopexit ]
  %.lcssa65 = phi i32 [ 0, %.critedge4 ], [ %571, %._crit_edge.loopexit ]
  %.lcssa64 = phi i32 [ 0, %.critedge4 ], [ %572, %._crit_edge.loopexit ]
  %.lcssa63 = phi i32 [ 0, %.critedge4 ], [ %573, %._crit_edge.loopexit ]
  %.lcssa62 = phi i32 [ 0, %.critedge4 ], [ %574, %._crit_edge.loopexit ]
  %.lcssa61 = phi i32 [ 0, %.critedge4 ], [ %575, %._crit_edge.loopexit ]
  %.lcssa60 = phi i32 [ 0, %.critedge4 ], [ %576, %._crit_edge.loopexit ]
  %.lcssa59 = phi i32 [ 0, %.critedge4 ], [ %577, %._crit_edge.loopexit ]
  %.lcssa58 = phi i32 [ 0, %.critedge4 ], [ %578, %._crit_edge.loopexit ]
  %.lcssa57 = phi i32 [ 0, %.critedge4 ], [ %579, %._crit_edge.loopexit ]
  %.lcssa56 = phi i32 [ 0, %.critedge4 ], [ %580, %._crit_edge.loopexit ]
  %.lcssa55 = phi i32 [ 0, %.critedge4 ], [ %581, %._crit_edge.loopexit ]
  %.lcssa54 = phi i32 [ 0, %.critedge4 ], [ %582, %._crit_edge.loopexit ]
  %.lcssa53 = phi i32 [ 0, %.critedge4 ], [ %583, %._crit_edge.loopexit ]
  %.lcssa52 = phi i32 [ 0, %.critedge4 ], [ %584, %._crit_edge.loopexit ]
  %.lcssa51 = phi i32 [ 0, %.critedge4 ], [ %585, %._crit_edge.loopexit ]
  %.lcssa50 = phi i32 [ 0, %.critedge4 ], [ %586, %._crit_edge.loopexit ]
  %.lcssa49 = phi i32 [ 0, %.critedge4 ], [ %587, %._crit_edge.loopexit ]
  %.lcssa48 = phi i32 [ 0, %.critedge4 ], [ %588, %._crit_edge.loopexit ]
  %.lcssa47 = phi i32 [ 0, %.critedge4 ], [ %589, %._crit_edge.loopexit ]
  %.lcssa46 = phi i32 [ 0, %.critedge4 ], [ %590, %._crit_edge.loopexit ]
  %.lcssa45 = phi i32 [ 0, %.critedge4 ], [ %591, %._crit_edge.loopexit ]
  %.lcssa44 = phi i32 [ 0, %.critedge4 ], [ %592, %._crit_edge.loopexit ]
  %.lcssa43 = phi i32 [ 0, %.critedge4 ], [ %593, %._crit_edge.loopexit ]
  %.lcssa42 = phi i32 [ 0, %.critedge4 ], [ %594, %._crit_edge.loopexit ]
  call void asm sideeffect "cp.async.wait_group 0;", "~{memory}"() #4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %16, label %595, label %596

595:                                              ; preds = %._crit_edge
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_scaled_dsmem, i64 49920) to i32)) #4
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_scaled_dsmem, i64 49920) to i32), i32 128)) #4
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_scaled_dsmem, i64 49920) to i32), i32 256)) #4
  br label %596

596:                                              ; preds = %595, %._crit_edge
  %597 = lshr i32 %8, 2
  %598 = and i32 %597, 7
  %599 = and i32 %8, 32
  %600 = lshr i32 %8, 1
  %601 = and i32 %600, 32
  %602 = shl nuw nsw i32 %8, 1
  %603 = and i32 %602, 6
  %604 = or disjoint i32 %598, %11
  %605 = or disjoint i32 %604, %601
  %606 = mul i32 %5, %605
  %607 = or disjoint i32 %12, %599
  %608 = or disjoint i32 %607, %603
  %609 = add i32 %606, %608
  %610 = sext i32 %609 to i64
  %611 = getelementptr float, ptr addrspace(1) %3, i64 %610
  %612 = icmp slt i32 %605, %4
  %613 = icmp slt i32 %608, %5
  %614 = and i1 %612, %613
  %615 = or disjoint i32 %603, 1
  %616 = or disjoint i32 %607, %615
  %617 = icmp slt i32 %616, %5
  %618 = ptrtoint ptr addrspace(1) %611 to i64
  %619 = and i64 %618, 7
  %620 = icmp eq i64 %619, 0
  %621 = and i1 %614, %620
  %622 = and i1 %617, %621
  %623 = xor i1 %614, %622
  %624 = xor i1 %612, %621
  %625 = and i1 %617, %624
  %626 = zext i1 %622 to i32
  %627 = zext i1 %623 to i32
  %628 = zext i1 %625 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %626, i32 %.lcssa73, i32 %.lcssa72, ptr addrspace(1) %611, i32 %627, i32 %628) #4
  %629 = or disjoint i32 %598, 8
  %630 = or disjoint i32 %601, %11
  %631 = or disjoint i32 %630, %629
  %632 = mul i32 %5, %631
  %633 = add i32 %632, %608
  %634 = sext i32 %633 to i64
  %635 = getelementptr float, ptr addrspace(1) %3, i64 %634
  %636 = icmp slt i32 %631, %4
  %637 = and i1 %636, %613
  %638 = ptrtoint ptr addrspace(1) %635 to i64
  %639 = and i64 %638, 7
  %640 = icmp eq i64 %639, 0
  %641 = and i1 %637, %640
  %642 = and i1 %617, %641
  %643 = xor i1 %637, %642
  %644 = xor i1 %636, %641
  %645 = and i1 %617, %644
  %646 = zext i1 %642 to i32
  %647 = zext i1 %643 to i32
  %648 = zext i1 %645 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %646, i32 %.lcssa71, i32 %.lcssa70, ptr addrspace(1) %635, i32 %647, i32 %648) #4
  %649 = or disjoint i32 %599, 8
  %650 = or disjoint i32 %603, %12
  %651 = or disjoint i32 %650, %649
  %652 = add i32 %606, %651
  %653 = sext i32 %652 to i64
  %654 = getelementptr float, ptr addrspace(1) %3, i64 %653
  %655 = icmp slt i32 %651, %5
  %656 = and i1 %612, %655
  %657 = or disjoint i32 %615, %12
  %658 = or disjoint i32 %657, %649
  %659 = icmp slt i32 %658, %5
  %660 = ptrtoint ptr addrspace(1) %654 to i64
  %661 = and i64 %660, 7
  %662 = icmp eq i64 %661, 0
  %663 = and i1 %656, %662
  %664 = and i1 %659, %663
  %665 = xor i1 %656, %664
  %666 = xor i1 %612, %663
  %667 = and i1 %659, %666
  %668 = zext i1 %664 to i32
  %669 = zext i1 %665 to i32
  %670 = zext i1 %667 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %668, i32 %.lcssa69, i32 %.lcssa68, ptr addrspace(1) %654, i32 %669, i32 %670) #4
  %671 = add i32 %632, %651
  %672 = sext i32 %671 to i64
  %673 = getelementptr float, ptr addrspace(1) %3, i64 %672
  %674 = and i1 %636, %655
  %675 = ptrtoint ptr addrspace(1) %673 to i64
  %676 = and i64 %675, 7
  %677 = icmp eq i64 %676, 0
  %678 = and i1 %674, %677
  %679 = and i1 %659, %678
  %680 = xor i1 %674, %679
  %681 = xor i1 %636, %678
  %682 = and i1 %659, %681
  %683 = zext i1 %679 to i32
  %684 = zext i1 %680 to i32
  %685 = zext i1 %682 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %683, i32 %.lcssa67, i32 %.lcssa66, ptr addrspace(1) %673, i32 %684, i32 %685) #4
  %686 = or disjoint i32 %599, 16
  %687 = or disjoint i32 %650, %686
  %688 = add i32 %606, %687
  %689 = sext i32 %688 to i64
  %690 = getelementptr float, ptr addrspace(1) %3, i64 %689
  %691 = icmp slt i32 %687, %5
  %692 = and i1 %612, %691
  %693 = or disjoint i32 %657, %686
  %694 = icmp slt i32 %693, %5
  %695 = ptrtoint ptr addrspace(1) %690 to i64
  %696 = and i64 %695, 7
  %697 = icmp eq i64 %696, 0
  %698 = and i1 %692, %697
  %699 = and i1 %694, %698
  %700 = xor i1 %692, %699
  %701 = xor i1 %612, %698
  %702 = and i1 %694, %701
  %703 = zext i1 %699 to i32
  %704 = zext i1 %700 to i32
  %705 = zext i1 %702 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %703, i32 %.lcssa65, i32 %.lcssa64, ptr addrspace(1) %690, i32 %704, i32 %705) #4
  %706 = add i32 %632, %687
  %707 = sext i32 %706 to i64
  %708 = getelementptr float, ptr addrspace(1) %3, i64 %707
  %709 = and i1 %636, %691
  %710 = ptrtoint ptr addrspace(1) %708 to i64
  %711 = and i64 %710, 7
  %712 = icmp eq i64 %711, 0
  %713 = and i1 %709, %712
  %714 = and i1 %694, %713
  %715 = xor i1 %709, %714
  %716 = xor i1 %636, %713
  %717 = and i1 %694, %716
  %718 = zext i1 %714 to i32
  %719 = zext i1 %715 to i32
  %720 = zext i1 %717 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %718, i32 %.lcssa63, i32 %.lcssa62, ptr addrspace(1) %708, i32 %719, i32 %720) #4
  %721 = or disjoint i32 %599, 24
  %722 = or disjoint i32 %650, %721
  %723 = add i32 %606, %722
  %724 = sext i32 %723 to i64
  %725 = getelementptr float, ptr addrspace(1) %3, i64 %724
  %726 = icmp slt i32 %722, %5
  %727 = and i1 %612, %726
  %728 = or disjoint i32 %657, %721
  %729 = icmp slt i32 %728, %5
  %730 = ptrtoint ptr addrspace(1) %725 to i64
  %731 = and i64 %730, 7
  %732 = icmp eq i64 %731, 0
  %733 = and i1 %727, %732
  %734 = and i1 %729, %733
  %735 = xor i1 %727, %734
  %736 = xor i1 %612, %733
  %737 = and i1 %729, %736
  %738 = zext i1 %734 to i32
  %739 = zext i1 %735 to i32
  %740 = zext i1 %737 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %738, i32 %.lcssa61, i32 %.lcssa60, ptr addrspace(1) %725, i32 %739, i32 %740) #4
  %741 = add i32 %632, %722
  %742 = sext i32 %741 to i64
  %743 = getelementptr float, ptr addrspace(1) %3, i64 %742
  %744 = and i1 %636, %726
  %745 = ptrtoint ptr addrspace(1) %743 to i64
  %746 = and i64 %745, 7
  %747 = icmp eq i64 %746, 0
  %748 = and i1 %744, %747
  %749 = and i1 %729, %748
  %750 = xor i1 %744, %749
  %751 = xor i1 %636, %748
  %752 = and i1 %729, %751
  %753 = zext i1 %749 to i32
  %754 = zext i1 %750 to i32
  %755 = zext i1 %752 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %753, i32 %.lcssa59, i32 %.lcssa58, ptr addrspace(1) %743, i32 %754, i32 %755) #4
  %756 = or disjoint i32 %601, 16
  %757 = or disjoint i32 %604, %756
  %758 = mul i32 %5, %757
  %759 = add i32 %758, %608
  %760 = sext i32 %759 to i64
  %761 = getelementptr float, ptr addrspace(1) %3, i64 %760
  %762 = icmp slt i32 %757, %4
  %763 = and i1 %762, %613
  %764 = ptrtoint ptr addrspace(1) %761 to i64
  %765 = and i64 %764, 7
  %766 = icmp eq i64 %765, 0
  %767 = and i1 %763, %766
  %768 = and i1 %617, %767
  %769 = xor i1 %763, %768
  %770 = xor i1 %762, %767
  %771 = and i1 %617, %770
  %772 = zext i1 %768 to i32
  %773 = zext i1 %769 to i32
  %774 = zext i1 %771 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %772, i32 %.lcssa57, i32 %.lcssa56, ptr addrspace(1) %761, i32 %773, i32 %774) #4
  %775 = or disjoint i32 %629, %11
  %776 = or disjoint i32 %775, %756
  %777 = mul i32 %5, %776
  %778 = add i32 %777, %608
  %779 = sext i32 %778 to i64
  %780 = getelementptr float, ptr addrspace(1) %3, i64 %779
  %781 = icmp slt i32 %776, %4
  %782 = and i1 %781, %613
  %783 = ptrtoint ptr addrspace(1) %780 to i64
  %784 = and i64 %783, 7
  %785 = icmp eq i64 %784, 0
  %786 = and i1 %782, %785
  %787 = and i1 %617, %786
  %788 = xor i1 %782, %787
  %789 = xor i1 %781, %786
  %790 = and i1 %617, %789
  %791 = zext i1 %787 to i32
  %792 = zext i1 %788 to i32
  %793 = zext i1 %790 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %791, i32 %.lcssa55, i32 %.lcssa54, ptr addrspace(1) %780, i32 %792, i32 %793) #4
  %794 = add i32 %758, %651
  %795 = sext i32 %794 to i64
  %796 = getelementptr float, ptr addrspace(1) %3, i64 %795
  %797 = and i1 %762, %655
  %798 = ptrtoint ptr addrspace(1) %796 to i64
  %799 = and i64 %798, 7
  %800 = icmp eq i64 %799, 0
  %801 = and i1 %797, %800
  %802 = and i1 %659, %801
  %803 = xor i1 %797, %802
  %804 = xor i1 %762, %801
  %805 = and i1 %659, %804
  %806 = zext i1 %802 to i32
  %807 = zext i1 %803 to i32
  %808 = zext i1 %805 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %806, i32 %.lcssa53, i32 %.lcssa52, ptr addrspace(1) %796, i32 %807, i32 %808) #4
  %809 = add i32 %777, %651
  %810 = sext i32 %809 to i64
  %811 = getelementptr float, ptr addrspace(1) %3, i64 %810
  %812 = and i1 %781, %655
  %813 = ptrtoint ptr addrspace(1) %811 to i64
  %814 = and i64 %813, 7
  %815 = icmp eq i64 %814, 0
  %816 = and i1 %812, %815
  %817 = and i1 %659, %816
  %818 = xor i1 %812, %817
  %819 = xor i1 %781, %816
  %820 = and i1 %659, %819
  %821 = zext i1 %817 to i32
  %822 = zext i1 %818 to i32
  %823 = zext i1 %820 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %821, i32 %.lcssa51, i32 %.lcssa50, ptr addrspace(1) %811, i32 %822, i32 %823) #4
  %824 = add i32 %758, %687
  %825 = sext i32 %824 to i64
  %826 = getelementptr float, ptr addrspace(1) %3, i64 %825
  %827 = and i1 %762, %691
  %828 = ptrtoint ptr addrspace(1) %826 to i64
  %829 = and i64 %828, 7
  %830 = icmp eq i64 %829, 0
  %831 = and i1 %827, %830
  %832 = and i1 %694, %831
  %833 = xor i1 %827, %832
  %834 = xor i1 %762, %831
  %835 = and i1 %694, %834
  %836 = zext i1 %832 to i32
  %837 = zext i1 %833 to i32
  %838 = zext i1 %835 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %836, i32 %.lcssa49, i32 %.lcssa48, ptr addrspace(1) %826, i32 %837, i32 %838) #4
  %839 = add i32 %777, %687
  %840 = sext i32 %839 to i64
  %841 = getelementptr float, ptr addrspace(1) %3, i64 %840
  %842 = and i1 %781, %691
  %843 = ptrtoint ptr addrspace(1) %841 to i64
  %844 = and i64 %843, 7
  %845 = icmp eq i64 %844, 0
  %846 = and i1 %842, %845
  %847 = and i1 %694, %846
  %848 = xor i1 %842, %847
  %849 = xor i1 %781, %846
  %850 = and i1 %694, %849
  %851 = zext i1 %847 to i32
  %852 = zext i1 %848 to i32
  %853 = zext i1 %850 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %851, i32 %.lcssa47, i32 %.lcssa46, ptr addrspace(1) %841, i32 %852, i32 %853) #4
  %854 = add i32 %758, %722
  %855 = sext i32 %854 to i64
  %856 = getelementptr float, ptr addrspace(1) %3, i64 %855
  %857 = and i1 %762, %726
  %858 = ptrtoint ptr addrspace(1) %856 to i64
  %859 = and i64 %858, 7
  %860 = icmp eq i64 %859, 0
  %861 = and i1 %857, %860
  %862 = and i1 %729, %861
  %863 = xor i1 %857, %862
  %864 = xor i1 %762, %861
  %865 = and i1 %729, %864
  %866 = zext i1 %862 to i32
  %867 = zext i1 %863 to i32
  %868 = zext i1 %865 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %866, i32 %.lcssa45, i32 %.lcssa44, ptr addrspace(1) %856, i32 %867, i32 %868) #4
  %869 = add i32 %777, %722
  %870 = sext i32 %869 to i64
  %871 = getelementptr float, ptr addrspace(1) %3, i64 %870
  %872 = and i1 %781, %726
  %873 = ptrtoint ptr addrspace(1) %871 to i64
  %874 = and i64 %873, 7
  %875 = icmp eq i64 %874, 0
  %876 = and i1 %872, %875
  %877 = and i1 %729, %876
  %878 = xor i1 %872, %877
  %879 = xor i1 %781, %876
  %880 = and i1 %729, %879
  %881 = zext i1 %877 to i32
  %882 = zext i1 %878 to i32
  %883 = zext i1 %880 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %881, i32 %.lcssa43, i32 %.lcssa42, ptr addrspace(1) %871, i32 %882, i32 %883) #4
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

; Function Attrs: convergent nocallback nofree nounwind memory(argmem: read)
declare { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) readonly captures(none)) #3

attributes #0 = { nounwind "nvvm.reqntid"="128" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { convergent nocallback nofree nounwind memory(argmem: read) }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
