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
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_dsmem to i32), i32 196608)) #5
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_dsmem to i32), i32 196616)) #5
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_dsmem to i32), i32 196624)) #5
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_dsmem to i32), i32 196632)) #5
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
  %41 = add i32 %40, ptrtoint (ptr addrspace(3) @gemm_bf16_tma_dsmem to i32)
  %42 = add i32 %40, add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_dsmem to i32), i32 16384)
  %43 = shl nuw nsw i32 %39, 3
  %44 = or disjoint i32 %43, add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_dsmem to i32), i32 196608)
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
  %238 = or disjoint i32 %237, add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_dsmem to i32), i32 196608)
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
  %252 = or disjoint i32 %251, add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_dsmem to i32), i32 196608)
  %253 = mul nuw nsw i32 %250, 49152
  %254 = add i32 %253, add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_dsmem to i32), i32 16384)
  %255 = add i32 %253, ptrtoint (ptr addrspace(3) @gemm_bf16_tma_dsmem to i32)
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 %252, i32 49152) #5
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %255, i64 %50, i32 %249, i32 %23, i32 %252) #5
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %254, i64 %49, i32 %249, i32 %24, i32 %252) #5
  br label %256

256:                                              ; preds = %248, %244
  %257 = mul nuw nsw i32 %236, 49152
  %258 = zext nneg i32 %257 to i64
  %259 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 %258
  %260 = add i32 %257, add (i32 sub (i32 0, i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_dsmem to i32)), i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_dsmem to i32), i32 16384))
  %261 = sext i32 %260 to i64
  %262 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 %261
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
  br i1 %exitcond514.not, label %._crit_edge.loopexit, label %105

._crit_edge.loopexit:                             ; preds = %256
  %1096 = bitcast float %900 to i32
  %1097 = bitcast float %901 to i32
  %1098 = bitcast float %902 to i32
  %1099 = bitcast float %903 to i32
  %1100 = bitcast float %905 to i32
  %1101 = bitcast float %906 to i32
  %1102 = bitcast float %907 to i32
  %1103 = bitcast float %908 to i32
  %1104 = bitcast float %916 to i32
  %1105 = bitcast float %917 to i32
  %1106 = bitcast float %918 to i32
  %1107 = bitcast float %919 to i32
  %1108 = bitcast float %921 to i32
  %1109 = bitcast float %922 to i32
  %1110 = bitcast float %923 to i32
  %1111 = bitcast float %924 to i32
  %1112 = bitcast float %932 to i32
  %1113 = bitcast float %933 to i32
  %1114 = bitcast float %934 to i32
  %1115 = bitcast float %935 to i32
  %1116 = bitcast float %937 to i32
  %1117 = bitcast float %938 to i32
  %1118 = bitcast float %939 to i32
  %1119 = bitcast float %940 to i32
  %1120 = bitcast float %948 to i32
  %1121 = bitcast float %949 to i32
  %1122 = bitcast float %950 to i32
  %1123 = bitcast float %951 to i32
  %1124 = bitcast float %953 to i32
  %1125 = bitcast float %954 to i32
  %1126 = bitcast float %955 to i32
  %1127 = bitcast float %956 to i32
  %1128 = bitcast float %964 to i32
  %1129 = bitcast float %965 to i32
  %1130 = bitcast float %966 to i32
  %1131 = bitcast float %967 to i32
  %1132 = bitcast float %969 to i32
  %1133 = bitcast float %970 to i32
  %1134 = bitcast float %971 to i32
  %1135 = bitcast float %972 to i32
  %1136 = bitcast float %974 to i32
  %1137 = bitcast float %975 to i32
  %1138 = bitcast float %976 to i32
  %1139 = bitcast float %977 to i32
  %1140 = bitcast float %979 to i32
  %1141 = bitcast float %980 to i32
  %1142 = bitcast float %981 to i32
  %1143 = bitcast float %982 to i32
  %1144 = bitcast float %984 to i32
  %1145 = bitcast float %985 to i32
  %1146 = bitcast float %986 to i32
  %1147 = bitcast float %987 to i32
  %1148 = bitcast float %989 to i32
  %1149 = bitcast float %990 to i32
  %1150 = bitcast float %991 to i32
  %1151 = bitcast float %992 to i32
  %1152 = bitcast float %994 to i32
  %1153 = bitcast float %995 to i32
  %1154 = bitcast float %996 to i32
  %1155 = bitcast float %997 to i32
  %1156 = bitcast float %999 to i32
  %1157 = bitcast float %1000 to i32
  %1158 = bitcast float %1001 to i32
  %1159 = bitcast float %1002 to i32
  %1160 = bitcast float %1010 to i32
  %1161 = bitcast float %1011 to i32
  %1162 = bitcast float %1012 to i32
  %1163 = bitcast float %1013 to i32
  %1164 = bitcast float %1015 to i32
  %1165 = bitcast float %1016 to i32
  %1166 = bitcast float %1017 to i32
  %1167 = bitcast float %1018 to i32
  %1168 = bitcast float %1020 to i32
  %1169 = bitcast float %1021 to i32
  %1170 = bitcast float %1022 to i32
  %1171 = bitcast float %1023 to i32
  %1172 = bitcast float %1025 to i32
  %1173 = bitcast float %1026 to i32
  %1174 = bitcast float %1027 to i32
  %1175 = bitcast float %1028 to i32
  %1176 = bitcast float %1030 to i32
  %1177 = bitcast float %1031 to i32
  %1178 = bitcast float %1032 to i32
  %1179 = bitcast float %1033 to i32
  %1180 = bitcast float %1035 to i32
  %1181 = bitcast float %1036 to i32
  %1182 = bitcast float %1037 to i32
  %1183 = bitcast float %1038 to i32
  %1184 = bitcast float %1040 to i32
  %1185 = bitcast float %1041 to i32
  %1186 = bitcast float %1042 to i32
  %1187 = bitcast float %1043 to i32
  %1188 = bitcast float %1045 to i32
  %1189 = bitcast float %1046 to i32
  %1190 = bitcast float %1047 to i32
  %1191 = bitcast float %1048 to i32
  %1192 = bitcast float %1056 to i32
  %1193 = bitcast float %1057 to i32
  %1194 = bitcast float %1058 to i32
  %1195 = bitcast float %1059 to i32
  %1196 = bitcast float %1061 to i32
  %1197 = bitcast float %1062 to i32
  %1198 = bitcast float %1063 to i32
  %1199 = bitcast float %1064 to i32
  %1200 = bitcast float %1066 to i32
  %1201 = bitcast float %1067 to i32
  %1202 = bitcast float %1068 to i32
  %1203 = bitcast float %1069 to i32
  %1204 = bitcast float %1071 to i32
  %1205 = bitcast float %1072 to i32
  %1206 = bitcast float %1073 to i32
  %1207 = bitcast float %1074 to i32
  %1208 = bitcast float %1076 to i32
  %1209 = bitcast float %1077 to i32
  %1210 = bitcast float %1078 to i32
  %1211 = bitcast float %1079 to i32
  %1212 = bitcast float %1081 to i32
  %1213 = bitcast float %1082 to i32
  %1214 = bitcast float %1083 to i32
  %1215 = bitcast float %1084 to i32
  %1216 = bitcast float %1086 to i32
  %1217 = bitcast float %1087 to i32
  %1218 = bitcast float %1088 to i32
  %1219 = bitcast float %1089 to i32
  %1220 = bitcast float %1091 to i32
  %1221 = bitcast float %1092 to i32
  %1222 = bitcast float %1093 to i32
  %1223 = bitcast float %1094 to i32
  br label %._crit_edge

._crit_edge:                                      ; preds = %._crit_edge.loopexit, %.loopexit
  %.lcssa258 = phi i32 [ 0, %.loopexit ], [ %1096, %._crit_edge.loopexit ]
  %.lcssa257 = phi i32 [ 0, %.loopexit ], [ %1097, %._crit_edge.loopexit ]
  %.lcssa256 = phi i32 [ 0, %.loopexit ], [ %1098, %._crit_edge.loopexit ]
  %.lcssa255 = phi i32 [ 0, %.loopexit ], [ %1099, %._crit_edge.loopexit ]
  %.lcssa254 = phi i32 [ 0, %.loopexit ], [ %1100, %._crit_edge.loopexit ]
  %.lcssa253 = phi i32 [ 0, %.loopexit ], [ %1101, %._crit_edge.loopexit ]
  %.lcssa252 = phi i32 [ 0, %.loopexit ], [ %1102, %._crit_edge.loopexit ]
  %.lcssa251 = phi i32 [ 0, %.loopexit ], [ %1103, %._crit_edge.loopexit ]
  %.lcssa250 = phi i32 [ 0, %.loopexit ], [ %1104, %._crit_edge.loopexit ]
  %.lcssa249 = phi i32 [ 0, %.loopexit ], [ %1105, %._crit_edge.loopexit ]
  %.lcssa248 = phi i32 [ 0, %.loopexit ], [ %1106, %._crit_edge.loopexit ]
  %.lcssa247 = phi i32 [ 0, %.loopexit ], [ %1107, %._crit_edge.loopexit ]
  %.lcssa246 = phi i32 [ 0, %.loopexit ], [ %1108, %._crit_edge.loopexit ]
  %.lcssa245 = phi i32 [ 0, %.loopexit ], [ %1109, %._crit_edge.loopexit ]
  %.lcssa244 = phi i32 [ 0, %.loopexit ], [ %1110, %._crit_edge.loopexit ]
  %.lcssa243 = phi i32 [ 0, %.loopexit ], [ %1111, %._crit_edge.loopexit ]
  %.lcssa242 = phi i32 [ 0, %.loopexit ], [ %1112, %._crit_edge.loopexit ]
  %.lcssa241 = phi i32 [ 0, %.loopexit ], [ %1113, %._crit_edge.loopexit ]
  %.lcssa240 = phi i32 [ 0, %.loopexit ], [ %1114, %._crit_edge.loopexit ]
  %.lcssa239 = phi i32 [ 0, %.loopexit ], [ %1115, %._crit_edge.loopexit ]
  %.lcssa238 = phi i32 [ 0, %.loopexit ], [ %1116, %._crit_edge.loopexit ]
  %.lcssa237 = phi i32 [ 0, %.loopexit ], [ %1117, %._crit_edge.loopexit ]
  %.lcssa236 = phi i32 [ 0, %.loopexit ], [ %1118, %._crit_edge.loopexit ]
  %.lcssa235 = phi i32 [ 0, %.loopexit ], [ %1119, %._crit_edge.loopexit ]
  %.lcssa234 = phi i32 [ 0, %.loopexit ], [ %1120, %._crit_edge.loopexit ]
  %.lcssa233 = phi i32 [ 0, %.loopexit ], [ %1121, %._crit_edge.loopexit ]
  %.lcssa232 = phi i32 [ 0, %.loopexit ], [ %1122, %._crit_edge.loopexit ]
  %.lcssa231 = phi i32 [ 0, %.loopexit ], [ %1123, %._crit_edge.loopexit ]
  %.lcssa230 = phi i32 [ 0, %.loopexit ], [ %1124, %._crit_edge.loopexit ]
  %.lcssa229 = phi i32 [ 0, %.loopexit ], [ %1125, %._crit_edge.loopexit ]
  %.lcssa228 = phi i32 [ 0, %.loopexit ], [ %1126, %._crit_edge.loopexit ]
  %.lcssa227 = phi i32 [ 0, %.loopexit ], [ %1127, %._crit_edge.loopexit ]
  %.lcssa226 = phi i32 [ 0, %.loopexit ], [ %1128, %._crit_edge.loopexit ]
  %.lcssa225 = phi i32 [ 0, %.loopexit ], [ %1129, %._crit_edge.loopexit ]
  %.lcssa224 = phi i32 [ 0, %.loopexit ], [ %1130, %._crit_edge.loopexit ]
  %.lcssa223 = phi i32 [ 0, %.loopexit ], [ %1131, %._crit_edge.loopexit ]
  %.lcssa222 = phi i32 [ 0, %.loopexit ], [ %1132, %._crit_edge.loopexit ]
  %.lcssa221 = phi i32 [ 0, %.loopexit ], [ %1133, %._crit_edge.loopexit ]
  %.lcssa220 = phi i32 [ 0, %.loopexit ], [ %1134, %._crit_edge.loopexit ]
  %.lcssa219 = phi i32 [ 0, %.loopexit ], [ %1135, %._crit_edge.loopexit ]
  %.lcssa218 = phi i32 [ 0, %.loopexit ], [ %1136, %._crit_edge.loopexit ]
  %.lcssa217 = phi i32 [ 0, %.loopexit ], [ %1137, %._crit_edge.loopexit ]
  %.lcssa216 = phi i32 [ 0, %.loopexit ], [ %1138, %._crit_edge.loopexit ]
  %.lcssa215 = phi i32 [ 0, %.loopexit ], [ %1139, %._crit_edge.loopexit ]
  %.lcssa214 = phi i32 [ 0, %.loopexit ], [ %1140, %._crit_edge.loopexit ]
  %.lcssa213 = phi i32 [ 0, %.loopexit ], [ %1141, %._crit_edge.loopexit ]
  %.lcssa212 = phi i32 [ 0, %.loopexit ], [ %1142, %._crit_edge.loopexit ]
  %.lcssa211 = phi i32 [ 0, %.loopexit ], [ %1143, %._crit_edge.loopexit ]
  %.lcssa210 = phi i32 [ 0, %.loopexit ], [ %1144, %._crit_edge.loopexit ]
  %.lcssa209 = phi i32 [ 0, %.loopexit ], [ %1145, %._crit_edge.loopexit ]
  %.lcssa208 = phi i32 [ 0, %.loopexit ], [ %1146, %._crit_edge.loopexit ]
  %.lcssa207 = phi i32 [ 0, %.loopexit ], [ %1147, %._crit_edge.loopexit ]
  %.lcssa206 = phi i32 [ 0, %.loopexit ], [ %1148, %._crit_edge.loopexit ]
  %.lcssa205 = phi i32 [ 0, %.loopexit ], [ %1149, %._crit_edge.loopexit ]
  %.lcssa204 = phi i32 [ 0, %.loopexit ], [ %1150, %._crit_edge.loopexit ]
  %.lcssa203 = phi i32 [ 0, %.loopexit ], [ %1151, %._crit_edge.loopexit ]
  %.lcssa202 = phi i32 [ 0, %.loopexit ], [ %1152, %._crit_edge.loopexit ]
  %.lcssa201 = phi i32 [ 0, %.loopexit ], [ %1153, %._crit_edge.loopexit ]
  %.lcssa200 = phi i32 [ 0, %.loopexit ], [ %1154, %._crit_edge.loopexit ]
  %.lcssa199 = phi i32 [ 0, %.loopexit ], [ %1155, %._crit_edge.loopexit ]
  %.lcssa198 = phi i32 [ 0, %.loopexit ], [ %1156, %._crit_edge.loopexit ]
  %.lcssa197 = phi i32 [ 0, %.loopexit ], [ %1157, %._crit_edge.loopexit ]
  %.lcssa196 = phi i32 [ 0, %.loopexit ], [ %1158, %._crit_edge.loopexit ]
  %.lcssa195 = phi i32 [ 0, %.loopexit ], [ %1159, %._crit_edge.loopexit ]
  %.lcssa194 = phi i32 [ 0, %.loopexit ], [ %1160, %._crit_edge.loopexit ]
  %.lcssa193 = phi i32 [ 0, %.loopexit ], [ %1161, %._crit_edge.loopexit ]
  %.lcssa192 = phi i32 [ 0, %.loopexit ], [ %1162, %._crit_edge.loopexit ]
  %.lcssa191 = phi i32 [ 0, %.loopexit ], [ %1163, %._crit_edge.loopexit ]
  %.lcssa190 = phi i32 [ 0, %.loopexit ], [ %1164, %._crit_edge.loopexit ]
  %.lcssa189 = phi i32 [ 0, %.loopexit ], [ %1165, %._crit_edge.loopexit ]
  %.lcssa188 = phi i32 [ 0, %.loopexit ], [ %1166, %._crit_edge.loopexit ]
  %.lcssa187 = phi i32 [ 0, %.loopexit ], [ %1167, %._crit_edge.loopexit ]
  %.lcssa186 = phi i32 [ 0, %.loopexit ], [ %1168, %._crit_edge.loopexit ]
  %.lcssa185 = phi i32 [ 0, %.loopexit ], [ %1169, %._crit_edge.loopexit ]
  %.lcssa184 = phi i32 [ 0, %.loopexit ], [ %1170, %._crit_edge.loopexit ]
  %.lcssa183 = phi i32 [ 0, %.loopexit ], [ %1171, %._crit_edge.loopexit ]
  %.lcssa182 = phi i32 [ 0, %.loopexit ], [ %1172, %._crit_edge.loopexit ]
  %.lcssa181 = phi i32 [ 0, %.loopexit ], [ %1173, %._crit_edge.loopexit ]
  %.lcssa180 = phi i32 [ 0, %.loopexit ], [ %1174, %._crit_edge.loopexit ]
  %.lcssa179 = phi i32 [ 0, %.loopexit ], [ %1175, %._crit_edge.loopexit ]
  %.lcssa178 = phi i32 [ 0, %.loopexit ], [ %1176, %._crit_edge.loopexit ]
  %.lcssa177 = phi i32 [ 0, %.loopexit ], [ %1177, %._crit_edge.loopexit ]
  %.lcssa176 = phi i32 [ 0, %.loopexit ], [ %1178, %._crit_edge.loopexit ]
  %.lcssa175 = phi i32 [ 0, %.loopexit ], [ %1179, %._crit_edge.loopexit ]
  %.lcssa174 = phi i32 [ 0, %.loopexit ], [ %1180, %._crit_edge.loopexit ]
  %.lcssa173 = phi i32 [ 0, %.loopexit ], [ %1181, %._crit_edge.loopexit ]
  %.lcssa172 = phi i32 [ 0, %.loopexit ], [ %1182, %._crit_edge.loopexit ]
  %.lcssa171 = phi i32 [ 0, %.loopexit ], [ %1183, %._crit_edge.loopexit ]
  %.lcssa170 = phi i32 [ 0, %.loopexit ], [ %1184, %._crit_edge.loopexit ]
  %.lcssa169 = phi i32 [ 0, %.loopexit ], [ %1185, %._crit_edge.loopexit ]
  %.lcssa168 = phi i32 [ 0, %.loopexit ], [ %1186, %._crit_edge.loopexit ]
  %.lcssa167 = phi i32 [ 0, %.loopexit ], [ %1187, %._crit_edge.loopexit ]
  %.lcssa166 = phi i32 [ 0, %.loopexit ], [ %1188, %._crit_edge.loopexit ]
  %.lcssa165 = phi i32 [ 0, %.loopexit ], [ %1189, %._crit_edge.loopexit ]
  %.lcssa164 = phi i32 [ 0, %.loopexit ], [ %1190, %._crit_edge.loopexit ]
  %.lcssa163 = phi i32 [ 0, %.loopexit ], [ %1191, %._crit_edge.loopexit ]
  %.lcssa162 = phi i32 [ 0, %.loopexit ], [ %1192, %._crit_edge.loopexit ]
  %.lcssa161 = phi i32 [ 0, %.loopexit ], [ %1193, %._crit_edge.loopexit ]
  %.lcssa160 = phi i32 [ 0, %.loopexit ], [ %1194, %._crit_edge.loopexit ]
  %.lcssa159 = phi i32 [ 0, %.loopexit ], [ %1195, %._crit_edge.loopexit ]
  %.lcssa158 = phi i32 [ 0, %.loopexit ], [ %1196, %._crit_edge.loopexit ]
  %.lcssa157 = phi i32 [ 0, %.loopexit ], [ %1197, %._crit_edge.loopexit ]
  %.lcssa156 = phi i32 [ 0, %.loopexit ], [ %1198, %._crit_edge.loopexit ]
  %.lcssa155 = phi i32 [ 0, %.loopexit ], [ %1199, %._crit_edge.loopexit ]
  %.lcssa154 = phi i32 [ 0, %.loopexit ], [ %1200, %._crit_edge.loopexit ]
  %.lcssa153 = phi i32 [ 0, %.loopexit ], [ %1201, %._crit_edge.loopexit ]
  %.lcssa152 = phi i32 [ 0, %.loopexit ], [ %1202, %._crit_edge.loopexit ]
  %.lcssa151 = phi i32 [ 0, %.loopexit ], [ %1203, %._crit_edge.loopexit ]
  %.lcssa150 = phi i32 [ 0, %.loopexit ], [ %1204, %._crit_edge.loopexit ]
  %.lcssa149 = phi i32 [ 0, %.loopexit ], [ %1205, %._crit_edge.loopexit ]
  %.lcssa148 = phi i32 [ 0, %.loopexit ], [ %1206, %._crit_edge.loopexit ]
  %.lcssa147 = phi i32 [ 0, %.loopexit ], [ %1207, %._crit_edge.loopexit ]
  %.lcssa146 = phi i32 [ 0, %.loopexit ], [ %1208, %._crit_edge.loopexit ]
  %.lcssa145 = phi i32 [ 0, %.loopexit ], [ %1209, %._crit_edge.loopexit ]
  %.lcssa144 = phi i32 [ 0, %.loopexit ], [ %1210, %._crit_edge.loopexit ]
  %.lcssa143 = phi i32 [ 0, %.loopexit ], [ %1211, %._crit_edge.loopexit ]
  %.lcssa142 = phi i32 [ 0, %.loopexit ], [ %1212, %._crit_edge.loopexit ]
  %.lcssa141 = phi i32 [ 0, %.loopexit ], [ %1213, %._crit_edge.loopexit ]
  %.lcssa140 = phi i32 [ 0, %.loopexit ], [ %1214, %._crit_edge.loopexit ]
  %.lcssa139 = phi i32 [ 0, %.loopexit ], [ %1215, %._crit_edge.loopexit ]
  %.lcssa138 = phi i32 [ 0, %.loopexit ], [ %1216, %._crit_edge.loopexit ]
  %.lcssa137 = phi i32 [ 0, %.loopexit ], [ %1217, %._crit_edge.loopexit ]
  %.lcssa136 = phi i32 [ 0, %.loopexit ], [ %1218, %._crit_edge.loopexit ]
  %.lcssa135 = phi i32 [ 0, %.loopexit ], [ %1219, %._crit_edge.loopexit ]
  %.lcssa134 = phi i32 [ 0, %.loopexit ], [ %1220, %._crit_edge.loopexit ]
  %.lcssa133 = phi i32 [ 0, %.loopexit ], [ %1221, %._crit_edge.loopexit ]
  %.lcssa132 = phi i32 [ 0, %.loopexit ], [ %1222, %._crit_edge.loopexit ]
  %.lcssa131 = phi i32 [ 0, %.loopexit ], [ %1223, %._crit_edge.loopexit ]
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %28, label %1224, label %1225

1224:                                             ; preds = %._crit_edge
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_dsmem to i32), i32 196608)) #5
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_dsmem to i32), i32 196616)) #5
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_dsmem to i32), i32 196624)) #5
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_dsmem to i32), i32 196632)) #5
  br label %1225

1225:                                             ; preds = %1224, %._crit_edge
  %1226 = lshr i32 %7, 2
  %1227 = and i32 %1226, 7
  %1228 = lshr i32 %7, 1
  %1229 = and i32 %1228, 64
  %1230 = and i32 %1228, 64
  %1231 = shl nuw nsw i32 %1226, 3
  %1232 = and i32 %1231, 192
  %1233 = or disjoint i32 %1230, %1227
  %1234 = shl nuw nsw i32 %7, 1
  %1235 = and i32 %1234, 6
  %1236 = or disjoint i32 %1232, %1235
  %1237 = or disjoint i32 %1233, %23
  %1238 = mul i32 %1237, %4
  %1239 = or disjoint i32 %1236, %24
  %1240 = add i32 %1238, %1239
  %1241 = sext i32 %1240 to i64
  %1242 = getelementptr float, ptr addrspace(1) %2, i64 %1241
  %1243 = icmp slt i32 %1237, %3
  %1244 = icmp slt i32 %1239, %4
  %1245 = and i1 %1243, %1244
  %1246 = or disjoint i32 %1235, 1
  %1247 = or disjoint i32 %1232, %1246
  %1248 = or disjoint i32 %1247, %24
  %1249 = icmp slt i32 %1248, %4
  %1250 = ptrtoint ptr addrspace(1) %1242 to i64
  %1251 = and i64 %1250, 7
  %1252 = icmp eq i64 %1251, 0
  %1253 = and i1 %1245, %1252
  %1254 = and i1 %1249, %1253
  %1255 = xor i1 %1245, %1254
  %1256 = xor i1 %1243, %1253
  %1257 = and i1 %1249, %1256
  %1258 = zext i1 %1254 to i32
  %1259 = zext i1 %1255 to i32
  %1260 = zext i1 %1257 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1258, i32 %.lcssa258, i32 %.lcssa257, ptr addrspace(1) %1242, i32 %1259, i32 %1260) #5
  %1261 = or disjoint i32 %1227, 8
  %1262 = or disjoint i32 %1230, %1261
  %1263 = or disjoint i32 %1262, %23
  %1264 = mul i32 %1263, %4
  %1265 = add i32 %1264, %1239
  %1266 = sext i32 %1265 to i64
  %1267 = getelementptr float, ptr addrspace(1) %2, i64 %1266
  %1268 = icmp slt i32 %1263, %3
  %1269 = and i1 %1268, %1244
  %1270 = ptrtoint ptr addrspace(1) %1267 to i64
  %1271 = and i64 %1270, 7
  %1272 = icmp eq i64 %1271, 0
  %1273 = and i1 %1269, %1272
  %1274 = and i1 %1249, %1273
  %1275 = xor i1 %1269, %1274
  %1276 = xor i1 %1268, %1273
  %1277 = and i1 %1249, %1276
  %1278 = zext i1 %1274 to i32
  %1279 = zext i1 %1275 to i32
  %1280 = zext i1 %1277 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1278, i32 %.lcssa256, i32 %.lcssa255, ptr addrspace(1) %1267, i32 %1279, i32 %1280) #5
  %1281 = or disjoint i32 %1232, 8
  %1282 = or disjoint i32 %1281, %1235
  %1283 = or disjoint i32 %1282, %24
  %1284 = add i32 %1238, %1283
  %1285 = sext i32 %1284 to i64
  %1286 = getelementptr float, ptr addrspace(1) %2, i64 %1285
  %1287 = icmp slt i32 %1283, %4
  %1288 = and i1 %1243, %1287
  %1289 = or disjoint i32 %1281, %1246
  %1290 = or disjoint i32 %1289, %24
  %1291 = icmp slt i32 %1290, %4
  %1292 = ptrtoint ptr addrspace(1) %1286 to i64
  %1293 = and i64 %1292, 7
  %1294 = icmp eq i64 %1293, 0
  %1295 = and i1 %1288, %1294
  %1296 = and i1 %1291, %1295
  %1297 = xor i1 %1288, %1296
  %1298 = xor i1 %1243, %1295
  %1299 = and i1 %1291, %1298
  %1300 = zext i1 %1296 to i32
  %1301 = zext i1 %1297 to i32
  %1302 = zext i1 %1299 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1300, i32 %.lcssa254, i32 %.lcssa253, ptr addrspace(1) %1286, i32 %1301, i32 %1302) #5
  %1303 = add i32 %1264, %1283
  %1304 = sext i32 %1303 to i64
  %1305 = getelementptr float, ptr addrspace(1) %2, i64 %1304
  %1306 = and i1 %1268, %1287
  %1307 = ptrtoint ptr addrspace(1) %1305 to i64
  %1308 = and i64 %1307, 7
  %1309 = icmp eq i64 %1308, 0
  %1310 = and i1 %1306, %1309
  %1311 = and i1 %1291, %1310
  %1312 = xor i1 %1306, %1311
  %1313 = xor i1 %1268, %1310
  %1314 = and i1 %1291, %1313
  %1315 = zext i1 %1311 to i32
  %1316 = zext i1 %1312 to i32
  %1317 = zext i1 %1314 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1315, i32 %.lcssa252, i32 %.lcssa251, ptr addrspace(1) %1305, i32 %1316, i32 %1317) #5
  %1318 = or disjoint i32 %1232, 16
  %1319 = or disjoint i32 %1318, %1235
  %1320 = or disjoint i32 %1319, %24
  %1321 = add i32 %1238, %1320
  %1322 = sext i32 %1321 to i64
  %1323 = getelementptr float, ptr addrspace(1) %2, i64 %1322
  %1324 = icmp slt i32 %1320, %4
  %1325 = and i1 %1243, %1324
  %1326 = or disjoint i32 %1318, %1246
  %1327 = or disjoint i32 %1326, %24
  %1328 = icmp slt i32 %1327, %4
  %1329 = ptrtoint ptr addrspace(1) %1323 to i64
  %1330 = and i64 %1329, 7
  %1331 = icmp eq i64 %1330, 0
  %1332 = and i1 %1325, %1331
  %1333 = and i1 %1328, %1332
  %1334 = xor i1 %1325, %1333
  %1335 = xor i1 %1243, %1332
  %1336 = and i1 %1328, %1335
  %1337 = zext i1 %1333 to i32
  %1338 = zext i1 %1334 to i32
  %1339 = zext i1 %1336 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1337, i32 %.lcssa250, i32 %.lcssa249, ptr addrspace(1) %1323, i32 %1338, i32 %1339) #5
  %1340 = add i32 %1264, %1320
  %1341 = sext i32 %1340 to i64
  %1342 = getelementptr float, ptr addrspace(1) %2, i64 %1341
  %1343 = and i1 %1268, %1324
  %1344 = ptrtoint ptr addrspace(1) %1342 to i64
  %1345 = and i64 %1344, 7
  %1346 = icmp eq i64 %1345, 0
  %1347 = and i1 %1343, %1346
  %1348 = and i1 %1328, %1347
  %1349 = xor i1 %1343, %1348
  %1350 = xor i1 %1268, %1347
  %1351 = and i1 %1328, %1350
  %1352 = zext i1 %1348 to i32
  %1353 = zext i1 %1349 to i32
  %1354 = zext i1 %1351 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1352, i32 %.lcssa248, i32 %.lcssa247, ptr addrspace(1) %1342, i32 %1353, i32 %1354) #5
  %1355 = or disjoint i32 %1232, 24
  %1356 = or disjoint i32 %1355, %1235
  %1357 = or disjoint i32 %1356, %24
  %1358 = add i32 %1238, %1357
  %1359 = sext i32 %1358 to i64
  %1360 = getelementptr float, ptr addrspace(1) %2, i64 %1359
  %1361 = icmp slt i32 %1357, %4
  %1362 = and i1 %1243, %1361
  %1363 = or disjoint i32 %1355, %1246
  %1364 = or disjoint i32 %1363, %24
  %1365 = icmp slt i32 %1364, %4
  %1366 = ptrtoint ptr addrspace(1) %1360 to i64
  %1367 = and i64 %1366, 7
  %1368 = icmp eq i64 %1367, 0
  %1369 = and i1 %1362, %1368
  %1370 = and i1 %1365, %1369
  %1371 = xor i1 %1362, %1370
  %1372 = xor i1 %1243, %1369
  %1373 = and i1 %1365, %1372
  %1374 = zext i1 %1370 to i32
  %1375 = zext i1 %1371 to i32
  %1376 = zext i1 %1373 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1374, i32 %.lcssa246, i32 %.lcssa245, ptr addrspace(1) %1360, i32 %1375, i32 %1376) #5
  %1377 = add i32 %1264, %1357
  %1378 = sext i32 %1377 to i64
  %1379 = getelementptr float, ptr addrspace(1) %2, i64 %1378
  %1380 = and i1 %1268, %1361
  %1381 = ptrtoint ptr addrspace(1) %1379 to i64
  %1382 = and i64 %1381, 7
  %1383 = icmp eq i64 %1382, 0
  %1384 = and i1 %1380, %1383
  %1385 = and i1 %1365, %1384
  %1386 = xor i1 %1380, %1385
  %1387 = xor i1 %1268, %1384
  %1388 = and i1 %1365, %1387
  %1389 = zext i1 %1385 to i32
  %1390 = zext i1 %1386 to i32
  %1391 = zext i1 %1388 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1389, i32 %.lcssa244, i32 %.lcssa243, ptr addrspace(1) %1379, i32 %1390, i32 %1391) #5
  %1392 = or disjoint i32 %1232, 32
  %1393 = or disjoint i32 %1392, %1235
  %1394 = or disjoint i32 %1393, %24
  %1395 = add i32 %1238, %1394
  %1396 = sext i32 %1395 to i64
  %1397 = getelementptr float, ptr addrspace(1) %2, i64 %1396
  %1398 = icmp slt i32 %1394, %4
  %1399 = and i1 %1243, %1398
  %1400 = or disjoint i32 %1392, %1246
  %1401 = or disjoint i32 %1400, %24
  %1402 = icmp slt i32 %1401, %4
  %1403 = ptrtoint ptr addrspace(1) %1397 to i64
  %1404 = and i64 %1403, 7
  %1405 = icmp eq i64 %1404, 0
  %1406 = and i1 %1399, %1405
  %1407 = and i1 %1402, %1406
  %1408 = xor i1 %1399, %1407
  %1409 = xor i1 %1243, %1406
  %1410 = and i1 %1402, %1409
  %1411 = zext i1 %1407 to i32
  %1412 = zext i1 %1408 to i32
  %1413 = zext i1 %1410 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1411, i32 %.lcssa242, i32 %.lcssa241, ptr addrspace(1) %1397, i32 %1412, i32 %1413) #5
  %1414 = add i32 %1264, %1394
  %1415 = sext i32 %1414 to i64
  %1416 = getelementptr float, ptr addrspace(1) %2, i64 %1415
  %1417 = and i1 %1268, %1398
  %1418 = ptrtoint ptr addrspace(1) %1416 to i64
  %1419 = and i64 %1418, 7
  %1420 = icmp eq i64 %1419, 0
  %1421 = and i1 %1417, %1420
  %1422 = and i1 %1402, %1421
  %1423 = xor i1 %1417, %1422
  %1424 = xor i1 %1268, %1421
  %1425 = and i1 %1402, %1424
  %1426 = zext i1 %1422 to i32
  %1427 = zext i1 %1423 to i32
  %1428 = zext i1 %1425 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1426, i32 %.lcssa240, i32 %.lcssa239, ptr addrspace(1) %1416, i32 %1427, i32 %1428) #5
  %1429 = or disjoint i32 %1232, 40
  %1430 = or disjoint i32 %1429, %1235
  %1431 = or disjoint i32 %1430, %24
  %1432 = add i32 %1238, %1431
  %1433 = sext i32 %1432 to i64
  %1434 = getelementptr float, ptr addrspace(1) %2, i64 %1433
  %1435 = icmp slt i32 %1431, %4
  %1436 = and i1 %1243, %1435
  %1437 = or disjoint i32 %1429, %1246
  %1438 = or disjoint i32 %1437, %24
  %1439 = icmp slt i32 %1438, %4
  %1440 = ptrtoint ptr addrspace(1) %1434 to i64
  %1441 = and i64 %1440, 7
  %1442 = icmp eq i64 %1441, 0
  %1443 = and i1 %1436, %1442
  %1444 = and i1 %1439, %1443
  %1445 = xor i1 %1436, %1444
  %1446 = xor i1 %1243, %1443
  %1447 = and i1 %1439, %1446
  %1448 = zext i1 %1444 to i32
  %1449 = zext i1 %1445 to i32
  %1450 = zext i1 %1447 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1448, i32 %.lcssa238, i32 %.lcssa237, ptr addrspace(1) %1434, i32 %1449, i32 %1450) #5
  %1451 = add i32 %1264, %1431
  %1452 = sext i32 %1451 to i64
  %1453 = getelementptr float, ptr addrspace(1) %2, i64 %1452
  %1454 = and i1 %1268, %1435
  %1455 = ptrtoint ptr addrspace(1) %1453 to i64
  %1456 = and i64 %1455, 7
  %1457 = icmp eq i64 %1456, 0
  %1458 = and i1 %1454, %1457
  %1459 = and i1 %1439, %1458
  %1460 = xor i1 %1454, %1459
  %1461 = xor i1 %1268, %1458
  %1462 = and i1 %1439, %1461
  %1463 = zext i1 %1459 to i32
  %1464 = zext i1 %1460 to i32
  %1465 = zext i1 %1462 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1463, i32 %.lcssa236, i32 %.lcssa235, ptr addrspace(1) %1453, i32 %1464, i32 %1465) #5
  %1466 = or disjoint i32 %1232, 48
  %1467 = or disjoint i32 %1466, %1235
  %1468 = or disjoint i32 %1467, %24
  %1469 = add i32 %1238, %1468
  %1470 = sext i32 %1469 to i64
  %1471 = getelementptr float, ptr addrspace(1) %2, i64 %1470
  %1472 = icmp slt i32 %1468, %4
  %1473 = and i1 %1243, %1472
  %1474 = or disjoint i32 %1466, %1246
  %1475 = or disjoint i32 %1474, %24
  %1476 = icmp slt i32 %1475, %4
  %1477 = ptrtoint ptr addrspace(1) %1471 to i64
  %1478 = and i64 %1477, 7
  %1479 = icmp eq i64 %1478, 0
  %1480 = and i1 %1473, %1479
  %1481 = and i1 %1476, %1480
  %1482 = xor i1 %1473, %1481
  %1483 = xor i1 %1243, %1480
  %1484 = and i1 %1476, %1483
  %1485 = zext i1 %1481 to i32
  %1486 = zext i1 %1482 to i32
  %1487 = zext i1 %1484 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1485, i32 %.lcssa234, i32 %.lcssa233, ptr addrspace(1) %1471, i32 %1486, i32 %1487) #5
  %1488 = add i32 %1264, %1468
  %1489 = sext i32 %1488 to i64
  %1490 = getelementptr float, ptr addrspace(1) %2, i64 %1489
  %1491 = and i1 %1268, %1472
  %1492 = ptrtoint ptr addrspace(1) %1490 to i64
  %1493 = and i64 %1492, 7
  %1494 = icmp eq i64 %1493, 0
  %1495 = and i1 %1491, %1494
  %1496 = and i1 %1476, %1495
  %1497 = xor i1 %1491, %1496
  %1498 = xor i1 %1268, %1495
  %1499 = and i1 %1476, %1498
  %1500 = zext i1 %1496 to i32
  %1501 = zext i1 %1497 to i32
  %1502 = zext i1 %1499 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1500, i32 %.lcssa232, i32 %.lcssa231, ptr addrspace(1) %1490, i32 %1501, i32 %1502) #5
  %1503 = or disjoint i32 %1232, 56
  %1504 = or disjoint i32 %1503, %1235
  %1505 = or disjoint i32 %1504, %24
  %1506 = add i32 %1238, %1505
  %1507 = sext i32 %1506 to i64
  %1508 = getelementptr float, ptr addrspace(1) %2, i64 %1507
  %1509 = icmp slt i32 %1505, %4
  %1510 = and i1 %1243, %1509
  %1511 = or disjoint i32 %1503, %1246
  %1512 = or disjoint i32 %1511, %24
  %1513 = icmp slt i32 %1512, %4
  %1514 = ptrtoint ptr addrspace(1) %1508 to i64
  %1515 = and i64 %1514, 7
  %1516 = icmp eq i64 %1515, 0
  %1517 = and i1 %1510, %1516
  %1518 = and i1 %1513, %1517
  %1519 = xor i1 %1510, %1518
  %1520 = xor i1 %1243, %1517
  %1521 = and i1 %1513, %1520
  %1522 = zext i1 %1518 to i32
  %1523 = zext i1 %1519 to i32
  %1524 = zext i1 %1521 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1522, i32 %.lcssa230, i32 %.lcssa229, ptr addrspace(1) %1508, i32 %1523, i32 %1524) #5
  %1525 = add i32 %1264, %1505
  %1526 = sext i32 %1525 to i64
  %1527 = getelementptr float, ptr addrspace(1) %2, i64 %1526
  %1528 = and i1 %1268, %1509
  %1529 = ptrtoint ptr addrspace(1) %1527 to i64
  %1530 = and i64 %1529, 7
  %1531 = icmp eq i64 %1530, 0
  %1532 = and i1 %1528, %1531
  %1533 = and i1 %1513, %1532
  %1534 = xor i1 %1528, %1533
  %1535 = xor i1 %1268, %1532
  %1536 = and i1 %1513, %1535
  %1537 = zext i1 %1533 to i32
  %1538 = zext i1 %1534 to i32
  %1539 = zext i1 %1536 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1537, i32 %.lcssa228, i32 %.lcssa227, ptr addrspace(1) %1527, i32 %1538, i32 %1539) #5
  %1540 = or disjoint i32 %1230, 16
  %1541 = or disjoint i32 %1540, %1227
  %1542 = or disjoint i32 %1541, %23
  %1543 = mul i32 %1542, %4
  %1544 = add i32 %1543, %1239
  %1545 = sext i32 %1544 to i64
  %1546 = getelementptr float, ptr addrspace(1) %2, i64 %1545
  %1547 = icmp slt i32 %1542, %3
  %1548 = and i1 %1547, %1244
  %1549 = ptrtoint ptr addrspace(1) %1546 to i64
  %1550 = and i64 %1549, 7
  %1551 = icmp eq i64 %1550, 0
  %1552 = and i1 %1548, %1551
  %1553 = and i1 %1249, %1552
  %1554 = xor i1 %1548, %1553
  %1555 = xor i1 %1547, %1552
  %1556 = and i1 %1249, %1555
  %1557 = zext i1 %1553 to i32
  %1558 = zext i1 %1554 to i32
  %1559 = zext i1 %1556 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1557, i32 %.lcssa226, i32 %.lcssa225, ptr addrspace(1) %1546, i32 %1558, i32 %1559) #5
  %1560 = or disjoint i32 %1540, %1261
  %1561 = or disjoint i32 %1560, %23
  %1562 = mul i32 %1561, %4
  %1563 = add i32 %1562, %1239
  %1564 = sext i32 %1563 to i64
  %1565 = getelementptr float, ptr addrspace(1) %2, i64 %1564
  %1566 = icmp slt i32 %1561, %3
  %1567 = and i1 %1566, %1244
  %1568 = ptrtoint ptr addrspace(1) %1565 to i64
  %1569 = and i64 %1568, 7
  %1570 = icmp eq i64 %1569, 0
  %1571 = and i1 %1567, %1570
  %1572 = and i1 %1249, %1571
  %1573 = xor i1 %1567, %1572
  %1574 = xor i1 %1566, %1571
  %1575 = and i1 %1249, %1574
  %1576 = zext i1 %1572 to i32
  %1577 = zext i1 %1573 to i32
  %1578 = zext i1 %1575 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1576, i32 %.lcssa224, i32 %.lcssa223, ptr addrspace(1) %1565, i32 %1577, i32 %1578) #5
  %1579 = add i32 %1543, %1283
  %1580 = sext i32 %1579 to i64
  %1581 = getelementptr float, ptr addrspace(1) %2, i64 %1580
  %1582 = and i1 %1547, %1287
  %1583 = ptrtoint ptr addrspace(1) %1581 to i64
  %1584 = and i64 %1583, 7
  %1585 = icmp eq i64 %1584, 0
  %1586 = and i1 %1582, %1585
  %1587 = and i1 %1291, %1586
  %1588 = xor i1 %1582, %1587
  %1589 = xor i1 %1547, %1586
  %1590 = and i1 %1291, %1589
  %1591 = zext i1 %1587 to i32
  %1592 = zext i1 %1588 to i32
  %1593 = zext i1 %1590 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1591, i32 %.lcssa222, i32 %.lcssa221, ptr addrspace(1) %1581, i32 %1592, i32 %1593) #5
  %1594 = add i32 %1562, %1283
  %1595 = sext i32 %1594 to i64
  %1596 = getelementptr float, ptr addrspace(1) %2, i64 %1595
  %1597 = and i1 %1566, %1287
  %1598 = ptrtoint ptr addrspace(1) %1596 to i64
  %1599 = and i64 %1598, 7
  %1600 = icmp eq i64 %1599, 0
  %1601 = and i1 %1597, %1600
  %1602 = and i1 %1291, %1601
  %1603 = xor i1 %1597, %1602
  %1604 = xor i1 %1566, %1601
  %1605 = and i1 %1291, %1604
  %1606 = zext i1 %1602 to i32
  %1607 = zext i1 %1603 to i32
  %1608 = zext i1 %1605 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1606, i32 %.lcssa220, i32 %.lcssa219, ptr addrspace(1) %1596, i32 %1607, i32 %1608) #5
  %1609 = add i32 %1543, %1320
  %1610 = sext i32 %1609 to i64
  %1611 = getelementptr float, ptr addrspace(1) %2, i64 %1610
  %1612 = and i1 %1547, %1324
  %1613 = ptrtoint ptr addrspace(1) %1611 to i64
  %1614 = and i64 %1613, 7
  %1615 = icmp eq i64 %1614, 0
  %1616 = and i1 %1612, %1615
  %1617 = and i1 %1328, %1616
  %1618 = xor i1 %1612, %1617
  %1619 = xor i1 %1547, %1616
  %1620 = and i1 %1328, %1619
  %1621 = zext i1 %1617 to i32
  %1622 = zext i1 %1618 to i32
  %1623 = zext i1 %1620 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1621, i32 %.lcssa218, i32 %.lcssa217, ptr addrspace(1) %1611, i32 %1622, i32 %1623) #5
  %1624 = add i32 %1562, %1320
  %1625 = sext i32 %1624 to i64
  %1626 = getelementptr float, ptr addrspace(1) %2, i64 %1625
  %1627 = and i1 %1566, %1324
  %1628 = ptrtoint ptr addrspace(1) %1626 to i64
  %1629 = and i64 %1628, 7
  %1630 = icmp eq i64 %1629, 0
  %1631 = and i1 %1627, %1630
  %1632 = and i1 %1328, %1631
  %1633 = xor i1 %1627, %1632
  %1634 = xor i1 %1566, %1631
  %1635 = and i1 %1328, %1634
  %1636 = zext i1 %1632 to i32
  %1637 = zext i1 %1633 to i32
  %1638 = zext i1 %1635 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1636, i32 %.lcssa216, i32 %.lcssa215, ptr addrspace(1) %1626, i32 %1637, i32 %1638) #5
  %1639 = add i32 %1543, %1357
  %1640 = sext i32 %1639 to i64
  %1641 = getelementptr float, ptr addrspace(1) %2, i64 %1640
  %1642 = and i1 %1547, %1361
  %1643 = ptrtoint ptr addrspace(1) %1641 to i64
  %1644 = and i64 %1643, 7
  %1645 = icmp eq i64 %1644, 0
  %1646 = and i1 %1642, %1645
  %1647 = and i1 %1365, %1646
  %1648 = xor i1 %1642, %1647
  %1649 = xor i1 %1547, %1646
  %1650 = and i1 %1365, %1649
  %1651 = zext i1 %1647 to i32
  %1652 = zext i1 %1648 to i32
  %1653 = zext i1 %1650 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1651, i32 %.lcssa214, i32 %.lcssa213, ptr addrspace(1) %1641, i32 %1652, i32 %1653) #5
  %1654 = add i32 %1562, %1357
  %1655 = sext i32 %1654 to i64
  %1656 = getelementptr float, ptr addrspace(1) %2, i64 %1655
  %1657 = and i1 %1566, %1361
  %1658 = ptrtoint ptr addrspace(1) %1656 to i64
  %1659 = and i64 %1658, 7
  %1660 = icmp eq i64 %1659, 0
  %1661 = and i1 %1657, %1660
  %1662 = and i1 %1365, %1661
  %1663 = xor i1 %1657, %1662
  %1664 = xor i1 %1566, %1661
  %1665 = and i1 %1365, %1664
  %1666 = zext i1 %1662 to i32
  %1667 = zext i1 %1663 to i32
  %1668 = zext i1 %1665 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1666, i32 %.lcssa212, i32 %.lcssa211, ptr addrspace(1) %1656, i32 %1667, i32 %1668) #5
  %1669 = add i32 %1543, %1394
  %1670 = sext i32 %1669 to i64
  %1671 = getelementptr float, ptr addrspace(1) %2, i64 %1670
  %1672 = and i1 %1547, %1398
  %1673 = ptrtoint ptr addrspace(1) %1671 to i64
  %1674 = and i64 %1673, 7
  %1675 = icmp eq i64 %1674, 0
  %1676 = and i1 %1672, %1675
  %1677 = and i1 %1402, %1676
  %1678 = xor i1 %1672, %1677
  %1679 = xor i1 %1547, %1676
  %1680 = and i1 %1402, %1679
  %1681 = zext i1 %1677 to i32
  %1682 = zext i1 %1678 to i32
  %1683 = zext i1 %1680 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1681, i32 %.lcssa210, i32 %.lcssa209, ptr addrspace(1) %1671, i32 %1682, i32 %1683) #5
  %1684 = add i32 %1562, %1394
  %1685 = sext i32 %1684 to i64
  %1686 = getelementptr float, ptr addrspace(1) %2, i64 %1685
  %1687 = and i1 %1566, %1398
  %1688 = ptrtoint ptr addrspace(1) %1686 to i64
  %1689 = and i64 %1688, 7
  %1690 = icmp eq i64 %1689, 0
  %1691 = and i1 %1687, %1690
  %1692 = and i1 %1402, %1691
  %1693 = xor i1 %1687, %1692
  %1694 = xor i1 %1566, %1691
  %1695 = and i1 %1402, %1694
  %1696 = zext i1 %1692 to i32
  %1697 = zext i1 %1693 to i32
  %1698 = zext i1 %1695 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1696, i32 %.lcssa208, i32 %.lcssa207, ptr addrspace(1) %1686, i32 %1697, i32 %1698) #5
  %1699 = add i32 %1543, %1431
  %1700 = sext i32 %1699 to i64
  %1701 = getelementptr float, ptr addrspace(1) %2, i64 %1700
  %1702 = and i1 %1547, %1435
  %1703 = ptrtoint ptr addrspace(1) %1701 to i64
  %1704 = and i64 %1703, 7
  %1705 = icmp eq i64 %1704, 0
  %1706 = and i1 %1702, %1705
  %1707 = and i1 %1439, %1706
  %1708 = xor i1 %1702, %1707
  %1709 = xor i1 %1547, %1706
  %1710 = and i1 %1439, %1709
  %1711 = zext i1 %1707 to i32
  %1712 = zext i1 %1708 to i32
  %1713 = zext i1 %1710 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1711, i32 %.lcssa206, i32 %.lcssa205, ptr addrspace(1) %1701, i32 %1712, i32 %1713) #5
  %1714 = add i32 %1562, %1431
  %1715 = sext i32 %1714 to i64
  %1716 = getelementptr float, ptr addrspace(1) %2, i64 %1715
  %1717 = and i1 %1566, %1435
  %1718 = ptrtoint ptr addrspace(1) %1716 to i64
  %1719 = and i64 %1718, 7
  %1720 = icmp eq i64 %1719, 0
  %1721 = and i1 %1717, %1720
  %1722 = and i1 %1439, %1721
  %1723 = xor i1 %1717, %1722
  %1724 = xor i1 %1566, %1721
  %1725 = and i1 %1439, %1724
  %1726 = zext i1 %1722 to i32
  %1727 = zext i1 %1723 to i32
  %1728 = zext i1 %1725 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1726, i32 %.lcssa204, i32 %.lcssa203, ptr addrspace(1) %1716, i32 %1727, i32 %1728) #5
  %1729 = add i32 %1543, %1468
  %1730 = sext i32 %1729 to i64
  %1731 = getelementptr float, ptr addrspace(1) %2, i64 %1730
  %1732 = and i1 %1547, %1472
  %1733 = ptrtoint ptr addrspace(1) %1731 to i64
  %1734 = and i64 %1733, 7
  %1735 = icmp eq i64 %1734, 0
  %1736 = and i1 %1732, %1735
  %1737 = and i1 %1476, %1736
  %1738 = xor i1 %1732, %1737
  %1739 = xor i1 %1547, %1736
  %1740 = and i1 %1476, %1739
  %1741 = zext i1 %1737 to i32
  %1742 = zext i1 %1738 to i32
  %1743 = zext i1 %1740 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1741, i32 %.lcssa202, i32 %.lcssa201, ptr addrspace(1) %1731, i32 %1742, i32 %1743) #5
  %1744 = add i32 %1562, %1468
  %1745 = sext i32 %1744 to i64
  %1746 = getelementptr float, ptr addrspace(1) %2, i64 %1745
  %1747 = and i1 %1566, %1472
  %1748 = ptrtoint ptr addrspace(1) %1746 to i64
  %1749 = and i64 %1748, 7
  %1750 = icmp eq i64 %1749, 0
  %1751 = and i1 %1747, %1750
  %1752 = and i1 %1476, %1751
  %1753 = xor i1 %1747, %1752
  %1754 = xor i1 %1566, %1751
  %1755 = and i1 %1476, %1754
  %1756 = zext i1 %1752 to i32
  %1757 = zext i1 %1753 to i32
  %1758 = zext i1 %1755 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1756, i32 %.lcssa200, i32 %.lcssa199, ptr addrspace(1) %1746, i32 %1757, i32 %1758) #5
  %1759 = add i32 %1543, %1505
  %1760 = sext i32 %1759 to i64
  %1761 = getelementptr float, ptr addrspace(1) %2, i64 %1760
  %1762 = and i1 %1547, %1509
  %1763 = ptrtoint ptr addrspace(1) %1761 to i64
  %1764 = and i64 %1763, 7
  %1765 = icmp eq i64 %1764, 0
  %1766 = and i1 %1762, %1765
  %1767 = and i1 %1513, %1766
  %1768 = xor i1 %1762, %1767
  %1769 = xor i1 %1547, %1766
  %1770 = and i1 %1513, %1769
  %1771 = zext i1 %1767 to i32
  %1772 = zext i1 %1768 to i32
  %1773 = zext i1 %1770 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1771, i32 %.lcssa198, i32 %.lcssa197, ptr addrspace(1) %1761, i32 %1772, i32 %1773) #5
  %1774 = add i32 %1562, %1505
  %1775 = sext i32 %1774 to i64
  %1776 = getelementptr float, ptr addrspace(1) %2, i64 %1775
  %1777 = and i1 %1566, %1509
  %1778 = ptrtoint ptr addrspace(1) %1776 to i64
  %1779 = and i64 %1778, 7
  %1780 = icmp eq i64 %1779, 0
  %1781 = and i1 %1777, %1780
  %1782 = and i1 %1513, %1781
  %1783 = xor i1 %1777, %1782
  %1784 = xor i1 %1566, %1781
  %1785 = and i1 %1513, %1784
  %1786 = zext i1 %1782 to i32
  %1787 = zext i1 %1783 to i32
  %1788 = zext i1 %1785 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1786, i32 %.lcssa196, i32 %.lcssa195, ptr addrspace(1) %1776, i32 %1787, i32 %1788) #5
  %1789 = or disjoint i32 %1230, 32
  %1790 = or disjoint i32 %1789, %1227
  %1791 = or disjoint i32 %1790, %23
  %1792 = mul i32 %1791, %4
  %1793 = add i32 %1792, %1239
  %1794 = sext i32 %1793 to i64
  %1795 = getelementptr float, ptr addrspace(1) %2, i64 %1794
  %1796 = icmp slt i32 %1791, %3
  %1797 = and i1 %1796, %1244
  %1798 = ptrtoint ptr addrspace(1) %1795 to i64
  %1799 = and i64 %1798, 7
  %1800 = icmp eq i64 %1799, 0
  %1801 = and i1 %1797, %1800
  %1802 = and i1 %1249, %1801
  %1803 = xor i1 %1797, %1802
  %1804 = xor i1 %1796, %1801
  %1805 = and i1 %1249, %1804
  %1806 = zext i1 %1802 to i32
  %1807 = zext i1 %1803 to i32
  %1808 = zext i1 %1805 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1806, i32 %.lcssa194, i32 %.lcssa193, ptr addrspace(1) %1795, i32 %1807, i32 %1808) #5
  %1809 = or disjoint i32 %1789, %1261
  %1810 = or disjoint i32 %1809, %23
  %1811 = mul i32 %1810, %4
  %1812 = add i32 %1811, %1239
  %1813 = sext i32 %1812 to i64
  %1814 = getelementptr float, ptr addrspace(1) %2, i64 %1813
  %1815 = icmp slt i32 %1810, %3
  %1816 = and i1 %1815, %1244
  %1817 = ptrtoint ptr addrspace(1) %1814 to i64
  %1818 = and i64 %1817, 7
  %1819 = icmp eq i64 %1818, 0
  %1820 = and i1 %1816, %1819
  %1821 = and i1 %1249, %1820
  %1822 = xor i1 %1816, %1821
  %1823 = xor i1 %1815, %1820
  %1824 = and i1 %1249, %1823
  %1825 = zext i1 %1821 to i32
  %1826 = zext i1 %1822 to i32
  %1827 = zext i1 %1824 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1825, i32 %.lcssa192, i32 %.lcssa191, ptr addrspace(1) %1814, i32 %1826, i32 %1827) #5
  %1828 = add i32 %1792, %1283
  %1829 = sext i32 %1828 to i64
  %1830 = getelementptr float, ptr addrspace(1) %2, i64 %1829
  %1831 = and i1 %1796, %1287
  %1832 = ptrtoint ptr addrspace(1) %1830 to i64
  %1833 = and i64 %1832, 7
  %1834 = icmp eq i64 %1833, 0
  %1835 = and i1 %1831, %1834
  %1836 = and i1 %1291, %1835
  %1837 = xor i1 %1831, %1836
  %1838 = xor i1 %1796, %1835
  %1839 = and i1 %1291, %1838
  %1840 = zext i1 %1836 to i32
  %1841 = zext i1 %1837 to i32
  %1842 = zext i1 %1839 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1840, i32 %.lcssa190, i32 %.lcssa189, ptr addrspace(1) %1830, i32 %1841, i32 %1842) #5
  %1843 = add i32 %1811, %1283
  %1844 = sext i32 %1843 to i64
  %1845 = getelementptr float, ptr addrspace(1) %2, i64 %1844
  %1846 = and i1 %1815, %1287
  %1847 = ptrtoint ptr addrspace(1) %1845 to i64
  %1848 = and i64 %1847, 7
  %1849 = icmp eq i64 %1848, 0
  %1850 = and i1 %1846, %1849
  %1851 = and i1 %1291, %1850
  %1852 = xor i1 %1846, %1851
  %1853 = xor i1 %1815, %1850
  %1854 = and i1 %1291, %1853
  %1855 = zext i1 %1851 to i32
  %1856 = zext i1 %1852 to i32
  %1857 = zext i1 %1854 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1855, i32 %.lcssa188, i32 %.lcssa187, ptr addrspace(1) %1845, i32 %1856, i32 %1857) #5
  %1858 = add i32 %1792, %1320
  %1859 = sext i32 %1858 to i64
  %1860 = getelementptr float, ptr addrspace(1) %2, i64 %1859
  %1861 = and i1 %1796, %1324
  %1862 = ptrtoint ptr addrspace(1) %1860 to i64
  %1863 = and i64 %1862, 7
  %1864 = icmp eq i64 %1863, 0
  %1865 = and i1 %1861, %1864
  %1866 = and i1 %1328, %1865
  %1867 = xor i1 %1861, %1866
  %1868 = xor i1 %1796, %1865
  %1869 = and i1 %1328, %1868
  %1870 = zext i1 %1866 to i32
  %1871 = zext i1 %1867 to i32
  %1872 = zext i1 %1869 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1870, i32 %.lcssa186, i32 %.lcssa185, ptr addrspace(1) %1860, i32 %1871, i32 %1872) #5
  %1873 = add i32 %1811, %1320
  %1874 = sext i32 %1873 to i64
  %1875 = getelementptr float, ptr addrspace(1) %2, i64 %1874
  %1876 = and i1 %1815, %1324
  %1877 = ptrtoint ptr addrspace(1) %1875 to i64
  %1878 = and i64 %1877, 7
  %1879 = icmp eq i64 %1878, 0
  %1880 = and i1 %1876, %1879
  %1881 = and i1 %1328, %1880
  %1882 = xor i1 %1876, %1881
  %1883 = xor i1 %1815, %1880
  %1884 = and i1 %1328, %1883
  %1885 = zext i1 %1881 to i32
  %1886 = zext i1 %1882 to i32
  %1887 = zext i1 %1884 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1885, i32 %.lcssa184, i32 %.lcssa183, ptr addrspace(1) %1875, i32 %1886, i32 %1887) #5
  %1888 = add i32 %1792, %1357
  %1889 = sext i32 %1888 to i64
  %1890 = getelementptr float, ptr addrspace(1) %2, i64 %1889
  %1891 = and i1 %1796, %1361
  %1892 = ptrtoint ptr addrspace(1) %1890 to i64
  %1893 = and i64 %1892, 7
  %1894 = icmp eq i64 %1893, 0
  %1895 = and i1 %1891, %1894
  %1896 = and i1 %1365, %1895
  %1897 = xor i1 %1891, %1896
  %1898 = xor i1 %1796, %1895
  %1899 = and i1 %1365, %1898
  %1900 = zext i1 %1896 to i32
  %1901 = zext i1 %1897 to i32
  %1902 = zext i1 %1899 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1900, i32 %.lcssa182, i32 %.lcssa181, ptr addrspace(1) %1890, i32 %1901, i32 %1902) #5
  %1903 = add i32 %1811, %1357
  %1904 = sext i32 %1903 to i64
  %1905 = getelementptr float, ptr addrspace(1) %2, i64 %1904
  %1906 = and i1 %1815, %1361
  %1907 = ptrtoint ptr addrspace(1) %1905 to i64
  %1908 = and i64 %1907, 7
  %1909 = icmp eq i64 %1908, 0
  %1910 = and i1 %1906, %1909
  %1911 = and i1 %1365, %1910
  %1912 = xor i1 %1906, %1911
  %1913 = xor i1 %1815, %1910
  %1914 = and i1 %1365, %1913
  %1915 = zext i1 %1911 to i32
  %1916 = zext i1 %1912 to i32
  %1917 = zext i1 %1914 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1915, i32 %.lcssa180, i32 %.lcssa179, ptr addrspace(1) %1905, i32 %1916, i32 %1917) #5
  %1918 = add i32 %1792, %1394
  %1919 = sext i32 %1918 to i64
  %1920 = getelementptr float, ptr addrspace(1) %2, i64 %1919
  %1921 = and i1 %1796, %1398
  %1922 = ptrtoint ptr addrspace(1) %1920 to i64
  %1923 = and i64 %1922, 7
  %1924 = icmp eq i64 %1923, 0
  %1925 = and i1 %1921, %1924
  %1926 = and i1 %1402, %1925
  %1927 = xor i1 %1921, %1926
  %1928 = xor i1 %1796, %1925
  %1929 = and i1 %1402, %1928
  %1930 = zext i1 %1926 to i32
  %1931 = zext i1 %1927 to i32
  %1932 = zext i1 %1929 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1930, i32 %.lcssa178, i32 %.lcssa177, ptr addrspace(1) %1920, i32 %1931, i32 %1932) #5
  %1933 = add i32 %1811, %1394
  %1934 = sext i32 %1933 to i64
  %1935 = getelementptr float, ptr addrspace(1) %2, i64 %1934
  %1936 = and i1 %1815, %1398
  %1937 = ptrtoint ptr addrspace(1) %1935 to i64
  %1938 = and i64 %1937, 7
  %1939 = icmp eq i64 %1938, 0
  %1940 = and i1 %1936, %1939
  %1941 = and i1 %1402, %1940
  %1942 = xor i1 %1936, %1941
  %1943 = xor i1 %1815, %1940
  %1944 = and i1 %1402, %1943
  %1945 = zext i1 %1941 to i32
  %1946 = zext i1 %1942 to i32
  %1947 = zext i1 %1944 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1945, i32 %.lcssa176, i32 %.lcssa175, ptr addrspace(1) %1935, i32 %1946, i32 %1947) #5
  %1948 = add i32 %1792, %1431
  %1949 = sext i32 %1948 to i64
  %1950 = getelementptr float, ptr addrspace(1) %2, i64 %1949
  %1951 = and i1 %1796, %1435
  %1952 = ptrtoint ptr addrspace(1) %1950 to i64
  %1953 = and i64 %1952, 7
  %1954 = icmp eq i64 %1953, 0
  %1955 = and i1 %1951, %1954
  %1956 = and i1 %1439, %1955
  %1957 = xor i1 %1951, %1956
  %1958 = xor i1 %1796, %1955
  %1959 = and i1 %1439, %1958
  %1960 = zext i1 %1956 to i32
  %1961 = zext i1 %1957 to i32
  %1962 = zext i1 %1959 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1960, i32 %.lcssa174, i32 %.lcssa173, ptr addrspace(1) %1950, i32 %1961, i32 %1962) #5
  %1963 = add i32 %1811, %1431
  %1964 = sext i32 %1963 to i64
  %1965 = getelementptr float, ptr addrspace(1) %2, i64 %1964
  %1966 = and i1 %1815, %1435
  %1967 = ptrtoint ptr addrspace(1) %1965 to i64
  %1968 = and i64 %1967, 7
  %1969 = icmp eq i64 %1968, 0
  %1970 = and i1 %1966, %1969
  %1971 = and i1 %1439, %1970
  %1972 = xor i1 %1966, %1971
  %1973 = xor i1 %1815, %1970
  %1974 = and i1 %1439, %1973
  %1975 = zext i1 %1971 to i32
  %1976 = zext i1 %1972 to i32
  %1977 = zext i1 %1974 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1975, i32 %.lcssa172, i32 %.lcssa171, ptr addrspace(1) %1965, i32 %1976, i32 %1977) #5
  %1978 = add i32 %1792, %1468
  %1979 = sext i32 %1978 to i64
  %1980 = getelementptr float, ptr addrspace(1) %2, i64 %1979
  %1981 = and i1 %1796, %1472
  %1982 = ptrtoint ptr addrspace(1) %1980 to i64
  %1983 = and i64 %1982, 7
  %1984 = icmp eq i64 %1983, 0
  %1985 = and i1 %1981, %1984
  %1986 = and i1 %1476, %1985
  %1987 = xor i1 %1981, %1986
  %1988 = xor i1 %1796, %1985
  %1989 = and i1 %1476, %1988
  %1990 = zext i1 %1986 to i32
  %1991 = zext i1 %1987 to i32
  %1992 = zext i1 %1989 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1990, i32 %.lcssa170, i32 %.lcssa169, ptr addrspace(1) %1980, i32 %1991, i32 %1992) #5
  %1993 = add i32 %1811, %1468
  %1994 = sext i32 %1993 to i64
  %1995 = getelementptr float, ptr addrspace(1) %2, i64 %1994
  %1996 = and i1 %1815, %1472
  %1997 = ptrtoint ptr addrspace(1) %1995 to i64
  %1998 = and i64 %1997, 7
  %1999 = icmp eq i64 %1998, 0
  %2000 = and i1 %1996, %1999
  %2001 = and i1 %1476, %2000
  %2002 = xor i1 %1996, %2001
  %2003 = xor i1 %1815, %2000
  %2004 = and i1 %1476, %2003
  %2005 = zext i1 %2001 to i32
  %2006 = zext i1 %2002 to i32
  %2007 = zext i1 %2004 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2005, i32 %.lcssa168, i32 %.lcssa167, ptr addrspace(1) %1995, i32 %2006, i32 %2007) #5
  %2008 = add i32 %1792, %1505
  %2009 = sext i32 %2008 to i64
  %2010 = getelementptr float, ptr addrspace(1) %2, i64 %2009
  %2011 = and i1 %1796, %1509
  %2012 = ptrtoint ptr addrspace(1) %2010 to i64
  %2013 = and i64 %2012, 7
  %2014 = icmp eq i64 %2013, 0
  %2015 = and i1 %2011, %2014
  %2016 = and i1 %1513, %2015
  %2017 = xor i1 %2011, %2016
  %2018 = xor i1 %1796, %2015
  %2019 = and i1 %1513, %2018
  %2020 = zext i1 %2016 to i32
  %2021 = zext i1 %2017 to i32
  %2022 = zext i1 %2019 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2020, i32 %.lcssa166, i32 %.lcssa165, ptr addrspace(1) %2010, i32 %2021, i32 %2022) #5
  %2023 = add i32 %1811, %1505
  %2024 = sext i32 %2023 to i64
  %2025 = getelementptr float, ptr addrspace(1) %2, i64 %2024
  %2026 = and i1 %1815, %1509
  %2027 = ptrtoint ptr addrspace(1) %2025 to i64
  %2028 = and i64 %2027, 7
  %2029 = icmp eq i64 %2028, 0
  %2030 = and i1 %2026, %2029
  %2031 = and i1 %1513, %2030
  %2032 = xor i1 %2026, %2031
  %2033 = xor i1 %1815, %2030
  %2034 = and i1 %1513, %2033
  %2035 = zext i1 %2031 to i32
  %2036 = zext i1 %2032 to i32
  %2037 = zext i1 %2034 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2035, i32 %.lcssa164, i32 %.lcssa163, ptr addrspace(1) %2025, i32 %2036, i32 %2037) #5
  %2038 = or disjoint i32 %1229, 48
  %2039 = or disjoint i32 %2038, %1227
  %2040 = or disjoint i32 %2039, %23
  %2041 = mul i32 %2040, %4
  %2042 = add i32 %2041, %1239
  %2043 = sext i32 %2042 to i64
  %2044 = getelementptr float, ptr addrspace(1) %2, i64 %2043
  %2045 = icmp slt i32 %2040, %3
  %2046 = and i1 %2045, %1244
  %2047 = ptrtoint ptr addrspace(1) %2044 to i64
  %2048 = and i64 %2047, 7
  %2049 = icmp eq i64 %2048, 0
  %2050 = and i1 %2046, %2049
  %2051 = and i1 %1249, %2050
  %2052 = xor i1 %2046, %2051
  %2053 = xor i1 %2045, %2050
  %2054 = and i1 %1249, %2053
  %2055 = zext i1 %2051 to i32
  %2056 = zext i1 %2052 to i32
  %2057 = zext i1 %2054 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2055, i32 %.lcssa162, i32 %.lcssa161, ptr addrspace(1) %2044, i32 %2056, i32 %2057) #5
  %2058 = or disjoint i32 %2038, %1261
  %2059 = or disjoint i32 %2058, %23
  %2060 = mul i32 %2059, %4
  %2061 = add i32 %2060, %1239
  %2062 = sext i32 %2061 to i64
  %2063 = getelementptr float, ptr addrspace(1) %2, i64 %2062
  %2064 = icmp slt i32 %2059, %3
  %2065 = and i1 %2064, %1244
  %2066 = ptrtoint ptr addrspace(1) %2063 to i64
  %2067 = and i64 %2066, 7
  %2068 = icmp eq i64 %2067, 0
  %2069 = and i1 %2065, %2068
  %2070 = and i1 %1249, %2069
  %2071 = xor i1 %2065, %2070
  %2072 = xor i1 %2064, %2069
  %2073 = and i1 %1249, %2072
  %2074 = zext i1 %2070 to i32
  %2075 = zext i1 %2071 to i32
  %2076 = zext i1 %2073 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2074, i32 %.lcssa160, i32 %.lcssa159, ptr addrspace(1) %2063, i32 %2075, i32 %2076) #5
  %2077 = add i32 %2041, %1283
  %2078 = sext i32 %2077 to i64
  %2079 = getelementptr float, ptr addrspace(1) %2, i64 %2078
  %2080 = and i1 %2045, %1287
  %2081 = ptrtoint ptr addrspace(1) %2079 to i64
  %2082 = and i64 %2081, 7
  %2083 = icmp eq i64 %2082, 0
  %2084 = and i1 %2080, %2083
  %2085 = and i1 %1291, %2084
  %2086 = xor i1 %2080, %2085
  %2087 = xor i1 %2045, %2084
  %2088 = and i1 %1291, %2087
  %2089 = zext i1 %2085 to i32
  %2090 = zext i1 %2086 to i32
  %2091 = zext i1 %2088 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2089, i32 %.lcssa158, i32 %.lcssa157, ptr addrspace(1) %2079, i32 %2090, i32 %2091) #5
  %2092 = add i32 %2060, %1283
  %2093 = sext i32 %2092 to i64
  %2094 = getelementptr float, ptr addrspace(1) %2, i64 %2093
  %2095 = and i1 %2064, %1287
  %2096 = ptrtoint ptr addrspace(1) %2094 to i64
  %2097 = and i64 %2096, 7
  %2098 = icmp eq i64 %2097, 0
  %2099 = and i1 %2095, %2098
  %2100 = and i1 %1291, %2099
  %2101 = xor i1 %2095, %2100
  %2102 = xor i1 %2064, %2099
  %2103 = and i1 %1291, %2102
  %2104 = zext i1 %2100 to i32
  %2105 = zext i1 %2101 to i32
  %2106 = zext i1 %2103 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2104, i32 %.lcssa156, i32 %.lcssa155, ptr addrspace(1) %2094, i32 %2105, i32 %2106) #5
  %2107 = add i32 %2041, %1320
  %2108 = sext i32 %2107 to i64
  %2109 = getelementptr float, ptr addrspace(1) %2, i64 %2108
  %2110 = and i1 %2045, %1324
  %2111 = ptrtoint ptr addrspace(1) %2109 to i64
  %2112 = and i64 %2111, 7
  %2113 = icmp eq i64 %2112, 0
  %2114 = and i1 %2110, %2113
  %2115 = and i1 %1328, %2114
  %2116 = xor i1 %2110, %2115
  %2117 = xor i1 %2045, %2114
  %2118 = and i1 %1328, %2117
  %2119 = zext i1 %2115 to i32
  %2120 = zext i1 %2116 to i32
  %2121 = zext i1 %2118 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2119, i32 %.lcssa154, i32 %.lcssa153, ptr addrspace(1) %2109, i32 %2120, i32 %2121) #5
  %2122 = add i32 %2060, %1320
  %2123 = sext i32 %2122 to i64
  %2124 = getelementptr float, ptr addrspace(1) %2, i64 %2123
  %2125 = and i1 %2064, %1324
  %2126 = ptrtoint ptr addrspace(1) %2124 to i64
  %2127 = and i64 %2126, 7
  %2128 = icmp eq i64 %2127, 0
  %2129 = and i1 %2125, %2128
  %2130 = and i1 %1328, %2129
  %2131 = xor i1 %2125, %2130
  %2132 = xor i1 %2064, %2129
  %2133 = and i1 %1328, %2132
  %2134 = zext i1 %2130 to i32
  %2135 = zext i1 %2131 to i32
  %2136 = zext i1 %2133 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2134, i32 %.lcssa152, i32 %.lcssa151, ptr addrspace(1) %2124, i32 %2135, i32 %2136) #5
  %2137 = add i32 %2041, %1357
  %2138 = sext i32 %2137 to i64
  %2139 = getelementptr float, ptr addrspace(1) %2, i64 %2138
  %2140 = and i1 %2045, %1361
  %2141 = ptrtoint ptr addrspace(1) %2139 to i64
  %2142 = and i64 %2141, 7
  %2143 = icmp eq i64 %2142, 0
  %2144 = and i1 %2140, %2143
  %2145 = and i1 %1365, %2144
  %2146 = xor i1 %2140, %2145
  %2147 = xor i1 %2045, %2144
  %2148 = and i1 %1365, %2147
  %2149 = zext i1 %2145 to i32
  %2150 = zext i1 %2146 to i32
  %2151 = zext i1 %2148 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2149, i32 %.lcssa150, i32 %.lcssa149, ptr addrspace(1) %2139, i32 %2150, i32 %2151) #5
  %2152 = add i32 %2060, %1357
  %2153 = sext i32 %2152 to i64
  %2154 = getelementptr float, ptr addrspace(1) %2, i64 %2153
  %2155 = and i1 %2064, %1361
  %2156 = ptrtoint ptr addrspace(1) %2154 to i64
  %2157 = and i64 %2156, 7
  %2158 = icmp eq i64 %2157, 0
  %2159 = and i1 %2155, %2158
  %2160 = and i1 %1365, %2159
  %2161 = xor i1 %2155, %2160
  %2162 = xor i1 %2064, %2159
  %2163 = and i1 %1365, %2162
  %2164 = zext i1 %2160 to i32
  %2165 = zext i1 %2161 to i32
  %2166 = zext i1 %2163 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2164, i32 %.lcssa148, i32 %.lcssa147, ptr addrspace(1) %2154, i32 %2165, i32 %2166) #5
  %2167 = add i32 %2041, %1394
  %2168 = sext i32 %2167 to i64
  %2169 = getelementptr float, ptr addrspace(1) %2, i64 %2168
  %2170 = and i1 %2045, %1398
  %2171 = ptrtoint ptr addrspace(1) %2169 to i64
  %2172 = and i64 %2171, 7
  %2173 = icmp eq i64 %2172, 0
  %2174 = and i1 %2170, %2173
  %2175 = and i1 %1402, %2174
  %2176 = xor i1 %2170, %2175
  %2177 = xor i1 %2045, %2174
  %2178 = and i1 %1402, %2177
  %2179 = zext i1 %2175 to i32
  %2180 = zext i1 %2176 to i32
  %2181 = zext i1 %2178 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2179, i32 %.lcssa146, i32 %.lcssa145, ptr addrspace(1) %2169, i32 %2180, i32 %2181) #5
  %2182 = add i32 %2060, %1394
  %2183 = sext i32 %2182 to i64
  %2184 = getelementptr float, ptr addrspace(1) %2, i64 %2183
  %2185 = and i1 %2064, %1398
  %2186 = ptrtoint ptr addrspace(1) %2184 to i64
  %2187 = and i64 %2186, 7
  %2188 = icmp eq i64 %2187, 0
  %2189 = and i1 %2185, %2188
  %2190 = and i1 %1402, %2189
  %2191 = xor i1 %2185, %2190
  %2192 = xor i1 %2064, %2189
  %2193 = and i1 %1402, %2192
  %2194 = zext i1 %2190 to i32
  %2195 = zext i1 %2191 to i32
  %2196 = zext i1 %2193 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2194, i32 %.lcssa144, i32 %.lcssa143, ptr addrspace(1) %2184, i32 %2195, i32 %2196) #5
  %2197 = add i32 %2041, %1431
  %2198 = sext i32 %2197 to i64
  %2199 = getelementptr float, ptr addrspace(1) %2, i64 %2198
  %2200 = and i1 %2045, %1435
  %2201 = ptrtoint ptr addrspace(1) %2199 to i64
  %2202 = and i64 %2201, 7
  %2203 = icmp eq i64 %2202, 0
  %2204 = and i1 %2200, %2203
  %2205 = and i1 %1439, %2204
  %2206 = xor i1 %2200, %2205
  %2207 = xor i1 %2045, %2204
  %2208 = and i1 %1439, %2207
  %2209 = zext i1 %2205 to i32
  %2210 = zext i1 %2206 to i32
  %2211 = zext i1 %2208 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2209, i32 %.lcssa142, i32 %.lcssa141, ptr addrspace(1) %2199, i32 %2210, i32 %2211) #5
  %2212 = add i32 %2060, %1431
  %2213 = sext i32 %2212 to i64
  %2214 = getelementptr float, ptr addrspace(1) %2, i64 %2213
  %2215 = and i1 %2064, %1435
  %2216 = ptrtoint ptr addrspace(1) %2214 to i64
  %2217 = and i64 %2216, 7
  %2218 = icmp eq i64 %2217, 0
  %2219 = and i1 %2215, %2218
  %2220 = and i1 %1439, %2219
  %2221 = xor i1 %2215, %2220
  %2222 = xor i1 %2064, %2219
  %2223 = and i1 %1439, %2222
  %2224 = zext i1 %2220 to i32
  %2225 = zext i1 %2221 to i32
  %2226 = zext i1 %2223 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2224, i32 %.lcssa140, i32 %.lcssa139, ptr addrspace(1) %2214, i32 %2225, i32 %2226) #5
  %2227 = add i32 %2041, %1468
  %2228 = sext i32 %2227 to i64
  %2229 = getelementptr float, ptr addrspace(1) %2, i64 %2228
  %2230 = and i1 %2045, %1472
  %2231 = ptrtoint ptr addrspace(1) %2229 to i64
  %2232 = and i64 %2231, 7
  %2233 = icmp eq i64 %2232, 0
  %2234 = and i1 %2230, %2233
  %2235 = and i1 %1476, %2234
  %2236 = xor i1 %2230, %2235
  %2237 = xor i1 %2045, %2234
  %2238 = and i1 %1476, %2237
  %2239 = zext i1 %2235 to i32
  %2240 = zext i1 %2236 to i32
  %2241 = zext i1 %2238 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2239, i32 %.lcssa138, i32 %.lcssa137, ptr addrspace(1) %2229, i32 %2240, i32 %2241) #5
  %2242 = add i32 %2060, %1468
  %2243 = sext i32 %2242 to i64
  %2244 = getelementptr float, ptr addrspace(1) %2, i64 %2243
  %2245 = and i1 %2064, %1472
  %2246 = ptrtoint ptr addrspace(1) %2244 to i64
  %2247 = and i64 %2246, 7
  %2248 = icmp eq i64 %2247, 0
  %2249 = and i1 %2245, %2248
  %2250 = and i1 %1476, %2249
  %2251 = xor i1 %2245, %2250
  %2252 = xor i1 %2064, %2249
  %2253 = and i1 %1476, %2252
  %2254 = zext i1 %2250 to i32
  %2255 = zext i1 %2251 to i32
  %2256 = zext i1 %2253 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2254, i32 %.lcssa136, i32 %.lcssa135, ptr addrspace(1) %2244, i32 %2255, i32 %2256) #5
  %2257 = add i32 %2041, %1505
  %2258 = sext i32 %2257 to i64
  %2259 = getelementptr float, ptr addrspace(1) %2, i64 %2258
  %2260 = and i1 %2045, %1509
  %2261 = ptrtoint ptr addrspace(1) %2259 to i64
  %2262 = and i64 %2261, 7
  %2263 = icmp eq i64 %2262, 0
  %2264 = and i1 %2260, %2263
  %2265 = and i1 %1513, %2264
  %2266 = xor i1 %2260, %2265
  %2267 = xor i1 %2045, %2264
  %2268 = and i1 %1513, %2267
  %2269 = zext i1 %2265 to i32
  %2270 = zext i1 %2266 to i32
  %2271 = zext i1 %2268 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2269, i32 %.lcssa134, i32 %.lcssa133, ptr addrspace(1) %2259, i32 %2270, i32 %2271) #5
  %2272 = add i32 %2060, %1505
  %2273 = sext i32 %2272 to i64
  %2274 = getelementptr float, ptr addrspace(1) %2, i64 %2273
  %2275 = and i1 %2064, %1509
  %2276 = ptrtoint ptr addrspace(1) %2274 to i64
  %2277 = and i64 %2276, 7
  %2278 = icmp eq i64 %2277, 0
  %2279 = and i1 %2275, %2278
  %2280 = and i1 %1513, %2279
  %2281 = xor i1 %2275, %2280
  %2282 = xor i1 %2064, %2279
  %2283 = and i1 %1513, %2282
  %2284 = zext i1 %2280 to i32
  %2285 = zext i1 %2281 to i32
  %2286 = zext i1 %2283 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2284, i32 %.lcssa132, i32 %.lcssa131, ptr addrspace(1) %2274, i32 %2285, i32 %2286) #5
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
