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
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_scaled_dsmem, i64 49920) to i32)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_scaled_dsmem, i64 49920) to i32), i32 16)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_scaled_dsmem, i64 49920) to i32), i32 32)) #4
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #4
  br label %17

17:                                               ; preds = %16, %7
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %18 = icmp sgt i32 %6, 0
  %19 = and i1 %15, %18
  br i1 %19, label %.critedge, label %.critedge1

.critedge:                                        ; preds = %17
  %20 = ptrtoint ptr %1 to i64
  %21 = ptrtoint ptr %0 to i64
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_scaled_dsmem, i64 49920) to i32), i32 16384) #4
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @gemm_box_scaled_dsmem to i32), i64 %21, i32 0, i32 %11, i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_scaled_dsmem, i64 49920) to i32)) #4
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_scaled_dsmem, i64 24576) to i32), i64 %20, i32 0, i32 %12, i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_scaled_dsmem, i64 49920) to i32)) #4
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
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %31, ptr addrspace(1) %28, i32 %29) #4
  call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #4
  %32 = icmp sgt i32 %6, 64
  %33 = and i1 %15, %32
  br i1 %33, label %.critedge3, label %.critedge4

.critedge3:                                       ; preds = %.critedge1
  %34 = ptrtoint ptr %1 to i64
  %35 = ptrtoint ptr %0 to i64
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_scaled_dsmem, i64 49936) to i32), i32 16384) #4
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_scaled_dsmem, i64 8192) to i32), i64 %35, i32 64, i32 %11, i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_scaled_dsmem, i64 49936) to i32)) #4
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_scaled_dsmem, i64 32768) to i32), i64 %34, i32 64, i32 %12, i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_scaled_dsmem, i64 49936) to i32)) #4
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
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %43, ptr addrspace(1) %40, i32 %41) #4
  call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #4
  br i1 %18, label %.lr.ph, label %._crit_edge

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
  %68 = shl nuw nsw i32 %8, 1
  %69 = and i32 %68, 6
  %70 = or disjoint i32 %69, %47
  %71 = shl nuw nsw i32 %70, 2
  %72 = zext nneg i32 %71 to i64
  %73 = or disjoint i32 %69, 1
  %74 = or disjoint i32 %73, %47
  %75 = shl nuw nsw i32 %74, 2
  %76 = zext nneg i32 %75 to i64
  %77 = or disjoint i32 %47, 8
  %78 = or disjoint i32 %77, %69
  %79 = shl nuw nsw i32 %78, 2
  %80 = zext nneg i32 %79 to i64
  %81 = or disjoint i32 %73, %77
  %82 = shl nuw nsw i32 %81, 2
  %83 = zext nneg i32 %82 to i64
  %84 = or disjoint i32 %50, %69
  %85 = shl nuw nsw i32 %84, 2
  %86 = zext nneg i32 %85 to i64
  %87 = or disjoint i32 %73, %50
  %88 = shl nuw nsw i32 %87, 2
  %89 = zext nneg i32 %88 to i64
  %90 = or disjoint i32 %47, 24
  %91 = or disjoint i32 %90, %69
  %92 = shl nuw nsw i32 %91, 2
  %93 = zext nneg i32 %92 to i64
  %94 = or disjoint i32 %73, %90
  %95 = shl nuw nsw i32 %94, 2
  %96 = zext nneg i32 %95 to i64
  %97 = xor i32 %56, %58
  %98 = or disjoint i32 %97, %57
  %99 = zext nneg i32 %98 to i64
  %100 = xor i32 %52, %58
  %101 = or disjoint i32 %100, %61
  %102 = zext nneg i32 %101 to i64
  %103 = or disjoint i32 %100, %64
  %104 = zext nneg i32 %103 to i64
  %105 = or disjoint i32 %97, %67
  %106 = or i32 %105, 1024
  %107 = zext nneg i32 %106 to i64
  %108 = or disjoint i32 %56, 16
  %109 = xor i32 %108, %58
  %110 = or disjoint i32 %109, %57
  %111 = zext nneg i32 %110 to i64
  %112 = or disjoint i32 %52, 16
  %113 = xor i32 %112, %58
  %114 = or disjoint i32 %113, %61
  %115 = zext nneg i32 %114 to i64
  %116 = or disjoint i32 %113, %64
  %117 = zext nneg i32 %116 to i64
  %118 = or disjoint i32 %109, %67
  %119 = or i32 %118, 1024
  %120 = zext nneg i32 %119 to i64
  %121 = or disjoint i32 %56, 32
  %122 = xor i32 %121, %58
  %123 = or disjoint i32 %122, %57
  %124 = zext nneg i32 %123 to i64
  %125 = or disjoint i32 %52, 32
  %126 = xor i32 %125, %58
  %127 = or disjoint i32 %126, %61
  %128 = zext nneg i32 %127 to i64
  %129 = or disjoint i32 %126, %64
  %130 = zext nneg i32 %129 to i64
  %131 = or disjoint i32 %122, %67
  %132 = or i32 %131, 1024
  %133 = zext nneg i32 %132 to i64
  %134 = or disjoint i32 %56, 48
  %135 = xor i32 %134, %58
  %136 = or disjoint i32 %135, %57
  %137 = zext nneg i32 %136 to i64
  %138 = or disjoint i32 %52, 48
  %139 = xor i32 %138, %58
  %140 = or disjoint i32 %139, %61
  %141 = zext nneg i32 %140 to i64
  %142 = or disjoint i32 %139, %64
  %143 = zext nneg i32 %142 to i64
  %144 = or disjoint i32 %135, %67
  %145 = or i32 %144, 1024
  %146 = zext nneg i32 %145 to i64
  br label %147

147:                                              ; preds = %.lr.ph, %212
  %148 = phi float [ 0.000000e+00, %.lr.ph ], [ %555, %212 ]
  %149 = phi float [ 0.000000e+00, %.lr.ph ], [ %554, %212 ]
  %150 = phi float [ 0.000000e+00, %.lr.ph ], [ %553, %212 ]
  %151 = phi float [ 0.000000e+00, %.lr.ph ], [ %552, %212 ]
  %152 = phi float [ 0.000000e+00, %.lr.ph ], [ %551, %212 ]
  %153 = phi float [ 0.000000e+00, %.lr.ph ], [ %550, %212 ]
  %154 = phi float [ 0.000000e+00, %.lr.ph ], [ %549, %212 ]
  %155 = phi float [ 0.000000e+00, %.lr.ph ], [ %548, %212 ]
  %156 = phi float [ 0.000000e+00, %.lr.ph ], [ %547, %212 ]
  %157 = phi float [ 0.000000e+00, %.lr.ph ], [ %546, %212 ]
  %158 = phi float [ 0.000000e+00, %.lr.ph ], [ %545, %212 ]
  %159 = phi float [ 0.000000e+00, %.lr.ph ], [ %544, %212 ]
  %160 = phi float [ 0.000000e+00, %.lr.ph ], [ %543, %212 ]
  %161 = phi float [ 0.000000e+00, %.lr.ph ], [ %542, %212 ]
  %162 = phi float [ 0.000000e+00, %.lr.ph ], [ %541, %212 ]
  %163 = phi float [ 0.000000e+00, %.lr.ph ], [ %540, %212 ]
  %164 = phi float [ 0.000000e+00, %.lr.ph ], [ %539, %212 ]
  %165 = phi float [ 0.000000e+00, %.lr.ph ], [ %538, %212 ]
  %166 = phi float [ 0.000000e+00, %.lr.ph ], [ %537, %212 ]
  %167 = phi float [ 0.000000e+00, %.lr.ph ], [ %536, %212 ]
  %168 = phi float [ 0.000000e+00, %.lr.ph ], [ %535, %212 ]
  %169 = phi float [ 0.000000e+00, %.lr.ph ], [ %534, %212 ]
  %170 = phi float [ 0.000000e+00, %.lr.ph ], [ %533, %212 ]
  %171 = phi float [ 0.000000e+00, %.lr.ph ], [ %532, %212 ]
  %172 = phi float [ 0.000000e+00, %.lr.ph ], [ %531, %212 ]
  %173 = phi float [ 0.000000e+00, %.lr.ph ], [ %530, %212 ]
  %174 = phi float [ 0.000000e+00, %.lr.ph ], [ %529, %212 ]
  %175 = phi float [ 0.000000e+00, %.lr.ph ], [ %528, %212 ]
  %176 = phi float [ 0.000000e+00, %.lr.ph ], [ %527, %212 ]
  %177 = phi float [ 0.000000e+00, %.lr.ph ], [ %526, %212 ]
  %178 = phi float [ 0.000000e+00, %.lr.ph ], [ %525, %212 ]
  %179 = phi float [ 0.000000e+00, %.lr.ph ], [ %524, %212 ]
  %180 = phi i32 [ 0, %.lr.ph ], [ %567, %212 ]
  %181 = lshr exact i32 %180, 6
  %182 = urem i32 %181, 3
  %183 = add i32 %180, 128
  %184 = add nuw nsw i32 %181, 2
  %185 = urem i32 %184, 3
  call void asm sideeffect "cp.async.wait_group 1;", "~{memory}"() #4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %186 = icmp slt i32 %183, %6
  %187 = and i1 %15, %186
  br i1 %187, label %188, label %.critedge6

188:                                              ; preds = %147
  %189 = shl nuw nsw i32 %185, 13
  %190 = zext nneg i32 %189 to i64
  %191 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_scaled_dsmem, i64 24576), i64 %190
  %192 = ptrtoint ptr addrspace(3) %191 to i64
  %193 = trunc i64 %192 to i32
  %194 = getelementptr i8, ptr addrspace(3) @gemm_box_scaled_dsmem, i64 %190
  %195 = ptrtoint ptr addrspace(3) %194 to i64
  %196 = trunc i64 %195 to i32
  %197 = shl nuw nsw i32 %185, 4
  %198 = zext nneg i32 %197 to i64
  %199 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_scaled_dsmem, i64 49920), i64 %198
  %200 = ptrtoint ptr addrspace(3) %199 to i64
  %201 = trunc i64 %200 to i32
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 %201, i32 16384) #4
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %196, i64 %45, i32 %183, i32 %11, i32 %201) #4
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %193, i64 %44, i32 %183, i32 %12, i32 %201) #4
  br label %.critedge6

.critedge6:                                       ; preds = %147, %188
  %202 = udiv i32 %180, 192
  %203 = and i32 %202, 1
  %204 = shl nuw nsw i32 %182, 4
  %205 = zext nneg i32 %204 to i64
  %206 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_scaled_dsmem, i64 49920), i64 %205
  %207 = ptrtoint ptr addrspace(3) %206 to i64
  %208 = trunc i64 %207 to i32
  br label %209

209:                                              ; preds = %209, %.critedge6
  %210 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %208, i32 %203) #4
  %211 = icmp eq i32 %210, 0
  br i1 %211, label %209, label %212

212:                                              ; preds = %209
  %213 = shl nuw nsw i32 %182, 13
  %214 = zext nneg i32 %213 to i64
  %215 = getelementptr i8, ptr addrspace(3) @gemm_box_scaled_dsmem, i64 %214
  %216 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_scaled_dsmem, i64 24576), i64 %214
  %217 = getelementptr bfloat, ptr addrspace(3) %215, i64 %99
  %218 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %217)
  %219 = extractvalue { i32, i32, i32, i32 } %218, 0
  %220 = extractvalue { i32, i32, i32, i32 } %218, 1
  %221 = extractvalue { i32, i32, i32, i32 } %218, 2
  %222 = extractvalue { i32, i32, i32, i32 } %218, 3
  %223 = getelementptr bfloat, ptr addrspace(3) %216, i64 %102
  %224 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %223)
  %225 = extractvalue { i32, i32, i32, i32 } %224, 0
  %226 = extractvalue { i32, i32, i32, i32 } %224, 1
  %227 = extractvalue { i32, i32, i32, i32 } %224, 2
  %228 = extractvalue { i32, i32, i32, i32 } %224, 3
  %229 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %219, i32 %220, i32 %221, i32 %222, i32 %225, i32 %226, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #4
  %230 = extractvalue { float, float, float, float } %229, 0
  %231 = extractvalue { float, float, float, float } %229, 1
  %232 = extractvalue { float, float, float, float } %229, 2
  %233 = extractvalue { float, float, float, float } %229, 3
  %234 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %219, i32 %220, i32 %221, i32 %222, i32 %227, i32 %228, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #4
  %235 = extractvalue { float, float, float, float } %234, 0
  %236 = extractvalue { float, float, float, float } %234, 1
  %237 = extractvalue { float, float, float, float } %234, 2
  %238 = extractvalue { float, float, float, float } %234, 3
  %239 = getelementptr bfloat, ptr addrspace(3) %216, i64 %104
  %240 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %239)
  %241 = extractvalue { i32, i32, i32, i32 } %240, 0
  %242 = extractvalue { i32, i32, i32, i32 } %240, 1
  %243 = extractvalue { i32, i32, i32, i32 } %240, 2
  %244 = extractvalue { i32, i32, i32, i32 } %240, 3
  %245 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %219, i32 %220, i32 %221, i32 %222, i32 %241, i32 %242, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #4
  %246 = extractvalue { float, float, float, float } %245, 0
  %247 = extractvalue { float, float, float, float } %245, 1
  %248 = extractvalue { float, float, float, float } %245, 2
  %249 = extractvalue { float, float, float, float } %245, 3
  %250 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %219, i32 %220, i32 %221, i32 %222, i32 %243, i32 %244, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #4
  %251 = extractvalue { float, float, float, float } %250, 0
  %252 = extractvalue { float, float, float, float } %250, 1
  %253 = extractvalue { float, float, float, float } %250, 2
  %254 = extractvalue { float, float, float, float } %250, 3
  %255 = getelementptr bfloat, ptr addrspace(3) %215, i64 %107
  %256 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %255)
  %257 = extractvalue { i32, i32, i32, i32 } %256, 0
  %258 = extractvalue { i32, i32, i32, i32 } %256, 1
  %259 = extractvalue { i32, i32, i32, i32 } %256, 2
  %260 = extractvalue { i32, i32, i32, i32 } %256, 3
  %261 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %257, i32 %258, i32 %259, i32 %260, i32 %225, i32 %226, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #4
  %262 = extractvalue { float, float, float, float } %261, 0
  %263 = extractvalue { float, float, float, float } %261, 1
  %264 = extractvalue { float, float, float, float } %261, 2
  %265 = extractvalue { float, float, float, float } %261, 3
  %266 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %257, i32 %258, i32 %259, i32 %260, i32 %227, i32 %228, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #4
  %267 = extractvalue { float, float, float, float } %266, 0
  %268 = extractvalue { float, float, float, float } %266, 1
  %269 = extractvalue { float, float, float, float } %266, 2
  %270 = extractvalue { float, float, float, float } %266, 3
  %271 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %257, i32 %258, i32 %259, i32 %260, i32 %241, i32 %242, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #4
  %272 = extractvalue { float, float, float, float } %271, 0
  %273 = extractvalue { float, float, float, float } %271, 1
  %274 = extractvalue { float, float, float, float } %271, 2
  %275 = extractvalue { float, float, float, float } %271, 3
  %276 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %257, i32 %258, i32 %259, i32 %260, i32 %243, i32 %244, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #4
  %277 = extractvalue { float, float, float, float } %276, 0
  %278 = extractvalue { float, float, float, float } %276, 1
  %279 = extractvalue { float, float, float, float } %276, 2
  %280 = extractvalue { float, float, float, float } %276, 3
  %281 = getelementptr bfloat, ptr addrspace(3) %215, i64 %111
  %282 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %281)
  %283 = extractvalue { i32, i32, i32, i32 } %282, 0
  %284 = extractvalue { i32, i32, i32, i32 } %282, 1
  %285 = extractvalue { i32, i32, i32, i32 } %282, 2
  %286 = extractvalue { i32, i32, i32, i32 } %282, 3
  %287 = getelementptr bfloat, ptr addrspace(3) %216, i64 %115
  %288 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %287)
  %289 = extractvalue { i32, i32, i32, i32 } %288, 0
  %290 = extractvalue { i32, i32, i32, i32 } %288, 1
  %291 = extractvalue { i32, i32, i32, i32 } %288, 2
  %292 = extractvalue { i32, i32, i32, i32 } %288, 3
  %293 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %283, i32 %284, i32 %285, i32 %286, i32 %289, i32 %290, float %230, float %231, float %232, float %233) #4
  %294 = extractvalue { float, float, float, float } %293, 0
  %295 = extractvalue { float, float, float, float } %293, 1
  %296 = extractvalue { float, float, float, float } %293, 2
  %297 = extractvalue { float, float, float, float } %293, 3
  %298 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %283, i32 %284, i32 %285, i32 %286, i32 %291, i32 %292, float %235, float %236, float %237, float %238) #4
  %299 = extractvalue { float, float, float, float } %298, 0
  %300 = extractvalue { float, float, float, float } %298, 1
  %301 = extractvalue { float, float, float, float } %298, 2
  %302 = extractvalue { float, float, float, float } %298, 3
  %303 = getelementptr bfloat, ptr addrspace(3) %216, i64 %117
  %304 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %303)
  %305 = extractvalue { i32, i32, i32, i32 } %304, 0
  %306 = extractvalue { i32, i32, i32, i32 } %304, 1
  %307 = extractvalue { i32, i32, i32, i32 } %304, 2
  %308 = extractvalue { i32, i32, i32, i32 } %304, 3
  %309 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %283, i32 %284, i32 %285, i32 %286, i32 %305, i32 %306, float %246, float %247, float %248, float %249) #4
  %310 = extractvalue { float, float, float, float } %309, 0
  %311 = extractvalue { float, float, float, float } %309, 1
  %312 = extractvalue { float, float, float, float } %309, 2
  %313 = extractvalue { float, float, float, float } %309, 3
  %314 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %283, i32 %284, i32 %285, i32 %286, i32 %307, i32 %308, float %251, float %252, float %253, float %254) #4
  %315 = extractvalue { float, float, float, float } %314, 0
  %316 = extractvalue { float, float, float, float } %314, 1
  %317 = extractvalue { float, float, float, float } %314, 2
  %318 = extractvalue { float, float, float, float } %314, 3
  %319 = getelementptr bfloat, ptr addrspace(3) %215, i64 %120
  %320 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %319)
  %321 = extractvalue { i32, i32, i32, i32 } %320, 0
  %322 = extractvalue { i32, i32, i32, i32 } %320, 1
  %323 = extractvalue { i32, i32, i32, i32 } %320, 2
  %324 = extractvalue { i32, i32, i32, i32 } %320, 3
  %325 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %321, i32 %322, i32 %323, i32 %324, i32 %289, i32 %290, float %262, float %263, float %264, float %265) #4
  %326 = extractvalue { float, float, float, float } %325, 0
  %327 = extractvalue { float, float, float, float } %325, 1
  %328 = extractvalue { float, float, float, float } %325, 2
  %329 = extractvalue { float, float, float, float } %325, 3
  %330 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %321, i32 %322, i32 %323, i32 %324, i32 %291, i32 %292, float %267, float %268, float %269, float %270) #4
  %331 = extractvalue { float, float, float, float } %330, 0
  %332 = extractvalue { float, float, float, float } %330, 1
  %333 = extractvalue { float, float, float, float } %330, 2
  %334 = extractvalue { float, float, float, float } %330, 3
  %335 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %321, i32 %322, i32 %323, i32 %324, i32 %305, i32 %306, float %272, float %273, float %274, float %275) #4
  %336 = extractvalue { float, float, float, float } %335, 0
  %337 = extractvalue { float, float, float, float } %335, 1
  %338 = extractvalue { float, float, float, float } %335, 2
  %339 = extractvalue { float, float, float, float } %335, 3
  %340 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %321, i32 %322, i32 %323, i32 %324, i32 %307, i32 %308, float %277, float %278, float %279, float %280) #4
  %341 = extractvalue { float, float, float, float } %340, 0
  %342 = extractvalue { float, float, float, float } %340, 1
  %343 = extractvalue { float, float, float, float } %340, 2
  %344 = extractvalue { float, float, float, float } %340, 3
  %345 = getelementptr bfloat, ptr addrspace(3) %215, i64 %124
  %346 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %345)
  %347 = extractvalue { i32, i32, i32, i32 } %346, 0
  %348 = extractvalue { i32, i32, i32, i32 } %346, 1
  %349 = extractvalue { i32, i32, i32, i32 } %346, 2
  %350 = extractvalue { i32, i32, i32, i32 } %346, 3
  %351 = getelementptr bfloat, ptr addrspace(3) %216, i64 %128
  %352 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %351)
  %353 = extractvalue { i32, i32, i32, i32 } %352, 0
  %354 = extractvalue { i32, i32, i32, i32 } %352, 1
  %355 = extractvalue { i32, i32, i32, i32 } %352, 2
  %356 = extractvalue { i32, i32, i32, i32 } %352, 3
  %357 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %347, i32 %348, i32 %349, i32 %350, i32 %353, i32 %354, float %294, float %295, float %296, float %297) #4
  %358 = extractvalue { float, float, float, float } %357, 0
  %359 = extractvalue { float, float, float, float } %357, 1
  %360 = extractvalue { float, float, float, float } %357, 2
  %361 = extractvalue { float, float, float, float } %357, 3
  %362 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %347, i32 %348, i32 %349, i32 %350, i32 %355, i32 %356, float %299, float %300, float %301, float %302) #4
  %363 = extractvalue { float, float, float, float } %362, 0
  %364 = extractvalue { float, float, float, float } %362, 1
  %365 = extractvalue { float, float, float, float } %362, 2
  %366 = extractvalue { float, float, float, float } %362, 3
  %367 = getelementptr bfloat, ptr addrspace(3) %216, i64 %130
  %368 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %367)
  %369 = extractvalue { i32, i32, i32, i32 } %368, 0
  %370 = extractvalue { i32, i32, i32, i32 } %368, 1
  %371 = extractvalue { i32, i32, i32, i32 } %368, 2
  %372 = extractvalue { i32, i32, i32, i32 } %368, 3
  %373 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %347, i32 %348, i32 %349, i32 %350, i32 %369, i32 %370, float %310, float %311, float %312, float %313) #4
  %374 = extractvalue { float, float, float, float } %373, 0
  %375 = extractvalue { float, float, float, float } %373, 1
  %376 = extractvalue { float, float, float, float } %373, 2
  %377 = extractvalue { float, float, float, float } %373, 3
  %378 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %347, i32 %348, i32 %349, i32 %350, i32 %371, i32 %372, float %315, float %316, float %317, float %318) #4
  %379 = extractvalue { float, float, float, float } %378, 0
  %380 = extractvalue { float, float, float, float } %378, 1
  %381 = extractvalue { float, float, float, float } %378, 2
  %382 = extractvalue { float, float, float, float } %378, 3
  %383 = getelementptr bfloat, ptr addrspace(3) %215, i64 %133
  %384 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %383)
  %385 = extractvalue { i32, i32, i32, i32 } %384, 0
  %386 = extractvalue { i32, i32, i32, i32 } %384, 1
  %387 = extractvalue { i32, i32, i32, i32 } %384, 2
  %388 = extractvalue { i32, i32, i32, i32 } %384, 3
  %389 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %385, i32 %386, i32 %387, i32 %388, i32 %353, i32 %354, float %326, float %327, float %328, float %329) #4
  %390 = extractvalue { float, float, float, float } %389, 0
  %391 = extractvalue { float, float, float, float } %389, 1
  %392 = extractvalue { float, float, float, float } %389, 2
  %393 = extractvalue { float, float, float, float } %389, 3
  %394 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %385, i32 %386, i32 %387, i32 %388, i32 %355, i32 %356, float %331, float %332, float %333, float %334) #4
  %395 = extractvalue { float, float, float, float } %394, 0
  %396 = extractvalue { float, float, float, float } %394, 1
  %397 = extractvalue { float, float, float, float } %394, 2
  %398 = extractvalue { float, float, float, float } %394, 3
  %399 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %385, i32 %386, i32 %387, i32 %388, i32 %369, i32 %370, float %336, float %337, float %338, float %339) #4
  %400 = extractvalue { float, float, float, float } %399, 0
  %401 = extractvalue { float, float, float, float } %399, 1
  %402 = extractvalue { float, float, float, float } %399, 2
  %403 = extractvalue { float, float, float, float } %399, 3
  %404 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %385, i32 %386, i32 %387, i32 %388, i32 %371, i32 %372, float %341, float %342, float %343, float %344) #4
  %405 = extractvalue { float, float, float, float } %404, 0
  %406 = extractvalue { float, float, float, float } %404, 1
  %407 = extractvalue { float, float, float, float } %404, 2
  %408 = extractvalue { float, float, float, float } %404, 3
  %409 = getelementptr bfloat, ptr addrspace(3) %215, i64 %137
  %410 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %409)
  %411 = extractvalue { i32, i32, i32, i32 } %410, 0
  %412 = extractvalue { i32, i32, i32, i32 } %410, 1
  %413 = extractvalue { i32, i32, i32, i32 } %410, 2
  %414 = extractvalue { i32, i32, i32, i32 } %410, 3
  %415 = getelementptr bfloat, ptr addrspace(3) %216, i64 %141
  %416 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %415)
  %417 = extractvalue { i32, i32, i32, i32 } %416, 0
  %418 = extractvalue { i32, i32, i32, i32 } %416, 1
  %419 = extractvalue { i32, i32, i32, i32 } %416, 2
  %420 = extractvalue { i32, i32, i32, i32 } %416, 3
  %421 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %411, i32 %412, i32 %413, i32 %414, i32 %417, i32 %418, float %358, float %359, float %360, float %361) #4
  %422 = extractvalue { float, float, float, float } %421, 0
  %423 = extractvalue { float, float, float, float } %421, 1
  %424 = extractvalue { float, float, float, float } %421, 2
  %425 = extractvalue { float, float, float, float } %421, 3
  %426 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %411, i32 %412, i32 %413, i32 %414, i32 %419, i32 %420, float %363, float %364, float %365, float %366) #4
  %427 = extractvalue { float, float, float, float } %426, 0
  %428 = extractvalue { float, float, float, float } %426, 1
  %429 = extractvalue { float, float, float, float } %426, 2
  %430 = extractvalue { float, float, float, float } %426, 3
  %431 = getelementptr bfloat, ptr addrspace(3) %216, i64 %143
  %432 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %431)
  %433 = extractvalue { i32, i32, i32, i32 } %432, 0
  %434 = extractvalue { i32, i32, i32, i32 } %432, 1
  %435 = extractvalue { i32, i32, i32, i32 } %432, 2
  %436 = extractvalue { i32, i32, i32, i32 } %432, 3
  %437 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %411, i32 %412, i32 %413, i32 %414, i32 %433, i32 %434, float %374, float %375, float %376, float %377) #4
  %438 = extractvalue { float, float, float, float } %437, 0
  %439 = extractvalue { float, float, float, float } %437, 1
  %440 = extractvalue { float, float, float, float } %437, 2
  %441 = extractvalue { float, float, float, float } %437, 3
  %442 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %411, i32 %412, i32 %413, i32 %414, i32 %435, i32 %436, float %379, float %380, float %381, float %382) #4
  %443 = extractvalue { float, float, float, float } %442, 0
  %444 = extractvalue { float, float, float, float } %442, 1
  %445 = extractvalue { float, float, float, float } %442, 2
  %446 = extractvalue { float, float, float, float } %442, 3
  %447 = getelementptr bfloat, ptr addrspace(3) %215, i64 %146
  %448 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %447)
  %449 = extractvalue { i32, i32, i32, i32 } %448, 0
  %450 = extractvalue { i32, i32, i32, i32 } %448, 1
  %451 = extractvalue { i32, i32, i32, i32 } %448, 2
  %452 = extractvalue { i32, i32, i32, i32 } %448, 3
  %453 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %449, i32 %450, i32 %451, i32 %452, i32 %417, i32 %418, float %390, float %391, float %392, float %393) #4
  %454 = extractvalue { float, float, float, float } %453, 0
  %455 = extractvalue { float, float, float, float } %453, 1
  %456 = extractvalue { float, float, float, float } %453, 2
  %457 = extractvalue { float, float, float, float } %453, 3
  %458 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %449, i32 %450, i32 %451, i32 %452, i32 %419, i32 %420, float %395, float %396, float %397, float %398) #4
  %459 = extractvalue { float, float, float, float } %458, 0
  %460 = extractvalue { float, float, float, float } %458, 1
  %461 = extractvalue { float, float, float, float } %458, 2
  %462 = extractvalue { float, float, float, float } %458, 3
  %463 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %449, i32 %450, i32 %451, i32 %452, i32 %433, i32 %434, float %400, float %401, float %402, float %403) #4
  %464 = extractvalue { float, float, float, float } %463, 0
  %465 = extractvalue { float, float, float, float } %463, 1
  %466 = extractvalue { float, float, float, float } %463, 2
  %467 = extractvalue { float, float, float, float } %463, 3
  %468 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %449, i32 %450, i32 %451, i32 %452, i32 %435, i32 %436, float %405, float %406, float %407, float %408) #4
  %469 = extractvalue { float, float, float, float } %468, 0
  %470 = extractvalue { float, float, float, float } %468, 1
  %471 = extractvalue { float, float, float, float } %468, 2
  %472 = extractvalue { float, float, float, float } %468, 3
  %473 = shl nuw nsw i32 %182, 8
  %474 = zext nneg i32 %473 to i64
  %475 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_scaled_dsmem, i64 49152), i64 %474
  %476 = getelementptr i8, ptr addrspace(3) %475, i64 %72
  %477 = load float, ptr addrspace(3) %476, align 8
  %478 = getelementptr i8, ptr addrspace(3) %475, i64 %76
  %479 = load float, ptr addrspace(3) %478, align 4
  %480 = getelementptr i8, ptr addrspace(3) %475, i64 %80
  %481 = load float, ptr addrspace(3) %480, align 8
  %482 = getelementptr i8, ptr addrspace(3) %475, i64 %83
  %483 = load float, ptr addrspace(3) %482, align 4
  %484 = getelementptr i8, ptr addrspace(3) %475, i64 %86
  %485 = load float, ptr addrspace(3) %484, align 8
  %486 = getelementptr i8, ptr addrspace(3) %475, i64 %89
  %487 = load float, ptr addrspace(3) %486, align 4
  %488 = getelementptr i8, ptr addrspace(3) %475, i64 %93
  %489 = load float, ptr addrspace(3) %488, align 8
  %490 = getelementptr i8, ptr addrspace(3) %475, i64 %96
  %491 = load float, ptr addrspace(3) %490, align 4
  %492 = fmul float %422, %477
  %493 = fmul float %423, %479
  %494 = fmul float %424, %477
  %495 = fmul float %425, %479
  %496 = fmul float %427, %481
  %497 = fmul float %428, %483
  %498 = fmul float %429, %481
  %499 = fmul float %430, %483
  %500 = fmul float %438, %485
  %501 = fmul float %439, %487
  %502 = fmul float %440, %485
  %503 = fmul float %441, %487
  %504 = fmul float %443, %489
  %505 = fmul float %444, %491
  %506 = fmul float %445, %489
  %507 = fmul float %446, %491
  %508 = fmul float %454, %477
  %509 = fmul float %455, %479
  %510 = fmul float %456, %477
  %511 = fmul float %457, %479
  %512 = fmul float %459, %481
  %513 = fmul float %460, %483
  %514 = fmul float %461, %481
  %515 = fmul float %462, %483
  %516 = fmul float %464, %485
  %517 = fmul float %465, %487
  %518 = fmul float %466, %485
  %519 = fmul float %467, %487
  %520 = fmul float %469, %489
  %521 = fmul float %470, %491
  %522 = fmul float %471, %489
  %523 = fmul float %472, %491
  %524 = fadd float %179, %492
  %525 = fadd float %178, %493
  %526 = fadd float %177, %494
  %527 = fadd float %176, %495
  %528 = fadd float %175, %496
  %529 = fadd float %174, %497
  %530 = fadd float %173, %498
  %531 = fadd float %172, %499
  %532 = fadd float %171, %500
  %533 = fadd float %170, %501
  %534 = fadd float %169, %502
  %535 = fadd float %168, %503
  %536 = fadd float %167, %504
  %537 = fadd float %166, %505
  %538 = fadd float %165, %506
  %539 = fadd float %164, %507
  %540 = fadd float %163, %508
  %541 = fadd float %162, %509
  %542 = fadd float %161, %510
  %543 = fadd float %160, %511
  %544 = fadd float %159, %512
  %545 = fadd float %158, %513
  %546 = fadd float %157, %514
  %547 = fadd float %156, %515
  %548 = fadd float %155, %516
  %549 = fadd float %154, %517
  %550 = fadd float %153, %518
  %551 = fadd float %152, %519
  %552 = fadd float %151, %520
  %553 = fadd float %150, %521
  %554 = fadd float %149, %522
  %555 = fadd float %148, %523
  %556 = lshr exact i32 %183, 6
  %557 = mul i32 %556, %5
  %558 = shl nuw nsw i32 %185, 8
  %559 = zext nneg i32 %558 to i64
  %560 = add i32 %557, %14
  %561 = and i1 %22, %186
  %gep = getelementptr i8, ptr addrspace(3) %26, i64 %559
  %562 = sext i32 %560 to i64
  %563 = getelementptr float, ptr addrspace(1) %2, i64 %562
  %564 = select i1 %561, i32 4, i32 0
  %565 = ptrtoint ptr addrspace(3) %gep to i64
  %566 = trunc i64 %565 to i32
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %566, ptr addrspace(1) %563, i32 %564) #4
  call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #4
  %567 = add i32 %180, 64
  %568 = icmp slt i32 %567, %6
  br i1 %568, label %147, label %._crit_edge.loopexit

._crit_edge.loopexit:                             ; preds = %212
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
  %595 = bitcast float %550 to i32
  %596 = bitcast float %551 to i32
  %597 = bitcast float %552 to i32
  %598 = bitcast float %553 to i32
  %599 = bitcast float %554 to i32
  %600 = bitcast float %555 to i32
  br label %._crit_edge

._crit_edge:                                      ; preds = %._crit_edge.loopexit, %.critedge4
  %.lcssa73 = phi i32 [ 0, %.critedge4 ], [ %569, %._crit_edge.loopexit ]
  %.lcssa72 = phi i32 [ 0, %.critedge4 ], [ %570, %._crit_edge.loopexit ]
  %.lcssa71 = phi i32 [ 0, %.critedge4 ], [ %571, %._crit_edge.loopexit ]
  %.lcssa70 = phi i32 [ 0, %.critedge4 ], [ %572, %._crit_edge.loopexit ]
  %.lcssa69 = phi i32 [ 0, %.critedge4 ], [ %573, %._crit_edge.loopexit ]
  %.lcssa68 = phi i32 [ 0, %.critedge4 ], [ %574, %._crit_edge.loopexit ]
  %.lcssa67 = phi i32 [ 0, %.critedge4 ], [ %575, %._crit_edge.loopexit ]
  %.lcssa66 = phi i32 [ 0, %.critedge4 ], [ %576, %._crit_edge.loopexit ]
  %.lcssa65 = phi i32 [ 0, %.critedge4 ], [ %577, %._crit_edge.loopexit ]
  %.lcssa64 = phi i32 [ 0, %.critedge4 ], [ %578, %._crit_edge.loopexit ]
  %.lcssa63 = phi i32 [ 0, %.critedge4 ], [ %579, %._crit_edge.loopexit ]
  %.lcssa62 = phi i32 [ 0, %.critedge4 ], [ %580, %._crit_edge.loopexit ]
  %.lcssa61 = phi i32 [ 0, %.critedge4 ], [ %581, %._crit_edge.loopexit ]
  %.lcssa60 = phi i32 [ 0, %.critedge4 ], [ %582, %._crit_edge.loopexit ]
  %.lcssa59 = phi i32 [ 0, %.critedge4 ], [ %583, %._crit_edge.loopexit ]
  %.lcssa58 = phi i32 [ 0, %.critedge4 ], [ %584, %._crit_edge.loopexit ]
  %.lcssa57 = phi i32 [ 0, %.critedge4 ], [ %585, %._crit_edge.loopexit ]
  %.lcssa56 = phi i32 [ 0, %.critedge4 ], [ %586, %._crit_edge.loopexit ]
  %.lcssa55 = phi i32 [ 0, %.critedge4 ], [ %587, %._crit_edge.loopexit ]
  %.lcssa54 = phi i32 [ 0, %.critedge4 ], [ %588, %._crit_edge.loopexit ]
  %.lcssa53 = phi i32 [ 0, %.critedge4 ], [ %589, %._crit_edge.loopexit ]
  %.lcssa52 = phi i32 [ 0, %.critedge4 ], [ %590, %._crit_edge.loopexit ]
  %.lcssa51 = phi i32 [ 0, %.critedge4 ], [ %591, %._crit_edge.loopexit ]
  %.lcssa50 = phi i32 [ 0, %.critedge4 ], [ %592, %._crit_edge.loopexit ]
  %.lcssa49 = phi i32 [ 0, %.critedge4 ], [ %593, %._crit_edge.loopexit ]
  %.lcssa48 = phi i32 [ 0, %.critedge4 ], [ %594, %._crit_edge.loopexit ]
  %.lcssa47 = phi i32 [ 0, %.critedge4 ], [ %595, %._crit_edge.loopexit ]
  %.lcssa46 = phi i32 [ 0, %.critedge4 ], [ %596, %._crit_edge.loopexit ]
  %.lcssa45 = phi i32 [ 0, %.critedge4 ], [ %597, %._crit_edge.loopexit ]
  %.lcssa44 = phi i32 [ 0, %.critedge4 ], [ %598, %._crit_edge.loopexit ]
  %.lcssa43 = phi i32 [ 0, %.critedge4 ], [ %599, %._crit_edge.loopexit ]
  %.lcssa42 = phi i32 [ 0, %.critedge4 ], [ %600, %._crit_edge.loopexit ]
  call void asm sideeffect "cp.async.wait_group 0;", "~{memory}"() #4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %15, label %601, label %602

601:                                              ; preds = %._crit_edge
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_scaled_dsmem, i64 49920) to i32)) #4
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_scaled_dsmem, i64 49920) to i32), i32 16)) #4
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_scaled_dsmem, i64 49920) to i32), i32 32)) #4
  br label %602

602:                                              ; preds = %601, %._crit_edge
  %603 = lshr i32 %8, 2
  %604 = and i32 %603, 7
  %605 = and i32 %8, 32
  %606 = lshr i32 %8, 1
  %607 = and i32 %606, 32
  %608 = shl nuw nsw i32 %8, 1
  %609 = and i32 %608, 6
  %610 = or disjoint i32 %604, %11
  %611 = or disjoint i32 %610, %607
  %612 = mul i32 %5, %611
  %613 = or disjoint i32 %12, %605
  %614 = or disjoint i32 %613, %609
  %615 = add i32 %612, %614
  %616 = sext i32 %615 to i64
  %617 = getelementptr float, ptr addrspace(1) %3, i64 %616
  %618 = icmp slt i32 %611, %4
  %619 = icmp slt i32 %614, %5
  %620 = and i1 %618, %619
  %621 = or disjoint i32 %609, 1
  %622 = or disjoint i32 %613, %621
  %623 = icmp slt i32 %622, %5
  %624 = ptrtoint ptr addrspace(1) %617 to i64
  %625 = and i64 %624, 7
  %626 = icmp eq i64 %625, 0
  %627 = and i1 %620, %626
  %628 = and i1 %623, %627
  %629 = xor i1 %620, %628
  %630 = xor i1 %618, %627
  %631 = and i1 %623, %630
  %632 = zext i1 %628 to i32
  %633 = zext i1 %629 to i32
  %634 = zext i1 %631 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %632, i32 %.lcssa73, i32 %.lcssa72, ptr addrspace(1) %617, i32 %633, i32 %634) #4
  %635 = or disjoint i32 %604, 8
  %636 = or disjoint i32 %607, %11
  %637 = or disjoint i32 %636, %635
  %638 = mul i32 %5, %637
  %639 = add i32 %638, %614
  %640 = sext i32 %639 to i64
  %641 = getelementptr float, ptr addrspace(1) %3, i64 %640
  %642 = icmp slt i32 %637, %4
  %643 = and i1 %642, %619
  %644 = ptrtoint ptr addrspace(1) %641 to i64
  %645 = and i64 %644, 7
  %646 = icmp eq i64 %645, 0
  %647 = and i1 %643, %646
  %648 = and i1 %623, %647
  %649 = xor i1 %643, %648
  %650 = xor i1 %642, %647
  %651 = and i1 %623, %650
  %652 = zext i1 %648 to i32
  %653 = zext i1 %649 to i32
  %654 = zext i1 %651 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %652, i32 %.lcssa71, i32 %.lcssa70, ptr addrspace(1) %641, i32 %653, i32 %654) #4
  %655 = or disjoint i32 %605, 8
  %656 = or disjoint i32 %609, %12
  %657 = or disjoint i32 %656, %655
  %658 = add i32 %612, %657
  %659 = sext i32 %658 to i64
  %660 = getelementptr float, ptr addrspace(1) %3, i64 %659
  %661 = icmp slt i32 %657, %5
  %662 = and i1 %618, %661
  %663 = or disjoint i32 %621, %12
  %664 = or disjoint i32 %663, %655
  %665 = icmp slt i32 %664, %5
  %666 = ptrtoint ptr addrspace(1) %660 to i64
  %667 = and i64 %666, 7
  %668 = icmp eq i64 %667, 0
  %669 = and i1 %662, %668
  %670 = and i1 %665, %669
  %671 = xor i1 %662, %670
  %672 = xor i1 %618, %669
  %673 = and i1 %665, %672
  %674 = zext i1 %670 to i32
  %675 = zext i1 %671 to i32
  %676 = zext i1 %673 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %674, i32 %.lcssa69, i32 %.lcssa68, ptr addrspace(1) %660, i32 %675, i32 %676) #4
  %677 = add i32 %638, %657
  %678 = sext i32 %677 to i64
  %679 = getelementptr float, ptr addrspace(1) %3, i64 %678
  %680 = and i1 %642, %661
  %681 = ptrtoint ptr addrspace(1) %679 to i64
  %682 = and i64 %681, 7
  %683 = icmp eq i64 %682, 0
  %684 = and i1 %680, %683
  %685 = and i1 %665, %684
  %686 = xor i1 %680, %685
  %687 = xor i1 %642, %684
  %688 = and i1 %665, %687
  %689 = zext i1 %685 to i32
  %690 = zext i1 %686 to i32
  %691 = zext i1 %688 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %689, i32 %.lcssa67, i32 %.lcssa66, ptr addrspace(1) %679, i32 %690, i32 %691) #4
  %692 = or disjoint i32 %605, 16
  %693 = or disjoint i32 %656, %692
  %694 = add i32 %612, %693
  %695 = sext i32 %694 to i64
  %696 = getelementptr float, ptr addrspace(1) %3, i64 %695
  %697 = icmp slt i32 %693, %5
  %698 = and i1 %618, %697
  %699 = or disjoint i32 %663, %692
  %700 = icmp slt i32 %699, %5
  %701 = ptrtoint ptr addrspace(1) %696 to i64
  %702 = and i64 %701, 7
  %703 = icmp eq i64 %702, 0
  %704 = and i1 %698, %703
  %705 = and i1 %700, %704
  %706 = xor i1 %698, %705
  %707 = xor i1 %618, %704
  %708 = and i1 %700, %707
  %709 = zext i1 %705 to i32
  %710 = zext i1 %706 to i32
  %711 = zext i1 %708 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %709, i32 %.lcssa65, i32 %.lcssa64, ptr addrspace(1) %696, i32 %710, i32 %711) #4
  %712 = add i32 %638, %693
  %713 = sext i32 %712 to i64
  %714 = getelementptr float, ptr addrspace(1) %3, i64 %713
  %715 = and i1 %642, %697
  %716 = ptrtoint ptr addrspace(1) %714 to i64
  %717 = and i64 %716, 7
  %718 = icmp eq i64 %717, 0
  %719 = and i1 %715, %718
  %720 = and i1 %700, %719
  %721 = xor i1 %715, %720
  %722 = xor i1 %642, %719
  %723 = and i1 %700, %722
  %724 = zext i1 %720 to i32
  %725 = zext i1 %721 to i32
  %726 = zext i1 %723 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %724, i32 %.lcssa63, i32 %.lcssa62, ptr addrspace(1) %714, i32 %725, i32 %726) #4
  %727 = or disjoint i32 %605, 24
  %728 = or disjoint i32 %656, %727
  %729 = add i32 %612, %728
  %730 = sext i32 %729 to i64
  %731 = getelementptr float, ptr addrspace(1) %3, i64 %730
  %732 = icmp slt i32 %728, %5
  %733 = and i1 %618, %732
  %734 = or disjoint i32 %663, %727
  %735 = icmp slt i32 %734, %5
  %736 = ptrtoint ptr addrspace(1) %731 to i64
  %737 = and i64 %736, 7
  %738 = icmp eq i64 %737, 0
  %739 = and i1 %733, %738
  %740 = and i1 %735, %739
  %741 = xor i1 %733, %740
  %742 = xor i1 %618, %739
  %743 = and i1 %735, %742
  %744 = zext i1 %740 to i32
  %745 = zext i1 %741 to i32
  %746 = zext i1 %743 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %744, i32 %.lcssa61, i32 %.lcssa60, ptr addrspace(1) %731, i32 %745, i32 %746) #4
  %747 = add i32 %638, %728
  %748 = sext i32 %747 to i64
  %749 = getelementptr float, ptr addrspace(1) %3, i64 %748
  %750 = and i1 %642, %732
  %751 = ptrtoint ptr addrspace(1) %749 to i64
  %752 = and i64 %751, 7
  %753 = icmp eq i64 %752, 0
  %754 = and i1 %750, %753
  %755 = and i1 %735, %754
  %756 = xor i1 %750, %755
  %757 = xor i1 %642, %754
  %758 = and i1 %735, %757
  %759 = zext i1 %755 to i32
  %760 = zext i1 %756 to i32
  %761 = zext i1 %758 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %759, i32 %.lcssa59, i32 %.lcssa58, ptr addrspace(1) %749, i32 %760, i32 %761) #4
  %762 = or disjoint i32 %607, 16
  %763 = or disjoint i32 %610, %762
  %764 = mul i32 %5, %763
  %765 = add i32 %764, %614
  %766 = sext i32 %765 to i64
  %767 = getelementptr float, ptr addrspace(1) %3, i64 %766
  %768 = icmp slt i32 %763, %4
  %769 = and i1 %768, %619
  %770 = ptrtoint ptr addrspace(1) %767 to i64
  %771 = and i64 %770, 7
  %772 = icmp eq i64 %771, 0
  %773 = and i1 %769, %772
  %774 = and i1 %623, %773
  %775 = xor i1 %769, %774
  %776 = xor i1 %768, %773
  %777 = and i1 %623, %776
  %778 = zext i1 %774 to i32
  %779 = zext i1 %775 to i32
  %780 = zext i1 %777 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %778, i32 %.lcssa57, i32 %.lcssa56, ptr addrspace(1) %767, i32 %779, i32 %780) #4
  %781 = or disjoint i32 %635, %11
  %782 = or disjoint i32 %781, %762
  %783 = mul i32 %5, %782
  %784 = add i32 %783, %614
  %785 = sext i32 %784 to i64
  %786 = getelementptr float, ptr addrspace(1) %3, i64 %785
  %787 = icmp slt i32 %782, %4
  %788 = and i1 %787, %619
  %789 = ptrtoint ptr addrspace(1) %786 to i64
  %790 = and i64 %789, 7
  %791 = icmp eq i64 %790, 0
  %792 = and i1 %788, %791
  %793 = and i1 %623, %792
  %794 = xor i1 %788, %793
  %795 = xor i1 %787, %792
  %796 = and i1 %623, %795
  %797 = zext i1 %793 to i32
  %798 = zext i1 %794 to i32
  %799 = zext i1 %796 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %797, i32 %.lcssa55, i32 %.lcssa54, ptr addrspace(1) %786, i32 %798, i32 %799) #4
  %800 = add i32 %764, %657
  %801 = sext i32 %800 to i64
  %802 = getelementptr float, ptr addrspace(1) %3, i64 %801
  %803 = and i1 %768, %661
  %804 = ptrtoint ptr addrspace(1) %802 to i64
  %805 = and i64 %804, 7
  %806 = icmp eq i64 %805, 0
  %807 = and i1 %803, %806
  %808 = and i1 %665, %807
  %809 = xor i1 %803, %808
  %810 = xor i1 %768, %807
  %811 = and i1 %665, %810
  %812 = zext i1 %808 to i32
  %813 = zext i1 %809 to i32
  %814 = zext i1 %811 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %812, i32 %.lcssa53, i32 %.lcssa52, ptr addrspace(1) %802, i32 %813, i32 %814) #4
  %815 = add i32 %783, %657
  %816 = sext i32 %815 to i64
  %817 = getelementptr float, ptr addrspace(1) %3, i64 %816
  %818 = and i1 %787, %661
  %819 = ptrtoint ptr addrspace(1) %817 to i64
  %820 = and i64 %819, 7
  %821 = icmp eq i64 %820, 0
  %822 = and i1 %818, %821
  %823 = and i1 %665, %822
  %824 = xor i1 %818, %823
  %825 = xor i1 %787, %822
  %826 = and i1 %665, %825
  %827 = zext i1 %823 to i32
  %828 = zext i1 %824 to i32
  %829 = zext i1 %826 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %827, i32 %.lcssa51, i32 %.lcssa50, ptr addrspace(1) %817, i32 %828, i32 %829) #4
  %830 = add i32 %764, %693
  %831 = sext i32 %830 to i64
  %832 = getelementptr float, ptr addrspace(1) %3, i64 %831
  %833 = and i1 %768, %697
  %834 = ptrtoint ptr addrspace(1) %832 to i64
  %835 = and i64 %834, 7
  %836 = icmp eq i64 %835, 0
  %837 = and i1 %833, %836
  %838 = and i1 %700, %837
  %839 = xor i1 %833, %838
  %840 = xor i1 %768, %837
  %841 = and i1 %700, %840
  %842 = zext i1 %838 to i32
  %843 = zext i1 %839 to i32
  %844 = zext i1 %841 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %842, i32 %.lcssa49, i32 %.lcssa48, ptr addrspace(1) %832, i32 %843, i32 %844) #4
  %845 = add i32 %783, %693
  %846 = sext i32 %845 to i64
  %847 = getelementptr float, ptr addrspace(1) %3, i64 %846
  %848 = and i1 %787, %697
  %849 = ptrtoint ptr addrspace(1) %847 to i64
  %850 = and i64 %849, 7
  %851 = icmp eq i64 %850, 0
  %852 = and i1 %848, %851
  %853 = and i1 %700, %852
  %854 = xor i1 %848, %853
  %855 = xor i1 %787, %852
  %856 = and i1 %700, %855
  %857 = zext i1 %853 to i32
  %858 = zext i1 %854 to i32
  %859 = zext i1 %856 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %857, i32 %.lcssa47, i32 %.lcssa46, ptr addrspace(1) %847, i32 %858, i32 %859) #4
  %860 = add i32 %764, %728
  %861 = sext i32 %860 to i64
  %862 = getelementptr float, ptr addrspace(1) %3, i64 %861
  %863 = and i1 %768, %732
  %864 = ptrtoint ptr addrspace(1) %862 to i64
  %865 = and i64 %864, 7
  %866 = icmp eq i64 %865, 0
  %867 = and i1 %863, %866
  %868 = and i1 %735, %867
  %869 = xor i1 %863, %868
  %870 = xor i1 %768, %867
  %871 = and i1 %735, %870
  %872 = zext i1 %868 to i32
  %873 = zext i1 %869 to i32
  %874 = zext i1 %871 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %872, i32 %.lcssa45, i32 %.lcssa44, ptr addrspace(1) %862, i32 %873, i32 %874) #4
  %875 = add i32 %783, %728
  %876 = sext i32 %875 to i64
  %877 = getelementptr float, ptr addrspace(1) %3, i64 %876
  %878 = and i1 %787, %732
  %879 = ptrtoint ptr addrspace(1) %877 to i64
  %880 = and i64 %879, 7
  %881 = icmp eq i64 %880, 0
  %882 = and i1 %878, %881
  %883 = and i1 %735, %882
  %884 = xor i1 %878, %883
  %885 = xor i1 %787, %882
  %886 = and i1 %735, %885
  %887 = zext i1 %883 to i32
  %888 = zext i1 %884 to i32
  %889 = zext i1 %886 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %887, i32 %.lcssa43, i32 %.lcssa42, ptr addrspace(1) %877, i32 %888, i32 %889) #4
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
