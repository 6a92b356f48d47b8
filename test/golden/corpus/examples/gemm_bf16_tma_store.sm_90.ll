; ModuleID = 'tile_kernels'
source_filename = "tile_kernels"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@gemm_bf16_tma_store_dsmem = external addrspace(3) global [0 x i8], align 1024

; Function Attrs: nounwind
define ptx_kernel void @gemm_bf16_tma_store(ptr byval([128 x i8]) align 64 "nvvm.grid_constant" %0, ptr byval([128 x i8]) align 64 "nvvm.grid_constant" %1, ptr byval([128 x i8]) align 64 "nvvm.grid_constant" %2, i32 %3, i32 %4, i32 %5) local_unnamed_addr #0 {
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
  %.decomposed1024 = sub i32 %.decomposed, %21
  %22 = add nuw i32 %.decomposed1024, %16
  %23 = shl i32 %22, 7
  %24 = shl i32 %20, 8
  %25 = tail call i32 @llvm.smax.i32(i32 %5, i32 0)
  %26 = add nuw i32 %25, 63
  %27 = sdiv i32 %26, 64
  %28 = icmp eq i32 %7, 0
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %28, label %29, label %30

29:                                               ; preds = %6
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_store_dsmem to i32), i32 196608)) #5
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_store_dsmem to i32), i32 196616)) #5
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_store_dsmem to i32), i32 196624)) #5
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_store_dsmem to i32), i32 196632)) #5
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
  %40 = mul nuw nsw i32 %39, 49152
  %41 = add i32 %40, ptrtoint (ptr addrspace(3) @gemm_bf16_tma_store_dsmem to i32)
  %42 = add i32 %40, add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_store_dsmem to i32), i32 16384)
  %43 = shl nuw nsw i32 %39, 3
  %44 = or disjoint i32 %43, add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_store_dsmem to i32), i32 196608)
  %45 = shl i32 %38, 6
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 %44, i32 49152) #5
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %41, i64 %32, i32 %45, i32 %23, i32 %44) #5
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %42, i64 %33, i32 %45, i32 %24, i32 %44) #5
  %46 = add nuw nsw i64 %37, 1
  %exitcond.not = icmp eq i64 %46, %smax
  br i1 %exitcond.not, label %.loopexit, label %36

.loopexit:                                        ; preds = %36, %30
  %47 = sext i32 %27 to i64
  %48 = icmp sgt i32 %26, 63
  br i1 %48, label %.lr.ph259, label %._crit_edge

.lr.ph259:                                        ; preds = %.loopexit
  %49 = ptrtoint ptr %1 to i64
  %50 = ptrtoint ptr %0 to i64
  %51 = shl nuw nsw i32 %7, 1
  %52 = and i32 %51, 192
  %53 = and i32 %7, 7
  %54 = and i32 %7, 8
  %55 = lshr i32 %7, 1
  %56 = and i32 %55, 8
  %57 = shl nuw nsw i32 %7, 5
  %58 = and i32 %57, 7168
  %59 = and i32 %57, 4096
  %60 = shl nuw nsw i32 %7, 6
  %61 = and i32 %60, 960
  %62 = shl nuw nsw i32 %53, 3
  %invariant.op = or disjoint i32 %61, %59
  %63 = or disjoint i32 %52, %56
  %64 = or disjoint i32 %63, %53
  %65 = shl nuw nsw i32 %64, 6
  %66 = or disjoint i32 %58, %61
  %67 = xor i32 %56, %62
  %.reass = or disjoint i32 %67, %invariant.op
  %68 = zext nneg i32 %.reass to i64
  %69 = xor i32 %54, %62
  %70 = or disjoint i32 %69, %65
  %71 = zext nneg i32 %70 to i64
  %72 = or disjoint i32 %67, %66
  %73 = or i32 %72, 3072
  %74 = zext nneg i32 %73 to i64
  %75 = or disjoint i32 %56, 16
  %76 = xor i32 %75, %62
  %.reass.1 = or disjoint i32 %76, %invariant.op
  %77 = zext nneg i32 %.reass.1 to i64
  %78 = or disjoint i32 %54, 16
  %79 = xor i32 %78, %62
  %80 = or disjoint i32 %79, %65
  %81 = zext nneg i32 %80 to i64
  %82 = or disjoint i32 %76, %66
  %83 = or i32 %82, 3072
  %84 = zext nneg i32 %83 to i64
  %85 = or disjoint i32 %56, 32
  %86 = xor i32 %85, %62
  %.reass.2 = or disjoint i32 %86, %invariant.op
  %87 = zext nneg i32 %.reass.2 to i64
  %88 = or disjoint i32 %54, 32
  %89 = xor i32 %88, %62
  %90 = or disjoint i32 %89, %65
  %91 = zext nneg i32 %90 to i64
  %92 = or disjoint i32 %86, %66
  %93 = or i32 %92, 3072
  %94 = zext nneg i32 %93 to i64
  %95 = or disjoint i32 %56, 48
  %96 = xor i32 %95, %62
  %.reass.3 = or disjoint i32 %96, %invariant.op
  %97 = zext nneg i32 %.reass.3 to i64
  %98 = or disjoint i32 %54, 48
  %99 = xor i32 %98, %62
  %100 = or disjoint i32 %99, %65
  %101 = zext nneg i32 %100 to i64
  %102 = or disjoint i32 %96, %66
  %103 = or i32 %102, 3072
  %104 = zext nneg i32 %103 to i64
  br label %105

105:                                              ; preds = %.lr.ph259, %256
  %106 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1094, %256 ]
  %107 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1093, %256 ]
  %108 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1092, %256 ]
  %109 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1091, %256 ]
  %110 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1089, %256 ]
  %111 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1088, %256 ]
  %112 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1087, %256 ]
  %113 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1086, %256 ]
  %114 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1084, %256 ]
  %115 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1083, %256 ]
  %116 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1082, %256 ]
  %117 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1081, %256 ]
  %118 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1079, %256 ]
  %119 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1078, %256 ]
  %120 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1077, %256 ]
  %121 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1076, %256 ]
  %122 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1074, %256 ]
  %123 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1073, %256 ]
  %124 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1072, %256 ]
  %125 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1071, %256 ]
  %126 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1069, %256 ]
  %127 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1068, %256 ]
  %128 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1067, %256 ]
  %129 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1066, %256 ]
  %130 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1064, %256 ]
  %131 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1063, %256 ]
  %132 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1062, %256 ]
  %133 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1061, %256 ]
  %134 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1059, %256 ]
  %135 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1058, %256 ]
  %136 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1057, %256 ]
  %137 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1056, %256 ]
  %138 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1048, %256 ]
  %139 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1047, %256 ]
  %140 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1046, %256 ]
  %141 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1045, %256 ]
  %142 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1043, %256 ]
  %143 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1042, %256 ]
  %144 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1041, %256 ]
  %145 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1040, %256 ]
  %146 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1038, %256 ]
  %147 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1037, %256 ]
  %148 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1036, %256 ]
  %149 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1035, %256 ]
  %150 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1033, %256 ]
  %151 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1032, %256 ]
  %152 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1031, %256 ]
  %153 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1030, %256 ]
  %154 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1028, %256 ]
  %155 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1027, %256 ]
  %156 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1026, %256 ]
  %157 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1025, %256 ]
  %158 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1023, %256 ]
  %159 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1022, %256 ]
  %160 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1021, %256 ]
  %161 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1020, %256 ]
  %162 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1018, %256 ]
  %163 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1017, %256 ]
  %164 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1016, %256 ]
  %165 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1015, %256 ]
  %166 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1013, %256 ]
  %167 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1012, %256 ]
  %168 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1011, %256 ]
  %169 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1010, %256 ]
  %170 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1002, %256 ]
  %171 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1001, %256 ]
  %172 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1000, %256 ]
  %173 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %999, %256 ]
  %174 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %997, %256 ]
  %175 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %996, %256 ]
  %176 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %995, %256 ]
  %177 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %994, %256 ]
  %178 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %992, %256 ]
  %179 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %991, %256 ]
  %180 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %990, %256 ]
  %181 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %989, %256 ]
  %182 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %987, %256 ]
  %183 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %986, %256 ]
  %184 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %985, %256 ]
  %185 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %984, %256 ]
  %186 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %982, %256 ]
  %187 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %981, %256 ]
  %188 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %980, %256 ]
  %189 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %979, %256 ]
  %190 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %977, %256 ]
  %191 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %976, %256 ]
  %192 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %975, %256 ]
  %193 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %974, %256 ]
  %194 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %972, %256 ]
  %195 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %971, %256 ]
  %196 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %970, %256 ]
  %197 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %969, %256 ]
  %198 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %967, %256 ]
  %199 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %966, %256 ]
  %200 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %965, %256 ]
  %201 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %964, %256 ]
  %202 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %956, %256 ]
  %203 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %955, %256 ]
  %204 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %954, %256 ]
  %205 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %953, %256 ]
  %206 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %951, %256 ]
  %207 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %950, %256 ]
  %208 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %949, %256 ]
  %209 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %948, %256 ]
  %210 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %940, %256 ]
  %211 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %939, %256 ]
  %212 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %938, %256 ]
  %213 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %937, %256 ]
  %214 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %935, %256 ]
  %215 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %934, %256 ]
  %216 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %933, %256 ]
  %217 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %932, %256 ]
  %218 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %924, %256 ]
  %219 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %923, %256 ]
  %220 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %922, %256 ]
  %221 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %921, %256 ]
  %222 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %919, %256 ]
  %223 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %918, %256 ]
  %224 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %917, %256 ]
  %225 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %916, %256 ]
  %226 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %908, %256 ]
  %227 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %907, %256 ]
  %228 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %906, %256 ]
  %229 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %905, %256 ]
  %230 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %903, %256 ]
  %231 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %902, %256 ]
  %232 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %901, %256 ]
  %233 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %900, %256 ]
  %234 = phi i64 [ 0, %.lr.ph259 ], [ %1095, %256 ]
  %235 = trunc i64 %234 to i32
  %236 = and i32 %235, 3
  %237 = shl nuw nsw i32 %236, 3
  %238 = or disjoint i32 %237, add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_store_dsmem to i32), i32 196608)
  %239 = lshr i32 %235, 2
  %240 = and i32 %239, 1
  br label %241

241:                                              ; preds = %241, %105
  %242 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %238, i32 %240) #5
  %243 = icmp eq i32 %242, 0
  br i1 %243, label %241, label %244

244:                                              ; preds = %241
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %245 = add i32 %235, 3
  %246 = icmp slt i32 %245, %27
  %247 = and i1 %28, %246
  br i1 %247, label %248, label %256

248:                                              ; preds = %244
  %249 = shl i32 %245, 6
  %250 = and i32 %245, 3
  %251 = shl nuw nsw i32 %250, 3
  %252 = or disjoint i32 %251, add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_store_dsmem to i32), i32 196608)
  %253 = mul nuw nsw i32 %250, 49152
  %254 = add i32 %253, add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_store_dsmem to i32), i32 16384)
  %255 = add i32 %253, ptrtoint (ptr addrspace(3) @gemm_bf16_tma_store_dsmem to i32)
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 %252, i32 49152) #5
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %255, i64 %50, i32 %249, i32 %23, i32 %252) #5
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %254, i64 %49, i32 %249, i32 %24, i32 %252) #5
  br label %256

256:                                              ; preds = %248, %244
  %257 = mul nuw nsw i32 %236, 49152
  %258 = zext nneg i32 %257 to i64
  %259 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 %258
  %260 = add i32 %257, add (i32 sub (i32 0, i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_store_dsmem to i32)), i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_store_dsmem to i32), i32 16384))
  %261 = sext i32 %260 to i64
  %262 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 %261
  %263 = getelementptr bfloat, ptr addrspace(3) %259, i64 %68
  %264 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %263)
  %265 = extractvalue { i32, i32, i32, i32 } %264, 0
  %266 = extractvalue { i32, i32, i32, i32 } %264, 1
  %267 = extractvalue { i32, i32, i32, i32 } %264, 2
  %268 = extractvalue { i32, i32, i32, i32 } %264, 3
  %269 = getelementptr bfloat, ptr addrspace(3) %262, i64 %71
  %270 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %269)
  %271 = extractvalue { i32, i32, i32, i32 } %270, 0
  %272 = extractvalue { i32, i32, i32, i32 } %270, 1
  %273 = extractvalue { i32, i32, i32, i32 } %270, 2
  %274 = extractvalue { i32, i32, i32, i32 } %270, 3
  %275 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %265, i32 %266, i32 %267, i32 %268, i32 %271, i32 %272, float %233, float %232, float %231, float %230) #5
  %276 = extractvalue { float, float, float, float } %275, 0
  %277 = extractvalue { float, float, float, float } %275, 1
  %278 = extractvalue { float, float, float, float } %275, 2
  %279 = extractvalue { float, float, float, float } %275, 3
  %280 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %265, i32 %266, i32 %267, i32 %268, i32 %273, i32 %274, float %229, float %228, float %227, float %226) #5
  %281 = extractvalue { float, float, float, float } %280, 0
  %282 = extractvalue { float, float, float, float } %280, 1
  %283 = extractvalue { float, float, float, float } %280, 2
  %284 = extractvalue { float, float, float, float } %280, 3
  %285 = getelementptr i8, ptr addrspace(3) %269, i64 2048
  %286 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %285)
  %287 = extractvalue { i32, i32, i32, i32 } %286, 0
  %288 = extractvalue { i32, i32, i32, i32 } %286, 1
  %289 = extractvalue { i32, i32, i32, i32 } %286, 2
  %290 = extractvalue { i32, i32, i32, i32 } %286, 3
  %291 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %265, i32 %266, i32 %267, i32 %268, i32 %287, i32 %288, float %225, float %224, float %223, float %222) #5
  %292 = extractvalue { float, float, float, float } %291, 0
  %293 = extractvalue { float, float, float, float } %291, 1
  %294 = extractvalue { float, float, float, float } %291, 2
  %295 = extractvalue { float, float, float, float } %291, 3
  %296 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %265, i32 %266, i32 %267, i32 %268, i32 %289, i32 %290, float %221, float %220, float %219, float %218) #5
  %297 = extractvalue { float, float, float, float } %296, 0
  %298 = extractvalue { float, float, float, float } %296, 1
  %299 = extractvalue { float, float, float, float } %296, 2
  %300 = extractvalue { float, float, float, float } %296, 3
  %301 = getelementptr i8, ptr addrspace(3) %269, i64 4096
  %302 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %301)
  %303 = extractvalue { i32, i32, i32, i32 } %302, 0
  %304 = extractvalue { i32, i32, i32, i32 } %302, 1
  %305 = extractvalue { i32, i32, i32, i32 } %302, 2
  %306 = extractvalue { i32, i32, i32, i32 } %302, 3
  %307 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %265, i32 %266, i32 %267, i32 %268, i32 %303, i32 %304, float %217, float %216, float %215, float %214) #5
  %308 = extractvalue { float, float, float, float } %307, 0
  %309 = extractvalue { float, float, float, float } %307, 1
  %310 = extractvalue { float, float, float, float } %307, 2
  %311 = extractvalue { float, float, float, float } %307, 3
  %312 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %265, i32 %266, i32 %267, i32 %268, i32 %305, i32 %306, float %213, float %212, float %211, float %210) #5
  %313 = extractvalue { float, float, float, float } %312, 0
  %314 = extractvalue { float, float, float, float } %312, 1
  %315 = extractvalue { float, float, float, float } %312, 2
  %316 = extractvalue { float, float, float, float } %312, 3
  %317 = getelementptr i8, ptr addrspace(3) %269, i64 6144
  %318 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %317)
  %319 = extractvalue { i32, i32, i32, i32 } %318, 0
  %320 = extractvalue { i32, i32, i32, i32 } %318, 1
  %321 = extractvalue { i32, i32, i32, i32 } %318, 2
  %322 = extractvalue { i32, i32, i32, i32 } %318, 3
  %323 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %265, i32 %266, i32 %267, i32 %268, i32 %319, i32 %320, float %209, float %208, float %207, float %206) #5
  %324 = extractvalue { float, float, float, float } %323, 0
  %325 = extractvalue { float, float, float, float } %323, 1
  %326 = extractvalue { float, float, float, float } %323, 2
  %327 = extractvalue { float, float, float, float } %323, 3
  %328 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %265, i32 %266, i32 %267, i32 %268, i32 %321, i32 %322, float %205, float %204, float %203, float %202) #5
  %329 = extractvalue { float, float, float, float } %328, 0
  %330 = extractvalue { float, float, float, float } %328, 1
  %331 = extractvalue { float, float, float, float } %328, 2
  %332 = extractvalue { float, float, float, float } %328, 3
  %333 = getelementptr i8, ptr addrspace(3) %263, i64 2048
  %334 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %333)
  %335 = extractvalue { i32, i32, i32, i32 } %334, 0
  %336 = extractvalue { i32, i32, i32, i32 } %334, 1
  %337 = extractvalue { i32, i32, i32, i32 } %334, 2
  %338 = extractvalue { i32, i32, i32, i32 } %334, 3
  %339 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %335, i32 %336, i32 %337, i32 %338, i32 %271, i32 %272, float %201, float %200, float %199, float %198) #5
  %340 = extractvalue { float, float, float, float } %339, 0
  %341 = extractvalue { float, float, float, float } %339, 1
  %342 = extractvalue { float, float, float, float } %339, 2
  %343 = extractvalue { float, float, float, float } %339, 3
  %344 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %335, i32 %336, i32 %337, i32 %338, i32 %273, i32 %274, float %197, float %196, float %195, float %194) #5
  %345 = extractvalue { float, float, float, float } %344, 0
  %346 = extractvalue { float, float, float, float } %344, 1
  %347 = extractvalue { float, float, float, float } %344, 2
  %348 = extractvalue { float, float, float, float } %344, 3
  %349 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %335, i32 %336, i32 %337, i32 %338, i32 %287, i32 %288, float %193, float %192, float %191, float %190) #5
  %350 = extractvalue { float, float, float, float } %349, 0
  %351 = extractvalue { float, float, float, float } %349, 1
  %352 = extractvalue { float, float, float, float } %349, 2
  %353 = extractvalue { float, float, float, float } %349, 3
  %354 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %335, i32 %336, i32 %337, i32 %338, i32 %289, i32 %290, float %189, float %188, float %187, float %186) #5
  %355 = extractvalue { float, float, float, float } %354, 0
  %356 = extractvalue { float, float, float, float } %354, 1
  %357 = extractvalue { float, float, float, float } %354, 2
  %358 = extractvalue { float, float, float, float } %354, 3
  %359 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %335, i32 %336, i32 %337, i32 %338, i32 %303, i32 %304, float %185, float %184, float %183, float %182) #5
  %360 = extractvalue { float, float, float, float } %359, 0
  %361 = extractvalue { float, float, float, float } %359, 1
  %362 = extractvalue { float, float, float, float } %359, 2
  %363 = extractvalue { float, float, float, float } %359, 3
  %364 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %335, i32 %336, i32 %337, i32 %338, i32 %305, i32 %306, float %181, float %180, float %179, float %178) #5
  %365 = extractvalue { float, float, float, float } %364, 0
  %366 = extractvalue { float, float, float, float } %364, 1
  %367 = extractvalue { float, float, float, float } %364, 2
  %368 = extractvalue { float, float, float, float } %364, 3
  %369 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %335, i32 %336, i32 %337, i32 %338, i32 %319, i32 %320, float %177, float %176, float %175, float %174) #5
  %370 = extractvalue { float, float, float, float } %369, 0
  %371 = extractvalue { float, float, float, float } %369, 1
  %372 = extractvalue { float, float, float, float } %369, 2
  %373 = extractvalue { float, float, float, float } %369, 3
  %374 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %335, i32 %336, i32 %337, i32 %338, i32 %321, i32 %322, float %173, float %172, float %171, float %170) #5
  %375 = extractvalue { float, float, float, float } %374, 0
  %376 = extractvalue { float, float, float, float } %374, 1
  %377 = extractvalue { float, float, float, float } %374, 2
  %378 = extractvalue { float, float, float, float } %374, 3
  %379 = getelementptr i8, ptr addrspace(3) %263, i64 4096
  %380 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %379)
  %381 = extractvalue { i32, i32, i32, i32 } %380, 0
  %382 = extractvalue { i32, i32, i32, i32 } %380, 1
  %383 = extractvalue { i32, i32, i32, i32 } %380, 2
  %384 = extractvalue { i32, i32, i32, i32 } %380, 3
  %385 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %381, i32 %382, i32 %383, i32 %384, i32 %271, i32 %272, float %169, float %168, float %167, float %166) #5
  %386 = extractvalue { float, float, float, float } %385, 0
  %387 = extractvalue { float, float, float, float } %385, 1
  %388 = extractvalue { float, float, float, float } %385, 2
  %389 = extractvalue { float, float, float, float } %385, 3
  %390 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %381, i32 %382, i32 %383, i32 %384, i32 %273, i32 %274, float %165, float %164, float %163, float %162) #5
  %391 = extractvalue { float, float, float, float } %390, 0
  %392 = extractvalue { float, float, float, float } %390, 1
  %393 = extractvalue { float, float, float, float } %390, 2
  %394 = extractvalue { float, float, float, float } %390, 3
  %395 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %381, i32 %382, i32 %383, i32 %384, i32 %287, i32 %288, float %161, float %160, float %159, float %158) #5
  %396 = extractvalue { float, float, float, float } %395, 0
  %397 = extractvalue { float, float, float, float } %395, 1
  %398 = extractvalue { float, float, float, float } %395, 2
  %399 = extractvalue { float, float, float, float } %395, 3
  %400 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %381, i32 %382, i32 %383, i32 %384, i32 %289, i32 %290, float %157, float %156, float %155, float %154) #5
  %401 = extractvalue { float, float, float, float } %400, 0
  %402 = extractvalue { float, float, float, float } %400, 1
  %403 = extractvalue { float, float, float, float } %400, 2
  %404 = extractvalue { float, float, float, float } %400, 3
  %405 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %381, i32 %382, i32 %383, i32 %384, i32 %303, i32 %304, float %153, float %152, float %151, float %150) #5
  %406 = extractvalue { float, float, float, float } %405, 0
  %407 = extractvalue { float, float, float, float } %405, 1
  %408 = extractvalue { float, float, float, float } %405, 2
  %409 = extractvalue { float, float, float, float } %405, 3
  %410 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %381, i32 %382, i32 %383, i32 %384, i32 %305, i32 %306, float %149, float %148, float %147, float %146) #5
  %411 = extractvalue { float, float, float, float } %410, 0
  %412 = extractvalue { float, float, float, float } %410, 1
  %413 = extractvalue { float, float, float, float } %410, 2
  %414 = extractvalue { float, float, float, float } %410, 3
  %415 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %381, i32 %382, i32 %383, i32 %384, i32 %319, i32 %320, float %145, float %144, float %143, float %142) #5
  %416 = extractvalue { float, float, float, float } %415, 0
  %417 = extractvalue { float, float, float, float } %415, 1
  %418 = extractvalue { float, float, float, float } %415, 2
  %419 = extractvalue { float, float, float, float } %415, 3
  %420 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %381, i32 %382, i32 %383, i32 %384, i32 %321, i32 %322, float %141, float %140, float %139, float %138) #5
  %421 = extractvalue { float, float, float, float } %420, 0
  %422 = extractvalue { float, float, float, float } %420, 1
  %423 = extractvalue { float, float, float, float } %420, 2
  %424 = extractvalue { float, float, float, float } %420, 3
  %425 = getelementptr bfloat, ptr addrspace(3) %259, i64 %74
  %426 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %425)
  %427 = extractvalue { i32, i32, i32, i32 } %426, 0
  %428 = extractvalue { i32, i32, i32, i32 } %426, 1
  %429 = extractvalue { i32, i32, i32, i32 } %426, 2
  %430 = extractvalue { i32, i32, i32, i32 } %426, 3
  %431 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %427, i32 %428, i32 %429, i32 %430, i32 %271, i32 %272, float %137, float %136, float %135, float %134) #5
  %432 = extractvalue { float, float, float, float } %431, 0
  %433 = extractvalue { float, float, float, float } %431, 1
  %434 = extractvalue { float, float, float, float } %431, 2
  %435 = extractvalue { float, float, float, float } %431, 3
  %436 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %427, i32 %428, i32 %429, i32 %430, i32 %273, i32 %274, float %133, float %132, float %131, float %130) #5
  %437 = extractvalue { float, float, float, float } %436, 0
  %438 = extractvalue { float, float, float, float } %436, 1
  %439 = extractvalue { float, float, float, float } %436, 2
  %440 = extractvalue { float, float, float, float } %436, 3
  %441 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %427, i32 %428, i32 %429, i32 %430, i32 %287, i32 %288, float %129, float %128, float %127, float %126) #5
  %442 = extractvalue { float, float, float, float } %441, 0
  %443 = extractvalue { float, float, float, float } %441, 1
  %444 = extractvalue { float, float, float, float } %441, 2
  %445 = extractvalue { float, float, float, float } %441, 3
  %446 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %427, i32 %428, i32 %429, i32 %430, i32 %289, i32 %290, float %125, float %124, float %123, float %122) #5
  %447 = extractvalue { float, float, float, float } %446, 0
  %448 = extractvalue { float, float, float, float } %446, 1
  %449 = extractvalue { float, float, float, float } %446, 2
  %450 = extractvalue { float, float, float, float } %446, 3
  %451 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %427, i32 %428, i32 %429, i32 %430, i32 %303, i32 %304, float %121, float %120, float %119, float %118) #5
  %452 = extractvalue { float, float, float, float } %451, 0
  %453 = extractvalue { float, float, float, float } %451, 1
  %454 = extractvalue { float, float, float, float } %451, 2
  %455 = extractvalue { float, float, float, float } %451, 3
  %456 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %427, i32 %428, i32 %429, i32 %430, i32 %305, i32 %306, float %117, float %116, float %115, float %114) #5
  %457 = extractvalue { float, float, float, float } %456, 0
  %458 = extractvalue { float, float, float, float } %456, 1
  %459 = extractvalue { float, float, float, float } %456, 2
  %460 = extractvalue { float, float, float, float } %456, 3
  %461 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %427, i32 %428, i32 %429, i32 %430, i32 %319, i32 %320, float %113, float %112, float %111, float %110) #5
  %462 = extractvalue { float, float, float, float } %461, 0
  %463 = extractvalue { float, float, float, float } %461, 1
  %464 = extractvalue { float, float, float, float } %461, 2
  %465 = extractvalue { float, float, float, float } %461, 3
  %466 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %427, i32 %428, i32 %429, i32 %430, i32 %321, i32 %322, float %109, float %108, float %107, float %106) #5
  %467 = extractvalue { float, float, float, float } %466, 0
  %468 = extractvalue { float, float, float, float } %466, 1
  %469 = extractvalue { float, float, float, float } %466, 2
  %470 = extractvalue { float, float, float, float } %466, 3
  %471 = getelementptr bfloat, ptr addrspace(3) %259, i64 %77
  %472 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %471)
  %473 = extractvalue { i32, i32, i32, i32 } %472, 0
  %474 = extractvalue { i32, i32, i32, i32 } %472, 1
  %475 = extractvalue { i32, i32, i32, i32 } %472, 2
  %476 = extractvalue { i32, i32, i32, i32 } %472, 3
  %477 = getelementptr bfloat, ptr addrspace(3) %262, i64 %81
  %478 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %477)
  %479 = extractvalue { i32, i32, i32, i32 } %478, 0
  %480 = extractvalue { i32, i32, i32, i32 } %478, 1
  %481 = extractvalue { i32, i32, i32, i32 } %478, 2
  %482 = extractvalue { i32, i32, i32, i32 } %478, 3
  %483 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %473, i32 %474, i32 %475, i32 %476, i32 %479, i32 %480, float %276, float %277, float %278, float %279) #5
  %484 = extractvalue { float, float, float, float } %483, 0
  %485 = extractvalue { float, float, float, float } %483, 1
  %486 = extractvalue { float, float, float, float } %483, 2
  %487 = extractvalue { float, float, float, float } %483, 3
  %488 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %473, i32 %474, i32 %475, i32 %476, i32 %481, i32 %482, float %281, float %282, float %283, float %284) #5
  %489 = extractvalue { float, float, float, float } %488, 0
  %490 = extractvalue { float, float, float, float } %488, 1
  %491 = extractvalue { float, float, float, float } %488, 2
  %492 = extractvalue { float, float, float, float } %488, 3
  %493 = getelementptr i8, ptr addrspace(3) %477, i64 2048
  %494 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %493)
  %495 = extractvalue { i32, i32, i32, i32 } %494, 0
  %496 = extractvalue { i32, i32, i32, i32 } %494, 1
  %497 = extractvalue { i32, i32, i32, i32 } %494, 2
  %498 = extractvalue { i32, i32, i32, i32 } %494, 3
  %499 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %473, i32 %474, i32 %475, i32 %476, i32 %495, i32 %496, float %292, float %293, float %294, float %295) #5
  %500 = extractvalue { float, float, float, float } %499, 0
  %501 = extractvalue { float, float, float, float } %499, 1
  %502 = extractvalue { float, float, float, float } %499, 2
  %503 = extractvalue { float, float, float, float } %499, 3
  %504 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %473, i32 %474, i32 %475, i32 %476, i32 %497, i32 %498, float %297, float %298, float %299, float %300) #5
  %505 = extractvalue { float, float, float, float } %504, 0
  %506 = extractvalue { float, float, float, float } %504, 1
  %507 = extractvalue { float, float, float, float } %504, 2
  %508 = extractvalue { float, float, float, float } %504, 3
  %509 = getelementptr i8, ptr addrspace(3) %477, i64 4096
  %510 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %509)
  %511 = extractvalue { i32, i32, i32, i32 } %510, 0
  %512 = extractvalue { i32, i32, i32, i32 } %510, 1
  %513 = extractvalue { i32, i32, i32, i32 } %510, 2
  %514 = extractvalue { i32, i32, i32, i32 } %510, 3
  %515 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %473, i32 %474, i32 %475, i32 %476, i32 %511, i32 %512, float %308, float %309, float %310, float %311) #5
  %516 = extractvalue { float, float, float, float } %515, 0
  %517 = extractvalue { float, float, float, float } %515, 1
  %518 = extractvalue { float, float, float, float } %515, 2
  %519 = extractvalue { float, float, float, float } %515, 3
  %520 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %473, i32 %474, i32 %475, i32 %476, i32 %513, i32 %514, float %313, float %314, float %315, float %316) #5
  %521 = extractvalue { float, float, float, float } %520, 0
  %522 = extractvalue { float, float, float, float } %520, 1
  %523 = extractvalue { float, float, float, float } %520, 2
  %524 = extractvalue { float, float, float, float } %520, 3
  %525 = getelementptr i8, ptr addrspace(3) %477, i64 6144
  %526 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %525)
  %527 = extractvalue { i32, i32, i32, i32 } %526, 0
  %528 = extractvalue { i32, i32, i32, i32 } %526, 1
  %529 = extractvalue { i32, i32, i32, i32 } %526, 2
  %530 = extractvalue { i32, i32, i32, i32 } %526, 3
  %531 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %473, i32 %474, i32 %475, i32 %476, i32 %527, i32 %528, float %324, float %325, float %326, float %327) #5
  %532 = extractvalue { float, float, float, float } %531, 0
  %533 = extractvalue { float, float, float, float } %531, 1
  %534 = extractvalue { float, float, float, float } %531, 2
  %535 = extractvalue { float, float, float, float } %531, 3
  %536 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %473, i32 %474, i32 %475, i32 %476, i32 %529, i32 %530, float %329, float %330, float %331, float %332) #5
  %537 = extractvalue { float, float, float, float } %536, 0
  %538 = extractvalue { float, float, float, float } %536, 1
  %539 = extractvalue { float, float, float, float } %536, 2
  %540 = extractvalue { float, float, float, float } %536, 3
  %541 = getelementptr i8, ptr addrspace(3) %471, i64 2048
  %542 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %541)
  %543 = extractvalue { i32, i32, i32, i32 } %542, 0
  %544 = extractvalue { i32, i32, i32, i32 } %542, 1
  %545 = extractvalue { i32, i32, i32, i32 } %542, 2
  %546 = extractvalue { i32, i32, i32, i32 } %542, 3
  %547 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %543, i32 %544, i32 %545, i32 %546, i32 %479, i32 %480, float %340, float %341, float %342, float %343) #5
  %548 = extractvalue { float, float, float, float } %547, 0
  %549 = extractvalue { float, float, float, float } %547, 1
  %550 = extractvalue { float, float, float, float } %547, 2
  %551 = extractvalue { float, float, float, float } %547, 3
  %552 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %543, i32 %544, i32 %545, i32 %546, i32 %481, i32 %482, float %345, float %346, float %347, float %348) #5
  %553 = extractvalue { float, float, float, float } %552, 0
  %554 = extractvalue { float, float, float, float } %552, 1
  %555 = extractvalue { float, float, float, float } %552, 2
  %556 = extractvalue { float, float, float, float } %552, 3
  %557 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %543, i32 %544, i32 %545, i32 %546, i32 %495, i32 %496, float %350, float %351, float %352, float %353) #5
  %558 = extractvalue { float, float, float, float } %557, 0
  %559 = extractvalue { float, float, float, float } %557, 1
  %560 = extractvalue { float, float, float, float } %557, 2
  %561 = extractvalue { float, float, float, float } %557, 3
  %562 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %543, i32 %544, i32 %545, i32 %546, i32 %497, i32 %498, float %355, float %356, float %357, float %358) #5
  %563 = extractvalue { float, float, float, float } %562, 0
  %564 = extractvalue { float, float, float, float } %562, 1
  %565 = extractvalue { float, float, float, float } %562, 2
  %566 = extractvalue { float, float, float, float } %562, 3
  %567 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %543, i32 %544, i32 %545, i32 %546, i32 %511, i32 %512, float %360, float %361, float %362, float %363) #5
  %568 = extractvalue { float, float, float, float } %567, 0
  %569 = extractvalue { float, float, float, float } %567, 1
  %570 = extractvalue { float, float, float, float } %567, 2
  %571 = extractvalue { float, float, float, float } %567, 3
  %572 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %543, i32 %544, i32 %545, i32 %546, i32 %513, i32 %514, float %365, float %366, float %367, float %368) #5
  %573 = extractvalue { float, float, float, float } %572, 0
  %574 = extractvalue { float, float, float, float } %572, 1
  %575 = extractvalue { float, float, float, float } %572, 2
  %576 = extractvalue { float, float, float, float } %572, 3
  %577 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %543, i32 %544, i32 %545, i32 %546, i32 %527, i32 %528, float %370, float %371, float %372, float %373) #5
  %578 = extractvalue { float, float, float, float } %577, 0
  %579 = extractvalue { float, float, float, float } %577, 1
  %580 = extractvalue { float, float, float, float } %577, 2
  %581 = extractvalue { float, float, float, float } %577, 3
  %582 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %543, i32 %544, i32 %545, i32 %546, i32 %529, i32 %530, float %375, float %376, float %377, float %378) #5
  %583 = extractvalue { float, float, float, float } %582, 0
  %584 = extractvalue { float, float, float, float } %582, 1
  %585 = extractvalue { float, float, float, float } %582, 2
  %586 = extractvalue { float, float, float, float } %582, 3
  %587 = getelementptr i8, ptr addrspace(3) %471, i64 4096
  %588 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %587)
  %589 = extractvalue { i32, i32, i32, i32 } %588, 0
  %590 = extractvalue { i32, i32, i32, i32 } %588, 1
  %591 = extractvalue { i32, i32, i32, i32 } %588, 2
  %592 = extractvalue { i32, i32, i32, i32 } %588, 3
  %593 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %589, i32 %590, i32 %591, i32 %592, i32 %479, i32 %480, float %386, float %387, float %388, float %389) #5
  %594 = extractvalue { float, float, float, float } %593, 0
  %595 = extractvalue { float, float, float, float } %593, 1
  %596 = extractvalue { float, float, float, float } %593, 2
  %597 = extractvalue { float, float, float, float } %593, 3
  %598 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %589, i32 %590, i32 %591, i32 %592, i32 %481, i32 %482, float %391, float %392, float %393, float %394) #5
  %599 = extractvalue { float, float, float, float } %598, 0
  %600 = extractvalue { float, float, float, float } %598, 1
  %601 = extractvalue { float, float, float, float } %598, 2
  %602 = extractvalue { float, float, float, float } %598, 3
  %603 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %589, i32 %590, i32 %591, i32 %592, i32 %495, i32 %496, float %396, float %397, float %398, float %399) #5
  %604 = extractvalue { float, float, float, float } %603, 0
  %605 = extractvalue { float, float, float, float } %603, 1
  %606 = extractvalue { float, float, float, float } %603, 2
  %607 = extractvalue { float, float, float, float } %603, 3
  %608 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %589, i32 %590, i32 %591, i32 %592, i32 %497, i32 %498, float %401, float %402, float %403, float %404) #5
  %609 = extractvalue { float, float, float, float } %608, 0
  %610 = extractvalue { float, float, float, float } %608, 1
  %611 = extractvalue { float, float, float, float } %608, 2
  %612 = extractvalue { float, float, float, float } %608, 3
  %613 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %589, i32 %590, i32 %591, i32 %592, i32 %511, i32 %512, float %406, float %407, float %408, float %409) #5
  %614 = extractvalue { float, float, float, float } %613, 0
  %615 = extractvalue { float, float, float, float } %613, 1
  %616 = extractvalue { float, float, float, float } %613, 2
  %617 = extractvalue { float, float, float, float } %613, 3
  %618 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %589, i32 %590, i32 %591, i32 %592, i32 %513, i32 %514, float %411, float %412, float %413, float %414) #5
  %619 = extractvalue { float, float, float, float } %618, 0
  %620 = extractvalue { float, float, float, float } %618, 1
  %621 = extractvalue { float, float, float, float } %618, 2
  %622 = extractvalue { float, float, float, float } %618, 3
  %623 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %589, i32 %590, i32 %591, i32 %592, i32 %527, i32 %528, float %416, float %417, float %418, float %419) #5
  %624 = extractvalue { float, float, float, float } %623, 0
  %625 = extractvalue { float, float, float, float } %623, 1
  %626 = extractvalue { float, float, float, float } %623, 2
  %627 = extractvalue { float, float, float, float } %623, 3
  %628 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %589, i32 %590, i32 %591, i32 %592, i32 %529, i32 %530, float %421, float %422, float %423, float %424) #5
  %629 = extractvalue { float, float, float, float } %628, 0
  %630 = extractvalue { float, float, float, float } %628, 1
  %631 = extractvalue { float, float, float, float } %628, 2
  %632 = extractvalue { float, float, float, float } %628, 3
  %633 = getelementptr bfloat, ptr addrspace(3) %259, i64 %84
  %634 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %633)
  %635 = extractvalue { i32, i32, i32, i32 } %634, 0
  %636 = extractvalue { i32, i32, i32, i32 } %634, 1
  %637 = extractvalue { i32, i32, i32, i32 } %634, 2
  %638 = extractvalue { i32, i32, i32, i32 } %634, 3
  %639 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %635, i32 %636, i32 %637, i32 %638, i32 %479, i32 %480, float %432, float %433, float %434, float %435) #5
  %640 = extractvalue { float, float, float, float } %639, 0
  %641 = extractvalue { float, float, float, float } %639, 1
  %642 = extractvalue { float, float, float, float } %639, 2
  %643 = extractvalue { float, float, float, float } %639, 3
  %644 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %635, i32 %636, i32 %637, i32 %638, i32 %481, i32 %482, float %437, float %438, float %439, float %440) #5
  %645 = extractvalue { float, float, float, float } %644, 0
  %646 = extractvalue { float, float, float, float } %644, 1
  %647 = extractvalue { float, float, float, float } %644, 2
  %648 = extractvalue { float, float, float, float } %644, 3
  %649 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %635, i32 %636, i32 %637, i32 %638, i32 %495, i32 %496, float %442, float %443, float %444, float %445) #5
  %650 = extractvalue { float, float, float, float } %649, 0
  %651 = extractvalue { float, float, float, float } %649, 1
  %652 = extractvalue { float, float, float, float } %649, 2
  %653 = extractvalue { float, float, float, float } %649, 3
  %654 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %635, i32 %636, i32 %637, i32 %638, i32 %497, i32 %498, float %447, float %448, float %449, float %450) #5
  %655 = extractvalue { float, float, float, float } %654, 0
  %656 = extractvalue { float, float, float, float } %654, 1
  %657 = extractvalue { float, float, float, float } %654, 2
  %658 = extractvalue { float, float, float, float } %654, 3
  %659 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %635, i32 %636, i32 %637, i32 %638, i32 %511, i32 %512, float %452, float %453, float %454, float %455) #5
  %660 = extractvalue { float, float, float, float } %659, 0
  %661 = extractvalue { float, float, float, float } %659, 1
  %662 = extractvalue { float, float, float, float } %659, 2
  %663 = extractvalue { float, float, float, float } %659, 3
  %664 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %635, i32 %636, i32 %637, i32 %638, i32 %513, i32 %514, float %457, float %458, float %459, float %460) #5
  %665 = extractvalue { float, float, float, float } %664, 0
  %666 = extractvalue { float, float, float, float } %664, 1
  %667 = extractvalue { float, float, float, float } %664, 2
  %668 = extractvalue { float, float, float, float } %664, 3
  %669 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %635, i32 %636, i32 %637, i32 %638, i32 %527, i32 %528, float %462, float %463, float %464, float %465) #5
  %670 = extractvalue { float, float, float, float } %669, 0
  %671 = extractvalue { float, float, float, float } %669, 1
  %672 = extractvalue { float, float, float, float } %669, 2
  %673 = extractvalue { float, float, float, float } %669, 3
  %674 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %635, i32 %636, i32 %637, i32 %638, i32 %529, i32 %530, float %467, float %468, float %469, float %470) #5
  %675 = extractvalue { float, float, float, float } %674, 0
  %676 = extractvalue { float, float, float, float } %674, 1
  %677 = extractvalue { float, float, float, float } %674, 2
  %678 = extractvalue { float, float, float, float } %674, 3
  %679 = getelementptr bfloat, ptr addrspace(3) %259, i64 %87
  %680 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %679)
  %681 = extractvalue { i32, i32, i32, i32 } %680, 0
  %682 = extractvalue { i32, i32, i32, i32 } %680, 1
  %683 = extractvalue { i32, i32, i32, i32 } %680, 2
  %684 = extractvalue { i32, i32, i32, i32 } %680, 3
  %685 = getelementptr bfloat, ptr addrspace(3) %262, i64 %91
  %686 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %685)
  %687 = extractvalue { i32, i32, i32, i32 } %686, 0
  %688 = extractvalue { i32, i32, i32, i32 } %686, 1
  %689 = extractvalue { i32, i32, i32, i32 } %686, 2
  %690 = extractvalue { i32, i32, i32, i32 } %686, 3
  %691 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %681, i32 %682, i32 %683, i32 %684, i32 %687, i32 %688, float %484, float %485, float %486, float %487) #5
  %692 = extractvalue { float, float, float, float } %691, 0
  %693 = extractvalue { float, float, float, float } %691, 1
  %694 = extractvalue { float, float, float, float } %691, 2
  %695 = extractvalue { float, float, float, float } %691, 3
  %696 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %681, i32 %682, i32 %683, i32 %684, i32 %689, i32 %690, float %489, float %490, float %491, float %492) #5
  %697 = extractvalue { float, float, float, float } %696, 0
  %698 = extractvalue { float, float, float, float } %696, 1
  %699 = extractvalue { float, float, float, float } %696, 2
  %700 = extractvalue { float, float, float, float } %696, 3
  %701 = getelementptr i8, ptr addrspace(3) %685, i64 2048
  %702 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %701)
  %703 = extractvalue { i32, i32, i32, i32 } %702, 0
  %704 = extractvalue { i32, i32, i32, i32 } %702, 1
  %705 = extractvalue { i32, i32, i32, i32 } %702, 2
  %706 = extractvalue { i32, i32, i32, i32 } %702, 3
  %707 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %681, i32 %682, i32 %683, i32 %684, i32 %703, i32 %704, float %500, float %501, float %502, float %503) #5
  %708 = extractvalue { float, float, float, float } %707, 0
  %709 = extractvalue { float, float, float, float } %707, 1
  %710 = extractvalue { float, float, float, float } %707, 2
  %711 = extractvalue { float, float, float, float } %707, 3
  %712 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %681, i32 %682, i32 %683, i32 %684, i32 %705, i32 %706, float %505, float %506, float %507, float %508) #5
  %713 = extractvalue { float, float, float, float } %712, 0
  %714 = extractvalue { float, float, float, float } %712, 1
  %715 = extractvalue { float, float, float, float } %712, 2
  %716 = extractvalue { float, float, float, float } %712, 3
  %717 = getelementptr i8, ptr addrspace(3) %685, i64 4096
  %718 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %717)
  %719 = extractvalue { i32, i32, i32, i32 } %718, 0
  %720 = extractvalue { i32, i32, i32, i32 } %718, 1
  %721 = extractvalue { i32, i32, i32, i32 } %718, 2
  %722 = extractvalue { i32, i32, i32, i32 } %718, 3
  %723 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %681, i32 %682, i32 %683, i32 %684, i32 %719, i32 %720, float %516, float %517, float %518, float %519) #5
  %724 = extractvalue { float, float, float, float } %723, 0
  %725 = extractvalue { float, float, float, float } %723, 1
  %726 = extractvalue { float, float, float, float } %723, 2
  %727 = extractvalue { float, float, float, float } %723, 3
  %728 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %681, i32 %682, i32 %683, i32 %684, i32 %721, i32 %722, float %521, float %522, float %523, float %524) #5
  %729 = extractvalue { float, float, float, float } %728, 0
  %730 = extractvalue { float, float, float, float } %728, 1
  %731 = extractvalue { float, float, float, float } %728, 2
  %732 = extractvalue { float, float, float, float } %728, 3
  %733 = getelementptr i8, ptr addrspace(3) %685, i64 6144
  %734 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %733)
  %735 = extractvalue { i32, i32, i32, i32 } %734, 0
  %736 = extractvalue { i32, i32, i32, i32 } %734, 1
  %737 = extractvalue { i32, i32, i32, i32 } %734, 2
  %738 = extractvalue { i32, i32, i32, i32 } %734, 3
  %739 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %681, i32 %682, i32 %683, i32 %684, i32 %735, i32 %736, float %532, float %533, float %534, float %535) #5
  %740 = extractvalue { float, float, float, float } %739, 0
  %741 = extractvalue { float, float, float, float } %739, 1
  %742 = extractvalue { float, float, float, float } %739, 2
  %743 = extractvalue { float, float, float, float } %739, 3
  %744 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %681, i32 %682, i32 %683, i32 %684, i32 %737, i32 %738, float %537, float %538, float %539, float %540) #5
  %745 = extractvalue { float, float, float, float } %744, 0
  %746 = extractvalue { float, float, float, float } %744, 1
  %747 = extractvalue { float, float, float, float } %744, 2
  %748 = extractvalue { float, float, float, float } %744, 3
  %749 = getelementptr i8, ptr addrspace(3) %679, i64 2048
  %750 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %749)
  %751 = extractvalue { i32, i32, i32, i32 } %750, 0
  %752 = extractvalue { i32, i32, i32, i32 } %750, 1
  %753 = extractvalue { i32, i32, i32, i32 } %750, 2
  %754 = extractvalue { i32, i32, i32, i32 } %750, 3
  %755 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %751, i32 %752, i32 %753, i32 %754, i32 %687, i32 %688, float %548, float %549, float %550, float %551) #5
  %756 = extractvalue { float, float, float, float } %755, 0
  %757 = extractvalue { float, float, float, float } %755, 1
  %758 = extractvalue { float, float, float, float } %755, 2
  %759 = extractvalue { float, float, float, float } %755, 3
  %760 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %751, i32 %752, i32 %753, i32 %754, i32 %689, i32 %690, float %553, float %554, float %555, float %556) #5
  %761 = extractvalue { float, float, float, float } %760, 0
  %762 = extractvalue { float, float, float, float } %760, 1
  %763 = extractvalue { float, float, float, float } %760, 2
  %764 = extractvalue { float, float, float, float } %760, 3
  %765 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %751, i32 %752, i32 %753, i32 %754, i32 %703, i32 %704, float %558, float %559, float %560, float %561) #5
  %766 = extractvalue { float, float, float, float } %765, 0
  %767 = extractvalue { float, float, float, float } %765, 1
  %768 = extractvalue { float, float, float, float } %765, 2
  %769 = extractvalue { float, float, float, float } %765, 3
  %770 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %751, i32 %752, i32 %753, i32 %754, i32 %705, i32 %706, float %563, float %564, float %565, float %566) #5
  %771 = extractvalue { float, float, float, float } %770, 0
  %772 = extractvalue { float, float, float, float } %770, 1
  %773 = extractvalue { float, float, float, float } %770, 2
  %774 = extractvalue { float, float, float, float } %770, 3
  %775 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %751, i32 %752, i32 %753, i32 %754, i32 %719, i32 %720, float %568, float %569, float %570, float %571) #5
  %776 = extractvalue { float, float, float, float } %775, 0
  %777 = extractvalue { float, float, float, float } %775, 1
  %778 = extractvalue { float, float, float, float } %775, 2
  %779 = extractvalue { float, float, float, float } %775, 3
  %780 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %751, i32 %752, i32 %753, i32 %754, i32 %721, i32 %722, float %573, float %574, float %575, float %576) #5
  %781 = extractvalue { float, float, float, float } %780, 0
  %782 = extractvalue { float, float, float, float } %780, 1
  %783 = extractvalue { float, float, float, float } %780, 2
  %784 = extractvalue { float, float, float, float } %780, 3
  %785 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %751, i32 %752, i32 %753, i32 %754, i32 %735, i32 %736, float %578, float %579, float %580, float %581) #5
  %786 = extractvalue { float, float, float, float } %785, 0
  %787 = extractvalue { float, float, float, float } %785, 1
  %788 = extractvalue { float, float, float, float } %785, 2
  %789 = extractvalue { float, float, float, float } %785, 3
  %790 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %751, i32 %752, i32 %753, i32 %754, i32 %737, i32 %738, float %583, float %584, float %585, float %586) #5
  %791 = extractvalue { float, float, float, float } %790, 0
  %792 = extractvalue { float, float, float, float } %790, 1
  %793 = extractvalue { float, float, float, float } %790, 2
  %794 = extractvalue { float, float, float, float } %790, 3
  %795 = getelementptr i8, ptr addrspace(3) %679, i64 4096
  %796 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %795)
  %797 = extractvalue { i32, i32, i32, i32 } %796, 0
  %798 = extractvalue { i32, i32, i32, i32 } %796, 1
  %799 = extractvalue { i32, i32, i32, i32 } %796, 2
  %800 = extractvalue { i32, i32, i32, i32 } %796, 3
  %801 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %797, i32 %798, i32 %799, i32 %800, i32 %687, i32 %688, float %594, float %595, float %596, float %597) #5
  %802 = extractvalue { float, float, float, float } %801, 0
  %803 = extractvalue { float, float, float, float } %801, 1
  %804 = extractvalue { float, float, float, float } %801, 2
  %805 = extractvalue { float, float, float, float } %801, 3
  %806 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %797, i32 %798, i32 %799, i32 %800, i32 %689, i32 %690, float %599, float %600, float %601, float %602) #5
  %807 = extractvalue { float, float, float, float } %806, 0
  %808 = extractvalue { float, float, float, float } %806, 1
  %809 = extractvalue { float, float, float, float } %806, 2
  %810 = extractvalue { float, float, float, float } %806, 3
  %811 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %797, i32 %798, i32 %799, i32 %800, i32 %703, i32 %704, float %604, float %605, float %606, float %607) #5
  %812 = extractvalue { float, float, float, float } %811, 0
  %813 = extractvalue { float, float, float, float } %811, 1
  %814 = extractvalue { float, float, float, float } %811, 2
  %815 = extractvalue { float, float, float, float } %811, 3
  %816 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %797, i32 %798, i32 %799, i32 %800, i32 %705, i32 %706, float %609, float %610, float %611, float %612) #5
  %817 = extractvalue { float, float, float, float } %816, 0
  %818 = extractvalue { float, float, float, float } %816, 1
  %819 = extractvalue { float, float, float, float } %816, 2
  %820 = extractvalue { float, float, float, float } %816, 3
  %821 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %797, i32 %798, i32 %799, i32 %800, i32 %719, i32 %720, float %614, float %615, float %616, float %617) #5
  %822 = extractvalue { float, float, float, float } %821, 0
  %823 = extractvalue { float, float, float, float } %821, 1
  %824 = extractvalue { float, float, float, float } %821, 2
  %825 = extractvalue { float, float, float, float } %821, 3
  %826 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %797, i32 %798, i32 %799, i32 %800, i32 %721, i32 %722, float %619, float %620, float %621, float %622) #5
  %827 = extractvalue { float, float, float, float } %826, 0
  %828 = extractvalue { float, float, float, float } %826, 1
  %829 = extractvalue { float, float, float, float } %826, 2
  %830 = extractvalue { float, float, float, float } %826, 3
  %831 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %797, i32 %798, i32 %799, i32 %800, i32 %735, i32 %736, float %624, float %625, float %626, float %627) #5
  %832 = extractvalue { float, float, float, float } %831, 0
  %833 = extractvalue { float, float, float, float } %831, 1
  %834 = extractvalue { float, float, float, float } %831, 2
  %835 = extractvalue { float, float, float, float } %831, 3
  %836 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %797, i32 %798, i32 %799, i32 %800, i32 %737, i32 %738, float %629, float %630, float %631, float %632) #5
  %837 = extractvalue { float, float, float, float } %836, 0
  %838 = extractvalue { float, float, float, float } %836, 1
  %839 = extractvalue { float, float, float, float } %836, 2
  %840 = extractvalue { float, float, float, float } %836, 3
  %841 = getelementptr bfloat, ptr addrspace(3) %259, i64 %94
  %842 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %841)
  %843 = extractvalue { i32, i32, i32, i32 } %842, 0
  %844 = extractvalue { i32, i32, i32, i32 } %842, 1
  %845 = extractvalue { i32, i32, i32, i32 } %842, 2
  %846 = extractvalue { i32, i32, i32, i32 } %842, 3
  %847 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %843, i32 %844, i32 %845, i32 %846, i32 %687, i32 %688, float %640, float %641, float %642, float %643) #5
  %848 = extractvalue { float, float, float, float } %847, 0
  %849 = extractvalue { float, float, float, float } %847, 1
  %850 = extractvalue { float, float, float, float } %847, 2
  %851 = extractvalue { float, float, float, float } %847, 3
  %852 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %843, i32 %844, i32 %845, i32 %846, i32 %689, i32 %690, float %645, float %646, float %647, float %648) #5
  %853 = extractvalue { float, float, float, float } %852, 0
  %854 = extractvalue { float, float, float, float } %852, 1
  %855 = extractvalue { float, float, float, float } %852, 2
  %856 = extractvalue { float, float, float, float } %852, 3
  %857 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %843, i32 %844, i32 %845, i32 %846, i32 %703, i32 %704, float %650, float %651, float %652, float %653) #5
  %858 = extractvalue { float, float, float, float } %857, 0
  %859 = extractvalue { float, float, float, float } %857, 1
  %860 = extractvalue { float, float, float, float } %857, 2
  %861 = extractvalue { float, float, float, float } %857, 3
  %862 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %843, i32 %844, i32 %845, i32 %846, i32 %705, i32 %706, float %655, float %656, float %657, float %658) #5
  %863 = extractvalue { float, float, float, float } %862, 0
  %864 = extractvalue { float, float, float, float } %862, 1
  %865 = extractvalue { float, float, float, float } %862, 2
  %866 = extractvalue { float, float, float, float } %862, 3
  %867 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %843, i32 %844, i32 %845, i32 %846, i32 %719, i32 %720, float %660, float %661, float %662, float %663) #5
  %868 = extractvalue { float, float, float, float } %867, 0
  %869 = extractvalue { float, float, float, float } %867, 1
  %870 = extractvalue { float, float, float, float } %867, 2
  %871 = extractvalue { float, float, float, float } %867, 3
  %872 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %843, i32 %844, i32 %845, i32 %846, i32 %721, i32 %722, float %665, float %666, float %667, float %668) #5
  %873 = extractvalue { float, float, float, float } %872, 0
  %874 = extractvalue { float, float, float, float } %872, 1
  %875 = extractvalue { float, float, float, float } %872, 2
  %876 = extractvalue { float, float, float, float } %872, 3
  %877 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %843, i32 %844, i32 %845, i32 %846, i32 %735, i32 %736, float %670, float %671, float %672, float %673) #5
  %878 = extractvalue { float, float, float, float } %877, 0
  %879 = extractvalue { float, float, float, float } %877, 1
  %880 = extractvalue { float, float, float, float } %877, 2
  %881 = extractvalue { float, float, float, float } %877, 3
  %882 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %843, i32 %844, i32 %845, i32 %846, i32 %737, i32 %738, float %675, float %676, float %677, float %678) #5
  %883 = extractvalue { float, float, float, float } %882, 0
  %884 = extractvalue { float, float, float, float } %882, 1
  %885 = extractvalue { float, float, float, float } %882, 2
  %886 = extractvalue { float, float, float, float } %882, 3
  %887 = getelementptr bfloat, ptr addrspace(3) %259, i64 %97
  %888 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %887)
  %889 = extractvalue { i32, i32, i32, i32 } %888, 0
  %890 = extractvalue { i32, i32, i32, i32 } %888, 1
  %891 = extractvalue { i32, i32, i32, i32 } %888, 2
  %892 = extractvalue { i32, i32, i32, i32 } %888, 3
  %893 = getelementptr bfloat, ptr addrspace(3) %262, i64 %101
  %894 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %893)
  %895 = extractvalue { i32, i32, i32, i32 } %894, 0
  %896 = extractvalue { i32, i32, i32, i32 } %894, 1
  %897 = extractvalue { i32, i32, i32, i32 } %894, 2
  %898 = extractvalue { i32, i32, i32, i32 } %894, 3
  %899 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %889, i32 %890, i32 %891, i32 %892, i32 %895, i32 %896, float %692, float %693, float %694, float %695) #5
  %900 = extractvalue { float, float, float, float } %899, 0
  %901 = extractvalue { float, float, float, float } %899, 1
  %902 = extractvalue { float, float, float, float } %899, 2
  %903 = extractvalue { float, float, float, float } %899, 3
  %904 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %889, i32 %890, i32 %891, i32 %892, i32 %897, i32 %898, float %697, float %698, float %699, float %700) #5
  %905 = extractvalue { float, float, float, float } %904, 0
  %906 = extractvalue { float, float, float, float } %904, 1
  %907 = extractvalue { float, float, float, float } %904, 2
  %908 = extractvalue { float, float, float, float } %904, 3
  %909 = getelementptr i8, ptr addrspace(3) %893, i64 2048
  %910 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %909)
  %911 = extractvalue { i32, i32, i32, i32 } %910, 0
  %912 = extractvalue { i32, i32, i32, i32 } %910, 1
  %913 = extractvalue { i32, i32, i32, i32 } %910, 2
  %914 = extractvalue { i32, i32, i32, i32 } %910, 3
  %915 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %889, i32 %890, i32 %891, i32 %892, i32 %911, i32 %912, float %708, float %709, float %710, float %711) #5
  %916 = extractvalue { float, float, float, float } %915, 0
  %917 = extractvalue { float, float, float, float } %915, 1
  %918 = extractvalue { float, float, float, float } %915, 2
  %919 = extractvalue { float, float, float, float } %915, 3
  %920 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %889, i32 %890, i32 %891, i32 %892, i32 %913, i32 %914, float %713, float %714, float %715, float %716) #5
  %921 = extractvalue { float, float, float, float } %920, 0
  %922 = extractvalue { float, float, float, float } %920, 1
  %923 = extractvalue { float, float, float, float } %920, 2
  %924 = extractvalue { float, float, float, float } %920, 3
  %925 = getelementptr i8, ptr addrspace(3) %893, i64 4096
  %926 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %925)
  %927 = extractvalue { i32, i32, i32, i32 } %926, 0
  %928 = extractvalue { i32, i32, i32, i32 } %926, 1
  %929 = extractvalue { i32, i32, i32, i32 } %926, 2
  %930 = extractvalue { i32, i32, i32, i32 } %926, 3
  %931 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %889, i32 %890, i32 %891, i32 %892, i32 %927, i32 %928, float %724, float %725, float %726, float %727) #5
  %932 = extractvalue { float, float, float, float } %931, 0
  %933 = extractvalue { float, float, float, float } %931, 1
  %934 = extractvalue { float, float, float, float } %931, 2
  %935 = extractvalue { float, float, float, float } %931, 3
  %936 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %889, i32 %890, i32 %891, i32 %892, i32 %929, i32 %930, float %729, float %730, float %731, float %732) #5
  %937 = extractvalue { float, float, float, float } %936, 0
  %938 = extractvalue { float, float, float, float } %936, 1
  %939 = extractvalue { float, float, float, float } %936, 2
  %940 = extractvalue { float, float, float, float } %936, 3
  %941 = getelementptr i8, ptr addrspace(3) %893, i64 6144
  %942 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %941)
  %943 = extractvalue { i32, i32, i32, i32 } %942, 0
  %944 = extractvalue { i32, i32, i32, i32 } %942, 1
  %945 = extractvalue { i32, i32, i32, i32 } %942, 2
  %946 = extractvalue { i32, i32, i32, i32 } %942, 3
  %947 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %889, i32 %890, i32 %891, i32 %892, i32 %943, i32 %944, float %740, float %741, float %742, float %743) #5
  %948 = extractvalue { float, float, float, float } %947, 0
  %949 = extractvalue { float, float, float, float } %947, 1
  %950 = extractvalue { float, float, float, float } %947, 2
  %951 = extractvalue { float, float, float, float } %947, 3
  %952 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %889, i32 %890, i32 %891, i32 %892, i32 %945, i32 %946, float %745, float %746, float %747, float %748) #5
  %953 = extractvalue { float, float, float, float } %952, 0
  %954 = extractvalue { float, float, float, float } %952, 1
  %955 = extractvalue { float, float, float, float } %952, 2
  %956 = extractvalue { float, float, float, float } %952, 3
  %957 = getelementptr i8, ptr addrspace(3) %887, i64 2048
  %958 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %957)
  %959 = extractvalue { i32, i32, i32, i32 } %958, 0
  %960 = extractvalue { i32, i32, i32, i32 } %958, 1
  %961 = extractvalue { i32, i32, i32, i32 } %958, 2
  %962 = extractvalue { i32, i32, i32, i32 } %958, 3
  %963 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %959, i32 %960, i32 %961, i32 %962, i32 %895, i32 %896, float %756, float %757, float %758, float %759) #5
  %964 = extractvalue { float, float, float, float } %963, 0
  %965 = extractvalue { float, float, float, float } %963, 1
  %966 = extractvalue { float, float, float, float } %963, 2
  %967 = extractvalue { float, float, float, float } %963, 3
  %968 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %959, i32 %960, i32 %961, i32 %962, i32 %897, i32 %898, float %761, float %762, float %763, float %764) #5
  %969 = extractvalue { float, float, float, float } %968, 0
  %970 = extractvalue { float, float, float, float } %968, 1
  %971 = extractvalue { float, float, float, float } %968, 2
  %972 = extractvalue { float, float, float, float } %968, 3
  %973 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %959, i32 %960, i32 %961, i32 %962, i32 %911, i32 %912, float %766, float %767, float %768, float %769) #5
  %974 = extractvalue { float, float, float, float } %973, 0
  %975 = extractvalue { float, float, float, float } %973, 1
  %976 = extractvalue { float, float, float, float } %973, 2
  %977 = extractvalue { float, float, float, float } %973, 3
  %978 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %959, i32 %960, i32 %961, i32 %962, i32 %913, i32 %914, float %771, float %772, float %773, float %774) #5
  %979 = extractvalue { float, float, float, float } %978, 0
  %980 = extractvalue { float, float, float, float } %978, 1
  %981 = extractvalue { float, float, float, float } %978, 2
  %982 = extractvalue { float, float, float, float } %978, 3
  %983 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %959, i32 %960, i32 %961, i32 %962, i32 %927, i32 %928, float %776, float %777, float %778, float %779) #5
  %984 = extractvalue { float, float, float, float } %983, 0
  %985 = extractvalue { float, float, float, float } %983, 1
  %986 = extractvalue { float, float, float, float } %983, 2
  %987 = extractvalue { float, float, float, float } %983, 3
  %988 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %959, i32 %960, i32 %961, i32 %962, i32 %929, i32 %930, float %781, float %782, float %783, float %784) #5
  %989 = extractvalue { float, float, float, float } %988, 0
  %990 = extractvalue { float, float, float, float } %988, 1
  %991 = extractvalue { float, float, float, float } %988, 2
  %992 = extractvalue { float, float, float, float } %988, 3
  %993 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %959, i32 %960, i32 %961, i32 %962, i32 %943, i32 %944, float %786, float %787, float %788, float %789) #5
  %994 = extractvalue { float, float, float, float } %993, 0
  %995 = extractvalue { float, float, float, float } %993, 1
  %996 = extractvalue { float, float, float, float } %993, 2
  %997 = extractvalue { float, float, float, float } %993, 3
  %998 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %959, i32 %960, i32 %961, i32 %962, i32 %945, i32 %946, float %791, float %792, float %793, float %794) #5
  %999 = extractvalue { float, float, float, float } %998, 0
  %1000 = extractvalue { float, float, float, float } %998, 1
  %1001 = extractvalue { float, float, float, float } %998, 2
  %1002 = extractvalue { float, float, float, float } %998, 3
  %1003 = getelementptr i8, ptr addrspace(3) %887, i64 4096
  %1004 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1003)
  %1005 = extractvalue { i32, i32, i32, i32 } %1004, 0
  %1006 = extractvalue { i32, i32, i32, i32 } %1004, 1
  %1007 = extractvalue { i32, i32, i32, i32 } %1004, 2
  %1008 = extractvalue { i32, i32, i32, i32 } %1004, 3
  %1009 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1005, i32 %1006, i32 %1007, i32 %1008, i32 %895, i32 %896, float %802, float %803, float %804, float %805) #5
  %1010 = extractvalue { float, float, float, float } %1009, 0
  %1011 = extractvalue { float, float, float, float } %1009, 1
  %1012 = extractvalue { float, float, float, float } %1009, 2
  %1013 = extractvalue { float, float, float, float } %1009, 3
  %1014 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1005, i32 %1006, i32 %1007, i32 %1008, i32 %897, i32 %898, float %807, float %808, float %809, float %810) #5
  %1015 = extractvalue { float, float, float, float } %1014, 0
  %1016 = extractvalue { float, float, float, float } %1014, 1
  %1017 = extractvalue { float, float, float, float } %1014, 2
  %1018 = extractvalue { float, float, float, float } %1014, 3
  %1019 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1005, i32 %1006, i32 %1007, i32 %1008, i32 %911, i32 %912, float %812, float %813, float %814, float %815) #5
  %1020 = extractvalue { float, float, float, float } %1019, 0
  %1021 = extractvalue { float, float, float, float } %1019, 1
  %1022 = extractvalue { float, float, float, float } %1019, 2
  %1023 = extractvalue { float, float, float, float } %1019, 3
  %1024 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1005, i32 %1006, i32 %1007, i32 %1008, i32 %913, i32 %914, float %817, float %818, float %819, float %820) #5
  %1025 = extractvalue { float, float, float, float } %1024, 0
  %1026 = extractvalue { float, float, float, float } %1024, 1
  %1027 = extractvalue { float, float, float, float } %1024, 2
  %1028 = extractvalue { float, float, float, float } %1024, 3
  %1029 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1005, i32 %1006, i32 %1007, i32 %1008, i32 %927, i32 %928, float %822, float %823, float %824, float %825) #5
  %1030 = extractvalue { float, float, float, float } %1029, 0
  %1031 = extractvalue { float, float, float, float } %1029, 1
  %1032 = extractvalue { float, float, float, float } %1029, 2
  %1033 = extractvalue { float, float, float, float } %1029, 3
  %1034 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1005, i32 %1006, i32 %1007, i32 %1008, i32 %929, i32 %930, float %827, float %828, float %829, float %830) #5
  %1035 = extractvalue { float, float, float, float } %1034, 0
  %1036 = extractvalue { float, float, float, float } %1034, 1
  %1037 = extractvalue { float, float, float, float } %1034, 2
  %1038 = extractvalue { float, float, float, float } %1034, 3
  %1039 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1005, i32 %1006, i32 %1007, i32 %1008, i32 %943, i32 %944, float %832, float %833, float %834, float %835) #5
  %1040 = extractvalue { float, float, float, float } %1039, 0
  %1041 = extractvalue { float, float, float, float } %1039, 1
  %1042 = extractvalue { float, float, float, float } %1039, 2
  %1043 = extractvalue { float, float, float, float } %1039, 3
  %1044 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1005, i32 %1006, i32 %1007, i32 %1008, i32 %945, i32 %946, float %837, float %838, float %839, float %840) #5
  %1045 = extractvalue { float, float, float, float } %1044, 0
  %1046 = extractvalue { float, float, float, float } %1044, 1
  %1047 = extractvalue { float, float, float, float } %1044, 2
  %1048 = extractvalue { float, float, float, float } %1044, 3
  %1049 = getelementptr bfloat, ptr addrspace(3) %259, i64 %104
  %1050 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1049)
  %1051 = extractvalue { i32, i32, i32, i32 } %1050, 0
  %1052 = extractvalue { i32, i32, i32, i32 } %1050, 1
  %1053 = extractvalue { i32, i32, i32, i32 } %1050, 2
  %1054 = extractvalue { i32, i32, i32, i32 } %1050, 3
  %1055 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1051, i32 %1052, i32 %1053, i32 %1054, i32 %895, i32 %896, float %848, float %849, float %850, float %851) #5
  %1056 = extractvalue { float, float, float, float } %1055, 0
  %1057 = extractvalue { float, float, float, float } %1055, 1
  %1058 = extractvalue { float, float, float, float } %1055, 2
  %1059 = extractvalue { float, float, float, float } %1055, 3
  %1060 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1051, i32 %1052, i32 %1053, i32 %1054, i32 %897, i32 %898, float %853, float %854, float %855, float %856) #5
  %1061 = extractvalue { float, float, float, float } %1060, 0
  %1062 = extractvalue { float, float, float, float } %1060, 1
  %1063 = extractvalue { float, float, float, float } %1060, 2
  %1064 = extractvalue { float, float, float, float } %1060, 3
  %1065 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1051, i32 %1052, i32 %1053, i32 %1054, i32 %911, i32 %912, float %858, float %859, float %860, float %861) #5
  %1066 = extractvalue { float, float, float, float } %1065, 0
  %1067 = extractvalue { float, float, float, float } %1065, 1
  %1068 = extractvalue { float, float, float, float } %1065, 2
  %1069 = extractvalue { float, float, float, float } %1065, 3
  %1070 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1051, i32 %1052, i32 %1053, i32 %1054, i32 %913, i32 %914, float %863, float %864, float %865, float %866) #5
  %1071 = extractvalue { float, float, float, float } %1070, 0
  %1072 = extractvalue { float, float, float, float } %1070, 1
  %1073 = extractvalue { float, float, float, float } %1070, 2
  %1074 = extractvalue { float, float, float, float } %1070, 3
  %1075 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1051, i32 %1052, i32 %1053, i32 %1054, i32 %927, i32 %928, float %868, float %869, float %870, float %871) #5
  %1076 = extractvalue { float, float, float, float } %1075, 0
  %1077 = extractvalue { float, float, float, float } %1075, 1
  %1078 = extractvalue { float, float, float, float } %1075, 2
  %1079 = extractvalue { float, float, float, float } %1075, 3
  %1080 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1051, i32 %1052, i32 %1053, i32 %1054, i32 %929, i32 %930, float %873, float %874, float %875, float %876) #5
  %1081 = extractvalue { float, float, float, float } %1080, 0
  %1082 = extractvalue { float, float, float, float } %1080, 1
  %1083 = extractvalue { float, float, float, float } %1080, 2
  %1084 = extractvalue { float, float, float, float } %1080, 3
  %1085 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1051, i32 %1052, i32 %1053, i32 %1054, i32 %943, i32 %944, float %878, float %879, float %880, float %881) #5
  %1086 = extractvalue { float, float, float, float } %1085, 0
  %1087 = extractvalue { float, float, float, float } %1085, 1
  %1088 = extractvalue { float, float, float, float } %1085, 2
  %1089 = extractvalue { float, float, float, float } %1085, 3
  %1090 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1051, i32 %1052, i32 %1053, i32 %1054, i32 %945, i32 %946, float %883, float %884, float %885, float %886) #5
  %1091 = extractvalue { float, float, float, float } %1090, 0
  %1092 = extractvalue { float, float, float, float } %1090, 1
  %1093 = extractvalue { float, float, float, float } %1090, 2
  %1094 = extractvalue { float, float, float, float } %1090, 3
  %1095 = add nuw nsw i64 %234, 1
  %exitcond514.not = icmp eq i64 %1095, %47
  br i1 %exitcond514.not, label %._crit_edge, label %105

._crit_edge:                                      ; preds = %256, %.loopexit
  %.lcssa258 = phi float [ 0.000000e+00, %.loopexit ], [ %900, %256 ]
  %.lcssa257 = phi float [ 0.000000e+00, %.loopexit ], [ %901, %256 ]
  %.lcssa256 = phi float [ 0.000000e+00, %.loopexit ], [ %902, %256 ]
  %.lcssa255 = phi float [ 0.000000e+00, %.loopexit ], [ %903, %256 ]
  %.lcssa254 = phi float [ 0.000000e+00, %.loopexit ], [ %905, %256 ]
  %.lcssa253 = phi float [ 0.000000e+00, %.loopexit ], [ %906, %256 ]
  %.lcssa252 = phi float [ 0.000000e+00, %.loopexit ], [ %907, %256 ]
  %.lcssa251 = phi float [ 0.000000e+00, %.loopexit ], [ %908, %256 ]
  %.lcssa250 = phi float [ 0.000000e+00, %.loopexit ], [ %916, %256 ]
  %.lcssa249 = phi float [ 0.000000e+00, %.loopexit ], [ %917, %256 ]
  %.lcssa248 = phi float [ 0.000000e+00, %.loopexit ], [ %918, %256 ]
  %.lcssa247 = phi float [ 0.000000e+00, %.loopexit ], [ %919, %256 ]
  %.lcssa246 = phi float [ 0.000000e+00, %.loopexit ], [ %921, %256 ]
  %.lcssa245 = phi float [ 0.000000e+00, %.loopexit ], [ %922, %256 ]
  %.lcssa244 = phi float [ 0.000000e+00, %.loopexit ], [ %923, %256 ]
  %.lcssa243 = phi float [ 0.000000e+00, %.loopexit ], [ %924, %256 ]
  %.lcssa242 = phi float [ 0.000000e+00, %.loopexit ], [ %932, %256 ]
  %.lcssa241 = phi float [ 0.000000e+00, %.loopexit ], [ %933, %256 ]
  %.lcssa240 = phi float [ 0.000000e+00, %.loopexit ], [ %934, %256 ]
  %.lcssa239 = phi float [ 0.000000e+00, %.loopexit ], [ %935, %256 ]
  %.lcssa238 = phi float [ 0.000000e+00, %.loopexit ], [ %937, %256 ]
  %.lcssa237 = phi float [ 0.000000e+00, %.loopexit ], [ %938, %256 ]
  %.lcssa236 = phi float [ 0.000000e+00, %.loopexit ], [ %939, %256 ]
  %.lcssa235 = phi float [ 0.000000e+00, %.loopexit ], [ %940, %256 ]
  %.lcssa234 = phi float [ 0.000000e+00, %.loopexit ], [ %948, %256 ]
  %.lcssa233 = phi float [ 0.000000e+00, %.loopexit ], [ %949, %256 ]
  %.lcssa232 = phi float [ 0.000000e+00, %.loopexit ], [ %950, %256 ]
  %.lcssa231 = phi float [ 0.000000e+00, %.loopexit ], [ %951, %256 ]
  %.lcssa230 = phi float [ 0.000000e+00, %.loopexit ], [ %953, %256 ]
  %.lcssa229 = phi float [ 0.000000e+00, %.loopexit ], [ %954, %256 ]
  %.lcssa228 = phi float [ 0.000000e+00, %.loopexit ], [ %955, %256 ]
  %.lcssa227 = phi float [ 0.000000e+00, %.loopexit ], [ %956, %256 ]
  %.lcssa226 = phi float [ 0.000000e+00, %.loopexit ], [ %964, %256 ]
  %.lcssa225 = phi float [ 0.000000e+00, %.loopexit ], [ %965, %256 ]
  %.lcssa224 = phi float [ 0.000000e+00, %.loopexit ], [ %966, %256 ]
  %.lcssa223 = phi float [ 0.000000e+00, %.loopexit ], [ %967, %256 ]
  %.lcssa222 = phi float [ 0.000000e+00, %.loopexit ], [ %969, %256 ]
  %.lcssa221 = phi float [ 0.000000e+00, %.loopexit ], [ %970, %256 ]
  %.lcssa220 = phi float [ 0.000000e+00, %.loopexit ], [ %971, %256 ]
  %.lcssa219 = phi float [ 0.000000e+00, %.loopexit ], [ %972, %256 ]
  %.lcssa218 = phi float [ 0.000000e+00, %.loopexit ], [ %974, %256 ]
  %.lcssa217 = phi float [ 0.000000e+00, %.loopexit ], [ %975, %256 ]
  %.lcssa216 = phi float [ 0.000000e+00, %.loopexit ], [ %976, %256 ]
  %.lcssa215 = phi float [ 0.000000e+00, %.loopexit ], [ %977, %256 ]
  %.lcssa214 = phi float [ 0.000000e+00, %.loopexit ], [ %979, %256 ]
  %.lcssa213 = phi float [ 0.000000e+00, %.loopexit ], [ %980, %256 ]
  %.lcssa212 = phi float [ 0.000000e+00, %.loopexit ], [ %981, %256 ]
  %.lcssa211 = phi float [ 0.000000e+00, %.loopexit ], [ %982, %256 ]
  %.lcssa210 = phi float [ 0.000000e+00, %.loopexit ], [ %984, %256 ]
  %.lcssa209 = phi float [ 0.000000e+00, %.loopexit ], [ %985, %256 ]
  %.lcssa208 = phi float [ 0.000000e+00, %.loopexit ], [ %986, %256 ]
  %.lcssa207 = phi float [ 0.000000e+00, %.loopexit ], [ %987, %256 ]
  %.lcssa206 = phi float [ 0.000000e+00, %.loopexit ], [ %989, %256 ]
  %.lcssa205 = phi float [ 0.000000e+00, %.loopexit ], [ %990, %256 ]
  %.lcssa204 = phi float [ 0.000000e+00, %.loopexit ], [ %991, %256 ]
  %.lcssa203 = phi float [ 0.000000e+00, %.loopexit ], [ %992, %256 ]
  %.lcssa202 = phi float [ 0.000000e+00, %.loopexit ], [ %994, %256 ]
  %.lcssa201 = phi float [ 0.000000e+00, %.loopexit ], [ %995, %256 ]
  %.lcssa200 = phi float [ 0.000000e+00, %.loopexit ], [ %996, %256 ]
  %.lcssa199 = phi float [ 0.000000e+00, %.loopexit ], [ %997, %256 ]
  %.lcssa198 = phi float [ 0.000000e+00, %.loopexit ], [ %999, %256 ]
  %.lcssa197 = phi float [ 0.000000e+00, %.loopexit ], [ %1000, %256 ]
  %.lcssa196 = phi float [ 0.000000e+00, %.loopexit ], [ %1001, %256 ]
  %.lcssa195 = phi float [ 0.000000e+00, %.loopexit ], [ %1002, %256 ]
  %.lcssa194 = phi float [ 0.000000e+00, %.loopexit ], [ %1010, %256 ]
  %.lcssa193 = phi float [ 0.000000e+00, %.loopexit ], [ %1011, %256 ]
  %.lcssa192 = phi float [ 0.000000e+00, %.loopexit ], [ %1012, %256 ]
  %.lcssa191 = phi float [ 0.000000e+00, %.loopexit ], [ %1013, %256 ]
  %.lcssa190 = phi float [ 0.000000e+00, %.loopexit ], [ %1015, %256 ]
  %.lcssa189 = phi float [ 0.000000e+00, %.loopexit ], [ %1016, %256 ]
  %.lcssa188 = phi float [ 0.000000e+00, %.loopexit ], [ %1017, %256 ]
  %.lcssa187 = phi float [ 0.000000e+00, %.loopexit ], [ %1018, %256 ]
  %.lcssa186 = phi float [ 0.000000e+00, %.loopexit ], [ %1020, %256 ]
  %.lcssa185 = phi float [ 0.000000e+00, %.loopexit ], [ %1021, %256 ]
  %.lcssa184 = phi float [ 0.000000e+00, %.loopexit ], [ %1022, %256 ]
  %.lcssa183 = phi float [ 0.000000e+00, %.loopexit ], [ %1023, %256 ]
  %.lcssa182 = phi float [ 0.000000e+00, %.loopexit ], [ %1025, %256 ]
  %.lcssa181 = phi float [ 0.000000e+00, %.loopexit ], [ %1026, %256 ]
  %.lcssa180 = phi float [ 0.000000e+00, %.loopexit ], [ %1027, %256 ]
  %.lcssa179 = phi float [ 0.000000e+00, %.loopexit ], [ %1028, %256 ]
  %.lcssa178 = phi float [ 0.000000e+00, %.loopexit ], [ %1030, %256 ]
  %.lcssa177 = phi float [ 0.000000e+00, %.loopexit ], [ %1031, %256 ]
  %.lcssa176 = phi float [ 0.000000e+00, %.loopexit ], [ %1032, %256 ]
  %.lcssa175 = phi float [ 0.000000e+00, %.loopexit ], [ %1033, %256 ]
  %.lcssa174 = phi float [ 0.000000e+00, %.loopexit ], [ %1035, %256 ]
  %.lcssa173 = phi float [ 0.000000e+00, %.loopexit ], [ %1036, %256 ]
  %.lcssa172 = phi float [ 0.000000e+00, %.loopexit ], [ %1037, %256 ]
  %.lcssa171 = phi float [ 0.000000e+00, %.loopexit ], [ %1038, %256 ]
  %.lcssa170 = phi float [ 0.000000e+00, %.loopexit ], [ %1040, %256 ]
  %.lcssa169 = phi float [ 0.000000e+00, %.loopexit ], [ %1041, %256 ]
  %.lcssa168 = phi float [ 0.000000e+00, %.loopexit ], [ %1042, %256 ]
  %.lcssa167 = phi float [ 0.000000e+00, %.loopexit ], [ %1043, %256 ]
  %.lcssa166 = phi float [ 0.000000e+00, %.loopexit ], [ %1045, %256 ]
  %.lcssa165 = phi float [ 0.000000e+00, %.loopexit ], [ %1046, %256 ]
  %.lcssa164 = phi float [ 0.000000e+00, %.loopexit ], [ %1047, %256 ]
  %.lcssa163 = phi float [ 0.000000e+00, %.loopexit ], [ %1048, %256 ]
  %.lcssa162 = phi float [ 0.000000e+00, %.loopexit ], [ %1056, %256 ]
  %.lcssa161 = phi float [ 0.000000e+00, %.loopexit ], [ %1057, %256 ]
  %.lcssa160 = phi float [ 0.000000e+00, %.loopexit ], [ %1058, %256 ]
  %.lcssa159 = phi float [ 0.000000e+00, %.loopexit ], [ %1059, %256 ]
  %.lcssa158 = phi float [ 0.000000e+00, %.loopexit ], [ %1061, %256 ]
  %.lcssa157 = phi float [ 0.000000e+00, %.loopexit ], [ %1062, %256 ]
  %.lcssa156 = phi float [ 0.000000e+00, %.loopexit ], [ %1063, %256 ]
  %.lcssa155 = phi float [ 0.000000e+00, %.loopexit ], [ %1064, %256 ]
  %.lcssa154 = phi float [ 0.000000e+00, %.loopexit ], [ %1066, %256 ]
  %.lcssa153 = phi float [ 0.000000e+00, %.loopexit ], [ %1067, %256 ]
  %.lcssa152 = phi float [ 0.000000e+00, %.loopexit ], [ %1068, %256 ]
  %.lcssa151 = phi float [ 0.000000e+00, %.loopexit ], [ %1069, %256 ]
  %.lcssa150 = phi float [ 0.000000e+00, %.loopexit ], [ %1071, %256 ]
  %.lcssa149 = phi float [ 0.000000e+00, %.loopexit ], [ %1072, %256 ]
  %.lcssa148 = phi float [ 0.000000e+00, %.loopexit ], [ %1073, %256 ]
  %.lcssa147 = phi float [ 0.000000e+00, %.loopexit ], [ %1074, %256 ]
  %.lcssa146 = phi float [ 0.000000e+00, %.loopexit ], [ %1076, %256 ]
  %.lcssa145 = phi float [ 0.000000e+00, %.loopexit ], [ %1077, %256 ]
  %.lcssa144 = phi float [ 0.000000e+00, %.loopexit ], [ %1078, %256 ]
  %.lcssa143 = phi float [ 0.000000e+00, %.loopexit ], [ %1079, %256 ]
  %.lcssa142 = phi float [ 0.000000e+00, %.loopexit ], [ %1081, %256 ]
  %.lcssa141 = phi float [ 0.000000e+00, %.loopexit ], [ %1082, %256 ]
  %.lcssa140 = phi float [ 0.000000e+00, %.loopexit ], [ %1083, %256 ]
  %.lcssa139 = phi float [ 0.000000e+00, %.loopexit ], [ %1084, %256 ]
  %.lcssa138 = phi float [ 0.000000e+00, %.loopexit ], [ %1086, %256 ]
  %.lcssa137 = phi float [ 0.000000e+00, %.loopexit ], [ %1087, %256 ]
  %.lcssa136 = phi float [ 0.000000e+00, %.loopexit ], [ %1088, %256 ]
  %.lcssa135 = phi float [ 0.000000e+00, %.loopexit ], [ %1089, %256 ]
  %.lcssa134 = phi float [ 0.000000e+00, %.loopexit ], [ %1091, %256 ]
  %.lcssa133 = phi float [ 0.000000e+00, %.loopexit ], [ %1092, %256 ]
  %.lcssa132 = phi float [ 0.000000e+00, %.loopexit ], [ %1093, %256 ]
  %.lcssa131 = phi float [ 0.000000e+00, %.loopexit ], [ %1094, %256 ]
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %28, label %1096, label %1097

1096:                                             ; preds = %._crit_edge
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_store_dsmem to i32), i32 196608)) #5
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_store_dsmem to i32), i32 196616)) #5
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_store_dsmem to i32), i32 196624)) #5
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_store_dsmem to i32), i32 196632)) #5
  br label %1097

1097:                                             ; preds = %1096, %._crit_edge
  %1098 = lshr i32 %7, 2
  %1099 = and i32 %1098, 7
  %1100 = and i32 %1098, 24
  %1101 = lshr i32 %7, 1
  %1102 = and i32 %1101, 64
  %1103 = and i32 %1101, 64
  %1104 = or disjoint i32 %1103, %1099
  %1105 = shl nuw nsw i32 %7, 1
  %1106 = and i32 %1105, 6
  %1107 = shl nuw nsw i32 %1100, 12
  %1108 = shl nuw nsw i32 %7, 3
  %1109 = lshr i32 %1106, 2
  %1110 = xor i32 %1109, %1099
  %1111 = shl nuw nsw i32 %1104, 7
  %1112 = shl nuw nsw i32 %1110, 4
  %1113 = and i32 %1108, 8
  %1114 = or disjoint i32 %1112, %1113
  %1115 = or disjoint i32 %1114, %1111
  %1116 = or disjoint i32 %1115, %1107
  %1117 = zext nneg i32 %1116 to i64
  %1118 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 %1117
  %1119 = insertelement <2 x float> poison, float %.lcssa258, i64 0
  %1120 = insertelement <2 x float> %1119, float %.lcssa257, i64 1
  store <2 x float> %1120, ptr addrspace(3) %1118, align 8
  %1121 = or disjoint i32 %1099, 8
  %1122 = or disjoint i32 %1103, %1121
  %1123 = shl nuw nsw i32 %1122, 7
  %1124 = or disjoint i32 %1114, %1123
  %1125 = or disjoint i32 %1124, %1107
  %1126 = zext nneg i32 %1125 to i64
  %1127 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 %1126
  %1128 = insertelement <2 x float> poison, float %.lcssa256, i64 0
  %1129 = insertelement <2 x float> %1128, float %.lcssa255, i64 1
  store <2 x float> %1129, ptr addrspace(3) %1127, align 8
  %1130 = or disjoint i32 %1109, 2
  %1131 = xor i32 %1130, %1099
  %1132 = shl nuw nsw i32 %1131, 4
  %1133 = or disjoint i32 %1111, %1132
  %1134 = or disjoint i32 %1113, %1133
  %1135 = or i32 %1134, %1107
  %1136 = zext nneg i32 %1135 to i64
  %1137 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 %1136
  %1138 = insertelement <2 x float> poison, float %.lcssa254, i64 0
  %1139 = insertelement <2 x float> %1138, float %.lcssa253, i64 1
  store <2 x float> %1139, ptr addrspace(3) %1137, align 8
  %1140 = or disjoint i32 %1123, %1132
  %1141 = or disjoint i32 %1113, %1140
  %1142 = or i32 %1141, %1107
  %1143 = zext nneg i32 %1142 to i64
  %1144 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 %1143
  %1145 = insertelement <2 x float> poison, float %.lcssa252, i64 0
  %1146 = insertelement <2 x float> %1145, float %.lcssa251, i64 1
  store <2 x float> %1146, ptr addrspace(3) %1144, align 8
  %1147 = or disjoint i32 %1109, 4
  %1148 = xor i32 %1147, %1099
  %1149 = shl nuw nsw i32 %1148, 4
  %1150 = or disjoint i32 %1111, %1149
  %1151 = or disjoint i32 %1113, %1150
  %1152 = or i32 %1151, %1107
  %1153 = zext nneg i32 %1152 to i64
  %1154 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 %1153
  %1155 = insertelement <2 x float> poison, float %.lcssa250, i64 0
  %1156 = insertelement <2 x float> %1155, float %.lcssa249, i64 1
  store <2 x float> %1156, ptr addrspace(3) %1154, align 8
  %1157 = or disjoint i32 %1123, %1149
  %1158 = or disjoint i32 %1113, %1157
  %1159 = or i32 %1158, %1107
  %1160 = zext nneg i32 %1159 to i64
  %1161 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 %1160
  %1162 = insertelement <2 x float> poison, float %.lcssa248, i64 0
  %1163 = insertelement <2 x float> %1162, float %.lcssa247, i64 1
  store <2 x float> %1163, ptr addrspace(3) %1161, align 8
  %1164 = lshr i32 %7, 1
  %1165 = and i32 %1164, 1
  %1166 = or disjoint i32 %1165, 6
  %1167 = xor i32 %1166, %1099
  %1168 = shl nuw nsw i32 %1167, 4
  %1169 = or disjoint i32 %1168, %1113
  %1170 = or disjoint i32 %1169, %1107
  %1171 = or disjoint i32 %1170, %1111
  %1172 = zext nneg i32 %1171 to i64
  %1173 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 %1172
  %1174 = insertelement <2 x float> poison, float %.lcssa246, i64 0
  %1175 = insertelement <2 x float> %1174, float %.lcssa245, i64 1
  store <2 x float> %1175, ptr addrspace(3) %1173, align 8
  %1176 = or disjoint i32 %1170, %1123
  %1177 = zext nneg i32 %1176 to i64
  %1178 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 %1177
  %1179 = insertelement <2 x float> poison, float %.lcssa244, i64 0
  %1180 = insertelement <2 x float> %1179, float %.lcssa243, i64 1
  store <2 x float> %1180, ptr addrspace(3) %1178, align 8
  %1181 = shl nuw nsw i32 %1098, 12
  %1182 = and i32 %1181, 98304
  %1183 = or disjoint i32 %1182, 16384
  %1184 = or disjoint i32 %1115, %1183
  %1185 = zext nneg i32 %1184 to i64
  %1186 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 %1185
  %1187 = insertelement <2 x float> poison, float %.lcssa242, i64 0
  %1188 = insertelement <2 x float> %1187, float %.lcssa241, i64 1
  store <2 x float> %1188, ptr addrspace(3) %1186, align 8
  %1189 = or disjoint i32 %1124, %1183
  %1190 = zext nneg i32 %1189 to i64
  %1191 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 %1190
  %1192 = insertelement <2 x float> poison, float %.lcssa240, i64 0
  %1193 = insertelement <2 x float> %1192, float %.lcssa239, i64 1
  store <2 x float> %1193, ptr addrspace(3) %1191, align 8
  %1194 = shl nuw nsw i32 %1100, 3
  %1195 = or disjoint i32 %1194, %1106
  %1196 = or disjoint i32 %1195, 40
  %1197 = shl nuw nsw i32 %1196, 9
  %1198 = and i32 %1197, 114688
  %1199 = lshr i32 %1196, 2
  %1200 = and i32 %1199, 3
  %1201 = xor i32 %1200, %1099
  %1202 = shl nuw nsw i32 %1201, 4
  %1203 = or disjoint i32 %1202, %1113
  %1204 = or disjoint i32 %1203, %1111
  %1205 = or disjoint i32 %1204, %1198
  %1206 = zext nneg i32 %1205 to i64
  %1207 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 %1206
  %1208 = insertelement <2 x float> poison, float %.lcssa238, i64 0
  %1209 = insertelement <2 x float> %1208, float %.lcssa237, i64 1
  store <2 x float> %1209, ptr addrspace(3) %1207, align 8
  %1210 = or disjoint i32 %1203, %1123
  %1211 = or disjoint i32 %1210, %1198
  %1212 = zext nneg i32 %1211 to i64
  %1213 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 %1212
  %1214 = insertelement <2 x float> poison, float %.lcssa236, i64 0
  %1215 = insertelement <2 x float> %1214, float %.lcssa235, i64 1
  store <2 x float> %1215, ptr addrspace(3) %1213, align 8
  %1216 = or disjoint i32 %1195, 48
  %1217 = shl nuw nsw i32 %1216, 9
  %1218 = and i32 %1217, 114688
  %1219 = lshr i32 %1216, 2
  %1220 = and i32 %1219, 5
  %1221 = xor i32 %1220, %1099
  %1222 = shl nuw nsw i32 %1221, 4
  %1223 = or disjoint i32 %1222, %1113
  %1224 = or disjoint i32 %1223, %1111
  %1225 = or disjoint i32 %1224, %1218
  %1226 = zext nneg i32 %1225 to i64
  %1227 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 %1226
  %1228 = insertelement <2 x float> poison, float %.lcssa234, i64 0
  %1229 = insertelement <2 x float> %1228, float %.lcssa233, i64 1
  store <2 x float> %1229, ptr addrspace(3) %1227, align 8
  %1230 = or disjoint i32 %1223, %1123
  %1231 = or disjoint i32 %1230, %1218
  %1232 = zext nneg i32 %1231 to i64
  %1233 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 %1232
  %1234 = insertelement <2 x float> poison, float %.lcssa232, i64 0
  %1235 = insertelement <2 x float> %1234, float %.lcssa231, i64 1
  store <2 x float> %1235, ptr addrspace(3) %1233, align 8
  %1236 = or disjoint i32 %1195, 56
  %1237 = shl nuw nsw i32 %1236, 9
  %1238 = and i32 %1237, 114688
  %1239 = xor i32 %1236, %7
  %1240 = shl nuw nsw i32 %1239, 2
  %1241 = and i32 %1240, 112
  %1242 = or disjoint i32 %1241, %1113
  %1243 = or disjoint i32 %1242, %1111
  %1244 = or disjoint i32 %1243, %1238
  %1245 = zext nneg i32 %1244 to i64
  %1246 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 %1245
  %1247 = insertelement <2 x float> poison, float %.lcssa230, i64 0
  %1248 = insertelement <2 x float> %1247, float %.lcssa229, i64 1
  store <2 x float> %1248, ptr addrspace(3) %1246, align 8
  %1249 = or disjoint i32 %1242, %1123
  %1250 = or disjoint i32 %1249, %1238
  %1251 = zext nneg i32 %1250 to i64
  %1252 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 %1251
  %1253 = insertelement <2 x float> poison, float %.lcssa228, i64 0
  %1254 = insertelement <2 x float> %1253, float %.lcssa227, i64 1
  store <2 x float> %1254, ptr addrspace(3) %1252, align 8
  %1255 = or disjoint i32 %1103, 16
  %1256 = or disjoint i32 %1255, %1099
  %1257 = shl nuw nsw i32 %1256, 7
  %1258 = or disjoint i32 %1114, %1257
  %1259 = or disjoint i32 %1258, %1107
  %1260 = zext nneg i32 %1259 to i64
  %1261 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 %1260
  %1262 = insertelement <2 x float> poison, float %.lcssa226, i64 0
  %1263 = insertelement <2 x float> %1262, float %.lcssa225, i64 1
  store <2 x float> %1263, ptr addrspace(3) %1261, align 8
  %1264 = or disjoint i32 %1255, %1121
  %1265 = shl nuw nsw i32 %1264, 7
  %1266 = or disjoint i32 %1114, %1265
  %1267 = or disjoint i32 %1266, %1107
  %1268 = zext nneg i32 %1267 to i64
  %1269 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 %1268
  %1270 = insertelement <2 x float> poison, float %.lcssa224, i64 0
  %1271 = insertelement <2 x float> %1270, float %.lcssa223, i64 1
  store <2 x float> %1271, ptr addrspace(3) %1269, align 8
  %1272 = or disjoint i32 %1257, %1132
  %1273 = or disjoint i32 %1113, %1272
  %1274 = or i32 %1273, %1107
  %1275 = zext nneg i32 %1274 to i64
  %1276 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 %1275
  %1277 = insertelement <2 x float> poison, float %.lcssa222, i64 0
  %1278 = insertelement <2 x float> %1277, float %.lcssa221, i64 1
  store <2 x float> %1278, ptr addrspace(3) %1276, align 8
  %1279 = or disjoint i32 %1265, %1132
  %1280 = or disjoint i32 %1113, %1279
  %1281 = or i32 %1280, %1107
  %1282 = zext nneg i32 %1281 to i64
  %1283 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 %1282
  %1284 = insertelement <2 x float> poison, float %.lcssa220, i64 0
  %1285 = insertelement <2 x float> %1284, float %.lcssa219, i64 1
  store <2 x float> %1285, ptr addrspace(3) %1283, align 8
  %1286 = or disjoint i32 %1257, %1149
  %1287 = or disjoint i32 %1113, %1286
  %1288 = or i32 %1287, %1107
  %1289 = zext nneg i32 %1288 to i64
  %1290 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 %1289
  %1291 = insertelement <2 x float> poison, float %.lcssa218, i64 0
  %1292 = insertelement <2 x float> %1291, float %.lcssa217, i64 1
  store <2 x float> %1292, ptr addrspace(3) %1290, align 8
  %1293 = or disjoint i32 %1265, %1149
  %1294 = or disjoint i32 %1113, %1293
  %1295 = or i32 %1294, %1107
  %1296 = zext nneg i32 %1295 to i64
  %1297 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 %1296
  %1298 = insertelement <2 x float> poison, float %.lcssa216, i64 0
  %1299 = insertelement <2 x float> %1298, float %.lcssa215, i64 1
  store <2 x float> %1299, ptr addrspace(3) %1297, align 8
  %1300 = or disjoint i32 %1170, %1257
  %1301 = zext nneg i32 %1300 to i64
  %1302 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 %1301
  %1303 = insertelement <2 x float> poison, float %.lcssa214, i64 0
  %1304 = insertelement <2 x float> %1303, float %.lcssa213, i64 1
  store <2 x float> %1304, ptr addrspace(3) %1302, align 8
  %1305 = or disjoint i32 %1170, %1265
  %1306 = zext nneg i32 %1305 to i64
  %1307 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 %1306
  %1308 = insertelement <2 x float> poison, float %.lcssa212, i64 0
  %1309 = insertelement <2 x float> %1308, float %.lcssa211, i64 1
  store <2 x float> %1309, ptr addrspace(3) %1307, align 8
  %1310 = or disjoint i32 %1258, %1183
  %1311 = zext nneg i32 %1310 to i64
  %1312 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 %1311
  %1313 = insertelement <2 x float> poison, float %.lcssa210, i64 0
  %1314 = insertelement <2 x float> %1313, float %.lcssa209, i64 1
  store <2 x float> %1314, ptr addrspace(3) %1312, align 8
  %1315 = or disjoint i32 %1266, %1183
  %1316 = zext nneg i32 %1315 to i64
  %1317 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 %1316
  %1318 = insertelement <2 x float> poison, float %.lcssa208, i64 0
  %1319 = insertelement <2 x float> %1318, float %.lcssa207, i64 1
  store <2 x float> %1319, ptr addrspace(3) %1317, align 8
  %1320 = or disjoint i32 %1203, %1257
  %1321 = or disjoint i32 %1320, %1198
  %1322 = zext nneg i32 %1321 to i64
  %1323 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 %1322
  %1324 = insertelement <2 x float> poison, float %.lcssa206, i64 0
  %1325 = insertelement <2 x float> %1324, float %.lcssa205, i64 1
  store <2 x float> %1325, ptr addrspace(3) %1323, align 8
  %1326 = or disjoint i32 %1203, %1265
  %1327 = or disjoint i32 %1326, %1198
  %1328 = zext nneg i32 %1327 to i64
  %1329 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 %1328
  %1330 = insertelement <2 x float> poison, float %.lcssa204, i64 0
  %1331 = insertelement <2 x float> %1330, float %.lcssa203, i64 1
  store <2 x float> %1331, ptr addrspace(3) %1329, align 8
  %1332 = or disjoint i32 %1223, %1257
  %1333 = or disjoint i32 %1332, %1218
  %1334 = zext nneg i32 %1333 to i64
  %1335 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 %1334
  %1336 = insertelement <2 x float> poison, float %.lcssa202, i64 0
  %1337 = insertelement <2 x float> %1336, float %.lcssa201, i64 1
  store <2 x float> %1337, ptr addrspace(3) %1335, align 8
  %1338 = or disjoint i32 %1223, %1265
  %1339 = or disjoint i32 %1338, %1218
  %1340 = zext nneg i32 %1339 to i64
  %1341 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 %1340
  %1342 = insertelement <2 x float> poison, float %.lcssa200, i64 0
  %1343 = insertelement <2 x float> %1342, float %.lcssa199, i64 1
  store <2 x float> %1343, ptr addrspace(3) %1341, align 8
  %1344 = or disjoint i32 %1242, %1257
  %1345 = or disjoint i32 %1344, %1238
  %1346 = zext nneg i32 %1345 to i64
  %1347 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 %1346
  %1348 = insertelement <2 x float> poison, float %.lcssa198, i64 0
  %1349 = insertelement <2 x float> %1348, float %.lcssa197, i64 1
  store <2 x float> %1349, ptr addrspace(3) %1347, align 8
  %1350 = or disjoint i32 %1242, %1265
  %1351 = or disjoint i32 %1350, %1238
  %1352 = zext nneg i32 %1351 to i64
  %1353 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 %1352
  %1354 = insertelement <2 x float> poison, float %.lcssa196, i64 0
  %1355 = insertelement <2 x float> %1354, float %.lcssa195, i64 1
  store <2 x float> %1355, ptr addrspace(3) %1353, align 8
  %1356 = or disjoint i32 %1103, 32
  %1357 = or disjoint i32 %1356, %1099
  %1358 = shl nuw nsw i32 %1357, 7
  %1359 = or disjoint i32 %1114, %1358
  %1360 = or disjoint i32 %1359, %1107
  %1361 = zext nneg i32 %1360 to i64
  %1362 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 %1361
  %1363 = insertelement <2 x float> poison, float %.lcssa194, i64 0
  %1364 = insertelement <2 x float> %1363, float %.lcssa193, i64 1
  store <2 x float> %1364, ptr addrspace(3) %1362, align 8
  %1365 = or disjoint i32 %1356, %1121
  %1366 = shl nuw nsw i32 %1365, 7
  %1367 = or disjoint i32 %1114, %1366
  %1368 = or disjoint i32 %1367, %1107
  %1369 = zext nneg i32 %1368 to i64
  %1370 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 %1369
  %1371 = insertelement <2 x float> poison, float %.lcssa192, i64 0
  %1372 = insertelement <2 x float> %1371, float %.lcssa191, i64 1
  store <2 x float> %1372, ptr addrspace(3) %1370, align 8
  %1373 = or disjoint i32 %1358, %1132
  %1374 = or disjoint i32 %1113, %1373
  %1375 = or i32 %1374, %1107
  %1376 = zext nneg i32 %1375 to i64
  %1377 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 %1376
  %1378 = insertelement <2 x float> poison, float %.lcssa190, i64 0
  %1379 = insertelement <2 x float> %1378, float %.lcssa189, i64 1
  store <2 x float> %1379, ptr addrspace(3) %1377, align 8
  %1380 = or disjoint i32 %1366, %1132
  %1381 = or disjoint i32 %1113, %1380
  %1382 = or i32 %1381, %1107
  %1383 = zext nneg i32 %1382 to i64
  %1384 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 %1383
  %1385 = insertelement <2 x float> poison, float %.lcssa188, i64 0
  %1386 = insertelement <2 x float> %1385, float %.lcssa187, i64 1
  store <2 x float> %1386, ptr addrspace(3) %1384, align 8
  %1387 = or disjoint i32 %1358, %1149
  %1388 = or disjoint i32 %1113, %1387
  %1389 = or i32 %1388, %1107
  %1390 = zext nneg i32 %1389 to i64
  %1391 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 %1390
  %1392 = insertelement <2 x float> poison, float %.lcssa186, i64 0
  %1393 = insertelement <2 x float> %1392, float %.lcssa185, i64 1
  store <2 x float> %1393, ptr addrspace(3) %1391, align 8
  %1394 = or disjoint i32 %1366, %1149
  %1395 = or disjoint i32 %1113, %1394
  %1396 = or i32 %1395, %1107
  %1397 = zext nneg i32 %1396 to i64
  %1398 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 %1397
  %1399 = insertelement <2 x float> poison, float %.lcssa184, i64 0
  %1400 = insertelement <2 x float> %1399, float %.lcssa183, i64 1
  store <2 x float> %1400, ptr addrspace(3) %1398, align 8
  %1401 = or disjoint i32 %1170, %1358
  %1402 = zext nneg i32 %1401 to i64
  %1403 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 %1402
  %1404 = insertelement <2 x float> poison, float %.lcssa182, i64 0
  %1405 = insertelement <2 x float> %1404, float %.lcssa181, i64 1
  store <2 x float> %1405, ptr addrspace(3) %1403, align 8
  %1406 = or disjoint i32 %1170, %1366
  %1407 = zext nneg i32 %1406 to i64
  %1408 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 %1407
  %1409 = insertelement <2 x float> poison, float %.lcssa180, i64 0
  %1410 = insertelement <2 x float> %1409, float %.lcssa179, i64 1
  store <2 x float> %1410, ptr addrspace(3) %1408, align 8
  %1411 = or disjoint i32 %1359, %1183
  %1412 = zext nneg i32 %1411 to i64
  %1413 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 %1412
  %1414 = insertelement <2 x float> poison, float %.lcssa178, i64 0
  %1415 = insertelement <2 x float> %1414, float %.lcssa177, i64 1
  store <2 x float> %1415, ptr addrspace(3) %1413, align 8
  %1416 = or disjoint i32 %1367, %1183
  %1417 = zext nneg i32 %1416 to i64
  %1418 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 %1417
  %1419 = insertelement <2 x float> poison, float %.lcssa176, i64 0
  %1420 = insertelement <2 x float> %1419, float %.lcssa175, i64 1
  store <2 x float> %1420, ptr addrspace(3) %1418, align 8
  %1421 = or disjoint i32 %1203, %1358
  %1422 = or disjoint i32 %1421, %1198
  %1423 = zext nneg i32 %1422 to i64
  %1424 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 %1423
  %1425 = insertelement <2 x float> poison, float %.lcssa174, i64 0
  %1426 = insertelement <2 x float> %1425, float %.lcssa173, i64 1
  store <2 x float> %1426, ptr addrspace(3) %1424, align 8
  %1427 = or disjoint i32 %1203, %1366
  %1428 = or disjoint i32 %1427, %1198
  %1429 = zext nneg i32 %1428 to i64
  %1430 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 %1429
  %1431 = insertelement <2 x float> poison, float %.lcssa172, i64 0
  %1432 = insertelement <2 x float> %1431, float %.lcssa171, i64 1
  store <2 x float> %1432, ptr addrspace(3) %1430, align 8
  %1433 = or disjoint i32 %1223, %1358
  %1434 = or disjoint i32 %1433, %1218
  %1435 = zext nneg i32 %1434 to i64
  %1436 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 %1435
  %1437 = insertelement <2 x float> poison, float %.lcssa170, i64 0
  %1438 = insertelement <2 x float> %1437, float %.lcssa169, i64 1
  store <2 x float> %1438, ptr addrspace(3) %1436, align 8
  %1439 = or disjoint i32 %1223, %1366
  %1440 = or disjoint i32 %1439, %1218
  %1441 = zext nneg i32 %1440 to i64
  %1442 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 %1441
  %1443 = insertelement <2 x float> poison, float %.lcssa168, i64 0
  %1444 = insertelement <2 x float> %1443, float %.lcssa167, i64 1
  store <2 x float> %1444, ptr addrspace(3) %1442, align 8
  %1445 = or disjoint i32 %1242, %1358
  %1446 = or disjoint i32 %1445, %1238
  %1447 = zext nneg i32 %1446 to i64
  %1448 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 %1447
  %1449 = insertelement <2 x float> poison, float %.lcssa166, i64 0
  %1450 = insertelement <2 x float> %1449, float %.lcssa165, i64 1
  store <2 x float> %1450, ptr addrspace(3) %1448, align 8
  %1451 = or disjoint i32 %1242, %1366
  %1452 = or disjoint i32 %1451, %1238
  %1453 = zext nneg i32 %1452 to i64
  %1454 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 %1453
  %1455 = insertelement <2 x float> poison, float %.lcssa164, i64 0
  %1456 = insertelement <2 x float> %1455, float %.lcssa163, i64 1
  store <2 x float> %1456, ptr addrspace(3) %1454, align 8
  %1457 = or disjoint i32 %1102, 48
  %1458 = or disjoint i32 %1457, %1099
  %1459 = shl nuw nsw i32 %1458, 7
  %1460 = or disjoint i32 %1114, %1459
  %1461 = or disjoint i32 %1460, %1107
  %1462 = zext nneg i32 %1461 to i64
  %1463 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 %1462
  %1464 = insertelement <2 x float> poison, float %.lcssa162, i64 0
  %1465 = insertelement <2 x float> %1464, float %.lcssa161, i64 1
  store <2 x float> %1465, ptr addrspace(3) %1463, align 8
  %1466 = or disjoint i32 %1457, %1121
  %1467 = shl nuw nsw i32 %1466, 7
  %1468 = or disjoint i32 %1114, %1467
  %1469 = or disjoint i32 %1468, %1107
  %1470 = zext nneg i32 %1469 to i64
  %1471 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 %1470
  %1472 = insertelement <2 x float> poison, float %.lcssa160, i64 0
  %1473 = insertelement <2 x float> %1472, float %.lcssa159, i64 1
  store <2 x float> %1473, ptr addrspace(3) %1471, align 8
  %1474 = or disjoint i32 %1459, %1132
  %1475 = or disjoint i32 %1107, %1113
  %1476 = or disjoint i32 %1475, %1474
  %1477 = zext nneg i32 %1476 to i64
  %1478 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 %1477
  %1479 = insertelement <2 x float> poison, float %.lcssa158, i64 0
  %1480 = insertelement <2 x float> %1479, float %.lcssa157, i64 1
  store <2 x float> %1480, ptr addrspace(3) %1478, align 8
  %1481 = or disjoint i32 %1467, %1132
  %1482 = or disjoint i32 %1475, %1481
  %1483 = zext nneg i32 %1482 to i64
  %1484 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 %1483
  %1485 = insertelement <2 x float> poison, float %.lcssa156, i64 0
  %1486 = insertelement <2 x float> %1485, float %.lcssa155, i64 1
  store <2 x float> %1486, ptr addrspace(3) %1484, align 8
  %1487 = or disjoint i32 %1459, %1149
  %1488 = or disjoint i32 %1475, %1487
  %1489 = zext nneg i32 %1488 to i64
  %1490 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 %1489
  %1491 = insertelement <2 x float> poison, float %.lcssa154, i64 0
  %1492 = insertelement <2 x float> %1491, float %.lcssa153, i64 1
  store <2 x float> %1492, ptr addrspace(3) %1490, align 8
  %1493 = or disjoint i32 %1467, %1149
  %1494 = or disjoint i32 %1475, %1493
  %1495 = zext nneg i32 %1494 to i64
  %1496 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 %1495
  %1497 = insertelement <2 x float> poison, float %.lcssa152, i64 0
  %1498 = insertelement <2 x float> %1497, float %.lcssa151, i64 1
  store <2 x float> %1498, ptr addrspace(3) %1496, align 8
  %1499 = or disjoint i32 %1459, %1168
  %1500 = or disjoint i32 %1475, %1499
  %1501 = zext nneg i32 %1500 to i64
  %1502 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 %1501
  %1503 = insertelement <2 x float> poison, float %.lcssa150, i64 0
  %1504 = insertelement <2 x float> %1503, float %.lcssa149, i64 1
  store <2 x float> %1504, ptr addrspace(3) %1502, align 8
  %1505 = or disjoint i32 %1467, %1168
  %1506 = or disjoint i32 %1475, %1505
  %1507 = zext nneg i32 %1506 to i64
  %1508 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 %1507
  %1509 = insertelement <2 x float> poison, float %.lcssa148, i64 0
  %1510 = insertelement <2 x float> %1509, float %.lcssa147, i64 1
  store <2 x float> %1510, ptr addrspace(3) %1508, align 8
  %1511 = or disjoint i32 %1460, %1183
  %1512 = zext nneg i32 %1511 to i64
  %1513 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 %1512
  %1514 = insertelement <2 x float> poison, float %.lcssa146, i64 0
  %1515 = insertelement <2 x float> %1514, float %.lcssa145, i64 1
  store <2 x float> %1515, ptr addrspace(3) %1513, align 8
  %1516 = or disjoint i32 %1468, %1183
  %1517 = zext nneg i32 %1516 to i64
  %1518 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 %1517
  %1519 = insertelement <2 x float> poison, float %.lcssa144, i64 0
  %1520 = insertelement <2 x float> %1519, float %.lcssa143, i64 1
  store <2 x float> %1520, ptr addrspace(3) %1518, align 8
  %1521 = or disjoint i32 %1459, %1202
  %1522 = or disjoint i32 %1198, %1113
  %1523 = or disjoint i32 %1522, %1521
  %1524 = zext nneg i32 %1523 to i64
  %1525 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 %1524
  %1526 = insertelement <2 x float> poison, float %.lcssa142, i64 0
  %1527 = insertelement <2 x float> %1526, float %.lcssa141, i64 1
  store <2 x float> %1527, ptr addrspace(3) %1525, align 8
  %1528 = or disjoint i32 %1467, %1202
  %1529 = or disjoint i32 %1522, %1528
  %1530 = zext nneg i32 %1529 to i64
  %1531 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 %1530
  %1532 = insertelement <2 x float> poison, float %.lcssa140, i64 0
  %1533 = insertelement <2 x float> %1532, float %.lcssa139, i64 1
  store <2 x float> %1533, ptr addrspace(3) %1531, align 8
  %1534 = or disjoint i32 %1459, %1222
  %1535 = or disjoint i32 %1218, %1113
  %1536 = or disjoint i32 %1535, %1534
  %1537 = zext nneg i32 %1536 to i64
  %1538 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 %1537
  %1539 = insertelement <2 x float> poison, float %.lcssa138, i64 0
  %1540 = insertelement <2 x float> %1539, float %.lcssa137, i64 1
  store <2 x float> %1540, ptr addrspace(3) %1538, align 8
  %1541 = or disjoint i32 %1467, %1222
  %1542 = or disjoint i32 %1535, %1541
  %1543 = zext nneg i32 %1542 to i64
  %1544 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 %1543
  %1545 = insertelement <2 x float> poison, float %.lcssa136, i64 0
  %1546 = insertelement <2 x float> %1545, float %.lcssa135, i64 1
  store <2 x float> %1546, ptr addrspace(3) %1544, align 8
  %1547 = or disjoint i32 %1459, %1241
  %1548 = or disjoint i32 %1238, %1113
  %1549 = or disjoint i32 %1548, %1547
  %1550 = zext nneg i32 %1549 to i64
  %1551 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 %1550
  %1552 = insertelement <2 x float> poison, float %.lcssa134, i64 0
  %1553 = insertelement <2 x float> %1552, float %.lcssa133, i64 1
  store <2 x float> %1553, ptr addrspace(3) %1551, align 8
  %1554 = or disjoint i32 %1467, %1241
  %1555 = or disjoint i32 %1548, %1554
  %1556 = zext nneg i32 %1555 to i64
  %1557 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 %1556
  %1558 = insertelement <2 x float> poison, float %.lcssa132, i64 0
  %1559 = insertelement <2 x float> %1558, float %.lcssa131, i64 1
  store <2 x float> %1559, ptr addrspace(3) %1557, align 8
  call void asm sideeffect "fence.proxy.async.shared::cta;", "~{memory}"() #5
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %28, label %1560, label %.critedge

1560:                                             ; preds = %1097
  %1561 = ptrtoint ptr %2 to i64
  call void asm sideeffect "cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group [$0, {$1, $2}], [$3];", "l,r,r,r,~{memory}"(i64 %1561, i32 %24, i32 %23, i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_store_dsmem to i32)) #5
  %1562 = or disjoint i32 %24, 32
  call void asm sideeffect "cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group [$0, {$1, $2}], [$3];", "l,r,r,r,~{memory}"(i64 %1561, i32 %1562, i32 %23, i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_store_dsmem to i32), i32 16384)) #5
  %1563 = or disjoint i32 %24, 64
  call void asm sideeffect "cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group [$0, {$1, $2}], [$3];", "l,r,r,r,~{memory}"(i64 %1561, i32 %1563, i32 %23, i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_store_dsmem to i32), i32 32768)) #5
  %1564 = or disjoint i32 %24, 96
  call void asm sideeffect "cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group [$0, {$1, $2}], [$3];", "l,r,r,r,~{memory}"(i64 %1561, i32 %1564, i32 %23, i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_store_dsmem to i32), i32 49152)) #5
  %1565 = or disjoint i32 %24, 128
  call void asm sideeffect "cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group [$0, {$1, $2}], [$3];", "l,r,r,r,~{memory}"(i64 %1561, i32 %1565, i32 %23, i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_store_dsmem to i32), i32 65536)) #5
  %1566 = or disjoint i32 %24, 160
  call void asm sideeffect "cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group [$0, {$1, $2}], [$3];", "l,r,r,r,~{memory}"(i64 %1561, i32 %1566, i32 %23, i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_store_dsmem to i32), i32 81920)) #5
  %1567 = or disjoint i32 %24, 192
  call void asm sideeffect "cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group [$0, {$1, $2}], [$3];", "l,r,r,r,~{memory}"(i64 %1561, i32 %1567, i32 %23, i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_store_dsmem to i32), i32 98304)) #5
  %1568 = or disjoint i32 %24, 224
  call void asm sideeffect "cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group [$0, {$1, $2}], [$3];", "l,r,r,r,~{memory}"(i64 %1561, i32 %1568, i32 %23, i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_store_dsmem to i32), i32 114688)) #5
  call void asm sideeffect "cp.async.bulk.commit_group;", "~{memory}"() #5
  call void asm sideeffect "cp.async.bulk.wait_group.read 0;", "~{memory}"() #5
  br label %.critedge

.critedge:                                        ; preds = %1097, %1560
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
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
