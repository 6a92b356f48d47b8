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
  %.decomposed1028 = sub i32 %.decomposed, %21
  %22 = add nuw i32 %.decomposed1028, %16
  %23 = shl i32 %22, 7
  %24 = shl i32 %20, 8
  %25 = icmp eq i32 %7, 0
  br i1 %25, label %26, label %27

26:                                               ; preds = %6
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 98304) to i32)) #5
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 98304) to i32), i32 16)) #5
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #5
  br label %27

27:                                               ; preds = %26, %6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %25, label %28, label %29

28:                                               ; preds = %27
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 256;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 98336) to i32)) #5
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 256;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 98336) to i32), i32 16)) #5
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #5
  br label %29

29:                                               ; preds = %28, %27
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %30 = icmp samesign ugt i32 %7, 255
  br i1 %30, label %31, label %67

31:                                               ; preds = %29
  tail call void asm sideeffect "setmaxnreg.dec.sync.aligned.u32 40;", "~{memory}"() #5
  %32 = icmp eq i32 %7, 256
  %33 = icmp sgt i32 %5, 0
  %or.cond = select i1 %32, i1 %33, i1 false
  br i1 %or.cond, label %.lr.ph386, label %.loopexit

.lr.ph386:                                        ; preds = %31
  %34 = ptrtoint ptr %0 to i64
  %35 = ptrtoint ptr %1 to i64
  br label %36

36:                                               ; preds = %.lr.ph386, %51
  %37 = phi i32 [ 0, %.lr.ph386 ], [ %65, %51 ]
  %38 = lshr exact i32 %37, 6
  %39 = and i32 %38, 1
  %40 = lshr i32 %37, 7
  %41 = and i32 %40, 1
  %42 = xor i32 %41, 1
  %43 = shl nuw nsw i32 %39, 4
  %44 = zext nneg i32 %43 to i64
  %45 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 98336), i64 %44
  %46 = ptrtoint ptr addrspace(3) %45 to i64
  %47 = trunc i64 %46 to i32
  br label %48

48:                                               ; preds = %48, %36
  %49 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %47, i32 %42) #5
  %50 = icmp eq i32 %49, 0
  br i1 %50, label %48, label %51

51:                                               ; preds = %48
  %52 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 98304), i64 %44
  %53 = ptrtoint ptr addrspace(3) %52 to i64
  %54 = trunc i64 %53 to i32
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 %54, i32 49152) #5
  %55 = shl nuw nsw i32 %39, 14
  %56 = zext nneg i32 %55 to i64
  %57 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 65536), i64 %56
  %58 = ptrtoint ptr addrspace(3) %57 to i64
  %59 = trunc i64 %58 to i32
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %59, i64 %34, i32 %37, i32 %23, i32 %54) #5
  %60 = shl nuw nsw i32 %39, 15
  %61 = zext nneg i32 %60 to i64
  %62 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 %61
  %63 = ptrtoint ptr addrspace(3) %62 to i64
  %64 = trunc i64 %63 to i32
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %64, i64 %35, i32 %37, i32 %24, i32 %54) #5
  %65 = add i32 %37, 64
  %66 = icmp slt i32 %65, %5
  br i1 %66, label %36, label %.loopexit

67:                                               ; preds = %29
  tail call void asm sideeffect "setmaxnreg.inc.sync.aligned.u32 232;", "~{memory}"() #5
  %68 = icmp sgt i32 %5, 0
  %69 = lshr i32 %7, 5
  %70 = shl nuw nsw i32 %7, 1
  br i1 %68, label %.lr.ph, label %._crit_edge

.lr.ph:                                           ; preds = %67
  %71 = and i32 %70, 192
  %72 = and i32 %7, 7
  %73 = and i32 %7, 8
  %74 = lshr i32 %7, 1
  %75 = and i32 %74, 8
  %76 = shl nuw nsw i32 %69, 10
  %77 = and i32 %76, 4096
  %78 = shl nuw nsw i32 %7, 6
  %79 = and i32 %78, 960
  %80 = shl nuw nsw i32 %72, 3
  %invariant.op = or disjoint i32 %79, %77
  %81 = or disjoint i32 %71, %75
  %82 = or disjoint i32 %81, %72
  %83 = shl nuw nsw i32 %82, 6
  %84 = or disjoint i32 %76, %79
  %85 = xor i32 %75, %80
  %.reass = or disjoint i32 %85, %invariant.op
  %86 = zext nneg i32 %.reass to i64
  %87 = xor i32 %73, %80
  %88 = or disjoint i32 %87, %83
  %89 = zext nneg i32 %88 to i64
  %90 = or disjoint i32 %85, %84
  %91 = or i32 %90, 3072
  %92 = zext nneg i32 %91 to i64
  %93 = or disjoint i32 %75, 16
  %94 = xor i32 %93, %80
  %.reass.1 = or disjoint i32 %94, %invariant.op
  %95 = zext nneg i32 %.reass.1 to i64
  %96 = or disjoint i32 %73, 16
  %97 = xor i32 %96, %80
  %98 = or disjoint i32 %97, %83
  %99 = zext nneg i32 %98 to i64
  %100 = or disjoint i32 %94, %84
  %101 = or i32 %100, 3072
  %102 = zext nneg i32 %101 to i64
  %103 = or disjoint i32 %75, 32
  %104 = xor i32 %103, %80
  %.reass.2 = or disjoint i32 %104, %invariant.op
  %105 = zext nneg i32 %.reass.2 to i64
  %106 = or disjoint i32 %73, 32
  %107 = xor i32 %106, %80
  %108 = or disjoint i32 %107, %83
  %109 = zext nneg i32 %108 to i64
  %110 = or disjoint i32 %104, %84
  %111 = or i32 %110, 3072
  %112 = zext nneg i32 %111 to i64
  %113 = or disjoint i32 %75, 48
  %114 = xor i32 %113, %80
  %.reass.3 = or disjoint i32 %114, %invariant.op
  %115 = zext nneg i32 %.reass.3 to i64
  %116 = or disjoint i32 %73, 48
  %117 = xor i32 %116, %80
  %118 = or disjoint i32 %117, %83
  %119 = zext nneg i32 %118 to i64
  %120 = or disjoint i32 %114, %84
  %121 = or i32 %120, 3072
  %122 = zext nneg i32 %121 to i64
  br label %123

123:                                              ; preds = %.lr.ph, %265
  %124 = phi float [ 0.000000e+00, %.lr.ph ], [ %1103, %265 ]
  %125 = phi float [ 0.000000e+00, %.lr.ph ], [ %1102, %265 ]
  %126 = phi float [ 0.000000e+00, %.lr.ph ], [ %1101, %265 ]
  %127 = phi float [ 0.000000e+00, %.lr.ph ], [ %1100, %265 ]
  %128 = phi float [ 0.000000e+00, %.lr.ph ], [ %1098, %265 ]
  %129 = phi float [ 0.000000e+00, %.lr.ph ], [ %1097, %265 ]
  %130 = phi float [ 0.000000e+00, %.lr.ph ], [ %1096, %265 ]
  %131 = phi float [ 0.000000e+00, %.lr.ph ], [ %1095, %265 ]
  %132 = phi float [ 0.000000e+00, %.lr.ph ], [ %1093, %265 ]
  %133 = phi float [ 0.000000e+00, %.lr.ph ], [ %1092, %265 ]
  %134 = phi float [ 0.000000e+00, %.lr.ph ], [ %1091, %265 ]
  %135 = phi float [ 0.000000e+00, %.lr.ph ], [ %1090, %265 ]
  %136 = phi float [ 0.000000e+00, %.lr.ph ], [ %1088, %265 ]
  %137 = phi float [ 0.000000e+00, %.lr.ph ], [ %1087, %265 ]
  %138 = phi float [ 0.000000e+00, %.lr.ph ], [ %1086, %265 ]
  %139 = phi float [ 0.000000e+00, %.lr.ph ], [ %1085, %265 ]
  %140 = phi float [ 0.000000e+00, %.lr.ph ], [ %1083, %265 ]
  %141 = phi float [ 0.000000e+00, %.lr.ph ], [ %1082, %265 ]
  %142 = phi float [ 0.000000e+00, %.lr.ph ], [ %1081, %265 ]
  %143 = phi float [ 0.000000e+00, %.lr.ph ], [ %1080, %265 ]
  %144 = phi float [ 0.000000e+00, %.lr.ph ], [ %1078, %265 ]
  %145 = phi float [ 0.000000e+00, %.lr.ph ], [ %1077, %265 ]
  %146 = phi float [ 0.000000e+00, %.lr.ph ], [ %1076, %265 ]
  %147 = phi float [ 0.000000e+00, %.lr.ph ], [ %1075, %265 ]
  %148 = phi float [ 0.000000e+00, %.lr.ph ], [ %1073, %265 ]
  %149 = phi float [ 0.000000e+00, %.lr.ph ], [ %1072, %265 ]
  %150 = phi float [ 0.000000e+00, %.lr.ph ], [ %1071, %265 ]
  %151 = phi float [ 0.000000e+00, %.lr.ph ], [ %1070, %265 ]
  %152 = phi float [ 0.000000e+00, %.lr.ph ], [ %1068, %265 ]
  %153 = phi float [ 0.000000e+00, %.lr.ph ], [ %1067, %265 ]
  %154 = phi float [ 0.000000e+00, %.lr.ph ], [ %1066, %265 ]
  %155 = phi float [ 0.000000e+00, %.lr.ph ], [ %1065, %265 ]
  %156 = phi float [ 0.000000e+00, %.lr.ph ], [ %1057, %265 ]
  %157 = phi float [ 0.000000e+00, %.lr.ph ], [ %1056, %265 ]
  %158 = phi float [ 0.000000e+00, %.lr.ph ], [ %1055, %265 ]
  %159 = phi float [ 0.000000e+00, %.lr.ph ], [ %1054, %265 ]
  %160 = phi float [ 0.000000e+00, %.lr.ph ], [ %1052, %265 ]
  %161 = phi float [ 0.000000e+00, %.lr.ph ], [ %1051, %265 ]
  %162 = phi float [ 0.000000e+00, %.lr.ph ], [ %1050, %265 ]
  %163 = phi float [ 0.000000e+00, %.lr.ph ], [ %1049, %265 ]
  %164 = phi float [ 0.000000e+00, %.lr.ph ], [ %1047, %265 ]
  %165 = phi float [ 0.000000e+00, %.lr.ph ], [ %1046, %265 ]
  %166 = phi float [ 0.000000e+00, %.lr.ph ], [ %1045, %265 ]
  %167 = phi float [ 0.000000e+00, %.lr.ph ], [ %1044, %265 ]
  %168 = phi float [ 0.000000e+00, %.lr.ph ], [ %1042, %265 ]
  %169 = phi float [ 0.000000e+00, %.lr.ph ], [ %1041, %265 ]
  %170 = phi float [ 0.000000e+00, %.lr.ph ], [ %1040, %265 ]
  %171 = phi float [ 0.000000e+00, %.lr.ph ], [ %1039, %265 ]
  %172 = phi float [ 0.000000e+00, %.lr.ph ], [ %1037, %265 ]
  %173 = phi float [ 0.000000e+00, %.lr.ph ], [ %1036, %265 ]
  %174 = phi float [ 0.000000e+00, %.lr.ph ], [ %1035, %265 ]
  %175 = phi float [ 0.000000e+00, %.lr.ph ], [ %1034, %265 ]
  %176 = phi float [ 0.000000e+00, %.lr.ph ], [ %1032, %265 ]
  %177 = phi float [ 0.000000e+00, %.lr.ph ], [ %1031, %265 ]
  %178 = phi float [ 0.000000e+00, %.lr.ph ], [ %1030, %265 ]
  %179 = phi float [ 0.000000e+00, %.lr.ph ], [ %1029, %265 ]
  %180 = phi float [ 0.000000e+00, %.lr.ph ], [ %1027, %265 ]
  %181 = phi float [ 0.000000e+00, %.lr.ph ], [ %1026, %265 ]
  %182 = phi float [ 0.000000e+00, %.lr.ph ], [ %1025, %265 ]
  %183 = phi float [ 0.000000e+00, %.lr.ph ], [ %1024, %265 ]
  %184 = phi float [ 0.000000e+00, %.lr.ph ], [ %1022, %265 ]
  %185 = phi float [ 0.000000e+00, %.lr.ph ], [ %1021, %265 ]
  %186 = phi float [ 0.000000e+00, %.lr.ph ], [ %1020, %265 ]
  %187 = phi float [ 0.000000e+00, %.lr.ph ], [ %1019, %265 ]
  %188 = phi float [ 0.000000e+00, %.lr.ph ], [ %1011, %265 ]
  %189 = phi float [ 0.000000e+00, %.lr.ph ], [ %1010, %265 ]
  %190 = phi float [ 0.000000e+00, %.lr.ph ], [ %1009, %265 ]
  %191 = phi float [ 0.000000e+00, %.lr.ph ], [ %1008, %265 ]
  %192 = phi float [ 0.000000e+00, %.lr.ph ], [ %1006, %265 ]
  %193 = phi float [ 0.000000e+00, %.lr.ph ], [ %1005, %265 ]
  %194 = phi float [ 0.000000e+00, %.lr.ph ], [ %1004, %265 ]
  %195 = phi float [ 0.000000e+00, %.lr.ph ], [ %1003, %265 ]
  %196 = phi float [ 0.000000e+00, %.lr.ph ], [ %1001, %265 ]
  %197 = phi float [ 0.000000e+00, %.lr.ph ], [ %1000, %265 ]
  %198 = phi float [ 0.000000e+00, %.lr.ph ], [ %999, %265 ]
  %199 = phi float [ 0.000000e+00, %.lr.ph ], [ %998, %265 ]
  %200 = phi float [ 0.000000e+00, %.lr.ph ], [ %996, %265 ]
  %201 = phi float [ 0.000000e+00, %.lr.ph ], [ %995, %265 ]
  %202 = phi float [ 0.000000e+00, %.lr.ph ], [ %994, %265 ]
  %203 = phi float [ 0.000000e+00, %.lr.ph ], [ %993, %265 ]
  %204 = phi float [ 0.000000e+00, %.lr.ph ], [ %991, %265 ]
  %205 = phi float [ 0.000000e+00, %.lr.ph ], [ %990, %265 ]
  %206 = phi float [ 0.000000e+00, %.lr.ph ], [ %989, %265 ]
  %207 = phi float [ 0.000000e+00, %.lr.ph ], [ %988, %265 ]
  %208 = phi float [ 0.000000e+00, %.lr.ph ], [ %986, %265 ]
  %209 = phi float [ 0.000000e+00, %.lr.ph ], [ %985, %265 ]
  %210 = phi float [ 0.000000e+00, %.lr.ph ], [ %984, %265 ]
  %211 = phi float [ 0.000000e+00, %.lr.ph ], [ %983, %265 ]
  %212 = phi float [ 0.000000e+00, %.lr.ph ], [ %981, %265 ]
  %213 = phi float [ 0.000000e+00, %.lr.ph ], [ %980, %265 ]
  %214 = phi float [ 0.000000e+00, %.lr.ph ], [ %979, %265 ]
  %215 = phi float [ 0.000000e+00, %.lr.ph ], [ %978, %265 ]
  %216 = phi float [ 0.000000e+00, %.lr.ph ], [ %976, %265 ]
  %217 = phi float [ 0.000000e+00, %.lr.ph ], [ %975, %265 ]
  %218 = phi float [ 0.000000e+00, %.lr.ph ], [ %974, %265 ]
  %219 = phi float [ 0.000000e+00, %.lr.ph ], [ %973, %265 ]
  %220 = phi float [ 0.000000e+00, %.lr.ph ], [ %965, %265 ]
  %221 = phi float [ 0.000000e+00, %.lr.ph ], [ %964, %265 ]
  %222 = phi float [ 0.000000e+00, %.lr.ph ], [ %963, %265 ]
  %223 = phi float [ 0.000000e+00, %.lr.ph ], [ %962, %265 ]
  %224 = phi float [ 0.000000e+00, %.lr.ph ], [ %960, %265 ]
  %225 = phi float [ 0.000000e+00, %.lr.ph ], [ %959, %265 ]
  %226 = phi float [ 0.000000e+00, %.lr.ph ], [ %958, %265 ]
  %227 = phi float [ 0.000000e+00, %.lr.ph ], [ %957, %265 ]
  %228 = phi float [ 0.000000e+00, %.lr.ph ], [ %949, %265 ]
  %229 = phi float [ 0.000000e+00, %.lr.ph ], [ %948, %265 ]
  %230 = phi float [ 0.000000e+00, %.lr.ph ], [ %947, %265 ]
  %231 = phi float [ 0.000000e+00, %.lr.ph ], [ %946, %265 ]
  %232 = phi float [ 0.000000e+00, %.lr.ph ], [ %944, %265 ]
  %233 = phi float [ 0.000000e+00, %.lr.ph ], [ %943, %265 ]
  %234 = phi float [ 0.000000e+00, %.lr.ph ], [ %942, %265 ]
  %235 = phi float [ 0.000000e+00, %.lr.ph ], [ %941, %265 ]
  %236 = phi float [ 0.000000e+00, %.lr.ph ], [ %933, %265 ]
  %237 = phi float [ 0.000000e+00, %.lr.ph ], [ %932, %265 ]
  %238 = phi float [ 0.000000e+00, %.lr.ph ], [ %931, %265 ]
  %239 = phi float [ 0.000000e+00, %.lr.ph ], [ %930, %265 ]
  %240 = phi float [ 0.000000e+00, %.lr.ph ], [ %928, %265 ]
  %241 = phi float [ 0.000000e+00, %.lr.ph ], [ %927, %265 ]
  %242 = phi float [ 0.000000e+00, %.lr.ph ], [ %926, %265 ]
  %243 = phi float [ 0.000000e+00, %.lr.ph ], [ %925, %265 ]
  %244 = phi float [ 0.000000e+00, %.lr.ph ], [ %917, %265 ]
  %245 = phi float [ 0.000000e+00, %.lr.ph ], [ %916, %265 ]
  %246 = phi float [ 0.000000e+00, %.lr.ph ], [ %915, %265 ]
  %247 = phi float [ 0.000000e+00, %.lr.ph ], [ %914, %265 ]
  %248 = phi float [ 0.000000e+00, %.lr.ph ], [ %912, %265 ]
  %249 = phi float [ 0.000000e+00, %.lr.ph ], [ %911, %265 ]
  %250 = phi float [ 0.000000e+00, %.lr.ph ], [ %910, %265 ]
  %251 = phi float [ 0.000000e+00, %.lr.ph ], [ %909, %265 ]
  %252 = phi i32 [ 0, %.lr.ph ], [ %1107, %265 ]
  %253 = lshr exact i32 %252, 6
  %254 = and i32 %253, 1
  %255 = lshr i32 %252, 7
  %256 = and i32 %255, 1
  %257 = shl nuw nsw i32 %254, 4
  %258 = zext nneg i32 %257 to i64
  %259 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 98304), i64 %258
  %260 = ptrtoint ptr addrspace(3) %259 to i64
  %261 = trunc i64 %260 to i32
  br label %262

262:                                              ; preds = %262, %123
  %263 = tail call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %261, i32 %256) #5
  %264 = icmp eq i32 %263, 0
  br i1 %264, label %262, label %265

265:                                              ; preds = %262
  %266 = shl nuw nsw i32 %254, 14
  %267 = zext nneg i32 %266 to i64
  %268 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 65536), i64 %267
  %269 = shl nuw nsw i32 %254, 15
  %270 = zext nneg i32 %269 to i64
  %271 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 %270
  %272 = getelementptr bfloat, ptr addrspace(3) %268, i64 %86
  %273 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %272)
  %274 = extractvalue { i32, i32, i32, i32 } %273, 0
  %275 = extractvalue { i32, i32, i32, i32 } %273, 1
  %276 = extractvalue { i32, i32, i32, i32 } %273, 2
  %277 = extractvalue { i32, i32, i32, i32 } %273, 3
  %278 = getelementptr bfloat, ptr addrspace(3) %271, i64 %89
  %279 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %278)
  %280 = extractvalue { i32, i32, i32, i32 } %279, 0
  %281 = extractvalue { i32, i32, i32, i32 } %279, 1
  %282 = extractvalue { i32, i32, i32, i32 } %279, 2
  %283 = extractvalue { i32, i32, i32, i32 } %279, 3
  %284 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %274, i32 %275, i32 %276, i32 %277, i32 %280, i32 %281, float %251, float %250, float %249, float %248) #5
  %285 = extractvalue { float, float, float, float } %284, 0
  %286 = extractvalue { float, float, float, float } %284, 1
  %287 = extractvalue { float, float, float, float } %284, 2
  %288 = extractvalue { float, float, float, float } %284, 3
  %289 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %274, i32 %275, i32 %276, i32 %277, i32 %282, i32 %283, float %247, float %246, float %245, float %244) #5
  %290 = extractvalue { float, float, float, float } %289, 0
  %291 = extractvalue { float, float, float, float } %289, 1
  %292 = extractvalue { float, float, float, float } %289, 2
  %293 = extractvalue { float, float, float, float } %289, 3
  %294 = getelementptr i8, ptr addrspace(3) %278, i64 2048
  %295 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %294)
  %296 = extractvalue { i32, i32, i32, i32 } %295, 0
  %297 = extractvalue { i32, i32, i32, i32 } %295, 1
  %298 = extractvalue { i32, i32, i32, i32 } %295, 2
  %299 = extractvalue { i32, i32, i32, i32 } %295, 3
  %300 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %274, i32 %275, i32 %276, i32 %277, i32 %296, i32 %297, float %243, float %242, float %241, float %240) #5
  %301 = extractvalue { float, float, float, float } %300, 0
  %302 = extractvalue { float, float, float, float } %300, 1
  %303 = extractvalue { float, float, float, float } %300, 2
  %304 = extractvalue { float, float, float, float } %300, 3
  %305 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %274, i32 %275, i32 %276, i32 %277, i32 %298, i32 %299, float %239, float %238, float %237, float %236) #5
  %306 = extractvalue { float, float, float, float } %305, 0
  %307 = extractvalue { float, float, float, float } %305, 1
  %308 = extractvalue { float, float, float, float } %305, 2
  %309 = extractvalue { float, float, float, float } %305, 3
  %310 = getelementptr i8, ptr addrspace(3) %278, i64 4096
  %311 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %310)
  %312 = extractvalue { i32, i32, i32, i32 } %311, 0
  %313 = extractvalue { i32, i32, i32, i32 } %311, 1
  %314 = extractvalue { i32, i32, i32, i32 } %311, 2
  %315 = extractvalue { i32, i32, i32, i32 } %311, 3
  %316 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %274, i32 %275, i32 %276, i32 %277, i32 %312, i32 %313, float %235, float %234, float %233, float %232) #5
  %317 = extractvalue { float, float, float, float } %316, 0
  %318 = extractvalue { float, float, float, float } %316, 1
  %319 = extractvalue { float, float, float, float } %316, 2
  %320 = extractvalue { float, float, float, float } %316, 3
  %321 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %274, i32 %275, i32 %276, i32 %277, i32 %314, i32 %315, float %231, float %230, float %229, float %228) #5
  %322 = extractvalue { float, float, float, float } %321, 0
  %323 = extractvalue { float, float, float, float } %321, 1
  %324 = extractvalue { float, float, float, float } %321, 2
  %325 = extractvalue { float, float, float, float } %321, 3
  %326 = getelementptr i8, ptr addrspace(3) %278, i64 6144
  %327 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %326)
  %328 = extractvalue { i32, i32, i32, i32 } %327, 0
  %329 = extractvalue { i32, i32, i32, i32 } %327, 1
  %330 = extractvalue { i32, i32, i32, i32 } %327, 2
  %331 = extractvalue { i32, i32, i32, i32 } %327, 3
  %332 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %274, i32 %275, i32 %276, i32 %277, i32 %328, i32 %329, float %227, float %226, float %225, float %224) #5
  %333 = extractvalue { float, float, float, float } %332, 0
  %334 = extractvalue { float, float, float, float } %332, 1
  %335 = extractvalue { float, float, float, float } %332, 2
  %336 = extractvalue { float, float, float, float } %332, 3
  %337 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %274, i32 %275, i32 %276, i32 %277, i32 %330, i32 %331, float %223, float %222, float %221, float %220) #5
  %338 = extractvalue { float, float, float, float } %337, 0
  %339 = extractvalue { float, float, float, float } %337, 1
  %340 = extractvalue { float, float, float, float } %337, 2
  %341 = extractvalue { float, float, float, float } %337, 3
  %342 = getelementptr i8, ptr addrspace(3) %272, i64 2048
  %343 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %342)
  %344 = extractvalue { i32, i32, i32, i32 } %343, 0
  %345 = extractvalue { i32, i32, i32, i32 } %343, 1
  %346 = extractvalue { i32, i32, i32, i32 } %343, 2
  %347 = extractvalue { i32, i32, i32, i32 } %343, 3
  %348 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %344, i32 %345, i32 %346, i32 %347, i32 %280, i32 %281, float %219, float %218, float %217, float %216) #5
  %349 = extractvalue { float, float, float, float } %348, 0
  %350 = extractvalue { float, float, float, float } %348, 1
  %351 = extractvalue { float, float, float, float } %348, 2
  %352 = extractvalue { float, float, float, float } %348, 3
  %353 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %344, i32 %345, i32 %346, i32 %347, i32 %282, i32 %283, float %215, float %214, float %213, float %212) #5
  %354 = extractvalue { float, float, float, float } %353, 0
  %355 = extractvalue { float, float, float, float } %353, 1
  %356 = extractvalue { float, float, float, float } %353, 2
  %357 = extractvalue { float, float, float, float } %353, 3
  %358 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %344, i32 %345, i32 %346, i32 %347, i32 %296, i32 %297, float %211, float %210, float %209, float %208) #5
  %359 = extractvalue { float, float, float, float } %358, 0
  %360 = extractvalue { float, float, float, float } %358, 1
  %361 = extractvalue { float, float, float, float } %358, 2
  %362 = extractvalue { float, float, float, float } %358, 3
  %363 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %344, i32 %345, i32 %346, i32 %347, i32 %298, i32 %299, float %207, float %206, float %205, float %204) #5
  %364 = extractvalue { float, float, float, float } %363, 0
  %365 = extractvalue { float, float, float, float } %363, 1
  %366 = extractvalue { float, float, float, float } %363, 2
  %367 = extractvalue { float, float, float, float } %363, 3
  %368 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %344, i32 %345, i32 %346, i32 %347, i32 %312, i32 %313, float %203, float %202, float %201, float %200) #5
  %369 = extractvalue { float, float, float, float } %368, 0
  %370 = extractvalue { float, float, float, float } %368, 1
  %371 = extractvalue { float, float, float, float } %368, 2
  %372 = extractvalue { float, float, float, float } %368, 3
  %373 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %344, i32 %345, i32 %346, i32 %347, i32 %314, i32 %315, float %199, float %198, float %197, float %196) #5
  %374 = extractvalue { float, float, float, float } %373, 0
  %375 = extractvalue { float, float, float, float } %373, 1
  %376 = extractvalue { float, float, float, float } %373, 2
  %377 = extractvalue { float, float, float, float } %373, 3
  %378 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %344, i32 %345, i32 %346, i32 %347, i32 %328, i32 %329, float %195, float %194, float %193, float %192) #5
  %379 = extractvalue { float, float, float, float } %378, 0
  %380 = extractvalue { float, float, float, float } %378, 1
  %381 = extractvalue { float, float, float, float } %378, 2
  %382 = extractvalue { float, float, float, float } %378, 3
  %383 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %344, i32 %345, i32 %346, i32 %347, i32 %330, i32 %331, float %191, float %190, float %189, float %188) #5
  %384 = extractvalue { float, float, float, float } %383, 0
  %385 = extractvalue { float, float, float, float } %383, 1
  %386 = extractvalue { float, float, float, float } %383, 2
  %387 = extractvalue { float, float, float, float } %383, 3
  %388 = getelementptr i8, ptr addrspace(3) %272, i64 4096
  %389 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %388)
  %390 = extractvalue { i32, i32, i32, i32 } %389, 0
  %391 = extractvalue { i32, i32, i32, i32 } %389, 1
  %392 = extractvalue { i32, i32, i32, i32 } %389, 2
  %393 = extractvalue { i32, i32, i32, i32 } %389, 3
  %394 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %390, i32 %391, i32 %392, i32 %393, i32 %280, i32 %281, float %187, float %186, float %185, float %184) #5
  %395 = extractvalue { float, float, float, float } %394, 0
  %396 = extractvalue { float, float, float, float } %394, 1
  %397 = extractvalue { float, float, float, float } %394, 2
  %398 = extractvalue { float, float, float, float } %394, 3
  %399 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %390, i32 %391, i32 %392, i32 %393, i32 %282, i32 %283, float %183, float %182, float %181, float %180) #5
  %400 = extractvalue { float, float, float, float } %399, 0
  %401 = extractvalue { float, float, float, float } %399, 1
  %402 = extractvalue { float, float, float, float } %399, 2
  %403 = extractvalue { float, float, float, float } %399, 3
  %404 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %390, i32 %391, i32 %392, i32 %393, i32 %296, i32 %297, float %179, float %178, float %177, float %176) #5
  %405 = extractvalue { float, float, float, float } %404, 0
  %406 = extractvalue { float, float, float, float } %404, 1
  %407 = extractvalue { float, float, float, float } %404, 2
  %408 = extractvalue { float, float, float, float } %404, 3
  %409 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %390, i32 %391, i32 %392, i32 %393, i32 %298, i32 %299, float %175, float %174, float %173, float %172) #5
  %410 = extractvalue { float, float, float, float } %409, 0
  %411 = extractvalue { float, float, float, float } %409, 1
  %412 = extractvalue { float, float, float, float } %409, 2
  %413 = extractvalue { float, float, float, float } %409, 3
  %414 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %390, i32 %391, i32 %392, i32 %393, i32 %312, i32 %313, float %171, float %170, float %169, float %168) #5
  %415 = extractvalue { float, float, float, float } %414, 0
  %416 = extractvalue { float, float, float, float } %414, 1
  %417 = extractvalue { float, float, float, float } %414, 2
  %418 = extractvalue { float, float, float, float } %414, 3
  %419 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %390, i32 %391, i32 %392, i32 %393, i32 %314, i32 %315, float %167, float %166, float %165, float %164) #5
  %420 = extractvalue { float, float, float, float } %419, 0
  %421 = extractvalue { float, float, float, float } %419, 1
  %422 = extractvalue { float, float, float, float } %419, 2
  %423 = extractvalue { float, float, float, float } %419, 3
  %424 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %390, i32 %391, i32 %392, i32 %393, i32 %328, i32 %329, float %163, float %162, float %161, float %160) #5
  %425 = extractvalue { float, float, float, float } %424, 0
  %426 = extractvalue { float, float, float, float } %424, 1
  %427 = extractvalue { float, float, float, float } %424, 2
  %428 = extractvalue { float, float, float, float } %424, 3
  %429 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %390, i32 %391, i32 %392, i32 %393, i32 %330, i32 %331, float %159, float %158, float %157, float %156) #5
  %430 = extractvalue { float, float, float, float } %429, 0
  %431 = extractvalue { float, float, float, float } %429, 1
  %432 = extractvalue { float, float, float, float } %429, 2
  %433 = extractvalue { float, float, float, float } %429, 3
  %434 = getelementptr bfloat, ptr addrspace(3) %268, i64 %92
  %435 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %434)
  %436 = extractvalue { i32, i32, i32, i32 } %435, 0
  %437 = extractvalue { i32, i32, i32, i32 } %435, 1
  %438 = extractvalue { i32, i32, i32, i32 } %435, 2
  %439 = extractvalue { i32, i32, i32, i32 } %435, 3
  %440 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %436, i32 %437, i32 %438, i32 %439, i32 %280, i32 %281, float %155, float %154, float %153, float %152) #5
  %441 = extractvalue { float, float, float, float } %440, 0
  %442 = extractvalue { float, float, float, float } %440, 1
  %443 = extractvalue { float, float, float, float } %440, 2
  %444 = extractvalue { float, float, float, float } %440, 3
  %445 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %436, i32 %437, i32 %438, i32 %439, i32 %282, i32 %283, float %151, float %150, float %149, float %148) #5
  %446 = extractvalue { float, float, float, float } %445, 0
  %447 = extractvalue { float, float, float, float } %445, 1
  %448 = extractvalue { float, float, float, float } %445, 2
  %449 = extractvalue { float, float, float, float } %445, 3
  %450 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %436, i32 %437, i32 %438, i32 %439, i32 %296, i32 %297, float %147, float %146, float %145, float %144) #5
  %451 = extractvalue { float, float, float, float } %450, 0
  %452 = extractvalue { float, float, float, float } %450, 1
  %453 = extractvalue { float, float, float, float } %450, 2
  %454 = extractvalue { float, float, float, float } %450, 3
  %455 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %436, i32 %437, i32 %438, i32 %439, i32 %298, i32 %299, float %143, float %142, float %141, float %140) #5
  %456 = extractvalue { float, float, float, float } %455, 0
  %457 = extractvalue { float, float, float, float } %455, 1
  %458 = extractvalue { float, float, float, float } %455, 2
  %459 = extractvalue { float, float, float, float } %455, 3
  %460 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %436, i32 %437, i32 %438, i32 %439, i32 %312, i32 %313, float %139, float %138, float %137, float %136) #5
  %461 = extractvalue { float, float, float, float } %460, 0
  %462 = extractvalue { float, float, float, float } %460, 1
  %463 = extractvalue { float, float, float, float } %460, 2
  %464 = extractvalue { float, float, float, float } %460, 3
  %465 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %436, i32 %437, i32 %438, i32 %439, i32 %314, i32 %315, float %135, float %134, float %133, float %132) #5
  %466 = extractvalue { float, float, float, float } %465, 0
  %467 = extractvalue { float, float, float, float } %465, 1
  %468 = extractvalue { float, float, float, float } %465, 2
  %469 = extractvalue { float, float, float, float } %465, 3
  %470 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %436, i32 %437, i32 %438, i32 %439, i32 %328, i32 %329, float %131, float %130, float %129, float %128) #5
  %471 = extractvalue { float, float, float, float } %470, 0
  %472 = extractvalue { float, float, float, float } %470, 1
  %473 = extractvalue { float, float, float, float } %470, 2
  %474 = extractvalue { float, float, float, float } %470, 3
  %475 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %436, i32 %437, i32 %438, i32 %439, i32 %330, i32 %331, float %127, float %126, float %125, float %124) #5
  %476 = extractvalue { float, float, float, float } %475, 0
  %477 = extractvalue { float, float, float, float } %475, 1
  %478 = extractvalue { float, float, float, float } %475, 2
  %479 = extractvalue { float, float, float, float } %475, 3
  %480 = getelementptr bfloat, ptr addrspace(3) %268, i64 %95
  %481 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %480)
  %482 = extractvalue { i32, i32, i32, i32 } %481, 0
  %483 = extractvalue { i32, i32, i32, i32 } %481, 1
  %484 = extractvalue { i32, i32, i32, i32 } %481, 2
  %485 = extractvalue { i32, i32, i32, i32 } %481, 3
  %486 = getelementptr bfloat, ptr addrspace(3) %271, i64 %99
  %487 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %486)
  %488 = extractvalue { i32, i32, i32, i32 } %487, 0
  %489 = extractvalue { i32, i32, i32, i32 } %487, 1
  %490 = extractvalue { i32, i32, i32, i32 } %487, 2
  %491 = extractvalue { i32, i32, i32, i32 } %487, 3
  %492 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %482, i32 %483, i32 %484, i32 %485, i32 %488, i32 %489, float %285, float %286, float %287, float %288) #5
  %493 = extractvalue { float, float, float, float } %492, 0
  %494 = extractvalue { float, float, float, float } %492, 1
  %495 = extractvalue { float, float, float, float } %492, 2
  %496 = extractvalue { float, float, float, float } %492, 3
  %497 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %482, i32 %483, i32 %484, i32 %485, i32 %490, i32 %491, float %290, float %291, float %292, float %293) #5
  %498 = extractvalue { float, float, float, float } %497, 0
  %499 = extractvalue { float, float, float, float } %497, 1
  %500 = extractvalue { float, float, float, float } %497, 2
  %501 = extractvalue { float, float, float, float } %497, 3
  %502 = getelementptr i8, ptr addrspace(3) %486, i64 2048
  %503 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %502)
  %504 = extractvalue { i32, i32, i32, i32 } %503, 0
  %505 = extractvalue { i32, i32, i32, i32 } %503, 1
  %506 = extractvalue { i32, i32, i32, i32 } %503, 2
  %507 = extractvalue { i32, i32, i32, i32 } %503, 3
  %508 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %482, i32 %483, i32 %484, i32 %485, i32 %504, i32 %505, float %301, float %302, float %303, float %304) #5
  %509 = extractvalue { float, float, float, float } %508, 0
  %510 = extractvalue { float, float, float, float } %508, 1
  %511 = extractvalue { float, float, float, float } %508, 2
  %512 = extractvalue { float, float, float, float } %508, 3
  %513 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %482, i32 %483, i32 %484, i32 %485, i32 %506, i32 %507, float %306, float %307, float %308, float %309) #5
  %514 = extractvalue { float, float, float, float } %513, 0
  %515 = extractvalue { float, float, float, float } %513, 1
  %516 = extractvalue { float, float, float, float } %513, 2
  %517 = extractvalue { float, float, float, float } %513, 3
  %518 = getelementptr i8, ptr addrspace(3) %486, i64 4096
  %519 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %518)
  %520 = extractvalue { i32, i32, i32, i32 } %519, 0
  %521 = extractvalue { i32, i32, i32, i32 } %519, 1
  %522 = extractvalue { i32, i32, i32, i32 } %519, 2
  %523 = extractvalue { i32, i32, i32, i32 } %519, 3
  %524 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %482, i32 %483, i32 %484, i32 %485, i32 %520, i32 %521, float %317, float %318, float %319, float %320) #5
  %525 = extractvalue { float, float, float, float } %524, 0
  %526 = extractvalue { float, float, float, float } %524, 1
  %527 = extractvalue { float, float, float, float } %524, 2
  %528 = extractvalue { float, float, float, float } %524, 3
  %529 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %482, i32 %483, i32 %484, i32 %485, i32 %522, i32 %523, float %322, float %323, float %324, float %325) #5
  %530 = extractvalue { float, float, float, float } %529, 0
  %531 = extractvalue { float, float, float, float } %529, 1
  %532 = extractvalue { float, float, float, float } %529, 2
  %533 = extractvalue { float, float, float, float } %529, 3
  %534 = getelementptr i8, ptr addrspace(3) %486, i64 6144
  %535 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %534)
  %536 = extractvalue { i32, i32, i32, i32 } %535, 0
  %537 = extractvalue { i32, i32, i32, i32 } %535, 1
  %538 = extractvalue { i32, i32, i32, i32 } %535, 2
  %539 = extractvalue { i32, i32, i32, i32 } %535, 3
  %540 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %482, i32 %483, i32 %484, i32 %485, i32 %536, i32 %537, float %333, float %334, float %335, float %336) #5
  %541 = extractvalue { float, float, float, float } %540, 0
  %542 = extractvalue { float, float, float, float } %540, 1
  %543 = extractvalue { float, float, float, float } %540, 2
  %544 = extractvalue { float, float, float, float } %540, 3
  %545 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %482, i32 %483, i32 %484, i32 %485, i32 %538, i32 %539, float %338, float %339, float %340, float %341) #5
  %546 = extractvalue { float, float, float, float } %545, 0
  %547 = extractvalue { float, float, float, float } %545, 1
  %548 = extractvalue { float, float, float, float } %545, 2
  %549 = extractvalue { float, float, float, float } %545, 3
  %550 = getelementptr i8, ptr addrspace(3) %480, i64 2048
  %551 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %550)
  %552 = extractvalue { i32, i32, i32, i32 } %551, 0
  %553 = extractvalue { i32, i32, i32, i32 } %551, 1
  %554 = extractvalue { i32, i32, i32, i32 } %551, 2
  %555 = extractvalue { i32, i32, i32, i32 } %551, 3
  %556 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %552, i32 %553, i32 %554, i32 %555, i32 %488, i32 %489, float %349, float %350, float %351, float %352) #5
  %557 = extractvalue { float, float, float, float } %556, 0
  %558 = extractvalue { float, float, float, float } %556, 1
  %559 = extractvalue { float, float, float, float } %556, 2
  %560 = extractvalue { float, float, float, float } %556, 3
  %561 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %552, i32 %553, i32 %554, i32 %555, i32 %490, i32 %491, float %354, float %355, float %356, float %357) #5
  %562 = extractvalue { float, float, float, float } %561, 0
  %563 = extractvalue { float, float, float, float } %561, 1
  %564 = extractvalue { float, float, float, float } %561, 2
  %565 = extractvalue { float, float, float, float } %561, 3
  %566 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %552, i32 %553, i32 %554, i32 %555, i32 %504, i32 %505, float %359, float %360, float %361, float %362) #5
  %567 = extractvalue { float, float, float, float } %566, 0
  %568 = extractvalue { float, float, float, float } %566, 1
  %569 = extractvalue { float, float, float, float } %566, 2
  %570 = extractvalue { float, float, float, float } %566, 3
  %571 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %552, i32 %553, i32 %554, i32 %555, i32 %506, i32 %507, float %364, float %365, float %366, float %367) #5
  %572 = extractvalue { float, float, float, float } %571, 0
  %573 = extractvalue { float, float, float, float } %571, 1
  %574 = extractvalue { float, float, float, float } %571, 2
  %575 = extractvalue { float, float, float, float } %571, 3
  %576 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %552, i32 %553, i32 %554, i32 %555, i32 %520, i32 %521, float %369, float %370, float %371, float %372) #5
  %577 = extractvalue { float, float, float, float } %576, 0
  %578 = extractvalue { float, float, float, float } %576, 1
  %579 = extractvalue { float, float, float, float } %576, 2
  %580 = extractvalue { float, float, float, float } %576, 3
  %581 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %552, i32 %553, i32 %554, i32 %555, i32 %522, i32 %523, float %374, float %375, float %376, float %377) #5
  %582 = extractvalue { float, float, float, float } %581, 0
  %583 = extractvalue { float, float, float, float } %581, 1
  %584 = extractvalue { float, float, float, float } %581, 2
  %585 = extractvalue { float, float, float, float } %581, 3
  %586 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %552, i32 %553, i32 %554, i32 %555, i32 %536, i32 %537, float %379, float %380, float %381, float %382) #5
  %587 = extractvalue { float, float, float, float } %586, 0
  %588 = extractvalue { float, float, float, float } %586, 1
  %589 = extractvalue { float, float, float, float } %586, 2
  %590 = extractvalue { float, float, float, float } %586, 3
  %591 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %552, i32 %553, i32 %554, i32 %555, i32 %538, i32 %539, float %384, float %385, float %386, float %387) #5
  %592 = extractvalue { float, float, float, float } %591, 0
  %593 = extractvalue { float, float, float, float } %591, 1
  %594 = extractvalue { float, float, float, float } %591, 2
  %595 = extractvalue { float, float, float, float } %591, 3
  %596 = getelementptr i8, ptr addrspace(3) %480, i64 4096
  %597 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %596)
  %598 = extractvalue { i32, i32, i32, i32 } %597, 0
  %599 = extractvalue { i32, i32, i32, i32 } %597, 1
  %600 = extractvalue { i32, i32, i32, i32 } %597, 2
  %601 = extractvalue { i32, i32, i32, i32 } %597, 3
  %602 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %598, i32 %599, i32 %600, i32 %601, i32 %488, i32 %489, float %395, float %396, float %397, float %398) #5
  %603 = extractvalue { float, float, float, float } %602, 0
  %604 = extractvalue { float, float, float, float } %602, 1
  %605 = extractvalue { float, float, float, float } %602, 2
  %606 = extractvalue { float, float, float, float } %602, 3
  %607 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %598, i32 %599, i32 %600, i32 %601, i32 %490, i32 %491, float %400, float %401, float %402, float %403) #5
  %608 = extractvalue { float, float, float, float } %607, 0
  %609 = extractvalue { float, float, float, float } %607, 1
  %610 = extractvalue { float, float, float, float } %607, 2
  %611 = extractvalue { float, float, float, float } %607, 3
  %612 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %598, i32 %599, i32 %600, i32 %601, i32 %504, i32 %505, float %405, float %406, float %407, float %408) #5
  %613 = extractvalue { float, float, float, float } %612, 0
  %614 = extractvalue { float, float, float, float } %612, 1
  %615 = extractvalue { float, float, float, float } %612, 2
  %616 = extractvalue { float, float, float, float } %612, 3
  %617 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %598, i32 %599, i32 %600, i32 %601, i32 %506, i32 %507, float %410, float %411, float %412, float %413) #5
  %618 = extractvalue { float, float, float, float } %617, 0
  %619 = extractvalue { float, float, float, float } %617, 1
  %620 = extractvalue { float, float, float, float } %617, 2
  %621 = extractvalue { float, float, float, float } %617, 3
  %622 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %598, i32 %599, i32 %600, i32 %601, i32 %520, i32 %521, float %415, float %416, float %417, float %418) #5
  %623 = extractvalue { float, float, float, float } %622, 0
  %624 = extractvalue { float, float, float, float } %622, 1
  %625 = extractvalue { float, float, float, float } %622, 2
  %626 = extractvalue { float, float, float, float } %622, 3
  %627 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %598, i32 %599, i32 %600, i32 %601, i32 %522, i32 %523, float %420, float %421, float %422, float %423) #5
  %628 = extractvalue { float, float, float, float } %627, 0
  %629 = extractvalue { float, float, float, float } %627, 1
  %630 = extractvalue { float, float, float, float } %627, 2
  %631 = extractvalue { float, float, float, float } %627, 3
  %632 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %598, i32 %599, i32 %600, i32 %601, i32 %536, i32 %537, float %425, float %426, float %427, float %428) #5
  %633 = extractvalue { float, float, float, float } %632, 0
  %634 = extractvalue { float, float, float, float } %632, 1
  %635 = extractvalue { float, float, float, float } %632, 2
  %636 = extractvalue { float, float, float, float } %632, 3
  %637 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %598, i32 %599, i32 %600, i32 %601, i32 %538, i32 %539, float %430, float %431, float %432, float %433) #5
  %638 = extractvalue { float, float, float, float } %637, 0
  %639 = extractvalue { float, float, float, float } %637, 1
  %640 = extractvalue { float, float, float, float } %637, 2
  %641 = extractvalue { float, float, float, float } %637, 3
  %642 = getelementptr bfloat, ptr addrspace(3) %268, i64 %102
  %643 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %642)
  %644 = extractvalue { i32, i32, i32, i32 } %643, 0
  %645 = extractvalue { i32, i32, i32, i32 } %643, 1
  %646 = extractvalue { i32, i32, i32, i32 } %643, 2
  %647 = extractvalue { i32, i32, i32, i32 } %643, 3
  %648 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %644, i32 %645, i32 %646, i32 %647, i32 %488, i32 %489, float %441, float %442, float %443, float %444) #5
  %649 = extractvalue { float, float, float, float } %648, 0
  %650 = extractvalue { float, float, float, float } %648, 1
  %651 = extractvalue { float, float, float, float } %648, 2
  %652 = extractvalue { float, float, float, float } %648, 3
  %653 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %644, i32 %645, i32 %646, i32 %647, i32 %490, i32 %491, float %446, float %447, float %448, float %449) #5
  %654 = extractvalue { float, float, float, float } %653, 0
  %655 = extractvalue { float, float, float, float } %653, 1
  %656 = extractvalue { float, float, float, float } %653, 2
  %657 = extractvalue { float, float, float, float } %653, 3
  %658 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %644, i32 %645, i32 %646, i32 %647, i32 %504, i32 %505, float %451, float %452, float %453, float %454) #5
  %659 = extractvalue { float, float, float, float } %658, 0
  %660 = extractvalue { float, float, float, float } %658, 1
  %661 = extractvalue { float, float, float, float } %658, 2
  %662 = extractvalue { float, float, float, float } %658, 3
  %663 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %644, i32 %645, i32 %646, i32 %647, i32 %506, i32 %507, float %456, float %457, float %458, float %459) #5
  %664 = extractvalue { float, float, float, float } %663, 0
  %665 = extractvalue { float, float, float, float } %663, 1
  %666 = extractvalue { float, float, float, float } %663, 2
  %667 = extractvalue { float, float, float, float } %663, 3
  %668 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %644, i32 %645, i32 %646, i32 %647, i32 %520, i32 %521, float %461, float %462, float %463, float %464) #5
  %669 = extractvalue { float, float, float, float } %668, 0
  %670 = extractvalue { float, float, float, float } %668, 1
  %671 = extractvalue { float, float, float, float } %668, 2
  %672 = extractvalue { float, float, float, float } %668, 3
  %673 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %644, i32 %645, i32 %646, i32 %647, i32 %522, i32 %523, float %466, float %467, float %468, float %469) #5
  %674 = extractvalue { float, float, float, float } %673, 0
  %675 = extractvalue { float, float, float, float } %673, 1
  %676 = extractvalue { float, float, float, float } %673, 2
  %677 = extractvalue { float, float, float, float } %673, 3
  %678 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %644, i32 %645, i32 %646, i32 %647, i32 %536, i32 %537, float %471, float %472, float %473, float %474) #5
  %679 = extractvalue { float, float, float, float } %678, 0
  %680 = extractvalue { float, float, float, float } %678, 1
  %681 = extractvalue { float, float, float, float } %678, 2
  %682 = extractvalue { float, float, float, float } %678, 3
  %683 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %644, i32 %645, i32 %646, i32 %647, i32 %538, i32 %539, float %476, float %477, float %478, float %479) #5
  %684 = extractvalue { float, float, float, float } %683, 0
  %685 = extractvalue { float, float, float, float } %683, 1
  %686 = extractvalue { float, float, float, float } %683, 2
  %687 = extractvalue { float, float, float, float } %683, 3
  %688 = getelementptr bfloat, ptr addrspace(3) %268, i64 %105
  %689 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %688)
  %690 = extractvalue { i32, i32, i32, i32 } %689, 0
  %691 = extractvalue { i32, i32, i32, i32 } %689, 1
  %692 = extractvalue { i32, i32, i32, i32 } %689, 2
  %693 = extractvalue { i32, i32, i32, i32 } %689, 3
  %694 = getelementptr bfloat, ptr addrspace(3) %271, i64 %109
  %695 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %694)
  %696 = extractvalue { i32, i32, i32, i32 } %695, 0
  %697 = extractvalue { i32, i32, i32, i32 } %695, 1
  %698 = extractvalue { i32, i32, i32, i32 } %695, 2
  %699 = extractvalue { i32, i32, i32, i32 } %695, 3
  %700 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %690, i32 %691, i32 %692, i32 %693, i32 %696, i32 %697, float %493, float %494, float %495, float %496) #5
  %701 = extractvalue { float, float, float, float } %700, 0
  %702 = extractvalue { float, float, float, float } %700, 1
  %703 = extractvalue { float, float, float, float } %700, 2
  %704 = extractvalue { float, float, float, float } %700, 3
  %705 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %690, i32 %691, i32 %692, i32 %693, i32 %698, i32 %699, float %498, float %499, float %500, float %501) #5
  %706 = extractvalue { float, float, float, float } %705, 0
  %707 = extractvalue { float, float, float, float } %705, 1
  %708 = extractvalue { float, float, float, float } %705, 2
  %709 = extractvalue { float, float, float, float } %705, 3
  %710 = getelementptr i8, ptr addrspace(3) %694, i64 2048
  %711 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %710)
  %712 = extractvalue { i32, i32, i32, i32 } %711, 0
  %713 = extractvalue { i32, i32, i32, i32 } %711, 1
  %714 = extractvalue { i32, i32, i32, i32 } %711, 2
  %715 = extractvalue { i32, i32, i32, i32 } %711, 3
  %716 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %690, i32 %691, i32 %692, i32 %693, i32 %712, i32 %713, float %509, float %510, float %511, float %512) #5
  %717 = extractvalue { float, float, float, float } %716, 0
  %718 = extractvalue { float, float, float, float } %716, 1
  %719 = extractvalue { float, float, float, float } %716, 2
  %720 = extractvalue { float, float, float, float } %716, 3
  %721 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %690, i32 %691, i32 %692, i32 %693, i32 %714, i32 %715, float %514, float %515, float %516, float %517) #5
  %722 = extractvalue { float, float, float, float } %721, 0
  %723 = extractvalue { float, float, float, float } %721, 1
  %724 = extractvalue { float, float, float, float } %721, 2
  %725 = extractvalue { float, float, float, float } %721, 3
  %726 = getelementptr i8, ptr addrspace(3) %694, i64 4096
  %727 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %726)
  %728 = extractvalue { i32, i32, i32, i32 } %727, 0
  %729 = extractvalue { i32, i32, i32, i32 } %727, 1
  %730 = extractvalue { i32, i32, i32, i32 } %727, 2
  %731 = extractvalue { i32, i32, i32, i32 } %727, 3
  %732 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %690, i32 %691, i32 %692, i32 %693, i32 %728, i32 %729, float %525, float %526, float %527, float %528) #5
  %733 = extractvalue { float, float, float, float } %732, 0
  %734 = extractvalue { float, float, float, float } %732, 1
  %735 = extractvalue { float, float, float, float } %732, 2
  %736 = extractvalue { float, float, float, float } %732, 3
  %737 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %690, i32 %691, i32 %692, i32 %693, i32 %730, i32 %731, float %530, float %531, float %532, float %533) #5
  %738 = extractvalue { float, float, float, float } %737, 0
  %739 = extractvalue { float, float, float, float } %737, 1
  %740 = extractvalue { float, float, float, float } %737, 2
  %741 = extractvalue { float, float, float, float } %737, 3
  %742 = getelementptr i8, ptr addrspace(3) %694, i64 6144
  %743 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %742)
  %744 = extractvalue { i32, i32, i32, i32 } %743, 0
  %745 = extractvalue { i32, i32, i32, i32 } %743, 1
  %746 = extractvalue { i32, i32, i32, i32 } %743, 2
  %747 = extractvalue { i32, i32, i32, i32 } %743, 3
  %748 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %690, i32 %691, i32 %692, i32 %693, i32 %744, i32 %745, float %541, float %542, float %543, float %544) #5
  %749 = extractvalue { float, float, float, float } %748, 0
  %750 = extractvalue { float, float, float, float } %748, 1
  %751 = extractvalue { float, float, float, float } %748, 2
  %752 = extractvalue { float, float, float, float } %748, 3
  %753 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %690, i32 %691, i32 %692, i32 %693, i32 %746, i32 %747, float %546, float %547, float %548, float %549) #5
  %754 = extractvalue { float, float, float, float } %753, 0
  %755 = extractvalue { float, float, float, float } %753, 1
  %756 = extractvalue { float, float, float, float } %753, 2
  %757 = extractvalue { float, float, float, float } %753, 3
  %758 = getelementptr i8, ptr addrspace(3) %688, i64 2048
  %759 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %758)
  %760 = extractvalue { i32, i32, i32, i32 } %759, 0
  %761 = extractvalue { i32, i32, i32, i32 } %759, 1
  %762 = extractvalue { i32, i32, i32, i32 } %759, 2
  %763 = extractvalue { i32, i32, i32, i32 } %759, 3
  %764 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %760, i32 %761, i32 %762, i32 %763, i32 %696, i32 %697, float %557, float %558, float %559, float %560) #5
  %765 = extractvalue { float, float, float, float } %764, 0
  %766 = extractvalue { float, float, float, float } %764, 1
  %767 = extractvalue { float, float, float, float } %764, 2
  %768 = extractvalue { float, float, float, float } %764, 3
  %769 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %760, i32 %761, i32 %762, i32 %763, i32 %698, i32 %699, float %562, float %563, float %564, float %565) #5
  %770 = extractvalue { float, float, float, float } %769, 0
  %771 = extractvalue { float, float, float, float } %769, 1
  %772 = extractvalue { float, float, float, float } %769, 2
  %773 = extractvalue { float, float, float, float } %769, 3
  %774 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %760, i32 %761, i32 %762, i32 %763, i32 %712, i32 %713, float %567, float %568, float %569, float %570) #5
  %775 = extractvalue { float, float, float, float } %774, 0
  %776 = extractvalue { float, float, float, float } %774, 1
  %777 = extractvalue { float, float, float, float } %774, 2
  %778 = extractvalue { float, float, float, float } %774, 3
  %779 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %760, i32 %761, i32 %762, i32 %763, i32 %714, i32 %715, float %572, float %573, float %574, float %575) #5
  %780 = extractvalue { float, float, float, float } %779, 0
  %781 = extractvalue { float, float, float, float } %779, 1
  %782 = extractvalue { float, float, float, float } %779, 2
  %783 = extractvalue { float, float, float, float } %779, 3
  %784 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %760, i32 %761, i32 %762, i32 %763, i32 %728, i32 %729, float %577, float %578, float %579, float %580) #5
  %785 = extractvalue { float, float, float, float } %784, 0
  %786 = extractvalue { float, float, float, float } %784, 1
  %787 = extractvalue { float, float, float, float } %784, 2
  %788 = extractvalue { float, float, float, float } %784, 3
  %789 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %760, i32 %761, i32 %762, i32 %763, i32 %730, i32 %731, float %582, float %583, float %584, float %585) #5
  %790 = extractvalue { float, float, float, float } %789, 0
  %791 = extractvalue { float, float, float, float } %789, 1
  %792 = extractvalue { float, float, float, float } %789, 2
  %793 = extractvalue { float, float, float, float } %789, 3
  %794 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %760, i32 %761, i32 %762, i32 %763, i32 %744, i32 %745, float %587, float %588, float %589, float %590) #5
  %795 = extractvalue { float, float, float, float } %794, 0
  %796 = extractvalue { float, float, float, float } %794, 1
  %797 = extractvalue { float, float, float, float } %794, 2
  %798 = extractvalue { float, float, float, float } %794, 3
  %799 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %760, i32 %761, i32 %762, i32 %763, i32 %746, i32 %747, float %592, float %593, float %594, float %595) #5
  %800 = extractvalue { float, float, float, float } %799, 0
  %801 = extractvalue { float, float, float, float } %799, 1
  %802 = extractvalue { float, float, float, float } %799, 2
  %803 = extractvalue { float, float, float, float } %799, 3
  %804 = getelementptr i8, ptr addrspace(3) %688, i64 4096
  %805 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %804)
  %806 = extractvalue { i32, i32, i32, i32 } %805, 0
  %807 = extractvalue { i32, i32, i32, i32 } %805, 1
  %808 = extractvalue { i32, i32, i32, i32 } %805, 2
  %809 = extractvalue { i32, i32, i32, i32 } %805, 3
  %810 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %806, i32 %807, i32 %808, i32 %809, i32 %696, i32 %697, float %603, float %604, float %605, float %606) #5
  %811 = extractvalue { float, float, float, float } %810, 0
  %812 = extractvalue { float, float, float, float } %810, 1
  %813 = extractvalue { float, float, float, float } %810, 2
  %814 = extractvalue { float, float, float, float } %810, 3
  %815 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %806, i32 %807, i32 %808, i32 %809, i32 %698, i32 %699, float %608, float %609, float %610, float %611) #5
  %816 = extractvalue { float, float, float, float } %815, 0
  %817 = extractvalue { float, float, float, float } %815, 1
  %818 = extractvalue { float, float, float, float } %815, 2
  %819 = extractvalue { float, float, float, float } %815, 3
  %820 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %806, i32 %807, i32 %808, i32 %809, i32 %712, i32 %713, float %613, float %614, float %615, float %616) #5
  %821 = extractvalue { float, float, float, float } %820, 0
  %822 = extractvalue { float, float, float, float } %820, 1
  %823 = extractvalue { float, float, float, float } %820, 2
  %824 = extractvalue { float, float, float, float } %820, 3
  %825 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %806, i32 %807, i32 %808, i32 %809, i32 %714, i32 %715, float %618, float %619, float %620, float %621) #5
  %826 = extractvalue { float, float, float, float } %825, 0
  %827 = extractvalue { float, float, float, float } %825, 1
  %828 = extractvalue { float, float, float, float } %825, 2
  %829 = extractvalue { float, float, float, float } %825, 3
  %830 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %806, i32 %807, i32 %808, i32 %809, i32 %728, i32 %729, float %623, float %624, float %625, float %626) #5
  %831 = extractvalue { float, float, float, float } %830, 0
  %832 = extractvalue { float, float, float, float } %830, 1
  %833 = extractvalue { float, float, float, float } %830, 2
  %834 = extractvalue { float, float, float, float } %830, 3
  %835 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %806, i32 %807, i32 %808, i32 %809, i32 %730, i32 %731, float %628, float %629, float %630, float %631) #5
  %836 = extractvalue { float, float, float, float } %835, 0
  %837 = extractvalue { float, float, float, float } %835, 1
  %838 = extractvalue { float, float, float, float } %835, 2
  %839 = extractvalue { float, float, float, float } %835, 3
  %840 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %806, i32 %807, i32 %808, i32 %809, i32 %744, i32 %745, float %633, float %634, float %635, float %636) #5
  %841 = extractvalue { float, float, float, float } %840, 0
  %842 = extractvalue { float, float, float, float } %840, 1
  %843 = extractvalue { float, float, float, float } %840, 2
  %844 = extractvalue { float, float, float, float } %840, 3
  %845 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %806, i32 %807, i32 %808, i32 %809, i32 %746, i32 %747, float %638, float %639, float %640, float %641) #5
  %846 = extractvalue { float, float, float, float } %845, 0
  %847 = extractvalue { float, float, float, float } %845, 1
  %848 = extractvalue { float, float, float, float } %845, 2
  %849 = extractvalue { float, float, float, float } %845, 3
  %850 = getelementptr bfloat, ptr addrspace(3) %268, i64 %112
  %851 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %850)
  %852 = extractvalue { i32, i32, i32, i32 } %851, 0
  %853 = extractvalue { i32, i32, i32, i32 } %851, 1
  %854 = extractvalue { i32, i32, i32, i32 } %851, 2
  %855 = extractvalue { i32, i32, i32, i32 } %851, 3
  %856 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %852, i32 %853, i32 %854, i32 %855, i32 %696, i32 %697, float %649, float %650, float %651, float %652) #5
  %857 = extractvalue { float, float, float, float } %856, 0
  %858 = extractvalue { float, float, float, float } %856, 1
  %859 = extractvalue { float, float, float, float } %856, 2
  %860 = extractvalue { float, float, float, float } %856, 3
  %861 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %852, i32 %853, i32 %854, i32 %855, i32 %698, i32 %699, float %654, float %655, float %656, float %657) #5
  %862 = extractvalue { float, float, float, float } %861, 0
  %863 = extractvalue { float, float, float, float } %861, 1
  %864 = extractvalue { float, float, float, float } %861, 2
  %865 = extractvalue { float, float, float, float } %861, 3
  %866 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %852, i32 %853, i32 %854, i32 %855, i32 %712, i32 %713, float %659, float %660, float %661, float %662) #5
  %867 = extractvalue { float, float, float, float } %866, 0
  %868 = extractvalue { float, float, float, float } %866, 1
  %869 = extractvalue { float, float, float, float } %866, 2
  %870 = extractvalue { float, float, float, float } %866, 3
  %871 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %852, i32 %853, i32 %854, i32 %855, i32 %714, i32 %715, float %664, float %665, float %666, float %667) #5
  %872 = extractvalue { float, float, float, float } %871, 0
  %873 = extractvalue { float, float, float, float } %871, 1
  %874 = extractvalue { float, float, float, float } %871, 2
  %875 = extractvalue { float, float, float, float } %871, 3
  %876 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %852, i32 %853, i32 %854, i32 %855, i32 %728, i32 %729, float %669, float %670, float %671, float %672) #5
  %877 = extractvalue { float, float, float, float } %876, 0
  %878 = extractvalue { float, float, float, float } %876, 1
  %879 = extractvalue { float, float, float, float } %876, 2
  %880 = extractvalue { float, float, float, float } %876, 3
  %881 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %852, i32 %853, i32 %854, i32 %855, i32 %730, i32 %731, float %674, float %675, float %676, float %677) #5
  %882 = extractvalue { float, float, float, float } %881, 0
  %883 = extractvalue { float, float, float, float } %881, 1
  %884 = extractvalue { float, float, float, float } %881, 2
  %885 = extractvalue { float, float, float, float } %881, 3
  %886 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %852, i32 %853, i32 %854, i32 %855, i32 %744, i32 %745, float %679, float %680, float %681, float %682) #5
  %887 = extractvalue { float, float, float, float } %886, 0
  %888 = extractvalue { float, float, float, float } %886, 1
  %889 = extractvalue { float, float, float, float } %886, 2
  %890 = extractvalue { float, float, float, float } %886, 3
  %891 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %852, i32 %853, i32 %854, i32 %855, i32 %746, i32 %747, float %684, float %685, float %686, float %687) #5
  %892 = extractvalue { float, float, float, float } %891, 0
  %893 = extractvalue { float, float, float, float } %891, 1
  %894 = extractvalue { float, float, float, float } %891, 2
  %895 = extractvalue { float, float, float, float } %891, 3
  %896 = getelementptr bfloat, ptr addrspace(3) %268, i64 %115
  %897 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %896)
  %898 = extractvalue { i32, i32, i32, i32 } %897, 0
  %899 = extractvalue { i32, i32, i32, i32 } %897, 1
  %900 = extractvalue { i32, i32, i32, i32 } %897, 2
  %901 = extractvalue { i32, i32, i32, i32 } %897, 3
  %902 = getelementptr bfloat, ptr addrspace(3) %271, i64 %119
  %903 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %902)
  %904 = extractvalue { i32, i32, i32, i32 } %903, 0
  %905 = extractvalue { i32, i32, i32, i32 } %903, 1
  %906 = extractvalue { i32, i32, i32, i32 } %903, 2
  %907 = extractvalue { i32, i32, i32, i32 } %903, 3
  %908 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %898, i32 %899, i32 %900, i32 %901, i32 %904, i32 %905, float %701, float %702, float %703, float %704) #5
  %909 = extractvalue { float, float, float, float } %908, 0
  %910 = extractvalue { float, float, float, float } %908, 1
  %911 = extractvalue { float, float, float, float } %908, 2
  %912 = extractvalue { float, float, float, float } %908, 3
  %913 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %898, i32 %899, i32 %900, i32 %901, i32 %906, i32 %907, float %706, float %707, float %708, float %709) #5
  %914 = extractvalue { float, float, float, float } %913, 0
  %915 = extractvalue { float, float, float, float } %913, 1
  %916 = extractvalue { float, float, float, float } %913, 2
  %917 = extractvalue { float, float, float, float } %913, 3
  %918 = getelementptr i8, ptr addrspace(3) %902, i64 2048
  %919 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %918)
  %920 = extractvalue { i32, i32, i32, i32 } %919, 0
  %921 = extractvalue { i32, i32, i32, i32 } %919, 1
  %922 = extractvalue { i32, i32, i32, i32 } %919, 2
  %923 = extractvalue { i32, i32, i32, i32 } %919, 3
  %924 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %898, i32 %899, i32 %900, i32 %901, i32 %920, i32 %921, float %717, float %718, float %719, float %720) #5
  %925 = extractvalue { float, float, float, float } %924, 0
  %926 = extractvalue { float, float, float, float } %924, 1
  %927 = extractvalue { float, float, float, float } %924, 2
  %928 = extractvalue { float, float, float, float } %924, 3
  %929 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %898, i32 %899, i32 %900, i32 %901, i32 %922, i32 %923, float %722, float %723, float %724, float %725) #5
  %930 = extractvalue { float, float, float, float } %929, 0
  %931 = extractvalue { float, float, float, float } %929, 1
  %932 = extractvalue { float, float, float, float } %929, 2
  %933 = extractvalue { float, float, float, float } %929, 3
  %934 = getelementptr i8, ptr addrspace(3) %902, i64 4096
  %935 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %934)
  %936 = extractvalue { i32, i32, i32, i32 } %935, 0
  %937 = extractvalue { i32, i32, i32, i32 } %935, 1
  %938 = extractvalue { i32, i32, i32, i32 } %935, 2
  %939 = extractvalue { i32, i32, i32, i32 } %935, 3
  %940 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %898, i32 %899, i32 %900, i32 %901, i32 %936, i32 %937, float %733, float %734, float %735, float %736) #5
  %941 = extractvalue { float, float, float, float } %940, 0
  %942 = extractvalue { float, float, float, float } %940, 1
  %943 = extractvalue { float, float, float, float } %940, 2
  %944 = extractvalue { float, float, float, float } %940, 3
  %945 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %898, i32 %899, i32 %900, i32 %901, i32 %938, i32 %939, float %738, float %739, float %740, float %741) #5
  %946 = extractvalue { float, float, float, float } %945, 0
  %947 = extractvalue { float, float, float, float } %945, 1
  %948 = extractvalue { float, float, float, float } %945, 2
  %949 = extractvalue { float, float, float, float } %945, 3
  %950 = getelementptr i8, ptr addrspace(3) %902, i64 6144
  %951 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %950)
  %952 = extractvalue { i32, i32, i32, i32 } %951, 0
  %953 = extractvalue { i32, i32, i32, i32 } %951, 1
  %954 = extractvalue { i32, i32, i32, i32 } %951, 2
  %955 = extractvalue { i32, i32, i32, i32 } %951, 3
  %956 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %898, i32 %899, i32 %900, i32 %901, i32 %952, i32 %953, float %749, float %750, float %751, float %752) #5
  %957 = extractvalue { float, float, float, float } %956, 0
  %958 = extractvalue { float, float, float, float } %956, 1
  %959 = extractvalue { float, float, float, float } %956, 2
  %960 = extractvalue { float, float, float, float } %956, 3
  %961 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %898, i32 %899, i32 %900, i32 %901, i32 %954, i32 %955, float %754, float %755, float %756, float %757) #5
  %962 = extractvalue { float, float, float, float } %961, 0
  %963 = extractvalue { float, float, float, float } %961, 1
  %964 = extractvalue { float, float, float, float } %961, 2
  %965 = extractvalue { float, float, float, float } %961, 3
  %966 = getelementptr i8, ptr addrspace(3) %896, i64 2048
  %967 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %966)
  %968 = extractvalue { i32, i32, i32, i32 } %967, 0
  %969 = extractvalue { i32, i32, i32, i32 } %967, 1
  %970 = extractvalue { i32, i32, i32, i32 } %967, 2
  %971 = extractvalue { i32, i32, i32, i32 } %967, 3
  %972 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %968, i32 %969, i32 %970, i32 %971, i32 %904, i32 %905, float %765, float %766, float %767, float %768) #5
  %973 = extractvalue { float, float, float, float } %972, 0
  %974 = extractvalue { float, float, float, float } %972, 1
  %975 = extractvalue { float, float, float, float } %972, 2
  %976 = extractvalue { float, float, float, float } %972, 3
  %977 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %968, i32 %969, i32 %970, i32 %971, i32 %906, i32 %907, float %770, float %771, float %772, float %773) #5
  %978 = extractvalue { float, float, float, float } %977, 0
  %979 = extractvalue { float, float, float, float } %977, 1
  %980 = extractvalue { float, float, float, float } %977, 2
  %981 = extractvalue { float, float, float, float } %977, 3
  %982 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %968, i32 %969, i32 %970, i32 %971, i32 %920, i32 %921, float %775, float %776, float %777, float %778) #5
  %983 = extractvalue { float, float, float, float } %982, 0
  %984 = extractvalue { float, float, float, float } %982, 1
  %985 = extractvalue { float, float, float, float } %982, 2
  %986 = extractvalue { float, float, float, float } %982, 3
  %987 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %968, i32 %969, i32 %970, i32 %971, i32 %922, i32 %923, float %780, float %781, float %782, float %783) #5
  %988 = extractvalue { float, float, float, float } %987, 0
  %989 = extractvalue { float, float, float, float } %987, 1
  %990 = extractvalue { float, float, float, float } %987, 2
  %991 = extractvalue { float, float, float, float } %987, 3
  %992 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %968, i32 %969, i32 %970, i32 %971, i32 %936, i32 %937, float %785, float %786, float %787, float %788) #5
  %993 = extractvalue { float, float, float, float } %992, 0
  %994 = extractvalue { float, float, float, float } %992, 1
  %995 = extractvalue { float, float, float, float } %992, 2
  %996 = extractvalue { float, float, float, float } %992, 3
  %997 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %968, i32 %969, i32 %970, i32 %971, i32 %938, i32 %939, float %790, float %791, float %792, float %793) #5
  %998 = extractvalue { float, float, float, float } %997, 0
  %999 = extractvalue { float, float, float, float } %997, 1
  %1000 = extractvalue { float, float, float, float } %997, 2
  %1001 = extractvalue { float, float, float, float } %997, 3
  %1002 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %968, i32 %969, i32 %970, i32 %971, i32 %952, i32 %953, float %795, float %796, float %797, float %798) #5
  %1003 = extractvalue { float, float, float, float } %1002, 0
  %1004 = extractvalue { float, float, float, float } %1002, 1
  %1005 = extractvalue { float, float, float, float } %1002, 2
  %1006 = extractvalue { float, float, float, float } %1002, 3
  %1007 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %968, i32 %969, i32 %970, i32 %971, i32 %954, i32 %955, float %800, float %801, float %802, float %803) #5
  %1008 = extractvalue { float, float, float, float } %1007, 0
  %1009 = extractvalue { float, float, float, float } %1007, 1
  %1010 = extractvalue { float, float, float, float } %1007, 2
  %1011 = extractvalue { float, float, float, float } %1007, 3
  %1012 = getelementptr i8, ptr addrspace(3) %896, i64 4096
  %1013 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1012)
  %1014 = extractvalue { i32, i32, i32, i32 } %1013, 0
  %1015 = extractvalue { i32, i32, i32, i32 } %1013, 1
  %1016 = extractvalue { i32, i32, i32, i32 } %1013, 2
  %1017 = extractvalue { i32, i32, i32, i32 } %1013, 3
  %1018 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1014, i32 %1015, i32 %1016, i32 %1017, i32 %904, i32 %905, float %811, float %812, float %813, float %814) #5
  %1019 = extractvalue { float, float, float, float } %1018, 0
  %1020 = extractvalue { float, float, float, float } %1018, 1
  %1021 = extractvalue { float, float, float, float } %1018, 2
  %1022 = extractvalue { float, float, float, float } %1018, 3
  %1023 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1014, i32 %1015, i32 %1016, i32 %1017, i32 %906, i32 %907, float %816, float %817, float %818, float %819) #5
  %1024 = extractvalue { float, float, float, float } %1023, 0
  %1025 = extractvalue { float, float, float, float } %1023, 1
  %1026 = extractvalue { float, float, float, float } %1023, 2
  %1027 = extractvalue { float, float, float, float } %1023, 3
  %1028 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1014, i32 %1015, i32 %1016, i32 %1017, i32 %920, i32 %921, float %821, float %822, float %823, float %824) #5
  %1029 = extractvalue { float, float, float, float } %1028, 0
  %1030 = extractvalue { float, float, float, float } %1028, 1
  %1031 = extractvalue { float, float, float, float } %1028, 2
  %1032 = extractvalue { float, float, float, float } %1028, 3
  %1033 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1014, i32 %1015, i32 %1016, i32 %1017, i32 %922, i32 %923, float %826, float %827, float %828, float %829) #5
  %1034 = extractvalue { float, float, float, float } %1033, 0
  %1035 = extractvalue { float, float, float, float } %1033, 1
  %1036 = extractvalue { float, float, float, float } %1033, 2
  %1037 = extractvalue { float, float, float, float } %1033, 3
  %1038 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1014, i32 %1015, i32 %1016, i32 %1017, i32 %936, i32 %937, float %831, float %832, float %833, float %834) #5
  %1039 = extractvalue { float, float, float, float } %1038, 0
  %1040 = extractvalue { float, float, float, float } %1038, 1
  %1041 = extractvalue { float, float, float, float } %1038, 2
  %1042 = extractvalue { float, float, float, float } %1038, 3
  %1043 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1014, i32 %1015, i32 %1016, i32 %1017, i32 %938, i32 %939, float %836, float %837, float %838, float %839) #5
  %1044 = extractvalue { float, float, float, float } %1043, 0
  %1045 = extractvalue { float, float, float, float } %1043, 1
  %1046 = extractvalue { float, float, float, float } %1043, 2
  %1047 = extractvalue { float, float, float, float } %1043, 3
  %1048 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1014, i32 %1015, i32 %1016, i32 %1017, i32 %952, i32 %953, float %841, float %842, float %843, float %844) #5
  %1049 = extractvalue { float, float, float, float } %1048, 0
  %1050 = extractvalue { float, float, float, float } %1048, 1
  %1051 = extractvalue { float, float, float, float } %1048, 2
  %1052 = extractvalue { float, float, float, float } %1048, 3
  %1053 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1014, i32 %1015, i32 %1016, i32 %1017, i32 %954, i32 %955, float %846, float %847, float %848, float %849) #5
  %1054 = extractvalue { float, float, float, float } %1053, 0
  %1055 = extractvalue { float, float, float, float } %1053, 1
  %1056 = extractvalue { float, float, float, float } %1053, 2
  %1057 = extractvalue { float, float, float, float } %1053, 3
  %1058 = getelementptr bfloat, ptr addrspace(3) %268, i64 %122
  %1059 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1058)
  %1060 = extractvalue { i32, i32, i32, i32 } %1059, 0
  %1061 = extractvalue { i32, i32, i32, i32 } %1059, 1
  %1062 = extractvalue { i32, i32, i32, i32 } %1059, 2
  %1063 = extractvalue { i32, i32, i32, i32 } %1059, 3
  %1064 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1060, i32 %1061, i32 %1062, i32 %1063, i32 %904, i32 %905, float %857, float %858, float %859, float %860) #5
  %1065 = extractvalue { float, float, float, float } %1064, 0
  %1066 = extractvalue { float, float, float, float } %1064, 1
  %1067 = extractvalue { float, float, float, float } %1064, 2
  %1068 = extractvalue { float, float, float, float } %1064, 3
  %1069 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1060, i32 %1061, i32 %1062, i32 %1063, i32 %906, i32 %907, float %862, float %863, float %864, float %865) #5
  %1070 = extractvalue { float, float, float, float } %1069, 0
  %1071 = extractvalue { float, float, float, float } %1069, 1
  %1072 = extractvalue { float, float, float, float } %1069, 2
  %1073 = extractvalue { float, float, float, float } %1069, 3
  %1074 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1060, i32 %1061, i32 %1062, i32 %1063, i32 %920, i32 %921, float %867, float %868, float %869, float %870) #5
  %1075 = extractvalue { float, float, float, float } %1074, 0
  %1076 = extractvalue { float, float, float, float } %1074, 1
  %1077 = extractvalue { float, float, float, float } %1074, 2
  %1078 = extractvalue { float, float, float, float } %1074, 3
  %1079 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1060, i32 %1061, i32 %1062, i32 %1063, i32 %922, i32 %923, float %872, float %873, float %874, float %875) #5
  %1080 = extractvalue { float, float, float, float } %1079, 0
  %1081 = extractvalue { float, float, float, float } %1079, 1
  %1082 = extractvalue { float, float, float, float } %1079, 2
  %1083 = extractvalue { float, float, float, float } %1079, 3
  %1084 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1060, i32 %1061, i32 %1062, i32 %1063, i32 %936, i32 %937, float %877, float %878, float %879, float %880) #5
  %1085 = extractvalue { float, float, float, float } %1084, 0
  %1086 = extractvalue { float, float, float, float } %1084, 1
  %1087 = extractvalue { float, float, float, float } %1084, 2
  %1088 = extractvalue { float, float, float, float } %1084, 3
  %1089 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1060, i32 %1061, i32 %1062, i32 %1063, i32 %938, i32 %939, float %882, float %883, float %884, float %885) #5
  %1090 = extractvalue { float, float, float, float } %1089, 0
  %1091 = extractvalue { float, float, float, float } %1089, 1
  %1092 = extractvalue { float, float, float, float } %1089, 2
  %1093 = extractvalue { float, float, float, float } %1089, 3
  %1094 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1060, i32 %1061, i32 %1062, i32 %1063, i32 %952, i32 %953, float %887, float %888, float %889, float %890) #5
  %1095 = extractvalue { float, float, float, float } %1094, 0
  %1096 = extractvalue { float, float, float, float } %1094, 1
  %1097 = extractvalue { float, float, float, float } %1094, 2
  %1098 = extractvalue { float, float, float, float } %1094, 3
  %1099 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1060, i32 %1061, i32 %1062, i32 %1063, i32 %954, i32 %955, float %892, float %893, float %894, float %895) #5
  %1100 = extractvalue { float, float, float, float } %1099, 0
  %1101 = extractvalue { float, float, float, float } %1099, 1
  %1102 = extractvalue { float, float, float, float } %1099, 2
  %1103 = extractvalue { float, float, float, float } %1099, 3
  %1104 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 98336), i64 %258
  %1105 = ptrtoint ptr addrspace(3) %1104 to i64
  %1106 = trunc i64 %1105 to i32
  tail call void asm sideeffect "mbarrier.arrive.shared::cta.b64 _, [$0];", "r,~{memory}"(i32 %1106) #5
  %1107 = add i32 %252, 64
  %1108 = icmp slt i32 %1107, %5
  br i1 %1108, label %123, label %._crit_edge.loopexit

._crit_edge.loopexit:                             ; preds = %265
  %1109 = bitcast float %909 to i32
  %1110 = bitcast float %910 to i32
  %1111 = bitcast float %911 to i32
  %1112 = bitcast float %912 to i32
  %1113 = bitcast float %914 to i32
  %1114 = bitcast float %915 to i32
  %1115 = bitcast float %916 to i32
  %1116 = bitcast float %917 to i32
  %1117 = bitcast float %925 to i32
  %1118 = bitcast float %926 to i32
  %1119 = bitcast float %927 to i32
  %1120 = bitcast float %928 to i32
  %1121 = bitcast float %930 to i32
  %1122 = bitcast float %931 to i32
  %1123 = bitcast float %932 to i32
  %1124 = bitcast float %933 to i32
  %1125 = bitcast float %941 to i32
  %1126 = bitcast float %942 to i32
  %1127 = bitcast float %943 to i32
  %1128 = bitcast float %944 to i32
  %1129 = bitcast float %946 to i32
  %1130 = bitcast float %947 to i32
  %1131 = bitcast float %948 to i32
  %1132 = bitcast float %949 to i32
  %1133 = bitcast float %957 to i32
  %1134 = bitcast float %958 to i32
  %1135 = bitcast float %959 to i32
  %1136 = bitcast float %960 to i32
  %1137 = bitcast float %962 to i32
  %1138 = bitcast float %963 to i32
  %1139 = bitcast float %964 to i32
  %1140 = bitcast float %965 to i32
  %1141 = bitcast float %973 to i32
  %1142 = bitcast float %974 to i32
  %1143 = bitcast float %975 to i32
  %1144 = bitcast float %976 to i32
  %1145 = bitcast float %978 to i32
  %1146 = bitcast float %979 to i32
  %1147 = bitcast float %980 to i32
  %1148 = bitcast float %981 to i32
  %1149 = bitcast float %983 to i32
  %1150 = bitcast float %984 to i32
  %1151 = bitcast float %985 to i32
  %1152 = bitcast float %986 to i32
  %1153 = bitcast float %988 to i32
  %1154 = bitcast float %989 to i32
  %1155 = bitcast float %990 to i32
  %1156 = bitcast float %991 to i32
  %1157 = bitcast float %993 to i32
  %1158 = bitcast float %994 to i32
  %1159 = bitcast float %995 to i32
  %1160 = bitcast float %996 to i32
  %1161 = bitcast float %998 to i32
  %1162 = bitcast float %999 to i32
  %1163 = bitcast float %1000 to i32
  %1164 = bitcast float %1001 to i32
  %1165 = bitcast float %1003 to i32
  %1166 = bitcast float %1004 to i32
  %1167 = bitcast float %1005 to i32
  %1168 = bitcast float %1006 to i32
  %1169 = bitcast float %1008 to i32
  %1170 = bitcast float %1009 to i32
  %1171 = bitcast float %1010 to i32
  %1172 = bitcast float %1011 to i32
  %1173 = bitcast float %1019 to i32
  %1174 = bitcast float %1020 to i32
  %1175 = bitcast float %1021 to i32
  %1176 = bitcast float %1022 to i32
  %1177 = bitcast float %1024 to i32
  %1178 = bitcast float %1025 to i32
  %1179 = bitcast float %1026 to i32
  %1180 = bitcast float %1027 to i32
  %1181 = bitcast float %1029 to i32
  %1182 = bitcast float %1030 to i32
  %1183 = bitcast float %1031 to i32
  %1184 = bitcast float %1032 to i32
  %1185 = bitcast float %1034 to i32
  %1186 = bitcast float %1035 to i32
  %1187 = bitcast float %1036 to i32
  %1188 = bitcast float %1037 to i32
  %1189 = bitcast float %1039 to i32
  %1190 = bitcast float %1040 to i32
  %1191 = bitcast float %1041 to i32
  %1192 = bitcast float %1042 to i32
  %1193 = bitcast float %1044 to i32
  %1194 = bitcast float %1045 to i32
  %1195 = bitcast float %1046 to i32
  %1196 = bitcast float %1047 to i32
  %1197 = bitcast float %1049 to i32
  %1198 = bitcast float %1050 to i32
  %1199 = bitcast float %1051 to i32
  %1200 = bitcast float %1052 to i32
  %1201 = bitcast float %1054 to i32
  %1202 = bitcast float %1055 to i32
  %1203 = bitcast float %1056 to i32
  %1204 = bitcast float %1057 to i32
  %1205 = bitcast float %1065 to i32
  %1206 = bitcast float %1066 to i32
  %1207 = bitcast float %1067 to i32
  %1208 = bitcast float %1068 to i32
  %1209 = bitcast float %1070 to i32
  %1210 = bitcast float %1071 to i32
  %1211 = bitcast float %1072 to i32
  %1212 = bitcast float %1073 to i32
  %1213 = bitcast float %1075 to i32
  %1214 = bitcast float %1076 to i32
  %1215 = bitcast float %1077 to i32
  %1216 = bitcast float %1078 to i32
  %1217 = bitcast float %1080 to i32
  %1218 = bitcast float %1081 to i32
  %1219 = bitcast float %1082 to i32
  %1220 = bitcast float %1083 to i32
  %1221 = bitcast float %1085 to i32
  %1222 = bitcast float %1086 to i32
  %1223 = bitcast float %1087 to i32
  %1224 = bitcast float %1088 to i32
  %1225 = bitcast float %1090 to i32
  %1226 = bitcast float %1091 to i32
  %1227 = bitcast float %1092 to i32
  %1228 = bitcast float %1093 to i32
  %1229 = bitcast float %1095 to i32
  %1230 = bitcast float %1096 to i32
  %1231 = bitcast float %1097 to i32
  %1232 = bitcast float %1098 to i32
  %1233 = bitcast float %1100 to i32
  %1234 = bitcast float %1101 to i32
  %1235 = bitcast float %1102 to i32
  %1236 = bitcast float %1103 to i32
  br label %._crit_edge

._crit_edge:                                      ; preds = %67, %._crit_edge.loopexit
  %.lcssa258 = phi i32 [ %1109, %._crit_edge.loopexit ], [ 0, %67 ]
  %.lcssa257 = phi i32 [ %1110, %._crit_edge.loopexit ], [ 0, %67 ]
  %.lcssa256 = phi i32 [ %1111, %._crit_edge.loopexit ], [ 0, %67 ]
  %.lcssa255 = phi i32 [ %1112, %._crit_edge.loopexit ], [ 0, %67 ]
  %.lcssa254 = phi i32 [ %1113, %._crit_edge.loopexit ], [ 0, %67 ]
  %.lcssa253 = phi i32 [ %1114, %._crit_edge.loopexit ], [ 0, %67 ]
  %.lcssa252 = phi i32 [ %1115, %._crit_edge.loopexit ], [ 0, %67 ]
  %.lcssa251 = phi i32 [ %1116, %._crit_edge.loopexit ], [ 0, %67 ]
  %.lcssa250 = phi i32 [ %1117, %._crit_edge.loopexit ], [ 0, %67 ]
  %.lcssa249 = phi i32 [ %1118, %._crit_edge.loopexit ], [ 0, %67 ]
  %.lcssa248 = phi i32 [ %1119, %._crit_edge.loopexit ], [ 0, %67 ]
  %.lcssa247 = phi i32 [ %1120, %._crit_edge.loopexit ], [ 0, %67 ]
  %.lcssa246 = phi i32 [ %1121, %._crit_edge.loopexit ], [ 0, %67 ]
  %.lcssa245 = phi i32 [ %1122, %._crit_edge.loopexit ], [ 0, %67 ]
  %.lcssa244 = phi i32 [ %1123, %._crit_edge.loopexit ], [ 0, %67 ]
  %.lcssa243 = phi i32 [ %1124, %._crit_edge.loopexit ], [ 0, %67 ]
  %.lcssa242 = phi i32 [ %1125, %._crit_edge.loopexit ], [ 0, %67 ]
  %.lcssa241 = phi i32 [ %1126, %._crit_edge.loopexit ], [ 0, %67 ]
  %.lcssa240 = phi i32 [ %1127, %._crit_edge.loopexit ], [ 0, %67 ]
  %.lcssa239 = phi i32 [ %1128, %._crit_edge.loopexit ], [ 0, %67 ]
  %.lcssa238 = phi i32 [ %1129, %._crit_edge.loopexit ], [ 0, %67 ]
  %.lcssa237 = phi i32 [ %1130, %._crit_edge.loopexit ], [ 0, %67 ]
  %.lcssa236 = phi i32 [ %1131, %._crit_edge.loopexit ], [ 0, %67 ]
  %.lcssa235 = phi i32 [ %1132, %._crit_edge.loopexit ], [ 0, %67 ]
  %.lcssa234 = phi i32 [ %1133, %._crit_edge.loopexit ], [ 0, %67 ]
  %.lcssa233 = phi i32 [ %1134, %._crit_edge.loopexit ], [ 0, %67 ]
  %.lcssa232 = phi i32 [ %1135, %._crit_edge.loopexit ], [ 0, %67 ]
  %.lcssa231 = phi i32 [ %1136, %._crit_edge.loopexit ], [ 0, %67 ]
  %.lcssa230 = phi i32 [ %1137, %._crit_edge.loopexit ], [ 0, %67 ]
  %.lcssa229 = phi i32 [ %1138, %._crit_edge.loopexit ], [ 0, %67 ]
  %.lcssa228 = phi i32 [ %1139, %._crit_edge.loopexit ], [ 0, %67 ]
  %.lcssa227 = phi i32 [ %1140, %._crit_edge.loopexit ], [ 0, %67 ]
  %.lcssa226 = phi i32 [ %1141, %._crit_edge.loopexit ], [ 0, %67 ]
  %.lcssa225 = phi i32 [ %1142, %._crit_edge.loopexit ], [ 0, %67 ]
  %.lcssa224 = phi i32 [ %1143, %._crit_edge.loopexit ], [ 0, %67 ]
  %.lcssa223 = phi i32 [ %1144, %._crit_edge.loopexit ], [ 0, %67 ]
  %.lcssa222 = phi i32 [ %1145, %._crit_edge.loopexit ], [ 0, %67 ]
  %.lcssa221 = phi i32 [ %1146, %._crit_edge.loopexit ], [ 0, %67 ]
  %.lcssa220 = phi i32 [ %1147, %._crit_edge.loopexit ], [ 0, %67 ]
  %.lcssa219 = phi i32 [ %1148, %._crit_edge.loopexit ], [ 0, %67 ]
  %.lcssa218 = phi i32 [ %1149, %._crit_edge.loopexit ], [ 0, %67 ]
  %.lcssa217 = phi i32 [ %1150, %._crit_edge.loopexit ], [ 0, %67 ]
  %.lcssa216 = phi i32 [ %1151, %._crit_edge.loopexit ], [ 0, %67 ]
  %.lcssa215 = phi i32 [ %1152, %._crit_edge.loopexit ], [ 0, %67 ]
  %.lcssa214 = phi i32 [ %1153, %._crit_edge.loopexit ], [ 0, %67 ]
  %.lcssa213 = phi i32 [ %1154, %._crit_edge.loopexit ], [ 0, %67 ]
  %.lcssa212 = phi i32 [ %1155, %._crit_edge.loopexit ], [ 0, %67 ]
  %.lcssa211 = phi i32 [ %1156, %._crit_edge.loopexit ], [ 0, %67 ]
  %.lcssa210 = phi i32 [ %1157, %._crit_edge.loopexit ], [ 0, %67 ]
  %.lcssa209 = phi i32 [ %1158, %._crit_edge.loopexit ], [ 0, %67 ]
  %.lcssa208 = phi i32 [ %1159, %._crit_edge.loopexit ], [ 0, %67 ]
  %.lcssa207 = phi i32 [ %1160, %._crit_edge.loopexit ], [ 0, %67 ]
  %.lcssa206 = phi i32 [ %1161, %._crit_edge.loopexit ], [ 0, %67 ]
  %.lcssa205 = phi i32 [ %1162, %._crit_edge.loopexit ], [ 0, %67 ]
  %.lcssa204 = phi i32 [ %1163, %._crit_edge.loopexit ], [ 0, %67 ]
  %.lcssa203 = phi i32 [ %1164, %._crit_edge.loopexit ], [ 0, %67 ]
  %.lcssa202 = phi i32 [ %1165, %._crit_edge.loopexit ], [ 0, %67 ]
  %.lcssa201 = phi i32 [ %1166, %._crit_edge.loopexit ], [ 0, %67 ]
  %.lcssa200 = phi i32 [ %1167, %._crit_edge.loopexit ], [ 0, %67 ]
  %.lcssa199 = phi i32 [ %1168, %._crit_edge.loopexit ], [ 0, %67 ]
  %.lcssa198 = phi i32 [ %1169, %._crit_edge.loopexit ], [ 0, %67 ]
  %.lcssa197 = phi i32 [ %1170, %._crit_edge.loopexit ], [ 0, %67 ]
  %.lcssa196 = phi i32 [ %1171, %._crit_edge.loopexit ], [ 0, %67 ]
  %.lcssa195 = phi i32 [ %1172, %._crit_edge.loopexit ], [ 0, %67 ]
  %.lcssa194 = phi i32 [ %1173, %._crit_edge.loopexit ], [ 0, %67 ]
  %.lcssa193 = phi i32 [ %1174, %._crit_edge.loopexit ], [ 0, %67 ]
  %.lcssa192 = phi i32 [ %1175, %._crit_edge.loopexit ], [ 0, %67 ]
  %.lcssa191 = phi i32 [ %1176, %._crit_edge.loopexit ], [ 0, %67 ]
  %.lcssa190 = phi i32 [ %1177, %._crit_edge.loopexit ], [ 0, %67 ]
  %.lcssa189 = phi i32 [ %1178, %._crit_edge.loopexit ], [ 0, %67 ]
  %.lcssa188 = phi i32 [ %1179, %._crit_edge.loopexit ], [ 0, %67 ]
  %.lcssa187 = phi i32 [ %1180, %._crit_edge.loopexit ], [ 0, %67 ]
  %.lcssa186 = phi i32 [ %1181, %._crit_edge.loopexit ], [ 0, %67 ]
  %.lcssa185 = phi i32 [ %1182, %._crit_edge.loopexit ], [ 0, %67 ]
  %.lcssa184 = phi i32 [ %1183, %._crit_edge.loopexit ], [ 0, %67 ]
  %.lcssa183 = phi i32 [ %1184, %._crit_edge.loopexit ], [ 0, %67 ]
  %.lcssa182 = phi i32 [ %1185, %._crit_edge.loopexit ], [ 0, %67 ]
  %.lcssa181 = phi i32 [ %1186, %._crit_edge.loopexit ], [ 0, %67 ]
  %.lcssa180 = phi i32 [ %1187, %._crit_edge.loopexit ], [ 0, %67 ]
  %.lcssa179 = phi i32 [ %1188, %._crit_edge.loopexit ], [ 0, %67 ]
  %.lcssa178 = phi i32 [ %1189, %._crit_edge.loopexit ], [ 0, %67 ]
  %.lcssa177 = phi i32 [ %1190, %._crit_edge.loopexit ], [ 0, %67 ]
  %.lcssa176 = phi i32 [ %1191, %._crit_edge.loopexit ], [ 0, %67 ]
  %.lcssa175 = phi i32 [ %1192, %._crit_edge.loopexit ], [ 0, %67 ]
  %.lcssa174 = phi i32 [ %1193, %._crit_edge.loopexit ], [ 0, %67 ]
  %.lcssa173 = phi i32 [ %1194, %._crit_edge.loopexit ], [ 0, %67 ]
  %.lcssa172 = phi i32 [ %1195, %._crit_edge.loopexit ], [ 0, %67 ]
  %.lcssa171 = phi i32 [ %1196, %._crit_edge.loopexit ], [ 0, %67 ]
  %.lcssa170 = phi i32 [ %1197, %._crit_edge.loopexit ], [ 0, %67 ]
  %.lcssa169 = phi i32 [ %1198, %._crit_edge.loopexit ], [ 0, %67 ]
  %.lcssa168 = phi i32 [ %1199, %._crit_edge.loopexit ], [ 0, %67 ]
  %.lcssa167 = phi i32 [ %1200, %._crit_edge.loopexit ], [ 0, %67 ]
  %.lcssa166 = phi i32 [ %1201, %._crit_edge.loopexit ], [ 0, %67 ]
  %.lcssa165 = phi i32 [ %1202, %._crit_edge.loopexit ], [ 0, %67 ]
  %.lcssa164 = phi i32 [ %1203, %._crit_edge.loopexit ], [ 0, %67 ]
  %.lcssa163 = phi i32 [ %1204, %._crit_edge.loopexit ], [ 0, %67 ]
  %.lcssa162 = phi i32 [ %1205, %._crit_edge.loopexit ], [ 0, %67 ]
  %.lcssa161 = phi i32 [ %1206, %._crit_edge.loopexit ], [ 0, %67 ]
  %.lcssa160 = phi i32 [ %1207, %._crit_edge.loopexit ], [ 0, %67 ]
  %.lcssa159 = phi i32 [ %1208, %._crit_edge.loopexit ], [ 0, %67 ]
  %.lcssa158 = phi i32 [ %1209, %._crit_edge.loopexit ], [ 0, %67 ]
  %.lcssa157 = phi i32 [ %1210, %._crit_edge.loopexit ], [ 0, %67 ]
  %.lcssa156 = phi i32 [ %1211, %._crit_edge.loopexit ], [ 0, %67 ]
  %.lcssa155 = phi i32 [ %1212, %._crit_edge.loopexit ], [ 0, %67 ]
  %.lcssa154 = phi i32 [ %1213, %._crit_edge.loopexit ], [ 0, %67 ]
  %.lcssa153 = phi i32 [ %1214, %._crit_edge.loopexit ], [ 0, %67 ]
  %.lcssa152 = phi i32 [ %1215, %._crit_edge.loopexit ], [ 0, %67 ]
  %.lcssa151 = phi i32 [ %1216, %._crit_edge.loopexit ], [ 0, %67 ]
  %.lcssa150 = phi i32 [ %1217, %._crit_edge.loopexit ], [ 0, %67 ]
  %.lcssa149 = phi i32 [ %1218, %._crit_edge.loopexit ], [ 0, %67 ]
  %.lcssa148 = phi i32 [ %1219, %._crit_edge.loopexit ], [ 0, %67 ]
  %.lcssa147 = phi i32 [ %1220, %._crit_edge.loopexit ], [ 0, %67 ]
  %.lcssa146 = phi i32 [ %1221, %._crit_edge.loopexit ], [ 0, %67 ]
  %.lcssa145 = phi i32 [ %1222, %._crit_edge.loopexit ], [ 0, %67 ]
  %.lcssa144 = phi i32 [ %1223, %._crit_edge.loopexit ], [ 0, %67 ]
  %.lcssa143 = phi i32 [ %1224, %._crit_edge.loopexit ], [ 0, %67 ]
  %.lcssa142 = phi i32 [ %1225, %._crit_edge.loopexit ], [ 0, %67 ]
  %.lcssa141 = phi i32 [ %1226, %._crit_edge.loopexit ], [ 0, %67 ]
  %.lcssa140 = phi i32 [ %1227, %._crit_edge.loopexit ], [ 0, %67 ]
  %.lcssa139 = phi i32 [ %1228, %._crit_edge.loopexit ], [ 0, %67 ]
  %.lcssa138 = phi i32 [ %1229, %._crit_edge.loopexit ], [ 0, %67 ]
  %.lcssa137 = phi i32 [ %1230, %._crit_edge.loopexit ], [ 0, %67 ]
  %.lcssa136 = phi i32 [ %1231, %._crit_edge.loopexit ], [ 0, %67 ]
  %.lcssa135 = phi i32 [ %1232, %._crit_edge.loopexit ], [ 0, %67 ]
  %.lcssa134 = phi i32 [ %1233, %._crit_edge.loopexit ], [ 0, %67 ]
  %.lcssa133 = phi i32 [ %1234, %._crit_edge.loopexit ], [ 0, %67 ]
  %.lcssa132 = phi i32 [ %1235, %._crit_edge.loopexit ], [ 0, %67 ]
  %.lcssa131 = phi i32 [ %1236, %._crit_edge.loopexit ], [ 0, %67 ]
  %1237 = lshr i32 %7, 2
  %1238 = and i32 %1237, 7
  %1239 = shl nuw nsw i32 %69, 4
  %1240 = and i32 %1239, 64
  %1241 = shl nuw nsw i32 %1237, 3
  %1242 = and i32 %1241, 192
  %1243 = or disjoint i32 %1240, %1238
  %1244 = and i32 %70, 6
  %1245 = or disjoint i32 %1242, %1244
  %1246 = or disjoint i32 %1243, %23
  %1247 = mul i32 %1246, %4
  %1248 = or disjoint i32 %1245, %24
  %1249 = add i32 %1247, %1248
  %1250 = sext i32 %1249 to i64
  %1251 = getelementptr float, ptr addrspace(1) %2, i64 %1250
  %1252 = icmp slt i32 %1246, %3
  %1253 = icmp slt i32 %1248, %4
  %1254 = and i1 %1252, %1253
  %1255 = or disjoint i32 %1244, 1
  %1256 = or disjoint i32 %1242, %1255
  %1257 = or disjoint i32 %1256, %24
  %1258 = icmp slt i32 %1257, %4
  %1259 = ptrtoint ptr addrspace(1) %1251 to i64
  %1260 = and i64 %1259, 7
  %1261 = icmp eq i64 %1260, 0
  %1262 = and i1 %1254, %1261
  %1263 = and i1 %1258, %1262
  %1264 = xor i1 %1254, %1263
  %1265 = xor i1 %1252, %1262
  %1266 = and i1 %1258, %1265
  %1267 = zext i1 %1263 to i32
  %1268 = zext i1 %1264 to i32
  %1269 = zext i1 %1266 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1267, i32 %.lcssa258, i32 %.lcssa257, ptr addrspace(1) %1251, i32 %1268, i32 %1269) #5
  %1270 = or disjoint i32 %1238, 8
  %1271 = or disjoint i32 %1240, %1270
  %1272 = or disjoint i32 %1271, %23
  %1273 = mul i32 %1272, %4
  %1274 = add i32 %1273, %1248
  %1275 = sext i32 %1274 to i64
  %1276 = getelementptr float, ptr addrspace(1) %2, i64 %1275
  %1277 = icmp slt i32 %1272, %3
  %1278 = and i1 %1277, %1253
  %1279 = ptrtoint ptr addrspace(1) %1276 to i64
  %1280 = and i64 %1279, 7
  %1281 = icmp eq i64 %1280, 0
  %1282 = and i1 %1278, %1281
  %1283 = and i1 %1258, %1282
  %1284 = xor i1 %1278, %1283
  %1285 = xor i1 %1277, %1282
  %1286 = and i1 %1258, %1285
  %1287 = zext i1 %1283 to i32
  %1288 = zext i1 %1284 to i32
  %1289 = zext i1 %1286 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1287, i32 %.lcssa256, i32 %.lcssa255, ptr addrspace(1) %1276, i32 %1288, i32 %1289) #5
  %1290 = or disjoint i32 %1242, 8
  %1291 = or disjoint i32 %1290, %1244
  %1292 = or disjoint i32 %1291, %24
  %1293 = add i32 %1247, %1292
  %1294 = sext i32 %1293 to i64
  %1295 = getelementptr float, ptr addrspace(1) %2, i64 %1294
  %1296 = icmp slt i32 %1292, %4
  %1297 = and i1 %1252, %1296
  %1298 = or disjoint i32 %1290, %1255
  %1299 = or disjoint i32 %1298, %24
  %1300 = icmp slt i32 %1299, %4
  %1301 = ptrtoint ptr addrspace(1) %1295 to i64
  %1302 = and i64 %1301, 7
  %1303 = icmp eq i64 %1302, 0
  %1304 = and i1 %1297, %1303
  %1305 = and i1 %1300, %1304
  %1306 = xor i1 %1297, %1305
  %1307 = xor i1 %1252, %1304
  %1308 = and i1 %1300, %1307
  %1309 = zext i1 %1305 to i32
  %1310 = zext i1 %1306 to i32
  %1311 = zext i1 %1308 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1309, i32 %.lcssa254, i32 %.lcssa253, ptr addrspace(1) %1295, i32 %1310, i32 %1311) #5
  %1312 = add i32 %1273, %1292
  %1313 = sext i32 %1312 to i64
  %1314 = getelementptr float, ptr addrspace(1) %2, i64 %1313
  %1315 = and i1 %1277, %1296
  %1316 = ptrtoint ptr addrspace(1) %1314 to i64
  %1317 = and i64 %1316, 7
  %1318 = icmp eq i64 %1317, 0
  %1319 = and i1 %1315, %1318
  %1320 = and i1 %1300, %1319
  %1321 = xor i1 %1315, %1320
  %1322 = xor i1 %1277, %1319
  %1323 = and i1 %1300, %1322
  %1324 = zext i1 %1320 to i32
  %1325 = zext i1 %1321 to i32
  %1326 = zext i1 %1323 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1324, i32 %.lcssa252, i32 %.lcssa251, ptr addrspace(1) %1314, i32 %1325, i32 %1326) #5
  %1327 = or disjoint i32 %1242, 16
  %1328 = or disjoint i32 %1327, %1244
  %1329 = or disjoint i32 %1328, %24
  %1330 = add i32 %1247, %1329
  %1331 = sext i32 %1330 to i64
  %1332 = getelementptr float, ptr addrspace(1) %2, i64 %1331
  %1333 = icmp slt i32 %1329, %4
  %1334 = and i1 %1252, %1333
  %1335 = or disjoint i32 %1327, %1255
  %1336 = or disjoint i32 %1335, %24
  %1337 = icmp slt i32 %1336, %4
  %1338 = ptrtoint ptr addrspace(1) %1332 to i64
  %1339 = and i64 %1338, 7
  %1340 = icmp eq i64 %1339, 0
  %1341 = and i1 %1334, %1340
  %1342 = and i1 %1337, %1341
  %1343 = xor i1 %1334, %1342
  %1344 = xor i1 %1252, %1341
  %1345 = and i1 %1337, %1344
  %1346 = zext i1 %1342 to i32
  %1347 = zext i1 %1343 to i32
  %1348 = zext i1 %1345 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1346, i32 %.lcssa250, i32 %.lcssa249, ptr addrspace(1) %1332, i32 %1347, i32 %1348) #5
  %1349 = add i32 %1273, %1329
  %1350 = sext i32 %1349 to i64
  %1351 = getelementptr float, ptr addrspace(1) %2, i64 %1350
  %1352 = and i1 %1277, %1333
  %1353 = ptrtoint ptr addrspace(1) %1351 to i64
  %1354 = and i64 %1353, 7
  %1355 = icmp eq i64 %1354, 0
  %1356 = and i1 %1352, %1355
  %1357 = and i1 %1337, %1356
  %1358 = xor i1 %1352, %1357
  %1359 = xor i1 %1277, %1356
  %1360 = and i1 %1337, %1359
  %1361 = zext i1 %1357 to i32
  %1362 = zext i1 %1358 to i32
  %1363 = zext i1 %1360 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1361, i32 %.lcssa248, i32 %.lcssa247, ptr addrspace(1) %1351, i32 %1362, i32 %1363) #5
  %1364 = or disjoint i32 %1242, 24
  %1365 = or disjoint i32 %1364, %1244
  %1366 = or disjoint i32 %1365, %24
  %1367 = add i32 %1247, %1366
  %1368 = sext i32 %1367 to i64
  %1369 = getelementptr float, ptr addrspace(1) %2, i64 %1368
  %1370 = icmp slt i32 %1366, %4
  %1371 = and i1 %1252, %1370
  %1372 = or disjoint i32 %1364, %1255
  %1373 = or disjoint i32 %1372, %24
  %1374 = icmp slt i32 %1373, %4
  %1375 = ptrtoint ptr addrspace(1) %1369 to i64
  %1376 = and i64 %1375, 7
  %1377 = icmp eq i64 %1376, 0
  %1378 = and i1 %1371, %1377
  %1379 = and i1 %1374, %1378
  %1380 = xor i1 %1371, %1379
  %1381 = xor i1 %1252, %1378
  %1382 = and i1 %1374, %1381
  %1383 = zext i1 %1379 to i32
  %1384 = zext i1 %1380 to i32
  %1385 = zext i1 %1382 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1383, i32 %.lcssa246, i32 %.lcssa245, ptr addrspace(1) %1369, i32 %1384, i32 %1385) #5
  %1386 = add i32 %1273, %1366
  %1387 = sext i32 %1386 to i64
  %1388 = getelementptr float, ptr addrspace(1) %2, i64 %1387
  %1389 = and i1 %1277, %1370
  %1390 = ptrtoint ptr addrspace(1) %1388 to i64
  %1391 = and i64 %1390, 7
  %1392 = icmp eq i64 %1391, 0
  %1393 = and i1 %1389, %1392
  %1394 = and i1 %1374, %1393
  %1395 = xor i1 %1389, %1394
  %1396 = xor i1 %1277, %1393
  %1397 = and i1 %1374, %1396
  %1398 = zext i1 %1394 to i32
  %1399 = zext i1 %1395 to i32
  %1400 = zext i1 %1397 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1398, i32 %.lcssa244, i32 %.lcssa243, ptr addrspace(1) %1388, i32 %1399, i32 %1400) #5
  %1401 = or disjoint i32 %1242, 32
  %1402 = or disjoint i32 %1401, %1244
  %1403 = or disjoint i32 %1402, %24
  %1404 = add i32 %1247, %1403
  %1405 = sext i32 %1404 to i64
  %1406 = getelementptr float, ptr addrspace(1) %2, i64 %1405
  %1407 = icmp slt i32 %1403, %4
  %1408 = and i1 %1252, %1407
  %1409 = or disjoint i32 %1401, %1255
  %1410 = or disjoint i32 %1409, %24
  %1411 = icmp slt i32 %1410, %4
  %1412 = ptrtoint ptr addrspace(1) %1406 to i64
  %1413 = and i64 %1412, 7
  %1414 = icmp eq i64 %1413, 0
  %1415 = and i1 %1408, %1414
  %1416 = and i1 %1411, %1415
  %1417 = xor i1 %1408, %1416
  %1418 = xor i1 %1252, %1415
  %1419 = and i1 %1411, %1418
  %1420 = zext i1 %1416 to i32
  %1421 = zext i1 %1417 to i32
  %1422 = zext i1 %1419 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1420, i32 %.lcssa242, i32 %.lcssa241, ptr addrspace(1) %1406, i32 %1421, i32 %1422) #5
  %1423 = add i32 %1273, %1403
  %1424 = sext i32 %1423 to i64
  %1425 = getelementptr float, ptr addrspace(1) %2, i64 %1424
  %1426 = and i1 %1277, %1407
  %1427 = ptrtoint ptr addrspace(1) %1425 to i64
  %1428 = and i64 %1427, 7
  %1429 = icmp eq i64 %1428, 0
  %1430 = and i1 %1426, %1429
  %1431 = and i1 %1411, %1430
  %1432 = xor i1 %1426, %1431
  %1433 = xor i1 %1277, %1430
  %1434 = and i1 %1411, %1433
  %1435 = zext i1 %1431 to i32
  %1436 = zext i1 %1432 to i32
  %1437 = zext i1 %1434 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1435, i32 %.lcssa240, i32 %.lcssa239, ptr addrspace(1) %1425, i32 %1436, i32 %1437) #5
  %1438 = or disjoint i32 %1242, 40
  %1439 = or disjoint i32 %1438, %1244
  %1440 = or disjoint i32 %1439, %24
  %1441 = add i32 %1247, %1440
  %1442 = sext i32 %1441 to i64
  %1443 = getelementptr float, ptr addrspace(1) %2, i64 %1442
  %1444 = icmp slt i32 %1440, %4
  %1445 = and i1 %1252, %1444
  %1446 = or disjoint i32 %1438, %1255
  %1447 = or disjoint i32 %1446, %24
  %1448 = icmp slt i32 %1447, %4
  %1449 = ptrtoint ptr addrspace(1) %1443 to i64
  %1450 = and i64 %1449, 7
  %1451 = icmp eq i64 %1450, 0
  %1452 = and i1 %1445, %1451
  %1453 = and i1 %1448, %1452
  %1454 = xor i1 %1445, %1453
  %1455 = xor i1 %1252, %1452
  %1456 = and i1 %1448, %1455
  %1457 = zext i1 %1453 to i32
  %1458 = zext i1 %1454 to i32
  %1459 = zext i1 %1456 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1457, i32 %.lcssa238, i32 %.lcssa237, ptr addrspace(1) %1443, i32 %1458, i32 %1459) #5
  %1460 = add i32 %1273, %1440
  %1461 = sext i32 %1460 to i64
  %1462 = getelementptr float, ptr addrspace(1) %2, i64 %1461
  %1463 = and i1 %1277, %1444
  %1464 = ptrtoint ptr addrspace(1) %1462 to i64
  %1465 = and i64 %1464, 7
  %1466 = icmp eq i64 %1465, 0
  %1467 = and i1 %1463, %1466
  %1468 = and i1 %1448, %1467
  %1469 = xor i1 %1463, %1468
  %1470 = xor i1 %1277, %1467
  %1471 = and i1 %1448, %1470
  %1472 = zext i1 %1468 to i32
  %1473 = zext i1 %1469 to i32
  %1474 = zext i1 %1471 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1472, i32 %.lcssa236, i32 %.lcssa235, ptr addrspace(1) %1462, i32 %1473, i32 %1474) #5
  %1475 = or disjoint i32 %1242, 48
  %1476 = or disjoint i32 %1475, %1244
  %1477 = or disjoint i32 %1476, %24
  %1478 = add i32 %1247, %1477
  %1479 = sext i32 %1478 to i64
  %1480 = getelementptr float, ptr addrspace(1) %2, i64 %1479
  %1481 = icmp slt i32 %1477, %4
  %1482 = and i1 %1252, %1481
  %1483 = or disjoint i32 %1475, %1255
  %1484 = or disjoint i32 %1483, %24
  %1485 = icmp slt i32 %1484, %4
  %1486 = ptrtoint ptr addrspace(1) %1480 to i64
  %1487 = and i64 %1486, 7
  %1488 = icmp eq i64 %1487, 0
  %1489 = and i1 %1482, %1488
  %1490 = and i1 %1485, %1489
  %1491 = xor i1 %1482, %1490
  %1492 = xor i1 %1252, %1489
  %1493 = and i1 %1485, %1492
  %1494 = zext i1 %1490 to i32
  %1495 = zext i1 %1491 to i32
  %1496 = zext i1 %1493 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1494, i32 %.lcssa234, i32 %.lcssa233, ptr addrspace(1) %1480, i32 %1495, i32 %1496) #5
  %1497 = add i32 %1273, %1477
  %1498 = sext i32 %1497 to i64
  %1499 = getelementptr float, ptr addrspace(1) %2, i64 %1498
  %1500 = and i1 %1277, %1481
  %1501 = ptrtoint ptr addrspace(1) %1499 to i64
  %1502 = and i64 %1501, 7
  %1503 = icmp eq i64 %1502, 0
  %1504 = and i1 %1500, %1503
  %1505 = and i1 %1485, %1504
  %1506 = xor i1 %1500, %1505
  %1507 = xor i1 %1277, %1504
  %1508 = and i1 %1485, %1507
  %1509 = zext i1 %1505 to i32
  %1510 = zext i1 %1506 to i32
  %1511 = zext i1 %1508 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1509, i32 %.lcssa232, i32 %.lcssa231, ptr addrspace(1) %1499, i32 %1510, i32 %1511) #5
  %1512 = or disjoint i32 %1242, 56
  %1513 = or disjoint i32 %1512, %1244
  %1514 = or disjoint i32 %1513, %24
  %1515 = add i32 %1247, %1514
  %1516 = sext i32 %1515 to i64
  %1517 = getelementptr float, ptr addrspace(1) %2, i64 %1516
  %1518 = icmp slt i32 %1514, %4
  %1519 = and i1 %1252, %1518
  %1520 = or disjoint i32 %1512, %1255
  %1521 = or disjoint i32 %1520, %24
  %1522 = icmp slt i32 %1521, %4
  %1523 = ptrtoint ptr addrspace(1) %1517 to i64
  %1524 = and i64 %1523, 7
  %1525 = icmp eq i64 %1524, 0
  %1526 = and i1 %1519, %1525
  %1527 = and i1 %1522, %1526
  %1528 = xor i1 %1519, %1527
  %1529 = xor i1 %1252, %1526
  %1530 = and i1 %1522, %1529
  %1531 = zext i1 %1527 to i32
  %1532 = zext i1 %1528 to i32
  %1533 = zext i1 %1530 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1531, i32 %.lcssa230, i32 %.lcssa229, ptr addrspace(1) %1517, i32 %1532, i32 %1533) #5
  %1534 = add i32 %1273, %1514
  %1535 = sext i32 %1534 to i64
  %1536 = getelementptr float, ptr addrspace(1) %2, i64 %1535
  %1537 = and i1 %1277, %1518
  %1538 = ptrtoint ptr addrspace(1) %1536 to i64
  %1539 = and i64 %1538, 7
  %1540 = icmp eq i64 %1539, 0
  %1541 = and i1 %1537, %1540
  %1542 = and i1 %1522, %1541
  %1543 = xor i1 %1537, %1542
  %1544 = xor i1 %1277, %1541
  %1545 = and i1 %1522, %1544
  %1546 = zext i1 %1542 to i32
  %1547 = zext i1 %1543 to i32
  %1548 = zext i1 %1545 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1546, i32 %.lcssa228, i32 %.lcssa227, ptr addrspace(1) %1536, i32 %1547, i32 %1548) #5
  %1549 = or disjoint i32 %1240, 16
  %1550 = or disjoint i32 %1549, %1238
  %1551 = or disjoint i32 %1550, %23
  %1552 = mul i32 %1551, %4
  %1553 = add i32 %1552, %1248
  %1554 = sext i32 %1553 to i64
  %1555 = getelementptr float, ptr addrspace(1) %2, i64 %1554
  %1556 = icmp slt i32 %1551, %3
  %1557 = and i1 %1556, %1253
  %1558 = ptrtoint ptr addrspace(1) %1555 to i64
  %1559 = and i64 %1558, 7
  %1560 = icmp eq i64 %1559, 0
  %1561 = and i1 %1557, %1560
  %1562 = and i1 %1258, %1561
  %1563 = xor i1 %1557, %1562
  %1564 = xor i1 %1556, %1561
  %1565 = and i1 %1258, %1564
  %1566 = zext i1 %1562 to i32
  %1567 = zext i1 %1563 to i32
  %1568 = zext i1 %1565 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1566, i32 %.lcssa226, i32 %.lcssa225, ptr addrspace(1) %1555, i32 %1567, i32 %1568) #5
  %1569 = or disjoint i32 %1549, %1270
  %1570 = or disjoint i32 %1569, %23
  %1571 = mul i32 %1570, %4
  %1572 = add i32 %1571, %1248
  %1573 = sext i32 %1572 to i64
  %1574 = getelementptr float, ptr addrspace(1) %2, i64 %1573
  %1575 = icmp slt i32 %1570, %3
  %1576 = and i1 %1575, %1253
  %1577 = ptrtoint ptr addrspace(1) %1574 to i64
  %1578 = and i64 %1577, 7
  %1579 = icmp eq i64 %1578, 0
  %1580 = and i1 %1576, %1579
  %1581 = and i1 %1258, %1580
  %1582 = xor i1 %1576, %1581
  %1583 = xor i1 %1575, %1580
  %1584 = and i1 %1258, %1583
  %1585 = zext i1 %1581 to i32
  %1586 = zext i1 %1582 to i32
  %1587 = zext i1 %1584 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1585, i32 %.lcssa224, i32 %.lcssa223, ptr addrspace(1) %1574, i32 %1586, i32 %1587) #5
  %1588 = add i32 %1552, %1292
  %1589 = sext i32 %1588 to i64
  %1590 = getelementptr float, ptr addrspace(1) %2, i64 %1589
  %1591 = and i1 %1556, %1296
  %1592 = ptrtoint ptr addrspace(1) %1590 to i64
  %1593 = and i64 %1592, 7
  %1594 = icmp eq i64 %1593, 0
  %1595 = and i1 %1591, %1594
  %1596 = and i1 %1300, %1595
  %1597 = xor i1 %1591, %1596
  %1598 = xor i1 %1556, %1595
  %1599 = and i1 %1300, %1598
  %1600 = zext i1 %1596 to i32
  %1601 = zext i1 %1597 to i32
  %1602 = zext i1 %1599 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1600, i32 %.lcssa222, i32 %.lcssa221, ptr addrspace(1) %1590, i32 %1601, i32 %1602) #5
  %1603 = add i32 %1571, %1292
  %1604 = sext i32 %1603 to i64
  %1605 = getelementptr float, ptr addrspace(1) %2, i64 %1604
  %1606 = and i1 %1575, %1296
  %1607 = ptrtoint ptr addrspace(1) %1605 to i64
  %1608 = and i64 %1607, 7
  %1609 = icmp eq i64 %1608, 0
  %1610 = and i1 %1606, %1609
  %1611 = and i1 %1300, %1610
  %1612 = xor i1 %1606, %1611
  %1613 = xor i1 %1575, %1610
  %1614 = and i1 %1300, %1613
  %1615 = zext i1 %1611 to i32
  %1616 = zext i1 %1612 to i32
  %1617 = zext i1 %1614 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1615, i32 %.lcssa220, i32 %.lcssa219, ptr addrspace(1) %1605, i32 %1616, i32 %1617) #5
  %1618 = add i32 %1552, %1329
  %1619 = sext i32 %1618 to i64
  %1620 = getelementptr float, ptr addrspace(1) %2, i64 %1619
  %1621 = and i1 %1556, %1333
  %1622 = ptrtoint ptr addrspace(1) %1620 to i64
  %1623 = and i64 %1622, 7
  %1624 = icmp eq i64 %1623, 0
  %1625 = and i1 %1621, %1624
  %1626 = and i1 %1337, %1625
  %1627 = xor i1 %1621, %1626
  %1628 = xor i1 %1556, %1625
  %1629 = and i1 %1337, %1628
  %1630 = zext i1 %1626 to i32
  %1631 = zext i1 %1627 to i32
  %1632 = zext i1 %1629 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1630, i32 %.lcssa218, i32 %.lcssa217, ptr addrspace(1) %1620, i32 %1631, i32 %1632) #5
  %1633 = add i32 %1571, %1329
  %1634 = sext i32 %1633 to i64
  %1635 = getelementptr float, ptr addrspace(1) %2, i64 %1634
  %1636 = and i1 %1575, %1333
  %1637 = ptrtoint ptr addrspace(1) %1635 to i64
  %1638 = and i64 %1637, 7
  %1639 = icmp eq i64 %1638, 0
  %1640 = and i1 %1636, %1639
  %1641 = and i1 %1337, %1640
  %1642 = xor i1 %1636, %1641
  %1643 = xor i1 %1575, %1640
  %1644 = and i1 %1337, %1643
  %1645 = zext i1 %1641 to i32
  %1646 = zext i1 %1642 to i32
  %1647 = zext i1 %1644 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1645, i32 %.lcssa216, i32 %.lcssa215, ptr addrspace(1) %1635, i32 %1646, i32 %1647) #5
  %1648 = add i32 %1552, %1366
  %1649 = sext i32 %1648 to i64
  %1650 = getelementptr float, ptr addrspace(1) %2, i64 %1649
  %1651 = and i1 %1556, %1370
  %1652 = ptrtoint ptr addrspace(1) %1650 to i64
  %1653 = and i64 %1652, 7
  %1654 = icmp eq i64 %1653, 0
  %1655 = and i1 %1651, %1654
  %1656 = and i1 %1374, %1655
  %1657 = xor i1 %1651, %1656
  %1658 = xor i1 %1556, %1655
  %1659 = and i1 %1374, %1658
  %1660 = zext i1 %1656 to i32
  %1661 = zext i1 %1657 to i32
  %1662 = zext i1 %1659 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1660, i32 %.lcssa214, i32 %.lcssa213, ptr addrspace(1) %1650, i32 %1661, i32 %1662) #5
  %1663 = add i32 %1571, %1366
  %1664 = sext i32 %1663 to i64
  %1665 = getelementptr float, ptr addrspace(1) %2, i64 %1664
  %1666 = and i1 %1575, %1370
  %1667 = ptrtoint ptr addrspace(1) %1665 to i64
  %1668 = and i64 %1667, 7
  %1669 = icmp eq i64 %1668, 0
  %1670 = and i1 %1666, %1669
  %1671 = and i1 %1374, %1670
  %1672 = xor i1 %1666, %1671
  %1673 = xor i1 %1575, %1670
  %1674 = and i1 %1374, %1673
  %1675 = zext i1 %1671 to i32
  %1676 = zext i1 %1672 to i32
  %1677 = zext i1 %1674 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1675, i32 %.lcssa212, i32 %.lcssa211, ptr addrspace(1) %1665, i32 %1676, i32 %1677) #5
  %1678 = add i32 %1552, %1403
  %1679 = sext i32 %1678 to i64
  %1680 = getelementptr float, ptr addrspace(1) %2, i64 %1679
  %1681 = and i1 %1556, %1407
  %1682 = ptrtoint ptr addrspace(1) %1680 to i64
  %1683 = and i64 %1682, 7
  %1684 = icmp eq i64 %1683, 0
  %1685 = and i1 %1681, %1684
  %1686 = and i1 %1411, %1685
  %1687 = xor i1 %1681, %1686
  %1688 = xor i1 %1556, %1685
  %1689 = and i1 %1411, %1688
  %1690 = zext i1 %1686 to i32
  %1691 = zext i1 %1687 to i32
  %1692 = zext i1 %1689 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1690, i32 %.lcssa210, i32 %.lcssa209, ptr addrspace(1) %1680, i32 %1691, i32 %1692) #5
  %1693 = add i32 %1571, %1403
  %1694 = sext i32 %1693 to i64
  %1695 = getelementptr float, ptr addrspace(1) %2, i64 %1694
  %1696 = and i1 %1575, %1407
  %1697 = ptrtoint ptr addrspace(1) %1695 to i64
  %1698 = and i64 %1697, 7
  %1699 = icmp eq i64 %1698, 0
  %1700 = and i1 %1696, %1699
  %1701 = and i1 %1411, %1700
  %1702 = xor i1 %1696, %1701
  %1703 = xor i1 %1575, %1700
  %1704 = and i1 %1411, %1703
  %1705 = zext i1 %1701 to i32
  %1706 = zext i1 %1702 to i32
  %1707 = zext i1 %1704 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1705, i32 %.lcssa208, i32 %.lcssa207, ptr addrspace(1) %1695, i32 %1706, i32 %1707) #5
  %1708 = add i32 %1552, %1440
  %1709 = sext i32 %1708 to i64
  %1710 = getelementptr float, ptr addrspace(1) %2, i64 %1709
  %1711 = and i1 %1556, %1444
  %1712 = ptrtoint ptr addrspace(1) %1710 to i64
  %1713 = and i64 %1712, 7
  %1714 = icmp eq i64 %1713, 0
  %1715 = and i1 %1711, %1714
  %1716 = and i1 %1448, %1715
  %1717 = xor i1 %1711, %1716
  %1718 = xor i1 %1556, %1715
  %1719 = and i1 %1448, %1718
  %1720 = zext i1 %1716 to i32
  %1721 = zext i1 %1717 to i32
  %1722 = zext i1 %1719 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1720, i32 %.lcssa206, i32 %.lcssa205, ptr addrspace(1) %1710, i32 %1721, i32 %1722) #5
  %1723 = add i32 %1571, %1440
  %1724 = sext i32 %1723 to i64
  %1725 = getelementptr float, ptr addrspace(1) %2, i64 %1724
  %1726 = and i1 %1575, %1444
  %1727 = ptrtoint ptr addrspace(1) %1725 to i64
  %1728 = and i64 %1727, 7
  %1729 = icmp eq i64 %1728, 0
  %1730 = and i1 %1726, %1729
  %1731 = and i1 %1448, %1730
  %1732 = xor i1 %1726, %1731
  %1733 = xor i1 %1575, %1730
  %1734 = and i1 %1448, %1733
  %1735 = zext i1 %1731 to i32
  %1736 = zext i1 %1732 to i32
  %1737 = zext i1 %1734 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1735, i32 %.lcssa204, i32 %.lcssa203, ptr addrspace(1) %1725, i32 %1736, i32 %1737) #5
  %1738 = add i32 %1552, %1477
  %1739 = sext i32 %1738 to i64
  %1740 = getelementptr float, ptr addrspace(1) %2, i64 %1739
  %1741 = and i1 %1556, %1481
  %1742 = ptrtoint ptr addrspace(1) %1740 to i64
  %1743 = and i64 %1742, 7
  %1744 = icmp eq i64 %1743, 0
  %1745 = and i1 %1741, %1744
  %1746 = and i1 %1485, %1745
  %1747 = xor i1 %1741, %1746
  %1748 = xor i1 %1556, %1745
  %1749 = and i1 %1485, %1748
  %1750 = zext i1 %1746 to i32
  %1751 = zext i1 %1747 to i32
  %1752 = zext i1 %1749 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1750, i32 %.lcssa202, i32 %.lcssa201, ptr addrspace(1) %1740, i32 %1751, i32 %1752) #5
  %1753 = add i32 %1571, %1477
  %1754 = sext i32 %1753 to i64
  %1755 = getelementptr float, ptr addrspace(1) %2, i64 %1754
  %1756 = and i1 %1575, %1481
  %1757 = ptrtoint ptr addrspace(1) %1755 to i64
  %1758 = and i64 %1757, 7
  %1759 = icmp eq i64 %1758, 0
  %1760 = and i1 %1756, %1759
  %1761 = and i1 %1485, %1760
  %1762 = xor i1 %1756, %1761
  %1763 = xor i1 %1575, %1760
  %1764 = and i1 %1485, %1763
  %1765 = zext i1 %1761 to i32
  %1766 = zext i1 %1762 to i32
  %1767 = zext i1 %1764 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1765, i32 %.lcssa200, i32 %.lcssa199, ptr addrspace(1) %1755, i32 %1766, i32 %1767) #5
  %1768 = add i32 %1552, %1514
  %1769 = sext i32 %1768 to i64
  %1770 = getelementptr float, ptr addrspace(1) %2, i64 %1769
  %1771 = and i1 %1556, %1518
  %1772 = ptrtoint ptr addrspace(1) %1770 to i64
  %1773 = and i64 %1772, 7
  %1774 = icmp eq i64 %1773, 0
  %1775 = and i1 %1771, %1774
  %1776 = and i1 %1522, %1775
  %1777 = xor i1 %1771, %1776
  %1778 = xor i1 %1556, %1775
  %1779 = and i1 %1522, %1778
  %1780 = zext i1 %1776 to i32
  %1781 = zext i1 %1777 to i32
  %1782 = zext i1 %1779 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1780, i32 %.lcssa198, i32 %.lcssa197, ptr addrspace(1) %1770, i32 %1781, i32 %1782) #5
  %1783 = add i32 %1571, %1514
  %1784 = sext i32 %1783 to i64
  %1785 = getelementptr float, ptr addrspace(1) %2, i64 %1784
  %1786 = and i1 %1575, %1518
  %1787 = ptrtoint ptr addrspace(1) %1785 to i64
  %1788 = and i64 %1787, 7
  %1789 = icmp eq i64 %1788, 0
  %1790 = and i1 %1786, %1789
  %1791 = and i1 %1522, %1790
  %1792 = xor i1 %1786, %1791
  %1793 = xor i1 %1575, %1790
  %1794 = and i1 %1522, %1793
  %1795 = zext i1 %1791 to i32
  %1796 = zext i1 %1792 to i32
  %1797 = zext i1 %1794 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1795, i32 %.lcssa196, i32 %.lcssa195, ptr addrspace(1) %1785, i32 %1796, i32 %1797) #5
  %1798 = or disjoint i32 %1240, 32
  %1799 = or disjoint i32 %1798, %1238
  %1800 = or disjoint i32 %1799, %23
  %1801 = mul i32 %1800, %4
  %1802 = add i32 %1801, %1248
  %1803 = sext i32 %1802 to i64
  %1804 = getelementptr float, ptr addrspace(1) %2, i64 %1803
  %1805 = icmp slt i32 %1800, %3
  %1806 = and i1 %1805, %1253
  %1807 = ptrtoint ptr addrspace(1) %1804 to i64
  %1808 = and i64 %1807, 7
  %1809 = icmp eq i64 %1808, 0
  %1810 = and i1 %1806, %1809
  %1811 = and i1 %1258, %1810
  %1812 = xor i1 %1806, %1811
  %1813 = xor i1 %1805, %1810
  %1814 = and i1 %1258, %1813
  %1815 = zext i1 %1811 to i32
  %1816 = zext i1 %1812 to i32
  %1817 = zext i1 %1814 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1815, i32 %.lcssa194, i32 %.lcssa193, ptr addrspace(1) %1804, i32 %1816, i32 %1817) #5
  %1818 = or disjoint i32 %1798, %1270
  %1819 = or disjoint i32 %1818, %23
  %1820 = mul i32 %1819, %4
  %1821 = add i32 %1820, %1248
  %1822 = sext i32 %1821 to i64
  %1823 = getelementptr float, ptr addrspace(1) %2, i64 %1822
  %1824 = icmp slt i32 %1819, %3
  %1825 = and i1 %1824, %1253
  %1826 = ptrtoint ptr addrspace(1) %1823 to i64
  %1827 = and i64 %1826, 7
  %1828 = icmp eq i64 %1827, 0
  %1829 = and i1 %1825, %1828
  %1830 = and i1 %1258, %1829
  %1831 = xor i1 %1825, %1830
  %1832 = xor i1 %1824, %1829
  %1833 = and i1 %1258, %1832
  %1834 = zext i1 %1830 to i32
  %1835 = zext i1 %1831 to i32
  %1836 = zext i1 %1833 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1834, i32 %.lcssa192, i32 %.lcssa191, ptr addrspace(1) %1823, i32 %1835, i32 %1836) #5
  %1837 = add i32 %1801, %1292
  %1838 = sext i32 %1837 to i64
  %1839 = getelementptr float, ptr addrspace(1) %2, i64 %1838
  %1840 = and i1 %1805, %1296
  %1841 = ptrtoint ptr addrspace(1) %1839 to i64
  %1842 = and i64 %1841, 7
  %1843 = icmp eq i64 %1842, 0
  %1844 = and i1 %1840, %1843
  %1845 = and i1 %1300, %1844
  %1846 = xor i1 %1840, %1845
  %1847 = xor i1 %1805, %1844
  %1848 = and i1 %1300, %1847
  %1849 = zext i1 %1845 to i32
  %1850 = zext i1 %1846 to i32
  %1851 = zext i1 %1848 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1849, i32 %.lcssa190, i32 %.lcssa189, ptr addrspace(1) %1839, i32 %1850, i32 %1851) #5
  %1852 = add i32 %1820, %1292
  %1853 = sext i32 %1852 to i64
  %1854 = getelementptr float, ptr addrspace(1) %2, i64 %1853
  %1855 = and i1 %1824, %1296
  %1856 = ptrtoint ptr addrspace(1) %1854 to i64
  %1857 = and i64 %1856, 7
  %1858 = icmp eq i64 %1857, 0
  %1859 = and i1 %1855, %1858
  %1860 = and i1 %1300, %1859
  %1861 = xor i1 %1855, %1860
  %1862 = xor i1 %1824, %1859
  %1863 = and i1 %1300, %1862
  %1864 = zext i1 %1860 to i32
  %1865 = zext i1 %1861 to i32
  %1866 = zext i1 %1863 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1864, i32 %.lcssa188, i32 %.lcssa187, ptr addrspace(1) %1854, i32 %1865, i32 %1866) #5
  %1867 = add i32 %1801, %1329
  %1868 = sext i32 %1867 to i64
  %1869 = getelementptr float, ptr addrspace(1) %2, i64 %1868
  %1870 = and i1 %1805, %1333
  %1871 = ptrtoint ptr addrspace(1) %1869 to i64
  %1872 = and i64 %1871, 7
  %1873 = icmp eq i64 %1872, 0
  %1874 = and i1 %1870, %1873
  %1875 = and i1 %1337, %1874
  %1876 = xor i1 %1870, %1875
  %1877 = xor i1 %1805, %1874
  %1878 = and i1 %1337, %1877
  %1879 = zext i1 %1875 to i32
  %1880 = zext i1 %1876 to i32
  %1881 = zext i1 %1878 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1879, i32 %.lcssa186, i32 %.lcssa185, ptr addrspace(1) %1869, i32 %1880, i32 %1881) #5
  %1882 = add i32 %1820, %1329
  %1883 = sext i32 %1882 to i64
  %1884 = getelementptr float, ptr addrspace(1) %2, i64 %1883
  %1885 = and i1 %1824, %1333
  %1886 = ptrtoint ptr addrspace(1) %1884 to i64
  %1887 = and i64 %1886, 7
  %1888 = icmp eq i64 %1887, 0
  %1889 = and i1 %1885, %1888
  %1890 = and i1 %1337, %1889
  %1891 = xor i1 %1885, %1890
  %1892 = xor i1 %1824, %1889
  %1893 = and i1 %1337, %1892
  %1894 = zext i1 %1890 to i32
  %1895 = zext i1 %1891 to i32
  %1896 = zext i1 %1893 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1894, i32 %.lcssa184, i32 %.lcssa183, ptr addrspace(1) %1884, i32 %1895, i32 %1896) #5
  %1897 = add i32 %1801, %1366
  %1898 = sext i32 %1897 to i64
  %1899 = getelementptr float, ptr addrspace(1) %2, i64 %1898
  %1900 = and i1 %1805, %1370
  %1901 = ptrtoint ptr addrspace(1) %1899 to i64
  %1902 = and i64 %1901, 7
  %1903 = icmp eq i64 %1902, 0
  %1904 = and i1 %1900, %1903
  %1905 = and i1 %1374, %1904
  %1906 = xor i1 %1900, %1905
  %1907 = xor i1 %1805, %1904
  %1908 = and i1 %1374, %1907
  %1909 = zext i1 %1905 to i32
  %1910 = zext i1 %1906 to i32
  %1911 = zext i1 %1908 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1909, i32 %.lcssa182, i32 %.lcssa181, ptr addrspace(1) %1899, i32 %1910, i32 %1911) #5
  %1912 = add i32 %1820, %1366
  %1913 = sext i32 %1912 to i64
  %1914 = getelementptr float, ptr addrspace(1) %2, i64 %1913
  %1915 = and i1 %1824, %1370
  %1916 = ptrtoint ptr addrspace(1) %1914 to i64
  %1917 = and i64 %1916, 7
  %1918 = icmp eq i64 %1917, 0
  %1919 = and i1 %1915, %1918
  %1920 = and i1 %1374, %1919
  %1921 = xor i1 %1915, %1920
  %1922 = xor i1 %1824, %1919
  %1923 = and i1 %1374, %1922
  %1924 = zext i1 %1920 to i32
  %1925 = zext i1 %1921 to i32
  %1926 = zext i1 %1923 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1924, i32 %.lcssa180, i32 %.lcssa179, ptr addrspace(1) %1914, i32 %1925, i32 %1926) #5
  %1927 = add i32 %1801, %1403
  %1928 = sext i32 %1927 to i64
  %1929 = getelementptr float, ptr addrspace(1) %2, i64 %1928
  %1930 = and i1 %1805, %1407
  %1931 = ptrtoint ptr addrspace(1) %1929 to i64
  %1932 = and i64 %1931, 7
  %1933 = icmp eq i64 %1932, 0
  %1934 = and i1 %1930, %1933
  %1935 = and i1 %1411, %1934
  %1936 = xor i1 %1930, %1935
  %1937 = xor i1 %1805, %1934
  %1938 = and i1 %1411, %1937
  %1939 = zext i1 %1935 to i32
  %1940 = zext i1 %1936 to i32
  %1941 = zext i1 %1938 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1939, i32 %.lcssa178, i32 %.lcssa177, ptr addrspace(1) %1929, i32 %1940, i32 %1941) #5
  %1942 = add i32 %1820, %1403
  %1943 = sext i32 %1942 to i64
  %1944 = getelementptr float, ptr addrspace(1) %2, i64 %1943
  %1945 = and i1 %1824, %1407
  %1946 = ptrtoint ptr addrspace(1) %1944 to i64
  %1947 = and i64 %1946, 7
  %1948 = icmp eq i64 %1947, 0
  %1949 = and i1 %1945, %1948
  %1950 = and i1 %1411, %1949
  %1951 = xor i1 %1945, %1950
  %1952 = xor i1 %1824, %1949
  %1953 = and i1 %1411, %1952
  %1954 = zext i1 %1950 to i32
  %1955 = zext i1 %1951 to i32
  %1956 = zext i1 %1953 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1954, i32 %.lcssa176, i32 %.lcssa175, ptr addrspace(1) %1944, i32 %1955, i32 %1956) #5
  %1957 = add i32 %1801, %1440
  %1958 = sext i32 %1957 to i64
  %1959 = getelementptr float, ptr addrspace(1) %2, i64 %1958
  %1960 = and i1 %1805, %1444
  %1961 = ptrtoint ptr addrspace(1) %1959 to i64
  %1962 = and i64 %1961, 7
  %1963 = icmp eq i64 %1962, 0
  %1964 = and i1 %1960, %1963
  %1965 = and i1 %1448, %1964
  %1966 = xor i1 %1960, %1965
  %1967 = xor i1 %1805, %1964
  %1968 = and i1 %1448, %1967
  %1969 = zext i1 %1965 to i32
  %1970 = zext i1 %1966 to i32
  %1971 = zext i1 %1968 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1969, i32 %.lcssa174, i32 %.lcssa173, ptr addrspace(1) %1959, i32 %1970, i32 %1971) #5
  %1972 = add i32 %1820, %1440
  %1973 = sext i32 %1972 to i64
  %1974 = getelementptr float, ptr addrspace(1) %2, i64 %1973
  %1975 = and i1 %1824, %1444
  %1976 = ptrtoint ptr addrspace(1) %1974 to i64
  %1977 = and i64 %1976, 7
  %1978 = icmp eq i64 %1977, 0
  %1979 = and i1 %1975, %1978
  %1980 = and i1 %1448, %1979
  %1981 = xor i1 %1975, %1980
  %1982 = xor i1 %1824, %1979
  %1983 = and i1 %1448, %1982
  %1984 = zext i1 %1980 to i32
  %1985 = zext i1 %1981 to i32
  %1986 = zext i1 %1983 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1984, i32 %.lcssa172, i32 %.lcssa171, ptr addrspace(1) %1974, i32 %1985, i32 %1986) #5
  %1987 = add i32 %1801, %1477
  %1988 = sext i32 %1987 to i64
  %1989 = getelementptr float, ptr addrspace(1) %2, i64 %1988
  %1990 = and i1 %1805, %1481
  %1991 = ptrtoint ptr addrspace(1) %1989 to i64
  %1992 = and i64 %1991, 7
  %1993 = icmp eq i64 %1992, 0
  %1994 = and i1 %1990, %1993
  %1995 = and i1 %1485, %1994
  %1996 = xor i1 %1990, %1995
  %1997 = xor i1 %1805, %1994
  %1998 = and i1 %1485, %1997
  %1999 = zext i1 %1995 to i32
  %2000 = zext i1 %1996 to i32
  %2001 = zext i1 %1998 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1999, i32 %.lcssa170, i32 %.lcssa169, ptr addrspace(1) %1989, i32 %2000, i32 %2001) #5
  %2002 = add i32 %1820, %1477
  %2003 = sext i32 %2002 to i64
  %2004 = getelementptr float, ptr addrspace(1) %2, i64 %2003
  %2005 = and i1 %1824, %1481
  %2006 = ptrtoint ptr addrspace(1) %2004 to i64
  %2007 = and i64 %2006, 7
  %2008 = icmp eq i64 %2007, 0
  %2009 = and i1 %2005, %2008
  %2010 = and i1 %1485, %2009
  %2011 = xor i1 %2005, %2010
  %2012 = xor i1 %1824, %2009
  %2013 = and i1 %1485, %2012
  %2014 = zext i1 %2010 to i32
  %2015 = zext i1 %2011 to i32
  %2016 = zext i1 %2013 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2014, i32 %.lcssa168, i32 %.lcssa167, ptr addrspace(1) %2004, i32 %2015, i32 %2016) #5
  %2017 = add i32 %1801, %1514
  %2018 = sext i32 %2017 to i64
  %2019 = getelementptr float, ptr addrspace(1) %2, i64 %2018
  %2020 = and i1 %1805, %1518
  %2021 = ptrtoint ptr addrspace(1) %2019 to i64
  %2022 = and i64 %2021, 7
  %2023 = icmp eq i64 %2022, 0
  %2024 = and i1 %2020, %2023
  %2025 = and i1 %1522, %2024
  %2026 = xor i1 %2020, %2025
  %2027 = xor i1 %1805, %2024
  %2028 = and i1 %1522, %2027
  %2029 = zext i1 %2025 to i32
  %2030 = zext i1 %2026 to i32
  %2031 = zext i1 %2028 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2029, i32 %.lcssa166, i32 %.lcssa165, ptr addrspace(1) %2019, i32 %2030, i32 %2031) #5
  %2032 = add i32 %1820, %1514
  %2033 = sext i32 %2032 to i64
  %2034 = getelementptr float, ptr addrspace(1) %2, i64 %2033
  %2035 = and i1 %1824, %1518
  %2036 = ptrtoint ptr addrspace(1) %2034 to i64
  %2037 = and i64 %2036, 7
  %2038 = icmp eq i64 %2037, 0
  %2039 = and i1 %2035, %2038
  %2040 = and i1 %1522, %2039
  %2041 = xor i1 %2035, %2040
  %2042 = xor i1 %1824, %2039
  %2043 = and i1 %1522, %2042
  %2044 = zext i1 %2040 to i32
  %2045 = zext i1 %2041 to i32
  %2046 = zext i1 %2043 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2044, i32 %.lcssa164, i32 %.lcssa163, ptr addrspace(1) %2034, i32 %2045, i32 %2046) #5
  %2047 = or i32 %1239, 48
  %2048 = or disjoint i32 %2047, %1238
  %2049 = or disjoint i32 %2048, %23
  %2050 = mul i32 %2049, %4
  %2051 = add i32 %2050, %1248
  %2052 = sext i32 %2051 to i64
  %2053 = getelementptr float, ptr addrspace(1) %2, i64 %2052
  %2054 = icmp slt i32 %2049, %3
  %2055 = and i1 %2054, %1253
  %2056 = ptrtoint ptr addrspace(1) %2053 to i64
  %2057 = and i64 %2056, 7
  %2058 = icmp eq i64 %2057, 0
  %2059 = and i1 %2055, %2058
  %2060 = and i1 %1258, %2059
  %2061 = xor i1 %2055, %2060
  %2062 = xor i1 %2054, %2059
  %2063 = and i1 %1258, %2062
  %2064 = zext i1 %2060 to i32
  %2065 = zext i1 %2061 to i32
  %2066 = zext i1 %2063 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2064, i32 %.lcssa162, i32 %.lcssa161, ptr addrspace(1) %2053, i32 %2065, i32 %2066) #5
  %2067 = or disjoint i32 %2047, %1270
  %2068 = or disjoint i32 %2067, %23
  %2069 = mul i32 %2068, %4
  %2070 = add i32 %2069, %1248
  %2071 = sext i32 %2070 to i64
  %2072 = getelementptr float, ptr addrspace(1) %2, i64 %2071
  %2073 = icmp slt i32 %2068, %3
  %2074 = and i1 %2073, %1253
  %2075 = ptrtoint ptr addrspace(1) %2072 to i64
  %2076 = and i64 %2075, 7
  %2077 = icmp eq i64 %2076, 0
  %2078 = and i1 %2074, %2077
  %2079 = and i1 %1258, %2078
  %2080 = xor i1 %2074, %2079
  %2081 = xor i1 %2073, %2078
  %2082 = and i1 %1258, %2081
  %2083 = zext i1 %2079 to i32
  %2084 = zext i1 %2080 to i32
  %2085 = zext i1 %2082 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2083, i32 %.lcssa160, i32 %.lcssa159, ptr addrspace(1) %2072, i32 %2084, i32 %2085) #5
  %2086 = add i32 %2050, %1292
  %2087 = sext i32 %2086 to i64
  %2088 = getelementptr float, ptr addrspace(1) %2, i64 %2087
  %2089 = and i1 %2054, %1296
  %2090 = ptrtoint ptr addrspace(1) %2088 to i64
  %2091 = and i64 %2090, 7
  %2092 = icmp eq i64 %2091, 0
  %2093 = and i1 %2089, %2092
  %2094 = and i1 %1300, %2093
  %2095 = xor i1 %2089, %2094
  %2096 = xor i1 %2054, %2093
  %2097 = and i1 %1300, %2096
  %2098 = zext i1 %2094 to i32
  %2099 = zext i1 %2095 to i32
  %2100 = zext i1 %2097 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2098, i32 %.lcssa158, i32 %.lcssa157, ptr addrspace(1) %2088, i32 %2099, i32 %2100) #5
  %2101 = add i32 %2069, %1292
  %2102 = sext i32 %2101 to i64
  %2103 = getelementptr float, ptr addrspace(1) %2, i64 %2102
  %2104 = and i1 %2073, %1296
  %2105 = ptrtoint ptr addrspace(1) %2103 to i64
  %2106 = and i64 %2105, 7
  %2107 = icmp eq i64 %2106, 0
  %2108 = and i1 %2104, %2107
  %2109 = and i1 %1300, %2108
  %2110 = xor i1 %2104, %2109
  %2111 = xor i1 %2073, %2108
  %2112 = and i1 %1300, %2111
  %2113 = zext i1 %2109 to i32
  %2114 = zext i1 %2110 to i32
  %2115 = zext i1 %2112 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2113, i32 %.lcssa156, i32 %.lcssa155, ptr addrspace(1) %2103, i32 %2114, i32 %2115) #5
  %2116 = add i32 %2050, %1329
  %2117 = sext i32 %2116 to i64
  %2118 = getelementptr float, ptr addrspace(1) %2, i64 %2117
  %2119 = and i1 %2054, %1333
  %2120 = ptrtoint ptr addrspace(1) %2118 to i64
  %2121 = and i64 %2120, 7
  %2122 = icmp eq i64 %2121, 0
  %2123 = and i1 %2119, %2122
  %2124 = and i1 %1337, %2123
  %2125 = xor i1 %2119, %2124
  %2126 = xor i1 %2054, %2123
  %2127 = and i1 %1337, %2126
  %2128 = zext i1 %2124 to i32
  %2129 = zext i1 %2125 to i32
  %2130 = zext i1 %2127 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2128, i32 %.lcssa154, i32 %.lcssa153, ptr addrspace(1) %2118, i32 %2129, i32 %2130) #5
  %2131 = add i32 %2069, %1329
  %2132 = sext i32 %2131 to i64
  %2133 = getelementptr float, ptr addrspace(1) %2, i64 %2132
  %2134 = and i1 %2073, %1333
  %2135 = ptrtoint ptr addrspace(1) %2133 to i64
  %2136 = and i64 %2135, 7
  %2137 = icmp eq i64 %2136, 0
  %2138 = and i1 %2134, %2137
  %2139 = and i1 %1337, %2138
  %2140 = xor i1 %2134, %2139
  %2141 = xor i1 %2073, %2138
  %2142 = and i1 %1337, %2141
  %2143 = zext i1 %2139 to i32
  %2144 = zext i1 %2140 to i32
  %2145 = zext i1 %2142 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2143, i32 %.lcssa152, i32 %.lcssa151, ptr addrspace(1) %2133, i32 %2144, i32 %2145) #5
  %2146 = add i32 %2050, %1366
  %2147 = sext i32 %2146 to i64
  %2148 = getelementptr float, ptr addrspace(1) %2, i64 %2147
  %2149 = and i1 %2054, %1370
  %2150 = ptrtoint ptr addrspace(1) %2148 to i64
  %2151 = and i64 %2150, 7
  %2152 = icmp eq i64 %2151, 0
  %2153 = and i1 %2149, %2152
  %2154 = and i1 %1374, %2153
  %2155 = xor i1 %2149, %2154
  %2156 = xor i1 %2054, %2153
  %2157 = and i1 %1374, %2156
  %2158 = zext i1 %2154 to i32
  %2159 = zext i1 %2155 to i32
  %2160 = zext i1 %2157 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2158, i32 %.lcssa150, i32 %.lcssa149, ptr addrspace(1) %2148, i32 %2159, i32 %2160) #5
  %2161 = add i32 %2069, %1366
  %2162 = sext i32 %2161 to i64
  %2163 = getelementptr float, ptr addrspace(1) %2, i64 %2162
  %2164 = and i1 %2073, %1370
  %2165 = ptrtoint ptr addrspace(1) %2163 to i64
  %2166 = and i64 %2165, 7
  %2167 = icmp eq i64 %2166, 0
  %2168 = and i1 %2164, %2167
  %2169 = and i1 %1374, %2168
  %2170 = xor i1 %2164, %2169
  %2171 = xor i1 %2073, %2168
  %2172 = and i1 %1374, %2171
  %2173 = zext i1 %2169 to i32
  %2174 = zext i1 %2170 to i32
  %2175 = zext i1 %2172 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2173, i32 %.lcssa148, i32 %.lcssa147, ptr addrspace(1) %2163, i32 %2174, i32 %2175) #5
  %2176 = add i32 %2050, %1403
  %2177 = sext i32 %2176 to i64
  %2178 = getelementptr float, ptr addrspace(1) %2, i64 %2177
  %2179 = and i1 %2054, %1407
  %2180 = ptrtoint ptr addrspace(1) %2178 to i64
  %2181 = and i64 %2180, 7
  %2182 = icmp eq i64 %2181, 0
  %2183 = and i1 %2179, %2182
  %2184 = and i1 %1411, %2183
  %2185 = xor i1 %2179, %2184
  %2186 = xor i1 %2054, %2183
  %2187 = and i1 %1411, %2186
  %2188 = zext i1 %2184 to i32
  %2189 = zext i1 %2185 to i32
  %2190 = zext i1 %2187 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2188, i32 %.lcssa146, i32 %.lcssa145, ptr addrspace(1) %2178, i32 %2189, i32 %2190) #5
  %2191 = add i32 %2069, %1403
  %2192 = sext i32 %2191 to i64
  %2193 = getelementptr float, ptr addrspace(1) %2, i64 %2192
  %2194 = and i1 %2073, %1407
  %2195 = ptrtoint ptr addrspace(1) %2193 to i64
  %2196 = and i64 %2195, 7
  %2197 = icmp eq i64 %2196, 0
  %2198 = and i1 %2194, %2197
  %2199 = and i1 %1411, %2198
  %2200 = xor i1 %2194, %2199
  %2201 = xor i1 %2073, %2198
  %2202 = and i1 %1411, %2201
  %2203 = zext i1 %2199 to i32
  %2204 = zext i1 %2200 to i32
  %2205 = zext i1 %2202 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2203, i32 %.lcssa144, i32 %.lcssa143, ptr addrspace(1) %2193, i32 %2204, i32 %2205) #5
  %2206 = add i32 %2050, %1440
  %2207 = sext i32 %2206 to i64
  %2208 = getelementptr float, ptr addrspace(1) %2, i64 %2207
  %2209 = and i1 %2054, %1444
  %2210 = ptrtoint ptr addrspace(1) %2208 to i64
  %2211 = and i64 %2210, 7
  %2212 = icmp eq i64 %2211, 0
  %2213 = and i1 %2209, %2212
  %2214 = and i1 %1448, %2213
  %2215 = xor i1 %2209, %2214
  %2216 = xor i1 %2054, %2213
  %2217 = and i1 %1448, %2216
  %2218 = zext i1 %2214 to i32
  %2219 = zext i1 %2215 to i32
  %2220 = zext i1 %2217 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2218, i32 %.lcssa142, i32 %.lcssa141, ptr addrspace(1) %2208, i32 %2219, i32 %2220) #5
  %2221 = add i32 %2069, %1440
  %2222 = sext i32 %2221 to i64
  %2223 = getelementptr float, ptr addrspace(1) %2, i64 %2222
  %2224 = and i1 %2073, %1444
  %2225 = ptrtoint ptr addrspace(1) %2223 to i64
  %2226 = and i64 %2225, 7
  %2227 = icmp eq i64 %2226, 0
  %2228 = and i1 %2224, %2227
  %2229 = and i1 %1448, %2228
  %2230 = xor i1 %2224, %2229
  %2231 = xor i1 %2073, %2228
  %2232 = and i1 %1448, %2231
  %2233 = zext i1 %2229 to i32
  %2234 = zext i1 %2230 to i32
  %2235 = zext i1 %2232 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2233, i32 %.lcssa140, i32 %.lcssa139, ptr addrspace(1) %2223, i32 %2234, i32 %2235) #5
  %2236 = add i32 %2050, %1477
  %2237 = sext i32 %2236 to i64
  %2238 = getelementptr float, ptr addrspace(1) %2, i64 %2237
  %2239 = and i1 %2054, %1481
  %2240 = ptrtoint ptr addrspace(1) %2238 to i64
  %2241 = and i64 %2240, 7
  %2242 = icmp eq i64 %2241, 0
  %2243 = and i1 %2239, %2242
  %2244 = and i1 %1485, %2243
  %2245 = xor i1 %2239, %2244
  %2246 = xor i1 %2054, %2243
  %2247 = and i1 %1485, %2246
  %2248 = zext i1 %2244 to i32
  %2249 = zext i1 %2245 to i32
  %2250 = zext i1 %2247 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2248, i32 %.lcssa138, i32 %.lcssa137, ptr addrspace(1) %2238, i32 %2249, i32 %2250) #5
  %2251 = add i32 %2069, %1477
  %2252 = sext i32 %2251 to i64
  %2253 = getelementptr float, ptr addrspace(1) %2, i64 %2252
  %2254 = and i1 %2073, %1481
  %2255 = ptrtoint ptr addrspace(1) %2253 to i64
  %2256 = and i64 %2255, 7
  %2257 = icmp eq i64 %2256, 0
  %2258 = and i1 %2254, %2257
  %2259 = and i1 %1485, %2258
  %2260 = xor i1 %2254, %2259
  %2261 = xor i1 %2073, %2258
  %2262 = and i1 %1485, %2261
  %2263 = zext i1 %2259 to i32
  %2264 = zext i1 %2260 to i32
  %2265 = zext i1 %2262 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2263, i32 %.lcssa136, i32 %.lcssa135, ptr addrspace(1) %2253, i32 %2264, i32 %2265) #5
  %2266 = add i32 %2050, %1514
  %2267 = sext i32 %2266 to i64
  %2268 = getelementptr float, ptr addrspace(1) %2, i64 %2267
  %2269 = and i1 %2054, %1518
  %2270 = ptrtoint ptr addrspace(1) %2268 to i64
  %2271 = and i64 %2270, 7
  %2272 = icmp eq i64 %2271, 0
  %2273 = and i1 %2269, %2272
  %2274 = and i1 %1522, %2273
  %2275 = xor i1 %2269, %2274
  %2276 = xor i1 %2054, %2273
  %2277 = and i1 %1522, %2276
  %2278 = zext i1 %2274 to i32
  %2279 = zext i1 %2275 to i32
  %2280 = zext i1 %2277 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2278, i32 %.lcssa134, i32 %.lcssa133, ptr addrspace(1) %2268, i32 %2279, i32 %2280) #5
  %2281 = add i32 %2069, %1514
  %2282 = sext i32 %2281 to i64
  %2283 = getelementptr float, ptr addrspace(1) %2, i64 %2282
  %2284 = and i1 %2073, %1518
  %2285 = ptrtoint ptr addrspace(1) %2283 to i64
  %2286 = and i64 %2285, 7
  %2287 = icmp eq i64 %2286, 0
  %2288 = and i1 %2284, %2287
  %2289 = and i1 %1522, %2288
  %2290 = xor i1 %2284, %2289
  %2291 = xor i1 %2073, %2288
  %2292 = and i1 %1522, %2291
  %2293 = zext i1 %2289 to i32
  %2294 = zext i1 %2290 to i32
  %2295 = zext i1 %2292 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2293, i32 %.lcssa132, i32 %.lcssa131, ptr addrspace(1) %2283, i32 %2294, i32 %2295) #5
  br label %.loopexit

.loopexit:                                        ; preds = %51, %31, %._crit_edge
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
