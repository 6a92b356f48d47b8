; ModuleID = 'tile_kernels'
source_filename = "tile_kernels"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@gemm_bf16_tma_cluster_dsmem = external addrspace(3) global [0 x i8], align 1024

; Function Attrs: nounwind
define ptx_kernel void @gemm_bf16_tma_cluster(ptr byval([128 x i8]) align 64 "nvvm.grid_constant" %0, ptr byval([128 x i8]) align 64 "nvvm.grid_constant" %1, ptr addrspace(1) %2, i32 %3, i32 %4, i32 %5) local_unnamed_addr #0 {
  %7 = tail call range(i32 0, 256) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = tail call range(i32 0, 2) i32 @llvm.nvvm.read.ptx.sreg.cluster.ctaid.y()
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.clusterid.y()
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.nclusterid.y()
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %13 = mul i32 %9, %12
  %14 = add i32 %13, %11
  %15 = shl i32 %12, 2
  %16 = udiv i32 %14, %15
  %17 = shl i32 %16, 2
  %18 = sub i32 %10, %17
  %19 = tail call i32 @llvm.umin.i32(i32 %18, i32 4)
  %20 = mul i32 %16, %15
  %.decomposed = sub i32 %14, %20
  %.frozen = freeze i32 %19
  %21 = udiv i32 %.decomposed, %.frozen
  %22 = mul i32 %21, %.frozen
  %.decomposed1024 = sub i32 %.decomposed, %22
  %23 = add nuw i32 %.decomposed1024, %17
  %24 = shl i32 %23, 8
  %25 = shl nuw nsw i32 %8, 7
  %26 = or disjoint i32 %24, %25
  %27 = shl i32 %21, 8
  %28 = tail call i32 @llvm.smax.i32(i32 %5, i32 0)
  %29 = add nuw i32 %28, 63
  %30 = sdiv i32 %29, 64
  %31 = icmp eq i32 %7, 0
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %31, label %32, label %33

32:                                               ; preds = %6
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_cluster_dsmem to i32), i32 196608)) #5
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_cluster_dsmem to i32), i32 196616)) #5
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_cluster_dsmem to i32), i32 196624)) #5
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_cluster_dsmem to i32), i32 196632)) #5
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #5
  br label %33

33:                                               ; preds = %32, %6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %34 = icmp sgt i32 %29, 63
  %or.cond = select i1 %31, i1 %34, i1 false
  br i1 %or.cond, label %.lr.ph, label %.loopexit

.lr.ph:                                           ; preds = %33
  %35 = ptrtoint ptr %0 to i64
  %36 = ptrtoint ptr %1 to i64
  %37 = call i32 @llvm.smax.i32(i32 %30, i32 1)
  %38 = call i32 @llvm.umin.i32(i32 %37, i32 3)
  %smax = zext nneg i32 %38 to i64
  br label %39

39:                                               ; preds = %.lr.ph, %39
  %40 = phi i64 [ 0, %.lr.ph ], [ %49, %39 ]
  %41 = trunc i64 %40 to i32
  %42 = and i32 %41, 3
  %43 = mul nuw nsw i32 %42, 49152
  %44 = add i32 %43, ptrtoint (ptr addrspace(3) @gemm_bf16_tma_cluster_dsmem to i32)
  %45 = add i32 %43, add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_cluster_dsmem to i32), i32 16384)
  %46 = shl nuw nsw i32 %42, 3
  %47 = or disjoint i32 %46, add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_cluster_dsmem to i32), i32 196608)
  %48 = shl i32 %41, 6
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 %47, i32 49152) #5
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %44, i64 %35, i32 %48, i32 %26, i32 %47) #5
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %45, i64 %36, i32 %48, i32 %27, i32 %47) #5
  %49 = add nuw nsw i64 %40, 1
  %exitcond.not = icmp eq i64 %49, %smax
  br i1 %exitcond.not, label %.loopexit, label %39

.loopexit:                                        ; preds = %39, %33
  %50 = sext i32 %30 to i64
  %51 = icmp sgt i32 %29, 63
  br i1 %51, label %.lr.ph259, label %._crit_edge

.lr.ph259:                                        ; preds = %.loopexit
  %52 = ptrtoint ptr %1 to i64
  %53 = ptrtoint ptr %0 to i64
  %54 = shl nuw nsw i32 %7, 1
  %55 = and i32 %54, 192
  %56 = and i32 %7, 7
  %57 = and i32 %7, 8
  %58 = lshr i32 %7, 1
  %59 = and i32 %58, 8
  %60 = shl nuw nsw i32 %7, 5
  %61 = and i32 %60, 7168
  %62 = and i32 %60, 4096
  %63 = shl nuw nsw i32 %7, 6
  %64 = and i32 %63, 960
  %65 = shl nuw nsw i32 %56, 3
  %invariant.op = or disjoint i32 %64, %62
  %66 = or disjoint i32 %55, %59
  %67 = or disjoint i32 %66, %56
  %68 = shl nuw nsw i32 %67, 6
  %69 = or disjoint i32 %61, %64
  %70 = xor i32 %59, %65
  %.reass = or disjoint i32 %70, %invariant.op
  %71 = zext nneg i32 %.reass to i64
  %72 = xor i32 %57, %65
  %73 = or disjoint i32 %72, %68
  %74 = zext nneg i32 %73 to i64
  %75 = or disjoint i32 %70, %69
  %76 = or i32 %75, 3072
  %77 = zext nneg i32 %76 to i64
  %78 = or disjoint i32 %59, 16
  %79 = xor i32 %78, %65
  %.reass.1 = or disjoint i32 %79, %invariant.op
  %80 = zext nneg i32 %.reass.1 to i64
  %81 = or disjoint i32 %57, 16
  %82 = xor i32 %81, %65
  %83 = or disjoint i32 %82, %68
  %84 = zext nneg i32 %83 to i64
  %85 = or disjoint i32 %79, %69
  %86 = or i32 %85, 3072
  %87 = zext nneg i32 %86 to i64
  %88 = or disjoint i32 %59, 32
  %89 = xor i32 %88, %65
  %.reass.2 = or disjoint i32 %89, %invariant.op
  %90 = zext nneg i32 %.reass.2 to i64
  %91 = or disjoint i32 %57, 32
  %92 = xor i32 %91, %65
  %93 = or disjoint i32 %92, %68
  %94 = zext nneg i32 %93 to i64
  %95 = or disjoint i32 %89, %69
  %96 = or i32 %95, 3072
  %97 = zext nneg i32 %96 to i64
  %98 = or disjoint i32 %59, 48
  %99 = xor i32 %98, %65
  %.reass.3 = or disjoint i32 %99, %invariant.op
  %100 = zext nneg i32 %.reass.3 to i64
  %101 = or disjoint i32 %57, 48
  %102 = xor i32 %101, %65
  %103 = or disjoint i32 %102, %68
  %104 = zext nneg i32 %103 to i64
  %105 = or disjoint i32 %99, %69
  %106 = or i32 %105, 3072
  %107 = zext nneg i32 %106 to i64
  br label %108

108:                                              ; preds = %.lr.ph259, %259
  %109 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1097, %259 ]
  %110 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1096, %259 ]
  %111 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1095, %259 ]
  %112 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1094, %259 ]
  %113 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1092, %259 ]
  %114 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1091, %259 ]
  %115 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1090, %259 ]
  %116 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1089, %259 ]
  %117 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1087, %259 ]
  %118 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1086, %259 ]
  %119 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1085, %259 ]
  %120 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1084, %259 ]
  %121 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1082, %259 ]
  %122 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1081, %259 ]
  %123 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1080, %259 ]
  %124 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1079, %259 ]
  %125 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1077, %259 ]
  %126 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1076, %259 ]
  %127 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1075, %259 ]
  %128 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1074, %259 ]
  %129 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1072, %259 ]
  %130 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1071, %259 ]
  %131 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1070, %259 ]
  %132 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1069, %259 ]
  %133 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1067, %259 ]
  %134 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1066, %259 ]
  %135 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1065, %259 ]
  %136 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1064, %259 ]
  %137 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1062, %259 ]
  %138 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1061, %259 ]
  %139 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1060, %259 ]
  %140 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1059, %259 ]
  %141 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1051, %259 ]
  %142 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1050, %259 ]
  %143 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1049, %259 ]
  %144 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1048, %259 ]
  %145 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1046, %259 ]
  %146 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1045, %259 ]
  %147 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1044, %259 ]
  %148 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1043, %259 ]
  %149 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1041, %259 ]
  %150 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1040, %259 ]
  %151 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1039, %259 ]
  %152 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1038, %259 ]
  %153 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1036, %259 ]
  %154 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1035, %259 ]
  %155 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1034, %259 ]
  %156 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1033, %259 ]
  %157 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1031, %259 ]
  %158 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1030, %259 ]
  %159 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1029, %259 ]
  %160 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1028, %259 ]
  %161 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1026, %259 ]
  %162 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1025, %259 ]
  %163 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1024, %259 ]
  %164 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1023, %259 ]
  %165 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1021, %259 ]
  %166 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1020, %259 ]
  %167 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1019, %259 ]
  %168 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1018, %259 ]
  %169 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1016, %259 ]
  %170 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1015, %259 ]
  %171 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1014, %259 ]
  %172 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1013, %259 ]
  %173 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1005, %259 ]
  %174 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1004, %259 ]
  %175 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1003, %259 ]
  %176 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1002, %259 ]
  %177 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1000, %259 ]
  %178 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %999, %259 ]
  %179 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %998, %259 ]
  %180 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %997, %259 ]
  %181 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %995, %259 ]
  %182 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %994, %259 ]
  %183 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %993, %259 ]
  %184 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %992, %259 ]
  %185 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %990, %259 ]
  %186 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %989, %259 ]
  %187 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %988, %259 ]
  %188 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %987, %259 ]
  %189 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %985, %259 ]
  %190 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %984, %259 ]
  %191 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %983, %259 ]
  %192 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %982, %259 ]
  %193 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %980, %259 ]
  %194 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %979, %259 ]
  %195 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %978, %259 ]
  %196 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %977, %259 ]
  %197 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %975, %259 ]
  %198 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %974, %259 ]
  %199 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %973, %259 ]
  %200 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %972, %259 ]
  %201 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %970, %259 ]
  %202 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %969, %259 ]
  %203 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %968, %259 ]
  %204 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %967, %259 ]
  %205 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %959, %259 ]
  %206 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %958, %259 ]
  %207 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %957, %259 ]
  %208 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %956, %259 ]
  %209 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %954, %259 ]
  %210 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %953, %259 ]
  %211 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %952, %259 ]
  %212 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %951, %259 ]
  %213 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %943, %259 ]
  %214 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %942, %259 ]
  %215 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %941, %259 ]
  %216 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %940, %259 ]
  %217 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %938, %259 ]
  %218 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %937, %259 ]
  %219 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %936, %259 ]
  %220 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %935, %259 ]
  %221 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %927, %259 ]
  %222 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %926, %259 ]
  %223 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %925, %259 ]
  %224 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %924, %259 ]
  %225 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %922, %259 ]
  %226 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %921, %259 ]
  %227 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %920, %259 ]
  %228 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %919, %259 ]
  %229 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %911, %259 ]
  %230 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %910, %259 ]
  %231 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %909, %259 ]
  %232 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %908, %259 ]
  %233 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %906, %259 ]
  %234 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %905, %259 ]
  %235 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %904, %259 ]
  %236 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %903, %259 ]
  %237 = phi i64 [ 0, %.lr.ph259 ], [ %1098, %259 ]
  %238 = trunc i64 %237 to i32
  %239 = and i32 %238, 3
  %240 = shl nuw nsw i32 %239, 3
  %241 = or disjoint i32 %240, add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_cluster_dsmem to i32), i32 196608)
  %242 = lshr i32 %238, 2
  %243 = and i32 %242, 1
  br label %244

244:                                              ; preds = %244, %108
  %245 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %241, i32 %243) #5
  %246 = icmp eq i32 %245, 0
  br i1 %246, label %244, label %247

247:                                              ; preds = %244
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %248 = add i32 %238, 3
  %249 = icmp slt i32 %248, %30
  %250 = and i1 %31, %249
  br i1 %250, label %251, label %259

251:                                              ; preds = %247
  %252 = shl i32 %248, 6
  %253 = and i32 %248, 3
  %254 = shl nuw nsw i32 %253, 3
  %255 = or disjoint i32 %254, add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_cluster_dsmem to i32), i32 196608)
  %256 = mul nuw nsw i32 %253, 49152
  %257 = add i32 %256, add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_cluster_dsmem to i32), i32 16384)
  %258 = add i32 %256, ptrtoint (ptr addrspace(3) @gemm_bf16_tma_cluster_dsmem to i32)
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 %255, i32 49152) #5
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %258, i64 %53, i32 %252, i32 %26, i32 %255) #5
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %257, i64 %52, i32 %252, i32 %27, i32 %255) #5
  br label %259

259:                                              ; preds = %251, %247
  %260 = mul nuw nsw i32 %239, 49152
  %261 = zext nneg i32 %260 to i64
  %262 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_cluster_dsmem, i64 %261
  %263 = add i32 %260, add (i32 sub (i32 0, i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_cluster_dsmem to i32)), i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_cluster_dsmem to i32), i32 16384))
  %264 = sext i32 %263 to i64
  %265 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_cluster_dsmem, i64 %264
  %266 = getelementptr bfloat, ptr addrspace(3) %262, i64 %71
  %267 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %266)
  %268 = extractvalue { i32, i32, i32, i32 } %267, 0
  %269 = extractvalue { i32, i32, i32, i32 } %267, 1
  %270 = extractvalue { i32, i32, i32, i32 } %267, 2
  %271 = extractvalue { i32, i32, i32, i32 } %267, 3
  %272 = getelementptr bfloat, ptr addrspace(3) %265, i64 %74
  %273 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %272)
  %274 = extractvalue { i32, i32, i32, i32 } %273, 0
  %275 = extractvalue { i32, i32, i32, i32 } %273, 1
  %276 = extractvalue { i32, i32, i32, i32 } %273, 2
  %277 = extractvalue { i32, i32, i32, i32 } %273, 3
  %278 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %268, i32 %269, i32 %270, i32 %271, i32 %274, i32 %275, float %236, float %235, float %234, float %233) #5
  %279 = extractvalue { float, float, float, float } %278, 0
  %280 = extractvalue { float, float, float, float } %278, 1
  %281 = extractvalue { float, float, float, float } %278, 2
  %282 = extractvalue { float, float, float, float } %278, 3
  %283 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %268, i32 %269, i32 %270, i32 %271, i32 %276, i32 %277, float %232, float %231, float %230, float %229) #5
  %284 = extractvalue { float, float, float, float } %283, 0
  %285 = extractvalue { float, float, float, float } %283, 1
  %286 = extractvalue { float, float, float, float } %283, 2
  %287 = extractvalue { float, float, float, float } %283, 3
  %288 = getelementptr i8, ptr addrspace(3) %272, i64 2048
  %289 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %288)
  %290 = extractvalue { i32, i32, i32, i32 } %289, 0
  %291 = extractvalue { i32, i32, i32, i32 } %289, 1
  %292 = extractvalue { i32, i32, i32, i32 } %289, 2
  %293 = extractvalue { i32, i32, i32, i32 } %289, 3
  %294 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %268, i32 %269, i32 %270, i32 %271, i32 %290, i32 %291, float %228, float %227, float %226, float %225) #5
  %295 = extractvalue { float, float, float, float } %294, 0
  %296 = extractvalue { float, float, float, float } %294, 1
  %297 = extractvalue { float, float, float, float } %294, 2
  %298 = extractvalue { float, float, float, float } %294, 3
  %299 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %268, i32 %269, i32 %270, i32 %271, i32 %292, i32 %293, float %224, float %223, float %222, float %221) #5
  %300 = extractvalue { float, float, float, float } %299, 0
  %301 = extractvalue { float, float, float, float } %299, 1
  %302 = extractvalue { float, float, float, float } %299, 2
  %303 = extractvalue { float, float, float, float } %299, 3
  %304 = getelementptr i8, ptr addrspace(3) %272, i64 4096
  %305 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %304)
  %306 = extractvalue { i32, i32, i32, i32 } %305, 0
  %307 = extractvalue { i32, i32, i32, i32 } %305, 1
  %308 = extractvalue { i32, i32, i32, i32 } %305, 2
  %309 = extractvalue { i32, i32, i32, i32 } %305, 3
  %310 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %268, i32 %269, i32 %270, i32 %271, i32 %306, i32 %307, float %220, float %219, float %218, float %217) #5
  %311 = extractvalue { float, float, float, float } %310, 0
  %312 = extractvalue { float, float, float, float } %310, 1
  %313 = extractvalue { float, float, float, float } %310, 2
  %314 = extractvalue { float, float, float, float } %310, 3
  %315 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %268, i32 %269, i32 %270, i32 %271, i32 %308, i32 %309, float %216, float %215, float %214, float %213) #5
  %316 = extractvalue { float, float, float, float } %315, 0
  %317 = extractvalue { float, float, float, float } %315, 1
  %318 = extractvalue { float, float, float, float } %315, 2
  %319 = extractvalue { float, float, float, float } %315, 3
  %320 = getelementptr i8, ptr addrspace(3) %272, i64 6144
  %321 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %320)
  %322 = extractvalue { i32, i32, i32, i32 } %321, 0
  %323 = extractvalue { i32, i32, i32, i32 } %321, 1
  %324 = extractvalue { i32, i32, i32, i32 } %321, 2
  %325 = extractvalue { i32, i32, i32, i32 } %321, 3
  %326 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %268, i32 %269, i32 %270, i32 %271, i32 %322, i32 %323, float %212, float %211, float %210, float %209) #5
  %327 = extractvalue { float, float, float, float } %326, 0
  %328 = extractvalue { float, float, float, float } %326, 1
  %329 = extractvalue { float, float, float, float } %326, 2
  %330 = extractvalue { float, float, float, float } %326, 3
  %331 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %268, i32 %269, i32 %270, i32 %271, i32 %324, i32 %325, float %208, float %207, float %206, float %205) #5
  %332 = extractvalue { float, float, float, float } %331, 0
  %333 = extractvalue { float, float, float, float } %331, 1
  %334 = extractvalue { float, float, float, float } %331, 2
  %335 = extractvalue { float, float, float, float } %331, 3
  %336 = getelementptr i8, ptr addrspace(3) %266, i64 2048
  %337 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %336)
  %338 = extractvalue { i32, i32, i32, i32 } %337, 0
  %339 = extractvalue { i32, i32, i32, i32 } %337, 1
  %340 = extractvalue { i32, i32, i32, i32 } %337, 2
  %341 = extractvalue { i32, i32, i32, i32 } %337, 3
  %342 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %338, i32 %339, i32 %340, i32 %341, i32 %274, i32 %275, float %204, float %203, float %202, float %201) #5
  %343 = extractvalue { float, float, float, float } %342, 0
  %344 = extractvalue { float, float, float, float } %342, 1
  %345 = extractvalue { float, float, float, float } %342, 2
  %346 = extractvalue { float, float, float, float } %342, 3
  %347 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %338, i32 %339, i32 %340, i32 %341, i32 %276, i32 %277, float %200, float %199, float %198, float %197) #5
  %348 = extractvalue { float, float, float, float } %347, 0
  %349 = extractvalue { float, float, float, float } %347, 1
  %350 = extractvalue { float, float, float, float } %347, 2
  %351 = extractvalue { float, float, float, float } %347, 3
  %352 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %338, i32 %339, i32 %340, i32 %341, i32 %290, i32 %291, float %196, float %195, float %194, float %193) #5
  %353 = extractvalue { float, float, float, float } %352, 0
  %354 = extractvalue { float, float, float, float } %352, 1
  %355 = extractvalue { float, float, float, float } %352, 2
  %356 = extractvalue { float, float, float, float } %352, 3
  %357 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %338, i32 %339, i32 %340, i32 %341, i32 %292, i32 %293, float %192, float %191, float %190, float %189) #5
  %358 = extractvalue { float, float, float, float } %357, 0
  %359 = extractvalue { float, float, float, float } %357, 1
  %360 = extractvalue { float, float, float, float } %357, 2
  %361 = extractvalue { float, float, float, float } %357, 3
  %362 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %338, i32 %339, i32 %340, i32 %341, i32 %306, i32 %307, float %188, float %187, float %186, float %185) #5
  %363 = extractvalue { float, float, float, float } %362, 0
  %364 = extractvalue { float, float, float, float } %362, 1
  %365 = extractvalue { float, float, float, float } %362, 2
  %366 = extractvalue { float, float, float, float } %362, 3
  %367 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %338, i32 %339, i32 %340, i32 %341, i32 %308, i32 %309, float %184, float %183, float %182, float %181) #5
  %368 = extractvalue { float, float, float, float } %367, 0
  %369 = extractvalue { float, float, float, float } %367, 1
  %370 = extractvalue { float, float, float, float } %367, 2
  %371 = extractvalue { float, float, float, float } %367, 3
  %372 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %338, i32 %339, i32 %340, i32 %341, i32 %322, i32 %323, float %180, float %179, float %178, float %177) #5
  %373 = extractvalue { float, float, float, float } %372, 0
  %374 = extractvalue { float, float, float, float } %372, 1
  %375 = extractvalue { float, float, float, float } %372, 2
  %376 = extractvalue { float, float, float, float } %372, 3
  %377 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %338, i32 %339, i32 %340, i32 %341, i32 %324, i32 %325, float %176, float %175, float %174, float %173) #5
  %378 = extractvalue { float, float, float, float } %377, 0
  %379 = extractvalue { float, float, float, float } %377, 1
  %380 = extractvalue { float, float, float, float } %377, 2
  %381 = extractvalue { float, float, float, float } %377, 3
  %382 = getelementptr i8, ptr addrspace(3) %266, i64 4096
  %383 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %382)
  %384 = extractvalue { i32, i32, i32, i32 } %383, 0
  %385 = extractvalue { i32, i32, i32, i32 } %383, 1
  %386 = extractvalue { i32, i32, i32, i32 } %383, 2
  %387 = extractvalue { i32, i32, i32, i32 } %383, 3
  %388 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %384, i32 %385, i32 %386, i32 %387, i32 %274, i32 %275, float %172, float %171, float %170, float %169) #5
  %389 = extractvalue { float, float, float, float } %388, 0
  %390 = extractvalue { float, float, float, float } %388, 1
  %391 = extractvalue { float, float, float, float } %388, 2
  %392 = extractvalue { float, float, float, float } %388, 3
  %393 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %384, i32 %385, i32 %386, i32 %387, i32 %276, i32 %277, float %168, float %167, float %166, float %165) #5
  %394 = extractvalue { float, float, float, float } %393, 0
  %395 = extractvalue { float, float, float, float } %393, 1
  %396 = extractvalue { float, float, float, float } %393, 2
  %397 = extractvalue { float, float, float, float } %393, 3
  %398 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %384, i32 %385, i32 %386, i32 %387, i32 %290, i32 %291, float %164, float %163, float %162, float %161) #5
  %399 = extractvalue { float, float, float, float } %398, 0
  %400 = extractvalue { float, float, float, float } %398, 1
  %401 = extractvalue { float, float, float, float } %398, 2
  %402 = extractvalue { float, float, float, float } %398, 3
  %403 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %384, i32 %385, i32 %386, i32 %387, i32 %292, i32 %293, float %160, float %159, float %158, float %157) #5
  %404 = extractvalue { float, float, float, float } %403, 0
  %405 = extractvalue { float, float, float, float } %403, 1
  %406 = extractvalue { float, float, float, float } %403, 2
  %407 = extractvalue { float, float, float, float } %403, 3
  %408 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %384, i32 %385, i32 %386, i32 %387, i32 %306, i32 %307, float %156, float %155, float %154, float %153) #5
  %409 = extractvalue { float, float, float, float } %408, 0
  %410 = extractvalue { float, float, float, float } %408, 1
  %411 = extractvalue { float, float, float, float } %408, 2
  %412 = extractvalue { float, float, float, float } %408, 3
  %413 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %384, i32 %385, i32 %386, i32 %387, i32 %308, i32 %309, float %152, float %151, float %150, float %149) #5
  %414 = extractvalue { float, float, float, float } %413, 0
  %415 = extractvalue { float, float, float, float } %413, 1
  %416 = extractvalue { float, float, float, float } %413, 2
  %417 = extractvalue { float, float, float, float } %413, 3
  %418 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %384, i32 %385, i32 %386, i32 %387, i32 %322, i32 %323, float %148, float %147, float %146, float %145) #5
  %419 = extractvalue { float, float, float, float } %418, 0
  %420 = extractvalue { float, float, float, float } %418, 1
  %421 = extractvalue { float, float, float, float } %418, 2
  %422 = extractvalue { float, float, float, float } %418, 3
  %423 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %384, i32 %385, i32 %386, i32 %387, i32 %324, i32 %325, float %144, float %143, float %142, float %141) #5
  %424 = extractvalue { float, float, float, float } %423, 0
  %425 = extractvalue { float, float, float, float } %423, 1
  %426 = extractvalue { float, float, float, float } %423, 2
  %427 = extractvalue { float, float, float, float } %423, 3
  %428 = getelementptr bfloat, ptr addrspace(3) %262, i64 %77
  %429 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %428)
  %430 = extractvalue { i32, i32, i32, i32 } %429, 0
  %431 = extractvalue { i32, i32, i32, i32 } %429, 1
  %432 = extractvalue { i32, i32, i32, i32 } %429, 2
  %433 = extractvalue { i32, i32, i32, i32 } %429, 3
  %434 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %430, i32 %431, i32 %432, i32 %433, i32 %274, i32 %275, float %140, float %139, float %138, float %137) #5
  %435 = extractvalue { float, float, float, float } %434, 0
  %436 = extractvalue { float, float, float, float } %434, 1
  %437 = extractvalue { float, float, float, float } %434, 2
  %438 = extractvalue { float, float, float, float } %434, 3
  %439 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %430, i32 %431, i32 %432, i32 %433, i32 %276, i32 %277, float %136, float %135, float %134, float %133) #5
  %440 = extractvalue { float, float, float, float } %439, 0
  %441 = extractvalue { float, float, float, float } %439, 1
  %442 = extractvalue { float, float, float, float } %439, 2
  %443 = extractvalue { float, float, float, float } %439, 3
  %444 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %430, i32 %431, i32 %432, i32 %433, i32 %290, i32 %291, float %132, float %131, float %130, float %129) #5
  %445 = extractvalue { float, float, float, float } %444, 0
  %446 = extractvalue { float, float, float, float } %444, 1
  %447 = extractvalue { float, float, float, float } %444, 2
  %448 = extractvalue { float, float, float, float } %444, 3
  %449 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %430, i32 %431, i32 %432, i32 %433, i32 %292, i32 %293, float %128, float %127, float %126, float %125) #5
  %450 = extractvalue { float, float, float, float } %449, 0
  %451 = extractvalue { float, float, float, float } %449, 1
  %452 = extractvalue { float, float, float, float } %449, 2
  %453 = extractvalue { float, float, float, float } %449, 3
  %454 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %430, i32 %431, i32 %432, i32 %433, i32 %306, i32 %307, float %124, float %123, float %122, float %121) #5
  %455 = extractvalue { float, float, float, float } %454, 0
  %456 = extractvalue { float, float, float, float } %454, 1
  %457 = extractvalue { float, float, float, float } %454, 2
  %458 = extractvalue { float, float, float, float } %454, 3
  %459 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %430, i32 %431, i32 %432, i32 %433, i32 %308, i32 %309, float %120, float %119, float %118, float %117) #5
  %460 = extractvalue { float, float, float, float } %459, 0
  %461 = extractvalue { float, float, float, float } %459, 1
  %462 = extractvalue { float, float, float, float } %459, 2
  %463 = extractvalue { float, float, float, float } %459, 3
  %464 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %430, i32 %431, i32 %432, i32 %433, i32 %322, i32 %323, float %116, float %115, float %114, float %113) #5
  %465 = extractvalue { float, float, float, float } %464, 0
  %466 = extractvalue { float, float, float, float } %464, 1
  %467 = extractvalue { float, float, float, float } %464, 2
  %468 = extractvalue { float, float, float, float } %464, 3
  %469 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %430, i32 %431, i32 %432, i32 %433, i32 %324, i32 %325, float %112, float %111, float %110, float %109) #5
  %470 = extractvalue { float, float, float, float } %469, 0
  %471 = extractvalue { float, float, float, float } %469, 1
  %472 = extractvalue { float, float, float, float } %469, 2
  %473 = extractvalue { float, float, float, float } %469, 3
  %474 = getelementptr bfloat, ptr addrspace(3) %262, i64 %80
  %475 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %474)
  %476 = extractvalue { i32, i32, i32, i32 } %475, 0
  %477 = extractvalue { i32, i32, i32, i32 } %475, 1
  %478 = extractvalue { i32, i32, i32, i32 } %475, 2
  %479 = extractvalue { i32, i32, i32, i32 } %475, 3
  %480 = getelementptr bfloat, ptr addrspace(3) %265, i64 %84
  %481 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %480)
  %482 = extractvalue { i32, i32, i32, i32 } %481, 0
  %483 = extractvalue { i32, i32, i32, i32 } %481, 1
  %484 = extractvalue { i32, i32, i32, i32 } %481, 2
  %485 = extractvalue { i32, i32, i32, i32 } %481, 3
  %486 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %476, i32 %477, i32 %478, i32 %479, i32 %482, i32 %483, float %279, float %280, float %281, float %282) #5
  %487 = extractvalue { float, float, float, float } %486, 0
  %488 = extractvalue { float, float, float, float } %486, 1
  %489 = extractvalue { float, float, float, float } %486, 2
  %490 = extractvalue { float, float, float, float } %486, 3
  %491 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %476, i32 %477, i32 %478, i32 %479, i32 %484, i32 %485, float %284, float %285, float %286, float %287) #5
  %492 = extractvalue { float, float, float, float } %491, 0
  %493 = extractvalue { float, float, float, float } %491, 1
  %494 = extractvalue { float, float, float, float } %491, 2
  %495 = extractvalue { float, float, float, float } %491, 3
  %496 = getelementptr i8, ptr addrspace(3) %480, i64 2048
  %497 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %496)
  %498 = extractvalue { i32, i32, i32, i32 } %497, 0
  %499 = extractvalue { i32, i32, i32, i32 } %497, 1
  %500 = extractvalue { i32, i32, i32, i32 } %497, 2
  %501 = extractvalue { i32, i32, i32, i32 } %497, 3
  %502 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %476, i32 %477, i32 %478, i32 %479, i32 %498, i32 %499, float %295, float %296, float %297, float %298) #5
  %503 = extractvalue { float, float, float, float } %502, 0
  %504 = extractvalue { float, float, float, float } %502, 1
  %505 = extractvalue { float, float, float, float } %502, 2
  %506 = extractvalue { float, float, float, float } %502, 3
  %507 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %476, i32 %477, i32 %478, i32 %479, i32 %500, i32 %501, float %300, float %301, float %302, float %303) #5
  %508 = extractvalue { float, float, float, float } %507, 0
  %509 = extractvalue { float, float, float, float } %507, 1
  %510 = extractvalue { float, float, float, float } %507, 2
  %511 = extractvalue { float, float, float, float } %507, 3
  %512 = getelementptr i8, ptr addrspace(3) %480, i64 4096
  %513 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %512)
  %514 = extractvalue { i32, i32, i32, i32 } %513, 0
  %515 = extractvalue { i32, i32, i32, i32 } %513, 1
  %516 = extractvalue { i32, i32, i32, i32 } %513, 2
  %517 = extractvalue { i32, i32, i32, i32 } %513, 3
  %518 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %476, i32 %477, i32 %478, i32 %479, i32 %514, i32 %515, float %311, float %312, float %313, float %314) #5
  %519 = extractvalue { float, float, float, float } %518, 0
  %520 = extractvalue { float, float, float, float } %518, 1
  %521 = extractvalue { float, float, float, float } %518, 2
  %522 = extractvalue { float, float, float, float } %518, 3
  %523 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %476, i32 %477, i32 %478, i32 %479, i32 %516, i32 %517, float %316, float %317, float %318, float %319) #5
  %524 = extractvalue { float, float, float, float } %523, 0
  %525 = extractvalue { float, float, float, float } %523, 1
  %526 = extractvalue { float, float, float, float } %523, 2
  %527 = extractvalue { float, float, float, float } %523, 3
  %528 = getelementptr i8, ptr addrspace(3) %480, i64 6144
  %529 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %528)
  %530 = extractvalue { i32, i32, i32, i32 } %529, 0
  %531 = extractvalue { i32, i32, i32, i32 } %529, 1
  %532 = extractvalue { i32, i32, i32, i32 } %529, 2
  %533 = extractvalue { i32, i32, i32, i32 } %529, 3
  %534 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %476, i32 %477, i32 %478, i32 %479, i32 %530, i32 %531, float %327, float %328, float %329, float %330) #5
  %535 = extractvalue { float, float, float, float } %534, 0
  %536 = extractvalue { float, float, float, float } %534, 1
  %537 = extractvalue { float, float, float, float } %534, 2
  %538 = extractvalue { float, float, float, float } %534, 3
  %539 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %476, i32 %477, i32 %478, i32 %479, i32 %532, i32 %533, float %332, float %333, float %334, float %335) #5
  %540 = extractvalue { float, float, float, float } %539, 0
  %541 = extractvalue { float, float, float, float } %539, 1
  %542 = extractvalue { float, float, float, float } %539, 2
  %543 = extractvalue { float, float, float, float } %539, 3
  %544 = getelementptr i8, ptr addrspace(3) %474, i64 2048
  %545 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %544)
  %546 = extractvalue { i32, i32, i32, i32 } %545, 0
  %547 = extractvalue { i32, i32, i32, i32 } %545, 1
  %548 = extractvalue { i32, i32, i32, i32 } %545, 2
  %549 = extractvalue { i32, i32, i32, i32 } %545, 3
  %550 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %546, i32 %547, i32 %548, i32 %549, i32 %482, i32 %483, float %343, float %344, float %345, float %346) #5
  %551 = extractvalue { float, float, float, float } %550, 0
  %552 = extractvalue { float, float, float, float } %550, 1
  %553 = extractvalue { float, float, float, float } %550, 2
  %554 = extractvalue { float, float, float, float } %550, 3
  %555 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %546, i32 %547, i32 %548, i32 %549, i32 %484, i32 %485, float %348, float %349, float %350, float %351) #5
  %556 = extractvalue { float, float, float, float } %555, 0
  %557 = extractvalue { float, float, float, float } %555, 1
  %558 = extractvalue { float, float, float, float } %555, 2
  %559 = extractvalue { float, float, float, float } %555, 3
  %560 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %546, i32 %547, i32 %548, i32 %549, i32 %498, i32 %499, float %353, float %354, float %355, float %356) #5
  %561 = extractvalue { float, float, float, float } %560, 0
  %562 = extractvalue { float, float, float, float } %560, 1
  %563 = extractvalue { float, float, float, float } %560, 2
  %564 = extractvalue { float, float, float, float } %560, 3
  %565 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %546, i32 %547, i32 %548, i32 %549, i32 %500, i32 %501, float %358, float %359, float %360, float %361) #5
  %566 = extractvalue { float, float, float, float } %565, 0
  %567 = extractvalue { float, float, float, float } %565, 1
  %568 = extractvalue { float, float, float, float } %565, 2
  %569 = extractvalue { float, float, float, float } %565, 3
  %570 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %546, i32 %547, i32 %548, i32 %549, i32 %514, i32 %515, float %363, float %364, float %365, float %366) #5
  %571 = extractvalue { float, float, float, float } %570, 0
  %572 = extractvalue { float, float, float, float } %570, 1
  %573 = extractvalue { float, float, float, float } %570, 2
  %574 = extractvalue { float, float, float, float } %570, 3
  %575 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %546, i32 %547, i32 %548, i32 %549, i32 %516, i32 %517, float %368, float %369, float %370, float %371) #5
  %576 = extractvalue { float, float, float, float } %575, 0
  %577 = extractvalue { float, float, float, float } %575, 1
  %578 = extractvalue { float, float, float, float } %575, 2
  %579 = extractvalue { float, float, float, float } %575, 3
  %580 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %546, i32 %547, i32 %548, i32 %549, i32 %530, i32 %531, float %373, float %374, float %375, float %376) #5
  %581 = extractvalue { float, float, float, float } %580, 0
  %582 = extractvalue { float, float, float, float } %580, 1
  %583 = extractvalue { float, float, float, float } %580, 2
  %584 = extractvalue { float, float, float, float } %580, 3
  %585 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %546, i32 %547, i32 %548, i32 %549, i32 %532, i32 %533, float %378, float %379, float %380, float %381) #5
  %586 = extractvalue { float, float, float, float } %585, 0
  %587 = extractvalue { float, float, float, float } %585, 1
  %588 = extractvalue { float, float, float, float } %585, 2
  %589 = extractvalue { float, float, float, float } %585, 3
  %590 = getelementptr i8, ptr addrspace(3) %474, i64 4096
  %591 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %590)
  %592 = extractvalue { i32, i32, i32, i32 } %591, 0
  %593 = extractvalue { i32, i32, i32, i32 } %591, 1
  %594 = extractvalue { i32, i32, i32, i32 } %591, 2
  %595 = extractvalue { i32, i32, i32, i32 } %591, 3
  %596 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %592, i32 %593, i32 %594, i32 %595, i32 %482, i32 %483, float %389, float %390, float %391, float %392) #5
  %597 = extractvalue { float, float, float, float } %596, 0
  %598 = extractvalue { float, float, float, float } %596, 1
  %599 = extractvalue { float, float, float, float } %596, 2
  %600 = extractvalue { float, float, float, float } %596, 3
  %601 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %592, i32 %593, i32 %594, i32 %595, i32 %484, i32 %485, float %394, float %395, float %396, float %397) #5
  %602 = extractvalue { float, float, float, float } %601, 0
  %603 = extractvalue { float, float, float, float } %601, 1
  %604 = extractvalue { float, float, float, float } %601, 2
  %605 = extractvalue { float, float, float, float } %601, 3
  %606 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %592, i32 %593, i32 %594, i32 %595, i32 %498, i32 %499, float %399, float %400, float %401, float %402) #5
  %607 = extractvalue { float, float, float, float } %606, 0
  %608 = extractvalue { float, float, float, float } %606, 1
  %609 = extractvalue { float, float, float, float } %606, 2
  %610 = extractvalue { float, float, float, float } %606, 3
  %611 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %592, i32 %593, i32 %594, i32 %595, i32 %500, i32 %501, float %404, float %405, float %406, float %407) #5
  %612 = extractvalue { float, float, float, float } %611, 0
  %613 = extractvalue { float, float, float, float } %611, 1
  %614 = extractvalue { float, float, float, float } %611, 2
  %615 = extractvalue { float, float, float, float } %611, 3
  %616 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %592, i32 %593, i32 %594, i32 %595, i32 %514, i32 %515, float %409, float %410, float %411, float %412) #5
  %617 = extractvalue { float, float, float, float } %616, 0
  %618 = extractvalue { float, float, float, float } %616, 1
  %619 = extractvalue { float, float, float, float } %616, 2
  %620 = extractvalue { float, float, float, float } %616, 3
  %621 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %592, i32 %593, i32 %594, i32 %595, i32 %516, i32 %517, float %414, float %415, float %416, float %417) #5
  %622 = extractvalue { float, float, float, float } %621, 0
  %623 = extractvalue { float, float, float, float } %621, 1
  %624 = extractvalue { float, float, float, float } %621, 2
  %625 = extractvalue { float, float, float, float } %621, 3
  %626 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %592, i32 %593, i32 %594, i32 %595, i32 %530, i32 %531, float %419, float %420, float %421, float %422) #5
  %627 = extractvalue { float, float, float, float } %626, 0
  %628 = extractvalue { float, float, float, float } %626, 1
  %629 = extractvalue { float, float, float, float } %626, 2
  %630 = extractvalue { float, float, float, float } %626, 3
  %631 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %592, i32 %593, i32 %594, i32 %595, i32 %532, i32 %533, float %424, float %425, float %426, float %427) #5
  %632 = extractvalue { float, float, float, float } %631, 0
  %633 = extractvalue { float, float, float, float } %631, 1
  %634 = extractvalue { float, float, float, float } %631, 2
  %635 = extractvalue { float, float, float, float } %631, 3
  %636 = getelementptr bfloat, ptr addrspace(3) %262, i64 %87
  %637 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %636)
  %638 = extractvalue { i32, i32, i32, i32 } %637, 0
  %639 = extractvalue { i32, i32, i32, i32 } %637, 1
  %640 = extractvalue { i32, i32, i32, i32 } %637, 2
  %641 = extractvalue { i32, i32, i32, i32 } %637, 3
  %642 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %638, i32 %639, i32 %640, i32 %641, i32 %482, i32 %483, float %435, float %436, float %437, float %438) #5
  %643 = extractvalue { float, float, float, float } %642, 0
  %644 = extractvalue { float, float, float, float } %642, 1
  %645 = extractvalue { float, float, float, float } %642, 2
  %646 = extractvalue { float, float, float, float } %642, 3
  %647 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %638, i32 %639, i32 %640, i32 %641, i32 %484, i32 %485, float %440, float %441, float %442, float %443) #5
  %648 = extractvalue { float, float, float, float } %647, 0
  %649 = extractvalue { float, float, float, float } %647, 1
  %650 = extractvalue { float, float, float, float } %647, 2
  %651 = extractvalue { float, float, float, float } %647, 3
  %652 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %638, i32 %639, i32 %640, i32 %641, i32 %498, i32 %499, float %445, float %446, float %447, float %448) #5
  %653 = extractvalue { float, float, float, float } %652, 0
  %654 = extractvalue { float, float, float, float } %652, 1
  %655 = extractvalue { float, float, float, float } %652, 2
  %656 = extractvalue { float, float, float, float } %652, 3
  %657 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %638, i32 %639, i32 %640, i32 %641, i32 %500, i32 %501, float %450, float %451, float %452, float %453) #5
  %658 = extractvalue { float, float, float, float } %657, 0
  %659 = extractvalue { float, float, float, float } %657, 1
  %660 = extractvalue { float, float, float, float } %657, 2
  %661 = extractvalue { float, float, float, float } %657, 3
  %662 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %638, i32 %639, i32 %640, i32 %641, i32 %514, i32 %515, float %455, float %456, float %457, float %458) #5
  %663 = extractvalue { float, float, float, float } %662, 0
  %664 = extractvalue { float, float, float, float } %662, 1
  %665 = extractvalue { float, float, float, float } %662, 2
  %666 = extractvalue { float, float, float, float } %662, 3
  %667 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %638, i32 %639, i32 %640, i32 %641, i32 %516, i32 %517, float %460, float %461, float %462, float %463) #5
  %668 = extractvalue { float, float, float, float } %667, 0
  %669 = extractvalue { float, float, float, float } %667, 1
  %670 = extractvalue { float, float, float, float } %667, 2
  %671 = extractvalue { float, float, float, float } %667, 3
  %672 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %638, i32 %639, i32 %640, i32 %641, i32 %530, i32 %531, float %465, float %466, float %467, float %468) #5
  %673 = extractvalue { float, float, float, float } %672, 0
  %674 = extractvalue { float, float, float, float } %672, 1
  %675 = extractvalue { float, float, float, float } %672, 2
  %676 = extractvalue { float, float, float, float } %672, 3
  %677 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %638, i32 %639, i32 %640, i32 %641, i32 %532, i32 %533, float %470, float %471, float %472, float %473) #5
  %678 = extractvalue { float, float, float, float } %677, 0
  %679 = extractvalue { float, float, float, float } %677, 1
  %680 = extractvalue { float, float, float, float } %677, 2
  %681 = extractvalue { float, float, float, float } %677, 3
  %682 = getelementptr bfloat, ptr addrspace(3) %262, i64 %90
  %683 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %682)
  %684 = extractvalue { i32, i32, i32, i32 } %683, 0
  %685 = extractvalue { i32, i32, i32, i32 } %683, 1
  %686 = extractvalue { i32, i32, i32, i32 } %683, 2
  %687 = extractvalue { i32, i32, i32, i32 } %683, 3
  %688 = getelementptr bfloat, ptr addrspace(3) %265, i64 %94
  %689 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %688)
  %690 = extractvalue { i32, i32, i32, i32 } %689, 0
  %691 = extractvalue { i32, i32, i32, i32 } %689, 1
  %692 = extractvalue { i32, i32, i32, i32 } %689, 2
  %693 = extractvalue { i32, i32, i32, i32 } %689, 3
  %694 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %684, i32 %685, i32 %686, i32 %687, i32 %690, i32 %691, float %487, float %488, float %489, float %490) #5
  %695 = extractvalue { float, float, float, float } %694, 0
  %696 = extractvalue { float, float, float, float } %694, 1
  %697 = extractvalue { float, float, float, float } %694, 2
  %698 = extractvalue { float, float, float, float } %694, 3
  %699 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %684, i32 %685, i32 %686, i32 %687, i32 %692, i32 %693, float %492, float %493, float %494, float %495) #5
  %700 = extractvalue { float, float, float, float } %699, 0
  %701 = extractvalue { float, float, float, float } %699, 1
  %702 = extractvalue { float, float, float, float } %699, 2
  %703 = extractvalue { float, float, float, float } %699, 3
  %704 = getelementptr i8, ptr addrspace(3) %688, i64 2048
  %705 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %704)
  %706 = extractvalue { i32, i32, i32, i32 } %705, 0
  %707 = extractvalue { i32, i32, i32, i32 } %705, 1
  %708 = extractvalue { i32, i32, i32, i32 } %705, 2
  %709 = extractvalue { i32, i32, i32, i32 } %705, 3
  %710 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %684, i32 %685, i32 %686, i32 %687, i32 %706, i32 %707, float %503, float %504, float %505, float %506) #5
  %711 = extractvalue { float, float, float, float } %710, 0
  %712 = extractvalue { float, float, float, float } %710, 1
  %713 = extractvalue { float, float, float, float } %710, 2
  %714 = extractvalue { float, float, float, float } %710, 3
  %715 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %684, i32 %685, i32 %686, i32 %687, i32 %708, i32 %709, float %508, float %509, float %510, float %511) #5
  %716 = extractvalue { float, float, float, float } %715, 0
  %717 = extractvalue { float, float, float, float } %715, 1
  %718 = extractvalue { float, float, float, float } %715, 2
  %719 = extractvalue { float, float, float, float } %715, 3
  %720 = getelementptr i8, ptr addrspace(3) %688, i64 4096
  %721 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %720)
  %722 = extractvalue { i32, i32, i32, i32 } %721, 0
  %723 = extractvalue { i32, i32, i32, i32 } %721, 1
  %724 = extractvalue { i32, i32, i32, i32 } %721, 2
  %725 = extractvalue { i32, i32, i32, i32 } %721, 3
  %726 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %684, i32 %685, i32 %686, i32 %687, i32 %722, i32 %723, float %519, float %520, float %521, float %522) #5
  %727 = extractvalue { float, float, float, float } %726, 0
  %728 = extractvalue { float, float, float, float } %726, 1
  %729 = extractvalue { float, float, float, float } %726, 2
  %730 = extractvalue { float, float, float, float } %726, 3
  %731 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %684, i32 %685, i32 %686, i32 %687, i32 %724, i32 %725, float %524, float %525, float %526, float %527) #5
  %732 = extractvalue { float, float, float, float } %731, 0
  %733 = extractvalue { float, float, float, float } %731, 1
  %734 = extractvalue { float, float, float, float } %731, 2
  %735 = extractvalue { float, float, float, float } %731, 3
  %736 = getelementptr i8, ptr addrspace(3) %688, i64 6144
  %737 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %736)
  %738 = extractvalue { i32, i32, i32, i32 } %737, 0
  %739 = extractvalue { i32, i32, i32, i32 } %737, 1
  %740 = extractvalue { i32, i32, i32, i32 } %737, 2
  %741 = extractvalue { i32, i32, i32, i32 } %737, 3
  %742 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %684, i32 %685, i32 %686, i32 %687, i32 %738, i32 %739, float %535, float %536, float %537, float %538) #5
  %743 = extractvalue { float, float, float, float } %742, 0
  %744 = extractvalue { float, float, float, float } %742, 1
  %745 = extractvalue { float, float, float, float } %742, 2
  %746 = extractvalue { float, float, float, float } %742, 3
  %747 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %684, i32 %685, i32 %686, i32 %687, i32 %740, i32 %741, float %540, float %541, float %542, float %543) #5
  %748 = extractvalue { float, float, float, float } %747, 0
  %749 = extractvalue { float, float, float, float } %747, 1
  %750 = extractvalue { float, float, float, float } %747, 2
  %751 = extractvalue { float, float, float, float } %747, 3
  %752 = getelementptr i8, ptr addrspace(3) %682, i64 2048
  %753 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %752)
  %754 = extractvalue { i32, i32, i32, i32 } %753, 0
  %755 = extractvalue { i32, i32, i32, i32 } %753, 1
  %756 = extractvalue { i32, i32, i32, i32 } %753, 2
  %757 = extractvalue { i32, i32, i32, i32 } %753, 3
  %758 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %754, i32 %755, i32 %756, i32 %757, i32 %690, i32 %691, float %551, float %552, float %553, float %554) #5
  %759 = extractvalue { float, float, float, float } %758, 0
  %760 = extractvalue { float, float, float, float } %758, 1
  %761 = extractvalue { float, float, float, float } %758, 2
  %762 = extractvalue { float, float, float, float } %758, 3
  %763 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %754, i32 %755, i32 %756, i32 %757, i32 %692, i32 %693, float %556, float %557, float %558, float %559) #5
  %764 = extractvalue { float, float, float, float } %763, 0
  %765 = extractvalue { float, float, float, float } %763, 1
  %766 = extractvalue { float, float, float, float } %763, 2
  %767 = extractvalue { float, float, float, float } %763, 3
  %768 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %754, i32 %755, i32 %756, i32 %757, i32 %706, i32 %707, float %561, float %562, float %563, float %564) #5
  %769 = extractvalue { float, float, float, float } %768, 0
  %770 = extractvalue { float, float, float, float } %768, 1
  %771 = extractvalue { float, float, float, float } %768, 2
  %772 = extractvalue { float, float, float, float } %768, 3
  %773 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %754, i32 %755, i32 %756, i32 %757, i32 %708, i32 %709, float %566, float %567, float %568, float %569) #5
  %774 = extractvalue { float, float, float, float } %773, 0
  %775 = extractvalue { float, float, float, float } %773, 1
  %776 = extractvalue { float, float, float, float } %773, 2
  %777 = extractvalue { float, float, float, float } %773, 3
  %778 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %754, i32 %755, i32 %756, i32 %757, i32 %722, i32 %723, float %571, float %572, float %573, float %574) #5
  %779 = extractvalue { float, float, float, float } %778, 0
  %780 = extractvalue { float, float, float, float } %778, 1
  %781 = extractvalue { float, float, float, float } %778, 2
  %782 = extractvalue { float, float, float, float } %778, 3
  %783 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %754, i32 %755, i32 %756, i32 %757, i32 %724, i32 %725, float %576, float %577, float %578, float %579) #5
  %784 = extractvalue { float, float, float, float } %783, 0
  %785 = extractvalue { float, float, float, float } %783, 1
  %786 = extractvalue { float, float, float, float } %783, 2
  %787 = extractvalue { float, float, float, float } %783, 3
  %788 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %754, i32 %755, i32 %756, i32 %757, i32 %738, i32 %739, float %581, float %582, float %583, float %584) #5
  %789 = extractvalue { float, float, float, float } %788, 0
  %790 = extractvalue { float, float, float, float } %788, 1
  %791 = extractvalue { float, float, float, float } %788, 2
  %792 = extractvalue { float, float, float, float } %788, 3
  %793 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %754, i32 %755, i32 %756, i32 %757, i32 %740, i32 %741, float %586, float %587, float %588, float %589) #5
  %794 = extractvalue { float, float, float, float } %793, 0
  %795 = extractvalue { float, float, float, float } %793, 1
  %796 = extractvalue { float, float, float, float } %793, 2
  %797 = extractvalue { float, float, float, float } %793, 3
  %798 = getelementptr i8, ptr addrspace(3) %682, i64 4096
  %799 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %798)
  %800 = extractvalue { i32, i32, i32, i32 } %799, 0
  %801 = extractvalue { i32, i32, i32, i32 } %799, 1
  %802 = extractvalue { i32, i32, i32, i32 } %799, 2
  %803 = extractvalue { i32, i32, i32, i32 } %799, 3
  %804 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %800, i32 %801, i32 %802, i32 %803, i32 %690, i32 %691, float %597, float %598, float %599, float %600) #5
  %805 = extractvalue { float, float, float, float } %804, 0
  %806 = extractvalue { float, float, float, float } %804, 1
  %807 = extractvalue { float, float, float, float } %804, 2
  %808 = extractvalue { float, float, float, float } %804, 3
  %809 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %800, i32 %801, i32 %802, i32 %803, i32 %692, i32 %693, float %602, float %603, float %604, float %605) #5
  %810 = extractvalue { float, float, float, float } %809, 0
  %811 = extractvalue { float, float, float, float } %809, 1
  %812 = extractvalue { float, float, float, float } %809, 2
  %813 = extractvalue { float, float, float, float } %809, 3
  %814 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %800, i32 %801, i32 %802, i32 %803, i32 %706, i32 %707, float %607, float %608, float %609, float %610) #5
  %815 = extractvalue { float, float, float, float } %814, 0
  %816 = extractvalue { float, float, float, float } %814, 1
  %817 = extractvalue { float, float, float, float } %814, 2
  %818 = extractvalue { float, float, float, float } %814, 3
  %819 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %800, i32 %801, i32 %802, i32 %803, i32 %708, i32 %709, float %612, float %613, float %614, float %615) #5
  %820 = extractvalue { float, float, float, float } %819, 0
  %821 = extractvalue { float, float, float, float } %819, 1
  %822 = extractvalue { float, float, float, float } %819, 2
  %823 = extractvalue { float, float, float, float } %819, 3
  %824 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %800, i32 %801, i32 %802, i32 %803, i32 %722, i32 %723, float %617, float %618, float %619, float %620) #5
  %825 = extractvalue { float, float, float, float } %824, 0
  %826 = extractvalue { float, float, float, float } %824, 1
  %827 = extractvalue { float, float, float, float } %824, 2
  %828 = extractvalue { float, float, float, float } %824, 3
  %829 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %800, i32 %801, i32 %802, i32 %803, i32 %724, i32 %725, float %622, float %623, float %624, float %625) #5
  %830 = extractvalue { float, float, float, float } %829, 0
  %831 = extractvalue { float, float, float, float } %829, 1
  %832 = extractvalue { float, float, float, float } %829, 2
  %833 = extractvalue { float, float, float, float } %829, 3
  %834 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %800, i32 %801, i32 %802, i32 %803, i32 %738, i32 %739, float %627, float %628, float %629, float %630) #5
  %835 = extractvalue { float, float, float, float } %834, 0
  %836 = extractvalue { float, float, float, float } %834, 1
  %837 = extractvalue { float, float, float, float } %834, 2
  %838 = extractvalue { float, float, float, float } %834, 3
  %839 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %800, i32 %801, i32 %802, i32 %803, i32 %740, i32 %741, float %632, float %633, float %634, float %635) #5
  %840 = extractvalue { float, float, float, float } %839, 0
  %841 = extractvalue { float, float, float, float } %839, 1
  %842 = extractvalue { float, float, float, float } %839, 2
  %843 = extractvalue { float, float, float, float } %839, 3
  %844 = getelementptr bfloat, ptr addrspace(3) %262, i64 %97
  %845 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %844)
  %846 = extractvalue { i32, i32, i32, i32 } %845, 0
  %847 = extractvalue { i32, i32, i32, i32 } %845, 1
  %848 = extractvalue { i32, i32, i32, i32 } %845, 2
  %849 = extractvalue { i32, i32, i32, i32 } %845, 3
  %850 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %846, i32 %847, i32 %848, i32 %849, i32 %690, i32 %691, float %643, float %644, float %645, float %646) #5
  %851 = extractvalue { float, float, float, float } %850, 0
  %852 = extractvalue { float, float, float, float } %850, 1
  %853 = extractvalue { float, float, float, float } %850, 2
  %854 = extractvalue { float, float, float, float } %850, 3
  %855 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %846, i32 %847, i32 %848, i32 %849, i32 %692, i32 %693, float %648, float %649, float %650, float %651) #5
  %856 = extractvalue { float, float, float, float } %855, 0
  %857 = extractvalue { float, float, float, float } %855, 1
  %858 = extractvalue { float, float, float, float } %855, 2
  %859 = extractvalue { float, float, float, float } %855, 3
  %860 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %846, i32 %847, i32 %848, i32 %849, i32 %706, i32 %707, float %653, float %654, float %655, float %656) #5
  %861 = extractvalue { float, float, float, float } %860, 0
  %862 = extractvalue { float, float, float, float } %860, 1
  %863 = extractvalue { float, float, float, float } %860, 2
  %864 = extractvalue { float, float, float, float } %860, 3
  %865 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %846, i32 %847, i32 %848, i32 %849, i32 %708, i32 %709, float %658, float %659, float %660, float %661) #5
  %866 = extractvalue { float, float, float, float } %865, 0
  %867 = extractvalue { float, float, float, float } %865, 1
  %868 = extractvalue { float, float, float, float } %865, 2
  %869 = extractvalue { float, float, float, float } %865, 3
  %870 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %846, i32 %847, i32 %848, i32 %849, i32 %722, i32 %723, float %663, float %664, float %665, float %666) #5
  %871 = extractvalue { float, float, float, float } %870, 0
  %872 = extractvalue { float, float, float, float } %870, 1
  %873 = extractvalue { float, float, float, float } %870, 2
  %874 = extractvalue { float, float, float, float } %870, 3
  %875 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %846, i32 %847, i32 %848, i32 %849, i32 %724, i32 %725, float %668, float %669, float %670, float %671) #5
  %876 = extractvalue { float, float, float, float } %875, 0
  %877 = extractvalue { float, float, float, float } %875, 1
  %878 = extractvalue { float, float, float, float } %875, 2
  %879 = extractvalue { float, float, float, float } %875, 3
  %880 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %846, i32 %847, i32 %848, i32 %849, i32 %738, i32 %739, float %673, float %674, float %675, float %676) #5
  %881 = extractvalue { float, float, float, float } %880, 0
  %882 = extractvalue { float, float, float, float } %880, 1
  %883 = extractvalue { float, float, float, float } %880, 2
  %884 = extractvalue { float, float, float, float } %880, 3
  %885 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %846, i32 %847, i32 %848, i32 %849, i32 %740, i32 %741, float %678, float %679, float %680, float %681) #5
  %886 = extractvalue { float, float, float, float } %885, 0
  %887 = extractvalue { float, float, float, float } %885, 1
  %888 = extractvalue { float, float, float, float } %885, 2
  %889 = extractvalue { float, float, float, float } %885, 3
  %890 = getelementptr bfloat, ptr addrspace(3) %262, i64 %100
  %891 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %890)
  %892 = extractvalue { i32, i32, i32, i32 } %891, 0
  %893 = extractvalue { i32, i32, i32, i32 } %891, 1
  %894 = extractvalue { i32, i32, i32, i32 } %891, 2
  %895 = extractvalue { i32, i32, i32, i32 } %891, 3
  %896 = getelementptr bfloat, ptr addrspace(3) %265, i64 %104
  %897 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %896)
  %898 = extractvalue { i32, i32, i32, i32 } %897, 0
  %899 = extractvalue { i32, i32, i32, i32 } %897, 1
  %900 = extractvalue { i32, i32, i32, i32 } %897, 2
  %901 = extractvalue { i32, i32, i32, i32 } %897, 3
  %902 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %892, i32 %893, i32 %894, i32 %895, i32 %898, i32 %899, float %695, float %696, float %697, float %698) #5
  %903 = extractvalue { float, float, float, float } %902, 0
  %904 = extractvalue { float, float, float, float } %902, 1
  %905 = extractvalue { float, float, float, float } %902, 2
  %906 = extractvalue { float, float, float, float } %902, 3
  %907 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %892, i32 %893, i32 %894, i32 %895, i32 %900, i32 %901, float %700, float %701, float %702, float %703) #5
  %908 = extractvalue { float, float, float, float } %907, 0
  %909 = extractvalue { float, float, float, float } %907, 1
  %910 = extractvalue { float, float, float, float } %907, 2
  %911 = extractvalue { float, float, float, float } %907, 3
  %912 = getelementptr i8, ptr addrspace(3) %896, i64 2048
  %913 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %912)
  %914 = extractvalue { i32, i32, i32, i32 } %913, 0
  %915 = extractvalue { i32, i32, i32, i32 } %913, 1
  %916 = extractvalue { i32, i32, i32, i32 } %913, 2
  %917 = extractvalue { i32, i32, i32, i32 } %913, 3
  %918 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %892, i32 %893, i32 %894, i32 %895, i32 %914, i32 %915, float %711, float %712, float %713, float %714) #5
  %919 = extractvalue { float, float, float, float } %918, 0
  %920 = extractvalue { float, float, float, float } %918, 1
  %921 = extractvalue { float, float, float, float } %918, 2
  %922 = extractvalue { float, float, float, float } %918, 3
  %923 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %892, i32 %893, i32 %894, i32 %895, i32 %916, i32 %917, float %716, float %717, float %718, float %719) #5
  %924 = extractvalue { float, float, float, float } %923, 0
  %925 = extractvalue { float, float, float, float } %923, 1
  %926 = extractvalue { float, float, float, float } %923, 2
  %927 = extractvalue { float, float, float, float } %923, 3
  %928 = getelementptr i8, ptr addrspace(3) %896, i64 4096
  %929 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %928)
  %930 = extractvalue { i32, i32, i32, i32 } %929, 0
  %931 = extractvalue { i32, i32, i32, i32 } %929, 1
  %932 = extractvalue { i32, i32, i32, i32 } %929, 2
  %933 = extractvalue { i32, i32, i32, i32 } %929, 3
  %934 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %892, i32 %893, i32 %894, i32 %895, i32 %930, i32 %931, float %727, float %728, float %729, float %730) #5
  %935 = extractvalue { float, float, float, float } %934, 0
  %936 = extractvalue { float, float, float, float } %934, 1
  %937 = extractvalue { float, float, float, float } %934, 2
  %938 = extractvalue { float, float, float, float } %934, 3
  %939 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %892, i32 %893, i32 %894, i32 %895, i32 %932, i32 %933, float %732, float %733, float %734, float %735) #5
  %940 = extractvalue { float, float, float, float } %939, 0
  %941 = extractvalue { float, float, float, float } %939, 1
  %942 = extractvalue { float, float, float, float } %939, 2
  %943 = extractvalue { float, float, float, float } %939, 3
  %944 = getelementptr i8, ptr addrspace(3) %896, i64 6144
  %945 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %944)
  %946 = extractvalue { i32, i32, i32, i32 } %945, 0
  %947 = extractvalue { i32, i32, i32, i32 } %945, 1
  %948 = extractvalue { i32, i32, i32, i32 } %945, 2
  %949 = extractvalue { i32, i32, i32, i32 } %945, 3
  %950 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %892, i32 %893, i32 %894, i32 %895, i32 %946, i32 %947, float %743, float %744, float %745, float %746) #5
  %951 = extractvalue { float, float, float, float } %950, 0
  %952 = extractvalue { float, float, float, float } %950, 1
  %953 = extractvalue { float, float, float, float } %950, 2
  %954 = extractvalue { float, float, float, float } %950, 3
  %955 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %892, i32 %893, i32 %894, i32 %895, i32 %948, i32 %949, float %748, float %749, float %750, float %751) #5
  %956 = extractvalue { float, float, float, float } %955, 0
  %957 = extractvalue { float, float, float, float } %955, 1
  %958 = extractvalue { float, float, float, float } %955, 2
  %959 = extractvalue { float, float, float, float } %955, 3
  %960 = getelementptr i8, ptr addrspace(3) %890, i64 2048
  %961 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %960)
  %962 = extractvalue { i32, i32, i32, i32 } %961, 0
  %963 = extractvalue { i32, i32, i32, i32 } %961, 1
  %964 = extractvalue { i32, i32, i32, i32 } %961, 2
  %965 = extractvalue { i32, i32, i32, i32 } %961, 3
  %966 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %962, i32 %963, i32 %964, i32 %965, i32 %898, i32 %899, float %759, float %760, float %761, float %762) #5
  %967 = extractvalue { float, float, float, float } %966, 0
  %968 = extractvalue { float, float, float, float } %966, 1
  %969 = extractvalue { float, float, float, float } %966, 2
  %970 = extractvalue { float, float, float, float } %966, 3
  %971 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %962, i32 %963, i32 %964, i32 %965, i32 %900, i32 %901, float %764, float %765, float %766, float %767) #5
  %972 = extractvalue { float, float, float, float } %971, 0
  %973 = extractvalue { float, float, float, float } %971, 1
  %974 = extractvalue { float, float, float, float } %971, 2
  %975 = extractvalue { float, float, float, float } %971, 3
  %976 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %962, i32 %963, i32 %964, i32 %965, i32 %914, i32 %915, float %769, float %770, float %771, float %772) #5
  %977 = extractvalue { float, float, float, float } %976, 0
  %978 = extractvalue { float, float, float, float } %976, 1
  %979 = extractvalue { float, float, float, float } %976, 2
  %980 = extractvalue { float, float, float, float } %976, 3
  %981 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %962, i32 %963, i32 %964, i32 %965, i32 %916, i32 %917, float %774, float %775, float %776, float %777) #5
  %982 = extractvalue { float, float, float, float } %981, 0
  %983 = extractvalue { float, float, float, float } %981, 1
  %984 = extractvalue { float, float, float, float } %981, 2
  %985 = extractvalue { float, float, float, float } %981, 3
  %986 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %962, i32 %963, i32 %964, i32 %965, i32 %930, i32 %931, float %779, float %780, float %781, float %782) #5
  %987 = extractvalue { float, float, float, float } %986, 0
  %988 = extractvalue { float, float, float, float } %986, 1
  %989 = extractvalue { float, float, float, float } %986, 2
  %990 = extractvalue { float, float, float, float } %986, 3
  %991 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %962, i32 %963, i32 %964, i32 %965, i32 %932, i32 %933, float %784, float %785, float %786, float %787) #5
  %992 = extractvalue { float, float, float, float } %991, 0
  %993 = extractvalue { float, float, float, float } %991, 1
  %994 = extractvalue { float, float, float, float } %991, 2
  %995 = extractvalue { float, float, float, float } %991, 3
  %996 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %962, i32 %963, i32 %964, i32 %965, i32 %946, i32 %947, float %789, float %790, float %791, float %792) #5
  %997 = extractvalue { float, float, float, float } %996, 0
  %998 = extractvalue { float, float, float, float } %996, 1
  %999 = extractvalue { float, float, float, float } %996, 2
  %1000 = extractvalue { float, float, float, float } %996, 3
  %1001 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %962, i32 %963, i32 %964, i32 %965, i32 %948, i32 %949, float %794, float %795, float %796, float %797) #5
  %1002 = extractvalue { float, float, float, float } %1001, 0
  %1003 = extractvalue { float, float, float, float } %1001, 1
  %1004 = extractvalue { float, float, float, float } %1001, 2
  %1005 = extractvalue { float, float, float, float } %1001, 3
  %1006 = getelementptr i8, ptr addrspace(3) %890, i64 4096
  %1007 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1006)
  %1008 = extractvalue { i32, i32, i32, i32 } %1007, 0
  %1009 = extractvalue { i32, i32, i32, i32 } %1007, 1
  %1010 = extractvalue { i32, i32, i32, i32 } %1007, 2
  %1011 = extractvalue { i32, i32, i32, i32 } %1007, 3
  %1012 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1008, i32 %1009, i32 %1010, i32 %1011, i32 %898, i32 %899, float %805, float %806, float %807, float %808) #5
  %1013 = extractvalue { float, float, float, float } %1012, 0
  %1014 = extractvalue { float, float, float, float } %1012, 1
  %1015 = extractvalue { float, float, float, float } %1012, 2
  %1016 = extractvalue { float, float, float, float } %1012, 3
  %1017 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1008, i32 %1009, i32 %1010, i32 %1011, i32 %900, i32 %901, float %810, float %811, float %812, float %813) #5
  %1018 = extractvalue { float, float, float, float } %1017, 0
  %1019 = extractvalue { float, float, float, float } %1017, 1
  %1020 = extractvalue { float, float, float, float } %1017, 2
  %1021 = extractvalue { float, float, float, float } %1017, 3
  %1022 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1008, i32 %1009, i32 %1010, i32 %1011, i32 %914, i32 %915, float %815, float %816, float %817, float %818) #5
  %1023 = extractvalue { float, float, float, float } %1022, 0
  %1024 = extractvalue { float, float, float, float } %1022, 1
  %1025 = extractvalue { float, float, float, float } %1022, 2
  %1026 = extractvalue { float, float, float, float } %1022, 3
  %1027 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1008, i32 %1009, i32 %1010, i32 %1011, i32 %916, i32 %917, float %820, float %821, float %822, float %823) #5
  %1028 = extractvalue { float, float, float, float } %1027, 0
  %1029 = extractvalue { float, float, float, float } %1027, 1
  %1030 = extractvalue { float, float, float, float } %1027, 2
  %1031 = extractvalue { float, float, float, float } %1027, 3
  %1032 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1008, i32 %1009, i32 %1010, i32 %1011, i32 %930, i32 %931, float %825, float %826, float %827, float %828) #5
  %1033 = extractvalue { float, float, float, float } %1032, 0
  %1034 = extractvalue { float, float, float, float } %1032, 1
  %1035 = extractvalue { float, float, float, float } %1032, 2
  %1036 = extractvalue { float, float, float, float } %1032, 3
  %1037 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1008, i32 %1009, i32 %1010, i32 %1011, i32 %932, i32 %933, float %830, float %831, float %832, float %833) #5
  %1038 = extractvalue { float, float, float, float } %1037, 0
  %1039 = extractvalue { float, float, float, float } %1037, 1
  %1040 = extractvalue { float, float, float, float } %1037, 2
  %1041 = extractvalue { float, float, float, float } %1037, 3
  %1042 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1008, i32 %1009, i32 %1010, i32 %1011, i32 %946, i32 %947, float %835, float %836, float %837, float %838) #5
  %1043 = extractvalue { float, float, float, float } %1042, 0
  %1044 = extractvalue { float, float, float, float } %1042, 1
  %1045 = extractvalue { float, float, float, float } %1042, 2
  %1046 = extractvalue { float, float, float, float } %1042, 3
  %1047 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1008, i32 %1009, i32 %1010, i32 %1011, i32 %948, i32 %949, float %840, float %841, float %842, float %843) #5
  %1048 = extractvalue { float, float, float, float } %1047, 0
  %1049 = extractvalue { float, float, float, float } %1047, 1
  %1050 = extractvalue { float, float, float, float } %1047, 2
  %1051 = extractvalue { float, float, float, float } %1047, 3
  %1052 = getelementptr bfloat, ptr addrspace(3) %262, i64 %107
  %1053 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1052)
  %1054 = extractvalue { i32, i32, i32, i32 } %1053, 0
  %1055 = extractvalue { i32, i32, i32, i32 } %1053, 1
  %1056 = extractvalue { i32, i32, i32, i32 } %1053, 2
  %1057 = extractvalue { i32, i32, i32, i32 } %1053, 3
  %1058 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1054, i32 %1055, i32 %1056, i32 %1057, i32 %898, i32 %899, float %851, float %852, float %853, float %854) #5
  %1059 = extractvalue { float, float, float, float } %1058, 0
  %1060 = extractvalue { float, float, float, float } %1058, 1
  %1061 = extractvalue { float, float, float, float } %1058, 2
  %1062 = extractvalue { float, float, float, float } %1058, 3
  %1063 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1054, i32 %1055, i32 %1056, i32 %1057, i32 %900, i32 %901, float %856, float %857, float %858, float %859) #5
  %1064 = extractvalue { float, float, float, float } %1063, 0
  %1065 = extractvalue { float, float, float, float } %1063, 1
  %1066 = extractvalue { float, float, float, float } %1063, 2
  %1067 = extractvalue { float, float, float, float } %1063, 3
  %1068 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1054, i32 %1055, i32 %1056, i32 %1057, i32 %914, i32 %915, float %861, float %862, float %863, float %864) #5
  %1069 = extractvalue { float, float, float, float } %1068, 0
  %1070 = extractvalue { float, float, float, float } %1068, 1
  %1071 = extractvalue { float, float, float, float } %1068, 2
  %1072 = extractvalue { float, float, float, float } %1068, 3
  %1073 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1054, i32 %1055, i32 %1056, i32 %1057, i32 %916, i32 %917, float %866, float %867, float %868, float %869) #5
  %1074 = extractvalue { float, float, float, float } %1073, 0
  %1075 = extractvalue { float, float, float, float } %1073, 1
  %1076 = extractvalue { float, float, float, float } %1073, 2
  %1077 = extractvalue { float, float, float, float } %1073, 3
  %1078 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1054, i32 %1055, i32 %1056, i32 %1057, i32 %930, i32 %931, float %871, float %872, float %873, float %874) #5
  %1079 = extractvalue { float, float, float, float } %1078, 0
  %1080 = extractvalue { float, float, float, float } %1078, 1
  %1081 = extractvalue { float, float, float, float } %1078, 2
  %1082 = extractvalue { float, float, float, float } %1078, 3
  %1083 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1054, i32 %1055, i32 %1056, i32 %1057, i32 %932, i32 %933, float %876, float %877, float %878, float %879) #5
  %1084 = extractvalue { float, float, float, float } %1083, 0
  %1085 = extractvalue { float, float, float, float } %1083, 1
  %1086 = extractvalue { float, float, float, float } %1083, 2
  %1087 = extractvalue { float, float, float, float } %1083, 3
  %1088 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1054, i32 %1055, i32 %1056, i32 %1057, i32 %946, i32 %947, float %881, float %882, float %883, float %884) #5
  %1089 = extractvalue { float, float, float, float } %1088, 0
  %1090 = extractvalue { float, float, float, float } %1088, 1
  %1091 = extractvalue { float, float, float, float } %1088, 2
  %1092 = extractvalue { float, float, float, float } %1088, 3
  %1093 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1054, i32 %1055, i32 %1056, i32 %1057, i32 %948, i32 %949, float %886, float %887, float %888, float %889) #5
  %1094 = extractvalue { float, float, float, float } %1093, 0
  %1095 = extractvalue { float, float, float, float } %1093, 1
  %1096 = extractvalue { float, float, float, float } %1093, 2
  %1097 = extractvalue { float, float, float, float } %1093, 3
  %1098 = add nuw nsw i64 %237, 1
  %exitcond514.not = icmp eq i64 %1098, %50
  br i1 %exitcond514.not, label %._crit_edge.loopexit, label %108

._crit_edge.loopexit:                             ; preds = %259
  %1099 = bitcast float %903 to i32
  %1100 = bitcast float %904 to i32
  %1101 = bitcast float %905 to i32
  %1102 = bitcast float %906 to i32
  %1103 = bitcast float %908 to i32
  %1104 = bitcast float %909 to i32
  %1105 = bitcast float %910 to i32
  %1106 = bitcast float %911 to i32
  %1107 = bitcast float %919 to i32
  %1108 = bitcast float %920 to i32
  %1109 = bitcast float %921 to i32
  %1110 = bitcast float %922 to i32
  %1111 = bitcast float %924 to i32
  %1112 = bitcast float %925 to i32
  %1113 = bitcast float %926 to i32
  %1114 = bitcast float %927 to i32
  %1115 = bitcast float %935 to i32
  %1116 = bitcast float %936 to i32
  %1117 = bitcast float %937 to i32
  %1118 = bitcast float %938 to i32
  %1119 = bitcast float %940 to i32
  %1120 = bitcast float %941 to i32
  %1121 = bitcast float %942 to i32
  %1122 = bitcast float %943 to i32
  %1123 = bitcast float %951 to i32
  %1124 = bitcast float %952 to i32
  %1125 = bitcast float %953 to i32
  %1126 = bitcast float %954 to i32
  %1127 = bitcast float %956 to i32
  %1128 = bitcast float %957 to i32
  %1129 = bitcast float %958 to i32
  %1130 = bitcast float %959 to i32
  %1131 = bitcast float %967 to i32
  %1132 = bitcast float %968 to i32
  %1133 = bitcast float %969 to i32
  %1134 = bitcast float %970 to i32
  %1135 = bitcast float %972 to i32
  %1136 = bitcast float %973 to i32
  %1137 = bitcast float %974 to i32
  %1138 = bitcast float %975 to i32
  %1139 = bitcast float %977 to i32
  %1140 = bitcast float %978 to i32
  %1141 = bitcast float %979 to i32
  %1142 = bitcast float %980 to i32
  %1143 = bitcast float %982 to i32
  %1144 = bitcast float %983 to i32
  %1145 = bitcast float %984 to i32
  %1146 = bitcast float %985 to i32
  %1147 = bitcast float %987 to i32
  %1148 = bitcast float %988 to i32
  %1149 = bitcast float %989 to i32
  %1150 = bitcast float %990 to i32
  %1151 = bitcast float %992 to i32
  %1152 = bitcast float %993 to i32
  %1153 = bitcast float %994 to i32
  %1154 = bitcast float %995 to i32
  %1155 = bitcast float %997 to i32
  %1156 = bitcast float %998 to i32
  %1157 = bitcast float %999 to i32
  %1158 = bitcast float %1000 to i32
  %1159 = bitcast float %1002 to i32
  %1160 = bitcast float %1003 to i32
  %1161 = bitcast float %1004 to i32
  %1162 = bitcast float %1005 to i32
  %1163 = bitcast float %1013 to i32
  %1164 = bitcast float %1014 to i32
  %1165 = bitcast float %1015 to i32
  %1166 = bitcast float %1016 to i32
  %1167 = bitcast float %1018 to i32
  %1168 = bitcast float %1019 to i32
  %1169 = bitcast float %1020 to i32
  %1170 = bitcast float %1021 to i32
  %1171 = bitcast float %1023 to i32
  %1172 = bitcast float %1024 to i32
  %1173 = bitcast float %1025 to i32
  %1174 = bitcast float %1026 to i32
  %1175 = bitcast float %1028 to i32
  %1176 = bitcast float %1029 to i32
  %1177 = bitcast float %1030 to i32
  %1178 = bitcast float %1031 to i32
  %1179 = bitcast float %1033 to i32
  %1180 = bitcast float %1034 to i32
  %1181 = bitcast float %1035 to i32
  %1182 = bitcast float %1036 to i32
  %1183 = bitcast float %1038 to i32
  %1184 = bitcast float %1039 to i32
  %1185 = bitcast float %1040 to i32
  %1186 = bitcast float %1041 to i32
  %1187 = bitcast float %1043 to i32
  %1188 = bitcast float %1044 to i32
  %1189 = bitcast float %1045 to i32
  %1190 = bitcast float %1046 to i32
  %1191 = bitcast float %1048 to i32
  %1192 = bitcast float %1049 to i32
  %1193 = bitcast float %1050 to i32
  %1194 = bitcast float %1051 to i32
  %1195 = bitcast float %1059 to i32
  %1196 = bitcast float %1060 to i32
  %1197 = bitcast float %1061 to i32
  %1198 = bitcast float %1062 to i32
  %1199 = bitcast float %1064 to i32
  %1200 = bitcast float %1065 to i32
  %1201 = bitcast float %1066 to i32
  %1202 = bitcast float %1067 to i32
  %1203 = bitcast float %1069 to i32
  %1204 = bitcast float %1070 to i32
  %1205 = bitcast float %1071 to i32
  %1206 = bitcast float %1072 to i32
  %1207 = bitcast float %1074 to i32
  %1208 = bitcast float %1075 to i32
  %1209 = bitcast float %1076 to i32
  %1210 = bitcast float %1077 to i32
  %1211 = bitcast float %1079 to i32
  %1212 = bitcast float %1080 to i32
  %1213 = bitcast float %1081 to i32
  %1214 = bitcast float %1082 to i32
  %1215 = bitcast float %1084 to i32
  %1216 = bitcast float %1085 to i32
  %1217 = bitcast float %1086 to i32
  %1218 = bitcast float %1087 to i32
  %1219 = bitcast float %1089 to i32
  %1220 = bitcast float %1090 to i32
  %1221 = bitcast float %1091 to i32
  %1222 = bitcast float %1092 to i32
  %1223 = bitcast float %1094 to i32
  %1224 = bitcast float %1095 to i32
  %1225 = bitcast float %1096 to i32
  %1226 = bitcast float %1097 to i32
  br label %._crit_edge

._crit_edge:                                      ; preds = %._crit_edge.loopexit, %.loopexit
  %.lcssa258 = phi i32 [ 0, %.loopexit ], [ %1099, %._crit_edge.loopexit ]
  %.lcssa257 = phi i32 [ 0, %.loopexit ], [ %1100, %._crit_edge.loopexit ]
  %.lcssa256 = phi i32 [ 0, %.loopexit ], [ %1101, %._crit_edge.loopexit ]
  %.lcssa255 = phi i32 [ 0, %.loopexit ], [ %1102, %._crit_edge.loopexit ]
  %.lcssa254 = phi i32 [ 0, %.loopexit ], [ %1103, %._crit_edge.loopexit ]
  %.lcssa253 = phi i32 [ 0, %.loopexit ], [ %1104, %._crit_edge.loopexit ]
  %.lcssa252 = phi i32 [ 0, %.loopexit ], [ %1105, %._crit_edge.loopexit ]
  %.lcssa251 = phi i32 [ 0, %.loopexit ], [ %1106, %._crit_edge.loopexit ]
  %.lcssa250 = phi i32 [ 0, %.loopexit ], [ %1107, %._crit_edge.loopexit ]
  %.lcssa249 = phi i32 [ 0, %.loopexit ], [ %1108, %._crit_edge.loopexit ]
  %.lcssa248 = phi i32 [ 0, %.loopexit ], [ %1109, %._crit_edge.loopexit ]
  %.lcssa247 = phi i32 [ 0, %.loopexit ], [ %1110, %._crit_edge.loopexit ]
  %.lcssa246 = phi i32 [ 0, %.loopexit ], [ %1111, %._crit_edge.loopexit ]
  %.lcssa245 = phi i32 [ 0, %.loopexit ], [ %1112, %._crit_edge.loopexit ]
  %.lcssa244 = phi i32 [ 0, %.loopexit ], [ %1113, %._crit_edge.loopexit ]
  %.lcssa243 = phi i32 [ 0, %.loopexit ], [ %1114, %._crit_edge.loopexit ]
  %.lcssa242 = phi i32 [ 0, %.loopexit ], [ %1115, %._crit_edge.loopexit ]
  %.lcssa241 = phi i32 [ 0, %.loopexit ], [ %1116, %._crit_edge.loopexit ]
  %.lcssa240 = phi i32 [ 0, %.loopexit ], [ %1117, %._crit_edge.loopexit ]
  %.lcssa239 = phi i32 [ 0, %.loopexit ], [ %1118, %._crit_edge.loopexit ]
  %.lcssa238 = phi i32 [ 0, %.loopexit ], [ %1119, %._crit_edge.loopexit ]
  %.lcssa237 = phi i32 [ 0, %.loopexit ], [ %1120, %._crit_edge.loopexit ]
  %.lcssa236 = phi i32 [ 0, %.loopexit ], [ %1121, %._crit_edge.loopexit ]
  %.lcssa235 = phi i32 [ 0, %.loopexit ], [ %1122, %._crit_edge.loopexit ]
  %.lcssa234 = phi i32 [ 0, %.loopexit ], [ %1123, %._crit_edge.loopexit ]
  %.lcssa233 = phi i32 [ 0, %.loopexit ], [ %1124, %._crit_edge.loopexit ]
  %.lcssa232 = phi i32 [ 0, %.loopexit ], [ %1125, %._crit_edge.loopexit ]
  %.lcssa231 = phi i32 [ 0, %.loopexit ], [ %1126, %._crit_edge.loopexit ]
  %.lcssa230 = phi i32 [ 0, %.loopexit ], [ %1127, %._crit_edge.loopexit ]
  %.lcssa229 = phi i32 [ 0, %.loopexit ], [ %1128, %._crit_edge.loopexit ]
  %.lcssa228 = phi i32 [ 0, %.loopexit ], [ %1129, %._crit_edge.loopexit ]
  %.lcssa227 = phi i32 [ 0, %.loopexit ], [ %1130, %._crit_edge.loopexit ]
  %.lcssa226 = phi i32 [ 0, %.loopexit ], [ %1131, %._crit_edge.loopexit ]
  %.lcssa225 = phi i32 [ 0, %.loopexit ], [ %1132, %._crit_edge.loopexit ]
  %.lcssa224 = phi i32 [ 0, %.loopexit ], [ %1133, %._crit_edge.loopexit ]
  %.lcssa223 = phi i32 [ 0, %.loopexit ], [ %1134, %._crit_edge.loopexit ]
  %.lcssa222 = phi i32 [ 0, %.loopexit ], [ %1135, %._crit_edge.loopexit ]
  %.lcssa221 = phi i32 [ 0, %.loopexit ], [ %1136, %._crit_edge.loopexit ]
  %.lcssa220 = phi i32 [ 0, %.loopexit ], [ %1137, %._crit_edge.loopexit ]
  %.lcssa219 = phi i32 [ 0, %.loopexit ], [ %1138, %._crit_edge.loopexit ]
  %.lcssa218 = phi i32 [ 0, %.loopexit ], [ %1139, %._crit_edge.loopexit ]
  %.lcssa217 = phi i32 [ 0, %.loopexit ], [ %1140, %._crit_edge.loopexit ]
  %.lcssa216 = phi i32 [ 0, %.loopexit ], [ %1141, %._crit_edge.loopexit ]
  %.lcssa215 = phi i32 [ 0, %.loopexit ], [ %1142, %._crit_edge.loopexit ]
  %.lcssa214 = phi i32 [ 0, %.loopexit ], [ %1143, %._crit_edge.loopexit ]
  %.lcssa213 = phi i32 [ 0, %.loopexit ], [ %1144, %._crit_edge.loopexit ]
  %.lcssa212 = phi i32 [ 0, %.loopexit ], [ %1145, %._crit_edge.loopexit ]
  %.lcssa211 = phi i32 [ 0, %.loopexit ], [ %1146, %._crit_edge.loopexit ]
  %.lcssa210 = phi i32 [ 0, %.loopexit ], [ %1147, %._crit_edge.loopexit ]
  %.lcssa209 = phi i32 [ 0, %.loopexit ], [ %1148, %._crit_edge.loopexit ]
  %.lcssa208 = phi i32 [ 0, %.loopexit ], [ %1149, %._crit_edge.loopexit ]
  %.lcssa207 = phi i32 [ 0, %.loopexit ], [ %1150, %._crit_edge.loopexit ]
  %.lcssa206 = phi i32 [ 0, %.loopexit ], [ %1151, %._crit_edge.loopexit ]
  %.lcssa205 = phi i32 [ 0, %.loopexit ], [ %1152, %._crit_edge.loopexit ]
  %.lcssa204 = phi i32 [ 0, %.loopexit ], [ %1153, %._crit_edge.loopexit ]
  %.lcssa203 = phi i32 [ 0, %.loopexit ], [ %1154, %._crit_edge.loopexit ]
  %.lcssa202 = phi i32 [ 0, %.loopexit ], [ %1155, %._crit_edge.loopexit ]
  %.lcssa201 = phi i32 [ 0, %.loopexit ], [ %1156, %._crit_edge.loopexit ]
  %.lcssa200 = phi i32 [ 0, %.loopexit ], [ %1157, %._crit_edge.loopexit ]
  %.lcssa199 = phi i32 [ 0, %.loopexit ], [ %1158, %._crit_edge.loopexit ]
  %.lcssa198 = phi i32 [ 0, %.loopexit ], [ %1159, %._crit_edge.loopexit ]
  %.lcssa197 = phi i32 [ 0, %.loopexit ], [ %1160, %._crit_edge.loopexit ]
  %.lcssa196 = phi i32 [ 0, %.loopexit ], [ %1161, %._crit_edge.loopexit ]
  %.lcssa195 = phi i32 [ 0, %.loopexit ], [ %1162, %._crit_edge.loopexit ]
  %.lcssa194 = phi i32 [ 0, %.loopexit ], [ %1163, %._crit_edge.loopexit ]
  %.lcssa193 = phi i32 [ 0, %.loopexit ], [ %1164, %._crit_edge.loopexit ]
  %.lcssa192 = phi i32 [ 0, %.loopexit ], [ %1165, %._crit_edge.loopexit ]
  %.lcssa191 = phi i32 [ 0, %.loopexit ], [ %1166, %._crit_edge.loopexit ]
  %.lcssa190 = phi i32 [ 0, %.loopexit ], [ %1167, %._crit_edge.loopexit ]
  %.lcssa189 = phi i32 [ 0, %.loopexit ], [ %1168, %._crit_edge.loopexit ]
  %.lcssa188 = phi i32 [ 0, %.loopexit ], [ %1169, %._crit_edge.loopexit ]
  %.lcssa187 = phi i32 [ 0, %.loopexit ], [ %1170, %._crit_edge.loopexit ]
  %.lcssa186 = phi i32 [ 0, %.loopexit ], [ %1171, %._crit_edge.loopexit ]
  %.lcssa185 = phi i32 [ 0, %.loopexit ], [ %1172, %._crit_edge.loopexit ]
  %.lcssa184 = phi i32 [ 0, %.loopexit ], [ %1173, %._crit_edge.loopexit ]
  %.lcssa183 = phi i32 [ 0, %.loopexit ], [ %1174, %._crit_edge.loopexit ]
  %.lcssa182 = phi i32 [ 0, %.loopexit ], [ %1175, %._crit_edge.loopexit ]
  %.lcssa181 = phi i32 [ 0, %.loopexit ], [ %1176, %._crit_edge.loopexit ]
  %.lcssa180 = phi i32 [ 0, %.loopexit ], [ %1177, %._crit_edge.loopexit ]
  %.lcssa179 = phi i32 [ 0, %.loopexit ], [ %1178, %._crit_edge.loopexit ]
  %.lcssa178 = phi i32 [ 0, %.loopexit ], [ %1179, %._crit_edge.loopexit ]
  %.lcssa177 = phi i32 [ 0, %.loopexit ], [ %1180, %._crit_edge.loopexit ]
  %.lcssa176 = phi i32 [ 0, %.loopexit ], [ %1181, %._crit_edge.loopexit ]
  %.lcssa175 = phi i32 [ 0, %.loopexit ], [ %1182, %._crit_edge.loopexit ]
  %.lcssa174 = phi i32 [ 0, %.loopexit ], [ %1183, %._crit_edge.loopexit ]
  %.lcssa173 = phi i32 [ 0, %.loopexit ], [ %1184, %._crit_edge.loopexit ]
  %.lcssa172 = phi i32 [ 0, %.loopexit ], [ %1185, %._crit_edge.loopexit ]
  %.lcssa171 = phi i32 [ 0, %.loopexit ], [ %1186, %._crit_edge.loopexit ]
  %.lcssa170 = phi i32 [ 0, %.loopexit ], [ %1187, %._crit_edge.loopexit ]
  %.lcssa169 = phi i32 [ 0, %.loopexit ], [ %1188, %._crit_edge.loopexit ]
  %.lcssa168 = phi i32 [ 0, %.loopexit ], [ %1189, %._crit_edge.loopexit ]
  %.lcssa167 = phi i32 [ 0, %.loopexit ], [ %1190, %._crit_edge.loopexit ]
  %.lcssa166 = phi i32 [ 0, %.loopexit ], [ %1191, %._crit_edge.loopexit ]
  %.lcssa165 = phi i32 [ 0, %.loopexit ], [ %1192, %._crit_edge.loopexit ]
  %.lcssa164 = phi i32 [ 0, %.loopexit ], [ %1193, %._crit_edge.loopexit ]
  %.lcssa163 = phi i32 [ 0, %.loopexit ], [ %1194, %._crit_edge.loopexit ]
  %.lcssa162 = phi i32 [ 0, %.loopexit ], [ %1195, %._crit_edge.loopexit ]
  %.lcssa161 = phi i32 [ 0, %.loopexit ], [ %1196, %._crit_edge.loopexit ]
  %.lcssa160 = phi i32 [ 0, %.loopexit ], [ %1197, %._crit_edge.loopexit ]
  %.lcssa159 = phi i32 [ 0, %.loopexit ], [ %1198, %._crit_edge.loopexit ]
  %.lcssa158 = phi i32 [ 0, %.loopexit ], [ %1199, %._crit_edge.loopexit ]
  %.lcssa157 = phi i32 [ 0, %.loopexit ], [ %1200, %._crit_edge.loopexit ]
  %.lcssa156 = phi i32 [ 0, %.loopexit ], [ %1201, %._crit_edge.loopexit ]
  %.lcssa155 = phi i32 [ 0, %.loopexit ], [ %1202, %._crit_edge.loopexit ]
  %.lcssa154 = phi i32 [ 0, %.loopexit ], [ %1203, %._crit_edge.loopexit ]
  %.lcssa153 = phi i32 [ 0, %.loopexit ], [ %1204, %._crit_edge.loopexit ]
  %.lcssa152 = phi i32 [ 0, %.loopexit ], [ %1205, %._crit_edge.loopexit ]
  %.lcssa151 = phi i32 [ 0, %.loopexit ], [ %1206, %._crit_edge.loopexit ]
  %.lcssa150 = phi i32 [ 0, %.loopexit ], [ %1207, %._crit_edge.loopexit ]
  %.lcssa149 = phi i32 [ 0, %.loopexit ], [ %1208, %._crit_edge.loopexit ]
  %.lcssa148 = phi i32 [ 0, %.loopexit ], [ %1209, %._crit_edge.loopexit ]
  %.lcssa147 = phi i32 [ 0, %.loopexit ], [ %1210, %._crit_edge.loopexit ]
  %.lcssa146 = phi i32 [ 0, %.loopexit ], [ %1211, %._crit_edge.loopexit ]
  %.lcssa145 = phi i32 [ 0, %.loopexit ], [ %1212, %._crit_edge.loopexit ]
  %.lcssa144 = phi i32 [ 0, %.loopexit ], [ %1213, %._crit_edge.loopexit ]
  %.lcssa143 = phi i32 [ 0, %.loopexit ], [ %1214, %._crit_edge.loopexit ]
  %.lcssa142 = phi i32 [ 0, %.loopexit ], [ %1215, %._crit_edge.loopexit ]
  %.lcssa141 = phi i32 [ 0, %.loopexit ], [ %1216, %._crit_edge.loopexit ]
  %.lcssa140 = phi i32 [ 0, %.loopexit ], [ %1217, %._crit_edge.loopexit ]
  %.lcssa139 = phi i32 [ 0, %.loopexit ], [ %1218, %._crit_edge.loopexit ]
  %.lcssa138 = phi i32 [ 0, %.loopexit ], [ %1219, %._crit_edge.loopexit ]
  %.lcssa137 = phi i32 [ 0, %.loopexit ], [ %1220, %._crit_edge.loopexit ]
  %.lcssa136 = phi i32 [ 0, %.loopexit ], [ %1221, %._crit_edge.loopexit ]
  %.lcssa135 = phi i32 [ 0, %.loopexit ], [ %1222, %._crit_edge.loopexit ]
  %.lcssa134 = phi i32 [ 0, %.loopexit ], [ %1223, %._crit_edge.loopexit ]
  %.lcssa133 = phi i32 [ 0, %.loopexit ], [ %1224, %._crit_edge.loopexit ]
  %.lcssa132 = phi i32 [ 0, %.loopexit ], [ %1225, %._crit_edge.loopexit ]
  %.lcssa131 = phi i32 [ 0, %.loopexit ], [ %1226, %._crit_edge.loopexit ]
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %31, label %1227, label %1228

1227:                                             ; preds = %._crit_edge
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_cluster_dsmem to i32), i32 196608)) #5
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_cluster_dsmem to i32), i32 196616)) #5
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_cluster_dsmem to i32), i32 196624)) #5
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_cluster_dsmem to i32), i32 196632)) #5
  br label %1228

1228:                                             ; preds = %1227, %._crit_edge
  %1229 = lshr i32 %7, 2
  %1230 = and i32 %1229, 7
  %1231 = lshr i32 %7, 1
  %1232 = and i32 %1231, 64
  %1233 = and i32 %1231, 64
  %1234 = shl nuw nsw i32 %1229, 3
  %1235 = and i32 %1234, 192
  %1236 = or disjoint i32 %1233, %1230
  %1237 = shl nuw nsw i32 %7, 1
  %1238 = and i32 %1237, 6
  %1239 = or disjoint i32 %1235, %1238
  %1240 = or disjoint i32 %1236, %26
  %1241 = mul i32 %1240, %4
  %1242 = or disjoint i32 %1239, %27
  %1243 = add i32 %1241, %1242
  %1244 = sext i32 %1243 to i64
  %1245 = getelementptr float, ptr addrspace(1) %2, i64 %1244
  %1246 = icmp slt i32 %1240, %3
  %1247 = icmp slt i32 %1242, %4
  %1248 = and i1 %1247, %1246
  %1249 = or disjoint i32 %1238, 1
  %1250 = or disjoint i32 %1235, %1249
  %1251 = or disjoint i32 %1250, %27
  %1252 = icmp slt i32 %1251, %4
  %1253 = ptrtoint ptr addrspace(1) %1245 to i64
  %1254 = and i64 %1253, 7
  %1255 = icmp eq i64 %1254, 0
  %1256 = and i1 %1248, %1255
  %1257 = and i1 %1252, %1256
  %1258 = xor i1 %1248, %1257
  %1259 = xor i1 %1246, %1256
  %1260 = and i1 %1252, %1259
  %1261 = zext i1 %1257 to i32
  %1262 = zext i1 %1258 to i32
  %1263 = zext i1 %1260 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1261, i32 %.lcssa258, i32 %.lcssa257, ptr addrspace(1) %1245, i32 %1262, i32 %1263) #5
  %1264 = or disjoint i32 %1230, 8
  %1265 = or disjoint i32 %1233, %1264
  %1266 = or disjoint i32 %1265, %26
  %1267 = mul i32 %1266, %4
  %1268 = add i32 %1267, %1242
  %1269 = sext i32 %1268 to i64
  %1270 = getelementptr float, ptr addrspace(1) %2, i64 %1269
  %1271 = icmp slt i32 %1266, %3
  %1272 = and i1 %1247, %1271
  %1273 = ptrtoint ptr addrspace(1) %1270 to i64
  %1274 = and i64 %1273, 7
  %1275 = icmp eq i64 %1274, 0
  %1276 = and i1 %1272, %1275
  %1277 = and i1 %1252, %1276
  %1278 = xor i1 %1272, %1277
  %1279 = xor i1 %1271, %1276
  %1280 = and i1 %1252, %1279
  %1281 = zext i1 %1277 to i32
  %1282 = zext i1 %1278 to i32
  %1283 = zext i1 %1280 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1281, i32 %.lcssa256, i32 %.lcssa255, ptr addrspace(1) %1270, i32 %1282, i32 %1283) #5
  %1284 = or disjoint i32 %1235, 8
  %1285 = or disjoint i32 %1284, %1238
  %1286 = or disjoint i32 %1285, %27
  %1287 = add i32 %1241, %1286
  %1288 = sext i32 %1287 to i64
  %1289 = getelementptr float, ptr addrspace(1) %2, i64 %1288
  %1290 = icmp slt i32 %1286, %4
  %1291 = and i1 %1290, %1246
  %1292 = or disjoint i32 %1284, %1249
  %1293 = or disjoint i32 %1292, %27
  %1294 = icmp slt i32 %1293, %4
  %1295 = ptrtoint ptr addrspace(1) %1289 to i64
  %1296 = and i64 %1295, 7
  %1297 = icmp eq i64 %1296, 0
  %1298 = and i1 %1291, %1297
  %1299 = and i1 %1294, %1298
  %1300 = xor i1 %1291, %1299
  %1301 = xor i1 %1246, %1298
  %1302 = and i1 %1294, %1301
  %1303 = zext i1 %1299 to i32
  %1304 = zext i1 %1300 to i32
  %1305 = zext i1 %1302 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1303, i32 %.lcssa254, i32 %.lcssa253, ptr addrspace(1) %1289, i32 %1304, i32 %1305) #5
  %1306 = add i32 %1267, %1286
  %1307 = sext i32 %1306 to i64
  %1308 = getelementptr float, ptr addrspace(1) %2, i64 %1307
  %1309 = and i1 %1290, %1271
  %1310 = ptrtoint ptr addrspace(1) %1308 to i64
  %1311 = and i64 %1310, 7
  %1312 = icmp eq i64 %1311, 0
  %1313 = and i1 %1309, %1312
  %1314 = and i1 %1294, %1313
  %1315 = xor i1 %1309, %1314
  %1316 = xor i1 %1271, %1313
  %1317 = and i1 %1294, %1316
  %1318 = zext i1 %1314 to i32
  %1319 = zext i1 %1315 to i32
  %1320 = zext i1 %1317 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1318, i32 %.lcssa252, i32 %.lcssa251, ptr addrspace(1) %1308, i32 %1319, i32 %1320) #5
  %1321 = or disjoint i32 %1235, 16
  %1322 = or disjoint i32 %1321, %1238
  %1323 = or disjoint i32 %1322, %27
  %1324 = add i32 %1241, %1323
  %1325 = sext i32 %1324 to i64
  %1326 = getelementptr float, ptr addrspace(1) %2, i64 %1325
  %1327 = icmp slt i32 %1323, %4
  %1328 = and i1 %1327, %1246
  %1329 = or disjoint i32 %1321, %1249
  %1330 = or disjoint i32 %1329, %27
  %1331 = icmp slt i32 %1330, %4
  %1332 = ptrtoint ptr addrspace(1) %1326 to i64
  %1333 = and i64 %1332, 7
  %1334 = icmp eq i64 %1333, 0
  %1335 = and i1 %1328, %1334
  %1336 = and i1 %1331, %1335
  %1337 = xor i1 %1328, %1336
  %1338 = xor i1 %1246, %1335
  %1339 = and i1 %1331, %1338
  %1340 = zext i1 %1336 to i32
  %1341 = zext i1 %1337 to i32
  %1342 = zext i1 %1339 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1340, i32 %.lcssa250, i32 %.lcssa249, ptr addrspace(1) %1326, i32 %1341, i32 %1342) #5
  %1343 = add i32 %1267, %1323
  %1344 = sext i32 %1343 to i64
  %1345 = getelementptr float, ptr addrspace(1) %2, i64 %1344
  %1346 = and i1 %1327, %1271
  %1347 = ptrtoint ptr addrspace(1) %1345 to i64
  %1348 = and i64 %1347, 7
  %1349 = icmp eq i64 %1348, 0
  %1350 = and i1 %1346, %1349
  %1351 = and i1 %1331, %1350
  %1352 = xor i1 %1346, %1351
  %1353 = xor i1 %1271, %1350
  %1354 = and i1 %1331, %1353
  %1355 = zext i1 %1351 to i32
  %1356 = zext i1 %1352 to i32
  %1357 = zext i1 %1354 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1355, i32 %.lcssa248, i32 %.lcssa247, ptr addrspace(1) %1345, i32 %1356, i32 %1357) #5
  %1358 = or disjoint i32 %1235, 24
  %1359 = or disjoint i32 %1358, %1238
  %1360 = or disjoint i32 %1359, %27
  %1361 = add i32 %1241, %1360
  %1362 = sext i32 %1361 to i64
  %1363 = getelementptr float, ptr addrspace(1) %2, i64 %1362
  %1364 = icmp slt i32 %1360, %4
  %1365 = and i1 %1364, %1246
  %1366 = or disjoint i32 %1358, %1249
  %1367 = or disjoint i32 %1366, %27
  %1368 = icmp slt i32 %1367, %4
  %1369 = ptrtoint ptr addrspace(1) %1363 to i64
  %1370 = and i64 %1369, 7
  %1371 = icmp eq i64 %1370, 0
  %1372 = and i1 %1365, %1371
  %1373 = and i1 %1368, %1372
  %1374 = xor i1 %1365, %1373
  %1375 = xor i1 %1246, %1372
  %1376 = and i1 %1368, %1375
  %1377 = zext i1 %1373 to i32
  %1378 = zext i1 %1374 to i32
  %1379 = zext i1 %1376 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1377, i32 %.lcssa246, i32 %.lcssa245, ptr addrspace(1) %1363, i32 %1378, i32 %1379) #5
  %1380 = add i32 %1267, %1360
  %1381 = sext i32 %1380 to i64
  %1382 = getelementptr float, ptr addrspace(1) %2, i64 %1381
  %1383 = and i1 %1364, %1271
  %1384 = ptrtoint ptr addrspace(1) %1382 to i64
  %1385 = and i64 %1384, 7
  %1386 = icmp eq i64 %1385, 0
  %1387 = and i1 %1383, %1386
  %1388 = and i1 %1368, %1387
  %1389 = xor i1 %1383, %1388
  %1390 = xor i1 %1271, %1387
  %1391 = and i1 %1368, %1390
  %1392 = zext i1 %1388 to i32
  %1393 = zext i1 %1389 to i32
  %1394 = zext i1 %1391 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1392, i32 %.lcssa244, i32 %.lcssa243, ptr addrspace(1) %1382, i32 %1393, i32 %1394) #5
  %1395 = or disjoint i32 %1235, 32
  %1396 = or disjoint i32 %1395, %1238
  %1397 = or disjoint i32 %1396, %27
  %1398 = add i32 %1241, %1397
  %1399 = sext i32 %1398 to i64
  %1400 = getelementptr float, ptr addrspace(1) %2, i64 %1399
  %1401 = icmp slt i32 %1397, %4
  %1402 = and i1 %1401, %1246
  %1403 = or disjoint i32 %1395, %1249
  %1404 = or disjoint i32 %1403, %27
  %1405 = icmp slt i32 %1404, %4
  %1406 = ptrtoint ptr addrspace(1) %1400 to i64
  %1407 = and i64 %1406, 7
  %1408 = icmp eq i64 %1407, 0
  %1409 = and i1 %1402, %1408
  %1410 = and i1 %1405, %1409
  %1411 = xor i1 %1402, %1410
  %1412 = xor i1 %1246, %1409
  %1413 = and i1 %1405, %1412
  %1414 = zext i1 %1410 to i32
  %1415 = zext i1 %1411 to i32
  %1416 = zext i1 %1413 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1414, i32 %.lcssa242, i32 %.lcssa241, ptr addrspace(1) %1400, i32 %1415, i32 %1416) #5
  %1417 = add i32 %1267, %1397
  %1418 = sext i32 %1417 to i64
  %1419 = getelementptr float, ptr addrspace(1) %2, i64 %1418
  %1420 = and i1 %1401, %1271
  %1421 = ptrtoint ptr addrspace(1) %1419 to i64
  %1422 = and i64 %1421, 7
  %1423 = icmp eq i64 %1422, 0
  %1424 = and i1 %1420, %1423
  %1425 = and i1 %1405, %1424
  %1426 = xor i1 %1420, %1425
  %1427 = xor i1 %1271, %1424
  %1428 = and i1 %1405, %1427
  %1429 = zext i1 %1425 to i32
  %1430 = zext i1 %1426 to i32
  %1431 = zext i1 %1428 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1429, i32 %.lcssa240, i32 %.lcssa239, ptr addrspace(1) %1419, i32 %1430, i32 %1431) #5
  %1432 = or disjoint i32 %1235, 40
  %1433 = or disjoint i32 %1432, %1238
  %1434 = or disjoint i32 %1433, %27
  %1435 = add i32 %1241, %1434
  %1436 = sext i32 %1435 to i64
  %1437 = getelementptr float, ptr addrspace(1) %2, i64 %1436
  %1438 = icmp slt i32 %1434, %4
  %1439 = and i1 %1438, %1246
  %1440 = or disjoint i32 %1432, %1249
  %1441 = or disjoint i32 %1440, %27
  %1442 = icmp slt i32 %1441, %4
  %1443 = ptrtoint ptr addrspace(1) %1437 to i64
  %1444 = and i64 %1443, 7
  %1445 = icmp eq i64 %1444, 0
  %1446 = and i1 %1439, %1445
  %1447 = and i1 %1442, %1446
  %1448 = xor i1 %1439, %1447
  %1449 = xor i1 %1246, %1446
  %1450 = and i1 %1442, %1449
  %1451 = zext i1 %1447 to i32
  %1452 = zext i1 %1448 to i32
  %1453 = zext i1 %1450 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1451, i32 %.lcssa238, i32 %.lcssa237, ptr addrspace(1) %1437, i32 %1452, i32 %1453) #5
  %1454 = add i32 %1267, %1434
  %1455 = sext i32 %1454 to i64
  %1456 = getelementptr float, ptr addrspace(1) %2, i64 %1455
  %1457 = and i1 %1438, %1271
  %1458 = ptrtoint ptr addrspace(1) %1456 to i64
  %1459 = and i64 %1458, 7
  %1460 = icmp eq i64 %1459, 0
  %1461 = and i1 %1457, %1460
  %1462 = and i1 %1442, %1461
  %1463 = xor i1 %1457, %1462
  %1464 = xor i1 %1271, %1461
  %1465 = and i1 %1442, %1464
  %1466 = zext i1 %1462 to i32
  %1467 = zext i1 %1463 to i32
  %1468 = zext i1 %1465 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1466, i32 %.lcssa236, i32 %.lcssa235, ptr addrspace(1) %1456, i32 %1467, i32 %1468) #5
  %1469 = or disjoint i32 %1235, 48
  %1470 = or disjoint i32 %1469, %1238
  %1471 = or disjoint i32 %1470, %27
  %1472 = add i32 %1241, %1471
  %1473 = sext i32 %1472 to i64
  %1474 = getelementptr float, ptr addrspace(1) %2, i64 %1473
  %1475 = icmp slt i32 %1471, %4
  %1476 = and i1 %1475, %1246
  %1477 = or disjoint i32 %1469, %1249
  %1478 = or disjoint i32 %1477, %27
  %1479 = icmp slt i32 %1478, %4
  %1480 = ptrtoint ptr addrspace(1) %1474 to i64
  %1481 = and i64 %1480, 7
  %1482 = icmp eq i64 %1481, 0
  %1483 = and i1 %1476, %1482
  %1484 = and i1 %1479, %1483
  %1485 = xor i1 %1476, %1484
  %1486 = xor i1 %1246, %1483
  %1487 = and i1 %1479, %1486
  %1488 = zext i1 %1484 to i32
  %1489 = zext i1 %1485 to i32
  %1490 = zext i1 %1487 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1488, i32 %.lcssa234, i32 %.lcssa233, ptr addrspace(1) %1474, i32 %1489, i32 %1490) #5
  %1491 = add i32 %1267, %1471
  %1492 = sext i32 %1491 to i64
  %1493 = getelementptr float, ptr addrspace(1) %2, i64 %1492
  %1494 = and i1 %1475, %1271
  %1495 = ptrtoint ptr addrspace(1) %1493 to i64
  %1496 = and i64 %1495, 7
  %1497 = icmp eq i64 %1496, 0
  %1498 = and i1 %1494, %1497
  %1499 = and i1 %1479, %1498
  %1500 = xor i1 %1494, %1499
  %1501 = xor i1 %1271, %1498
  %1502 = and i1 %1479, %1501
  %1503 = zext i1 %1499 to i32
  %1504 = zext i1 %1500 to i32
  %1505 = zext i1 %1502 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1503, i32 %.lcssa232, i32 %.lcssa231, ptr addrspace(1) %1493, i32 %1504, i32 %1505) #5
  %1506 = or disjoint i32 %1235, 56
  %1507 = or disjoint i32 %1506, %1238
  %1508 = or disjoint i32 %1507, %27
  %1509 = add i32 %1241, %1508
  %1510 = sext i32 %1509 to i64
  %1511 = getelementptr float, ptr addrspace(1) %2, i64 %1510
  %1512 = icmp slt i32 %1508, %4
  %1513 = and i1 %1512, %1246
  %1514 = or disjoint i32 %1506, %1249
  %1515 = or disjoint i32 %1514, %27
  %1516 = icmp slt i32 %1515, %4
  %1517 = ptrtoint ptr addrspace(1) %1511 to i64
  %1518 = and i64 %1517, 7
  %1519 = icmp eq i64 %1518, 0
  %1520 = and i1 %1513, %1519
  %1521 = and i1 %1516, %1520
  %1522 = xor i1 %1513, %1521
  %1523 = xor i1 %1246, %1520
  %1524 = and i1 %1516, %1523
  %1525 = zext i1 %1521 to i32
  %1526 = zext i1 %1522 to i32
  %1527 = zext i1 %1524 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1525, i32 %.lcssa230, i32 %.lcssa229, ptr addrspace(1) %1511, i32 %1526, i32 %1527) #5
  %1528 = add i32 %1267, %1508
  %1529 = sext i32 %1528 to i64
  %1530 = getelementptr float, ptr addrspace(1) %2, i64 %1529
  %1531 = and i1 %1512, %1271
  %1532 = ptrtoint ptr addrspace(1) %1530 to i64
  %1533 = and i64 %1532, 7
  %1534 = icmp eq i64 %1533, 0
  %1535 = and i1 %1531, %1534
  %1536 = and i1 %1516, %1535
  %1537 = xor i1 %1531, %1536
  %1538 = xor i1 %1271, %1535
  %1539 = and i1 %1516, %1538
  %1540 = zext i1 %1536 to i32
  %1541 = zext i1 %1537 to i32
  %1542 = zext i1 %1539 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1540, i32 %.lcssa228, i32 %.lcssa227, ptr addrspace(1) %1530, i32 %1541, i32 %1542) #5
  %1543 = or disjoint i32 %1233, 16
  %1544 = or disjoint i32 %1543, %1230
  %1545 = or disjoint i32 %1544, %26
  %1546 = mul i32 %1545, %4
  %1547 = add i32 %1546, %1242
  %1548 = sext i32 %1547 to i64
  %1549 = getelementptr float, ptr addrspace(1) %2, i64 %1548
  %1550 = icmp slt i32 %1545, %3
  %1551 = and i1 %1247, %1550
  %1552 = ptrtoint ptr addrspace(1) %1549 to i64
  %1553 = and i64 %1552, 7
  %1554 = icmp eq i64 %1553, 0
  %1555 = and i1 %1551, %1554
  %1556 = and i1 %1252, %1555
  %1557 = xor i1 %1551, %1556
  %1558 = xor i1 %1550, %1555
  %1559 = and i1 %1252, %1558
  %1560 = zext i1 %1556 to i32
  %1561 = zext i1 %1557 to i32
  %1562 = zext i1 %1559 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1560, i32 %.lcssa226, i32 %.lcssa225, ptr addrspace(1) %1549, i32 %1561, i32 %1562) #5
  %1563 = or disjoint i32 %1543, %1264
  %1564 = or disjoint i32 %1563, %26
  %1565 = mul i32 %1564, %4
  %1566 = add i32 %1565, %1242
  %1567 = sext i32 %1566 to i64
  %1568 = getelementptr float, ptr addrspace(1) %2, i64 %1567
  %1569 = icmp slt i32 %1564, %3
  %1570 = and i1 %1247, %1569
  %1571 = ptrtoint ptr addrspace(1) %1568 to i64
  %1572 = and i64 %1571, 7
  %1573 = icmp eq i64 %1572, 0
  %1574 = and i1 %1570, %1573
  %1575 = and i1 %1252, %1574
  %1576 = xor i1 %1570, %1575
  %1577 = xor i1 %1569, %1574
  %1578 = and i1 %1252, %1577
  %1579 = zext i1 %1575 to i32
  %1580 = zext i1 %1576 to i32
  %1581 = zext i1 %1578 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1579, i32 %.lcssa224, i32 %.lcssa223, ptr addrspace(1) %1568, i32 %1580, i32 %1581) #5
  %1582 = add i32 %1546, %1286
  %1583 = sext i32 %1582 to i64
  %1584 = getelementptr float, ptr addrspace(1) %2, i64 %1583
  %1585 = and i1 %1290, %1550
  %1586 = ptrtoint ptr addrspace(1) %1584 to i64
  %1587 = and i64 %1586, 7
  %1588 = icmp eq i64 %1587, 0
  %1589 = and i1 %1585, %1588
  %1590 = and i1 %1294, %1589
  %1591 = xor i1 %1585, %1590
  %1592 = xor i1 %1550, %1589
  %1593 = and i1 %1294, %1592
  %1594 = zext i1 %1590 to i32
  %1595 = zext i1 %1591 to i32
  %1596 = zext i1 %1593 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1594, i32 %.lcssa222, i32 %.lcssa221, ptr addrspace(1) %1584, i32 %1595, i32 %1596) #5
  %1597 = add i32 %1565, %1286
  %1598 = sext i32 %1597 to i64
  %1599 = getelementptr float, ptr addrspace(1) %2, i64 %1598
  %1600 = and i1 %1290, %1569
  %1601 = ptrtoint ptr addrspace(1) %1599 to i64
  %1602 = and i64 %1601, 7
  %1603 = icmp eq i64 %1602, 0
  %1604 = and i1 %1600, %1603
  %1605 = and i1 %1294, %1604
  %1606 = xor i1 %1600, %1605
  %1607 = xor i1 %1569, %1604
  %1608 = and i1 %1294, %1607
  %1609 = zext i1 %1605 to i32
  %1610 = zext i1 %1606 to i32
  %1611 = zext i1 %1608 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1609, i32 %.lcssa220, i32 %.lcssa219, ptr addrspace(1) %1599, i32 %1610, i32 %1611) #5
  %1612 = add i32 %1546, %1323
  %1613 = sext i32 %1612 to i64
  %1614 = getelementptr float, ptr addrspace(1) %2, i64 %1613
  %1615 = and i1 %1327, %1550
  %1616 = ptrtoint ptr addrspace(1) %1614 to i64
  %1617 = and i64 %1616, 7
  %1618 = icmp eq i64 %1617, 0
  %1619 = and i1 %1615, %1618
  %1620 = and i1 %1331, %1619
  %1621 = xor i1 %1615, %1620
  %1622 = xor i1 %1550, %1619
  %1623 = and i1 %1331, %1622
  %1624 = zext i1 %1620 to i32
  %1625 = zext i1 %1621 to i32
  %1626 = zext i1 %1623 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1624, i32 %.lcssa218, i32 %.lcssa217, ptr addrspace(1) %1614, i32 %1625, i32 %1626) #5
  %1627 = add i32 %1565, %1323
  %1628 = sext i32 %1627 to i64
  %1629 = getelementptr float, ptr addrspace(1) %2, i64 %1628
  %1630 = and i1 %1327, %1569
  %1631 = ptrtoint ptr addrspace(1) %1629 to i64
  %1632 = and i64 %1631, 7
  %1633 = icmp eq i64 %1632, 0
  %1634 = and i1 %1630, %1633
  %1635 = and i1 %1331, %1634
  %1636 = xor i1 %1630, %1635
  %1637 = xor i1 %1569, %1634
  %1638 = and i1 %1331, %1637
  %1639 = zext i1 %1635 to i32
  %1640 = zext i1 %1636 to i32
  %1641 = zext i1 %1638 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1639, i32 %.lcssa216, i32 %.lcssa215, ptr addrspace(1) %1629, i32 %1640, i32 %1641) #5
  %1642 = add i32 %1546, %1360
  %1643 = sext i32 %1642 to i64
  %1644 = getelementptr float, ptr addrspace(1) %2, i64 %1643
  %1645 = and i1 %1364, %1550
  %1646 = ptrtoint ptr addrspace(1) %1644 to i64
  %1647 = and i64 %1646, 7
  %1648 = icmp eq i64 %1647, 0
  %1649 = and i1 %1645, %1648
  %1650 = and i1 %1368, %1649
  %1651 = xor i1 %1645, %1650
  %1652 = xor i1 %1550, %1649
  %1653 = and i1 %1368, %1652
  %1654 = zext i1 %1650 to i32
  %1655 = zext i1 %1651 to i32
  %1656 = zext i1 %1653 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1654, i32 %.lcssa214, i32 %.lcssa213, ptr addrspace(1) %1644, i32 %1655, i32 %1656) #5
  %1657 = add i32 %1565, %1360
  %1658 = sext i32 %1657 to i64
  %1659 = getelementptr float, ptr addrspace(1) %2, i64 %1658
  %1660 = and i1 %1364, %1569
  %1661 = ptrtoint ptr addrspace(1) %1659 to i64
  %1662 = and i64 %1661, 7
  %1663 = icmp eq i64 %1662, 0
  %1664 = and i1 %1660, %1663
  %1665 = and i1 %1368, %1664
  %1666 = xor i1 %1660, %1665
  %1667 = xor i1 %1569, %1664
  %1668 = and i1 %1368, %1667
  %1669 = zext i1 %1665 to i32
  %1670 = zext i1 %1666 to i32
  %1671 = zext i1 %1668 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1669, i32 %.lcssa212, i32 %.lcssa211, ptr addrspace(1) %1659, i32 %1670, i32 %1671) #5
  %1672 = add i32 %1546, %1397
  %1673 = sext i32 %1672 to i64
  %1674 = getelementptr float, ptr addrspace(1) %2, i64 %1673
  %1675 = and i1 %1401, %1550
  %1676 = ptrtoint ptr addrspace(1) %1674 to i64
  %1677 = and i64 %1676, 7
  %1678 = icmp eq i64 %1677, 0
  %1679 = and i1 %1675, %1678
  %1680 = and i1 %1405, %1679
  %1681 = xor i1 %1675, %1680
  %1682 = xor i1 %1550, %1679
  %1683 = and i1 %1405, %1682
  %1684 = zext i1 %1680 to i32
  %1685 = zext i1 %1681 to i32
  %1686 = zext i1 %1683 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1684, i32 %.lcssa210, i32 %.lcssa209, ptr addrspace(1) %1674, i32 %1685, i32 %1686) #5
  %1687 = add i32 %1565, %1397
  %1688 = sext i32 %1687 to i64
  %1689 = getelementptr float, ptr addrspace(1) %2, i64 %1688
  %1690 = and i1 %1401, %1569
  %1691 = ptrtoint ptr addrspace(1) %1689 to i64
  %1692 = and i64 %1691, 7
  %1693 = icmp eq i64 %1692, 0
  %1694 = and i1 %1690, %1693
  %1695 = and i1 %1405, %1694
  %1696 = xor i1 %1690, %1695
  %1697 = xor i1 %1569, %1694
  %1698 = and i1 %1405, %1697
  %1699 = zext i1 %1695 to i32
  %1700 = zext i1 %1696 to i32
  %1701 = zext i1 %1698 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1699, i32 %.lcssa208, i32 %.lcssa207, ptr addrspace(1) %1689, i32 %1700, i32 %1701) #5
  %1702 = add i32 %1546, %1434
  %1703 = sext i32 %1702 to i64
  %1704 = getelementptr float, ptr addrspace(1) %2, i64 %1703
  %1705 = and i1 %1438, %1550
  %1706 = ptrtoint ptr addrspace(1) %1704 to i64
  %1707 = and i64 %1706, 7
  %1708 = icmp eq i64 %1707, 0
  %1709 = and i1 %1705, %1708
  %1710 = and i1 %1442, %1709
  %1711 = xor i1 %1705, %1710
  %1712 = xor i1 %1550, %1709
  %1713 = and i1 %1442, %1712
  %1714 = zext i1 %1710 to i32
  %1715 = zext i1 %1711 to i32
  %1716 = zext i1 %1713 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1714, i32 %.lcssa206, i32 %.lcssa205, ptr addrspace(1) %1704, i32 %1715, i32 %1716) #5
  %1717 = add i32 %1565, %1434
  %1718 = sext i32 %1717 to i64
  %1719 = getelementptr float, ptr addrspace(1) %2, i64 %1718
  %1720 = and i1 %1438, %1569
  %1721 = ptrtoint ptr addrspace(1) %1719 to i64
  %1722 = and i64 %1721, 7
  %1723 = icmp eq i64 %1722, 0
  %1724 = and i1 %1720, %1723
  %1725 = and i1 %1442, %1724
  %1726 = xor i1 %1720, %1725
  %1727 = xor i1 %1569, %1724
  %1728 = and i1 %1442, %1727
  %1729 = zext i1 %1725 to i32
  %1730 = zext i1 %1726 to i32
  %1731 = zext i1 %1728 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1729, i32 %.lcssa204, i32 %.lcssa203, ptr addrspace(1) %1719, i32 %1730, i32 %1731) #5
  %1732 = add i32 %1546, %1471
  %1733 = sext i32 %1732 to i64
  %1734 = getelementptr float, ptr addrspace(1) %2, i64 %1733
  %1735 = and i1 %1475, %1550
  %1736 = ptrtoint ptr addrspace(1) %1734 to i64
  %1737 = and i64 %1736, 7
  %1738 = icmp eq i64 %1737, 0
  %1739 = and i1 %1735, %1738
  %1740 = and i1 %1479, %1739
  %1741 = xor i1 %1735, %1740
  %1742 = xor i1 %1550, %1739
  %1743 = and i1 %1479, %1742
  %1744 = zext i1 %1740 to i32
  %1745 = zext i1 %1741 to i32
  %1746 = zext i1 %1743 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1744, i32 %.lcssa202, i32 %.lcssa201, ptr addrspace(1) %1734, i32 %1745, i32 %1746) #5
  %1747 = add i32 %1565, %1471
  %1748 = sext i32 %1747 to i64
  %1749 = getelementptr float, ptr addrspace(1) %2, i64 %1748
  %1750 = and i1 %1475, %1569
  %1751 = ptrtoint ptr addrspace(1) %1749 to i64
  %1752 = and i64 %1751, 7
  %1753 = icmp eq i64 %1752, 0
  %1754 = and i1 %1750, %1753
  %1755 = and i1 %1479, %1754
  %1756 = xor i1 %1750, %1755
  %1757 = xor i1 %1569, %1754
  %1758 = and i1 %1479, %1757
  %1759 = zext i1 %1755 to i32
  %1760 = zext i1 %1756 to i32
  %1761 = zext i1 %1758 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1759, i32 %.lcssa200, i32 %.lcssa199, ptr addrspace(1) %1749, i32 %1760, i32 %1761) #5
  %1762 = add i32 %1546, %1508
  %1763 = sext i32 %1762 to i64
  %1764 = getelementptr float, ptr addrspace(1) %2, i64 %1763
  %1765 = and i1 %1512, %1550
  %1766 = ptrtoint ptr addrspace(1) %1764 to i64
  %1767 = and i64 %1766, 7
  %1768 = icmp eq i64 %1767, 0
  %1769 = and i1 %1765, %1768
  %1770 = and i1 %1516, %1769
  %1771 = xor i1 %1765, %1770
  %1772 = xor i1 %1550, %1769
  %1773 = and i1 %1516, %1772
  %1774 = zext i1 %1770 to i32
  %1775 = zext i1 %1771 to i32
  %1776 = zext i1 %1773 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1774, i32 %.lcssa198, i32 %.lcssa197, ptr addrspace(1) %1764, i32 %1775, i32 %1776) #5
  %1777 = add i32 %1565, %1508
  %1778 = sext i32 %1777 to i64
  %1779 = getelementptr float, ptr addrspace(1) %2, i64 %1778
  %1780 = and i1 %1512, %1569
  %1781 = ptrtoint ptr addrspace(1) %1779 to i64
  %1782 = and i64 %1781, 7
  %1783 = icmp eq i64 %1782, 0
  %1784 = and i1 %1780, %1783
  %1785 = and i1 %1516, %1784
  %1786 = xor i1 %1780, %1785
  %1787 = xor i1 %1569, %1784
  %1788 = and i1 %1516, %1787
  %1789 = zext i1 %1785 to i32
  %1790 = zext i1 %1786 to i32
  %1791 = zext i1 %1788 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1789, i32 %.lcssa196, i32 %.lcssa195, ptr addrspace(1) %1779, i32 %1790, i32 %1791) #5
  %1792 = or disjoint i32 %1233, 32
  %1793 = or disjoint i32 %1792, %1230
  %1794 = or disjoint i32 %1793, %26
  %1795 = mul i32 %1794, %4
  %1796 = add i32 %1795, %1242
  %1797 = sext i32 %1796 to i64
  %1798 = getelementptr float, ptr addrspace(1) %2, i64 %1797
  %1799 = icmp slt i32 %1794, %3
  %1800 = and i1 %1247, %1799
  %1801 = ptrtoint ptr addrspace(1) %1798 to i64
  %1802 = and i64 %1801, 7
  %1803 = icmp eq i64 %1802, 0
  %1804 = and i1 %1800, %1803
  %1805 = and i1 %1252, %1804
  %1806 = xor i1 %1800, %1805
  %1807 = xor i1 %1799, %1804
  %1808 = and i1 %1252, %1807
  %1809 = zext i1 %1805 to i32
  %1810 = zext i1 %1806 to i32
  %1811 = zext i1 %1808 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1809, i32 %.lcssa194, i32 %.lcssa193, ptr addrspace(1) %1798, i32 %1810, i32 %1811) #5
  %1812 = or disjoint i32 %1792, %1264
  %1813 = or disjoint i32 %1812, %26
  %1814 = mul i32 %1813, %4
  %1815 = add i32 %1814, %1242
  %1816 = sext i32 %1815 to i64
  %1817 = getelementptr float, ptr addrspace(1) %2, i64 %1816
  %1818 = icmp slt i32 %1813, %3
  %1819 = and i1 %1247, %1818
  %1820 = ptrtoint ptr addrspace(1) %1817 to i64
  %1821 = and i64 %1820, 7
  %1822 = icmp eq i64 %1821, 0
  %1823 = and i1 %1819, %1822
  %1824 = and i1 %1252, %1823
  %1825 = xor i1 %1819, %1824
  %1826 = xor i1 %1818, %1823
  %1827 = and i1 %1252, %1826
  %1828 = zext i1 %1824 to i32
  %1829 = zext i1 %1825 to i32
  %1830 = zext i1 %1827 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1828, i32 %.lcssa192, i32 %.lcssa191, ptr addrspace(1) %1817, i32 %1829, i32 %1830) #5
  %1831 = add i32 %1795, %1286
  %1832 = sext i32 %1831 to i64
  %1833 = getelementptr float, ptr addrspace(1) %2, i64 %1832
  %1834 = and i1 %1290, %1799
  %1835 = ptrtoint ptr addrspace(1) %1833 to i64
  %1836 = and i64 %1835, 7
  %1837 = icmp eq i64 %1836, 0
  %1838 = and i1 %1834, %1837
  %1839 = and i1 %1294, %1838
  %1840 = xor i1 %1834, %1839
  %1841 = xor i1 %1799, %1838
  %1842 = and i1 %1294, %1841
  %1843 = zext i1 %1839 to i32
  %1844 = zext i1 %1840 to i32
  %1845 = zext i1 %1842 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1843, i32 %.lcssa190, i32 %.lcssa189, ptr addrspace(1) %1833, i32 %1844, i32 %1845) #5
  %1846 = add i32 %1814, %1286
  %1847 = sext i32 %1846 to i64
  %1848 = getelementptr float, ptr addrspace(1) %2, i64 %1847
  %1849 = and i1 %1290, %1818
  %1850 = ptrtoint ptr addrspace(1) %1848 to i64
  %1851 = and i64 %1850, 7
  %1852 = icmp eq i64 %1851, 0
  %1853 = and i1 %1849, %1852
  %1854 = and i1 %1294, %1853
  %1855 = xor i1 %1849, %1854
  %1856 = xor i1 %1818, %1853
  %1857 = and i1 %1294, %1856
  %1858 = zext i1 %1854 to i32
  %1859 = zext i1 %1855 to i32
  %1860 = zext i1 %1857 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1858, i32 %.lcssa188, i32 %.lcssa187, ptr addrspace(1) %1848, i32 %1859, i32 %1860) #5
  %1861 = add i32 %1795, %1323
  %1862 = sext i32 %1861 to i64
  %1863 = getelementptr float, ptr addrspace(1) %2, i64 %1862
  %1864 = and i1 %1327, %1799
  %1865 = ptrtoint ptr addrspace(1) %1863 to i64
  %1866 = and i64 %1865, 7
  %1867 = icmp eq i64 %1866, 0
  %1868 = and i1 %1864, %1867
  %1869 = and i1 %1331, %1868
  %1870 = xor i1 %1864, %1869
  %1871 = xor i1 %1799, %1868
  %1872 = and i1 %1331, %1871
  %1873 = zext i1 %1869 to i32
  %1874 = zext i1 %1870 to i32
  %1875 = zext i1 %1872 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1873, i32 %.lcssa186, i32 %.lcssa185, ptr addrspace(1) %1863, i32 %1874, i32 %1875) #5
  %1876 = add i32 %1814, %1323
  %1877 = sext i32 %1876 to i64
  %1878 = getelementptr float, ptr addrspace(1) %2, i64 %1877
  %1879 = and i1 %1327, %1818
  %1880 = ptrtoint ptr addrspace(1) %1878 to i64
  %1881 = and i64 %1880, 7
  %1882 = icmp eq i64 %1881, 0
  %1883 = and i1 %1879, %1882
  %1884 = and i1 %1331, %1883
  %1885 = xor i1 %1879, %1884
  %1886 = xor i1 %1818, %1883
  %1887 = and i1 %1331, %1886
  %1888 = zext i1 %1884 to i32
  %1889 = zext i1 %1885 to i32
  %1890 = zext i1 %1887 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1888, i32 %.lcssa184, i32 %.lcssa183, ptr addrspace(1) %1878, i32 %1889, i32 %1890) #5
  %1891 = add i32 %1795, %1360
  %1892 = sext i32 %1891 to i64
  %1893 = getelementptr float, ptr addrspace(1) %2, i64 %1892
  %1894 = and i1 %1364, %1799
  %1895 = ptrtoint ptr addrspace(1) %1893 to i64
  %1896 = and i64 %1895, 7
  %1897 = icmp eq i64 %1896, 0
  %1898 = and i1 %1894, %1897
  %1899 = and i1 %1368, %1898
  %1900 = xor i1 %1894, %1899
  %1901 = xor i1 %1799, %1898
  %1902 = and i1 %1368, %1901
  %1903 = zext i1 %1899 to i32
  %1904 = zext i1 %1900 to i32
  %1905 = zext i1 %1902 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1903, i32 %.lcssa182, i32 %.lcssa181, ptr addrspace(1) %1893, i32 %1904, i32 %1905) #5
  %1906 = add i32 %1814, %1360
  %1907 = sext i32 %1906 to i64
  %1908 = getelementptr float, ptr addrspace(1) %2, i64 %1907
  %1909 = and i1 %1364, %1818
  %1910 = ptrtoint ptr addrspace(1) %1908 to i64
  %1911 = and i64 %1910, 7
  %1912 = icmp eq i64 %1911, 0
  %1913 = and i1 %1909, %1912
  %1914 = and i1 %1368, %1913
  %1915 = xor i1 %1909, %1914
  %1916 = xor i1 %1818, %1913
  %1917 = and i1 %1368, %1916
  %1918 = zext i1 %1914 to i32
  %1919 = zext i1 %1915 to i32
  %1920 = zext i1 %1917 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1918, i32 %.lcssa180, i32 %.lcssa179, ptr addrspace(1) %1908, i32 %1919, i32 %1920) #5
  %1921 = add i32 %1795, %1397
  %1922 = sext i32 %1921 to i64
  %1923 = getelementptr float, ptr addrspace(1) %2, i64 %1922
  %1924 = and i1 %1401, %1799
  %1925 = ptrtoint ptr addrspace(1) %1923 to i64
  %1926 = and i64 %1925, 7
  %1927 = icmp eq i64 %1926, 0
  %1928 = and i1 %1924, %1927
  %1929 = and i1 %1405, %1928
  %1930 = xor i1 %1924, %1929
  %1931 = xor i1 %1799, %1928
  %1932 = and i1 %1405, %1931
  %1933 = zext i1 %1929 to i32
  %1934 = zext i1 %1930 to i32
  %1935 = zext i1 %1932 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1933, i32 %.lcssa178, i32 %.lcssa177, ptr addrspace(1) %1923, i32 %1934, i32 %1935) #5
  %1936 = add i32 %1814, %1397
  %1937 = sext i32 %1936 to i64
  %1938 = getelementptr float, ptr addrspace(1) %2, i64 %1937
  %1939 = and i1 %1401, %1818
  %1940 = ptrtoint ptr addrspace(1) %1938 to i64
  %1941 = and i64 %1940, 7
  %1942 = icmp eq i64 %1941, 0
  %1943 = and i1 %1939, %1942
  %1944 = and i1 %1405, %1943
  %1945 = xor i1 %1939, %1944
  %1946 = xor i1 %1818, %1943
  %1947 = and i1 %1405, %1946
  %1948 = zext i1 %1944 to i32
  %1949 = zext i1 %1945 to i32
  %1950 = zext i1 %1947 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1948, i32 %.lcssa176, i32 %.lcssa175, ptr addrspace(1) %1938, i32 %1949, i32 %1950) #5
  %1951 = add i32 %1795, %1434
  %1952 = sext i32 %1951 to i64
  %1953 = getelementptr float, ptr addrspace(1) %2, i64 %1952
  %1954 = and i1 %1438, %1799
  %1955 = ptrtoint ptr addrspace(1) %1953 to i64
  %1956 = and i64 %1955, 7
  %1957 = icmp eq i64 %1956, 0
  %1958 = and i1 %1954, %1957
  %1959 = and i1 %1442, %1958
  %1960 = xor i1 %1954, %1959
  %1961 = xor i1 %1799, %1958
  %1962 = and i1 %1442, %1961
  %1963 = zext i1 %1959 to i32
  %1964 = zext i1 %1960 to i32
  %1965 = zext i1 %1962 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1963, i32 %.lcssa174, i32 %.lcssa173, ptr addrspace(1) %1953, i32 %1964, i32 %1965) #5
  %1966 = add i32 %1814, %1434
  %1967 = sext i32 %1966 to i64
  %1968 = getelementptr float, ptr addrspace(1) %2, i64 %1967
  %1969 = and i1 %1438, %1818
  %1970 = ptrtoint ptr addrspace(1) %1968 to i64
  %1971 = and i64 %1970, 7
  %1972 = icmp eq i64 %1971, 0
  %1973 = and i1 %1969, %1972
  %1974 = and i1 %1442, %1973
  %1975 = xor i1 %1969, %1974
  %1976 = xor i1 %1818, %1973
  %1977 = and i1 %1442, %1976
  %1978 = zext i1 %1974 to i32
  %1979 = zext i1 %1975 to i32
  %1980 = zext i1 %1977 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1978, i32 %.lcssa172, i32 %.lcssa171, ptr addrspace(1) %1968, i32 %1979, i32 %1980) #5
  %1981 = add i32 %1795, %1471
  %1982 = sext i32 %1981 to i64
  %1983 = getelementptr float, ptr addrspace(1) %2, i64 %1982
  %1984 = and i1 %1475, %1799
  %1985 = ptrtoint ptr addrspace(1) %1983 to i64
  %1986 = and i64 %1985, 7
  %1987 = icmp eq i64 %1986, 0
  %1988 = and i1 %1984, %1987
  %1989 = and i1 %1479, %1988
  %1990 = xor i1 %1984, %1989
  %1991 = xor i1 %1799, %1988
  %1992 = and i1 %1479, %1991
  %1993 = zext i1 %1989 to i32
  %1994 = zext i1 %1990 to i32
  %1995 = zext i1 %1992 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1993, i32 %.lcssa170, i32 %.lcssa169, ptr addrspace(1) %1983, i32 %1994, i32 %1995) #5
  %1996 = add i32 %1814, %1471
  %1997 = sext i32 %1996 to i64
  %1998 = getelementptr float, ptr addrspace(1) %2, i64 %1997
  %1999 = and i1 %1475, %1818
  %2000 = ptrtoint ptr addrspace(1) %1998 to i64
  %2001 = and i64 %2000, 7
  %2002 = icmp eq i64 %2001, 0
  %2003 = and i1 %1999, %2002
  %2004 = and i1 %1479, %2003
  %2005 = xor i1 %1999, %2004
  %2006 = xor i1 %1818, %2003
  %2007 = and i1 %1479, %2006
  %2008 = zext i1 %2004 to i32
  %2009 = zext i1 %2005 to i32
  %2010 = zext i1 %2007 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2008, i32 %.lcssa168, i32 %.lcssa167, ptr addrspace(1) %1998, i32 %2009, i32 %2010) #5
  %2011 = add i32 %1795, %1508
  %2012 = sext i32 %2011 to i64
  %2013 = getelementptr float, ptr addrspace(1) %2, i64 %2012
  %2014 = and i1 %1512, %1799
  %2015 = ptrtoint ptr addrspace(1) %2013 to i64
  %2016 = and i64 %2015, 7
  %2017 = icmp eq i64 %2016, 0
  %2018 = and i1 %2014, %2017
  %2019 = and i1 %1516, %2018
  %2020 = xor i1 %2014, %2019
  %2021 = xor i1 %1799, %2018
  %2022 = and i1 %1516, %2021
  %2023 = zext i1 %2019 to i32
  %2024 = zext i1 %2020 to i32
  %2025 = zext i1 %2022 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2023, i32 %.lcssa166, i32 %.lcssa165, ptr addrspace(1) %2013, i32 %2024, i32 %2025) #5
  %2026 = add i32 %1814, %1508
  %2027 = sext i32 %2026 to i64
  %2028 = getelementptr float, ptr addrspace(1) %2, i64 %2027
  %2029 = and i1 %1512, %1818
  %2030 = ptrtoint ptr addrspace(1) %2028 to i64
  %2031 = and i64 %2030, 7
  %2032 = icmp eq i64 %2031, 0
  %2033 = and i1 %2029, %2032
  %2034 = and i1 %1516, %2033
  %2035 = xor i1 %2029, %2034
  %2036 = xor i1 %1818, %2033
  %2037 = and i1 %1516, %2036
  %2038 = zext i1 %2034 to i32
  %2039 = zext i1 %2035 to i32
  %2040 = zext i1 %2037 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2038, i32 %.lcssa164, i32 %.lcssa163, ptr addrspace(1) %2028, i32 %2039, i32 %2040) #5
  %2041 = or disjoint i32 %1232, 48
  %2042 = or disjoint i32 %2041, %1230
  %2043 = or disjoint i32 %2042, %26
  %2044 = mul i32 %2043, %4
  %2045 = add i32 %2044, %1242
  %2046 = sext i32 %2045 to i64
  %2047 = getelementptr float, ptr addrspace(1) %2, i64 %2046
  %2048 = icmp slt i32 %2043, %3
  %2049 = and i1 %1247, %2048
  %2050 = ptrtoint ptr addrspace(1) %2047 to i64
  %2051 = and i64 %2050, 7
  %2052 = icmp eq i64 %2051, 0
  %2053 = and i1 %2049, %2052
  %2054 = and i1 %1252, %2053
  %2055 = xor i1 %2049, %2054
  %2056 = xor i1 %2048, %2053
  %2057 = and i1 %1252, %2056
  %2058 = zext i1 %2054 to i32
  %2059 = zext i1 %2055 to i32
  %2060 = zext i1 %2057 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2058, i32 %.lcssa162, i32 %.lcssa161, ptr addrspace(1) %2047, i32 %2059, i32 %2060) #5
  %2061 = or disjoint i32 %2041, %1264
  %2062 = or disjoint i32 %2061, %26
  %2063 = mul i32 %2062, %4
  %2064 = add i32 %2063, %1242
  %2065 = sext i32 %2064 to i64
  %2066 = getelementptr float, ptr addrspace(1) %2, i64 %2065
  %2067 = icmp slt i32 %2062, %3
  %2068 = and i1 %1247, %2067
  %2069 = ptrtoint ptr addrspace(1) %2066 to i64
  %2070 = and i64 %2069, 7
  %2071 = icmp eq i64 %2070, 0
  %2072 = and i1 %2068, %2071
  %2073 = and i1 %1252, %2072
  %2074 = xor i1 %2068, %2073
  %2075 = xor i1 %2067, %2072
  %2076 = and i1 %1252, %2075
  %2077 = zext i1 %2073 to i32
  %2078 = zext i1 %2074 to i32
  %2079 = zext i1 %2076 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2077, i32 %.lcssa160, i32 %.lcssa159, ptr addrspace(1) %2066, i32 %2078, i32 %2079) #5
  %2080 = add i32 %2044, %1286
  %2081 = sext i32 %2080 to i64
  %2082 = getelementptr float, ptr addrspace(1) %2, i64 %2081
  %2083 = and i1 %1290, %2048
  %2084 = ptrtoint ptr addrspace(1) %2082 to i64
  %2085 = and i64 %2084, 7
  %2086 = icmp eq i64 %2085, 0
  %2087 = and i1 %2083, %2086
  %2088 = and i1 %1294, %2087
  %2089 = xor i1 %2083, %2088
  %2090 = xor i1 %2048, %2087
  %2091 = and i1 %1294, %2090
  %2092 = zext i1 %2088 to i32
  %2093 = zext i1 %2089 to i32
  %2094 = zext i1 %2091 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2092, i32 %.lcssa158, i32 %.lcssa157, ptr addrspace(1) %2082, i32 %2093, i32 %2094) #5
  %2095 = add i32 %2063, %1286
  %2096 = sext i32 %2095 to i64
  %2097 = getelementptr float, ptr addrspace(1) %2, i64 %2096
  %2098 = and i1 %1290, %2067
  %2099 = ptrtoint ptr addrspace(1) %2097 to i64
  %2100 = and i64 %2099, 7
  %2101 = icmp eq i64 %2100, 0
  %2102 = and i1 %2098, %2101
  %2103 = and i1 %1294, %2102
  %2104 = xor i1 %2098, %2103
  %2105 = xor i1 %2067, %2102
  %2106 = and i1 %1294, %2105
  %2107 = zext i1 %2103 to i32
  %2108 = zext i1 %2104 to i32
  %2109 = zext i1 %2106 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2107, i32 %.lcssa156, i32 %.lcssa155, ptr addrspace(1) %2097, i32 %2108, i32 %2109) #5
  %2110 = add i32 %2044, %1323
  %2111 = sext i32 %2110 to i64
  %2112 = getelementptr float, ptr addrspace(1) %2, i64 %2111
  %2113 = and i1 %1327, %2048
  %2114 = ptrtoint ptr addrspace(1) %2112 to i64
  %2115 = and i64 %2114, 7
  %2116 = icmp eq i64 %2115, 0
  %2117 = and i1 %2113, %2116
  %2118 = and i1 %1331, %2117
  %2119 = xor i1 %2113, %2118
  %2120 = xor i1 %2048, %2117
  %2121 = and i1 %1331, %2120
  %2122 = zext i1 %2118 to i32
  %2123 = zext i1 %2119 to i32
  %2124 = zext i1 %2121 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2122, i32 %.lcssa154, i32 %.lcssa153, ptr addrspace(1) %2112, i32 %2123, i32 %2124) #5
  %2125 = add i32 %2063, %1323
  %2126 = sext i32 %2125 to i64
  %2127 = getelementptr float, ptr addrspace(1) %2, i64 %2126
  %2128 = and i1 %1327, %2067
  %2129 = ptrtoint ptr addrspace(1) %2127 to i64
  %2130 = and i64 %2129, 7
  %2131 = icmp eq i64 %2130, 0
  %2132 = and i1 %2128, %2131
  %2133 = and i1 %1331, %2132
  %2134 = xor i1 %2128, %2133
  %2135 = xor i1 %2067, %2132
  %2136 = and i1 %1331, %2135
  %2137 = zext i1 %2133 to i32
  %2138 = zext i1 %2134 to i32
  %2139 = zext i1 %2136 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2137, i32 %.lcssa152, i32 %.lcssa151, ptr addrspace(1) %2127, i32 %2138, i32 %2139) #5
  %2140 = add i32 %2044, %1360
  %2141 = sext i32 %2140 to i64
  %2142 = getelementptr float, ptr addrspace(1) %2, i64 %2141
  %2143 = and i1 %1364, %2048
  %2144 = ptrtoint ptr addrspace(1) %2142 to i64
  %2145 = and i64 %2144, 7
  %2146 = icmp eq i64 %2145, 0
  %2147 = and i1 %2143, %2146
  %2148 = and i1 %1368, %2147
  %2149 = xor i1 %2143, %2148
  %2150 = xor i1 %2048, %2147
  %2151 = and i1 %1368, %2150
  %2152 = zext i1 %2148 to i32
  %2153 = zext i1 %2149 to i32
  %2154 = zext i1 %2151 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2152, i32 %.lcssa150, i32 %.lcssa149, ptr addrspace(1) %2142, i32 %2153, i32 %2154) #5
  %2155 = add i32 %2063, %1360
  %2156 = sext i32 %2155 to i64
  %2157 = getelementptr float, ptr addrspace(1) %2, i64 %2156
  %2158 = and i1 %1364, %2067
  %2159 = ptrtoint ptr addrspace(1) %2157 to i64
  %2160 = and i64 %2159, 7
  %2161 = icmp eq i64 %2160, 0
  %2162 = and i1 %2158, %2161
  %2163 = and i1 %1368, %2162
  %2164 = xor i1 %2158, %2163
  %2165 = xor i1 %2067, %2162
  %2166 = and i1 %1368, %2165
  %2167 = zext i1 %2163 to i32
  %2168 = zext i1 %2164 to i32
  %2169 = zext i1 %2166 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2167, i32 %.lcssa148, i32 %.lcssa147, ptr addrspace(1) %2157, i32 %2168, i32 %2169) #5
  %2170 = add i32 %2044, %1397
  %2171 = sext i32 %2170 to i64
  %2172 = getelementptr float, ptr addrspace(1) %2, i64 %2171
  %2173 = and i1 %1401, %2048
  %2174 = ptrtoint ptr addrspace(1) %2172 to i64
  %2175 = and i64 %2174, 7
  %2176 = icmp eq i64 %2175, 0
  %2177 = and i1 %2173, %2176
  %2178 = and i1 %1405, %2177
  %2179 = xor i1 %2173, %2178
  %2180 = xor i1 %2048, %2177
  %2181 = and i1 %1405, %2180
  %2182 = zext i1 %2178 to i32
  %2183 = zext i1 %2179 to i32
  %2184 = zext i1 %2181 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2182, i32 %.lcssa146, i32 %.lcssa145, ptr addrspace(1) %2172, i32 %2183, i32 %2184) #5
  %2185 = add i32 %2063, %1397
  %2186 = sext i32 %2185 to i64
  %2187 = getelementptr float, ptr addrspace(1) %2, i64 %2186
  %2188 = and i1 %1401, %2067
  %2189 = ptrtoint ptr addrspace(1) %2187 to i64
  %2190 = and i64 %2189, 7
  %2191 = icmp eq i64 %2190, 0
  %2192 = and i1 %2188, %2191
  %2193 = and i1 %1405, %2192
  %2194 = xor i1 %2188, %2193
  %2195 = xor i1 %2067, %2192
  %2196 = and i1 %1405, %2195
  %2197 = zext i1 %2193 to i32
  %2198 = zext i1 %2194 to i32
  %2199 = zext i1 %2196 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2197, i32 %.lcssa144, i32 %.lcssa143, ptr addrspace(1) %2187, i32 %2198, i32 %2199) #5
  %2200 = add i32 %2044, %1434
  %2201 = sext i32 %2200 to i64
  %2202 = getelementptr float, ptr addrspace(1) %2, i64 %2201
  %2203 = and i1 %1438, %2048
  %2204 = ptrtoint ptr addrspace(1) %2202 to i64
  %2205 = and i64 %2204, 7
  %2206 = icmp eq i64 %2205, 0
  %2207 = and i1 %2203, %2206
  %2208 = and i1 %1442, %2207
  %2209 = xor i1 %2203, %2208
  %2210 = xor i1 %2048, %2207
  %2211 = and i1 %1442, %2210
  %2212 = zext i1 %2208 to i32
  %2213 = zext i1 %2209 to i32
  %2214 = zext i1 %2211 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2212, i32 %.lcssa142, i32 %.lcssa141, ptr addrspace(1) %2202, i32 %2213, i32 %2214) #5
  %2215 = add i32 %2063, %1434
  %2216 = sext i32 %2215 to i64
  %2217 = getelementptr float, ptr addrspace(1) %2, i64 %2216
  %2218 = and i1 %1438, %2067
  %2219 = ptrtoint ptr addrspace(1) %2217 to i64
  %2220 = and i64 %2219, 7
  %2221 = icmp eq i64 %2220, 0
  %2222 = and i1 %2218, %2221
  %2223 = and i1 %1442, %2222
  %2224 = xor i1 %2218, %2223
  %2225 = xor i1 %2067, %2222
  %2226 = and i1 %1442, %2225
  %2227 = zext i1 %2223 to i32
  %2228 = zext i1 %2224 to i32
  %2229 = zext i1 %2226 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2227, i32 %.lcssa140, i32 %.lcssa139, ptr addrspace(1) %2217, i32 %2228, i32 %2229) #5
  %2230 = add i32 %2044, %1471
  %2231 = sext i32 %2230 to i64
  %2232 = getelementptr float, ptr addrspace(1) %2, i64 %2231
  %2233 = and i1 %1475, %2048
  %2234 = ptrtoint ptr addrspace(1) %2232 to i64
  %2235 = and i64 %2234, 7
  %2236 = icmp eq i64 %2235, 0
  %2237 = and i1 %2233, %2236
  %2238 = and i1 %1479, %2237
  %2239 = xor i1 %2233, %2238
  %2240 = xor i1 %2048, %2237
  %2241 = and i1 %1479, %2240
  %2242 = zext i1 %2238 to i32
  %2243 = zext i1 %2239 to i32
  %2244 = zext i1 %2241 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2242, i32 %.lcssa138, i32 %.lcssa137, ptr addrspace(1) %2232, i32 %2243, i32 %2244) #5
  %2245 = add i32 %2063, %1471
  %2246 = sext i32 %2245 to i64
  %2247 = getelementptr float, ptr addrspace(1) %2, i64 %2246
  %2248 = and i1 %1475, %2067
  %2249 = ptrtoint ptr addrspace(1) %2247 to i64
  %2250 = and i64 %2249, 7
  %2251 = icmp eq i64 %2250, 0
  %2252 = and i1 %2248, %2251
  %2253 = and i1 %1479, %2252
  %2254 = xor i1 %2248, %2253
  %2255 = xor i1 %2067, %2252
  %2256 = and i1 %1479, %2255
  %2257 = zext i1 %2253 to i32
  %2258 = zext i1 %2254 to i32
  %2259 = zext i1 %2256 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2257, i32 %.lcssa136, i32 %.lcssa135, ptr addrspace(1) %2247, i32 %2258, i32 %2259) #5
  %2260 = add i32 %2044, %1508
  %2261 = sext i32 %2260 to i64
  %2262 = getelementptr float, ptr addrspace(1) %2, i64 %2261
  %2263 = and i1 %1512, %2048
  %2264 = ptrtoint ptr addrspace(1) %2262 to i64
  %2265 = and i64 %2264, 7
  %2266 = icmp eq i64 %2265, 0
  %2267 = and i1 %2263, %2266
  %2268 = and i1 %1516, %2267
  %2269 = xor i1 %2263, %2268
  %2270 = xor i1 %2048, %2267
  %2271 = and i1 %1516, %2270
  %2272 = zext i1 %2268 to i32
  %2273 = zext i1 %2269 to i32
  %2274 = zext i1 %2271 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2272, i32 %.lcssa134, i32 %.lcssa133, ptr addrspace(1) %2262, i32 %2273, i32 %2274) #5
  %2275 = add i32 %2063, %1508
  %2276 = sext i32 %2275 to i64
  %2277 = getelementptr float, ptr addrspace(1) %2, i64 %2276
  %2278 = and i1 %1512, %2067
  %2279 = ptrtoint ptr addrspace(1) %2277 to i64
  %2280 = and i64 %2279, 7
  %2281 = icmp eq i64 %2280, 0
  %2282 = and i1 %2278, %2281
  %2283 = and i1 %1516, %2282
  %2284 = xor i1 %2278, %2283
  %2285 = xor i1 %2067, %2282
  %2286 = and i1 %1516, %2285
  %2287 = zext i1 %2283 to i32
  %2288 = zext i1 %2284 to i32
  %2289 = zext i1 %2286 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2287, i32 %.lcssa132, i32 %.lcssa131, ptr addrspace(1) %2277, i32 %2288, i32 %2289) #5
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.cluster.ctaid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.clusterid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 65536) i32 @llvm.nvvm.read.ptx.sreg.nclusterid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

; Function Attrs: convergent nocallback nofree nounwind memory(argmem: read)
declare { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) readonly captures(none)) #4

attributes #0 = { nounwind "nvvm.cluster_dim"="1,2,1" "nvvm.reqntid"="256" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { convergent nocallback nofree nounwind memory(argmem: read) }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
