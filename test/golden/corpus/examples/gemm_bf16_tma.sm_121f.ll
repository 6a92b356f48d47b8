; ModuleID = 'tile_kernels'
source_filename = "tile_kernels"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@gemm_bf16_tma_dsmem = external addrspace(3) global [0 x i8], align 1024

; Function Attrs: nounwind
define ptx_kernel void @gemm_bf16_tma(ptr byval([128 x i8]) align 64 "nvvm.grid_constant" %0, ptr byval([128 x i8]) align 64 "nvvm.grid_constant" %1, ptr addrspace(1) %2, i32 %3, i32 %4, i32 %5) local_unnamed_addr #0 {
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
  %.decomposed1023 = sub i32 %.decomposed, %21
  %22 = add nuw i32 %.decomposed1023, %16
  %23 = shl i32 %22, 7
  %24 = shl i32 %20, 8
  %25 = tail call i32 @llvm.smax.i32(i32 %5, i32 0)
  %26 = add nuw i32 %25, 63
  %27 = sdiv i32 %26, 64
  %28 = icmp eq i32 %7, 0
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %28, label %29, label %30

29:                                               ; preds = %6
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_dsmem to i32), i32 98304)) #5
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_dsmem to i32), i32 98312)) #5
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
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_dsmem to i32), i32 98304), i32 49152) #5
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_dsmem to i32), i64 %32, i32 0, i32 %23, i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_dsmem to i32), i32 98304)) #5
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_dsmem to i32), i32 16384), i64 %33, i32 0, i32 %24, i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_dsmem to i32), i32 98304)) #5
  br label %.loopexit

.loopexit:                                        ; preds = %.lr.ph, %30
  %34 = sext i32 %27 to i64
  br i1 %31, label %.lr.ph259, label %._crit_edge

.lr.ph259:                                        ; preds = %.loopexit
  %35 = ptrtoint ptr %1 to i64
  %36 = ptrtoint ptr %0 to i64
  %37 = shl nuw nsw i32 %7, 1
  %38 = and i32 %37, 192
  %39 = and i32 %7, 7
  %40 = and i32 %7, 8
  %41 = lshr i32 %7, 1
  %42 = and i32 %41, 8
  %43 = shl nuw nsw i32 %7, 5
  %44 = and i32 %43, 7168
  %45 = and i32 %43, 4096
  %46 = shl nuw nsw i32 %7, 6
  %47 = and i32 %46, 960
  %48 = shl nuw nsw i32 %39, 3
  %invariant.op = or disjoint i32 %47, %45
  %49 = or disjoint i32 %38, %42
  %50 = or disjoint i32 %49, %39
  %51 = shl nuw nsw i32 %50, 6
  %52 = or disjoint i32 %44, %47
  %53 = xor i32 %42, %48
  %.reass = or disjoint i32 %53, %invariant.op
  %54 = zext nneg i32 %.reass to i64
  %55 = xor i32 %40, %48
  %56 = or disjoint i32 %55, %51
  %57 = zext nneg i32 %56 to i64
  %58 = or disjoint i32 %53, %52
  %59 = or i32 %58, 3072
  %60 = zext nneg i32 %59 to i64
  %61 = or disjoint i32 %42, 16
  %62 = xor i32 %61, %48
  %.reass.1 = or disjoint i32 %62, %invariant.op
  %63 = zext nneg i32 %.reass.1 to i64
  %64 = or disjoint i32 %40, 16
  %65 = xor i32 %64, %48
  %66 = or disjoint i32 %65, %51
  %67 = zext nneg i32 %66 to i64
  %68 = or disjoint i32 %62, %52
  %69 = or i32 %68, 3072
  %70 = zext nneg i32 %69 to i64
  %71 = or disjoint i32 %42, 32
  %72 = xor i32 %71, %48
  %.reass.2 = or disjoint i32 %72, %invariant.op
  %73 = zext nneg i32 %.reass.2 to i64
  %74 = or disjoint i32 %40, 32
  %75 = xor i32 %74, %48
  %76 = or disjoint i32 %75, %51
  %77 = zext nneg i32 %76 to i64
  %78 = or disjoint i32 %72, %52
  %79 = or i32 %78, 3072
  %80 = zext nneg i32 %79 to i64
  %81 = or disjoint i32 %42, 48
  %82 = xor i32 %81, %48
  %.reass.3 = or disjoint i32 %82, %invariant.op
  %83 = zext nneg i32 %.reass.3 to i64
  %84 = or disjoint i32 %40, 48
  %85 = xor i32 %84, %48
  %86 = or disjoint i32 %85, %51
  %87 = zext nneg i32 %86 to i64
  %88 = or disjoint i32 %82, %52
  %89 = or i32 %88, 3072
  %90 = zext nneg i32 %89 to i64
  br label %91

91:                                               ; preds = %.lr.ph259, %242
  %92 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1080, %242 ]
  %93 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1079, %242 ]
  %94 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1078, %242 ]
  %95 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1077, %242 ]
  %96 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1075, %242 ]
  %97 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1074, %242 ]
  %98 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1073, %242 ]
  %99 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1072, %242 ]
  %100 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1070, %242 ]
  %101 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1069, %242 ]
  %102 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1068, %242 ]
  %103 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1067, %242 ]
  %104 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1065, %242 ]
  %105 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1064, %242 ]
  %106 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1063, %242 ]
  %107 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1062, %242 ]
  %108 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1060, %242 ]
  %109 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1059, %242 ]
  %110 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1058, %242 ]
  %111 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1057, %242 ]
  %112 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1055, %242 ]
  %113 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1054, %242 ]
  %114 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1053, %242 ]
  %115 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1052, %242 ]
  %116 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1050, %242 ]
  %117 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1049, %242 ]
  %118 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1048, %242 ]
  %119 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1047, %242 ]
  %120 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1045, %242 ]
  %121 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1044, %242 ]
  %122 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1043, %242 ]
  %123 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1042, %242 ]
  %124 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1034, %242 ]
  %125 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1033, %242 ]
  %126 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1032, %242 ]
  %127 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1031, %242 ]
  %128 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1029, %242 ]
  %129 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1028, %242 ]
  %130 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1027, %242 ]
  %131 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1026, %242 ]
  %132 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1024, %242 ]
  %133 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1023, %242 ]
  %134 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1022, %242 ]
  %135 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1021, %242 ]
  %136 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1019, %242 ]
  %137 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1018, %242 ]
  %138 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1017, %242 ]
  %139 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1016, %242 ]
  %140 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1014, %242 ]
  %141 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1013, %242 ]
  %142 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1012, %242 ]
  %143 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1011, %242 ]
  %144 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1009, %242 ]
  %145 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1008, %242 ]
  %146 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1007, %242 ]
  %147 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1006, %242 ]
  %148 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1004, %242 ]
  %149 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1003, %242 ]
  %150 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1002, %242 ]
  %151 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1001, %242 ]
  %152 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %999, %242 ]
  %153 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %998, %242 ]
  %154 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %997, %242 ]
  %155 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %996, %242 ]
  %156 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %988, %242 ]
  %157 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %987, %242 ]
  %158 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %986, %242 ]
  %159 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %985, %242 ]
  %160 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %983, %242 ]
  %161 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %982, %242 ]
  %162 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %981, %242 ]
  %163 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %980, %242 ]
  %164 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %978, %242 ]
  %165 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %977, %242 ]
  %166 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %976, %242 ]
  %167 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %975, %242 ]
  %168 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %973, %242 ]
  %169 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %972, %242 ]
  %170 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %971, %242 ]
  %171 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %970, %242 ]
  %172 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %968, %242 ]
  %173 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %967, %242 ]
  %174 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %966, %242 ]
  %175 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %965, %242 ]
  %176 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %963, %242 ]
  %177 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %962, %242 ]
  %178 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %961, %242 ]
  %179 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %960, %242 ]
  %180 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %958, %242 ]
  %181 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %957, %242 ]
  %182 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %956, %242 ]
  %183 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %955, %242 ]
  %184 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %953, %242 ]
  %185 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %952, %242 ]
  %186 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %951, %242 ]
  %187 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %950, %242 ]
  %188 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %942, %242 ]
  %189 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %941, %242 ]
  %190 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %940, %242 ]
  %191 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %939, %242 ]
  %192 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %937, %242 ]
  %193 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %936, %242 ]
  %194 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %935, %242 ]
  %195 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %934, %242 ]
  %196 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %926, %242 ]
  %197 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %925, %242 ]
  %198 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %924, %242 ]
  %199 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %923, %242 ]
  %200 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %921, %242 ]
  %201 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %920, %242 ]
  %202 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %919, %242 ]
  %203 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %918, %242 ]
  %204 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %910, %242 ]
  %205 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %909, %242 ]
  %206 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %908, %242 ]
  %207 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %907, %242 ]
  %208 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %905, %242 ]
  %209 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %904, %242 ]
  %210 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %903, %242 ]
  %211 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %902, %242 ]
  %212 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %894, %242 ]
  %213 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %893, %242 ]
  %214 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %892, %242 ]
  %215 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %891, %242 ]
  %216 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %889, %242 ]
  %217 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %888, %242 ]
  %218 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %887, %242 ]
  %219 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %886, %242 ]
  %220 = phi i64 [ 0, %.lr.ph259 ], [ %1081, %242 ]
  %221 = trunc i64 %220 to i32
  %222 = and i32 %221, 1
  %223 = shl nuw nsw i32 %222, 3
  %224 = or disjoint i32 %223, add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_dsmem to i32), i32 98304)
  %225 = lshr i32 %221, 1
  %226 = and i32 %225, 1
  br label %227

227:                                              ; preds = %227, %91
  %228 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %224, i32 %226) #5
  %229 = icmp eq i32 %228, 0
  br i1 %229, label %227, label %230

230:                                              ; preds = %227
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %231 = add i32 %221, 1
  %232 = icmp slt i32 %231, %27
  %233 = and i1 %28, %232
  br i1 %233, label %234, label %242

234:                                              ; preds = %230
  %235 = shl i32 %231, 6
  %236 = and i32 %231, 1
  %237 = shl nuw nsw i32 %236, 3
  %238 = or disjoint i32 %237, add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_dsmem to i32), i32 98304)
  %239 = mul nuw nsw i32 %236, 49152
  %240 = add i32 %239, add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_dsmem to i32), i32 16384)
  %241 = add i32 %239, ptrtoint (ptr addrspace(3) @gemm_bf16_tma_dsmem to i32)
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 %238, i32 49152) #5
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %241, i64 %36, i32 %235, i32 %23, i32 %238) #5
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %240, i64 %35, i32 %235, i32 %24, i32 %238) #5
  br label %242

242:                                              ; preds = %234, %230
  %243 = mul nuw nsw i32 %222, 49152
  %244 = zext nneg i32 %243 to i64
  %245 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 %244
  %246 = add i32 %243, add (i32 sub (i32 0, i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_dsmem to i32)), i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_dsmem to i32), i32 16384))
  %247 = sext i32 %246 to i64
  %248 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 %247
  %249 = getelementptr bfloat, ptr addrspace(3) %245, i64 %54
  %250 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %249)
  %251 = extractvalue { i32, i32, i32, i32 } %250, 0
  %252 = extractvalue { i32, i32, i32, i32 } %250, 1
  %253 = extractvalue { i32, i32, i32, i32 } %250, 2
  %254 = extractvalue { i32, i32, i32, i32 } %250, 3
  %255 = getelementptr bfloat, ptr addrspace(3) %248, i64 %57
  %256 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %255)
  %257 = extractvalue { i32, i32, i32, i32 } %256, 0
  %258 = extractvalue { i32, i32, i32, i32 } %256, 1
  %259 = extractvalue { i32, i32, i32, i32 } %256, 2
  %260 = extractvalue { i32, i32, i32, i32 } %256, 3
  %261 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %251, i32 %252, i32 %253, i32 %254, i32 %257, i32 %258, float %219, float %218, float %217, float %216) #5
  %262 = extractvalue { float, float, float, float } %261, 0
  %263 = extractvalue { float, float, float, float } %261, 1
  %264 = extractvalue { float, float, float, float } %261, 2
  %265 = extractvalue { float, float, float, float } %261, 3
  %266 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %251, i32 %252, i32 %253, i32 %254, i32 %259, i32 %260, float %215, float %214, float %213, float %212) #5
  %267 = extractvalue { float, float, float, float } %266, 0
  %268 = extractvalue { float, float, float, float } %266, 1
  %269 = extractvalue { float, float, float, float } %266, 2
  %270 = extractvalue { float, float, float, float } %266, 3
  %271 = getelementptr i8, ptr addrspace(3) %255, i64 2048
  %272 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %271)
  %273 = extractvalue { i32, i32, i32, i32 } %272, 0
  %274 = extractvalue { i32, i32, i32, i32 } %272, 1
  %275 = extractvalue { i32, i32, i32, i32 } %272, 2
  %276 = extractvalue { i32, i32, i32, i32 } %272, 3
  %277 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %251, i32 %252, i32 %253, i32 %254, i32 %273, i32 %274, float %211, float %210, float %209, float %208) #5
  %278 = extractvalue { float, float, float, float } %277, 0
  %279 = extractvalue { float, float, float, float } %277, 1
  %280 = extractvalue { float, float, float, float } %277, 2
  %281 = extractvalue { float, float, float, float } %277, 3
  %282 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %251, i32 %252, i32 %253, i32 %254, i32 %275, i32 %276, float %207, float %206, float %205, float %204) #5
  %283 = extractvalue { float, float, float, float } %282, 0
  %284 = extractvalue { float, float, float, float } %282, 1
  %285 = extractvalue { float, float, float, float } %282, 2
  %286 = extractvalue { float, float, float, float } %282, 3
  %287 = getelementptr i8, ptr addrspace(3) %255, i64 4096
  %288 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %287)
  %289 = extractvalue { i32, i32, i32, i32 } %288, 0
  %290 = extractvalue { i32, i32, i32, i32 } %288, 1
  %291 = extractvalue { i32, i32, i32, i32 } %288, 2
  %292 = extractvalue { i32, i32, i32, i32 } %288, 3
  %293 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %251, i32 %252, i32 %253, i32 %254, i32 %289, i32 %290, float %203, float %202, float %201, float %200) #5
  %294 = extractvalue { float, float, float, float } %293, 0
  %295 = extractvalue { float, float, float, float } %293, 1
  %296 = extractvalue { float, float, float, float } %293, 2
  %297 = extractvalue { float, float, float, float } %293, 3
  %298 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %251, i32 %252, i32 %253, i32 %254, i32 %291, i32 %292, float %199, float %198, float %197, float %196) #5
  %299 = extractvalue { float, float, float, float } %298, 0
  %300 = extractvalue { float, float, float, float } %298, 1
  %301 = extractvalue { float, float, float, float } %298, 2
  %302 = extractvalue { float, float, float, float } %298, 3
  %303 = getelementptr i8, ptr addrspace(3) %255, i64 6144
  %304 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %303)
  %305 = extractvalue { i32, i32, i32, i32 } %304, 0
  %306 = extractvalue { i32, i32, i32, i32 } %304, 1
  %307 = extractvalue { i32, i32, i32, i32 } %304, 2
  %308 = extractvalue { i32, i32, i32, i32 } %304, 3
  %309 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %251, i32 %252, i32 %253, i32 %254, i32 %305, i32 %306, float %195, float %194, float %193, float %192) #5
  %310 = extractvalue { float, float, float, float } %309, 0
  %311 = extractvalue { float, float, float, float } %309, 1
  %312 = extractvalue { float, float, float, float } %309, 2
  %313 = extractvalue { float, float, float, float } %309, 3
  %314 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %251, i32 %252, i32 %253, i32 %254, i32 %307, i32 %308, float %191, float %190, float %189, float %188) #5
  %315 = extractvalue { float, float, float, float } %314, 0
  %316 = extractvalue { float, float, float, float } %314, 1
  %317 = extractvalue { float, float, float, float } %314, 2
  %318 = extractvalue { float, float, float, float } %314, 3
  %319 = getelementptr i8, ptr addrspace(3) %249, i64 2048
  %320 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %319)
  %321 = extractvalue { i32, i32, i32, i32 } %320, 0
  %322 = extractvalue { i32, i32, i32, i32 } %320, 1
  %323 = extractvalue { i32, i32, i32, i32 } %320, 2
  %324 = extractvalue { i32, i32, i32, i32 } %320, 3
  %325 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %321, i32 %322, i32 %323, i32 %324, i32 %257, i32 %258, float %187, float %186, float %185, float %184) #5
  %326 = extractvalue { float, float, float, float } %325, 0
  %327 = extractvalue { float, float, float, float } %325, 1
  %328 = extractvalue { float, float, float, float } %325, 2
  %329 = extractvalue { float, float, float, float } %325, 3
  %330 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %321, i32 %322, i32 %323, i32 %324, i32 %259, i32 %260, float %183, float %182, float %181, float %180) #5
  %331 = extractvalue { float, float, float, float } %330, 0
  %332 = extractvalue { float, float, float, float } %330, 1
  %333 = extractvalue { float, float, float, float } %330, 2
  %334 = extractvalue { float, float, float, float } %330, 3
  %335 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %321, i32 %322, i32 %323, i32 %324, i32 %273, i32 %274, float %179, float %178, float %177, float %176) #5
  %336 = extractvalue { float, float, float, float } %335, 0
  %337 = extractvalue { float, float, float, float } %335, 1
  %338 = extractvalue { float, float, float, float } %335, 2
  %339 = extractvalue { float, float, float, float } %335, 3
  %340 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %321, i32 %322, i32 %323, i32 %324, i32 %275, i32 %276, float %175, float %174, float %173, float %172) #5
  %341 = extractvalue { float, float, float, float } %340, 0
  %342 = extractvalue { float, float, float, float } %340, 1
  %343 = extractvalue { float, float, float, float } %340, 2
  %344 = extractvalue { float, float, float, float } %340, 3
  %345 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %321, i32 %322, i32 %323, i32 %324, i32 %289, i32 %290, float %171, float %170, float %169, float %168) #5
  %346 = extractvalue { float, float, float, float } %345, 0
  %347 = extractvalue { float, float, float, float } %345, 1
  %348 = extractvalue { float, float, float, float } %345, 2
  %349 = extractvalue { float, float, float, float } %345, 3
  %350 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %321, i32 %322, i32 %323, i32 %324, i32 %291, i32 %292, float %167, float %166, float %165, float %164) #5
  %351 = extractvalue { float, float, float, float } %350, 0
  %352 = extractvalue { float, float, float, float } %350, 1
  %353 = extractvalue { float, float, float, float } %350, 2
  %354 = extractvalue { float, float, float, float } %350, 3
  %355 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %321, i32 %322, i32 %323, i32 %324, i32 %305, i32 %306, float %163, float %162, float %161, float %160) #5
  %356 = extractvalue { float, float, float, float } %355, 0
  %357 = extractvalue { float, float, float, float } %355, 1
  %358 = extractvalue { float, float, float, float } %355, 2
  %359 = extractvalue { float, float, float, float } %355, 3
  %360 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %321, i32 %322, i32 %323, i32 %324, i32 %307, i32 %308, float %159, float %158, float %157, float %156) #5
  %361 = extractvalue { float, float, float, float } %360, 0
  %362 = extractvalue { float, float, float, float } %360, 1
  %363 = extractvalue { float, float, float, float } %360, 2
  %364 = extractvalue { float, float, float, float } %360, 3
  %365 = getelementptr i8, ptr addrspace(3) %249, i64 4096
  %366 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %365)
  %367 = extractvalue { i32, i32, i32, i32 } %366, 0
  %368 = extractvalue { i32, i32, i32, i32 } %366, 1
  %369 = extractvalue { i32, i32, i32, i32 } %366, 2
  %370 = extractvalue { i32, i32, i32, i32 } %366, 3
  %371 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %367, i32 %368, i32 %369, i32 %370, i32 %257, i32 %258, float %155, float %154, float %153, float %152) #5
  %372 = extractvalue { float, float, float, float } %371, 0
  %373 = extractvalue { float, float, float, float } %371, 1
  %374 = extractvalue { float, float, float, float } %371, 2
  %375 = extractvalue { float, float, float, float } %371, 3
  %376 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %367, i32 %368, i32 %369, i32 %370, i32 %259, i32 %260, float %151, float %150, float %149, float %148) #5
  %377 = extractvalue { float, float, float, float } %376, 0
  %378 = extractvalue { float, float, float, float } %376, 1
  %379 = extractvalue { float, float, float, float } %376, 2
  %380 = extractvalue { float, float, float, float } %376, 3
  %381 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %367, i32 %368, i32 %369, i32 %370, i32 %273, i32 %274, float %147, float %146, float %145, float %144) #5
  %382 = extractvalue { float, float, float, float } %381, 0
  %383 = extractvalue { float, float, float, float } %381, 1
  %384 = extractvalue { float, float, float, float } %381, 2
  %385 = extractvalue { float, float, float, float } %381, 3
  %386 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %367, i32 %368, i32 %369, i32 %370, i32 %275, i32 %276, float %143, float %142, float %141, float %140) #5
  %387 = extractvalue { float, float, float, float } %386, 0
  %388 = extractvalue { float, float, float, float } %386, 1
  %389 = extractvalue { float, float, float, float } %386, 2
  %390 = extractvalue { float, float, float, float } %386, 3
  %391 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %367, i32 %368, i32 %369, i32 %370, i32 %289, i32 %290, float %139, float %138, float %137, float %136) #5
  %392 = extractvalue { float, float, float, float } %391, 0
  %393 = extractvalue { float, float, float, float } %391, 1
  %394 = extractvalue { float, float, float, float } %391, 2
  %395 = extractvalue { float, float, float, float } %391, 3
  %396 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %367, i32 %368, i32 %369, i32 %370, i32 %291, i32 %292, float %135, float %134, float %133, float %132) #5
  %397 = extractvalue { float, float, float, float } %396, 0
  %398 = extractvalue { float, float, float, float } %396, 1
  %399 = extractvalue { float, float, float, float } %396, 2
  %400 = extractvalue { float, float, float, float } %396, 3
  %401 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %367, i32 %368, i32 %369, i32 %370, i32 %305, i32 %306, float %131, float %130, float %129, float %128) #5
  %402 = extractvalue { float, float, float, float } %401, 0
  %403 = extractvalue { float, float, float, float } %401, 1
  %404 = extractvalue { float, float, float, float } %401, 2
  %405 = extractvalue { float, float, float, float } %401, 3
  %406 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %367, i32 %368, i32 %369, i32 %370, i32 %307, i32 %308, float %127, float %126, float %125, float %124) #5
  %407 = extractvalue { float, float, float, float } %406, 0
  %408 = extractvalue { float, float, float, float } %406, 1
  %409 = extractvalue { float, float, float, float } %406, 2
  %410 = extractvalue { float, float, float, float } %406, 3
  %411 = getelementptr bfloat, ptr addrspace(3) %245, i64 %60
  %412 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %411)
  %413 = extractvalue { i32, i32, i32, i32 } %412, 0
  %414 = extractvalue { i32, i32, i32, i32 } %412, 1
  %415 = extractvalue { i32, i32, i32, i32 } %412, 2
  %416 = extractvalue { i32, i32, i32, i32 } %412, 3
  %417 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %413, i32 %414, i32 %415, i32 %416, i32 %257, i32 %258, float %123, float %122, float %121, float %120) #5
  %418 = extractvalue { float, float, float, float } %417, 0
  %419 = extractvalue { float, float, float, float } %417, 1
  %420 = extractvalue { float, float, float, float } %417, 2
  %421 = extractvalue { float, float, float, float } %417, 3
  %422 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %413, i32 %414, i32 %415, i32 %416, i32 %259, i32 %260, float %119, float %118, float %117, float %116) #5
  %423 = extractvalue { float, float, float, float } %422, 0
  %424 = extractvalue { float, float, float, float } %422, 1
  %425 = extractvalue { float, float, float, float } %422, 2
  %426 = extractvalue { float, float, float, float } %422, 3
  %427 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %413, i32 %414, i32 %415, i32 %416, i32 %273, i32 %274, float %115, float %114, float %113, float %112) #5
  %428 = extractvalue { float, float, float, float } %427, 0
  %429 = extractvalue { float, float, float, float } %427, 1
  %430 = extractvalue { float, float, float, float } %427, 2
  %431 = extractvalue { float, float, float, float } %427, 3
  %432 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %413, i32 %414, i32 %415, i32 %416, i32 %275, i32 %276, float %111, float %110, float %109, float %108) #5
  %433 = extractvalue { float, float, float, float } %432, 0
  %434 = extractvalue { float, float, float, float } %432, 1
  %435 = extractvalue { float, float, float, float } %432, 2
  %436 = extractvalue { float, float, float, float } %432, 3
  %437 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %413, i32 %414, i32 %415, i32 %416, i32 %289, i32 %290, float %107, float %106, float %105, float %104) #5
  %438 = extractvalue { float, float, float, float } %437, 0
  %439 = extractvalue { float, float, float, float } %437, 1
  %440 = extractvalue { float, float, float, float } %437, 2
  %441 = extractvalue { float, float, float, float } %437, 3
  %442 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %413, i32 %414, i32 %415, i32 %416, i32 %291, i32 %292, float %103, float %102, float %101, float %100) #5
  %443 = extractvalue { float, float, float, float } %442, 0
  %444 = extractvalue { float, float, float, float } %442, 1
  %445 = extractvalue { float, float, float, float } %442, 2
  %446 = extractvalue { float, float, float, float } %442, 3
  %447 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %413, i32 %414, i32 %415, i32 %416, i32 %305, i32 %306, float %99, float %98, float %97, float %96) #5
  %448 = extractvalue { float, float, float, float } %447, 0
  %449 = extractvalue { float, float, float, float } %447, 1
  %450 = extractvalue { float, float, float, float } %447, 2
  %451 = extractvalue { float, float, float, float } %447, 3
  %452 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %413, i32 %414, i32 %415, i32 %416, i32 %307, i32 %308, float %95, float %94, float %93, float %92) #5
  %453 = extractvalue { float, float, float, float } %452, 0
  %454 = extractvalue { float, float, float, float } %452, 1
  %455 = extractvalue { float, float, float, float } %452, 2
  %456 = extractvalue { float, float, float, float } %452, 3
  %457 = getelementptr bfloat, ptr addrspace(3) %245, i64 %63
  %458 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %457)
  %459 = extractvalue { i32, i32, i32, i32 } %458, 0
  %460 = extractvalue { i32, i32, i32, i32 } %458, 1
  %461 = extractvalue { i32, i32, i32, i32 } %458, 2
  %462 = extractvalue { i32, i32, i32, i32 } %458, 3
  %463 = getelementptr bfloat, ptr addrspace(3) %248, i64 %67
  %464 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %463)
  %465 = extractvalue { i32, i32, i32, i32 } %464, 0
  %466 = extractvalue { i32, i32, i32, i32 } %464, 1
  %467 = extractvalue { i32, i32, i32, i32 } %464, 2
  %468 = extractvalue { i32, i32, i32, i32 } %464, 3
  %469 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %459, i32 %460, i32 %461, i32 %462, i32 %465, i32 %466, float %262, float %263, float %264, float %265) #5
  %470 = extractvalue { float, float, float, float } %469, 0
  %471 = extractvalue { float, float, float, float } %469, 1
  %472 = extractvalue { float, float, float, float } %469, 2
  %473 = extractvalue { float, float, float, float } %469, 3
  %474 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %459, i32 %460, i32 %461, i32 %462, i32 %467, i32 %468, float %267, float %268, float %269, float %270) #5
  %475 = extractvalue { float, float, float, float } %474, 0
  %476 = extractvalue { float, float, float, float } %474, 1
  %477 = extractvalue { float, float, float, float } %474, 2
  %478 = extractvalue { float, float, float, float } %474, 3
  %479 = getelementptr i8, ptr addrspace(3) %463, i64 2048
  %480 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %479)
  %481 = extractvalue { i32, i32, i32, i32 } %480, 0
  %482 = extractvalue { i32, i32, i32, i32 } %480, 1
  %483 = extractvalue { i32, i32, i32, i32 } %480, 2
  %484 = extractvalue { i32, i32, i32, i32 } %480, 3
  %485 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %459, i32 %460, i32 %461, i32 %462, i32 %481, i32 %482, float %278, float %279, float %280, float %281) #5
  %486 = extractvalue { float, float, float, float } %485, 0
  %487 = extractvalue { float, float, float, float } %485, 1
  %488 = extractvalue { float, float, float, float } %485, 2
  %489 = extractvalue { float, float, float, float } %485, 3
  %490 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %459, i32 %460, i32 %461, i32 %462, i32 %483, i32 %484, float %283, float %284, float %285, float %286) #5
  %491 = extractvalue { float, float, float, float } %490, 0
  %492 = extractvalue { float, float, float, float } %490, 1
  %493 = extractvalue { float, float, float, float } %490, 2
  %494 = extractvalue { float, float, float, float } %490, 3
  %495 = getelementptr i8, ptr addrspace(3) %463, i64 4096
  %496 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %495)
  %497 = extractvalue { i32, i32, i32, i32 } %496, 0
  %498 = extractvalue { i32, i32, i32, i32 } %496, 1
  %499 = extractvalue { i32, i32, i32, i32 } %496, 2
  %500 = extractvalue { i32, i32, i32, i32 } %496, 3
  %501 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %459, i32 %460, i32 %461, i32 %462, i32 %497, i32 %498, float %294, float %295, float %296, float %297) #5
  %502 = extractvalue { float, float, float, float } %501, 0
  %503 = extractvalue { float, float, float, float } %501, 1
  %504 = extractvalue { float, float, float, float } %501, 2
  %505 = extractvalue { float, float, float, float } %501, 3
  %506 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %459, i32 %460, i32 %461, i32 %462, i32 %499, i32 %500, float %299, float %300, float %301, float %302) #5
  %507 = extractvalue { float, float, float, float } %506, 0
  %508 = extractvalue { float, float, float, float } %506, 1
  %509 = extractvalue { float, float, float, float } %506, 2
  %510 = extractvalue { float, float, float, float } %506, 3
  %511 = getelementptr i8, ptr addrspace(3) %463, i64 6144
  %512 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %511)
  %513 = extractvalue { i32, i32, i32, i32 } %512, 0
  %514 = extractvalue { i32, i32, i32, i32 } %512, 1
  %515 = extractvalue { i32, i32, i32, i32 } %512, 2
  %516 = extractvalue { i32, i32, i32, i32 } %512, 3
  %517 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %459, i32 %460, i32 %461, i32 %462, i32 %513, i32 %514, float %310, float %311, float %312, float %313) #5
  %518 = extractvalue { float, float, float, float } %517, 0
  %519 = extractvalue { float, float, float, float } %517, 1
  %520 = extractvalue { float, float, float, float } %517, 2
  %521 = extractvalue { float, float, float, float } %517, 3
  %522 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %459, i32 %460, i32 %461, i32 %462, i32 %515, i32 %516, float %315, float %316, float %317, float %318) #5
  %523 = extractvalue { float, float, float, float } %522, 0
  %524 = extractvalue { float, float, float, float } %522, 1
  %525 = extractvalue { float, float, float, float } %522, 2
  %526 = extractvalue { float, float, float, float } %522, 3
  %527 = getelementptr i8, ptr addrspace(3) %457, i64 2048
  %528 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %527)
  %529 = extractvalue { i32, i32, i32, i32 } %528, 0
  %530 = extractvalue { i32, i32, i32, i32 } %528, 1
  %531 = extractvalue { i32, i32, i32, i32 } %528, 2
  %532 = extractvalue { i32, i32, i32, i32 } %528, 3
  %533 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %529, i32 %530, i32 %531, i32 %532, i32 %465, i32 %466, float %326, float %327, float %328, float %329) #5
  %534 = extractvalue { float, float, float, float } %533, 0
  %535 = extractvalue { float, float, float, float } %533, 1
  %536 = extractvalue { float, float, float, float } %533, 2
  %537 = extractvalue { float, float, float, float } %533, 3
  %538 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %529, i32 %530, i32 %531, i32 %532, i32 %467, i32 %468, float %331, float %332, float %333, float %334) #5
  %539 = extractvalue { float, float, float, float } %538, 0
  %540 = extractvalue { float, float, float, float } %538, 1
  %541 = extractvalue { float, float, float, float } %538, 2
  %542 = extractvalue { float, float, float, float } %538, 3
  %543 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %529, i32 %530, i32 %531, i32 %532, i32 %481, i32 %482, float %336, float %337, float %338, float %339) #5
  %544 = extractvalue { float, float, float, float } %543, 0
  %545 = extractvalue { float, float, float, float } %543, 1
  %546 = extractvalue { float, float, float, float } %543, 2
  %547 = extractvalue { float, float, float, float } %543, 3
  %548 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %529, i32 %530, i32 %531, i32 %532, i32 %483, i32 %484, float %341, float %342, float %343, float %344) #5
  %549 = extractvalue { float, float, float, float } %548, 0
  %550 = extractvalue { float, float, float, float } %548, 1
  %551 = extractvalue { float, float, float, float } %548, 2
  %552 = extractvalue { float, float, float, float } %548, 3
  %553 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %529, i32 %530, i32 %531, i32 %532, i32 %497, i32 %498, float %346, float %347, float %348, float %349) #5
  %554 = extractvalue { float, float, float, float } %553, 0
  %555 = extractvalue { float, float, float, float } %553, 1
  %556 = extractvalue { float, float, float, float } %553, 2
  %557 = extractvalue { float, float, float, float } %553, 3
  %558 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %529, i32 %530, i32 %531, i32 %532, i32 %499, i32 %500, float %351, float %352, float %353, float %354) #5
  %559 = extractvalue { float, float, float, float } %558, 0
  %560 = extractvalue { float, float, float, float } %558, 1
  %561 = extractvalue { float, float, float, float } %558, 2
  %562 = extractvalue { float, float, float, float } %558, 3
  %563 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %529, i32 %530, i32 %531, i32 %532, i32 %513, i32 %514, float %356, float %357, float %358, float %359) #5
  %564 = extractvalue { float, float, float, float } %563, 0
  %565 = extractvalue { float, float, float, float } %563, 1
  %566 = extractvalue { float, float, float, float } %563, 2
  %567 = extractvalue { float, float, float, float } %563, 3
  %568 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %529, i32 %530, i32 %531, i32 %532, i32 %515, i32 %516, float %361, float %362, float %363, float %364) #5
  %569 = extractvalue { float, float, float, float } %568, 0
  %570 = extractvalue { float, float, float, float } %568, 1
  %571 = extractvalue { float, float, float, float } %568, 2
  %572 = extractvalue { float, float, float, float } %568, 3
  %573 = getelementptr i8, ptr addrspace(3) %457, i64 4096
  %574 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %573)
  %575 = extractvalue { i32, i32, i32, i32 } %574, 0
  %576 = extractvalue { i32, i32, i32, i32 } %574, 1
  %577 = extractvalue { i32, i32, i32, i32 } %574, 2
  %578 = extractvalue { i32, i32, i32, i32 } %574, 3
  %579 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %575, i32 %576, i32 %577, i32 %578, i32 %465, i32 %466, float %372, float %373, float %374, float %375) #5
  %580 = extractvalue { float, float, float, float } %579, 0
  %581 = extractvalue { float, float, float, float } %579, 1
  %582 = extractvalue { float, float, float, float } %579, 2
  %583 = extractvalue { float, float, float, float } %579, 3
  %584 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %575, i32 %576, i32 %577, i32 %578, i32 %467, i32 %468, float %377, float %378, float %379, float %380) #5
  %585 = extractvalue { float, float, float, float } %584, 0
  %586 = extractvalue { float, float, float, float } %584, 1
  %587 = extractvalue { float, float, float, float } %584, 2
  %588 = extractvalue { float, float, float, float } %584, 3
  %589 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %575, i32 %576, i32 %577, i32 %578, i32 %481, i32 %482, float %382, float %383, float %384, float %385) #5
  %590 = extractvalue { float, float, float, float } %589, 0
  %591 = extractvalue { float, float, float, float } %589, 1
  %592 = extractvalue { float, float, float, float } %589, 2
  %593 = extractvalue { float, float, float, float } %589, 3
  %594 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %575, i32 %576, i32 %577, i32 %578, i32 %483, i32 %484, float %387, float %388, float %389, float %390) #5
  %595 = extractvalue { float, float, float, float } %594, 0
  %596 = extractvalue { float, float, float, float } %594, 1
  %597 = extractvalue { float, float, float, float } %594, 2
  %598 = extractvalue { float, float, float, float } %594, 3
  %599 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %575, i32 %576, i32 %577, i32 %578, i32 %497, i32 %498, float %392, float %393, float %394, float %395) #5
  %600 = extractvalue { float, float, float, float } %599, 0
  %601 = extractvalue { float, float, float, float } %599, 1
  %602 = extractvalue { float, float, float, float } %599, 2
  %603 = extractvalue { float, float, float, float } %599, 3
  %604 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %575, i32 %576, i32 %577, i32 %578, i32 %499, i32 %500, float %397, float %398, float %399, float %400) #5
  %605 = extractvalue { float, float, float, float } %604, 0
  %606 = extractvalue { float, float, float, float } %604, 1
  %607 = extractvalue { float, float, float, float } %604, 2
  %608 = extractvalue { float, float, float, float } %604, 3
  %609 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %575, i32 %576, i32 %577, i32 %578, i32 %513, i32 %514, float %402, float %403, float %404, float %405) #5
  %610 = extractvalue { float, float, float, float } %609, 0
  %611 = extractvalue { float, float, float, float } %609, 1
  %612 = extractvalue { float, float, float, float } %609, 2
  %613 = extractvalue { float, float, float, float } %609, 3
  %614 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %575, i32 %576, i32 %577, i32 %578, i32 %515, i32 %516, float %407, float %408, float %409, float %410) #5
  %615 = extractvalue { float, float, float, float } %614, 0
  %616 = extractvalue { float, float, float, float } %614, 1
  %617 = extractvalue { float, float, float, float } %614, 2
  %618 = extractvalue { float, float, float, float } %614, 3
  %619 = getelementptr bfloat, ptr addrspace(3) %245, i64 %70
  %620 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %619)
  %621 = extractvalue { i32, i32, i32, i32 } %620, 0
  %622 = extractvalue { i32, i32, i32, i32 } %620, 1
  %623 = extractvalue { i32, i32, i32, i32 } %620, 2
  %624 = extractvalue { i32, i32, i32, i32 } %620, 3
  %625 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %621, i32 %622, i32 %623, i32 %624, i32 %465, i32 %466, float %418, float %419, float %420, float %421) #5
  %626 = extractvalue { float, float, float, float } %625, 0
  %627 = extractvalue { float, float, float, float } %625, 1
  %628 = extractvalue { float, float, float, float } %625, 2
  %629 = extractvalue { float, float, float, float } %625, 3
  %630 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %621, i32 %622, i32 %623, i32 %624, i32 %467, i32 %468, float %423, float %424, float %425, float %426) #5
  %631 = extractvalue { float, float, float, float } %630, 0
  %632 = extractvalue { float, float, float, float } %630, 1
  %633 = extractvalue { float, float, float, float } %630, 2
  %634 = extractvalue { float, float, float, float } %630, 3
  %635 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %621, i32 %622, i32 %623, i32 %624, i32 %481, i32 %482, float %428, float %429, float %430, float %431) #5
  %636 = extractvalue { float, float, float, float } %635, 0
  %637 = extractvalue { float, float, float, float } %635, 1
  %638 = extractvalue { float, float, float, float } %635, 2
  %639 = extractvalue { float, float, float, float } %635, 3
  %640 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %621, i32 %622, i32 %623, i32 %624, i32 %483, i32 %484, float %433, float %434, float %435, float %436) #5
  %641 = extractvalue { float, float, float, float } %640, 0
  %642 = extractvalue { float, float, float, float } %640, 1
  %643 = extractvalue { float, float, float, float } %640, 2
  %644 = extractvalue { float, float, float, float } %640, 3
  %645 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %621, i32 %622, i32 %623, i32 %624, i32 %497, i32 %498, float %438, float %439, float %440, float %441) #5
  %646 = extractvalue { float, float, float, float } %645, 0
  %647 = extractvalue { float, float, float, float } %645, 1
  %648 = extractvalue { float, float, float, float } %645, 2
  %649 = extractvalue { float, float, float, float } %645, 3
  %650 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %621, i32 %622, i32 %623, i32 %624, i32 %499, i32 %500, float %443, float %444, float %445, float %446) #5
  %651 = extractvalue { float, float, float, float } %650, 0
  %652 = extractvalue { float, float, float, float } %650, 1
  %653 = extractvalue { float, float, float, float } %650, 2
  %654 = extractvalue { float, float, float, float } %650, 3
  %655 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %621, i32 %622, i32 %623, i32 %624, i32 %513, i32 %514, float %448, float %449, float %450, float %451) #5
  %656 = extractvalue { float, float, float, float } %655, 0
  %657 = extractvalue { float, float, float, float } %655, 1
  %658 = extractvalue { float, float, float, float } %655, 2
  %659 = extractvalue { float, float, float, float } %655, 3
  %660 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %621, i32 %622, i32 %623, i32 %624, i32 %515, i32 %516, float %453, float %454, float %455, float %456) #5
  %661 = extractvalue { float, float, float, float } %660, 0
  %662 = extractvalue { float, float, float, float } %660, 1
  %663 = extractvalue { float, float, float, float } %660, 2
  %664 = extractvalue { float, float, float, float } %660, 3
  %665 = getelementptr bfloat, ptr addrspace(3) %245, i64 %73
  %666 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %665)
  %667 = extractvalue { i32, i32, i32, i32 } %666, 0
  %668 = extractvalue { i32, i32, i32, i32 } %666, 1
  %669 = extractvalue { i32, i32, i32, i32 } %666, 2
  %670 = extractvalue { i32, i32, i32, i32 } %666, 3
  %671 = getelementptr bfloat, ptr addrspace(3) %248, i64 %77
  %672 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %671)
  %673 = extractvalue { i32, i32, i32, i32 } %672, 0
  %674 = extractvalue { i32, i32, i32, i32 } %672, 1
  %675 = extractvalue { i32, i32, i32, i32 } %672, 2
  %676 = extractvalue { i32, i32, i32, i32 } %672, 3
  %677 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %667, i32 %668, i32 %669, i32 %670, i32 %673, i32 %674, float %470, float %471, float %472, float %473) #5
  %678 = extractvalue { float, float, float, float } %677, 0
  %679 = extractvalue { float, float, float, float } %677, 1
  %680 = extractvalue { float, float, float, float } %677, 2
  %681 = extractvalue { float, float, float, float } %677, 3
  %682 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %667, i32 %668, i32 %669, i32 %670, i32 %675, i32 %676, float %475, float %476, float %477, float %478) #5
  %683 = extractvalue { float, float, float, float } %682, 0
  %684 = extractvalue { float, float, float, float } %682, 1
  %685 = extractvalue { float, float, float, float } %682, 2
  %686 = extractvalue { float, float, float, float } %682, 3
  %687 = getelementptr i8, ptr addrspace(3) %671, i64 2048
  %688 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %687)
  %689 = extractvalue { i32, i32, i32, i32 } %688, 0
  %690 = extractvalue { i32, i32, i32, i32 } %688, 1
  %691 = extractvalue { i32, i32, i32, i32 } %688, 2
  %692 = extractvalue { i32, i32, i32, i32 } %688, 3
  %693 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %667, i32 %668, i32 %669, i32 %670, i32 %689, i32 %690, float %486, float %487, float %488, float %489) #5
  %694 = extractvalue { float, float, float, float } %693, 0
  %695 = extractvalue { float, float, float, float } %693, 1
  %696 = extractvalue { float, float, float, float } %693, 2
  %697 = extractvalue { float, float, float, float } %693, 3
  %698 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %667, i32 %668, i32 %669, i32 %670, i32 %691, i32 %692, float %491, float %492, float %493, float %494) #5
  %699 = extractvalue { float, float, float, float } %698, 0
  %700 = extractvalue { float, float, float, float } %698, 1
  %701 = extractvalue { float, float, float, float } %698, 2
  %702 = extractvalue { float, float, float, float } %698, 3
  %703 = getelementptr i8, ptr addrspace(3) %671, i64 4096
  %704 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %703)
  %705 = extractvalue { i32, i32, i32, i32 } %704, 0
  %706 = extractvalue { i32, i32, i32, i32 } %704, 1
  %707 = extractvalue { i32, i32, i32, i32 } %704, 2
  %708 = extractvalue { i32, i32, i32, i32 } %704, 3
  %709 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %667, i32 %668, i32 %669, i32 %670, i32 %705, i32 %706, float %502, float %503, float %504, float %505) #5
  %710 = extractvalue { float, float, float, float } %709, 0
  %711 = extractvalue { float, float, float, float } %709, 1
  %712 = extractvalue { float, float, float, float } %709, 2
  %713 = extractvalue { float, float, float, float } %709, 3
  %714 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %667, i32 %668, i32 %669, i32 %670, i32 %707, i32 %708, float %507, float %508, float %509, float %510) #5
  %715 = extractvalue { float, float, float, float } %714, 0
  %716 = extractvalue { float, float, float, float } %714, 1
  %717 = extractvalue { float, float, float, float } %714, 2
  %718 = extractvalue { float, float, float, float } %714, 3
  %719 = getelementptr i8, ptr addrspace(3) %671, i64 6144
  %720 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %719)
  %721 = extractvalue { i32, i32, i32, i32 } %720, 0
  %722 = extractvalue { i32, i32, i32, i32 } %720, 1
  %723 = extractvalue { i32, i32, i32, i32 } %720, 2
  %724 = extractvalue { i32, i32, i32, i32 } %720, 3
  %725 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %667, i32 %668, i32 %669, i32 %670, i32 %721, i32 %722, float %518, float %519, float %520, float %521) #5
  %726 = extractvalue { float, float, float, float } %725, 0
  %727 = extractvalue { float, float, float, float } %725, 1
  %728 = extractvalue { float, float, float, float } %725, 2
  %729 = extractvalue { float, float, float, float } %725, 3
  %730 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %667, i32 %668, i32 %669, i32 %670, i32 %723, i32 %724, float %523, float %524, float %525, float %526) #5
  %731 = extractvalue { float, float, float, float } %730, 0
  %732 = extractvalue { float, float, float, float } %730, 1
  %733 = extractvalue { float, float, float, float } %730, 2
  %734 = extractvalue { float, float, float, float } %730, 3
  %735 = getelementptr i8, ptr addrspace(3) %665, i64 2048
  %736 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %735)
  %737 = extractvalue { i32, i32, i32, i32 } %736, 0
  %738 = extractvalue { i32, i32, i32, i32 } %736, 1
  %739 = extractvalue { i32, i32, i32, i32 } %736, 2
  %740 = extractvalue { i32, i32, i32, i32 } %736, 3
  %741 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %737, i32 %738, i32 %739, i32 %740, i32 %673, i32 %674, float %534, float %535, float %536, float %537) #5
  %742 = extractvalue { float, float, float, float } %741, 0
  %743 = extractvalue { float, float, float, float } %741, 1
  %744 = extractvalue { float, float, float, float } %741, 2
  %745 = extractvalue { float, float, float, float } %741, 3
  %746 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %737, i32 %738, i32 %739, i32 %740, i32 %675, i32 %676, float %539, float %540, float %541, float %542) #5
  %747 = extractvalue { float, float, float, float } %746, 0
  %748 = extractvalue { float, float, float, float } %746, 1
  %749 = extractvalue { float, float, float, float } %746, 2
  %750 = extractvalue { float, float, float, float } %746, 3
  %751 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %737, i32 %738, i32 %739, i32 %740, i32 %689, i32 %690, float %544, float %545, float %546, float %547) #5
  %752 = extractvalue { float, float, float, float } %751, 0
  %753 = extractvalue { float, float, float, float } %751, 1
  %754 = extractvalue { float, float, float, float } %751, 2
  %755 = extractvalue { float, float, float, float } %751, 3
  %756 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %737, i32 %738, i32 %739, i32 %740, i32 %691, i32 %692, float %549, float %550, float %551, float %552) #5
  %757 = extractvalue { float, float, float, float } %756, 0
  %758 = extractvalue { float, float, float, float } %756, 1
  %759 = extractvalue { float, float, float, float } %756, 2
  %760 = extractvalue { float, float, float, float } %756, 3
  %761 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %737, i32 %738, i32 %739, i32 %740, i32 %705, i32 %706, float %554, float %555, float %556, float %557) #5
  %762 = extractvalue { float, float, float, float } %761, 0
  %763 = extractvalue { float, float, float, float } %761, 1
  %764 = extractvalue { float, float, float, float } %761, 2
  %765 = extractvalue { float, float, float, float } %761, 3
  %766 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %737, i32 %738, i32 %739, i32 %740, i32 %707, i32 %708, float %559, float %560, float %561, float %562) #5
  %767 = extractvalue { float, float, float, float } %766, 0
  %768 = extractvalue { float, float, float, float } %766, 1
  %769 = extractvalue { float, float, float, float } %766, 2
  %770 = extractvalue { float, float, float, float } %766, 3
  %771 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %737, i32 %738, i32 %739, i32 %740, i32 %721, i32 %722, float %564, float %565, float %566, float %567) #5
  %772 = extractvalue { float, float, float, float } %771, 0
  %773 = extractvalue { float, float, float, float } %771, 1
  %774 = extractvalue { float, float, float, float } %771, 2
  %775 = extractvalue { float, float, float, float } %771, 3
  %776 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %737, i32 %738, i32 %739, i32 %740, i32 %723, i32 %724, float %569, float %570, float %571, float %572) #5
  %777 = extractvalue { float, float, float, float } %776, 0
  %778 = extractvalue { float, float, float, float } %776, 1
  %779 = extractvalue { float, float, float, float } %776, 2
  %780 = extractvalue { float, float, float, float } %776, 3
  %781 = getelementptr i8, ptr addrspace(3) %665, i64 4096
  %782 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %781)
  %783 = extractvalue { i32, i32, i32, i32 } %782, 0
  %784 = extractvalue { i32, i32, i32, i32 } %782, 1
  %785 = extractvalue { i32, i32, i32, i32 } %782, 2
  %786 = extractvalue { i32, i32, i32, i32 } %782, 3
  %787 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %783, i32 %784, i32 %785, i32 %786, i32 %673, i32 %674, float %580, float %581, float %582, float %583) #5
  %788 = extractvalue { float, float, float, float } %787, 0
  %789 = extractvalue { float, float, float, float } %787, 1
  %790 = extractvalue { float, float, float, float } %787, 2
  %791 = extractvalue { float, float, float, float } %787, 3
  %792 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %783, i32 %784, i32 %785, i32 %786, i32 %675, i32 %676, float %585, float %586, float %587, float %588) #5
  %793 = extractvalue { float, float, float, float } %792, 0
  %794 = extractvalue { float, float, float, float } %792, 1
  %795 = extractvalue { float, float, float, float } %792, 2
  %796 = extractvalue { float, float, float, float } %792, 3
  %797 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %783, i32 %784, i32 %785, i32 %786, i32 %689, i32 %690, float %590, float %591, float %592, float %593) #5
  %798 = extractvalue { float, float, float, float } %797, 0
  %799 = extractvalue { float, float, float, float } %797, 1
  %800 = extractvalue { float, float, float, float } %797, 2
  %801 = extractvalue { float, float, float, float } %797, 3
  %802 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %783, i32 %784, i32 %785, i32 %786, i32 %691, i32 %692, float %595, float %596, float %597, float %598) #5
  %803 = extractvalue { float, float, float, float } %802, 0
  %804 = extractvalue { float, float, float, float } %802, 1
  %805 = extractvalue { float, float, float, float } %802, 2
  %806 = extractvalue { float, float, float, float } %802, 3
  %807 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %783, i32 %784, i32 %785, i32 %786, i32 %705, i32 %706, float %600, float %601, float %602, float %603) #5
  %808 = extractvalue { float, float, float, float } %807, 0
  %809 = extractvalue { float, float, float, float } %807, 1
  %810 = extractvalue { float, float, float, float } %807, 2
  %811 = extractvalue { float, float, float, float } %807, 3
  %812 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %783, i32 %784, i32 %785, i32 %786, i32 %707, i32 %708, float %605, float %606, float %607, float %608) #5
  %813 = extractvalue { float, float, float, float } %812, 0
  %814 = extractvalue { float, float, float, float } %812, 1
  %815 = extractvalue { float, float, float, float } %812, 2
  %816 = extractvalue { float, float, float, float } %812, 3
  %817 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %783, i32 %784, i32 %785, i32 %786, i32 %721, i32 %722, float %610, float %611, float %612, float %613) #5
  %818 = extractvalue { float, float, float, float } %817, 0
  %819 = extractvalue { float, float, float, float } %817, 1
  %820 = extractvalue { float, float, float, float } %817, 2
  %821 = extractvalue { float, float, float, float } %817, 3
  %822 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %783, i32 %784, i32 %785, i32 %786, i32 %723, i32 %724, float %615, float %616, float %617, float %618) #5
  %823 = extractvalue { float, float, float, float } %822, 0
  %824 = extractvalue { float, float, float, float } %822, 1
  %825 = extractvalue { float, float, float, float } %822, 2
  %826 = extractvalue { float, float, float, float } %822, 3
  %827 = getelementptr bfloat, ptr addrspace(3) %245, i64 %80
  %828 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %827)
  %829 = extractvalue { i32, i32, i32, i32 } %828, 0
  %830 = extractvalue { i32, i32, i32, i32 } %828, 1
  %831 = extractvalue { i32, i32, i32, i32 } %828, 2
  %832 = extractvalue { i32, i32, i32, i32 } %828, 3
  %833 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %829, i32 %830, i32 %831, i32 %832, i32 %673, i32 %674, float %626, float %627, float %628, float %629) #5
  %834 = extractvalue { float, float, float, float } %833, 0
  %835 = extractvalue { float, float, float, float } %833, 1
  %836 = extractvalue { float, float, float, float } %833, 2
  %837 = extractvalue { float, float, float, float } %833, 3
  %838 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %829, i32 %830, i32 %831, i32 %832, i32 %675, i32 %676, float %631, float %632, float %633, float %634) #5
  %839 = extractvalue { float, float, float, float } %838, 0
  %840 = extractvalue { float, float, float, float } %838, 1
  %841 = extractvalue { float, float, float, float } %838, 2
  %842 = extractvalue { float, float, float, float } %838, 3
  %843 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %829, i32 %830, i32 %831, i32 %832, i32 %689, i32 %690, float %636, float %637, float %638, float %639) #5
  %844 = extractvalue { float, float, float, float } %843, 0
  %845 = extractvalue { float, float, float, float } %843, 1
  %846 = extractvalue { float, float, float, float } %843, 2
  %847 = extractvalue { float, float, float, float } %843, 3
  %848 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %829, i32 %830, i32 %831, i32 %832, i32 %691, i32 %692, float %641, float %642, float %643, float %644) #5
  %849 = extractvalue { float, float, float, float } %848, 0
  %850 = extractvalue { float, float, float, float } %848, 1
  %851 = extractvalue { float, float, float, float } %848, 2
  %852 = extractvalue { float, float, float, float } %848, 3
  %853 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %829, i32 %830, i32 %831, i32 %832, i32 %705, i32 %706, float %646, float %647, float %648, float %649) #5
  %854 = extractvalue { float, float, float, float } %853, 0
  %855 = extractvalue { float, float, float, float } %853, 1
  %856 = extractvalue { float, float, float, float } %853, 2
  %857 = extractvalue { float, float, float, float } %853, 3
  %858 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %829, i32 %830, i32 %831, i32 %832, i32 %707, i32 %708, float %651, float %652, float %653, float %654) #5
  %859 = extractvalue { float, float, float, float } %858, 0
  %860 = extractvalue { float, float, float, float } %858, 1
  %861 = extractvalue { float, float, float, float } %858, 2
  %862 = extractvalue { float, float, float, float } %858, 3
  %863 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %829, i32 %830, i32 %831, i32 %832, i32 %721, i32 %722, float %656, float %657, float %658, float %659) #5
  %864 = extractvalue { float, float, float, float } %863, 0
  %865 = extractvalue { float, float, float, float } %863, 1
  %866 = extractvalue { float, float, float, float } %863, 2
  %867 = extractvalue { float, float, float, float } %863, 3
  %868 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %829, i32 %830, i32 %831, i32 %832, i32 %723, i32 %724, float %661, float %662, float %663, float %664) #5
  %869 = extractvalue { float, float, float, float } %868, 0
  %870 = extractvalue { float, float, float, float } %868, 1
  %871 = extractvalue { float, float, float, float } %868, 2
  %872 = extractvalue { float, float, float, float } %868, 3
  %873 = getelementptr bfloat, ptr addrspace(3) %245, i64 %83
  %874 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %873)
  %875 = extractvalue { i32, i32, i32, i32 } %874, 0
  %876 = extractvalue { i32, i32, i32, i32 } %874, 1
  %877 = extractvalue { i32, i32, i32, i32 } %874, 2
  %878 = extractvalue { i32, i32, i32, i32 } %874, 3
  %879 = getelementptr bfloat, ptr addrspace(3) %248, i64 %87
  %880 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %879)
  %881 = extractvalue { i32, i32, i32, i32 } %880, 0
  %882 = extractvalue { i32, i32, i32, i32 } %880, 1
  %883 = extractvalue { i32, i32, i32, i32 } %880, 2
  %884 = extractvalue { i32, i32, i32, i32 } %880, 3
  %885 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %875, i32 %876, i32 %877, i32 %878, i32 %881, i32 %882, float %678, float %679, float %680, float %681) #5
  %886 = extractvalue { float, float, float, float } %885, 0
  %887 = extractvalue { float, float, float, float } %885, 1
  %888 = extractvalue { float, float, float, float } %885, 2
  %889 = extractvalue { float, float, float, float } %885, 3
  %890 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %875, i32 %876, i32 %877, i32 %878, i32 %883, i32 %884, float %683, float %684, float %685, float %686) #5
  %891 = extractvalue { float, float, float, float } %890, 0
  %892 = extractvalue { float, float, float, float } %890, 1
  %893 = extractvalue { float, float, float, float } %890, 2
  %894 = extractvalue { float, float, float, float } %890, 3
  %895 = getelementptr i8, ptr addrspace(3) %879, i64 2048
  %896 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %895)
  %897 = extractvalue { i32, i32, i32, i32 } %896, 0
  %898 = extractvalue { i32, i32, i32, i32 } %896, 1
  %899 = extractvalue { i32, i32, i32, i32 } %896, 2
  %900 = extractvalue { i32, i32, i32, i32 } %896, 3
  %901 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %875, i32 %876, i32 %877, i32 %878, i32 %897, i32 %898, float %694, float %695, float %696, float %697) #5
  %902 = extractvalue { float, float, float, float } %901, 0
  %903 = extractvalue { float, float, float, float } %901, 1
  %904 = extractvalue { float, float, float, float } %901, 2
  %905 = extractvalue { float, float, float, float } %901, 3
  %906 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %875, i32 %876, i32 %877, i32 %878, i32 %899, i32 %900, float %699, float %700, float %701, float %702) #5
  %907 = extractvalue { float, float, float, float } %906, 0
  %908 = extractvalue { float, float, float, float } %906, 1
  %909 = extractvalue { float, float, float, float } %906, 2
  %910 = extractvalue { float, float, float, float } %906, 3
  %911 = getelementptr i8, ptr addrspace(3) %879, i64 4096
  %912 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %911)
  %913 = extractvalue { i32, i32, i32, i32 } %912, 0
  %914 = extractvalue { i32, i32, i32, i32 } %912, 1
  %915 = extractvalue { i32, i32, i32, i32 } %912, 2
  %916 = extractvalue { i32, i32, i32, i32 } %912, 3
  %917 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %875, i32 %876, i32 %877, i32 %878, i32 %913, i32 %914, float %710, float %711, float %712, float %713) #5
  %918 = extractvalue { float, float, float, float } %917, 0
  %919 = extractvalue { float, float, float, float } %917, 1
  %920 = extractvalue { float, float, float, float } %917, 2
  %921 = extractvalue { float, float, float, float } %917, 3
  %922 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %875, i32 %876, i32 %877, i32 %878, i32 %915, i32 %916, float %715, float %716, float %717, float %718) #5
  %923 = extractvalue { float, float, float, float } %922, 0
  %924 = extractvalue { float, float, float, float } %922, 1
  %925 = extractvalue { float, float, float, float } %922, 2
  %926 = extractvalue { float, float, float, float } %922, 3
  %927 = getelementptr i8, ptr addrspace(3) %879, i64 6144
  %928 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %927)
  %929 = extractvalue { i32, i32, i32, i32 } %928, 0
  %930 = extractvalue { i32, i32, i32, i32 } %928, 1
  %931 = extractvalue { i32, i32, i32, i32 } %928, 2
  %932 = extractvalue { i32, i32, i32, i32 } %928, 3
  %933 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %875, i32 %876, i32 %877, i32 %878, i32 %929, i32 %930, float %726, float %727, float %728, float %729) #5
  %934 = extractvalue { float, float, float, float } %933, 0
  %935 = extractvalue { float, float, float, float } %933, 1
  %936 = extractvalue { float, float, float, float } %933, 2
  %937 = extractvalue { float, float, float, float } %933, 3
  %938 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %875, i32 %876, i32 %877, i32 %878, i32 %931, i32 %932, float %731, float %732, float %733, float %734) #5
  %939 = extractvalue { float, float, float, float } %938, 0
  %940 = extractvalue { float, float, float, float } %938, 1
  %941 = extractvalue { float, float, float, float } %938, 2
  %942 = extractvalue { float, float, float, float } %938, 3
  %943 = getelementptr i8, ptr addrspace(3) %873, i64 2048
  %944 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %943)
  %945 = extractvalue { i32, i32, i32, i32 } %944, 0
  %946 = extractvalue { i32, i32, i32, i32 } %944, 1
  %947 = extractvalue { i32, i32, i32, i32 } %944, 2
  %948 = extractvalue { i32, i32, i32, i32 } %944, 3
  %949 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %945, i32 %946, i32 %947, i32 %948, i32 %881, i32 %882, float %742, float %743, float %744, float %745) #5
  %950 = extractvalue { float, float, float, float } %949, 0
  %951 = extractvalue { float, float, float, float } %949, 1
  %952 = extractvalue { float, float, float, float } %949, 2
  %953 = extractvalue { float, float, float, float } %949, 3
  %954 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %945, i32 %946, i32 %947, i32 %948, i32 %883, i32 %884, float %747, float %748, float %749, float %750) #5
  %955 = extractvalue { float, float, float, float } %954, 0
  %956 = extractvalue { float, float, float, float } %954, 1
  %957 = extractvalue { float, float, float, float } %954, 2
  %958 = extractvalue { float, float, float, float } %954, 3
  %959 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %945, i32 %946, i32 %947, i32 %948, i32 %897, i32 %898, float %752, float %753, float %754, float %755) #5
  %960 = extractvalue { float, float, float, float } %959, 0
  %961 = extractvalue { float, float, float, float } %959, 1
  %962 = extractvalue { float, float, float, float } %959, 2
  %963 = extractvalue { float, float, float, float } %959, 3
  %964 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %945, i32 %946, i32 %947, i32 %948, i32 %899, i32 %900, float %757, float %758, float %759, float %760) #5
  %965 = extractvalue { float, float, float, float } %964, 0
  %966 = extractvalue { float, float, float, float } %964, 1
  %967 = extractvalue { float, float, float, float } %964, 2
  %968 = extractvalue { float, float, float, float } %964, 3
  %969 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %945, i32 %946, i32 %947, i32 %948, i32 %913, i32 %914, float %762, float %763, float %764, float %765) #5
  %970 = extractvalue { float, float, float, float } %969, 0
  %971 = extractvalue { float, float, float, float } %969, 1
  %972 = extractvalue { float, float, float, float } %969, 2
  %973 = extractvalue { float, float, float, float } %969, 3
  %974 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %945, i32 %946, i32 %947, i32 %948, i32 %915, i32 %916, float %767, float %768, float %769, float %770) #5
  %975 = extractvalue { float, float, float, float } %974, 0
  %976 = extractvalue { float, float, float, float } %974, 1
  %977 = extractvalue { float, float, float, float } %974, 2
  %978 = extractvalue { float, float, float, float } %974, 3
  %979 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %945, i32 %946, i32 %947, i32 %948, i32 %929, i32 %930, float %772, float %773, float %774, float %775) #5
  %980 = extractvalue { float, float, float, float } %979, 0
  %981 = extractvalue { float, float, float, float } %979, 1
  %982 = extractvalue { float, float, float, float } %979, 2
  %983 = extractvalue { float, float, float, float } %979, 3
  %984 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %945, i32 %946, i32 %947, i32 %948, i32 %931, i32 %932, float %777, float %778, float %779, float %780) #5
  %985 = extractvalue { float, float, float, float } %984, 0
  %986 = extractvalue { float, float, float, float } %984, 1
  %987 = extractvalue { float, float, float, float } %984, 2
  %988 = extractvalue { float, float, float, float } %984, 3
  %989 = getelementptr i8, ptr addrspace(3) %873, i64 4096
  %990 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %989)
  %991 = extractvalue { i32, i32, i32, i32 } %990, 0
  %992 = extractvalue { i32, i32, i32, i32 } %990, 1
  %993 = extractvalue { i32, i32, i32, i32 } %990, 2
  %994 = extractvalue { i32, i32, i32, i32 } %990, 3
  %995 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %991, i32 %992, i32 %993, i32 %994, i32 %881, i32 %882, float %788, float %789, float %790, float %791) #5
  %996 = extractvalue { float, float, float, float } %995, 0
  %997 = extractvalue { float, float, float, float } %995, 1
  %998 = extractvalue { float, float, float, float } %995, 2
  %999 = extractvalue { float, float, float, float } %995, 3
  %1000 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %991, i32 %992, i32 %993, i32 %994, i32 %883, i32 %884, float %793, float %794, float %795, float %796) #5
  %1001 = extractvalue { float, float, float, float } %1000, 0
  %1002 = extractvalue { float, float, float, float } %1000, 1
  %1003 = extractvalue { float, float, float, float } %1000, 2
  %1004 = extractvalue { float, float, float, float } %1000, 3
  %1005 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %991, i32 %992, i32 %993, i32 %994, i32 %897, i32 %898, float %798, float %799, float %800, float %801) #5
  %1006 = extractvalue { float, float, float, float } %1005, 0
  %1007 = extractvalue { float, float, float, float } %1005, 1
  %1008 = extractvalue { float, float, float, float } %1005, 2
  %1009 = extractvalue { float, float, float, float } %1005, 3
  %1010 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %991, i32 %992, i32 %993, i32 %994, i32 %899, i32 %900, float %803, float %804, float %805, float %806) #5
  %1011 = extractvalue { float, float, float, float } %1010, 0
  %1012 = extractvalue { float, float, float, float } %1010, 1
  %1013 = extractvalue { float, float, float, float } %1010, 2
  %1014 = extractvalue { float, float, float, float } %1010, 3
  %1015 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %991, i32 %992, i32 %993, i32 %994, i32 %913, i32 %914, float %808, float %809, float %810, float %811) #5
  %1016 = extractvalue { float, float, float, float } %1015, 0
  %1017 = extractvalue { float, float, float, float } %1015, 1
  %1018 = extractvalue { float, float, float, float } %1015, 2
  %1019 = extractvalue { float, float, float, float } %1015, 3
  %1020 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %991, i32 %992, i32 %993, i32 %994, i32 %915, i32 %916, float %813, float %814, float %815, float %816) #5
  %1021 = extractvalue { float, float, float, float } %1020, 0
  %1022 = extractvalue { float, float, float, float } %1020, 1
  %1023 = extractvalue { float, float, float, float } %1020, 2
  %1024 = extractvalue { float, float, float, float } %1020, 3
  %1025 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %991, i32 %992, i32 %993, i32 %994, i32 %929, i32 %930, float %818, float %819, float %820, float %821) #5
  %1026 = extractvalue { float, float, float, float } %1025, 0
  %1027 = extractvalue { float, float, float, float } %1025, 1
  %1028 = extractvalue { float, float, float, float } %1025, 2
  %1029 = extractvalue { float, float, float, float } %1025, 3
  %1030 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %991, i32 %992, i32 %993, i32 %994, i32 %931, i32 %932, float %823, float %824, float %825, float %826) #5
  %1031 = extractvalue { float, float, float, float } %1030, 0
  %1032 = extractvalue { float, float, float, float } %1030, 1
  %1033 = extractvalue { float, float, float, float } %1030, 2
  %1034 = extractvalue { float, float, float, float } %1030, 3
  %1035 = getelementptr bfloat, ptr addrspace(3) %245, i64 %90
  %1036 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1035)
  %1037 = extractvalue { i32, i32, i32, i32 } %1036, 0
  %1038 = extractvalue { i32, i32, i32, i32 } %1036, 1
  %1039 = extractvalue { i32, i32, i32, i32 } %1036, 2
  %1040 = extractvalue { i32, i32, i32, i32 } %1036, 3
  %1041 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1037, i32 %1038, i32 %1039, i32 %1040, i32 %881, i32 %882, float %834, float %835, float %836, float %837) #5
  %1042 = extractvalue { float, float, float, float } %1041, 0
  %1043 = extractvalue { float, float, float, float } %1041, 1
  %1044 = extractvalue { float, float, float, float } %1041, 2
  %1045 = extractvalue { float, float, float, float } %1041, 3
  %1046 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1037, i32 %1038, i32 %1039, i32 %1040, i32 %883, i32 %884, float %839, float %840, float %841, float %842) #5
  %1047 = extractvalue { float, float, float, float } %1046, 0
  %1048 = extractvalue { float, float, float, float } %1046, 1
  %1049 = extractvalue { float, float, float, float } %1046, 2
  %1050 = extractvalue { float, float, float, float } %1046, 3
  %1051 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1037, i32 %1038, i32 %1039, i32 %1040, i32 %897, i32 %898, float %844, float %845, float %846, float %847) #5
  %1052 = extractvalue { float, float, float, float } %1051, 0
  %1053 = extractvalue { float, float, float, float } %1051, 1
  %1054 = extractvalue { float, float, float, float } %1051, 2
  %1055 = extractvalue { float, float, float, float } %1051, 3
  %1056 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1037, i32 %1038, i32 %1039, i32 %1040, i32 %899, i32 %900, float %849, float %850, float %851, float %852) #5
  %1057 = extractvalue { float, float, float, float } %1056, 0
  %1058 = extractvalue { float, float, float, float } %1056, 1
  %1059 = extractvalue { float, float, float, float } %1056, 2
  %1060 = extractvalue { float, float, float, float } %1056, 3
  %1061 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1037, i32 %1038, i32 %1039, i32 %1040, i32 %913, i32 %914, float %854, float %855, float %856, float %857) #5
  %1062 = extractvalue { float, float, float, float } %1061, 0
  %1063 = extractvalue { float, float, float, float } %1061, 1
  %1064 = extractvalue { float, float, float, float } %1061, 2
  %1065 = extractvalue { float, float, float, float } %1061, 3
  %1066 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1037, i32 %1038, i32 %1039, i32 %1040, i32 %915, i32 %916, float %859, float %860, float %861, float %862) #5
  %1067 = extractvalue { float, float, float, float } %1066, 0
  %1068 = extractvalue { float, float, float, float } %1066, 1
  %1069 = extractvalue { float, float, float, float } %1066, 2
  %1070 = extractvalue { float, float, float, float } %1066, 3
  %1071 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1037, i32 %1038, i32 %1039, i32 %1040, i32 %929, i32 %930, float %864, float %865, float %866, float %867) #5
  %1072 = extractvalue { float, float, float, float } %1071, 0
  %1073 = extractvalue { float, float, float, float } %1071, 1
  %1074 = extractvalue { float, float, float, float } %1071, 2
  %1075 = extractvalue { float, float, float, float } %1071, 3
  %1076 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1037, i32 %1038, i32 %1039, i32 %1040, i32 %931, i32 %932, float %869, float %870, float %871, float %872) #5
  %1077 = extractvalue { float, float, float, float } %1076, 0
  %1078 = extractvalue { float, float, float, float } %1076, 1
  %1079 = extractvalue { float, float, float, float } %1076, 2
  %1080 = extractvalue { float, float, float, float } %1076, 3
  %1081 = add nuw nsw i64 %220, 1
  %exitcond.not = icmp eq i64 %1081, %34
  br i1 %exitcond.not, label %._crit_edge.loopexit, label %91

._crit_edge.loopexit:                             ; preds = %242
  %1082 = bitcast float %886 to i32
  %1083 = bitcast float %887 to i32
  %1084 = bitcast float %888 to i32
  %1085 = bitcast float %889 to i32
  %1086 = bitcast float %891 to i32
  %1087 = bitcast float %892 to i32
  %1088 = bitcast float %893 to i32
  %1089 = bitcast float %894 to i32
  %1090 = bitcast float %902 to i32
  %1091 = bitcast float %903 to i32
  %1092 = bitcast float %904 to i32
  %1093 = bitcast float %905 to i32
  %1094 = bitcast float %907 to i32
  %1095 = bitcast float %908 to i32
  %1096 = bitcast float %909 to i32
  %1097 = bitcast float %910 to i32
  %1098 = bitcast float %918 to i32
  %1099 = bitcast float %919 to i32
  %1100 = bitcast float %920 to i32
  %1101 = bitcast float %921 to i32
  %1102 = bitcast float %923 to i32
  %1103 = bitcast float %924 to i32
  %1104 = bitcast float %925 to i32
  %1105 = bitcast float %926 to i32
  %1106 = bitcast float %934 to i32
  %1107 = bitcast float %935 to i32
  %1108 = bitcast float %936 to i32
  %1109 = bitcast float %937 to i32
  %1110 = bitcast float %939 to i32
  %1111 = bitcast float %940 to i32
  %1112 = bitcast float %941 to i32
  %1113 = bitcast float %942 to i32
  %1114 = bitcast float %950 to i32
  %1115 = bitcast float %951 to i32
  %1116 = bitcast float %952 to i32
  %1117 = bitcast float %953 to i32
  %1118 = bitcast float %955 to i32
  %1119 = bitcast float %956 to i32
  %1120 = bitcast float %957 to i32
  %1121 = bitcast float %958 to i32
  %1122 = bitcast float %960 to i32
  %1123 = bitcast float %961 to i32
  %1124 = bitcast float %962 to i32
  %1125 = bitcast float %963 to i32
  %1126 = bitcast float %965 to i32
  %1127 = bitcast float %966 to i32
  %1128 = bitcast float %967 to i32
  %1129 = bitcast float %968 to i32
  %1130 = bitcast float %970 to i32
  %1131 = bitcast float %971 to i32
  %1132 = bitcast float %972 to i32
  %1133 = bitcast float %973 to i32
  %1134 = bitcast float %975 to i32
  %1135 = bitcast float %976 to i32
  %1136 = bitcast float %977 to i32
  %1137 = bitcast float %978 to i32
  %1138 = bitcast float %980 to i32
  %1139 = bitcast float %981 to i32
  %1140 = bitcast float %982 to i32
  %1141 = bitcast float %983 to i32
  %1142 = bitcast float %985 to i32
  %1143 = bitcast float %986 to i32
  %1144 = bitcast float %987 to i32
  %1145 = bitcast float %988 to i32
  %1146 = bitcast float %996 to i32
  %1147 = bitcast float %997 to i32
  %1148 = bitcast float %998 to i32
  %1149 = bitcast float %999 to i32
  %1150 = bitcast float %1001 to i32
  %1151 = bitcast float %1002 to i32
  %1152 = bitcast float %1003 to i32
  %1153 = bitcast float %1004 to i32
  %1154 = bitcast float %1006 to i32
  %1155 = bitcast float %1007 to i32
  %1156 = bitcast float %1008 to i32
  %1157 = bitcast float %1009 to i32
  %1158 = bitcast float %1011 to i32
  %1159 = bitcast float %1012 to i32
  %1160 = bitcast float %1013 to i32
  %1161 = bitcast float %1014 to i32
  %1162 = bitcast float %1016 to i32
  %1163 = bitcast float %1017 to i32
  %1164 = bitcast float %1018 to i32
  %1165 = bitcast float %1019 to i32
  %1166 = bitcast float %1021 to i32
  %1167 = bitcast float %1022 to i32
  %1168 = bitcast float %1023 to i32
  %1169 = bitcast float %1024 to i32
  %1170 = bitcast float %1026 to i32
  %1171 = bitcast float %1027 to i32
  %1172 = bitcast float %1028 to i32
  %1173 = bitcast float %1029 to i32
  %1174 = bitcast float %1031 to i32
  %1175 = bitcast float %1032 to i32
  %1176 = bitcast float %1033 to i32
  %1177 = bitcast float %1034 to i32
  %1178 = bitcast float %1042 to i32
  %1179 = bitcast float %1043 to i32
  %1180 = bitcast float %1044 to i32
  %1181 = bitcast float %1045 to i32
  %1182 = bitcast float %1047 to i32
  %1183 = bitcast float %1048 to i32
  %1184 = bitcast float %1049 to i32
  %1185 = bitcast float %1050 to i32
  %1186 = bitcast float %1052 to i32
  %1187 = bitcast float %1053 to i32
  %1188 = bitcast float %1054 to i32
  %1189 = bitcast float %1055 to i32
  %1190 = bitcast float %1057 to i32
  %1191 = bitcast float %1058 to i32
  %1192 = bitcast float %1059 to i32
  %1193 = bitcast float %1060 to i32
  %1194 = bitcast float %1062 to i32
  %1195 = bitcast float %1063 to i32
  %1196 = bitcast float %1064 to i32
  %1197 = bitcast float %1065 to i32
  %1198 = bitcast float %1067 to i32
  %1199 = bitcast float %1068 to i32
  %1200 = bitcast float %1069 to i32
  %1201 = bitcast float %1070 to i32
  %1202 = bitcast float %1072 to i32
  %1203 = bitcast float %1073 to i32
  %1204 = bitcast float %1074 to i32
  %1205 = bitcast float %1075 to i32
  %1206 = bitcast float %1077 to i32
  %1207 = bitcast float %1078 to i32
  %1208 = bitcast float %1079 to i32
  %1209 = bitcast float %1080 to i32
  br label %._crit_edge

._crit_edge:                                      ; preds = %._crit_edge.loopexit, %.loopexit
  %.lcssa258 = phi i32 [ 0, %.loopexit ], [ %1082, %._crit_edge.loopexit ]
  %.lcssa257 = phi i32 [ 0, %.loopexit ], [ %1083, %._crit_edge.loopexit ]
  %.lcssa256 = phi i32 [ 0, %.loopexit ], [ %1084, %._crit_edge.loopexit ]
  %.lcssa255 = phi i32 [ 0, %.loopexit ], [ %1085, %._crit_edge.loopexit ]
  %.lcssa254 = phi i32 [ 0, %.loopexit ], [ %1086, %._crit_edge.loopexit ]
  %.lcssa253 = phi i32 [ 0, %.loopexit ], [ %1087, %._crit_edge.loopexit ]
  %.lcssa252 = phi i32 [ 0, %.loopexit ], [ %1088, %._crit_edge.loopexit ]
  %.lcssa251 = phi i32 [ 0, %.loopexit ], [ %1089, %._crit_edge.loopexit ]
  %.lcssa250 = phi i32 [ 0, %.loopexit ], [ %1090, %._crit_edge.loopexit ]
  %.lcssa249 = phi i32 [ 0, %.loopexit ], [ %1091, %._crit_edge.loopexit ]
  %.lcssa248 = phi i32 [ 0, %.loopexit ], [ %1092, %._crit_edge.loopexit ]
  %.lcssa247 = phi i32 [ 0, %.loopexit ], [ %1093, %._crit_edge.loopexit ]
  %.lcssa246 = phi i32 [ 0, %.loopexit ], [ %1094, %._crit_edge.loopexit ]
  %.lcssa245 = phi i32 [ 0, %.loopexit ], [ %1095, %._crit_edge.loopexit ]
  %.lcssa244 = phi i32 [ 0, %.loopexit ], [ %1096, %._crit_edge.loopexit ]
  %.lcssa243 = phi i32 [ 0, %.loopexit ], [ %1097, %._crit_edge.loopexit ]
  %.lcssa242 = phi i32 [ 0, %.loopexit ], [ %1098, %._crit_edge.loopexit ]
  %.lcssa241 = phi i32 [ 0, %.loopexit ], [ %1099, %._crit_edge.loopexit ]
  %.lcssa240 = phi i32 [ 0, %.loopexit ], [ %1100, %._crit_edge.loopexit ]
  %.lcssa239 = phi i32 [ 0, %.loopexit ], [ %1101, %._crit_edge.loopexit ]
  %.lcssa238 = phi i32 [ 0, %.loopexit ], [ %1102, %._crit_edge.loopexit ]
  %.lcssa237 = phi i32 [ 0, %.loopexit ], [ %1103, %._crit_edge.loopexit ]
  %.lcssa236 = phi i32 [ 0, %.loopexit ], [ %1104, %._crit_edge.loopexit ]
  %.lcssa235 = phi i32 [ 0, %.loopexit ], [ %1105, %._crit_edge.loopexit ]
  %.lcssa234 = phi i32 [ 0, %.loopexit ], [ %1106, %._crit_edge.loopexit ]
  %.lcssa233 = phi i32 [ 0, %.loopexit ], [ %1107, %._crit_edge.loopexit ]
  %.lcssa232 = phi i32 [ 0, %.loopexit ], [ %1108, %._crit_edge.loopexit ]
  %.lcssa231 = phi i32 [ 0, %.loopexit ], [ %1109, %._crit_edge.loopexit ]
  %.lcssa230 = phi i32 [ 0, %.loopexit ], [ %1110, %._crit_edge.loopexit ]
  %.lcssa229 = phi i32 [ 0, %.loopexit ], [ %1111, %._crit_edge.loopexit ]
  %.lcssa228 = phi i32 [ 0, %.loopexit ], [ %1112, %._crit_edge.loopexit ]
  %.lcssa227 = phi i32 [ 0, %.loopexit ], [ %1113, %._crit_edge.loopexit ]
  %.lcssa226 = phi i32 [ 0, %.loopexit ], [ %1114, %._crit_edge.loopexit ]
  %.lcssa225 = phi i32 [ 0, %.loopexit ], [ %1115, %._crit_edge.loopexit ]
  %.lcssa224 = phi i32 [ 0, %.loopexit ], [ %1116, %._crit_edge.loopexit ]
  %.lcssa223 = phi i32 [ 0, %.loopexit ], [ %1117, %._crit_edge.loopexit ]
  %.lcssa222 = phi i32 [ 0, %.loopexit ], [ %1118, %._crit_edge.loopexit ]
  %.lcssa221 = phi i32 [ 0, %.loopexit ], [ %1119, %._crit_edge.loopexit ]
  %.lcssa220 = phi i32 [ 0, %.loopexit ], [ %1120, %._crit_edge.loopexit ]
  %.lcssa219 = phi i32 [ 0, %.loopexit ], [ %1121, %._crit_edge.loopexit ]
  %.lcssa218 = phi i32 [ 0, %.loopexit ], [ %1122, %._crit_edge.loopexit ]
  %.lcssa217 = phi i32 [ 0, %.loopexit ], [ %1123, %._crit_edge.loopexit ]
  %.lcssa216 = phi i32 [ 0, %.loopexit ], [ %1124, %._crit_edge.loopexit ]
  %.lcssa215 = phi i32 [ 0, %.loopexit ], [ %1125, %._crit_edge.loopexit ]
  %.lcssa214 = phi i32 [ 0, %.loopexit ], [ %1126, %._crit_edge.loopexit ]
  %.lcssa213 = phi i32 [ 0, %.loopexit ], [ %1127, %._crit_edge.loopexit ]
  %.lcssa212 = phi i32 [ 0, %.loopexit ], [ %1128, %._crit_edge.loopexit ]
  %.lcssa211 = phi i32 [ 0, %.loopexit ], [ %1129, %._crit_edge.loopexit ]
  %.lcssa210 = phi i32 [ 0, %.loopexit ], [ %1130, %._crit_edge.loopexit ]
  %.lcssa209 = phi i32 [ 0, %.loopexit ], [ %1131, %._crit_edge.loopexit ]
  %.lcssa208 = phi i32 [ 0, %.loopexit ], [ %1132, %._crit_edge.loopexit ]
  %.lcssa207 = phi i32 [ 0, %.loopexit ], [ %1133, %._crit_edge.loopexit ]
  %.lcssa206 = phi i32 [ 0, %.loopexit ], [ %1134, %._crit_edge.loopexit ]
  %.lcssa205 = phi i32 [ 0, %.loopexit ], [ %1135, %._crit_edge.loopexit ]
  %.lcssa204 = phi i32 [ 0, %.loopexit ], [ %1136, %._crit_edge.loopexit ]
  %.lcssa203 = phi i32 [ 0, %.loopexit ], [ %1137, %._crit_edge.loopexit ]
  %.lcssa202 = phi i32 [ 0, %.loopexit ], [ %1138, %._crit_edge.loopexit ]
  %.lcssa201 = phi i32 [ 0, %.loopexit ], [ %1139, %._crit_edge.loopexit ]
  %.lcssa200 = phi i32 [ 0, %.loopexit ], [ %1140, %._crit_edge.loopexit ]
  %.lcssa199 = phi i32 [ 0, %.loopexit ], [ %1141, %._crit_edge.loopexit ]
  %.lcssa198 = phi i32 [ 0, %.loopexit ], [ %1142, %._crit_edge.loopexit ]
  %.lcssa197 = phi i32 [ 0, %.loopexit ], [ %1143, %._crit_edge.loopexit ]
  %.lcssa196 = phi i32 [ 0, %.loopexit ], [ %1144, %._crit_edge.loopexit ]
  %.lcssa195 = phi i32 [ 0, %.loopexit ], [ %1145, %._crit_edge.loopexit ]
  %.lcssa194 = phi i32 [ 0, %.loopexit ], [ %1146, %._crit_edge.loopexit ]
  %.lcssa193 = phi i32 [ 0, %.loopexit ], [ %1147, %._crit_edge.loopexit ]
  %.lcssa192 = phi i32 [ 0, %.loopexit ], [ %1148, %._crit_edge.loopexit ]
  %.lcssa191 = phi i32 [ 0, %.loopexit ], [ %1149, %._crit_edge.loopexit ]
  %.lcssa190 = phi i32 [ 0, %.loopexit ], [ %1150, %._crit_edge.loopexit ]
  %.lcssa189 = phi i32 [ 0, %.loopexit ], [ %1151, %._crit_edge.loopexit ]
  %.lcssa188 = phi i32 [ 0, %.loopexit ], [ %1152, %._crit_edge.loopexit ]
  %.lcssa187 = phi i32 [ 0, %.loopexit ], [ %1153, %._crit_edge.loopexit ]
  %.lcssa186 = phi i32 [ 0, %.loopexit ], [ %1154, %._crit_edge.loopexit ]
  %.lcssa185 = phi i32 [ 0, %.loopexit ], [ %1155, %._crit_edge.loopexit ]
  %.lcssa184 = phi i32 [ 0, %.loopexit ], [ %1156, %._crit_edge.loopexit ]
  %.lcssa183 = phi i32 [ 0, %.loopexit ], [ %1157, %._crit_edge.loopexit ]
  %.lcssa182 = phi i32 [ 0, %.loopexit ], [ %1158, %._crit_edge.loopexit ]
  %.lcssa181 = phi i32 [ 0, %.loopexit ], [ %1159, %._crit_edge.loopexit ]
  %.lcssa180 = phi i32 [ 0, %.loopexit ], [ %1160, %._crit_edge.loopexit ]
  %.lcssa179 = phi i32 [ 0, %.loopexit ], [ %1161, %._crit_edge.loopexit ]
  %.lcssa178 = phi i32 [ 0, %.loopexit ], [ %1162, %._crit_edge.loopexit ]
  %.lcssa177 = phi i32 [ 0, %.loopexit ], [ %1163, %._crit_edge.loopexit ]
  %.lcssa176 = phi i32 [ 0, %.loopexit ], [ %1164, %._crit_edge.loopexit ]
  %.lcssa175 = phi i32 [ 0, %.loopexit ], [ %1165, %._crit_edge.loopexit ]
  %.lcssa174 = phi i32 [ 0, %.loopexit ], [ %1166, %._crit_edge.loopexit ]
  %.lcssa173 = phi i32 [ 0, %.loopexit ], [ %1167, %._crit_edge.loopexit ]
  %.lcssa172 = phi i32 [ 0, %.loopexit ], [ %1168, %._crit_edge.loopexit ]
  %.lcssa171 = phi i32 [ 0, %.loopexit ], [ %1169, %._crit_edge.loopexit ]
  %.lcssa170 = phi i32 [ 0, %.loopexit ], [ %1170, %._crit_edge.loopexit ]
  %.lcssa169 = phi i32 [ 0, %.loopexit ], [ %1171, %._crit_edge.loopexit ]
  %.lcssa168 = phi i32 [ 0, %.loopexit ], [ %1172, %._crit_edge.loopexit ]
  %.lcssa167 = phi i32 [ 0, %.loopexit ], [ %1173, %._crit_edge.loopexit ]
  %.lcssa166 = phi i32 [ 0, %.loopexit ], [ %1174, %._crit_edge.loopexit ]
  %.lcssa165 = phi i32 [ 0, %.loopexit ], [ %1175, %._crit_edge.loopexit ]
  %.lcssa164 = phi i32 [ 0, %.loopexit ], [ %1176, %._crit_edge.loopexit ]
  %.lcssa163 = phi i32 [ 0, %.loopexit ], [ %1177, %._crit_edge.loopexit ]
  %.lcssa162 = phi i32 [ 0, %.loopexit ], [ %1178, %._crit_edge.loopexit ]
  %.lcssa161 = phi i32 [ 0, %.loopexit ], [ %1179, %._crit_edge.loopexit ]
  %.lcssa160 = phi i32 [ 0, %.loopexit ], [ %1180, %._crit_edge.loopexit ]
  %.lcssa159 = phi i32 [ 0, %.loopexit ], [ %1181, %._crit_edge.loopexit ]
  %.lcssa158 = phi i32 [ 0, %.loopexit ], [ %1182, %._crit_edge.loopexit ]
  %.lcssa157 = phi i32 [ 0, %.loopexit ], [ %1183, %._crit_edge.loopexit ]
  %.lcssa156 = phi i32 [ 0, %.loopexit ], [ %1184, %._crit_edge.loopexit ]
  %.lcssa155 = phi i32 [ 0, %.loopexit ], [ %1185, %._crit_edge.loopexit ]
  %.lcssa154 = phi i32 [ 0, %.loopexit ], [ %1186, %._crit_edge.loopexit ]
  %.lcssa153 = phi i32 [ 0, %.loopexit ], [ %1187, %._crit_edge.loopexit ]
  %.lcssa152 = phi i32 [ 0, %.loopexit ], [ %1188, %._crit_edge.loopexit ]
  %.lcssa151 = phi i32 [ 0, %.loopexit ], [ %1189, %._crit_edge.loopexit ]
  %.lcssa150 = phi i32 [ 0, %.loopexit ], [ %1190, %._crit_edge.loopexit ]
  %.lcssa149 = phi i32 [ 0, %.loopexit ], [ %1191, %._crit_edge.loopexit ]
  %.lcssa148 = phi i32 [ 0, %.loopexit ], [ %1192, %._crit_edge.loopexit ]
  %.lcssa147 = phi i32 [ 0, %.loopexit ], [ %1193, %._crit_edge.loopexit ]
  %.lcssa146 = phi i32 [ 0, %.loopexit ], [ %1194, %._crit_edge.loopexit ]
  %.lcssa145 = phi i32 [ 0, %.loopexit ], [ %1195, %._crit_edge.loopexit ]
  %.lcssa144 = phi i32 [ 0, %.loopexit ], [ %1196, %._crit_edge.loopexit ]
  %.lcssa143 = phi i32 [ 0, %.loopexit ], [ %1197, %._crit_edge.loopexit ]
  %.lcssa142 = phi i32 [ 0, %.loopexit ], [ %1198, %._crit_edge.loopexit ]
  %.lcssa141 = phi i32 [ 0, %.loopexit ], [ %1199, %._crit_edge.loopexit ]
  %.lcssa140 = phi i32 [ 0, %.loopexit ], [ %1200, %._crit_edge.loopexit ]
  %.lcssa139 = phi i32 [ 0, %.loopexit ], [ %1201, %._crit_edge.loopexit ]
  %.lcssa138 = phi i32 [ 0, %.loopexit ], [ %1202, %._crit_edge.loopexit ]
  %.lcssa137 = phi i32 [ 0, %.loopexit ], [ %1203, %._crit_edge.loopexit ]
  %.lcssa136 = phi i32 [ 0, %.loopexit ], [ %1204, %._crit_edge.loopexit ]
  %.lcssa135 = phi i32 [ 0, %.loopexit ], [ %1205, %._crit_edge.loopexit ]
  %.lcssa134 = phi i32 [ 0, %.loopexit ], [ %1206, %._crit_edge.loopexit ]
  %.lcssa133 = phi i32 [ 0, %.loopexit ], [ %1207, %._crit_edge.loopexit ]
  %.lcssa132 = phi i32 [ 0, %.loopexit ], [ %1208, %._crit_edge.loopexit ]
  %.lcssa131 = phi i32 [ 0, %.loopexit ], [ %1209, %._crit_edge.loopexit ]
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %28, label %1210, label %1211

1210:                                             ; preds = %._crit_edge
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_dsmem to i32), i32 98304)) #5
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_dsmem to i32), i32 98312)) #5
  br label %1211

1211:                                             ; preds = %1210, %._crit_edge
  %1212 = lshr i32 %7, 2
  %1213 = and i32 %1212, 7
  %1214 = lshr i32 %7, 1
  %1215 = and i32 %1214, 64
  %1216 = and i32 %1214, 64
  %1217 = shl nuw nsw i32 %1212, 3
  %1218 = and i32 %1217, 192
  %1219 = or disjoint i32 %1216, %1213
  %1220 = shl nuw nsw i32 %7, 1
  %1221 = and i32 %1220, 6
  %1222 = or disjoint i32 %1218, %1221
  %1223 = or disjoint i32 %1219, %23
  %1224 = mul i32 %1223, %4
  %1225 = or disjoint i32 %1222, %24
  %1226 = add i32 %1224, %1225
  %1227 = sext i32 %1226 to i64
  %1228 = getelementptr float, ptr addrspace(1) %2, i64 %1227
  %1229 = icmp slt i32 %1223, %3
  %1230 = icmp slt i32 %1225, %4
  %1231 = and i1 %1229, %1230
  %1232 = or disjoint i32 %1221, 1
  %1233 = or disjoint i32 %1218, %1232
  %1234 = or disjoint i32 %1233, %24
  %1235 = icmp slt i32 %1234, %4
  %1236 = ptrtoint ptr addrspace(1) %1228 to i64
  %1237 = and i64 %1236, 7
  %1238 = icmp eq i64 %1237, 0
  %1239 = and i1 %1231, %1238
  %1240 = and i1 %1235, %1239
  %1241 = xor i1 %1231, %1240
  %1242 = xor i1 %1229, %1239
  %1243 = and i1 %1235, %1242
  %1244 = zext i1 %1240 to i32
  %1245 = zext i1 %1241 to i32
  %1246 = zext i1 %1243 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1244, i32 %.lcssa258, i32 %.lcssa257, ptr addrspace(1) %1228, i32 %1245, i32 %1246) #5
  %1247 = or disjoint i32 %1213, 8
  %1248 = or disjoint i32 %1216, %1247
  %1249 = or disjoint i32 %1248, %23
  %1250 = mul i32 %1249, %4
  %1251 = add i32 %1250, %1225
  %1252 = sext i32 %1251 to i64
  %1253 = getelementptr float, ptr addrspace(1) %2, i64 %1252
  %1254 = icmp slt i32 %1249, %3
  %1255 = and i1 %1254, %1230
  %1256 = ptrtoint ptr addrspace(1) %1253 to i64
  %1257 = and i64 %1256, 7
  %1258 = icmp eq i64 %1257, 0
  %1259 = and i1 %1255, %1258
  %1260 = and i1 %1235, %1259
  %1261 = xor i1 %1255, %1260
  %1262 = xor i1 %1254, %1259
  %1263 = and i1 %1235, %1262
  %1264 = zext i1 %1260 to i32
  %1265 = zext i1 %1261 to i32
  %1266 = zext i1 %1263 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1264, i32 %.lcssa256, i32 %.lcssa255, ptr addrspace(1) %1253, i32 %1265, i32 %1266) #5
  %1267 = or disjoint i32 %1218, 8
  %1268 = or disjoint i32 %1267, %1221
  %1269 = or disjoint i32 %1268, %24
  %1270 = add i32 %1224, %1269
  %1271 = sext i32 %1270 to i64
  %1272 = getelementptr float, ptr addrspace(1) %2, i64 %1271
  %1273 = icmp slt i32 %1269, %4
  %1274 = and i1 %1229, %1273
  %1275 = or disjoint i32 %1267, %1232
  %1276 = or disjoint i32 %1275, %24
  %1277 = icmp slt i32 %1276, %4
  %1278 = ptrtoint ptr addrspace(1) %1272 to i64
  %1279 = and i64 %1278, 7
  %1280 = icmp eq i64 %1279, 0
  %1281 = and i1 %1274, %1280
  %1282 = and i1 %1277, %1281
  %1283 = xor i1 %1274, %1282
  %1284 = xor i1 %1229, %1281
  %1285 = and i1 %1277, %1284
  %1286 = zext i1 %1282 to i32
  %1287 = zext i1 %1283 to i32
  %1288 = zext i1 %1285 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1286, i32 %.lcssa254, i32 %.lcssa253, ptr addrspace(1) %1272, i32 %1287, i32 %1288) #5
  %1289 = add i32 %1250, %1269
  %1290 = sext i32 %1289 to i64
  %1291 = getelementptr float, ptr addrspace(1) %2, i64 %1290
  %1292 = and i1 %1254, %1273
  %1293 = ptrtoint ptr addrspace(1) %1291 to i64
  %1294 = and i64 %1293, 7
  %1295 = icmp eq i64 %1294, 0
  %1296 = and i1 %1292, %1295
  %1297 = and i1 %1277, %1296
  %1298 = xor i1 %1292, %1297
  %1299 = xor i1 %1254, %1296
  %1300 = and i1 %1277, %1299
  %1301 = zext i1 %1297 to i32
  %1302 = zext i1 %1298 to i32
  %1303 = zext i1 %1300 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1301, i32 %.lcssa252, i32 %.lcssa251, ptr addrspace(1) %1291, i32 %1302, i32 %1303) #5
  %1304 = or disjoint i32 %1218, 16
  %1305 = or disjoint i32 %1304, %1221
  %1306 = or disjoint i32 %1305, %24
  %1307 = add i32 %1224, %1306
  %1308 = sext i32 %1307 to i64
  %1309 = getelementptr float, ptr addrspace(1) %2, i64 %1308
  %1310 = icmp slt i32 %1306, %4
  %1311 = and i1 %1229, %1310
  %1312 = or disjoint i32 %1304, %1232
  %1313 = or disjoint i32 %1312, %24
  %1314 = icmp slt i32 %1313, %4
  %1315 = ptrtoint ptr addrspace(1) %1309 to i64
  %1316 = and i64 %1315, 7
  %1317 = icmp eq i64 %1316, 0
  %1318 = and i1 %1311, %1317
  %1319 = and i1 %1314, %1318
  %1320 = xor i1 %1311, %1319
  %1321 = xor i1 %1229, %1318
  %1322 = and i1 %1314, %1321
  %1323 = zext i1 %1319 to i32
  %1324 = zext i1 %1320 to i32
  %1325 = zext i1 %1322 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1323, i32 %.lcssa250, i32 %.lcssa249, ptr addrspace(1) %1309, i32 %1324, i32 %1325) #5
  %1326 = add i32 %1250, %1306
  %1327 = sext i32 %1326 to i64
  %1328 = getelementptr float, ptr addrspace(1) %2, i64 %1327
  %1329 = and i1 %1254, %1310
  %1330 = ptrtoint ptr addrspace(1) %1328 to i64
  %1331 = and i64 %1330, 7
  %1332 = icmp eq i64 %1331, 0
  %1333 = and i1 %1329, %1332
  %1334 = and i1 %1314, %1333
  %1335 = xor i1 %1329, %1334
  %1336 = xor i1 %1254, %1333
  %1337 = and i1 %1314, %1336
  %1338 = zext i1 %1334 to i32
  %1339 = zext i1 %1335 to i32
  %1340 = zext i1 %1337 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1338, i32 %.lcssa248, i32 %.lcssa247, ptr addrspace(1) %1328, i32 %1339, i32 %1340) #5
  %1341 = or disjoint i32 %1218, 24
  %1342 = or disjoint i32 %1341, %1221
  %1343 = or disjoint i32 %1342, %24
  %1344 = add i32 %1224, %1343
  %1345 = sext i32 %1344 to i64
  %1346 = getelementptr float, ptr addrspace(1) %2, i64 %1345
  %1347 = icmp slt i32 %1343, %4
  %1348 = and i1 %1229, %1347
  %1349 = or disjoint i32 %1341, %1232
  %1350 = or disjoint i32 %1349, %24
  %1351 = icmp slt i32 %1350, %4
  %1352 = ptrtoint ptr addrspace(1) %1346 to i64
  %1353 = and i64 %1352, 7
  %1354 = icmp eq i64 %1353, 0
  %1355 = and i1 %1348, %1354
  %1356 = and i1 %1351, %1355
  %1357 = xor i1 %1348, %1356
  %1358 = xor i1 %1229, %1355
  %1359 = and i1 %1351, %1358
  %1360 = zext i1 %1356 to i32
  %1361 = zext i1 %1357 to i32
  %1362 = zext i1 %1359 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1360, i32 %.lcssa246, i32 %.lcssa245, ptr addrspace(1) %1346, i32 %1361, i32 %1362) #5
  %1363 = add i32 %1250, %1343
  %1364 = sext i32 %1363 to i64
  %1365 = getelementptr float, ptr addrspace(1) %2, i64 %1364
  %1366 = and i1 %1254, %1347
  %1367 = ptrtoint ptr addrspace(1) %1365 to i64
  %1368 = and i64 %1367, 7
  %1369 = icmp eq i64 %1368, 0
  %1370 = and i1 %1366, %1369
  %1371 = and i1 %1351, %1370
  %1372 = xor i1 %1366, %1371
  %1373 = xor i1 %1254, %1370
  %1374 = and i1 %1351, %1373
  %1375 = zext i1 %1371 to i32
  %1376 = zext i1 %1372 to i32
  %1377 = zext i1 %1374 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1375, i32 %.lcssa244, i32 %.lcssa243, ptr addrspace(1) %1365, i32 %1376, i32 %1377) #5
  %1378 = or disjoint i32 %1218, 32
  %1379 = or disjoint i32 %1378, %1221
  %1380 = or disjoint i32 %1379, %24
  %1381 = add i32 %1224, %1380
  %1382 = sext i32 %1381 to i64
  %1383 = getelementptr float, ptr addrspace(1) %2, i64 %1382
  %1384 = icmp slt i32 %1380, %4
  %1385 = and i1 %1229, %1384
  %1386 = or disjoint i32 %1378, %1232
  %1387 = or disjoint i32 %1386, %24
  %1388 = icmp slt i32 %1387, %4
  %1389 = ptrtoint ptr addrspace(1) %1383 to i64
  %1390 = and i64 %1389, 7
  %1391 = icmp eq i64 %1390, 0
  %1392 = and i1 %1385, %1391
  %1393 = and i1 %1388, %1392
  %1394 = xor i1 %1385, %1393
  %1395 = xor i1 %1229, %1392
  %1396 = and i1 %1388, %1395
  %1397 = zext i1 %1393 to i32
  %1398 = zext i1 %1394 to i32
  %1399 = zext i1 %1396 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1397, i32 %.lcssa242, i32 %.lcssa241, ptr addrspace(1) %1383, i32 %1398, i32 %1399) #5
  %1400 = add i32 %1250, %1380
  %1401 = sext i32 %1400 to i64
  %1402 = getelementptr float, ptr addrspace(1) %2, i64 %1401
  %1403 = and i1 %1254, %1384
  %1404 = ptrtoint ptr addrspace(1) %1402 to i64
  %1405 = and i64 %1404, 7
  %1406 = icmp eq i64 %1405, 0
  %1407 = and i1 %1403, %1406
  %1408 = and i1 %1388, %1407
  %1409 = xor i1 %1403, %1408
  %1410 = xor i1 %1254, %1407
  %1411 = and i1 %1388, %1410
  %1412 = zext i1 %1408 to i32
  %1413 = zext i1 %1409 to i32
  %1414 = zext i1 %1411 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1412, i32 %.lcssa240, i32 %.lcssa239, ptr addrspace(1) %1402, i32 %1413, i32 %1414) #5
  %1415 = or disjoint i32 %1218, 40
  %1416 = or disjoint i32 %1415, %1221
  %1417 = or disjoint i32 %1416, %24
  %1418 = add i32 %1224, %1417
  %1419 = sext i32 %1418 to i64
  %1420 = getelementptr float, ptr addrspace(1) %2, i64 %1419
  %1421 = icmp slt i32 %1417, %4
  %1422 = and i1 %1229, %1421
  %1423 = or disjoint i32 %1415, %1232
  %1424 = or disjoint i32 %1423, %24
  %1425 = icmp slt i32 %1424, %4
  %1426 = ptrtoint ptr addrspace(1) %1420 to i64
  %1427 = and i64 %1426, 7
  %1428 = icmp eq i64 %1427, 0
  %1429 = and i1 %1422, %1428
  %1430 = and i1 %1425, %1429
  %1431 = xor i1 %1422, %1430
  %1432 = xor i1 %1229, %1429
  %1433 = and i1 %1425, %1432
  %1434 = zext i1 %1430 to i32
  %1435 = zext i1 %1431 to i32
  %1436 = zext i1 %1433 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1434, i32 %.lcssa238, i32 %.lcssa237, ptr addrspace(1) %1420, i32 %1435, i32 %1436) #5
  %1437 = add i32 %1250, %1417
  %1438 = sext i32 %1437 to i64
  %1439 = getelementptr float, ptr addrspace(1) %2, i64 %1438
  %1440 = and i1 %1254, %1421
  %1441 = ptrtoint ptr addrspace(1) %1439 to i64
  %1442 = and i64 %1441, 7
  %1443 = icmp eq i64 %1442, 0
  %1444 = and i1 %1440, %1443
  %1445 = and i1 %1425, %1444
  %1446 = xor i1 %1440, %1445
  %1447 = xor i1 %1254, %1444
  %1448 = and i1 %1425, %1447
  %1449 = zext i1 %1445 to i32
  %1450 = zext i1 %1446 to i32
  %1451 = zext i1 %1448 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1449, i32 %.lcssa236, i32 %.lcssa235, ptr addrspace(1) %1439, i32 %1450, i32 %1451) #5
  %1452 = or disjoint i32 %1218, 48
  %1453 = or disjoint i32 %1452, %1221
  %1454 = or disjoint i32 %1453, %24
  %1455 = add i32 %1224, %1454
  %1456 = sext i32 %1455 to i64
  %1457 = getelementptr float, ptr addrspace(1) %2, i64 %1456
  %1458 = icmp slt i32 %1454, %4
  %1459 = and i1 %1229, %1458
  %1460 = or disjoint i32 %1452, %1232
  %1461 = or disjoint i32 %1460, %24
  %1462 = icmp slt i32 %1461, %4
  %1463 = ptrtoint ptr addrspace(1) %1457 to i64
  %1464 = and i64 %1463, 7
  %1465 = icmp eq i64 %1464, 0
  %1466 = and i1 %1459, %1465
  %1467 = and i1 %1462, %1466
  %1468 = xor i1 %1459, %1467
  %1469 = xor i1 %1229, %1466
  %1470 = and i1 %1462, %1469
  %1471 = zext i1 %1467 to i32
  %1472 = zext i1 %1468 to i32
  %1473 = zext i1 %1470 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1471, i32 %.lcssa234, i32 %.lcssa233, ptr addrspace(1) %1457, i32 %1472, i32 %1473) #5
  %1474 = add i32 %1250, %1454
  %1475 = sext i32 %1474 to i64
  %1476 = getelementptr float, ptr addrspace(1) %2, i64 %1475
  %1477 = and i1 %1254, %1458
  %1478 = ptrtoint ptr addrspace(1) %1476 to i64
  %1479 = and i64 %1478, 7
  %1480 = icmp eq i64 %1479, 0
  %1481 = and i1 %1477, %1480
  %1482 = and i1 %1462, %1481
  %1483 = xor i1 %1477, %1482
  %1484 = xor i1 %1254, %1481
  %1485 = and i1 %1462, %1484
  %1486 = zext i1 %1482 to i32
  %1487 = zext i1 %1483 to i32
  %1488 = zext i1 %1485 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1486, i32 %.lcssa232, i32 %.lcssa231, ptr addrspace(1) %1476, i32 %1487, i32 %1488) #5
  %1489 = or disjoint i32 %1218, 56
  %1490 = or disjoint i32 %1489, %1221
  %1491 = or disjoint i32 %1490, %24
  %1492 = add i32 %1224, %1491
  %1493 = sext i32 %1492 to i64
  %1494 = getelementptr float, ptr addrspace(1) %2, i64 %1493
  %1495 = icmp slt i32 %1491, %4
  %1496 = and i1 %1229, %1495
  %1497 = or disjoint i32 %1489, %1232
  %1498 = or disjoint i32 %1497, %24
  %1499 = icmp slt i32 %1498, %4
  %1500 = ptrtoint ptr addrspace(1) %1494 to i64
  %1501 = and i64 %1500, 7
  %1502 = icmp eq i64 %1501, 0
  %1503 = and i1 %1496, %1502
  %1504 = and i1 %1499, %1503
  %1505 = xor i1 %1496, %1504
  %1506 = xor i1 %1229, %1503
  %1507 = and i1 %1499, %1506
  %1508 = zext i1 %1504 to i32
  %1509 = zext i1 %1505 to i32
  %1510 = zext i1 %1507 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1508, i32 %.lcssa230, i32 %.lcssa229, ptr addrspace(1) %1494, i32 %1509, i32 %1510) #5
  %1511 = add i32 %1250, %1491
  %1512 = sext i32 %1511 to i64
  %1513 = getelementptr float, ptr addrspace(1) %2, i64 %1512
  %1514 = and i1 %1254, %1495
  %1515 = ptrtoint ptr addrspace(1) %1513 to i64
  %1516 = and i64 %1515, 7
  %1517 = icmp eq i64 %1516, 0
  %1518 = and i1 %1514, %1517
  %1519 = and i1 %1499, %1518
  %1520 = xor i1 %1514, %1519
  %1521 = xor i1 %1254, %1518
  %1522 = and i1 %1499, %1521
  %1523 = zext i1 %1519 to i32
  %1524 = zext i1 %1520 to i32
  %1525 = zext i1 %1522 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1523, i32 %.lcssa228, i32 %.lcssa227, ptr addrspace(1) %1513, i32 %1524, i32 %1525) #5
  %1526 = or disjoint i32 %1216, 16
  %1527 = or disjoint i32 %1526, %1213
  %1528 = or disjoint i32 %1527, %23
  %1529 = mul i32 %1528, %4
  %1530 = add i32 %1529, %1225
  %1531 = sext i32 %1530 to i64
  %1532 = getelementptr float, ptr addrspace(1) %2, i64 %1531
  %1533 = icmp slt i32 %1528, %3
  %1534 = and i1 %1533, %1230
  %1535 = ptrtoint ptr addrspace(1) %1532 to i64
  %1536 = and i64 %1535, 7
  %1537 = icmp eq i64 %1536, 0
  %1538 = and i1 %1534, %1537
  %1539 = and i1 %1235, %1538
  %1540 = xor i1 %1534, %1539
  %1541 = xor i1 %1533, %1538
  %1542 = and i1 %1235, %1541
  %1543 = zext i1 %1539 to i32
  %1544 = zext i1 %1540 to i32
  %1545 = zext i1 %1542 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1543, i32 %.lcssa226, i32 %.lcssa225, ptr addrspace(1) %1532, i32 %1544, i32 %1545) #5
  %1546 = or disjoint i32 %1526, %1247
  %1547 = or disjoint i32 %1546, %23
  %1548 = mul i32 %1547, %4
  %1549 = add i32 %1548, %1225
  %1550 = sext i32 %1549 to i64
  %1551 = getelementptr float, ptr addrspace(1) %2, i64 %1550
  %1552 = icmp slt i32 %1547, %3
  %1553 = and i1 %1552, %1230
  %1554 = ptrtoint ptr addrspace(1) %1551 to i64
  %1555 = and i64 %1554, 7
  %1556 = icmp eq i64 %1555, 0
  %1557 = and i1 %1553, %1556
  %1558 = and i1 %1235, %1557
  %1559 = xor i1 %1553, %1558
  %1560 = xor i1 %1552, %1557
  %1561 = and i1 %1235, %1560
  %1562 = zext i1 %1558 to i32
  %1563 = zext i1 %1559 to i32
  %1564 = zext i1 %1561 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1562, i32 %.lcssa224, i32 %.lcssa223, ptr addrspace(1) %1551, i32 %1563, i32 %1564) #5
  %1565 = add i32 %1529, %1269
  %1566 = sext i32 %1565 to i64
  %1567 = getelementptr float, ptr addrspace(1) %2, i64 %1566
  %1568 = and i1 %1533, %1273
  %1569 = ptrtoint ptr addrspace(1) %1567 to i64
  %1570 = and i64 %1569, 7
  %1571 = icmp eq i64 %1570, 0
  %1572 = and i1 %1568, %1571
  %1573 = and i1 %1277, %1572
  %1574 = xor i1 %1568, %1573
  %1575 = xor i1 %1533, %1572
  %1576 = and i1 %1277, %1575
  %1577 = zext i1 %1573 to i32
  %1578 = zext i1 %1574 to i32
  %1579 = zext i1 %1576 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1577, i32 %.lcssa222, i32 %.lcssa221, ptr addrspace(1) %1567, i32 %1578, i32 %1579) #5
  %1580 = add i32 %1548, %1269
  %1581 = sext i32 %1580 to i64
  %1582 = getelementptr float, ptr addrspace(1) %2, i64 %1581
  %1583 = and i1 %1552, %1273
  %1584 = ptrtoint ptr addrspace(1) %1582 to i64
  %1585 = and i64 %1584, 7
  %1586 = icmp eq i64 %1585, 0
  %1587 = and i1 %1583, %1586
  %1588 = and i1 %1277, %1587
  %1589 = xor i1 %1583, %1588
  %1590 = xor i1 %1552, %1587
  %1591 = and i1 %1277, %1590
  %1592 = zext i1 %1588 to i32
  %1593 = zext i1 %1589 to i32
  %1594 = zext i1 %1591 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1592, i32 %.lcssa220, i32 %.lcssa219, ptr addrspace(1) %1582, i32 %1593, i32 %1594) #5
  %1595 = add i32 %1529, %1306
  %1596 = sext i32 %1595 to i64
  %1597 = getelementptr float, ptr addrspace(1) %2, i64 %1596
  %1598 = and i1 %1533, %1310
  %1599 = ptrtoint ptr addrspace(1) %1597 to i64
  %1600 = and i64 %1599, 7
  %1601 = icmp eq i64 %1600, 0
  %1602 = and i1 %1598, %1601
  %1603 = and i1 %1314, %1602
  %1604 = xor i1 %1598, %1603
  %1605 = xor i1 %1533, %1602
  %1606 = and i1 %1314, %1605
  %1607 = zext i1 %1603 to i32
  %1608 = zext i1 %1604 to i32
  %1609 = zext i1 %1606 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1607, i32 %.lcssa218, i32 %.lcssa217, ptr addrspace(1) %1597, i32 %1608, i32 %1609) #5
  %1610 = add i32 %1548, %1306
  %1611 = sext i32 %1610 to i64
  %1612 = getelementptr float, ptr addrspace(1) %2, i64 %1611
  %1613 = and i1 %1552, %1310
  %1614 = ptrtoint ptr addrspace(1) %1612 to i64
  %1615 = and i64 %1614, 7
  %1616 = icmp eq i64 %1615, 0
  %1617 = and i1 %1613, %1616
  %1618 = and i1 %1314, %1617
  %1619 = xor i1 %1613, %1618
  %1620 = xor i1 %1552, %1617
  %1621 = and i1 %1314, %1620
  %1622 = zext i1 %1618 to i32
  %1623 = zext i1 %1619 to i32
  %1624 = zext i1 %1621 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1622, i32 %.lcssa216, i32 %.lcssa215, ptr addrspace(1) %1612, i32 %1623, i32 %1624) #5
  %1625 = add i32 %1529, %1343
  %1626 = sext i32 %1625 to i64
  %1627 = getelementptr float, ptr addrspace(1) %2, i64 %1626
  %1628 = and i1 %1533, %1347
  %1629 = ptrtoint ptr addrspace(1) %1627 to i64
  %1630 = and i64 %1629, 7
  %1631 = icmp eq i64 %1630, 0
  %1632 = and i1 %1628, %1631
  %1633 = and i1 %1351, %1632
  %1634 = xor i1 %1628, %1633
  %1635 = xor i1 %1533, %1632
  %1636 = and i1 %1351, %1635
  %1637 = zext i1 %1633 to i32
  %1638 = zext i1 %1634 to i32
  %1639 = zext i1 %1636 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1637, i32 %.lcssa214, i32 %.lcssa213, ptr addrspace(1) %1627, i32 %1638, i32 %1639) #5
  %1640 = add i32 %1548, %1343
  %1641 = sext i32 %1640 to i64
  %1642 = getelementptr float, ptr addrspace(1) %2, i64 %1641
  %1643 = and i1 %1552, %1347
  %1644 = ptrtoint ptr addrspace(1) %1642 to i64
  %1645 = and i64 %1644, 7
  %1646 = icmp eq i64 %1645, 0
  %1647 = and i1 %1643, %1646
  %1648 = and i1 %1351, %1647
  %1649 = xor i1 %1643, %1648
  %1650 = xor i1 %1552, %1647
  %1651 = and i1 %1351, %1650
  %1652 = zext i1 %1648 to i32
  %1653 = zext i1 %1649 to i32
  %1654 = zext i1 %1651 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1652, i32 %.lcssa212, i32 %.lcssa211, ptr addrspace(1) %1642, i32 %1653, i32 %1654) #5
  %1655 = add i32 %1529, %1380
  %1656 = sext i32 %1655 to i64
  %1657 = getelementptr float, ptr addrspace(1) %2, i64 %1656
  %1658 = and i1 %1533, %1384
  %1659 = ptrtoint ptr addrspace(1) %1657 to i64
  %1660 = and i64 %1659, 7
  %1661 = icmp eq i64 %1660, 0
  %1662 = and i1 %1658, %1661
  %1663 = and i1 %1388, %1662
  %1664 = xor i1 %1658, %1663
  %1665 = xor i1 %1533, %1662
  %1666 = and i1 %1388, %1665
  %1667 = zext i1 %1663 to i32
  %1668 = zext i1 %1664 to i32
  %1669 = zext i1 %1666 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1667, i32 %.lcssa210, i32 %.lcssa209, ptr addrspace(1) %1657, i32 %1668, i32 %1669) #5
  %1670 = add i32 %1548, %1380
  %1671 = sext i32 %1670 to i64
  %1672 = getelementptr float, ptr addrspace(1) %2, i64 %1671
  %1673 = and i1 %1552, %1384
  %1674 = ptrtoint ptr addrspace(1) %1672 to i64
  %1675 = and i64 %1674, 7
  %1676 = icmp eq i64 %1675, 0
  %1677 = and i1 %1673, %1676
  %1678 = and i1 %1388, %1677
  %1679 = xor i1 %1673, %1678
  %1680 = xor i1 %1552, %1677
  %1681 = and i1 %1388, %1680
  %1682 = zext i1 %1678 to i32
  %1683 = zext i1 %1679 to i32
  %1684 = zext i1 %1681 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1682, i32 %.lcssa208, i32 %.lcssa207, ptr addrspace(1) %1672, i32 %1683, i32 %1684) #5
  %1685 = add i32 %1529, %1417
  %1686 = sext i32 %1685 to i64
  %1687 = getelementptr float, ptr addrspace(1) %2, i64 %1686
  %1688 = and i1 %1533, %1421
  %1689 = ptrtoint ptr addrspace(1) %1687 to i64
  %1690 = and i64 %1689, 7
  %1691 = icmp eq i64 %1690, 0
  %1692 = and i1 %1688, %1691
  %1693 = and i1 %1425, %1692
  %1694 = xor i1 %1688, %1693
  %1695 = xor i1 %1533, %1692
  %1696 = and i1 %1425, %1695
  %1697 = zext i1 %1693 to i32
  %1698 = zext i1 %1694 to i32
  %1699 = zext i1 %1696 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1697, i32 %.lcssa206, i32 %.lcssa205, ptr addrspace(1) %1687, i32 %1698, i32 %1699) #5
  %1700 = add i32 %1548, %1417
  %1701 = sext i32 %1700 to i64
  %1702 = getelementptr float, ptr addrspace(1) %2, i64 %1701
  %1703 = and i1 %1552, %1421
  %1704 = ptrtoint ptr addrspace(1) %1702 to i64
  %1705 = and i64 %1704, 7
  %1706 = icmp eq i64 %1705, 0
  %1707 = and i1 %1703, %1706
  %1708 = and i1 %1425, %1707
  %1709 = xor i1 %1703, %1708
  %1710 = xor i1 %1552, %1707
  %1711 = and i1 %1425, %1710
  %1712 = zext i1 %1708 to i32
  %1713 = zext i1 %1709 to i32
  %1714 = zext i1 %1711 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1712, i32 %.lcssa204, i32 %.lcssa203, ptr addrspace(1) %1702, i32 %1713, i32 %1714) #5
  %1715 = add i32 %1529, %1454
  %1716 = sext i32 %1715 to i64
  %1717 = getelementptr float, ptr addrspace(1) %2, i64 %1716
  %1718 = and i1 %1533, %1458
  %1719 = ptrtoint ptr addrspace(1) %1717 to i64
  %1720 = and i64 %1719, 7
  %1721 = icmp eq i64 %1720, 0
  %1722 = and i1 %1718, %1721
  %1723 = and i1 %1462, %1722
  %1724 = xor i1 %1718, %1723
  %1725 = xor i1 %1533, %1722
  %1726 = and i1 %1462, %1725
  %1727 = zext i1 %1723 to i32
  %1728 = zext i1 %1724 to i32
  %1729 = zext i1 %1726 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1727, i32 %.lcssa202, i32 %.lcssa201, ptr addrspace(1) %1717, i32 %1728, i32 %1729) #5
  %1730 = add i32 %1548, %1454
  %1731 = sext i32 %1730 to i64
  %1732 = getelementptr float, ptr addrspace(1) %2, i64 %1731
  %1733 = and i1 %1552, %1458
  %1734 = ptrtoint ptr addrspace(1) %1732 to i64
  %1735 = and i64 %1734, 7
  %1736 = icmp eq i64 %1735, 0
  %1737 = and i1 %1733, %1736
  %1738 = and i1 %1462, %1737
  %1739 = xor i1 %1733, %1738
  %1740 = xor i1 %1552, %1737
  %1741 = and i1 %1462, %1740
  %1742 = zext i1 %1738 to i32
  %1743 = zext i1 %1739 to i32
  %1744 = zext i1 %1741 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1742, i32 %.lcssa200, i32 %.lcssa199, ptr addrspace(1) %1732, i32 %1743, i32 %1744) #5
  %1745 = add i32 %1529, %1491
  %1746 = sext i32 %1745 to i64
  %1747 = getelementptr float, ptr addrspace(1) %2, i64 %1746
  %1748 = and i1 %1533, %1495
  %1749 = ptrtoint ptr addrspace(1) %1747 to i64
  %1750 = and i64 %1749, 7
  %1751 = icmp eq i64 %1750, 0
  %1752 = and i1 %1748, %1751
  %1753 = and i1 %1499, %1752
  %1754 = xor i1 %1748, %1753
  %1755 = xor i1 %1533, %1752
  %1756 = and i1 %1499, %1755
  %1757 = zext i1 %1753 to i32
  %1758 = zext i1 %1754 to i32
  %1759 = zext i1 %1756 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1757, i32 %.lcssa198, i32 %.lcssa197, ptr addrspace(1) %1747, i32 %1758, i32 %1759) #5
  %1760 = add i32 %1548, %1491
  %1761 = sext i32 %1760 to i64
  %1762 = getelementptr float, ptr addrspace(1) %2, i64 %1761
  %1763 = and i1 %1552, %1495
  %1764 = ptrtoint ptr addrspace(1) %1762 to i64
  %1765 = and i64 %1764, 7
  %1766 = icmp eq i64 %1765, 0
  %1767 = and i1 %1763, %1766
  %1768 = and i1 %1499, %1767
  %1769 = xor i1 %1763, %1768
  %1770 = xor i1 %1552, %1767
  %1771 = and i1 %1499, %1770
  %1772 = zext i1 %1768 to i32
  %1773 = zext i1 %1769 to i32
  %1774 = zext i1 %1771 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1772, i32 %.lcssa196, i32 %.lcssa195, ptr addrspace(1) %1762, i32 %1773, i32 %1774) #5
  %1775 = or disjoint i32 %1216, 32
  %1776 = or disjoint i32 %1775, %1213
  %1777 = or disjoint i32 %1776, %23
  %1778 = mul i32 %1777, %4
  %1779 = add i32 %1778, %1225
  %1780 = sext i32 %1779 to i64
  %1781 = getelementptr float, ptr addrspace(1) %2, i64 %1780
  %1782 = icmp slt i32 %1777, %3
  %1783 = and i1 %1782, %1230
  %1784 = ptrtoint ptr addrspace(1) %1781 to i64
  %1785 = and i64 %1784, 7
  %1786 = icmp eq i64 %1785, 0
  %1787 = and i1 %1783, %1786
  %1788 = and i1 %1235, %1787
  %1789 = xor i1 %1783, %1788
  %1790 = xor i1 %1782, %1787
  %1791 = and i1 %1235, %1790
  %1792 = zext i1 %1788 to i32
  %1793 = zext i1 %1789 to i32
  %1794 = zext i1 %1791 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1792, i32 %.lcssa194, i32 %.lcssa193, ptr addrspace(1) %1781, i32 %1793, i32 %1794) #5
  %1795 = or disjoint i32 %1775, %1247
  %1796 = or disjoint i32 %1795, %23
  %1797 = mul i32 %1796, %4
  %1798 = add i32 %1797, %1225
  %1799 = sext i32 %1798 to i64
  %1800 = getelementptr float, ptr addrspace(1) %2, i64 %1799
  %1801 = icmp slt i32 %1796, %3
  %1802 = and i1 %1801, %1230
  %1803 = ptrtoint ptr addrspace(1) %1800 to i64
  %1804 = and i64 %1803, 7
  %1805 = icmp eq i64 %1804, 0
  %1806 = and i1 %1802, %1805
  %1807 = and i1 %1235, %1806
  %1808 = xor i1 %1802, %1807
  %1809 = xor i1 %1801, %1806
  %1810 = and i1 %1235, %1809
  %1811 = zext i1 %1807 to i32
  %1812 = zext i1 %1808 to i32
  %1813 = zext i1 %1810 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1811, i32 %.lcssa192, i32 %.lcssa191, ptr addrspace(1) %1800, i32 %1812, i32 %1813) #5
  %1814 = add i32 %1778, %1269
  %1815 = sext i32 %1814 to i64
  %1816 = getelementptr float, ptr addrspace(1) %2, i64 %1815
  %1817 = and i1 %1782, %1273
  %1818 = ptrtoint ptr addrspace(1) %1816 to i64
  %1819 = and i64 %1818, 7
  %1820 = icmp eq i64 %1819, 0
  %1821 = and i1 %1817, %1820
  %1822 = and i1 %1277, %1821
  %1823 = xor i1 %1817, %1822
  %1824 = xor i1 %1782, %1821
  %1825 = and i1 %1277, %1824
  %1826 = zext i1 %1822 to i32
  %1827 = zext i1 %1823 to i32
  %1828 = zext i1 %1825 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1826, i32 %.lcssa190, i32 %.lcssa189, ptr addrspace(1) %1816, i32 %1827, i32 %1828) #5
  %1829 = add i32 %1797, %1269
  %1830 = sext i32 %1829 to i64
  %1831 = getelementptr float, ptr addrspace(1) %2, i64 %1830
  %1832 = and i1 %1801, %1273
  %1833 = ptrtoint ptr addrspace(1) %1831 to i64
  %1834 = and i64 %1833, 7
  %1835 = icmp eq i64 %1834, 0
  %1836 = and i1 %1832, %1835
  %1837 = and i1 %1277, %1836
  %1838 = xor i1 %1832, %1837
  %1839 = xor i1 %1801, %1836
  %1840 = and i1 %1277, %1839
  %1841 = zext i1 %1837 to i32
  %1842 = zext i1 %1838 to i32
  %1843 = zext i1 %1840 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1841, i32 %.lcssa188, i32 %.lcssa187, ptr addrspace(1) %1831, i32 %1842, i32 %1843) #5
  %1844 = add i32 %1778, %1306
  %1845 = sext i32 %1844 to i64
  %1846 = getelementptr float, ptr addrspace(1) %2, i64 %1845
  %1847 = and i1 %1782, %1310
  %1848 = ptrtoint ptr addrspace(1) %1846 to i64
  %1849 = and i64 %1848, 7
  %1850 = icmp eq i64 %1849, 0
  %1851 = and i1 %1847, %1850
  %1852 = and i1 %1314, %1851
  %1853 = xor i1 %1847, %1852
  %1854 = xor i1 %1782, %1851
  %1855 = and i1 %1314, %1854
  %1856 = zext i1 %1852 to i32
  %1857 = zext i1 %1853 to i32
  %1858 = zext i1 %1855 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1856, i32 %.lcssa186, i32 %.lcssa185, ptr addrspace(1) %1846, i32 %1857, i32 %1858) #5
  %1859 = add i32 %1797, %1306
  %1860 = sext i32 %1859 to i64
  %1861 = getelementptr float, ptr addrspace(1) %2, i64 %1860
  %1862 = and i1 %1801, %1310
  %1863 = ptrtoint ptr addrspace(1) %1861 to i64
  %1864 = and i64 %1863, 7
  %1865 = icmp eq i64 %1864, 0
  %1866 = and i1 %1862, %1865
  %1867 = and i1 %1314, %1866
  %1868 = xor i1 %1862, %1867
  %1869 = xor i1 %1801, %1866
  %1870 = and i1 %1314, %1869
  %1871 = zext i1 %1867 to i32
  %1872 = zext i1 %1868 to i32
  %1873 = zext i1 %1870 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1871, i32 %.lcssa184, i32 %.lcssa183, ptr addrspace(1) %1861, i32 %1872, i32 %1873) #5
  %1874 = add i32 %1778, %1343
  %1875 = sext i32 %1874 to i64
  %1876 = getelementptr float, ptr addrspace(1) %2, i64 %1875
  %1877 = and i1 %1782, %1347
  %1878 = ptrtoint ptr addrspace(1) %1876 to i64
  %1879 = and i64 %1878, 7
  %1880 = icmp eq i64 %1879, 0
  %1881 = and i1 %1877, %1880
  %1882 = and i1 %1351, %1881
  %1883 = xor i1 %1877, %1882
  %1884 = xor i1 %1782, %1881
  %1885 = and i1 %1351, %1884
  %1886 = zext i1 %1882 to i32
  %1887 = zext i1 %1883 to i32
  %1888 = zext i1 %1885 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1886, i32 %.lcssa182, i32 %.lcssa181, ptr addrspace(1) %1876, i32 %1887, i32 %1888) #5
  %1889 = add i32 %1797, %1343
  %1890 = sext i32 %1889 to i64
  %1891 = getelementptr float, ptr addrspace(1) %2, i64 %1890
  %1892 = and i1 %1801, %1347
  %1893 = ptrtoint ptr addrspace(1) %1891 to i64
  %1894 = and i64 %1893, 7
  %1895 = icmp eq i64 %1894, 0
  %1896 = and i1 %1892, %1895
  %1897 = and i1 %1351, %1896
  %1898 = xor i1 %1892, %1897
  %1899 = xor i1 %1801, %1896
  %1900 = and i1 %1351, %1899
  %1901 = zext i1 %1897 to i32
  %1902 = zext i1 %1898 to i32
  %1903 = zext i1 %1900 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1901, i32 %.lcssa180, i32 %.lcssa179, ptr addrspace(1) %1891, i32 %1902, i32 %1903) #5
  %1904 = add i32 %1778, %1380
  %1905 = sext i32 %1904 to i64
  %1906 = getelementptr float, ptr addrspace(1) %2, i64 %1905
  %1907 = and i1 %1782, %1384
  %1908 = ptrtoint ptr addrspace(1) %1906 to i64
  %1909 = and i64 %1908, 7
  %1910 = icmp eq i64 %1909, 0
  %1911 = and i1 %1907, %1910
  %1912 = and i1 %1388, %1911
  %1913 = xor i1 %1907, %1912
  %1914 = xor i1 %1782, %1911
  %1915 = and i1 %1388, %1914
  %1916 = zext i1 %1912 to i32
  %1917 = zext i1 %1913 to i32
  %1918 = zext i1 %1915 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1916, i32 %.lcssa178, i32 %.lcssa177, ptr addrspace(1) %1906, i32 %1917, i32 %1918) #5
  %1919 = add i32 %1797, %1380
  %1920 = sext i32 %1919 to i64
  %1921 = getelementptr float, ptr addrspace(1) %2, i64 %1920
  %1922 = and i1 %1801, %1384
  %1923 = ptrtoint ptr addrspace(1) %1921 to i64
  %1924 = and i64 %1923, 7
  %1925 = icmp eq i64 %1924, 0
  %1926 = and i1 %1922, %1925
  %1927 = and i1 %1388, %1926
  %1928 = xor i1 %1922, %1927
  %1929 = xor i1 %1801, %1926
  %1930 = and i1 %1388, %1929
  %1931 = zext i1 %1927 to i32
  %1932 = zext i1 %1928 to i32
  %1933 = zext i1 %1930 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1931, i32 %.lcssa176, i32 %.lcssa175, ptr addrspace(1) %1921, i32 %1932, i32 %1933) #5
  %1934 = add i32 %1778, %1417
  %1935 = sext i32 %1934 to i64
  %1936 = getelementptr float, ptr addrspace(1) %2, i64 %1935
  %1937 = and i1 %1782, %1421
  %1938 = ptrtoint ptr addrspace(1) %1936 to i64
  %1939 = and i64 %1938, 7
  %1940 = icmp eq i64 %1939, 0
  %1941 = and i1 %1937, %1940
  %1942 = and i1 %1425, %1941
  %1943 = xor i1 %1937, %1942
  %1944 = xor i1 %1782, %1941
  %1945 = and i1 %1425, %1944
  %1946 = zext i1 %1942 to i32
  %1947 = zext i1 %1943 to i32
  %1948 = zext i1 %1945 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1946, i32 %.lcssa174, i32 %.lcssa173, ptr addrspace(1) %1936, i32 %1947, i32 %1948) #5
  %1949 = add i32 %1797, %1417
  %1950 = sext i32 %1949 to i64
  %1951 = getelementptr float, ptr addrspace(1) %2, i64 %1950
  %1952 = and i1 %1801, %1421
  %1953 = ptrtoint ptr addrspace(1) %1951 to i64
  %1954 = and i64 %1953, 7
  %1955 = icmp eq i64 %1954, 0
  %1956 = and i1 %1952, %1955
  %1957 = and i1 %1425, %1956
  %1958 = xor i1 %1952, %1957
  %1959 = xor i1 %1801, %1956
  %1960 = and i1 %1425, %1959
  %1961 = zext i1 %1957 to i32
  %1962 = zext i1 %1958 to i32
  %1963 = zext i1 %1960 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1961, i32 %.lcssa172, i32 %.lcssa171, ptr addrspace(1) %1951, i32 %1962, i32 %1963) #5
  %1964 = add i32 %1778, %1454
  %1965 = sext i32 %1964 to i64
  %1966 = getelementptr float, ptr addrspace(1) %2, i64 %1965
  %1967 = and i1 %1782, %1458
  %1968 = ptrtoint ptr addrspace(1) %1966 to i64
  %1969 = and i64 %1968, 7
  %1970 = icmp eq i64 %1969, 0
  %1971 = and i1 %1967, %1970
  %1972 = and i1 %1462, %1971
  %1973 = xor i1 %1967, %1972
  %1974 = xor i1 %1782, %1971
  %1975 = and i1 %1462, %1974
  %1976 = zext i1 %1972 to i32
  %1977 = zext i1 %1973 to i32
  %1978 = zext i1 %1975 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1976, i32 %.lcssa170, i32 %.lcssa169, ptr addrspace(1) %1966, i32 %1977, i32 %1978) #5
  %1979 = add i32 %1797, %1454
  %1980 = sext i32 %1979 to i64
  %1981 = getelementptr float, ptr addrspace(1) %2, i64 %1980
  %1982 = and i1 %1801, %1458
  %1983 = ptrtoint ptr addrspace(1) %1981 to i64
  %1984 = and i64 %1983, 7
  %1985 = icmp eq i64 %1984, 0
  %1986 = and i1 %1982, %1985
  %1987 = and i1 %1462, %1986
  %1988 = xor i1 %1982, %1987
  %1989 = xor i1 %1801, %1986
  %1990 = and i1 %1462, %1989
  %1991 = zext i1 %1987 to i32
  %1992 = zext i1 %1988 to i32
  %1993 = zext i1 %1990 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1991, i32 %.lcssa168, i32 %.lcssa167, ptr addrspace(1) %1981, i32 %1992, i32 %1993) #5
  %1994 = add i32 %1778, %1491
  %1995 = sext i32 %1994 to i64
  %1996 = getelementptr float, ptr addrspace(1) %2, i64 %1995
  %1997 = and i1 %1782, %1495
  %1998 = ptrtoint ptr addrspace(1) %1996 to i64
  %1999 = and i64 %1998, 7
  %2000 = icmp eq i64 %1999, 0
  %2001 = and i1 %1997, %2000
  %2002 = and i1 %1499, %2001
  %2003 = xor i1 %1997, %2002
  %2004 = xor i1 %1782, %2001
  %2005 = and i1 %1499, %2004
  %2006 = zext i1 %2002 to i32
  %2007 = zext i1 %2003 to i32
  %2008 = zext i1 %2005 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2006, i32 %.lcssa166, i32 %.lcssa165, ptr addrspace(1) %1996, i32 %2007, i32 %2008) #5
  %2009 = add i32 %1797, %1491
  %2010 = sext i32 %2009 to i64
  %2011 = getelementptr float, ptr addrspace(1) %2, i64 %2010
  %2012 = and i1 %1801, %1495
  %2013 = ptrtoint ptr addrspace(1) %2011 to i64
  %2014 = and i64 %2013, 7
  %2015 = icmp eq i64 %2014, 0
  %2016 = and i1 %2012, %2015
  %2017 = and i1 %1499, %2016
  %2018 = xor i1 %2012, %2017
  %2019 = xor i1 %1801, %2016
  %2020 = and i1 %1499, %2019
  %2021 = zext i1 %2017 to i32
  %2022 = zext i1 %2018 to i32
  %2023 = zext i1 %2020 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2021, i32 %.lcssa164, i32 %.lcssa163, ptr addrspace(1) %2011, i32 %2022, i32 %2023) #5
  %2024 = or disjoint i32 %1215, 48
  %2025 = or disjoint i32 %2024, %1213
  %2026 = or disjoint i32 %2025, %23
  %2027 = mul i32 %2026, %4
  %2028 = add i32 %2027, %1225
  %2029 = sext i32 %2028 to i64
  %2030 = getelementptr float, ptr addrspace(1) %2, i64 %2029
  %2031 = icmp slt i32 %2026, %3
  %2032 = and i1 %2031, %1230
  %2033 = ptrtoint ptr addrspace(1) %2030 to i64
  %2034 = and i64 %2033, 7
  %2035 = icmp eq i64 %2034, 0
  %2036 = and i1 %2032, %2035
  %2037 = and i1 %1235, %2036
  %2038 = xor i1 %2032, %2037
  %2039 = xor i1 %2031, %2036
  %2040 = and i1 %1235, %2039
  %2041 = zext i1 %2037 to i32
  %2042 = zext i1 %2038 to i32
  %2043 = zext i1 %2040 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2041, i32 %.lcssa162, i32 %.lcssa161, ptr addrspace(1) %2030, i32 %2042, i32 %2043) #5
  %2044 = or disjoint i32 %2024, %1247
  %2045 = or disjoint i32 %2044, %23
  %2046 = mul i32 %2045, %4
  %2047 = add i32 %2046, %1225
  %2048 = sext i32 %2047 to i64
  %2049 = getelementptr float, ptr addrspace(1) %2, i64 %2048
  %2050 = icmp slt i32 %2045, %3
  %2051 = and i1 %2050, %1230
  %2052 = ptrtoint ptr addrspace(1) %2049 to i64
  %2053 = and i64 %2052, 7
  %2054 = icmp eq i64 %2053, 0
  %2055 = and i1 %2051, %2054
  %2056 = and i1 %1235, %2055
  %2057 = xor i1 %2051, %2056
  %2058 = xor i1 %2050, %2055
  %2059 = and i1 %1235, %2058
  %2060 = zext i1 %2056 to i32
  %2061 = zext i1 %2057 to i32
  %2062 = zext i1 %2059 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2060, i32 %.lcssa160, i32 %.lcssa159, ptr addrspace(1) %2049, i32 %2061, i32 %2062) #5
  %2063 = add i32 %2027, %1269
  %2064 = sext i32 %2063 to i64
  %2065 = getelementptr float, ptr addrspace(1) %2, i64 %2064
  %2066 = and i1 %2031, %1273
  %2067 = ptrtoint ptr addrspace(1) %2065 to i64
  %2068 = and i64 %2067, 7
  %2069 = icmp eq i64 %2068, 0
  %2070 = and i1 %2066, %2069
  %2071 = and i1 %1277, %2070
  %2072 = xor i1 %2066, %2071
  %2073 = xor i1 %2031, %2070
  %2074 = and i1 %1277, %2073
  %2075 = zext i1 %2071 to i32
  %2076 = zext i1 %2072 to i32
  %2077 = zext i1 %2074 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2075, i32 %.lcssa158, i32 %.lcssa157, ptr addrspace(1) %2065, i32 %2076, i32 %2077) #5
  %2078 = add i32 %2046, %1269
  %2079 = sext i32 %2078 to i64
  %2080 = getelementptr float, ptr addrspace(1) %2, i64 %2079
  %2081 = and i1 %2050, %1273
  %2082 = ptrtoint ptr addrspace(1) %2080 to i64
  %2083 = and i64 %2082, 7
  %2084 = icmp eq i64 %2083, 0
  %2085 = and i1 %2081, %2084
  %2086 = and i1 %1277, %2085
  %2087 = xor i1 %2081, %2086
  %2088 = xor i1 %2050, %2085
  %2089 = and i1 %1277, %2088
  %2090 = zext i1 %2086 to i32
  %2091 = zext i1 %2087 to i32
  %2092 = zext i1 %2089 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2090, i32 %.lcssa156, i32 %.lcssa155, ptr addrspace(1) %2080, i32 %2091, i32 %2092) #5
  %2093 = add i32 %2027, %1306
  %2094 = sext i32 %2093 to i64
  %2095 = getelementptr float, ptr addrspace(1) %2, i64 %2094
  %2096 = and i1 %2031, %1310
  %2097 = ptrtoint ptr addrspace(1) %2095 to i64
  %2098 = and i64 %2097, 7
  %2099 = icmp eq i64 %2098, 0
  %2100 = and i1 %2096, %2099
  %2101 = and i1 %1314, %2100
  %2102 = xor i1 %2096, %2101
  %2103 = xor i1 %2031, %2100
  %2104 = and i1 %1314, %2103
  %2105 = zext i1 %2101 to i32
  %2106 = zext i1 %2102 to i32
  %2107 = zext i1 %2104 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2105, i32 %.lcssa154, i32 %.lcssa153, ptr addrspace(1) %2095, i32 %2106, i32 %2107) #5
  %2108 = add i32 %2046, %1306
  %2109 = sext i32 %2108 to i64
  %2110 = getelementptr float, ptr addrspace(1) %2, i64 %2109
  %2111 = and i1 %2050, %1310
  %2112 = ptrtoint ptr addrspace(1) %2110 to i64
  %2113 = and i64 %2112, 7
  %2114 = icmp eq i64 %2113, 0
  %2115 = and i1 %2111, %2114
  %2116 = and i1 %1314, %2115
  %2117 = xor i1 %2111, %2116
  %2118 = xor i1 %2050, %2115
  %2119 = and i1 %1314, %2118
  %2120 = zext i1 %2116 to i32
  %2121 = zext i1 %2117 to i32
  %2122 = zext i1 %2119 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2120, i32 %.lcssa152, i32 %.lcssa151, ptr addrspace(1) %2110, i32 %2121, i32 %2122) #5
  %2123 = add i32 %2027, %1343
  %2124 = sext i32 %2123 to i64
  %2125 = getelementptr float, ptr addrspace(1) %2, i64 %2124
  %2126 = and i1 %2031, %1347
  %2127 = ptrtoint ptr addrspace(1) %2125 to i64
  %2128 = and i64 %2127, 7
  %2129 = icmp eq i64 %2128, 0
  %2130 = and i1 %2126, %2129
  %2131 = and i1 %1351, %2130
  %2132 = xor i1 %2126, %2131
  %2133 = xor i1 %2031, %2130
  %2134 = and i1 %1351, %2133
  %2135 = zext i1 %2131 to i32
  %2136 = zext i1 %2132 to i32
  %2137 = zext i1 %2134 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2135, i32 %.lcssa150, i32 %.lcssa149, ptr addrspace(1) %2125, i32 %2136, i32 %2137) #5
  %2138 = add i32 %2046, %1343
  %2139 = sext i32 %2138 to i64
  %2140 = getelementptr float, ptr addrspace(1) %2, i64 %2139
  %2141 = and i1 %2050, %1347
  %2142 = ptrtoint ptr addrspace(1) %2140 to i64
  %2143 = and i64 %2142, 7
  %2144 = icmp eq i64 %2143, 0
  %2145 = and i1 %2141, %2144
  %2146 = and i1 %1351, %2145
  %2147 = xor i1 %2141, %2146
  %2148 = xor i1 %2050, %2145
  %2149 = and i1 %1351, %2148
  %2150 = zext i1 %2146 to i32
  %2151 = zext i1 %2147 to i32
  %2152 = zext i1 %2149 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2150, i32 %.lcssa148, i32 %.lcssa147, ptr addrspace(1) %2140, i32 %2151, i32 %2152) #5
  %2153 = add i32 %2027, %1380
  %2154 = sext i32 %2153 to i64
  %2155 = getelementptr float, ptr addrspace(1) %2, i64 %2154
  %2156 = and i1 %2031, %1384
  %2157 = ptrtoint ptr addrspace(1) %2155 to i64
  %2158 = and i64 %2157, 7
  %2159 = icmp eq i64 %2158, 0
  %2160 = and i1 %2156, %2159
  %2161 = and i1 %1388, %2160
  %2162 = xor i1 %2156, %2161
  %2163 = xor i1 %2031, %2160
  %2164 = and i1 %1388, %2163
  %2165 = zext i1 %2161 to i32
  %2166 = zext i1 %2162 to i32
  %2167 = zext i1 %2164 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2165, i32 %.lcssa146, i32 %.lcssa145, ptr addrspace(1) %2155, i32 %2166, i32 %2167) #5
  %2168 = add i32 %2046, %1380
  %2169 = sext i32 %2168 to i64
  %2170 = getelementptr float, ptr addrspace(1) %2, i64 %2169
  %2171 = and i1 %2050, %1384
  %2172 = ptrtoint ptr addrspace(1) %2170 to i64
  %2173 = and i64 %2172, 7
  %2174 = icmp eq i64 %2173, 0
  %2175 = and i1 %2171, %2174
  %2176 = and i1 %1388, %2175
  %2177 = xor i1 %2171, %2176
  %2178 = xor i1 %2050, %2175
  %2179 = and i1 %1388, %2178
  %2180 = zext i1 %2176 to i32
  %2181 = zext i1 %2177 to i32
  %2182 = zext i1 %2179 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2180, i32 %.lcssa144, i32 %.lcssa143, ptr addrspace(1) %2170, i32 %2181, i32 %2182) #5
  %2183 = add i32 %2027, %1417
  %2184 = sext i32 %2183 to i64
  %2185 = getelementptr float, ptr addrspace(1) %2, i64 %2184
  %2186 = and i1 %2031, %1421
  %2187 = ptrtoint ptr addrspace(1) %2185 to i64
  %2188 = and i64 %2187, 7
  %2189 = icmp eq i64 %2188, 0
  %2190 = and i1 %2186, %2189
  %2191 = and i1 %1425, %2190
  %2192 = xor i1 %2186, %2191
  %2193 = xor i1 %2031, %2190
  %2194 = and i1 %1425, %2193
  %2195 = zext i1 %2191 to i32
  %2196 = zext i1 %2192 to i32
  %2197 = zext i1 %2194 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2195, i32 %.lcssa142, i32 %.lcssa141, ptr addrspace(1) %2185, i32 %2196, i32 %2197) #5
  %2198 = add i32 %2046, %1417
  %2199 = sext i32 %2198 to i64
  %2200 = getelementptr float, ptr addrspace(1) %2, i64 %2199
  %2201 = and i1 %2050, %1421
  %2202 = ptrtoint ptr addrspace(1) %2200 to i64
  %2203 = and i64 %2202, 7
  %2204 = icmp eq i64 %2203, 0
  %2205 = and i1 %2201, %2204
  %2206 = and i1 %1425, %2205
  %2207 = xor i1 %2201, %2206
  %2208 = xor i1 %2050, %2205
  %2209 = and i1 %1425, %2208
  %2210 = zext i1 %2206 to i32
  %2211 = zext i1 %2207 to i32
  %2212 = zext i1 %2209 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2210, i32 %.lcssa140, i32 %.lcssa139, ptr addrspace(1) %2200, i32 %2211, i32 %2212) #5
  %2213 = add i32 %2027, %1454
  %2214 = sext i32 %2213 to i64
  %2215 = getelementptr float, ptr addrspace(1) %2, i64 %2214
  %2216 = and i1 %2031, %1458
  %2217 = ptrtoint ptr addrspace(1) %2215 to i64
  %2218 = and i64 %2217, 7
  %2219 = icmp eq i64 %2218, 0
  %2220 = and i1 %2216, %2219
  %2221 = and i1 %1462, %2220
  %2222 = xor i1 %2216, %2221
  %2223 = xor i1 %2031, %2220
  %2224 = and i1 %1462, %2223
  %2225 = zext i1 %2221 to i32
  %2226 = zext i1 %2222 to i32
  %2227 = zext i1 %2224 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2225, i32 %.lcssa138, i32 %.lcssa137, ptr addrspace(1) %2215, i32 %2226, i32 %2227) #5
  %2228 = add i32 %2046, %1454
  %2229 = sext i32 %2228 to i64
  %2230 = getelementptr float, ptr addrspace(1) %2, i64 %2229
  %2231 = and i1 %2050, %1458
  %2232 = ptrtoint ptr addrspace(1) %2230 to i64
  %2233 = and i64 %2232, 7
  %2234 = icmp eq i64 %2233, 0
  %2235 = and i1 %2231, %2234
  %2236 = and i1 %1462, %2235
  %2237 = xor i1 %2231, %2236
  %2238 = xor i1 %2050, %2235
  %2239 = and i1 %1462, %2238
  %2240 = zext i1 %2236 to i32
  %2241 = zext i1 %2237 to i32
  %2242 = zext i1 %2239 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2240, i32 %.lcssa136, i32 %.lcssa135, ptr addrspace(1) %2230, i32 %2241, i32 %2242) #5
  %2243 = add i32 %2027, %1491
  %2244 = sext i32 %2243 to i64
  %2245 = getelementptr float, ptr addrspace(1) %2, i64 %2244
  %2246 = and i1 %2031, %1495
  %2247 = ptrtoint ptr addrspace(1) %2245 to i64
  %2248 = and i64 %2247, 7
  %2249 = icmp eq i64 %2248, 0
  %2250 = and i1 %2246, %2249
  %2251 = and i1 %1499, %2250
  %2252 = xor i1 %2246, %2251
  %2253 = xor i1 %2031, %2250
  %2254 = and i1 %1499, %2253
  %2255 = zext i1 %2251 to i32
  %2256 = zext i1 %2252 to i32
  %2257 = zext i1 %2254 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2255, i32 %.lcssa134, i32 %.lcssa133, ptr addrspace(1) %2245, i32 %2256, i32 %2257) #5
  %2258 = add i32 %2046, %1491
  %2259 = sext i32 %2258 to i64
  %2260 = getelementptr float, ptr addrspace(1) %2, i64 %2259
  %2261 = and i1 %2050, %1495
  %2262 = ptrtoint ptr addrspace(1) %2260 to i64
  %2263 = and i64 %2262, 7
  %2264 = icmp eq i64 %2263, 0
  %2265 = and i1 %2261, %2264
  %2266 = and i1 %1499, %2265
  %2267 = xor i1 %2261, %2266
  %2268 = xor i1 %2050, %2265
  %2269 = and i1 %1499, %2268
  %2270 = zext i1 %2266 to i32
  %2271 = zext i1 %2267 to i32
  %2272 = zext i1 %2269 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2270, i32 %.lcssa132, i32 %.lcssa131, ptr addrspace(1) %2260, i32 %2271, i32 %2272) #5
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

attributes #0 = { nounwind "nvvm.reqntid"="256" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { convergent nocallback nofree nounwind memory(argmem: read) }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
