; ModuleID = 'tile_kernels'
source_filename = "tile_kernels"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@gemm_bf16_tma_64x128_dsmem = external addrspace(3) global [0 x i8], align 1024

; Function Attrs: nounwind
define ptx_kernel void @gemm_bf16_tma_64x128(ptr byval([128 x i8]) align 64 "nvvm.grid_constant" %0, ptr byval([128 x i8]) align 64 "nvvm.grid_constant" %1, ptr addrspace(1) %2, i32 %3, i32 %4, i32 %5) local_unnamed_addr #0 {
  %7 = tail call range(i32 0, 128) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
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
  %.decomposed512 = sub i32 %.decomposed, %21
  %22 = add nuw i32 %.decomposed512, %16
  %23 = shl i32 %22, 6
  %24 = shl i32 %20, 7
  %25 = tail call i32 @llvm.smax.i32(i32 %5, i32 0)
  %26 = add nuw i32 %25, 63
  %27 = sdiv i32 %26, 64
  %28 = icmp eq i32 %7, 0
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %28, label %29, label %30

29:                                               ; preds = %6
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_64x128_dsmem to i32), i32 98304)) #5
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_64x128_dsmem to i32), i32 98312)) #5
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_64x128_dsmem to i32), i32 98320)) #5
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_64x128_dsmem to i32), i32 98328)) #5
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #5
  br label %30

30:                                               ; preds = %29, %6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %31 = icmp sgt i32 %26, 63
  %or.cond = select i1 %28, i1 %31, i1 false
  br i1 %or.cond, label %.lr.ph, label %.loopexit

.lr.ph:                                           ; preds = %30
  %32 = ptrtoint ptr %0 to i64
  %33 = ptrtoint ptr %1 to i64
  %34 = call i32 @llvm.smax.i32(i32 %27, i32 1)
  %35 = call i32 @llvm.umin.i32(i32 %34, i32 3)
  %smax = zext nneg i32 %35 to i64
  br label %36

36:                                               ; preds = %.lr.ph, %36
  %37 = phi i64 [ 0, %.lr.ph ], [ %46, %36 ]
  %38 = trunc i64 %37 to i32
  %39 = and i32 %38, 3
  %40 = mul nuw nsw i32 %39, 24576
  %41 = add i32 %40, ptrtoint (ptr addrspace(3) @gemm_bf16_tma_64x128_dsmem to i32)
  %42 = add i32 %40, add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_64x128_dsmem to i32), i32 8192)
  %43 = shl nuw nsw i32 %39, 3
  %44 = or disjoint i32 %43, add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_64x128_dsmem to i32), i32 98304)
  %45 = shl i32 %38, 6
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 %44, i32 24576) #5
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %41, i64 %32, i32 %45, i32 %23, i32 %44) #5
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %42, i64 %33, i32 %45, i32 %24, i32 %44) #5
  %46 = add nuw nsw i64 %37, 1
  %exitcond.not = icmp eq i64 %46, %smax
  br i1 %exitcond.not, label %.loopexit, label %36

.loopexit:                                        ; preds = %36, %30
  %47 = sext i32 %27 to i64
  %48 = icmp sgt i32 %26, 63
  br i1 %48, label %.lr.ph131, label %._crit_edge

.lr.ph131:                                        ; preds = %.loopexit
  %49 = ptrtoint ptr %1 to i64
  %50 = ptrtoint ptr %0 to i64
  %51 = and i32 %7, 96
  %52 = and i32 %7, 7
  %53 = and i32 %7, 8
  %54 = lshr i32 %7, 1
  %55 = and i32 %54, 8
  %56 = shl nuw nsw i32 %7, 6
  %57 = and i32 %56, 960
  %58 = shl nuw nsw i32 %52, 3
  %59 = or disjoint i32 %51, %55
  %60 = or disjoint i32 %59, %52
  %61 = shl nuw nsw i32 %60, 6
  %62 = xor i32 %55, %58
  %63 = or disjoint i32 %62, %57
  %64 = zext nneg i32 %63 to i64
  %65 = xor i32 %53, %58
  %66 = or disjoint i32 %65, %61
  %67 = zext nneg i32 %66 to i64
  %68 = or disjoint i32 %55, 16
  %69 = xor i32 %68, %58
  %70 = or disjoint i32 %69, %57
  %71 = zext nneg i32 %70 to i64
  %72 = or disjoint i32 %53, 16
  %73 = xor i32 %72, %58
  %74 = or disjoint i32 %73, %61
  %75 = zext nneg i32 %74 to i64
  %76 = or disjoint i32 %55, 32
  %77 = xor i32 %76, %58
  %78 = or disjoint i32 %77, %57
  %79 = zext nneg i32 %78 to i64
  %80 = or disjoint i32 %53, 32
  %81 = xor i32 %80, %58
  %82 = or disjoint i32 %81, %61
  %83 = zext nneg i32 %82 to i64
  %84 = or disjoint i32 %55, 48
  %85 = xor i32 %84, %58
  %86 = or disjoint i32 %85, %57
  %87 = zext nneg i32 %86 to i64
  %88 = or disjoint i32 %53, 48
  %89 = xor i32 %88, %58
  %90 = or disjoint i32 %89, %61
  %91 = zext nneg i32 %90 to i64
  br label %92

92:                                               ; preds = %.lr.ph131, %179
  %93 = phi float [ 0.000000e+00, %.lr.ph131 ], [ %649, %179 ]
  %94 = phi float [ 0.000000e+00, %.lr.ph131 ], [ %648, %179 ]
  %95 = phi float [ 0.000000e+00, %.lr.ph131 ], [ %647, %179 ]
  %96 = phi float [ 0.000000e+00, %.lr.ph131 ], [ %646, %179 ]
  %97 = phi float [ 0.000000e+00, %.lr.ph131 ], [ %644, %179 ]
  %98 = phi float [ 0.000000e+00, %.lr.ph131 ], [ %643, %179 ]
  %99 = phi float [ 0.000000e+00, %.lr.ph131 ], [ %642, %179 ]
  %100 = phi float [ 0.000000e+00, %.lr.ph131 ], [ %641, %179 ]
  %101 = phi float [ 0.000000e+00, %.lr.ph131 ], [ %639, %179 ]
  %102 = phi float [ 0.000000e+00, %.lr.ph131 ], [ %638, %179 ]
  %103 = phi float [ 0.000000e+00, %.lr.ph131 ], [ %637, %179 ]
  %104 = phi float [ 0.000000e+00, %.lr.ph131 ], [ %636, %179 ]
  %105 = phi float [ 0.000000e+00, %.lr.ph131 ], [ %634, %179 ]
  %106 = phi float [ 0.000000e+00, %.lr.ph131 ], [ %633, %179 ]
  %107 = phi float [ 0.000000e+00, %.lr.ph131 ], [ %632, %179 ]
  %108 = phi float [ 0.000000e+00, %.lr.ph131 ], [ %631, %179 ]
  %109 = phi float [ 0.000000e+00, %.lr.ph131 ], [ %623, %179 ]
  %110 = phi float [ 0.000000e+00, %.lr.ph131 ], [ %622, %179 ]
  %111 = phi float [ 0.000000e+00, %.lr.ph131 ], [ %621, %179 ]
  %112 = phi float [ 0.000000e+00, %.lr.ph131 ], [ %620, %179 ]
  %113 = phi float [ 0.000000e+00, %.lr.ph131 ], [ %618, %179 ]
  %114 = phi float [ 0.000000e+00, %.lr.ph131 ], [ %617, %179 ]
  %115 = phi float [ 0.000000e+00, %.lr.ph131 ], [ %616, %179 ]
  %116 = phi float [ 0.000000e+00, %.lr.ph131 ], [ %615, %179 ]
  %117 = phi float [ 0.000000e+00, %.lr.ph131 ], [ %613, %179 ]
  %118 = phi float [ 0.000000e+00, %.lr.ph131 ], [ %612, %179 ]
  %119 = phi float [ 0.000000e+00, %.lr.ph131 ], [ %611, %179 ]
  %120 = phi float [ 0.000000e+00, %.lr.ph131 ], [ %610, %179 ]
  %121 = phi float [ 0.000000e+00, %.lr.ph131 ], [ %608, %179 ]
  %122 = phi float [ 0.000000e+00, %.lr.ph131 ], [ %607, %179 ]
  %123 = phi float [ 0.000000e+00, %.lr.ph131 ], [ %606, %179 ]
  %124 = phi float [ 0.000000e+00, %.lr.ph131 ], [ %605, %179 ]
  %125 = phi float [ 0.000000e+00, %.lr.ph131 ], [ %597, %179 ]
  %126 = phi float [ 0.000000e+00, %.lr.ph131 ], [ %596, %179 ]
  %127 = phi float [ 0.000000e+00, %.lr.ph131 ], [ %595, %179 ]
  %128 = phi float [ 0.000000e+00, %.lr.ph131 ], [ %594, %179 ]
  %129 = phi float [ 0.000000e+00, %.lr.ph131 ], [ %592, %179 ]
  %130 = phi float [ 0.000000e+00, %.lr.ph131 ], [ %591, %179 ]
  %131 = phi float [ 0.000000e+00, %.lr.ph131 ], [ %590, %179 ]
  %132 = phi float [ 0.000000e+00, %.lr.ph131 ], [ %589, %179 ]
  %133 = phi float [ 0.000000e+00, %.lr.ph131 ], [ %587, %179 ]
  %134 = phi float [ 0.000000e+00, %.lr.ph131 ], [ %586, %179 ]
  %135 = phi float [ 0.000000e+00, %.lr.ph131 ], [ %585, %179 ]
  %136 = phi float [ 0.000000e+00, %.lr.ph131 ], [ %584, %179 ]
  %137 = phi float [ 0.000000e+00, %.lr.ph131 ], [ %582, %179 ]
  %138 = phi float [ 0.000000e+00, %.lr.ph131 ], [ %581, %179 ]
  %139 = phi float [ 0.000000e+00, %.lr.ph131 ], [ %580, %179 ]
  %140 = phi float [ 0.000000e+00, %.lr.ph131 ], [ %579, %179 ]
  %141 = phi float [ 0.000000e+00, %.lr.ph131 ], [ %571, %179 ]
  %142 = phi float [ 0.000000e+00, %.lr.ph131 ], [ %570, %179 ]
  %143 = phi float [ 0.000000e+00, %.lr.ph131 ], [ %569, %179 ]
  %144 = phi float [ 0.000000e+00, %.lr.ph131 ], [ %568, %179 ]
  %145 = phi float [ 0.000000e+00, %.lr.ph131 ], [ %566, %179 ]
  %146 = phi float [ 0.000000e+00, %.lr.ph131 ], [ %565, %179 ]
  %147 = phi float [ 0.000000e+00, %.lr.ph131 ], [ %564, %179 ]
  %148 = phi float [ 0.000000e+00, %.lr.ph131 ], [ %563, %179 ]
  %149 = phi float [ 0.000000e+00, %.lr.ph131 ], [ %555, %179 ]
  %150 = phi float [ 0.000000e+00, %.lr.ph131 ], [ %554, %179 ]
  %151 = phi float [ 0.000000e+00, %.lr.ph131 ], [ %553, %179 ]
  %152 = phi float [ 0.000000e+00, %.lr.ph131 ], [ %552, %179 ]
  %153 = phi float [ 0.000000e+00, %.lr.ph131 ], [ %550, %179 ]
  %154 = phi float [ 0.000000e+00, %.lr.ph131 ], [ %549, %179 ]
  %155 = phi float [ 0.000000e+00, %.lr.ph131 ], [ %548, %179 ]
  %156 = phi float [ 0.000000e+00, %.lr.ph131 ], [ %547, %179 ]
  %157 = phi i64 [ 0, %.lr.ph131 ], [ %650, %179 ]
  %158 = trunc i64 %157 to i32
  %159 = and i32 %158, 3
  %160 = shl nuw nsw i32 %159, 3
  %161 = or disjoint i32 %160, add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_64x128_dsmem to i32), i32 98304)
  %162 = lshr i32 %158, 2
  %163 = and i32 %162, 1
  br label %164

164:                                              ; preds = %164, %92
  %165 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %161, i32 %163) #5
  %166 = icmp eq i32 %165, 0
  br i1 %166, label %164, label %167

167:                                              ; preds = %164
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %168 = add i32 %158, 3
  %169 = icmp slt i32 %168, %27
  %170 = and i1 %28, %169
  br i1 %170, label %171, label %179

171:                                              ; preds = %167
  %172 = shl i32 %168, 6
  %173 = and i32 %168, 3
  %174 = shl nuw nsw i32 %173, 3
  %175 = or disjoint i32 %174, add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_64x128_dsmem to i32), i32 98304)
  %176 = mul nuw nsw i32 %173, 24576
  %177 = add i32 %176, add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_64x128_dsmem to i32), i32 8192)
  %178 = add i32 %176, ptrtoint (ptr addrspace(3) @gemm_bf16_tma_64x128_dsmem to i32)
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 %175, i32 24576) #5
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %178, i64 %50, i32 %172, i32 %23, i32 %175) #5
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %177, i64 %49, i32 %172, i32 %24, i32 %175) #5
  br label %179

179:                                              ; preds = %171, %167
  %180 = mul nuw nsw i32 %159, 24576
  %181 = zext nneg i32 %180 to i64
  %182 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_64x128_dsmem, i64 %181
  %183 = add i32 %180, add (i32 sub (i32 0, i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_64x128_dsmem to i32)), i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_64x128_dsmem to i32), i32 8192))
  %184 = sext i32 %183 to i64
  %185 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_64x128_dsmem, i64 %184
  %186 = getelementptr bfloat, ptr addrspace(3) %182, i64 %64
  %187 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %186)
  %188 = extractvalue { i32, i32, i32, i32 } %187, 0
  %189 = extractvalue { i32, i32, i32, i32 } %187, 1
  %190 = extractvalue { i32, i32, i32, i32 } %187, 2
  %191 = extractvalue { i32, i32, i32, i32 } %187, 3
  %192 = getelementptr bfloat, ptr addrspace(3) %185, i64 %67
  %193 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %192)
  %194 = extractvalue { i32, i32, i32, i32 } %193, 0
  %195 = extractvalue { i32, i32, i32, i32 } %193, 1
  %196 = extractvalue { i32, i32, i32, i32 } %193, 2
  %197 = extractvalue { i32, i32, i32, i32 } %193, 3
  %198 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %188, i32 %189, i32 %190, i32 %191, i32 %194, i32 %195, float %156, float %155, float %154, float %153) #5
  %199 = extractvalue { float, float, float, float } %198, 0
  %200 = extractvalue { float, float, float, float } %198, 1
  %201 = extractvalue { float, float, float, float } %198, 2
  %202 = extractvalue { float, float, float, float } %198, 3
  %203 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %188, i32 %189, i32 %190, i32 %191, i32 %196, i32 %197, float %152, float %151, float %150, float %149) #5
  %204 = extractvalue { float, float, float, float } %203, 0
  %205 = extractvalue { float, float, float, float } %203, 1
  %206 = extractvalue { float, float, float, float } %203, 2
  %207 = extractvalue { float, float, float, float } %203, 3
  %208 = getelementptr i8, ptr addrspace(3) %192, i64 2048
  %209 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %208)
  %210 = extractvalue { i32, i32, i32, i32 } %209, 0
  %211 = extractvalue { i32, i32, i32, i32 } %209, 1
  %212 = extractvalue { i32, i32, i32, i32 } %209, 2
  %213 = extractvalue { i32, i32, i32, i32 } %209, 3
  %214 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %188, i32 %189, i32 %190, i32 %191, i32 %210, i32 %211, float %148, float %147, float %146, float %145) #5
  %215 = extractvalue { float, float, float, float } %214, 0
  %216 = extractvalue { float, float, float, float } %214, 1
  %217 = extractvalue { float, float, float, float } %214, 2
  %218 = extractvalue { float, float, float, float } %214, 3
  %219 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %188, i32 %189, i32 %190, i32 %191, i32 %212, i32 %213, float %144, float %143, float %142, float %141) #5
  %220 = extractvalue { float, float, float, float } %219, 0
  %221 = extractvalue { float, float, float, float } %219, 1
  %222 = extractvalue { float, float, float, float } %219, 2
  %223 = extractvalue { float, float, float, float } %219, 3
  %224 = getelementptr i8, ptr addrspace(3) %186, i64 2048
  %225 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %224)
  %226 = extractvalue { i32, i32, i32, i32 } %225, 0
  %227 = extractvalue { i32, i32, i32, i32 } %225, 1
  %228 = extractvalue { i32, i32, i32, i32 } %225, 2
  %229 = extractvalue { i32, i32, i32, i32 } %225, 3
  %230 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %226, i32 %227, i32 %228, i32 %229, i32 %194, i32 %195, float %140, float %139, float %138, float %137) #5
  %231 = extractvalue { float, float, float, float } %230, 0
  %232 = extractvalue { float, float, float, float } %230, 1
  %233 = extractvalue { float, float, float, float } %230, 2
  %234 = extractvalue { float, float, float, float } %230, 3
  %235 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %226, i32 %227, i32 %228, i32 %229, i32 %196, i32 %197, float %136, float %135, float %134, float %133) #5
  %236 = extractvalue { float, float, float, float } %235, 0
  %237 = extractvalue { float, float, float, float } %235, 1
  %238 = extractvalue { float, float, float, float } %235, 2
  %239 = extractvalue { float, float, float, float } %235, 3
  %240 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %226, i32 %227, i32 %228, i32 %229, i32 %210, i32 %211, float %132, float %131, float %130, float %129) #5
  %241 = extractvalue { float, float, float, float } %240, 0
  %242 = extractvalue { float, float, float, float } %240, 1
  %243 = extractvalue { float, float, float, float } %240, 2
  %244 = extractvalue { float, float, float, float } %240, 3
  %245 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %226, i32 %227, i32 %228, i32 %229, i32 %212, i32 %213, float %128, float %127, float %126, float %125) #5
  %246 = extractvalue { float, float, float, float } %245, 0
  %247 = extractvalue { float, float, float, float } %245, 1
  %248 = extractvalue { float, float, float, float } %245, 2
  %249 = extractvalue { float, float, float, float } %245, 3
  %250 = getelementptr i8, ptr addrspace(3) %186, i64 4096
  %251 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %250)
  %252 = extractvalue { i32, i32, i32, i32 } %251, 0
  %253 = extractvalue { i32, i32, i32, i32 } %251, 1
  %254 = extractvalue { i32, i32, i32, i32 } %251, 2
  %255 = extractvalue { i32, i32, i32, i32 } %251, 3
  %256 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %252, i32 %253, i32 %254, i32 %255, i32 %194, i32 %195, float %124, float %123, float %122, float %121) #5
  %257 = extractvalue { float, float, float, float } %256, 0
  %258 = extractvalue { float, float, float, float } %256, 1
  %259 = extractvalue { float, float, float, float } %256, 2
  %260 = extractvalue { float, float, float, float } %256, 3
  %261 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %252, i32 %253, i32 %254, i32 %255, i32 %196, i32 %197, float %120, float %119, float %118, float %117) #5
  %262 = extractvalue { float, float, float, float } %261, 0
  %263 = extractvalue { float, float, float, float } %261, 1
  %264 = extractvalue { float, float, float, float } %261, 2
  %265 = extractvalue { float, float, float, float } %261, 3
  %266 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %252, i32 %253, i32 %254, i32 %255, i32 %210, i32 %211, float %116, float %115, float %114, float %113) #5
  %267 = extractvalue { float, float, float, float } %266, 0
  %268 = extractvalue { float, float, float, float } %266, 1
  %269 = extractvalue { float, float, float, float } %266, 2
  %270 = extractvalue { float, float, float, float } %266, 3
  %271 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %252, i32 %253, i32 %254, i32 %255, i32 %212, i32 %213, float %112, float %111, float %110, float %109) #5
  %272 = extractvalue { float, float, float, float } %271, 0
  %273 = extractvalue { float, float, float, float } %271, 1
  %274 = extractvalue { float, float, float, float } %271, 2
  %275 = extractvalue { float, float, float, float } %271, 3
  %276 = getelementptr i8, ptr addrspace(3) %186, i64 6144
  %277 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %276)
  %278 = extractvalue { i32, i32, i32, i32 } %277, 0
  %279 = extractvalue { i32, i32, i32, i32 } %277, 1
  %280 = extractvalue { i32, i32, i32, i32 } %277, 2
  %281 = extractvalue { i32, i32, i32, i32 } %277, 3
  %282 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %278, i32 %279, i32 %280, i32 %281, i32 %194, i32 %195, float %108, float %107, float %106, float %105) #5
  %283 = extractvalue { float, float, float, float } %282, 0
  %284 = extractvalue { float, float, float, float } %282, 1
  %285 = extractvalue { float, float, float, float } %282, 2
  %286 = extractvalue { float, float, float, float } %282, 3
  %287 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %278, i32 %279, i32 %280, i32 %281, i32 %196, i32 %197, float %104, float %103, float %102, float %101) #5
  %288 = extractvalue { float, float, float, float } %287, 0
  %289 = extractvalue { float, float, float, float } %287, 1
  %290 = extractvalue { float, float, float, float } %287, 2
  %291 = extractvalue { float, float, float, float } %287, 3
  %292 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %278, i32 %279, i32 %280, i32 %281, i32 %210, i32 %211, float %100, float %99, float %98, float %97) #5
  %293 = extractvalue { float, float, float, float } %292, 0
  %294 = extractvalue { float, float, float, float } %292, 1
  %295 = extractvalue { float, float, float, float } %292, 2
  %296 = extractvalue { float, float, float, float } %292, 3
  %297 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %278, i32 %279, i32 %280, i32 %281, i32 %212, i32 %213, float %96, float %95, float %94, float %93) #5
  %298 = extractvalue { float, float, float, float } %297, 0
  %299 = extractvalue { float, float, float, float } %297, 1
  %300 = extractvalue { float, float, float, float } %297, 2
  %301 = extractvalue { float, float, float, float } %297, 3
  %302 = getelementptr bfloat, ptr addrspace(3) %182, i64 %71
  %303 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %302)
  %304 = extractvalue { i32, i32, i32, i32 } %303, 0
  %305 = extractvalue { i32, i32, i32, i32 } %303, 1
  %306 = extractvalue { i32, i32, i32, i32 } %303, 2
  %307 = extractvalue { i32, i32, i32, i32 } %303, 3
  %308 = getelementptr bfloat, ptr addrspace(3) %185, i64 %75
  %309 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %308)
  %310 = extractvalue { i32, i32, i32, i32 } %309, 0
  %311 = extractvalue { i32, i32, i32, i32 } %309, 1
  %312 = extractvalue { i32, i32, i32, i32 } %309, 2
  %313 = extractvalue { i32, i32, i32, i32 } %309, 3
  %314 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %304, i32 %305, i32 %306, i32 %307, i32 %310, i32 %311, float %199, float %200, float %201, float %202) #5
  %315 = extractvalue { float, float, float, float } %314, 0
  %316 = extractvalue { float, float, float, float } %314, 1
  %317 = extractvalue { float, float, float, float } %314, 2
  %318 = extractvalue { float, float, float, float } %314, 3
  %319 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %304, i32 %305, i32 %306, i32 %307, i32 %312, i32 %313, float %204, float %205, float %206, float %207) #5
  %320 = extractvalue { float, float, float, float } %319, 0
  %321 = extractvalue { float, float, float, float } %319, 1
  %322 = extractvalue { float, float, float, float } %319, 2
  %323 = extractvalue { float, float, float, float } %319, 3
  %324 = getelementptr i8, ptr addrspace(3) %308, i64 2048
  %325 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %324)
  %326 = extractvalue { i32, i32, i32, i32 } %325, 0
  %327 = extractvalue { i32, i32, i32, i32 } %325, 1
  %328 = extractvalue { i32, i32, i32, i32 } %325, 2
  %329 = extractvalue { i32, i32, i32, i32 } %325, 3
  %330 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %304, i32 %305, i32 %306, i32 %307, i32 %326, i32 %327, float %215, float %216, float %217, float %218) #5
  %331 = extractvalue { float, float, float, float } %330, 0
  %332 = extractvalue { float, float, float, float } %330, 1
  %333 = extractvalue { float, float, float, float } %330, 2
  %334 = extractvalue { float, float, float, float } %330, 3
  %335 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %304, i32 %305, i32 %306, i32 %307, i32 %328, i32 %329, float %220, float %221, float %222, float %223) #5
  %336 = extractvalue { float, float, float, float } %335, 0
  %337 = extractvalue { float, float, float, float } %335, 1
  %338 = extractvalue { float, float, float, float } %335, 2
  %339 = extractvalue { float, float, float, float } %335, 3
  %340 = getelementptr i8, ptr addrspace(3) %302, i64 2048
  %341 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %340)
  %342 = extractvalue { i32, i32, i32, i32 } %341, 0
  %343 = extractvalue { i32, i32, i32, i32 } %341, 1
  %344 = extractvalue { i32, i32, i32, i32 } %341, 2
  %345 = extractvalue { i32, i32, i32, i32 } %341, 3
  %346 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %342, i32 %343, i32 %344, i32 %345, i32 %310, i32 %311, float %231, float %232, float %233, float %234) #5
  %347 = extractvalue { float, float, float, float } %346, 0
  %348 = extractvalue { float, float, float, float } %346, 1
  %349 = extractvalue { float, float, float, float } %346, 2
  %350 = extractvalue { float, float, float, float } %346, 3
  %351 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %342, i32 %343, i32 %344, i32 %345, i32 %312, i32 %313, float %236, float %237, float %238, float %239) #5
  %352 = extractvalue { float, float, float, float } %351, 0
  %353 = extractvalue { float, float, float, float } %351, 1
  %354 = extractvalue { float, float, float, float } %351, 2
  %355 = extractvalue { float, float, float, float } %351, 3
  %356 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %342, i32 %343, i32 %344, i32 %345, i32 %326, i32 %327, float %241, float %242, float %243, float %244) #5
  %357 = extractvalue { float, float, float, float } %356, 0
  %358 = extractvalue { float, float, float, float } %356, 1
  %359 = extractvalue { float, float, float, float } %356, 2
  %360 = extractvalue { float, float, float, float } %356, 3
  %361 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %342, i32 %343, i32 %344, i32 %345, i32 %328, i32 %329, float %246, float %247, float %248, float %249) #5
  %362 = extractvalue { float, float, float, float } %361, 0
  %363 = extractvalue { float, float, float, float } %361, 1
  %364 = extractvalue { float, float, float, float } %361, 2
  %365 = extractvalue { float, float, float, float } %361, 3
  %366 = getelementptr i8, ptr addrspace(3) %302, i64 4096
  %367 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %366)
  %368 = extractvalue { i32, i32, i32, i32 } %367, 0
  %369 = extractvalue { i32, i32, i32, i32 } %367, 1
  %370 = extractvalue { i32, i32, i32, i32 } %367, 2
  %371 = extractvalue { i32, i32, i32, i32 } %367, 3
  %372 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %368, i32 %369, i32 %370, i32 %371, i32 %310, i32 %311, float %257, float %258, float %259, float %260) #5
  %373 = extractvalue { float, float, float, float } %372, 0
  %374 = extractvalue { float, float, float, float } %372, 1
  %375 = extractvalue { float, float, float, float } %372, 2
  %376 = extractvalue { float, float, float, float } %372, 3
  %377 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %368, i32 %369, i32 %370, i32 %371, i32 %312, i32 %313, float %262, float %263, float %264, float %265) #5
  %378 = extractvalue { float, float, float, float } %377, 0
  %379 = extractvalue { float, float, float, float } %377, 1
  %380 = extractvalue { float, float, float, float } %377, 2
  %381 = extractvalue { float, float, float, float } %377, 3
  %382 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %368, i32 %369, i32 %370, i32 %371, i32 %326, i32 %327, float %267, float %268, float %269, float %270) #5
  %383 = extractvalue { float, float, float, float } %382, 0
  %384 = extractvalue { float, float, float, float } %382, 1
  %385 = extractvalue { float, float, float, float } %382, 2
  %386 = extractvalue { float, float, float, float } %382, 3
  %387 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %368, i32 %369, i32 %370, i32 %371, i32 %328, i32 %329, float %272, float %273, float %274, float %275) #5
  %388 = extractvalue { float, float, float, float } %387, 0
  %389 = extractvalue { float, float, float, float } %387, 1
  %390 = extractvalue { float, float, float, float } %387, 2
  %391 = extractvalue { float, float, float, float } %387, 3
  %392 = getelementptr i8, ptr addrspace(3) %302, i64 6144
  %393 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %392)
  %394 = extractvalue { i32, i32, i32, i32 } %393, 0
  %395 = extractvalue { i32, i32, i32, i32 } %393, 1
  %396 = extractvalue { i32, i32, i32, i32 } %393, 2
  %397 = extractvalue { i32, i32, i32, i32 } %393, 3
  %398 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %394, i32 %395, i32 %396, i32 %397, i32 %310, i32 %311, float %283, float %284, float %285, float %286) #5
  %399 = extractvalue { float, float, float, float } %398, 0
  %400 = extractvalue { float, float, float, float } %398, 1
  %401 = extractvalue { float, float, float, float } %398, 2
  %402 = extractvalue { float, float, float, float } %398, 3
  %403 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %394, i32 %395, i32 %396, i32 %397, i32 %312, i32 %313, float %288, float %289, float %290, float %291) #5
  %404 = extractvalue { float, float, float, float } %403, 0
  %405 = extractvalue { float, float, float, float } %403, 1
  %406 = extractvalue { float, float, float, float } %403, 2
  %407 = extractvalue { float, float, float, float } %403, 3
  %408 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %394, i32 %395, i32 %396, i32 %397, i32 %326, i32 %327, float %293, float %294, float %295, float %296) #5
  %409 = extractvalue { float, float, float, float } %408, 0
  %410 = extractvalue { float, float, float, float } %408, 1
  %411 = extractvalue { float, float, float, float } %408, 2
  %412 = extractvalue { float, float, float, float } %408, 3
  %413 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %394, i32 %395, i32 %396, i32 %397, i32 %328, i32 %329, float %298, float %299, float %300, float %301) #5
  %414 = extractvalue { float, float, float, float } %413, 0
  %415 = extractvalue { float, float, float, float } %413, 1
  %416 = extractvalue { float, float, float, float } %413, 2
  %417 = extractvalue { float, float, float, float } %413, 3
  %418 = getelementptr bfloat, ptr addrspace(3) %182, i64 %79
  %419 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %418)
  %420 = extractvalue { i32, i32, i32, i32 } %419, 0
  %421 = extractvalue { i32, i32, i32, i32 } %419, 1
  %422 = extractvalue { i32, i32, i32, i32 } %419, 2
  %423 = extractvalue { i32, i32, i32, i32 } %419, 3
  %424 = getelementptr bfloat, ptr addrspace(3) %185, i64 %83
  %425 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %424)
  %426 = extractvalue { i32, i32, i32, i32 } %425, 0
  %427 = extractvalue { i32, i32, i32, i32 } %425, 1
  %428 = extractvalue { i32, i32, i32, i32 } %425, 2
  %429 = extractvalue { i32, i32, i32, i32 } %425, 3
  %430 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %420, i32 %421, i32 %422, i32 %423, i32 %426, i32 %427, float %315, float %316, float %317, float %318) #5
  %431 = extractvalue { float, float, float, float } %430, 0
  %432 = extractvalue { float, float, float, float } %430, 1
  %433 = extractvalue { float, float, float, float } %430, 2
  %434 = extractvalue { float, float, float, float } %430, 3
  %435 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %420, i32 %421, i32 %422, i32 %423, i32 %428, i32 %429, float %320, float %321, float %322, float %323) #5
  %436 = extractvalue { float, float, float, float } %435, 0
  %437 = extractvalue { float, float, float, float } %435, 1
  %438 = extractvalue { float, float, float, float } %435, 2
  %439 = extractvalue { float, float, float, float } %435, 3
  %440 = getelementptr i8, ptr addrspace(3) %424, i64 2048
  %441 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %440)
  %442 = extractvalue { i32, i32, i32, i32 } %441, 0
  %443 = extractvalue { i32, i32, i32, i32 } %441, 1
  %444 = extractvalue { i32, i32, i32, i32 } %441, 2
  %445 = extractvalue { i32, i32, i32, i32 } %441, 3
  %446 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %420, i32 %421, i32 %422, i32 %423, i32 %442, i32 %443, float %331, float %332, float %333, float %334) #5
  %447 = extractvalue { float, float, float, float } %446, 0
  %448 = extractvalue { float, float, float, float } %446, 1
  %449 = extractvalue { float, float, float, float } %446, 2
  %450 = extractvalue { float, float, float, float } %446, 3
  %451 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %420, i32 %421, i32 %422, i32 %423, i32 %444, i32 %445, float %336, float %337, float %338, float %339) #5
  %452 = extractvalue { float, float, float, float } %451, 0
  %453 = extractvalue { float, float, float, float } %451, 1
  %454 = extractvalue { float, float, float, float } %451, 2
  %455 = extractvalue { float, float, float, float } %451, 3
  %456 = getelementptr i8, ptr addrspace(3) %418, i64 2048
  %457 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %456)
  %458 = extractvalue { i32, i32, i32, i32 } %457, 0
  %459 = extractvalue { i32, i32, i32, i32 } %457, 1
  %460 = extractvalue { i32, i32, i32, i32 } %457, 2
  %461 = extractvalue { i32, i32, i32, i32 } %457, 3
  %462 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %458, i32 %459, i32 %460, i32 %461, i32 %426, i32 %427, float %347, float %348, float %349, float %350) #5
  %463 = extractvalue { float, float, float, float } %462, 0
  %464 = extractvalue { float, float, float, float } %462, 1
  %465 = extractvalue { float, float, float, float } %462, 2
  %466 = extractvalue { float, float, float, float } %462, 3
  %467 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %458, i32 %459, i32 %460, i32 %461, i32 %428, i32 %429, float %352, float %353, float %354, float %355) #5
  %468 = extractvalue { float, float, float, float } %467, 0
  %469 = extractvalue { float, float, float, float } %467, 1
  %470 = extractvalue { float, float, float, float } %467, 2
  %471 = extractvalue { float, float, float, float } %467, 3
  %472 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %458, i32 %459, i32 %460, i32 %461, i32 %442, i32 %443, float %357, float %358, float %359, float %360) #5
  %473 = extractvalue { float, float, float, float } %472, 0
  %474 = extractvalue { float, float, float, float } %472, 1
  %475 = extractvalue { float, float, float, float } %472, 2
  %476 = extractvalue { float, float, float, float } %472, 3
  %477 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %458, i32 %459, i32 %460, i32 %461, i32 %444, i32 %445, float %362, float %363, float %364, float %365) #5
  %478 = extractvalue { float, float, float, float } %477, 0
  %479 = extractvalue { float, float, float, float } %477, 1
  %480 = extractvalue { float, float, float, float } %477, 2
  %481 = extractvalue { float, float, float, float } %477, 3
  %482 = getelementptr i8, ptr addrspace(3) %418, i64 4096
  %483 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %482)
  %484 = extractvalue { i32, i32, i32, i32 } %483, 0
  %485 = extractvalue { i32, i32, i32, i32 } %483, 1
  %486 = extractvalue { i32, i32, i32, i32 } %483, 2
  %487 = extractvalue { i32, i32, i32, i32 } %483, 3
  %488 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %484, i32 %485, i32 %486, i32 %487, i32 %426, i32 %427, float %373, float %374, float %375, float %376) #5
  %489 = extractvalue { float, float, float, float } %488, 0
  %490 = extractvalue { float, float, float, float } %488, 1
  %491 = extractvalue { float, float, float, float } %488, 2
  %492 = extractvalue { float, float, float, float } %488, 3
  %493 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %484, i32 %485, i32 %486, i32 %487, i32 %428, i32 %429, float %378, float %379, float %380, float %381) #5
  %494 = extractvalue { float, float, float, float } %493, 0
  %495 = extractvalue { float, float, float, float } %493, 1
  %496 = extractvalue { float, float, float, float } %493, 2
  %497 = extractvalue { float, float, float, float } %493, 3
  %498 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %484, i32 %485, i32 %486, i32 %487, i32 %442, i32 %443, float %383, float %384, float %385, float %386) #5
  %499 = extractvalue { float, float, float, float } %498, 0
  %500 = extractvalue { float, float, float, float } %498, 1
  %501 = extractvalue { float, float, float, float } %498, 2
  %502 = extractvalue { float, float, float, float } %498, 3
  %503 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %484, i32 %485, i32 %486, i32 %487, i32 %444, i32 %445, float %388, float %389, float %390, float %391) #5
  %504 = extractvalue { float, float, float, float } %503, 0
  %505 = extractvalue { float, float, float, float } %503, 1
  %506 = extractvalue { float, float, float, float } %503, 2
  %507 = extractvalue { float, float, float, float } %503, 3
  %508 = getelementptr i8, ptr addrspace(3) %418, i64 6144
  %509 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %508)
  %510 = extractvalue { i32, i32, i32, i32 } %509, 0
  %511 = extractvalue { i32, i32, i32, i32 } %509, 1
  %512 = extractvalue { i32, i32, i32, i32 } %509, 2
  %513 = extractvalue { i32, i32, i32, i32 } %509, 3
  %514 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %510, i32 %511, i32 %512, i32 %513, i32 %426, i32 %427, float %399, float %400, float %401, float %402) #5
  %515 = extractvalue { float, float, float, float } %514, 0
  %516 = extractvalue { float, float, float, float } %514, 1
  %517 = extractvalue { float, float, float, float } %514, 2
  %518 = extractvalue { float, float, float, float } %514, 3
  %519 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %510, i32 %511, i32 %512, i32 %513, i32 %428, i32 %429, float %404, float %405, float %406, float %407) #5
  %520 = extractvalue { float, float, float, float } %519, 0
  %521 = extractvalue { float, float, float, float } %519, 1
  %522 = extractvalue { float, float, float, float } %519, 2
  %523 = extractvalue { float, float, float, float } %519, 3
  %524 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %510, i32 %511, i32 %512, i32 %513, i32 %442, i32 %443, float %409, float %410, float %411, float %412) #5
  %525 = extractvalue { float, float, float, float } %524, 0
  %526 = extractvalue { float, float, float, float } %524, 1
  %527 = extractvalue { float, float, float, float } %524, 2
  %528 = extractvalue { float, float, float, float } %524, 3
  %529 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %510, i32 %511, i32 %512, i32 %513, i32 %444, i32 %445, float %414, float %415, float %416, float %417) #5
  %530 = extractvalue { float, float, float, float } %529, 0
  %531 = extractvalue { float, float, float, float } %529, 1
  %532 = extractvalue { float, float, float, float } %529, 2
  %533 = extractvalue { float, float, float, float } %529, 3
  %534 = getelementptr bfloat, ptr addrspace(3) %182, i64 %87
  %535 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %534)
  %536 = extractvalue { i32, i32, i32, i32 } %535, 0
  %537 = extractvalue { i32, i32, i32, i32 } %535, 1
  %538 = extractvalue { i32, i32, i32, i32 } %535, 2
  %539 = extractvalue { i32, i32, i32, i32 } %535, 3
  %540 = getelementptr bfloat, ptr addrspace(3) %185, i64 %91
  %541 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %540)
  %542 = extractvalue { i32, i32, i32, i32 } %541, 0
  %543 = extractvalue { i32, i32, i32, i32 } %541, 1
  %544 = extractvalue { i32, i32, i32, i32 } %541, 2
  %545 = extractvalue { i32, i32, i32, i32 } %541, 3
  %546 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %536, i32 %537, i32 %538, i32 %539, i32 %542, i32 %543, float %431, float %432, float %433, float %434) #5
  %547 = extractvalue { float, float, float, float } %546, 0
  %548 = extractvalue { float, float, float, float } %546, 1
  %549 = extractvalue { float, float, float, float } %546, 2
  %550 = extractvalue { float, float, float, float } %546, 3
  %551 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %536, i32 %537, i32 %538, i32 %539, i32 %544, i32 %545, float %436, float %437, float %438, float %439) #5
  %552 = extractvalue { float, float, float, float } %551, 0
  %553 = extractvalue { float, float, float, float } %551, 1
  %554 = extractvalue { float, float, float, float } %551, 2
  %555 = extractvalue { float, float, float, float } %551, 3
  %556 = getelementptr i8, ptr addrspace(3) %540, i64 2048
  %557 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %556)
  %558 = extractvalue { i32, i32, i32, i32 } %557, 0
  %559 = extractvalue { i32, i32, i32, i32 } %557, 1
  %560 = extractvalue { i32, i32, i32, i32 } %557, 2
  %561 = extractvalue { i32, i32, i32, i32 } %557, 3
  %562 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %536, i32 %537, i32 %538, i32 %539, i32 %558, i32 %559, float %447, float %448, float %449, float %450) #5
  %563 = extractvalue { float, float, float, float } %562, 0
  %564 = extractvalue { float, float, float, float } %562, 1
  %565 = extractvalue { float, float, float, float } %562, 2
  %566 = extractvalue { float, float, float, float } %562, 3
  %567 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %536, i32 %537, i32 %538, i32 %539, i32 %560, i32 %561, float %452, float %453, float %454, float %455) #5
  %568 = extractvalue { float, float, float, float } %567, 0
  %569 = extractvalue { float, float, float, float } %567, 1
  %570 = extractvalue { float, float, float, float } %567, 2
  %571 = extractvalue { float, float, float, float } %567, 3
  %572 = getelementptr i8, ptr addrspace(3) %534, i64 2048
  %573 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %572)
  %574 = extractvalue { i32, i32, i32, i32 } %573, 0
  %575 = extractvalue { i32, i32, i32, i32 } %573, 1
  %576 = extractvalue { i32, i32, i32, i32 } %573, 2
  %577 = extractvalue { i32, i32, i32, i32 } %573, 3
  %578 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %574, i32 %575, i32 %576, i32 %577, i32 %542, i32 %543, float %463, float %464, float %465, float %466) #5
  %579 = extractvalue { float, float, float, float } %578, 0
  %580 = extractvalue { float, float, float, float } %578, 1
  %581 = extractvalue { float, float, float, float } %578, 2
  %582 = extractvalue { float, float, float, float } %578, 3
  %583 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %574, i32 %575, i32 %576, i32 %577, i32 %544, i32 %545, float %468, float %469, float %470, float %471) #5
  %584 = extractvalue { float, float, float, float } %583, 0
  %585 = extractvalue { float, float, float, float } %583, 1
  %586 = extractvalue { float, float, float, float } %583, 2
  %587 = extractvalue { float, float, float, float } %583, 3
  %588 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %574, i32 %575, i32 %576, i32 %577, i32 %558, i32 %559, float %473, float %474, float %475, float %476) #5
  %589 = extractvalue { float, float, float, float } %588, 0
  %590 = extractvalue { float, float, float, float } %588, 1
  %591 = extractvalue { float, float, float, float } %588, 2
  %592 = extractvalue { float, float, float, float } %588, 3
  %593 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %574, i32 %575, i32 %576, i32 %577, i32 %560, i32 %561, float %478, float %479, float %480, float %481) #5
  %594 = extractvalue { float, float, float, float } %593, 0
  %595 = extractvalue { float, float, float, float } %593, 1
  %596 = extractvalue { float, float, float, float } %593, 2
  %597 = extractvalue { float, float, float, float } %593, 3
  %598 = getelementptr i8, ptr addrspace(3) %534, i64 4096
  %599 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %598)
  %600 = extractvalue { i32, i32, i32, i32 } %599, 0
  %601 = extractvalue { i32, i32, i32, i32 } %599, 1
  %602 = extractvalue { i32, i32, i32, i32 } %599, 2
  %603 = extractvalue { i32, i32, i32, i32 } %599, 3
  %604 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %600, i32 %601, i32 %602, i32 %603, i32 %542, i32 %543, float %489, float %490, float %491, float %492) #5
  %605 = extractvalue { float, float, float, float } %604, 0
  %606 = extractvalue { float, float, float, float } %604, 1
  %607 = extractvalue { float, float, float, float } %604, 2
  %608 = extractvalue { float, float, float, float } %604, 3
  %609 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %600, i32 %601, i32 %602, i32 %603, i32 %544, i32 %545, float %494, float %495, float %496, float %497) #5
  %610 = extractvalue { float, float, float, float } %609, 0
  %611 = extractvalue { float, float, float, float } %609, 1
  %612 = extractvalue { float, float, float, float } %609, 2
  %613 = extractvalue { float, float, float, float } %609, 3
  %614 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %600, i32 %601, i32 %602, i32 %603, i32 %558, i32 %559, float %499, float %500, float %501, float %502) #5
  %615 = extractvalue { float, float, float, float } %614, 0
  %616 = extractvalue { float, float, float, float } %614, 1
  %617 = extractvalue { float, float, float, float } %614, 2
  %618 = extractvalue { float, float, float, float } %614, 3
  %619 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %600, i32 %601, i32 %602, i32 %603, i32 %560, i32 %561, float %504, float %505, float %506, float %507) #5
  %620 = extractvalue { float, float, float, float } %619, 0
  %621 = extractvalue { float, float, float, float } %619, 1
  %622 = extractvalue { float, float, float, float } %619, 2
  %623 = extractvalue { float, float, float, float } %619, 3
  %624 = getelementptr i8, ptr addrspace(3) %534, i64 6144
  %625 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %624)
  %626 = extractvalue { i32, i32, i32, i32 } %625, 0
  %627 = extractvalue { i32, i32, i32, i32 } %625, 1
  %628 = extractvalue { i32, i32, i32, i32 } %625, 2
  %629 = extractvalue { i32, i32, i32, i32 } %625, 3
  %630 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %626, i32 %627, i32 %628, i32 %629, i32 %542, i32 %543, float %515, float %516, float %517, float %518) #5
  %631 = extractvalue { float, float, float, float } %630, 0
  %632 = extractvalue { float, float, float, float } %630, 1
  %633 = extractvalue { float, float, float, float } %630, 2
  %634 = extractvalue { float, float, float, float } %630, 3
  %635 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %626, i32 %627, i32 %628, i32 %629, i32 %544, i32 %545, float %520, float %521, float %522, float %523) #5
  %636 = extractvalue { float, float, float, float } %635, 0
  %637 = extractvalue { float, float, float, float } %635, 1
  %638 = extractvalue { float, float, float, float } %635, 2
  %639 = extractvalue { float, float, float, float } %635, 3
  %640 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %626, i32 %627, i32 %628, i32 %629, i32 %558, i32 %559, float %525, float %526, float %527, float %528) #5
  %641 = extractvalue { float, float, float, float } %640, 0
  %642 = extractvalue { float, float, float, float } %640, 1
  %643 = extractvalue { float, float, float, float } %640, 2
  %644 = extractvalue { float, float, float, float } %640, 3
  %645 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %626, i32 %627, i32 %628, i32 %629, i32 %560, i32 %561, float %530, float %531, float %532, float %533) #5
  %646 = extractvalue { float, float, float, float } %645, 0
  %647 = extractvalue { float, float, float, float } %645, 1
  %648 = extractvalue { float, float, float, float } %645, 2
  %649 = extractvalue { float, float, float, float } %645, 3
  %650 = add nuw nsw i64 %157, 1
  %exitcond258.not = icmp eq i64 %650, %47
  br i1 %exitcond258.not, label %._crit_edge.loopexit, label %92

._crit_edge.loopexit:                             ; preds = %179
  %651 = bitcast float %547 to i32
  %652 = bitcast float %548 to i32
  %653 = bitcast float %549 to i32
  %654 = bitcast float %550 to i32
  %655 = bitcast float %552 to i32
  %656 = bitcast float %553 to i32
  %657 = bitcast float %554 to i32
  %658 = bitcast float %555 to i32
  %659 = bitcast float %563 to i32
  %660 = bitcast float %564 to i32
  %661 = bitcast float %565 to i32
  %662 = bitcast float %566 to i32
  %663 = bitcast float %568 to i32
  %664 = bitcast float %569 to i32
  %665 = bitcast float %570 to i32
  %666 = bitcast float %571 to i32
  %667 = bitcast float %579 to i32
  %668 = bitcast float %580 to i32
  %669 = bitcast float %581 to i32
  %670 = bitcast float %582 to i32
  %671 = bitcast float %584 to i32
  %672 = bitcast float %585 to i32
  %673 = bitcast float %586 to i32
  %674 = bitcast float %587 to i32
  %675 = bitcast float %589 to i32
  %676 = bitcast float %590 to i32
  %677 = bitcast float %591 to i32
  %678 = bitcast float %592 to i32
  %679 = bitcast float %594 to i32
  %680 = bitcast float %595 to i32
  %681 = bitcast float %596 to i32
  %682 = bitcast float %597 to i32
  %683 = bitcast float %605 to i32
  %684 = bitcast float %606 to i32
  %685 = bitcast float %607 to i32
  %686 = bitcast float %608 to i32
  %687 = bitcast float %610 to i32
  %688 = bitcast float %611 to i32
  %689 = bitcast float %612 to i32
  %690 = bitcast float %613 to i32
  %691 = bitcast float %615 to i32
  %692 = bitcast float %616 to i32
  %693 = bitcast float %617 to i32
  %694 = bitcast float %618 to i32
  %695 = bitcast float %620 to i32
  %696 = bitcast float %621 to i32
  %697 = bitcast float %622 to i32
  %698 = bitcast float %623 to i32
  %699 = bitcast float %631 to i32
  %700 = bitcast float %632 to i32
  %701 = bitcast float %633 to i32
  %702 = bitcast float %634 to i32
  %703 = bitcast float %636 to i32
  %704 = bitcast float %637 to i32
  %705 = bitcast float %638 to i32
  %706 = bitcast float %639 to i32
  %707 = bitcast float %641 to i32
  %708 = bitcast float %642 to i32
  %709 = bitcast float %643 to i32
  %710 = bitcast float %644 to i32
  %711 = bitcast float %646 to i32
  %712 = bitcast float %647 to i32
  %713 = bitcast float %648 to i32
  %714 = bitcast float %649 to i32
  br label %._crit_edge

._crit_edge:                                      ; preds = %._crit_edge.loopexit, %.loopexit
  %.lcssa130 = phi i32 [ 0, %.loopexit ], [ %651, %._crit_edge.loopexit ]
  %.lcssa129 = phi i32 [ 0, %.loopexit ], [ %652, %._crit_edge.loopexit ]
  %.lcssa128 = phi i32 [ 0, %.loopexit ], [ %653, %._crit_edge.loopexit ]
  %.lcssa127 = phi i32 [ 0, %.loopexit ], [ %654, %._crit_edge.loopexit ]
  %.lcssa126 = phi i32 [ 0, %.loopexit ], [ %655, %._crit_edge.loopexit ]
  %.lcssa125 = phi i32 [ 0, %.loopexit ], [ %656, %._crit_edge.loopexit ]
  %.lcssa124 = phi i32 [ 0, %.loopexit ], [ %657, %._crit_edge.loopexit ]
  %.lcssa123 = phi i32 [ 0, %.loopexit ], [ %658, %._crit_edge.loopexit ]
  %.lcssa122 = phi i32 [ 0, %.loopexit ], [ %659, %._crit_edge.loopexit ]
  %.lcssa121 = phi i32 [ 0, %.loopexit ], [ %660, %._crit_edge.loopexit ]
  %.lcssa120 = phi i32 [ 0, %.loopexit ], [ %661, %._crit_edge.loopexit ]
  %.lcssa119 = phi i32 [ 0, %.loopexit ], [ %662, %._crit_edge.loopexit ]
  %.lcssa118 = phi i32 [ 0, %.loopexit ], [ %663, %._crit_edge.loopexit ]
  %.lcssa117 = phi i32 [ 0, %.loopexit ], [ %664, %._crit_edge.loopexit ]
  %.lcssa116 = phi i32 [ 0, %.loopexit ], [ %665, %._crit_edge.loopexit ]
  %.lcssa115 = phi i32 [ 0, %.loopexit ], [ %666, %._crit_edge.loopexit ]
  %.lcssa114 = phi i32 [ 0, %.loopexit ], [ %667, %._crit_edge.loopexit ]
  %.lcssa113 = phi i32 [ 0, %.loopexit ], [ %668, %._crit_edge.loopexit ]
  %.lcssa112 = phi i32 [ 0, %.loopexit ], [ %669, %._crit_edge.loopexit ]
  %.lcssa111 = phi i32 [ 0, %.loopexit ], [ %670, %._crit_edge.loopexit ]
  %.lcssa110 = phi i32 [ 0, %.loopexit ], [ %671, %._crit_edge.loopexit ]
  %.lcssa109 = phi i32 [ 0, %.loopexit ], [ %672, %._crit_edge.loopexit ]
  %.lcssa108 = phi i32 [ 0, %.loopexit ], [ %673, %._crit_edge.loopexit ]
  %.lcssa107 = phi i32 [ 0, %.loopexit ], [ %674, %._crit_edge.loopexit ]
  %.lcssa106 = phi i32 [ 0, %.loopexit ], [ %675, %._crit_edge.loopexit ]
  %.lcssa105 = phi i32 [ 0, %.loopexit ], [ %676, %._crit_edge.loopexit ]
  %.lcssa104 = phi i32 [ 0, %.loopexit ], [ %677, %._crit_edge.loopexit ]
  %.lcssa103 = phi i32 [ 0, %.loopexit ], [ %678, %._crit_edge.loopexit ]
  %.lcssa102 = phi i32 [ 0, %.loopexit ], [ %679, %._crit_edge.loopexit ]
  %.lcssa101 = phi i32 [ 0, %.loopexit ], [ %680, %._crit_edge.loopexit ]
  %.lcssa100 = phi i32 [ 0, %.loopexit ], [ %681, %._crit_edge.loopexit ]
  %.lcssa99 = phi i32 [ 0, %.loopexit ], [ %682, %._crit_edge.loopexit ]
  %.lcssa98 = phi i32 [ 0, %.loopexit ], [ %683, %._crit_edge.loopexit ]
  %.lcssa97 = phi i32 [ 0, %.loopexit ], [ %684, %._crit_edge.loopexit ]
  %.lcssa96 = phi i32 [ 0, %.loopexit ], [ %685, %._crit_edge.loopexit ]
  %.lcssa95 = phi i32 [ 0, %.loopexit ], [ %686, %._crit_edge.loopexit ]
  %.lcssa94 = phi i32 [ 0, %.loopexit ], [ %687, %._crit_edge.loopexit ]
  %.lcssa93 = phi i32 [ 0, %.loopexit ], [ %688, %._crit_edge.loopexit ]
  %.lcssa92 = phi i32 [ 0, %.loopexit ], [ %689, %._crit_edge.loopexit ]
  %.lcssa91 = phi i32 [ 0, %.loopexit ], [ %690, %._crit_edge.loopexit ]
  %.lcssa90 = phi i32 [ 0, %.loopexit ], [ %691, %._crit_edge.loopexit ]
  %.lcssa89 = phi i32 [ 0, %.loopexit ], [ %692, %._crit_edge.loopexit ]
  %.lcssa88 = phi i32 [ 0, %.loopexit ], [ %693, %._crit_edge.loopexit ]
  %.lcssa87 = phi i32 [ 0, %.loopexit ], [ %694, %._crit_edge.loopexit ]
  %.lcssa86 = phi i32 [ 0, %.loopexit ], [ %695, %._crit_edge.loopexit ]
  %.lcssa85 = phi i32 [ 0, %.loopexit ], [ %696, %._crit_edge.loopexit ]
  %.lcssa84 = phi i32 [ 0, %.loopexit ], [ %697, %._crit_edge.loopexit ]
  %.lcssa83 = phi i32 [ 0, %.loopexit ], [ %698, %._crit_edge.loopexit ]
  %.lcssa82 = phi i32 [ 0, %.loopexit ], [ %699, %._crit_edge.loopexit ]
  %.lcssa81 = phi i32 [ 0, %.loopexit ], [ %700, %._crit_edge.loopexit ]
  %.lcssa80 = phi i32 [ 0, %.loopexit ], [ %701, %._crit_edge.loopexit ]
  %.lcssa79 = phi i32 [ 0, %.loopexit ], [ %702, %._crit_edge.loopexit ]
  %.lcssa78 = phi i32 [ 0, %.loopexit ], [ %703, %._crit_edge.loopexit ]
  %.lcssa77 = phi i32 [ 0, %.loopexit ], [ %704, %._crit_edge.loopexit ]
  %.lcssa76 = phi i32 [ 0, %.loopexit ], [ %705, %._crit_edge.loopexit ]
  %.lcssa75 = phi i32 [ 0, %.loopexit ], [ %706, %._crit_edge.loopexit ]
  %.lcssa74 = phi i32 [ 0, %.loopexit ], [ %707, %._crit_edge.loopexit ]
  %.lcssa73 = phi i32 [ 0, %.loopexit ], [ %708, %._crit_edge.loopexit ]
  %.lcssa72 = phi i32 [ 0, %.loopexit ], [ %709, %._crit_edge.loopexit ]
  %.lcssa71 = phi i32 [ 0, %.loopexit ], [ %710, %._crit_edge.loopexit ]
  %.lcssa70 = phi i32 [ 0, %.loopexit ], [ %711, %._crit_edge.loopexit ]
  %.lcssa69 = phi i32 [ 0, %.loopexit ], [ %712, %._crit_edge.loopexit ]
  %.lcssa68 = phi i32 [ 0, %.loopexit ], [ %713, %._crit_edge.loopexit ]
  %.lcssa67 = phi i32 [ 0, %.loopexit ], [ %714, %._crit_edge.loopexit ]
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %28, label %715, label %716

715:                                              ; preds = %._crit_edge
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_64x128_dsmem to i32), i32 98304)) #5
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_64x128_dsmem to i32), i32 98312)) #5
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_64x128_dsmem to i32), i32 98320)) #5
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_64x128_dsmem to i32), i32 98328)) #5
  br label %716

716:                                              ; preds = %715, %._crit_edge
  %717 = lshr i32 %7, 2
  %718 = and i32 %717, 7
  %719 = and i32 %7, 96
  %720 = shl nuw nsw i32 %7, 1
  %721 = and i32 %720, 6
  %722 = or disjoint i32 %721, %719
  %723 = or disjoint i32 %23, %718
  %724 = mul i32 %723, %4
  %725 = or disjoint i32 %722, %24
  %726 = add i32 %724, %725
  %727 = sext i32 %726 to i64
  %728 = getelementptr float, ptr addrspace(1) %2, i64 %727
  %729 = icmp slt i32 %723, %3
  %730 = icmp slt i32 %725, %4
  %731 = and i1 %729, %730
  %732 = or disjoint i32 %721, 1
  %733 = or disjoint i32 %732, %719
  %734 = or disjoint i32 %733, %24
  %735 = icmp slt i32 %734, %4
  %736 = ptrtoint ptr addrspace(1) %728 to i64
  %737 = and i64 %736, 7
  %738 = icmp eq i64 %737, 0
  %739 = and i1 %731, %738
  %740 = and i1 %735, %739
  %741 = xor i1 %731, %740
  %742 = xor i1 %729, %739
  %743 = and i1 %735, %742
  %744 = zext i1 %740 to i32
  %745 = zext i1 %741 to i32
  %746 = zext i1 %743 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %744, i32 %.lcssa130, i32 %.lcssa129, ptr addrspace(1) %728, i32 %745, i32 %746) #5
  %747 = or disjoint i32 %723, 8
  %748 = mul i32 %747, %4
  %749 = add i32 %748, %725
  %750 = sext i32 %749 to i64
  %751 = getelementptr float, ptr addrspace(1) %2, i64 %750
  %752 = icmp slt i32 %747, %3
  %753 = and i1 %752, %730
  %754 = ptrtoint ptr addrspace(1) %751 to i64
  %755 = and i64 %754, 7
  %756 = icmp eq i64 %755, 0
  %757 = and i1 %753, %756
  %758 = and i1 %735, %757
  %759 = xor i1 %753, %758
  %760 = xor i1 %752, %757
  %761 = and i1 %735, %760
  %762 = zext i1 %758 to i32
  %763 = zext i1 %759 to i32
  %764 = zext i1 %761 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %762, i32 %.lcssa128, i32 %.lcssa127, ptr addrspace(1) %751, i32 %763, i32 %764) #5
  %765 = or disjoint i32 %719, 8
  %766 = or disjoint i32 %765, %721
  %767 = or disjoint i32 %766, %24
  %768 = add i32 %724, %767
  %769 = sext i32 %768 to i64
  %770 = getelementptr float, ptr addrspace(1) %2, i64 %769
  %771 = icmp slt i32 %767, %4
  %772 = and i1 %729, %771
  %773 = or disjoint i32 %732, %765
  %774 = or disjoint i32 %773, %24
  %775 = icmp slt i32 %774, %4
  %776 = ptrtoint ptr addrspace(1) %770 to i64
  %777 = and i64 %776, 7
  %778 = icmp eq i64 %777, 0
  %779 = and i1 %772, %778
  %780 = and i1 %775, %779
  %781 = xor i1 %772, %780
  %782 = xor i1 %729, %779
  %783 = and i1 %775, %782
  %784 = zext i1 %780 to i32
  %785 = zext i1 %781 to i32
  %786 = zext i1 %783 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %784, i32 %.lcssa126, i32 %.lcssa125, ptr addrspace(1) %770, i32 %785, i32 %786) #5
  %787 = add i32 %748, %767
  %788 = sext i32 %787 to i64
  %789 = getelementptr float, ptr addrspace(1) %2, i64 %788
  %790 = and i1 %752, %771
  %791 = ptrtoint ptr addrspace(1) %789 to i64
  %792 = and i64 %791, 7
  %793 = icmp eq i64 %792, 0
  %794 = and i1 %790, %793
  %795 = and i1 %775, %794
  %796 = xor i1 %790, %795
  %797 = xor i1 %752, %794
  %798 = and i1 %775, %797
  %799 = zext i1 %795 to i32
  %800 = zext i1 %796 to i32
  %801 = zext i1 %798 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %799, i32 %.lcssa124, i32 %.lcssa123, ptr addrspace(1) %789, i32 %800, i32 %801) #5
  %802 = or disjoint i32 %719, 16
  %803 = or disjoint i32 %802, %721
  %804 = or disjoint i32 %803, %24
  %805 = add i32 %724, %804
  %806 = sext i32 %805 to i64
  %807 = getelementptr float, ptr addrspace(1) %2, i64 %806
  %808 = icmp slt i32 %804, %4
  %809 = and i1 %729, %808
  %810 = or disjoint i32 %732, %802
  %811 = or disjoint i32 %810, %24
  %812 = icmp slt i32 %811, %4
  %813 = ptrtoint ptr addrspace(1) %807 to i64
  %814 = and i64 %813, 7
  %815 = icmp eq i64 %814, 0
  %816 = and i1 %809, %815
  %817 = and i1 %812, %816
  %818 = xor i1 %809, %817
  %819 = xor i1 %729, %816
  %820 = and i1 %812, %819
  %821 = zext i1 %817 to i32
  %822 = zext i1 %818 to i32
  %823 = zext i1 %820 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %821, i32 %.lcssa122, i32 %.lcssa121, ptr addrspace(1) %807, i32 %822, i32 %823) #5
  %824 = add i32 %748, %804
  %825 = sext i32 %824 to i64
  %826 = getelementptr float, ptr addrspace(1) %2, i64 %825
  %827 = and i1 %752, %808
  %828 = ptrtoint ptr addrspace(1) %826 to i64
  %829 = and i64 %828, 7
  %830 = icmp eq i64 %829, 0
  %831 = and i1 %827, %830
  %832 = and i1 %812, %831
  %833 = xor i1 %827, %832
  %834 = xor i1 %752, %831
  %835 = and i1 %812, %834
  %836 = zext i1 %832 to i32
  %837 = zext i1 %833 to i32
  %838 = zext i1 %835 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %836, i32 %.lcssa120, i32 %.lcssa119, ptr addrspace(1) %826, i32 %837, i32 %838) #5
  %839 = or disjoint i32 %719, 24
  %840 = or disjoint i32 %839, %721
  %841 = or disjoint i32 %840, %24
  %842 = add i32 %724, %841
  %843 = sext i32 %842 to i64
  %844 = getelementptr float, ptr addrspace(1) %2, i64 %843
  %845 = icmp slt i32 %841, %4
  %846 = and i1 %729, %845
  %847 = or disjoint i32 %732, %839
  %848 = or disjoint i32 %847, %24
  %849 = icmp slt i32 %848, %4
  %850 = ptrtoint ptr addrspace(1) %844 to i64
  %851 = and i64 %850, 7
  %852 = icmp eq i64 %851, 0
  %853 = and i1 %846, %852
  %854 = and i1 %849, %853
  %855 = xor i1 %846, %854
  %856 = xor i1 %729, %853
  %857 = and i1 %849, %856
  %858 = zext i1 %854 to i32
  %859 = zext i1 %855 to i32
  %860 = zext i1 %857 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %858, i32 %.lcssa118, i32 %.lcssa117, ptr addrspace(1) %844, i32 %859, i32 %860) #5
  %861 = add i32 %748, %841
  %862 = sext i32 %861 to i64
  %863 = getelementptr float, ptr addrspace(1) %2, i64 %862
  %864 = and i1 %752, %845
  %865 = ptrtoint ptr addrspace(1) %863 to i64
  %866 = and i64 %865, 7
  %867 = icmp eq i64 %866, 0
  %868 = and i1 %864, %867
  %869 = and i1 %849, %868
  %870 = xor i1 %864, %869
  %871 = xor i1 %752, %868
  %872 = and i1 %849, %871
  %873 = zext i1 %869 to i32
  %874 = zext i1 %870 to i32
  %875 = zext i1 %872 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %873, i32 %.lcssa116, i32 %.lcssa115, ptr addrspace(1) %863, i32 %874, i32 %875) #5
  %876 = or disjoint i32 %723, 16
  %877 = mul i32 %876, %4
  %878 = add i32 %877, %725
  %879 = sext i32 %878 to i64
  %880 = getelementptr float, ptr addrspace(1) %2, i64 %879
  %881 = icmp slt i32 %876, %3
  %882 = and i1 %881, %730
  %883 = ptrtoint ptr addrspace(1) %880 to i64
  %884 = and i64 %883, 7
  %885 = icmp eq i64 %884, 0
  %886 = and i1 %882, %885
  %887 = and i1 %735, %886
  %888 = xor i1 %882, %887
  %889 = xor i1 %881, %886
  %890 = and i1 %735, %889
  %891 = zext i1 %887 to i32
  %892 = zext i1 %888 to i32
  %893 = zext i1 %890 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %891, i32 %.lcssa114, i32 %.lcssa113, ptr addrspace(1) %880, i32 %892, i32 %893) #5
  %894 = or disjoint i32 %717, %23
  %895 = or i32 %894, 24
  %896 = mul i32 %895, %4
  %897 = add i32 %896, %725
  %898 = sext i32 %897 to i64
  %899 = getelementptr float, ptr addrspace(1) %2, i64 %898
  %900 = icmp slt i32 %895, %3
  %901 = and i1 %900, %730
  %902 = ptrtoint ptr addrspace(1) %899 to i64
  %903 = and i64 %902, 7
  %904 = icmp eq i64 %903, 0
  %905 = and i1 %901, %904
  %906 = and i1 %735, %905
  %907 = xor i1 %901, %906
  %908 = xor i1 %900, %905
  %909 = and i1 %735, %908
  %910 = zext i1 %906 to i32
  %911 = zext i1 %907 to i32
  %912 = zext i1 %909 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %910, i32 %.lcssa112, i32 %.lcssa111, ptr addrspace(1) %899, i32 %911, i32 %912) #5
  %913 = add i32 %877, %767
  %914 = sext i32 %913 to i64
  %915 = getelementptr float, ptr addrspace(1) %2, i64 %914
  %916 = and i1 %881, %771
  %917 = ptrtoint ptr addrspace(1) %915 to i64
  %918 = and i64 %917, 7
  %919 = icmp eq i64 %918, 0
  %920 = and i1 %916, %919
  %921 = and i1 %775, %920
  %922 = xor i1 %916, %921
  %923 = xor i1 %881, %920
  %924 = and i1 %775, %923
  %925 = zext i1 %921 to i32
  %926 = zext i1 %922 to i32
  %927 = zext i1 %924 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %925, i32 %.lcssa110, i32 %.lcssa109, ptr addrspace(1) %915, i32 %926, i32 %927) #5
  %928 = add i32 %896, %767
  %929 = sext i32 %928 to i64
  %930 = getelementptr float, ptr addrspace(1) %2, i64 %929
  %931 = and i1 %900, %771
  %932 = ptrtoint ptr addrspace(1) %930 to i64
  %933 = and i64 %932, 7
  %934 = icmp eq i64 %933, 0
  %935 = and i1 %931, %934
  %936 = and i1 %775, %935
  %937 = xor i1 %931, %936
  %938 = xor i1 %900, %935
  %939 = and i1 %775, %938
  %940 = zext i1 %936 to i32
  %941 = zext i1 %937 to i32
  %942 = zext i1 %939 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %940, i32 %.lcssa108, i32 %.lcssa107, ptr addrspace(1) %930, i32 %941, i32 %942) #5
  %943 = add i32 %877, %804
  %944 = sext i32 %943 to i64
  %945 = getelementptr float, ptr addrspace(1) %2, i64 %944
  %946 = and i1 %881, %808
  %947 = ptrtoint ptr addrspace(1) %945 to i64
  %948 = and i64 %947, 7
  %949 = icmp eq i64 %948, 0
  %950 = and i1 %946, %949
  %951 = and i1 %812, %950
  %952 = xor i1 %946, %951
  %953 = xor i1 %881, %950
  %954 = and i1 %812, %953
  %955 = zext i1 %951 to i32
  %956 = zext i1 %952 to i32
  %957 = zext i1 %954 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %955, i32 %.lcssa106, i32 %.lcssa105, ptr addrspace(1) %945, i32 %956, i32 %957) #5
  %958 = add i32 %896, %804
  %959 = sext i32 %958 to i64
  %960 = getelementptr float, ptr addrspace(1) %2, i64 %959
  %961 = and i1 %900, %808
  %962 = ptrtoint ptr addrspace(1) %960 to i64
  %963 = and i64 %962, 7
  %964 = icmp eq i64 %963, 0
  %965 = and i1 %961, %964
  %966 = and i1 %812, %965
  %967 = xor i1 %961, %966
  %968 = xor i1 %900, %965
  %969 = and i1 %812, %968
  %970 = zext i1 %966 to i32
  %971 = zext i1 %967 to i32
  %972 = zext i1 %969 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %970, i32 %.lcssa104, i32 %.lcssa103, ptr addrspace(1) %960, i32 %971, i32 %972) #5
  %973 = add i32 %877, %841
  %974 = sext i32 %973 to i64
  %975 = getelementptr float, ptr addrspace(1) %2, i64 %974
  %976 = and i1 %881, %845
  %977 = ptrtoint ptr addrspace(1) %975 to i64
  %978 = and i64 %977, 7
  %979 = icmp eq i64 %978, 0
  %980 = and i1 %976, %979
  %981 = and i1 %849, %980
  %982 = xor i1 %976, %981
  %983 = xor i1 %881, %980
  %984 = and i1 %849, %983
  %985 = zext i1 %981 to i32
  %986 = zext i1 %982 to i32
  %987 = zext i1 %984 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %985, i32 %.lcssa102, i32 %.lcssa101, ptr addrspace(1) %975, i32 %986, i32 %987) #5
  %988 = add i32 %896, %841
  %989 = sext i32 %988 to i64
  %990 = getelementptr float, ptr addrspace(1) %2, i64 %989
  %991 = and i1 %900, %845
  %992 = ptrtoint ptr addrspace(1) %990 to i64
  %993 = and i64 %992, 7
  %994 = icmp eq i64 %993, 0
  %995 = and i1 %991, %994
  %996 = and i1 %849, %995
  %997 = xor i1 %991, %996
  %998 = xor i1 %900, %995
  %999 = and i1 %849, %998
  %1000 = zext i1 %996 to i32
  %1001 = zext i1 %997 to i32
  %1002 = zext i1 %999 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1000, i32 %.lcssa100, i32 %.lcssa99, ptr addrspace(1) %990, i32 %1001, i32 %1002) #5
  %1003 = or disjoint i32 %723, 32
  %1004 = mul i32 %1003, %4
  %1005 = add i32 %1004, %725
  %1006 = sext i32 %1005 to i64
  %1007 = getelementptr float, ptr addrspace(1) %2, i64 %1006
  %1008 = icmp slt i32 %1003, %3
  %1009 = and i1 %1008, %730
  %1010 = ptrtoint ptr addrspace(1) %1007 to i64
  %1011 = and i64 %1010, 7
  %1012 = icmp eq i64 %1011, 0
  %1013 = and i1 %1009, %1012
  %1014 = and i1 %735, %1013
  %1015 = xor i1 %1009, %1014
  %1016 = xor i1 %1008, %1013
  %1017 = and i1 %735, %1016
  %1018 = zext i1 %1014 to i32
  %1019 = zext i1 %1015 to i32
  %1020 = zext i1 %1017 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1018, i32 %.lcssa98, i32 %.lcssa97, ptr addrspace(1) %1007, i32 %1019, i32 %1020) #5
  %1021 = or disjoint i32 %723, 40
  %1022 = mul i32 %1021, %4
  %1023 = add i32 %1022, %725
  %1024 = sext i32 %1023 to i64
  %1025 = getelementptr float, ptr addrspace(1) %2, i64 %1024
  %1026 = icmp slt i32 %1021, %3
  %1027 = and i1 %1026, %730
  %1028 = ptrtoint ptr addrspace(1) %1025 to i64
  %1029 = and i64 %1028, 7
  %1030 = icmp eq i64 %1029, 0
  %1031 = and i1 %1027, %1030
  %1032 = and i1 %735, %1031
  %1033 = xor i1 %1027, %1032
  %1034 = xor i1 %1026, %1031
  %1035 = and i1 %735, %1034
  %1036 = zext i1 %1032 to i32
  %1037 = zext i1 %1033 to i32
  %1038 = zext i1 %1035 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1036, i32 %.lcssa96, i32 %.lcssa95, ptr addrspace(1) %1025, i32 %1037, i32 %1038) #5
  %1039 = add i32 %1004, %767
  %1040 = sext i32 %1039 to i64
  %1041 = getelementptr float, ptr addrspace(1) %2, i64 %1040
  %1042 = and i1 %1008, %771
  %1043 = ptrtoint ptr addrspace(1) %1041 to i64
  %1044 = and i64 %1043, 7
  %1045 = icmp eq i64 %1044, 0
  %1046 = and i1 %1042, %1045
  %1047 = and i1 %775, %1046
  %1048 = xor i1 %1042, %1047
  %1049 = xor i1 %1008, %1046
  %1050 = and i1 %775, %1049
  %1051 = zext i1 %1047 to i32
  %1052 = zext i1 %1048 to i32
  %1053 = zext i1 %1050 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1051, i32 %.lcssa94, i32 %.lcssa93, ptr addrspace(1) %1041, i32 %1052, i32 %1053) #5
  %1054 = add i32 %1022, %767
  %1055 = sext i32 %1054 to i64
  %1056 = getelementptr float, ptr addrspace(1) %2, i64 %1055
  %1057 = and i1 %1026, %771
  %1058 = ptrtoint ptr addrspace(1) %1056 to i64
  %1059 = and i64 %1058, 7
  %1060 = icmp eq i64 %1059, 0
  %1061 = and i1 %1057, %1060
  %1062 = and i1 %775, %1061
  %1063 = xor i1 %1057, %1062
  %1064 = xor i1 %1026, %1061
  %1065 = and i1 %775, %1064
  %1066 = zext i1 %1062 to i32
  %1067 = zext i1 %1063 to i32
  %1068 = zext i1 %1065 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1066, i32 %.lcssa92, i32 %.lcssa91, ptr addrspace(1) %1056, i32 %1067, i32 %1068) #5
  %1069 = add i32 %1004, %804
  %1070 = sext i32 %1069 to i64
  %1071 = getelementptr float, ptr addrspace(1) %2, i64 %1070
  %1072 = and i1 %1008, %808
  %1073 = ptrtoint ptr addrspace(1) %1071 to i64
  %1074 = and i64 %1073, 7
  %1075 = icmp eq i64 %1074, 0
  %1076 = and i1 %1072, %1075
  %1077 = and i1 %812, %1076
  %1078 = xor i1 %1072, %1077
  %1079 = xor i1 %1008, %1076
  %1080 = and i1 %812, %1079
  %1081 = zext i1 %1077 to i32
  %1082 = zext i1 %1078 to i32
  %1083 = zext i1 %1080 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1081, i32 %.lcssa90, i32 %.lcssa89, ptr addrspace(1) %1071, i32 %1082, i32 %1083) #5
  %1084 = add i32 %1022, %804
  %1085 = sext i32 %1084 to i64
  %1086 = getelementptr float, ptr addrspace(1) %2, i64 %1085
  %1087 = and i1 %1026, %808
  %1088 = ptrtoint ptr addrspace(1) %1086 to i64
  %1089 = and i64 %1088, 7
  %1090 = icmp eq i64 %1089, 0
  %1091 = and i1 %1087, %1090
  %1092 = and i1 %812, %1091
  %1093 = xor i1 %1087, %1092
  %1094 = xor i1 %1026, %1091
  %1095 = and i1 %812, %1094
  %1096 = zext i1 %1092 to i32
  %1097 = zext i1 %1093 to i32
  %1098 = zext i1 %1095 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1096, i32 %.lcssa88, i32 %.lcssa87, ptr addrspace(1) %1086, i32 %1097, i32 %1098) #5
  %1099 = add i32 %1004, %841
  %1100 = sext i32 %1099 to i64
  %1101 = getelementptr float, ptr addrspace(1) %2, i64 %1100
  %1102 = and i1 %1008, %845
  %1103 = ptrtoint ptr addrspace(1) %1101 to i64
  %1104 = and i64 %1103, 7
  %1105 = icmp eq i64 %1104, 0
  %1106 = and i1 %1102, %1105
  %1107 = and i1 %849, %1106
  %1108 = xor i1 %1102, %1107
  %1109 = xor i1 %1008, %1106
  %1110 = and i1 %849, %1109
  %1111 = zext i1 %1107 to i32
  %1112 = zext i1 %1108 to i32
  %1113 = zext i1 %1110 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1111, i32 %.lcssa86, i32 %.lcssa85, ptr addrspace(1) %1101, i32 %1112, i32 %1113) #5
  %1114 = add i32 %1022, %841
  %1115 = sext i32 %1114 to i64
  %1116 = getelementptr float, ptr addrspace(1) %2, i64 %1115
  %1117 = and i1 %1026, %845
  %1118 = ptrtoint ptr addrspace(1) %1116 to i64
  %1119 = and i64 %1118, 7
  %1120 = icmp eq i64 %1119, 0
  %1121 = and i1 %1117, %1120
  %1122 = and i1 %849, %1121
  %1123 = xor i1 %1117, %1122
  %1124 = xor i1 %1026, %1121
  %1125 = and i1 %849, %1124
  %1126 = zext i1 %1122 to i32
  %1127 = zext i1 %1123 to i32
  %1128 = zext i1 %1125 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1126, i32 %.lcssa84, i32 %.lcssa83, ptr addrspace(1) %1116, i32 %1127, i32 %1128) #5
  %1129 = or disjoint i32 %723, 48
  %1130 = mul i32 %1129, %4
  %1131 = add i32 %1130, %725
  %1132 = sext i32 %1131 to i64
  %1133 = getelementptr float, ptr addrspace(1) %2, i64 %1132
  %1134 = icmp slt i32 %1129, %3
  %1135 = and i1 %1134, %730
  %1136 = ptrtoint ptr addrspace(1) %1133 to i64
  %1137 = and i64 %1136, 7
  %1138 = icmp eq i64 %1137, 0
  %1139 = and i1 %1135, %1138
  %1140 = and i1 %735, %1139
  %1141 = xor i1 %1135, %1140
  %1142 = xor i1 %1134, %1139
  %1143 = and i1 %735, %1142
  %1144 = zext i1 %1140 to i32
  %1145 = zext i1 %1141 to i32
  %1146 = zext i1 %1143 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1144, i32 %.lcssa82, i32 %.lcssa81, ptr addrspace(1) %1133, i32 %1145, i32 %1146) #5
  %1147 = or i32 %894, 56
  %1148 = mul i32 %1147, %4
  %1149 = add i32 %1148, %725
  %1150 = sext i32 %1149 to i64
  %1151 = getelementptr float, ptr addrspace(1) %2, i64 %1150
  %1152 = icmp slt i32 %1147, %3
  %1153 = and i1 %1152, %730
  %1154 = ptrtoint ptr addrspace(1) %1151 to i64
  %1155 = and i64 %1154, 7
  %1156 = icmp eq i64 %1155, 0
  %1157 = and i1 %1153, %1156
  %1158 = and i1 %735, %1157
  %1159 = xor i1 %1153, %1158
  %1160 = xor i1 %1152, %1157
  %1161 = and i1 %735, %1160
  %1162 = zext i1 %1158 to i32
  %1163 = zext i1 %1159 to i32
  %1164 = zext i1 %1161 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1162, i32 %.lcssa80, i32 %.lcssa79, ptr addrspace(1) %1151, i32 %1163, i32 %1164) #5
  %1165 = add i32 %1130, %767
  %1166 = sext i32 %1165 to i64
  %1167 = getelementptr float, ptr addrspace(1) %2, i64 %1166
  %1168 = and i1 %1134, %771
  %1169 = ptrtoint ptr addrspace(1) %1167 to i64
  %1170 = and i64 %1169, 7
  %1171 = icmp eq i64 %1170, 0
  %1172 = and i1 %1168, %1171
  %1173 = and i1 %775, %1172
  %1174 = xor i1 %1168, %1173
  %1175 = xor i1 %1134, %1172
  %1176 = and i1 %775, %1175
  %1177 = zext i1 %1173 to i32
  %1178 = zext i1 %1174 to i32
  %1179 = zext i1 %1176 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1177, i32 %.lcssa78, i32 %.lcssa77, ptr addrspace(1) %1167, i32 %1178, i32 %1179) #5
  %1180 = add i32 %1148, %767
  %1181 = sext i32 %1180 to i64
  %1182 = getelementptr float, ptr addrspace(1) %2, i64 %1181
  %1183 = and i1 %1152, %771
  %1184 = ptrtoint ptr addrspace(1) %1182 to i64
  %1185 = and i64 %1184, 7
  %1186 = icmp eq i64 %1185, 0
  %1187 = and i1 %1183, %1186
  %1188 = and i1 %775, %1187
  %1189 = xor i1 %1183, %1188
  %1190 = xor i1 %1152, %1187
  %1191 = and i1 %775, %1190
  %1192 = zext i1 %1188 to i32
  %1193 = zext i1 %1189 to i32
  %1194 = zext i1 %1191 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1192, i32 %.lcssa76, i32 %.lcssa75, ptr addrspace(1) %1182, i32 %1193, i32 %1194) #5
  %1195 = add i32 %1130, %804
  %1196 = sext i32 %1195 to i64
  %1197 = getelementptr float, ptr addrspace(1) %2, i64 %1196
  %1198 = and i1 %1134, %808
  %1199 = ptrtoint ptr addrspace(1) %1197 to i64
  %1200 = and i64 %1199, 7
  %1201 = icmp eq i64 %1200, 0
  %1202 = and i1 %1198, %1201
  %1203 = and i1 %812, %1202
  %1204 = xor i1 %1198, %1203
  %1205 = xor i1 %1134, %1202
  %1206 = and i1 %812, %1205
  %1207 = zext i1 %1203 to i32
  %1208 = zext i1 %1204 to i32
  %1209 = zext i1 %1206 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1207, i32 %.lcssa74, i32 %.lcssa73, ptr addrspace(1) %1197, i32 %1208, i32 %1209) #5
  %1210 = add i32 %1148, %804
  %1211 = sext i32 %1210 to i64
  %1212 = getelementptr float, ptr addrspace(1) %2, i64 %1211
  %1213 = and i1 %1152, %808
  %1214 = ptrtoint ptr addrspace(1) %1212 to i64
  %1215 = and i64 %1214, 7
  %1216 = icmp eq i64 %1215, 0
  %1217 = and i1 %1213, %1216
  %1218 = and i1 %812, %1217
  %1219 = xor i1 %1213, %1218
  %1220 = xor i1 %1152, %1217
  %1221 = and i1 %812, %1220
  %1222 = zext i1 %1218 to i32
  %1223 = zext i1 %1219 to i32
  %1224 = zext i1 %1221 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1222, i32 %.lcssa72, i32 %.lcssa71, ptr addrspace(1) %1212, i32 %1223, i32 %1224) #5
  %1225 = add i32 %1130, %841
  %1226 = sext i32 %1225 to i64
  %1227 = getelementptr float, ptr addrspace(1) %2, i64 %1226
  %1228 = and i1 %1134, %845
  %1229 = ptrtoint ptr addrspace(1) %1227 to i64
  %1230 = and i64 %1229, 7
  %1231 = icmp eq i64 %1230, 0
  %1232 = and i1 %1228, %1231
  %1233 = and i1 %849, %1232
  %1234 = xor i1 %1228, %1233
  %1235 = xor i1 %1134, %1232
  %1236 = and i1 %849, %1235
  %1237 = zext i1 %1233 to i32
  %1238 = zext i1 %1234 to i32
  %1239 = zext i1 %1236 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1237, i32 %.lcssa70, i32 %.lcssa69, ptr addrspace(1) %1227, i32 %1238, i32 %1239) #5
  %1240 = add i32 %1148, %841
  %1241 = sext i32 %1240 to i64
  %1242 = getelementptr float, ptr addrspace(1) %2, i64 %1241
  %1243 = and i1 %1152, %845
  %1244 = ptrtoint ptr addrspace(1) %1242 to i64
  %1245 = and i64 %1244, 7
  %1246 = icmp eq i64 %1245, 0
  %1247 = and i1 %1243, %1246
  %1248 = and i1 %849, %1247
  %1249 = xor i1 %1243, %1248
  %1250 = xor i1 %1152, %1247
  %1251 = and i1 %849, %1250
  %1252 = zext i1 %1248 to i32
  %1253 = zext i1 %1249 to i32
  %1254 = zext i1 %1251 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1252, i32 %.lcssa68, i32 %.lcssa67, ptr addrspace(1) %1242, i32 %1253, i32 %1254) #5
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

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

; Function Attrs: convergent nocallback nofree nounwind memory(argmem: read)
declare { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) readonly captures(none)) #4

attributes #0 = { nounwind "nvvm.maxnreg"="128" "nvvm.reqntid"="128" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { convergent nocallback nofree nounwind memory(argmem: read) }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
