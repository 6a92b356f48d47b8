; ModuleID = 'tile_kernels'
source_filename = "tile_kernels"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@gemm_bf16_tma_dsmem = external addrspace(3) global [0 x i8], align 1024

; Function Attrs: nounwind
define ptx_kernel void @gemm_bf16_tma(ptr byval([128 x i8]) align 64 "nvvm.grid_constant" %0, ptr byval([128 x i8]) align 64 "nvvm.grid_constant" %1, ptr addrspace(1) %2, i32 %3, i32 %4, i32 %5) local_unnamed_addr #0 {
  %7 = tail call range(i32 0, 384) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
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
  %25 = icmp eq i32 %7, 0
  br i1 %25, label %26, label %27

26:                                               ; preds = %6
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 196608) to i32)) #5
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 196608) to i32), i32 16)) #5
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 196608) to i32), i32 32)) #5
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 196608) to i32), i32 48)) #5
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #5
  br label %27

27:                                               ; preds = %26, %6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %25, label %28, label %29

28:                                               ; preds = %27
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 256;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 196672) to i32)) #5
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 256;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 196672) to i32), i32 16)) #5
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 256;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 196672) to i32), i32 32)) #5
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 256;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 196672) to i32), i32 48)) #5
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #5
  br label %29

29:                                               ; preds = %28, %27
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %30 = icmp samesign ugt i32 %7, 255
  br i1 %30, label %86, label %.preheader4

.preheader4:                                      ; preds = %29
  %31 = icmp sgt i32 %5, 0
  %32 = lshr i32 %7, 5
  %33 = shl nuw nsw i32 %7, 1
  br i1 %31, label %.lr.ph, label %._crit_edge

.lr.ph:                                           ; preds = %.preheader4
  %34 = and i32 %33, 192
  %35 = and i32 %7, 7
  %36 = and i32 %7, 8
  %37 = lshr i32 %7, 1
  %38 = and i32 %37, 8
  %39 = shl nuw nsw i32 %32, 10
  %40 = and i32 %39, 4096
  %41 = shl nuw nsw i32 %7, 6
  %42 = and i32 %41, 960
  %43 = shl nuw nsw i32 %35, 3
  %invariant.op = or disjoint i32 %42, %40
  %44 = or disjoint i32 %34, %38
  %45 = or disjoint i32 %44, %35
  %46 = shl nuw nsw i32 %45, 6
  %47 = or disjoint i32 %39, %42
  %48 = xor i32 %38, %43
  %.reass = or disjoint i32 %48, %invariant.op
  %49 = zext nneg i32 %.reass to i64
  %50 = xor i32 %36, %43
  %51 = or disjoint i32 %50, %46
  %52 = zext nneg i32 %51 to i64
  %53 = or disjoint i32 %48, %47
  %54 = or i32 %53, 3072
  %55 = zext nneg i32 %54 to i64
  %56 = or disjoint i32 %38, 16
  %57 = xor i32 %56, %43
  %.reass.1 = or disjoint i32 %57, %invariant.op
  %58 = zext nneg i32 %.reass.1 to i64
  %59 = or disjoint i32 %36, 16
  %60 = xor i32 %59, %43
  %61 = or disjoint i32 %60, %46
  %62 = zext nneg i32 %61 to i64
  %63 = or disjoint i32 %57, %47
  %64 = or i32 %63, 3072
  %65 = zext nneg i32 %64 to i64
  %66 = or disjoint i32 %38, 32
  %67 = xor i32 %66, %43
  %.reass.2 = or disjoint i32 %67, %invariant.op
  %68 = zext nneg i32 %.reass.2 to i64
  %69 = or disjoint i32 %36, 32
  %70 = xor i32 %69, %43
  %71 = or disjoint i32 %70, %46
  %72 = zext nneg i32 %71 to i64
  %73 = or disjoint i32 %67, %47
  %74 = or i32 %73, 3072
  %75 = zext nneg i32 %74 to i64
  %76 = or disjoint i32 %38, 48
  %77 = xor i32 %76, %43
  %.reass.3 = or disjoint i32 %77, %invariant.op
  %78 = zext nneg i32 %.reass.3 to i64
  %79 = or disjoint i32 %36, 48
  %80 = xor i32 %79, %43
  %81 = or disjoint i32 %80, %46
  %82 = zext nneg i32 %81 to i64
  %83 = or disjoint i32 %77, %47
  %84 = or i32 %83, 3072
  %85 = zext nneg i32 %84 to i64
  br label %122

86:                                               ; preds = %29
  %87 = icmp eq i32 %7, 256
  %88 = icmp sgt i32 %5, 0
  %or.cond = select i1 %87, i1 %88, i1 false
  br i1 %or.cond, label %.lr.ph387, label %.loopexit

.lr.ph387:                                        ; preds = %86
  %89 = ptrtoint ptr %0 to i64
  %90 = ptrtoint ptr %1 to i64
  br label %91

91:                                               ; preds = %.lr.ph387, %106
  %92 = phi i32 [ 0, %.lr.ph387 ], [ %120, %106 ]
  %93 = lshr exact i32 %92, 6
  %94 = and i32 %93, 3
  %95 = lshr i32 %92, 8
  %96 = and i32 %95, 1
  %97 = xor i32 %96, 1
  %98 = shl nuw nsw i32 %94, 4
  %99 = zext nneg i32 %98 to i64
  %100 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 196672), i64 %99
  %101 = ptrtoint ptr addrspace(3) %100 to i64
  %102 = trunc i64 %101 to i32
  br label %103

103:                                              ; preds = %103, %91
  %104 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %102, i32 %97) #5
  %105 = icmp eq i32 %104, 0
  br i1 %105, label %103, label %106

106:                                              ; preds = %103
  %107 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 196608), i64 %99
  %108 = ptrtoint ptr addrspace(3) %107 to i64
  %109 = trunc i64 %108 to i32
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 %109, i32 49152) #5
  %110 = shl nuw nsw i32 %94, 14
  %111 = zext nneg i32 %110 to i64
  %112 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 131072), i64 %111
  %113 = ptrtoint ptr addrspace(3) %112 to i64
  %114 = trunc i64 %113 to i32
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %114, i64 %89, i32 %92, i32 %23, i32 %109) #5
  %115 = shl nuw nsw i32 %94, 15
  %116 = zext nneg i32 %115 to i64
  %117 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 %116
  %118 = ptrtoint ptr addrspace(3) %117 to i64
  %119 = trunc i64 %118 to i32
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %119, i64 %90, i32 %92, i32 %24, i32 %109) #5
  %120 = add i32 %92, 64
  %121 = icmp slt i32 %120, %5
  br i1 %121, label %91, label %.loopexit

122:                                              ; preds = %.lr.ph, %264
  %123 = phi float [ 0.000000e+00, %.lr.ph ], [ %1102, %264 ]
  %124 = phi float [ 0.000000e+00, %.lr.ph ], [ %1101, %264 ]
  %125 = phi float [ 0.000000e+00, %.lr.ph ], [ %1100, %264 ]
  %126 = phi float [ 0.000000e+00, %.lr.ph ], [ %1099, %264 ]
  %127 = phi float [ 0.000000e+00, %.lr.ph ], [ %1097, %264 ]
  %128 = phi float [ 0.000000e+00, %.lr.ph ], [ %1096, %264 ]
  %129 = phi float [ 0.000000e+00, %.lr.ph ], [ %1095, %264 ]
  %130 = phi float [ 0.000000e+00, %.lr.ph ], [ %1094, %264 ]
  %131 = phi float [ 0.000000e+00, %.lr.ph ], [ %1092, %264 ]
  %132 = phi float [ 0.000000e+00, %.lr.ph ], [ %1091, %264 ]
  %133 = phi float [ 0.000000e+00, %.lr.ph ], [ %1090, %264 ]
  %134 = phi float [ 0.000000e+00, %.lr.ph ], [ %1089, %264 ]
  %135 = phi float [ 0.000000e+00, %.lr.ph ], [ %1087, %264 ]
  %136 = phi float [ 0.000000e+00, %.lr.ph ], [ %1086, %264 ]
  %137 = phi float [ 0.000000e+00, %.lr.ph ], [ %1085, %264 ]
  %138 = phi float [ 0.000000e+00, %.lr.ph ], [ %1084, %264 ]
  %139 = phi float [ 0.000000e+00, %.lr.ph ], [ %1082, %264 ]
  %140 = phi float [ 0.000000e+00, %.lr.ph ], [ %1081, %264 ]
  %141 = phi float [ 0.000000e+00, %.lr.ph ], [ %1080, %264 ]
  %142 = phi float [ 0.000000e+00, %.lr.ph ], [ %1079, %264 ]
  %143 = phi float [ 0.000000e+00, %.lr.ph ], [ %1077, %264 ]
  %144 = phi float [ 0.000000e+00, %.lr.ph ], [ %1076, %264 ]
  %145 = phi float [ 0.000000e+00, %.lr.ph ], [ %1075, %264 ]
  %146 = phi float [ 0.000000e+00, %.lr.ph ], [ %1074, %264 ]
  %147 = phi float [ 0.000000e+00, %.lr.ph ], [ %1072, %264 ]
  %148 = phi float [ 0.000000e+00, %.lr.ph ], [ %1071, %264 ]
  %149 = phi float [ 0.000000e+00, %.lr.ph ], [ %1070, %264 ]
  %150 = phi float [ 0.000000e+00, %.lr.ph ], [ %1069, %264 ]
  %151 = phi float [ 0.000000e+00, %.lr.ph ], [ %1067, %264 ]
  %152 = phi float [ 0.000000e+00, %.lr.ph ], [ %1066, %264 ]
  %153 = phi float [ 0.000000e+00, %.lr.ph ], [ %1065, %264 ]
  %154 = phi float [ 0.000000e+00, %.lr.ph ], [ %1064, %264 ]
  %155 = phi float [ 0.000000e+00, %.lr.ph ], [ %1056, %264 ]
  %156 = phi float [ 0.000000e+00, %.lr.ph ], [ %1055, %264 ]
  %157 = phi float [ 0.000000e+00, %.lr.ph ], [ %1054, %264 ]
  %158 = phi float [ 0.000000e+00, %.lr.ph ], [ %1053, %264 ]
  %159 = phi float [ 0.000000e+00, %.lr.ph ], [ %1051, %264 ]
  %160 = phi float [ 0.000000e+00, %.lr.ph ], [ %1050, %264 ]
  %161 = phi float [ 0.000000e+00, %.lr.ph ], [ %1049, %264 ]
  %162 = phi float [ 0.000000e+00, %.lr.ph ], [ %1048, %264 ]
  %163 = phi float [ 0.000000e+00, %.lr.ph ], [ %1046, %264 ]
  %164 = phi float [ 0.000000e+00, %.lr.ph ], [ %1045, %264 ]
  %165 = phi float [ 0.000000e+00, %.lr.ph ], [ %1044, %264 ]
  %166 = phi float [ 0.000000e+00, %.lr.ph ], [ %1043, %264 ]
  %167 = phi float [ 0.000000e+00, %.lr.ph ], [ %1041, %264 ]
  %168 = phi float [ 0.000000e+00, %.lr.ph ], [ %1040, %264 ]
  %169 = phi float [ 0.000000e+00, %.lr.ph ], [ %1039, %264 ]
  %170 = phi float [ 0.000000e+00, %.lr.ph ], [ %1038, %264 ]
  %171 = phi float [ 0.000000e+00, %.lr.ph ], [ %1036, %264 ]
  %172 = phi float [ 0.000000e+00, %.lr.ph ], [ %1035, %264 ]
  %173 = phi float [ 0.000000e+00, %.lr.ph ], [ %1034, %264 ]
  %174 = phi float [ 0.000000e+00, %.lr.ph ], [ %1033, %264 ]
  %175 = phi float [ 0.000000e+00, %.lr.ph ], [ %1031, %264 ]
  %176 = phi float [ 0.000000e+00, %.lr.ph ], [ %1030, %264 ]
  %177 = phi float [ 0.000000e+00, %.lr.ph ], [ %1029, %264 ]
  %178 = phi float [ 0.000000e+00, %.lr.ph ], [ %1028, %264 ]
  %179 = phi float [ 0.000000e+00, %.lr.ph ], [ %1026, %264 ]
  %180 = phi float [ 0.000000e+00, %.lr.ph ], [ %1025, %264 ]
  %181 = phi float [ 0.000000e+00, %.lr.ph ], [ %1024, %264 ]
  %182 = phi float [ 0.000000e+00, %.lr.ph ], [ %1023, %264 ]
  %183 = phi float [ 0.000000e+00, %.lr.ph ], [ %1021, %264 ]
  %184 = phi float [ 0.000000e+00, %.lr.ph ], [ %1020, %264 ]
  %185 = phi float [ 0.000000e+00, %.lr.ph ], [ %1019, %264 ]
  %186 = phi float [ 0.000000e+00, %.lr.ph ], [ %1018, %264 ]
  %187 = phi float [ 0.000000e+00, %.lr.ph ], [ %1010, %264 ]
  %188 = phi float [ 0.000000e+00, %.lr.ph ], [ %1009, %264 ]
  %189 = phi float [ 0.000000e+00, %.lr.ph ], [ %1008, %264 ]
  %190 = phi float [ 0.000000e+00, %.lr.ph ], [ %1007, %264 ]
  %191 = phi float [ 0.000000e+00, %.lr.ph ], [ %1005, %264 ]
  %192 = phi float [ 0.000000e+00, %.lr.ph ], [ %1004, %264 ]
  %193 = phi float [ 0.000000e+00, %.lr.ph ], [ %1003, %264 ]
  %194 = phi float [ 0.000000e+00, %.lr.ph ], [ %1002, %264 ]
  %195 = phi float [ 0.000000e+00, %.lr.ph ], [ %1000, %264 ]
  %196 = phi float [ 0.000000e+00, %.lr.ph ], [ %999, %264 ]
  %197 = phi float [ 0.000000e+00, %.lr.ph ], [ %998, %264 ]
  %198 = phi float [ 0.000000e+00, %.lr.ph ], [ %997, %264 ]
  %199 = phi float [ 0.000000e+00, %.lr.ph ], [ %995, %264 ]
  %200 = phi float [ 0.000000e+00, %.lr.ph ], [ %994, %264 ]
  %201 = phi float [ 0.000000e+00, %.lr.ph ], [ %993, %264 ]
  %202 = phi float [ 0.000000e+00, %.lr.ph ], [ %992, %264 ]
  %203 = phi float [ 0.000000e+00, %.lr.ph ], [ %990, %264 ]
  %204 = phi float [ 0.000000e+00, %.lr.ph ], [ %989, %264 ]
  %205 = phi float [ 0.000000e+00, %.lr.ph ], [ %988, %264 ]
  %206 = phi float [ 0.000000e+00, %.lr.ph ], [ %987, %264 ]
  %207 = phi float [ 0.000000e+00, %.lr.ph ], [ %985, %264 ]
  %208 = phi float [ 0.000000e+00, %.lr.ph ], [ %984, %264 ]
  %209 = phi float [ 0.000000e+00, %.lr.ph ], [ %983, %264 ]
  %210 = phi float [ 0.000000e+00, %.lr.ph ], [ %982, %264 ]
  %211 = phi float [ 0.000000e+00, %.lr.ph ], [ %980, %264 ]
  %212 = phi float [ 0.000000e+00, %.lr.ph ], [ %979, %264 ]
  %213 = phi float [ 0.000000e+00, %.lr.ph ], [ %978, %264 ]
  %214 = phi float [ 0.000000e+00, %.lr.ph ], [ %977, %264 ]
  %215 = phi float [ 0.000000e+00, %.lr.ph ], [ %975, %264 ]
  %216 = phi float [ 0.000000e+00, %.lr.ph ], [ %974, %264 ]
  %217 = phi float [ 0.000000e+00, %.lr.ph ], [ %973, %264 ]
  %218 = phi float [ 0.000000e+00, %.lr.ph ], [ %972, %264 ]
  %219 = phi float [ 0.000000e+00, %.lr.ph ], [ %964, %264 ]
  %220 = phi float [ 0.000000e+00, %.lr.ph ], [ %963, %264 ]
  %221 = phi float [ 0.000000e+00, %.lr.ph ], [ %962, %264 ]
  %222 = phi float [ 0.000000e+00, %.lr.ph ], [ %961, %264 ]
  %223 = phi float [ 0.000000e+00, %.lr.ph ], [ %959, %264 ]
  %224 = phi float [ 0.000000e+00, %.lr.ph ], [ %958, %264 ]
  %225 = phi float [ 0.000000e+00, %.lr.ph ], [ %957, %264 ]
  %226 = phi float [ 0.000000e+00, %.lr.ph ], [ %956, %264 ]
  %227 = phi float [ 0.000000e+00, %.lr.ph ], [ %948, %264 ]
  %228 = phi float [ 0.000000e+00, %.lr.ph ], [ %947, %264 ]
  %229 = phi float [ 0.000000e+00, %.lr.ph ], [ %946, %264 ]
  %230 = phi float [ 0.000000e+00, %.lr.ph ], [ %945, %264 ]
  %231 = phi float [ 0.000000e+00, %.lr.ph ], [ %943, %264 ]
  %232 = phi float [ 0.000000e+00, %.lr.ph ], [ %942, %264 ]
  %233 = phi float [ 0.000000e+00, %.lr.ph ], [ %941, %264 ]
  %234 = phi float [ 0.000000e+00, %.lr.ph ], [ %940, %264 ]
  %235 = phi float [ 0.000000e+00, %.lr.ph ], [ %932, %264 ]
  %236 = phi float [ 0.000000e+00, %.lr.ph ], [ %931, %264 ]
  %237 = phi float [ 0.000000e+00, %.lr.ph ], [ %930, %264 ]
  %238 = phi float [ 0.000000e+00, %.lr.ph ], [ %929, %264 ]
  %239 = phi float [ 0.000000e+00, %.lr.ph ], [ %927, %264 ]
  %240 = phi float [ 0.000000e+00, %.lr.ph ], [ %926, %264 ]
  %241 = phi float [ 0.000000e+00, %.lr.ph ], [ %925, %264 ]
  %242 = phi float [ 0.000000e+00, %.lr.ph ], [ %924, %264 ]
  %243 = phi float [ 0.000000e+00, %.lr.ph ], [ %916, %264 ]
  %244 = phi float [ 0.000000e+00, %.lr.ph ], [ %915, %264 ]
  %245 = phi float [ 0.000000e+00, %.lr.ph ], [ %914, %264 ]
  %246 = phi float [ 0.000000e+00, %.lr.ph ], [ %913, %264 ]
  %247 = phi float [ 0.000000e+00, %.lr.ph ], [ %911, %264 ]
  %248 = phi float [ 0.000000e+00, %.lr.ph ], [ %910, %264 ]
  %249 = phi float [ 0.000000e+00, %.lr.ph ], [ %909, %264 ]
  %250 = phi float [ 0.000000e+00, %.lr.ph ], [ %908, %264 ]
  %251 = phi i32 [ 0, %.lr.ph ], [ %1106, %264 ]
  %252 = lshr exact i32 %251, 6
  %253 = and i32 %252, 3
  %254 = lshr i32 %251, 8
  %255 = and i32 %254, 1
  %256 = shl nuw nsw i32 %253, 4
  %257 = zext nneg i32 %256 to i64
  %258 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 196608), i64 %257
  %259 = ptrtoint ptr addrspace(3) %258 to i64
  %260 = trunc i64 %259 to i32
  br label %261

261:                                              ; preds = %261, %122
  %262 = tail call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %260, i32 %255) #5
  %263 = icmp eq i32 %262, 0
  br i1 %263, label %261, label %264

264:                                              ; preds = %261
  %265 = shl nuw nsw i32 %253, 14
  %266 = zext nneg i32 %265 to i64
  %267 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 131072), i64 %266
  %268 = shl nuw nsw i32 %253, 15
  %269 = zext nneg i32 %268 to i64
  %270 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 %269
  %271 = getelementptr bfloat, ptr addrspace(3) %267, i64 %49
  %272 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %271)
  %273 = extractvalue { i32, i32, i32, i32 } %272, 0
  %274 = extractvalue { i32, i32, i32, i32 } %272, 1
  %275 = extractvalue { i32, i32, i32, i32 } %272, 2
  %276 = extractvalue { i32, i32, i32, i32 } %272, 3
  %277 = getelementptr bfloat, ptr addrspace(3) %270, i64 %52
  %278 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %277)
  %279 = extractvalue { i32, i32, i32, i32 } %278, 0
  %280 = extractvalue { i32, i32, i32, i32 } %278, 1
  %281 = extractvalue { i32, i32, i32, i32 } %278, 2
  %282 = extractvalue { i32, i32, i32, i32 } %278, 3
  %283 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %273, i32 %274, i32 %275, i32 %276, i32 %279, i32 %280, float %250, float %249, float %248, float %247) #5
  %284 = extractvalue { float, float, float, float } %283, 0
  %285 = extractvalue { float, float, float, float } %283, 1
  %286 = extractvalue { float, float, float, float } %283, 2
  %287 = extractvalue { float, float, float, float } %283, 3
  %288 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %273, i32 %274, i32 %275, i32 %276, i32 %281, i32 %282, float %246, float %245, float %244, float %243) #5
  %289 = extractvalue { float, float, float, float } %288, 0
  %290 = extractvalue { float, float, float, float } %288, 1
  %291 = extractvalue { float, float, float, float } %288, 2
  %292 = extractvalue { float, float, float, float } %288, 3
  %293 = getelementptr i8, ptr addrspace(3) %277, i64 2048
  %294 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %293)
  %295 = extractvalue { i32, i32, i32, i32 } %294, 0
  %296 = extractvalue { i32, i32, i32, i32 } %294, 1
  %297 = extractvalue { i32, i32, i32, i32 } %294, 2
  %298 = extractvalue { i32, i32, i32, i32 } %294, 3
  %299 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %273, i32 %274, i32 %275, i32 %276, i32 %295, i32 %296, float %242, float %241, float %240, float %239) #5
  %300 = extractvalue { float, float, float, float } %299, 0
  %301 = extractvalue { float, float, float, float } %299, 1
  %302 = extractvalue { float, float, float, float } %299, 2
  %303 = extractvalue { float, float, float, float } %299, 3
  %304 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %273, i32 %274, i32 %275, i32 %276, i32 %297, i32 %298, float %238, float %237, float %236, float %235) #5
  %305 = extractvalue { float, float, float, float } %304, 0
  %306 = extractvalue { float, float, float, float } %304, 1
  %307 = extractvalue { float, float, float, float } %304, 2
  %308 = extractvalue { float, float, float, float } %304, 3
  %309 = getelementptr i8, ptr addrspace(3) %277, i64 4096
  %310 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %309)
  %311 = extractvalue { i32, i32, i32, i32 } %310, 0
  %312 = extractvalue { i32, i32, i32, i32 } %310, 1
  %313 = extractvalue { i32, i32, i32, i32 } %310, 2
  %314 = extractvalue { i32, i32, i32, i32 } %310, 3
  %315 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %273, i32 %274, i32 %275, i32 %276, i32 %311, i32 %312, float %234, float %233, float %232, float %231) #5
  %316 = extractvalue { float, float, float, float } %315, 0
  %317 = extractvalue { float, float, float, float } %315, 1
  %318 = extractvalue { float, float, float, float } %315, 2
  %319 = extractvalue { float, float, float, float } %315, 3
  %320 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %273, i32 %274, i32 %275, i32 %276, i32 %313, i32 %314, float %230, float %229, float %228, float %227) #5
  %321 = extractvalue { float, float, float, float } %320, 0
  %322 = extractvalue { float, float, float, float } %320, 1
  %323 = extractvalue { float, float, float, float } %320, 2
  %324 = extractvalue { float, float, float, float } %320, 3
  %325 = getelementptr i8, ptr addrspace(3) %277, i64 6144
  %326 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %325)
  %327 = extractvalue { i32, i32, i32, i32 } %326, 0
  %328 = extractvalue { i32, i32, i32, i32 } %326, 1
  %329 = extractvalue { i32, i32, i32, i32 } %326, 2
  %330 = extractvalue { i32, i32, i32, i32 } %326, 3
  %331 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %273, i32 %274, i32 %275, i32 %276, i32 %327, i32 %328, float %226, float %225, float %224, float %223) #5
  %332 = extractvalue { float, float, float, float } %331, 0
  %333 = extractvalue { float, float, float, float } %331, 1
  %334 = extractvalue { float, float, float, float } %331, 2
  %335 = extractvalue { float, float, float, float } %331, 3
  %336 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %273, i32 %274, i32 %275, i32 %276, i32 %329, i32 %330, float %222, float %221, float %220, float %219) #5
  %337 = extractvalue { float, float, float, float } %336, 0
  %338 = extractvalue { float, float, float, float } %336, 1
  %339 = extractvalue { float, float, float, float } %336, 2
  %340 = extractvalue { float, float, float, float } %336, 3
  %341 = getelementptr i8, ptr addrspace(3) %271, i64 2048
  %342 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %341)
  %343 = extractvalue { i32, i32, i32, i32 } %342, 0
  %344 = extractvalue { i32, i32, i32, i32 } %342, 1
  %345 = extractvalue { i32, i32, i32, i32 } %342, 2
  %346 = extractvalue { i32, i32, i32, i32 } %342, 3
  %347 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %343, i32 %344, i32 %345, i32 %346, i32 %279, i32 %280, float %218, float %217, float %216, float %215) #5
  %348 = extractvalue { float, float, float, float } %347, 0
  %349 = extractvalue { float, float, float, float } %347, 1
  %350 = extractvalue { float, float, float, float } %347, 2
  %351 = extractvalue { float, float, float, float } %347, 3
  %352 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %343, i32 %344, i32 %345, i32 %346, i32 %281, i32 %282, float %214, float %213, float %212, float %211) #5
  %353 = extractvalue { float, float, float, float } %352, 0
  %354 = extractvalue { float, float, float, float } %352, 1
  %355 = extractvalue { float, float, float, float } %352, 2
  %356 = extractvalue { float, float, float, float } %352, 3
  %357 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %343, i32 %344, i32 %345, i32 %346, i32 %295, i32 %296, float %210, float %209, float %208, float %207) #5
  %358 = extractvalue { float, float, float, float } %357, 0
  %359 = extractvalue { float, float, float, float } %357, 1
  %360 = extractvalue { float, float, float, float } %357, 2
  %361 = extractvalue { float, float, float, float } %357, 3
  %362 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %343, i32 %344, i32 %345, i32 %346, i32 %297, i32 %298, float %206, float %205, float %204, float %203) #5
  %363 = extractvalue { float, float, float, float } %362, 0
  %364 = extractvalue { float, float, float, float } %362, 1
  %365 = extractvalue { float, float, float, float } %362, 2
  %366 = extractvalue { float, float, float, float } %362, 3
  %367 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %343, i32 %344, i32 %345, i32 %346, i32 %311, i32 %312, float %202, float %201, float %200, float %199) #5
  %368 = extractvalue { float, float, float, float } %367, 0
  %369 = extractvalue { float, float, float, float } %367, 1
  %370 = extractvalue { float, float, float, float } %367, 2
  %371 = extractvalue { float, float, float, float } %367, 3
  %372 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %343, i32 %344, i32 %345, i32 %346, i32 %313, i32 %314, float %198, float %197, float %196, float %195) #5
  %373 = extractvalue { float, float, float, float } %372, 0
  %374 = extractvalue { float, float, float, float } %372, 1
  %375 = extractvalue { float, float, float, float } %372, 2
  %376 = extractvalue { float, float, float, float } %372, 3
  %377 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %343, i32 %344, i32 %345, i32 %346, i32 %327, i32 %328, float %194, float %193, float %192, float %191) #5
  %378 = extractvalue { float, float, float, float } %377, 0
  %379 = extractvalue { float, float, float, float } %377, 1
  %380 = extractvalue { float, float, float, float } %377, 2
  %381 = extractvalue { float, float, float, float } %377, 3
  %382 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %343, i32 %344, i32 %345, i32 %346, i32 %329, i32 %330, float %190, float %189, float %188, float %187) #5
  %383 = extractvalue { float, float, float, float } %382, 0
  %384 = extractvalue { float, float, float, float } %382, 1
  %385 = extractvalue { float, float, float, float } %382, 2
  %386 = extractvalue { float, float, float, float } %382, 3
  %387 = getelementptr i8, ptr addrspace(3) %271, i64 4096
  %388 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %387)
  %389 = extractvalue { i32, i32, i32, i32 } %388, 0
  %390 = extractvalue { i32, i32, i32, i32 } %388, 1
  %391 = extractvalue { i32, i32, i32, i32 } %388, 2
  %392 = extractvalue { i32, i32, i32, i32 } %388, 3
  %393 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %389, i32 %390, i32 %391, i32 %392, i32 %279, i32 %280, float %186, float %185, float %184, float %183) #5
  %394 = extractvalue { float, float, float, float } %393, 0
  %395 = extractvalue { float, float, float, float } %393, 1
  %396 = extractvalue { float, float, float, float } %393, 2
  %397 = extractvalue { float, float, float, float } %393, 3
  %398 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %389, i32 %390, i32 %391, i32 %392, i32 %281, i32 %282, float %182, float %181, float %180, float %179) #5
  %399 = extractvalue { float, float, float, float } %398, 0
  %400 = extractvalue { float, float, float, float } %398, 1
  %401 = extractvalue { float, float, float, float } %398, 2
  %402 = extractvalue { float, float, float, float } %398, 3
  %403 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %389, i32 %390, i32 %391, i32 %392, i32 %295, i32 %296, float %178, float %177, float %176, float %175) #5
  %404 = extractvalue { float, float, float, float } %403, 0
  %405 = extractvalue { float, float, float, float } %403, 1
  %406 = extractvalue { float, float, float, float } %403, 2
  %407 = extractvalue { float, float, float, float } %403, 3
  %408 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %389, i32 %390, i32 %391, i32 %392, i32 %297, i32 %298, float %174, float %173, float %172, float %171) #5
  %409 = extractvalue { float, float, float, float } %408, 0
  %410 = extractvalue { float, float, float, float } %408, 1
  %411 = extractvalue { float, float, float, float } %408, 2
  %412 = extractvalue { float, float, float, float } %408, 3
  %413 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %389, i32 %390, i32 %391, i32 %392, i32 %311, i32 %312, float %170, float %169, float %168, float %167) #5
  %414 = extractvalue { float, float, float, float } %413, 0
  %415 = extractvalue { float, float, float, float } %413, 1
  %416 = extractvalue { float, float, float, float } %413, 2
  %417 = extractvalue { float, float, float, float } %413, 3
  %418 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %389, i32 %390, i32 %391, i32 %392, i32 %313, i32 %314, float %166, float %165, float %164, float %163) #5
  %419 = extractvalue { float, float, float, float } %418, 0
  %420 = extractvalue { float, float, float, float } %418, 1
  %421 = extractvalue { float, float, float, float } %418, 2
  %422 = extractvalue { float, float, float, float } %418, 3
  %423 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %389, i32 %390, i32 %391, i32 %392, i32 %327, i32 %328, float %162, float %161, float %160, float %159) #5
  %424 = extractvalue { float, float, float, float } %423, 0
  %425 = extractvalue { float, float, float, float } %423, 1
  %426 = extractvalue { float, float, float, float } %423, 2
  %427 = extractvalue { float, float, float, float } %423, 3
  %428 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %389, i32 %390, i32 %391, i32 %392, i32 %329, i32 %330, float %158, float %157, float %156, float %155) #5
  %429 = extractvalue { float, float, float, float } %428, 0
  %430 = extractvalue { float, float, float, float } %428, 1
  %431 = extractvalue { float, float, float, float } %428, 2
  %432 = extractvalue { float, float, float, float } %428, 3
  %433 = getelementptr bfloat, ptr addrspace(3) %267, i64 %55
  %434 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %433)
  %435 = extractvalue { i32, i32, i32, i32 } %434, 0
  %436 = extractvalue { i32, i32, i32, i32 } %434, 1
  %437 = extractvalue { i32, i32, i32, i32 } %434, 2
  %438 = extractvalue { i32, i32, i32, i32 } %434, 3
  %439 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %435, i32 %436, i32 %437, i32 %438, i32 %279, i32 %280, float %154, float %153, float %152, float %151) #5
  %440 = extractvalue { float, float, float, float } %439, 0
  %441 = extractvalue { float, float, float, float } %439, 1
  %442 = extractvalue { float, float, float, float } %439, 2
  %443 = extractvalue { float, float, float, float } %439, 3
  %444 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %435, i32 %436, i32 %437, i32 %438, i32 %281, i32 %282, float %150, float %149, float %148, float %147) #5
  %445 = extractvalue { float, float, float, float } %444, 0
  %446 = extractvalue { float, float, float, float } %444, 1
  %447 = extractvalue { float, float, float, float } %444, 2
  %448 = extractvalue { float, float, float, float } %444, 3
  %449 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %435, i32 %436, i32 %437, i32 %438, i32 %295, i32 %296, float %146, float %145, float %144, float %143) #5
  %450 = extractvalue { float, float, float, float } %449, 0
  %451 = extractvalue { float, float, float, float } %449, 1
  %452 = extractvalue { float, float, float, float } %449, 2
  %453 = extractvalue { float, float, float, float } %449, 3
  %454 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %435, i32 %436, i32 %437, i32 %438, i32 %297, i32 %298, float %142, float %141, float %140, float %139) #5
  %455 = extractvalue { float, float, float, float } %454, 0
  %456 = extractvalue { float, float, float, float } %454, 1
  %457 = extractvalue { float, float, float, float } %454, 2
  %458 = extractvalue { float, float, float, float } %454, 3
  %459 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %435, i32 %436, i32 %437, i32 %438, i32 %311, i32 %312, float %138, float %137, float %136, float %135) #5
  %460 = extractvalue { float, float, float, float } %459, 0
  %461 = extractvalue { float, float, float, float } %459, 1
  %462 = extractvalue { float, float, float, float } %459, 2
  %463 = extractvalue { float, float, float, float } %459, 3
  %464 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %435, i32 %436, i32 %437, i32 %438, i32 %313, i32 %314, float %134, float %133, float %132, float %131) #5
  %465 = extractvalue { float, float, float, float } %464, 0
  %466 = extractvalue { float, float, float, float } %464, 1
  %467 = extractvalue { float, float, float, float } %464, 2
  %468 = extractvalue { float, float, float, float } %464, 3
  %469 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %435, i32 %436, i32 %437, i32 %438, i32 %327, i32 %328, float %130, float %129, float %128, float %127) #5
  %470 = extractvalue { float, float, float, float } %469, 0
  %471 = extractvalue { float, float, float, float } %469, 1
  %472 = extractvalue { float, float, float, float } %469, 2
  %473 = extractvalue { float, float, float, float } %469, 3
  %474 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %435, i32 %436, i32 %437, i32 %438, i32 %329, i32 %330, float %126, float %125, float %124, float %123) #5
  %475 = extractvalue { float, float, float, float } %474, 0
  %476 = extractvalue { float, float, float, float } %474, 1
  %477 = extractvalue { float, float, float, float } %474, 2
  %478 = extractvalue { float, float, float, float } %474, 3
  %479 = getelementptr bfloat, ptr addrspace(3) %267, i64 %58
  %480 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %479)
  %481 = extractvalue { i32, i32, i32, i32 } %480, 0
  %482 = extractvalue { i32, i32, i32, i32 } %480, 1
  %483 = extractvalue { i32, i32, i32, i32 } %480, 2
  %484 = extractvalue { i32, i32, i32, i32 } %480, 3
  %485 = getelementptr bfloat, ptr addrspace(3) %270, i64 %62
  %486 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %485)
  %487 = extractvalue { i32, i32, i32, i32 } %486, 0
  %488 = extractvalue { i32, i32, i32, i32 } %486, 1
  %489 = extractvalue { i32, i32, i32, i32 } %486, 2
  %490 = extractvalue { i32, i32, i32, i32 } %486, 3
  %491 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %481, i32 %482, i32 %483, i32 %484, i32 %487, i32 %488, float %284, float %285, float %286, float %287) #5
  %492 = extractvalue { float, float, float, float } %491, 0
  %493 = extractvalue { float, float, float, float } %491, 1
  %494 = extractvalue { float, float, float, float } %491, 2
  %495 = extractvalue { float, float, float, float } %491, 3
  %496 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %481, i32 %482, i32 %483, i32 %484, i32 %489, i32 %490, float %289, float %290, float %291, float %292) #5
  %497 = extractvalue { float, float, float, float } %496, 0
  %498 = extractvalue { float, float, float, float } %496, 1
  %499 = extractvalue { float, float, float, float } %496, 2
  %500 = extractvalue { float, float, float, float } %496, 3
  %501 = getelementptr i8, ptr addrspace(3) %485, i64 2048
  %502 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %501)
  %503 = extractvalue { i32, i32, i32, i32 } %502, 0
  %504 = extractvalue { i32, i32, i32, i32 } %502, 1
  %505 = extractvalue { i32, i32, i32, i32 } %502, 2
  %506 = extractvalue { i32, i32, i32, i32 } %502, 3
  %507 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %481, i32 %482, i32 %483, i32 %484, i32 %503, i32 %504, float %300, float %301, float %302, float %303) #5
  %508 = extractvalue { float, float, float, float } %507, 0
  %509 = extractvalue { float, float, float, float } %507, 1
  %510 = extractvalue { float, float, float, float } %507, 2
  %511 = extractvalue { float, float, float, float } %507, 3
  %512 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %481, i32 %482, i32 %483, i32 %484, i32 %505, i32 %506, float %305, float %306, float %307, float %308) #5
  %513 = extractvalue { float, float, float, float } %512, 0
  %514 = extractvalue { float, float, float, float } %512, 1
  %515 = extractvalue { float, float, float, float } %512, 2
  %516 = extractvalue { float, float, float, float } %512, 3
  %517 = getelementptr i8, ptr addrspace(3) %485, i64 4096
  %518 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %517)
  %519 = extractvalue { i32, i32, i32, i32 } %518, 0
  %520 = extractvalue { i32, i32, i32, i32 } %518, 1
  %521 = extractvalue { i32, i32, i32, i32 } %518, 2
  %522 = extractvalue { i32, i32, i32, i32 } %518, 3
  %523 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %481, i32 %482, i32 %483, i32 %484, i32 %519, i32 %520, float %316, float %317, float %318, float %319) #5
  %524 = extractvalue { float, float, float, float } %523, 0
  %525 = extractvalue { float, float, float, float } %523, 1
  %526 = extractvalue { float, float, float, float } %523, 2
  %527 = extractvalue { float, float, float, float } %523, 3
  %528 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %481, i32 %482, i32 %483, i32 %484, i32 %521, i32 %522, float %321, float %322, float %323, float %324) #5
  %529 = extractvalue { float, float, float, float } %528, 0
  %530 = extractvalue { float, float, float, float } %528, 1
  %531 = extractvalue { float, float, float, float } %528, 2
  %532 = extractvalue { float, float, float, float } %528, 3
  %533 = getelementptr i8, ptr addrspace(3) %485, i64 6144
  %534 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %533)
  %535 = extractvalue { i32, i32, i32, i32 } %534, 0
  %536 = extractvalue { i32, i32, i32, i32 } %534, 1
  %537 = extractvalue { i32, i32, i32, i32 } %534, 2
  %538 = extractvalue { i32, i32, i32, i32 } %534, 3
  %539 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %481, i32 %482, i32 %483, i32 %484, i32 %535, i32 %536, float %332, float %333, float %334, float %335) #5
  %540 = extractvalue { float, float, float, float } %539, 0
  %541 = extractvalue { float, float, float, float } %539, 1
  %542 = extractvalue { float, float, float, float } %539, 2
  %543 = extractvalue { float, float, float, float } %539, 3
  %544 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %481, i32 %482, i32 %483, i32 %484, i32 %537, i32 %538, float %337, float %338, float %339, float %340) #5
  %545 = extractvalue { float, float, float, float } %544, 0
  %546 = extractvalue { float, float, float, float } %544, 1
  %547 = extractvalue { float, float, float, float } %544, 2
  %548 = extractvalue { float, float, float, float } %544, 3
  %549 = getelementptr i8, ptr addrspace(3) %479, i64 2048
  %550 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %549)
  %551 = extractvalue { i32, i32, i32, i32 } %550, 0
  %552 = extractvalue { i32, i32, i32, i32 } %550, 1
  %553 = extractvalue { i32, i32, i32, i32 } %550, 2
  %554 = extractvalue { i32, i32, i32, i32 } %550, 3
  %555 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %551, i32 %552, i32 %553, i32 %554, i32 %487, i32 %488, float %348, float %349, float %350, float %351) #5
  %556 = extractvalue { float, float, float, float } %555, 0
  %557 = extractvalue { float, float, float, float } %555, 1
  %558 = extractvalue { float, float, float, float } %555, 2
  %559 = extractvalue { float, float, float, float } %555, 3
  %560 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %551, i32 %552, i32 %553, i32 %554, i32 %489, i32 %490, float %353, float %354, float %355, float %356) #5
  %561 = extractvalue { float, float, float, float } %560, 0
  %562 = extractvalue { float, float, float, float } %560, 1
  %563 = extractvalue { float, float, float, float } %560, 2
  %564 = extractvalue { float, float, float, float } %560, 3
  %565 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %551, i32 %552, i32 %553, i32 %554, i32 %503, i32 %504, float %358, float %359, float %360, float %361) #5
  %566 = extractvalue { float, float, float, float } %565, 0
  %567 = extractvalue { float, float, float, float } %565, 1
  %568 = extractvalue { float, float, float, float } %565, 2
  %569 = extractvalue { float, float, float, float } %565, 3
  %570 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %551, i32 %552, i32 %553, i32 %554, i32 %505, i32 %506, float %363, float %364, float %365, float %366) #5
  %571 = extractvalue { float, float, float, float } %570, 0
  %572 = extractvalue { float, float, float, float } %570, 1
  %573 = extractvalue { float, float, float, float } %570, 2
  %574 = extractvalue { float, float, float, float } %570, 3
  %575 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %551, i32 %552, i32 %553, i32 %554, i32 %519, i32 %520, float %368, float %369, float %370, float %371) #5
  %576 = extractvalue { float, float, float, float } %575, 0
  %577 = extractvalue { float, float, float, float } %575, 1
  %578 = extractvalue { float, float, float, float } %575, 2
  %579 = extractvalue { float, float, float, float } %575, 3
  %580 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %551, i32 %552, i32 %553, i32 %554, i32 %521, i32 %522, float %373, float %374, float %375, float %376) #5
  %581 = extractvalue { float, float, float, float } %580, 0
  %582 = extractvalue { float, float, float, float } %580, 1
  %583 = extractvalue { float, float, float, float } %580, 2
  %584 = extractvalue { float, float, float, float } %580, 3
  %585 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %551, i32 %552, i32 %553, i32 %554, i32 %535, i32 %536, float %378, float %379, float %380, float %381) #5
  %586 = extractvalue { float, float, float, float } %585, 0
  %587 = extractvalue { float, float, float, float } %585, 1
  %588 = extractvalue { float, float, float, float } %585, 2
  %589 = extractvalue { float, float, float, float } %585, 3
  %590 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %551, i32 %552, i32 %553, i32 %554, i32 %537, i32 %538, float %383, float %384, float %385, float %386) #5
  %591 = extractvalue { float, float, float, float } %590, 0
  %592 = extractvalue { float, float, float, float } %590, 1
  %593 = extractvalue { float, float, float, float } %590, 2
  %594 = extractvalue { float, float, float, float } %590, 3
  %595 = getelementptr i8, ptr addrspace(3) %479, i64 4096
  %596 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %595)
  %597 = extractvalue { i32, i32, i32, i32 } %596, 0
  %598 = extractvalue { i32, i32, i32, i32 } %596, 1
  %599 = extractvalue { i32, i32, i32, i32 } %596, 2
  %600 = extractvalue { i32, i32, i32, i32 } %596, 3
  %601 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %597, i32 %598, i32 %599, i32 %600, i32 %487, i32 %488, float %394, float %395, float %396, float %397) #5
  %602 = extractvalue { float, float, float, float } %601, 0
  %603 = extractvalue { float, float, float, float } %601, 1
  %604 = extractvalue { float, float, float, float } %601, 2
  %605 = extractvalue { float, float, float, float } %601, 3
  %606 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %597, i32 %598, i32 %599, i32 %600, i32 %489, i32 %490, float %399, float %400, float %401, float %402) #5
  %607 = extractvalue { float, float, float, float } %606, 0
  %608 = extractvalue { float, float, float, float } %606, 1
  %609 = extractvalue { float, float, float, float } %606, 2
  %610 = extractvalue { float, float, float, float } %606, 3
  %611 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %597, i32 %598, i32 %599, i32 %600, i32 %503, i32 %504, float %404, float %405, float %406, float %407) #5
  %612 = extractvalue { float, float, float, float } %611, 0
  %613 = extractvalue { float, float, float, float } %611, 1
  %614 = extractvalue { float, float, float, float } %611, 2
  %615 = extractvalue { float, float, float, float } %611, 3
  %616 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %597, i32 %598, i32 %599, i32 %600, i32 %505, i32 %506, float %409, float %410, float %411, float %412) #5
  %617 = extractvalue { float, float, float, float } %616, 0
  %618 = extractvalue { float, float, float, float } %616, 1
  %619 = extractvalue { float, float, float, float } %616, 2
  %620 = extractvalue { float, float, float, float } %616, 3
  %621 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %597, i32 %598, i32 %599, i32 %600, i32 %519, i32 %520, float %414, float %415, float %416, float %417) #5
  %622 = extractvalue { float, float, float, float } %621, 0
  %623 = extractvalue { float, float, float, float } %621, 1
  %624 = extractvalue { float, float, float, float } %621, 2
  %625 = extractvalue { float, float, float, float } %621, 3
  %626 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %597, i32 %598, i32 %599, i32 %600, i32 %521, i32 %522, float %419, float %420, float %421, float %422) #5
  %627 = extractvalue { float, float, float, float } %626, 0
  %628 = extractvalue { float, float, float, float } %626, 1
  %629 = extractvalue { float, float, float, float } %626, 2
  %630 = extractvalue { float, float, float, float } %626, 3
  %631 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %597, i32 %598, i32 %599, i32 %600, i32 %535, i32 %536, float %424, float %425, float %426, float %427) #5
  %632 = extractvalue { float, float, float, float } %631, 0
  %633 = extractvalue { float, float, float, float } %631, 1
  %634 = extractvalue { float, float, float, float } %631, 2
  %635 = extractvalue { float, float, float, float } %631, 3
  %636 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %597, i32 %598, i32 %599, i32 %600, i32 %537, i32 %538, float %429, float %430, float %431, float %432) #5
  %637 = extractvalue { float, float, float, float } %636, 0
  %638 = extractvalue { float, float, float, float } %636, 1
  %639 = extractvalue { float, float, float, float } %636, 2
  %640 = extractvalue { float, float, float, float } %636, 3
  %641 = getelementptr bfloat, ptr addrspace(3) %267, i64 %65
  %642 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %641)
  %643 = extractvalue { i32, i32, i32, i32 } %642, 0
  %644 = extractvalue { i32, i32, i32, i32 } %642, 1
  %645 = extractvalue { i32, i32, i32, i32 } %642, 2
  %646 = extractvalue { i32, i32, i32, i32 } %642, 3
  %647 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %643, i32 %644, i32 %645, i32 %646, i32 %487, i32 %488, float %440, float %441, float %442, float %443) #5
  %648 = extractvalue { float, float, float, float } %647, 0
  %649 = extractvalue { float, float, float, float } %647, 1
  %650 = extractvalue { float, float, float, float } %647, 2
  %651 = extractvalue { float, float, float, float } %647, 3
  %652 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %643, i32 %644, i32 %645, i32 %646, i32 %489, i32 %490, float %445, float %446, float %447, float %448) #5
  %653 = extractvalue { float, float, float, float } %652, 0
  %654 = extractvalue { float, float, float, float } %652, 1
  %655 = extractvalue { float, float, float, float } %652, 2
  %656 = extractvalue { float, float, float, float } %652, 3
  %657 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %643, i32 %644, i32 %645, i32 %646, i32 %503, i32 %504, float %450, float %451, float %452, float %453) #5
  %658 = extractvalue { float, float, float, float } %657, 0
  %659 = extractvalue { float, float, float, float } %657, 1
  %660 = extractvalue { float, float, float, float } %657, 2
  %661 = extractvalue { float, float, float, float } %657, 3
  %662 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %643, i32 %644, i32 %645, i32 %646, i32 %505, i32 %506, float %455, float %456, float %457, float %458) #5
  %663 = extractvalue { float, float, float, float } %662, 0
  %664 = extractvalue { float, float, float, float } %662, 1
  %665 = extractvalue { float, float, float, float } %662, 2
  %666 = extractvalue { float, float, float, float } %662, 3
  %667 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %643, i32 %644, i32 %645, i32 %646, i32 %519, i32 %520, float %460, float %461, float %462, float %463) #5
  %668 = extractvalue { float, float, float, float } %667, 0
  %669 = extractvalue { float, float, float, float } %667, 1
  %670 = extractvalue { float, float, float, float } %667, 2
  %671 = extractvalue { float, float, float, float } %667, 3
  %672 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %643, i32 %644, i32 %645, i32 %646, i32 %521, i32 %522, float %465, float %466, float %467, float %468) #5
  %673 = extractvalue { float, float, float, float } %672, 0
  %674 = extractvalue { float, float, float, float } %672, 1
  %675 = extractvalue { float, float, float, float } %672, 2
  %676 = extractvalue { float, float, float, float } %672, 3
  %677 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %643, i32 %644, i32 %645, i32 %646, i32 %535, i32 %536, float %470, float %471, float %472, float %473) #5
  %678 = extractvalue { float, float, float, float } %677, 0
  %679 = extractvalue { float, float, float, float } %677, 1
  %680 = extractvalue { float, float, float, float } %677, 2
  %681 = extractvalue { float, float, float, float } %677, 3
  %682 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %643, i32 %644, i32 %645, i32 %646, i32 %537, i32 %538, float %475, float %476, float %477, float %478) #5
  %683 = extractvalue { float, float, float, float } %682, 0
  %684 = extractvalue { float, float, float, float } %682, 1
  %685 = extractvalue { float, float, float, float } %682, 2
  %686 = extractvalue { float, float, float, float } %682, 3
  %687 = getelementptr bfloat, ptr addrspace(3) %267, i64 %68
  %688 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %687)
  %689 = extractvalue { i32, i32, i32, i32 } %688, 0
  %690 = extractvalue { i32, i32, i32, i32 } %688, 1
  %691 = extractvalue { i32, i32, i32, i32 } %688, 2
  %692 = extractvalue { i32, i32, i32, i32 } %688, 3
  %693 = getelementptr bfloat, ptr addrspace(3) %270, i64 %72
  %694 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %693)
  %695 = extractvalue { i32, i32, i32, i32 } %694, 0
  %696 = extractvalue { i32, i32, i32, i32 } %694, 1
  %697 = extractvalue { i32, i32, i32, i32 } %694, 2
  %698 = extractvalue { i32, i32, i32, i32 } %694, 3
  %699 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %689, i32 %690, i32 %691, i32 %692, i32 %695, i32 %696, float %492, float %493, float %494, float %495) #5
  %700 = extractvalue { float, float, float, float } %699, 0
  %701 = extractvalue { float, float, float, float } %699, 1
  %702 = extractvalue { float, float, float, float } %699, 2
  %703 = extractvalue { float, float, float, float } %699, 3
  %704 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %689, i32 %690, i32 %691, i32 %692, i32 %697, i32 %698, float %497, float %498, float %499, float %500) #5
  %705 = extractvalue { float, float, float, float } %704, 0
  %706 = extractvalue { float, float, float, float } %704, 1
  %707 = extractvalue { float, float, float, float } %704, 2
  %708 = extractvalue { float, float, float, float } %704, 3
  %709 = getelementptr i8, ptr addrspace(3) %693, i64 2048
  %710 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %709)
  %711 = extractvalue { i32, i32, i32, i32 } %710, 0
  %712 = extractvalue { i32, i32, i32, i32 } %710, 1
  %713 = extractvalue { i32, i32, i32, i32 } %710, 2
  %714 = extractvalue { i32, i32, i32, i32 } %710, 3
  %715 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %689, i32 %690, i32 %691, i32 %692, i32 %711, i32 %712, float %508, float %509, float %510, float %511) #5
  %716 = extractvalue { float, float, float, float } %715, 0
  %717 = extractvalue { float, float, float, float } %715, 1
  %718 = extractvalue { float, float, float, float } %715, 2
  %719 = extractvalue { float, float, float, float } %715, 3
  %720 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %689, i32 %690, i32 %691, i32 %692, i32 %713, i32 %714, float %513, float %514, float %515, float %516) #5
  %721 = extractvalue { float, float, float, float } %720, 0
  %722 = extractvalue { float, float, float, float } %720, 1
  %723 = extractvalue { float, float, float, float } %720, 2
  %724 = extractvalue { float, float, float, float } %720, 3
  %725 = getelementptr i8, ptr addrspace(3) %693, i64 4096
  %726 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %725)
  %727 = extractvalue { i32, i32, i32, i32 } %726, 0
  %728 = extractvalue { i32, i32, i32, i32 } %726, 1
  %729 = extractvalue { i32, i32, i32, i32 } %726, 2
  %730 = extractvalue { i32, i32, i32, i32 } %726, 3
  %731 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %689, i32 %690, i32 %691, i32 %692, i32 %727, i32 %728, float %524, float %525, float %526, float %527) #5
  %732 = extractvalue { float, float, float, float } %731, 0
  %733 = extractvalue { float, float, float, float } %731, 1
  %734 = extractvalue { float, float, float, float } %731, 2
  %735 = extractvalue { float, float, float, float } %731, 3
  %736 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %689, i32 %690, i32 %691, i32 %692, i32 %729, i32 %730, float %529, float %530, float %531, float %532) #5
  %737 = extractvalue { float, float, float, float } %736, 0
  %738 = extractvalue { float, float, float, float } %736, 1
  %739 = extractvalue { float, float, float, float } %736, 2
  %740 = extractvalue { float, float, float, float } %736, 3
  %741 = getelementptr i8, ptr addrspace(3) %693, i64 6144
  %742 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %741)
  %743 = extractvalue { i32, i32, i32, i32 } %742, 0
  %744 = extractvalue { i32, i32, i32, i32 } %742, 1
  %745 = extractvalue { i32, i32, i32, i32 } %742, 2
  %746 = extractvalue { i32, i32, i32, i32 } %742, 3
  %747 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %689, i32 %690, i32 %691, i32 %692, i32 %743, i32 %744, float %540, float %541, float %542, float %543) #5
  %748 = extractvalue { float, float, float, float } %747, 0
  %749 = extractvalue { float, float, float, float } %747, 1
  %750 = extractvalue { float, float, float, float } %747, 2
  %751 = extractvalue { float, float, float, float } %747, 3
  %752 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %689, i32 %690, i32 %691, i32 %692, i32 %745, i32 %746, float %545, float %546, float %547, float %548) #5
  %753 = extractvalue { float, float, float, float } %752, 0
  %754 = extractvalue { float, float, float, float } %752, 1
  %755 = extractvalue { float, float, float, float } %752, 2
  %756 = extractvalue { float, float, float, float } %752, 3
  %757 = getelementptr i8, ptr addrspace(3) %687, i64 2048
  %758 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %757)
  %759 = extractvalue { i32, i32, i32, i32 } %758, 0
  %760 = extractvalue { i32, i32, i32, i32 } %758, 1
  %761 = extractvalue { i32, i32, i32, i32 } %758, 2
  %762 = extractvalue { i32, i32, i32, i32 } %758, 3
  %763 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %759, i32 %760, i32 %761, i32 %762, i32 %695, i32 %696, float %556, float %557, float %558, float %559) #5
  %764 = extractvalue { float, float, float, float } %763, 0
  %765 = extractvalue { float, float, float, float } %763, 1
  %766 = extractvalue { float, float, float, float } %763, 2
  %767 = extractvalue { float, float, float, float } %763, 3
  %768 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %759, i32 %760, i32 %761, i32 %762, i32 %697, i32 %698, float %561, float %562, float %563, float %564) #5
  %769 = extractvalue { float, float, float, float } %768, 0
  %770 = extractvalue { float, float, float, float } %768, 1
  %771 = extractvalue { float, float, float, float } %768, 2
  %772 = extractvalue { float, float, float, float } %768, 3
  %773 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %759, i32 %760, i32 %761, i32 %762, i32 %711, i32 %712, float %566, float %567, float %568, float %569) #5
  %774 = extractvalue { float, float, float, float } %773, 0
  %775 = extractvalue { float, float, float, float } %773, 1
  %776 = extractvalue { float, float, float, float } %773, 2
  %777 = extractvalue { float, float, float, float } %773, 3
  %778 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %759, i32 %760, i32 %761, i32 %762, i32 %713, i32 %714, float %571, float %572, float %573, float %574) #5
  %779 = extractvalue { float, float, float, float } %778, 0
  %780 = extractvalue { float, float, float, float } %778, 1
  %781 = extractvalue { float, float, float, float } %778, 2
  %782 = extractvalue { float, float, float, float } %778, 3
  %783 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %759, i32 %760, i32 %761, i32 %762, i32 %727, i32 %728, float %576, float %577, float %578, float %579) #5
  %784 = extractvalue { float, float, float, float } %783, 0
  %785 = extractvalue { float, float, float, float } %783, 1
  %786 = extractvalue { float, float, float, float } %783, 2
  %787 = extractvalue { float, float, float, float } %783, 3
  %788 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %759, i32 %760, i32 %761, i32 %762, i32 %729, i32 %730, float %581, float %582, float %583, float %584) #5
  %789 = extractvalue { float, float, float, float } %788, 0
  %790 = extractvalue { float, float, float, float } %788, 1
  %791 = extractvalue { float, float, float, float } %788, 2
  %792 = extractvalue { float, float, float, float } %788, 3
  %793 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %759, i32 %760, i32 %761, i32 %762, i32 %743, i32 %744, float %586, float %587, float %588, float %589) #5
  %794 = extractvalue { float, float, float, float } %793, 0
  %795 = extractvalue { float, float, float, float } %793, 1
  %796 = extractvalue { float, float, float, float } %793, 2
  %797 = extractvalue { float, float, float, float } %793, 3
  %798 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %759, i32 %760, i32 %761, i32 %762, i32 %745, i32 %746, float %591, float %592, float %593, float %594) #5
  %799 = extractvalue { float, float, float, float } %798, 0
  %800 = extractvalue { float, float, float, float } %798, 1
  %801 = extractvalue { float, float, float, float } %798, 2
  %802 = extractvalue { float, float, float, float } %798, 3
  %803 = getelementptr i8, ptr addrspace(3) %687, i64 4096
  %804 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %803)
  %805 = extractvalue { i32, i32, i32, i32 } %804, 0
  %806 = extractvalue { i32, i32, i32, i32 } %804, 1
  %807 = extractvalue { i32, i32, i32, i32 } %804, 2
  %808 = extractvalue { i32, i32, i32, i32 } %804, 3
  %809 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %805, i32 %806, i32 %807, i32 %808, i32 %695, i32 %696, float %602, float %603, float %604, float %605) #5
  %810 = extractvalue { float, float, float, float } %809, 0
  %811 = extractvalue { float, float, float, float } %809, 1
  %812 = extractvalue { float, float, float, float } %809, 2
  %813 = extractvalue { float, float, float, float } %809, 3
  %814 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %805, i32 %806, i32 %807, i32 %808, i32 %697, i32 %698, float %607, float %608, float %609, float %610) #5
  %815 = extractvalue { float, float, float, float } %814, 0
  %816 = extractvalue { float, float, float, float } %814, 1
  %817 = extractvalue { float, float, float, float } %814, 2
  %818 = extractvalue { float, float, float, float } %814, 3
  %819 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %805, i32 %806, i32 %807, i32 %808, i32 %711, i32 %712, float %612, float %613, float %614, float %615) #5
  %820 = extractvalue { float, float, float, float } %819, 0
  %821 = extractvalue { float, float, float, float } %819, 1
  %822 = extractvalue { float, float, float, float } %819, 2
  %823 = extractvalue { float, float, float, float } %819, 3
  %824 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %805, i32 %806, i32 %807, i32 %808, i32 %713, i32 %714, float %617, float %618, float %619, float %620) #5
  %825 = extractvalue { float, float, float, float } %824, 0
  %826 = extractvalue { float, float, float, float } %824, 1
  %827 = extractvalue { float, float, float, float } %824, 2
  %828 = extractvalue { float, float, float, float } %824, 3
  %829 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %805, i32 %806, i32 %807, i32 %808, i32 %727, i32 %728, float %622, float %623, float %624, float %625) #5
  %830 = extractvalue { float, float, float, float } %829, 0
  %831 = extractvalue { float, float, float, float } %829, 1
  %832 = extractvalue { float, float, float, float } %829, 2
  %833 = extractvalue { float, float, float, float } %829, 3
  %834 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %805, i32 %806, i32 %807, i32 %808, i32 %729, i32 %730, float %627, float %628, float %629, float %630) #5
  %835 = extractvalue { float, float, float, float } %834, 0
  %836 = extractvalue { float, float, float, float } %834, 1
  %837 = extractvalue { float, float, float, float } %834, 2
  %838 = extractvalue { float, float, float, float } %834, 3
  %839 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %805, i32 %806, i32 %807, i32 %808, i32 %743, i32 %744, float %632, float %633, float %634, float %635) #5
  %840 = extractvalue { float, float, float, float } %839, 0
  %841 = extractvalue { float, float, float, float } %839, 1
  %842 = extractvalue { float, float, float, float } %839, 2
  %843 = extractvalue { float, float, float, float } %839, 3
  %844 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %805, i32 %806, i32 %807, i32 %808, i32 %745, i32 %746, float %637, float %638, float %639, float %640) #5
  %845 = extractvalue { float, float, float, float } %844, 0
  %846 = extractvalue { float, float, float, float } %844, 1
  %847 = extractvalue { float, float, float, float } %844, 2
  %848 = extractvalue { float, float, float, float } %844, 3
  %849 = getelementptr bfloat, ptr addrspace(3) %267, i64 %75
  %850 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %849)
  %851 = extractvalue { i32, i32, i32, i32 } %850, 0
  %852 = extractvalue { i32, i32, i32, i32 } %850, 1
  %853 = extractvalue { i32, i32, i32, i32 } %850, 2
  %854 = extractvalue { i32, i32, i32, i32 } %850, 3
  %855 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %851, i32 %852, i32 %853, i32 %854, i32 %695, i32 %696, float %648, float %649, float %650, float %651) #5
  %856 = extractvalue { float, float, float, float } %855, 0
  %857 = extractvalue { float, float, float, float } %855, 1
  %858 = extractvalue { float, float, float, float } %855, 2
  %859 = extractvalue { float, float, float, float } %855, 3
  %860 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %851, i32 %852, i32 %853, i32 %854, i32 %697, i32 %698, float %653, float %654, float %655, float %656) #5
  %861 = extractvalue { float, float, float, float } %860, 0
  %862 = extractvalue { float, float, float, float } %860, 1
  %863 = extractvalue { float, float, float, float } %860, 2
  %864 = extractvalue { float, float, float, float } %860, 3
  %865 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %851, i32 %852, i32 %853, i32 %854, i32 %711, i32 %712, float %658, float %659, float %660, float %661) #5
  %866 = extractvalue { float, float, float, float } %865, 0
  %867 = extractvalue { float, float, float, float } %865, 1
  %868 = extractvalue { float, float, float, float } %865, 2
  %869 = extractvalue { float, float, float, float } %865, 3
  %870 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %851, i32 %852, i32 %853, i32 %854, i32 %713, i32 %714, float %663, float %664, float %665, float %666) #5
  %871 = extractvalue { float, float, float, float } %870, 0
  %872 = extractvalue { float, float, float, float } %870, 1
  %873 = extractvalue { float, float, float, float } %870, 2
  %874 = extractvalue { float, float, float, float } %870, 3
  %875 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %851, i32 %852, i32 %853, i32 %854, i32 %727, i32 %728, float %668, float %669, float %670, float %671) #5
  %876 = extractvalue { float, float, float, float } %875, 0
  %877 = extractvalue { float, float, float, float } %875, 1
  %878 = extractvalue { float, float, float, float } %875, 2
  %879 = extractvalue { float, float, float, float } %875, 3
  %880 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %851, i32 %852, i32 %853, i32 %854, i32 %729, i32 %730, float %673, float %674, float %675, float %676) #5
  %881 = extractvalue { float, float, float, float } %880, 0
  %882 = extractvalue { float, float, float, float } %880, 1
  %883 = extractvalue { float, float, float, float } %880, 2
  %884 = extractvalue { float, float, float, float } %880, 3
  %885 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %851, i32 %852, i32 %853, i32 %854, i32 %743, i32 %744, float %678, float %679, float %680, float %681) #5
  %886 = extractvalue { float, float, float, float } %885, 0
  %887 = extractvalue { float, float, float, float } %885, 1
  %888 = extractvalue { float, float, float, float } %885, 2
  %889 = extractvalue { float, float, float, float } %885, 3
  %890 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %851, i32 %852, i32 %853, i32 %854, i32 %745, i32 %746, float %683, float %684, float %685, float %686) #5
  %891 = extractvalue { float, float, float, float } %890, 0
  %892 = extractvalue { float, float, float, float } %890, 1
  %893 = extractvalue { float, float, float, float } %890, 2
  %894 = extractvalue { float, float, float, float } %890, 3
  %895 = getelementptr bfloat, ptr addrspace(3) %267, i64 %78
  %896 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %895)
  %897 = extractvalue { i32, i32, i32, i32 } %896, 0
  %898 = extractvalue { i32, i32, i32, i32 } %896, 1
  %899 = extractvalue { i32, i32, i32, i32 } %896, 2
  %900 = extractvalue { i32, i32, i32, i32 } %896, 3
  %901 = getelementptr bfloat, ptr addrspace(3) %270, i64 %82
  %902 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %901)
  %903 = extractvalue { i32, i32, i32, i32 } %902, 0
  %904 = extractvalue { i32, i32, i32, i32 } %902, 1
  %905 = extractvalue { i32, i32, i32, i32 } %902, 2
  %906 = extractvalue { i32, i32, i32, i32 } %902, 3
  %907 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %897, i32 %898, i32 %899, i32 %900, i32 %903, i32 %904, float %700, float %701, float %702, float %703) #5
  %908 = extractvalue { float, float, float, float } %907, 0
  %909 = extractvalue { float, float, float, float } %907, 1
  %910 = extractvalue { float, float, float, float } %907, 2
  %911 = extractvalue { float, float, float, float } %907, 3
  %912 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %897, i32 %898, i32 %899, i32 %900, i32 %905, i32 %906, float %705, float %706, float %707, float %708) #5
  %913 = extractvalue { float, float, float, float } %912, 0
  %914 = extractvalue { float, float, float, float } %912, 1
  %915 = extractvalue { float, float, float, float } %912, 2
  %916 = extractvalue { float, float, float, float } %912, 3
  %917 = getelementptr i8, ptr addrspace(3) %901, i64 2048
  %918 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %917)
  %919 = extractvalue { i32, i32, i32, i32 } %918, 0
  %920 = extractvalue { i32, i32, i32, i32 } %918, 1
  %921 = extractvalue { i32, i32, i32, i32 } %918, 2
  %922 = extractvalue { i32, i32, i32, i32 } %918, 3
  %923 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %897, i32 %898, i32 %899, i32 %900, i32 %919, i32 %920, float %716, float %717, float %718, float %719) #5
  %924 = extractvalue { float, float, float, float } %923, 0
  %925 = extractvalue { float, float, float, float } %923, 1
  %926 = extractvalue { float, float, float, float } %923, 2
  %927 = extractvalue { float, float, float, float } %923, 3
  %928 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %897, i32 %898, i32 %899, i32 %900, i32 %921, i32 %922, float %721, float %722, float %723, float %724) #5
  %929 = extractvalue { float, float, float, float } %928, 0
  %930 = extractvalue { float, float, float, float } %928, 1
  %931 = extractvalue { float, float, float, float } %928, 2
  %932 = extractvalue { float, float, float, float } %928, 3
  %933 = getelementptr i8, ptr addrspace(3) %901, i64 4096
  %934 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %933)
  %935 = extractvalue { i32, i32, i32, i32 } %934, 0
  %936 = extractvalue { i32, i32, i32, i32 } %934, 1
  %937 = extractvalue { i32, i32, i32, i32 } %934, 2
  %938 = extractvalue { i32, i32, i32, i32 } %934, 3
  %939 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %897, i32 %898, i32 %899, i32 %900, i32 %935, i32 %936, float %732, float %733, float %734, float %735) #5
  %940 = extractvalue { float, float, float, float } %939, 0
  %941 = extractvalue { float, float, float, float } %939, 1
  %942 = extractvalue { float, float, float, float } %939, 2
  %943 = extractvalue { float, float, float, float } %939, 3
  %944 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %897, i32 %898, i32 %899, i32 %900, i32 %937, i32 %938, float %737, float %738, float %739, float %740) #5
  %945 = extractvalue { float, float, float, float } %944, 0
  %946 = extractvalue { float, float, float, float } %944, 1
  %947 = extractvalue { float, float, float, float } %944, 2
  %948 = extractvalue { float, float, float, float } %944, 3
  %949 = getelementptr i8, ptr addrspace(3) %901, i64 6144
  %950 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %949)
  %951 = extractvalue { i32, i32, i32, i32 } %950, 0
  %952 = extractvalue { i32, i32, i32, i32 } %950, 1
  %953 = extractvalue { i32, i32, i32, i32 } %950, 2
  %954 = extractvalue { i32, i32, i32, i32 } %950, 3
  %955 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %897, i32 %898, i32 %899, i32 %900, i32 %951, i32 %952, float %748, float %749, float %750, float %751) #5
  %956 = extractvalue { float, float, float, float } %955, 0
  %957 = extractvalue { float, float, float, float } %955, 1
  %958 = extractvalue { float, float, float, float } %955, 2
  %959 = extractvalue { float, float, float, float } %955, 3
  %960 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %897, i32 %898, i32 %899, i32 %900, i32 %953, i32 %954, float %753, float %754, float %755, float %756) #5
  %961 = extractvalue { float, float, float, float } %960, 0
  %962 = extractvalue { float, float, float, float } %960, 1
  %963 = extractvalue { float, float, float, float } %960, 2
  %964 = extractvalue { float, float, float, float } %960, 3
  %965 = getelementptr i8, ptr addrspace(3) %895, i64 2048
  %966 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %965)
  %967 = extractvalue { i32, i32, i32, i32 } %966, 0
  %968 = extractvalue { i32, i32, i32, i32 } %966, 1
  %969 = extractvalue { i32, i32, i32, i32 } %966, 2
  %970 = extractvalue { i32, i32, i32, i32 } %966, 3
  %971 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %967, i32 %968, i32 %969, i32 %970, i32 %903, i32 %904, float %764, float %765, float %766, float %767) #5
  %972 = extractvalue { float, float, float, float } %971, 0
  %973 = extractvalue { float, float, float, float } %971, 1
  %974 = extractvalue { float, float, float, float } %971, 2
  %975 = extractvalue { float, float, float, float } %971, 3
  %976 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %967, i32 %968, i32 %969, i32 %970, i32 %905, i32 %906, float %769, float %770, float %771, float %772) #5
  %977 = extractvalue { float, float, float, float } %976, 0
  %978 = extractvalue { float, float, float, float } %976, 1
  %979 = extractvalue { float, float, float, float } %976, 2
  %980 = extractvalue { float, float, float, float } %976, 3
  %981 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %967, i32 %968, i32 %969, i32 %970, i32 %919, i32 %920, float %774, float %775, float %776, float %777) #5
  %982 = extractvalue { float, float, float, float } %981, 0
  %983 = extractvalue { float, float, float, float } %981, 1
  %984 = extractvalue { float, float, float, float } %981, 2
  %985 = extractvalue { float, float, float, float } %981, 3
  %986 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %967, i32 %968, i32 %969, i32 %970, i32 %921, i32 %922, float %779, float %780, float %781, float %782) #5
  %987 = extractvalue { float, float, float, float } %986, 0
  %988 = extractvalue { float, float, float, float } %986, 1
  %989 = extractvalue { float, float, float, float } %986, 2
  %990 = extractvalue { float, float, float, float } %986, 3
  %991 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %967, i32 %968, i32 %969, i32 %970, i32 %935, i32 %936, float %784, float %785, float %786, float %787) #5
  %992 = extractvalue { float, float, float, float } %991, 0
  %993 = extractvalue { float, float, float, float } %991, 1
  %994 = extractvalue { float, float, float, float } %991, 2
  %995 = extractvalue { float, float, float, float } %991, 3
  %996 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %967, i32 %968, i32 %969, i32 %970, i32 %937, i32 %938, float %789, float %790, float %791, float %792) #5
  %997 = extractvalue { float, float, float, float } %996, 0
  %998 = extractvalue { float, float, float, float } %996, 1
  %999 = extractvalue { float, float, float, float } %996, 2
  %1000 = extractvalue { float, float, float, float } %996, 3
  %1001 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %967, i32 %968, i32 %969, i32 %970, i32 %951, i32 %952, float %794, float %795, float %796, float %797) #5
  %1002 = extractvalue { float, float, float, float } %1001, 0
  %1003 = extractvalue { float, float, float, float } %1001, 1
  %1004 = extractvalue { float, float, float, float } %1001, 2
  %1005 = extractvalue { float, float, float, float } %1001, 3
  %1006 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %967, i32 %968, i32 %969, i32 %970, i32 %953, i32 %954, float %799, float %800, float %801, float %802) #5
  %1007 = extractvalue { float, float, float, float } %1006, 0
  %1008 = extractvalue { float, float, float, float } %1006, 1
  %1009 = extractvalue { float, float, float, float } %1006, 2
  %1010 = extractvalue { float, float, float, float } %1006, 3
  %1011 = getelementptr i8, ptr addrspace(3) %895, i64 4096
  %1012 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1011)
  %1013 = extractvalue { i32, i32, i32, i32 } %1012, 0
  %1014 = extractvalue { i32, i32, i32, i32 } %1012, 1
  %1015 = extractvalue { i32, i32, i32, i32 } %1012, 2
  %1016 = extractvalue { i32, i32, i32, i32 } %1012, 3
  %1017 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1013, i32 %1014, i32 %1015, i32 %1016, i32 %903, i32 %904, float %810, float %811, float %812, float %813) #5
  %1018 = extractvalue { float, float, float, float } %1017, 0
  %1019 = extractvalue { float, float, float, float } %1017, 1
  %1020 = extractvalue { float, float, float, float } %1017, 2
  %1021 = extractvalue { float, float, float, float } %1017, 3
  %1022 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1013, i32 %1014, i32 %1015, i32 %1016, i32 %905, i32 %906, float %815, float %816, float %817, float %818) #5
  %1023 = extractvalue { float, float, float, float } %1022, 0
  %1024 = extractvalue { float, float, float, float } %1022, 1
  %1025 = extractvalue { float, float, float, float } %1022, 2
  %1026 = extractvalue { float, float, float, float } %1022, 3
  %1027 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1013, i32 %1014, i32 %1015, i32 %1016, i32 %919, i32 %920, float %820, float %821, float %822, float %823) #5
  %1028 = extractvalue { float, float, float, float } %1027, 0
  %1029 = extractvalue { float, float, float, float } %1027, 1
  %1030 = extractvalue { float, float, float, float } %1027, 2
  %1031 = extractvalue { float, float, float, float } %1027, 3
  %1032 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1013, i32 %1014, i32 %1015, i32 %1016, i32 %921, i32 %922, float %825, float %826, float %827, float %828) #5
  %1033 = extractvalue { float, float, float, float } %1032, 0
  %1034 = extractvalue { float, float, float, float } %1032, 1
  %1035 = extractvalue { float, float, float, float } %1032, 2
  %1036 = extractvalue { float, float, float, float } %1032, 3
  %1037 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1013, i32 %1014, i32 %1015, i32 %1016, i32 %935, i32 %936, float %830, float %831, float %832, float %833) #5
  %1038 = extractvalue { float, float, float, float } %1037, 0
  %1039 = extractvalue { float, float, float, float } %1037, 1
  %1040 = extractvalue { float, float, float, float } %1037, 2
  %1041 = extractvalue { float, float, float, float } %1037, 3
  %1042 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1013, i32 %1014, i32 %1015, i32 %1016, i32 %937, i32 %938, float %835, float %836, float %837, float %838) #5
  %1043 = extractvalue { float, float, float, float } %1042, 0
  %1044 = extractvalue { float, float, float, float } %1042, 1
  %1045 = extractvalue { float, float, float, float } %1042, 2
  %1046 = extractvalue { float, float, float, float } %1042, 3
  %1047 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1013, i32 %1014, i32 %1015, i32 %1016, i32 %951, i32 %952, float %840, float %841, float %842, float %843) #5
  %1048 = extractvalue { float, float, float, float } %1047, 0
  %1049 = extractvalue { float, float, float, float } %1047, 1
  %1050 = extractvalue { float, float, float, float } %1047, 2
  %1051 = extractvalue { float, float, float, float } %1047, 3
  %1052 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1013, i32 %1014, i32 %1015, i32 %1016, i32 %953, i32 %954, float %845, float %846, float %847, float %848) #5
  %1053 = extractvalue { float, float, float, float } %1052, 0
  %1054 = extractvalue { float, float, float, float } %1052, 1
  %1055 = extractvalue { float, float, float, float } %1052, 2
  %1056 = extractvalue { float, float, float, float } %1052, 3
  %1057 = getelementptr bfloat, ptr addrspace(3) %267, i64 %85
  %1058 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1057)
  %1059 = extractvalue { i32, i32, i32, i32 } %1058, 0
  %1060 = extractvalue { i32, i32, i32, i32 } %1058, 1
  %1061 = extractvalue { i32, i32, i32, i32 } %1058, 2
  %1062 = extractvalue { i32, i32, i32, i32 } %1058, 3
  %1063 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1059, i32 %1060, i32 %1061, i32 %1062, i32 %903, i32 %904, float %856, float %857, float %858, float %859) #5
  %1064 = extractvalue { float, float, float, float } %1063, 0
  %1065 = extractvalue { float, float, float, float } %1063, 1
  %1066 = extractvalue { float, float, float, float } %1063, 2
  %1067 = extractvalue { float, float, float, float } %1063, 3
  %1068 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1059, i32 %1060, i32 %1061, i32 %1062, i32 %905, i32 %906, float %861, float %862, float %863, float %864) #5
  %1069 = extractvalue { float, float, float, float } %1068, 0
  %1070 = extractvalue { float, float, float, float } %1068, 1
  %1071 = extractvalue { float, float, float, float } %1068, 2
  %1072 = extractvalue { float, float, float, float } %1068, 3
  %1073 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1059, i32 %1060, i32 %1061, i32 %1062, i32 %919, i32 %920, float %866, float %867, float %868, float %869) #5
  %1074 = extractvalue { float, float, float, float } %1073, 0
  %1075 = extractvalue { float, float, float, float } %1073, 1
  %1076 = extractvalue { float, float, float, float } %1073, 2
  %1077 = extractvalue { float, float, float, float } %1073, 3
  %1078 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1059, i32 %1060, i32 %1061, i32 %1062, i32 %921, i32 %922, float %871, float %872, float %873, float %874) #5
  %1079 = extractvalue { float, float, float, float } %1078, 0
  %1080 = extractvalue { float, float, float, float } %1078, 1
  %1081 = extractvalue { float, float, float, float } %1078, 2
  %1082 = extractvalue { float, float, float, float } %1078, 3
  %1083 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1059, i32 %1060, i32 %1061, i32 %1062, i32 %935, i32 %936, float %876, float %877, float %878, float %879) #5
  %1084 = extractvalue { float, float, float, float } %1083, 0
  %1085 = extractvalue { float, float, float, float } %1083, 1
  %1086 = extractvalue { float, float, float, float } %1083, 2
  %1087 = extractvalue { float, float, float, float } %1083, 3
  %1088 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1059, i32 %1060, i32 %1061, i32 %1062, i32 %937, i32 %938, float %881, float %882, float %883, float %884) #5
  %1089 = extractvalue { float, float, float, float } %1088, 0
  %1090 = extractvalue { float, float, float, float } %1088, 1
  %1091 = extractvalue { float, float, float, float } %1088, 2
  %1092 = extractvalue { float, float, float, float } %1088, 3
  %1093 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1059, i32 %1060, i32 %1061, i32 %1062, i32 %951, i32 %952, float %886, float %887, float %888, float %889) #5
  %1094 = extractvalue { float, float, float, float } %1093, 0
  %1095 = extractvalue { float, float, float, float } %1093, 1
  %1096 = extractvalue { float, float, float, float } %1093, 2
  %1097 = extractvalue { float, float, float, float } %1093, 3
  %1098 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1059, i32 %1060, i32 %1061, i32 %1062, i32 %953, i32 %954, float %891, float %892, float %893, float %894) #5
  %1099 = extractvalue { float, float, float, float } %1098, 0
  %1100 = extractvalue { float, float, float, float } %1098, 1
  %1101 = extractvalue { float, float, float, float } %1098, 2
  %1102 = extractvalue { float, float, float, float } %1098, 3
  %1103 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 196672), i64 %257
  %1104 = ptrtoint ptr addrspace(3) %1103 to i64
  %1105 = trunc i64 %1104 to i32
  tail call void asm sideeffect "mbarrier.arrive.shared::cta.b64 _, [$0];", "r,~{memory}"(i32 %1105) #5
  %1106 = add i32 %251, 64
  %1107 = icmp slt i32 %1106, %5
  br i1 %1107, label %122, label %._crit_edge.loopexit

._crit_edge.loopexit:                             ; preds = %264
  %1108 = bitcast float %908 to i32
  %1109 = bitcast float %909 to i32
  %1110 = bitcast float %910 to i32
  %1111 = bitcast float %911 to i32
  %1112 = bitcast float %913 to i32
  %1113 = bitcast float %914 to i32
  %1114 = bitcast float %915 to i32
  %1115 = bitcast float %916 to i32
  %1116 = bitcast float %924 to i32
  %1117 = bitcast float %925 to i32
  %1118 = bitcast float %926 to i32
  %1119 = bitcast float %927 to i32
  %1120 = bitcast float %929 to i32
  %1121 = bitcast float %930 to i32
  %1122 = bitcast float %931 to i32
  %1123 = bitcast float %932 to i32
  %1124 = bitcast float %940 to i32
  %1125 = bitcast float %941 to i32
  %1126 = bitcast float %942 to i32
  %1127 = bitcast float %943 to i32
  %1128 = bitcast float %945 to i32
  %1129 = bitcast float %946 to i32
  %1130 = bitcast float %947 to i32
  %1131 = bitcast float %948 to i32
  %1132 = bitcast float %956 to i32
  %1133 = bitcast float %957 to i32
  %1134 = bitcast float %958 to i32
  %1135 = bitcast float %959 to i32
  %1136 = bitcast float %961 to i32
  %1137 = bitcast float %962 to i32
  %1138 = bitcast float %963 to i32
  %1139 = bitcast float %964 to i32
  %1140 = bitcast float %972 to i32
  %1141 = bitcast float %973 to i32
  %1142 = bitcast float %974 to i32
  %1143 = bitcast float %975 to i32
  %1144 = bitcast float %977 to i32
  %1145 = bitcast float %978 to i32
  %1146 = bitcast float %979 to i32
  %1147 = bitcast float %980 to i32
  %1148 = bitcast float %982 to i32
  %1149 = bitcast float %983 to i32
  %1150 = bitcast float %984 to i32
  %1151 = bitcast float %985 to i32
  %1152 = bitcast float %987 to i32
  %1153 = bitcast float %988 to i32
  %1154 = bitcast float %989 to i32
  %1155 = bitcast float %990 to i32
  %1156 = bitcast float %992 to i32
  %1157 = bitcast float %993 to i32
  %1158 = bitcast float %994 to i32
  %1159 = bitcast float %995 to i32
  %1160 = bitcast float %997 to i32
  %1161 = bitcast float %998 to i32
  %1162 = bitcast float %999 to i32
  %1163 = bitcast float %1000 to i32
  %1164 = bitcast float %1002 to i32
  %1165 = bitcast float %1003 to i32
  %1166 = bitcast float %1004 to i32
  %1167 = bitcast float %1005 to i32
  %1168 = bitcast float %1007 to i32
  %1169 = bitcast float %1008 to i32
  %1170 = bitcast float %1009 to i32
  %1171 = bitcast float %1010 to i32
  %1172 = bitcast float %1018 to i32
  %1173 = bitcast float %1019 to i32
  %1174 = bitcast float %1020 to i32
  %1175 = bitcast float %1021 to i32
  %1176 = bitcast float %1023 to i32
  %1177 = bitcast float %1024 to i32
  %1178 = bitcast float %1025 to i32
  %1179 = bitcast float %1026 to i32
  %1180 = bitcast float %1028 to i32
  %1181 = bitcast float %1029 to i32
  %1182 = bitcast float %1030 to i32
  %1183 = bitcast float %1031 to i32
  %1184 = bitcast float %1033 to i32
  %1185 = bitcast float %1034 to i32
  %1186 = bitcast float %1035 to i32
  %1187 = bitcast float %1036 to i32
  %1188 = bitcast float %1038 to i32
  %1189 = bitcast float %1039 to i32
  %1190 = bitcast float %1040 to i32
  %1191 = bitcast float %1041 to i32
  %1192 = bitcast float %1043 to i32
  %1193 = bitcast float %1044 to i32
  %1194 = bitcast float %1045 to i32
  %1195 = bitcast float %1046 to i32
  %1196 = bitcast float %1048 to i32
  %1197 = bitcast float %1049 to i32
  %1198 = bitcast float %1050 to i32
  %1199 = bitcast float %1051 to i32
  %1200 = bitcast float %1053 to i32
  %1201 = bitcast float %1054 to i32
  %1202 = bitcast float %1055 to i32
  %1203 = bitcast float %1056 to i32
  %1204 = bitcast float %1064 to i32
  %1205 = bitcast float %1065 to i32
  %1206 = bitcast float %1066 to i32
  %1207 = bitcast float %1067 to i32
  %1208 = bitcast float %1069 to i32
  %1209 = bitcast float %1070 to i32
  %1210 = bitcast float %1071 to i32
  %1211 = bitcast float %1072 to i32
  %1212 = bitcast float %1074 to i32
  %1213 = bitcast float %1075 to i32
  %1214 = bitcast float %1076 to i32
  %1215 = bitcast float %1077 to i32
  %1216 = bitcast float %1079 to i32
  %1217 = bitcast float %1080 to i32
  %1218 = bitcast float %1081 to i32
  %1219 = bitcast float %1082 to i32
  %1220 = bitcast float %1084 to i32
  %1221 = bitcast float %1085 to i32
  %1222 = bitcast float %1086 to i32
  %1223 = bitcast float %1087 to i32
  %1224 = bitcast float %1089 to i32
  %1225 = bitcast float %1090 to i32
  %1226 = bitcast float %1091 to i32
  %1227 = bitcast float %1092 to i32
  %1228 = bitcast float %1094 to i32
  %1229 = bitcast float %1095 to i32
  %1230 = bitcast float %1096 to i32
  %1231 = bitcast float %1097 to i32
  %1232 = bitcast float %1099 to i32
  %1233 = bitcast float %1100 to i32
  %1234 = bitcast float %1101 to i32
  %1235 = bitcast float %1102 to i32
  br label %._crit_edge

._crit_edge:                                      ; preds = %.preheader4, %._crit_edge.loopexit
  %.lcssa259 = phi i32 [ %1108, %._crit_edge.loopexit ], [ 0, %.preheader4 ]
  %.lcssa258 = phi i32 [ %1109, %._crit_edge.loopexit ], [ 0, %.preheader4 ]
  %.lcssa257 = phi i32 [ %1110, %._crit_edge.loopexit ], [ 0, %.preheader4 ]
  %.lcssa256 = phi i32 [ %1111, %._crit_edge.loopexit ], [ 0, %.preheader4 ]
  %.lcssa255 = phi i32 [ %1112, %._crit_edge.loopexit ], [ 0, %.preheader4 ]
  %.lcssa254 = phi i32 [ %1113, %._crit_edge.loopexit ], [ 0, %.preheader4 ]
  %.lcssa253 = phi i32 [ %1114, %._crit_edge.loopexit ], [ 0, %.preheader4 ]
  %.lcssa252 = phi i32 [ %1115, %._crit_edge.loopexit ], [ 0, %.preheader4 ]
  %.lcssa251 = phi i32 [ %1116, %._crit_edge.loopexit ], [ 0, %.preheader4 ]
  %.lcssa250 = phi i32 [ %1117, %._crit_edge.loopexit ], [ 0, %.preheader4 ]
  %.lcssa249 = phi i32 [ %1118, %._crit_edge.loopexit ], [ 0, %.preheader4 ]
  %.lcssa248 = phi i32 [ %1119, %._crit_edge.loopexit ], [ 0, %.preheader4 ]
  %.lcssa247 = phi i32 [ %1120, %._crit_edge.loopexit ], [ 0, %.preheader4 ]
  %.lcssa246 = phi i32 [ %1121, %._crit_edge.loopexit ], [ 0, %.preheader4 ]
  %.lcssa245 = phi i32 [ %1122, %._crit_edge.loopexit ], [ 0, %.preheader4 ]
  %.lcssa244 = phi i32 [ %1123, %._crit_edge.loopexit ], [ 0, %.preheader4 ]
  %.lcssa243 = phi i32 [ %1124, %._crit_edge.loopexit ], [ 0, %.preheader4 ]
  %.lcssa242 = phi i32 [ %1125, %._crit_edge.loopexit ], [ 0, %.preheader4 ]
  %.lcssa241 = phi i32 [ %1126, %._crit_edge.loopexit ], [ 0, %.preheader4 ]
  %.lcssa240 = phi i32 [ %1127, %._crit_edge.loopexit ], [ 0, %.preheader4 ]
  %.lcssa239 = phi i32 [ %1128, %._crit_edge.loopexit ], [ 0, %.preheader4 ]
  %.lcssa238 = phi i32 [ %1129, %._crit_edge.loopexit ], [ 0, %.preheader4 ]
  %.lcssa237 = phi i32 [ %1130, %._crit_edge.loopexit ], [ 0, %.preheader4 ]
  %.lcssa236 = phi i32 [ %1131, %._crit_edge.loopexit ], [ 0, %.preheader4 ]
  %.lcssa235 = phi i32 [ %1132, %._crit_edge.loopexit ], [ 0, %.preheader4 ]
  %.lcssa234 = phi i32 [ %1133, %._crit_edge.loopexit ], [ 0, %.preheader4 ]
  %.lcssa233 = phi i32 [ %1134, %._crit_edge.loopexit ], [ 0, %.preheader4 ]
  %.lcssa232 = phi i32 [ %1135, %._crit_edge.loopexit ], [ 0, %.preheader4 ]
  %.lcssa231 = phi i32 [ %1136, %._crit_edge.loopexit ], [ 0, %.preheader4 ]
  %.lcssa230 = phi i32 [ %1137, %._crit_edge.loopexit ], [ 0, %.preheader4 ]
  %.lcssa229 = phi i32 [ %1138, %._crit_edge.loopexit ], [ 0, %.preheader4 ]
  %.lcssa228 = phi i32 [ %1139, %._crit_edge.loopexit ], [ 0, %.preheader4 ]
  %.lcssa227 = phi i32 [ %1140, %._crit_edge.loopexit ], [ 0, %.preheader4 ]
  %.lcssa226 = phi i32 [ %1141, %._crit_edge.loopexit ], [ 0, %.preheader4 ]
  %.lcssa225 = phi i32 [ %1142, %._crit_edge.loopexit ], [ 0, %.preheader4 ]
  %.lcssa224 = phi i32 [ %1143, %._crit_edge.loopexit ], [ 0, %.preheader4 ]
  %.lcssa223 = phi i32 [ %1144, %._crit_edge.loopexit ], [ 0, %.preheader4 ]
  %.lcssa222 = phi i32 [ %1145, %._crit_edge.loopexit ], [ 0, %.preheader4 ]
  %.lcssa221 = phi i32 [ %1146, %._crit_edge.loopexit ], [ 0, %.preheader4 ]
  %.lcssa220 = phi i32 [ %1147, %._crit_edge.loopexit ], [ 0, %.preheader4 ]
  %.lcssa219 = phi i32 [ %1148, %._crit_edge.loopexit ], [ 0, %.preheader4 ]
  %.lcssa218 = phi i32 [ %1149, %._crit_edge.loopexit ], [ 0, %.preheader4 ]
  %.lcssa217 = phi i32 [ %1150, %._crit_edge.loopexit ], [ 0, %.preheader4 ]
  %.lcssa216 = phi i32 [ %1151, %._crit_edge.loopexit ], [ 0, %.preheader4 ]
  %.lcssa215 = phi i32 [ %1152, %._crit_edge.loopexit ], [ 0, %.preheader4 ]
  %.lcssa214 = phi i32 [ %1153, %._crit_edge.loopexit ], [ 0, %.preheader4 ]
  %.lcssa213 = phi i32 [ %1154, %._crit_edge.loopexit ], [ 0, %.preheader4 ]
  %.lcssa212 = phi i32 [ %1155, %._crit_edge.loopexit ], [ 0, %.preheader4 ]
  %.lcssa211 = phi i32 [ %1156, %._crit_edge.loopexit ], [ 0, %.preheader4 ]
  %.lcssa210 = phi i32 [ %1157, %._crit_edge.loopexit ], [ 0, %.preheader4 ]
  %.lcssa209 = phi i32 [ %1158, %._crit_edge.loopexit ], [ 0, %.preheader4 ]
  %.lcssa208 = phi i32 [ %1159, %._crit_edge.loopexit ], [ 0, %.preheader4 ]
  %.lcssa207 = phi i32 [ %1160, %._crit_edge.loopexit ], [ 0, %.preheader4 ]
  %.lcssa206 = phi i32 [ %1161, %._crit_edge.loopexit ], [ 0, %.preheader4 ]
  %.lcssa205 = phi i32 [ %1162, %._crit_edge.loopexit ], [ 0, %.preheader4 ]
  %.lcssa204 = phi i32 [ %1163, %._crit_edge.loopexit ], [ 0, %.preheader4 ]
  %.lcssa203 = phi i32 [ %1164, %._crit_edge.loopexit ], [ 0, %.preheader4 ]
  %.lcssa202 = phi i32 [ %1165, %._crit_edge.loopexit ], [ 0, %.preheader4 ]
  %.lcssa201 = phi i32 [ %1166, %._crit_edge.loopexit ], [ 0, %.preheader4 ]
  %.lcssa200 = phi i32 [ %1167, %._crit_edge.loopexit ], [ 0, %.preheader4 ]
  %.lcssa199 = phi i32 [ %1168, %._crit_edge.loopexit ], [ 0, %.preheader4 ]
  %.lcssa198 = phi i32 [ %1169, %._crit_edge.loopexit ], [ 0, %.preheader4 ]
  %.lcssa197 = phi i32 [ %1170, %._crit_edge.loopexit ], [ 0, %.preheader4 ]
  %.lcssa196 = phi i32 [ %1171, %._crit_edge.loopexit ], [ 0, %.preheader4 ]
  %.lcssa195 = phi i32 [ %1172, %._crit_edge.loopexit ], [ 0, %.preheader4 ]
  %.lcssa194 = phi i32 [ %1173, %._crit_edge.loopexit ], [ 0, %.preheader4 ]
  %.lcssa193 = phi i32 [ %1174, %._crit_edge.loopexit ], [ 0, %.preheader4 ]
  %.lcssa192 = phi i32 [ %1175, %._crit_edge.loopexit ], [ 0, %.preheader4 ]
  %.lcssa191 = phi i32 [ %1176, %._crit_edge.loopexit ], [ 0, %.preheader4 ]
  %.lcssa190 = phi i32 [ %1177, %._crit_edge.loopexit ], [ 0, %.preheader4 ]
  %.lcssa189 = phi i32 [ %1178, %._crit_edge.loopexit ], [ 0, %.preheader4 ]
  %.lcssa188 = phi i32 [ %1179, %._crit_edge.loopexit ], [ 0, %.preheader4 ]
  %.lcssa187 = phi i32 [ %1180, %._crit_edge.loopexit ], [ 0, %.preheader4 ]
  %.lcssa186 = phi i32 [ %1181, %._crit_edge.loopexit ], [ 0, %.preheader4 ]
  %.lcssa185 = phi i32 [ %1182, %._crit_edge.loopexit ], [ 0, %.preheader4 ]
  %.lcssa184 = phi i32 [ %1183, %._crit_edge.loopexit ], [ 0, %.preheader4 ]
  %.lcssa183 = phi i32 [ %1184, %._crit_edge.loopexit ], [ 0, %.preheader4 ]
  %.lcssa182 = phi i32 [ %1185, %._crit_edge.loopexit ], [ 0, %.preheader4 ]
  %.lcssa181 = phi i32 [ %1186, %._crit_edge.loopexit ], [ 0, %.preheader4 ]
  %.lcssa180 = phi i32 [ %1187, %._crit_edge.loopexit ], [ 0, %.preheader4 ]
  %.lcssa179 = phi i32 [ %1188, %._crit_edge.loopexit ], [ 0, %.preheader4 ]
  %.lcssa178 = phi i32 [ %1189, %._crit_edge.loopexit ], [ 0, %.preheader4 ]
  %.lcssa177 = phi i32 [ %1190, %._crit_edge.loopexit ], [ 0, %.preheader4 ]
  %.lcssa176 = phi i32 [ %1191, %._crit_edge.loopexit ], [ 0, %.preheader4 ]
  %.lcssa175 = phi i32 [ %1192, %._crit_edge.loopexit ], [ 0, %.preheader4 ]
  %.lcssa174 = phi i32 [ %1193, %._crit_edge.loopexit ], [ 0, %.preheader4 ]
  %.lcssa173 = phi i32 [ %1194, %._crit_edge.loopexit ], [ 0, %.preheader4 ]
  %.lcssa172 = phi i32 [ %1195, %._crit_edge.loopexit ], [ 0, %.preheader4 ]
  %.lcssa171 = phi i32 [ %1196, %._crit_edge.loopexit ], [ 0, %.preheader4 ]
  %.lcssa170 = phi i32 [ %1197, %._crit_edge.loopexit ], [ 0, %.preheader4 ]
  %.lcssa169 = phi i32 [ %1198, %._crit_edge.loopexit ], [ 0, %.preheader4 ]
  %.lcssa168 = phi i32 [ %1199, %._crit_edge.loopexit ], [ 0, %.preheader4 ]
  %.lcssa167 = phi i32 [ %1200, %._crit_edge.loopexit ], [ 0, %.preheader4 ]
  %.lcssa166 = phi i32 [ %1201, %._crit_edge.loopexit ], [ 0, %.preheader4 ]
  %.lcssa165 = phi i32 [ %1202, %._crit_edge.loopexit ], [ 0, %.preheader4 ]
  %.lcssa164 = phi i32 [ %1203, %._crit_edge.loopexit ], [ 0, %.preheader4 ]
  %.lcssa163 = phi i32 [ %1204, %._crit_edge.loopexit ], [ 0, %.preheader4 ]
  %.lcssa162 = phi i32 [ %1205, %._crit_edge.loopexit ], [ 0, %.preheader4 ]
  %.lcssa161 = phi i32 [ %1206, %._crit_edge.loopexit ], [ 0, %.preheader4 ]
  %.lcssa160 = phi i32 [ %1207, %._crit_edge.loopexit ], [ 0, %.preheader4 ]
  %.lcssa159 = phi i32 [ %1208, %._crit_edge.loopexit ], [ 0, %.preheader4 ]
  %.lcssa158 = phi i32 [ %1209, %._crit_edge.loopexit ], [ 0, %.preheader4 ]
  %.lcssa157 = phi i32 [ %1210, %._crit_edge.loopexit ], [ 0, %.preheader4 ]
  %.lcssa156 = phi i32 [ %1211, %._crit_edge.loopexit ], [ 0, %.preheader4 ]
  %.lcssa155 = phi i32 [ %1212, %._crit_edge.loopexit ], [ 0, %.preheader4 ]
  %.lcssa154 = phi i32 [ %1213, %._crit_edge.loopexit ], [ 0, %.preheader4 ]
  %.lcssa153 = phi i32 [ %1214, %._crit_edge.loopexit ], [ 0, %.preheader4 ]
  %.lcssa152 = phi i32 [ %1215, %._crit_edge.loopexit ], [ 0, %.preheader4 ]
  %.lcssa151 = phi i32 [ %1216, %._crit_edge.loopexit ], [ 0, %.preheader4 ]
  %.lcssa150 = phi i32 [ %1217, %._crit_edge.loopexit ], [ 0, %.preheader4 ]
  %.lcssa149 = phi i32 [ %1218, %._crit_edge.loopexit ], [ 0, %.preheader4 ]
  %.lcssa148 = phi i32 [ %1219, %._crit_edge.loopexit ], [ 0, %.preheader4 ]
  %.lcssa147 = phi i32 [ %1220, %._crit_edge.loopexit ], [ 0, %.preheader4 ]
  %.lcssa146 = phi i32 [ %1221, %._crit_edge.loopexit ], [ 0, %.preheader4 ]
  %.lcssa145 = phi i32 [ %1222, %._crit_edge.loopexit ], [ 0, %.preheader4 ]
  %.lcssa144 = phi i32 [ %1223, %._crit_edge.loopexit ], [ 0, %.preheader4 ]
  %.lcssa143 = phi i32 [ %1224, %._crit_edge.loopexit ], [ 0, %.preheader4 ]
  %.lcssa142 = phi i32 [ %1225, %._crit_edge.loopexit ], [ 0, %.preheader4 ]
  %.lcssa141 = phi i32 [ %1226, %._crit_edge.loopexit ], [ 0, %.preheader4 ]
  %.lcssa140 = phi i32 [ %1227, %._crit_edge.loopexit ], [ 0, %.preheader4 ]
  %.lcssa139 = phi i32 [ %1228, %._crit_edge.loopexit ], [ 0, %.preheader4 ]
  %.lcssa138 = phi i32 [ %1229, %._crit_edge.loopexit ], [ 0, %.preheader4 ]
  %.lcssa137 = phi i32 [ %1230, %._crit_edge.loopexit ], [ 0, %.preheader4 ]
  %.lcssa136 = phi i32 [ %1231, %._crit_edge.loopexit ], [ 0, %.preheader4 ]
  %.lcssa135 = phi i32 [ %1232, %._crit_edge.loopexit ], [ 0, %.preheader4 ]
  %.lcssa134 = phi i32 [ %1233, %._crit_edge.loopexit ], [ 0, %.preheader4 ]
  %.lcssa133 = phi i32 [ %1234, %._crit_edge.loopexit ], [ 0, %.preheader4 ]
  %.lcssa132 = phi i32 [ %1235, %._crit_edge.loopexit ], [ 0, %.preheader4 ]
  %1236 = lshr i32 %7, 2
  %1237 = and i32 %1236, 7
  %1238 = shl nuw nsw i32 %32, 4
  %1239 = and i32 %1238, 64
  %1240 = shl nuw nsw i32 %1236, 3
  %1241 = and i32 %1240, 192
  %1242 = or disjoint i32 %1239, %1237
  %1243 = and i32 %33, 6
  %1244 = or disjoint i32 %1241, %1243
  %1245 = or disjoint i32 %1242, %23
  %1246 = mul i32 %1245, %4
  %1247 = or disjoint i32 %1244, %24
  %1248 = add i32 %1246, %1247
  %1249 = sext i32 %1248 to i64
  %1250 = getelementptr float, ptr addrspace(1) %2, i64 %1249
  %1251 = icmp slt i32 %1245, %3
  %1252 = icmp slt i32 %1247, %4
  %1253 = and i1 %1251, %1252
  %1254 = or disjoint i32 %1243, 1
  %1255 = or disjoint i32 %1241, %1254
  %1256 = or disjoint i32 %1255, %24
  %1257 = icmp slt i32 %1256, %4
  %1258 = ptrtoint ptr addrspace(1) %1250 to i64
  %1259 = and i64 %1258, 7
  %1260 = icmp eq i64 %1259, 0
  %1261 = and i1 %1253, %1260
  %1262 = and i1 %1257, %1261
  %1263 = xor i1 %1253, %1262
  %1264 = xor i1 %1251, %1261
  %1265 = and i1 %1257, %1264
  %1266 = zext i1 %1262 to i32
  %1267 = zext i1 %1263 to i32
  %1268 = zext i1 %1265 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1266, i32 %.lcssa259, i32 %.lcssa258, ptr addrspace(1) %1250, i32 %1267, i32 %1268) #5
  %1269 = or disjoint i32 %1237, 8
  %1270 = or disjoint i32 %1239, %1269
  %1271 = or disjoint i32 %1270, %23
  %1272 = mul i32 %1271, %4
  %1273 = add i32 %1272, %1247
  %1274 = sext i32 %1273 to i64
  %1275 = getelementptr float, ptr addrspace(1) %2, i64 %1274
  %1276 = icmp slt i32 %1271, %3
  %1277 = and i1 %1276, %1252
  %1278 = ptrtoint ptr addrspace(1) %1275 to i64
  %1279 = and i64 %1278, 7
  %1280 = icmp eq i64 %1279, 0
  %1281 = and i1 %1277, %1280
  %1282 = and i1 %1257, %1281
  %1283 = xor i1 %1277, %1282
  %1284 = xor i1 %1276, %1281
  %1285 = and i1 %1257, %1284
  %1286 = zext i1 %1282 to i32
  %1287 = zext i1 %1283 to i32
  %1288 = zext i1 %1285 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1286, i32 %.lcssa257, i32 %.lcssa256, ptr addrspace(1) %1275, i32 %1287, i32 %1288) #5
  %1289 = or disjoint i32 %1241, 8
  %1290 = or disjoint i32 %1289, %1243
  %1291 = or disjoint i32 %1290, %24
  %1292 = add i32 %1246, %1291
  %1293 = sext i32 %1292 to i64
  %1294 = getelementptr float, ptr addrspace(1) %2, i64 %1293
  %1295 = icmp slt i32 %1291, %4
  %1296 = and i1 %1251, %1295
  %1297 = or disjoint i32 %1289, %1254
  %1298 = or disjoint i32 %1297, %24
  %1299 = icmp slt i32 %1298, %4
  %1300 = ptrtoint ptr addrspace(1) %1294 to i64
  %1301 = and i64 %1300, 7
  %1302 = icmp eq i64 %1301, 0
  %1303 = and i1 %1296, %1302
  %1304 = and i1 %1299, %1303
  %1305 = xor i1 %1296, %1304
  %1306 = xor i1 %1251, %1303
  %1307 = and i1 %1299, %1306
  %1308 = zext i1 %1304 to i32
  %1309 = zext i1 %1305 to i32
  %1310 = zext i1 %1307 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1308, i32 %.lcssa255, i32 %.lcssa254, ptr addrspace(1) %1294, i32 %1309, i32 %1310) #5
  %1311 = add i32 %1272, %1291
  %1312 = sext i32 %1311 to i64
  %1313 = getelementptr float, ptr addrspace(1) %2, i64 %1312
  %1314 = and i1 %1276, %1295
  %1315 = ptrtoint ptr addrspace(1) %1313 to i64
  %1316 = and i64 %1315, 7
  %1317 = icmp eq i64 %1316, 0
  %1318 = and i1 %1314, %1317
  %1319 = and i1 %1299, %1318
  %1320 = xor i1 %1314, %1319
  %1321 = xor i1 %1276, %1318
  %1322 = and i1 %1299, %1321
  %1323 = zext i1 %1319 to i32
  %1324 = zext i1 %1320 to i32
  %1325 = zext i1 %1322 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1323, i32 %.lcssa253, i32 %.lcssa252, ptr addrspace(1) %1313, i32 %1324, i32 %1325) #5
  %1326 = or disjoint i32 %1241, 16
  %1327 = or disjoint i32 %1326, %1243
  %1328 = or disjoint i32 %1327, %24
  %1329 = add i32 %1246, %1328
  %1330 = sext i32 %1329 to i64
  %1331 = getelementptr float, ptr addrspace(1) %2, i64 %1330
  %1332 = icmp slt i32 %1328, %4
  %1333 = and i1 %1251, %1332
  %1334 = or disjoint i32 %1326, %1254
  %1335 = or disjoint i32 %1334, %24
  %1336 = icmp slt i32 %1335, %4
  %1337 = ptrtoint ptr addrspace(1) %1331 to i64
  %1338 = and i64 %1337, 7
  %1339 = icmp eq i64 %1338, 0
  %1340 = and i1 %1333, %1339
  %1341 = and i1 %1336, %1340
  %1342 = xor i1 %1333, %1341
  %1343 = xor i1 %1251, %1340
  %1344 = and i1 %1336, %1343
  %1345 = zext i1 %1341 to i32
  %1346 = zext i1 %1342 to i32
  %1347 = zext i1 %1344 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1345, i32 %.lcssa251, i32 %.lcssa250, ptr addrspace(1) %1331, i32 %1346, i32 %1347) #5
  %1348 = add i32 %1272, %1328
  %1349 = sext i32 %1348 to i64
  %1350 = getelementptr float, ptr addrspace(1) %2, i64 %1349
  %1351 = and i1 %1276, %1332
  %1352 = ptrtoint ptr addrspace(1) %1350 to i64
  %1353 = and i64 %1352, 7
  %1354 = icmp eq i64 %1353, 0
  %1355 = and i1 %1351, %1354
  %1356 = and i1 %1336, %1355
  %1357 = xor i1 %1351, %1356
  %1358 = xor i1 %1276, %1355
  %1359 = and i1 %1336, %1358
  %1360 = zext i1 %1356 to i32
  %1361 = zext i1 %1357 to i32
  %1362 = zext i1 %1359 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1360, i32 %.lcssa249, i32 %.lcssa248, ptr addrspace(1) %1350, i32 %1361, i32 %1362) #5
  %1363 = or disjoint i32 %1241, 24
  %1364 = or disjoint i32 %1363, %1243
  %1365 = or disjoint i32 %1364, %24
  %1366 = add i32 %1246, %1365
  %1367 = sext i32 %1366 to i64
  %1368 = getelementptr float, ptr addrspace(1) %2, i64 %1367
  %1369 = icmp slt i32 %1365, %4
  %1370 = and i1 %1251, %1369
  %1371 = or disjoint i32 %1363, %1254
  %1372 = or disjoint i32 %1371, %24
  %1373 = icmp slt i32 %1372, %4
  %1374 = ptrtoint ptr addrspace(1) %1368 to i64
  %1375 = and i64 %1374, 7
  %1376 = icmp eq i64 %1375, 0
  %1377 = and i1 %1370, %1376
  %1378 = and i1 %1373, %1377
  %1379 = xor i1 %1370, %1378
  %1380 = xor i1 %1251, %1377
  %1381 = and i1 %1373, %1380
  %1382 = zext i1 %1378 to i32
  %1383 = zext i1 %1379 to i32
  %1384 = zext i1 %1381 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1382, i32 %.lcssa247, i32 %.lcssa246, ptr addrspace(1) %1368, i32 %1383, i32 %1384) #5
  %1385 = add i32 %1272, %1365
  %1386 = sext i32 %1385 to i64
  %1387 = getelementptr float, ptr addrspace(1) %2, i64 %1386
  %1388 = and i1 %1276, %1369
  %1389 = ptrtoint ptr addrspace(1) %1387 to i64
  %1390 = and i64 %1389, 7
  %1391 = icmp eq i64 %1390, 0
  %1392 = and i1 %1388, %1391
  %1393 = and i1 %1373, %1392
  %1394 = xor i1 %1388, %1393
  %1395 = xor i1 %1276, %1392
  %1396 = and i1 %1373, %1395
  %1397 = zext i1 %1393 to i32
  %1398 = zext i1 %1394 to i32
  %1399 = zext i1 %1396 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1397, i32 %.lcssa245, i32 %.lcssa244, ptr addrspace(1) %1387, i32 %1398, i32 %1399) #5
  %1400 = or disjoint i32 %1241, 32
  %1401 = or disjoint i32 %1400, %1243
  %1402 = or disjoint i32 %1401, %24
  %1403 = add i32 %1246, %1402
  %1404 = sext i32 %1403 to i64
  %1405 = getelementptr float, ptr addrspace(1) %2, i64 %1404
  %1406 = icmp slt i32 %1402, %4
  %1407 = and i1 %1251, %1406
  %1408 = or disjoint i32 %1400, %1254
  %1409 = or disjoint i32 %1408, %24
  %1410 = icmp slt i32 %1409, %4
  %1411 = ptrtoint ptr addrspace(1) %1405 to i64
  %1412 = and i64 %1411, 7
  %1413 = icmp eq i64 %1412, 0
  %1414 = and i1 %1407, %1413
  %1415 = and i1 %1410, %1414
  %1416 = xor i1 %1407, %1415
  %1417 = xor i1 %1251, %1414
  %1418 = and i1 %1410, %1417
  %1419 = zext i1 %1415 to i32
  %1420 = zext i1 %1416 to i32
  %1421 = zext i1 %1418 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1419, i32 %.lcssa243, i32 %.lcssa242, ptr addrspace(1) %1405, i32 %1420, i32 %1421) #5
  %1422 = add i32 %1272, %1402
  %1423 = sext i32 %1422 to i64
  %1424 = getelementptr float, ptr addrspace(1) %2, i64 %1423
  %1425 = and i1 %1276, %1406
  %1426 = ptrtoint ptr addrspace(1) %1424 to i64
  %1427 = and i64 %1426, 7
  %1428 = icmp eq i64 %1427, 0
  %1429 = and i1 %1425, %1428
  %1430 = and i1 %1410, %1429
  %1431 = xor i1 %1425, %1430
  %1432 = xor i1 %1276, %1429
  %1433 = and i1 %1410, %1432
  %1434 = zext i1 %1430 to i32
  %1435 = zext i1 %1431 to i32
  %1436 = zext i1 %1433 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1434, i32 %.lcssa241, i32 %.lcssa240, ptr addrspace(1) %1424, i32 %1435, i32 %1436) #5
  %1437 = or disjoint i32 %1241, 40
  %1438 = or disjoint i32 %1437, %1243
  %1439 = or disjoint i32 %1438, %24
  %1440 = add i32 %1246, %1439
  %1441 = sext i32 %1440 to i64
  %1442 = getelementptr float, ptr addrspace(1) %2, i64 %1441
  %1443 = icmp slt i32 %1439, %4
  %1444 = and i1 %1251, %1443
  %1445 = or disjoint i32 %1437, %1254
  %1446 = or disjoint i32 %1445, %24
  %1447 = icmp slt i32 %1446, %4
  %1448 = ptrtoint ptr addrspace(1) %1442 to i64
  %1449 = and i64 %1448, 7
  %1450 = icmp eq i64 %1449, 0
  %1451 = and i1 %1444, %1450
  %1452 = and i1 %1447, %1451
  %1453 = xor i1 %1444, %1452
  %1454 = xor i1 %1251, %1451
  %1455 = and i1 %1447, %1454
  %1456 = zext i1 %1452 to i32
  %1457 = zext i1 %1453 to i32
  %1458 = zext i1 %1455 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1456, i32 %.lcssa239, i32 %.lcssa238, ptr addrspace(1) %1442, i32 %1457, i32 %1458) #5
  %1459 = add i32 %1272, %1439
  %1460 = sext i32 %1459 to i64
  %1461 = getelementptr float, ptr addrspace(1) %2, i64 %1460
  %1462 = and i1 %1276, %1443
  %1463 = ptrtoint ptr addrspace(1) %1461 to i64
  %1464 = and i64 %1463, 7
  %1465 = icmp eq i64 %1464, 0
  %1466 = and i1 %1462, %1465
  %1467 = and i1 %1447, %1466
  %1468 = xor i1 %1462, %1467
  %1469 = xor i1 %1276, %1466
  %1470 = and i1 %1447, %1469
  %1471 = zext i1 %1467 to i32
  %1472 = zext i1 %1468 to i32
  %1473 = zext i1 %1470 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1471, i32 %.lcssa237, i32 %.lcssa236, ptr addrspace(1) %1461, i32 %1472, i32 %1473) #5
  %1474 = or disjoint i32 %1241, 48
  %1475 = or disjoint i32 %1474, %1243
  %1476 = or disjoint i32 %1475, %24
  %1477 = add i32 %1246, %1476
  %1478 = sext i32 %1477 to i64
  %1479 = getelementptr float, ptr addrspace(1) %2, i64 %1478
  %1480 = icmp slt i32 %1476, %4
  %1481 = and i1 %1251, %1480
  %1482 = or disjoint i32 %1474, %1254
  %1483 = or disjoint i32 %1482, %24
  %1484 = icmp slt i32 %1483, %4
  %1485 = ptrtoint ptr addrspace(1) %1479 to i64
  %1486 = and i64 %1485, 7
  %1487 = icmp eq i64 %1486, 0
  %1488 = and i1 %1481, %1487
  %1489 = and i1 %1484, %1488
  %1490 = xor i1 %1481, %1489
  %1491 = xor i1 %1251, %1488
  %1492 = and i1 %1484, %1491
  %1493 = zext i1 %1489 to i32
  %1494 = zext i1 %1490 to i32
  %1495 = zext i1 %1492 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1493, i32 %.lcssa235, i32 %.lcssa234, ptr addrspace(1) %1479, i32 %1494, i32 %1495) #5
  %1496 = add i32 %1272, %1476
  %1497 = sext i32 %1496 to i64
  %1498 = getelementptr float, ptr addrspace(1) %2, i64 %1497
  %1499 = and i1 %1276, %1480
  %1500 = ptrtoint ptr addrspace(1) %1498 to i64
  %1501 = and i64 %1500, 7
  %1502 = icmp eq i64 %1501, 0
  %1503 = and i1 %1499, %1502
  %1504 = and i1 %1484, %1503
  %1505 = xor i1 %1499, %1504
  %1506 = xor i1 %1276, %1503
  %1507 = and i1 %1484, %1506
  %1508 = zext i1 %1504 to i32
  %1509 = zext i1 %1505 to i32
  %1510 = zext i1 %1507 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1508, i32 %.lcssa233, i32 %.lcssa232, ptr addrspace(1) %1498, i32 %1509, i32 %1510) #5
  %1511 = or disjoint i32 %1241, 56
  %1512 = or disjoint i32 %1511, %1243
  %1513 = or disjoint i32 %1512, %24
  %1514 = add i32 %1246, %1513
  %1515 = sext i32 %1514 to i64
  %1516 = getelementptr float, ptr addrspace(1) %2, i64 %1515
  %1517 = icmp slt i32 %1513, %4
  %1518 = and i1 %1251, %1517
  %1519 = or disjoint i32 %1511, %1254
  %1520 = or disjoint i32 %1519, %24
  %1521 = icmp slt i32 %1520, %4
  %1522 = ptrtoint ptr addrspace(1) %1516 to i64
  %1523 = and i64 %1522, 7
  %1524 = icmp eq i64 %1523, 0
  %1525 = and i1 %1518, %1524
  %1526 = and i1 %1521, %1525
  %1527 = xor i1 %1518, %1526
  %1528 = xor i1 %1251, %1525
  %1529 = and i1 %1521, %1528
  %1530 = zext i1 %1526 to i32
  %1531 = zext i1 %1527 to i32
  %1532 = zext i1 %1529 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1530, i32 %.lcssa231, i32 %.lcssa230, ptr addrspace(1) %1516, i32 %1531, i32 %1532) #5
  %1533 = add i32 %1272, %1513
  %1534 = sext i32 %1533 to i64
  %1535 = getelementptr float, ptr addrspace(1) %2, i64 %1534
  %1536 = and i1 %1276, %1517
  %1537 = ptrtoint ptr addrspace(1) %1535 to i64
  %1538 = and i64 %1537, 7
  %1539 = icmp eq i64 %1538, 0
  %1540 = and i1 %1536, %1539
  %1541 = and i1 %1521, %1540
  %1542 = xor i1 %1536, %1541
  %1543 = xor i1 %1276, %1540
  %1544 = and i1 %1521, %1543
  %1545 = zext i1 %1541 to i32
  %1546 = zext i1 %1542 to i32
  %1547 = zext i1 %1544 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1545, i32 %.lcssa229, i32 %.lcssa228, ptr addrspace(1) %1535, i32 %1546, i32 %1547) #5
  %1548 = or disjoint i32 %1239, 16
  %1549 = or disjoint i32 %1548, %1237
  %1550 = or disjoint i32 %1549, %23
  %1551 = mul i32 %1550, %4
  %1552 = add i32 %1551, %1247
  %1553 = sext i32 %1552 to i64
  %1554 = getelementptr float, ptr addrspace(1) %2, i64 %1553
  %1555 = icmp slt i32 %1550, %3
  %1556 = and i1 %1555, %1252
  %1557 = ptrtoint ptr addrspace(1) %1554 to i64
  %1558 = and i64 %1557, 7
  %1559 = icmp eq i64 %1558, 0
  %1560 = and i1 %1556, %1559
  %1561 = and i1 %1257, %1560
  %1562 = xor i1 %1556, %1561
  %1563 = xor i1 %1555, %1560
  %1564 = and i1 %1257, %1563
  %1565 = zext i1 %1561 to i32
  %1566 = zext i1 %1562 to i32
  %1567 = zext i1 %1564 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1565, i32 %.lcssa227, i32 %.lcssa226, ptr addrspace(1) %1554, i32 %1566, i32 %1567) #5
  %1568 = or disjoint i32 %1548, %1269
  %1569 = or disjoint i32 %1568, %23
  %1570 = mul i32 %1569, %4
  %1571 = add i32 %1570, %1247
  %1572 = sext i32 %1571 to i64
  %1573 = getelementptr float, ptr addrspace(1) %2, i64 %1572
  %1574 = icmp slt i32 %1569, %3
  %1575 = and i1 %1574, %1252
  %1576 = ptrtoint ptr addrspace(1) %1573 to i64
  %1577 = and i64 %1576, 7
  %1578 = icmp eq i64 %1577, 0
  %1579 = and i1 %1575, %1578
  %1580 = and i1 %1257, %1579
  %1581 = xor i1 %1575, %1580
  %1582 = xor i1 %1574, %1579
  %1583 = and i1 %1257, %1582
  %1584 = zext i1 %1580 to i32
  %1585 = zext i1 %1581 to i32
  %1586 = zext i1 %1583 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1584, i32 %.lcssa225, i32 %.lcssa224, ptr addrspace(1) %1573, i32 %1585, i32 %1586) #5
  %1587 = add i32 %1551, %1291
  %1588 = sext i32 %1587 to i64
  %1589 = getelementptr float, ptr addrspace(1) %2, i64 %1588
  %1590 = and i1 %1555, %1295
  %1591 = ptrtoint ptr addrspace(1) %1589 to i64
  %1592 = and i64 %1591, 7
  %1593 = icmp eq i64 %1592, 0
  %1594 = and i1 %1590, %1593
  %1595 = and i1 %1299, %1594
  %1596 = xor i1 %1590, %1595
  %1597 = xor i1 %1555, %1594
  %1598 = and i1 %1299, %1597
  %1599 = zext i1 %1595 to i32
  %1600 = zext i1 %1596 to i32
  %1601 = zext i1 %1598 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1599, i32 %.lcssa223, i32 %.lcssa222, ptr addrspace(1) %1589, i32 %1600, i32 %1601) #5
  %1602 = add i32 %1570, %1291
  %1603 = sext i32 %1602 to i64
  %1604 = getelementptr float, ptr addrspace(1) %2, i64 %1603
  %1605 = and i1 %1574, %1295
  %1606 = ptrtoint ptr addrspace(1) %1604 to i64
  %1607 = and i64 %1606, 7
  %1608 = icmp eq i64 %1607, 0
  %1609 = and i1 %1605, %1608
  %1610 = and i1 %1299, %1609
  %1611 = xor i1 %1605, %1610
  %1612 = xor i1 %1574, %1609
  %1613 = and i1 %1299, %1612
  %1614 = zext i1 %1610 to i32
  %1615 = zext i1 %1611 to i32
  %1616 = zext i1 %1613 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1614, i32 %.lcssa221, i32 %.lcssa220, ptr addrspace(1) %1604, i32 %1615, i32 %1616) #5
  %1617 = add i32 %1551, %1328
  %1618 = sext i32 %1617 to i64
  %1619 = getelementptr float, ptr addrspace(1) %2, i64 %1618
  %1620 = and i1 %1555, %1332
  %1621 = ptrtoint ptr addrspace(1) %1619 to i64
  %1622 = and i64 %1621, 7
  %1623 = icmp eq i64 %1622, 0
  %1624 = and i1 %1620, %1623
  %1625 = and i1 %1336, %1624
  %1626 = xor i1 %1620, %1625
  %1627 = xor i1 %1555, %1624
  %1628 = and i1 %1336, %1627
  %1629 = zext i1 %1625 to i32
  %1630 = zext i1 %1626 to i32
  %1631 = zext i1 %1628 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1629, i32 %.lcssa219, i32 %.lcssa218, ptr addrspace(1) %1619, i32 %1630, i32 %1631) #5
  %1632 = add i32 %1570, %1328
  %1633 = sext i32 %1632 to i64
  %1634 = getelementptr float, ptr addrspace(1) %2, i64 %1633
  %1635 = and i1 %1574, %1332
  %1636 = ptrtoint ptr addrspace(1) %1634 to i64
  %1637 = and i64 %1636, 7
  %1638 = icmp eq i64 %1637, 0
  %1639 = and i1 %1635, %1638
  %1640 = and i1 %1336, %1639
  %1641 = xor i1 %1635, %1640
  %1642 = xor i1 %1574, %1639
  %1643 = and i1 %1336, %1642
  %1644 = zext i1 %1640 to i32
  %1645 = zext i1 %1641 to i32
  %1646 = zext i1 %1643 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1644, i32 %.lcssa217, i32 %.lcssa216, ptr addrspace(1) %1634, i32 %1645, i32 %1646) #5
  %1647 = add i32 %1551, %1365
  %1648 = sext i32 %1647 to i64
  %1649 = getelementptr float, ptr addrspace(1) %2, i64 %1648
  %1650 = and i1 %1555, %1369
  %1651 = ptrtoint ptr addrspace(1) %1649 to i64
  %1652 = and i64 %1651, 7
  %1653 = icmp eq i64 %1652, 0
  %1654 = and i1 %1650, %1653
  %1655 = and i1 %1373, %1654
  %1656 = xor i1 %1650, %1655
  %1657 = xor i1 %1555, %1654
  %1658 = and i1 %1373, %1657
  %1659 = zext i1 %1655 to i32
  %1660 = zext i1 %1656 to i32
  %1661 = zext i1 %1658 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1659, i32 %.lcssa215, i32 %.lcssa214, ptr addrspace(1) %1649, i32 %1660, i32 %1661) #5
  %1662 = add i32 %1570, %1365
  %1663 = sext i32 %1662 to i64
  %1664 = getelementptr float, ptr addrspace(1) %2, i64 %1663
  %1665 = and i1 %1574, %1369
  %1666 = ptrtoint ptr addrspace(1) %1664 to i64
  %1667 = and i64 %1666, 7
  %1668 = icmp eq i64 %1667, 0
  %1669 = and i1 %1665, %1668
  %1670 = and i1 %1373, %1669
  %1671 = xor i1 %1665, %1670
  %1672 = xor i1 %1574, %1669
  %1673 = and i1 %1373, %1672
  %1674 = zext i1 %1670 to i32
  %1675 = zext i1 %1671 to i32
  %1676 = zext i1 %1673 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1674, i32 %.lcssa213, i32 %.lcssa212, ptr addrspace(1) %1664, i32 %1675, i32 %1676) #5
  %1677 = add i32 %1551, %1402
  %1678 = sext i32 %1677 to i64
  %1679 = getelementptr float, ptr addrspace(1) %2, i64 %1678
  %1680 = and i1 %1555, %1406
  %1681 = ptrtoint ptr addrspace(1) %1679 to i64
  %1682 = and i64 %1681, 7
  %1683 = icmp eq i64 %1682, 0
  %1684 = and i1 %1680, %1683
  %1685 = and i1 %1410, %1684
  %1686 = xor i1 %1680, %1685
  %1687 = xor i1 %1555, %1684
  %1688 = and i1 %1410, %1687
  %1689 = zext i1 %1685 to i32
  %1690 = zext i1 %1686 to i32
  %1691 = zext i1 %1688 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1689, i32 %.lcssa211, i32 %.lcssa210, ptr addrspace(1) %1679, i32 %1690, i32 %1691) #5
  %1692 = add i32 %1570, %1402
  %1693 = sext i32 %1692 to i64
  %1694 = getelementptr float, ptr addrspace(1) %2, i64 %1693
  %1695 = and i1 %1574, %1406
  %1696 = ptrtoint ptr addrspace(1) %1694 to i64
  %1697 = and i64 %1696, 7
  %1698 = icmp eq i64 %1697, 0
  %1699 = and i1 %1695, %1698
  %1700 = and i1 %1410, %1699
  %1701 = xor i1 %1695, %1700
  %1702 = xor i1 %1574, %1699
  %1703 = and i1 %1410, %1702
  %1704 = zext i1 %1700 to i32
  %1705 = zext i1 %1701 to i32
  %1706 = zext i1 %1703 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1704, i32 %.lcssa209, i32 %.lcssa208, ptr addrspace(1) %1694, i32 %1705, i32 %1706) #5
  %1707 = add i32 %1551, %1439
  %1708 = sext i32 %1707 to i64
  %1709 = getelementptr float, ptr addrspace(1) %2, i64 %1708
  %1710 = and i1 %1555, %1443
  %1711 = ptrtoint ptr addrspace(1) %1709 to i64
  %1712 = and i64 %1711, 7
  %1713 = icmp eq i64 %1712, 0
  %1714 = and i1 %1710, %1713
  %1715 = and i1 %1447, %1714
  %1716 = xor i1 %1710, %1715
  %1717 = xor i1 %1555, %1714
  %1718 = and i1 %1447, %1717
  %1719 = zext i1 %1715 to i32
  %1720 = zext i1 %1716 to i32
  %1721 = zext i1 %1718 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1719, i32 %.lcssa207, i32 %.lcssa206, ptr addrspace(1) %1709, i32 %1720, i32 %1721) #5
  %1722 = add i32 %1570, %1439
  %1723 = sext i32 %1722 to i64
  %1724 = getelementptr float, ptr addrspace(1) %2, i64 %1723
  %1725 = and i1 %1574, %1443
  %1726 = ptrtoint ptr addrspace(1) %1724 to i64
  %1727 = and i64 %1726, 7
  %1728 = icmp eq i64 %1727, 0
  %1729 = and i1 %1725, %1728
  %1730 = and i1 %1447, %1729
  %1731 = xor i1 %1725, %1730
  %1732 = xor i1 %1574, %1729
  %1733 = and i1 %1447, %1732
  %1734 = zext i1 %1730 to i32
  %1735 = zext i1 %1731 to i32
  %1736 = zext i1 %1733 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1734, i32 %.lcssa205, i32 %.lcssa204, ptr addrspace(1) %1724, i32 %1735, i32 %1736) #5
  %1737 = add i32 %1551, %1476
  %1738 = sext i32 %1737 to i64
  %1739 = getelementptr float, ptr addrspace(1) %2, i64 %1738
  %1740 = and i1 %1555, %1480
  %1741 = ptrtoint ptr addrspace(1) %1739 to i64
  %1742 = and i64 %1741, 7
  %1743 = icmp eq i64 %1742, 0
  %1744 = and i1 %1740, %1743
  %1745 = and i1 %1484, %1744
  %1746 = xor i1 %1740, %1745
  %1747 = xor i1 %1555, %1744
  %1748 = and i1 %1484, %1747
  %1749 = zext i1 %1745 to i32
  %1750 = zext i1 %1746 to i32
  %1751 = zext i1 %1748 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1749, i32 %.lcssa203, i32 %.lcssa202, ptr addrspace(1) %1739, i32 %1750, i32 %1751) #5
  %1752 = add i32 %1570, %1476
  %1753 = sext i32 %1752 to i64
  %1754 = getelementptr float, ptr addrspace(1) %2, i64 %1753
  %1755 = and i1 %1574, %1480
  %1756 = ptrtoint ptr addrspace(1) %1754 to i64
  %1757 = and i64 %1756, 7
  %1758 = icmp eq i64 %1757, 0
  %1759 = and i1 %1755, %1758
  %1760 = and i1 %1484, %1759
  %1761 = xor i1 %1755, %1760
  %1762 = xor i1 %1574, %1759
  %1763 = and i1 %1484, %1762
  %1764 = zext i1 %1760 to i32
  %1765 = zext i1 %1761 to i32
  %1766 = zext i1 %1763 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1764, i32 %.lcssa201, i32 %.lcssa200, ptr addrspace(1) %1754, i32 %1765, i32 %1766) #5
  %1767 = add i32 %1551, %1513
  %1768 = sext i32 %1767 to i64
  %1769 = getelementptr float, ptr addrspace(1) %2, i64 %1768
  %1770 = and i1 %1555, %1517
  %1771 = ptrtoint ptr addrspace(1) %1769 to i64
  %1772 = and i64 %1771, 7
  %1773 = icmp eq i64 %1772, 0
  %1774 = and i1 %1770, %1773
  %1775 = and i1 %1521, %1774
  %1776 = xor i1 %1770, %1775
  %1777 = xor i1 %1555, %1774
  %1778 = and i1 %1521, %1777
  %1779 = zext i1 %1775 to i32
  %1780 = zext i1 %1776 to i32
  %1781 = zext i1 %1778 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1779, i32 %.lcssa199, i32 %.lcssa198, ptr addrspace(1) %1769, i32 %1780, i32 %1781) #5
  %1782 = add i32 %1570, %1513
  %1783 = sext i32 %1782 to i64
  %1784 = getelementptr float, ptr addrspace(1) %2, i64 %1783
  %1785 = and i1 %1574, %1517
  %1786 = ptrtoint ptr addrspace(1) %1784 to i64
  %1787 = and i64 %1786, 7
  %1788 = icmp eq i64 %1787, 0
  %1789 = and i1 %1785, %1788
  %1790 = and i1 %1521, %1789
  %1791 = xor i1 %1785, %1790
  %1792 = xor i1 %1574, %1789
  %1793 = and i1 %1521, %1792
  %1794 = zext i1 %1790 to i32
  %1795 = zext i1 %1791 to i32
  %1796 = zext i1 %1793 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1794, i32 %.lcssa197, i32 %.lcssa196, ptr addrspace(1) %1784, i32 %1795, i32 %1796) #5
  %1797 = or disjoint i32 %1239, 32
  %1798 = or disjoint i32 %1797, %1237
  %1799 = or disjoint i32 %1798, %23
  %1800 = mul i32 %1799, %4
  %1801 = add i32 %1800, %1247
  %1802 = sext i32 %1801 to i64
  %1803 = getelementptr float, ptr addrspace(1) %2, i64 %1802
  %1804 = icmp slt i32 %1799, %3
  %1805 = and i1 %1804, %1252
  %1806 = ptrtoint ptr addrspace(1) %1803 to i64
  %1807 = and i64 %1806, 7
  %1808 = icmp eq i64 %1807, 0
  %1809 = and i1 %1805, %1808
  %1810 = and i1 %1257, %1809
  %1811 = xor i1 %1805, %1810
  %1812 = xor i1 %1804, %1809
  %1813 = and i1 %1257, %1812
  %1814 = zext i1 %1810 to i32
  %1815 = zext i1 %1811 to i32
  %1816 = zext i1 %1813 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1814, i32 %.lcssa195, i32 %.lcssa194, ptr addrspace(1) %1803, i32 %1815, i32 %1816) #5
  %1817 = or disjoint i32 %1797, %1269
  %1818 = or disjoint i32 %1817, %23
  %1819 = mul i32 %1818, %4
  %1820 = add i32 %1819, %1247
  %1821 = sext i32 %1820 to i64
  %1822 = getelementptr float, ptr addrspace(1) %2, i64 %1821
  %1823 = icmp slt i32 %1818, %3
  %1824 = and i1 %1823, %1252
  %1825 = ptrtoint ptr addrspace(1) %1822 to i64
  %1826 = and i64 %1825, 7
  %1827 = icmp eq i64 %1826, 0
  %1828 = and i1 %1824, %1827
  %1829 = and i1 %1257, %1828
  %1830 = xor i1 %1824, %1829
  %1831 = xor i1 %1823, %1828
  %1832 = and i1 %1257, %1831
  %1833 = zext i1 %1829 to i32
  %1834 = zext i1 %1830 to i32
  %1835 = zext i1 %1832 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1833, i32 %.lcssa193, i32 %.lcssa192, ptr addrspace(1) %1822, i32 %1834, i32 %1835) #5
  %1836 = add i32 %1800, %1291
  %1837 = sext i32 %1836 to i64
  %1838 = getelementptr float, ptr addrspace(1) %2, i64 %1837
  %1839 = and i1 %1804, %1295
  %1840 = ptrtoint ptr addrspace(1) %1838 to i64
  %1841 = and i64 %1840, 7
  %1842 = icmp eq i64 %1841, 0
  %1843 = and i1 %1839, %1842
  %1844 = and i1 %1299, %1843
  %1845 = xor i1 %1839, %1844
  %1846 = xor i1 %1804, %1843
  %1847 = and i1 %1299, %1846
  %1848 = zext i1 %1844 to i32
  %1849 = zext i1 %1845 to i32
  %1850 = zext i1 %1847 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1848, i32 %.lcssa191, i32 %.lcssa190, ptr addrspace(1) %1838, i32 %1849, i32 %1850) #5
  %1851 = add i32 %1819, %1291
  %1852 = sext i32 %1851 to i64
  %1853 = getelementptr float, ptr addrspace(1) %2, i64 %1852
  %1854 = and i1 %1823, %1295
  %1855 = ptrtoint ptr addrspace(1) %1853 to i64
  %1856 = and i64 %1855, 7
  %1857 = icmp eq i64 %1856, 0
  %1858 = and i1 %1854, %1857
  %1859 = and i1 %1299, %1858
  %1860 = xor i1 %1854, %1859
  %1861 = xor i1 %1823, %1858
  %1862 = and i1 %1299, %1861
  %1863 = zext i1 %1859 to i32
  %1864 = zext i1 %1860 to i32
  %1865 = zext i1 %1862 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1863, i32 %.lcssa189, i32 %.lcssa188, ptr addrspace(1) %1853, i32 %1864, i32 %1865) #5
  %1866 = add i32 %1800, %1328
  %1867 = sext i32 %1866 to i64
  %1868 = getelementptr float, ptr addrspace(1) %2, i64 %1867
  %1869 = and i1 %1804, %1332
  %1870 = ptrtoint ptr addrspace(1) %1868 to i64
  %1871 = and i64 %1870, 7
  %1872 = icmp eq i64 %1871, 0
  %1873 = and i1 %1869, %1872
  %1874 = and i1 %1336, %1873
  %1875 = xor i1 %1869, %1874
  %1876 = xor i1 %1804, %1873
  %1877 = and i1 %1336, %1876
  %1878 = zext i1 %1874 to i32
  %1879 = zext i1 %1875 to i32
  %1880 = zext i1 %1877 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1878, i32 %.lcssa187, i32 %.lcssa186, ptr addrspace(1) %1868, i32 %1879, i32 %1880) #5
  %1881 = add i32 %1819, %1328
  %1882 = sext i32 %1881 to i64
  %1883 = getelementptr float, ptr addrspace(1) %2, i64 %1882
  %1884 = and i1 %1823, %1332
  %1885 = ptrtoint ptr addrspace(1) %1883 to i64
  %1886 = and i64 %1885, 7
  %1887 = icmp eq i64 %1886, 0
  %1888 = and i1 %1884, %1887
  %1889 = and i1 %1336, %1888
  %1890 = xor i1 %1884, %1889
  %1891 = xor i1 %1823, %1888
  %1892 = and i1 %1336, %1891
  %1893 = zext i1 %1889 to i32
  %1894 = zext i1 %1890 to i32
  %1895 = zext i1 %1892 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1893, i32 %.lcssa185, i32 %.lcssa184, ptr addrspace(1) %1883, i32 %1894, i32 %1895) #5
  %1896 = add i32 %1800, %1365
  %1897 = sext i32 %1896 to i64
  %1898 = getelementptr float, ptr addrspace(1) %2, i64 %1897
  %1899 = and i1 %1804, %1369
  %1900 = ptrtoint ptr addrspace(1) %1898 to i64
  %1901 = and i64 %1900, 7
  %1902 = icmp eq i64 %1901, 0
  %1903 = and i1 %1899, %1902
  %1904 = and i1 %1373, %1903
  %1905 = xor i1 %1899, %1904
  %1906 = xor i1 %1804, %1903
  %1907 = and i1 %1373, %1906
  %1908 = zext i1 %1904 to i32
  %1909 = zext i1 %1905 to i32
  %1910 = zext i1 %1907 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1908, i32 %.lcssa183, i32 %.lcssa182, ptr addrspace(1) %1898, i32 %1909, i32 %1910) #5
  %1911 = add i32 %1819, %1365
  %1912 = sext i32 %1911 to i64
  %1913 = getelementptr float, ptr addrspace(1) %2, i64 %1912
  %1914 = and i1 %1823, %1369
  %1915 = ptrtoint ptr addrspace(1) %1913 to i64
  %1916 = and i64 %1915, 7
  %1917 = icmp eq i64 %1916, 0
  %1918 = and i1 %1914, %1917
  %1919 = and i1 %1373, %1918
  %1920 = xor i1 %1914, %1919
  %1921 = xor i1 %1823, %1918
  %1922 = and i1 %1373, %1921
  %1923 = zext i1 %1919 to i32
  %1924 = zext i1 %1920 to i32
  %1925 = zext i1 %1922 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1923, i32 %.lcssa181, i32 %.lcssa180, ptr addrspace(1) %1913, i32 %1924, i32 %1925) #5
  %1926 = add i32 %1800, %1402
  %1927 = sext i32 %1926 to i64
  %1928 = getelementptr float, ptr addrspace(1) %2, i64 %1927
  %1929 = and i1 %1804, %1406
  %1930 = ptrtoint ptr addrspace(1) %1928 to i64
  %1931 = and i64 %1930, 7
  %1932 = icmp eq i64 %1931, 0
  %1933 = and i1 %1929, %1932
  %1934 = and i1 %1410, %1933
  %1935 = xor i1 %1929, %1934
  %1936 = xor i1 %1804, %1933
  %1937 = and i1 %1410, %1936
  %1938 = zext i1 %1934 to i32
  %1939 = zext i1 %1935 to i32
  %1940 = zext i1 %1937 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1938, i32 %.lcssa179, i32 %.lcssa178, ptr addrspace(1) %1928, i32 %1939, i32 %1940) #5
  %1941 = add i32 %1819, %1402
  %1942 = sext i32 %1941 to i64
  %1943 = getelementptr float, ptr addrspace(1) %2, i64 %1942
  %1944 = and i1 %1823, %1406
  %1945 = ptrtoint ptr addrspace(1) %1943 to i64
  %1946 = and i64 %1945, 7
  %1947 = icmp eq i64 %1946, 0
  %1948 = and i1 %1944, %1947
  %1949 = and i1 %1410, %1948
  %1950 = xor i1 %1944, %1949
  %1951 = xor i1 %1823, %1948
  %1952 = and i1 %1410, %1951
  %1953 = zext i1 %1949 to i32
  %1954 = zext i1 %1950 to i32
  %1955 = zext i1 %1952 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1953, i32 %.lcssa177, i32 %.lcssa176, ptr addrspace(1) %1943, i32 %1954, i32 %1955) #5
  %1956 = add i32 %1800, %1439
  %1957 = sext i32 %1956 to i64
  %1958 = getelementptr float, ptr addrspace(1) %2, i64 %1957
  %1959 = and i1 %1804, %1443
  %1960 = ptrtoint ptr addrspace(1) %1958 to i64
  %1961 = and i64 %1960, 7
  %1962 = icmp eq i64 %1961, 0
  %1963 = and i1 %1959, %1962
  %1964 = and i1 %1447, %1963
  %1965 = xor i1 %1959, %1964
  %1966 = xor i1 %1804, %1963
  %1967 = and i1 %1447, %1966
  %1968 = zext i1 %1964 to i32
  %1969 = zext i1 %1965 to i32
  %1970 = zext i1 %1967 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1968, i32 %.lcssa175, i32 %.lcssa174, ptr addrspace(1) %1958, i32 %1969, i32 %1970) #5
  %1971 = add i32 %1819, %1439
  %1972 = sext i32 %1971 to i64
  %1973 = getelementptr float, ptr addrspace(1) %2, i64 %1972
  %1974 = and i1 %1823, %1443
  %1975 = ptrtoint ptr addrspace(1) %1973 to i64
  %1976 = and i64 %1975, 7
  %1977 = icmp eq i64 %1976, 0
  %1978 = and i1 %1974, %1977
  %1979 = and i1 %1447, %1978
  %1980 = xor i1 %1974, %1979
  %1981 = xor i1 %1823, %1978
  %1982 = and i1 %1447, %1981
  %1983 = zext i1 %1979 to i32
  %1984 = zext i1 %1980 to i32
  %1985 = zext i1 %1982 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1983, i32 %.lcssa173, i32 %.lcssa172, ptr addrspace(1) %1973, i32 %1984, i32 %1985) #5
  %1986 = add i32 %1800, %1476
  %1987 = sext i32 %1986 to i64
  %1988 = getelementptr float, ptr addrspace(1) %2, i64 %1987
  %1989 = and i1 %1804, %1480
  %1990 = ptrtoint ptr addrspace(1) %1988 to i64
  %1991 = and i64 %1990, 7
  %1992 = icmp eq i64 %1991, 0
  %1993 = and i1 %1989, %1992
  %1994 = and i1 %1484, %1993
  %1995 = xor i1 %1989, %1994
  %1996 = xor i1 %1804, %1993
  %1997 = and i1 %1484, %1996
  %1998 = zext i1 %1994 to i32
  %1999 = zext i1 %1995 to i32
  %2000 = zext i1 %1997 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1998, i32 %.lcssa171, i32 %.lcssa170, ptr addrspace(1) %1988, i32 %1999, i32 %2000) #5
  %2001 = add i32 %1819, %1476
  %2002 = sext i32 %2001 to i64
  %2003 = getelementptr float, ptr addrspace(1) %2, i64 %2002
  %2004 = and i1 %1823, %1480
  %2005 = ptrtoint ptr addrspace(1) %2003 to i64
  %2006 = and i64 %2005, 7
  %2007 = icmp eq i64 %2006, 0
  %2008 = and i1 %2004, %2007
  %2009 = and i1 %1484, %2008
  %2010 = xor i1 %2004, %2009
  %2011 = xor i1 %1823, %2008
  %2012 = and i1 %1484, %2011
  %2013 = zext i1 %2009 to i32
  %2014 = zext i1 %2010 to i32
  %2015 = zext i1 %2012 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2013, i32 %.lcssa169, i32 %.lcssa168, ptr addrspace(1) %2003, i32 %2014, i32 %2015) #5
  %2016 = add i32 %1800, %1513
  %2017 = sext i32 %2016 to i64
  %2018 = getelementptr float, ptr addrspace(1) %2, i64 %2017
  %2019 = and i1 %1804, %1517
  %2020 = ptrtoint ptr addrspace(1) %2018 to i64
  %2021 = and i64 %2020, 7
  %2022 = icmp eq i64 %2021, 0
  %2023 = and i1 %2019, %2022
  %2024 = and i1 %1521, %2023
  %2025 = xor i1 %2019, %2024
  %2026 = xor i1 %1804, %2023
  %2027 = and i1 %1521, %2026
  %2028 = zext i1 %2024 to i32
  %2029 = zext i1 %2025 to i32
  %2030 = zext i1 %2027 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2028, i32 %.lcssa167, i32 %.lcssa166, ptr addrspace(1) %2018, i32 %2029, i32 %2030) #5
  %2031 = add i32 %1819, %1513
  %2032 = sext i32 %2031 to i64
  %2033 = getelementptr float, ptr addrspace(1) %2, i64 %2032
  %2034 = and i1 %1823, %1517
  %2035 = ptrtoint ptr addrspace(1) %2033 to i64
  %2036 = and i64 %2035, 7
  %2037 = icmp eq i64 %2036, 0
  %2038 = and i1 %2034, %2037
  %2039 = and i1 %1521, %2038
  %2040 = xor i1 %2034, %2039
  %2041 = xor i1 %1823, %2038
  %2042 = and i1 %1521, %2041
  %2043 = zext i1 %2039 to i32
  %2044 = zext i1 %2040 to i32
  %2045 = zext i1 %2042 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2043, i32 %.lcssa165, i32 %.lcssa164, ptr addrspace(1) %2033, i32 %2044, i32 %2045) #5
  %2046 = or i32 %1238, 48
  %2047 = or disjoint i32 %2046, %1237
  %2048 = or disjoint i32 %2047, %23
  %2049 = mul i32 %2048, %4
  %2050 = add i32 %2049, %1247
  %2051 = sext i32 %2050 to i64
  %2052 = getelementptr float, ptr addrspace(1) %2, i64 %2051
  %2053 = icmp slt i32 %2048, %3
  %2054 = and i1 %2053, %1252
  %2055 = ptrtoint ptr addrspace(1) %2052 to i64
  %2056 = and i64 %2055, 7
  %2057 = icmp eq i64 %2056, 0
  %2058 = and i1 %2054, %2057
  %2059 = and i1 %1257, %2058
  %2060 = xor i1 %2054, %2059
  %2061 = xor i1 %2053, %2058
  %2062 = and i1 %1257, %2061
  %2063 = zext i1 %2059 to i32
  %2064 = zext i1 %2060 to i32
  %2065 = zext i1 %2062 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2063, i32 %.lcssa163, i32 %.lcssa162, ptr addrspace(1) %2052, i32 %2064, i32 %2065) #5
  %2066 = or disjoint i32 %2046, %1269
  %2067 = or disjoint i32 %2066, %23
  %2068 = mul i32 %2067, %4
  %2069 = add i32 %2068, %1247
  %2070 = sext i32 %2069 to i64
  %2071 = getelementptr float, ptr addrspace(1) %2, i64 %2070
  %2072 = icmp slt i32 %2067, %3
  %2073 = and i1 %2072, %1252
  %2074 = ptrtoint ptr addrspace(1) %2071 to i64
  %2075 = and i64 %2074, 7
  %2076 = icmp eq i64 %2075, 0
  %2077 = and i1 %2073, %2076
  %2078 = and i1 %1257, %2077
  %2079 = xor i1 %2073, %2078
  %2080 = xor i1 %2072, %2077
  %2081 = and i1 %1257, %2080
  %2082 = zext i1 %2078 to i32
  %2083 = zext i1 %2079 to i32
  %2084 = zext i1 %2081 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2082, i32 %.lcssa161, i32 %.lcssa160, ptr addrspace(1) %2071, i32 %2083, i32 %2084) #5
  %2085 = add i32 %2049, %1291
  %2086 = sext i32 %2085 to i64
  %2087 = getelementptr float, ptr addrspace(1) %2, i64 %2086
  %2088 = and i1 %2053, %1295
  %2089 = ptrtoint ptr addrspace(1) %2087 to i64
  %2090 = and i64 %2089, 7
  %2091 = icmp eq i64 %2090, 0
  %2092 = and i1 %2088, %2091
  %2093 = and i1 %1299, %2092
  %2094 = xor i1 %2088, %2093
  %2095 = xor i1 %2053, %2092
  %2096 = and i1 %1299, %2095
  %2097 = zext i1 %2093 to i32
  %2098 = zext i1 %2094 to i32
  %2099 = zext i1 %2096 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2097, i32 %.lcssa159, i32 %.lcssa158, ptr addrspace(1) %2087, i32 %2098, i32 %2099) #5
  %2100 = add i32 %2068, %1291
  %2101 = sext i32 %2100 to i64
  %2102 = getelementptr float, ptr addrspace(1) %2, i64 %2101
  %2103 = and i1 %2072, %1295
  %2104 = ptrtoint ptr addrspace(1) %2102 to i64
  %2105 = and i64 %2104, 7
  %2106 = icmp eq i64 %2105, 0
  %2107 = and i1 %2103, %2106
  %2108 = and i1 %1299, %2107
  %2109 = xor i1 %2103, %2108
  %2110 = xor i1 %2072, %2107
  %2111 = and i1 %1299, %2110
  %2112 = zext i1 %2108 to i32
  %2113 = zext i1 %2109 to i32
  %2114 = zext i1 %2111 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2112, i32 %.lcssa157, i32 %.lcssa156, ptr addrspace(1) %2102, i32 %2113, i32 %2114) #5
  %2115 = add i32 %2049, %1328
  %2116 = sext i32 %2115 to i64
  %2117 = getelementptr float, ptr addrspace(1) %2, i64 %2116
  %2118 = and i1 %2053, %1332
  %2119 = ptrtoint ptr addrspace(1) %2117 to i64
  %2120 = and i64 %2119, 7
  %2121 = icmp eq i64 %2120, 0
  %2122 = and i1 %2118, %2121
  %2123 = and i1 %1336, %2122
  %2124 = xor i1 %2118, %2123
  %2125 = xor i1 %2053, %2122
  %2126 = and i1 %1336, %2125
  %2127 = zext i1 %2123 to i32
  %2128 = zext i1 %2124 to i32
  %2129 = zext i1 %2126 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2127, i32 %.lcssa155, i32 %.lcssa154, ptr addrspace(1) %2117, i32 %2128, i32 %2129) #5
  %2130 = add i32 %2068, %1328
  %2131 = sext i32 %2130 to i64
  %2132 = getelementptr float, ptr addrspace(1) %2, i64 %2131
  %2133 = and i1 %2072, %1332
  %2134 = ptrtoint ptr addrspace(1) %2132 to i64
  %2135 = and i64 %2134, 7
  %2136 = icmp eq i64 %2135, 0
  %2137 = and i1 %2133, %2136
  %2138 = and i1 %1336, %2137
  %2139 = xor i1 %2133, %2138
  %2140 = xor i1 %2072, %2137
  %2141 = and i1 %1336, %2140
  %2142 = zext i1 %2138 to i32
  %2143 = zext i1 %2139 to i32
  %2144 = zext i1 %2141 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2142, i32 %.lcssa153, i32 %.lcssa152, ptr addrspace(1) %2132, i32 %2143, i32 %2144) #5
  %2145 = add i32 %2049, %1365
  %2146 = sext i32 %2145 to i64
  %2147 = getelementptr float, ptr addrspace(1) %2, i64 %2146
  %2148 = and i1 %2053, %1369
  %2149 = ptrtoint ptr addrspace(1) %2147 to i64
  %2150 = and i64 %2149, 7
  %2151 = icmp eq i64 %2150, 0
  %2152 = and i1 %2148, %2151
  %2153 = and i1 %1373, %2152
  %2154 = xor i1 %2148, %2153
  %2155 = xor i1 %2053, %2152
  %2156 = and i1 %1373, %2155
  %2157 = zext i1 %2153 to i32
  %2158 = zext i1 %2154 to i32
  %2159 = zext i1 %2156 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2157, i32 %.lcssa151, i32 %.lcssa150, ptr addrspace(1) %2147, i32 %2158, i32 %2159) #5
  %2160 = add i32 %2068, %1365
  %2161 = sext i32 %2160 to i64
  %2162 = getelementptr float, ptr addrspace(1) %2, i64 %2161
  %2163 = and i1 %2072, %1369
  %2164 = ptrtoint ptr addrspace(1) %2162 to i64
  %2165 = and i64 %2164, 7
  %2166 = icmp eq i64 %2165, 0
  %2167 = and i1 %2163, %2166
  %2168 = and i1 %1373, %2167
  %2169 = xor i1 %2163, %2168
  %2170 = xor i1 %2072, %2167
  %2171 = and i1 %1373, %2170
  %2172 = zext i1 %2168 to i32
  %2173 = zext i1 %2169 to i32
  %2174 = zext i1 %2171 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2172, i32 %.lcssa149, i32 %.lcssa148, ptr addrspace(1) %2162, i32 %2173, i32 %2174) #5
  %2175 = add i32 %2049, %1402
  %2176 = sext i32 %2175 to i64
  %2177 = getelementptr float, ptr addrspace(1) %2, i64 %2176
  %2178 = and i1 %2053, %1406
  %2179 = ptrtoint ptr addrspace(1) %2177 to i64
  %2180 = and i64 %2179, 7
  %2181 = icmp eq i64 %2180, 0
  %2182 = and i1 %2178, %2181
  %2183 = and i1 %1410, %2182
  %2184 = xor i1 %2178, %2183
  %2185 = xor i1 %2053, %2182
  %2186 = and i1 %1410, %2185
  %2187 = zext i1 %2183 to i32
  %2188 = zext i1 %2184 to i32
  %2189 = zext i1 %2186 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2187, i32 %.lcssa147, i32 %.lcssa146, ptr addrspace(1) %2177, i32 %2188, i32 %2189) #5
  %2190 = add i32 %2068, %1402
  %2191 = sext i32 %2190 to i64
  %2192 = getelementptr float, ptr addrspace(1) %2, i64 %2191
  %2193 = and i1 %2072, %1406
  %2194 = ptrtoint ptr addrspace(1) %2192 to i64
  %2195 = and i64 %2194, 7
  %2196 = icmp eq i64 %2195, 0
  %2197 = and i1 %2193, %2196
  %2198 = and i1 %1410, %2197
  %2199 = xor i1 %2193, %2198
  %2200 = xor i1 %2072, %2197
  %2201 = and i1 %1410, %2200
  %2202 = zext i1 %2198 to i32
  %2203 = zext i1 %2199 to i32
  %2204 = zext i1 %2201 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2202, i32 %.lcssa145, i32 %.lcssa144, ptr addrspace(1) %2192, i32 %2203, i32 %2204) #5
  %2205 = add i32 %2049, %1439
  %2206 = sext i32 %2205 to i64
  %2207 = getelementptr float, ptr addrspace(1) %2, i64 %2206
  %2208 = and i1 %2053, %1443
  %2209 = ptrtoint ptr addrspace(1) %2207 to i64
  %2210 = and i64 %2209, 7
  %2211 = icmp eq i64 %2210, 0
  %2212 = and i1 %2208, %2211
  %2213 = and i1 %1447, %2212
  %2214 = xor i1 %2208, %2213
  %2215 = xor i1 %2053, %2212
  %2216 = and i1 %1447, %2215
  %2217 = zext i1 %2213 to i32
  %2218 = zext i1 %2214 to i32
  %2219 = zext i1 %2216 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2217, i32 %.lcssa143, i32 %.lcssa142, ptr addrspace(1) %2207, i32 %2218, i32 %2219) #5
  %2220 = add i32 %2068, %1439
  %2221 = sext i32 %2220 to i64
  %2222 = getelementptr float, ptr addrspace(1) %2, i64 %2221
  %2223 = and i1 %2072, %1443
  %2224 = ptrtoint ptr addrspace(1) %2222 to i64
  %2225 = and i64 %2224, 7
  %2226 = icmp eq i64 %2225, 0
  %2227 = and i1 %2223, %2226
  %2228 = and i1 %1447, %2227
  %2229 = xor i1 %2223, %2228
  %2230 = xor i1 %2072, %2227
  %2231 = and i1 %1447, %2230
  %2232 = zext i1 %2228 to i32
  %2233 = zext i1 %2229 to i32
  %2234 = zext i1 %2231 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2232, i32 %.lcssa141, i32 %.lcssa140, ptr addrspace(1) %2222, i32 %2233, i32 %2234) #5
  %2235 = add i32 %2049, %1476
  %2236 = sext i32 %2235 to i64
  %2237 = getelementptr float, ptr addrspace(1) %2, i64 %2236
  %2238 = and i1 %2053, %1480
  %2239 = ptrtoint ptr addrspace(1) %2237 to i64
  %2240 = and i64 %2239, 7
  %2241 = icmp eq i64 %2240, 0
  %2242 = and i1 %2238, %2241
  %2243 = and i1 %1484, %2242
  %2244 = xor i1 %2238, %2243
  %2245 = xor i1 %2053, %2242
  %2246 = and i1 %1484, %2245
  %2247 = zext i1 %2243 to i32
  %2248 = zext i1 %2244 to i32
  %2249 = zext i1 %2246 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2247, i32 %.lcssa139, i32 %.lcssa138, ptr addrspace(1) %2237, i32 %2248, i32 %2249) #5
  %2250 = add i32 %2068, %1476
  %2251 = sext i32 %2250 to i64
  %2252 = getelementptr float, ptr addrspace(1) %2, i64 %2251
  %2253 = and i1 %2072, %1480
  %2254 = ptrtoint ptr addrspace(1) %2252 to i64
  %2255 = and i64 %2254, 7
  %2256 = icmp eq i64 %2255, 0
  %2257 = and i1 %2253, %2256
  %2258 = and i1 %1484, %2257
  %2259 = xor i1 %2253, %2258
  %2260 = xor i1 %2072, %2257
  %2261 = and i1 %1484, %2260
  %2262 = zext i1 %2258 to i32
  %2263 = zext i1 %2259 to i32
  %2264 = zext i1 %2261 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2262, i32 %.lcssa137, i32 %.lcssa136, ptr addrspace(1) %2252, i32 %2263, i32 %2264) #5
  %2265 = add i32 %2049, %1513
  %2266 = sext i32 %2265 to i64
  %2267 = getelementptr float, ptr addrspace(1) %2, i64 %2266
  %2268 = and i1 %2053, %1517
  %2269 = ptrtoint ptr addrspace(1) %2267 to i64
  %2270 = and i64 %2269, 7
  %2271 = icmp eq i64 %2270, 0
  %2272 = and i1 %2268, %2271
  %2273 = and i1 %1521, %2272
  %2274 = xor i1 %2268, %2273
  %2275 = xor i1 %2053, %2272
  %2276 = and i1 %1521, %2275
  %2277 = zext i1 %2273 to i32
  %2278 = zext i1 %2274 to i32
  %2279 = zext i1 %2276 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2277, i32 %.lcssa135, i32 %.lcssa134, ptr addrspace(1) %2267, i32 %2278, i32 %2279) #5
  %2280 = add i32 %2068, %1513
  %2281 = sext i32 %2280 to i64
  %2282 = getelementptr float, ptr addrspace(1) %2, i64 %2281
  %2283 = and i1 %2072, %1517
  %2284 = ptrtoint ptr addrspace(1) %2282 to i64
  %2285 = and i64 %2284, 7
  %2286 = icmp eq i64 %2285, 0
  %2287 = and i1 %2283, %2286
  %2288 = and i1 %1521, %2287
  %2289 = xor i1 %2283, %2288
  %2290 = xor i1 %2072, %2287
  %2291 = and i1 %1521, %2290
  %2292 = zext i1 %2288 to i32
  %2293 = zext i1 %2289 to i32
  %2294 = zext i1 %2291 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2292, i32 %.lcssa133, i32 %.lcssa132, ptr addrspace(1) %2282, i32 %2293, i32 %2294) #5
  br label %.loopexit

.loopexit:                                        ; preds = %106, %86, %._crit_edge
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

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

; Function Attrs: convergent nocallback nofree nounwind memory(argmem: read)
declare { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) readonly captures(none)) #4

attributes #0 = { nounwind "nvvm.reqntid"="384" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { convergent nocallback nofree nounwind memory(argmem: read) }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
