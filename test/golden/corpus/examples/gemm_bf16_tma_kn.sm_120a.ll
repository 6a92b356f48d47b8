; ModuleID = 'tile_kernels'
source_filename = "tile_kernels"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@gemm_bf16_tma_kn_dsmem = external addrspace(3) global [0 x i8], align 1024

; Function Attrs: nounwind
define ptx_kernel void @gemm_bf16_tma_kn(ptr byval([128 x i8]) align 64 "nvvm.grid_constant" %0, ptr byval([128 x i8]) align 64 "nvvm.grid_constant" %1, ptr addrspace(1) %2, i32 %3, i32 %4, i32 %5) local_unnamed_addr #0 {
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
  %.decomposed1029 = sub i32 %.decomposed, %21
  %22 = add nuw i32 %.decomposed1029, %16
  %23 = shl i32 %22, 7
  %24 = shl i32 %20, 8
  %25 = tail call i32 @llvm.smax.i32(i32 %5, i32 0)
  %26 = add nuw i32 %25, 63
  %27 = sdiv i32 %26, 64
  %28 = icmp eq i32 %7, 0
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %28, label %29, label %30

29:                                               ; preds = %6
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_kn_dsmem to i32), i32 98304)) #5
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_kn_dsmem to i32), i32 98312)) #5
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
  %34 = or disjoint i32 %24, 64
  %35 = or disjoint i32 %24, 128
  %36 = or disjoint i32 %24, 192
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_kn_dsmem to i32), i32 98304), i32 49152) #5
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_kn_dsmem to i32), i64 %32, i32 0, i32 %23, i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_kn_dsmem to i32), i32 98304)) #5
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_kn_dsmem to i32), i32 16384), i64 %33, i32 %24, i32 0, i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_kn_dsmem to i32), i32 98304)) #5
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_kn_dsmem to i32), i32 24576), i64 %33, i32 %34, i32 0, i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_kn_dsmem to i32), i32 98304)) #5
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_kn_dsmem to i32), i32 32768), i64 %33, i32 %35, i32 0, i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_kn_dsmem to i32), i32 98304)) #5
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_kn_dsmem to i32), i32 40960), i64 %33, i32 %36, i32 0, i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_kn_dsmem to i32), i32 98304)) #5
  br label %.loopexit

.loopexit:                                        ; preds = %.lr.ph, %30
  %37 = sext i32 %27 to i64
  br i1 %31, label %.lr.ph265, label %._crit_edge

.lr.ph265:                                        ; preds = %.loopexit
  %38 = ptrtoint ptr %0 to i64
  %39 = ptrtoint ptr %1 to i64
  %40 = or disjoint i32 %24, 64
  %41 = or disjoint i32 %24, 128
  %42 = or disjoint i32 %24, 192
  %43 = and i32 %7, 15
  %44 = lshr i32 %7, 1
  %45 = and i32 %44, 8
  %46 = and i32 %7, 7
  %47 = shl nuw nsw i32 %7, 5
  %48 = and i32 %47, 7168
  %49 = and i32 %47, 4096
  %50 = shl nuw nsw i32 %43, 6
  %51 = shl nuw nsw i32 %46, 3
  %invariant.op = or disjoint i32 %50, %49
  %52 = shl nuw nsw i32 %7, 8
  %53 = and i32 %52, 24576
  %54 = lshr exact i32 %45, 3
  %55 = xor i32 %54, %46
  %56 = shl nuw nsw i32 %55, 4
  %57 = or disjoint i32 %56, %53
  %58 = shl nuw nsw i32 %45, 1
  %59 = or disjoint i32 %58, 32
  %60 = shl nuw nsw i32 %46, 4
  %61 = xor i32 %59, %60
  %invariant.op259 = or disjoint i32 %53, %61
  %62 = or disjoint i32 %58, 64
  %63 = xor i32 %62, %60
  %invariant.op261 = or disjoint i32 %53, %63
  %64 = or disjoint i32 %58, 96
  %65 = xor i32 %64, %60
  %invariant.op263 = or disjoint i32 %53, %65
  %66 = or disjoint i32 %48, %50
  %67 = xor i32 %45, %51
  %.reass = or disjoint i32 %67, %invariant.op
  %68 = zext nneg i32 %.reass to i64
  %69 = shl nuw nsw i32 %43, 7
  %70 = or disjoint i32 %69, %57
  %71 = lshr exact i32 %70, 1
  %72 = zext nneg i32 %71 to i64
  %.reass260 = or disjoint i32 %69, %invariant.op259
  %73 = lshr exact i32 %.reass260, 1
  %74 = zext nneg i32 %73 to i64
  %.reass262 = or disjoint i32 %69, %invariant.op261
  %75 = lshr exact i32 %.reass262, 1
  %76 = zext nneg i32 %75 to i64
  %.reass264 = or disjoint i32 %69, %invariant.op263
  %77 = lshr exact i32 %.reass264, 1
  %78 = zext nneg i32 %77 to i64
  %79 = or disjoint i32 %67, %66
  %80 = or i32 %79, 3072
  %81 = zext nneg i32 %80 to i64
  %82 = or disjoint i32 %45, 16
  %83 = xor i32 %82, %51
  %.reass.1 = or disjoint i32 %83, %invariant.op
  %84 = zext nneg i32 %.reass.1 to i64
  %85 = shl nuw nsw i32 %43, 7
  %86 = or disjoint i32 %85, 2048
  %87 = or disjoint i32 %86, %57
  %88 = lshr exact i32 %87, 1
  %89 = zext nneg i32 %88 to i64
  %.reass260.1 = or disjoint i32 %86, %invariant.op259
  %90 = lshr exact i32 %.reass260.1, 1
  %91 = zext nneg i32 %90 to i64
  %.reass262.1 = or disjoint i32 %86, %invariant.op261
  %92 = lshr exact i32 %.reass262.1, 1
  %93 = zext nneg i32 %92 to i64
  %.reass264.1 = or disjoint i32 %86, %invariant.op263
  %94 = lshr exact i32 %.reass264.1, 1
  %95 = zext nneg i32 %94 to i64
  %96 = or disjoint i32 %83, %66
  %97 = or i32 %96, 3072
  %98 = zext nneg i32 %97 to i64
  %99 = or disjoint i32 %45, 32
  %100 = xor i32 %99, %51
  %.reass.2 = or disjoint i32 %100, %invariant.op
  %101 = zext nneg i32 %.reass.2 to i64
  %102 = shl nuw nsw i32 %43, 7
  %103 = or disjoint i32 %102, 4096
  %104 = or disjoint i32 %103, %57
  %105 = lshr exact i32 %104, 1
  %106 = zext nneg i32 %105 to i64
  %.reass260.2 = or disjoint i32 %103, %invariant.op259
  %107 = lshr exact i32 %.reass260.2, 1
  %108 = zext nneg i32 %107 to i64
  %.reass262.2 = or disjoint i32 %103, %invariant.op261
  %109 = lshr exact i32 %.reass262.2, 1
  %110 = zext nneg i32 %109 to i64
  %.reass264.2 = or disjoint i32 %103, %invariant.op263
  %111 = lshr exact i32 %.reass264.2, 1
  %112 = zext nneg i32 %111 to i64
  %113 = or disjoint i32 %100, %66
  %114 = or i32 %113, 3072
  %115 = zext nneg i32 %114 to i64
  %116 = or disjoint i32 %45, 48
  %117 = xor i32 %116, %51
  %.reass.3 = or disjoint i32 %117, %invariant.op
  %118 = zext nneg i32 %.reass.3 to i64
  %119 = shl nuw nsw i32 %43, 7
  %120 = or disjoint i32 %119, 6144
  %121 = or disjoint i32 %120, %57
  %122 = lshr exact i32 %121, 1
  %123 = zext nneg i32 %122 to i64
  %.reass260.3 = or disjoint i32 %120, %invariant.op259
  %124 = lshr exact i32 %.reass260.3, 1
  %125 = zext nneg i32 %124 to i64
  %.reass262.3 = or disjoint i32 %120, %invariant.op261
  %126 = lshr exact i32 %.reass262.3, 1
  %127 = zext nneg i32 %126 to i64
  %.reass264.3 = or disjoint i32 %120, %invariant.op263
  %128 = lshr exact i32 %.reass264.3, 1
  %129 = zext nneg i32 %128 to i64
  %130 = or disjoint i32 %117, %66
  %131 = or i32 %130, 3072
  %132 = zext nneg i32 %131 to i64
  br label %133

133:                                              ; preds = %.lr.ph265, %287
  %134 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1125, %287 ]
  %135 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1124, %287 ]
  %136 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1123, %287 ]
  %137 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1122, %287 ]
  %138 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1120, %287 ]
  %139 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1119, %287 ]
  %140 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1118, %287 ]
  %141 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1117, %287 ]
  %142 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1115, %287 ]
  %143 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1114, %287 ]
  %144 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1113, %287 ]
  %145 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1112, %287 ]
  %146 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1110, %287 ]
  %147 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1109, %287 ]
  %148 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1108, %287 ]
  %149 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1107, %287 ]
  %150 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1105, %287 ]
  %151 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1104, %287 ]
  %152 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1103, %287 ]
  %153 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1102, %287 ]
  %154 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1100, %287 ]
  %155 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1099, %287 ]
  %156 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1098, %287 ]
  %157 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1097, %287 ]
  %158 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1095, %287 ]
  %159 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1094, %287 ]
  %160 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1093, %287 ]
  %161 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1092, %287 ]
  %162 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1090, %287 ]
  %163 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1089, %287 ]
  %164 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1088, %287 ]
  %165 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1087, %287 ]
  %166 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1079, %287 ]
  %167 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1078, %287 ]
  %168 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1077, %287 ]
  %169 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1076, %287 ]
  %170 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1074, %287 ]
  %171 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1073, %287 ]
  %172 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1072, %287 ]
  %173 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1071, %287 ]
  %174 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1069, %287 ]
  %175 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1068, %287 ]
  %176 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1067, %287 ]
  %177 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1066, %287 ]
  %178 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1064, %287 ]
  %179 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1063, %287 ]
  %180 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1062, %287 ]
  %181 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1061, %287 ]
  %182 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1059, %287 ]
  %183 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1058, %287 ]
  %184 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1057, %287 ]
  %185 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1056, %287 ]
  %186 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1054, %287 ]
  %187 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1053, %287 ]
  %188 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1052, %287 ]
  %189 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1051, %287 ]
  %190 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1049, %287 ]
  %191 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1048, %287 ]
  %192 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1047, %287 ]
  %193 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1046, %287 ]
  %194 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1044, %287 ]
  %195 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1043, %287 ]
  %196 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1042, %287 ]
  %197 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1041, %287 ]
  %198 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1033, %287 ]
  %199 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1032, %287 ]
  %200 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1031, %287 ]
  %201 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1030, %287 ]
  %202 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1028, %287 ]
  %203 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1027, %287 ]
  %204 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1026, %287 ]
  %205 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1025, %287 ]
  %206 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1023, %287 ]
  %207 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1022, %287 ]
  %208 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1021, %287 ]
  %209 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1020, %287 ]
  %210 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1018, %287 ]
  %211 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1017, %287 ]
  %212 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1016, %287 ]
  %213 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1015, %287 ]
  %214 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1013, %287 ]
  %215 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1012, %287 ]
  %216 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1011, %287 ]
  %217 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1010, %287 ]
  %218 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1008, %287 ]
  %219 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1007, %287 ]
  %220 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1006, %287 ]
  %221 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1005, %287 ]
  %222 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1003, %287 ]
  %223 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1002, %287 ]
  %224 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1001, %287 ]
  %225 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1000, %287 ]
  %226 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %998, %287 ]
  %227 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %997, %287 ]
  %228 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %996, %287 ]
  %229 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %995, %287 ]
  %230 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %987, %287 ]
  %231 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %986, %287 ]
  %232 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %985, %287 ]
  %233 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %984, %287 ]
  %234 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %982, %287 ]
  %235 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %981, %287 ]
  %236 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %980, %287 ]
  %237 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %979, %287 ]
  %238 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %971, %287 ]
  %239 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %970, %287 ]
  %240 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %969, %287 ]
  %241 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %968, %287 ]
  %242 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %966, %287 ]
  %243 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %965, %287 ]
  %244 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %964, %287 ]
  %245 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %963, %287 ]
  %246 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %955, %287 ]
  %247 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %954, %287 ]
  %248 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %953, %287 ]
  %249 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %952, %287 ]
  %250 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %950, %287 ]
  %251 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %949, %287 ]
  %252 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %948, %287 ]
  %253 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %947, %287 ]
  %254 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %939, %287 ]
  %255 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %938, %287 ]
  %256 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %937, %287 ]
  %257 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %936, %287 ]
  %258 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %934, %287 ]
  %259 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %933, %287 ]
  %260 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %932, %287 ]
  %261 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %931, %287 ]
  %262 = phi i64 [ 0, %.lr.ph265 ], [ %1126, %287 ]
  %263 = trunc i64 %262 to i32
  %264 = and i32 %263, 1
  %265 = shl nuw nsw i32 %264, 3
  %266 = or disjoint i32 %265, add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_kn_dsmem to i32), i32 98304)
  %267 = lshr i32 %263, 1
  %268 = and i32 %267, 1
  br label %269

269:                                              ; preds = %269, %133
  %270 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %266, i32 %268) #5
  %271 = icmp eq i32 %270, 0
  br i1 %271, label %269, label %272

272:                                              ; preds = %269
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %273 = add i32 %263, 1
  %274 = icmp slt i32 %273, %27
  %275 = and i1 %28, %274
  br i1 %275, label %276, label %287

276:                                              ; preds = %272
  %277 = and i32 %273, 1
  %278 = mul nuw nsw i32 %277, 49152
  %279 = add i32 %278, ptrtoint (ptr addrspace(3) @gemm_bf16_tma_kn_dsmem to i32)
  %280 = add i32 %278, add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_kn_dsmem to i32), i32 16384)
  %281 = shl nuw nsw i32 %277, 3
  %282 = or disjoint i32 %281, add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_kn_dsmem to i32), i32 98304)
  %283 = shl i32 %273, 6
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 %282, i32 49152) #5
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %279, i64 %38, i32 %283, i32 %23, i32 %282) #5
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %280, i64 %39, i32 %24, i32 %283, i32 %282) #5
  %284 = add i32 %278, add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_kn_dsmem to i32), i32 24576)
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %284, i64 %39, i32 %40, i32 %283, i32 %282) #5
  %285 = add i32 %278, add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_kn_dsmem to i32), i32 32768)
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %285, i64 %39, i32 %41, i32 %283, i32 %282) #5
  %286 = add i32 %278, add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_kn_dsmem to i32), i32 40960)
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %286, i64 %39, i32 %42, i32 %283, i32 %282) #5
  br label %287

287:                                              ; preds = %276, %272
  %288 = mul nuw nsw i32 %264, 49152
  %289 = zext nneg i32 %288 to i64
  %290 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 %289
  %291 = add i32 %288, add (i32 sub (i32 0, i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_kn_dsmem to i32)), i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_kn_dsmem to i32), i32 16384))
  %292 = sext i32 %291 to i64
  %293 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 %292
  %294 = getelementptr bfloat, ptr addrspace(3) %290, i64 %68
  %295 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %294)
  %296 = extractvalue { i32, i32, i32, i32 } %295, 0
  %297 = extractvalue { i32, i32, i32, i32 } %295, 1
  %298 = extractvalue { i32, i32, i32, i32 } %295, 2
  %299 = extractvalue { i32, i32, i32, i32 } %295, 3
  %300 = getelementptr bfloat, ptr addrspace(3) %293, i64 %72
  %301 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %300)
  %302 = extractvalue { i32, i32, i32, i32 } %301, 0
  %303 = extractvalue { i32, i32, i32, i32 } %301, 1
  %304 = extractvalue { i32, i32, i32, i32 } %301, 2
  %305 = extractvalue { i32, i32, i32, i32 } %301, 3
  %306 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %296, i32 %297, i32 %298, i32 %299, i32 %302, i32 %303, float %261, float %260, float %259, float %258) #5
  %307 = extractvalue { float, float, float, float } %306, 0
  %308 = extractvalue { float, float, float, float } %306, 1
  %309 = extractvalue { float, float, float, float } %306, 2
  %310 = extractvalue { float, float, float, float } %306, 3
  %311 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %296, i32 %297, i32 %298, i32 %299, i32 %304, i32 %305, float %257, float %256, float %255, float %254) #5
  %312 = extractvalue { float, float, float, float } %311, 0
  %313 = extractvalue { float, float, float, float } %311, 1
  %314 = extractvalue { float, float, float, float } %311, 2
  %315 = extractvalue { float, float, float, float } %311, 3
  %316 = getelementptr bfloat, ptr addrspace(3) %293, i64 %74
  %317 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %316)
  %318 = extractvalue { i32, i32, i32, i32 } %317, 0
  %319 = extractvalue { i32, i32, i32, i32 } %317, 1
  %320 = extractvalue { i32, i32, i32, i32 } %317, 2
  %321 = extractvalue { i32, i32, i32, i32 } %317, 3
  %322 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %296, i32 %297, i32 %298, i32 %299, i32 %318, i32 %319, float %253, float %252, float %251, float %250) #5
  %323 = extractvalue { float, float, float, float } %322, 0
  %324 = extractvalue { float, float, float, float } %322, 1
  %325 = extractvalue { float, float, float, float } %322, 2
  %326 = extractvalue { float, float, float, float } %322, 3
  %327 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %296, i32 %297, i32 %298, i32 %299, i32 %320, i32 %321, float %249, float %248, float %247, float %246) #5
  %328 = extractvalue { float, float, float, float } %327, 0
  %329 = extractvalue { float, float, float, float } %327, 1
  %330 = extractvalue { float, float, float, float } %327, 2
  %331 = extractvalue { float, float, float, float } %327, 3
  %332 = getelementptr bfloat, ptr addrspace(3) %293, i64 %76
  %333 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %332)
  %334 = extractvalue { i32, i32, i32, i32 } %333, 0
  %335 = extractvalue { i32, i32, i32, i32 } %333, 1
  %336 = extractvalue { i32, i32, i32, i32 } %333, 2
  %337 = extractvalue { i32, i32, i32, i32 } %333, 3
  %338 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %296, i32 %297, i32 %298, i32 %299, i32 %334, i32 %335, float %245, float %244, float %243, float %242) #5
  %339 = extractvalue { float, float, float, float } %338, 0
  %340 = extractvalue { float, float, float, float } %338, 1
  %341 = extractvalue { float, float, float, float } %338, 2
  %342 = extractvalue { float, float, float, float } %338, 3
  %343 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %296, i32 %297, i32 %298, i32 %299, i32 %336, i32 %337, float %241, float %240, float %239, float %238) #5
  %344 = extractvalue { float, float, float, float } %343, 0
  %345 = extractvalue { float, float, float, float } %343, 1
  %346 = extractvalue { float, float, float, float } %343, 2
  %347 = extractvalue { float, float, float, float } %343, 3
  %348 = getelementptr bfloat, ptr addrspace(3) %293, i64 %78
  %349 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %348)
  %350 = extractvalue { i32, i32, i32, i32 } %349, 0
  %351 = extractvalue { i32, i32, i32, i32 } %349, 1
  %352 = extractvalue { i32, i32, i32, i32 } %349, 2
  %353 = extractvalue { i32, i32, i32, i32 } %349, 3
  %354 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %296, i32 %297, i32 %298, i32 %299, i32 %350, i32 %351, float %237, float %236, float %235, float %234) #5
  %355 = extractvalue { float, float, float, float } %354, 0
  %356 = extractvalue { float, float, float, float } %354, 1
  %357 = extractvalue { float, float, float, float } %354, 2
  %358 = extractvalue { float, float, float, float } %354, 3
  %359 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %296, i32 %297, i32 %298, i32 %299, i32 %352, i32 %353, float %233, float %232, float %231, float %230) #5
  %360 = extractvalue { float, float, float, float } %359, 0
  %361 = extractvalue { float, float, float, float } %359, 1
  %362 = extractvalue { float, float, float, float } %359, 2
  %363 = extractvalue { float, float, float, float } %359, 3
  %364 = getelementptr i8, ptr addrspace(3) %294, i64 2048
  %365 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %364)
  %366 = extractvalue { i32, i32, i32, i32 } %365, 0
  %367 = extractvalue { i32, i32, i32, i32 } %365, 1
  %368 = extractvalue { i32, i32, i32, i32 } %365, 2
  %369 = extractvalue { i32, i32, i32, i32 } %365, 3
  %370 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %366, i32 %367, i32 %368, i32 %369, i32 %302, i32 %303, float %229, float %228, float %227, float %226) #5
  %371 = extractvalue { float, float, float, float } %370, 0
  %372 = extractvalue { float, float, float, float } %370, 1
  %373 = extractvalue { float, float, float, float } %370, 2
  %374 = extractvalue { float, float, float, float } %370, 3
  %375 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %366, i32 %367, i32 %368, i32 %369, i32 %304, i32 %305, float %225, float %224, float %223, float %222) #5
  %376 = extractvalue { float, float, float, float } %375, 0
  %377 = extractvalue { float, float, float, float } %375, 1
  %378 = extractvalue { float, float, float, float } %375, 2
  %379 = extractvalue { float, float, float, float } %375, 3
  %380 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %366, i32 %367, i32 %368, i32 %369, i32 %318, i32 %319, float %221, float %220, float %219, float %218) #5
  %381 = extractvalue { float, float, float, float } %380, 0
  %382 = extractvalue { float, float, float, float } %380, 1
  %383 = extractvalue { float, float, float, float } %380, 2
  %384 = extractvalue { float, float, float, float } %380, 3
  %385 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %366, i32 %367, i32 %368, i32 %369, i32 %320, i32 %321, float %217, float %216, float %215, float %214) #5
  %386 = extractvalue { float, float, float, float } %385, 0
  %387 = extractvalue { float, float, float, float } %385, 1
  %388 = extractvalue { float, float, float, float } %385, 2
  %389 = extractvalue { float, float, float, float } %385, 3
  %390 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %366, i32 %367, i32 %368, i32 %369, i32 %334, i32 %335, float %213, float %212, float %211, float %210) #5
  %391 = extractvalue { float, float, float, float } %390, 0
  %392 = extractvalue { float, float, float, float } %390, 1
  %393 = extractvalue { float, float, float, float } %390, 2
  %394 = extractvalue { float, float, float, float } %390, 3
  %395 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %366, i32 %367, i32 %368, i32 %369, i32 %336, i32 %337, float %209, float %208, float %207, float %206) #5
  %396 = extractvalue { float, float, float, float } %395, 0
  %397 = extractvalue { float, float, float, float } %395, 1
  %398 = extractvalue { float, float, float, float } %395, 2
  %399 = extractvalue { float, float, float, float } %395, 3
  %400 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %366, i32 %367, i32 %368, i32 %369, i32 %350, i32 %351, float %205, float %204, float %203, float %202) #5
  %401 = extractvalue { float, float, float, float } %400, 0
  %402 = extractvalue { float, float, float, float } %400, 1
  %403 = extractvalue { float, float, float, float } %400, 2
  %404 = extractvalue { float, float, float, float } %400, 3
  %405 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %366, i32 %367, i32 %368, i32 %369, i32 %352, i32 %353, float %201, float %200, float %199, float %198) #5
  %406 = extractvalue { float, float, float, float } %405, 0
  %407 = extractvalue { float, float, float, float } %405, 1
  %408 = extractvalue { float, float, float, float } %405, 2
  %409 = extractvalue { float, float, float, float } %405, 3
  %410 = getelementptr i8, ptr addrspace(3) %294, i64 4096
  %411 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %410)
  %412 = extractvalue { i32, i32, i32, i32 } %411, 0
  %413 = extractvalue { i32, i32, i32, i32 } %411, 1
  %414 = extractvalue { i32, i32, i32, i32 } %411, 2
  %415 = extractvalue { i32, i32, i32, i32 } %411, 3
  %416 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %412, i32 %413, i32 %414, i32 %415, i32 %302, i32 %303, float %197, float %196, float %195, float %194) #5
  %417 = extractvalue { float, float, float, float } %416, 0
  %418 = extractvalue { float, float, float, float } %416, 1
  %419 = extractvalue { float, float, float, float } %416, 2
  %420 = extractvalue { float, float, float, float } %416, 3
  %421 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %412, i32 %413, i32 %414, i32 %415, i32 %304, i32 %305, float %193, float %192, float %191, float %190) #5
  %422 = extractvalue { float, float, float, float } %421, 0
  %423 = extractvalue { float, float, float, float } %421, 1
  %424 = extractvalue { float, float, float, float } %421, 2
  %425 = extractvalue { float, float, float, float } %421, 3
  %426 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %412, i32 %413, i32 %414, i32 %415, i32 %318, i32 %319, float %189, float %188, float %187, float %186) #5
  %427 = extractvalue { float, float, float, float } %426, 0
  %428 = extractvalue { float, float, float, float } %426, 1
  %429 = extractvalue { float, float, float, float } %426, 2
  %430 = extractvalue { float, float, float, float } %426, 3
  %431 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %412, i32 %413, i32 %414, i32 %415, i32 %320, i32 %321, float %185, float %184, float %183, float %182) #5
  %432 = extractvalue { float, float, float, float } %431, 0
  %433 = extractvalue { float, float, float, float } %431, 1
  %434 = extractvalue { float, float, float, float } %431, 2
  %435 = extractvalue { float, float, float, float } %431, 3
  %436 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %412, i32 %413, i32 %414, i32 %415, i32 %334, i32 %335, float %181, float %180, float %179, float %178) #5
  %437 = extractvalue { float, float, float, float } %436, 0
  %438 = extractvalue { float, float, float, float } %436, 1
  %439 = extractvalue { float, float, float, float } %436, 2
  %440 = extractvalue { float, float, float, float } %436, 3
  %441 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %412, i32 %413, i32 %414, i32 %415, i32 %336, i32 %337, float %177, float %176, float %175, float %174) #5
  %442 = extractvalue { float, float, float, float } %441, 0
  %443 = extractvalue { float, float, float, float } %441, 1
  %444 = extractvalue { float, float, float, float } %441, 2
  %445 = extractvalue { float, float, float, float } %441, 3
  %446 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %412, i32 %413, i32 %414, i32 %415, i32 %350, i32 %351, float %173, float %172, float %171, float %170) #5
  %447 = extractvalue { float, float, float, float } %446, 0
  %448 = extractvalue { float, float, float, float } %446, 1
  %449 = extractvalue { float, float, float, float } %446, 2
  %450 = extractvalue { float, float, float, float } %446, 3
  %451 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %412, i32 %413, i32 %414, i32 %415, i32 %352, i32 %353, float %169, float %168, float %167, float %166) #5
  %452 = extractvalue { float, float, float, float } %451, 0
  %453 = extractvalue { float, float, float, float } %451, 1
  %454 = extractvalue { float, float, float, float } %451, 2
  %455 = extractvalue { float, float, float, float } %451, 3
  %456 = getelementptr bfloat, ptr addrspace(3) %290, i64 %81
  %457 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %456)
  %458 = extractvalue { i32, i32, i32, i32 } %457, 0
  %459 = extractvalue { i32, i32, i32, i32 } %457, 1
  %460 = extractvalue { i32, i32, i32, i32 } %457, 2
  %461 = extractvalue { i32, i32, i32, i32 } %457, 3
  %462 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %458, i32 %459, i32 %460, i32 %461, i32 %302, i32 %303, float %165, float %164, float %163, float %162) #5
  %463 = extractvalue { float, float, float, float } %462, 0
  %464 = extractvalue { float, float, float, float } %462, 1
  %465 = extractvalue { float, float, float, float } %462, 2
  %466 = extractvalue { float, float, float, float } %462, 3
  %467 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %458, i32 %459, i32 %460, i32 %461, i32 %304, i32 %305, float %161, float %160, float %159, float %158) #5
  %468 = extractvalue { float, float, float, float } %467, 0
  %469 = extractvalue { float, float, float, float } %467, 1
  %470 = extractvalue { float, float, float, float } %467, 2
  %471 = extractvalue { float, float, float, float } %467, 3
  %472 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %458, i32 %459, i32 %460, i32 %461, i32 %318, i32 %319, float %157, float %156, float %155, float %154) #5
  %473 = extractvalue { float, float, float, float } %472, 0
  %474 = extractvalue { float, float, float, float } %472, 1
  %475 = extractvalue { float, float, float, float } %472, 2
  %476 = extractvalue { float, float, float, float } %472, 3
  %477 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %458, i32 %459, i32 %460, i32 %461, i32 %320, i32 %321, float %153, float %152, float %151, float %150) #5
  %478 = extractvalue { float, float, float, float } %477, 0
  %479 = extractvalue { float, float, float, float } %477, 1
  %480 = extractvalue { float, float, float, float } %477, 2
  %481 = extractvalue { float, float, float, float } %477, 3
  %482 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %458, i32 %459, i32 %460, i32 %461, i32 %334, i32 %335, float %149, float %148, float %147, float %146) #5
  %483 = extractvalue { float, float, float, float } %482, 0
  %484 = extractvalue { float, float, float, float } %482, 1
  %485 = extractvalue { float, float, float, float } %482, 2
  %486 = extractvalue { float, float, float, float } %482, 3
  %487 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %458, i32 %459, i32 %460, i32 %461, i32 %336, i32 %337, float %145, float %144, float %143, float %142) #5
  %488 = extractvalue { float, float, float, float } %487, 0
  %489 = extractvalue { float, float, float, float } %487, 1
  %490 = extractvalue { float, float, float, float } %487, 2
  %491 = extractvalue { float, float, float, float } %487, 3
  %492 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %458, i32 %459, i32 %460, i32 %461, i32 %350, i32 %351, float %141, float %140, float %139, float %138) #5
  %493 = extractvalue { float, float, float, float } %492, 0
  %494 = extractvalue { float, float, float, float } %492, 1
  %495 = extractvalue { float, float, float, float } %492, 2
  %496 = extractvalue { float, float, float, float } %492, 3
  %497 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %458, i32 %459, i32 %460, i32 %461, i32 %352, i32 %353, float %137, float %136, float %135, float %134) #5
  %498 = extractvalue { float, float, float, float } %497, 0
  %499 = extractvalue { float, float, float, float } %497, 1
  %500 = extractvalue { float, float, float, float } %497, 2
  %501 = extractvalue { float, float, float, float } %497, 3
  %502 = getelementptr bfloat, ptr addrspace(3) %290, i64 %84
  %503 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %502)
  %504 = extractvalue { i32, i32, i32, i32 } %503, 0
  %505 = extractvalue { i32, i32, i32, i32 } %503, 1
  %506 = extractvalue { i32, i32, i32, i32 } %503, 2
  %507 = extractvalue { i32, i32, i32, i32 } %503, 3
  %508 = getelementptr bfloat, ptr addrspace(3) %293, i64 %89
  %509 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %508)
  %510 = extractvalue { i32, i32, i32, i32 } %509, 0
  %511 = extractvalue { i32, i32, i32, i32 } %509, 1
  %512 = extractvalue { i32, i32, i32, i32 } %509, 2
  %513 = extractvalue { i32, i32, i32, i32 } %509, 3
  %514 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %504, i32 %505, i32 %506, i32 %507, i32 %510, i32 %511, float %307, float %308, float %309, float %310) #5
  %515 = extractvalue { float, float, float, float } %514, 0
  %516 = extractvalue { float, float, float, float } %514, 1
  %517 = extractvalue { float, float, float, float } %514, 2
  %518 = extractvalue { float, float, float, float } %514, 3
  %519 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %504, i32 %505, i32 %506, i32 %507, i32 %512, i32 %513, float %312, float %313, float %314, float %315) #5
  %520 = extractvalue { float, float, float, float } %519, 0
  %521 = extractvalue { float, float, float, float } %519, 1
  %522 = extractvalue { float, float, float, float } %519, 2
  %523 = extractvalue { float, float, float, float } %519, 3
  %524 = getelementptr bfloat, ptr addrspace(3) %293, i64 %91
  %525 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %524)
  %526 = extractvalue { i32, i32, i32, i32 } %525, 0
  %527 = extractvalue { i32, i32, i32, i32 } %525, 1
  %528 = extractvalue { i32, i32, i32, i32 } %525, 2
  %529 = extractvalue { i32, i32, i32, i32 } %525, 3
  %530 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %504, i32 %505, i32 %506, i32 %507, i32 %526, i32 %527, float %323, float %324, float %325, float %326) #5
  %531 = extractvalue { float, float, float, float } %530, 0
  %532 = extractvalue { float, float, float, float } %530, 1
  %533 = extractvalue { float, float, float, float } %530, 2
  %534 = extractvalue { float, float, float, float } %530, 3
  %535 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %504, i32 %505, i32 %506, i32 %507, i32 %528, i32 %529, float %328, float %329, float %330, float %331) #5
  %536 = extractvalue { float, float, float, float } %535, 0
  %537 = extractvalue { float, float, float, float } %535, 1
  %538 = extractvalue { float, float, float, float } %535, 2
  %539 = extractvalue { float, float, float, float } %535, 3
  %540 = getelementptr bfloat, ptr addrspace(3) %293, i64 %93
  %541 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %540)
  %542 = extractvalue { i32, i32, i32, i32 } %541, 0
  %543 = extractvalue { i32, i32, i32, i32 } %541, 1
  %544 = extractvalue { i32, i32, i32, i32 } %541, 2
  %545 = extractvalue { i32, i32, i32, i32 } %541, 3
  %546 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %504, i32 %505, i32 %506, i32 %507, i32 %542, i32 %543, float %339, float %340, float %341, float %342) #5
  %547 = extractvalue { float, float, float, float } %546, 0
  %548 = extractvalue { float, float, float, float } %546, 1
  %549 = extractvalue { float, float, float, float } %546, 2
  %550 = extractvalue { float, float, float, float } %546, 3
  %551 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %504, i32 %505, i32 %506, i32 %507, i32 %544, i32 %545, float %344, float %345, float %346, float %347) #5
  %552 = extractvalue { float, float, float, float } %551, 0
  %553 = extractvalue { float, float, float, float } %551, 1
  %554 = extractvalue { float, float, float, float } %551, 2
  %555 = extractvalue { float, float, float, float } %551, 3
  %556 = getelementptr bfloat, ptr addrspace(3) %293, i64 %95
  %557 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %556)
  %558 = extractvalue { i32, i32, i32, i32 } %557, 0
  %559 = extractvalue { i32, i32, i32, i32 } %557, 1
  %560 = extractvalue { i32, i32, i32, i32 } %557, 2
  %561 = extractvalue { i32, i32, i32, i32 } %557, 3
  %562 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %504, i32 %505, i32 %506, i32 %507, i32 %558, i32 %559, float %355, float %356, float %357, float %358) #5
  %563 = extractvalue { float, float, float, float } %562, 0
  %564 = extractvalue { float, float, float, float } %562, 1
  %565 = extractvalue { float, float, float, float } %562, 2
  %566 = extractvalue { float, float, float, float } %562, 3
  %567 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %504, i32 %505, i32 %506, i32 %507, i32 %560, i32 %561, float %360, float %361, float %362, float %363) #5
  %568 = extractvalue { float, float, float, float } %567, 0
  %569 = extractvalue { float, float, float, float } %567, 1
  %570 = extractvalue { float, float, float, float } %567, 2
  %571 = extractvalue { float, float, float, float } %567, 3
  %572 = getelementptr i8, ptr addrspace(3) %502, i64 2048
  %573 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %572)
  %574 = extractvalue { i32, i32, i32, i32 } %573, 0
  %575 = extractvalue { i32, i32, i32, i32 } %573, 1
  %576 = extractvalue { i32, i32, i32, i32 } %573, 2
  %577 = extractvalue { i32, i32, i32, i32 } %573, 3
  %578 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %574, i32 %575, i32 %576, i32 %577, i32 %510, i32 %511, float %371, float %372, float %373, float %374) #5
  %579 = extractvalue { float, float, float, float } %578, 0
  %580 = extractvalue { float, float, float, float } %578, 1
  %581 = extractvalue { float, float, float, float } %578, 2
  %582 = extractvalue { float, float, float, float } %578, 3
  %583 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %574, i32 %575, i32 %576, i32 %577, i32 %512, i32 %513, float %376, float %377, float %378, float %379) #5
  %584 = extractvalue { float, float, float, float } %583, 0
  %585 = extractvalue { float, float, float, float } %583, 1
  %586 = extractvalue { float, float, float, float } %583, 2
  %587 = extractvalue { float, float, float, float } %583, 3
  %588 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %574, i32 %575, i32 %576, i32 %577, i32 %526, i32 %527, float %381, float %382, float %383, float %384) #5
  %589 = extractvalue { float, float, float, float } %588, 0
  %590 = extractvalue { float, float, float, float } %588, 1
  %591 = extractvalue { float, float, float, float } %588, 2
  %592 = extractvalue { float, float, float, float } %588, 3
  %593 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %574, i32 %575, i32 %576, i32 %577, i32 %528, i32 %529, float %386, float %387, float %388, float %389) #5
  %594 = extractvalue { float, float, float, float } %593, 0
  %595 = extractvalue { float, float, float, float } %593, 1
  %596 = extractvalue { float, float, float, float } %593, 2
  %597 = extractvalue { float, float, float, float } %593, 3
  %598 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %574, i32 %575, i32 %576, i32 %577, i32 %542, i32 %543, float %391, float %392, float %393, float %394) #5
  %599 = extractvalue { float, float, float, float } %598, 0
  %600 = extractvalue { float, float, float, float } %598, 1
  %601 = extractvalue { float, float, float, float } %598, 2
  %602 = extractvalue { float, float, float, float } %598, 3
  %603 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %574, i32 %575, i32 %576, i32 %577, i32 %544, i32 %545, float %396, float %397, float %398, float %399) #5
  %604 = extractvalue { float, float, float, float } %603, 0
  %605 = extractvalue { float, float, float, float } %603, 1
  %606 = extractvalue { float, float, float, float } %603, 2
  %607 = extractvalue { float, float, float, float } %603, 3
  %608 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %574, i32 %575, i32 %576, i32 %577, i32 %558, i32 %559, float %401, float %402, float %403, float %404) #5
  %609 = extractvalue { float, float, float, float } %608, 0
  %610 = extractvalue { float, float, float, float } %608, 1
  %611 = extractvalue { float, float, float, float } %608, 2
  %612 = extractvalue { float, float, float, float } %608, 3
  %613 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %574, i32 %575, i32 %576, i32 %577, i32 %560, i32 %561, float %406, float %407, float %408, float %409) #5
  %614 = extractvalue { float, float, float, float } %613, 0
  %615 = extractvalue { float, float, float, float } %613, 1
  %616 = extractvalue { float, float, float, float } %613, 2
  %617 = extractvalue { float, float, float, float } %613, 3
  %618 = getelementptr i8, ptr addrspace(3) %502, i64 4096
  %619 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %618)
  %620 = extractvalue { i32, i32, i32, i32 } %619, 0
  %621 = extractvalue { i32, i32, i32, i32 } %619, 1
  %622 = extractvalue { i32, i32, i32, i32 } %619, 2
  %623 = extractvalue { i32, i32, i32, i32 } %619, 3
  %624 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %620, i32 %621, i32 %622, i32 %623, i32 %510, i32 %511, float %417, float %418, float %419, float %420) #5
  %625 = extractvalue { float, float, float, float } %624, 0
  %626 = extractvalue { float, float, float, float } %624, 1
  %627 = extractvalue { float, float, float, float } %624, 2
  %628 = extractvalue { float, float, float, float } %624, 3
  %629 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %620, i32 %621, i32 %622, i32 %623, i32 %512, i32 %513, float %422, float %423, float %424, float %425) #5
  %630 = extractvalue { float, float, float, float } %629, 0
  %631 = extractvalue { float, float, float, float } %629, 1
  %632 = extractvalue { float, float, float, float } %629, 2
  %633 = extractvalue { float, float, float, float } %629, 3
  %634 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %620, i32 %621, i32 %622, i32 %623, i32 %526, i32 %527, float %427, float %428, float %429, float %430) #5
  %635 = extractvalue { float, float, float, float } %634, 0
  %636 = extractvalue { float, float, float, float } %634, 1
  %637 = extractvalue { float, float, float, float } %634, 2
  %638 = extractvalue { float, float, float, float } %634, 3
  %639 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %620, i32 %621, i32 %622, i32 %623, i32 %528, i32 %529, float %432, float %433, float %434, float %435) #5
  %640 = extractvalue { float, float, float, float } %639, 0
  %641 = extractvalue { float, float, float, float } %639, 1
  %642 = extractvalue { float, float, float, float } %639, 2
  %643 = extractvalue { float, float, float, float } %639, 3
  %644 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %620, i32 %621, i32 %622, i32 %623, i32 %542, i32 %543, float %437, float %438, float %439, float %440) #5
  %645 = extractvalue { float, float, float, float } %644, 0
  %646 = extractvalue { float, float, float, float } %644, 1
  %647 = extractvalue { float, float, float, float } %644, 2
  %648 = extractvalue { float, float, float, float } %644, 3
  %649 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %620, i32 %621, i32 %622, i32 %623, i32 %544, i32 %545, float %442, float %443, float %444, float %445) #5
  %650 = extractvalue { float, float, float, float } %649, 0
  %651 = extractvalue { float, float, float, float } %649, 1
  %652 = extractvalue { float, float, float, float } %649, 2
  %653 = extractvalue { float, float, float, float } %649, 3
  %654 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %620, i32 %621, i32 %622, i32 %623, i32 %558, i32 %559, float %447, float %448, float %449, float %450) #5
  %655 = extractvalue { float, float, float, float } %654, 0
  %656 = extractvalue { float, float, float, float } %654, 1
  %657 = extractvalue { float, float, float, float } %654, 2
  %658 = extractvalue { float, float, float, float } %654, 3
  %659 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %620, i32 %621, i32 %622, i32 %623, i32 %560, i32 %561, float %452, float %453, float %454, float %455) #5
  %660 = extractvalue { float, float, float, float } %659, 0
  %661 = extractvalue { float, float, float, float } %659, 1
  %662 = extractvalue { float, float, float, float } %659, 2
  %663 = extractvalue { float, float, float, float } %659, 3
  %664 = getelementptr bfloat, ptr addrspace(3) %290, i64 %98
  %665 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %664)
  %666 = extractvalue { i32, i32, i32, i32 } %665, 0
  %667 = extractvalue { i32, i32, i32, i32 } %665, 1
  %668 = extractvalue { i32, i32, i32, i32 } %665, 2
  %669 = extractvalue { i32, i32, i32, i32 } %665, 3
  %670 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %666, i32 %667, i32 %668, i32 %669, i32 %510, i32 %511, float %463, float %464, float %465, float %466) #5
  %671 = extractvalue { float, float, float, float } %670, 0
  %672 = extractvalue { float, float, float, float } %670, 1
  %673 = extractvalue { float, float, float, float } %670, 2
  %674 = extractvalue { float, float, float, float } %670, 3
  %675 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %666, i32 %667, i32 %668, i32 %669, i32 %512, i32 %513, float %468, float %469, float %470, float %471) #5
  %676 = extractvalue { float, float, float, float } %675, 0
  %677 = extractvalue { float, float, float, float } %675, 1
  %678 = extractvalue { float, float, float, float } %675, 2
  %679 = extractvalue { float, float, float, float } %675, 3
  %680 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %666, i32 %667, i32 %668, i32 %669, i32 %526, i32 %527, float %473, float %474, float %475, float %476) #5
  %681 = extractvalue { float, float, float, float } %680, 0
  %682 = extractvalue { float, float, float, float } %680, 1
  %683 = extractvalue { float, float, float, float } %680, 2
  %684 = extractvalue { float, float, float, float } %680, 3
  %685 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %666, i32 %667, i32 %668, i32 %669, i32 %528, i32 %529, float %478, float %479, float %480, float %481) #5
  %686 = extractvalue { float, float, float, float } %685, 0
  %687 = extractvalue { float, float, float, float } %685, 1
  %688 = extractvalue { float, float, float, float } %685, 2
  %689 = extractvalue { float, float, float, float } %685, 3
  %690 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %666, i32 %667, i32 %668, i32 %669, i32 %542, i32 %543, float %483, float %484, float %485, float %486) #5
  %691 = extractvalue { float, float, float, float } %690, 0
  %692 = extractvalue { float, float, float, float } %690, 1
  %693 = extractvalue { float, float, float, float } %690, 2
  %694 = extractvalue { float, float, float, float } %690, 3
  %695 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %666, i32 %667, i32 %668, i32 %669, i32 %544, i32 %545, float %488, float %489, float %490, float %491) #5
  %696 = extractvalue { float, float, float, float } %695, 0
  %697 = extractvalue { float, float, float, float } %695, 1
  %698 = extractvalue { float, float, float, float } %695, 2
  %699 = extractvalue { float, float, float, float } %695, 3
  %700 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %666, i32 %667, i32 %668, i32 %669, i32 %558, i32 %559, float %493, float %494, float %495, float %496) #5
  %701 = extractvalue { float, float, float, float } %700, 0
  %702 = extractvalue { float, float, float, float } %700, 1
  %703 = extractvalue { float, float, float, float } %700, 2
  %704 = extractvalue { float, float, float, float } %700, 3
  %705 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %666, i32 %667, i32 %668, i32 %669, i32 %560, i32 %561, float %498, float %499, float %500, float %501) #5
  %706 = extractvalue { float, float, float, float } %705, 0
  %707 = extractvalue { float, float, float, float } %705, 1
  %708 = extractvalue { float, float, float, float } %705, 2
  %709 = extractvalue { float, float, float, float } %705, 3
  %710 = getelementptr bfloat, ptr addrspace(3) %290, i64 %101
  %711 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %710)
  %712 = extractvalue { i32, i32, i32, i32 } %711, 0
  %713 = extractvalue { i32, i32, i32, i32 } %711, 1
  %714 = extractvalue { i32, i32, i32, i32 } %711, 2
  %715 = extractvalue { i32, i32, i32, i32 } %711, 3
  %716 = getelementptr bfloat, ptr addrspace(3) %293, i64 %106
  %717 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %716)
  %718 = extractvalue { i32, i32, i32, i32 } %717, 0
  %719 = extractvalue { i32, i32, i32, i32 } %717, 1
  %720 = extractvalue { i32, i32, i32, i32 } %717, 2
  %721 = extractvalue { i32, i32, i32, i32 } %717, 3
  %722 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %712, i32 %713, i32 %714, i32 %715, i32 %718, i32 %719, float %515, float %516, float %517, float %518) #5
  %723 = extractvalue { float, float, float, float } %722, 0
  %724 = extractvalue { float, float, float, float } %722, 1
  %725 = extractvalue { float, float, float, float } %722, 2
  %726 = extractvalue { float, float, float, float } %722, 3
  %727 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %712, i32 %713, i32 %714, i32 %715, i32 %720, i32 %721, float %520, float %521, float %522, float %523) #5
  %728 = extractvalue { float, float, float, float } %727, 0
  %729 = extractvalue { float, float, float, float } %727, 1
  %730 = extractvalue { float, float, float, float } %727, 2
  %731 = extractvalue { float, float, float, float } %727, 3
  %732 = getelementptr bfloat, ptr addrspace(3) %293, i64 %108
  %733 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %732)
  %734 = extractvalue { i32, i32, i32, i32 } %733, 0
  %735 = extractvalue { i32, i32, i32, i32 } %733, 1
  %736 = extractvalue { i32, i32, i32, i32 } %733, 2
  %737 = extractvalue { i32, i32, i32, i32 } %733, 3
  %738 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %712, i32 %713, i32 %714, i32 %715, i32 %734, i32 %735, float %531, float %532, float %533, float %534) #5
  %739 = extractvalue { float, float, float, float } %738, 0
  %740 = extractvalue { float, float, float, float } %738, 1
  %741 = extractvalue { float, float, float, float } %738, 2
  %742 = extractvalue { float, float, float, float } %738, 3
  %743 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %712, i32 %713, i32 %714, i32 %715, i32 %736, i32 %737, float %536, float %537, float %538, float %539) #5
  %744 = extractvalue { float, float, float, float } %743, 0
  %745 = extractvalue { float, float, float, float } %743, 1
  %746 = extractvalue { float, float, float, float } %743, 2
  %747 = extractvalue { float, float, float, float } %743, 3
  %748 = getelementptr bfloat, ptr addrspace(3) %293, i64 %110
  %749 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %748)
  %750 = extractvalue { i32, i32, i32, i32 } %749, 0
  %751 = extractvalue { i32, i32, i32, i32 } %749, 1
  %752 = extractvalue { i32, i32, i32, i32 } %749, 2
  %753 = extractvalue { i32, i32, i32, i32 } %749, 3
  %754 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %712, i32 %713, i32 %714, i32 %715, i32 %750, i32 %751, float %547, float %548, float %549, float %550) #5
  %755 = extractvalue { float, float, float, float } %754, 0
  %756 = extractvalue { float, float, float, float } %754, 1
  %757 = extractvalue { float, float, float, float } %754, 2
  %758 = extractvalue { float, float, float, float } %754, 3
  %759 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %712, i32 %713, i32 %714, i32 %715, i32 %752, i32 %753, float %552, float %553, float %554, float %555) #5
  %760 = extractvalue { float, float, float, float } %759, 0
  %761 = extractvalue { float, float, float, float } %759, 1
  %762 = extractvalue { float, float, float, float } %759, 2
  %763 = extractvalue { float, float, float, float } %759, 3
  %764 = getelementptr bfloat, ptr addrspace(3) %293, i64 %112
  %765 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %764)
  %766 = extractvalue { i32, i32, i32, i32 } %765, 0
  %767 = extractvalue { i32, i32, i32, i32 } %765, 1
  %768 = extractvalue { i32, i32, i32, i32 } %765, 2
  %769 = extractvalue { i32, i32, i32, i32 } %765, 3
  %770 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %712, i32 %713, i32 %714, i32 %715, i32 %766, i32 %767, float %563, float %564, float %565, float %566) #5
  %771 = extractvalue { float, float, float, float } %770, 0
  %772 = extractvalue { float, float, float, float } %770, 1
  %773 = extractvalue { float, float, float, float } %770, 2
  %774 = extractvalue { float, float, float, float } %770, 3
  %775 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %712, i32 %713, i32 %714, i32 %715, i32 %768, i32 %769, float %568, float %569, float %570, float %571) #5
  %776 = extractvalue { float, float, float, float } %775, 0
  %777 = extractvalue { float, float, float, float } %775, 1
  %778 = extractvalue { float, float, float, float } %775, 2
  %779 = extractvalue { float, float, float, float } %775, 3
  %780 = getelementptr i8, ptr addrspace(3) %710, i64 2048
  %781 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %780)
  %782 = extractvalue { i32, i32, i32, i32 } %781, 0
  %783 = extractvalue { i32, i32, i32, i32 } %781, 1
  %784 = extractvalue { i32, i32, i32, i32 } %781, 2
  %785 = extractvalue { i32, i32, i32, i32 } %781, 3
  %786 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %782, i32 %783, i32 %784, i32 %785, i32 %718, i32 %719, float %579, float %580, float %581, float %582) #5
  %787 = extractvalue { float, float, float, float } %786, 0
  %788 = extractvalue { float, float, float, float } %786, 1
  %789 = extractvalue { float, float, float, float } %786, 2
  %790 = extractvalue { float, float, float, float } %786, 3
  %791 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %782, i32 %783, i32 %784, i32 %785, i32 %720, i32 %721, float %584, float %585, float %586, float %587) #5
  %792 = extractvalue { float, float, float, float } %791, 0
  %793 = extractvalue { float, float, float, float } %791, 1
  %794 = extractvalue { float, float, float, float } %791, 2
  %795 = extractvalue { float, float, float, float } %791, 3
  %796 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %782, i32 %783, i32 %784, i32 %785, i32 %734, i32 %735, float %589, float %590, float %591, float %592) #5
  %797 = extractvalue { float, float, float, float } %796, 0
  %798 = extractvalue { float, float, float, float } %796, 1
  %799 = extractvalue { float, float, float, float } %796, 2
  %800 = extractvalue { float, float, float, float } %796, 3
  %801 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %782, i32 %783, i32 %784, i32 %785, i32 %736, i32 %737, float %594, float %595, float %596, float %597) #5
  %802 = extractvalue { float, float, float, float } %801, 0
  %803 = extractvalue { float, float, float, float } %801, 1
  %804 = extractvalue { float, float, float, float } %801, 2
  %805 = extractvalue { float, float, float, float } %801, 3
  %806 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %782, i32 %783, i32 %784, i32 %785, i32 %750, i32 %751, float %599, float %600, float %601, float %602) #5
  %807 = extractvalue { float, float, float, float } %806, 0
  %808 = extractvalue { float, float, float, float } %806, 1
  %809 = extractvalue { float, float, float, float } %806, 2
  %810 = extractvalue { float, float, float, float } %806, 3
  %811 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %782, i32 %783, i32 %784, i32 %785, i32 %752, i32 %753, float %604, float %605, float %606, float %607) #5
  %812 = extractvalue { float, float, float, float } %811, 0
  %813 = extractvalue { float, float, float, float } %811, 1
  %814 = extractvalue { float, float, float, float } %811, 2
  %815 = extractvalue { float, float, float, float } %811, 3
  %816 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %782, i32 %783, i32 %784, i32 %785, i32 %766, i32 %767, float %609, float %610, float %611, float %612) #5
  %817 = extractvalue { float, float, float, float } %816, 0
  %818 = extractvalue { float, float, float, float } %816, 1
  %819 = extractvalue { float, float, float, float } %816, 2
  %820 = extractvalue { float, float, float, float } %816, 3
  %821 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %782, i32 %783, i32 %784, i32 %785, i32 %768, i32 %769, float %614, float %615, float %616, float %617) #5
  %822 = extractvalue { float, float, float, float } %821, 0
  %823 = extractvalue { float, float, float, float } %821, 1
  %824 = extractvalue { float, float, float, float } %821, 2
  %825 = extractvalue { float, float, float, float } %821, 3
  %826 = getelementptr i8, ptr addrspace(3) %710, i64 4096
  %827 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %826)
  %828 = extractvalue { i32, i32, i32, i32 } %827, 0
  %829 = extractvalue { i32, i32, i32, i32 } %827, 1
  %830 = extractvalue { i32, i32, i32, i32 } %827, 2
  %831 = extractvalue { i32, i32, i32, i32 } %827, 3
  %832 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %828, i32 %829, i32 %830, i32 %831, i32 %718, i32 %719, float %625, float %626, float %627, float %628) #5
  %833 = extractvalue { float, float, float, float } %832, 0
  %834 = extractvalue { float, float, float, float } %832, 1
  %835 = extractvalue { float, float, float, float } %832, 2
  %836 = extractvalue { float, float, float, float } %832, 3
  %837 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %828, i32 %829, i32 %830, i32 %831, i32 %720, i32 %721, float %630, float %631, float %632, float %633) #5
  %838 = extractvalue { float, float, float, float } %837, 0
  %839 = extractvalue { float, float, float, float } %837, 1
  %840 = extractvalue { float, float, float, float } %837, 2
  %841 = extractvalue { float, float, float, float } %837, 3
  %842 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %828, i32 %829, i32 %830, i32 %831, i32 %734, i32 %735, float %635, float %636, float %637, float %638) #5
  %843 = extractvalue { float, float, float, float } %842, 0
  %844 = extractvalue { float, float, float, float } %842, 1
  %845 = extractvalue { float, float, float, float } %842, 2
  %846 = extractvalue { float, float, float, float } %842, 3
  %847 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %828, i32 %829, i32 %830, i32 %831, i32 %736, i32 %737, float %640, float %641, float %642, float %643) #5
  %848 = extractvalue { float, float, float, float } %847, 0
  %849 = extractvalue { float, float, float, float } %847, 1
  %850 = extractvalue { float, float, float, float } %847, 2
  %851 = extractvalue { float, float, float, float } %847, 3
  %852 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %828, i32 %829, i32 %830, i32 %831, i32 %750, i32 %751, float %645, float %646, float %647, float %648) #5
  %853 = extractvalue { float, float, float, float } %852, 0
  %854 = extractvalue { float, float, float, float } %852, 1
  %855 = extractvalue { float, float, float, float } %852, 2
  %856 = extractvalue { float, float, float, float } %852, 3
  %857 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %828, i32 %829, i32 %830, i32 %831, i32 %752, i32 %753, float %650, float %651, float %652, float %653) #5
  %858 = extractvalue { float, float, float, float } %857, 0
  %859 = extractvalue { float, float, float, float } %857, 1
  %860 = extractvalue { float, float, float, float } %857, 2
  %861 = extractvalue { float, float, float, float } %857, 3
  %862 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %828, i32 %829, i32 %830, i32 %831, i32 %766, i32 %767, float %655, float %656, float %657, float %658) #5
  %863 = extractvalue { float, float, float, float } %862, 0
  %864 = extractvalue { float, float, float, float } %862, 1
  %865 = extractvalue { float, float, float, float } %862, 2
  %866 = extractvalue { float, float, float, float } %862, 3
  %867 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %828, i32 %829, i32 %830, i32 %831, i32 %768, i32 %769, float %660, float %661, float %662, float %663) #5
  %868 = extractvalue { float, float, float, float } %867, 0
  %869 = extractvalue { float, float, float, float } %867, 1
  %870 = extractvalue { float, float, float, float } %867, 2
  %871 = extractvalue { float, float, float, float } %867, 3
  %872 = getelementptr bfloat, ptr addrspace(3) %290, i64 %115
  %873 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %872)
  %874 = extractvalue { i32, i32, i32, i32 } %873, 0
  %875 = extractvalue { i32, i32, i32, i32 } %873, 1
  %876 = extractvalue { i32, i32, i32, i32 } %873, 2
  %877 = extractvalue { i32, i32, i32, i32 } %873, 3
  %878 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %874, i32 %875, i32 %876, i32 %877, i32 %718, i32 %719, float %671, float %672, float %673, float %674) #5
  %879 = extractvalue { float, float, float, float } %878, 0
  %880 = extractvalue { float, float, float, float } %878, 1
  %881 = extractvalue { float, float, float, float } %878, 2
  %882 = extractvalue { float, float, float, float } %878, 3
  %883 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %874, i32 %875, i32 %876, i32 %877, i32 %720, i32 %721, float %676, float %677, float %678, float %679) #5
  %884 = extractvalue { float, float, float, float } %883, 0
  %885 = extractvalue { float, float, float, float } %883, 1
  %886 = extractvalue { float, float, float, float } %883, 2
  %887 = extractvalue { float, float, float, float } %883, 3
  %888 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %874, i32 %875, i32 %876, i32 %877, i32 %734, i32 %735, float %681, float %682, float %683, float %684) #5
  %889 = extractvalue { float, float, float, float } %888, 0
  %890 = extractvalue { float, float, float, float } %888, 1
  %891 = extractvalue { float, float, float, float } %888, 2
  %892 = extractvalue { float, float, float, float } %888, 3
  %893 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %874, i32 %875, i32 %876, i32 %877, i32 %736, i32 %737, float %686, float %687, float %688, float %689) #5
  %894 = extractvalue { float, float, float, float } %893, 0
  %895 = extractvalue { float, float, float, float } %893, 1
  %896 = extractvalue { float, float, float, float } %893, 2
  %897 = extractvalue { float, float, float, float } %893, 3
  %898 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %874, i32 %875, i32 %876, i32 %877, i32 %750, i32 %751, float %691, float %692, float %693, float %694) #5
  %899 = extractvalue { float, float, float, float } %898, 0
  %900 = extractvalue { float, float, float, float } %898, 1
  %901 = extractvalue { float, float, float, float } %898, 2
  %902 = extractvalue { float, float, float, float } %898, 3
  %903 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %874, i32 %875, i32 %876, i32 %877, i32 %752, i32 %753, float %696, float %697, float %698, float %699) #5
  %904 = extractvalue { float, float, float, float } %903, 0
  %905 = extractvalue { float, float, float, float } %903, 1
  %906 = extractvalue { float, float, float, float } %903, 2
  %907 = extractvalue { float, float, float, float } %903, 3
  %908 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %874, i32 %875, i32 %876, i32 %877, i32 %766, i32 %767, float %701, float %702, float %703, float %704) #5
  %909 = extractvalue { float, float, float, float } %908, 0
  %910 = extractvalue { float, float, float, float } %908, 1
  %911 = extractvalue { float, float, float, float } %908, 2
  %912 = extractvalue { float, float, float, float } %908, 3
  %913 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %874, i32 %875, i32 %876, i32 %877, i32 %768, i32 %769, float %706, float %707, float %708, float %709) #5
  %914 = extractvalue { float, float, float, float } %913, 0
  %915 = extractvalue { float, float, float, float } %913, 1
  %916 = extractvalue { float, float, float, float } %913, 2
  %917 = extractvalue { float, float, float, float } %913, 3
  %918 = getelementptr bfloat, ptr addrspace(3) %290, i64 %118
  %919 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %918)
  %920 = extractvalue { i32, i32, i32, i32 } %919, 0
  %921 = extractvalue { i32, i32, i32, i32 } %919, 1
  %922 = extractvalue { i32, i32, i32, i32 } %919, 2
  %923 = extractvalue { i32, i32, i32, i32 } %919, 3
  %924 = getelementptr bfloat, ptr addrspace(3) %293, i64 %123
  %925 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %924)
  %926 = extractvalue { i32, i32, i32, i32 } %925, 0
  %927 = extractvalue { i32, i32, i32, i32 } %925, 1
  %928 = extractvalue { i32, i32, i32, i32 } %925, 2
  %929 = extractvalue { i32, i32, i32, i32 } %925, 3
  %930 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %920, i32 %921, i32 %922, i32 %923, i32 %926, i32 %927, float %723, float %724, float %725, float %726) #5
  %931 = extractvalue { float, float, float, float } %930, 0
  %932 = extractvalue { float, float, float, float } %930, 1
  %933 = extractvalue { float, float, float, float } %930, 2
  %934 = extractvalue { float, float, float, float } %930, 3
  %935 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %920, i32 %921, i32 %922, i32 %923, i32 %928, i32 %929, float %728, float %729, float %730, float %731) #5
  %936 = extractvalue { float, float, float, float } %935, 0
  %937 = extractvalue { float, float, float, float } %935, 1
  %938 = extractvalue { float, float, float, float } %935, 2
  %939 = extractvalue { float, float, float, float } %935, 3
  %940 = getelementptr bfloat, ptr addrspace(3) %293, i64 %125
  %941 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %940)
  %942 = extractvalue { i32, i32, i32, i32 } %941, 0
  %943 = extractvalue { i32, i32, i32, i32 } %941, 1
  %944 = extractvalue { i32, i32, i32, i32 } %941, 2
  %945 = extractvalue { i32, i32, i32, i32 } %941, 3
  %946 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %920, i32 %921, i32 %922, i32 %923, i32 %942, i32 %943, float %739, float %740, float %741, float %742) #5
  %947 = extractvalue { float, float, float, float } %946, 0
  %948 = extractvalue { float, float, float, float } %946, 1
  %949 = extractvalue { float, float, float, float } %946, 2
  %950 = extractvalue { float, float, float, float } %946, 3
  %951 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %920, i32 %921, i32 %922, i32 %923, i32 %944, i32 %945, float %744, float %745, float %746, float %747) #5
  %952 = extractvalue { float, float, float, float } %951, 0
  %953 = extractvalue { float, float, float, float } %951, 1
  %954 = extractvalue { float, float, float, float } %951, 2
  %955 = extractvalue { float, float, float, float } %951, 3
  %956 = getelementptr bfloat, ptr addrspace(3) %293, i64 %127
  %957 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %956)
  %958 = extractvalue { i32, i32, i32, i32 } %957, 0
  %959 = extractvalue { i32, i32, i32, i32 } %957, 1
  %960 = extractvalue { i32, i32, i32, i32 } %957, 2
  %961 = extractvalue { i32, i32, i32, i32 } %957, 3
  %962 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %920, i32 %921, i32 %922, i32 %923, i32 %958, i32 %959, float %755, float %756, float %757, float %758) #5
  %963 = extractvalue { float, float, float, float } %962, 0
  %964 = extractvalue { float, float, float, float } %962, 1
  %965 = extractvalue { float, float, float, float } %962, 2
  %966 = extractvalue { float, float, float, float } %962, 3
  %967 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %920, i32 %921, i32 %922, i32 %923, i32 %960, i32 %961, float %760, float %761, float %762, float %763) #5
  %968 = extractvalue { float, float, float, float } %967, 0
  %969 = extractvalue { float, float, float, float } %967, 1
  %970 = extractvalue { float, float, float, float } %967, 2
  %971 = extractvalue { float, float, float, float } %967, 3
  %972 = getelementptr bfloat, ptr addrspace(3) %293, i64 %129
  %973 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %972)
  %974 = extractvalue { i32, i32, i32, i32 } %973, 0
  %975 = extractvalue { i32, i32, i32, i32 } %973, 1
  %976 = extractvalue { i32, i32, i32, i32 } %973, 2
  %977 = extractvalue { i32, i32, i32, i32 } %973, 3
  %978 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %920, i32 %921, i32 %922, i32 %923, i32 %974, i32 %975, float %771, float %772, float %773, float %774) #5
  %979 = extractvalue { float, float, float, float } %978, 0
  %980 = extractvalue { float, float, float, float } %978, 1
  %981 = extractvalue { float, float, float, float } %978, 2
  %982 = extractvalue { float, float, float, float } %978, 3
  %983 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %920, i32 %921, i32 %922, i32 %923, i32 %976, i32 %977, float %776, float %777, float %778, float %779) #5
  %984 = extractvalue { float, float, float, float } %983, 0
  %985 = extractvalue { float, float, float, float } %983, 1
  %986 = extractvalue { float, float, float, float } %983, 2
  %987 = extractvalue { float, float, float, float } %983, 3
  %988 = getelementptr i8, ptr addrspace(3) %918, i64 2048
  %989 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %988)
  %990 = extractvalue { i32, i32, i32, i32 } %989, 0
  %991 = extractvalue { i32, i32, i32, i32 } %989, 1
  %992 = extractvalue { i32, i32, i32, i32 } %989, 2
  %993 = extractvalue { i32, i32, i32, i32 } %989, 3
  %994 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %990, i32 %991, i32 %992, i32 %993, i32 %926, i32 %927, float %787, float %788, float %789, float %790) #5
  %995 = extractvalue { float, float, float, float } %994, 0
  %996 = extractvalue { float, float, float, float } %994, 1
  %997 = extractvalue { float, float, float, float } %994, 2
  %998 = extractvalue { float, float, float, float } %994, 3
  %999 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %990, i32 %991, i32 %992, i32 %993, i32 %928, i32 %929, float %792, float %793, float %794, float %795) #5
  %1000 = extractvalue { float, float, float, float } %999, 0
  %1001 = extractvalue { float, float, float, float } %999, 1
  %1002 = extractvalue { float, float, float, float } %999, 2
  %1003 = extractvalue { float, float, float, float } %999, 3
  %1004 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %990, i32 %991, i32 %992, i32 %993, i32 %942, i32 %943, float %797, float %798, float %799, float %800) #5
  %1005 = extractvalue { float, float, float, float } %1004, 0
  %1006 = extractvalue { float, float, float, float } %1004, 1
  %1007 = extractvalue { float, float, float, float } %1004, 2
  %1008 = extractvalue { float, float, float, float } %1004, 3
  %1009 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %990, i32 %991, i32 %992, i32 %993, i32 %944, i32 %945, float %802, float %803, float %804, float %805) #5
  %1010 = extractvalue { float, float, float, float } %1009, 0
  %1011 = extractvalue { float, float, float, float } %1009, 1
  %1012 = extractvalue { float, float, float, float } %1009, 2
  %1013 = extractvalue { float, float, float, float } %1009, 3
  %1014 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %990, i32 %991, i32 %992, i32 %993, i32 %958, i32 %959, float %807, float %808, float %809, float %810) #5
  %1015 = extractvalue { float, float, float, float } %1014, 0
  %1016 = extractvalue { float, float, float, float } %1014, 1
  %1017 = extractvalue { float, float, float, float } %1014, 2
  %1018 = extractvalue { float, float, float, float } %1014, 3
  %1019 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %990, i32 %991, i32 %992, i32 %993, i32 %960, i32 %961, float %812, float %813, float %814, float %815) #5
  %1020 = extractvalue { float, float, float, float } %1019, 0
  %1021 = extractvalue { float, float, float, float } %1019, 1
  %1022 = extractvalue { float, float, float, float } %1019, 2
  %1023 = extractvalue { float, float, float, float } %1019, 3
  %1024 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %990, i32 %991, i32 %992, i32 %993, i32 %974, i32 %975, float %817, float %818, float %819, float %820) #5
  %1025 = extractvalue { float, float, float, float } %1024, 0
  %1026 = extractvalue { float, float, float, float } %1024, 1
  %1027 = extractvalue { float, float, float, float } %1024, 2
  %1028 = extractvalue { float, float, float, float } %1024, 3
  %1029 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %990, i32 %991, i32 %992, i32 %993, i32 %976, i32 %977, float %822, float %823, float %824, float %825) #5
  %1030 = extractvalue { float, float, float, float } %1029, 0
  %1031 = extractvalue { float, float, float, float } %1029, 1
  %1032 = extractvalue { float, float, float, float } %1029, 2
  %1033 = extractvalue { float, float, float, float } %1029, 3
  %1034 = getelementptr i8, ptr addrspace(3) %918, i64 4096
  %1035 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1034)
  %1036 = extractvalue { i32, i32, i32, i32 } %1035, 0
  %1037 = extractvalue { i32, i32, i32, i32 } %1035, 1
  %1038 = extractvalue { i32, i32, i32, i32 } %1035, 2
  %1039 = extractvalue { i32, i32, i32, i32 } %1035, 3
  %1040 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1036, i32 %1037, i32 %1038, i32 %1039, i32 %926, i32 %927, float %833, float %834, float %835, float %836) #5
  %1041 = extractvalue { float, float, float, float } %1040, 0
  %1042 = extractvalue { float, float, float, float } %1040, 1
  %1043 = extractvalue { float, float, float, float } %1040, 2
  %1044 = extractvalue { float, float, float, float } %1040, 3
  %1045 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1036, i32 %1037, i32 %1038, i32 %1039, i32 %928, i32 %929, float %838, float %839, float %840, float %841) #5
  %1046 = extractvalue { float, float, float, float } %1045, 0
  %1047 = extractvalue { float, float, float, float } %1045, 1
  %1048 = extractvalue { float, float, float, float } %1045, 2
  %1049 = extractvalue { float, float, float, float } %1045, 3
  %1050 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1036, i32 %1037, i32 %1038, i32 %1039, i32 %942, i32 %943, float %843, float %844, float %845, float %846) #5
  %1051 = extractvalue { float, float, float, float } %1050, 0
  %1052 = extractvalue { float, float, float, float } %1050, 1
  %1053 = extractvalue { float, float, float, float } %1050, 2
  %1054 = extractvalue { float, float, float, float } %1050, 3
  %1055 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1036, i32 %1037, i32 %1038, i32 %1039, i32 %944, i32 %945, float %848, float %849, float %850, float %851) #5
  %1056 = extractvalue { float, float, float, float } %1055, 0
  %1057 = extractvalue { float, float, float, float } %1055, 1
  %1058 = extractvalue { float, float, float, float } %1055, 2
  %1059 = extractvalue { float, float, float, float } %1055, 3
  %1060 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1036, i32 %1037, i32 %1038, i32 %1039, i32 %958, i32 %959, float %853, float %854, float %855, float %856) #5
  %1061 = extractvalue { float, float, float, float } %1060, 0
  %1062 = extractvalue { float, float, float, float } %1060, 1
  %1063 = extractvalue { float, float, float, float } %1060, 2
  %1064 = extractvalue { float, float, float, float } %1060, 3
  %1065 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1036, i32 %1037, i32 %1038, i32 %1039, i32 %960, i32 %961, float %858, float %859, float %860, float %861) #5
  %1066 = extractvalue { float, float, float, float } %1065, 0
  %1067 = extractvalue { float, float, float, float } %1065, 1
  %1068 = extractvalue { float, float, float, float } %1065, 2
  %1069 = extractvalue { float, float, float, float } %1065, 3
  %1070 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1036, i32 %1037, i32 %1038, i32 %1039, i32 %974, i32 %975, float %863, float %864, float %865, float %866) #5
  %1071 = extractvalue { float, float, float, float } %1070, 0
  %1072 = extractvalue { float, float, float, float } %1070, 1
  %1073 = extractvalue { float, float, float, float } %1070, 2
  %1074 = extractvalue { float, float, float, float } %1070, 3
  %1075 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1036, i32 %1037, i32 %1038, i32 %1039, i32 %976, i32 %977, float %868, float %869, float %870, float %871) #5
  %1076 = extractvalue { float, float, float, float } %1075, 0
  %1077 = extractvalue { float, float, float, float } %1075, 1
  %1078 = extractvalue { float, float, float, float } %1075, 2
  %1079 = extractvalue { float, float, float, float } %1075, 3
  %1080 = getelementptr bfloat, ptr addrspace(3) %290, i64 %132
  %1081 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1080)
  %1082 = extractvalue { i32, i32, i32, i32 } %1081, 0
  %1083 = extractvalue { i32, i32, i32, i32 } %1081, 1
  %1084 = extractvalue { i32, i32, i32, i32 } %1081, 2
  %1085 = extractvalue { i32, i32, i32, i32 } %1081, 3
  %1086 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1082, i32 %1083, i32 %1084, i32 %1085, i32 %926, i32 %927, float %879, float %880, float %881, float %882) #5
  %1087 = extractvalue { float, float, float, float } %1086, 0
  %1088 = extractvalue { float, float, float, float } %1086, 1
  %1089 = extractvalue { float, float, float, float } %1086, 2
  %1090 = extractvalue { float, float, float, float } %1086, 3
  %1091 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1082, i32 %1083, i32 %1084, i32 %1085, i32 %928, i32 %929, float %884, float %885, float %886, float %887) #5
  %1092 = extractvalue { float, float, float, float } %1091, 0
  %1093 = extractvalue { float, float, float, float } %1091, 1
  %1094 = extractvalue { float, float, float, float } %1091, 2
  %1095 = extractvalue { float, float, float, float } %1091, 3
  %1096 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1082, i32 %1083, i32 %1084, i32 %1085, i32 %942, i32 %943, float %889, float %890, float %891, float %892) #5
  %1097 = extractvalue { float, float, float, float } %1096, 0
  %1098 = extractvalue { float, float, float, float } %1096, 1
  %1099 = extractvalue { float, float, float, float } %1096, 2
  %1100 = extractvalue { float, float, float, float } %1096, 3
  %1101 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1082, i32 %1083, i32 %1084, i32 %1085, i32 %944, i32 %945, float %894, float %895, float %896, float %897) #5
  %1102 = extractvalue { float, float, float, float } %1101, 0
  %1103 = extractvalue { float, float, float, float } %1101, 1
  %1104 = extractvalue { float, float, float, float } %1101, 2
  %1105 = extractvalue { float, float, float, float } %1101, 3
  %1106 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1082, i32 %1083, i32 %1084, i32 %1085, i32 %958, i32 %959, float %899, float %900, float %901, float %902) #5
  %1107 = extractvalue { float, float, float, float } %1106, 0
  %1108 = extractvalue { float, float, float, float } %1106, 1
  %1109 = extractvalue { float, float, float, float } %1106, 2
  %1110 = extractvalue { float, float, float, float } %1106, 3
  %1111 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1082, i32 %1083, i32 %1084, i32 %1085, i32 %960, i32 %961, float %904, float %905, float %906, float %907) #5
  %1112 = extractvalue { float, float, float, float } %1111, 0
  %1113 = extractvalue { float, float, float, float } %1111, 1
  %1114 = extractvalue { float, float, float, float } %1111, 2
  %1115 = extractvalue { float, float, float, float } %1111, 3
  %1116 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1082, i32 %1083, i32 %1084, i32 %1085, i32 %974, i32 %975, float %909, float %910, float %911, float %912) #5
  %1117 = extractvalue { float, float, float, float } %1116, 0
  %1118 = extractvalue { float, float, float, float } %1116, 1
  %1119 = extractvalue { float, float, float, float } %1116, 2
  %1120 = extractvalue { float, float, float, float } %1116, 3
  %1121 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1082, i32 %1083, i32 %1084, i32 %1085, i32 %976, i32 %977, float %914, float %915, float %916, float %917) #5
  %1122 = extractvalue { float, float, float, float } %1121, 0
  %1123 = extractvalue { float, float, float, float } %1121, 1
  %1124 = extractvalue { float, float, float, float } %1121, 2
  %1125 = extractvalue { float, float, float, float } %1121, 3
  %1126 = add nuw nsw i64 %262, 1
  %exitcond.not = icmp eq i64 %1126, %37
  br i1 %exitcond.not, label %._crit_edge.loopexit, label %133

._crit_edge.loopexit:                             ; preds = %287
  %1127 = bitcast float %931 to i32
  %1128 = bitcast float %932 to i32
  %1129 = bitcast float %933 to i32
  %1130 = bitcast float %934 to i32
  %1131 = bitcast float %936 to i32
  %1132 = bitcast float %937 to i32
  %1133 = bitcast float %938 to i32
  %1134 = bitcast float %939 to i32
  %1135 = bitcast float %947 to i32
  %1136 = bitcast float %948 to i32
  %1137 = bitcast float %949 to i32
  %1138 = bitcast float %950 to i32
  %1139 = bitcast float %952 to i32
  %1140 = bitcast float %953 to i32
  %1141 = bitcast float %954 to i32
  %1142 = bitcast float %955 to i32
  %1143 = bitcast float %963 to i32
  %1144 = bitcast float %964 to i32
  %1145 = bitcast float %965 to i32
  %1146 = bitcast float %966 to i32
  %1147 = bitcast float %968 to i32
  %1148 = bitcast float %969 to i32
  %1149 = bitcast float %970 to i32
  %1150 = bitcast float %971 to i32
  %1151 = bitcast float %979 to i32
  %1152 = bitcast float %980 to i32
  %1153 = bitcast float %981 to i32
  %1154 = bitcast float %982 to i32
  %1155 = bitcast float %984 to i32
  %1156 = bitcast float %985 to i32
  %1157 = bitcast float %986 to i32
  %1158 = bitcast float %987 to i32
  %1159 = bitcast float %995 to i32
  %1160 = bitcast float %996 to i32
  %1161 = bitcast float %997 to i32
  %1162 = bitcast float %998 to i32
  %1163 = bitcast float %1000 to i32
  %1164 = bitcast float %1001 to i32
  %1165 = bitcast float %1002 to i32
  %1166 = bitcast float %1003 to i32
  %1167 = bitcast float %1005 to i32
  %1168 = bitcast float %1006 to i32
  %1169 = bitcast float %1007 to i32
  %1170 = bitcast float %1008 to i32
  %1171 = bitcast float %1010 to i32
  %1172 = bitcast float %1011 to i32
  %1173 = bitcast float %1012 to i32
  %1174 = bitcast float %1013 to i32
  %1175 = bitcast float %1015 to i32
  %1176 = bitcast float %1016 to i32
  %1177 = bitcast float %1017 to i32
  %1178 = bitcast float %1018 to i32
  %1179 = bitcast float %1020 to i32
  %1180 = bitcast float %1021 to i32
  %1181 = bitcast float %1022 to i32
  %1182 = bitcast float %1023 to i32
  %1183 = bitcast float %1025 to i32
  %1184 = bitcast float %1026 to i32
  %1185 = bitcast float %1027 to i32
  %1186 = bitcast float %1028 to i32
  %1187 = bitcast float %1030 to i32
  %1188 = bitcast float %1031 to i32
  %1189 = bitcast float %1032 to i32
  %1190 = bitcast float %1033 to i32
  %1191 = bitcast float %1041 to i32
  %1192 = bitcast float %1042 to i32
  %1193 = bitcast float %1043 to i32
  %1194 = bitcast float %1044 to i32
  %1195 = bitcast float %1046 to i32
  %1196 = bitcast float %1047 to i32
  %1197 = bitcast float %1048 to i32
  %1198 = bitcast float %1049 to i32
  %1199 = bitcast float %1051 to i32
  %1200 = bitcast float %1052 to i32
  %1201 = bitcast float %1053 to i32
  %1202 = bitcast float %1054 to i32
  %1203 = bitcast float %1056 to i32
  %1204 = bitcast float %1057 to i32
  %1205 = bitcast float %1058 to i32
  %1206 = bitcast float %1059 to i32
  %1207 = bitcast float %1061 to i32
  %1208 = bitcast float %1062 to i32
  %1209 = bitcast float %1063 to i32
  %1210 = bitcast float %1064 to i32
  %1211 = bitcast float %1066 to i32
  %1212 = bitcast float %1067 to i32
  %1213 = bitcast float %1068 to i32
  %1214 = bitcast float %1069 to i32
  %1215 = bitcast float %1071 to i32
  %1216 = bitcast float %1072 to i32
  %1217 = bitcast float %1073 to i32
  %1218 = bitcast float %1074 to i32
  %1219 = bitcast float %1076 to i32
  %1220 = bitcast float %1077 to i32
  %1221 = bitcast float %1078 to i32
  %1222 = bitcast float %1079 to i32
  %1223 = bitcast float %1087 to i32
  %1224 = bitcast float %1088 to i32
  %1225 = bitcast float %1089 to i32
  %1226 = bitcast float %1090 to i32
  %1227 = bitcast float %1092 to i32
  %1228 = bitcast float %1093 to i32
  %1229 = bitcast float %1094 to i32
  %1230 = bitcast float %1095 to i32
  %1231 = bitcast float %1097 to i32
  %1232 = bitcast float %1098 to i32
  %1233 = bitcast float %1099 to i32
  %1234 = bitcast float %1100 to i32
  %1235 = bitcast float %1102 to i32
  %1236 = bitcast float %1103 to i32
  %1237 = bitcast float %1104 to i32
  %1238 = bitcast float %1105 to i32
  %1239 = bitcast float %1107 to i32
  %1240 = bitcast float %1108 to i32
  %1241 = bitcast float %1109 to i32
  %1242 = bitcast float %1110 to i32
  %1243 = bitcast float %1112 to i32
  %1244 = bitcast float %1113 to i32
  %1245 = bitcast float %1114 to i32
  %1246 = bitcast float %1115 to i32
  %1247 = bitcast float %1117 to i32
  %1248 = bitcast float %1118 to i32
  %1249 = bitcast float %1119 to i32
  %1250 = bitcast float %1120 to i32
  %1251 = bitcast float %1122 to i32
  %1252 = bitcast float %1123 to i32
  %1253 = bitcast float %1124 to i32
  %1254 = bitcast float %1125 to i32
  br label %._crit_edge

._crit_edge:                                      ; preds = %._crit_edge.loopexit, %.loopexit
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
  %.lcssa131 = phi i32 [ 0, %.loopexit ], [ %1254, %._crit_edge.loopexit ]
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %28, label %1255, label %1256

1255:                                             ; preds = %._crit_edge
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_kn_dsmem to i32), i32 98304)) #5
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_kn_dsmem to i32), i32 98312)) #5
  br label %1256

1256:                                             ; preds = %1255, %._crit_edge
  %1257 = lshr i32 %7, 2
  %1258 = and i32 %1257, 7
  %1259 = lshr i32 %7, 1
  %1260 = and i32 %1259, 64
  %1261 = and i32 %1259, 64
  %1262 = shl nuw nsw i32 %1257, 3
  %1263 = and i32 %1262, 192
  %1264 = or disjoint i32 %1261, %1258
  %1265 = shl nuw nsw i32 %7, 1
  %1266 = and i32 %1265, 6
  %1267 = or disjoint i32 %1263, %1266
  %1268 = or disjoint i32 %1264, %23
  %1269 = mul i32 %1268, %4
  %1270 = or disjoint i32 %1267, %24
  %1271 = add i32 %1269, %1270
  %1272 = sext i32 %1271 to i64
  %1273 = getelementptr float, ptr addrspace(1) %2, i64 %1272
  %1274 = icmp slt i32 %1268, %3
  %1275 = icmp slt i32 %1270, %4
  %1276 = and i1 %1274, %1275
  %1277 = or disjoint i32 %1266, 1
  %1278 = or disjoint i32 %1263, %1277
  %1279 = or disjoint i32 %1278, %24
  %1280 = icmp slt i32 %1279, %4
  %1281 = ptrtoint ptr addrspace(1) %1273 to i64
  %1282 = and i64 %1281, 7
  %1283 = icmp eq i64 %1282, 0
  %1284 = and i1 %1276, %1283
  %1285 = and i1 %1280, %1284
  %1286 = xor i1 %1276, %1285
  %1287 = xor i1 %1274, %1284
  %1288 = and i1 %1280, %1287
  %1289 = zext i1 %1285 to i32
  %1290 = zext i1 %1286 to i32
  %1291 = zext i1 %1288 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1289, i32 %.lcssa258, i32 %.lcssa257, ptr addrspace(1) %1273, i32 %1290, i32 %1291) #5
  %1292 = or disjoint i32 %1258, 8
  %1293 = or disjoint i32 %1261, %1292
  %1294 = or disjoint i32 %1293, %23
  %1295 = mul i32 %1294, %4
  %1296 = add i32 %1295, %1270
  %1297 = sext i32 %1296 to i64
  %1298 = getelementptr float, ptr addrspace(1) %2, i64 %1297
  %1299 = icmp slt i32 %1294, %3
  %1300 = and i1 %1299, %1275
  %1301 = ptrtoint ptr addrspace(1) %1298 to i64
  %1302 = and i64 %1301, 7
  %1303 = icmp eq i64 %1302, 0
  %1304 = and i1 %1300, %1303
  %1305 = and i1 %1280, %1304
  %1306 = xor i1 %1300, %1305
  %1307 = xor i1 %1299, %1304
  %1308 = and i1 %1280, %1307
  %1309 = zext i1 %1305 to i32
  %1310 = zext i1 %1306 to i32
  %1311 = zext i1 %1308 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1309, i32 %.lcssa256, i32 %.lcssa255, ptr addrspace(1) %1298, i32 %1310, i32 %1311) #5
  %1312 = or disjoint i32 %1263, 8
  %1313 = or disjoint i32 %1312, %1266
  %1314 = or disjoint i32 %1313, %24
  %1315 = add i32 %1269, %1314
  %1316 = sext i32 %1315 to i64
  %1317 = getelementptr float, ptr addrspace(1) %2, i64 %1316
  %1318 = icmp slt i32 %1314, %4
  %1319 = and i1 %1274, %1318
  %1320 = or disjoint i32 %1312, %1277
  %1321 = or disjoint i32 %1320, %24
  %1322 = icmp slt i32 %1321, %4
  %1323 = ptrtoint ptr addrspace(1) %1317 to i64
  %1324 = and i64 %1323, 7
  %1325 = icmp eq i64 %1324, 0
  %1326 = and i1 %1319, %1325
  %1327 = and i1 %1322, %1326
  %1328 = xor i1 %1319, %1327
  %1329 = xor i1 %1274, %1326
  %1330 = and i1 %1322, %1329
  %1331 = zext i1 %1327 to i32
  %1332 = zext i1 %1328 to i32
  %1333 = zext i1 %1330 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1331, i32 %.lcssa254, i32 %.lcssa253, ptr addrspace(1) %1317, i32 %1332, i32 %1333) #5
  %1334 = add i32 %1295, %1314
  %1335 = sext i32 %1334 to i64
  %1336 = getelementptr float, ptr addrspace(1) %2, i64 %1335
  %1337 = and i1 %1299, %1318
  %1338 = ptrtoint ptr addrspace(1) %1336 to i64
  %1339 = and i64 %1338, 7
  %1340 = icmp eq i64 %1339, 0
  %1341 = and i1 %1337, %1340
  %1342 = and i1 %1322, %1341
  %1343 = xor i1 %1337, %1342
  %1344 = xor i1 %1299, %1341
  %1345 = and i1 %1322, %1344
  %1346 = zext i1 %1342 to i32
  %1347 = zext i1 %1343 to i32
  %1348 = zext i1 %1345 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1346, i32 %.lcssa252, i32 %.lcssa251, ptr addrspace(1) %1336, i32 %1347, i32 %1348) #5
  %1349 = or disjoint i32 %1263, 16
  %1350 = or disjoint i32 %1349, %1266
  %1351 = or disjoint i32 %1350, %24
  %1352 = add i32 %1269, %1351
  %1353 = sext i32 %1352 to i64
  %1354 = getelementptr float, ptr addrspace(1) %2, i64 %1353
  %1355 = icmp slt i32 %1351, %4
  %1356 = and i1 %1274, %1355
  %1357 = or disjoint i32 %1349, %1277
  %1358 = or disjoint i32 %1357, %24
  %1359 = icmp slt i32 %1358, %4
  %1360 = ptrtoint ptr addrspace(1) %1354 to i64
  %1361 = and i64 %1360, 7
  %1362 = icmp eq i64 %1361, 0
  %1363 = and i1 %1356, %1362
  %1364 = and i1 %1359, %1363
  %1365 = xor i1 %1356, %1364
  %1366 = xor i1 %1274, %1363
  %1367 = and i1 %1359, %1366
  %1368 = zext i1 %1364 to i32
  %1369 = zext i1 %1365 to i32
  %1370 = zext i1 %1367 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1368, i32 %.lcssa250, i32 %.lcssa249, ptr addrspace(1) %1354, i32 %1369, i32 %1370) #5
  %1371 = add i32 %1295, %1351
  %1372 = sext i32 %1371 to i64
  %1373 = getelementptr float, ptr addrspace(1) %2, i64 %1372
  %1374 = and i1 %1299, %1355
  %1375 = ptrtoint ptr addrspace(1) %1373 to i64
  %1376 = and i64 %1375, 7
  %1377 = icmp eq i64 %1376, 0
  %1378 = and i1 %1374, %1377
  %1379 = and i1 %1359, %1378
  %1380 = xor i1 %1374, %1379
  %1381 = xor i1 %1299, %1378
  %1382 = and i1 %1359, %1381
  %1383 = zext i1 %1379 to i32
  %1384 = zext i1 %1380 to i32
  %1385 = zext i1 %1382 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1383, i32 %.lcssa248, i32 %.lcssa247, ptr addrspace(1) %1373, i32 %1384, i32 %1385) #5
  %1386 = or disjoint i32 %1263, 24
  %1387 = or disjoint i32 %1386, %1266
  %1388 = or disjoint i32 %1387, %24
  %1389 = add i32 %1269, %1388
  %1390 = sext i32 %1389 to i64
  %1391 = getelementptr float, ptr addrspace(1) %2, i64 %1390
  %1392 = icmp slt i32 %1388, %4
  %1393 = and i1 %1274, %1392
  %1394 = or disjoint i32 %1386, %1277
  %1395 = or disjoint i32 %1394, %24
  %1396 = icmp slt i32 %1395, %4
  %1397 = ptrtoint ptr addrspace(1) %1391 to i64
  %1398 = and i64 %1397, 7
  %1399 = icmp eq i64 %1398, 0
  %1400 = and i1 %1393, %1399
  %1401 = and i1 %1396, %1400
  %1402 = xor i1 %1393, %1401
  %1403 = xor i1 %1274, %1400
  %1404 = and i1 %1396, %1403
  %1405 = zext i1 %1401 to i32
  %1406 = zext i1 %1402 to i32
  %1407 = zext i1 %1404 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1405, i32 %.lcssa246, i32 %.lcssa245, ptr addrspace(1) %1391, i32 %1406, i32 %1407) #5
  %1408 = add i32 %1295, %1388
  %1409 = sext i32 %1408 to i64
  %1410 = getelementptr float, ptr addrspace(1) %2, i64 %1409
  %1411 = and i1 %1299, %1392
  %1412 = ptrtoint ptr addrspace(1) %1410 to i64
  %1413 = and i64 %1412, 7
  %1414 = icmp eq i64 %1413, 0
  %1415 = and i1 %1411, %1414
  %1416 = and i1 %1396, %1415
  %1417 = xor i1 %1411, %1416
  %1418 = xor i1 %1299, %1415
  %1419 = and i1 %1396, %1418
  %1420 = zext i1 %1416 to i32
  %1421 = zext i1 %1417 to i32
  %1422 = zext i1 %1419 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1420, i32 %.lcssa244, i32 %.lcssa243, ptr addrspace(1) %1410, i32 %1421, i32 %1422) #5
  %1423 = or disjoint i32 %1263, 32
  %1424 = or disjoint i32 %1423, %1266
  %1425 = or disjoint i32 %1424, %24
  %1426 = add i32 %1269, %1425
  %1427 = sext i32 %1426 to i64
  %1428 = getelementptr float, ptr addrspace(1) %2, i64 %1427
  %1429 = icmp slt i32 %1425, %4
  %1430 = and i1 %1274, %1429
  %1431 = or disjoint i32 %1423, %1277
  %1432 = or disjoint i32 %1431, %24
  %1433 = icmp slt i32 %1432, %4
  %1434 = ptrtoint ptr addrspace(1) %1428 to i64
  %1435 = and i64 %1434, 7
  %1436 = icmp eq i64 %1435, 0
  %1437 = and i1 %1430, %1436
  %1438 = and i1 %1433, %1437
  %1439 = xor i1 %1430, %1438
  %1440 = xor i1 %1274, %1437
  %1441 = and i1 %1433, %1440
  %1442 = zext i1 %1438 to i32
  %1443 = zext i1 %1439 to i32
  %1444 = zext i1 %1441 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1442, i32 %.lcssa242, i32 %.lcssa241, ptr addrspace(1) %1428, i32 %1443, i32 %1444) #5
  %1445 = add i32 %1295, %1425
  %1446 = sext i32 %1445 to i64
  %1447 = getelementptr float, ptr addrspace(1) %2, i64 %1446
  %1448 = and i1 %1299, %1429
  %1449 = ptrtoint ptr addrspace(1) %1447 to i64
  %1450 = and i64 %1449, 7
  %1451 = icmp eq i64 %1450, 0
  %1452 = and i1 %1448, %1451
  %1453 = and i1 %1433, %1452
  %1454 = xor i1 %1448, %1453
  %1455 = xor i1 %1299, %1452
  %1456 = and i1 %1433, %1455
  %1457 = zext i1 %1453 to i32
  %1458 = zext i1 %1454 to i32
  %1459 = zext i1 %1456 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1457, i32 %.lcssa240, i32 %.lcssa239, ptr addrspace(1) %1447, i32 %1458, i32 %1459) #5
  %1460 = or disjoint i32 %1263, 40
  %1461 = or disjoint i32 %1460, %1266
  %1462 = or disjoint i32 %1461, %24
  %1463 = add i32 %1269, %1462
  %1464 = sext i32 %1463 to i64
  %1465 = getelementptr float, ptr addrspace(1) %2, i64 %1464
  %1466 = icmp slt i32 %1462, %4
  %1467 = and i1 %1274, %1466
  %1468 = or disjoint i32 %1460, %1277
  %1469 = or disjoint i32 %1468, %24
  %1470 = icmp slt i32 %1469, %4
  %1471 = ptrtoint ptr addrspace(1) %1465 to i64
  %1472 = and i64 %1471, 7
  %1473 = icmp eq i64 %1472, 0
  %1474 = and i1 %1467, %1473
  %1475 = and i1 %1470, %1474
  %1476 = xor i1 %1467, %1475
  %1477 = xor i1 %1274, %1474
  %1478 = and i1 %1470, %1477
  %1479 = zext i1 %1475 to i32
  %1480 = zext i1 %1476 to i32
  %1481 = zext i1 %1478 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1479, i32 %.lcssa238, i32 %.lcssa237, ptr addrspace(1) %1465, i32 %1480, i32 %1481) #5
  %1482 = add i32 %1295, %1462
  %1483 = sext i32 %1482 to i64
  %1484 = getelementptr float, ptr addrspace(1) %2, i64 %1483
  %1485 = and i1 %1299, %1466
  %1486 = ptrtoint ptr addrspace(1) %1484 to i64
  %1487 = and i64 %1486, 7
  %1488 = icmp eq i64 %1487, 0
  %1489 = and i1 %1485, %1488
  %1490 = and i1 %1470, %1489
  %1491 = xor i1 %1485, %1490
  %1492 = xor i1 %1299, %1489
  %1493 = and i1 %1470, %1492
  %1494 = zext i1 %1490 to i32
  %1495 = zext i1 %1491 to i32
  %1496 = zext i1 %1493 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1494, i32 %.lcssa236, i32 %.lcssa235, ptr addrspace(1) %1484, i32 %1495, i32 %1496) #5
  %1497 = or disjoint i32 %1263, 48
  %1498 = or disjoint i32 %1497, %1266
  %1499 = or disjoint i32 %1498, %24
  %1500 = add i32 %1269, %1499
  %1501 = sext i32 %1500 to i64
  %1502 = getelementptr float, ptr addrspace(1) %2, i64 %1501
  %1503 = icmp slt i32 %1499, %4
  %1504 = and i1 %1274, %1503
  %1505 = or disjoint i32 %1497, %1277
  %1506 = or disjoint i32 %1505, %24
  %1507 = icmp slt i32 %1506, %4
  %1508 = ptrtoint ptr addrspace(1) %1502 to i64
  %1509 = and i64 %1508, 7
  %1510 = icmp eq i64 %1509, 0
  %1511 = and i1 %1504, %1510
  %1512 = and i1 %1507, %1511
  %1513 = xor i1 %1504, %1512
  %1514 = xor i1 %1274, %1511
  %1515 = and i1 %1507, %1514
  %1516 = zext i1 %1512 to i32
  %1517 = zext i1 %1513 to i32
  %1518 = zext i1 %1515 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1516, i32 %.lcssa234, i32 %.lcssa233, ptr addrspace(1) %1502, i32 %1517, i32 %1518) #5
  %1519 = add i32 %1295, %1499
  %1520 = sext i32 %1519 to i64
  %1521 = getelementptr float, ptr addrspace(1) %2, i64 %1520
  %1522 = and i1 %1299, %1503
  %1523 = ptrtoint ptr addrspace(1) %1521 to i64
  %1524 = and i64 %1523, 7
  %1525 = icmp eq i64 %1524, 0
  %1526 = and i1 %1522, %1525
  %1527 = and i1 %1507, %1526
  %1528 = xor i1 %1522, %1527
  %1529 = xor i1 %1299, %1526
  %1530 = and i1 %1507, %1529
  %1531 = zext i1 %1527 to i32
  %1532 = zext i1 %1528 to i32
  %1533 = zext i1 %1530 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1531, i32 %.lcssa232, i32 %.lcssa231, ptr addrspace(1) %1521, i32 %1532, i32 %1533) #5
  %1534 = or disjoint i32 %1263, 56
  %1535 = or disjoint i32 %1534, %1266
  %1536 = or disjoint i32 %1535, %24
  %1537 = add i32 %1269, %1536
  %1538 = sext i32 %1537 to i64
  %1539 = getelementptr float, ptr addrspace(1) %2, i64 %1538
  %1540 = icmp slt i32 %1536, %4
  %1541 = and i1 %1274, %1540
  %1542 = or disjoint i32 %1534, %1277
  %1543 = or disjoint i32 %1542, %24
  %1544 = icmp slt i32 %1543, %4
  %1545 = ptrtoint ptr addrspace(1) %1539 to i64
  %1546 = and i64 %1545, 7
  %1547 = icmp eq i64 %1546, 0
  %1548 = and i1 %1541, %1547
  %1549 = and i1 %1544, %1548
  %1550 = xor i1 %1541, %1549
  %1551 = xor i1 %1274, %1548
  %1552 = and i1 %1544, %1551
  %1553 = zext i1 %1549 to i32
  %1554 = zext i1 %1550 to i32
  %1555 = zext i1 %1552 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1553, i32 %.lcssa230, i32 %.lcssa229, ptr addrspace(1) %1539, i32 %1554, i32 %1555) #5
  %1556 = add i32 %1295, %1536
  %1557 = sext i32 %1556 to i64
  %1558 = getelementptr float, ptr addrspace(1) %2, i64 %1557
  %1559 = and i1 %1299, %1540
  %1560 = ptrtoint ptr addrspace(1) %1558 to i64
  %1561 = and i64 %1560, 7
  %1562 = icmp eq i64 %1561, 0
  %1563 = and i1 %1559, %1562
  %1564 = and i1 %1544, %1563
  %1565 = xor i1 %1559, %1564
  %1566 = xor i1 %1299, %1563
  %1567 = and i1 %1544, %1566
  %1568 = zext i1 %1564 to i32
  %1569 = zext i1 %1565 to i32
  %1570 = zext i1 %1567 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1568, i32 %.lcssa228, i32 %.lcssa227, ptr addrspace(1) %1558, i32 %1569, i32 %1570) #5
  %1571 = or disjoint i32 %1261, 16
  %1572 = or disjoint i32 %1571, %1258
  %1573 = or disjoint i32 %1572, %23
  %1574 = mul i32 %1573, %4
  %1575 = add i32 %1574, %1270
  %1576 = sext i32 %1575 to i64
  %1577 = getelementptr float, ptr addrspace(1) %2, i64 %1576
  %1578 = icmp slt i32 %1573, %3
  %1579 = and i1 %1578, %1275
  %1580 = ptrtoint ptr addrspace(1) %1577 to i64
  %1581 = and i64 %1580, 7
  %1582 = icmp eq i64 %1581, 0
  %1583 = and i1 %1579, %1582
  %1584 = and i1 %1280, %1583
  %1585 = xor i1 %1579, %1584
  %1586 = xor i1 %1578, %1583
  %1587 = and i1 %1280, %1586
  %1588 = zext i1 %1584 to i32
  %1589 = zext i1 %1585 to i32
  %1590 = zext i1 %1587 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1588, i32 %.lcssa226, i32 %.lcssa225, ptr addrspace(1) %1577, i32 %1589, i32 %1590) #5
  %1591 = or disjoint i32 %1571, %1292
  %1592 = or disjoint i32 %1591, %23
  %1593 = mul i32 %1592, %4
  %1594 = add i32 %1593, %1270
  %1595 = sext i32 %1594 to i64
  %1596 = getelementptr float, ptr addrspace(1) %2, i64 %1595
  %1597 = icmp slt i32 %1592, %3
  %1598 = and i1 %1597, %1275
  %1599 = ptrtoint ptr addrspace(1) %1596 to i64
  %1600 = and i64 %1599, 7
  %1601 = icmp eq i64 %1600, 0
  %1602 = and i1 %1598, %1601
  %1603 = and i1 %1280, %1602
  %1604 = xor i1 %1598, %1603
  %1605 = xor i1 %1597, %1602
  %1606 = and i1 %1280, %1605
  %1607 = zext i1 %1603 to i32
  %1608 = zext i1 %1604 to i32
  %1609 = zext i1 %1606 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1607, i32 %.lcssa224, i32 %.lcssa223, ptr addrspace(1) %1596, i32 %1608, i32 %1609) #5
  %1610 = add i32 %1574, %1314
  %1611 = sext i32 %1610 to i64
  %1612 = getelementptr float, ptr addrspace(1) %2, i64 %1611
  %1613 = and i1 %1578, %1318
  %1614 = ptrtoint ptr addrspace(1) %1612 to i64
  %1615 = and i64 %1614, 7
  %1616 = icmp eq i64 %1615, 0
  %1617 = and i1 %1613, %1616
  %1618 = and i1 %1322, %1617
  %1619 = xor i1 %1613, %1618
  %1620 = xor i1 %1578, %1617
  %1621 = and i1 %1322, %1620
  %1622 = zext i1 %1618 to i32
  %1623 = zext i1 %1619 to i32
  %1624 = zext i1 %1621 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1622, i32 %.lcssa222, i32 %.lcssa221, ptr addrspace(1) %1612, i32 %1623, i32 %1624) #5
  %1625 = add i32 %1593, %1314
  %1626 = sext i32 %1625 to i64
  %1627 = getelementptr float, ptr addrspace(1) %2, i64 %1626
  %1628 = and i1 %1597, %1318
  %1629 = ptrtoint ptr addrspace(1) %1627 to i64
  %1630 = and i64 %1629, 7
  %1631 = icmp eq i64 %1630, 0
  %1632 = and i1 %1628, %1631
  %1633 = and i1 %1322, %1632
  %1634 = xor i1 %1628, %1633
  %1635 = xor i1 %1597, %1632
  %1636 = and i1 %1322, %1635
  %1637 = zext i1 %1633 to i32
  %1638 = zext i1 %1634 to i32
  %1639 = zext i1 %1636 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1637, i32 %.lcssa220, i32 %.lcssa219, ptr addrspace(1) %1627, i32 %1638, i32 %1639) #5
  %1640 = add i32 %1574, %1351
  %1641 = sext i32 %1640 to i64
  %1642 = getelementptr float, ptr addrspace(1) %2, i64 %1641
  %1643 = and i1 %1578, %1355
  %1644 = ptrtoint ptr addrspace(1) %1642 to i64
  %1645 = and i64 %1644, 7
  %1646 = icmp eq i64 %1645, 0
  %1647 = and i1 %1643, %1646
  %1648 = and i1 %1359, %1647
  %1649 = xor i1 %1643, %1648
  %1650 = xor i1 %1578, %1647
  %1651 = and i1 %1359, %1650
  %1652 = zext i1 %1648 to i32
  %1653 = zext i1 %1649 to i32
  %1654 = zext i1 %1651 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1652, i32 %.lcssa218, i32 %.lcssa217, ptr addrspace(1) %1642, i32 %1653, i32 %1654) #5
  %1655 = add i32 %1593, %1351
  %1656 = sext i32 %1655 to i64
  %1657 = getelementptr float, ptr addrspace(1) %2, i64 %1656
  %1658 = and i1 %1597, %1355
  %1659 = ptrtoint ptr addrspace(1) %1657 to i64
  %1660 = and i64 %1659, 7
  %1661 = icmp eq i64 %1660, 0
  %1662 = and i1 %1658, %1661
  %1663 = and i1 %1359, %1662
  %1664 = xor i1 %1658, %1663
  %1665 = xor i1 %1597, %1662
  %1666 = and i1 %1359, %1665
  %1667 = zext i1 %1663 to i32
  %1668 = zext i1 %1664 to i32
  %1669 = zext i1 %1666 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1667, i32 %.lcssa216, i32 %.lcssa215, ptr addrspace(1) %1657, i32 %1668, i32 %1669) #5
  %1670 = add i32 %1574, %1388
  %1671 = sext i32 %1670 to i64
  %1672 = getelementptr float, ptr addrspace(1) %2, i64 %1671
  %1673 = and i1 %1578, %1392
  %1674 = ptrtoint ptr addrspace(1) %1672 to i64
  %1675 = and i64 %1674, 7
  %1676 = icmp eq i64 %1675, 0
  %1677 = and i1 %1673, %1676
  %1678 = and i1 %1396, %1677
  %1679 = xor i1 %1673, %1678
  %1680 = xor i1 %1578, %1677
  %1681 = and i1 %1396, %1680
  %1682 = zext i1 %1678 to i32
  %1683 = zext i1 %1679 to i32
  %1684 = zext i1 %1681 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1682, i32 %.lcssa214, i32 %.lcssa213, ptr addrspace(1) %1672, i32 %1683, i32 %1684) #5
  %1685 = add i32 %1593, %1388
  %1686 = sext i32 %1685 to i64
  %1687 = getelementptr float, ptr addrspace(1) %2, i64 %1686
  %1688 = and i1 %1597, %1392
  %1689 = ptrtoint ptr addrspace(1) %1687 to i64
  %1690 = and i64 %1689, 7
  %1691 = icmp eq i64 %1690, 0
  %1692 = and i1 %1688, %1691
  %1693 = and i1 %1396, %1692
  %1694 = xor i1 %1688, %1693
  %1695 = xor i1 %1597, %1692
  %1696 = and i1 %1396, %1695
  %1697 = zext i1 %1693 to i32
  %1698 = zext i1 %1694 to i32
  %1699 = zext i1 %1696 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1697, i32 %.lcssa212, i32 %.lcssa211, ptr addrspace(1) %1687, i32 %1698, i32 %1699) #5
  %1700 = add i32 %1574, %1425
  %1701 = sext i32 %1700 to i64
  %1702 = getelementptr float, ptr addrspace(1) %2, i64 %1701
  %1703 = and i1 %1578, %1429
  %1704 = ptrtoint ptr addrspace(1) %1702 to i64
  %1705 = and i64 %1704, 7
  %1706 = icmp eq i64 %1705, 0
  %1707 = and i1 %1703, %1706
  %1708 = and i1 %1433, %1707
  %1709 = xor i1 %1703, %1708
  %1710 = xor i1 %1578, %1707
  %1711 = and i1 %1433, %1710
  %1712 = zext i1 %1708 to i32
  %1713 = zext i1 %1709 to i32
  %1714 = zext i1 %1711 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1712, i32 %.lcssa210, i32 %.lcssa209, ptr addrspace(1) %1702, i32 %1713, i32 %1714) #5
  %1715 = add i32 %1593, %1425
  %1716 = sext i32 %1715 to i64
  %1717 = getelementptr float, ptr addrspace(1) %2, i64 %1716
  %1718 = and i1 %1597, %1429
  %1719 = ptrtoint ptr addrspace(1) %1717 to i64
  %1720 = and i64 %1719, 7
  %1721 = icmp eq i64 %1720, 0
  %1722 = and i1 %1718, %1721
  %1723 = and i1 %1433, %1722
  %1724 = xor i1 %1718, %1723
  %1725 = xor i1 %1597, %1722
  %1726 = and i1 %1433, %1725
  %1727 = zext i1 %1723 to i32
  %1728 = zext i1 %1724 to i32
  %1729 = zext i1 %1726 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1727, i32 %.lcssa208, i32 %.lcssa207, ptr addrspace(1) %1717, i32 %1728, i32 %1729) #5
  %1730 = add i32 %1574, %1462
  %1731 = sext i32 %1730 to i64
  %1732 = getelementptr float, ptr addrspace(1) %2, i64 %1731
  %1733 = and i1 %1578, %1466
  %1734 = ptrtoint ptr addrspace(1) %1732 to i64
  %1735 = and i64 %1734, 7
  %1736 = icmp eq i64 %1735, 0
  %1737 = and i1 %1733, %1736
  %1738 = and i1 %1470, %1737
  %1739 = xor i1 %1733, %1738
  %1740 = xor i1 %1578, %1737
  %1741 = and i1 %1470, %1740
  %1742 = zext i1 %1738 to i32
  %1743 = zext i1 %1739 to i32
  %1744 = zext i1 %1741 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1742, i32 %.lcssa206, i32 %.lcssa205, ptr addrspace(1) %1732, i32 %1743, i32 %1744) #5
  %1745 = add i32 %1593, %1462
  %1746 = sext i32 %1745 to i64
  %1747 = getelementptr float, ptr addrspace(1) %2, i64 %1746
  %1748 = and i1 %1597, %1466
  %1749 = ptrtoint ptr addrspace(1) %1747 to i64
  %1750 = and i64 %1749, 7
  %1751 = icmp eq i64 %1750, 0
  %1752 = and i1 %1748, %1751
  %1753 = and i1 %1470, %1752
  %1754 = xor i1 %1748, %1753
  %1755 = xor i1 %1597, %1752
  %1756 = and i1 %1470, %1755
  %1757 = zext i1 %1753 to i32
  %1758 = zext i1 %1754 to i32
  %1759 = zext i1 %1756 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1757, i32 %.lcssa204, i32 %.lcssa203, ptr addrspace(1) %1747, i32 %1758, i32 %1759) #5
  %1760 = add i32 %1574, %1499
  %1761 = sext i32 %1760 to i64
  %1762 = getelementptr float, ptr addrspace(1) %2, i64 %1761
  %1763 = and i1 %1578, %1503
  %1764 = ptrtoint ptr addrspace(1) %1762 to i64
  %1765 = and i64 %1764, 7
  %1766 = icmp eq i64 %1765, 0
  %1767 = and i1 %1763, %1766
  %1768 = and i1 %1507, %1767
  %1769 = xor i1 %1763, %1768
  %1770 = xor i1 %1578, %1767
  %1771 = and i1 %1507, %1770
  %1772 = zext i1 %1768 to i32
  %1773 = zext i1 %1769 to i32
  %1774 = zext i1 %1771 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1772, i32 %.lcssa202, i32 %.lcssa201, ptr addrspace(1) %1762, i32 %1773, i32 %1774) #5
  %1775 = add i32 %1593, %1499
  %1776 = sext i32 %1775 to i64
  %1777 = getelementptr float, ptr addrspace(1) %2, i64 %1776
  %1778 = and i1 %1597, %1503
  %1779 = ptrtoint ptr addrspace(1) %1777 to i64
  %1780 = and i64 %1779, 7
  %1781 = icmp eq i64 %1780, 0
  %1782 = and i1 %1778, %1781
  %1783 = and i1 %1507, %1782
  %1784 = xor i1 %1778, %1783
  %1785 = xor i1 %1597, %1782
  %1786 = and i1 %1507, %1785
  %1787 = zext i1 %1783 to i32
  %1788 = zext i1 %1784 to i32
  %1789 = zext i1 %1786 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1787, i32 %.lcssa200, i32 %.lcssa199, ptr addrspace(1) %1777, i32 %1788, i32 %1789) #5
  %1790 = add i32 %1574, %1536
  %1791 = sext i32 %1790 to i64
  %1792 = getelementptr float, ptr addrspace(1) %2, i64 %1791
  %1793 = and i1 %1578, %1540
  %1794 = ptrtoint ptr addrspace(1) %1792 to i64
  %1795 = and i64 %1794, 7
  %1796 = icmp eq i64 %1795, 0
  %1797 = and i1 %1793, %1796
  %1798 = and i1 %1544, %1797
  %1799 = xor i1 %1793, %1798
  %1800 = xor i1 %1578, %1797
  %1801 = and i1 %1544, %1800
  %1802 = zext i1 %1798 to i32
  %1803 = zext i1 %1799 to i32
  %1804 = zext i1 %1801 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1802, i32 %.lcssa198, i32 %.lcssa197, ptr addrspace(1) %1792, i32 %1803, i32 %1804) #5
  %1805 = add i32 %1593, %1536
  %1806 = sext i32 %1805 to i64
  %1807 = getelementptr float, ptr addrspace(1) %2, i64 %1806
  %1808 = and i1 %1597, %1540
  %1809 = ptrtoint ptr addrspace(1) %1807 to i64
  %1810 = and i64 %1809, 7
  %1811 = icmp eq i64 %1810, 0
  %1812 = and i1 %1808, %1811
  %1813 = and i1 %1544, %1812
  %1814 = xor i1 %1808, %1813
  %1815 = xor i1 %1597, %1812
  %1816 = and i1 %1544, %1815
  %1817 = zext i1 %1813 to i32
  %1818 = zext i1 %1814 to i32
  %1819 = zext i1 %1816 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1817, i32 %.lcssa196, i32 %.lcssa195, ptr addrspace(1) %1807, i32 %1818, i32 %1819) #5
  %1820 = or disjoint i32 %1261, 32
  %1821 = or disjoint i32 %1820, %1258
  %1822 = or disjoint i32 %1821, %23
  %1823 = mul i32 %1822, %4
  %1824 = add i32 %1823, %1270
  %1825 = sext i32 %1824 to i64
  %1826 = getelementptr float, ptr addrspace(1) %2, i64 %1825
  %1827 = icmp slt i32 %1822, %3
  %1828 = and i1 %1827, %1275
  %1829 = ptrtoint ptr addrspace(1) %1826 to i64
  %1830 = and i64 %1829, 7
  %1831 = icmp eq i64 %1830, 0
  %1832 = and i1 %1828, %1831
  %1833 = and i1 %1280, %1832
  %1834 = xor i1 %1828, %1833
  %1835 = xor i1 %1827, %1832
  %1836 = and i1 %1280, %1835
  %1837 = zext i1 %1833 to i32
  %1838 = zext i1 %1834 to i32
  %1839 = zext i1 %1836 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1837, i32 %.lcssa194, i32 %.lcssa193, ptr addrspace(1) %1826, i32 %1838, i32 %1839) #5
  %1840 = or disjoint i32 %1820, %1292
  %1841 = or disjoint i32 %1840, %23
  %1842 = mul i32 %1841, %4
  %1843 = add i32 %1842, %1270
  %1844 = sext i32 %1843 to i64
  %1845 = getelementptr float, ptr addrspace(1) %2, i64 %1844
  %1846 = icmp slt i32 %1841, %3
  %1847 = and i1 %1846, %1275
  %1848 = ptrtoint ptr addrspace(1) %1845 to i64
  %1849 = and i64 %1848, 7
  %1850 = icmp eq i64 %1849, 0
  %1851 = and i1 %1847, %1850
  %1852 = and i1 %1280, %1851
  %1853 = xor i1 %1847, %1852
  %1854 = xor i1 %1846, %1851
  %1855 = and i1 %1280, %1854
  %1856 = zext i1 %1852 to i32
  %1857 = zext i1 %1853 to i32
  %1858 = zext i1 %1855 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1856, i32 %.lcssa192, i32 %.lcssa191, ptr addrspace(1) %1845, i32 %1857, i32 %1858) #5
  %1859 = add i32 %1823, %1314
  %1860 = sext i32 %1859 to i64
  %1861 = getelementptr float, ptr addrspace(1) %2, i64 %1860
  %1862 = and i1 %1827, %1318
  %1863 = ptrtoint ptr addrspace(1) %1861 to i64
  %1864 = and i64 %1863, 7
  %1865 = icmp eq i64 %1864, 0
  %1866 = and i1 %1862, %1865
  %1867 = and i1 %1322, %1866
  %1868 = xor i1 %1862, %1867
  %1869 = xor i1 %1827, %1866
  %1870 = and i1 %1322, %1869
  %1871 = zext i1 %1867 to i32
  %1872 = zext i1 %1868 to i32
  %1873 = zext i1 %1870 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1871, i32 %.lcssa190, i32 %.lcssa189, ptr addrspace(1) %1861, i32 %1872, i32 %1873) #5
  %1874 = add i32 %1842, %1314
  %1875 = sext i32 %1874 to i64
  %1876 = getelementptr float, ptr addrspace(1) %2, i64 %1875
  %1877 = and i1 %1846, %1318
  %1878 = ptrtoint ptr addrspace(1) %1876 to i64
  %1879 = and i64 %1878, 7
  %1880 = icmp eq i64 %1879, 0
  %1881 = and i1 %1877, %1880
  %1882 = and i1 %1322, %1881
  %1883 = xor i1 %1877, %1882
  %1884 = xor i1 %1846, %1881
  %1885 = and i1 %1322, %1884
  %1886 = zext i1 %1882 to i32
  %1887 = zext i1 %1883 to i32
  %1888 = zext i1 %1885 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1886, i32 %.lcssa188, i32 %.lcssa187, ptr addrspace(1) %1876, i32 %1887, i32 %1888) #5
  %1889 = add i32 %1823, %1351
  %1890 = sext i32 %1889 to i64
  %1891 = getelementptr float, ptr addrspace(1) %2, i64 %1890
  %1892 = and i1 %1827, %1355
  %1893 = ptrtoint ptr addrspace(1) %1891 to i64
  %1894 = and i64 %1893, 7
  %1895 = icmp eq i64 %1894, 0
  %1896 = and i1 %1892, %1895
  %1897 = and i1 %1359, %1896
  %1898 = xor i1 %1892, %1897
  %1899 = xor i1 %1827, %1896
  %1900 = and i1 %1359, %1899
  %1901 = zext i1 %1897 to i32
  %1902 = zext i1 %1898 to i32
  %1903 = zext i1 %1900 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1901, i32 %.lcssa186, i32 %.lcssa185, ptr addrspace(1) %1891, i32 %1902, i32 %1903) #5
  %1904 = add i32 %1842, %1351
  %1905 = sext i32 %1904 to i64
  %1906 = getelementptr float, ptr addrspace(1) %2, i64 %1905
  %1907 = and i1 %1846, %1355
  %1908 = ptrtoint ptr addrspace(1) %1906 to i64
  %1909 = and i64 %1908, 7
  %1910 = icmp eq i64 %1909, 0
  %1911 = and i1 %1907, %1910
  %1912 = and i1 %1359, %1911
  %1913 = xor i1 %1907, %1912
  %1914 = xor i1 %1846, %1911
  %1915 = and i1 %1359, %1914
  %1916 = zext i1 %1912 to i32
  %1917 = zext i1 %1913 to i32
  %1918 = zext i1 %1915 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1916, i32 %.lcssa184, i32 %.lcssa183, ptr addrspace(1) %1906, i32 %1917, i32 %1918) #5
  %1919 = add i32 %1823, %1388
  %1920 = sext i32 %1919 to i64
  %1921 = getelementptr float, ptr addrspace(1) %2, i64 %1920
  %1922 = and i1 %1827, %1392
  %1923 = ptrtoint ptr addrspace(1) %1921 to i64
  %1924 = and i64 %1923, 7
  %1925 = icmp eq i64 %1924, 0
  %1926 = and i1 %1922, %1925
  %1927 = and i1 %1396, %1926
  %1928 = xor i1 %1922, %1927
  %1929 = xor i1 %1827, %1926
  %1930 = and i1 %1396, %1929
  %1931 = zext i1 %1927 to i32
  %1932 = zext i1 %1928 to i32
  %1933 = zext i1 %1930 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1931, i32 %.lcssa182, i32 %.lcssa181, ptr addrspace(1) %1921, i32 %1932, i32 %1933) #5
  %1934 = add i32 %1842, %1388
  %1935 = sext i32 %1934 to i64
  %1936 = getelementptr float, ptr addrspace(1) %2, i64 %1935
  %1937 = and i1 %1846, %1392
  %1938 = ptrtoint ptr addrspace(1) %1936 to i64
  %1939 = and i64 %1938, 7
  %1940 = icmp eq i64 %1939, 0
  %1941 = and i1 %1937, %1940
  %1942 = and i1 %1396, %1941
  %1943 = xor i1 %1937, %1942
  %1944 = xor i1 %1846, %1941
  %1945 = and i1 %1396, %1944
  %1946 = zext i1 %1942 to i32
  %1947 = zext i1 %1943 to i32
  %1948 = zext i1 %1945 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1946, i32 %.lcssa180, i32 %.lcssa179, ptr addrspace(1) %1936, i32 %1947, i32 %1948) #5
  %1949 = add i32 %1823, %1425
  %1950 = sext i32 %1949 to i64
  %1951 = getelementptr float, ptr addrspace(1) %2, i64 %1950
  %1952 = and i1 %1827, %1429
  %1953 = ptrtoint ptr addrspace(1) %1951 to i64
  %1954 = and i64 %1953, 7
  %1955 = icmp eq i64 %1954, 0
  %1956 = and i1 %1952, %1955
  %1957 = and i1 %1433, %1956
  %1958 = xor i1 %1952, %1957
  %1959 = xor i1 %1827, %1956
  %1960 = and i1 %1433, %1959
  %1961 = zext i1 %1957 to i32
  %1962 = zext i1 %1958 to i32
  %1963 = zext i1 %1960 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1961, i32 %.lcssa178, i32 %.lcssa177, ptr addrspace(1) %1951, i32 %1962, i32 %1963) #5
  %1964 = add i32 %1842, %1425
  %1965 = sext i32 %1964 to i64
  %1966 = getelementptr float, ptr addrspace(1) %2, i64 %1965
  %1967 = and i1 %1846, %1429
  %1968 = ptrtoint ptr addrspace(1) %1966 to i64
  %1969 = and i64 %1968, 7
  %1970 = icmp eq i64 %1969, 0
  %1971 = and i1 %1967, %1970
  %1972 = and i1 %1433, %1971
  %1973 = xor i1 %1967, %1972
  %1974 = xor i1 %1846, %1971
  %1975 = and i1 %1433, %1974
  %1976 = zext i1 %1972 to i32
  %1977 = zext i1 %1973 to i32
  %1978 = zext i1 %1975 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1976, i32 %.lcssa176, i32 %.lcssa175, ptr addrspace(1) %1966, i32 %1977, i32 %1978) #5
  %1979 = add i32 %1823, %1462
  %1980 = sext i32 %1979 to i64
  %1981 = getelementptr float, ptr addrspace(1) %2, i64 %1980
  %1982 = and i1 %1827, %1466
  %1983 = ptrtoint ptr addrspace(1) %1981 to i64
  %1984 = and i64 %1983, 7
  %1985 = icmp eq i64 %1984, 0
  %1986 = and i1 %1982, %1985
  %1987 = and i1 %1470, %1986
  %1988 = xor i1 %1982, %1987
  %1989 = xor i1 %1827, %1986
  %1990 = and i1 %1470, %1989
  %1991 = zext i1 %1987 to i32
  %1992 = zext i1 %1988 to i32
  %1993 = zext i1 %1990 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1991, i32 %.lcssa174, i32 %.lcssa173, ptr addrspace(1) %1981, i32 %1992, i32 %1993) #5
  %1994 = add i32 %1842, %1462
  %1995 = sext i32 %1994 to i64
  %1996 = getelementptr float, ptr addrspace(1) %2, i64 %1995
  %1997 = and i1 %1846, %1466
  %1998 = ptrtoint ptr addrspace(1) %1996 to i64
  %1999 = and i64 %1998, 7
  %2000 = icmp eq i64 %1999, 0
  %2001 = and i1 %1997, %2000
  %2002 = and i1 %1470, %2001
  %2003 = xor i1 %1997, %2002
  %2004 = xor i1 %1846, %2001
  %2005 = and i1 %1470, %2004
  %2006 = zext i1 %2002 to i32
  %2007 = zext i1 %2003 to i32
  %2008 = zext i1 %2005 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2006, i32 %.lcssa172, i32 %.lcssa171, ptr addrspace(1) %1996, i32 %2007, i32 %2008) #5
  %2009 = add i32 %1823, %1499
  %2010 = sext i32 %2009 to i64
  %2011 = getelementptr float, ptr addrspace(1) %2, i64 %2010
  %2012 = and i1 %1827, %1503
  %2013 = ptrtoint ptr addrspace(1) %2011 to i64
  %2014 = and i64 %2013, 7
  %2015 = icmp eq i64 %2014, 0
  %2016 = and i1 %2012, %2015
  %2017 = and i1 %1507, %2016
  %2018 = xor i1 %2012, %2017
  %2019 = xor i1 %1827, %2016
  %2020 = and i1 %1507, %2019
  %2021 = zext i1 %2017 to i32
  %2022 = zext i1 %2018 to i32
  %2023 = zext i1 %2020 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2021, i32 %.lcssa170, i32 %.lcssa169, ptr addrspace(1) %2011, i32 %2022, i32 %2023) #5
  %2024 = add i32 %1842, %1499
  %2025 = sext i32 %2024 to i64
  %2026 = getelementptr float, ptr addrspace(1) %2, i64 %2025
  %2027 = and i1 %1846, %1503
  %2028 = ptrtoint ptr addrspace(1) %2026 to i64
  %2029 = and i64 %2028, 7
  %2030 = icmp eq i64 %2029, 0
  %2031 = and i1 %2027, %2030
  %2032 = and i1 %1507, %2031
  %2033 = xor i1 %2027, %2032
  %2034 = xor i1 %1846, %2031
  %2035 = and i1 %1507, %2034
  %2036 = zext i1 %2032 to i32
  %2037 = zext i1 %2033 to i32
  %2038 = zext i1 %2035 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2036, i32 %.lcssa168, i32 %.lcssa167, ptr addrspace(1) %2026, i32 %2037, i32 %2038) #5
  %2039 = add i32 %1823, %1536
  %2040 = sext i32 %2039 to i64
  %2041 = getelementptr float, ptr addrspace(1) %2, i64 %2040
  %2042 = and i1 %1827, %1540
  %2043 = ptrtoint ptr addrspace(1) %2041 to i64
  %2044 = and i64 %2043, 7
  %2045 = icmp eq i64 %2044, 0
  %2046 = and i1 %2042, %2045
  %2047 = and i1 %1544, %2046
  %2048 = xor i1 %2042, %2047
  %2049 = xor i1 %1827, %2046
  %2050 = and i1 %1544, %2049
  %2051 = zext i1 %2047 to i32
  %2052 = zext i1 %2048 to i32
  %2053 = zext i1 %2050 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2051, i32 %.lcssa166, i32 %.lcssa165, ptr addrspace(1) %2041, i32 %2052, i32 %2053) #5
  %2054 = add i32 %1842, %1536
  %2055 = sext i32 %2054 to i64
  %2056 = getelementptr float, ptr addrspace(1) %2, i64 %2055
  %2057 = and i1 %1846, %1540
  %2058 = ptrtoint ptr addrspace(1) %2056 to i64
  %2059 = and i64 %2058, 7
  %2060 = icmp eq i64 %2059, 0
  %2061 = and i1 %2057, %2060
  %2062 = and i1 %1544, %2061
  %2063 = xor i1 %2057, %2062
  %2064 = xor i1 %1846, %2061
  %2065 = and i1 %1544, %2064
  %2066 = zext i1 %2062 to i32
  %2067 = zext i1 %2063 to i32
  %2068 = zext i1 %2065 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2066, i32 %.lcssa164, i32 %.lcssa163, ptr addrspace(1) %2056, i32 %2067, i32 %2068) #5
  %2069 = or disjoint i32 %1260, 48
  %2070 = or disjoint i32 %2069, %1258
  %2071 = or disjoint i32 %2070, %23
  %2072 = mul i32 %2071, %4
  %2073 = add i32 %2072, %1270
  %2074 = sext i32 %2073 to i64
  %2075 = getelementptr float, ptr addrspace(1) %2, i64 %2074
  %2076 = icmp slt i32 %2071, %3
  %2077 = and i1 %2076, %1275
  %2078 = ptrtoint ptr addrspace(1) %2075 to i64
  %2079 = and i64 %2078, 7
  %2080 = icmp eq i64 %2079, 0
  %2081 = and i1 %2077, %2080
  %2082 = and i1 %1280, %2081
  %2083 = xor i1 %2077, %2082
  %2084 = xor i1 %2076, %2081
  %2085 = and i1 %1280, %2084
  %2086 = zext i1 %2082 to i32
  %2087 = zext i1 %2083 to i32
  %2088 = zext i1 %2085 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2086, i32 %.lcssa162, i32 %.lcssa161, ptr addrspace(1) %2075, i32 %2087, i32 %2088) #5
  %2089 = or disjoint i32 %2069, %1292
  %2090 = or disjoint i32 %2089, %23
  %2091 = mul i32 %2090, %4
  %2092 = add i32 %2091, %1270
  %2093 = sext i32 %2092 to i64
  %2094 = getelementptr float, ptr addrspace(1) %2, i64 %2093
  %2095 = icmp slt i32 %2090, %3
  %2096 = and i1 %2095, %1275
  %2097 = ptrtoint ptr addrspace(1) %2094 to i64
  %2098 = and i64 %2097, 7
  %2099 = icmp eq i64 %2098, 0
  %2100 = and i1 %2096, %2099
  %2101 = and i1 %1280, %2100
  %2102 = xor i1 %2096, %2101
  %2103 = xor i1 %2095, %2100
  %2104 = and i1 %1280, %2103
  %2105 = zext i1 %2101 to i32
  %2106 = zext i1 %2102 to i32
  %2107 = zext i1 %2104 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2105, i32 %.lcssa160, i32 %.lcssa159, ptr addrspace(1) %2094, i32 %2106, i32 %2107) #5
  %2108 = add i32 %2072, %1314
  %2109 = sext i32 %2108 to i64
  %2110 = getelementptr float, ptr addrspace(1) %2, i64 %2109
  %2111 = and i1 %2076, %1318
  %2112 = ptrtoint ptr addrspace(1) %2110 to i64
  %2113 = and i64 %2112, 7
  %2114 = icmp eq i64 %2113, 0
  %2115 = and i1 %2111, %2114
  %2116 = and i1 %1322, %2115
  %2117 = xor i1 %2111, %2116
  %2118 = xor i1 %2076, %2115
  %2119 = and i1 %1322, %2118
  %2120 = zext i1 %2116 to i32
  %2121 = zext i1 %2117 to i32
  %2122 = zext i1 %2119 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2120, i32 %.lcssa158, i32 %.lcssa157, ptr addrspace(1) %2110, i32 %2121, i32 %2122) #5
  %2123 = add i32 %2091, %1314
  %2124 = sext i32 %2123 to i64
  %2125 = getelementptr float, ptr addrspace(1) %2, i64 %2124
  %2126 = and i1 %2095, %1318
  %2127 = ptrtoint ptr addrspace(1) %2125 to i64
  %2128 = and i64 %2127, 7
  %2129 = icmp eq i64 %2128, 0
  %2130 = and i1 %2126, %2129
  %2131 = and i1 %1322, %2130
  %2132 = xor i1 %2126, %2131
  %2133 = xor i1 %2095, %2130
  %2134 = and i1 %1322, %2133
  %2135 = zext i1 %2131 to i32
  %2136 = zext i1 %2132 to i32
  %2137 = zext i1 %2134 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2135, i32 %.lcssa156, i32 %.lcssa155, ptr addrspace(1) %2125, i32 %2136, i32 %2137) #5
  %2138 = add i32 %2072, %1351
  %2139 = sext i32 %2138 to i64
  %2140 = getelementptr float, ptr addrspace(1) %2, i64 %2139
  %2141 = and i1 %2076, %1355
  %2142 = ptrtoint ptr addrspace(1) %2140 to i64
  %2143 = and i64 %2142, 7
  %2144 = icmp eq i64 %2143, 0
  %2145 = and i1 %2141, %2144
  %2146 = and i1 %1359, %2145
  %2147 = xor i1 %2141, %2146
  %2148 = xor i1 %2076, %2145
  %2149 = and i1 %1359, %2148
  %2150 = zext i1 %2146 to i32
  %2151 = zext i1 %2147 to i32
  %2152 = zext i1 %2149 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2150, i32 %.lcssa154, i32 %.lcssa153, ptr addrspace(1) %2140, i32 %2151, i32 %2152) #5
  %2153 = add i32 %2091, %1351
  %2154 = sext i32 %2153 to i64
  %2155 = getelementptr float, ptr addrspace(1) %2, i64 %2154
  %2156 = and i1 %2095, %1355
  %2157 = ptrtoint ptr addrspace(1) %2155 to i64
  %2158 = and i64 %2157, 7
  %2159 = icmp eq i64 %2158, 0
  %2160 = and i1 %2156, %2159
  %2161 = and i1 %1359, %2160
  %2162 = xor i1 %2156, %2161
  %2163 = xor i1 %2095, %2160
  %2164 = and i1 %1359, %2163
  %2165 = zext i1 %2161 to i32
  %2166 = zext i1 %2162 to i32
  %2167 = zext i1 %2164 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2165, i32 %.lcssa152, i32 %.lcssa151, ptr addrspace(1) %2155, i32 %2166, i32 %2167) #5
  %2168 = add i32 %2072, %1388
  %2169 = sext i32 %2168 to i64
  %2170 = getelementptr float, ptr addrspace(1) %2, i64 %2169
  %2171 = and i1 %2076, %1392
  %2172 = ptrtoint ptr addrspace(1) %2170 to i64
  %2173 = and i64 %2172, 7
  %2174 = icmp eq i64 %2173, 0
  %2175 = and i1 %2171, %2174
  %2176 = and i1 %1396, %2175
  %2177 = xor i1 %2171, %2176
  %2178 = xor i1 %2076, %2175
  %2179 = and i1 %1396, %2178
  %2180 = zext i1 %2176 to i32
  %2181 = zext i1 %2177 to i32
  %2182 = zext i1 %2179 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2180, i32 %.lcssa150, i32 %.lcssa149, ptr addrspace(1) %2170, i32 %2181, i32 %2182) #5
  %2183 = add i32 %2091, %1388
  %2184 = sext i32 %2183 to i64
  %2185 = getelementptr float, ptr addrspace(1) %2, i64 %2184
  %2186 = and i1 %2095, %1392
  %2187 = ptrtoint ptr addrspace(1) %2185 to i64
  %2188 = and i64 %2187, 7
  %2189 = icmp eq i64 %2188, 0
  %2190 = and i1 %2186, %2189
  %2191 = and i1 %1396, %2190
  %2192 = xor i1 %2186, %2191
  %2193 = xor i1 %2095, %2190
  %2194 = and i1 %1396, %2193
  %2195 = zext i1 %2191 to i32
  %2196 = zext i1 %2192 to i32
  %2197 = zext i1 %2194 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2195, i32 %.lcssa148, i32 %.lcssa147, ptr addrspace(1) %2185, i32 %2196, i32 %2197) #5
  %2198 = add i32 %2072, %1425
  %2199 = sext i32 %2198 to i64
  %2200 = getelementptr float, ptr addrspace(1) %2, i64 %2199
  %2201 = and i1 %2076, %1429
  %2202 = ptrtoint ptr addrspace(1) %2200 to i64
  %2203 = and i64 %2202, 7
  %2204 = icmp eq i64 %2203, 0
  %2205 = and i1 %2201, %2204
  %2206 = and i1 %1433, %2205
  %2207 = xor i1 %2201, %2206
  %2208 = xor i1 %2076, %2205
  %2209 = and i1 %1433, %2208
  %2210 = zext i1 %2206 to i32
  %2211 = zext i1 %2207 to i32
  %2212 = zext i1 %2209 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2210, i32 %.lcssa146, i32 %.lcssa145, ptr addrspace(1) %2200, i32 %2211, i32 %2212) #5
  %2213 = add i32 %2091, %1425
  %2214 = sext i32 %2213 to i64
  %2215 = getelementptr float, ptr addrspace(1) %2, i64 %2214
  %2216 = and i1 %2095, %1429
  %2217 = ptrtoint ptr addrspace(1) %2215 to i64
  %2218 = and i64 %2217, 7
  %2219 = icmp eq i64 %2218, 0
  %2220 = and i1 %2216, %2219
  %2221 = and i1 %1433, %2220
  %2222 = xor i1 %2216, %2221
  %2223 = xor i1 %2095, %2220
  %2224 = and i1 %1433, %2223
  %2225 = zext i1 %2221 to i32
  %2226 = zext i1 %2222 to i32
  %2227 = zext i1 %2224 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2225, i32 %.lcssa144, i32 %.lcssa143, ptr addrspace(1) %2215, i32 %2226, i32 %2227) #5
  %2228 = add i32 %2072, %1462
  %2229 = sext i32 %2228 to i64
  %2230 = getelementptr float, ptr addrspace(1) %2, i64 %2229
  %2231 = and i1 %2076, %1466
  %2232 = ptrtoint ptr addrspace(1) %2230 to i64
  %2233 = and i64 %2232, 7
  %2234 = icmp eq i64 %2233, 0
  %2235 = and i1 %2231, %2234
  %2236 = and i1 %1470, %2235
  %2237 = xor i1 %2231, %2236
  %2238 = xor i1 %2076, %2235
  %2239 = and i1 %1470, %2238
  %2240 = zext i1 %2236 to i32
  %2241 = zext i1 %2237 to i32
  %2242 = zext i1 %2239 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2240, i32 %.lcssa142, i32 %.lcssa141, ptr addrspace(1) %2230, i32 %2241, i32 %2242) #5
  %2243 = add i32 %2091, %1462
  %2244 = sext i32 %2243 to i64
  %2245 = getelementptr float, ptr addrspace(1) %2, i64 %2244
  %2246 = and i1 %2095, %1466
  %2247 = ptrtoint ptr addrspace(1) %2245 to i64
  %2248 = and i64 %2247, 7
  %2249 = icmp eq i64 %2248, 0
  %2250 = and i1 %2246, %2249
  %2251 = and i1 %1470, %2250
  %2252 = xor i1 %2246, %2251
  %2253 = xor i1 %2095, %2250
  %2254 = and i1 %1470, %2253
  %2255 = zext i1 %2251 to i32
  %2256 = zext i1 %2252 to i32
  %2257 = zext i1 %2254 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2255, i32 %.lcssa140, i32 %.lcssa139, ptr addrspace(1) %2245, i32 %2256, i32 %2257) #5
  %2258 = add i32 %2072, %1499
  %2259 = sext i32 %2258 to i64
  %2260 = getelementptr float, ptr addrspace(1) %2, i64 %2259
  %2261 = and i1 %2076, %1503
  %2262 = ptrtoint ptr addrspace(1) %2260 to i64
  %2263 = and i64 %2262, 7
  %2264 = icmp eq i64 %2263, 0
  %2265 = and i1 %2261, %2264
  %2266 = and i1 %1507, %2265
  %2267 = xor i1 %2261, %2266
  %2268 = xor i1 %2076, %2265
  %2269 = and i1 %1507, %2268
  %2270 = zext i1 %2266 to i32
  %2271 = zext i1 %2267 to i32
  %2272 = zext i1 %2269 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2270, i32 %.lcssa138, i32 %.lcssa137, ptr addrspace(1) %2260, i32 %2271, i32 %2272) #5
  %2273 = add i32 %2091, %1499
  %2274 = sext i32 %2273 to i64
  %2275 = getelementptr float, ptr addrspace(1) %2, i64 %2274
  %2276 = and i1 %2095, %1503
  %2277 = ptrtoint ptr addrspace(1) %2275 to i64
  %2278 = and i64 %2277, 7
  %2279 = icmp eq i64 %2278, 0
  %2280 = and i1 %2276, %2279
  %2281 = and i1 %1507, %2280
  %2282 = xor i1 %2276, %2281
  %2283 = xor i1 %2095, %2280
  %2284 = and i1 %1507, %2283
  %2285 = zext i1 %2281 to i32
  %2286 = zext i1 %2282 to i32
  %2287 = zext i1 %2284 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2285, i32 %.lcssa136, i32 %.lcssa135, ptr addrspace(1) %2275, i32 %2286, i32 %2287) #5
  %2288 = add i32 %2072, %1536
  %2289 = sext i32 %2288 to i64
  %2290 = getelementptr float, ptr addrspace(1) %2, i64 %2289
  %2291 = and i1 %2076, %1540
  %2292 = ptrtoint ptr addrspace(1) %2290 to i64
  %2293 = and i64 %2292, 7
  %2294 = icmp eq i64 %2293, 0
  %2295 = and i1 %2291, %2294
  %2296 = and i1 %1544, %2295
  %2297 = xor i1 %2291, %2296
  %2298 = xor i1 %2076, %2295
  %2299 = and i1 %1544, %2298
  %2300 = zext i1 %2296 to i32
  %2301 = zext i1 %2297 to i32
  %2302 = zext i1 %2299 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2300, i32 %.lcssa134, i32 %.lcssa133, ptr addrspace(1) %2290, i32 %2301, i32 %2302) #5
  %2303 = add i32 %2091, %1536
  %2304 = sext i32 %2303 to i64
  %2305 = getelementptr float, ptr addrspace(1) %2, i64 %2304
  %2306 = and i1 %2095, %1540
  %2307 = ptrtoint ptr addrspace(1) %2305 to i64
  %2308 = and i64 %2307, 7
  %2309 = icmp eq i64 %2308, 0
  %2310 = and i1 %2306, %2309
  %2311 = and i1 %1544, %2310
  %2312 = xor i1 %2306, %2311
  %2313 = xor i1 %2095, %2310
  %2314 = and i1 %1544, %2313
  %2315 = zext i1 %2311 to i32
  %2316 = zext i1 %2312 to i32
  %2317 = zext i1 %2314 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2315, i32 %.lcssa132, i32 %.lcssa131, ptr addrspace(1) %2305, i32 %2316, i32 %2317) #5
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

; Function Attrs: convergent nocallback nofree nounwind memory(argmem: read)
declare { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) readonly captures(none)) #4

attributes #0 = { nounwind "nvvm.reqntid"="256" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { convergent nocallback nofree nounwind memory(argmem: read) }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
