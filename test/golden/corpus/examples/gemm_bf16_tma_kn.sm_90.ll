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
  %.decomposed1030 = sub i32 %.decomposed, %21
  %22 = add nuw i32 %.decomposed1030, %16
  %23 = shl i32 %22, 7
  %24 = shl i32 %20, 8
  %25 = tail call i32 @llvm.smax.i32(i32 %5, i32 0)
  %26 = add nuw i32 %25, 63
  %27 = sdiv i32 %26, 64
  %28 = icmp eq i32 %7, 0
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %28, label %29, label %30

29:                                               ; preds = %6
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_kn_dsmem to i32), i32 196608)) #5
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_kn_dsmem to i32), i32 196616)) #5
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_kn_dsmem to i32), i32 196624)) #5
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_kn_dsmem to i32), i32 196632)) #5
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
  %37 = call i32 @llvm.smax.i32(i32 %27, i32 1)
  %38 = call i32 @llvm.umin.i32(i32 %37, i32 3)
  %smax = zext nneg i32 %38 to i64
  br label %39

39:                                               ; preds = %.lr.ph, %39
  %40 = phi i64 [ 0, %.lr.ph ], [ %52, %39 ]
  %41 = trunc i64 %40 to i32
  %42 = and i32 %41, 3
  %43 = mul nuw nsw i32 %42, 49152
  %44 = add i32 %43, ptrtoint (ptr addrspace(3) @gemm_bf16_tma_kn_dsmem to i32)
  %45 = add i32 %43, add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_kn_dsmem to i32), i32 16384)
  %46 = shl nuw nsw i32 %42, 3
  %47 = or disjoint i32 %46, add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_kn_dsmem to i32), i32 196608)
  %48 = shl i32 %41, 6
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 %47, i32 49152) #5
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %44, i64 %32, i32 %48, i32 %23, i32 %47) #5
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %45, i64 %33, i32 %24, i32 %48, i32 %47) #5
  %49 = add i32 %43, add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_kn_dsmem to i32), i32 24576)
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %49, i64 %33, i32 %34, i32 %48, i32 %47) #5
  %50 = add i32 %43, add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_kn_dsmem to i32), i32 32768)
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %50, i64 %33, i32 %35, i32 %48, i32 %47) #5
  %51 = add i32 %43, add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_kn_dsmem to i32), i32 40960)
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %51, i64 %33, i32 %36, i32 %48, i32 %47) #5
  %52 = add nuw nsw i64 %40, 1
  %exitcond.not = icmp eq i64 %52, %smax
  br i1 %exitcond.not, label %.loopexit, label %39

.loopexit:                                        ; preds = %39, %30
  %53 = sext i32 %27 to i64
  %54 = icmp sgt i32 %26, 63
  br i1 %54, label %.lr.ph265, label %._crit_edge

.lr.ph265:                                        ; preds = %.loopexit
  %55 = ptrtoint ptr %0 to i64
  %56 = ptrtoint ptr %1 to i64
  %57 = or disjoint i32 %24, 64
  %58 = or disjoint i32 %24, 128
  %59 = or disjoint i32 %24, 192
  %60 = and i32 %7, 15
  %61 = lshr i32 %7, 1
  %62 = and i32 %61, 8
  %63 = and i32 %7, 7
  %64 = shl nuw nsw i32 %7, 5
  %65 = and i32 %64, 7168
  %66 = and i32 %64, 4096
  %67 = shl nuw nsw i32 %60, 6
  %68 = shl nuw nsw i32 %63, 3
  %invariant.op = or disjoint i32 %67, %66
  %69 = shl nuw nsw i32 %7, 8
  %70 = and i32 %69, 24576
  %71 = lshr exact i32 %62, 3
  %72 = xor i32 %71, %63
  %73 = shl nuw nsw i32 %72, 4
  %74 = or disjoint i32 %73, %70
  %75 = shl nuw nsw i32 %62, 1
  %76 = or disjoint i32 %75, 32
  %77 = shl nuw nsw i32 %63, 4
  %78 = xor i32 %76, %77
  %invariant.op259 = or disjoint i32 %70, %78
  %79 = or disjoint i32 %75, 64
  %80 = xor i32 %79, %77
  %invariant.op261 = or disjoint i32 %70, %80
  %81 = or disjoint i32 %75, 96
  %82 = xor i32 %81, %77
  %invariant.op263 = or disjoint i32 %70, %82
  %83 = or disjoint i32 %65, %67
  %84 = xor i32 %62, %68
  %.reass = or disjoint i32 %84, %invariant.op
  %85 = zext nneg i32 %.reass to i64
  %86 = shl nuw nsw i32 %60, 7
  %87 = or disjoint i32 %86, %74
  %88 = lshr exact i32 %87, 1
  %89 = zext nneg i32 %88 to i64
  %.reass260 = or disjoint i32 %86, %invariant.op259
  %90 = lshr exact i32 %.reass260, 1
  %91 = zext nneg i32 %90 to i64
  %.reass262 = or disjoint i32 %86, %invariant.op261
  %92 = lshr exact i32 %.reass262, 1
  %93 = zext nneg i32 %92 to i64
  %.reass264 = or disjoint i32 %86, %invariant.op263
  %94 = lshr exact i32 %.reass264, 1
  %95 = zext nneg i32 %94 to i64
  %96 = or disjoint i32 %84, %83
  %97 = or i32 %96, 3072
  %98 = zext nneg i32 %97 to i64
  %99 = or disjoint i32 %62, 16
  %100 = xor i32 %99, %68
  %.reass.1 = or disjoint i32 %100, %invariant.op
  %101 = zext nneg i32 %.reass.1 to i64
  %102 = shl nuw nsw i32 %60, 7
  %103 = or disjoint i32 %102, 2048
  %104 = or disjoint i32 %103, %74
  %105 = lshr exact i32 %104, 1
  %106 = zext nneg i32 %105 to i64
  %.reass260.1 = or disjoint i32 %103, %invariant.op259
  %107 = lshr exact i32 %.reass260.1, 1
  %108 = zext nneg i32 %107 to i64
  %.reass262.1 = or disjoint i32 %103, %invariant.op261
  %109 = lshr exact i32 %.reass262.1, 1
  %110 = zext nneg i32 %109 to i64
  %.reass264.1 = or disjoint i32 %103, %invariant.op263
  %111 = lshr exact i32 %.reass264.1, 1
  %112 = zext nneg i32 %111 to i64
  %113 = or disjoint i32 %100, %83
  %114 = or i32 %113, 3072
  %115 = zext nneg i32 %114 to i64
  %116 = or disjoint i32 %62, 32
  %117 = xor i32 %116, %68
  %.reass.2 = or disjoint i32 %117, %invariant.op
  %118 = zext nneg i32 %.reass.2 to i64
  %119 = shl nuw nsw i32 %60, 7
  %120 = or disjoint i32 %119, 4096
  %121 = or disjoint i32 %120, %74
  %122 = lshr exact i32 %121, 1
  %123 = zext nneg i32 %122 to i64
  %.reass260.2 = or disjoint i32 %120, %invariant.op259
  %124 = lshr exact i32 %.reass260.2, 1
  %125 = zext nneg i32 %124 to i64
  %.reass262.2 = or disjoint i32 %120, %invariant.op261
  %126 = lshr exact i32 %.reass262.2, 1
  %127 = zext nneg i32 %126 to i64
  %.reass264.2 = or disjoint i32 %120, %invariant.op263
  %128 = lshr exact i32 %.reass264.2, 1
  %129 = zext nneg i32 %128 to i64
  %130 = or disjoint i32 %117, %83
  %131 = or i32 %130, 3072
  %132 = zext nneg i32 %131 to i64
  %133 = or disjoint i32 %62, 48
  %134 = xor i32 %133, %68
  %.reass.3 = or disjoint i32 %134, %invariant.op
  %135 = zext nneg i32 %.reass.3 to i64
  %136 = shl nuw nsw i32 %60, 7
  %137 = or disjoint i32 %136, 6144
  %138 = or disjoint i32 %137, %74
  %139 = lshr exact i32 %138, 1
  %140 = zext nneg i32 %139 to i64
  %.reass260.3 = or disjoint i32 %137, %invariant.op259
  %141 = lshr exact i32 %.reass260.3, 1
  %142 = zext nneg i32 %141 to i64
  %.reass262.3 = or disjoint i32 %137, %invariant.op261
  %143 = lshr exact i32 %.reass262.3, 1
  %144 = zext nneg i32 %143 to i64
  %.reass264.3 = or disjoint i32 %137, %invariant.op263
  %145 = lshr exact i32 %.reass264.3, 1
  %146 = zext nneg i32 %145 to i64
  %147 = or disjoint i32 %134, %83
  %148 = or i32 %147, 3072
  %149 = zext nneg i32 %148 to i64
  br label %150

150:                                              ; preds = %.lr.ph265, %304
  %151 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1142, %304 ]
  %152 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1141, %304 ]
  %153 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1140, %304 ]
  %154 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1139, %304 ]
  %155 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1137, %304 ]
  %156 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1136, %304 ]
  %157 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1135, %304 ]
  %158 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1134, %304 ]
  %159 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1132, %304 ]
  %160 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1131, %304 ]
  %161 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1130, %304 ]
  %162 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1129, %304 ]
  %163 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1127, %304 ]
  %164 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1126, %304 ]
  %165 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1125, %304 ]
  %166 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1124, %304 ]
  %167 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1122, %304 ]
  %168 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1121, %304 ]
  %169 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1120, %304 ]
  %170 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1119, %304 ]
  %171 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1117, %304 ]
  %172 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1116, %304 ]
  %173 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1115, %304 ]
  %174 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1114, %304 ]
  %175 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1112, %304 ]
  %176 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1111, %304 ]
  %177 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1110, %304 ]
  %178 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1109, %304 ]
  %179 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1107, %304 ]
  %180 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1106, %304 ]
  %181 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1105, %304 ]
  %182 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1104, %304 ]
  %183 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1096, %304 ]
  %184 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1095, %304 ]
  %185 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1094, %304 ]
  %186 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1093, %304 ]
  %187 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1091, %304 ]
  %188 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1090, %304 ]
  %189 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1089, %304 ]
  %190 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1088, %304 ]
  %191 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1086, %304 ]
  %192 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1085, %304 ]
  %193 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1084, %304 ]
  %194 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1083, %304 ]
  %195 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1081, %304 ]
  %196 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1080, %304 ]
  %197 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1079, %304 ]
  %198 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1078, %304 ]
  %199 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1076, %304 ]
  %200 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1075, %304 ]
  %201 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1074, %304 ]
  %202 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1073, %304 ]
  %203 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1071, %304 ]
  %204 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1070, %304 ]
  %205 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1069, %304 ]
  %206 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1068, %304 ]
  %207 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1066, %304 ]
  %208 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1065, %304 ]
  %209 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1064, %304 ]
  %210 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1063, %304 ]
  %211 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1061, %304 ]
  %212 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1060, %304 ]
  %213 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1059, %304 ]
  %214 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1058, %304 ]
  %215 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1050, %304 ]
  %216 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1049, %304 ]
  %217 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1048, %304 ]
  %218 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1047, %304 ]
  %219 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1045, %304 ]
  %220 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1044, %304 ]
  %221 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1043, %304 ]
  %222 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1042, %304 ]
  %223 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1040, %304 ]
  %224 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1039, %304 ]
  %225 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1038, %304 ]
  %226 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1037, %304 ]
  %227 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1035, %304 ]
  %228 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1034, %304 ]
  %229 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1033, %304 ]
  %230 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1032, %304 ]
  %231 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1030, %304 ]
  %232 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1029, %304 ]
  %233 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1028, %304 ]
  %234 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1027, %304 ]
  %235 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1025, %304 ]
  %236 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1024, %304 ]
  %237 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1023, %304 ]
  %238 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1022, %304 ]
  %239 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1020, %304 ]
  %240 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1019, %304 ]
  %241 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1018, %304 ]
  %242 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1017, %304 ]
  %243 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1015, %304 ]
  %244 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1014, %304 ]
  %245 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1013, %304 ]
  %246 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1012, %304 ]
  %247 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1004, %304 ]
  %248 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1003, %304 ]
  %249 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1002, %304 ]
  %250 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %1001, %304 ]
  %251 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %999, %304 ]
  %252 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %998, %304 ]
  %253 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %997, %304 ]
  %254 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %996, %304 ]
  %255 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %988, %304 ]
  %256 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %987, %304 ]
  %257 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %986, %304 ]
  %258 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %985, %304 ]
  %259 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %983, %304 ]
  %260 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %982, %304 ]
  %261 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %981, %304 ]
  %262 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %980, %304 ]
  %263 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %972, %304 ]
  %264 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %971, %304 ]
  %265 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %970, %304 ]
  %266 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %969, %304 ]
  %267 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %967, %304 ]
  %268 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %966, %304 ]
  %269 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %965, %304 ]
  %270 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %964, %304 ]
  %271 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %956, %304 ]
  %272 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %955, %304 ]
  %273 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %954, %304 ]
  %274 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %953, %304 ]
  %275 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %951, %304 ]
  %276 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %950, %304 ]
  %277 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %949, %304 ]
  %278 = phi float [ 0.000000e+00, %.lr.ph265 ], [ %948, %304 ]
  %279 = phi i64 [ 0, %.lr.ph265 ], [ %1143, %304 ]
  %280 = trunc i64 %279 to i32
  %281 = and i32 %280, 3
  %282 = shl nuw nsw i32 %281, 3
  %283 = or disjoint i32 %282, add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_kn_dsmem to i32), i32 196608)
  %284 = lshr i32 %280, 2
  %285 = and i32 %284, 1
  br label %286

286:                                              ; preds = %286, %150
  %287 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %283, i32 %285) #5
  %288 = icmp eq i32 %287, 0
  br i1 %288, label %286, label %289

289:                                              ; preds = %286
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %290 = add i32 %280, 3
  %291 = icmp slt i32 %290, %27
  %292 = and i1 %28, %291
  br i1 %292, label %293, label %304

293:                                              ; preds = %289
  %294 = and i32 %290, 3
  %295 = mul nuw nsw i32 %294, 49152
  %296 = add i32 %295, ptrtoint (ptr addrspace(3) @gemm_bf16_tma_kn_dsmem to i32)
  %297 = add i32 %295, add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_kn_dsmem to i32), i32 16384)
  %298 = shl nuw nsw i32 %294, 3
  %299 = or disjoint i32 %298, add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_kn_dsmem to i32), i32 196608)
  %300 = shl i32 %290, 6
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 %299, i32 49152) #5
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %296, i64 %55, i32 %300, i32 %23, i32 %299) #5
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %297, i64 %56, i32 %24, i32 %300, i32 %299) #5
  %301 = add i32 %295, add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_kn_dsmem to i32), i32 24576)
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %301, i64 %56, i32 %57, i32 %300, i32 %299) #5
  %302 = add i32 %295, add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_kn_dsmem to i32), i32 32768)
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %302, i64 %56, i32 %58, i32 %300, i32 %299) #5
  %303 = add i32 %295, add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_kn_dsmem to i32), i32 40960)
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %303, i64 %56, i32 %59, i32 %300, i32 %299) #5
  br label %304

304:                                              ; preds = %293, %289
  %305 = mul nuw nsw i32 %281, 49152
  %306 = zext nneg i32 %305 to i64
  %307 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 %306
  %308 = add i32 %305, add (i32 sub (i32 0, i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_kn_dsmem to i32)), i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_kn_dsmem to i32), i32 16384))
  %309 = sext i32 %308 to i64
  %310 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 %309
  %311 = getelementptr bfloat, ptr addrspace(3) %307, i64 %85
  %312 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %311)
  %313 = extractvalue { i32, i32, i32, i32 } %312, 0
  %314 = extractvalue { i32, i32, i32, i32 } %312, 1
  %315 = extractvalue { i32, i32, i32, i32 } %312, 2
  %316 = extractvalue { i32, i32, i32, i32 } %312, 3
  %317 = getelementptr bfloat, ptr addrspace(3) %310, i64 %89
  %318 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %317)
  %319 = extractvalue { i32, i32, i32, i32 } %318, 0
  %320 = extractvalue { i32, i32, i32, i32 } %318, 1
  %321 = extractvalue { i32, i32, i32, i32 } %318, 2
  %322 = extractvalue { i32, i32, i32, i32 } %318, 3
  %323 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %313, i32 %314, i32 %315, i32 %316, i32 %319, i32 %320, float %278, float %277, float %276, float %275) #5
  %324 = extractvalue { float, float, float, float } %323, 0
  %325 = extractvalue { float, float, float, float } %323, 1
  %326 = extractvalue { float, float, float, float } %323, 2
  %327 = extractvalue { float, float, float, float } %323, 3
  %328 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %313, i32 %314, i32 %315, i32 %316, i32 %321, i32 %322, float %274, float %273, float %272, float %271) #5
  %329 = extractvalue { float, float, float, float } %328, 0
  %330 = extractvalue { float, float, float, float } %328, 1
  %331 = extractvalue { float, float, float, float } %328, 2
  %332 = extractvalue { float, float, float, float } %328, 3
  %333 = getelementptr bfloat, ptr addrspace(3) %310, i64 %91
  %334 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %333)
  %335 = extractvalue { i32, i32, i32, i32 } %334, 0
  %336 = extractvalue { i32, i32, i32, i32 } %334, 1
  %337 = extractvalue { i32, i32, i32, i32 } %334, 2
  %338 = extractvalue { i32, i32, i32, i32 } %334, 3
  %339 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %313, i32 %314, i32 %315, i32 %316, i32 %335, i32 %336, float %270, float %269, float %268, float %267) #5
  %340 = extractvalue { float, float, float, float } %339, 0
  %341 = extractvalue { float, float, float, float } %339, 1
  %342 = extractvalue { float, float, float, float } %339, 2
  %343 = extractvalue { float, float, float, float } %339, 3
  %344 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %313, i32 %314, i32 %315, i32 %316, i32 %337, i32 %338, float %266, float %265, float %264, float %263) #5
  %345 = extractvalue { float, float, float, float } %344, 0
  %346 = extractvalue { float, float, float, float } %344, 1
  %347 = extractvalue { float, float, float, float } %344, 2
  %348 = extractvalue { float, float, float, float } %344, 3
  %349 = getelementptr bfloat, ptr addrspace(3) %310, i64 %93
  %350 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %349)
  %351 = extractvalue { i32, i32, i32, i32 } %350, 0
  %352 = extractvalue { i32, i32, i32, i32 } %350, 1
  %353 = extractvalue { i32, i32, i32, i32 } %350, 2
  %354 = extractvalue { i32, i32, i32, i32 } %350, 3
  %355 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %313, i32 %314, i32 %315, i32 %316, i32 %351, i32 %352, float %262, float %261, float %260, float %259) #5
  %356 = extractvalue { float, float, float, float } %355, 0
  %357 = extractvalue { float, float, float, float } %355, 1
  %358 = extractvalue { float, float, float, float } %355, 2
  %359 = extractvalue { float, float, float, float } %355, 3
  %360 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %313, i32 %314, i32 %315, i32 %316, i32 %353, i32 %354, float %258, float %257, float %256, float %255) #5
  %361 = extractvalue { float, float, float, float } %360, 0
  %362 = extractvalue { float, float, float, float } %360, 1
  %363 = extractvalue { float, float, float, float } %360, 2
  %364 = extractvalue { float, float, float, float } %360, 3
  %365 = getelementptr bfloat, ptr addrspace(3) %310, i64 %95
  %366 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %365)
  %367 = extractvalue { i32, i32, i32, i32 } %366, 0
  %368 = extractvalue { i32, i32, i32, i32 } %366, 1
  %369 = extractvalue { i32, i32, i32, i32 } %366, 2
  %370 = extractvalue { i32, i32, i32, i32 } %366, 3
  %371 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %313, i32 %314, i32 %315, i32 %316, i32 %367, i32 %368, float %254, float %253, float %252, float %251) #5
  %372 = extractvalue { float, float, float, float } %371, 0
  %373 = extractvalue { float, float, float, float } %371, 1
  %374 = extractvalue { float, float, float, float } %371, 2
  %375 = extractvalue { float, float, float, float } %371, 3
  %376 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %313, i32 %314, i32 %315, i32 %316, i32 %369, i32 %370, float %250, float %249, float %248, float %247) #5
  %377 = extractvalue { float, float, float, float } %376, 0
  %378 = extractvalue { float, float, float, float } %376, 1
  %379 = extractvalue { float, float, float, float } %376, 2
  %380 = extractvalue { float, float, float, float } %376, 3
  %381 = getelementptr i8, ptr addrspace(3) %311, i64 2048
  %382 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %381)
  %383 = extractvalue { i32, i32, i32, i32 } %382, 0
  %384 = extractvalue { i32, i32, i32, i32 } %382, 1
  %385 = extractvalue { i32, i32, i32, i32 } %382, 2
  %386 = extractvalue { i32, i32, i32, i32 } %382, 3
  %387 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %383, i32 %384, i32 %385, i32 %386, i32 %319, i32 %320, float %246, float %245, float %244, float %243) #5
  %388 = extractvalue { float, float, float, float } %387, 0
  %389 = extractvalue { float, float, float, float } %387, 1
  %390 = extractvalue { float, float, float, float } %387, 2
  %391 = extractvalue { float, float, float, float } %387, 3
  %392 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %383, i32 %384, i32 %385, i32 %386, i32 %321, i32 %322, float %242, float %241, float %240, float %239) #5
  %393 = extractvalue { float, float, float, float } %392, 0
  %394 = extractvalue { float, float, float, float } %392, 1
  %395 = extractvalue { float, float, float, float } %392, 2
  %396 = extractvalue { float, float, float, float } %392, 3
  %397 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %383, i32 %384, i32 %385, i32 %386, i32 %335, i32 %336, float %238, float %237, float %236, float %235) #5
  %398 = extractvalue { float, float, float, float } %397, 0
  %399 = extractvalue { float, float, float, float } %397, 1
  %400 = extractvalue { float, float, float, float } %397, 2
  %401 = extractvalue { float, float, float, float } %397, 3
  %402 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %383, i32 %384, i32 %385, i32 %386, i32 %337, i32 %338, float %234, float %233, float %232, float %231) #5
  %403 = extractvalue { float, float, float, float } %402, 0
  %404 = extractvalue { float, float, float, float } %402, 1
  %405 = extractvalue { float, float, float, float } %402, 2
  %406 = extractvalue { float, float, float, float } %402, 3
  %407 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %383, i32 %384, i32 %385, i32 %386, i32 %351, i32 %352, float %230, float %229, float %228, float %227) #5
  %408 = extractvalue { float, float, float, float } %407, 0
  %409 = extractvalue { float, float, float, float } %407, 1
  %410 = extractvalue { float, float, float, float } %407, 2
  %411 = extractvalue { float, float, float, float } %407, 3
  %412 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %383, i32 %384, i32 %385, i32 %386, i32 %353, i32 %354, float %226, float %225, float %224, float %223) #5
  %413 = extractvalue { float, float, float, float } %412, 0
  %414 = extractvalue { float, float, float, float } %412, 1
  %415 = extractvalue { float, float, float, float } %412, 2
  %416 = extractvalue { float, float, float, float } %412, 3
  %417 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %383, i32 %384, i32 %385, i32 %386, i32 %367, i32 %368, float %222, float %221, float %220, float %219) #5
  %418 = extractvalue { float, float, float, float } %417, 0
  %419 = extractvalue { float, float, float, float } %417, 1
  %420 = extractvalue { float, float, float, float } %417, 2
  %421 = extractvalue { float, float, float, float } %417, 3
  %422 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %383, i32 %384, i32 %385, i32 %386, i32 %369, i32 %370, float %218, float %217, float %216, float %215) #5
  %423 = extractvalue { float, float, float, float } %422, 0
  %424 = extractvalue { float, float, float, float } %422, 1
  %425 = extractvalue { float, float, float, float } %422, 2
  %426 = extractvalue { float, float, float, float } %422, 3
  %427 = getelementptr i8, ptr addrspace(3) %311, i64 4096
  %428 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %427)
  %429 = extractvalue { i32, i32, i32, i32 } %428, 0
  %430 = extractvalue { i32, i32, i32, i32 } %428, 1
  %431 = extractvalue { i32, i32, i32, i32 } %428, 2
  %432 = extractvalue { i32, i32, i32, i32 } %428, 3
  %433 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %429, i32 %430, i32 %431, i32 %432, i32 %319, i32 %320, float %214, float %213, float %212, float %211) #5
  %434 = extractvalue { float, float, float, float } %433, 0
  %435 = extractvalue { float, float, float, float } %433, 1
  %436 = extractvalue { float, float, float, float } %433, 2
  %437 = extractvalue { float, float, float, float } %433, 3
  %438 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %429, i32 %430, i32 %431, i32 %432, i32 %321, i32 %322, float %210, float %209, float %208, float %207) #5
  %439 = extractvalue { float, float, float, float } %438, 0
  %440 = extractvalue { float, float, float, float } %438, 1
  %441 = extractvalue { float, float, float, float } %438, 2
  %442 = extractvalue { float, float, float, float } %438, 3
  %443 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %429, i32 %430, i32 %431, i32 %432, i32 %335, i32 %336, float %206, float %205, float %204, float %203) #5
  %444 = extractvalue { float, float, float, float } %443, 0
  %445 = extractvalue { float, float, float, float } %443, 1
  %446 = extractvalue { float, float, float, float } %443, 2
  %447 = extractvalue { float, float, float, float } %443, 3
  %448 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %429, i32 %430, i32 %431, i32 %432, i32 %337, i32 %338, float %202, float %201, float %200, float %199) #5
  %449 = extractvalue { float, float, float, float } %448, 0
  %450 = extractvalue { float, float, float, float } %448, 1
  %451 = extractvalue { float, float, float, float } %448, 2
  %452 = extractvalue { float, float, float, float } %448, 3
  %453 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %429, i32 %430, i32 %431, i32 %432, i32 %351, i32 %352, float %198, float %197, float %196, float %195) #5
  %454 = extractvalue { float, float, float, float } %453, 0
  %455 = extractvalue { float, float, float, float } %453, 1
  %456 = extractvalue { float, float, float, float } %453, 2
  %457 = extractvalue { float, float, float, float } %453, 3
  %458 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %429, i32 %430, i32 %431, i32 %432, i32 %353, i32 %354, float %194, float %193, float %192, float %191) #5
  %459 = extractvalue { float, float, float, float } %458, 0
  %460 = extractvalue { float, float, float, float } %458, 1
  %461 = extractvalue { float, float, float, float } %458, 2
  %462 = extractvalue { float, float, float, float } %458, 3
  %463 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %429, i32 %430, i32 %431, i32 %432, i32 %367, i32 %368, float %190, float %189, float %188, float %187) #5
  %464 = extractvalue { float, float, float, float } %463, 0
  %465 = extractvalue { float, float, float, float } %463, 1
  %466 = extractvalue { float, float, float, float } %463, 2
  %467 = extractvalue { float, float, float, float } %463, 3
  %468 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %429, i32 %430, i32 %431, i32 %432, i32 %369, i32 %370, float %186, float %185, float %184, float %183) #5
  %469 = extractvalue { float, float, float, float } %468, 0
  %470 = extractvalue { float, float, float, float } %468, 1
  %471 = extractvalue { float, float, float, float } %468, 2
  %472 = extractvalue { float, float, float, float } %468, 3
  %473 = getelementptr bfloat, ptr addrspace(3) %307, i64 %98
  %474 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %473)
  %475 = extractvalue { i32, i32, i32, i32 } %474, 0
  %476 = extractvalue { i32, i32, i32, i32 } %474, 1
  %477 = extractvalue { i32, i32, i32, i32 } %474, 2
  %478 = extractvalue { i32, i32, i32, i32 } %474, 3
  %479 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %475, i32 %476, i32 %477, i32 %478, i32 %319, i32 %320, float %182, float %181, float %180, float %179) #5
  %480 = extractvalue { float, float, float, float } %479, 0
  %481 = extractvalue { float, float, float, float } %479, 1
  %482 = extractvalue { float, float, float, float } %479, 2
  %483 = extractvalue { float, float, float, float } %479, 3
  %484 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %475, i32 %476, i32 %477, i32 %478, i32 %321, i32 %322, float %178, float %177, float %176, float %175) #5
  %485 = extractvalue { float, float, float, float } %484, 0
  %486 = extractvalue { float, float, float, float } %484, 1
  %487 = extractvalue { float, float, float, float } %484, 2
  %488 = extractvalue { float, float, float, float } %484, 3
  %489 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %475, i32 %476, i32 %477, i32 %478, i32 %335, i32 %336, float %174, float %173, float %172, float %171) #5
  %490 = extractvalue { float, float, float, float } %489, 0
  %491 = extractvalue { float, float, float, float } %489, 1
  %492 = extractvalue { float, float, float, float } %489, 2
  %493 = extractvalue { float, float, float, float } %489, 3
  %494 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %475, i32 %476, i32 %477, i32 %478, i32 %337, i32 %338, float %170, float %169, float %168, float %167) #5
  %495 = extractvalue { float, float, float, float } %494, 0
  %496 = extractvalue { float, float, float, float } %494, 1
  %497 = extractvalue { float, float, float, float } %494, 2
  %498 = extractvalue { float, float, float, float } %494, 3
  %499 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %475, i32 %476, i32 %477, i32 %478, i32 %351, i32 %352, float %166, float %165, float %164, float %163) #5
  %500 = extractvalue { float, float, float, float } %499, 0
  %501 = extractvalue { float, float, float, float } %499, 1
  %502 = extractvalue { float, float, float, float } %499, 2
  %503 = extractvalue { float, float, float, float } %499, 3
  %504 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %475, i32 %476, i32 %477, i32 %478, i32 %353, i32 %354, float %162, float %161, float %160, float %159) #5
  %505 = extractvalue { float, float, float, float } %504, 0
  %506 = extractvalue { float, float, float, float } %504, 1
  %507 = extractvalue { float, float, float, float } %504, 2
  %508 = extractvalue { float, float, float, float } %504, 3
  %509 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %475, i32 %476, i32 %477, i32 %478, i32 %367, i32 %368, float %158, float %157, float %156, float %155) #5
  %510 = extractvalue { float, float, float, float } %509, 0
  %511 = extractvalue { float, float, float, float } %509, 1
  %512 = extractvalue { float, float, float, float } %509, 2
  %513 = extractvalue { float, float, float, float } %509, 3
  %514 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %475, i32 %476, i32 %477, i32 %478, i32 %369, i32 %370, float %154, float %153, float %152, float %151) #5
  %515 = extractvalue { float, float, float, float } %514, 0
  %516 = extractvalue { float, float, float, float } %514, 1
  %517 = extractvalue { float, float, float, float } %514, 2
  %518 = extractvalue { float, float, float, float } %514, 3
  %519 = getelementptr bfloat, ptr addrspace(3) %307, i64 %101
  %520 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %519)
  %521 = extractvalue { i32, i32, i32, i32 } %520, 0
  %522 = extractvalue { i32, i32, i32, i32 } %520, 1
  %523 = extractvalue { i32, i32, i32, i32 } %520, 2
  %524 = extractvalue { i32, i32, i32, i32 } %520, 3
  %525 = getelementptr bfloat, ptr addrspace(3) %310, i64 %106
  %526 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %525)
  %527 = extractvalue { i32, i32, i32, i32 } %526, 0
  %528 = extractvalue { i32, i32, i32, i32 } %526, 1
  %529 = extractvalue { i32, i32, i32, i32 } %526, 2
  %530 = extractvalue { i32, i32, i32, i32 } %526, 3
  %531 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %521, i32 %522, i32 %523, i32 %524, i32 %527, i32 %528, float %324, float %325, float %326, float %327) #5
  %532 = extractvalue { float, float, float, float } %531, 0
  %533 = extractvalue { float, float, float, float } %531, 1
  %534 = extractvalue { float, float, float, float } %531, 2
  %535 = extractvalue { float, float, float, float } %531, 3
  %536 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %521, i32 %522, i32 %523, i32 %524, i32 %529, i32 %530, float %329, float %330, float %331, float %332) #5
  %537 = extractvalue { float, float, float, float } %536, 0
  %538 = extractvalue { float, float, float, float } %536, 1
  %539 = extractvalue { float, float, float, float } %536, 2
  %540 = extractvalue { float, float, float, float } %536, 3
  %541 = getelementptr bfloat, ptr addrspace(3) %310, i64 %108
  %542 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %541)
  %543 = extractvalue { i32, i32, i32, i32 } %542, 0
  %544 = extractvalue { i32, i32, i32, i32 } %542, 1
  %545 = extractvalue { i32, i32, i32, i32 } %542, 2
  %546 = extractvalue { i32, i32, i32, i32 } %542, 3
  %547 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %521, i32 %522, i32 %523, i32 %524, i32 %543, i32 %544, float %340, float %341, float %342, float %343) #5
  %548 = extractvalue { float, float, float, float } %547, 0
  %549 = extractvalue { float, float, float, float } %547, 1
  %550 = extractvalue { float, float, float, float } %547, 2
  %551 = extractvalue { float, float, float, float } %547, 3
  %552 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %521, i32 %522, i32 %523, i32 %524, i32 %545, i32 %546, float %345, float %346, float %347, float %348) #5
  %553 = extractvalue { float, float, float, float } %552, 0
  %554 = extractvalue { float, float, float, float } %552, 1
  %555 = extractvalue { float, float, float, float } %552, 2
  %556 = extractvalue { float, float, float, float } %552, 3
  %557 = getelementptr bfloat, ptr addrspace(3) %310, i64 %110
  %558 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %557)
  %559 = extractvalue { i32, i32, i32, i32 } %558, 0
  %560 = extractvalue { i32, i32, i32, i32 } %558, 1
  %561 = extractvalue { i32, i32, i32, i32 } %558, 2
  %562 = extractvalue { i32, i32, i32, i32 } %558, 3
  %563 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %521, i32 %522, i32 %523, i32 %524, i32 %559, i32 %560, float %356, float %357, float %358, float %359) #5
  %564 = extractvalue { float, float, float, float } %563, 0
  %565 = extractvalue { float, float, float, float } %563, 1
  %566 = extractvalue { float, float, float, float } %563, 2
  %567 = extractvalue { float, float, float, float } %563, 3
  %568 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %521, i32 %522, i32 %523, i32 %524, i32 %561, i32 %562, float %361, float %362, float %363, float %364) #5
  %569 = extractvalue { float, float, float, float } %568, 0
  %570 = extractvalue { float, float, float, float } %568, 1
  %571 = extractvalue { float, float, float, float } %568, 2
  %572 = extractvalue { float, float, float, float } %568, 3
  %573 = getelementptr bfloat, ptr addrspace(3) %310, i64 %112
  %574 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %573)
  %575 = extractvalue { i32, i32, i32, i32 } %574, 0
  %576 = extractvalue { i32, i32, i32, i32 } %574, 1
  %577 = extractvalue { i32, i32, i32, i32 } %574, 2
  %578 = extractvalue { i32, i32, i32, i32 } %574, 3
  %579 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %521, i32 %522, i32 %523, i32 %524, i32 %575, i32 %576, float %372, float %373, float %374, float %375) #5
  %580 = extractvalue { float, float, float, float } %579, 0
  %581 = extractvalue { float, float, float, float } %579, 1
  %582 = extractvalue { float, float, float, float } %579, 2
  %583 = extractvalue { float, float, float, float } %579, 3
  %584 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %521, i32 %522, i32 %523, i32 %524, i32 %577, i32 %578, float %377, float %378, float %379, float %380) #5
  %585 = extractvalue { float, float, float, float } %584, 0
  %586 = extractvalue { float, float, float, float } %584, 1
  %587 = extractvalue { float, float, float, float } %584, 2
  %588 = extractvalue { float, float, float, float } %584, 3
  %589 = getelementptr i8, ptr addrspace(3) %519, i64 2048
  %590 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %589)
  %591 = extractvalue { i32, i32, i32, i32 } %590, 0
  %592 = extractvalue { i32, i32, i32, i32 } %590, 1
  %593 = extractvalue { i32, i32, i32, i32 } %590, 2
  %594 = extractvalue { i32, i32, i32, i32 } %590, 3
  %595 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %591, i32 %592, i32 %593, i32 %594, i32 %527, i32 %528, float %388, float %389, float %390, float %391) #5
  %596 = extractvalue { float, float, float, float } %595, 0
  %597 = extractvalue { float, float, float, float } %595, 1
  %598 = extractvalue { float, float, float, float } %595, 2
  %599 = extractvalue { float, float, float, float } %595, 3
  %600 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %591, i32 %592, i32 %593, i32 %594, i32 %529, i32 %530, float %393, float %394, float %395, float %396) #5
  %601 = extractvalue { float, float, float, float } %600, 0
  %602 = extractvalue { float, float, float, float } %600, 1
  %603 = extractvalue { float, float, float, float } %600, 2
  %604 = extractvalue { float, float, float, float } %600, 3
  %605 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %591, i32 %592, i32 %593, i32 %594, i32 %543, i32 %544, float %398, float %399, float %400, float %401) #5
  %606 = extractvalue { float, float, float, float } %605, 0
  %607 = extractvalue { float, float, float, float } %605, 1
  %608 = extractvalue { float, float, float, float } %605, 2
  %609 = extractvalue { float, float, float, float } %605, 3
  %610 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %591, i32 %592, i32 %593, i32 %594, i32 %545, i32 %546, float %403, float %404, float %405, float %406) #5
  %611 = extractvalue { float, float, float, float } %610, 0
  %612 = extractvalue { float, float, float, float } %610, 1
  %613 = extractvalue { float, float, float, float } %610, 2
  %614 = extractvalue { float, float, float, float } %610, 3
  %615 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %591, i32 %592, i32 %593, i32 %594, i32 %559, i32 %560, float %408, float %409, float %410, float %411) #5
  %616 = extractvalue { float, float, float, float } %615, 0
  %617 = extractvalue { float, float, float, float } %615, 1
  %618 = extractvalue { float, float, float, float } %615, 2
  %619 = extractvalue { float, float, float, float } %615, 3
  %620 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %591, i32 %592, i32 %593, i32 %594, i32 %561, i32 %562, float %413, float %414, float %415, float %416) #5
  %621 = extractvalue { float, float, float, float } %620, 0
  %622 = extractvalue { float, float, float, float } %620, 1
  %623 = extractvalue { float, float, float, float } %620, 2
  %624 = extractvalue { float, float, float, float } %620, 3
  %625 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %591, i32 %592, i32 %593, i32 %594, i32 %575, i32 %576, float %418, float %419, float %420, float %421) #5
  %626 = extractvalue { float, float, float, float } %625, 0
  %627 = extractvalue { float, float, float, float } %625, 1
  %628 = extractvalue { float, float, float, float } %625, 2
  %629 = extractvalue { float, float, float, float } %625, 3
  %630 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %591, i32 %592, i32 %593, i32 %594, i32 %577, i32 %578, float %423, float %424, float %425, float %426) #5
  %631 = extractvalue { float, float, float, float } %630, 0
  %632 = extractvalue { float, float, float, float } %630, 1
  %633 = extractvalue { float, float, float, float } %630, 2
  %634 = extractvalue { float, float, float, float } %630, 3
  %635 = getelementptr i8, ptr addrspace(3) %519, i64 4096
  %636 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %635)
  %637 = extractvalue { i32, i32, i32, i32 } %636, 0
  %638 = extractvalue { i32, i32, i32, i32 } %636, 1
  %639 = extractvalue { i32, i32, i32, i32 } %636, 2
  %640 = extractvalue { i32, i32, i32, i32 } %636, 3
  %641 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %637, i32 %638, i32 %639, i32 %640, i32 %527, i32 %528, float %434, float %435, float %436, float %437) #5
  %642 = extractvalue { float, float, float, float } %641, 0
  %643 = extractvalue { float, float, float, float } %641, 1
  %644 = extractvalue { float, float, float, float } %641, 2
  %645 = extractvalue { float, float, float, float } %641, 3
  %646 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %637, i32 %638, i32 %639, i32 %640, i32 %529, i32 %530, float %439, float %440, float %441, float %442) #5
  %647 = extractvalue { float, float, float, float } %646, 0
  %648 = extractvalue { float, float, float, float } %646, 1
  %649 = extractvalue { float, float, float, float } %646, 2
  %650 = extractvalue { float, float, float, float } %646, 3
  %651 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %637, i32 %638, i32 %639, i32 %640, i32 %543, i32 %544, float %444, float %445, float %446, float %447) #5
  %652 = extractvalue { float, float, float, float } %651, 0
  %653 = extractvalue { float, float, float, float } %651, 1
  %654 = extractvalue { float, float, float, float } %651, 2
  %655 = extractvalue { float, float, float, float } %651, 3
  %656 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %637, i32 %638, i32 %639, i32 %640, i32 %545, i32 %546, float %449, float %450, float %451, float %452) #5
  %657 = extractvalue { float, float, float, float } %656, 0
  %658 = extractvalue { float, float, float, float } %656, 1
  %659 = extractvalue { float, float, float, float } %656, 2
  %660 = extractvalue { float, float, float, float } %656, 3
  %661 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %637, i32 %638, i32 %639, i32 %640, i32 %559, i32 %560, float %454, float %455, float %456, float %457) #5
  %662 = extractvalue { float, float, float, float } %661, 0
  %663 = extractvalue { float, float, float, float } %661, 1
  %664 = extractvalue { float, float, float, float } %661, 2
  %665 = extractvalue { float, float, float, float } %661, 3
  %666 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %637, i32 %638, i32 %639, i32 %640, i32 %561, i32 %562, float %459, float %460, float %461, float %462) #5
  %667 = extractvalue { float, float, float, float } %666, 0
  %668 = extractvalue { float, float, float, float } %666, 1
  %669 = extractvalue { float, float, float, float } %666, 2
  %670 = extractvalue { float, float, float, float } %666, 3
  %671 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %637, i32 %638, i32 %639, i32 %640, i32 %575, i32 %576, float %464, float %465, float %466, float %467) #5
  %672 = extractvalue { float, float, float, float } %671, 0
  %673 = extractvalue { float, float, float, float } %671, 1
  %674 = extractvalue { float, float, float, float } %671, 2
  %675 = extractvalue { float, float, float, float } %671, 3
  %676 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %637, i32 %638, i32 %639, i32 %640, i32 %577, i32 %578, float %469, float %470, float %471, float %472) #5
  %677 = extractvalue { float, float, float, float } %676, 0
  %678 = extractvalue { float, float, float, float } %676, 1
  %679 = extractvalue { float, float, float, float } %676, 2
  %680 = extractvalue { float, float, float, float } %676, 3
  %681 = getelementptr bfloat, ptr addrspace(3) %307, i64 %115
  %682 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %681)
  %683 = extractvalue { i32, i32, i32, i32 } %682, 0
  %684 = extractvalue { i32, i32, i32, i32 } %682, 1
  %685 = extractvalue { i32, i32, i32, i32 } %682, 2
  %686 = extractvalue { i32, i32, i32, i32 } %682, 3
  %687 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %683, i32 %684, i32 %685, i32 %686, i32 %527, i32 %528, float %480, float %481, float %482, float %483) #5
  %688 = extractvalue { float, float, float, float } %687, 0
  %689 = extractvalue { float, float, float, float } %687, 1
  %690 = extractvalue { float, float, float, float } %687, 2
  %691 = extractvalue { float, float, float, float } %687, 3
  %692 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %683, i32 %684, i32 %685, i32 %686, i32 %529, i32 %530, float %485, float %486, float %487, float %488) #5
  %693 = extractvalue { float, float, float, float } %692, 0
  %694 = extractvalue { float, float, float, float } %692, 1
  %695 = extractvalue { float, float, float, float } %692, 2
  %696 = extractvalue { float, float, float, float } %692, 3
  %697 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %683, i32 %684, i32 %685, i32 %686, i32 %543, i32 %544, float %490, float %491, float %492, float %493) #5
  %698 = extractvalue { float, float, float, float } %697, 0
  %699 = extractvalue { float, float, float, float } %697, 1
  %700 = extractvalue { float, float, float, float } %697, 2
  %701 = extractvalue { float, float, float, float } %697, 3
  %702 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %683, i32 %684, i32 %685, i32 %686, i32 %545, i32 %546, float %495, float %496, float %497, float %498) #5
  %703 = extractvalue { float, float, float, float } %702, 0
  %704 = extractvalue { float, float, float, float } %702, 1
  %705 = extractvalue { float, float, float, float } %702, 2
  %706 = extractvalue { float, float, float, float } %702, 3
  %707 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %683, i32 %684, i32 %685, i32 %686, i32 %559, i32 %560, float %500, float %501, float %502, float %503) #5
  %708 = extractvalue { float, float, float, float } %707, 0
  %709 = extractvalue { float, float, float, float } %707, 1
  %710 = extractvalue { float, float, float, float } %707, 2
  %711 = extractvalue { float, float, float, float } %707, 3
  %712 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %683, i32 %684, i32 %685, i32 %686, i32 %561, i32 %562, float %505, float %506, float %507, float %508) #5
  %713 = extractvalue { float, float, float, float } %712, 0
  %714 = extractvalue { float, float, float, float } %712, 1
  %715 = extractvalue { float, float, float, float } %712, 2
  %716 = extractvalue { float, float, float, float } %712, 3
  %717 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %683, i32 %684, i32 %685, i32 %686, i32 %575, i32 %576, float %510, float %511, float %512, float %513) #5
  %718 = extractvalue { float, float, float, float } %717, 0
  %719 = extractvalue { float, float, float, float } %717, 1
  %720 = extractvalue { float, float, float, float } %717, 2
  %721 = extractvalue { float, float, float, float } %717, 3
  %722 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %683, i32 %684, i32 %685, i32 %686, i32 %577, i32 %578, float %515, float %516, float %517, float %518) #5
  %723 = extractvalue { float, float, float, float } %722, 0
  %724 = extractvalue { float, float, float, float } %722, 1
  %725 = extractvalue { float, float, float, float } %722, 2
  %726 = extractvalue { float, float, float, float } %722, 3
  %727 = getelementptr bfloat, ptr addrspace(3) %307, i64 %118
  %728 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %727)
  %729 = extractvalue { i32, i32, i32, i32 } %728, 0
  %730 = extractvalue { i32, i32, i32, i32 } %728, 1
  %731 = extractvalue { i32, i32, i32, i32 } %728, 2
  %732 = extractvalue { i32, i32, i32, i32 } %728, 3
  %733 = getelementptr bfloat, ptr addrspace(3) %310, i64 %123
  %734 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %733)
  %735 = extractvalue { i32, i32, i32, i32 } %734, 0
  %736 = extractvalue { i32, i32, i32, i32 } %734, 1
  %737 = extractvalue { i32, i32, i32, i32 } %734, 2
  %738 = extractvalue { i32, i32, i32, i32 } %734, 3
  %739 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %729, i32 %730, i32 %731, i32 %732, i32 %735, i32 %736, float %532, float %533, float %534, float %535) #5
  %740 = extractvalue { float, float, float, float } %739, 0
  %741 = extractvalue { float, float, float, float } %739, 1
  %742 = extractvalue { float, float, float, float } %739, 2
  %743 = extractvalue { float, float, float, float } %739, 3
  %744 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %729, i32 %730, i32 %731, i32 %732, i32 %737, i32 %738, float %537, float %538, float %539, float %540) #5
  %745 = extractvalue { float, float, float, float } %744, 0
  %746 = extractvalue { float, float, float, float } %744, 1
  %747 = extractvalue { float, float, float, float } %744, 2
  %748 = extractvalue { float, float, float, float } %744, 3
  %749 = getelementptr bfloat, ptr addrspace(3) %310, i64 %125
  %750 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %749)
  %751 = extractvalue { i32, i32, i32, i32 } %750, 0
  %752 = extractvalue { i32, i32, i32, i32 } %750, 1
  %753 = extractvalue { i32, i32, i32, i32 } %750, 2
  %754 = extractvalue { i32, i32, i32, i32 } %750, 3
  %755 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %729, i32 %730, i32 %731, i32 %732, i32 %751, i32 %752, float %548, float %549, float %550, float %551) #5
  %756 = extractvalue { float, float, float, float } %755, 0
  %757 = extractvalue { float, float, float, float } %755, 1
  %758 = extractvalue { float, float, float, float } %755, 2
  %759 = extractvalue { float, float, float, float } %755, 3
  %760 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %729, i32 %730, i32 %731, i32 %732, i32 %753, i32 %754, float %553, float %554, float %555, float %556) #5
  %761 = extractvalue { float, float, float, float } %760, 0
  %762 = extractvalue { float, float, float, float } %760, 1
  %763 = extractvalue { float, float, float, float } %760, 2
  %764 = extractvalue { float, float, float, float } %760, 3
  %765 = getelementptr bfloat, ptr addrspace(3) %310, i64 %127
  %766 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %765)
  %767 = extractvalue { i32, i32, i32, i32 } %766, 0
  %768 = extractvalue { i32, i32, i32, i32 } %766, 1
  %769 = extractvalue { i32, i32, i32, i32 } %766, 2
  %770 = extractvalue { i32, i32, i32, i32 } %766, 3
  %771 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %729, i32 %730, i32 %731, i32 %732, i32 %767, i32 %768, float %564, float %565, float %566, float %567) #5
  %772 = extractvalue { float, float, float, float } %771, 0
  %773 = extractvalue { float, float, float, float } %771, 1
  %774 = extractvalue { float, float, float, float } %771, 2
  %775 = extractvalue { float, float, float, float } %771, 3
  %776 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %729, i32 %730, i32 %731, i32 %732, i32 %769, i32 %770, float %569, float %570, float %571, float %572) #5
  %777 = extractvalue { float, float, float, float } %776, 0
  %778 = extractvalue { float, float, float, float } %776, 1
  %779 = extractvalue { float, float, float, float } %776, 2
  %780 = extractvalue { float, float, float, float } %776, 3
  %781 = getelementptr bfloat, ptr addrspace(3) %310, i64 %129
  %782 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %781)
  %783 = extractvalue { i32, i32, i32, i32 } %782, 0
  %784 = extractvalue { i32, i32, i32, i32 } %782, 1
  %785 = extractvalue { i32, i32, i32, i32 } %782, 2
  %786 = extractvalue { i32, i32, i32, i32 } %782, 3
  %787 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %729, i32 %730, i32 %731, i32 %732, i32 %783, i32 %784, float %580, float %581, float %582, float %583) #5
  %788 = extractvalue { float, float, float, float } %787, 0
  %789 = extractvalue { float, float, float, float } %787, 1
  %790 = extractvalue { float, float, float, float } %787, 2
  %791 = extractvalue { float, float, float, float } %787, 3
  %792 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %729, i32 %730, i32 %731, i32 %732, i32 %785, i32 %786, float %585, float %586, float %587, float %588) #5
  %793 = extractvalue { float, float, float, float } %792, 0
  %794 = extractvalue { float, float, float, float } %792, 1
  %795 = extractvalue { float, float, float, float } %792, 2
  %796 = extractvalue { float, float, float, float } %792, 3
  %797 = getelementptr i8, ptr addrspace(3) %727, i64 2048
  %798 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %797)
  %799 = extractvalue { i32, i32, i32, i32 } %798, 0
  %800 = extractvalue { i32, i32, i32, i32 } %798, 1
  %801 = extractvalue { i32, i32, i32, i32 } %798, 2
  %802 = extractvalue { i32, i32, i32, i32 } %798, 3
  %803 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %799, i32 %800, i32 %801, i32 %802, i32 %735, i32 %736, float %596, float %597, float %598, float %599) #5
  %804 = extractvalue { float, float, float, float } %803, 0
  %805 = extractvalue { float, float, float, float } %803, 1
  %806 = extractvalue { float, float, float, float } %803, 2
  %807 = extractvalue { float, float, float, float } %803, 3
  %808 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %799, i32 %800, i32 %801, i32 %802, i32 %737, i32 %738, float %601, float %602, float %603, float %604) #5
  %809 = extractvalue { float, float, float, float } %808, 0
  %810 = extractvalue { float, float, float, float } %808, 1
  %811 = extractvalue { float, float, float, float } %808, 2
  %812 = extractvalue { float, float, float, float } %808, 3
  %813 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %799, i32 %800, i32 %801, i32 %802, i32 %751, i32 %752, float %606, float %607, float %608, float %609) #5
  %814 = extractvalue { float, float, float, float } %813, 0
  %815 = extractvalue { float, float, float, float } %813, 1
  %816 = extractvalue { float, float, float, float } %813, 2
  %817 = extractvalue { float, float, float, float } %813, 3
  %818 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %799, i32 %800, i32 %801, i32 %802, i32 %753, i32 %754, float %611, float %612, float %613, float %614) #5
  %819 = extractvalue { float, float, float, float } %818, 0
  %820 = extractvalue { float, float, float, float } %818, 1
  %821 = extractvalue { float, float, float, float } %818, 2
  %822 = extractvalue { float, float, float, float } %818, 3
  %823 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %799, i32 %800, i32 %801, i32 %802, i32 %767, i32 %768, float %616, float %617, float %618, float %619) #5
  %824 = extractvalue { float, float, float, float } %823, 0
  %825 = extractvalue { float, float, float, float } %823, 1
  %826 = extractvalue { float, float, float, float } %823, 2
  %827 = extractvalue { float, float, float, float } %823, 3
  %828 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %799, i32 %800, i32 %801, i32 %802, i32 %769, i32 %770, float %621, float %622, float %623, float %624) #5
  %829 = extractvalue { float, float, float, float } %828, 0
  %830 = extractvalue { float, float, float, float } %828, 1
  %831 = extractvalue { float, float, float, float } %828, 2
  %832 = extractvalue { float, float, float, float } %828, 3
  %833 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %799, i32 %800, i32 %801, i32 %802, i32 %783, i32 %784, float %626, float %627, float %628, float %629) #5
  %834 = extractvalue { float, float, float, float } %833, 0
  %835 = extractvalue { float, float, float, float } %833, 1
  %836 = extractvalue { float, float, float, float } %833, 2
  %837 = extractvalue { float, float, float, float } %833, 3
  %838 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %799, i32 %800, i32 %801, i32 %802, i32 %785, i32 %786, float %631, float %632, float %633, float %634) #5
  %839 = extractvalue { float, float, float, float } %838, 0
  %840 = extractvalue { float, float, float, float } %838, 1
  %841 = extractvalue { float, float, float, float } %838, 2
  %842 = extractvalue { float, float, float, float } %838, 3
  %843 = getelementptr i8, ptr addrspace(3) %727, i64 4096
  %844 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %843)
  %845 = extractvalue { i32, i32, i32, i32 } %844, 0
  %846 = extractvalue { i32, i32, i32, i32 } %844, 1
  %847 = extractvalue { i32, i32, i32, i32 } %844, 2
  %848 = extractvalue { i32, i32, i32, i32 } %844, 3
  %849 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %845, i32 %846, i32 %847, i32 %848, i32 %735, i32 %736, float %642, float %643, float %644, float %645) #5
  %850 = extractvalue { float, float, float, float } %849, 0
  %851 = extractvalue { float, float, float, float } %849, 1
  %852 = extractvalue { float, float, float, float } %849, 2
  %853 = extractvalue { float, float, float, float } %849, 3
  %854 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %845, i32 %846, i32 %847, i32 %848, i32 %737, i32 %738, float %647, float %648, float %649, float %650) #5
  %855 = extractvalue { float, float, float, float } %854, 0
  %856 = extractvalue { float, float, float, float } %854, 1
  %857 = extractvalue { float, float, float, float } %854, 2
  %858 = extractvalue { float, float, float, float } %854, 3
  %859 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %845, i32 %846, i32 %847, i32 %848, i32 %751, i32 %752, float %652, float %653, float %654, float %655) #5
  %860 = extractvalue { float, float, float, float } %859, 0
  %861 = extractvalue { float, float, float, float } %859, 1
  %862 = extractvalue { float, float, float, float } %859, 2
  %863 = extractvalue { float, float, float, float } %859, 3
  %864 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %845, i32 %846, i32 %847, i32 %848, i32 %753, i32 %754, float %657, float %658, float %659, float %660) #5
  %865 = extractvalue { float, float, float, float } %864, 0
  %866 = extractvalue { float, float, float, float } %864, 1
  %867 = extractvalue { float, float, float, float } %864, 2
  %868 = extractvalue { float, float, float, float } %864, 3
  %869 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %845, i32 %846, i32 %847, i32 %848, i32 %767, i32 %768, float %662, float %663, float %664, float %665) #5
  %870 = extractvalue { float, float, float, float } %869, 0
  %871 = extractvalue { float, float, float, float } %869, 1
  %872 = extractvalue { float, float, float, float } %869, 2
  %873 = extractvalue { float, float, float, float } %869, 3
  %874 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %845, i32 %846, i32 %847, i32 %848, i32 %769, i32 %770, float %667, float %668, float %669, float %670) #5
  %875 = extractvalue { float, float, float, float } %874, 0
  %876 = extractvalue { float, float, float, float } %874, 1
  %877 = extractvalue { float, float, float, float } %874, 2
  %878 = extractvalue { float, float, float, float } %874, 3
  %879 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %845, i32 %846, i32 %847, i32 %848, i32 %783, i32 %784, float %672, float %673, float %674, float %675) #5
  %880 = extractvalue { float, float, float, float } %879, 0
  %881 = extractvalue { float, float, float, float } %879, 1
  %882 = extractvalue { float, float, float, float } %879, 2
  %883 = extractvalue { float, float, float, float } %879, 3
  %884 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %845, i32 %846, i32 %847, i32 %848, i32 %785, i32 %786, float %677, float %678, float %679, float %680) #5
  %885 = extractvalue { float, float, float, float } %884, 0
  %886 = extractvalue { float, float, float, float } %884, 1
  %887 = extractvalue { float, float, float, float } %884, 2
  %888 = extractvalue { float, float, float, float } %884, 3
  %889 = getelementptr bfloat, ptr addrspace(3) %307, i64 %132
  %890 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %889)
  %891 = extractvalue { i32, i32, i32, i32 } %890, 0
  %892 = extractvalue { i32, i32, i32, i32 } %890, 1
  %893 = extractvalue { i32, i32, i32, i32 } %890, 2
  %894 = extractvalue { i32, i32, i32, i32 } %890, 3
  %895 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %891, i32 %892, i32 %893, i32 %894, i32 %735, i32 %736, float %688, float %689, float %690, float %691) #5
  %896 = extractvalue { float, float, float, float } %895, 0
  %897 = extractvalue { float, float, float, float } %895, 1
  %898 = extractvalue { float, float, float, float } %895, 2
  %899 = extractvalue { float, float, float, float } %895, 3
  %900 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %891, i32 %892, i32 %893, i32 %894, i32 %737, i32 %738, float %693, float %694, float %695, float %696) #5
  %901 = extractvalue { float, float, float, float } %900, 0
  %902 = extractvalue { float, float, float, float } %900, 1
  %903 = extractvalue { float, float, float, float } %900, 2
  %904 = extractvalue { float, float, float, float } %900, 3
  %905 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %891, i32 %892, i32 %893, i32 %894, i32 %751, i32 %752, float %698, float %699, float %700, float %701) #5
  %906 = extractvalue { float, float, float, float } %905, 0
  %907 = extractvalue { float, float, float, float } %905, 1
  %908 = extractvalue { float, float, float, float } %905, 2
  %909 = extractvalue { float, float, float, float } %905, 3
  %910 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %891, i32 %892, i32 %893, i32 %894, i32 %753, i32 %754, float %703, float %704, float %705, float %706) #5
  %911 = extractvalue { float, float, float, float } %910, 0
  %912 = extractvalue { float, float, float, float } %910, 1
  %913 = extractvalue { float, float, float, float } %910, 2
  %914 = extractvalue { float, float, float, float } %910, 3
  %915 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %891, i32 %892, i32 %893, i32 %894, i32 %767, i32 %768, float %708, float %709, float %710, float %711) #5
  %916 = extractvalue { float, float, float, float } %915, 0
  %917 = extractvalue { float, float, float, float } %915, 1
  %918 = extractvalue { float, float, float, float } %915, 2
  %919 = extractvalue { float, float, float, float } %915, 3
  %920 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %891, i32 %892, i32 %893, i32 %894, i32 %769, i32 %770, float %713, float %714, float %715, float %716) #5
  %921 = extractvalue { float, float, float, float } %920, 0
  %922 = extractvalue { float, float, float, float } %920, 1
  %923 = extractvalue { float, float, float, float } %920, 2
  %924 = extractvalue { float, float, float, float } %920, 3
  %925 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %891, i32 %892, i32 %893, i32 %894, i32 %783, i32 %784, float %718, float %719, float %720, float %721) #5
  %926 = extractvalue { float, float, float, float } %925, 0
  %927 = extractvalue { float, float, float, float } %925, 1
  %928 = extractvalue { float, float, float, float } %925, 2
  %929 = extractvalue { float, float, float, float } %925, 3
  %930 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %891, i32 %892, i32 %893, i32 %894, i32 %785, i32 %786, float %723, float %724, float %725, float %726) #5
  %931 = extractvalue { float, float, float, float } %930, 0
  %932 = extractvalue { float, float, float, float } %930, 1
  %933 = extractvalue { float, float, float, float } %930, 2
  %934 = extractvalue { float, float, float, float } %930, 3
  %935 = getelementptr bfloat, ptr addrspace(3) %307, i64 %135
  %936 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %935)
  %937 = extractvalue { i32, i32, i32, i32 } %936, 0
  %938 = extractvalue { i32, i32, i32, i32 } %936, 1
  %939 = extractvalue { i32, i32, i32, i32 } %936, 2
  %940 = extractvalue { i32, i32, i32, i32 } %936, 3
  %941 = getelementptr bfloat, ptr addrspace(3) %310, i64 %140
  %942 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %941)
  %943 = extractvalue { i32, i32, i32, i32 } %942, 0
  %944 = extractvalue { i32, i32, i32, i32 } %942, 1
  %945 = extractvalue { i32, i32, i32, i32 } %942, 2
  %946 = extractvalue { i32, i32, i32, i32 } %942, 3
  %947 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %937, i32 %938, i32 %939, i32 %940, i32 %943, i32 %944, float %740, float %741, float %742, float %743) #5
  %948 = extractvalue { float, float, float, float } %947, 0
  %949 = extractvalue { float, float, float, float } %947, 1
  %950 = extractvalue { float, float, float, float } %947, 2
  %951 = extractvalue { float, float, float, float } %947, 3
  %952 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %937, i32 %938, i32 %939, i32 %940, i32 %945, i32 %946, float %745, float %746, float %747, float %748) #5
  %953 = extractvalue { float, float, float, float } %952, 0
  %954 = extractvalue { float, float, float, float } %952, 1
  %955 = extractvalue { float, float, float, float } %952, 2
  %956 = extractvalue { float, float, float, float } %952, 3
  %957 = getelementptr bfloat, ptr addrspace(3) %310, i64 %142
  %958 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %957)
  %959 = extractvalue { i32, i32, i32, i32 } %958, 0
  %960 = extractvalue { i32, i32, i32, i32 } %958, 1
  %961 = extractvalue { i32, i32, i32, i32 } %958, 2
  %962 = extractvalue { i32, i32, i32, i32 } %958, 3
  %963 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %937, i32 %938, i32 %939, i32 %940, i32 %959, i32 %960, float %756, float %757, float %758, float %759) #5
  %964 = extractvalue { float, float, float, float } %963, 0
  %965 = extractvalue { float, float, float, float } %963, 1
  %966 = extractvalue { float, float, float, float } %963, 2
  %967 = extractvalue { float, float, float, float } %963, 3
  %968 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %937, i32 %938, i32 %939, i32 %940, i32 %961, i32 %962, float %761, float %762, float %763, float %764) #5
  %969 = extractvalue { float, float, float, float } %968, 0
  %970 = extractvalue { float, float, float, float } %968, 1
  %971 = extractvalue { float, float, float, float } %968, 2
  %972 = extractvalue { float, float, float, float } %968, 3
  %973 = getelementptr bfloat, ptr addrspace(3) %310, i64 %144
  %974 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %973)
  %975 = extractvalue { i32, i32, i32, i32 } %974, 0
  %976 = extractvalue { i32, i32, i32, i32 } %974, 1
  %977 = extractvalue { i32, i32, i32, i32 } %974, 2
  %978 = extractvalue { i32, i32, i32, i32 } %974, 3
  %979 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %937, i32 %938, i32 %939, i32 %940, i32 %975, i32 %976, float %772, float %773, float %774, float %775) #5
  %980 = extractvalue { float, float, float, float } %979, 0
  %981 = extractvalue { float, float, float, float } %979, 1
  %982 = extractvalue { float, float, float, float } %979, 2
  %983 = extractvalue { float, float, float, float } %979, 3
  %984 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %937, i32 %938, i32 %939, i32 %940, i32 %977, i32 %978, float %777, float %778, float %779, float %780) #5
  %985 = extractvalue { float, float, float, float } %984, 0
  %986 = extractvalue { float, float, float, float } %984, 1
  %987 = extractvalue { float, float, float, float } %984, 2
  %988 = extractvalue { float, float, float, float } %984, 3
  %989 = getelementptr bfloat, ptr addrspace(3) %310, i64 %146
  %990 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %989)
  %991 = extractvalue { i32, i32, i32, i32 } %990, 0
  %992 = extractvalue { i32, i32, i32, i32 } %990, 1
  %993 = extractvalue { i32, i32, i32, i32 } %990, 2
  %994 = extractvalue { i32, i32, i32, i32 } %990, 3
  %995 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %937, i32 %938, i32 %939, i32 %940, i32 %991, i32 %992, float %788, float %789, float %790, float %791) #5
  %996 = extractvalue { float, float, float, float } %995, 0
  %997 = extractvalue { float, float, float, float } %995, 1
  %998 = extractvalue { float, float, float, float } %995, 2
  %999 = extractvalue { float, float, float, float } %995, 3
  %1000 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %937, i32 %938, i32 %939, i32 %940, i32 %993, i32 %994, float %793, float %794, float %795, float %796) #5
  %1001 = extractvalue { float, float, float, float } %1000, 0
  %1002 = extractvalue { float, float, float, float } %1000, 1
  %1003 = extractvalue { float, float, float, float } %1000, 2
  %1004 = extractvalue { float, float, float, float } %1000, 3
  %1005 = getelementptr i8, ptr addrspace(3) %935, i64 2048
  %1006 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1005)
  %1007 = extractvalue { i32, i32, i32, i32 } %1006, 0
  %1008 = extractvalue { i32, i32, i32, i32 } %1006, 1
  %1009 = extractvalue { i32, i32, i32, i32 } %1006, 2
  %1010 = extractvalue { i32, i32, i32, i32 } %1006, 3
  %1011 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1007, i32 %1008, i32 %1009, i32 %1010, i32 %943, i32 %944, float %804, float %805, float %806, float %807) #5
  %1012 = extractvalue { float, float, float, float } %1011, 0
  %1013 = extractvalue { float, float, float, float } %1011, 1
  %1014 = extractvalue { float, float, float, float } %1011, 2
  %1015 = extractvalue { float, float, float, float } %1011, 3
  %1016 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1007, i32 %1008, i32 %1009, i32 %1010, i32 %945, i32 %946, float %809, float %810, float %811, float %812) #5
  %1017 = extractvalue { float, float, float, float } %1016, 0
  %1018 = extractvalue { float, float, float, float } %1016, 1
  %1019 = extractvalue { float, float, float, float } %1016, 2
  %1020 = extractvalue { float, float, float, float } %1016, 3
  %1021 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1007, i32 %1008, i32 %1009, i32 %1010, i32 %959, i32 %960, float %814, float %815, float %816, float %817) #5
  %1022 = extractvalue { float, float, float, float } %1021, 0
  %1023 = extractvalue { float, float, float, float } %1021, 1
  %1024 = extractvalue { float, float, float, float } %1021, 2
  %1025 = extractvalue { float, float, float, float } %1021, 3
  %1026 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1007, i32 %1008, i32 %1009, i32 %1010, i32 %961, i32 %962, float %819, float %820, float %821, float %822) #5
  %1027 = extractvalue { float, float, float, float } %1026, 0
  %1028 = extractvalue { float, float, float, float } %1026, 1
  %1029 = extractvalue { float, float, float, float } %1026, 2
  %1030 = extractvalue { float, float, float, float } %1026, 3
  %1031 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1007, i32 %1008, i32 %1009, i32 %1010, i32 %975, i32 %976, float %824, float %825, float %826, float %827) #5
  %1032 = extractvalue { float, float, float, float } %1031, 0
  %1033 = extractvalue { float, float, float, float } %1031, 1
  %1034 = extractvalue { float, float, float, float } %1031, 2
  %1035 = extractvalue { float, float, float, float } %1031, 3
  %1036 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1007, i32 %1008, i32 %1009, i32 %1010, i32 %977, i32 %978, float %829, float %830, float %831, float %832) #5
  %1037 = extractvalue { float, float, float, float } %1036, 0
  %1038 = extractvalue { float, float, float, float } %1036, 1
  %1039 = extractvalue { float, float, float, float } %1036, 2
  %1040 = extractvalue { float, float, float, float } %1036, 3
  %1041 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1007, i32 %1008, i32 %1009, i32 %1010, i32 %991, i32 %992, float %834, float %835, float %836, float %837) #5
  %1042 = extractvalue { float, float, float, float } %1041, 0
  %1043 = extractvalue { float, float, float, float } %1041, 1
  %1044 = extractvalue { float, float, float, float } %1041, 2
  %1045 = extractvalue { float, float, float, float } %1041, 3
  %1046 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1007, i32 %1008, i32 %1009, i32 %1010, i32 %993, i32 %994, float %839, float %840, float %841, float %842) #5
  %1047 = extractvalue { float, float, float, float } %1046, 0
  %1048 = extractvalue { float, float, float, float } %1046, 1
  %1049 = extractvalue { float, float, float, float } %1046, 2
  %1050 = extractvalue { float, float, float, float } %1046, 3
  %1051 = getelementptr i8, ptr addrspace(3) %935, i64 4096
  %1052 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1051)
  %1053 = extractvalue { i32, i32, i32, i32 } %1052, 0
  %1054 = extractvalue { i32, i32, i32, i32 } %1052, 1
  %1055 = extractvalue { i32, i32, i32, i32 } %1052, 2
  %1056 = extractvalue { i32, i32, i32, i32 } %1052, 3
  %1057 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1053, i32 %1054, i32 %1055, i32 %1056, i32 %943, i32 %944, float %850, float %851, float %852, float %853) #5
  %1058 = extractvalue { float, float, float, float } %1057, 0
  %1059 = extractvalue { float, float, float, float } %1057, 1
  %1060 = extractvalue { float, float, float, float } %1057, 2
  %1061 = extractvalue { float, float, float, float } %1057, 3
  %1062 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1053, i32 %1054, i32 %1055, i32 %1056, i32 %945, i32 %946, float %855, float %856, float %857, float %858) #5
  %1063 = extractvalue { float, float, float, float } %1062, 0
  %1064 = extractvalue { float, float, float, float } %1062, 1
  %1065 = extractvalue { float, float, float, float } %1062, 2
  %1066 = extractvalue { float, float, float, float } %1062, 3
  %1067 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1053, i32 %1054, i32 %1055, i32 %1056, i32 %959, i32 %960, float %860, float %861, float %862, float %863) #5
  %1068 = extractvalue { float, float, float, float } %1067, 0
  %1069 = extractvalue { float, float, float, float } %1067, 1
  %1070 = extractvalue { float, float, float, float } %1067, 2
  %1071 = extractvalue { float, float, float, float } %1067, 3
  %1072 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1053, i32 %1054, i32 %1055, i32 %1056, i32 %961, i32 %962, float %865, float %866, float %867, float %868) #5
  %1073 = extractvalue { float, float, float, float } %1072, 0
  %1074 = extractvalue { float, float, float, float } %1072, 1
  %1075 = extractvalue { float, float, float, float } %1072, 2
  %1076 = extractvalue { float, float, float, float } %1072, 3
  %1077 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1053, i32 %1054, i32 %1055, i32 %1056, i32 %975, i32 %976, float %870, float %871, float %872, float %873) #5
  %1078 = extractvalue { float, float, float, float } %1077, 0
  %1079 = extractvalue { float, float, float, float } %1077, 1
  %1080 = extractvalue { float, float, float, float } %1077, 2
  %1081 = extractvalue { float, float, float, float } %1077, 3
  %1082 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1053, i32 %1054, i32 %1055, i32 %1056, i32 %977, i32 %978, float %875, float %876, float %877, float %878) #5
  %1083 = extractvalue { float, float, float, float } %1082, 0
  %1084 = extractvalue { float, float, float, float } %1082, 1
  %1085 = extractvalue { float, float, float, float } %1082, 2
  %1086 = extractvalue { float, float, float, float } %1082, 3
  %1087 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1053, i32 %1054, i32 %1055, i32 %1056, i32 %991, i32 %992, float %880, float %881, float %882, float %883) #5
  %1088 = extractvalue { float, float, float, float } %1087, 0
  %1089 = extractvalue { float, float, float, float } %1087, 1
  %1090 = extractvalue { float, float, float, float } %1087, 2
  %1091 = extractvalue { float, float, float, float } %1087, 3
  %1092 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1053, i32 %1054, i32 %1055, i32 %1056, i32 %993, i32 %994, float %885, float %886, float %887, float %888) #5
  %1093 = extractvalue { float, float, float, float } %1092, 0
  %1094 = extractvalue { float, float, float, float } %1092, 1
  %1095 = extractvalue { float, float, float, float } %1092, 2
  %1096 = extractvalue { float, float, float, float } %1092, 3
  %1097 = getelementptr bfloat, ptr addrspace(3) %307, i64 %149
  %1098 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1097)
  %1099 = extractvalue { i32, i32, i32, i32 } %1098, 0
  %1100 = extractvalue { i32, i32, i32, i32 } %1098, 1
  %1101 = extractvalue { i32, i32, i32, i32 } %1098, 2
  %1102 = extractvalue { i32, i32, i32, i32 } %1098, 3
  %1103 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1099, i32 %1100, i32 %1101, i32 %1102, i32 %943, i32 %944, float %896, float %897, float %898, float %899) #5
  %1104 = extractvalue { float, float, float, float } %1103, 0
  %1105 = extractvalue { float, float, float, float } %1103, 1
  %1106 = extractvalue { float, float, float, float } %1103, 2
  %1107 = extractvalue { float, float, float, float } %1103, 3
  %1108 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1099, i32 %1100, i32 %1101, i32 %1102, i32 %945, i32 %946, float %901, float %902, float %903, float %904) #5
  %1109 = extractvalue { float, float, float, float } %1108, 0
  %1110 = extractvalue { float, float, float, float } %1108, 1
  %1111 = extractvalue { float, float, float, float } %1108, 2
  %1112 = extractvalue { float, float, float, float } %1108, 3
  %1113 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1099, i32 %1100, i32 %1101, i32 %1102, i32 %959, i32 %960, float %906, float %907, float %908, float %909) #5
  %1114 = extractvalue { float, float, float, float } %1113, 0
  %1115 = extractvalue { float, float, float, float } %1113, 1
  %1116 = extractvalue { float, float, float, float } %1113, 2
  %1117 = extractvalue { float, float, float, float } %1113, 3
  %1118 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1099, i32 %1100, i32 %1101, i32 %1102, i32 %961, i32 %962, float %911, float %912, float %913, float %914) #5
  %1119 = extractvalue { float, float, float, float } %1118, 0
  %1120 = extractvalue { float, float, float, float } %1118, 1
  %1121 = extractvalue { float, float, float, float } %1118, 2
  %1122 = extractvalue { float, float, float, float } %1118, 3
  %1123 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1099, i32 %1100, i32 %1101, i32 %1102, i32 %975, i32 %976, float %916, float %917, float %918, float %919) #5
  %1124 = extractvalue { float, float, float, float } %1123, 0
  %1125 = extractvalue { float, float, float, float } %1123, 1
  %1126 = extractvalue { float, float, float, float } %1123, 2
  %1127 = extractvalue { float, float, float, float } %1123, 3
  %1128 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1099, i32 %1100, i32 %1101, i32 %1102, i32 %977, i32 %978, float %921, float %922, float %923, float %924) #5
  %1129 = extractvalue { float, float, float, float } %1128, 0
  %1130 = extractvalue { float, float, float, float } %1128, 1
  %1131 = extractvalue { float, float, float, float } %1128, 2
  %1132 = extractvalue { float, float, float, float } %1128, 3
  %1133 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1099, i32 %1100, i32 %1101, i32 %1102, i32 %991, i32 %992, float %926, float %927, float %928, float %929) #5
  %1134 = extractvalue { float, float, float, float } %1133, 0
  %1135 = extractvalue { float, float, float, float } %1133, 1
  %1136 = extractvalue { float, float, float, float } %1133, 2
  %1137 = extractvalue { float, float, float, float } %1133, 3
  %1138 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1099, i32 %1100, i32 %1101, i32 %1102, i32 %993, i32 %994, float %931, float %932, float %933, float %934) #5
  %1139 = extractvalue { float, float, float, float } %1138, 0
  %1140 = extractvalue { float, float, float, float } %1138, 1
  %1141 = extractvalue { float, float, float, float } %1138, 2
  %1142 = extractvalue { float, float, float, float } %1138, 3
  %1143 = add nuw nsw i64 %279, 1
  %exitcond520.not = icmp eq i64 %1143, %53
  br i1 %exitcond520.not, label %._crit_edge.loopexit, label %150

._crit_edge.loopexit:                             ; preds = %304
  %1144 = bitcast float %948 to i32
  %1145 = bitcast float %949 to i32
  %1146 = bitcast float %950 to i32
  %1147 = bitcast float %951 to i32
  %1148 = bitcast float %953 to i32
  %1149 = bitcast float %954 to i32
  %1150 = bitcast float %955 to i32
  %1151 = bitcast float %956 to i32
  %1152 = bitcast float %964 to i32
  %1153 = bitcast float %965 to i32
  %1154 = bitcast float %966 to i32
  %1155 = bitcast float %967 to i32
  %1156 = bitcast float %969 to i32
  %1157 = bitcast float %970 to i32
  %1158 = bitcast float %971 to i32
  %1159 = bitcast float %972 to i32
  %1160 = bitcast float %980 to i32
  %1161 = bitcast float %981 to i32
  %1162 = bitcast float %982 to i32
  %1163 = bitcast float %983 to i32
  %1164 = bitcast float %985 to i32
  %1165 = bitcast float %986 to i32
  %1166 = bitcast float %987 to i32
  %1167 = bitcast float %988 to i32
  %1168 = bitcast float %996 to i32
  %1169 = bitcast float %997 to i32
  %1170 = bitcast float %998 to i32
  %1171 = bitcast float %999 to i32
  %1172 = bitcast float %1001 to i32
  %1173 = bitcast float %1002 to i32
  %1174 = bitcast float %1003 to i32
  %1175 = bitcast float %1004 to i32
  %1176 = bitcast float %1012 to i32
  %1177 = bitcast float %1013 to i32
  %1178 = bitcast float %1014 to i32
  %1179 = bitcast float %1015 to i32
  %1180 = bitcast float %1017 to i32
  %1181 = bitcast float %1018 to i32
  %1182 = bitcast float %1019 to i32
  %1183 = bitcast float %1020 to i32
  %1184 = bitcast float %1022 to i32
  %1185 = bitcast float %1023 to i32
  %1186 = bitcast float %1024 to i32
  %1187 = bitcast float %1025 to i32
  %1188 = bitcast float %1027 to i32
  %1189 = bitcast float %1028 to i32
  %1190 = bitcast float %1029 to i32
  %1191 = bitcast float %1030 to i32
  %1192 = bitcast float %1032 to i32
  %1193 = bitcast float %1033 to i32
  %1194 = bitcast float %1034 to i32
  %1195 = bitcast float %1035 to i32
  %1196 = bitcast float %1037 to i32
  %1197 = bitcast float %1038 to i32
  %1198 = bitcast float %1039 to i32
  %1199 = bitcast float %1040 to i32
  %1200 = bitcast float %1042 to i32
  %1201 = bitcast float %1043 to i32
  %1202 = bitcast float %1044 to i32
  %1203 = bitcast float %1045 to i32
  %1204 = bitcast float %1047 to i32
  %1205 = bitcast float %1048 to i32
  %1206 = bitcast float %1049 to i32
  %1207 = bitcast float %1050 to i32
  %1208 = bitcast float %1058 to i32
  %1209 = bitcast float %1059 to i32
  %1210 = bitcast float %1060 to i32
  %1211 = bitcast float %1061 to i32
  %1212 = bitcast float %1063 to i32
  %1213 = bitcast float %1064 to i32
  %1214 = bitcast float %1065 to i32
  %1215 = bitcast float %1066 to i32
  %1216 = bitcast float %1068 to i32
  %1217 = bitcast float %1069 to i32
  %1218 = bitcast float %1070 to i32
  %1219 = bitcast float %1071 to i32
  %1220 = bitcast float %1073 to i32
  %1221 = bitcast float %1074 to i32
  %1222 = bitcast float %1075 to i32
  %1223 = bitcast float %1076 to i32
  %1224 = bitcast float %1078 to i32
  %1225 = bitcast float %1079 to i32
  %1226 = bitcast float %1080 to i32
  %1227 = bitcast float %1081 to i32
  %1228 = bitcast float %1083 to i32
  %1229 = bitcast float %1084 to i32
  %1230 = bitcast float %1085 to i32
  %1231 = bitcast float %1086 to i32
  %1232 = bitcast float %1088 to i32
  %1233 = bitcast float %1089 to i32
  %1234 = bitcast float %1090 to i32
  %1235 = bitcast float %1091 to i32
  %1236 = bitcast float %1093 to i32
  %1237 = bitcast float %1094 to i32
  %1238 = bitcast float %1095 to i32
  %1239 = bitcast float %1096 to i32
  %1240 = bitcast float %1104 to i32
  %1241 = bitcast float %1105 to i32
  %1242 = bitcast float %1106 to i32
  %1243 = bitcast float %1107 to i32
  %1244 = bitcast float %1109 to i32
  %1245 = bitcast float %1110 to i32
  %1246 = bitcast float %1111 to i32
  %1247 = bitcast float %1112 to i32
  %1248 = bitcast float %1114 to i32
  %1249 = bitcast float %1115 to i32
  %1250 = bitcast float %1116 to i32
  %1251 = bitcast float %1117 to i32
  %1252 = bitcast float %1119 to i32
  %1253 = bitcast float %1120 to i32
  %1254 = bitcast float %1121 to i32
  %1255 = bitcast float %1122 to i32
  %1256 = bitcast float %1124 to i32
  %1257 = bitcast float %1125 to i32
  %1258 = bitcast float %1126 to i32
  %1259 = bitcast float %1127 to i32
  %1260 = bitcast float %1129 to i32
  %1261 = bitcast float %1130 to i32
  %1262 = bitcast float %1131 to i32
  %1263 = bitcast float %1132 to i32
  %1264 = bitcast float %1134 to i32
  %1265 = bitcast float %1135 to i32
  %1266 = bitcast float %1136 to i32
  %1267 = bitcast float %1137 to i32
  %1268 = bitcast float %1139 to i32
  %1269 = bitcast float %1140 to i32
  %1270 = bitcast float %1141 to i32
  %1271 = bitcast float %1142 to i32
  br label %._crit_edge

._crit_edge:                                      ; preds = %._crit_edge.loopexit, %.loopexit
  %.lcssa258 = phi i32 [ 0, %.loopexit ], [ %1144, %._crit_edge.loopexit ]
  %.lcssa257 = phi i32 [ 0, %.loopexit ], [ %1145, %._crit_edge.loopexit ]
  %.lcssa256 = phi i32 [ 0, %.loopexit ], [ %1146, %._crit_edge.loopexit ]
  %.lcssa255 = phi i32 [ 0, %.loopexit ], [ %1147, %._crit_edge.loopexit ]
  %.lcssa254 = phi i32 [ 0, %.loopexit ], [ %1148, %._crit_edge.loopexit ]
  %.lcssa253 = phi i32 [ 0, %.loopexit ], [ %1149, %._crit_edge.loopexit ]
  %.lcssa252 = phi i32 [ 0, %.loopexit ], [ %1150, %._crit_edge.loopexit ]
  %.lcssa251 = phi i32 [ 0, %.loopexit ], [ %1151, %._crit_edge.loopexit ]
  %.lcssa250 = phi i32 [ 0, %.loopexit ], [ %1152, %._crit_edge.loopexit ]
  %.lcssa249 = phi i32 [ 0, %.loopexit ], [ %1153, %._crit_edge.loopexit ]
  %.lcssa248 = phi i32 [ 0, %.loopexit ], [ %1154, %._crit_edge.loopexit ]
  %.lcssa247 = phi i32 [ 0, %.loopexit ], [ %1155, %._crit_edge.loopexit ]
  %.lcssa246 = phi i32 [ 0, %.loopexit ], [ %1156, %._crit_edge.loopexit ]
  %.lcssa245 = phi i32 [ 0, %.loopexit ], [ %1157, %._crit_edge.loopexit ]
  %.lcssa244 = phi i32 [ 0, %.loopexit ], [ %1158, %._crit_edge.loopexit ]
  %.lcssa243 = phi i32 [ 0, %.loopexit ], [ %1159, %._crit_edge.loopexit ]
  %.lcssa242 = phi i32 [ 0, %.loopexit ], [ %1160, %._crit_edge.loopexit ]
  %.lcssa241 = phi i32 [ 0, %.loopexit ], [ %1161, %._crit_edge.loopexit ]
  %.lcssa240 = phi i32 [ 0, %.loopexit ], [ %1162, %._crit_edge.loopexit ]
  %.lcssa239 = phi i32 [ 0, %.loopexit ], [ %1163, %._crit_edge.loopexit ]
  %.lcssa238 = phi i32 [ 0, %.loopexit ], [ %1164, %._crit_edge.loopexit ]
  %.lcssa237 = phi i32 [ 0, %.loopexit ], [ %1165, %._crit_edge.loopexit ]
  %.lcssa236 = phi i32 [ 0, %.loopexit ], [ %1166, %._crit_edge.loopexit ]
  %.lcssa235 = phi i32 [ 0, %.loopexit ], [ %1167, %._crit_edge.loopexit ]
  %.lcssa234 = phi i32 [ 0, %.loopexit ], [ %1168, %._crit_edge.loopexit ]
  %.lcssa233 = phi i32 [ 0, %.loopexit ], [ %1169, %._crit_edge.loopexit ]
  %.lcssa232 = phi i32 [ 0, %.loopexit ], [ %1170, %._crit_edge.loopexit ]
  %.lcssa231 = phi i32 [ 0, %.loopexit ], [ %1171, %._crit_edge.loopexit ]
  %.lcssa230 = phi i32 [ 0, %.loopexit ], [ %1172, %._crit_edge.loopexit ]
  %.lcssa229 = phi i32 [ 0, %.loopexit ], [ %1173, %._crit_edge.loopexit ]
  %.lcssa228 = phi i32 [ 0, %.loopexit ], [ %1174, %._crit_edge.loopexit ]
  %.lcssa227 = phi i32 [ 0, %.loopexit ], [ %1175, %._crit_edge.loopexit ]
  %.lcssa226 = phi i32 [ 0, %.loopexit ], [ %1176, %._crit_edge.loopexit ]
  %.lcssa225 = phi i32 [ 0, %.loopexit ], [ %1177, %._crit_edge.loopexit ]
  %.lcssa224 = phi i32 [ 0, %.loopexit ], [ %1178, %._crit_edge.loopexit ]
  %.lcssa223 = phi i32 [ 0, %.loopexit ], [ %1179, %._crit_edge.loopexit ]
  %.lcssa222 = phi i32 [ 0, %.loopexit ], [ %1180, %._crit_edge.loopexit ]
  %.lcssa221 = phi i32 [ 0, %.loopexit ], [ %1181, %._crit_edge.loopexit ]
  %.lcssa220 = phi i32 [ 0, %.loopexit ], [ %1182, %._crit_edge.loopexit ]
  %.lcssa219 = phi i32 [ 0, %.loopexit ], [ %1183, %._crit_edge.loopexit ]
  %.lcssa218 = phi i32 [ 0, %.loopexit ], [ %1184, %._crit_edge.loopexit ]
  %.lcssa217 = phi i32 [ 0, %.loopexit ], [ %1185, %._crit_edge.loopexit ]
  %.lcssa216 = phi i32 [ 0, %.loopexit ], [ %1186, %._crit_edge.loopexit ]
  %.lcssa215 = phi i32 [ 0, %.loopexit ], [ %1187, %._crit_edge.loopexit ]
  %.lcssa214 = phi i32 [ 0, %.loopexit ], [ %1188, %._crit_edge.loopexit ]
  %.lcssa213 = phi i32 [ 0, %.loopexit ], [ %1189, %._crit_edge.loopexit ]
  %.lcssa212 = phi i32 [ 0, %.loopexit ], [ %1190, %._crit_edge.loopexit ]
  %.lcssa211 = phi i32 [ 0, %.loopexit ], [ %1191, %._crit_edge.loopexit ]
  %.lcssa210 = phi i32 [ 0, %.loopexit ], [ %1192, %._crit_edge.loopexit ]
  %.lcssa209 = phi i32 [ 0, %.loopexit ], [ %1193, %._crit_edge.loopexit ]
  %.lcssa208 = phi i32 [ 0, %.loopexit ], [ %1194, %._crit_edge.loopexit ]
  %.lcssa207 = phi i32 [ 0, %.loopexit ], [ %1195, %._crit_edge.loopexit ]
  %.lcssa206 = phi i32 [ 0, %.loopexit ], [ %1196, %._crit_edge.loopexit ]
  %.lcssa205 = phi i32 [ 0, %.loopexit ], [ %1197, %._crit_edge.loopexit ]
  %.lcssa204 = phi i32 [ 0, %.loopexit ], [ %1198, %._crit_edge.loopexit ]
  %.lcssa203 = phi i32 [ 0, %.loopexit ], [ %1199, %._crit_edge.loopexit ]
  %.lcssa202 = phi i32 [ 0, %.loopexit ], [ %1200, %._crit_edge.loopexit ]
  %.lcssa201 = phi i32 [ 0, %.loopexit ], [ %1201, %._crit_edge.loopexit ]
  %.lcssa200 = phi i32 [ 0, %.loopexit ], [ %1202, %._crit_edge.loopexit ]
  %.lcssa199 = phi i32 [ 0, %.loopexit ], [ %1203, %._crit_edge.loopexit ]
  %.lcssa198 = phi i32 [ 0, %.loopexit ], [ %1204, %._crit_edge.loopexit ]
  %.lcssa197 = phi i32 [ 0, %.loopexit ], [ %1205, %._crit_edge.loopexit ]
  %.lcssa196 = phi i32 [ 0, %.loopexit ], [ %1206, %._crit_edge.loopexit ]
  %.lcssa195 = phi i32 [ 0, %.loopexit ], [ %1207, %._crit_edge.loopexit ]
  %.lcssa194 = phi i32 [ 0, %.loopexit ], [ %1208, %._crit_edge.loopexit ]
  %.lcssa193 = phi i32 [ 0, %.loopexit ], [ %1209, %._crit_edge.loopexit ]
  %.lcssa192 = phi i32 [ 0, %.loopexit ], [ %1210, %._crit_edge.loopexit ]
  %.lcssa191 = phi i32 [ 0, %.loopexit ], [ %1211, %._crit_edge.loopexit ]
  %.lcssa190 = phi i32 [ 0, %.loopexit ], [ %1212, %._crit_edge.loopexit ]
  %.lcssa189 = phi i32 [ 0, %.loopexit ], [ %1213, %._crit_edge.loopexit ]
  %.lcssa188 = phi i32 [ 0, %.loopexit ], [ %1214, %._crit_edge.loopexit ]
  %.lcssa187 = phi i32 [ 0, %.loopexit ], [ %1215, %._crit_edge.loopexit ]
  %.lcssa186 = phi i32 [ 0, %.loopexit ], [ %1216, %._crit_edge.loopexit ]
  %.lcssa185 = phi i32 [ 0, %.loopexit ], [ %1217, %._crit_edge.loopexit ]
  %.lcssa184 = phi i32 [ 0, %.loopexit ], [ %1218, %._crit_edge.loopexit ]
  %.lcssa183 = phi i32 [ 0, %.loopexit ], [ %1219, %._crit_edge.loopexit ]
  %.lcssa182 = phi i32 [ 0, %.loopexit ], [ %1220, %._crit_edge.loopexit ]
  %.lcssa181 = phi i32 [ 0, %.loopexit ], [ %1221, %._crit_edge.loopexit ]
  %.lcssa180 = phi i32 [ 0, %.loopexit ], [ %1222, %._crit_edge.loopexit ]
  %.lcssa179 = phi i32 [ 0, %.loopexit ], [ %1223, %._crit_edge.loopexit ]
  %.lcssa178 = phi i32 [ 0, %.loopexit ], [ %1224, %._crit_edge.loopexit ]
  %.lcssa177 = phi i32 [ 0, %.loopexit ], [ %1225, %._crit_edge.loopexit ]
  %.lcssa176 = phi i32 [ 0, %.loopexit ], [ %1226, %._crit_edge.loopexit ]
  %.lcssa175 = phi i32 [ 0, %.loopexit ], [ %1227, %._crit_edge.loopexit ]
  %.lcssa174 = phi i32 [ 0, %.loopexit ], [ %1228, %._crit_edge.loopexit ]
  %.lcssa173 = phi i32 [ 0, %.loopexit ], [ %1229, %._crit_edge.loopexit ]
  %.lcssa172 = phi i32 [ 0, %.loopexit ], [ %1230, %._crit_edge.loopexit ]
  %.lcssa171 = phi i32 [ 0, %.loopexit ], [ %1231, %._crit_edge.loopexit ]
  %.lcssa170 = phi i32 [ 0, %.loopexit ], [ %1232, %._crit_edge.loopexit ]
  %.lcssa169 = phi i32 [ 0, %.loopexit ], [ %1233, %._crit_edge.loopexit ]
  %.lcssa168 = phi i32 [ 0, %.loopexit ], [ %1234, %._crit_edge.loopexit ]
  %.lcssa167 = phi i32 [ 0, %.loopexit ], [ %1235, %._crit_edge.loopexit ]
  %.lcssa166 = phi i32 [ 0, %.loopexit ], [ %1236, %._crit_edge.loopexit ]
  %.lcssa165 = phi i32 [ 0, %.loopexit ], [ %1237, %._crit_edge.loopexit ]
  %.lcssa164 = phi i32 [ 0, %.loopexit ], [ %1238, %._crit_edge.loopexit ]
  %.lcssa163 = phi i32 [ 0, %.loopexit ], [ %1239, %._crit_edge.loopexit ]
  %.lcssa162 = phi i32 [ 0, %.loopexit ], [ %1240, %._crit_edge.loopexit ]
  %.lcssa161 = phi i32 [ 0, %.loopexit ], [ %1241, %._crit_edge.loopexit ]
  %.lcssa160 = phi i32 [ 0, %.loopexit ], [ %1242, %._crit_edge.loopexit ]
  %.lcssa159 = phi i32 [ 0, %.loopexit ], [ %1243, %._crit_edge.loopexit ]
  %.lcssa158 = phi i32 [ 0, %.loopexit ], [ %1244, %._crit_edge.loopexit ]
  %.lcssa157 = phi i32 [ 0, %.loopexit ], [ %1245, %._crit_edge.loopexit ]
  %.lcssa156 = phi i32 [ 0, %.loopexit ], [ %1246, %._crit_edge.loopexit ]
  %.lcssa155 = phi i32 [ 0, %.loopexit ], [ %1247, %._crit_edge.loopexit ]
  %.lcssa154 = phi i32 [ 0, %.loopexit ], [ %1248, %._crit_edge.loopexit ]
  %.lcssa153 = phi i32 [ 0, %.loopexit ], [ %1249, %._crit_edge.loopexit ]
  %.lcssa152 = phi i32 [ 0, %.loopexit ], [ %1250, %._crit_edge.loopexit ]
  %.lcssa151 = phi i32 [ 0, %.loopexit ], [ %1251, %._crit_edge.loopexit ]
  %.lcssa150 = phi i32 [ 0, %.loopexit ], [ %1252, %._crit_edge.loopexit ]
  %.lcssa149 = phi i32 [ 0, %.loopexit ], [ %1253, %._crit_edge.loopexit ]
  %.lcssa148 = phi i32 [ 0, %.loopexit ], [ %1254, %._crit_edge.loopexit ]
  %.lcssa147 = phi i32 [ 0, %.loopexit ], [ %1255, %._crit_edge.loopexit ]
  %.lcssa146 = phi i32 [ 0, %.loopexit ], [ %1256, %._crit_edge.loopexit ]
  %.lcssa145 = phi i32 [ 0, %.loopexit ], [ %1257, %._crit_edge.loopexit ]
  %.lcssa144 = phi i32 [ 0, %.loopexit ], [ %1258, %._crit_edge.loopexit ]
  %.lcssa143 = phi i32 [ 0, %.loopexit ], [ %1259, %._crit_edge.loopexit ]
  %.lcssa142 = phi i32 [ 0, %.loopexit ], [ %1260, %._crit_edge.loopexit ]
  %.lcssa141 = phi i32 [ 0, %.loopexit ], [ %1261, %._crit_edge.loopexit ]
  %.lcssa140 = phi i32 [ 0, %.loopexit ], [ %1262, %._crit_edge.loopexit ]
  %.lcssa139 = phi i32 [ 0, %.loopexit ], [ %1263, %._crit_edge.loopexit ]
  %.lcssa138 = phi i32 [ 0, %.loopexit ], [ %1264, %._crit_edge.loopexit ]
  %.lcssa137 = phi i32 [ 0, %.loopexit ], [ %1265, %._crit_edge.loopexit ]
  %.lcssa136 = phi i32 [ 0, %.loopexit ], [ %1266, %._crit_edge.loopexit ]
  %.lcssa135 = phi i32 [ 0, %.loopexit ], [ %1267, %._crit_edge.loopexit ]
  %.lcssa134 = phi i32 [ 0, %.loopexit ], [ %1268, %._crit_edge.loopexit ]
  %.lcssa133 = phi i32 [ 0, %.loopexit ], [ %1269, %._crit_edge.loopexit ]
  %.lcssa132 = phi i32 [ 0, %.loopexit ], [ %1270, %._crit_edge.loopexit ]
  %.lcssa131 = phi i32 [ 0, %.loopexit ], [ %1271, %._crit_edge.loopexit ]
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %28, label %1272, label %1273

1272:                                             ; preds = %._crit_edge
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_kn_dsmem to i32), i32 196608)) #5
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_kn_dsmem to i32), i32 196616)) #5
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_kn_dsmem to i32), i32 196624)) #5
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_kn_dsmem to i32), i32 196632)) #5
  br label %1273

1273:                                             ; preds = %1272, %._crit_edge
  %1274 = lshr i32 %7, 2
  %1275 = and i32 %1274, 7
  %1276 = lshr i32 %7, 1
  %1277 = and i32 %1276, 64
  %1278 = and i32 %1276, 64
  %1279 = shl nuw nsw i32 %1274, 3
  %1280 = and i32 %1279, 192
  %1281 = or disjoint i32 %1278, %1275
  %1282 = shl nuw nsw i32 %7, 1
  %1283 = and i32 %1282, 6
  %1284 = or disjoint i32 %1280, %1283
  %1285 = or disjoint i32 %1281, %23
  %1286 = mul i32 %1285, %4
  %1287 = or disjoint i32 %1284, %24
  %1288 = add i32 %1286, %1287
  %1289 = sext i32 %1288 to i64
  %1290 = getelementptr float, ptr addrspace(1) %2, i64 %1289
  %1291 = icmp slt i32 %1285, %3
  %1292 = icmp slt i32 %1287, %4
  %1293 = and i1 %1291, %1292
  %1294 = or disjoint i32 %1283, 1
  %1295 = or disjoint i32 %1280, %1294
  %1296 = or disjoint i32 %1295, %24
  %1297 = icmp slt i32 %1296, %4
  %1298 = ptrtoint ptr addrspace(1) %1290 to i64
  %1299 = and i64 %1298, 7
  %1300 = icmp eq i64 %1299, 0
  %1301 = and i1 %1293, %1300
  %1302 = and i1 %1297, %1301
  %1303 = xor i1 %1293, %1302
  %1304 = xor i1 %1291, %1301
  %1305 = and i1 %1297, %1304
  %1306 = zext i1 %1302 to i32
  %1307 = zext i1 %1303 to i32
  %1308 = zext i1 %1305 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1306, i32 %.lcssa258, i32 %.lcssa257, ptr addrspace(1) %1290, i32 %1307, i32 %1308) #5
  %1309 = or disjoint i32 %1275, 8
  %1310 = or disjoint i32 %1278, %1309
  %1311 = or disjoint i32 %1310, %23
  %1312 = mul i32 %1311, %4
  %1313 = add i32 %1312, %1287
  %1314 = sext i32 %1313 to i64
  %1315 = getelementptr float, ptr addrspace(1) %2, i64 %1314
  %1316 = icmp slt i32 %1311, %3
  %1317 = and i1 %1316, %1292
  %1318 = ptrtoint ptr addrspace(1) %1315 to i64
  %1319 = and i64 %1318, 7
  %1320 = icmp eq i64 %1319, 0
  %1321 = and i1 %1317, %1320
  %1322 = and i1 %1297, %1321
  %1323 = xor i1 %1317, %1322
  %1324 = xor i1 %1316, %1321
  %1325 = and i1 %1297, %1324
  %1326 = zext i1 %1322 to i32
  %1327 = zext i1 %1323 to i32
  %1328 = zext i1 %1325 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1326, i32 %.lcssa256, i32 %.lcssa255, ptr addrspace(1) %1315, i32 %1327, i32 %1328) #5
  %1329 = or disjoint i32 %1280, 8
  %1330 = or disjoint i32 %1329, %1283
  %1331 = or disjoint i32 %1330, %24
  %1332 = add i32 %1286, %1331
  %1333 = sext i32 %1332 to i64
  %1334 = getelementptr float, ptr addrspace(1) %2, i64 %1333
  %1335 = icmp slt i32 %1331, %4
  %1336 = and i1 %1291, %1335
  %1337 = or disjoint i32 %1329, %1294
  %1338 = or disjoint i32 %1337, %24
  %1339 = icmp slt i32 %1338, %4
  %1340 = ptrtoint ptr addrspace(1) %1334 to i64
  %1341 = and i64 %1340, 7
  %1342 = icmp eq i64 %1341, 0
  %1343 = and i1 %1336, %1342
  %1344 = and i1 %1339, %1343
  %1345 = xor i1 %1336, %1344
  %1346 = xor i1 %1291, %1343
  %1347 = and i1 %1339, %1346
  %1348 = zext i1 %1344 to i32
  %1349 = zext i1 %1345 to i32
  %1350 = zext i1 %1347 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1348, i32 %.lcssa254, i32 %.lcssa253, ptr addrspace(1) %1334, i32 %1349, i32 %1350) #5
  %1351 = add i32 %1312, %1331
  %1352 = sext i32 %1351 to i64
  %1353 = getelementptr float, ptr addrspace(1) %2, i64 %1352
  %1354 = and i1 %1316, %1335
  %1355 = ptrtoint ptr addrspace(1) %1353 to i64
  %1356 = and i64 %1355, 7
  %1357 = icmp eq i64 %1356, 0
  %1358 = and i1 %1354, %1357
  %1359 = and i1 %1339, %1358
  %1360 = xor i1 %1354, %1359
  %1361 = xor i1 %1316, %1358
  %1362 = and i1 %1339, %1361
  %1363 = zext i1 %1359 to i32
  %1364 = zext i1 %1360 to i32
  %1365 = zext i1 %1362 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1363, i32 %.lcssa252, i32 %.lcssa251, ptr addrspace(1) %1353, i32 %1364, i32 %1365) #5
  %1366 = or disjoint i32 %1280, 16
  %1367 = or disjoint i32 %1366, %1283
  %1368 = or disjoint i32 %1367, %24
  %1369 = add i32 %1286, %1368
  %1370 = sext i32 %1369 to i64
  %1371 = getelementptr float, ptr addrspace(1) %2, i64 %1370
  %1372 = icmp slt i32 %1368, %4
  %1373 = and i1 %1291, %1372
  %1374 = or disjoint i32 %1366, %1294
  %1375 = or disjoint i32 %1374, %24
  %1376 = icmp slt i32 %1375, %4
  %1377 = ptrtoint ptr addrspace(1) %1371 to i64
  %1378 = and i64 %1377, 7
  %1379 = icmp eq i64 %1378, 0
  %1380 = and i1 %1373, %1379
  %1381 = and i1 %1376, %1380
  %1382 = xor i1 %1373, %1381
  %1383 = xor i1 %1291, %1380
  %1384 = and i1 %1376, %1383
  %1385 = zext i1 %1381 to i32
  %1386 = zext i1 %1382 to i32
  %1387 = zext i1 %1384 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1385, i32 %.lcssa250, i32 %.lcssa249, ptr addrspace(1) %1371, i32 %1386, i32 %1387) #5
  %1388 = add i32 %1312, %1368
  %1389 = sext i32 %1388 to i64
  %1390 = getelementptr float, ptr addrspace(1) %2, i64 %1389
  %1391 = and i1 %1316, %1372
  %1392 = ptrtoint ptr addrspace(1) %1390 to i64
  %1393 = and i64 %1392, 7
  %1394 = icmp eq i64 %1393, 0
  %1395 = and i1 %1391, %1394
  %1396 = and i1 %1376, %1395
  %1397 = xor i1 %1391, %1396
  %1398 = xor i1 %1316, %1395
  %1399 = and i1 %1376, %1398
  %1400 = zext i1 %1396 to i32
  %1401 = zext i1 %1397 to i32
  %1402 = zext i1 %1399 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1400, i32 %.lcssa248, i32 %.lcssa247, ptr addrspace(1) %1390, i32 %1401, i32 %1402) #5
  %1403 = or disjoint i32 %1280, 24
  %1404 = or disjoint i32 %1403, %1283
  %1405 = or disjoint i32 %1404, %24
  %1406 = add i32 %1286, %1405
  %1407 = sext i32 %1406 to i64
  %1408 = getelementptr float, ptr addrspace(1) %2, i64 %1407
  %1409 = icmp slt i32 %1405, %4
  %1410 = and i1 %1291, %1409
  %1411 = or disjoint i32 %1403, %1294
  %1412 = or disjoint i32 %1411, %24
  %1413 = icmp slt i32 %1412, %4
  %1414 = ptrtoint ptr addrspace(1) %1408 to i64
  %1415 = and i64 %1414, 7
  %1416 = icmp eq i64 %1415, 0
  %1417 = and i1 %1410, %1416
  %1418 = and i1 %1413, %1417
  %1419 = xor i1 %1410, %1418
  %1420 = xor i1 %1291, %1417
  %1421 = and i1 %1413, %1420
  %1422 = zext i1 %1418 to i32
  %1423 = zext i1 %1419 to i32
  %1424 = zext i1 %1421 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1422, i32 %.lcssa246, i32 %.lcssa245, ptr addrspace(1) %1408, i32 %1423, i32 %1424) #5
  %1425 = add i32 %1312, %1405
  %1426 = sext i32 %1425 to i64
  %1427 = getelementptr float, ptr addrspace(1) %2, i64 %1426
  %1428 = and i1 %1316, %1409
  %1429 = ptrtoint ptr addrspace(1) %1427 to i64
  %1430 = and i64 %1429, 7
  %1431 = icmp eq i64 %1430, 0
  %1432 = and i1 %1428, %1431
  %1433 = and i1 %1413, %1432
  %1434 = xor i1 %1428, %1433
  %1435 = xor i1 %1316, %1432
  %1436 = and i1 %1413, %1435
  %1437 = zext i1 %1433 to i32
  %1438 = zext i1 %1434 to i32
  %1439 = zext i1 %1436 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1437, i32 %.lcssa244, i32 %.lcssa243, ptr addrspace(1) %1427, i32 %1438, i32 %1439) #5
  %1440 = or disjoint i32 %1280, 32
  %1441 = or disjoint i32 %1440, %1283
  %1442 = or disjoint i32 %1441, %24
  %1443 = add i32 %1286, %1442
  %1444 = sext i32 %1443 to i64
  %1445 = getelementptr float, ptr addrspace(1) %2, i64 %1444
  %1446 = icmp slt i32 %1442, %4
  %1447 = and i1 %1291, %1446
  %1448 = or disjoint i32 %1440, %1294
  %1449 = or disjoint i32 %1448, %24
  %1450 = icmp slt i32 %1449, %4
  %1451 = ptrtoint ptr addrspace(1) %1445 to i64
  %1452 = and i64 %1451, 7
  %1453 = icmp eq i64 %1452, 0
  %1454 = and i1 %1447, %1453
  %1455 = and i1 %1450, %1454
  %1456 = xor i1 %1447, %1455
  %1457 = xor i1 %1291, %1454
  %1458 = and i1 %1450, %1457
  %1459 = zext i1 %1455 to i32
  %1460 = zext i1 %1456 to i32
  %1461 = zext i1 %1458 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1459, i32 %.lcssa242, i32 %.lcssa241, ptr addrspace(1) %1445, i32 %1460, i32 %1461) #5
  %1462 = add i32 %1312, %1442
  %1463 = sext i32 %1462 to i64
  %1464 = getelementptr float, ptr addrspace(1) %2, i64 %1463
  %1465 = and i1 %1316, %1446
  %1466 = ptrtoint ptr addrspace(1) %1464 to i64
  %1467 = and i64 %1466, 7
  %1468 = icmp eq i64 %1467, 0
  %1469 = and i1 %1465, %1468
  %1470 = and i1 %1450, %1469
  %1471 = xor i1 %1465, %1470
  %1472 = xor i1 %1316, %1469
  %1473 = and i1 %1450, %1472
  %1474 = zext i1 %1470 to i32
  %1475 = zext i1 %1471 to i32
  %1476 = zext i1 %1473 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1474, i32 %.lcssa240, i32 %.lcssa239, ptr addrspace(1) %1464, i32 %1475, i32 %1476) #5
  %1477 = or disjoint i32 %1280, 40
  %1478 = or disjoint i32 %1477, %1283
  %1479 = or disjoint i32 %1478, %24
  %1480 = add i32 %1286, %1479
  %1481 = sext i32 %1480 to i64
  %1482 = getelementptr float, ptr addrspace(1) %2, i64 %1481
  %1483 = icmp slt i32 %1479, %4
  %1484 = and i1 %1291, %1483
  %1485 = or disjoint i32 %1477, %1294
  %1486 = or disjoint i32 %1485, %24
  %1487 = icmp slt i32 %1486, %4
  %1488 = ptrtoint ptr addrspace(1) %1482 to i64
  %1489 = and i64 %1488, 7
  %1490 = icmp eq i64 %1489, 0
  %1491 = and i1 %1484, %1490
  %1492 = and i1 %1487, %1491
  %1493 = xor i1 %1484, %1492
  %1494 = xor i1 %1291, %1491
  %1495 = and i1 %1487, %1494
  %1496 = zext i1 %1492 to i32
  %1497 = zext i1 %1493 to i32
  %1498 = zext i1 %1495 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1496, i32 %.lcssa238, i32 %.lcssa237, ptr addrspace(1) %1482, i32 %1497, i32 %1498) #5
  %1499 = add i32 %1312, %1479
  %1500 = sext i32 %1499 to i64
  %1501 = getelementptr float, ptr addrspace(1) %2, i64 %1500
  %1502 = and i1 %1316, %1483
  %1503 = ptrtoint ptr addrspace(1) %1501 to i64
  %1504 = and i64 %1503, 7
  %1505 = icmp eq i64 %1504, 0
  %1506 = and i1 %1502, %1505
  %1507 = and i1 %1487, %1506
  %1508 = xor i1 %1502, %1507
  %1509 = xor i1 %1316, %1506
  %1510 = and i1 %1487, %1509
  %1511 = zext i1 %1507 to i32
  %1512 = zext i1 %1508 to i32
  %1513 = zext i1 %1510 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1511, i32 %.lcssa236, i32 %.lcssa235, ptr addrspace(1) %1501, i32 %1512, i32 %1513) #5
  %1514 = or disjoint i32 %1280, 48
  %1515 = or disjoint i32 %1514, %1283
  %1516 = or disjoint i32 %1515, %24
  %1517 = add i32 %1286, %1516
  %1518 = sext i32 %1517 to i64
  %1519 = getelementptr float, ptr addrspace(1) %2, i64 %1518
  %1520 = icmp slt i32 %1516, %4
  %1521 = and i1 %1291, %1520
  %1522 = or disjoint i32 %1514, %1294
  %1523 = or disjoint i32 %1522, %24
  %1524 = icmp slt i32 %1523, %4
  %1525 = ptrtoint ptr addrspace(1) %1519 to i64
  %1526 = and i64 %1525, 7
  %1527 = icmp eq i64 %1526, 0
  %1528 = and i1 %1521, %1527
  %1529 = and i1 %1524, %1528
  %1530 = xor i1 %1521, %1529
  %1531 = xor i1 %1291, %1528
  %1532 = and i1 %1524, %1531
  %1533 = zext i1 %1529 to i32
  %1534 = zext i1 %1530 to i32
  %1535 = zext i1 %1532 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1533, i32 %.lcssa234, i32 %.lcssa233, ptr addrspace(1) %1519, i32 %1534, i32 %1535) #5
  %1536 = add i32 %1312, %1516
  %1537 = sext i32 %1536 to i64
  %1538 = getelementptr float, ptr addrspace(1) %2, i64 %1537
  %1539 = and i1 %1316, %1520
  %1540 = ptrtoint ptr addrspace(1) %1538 to i64
  %1541 = and i64 %1540, 7
  %1542 = icmp eq i64 %1541, 0
  %1543 = and i1 %1539, %1542
  %1544 = and i1 %1524, %1543
  %1545 = xor i1 %1539, %1544
  %1546 = xor i1 %1316, %1543
  %1547 = and i1 %1524, %1546
  %1548 = zext i1 %1544 to i32
  %1549 = zext i1 %1545 to i32
  %1550 = zext i1 %1547 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1548, i32 %.lcssa232, i32 %.lcssa231, ptr addrspace(1) %1538, i32 %1549, i32 %1550) #5
  %1551 = or disjoint i32 %1280, 56
  %1552 = or disjoint i32 %1551, %1283
  %1553 = or disjoint i32 %1552, %24
  %1554 = add i32 %1286, %1553
  %1555 = sext i32 %1554 to i64
  %1556 = getelementptr float, ptr addrspace(1) %2, i64 %1555
  %1557 = icmp slt i32 %1553, %4
  %1558 = and i1 %1291, %1557
  %1559 = or disjoint i32 %1551, %1294
  %1560 = or disjoint i32 %1559, %24
  %1561 = icmp slt i32 %1560, %4
  %1562 = ptrtoint ptr addrspace(1) %1556 to i64
  %1563 = and i64 %1562, 7
  %1564 = icmp eq i64 %1563, 0
  %1565 = and i1 %1558, %1564
  %1566 = and i1 %1561, %1565
  %1567 = xor i1 %1558, %1566
  %1568 = xor i1 %1291, %1565
  %1569 = and i1 %1561, %1568
  %1570 = zext i1 %1566 to i32
  %1571 = zext i1 %1567 to i32
  %1572 = zext i1 %1569 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1570, i32 %.lcssa230, i32 %.lcssa229, ptr addrspace(1) %1556, i32 %1571, i32 %1572) #5
  %1573 = add i32 %1312, %1553
  %1574 = sext i32 %1573 to i64
  %1575 = getelementptr float, ptr addrspace(1) %2, i64 %1574
  %1576 = and i1 %1316, %1557
  %1577 = ptrtoint ptr addrspace(1) %1575 to i64
  %1578 = and i64 %1577, 7
  %1579 = icmp eq i64 %1578, 0
  %1580 = and i1 %1576, %1579
  %1581 = and i1 %1561, %1580
  %1582 = xor i1 %1576, %1581
  %1583 = xor i1 %1316, %1580
  %1584 = and i1 %1561, %1583
  %1585 = zext i1 %1581 to i32
  %1586 = zext i1 %1582 to i32
  %1587 = zext i1 %1584 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1585, i32 %.lcssa228, i32 %.lcssa227, ptr addrspace(1) %1575, i32 %1586, i32 %1587) #5
  %1588 = or disjoint i32 %1278, 16
  %1589 = or disjoint i32 %1588, %1275
  %1590 = or disjoint i32 %1589, %23
  %1591 = mul i32 %1590, %4
  %1592 = add i32 %1591, %1287
  %1593 = sext i32 %1592 to i64
  %1594 = getelementptr float, ptr addrspace(1) %2, i64 %1593
  %1595 = icmp slt i32 %1590, %3
  %1596 = and i1 %1595, %1292
  %1597 = ptrtoint ptr addrspace(1) %1594 to i64
  %1598 = and i64 %1597, 7
  %1599 = icmp eq i64 %1598, 0
  %1600 = and i1 %1596, %1599
  %1601 = and i1 %1297, %1600
  %1602 = xor i1 %1596, %1601
  %1603 = xor i1 %1595, %1600
  %1604 = and i1 %1297, %1603
  %1605 = zext i1 %1601 to i32
  %1606 = zext i1 %1602 to i32
  %1607 = zext i1 %1604 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1605, i32 %.lcssa226, i32 %.lcssa225, ptr addrspace(1) %1594, i32 %1606, i32 %1607) #5
  %1608 = or disjoint i32 %1588, %1309
  %1609 = or disjoint i32 %1608, %23
  %1610 = mul i32 %1609, %4
  %1611 = add i32 %1610, %1287
  %1612 = sext i32 %1611 to i64
  %1613 = getelementptr float, ptr addrspace(1) %2, i64 %1612
  %1614 = icmp slt i32 %1609, %3
  %1615 = and i1 %1614, %1292
  %1616 = ptrtoint ptr addrspace(1) %1613 to i64
  %1617 = and i64 %1616, 7
  %1618 = icmp eq i64 %1617, 0
  %1619 = and i1 %1615, %1618
  %1620 = and i1 %1297, %1619
  %1621 = xor i1 %1615, %1620
  %1622 = xor i1 %1614, %1619
  %1623 = and i1 %1297, %1622
  %1624 = zext i1 %1620 to i32
  %1625 = zext i1 %1621 to i32
  %1626 = zext i1 %1623 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1624, i32 %.lcssa224, i32 %.lcssa223, ptr addrspace(1) %1613, i32 %1625, i32 %1626) #5
  %1627 = add i32 %1591, %1331
  %1628 = sext i32 %1627 to i64
  %1629 = getelementptr float, ptr addrspace(1) %2, i64 %1628
  %1630 = and i1 %1595, %1335
  %1631 = ptrtoint ptr addrspace(1) %1629 to i64
  %1632 = and i64 %1631, 7
  %1633 = icmp eq i64 %1632, 0
  %1634 = and i1 %1630, %1633
  %1635 = and i1 %1339, %1634
  %1636 = xor i1 %1630, %1635
  %1637 = xor i1 %1595, %1634
  %1638 = and i1 %1339, %1637
  %1639 = zext i1 %1635 to i32
  %1640 = zext i1 %1636 to i32
  %1641 = zext i1 %1638 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1639, i32 %.lcssa222, i32 %.lcssa221, ptr addrspace(1) %1629, i32 %1640, i32 %1641) #5
  %1642 = add i32 %1610, %1331
  %1643 = sext i32 %1642 to i64
  %1644 = getelementptr float, ptr addrspace(1) %2, i64 %1643
  %1645 = and i1 %1614, %1335
  %1646 = ptrtoint ptr addrspace(1) %1644 to i64
  %1647 = and i64 %1646, 7
  %1648 = icmp eq i64 %1647, 0
  %1649 = and i1 %1645, %1648
  %1650 = and i1 %1339, %1649
  %1651 = xor i1 %1645, %1650
  %1652 = xor i1 %1614, %1649
  %1653 = and i1 %1339, %1652
  %1654 = zext i1 %1650 to i32
  %1655 = zext i1 %1651 to i32
  %1656 = zext i1 %1653 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1654, i32 %.lcssa220, i32 %.lcssa219, ptr addrspace(1) %1644, i32 %1655, i32 %1656) #5
  %1657 = add i32 %1591, %1368
  %1658 = sext i32 %1657 to i64
  %1659 = getelementptr float, ptr addrspace(1) %2, i64 %1658
  %1660 = and i1 %1595, %1372
  %1661 = ptrtoint ptr addrspace(1) %1659 to i64
  %1662 = and i64 %1661, 7
  %1663 = icmp eq i64 %1662, 0
  %1664 = and i1 %1660, %1663
  %1665 = and i1 %1376, %1664
  %1666 = xor i1 %1660, %1665
  %1667 = xor i1 %1595, %1664
  %1668 = and i1 %1376, %1667
  %1669 = zext i1 %1665 to i32
  %1670 = zext i1 %1666 to i32
  %1671 = zext i1 %1668 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1669, i32 %.lcssa218, i32 %.lcssa217, ptr addrspace(1) %1659, i32 %1670, i32 %1671) #5
  %1672 = add i32 %1610, %1368
  %1673 = sext i32 %1672 to i64
  %1674 = getelementptr float, ptr addrspace(1) %2, i64 %1673
  %1675 = and i1 %1614, %1372
  %1676 = ptrtoint ptr addrspace(1) %1674 to i64
  %1677 = and i64 %1676, 7
  %1678 = icmp eq i64 %1677, 0
  %1679 = and i1 %1675, %1678
  %1680 = and i1 %1376, %1679
  %1681 = xor i1 %1675, %1680
  %1682 = xor i1 %1614, %1679
  %1683 = and i1 %1376, %1682
  %1684 = zext i1 %1680 to i32
  %1685 = zext i1 %1681 to i32
  %1686 = zext i1 %1683 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1684, i32 %.lcssa216, i32 %.lcssa215, ptr addrspace(1) %1674, i32 %1685, i32 %1686) #5
  %1687 = add i32 %1591, %1405
  %1688 = sext i32 %1687 to i64
  %1689 = getelementptr float, ptr addrspace(1) %2, i64 %1688
  %1690 = and i1 %1595, %1409
  %1691 = ptrtoint ptr addrspace(1) %1689 to i64
  %1692 = and i64 %1691, 7
  %1693 = icmp eq i64 %1692, 0
  %1694 = and i1 %1690, %1693
  %1695 = and i1 %1413, %1694
  %1696 = xor i1 %1690, %1695
  %1697 = xor i1 %1595, %1694
  %1698 = and i1 %1413, %1697
  %1699 = zext i1 %1695 to i32
  %1700 = zext i1 %1696 to i32
  %1701 = zext i1 %1698 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1699, i32 %.lcssa214, i32 %.lcssa213, ptr addrspace(1) %1689, i32 %1700, i32 %1701) #5
  %1702 = add i32 %1610, %1405
  %1703 = sext i32 %1702 to i64
  %1704 = getelementptr float, ptr addrspace(1) %2, i64 %1703
  %1705 = and i1 %1614, %1409
  %1706 = ptrtoint ptr addrspace(1) %1704 to i64
  %1707 = and i64 %1706, 7
  %1708 = icmp eq i64 %1707, 0
  %1709 = and i1 %1705, %1708
  %1710 = and i1 %1413, %1709
  %1711 = xor i1 %1705, %1710
  %1712 = xor i1 %1614, %1709
  %1713 = and i1 %1413, %1712
  %1714 = zext i1 %1710 to i32
  %1715 = zext i1 %1711 to i32
  %1716 = zext i1 %1713 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1714, i32 %.lcssa212, i32 %.lcssa211, ptr addrspace(1) %1704, i32 %1715, i32 %1716) #5
  %1717 = add i32 %1591, %1442
  %1718 = sext i32 %1717 to i64
  %1719 = getelementptr float, ptr addrspace(1) %2, i64 %1718
  %1720 = and i1 %1595, %1446
  %1721 = ptrtoint ptr addrspace(1) %1719 to i64
  %1722 = and i64 %1721, 7
  %1723 = icmp eq i64 %1722, 0
  %1724 = and i1 %1720, %1723
  %1725 = and i1 %1450, %1724
  %1726 = xor i1 %1720, %1725
  %1727 = xor i1 %1595, %1724
  %1728 = and i1 %1450, %1727
  %1729 = zext i1 %1725 to i32
  %1730 = zext i1 %1726 to i32
  %1731 = zext i1 %1728 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1729, i32 %.lcssa210, i32 %.lcssa209, ptr addrspace(1) %1719, i32 %1730, i32 %1731) #5
  %1732 = add i32 %1610, %1442
  %1733 = sext i32 %1732 to i64
  %1734 = getelementptr float, ptr addrspace(1) %2, i64 %1733
  %1735 = and i1 %1614, %1446
  %1736 = ptrtoint ptr addrspace(1) %1734 to i64
  %1737 = and i64 %1736, 7
  %1738 = icmp eq i64 %1737, 0
  %1739 = and i1 %1735, %1738
  %1740 = and i1 %1450, %1739
  %1741 = xor i1 %1735, %1740
  %1742 = xor i1 %1614, %1739
  %1743 = and i1 %1450, %1742
  %1744 = zext i1 %1740 to i32
  %1745 = zext i1 %1741 to i32
  %1746 = zext i1 %1743 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1744, i32 %.lcssa208, i32 %.lcssa207, ptr addrspace(1) %1734, i32 %1745, i32 %1746) #5
  %1747 = add i32 %1591, %1479
  %1748 = sext i32 %1747 to i64
  %1749 = getelementptr float, ptr addrspace(1) %2, i64 %1748
  %1750 = and i1 %1595, %1483
  %1751 = ptrtoint ptr addrspace(1) %1749 to i64
  %1752 = and i64 %1751, 7
  %1753 = icmp eq i64 %1752, 0
  %1754 = and i1 %1750, %1753
  %1755 = and i1 %1487, %1754
  %1756 = xor i1 %1750, %1755
  %1757 = xor i1 %1595, %1754
  %1758 = and i1 %1487, %1757
  %1759 = zext i1 %1755 to i32
  %1760 = zext i1 %1756 to i32
  %1761 = zext i1 %1758 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1759, i32 %.lcssa206, i32 %.lcssa205, ptr addrspace(1) %1749, i32 %1760, i32 %1761) #5
  %1762 = add i32 %1610, %1479
  %1763 = sext i32 %1762 to i64
  %1764 = getelementptr float, ptr addrspace(1) %2, i64 %1763
  %1765 = and i1 %1614, %1483
  %1766 = ptrtoint ptr addrspace(1) %1764 to i64
  %1767 = and i64 %1766, 7
  %1768 = icmp eq i64 %1767, 0
  %1769 = and i1 %1765, %1768
  %1770 = and i1 %1487, %1769
  %1771 = xor i1 %1765, %1770
  %1772 = xor i1 %1614, %1769
  %1773 = and i1 %1487, %1772
  %1774 = zext i1 %1770 to i32
  %1775 = zext i1 %1771 to i32
  %1776 = zext i1 %1773 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1774, i32 %.lcssa204, i32 %.lcssa203, ptr addrspace(1) %1764, i32 %1775, i32 %1776) #5
  %1777 = add i32 %1591, %1516
  %1778 = sext i32 %1777 to i64
  %1779 = getelementptr float, ptr addrspace(1) %2, i64 %1778
  %1780 = and i1 %1595, %1520
  %1781 = ptrtoint ptr addrspace(1) %1779 to i64
  %1782 = and i64 %1781, 7
  %1783 = icmp eq i64 %1782, 0
  %1784 = and i1 %1780, %1783
  %1785 = and i1 %1524, %1784
  %1786 = xor i1 %1780, %1785
  %1787 = xor i1 %1595, %1784
  %1788 = and i1 %1524, %1787
  %1789 = zext i1 %1785 to i32
  %1790 = zext i1 %1786 to i32
  %1791 = zext i1 %1788 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1789, i32 %.lcssa202, i32 %.lcssa201, ptr addrspace(1) %1779, i32 %1790, i32 %1791) #5
  %1792 = add i32 %1610, %1516
  %1793 = sext i32 %1792 to i64
  %1794 = getelementptr float, ptr addrspace(1) %2, i64 %1793
  %1795 = and i1 %1614, %1520
  %1796 = ptrtoint ptr addrspace(1) %1794 to i64
  %1797 = and i64 %1796, 7
  %1798 = icmp eq i64 %1797, 0
  %1799 = and i1 %1795, %1798
  %1800 = and i1 %1524, %1799
  %1801 = xor i1 %1795, %1800
  %1802 = xor i1 %1614, %1799
  %1803 = and i1 %1524, %1802
  %1804 = zext i1 %1800 to i32
  %1805 = zext i1 %1801 to i32
  %1806 = zext i1 %1803 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1804, i32 %.lcssa200, i32 %.lcssa199, ptr addrspace(1) %1794, i32 %1805, i32 %1806) #5
  %1807 = add i32 %1591, %1553
  %1808 = sext i32 %1807 to i64
  %1809 = getelementptr float, ptr addrspace(1) %2, i64 %1808
  %1810 = and i1 %1595, %1557
  %1811 = ptrtoint ptr addrspace(1) %1809 to i64
  %1812 = and i64 %1811, 7
  %1813 = icmp eq i64 %1812, 0
  %1814 = and i1 %1810, %1813
  %1815 = and i1 %1561, %1814
  %1816 = xor i1 %1810, %1815
  %1817 = xor i1 %1595, %1814
  %1818 = and i1 %1561, %1817
  %1819 = zext i1 %1815 to i32
  %1820 = zext i1 %1816 to i32
  %1821 = zext i1 %1818 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1819, i32 %.lcssa198, i32 %.lcssa197, ptr addrspace(1) %1809, i32 %1820, i32 %1821) #5
  %1822 = add i32 %1610, %1553
  %1823 = sext i32 %1822 to i64
  %1824 = getelementptr float, ptr addrspace(1) %2, i64 %1823
  %1825 = and i1 %1614, %1557
  %1826 = ptrtoint ptr addrspace(1) %1824 to i64
  %1827 = and i64 %1826, 7
  %1828 = icmp eq i64 %1827, 0
  %1829 = and i1 %1825, %1828
  %1830 = and i1 %1561, %1829
  %1831 = xor i1 %1825, %1830
  %1832 = xor i1 %1614, %1829
  %1833 = and i1 %1561, %1832
  %1834 = zext i1 %1830 to i32
  %1835 = zext i1 %1831 to i32
  %1836 = zext i1 %1833 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1834, i32 %.lcssa196, i32 %.lcssa195, ptr addrspace(1) %1824, i32 %1835, i32 %1836) #5
  %1837 = or disjoint i32 %1278, 32
  %1838 = or disjoint i32 %1837, %1275
  %1839 = or disjoint i32 %1838, %23
  %1840 = mul i32 %1839, %4
  %1841 = add i32 %1840, %1287
  %1842 = sext i32 %1841 to i64
  %1843 = getelementptr float, ptr addrspace(1) %2, i64 %1842
  %1844 = icmp slt i32 %1839, %3
  %1845 = and i1 %1844, %1292
  %1846 = ptrtoint ptr addrspace(1) %1843 to i64
  %1847 = and i64 %1846, 7
  %1848 = icmp eq i64 %1847, 0
  %1849 = and i1 %1845, %1848
  %1850 = and i1 %1297, %1849
  %1851 = xor i1 %1845, %1850
  %1852 = xor i1 %1844, %1849
  %1853 = and i1 %1297, %1852
  %1854 = zext i1 %1850 to i32
  %1855 = zext i1 %1851 to i32
  %1856 = zext i1 %1853 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1854, i32 %.lcssa194, i32 %.lcssa193, ptr addrspace(1) %1843, i32 %1855, i32 %1856) #5
  %1857 = or disjoint i32 %1837, %1309
  %1858 = or disjoint i32 %1857, %23
  %1859 = mul i32 %1858, %4
  %1860 = add i32 %1859, %1287
  %1861 = sext i32 %1860 to i64
  %1862 = getelementptr float, ptr addrspace(1) %2, i64 %1861
  %1863 = icmp slt i32 %1858, %3
  %1864 = and i1 %1863, %1292
  %1865 = ptrtoint ptr addrspace(1) %1862 to i64
  %1866 = and i64 %1865, 7
  %1867 = icmp eq i64 %1866, 0
  %1868 = and i1 %1864, %1867
  %1869 = and i1 %1297, %1868
  %1870 = xor i1 %1864, %1869
  %1871 = xor i1 %1863, %1868
  %1872 = and i1 %1297, %1871
  %1873 = zext i1 %1869 to i32
  %1874 = zext i1 %1870 to i32
  %1875 = zext i1 %1872 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1873, i32 %.lcssa192, i32 %.lcssa191, ptr addrspace(1) %1862, i32 %1874, i32 %1875) #5
  %1876 = add i32 %1840, %1331
  %1877 = sext i32 %1876 to i64
  %1878 = getelementptr float, ptr addrspace(1) %2, i64 %1877
  %1879 = and i1 %1844, %1335
  %1880 = ptrtoint ptr addrspace(1) %1878 to i64
  %1881 = and i64 %1880, 7
  %1882 = icmp eq i64 %1881, 0
  %1883 = and i1 %1879, %1882
  %1884 = and i1 %1339, %1883
  %1885 = xor i1 %1879, %1884
  %1886 = xor i1 %1844, %1883
  %1887 = and i1 %1339, %1886
  %1888 = zext i1 %1884 to i32
  %1889 = zext i1 %1885 to i32
  %1890 = zext i1 %1887 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1888, i32 %.lcssa190, i32 %.lcssa189, ptr addrspace(1) %1878, i32 %1889, i32 %1890) #5
  %1891 = add i32 %1859, %1331
  %1892 = sext i32 %1891 to i64
  %1893 = getelementptr float, ptr addrspace(1) %2, i64 %1892
  %1894 = and i1 %1863, %1335
  %1895 = ptrtoint ptr addrspace(1) %1893 to i64
  %1896 = and i64 %1895, 7
  %1897 = icmp eq i64 %1896, 0
  %1898 = and i1 %1894, %1897
  %1899 = and i1 %1339, %1898
  %1900 = xor i1 %1894, %1899
  %1901 = xor i1 %1863, %1898
  %1902 = and i1 %1339, %1901
  %1903 = zext i1 %1899 to i32
  %1904 = zext i1 %1900 to i32
  %1905 = zext i1 %1902 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1903, i32 %.lcssa188, i32 %.lcssa187, ptr addrspace(1) %1893, i32 %1904, i32 %1905) #5
  %1906 = add i32 %1840, %1368
  %1907 = sext i32 %1906 to i64
  %1908 = getelementptr float, ptr addrspace(1) %2, i64 %1907
  %1909 = and i1 %1844, %1372
  %1910 = ptrtoint ptr addrspace(1) %1908 to i64
  %1911 = and i64 %1910, 7
  %1912 = icmp eq i64 %1911, 0
  %1913 = and i1 %1909, %1912
  %1914 = and i1 %1376, %1913
  %1915 = xor i1 %1909, %1914
  %1916 = xor i1 %1844, %1913
  %1917 = and i1 %1376, %1916
  %1918 = zext i1 %1914 to i32
  %1919 = zext i1 %1915 to i32
  %1920 = zext i1 %1917 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1918, i32 %.lcssa186, i32 %.lcssa185, ptr addrspace(1) %1908, i32 %1919, i32 %1920) #5
  %1921 = add i32 %1859, %1368
  %1922 = sext i32 %1921 to i64
  %1923 = getelementptr float, ptr addrspace(1) %2, i64 %1922
  %1924 = and i1 %1863, %1372
  %1925 = ptrtoint ptr addrspace(1) %1923 to i64
  %1926 = and i64 %1925, 7
  %1927 = icmp eq i64 %1926, 0
  %1928 = and i1 %1924, %1927
  %1929 = and i1 %1376, %1928
  %1930 = xor i1 %1924, %1929
  %1931 = xor i1 %1863, %1928
  %1932 = and i1 %1376, %1931
  %1933 = zext i1 %1929 to i32
  %1934 = zext i1 %1930 to i32
  %1935 = zext i1 %1932 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1933, i32 %.lcssa184, i32 %.lcssa183, ptr addrspace(1) %1923, i32 %1934, i32 %1935) #5
  %1936 = add i32 %1840, %1405
  %1937 = sext i32 %1936 to i64
  %1938 = getelementptr float, ptr addrspace(1) %2, i64 %1937
  %1939 = and i1 %1844, %1409
  %1940 = ptrtoint ptr addrspace(1) %1938 to i64
  %1941 = and i64 %1940, 7
  %1942 = icmp eq i64 %1941, 0
  %1943 = and i1 %1939, %1942
  %1944 = and i1 %1413, %1943
  %1945 = xor i1 %1939, %1944
  %1946 = xor i1 %1844, %1943
  %1947 = and i1 %1413, %1946
  %1948 = zext i1 %1944 to i32
  %1949 = zext i1 %1945 to i32
  %1950 = zext i1 %1947 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1948, i32 %.lcssa182, i32 %.lcssa181, ptr addrspace(1) %1938, i32 %1949, i32 %1950) #5
  %1951 = add i32 %1859, %1405
  %1952 = sext i32 %1951 to i64
  %1953 = getelementptr float, ptr addrspace(1) %2, i64 %1952
  %1954 = and i1 %1863, %1409
  %1955 = ptrtoint ptr addrspace(1) %1953 to i64
  %1956 = and i64 %1955, 7
  %1957 = icmp eq i64 %1956, 0
  %1958 = and i1 %1954, %1957
  %1959 = and i1 %1413, %1958
  %1960 = xor i1 %1954, %1959
  %1961 = xor i1 %1863, %1958
  %1962 = and i1 %1413, %1961
  %1963 = zext i1 %1959 to i32
  %1964 = zext i1 %1960 to i32
  %1965 = zext i1 %1962 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1963, i32 %.lcssa180, i32 %.lcssa179, ptr addrspace(1) %1953, i32 %1964, i32 %1965) #5
  %1966 = add i32 %1840, %1442
  %1967 = sext i32 %1966 to i64
  %1968 = getelementptr float, ptr addrspace(1) %2, i64 %1967
  %1969 = and i1 %1844, %1446
  %1970 = ptrtoint ptr addrspace(1) %1968 to i64
  %1971 = and i64 %1970, 7
  %1972 = icmp eq i64 %1971, 0
  %1973 = and i1 %1969, %1972
  %1974 = and i1 %1450, %1973
  %1975 = xor i1 %1969, %1974
  %1976 = xor i1 %1844, %1973
  %1977 = and i1 %1450, %1976
  %1978 = zext i1 %1974 to i32
  %1979 = zext i1 %1975 to i32
  %1980 = zext i1 %1977 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1978, i32 %.lcssa178, i32 %.lcssa177, ptr addrspace(1) %1968, i32 %1979, i32 %1980) #5
  %1981 = add i32 %1859, %1442
  %1982 = sext i32 %1981 to i64
  %1983 = getelementptr float, ptr addrspace(1) %2, i64 %1982
  %1984 = and i1 %1863, %1446
  %1985 = ptrtoint ptr addrspace(1) %1983 to i64
  %1986 = and i64 %1985, 7
  %1987 = icmp eq i64 %1986, 0
  %1988 = and i1 %1984, %1987
  %1989 = and i1 %1450, %1988
  %1990 = xor i1 %1984, %1989
  %1991 = xor i1 %1863, %1988
  %1992 = and i1 %1450, %1991
  %1993 = zext i1 %1989 to i32
  %1994 = zext i1 %1990 to i32
  %1995 = zext i1 %1992 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1993, i32 %.lcssa176, i32 %.lcssa175, ptr addrspace(1) %1983, i32 %1994, i32 %1995) #5
  %1996 = add i32 %1840, %1479
  %1997 = sext i32 %1996 to i64
  %1998 = getelementptr float, ptr addrspace(1) %2, i64 %1997
  %1999 = and i1 %1844, %1483
  %2000 = ptrtoint ptr addrspace(1) %1998 to i64
  %2001 = and i64 %2000, 7
  %2002 = icmp eq i64 %2001, 0
  %2003 = and i1 %1999, %2002
  %2004 = and i1 %1487, %2003
  %2005 = xor i1 %1999, %2004
  %2006 = xor i1 %1844, %2003
  %2007 = and i1 %1487, %2006
  %2008 = zext i1 %2004 to i32
  %2009 = zext i1 %2005 to i32
  %2010 = zext i1 %2007 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2008, i32 %.lcssa174, i32 %.lcssa173, ptr addrspace(1) %1998, i32 %2009, i32 %2010) #5
  %2011 = add i32 %1859, %1479
  %2012 = sext i32 %2011 to i64
  %2013 = getelementptr float, ptr addrspace(1) %2, i64 %2012
  %2014 = and i1 %1863, %1483
  %2015 = ptrtoint ptr addrspace(1) %2013 to i64
  %2016 = and i64 %2015, 7
  %2017 = icmp eq i64 %2016, 0
  %2018 = and i1 %2014, %2017
  %2019 = and i1 %1487, %2018
  %2020 = xor i1 %2014, %2019
  %2021 = xor i1 %1863, %2018
  %2022 = and i1 %1487, %2021
  %2023 = zext i1 %2019 to i32
  %2024 = zext i1 %2020 to i32
  %2025 = zext i1 %2022 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2023, i32 %.lcssa172, i32 %.lcssa171, ptr addrspace(1) %2013, i32 %2024, i32 %2025) #5
  %2026 = add i32 %1840, %1516
  %2027 = sext i32 %2026 to i64
  %2028 = getelementptr float, ptr addrspace(1) %2, i64 %2027
  %2029 = and i1 %1844, %1520
  %2030 = ptrtoint ptr addrspace(1) %2028 to i64
  %2031 = and i64 %2030, 7
  %2032 = icmp eq i64 %2031, 0
  %2033 = and i1 %2029, %2032
  %2034 = and i1 %1524, %2033
  %2035 = xor i1 %2029, %2034
  %2036 = xor i1 %1844, %2033
  %2037 = and i1 %1524, %2036
  %2038 = zext i1 %2034 to i32
  %2039 = zext i1 %2035 to i32
  %2040 = zext i1 %2037 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2038, i32 %.lcssa170, i32 %.lcssa169, ptr addrspace(1) %2028, i32 %2039, i32 %2040) #5
  %2041 = add i32 %1859, %1516
  %2042 = sext i32 %2041 to i64
  %2043 = getelementptr float, ptr addrspace(1) %2, i64 %2042
  %2044 = and i1 %1863, %1520
  %2045 = ptrtoint ptr addrspace(1) %2043 to i64
  %2046 = and i64 %2045, 7
  %2047 = icmp eq i64 %2046, 0
  %2048 = and i1 %2044, %2047
  %2049 = and i1 %1524, %2048
  %2050 = xor i1 %2044, %2049
  %2051 = xor i1 %1863, %2048
  %2052 = and i1 %1524, %2051
  %2053 = zext i1 %2049 to i32
  %2054 = zext i1 %2050 to i32
  %2055 = zext i1 %2052 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2053, i32 %.lcssa168, i32 %.lcssa167, ptr addrspace(1) %2043, i32 %2054, i32 %2055) #5
  %2056 = add i32 %1840, %1553
  %2057 = sext i32 %2056 to i64
  %2058 = getelementptr float, ptr addrspace(1) %2, i64 %2057
  %2059 = and i1 %1844, %1557
  %2060 = ptrtoint ptr addrspace(1) %2058 to i64
  %2061 = and i64 %2060, 7
  %2062 = icmp eq i64 %2061, 0
  %2063 = and i1 %2059, %2062
  %2064 = and i1 %1561, %2063
  %2065 = xor i1 %2059, %2064
  %2066 = xor i1 %1844, %2063
  %2067 = and i1 %1561, %2066
  %2068 = zext i1 %2064 to i32
  %2069 = zext i1 %2065 to i32
  %2070 = zext i1 %2067 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2068, i32 %.lcssa166, i32 %.lcssa165, ptr addrspace(1) %2058, i32 %2069, i32 %2070) #5
  %2071 = add i32 %1859, %1553
  %2072 = sext i32 %2071 to i64
  %2073 = getelementptr float, ptr addrspace(1) %2, i64 %2072
  %2074 = and i1 %1863, %1557
  %2075 = ptrtoint ptr addrspace(1) %2073 to i64
  %2076 = and i64 %2075, 7
  %2077 = icmp eq i64 %2076, 0
  %2078 = and i1 %2074, %2077
  %2079 = and i1 %1561, %2078
  %2080 = xor i1 %2074, %2079
  %2081 = xor i1 %1863, %2078
  %2082 = and i1 %1561, %2081
  %2083 = zext i1 %2079 to i32
  %2084 = zext i1 %2080 to i32
  %2085 = zext i1 %2082 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2083, i32 %.lcssa164, i32 %.lcssa163, ptr addrspace(1) %2073, i32 %2084, i32 %2085) #5
  %2086 = or disjoint i32 %1277, 48
  %2087 = or disjoint i32 %2086, %1275
  %2088 = or disjoint i32 %2087, %23
  %2089 = mul i32 %2088, %4
  %2090 = add i32 %2089, %1287
  %2091 = sext i32 %2090 to i64
  %2092 = getelementptr float, ptr addrspace(1) %2, i64 %2091
  %2093 = icmp slt i32 %2088, %3
  %2094 = and i1 %2093, %1292
  %2095 = ptrtoint ptr addrspace(1) %2092 to i64
  %2096 = and i64 %2095, 7
  %2097 = icmp eq i64 %2096, 0
  %2098 = and i1 %2094, %2097
  %2099 = and i1 %1297, %2098
  %2100 = xor i1 %2094, %2099
  %2101 = xor i1 %2093, %2098
  %2102 = and i1 %1297, %2101
  %2103 = zext i1 %2099 to i32
  %2104 = zext i1 %2100 to i32
  %2105 = zext i1 %2102 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2103, i32 %.lcssa162, i32 %.lcssa161, ptr addrspace(1) %2092, i32 %2104, i32 %2105) #5
  %2106 = or disjoint i32 %2086, %1309
  %2107 = or disjoint i32 %2106, %23
  %2108 = mul i32 %2107, %4
  %2109 = add i32 %2108, %1287
  %2110 = sext i32 %2109 to i64
  %2111 = getelementptr float, ptr addrspace(1) %2, i64 %2110
  %2112 = icmp slt i32 %2107, %3
  %2113 = and i1 %2112, %1292
  %2114 = ptrtoint ptr addrspace(1) %2111 to i64
  %2115 = and i64 %2114, 7
  %2116 = icmp eq i64 %2115, 0
  %2117 = and i1 %2113, %2116
  %2118 = and i1 %1297, %2117
  %2119 = xor i1 %2113, %2118
  %2120 = xor i1 %2112, %2117
  %2121 = and i1 %1297, %2120
  %2122 = zext i1 %2118 to i32
  %2123 = zext i1 %2119 to i32
  %2124 = zext i1 %2121 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2122, i32 %.lcssa160, i32 %.lcssa159, ptr addrspace(1) %2111, i32 %2123, i32 %2124) #5
  %2125 = add i32 %2089, %1331
  %2126 = sext i32 %2125 to i64
  %2127 = getelementptr float, ptr addrspace(1) %2, i64 %2126
  %2128 = and i1 %2093, %1335
  %2129 = ptrtoint ptr addrspace(1) %2127 to i64
  %2130 = and i64 %2129, 7
  %2131 = icmp eq i64 %2130, 0
  %2132 = and i1 %2128, %2131
  %2133 = and i1 %1339, %2132
  %2134 = xor i1 %2128, %2133
  %2135 = xor i1 %2093, %2132
  %2136 = and i1 %1339, %2135
  %2137 = zext i1 %2133 to i32
  %2138 = zext i1 %2134 to i32
  %2139 = zext i1 %2136 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2137, i32 %.lcssa158, i32 %.lcssa157, ptr addrspace(1) %2127, i32 %2138, i32 %2139) #5
  %2140 = add i32 %2108, %1331
  %2141 = sext i32 %2140 to i64
  %2142 = getelementptr float, ptr addrspace(1) %2, i64 %2141
  %2143 = and i1 %2112, %1335
  %2144 = ptrtoint ptr addrspace(1) %2142 to i64
  %2145 = and i64 %2144, 7
  %2146 = icmp eq i64 %2145, 0
  %2147 = and i1 %2143, %2146
  %2148 = and i1 %1339, %2147
  %2149 = xor i1 %2143, %2148
  %2150 = xor i1 %2112, %2147
  %2151 = and i1 %1339, %2150
  %2152 = zext i1 %2148 to i32
  %2153 = zext i1 %2149 to i32
  %2154 = zext i1 %2151 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2152, i32 %.lcssa156, i32 %.lcssa155, ptr addrspace(1) %2142, i32 %2153, i32 %2154) #5
  %2155 = add i32 %2089, %1368
  %2156 = sext i32 %2155 to i64
  %2157 = getelementptr float, ptr addrspace(1) %2, i64 %2156
  %2158 = and i1 %2093, %1372
  %2159 = ptrtoint ptr addrspace(1) %2157 to i64
  %2160 = and i64 %2159, 7
  %2161 = icmp eq i64 %2160, 0
  %2162 = and i1 %2158, %2161
  %2163 = and i1 %1376, %2162
  %2164 = xor i1 %2158, %2163
  %2165 = xor i1 %2093, %2162
  %2166 = and i1 %1376, %2165
  %2167 = zext i1 %2163 to i32
  %2168 = zext i1 %2164 to i32
  %2169 = zext i1 %2166 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2167, i32 %.lcssa154, i32 %.lcssa153, ptr addrspace(1) %2157, i32 %2168, i32 %2169) #5
  %2170 = add i32 %2108, %1368
  %2171 = sext i32 %2170 to i64
  %2172 = getelementptr float, ptr addrspace(1) %2, i64 %2171
  %2173 = and i1 %2112, %1372
  %2174 = ptrtoint ptr addrspace(1) %2172 to i64
  %2175 = and i64 %2174, 7
  %2176 = icmp eq i64 %2175, 0
  %2177 = and i1 %2173, %2176
  %2178 = and i1 %1376, %2177
  %2179 = xor i1 %2173, %2178
  %2180 = xor i1 %2112, %2177
  %2181 = and i1 %1376, %2180
  %2182 = zext i1 %2178 to i32
  %2183 = zext i1 %2179 to i32
  %2184 = zext i1 %2181 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2182, i32 %.lcssa152, i32 %.lcssa151, ptr addrspace(1) %2172, i32 %2183, i32 %2184) #5
  %2185 = add i32 %2089, %1405
  %2186 = sext i32 %2185 to i64
  %2187 = getelementptr float, ptr addrspace(1) %2, i64 %2186
  %2188 = and i1 %2093, %1409
  %2189 = ptrtoint ptr addrspace(1) %2187 to i64
  %2190 = and i64 %2189, 7
  %2191 = icmp eq i64 %2190, 0
  %2192 = and i1 %2188, %2191
  %2193 = and i1 %1413, %2192
  %2194 = xor i1 %2188, %2193
  %2195 = xor i1 %2093, %2192
  %2196 = and i1 %1413, %2195
  %2197 = zext i1 %2193 to i32
  %2198 = zext i1 %2194 to i32
  %2199 = zext i1 %2196 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2197, i32 %.lcssa150, i32 %.lcssa149, ptr addrspace(1) %2187, i32 %2198, i32 %2199) #5
  %2200 = add i32 %2108, %1405
  %2201 = sext i32 %2200 to i64
  %2202 = getelementptr float, ptr addrspace(1) %2, i64 %2201
  %2203 = and i1 %2112, %1409
  %2204 = ptrtoint ptr addrspace(1) %2202 to i64
  %2205 = and i64 %2204, 7
  %2206 = icmp eq i64 %2205, 0
  %2207 = and i1 %2203, %2206
  %2208 = and i1 %1413, %2207
  %2209 = xor i1 %2203, %2208
  %2210 = xor i1 %2112, %2207
  %2211 = and i1 %1413, %2210
  %2212 = zext i1 %2208 to i32
  %2213 = zext i1 %2209 to i32
  %2214 = zext i1 %2211 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2212, i32 %.lcssa148, i32 %.lcssa147, ptr addrspace(1) %2202, i32 %2213, i32 %2214) #5
  %2215 = add i32 %2089, %1442
  %2216 = sext i32 %2215 to i64
  %2217 = getelementptr float, ptr addrspace(1) %2, i64 %2216
  %2218 = and i1 %2093, %1446
  %2219 = ptrtoint ptr addrspace(1) %2217 to i64
  %2220 = and i64 %2219, 7
  %2221 = icmp eq i64 %2220, 0
  %2222 = and i1 %2218, %2221
  %2223 = and i1 %1450, %2222
  %2224 = xor i1 %2218, %2223
  %2225 = xor i1 %2093, %2222
  %2226 = and i1 %1450, %2225
  %2227 = zext i1 %2223 to i32
  %2228 = zext i1 %2224 to i32
  %2229 = zext i1 %2226 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2227, i32 %.lcssa146, i32 %.lcssa145, ptr addrspace(1) %2217, i32 %2228, i32 %2229) #5
  %2230 = add i32 %2108, %1442
  %2231 = sext i32 %2230 to i64
  %2232 = getelementptr float, ptr addrspace(1) %2, i64 %2231
  %2233 = and i1 %2112, %1446
  %2234 = ptrtoint ptr addrspace(1) %2232 to i64
  %2235 = and i64 %2234, 7
  %2236 = icmp eq i64 %2235, 0
  %2237 = and i1 %2233, %2236
  %2238 = and i1 %1450, %2237
  %2239 = xor i1 %2233, %2238
  %2240 = xor i1 %2112, %2237
  %2241 = and i1 %1450, %2240
  %2242 = zext i1 %2238 to i32
  %2243 = zext i1 %2239 to i32
  %2244 = zext i1 %2241 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2242, i32 %.lcssa144, i32 %.lcssa143, ptr addrspace(1) %2232, i32 %2243, i32 %2244) #5
  %2245 = add i32 %2089, %1479
  %2246 = sext i32 %2245 to i64
  %2247 = getelementptr float, ptr addrspace(1) %2, i64 %2246
  %2248 = and i1 %2093, %1483
  %2249 = ptrtoint ptr addrspace(1) %2247 to i64
  %2250 = and i64 %2249, 7
  %2251 = icmp eq i64 %2250, 0
  %2252 = and i1 %2248, %2251
  %2253 = and i1 %1487, %2252
  %2254 = xor i1 %2248, %2253
  %2255 = xor i1 %2093, %2252
  %2256 = and i1 %1487, %2255
  %2257 = zext i1 %2253 to i32
  %2258 = zext i1 %2254 to i32
  %2259 = zext i1 %2256 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2257, i32 %.lcssa142, i32 %.lcssa141, ptr addrspace(1) %2247, i32 %2258, i32 %2259) #5
  %2260 = add i32 %2108, %1479
  %2261 = sext i32 %2260 to i64
  %2262 = getelementptr float, ptr addrspace(1) %2, i64 %2261
  %2263 = and i1 %2112, %1483
  %2264 = ptrtoint ptr addrspace(1) %2262 to i64
  %2265 = and i64 %2264, 7
  %2266 = icmp eq i64 %2265, 0
  %2267 = and i1 %2263, %2266
  %2268 = and i1 %1487, %2267
  %2269 = xor i1 %2263, %2268
  %2270 = xor i1 %2112, %2267
  %2271 = and i1 %1487, %2270
  %2272 = zext i1 %2268 to i32
  %2273 = zext i1 %2269 to i32
  %2274 = zext i1 %2271 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2272, i32 %.lcssa140, i32 %.lcssa139, ptr addrspace(1) %2262, i32 %2273, i32 %2274) #5
  %2275 = add i32 %2089, %1516
  %2276 = sext i32 %2275 to i64
  %2277 = getelementptr float, ptr addrspace(1) %2, i64 %2276
  %2278 = and i1 %2093, %1520
  %2279 = ptrtoint ptr addrspace(1) %2277 to i64
  %2280 = and i64 %2279, 7
  %2281 = icmp eq i64 %2280, 0
  %2282 = and i1 %2278, %2281
  %2283 = and i1 %1524, %2282
  %2284 = xor i1 %2278, %2283
  %2285 = xor i1 %2093, %2282
  %2286 = and i1 %1524, %2285
  %2287 = zext i1 %2283 to i32
  %2288 = zext i1 %2284 to i32
  %2289 = zext i1 %2286 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2287, i32 %.lcssa138, i32 %.lcssa137, ptr addrspace(1) %2277, i32 %2288, i32 %2289) #5
  %2290 = add i32 %2108, %1516
  %2291 = sext i32 %2290 to i64
  %2292 = getelementptr float, ptr addrspace(1) %2, i64 %2291
  %2293 = and i1 %2112, %1520
  %2294 = ptrtoint ptr addrspace(1) %2292 to i64
  %2295 = and i64 %2294, 7
  %2296 = icmp eq i64 %2295, 0
  %2297 = and i1 %2293, %2296
  %2298 = and i1 %1524, %2297
  %2299 = xor i1 %2293, %2298
  %2300 = xor i1 %2112, %2297
  %2301 = and i1 %1524, %2300
  %2302 = zext i1 %2298 to i32
  %2303 = zext i1 %2299 to i32
  %2304 = zext i1 %2301 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2302, i32 %.lcssa136, i32 %.lcssa135, ptr addrspace(1) %2292, i32 %2303, i32 %2304) #5
  %2305 = add i32 %2089, %1553
  %2306 = sext i32 %2305 to i64
  %2307 = getelementptr float, ptr addrspace(1) %2, i64 %2306
  %2308 = and i1 %2093, %1557
  %2309 = ptrtoint ptr addrspace(1) %2307 to i64
  %2310 = and i64 %2309, 7
  %2311 = icmp eq i64 %2310, 0
  %2312 = and i1 %2308, %2311
  %2313 = and i1 %1561, %2312
  %2314 = xor i1 %2308, %2313
  %2315 = xor i1 %2093, %2312
  %2316 = and i1 %1561, %2315
  %2317 = zext i1 %2313 to i32
  %2318 = zext i1 %2314 to i32
  %2319 = zext i1 %2316 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2317, i32 %.lcssa134, i32 %.lcssa133, ptr addrspace(1) %2307, i32 %2318, i32 %2319) #5
  %2320 = add i32 %2108, %1553
  %2321 = sext i32 %2320 to i64
  %2322 = getelementptr float, ptr addrspace(1) %2, i64 %2321
  %2323 = and i1 %2112, %1557
  %2324 = ptrtoint ptr addrspace(1) %2322 to i64
  %2325 = and i64 %2324, 7
  %2326 = icmp eq i64 %2325, 0
  %2327 = and i1 %2323, %2326
  %2328 = and i1 %1561, %2327
  %2329 = xor i1 %2323, %2328
  %2330 = xor i1 %2112, %2327
  %2331 = and i1 %1561, %2330
  %2332 = zext i1 %2328 to i32
  %2333 = zext i1 %2329 to i32
  %2334 = zext i1 %2331 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2332, i32 %.lcssa132, i32 %.lcssa131, ptr addrspace(1) %2322, i32 %2333, i32 %2334) #5
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
