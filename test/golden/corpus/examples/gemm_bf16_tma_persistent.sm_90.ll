; ModuleID = 'tile_kernels'
source_filename = "tile_kernels"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@gemm_bf16_tma_persistent_dsmem = external addrspace(3) global [0 x i8], align 1024

; Function Attrs: nounwind
define ptx_kernel void @gemm_bf16_tma_persistent(ptr byval([128 x i8]) align 64 "nvvm.grid_constant" %0, ptr byval([128 x i8]) align 64 "nvvm.grid_constant" %1, ptr addrspace(1) %2, i32 %3, i32 %4, i32 %5) local_unnamed_addr #0 {
  %7 = add i32 %3, 127
  %8 = lshr i32 %7, 7
  %9 = add i32 %4, 255
  %10 = lshr i32 %9, 8
  %11 = mul i32 %10, %8
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %13 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %14 = icmp slt i32 %12, %11
  br i1 %14, label %.lr.ph389, label %._crit_edge390

.lr.ph389:                                        ; preds = %6
  %15 = tail call range(i32 0, 256) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %16 = shl nuw nsw i32 %10, 3
  %17 = tail call i32 @llvm.smax.i32(i32 %5, i32 0)
  %18 = add nuw i32 %17, 63
  %19 = sdiv i32 %18, 64
  %20 = icmp eq i32 %15, 0
  %21 = icmp sgt i32 %18, 63
  %22 = ptrtoint ptr %0 to i64
  %23 = ptrtoint ptr %1 to i64
  %24 = sext i32 %19 to i64
  %25 = lshr i32 %15, 5
  %26 = shl nuw nsw i32 %15, 1
  %27 = and i32 %26, 192
  %28 = and i32 %15, 7
  %29 = and i32 %15, 8
  %30 = lshr i32 %15, 1
  %31 = and i32 %30, 8
  %32 = shl nuw nsw i32 %25, 10
  %33 = and i32 %32, 4096
  %34 = shl nuw nsw i32 %15, 6
  %35 = and i32 %34, 960
  %36 = shl nuw nsw i32 %28, 3
  %invariant.op = or disjoint i32 %35, %33
  %37 = or disjoint i32 %27, %31
  %38 = or disjoint i32 %37, %28
  %39 = shl nuw nsw i32 %38, 6
  %40 = or disjoint i32 %32, %35
  %41 = lshr i32 %15, 2
  %42 = and i32 %41, 7
  %43 = shl nuw nsw i32 %25, 4
  %44 = and i32 %43, 64
  %45 = shl nuw nsw i32 %41, 3
  %46 = and i32 %45, 192
  %47 = or disjoint i32 %44, %42
  %48 = and i32 %26, 6
  %49 = or disjoint i32 %46, %48
  %50 = or disjoint i32 %48, 1
  %51 = or disjoint i32 %46, %50
  %52 = or disjoint i32 %42, 8
  %53 = or disjoint i32 %44, %52
  %54 = or disjoint i32 %46, 8
  %55 = or disjoint i32 %54, %48
  %56 = or disjoint i32 %54, %50
  %57 = or disjoint i32 %46, 16
  %58 = or disjoint i32 %57, %48
  %59 = or disjoint i32 %57, %50
  %60 = or disjoint i32 %46, 24
  %61 = or disjoint i32 %60, %48
  %62 = or disjoint i32 %60, %50
  %63 = or disjoint i32 %46, 32
  %64 = or disjoint i32 %63, %48
  %65 = or disjoint i32 %63, %50
  %66 = or disjoint i32 %46, 40
  %67 = or disjoint i32 %66, %48
  %68 = or disjoint i32 %66, %50
  %69 = or disjoint i32 %46, 48
  %70 = or disjoint i32 %69, %48
  %71 = or disjoint i32 %69, %50
  %72 = or disjoint i32 %46, 56
  %73 = or disjoint i32 %72, %48
  %74 = or disjoint i32 %72, %50
  %75 = or disjoint i32 %44, 16
  %76 = or disjoint i32 %75, %42
  %77 = or disjoint i32 %75, %52
  %78 = or disjoint i32 %44, 32
  %79 = or disjoint i32 %78, %42
  %80 = or disjoint i32 %78, %52
  %81 = or i32 %43, 48
  %82 = or disjoint i32 %81, %42
  %83 = or disjoint i32 %81, %52
  %84 = call i32 @llvm.smax.i32(i32 %19, i32 1)
  %85 = call i32 @llvm.umin.i32(i32 %84, i32 3)
  %smax = zext nneg i32 %85 to i64
  %86 = xor i32 %31, %36
  %.reass = or disjoint i32 %86, %invariant.op
  %87 = zext nneg i32 %.reass to i64
  %88 = xor i32 %29, %36
  %89 = or disjoint i32 %88, %39
  %90 = zext nneg i32 %89 to i64
  %91 = or disjoint i32 %86, %40
  %92 = or i32 %91, 3072
  %93 = zext nneg i32 %92 to i64
  %94 = or disjoint i32 %31, 16
  %95 = xor i32 %94, %36
  %.reass.1 = or disjoint i32 %95, %invariant.op
  %96 = zext nneg i32 %.reass.1 to i64
  %97 = or disjoint i32 %29, 16
  %98 = xor i32 %97, %36
  %99 = or disjoint i32 %98, %39
  %100 = zext nneg i32 %99 to i64
  %101 = or disjoint i32 %95, %40
  %102 = or i32 %101, 3072
  %103 = zext nneg i32 %102 to i64
  %104 = or disjoint i32 %31, 32
  %105 = xor i32 %104, %36
  %.reass.2 = or disjoint i32 %105, %invariant.op
  %106 = zext nneg i32 %.reass.2 to i64
  %107 = or disjoint i32 %29, 32
  %108 = xor i32 %107, %36
  %109 = or disjoint i32 %108, %39
  %110 = zext nneg i32 %109 to i64
  %111 = or disjoint i32 %105, %40
  %112 = or i32 %111, 3072
  %113 = zext nneg i32 %112 to i64
  %114 = or disjoint i32 %31, 48
  %115 = xor i32 %114, %36
  %.reass.3 = or disjoint i32 %115, %invariant.op
  %116 = zext nneg i32 %.reass.3 to i64
  %117 = or disjoint i32 %29, 48
  %118 = xor i32 %117, %36
  %119 = or disjoint i32 %118, %39
  %120 = zext nneg i32 %119 to i64
  %121 = or disjoint i32 %115, %40
  %122 = or i32 %121, 3072
  %123 = zext nneg i32 %122 to i64
  br label %124

124:                                              ; preds = %.lr.ph389, %1267
  %125 = phi i32 [ %12, %.lr.ph389 ], [ %2284, %1267 ]
  %.frozen = freeze i32 %125
  %.frozen1033 = freeze i32 %16
  %126 = udiv i32 %.frozen, %.frozen1033
  %127 = shl i32 %126, 3
  %128 = sub i32 %8, %127
  %129 = call i32 @llvm.umin.i32(i32 %128, i32 8)
  %130 = mul i32 %126, %.frozen1033
  %.decomposed = sub i32 %.frozen, %130
  %.frozen1034 = freeze i32 %129
  %131 = udiv i32 %.decomposed, %.frozen1034
  %132 = mul i32 %131, %.frozen1034
  %.decomposed1035 = sub i32 %.decomposed, %132
  %133 = add nuw i32 %.decomposed1035, %127
  %134 = shl i32 %133, 7
  %135 = shl i32 %131, 8
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %20, label %136, label %137

136:                                              ; preds = %124
  call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem to i32), i32 196608)) #5
  call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem to i32), i32 196616)) #5
  call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem to i32), i32 196624)) #5
  call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem to i32), i32 196632)) #5
  call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #5
  br label %137

137:                                              ; preds = %136, %124
  %brmerge.not = phi i1 [ %21, %136 ], [ false, %124 ]
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %brmerge.not, label %.lr.ph, label %.loopexit

.lr.ph:                                           ; preds = %137, %.lr.ph
  %138 = phi i64 [ %147, %.lr.ph ], [ 0, %137 ]
  %139 = trunc i64 %138 to i32
  %140 = and i32 %139, 3
  %141 = mul nuw nsw i32 %140, 49152
  %142 = add i32 %141, ptrtoint (ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem to i32)
  %143 = add i32 %141, add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem to i32), i32 16384)
  %144 = shl nuw nsw i32 %140, 3
  %145 = or disjoint i32 %144, add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem to i32), i32 196608)
  %146 = shl i32 %139, 6
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 %145, i32 49152) #5
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %142, i64 %22, i32 %146, i32 %134, i32 %145) #5
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %143, i64 %23, i32 %146, i32 %135, i32 %145) #5
  %147 = add nuw nsw i64 %138, 1
  %exitcond.not = icmp eq i64 %147, %smax
  br i1 %exitcond.not, label %.loopexit, label %.lr.ph

.loopexit:                                        ; preds = %.lr.ph, %137
  br i1 %21, label %.lr.ph260, label %._crit_edge

.lr.ph260:                                        ; preds = %.loopexit, %298
  %148 = phi float [ %1136, %298 ], [ 0.000000e+00, %.loopexit ]
  %149 = phi float [ %1135, %298 ], [ 0.000000e+00, %.loopexit ]
  %150 = phi float [ %1134, %298 ], [ 0.000000e+00, %.loopexit ]
  %151 = phi float [ %1133, %298 ], [ 0.000000e+00, %.loopexit ]
  %152 = phi float [ %1131, %298 ], [ 0.000000e+00, %.loopexit ]
  %153 = phi float [ %1130, %298 ], [ 0.000000e+00, %.loopexit ]
  %154 = phi float [ %1129, %298 ], [ 0.000000e+00, %.loopexit ]
  %155 = phi float [ %1128, %298 ], [ 0.000000e+00, %.loopexit ]
  %156 = phi float [ %1126, %298 ], [ 0.000000e+00, %.loopexit ]
  %157 = phi float [ %1125, %298 ], [ 0.000000e+00, %.loopexit ]
  %158 = phi float [ %1124, %298 ], [ 0.000000e+00, %.loopexit ]
  %159 = phi float [ %1123, %298 ], [ 0.000000e+00, %.loopexit ]
  %160 = phi float [ %1121, %298 ], [ 0.000000e+00, %.loopexit ]
  %161 = phi float [ %1120, %298 ], [ 0.000000e+00, %.loopexit ]
  %162 = phi float [ %1119, %298 ], [ 0.000000e+00, %.loopexit ]
  %163 = phi float [ %1118, %298 ], [ 0.000000e+00, %.loopexit ]
  %164 = phi float [ %1116, %298 ], [ 0.000000e+00, %.loopexit ]
  %165 = phi float [ %1115, %298 ], [ 0.000000e+00, %.loopexit ]
  %166 = phi float [ %1114, %298 ], [ 0.000000e+00, %.loopexit ]
  %167 = phi float [ %1113, %298 ], [ 0.000000e+00, %.loopexit ]
  %168 = phi float [ %1111, %298 ], [ 0.000000e+00, %.loopexit ]
  %169 = phi float [ %1110, %298 ], [ 0.000000e+00, %.loopexit ]
  %170 = phi float [ %1109, %298 ], [ 0.000000e+00, %.loopexit ]
  %171 = phi float [ %1108, %298 ], [ 0.000000e+00, %.loopexit ]
  %172 = phi float [ %1106, %298 ], [ 0.000000e+00, %.loopexit ]
  %173 = phi float [ %1105, %298 ], [ 0.000000e+00, %.loopexit ]
  %174 = phi float [ %1104, %298 ], [ 0.000000e+00, %.loopexit ]
  %175 = phi float [ %1103, %298 ], [ 0.000000e+00, %.loopexit ]
  %176 = phi float [ %1101, %298 ], [ 0.000000e+00, %.loopexit ]
  %177 = phi float [ %1100, %298 ], [ 0.000000e+00, %.loopexit ]
  %178 = phi float [ %1099, %298 ], [ 0.000000e+00, %.loopexit ]
  %179 = phi float [ %1098, %298 ], [ 0.000000e+00, %.loopexit ]
  %180 = phi float [ %1090, %298 ], [ 0.000000e+00, %.loopexit ]
  %181 = phi float [ %1089, %298 ], [ 0.000000e+00, %.loopexit ]
  %182 = phi float [ %1088, %298 ], [ 0.000000e+00, %.loopexit ]
  %183 = phi float [ %1087, %298 ], [ 0.000000e+00, %.loopexit ]
  %184 = phi float [ %1085, %298 ], [ 0.000000e+00, %.loopexit ]
  %185 = phi float [ %1084, %298 ], [ 0.000000e+00, %.loopexit ]
  %186 = phi float [ %1083, %298 ], [ 0.000000e+00, %.loopexit ]
  %187 = phi float [ %1082, %298 ], [ 0.000000e+00, %.loopexit ]
  %188 = phi float [ %1080, %298 ], [ 0.000000e+00, %.loopexit ]
  %189 = phi float [ %1079, %298 ], [ 0.000000e+00, %.loopexit ]
  %190 = phi float [ %1078, %298 ], [ 0.000000e+00, %.loopexit ]
  %191 = phi float [ %1077, %298 ], [ 0.000000e+00, %.loopexit ]
  %192 = phi float [ %1075, %298 ], [ 0.000000e+00, %.loopexit ]
  %193 = phi float [ %1074, %298 ], [ 0.000000e+00, %.loopexit ]
  %194 = phi float [ %1073, %298 ], [ 0.000000e+00, %.loopexit ]
  %195 = phi float [ %1072, %298 ], [ 0.000000e+00, %.loopexit ]
  %196 = phi float [ %1070, %298 ], [ 0.000000e+00, %.loopexit ]
  %197 = phi float [ %1069, %298 ], [ 0.000000e+00, %.loopexit ]
  %198 = phi float [ %1068, %298 ], [ 0.000000e+00, %.loopexit ]
  %199 = phi float [ %1067, %298 ], [ 0.000000e+00, %.loopexit ]
  %200 = phi float [ %1065, %298 ], [ 0.000000e+00, %.loopexit ]
  %201 = phi float [ %1064, %298 ], [ 0.000000e+00, %.loopexit ]
  %202 = phi float [ %1063, %298 ], [ 0.000000e+00, %.loopexit ]
  %203 = phi float [ %1062, %298 ], [ 0.000000e+00, %.loopexit ]
  %204 = phi float [ %1060, %298 ], [ 0.000000e+00, %.loopexit ]
  %205 = phi float [ %1059, %298 ], [ 0.000000e+00, %.loopexit ]
  %206 = phi float [ %1058, %298 ], [ 0.000000e+00, %.loopexit ]
  %207 = phi float [ %1057, %298 ], [ 0.000000e+00, %.loopexit ]
  %208 = phi float [ %1055, %298 ], [ 0.000000e+00, %.loopexit ]
  %209 = phi float [ %1054, %298 ], [ 0.000000e+00, %.loopexit ]
  %210 = phi float [ %1053, %298 ], [ 0.000000e+00, %.loopexit ]
  %211 = phi float [ %1052, %298 ], [ 0.000000e+00, %.loopexit ]
  %212 = phi float [ %1044, %298 ], [ 0.000000e+00, %.loopexit ]
  %213 = phi float [ %1043, %298 ], [ 0.000000e+00, %.loopexit ]
  %214 = phi float [ %1042, %298 ], [ 0.000000e+00, %.loopexit ]
  %215 = phi float [ %1041, %298 ], [ 0.000000e+00, %.loopexit ]
  %216 = phi float [ %1039, %298 ], [ 0.000000e+00, %.loopexit ]
  %217 = phi float [ %1038, %298 ], [ 0.000000e+00, %.loopexit ]
  %218 = phi float [ %1037, %298 ], [ 0.000000e+00, %.loopexit ]
  %219 = phi float [ %1036, %298 ], [ 0.000000e+00, %.loopexit ]
  %220 = phi float [ %1034, %298 ], [ 0.000000e+00, %.loopexit ]
  %221 = phi float [ %1033, %298 ], [ 0.000000e+00, %.loopexit ]
  %222 = phi float [ %1032, %298 ], [ 0.000000e+00, %.loopexit ]
  %223 = phi float [ %1031, %298 ], [ 0.000000e+00, %.loopexit ]
  %224 = phi float [ %1029, %298 ], [ 0.000000e+00, %.loopexit ]
  %225 = phi float [ %1028, %298 ], [ 0.000000e+00, %.loopexit ]
  %226 = phi float [ %1027, %298 ], [ 0.000000e+00, %.loopexit ]
  %227 = phi float [ %1026, %298 ], [ 0.000000e+00, %.loopexit ]
  %228 = phi float [ %1024, %298 ], [ 0.000000e+00, %.loopexit ]
  %229 = phi float [ %1023, %298 ], [ 0.000000e+00, %.loopexit ]
  %230 = phi float [ %1022, %298 ], [ 0.000000e+00, %.loopexit ]
  %231 = phi float [ %1021, %298 ], [ 0.000000e+00, %.loopexit ]
  %232 = phi float [ %1019, %298 ], [ 0.000000e+00, %.loopexit ]
  %233 = phi float [ %1018, %298 ], [ 0.000000e+00, %.loopexit ]
  %234 = phi float [ %1017, %298 ], [ 0.000000e+00, %.loopexit ]
  %235 = phi float [ %1016, %298 ], [ 0.000000e+00, %.loopexit ]
  %236 = phi float [ %1014, %298 ], [ 0.000000e+00, %.loopexit ]
  %237 = phi float [ %1013, %298 ], [ 0.000000e+00, %.loopexit ]
  %238 = phi float [ %1012, %298 ], [ 0.000000e+00, %.loopexit ]
  %239 = phi float [ %1011, %298 ], [ 0.000000e+00, %.loopexit ]
  %240 = phi float [ %1009, %298 ], [ 0.000000e+00, %.loopexit ]
  %241 = phi float [ %1008, %298 ], [ 0.000000e+00, %.loopexit ]
  %242 = phi float [ %1007, %298 ], [ 0.000000e+00, %.loopexit ]
  %243 = phi float [ %1006, %298 ], [ 0.000000e+00, %.loopexit ]
  %244 = phi float [ %998, %298 ], [ 0.000000e+00, %.loopexit ]
  %245 = phi float [ %997, %298 ], [ 0.000000e+00, %.loopexit ]
  %246 = phi float [ %996, %298 ], [ 0.000000e+00, %.loopexit ]
  %247 = phi float [ %995, %298 ], [ 0.000000e+00, %.loopexit ]
  %248 = phi float [ %993, %298 ], [ 0.000000e+00, %.loopexit ]
  %249 = phi float [ %992, %298 ], [ 0.000000e+00, %.loopexit ]
  %250 = phi float [ %991, %298 ], [ 0.000000e+00, %.loopexit ]
  %251 = phi float [ %990, %298 ], [ 0.000000e+00, %.loopexit ]
  %252 = phi float [ %982, %298 ], [ 0.000000e+00, %.loopexit ]
  %253 = phi float [ %981, %298 ], [ 0.000000e+00, %.loopexit ]
  %254 = phi float [ %980, %298 ], [ 0.000000e+00, %.loopexit ]
  %255 = phi float [ %979, %298 ], [ 0.000000e+00, %.loopexit ]
  %256 = phi float [ %977, %298 ], [ 0.000000e+00, %.loopexit ]
  %257 = phi float [ %976, %298 ], [ 0.000000e+00, %.loopexit ]
  %258 = phi float [ %975, %298 ], [ 0.000000e+00, %.loopexit ]
  %259 = phi float [ %974, %298 ], [ 0.000000e+00, %.loopexit ]
  %260 = phi float [ %966, %298 ], [ 0.000000e+00, %.loopexit ]
  %261 = phi float [ %965, %298 ], [ 0.000000e+00, %.loopexit ]
  %262 = phi float [ %964, %298 ], [ 0.000000e+00, %.loopexit ]
  %263 = phi float [ %963, %298 ], [ 0.000000e+00, %.loopexit ]
  %264 = phi float [ %961, %298 ], [ 0.000000e+00, %.loopexit ]
  %265 = phi float [ %960, %298 ], [ 0.000000e+00, %.loopexit ]
  %266 = phi float [ %959, %298 ], [ 0.000000e+00, %.loopexit ]
  %267 = phi float [ %958, %298 ], [ 0.000000e+00, %.loopexit ]
  %268 = phi float [ %950, %298 ], [ 0.000000e+00, %.loopexit ]
  %269 = phi float [ %949, %298 ], [ 0.000000e+00, %.loopexit ]
  %270 = phi float [ %948, %298 ], [ 0.000000e+00, %.loopexit ]
  %271 = phi float [ %947, %298 ], [ 0.000000e+00, %.loopexit ]
  %272 = phi float [ %945, %298 ], [ 0.000000e+00, %.loopexit ]
  %273 = phi float [ %944, %298 ], [ 0.000000e+00, %.loopexit ]
  %274 = phi float [ %943, %298 ], [ 0.000000e+00, %.loopexit ]
  %275 = phi float [ %942, %298 ], [ 0.000000e+00, %.loopexit ]
  %276 = phi i64 [ %1137, %298 ], [ 0, %.loopexit ]
  %277 = trunc i64 %276 to i32
  %278 = and i32 %277, 3
  %279 = shl nuw nsw i32 %278, 3
  %280 = or disjoint i32 %279, add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem to i32), i32 196608)
  %281 = lshr i32 %277, 2
  %282 = and i32 %281, 1
  br label %283

283:                                              ; preds = %283, %.lr.ph260
  %284 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %280, i32 %282) #5
  %285 = icmp eq i32 %284, 0
  br i1 %285, label %283, label %286

286:                                              ; preds = %283
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %287 = add i32 %277, 3
  %288 = icmp slt i32 %287, %19
  %289 = and i1 %20, %288
  br i1 %289, label %290, label %298

290:                                              ; preds = %286
  %291 = shl i32 %287, 6
  %292 = and i32 %287, 3
  %293 = shl nuw nsw i32 %292, 3
  %294 = or disjoint i32 %293, add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem to i32), i32 196608)
  %295 = mul nuw nsw i32 %292, 49152
  %296 = add i32 %295, add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem to i32), i32 16384)
  %297 = add i32 %295, ptrtoint (ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem to i32)
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 %294, i32 49152) #5
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %297, i64 %22, i32 %291, i32 %134, i32 %294) #5
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %296, i64 %23, i32 %291, i32 %135, i32 %294) #5
  br label %298

298:                                              ; preds = %290, %286
  %299 = mul nuw nsw i32 %278, 49152
  %300 = zext nneg i32 %299 to i64
  %301 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 %300
  %302 = add i32 %299, add (i32 sub (i32 0, i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem to i32)), i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem to i32), i32 16384))
  %303 = sext i32 %302 to i64
  %304 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 %303
  %305 = getelementptr bfloat, ptr addrspace(3) %301, i64 %87
  %306 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %305)
  %307 = extractvalue { i32, i32, i32, i32 } %306, 0
  %308 = extractvalue { i32, i32, i32, i32 } %306, 1
  %309 = extractvalue { i32, i32, i32, i32 } %306, 2
  %310 = extractvalue { i32, i32, i32, i32 } %306, 3
  %311 = getelementptr bfloat, ptr addrspace(3) %304, i64 %90
  %312 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %311)
  %313 = extractvalue { i32, i32, i32, i32 } %312, 0
  %314 = extractvalue { i32, i32, i32, i32 } %312, 1
  %315 = extractvalue { i32, i32, i32, i32 } %312, 2
  %316 = extractvalue { i32, i32, i32, i32 } %312, 3
  %317 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %307, i32 %308, i32 %309, i32 %310, i32 %313, i32 %314, float %275, float %274, float %273, float %272) #5
  %318 = extractvalue { float, float, float, float } %317, 0
  %319 = extractvalue { float, float, float, float } %317, 1
  %320 = extractvalue { float, float, float, float } %317, 2
  %321 = extractvalue { float, float, float, float } %317, 3
  %322 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %307, i32 %308, i32 %309, i32 %310, i32 %315, i32 %316, float %271, float %270, float %269, float %268) #5
  %323 = extractvalue { float, float, float, float } %322, 0
  %324 = extractvalue { float, float, float, float } %322, 1
  %325 = extractvalue { float, float, float, float } %322, 2
  %326 = extractvalue { float, float, float, float } %322, 3
  %327 = getelementptr i8, ptr addrspace(3) %311, i64 2048
  %328 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %327)
  %329 = extractvalue { i32, i32, i32, i32 } %328, 0
  %330 = extractvalue { i32, i32, i32, i32 } %328, 1
  %331 = extractvalue { i32, i32, i32, i32 } %328, 2
  %332 = extractvalue { i32, i32, i32, i32 } %328, 3
  %333 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %307, i32 %308, i32 %309, i32 %310, i32 %329, i32 %330, float %267, float %266, float %265, float %264) #5
  %334 = extractvalue { float, float, float, float } %333, 0
  %335 = extractvalue { float, float, float, float } %333, 1
  %336 = extractvalue { float, float, float, float } %333, 2
  %337 = extractvalue { float, float, float, float } %333, 3
  %338 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %307, i32 %308, i32 %309, i32 %310, i32 %331, i32 %332, float %263, float %262, float %261, float %260) #5
  %339 = extractvalue { float, float, float, float } %338, 0
  %340 = extractvalue { float, float, float, float } %338, 1
  %341 = extractvalue { float, float, float, float } %338, 2
  %342 = extractvalue { float, float, float, float } %338, 3
  %343 = getelementptr i8, ptr addrspace(3) %311, i64 4096
  %344 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %343)
  %345 = extractvalue { i32, i32, i32, i32 } %344, 0
  %346 = extractvalue { i32, i32, i32, i32 } %344, 1
  %347 = extractvalue { i32, i32, i32, i32 } %344, 2
  %348 = extractvalue { i32, i32, i32, i32 } %344, 3
  %349 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %307, i32 %308, i32 %309, i32 %310, i32 %345, i32 %346, float %259, float %258, float %257, float %256) #5
  %350 = extractvalue { float, float, float, float } %349, 0
  %351 = extractvalue { float, float, float, float } %349, 1
  %352 = extractvalue { float, float, float, float } %349, 2
  %353 = extractvalue { float, float, float, float } %349, 3
  %354 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %307, i32 %308, i32 %309, i32 %310, i32 %347, i32 %348, float %255, float %254, float %253, float %252) #5
  %355 = extractvalue { float, float, float, float } %354, 0
  %356 = extractvalue { float, float, float, float } %354, 1
  %357 = extractvalue { float, float, float, float } %354, 2
  %358 = extractvalue { float, float, float, float } %354, 3
  %359 = getelementptr i8, ptr addrspace(3) %311, i64 6144
  %360 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %359)
  %361 = extractvalue { i32, i32, i32, i32 } %360, 0
  %362 = extractvalue { i32, i32, i32, i32 } %360, 1
  %363 = extractvalue { i32, i32, i32, i32 } %360, 2
  %364 = extractvalue { i32, i32, i32, i32 } %360, 3
  %365 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %307, i32 %308, i32 %309, i32 %310, i32 %361, i32 %362, float %251, float %250, float %249, float %248) #5
  %366 = extractvalue { float, float, float, float } %365, 0
  %367 = extractvalue { float, float, float, float } %365, 1
  %368 = extractvalue { float, float, float, float } %365, 2
  %369 = extractvalue { float, float, float, float } %365, 3
  %370 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %307, i32 %308, i32 %309, i32 %310, i32 %363, i32 %364, float %247, float %246, float %245, float %244) #5
  %371 = extractvalue { float, float, float, float } %370, 0
  %372 = extractvalue { float, float, float, float } %370, 1
  %373 = extractvalue { float, float, float, float } %370, 2
  %374 = extractvalue { float, float, float, float } %370, 3
  %375 = getelementptr i8, ptr addrspace(3) %305, i64 2048
  %376 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %375)
  %377 = extractvalue { i32, i32, i32, i32 } %376, 0
  %378 = extractvalue { i32, i32, i32, i32 } %376, 1
  %379 = extractvalue { i32, i32, i32, i32 } %376, 2
  %380 = extractvalue { i32, i32, i32, i32 } %376, 3
  %381 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %377, i32 %378, i32 %379, i32 %380, i32 %313, i32 %314, float %243, float %242, float %241, float %240) #5
  %382 = extractvalue { float, float, float, float } %381, 0
  %383 = extractvalue { float, float, float, float } %381, 1
  %384 = extractvalue { float, float, float, float } %381, 2
  %385 = extractvalue { float, float, float, float } %381, 3
  %386 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %377, i32 %378, i32 %379, i32 %380, i32 %315, i32 %316, float %239, float %238, float %237, float %236) #5
  %387 = extractvalue { float, float, float, float } %386, 0
  %388 = extractvalue { float, float, float, float } %386, 1
  %389 = extractvalue { float, float, float, float } %386, 2
  %390 = extractvalue { float, float, float, float } %386, 3
  %391 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %377, i32 %378, i32 %379, i32 %380, i32 %329, i32 %330, float %235, float %234, float %233, float %232) #5
  %392 = extractvalue { float, float, float, float } %391, 0
  %393 = extractvalue { float, float, float, float } %391, 1
  %394 = extractvalue { float, float, float, float } %391, 2
  %395 = extractvalue { float, float, float, float } %391, 3
  %396 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %377, i32 %378, i32 %379, i32 %380, i32 %331, i32 %332, float %231, float %230, float %229, float %228) #5
  %397 = extractvalue { float, float, float, float } %396, 0
  %398 = extractvalue { float, float, float, float } %396, 1
  %399 = extractvalue { float, float, float, float } %396, 2
  %400 = extractvalue { float, float, float, float } %396, 3
  %401 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %377, i32 %378, i32 %379, i32 %380, i32 %345, i32 %346, float %227, float %226, float %225, float %224) #5
  %402 = extractvalue { float, float, float, float } %401, 0
  %403 = extractvalue { float, float, float, float } %401, 1
  %404 = extractvalue { float, float, float, float } %401, 2
  %405 = extractvalue { float, float, float, float } %401, 3
  %406 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %377, i32 %378, i32 %379, i32 %380, i32 %347, i32 %348, float %223, float %222, float %221, float %220) #5
  %407 = extractvalue { float, float, float, float } %406, 0
  %408 = extractvalue { float, float, float, float } %406, 1
  %409 = extractvalue { float, float, float, float } %406, 2
  %410 = extractvalue { float, float, float, float } %406, 3
  %411 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %377, i32 %378, i32 %379, i32 %380, i32 %361, i32 %362, float %219, float %218, float %217, float %216) #5
  %412 = extractvalue { float, float, float, float } %411, 0
  %413 = extractvalue { float, float, float, float } %411, 1
  %414 = extractvalue { float, float, float, float } %411, 2
  %415 = extractvalue { float, float, float, float } %411, 3
  %416 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %377, i32 %378, i32 %379, i32 %380, i32 %363, i32 %364, float %215, float %214, float %213, float %212) #5
  %417 = extractvalue { float, float, float, float } %416, 0
  %418 = extractvalue { float, float, float, float } %416, 1
  %419 = extractvalue { float, float, float, float } %416, 2
  %420 = extractvalue { float, float, float, float } %416, 3
  %421 = getelementptr i8, ptr addrspace(3) %305, i64 4096
  %422 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %421)
  %423 = extractvalue { i32, i32, i32, i32 } %422, 0
  %424 = extractvalue { i32, i32, i32, i32 } %422, 1
  %425 = extractvalue { i32, i32, i32, i32 } %422, 2
  %426 = extractvalue { i32, i32, i32, i32 } %422, 3
  %427 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %423, i32 %424, i32 %425, i32 %426, i32 %313, i32 %314, float %211, float %210, float %209, float %208) #5
  %428 = extractvalue { float, float, float, float } %427, 0
  %429 = extractvalue { float, float, float, float } %427, 1
  %430 = extractvalue { float, float, float, float } %427, 2
  %431 = extractvalue { float, float, float, float } %427, 3
  %432 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %423, i32 %424, i32 %425, i32 %426, i32 %315, i32 %316, float %207, float %206, float %205, float %204) #5
  %433 = extractvalue { float, float, float, float } %432, 0
  %434 = extractvalue { float, float, float, float } %432, 1
  %435 = extractvalue { float, float, float, float } %432, 2
  %436 = extractvalue { float, float, float, float } %432, 3
  %437 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %423, i32 %424, i32 %425, i32 %426, i32 %329, i32 %330, float %203, float %202, float %201, float %200) #5
  %438 = extractvalue { float, float, float, float } %437, 0
  %439 = extractvalue { float, float, float, float } %437, 1
  %440 = extractvalue { float, float, float, float } %437, 2
  %441 = extractvalue { float, float, float, float } %437, 3
  %442 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %423, i32 %424, i32 %425, i32 %426, i32 %331, i32 %332, float %199, float %198, float %197, float %196) #5
  %443 = extractvalue { float, float, float, float } %442, 0
  %444 = extractvalue { float, float, float, float } %442, 1
  %445 = extractvalue { float, float, float, float } %442, 2
  %446 = extractvalue { float, float, float, float } %442, 3
  %447 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %423, i32 %424, i32 %425, i32 %426, i32 %345, i32 %346, float %195, float %194, float %193, float %192) #5
  %448 = extractvalue { float, float, float, float } %447, 0
  %449 = extractvalue { float, float, float, float } %447, 1
  %450 = extractvalue { float, float, float, float } %447, 2
  %451 = extractvalue { float, float, float, float } %447, 3
  %452 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %423, i32 %424, i32 %425, i32 %426, i32 %347, i32 %348, float %191, float %190, float %189, float %188) #5
  %453 = extractvalue { float, float, float, float } %452, 0
  %454 = extractvalue { float, float, float, float } %452, 1
  %455 = extractvalue { float, float, float, float } %452, 2
  %456 = extractvalue { float, float, float, float } %452, 3
  %457 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %423, i32 %424, i32 %425, i32 %426, i32 %361, i32 %362, float %187, float %186, float %185, float %184) #5
  %458 = extractvalue { float, float, float, float } %457, 0
  %459 = extractvalue { float, float, float, float } %457, 1
  %460 = extractvalue { float, float, float, float } %457, 2
  %461 = extractvalue { float, float, float, float } %457, 3
  %462 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %423, i32 %424, i32 %425, i32 %426, i32 %363, i32 %364, float %183, float %182, float %181, float %180) #5
  %463 = extractvalue { float, float, float, float } %462, 0
  %464 = extractvalue { float, float, float, float } %462, 1
  %465 = extractvalue { float, float, float, float } %462, 2
  %466 = extractvalue { float, float, float, float } %462, 3
  %467 = getelementptr bfloat, ptr addrspace(3) %301, i64 %93
  %468 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %467)
  %469 = extractvalue { i32, i32, i32, i32 } %468, 0
  %470 = extractvalue { i32, i32, i32, i32 } %468, 1
  %471 = extractvalue { i32, i32, i32, i32 } %468, 2
  %472 = extractvalue { i32, i32, i32, i32 } %468, 3
  %473 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %469, i32 %470, i32 %471, i32 %472, i32 %313, i32 %314, float %179, float %178, float %177, float %176) #5
  %474 = extractvalue { float, float, float, float } %473, 0
  %475 = extractvalue { float, float, float, float } %473, 1
  %476 = extractvalue { float, float, float, float } %473, 2
  %477 = extractvalue { float, float, float, float } %473, 3
  %478 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %469, i32 %470, i32 %471, i32 %472, i32 %315, i32 %316, float %175, float %174, float %173, float %172) #5
  %479 = extractvalue { float, float, float, float } %478, 0
  %480 = extractvalue { float, float, float, float } %478, 1
  %481 = extractvalue { float, float, float, float } %478, 2
  %482 = extractvalue { float, float, float, float } %478, 3
  %483 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %469, i32 %470, i32 %471, i32 %472, i32 %329, i32 %330, float %171, float %170, float %169, float %168) #5
  %484 = extractvalue { float, float, float, float } %483, 0
  %485 = extractvalue { float, float, float, float } %483, 1
  %486 = extractvalue { float, float, float, float } %483, 2
  %487 = extractvalue { float, float, float, float } %483, 3
  %488 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %469, i32 %470, i32 %471, i32 %472, i32 %331, i32 %332, float %167, float %166, float %165, float %164) #5
  %489 = extractvalue { float, float, float, float } %488, 0
  %490 = extractvalue { float, float, float, float } %488, 1
  %491 = extractvalue { float, float, float, float } %488, 2
  %492 = extractvalue { float, float, float, float } %488, 3
  %493 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %469, i32 %470, i32 %471, i32 %472, i32 %345, i32 %346, float %163, float %162, float %161, float %160) #5
  %494 = extractvalue { float, float, float, float } %493, 0
  %495 = extractvalue { float, float, float, float } %493, 1
  %496 = extractvalue { float, float, float, float } %493, 2
  %497 = extractvalue { float, float, float, float } %493, 3
  %498 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %469, i32 %470, i32 %471, i32 %472, i32 %347, i32 %348, float %159, float %158, float %157, float %156) #5
  %499 = extractvalue { float, float, float, float } %498, 0
  %500 = extractvalue { float, float, float, float } %498, 1
  %501 = extractvalue { float, float, float, float } %498, 2
  %502 = extractvalue { float, float, float, float } %498, 3
  %503 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %469, i32 %470, i32 %471, i32 %472, i32 %361, i32 %362, float %155, float %154, float %153, float %152) #5
  %504 = extractvalue { float, float, float, float } %503, 0
  %505 = extractvalue { float, float, float, float } %503, 1
  %506 = extractvalue { float, float, float, float } %503, 2
  %507 = extractvalue { float, float, float, float } %503, 3
  %508 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %469, i32 %470, i32 %471, i32 %472, i32 %363, i32 %364, float %151, float %150, float %149, float %148) #5
  %509 = extractvalue { float, float, float, float } %508, 0
  %510 = extractvalue { float, float, float, float } %508, 1
  %511 = extractvalue { float, float, float, float } %508, 2
  %512 = extractvalue { float, float, float, float } %508, 3
  %513 = getelementptr bfloat, ptr addrspace(3) %301, i64 %96
  %514 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %513)
  %515 = extractvalue { i32, i32, i32, i32 } %514, 0
  %516 = extractvalue { i32, i32, i32, i32 } %514, 1
  %517 = extractvalue { i32, i32, i32, i32 } %514, 2
  %518 = extractvalue { i32, i32, i32, i32 } %514, 3
  %519 = getelementptr bfloat, ptr addrspace(3) %304, i64 %100
  %520 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %519)
  %521 = extractvalue { i32, i32, i32, i32 } %520, 0
  %522 = extractvalue { i32, i32, i32, i32 } %520, 1
  %523 = extractvalue { i32, i32, i32, i32 } %520, 2
  %524 = extractvalue { i32, i32, i32, i32 } %520, 3
  %525 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %515, i32 %516, i32 %517, i32 %518, i32 %521, i32 %522, float %318, float %319, float %320, float %321) #5
  %526 = extractvalue { float, float, float, float } %525, 0
  %527 = extractvalue { float, float, float, float } %525, 1
  %528 = extractvalue { float, float, float, float } %525, 2
  %529 = extractvalue { float, float, float, float } %525, 3
  %530 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %515, i32 %516, i32 %517, i32 %518, i32 %523, i32 %524, float %323, float %324, float %325, float %326) #5
  %531 = extractvalue { float, float, float, float } %530, 0
  %532 = extractvalue { float, float, float, float } %530, 1
  %533 = extractvalue { float, float, float, float } %530, 2
  %534 = extractvalue { float, float, float, float } %530, 3
  %535 = getelementptr i8, ptr addrspace(3) %519, i64 2048
  %536 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %535)
  %537 = extractvalue { i32, i32, i32, i32 } %536, 0
  %538 = extractvalue { i32, i32, i32, i32 } %536, 1
  %539 = extractvalue { i32, i32, i32, i32 } %536, 2
  %540 = extractvalue { i32, i32, i32, i32 } %536, 3
  %541 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %515, i32 %516, i32 %517, i32 %518, i32 %537, i32 %538, float %334, float %335, float %336, float %337) #5
  %542 = extractvalue { float, float, float, float } %541, 0
  %543 = extractvalue { float, float, float, float } %541, 1
  %544 = extractvalue { float, float, float, float } %541, 2
  %545 = extractvalue { float, float, float, float } %541, 3
  %546 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %515, i32 %516, i32 %517, i32 %518, i32 %539, i32 %540, float %339, float %340, float %341, float %342) #5
  %547 = extractvalue { float, float, float, float } %546, 0
  %548 = extractvalue { float, float, float, float } %546, 1
  %549 = extractvalue { float, float, float, float } %546, 2
  %550 = extractvalue { float, float, float, float } %546, 3
  %551 = getelementptr i8, ptr addrspace(3) %519, i64 4096
  %552 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %551)
  %553 = extractvalue { i32, i32, i32, i32 } %552, 0
  %554 = extractvalue { i32, i32, i32, i32 } %552, 1
  %555 = extractvalue { i32, i32, i32, i32 } %552, 2
  %556 = extractvalue { i32, i32, i32, i32 } %552, 3
  %557 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %515, i32 %516, i32 %517, i32 %518, i32 %553, i32 %554, float %350, float %351, float %352, float %353) #5
  %558 = extractvalue { float, float, float, float } %557, 0
  %559 = extractvalue { float, float, float, float } %557, 1
  %560 = extractvalue { float, float, float, float } %557, 2
  %561 = extractvalue { float, float, float, float } %557, 3
  %562 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %515, i32 %516, i32 %517, i32 %518, i32 %555, i32 %556, float %355, float %356, float %357, float %358) #5
  %563 = extractvalue { float, float, float, float } %562, 0
  %564 = extractvalue { float, float, float, float } %562, 1
  %565 = extractvalue { float, float, float, float } %562, 2
  %566 = extractvalue { float, float, float, float } %562, 3
  %567 = getelementptr i8, ptr addrspace(3) %519, i64 6144
  %568 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %567)
  %569 = extractvalue { i32, i32, i32, i32 } %568, 0
  %570 = extractvalue { i32, i32, i32, i32 } %568, 1
  %571 = extractvalue { i32, i32, i32, i32 } %568, 2
  %572 = extractvalue { i32, i32, i32, i32 } %568, 3
  %573 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %515, i32 %516, i32 %517, i32 %518, i32 %569, i32 %570, float %366, float %367, float %368, float %369) #5
  %574 = extractvalue { float, float, float, float } %573, 0
  %575 = extractvalue { float, float, float, float } %573, 1
  %576 = extractvalue { float, float, float, float } %573, 2
  %577 = extractvalue { float, float, float, float } %573, 3
  %578 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %515, i32 %516, i32 %517, i32 %518, i32 %571, i32 %572, float %371, float %372, float %373, float %374) #5
  %579 = extractvalue { float, float, float, float } %578, 0
  %580 = extractvalue { float, float, float, float } %578, 1
  %581 = extractvalue { float, float, float, float } %578, 2
  %582 = extractvalue { float, float, float, float } %578, 3
  %583 = getelementptr i8, ptr addrspace(3) %513, i64 2048
  %584 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %583)
  %585 = extractvalue { i32, i32, i32, i32 } %584, 0
  %586 = extractvalue { i32, i32, i32, i32 } %584, 1
  %587 = extractvalue { i32, i32, i32, i32 } %584, 2
  %588 = extractvalue { i32, i32, i32, i32 } %584, 3
  %589 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %585, i32 %586, i32 %587, i32 %588, i32 %521, i32 %522, float %382, float %383, float %384, float %385) #5
  %590 = extractvalue { float, float, float, float } %589, 0
  %591 = extractvalue { float, float, float, float } %589, 1
  %592 = extractvalue { float, float, float, float } %589, 2
  %593 = extractvalue { float, float, float, float } %589, 3
  %594 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %585, i32 %586, i32 %587, i32 %588, i32 %523, i32 %524, float %387, float %388, float %389, float %390) #5
  %595 = extractvalue { float, float, float, float } %594, 0
  %596 = extractvalue { float, float, float, float } %594, 1
  %597 = extractvalue { float, float, float, float } %594, 2
  %598 = extractvalue { float, float, float, float } %594, 3
  %599 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %585, i32 %586, i32 %587, i32 %588, i32 %537, i32 %538, float %392, float %393, float %394, float %395) #5
  %600 = extractvalue { float, float, float, float } %599, 0
  %601 = extractvalue { float, float, float, float } %599, 1
  %602 = extractvalue { float, float, float, float } %599, 2
  %603 = extractvalue { float, float, float, float } %599, 3
  %604 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %585, i32 %586, i32 %587, i32 %588, i32 %539, i32 %540, float %397, float %398, float %399, float %400) #5
  %605 = extractvalue { float, float, float, float } %604, 0
  %606 = extractvalue { float, float, float, float } %604, 1
  %607 = extractvalue { float, float, float, float } %604, 2
  %608 = extractvalue { float, float, float, float } %604, 3
  %609 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %585, i32 %586, i32 %587, i32 %588, i32 %553, i32 %554, float %402, float %403, float %404, float %405) #5
  %610 = extractvalue { float, float, float, float } %609, 0
  %611 = extractvalue { float, float, float, float } %609, 1
  %612 = extractvalue { float, float, float, float } %609, 2
  %613 = extractvalue { float, float, float, float } %609, 3
  %614 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %585, i32 %586, i32 %587, i32 %588, i32 %555, i32 %556, float %407, float %408, float %409, float %410) #5
  %615 = extractvalue { float, float, float, float } %614, 0
  %616 = extractvalue { float, float, float, float } %614, 1
  %617 = extractvalue { float, float, float, float } %614, 2
  %618 = extractvalue { float, float, float, float } %614, 3
  %619 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %585, i32 %586, i32 %587, i32 %588, i32 %569, i32 %570, float %412, float %413, float %414, float %415) #5
  %620 = extractvalue { float, float, float, float } %619, 0
  %621 = extractvalue { float, float, float, float } %619, 1
  %622 = extractvalue { float, float, float, float } %619, 2
  %623 = extractvalue { float, float, float, float } %619, 3
  %624 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %585, i32 %586, i32 %587, i32 %588, i32 %571, i32 %572, float %417, float %418, float %419, float %420) #5
  %625 = extractvalue { float, float, float, float } %624, 0
  %626 = extractvalue { float, float, float, float } %624, 1
  %627 = extractvalue { float, float, float, float } %624, 2
  %628 = extractvalue { float, float, float, float } %624, 3
  %629 = getelementptr i8, ptr addrspace(3) %513, i64 4096
  %630 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %629)
  %631 = extractvalue { i32, i32, i32, i32 } %630, 0
  %632 = extractvalue { i32, i32, i32, i32 } %630, 1
  %633 = extractvalue { i32, i32, i32, i32 } %630, 2
  %634 = extractvalue { i32, i32, i32, i32 } %630, 3
  %635 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %631, i32 %632, i32 %633, i32 %634, i32 %521, i32 %522, float %428, float %429, float %430, float %431) #5
  %636 = extractvalue { float, float, float, float } %635, 0
  %637 = extractvalue { float, float, float, float } %635, 1
  %638 = extractvalue { float, float, float, float } %635, 2
  %639 = extractvalue { float, float, float, float } %635, 3
  %640 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %631, i32 %632, i32 %633, i32 %634, i32 %523, i32 %524, float %433, float %434, float %435, float %436) #5
  %641 = extractvalue { float, float, float, float } %640, 0
  %642 = extractvalue { float, float, float, float } %640, 1
  %643 = extractvalue { float, float, float, float } %640, 2
  %644 = extractvalue { float, float, float, float } %640, 3
  %645 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %631, i32 %632, i32 %633, i32 %634, i32 %537, i32 %538, float %438, float %439, float %440, float %441) #5
  %646 = extractvalue { float, float, float, float } %645, 0
  %647 = extractvalue { float, float, float, float } %645, 1
  %648 = extractvalue { float, float, float, float } %645, 2
  %649 = extractvalue { float, float, float, float } %645, 3
  %650 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %631, i32 %632, i32 %633, i32 %634, i32 %539, i32 %540, float %443, float %444, float %445, float %446) #5
  %651 = extractvalue { float, float, float, float } %650, 0
  %652 = extractvalue { float, float, float, float } %650, 1
  %653 = extractvalue { float, float, float, float } %650, 2
  %654 = extractvalue { float, float, float, float } %650, 3
  %655 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %631, i32 %632, i32 %633, i32 %634, i32 %553, i32 %554, float %448, float %449, float %450, float %451) #5
  %656 = extractvalue { float, float, float, float } %655, 0
  %657 = extractvalue { float, float, float, float } %655, 1
  %658 = extractvalue { float, float, float, float } %655, 2
  %659 = extractvalue { float, float, float, float } %655, 3
  %660 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %631, i32 %632, i32 %633, i32 %634, i32 %555, i32 %556, float %453, float %454, float %455, float %456) #5
  %661 = extractvalue { float, float, float, float } %660, 0
  %662 = extractvalue { float, float, float, float } %660, 1
  %663 = extractvalue { float, float, float, float } %660, 2
  %664 = extractvalue { float, float, float, float } %660, 3
  %665 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %631, i32 %632, i32 %633, i32 %634, i32 %569, i32 %570, float %458, float %459, float %460, float %461) #5
  %666 = extractvalue { float, float, float, float } %665, 0
  %667 = extractvalue { float, float, float, float } %665, 1
  %668 = extractvalue { float, float, float, float } %665, 2
  %669 = extractvalue { float, float, float, float } %665, 3
  %670 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %631, i32 %632, i32 %633, i32 %634, i32 %571, i32 %572, float %463, float %464, float %465, float %466) #5
  %671 = extractvalue { float, float, float, float } %670, 0
  %672 = extractvalue { float, float, float, float } %670, 1
  %673 = extractvalue { float, float, float, float } %670, 2
  %674 = extractvalue { float, float, float, float } %670, 3
  %675 = getelementptr bfloat, ptr addrspace(3) %301, i64 %103
  %676 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %675)
  %677 = extractvalue { i32, i32, i32, i32 } %676, 0
  %678 = extractvalue { i32, i32, i32, i32 } %676, 1
  %679 = extractvalue { i32, i32, i32, i32 } %676, 2
  %680 = extractvalue { i32, i32, i32, i32 } %676, 3
  %681 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %677, i32 %678, i32 %679, i32 %680, i32 %521, i32 %522, float %474, float %475, float %476, float %477) #5
  %682 = extractvalue { float, float, float, float } %681, 0
  %683 = extractvalue { float, float, float, float } %681, 1
  %684 = extractvalue { float, float, float, float } %681, 2
  %685 = extractvalue { float, float, float, float } %681, 3
  %686 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %677, i32 %678, i32 %679, i32 %680, i32 %523, i32 %524, float %479, float %480, float %481, float %482) #5
  %687 = extractvalue { float, float, float, float } %686, 0
  %688 = extractvalue { float, float, float, float } %686, 1
  %689 = extractvalue { float, float, float, float } %686, 2
  %690 = extractvalue { float, float, float, float } %686, 3
  %691 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %677, i32 %678, i32 %679, i32 %680, i32 %537, i32 %538, float %484, float %485, float %486, float %487) #5
  %692 = extractvalue { float, float, float, float } %691, 0
  %693 = extractvalue { float, float, float, float } %691, 1
  %694 = extractvalue { float, float, float, float } %691, 2
  %695 = extractvalue { float, float, float, float } %691, 3
  %696 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %677, i32 %678, i32 %679, i32 %680, i32 %539, i32 %540, float %489, float %490, float %491, float %492) #5
  %697 = extractvalue { float, float, float, float } %696, 0
  %698 = extractvalue { float, float, float, float } %696, 1
  %699 = extractvalue { float, float, float, float } %696, 2
  %700 = extractvalue { float, float, float, float } %696, 3
  %701 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %677, i32 %678, i32 %679, i32 %680, i32 %553, i32 %554, float %494, float %495, float %496, float %497) #5
  %702 = extractvalue { float, float, float, float } %701, 0
  %703 = extractvalue { float, float, float, float } %701, 1
  %704 = extractvalue { float, float, float, float } %701, 2
  %705 = extractvalue { float, float, float, float } %701, 3
  %706 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %677, i32 %678, i32 %679, i32 %680, i32 %555, i32 %556, float %499, float %500, float %501, float %502) #5
  %707 = extractvalue { float, float, float, float } %706, 0
  %708 = extractvalue { float, float, float, float } %706, 1
  %709 = extractvalue { float, float, float, float } %706, 2
  %710 = extractvalue { float, float, float, float } %706, 3
  %711 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %677, i32 %678, i32 %679, i32 %680, i32 %569, i32 %570, float %504, float %505, float %506, float %507) #5
  %712 = extractvalue { float, float, float, float } %711, 0
  %713 = extractvalue { float, float, float, float } %711, 1
  %714 = extractvalue { float, float, float, float } %711, 2
  %715 = extractvalue { float, float, float, float } %711, 3
  %716 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %677, i32 %678, i32 %679, i32 %680, i32 %571, i32 %572, float %509, float %510, float %511, float %512) #5
  %717 = extractvalue { float, float, float, float } %716, 0
  %718 = extractvalue { float, float, float, float } %716, 1
  %719 = extractvalue { float, float, float, float } %716, 2
  %720 = extractvalue { float, float, float, float } %716, 3
  %721 = getelementptr bfloat, ptr addrspace(3) %301, i64 %106
  %722 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %721)
  %723 = extractvalue { i32, i32, i32, i32 } %722, 0
  %724 = extractvalue { i32, i32, i32, i32 } %722, 1
  %725 = extractvalue { i32, i32, i32, i32 } %722, 2
  %726 = extractvalue { i32, i32, i32, i32 } %722, 3
  %727 = getelementptr bfloat, ptr addrspace(3) %304, i64 %110
  %728 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %727)
  %729 = extractvalue { i32, i32, i32, i32 } %728, 0
  %730 = extractvalue { i32, i32, i32, i32 } %728, 1
  %731 = extractvalue { i32, i32, i32, i32 } %728, 2
  %732 = extractvalue { i32, i32, i32, i32 } %728, 3
  %733 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %723, i32 %724, i32 %725, i32 %726, i32 %729, i32 %730, float %526, float %527, float %528, float %529) #5
  %734 = extractvalue { float, float, float, float } %733, 0
  %735 = extractvalue { float, float, float, float } %733, 1
  %736 = extractvalue { float, float, float, float } %733, 2
  %737 = extractvalue { float, float, float, float } %733, 3
  %738 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %723, i32 %724, i32 %725, i32 %726, i32 %731, i32 %732, float %531, float %532, float %533, float %534) #5
  %739 = extractvalue { float, float, float, float } %738, 0
  %740 = extractvalue { float, float, float, float } %738, 1
  %741 = extractvalue { float, float, float, float } %738, 2
  %742 = extractvalue { float, float, float, float } %738, 3
  %743 = getelementptr i8, ptr addrspace(3) %727, i64 2048
  %744 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %743)
  %745 = extractvalue { i32, i32, i32, i32 } %744, 0
  %746 = extractvalue { i32, i32, i32, i32 } %744, 1
  %747 = extractvalue { i32, i32, i32, i32 } %744, 2
  %748 = extractvalue { i32, i32, i32, i32 } %744, 3
  %749 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %723, i32 %724, i32 %725, i32 %726, i32 %745, i32 %746, float %542, float %543, float %544, float %545) #5
  %750 = extractvalue { float, float, float, float } %749, 0
  %751 = extractvalue { float, float, float, float } %749, 1
  %752 = extractvalue { float, float, float, float } %749, 2
  %753 = extractvalue { float, float, float, float } %749, 3
  %754 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %723, i32 %724, i32 %725, i32 %726, i32 %747, i32 %748, float %547, float %548, float %549, float %550) #5
  %755 = extractvalue { float, float, float, float } %754, 0
  %756 = extractvalue { float, float, float, float } %754, 1
  %757 = extractvalue { float, float, float, float } %754, 2
  %758 = extractvalue { float, float, float, float } %754, 3
  %759 = getelementptr i8, ptr addrspace(3) %727, i64 4096
  %760 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %759)
  %761 = extractvalue { i32, i32, i32, i32 } %760, 0
  %762 = extractvalue { i32, i32, i32, i32 } %760, 1
  %763 = extractvalue { i32, i32, i32, i32 } %760, 2
  %764 = extractvalue { i32, i32, i32, i32 } %760, 3
  %765 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %723, i32 %724, i32 %725, i32 %726, i32 %761, i32 %762, float %558, float %559, float %560, float %561) #5
  %766 = extractvalue { float, float, float, float } %765, 0
  %767 = extractvalue { float, float, float, float } %765, 1
  %768 = extractvalue { float, float, float, float } %765, 2
  %769 = extractvalue { float, float, float, float } %765, 3
  %770 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %723, i32 %724, i32 %725, i32 %726, i32 %763, i32 %764, float %563, float %564, float %565, float %566) #5
  %771 = extractvalue { float, float, float, float } %770, 0
  %772 = extractvalue { float, float, float, float } %770, 1
  %773 = extractvalue { float, float, float, float } %770, 2
  %774 = extractvalue { float, float, float, float } %770, 3
  %775 = getelementptr i8, ptr addrspace(3) %727, i64 6144
  %776 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %775)
  %777 = extractvalue { i32, i32, i32, i32 } %776, 0
  %778 = extractvalue { i32, i32, i32, i32 } %776, 1
  %779 = extractvalue { i32, i32, i32, i32 } %776, 2
  %780 = extractvalue { i32, i32, i32, i32 } %776, 3
  %781 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %723, i32 %724, i32 %725, i32 %726, i32 %777, i32 %778, float %574, float %575, float %576, float %577) #5
  %782 = extractvalue { float, float, float, float } %781, 0
  %783 = extractvalue { float, float, float, float } %781, 1
  %784 = extractvalue { float, float, float, float } %781, 2
  %785 = extractvalue { float, float, float, float } %781, 3
  %786 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %723, i32 %724, i32 %725, i32 %726, i32 %779, i32 %780, float %579, float %580, float %581, float %582) #5
  %787 = extractvalue { float, float, float, float } %786, 0
  %788 = extractvalue { float, float, float, float } %786, 1
  %789 = extractvalue { float, float, float, float } %786, 2
  %790 = extractvalue { float, float, float, float } %786, 3
  %791 = getelementptr i8, ptr addrspace(3) %721, i64 2048
  %792 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %791)
  %793 = extractvalue { i32, i32, i32, i32 } %792, 0
  %794 = extractvalue { i32, i32, i32, i32 } %792, 1
  %795 = extractvalue { i32, i32, i32, i32 } %792, 2
  %796 = extractvalue { i32, i32, i32, i32 } %792, 3
  %797 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %793, i32 %794, i32 %795, i32 %796, i32 %729, i32 %730, float %590, float %591, float %592, float %593) #5
  %798 = extractvalue { float, float, float, float } %797, 0
  %799 = extractvalue { float, float, float, float } %797, 1
  %800 = extractvalue { float, float, float, float } %797, 2
  %801 = extractvalue { float, float, float, float } %797, 3
  %802 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %793, i32 %794, i32 %795, i32 %796, i32 %731, i32 %732, float %595, float %596, float %597, float %598) #5
  %803 = extractvalue { float, float, float, float } %802, 0
  %804 = extractvalue { float, float, float, float } %802, 1
  %805 = extractvalue { float, float, float, float } %802, 2
  %806 = extractvalue { float, float, float, float } %802, 3
  %807 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %793, i32 %794, i32 %795, i32 %796, i32 %745, i32 %746, float %600, float %601, float %602, float %603) #5
  %808 = extractvalue { float, float, float, float } %807, 0
  %809 = extractvalue { float, float, float, float } %807, 1
  %810 = extractvalue { float, float, float, float } %807, 2
  %811 = extractvalue { float, float, float, float } %807, 3
  %812 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %793, i32 %794, i32 %795, i32 %796, i32 %747, i32 %748, float %605, float %606, float %607, float %608) #5
  %813 = extractvalue { float, float, float, float } %812, 0
  %814 = extractvalue { float, float, float, float } %812, 1
  %815 = extractvalue { float, float, float, float } %812, 2
  %816 = extractvalue { float, float, float, float } %812, 3
  %817 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %793, i32 %794, i32 %795, i32 %796, i32 %761, i32 %762, float %610, float %611, float %612, float %613) #5
  %818 = extractvalue { float, float, float, float } %817, 0
  %819 = extractvalue { float, float, float, float } %817, 1
  %820 = extractvalue { float, float, float, float } %817, 2
  %821 = extractvalue { float, float, float, float } %817, 3
  %822 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %793, i32 %794, i32 %795, i32 %796, i32 %763, i32 %764, float %615, float %616, float %617, float %618) #5
  %823 = extractvalue { float, float, float, float } %822, 0
  %824 = extractvalue { float, float, float, float } %822, 1
  %825 = extractvalue { float, float, float, float } %822, 2
  %826 = extractvalue { float, float, float, float } %822, 3
  %827 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %793, i32 %794, i32 %795, i32 %796, i32 %777, i32 %778, float %620, float %621, float %622, float %623) #5
  %828 = extractvalue { float, float, float, float } %827, 0
  %829 = extractvalue { float, float, float, float } %827, 1
  %830 = extractvalue { float, float, float, float } %827, 2
  %831 = extractvalue { float, float, float, float } %827, 3
  %832 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %793, i32 %794, i32 %795, i32 %796, i32 %779, i32 %780, float %625, float %626, float %627, float %628) #5
  %833 = extractvalue { float, float, float, float } %832, 0
  %834 = extractvalue { float, float, float, float } %832, 1
  %835 = extractvalue { float, float, float, float } %832, 2
  %836 = extractvalue { float, float, float, float } %832, 3
  %837 = getelementptr i8, ptr addrspace(3) %721, i64 4096
  %838 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %837)
  %839 = extractvalue { i32, i32, i32, i32 } %838, 0
  %840 = extractvalue { i32, i32, i32, i32 } %838, 1
  %841 = extractvalue { i32, i32, i32, i32 } %838, 2
  %842 = extractvalue { i32, i32, i32, i32 } %838, 3
  %843 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %839, i32 %840, i32 %841, i32 %842, i32 %729, i32 %730, float %636, float %637, float %638, float %639) #5
  %844 = extractvalue { float, float, float, float } %843, 0
  %845 = extractvalue { float, float, float, float } %843, 1
  %846 = extractvalue { float, float, float, float } %843, 2
  %847 = extractvalue { float, float, float, float } %843, 3
  %848 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %839, i32 %840, i32 %841, i32 %842, i32 %731, i32 %732, float %641, float %642, float %643, float %644) #5
  %849 = extractvalue { float, float, float, float } %848, 0
  %850 = extractvalue { float, float, float, float } %848, 1
  %851 = extractvalue { float, float, float, float } %848, 2
  %852 = extractvalue { float, float, float, float } %848, 3
  %853 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %839, i32 %840, i32 %841, i32 %842, i32 %745, i32 %746, float %646, float %647, float %648, float %649) #5
  %854 = extractvalue { float, float, float, float } %853, 0
  %855 = extractvalue { float, float, float, float } %853, 1
  %856 = extractvalue { float, float, float, float } %853, 2
  %857 = extractvalue { float, float, float, float } %853, 3
  %858 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %839, i32 %840, i32 %841, i32 %842, i32 %747, i32 %748, float %651, float %652, float %653, float %654) #5
  %859 = extractvalue { float, float, float, float } %858, 0
  %860 = extractvalue { float, float, float, float } %858, 1
  %861 = extractvalue { float, float, float, float } %858, 2
  %862 = extractvalue { float, float, float, float } %858, 3
  %863 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %839, i32 %840, i32 %841, i32 %842, i32 %761, i32 %762, float %656, float %657, float %658, float %659) #5
  %864 = extractvalue { float, float, float, float } %863, 0
  %865 = extractvalue { float, float, float, float } %863, 1
  %866 = extractvalue { float, float, float, float } %863, 2
  %867 = extractvalue { float, float, float, float } %863, 3
  %868 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %839, i32 %840, i32 %841, i32 %842, i32 %763, i32 %764, float %661, float %662, float %663, float %664) #5
  %869 = extractvalue { float, float, float, float } %868, 0
  %870 = extractvalue { float, float, float, float } %868, 1
  %871 = extractvalue { float, float, float, float } %868, 2
  %872 = extractvalue { float, float, float, float } %868, 3
  %873 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %839, i32 %840, i32 %841, i32 %842, i32 %777, i32 %778, float %666, float %667, float %668, float %669) #5
  %874 = extractvalue { float, float, float, float } %873, 0
  %875 = extractvalue { float, float, float, float } %873, 1
  %876 = extractvalue { float, float, float, float } %873, 2
  %877 = extractvalue { float, float, float, float } %873, 3
  %878 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %839, i32 %840, i32 %841, i32 %842, i32 %779, i32 %780, float %671, float %672, float %673, float %674) #5
  %879 = extractvalue { float, float, float, float } %878, 0
  %880 = extractvalue { float, float, float, float } %878, 1
  %881 = extractvalue { float, float, float, float } %878, 2
  %882 = extractvalue { float, float, float, float } %878, 3
  %883 = getelementptr bfloat, ptr addrspace(3) %301, i64 %113
  %884 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %883)
  %885 = extractvalue { i32, i32, i32, i32 } %884, 0
  %886 = extractvalue { i32, i32, i32, i32 } %884, 1
  %887 = extractvalue { i32, i32, i32, i32 } %884, 2
  %888 = extractvalue { i32, i32, i32, i32 } %884, 3
  %889 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %885, i32 %886, i32 %887, i32 %888, i32 %729, i32 %730, float %682, float %683, float %684, float %685) #5
  %890 = extractvalue { float, float, float, float } %889, 0
  %891 = extractvalue { float, float, float, float } %889, 1
  %892 = extractvalue { float, float, float, float } %889, 2
  %893 = extractvalue { float, float, float, float } %889, 3
  %894 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %885, i32 %886, i32 %887, i32 %888, i32 %731, i32 %732, float %687, float %688, float %689, float %690) #5
  %895 = extractvalue { float, float, float, float } %894, 0
  %896 = extractvalue { float, float, float, float } %894, 1
  %897 = extractvalue { float, float, float, float } %894, 2
  %898 = extractvalue { float, float, float, float } %894, 3
  %899 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %885, i32 %886, i32 %887, i32 %888, i32 %745, i32 %746, float %692, float %693, float %694, float %695) #5
  %900 = extractvalue { float, float, float, float } %899, 0
  %901 = extractvalue { float, float, float, float } %899, 1
  %902 = extractvalue { float, float, float, float } %899, 2
  %903 = extractvalue { float, float, float, float } %899, 3
  %904 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %885, i32 %886, i32 %887, i32 %888, i32 %747, i32 %748, float %697, float %698, float %699, float %700) #5
  %905 = extractvalue { float, float, float, float } %904, 0
  %906 = extractvalue { float, float, float, float } %904, 1
  %907 = extractvalue { float, float, float, float } %904, 2
  %908 = extractvalue { float, float, float, float } %904, 3
  %909 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %885, i32 %886, i32 %887, i32 %888, i32 %761, i32 %762, float %702, float %703, float %704, float %705) #5
  %910 = extractvalue { float, float, float, float } %909, 0
  %911 = extractvalue { float, float, float, float } %909, 1
  %912 = extractvalue { float, float, float, float } %909, 2
  %913 = extractvalue { float, float, float, float } %909, 3
  %914 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %885, i32 %886, i32 %887, i32 %888, i32 %763, i32 %764, float %707, float %708, float %709, float %710) #5
  %915 = extractvalue { float, float, float, float } %914, 0
  %916 = extractvalue { float, float, float, float } %914, 1
  %917 = extractvalue { float, float, float, float } %914, 2
  %918 = extractvalue { float, float, float, float } %914, 3
  %919 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %885, i32 %886, i32 %887, i32 %888, i32 %777, i32 %778, float %712, float %713, float %714, float %715) #5
  %920 = extractvalue { float, float, float, float } %919, 0
  %921 = extractvalue { float, float, float, float } %919, 1
  %922 = extractvalue { float, float, float, float } %919, 2
  %923 = extractvalue { float, float, float, float } %919, 3
  %924 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %885, i32 %886, i32 %887, i32 %888, i32 %779, i32 %780, float %717, float %718, float %719, float %720) #5
  %925 = extractvalue { float, float, float, float } %924, 0
  %926 = extractvalue { float, float, float, float } %924, 1
  %927 = extractvalue { float, float, float, float } %924, 2
  %928 = extractvalue { float, float, float, float } %924, 3
  %929 = getelementptr bfloat, ptr addrspace(3) %301, i64 %116
  %930 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %929)
  %931 = extractvalue { i32, i32, i32, i32 } %930, 0
  %932 = extractvalue { i32, i32, i32, i32 } %930, 1
  %933 = extractvalue { i32, i32, i32, i32 } %930, 2
  %934 = extractvalue { i32, i32, i32, i32 } %930, 3
  %935 = getelementptr bfloat, ptr addrspace(3) %304, i64 %120
  %936 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %935)
  %937 = extractvalue { i32, i32, i32, i32 } %936, 0
  %938 = extractvalue { i32, i32, i32, i32 } %936, 1
  %939 = extractvalue { i32, i32, i32, i32 } %936, 2
  %940 = extractvalue { i32, i32, i32, i32 } %936, 3
  %941 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %931, i32 %932, i32 %933, i32 %934, i32 %937, i32 %938, float %734, float %735, float %736, float %737) #5
  %942 = extractvalue { float, float, float, float } %941, 0
  %943 = extractvalue { float, float, float, float } %941, 1
  %944 = extractvalue { float, float, float, float } %941, 2
  %945 = extractvalue { float, float, float, float } %941, 3
  %946 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %931, i32 %932, i32 %933, i32 %934, i32 %939, i32 %940, float %739, float %740, float %741, float %742) #5
  %947 = extractvalue { float, float, float, float } %946, 0
  %948 = extractvalue { float, float, float, float } %946, 1
  %949 = extractvalue { float, float, float, float } %946, 2
  %950 = extractvalue { float, float, float, float } %946, 3
  %951 = getelementptr i8, ptr addrspace(3) %935, i64 2048
  %952 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %951)
  %953 = extractvalue { i32, i32, i32, i32 } %952, 0
  %954 = extractvalue { i32, i32, i32, i32 } %952, 1
  %955 = extractvalue { i32, i32, i32, i32 } %952, 2
  %956 = extractvalue { i32, i32, i32, i32 } %952, 3
  %957 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %931, i32 %932, i32 %933, i32 %934, i32 %953, i32 %954, float %750, float %751, float %752, float %753) #5
  %958 = extractvalue { float, float, float, float } %957, 0
  %959 = extractvalue { float, float, float, float } %957, 1
  %960 = extractvalue { float, float, float, float } %957, 2
  %961 = extractvalue { float, float, float, float } %957, 3
  %962 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %931, i32 %932, i32 %933, i32 %934, i32 %955, i32 %956, float %755, float %756, float %757, float %758) #5
  %963 = extractvalue { float, float, float, float } %962, 0
  %964 = extractvalue { float, float, float, float } %962, 1
  %965 = extractvalue { float, float, float, float } %962, 2
  %966 = extractvalue { float, float, float, float } %962, 3
  %967 = getelementptr i8, ptr addrspace(3) %935, i64 4096
  %968 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %967)
  %969 = extractvalue { i32, i32, i32, i32 } %968, 0
  %970 = extractvalue { i32, i32, i32, i32 } %968, 1
  %971 = extractvalue { i32, i32, i32, i32 } %968, 2
  %972 = extractvalue { i32, i32, i32, i32 } %968, 3
  %973 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %931, i32 %932, i32 %933, i32 %934, i32 %969, i32 %970, float %766, float %767, float %768, float %769) #5
  %974 = extractvalue { float, float, float, float } %973, 0
  %975 = extractvalue { float, float, float, float } %973, 1
  %976 = extractvalue { float, float, float, float } %973, 2
  %977 = extractvalue { float, float, float, float } %973, 3
  %978 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %931, i32 %932, i32 %933, i32 %934, i32 %971, i32 %972, float %771, float %772, float %773, float %774) #5
  %979 = extractvalue { float, float, float, float } %978, 0
  %980 = extractvalue { float, float, float, float } %978, 1
  %981 = extractvalue { float, float, float, float } %978, 2
  %982 = extractvalue { float, float, float, float } %978, 3
  %983 = getelementptr i8, ptr addrspace(3) %935, i64 6144
  %984 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %983)
  %985 = extractvalue { i32, i32, i32, i32 } %984, 0
  %986 = extractvalue { i32, i32, i32, i32 } %984, 1
  %987 = extractvalue { i32, i32, i32, i32 } %984, 2
  %988 = extractvalue { i32, i32, i32, i32 } %984, 3
  %989 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %931, i32 %932, i32 %933, i32 %934, i32 %985, i32 %986, float %782, float %783, float %784, float %785) #5
  %990 = extractvalue { float, float, float, float } %989, 0
  %991 = extractvalue { float, float, float, float } %989, 1
  %992 = extractvalue { float, float, float, float } %989, 2
  %993 = extractvalue { float, float, float, float } %989, 3
  %994 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %931, i32 %932, i32 %933, i32 %934, i32 %987, i32 %988, float %787, float %788, float %789, float %790) #5
  %995 = extractvalue { float, float, float, float } %994, 0
  %996 = extractvalue { float, float, float, float } %994, 1
  %997 = extractvalue { float, float, float, float } %994, 2
  %998 = extractvalue { float, float, float, float } %994, 3
  %999 = getelementptr i8, ptr addrspace(3) %929, i64 2048
  %1000 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %999)
  %1001 = extractvalue { i32, i32, i32, i32 } %1000, 0
  %1002 = extractvalue { i32, i32, i32, i32 } %1000, 1
  %1003 = extractvalue { i32, i32, i32, i32 } %1000, 2
  %1004 = extractvalue { i32, i32, i32, i32 } %1000, 3
  %1005 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1001, i32 %1002, i32 %1003, i32 %1004, i32 %937, i32 %938, float %798, float %799, float %800, float %801) #5
  %1006 = extractvalue { float, float, float, float } %1005, 0
  %1007 = extractvalue { float, float, float, float } %1005, 1
  %1008 = extractvalue { float, float, float, float } %1005, 2
  %1009 = extractvalue { float, float, float, float } %1005, 3
  %1010 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1001, i32 %1002, i32 %1003, i32 %1004, i32 %939, i32 %940, float %803, float %804, float %805, float %806) #5
  %1011 = extractvalue { float, float, float, float } %1010, 0
  %1012 = extractvalue { float, float, float, float } %1010, 1
  %1013 = extractvalue { float, float, float, float } %1010, 2
  %1014 = extractvalue { float, float, float, float } %1010, 3
  %1015 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1001, i32 %1002, i32 %1003, i32 %1004, i32 %953, i32 %954, float %808, float %809, float %810, float %811) #5
  %1016 = extractvalue { float, float, float, float } %1015, 0
  %1017 = extractvalue { float, float, float, float } %1015, 1
  %1018 = extractvalue { float, float, float, float } %1015, 2
  %1019 = extractvalue { float, float, float, float } %1015, 3
  %1020 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1001, i32 %1002, i32 %1003, i32 %1004, i32 %955, i32 %956, float %813, float %814, float %815, float %816) #5
  %1021 = extractvalue { float, float, float, float } %1020, 0
  %1022 = extractvalue { float, float, float, float } %1020, 1
  %1023 = extractvalue { float, float, float, float } %1020, 2
  %1024 = extractvalue { float, float, float, float } %1020, 3
  %1025 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1001, i32 %1002, i32 %1003, i32 %1004, i32 %969, i32 %970, float %818, float %819, float %820, float %821) #5
  %1026 = extractvalue { float, float, float, float } %1025, 0
  %1027 = extractvalue { float, float, float, float } %1025, 1
  %1028 = extractvalue { float, float, float, float } %1025, 2
  %1029 = extractvalue { float, float, float, float } %1025, 3
  %1030 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1001, i32 %1002, i32 %1003, i32 %1004, i32 %971, i32 %972, float %823, float %824, float %825, float %826) #5
  %1031 = extractvalue { float, float, float, float } %1030, 0
  %1032 = extractvalue { float, float, float, float } %1030, 1
  %1033 = extractvalue { float, float, float, float } %1030, 2
  %1034 = extractvalue { float, float, float, float } %1030, 3
  %1035 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1001, i32 %1002, i32 %1003, i32 %1004, i32 %985, i32 %986, float %828, float %829, float %830, float %831) #5
  %1036 = extractvalue { float, float, float, float } %1035, 0
  %1037 = extractvalue { float, float, float, float } %1035, 1
  %1038 = extractvalue { float, float, float, float } %1035, 2
  %1039 = extractvalue { float, float, float, float } %1035, 3
  %1040 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1001, i32 %1002, i32 %1003, i32 %1004, i32 %987, i32 %988, float %833, float %834, float %835, float %836) #5
  %1041 = extractvalue { float, float, float, float } %1040, 0
  %1042 = extractvalue { float, float, float, float } %1040, 1
  %1043 = extractvalue { float, float, float, float } %1040, 2
  %1044 = extractvalue { float, float, float, float } %1040, 3
  %1045 = getelementptr i8, ptr addrspace(3) %929, i64 4096
  %1046 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1045)
  %1047 = extractvalue { i32, i32, i32, i32 } %1046, 0
  %1048 = extractvalue { i32, i32, i32, i32 } %1046, 1
  %1049 = extractvalue { i32, i32, i32, i32 } %1046, 2
  %1050 = extractvalue { i32, i32, i32, i32 } %1046, 3
  %1051 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1047, i32 %1048, i32 %1049, i32 %1050, i32 %937, i32 %938, float %844, float %845, float %846, float %847) #5
  %1052 = extractvalue { float, float, float, float } %1051, 0
  %1053 = extractvalue { float, float, float, float } %1051, 1
  %1054 = extractvalue { float, float, float, float } %1051, 2
  %1055 = extractvalue { float, float, float, float } %1051, 3
  %1056 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1047, i32 %1048, i32 %1049, i32 %1050, i32 %939, i32 %940, float %849, float %850, float %851, float %852) #5
  %1057 = extractvalue { float, float, float, float } %1056, 0
  %1058 = extractvalue { float, float, float, float } %1056, 1
  %1059 = extractvalue { float, float, float, float } %1056, 2
  %1060 = extractvalue { float, float, float, float } %1056, 3
  %1061 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1047, i32 %1048, i32 %1049, i32 %1050, i32 %953, i32 %954, float %854, float %855, float %856, float %857) #5
  %1062 = extractvalue { float, float, float, float } %1061, 0
  %1063 = extractvalue { float, float, float, float } %1061, 1
  %1064 = extractvalue { float, float, float, float } %1061, 2
  %1065 = extractvalue { float, float, float, float } %1061, 3
  %1066 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1047, i32 %1048, i32 %1049, i32 %1050, i32 %955, i32 %956, float %859, float %860, float %861, float %862) #5
  %1067 = extractvalue { float, float, float, float } %1066, 0
  %1068 = extractvalue { float, float, float, float } %1066, 1
  %1069 = extractvalue { float, float, float, float } %1066, 2
  %1070 = extractvalue { float, float, float, float } %1066, 3
  %1071 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1047, i32 %1048, i32 %1049, i32 %1050, i32 %969, i32 %970, float %864, float %865, float %866, float %867) #5
  %1072 = extractvalue { float, float, float, float } %1071, 0
  %1073 = extractvalue { float, float, float, float } %1071, 1
  %1074 = extractvalue { float, float, float, float } %1071, 2
  %1075 = extractvalue { float, float, float, float } %1071, 3
  %1076 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1047, i32 %1048, i32 %1049, i32 %1050, i32 %971, i32 %972, float %869, float %870, float %871, float %872) #5
  %1077 = extractvalue { float, float, float, float } %1076, 0
  %1078 = extractvalue { float, float, float, float } %1076, 1
  %1079 = extractvalue { float, float, float, float } %1076, 2
  %1080 = extractvalue { float, float, float, float } %1076, 3
  %1081 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1047, i32 %1048, i32 %1049, i32 %1050, i32 %985, i32 %986, float %874, float %875, float %876, float %877) #5
  %1082 = extractvalue { float, float, float, float } %1081, 0
  %1083 = extractvalue { float, float, float, float } %1081, 1
  %1084 = extractvalue { float, float, float, float } %1081, 2
  %1085 = extractvalue { float, float, float, float } %1081, 3
  %1086 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1047, i32 %1048, i32 %1049, i32 %1050, i32 %987, i32 %988, float %879, float %880, float %881, float %882) #5
  %1087 = extractvalue { float, float, float, float } %1086, 0
  %1088 = extractvalue { float, float, float, float } %1086, 1
  %1089 = extractvalue { float, float, float, float } %1086, 2
  %1090 = extractvalue { float, float, float, float } %1086, 3
  %1091 = getelementptr bfloat, ptr addrspace(3) %301, i64 %123
  %1092 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1091)
  %1093 = extractvalue { i32, i32, i32, i32 } %1092, 0
  %1094 = extractvalue { i32, i32, i32, i32 } %1092, 1
  %1095 = extractvalue { i32, i32, i32, i32 } %1092, 2
  %1096 = extractvalue { i32, i32, i32, i32 } %1092, 3
  %1097 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1093, i32 %1094, i32 %1095, i32 %1096, i32 %937, i32 %938, float %890, float %891, float %892, float %893) #5
  %1098 = extractvalue { float, float, float, float } %1097, 0
  %1099 = extractvalue { float, float, float, float } %1097, 1
  %1100 = extractvalue { float, float, float, float } %1097, 2
  %1101 = extractvalue { float, float, float, float } %1097, 3
  %1102 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1093, i32 %1094, i32 %1095, i32 %1096, i32 %939, i32 %940, float %895, float %896, float %897, float %898) #5
  %1103 = extractvalue { float, float, float, float } %1102, 0
  %1104 = extractvalue { float, float, float, float } %1102, 1
  %1105 = extractvalue { float, float, float, float } %1102, 2
  %1106 = extractvalue { float, float, float, float } %1102, 3
  %1107 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1093, i32 %1094, i32 %1095, i32 %1096, i32 %953, i32 %954, float %900, float %901, float %902, float %903) #5
  %1108 = extractvalue { float, float, float, float } %1107, 0
  %1109 = extractvalue { float, float, float, float } %1107, 1
  %1110 = extractvalue { float, float, float, float } %1107, 2
  %1111 = extractvalue { float, float, float, float } %1107, 3
  %1112 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1093, i32 %1094, i32 %1095, i32 %1096, i32 %955, i32 %956, float %905, float %906, float %907, float %908) #5
  %1113 = extractvalue { float, float, float, float } %1112, 0
  %1114 = extractvalue { float, float, float, float } %1112, 1
  %1115 = extractvalue { float, float, float, float } %1112, 2
  %1116 = extractvalue { float, float, float, float } %1112, 3
  %1117 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1093, i32 %1094, i32 %1095, i32 %1096, i32 %969, i32 %970, float %910, float %911, float %912, float %913) #5
  %1118 = extractvalue { float, float, float, float } %1117, 0
  %1119 = extractvalue { float, float, float, float } %1117, 1
  %1120 = extractvalue { float, float, float, float } %1117, 2
  %1121 = extractvalue { float, float, float, float } %1117, 3
  %1122 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1093, i32 %1094, i32 %1095, i32 %1096, i32 %971, i32 %972, float %915, float %916, float %917, float %918) #5
  %1123 = extractvalue { float, float, float, float } %1122, 0
  %1124 = extractvalue { float, float, float, float } %1122, 1
  %1125 = extractvalue { float, float, float, float } %1122, 2
  %1126 = extractvalue { float, float, float, float } %1122, 3
  %1127 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1093, i32 %1094, i32 %1095, i32 %1096, i32 %985, i32 %986, float %920, float %921, float %922, float %923) #5
  %1128 = extractvalue { float, float, float, float } %1127, 0
  %1129 = extractvalue { float, float, float, float } %1127, 1
  %1130 = extractvalue { float, float, float, float } %1127, 2
  %1131 = extractvalue { float, float, float, float } %1127, 3
  %1132 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1093, i32 %1094, i32 %1095, i32 %1096, i32 %987, i32 %988, float %925, float %926, float %927, float %928) #5
  %1133 = extractvalue { float, float, float, float } %1132, 0
  %1134 = extractvalue { float, float, float, float } %1132, 1
  %1135 = extractvalue { float, float, float, float } %1132, 2
  %1136 = extractvalue { float, float, float, float } %1132, 3
  %1137 = add nuw nsw i64 %276, 1
  %exitcond520.not = icmp eq i64 %1137, %24
  br i1 %exitcond520.not, label %._crit_edge.loopexit, label %.lr.ph260

._crit_edge.loopexit:                             ; preds = %298
  %1138 = bitcast float %942 to i32
  %1139 = bitcast float %943 to i32
  %1140 = bitcast float %944 to i32
  %1141 = bitcast float %945 to i32
  %1142 = bitcast float %947 to i32
  %1143 = bitcast float %948 to i32
  %1144 = bitcast float %949 to i32
  %1145 = bitcast float %950 to i32
  %1146 = bitcast float %958 to i32
  %1147 = bitcast float %959 to i32
  %1148 = bitcast float %960 to i32
  %1149 = bitcast float %961 to i32
  %1150 = bitcast float %963 to i32
  %1151 = bitcast float %964 to i32
  %1152 = bitcast float %965 to i32
  %1153 = bitcast float %966 to i32
  %1154 = bitcast float %974 to i32
  %1155 = bitcast float %975 to i32
  %1156 = bitcast float %976 to i32
  %1157 = bitcast float %977 to i32
  %1158 = bitcast float %979 to i32
  %1159 = bitcast float %980 to i32
  %1160 = bitcast float %981 to i32
  %1161 = bitcast float %982 to i32
  %1162 = bitcast float %990 to i32
  %1163 = bitcast float %991 to i32
  %1164 = bitcast float %992 to i32
  %1165 = bitcast float %993 to i32
  %1166 = bitcast float %995 to i32
  %1167 = bitcast float %996 to i32
  %1168 = bitcast float %997 to i32
  %1169 = bitcast float %998 to i32
  %1170 = bitcast float %1006 to i32
  %1171 = bitcast float %1007 to i32
  %1172 = bitcast float %1008 to i32
  %1173 = bitcast float %1009 to i32
  %1174 = bitcast float %1011 to i32
  %1175 = bitcast float %1012 to i32
  %1176 = bitcast float %1013 to i32
  %1177 = bitcast float %1014 to i32
  %1178 = bitcast float %1016 to i32
  %1179 = bitcast float %1017 to i32
  %1180 = bitcast float %1018 to i32
  %1181 = bitcast float %1019 to i32
  %1182 = bitcast float %1021 to i32
  %1183 = bitcast float %1022 to i32
  %1184 = bitcast float %1023 to i32
  %1185 = bitcast float %1024 to i32
  %1186 = bitcast float %1026 to i32
  %1187 = bitcast float %1027 to i32
  %1188 = bitcast float %1028 to i32
  %1189 = bitcast float %1029 to i32
  %1190 = bitcast float %1031 to i32
  %1191 = bitcast float %1032 to i32
  %1192 = bitcast float %1033 to i32
  %1193 = bitcast float %1034 to i32
  %1194 = bitcast float %1036 to i32
  %1195 = bitcast float %1037 to i32
  %1196 = bitcast float %1038 to i32
  %1197 = bitcast float %1039 to i32
  %1198 = bitcast float %1041 to i32
  %1199 = bitcast float %1042 to i32
  %1200 = bitcast float %1043 to i32
  %1201 = bitcast float %1044 to i32
  %1202 = bitcast float %1052 to i32
  %1203 = bitcast float %1053 to i32
  %1204 = bitcast float %1054 to i32
  %1205 = bitcast float %1055 to i32
  %1206 = bitcast float %1057 to i32
  %1207 = bitcast float %1058 to i32
  %1208 = bitcast float %1059 to i32
  %1209 = bitcast float %1060 to i32
  %1210 = bitcast float %1062 to i32
  %1211 = bitcast float %1063 to i32
  %1212 = bitcast float %1064 to i32
  %1213 = bitcast float %1065 to i32
  %1214 = bitcast float %1067 to i32
  %1215 = bitcast float %1068 to i32
  %1216 = bitcast float %1069 to i32
  %1217 = bitcast float %1070 to i32
  %1218 = bitcast float %1072 to i32
  %1219 = bitcast float %1073 to i32
  %1220 = bitcast float %1074 to i32
  %1221 = bitcast float %1075 to i32
  %1222 = bitcast float %1077 to i32
  %1223 = bitcast float %1078 to i32
  %1224 = bitcast float %1079 to i32
  %1225 = bitcast float %1080 to i32
  %1226 = bitcast float %1082 to i32
  %1227 = bitcast float %1083 to i32
  %1228 = bitcast float %1084 to i32
  %1229 = bitcast float %1085 to i32
  %1230 = bitcast float %1087 to i32
  %1231 = bitcast float %1088 to i32
  %1232 = bitcast float %1089 to i32
  %1233 = bitcast float %1090 to i32
  %1234 = bitcast float %1098 to i32
  %1235 = bitcast float %1099 to i32
  %1236 = bitcast float %1100 to i32
  %1237 = bitcast float %1101 to i32
  %1238 = bitcast float %1103 to i32
  %1239 = bitcast float %1104 to i32
  %1240 = bitcast float %1105 to i32
  %1241 = bitcast float %1106 to i32
  %1242 = bitcast float %1108 to i32
  %1243 = bitcast float %1109 to i32
  %1244 = bitcast float %1110 to i32
  %1245 = bitcast float %1111 to i32
  %1246 = bitcast float %1113 to i32
  %1247 = bitcast float %1114 to i32
  %1248 = bitcast float %1115 to i32
  %1249 = bitcast float %1116 to i32
  %1250 = bitcast float %1118 to i32
  %1251 = bitcast float %1119 to i32
  %1252 = bitcast float %1120 to i32
  %1253 = bitcast float %1121 to i32
  %1254 = bitcast float %1123 to i32
  %1255 = bitcast float %1124 to i32
  %1256 = bitcast float %1125 to i32
  %1257 = bitcast float %1126 to i32
  %1258 = bitcast float %1128 to i32
  %1259 = bitcast float %1129 to i32
  %1260 = bitcast float %1130 to i32
  %1261 = bitcast float %1131 to i32
  %1262 = bitcast float %1133 to i32
  %1263 = bitcast float %1134 to i32
  %1264 = bitcast float %1135 to i32
  %1265 = bitcast float %1136 to i32
  br label %._crit_edge

._crit_edge:                                      ; preds = %._crit_edge.loopexit, %.loopexit
  %.lcssa259 = phi i32 [ 0, %.loopexit ], [ %1138, %._crit_edge.loopexit ]
  %.lcssa258 = phi i32 [ 0, %.loopexit ], [ %1139, %._crit_edge.loopexit ]
  %.lcssa257 = phi i32 [ 0, %.loopexit ], [ %1140, %._crit_edge.loopexit ]
  %.lcssa256 = phi i32 [ 0, %.loopexit ], [ %1141, %._crit_edge.loopexit ]
  %.lcssa255 = phi i32 [ 0, %.loopexit ], [ %1142, %._crit_edge.loopexit ]
  %.lcssa254 = phi i32 [ 0, %.loopexit ], [ %1143, %._crit_edge.loopexit ]
  %.lcssa253 = phi i32 [ 0, %.loopexit ], [ %1144, %._crit_edge.loopexit ]
  %.lcssa252 = phi i32 [ 0, %.loopexit ], [ %1145, %._crit_edge.loopexit ]
  %.lcssa251 = phi i32 [ 0, %.loopexit ], [ %1146, %._crit_edge.loopexit ]
  %.lcssa250 = phi i32 [ 0, %.loopexit ], [ %1147, %._crit_edge.loopexit ]
  %.lcssa249 = phi i32 [ 0, %.loopexit ], [ %1148, %._crit_edge.loopexit ]
  %.lcssa248 = phi i32 [ 0, %.loopexit ], [ %1149, %._crit_edge.loopexit ]
  %.lcssa247 = phi i32 [ 0, %.loopexit ], [ %1150, %._crit_edge.loopexit ]
  %.lcssa246 = phi i32 [ 0, %.loopexit ], [ %1151, %._crit_edge.loopexit ]
  %.lcssa245 = phi i32 [ 0, %.loopexit ], [ %1152, %._crit_edge.loopexit ]
  %.lcssa244 = phi i32 [ 0, %.loopexit ], [ %1153, %._crit_edge.loopexit ]
  %.lcssa243 = phi i32 [ 0, %.loopexit ], [ %1154, %._crit_edge.loopexit ]
  %.lcssa242 = phi i32 [ 0, %.loopexit ], [ %1155, %._crit_edge.loopexit ]
  %.lcssa241 = phi i32 [ 0, %.loopexit ], [ %1156, %._crit_edge.loopexit ]
  %.lcssa240 = phi i32 [ 0, %.loopexit ], [ %1157, %._crit_edge.loopexit ]
  %.lcssa239 = phi i32 [ 0, %.loopexit ], [ %1158, %._crit_edge.loopexit ]
  %.lcssa238 = phi i32 [ 0, %.loopexit ], [ %1159, %._crit_edge.loopexit ]
  %.lcssa237 = phi i32 [ 0, %.loopexit ], [ %1160, %._crit_edge.loopexit ]
  %.lcssa236 = phi i32 [ 0, %.loopexit ], [ %1161, %._crit_edge.loopexit ]
  %.lcssa235 = phi i32 [ 0, %.loopexit ], [ %1162, %._crit_edge.loopexit ]
  %.lcssa234 = phi i32 [ 0, %.loopexit ], [ %1163, %._crit_edge.loopexit ]
  %.lcssa233 = phi i32 [ 0, %.loopexit ], [ %1164, %._crit_edge.loopexit ]
  %.lcssa232 = phi i32 [ 0, %.loopexit ], [ %1165, %._crit_edge.loopexit ]
  %.lcssa231 = phi i32 [ 0, %.loopexit ], [ %1166, %._crit_edge.loopexit ]
  %.lcssa230 = phi i32 [ 0, %.loopexit ], [ %1167, %._crit_edge.loopexit ]
  %.lcssa229 = phi i32 [ 0, %.loopexit ], [ %1168, %._crit_edge.loopexit ]
  %.lcssa228 = phi i32 [ 0, %.loopexit ], [ %1169, %._crit_edge.loopexit ]
  %.lcssa227 = phi i32 [ 0, %.loopexit ], [ %1170, %._crit_edge.loopexit ]
  %.lcssa226 = phi i32 [ 0, %.loopexit ], [ %1171, %._crit_edge.loopexit ]
  %.lcssa225 = phi i32 [ 0, %.loopexit ], [ %1172, %._crit_edge.loopexit ]
  %.lcssa224 = phi i32 [ 0, %.loopexit ], [ %1173, %._crit_edge.loopexit ]
  %.lcssa223 = phi i32 [ 0, %.loopexit ], [ %1174, %._crit_edge.loopexit ]
  %.lcssa222 = phi i32 [ 0, %.loopexit ], [ %1175, %._crit_edge.loopexit ]
  %.lcssa221 = phi i32 [ 0, %.loopexit ], [ %1176, %._crit_edge.loopexit ]
  %.lcssa220 = phi i32 [ 0, %.loopexit ], [ %1177, %._crit_edge.loopexit ]
  %.lcssa219 = phi i32 [ 0, %.loopexit ], [ %1178, %._crit_edge.loopexit ]
  %.lcssa218 = phi i32 [ 0, %.loopexit ], [ %1179, %._crit_edge.loopexit ]
  %.lcssa217 = phi i32 [ 0, %.loopexit ], [ %1180, %._crit_edge.loopexit ]
  %.lcssa216 = phi i32 [ 0, %.loopexit ], [ %1181, %._crit_edge.loopexit ]
  %.lcssa215 = phi i32 [ 0, %.loopexit ], [ %1182, %._crit_edge.loopexit ]
  %.lcssa214 = phi i32 [ 0, %.loopexit ], [ %1183, %._crit_edge.loopexit ]
  %.lcssa213 = phi i32 [ 0, %.loopexit ], [ %1184, %._crit_edge.loopexit ]
  %.lcssa212 = phi i32 [ 0, %.loopexit ], [ %1185, %._crit_edge.loopexit ]
  %.lcssa211 = phi i32 [ 0, %.loopexit ], [ %1186, %._crit_edge.loopexit ]
  %.lcssa210 = phi i32 [ 0, %.loopexit ], [ %1187, %._crit_edge.loopexit ]
  %.lcssa209 = phi i32 [ 0, %.loopexit ], [ %1188, %._crit_edge.loopexit ]
  %.lcssa208 = phi i32 [ 0, %.loopexit ], [ %1189, %._crit_edge.loopexit ]
  %.lcssa207 = phi i32 [ 0, %.loopexit ], [ %1190, %._crit_edge.loopexit ]
  %.lcssa206 = phi i32 [ 0, %.loopexit ], [ %1191, %._crit_edge.loopexit ]
  %.lcssa205 = phi i32 [ 0, %.loopexit ], [ %1192, %._crit_edge.loopexit ]
  %.lcssa204 = phi i32 [ 0, %.loopexit ], [ %1193, %._crit_edge.loopexit ]
  %.lcssa203 = phi i32 [ 0, %.loopexit ], [ %1194, %._crit_edge.loopexit ]
  %.lcssa202 = phi i32 [ 0, %.loopexit ], [ %1195, %._crit_edge.loopexit ]
  %.lcssa201 = phi i32 [ 0, %.loopexit ], [ %1196, %._crit_edge.loopexit ]
  %.lcssa200 = phi i32 [ 0, %.loopexit ], [ %1197, %._crit_edge.loopexit ]
  %.lcssa199 = phi i32 [ 0, %.loopexit ], [ %1198, %._crit_edge.loopexit ]
  %.lcssa198 = phi i32 [ 0, %.loopexit ], [ %1199, %._crit_edge.loopexit ]
  %.lcssa197 = phi i32 [ 0, %.loopexit ], [ %1200, %._crit_edge.loopexit ]
  %.lcssa196 = phi i32 [ 0, %.loopexit ], [ %1201, %._crit_edge.loopexit ]
  %.lcssa195 = phi i32 [ 0, %.loopexit ], [ %1202, %._crit_edge.loopexit ]
  %.lcssa194 = phi i32 [ 0, %.loopexit ], [ %1203, %._crit_edge.loopexit ]
  %.lcssa193 = phi i32 [ 0, %.loopexit ], [ %1204, %._crit_edge.loopexit ]
  %.lcssa192 = phi i32 [ 0, %.loopexit ], [ %1205, %._crit_edge.loopexit ]
  %.lcssa191 = phi i32 [ 0, %.loopexit ], [ %1206, %._crit_edge.loopexit ]
  %.lcssa190 = phi i32 [ 0, %.loopexit ], [ %1207, %._crit_edge.loopexit ]
  %.lcssa189 = phi i32 [ 0, %.loopexit ], [ %1208, %._crit_edge.loopexit ]
  %.lcssa188 = phi i32 [ 0, %.loopexit ], [ %1209, %._crit_edge.loopexit ]
  %.lcssa187 = phi i32 [ 0, %.loopexit ], [ %1210, %._crit_edge.loopexit ]
  %.lcssa186 = phi i32 [ 0, %.loopexit ], [ %1211, %._crit_edge.loopexit ]
  %.lcssa185 = phi i32 [ 0, %.loopexit ], [ %1212, %._crit_edge.loopexit ]
  %.lcssa184 = phi i32 [ 0, %.loopexit ], [ %1213, %._crit_edge.loopexit ]
  %.lcssa183 = phi i32 [ 0, %.loopexit ], [ %1214, %._crit_edge.loopexit ]
  %.lcssa182 = phi i32 [ 0, %.loopexit ], [ %1215, %._crit_edge.loopexit ]
  %.lcssa181 = phi i32 [ 0, %.loopexit ], [ %1216, %._crit_edge.loopexit ]
  %.lcssa180 = phi i32 [ 0, %.loopexit ], [ %1217, %._crit_edge.loopexit ]
  %.lcssa179 = phi i32 [ 0, %.loopexit ], [ %1218, %._crit_edge.loopexit ]
  %.lcssa178 = phi i32 [ 0, %.loopexit ], [ %1219, %._crit_edge.loopexit ]
  %.lcssa177 = phi i32 [ 0, %.loopexit ], [ %1220, %._crit_edge.loopexit ]
  %.lcssa176 = phi i32 [ 0, %.loopexit ], [ %1221, %._crit_edge.loopexit ]
  %.lcssa175 = phi i32 [ 0, %.loopexit ], [ %1222, %._crit_edge.loopexit ]
  %.lcssa174 = phi i32 [ 0, %.loopexit ], [ %1223, %._crit_edge.loopexit ]
  %.lcssa173 = phi i32 [ 0, %.loopexit ], [ %1224, %._crit_edge.loopexit ]
  %.lcssa172 = phi i32 [ 0, %.loopexit ], [ %1225, %._crit_edge.loopexit ]
  %.lcssa171 = phi i32 [ 0, %.loopexit ], [ %1226, %._crit_edge.loopexit ]
  %.lcssa170 = phi i32 [ 0, %.loopexit ], [ %1227, %._crit_edge.loopexit ]
  %.lcssa169 = phi i32 [ 0, %.loopexit ], [ %1228, %._crit_edge.loopexit ]
  %.lcssa168 = phi i32 [ 0, %.loopexit ], [ %1229, %._crit_edge.loopexit ]
  %.lcssa167 = phi i32 [ 0, %.loopexit ], [ %1230, %._crit_edge.loopexit ]
  %.lcssa166 = phi i32 [ 0, %.loopexit ], [ %1231, %._crit_edge.loopexit ]
  %.lcssa165 = phi i32 [ 0, %.loopexit ], [ %1232, %._crit_edge.loopexit ]
  %.lcssa164 = phi i32 [ 0, %.loopexit ], [ %1233, %._crit_edge.loopexit ]
  %.lcssa163 = phi i32 [ 0, %.loopexit ], [ %1234, %._crit_edge.loopexit ]
  %.lcssa162 = phi i32 [ 0, %.loopexit ], [ %1235, %._crit_edge.loopexit ]
  %.lcssa161 = phi i32 [ 0, %.loopexit ], [ %1236, %._crit_edge.loopexit ]
  %.lcssa160 = phi i32 [ 0, %.loopexit ], [ %1237, %._crit_edge.loopexit ]
  %.lcssa159 = phi i32 [ 0, %.loopexit ], [ %1238, %._crit_edge.loopexit ]
  %.lcssa158 = phi i32 [ 0, %.loopexit ], [ %1239, %._crit_edge.loopexit ]
  %.lcssa157 = phi i32 [ 0, %.loopexit ], [ %1240, %._crit_edge.loopexit ]
  %.lcssa156 = phi i32 [ 0, %.loopexit ], [ %1241, %._crit_edge.loopexit ]
  %.lcssa155 = phi i32 [ 0, %.loopexit ], [ %1242, %._crit_edge.loopexit ]
  %.lcssa154 = phi i32 [ 0, %.loopexit ], [ %1243, %._crit_edge.loopexit ]
  %.lcssa153 = phi i32 [ 0, %.loopexit ], [ %1244, %._crit_edge.loopexit ]
  %.lcssa152 = phi i32 [ 0, %.loopexit ], [ %1245, %._crit_edge.loopexit ]
  %.lcssa151 = phi i32 [ 0, %.loopexit ], [ %1246, %._crit_edge.loopexit ]
  %.lcssa150 = phi i32 [ 0, %.loopexit ], [ %1247, %._crit_edge.loopexit ]
  %.lcssa149 = phi i32 [ 0, %.loopexit ], [ %1248, %._crit_edge.loopexit ]
  %.lcssa148 = phi i32 [ 0, %.loopexit ], [ %1249, %._crit_edge.loopexit ]
  %.lcssa147 = phi i32 [ 0, %.loopexit ], [ %1250, %._crit_edge.loopexit ]
  %.lcssa146 = phi i32 [ 0, %.loopexit ], [ %1251, %._crit_edge.loopexit ]
  %.lcssa145 = phi i32 [ 0, %.loopexit ], [ %1252, %._crit_edge.loopexit ]
  %.lcssa144 = phi i32 [ 0, %.loopexit ], [ %1253, %._crit_edge.loopexit ]
  %.lcssa143 = phi i32 [ 0, %.loopexit ], [ %1254, %._crit_edge.loopexit ]
  %.lcssa142 = phi i32 [ 0, %.loopexit ], [ %1255, %._crit_edge.loopexit ]
  %.lcssa141 = phi i32 [ 0, %.loopexit ], [ %1256, %._crit_edge.loopexit ]
  %.lcssa140 = phi i32 [ 0, %.loopexit ], [ %1257, %._crit_edge.loopexit ]
  %.lcssa139 = phi i32 [ 0, %.loopexit ], [ %1258, %._crit_edge.loopexit ]
  %.lcssa138 = phi i32 [ 0, %.loopexit ], [ %1259, %._crit_edge.loopexit ]
  %.lcssa137 = phi i32 [ 0, %.loopexit ], [ %1260, %._crit_edge.loopexit ]
  %.lcssa136 = phi i32 [ 0, %.loopexit ], [ %1261, %._crit_edge.loopexit ]
  %.lcssa135 = phi i32 [ 0, %.loopexit ], [ %1262, %._crit_edge.loopexit ]
  %.lcssa134 = phi i32 [ 0, %.loopexit ], [ %1263, %._crit_edge.loopexit ]
  %.lcssa133 = phi i32 [ 0, %.loopexit ], [ %1264, %._crit_edge.loopexit ]
  %.lcssa132 = phi i32 [ 0, %.loopexit ], [ %1265, %._crit_edge.loopexit ]
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %20, label %1266, label %1267

1266:                                             ; preds = %._crit_edge
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem to i32), i32 196608)) #5
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem to i32), i32 196616)) #5
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem to i32), i32 196624)) #5
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem to i32), i32 196632)) #5
  br label %1267

1267:                                             ; preds = %1266, %._crit_edge
  %1268 = or disjoint i32 %47, %134
  %1269 = mul i32 %1268, %4
  %1270 = or disjoint i32 %49, %135
  %1271 = add i32 %1269, %1270
  %1272 = sext i32 %1271 to i64
  %1273 = getelementptr float, ptr addrspace(1) %2, i64 %1272
  %1274 = icmp slt i32 %1268, %3
  %1275 = icmp slt i32 %1270, %4
  %1276 = and i1 %1274, %1275
  %1277 = or disjoint i32 %51, %135
  %1278 = icmp slt i32 %1277, %4
  %1279 = ptrtoint ptr addrspace(1) %1273 to i64
  %1280 = and i64 %1279, 7
  %1281 = icmp eq i64 %1280, 0
  %1282 = and i1 %1276, %1281
  %1283 = and i1 %1278, %1282
  %1284 = xor i1 %1276, %1283
  %1285 = xor i1 %1274, %1282
  %1286 = and i1 %1278, %1285
  %1287 = zext i1 %1283 to i32
  %1288 = zext i1 %1284 to i32
  %1289 = zext i1 %1286 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1287, i32 %.lcssa259, i32 %.lcssa258, ptr addrspace(1) %1273, i32 %1288, i32 %1289) #5
  %1290 = or disjoint i32 %53, %134
  %1291 = mul i32 %1290, %4
  %1292 = add i32 %1291, %1270
  %1293 = sext i32 %1292 to i64
  %1294 = getelementptr float, ptr addrspace(1) %2, i64 %1293
  %1295 = icmp slt i32 %1290, %3
  %1296 = and i1 %1295, %1275
  %1297 = ptrtoint ptr addrspace(1) %1294 to i64
  %1298 = and i64 %1297, 7
  %1299 = icmp eq i64 %1298, 0
  %1300 = and i1 %1296, %1299
  %1301 = and i1 %1278, %1300
  %1302 = xor i1 %1296, %1301
  %1303 = xor i1 %1295, %1300
  %1304 = and i1 %1278, %1303
  %1305 = zext i1 %1301 to i32
  %1306 = zext i1 %1302 to i32
  %1307 = zext i1 %1304 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1305, i32 %.lcssa257, i32 %.lcssa256, ptr addrspace(1) %1294, i32 %1306, i32 %1307) #5
  %1308 = or disjoint i32 %55, %135
  %1309 = add i32 %1269, %1308
  %1310 = sext i32 %1309 to i64
  %1311 = getelementptr float, ptr addrspace(1) %2, i64 %1310
  %1312 = icmp slt i32 %1308, %4
  %1313 = and i1 %1274, %1312
  %1314 = or disjoint i32 %56, %135
  %1315 = icmp slt i32 %1314, %4
  %1316 = ptrtoint ptr addrspace(1) %1311 to i64
  %1317 = and i64 %1316, 7
  %1318 = icmp eq i64 %1317, 0
  %1319 = and i1 %1313, %1318
  %1320 = and i1 %1315, %1319
  %1321 = xor i1 %1313, %1320
  %1322 = xor i1 %1274, %1319
  %1323 = and i1 %1315, %1322
  %1324 = zext i1 %1320 to i32
  %1325 = zext i1 %1321 to i32
  %1326 = zext i1 %1323 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1324, i32 %.lcssa255, i32 %.lcssa254, ptr addrspace(1) %1311, i32 %1325, i32 %1326) #5
  %1327 = add i32 %1291, %1308
  %1328 = sext i32 %1327 to i64
  %1329 = getelementptr float, ptr addrspace(1) %2, i64 %1328
  %1330 = and i1 %1295, %1312
  %1331 = ptrtoint ptr addrspace(1) %1329 to i64
  %1332 = and i64 %1331, 7
  %1333 = icmp eq i64 %1332, 0
  %1334 = and i1 %1330, %1333
  %1335 = and i1 %1315, %1334
  %1336 = xor i1 %1330, %1335
  %1337 = xor i1 %1295, %1334
  %1338 = and i1 %1315, %1337
  %1339 = zext i1 %1335 to i32
  %1340 = zext i1 %1336 to i32
  %1341 = zext i1 %1338 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1339, i32 %.lcssa253, i32 %.lcssa252, ptr addrspace(1) %1329, i32 %1340, i32 %1341) #5
  %1342 = or disjoint i32 %58, %135
  %1343 = add i32 %1269, %1342
  %1344 = sext i32 %1343 to i64
  %1345 = getelementptr float, ptr addrspace(1) %2, i64 %1344
  %1346 = icmp slt i32 %1342, %4
  %1347 = and i1 %1274, %1346
  %1348 = or disjoint i32 %59, %135
  %1349 = icmp slt i32 %1348, %4
  %1350 = ptrtoint ptr addrspace(1) %1345 to i64
  %1351 = and i64 %1350, 7
  %1352 = icmp eq i64 %1351, 0
  %1353 = and i1 %1347, %1352
  %1354 = and i1 %1349, %1353
  %1355 = xor i1 %1347, %1354
  %1356 = xor i1 %1274, %1353
  %1357 = and i1 %1349, %1356
  %1358 = zext i1 %1354 to i32
  %1359 = zext i1 %1355 to i32
  %1360 = zext i1 %1357 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1358, i32 %.lcssa251, i32 %.lcssa250, ptr addrspace(1) %1345, i32 %1359, i32 %1360) #5
  %1361 = add i32 %1291, %1342
  %1362 = sext i32 %1361 to i64
  %1363 = getelementptr float, ptr addrspace(1) %2, i64 %1362
  %1364 = and i1 %1295, %1346
  %1365 = ptrtoint ptr addrspace(1) %1363 to i64
  %1366 = and i64 %1365, 7
  %1367 = icmp eq i64 %1366, 0
  %1368 = and i1 %1364, %1367
  %1369 = and i1 %1349, %1368
  %1370 = xor i1 %1364, %1369
  %1371 = xor i1 %1295, %1368
  %1372 = and i1 %1349, %1371
  %1373 = zext i1 %1369 to i32
  %1374 = zext i1 %1370 to i32
  %1375 = zext i1 %1372 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1373, i32 %.lcssa249, i32 %.lcssa248, ptr addrspace(1) %1363, i32 %1374, i32 %1375) #5
  %1376 = or disjoint i32 %61, %135
  %1377 = add i32 %1269, %1376
  %1378 = sext i32 %1377 to i64
  %1379 = getelementptr float, ptr addrspace(1) %2, i64 %1378
  %1380 = icmp slt i32 %1376, %4
  %1381 = and i1 %1274, %1380
  %1382 = or disjoint i32 %62, %135
  %1383 = icmp slt i32 %1382, %4
  %1384 = ptrtoint ptr addrspace(1) %1379 to i64
  %1385 = and i64 %1384, 7
  %1386 = icmp eq i64 %1385, 0
  %1387 = and i1 %1381, %1386
  %1388 = and i1 %1383, %1387
  %1389 = xor i1 %1381, %1388
  %1390 = xor i1 %1274, %1387
  %1391 = and i1 %1383, %1390
  %1392 = zext i1 %1388 to i32
  %1393 = zext i1 %1389 to i32
  %1394 = zext i1 %1391 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1392, i32 %.lcssa247, i32 %.lcssa246, ptr addrspace(1) %1379, i32 %1393, i32 %1394) #5
  %1395 = add i32 %1291, %1376
  %1396 = sext i32 %1395 to i64
  %1397 = getelementptr float, ptr addrspace(1) %2, i64 %1396
  %1398 = and i1 %1295, %1380
  %1399 = ptrtoint ptr addrspace(1) %1397 to i64
  %1400 = and i64 %1399, 7
  %1401 = icmp eq i64 %1400, 0
  %1402 = and i1 %1398, %1401
  %1403 = and i1 %1383, %1402
  %1404 = xor i1 %1398, %1403
  %1405 = xor i1 %1295, %1402
  %1406 = and i1 %1383, %1405
  %1407 = zext i1 %1403 to i32
  %1408 = zext i1 %1404 to i32
  %1409 = zext i1 %1406 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1407, i32 %.lcssa245, i32 %.lcssa244, ptr addrspace(1) %1397, i32 %1408, i32 %1409) #5
  %1410 = or disjoint i32 %64, %135
  %1411 = add i32 %1269, %1410
  %1412 = sext i32 %1411 to i64
  %1413 = getelementptr float, ptr addrspace(1) %2, i64 %1412
  %1414 = icmp slt i32 %1410, %4
  %1415 = and i1 %1274, %1414
  %1416 = or disjoint i32 %65, %135
  %1417 = icmp slt i32 %1416, %4
  %1418 = ptrtoint ptr addrspace(1) %1413 to i64
  %1419 = and i64 %1418, 7
  %1420 = icmp eq i64 %1419, 0
  %1421 = and i1 %1415, %1420
  %1422 = and i1 %1417, %1421
  %1423 = xor i1 %1415, %1422
  %1424 = xor i1 %1274, %1421
  %1425 = and i1 %1417, %1424
  %1426 = zext i1 %1422 to i32
  %1427 = zext i1 %1423 to i32
  %1428 = zext i1 %1425 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1426, i32 %.lcssa243, i32 %.lcssa242, ptr addrspace(1) %1413, i32 %1427, i32 %1428) #5
  %1429 = add i32 %1291, %1410
  %1430 = sext i32 %1429 to i64
  %1431 = getelementptr float, ptr addrspace(1) %2, i64 %1430
  %1432 = and i1 %1295, %1414
  %1433 = ptrtoint ptr addrspace(1) %1431 to i64
  %1434 = and i64 %1433, 7
  %1435 = icmp eq i64 %1434, 0
  %1436 = and i1 %1432, %1435
  %1437 = and i1 %1417, %1436
  %1438 = xor i1 %1432, %1437
  %1439 = xor i1 %1295, %1436
  %1440 = and i1 %1417, %1439
  %1441 = zext i1 %1437 to i32
  %1442 = zext i1 %1438 to i32
  %1443 = zext i1 %1440 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1441, i32 %.lcssa241, i32 %.lcssa240, ptr addrspace(1) %1431, i32 %1442, i32 %1443) #5
  %1444 = or disjoint i32 %67, %135
  %1445 = add i32 %1269, %1444
  %1446 = sext i32 %1445 to i64
  %1447 = getelementptr float, ptr addrspace(1) %2, i64 %1446
  %1448 = icmp slt i32 %1444, %4
  %1449 = and i1 %1274, %1448
  %1450 = or disjoint i32 %68, %135
  %1451 = icmp slt i32 %1450, %4
  %1452 = ptrtoint ptr addrspace(1) %1447 to i64
  %1453 = and i64 %1452, 7
  %1454 = icmp eq i64 %1453, 0
  %1455 = and i1 %1449, %1454
  %1456 = and i1 %1451, %1455
  %1457 = xor i1 %1449, %1456
  %1458 = xor i1 %1274, %1455
  %1459 = and i1 %1451, %1458
  %1460 = zext i1 %1456 to i32
  %1461 = zext i1 %1457 to i32
  %1462 = zext i1 %1459 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1460, i32 %.lcssa239, i32 %.lcssa238, ptr addrspace(1) %1447, i32 %1461, i32 %1462) #5
  %1463 = add i32 %1291, %1444
  %1464 = sext i32 %1463 to i64
  %1465 = getelementptr float, ptr addrspace(1) %2, i64 %1464
  %1466 = and i1 %1295, %1448
  %1467 = ptrtoint ptr addrspace(1) %1465 to i64
  %1468 = and i64 %1467, 7
  %1469 = icmp eq i64 %1468, 0
  %1470 = and i1 %1466, %1469
  %1471 = and i1 %1451, %1470
  %1472 = xor i1 %1466, %1471
  %1473 = xor i1 %1295, %1470
  %1474 = and i1 %1451, %1473
  %1475 = zext i1 %1471 to i32
  %1476 = zext i1 %1472 to i32
  %1477 = zext i1 %1474 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1475, i32 %.lcssa237, i32 %.lcssa236, ptr addrspace(1) %1465, i32 %1476, i32 %1477) #5
  %1478 = or disjoint i32 %70, %135
  %1479 = add i32 %1269, %1478
  %1480 = sext i32 %1479 to i64
  %1481 = getelementptr float, ptr addrspace(1) %2, i64 %1480
  %1482 = icmp slt i32 %1478, %4
  %1483 = and i1 %1274, %1482
  %1484 = or disjoint i32 %71, %135
  %1485 = icmp slt i32 %1484, %4
  %1486 = ptrtoint ptr addrspace(1) %1481 to i64
  %1487 = and i64 %1486, 7
  %1488 = icmp eq i64 %1487, 0
  %1489 = and i1 %1483, %1488
  %1490 = and i1 %1485, %1489
  %1491 = xor i1 %1483, %1490
  %1492 = xor i1 %1274, %1489
  %1493 = and i1 %1485, %1492
  %1494 = zext i1 %1490 to i32
  %1495 = zext i1 %1491 to i32
  %1496 = zext i1 %1493 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1494, i32 %.lcssa235, i32 %.lcssa234, ptr addrspace(1) %1481, i32 %1495, i32 %1496) #5
  %1497 = add i32 %1291, %1478
  %1498 = sext i32 %1497 to i64
  %1499 = getelementptr float, ptr addrspace(1) %2, i64 %1498
  %1500 = and i1 %1295, %1482
  %1501 = ptrtoint ptr addrspace(1) %1499 to i64
  %1502 = and i64 %1501, 7
  %1503 = icmp eq i64 %1502, 0
  %1504 = and i1 %1500, %1503
  %1505 = and i1 %1485, %1504
  %1506 = xor i1 %1500, %1505
  %1507 = xor i1 %1295, %1504
  %1508 = and i1 %1485, %1507
  %1509 = zext i1 %1505 to i32
  %1510 = zext i1 %1506 to i32
  %1511 = zext i1 %1508 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1509, i32 %.lcssa233, i32 %.lcssa232, ptr addrspace(1) %1499, i32 %1510, i32 %1511) #5
  %1512 = or disjoint i32 %73, %135
  %1513 = add i32 %1269, %1512
  %1514 = sext i32 %1513 to i64
  %1515 = getelementptr float, ptr addrspace(1) %2, i64 %1514
  %1516 = icmp slt i32 %1512, %4
  %1517 = and i1 %1274, %1516
  %1518 = or disjoint i32 %74, %135
  %1519 = icmp slt i32 %1518, %4
  %1520 = ptrtoint ptr addrspace(1) %1515 to i64
  %1521 = and i64 %1520, 7
  %1522 = icmp eq i64 %1521, 0
  %1523 = and i1 %1517, %1522
  %1524 = and i1 %1519, %1523
  %1525 = xor i1 %1517, %1524
  %1526 = xor i1 %1274, %1523
  %1527 = and i1 %1519, %1526
  %1528 = zext i1 %1524 to i32
  %1529 = zext i1 %1525 to i32
  %1530 = zext i1 %1527 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1528, i32 %.lcssa231, i32 %.lcssa230, ptr addrspace(1) %1515, i32 %1529, i32 %1530) #5
  %1531 = add i32 %1291, %1512
  %1532 = sext i32 %1531 to i64
  %1533 = getelementptr float, ptr addrspace(1) %2, i64 %1532
  %1534 = and i1 %1295, %1516
  %1535 = ptrtoint ptr addrspace(1) %1533 to i64
  %1536 = and i64 %1535, 7
  %1537 = icmp eq i64 %1536, 0
  %1538 = and i1 %1534, %1537
  %1539 = and i1 %1519, %1538
  %1540 = xor i1 %1534, %1539
  %1541 = xor i1 %1295, %1538
  %1542 = and i1 %1519, %1541
  %1543 = zext i1 %1539 to i32
  %1544 = zext i1 %1540 to i32
  %1545 = zext i1 %1542 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1543, i32 %.lcssa229, i32 %.lcssa228, ptr addrspace(1) %1533, i32 %1544, i32 %1545) #5
  %1546 = or disjoint i32 %76, %134
  %1547 = mul i32 %1546, %4
  %1548 = add i32 %1547, %1270
  %1549 = sext i32 %1548 to i64
  %1550 = getelementptr float, ptr addrspace(1) %2, i64 %1549
  %1551 = icmp slt i32 %1546, %3
  %1552 = and i1 %1551, %1275
  %1553 = ptrtoint ptr addrspace(1) %1550 to i64
  %1554 = and i64 %1553, 7
  %1555 = icmp eq i64 %1554, 0
  %1556 = and i1 %1552, %1555
  %1557 = and i1 %1278, %1556
  %1558 = xor i1 %1552, %1557
  %1559 = xor i1 %1551, %1556
  %1560 = and i1 %1278, %1559
  %1561 = zext i1 %1557 to i32
  %1562 = zext i1 %1558 to i32
  %1563 = zext i1 %1560 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1561, i32 %.lcssa227, i32 %.lcssa226, ptr addrspace(1) %1550, i32 %1562, i32 %1563) #5
  %1564 = or disjoint i32 %77, %134
  %1565 = mul i32 %1564, %4
  %1566 = add i32 %1565, %1270
  %1567 = sext i32 %1566 to i64
  %1568 = getelementptr float, ptr addrspace(1) %2, i64 %1567
  %1569 = icmp slt i32 %1564, %3
  %1570 = and i1 %1569, %1275
  %1571 = ptrtoint ptr addrspace(1) %1568 to i64
  %1572 = and i64 %1571, 7
  %1573 = icmp eq i64 %1572, 0
  %1574 = and i1 %1570, %1573
  %1575 = and i1 %1278, %1574
  %1576 = xor i1 %1570, %1575
  %1577 = xor i1 %1569, %1574
  %1578 = and i1 %1278, %1577
  %1579 = zext i1 %1575 to i32
  %1580 = zext i1 %1576 to i32
  %1581 = zext i1 %1578 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1579, i32 %.lcssa225, i32 %.lcssa224, ptr addrspace(1) %1568, i32 %1580, i32 %1581) #5
  %1582 = add i32 %1547, %1308
  %1583 = sext i32 %1582 to i64
  %1584 = getelementptr float, ptr addrspace(1) %2, i64 %1583
  %1585 = and i1 %1551, %1312
  %1586 = ptrtoint ptr addrspace(1) %1584 to i64
  %1587 = and i64 %1586, 7
  %1588 = icmp eq i64 %1587, 0
  %1589 = and i1 %1585, %1588
  %1590 = and i1 %1315, %1589
  %1591 = xor i1 %1585, %1590
  %1592 = xor i1 %1551, %1589
  %1593 = and i1 %1315, %1592
  %1594 = zext i1 %1590 to i32
  %1595 = zext i1 %1591 to i32
  %1596 = zext i1 %1593 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1594, i32 %.lcssa223, i32 %.lcssa222, ptr addrspace(1) %1584, i32 %1595, i32 %1596) #5
  %1597 = add i32 %1565, %1308
  %1598 = sext i32 %1597 to i64
  %1599 = getelementptr float, ptr addrspace(1) %2, i64 %1598
  %1600 = and i1 %1569, %1312
  %1601 = ptrtoint ptr addrspace(1) %1599 to i64
  %1602 = and i64 %1601, 7
  %1603 = icmp eq i64 %1602, 0
  %1604 = and i1 %1600, %1603
  %1605 = and i1 %1315, %1604
  %1606 = xor i1 %1600, %1605
  %1607 = xor i1 %1569, %1604
  %1608 = and i1 %1315, %1607
  %1609 = zext i1 %1605 to i32
  %1610 = zext i1 %1606 to i32
  %1611 = zext i1 %1608 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1609, i32 %.lcssa221, i32 %.lcssa220, ptr addrspace(1) %1599, i32 %1610, i32 %1611) #5
  %1612 = add i32 %1547, %1342
  %1613 = sext i32 %1612 to i64
  %1614 = getelementptr float, ptr addrspace(1) %2, i64 %1613
  %1615 = and i1 %1551, %1346
  %1616 = ptrtoint ptr addrspace(1) %1614 to i64
  %1617 = and i64 %1616, 7
  %1618 = icmp eq i64 %1617, 0
  %1619 = and i1 %1615, %1618
  %1620 = and i1 %1349, %1619
  %1621 = xor i1 %1615, %1620
  %1622 = xor i1 %1551, %1619
  %1623 = and i1 %1349, %1622
  %1624 = zext i1 %1620 to i32
  %1625 = zext i1 %1621 to i32
  %1626 = zext i1 %1623 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1624, i32 %.lcssa219, i32 %.lcssa218, ptr addrspace(1) %1614, i32 %1625, i32 %1626) #5
  %1627 = add i32 %1565, %1342
  %1628 = sext i32 %1627 to i64
  %1629 = getelementptr float, ptr addrspace(1) %2, i64 %1628
  %1630 = and i1 %1569, %1346
  %1631 = ptrtoint ptr addrspace(1) %1629 to i64
  %1632 = and i64 %1631, 7
  %1633 = icmp eq i64 %1632, 0
  %1634 = and i1 %1630, %1633
  %1635 = and i1 %1349, %1634
  %1636 = xor i1 %1630, %1635
  %1637 = xor i1 %1569, %1634
  %1638 = and i1 %1349, %1637
  %1639 = zext i1 %1635 to i32
  %1640 = zext i1 %1636 to i32
  %1641 = zext i1 %1638 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1639, i32 %.lcssa217, i32 %.lcssa216, ptr addrspace(1) %1629, i32 %1640, i32 %1641) #5
  %1642 = add i32 %1547, %1376
  %1643 = sext i32 %1642 to i64
  %1644 = getelementptr float, ptr addrspace(1) %2, i64 %1643
  %1645 = and i1 %1551, %1380
  %1646 = ptrtoint ptr addrspace(1) %1644 to i64
  %1647 = and i64 %1646, 7
  %1648 = icmp eq i64 %1647, 0
  %1649 = and i1 %1645, %1648
  %1650 = and i1 %1383, %1649
  %1651 = xor i1 %1645, %1650
  %1652 = xor i1 %1551, %1649
  %1653 = and i1 %1383, %1652
  %1654 = zext i1 %1650 to i32
  %1655 = zext i1 %1651 to i32
  %1656 = zext i1 %1653 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1654, i32 %.lcssa215, i32 %.lcssa214, ptr addrspace(1) %1644, i32 %1655, i32 %1656) #5
  %1657 = add i32 %1565, %1376
  %1658 = sext i32 %1657 to i64
  %1659 = getelementptr float, ptr addrspace(1) %2, i64 %1658
  %1660 = and i1 %1569, %1380
  %1661 = ptrtoint ptr addrspace(1) %1659 to i64
  %1662 = and i64 %1661, 7
  %1663 = icmp eq i64 %1662, 0
  %1664 = and i1 %1660, %1663
  %1665 = and i1 %1383, %1664
  %1666 = xor i1 %1660, %1665
  %1667 = xor i1 %1569, %1664
  %1668 = and i1 %1383, %1667
  %1669 = zext i1 %1665 to i32
  %1670 = zext i1 %1666 to i32
  %1671 = zext i1 %1668 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1669, i32 %.lcssa213, i32 %.lcssa212, ptr addrspace(1) %1659, i32 %1670, i32 %1671) #5
  %1672 = add i32 %1547, %1410
  %1673 = sext i32 %1672 to i64
  %1674 = getelementptr float, ptr addrspace(1) %2, i64 %1673
  %1675 = and i1 %1551, %1414
  %1676 = ptrtoint ptr addrspace(1) %1674 to i64
  %1677 = and i64 %1676, 7
  %1678 = icmp eq i64 %1677, 0
  %1679 = and i1 %1675, %1678
  %1680 = and i1 %1417, %1679
  %1681 = xor i1 %1675, %1680
  %1682 = xor i1 %1551, %1679
  %1683 = and i1 %1417, %1682
  %1684 = zext i1 %1680 to i32
  %1685 = zext i1 %1681 to i32
  %1686 = zext i1 %1683 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1684, i32 %.lcssa211, i32 %.lcssa210, ptr addrspace(1) %1674, i32 %1685, i32 %1686) #5
  %1687 = add i32 %1565, %1410
  %1688 = sext i32 %1687 to i64
  %1689 = getelementptr float, ptr addrspace(1) %2, i64 %1688
  %1690 = and i1 %1569, %1414
  %1691 = ptrtoint ptr addrspace(1) %1689 to i64
  %1692 = and i64 %1691, 7
  %1693 = icmp eq i64 %1692, 0
  %1694 = and i1 %1690, %1693
  %1695 = and i1 %1417, %1694
  %1696 = xor i1 %1690, %1695
  %1697 = xor i1 %1569, %1694
  %1698 = and i1 %1417, %1697
  %1699 = zext i1 %1695 to i32
  %1700 = zext i1 %1696 to i32
  %1701 = zext i1 %1698 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1699, i32 %.lcssa209, i32 %.lcssa208, ptr addrspace(1) %1689, i32 %1700, i32 %1701) #5
  %1702 = add i32 %1547, %1444
  %1703 = sext i32 %1702 to i64
  %1704 = getelementptr float, ptr addrspace(1) %2, i64 %1703
  %1705 = and i1 %1551, %1448
  %1706 = ptrtoint ptr addrspace(1) %1704 to i64
  %1707 = and i64 %1706, 7
  %1708 = icmp eq i64 %1707, 0
  %1709 = and i1 %1705, %1708
  %1710 = and i1 %1451, %1709
  %1711 = xor i1 %1705, %1710
  %1712 = xor i1 %1551, %1709
  %1713 = and i1 %1451, %1712
  %1714 = zext i1 %1710 to i32
  %1715 = zext i1 %1711 to i32
  %1716 = zext i1 %1713 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1714, i32 %.lcssa207, i32 %.lcssa206, ptr addrspace(1) %1704, i32 %1715, i32 %1716) #5
  %1717 = add i32 %1565, %1444
  %1718 = sext i32 %1717 to i64
  %1719 = getelementptr float, ptr addrspace(1) %2, i64 %1718
  %1720 = and i1 %1569, %1448
  %1721 = ptrtoint ptr addrspace(1) %1719 to i64
  %1722 = and i64 %1721, 7
  %1723 = icmp eq i64 %1722, 0
  %1724 = and i1 %1720, %1723
  %1725 = and i1 %1451, %1724
  %1726 = xor i1 %1720, %1725
  %1727 = xor i1 %1569, %1724
  %1728 = and i1 %1451, %1727
  %1729 = zext i1 %1725 to i32
  %1730 = zext i1 %1726 to i32
  %1731 = zext i1 %1728 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1729, i32 %.lcssa205, i32 %.lcssa204, ptr addrspace(1) %1719, i32 %1730, i32 %1731) #5
  %1732 = add i32 %1547, %1478
  %1733 = sext i32 %1732 to i64
  %1734 = getelementptr float, ptr addrspace(1) %2, i64 %1733
  %1735 = and i1 %1551, %1482
  %1736 = ptrtoint ptr addrspace(1) %1734 to i64
  %1737 = and i64 %1736, 7
  %1738 = icmp eq i64 %1737, 0
  %1739 = and i1 %1735, %1738
  %1740 = and i1 %1485, %1739
  %1741 = xor i1 %1735, %1740
  %1742 = xor i1 %1551, %1739
  %1743 = and i1 %1485, %1742
  %1744 = zext i1 %1740 to i32
  %1745 = zext i1 %1741 to i32
  %1746 = zext i1 %1743 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1744, i32 %.lcssa203, i32 %.lcssa202, ptr addrspace(1) %1734, i32 %1745, i32 %1746) #5
  %1747 = add i32 %1565, %1478
  %1748 = sext i32 %1747 to i64
  %1749 = getelementptr float, ptr addrspace(1) %2, i64 %1748
  %1750 = and i1 %1569, %1482
  %1751 = ptrtoint ptr addrspace(1) %1749 to i64
  %1752 = and i64 %1751, 7
  %1753 = icmp eq i64 %1752, 0
  %1754 = and i1 %1750, %1753
  %1755 = and i1 %1485, %1754
  %1756 = xor i1 %1750, %1755
  %1757 = xor i1 %1569, %1754
  %1758 = and i1 %1485, %1757
  %1759 = zext i1 %1755 to i32
  %1760 = zext i1 %1756 to i32
  %1761 = zext i1 %1758 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1759, i32 %.lcssa201, i32 %.lcssa200, ptr addrspace(1) %1749, i32 %1760, i32 %1761) #5
  %1762 = add i32 %1547, %1512
  %1763 = sext i32 %1762 to i64
  %1764 = getelementptr float, ptr addrspace(1) %2, i64 %1763
  %1765 = and i1 %1551, %1516
  %1766 = ptrtoint ptr addrspace(1) %1764 to i64
  %1767 = and i64 %1766, 7
  %1768 = icmp eq i64 %1767, 0
  %1769 = and i1 %1765, %1768
  %1770 = and i1 %1519, %1769
  %1771 = xor i1 %1765, %1770
  %1772 = xor i1 %1551, %1769
  %1773 = and i1 %1519, %1772
  %1774 = zext i1 %1770 to i32
  %1775 = zext i1 %1771 to i32
  %1776 = zext i1 %1773 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1774, i32 %.lcssa199, i32 %.lcssa198, ptr addrspace(1) %1764, i32 %1775, i32 %1776) #5
  %1777 = add i32 %1565, %1512
  %1778 = sext i32 %1777 to i64
  %1779 = getelementptr float, ptr addrspace(1) %2, i64 %1778
  %1780 = and i1 %1569, %1516
  %1781 = ptrtoint ptr addrspace(1) %1779 to i64
  %1782 = and i64 %1781, 7
  %1783 = icmp eq i64 %1782, 0
  %1784 = and i1 %1780, %1783
  %1785 = and i1 %1519, %1784
  %1786 = xor i1 %1780, %1785
  %1787 = xor i1 %1569, %1784
  %1788 = and i1 %1519, %1787
  %1789 = zext i1 %1785 to i32
  %1790 = zext i1 %1786 to i32
  %1791 = zext i1 %1788 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1789, i32 %.lcssa197, i32 %.lcssa196, ptr addrspace(1) %1779, i32 %1790, i32 %1791) #5
  %1792 = or disjoint i32 %79, %134
  %1793 = mul i32 %1792, %4
  %1794 = add i32 %1793, %1270
  %1795 = sext i32 %1794 to i64
  %1796 = getelementptr float, ptr addrspace(1) %2, i64 %1795
  %1797 = icmp slt i32 %1792, %3
  %1798 = and i1 %1797, %1275
  %1799 = ptrtoint ptr addrspace(1) %1796 to i64
  %1800 = and i64 %1799, 7
  %1801 = icmp eq i64 %1800, 0
  %1802 = and i1 %1798, %1801
  %1803 = and i1 %1278, %1802
  %1804 = xor i1 %1798, %1803
  %1805 = xor i1 %1797, %1802
  %1806 = and i1 %1278, %1805
  %1807 = zext i1 %1803 to i32
  %1808 = zext i1 %1804 to i32
  %1809 = zext i1 %1806 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1807, i32 %.lcssa195, i32 %.lcssa194, ptr addrspace(1) %1796, i32 %1808, i32 %1809) #5
  %1810 = or disjoint i32 %80, %134
  %1811 = mul i32 %1810, %4
  %1812 = add i32 %1811, %1270
  %1813 = sext i32 %1812 to i64
  %1814 = getelementptr float, ptr addrspace(1) %2, i64 %1813
  %1815 = icmp slt i32 %1810, %3
  %1816 = and i1 %1815, %1275
  %1817 = ptrtoint ptr addrspace(1) %1814 to i64
  %1818 = and i64 %1817, 7
  %1819 = icmp eq i64 %1818, 0
  %1820 = and i1 %1816, %1819
  %1821 = and i1 %1278, %1820
  %1822 = xor i1 %1816, %1821
  %1823 = xor i1 %1815, %1820
  %1824 = and i1 %1278, %1823
  %1825 = zext i1 %1821 to i32
  %1826 = zext i1 %1822 to i32
  %1827 = zext i1 %1824 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1825, i32 %.lcssa193, i32 %.lcssa192, ptr addrspace(1) %1814, i32 %1826, i32 %1827) #5
  %1828 = add i32 %1793, %1308
  %1829 = sext i32 %1828 to i64
  %1830 = getelementptr float, ptr addrspace(1) %2, i64 %1829
  %1831 = and i1 %1797, %1312
  %1832 = ptrtoint ptr addrspace(1) %1830 to i64
  %1833 = and i64 %1832, 7
  %1834 = icmp eq i64 %1833, 0
  %1835 = and i1 %1831, %1834
  %1836 = and i1 %1315, %1835
  %1837 = xor i1 %1831, %1836
  %1838 = xor i1 %1797, %1835
  %1839 = and i1 %1315, %1838
  %1840 = zext i1 %1836 to i32
  %1841 = zext i1 %1837 to i32
  %1842 = zext i1 %1839 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1840, i32 %.lcssa191, i32 %.lcssa190, ptr addrspace(1) %1830, i32 %1841, i32 %1842) #5
  %1843 = add i32 %1811, %1308
  %1844 = sext i32 %1843 to i64
  %1845 = getelementptr float, ptr addrspace(1) %2, i64 %1844
  %1846 = and i1 %1815, %1312
  %1847 = ptrtoint ptr addrspace(1) %1845 to i64
  %1848 = and i64 %1847, 7
  %1849 = icmp eq i64 %1848, 0
  %1850 = and i1 %1846, %1849
  %1851 = and i1 %1315, %1850
  %1852 = xor i1 %1846, %1851
  %1853 = xor i1 %1815, %1850
  %1854 = and i1 %1315, %1853
  %1855 = zext i1 %1851 to i32
  %1856 = zext i1 %1852 to i32
  %1857 = zext i1 %1854 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1855, i32 %.lcssa189, i32 %.lcssa188, ptr addrspace(1) %1845, i32 %1856, i32 %1857) #5
  %1858 = add i32 %1793, %1342
  %1859 = sext i32 %1858 to i64
  %1860 = getelementptr float, ptr addrspace(1) %2, i64 %1859
  %1861 = and i1 %1797, %1346
  %1862 = ptrtoint ptr addrspace(1) %1860 to i64
  %1863 = and i64 %1862, 7
  %1864 = icmp eq i64 %1863, 0
  %1865 = and i1 %1861, %1864
  %1866 = and i1 %1349, %1865
  %1867 = xor i1 %1861, %1866
  %1868 = xor i1 %1797, %1865
  %1869 = and i1 %1349, %1868
  %1870 = zext i1 %1866 to i32
  %1871 = zext i1 %1867 to i32
  %1872 = zext i1 %1869 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1870, i32 %.lcssa187, i32 %.lcssa186, ptr addrspace(1) %1860, i32 %1871, i32 %1872) #5
  %1873 = add i32 %1811, %1342
  %1874 = sext i32 %1873 to i64
  %1875 = getelementptr float, ptr addrspace(1) %2, i64 %1874
  %1876 = and i1 %1815, %1346
  %1877 = ptrtoint ptr addrspace(1) %1875 to i64
  %1878 = and i64 %1877, 7
  %1879 = icmp eq i64 %1878, 0
  %1880 = and i1 %1876, %1879
  %1881 = and i1 %1349, %1880
  %1882 = xor i1 %1876, %1881
  %1883 = xor i1 %1815, %1880
  %1884 = and i1 %1349, %1883
  %1885 = zext i1 %1881 to i32
  %1886 = zext i1 %1882 to i32
  %1887 = zext i1 %1884 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1885, i32 %.lcssa185, i32 %.lcssa184, ptr addrspace(1) %1875, i32 %1886, i32 %1887) #5
  %1888 = add i32 %1793, %1376
  %1889 = sext i32 %1888 to i64
  %1890 = getelementptr float, ptr addrspace(1) %2, i64 %1889
  %1891 = and i1 %1797, %1380
  %1892 = ptrtoint ptr addrspace(1) %1890 to i64
  %1893 = and i64 %1892, 7
  %1894 = icmp eq i64 %1893, 0
  %1895 = and i1 %1891, %1894
  %1896 = and i1 %1383, %1895
  %1897 = xor i1 %1891, %1896
  %1898 = xor i1 %1797, %1895
  %1899 = and i1 %1383, %1898
  %1900 = zext i1 %1896 to i32
  %1901 = zext i1 %1897 to i32
  %1902 = zext i1 %1899 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1900, i32 %.lcssa183, i32 %.lcssa182, ptr addrspace(1) %1890, i32 %1901, i32 %1902) #5
  %1903 = add i32 %1811, %1376
  %1904 = sext i32 %1903 to i64
  %1905 = getelementptr float, ptr addrspace(1) %2, i64 %1904
  %1906 = and i1 %1815, %1380
  %1907 = ptrtoint ptr addrspace(1) %1905 to i64
  %1908 = and i64 %1907, 7
  %1909 = icmp eq i64 %1908, 0
  %1910 = and i1 %1906, %1909
  %1911 = and i1 %1383, %1910
  %1912 = xor i1 %1906, %1911
  %1913 = xor i1 %1815, %1910
  %1914 = and i1 %1383, %1913
  %1915 = zext i1 %1911 to i32
  %1916 = zext i1 %1912 to i32
  %1917 = zext i1 %1914 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1915, i32 %.lcssa181, i32 %.lcssa180, ptr addrspace(1) %1905, i32 %1916, i32 %1917) #5
  %1918 = add i32 %1793, %1410
  %1919 = sext i32 %1918 to i64
  %1920 = getelementptr float, ptr addrspace(1) %2, i64 %1919
  %1921 = and i1 %1797, %1414
  %1922 = ptrtoint ptr addrspace(1) %1920 to i64
  %1923 = and i64 %1922, 7
  %1924 = icmp eq i64 %1923, 0
  %1925 = and i1 %1921, %1924
  %1926 = and i1 %1417, %1925
  %1927 = xor i1 %1921, %1926
  %1928 = xor i1 %1797, %1925
  %1929 = and i1 %1417, %1928
  %1930 = zext i1 %1926 to i32
  %1931 = zext i1 %1927 to i32
  %1932 = zext i1 %1929 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1930, i32 %.lcssa179, i32 %.lcssa178, ptr addrspace(1) %1920, i32 %1931, i32 %1932) #5
  %1933 = add i32 %1811, %1410
  %1934 = sext i32 %1933 to i64
  %1935 = getelementptr float, ptr addrspace(1) %2, i64 %1934
  %1936 = and i1 %1815, %1414
  %1937 = ptrtoint ptr addrspace(1) %1935 to i64
  %1938 = and i64 %1937, 7
  %1939 = icmp eq i64 %1938, 0
  %1940 = and i1 %1936, %1939
  %1941 = and i1 %1417, %1940
  %1942 = xor i1 %1936, %1941
  %1943 = xor i1 %1815, %1940
  %1944 = and i1 %1417, %1943
  %1945 = zext i1 %1941 to i32
  %1946 = zext i1 %1942 to i32
  %1947 = zext i1 %1944 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1945, i32 %.lcssa177, i32 %.lcssa176, ptr addrspace(1) %1935, i32 %1946, i32 %1947) #5
  %1948 = add i32 %1793, %1444
  %1949 = sext i32 %1948 to i64
  %1950 = getelementptr float, ptr addrspace(1) %2, i64 %1949
  %1951 = and i1 %1797, %1448
  %1952 = ptrtoint ptr addrspace(1) %1950 to i64
  %1953 = and i64 %1952, 7
  %1954 = icmp eq i64 %1953, 0
  %1955 = and i1 %1951, %1954
  %1956 = and i1 %1451, %1955
  %1957 = xor i1 %1951, %1956
  %1958 = xor i1 %1797, %1955
  %1959 = and i1 %1451, %1958
  %1960 = zext i1 %1956 to i32
  %1961 = zext i1 %1957 to i32
  %1962 = zext i1 %1959 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1960, i32 %.lcssa175, i32 %.lcssa174, ptr addrspace(1) %1950, i32 %1961, i32 %1962) #5
  %1963 = add i32 %1811, %1444
  %1964 = sext i32 %1963 to i64
  %1965 = getelementptr float, ptr addrspace(1) %2, i64 %1964
  %1966 = and i1 %1815, %1448
  %1967 = ptrtoint ptr addrspace(1) %1965 to i64
  %1968 = and i64 %1967, 7
  %1969 = icmp eq i64 %1968, 0
  %1970 = and i1 %1966, %1969
  %1971 = and i1 %1451, %1970
  %1972 = xor i1 %1966, %1971
  %1973 = xor i1 %1815, %1970
  %1974 = and i1 %1451, %1973
  %1975 = zext i1 %1971 to i32
  %1976 = zext i1 %1972 to i32
  %1977 = zext i1 %1974 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1975, i32 %.lcssa173, i32 %.lcssa172, ptr addrspace(1) %1965, i32 %1976, i32 %1977) #5
  %1978 = add i32 %1793, %1478
  %1979 = sext i32 %1978 to i64
  %1980 = getelementptr float, ptr addrspace(1) %2, i64 %1979
  %1981 = and i1 %1797, %1482
  %1982 = ptrtoint ptr addrspace(1) %1980 to i64
  %1983 = and i64 %1982, 7
  %1984 = icmp eq i64 %1983, 0
  %1985 = and i1 %1981, %1984
  %1986 = and i1 %1485, %1985
  %1987 = xor i1 %1981, %1986
  %1988 = xor i1 %1797, %1985
  %1989 = and i1 %1485, %1988
  %1990 = zext i1 %1986 to i32
  %1991 = zext i1 %1987 to i32
  %1992 = zext i1 %1989 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1990, i32 %.lcssa171, i32 %.lcssa170, ptr addrspace(1) %1980, i32 %1991, i32 %1992) #5
  %1993 = add i32 %1811, %1478
  %1994 = sext i32 %1993 to i64
  %1995 = getelementptr float, ptr addrspace(1) %2, i64 %1994
  %1996 = and i1 %1815, %1482
  %1997 = ptrtoint ptr addrspace(1) %1995 to i64
  %1998 = and i64 %1997, 7
  %1999 = icmp eq i64 %1998, 0
  %2000 = and i1 %1996, %1999
  %2001 = and i1 %1485, %2000
  %2002 = xor i1 %1996, %2001
  %2003 = xor i1 %1815, %2000
  %2004 = and i1 %1485, %2003
  %2005 = zext i1 %2001 to i32
  %2006 = zext i1 %2002 to i32
  %2007 = zext i1 %2004 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2005, i32 %.lcssa169, i32 %.lcssa168, ptr addrspace(1) %1995, i32 %2006, i32 %2007) #5
  %2008 = add i32 %1793, %1512
  %2009 = sext i32 %2008 to i64
  %2010 = getelementptr float, ptr addrspace(1) %2, i64 %2009
  %2011 = and i1 %1797, %1516
  %2012 = ptrtoint ptr addrspace(1) %2010 to i64
  %2013 = and i64 %2012, 7
  %2014 = icmp eq i64 %2013, 0
  %2015 = and i1 %2011, %2014
  %2016 = and i1 %1519, %2015
  %2017 = xor i1 %2011, %2016
  %2018 = xor i1 %1797, %2015
  %2019 = and i1 %1519, %2018
  %2020 = zext i1 %2016 to i32
  %2021 = zext i1 %2017 to i32
  %2022 = zext i1 %2019 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2020, i32 %.lcssa167, i32 %.lcssa166, ptr addrspace(1) %2010, i32 %2021, i32 %2022) #5
  %2023 = add i32 %1811, %1512
  %2024 = sext i32 %2023 to i64
  %2025 = getelementptr float, ptr addrspace(1) %2, i64 %2024
  %2026 = and i1 %1815, %1516
  %2027 = ptrtoint ptr addrspace(1) %2025 to i64
  %2028 = and i64 %2027, 7
  %2029 = icmp eq i64 %2028, 0
  %2030 = and i1 %2026, %2029
  %2031 = and i1 %1519, %2030
  %2032 = xor i1 %2026, %2031
  %2033 = xor i1 %1815, %2030
  %2034 = and i1 %1519, %2033
  %2035 = zext i1 %2031 to i32
  %2036 = zext i1 %2032 to i32
  %2037 = zext i1 %2034 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2035, i32 %.lcssa165, i32 %.lcssa164, ptr addrspace(1) %2025, i32 %2036, i32 %2037) #5
  %2038 = or disjoint i32 %82, %134
  %2039 = mul i32 %2038, %4
  %2040 = add i32 %2039, %1270
  %2041 = sext i32 %2040 to i64
  %2042 = getelementptr float, ptr addrspace(1) %2, i64 %2041
  %2043 = icmp slt i32 %2038, %3
  %2044 = and i1 %2043, %1275
  %2045 = ptrtoint ptr addrspace(1) %2042 to i64
  %2046 = and i64 %2045, 7
  %2047 = icmp eq i64 %2046, 0
  %2048 = and i1 %2044, %2047
  %2049 = and i1 %1278, %2048
  %2050 = xor i1 %2044, %2049
  %2051 = xor i1 %2043, %2048
  %2052 = and i1 %1278, %2051
  %2053 = zext i1 %2049 to i32
  %2054 = zext i1 %2050 to i32
  %2055 = zext i1 %2052 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2053, i32 %.lcssa163, i32 %.lcssa162, ptr addrspace(1) %2042, i32 %2054, i32 %2055) #5
  %2056 = or disjoint i32 %83, %134
  %2057 = mul i32 %2056, %4
  %2058 = add i32 %2057, %1270
  %2059 = sext i32 %2058 to i64
  %2060 = getelementptr float, ptr addrspace(1) %2, i64 %2059
  %2061 = icmp slt i32 %2056, %3
  %2062 = and i1 %2061, %1275
  %2063 = ptrtoint ptr addrspace(1) %2060 to i64
  %2064 = and i64 %2063, 7
  %2065 = icmp eq i64 %2064, 0
  %2066 = and i1 %2062, %2065
  %2067 = and i1 %1278, %2066
  %2068 = xor i1 %2062, %2067
  %2069 = xor i1 %2061, %2066
  %2070 = and i1 %1278, %2069
  %2071 = zext i1 %2067 to i32
  %2072 = zext i1 %2068 to i32
  %2073 = zext i1 %2070 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2071, i32 %.lcssa161, i32 %.lcssa160, ptr addrspace(1) %2060, i32 %2072, i32 %2073) #5
  %2074 = add i32 %2039, %1308
  %2075 = sext i32 %2074 to i64
  %2076 = getelementptr float, ptr addrspace(1) %2, i64 %2075
  %2077 = and i1 %2043, %1312
  %2078 = ptrtoint ptr addrspace(1) %2076 to i64
  %2079 = and i64 %2078, 7
  %2080 = icmp eq i64 %2079, 0
  %2081 = and i1 %2077, %2080
  %2082 = and i1 %1315, %2081
  %2083 = xor i1 %2077, %2082
  %2084 = xor i1 %2043, %2081
  %2085 = and i1 %1315, %2084
  %2086 = zext i1 %2082 to i32
  %2087 = zext i1 %2083 to i32
  %2088 = zext i1 %2085 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2086, i32 %.lcssa159, i32 %.lcssa158, ptr addrspace(1) %2076, i32 %2087, i32 %2088) #5
  %2089 = add i32 %2057, %1308
  %2090 = sext i32 %2089 to i64
  %2091 = getelementptr float, ptr addrspace(1) %2, i64 %2090
  %2092 = and i1 %2061, %1312
  %2093 = ptrtoint ptr addrspace(1) %2091 to i64
  %2094 = and i64 %2093, 7
  %2095 = icmp eq i64 %2094, 0
  %2096 = and i1 %2092, %2095
  %2097 = and i1 %1315, %2096
  %2098 = xor i1 %2092, %2097
  %2099 = xor i1 %2061, %2096
  %2100 = and i1 %1315, %2099
  %2101 = zext i1 %2097 to i32
  %2102 = zext i1 %2098 to i32
  %2103 = zext i1 %2100 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2101, i32 %.lcssa157, i32 %.lcssa156, ptr addrspace(1) %2091, i32 %2102, i32 %2103) #5
  %2104 = add i32 %2039, %1342
  %2105 = sext i32 %2104 to i64
  %2106 = getelementptr float, ptr addrspace(1) %2, i64 %2105
  %2107 = and i1 %2043, %1346
  %2108 = ptrtoint ptr addrspace(1) %2106 to i64
  %2109 = and i64 %2108, 7
  %2110 = icmp eq i64 %2109, 0
  %2111 = and i1 %2107, %2110
  %2112 = and i1 %1349, %2111
  %2113 = xor i1 %2107, %2112
  %2114 = xor i1 %2043, %2111
  %2115 = and i1 %1349, %2114
  %2116 = zext i1 %2112 to i32
  %2117 = zext i1 %2113 to i32
  %2118 = zext i1 %2115 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2116, i32 %.lcssa155, i32 %.lcssa154, ptr addrspace(1) %2106, i32 %2117, i32 %2118) #5
  %2119 = add i32 %2057, %1342
  %2120 = sext i32 %2119 to i64
  %2121 = getelementptr float, ptr addrspace(1) %2, i64 %2120
  %2122 = and i1 %2061, %1346
  %2123 = ptrtoint ptr addrspace(1) %2121 to i64
  %2124 = and i64 %2123, 7
  %2125 = icmp eq i64 %2124, 0
  %2126 = and i1 %2122, %2125
  %2127 = and i1 %1349, %2126
  %2128 = xor i1 %2122, %2127
  %2129 = xor i1 %2061, %2126
  %2130 = and i1 %1349, %2129
  %2131 = zext i1 %2127 to i32
  %2132 = zext i1 %2128 to i32
  %2133 = zext i1 %2130 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2131, i32 %.lcssa153, i32 %.lcssa152, ptr addrspace(1) %2121, i32 %2132, i32 %2133) #5
  %2134 = add i32 %2039, %1376
  %2135 = sext i32 %2134 to i64
  %2136 = getelementptr float, ptr addrspace(1) %2, i64 %2135
  %2137 = and i1 %2043, %1380
  %2138 = ptrtoint ptr addrspace(1) %2136 to i64
  %2139 = and i64 %2138, 7
  %2140 = icmp eq i64 %2139, 0
  %2141 = and i1 %2137, %2140
  %2142 = and i1 %1383, %2141
  %2143 = xor i1 %2137, %2142
  %2144 = xor i1 %2043, %2141
  %2145 = and i1 %1383, %2144
  %2146 = zext i1 %2142 to i32
  %2147 = zext i1 %2143 to i32
  %2148 = zext i1 %2145 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2146, i32 %.lcssa151, i32 %.lcssa150, ptr addrspace(1) %2136, i32 %2147, i32 %2148) #5
  %2149 = add i32 %2057, %1376
  %2150 = sext i32 %2149 to i64
  %2151 = getelementptr float, ptr addrspace(1) %2, i64 %2150
  %2152 = and i1 %2061, %1380
  %2153 = ptrtoint ptr addrspace(1) %2151 to i64
  %2154 = and i64 %2153, 7
  %2155 = icmp eq i64 %2154, 0
  %2156 = and i1 %2152, %2155
  %2157 = and i1 %1383, %2156
  %2158 = xor i1 %2152, %2157
  %2159 = xor i1 %2061, %2156
  %2160 = and i1 %1383, %2159
  %2161 = zext i1 %2157 to i32
  %2162 = zext i1 %2158 to i32
  %2163 = zext i1 %2160 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2161, i32 %.lcssa149, i32 %.lcssa148, ptr addrspace(1) %2151, i32 %2162, i32 %2163) #5
  %2164 = add i32 %2039, %1410
  %2165 = sext i32 %2164 to i64
  %2166 = getelementptr float, ptr addrspace(1) %2, i64 %2165
  %2167 = and i1 %2043, %1414
  %2168 = ptrtoint ptr addrspace(1) %2166 to i64
  %2169 = and i64 %2168, 7
  %2170 = icmp eq i64 %2169, 0
  %2171 = and i1 %2167, %2170
  %2172 = and i1 %1417, %2171
  %2173 = xor i1 %2167, %2172
  %2174 = xor i1 %2043, %2171
  %2175 = and i1 %1417, %2174
  %2176 = zext i1 %2172 to i32
  %2177 = zext i1 %2173 to i32
  %2178 = zext i1 %2175 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2176, i32 %.lcssa147, i32 %.lcssa146, ptr addrspace(1) %2166, i32 %2177, i32 %2178) #5
  %2179 = add i32 %2057, %1410
  %2180 = sext i32 %2179 to i64
  %2181 = getelementptr float, ptr addrspace(1) %2, i64 %2180
  %2182 = and i1 %2061, %1414
  %2183 = ptrtoint ptr addrspace(1) %2181 to i64
  %2184 = and i64 %2183, 7
  %2185 = icmp eq i64 %2184, 0
  %2186 = and i1 %2182, %2185
  %2187 = and i1 %1417, %2186
  %2188 = xor i1 %2182, %2187
  %2189 = xor i1 %2061, %2186
  %2190 = and i1 %1417, %2189
  %2191 = zext i1 %2187 to i32
  %2192 = zext i1 %2188 to i32
  %2193 = zext i1 %2190 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2191, i32 %.lcssa145, i32 %.lcssa144, ptr addrspace(1) %2181, i32 %2192, i32 %2193) #5
  %2194 = add i32 %2039, %1444
  %2195 = sext i32 %2194 to i64
  %2196 = getelementptr float, ptr addrspace(1) %2, i64 %2195
  %2197 = and i1 %2043, %1448
  %2198 = ptrtoint ptr addrspace(1) %2196 to i64
  %2199 = and i64 %2198, 7
  %2200 = icmp eq i64 %2199, 0
  %2201 = and i1 %2197, %2200
  %2202 = and i1 %1451, %2201
  %2203 = xor i1 %2197, %2202
  %2204 = xor i1 %2043, %2201
  %2205 = and i1 %1451, %2204
  %2206 = zext i1 %2202 to i32
  %2207 = zext i1 %2203 to i32
  %2208 = zext i1 %2205 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2206, i32 %.lcssa143, i32 %.lcssa142, ptr addrspace(1) %2196, i32 %2207, i32 %2208) #5
  %2209 = add i32 %2057, %1444
  %2210 = sext i32 %2209 to i64
  %2211 = getelementptr float, ptr addrspace(1) %2, i64 %2210
  %2212 = and i1 %2061, %1448
  %2213 = ptrtoint ptr addrspace(1) %2211 to i64
  %2214 = and i64 %2213, 7
  %2215 = icmp eq i64 %2214, 0
  %2216 = and i1 %2212, %2215
  %2217 = and i1 %1451, %2216
  %2218 = xor i1 %2212, %2217
  %2219 = xor i1 %2061, %2216
  %2220 = and i1 %1451, %2219
  %2221 = zext i1 %2217 to i32
  %2222 = zext i1 %2218 to i32
  %2223 = zext i1 %2220 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2221, i32 %.lcssa141, i32 %.lcssa140, ptr addrspace(1) %2211, i32 %2222, i32 %2223) #5
  %2224 = add i32 %2039, %1478
  %2225 = sext i32 %2224 to i64
  %2226 = getelementptr float, ptr addrspace(1) %2, i64 %2225
  %2227 = and i1 %2043, %1482
  %2228 = ptrtoint ptr addrspace(1) %2226 to i64
  %2229 = and i64 %2228, 7
  %2230 = icmp eq i64 %2229, 0
  %2231 = and i1 %2227, %2230
  %2232 = and i1 %1485, %2231
  %2233 = xor i1 %2227, %2232
  %2234 = xor i1 %2043, %2231
  %2235 = and i1 %1485, %2234
  %2236 = zext i1 %2232 to i32
  %2237 = zext i1 %2233 to i32
  %2238 = zext i1 %2235 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2236, i32 %.lcssa139, i32 %.lcssa138, ptr addrspace(1) %2226, i32 %2237, i32 %2238) #5
  %2239 = add i32 %2057, %1478
  %2240 = sext i32 %2239 to i64
  %2241 = getelementptr float, ptr addrspace(1) %2, i64 %2240
  %2242 = and i1 %2061, %1482
  %2243 = ptrtoint ptr addrspace(1) %2241 to i64
  %2244 = and i64 %2243, 7
  %2245 = icmp eq i64 %2244, 0
  %2246 = and i1 %2242, %2245
  %2247 = and i1 %1485, %2246
  %2248 = xor i1 %2242, %2247
  %2249 = xor i1 %2061, %2246
  %2250 = and i1 %1485, %2249
  %2251 = zext i1 %2247 to i32
  %2252 = zext i1 %2248 to i32
  %2253 = zext i1 %2250 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2251, i32 %.lcssa137, i32 %.lcssa136, ptr addrspace(1) %2241, i32 %2252, i32 %2253) #5
  %2254 = add i32 %2039, %1512
  %2255 = sext i32 %2254 to i64
  %2256 = getelementptr float, ptr addrspace(1) %2, i64 %2255
  %2257 = and i1 %2043, %1516
  %2258 = ptrtoint ptr addrspace(1) %2256 to i64
  %2259 = and i64 %2258, 7
  %2260 = icmp eq i64 %2259, 0
  %2261 = and i1 %2257, %2260
  %2262 = and i1 %1519, %2261
  %2263 = xor i1 %2257, %2262
  %2264 = xor i1 %2043, %2261
  %2265 = and i1 %1519, %2264
  %2266 = zext i1 %2262 to i32
  %2267 = zext i1 %2263 to i32
  %2268 = zext i1 %2265 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2266, i32 %.lcssa135, i32 %.lcssa134, ptr addrspace(1) %2256, i32 %2267, i32 %2268) #5
  %2269 = add i32 %2057, %1512
  %2270 = sext i32 %2269 to i64
  %2271 = getelementptr float, ptr addrspace(1) %2, i64 %2270
  %2272 = and i1 %2061, %1516
  %2273 = ptrtoint ptr addrspace(1) %2271 to i64
  %2274 = and i64 %2273, 7
  %2275 = icmp eq i64 %2274, 0
  %2276 = and i1 %2272, %2275
  %2277 = and i1 %1519, %2276
  %2278 = xor i1 %2272, %2277
  %2279 = xor i1 %2061, %2276
  %2280 = and i1 %1519, %2279
  %2281 = zext i1 %2277 to i32
  %2282 = zext i1 %2278 to i32
  %2283 = zext i1 %2280 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2281, i32 %.lcssa133, i32 %.lcssa132, ptr addrspace(1) %2271, i32 %2282, i32 %2283) #5
  %2284 = add i32 %125, %13
  %2285 = icmp slt i32 %2284, %11
  br i1 %2285, label %124, label %._crit_edge390

._crit_edge390:                                   ; preds = %1267, %6
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

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

attributes #0 = { nounwind "nvvm.reqntid"="256" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { convergent nocallback nofree nounwind memory(argmem: read) }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
