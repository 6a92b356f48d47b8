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
  %84 = xor i32 %31, %36
  %.reass = or disjoint i32 %84, %invariant.op
  %85 = zext nneg i32 %.reass to i64
  %86 = xor i32 %29, %36
  %87 = or disjoint i32 %86, %39
  %88 = zext nneg i32 %87 to i64
  %89 = or disjoint i32 %84, %40
  %90 = or i32 %89, 3072
  %91 = zext nneg i32 %90 to i64
  %92 = or disjoint i32 %31, 16
  %93 = xor i32 %92, %36
  %.reass.1 = or disjoint i32 %93, %invariant.op
  %94 = zext nneg i32 %.reass.1 to i64
  %95 = or disjoint i32 %29, 16
  %96 = xor i32 %95, %36
  %97 = or disjoint i32 %96, %39
  %98 = zext nneg i32 %97 to i64
  %99 = or disjoint i32 %93, %40
  %100 = or i32 %99, 3072
  %101 = zext nneg i32 %100 to i64
  %102 = or disjoint i32 %31, 32
  %103 = xor i32 %102, %36
  %.reass.2 = or disjoint i32 %103, %invariant.op
  %104 = zext nneg i32 %.reass.2 to i64
  %105 = or disjoint i32 %29, 32
  %106 = xor i32 %105, %36
  %107 = or disjoint i32 %106, %39
  %108 = zext nneg i32 %107 to i64
  %109 = or disjoint i32 %103, %40
  %110 = or i32 %109, 3072
  %111 = zext nneg i32 %110 to i64
  %112 = or disjoint i32 %31, 48
  %113 = xor i32 %112, %36
  %.reass.3 = or disjoint i32 %113, %invariant.op
  %114 = zext nneg i32 %.reass.3 to i64
  %115 = or disjoint i32 %29, 48
  %116 = xor i32 %115, %36
  %117 = or disjoint i32 %116, %39
  %118 = zext nneg i32 %117 to i64
  %119 = or disjoint i32 %113, %40
  %120 = or i32 %119, 3072
  %121 = zext nneg i32 %120 to i64
  br label %122

122:                                              ; preds = %.lr.ph389, %1255
  %123 = phi i32 [ %12, %.lr.ph389 ], [ %2272, %1255 ]
  %.frozen = freeze i32 %123
  %.frozen1032 = freeze i32 %16
  %124 = udiv i32 %.frozen, %.frozen1032
  %125 = shl i32 %124, 3
  %126 = sub i32 %8, %125
  %127 = call i32 @llvm.umin.i32(i32 %126, i32 8)
  %128 = mul i32 %124, %.frozen1032
  %.decomposed = sub i32 %.frozen, %128
  %.frozen1033 = freeze i32 %127
  %129 = udiv i32 %.decomposed, %.frozen1033
  %130 = mul i32 %129, %.frozen1033
  %.decomposed1034 = sub i32 %.decomposed, %130
  %131 = add nuw i32 %.decomposed1034, %125
  %132 = shl i32 %131, 7
  %133 = shl i32 %129, 8
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %20, label %134, label %135

134:                                              ; preds = %122
  call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem to i32), i32 98304)) #5
  call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem to i32), i32 98312)) #5
  call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #5
  br label %135

135:                                              ; preds = %134, %122
  %brmerge.not = phi i1 [ %21, %134 ], [ false, %122 ]
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %brmerge.not, label %.lr.ph, label %.loopexit

.lr.ph:                                           ; preds = %135
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem to i32), i32 98304), i32 49152) #5
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem to i32), i64 %22, i32 0, i32 %132, i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem to i32), i32 98304)) #5
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem to i32), i32 16384), i64 %23, i32 0, i32 %133, i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem to i32), i32 98304)) #5
  br label %.loopexit

.loopexit:                                        ; preds = %135, %.lr.ph
  br i1 %21, label %.lr.ph260, label %._crit_edge

.lr.ph260:                                        ; preds = %.loopexit, %286
  %136 = phi float [ %1124, %286 ], [ 0.000000e+00, %.loopexit ]
  %137 = phi float [ %1123, %286 ], [ 0.000000e+00, %.loopexit ]
  %138 = phi float [ %1122, %286 ], [ 0.000000e+00, %.loopexit ]
  %139 = phi float [ %1121, %286 ], [ 0.000000e+00, %.loopexit ]
  %140 = phi float [ %1119, %286 ], [ 0.000000e+00, %.loopexit ]
  %141 = phi float [ %1118, %286 ], [ 0.000000e+00, %.loopexit ]
  %142 = phi float [ %1117, %286 ], [ 0.000000e+00, %.loopexit ]
  %143 = phi float [ %1116, %286 ], [ 0.000000e+00, %.loopexit ]
  %144 = phi float [ %1114, %286 ], [ 0.000000e+00, %.loopexit ]
  %145 = phi float [ %1113, %286 ], [ 0.000000e+00, %.loopexit ]
  %146 = phi float [ %1112, %286 ], [ 0.000000e+00, %.loopexit ]
  %147 = phi float [ %1111, %286 ], [ 0.000000e+00, %.loopexit ]
  %148 = phi float [ %1109, %286 ], [ 0.000000e+00, %.loopexit ]
  %149 = phi float [ %1108, %286 ], [ 0.000000e+00, %.loopexit ]
  %150 = phi float [ %1107, %286 ], [ 0.000000e+00, %.loopexit ]
  %151 = phi float [ %1106, %286 ], [ 0.000000e+00, %.loopexit ]
  %152 = phi float [ %1104, %286 ], [ 0.000000e+00, %.loopexit ]
  %153 = phi float [ %1103, %286 ], [ 0.000000e+00, %.loopexit ]
  %154 = phi float [ %1102, %286 ], [ 0.000000e+00, %.loopexit ]
  %155 = phi float [ %1101, %286 ], [ 0.000000e+00, %.loopexit ]
  %156 = phi float [ %1099, %286 ], [ 0.000000e+00, %.loopexit ]
  %157 = phi float [ %1098, %286 ], [ 0.000000e+00, %.loopexit ]
  %158 = phi float [ %1097, %286 ], [ 0.000000e+00, %.loopexit ]
  %159 = phi float [ %1096, %286 ], [ 0.000000e+00, %.loopexit ]
  %160 = phi float [ %1094, %286 ], [ 0.000000e+00, %.loopexit ]
  %161 = phi float [ %1093, %286 ], [ 0.000000e+00, %.loopexit ]
  %162 = phi float [ %1092, %286 ], [ 0.000000e+00, %.loopexit ]
  %163 = phi float [ %1091, %286 ], [ 0.000000e+00, %.loopexit ]
  %164 = phi float [ %1089, %286 ], [ 0.000000e+00, %.loopexit ]
  %165 = phi float [ %1088, %286 ], [ 0.000000e+00, %.loopexit ]
  %166 = phi float [ %1087, %286 ], [ 0.000000e+00, %.loopexit ]
  %167 = phi float [ %1086, %286 ], [ 0.000000e+00, %.loopexit ]
  %168 = phi float [ %1078, %286 ], [ 0.000000e+00, %.loopexit ]
  %169 = phi float [ %1077, %286 ], [ 0.000000e+00, %.loopexit ]
  %170 = phi float [ %1076, %286 ], [ 0.000000e+00, %.loopexit ]
  %171 = phi float [ %1075, %286 ], [ 0.000000e+00, %.loopexit ]
  %172 = phi float [ %1073, %286 ], [ 0.000000e+00, %.loopexit ]
  %173 = phi float [ %1072, %286 ], [ 0.000000e+00, %.loopexit ]
  %174 = phi float [ %1071, %286 ], [ 0.000000e+00, %.loopexit ]
  %175 = phi float [ %1070, %286 ], [ 0.000000e+00, %.loopexit ]
  %176 = phi float [ %1068, %286 ], [ 0.000000e+00, %.loopexit ]
  %177 = phi float [ %1067, %286 ], [ 0.000000e+00, %.loopexit ]
  %178 = phi float [ %1066, %286 ], [ 0.000000e+00, %.loopexit ]
  %179 = phi float [ %1065, %286 ], [ 0.000000e+00, %.loopexit ]
  %180 = phi float [ %1063, %286 ], [ 0.000000e+00, %.loopexit ]
  %181 = phi float [ %1062, %286 ], [ 0.000000e+00, %.loopexit ]
  %182 = phi float [ %1061, %286 ], [ 0.000000e+00, %.loopexit ]
  %183 = phi float [ %1060, %286 ], [ 0.000000e+00, %.loopexit ]
  %184 = phi float [ %1058, %286 ], [ 0.000000e+00, %.loopexit ]
  %185 = phi float [ %1057, %286 ], [ 0.000000e+00, %.loopexit ]
  %186 = phi float [ %1056, %286 ], [ 0.000000e+00, %.loopexit ]
  %187 = phi float [ %1055, %286 ], [ 0.000000e+00, %.loopexit ]
  %188 = phi float [ %1053, %286 ], [ 0.000000e+00, %.loopexit ]
  %189 = phi float [ %1052, %286 ], [ 0.000000e+00, %.loopexit ]
  %190 = phi float [ %1051, %286 ], [ 0.000000e+00, %.loopexit ]
  %191 = phi float [ %1050, %286 ], [ 0.000000e+00, %.loopexit ]
  %192 = phi float [ %1048, %286 ], [ 0.000000e+00, %.loopexit ]
  %193 = phi float [ %1047, %286 ], [ 0.000000e+00, %.loopexit ]
  %194 = phi float [ %1046, %286 ], [ 0.000000e+00, %.loopexit ]
  %195 = phi float [ %1045, %286 ], [ 0.000000e+00, %.loopexit ]
  %196 = phi float [ %1043, %286 ], [ 0.000000e+00, %.loopexit ]
  %197 = phi float [ %1042, %286 ], [ 0.000000e+00, %.loopexit ]
  %198 = phi float [ %1041, %286 ], [ 0.000000e+00, %.loopexit ]
  %199 = phi float [ %1040, %286 ], [ 0.000000e+00, %.loopexit ]
  %200 = phi float [ %1032, %286 ], [ 0.000000e+00, %.loopexit ]
  %201 = phi float [ %1031, %286 ], [ 0.000000e+00, %.loopexit ]
  %202 = phi float [ %1030, %286 ], [ 0.000000e+00, %.loopexit ]
  %203 = phi float [ %1029, %286 ], [ 0.000000e+00, %.loopexit ]
  %204 = phi float [ %1027, %286 ], [ 0.000000e+00, %.loopexit ]
  %205 = phi float [ %1026, %286 ], [ 0.000000e+00, %.loopexit ]
  %206 = phi float [ %1025, %286 ], [ 0.000000e+00, %.loopexit ]
  %207 = phi float [ %1024, %286 ], [ 0.000000e+00, %.loopexit ]
  %208 = phi float [ %1022, %286 ], [ 0.000000e+00, %.loopexit ]
  %209 = phi float [ %1021, %286 ], [ 0.000000e+00, %.loopexit ]
  %210 = phi float [ %1020, %286 ], [ 0.000000e+00, %.loopexit ]
  %211 = phi float [ %1019, %286 ], [ 0.000000e+00, %.loopexit ]
  %212 = phi float [ %1017, %286 ], [ 0.000000e+00, %.loopexit ]
  %213 = phi float [ %1016, %286 ], [ 0.000000e+00, %.loopexit ]
  %214 = phi float [ %1015, %286 ], [ 0.000000e+00, %.loopexit ]
  %215 = phi float [ %1014, %286 ], [ 0.000000e+00, %.loopexit ]
  %216 = phi float [ %1012, %286 ], [ 0.000000e+00, %.loopexit ]
  %217 = phi float [ %1011, %286 ], [ 0.000000e+00, %.loopexit ]
  %218 = phi float [ %1010, %286 ], [ 0.000000e+00, %.loopexit ]
  %219 = phi float [ %1009, %286 ], [ 0.000000e+00, %.loopexit ]
  %220 = phi float [ %1007, %286 ], [ 0.000000e+00, %.loopexit ]
  %221 = phi float [ %1006, %286 ], [ 0.000000e+00, %.loopexit ]
  %222 = phi float [ %1005, %286 ], [ 0.000000e+00, %.loopexit ]
  %223 = phi float [ %1004, %286 ], [ 0.000000e+00, %.loopexit ]
  %224 = phi float [ %1002, %286 ], [ 0.000000e+00, %.loopexit ]
  %225 = phi float [ %1001, %286 ], [ 0.000000e+00, %.loopexit ]
  %226 = phi float [ %1000, %286 ], [ 0.000000e+00, %.loopexit ]
  %227 = phi float [ %999, %286 ], [ 0.000000e+00, %.loopexit ]
  %228 = phi float [ %997, %286 ], [ 0.000000e+00, %.loopexit ]
  %229 = phi float [ %996, %286 ], [ 0.000000e+00, %.loopexit ]
  %230 = phi float [ %995, %286 ], [ 0.000000e+00, %.loopexit ]
  %231 = phi float [ %994, %286 ], [ 0.000000e+00, %.loopexit ]
  %232 = phi float [ %986, %286 ], [ 0.000000e+00, %.loopexit ]
  %233 = phi float [ %985, %286 ], [ 0.000000e+00, %.loopexit ]
  %234 = phi float [ %984, %286 ], [ 0.000000e+00, %.loopexit ]
  %235 = phi float [ %983, %286 ], [ 0.000000e+00, %.loopexit ]
  %236 = phi float [ %981, %286 ], [ 0.000000e+00, %.loopexit ]
  %237 = phi float [ %980, %286 ], [ 0.000000e+00, %.loopexit ]
  %238 = phi float [ %979, %286 ], [ 0.000000e+00, %.loopexit ]
  %239 = phi float [ %978, %286 ], [ 0.000000e+00, %.loopexit ]
  %240 = phi float [ %970, %286 ], [ 0.000000e+00, %.loopexit ]
  %241 = phi float [ %969, %286 ], [ 0.000000e+00, %.loopexit ]
  %242 = phi float [ %968, %286 ], [ 0.000000e+00, %.loopexit ]
  %243 = phi float [ %967, %286 ], [ 0.000000e+00, %.loopexit ]
  %244 = phi float [ %965, %286 ], [ 0.000000e+00, %.loopexit ]
  %245 = phi float [ %964, %286 ], [ 0.000000e+00, %.loopexit ]
  %246 = phi float [ %963, %286 ], [ 0.000000e+00, %.loopexit ]
  %247 = phi float [ %962, %286 ], [ 0.000000e+00, %.loopexit ]
  %248 = phi float [ %954, %286 ], [ 0.000000e+00, %.loopexit ]
  %249 = phi float [ %953, %286 ], [ 0.000000e+00, %.loopexit ]
  %250 = phi float [ %952, %286 ], [ 0.000000e+00, %.loopexit ]
  %251 = phi float [ %951, %286 ], [ 0.000000e+00, %.loopexit ]
  %252 = phi float [ %949, %286 ], [ 0.000000e+00, %.loopexit ]
  %253 = phi float [ %948, %286 ], [ 0.000000e+00, %.loopexit ]
  %254 = phi float [ %947, %286 ], [ 0.000000e+00, %.loopexit ]
  %255 = phi float [ %946, %286 ], [ 0.000000e+00, %.loopexit ]
  %256 = phi float [ %938, %286 ], [ 0.000000e+00, %.loopexit ]
  %257 = phi float [ %937, %286 ], [ 0.000000e+00, %.loopexit ]
  %258 = phi float [ %936, %286 ], [ 0.000000e+00, %.loopexit ]
  %259 = phi float [ %935, %286 ], [ 0.000000e+00, %.loopexit ]
  %260 = phi float [ %933, %286 ], [ 0.000000e+00, %.loopexit ]
  %261 = phi float [ %932, %286 ], [ 0.000000e+00, %.loopexit ]
  %262 = phi float [ %931, %286 ], [ 0.000000e+00, %.loopexit ]
  %263 = phi float [ %930, %286 ], [ 0.000000e+00, %.loopexit ]
  %264 = phi i64 [ %1125, %286 ], [ 0, %.loopexit ]
  %265 = trunc i64 %264 to i32
  %266 = and i32 %265, 1
  %267 = shl nuw nsw i32 %266, 3
  %268 = or disjoint i32 %267, add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem to i32), i32 98304)
  %269 = lshr i32 %265, 1
  %270 = and i32 %269, 1
  br label %271

271:                                              ; preds = %271, %.lr.ph260
  %272 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %268, i32 %270) #5
  %273 = icmp eq i32 %272, 0
  br i1 %273, label %271, label %274

274:                                              ; preds = %271
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %275 = add i32 %265, 1
  %276 = icmp slt i32 %275, %19
  %277 = and i1 %20, %276
  br i1 %277, label %278, label %286

278:                                              ; preds = %274
  %279 = shl i32 %275, 6
  %280 = and i32 %275, 1
  %281 = shl nuw nsw i32 %280, 3
  %282 = or disjoint i32 %281, add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem to i32), i32 98304)
  %283 = mul nuw nsw i32 %280, 49152
  %284 = add i32 %283, add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem to i32), i32 16384)
  %285 = add i32 %283, ptrtoint (ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem to i32)
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 %282, i32 49152) #5
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %285, i64 %22, i32 %279, i32 %132, i32 %282) #5
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %284, i64 %23, i32 %279, i32 %133, i32 %282) #5
  br label %286

286:                                              ; preds = %278, %274
  %287 = mul nuw nsw i32 %266, 49152
  %288 = zext nneg i32 %287 to i64
  %289 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 %288
  %290 = add i32 %287, add (i32 sub (i32 0, i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem to i32)), i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem to i32), i32 16384))
  %291 = sext i32 %290 to i64
  %292 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 %291
  %293 = getelementptr bfloat, ptr addrspace(3) %289, i64 %85
  %294 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %293)
  %295 = extractvalue { i32, i32, i32, i32 } %294, 0
  %296 = extractvalue { i32, i32, i32, i32 } %294, 1
  %297 = extractvalue { i32, i32, i32, i32 } %294, 2
  %298 = extractvalue { i32, i32, i32, i32 } %294, 3
  %299 = getelementptr bfloat, ptr addrspace(3) %292, i64 %88
  %300 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %299)
  %301 = extractvalue { i32, i32, i32, i32 } %300, 0
  %302 = extractvalue { i32, i32, i32, i32 } %300, 1
  %303 = extractvalue { i32, i32, i32, i32 } %300, 2
  %304 = extractvalue { i32, i32, i32, i32 } %300, 3
  %305 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %295, i32 %296, i32 %297, i32 %298, i32 %301, i32 %302, float %263, float %262, float %261, float %260) #5
  %306 = extractvalue { float, float, float, float } %305, 0
  %307 = extractvalue { float, float, float, float } %305, 1
  %308 = extractvalue { float, float, float, float } %305, 2
  %309 = extractvalue { float, float, float, float } %305, 3
  %310 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %295, i32 %296, i32 %297, i32 %298, i32 %303, i32 %304, float %259, float %258, float %257, float %256) #5
  %311 = extractvalue { float, float, float, float } %310, 0
  %312 = extractvalue { float, float, float, float } %310, 1
  %313 = extractvalue { float, float, float, float } %310, 2
  %314 = extractvalue { float, float, float, float } %310, 3
  %315 = getelementptr i8, ptr addrspace(3) %299, i64 2048
  %316 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %315)
  %317 = extractvalue { i32, i32, i32, i32 } %316, 0
  %318 = extractvalue { i32, i32, i32, i32 } %316, 1
  %319 = extractvalue { i32, i32, i32, i32 } %316, 2
  %320 = extractvalue { i32, i32, i32, i32 } %316, 3
  %321 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %295, i32 %296, i32 %297, i32 %298, i32 %317, i32 %318, float %255, float %254, float %253, float %252) #5
  %322 = extractvalue { float, float, float, float } %321, 0
  %323 = extractvalue { float, float, float, float } %321, 1
  %324 = extractvalue { float, float, float, float } %321, 2
  %325 = extractvalue { float, float, float, float } %321, 3
  %326 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %295, i32 %296, i32 %297, i32 %298, i32 %319, i32 %320, float %251, float %250, float %249, float %248) #5
  %327 = extractvalue { float, float, float, float } %326, 0
  %328 = extractvalue { float, float, float, float } %326, 1
  %329 = extractvalue { float, float, float, float } %326, 2
  %330 = extractvalue { float, float, float, float } %326, 3
  %331 = getelementptr i8, ptr addrspace(3) %299, i64 4096
  %332 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %331)
  %333 = extractvalue { i32, i32, i32, i32 } %332, 0
  %334 = extractvalue { i32, i32, i32, i32 } %332, 1
  %335 = extractvalue { i32, i32, i32, i32 } %332, 2
  %336 = extractvalue { i32, i32, i32, i32 } %332, 3
  %337 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %295, i32 %296, i32 %297, i32 %298, i32 %333, i32 %334, float %247, float %246, float %245, float %244) #5
  %338 = extractvalue { float, float, float, float } %337, 0
  %339 = extractvalue { float, float, float, float } %337, 1
  %340 = extractvalue { float, float, float, float } %337, 2
  %341 = extractvalue { float, float, float, float } %337, 3
  %342 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %295, i32 %296, i32 %297, i32 %298, i32 %335, i32 %336, float %243, float %242, float %241, float %240) #5
  %343 = extractvalue { float, float, float, float } %342, 0
  %344 = extractvalue { float, float, float, float } %342, 1
  %345 = extractvalue { float, float, float, float } %342, 2
  %346 = extractvalue { float, float, float, float } %342, 3
  %347 = getelementptr i8, ptr addrspace(3) %299, i64 6144
  %348 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %347)
  %349 = extractvalue { i32, i32, i32, i32 } %348, 0
  %350 = extractvalue { i32, i32, i32, i32 } %348, 1
  %351 = extractvalue { i32, i32, i32, i32 } %348, 2
  %352 = extractvalue { i32, i32, i32, i32 } %348, 3
  %353 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %295, i32 %296, i32 %297, i32 %298, i32 %349, i32 %350, float %239, float %238, float %237, float %236) #5
  %354 = extractvalue { float, float, float, float } %353, 0
  %355 = extractvalue { float, float, float, float } %353, 1
  %356 = extractvalue { float, float, float, float } %353, 2
  %357 = extractvalue { float, float, float, float } %353, 3
  %358 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %295, i32 %296, i32 %297, i32 %298, i32 %351, i32 %352, float %235, float %234, float %233, float %232) #5
  %359 = extractvalue { float, float, float, float } %358, 0
  %360 = extractvalue { float, float, float, float } %358, 1
  %361 = extractvalue { float, float, float, float } %358, 2
  %362 = extractvalue { float, float, float, float } %358, 3
  %363 = getelementptr i8, ptr addrspace(3) %293, i64 2048
  %364 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %363)
  %365 = extractvalue { i32, i32, i32, i32 } %364, 0
  %366 = extractvalue { i32, i32, i32, i32 } %364, 1
  %367 = extractvalue { i32, i32, i32, i32 } %364, 2
  %368 = extractvalue { i32, i32, i32, i32 } %364, 3
  %369 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %365, i32 %366, i32 %367, i32 %368, i32 %301, i32 %302, float %231, float %230, float %229, float %228) #5
  %370 = extractvalue { float, float, float, float } %369, 0
  %371 = extractvalue { float, float, float, float } %369, 1
  %372 = extractvalue { float, float, float, float } %369, 2
  %373 = extractvalue { float, float, float, float } %369, 3
  %374 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %365, i32 %366, i32 %367, i32 %368, i32 %303, i32 %304, float %227, float %226, float %225, float %224) #5
  %375 = extractvalue { float, float, float, float } %374, 0
  %376 = extractvalue { float, float, float, float } %374, 1
  %377 = extractvalue { float, float, float, float } %374, 2
  %378 = extractvalue { float, float, float, float } %374, 3
  %379 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %365, i32 %366, i32 %367, i32 %368, i32 %317, i32 %318, float %223, float %222, float %221, float %220) #5
  %380 = extractvalue { float, float, float, float } %379, 0
  %381 = extractvalue { float, float, float, float } %379, 1
  %382 = extractvalue { float, float, float, float } %379, 2
  %383 = extractvalue { float, float, float, float } %379, 3
  %384 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %365, i32 %366, i32 %367, i32 %368, i32 %319, i32 %320, float %219, float %218, float %217, float %216) #5
  %385 = extractvalue { float, float, float, float } %384, 0
  %386 = extractvalue { float, float, float, float } %384, 1
  %387 = extractvalue { float, float, float, float } %384, 2
  %388 = extractvalue { float, float, float, float } %384, 3
  %389 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %365, i32 %366, i32 %367, i32 %368, i32 %333, i32 %334, float %215, float %214, float %213, float %212) #5
  %390 = extractvalue { float, float, float, float } %389, 0
  %391 = extractvalue { float, float, float, float } %389, 1
  %392 = extractvalue { float, float, float, float } %389, 2
  %393 = extractvalue { float, float, float, float } %389, 3
  %394 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %365, i32 %366, i32 %367, i32 %368, i32 %335, i32 %336, float %211, float %210, float %209, float %208) #5
  %395 = extractvalue { float, float, float, float } %394, 0
  %396 = extractvalue { float, float, float, float } %394, 1
  %397 = extractvalue { float, float, float, float } %394, 2
  %398 = extractvalue { float, float, float, float } %394, 3
  %399 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %365, i32 %366, i32 %367, i32 %368, i32 %349, i32 %350, float %207, float %206, float %205, float %204) #5
  %400 = extractvalue { float, float, float, float } %399, 0
  %401 = extractvalue { float, float, float, float } %399, 1
  %402 = extractvalue { float, float, float, float } %399, 2
  %403 = extractvalue { float, float, float, float } %399, 3
  %404 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %365, i32 %366, i32 %367, i32 %368, i32 %351, i32 %352, float %203, float %202, float %201, float %200) #5
  %405 = extractvalue { float, float, float, float } %404, 0
  %406 = extractvalue { float, float, float, float } %404, 1
  %407 = extractvalue { float, float, float, float } %404, 2
  %408 = extractvalue { float, float, float, float } %404, 3
  %409 = getelementptr i8, ptr addrspace(3) %293, i64 4096
  %410 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %409)
  %411 = extractvalue { i32, i32, i32, i32 } %410, 0
  %412 = extractvalue { i32, i32, i32, i32 } %410, 1
  %413 = extractvalue { i32, i32, i32, i32 } %410, 2
  %414 = extractvalue { i32, i32, i32, i32 } %410, 3
  %415 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %411, i32 %412, i32 %413, i32 %414, i32 %301, i32 %302, float %199, float %198, float %197, float %196) #5
  %416 = extractvalue { float, float, float, float } %415, 0
  %417 = extractvalue { float, float, float, float } %415, 1
  %418 = extractvalue { float, float, float, float } %415, 2
  %419 = extractvalue { float, float, float, float } %415, 3
  %420 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %411, i32 %412, i32 %413, i32 %414, i32 %303, i32 %304, float %195, float %194, float %193, float %192) #5
  %421 = extractvalue { float, float, float, float } %420, 0
  %422 = extractvalue { float, float, float, float } %420, 1
  %423 = extractvalue { float, float, float, float } %420, 2
  %424 = extractvalue { float, float, float, float } %420, 3
  %425 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %411, i32 %412, i32 %413, i32 %414, i32 %317, i32 %318, float %191, float %190, float %189, float %188) #5
  %426 = extractvalue { float, float, float, float } %425, 0
  %427 = extractvalue { float, float, float, float } %425, 1
  %428 = extractvalue { float, float, float, float } %425, 2
  %429 = extractvalue { float, float, float, float } %425, 3
  %430 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %411, i32 %412, i32 %413, i32 %414, i32 %319, i32 %320, float %187, float %186, float %185, float %184) #5
  %431 = extractvalue { float, float, float, float } %430, 0
  %432 = extractvalue { float, float, float, float } %430, 1
  %433 = extractvalue { float, float, float, float } %430, 2
  %434 = extractvalue { float, float, float, float } %430, 3
  %435 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %411, i32 %412, i32 %413, i32 %414, i32 %333, i32 %334, float %183, float %182, float %181, float %180) #5
  %436 = extractvalue { float, float, float, float } %435, 0
  %437 = extractvalue { float, float, float, float } %435, 1
  %438 = extractvalue { float, float, float, float } %435, 2
  %439 = extractvalue { float, float, float, float } %435, 3
  %440 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %411, i32 %412, i32 %413, i32 %414, i32 %335, i32 %336, float %179, float %178, float %177, float %176) #5
  %441 = extractvalue { float, float, float, float } %440, 0
  %442 = extractvalue { float, float, float, float } %440, 1
  %443 = extractvalue { float, float, float, float } %440, 2
  %444 = extractvalue { float, float, float, float } %440, 3
  %445 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %411, i32 %412, i32 %413, i32 %414, i32 %349, i32 %350, float %175, float %174, float %173, float %172) #5
  %446 = extractvalue { float, float, float, float } %445, 0
  %447 = extractvalue { float, float, float, float } %445, 1
  %448 = extractvalue { float, float, float, float } %445, 2
  %449 = extractvalue { float, float, float, float } %445, 3
  %450 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %411, i32 %412, i32 %413, i32 %414, i32 %351, i32 %352, float %171, float %170, float %169, float %168) #5
  %451 = extractvalue { float, float, float, float } %450, 0
  %452 = extractvalue { float, float, float, float } %450, 1
  %453 = extractvalue { float, float, float, float } %450, 2
  %454 = extractvalue { float, float, float, float } %450, 3
  %455 = getelementptr bfloat, ptr addrspace(3) %289, i64 %91
  %456 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %455)
  %457 = extractvalue { i32, i32, i32, i32 } %456, 0
  %458 = extractvalue { i32, i32, i32, i32 } %456, 1
  %459 = extractvalue { i32, i32, i32, i32 } %456, 2
  %460 = extractvalue { i32, i32, i32, i32 } %456, 3
  %461 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %457, i32 %458, i32 %459, i32 %460, i32 %301, i32 %302, float %167, float %166, float %165, float %164) #5
  %462 = extractvalue { float, float, float, float } %461, 0
  %463 = extractvalue { float, float, float, float } %461, 1
  %464 = extractvalue { float, float, float, float } %461, 2
  %465 = extractvalue { float, float, float, float } %461, 3
  %466 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %457, i32 %458, i32 %459, i32 %460, i32 %303, i32 %304, float %163, float %162, float %161, float %160) #5
  %467 = extractvalue { float, float, float, float } %466, 0
  %468 = extractvalue { float, float, float, float } %466, 1
  %469 = extractvalue { float, float, float, float } %466, 2
  %470 = extractvalue { float, float, float, float } %466, 3
  %471 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %457, i32 %458, i32 %459, i32 %460, i32 %317, i32 %318, float %159, float %158, float %157, float %156) #5
  %472 = extractvalue { float, float, float, float } %471, 0
  %473 = extractvalue { float, float, float, float } %471, 1
  %474 = extractvalue { float, float, float, float } %471, 2
  %475 = extractvalue { float, float, float, float } %471, 3
  %476 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %457, i32 %458, i32 %459, i32 %460, i32 %319, i32 %320, float %155, float %154, float %153, float %152) #5
  %477 = extractvalue { float, float, float, float } %476, 0
  %478 = extractvalue { float, float, float, float } %476, 1
  %479 = extractvalue { float, float, float, float } %476, 2
  %480 = extractvalue { float, float, float, float } %476, 3
  %481 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %457, i32 %458, i32 %459, i32 %460, i32 %333, i32 %334, float %151, float %150, float %149, float %148) #5
  %482 = extractvalue { float, float, float, float } %481, 0
  %483 = extractvalue { float, float, float, float } %481, 1
  %484 = extractvalue { float, float, float, float } %481, 2
  %485 = extractvalue { float, float, float, float } %481, 3
  %486 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %457, i32 %458, i32 %459, i32 %460, i32 %335, i32 %336, float %147, float %146, float %145, float %144) #5
  %487 = extractvalue { float, float, float, float } %486, 0
  %488 = extractvalue { float, float, float, float } %486, 1
  %489 = extractvalue { float, float, float, float } %486, 2
  %490 = extractvalue { float, float, float, float } %486, 3
  %491 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %457, i32 %458, i32 %459, i32 %460, i32 %349, i32 %350, float %143, float %142, float %141, float %140) #5
  %492 = extractvalue { float, float, float, float } %491, 0
  %493 = extractvalue { float, float, float, float } %491, 1
  %494 = extractvalue { float, float, float, float } %491, 2
  %495 = extractvalue { float, float, float, float } %491, 3
  %496 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %457, i32 %458, i32 %459, i32 %460, i32 %351, i32 %352, float %139, float %138, float %137, float %136) #5
  %497 = extractvalue { float, float, float, float } %496, 0
  %498 = extractvalue { float, float, float, float } %496, 1
  %499 = extractvalue { float, float, float, float } %496, 2
  %500 = extractvalue { float, float, float, float } %496, 3
  %501 = getelementptr bfloat, ptr addrspace(3) %289, i64 %94
  %502 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %501)
  %503 = extractvalue { i32, i32, i32, i32 } %502, 0
  %504 = extractvalue { i32, i32, i32, i32 } %502, 1
  %505 = extractvalue { i32, i32, i32, i32 } %502, 2
  %506 = extractvalue { i32, i32, i32, i32 } %502, 3
  %507 = getelementptr bfloat, ptr addrspace(3) %292, i64 %98
  %508 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %507)
  %509 = extractvalue { i32, i32, i32, i32 } %508, 0
  %510 = extractvalue { i32, i32, i32, i32 } %508, 1
  %511 = extractvalue { i32, i32, i32, i32 } %508, 2
  %512 = extractvalue { i32, i32, i32, i32 } %508, 3
  %513 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %503, i32 %504, i32 %505, i32 %506, i32 %509, i32 %510, float %306, float %307, float %308, float %309) #5
  %514 = extractvalue { float, float, float, float } %513, 0
  %515 = extractvalue { float, float, float, float } %513, 1
  %516 = extractvalue { float, float, float, float } %513, 2
  %517 = extractvalue { float, float, float, float } %513, 3
  %518 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %503, i32 %504, i32 %505, i32 %506, i32 %511, i32 %512, float %311, float %312, float %313, float %314) #5
  %519 = extractvalue { float, float, float, float } %518, 0
  %520 = extractvalue { float, float, float, float } %518, 1
  %521 = extractvalue { float, float, float, float } %518, 2
  %522 = extractvalue { float, float, float, float } %518, 3
  %523 = getelementptr i8, ptr addrspace(3) %507, i64 2048
  %524 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %523)
  %525 = extractvalue { i32, i32, i32, i32 } %524, 0
  %526 = extractvalue { i32, i32, i32, i32 } %524, 1
  %527 = extractvalue { i32, i32, i32, i32 } %524, 2
  %528 = extractvalue { i32, i32, i32, i32 } %524, 3
  %529 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %503, i32 %504, i32 %505, i32 %506, i32 %525, i32 %526, float %322, float %323, float %324, float %325) #5
  %530 = extractvalue { float, float, float, float } %529, 0
  %531 = extractvalue { float, float, float, float } %529, 1
  %532 = extractvalue { float, float, float, float } %529, 2
  %533 = extractvalue { float, float, float, float } %529, 3
  %534 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %503, i32 %504, i32 %505, i32 %506, i32 %527, i32 %528, float %327, float %328, float %329, float %330) #5
  %535 = extractvalue { float, float, float, float } %534, 0
  %536 = extractvalue { float, float, float, float } %534, 1
  %537 = extractvalue { float, float, float, float } %534, 2
  %538 = extractvalue { float, float, float, float } %534, 3
  %539 = getelementptr i8, ptr addrspace(3) %507, i64 4096
  %540 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %539)
  %541 = extractvalue { i32, i32, i32, i32 } %540, 0
  %542 = extractvalue { i32, i32, i32, i32 } %540, 1
  %543 = extractvalue { i32, i32, i32, i32 } %540, 2
  %544 = extractvalue { i32, i32, i32, i32 } %540, 3
  %545 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %503, i32 %504, i32 %505, i32 %506, i32 %541, i32 %542, float %338, float %339, float %340, float %341) #5
  %546 = extractvalue { float, float, float, float } %545, 0
  %547 = extractvalue { float, float, float, float } %545, 1
  %548 = extractvalue { float, float, float, float } %545, 2
  %549 = extractvalue { float, float, float, float } %545, 3
  %550 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %503, i32 %504, i32 %505, i32 %506, i32 %543, i32 %544, float %343, float %344, float %345, float %346) #5
  %551 = extractvalue { float, float, float, float } %550, 0
  %552 = extractvalue { float, float, float, float } %550, 1
  %553 = extractvalue { float, float, float, float } %550, 2
  %554 = extractvalue { float, float, float, float } %550, 3
  %555 = getelementptr i8, ptr addrspace(3) %507, i64 6144
  %556 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %555)
  %557 = extractvalue { i32, i32, i32, i32 } %556, 0
  %558 = extractvalue { i32, i32, i32, i32 } %556, 1
  %559 = extractvalue { i32, i32, i32, i32 } %556, 2
  %560 = extractvalue { i32, i32, i32, i32 } %556, 3
  %561 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %503, i32 %504, i32 %505, i32 %506, i32 %557, i32 %558, float %354, float %355, float %356, float %357) #5
  %562 = extractvalue { float, float, float, float } %561, 0
  %563 = extractvalue { float, float, float, float } %561, 1
  %564 = extractvalue { float, float, float, float } %561, 2
  %565 = extractvalue { float, float, float, float } %561, 3
  %566 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %503, i32 %504, i32 %505, i32 %506, i32 %559, i32 %560, float %359, float %360, float %361, float %362) #5
  %567 = extractvalue { float, float, float, float } %566, 0
  %568 = extractvalue { float, float, float, float } %566, 1
  %569 = extractvalue { float, float, float, float } %566, 2
  %570 = extractvalue { float, float, float, float } %566, 3
  %571 = getelementptr i8, ptr addrspace(3) %501, i64 2048
  %572 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %571)
  %573 = extractvalue { i32, i32, i32, i32 } %572, 0
  %574 = extractvalue { i32, i32, i32, i32 } %572, 1
  %575 = extractvalue { i32, i32, i32, i32 } %572, 2
  %576 = extractvalue { i32, i32, i32, i32 } %572, 3
  %577 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %573, i32 %574, i32 %575, i32 %576, i32 %509, i32 %510, float %370, float %371, float %372, float %373) #5
  %578 = extractvalue { float, float, float, float } %577, 0
  %579 = extractvalue { float, float, float, float } %577, 1
  %580 = extractvalue { float, float, float, float } %577, 2
  %581 = extractvalue { float, float, float, float } %577, 3
  %582 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %573, i32 %574, i32 %575, i32 %576, i32 %511, i32 %512, float %375, float %376, float %377, float %378) #5
  %583 = extractvalue { float, float, float, float } %582, 0
  %584 = extractvalue { float, float, float, float } %582, 1
  %585 = extractvalue { float, float, float, float } %582, 2
  %586 = extractvalue { float, float, float, float } %582, 3
  %587 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %573, i32 %574, i32 %575, i32 %576, i32 %525, i32 %526, float %380, float %381, float %382, float %383) #5
  %588 = extractvalue { float, float, float, float } %587, 0
  %589 = extractvalue { float, float, float, float } %587, 1
  %590 = extractvalue { float, float, float, float } %587, 2
  %591 = extractvalue { float, float, float, float } %587, 3
  %592 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %573, i32 %574, i32 %575, i32 %576, i32 %527, i32 %528, float %385, float %386, float %387, float %388) #5
  %593 = extractvalue { float, float, float, float } %592, 0
  %594 = extractvalue { float, float, float, float } %592, 1
  %595 = extractvalue { float, float, float, float } %592, 2
  %596 = extractvalue { float, float, float, float } %592, 3
  %597 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %573, i32 %574, i32 %575, i32 %576, i32 %541, i32 %542, float %390, float %391, float %392, float %393) #5
  %598 = extractvalue { float, float, float, float } %597, 0
  %599 = extractvalue { float, float, float, float } %597, 1
  %600 = extractvalue { float, float, float, float } %597, 2
  %601 = extractvalue { float, float, float, float } %597, 3
  %602 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %573, i32 %574, i32 %575, i32 %576, i32 %543, i32 %544, float %395, float %396, float %397, float %398) #5
  %603 = extractvalue { float, float, float, float } %602, 0
  %604 = extractvalue { float, float, float, float } %602, 1
  %605 = extractvalue { float, float, float, float } %602, 2
  %606 = extractvalue { float, float, float, float } %602, 3
  %607 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %573, i32 %574, i32 %575, i32 %576, i32 %557, i32 %558, float %400, float %401, float %402, float %403) #5
  %608 = extractvalue { float, float, float, float } %607, 0
  %609 = extractvalue { float, float, float, float } %607, 1
  %610 = extractvalue { float, float, float, float } %607, 2
  %611 = extractvalue { float, float, float, float } %607, 3
  %612 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %573, i32 %574, i32 %575, i32 %576, i32 %559, i32 %560, float %405, float %406, float %407, float %408) #5
  %613 = extractvalue { float, float, float, float } %612, 0
  %614 = extractvalue { float, float, float, float } %612, 1
  %615 = extractvalue { float, float, float, float } %612, 2
  %616 = extractvalue { float, float, float, float } %612, 3
  %617 = getelementptr i8, ptr addrspace(3) %501, i64 4096
  %618 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %617)
  %619 = extractvalue { i32, i32, i32, i32 } %618, 0
  %620 = extractvalue { i32, i32, i32, i32 } %618, 1
  %621 = extractvalue { i32, i32, i32, i32 } %618, 2
  %622 = extractvalue { i32, i32, i32, i32 } %618, 3
  %623 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %619, i32 %620, i32 %621, i32 %622, i32 %509, i32 %510, float %416, float %417, float %418, float %419) #5
  %624 = extractvalue { float, float, float, float } %623, 0
  %625 = extractvalue { float, float, float, float } %623, 1
  %626 = extractvalue { float, float, float, float } %623, 2
  %627 = extractvalue { float, float, float, float } %623, 3
  %628 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %619, i32 %620, i32 %621, i32 %622, i32 %511, i32 %512, float %421, float %422, float %423, float %424) #5
  %629 = extractvalue { float, float, float, float } %628, 0
  %630 = extractvalue { float, float, float, float } %628, 1
  %631 = extractvalue { float, float, float, float } %628, 2
  %632 = extractvalue { float, float, float, float } %628, 3
  %633 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %619, i32 %620, i32 %621, i32 %622, i32 %525, i32 %526, float %426, float %427, float %428, float %429) #5
  %634 = extractvalue { float, float, float, float } %633, 0
  %635 = extractvalue { float, float, float, float } %633, 1
  %636 = extractvalue { float, float, float, float } %633, 2
  %637 = extractvalue { float, float, float, float } %633, 3
  %638 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %619, i32 %620, i32 %621, i32 %622, i32 %527, i32 %528, float %431, float %432, float %433, float %434) #5
  %639 = extractvalue { float, float, float, float } %638, 0
  %640 = extractvalue { float, float, float, float } %638, 1
  %641 = extractvalue { float, float, float, float } %638, 2
  %642 = extractvalue { float, float, float, float } %638, 3
  %643 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %619, i32 %620, i32 %621, i32 %622, i32 %541, i32 %542, float %436, float %437, float %438, float %439) #5
  %644 = extractvalue { float, float, float, float } %643, 0
  %645 = extractvalue { float, float, float, float } %643, 1
  %646 = extractvalue { float, float, float, float } %643, 2
  %647 = extractvalue { float, float, float, float } %643, 3
  %648 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %619, i32 %620, i32 %621, i32 %622, i32 %543, i32 %544, float %441, float %442, float %443, float %444) #5
  %649 = extractvalue { float, float, float, float } %648, 0
  %650 = extractvalue { float, float, float, float } %648, 1
  %651 = extractvalue { float, float, float, float } %648, 2
  %652 = extractvalue { float, float, float, float } %648, 3
  %653 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %619, i32 %620, i32 %621, i32 %622, i32 %557, i32 %558, float %446, float %447, float %448, float %449) #5
  %654 = extractvalue { float, float, float, float } %653, 0
  %655 = extractvalue { float, float, float, float } %653, 1
  %656 = extractvalue { float, float, float, float } %653, 2
  %657 = extractvalue { float, float, float, float } %653, 3
  %658 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %619, i32 %620, i32 %621, i32 %622, i32 %559, i32 %560, float %451, float %452, float %453, float %454) #5
  %659 = extractvalue { float, float, float, float } %658, 0
  %660 = extractvalue { float, float, float, float } %658, 1
  %661 = extractvalue { float, float, float, float } %658, 2
  %662 = extractvalue { float, float, float, float } %658, 3
  %663 = getelementptr bfloat, ptr addrspace(3) %289, i64 %101
  %664 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %663)
  %665 = extractvalue { i32, i32, i32, i32 } %664, 0
  %666 = extractvalue { i32, i32, i32, i32 } %664, 1
  %667 = extractvalue { i32, i32, i32, i32 } %664, 2
  %668 = extractvalue { i32, i32, i32, i32 } %664, 3
  %669 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %665, i32 %666, i32 %667, i32 %668, i32 %509, i32 %510, float %462, float %463, float %464, float %465) #5
  %670 = extractvalue { float, float, float, float } %669, 0
  %671 = extractvalue { float, float, float, float } %669, 1
  %672 = extractvalue { float, float, float, float } %669, 2
  %673 = extractvalue { float, float, float, float } %669, 3
  %674 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %665, i32 %666, i32 %667, i32 %668, i32 %511, i32 %512, float %467, float %468, float %469, float %470) #5
  %675 = extractvalue { float, float, float, float } %674, 0
  %676 = extractvalue { float, float, float, float } %674, 1
  %677 = extractvalue { float, float, float, float } %674, 2
  %678 = extractvalue { float, float, float, float } %674, 3
  %679 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %665, i32 %666, i32 %667, i32 %668, i32 %525, i32 %526, float %472, float %473, float %474, float %475) #5
  %680 = extractvalue { float, float, float, float } %679, 0
  %681 = extractvalue { float, float, float, float } %679, 1
  %682 = extractvalue { float, float, float, float } %679, 2
  %683 = extractvalue { float, float, float, float } %679, 3
  %684 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %665, i32 %666, i32 %667, i32 %668, i32 %527, i32 %528, float %477, float %478, float %479, float %480) #5
  %685 = extractvalue { float, float, float, float } %684, 0
  %686 = extractvalue { float, float, float, float } %684, 1
  %687 = extractvalue { float, float, float, float } %684, 2
  %688 = extractvalue { float, float, float, float } %684, 3
  %689 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %665, i32 %666, i32 %667, i32 %668, i32 %541, i32 %542, float %482, float %483, float %484, float %485) #5
  %690 = extractvalue { float, float, float, float } %689, 0
  %691 = extractvalue { float, float, float, float } %689, 1
  %692 = extractvalue { float, float, float, float } %689, 2
  %693 = extractvalue { float, float, float, float } %689, 3
  %694 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %665, i32 %666, i32 %667, i32 %668, i32 %543, i32 %544, float %487, float %488, float %489, float %490) #5
  %695 = extractvalue { float, float, float, float } %694, 0
  %696 = extractvalue { float, float, float, float } %694, 1
  %697 = extractvalue { float, float, float, float } %694, 2
  %698 = extractvalue { float, float, float, float } %694, 3
  %699 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %665, i32 %666, i32 %667, i32 %668, i32 %557, i32 %558, float %492, float %493, float %494, float %495) #5
  %700 = extractvalue { float, float, float, float } %699, 0
  %701 = extractvalue { float, float, float, float } %699, 1
  %702 = extractvalue { float, float, float, float } %699, 2
  %703 = extractvalue { float, float, float, float } %699, 3
  %704 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %665, i32 %666, i32 %667, i32 %668, i32 %559, i32 %560, float %497, float %498, float %499, float %500) #5
  %705 = extractvalue { float, float, float, float } %704, 0
  %706 = extractvalue { float, float, float, float } %704, 1
  %707 = extractvalue { float, float, float, float } %704, 2
  %708 = extractvalue { float, float, float, float } %704, 3
  %709 = getelementptr bfloat, ptr addrspace(3) %289, i64 %104
  %710 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %709)
  %711 = extractvalue { i32, i32, i32, i32 } %710, 0
  %712 = extractvalue { i32, i32, i32, i32 } %710, 1
  %713 = extractvalue { i32, i32, i32, i32 } %710, 2
  %714 = extractvalue { i32, i32, i32, i32 } %710, 3
  %715 = getelementptr bfloat, ptr addrspace(3) %292, i64 %108
  %716 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %715)
  %717 = extractvalue { i32, i32, i32, i32 } %716, 0
  %718 = extractvalue { i32, i32, i32, i32 } %716, 1
  %719 = extractvalue { i32, i32, i32, i32 } %716, 2
  %720 = extractvalue { i32, i32, i32, i32 } %716, 3
  %721 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %711, i32 %712, i32 %713, i32 %714, i32 %717, i32 %718, float %514, float %515, float %516, float %517) #5
  %722 = extractvalue { float, float, float, float } %721, 0
  %723 = extractvalue { float, float, float, float } %721, 1
  %724 = extractvalue { float, float, float, float } %721, 2
  %725 = extractvalue { float, float, float, float } %721, 3
  %726 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %711, i32 %712, i32 %713, i32 %714, i32 %719, i32 %720, float %519, float %520, float %521, float %522) #5
  %727 = extractvalue { float, float, float, float } %726, 0
  %728 = extractvalue { float, float, float, float } %726, 1
  %729 = extractvalue { float, float, float, float } %726, 2
  %730 = extractvalue { float, float, float, float } %726, 3
  %731 = getelementptr i8, ptr addrspace(3) %715, i64 2048
  %732 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %731)
  %733 = extractvalue { i32, i32, i32, i32 } %732, 0
  %734 = extractvalue { i32, i32, i32, i32 } %732, 1
  %735 = extractvalue { i32, i32, i32, i32 } %732, 2
  %736 = extractvalue { i32, i32, i32, i32 } %732, 3
  %737 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %711, i32 %712, i32 %713, i32 %714, i32 %733, i32 %734, float %530, float %531, float %532, float %533) #5
  %738 = extractvalue { float, float, float, float } %737, 0
  %739 = extractvalue { float, float, float, float } %737, 1
  %740 = extractvalue { float, float, float, float } %737, 2
  %741 = extractvalue { float, float, float, float } %737, 3
  %742 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %711, i32 %712, i32 %713, i32 %714, i32 %735, i32 %736, float %535, float %536, float %537, float %538) #5
  %743 = extractvalue { float, float, float, float } %742, 0
  %744 = extractvalue { float, float, float, float } %742, 1
  %745 = extractvalue { float, float, float, float } %742, 2
  %746 = extractvalue { float, float, float, float } %742, 3
  %747 = getelementptr i8, ptr addrspace(3) %715, i64 4096
  %748 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %747)
  %749 = extractvalue { i32, i32, i32, i32 } %748, 0
  %750 = extractvalue { i32, i32, i32, i32 } %748, 1
  %751 = extractvalue { i32, i32, i32, i32 } %748, 2
  %752 = extractvalue { i32, i32, i32, i32 } %748, 3
  %753 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %711, i32 %712, i32 %713, i32 %714, i32 %749, i32 %750, float %546, float %547, float %548, float %549) #5
  %754 = extractvalue { float, float, float, float } %753, 0
  %755 = extractvalue { float, float, float, float } %753, 1
  %756 = extractvalue { float, float, float, float } %753, 2
  %757 = extractvalue { float, float, float, float } %753, 3
  %758 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %711, i32 %712, i32 %713, i32 %714, i32 %751, i32 %752, float %551, float %552, float %553, float %554) #5
  %759 = extractvalue { float, float, float, float } %758, 0
  %760 = extractvalue { float, float, float, float } %758, 1
  %761 = extractvalue { float, float, float, float } %758, 2
  %762 = extractvalue { float, float, float, float } %758, 3
  %763 = getelementptr i8, ptr addrspace(3) %715, i64 6144
  %764 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %763)
  %765 = extractvalue { i32, i32, i32, i32 } %764, 0
  %766 = extractvalue { i32, i32, i32, i32 } %764, 1
  %767 = extractvalue { i32, i32, i32, i32 } %764, 2
  %768 = extractvalue { i32, i32, i32, i32 } %764, 3
  %769 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %711, i32 %712, i32 %713, i32 %714, i32 %765, i32 %766, float %562, float %563, float %564, float %565) #5
  %770 = extractvalue { float, float, float, float } %769, 0
  %771 = extractvalue { float, float, float, float } %769, 1
  %772 = extractvalue { float, float, float, float } %769, 2
  %773 = extractvalue { float, float, float, float } %769, 3
  %774 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %711, i32 %712, i32 %713, i32 %714, i32 %767, i32 %768, float %567, float %568, float %569, float %570) #5
  %775 = extractvalue { float, float, float, float } %774, 0
  %776 = extractvalue { float, float, float, float } %774, 1
  %777 = extractvalue { float, float, float, float } %774, 2
  %778 = extractvalue { float, float, float, float } %774, 3
  %779 = getelementptr i8, ptr addrspace(3) %709, i64 2048
  %780 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %779)
  %781 = extractvalue { i32, i32, i32, i32 } %780, 0
  %782 = extractvalue { i32, i32, i32, i32 } %780, 1
  %783 = extractvalue { i32, i32, i32, i32 } %780, 2
  %784 = extractvalue { i32, i32, i32, i32 } %780, 3
  %785 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %781, i32 %782, i32 %783, i32 %784, i32 %717, i32 %718, float %578, float %579, float %580, float %581) #5
  %786 = extractvalue { float, float, float, float } %785, 0
  %787 = extractvalue { float, float, float, float } %785, 1
  %788 = extractvalue { float, float, float, float } %785, 2
  %789 = extractvalue { float, float, float, float } %785, 3
  %790 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %781, i32 %782, i32 %783, i32 %784, i32 %719, i32 %720, float %583, float %584, float %585, float %586) #5
  %791 = extractvalue { float, float, float, float } %790, 0
  %792 = extractvalue { float, float, float, float } %790, 1
  %793 = extractvalue { float, float, float, float } %790, 2
  %794 = extractvalue { float, float, float, float } %790, 3
  %795 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %781, i32 %782, i32 %783, i32 %784, i32 %733, i32 %734, float %588, float %589, float %590, float %591) #5
  %796 = extractvalue { float, float, float, float } %795, 0
  %797 = extractvalue { float, float, float, float } %795, 1
  %798 = extractvalue { float, float, float, float } %795, 2
  %799 = extractvalue { float, float, float, float } %795, 3
  %800 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %781, i32 %782, i32 %783, i32 %784, i32 %735, i32 %736, float %593, float %594, float %595, float %596) #5
  %801 = extractvalue { float, float, float, float } %800, 0
  %802 = extractvalue { float, float, float, float } %800, 1
  %803 = extractvalue { float, float, float, float } %800, 2
  %804 = extractvalue { float, float, float, float } %800, 3
  %805 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %781, i32 %782, i32 %783, i32 %784, i32 %749, i32 %750, float %598, float %599, float %600, float %601) #5
  %806 = extractvalue { float, float, float, float } %805, 0
  %807 = extractvalue { float, float, float, float } %805, 1
  %808 = extractvalue { float, float, float, float } %805, 2
  %809 = extractvalue { float, float, float, float } %805, 3
  %810 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %781, i32 %782, i32 %783, i32 %784, i32 %751, i32 %752, float %603, float %604, float %605, float %606) #5
  %811 = extractvalue { float, float, float, float } %810, 0
  %812 = extractvalue { float, float, float, float } %810, 1
  %813 = extractvalue { float, float, float, float } %810, 2
  %814 = extractvalue { float, float, float, float } %810, 3
  %815 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %781, i32 %782, i32 %783, i32 %784, i32 %765, i32 %766, float %608, float %609, float %610, float %611) #5
  %816 = extractvalue { float, float, float, float } %815, 0
  %817 = extractvalue { float, float, float, float } %815, 1
  %818 = extractvalue { float, float, float, float } %815, 2
  %819 = extractvalue { float, float, float, float } %815, 3
  %820 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %781, i32 %782, i32 %783, i32 %784, i32 %767, i32 %768, float %613, float %614, float %615, float %616) #5
  %821 = extractvalue { float, float, float, float } %820, 0
  %822 = extractvalue { float, float, float, float } %820, 1
  %823 = extractvalue { float, float, float, float } %820, 2
  %824 = extractvalue { float, float, float, float } %820, 3
  %825 = getelementptr i8, ptr addrspace(3) %709, i64 4096
  %826 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %825)
  %827 = extractvalue { i32, i32, i32, i32 } %826, 0
  %828 = extractvalue { i32, i32, i32, i32 } %826, 1
  %829 = extractvalue { i32, i32, i32, i32 } %826, 2
  %830 = extractvalue { i32, i32, i32, i32 } %826, 3
  %831 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %827, i32 %828, i32 %829, i32 %830, i32 %717, i32 %718, float %624, float %625, float %626, float %627) #5
  %832 = extractvalue { float, float, float, float } %831, 0
  %833 = extractvalue { float, float, float, float } %831, 1
  %834 = extractvalue { float, float, float, float } %831, 2
  %835 = extractvalue { float, float, float, float } %831, 3
  %836 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %827, i32 %828, i32 %829, i32 %830, i32 %719, i32 %720, float %629, float %630, float %631, float %632) #5
  %837 = extractvalue { float, float, float, float } %836, 0
  %838 = extractvalue { float, float, float, float } %836, 1
  %839 = extractvalue { float, float, float, float } %836, 2
  %840 = extractvalue { float, float, float, float } %836, 3
  %841 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %827, i32 %828, i32 %829, i32 %830, i32 %733, i32 %734, float %634, float %635, float %636, float %637) #5
  %842 = extractvalue { float, float, float, float } %841, 0
  %843 = extractvalue { float, float, float, float } %841, 1
  %844 = extractvalue { float, float, float, float } %841, 2
  %845 = extractvalue { float, float, float, float } %841, 3
  %846 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %827, i32 %828, i32 %829, i32 %830, i32 %735, i32 %736, float %639, float %640, float %641, float %642) #5
  %847 = extractvalue { float, float, float, float } %846, 0
  %848 = extractvalue { float, float, float, float } %846, 1
  %849 = extractvalue { float, float, float, float } %846, 2
  %850 = extractvalue { float, float, float, float } %846, 3
  %851 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %827, i32 %828, i32 %829, i32 %830, i32 %749, i32 %750, float %644, float %645, float %646, float %647) #5
  %852 = extractvalue { float, float, float, float } %851, 0
  %853 = extractvalue { float, float, float, float } %851, 1
  %854 = extractvalue { float, float, float, float } %851, 2
  %855 = extractvalue { float, float, float, float } %851, 3
  %856 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %827, i32 %828, i32 %829, i32 %830, i32 %751, i32 %752, float %649, float %650, float %651, float %652) #5
  %857 = extractvalue { float, float, float, float } %856, 0
  %858 = extractvalue { float, float, float, float } %856, 1
  %859 = extractvalue { float, float, float, float } %856, 2
  %860 = extractvalue { float, float, float, float } %856, 3
  %861 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %827, i32 %828, i32 %829, i32 %830, i32 %765, i32 %766, float %654, float %655, float %656, float %657) #5
  %862 = extractvalue { float, float, float, float } %861, 0
  %863 = extractvalue { float, float, float, float } %861, 1
  %864 = extractvalue { float, float, float, float } %861, 2
  %865 = extractvalue { float, float, float, float } %861, 3
  %866 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %827, i32 %828, i32 %829, i32 %830, i32 %767, i32 %768, float %659, float %660, float %661, float %662) #5
  %867 = extractvalue { float, float, float, float } %866, 0
  %868 = extractvalue { float, float, float, float } %866, 1
  %869 = extractvalue { float, float, float, float } %866, 2
  %870 = extractvalue { float, float, float, float } %866, 3
  %871 = getelementptr bfloat, ptr addrspace(3) %289, i64 %111
  %872 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %871)
  %873 = extractvalue { i32, i32, i32, i32 } %872, 0
  %874 = extractvalue { i32, i32, i32, i32 } %872, 1
  %875 = extractvalue { i32, i32, i32, i32 } %872, 2
  %876 = extractvalue { i32, i32, i32, i32 } %872, 3
  %877 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %873, i32 %874, i32 %875, i32 %876, i32 %717, i32 %718, float %670, float %671, float %672, float %673) #5
  %878 = extractvalue { float, float, float, float } %877, 0
  %879 = extractvalue { float, float, float, float } %877, 1
  %880 = extractvalue { float, float, float, float } %877, 2
  %881 = extractvalue { float, float, float, float } %877, 3
  %882 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %873, i32 %874, i32 %875, i32 %876, i32 %719, i32 %720, float %675, float %676, float %677, float %678) #5
  %883 = extractvalue { float, float, float, float } %882, 0
  %884 = extractvalue { float, float, float, float } %882, 1
  %885 = extractvalue { float, float, float, float } %882, 2
  %886 = extractvalue { float, float, float, float } %882, 3
  %887 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %873, i32 %874, i32 %875, i32 %876, i32 %733, i32 %734, float %680, float %681, float %682, float %683) #5
  %888 = extractvalue { float, float, float, float } %887, 0
  %889 = extractvalue { float, float, float, float } %887, 1
  %890 = extractvalue { float, float, float, float } %887, 2
  %891 = extractvalue { float, float, float, float } %887, 3
  %892 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %873, i32 %874, i32 %875, i32 %876, i32 %735, i32 %736, float %685, float %686, float %687, float %688) #5
  %893 = extractvalue { float, float, float, float } %892, 0
  %894 = extractvalue { float, float, float, float } %892, 1
  %895 = extractvalue { float, float, float, float } %892, 2
  %896 = extractvalue { float, float, float, float } %892, 3
  %897 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %873, i32 %874, i32 %875, i32 %876, i32 %749, i32 %750, float %690, float %691, float %692, float %693) #5
  %898 = extractvalue { float, float, float, float } %897, 0
  %899 = extractvalue { float, float, float, float } %897, 1
  %900 = extractvalue { float, float, float, float } %897, 2
  %901 = extractvalue { float, float, float, float } %897, 3
  %902 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %873, i32 %874, i32 %875, i32 %876, i32 %751, i32 %752, float %695, float %696, float %697, float %698) #5
  %903 = extractvalue { float, float, float, float } %902, 0
  %904 = extractvalue { float, float, float, float } %902, 1
  %905 = extractvalue { float, float, float, float } %902, 2
  %906 = extractvalue { float, float, float, float } %902, 3
  %907 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %873, i32 %874, i32 %875, i32 %876, i32 %765, i32 %766, float %700, float %701, float %702, float %703) #5
  %908 = extractvalue { float, float, float, float } %907, 0
  %909 = extractvalue { float, float, float, float } %907, 1
  %910 = extractvalue { float, float, float, float } %907, 2
  %911 = extractvalue { float, float, float, float } %907, 3
  %912 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %873, i32 %874, i32 %875, i32 %876, i32 %767, i32 %768, float %705, float %706, float %707, float %708) #5
  %913 = extractvalue { float, float, float, float } %912, 0
  %914 = extractvalue { float, float, float, float } %912, 1
  %915 = extractvalue { float, float, float, float } %912, 2
  %916 = extractvalue { float, float, float, float } %912, 3
  %917 = getelementptr bfloat, ptr addrspace(3) %289, i64 %114
  %918 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %917)
  %919 = extractvalue { i32, i32, i32, i32 } %918, 0
  %920 = extractvalue { i32, i32, i32, i32 } %918, 1
  %921 = extractvalue { i32, i32, i32, i32 } %918, 2
  %922 = extractvalue { i32, i32, i32, i32 } %918, 3
  %923 = getelementptr bfloat, ptr addrspace(3) %292, i64 %118
  %924 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %923)
  %925 = extractvalue { i32, i32, i32, i32 } %924, 0
  %926 = extractvalue { i32, i32, i32, i32 } %924, 1
  %927 = extractvalue { i32, i32, i32, i32 } %924, 2
  %928 = extractvalue { i32, i32, i32, i32 } %924, 3
  %929 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %919, i32 %920, i32 %921, i32 %922, i32 %925, i32 %926, float %722, float %723, float %724, float %725) #5
  %930 = extractvalue { float, float, float, float } %929, 0
  %931 = extractvalue { float, float, float, float } %929, 1
  %932 = extractvalue { float, float, float, float } %929, 2
  %933 = extractvalue { float, float, float, float } %929, 3
  %934 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %919, i32 %920, i32 %921, i32 %922, i32 %927, i32 %928, float %727, float %728, float %729, float %730) #5
  %935 = extractvalue { float, float, float, float } %934, 0
  %936 = extractvalue { float, float, float, float } %934, 1
  %937 = extractvalue { float, float, float, float } %934, 2
  %938 = extractvalue { float, float, float, float } %934, 3
  %939 = getelementptr i8, ptr addrspace(3) %923, i64 2048
  %940 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %939)
  %941 = extractvalue { i32, i32, i32, i32 } %940, 0
  %942 = extractvalue { i32, i32, i32, i32 } %940, 1
  %943 = extractvalue { i32, i32, i32, i32 } %940, 2
  %944 = extractvalue { i32, i32, i32, i32 } %940, 3
  %945 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %919, i32 %920, i32 %921, i32 %922, i32 %941, i32 %942, float %738, float %739, float %740, float %741) #5
  %946 = extractvalue { float, float, float, float } %945, 0
  %947 = extractvalue { float, float, float, float } %945, 1
  %948 = extractvalue { float, float, float, float } %945, 2
  %949 = extractvalue { float, float, float, float } %945, 3
  %950 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %919, i32 %920, i32 %921, i32 %922, i32 %943, i32 %944, float %743, float %744, float %745, float %746) #5
  %951 = extractvalue { float, float, float, float } %950, 0
  %952 = extractvalue { float, float, float, float } %950, 1
  %953 = extractvalue { float, float, float, float } %950, 2
  %954 = extractvalue { float, float, float, float } %950, 3
  %955 = getelementptr i8, ptr addrspace(3) %923, i64 4096
  %956 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %955)
  %957 = extractvalue { i32, i32, i32, i32 } %956, 0
  %958 = extractvalue { i32, i32, i32, i32 } %956, 1
  %959 = extractvalue { i32, i32, i32, i32 } %956, 2
  %960 = extractvalue { i32, i32, i32, i32 } %956, 3
  %961 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %919, i32 %920, i32 %921, i32 %922, i32 %957, i32 %958, float %754, float %755, float %756, float %757) #5
  %962 = extractvalue { float, float, float, float } %961, 0
  %963 = extractvalue { float, float, float, float } %961, 1
  %964 = extractvalue { float, float, float, float } %961, 2
  %965 = extractvalue { float, float, float, float } %961, 3
  %966 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %919, i32 %920, i32 %921, i32 %922, i32 %959, i32 %960, float %759, float %760, float %761, float %762) #5
  %967 = extractvalue { float, float, float, float } %966, 0
  %968 = extractvalue { float, float, float, float } %966, 1
  %969 = extractvalue { float, float, float, float } %966, 2
  %970 = extractvalue { float, float, float, float } %966, 3
  %971 = getelementptr i8, ptr addrspace(3) %923, i64 6144
  %972 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %971)
  %973 = extractvalue { i32, i32, i32, i32 } %972, 0
  %974 = extractvalue { i32, i32, i32, i32 } %972, 1
  %975 = extractvalue { i32, i32, i32, i32 } %972, 2
  %976 = extractvalue { i32, i32, i32, i32 } %972, 3
  %977 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %919, i32 %920, i32 %921, i32 %922, i32 %973, i32 %974, float %770, float %771, float %772, float %773) #5
  %978 = extractvalue { float, float, float, float } %977, 0
  %979 = extractvalue { float, float, float, float } %977, 1
  %980 = extractvalue { float, float, float, float } %977, 2
  %981 = extractvalue { float, float, float, float } %977, 3
  %982 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %919, i32 %920, i32 %921, i32 %922, i32 %975, i32 %976, float %775, float %776, float %777, float %778) #5
  %983 = extractvalue { float, float, float, float } %982, 0
  %984 = extractvalue { float, float, float, float } %982, 1
  %985 = extractvalue { float, float, float, float } %982, 2
  %986 = extractvalue { float, float, float, float } %982, 3
  %987 = getelementptr i8, ptr addrspace(3) %917, i64 2048
  %988 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %987)
  %989 = extractvalue { i32, i32, i32, i32 } %988, 0
  %990 = extractvalue { i32, i32, i32, i32 } %988, 1
  %991 = extractvalue { i32, i32, i32, i32 } %988, 2
  %992 = extractvalue { i32, i32, i32, i32 } %988, 3
  %993 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %989, i32 %990, i32 %991, i32 %992, i32 %925, i32 %926, float %786, float %787, float %788, float %789) #5
  %994 = extractvalue { float, float, float, float } %993, 0
  %995 = extractvalue { float, float, float, float } %993, 1
  %996 = extractvalue { float, float, float, float } %993, 2
  %997 = extractvalue { float, float, float, float } %993, 3
  %998 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %989, i32 %990, i32 %991, i32 %992, i32 %927, i32 %928, float %791, float %792, float %793, float %794) #5
  %999 = extractvalue { float, float, float, float } %998, 0
  %1000 = extractvalue { float, float, float, float } %998, 1
  %1001 = extractvalue { float, float, float, float } %998, 2
  %1002 = extractvalue { float, float, float, float } %998, 3
  %1003 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %989, i32 %990, i32 %991, i32 %992, i32 %941, i32 %942, float %796, float %797, float %798, float %799) #5
  %1004 = extractvalue { float, float, float, float } %1003, 0
  %1005 = extractvalue { float, float, float, float } %1003, 1
  %1006 = extractvalue { float, float, float, float } %1003, 2
  %1007 = extractvalue { float, float, float, float } %1003, 3
  %1008 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %989, i32 %990, i32 %991, i32 %992, i32 %943, i32 %944, float %801, float %802, float %803, float %804) #5
  %1009 = extractvalue { float, float, float, float } %1008, 0
  %1010 = extractvalue { float, float, float, float } %1008, 1
  %1011 = extractvalue { float, float, float, float } %1008, 2
  %1012 = extractvalue { float, float, float, float } %1008, 3
  %1013 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %989, i32 %990, i32 %991, i32 %992, i32 %957, i32 %958, float %806, float %807, float %808, float %809) #5
  %1014 = extractvalue { float, float, float, float } %1013, 0
  %1015 = extractvalue { float, float, float, float } %1013, 1
  %1016 = extractvalue { float, float, float, float } %1013, 2
  %1017 = extractvalue { float, float, float, float } %1013, 3
  %1018 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %989, i32 %990, i32 %991, i32 %992, i32 %959, i32 %960, float %811, float %812, float %813, float %814) #5
  %1019 = extractvalue { float, float, float, float } %1018, 0
  %1020 = extractvalue { float, float, float, float } %1018, 1
  %1021 = extractvalue { float, float, float, float } %1018, 2
  %1022 = extractvalue { float, float, float, float } %1018, 3
  %1023 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %989, i32 %990, i32 %991, i32 %992, i32 %973, i32 %974, float %816, float %817, float %818, float %819) #5
  %1024 = extractvalue { float, float, float, float } %1023, 0
  %1025 = extractvalue { float, float, float, float } %1023, 1
  %1026 = extractvalue { float, float, float, float } %1023, 2
  %1027 = extractvalue { float, float, float, float } %1023, 3
  %1028 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %989, i32 %990, i32 %991, i32 %992, i32 %975, i32 %976, float %821, float %822, float %823, float %824) #5
  %1029 = extractvalue { float, float, float, float } %1028, 0
  %1030 = extractvalue { float, float, float, float } %1028, 1
  %1031 = extractvalue { float, float, float, float } %1028, 2
  %1032 = extractvalue { float, float, float, float } %1028, 3
  %1033 = getelementptr i8, ptr addrspace(3) %917, i64 4096
  %1034 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1033)
  %1035 = extractvalue { i32, i32, i32, i32 } %1034, 0
  %1036 = extractvalue { i32, i32, i32, i32 } %1034, 1
  %1037 = extractvalue { i32, i32, i32, i32 } %1034, 2
  %1038 = extractvalue { i32, i32, i32, i32 } %1034, 3
  %1039 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1035, i32 %1036, i32 %1037, i32 %1038, i32 %925, i32 %926, float %832, float %833, float %834, float %835) #5
  %1040 = extractvalue { float, float, float, float } %1039, 0
  %1041 = extractvalue { float, float, float, float } %1039, 1
  %1042 = extractvalue { float, float, float, float } %1039, 2
  %1043 = extractvalue { float, float, float, float } %1039, 3
  %1044 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1035, i32 %1036, i32 %1037, i32 %1038, i32 %927, i32 %928, float %837, float %838, float %839, float %840) #5
  %1045 = extractvalue { float, float, float, float } %1044, 0
  %1046 = extractvalue { float, float, float, float } %1044, 1
  %1047 = extractvalue { float, float, float, float } %1044, 2
  %1048 = extractvalue { float, float, float, float } %1044, 3
  %1049 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1035, i32 %1036, i32 %1037, i32 %1038, i32 %941, i32 %942, float %842, float %843, float %844, float %845) #5
  %1050 = extractvalue { float, float, float, float } %1049, 0
  %1051 = extractvalue { float, float, float, float } %1049, 1
  %1052 = extractvalue { float, float, float, float } %1049, 2
  %1053 = extractvalue { float, float, float, float } %1049, 3
  %1054 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1035, i32 %1036, i32 %1037, i32 %1038, i32 %943, i32 %944, float %847, float %848, float %849, float %850) #5
  %1055 = extractvalue { float, float, float, float } %1054, 0
  %1056 = extractvalue { float, float, float, float } %1054, 1
  %1057 = extractvalue { float, float, float, float } %1054, 2
  %1058 = extractvalue { float, float, float, float } %1054, 3
  %1059 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1035, i32 %1036, i32 %1037, i32 %1038, i32 %957, i32 %958, float %852, float %853, float %854, float %855) #5
  %1060 = extractvalue { float, float, float, float } %1059, 0
  %1061 = extractvalue { float, float, float, float } %1059, 1
  %1062 = extractvalue { float, float, float, float } %1059, 2
  %1063 = extractvalue { float, float, float, float } %1059, 3
  %1064 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1035, i32 %1036, i32 %1037, i32 %1038, i32 %959, i32 %960, float %857, float %858, float %859, float %860) #5
  %1065 = extractvalue { float, float, float, float } %1064, 0
  %1066 = extractvalue { float, float, float, float } %1064, 1
  %1067 = extractvalue { float, float, float, float } %1064, 2
  %1068 = extractvalue { float, float, float, float } %1064, 3
  %1069 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1035, i32 %1036, i32 %1037, i32 %1038, i32 %973, i32 %974, float %862, float %863, float %864, float %865) #5
  %1070 = extractvalue { float, float, float, float } %1069, 0
  %1071 = extractvalue { float, float, float, float } %1069, 1
  %1072 = extractvalue { float, float, float, float } %1069, 2
  %1073 = extractvalue { float, float, float, float } %1069, 3
  %1074 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1035, i32 %1036, i32 %1037, i32 %1038, i32 %975, i32 %976, float %867, float %868, float %869, float %870) #5
  %1075 = extractvalue { float, float, float, float } %1074, 0
  %1076 = extractvalue { float, float, float, float } %1074, 1
  %1077 = extractvalue { float, float, float, float } %1074, 2
  %1078 = extractvalue { float, float, float, float } %1074, 3
  %1079 = getelementptr bfloat, ptr addrspace(3) %289, i64 %121
  %1080 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1079)
  %1081 = extractvalue { i32, i32, i32, i32 } %1080, 0
  %1082 = extractvalue { i32, i32, i32, i32 } %1080, 1
  %1083 = extractvalue { i32, i32, i32, i32 } %1080, 2
  %1084 = extractvalue { i32, i32, i32, i32 } %1080, 3
  %1085 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1081, i32 %1082, i32 %1083, i32 %1084, i32 %925, i32 %926, float %878, float %879, float %880, float %881) #5
  %1086 = extractvalue { float, float, float, float } %1085, 0
  %1087 = extractvalue { float, float, float, float } %1085, 1
  %1088 = extractvalue { float, float, float, float } %1085, 2
  %1089 = extractvalue { float, float, float, float } %1085, 3
  %1090 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1081, i32 %1082, i32 %1083, i32 %1084, i32 %927, i32 %928, float %883, float %884, float %885, float %886) #5
  %1091 = extractvalue { float, float, float, float } %1090, 0
  %1092 = extractvalue { float, float, float, float } %1090, 1
  %1093 = extractvalue { float, float, float, float } %1090, 2
  %1094 = extractvalue { float, float, float, float } %1090, 3
  %1095 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1081, i32 %1082, i32 %1083, i32 %1084, i32 %941, i32 %942, float %888, float %889, float %890, float %891) #5
  %1096 = extractvalue { float, float, float, float } %1095, 0
  %1097 = extractvalue { float, float, float, float } %1095, 1
  %1098 = extractvalue { float, float, float, float } %1095, 2
  %1099 = extractvalue { float, float, float, float } %1095, 3
  %1100 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1081, i32 %1082, i32 %1083, i32 %1084, i32 %943, i32 %944, float %893, float %894, float %895, float %896) #5
  %1101 = extractvalue { float, float, float, float } %1100, 0
  %1102 = extractvalue { float, float, float, float } %1100, 1
  %1103 = extractvalue { float, float, float, float } %1100, 2
  %1104 = extractvalue { float, float, float, float } %1100, 3
  %1105 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1081, i32 %1082, i32 %1083, i32 %1084, i32 %957, i32 %958, float %898, float %899, float %900, float %901) #5
  %1106 = extractvalue { float, float, float, float } %1105, 0
  %1107 = extractvalue { float, float, float, float } %1105, 1
  %1108 = extractvalue { float, float, float, float } %1105, 2
  %1109 = extractvalue { float, float, float, float } %1105, 3
  %1110 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1081, i32 %1082, i32 %1083, i32 %1084, i32 %959, i32 %960, float %903, float %904, float %905, float %906) #5
  %1111 = extractvalue { float, float, float, float } %1110, 0
  %1112 = extractvalue { float, float, float, float } %1110, 1
  %1113 = extractvalue { float, float, float, float } %1110, 2
  %1114 = extractvalue { float, float, float, float } %1110, 3
  %1115 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1081, i32 %1082, i32 %1083, i32 %1084, i32 %973, i32 %974, float %908, float %909, float %910, float %911) #5
  %1116 = extractvalue { float, float, float, float } %1115, 0
  %1117 = extractvalue { float, float, float, float } %1115, 1
  %1118 = extractvalue { float, float, float, float } %1115, 2
  %1119 = extractvalue { float, float, float, float } %1115, 3
  %1120 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1081, i32 %1082, i32 %1083, i32 %1084, i32 %975, i32 %976, float %913, float %914, float %915, float %916) #5
  %1121 = extractvalue { float, float, float, float } %1120, 0
  %1122 = extractvalue { float, float, float, float } %1120, 1
  %1123 = extractvalue { float, float, float, float } %1120, 2
  %1124 = extractvalue { float, float, float, float } %1120, 3
  %1125 = add nuw nsw i64 %264, 1
  %exitcond.not = icmp eq i64 %1125, %24
  br i1 %exitcond.not, label %._crit_edge.loopexit, label %.lr.ph260

._crit_edge.loopexit:                             ; preds = %286
  %1126 = bitcast float %930 to i32
  %1127 = bitcast float %931 to i32
  %1128 = bitcast float %932 to i32
  %1129 = bitcast float %933 to i32
  %1130 = bitcast float %935 to i32
  %1131 = bitcast float %936 to i32
  %1132 = bitcast float %937 to i32
  %1133 = bitcast float %938 to i32
  %1134 = bitcast float %946 to i32
  %1135 = bitcast float %947 to i32
  %1136 = bitcast float %948 to i32
  %1137 = bitcast float %949 to i32
  %1138 = bitcast float %951 to i32
  %1139 = bitcast float %952 to i32
  %1140 = bitcast float %953 to i32
  %1141 = bitcast float %954 to i32
  %1142 = bitcast float %962 to i32
  %1143 = bitcast float %963 to i32
  %1144 = bitcast float %964 to i32
  %1145 = bitcast float %965 to i32
  %1146 = bitcast float %967 to i32
  %1147 = bitcast float %968 to i32
  %1148 = bitcast float %969 to i32
  %1149 = bitcast float %970 to i32
  %1150 = bitcast float %978 to i32
  %1151 = bitcast float %979 to i32
  %1152 = bitcast float %980 to i32
  %1153 = bitcast float %981 to i32
  %1154 = bitcast float %983 to i32
  %1155 = bitcast float %984 to i32
  %1156 = bitcast float %985 to i32
  %1157 = bitcast float %986 to i32
  %1158 = bitcast float %994 to i32
  %1159 = bitcast float %995 to i32
  %1160 = bitcast float %996 to i32
  %1161 = bitcast float %997 to i32
  %1162 = bitcast float %999 to i32
  %1163 = bitcast float %1000 to i32
  %1164 = bitcast float %1001 to i32
  %1165 = bitcast float %1002 to i32
  %1166 = bitcast float %1004 to i32
  %1167 = bitcast float %1005 to i32
  %1168 = bitcast float %1006 to i32
  %1169 = bitcast float %1007 to i32
  %1170 = bitcast float %1009 to i32
  %1171 = bitcast float %1010 to i32
  %1172 = bitcast float %1011 to i32
  %1173 = bitcast float %1012 to i32
  %1174 = bitcast float %1014 to i32
  %1175 = bitcast float %1015 to i32
  %1176 = bitcast float %1016 to i32
  %1177 = bitcast float %1017 to i32
  %1178 = bitcast float %1019 to i32
  %1179 = bitcast float %1020 to i32
  %1180 = bitcast float %1021 to i32
  %1181 = bitcast float %1022 to i32
  %1182 = bitcast float %1024 to i32
  %1183 = bitcast float %1025 to i32
  %1184 = bitcast float %1026 to i32
  %1185 = bitcast float %1027 to i32
  %1186 = bitcast float %1029 to i32
  %1187 = bitcast float %1030 to i32
  %1188 = bitcast float %1031 to i32
  %1189 = bitcast float %1032 to i32
  %1190 = bitcast float %1040 to i32
  %1191 = bitcast float %1041 to i32
  %1192 = bitcast float %1042 to i32
  %1193 = bitcast float %1043 to i32
  %1194 = bitcast float %1045 to i32
  %1195 = bitcast float %1046 to i32
  %1196 = bitcast float %1047 to i32
  %1197 = bitcast float %1048 to i32
  %1198 = bitcast float %1050 to i32
  %1199 = bitcast float %1051 to i32
  %1200 = bitcast float %1052 to i32
  %1201 = bitcast float %1053 to i32
  %1202 = bitcast float %1055 to i32
  %1203 = bitcast float %1056 to i32
  %1204 = bitcast float %1057 to i32
  %1205 = bitcast float %1058 to i32
  %1206 = bitcast float %1060 to i32
  %1207 = bitcast float %1061 to i32
  %1208 = bitcast float %1062 to i32
  %1209 = bitcast float %1063 to i32
  %1210 = bitcast float %1065 to i32
  %1211 = bitcast float %1066 to i32
  %1212 = bitcast float %1067 to i32
  %1213 = bitcast float %1068 to i32
  %1214 = bitcast float %1070 to i32
  %1215 = bitcast float %1071 to i32
  %1216 = bitcast float %1072 to i32
  %1217 = bitcast float %1073 to i32
  %1218 = bitcast float %1075 to i32
  %1219 = bitcast float %1076 to i32
  %1220 = bitcast float %1077 to i32
  %1221 = bitcast float %1078 to i32
  %1222 = bitcast float %1086 to i32
  %1223 = bitcast float %1087 to i32
  %1224 = bitcast float %1088 to i32
  %1225 = bitcast float %1089 to i32
  %1226 = bitcast float %1091 to i32
  %1227 = bitcast float %1092 to i32
  %1228 = bitcast float %1093 to i32
  %1229 = bitcast float %1094 to i32
  %1230 = bitcast float %1096 to i32
  %1231 = bitcast float %1097 to i32
  %1232 = bitcast float %1098 to i32
  %1233 = bitcast float %1099 to i32
  %1234 = bitcast float %1101 to i32
  %1235 = bitcast float %1102 to i32
  %1236 = bitcast float %1103 to i32
  %1237 = bitcast float %1104 to i32
  %1238 = bitcast float %1106 to i32
  %1239 = bitcast float %1107 to i32
  %1240 = bitcast float %1108 to i32
  %1241 = bitcast float %1109 to i32
  %1242 = bitcast float %1111 to i32
  %1243 = bitcast float %1112 to i32
  %1244 = bitcast float %1113 to i32
  %1245 = bitcast float %1114 to i32
  %1246 = bitcast float %1116 to i32
  %1247 = bitcast float %1117 to i32
  %1248 = bitcast float %1118 to i32
  %1249 = bitcast float %1119 to i32
  %1250 = bitcast float %1121 to i32
  %1251 = bitcast float %1122 to i32
  %1252 = bitcast float %1123 to i32
  %1253 = bitcast float %1124 to i32
  br label %._crit_edge

._crit_edge:                                      ; preds = %._crit_edge.loopexit, %.loopexit
  %.lcssa259 = phi i32 [ 0, %.loopexit ], [ %1126, %._crit_edge.loopexit ]
  %.lcssa258 = phi i32 [ 0, %.loopexit ], [ %1127, %._crit_edge.loopexit ]
  %.lcssa257 = phi i32 [ 0, %.loopexit ], [ %1128, %._crit_edge.loopexit ]
  %.lcssa256 = phi i32 [ 0, %.loopexit ], [ %1129, %._crit_edge.loopexit ]
  %.lcssa255 = phi i32 [ 0, %.loopexit ], [ %1130, %._crit_edge.loopexit ]
  %.lcssa254 = phi i32 [ 0, %.loopexit ], [ %1131, %._crit_edge.loopexit ]
  %.lcssa253 = phi i32 [ 0, %.loopexit ], [ %1132, %._crit_edge.loopexit ]
  %.lcssa252 = phi i32 [ 0, %.loopexit ], [ %1133, %._crit_edge.loopexit ]
  %.lcssa251 = phi i32 [ 0, %.loopexit ], [ %1134, %._crit_edge.loopexit ]
  %.lcssa250 = phi i32 [ 0, %.loopexit ], [ %1135, %._crit_edge.loopexit ]
  %.lcssa249 = phi i32 [ 0, %.loopexit ], [ %1136, %._crit_edge.loopexit ]
  %.lcssa248 = phi i32 [ 0, %.loopexit ], [ %1137, %._crit_edge.loopexit ]
  %.lcssa247 = phi i32 [ 0, %.loopexit ], [ %1138, %._crit_edge.loopexit ]
  %.lcssa246 = phi i32 [ 0, %.loopexit ], [ %1139, %._crit_edge.loopexit ]
  %.lcssa245 = phi i32 [ 0, %.loopexit ], [ %1140, %._crit_edge.loopexit ]
  %.lcssa244 = phi i32 [ 0, %.loopexit ], [ %1141, %._crit_edge.loopexit ]
  %.lcssa243 = phi i32 [ 0, %.loopexit ], [ %1142, %._crit_edge.loopexit ]
  %.lcssa242 = phi i32 [ 0, %.loopexit ], [ %1143, %._crit_edge.loopexit ]
  %.lcssa241 = phi i32 [ 0, %.loopexit ], [ %1144, %._crit_edge.loopexit ]
  %.lcssa240 = phi i32 [ 0, %.loopexit ], [ %1145, %._crit_edge.loopexit ]
  %.lcssa239 = phi i32 [ 0, %.loopexit ], [ %1146, %._crit_edge.loopexit ]
  %.lcssa238 = phi i32 [ 0, %.loopexit ], [ %1147, %._crit_edge.loopexit ]
  %.lcssa237 = phi i32 [ 0, %.loopexit ], [ %1148, %._crit_edge.loopexit ]
  %.lcssa236 = phi i32 [ 0, %.loopexit ], [ %1149, %._crit_edge.loopexit ]
  %.lcssa235 = phi i32 [ 0, %.loopexit ], [ %1150, %._crit_edge.loopexit ]
  %.lcssa234 = phi i32 [ 0, %.loopexit ], [ %1151, %._crit_edge.loopexit ]
  %.lcssa233 = phi i32 [ 0, %.loopexit ], [ %1152, %._crit_edge.loopexit ]
  %.lcssa232 = phi i32 [ 0, %.loopexit ], [ %1153, %._crit_edge.loopexit ]
  %.lcssa231 = phi i32 [ 0, %.loopexit ], [ %1154, %._crit_edge.loopexit ]
  %.lcssa230 = phi i32 [ 0, %.loopexit ], [ %1155, %._crit_edge.loopexit ]
  %.lcssa229 = phi i32 [ 0, %.loopexit ], [ %1156, %._crit_edge.loopexit ]
  %.lcssa228 = phi i32 [ 0, %.loopexit ], [ %1157, %._crit_edge.loopexit ]
  %.lcssa227 = phi i32 [ 0, %.loopexit ], [ %1158, %._crit_edge.loopexit ]
  %.lcssa226 = phi i32 [ 0, %.loopexit ], [ %1159, %._crit_edge.loopexit ]
  %.lcssa225 = phi i32 [ 0, %.loopexit ], [ %1160, %._crit_edge.loopexit ]
  %.lcssa224 = phi i32 [ 0, %.loopexit ], [ %1161, %._crit_edge.loopexit ]
  %.lcssa223 = phi i32 [ 0, %.loopexit ], [ %1162, %._crit_edge.loopexit ]
  %.lcssa222 = phi i32 [ 0, %.loopexit ], [ %1163, %._crit_edge.loopexit ]
  %.lcssa221 = phi i32 [ 0, %.loopexit ], [ %1164, %._crit_edge.loopexit ]
  %.lcssa220 = phi i32 [ 0, %.loopexit ], [ %1165, %._crit_edge.loopexit ]
  %.lcssa219 = phi i32 [ 0, %.loopexit ], [ %1166, %._crit_edge.loopexit ]
  %.lcssa218 = phi i32 [ 0, %.loopexit ], [ %1167, %._crit_edge.loopexit ]
  %.lcssa217 = phi i32 [ 0, %.loopexit ], [ %1168, %._crit_edge.loopexit ]
  %.lcssa216 = phi i32 [ 0, %.loopexit ], [ %1169, %._crit_edge.loopexit ]
  %.lcssa215 = phi i32 [ 0, %.loopexit ], [ %1170, %._crit_edge.loopexit ]
  %.lcssa214 = phi i32 [ 0, %.loopexit ], [ %1171, %._crit_edge.loopexit ]
  %.lcssa213 = phi i32 [ 0, %.loopexit ], [ %1172, %._crit_edge.loopexit ]
  %.lcssa212 = phi i32 [ 0, %.loopexit ], [ %1173, %._crit_edge.loopexit ]
  %.lcssa211 = phi i32 [ 0, %.loopexit ], [ %1174, %._crit_edge.loopexit ]
  %.lcssa210 = phi i32 [ 0, %.loopexit ], [ %1175, %._crit_edge.loopexit ]
  %.lcssa209 = phi i32 [ 0, %.loopexit ], [ %1176, %._crit_edge.loopexit ]
  %.lcssa208 = phi i32 [ 0, %.loopexit ], [ %1177, %._crit_edge.loopexit ]
  %.lcssa207 = phi i32 [ 0, %.loopexit ], [ %1178, %._crit_edge.loopexit ]
  %.lcssa206 = phi i32 [ 0, %.loopexit ], [ %1179, %._crit_edge.loopexit ]
  %.lcssa205 = phi i32 [ 0, %.loopexit ], [ %1180, %._crit_edge.loopexit ]
  %.lcssa204 = phi i32 [ 0, %.loopexit ], [ %1181, %._crit_edge.loopexit ]
  %.lcssa203 = phi i32 [ 0, %.loopexit ], [ %1182, %._crit_edge.loopexit ]
  %.lcssa202 = phi i32 [ 0, %.loopexit ], [ %1183, %._crit_edge.loopexit ]
  %.lcssa201 = phi i32 [ 0, %.loopexit ], [ %1184, %._crit_edge.loopexit ]
  %.lcssa200 = phi i32 [ 0, %.loopexit ], [ %1185, %._crit_edge.loopexit ]
  %.lcssa199 = phi i32 [ 0, %.loopexit ], [ %1186, %._crit_edge.loopexit ]
  %.lcssa198 = phi i32 [ 0, %.loopexit ], [ %1187, %._crit_edge.loopexit ]
  %.lcssa197 = phi i32 [ 0, %.loopexit ], [ %1188, %._crit_edge.loopexit ]
  %.lcssa196 = phi i32 [ 0, %.loopexit ], [ %1189, %._crit_edge.loopexit ]
  %.lcssa195 = phi i32 [ 0, %.loopexit ], [ %1190, %._crit_edge.loopexit ]
  %.lcssa194 = phi i32 [ 0, %.loopexit ], [ %1191, %._crit_edge.loopexit ]
  %.lcssa193 = phi i32 [ 0, %.loopexit ], [ %1192, %._crit_edge.loopexit ]
  %.lcssa192 = phi i32 [ 0, %.loopexit ], [ %1193, %._crit_edge.loopexit ]
  %.lcssa191 = phi i32 [ 0, %.loopexit ], [ %1194, %._crit_edge.loopexit ]
  %.lcssa190 = phi i32 [ 0, %.loopexit ], [ %1195, %._crit_edge.loopexit ]
  %.lcssa189 = phi i32 [ 0, %.loopexit ], [ %1196, %._crit_edge.loopexit ]
  %.lcssa188 = phi i32 [ 0, %.loopexit ], [ %1197, %._crit_edge.loopexit ]
  %.lcssa187 = phi i32 [ 0, %.loopexit ], [ %1198, %._crit_edge.loopexit ]
  %.lcssa186 = phi i32 [ 0, %.loopexit ], [ %1199, %._crit_edge.loopexit ]
  %.lcssa185 = phi i32 [ 0, %.loopexit ], [ %1200, %._crit_edge.loopexit ]
  %.lcssa184 = phi i32 [ 0, %.loopexit ], [ %1201, %._crit_edge.loopexit ]
  %.lcssa183 = phi i32 [ 0, %.loopexit ], [ %1202, %._crit_edge.loopexit ]
  %.lcssa182 = phi i32 [ 0, %.loopexit ], [ %1203, %._crit_edge.loopexit ]
  %.lcssa181 = phi i32 [ 0, %.loopexit ], [ %1204, %._crit_edge.loopexit ]
  %.lcssa180 = phi i32 [ 0, %.loopexit ], [ %1205, %._crit_edge.loopexit ]
  %.lcssa179 = phi i32 [ 0, %.loopexit ], [ %1206, %._crit_edge.loopexit ]
  %.lcssa178 = phi i32 [ 0, %.loopexit ], [ %1207, %._crit_edge.loopexit ]
  %.lcssa177 = phi i32 [ 0, %.loopexit ], [ %1208, %._crit_edge.loopexit ]
  %.lcssa176 = phi i32 [ 0, %.loopexit ], [ %1209, %._crit_edge.loopexit ]
  %.lcssa175 = phi i32 [ 0, %.loopexit ], [ %1210, %._crit_edge.loopexit ]
  %.lcssa174 = phi i32 [ 0, %.loopexit ], [ %1211, %._crit_edge.loopexit ]
  %.lcssa173 = phi i32 [ 0, %.loopexit ], [ %1212, %._crit_edge.loopexit ]
  %.lcssa172 = phi i32 [ 0, %.loopexit ], [ %1213, %._crit_edge.loopexit ]
  %.lcssa171 = phi i32 [ 0, %.loopexit ], [ %1214, %._crit_edge.loopexit ]
  %.lcssa170 = phi i32 [ 0, %.loopexit ], [ %1215, %._crit_edge.loopexit ]
  %.lcssa169 = phi i32 [ 0, %.loopexit ], [ %1216, %._crit_edge.loopexit ]
  %.lcssa168 = phi i32 [ 0, %.loopexit ], [ %1217, %._crit_edge.loopexit ]
  %.lcssa167 = phi i32 [ 0, %.loopexit ], [ %1218, %._crit_edge.loopexit ]
  %.lcssa166 = phi i32 [ 0, %.loopexit ], [ %1219, %._crit_edge.loopexit ]
  %.lcssa165 = phi i32 [ 0, %.loopexit ], [ %1220, %._crit_edge.loopexit ]
  %.lcssa164 = phi i32 [ 0, %.loopexit ], [ %1221, %._crit_edge.loopexit ]
  %.lcssa163 = phi i32 [ 0, %.loopexit ], [ %1222, %._crit_edge.loopexit ]
  %.lcssa162 = phi i32 [ 0, %.loopexit ], [ %1223, %._crit_edge.loopexit ]
  %.lcssa161 = phi i32 [ 0, %.loopexit ], [ %1224, %._crit_edge.loopexit ]
  %.lcssa160 = phi i32 [ 0, %.loopexit ], [ %1225, %._crit_edge.loopexit ]
  %.lcssa159 = phi i32 [ 0, %.loopexit ], [ %1226, %._crit_edge.loopexit ]
  %.lcssa158 = phi i32 [ 0, %.loopexit ], [ %1227, %._crit_edge.loopexit ]
  %.lcssa157 = phi i32 [ 0, %.loopexit ], [ %1228, %._crit_edge.loopexit ]
  %.lcssa156 = phi i32 [ 0, %.loopexit ], [ %1229, %._crit_edge.loopexit ]
  %.lcssa155 = phi i32 [ 0, %.loopexit ], [ %1230, %._crit_edge.loopexit ]
  %.lcssa154 = phi i32 [ 0, %.loopexit ], [ %1231, %._crit_edge.loopexit ]
  %.lcssa153 = phi i32 [ 0, %.loopexit ], [ %1232, %._crit_edge.loopexit ]
  %.lcssa152 = phi i32 [ 0, %.loopexit ], [ %1233, %._crit_edge.loopexit ]
  %.lcssa151 = phi i32 [ 0, %.loopexit ], [ %1234, %._crit_edge.loopexit ]
  %.lcssa150 = phi i32 [ 0, %.loopexit ], [ %1235, %._crit_edge.loopexit ]
  %.lcssa149 = phi i32 [ 0, %.loopexit ], [ %1236, %._crit_edge.loopexit ]
  %.lcssa148 = phi i32 [ 0, %.loopexit ], [ %1237, %._crit_edge.loopexit ]
  %.lcssa147 = phi i32 [ 0, %.loopexit ], [ %1238, %._crit_edge.loopexit ]
  %.lcssa146 = phi i32 [ 0, %.loopexit ], [ %1239, %._crit_edge.loopexit ]
  %.lcssa145 = phi i32 [ 0, %.loopexit ], [ %1240, %._crit_edge.loopexit ]
  %.lcssa144 = phi i32 [ 0, %.loopexit ], [ %1241, %._crit_edge.loopexit ]
  %.lcssa143 = phi i32 [ 0, %.loopexit ], [ %1242, %._crit_edge.loopexit ]
  %.lcssa142 = phi i32 [ 0, %.loopexit ], [ %1243, %._crit_edge.loopexit ]
  %.lcssa141 = phi i32 [ 0, %.loopexit ], [ %1244, %._crit_edge.loopexit ]
  %.lcssa140 = phi i32 [ 0, %.loopexit ], [ %1245, %._crit_edge.loopexit ]
  %.lcssa139 = phi i32 [ 0, %.loopexit ], [ %1246, %._crit_edge.loopexit ]
  %.lcssa138 = phi i32 [ 0, %.loopexit ], [ %1247, %._crit_edge.loopexit ]
  %.lcssa137 = phi i32 [ 0, %.loopexit ], [ %1248, %._crit_edge.loopexit ]
  %.lcssa136 = phi i32 [ 0, %.loopexit ], [ %1249, %._crit_edge.loopexit ]
  %.lcssa135 = phi i32 [ 0, %.loopexit ], [ %1250, %._crit_edge.loopexit ]
  %.lcssa134 = phi i32 [ 0, %.loopexit ], [ %1251, %._crit_edge.loopexit ]
  %.lcssa133 = phi i32 [ 0, %.loopexit ], [ %1252, %._crit_edge.loopexit ]
  %.lcssa132 = phi i32 [ 0, %.loopexit ], [ %1253, %._crit_edge.loopexit ]
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %20, label %1254, label %1255

1254:                                             ; preds = %._crit_edge
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem to i32), i32 98304)) #5
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem to i32), i32 98312)) #5
  br label %1255

1255:                                             ; preds = %1254, %._crit_edge
  %1256 = or disjoint i32 %47, %132
  %1257 = mul i32 %1256, %4
  %1258 = or disjoint i32 %49, %133
  %1259 = add i32 %1257, %1258
  %1260 = sext i32 %1259 to i64
  %1261 = getelementptr float, ptr addrspace(1) %2, i64 %1260
  %1262 = icmp slt i32 %1256, %3
  %1263 = icmp slt i32 %1258, %4
  %1264 = and i1 %1262, %1263
  %1265 = or disjoint i32 %51, %133
  %1266 = icmp slt i32 %1265, %4
  %1267 = ptrtoint ptr addrspace(1) %1261 to i64
  %1268 = and i64 %1267, 7
  %1269 = icmp eq i64 %1268, 0
  %1270 = and i1 %1264, %1269
  %1271 = and i1 %1266, %1270
  %1272 = xor i1 %1264, %1271
  %1273 = xor i1 %1262, %1270
  %1274 = and i1 %1266, %1273
  %1275 = zext i1 %1271 to i32
  %1276 = zext i1 %1272 to i32
  %1277 = zext i1 %1274 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1275, i32 %.lcssa259, i32 %.lcssa258, ptr addrspace(1) %1261, i32 %1276, i32 %1277) #5
  %1278 = or disjoint i32 %53, %132
  %1279 = mul i32 %1278, %4
  %1280 = add i32 %1279, %1258
  %1281 = sext i32 %1280 to i64
  %1282 = getelementptr float, ptr addrspace(1) %2, i64 %1281
  %1283 = icmp slt i32 %1278, %3
  %1284 = and i1 %1283, %1263
  %1285 = ptrtoint ptr addrspace(1) %1282 to i64
  %1286 = and i64 %1285, 7
  %1287 = icmp eq i64 %1286, 0
  %1288 = and i1 %1284, %1287
  %1289 = and i1 %1266, %1288
  %1290 = xor i1 %1284, %1289
  %1291 = xor i1 %1283, %1288
  %1292 = and i1 %1266, %1291
  %1293 = zext i1 %1289 to i32
  %1294 = zext i1 %1290 to i32
  %1295 = zext i1 %1292 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1293, i32 %.lcssa257, i32 %.lcssa256, ptr addrspace(1) %1282, i32 %1294, i32 %1295) #5
  %1296 = or disjoint i32 %55, %133
  %1297 = add i32 %1257, %1296
  %1298 = sext i32 %1297 to i64
  %1299 = getelementptr float, ptr addrspace(1) %2, i64 %1298
  %1300 = icmp slt i32 %1296, %4
  %1301 = and i1 %1262, %1300
  %1302 = or disjoint i32 %56, %133
  %1303 = icmp slt i32 %1302, %4
  %1304 = ptrtoint ptr addrspace(1) %1299 to i64
  %1305 = and i64 %1304, 7
  %1306 = icmp eq i64 %1305, 0
  %1307 = and i1 %1301, %1306
  %1308 = and i1 %1303, %1307
  %1309 = xor i1 %1301, %1308
  %1310 = xor i1 %1262, %1307
  %1311 = and i1 %1303, %1310
  %1312 = zext i1 %1308 to i32
  %1313 = zext i1 %1309 to i32
  %1314 = zext i1 %1311 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1312, i32 %.lcssa255, i32 %.lcssa254, ptr addrspace(1) %1299, i32 %1313, i32 %1314) #5
  %1315 = add i32 %1279, %1296
  %1316 = sext i32 %1315 to i64
  %1317 = getelementptr float, ptr addrspace(1) %2, i64 %1316
  %1318 = and i1 %1283, %1300
  %1319 = ptrtoint ptr addrspace(1) %1317 to i64
  %1320 = and i64 %1319, 7
  %1321 = icmp eq i64 %1320, 0
  %1322 = and i1 %1318, %1321
  %1323 = and i1 %1303, %1322
  %1324 = xor i1 %1318, %1323
  %1325 = xor i1 %1283, %1322
  %1326 = and i1 %1303, %1325
  %1327 = zext i1 %1323 to i32
  %1328 = zext i1 %1324 to i32
  %1329 = zext i1 %1326 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1327, i32 %.lcssa253, i32 %.lcssa252, ptr addrspace(1) %1317, i32 %1328, i32 %1329) #5
  %1330 = or disjoint i32 %58, %133
  %1331 = add i32 %1257, %1330
  %1332 = sext i32 %1331 to i64
  %1333 = getelementptr float, ptr addrspace(1) %2, i64 %1332
  %1334 = icmp slt i32 %1330, %4
  %1335 = and i1 %1262, %1334
  %1336 = or disjoint i32 %59, %133
  %1337 = icmp slt i32 %1336, %4
  %1338 = ptrtoint ptr addrspace(1) %1333 to i64
  %1339 = and i64 %1338, 7
  %1340 = icmp eq i64 %1339, 0
  %1341 = and i1 %1335, %1340
  %1342 = and i1 %1337, %1341
  %1343 = xor i1 %1335, %1342
  %1344 = xor i1 %1262, %1341
  %1345 = and i1 %1337, %1344
  %1346 = zext i1 %1342 to i32
  %1347 = zext i1 %1343 to i32
  %1348 = zext i1 %1345 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1346, i32 %.lcssa251, i32 %.lcssa250, ptr addrspace(1) %1333, i32 %1347, i32 %1348) #5
  %1349 = add i32 %1279, %1330
  %1350 = sext i32 %1349 to i64
  %1351 = getelementptr float, ptr addrspace(1) %2, i64 %1350
  %1352 = and i1 %1283, %1334
  %1353 = ptrtoint ptr addrspace(1) %1351 to i64
  %1354 = and i64 %1353, 7
  %1355 = icmp eq i64 %1354, 0
  %1356 = and i1 %1352, %1355
  %1357 = and i1 %1337, %1356
  %1358 = xor i1 %1352, %1357
  %1359 = xor i1 %1283, %1356
  %1360 = and i1 %1337, %1359
  %1361 = zext i1 %1357 to i32
  %1362 = zext i1 %1358 to i32
  %1363 = zext i1 %1360 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1361, i32 %.lcssa249, i32 %.lcssa248, ptr addrspace(1) %1351, i32 %1362, i32 %1363) #5
  %1364 = or disjoint i32 %61, %133
  %1365 = add i32 %1257, %1364
  %1366 = sext i32 %1365 to i64
  %1367 = getelementptr float, ptr addrspace(1) %2, i64 %1366
  %1368 = icmp slt i32 %1364, %4
  %1369 = and i1 %1262, %1368
  %1370 = or disjoint i32 %62, %133
  %1371 = icmp slt i32 %1370, %4
  %1372 = ptrtoint ptr addrspace(1) %1367 to i64
  %1373 = and i64 %1372, 7
  %1374 = icmp eq i64 %1373, 0
  %1375 = and i1 %1369, %1374
  %1376 = and i1 %1371, %1375
  %1377 = xor i1 %1369, %1376
  %1378 = xor i1 %1262, %1375
  %1379 = and i1 %1371, %1378
  %1380 = zext i1 %1376 to i32
  %1381 = zext i1 %1377 to i32
  %1382 = zext i1 %1379 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1380, i32 %.lcssa247, i32 %.lcssa246, ptr addrspace(1) %1367, i32 %1381, i32 %1382) #5
  %1383 = add i32 %1279, %1364
  %1384 = sext i32 %1383 to i64
  %1385 = getelementptr float, ptr addrspace(1) %2, i64 %1384
  %1386 = and i1 %1283, %1368
  %1387 = ptrtoint ptr addrspace(1) %1385 to i64
  %1388 = and i64 %1387, 7
  %1389 = icmp eq i64 %1388, 0
  %1390 = and i1 %1386, %1389
  %1391 = and i1 %1371, %1390
  %1392 = xor i1 %1386, %1391
  %1393 = xor i1 %1283, %1390
  %1394 = and i1 %1371, %1393
  %1395 = zext i1 %1391 to i32
  %1396 = zext i1 %1392 to i32
  %1397 = zext i1 %1394 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1395, i32 %.lcssa245, i32 %.lcssa244, ptr addrspace(1) %1385, i32 %1396, i32 %1397) #5
  %1398 = or disjoint i32 %64, %133
  %1399 = add i32 %1257, %1398
  %1400 = sext i32 %1399 to i64
  %1401 = getelementptr float, ptr addrspace(1) %2, i64 %1400
  %1402 = icmp slt i32 %1398, %4
  %1403 = and i1 %1262, %1402
  %1404 = or disjoint i32 %65, %133
  %1405 = icmp slt i32 %1404, %4
  %1406 = ptrtoint ptr addrspace(1) %1401 to i64
  %1407 = and i64 %1406, 7
  %1408 = icmp eq i64 %1407, 0
  %1409 = and i1 %1403, %1408
  %1410 = and i1 %1405, %1409
  %1411 = xor i1 %1403, %1410
  %1412 = xor i1 %1262, %1409
  %1413 = and i1 %1405, %1412
  %1414 = zext i1 %1410 to i32
  %1415 = zext i1 %1411 to i32
  %1416 = zext i1 %1413 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1414, i32 %.lcssa243, i32 %.lcssa242, ptr addrspace(1) %1401, i32 %1415, i32 %1416) #5
  %1417 = add i32 %1279, %1398
  %1418 = sext i32 %1417 to i64
  %1419 = getelementptr float, ptr addrspace(1) %2, i64 %1418
  %1420 = and i1 %1283, %1402
  %1421 = ptrtoint ptr addrspace(1) %1419 to i64
  %1422 = and i64 %1421, 7
  %1423 = icmp eq i64 %1422, 0
  %1424 = and i1 %1420, %1423
  %1425 = and i1 %1405, %1424
  %1426 = xor i1 %1420, %1425
  %1427 = xor i1 %1283, %1424
  %1428 = and i1 %1405, %1427
  %1429 = zext i1 %1425 to i32
  %1430 = zext i1 %1426 to i32
  %1431 = zext i1 %1428 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1429, i32 %.lcssa241, i32 %.lcssa240, ptr addrspace(1) %1419, i32 %1430, i32 %1431) #5
  %1432 = or disjoint i32 %67, %133
  %1433 = add i32 %1257, %1432
  %1434 = sext i32 %1433 to i64
  %1435 = getelementptr float, ptr addrspace(1) %2, i64 %1434
  %1436 = icmp slt i32 %1432, %4
  %1437 = and i1 %1262, %1436
  %1438 = or disjoint i32 %68, %133
  %1439 = icmp slt i32 %1438, %4
  %1440 = ptrtoint ptr addrspace(1) %1435 to i64
  %1441 = and i64 %1440, 7
  %1442 = icmp eq i64 %1441, 0
  %1443 = and i1 %1437, %1442
  %1444 = and i1 %1439, %1443
  %1445 = xor i1 %1437, %1444
  %1446 = xor i1 %1262, %1443
  %1447 = and i1 %1439, %1446
  %1448 = zext i1 %1444 to i32
  %1449 = zext i1 %1445 to i32
  %1450 = zext i1 %1447 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1448, i32 %.lcssa239, i32 %.lcssa238, ptr addrspace(1) %1435, i32 %1449, i32 %1450) #5
  %1451 = add i32 %1279, %1432
  %1452 = sext i32 %1451 to i64
  %1453 = getelementptr float, ptr addrspace(1) %2, i64 %1452
  %1454 = and i1 %1283, %1436
  %1455 = ptrtoint ptr addrspace(1) %1453 to i64
  %1456 = and i64 %1455, 7
  %1457 = icmp eq i64 %1456, 0
  %1458 = and i1 %1454, %1457
  %1459 = and i1 %1439, %1458
  %1460 = xor i1 %1454, %1459
  %1461 = xor i1 %1283, %1458
  %1462 = and i1 %1439, %1461
  %1463 = zext i1 %1459 to i32
  %1464 = zext i1 %1460 to i32
  %1465 = zext i1 %1462 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1463, i32 %.lcssa237, i32 %.lcssa236, ptr addrspace(1) %1453, i32 %1464, i32 %1465) #5
  %1466 = or disjoint i32 %70, %133
  %1467 = add i32 %1257, %1466
  %1468 = sext i32 %1467 to i64
  %1469 = getelementptr float, ptr addrspace(1) %2, i64 %1468
  %1470 = icmp slt i32 %1466, %4
  %1471 = and i1 %1262, %1470
  %1472 = or disjoint i32 %71, %133
  %1473 = icmp slt i32 %1472, %4
  %1474 = ptrtoint ptr addrspace(1) %1469 to i64
  %1475 = and i64 %1474, 7
  %1476 = icmp eq i64 %1475, 0
  %1477 = and i1 %1471, %1476
  %1478 = and i1 %1473, %1477
  %1479 = xor i1 %1471, %1478
  %1480 = xor i1 %1262, %1477
  %1481 = and i1 %1473, %1480
  %1482 = zext i1 %1478 to i32
  %1483 = zext i1 %1479 to i32
  %1484 = zext i1 %1481 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1482, i32 %.lcssa235, i32 %.lcssa234, ptr addrspace(1) %1469, i32 %1483, i32 %1484) #5
  %1485 = add i32 %1279, %1466
  %1486 = sext i32 %1485 to i64
  %1487 = getelementptr float, ptr addrspace(1) %2, i64 %1486
  %1488 = and i1 %1283, %1470
  %1489 = ptrtoint ptr addrspace(1) %1487 to i64
  %1490 = and i64 %1489, 7
  %1491 = icmp eq i64 %1490, 0
  %1492 = and i1 %1488, %1491
  %1493 = and i1 %1473, %1492
  %1494 = xor i1 %1488, %1493
  %1495 = xor i1 %1283, %1492
  %1496 = and i1 %1473, %1495
  %1497 = zext i1 %1493 to i32
  %1498 = zext i1 %1494 to i32
  %1499 = zext i1 %1496 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1497, i32 %.lcssa233, i32 %.lcssa232, ptr addrspace(1) %1487, i32 %1498, i32 %1499) #5
  %1500 = or disjoint i32 %73, %133
  %1501 = add i32 %1257, %1500
  %1502 = sext i32 %1501 to i64
  %1503 = getelementptr float, ptr addrspace(1) %2, i64 %1502
  %1504 = icmp slt i32 %1500, %4
  %1505 = and i1 %1262, %1504
  %1506 = or disjoint i32 %74, %133
  %1507 = icmp slt i32 %1506, %4
  %1508 = ptrtoint ptr addrspace(1) %1503 to i64
  %1509 = and i64 %1508, 7
  %1510 = icmp eq i64 %1509, 0
  %1511 = and i1 %1505, %1510
  %1512 = and i1 %1507, %1511
  %1513 = xor i1 %1505, %1512
  %1514 = xor i1 %1262, %1511
  %1515 = and i1 %1507, %1514
  %1516 = zext i1 %1512 to i32
  %1517 = zext i1 %1513 to i32
  %1518 = zext i1 %1515 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1516, i32 %.lcssa231, i32 %.lcssa230, ptr addrspace(1) %1503, i32 %1517, i32 %1518) #5
  %1519 = add i32 %1279, %1500
  %1520 = sext i32 %1519 to i64
  %1521 = getelementptr float, ptr addrspace(1) %2, i64 %1520
  %1522 = and i1 %1283, %1504
  %1523 = ptrtoint ptr addrspace(1) %1521 to i64
  %1524 = and i64 %1523, 7
  %1525 = icmp eq i64 %1524, 0
  %1526 = and i1 %1522, %1525
  %1527 = and i1 %1507, %1526
  %1528 = xor i1 %1522, %1527
  %1529 = xor i1 %1283, %1526
  %1530 = and i1 %1507, %1529
  %1531 = zext i1 %1527 to i32
  %1532 = zext i1 %1528 to i32
  %1533 = zext i1 %1530 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1531, i32 %.lcssa229, i32 %.lcssa228, ptr addrspace(1) %1521, i32 %1532, i32 %1533) #5
  %1534 = or disjoint i32 %76, %132
  %1535 = mul i32 %1534, %4
  %1536 = add i32 %1535, %1258
  %1537 = sext i32 %1536 to i64
  %1538 = getelementptr float, ptr addrspace(1) %2, i64 %1537
  %1539 = icmp slt i32 %1534, %3
  %1540 = and i1 %1539, %1263
  %1541 = ptrtoint ptr addrspace(1) %1538 to i64
  %1542 = and i64 %1541, 7
  %1543 = icmp eq i64 %1542, 0
  %1544 = and i1 %1540, %1543
  %1545 = and i1 %1266, %1544
  %1546 = xor i1 %1540, %1545
  %1547 = xor i1 %1539, %1544
  %1548 = and i1 %1266, %1547
  %1549 = zext i1 %1545 to i32
  %1550 = zext i1 %1546 to i32
  %1551 = zext i1 %1548 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1549, i32 %.lcssa227, i32 %.lcssa226, ptr addrspace(1) %1538, i32 %1550, i32 %1551) #5
  %1552 = or disjoint i32 %77, %132
  %1553 = mul i32 %1552, %4
  %1554 = add i32 %1553, %1258
  %1555 = sext i32 %1554 to i64
  %1556 = getelementptr float, ptr addrspace(1) %2, i64 %1555
  %1557 = icmp slt i32 %1552, %3
  %1558 = and i1 %1557, %1263
  %1559 = ptrtoint ptr addrspace(1) %1556 to i64
  %1560 = and i64 %1559, 7
  %1561 = icmp eq i64 %1560, 0
  %1562 = and i1 %1558, %1561
  %1563 = and i1 %1266, %1562
  %1564 = xor i1 %1558, %1563
  %1565 = xor i1 %1557, %1562
  %1566 = and i1 %1266, %1565
  %1567 = zext i1 %1563 to i32
  %1568 = zext i1 %1564 to i32
  %1569 = zext i1 %1566 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1567, i32 %.lcssa225, i32 %.lcssa224, ptr addrspace(1) %1556, i32 %1568, i32 %1569) #5
  %1570 = add i32 %1535, %1296
  %1571 = sext i32 %1570 to i64
  %1572 = getelementptr float, ptr addrspace(1) %2, i64 %1571
  %1573 = and i1 %1539, %1300
  %1574 = ptrtoint ptr addrspace(1) %1572 to i64
  %1575 = and i64 %1574, 7
  %1576 = icmp eq i64 %1575, 0
  %1577 = and i1 %1573, %1576
  %1578 = and i1 %1303, %1577
  %1579 = xor i1 %1573, %1578
  %1580 = xor i1 %1539, %1577
  %1581 = and i1 %1303, %1580
  %1582 = zext i1 %1578 to i32
  %1583 = zext i1 %1579 to i32
  %1584 = zext i1 %1581 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1582, i32 %.lcssa223, i32 %.lcssa222, ptr addrspace(1) %1572, i32 %1583, i32 %1584) #5
  %1585 = add i32 %1553, %1296
  %1586 = sext i32 %1585 to i64
  %1587 = getelementptr float, ptr addrspace(1) %2, i64 %1586
  %1588 = and i1 %1557, %1300
  %1589 = ptrtoint ptr addrspace(1) %1587 to i64
  %1590 = and i64 %1589, 7
  %1591 = icmp eq i64 %1590, 0
  %1592 = and i1 %1588, %1591
  %1593 = and i1 %1303, %1592
  %1594 = xor i1 %1588, %1593
  %1595 = xor i1 %1557, %1592
  %1596 = and i1 %1303, %1595
  %1597 = zext i1 %1593 to i32
  %1598 = zext i1 %1594 to i32
  %1599 = zext i1 %1596 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1597, i32 %.lcssa221, i32 %.lcssa220, ptr addrspace(1) %1587, i32 %1598, i32 %1599) #5
  %1600 = add i32 %1535, %1330
  %1601 = sext i32 %1600 to i64
  %1602 = getelementptr float, ptr addrspace(1) %2, i64 %1601
  %1603 = and i1 %1539, %1334
  %1604 = ptrtoint ptr addrspace(1) %1602 to i64
  %1605 = and i64 %1604, 7
  %1606 = icmp eq i64 %1605, 0
  %1607 = and i1 %1603, %1606
  %1608 = and i1 %1337, %1607
  %1609 = xor i1 %1603, %1608
  %1610 = xor i1 %1539, %1607
  %1611 = and i1 %1337, %1610
  %1612 = zext i1 %1608 to i32
  %1613 = zext i1 %1609 to i32
  %1614 = zext i1 %1611 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1612, i32 %.lcssa219, i32 %.lcssa218, ptr addrspace(1) %1602, i32 %1613, i32 %1614) #5
  %1615 = add i32 %1553, %1330
  %1616 = sext i32 %1615 to i64
  %1617 = getelementptr float, ptr addrspace(1) %2, i64 %1616
  %1618 = and i1 %1557, %1334
  %1619 = ptrtoint ptr addrspace(1) %1617 to i64
  %1620 = and i64 %1619, 7
  %1621 = icmp eq i64 %1620, 0
  %1622 = and i1 %1618, %1621
  %1623 = and i1 %1337, %1622
  %1624 = xor i1 %1618, %1623
  %1625 = xor i1 %1557, %1622
  %1626 = and i1 %1337, %1625
  %1627 = zext i1 %1623 to i32
  %1628 = zext i1 %1624 to i32
  %1629 = zext i1 %1626 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1627, i32 %.lcssa217, i32 %.lcssa216, ptr addrspace(1) %1617, i32 %1628, i32 %1629) #5
  %1630 = add i32 %1535, %1364
  %1631 = sext i32 %1630 to i64
  %1632 = getelementptr float, ptr addrspace(1) %2, i64 %1631
  %1633 = and i1 %1539, %1368
  %1634 = ptrtoint ptr addrspace(1) %1632 to i64
  %1635 = and i64 %1634, 7
  %1636 = icmp eq i64 %1635, 0
  %1637 = and i1 %1633, %1636
  %1638 = and i1 %1371, %1637
  %1639 = xor i1 %1633, %1638
  %1640 = xor i1 %1539, %1637
  %1641 = and i1 %1371, %1640
  %1642 = zext i1 %1638 to i32
  %1643 = zext i1 %1639 to i32
  %1644 = zext i1 %1641 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1642, i32 %.lcssa215, i32 %.lcssa214, ptr addrspace(1) %1632, i32 %1643, i32 %1644) #5
  %1645 = add i32 %1553, %1364
  %1646 = sext i32 %1645 to i64
  %1647 = getelementptr float, ptr addrspace(1) %2, i64 %1646
  %1648 = and i1 %1557, %1368
  %1649 = ptrtoint ptr addrspace(1) %1647 to i64
  %1650 = and i64 %1649, 7
  %1651 = icmp eq i64 %1650, 0
  %1652 = and i1 %1648, %1651
  %1653 = and i1 %1371, %1652
  %1654 = xor i1 %1648, %1653
  %1655 = xor i1 %1557, %1652
  %1656 = and i1 %1371, %1655
  %1657 = zext i1 %1653 to i32
  %1658 = zext i1 %1654 to i32
  %1659 = zext i1 %1656 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1657, i32 %.lcssa213, i32 %.lcssa212, ptr addrspace(1) %1647, i32 %1658, i32 %1659) #5
  %1660 = add i32 %1535, %1398
  %1661 = sext i32 %1660 to i64
  %1662 = getelementptr float, ptr addrspace(1) %2, i64 %1661
  %1663 = and i1 %1539, %1402
  %1664 = ptrtoint ptr addrspace(1) %1662 to i64
  %1665 = and i64 %1664, 7
  %1666 = icmp eq i64 %1665, 0
  %1667 = and i1 %1663, %1666
  %1668 = and i1 %1405, %1667
  %1669 = xor i1 %1663, %1668
  %1670 = xor i1 %1539, %1667
  %1671 = and i1 %1405, %1670
  %1672 = zext i1 %1668 to i32
  %1673 = zext i1 %1669 to i32
  %1674 = zext i1 %1671 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1672, i32 %.lcssa211, i32 %.lcssa210, ptr addrspace(1) %1662, i32 %1673, i32 %1674) #5
  %1675 = add i32 %1553, %1398
  %1676 = sext i32 %1675 to i64
  %1677 = getelementptr float, ptr addrspace(1) %2, i64 %1676
  %1678 = and i1 %1557, %1402
  %1679 = ptrtoint ptr addrspace(1) %1677 to i64
  %1680 = and i64 %1679, 7
  %1681 = icmp eq i64 %1680, 0
  %1682 = and i1 %1678, %1681
  %1683 = and i1 %1405, %1682
  %1684 = xor i1 %1678, %1683
  %1685 = xor i1 %1557, %1682
  %1686 = and i1 %1405, %1685
  %1687 = zext i1 %1683 to i32
  %1688 = zext i1 %1684 to i32
  %1689 = zext i1 %1686 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1687, i32 %.lcssa209, i32 %.lcssa208, ptr addrspace(1) %1677, i32 %1688, i32 %1689) #5
  %1690 = add i32 %1535, %1432
  %1691 = sext i32 %1690 to i64
  %1692 = getelementptr float, ptr addrspace(1) %2, i64 %1691
  %1693 = and i1 %1539, %1436
  %1694 = ptrtoint ptr addrspace(1) %1692 to i64
  %1695 = and i64 %1694, 7
  %1696 = icmp eq i64 %1695, 0
  %1697 = and i1 %1693, %1696
  %1698 = and i1 %1439, %1697
  %1699 = xor i1 %1693, %1698
  %1700 = xor i1 %1539, %1697
  %1701 = and i1 %1439, %1700
  %1702 = zext i1 %1698 to i32
  %1703 = zext i1 %1699 to i32
  %1704 = zext i1 %1701 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1702, i32 %.lcssa207, i32 %.lcssa206, ptr addrspace(1) %1692, i32 %1703, i32 %1704) #5
  %1705 = add i32 %1553, %1432
  %1706 = sext i32 %1705 to i64
  %1707 = getelementptr float, ptr addrspace(1) %2, i64 %1706
  %1708 = and i1 %1557, %1436
  %1709 = ptrtoint ptr addrspace(1) %1707 to i64
  %1710 = and i64 %1709, 7
  %1711 = icmp eq i64 %1710, 0
  %1712 = and i1 %1708, %1711
  %1713 = and i1 %1439, %1712
  %1714 = xor i1 %1708, %1713
  %1715 = xor i1 %1557, %1712
  %1716 = and i1 %1439, %1715
  %1717 = zext i1 %1713 to i32
  %1718 = zext i1 %1714 to i32
  %1719 = zext i1 %1716 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1717, i32 %.lcssa205, i32 %.lcssa204, ptr addrspace(1) %1707, i32 %1718, i32 %1719) #5
  %1720 = add i32 %1535, %1466
  %1721 = sext i32 %1720 to i64
  %1722 = getelementptr float, ptr addrspace(1) %2, i64 %1721
  %1723 = and i1 %1539, %1470
  %1724 = ptrtoint ptr addrspace(1) %1722 to i64
  %1725 = and i64 %1724, 7
  %1726 = icmp eq i64 %1725, 0
  %1727 = and i1 %1723, %1726
  %1728 = and i1 %1473, %1727
  %1729 = xor i1 %1723, %1728
  %1730 = xor i1 %1539, %1727
  %1731 = and i1 %1473, %1730
  %1732 = zext i1 %1728 to i32
  %1733 = zext i1 %1729 to i32
  %1734 = zext i1 %1731 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1732, i32 %.lcssa203, i32 %.lcssa202, ptr addrspace(1) %1722, i32 %1733, i32 %1734) #5
  %1735 = add i32 %1553, %1466
  %1736 = sext i32 %1735 to i64
  %1737 = getelementptr float, ptr addrspace(1) %2, i64 %1736
  %1738 = and i1 %1557, %1470
  %1739 = ptrtoint ptr addrspace(1) %1737 to i64
  %1740 = and i64 %1739, 7
  %1741 = icmp eq i64 %1740, 0
  %1742 = and i1 %1738, %1741
  %1743 = and i1 %1473, %1742
  %1744 = xor i1 %1738, %1743
  %1745 = xor i1 %1557, %1742
  %1746 = and i1 %1473, %1745
  %1747 = zext i1 %1743 to i32
  %1748 = zext i1 %1744 to i32
  %1749 = zext i1 %1746 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1747, i32 %.lcssa201, i32 %.lcssa200, ptr addrspace(1) %1737, i32 %1748, i32 %1749) #5
  %1750 = add i32 %1535, %1500
  %1751 = sext i32 %1750 to i64
  %1752 = getelementptr float, ptr addrspace(1) %2, i64 %1751
  %1753 = and i1 %1539, %1504
  %1754 = ptrtoint ptr addrspace(1) %1752 to i64
  %1755 = and i64 %1754, 7
  %1756 = icmp eq i64 %1755, 0
  %1757 = and i1 %1753, %1756
  %1758 = and i1 %1507, %1757
  %1759 = xor i1 %1753, %1758
  %1760 = xor i1 %1539, %1757
  %1761 = and i1 %1507, %1760
  %1762 = zext i1 %1758 to i32
  %1763 = zext i1 %1759 to i32
  %1764 = zext i1 %1761 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1762, i32 %.lcssa199, i32 %.lcssa198, ptr addrspace(1) %1752, i32 %1763, i32 %1764) #5
  %1765 = add i32 %1553, %1500
  %1766 = sext i32 %1765 to i64
  %1767 = getelementptr float, ptr addrspace(1) %2, i64 %1766
  %1768 = and i1 %1557, %1504
  %1769 = ptrtoint ptr addrspace(1) %1767 to i64
  %1770 = and i64 %1769, 7
  %1771 = icmp eq i64 %1770, 0
  %1772 = and i1 %1768, %1771
  %1773 = and i1 %1507, %1772
  %1774 = xor i1 %1768, %1773
  %1775 = xor i1 %1557, %1772
  %1776 = and i1 %1507, %1775
  %1777 = zext i1 %1773 to i32
  %1778 = zext i1 %1774 to i32
  %1779 = zext i1 %1776 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1777, i32 %.lcssa197, i32 %.lcssa196, ptr addrspace(1) %1767, i32 %1778, i32 %1779) #5
  %1780 = or disjoint i32 %79, %132
  %1781 = mul i32 %1780, %4
  %1782 = add i32 %1781, %1258
  %1783 = sext i32 %1782 to i64
  %1784 = getelementptr float, ptr addrspace(1) %2, i64 %1783
  %1785 = icmp slt i32 %1780, %3
  %1786 = and i1 %1785, %1263
  %1787 = ptrtoint ptr addrspace(1) %1784 to i64
  %1788 = and i64 %1787, 7
  %1789 = icmp eq i64 %1788, 0
  %1790 = and i1 %1786, %1789
  %1791 = and i1 %1266, %1790
  %1792 = xor i1 %1786, %1791
  %1793 = xor i1 %1785, %1790
  %1794 = and i1 %1266, %1793
  %1795 = zext i1 %1791 to i32
  %1796 = zext i1 %1792 to i32
  %1797 = zext i1 %1794 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1795, i32 %.lcssa195, i32 %.lcssa194, ptr addrspace(1) %1784, i32 %1796, i32 %1797) #5
  %1798 = or disjoint i32 %80, %132
  %1799 = mul i32 %1798, %4
  %1800 = add i32 %1799, %1258
  %1801 = sext i32 %1800 to i64
  %1802 = getelementptr float, ptr addrspace(1) %2, i64 %1801
  %1803 = icmp slt i32 %1798, %3
  %1804 = and i1 %1803, %1263
  %1805 = ptrtoint ptr addrspace(1) %1802 to i64
  %1806 = and i64 %1805, 7
  %1807 = icmp eq i64 %1806, 0
  %1808 = and i1 %1804, %1807
  %1809 = and i1 %1266, %1808
  %1810 = xor i1 %1804, %1809
  %1811 = xor i1 %1803, %1808
  %1812 = and i1 %1266, %1811
  %1813 = zext i1 %1809 to i32
  %1814 = zext i1 %1810 to i32
  %1815 = zext i1 %1812 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1813, i32 %.lcssa193, i32 %.lcssa192, ptr addrspace(1) %1802, i32 %1814, i32 %1815) #5
  %1816 = add i32 %1781, %1296
  %1817 = sext i32 %1816 to i64
  %1818 = getelementptr float, ptr addrspace(1) %2, i64 %1817
  %1819 = and i1 %1785, %1300
  %1820 = ptrtoint ptr addrspace(1) %1818 to i64
  %1821 = and i64 %1820, 7
  %1822 = icmp eq i64 %1821, 0
  %1823 = and i1 %1819, %1822
  %1824 = and i1 %1303, %1823
  %1825 = xor i1 %1819, %1824
  %1826 = xor i1 %1785, %1823
  %1827 = and i1 %1303, %1826
  %1828 = zext i1 %1824 to i32
  %1829 = zext i1 %1825 to i32
  %1830 = zext i1 %1827 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1828, i32 %.lcssa191, i32 %.lcssa190, ptr addrspace(1) %1818, i32 %1829, i32 %1830) #5
  %1831 = add i32 %1799, %1296
  %1832 = sext i32 %1831 to i64
  %1833 = getelementptr float, ptr addrspace(1) %2, i64 %1832
  %1834 = and i1 %1803, %1300
  %1835 = ptrtoint ptr addrspace(1) %1833 to i64
  %1836 = and i64 %1835, 7
  %1837 = icmp eq i64 %1836, 0
  %1838 = and i1 %1834, %1837
  %1839 = and i1 %1303, %1838
  %1840 = xor i1 %1834, %1839
  %1841 = xor i1 %1803, %1838
  %1842 = and i1 %1303, %1841
  %1843 = zext i1 %1839 to i32
  %1844 = zext i1 %1840 to i32
  %1845 = zext i1 %1842 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1843, i32 %.lcssa189, i32 %.lcssa188, ptr addrspace(1) %1833, i32 %1844, i32 %1845) #5
  %1846 = add i32 %1781, %1330
  %1847 = sext i32 %1846 to i64
  %1848 = getelementptr float, ptr addrspace(1) %2, i64 %1847
  %1849 = and i1 %1785, %1334
  %1850 = ptrtoint ptr addrspace(1) %1848 to i64
  %1851 = and i64 %1850, 7
  %1852 = icmp eq i64 %1851, 0
  %1853 = and i1 %1849, %1852
  %1854 = and i1 %1337, %1853
  %1855 = xor i1 %1849, %1854
  %1856 = xor i1 %1785, %1853
  %1857 = and i1 %1337, %1856
  %1858 = zext i1 %1854 to i32
  %1859 = zext i1 %1855 to i32
  %1860 = zext i1 %1857 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1858, i32 %.lcssa187, i32 %.lcssa186, ptr addrspace(1) %1848, i32 %1859, i32 %1860) #5
  %1861 = add i32 %1799, %1330
  %1862 = sext i32 %1861 to i64
  %1863 = getelementptr float, ptr addrspace(1) %2, i64 %1862
  %1864 = and i1 %1803, %1334
  %1865 = ptrtoint ptr addrspace(1) %1863 to i64
  %1866 = and i64 %1865, 7
  %1867 = icmp eq i64 %1866, 0
  %1868 = and i1 %1864, %1867
  %1869 = and i1 %1337, %1868
  %1870 = xor i1 %1864, %1869
  %1871 = xor i1 %1803, %1868
  %1872 = and i1 %1337, %1871
  %1873 = zext i1 %1869 to i32
  %1874 = zext i1 %1870 to i32
  %1875 = zext i1 %1872 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1873, i32 %.lcssa185, i32 %.lcssa184, ptr addrspace(1) %1863, i32 %1874, i32 %1875) #5
  %1876 = add i32 %1781, %1364
  %1877 = sext i32 %1876 to i64
  %1878 = getelementptr float, ptr addrspace(1) %2, i64 %1877
  %1879 = and i1 %1785, %1368
  %1880 = ptrtoint ptr addrspace(1) %1878 to i64
  %1881 = and i64 %1880, 7
  %1882 = icmp eq i64 %1881, 0
  %1883 = and i1 %1879, %1882
  %1884 = and i1 %1371, %1883
  %1885 = xor i1 %1879, %1884
  %1886 = xor i1 %1785, %1883
  %1887 = and i1 %1371, %1886
  %1888 = zext i1 %1884 to i32
  %1889 = zext i1 %1885 to i32
  %1890 = zext i1 %1887 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1888, i32 %.lcssa183, i32 %.lcssa182, ptr addrspace(1) %1878, i32 %1889, i32 %1890) #5
  %1891 = add i32 %1799, %1364
  %1892 = sext i32 %1891 to i64
  %1893 = getelementptr float, ptr addrspace(1) %2, i64 %1892
  %1894 = and i1 %1803, %1368
  %1895 = ptrtoint ptr addrspace(1) %1893 to i64
  %1896 = and i64 %1895, 7
  %1897 = icmp eq i64 %1896, 0
  %1898 = and i1 %1894, %1897
  %1899 = and i1 %1371, %1898
  %1900 = xor i1 %1894, %1899
  %1901 = xor i1 %1803, %1898
  %1902 = and i1 %1371, %1901
  %1903 = zext i1 %1899 to i32
  %1904 = zext i1 %1900 to i32
  %1905 = zext i1 %1902 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1903, i32 %.lcssa181, i32 %.lcssa180, ptr addrspace(1) %1893, i32 %1904, i32 %1905) #5
  %1906 = add i32 %1781, %1398
  %1907 = sext i32 %1906 to i64
  %1908 = getelementptr float, ptr addrspace(1) %2, i64 %1907
  %1909 = and i1 %1785, %1402
  %1910 = ptrtoint ptr addrspace(1) %1908 to i64
  %1911 = and i64 %1910, 7
  %1912 = icmp eq i64 %1911, 0
  %1913 = and i1 %1909, %1912
  %1914 = and i1 %1405, %1913
  %1915 = xor i1 %1909, %1914
  %1916 = xor i1 %1785, %1913
  %1917 = and i1 %1405, %1916
  %1918 = zext i1 %1914 to i32
  %1919 = zext i1 %1915 to i32
  %1920 = zext i1 %1917 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1918, i32 %.lcssa179, i32 %.lcssa178, ptr addrspace(1) %1908, i32 %1919, i32 %1920) #5
  %1921 = add i32 %1799, %1398
  %1922 = sext i32 %1921 to i64
  %1923 = getelementptr float, ptr addrspace(1) %2, i64 %1922
  %1924 = and i1 %1803, %1402
  %1925 = ptrtoint ptr addrspace(1) %1923 to i64
  %1926 = and i64 %1925, 7
  %1927 = icmp eq i64 %1926, 0
  %1928 = and i1 %1924, %1927
  %1929 = and i1 %1405, %1928
  %1930 = xor i1 %1924, %1929
  %1931 = xor i1 %1803, %1928
  %1932 = and i1 %1405, %1931
  %1933 = zext i1 %1929 to i32
  %1934 = zext i1 %1930 to i32
  %1935 = zext i1 %1932 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1933, i32 %.lcssa177, i32 %.lcssa176, ptr addrspace(1) %1923, i32 %1934, i32 %1935) #5
  %1936 = add i32 %1781, %1432
  %1937 = sext i32 %1936 to i64
  %1938 = getelementptr float, ptr addrspace(1) %2, i64 %1937
  %1939 = and i1 %1785, %1436
  %1940 = ptrtoint ptr addrspace(1) %1938 to i64
  %1941 = and i64 %1940, 7
  %1942 = icmp eq i64 %1941, 0
  %1943 = and i1 %1939, %1942
  %1944 = and i1 %1439, %1943
  %1945 = xor i1 %1939, %1944
  %1946 = xor i1 %1785, %1943
  %1947 = and i1 %1439, %1946
  %1948 = zext i1 %1944 to i32
  %1949 = zext i1 %1945 to i32
  %1950 = zext i1 %1947 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1948, i32 %.lcssa175, i32 %.lcssa174, ptr addrspace(1) %1938, i32 %1949, i32 %1950) #5
  %1951 = add i32 %1799, %1432
  %1952 = sext i32 %1951 to i64
  %1953 = getelementptr float, ptr addrspace(1) %2, i64 %1952
  %1954 = and i1 %1803, %1436
  %1955 = ptrtoint ptr addrspace(1) %1953 to i64
  %1956 = and i64 %1955, 7
  %1957 = icmp eq i64 %1956, 0
  %1958 = and i1 %1954, %1957
  %1959 = and i1 %1439, %1958
  %1960 = xor i1 %1954, %1959
  %1961 = xor i1 %1803, %1958
  %1962 = and i1 %1439, %1961
  %1963 = zext i1 %1959 to i32
  %1964 = zext i1 %1960 to i32
  %1965 = zext i1 %1962 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1963, i32 %.lcssa173, i32 %.lcssa172, ptr addrspace(1) %1953, i32 %1964, i32 %1965) #5
  %1966 = add i32 %1781, %1466
  %1967 = sext i32 %1966 to i64
  %1968 = getelementptr float, ptr addrspace(1) %2, i64 %1967
  %1969 = and i1 %1785, %1470
  %1970 = ptrtoint ptr addrspace(1) %1968 to i64
  %1971 = and i64 %1970, 7
  %1972 = icmp eq i64 %1971, 0
  %1973 = and i1 %1969, %1972
  %1974 = and i1 %1473, %1973
  %1975 = xor i1 %1969, %1974
  %1976 = xor i1 %1785, %1973
  %1977 = and i1 %1473, %1976
  %1978 = zext i1 %1974 to i32
  %1979 = zext i1 %1975 to i32
  %1980 = zext i1 %1977 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1978, i32 %.lcssa171, i32 %.lcssa170, ptr addrspace(1) %1968, i32 %1979, i32 %1980) #5
  %1981 = add i32 %1799, %1466
  %1982 = sext i32 %1981 to i64
  %1983 = getelementptr float, ptr addrspace(1) %2, i64 %1982
  %1984 = and i1 %1803, %1470
  %1985 = ptrtoint ptr addrspace(1) %1983 to i64
  %1986 = and i64 %1985, 7
  %1987 = icmp eq i64 %1986, 0
  %1988 = and i1 %1984, %1987
  %1989 = and i1 %1473, %1988
  %1990 = xor i1 %1984, %1989
  %1991 = xor i1 %1803, %1988
  %1992 = and i1 %1473, %1991
  %1993 = zext i1 %1989 to i32
  %1994 = zext i1 %1990 to i32
  %1995 = zext i1 %1992 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1993, i32 %.lcssa169, i32 %.lcssa168, ptr addrspace(1) %1983, i32 %1994, i32 %1995) #5
  %1996 = add i32 %1781, %1500
  %1997 = sext i32 %1996 to i64
  %1998 = getelementptr float, ptr addrspace(1) %2, i64 %1997
  %1999 = and i1 %1785, %1504
  %2000 = ptrtoint ptr addrspace(1) %1998 to i64
  %2001 = and i64 %2000, 7
  %2002 = icmp eq i64 %2001, 0
  %2003 = and i1 %1999, %2002
  %2004 = and i1 %1507, %2003
  %2005 = xor i1 %1999, %2004
  %2006 = xor i1 %1785, %2003
  %2007 = and i1 %1507, %2006
  %2008 = zext i1 %2004 to i32
  %2009 = zext i1 %2005 to i32
  %2010 = zext i1 %2007 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2008, i32 %.lcssa167, i32 %.lcssa166, ptr addrspace(1) %1998, i32 %2009, i32 %2010) #5
  %2011 = add i32 %1799, %1500
  %2012 = sext i32 %2011 to i64
  %2013 = getelementptr float, ptr addrspace(1) %2, i64 %2012
  %2014 = and i1 %1803, %1504
  %2015 = ptrtoint ptr addrspace(1) %2013 to i64
  %2016 = and i64 %2015, 7
  %2017 = icmp eq i64 %2016, 0
  %2018 = and i1 %2014, %2017
  %2019 = and i1 %1507, %2018
  %2020 = xor i1 %2014, %2019
  %2021 = xor i1 %1803, %2018
  %2022 = and i1 %1507, %2021
  %2023 = zext i1 %2019 to i32
  %2024 = zext i1 %2020 to i32
  %2025 = zext i1 %2022 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2023, i32 %.lcssa165, i32 %.lcssa164, ptr addrspace(1) %2013, i32 %2024, i32 %2025) #5
  %2026 = or disjoint i32 %82, %132
  %2027 = mul i32 %2026, %4
  %2028 = add i32 %2027, %1258
  %2029 = sext i32 %2028 to i64
  %2030 = getelementptr float, ptr addrspace(1) %2, i64 %2029
  %2031 = icmp slt i32 %2026, %3
  %2032 = and i1 %2031, %1263
  %2033 = ptrtoint ptr addrspace(1) %2030 to i64
  %2034 = and i64 %2033, 7
  %2035 = icmp eq i64 %2034, 0
  %2036 = and i1 %2032, %2035
  %2037 = and i1 %1266, %2036
  %2038 = xor i1 %2032, %2037
  %2039 = xor i1 %2031, %2036
  %2040 = and i1 %1266, %2039
  %2041 = zext i1 %2037 to i32
  %2042 = zext i1 %2038 to i32
  %2043 = zext i1 %2040 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2041, i32 %.lcssa163, i32 %.lcssa162, ptr addrspace(1) %2030, i32 %2042, i32 %2043) #5
  %2044 = or disjoint i32 %83, %132
  %2045 = mul i32 %2044, %4
  %2046 = add i32 %2045, %1258
  %2047 = sext i32 %2046 to i64
  %2048 = getelementptr float, ptr addrspace(1) %2, i64 %2047
  %2049 = icmp slt i32 %2044, %3
  %2050 = and i1 %2049, %1263
  %2051 = ptrtoint ptr addrspace(1) %2048 to i64
  %2052 = and i64 %2051, 7
  %2053 = icmp eq i64 %2052, 0
  %2054 = and i1 %2050, %2053
  %2055 = and i1 %1266, %2054
  %2056 = xor i1 %2050, %2055
  %2057 = xor i1 %2049, %2054
  %2058 = and i1 %1266, %2057
  %2059 = zext i1 %2055 to i32
  %2060 = zext i1 %2056 to i32
  %2061 = zext i1 %2058 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2059, i32 %.lcssa161, i32 %.lcssa160, ptr addrspace(1) %2048, i32 %2060, i32 %2061) #5
  %2062 = add i32 %2027, %1296
  %2063 = sext i32 %2062 to i64
  %2064 = getelementptr float, ptr addrspace(1) %2, i64 %2063
  %2065 = and i1 %2031, %1300
  %2066 = ptrtoint ptr addrspace(1) %2064 to i64
  %2067 = and i64 %2066, 7
  %2068 = icmp eq i64 %2067, 0
  %2069 = and i1 %2065, %2068
  %2070 = and i1 %1303, %2069
  %2071 = xor i1 %2065, %2070
  %2072 = xor i1 %2031, %2069
  %2073 = and i1 %1303, %2072
  %2074 = zext i1 %2070 to i32
  %2075 = zext i1 %2071 to i32
  %2076 = zext i1 %2073 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2074, i32 %.lcssa159, i32 %.lcssa158, ptr addrspace(1) %2064, i32 %2075, i32 %2076) #5
  %2077 = add i32 %2045, %1296
  %2078 = sext i32 %2077 to i64
  %2079 = getelementptr float, ptr addrspace(1) %2, i64 %2078
  %2080 = and i1 %2049, %1300
  %2081 = ptrtoint ptr addrspace(1) %2079 to i64
  %2082 = and i64 %2081, 7
  %2083 = icmp eq i64 %2082, 0
  %2084 = and i1 %2080, %2083
  %2085 = and i1 %1303, %2084
  %2086 = xor i1 %2080, %2085
  %2087 = xor i1 %2049, %2084
  %2088 = and i1 %1303, %2087
  %2089 = zext i1 %2085 to i32
  %2090 = zext i1 %2086 to i32
  %2091 = zext i1 %2088 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2089, i32 %.lcssa157, i32 %.lcssa156, ptr addrspace(1) %2079, i32 %2090, i32 %2091) #5
  %2092 = add i32 %2027, %1330
  %2093 = sext i32 %2092 to i64
  %2094 = getelementptr float, ptr addrspace(1) %2, i64 %2093
  %2095 = and i1 %2031, %1334
  %2096 = ptrtoint ptr addrspace(1) %2094 to i64
  %2097 = and i64 %2096, 7
  %2098 = icmp eq i64 %2097, 0
  %2099 = and i1 %2095, %2098
  %2100 = and i1 %1337, %2099
  %2101 = xor i1 %2095, %2100
  %2102 = xor i1 %2031, %2099
  %2103 = and i1 %1337, %2102
  %2104 = zext i1 %2100 to i32
  %2105 = zext i1 %2101 to i32
  %2106 = zext i1 %2103 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2104, i32 %.lcssa155, i32 %.lcssa154, ptr addrspace(1) %2094, i32 %2105, i32 %2106) #5
  %2107 = add i32 %2045, %1330
  %2108 = sext i32 %2107 to i64
  %2109 = getelementptr float, ptr addrspace(1) %2, i64 %2108
  %2110 = and i1 %2049, %1334
  %2111 = ptrtoint ptr addrspace(1) %2109 to i64
  %2112 = and i64 %2111, 7
  %2113 = icmp eq i64 %2112, 0
  %2114 = and i1 %2110, %2113
  %2115 = and i1 %1337, %2114
  %2116 = xor i1 %2110, %2115
  %2117 = xor i1 %2049, %2114
  %2118 = and i1 %1337, %2117
  %2119 = zext i1 %2115 to i32
  %2120 = zext i1 %2116 to i32
  %2121 = zext i1 %2118 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2119, i32 %.lcssa153, i32 %.lcssa152, ptr addrspace(1) %2109, i32 %2120, i32 %2121) #5
  %2122 = add i32 %2027, %1364
  %2123 = sext i32 %2122 to i64
  %2124 = getelementptr float, ptr addrspace(1) %2, i64 %2123
  %2125 = and i1 %2031, %1368
  %2126 = ptrtoint ptr addrspace(1) %2124 to i64
  %2127 = and i64 %2126, 7
  %2128 = icmp eq i64 %2127, 0
  %2129 = and i1 %2125, %2128
  %2130 = and i1 %1371, %2129
  %2131 = xor i1 %2125, %2130
  %2132 = xor i1 %2031, %2129
  %2133 = and i1 %1371, %2132
  %2134 = zext i1 %2130 to i32
  %2135 = zext i1 %2131 to i32
  %2136 = zext i1 %2133 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2134, i32 %.lcssa151, i32 %.lcssa150, ptr addrspace(1) %2124, i32 %2135, i32 %2136) #5
  %2137 = add i32 %2045, %1364
  %2138 = sext i32 %2137 to i64
  %2139 = getelementptr float, ptr addrspace(1) %2, i64 %2138
  %2140 = and i1 %2049, %1368
  %2141 = ptrtoint ptr addrspace(1) %2139 to i64
  %2142 = and i64 %2141, 7
  %2143 = icmp eq i64 %2142, 0
  %2144 = and i1 %2140, %2143
  %2145 = and i1 %1371, %2144
  %2146 = xor i1 %2140, %2145
  %2147 = xor i1 %2049, %2144
  %2148 = and i1 %1371, %2147
  %2149 = zext i1 %2145 to i32
  %2150 = zext i1 %2146 to i32
  %2151 = zext i1 %2148 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2149, i32 %.lcssa149, i32 %.lcssa148, ptr addrspace(1) %2139, i32 %2150, i32 %2151) #5
  %2152 = add i32 %2027, %1398
  %2153 = sext i32 %2152 to i64
  %2154 = getelementptr float, ptr addrspace(1) %2, i64 %2153
  %2155 = and i1 %2031, %1402
  %2156 = ptrtoint ptr addrspace(1) %2154 to i64
  %2157 = and i64 %2156, 7
  %2158 = icmp eq i64 %2157, 0
  %2159 = and i1 %2155, %2158
  %2160 = and i1 %1405, %2159
  %2161 = xor i1 %2155, %2160
  %2162 = xor i1 %2031, %2159
  %2163 = and i1 %1405, %2162
  %2164 = zext i1 %2160 to i32
  %2165 = zext i1 %2161 to i32
  %2166 = zext i1 %2163 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2164, i32 %.lcssa147, i32 %.lcssa146, ptr addrspace(1) %2154, i32 %2165, i32 %2166) #5
  %2167 = add i32 %2045, %1398
  %2168 = sext i32 %2167 to i64
  %2169 = getelementptr float, ptr addrspace(1) %2, i64 %2168
  %2170 = and i1 %2049, %1402
  %2171 = ptrtoint ptr addrspace(1) %2169 to i64
  %2172 = and i64 %2171, 7
  %2173 = icmp eq i64 %2172, 0
  %2174 = and i1 %2170, %2173
  %2175 = and i1 %1405, %2174
  %2176 = xor i1 %2170, %2175
  %2177 = xor i1 %2049, %2174
  %2178 = and i1 %1405, %2177
  %2179 = zext i1 %2175 to i32
  %2180 = zext i1 %2176 to i32
  %2181 = zext i1 %2178 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2179, i32 %.lcssa145, i32 %.lcssa144, ptr addrspace(1) %2169, i32 %2180, i32 %2181) #5
  %2182 = add i32 %2027, %1432
  %2183 = sext i32 %2182 to i64
  %2184 = getelementptr float, ptr addrspace(1) %2, i64 %2183
  %2185 = and i1 %2031, %1436
  %2186 = ptrtoint ptr addrspace(1) %2184 to i64
  %2187 = and i64 %2186, 7
  %2188 = icmp eq i64 %2187, 0
  %2189 = and i1 %2185, %2188
  %2190 = and i1 %1439, %2189
  %2191 = xor i1 %2185, %2190
  %2192 = xor i1 %2031, %2189
  %2193 = and i1 %1439, %2192
  %2194 = zext i1 %2190 to i32
  %2195 = zext i1 %2191 to i32
  %2196 = zext i1 %2193 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2194, i32 %.lcssa143, i32 %.lcssa142, ptr addrspace(1) %2184, i32 %2195, i32 %2196) #5
  %2197 = add i32 %2045, %1432
  %2198 = sext i32 %2197 to i64
  %2199 = getelementptr float, ptr addrspace(1) %2, i64 %2198
  %2200 = and i1 %2049, %1436
  %2201 = ptrtoint ptr addrspace(1) %2199 to i64
  %2202 = and i64 %2201, 7
  %2203 = icmp eq i64 %2202, 0
  %2204 = and i1 %2200, %2203
  %2205 = and i1 %1439, %2204
  %2206 = xor i1 %2200, %2205
  %2207 = xor i1 %2049, %2204
  %2208 = and i1 %1439, %2207
  %2209 = zext i1 %2205 to i32
  %2210 = zext i1 %2206 to i32
  %2211 = zext i1 %2208 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2209, i32 %.lcssa141, i32 %.lcssa140, ptr addrspace(1) %2199, i32 %2210, i32 %2211) #5
  %2212 = add i32 %2027, %1466
  %2213 = sext i32 %2212 to i64
  %2214 = getelementptr float, ptr addrspace(1) %2, i64 %2213
  %2215 = and i1 %2031, %1470
  %2216 = ptrtoint ptr addrspace(1) %2214 to i64
  %2217 = and i64 %2216, 7
  %2218 = icmp eq i64 %2217, 0
  %2219 = and i1 %2215, %2218
  %2220 = and i1 %1473, %2219
  %2221 = xor i1 %2215, %2220
  %2222 = xor i1 %2031, %2219
  %2223 = and i1 %1473, %2222
  %2224 = zext i1 %2220 to i32
  %2225 = zext i1 %2221 to i32
  %2226 = zext i1 %2223 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2224, i32 %.lcssa139, i32 %.lcssa138, ptr addrspace(1) %2214, i32 %2225, i32 %2226) #5
  %2227 = add i32 %2045, %1466
  %2228 = sext i32 %2227 to i64
  %2229 = getelementptr float, ptr addrspace(1) %2, i64 %2228
  %2230 = and i1 %2049, %1470
  %2231 = ptrtoint ptr addrspace(1) %2229 to i64
  %2232 = and i64 %2231, 7
  %2233 = icmp eq i64 %2232, 0
  %2234 = and i1 %2230, %2233
  %2235 = and i1 %1473, %2234
  %2236 = xor i1 %2230, %2235
  %2237 = xor i1 %2049, %2234
  %2238 = and i1 %1473, %2237
  %2239 = zext i1 %2235 to i32
  %2240 = zext i1 %2236 to i32
  %2241 = zext i1 %2238 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2239, i32 %.lcssa137, i32 %.lcssa136, ptr addrspace(1) %2229, i32 %2240, i32 %2241) #5
  %2242 = add i32 %2027, %1500
  %2243 = sext i32 %2242 to i64
  %2244 = getelementptr float, ptr addrspace(1) %2, i64 %2243
  %2245 = and i1 %2031, %1504
  %2246 = ptrtoint ptr addrspace(1) %2244 to i64
  %2247 = and i64 %2246, 7
  %2248 = icmp eq i64 %2247, 0
  %2249 = and i1 %2245, %2248
  %2250 = and i1 %1507, %2249
  %2251 = xor i1 %2245, %2250
  %2252 = xor i1 %2031, %2249
  %2253 = and i1 %1507, %2252
  %2254 = zext i1 %2250 to i32
  %2255 = zext i1 %2251 to i32
  %2256 = zext i1 %2253 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2254, i32 %.lcssa135, i32 %.lcssa134, ptr addrspace(1) %2244, i32 %2255, i32 %2256) #5
  %2257 = add i32 %2045, %1500
  %2258 = sext i32 %2257 to i64
  %2259 = getelementptr float, ptr addrspace(1) %2, i64 %2258
  %2260 = and i1 %2049, %1504
  %2261 = ptrtoint ptr addrspace(1) %2259 to i64
  %2262 = and i64 %2261, 7
  %2263 = icmp eq i64 %2262, 0
  %2264 = and i1 %2260, %2263
  %2265 = and i1 %1507, %2264
  %2266 = xor i1 %2260, %2265
  %2267 = xor i1 %2049, %2264
  %2268 = and i1 %1507, %2267
  %2269 = zext i1 %2265 to i32
  %2270 = zext i1 %2266 to i32
  %2271 = zext i1 %2268 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2269, i32 %.lcssa133, i32 %.lcssa132, ptr addrspace(1) %2259, i32 %2270, i32 %2271) #5
  %2272 = add i32 %123, %13
  %2273 = icmp slt i32 %2272, %11
  br i1 %2273, label %122, label %._crit_edge390

._crit_edge390:                                   ; preds = %1255, %6
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
