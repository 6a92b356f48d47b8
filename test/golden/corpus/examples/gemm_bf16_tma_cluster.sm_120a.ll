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
  %.decomposed1023 = sub i32 %.decomposed, %22
  %23 = add nuw i32 %.decomposed1023, %17
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
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_cluster_dsmem to i32), i32 98304)) #5
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_cluster_dsmem to i32), i32 98312)) #5
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
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_cluster_dsmem to i32), i32 98304), i32 49152) #5
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_cluster_dsmem to i32), i64 %35, i32 0, i32 %26, i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_cluster_dsmem to i32), i32 98304)) #5
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_cluster_dsmem to i32), i32 16384), i64 %36, i32 0, i32 %27, i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_cluster_dsmem to i32), i32 98304)) #5
  br label %.loopexit

.loopexit:                                        ; preds = %.lr.ph, %33
  %37 = sext i32 %30 to i64
  br i1 %34, label %.lr.ph259, label %._crit_edge

.lr.ph259:                                        ; preds = %.loopexit
  %38 = ptrtoint ptr %1 to i64
  %39 = ptrtoint ptr %0 to i64
  %40 = shl nuw nsw i32 %7, 1
  %41 = and i32 %40, 192
  %42 = and i32 %7, 7
  %43 = and i32 %7, 8
  %44 = lshr i32 %7, 1
  %45 = and i32 %44, 8
  %46 = shl nuw nsw i32 %7, 5
  %47 = and i32 %46, 7168
  %48 = and i32 %46, 4096
  %49 = shl nuw nsw i32 %7, 6
  %50 = and i32 %49, 960
  %51 = shl nuw nsw i32 %42, 3
  %invariant.op = or disjoint i32 %50, %48
  %52 = or disjoint i32 %41, %45
  %53 = or disjoint i32 %52, %42
  %54 = shl nuw nsw i32 %53, 6
  %55 = or disjoint i32 %47, %50
  %56 = xor i32 %45, %51
  %.reass = or disjoint i32 %56, %invariant.op
  %57 = zext nneg i32 %.reass to i64
  %58 = xor i32 %43, %51
  %59 = or disjoint i32 %58, %54
  %60 = zext nneg i32 %59 to i64
  %61 = or disjoint i32 %56, %55
  %62 = or i32 %61, 3072
  %63 = zext nneg i32 %62 to i64
  %64 = or disjoint i32 %45, 16
  %65 = xor i32 %64, %51
  %.reass.1 = or disjoint i32 %65, %invariant.op
  %66 = zext nneg i32 %.reass.1 to i64
  %67 = or disjoint i32 %43, 16
  %68 = xor i32 %67, %51
  %69 = or disjoint i32 %68, %54
  %70 = zext nneg i32 %69 to i64
  %71 = or disjoint i32 %65, %55
  %72 = or i32 %71, 3072
  %73 = zext nneg i32 %72 to i64
  %74 = or disjoint i32 %45, 32
  %75 = xor i32 %74, %51
  %.reass.2 = or disjoint i32 %75, %invariant.op
  %76 = zext nneg i32 %.reass.2 to i64
  %77 = or disjoint i32 %43, 32
  %78 = xor i32 %77, %51
  %79 = or disjoint i32 %78, %54
  %80 = zext nneg i32 %79 to i64
  %81 = or disjoint i32 %75, %55
  %82 = or i32 %81, 3072
  %83 = zext nneg i32 %82 to i64
  %84 = or disjoint i32 %45, 48
  %85 = xor i32 %84, %51
  %.reass.3 = or disjoint i32 %85, %invariant.op
  %86 = zext nneg i32 %.reass.3 to i64
  %87 = or disjoint i32 %43, 48
  %88 = xor i32 %87, %51
  %89 = or disjoint i32 %88, %54
  %90 = zext nneg i32 %89 to i64
  %91 = or disjoint i32 %85, %55
  %92 = or i32 %91, 3072
  %93 = zext nneg i32 %92 to i64
  br label %94

94:                                               ; preds = %.lr.ph259, %245
  %95 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1083, %245 ]
  %96 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1082, %245 ]
  %97 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1081, %245 ]
  %98 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1080, %245 ]
  %99 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1078, %245 ]
  %100 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1077, %245 ]
  %101 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1076, %245 ]
  %102 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1075, %245 ]
  %103 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1073, %245 ]
  %104 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1072, %245 ]
  %105 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1071, %245 ]
  %106 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1070, %245 ]
  %107 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1068, %245 ]
  %108 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1067, %245 ]
  %109 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1066, %245 ]
  %110 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1065, %245 ]
  %111 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1063, %245 ]
  %112 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1062, %245 ]
  %113 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1061, %245 ]
  %114 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1060, %245 ]
  %115 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1058, %245 ]
  %116 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1057, %245 ]
  %117 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1056, %245 ]
  %118 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1055, %245 ]
  %119 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1053, %245 ]
  %120 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1052, %245 ]
  %121 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1051, %245 ]
  %122 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1050, %245 ]
  %123 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1048, %245 ]
  %124 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1047, %245 ]
  %125 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1046, %245 ]
  %126 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1045, %245 ]
  %127 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1037, %245 ]
  %128 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1036, %245 ]
  %129 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1035, %245 ]
  %130 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1034, %245 ]
  %131 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1032, %245 ]
  %132 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1031, %245 ]
  %133 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1030, %245 ]
  %134 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1029, %245 ]
  %135 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1027, %245 ]
  %136 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1026, %245 ]
  %137 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1025, %245 ]
  %138 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1024, %245 ]
  %139 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1022, %245 ]
  %140 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1021, %245 ]
  %141 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1020, %245 ]
  %142 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1019, %245 ]
  %143 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1017, %245 ]
  %144 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1016, %245 ]
  %145 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1015, %245 ]
  %146 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1014, %245 ]
  %147 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1012, %245 ]
  %148 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1011, %245 ]
  %149 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1010, %245 ]
  %150 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1009, %245 ]
  %151 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1007, %245 ]
  %152 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1006, %245 ]
  %153 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1005, %245 ]
  %154 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1004, %245 ]
  %155 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1002, %245 ]
  %156 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1001, %245 ]
  %157 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %1000, %245 ]
  %158 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %999, %245 ]
  %159 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %991, %245 ]
  %160 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %990, %245 ]
  %161 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %989, %245 ]
  %162 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %988, %245 ]
  %163 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %986, %245 ]
  %164 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %985, %245 ]
  %165 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %984, %245 ]
  %166 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %983, %245 ]
  %167 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %981, %245 ]
  %168 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %980, %245 ]
  %169 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %979, %245 ]
  %170 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %978, %245 ]
  %171 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %976, %245 ]
  %172 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %975, %245 ]
  %173 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %974, %245 ]
  %174 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %973, %245 ]
  %175 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %971, %245 ]
  %176 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %970, %245 ]
  %177 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %969, %245 ]
  %178 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %968, %245 ]
  %179 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %966, %245 ]
  %180 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %965, %245 ]
  %181 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %964, %245 ]
  %182 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %963, %245 ]
  %183 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %961, %245 ]
  %184 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %960, %245 ]
  %185 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %959, %245 ]
  %186 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %958, %245 ]
  %187 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %956, %245 ]
  %188 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %955, %245 ]
  %189 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %954, %245 ]
  %190 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %953, %245 ]
  %191 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %945, %245 ]
  %192 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %944, %245 ]
  %193 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %943, %245 ]
  %194 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %942, %245 ]
  %195 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %940, %245 ]
  %196 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %939, %245 ]
  %197 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %938, %245 ]
  %198 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %937, %245 ]
  %199 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %929, %245 ]
  %200 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %928, %245 ]
  %201 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %927, %245 ]
  %202 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %926, %245 ]
  %203 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %924, %245 ]
  %204 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %923, %245 ]
  %205 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %922, %245 ]
  %206 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %921, %245 ]
  %207 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %913, %245 ]
  %208 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %912, %245 ]
  %209 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %911, %245 ]
  %210 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %910, %245 ]
  %211 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %908, %245 ]
  %212 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %907, %245 ]
  %213 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %906, %245 ]
  %214 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %905, %245 ]
  %215 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %897, %245 ]
  %216 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %896, %245 ]
  %217 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %895, %245 ]
  %218 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %894, %245 ]
  %219 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %892, %245 ]
  %220 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %891, %245 ]
  %221 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %890, %245 ]
  %222 = phi float [ 0.000000e+00, %.lr.ph259 ], [ %889, %245 ]
  %223 = phi i64 [ 0, %.lr.ph259 ], [ %1084, %245 ]
  %224 = trunc i64 %223 to i32
  %225 = and i32 %224, 1
  %226 = shl nuw nsw i32 %225, 3
  %227 = or disjoint i32 %226, add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_cluster_dsmem to i32), i32 98304)
  %228 = lshr i32 %224, 1
  %229 = and i32 %228, 1
  br label %230

230:                                              ; preds = %230, %94
  %231 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %227, i32 %229) #5
  %232 = icmp eq i32 %231, 0
  br i1 %232, label %230, label %233

233:                                              ; preds = %230
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %234 = add i32 %224, 1
  %235 = icmp slt i32 %234, %30
  %236 = and i1 %31, %235
  br i1 %236, label %237, label %245

237:                                              ; preds = %233
  %238 = shl i32 %234, 6
  %239 = and i32 %234, 1
  %240 = shl nuw nsw i32 %239, 3
  %241 = or disjoint i32 %240, add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_cluster_dsmem to i32), i32 98304)
  %242 = mul nuw nsw i32 %239, 49152
  %243 = add i32 %242, add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_cluster_dsmem to i32), i32 16384)
  %244 = add i32 %242, ptrtoint (ptr addrspace(3) @gemm_bf16_tma_cluster_dsmem to i32)
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 %241, i32 49152) #5
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %244, i64 %39, i32 %238, i32 %26, i32 %241) #5
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %243, i64 %38, i32 %238, i32 %27, i32 %241) #5
  br label %245

245:                                              ; preds = %237, %233
  %246 = mul nuw nsw i32 %225, 49152
  %247 = zext nneg i32 %246 to i64
  %248 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_cluster_dsmem, i64 %247
  %249 = add i32 %246, add (i32 sub (i32 0, i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_cluster_dsmem to i32)), i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_cluster_dsmem to i32), i32 16384))
  %250 = sext i32 %249 to i64
  %251 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_cluster_dsmem, i64 %250
  %252 = getelementptr bfloat, ptr addrspace(3) %248, i64 %57
  %253 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %252)
  %254 = extractvalue { i32, i32, i32, i32 } %253, 0
  %255 = extractvalue { i32, i32, i32, i32 } %253, 1
  %256 = extractvalue { i32, i32, i32, i32 } %253, 2
  %257 = extractvalue { i32, i32, i32, i32 } %253, 3
  %258 = getelementptr bfloat, ptr addrspace(3) %251, i64 %60
  %259 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %258)
  %260 = extractvalue { i32, i32, i32, i32 } %259, 0
  %261 = extractvalue { i32, i32, i32, i32 } %259, 1
  %262 = extractvalue { i32, i32, i32, i32 } %259, 2
  %263 = extractvalue { i32, i32, i32, i32 } %259, 3
  %264 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %254, i32 %255, i32 %256, i32 %257, i32 %260, i32 %261, float %222, float %221, float %220, float %219) #5
  %265 = extractvalue { float, float, float, float } %264, 0
  %266 = extractvalue { float, float, float, float } %264, 1
  %267 = extractvalue { float, float, float, float } %264, 2
  %268 = extractvalue { float, float, float, float } %264, 3
  %269 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %254, i32 %255, i32 %256, i32 %257, i32 %262, i32 %263, float %218, float %217, float %216, float %215) #5
  %270 = extractvalue { float, float, float, float } %269, 0
  %271 = extractvalue { float, float, float, float } %269, 1
  %272 = extractvalue { float, float, float, float } %269, 2
  %273 = extractvalue { float, float, float, float } %269, 3
  %274 = getelementptr i8, ptr addrspace(3) %258, i64 2048
  %275 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %274)
  %276 = extractvalue { i32, i32, i32, i32 } %275, 0
  %277 = extractvalue { i32, i32, i32, i32 } %275, 1
  %278 = extractvalue { i32, i32, i32, i32 } %275, 2
  %279 = extractvalue { i32, i32, i32, i32 } %275, 3
  %280 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %254, i32 %255, i32 %256, i32 %257, i32 %276, i32 %277, float %214, float %213, float %212, float %211) #5
  %281 = extractvalue { float, float, float, float } %280, 0
  %282 = extractvalue { float, float, float, float } %280, 1
  %283 = extractvalue { float, float, float, float } %280, 2
  %284 = extractvalue { float, float, float, float } %280, 3
  %285 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %254, i32 %255, i32 %256, i32 %257, i32 %278, i32 %279, float %210, float %209, float %208, float %207) #5
  %286 = extractvalue { float, float, float, float } %285, 0
  %287 = extractvalue { float, float, float, float } %285, 1
  %288 = extractvalue { float, float, float, float } %285, 2
  %289 = extractvalue { float, float, float, float } %285, 3
  %290 = getelementptr i8, ptr addrspace(3) %258, i64 4096
  %291 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %290)
  %292 = extractvalue { i32, i32, i32, i32 } %291, 0
  %293 = extractvalue { i32, i32, i32, i32 } %291, 1
  %294 = extractvalue { i32, i32, i32, i32 } %291, 2
  %295 = extractvalue { i32, i32, i32, i32 } %291, 3
  %296 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %254, i32 %255, i32 %256, i32 %257, i32 %292, i32 %293, float %206, float %205, float %204, float %203) #5
  %297 = extractvalue { float, float, float, float } %296, 0
  %298 = extractvalue { float, float, float, float } %296, 1
  %299 = extractvalue { float, float, float, float } %296, 2
  %300 = extractvalue { float, float, float, float } %296, 3
  %301 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %254, i32 %255, i32 %256, i32 %257, i32 %294, i32 %295, float %202, float %201, float %200, float %199) #5
  %302 = extractvalue { float, float, float, float } %301, 0
  %303 = extractvalue { float, float, float, float } %301, 1
  %304 = extractvalue { float, float, float, float } %301, 2
  %305 = extractvalue { float, float, float, float } %301, 3
  %306 = getelementptr i8, ptr addrspace(3) %258, i64 6144
  %307 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %306)
  %308 = extractvalue { i32, i32, i32, i32 } %307, 0
  %309 = extractvalue { i32, i32, i32, i32 } %307, 1
  %310 = extractvalue { i32, i32, i32, i32 } %307, 2
  %311 = extractvalue { i32, i32, i32, i32 } %307, 3
  %312 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %254, i32 %255, i32 %256, i32 %257, i32 %308, i32 %309, float %198, float %197, float %196, float %195) #5
  %313 = extractvalue { float, float, float, float } %312, 0
  %314 = extractvalue { float, float, float, float } %312, 1
  %315 = extractvalue { float, float, float, float } %312, 2
  %316 = extractvalue { float, float, float, float } %312, 3
  %317 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %254, i32 %255, i32 %256, i32 %257, i32 %310, i32 %311, float %194, float %193, float %192, float %191) #5
  %318 = extractvalue { float, float, float, float } %317, 0
  %319 = extractvalue { float, float, float, float } %317, 1
  %320 = extractvalue { float, float, float, float } %317, 2
  %321 = extractvalue { float, float, float, float } %317, 3
  %322 = getelementptr i8, ptr addrspace(3) %252, i64 2048
  %323 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %322)
  %324 = extractvalue { i32, i32, i32, i32 } %323, 0
  %325 = extractvalue { i32, i32, i32, i32 } %323, 1
  %326 = extractvalue { i32, i32, i32, i32 } %323, 2
  %327 = extractvalue { i32, i32, i32, i32 } %323, 3
  %328 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %324, i32 %325, i32 %326, i32 %327, i32 %260, i32 %261, float %190, float %189, float %188, float %187) #5
  %329 = extractvalue { float, float, float, float } %328, 0
  %330 = extractvalue { float, float, float, float } %328, 1
  %331 = extractvalue { float, float, float, float } %328, 2
  %332 = extractvalue { float, float, float, float } %328, 3
  %333 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %324, i32 %325, i32 %326, i32 %327, i32 %262, i32 %263, float %186, float %185, float %184, float %183) #5
  %334 = extractvalue { float, float, float, float } %333, 0
  %335 = extractvalue { float, float, float, float } %333, 1
  %336 = extractvalue { float, float, float, float } %333, 2
  %337 = extractvalue { float, float, float, float } %333, 3
  %338 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %324, i32 %325, i32 %326, i32 %327, i32 %276, i32 %277, float %182, float %181, float %180, float %179) #5
  %339 = extractvalue { float, float, float, float } %338, 0
  %340 = extractvalue { float, float, float, float } %338, 1
  %341 = extractvalue { float, float, float, float } %338, 2
  %342 = extractvalue { float, float, float, float } %338, 3
  %343 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %324, i32 %325, i32 %326, i32 %327, i32 %278, i32 %279, float %178, float %177, float %176, float %175) #5
  %344 = extractvalue { float, float, float, float } %343, 0
  %345 = extractvalue { float, float, float, float } %343, 1
  %346 = extractvalue { float, float, float, float } %343, 2
  %347 = extractvalue { float, float, float, float } %343, 3
  %348 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %324, i32 %325, i32 %326, i32 %327, i32 %292, i32 %293, float %174, float %173, float %172, float %171) #5
  %349 = extractvalue { float, float, float, float } %348, 0
  %350 = extractvalue { float, float, float, float } %348, 1
  %351 = extractvalue { float, float, float, float } %348, 2
  %352 = extractvalue { float, float, float, float } %348, 3
  %353 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %324, i32 %325, i32 %326, i32 %327, i32 %294, i32 %295, float %170, float %169, float %168, float %167) #5
  %354 = extractvalue { float, float, float, float } %353, 0
  %355 = extractvalue { float, float, float, float } %353, 1
  %356 = extractvalue { float, float, float, float } %353, 2
  %357 = extractvalue { float, float, float, float } %353, 3
  %358 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %324, i32 %325, i32 %326, i32 %327, i32 %308, i32 %309, float %166, float %165, float %164, float %163) #5
  %359 = extractvalue { float, float, float, float } %358, 0
  %360 = extractvalue { float, float, float, float } %358, 1
  %361 = extractvalue { float, float, float, float } %358, 2
  %362 = extractvalue { float, float, float, float } %358, 3
  %363 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %324, i32 %325, i32 %326, i32 %327, i32 %310, i32 %311, float %162, float %161, float %160, float %159) #5
  %364 = extractvalue { float, float, float, float } %363, 0
  %365 = extractvalue { float, float, float, float } %363, 1
  %366 = extractvalue { float, float, float, float } %363, 2
  %367 = extractvalue { float, float, float, float } %363, 3
  %368 = getelementptr i8, ptr addrspace(3) %252, i64 4096
  %369 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %368)
  %370 = extractvalue { i32, i32, i32, i32 } %369, 0
  %371 = extractvalue { i32, i32, i32, i32 } %369, 1
  %372 = extractvalue { i32, i32, i32, i32 } %369, 2
  %373 = extractvalue { i32, i32, i32, i32 } %369, 3
  %374 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %370, i32 %371, i32 %372, i32 %373, i32 %260, i32 %261, float %158, float %157, float %156, float %155) #5
  %375 = extractvalue { float, float, float, float } %374, 0
  %376 = extractvalue { float, float, float, float } %374, 1
  %377 = extractvalue { float, float, float, float } %374, 2
  %378 = extractvalue { float, float, float, float } %374, 3
  %379 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %370, i32 %371, i32 %372, i32 %373, i32 %262, i32 %263, float %154, float %153, float %152, float %151) #5
  %380 = extractvalue { float, float, float, float } %379, 0
  %381 = extractvalue { float, float, float, float } %379, 1
  %382 = extractvalue { float, float, float, float } %379, 2
  %383 = extractvalue { float, float, float, float } %379, 3
  %384 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %370, i32 %371, i32 %372, i32 %373, i32 %276, i32 %277, float %150, float %149, float %148, float %147) #5
  %385 = extractvalue { float, float, float, float } %384, 0
  %386 = extractvalue { float, float, float, float } %384, 1
  %387 = extractvalue { float, float, float, float } %384, 2
  %388 = extractvalue { float, float, float, float } %384, 3
  %389 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %370, i32 %371, i32 %372, i32 %373, i32 %278, i32 %279, float %146, float %145, float %144, float %143) #5
  %390 = extractvalue { float, float, float, float } %389, 0
  %391 = extractvalue { float, float, float, float } %389, 1
  %392 = extractvalue { float, float, float, float } %389, 2
  %393 = extractvalue { float, float, float, float } %389, 3
  %394 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %370, i32 %371, i32 %372, i32 %373, i32 %292, i32 %293, float %142, float %141, float %140, float %139) #5
  %395 = extractvalue { float, float, float, float } %394, 0
  %396 = extractvalue { float, float, float, float } %394, 1
  %397 = extractvalue { float, float, float, float } %394, 2
  %398 = extractvalue { float, float, float, float } %394, 3
  %399 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %370, i32 %371, i32 %372, i32 %373, i32 %294, i32 %295, float %138, float %137, float %136, float %135) #5
  %400 = extractvalue { float, float, float, float } %399, 0
  %401 = extractvalue { float, float, float, float } %399, 1
  %402 = extractvalue { float, float, float, float } %399, 2
  %403 = extractvalue { float, float, float, float } %399, 3
  %404 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %370, i32 %371, i32 %372, i32 %373, i32 %308, i32 %309, float %134, float %133, float %132, float %131) #5
  %405 = extractvalue { float, float, float, float } %404, 0
  %406 = extractvalue { float, float, float, float } %404, 1
  %407 = extractvalue { float, float, float, float } %404, 2
  %408 = extractvalue { float, float, float, float } %404, 3
  %409 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %370, i32 %371, i32 %372, i32 %373, i32 %310, i32 %311, float %130, float %129, float %128, float %127) #5
  %410 = extractvalue { float, float, float, float } %409, 0
  %411 = extractvalue { float, float, float, float } %409, 1
  %412 = extractvalue { float, float, float, float } %409, 2
  %413 = extractvalue { float, float, float, float } %409, 3
  %414 = getelementptr bfloat, ptr addrspace(3) %248, i64 %63
  %415 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %414)
  %416 = extractvalue { i32, i32, i32, i32 } %415, 0
  %417 = extractvalue { i32, i32, i32, i32 } %415, 1
  %418 = extractvalue { i32, i32, i32, i32 } %415, 2
  %419 = extractvalue { i32, i32, i32, i32 } %415, 3
  %420 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %416, i32 %417, i32 %418, i32 %419, i32 %260, i32 %261, float %126, float %125, float %124, float %123) #5
  %421 = extractvalue { float, float, float, float } %420, 0
  %422 = extractvalue { float, float, float, float } %420, 1
  %423 = extractvalue { float, float, float, float } %420, 2
  %424 = extractvalue { float, float, float, float } %420, 3
  %425 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %416, i32 %417, i32 %418, i32 %419, i32 %262, i32 %263, float %122, float %121, float %120, float %119) #5
  %426 = extractvalue { float, float, float, float } %425, 0
  %427 = extractvalue { float, float, float, float } %425, 1
  %428 = extractvalue { float, float, float, float } %425, 2
  %429 = extractvalue { float, float, float, float } %425, 3
  %430 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %416, i32 %417, i32 %418, i32 %419, i32 %276, i32 %277, float %118, float %117, float %116, float %115) #5
  %431 = extractvalue { float, float, float, float } %430, 0
  %432 = extractvalue { float, float, float, float } %430, 1
  %433 = extractvalue { float, float, float, float } %430, 2
  %434 = extractvalue { float, float, float, float } %430, 3
  %435 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %416, i32 %417, i32 %418, i32 %419, i32 %278, i32 %279, float %114, float %113, float %112, float %111) #5
  %436 = extractvalue { float, float, float, float } %435, 0
  %437 = extractvalue { float, float, float, float } %435, 1
  %438 = extractvalue { float, float, float, float } %435, 2
  %439 = extractvalue { float, float, float, float } %435, 3
  %440 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %416, i32 %417, i32 %418, i32 %419, i32 %292, i32 %293, float %110, float %109, float %108, float %107) #5
  %441 = extractvalue { float, float, float, float } %440, 0
  %442 = extractvalue { float, float, float, float } %440, 1
  %443 = extractvalue { float, float, float, float } %440, 2
  %444 = extractvalue { float, float, float, float } %440, 3
  %445 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %416, i32 %417, i32 %418, i32 %419, i32 %294, i32 %295, float %106, float %105, float %104, float %103) #5
  %446 = extractvalue { float, float, float, float } %445, 0
  %447 = extractvalue { float, float, float, float } %445, 1
  %448 = extractvalue { float, float, float, float } %445, 2
  %449 = extractvalue { float, float, float, float } %445, 3
  %450 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %416, i32 %417, i32 %418, i32 %419, i32 %308, i32 %309, float %102, float %101, float %100, float %99) #5
  %451 = extractvalue { float, float, float, float } %450, 0
  %452 = extractvalue { float, float, float, float } %450, 1
  %453 = extractvalue { float, float, float, float } %450, 2
  %454 = extractvalue { float, float, float, float } %450, 3
  %455 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %416, i32 %417, i32 %418, i32 %419, i32 %310, i32 %311, float %98, float %97, float %96, float %95) #5
  %456 = extractvalue { float, float, float, float } %455, 0
  %457 = extractvalue { float, float, float, float } %455, 1
  %458 = extractvalue { float, float, float, float } %455, 2
  %459 = extractvalue { float, float, float, float } %455, 3
  %460 = getelementptr bfloat, ptr addrspace(3) %248, i64 %66
  %461 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %460)
  %462 = extractvalue { i32, i32, i32, i32 } %461, 0
  %463 = extractvalue { i32, i32, i32, i32 } %461, 1
  %464 = extractvalue { i32, i32, i32, i32 } %461, 2
  %465 = extractvalue { i32, i32, i32, i32 } %461, 3
  %466 = getelementptr bfloat, ptr addrspace(3) %251, i64 %70
  %467 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %466)
  %468 = extractvalue { i32, i32, i32, i32 } %467, 0
  %469 = extractvalue { i32, i32, i32, i32 } %467, 1
  %470 = extractvalue { i32, i32, i32, i32 } %467, 2
  %471 = extractvalue { i32, i32, i32, i32 } %467, 3
  %472 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %462, i32 %463, i32 %464, i32 %465, i32 %468, i32 %469, float %265, float %266, float %267, float %268) #5
  %473 = extractvalue { float, float, float, float } %472, 0
  %474 = extractvalue { float, float, float, float } %472, 1
  %475 = extractvalue { float, float, float, float } %472, 2
  %476 = extractvalue { float, float, float, float } %472, 3
  %477 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %462, i32 %463, i32 %464, i32 %465, i32 %470, i32 %471, float %270, float %271, float %272, float %273) #5
  %478 = extractvalue { float, float, float, float } %477, 0
  %479 = extractvalue { float, float, float, float } %477, 1
  %480 = extractvalue { float, float, float, float } %477, 2
  %481 = extractvalue { float, float, float, float } %477, 3
  %482 = getelementptr i8, ptr addrspace(3) %466, i64 2048
  %483 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %482)
  %484 = extractvalue { i32, i32, i32, i32 } %483, 0
  %485 = extractvalue { i32, i32, i32, i32 } %483, 1
  %486 = extractvalue { i32, i32, i32, i32 } %483, 2
  %487 = extractvalue { i32, i32, i32, i32 } %483, 3
  %488 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %462, i32 %463, i32 %464, i32 %465, i32 %484, i32 %485, float %281, float %282, float %283, float %284) #5
  %489 = extractvalue { float, float, float, float } %488, 0
  %490 = extractvalue { float, float, float, float } %488, 1
  %491 = extractvalue { float, float, float, float } %488, 2
  %492 = extractvalue { float, float, float, float } %488, 3
  %493 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %462, i32 %463, i32 %464, i32 %465, i32 %486, i32 %487, float %286, float %287, float %288, float %289) #5
  %494 = extractvalue { float, float, float, float } %493, 0
  %495 = extractvalue { float, float, float, float } %493, 1
  %496 = extractvalue { float, float, float, float } %493, 2
  %497 = extractvalue { float, float, float, float } %493, 3
  %498 = getelementptr i8, ptr addrspace(3) %466, i64 4096
  %499 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %498)
  %500 = extractvalue { i32, i32, i32, i32 } %499, 0
  %501 = extractvalue { i32, i32, i32, i32 } %499, 1
  %502 = extractvalue { i32, i32, i32, i32 } %499, 2
  %503 = extractvalue { i32, i32, i32, i32 } %499, 3
  %504 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %462, i32 %463, i32 %464, i32 %465, i32 %500, i32 %501, float %297, float %298, float %299, float %300) #5
  %505 = extractvalue { float, float, float, float } %504, 0
  %506 = extractvalue { float, float, float, float } %504, 1
  %507 = extractvalue { float, float, float, float } %504, 2
  %508 = extractvalue { float, float, float, float } %504, 3
  %509 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %462, i32 %463, i32 %464, i32 %465, i32 %502, i32 %503, float %302, float %303, float %304, float %305) #5
  %510 = extractvalue { float, float, float, float } %509, 0
  %511 = extractvalue { float, float, float, float } %509, 1
  %512 = extractvalue { float, float, float, float } %509, 2
  %513 = extractvalue { float, float, float, float } %509, 3
  %514 = getelementptr i8, ptr addrspace(3) %466, i64 6144
  %515 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %514)
  %516 = extractvalue { i32, i32, i32, i32 } %515, 0
  %517 = extractvalue { i32, i32, i32, i32 } %515, 1
  %518 = extractvalue { i32, i32, i32, i32 } %515, 2
  %519 = extractvalue { i32, i32, i32, i32 } %515, 3
  %520 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %462, i32 %463, i32 %464, i32 %465, i32 %516, i32 %517, float %313, float %314, float %315, float %316) #5
  %521 = extractvalue { float, float, float, float } %520, 0
  %522 = extractvalue { float, float, float, float } %520, 1
  %523 = extractvalue { float, float, float, float } %520, 2
  %524 = extractvalue { float, float, float, float } %520, 3
  %525 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %462, i32 %463, i32 %464, i32 %465, i32 %518, i32 %519, float %318, float %319, float %320, float %321) #5
  %526 = extractvalue { float, float, float, float } %525, 0
  %527 = extractvalue { float, float, float, float } %525, 1
  %528 = extractvalue { float, float, float, float } %525, 2
  %529 = extractvalue { float, float, float, float } %525, 3
  %530 = getelementptr i8, ptr addrspace(3) %460, i64 2048
  %531 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %530)
  %532 = extractvalue { i32, i32, i32, i32 } %531, 0
  %533 = extractvalue { i32, i32, i32, i32 } %531, 1
  %534 = extractvalue { i32, i32, i32, i32 } %531, 2
  %535 = extractvalue { i32, i32, i32, i32 } %531, 3
  %536 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %532, i32 %533, i32 %534, i32 %535, i32 %468, i32 %469, float %329, float %330, float %331, float %332) #5
  %537 = extractvalue { float, float, float, float } %536, 0
  %538 = extractvalue { float, float, float, float } %536, 1
  %539 = extractvalue { float, float, float, float } %536, 2
  %540 = extractvalue { float, float, float, float } %536, 3
  %541 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %532, i32 %533, i32 %534, i32 %535, i32 %470, i32 %471, float %334, float %335, float %336, float %337) #5
  %542 = extractvalue { float, float, float, float } %541, 0
  %543 = extractvalue { float, float, float, float } %541, 1
  %544 = extractvalue { float, float, float, float } %541, 2
  %545 = extractvalue { float, float, float, float } %541, 3
  %546 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %532, i32 %533, i32 %534, i32 %535, i32 %484, i32 %485, float %339, float %340, float %341, float %342) #5
  %547 = extractvalue { float, float, float, float } %546, 0
  %548 = extractvalue { float, float, float, float } %546, 1
  %549 = extractvalue { float, float, float, float } %546, 2
  %550 = extractvalue { float, float, float, float } %546, 3
  %551 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %532, i32 %533, i32 %534, i32 %535, i32 %486, i32 %487, float %344, float %345, float %346, float %347) #5
  %552 = extractvalue { float, float, float, float } %551, 0
  %553 = extractvalue { float, float, float, float } %551, 1
  %554 = extractvalue { float, float, float, float } %551, 2
  %555 = extractvalue { float, float, float, float } %551, 3
  %556 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %532, i32 %533, i32 %534, i32 %535, i32 %500, i32 %501, float %349, float %350, float %351, float %352) #5
  %557 = extractvalue { float, float, float, float } %556, 0
  %558 = extractvalue { float, float, float, float } %556, 1
  %559 = extractvalue { float, float, float, float } %556, 2
  %560 = extractvalue { float, float, float, float } %556, 3
  %561 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %532, i32 %533, i32 %534, i32 %535, i32 %502, i32 %503, float %354, float %355, float %356, float %357) #5
  %562 = extractvalue { float, float, float, float } %561, 0
  %563 = extractvalue { float, float, float, float } %561, 1
  %564 = extractvalue { float, float, float, float } %561, 2
  %565 = extractvalue { float, float, float, float } %561, 3
  %566 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %532, i32 %533, i32 %534, i32 %535, i32 %516, i32 %517, float %359, float %360, float %361, float %362) #5
  %567 = extractvalue { float, float, float, float } %566, 0
  %568 = extractvalue { float, float, float, float } %566, 1
  %569 = extractvalue { float, float, float, float } %566, 2
  %570 = extractvalue { float, float, float, float } %566, 3
  %571 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %532, i32 %533, i32 %534, i32 %535, i32 %518, i32 %519, float %364, float %365, float %366, float %367) #5
  %572 = extractvalue { float, float, float, float } %571, 0
  %573 = extractvalue { float, float, float, float } %571, 1
  %574 = extractvalue { float, float, float, float } %571, 2
  %575 = extractvalue { float, float, float, float } %571, 3
  %576 = getelementptr i8, ptr addrspace(3) %460, i64 4096
  %577 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %576)
  %578 = extractvalue { i32, i32, i32, i32 } %577, 0
  %579 = extractvalue { i32, i32, i32, i32 } %577, 1
  %580 = extractvalue { i32, i32, i32, i32 } %577, 2
  %581 = extractvalue { i32, i32, i32, i32 } %577, 3
  %582 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %578, i32 %579, i32 %580, i32 %581, i32 %468, i32 %469, float %375, float %376, float %377, float %378) #5
  %583 = extractvalue { float, float, float, float } %582, 0
  %584 = extractvalue { float, float, float, float } %582, 1
  %585 = extractvalue { float, float, float, float } %582, 2
  %586 = extractvalue { float, float, float, float } %582, 3
  %587 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %578, i32 %579, i32 %580, i32 %581, i32 %470, i32 %471, float %380, float %381, float %382, float %383) #5
  %588 = extractvalue { float, float, float, float } %587, 0
  %589 = extractvalue { float, float, float, float } %587, 1
  %590 = extractvalue { float, float, float, float } %587, 2
  %591 = extractvalue { float, float, float, float } %587, 3
  %592 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %578, i32 %579, i32 %580, i32 %581, i32 %484, i32 %485, float %385, float %386, float %387, float %388) #5
  %593 = extractvalue { float, float, float, float } %592, 0
  %594 = extractvalue { float, float, float, float } %592, 1
  %595 = extractvalue { float, float, float, float } %592, 2
  %596 = extractvalue { float, float, float, float } %592, 3
  %597 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %578, i32 %579, i32 %580, i32 %581, i32 %486, i32 %487, float %390, float %391, float %392, float %393) #5
  %598 = extractvalue { float, float, float, float } %597, 0
  %599 = extractvalue { float, float, float, float } %597, 1
  %600 = extractvalue { float, float, float, float } %597, 2
  %601 = extractvalue { float, float, float, float } %597, 3
  %602 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %578, i32 %579, i32 %580, i32 %581, i32 %500, i32 %501, float %395, float %396, float %397, float %398) #5
  %603 = extractvalue { float, float, float, float } %602, 0
  %604 = extractvalue { float, float, float, float } %602, 1
  %605 = extractvalue { float, float, float, float } %602, 2
  %606 = extractvalue { float, float, float, float } %602, 3
  %607 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %578, i32 %579, i32 %580, i32 %581, i32 %502, i32 %503, float %400, float %401, float %402, float %403) #5
  %608 = extractvalue { float, float, float, float } %607, 0
  %609 = extractvalue { float, float, float, float } %607, 1
  %610 = extractvalue { float, float, float, float } %607, 2
  %611 = extractvalue { float, float, float, float } %607, 3
  %612 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %578, i32 %579, i32 %580, i32 %581, i32 %516, i32 %517, float %405, float %406, float %407, float %408) #5
  %613 = extractvalue { float, float, float, float } %612, 0
  %614 = extractvalue { float, float, float, float } %612, 1
  %615 = extractvalue { float, float, float, float } %612, 2
  %616 = extractvalue { float, float, float, float } %612, 3
  %617 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %578, i32 %579, i32 %580, i32 %581, i32 %518, i32 %519, float %410, float %411, float %412, float %413) #5
  %618 = extractvalue { float, float, float, float } %617, 0
  %619 = extractvalue { float, float, float, float } %617, 1
  %620 = extractvalue { float, float, float, float } %617, 2
  %621 = extractvalue { float, float, float, float } %617, 3
  %622 = getelementptr bfloat, ptr addrspace(3) %248, i64 %73
  %623 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %622)
  %624 = extractvalue { i32, i32, i32, i32 } %623, 0
  %625 = extractvalue { i32, i32, i32, i32 } %623, 1
  %626 = extractvalue { i32, i32, i32, i32 } %623, 2
  %627 = extractvalue { i32, i32, i32, i32 } %623, 3
  %628 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %624, i32 %625, i32 %626, i32 %627, i32 %468, i32 %469, float %421, float %422, float %423, float %424) #5
  %629 = extractvalue { float, float, float, float } %628, 0
  %630 = extractvalue { float, float, float, float } %628, 1
  %631 = extractvalue { float, float, float, float } %628, 2
  %632 = extractvalue { float, float, float, float } %628, 3
  %633 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %624, i32 %625, i32 %626, i32 %627, i32 %470, i32 %471, float %426, float %427, float %428, float %429) #5
  %634 = extractvalue { float, float, float, float } %633, 0
  %635 = extractvalue { float, float, float, float } %633, 1
  %636 = extractvalue { float, float, float, float } %633, 2
  %637 = extractvalue { float, float, float, float } %633, 3
  %638 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %624, i32 %625, i32 %626, i32 %627, i32 %484, i32 %485, float %431, float %432, float %433, float %434) #5
  %639 = extractvalue { float, float, float, float } %638, 0
  %640 = extractvalue { float, float, float, float } %638, 1
  %641 = extractvalue { float, float, float, float } %638, 2
  %642 = extractvalue { float, float, float, float } %638, 3
  %643 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %624, i32 %625, i32 %626, i32 %627, i32 %486, i32 %487, float %436, float %437, float %438, float %439) #5
  %644 = extractvalue { float, float, float, float } %643, 0
  %645 = extractvalue { float, float, float, float } %643, 1
  %646 = extractvalue { float, float, float, float } %643, 2
  %647 = extractvalue { float, float, float, float } %643, 3
  %648 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %624, i32 %625, i32 %626, i32 %627, i32 %500, i32 %501, float %441, float %442, float %443, float %444) #5
  %649 = extractvalue { float, float, float, float } %648, 0
  %650 = extractvalue { float, float, float, float } %648, 1
  %651 = extractvalue { float, float, float, float } %648, 2
  %652 = extractvalue { float, float, float, float } %648, 3
  %653 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %624, i32 %625, i32 %626, i32 %627, i32 %502, i32 %503, float %446, float %447, float %448, float %449) #5
  %654 = extractvalue { float, float, float, float } %653, 0
  %655 = extractvalue { float, float, float, float } %653, 1
  %656 = extractvalue { float, float, float, float } %653, 2
  %657 = extractvalue { float, float, float, float } %653, 3
  %658 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %624, i32 %625, i32 %626, i32 %627, i32 %516, i32 %517, float %451, float %452, float %453, float %454) #5
  %659 = extractvalue { float, float, float, float } %658, 0
  %660 = extractvalue { float, float, float, float } %658, 1
  %661 = extractvalue { float, float, float, float } %658, 2
  %662 = extractvalue { float, float, float, float } %658, 3
  %663 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %624, i32 %625, i32 %626, i32 %627, i32 %518, i32 %519, float %456, float %457, float %458, float %459) #5
  %664 = extractvalue { float, float, float, float } %663, 0
  %665 = extractvalue { float, float, float, float } %663, 1
  %666 = extractvalue { float, float, float, float } %663, 2
  %667 = extractvalue { float, float, float, float } %663, 3
  %668 = getelementptr bfloat, ptr addrspace(3) %248, i64 %76
  %669 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %668)
  %670 = extractvalue { i32, i32, i32, i32 } %669, 0
  %671 = extractvalue { i32, i32, i32, i32 } %669, 1
  %672 = extractvalue { i32, i32, i32, i32 } %669, 2
  %673 = extractvalue { i32, i32, i32, i32 } %669, 3
  %674 = getelementptr bfloat, ptr addrspace(3) %251, i64 %80
  %675 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %674)
  %676 = extractvalue { i32, i32, i32, i32 } %675, 0
  %677 = extractvalue { i32, i32, i32, i32 } %675, 1
  %678 = extractvalue { i32, i32, i32, i32 } %675, 2
  %679 = extractvalue { i32, i32, i32, i32 } %675, 3
  %680 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %670, i32 %671, i32 %672, i32 %673, i32 %676, i32 %677, float %473, float %474, float %475, float %476) #5
  %681 = extractvalue { float, float, float, float } %680, 0
  %682 = extractvalue { float, float, float, float } %680, 1
  %683 = extractvalue { float, float, float, float } %680, 2
  %684 = extractvalue { float, float, float, float } %680, 3
  %685 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %670, i32 %671, i32 %672, i32 %673, i32 %678, i32 %679, float %478, float %479, float %480, float %481) #5
  %686 = extractvalue { float, float, float, float } %685, 0
  %687 = extractvalue { float, float, float, float } %685, 1
  %688 = extractvalue { float, float, float, float } %685, 2
  %689 = extractvalue { float, float, float, float } %685, 3
  %690 = getelementptr i8, ptr addrspace(3) %674, i64 2048
  %691 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %690)
  %692 = extractvalue { i32, i32, i32, i32 } %691, 0
  %693 = extractvalue { i32, i32, i32, i32 } %691, 1
  %694 = extractvalue { i32, i32, i32, i32 } %691, 2
  %695 = extractvalue { i32, i32, i32, i32 } %691, 3
  %696 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %670, i32 %671, i32 %672, i32 %673, i32 %692, i32 %693, float %489, float %490, float %491, float %492) #5
  %697 = extractvalue { float, float, float, float } %696, 0
  %698 = extractvalue { float, float, float, float } %696, 1
  %699 = extractvalue { float, float, float, float } %696, 2
  %700 = extractvalue { float, float, float, float } %696, 3
  %701 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %670, i32 %671, i32 %672, i32 %673, i32 %694, i32 %695, float %494, float %495, float %496, float %497) #5
  %702 = extractvalue { float, float, float, float } %701, 0
  %703 = extractvalue { float, float, float, float } %701, 1
  %704 = extractvalue { float, float, float, float } %701, 2
  %705 = extractvalue { float, float, float, float } %701, 3
  %706 = getelementptr i8, ptr addrspace(3) %674, i64 4096
  %707 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %706)
  %708 = extractvalue { i32, i32, i32, i32 } %707, 0
  %709 = extractvalue { i32, i32, i32, i32 } %707, 1
  %710 = extractvalue { i32, i32, i32, i32 } %707, 2
  %711 = extractvalue { i32, i32, i32, i32 } %707, 3
  %712 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %670, i32 %671, i32 %672, i32 %673, i32 %708, i32 %709, float %505, float %506, float %507, float %508) #5
  %713 = extractvalue { float, float, float, float } %712, 0
  %714 = extractvalue { float, float, float, float } %712, 1
  %715 = extractvalue { float, float, float, float } %712, 2
  %716 = extractvalue { float, float, float, float } %712, 3
  %717 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %670, i32 %671, i32 %672, i32 %673, i32 %710, i32 %711, float %510, float %511, float %512, float %513) #5
  %718 = extractvalue { float, float, float, float } %717, 0
  %719 = extractvalue { float, float, float, float } %717, 1
  %720 = extractvalue { float, float, float, float } %717, 2
  %721 = extractvalue { float, float, float, float } %717, 3
  %722 = getelementptr i8, ptr addrspace(3) %674, i64 6144
  %723 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %722)
  %724 = extractvalue { i32, i32, i32, i32 } %723, 0
  %725 = extractvalue { i32, i32, i32, i32 } %723, 1
  %726 = extractvalue { i32, i32, i32, i32 } %723, 2
  %727 = extractvalue { i32, i32, i32, i32 } %723, 3
  %728 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %670, i32 %671, i32 %672, i32 %673, i32 %724, i32 %725, float %521, float %522, float %523, float %524) #5
  %729 = extractvalue { float, float, float, float } %728, 0
  %730 = extractvalue { float, float, float, float } %728, 1
  %731 = extractvalue { float, float, float, float } %728, 2
  %732 = extractvalue { float, float, float, float } %728, 3
  %733 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %670, i32 %671, i32 %672, i32 %673, i32 %726, i32 %727, float %526, float %527, float %528, float %529) #5
  %734 = extractvalue { float, float, float, float } %733, 0
  %735 = extractvalue { float, float, float, float } %733, 1
  %736 = extractvalue { float, float, float, float } %733, 2
  %737 = extractvalue { float, float, float, float } %733, 3
  %738 = getelementptr i8, ptr addrspace(3) %668, i64 2048
  %739 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %738)
  %740 = extractvalue { i32, i32, i32, i32 } %739, 0
  %741 = extractvalue { i32, i32, i32, i32 } %739, 1
  %742 = extractvalue { i32, i32, i32, i32 } %739, 2
  %743 = extractvalue { i32, i32, i32, i32 } %739, 3
  %744 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %740, i32 %741, i32 %742, i32 %743, i32 %676, i32 %677, float %537, float %538, float %539, float %540) #5
  %745 = extractvalue { float, float, float, float } %744, 0
  %746 = extractvalue { float, float, float, float } %744, 1
  %747 = extractvalue { float, float, float, float } %744, 2
  %748 = extractvalue { float, float, float, float } %744, 3
  %749 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %740, i32 %741, i32 %742, i32 %743, i32 %678, i32 %679, float %542, float %543, float %544, float %545) #5
  %750 = extractvalue { float, float, float, float } %749, 0
  %751 = extractvalue { float, float, float, float } %749, 1
  %752 = extractvalue { float, float, float, float } %749, 2
  %753 = extractvalue { float, float, float, float } %749, 3
  %754 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %740, i32 %741, i32 %742, i32 %743, i32 %692, i32 %693, float %547, float %548, float %549, float %550) #5
  %755 = extractvalue { float, float, float, float } %754, 0
  %756 = extractvalue { float, float, float, float } %754, 1
  %757 = extractvalue { float, float, float, float } %754, 2
  %758 = extractvalue { float, float, float, float } %754, 3
  %759 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %740, i32 %741, i32 %742, i32 %743, i32 %694, i32 %695, float %552, float %553, float %554, float %555) #5
  %760 = extractvalue { float, float, float, float } %759, 0
  %761 = extractvalue { float, float, float, float } %759, 1
  %762 = extractvalue { float, float, float, float } %759, 2
  %763 = extractvalue { float, float, float, float } %759, 3
  %764 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %740, i32 %741, i32 %742, i32 %743, i32 %708, i32 %709, float %557, float %558, float %559, float %560) #5
  %765 = extractvalue { float, float, float, float } %764, 0
  %766 = extractvalue { float, float, float, float } %764, 1
  %767 = extractvalue { float, float, float, float } %764, 2
  %768 = extractvalue { float, float, float, float } %764, 3
  %769 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %740, i32 %741, i32 %742, i32 %743, i32 %710, i32 %711, float %562, float %563, float %564, float %565) #5
  %770 = extractvalue { float, float, float, float } %769, 0
  %771 = extractvalue { float, float, float, float } %769, 1
  %772 = extractvalue { float, float, float, float } %769, 2
  %773 = extractvalue { float, float, float, float } %769, 3
  %774 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %740, i32 %741, i32 %742, i32 %743, i32 %724, i32 %725, float %567, float %568, float %569, float %570) #5
  %775 = extractvalue { float, float, float, float } %774, 0
  %776 = extractvalue { float, float, float, float } %774, 1
  %777 = extractvalue { float, float, float, float } %774, 2
  %778 = extractvalue { float, float, float, float } %774, 3
  %779 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %740, i32 %741, i32 %742, i32 %743, i32 %726, i32 %727, float %572, float %573, float %574, float %575) #5
  %780 = extractvalue { float, float, float, float } %779, 0
  %781 = extractvalue { float, float, float, float } %779, 1
  %782 = extractvalue { float, float, float, float } %779, 2
  %783 = extractvalue { float, float, float, float } %779, 3
  %784 = getelementptr i8, ptr addrspace(3) %668, i64 4096
  %785 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %784)
  %786 = extractvalue { i32, i32, i32, i32 } %785, 0
  %787 = extractvalue { i32, i32, i32, i32 } %785, 1
  %788 = extractvalue { i32, i32, i32, i32 } %785, 2
  %789 = extractvalue { i32, i32, i32, i32 } %785, 3
  %790 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %786, i32 %787, i32 %788, i32 %789, i32 %676, i32 %677, float %583, float %584, float %585, float %586) #5
  %791 = extractvalue { float, float, float, float } %790, 0
  %792 = extractvalue { float, float, float, float } %790, 1
  %793 = extractvalue { float, float, float, float } %790, 2
  %794 = extractvalue { float, float, float, float } %790, 3
  %795 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %786, i32 %787, i32 %788, i32 %789, i32 %678, i32 %679, float %588, float %589, float %590, float %591) #5
  %796 = extractvalue { float, float, float, float } %795, 0
  %797 = extractvalue { float, float, float, float } %795, 1
  %798 = extractvalue { float, float, float, float } %795, 2
  %799 = extractvalue { float, float, float, float } %795, 3
  %800 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %786, i32 %787, i32 %788, i32 %789, i32 %692, i32 %693, float %593, float %594, float %595, float %596) #5
  %801 = extractvalue { float, float, float, float } %800, 0
  %802 = extractvalue { float, float, float, float } %800, 1
  %803 = extractvalue { float, float, float, float } %800, 2
  %804 = extractvalue { float, float, float, float } %800, 3
  %805 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %786, i32 %787, i32 %788, i32 %789, i32 %694, i32 %695, float %598, float %599, float %600, float %601) #5
  %806 = extractvalue { float, float, float, float } %805, 0
  %807 = extractvalue { float, float, float, float } %805, 1
  %808 = extractvalue { float, float, float, float } %805, 2
  %809 = extractvalue { float, float, float, float } %805, 3
  %810 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %786, i32 %787, i32 %788, i32 %789, i32 %708, i32 %709, float %603, float %604, float %605, float %606) #5
  %811 = extractvalue { float, float, float, float } %810, 0
  %812 = extractvalue { float, float, float, float } %810, 1
  %813 = extractvalue { float, float, float, float } %810, 2
  %814 = extractvalue { float, float, float, float } %810, 3
  %815 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %786, i32 %787, i32 %788, i32 %789, i32 %710, i32 %711, float %608, float %609, float %610, float %611) #5
  %816 = extractvalue { float, float, float, float } %815, 0
  %817 = extractvalue { float, float, float, float } %815, 1
  %818 = extractvalue { float, float, float, float } %815, 2
  %819 = extractvalue { float, float, float, float } %815, 3
  %820 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %786, i32 %787, i32 %788, i32 %789, i32 %724, i32 %725, float %613, float %614, float %615, float %616) #5
  %821 = extractvalue { float, float, float, float } %820, 0
  %822 = extractvalue { float, float, float, float } %820, 1
  %823 = extractvalue { float, float, float, float } %820, 2
  %824 = extractvalue { float, float, float, float } %820, 3
  %825 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %786, i32 %787, i32 %788, i32 %789, i32 %726, i32 %727, float %618, float %619, float %620, float %621) #5
  %826 = extractvalue { float, float, float, float } %825, 0
  %827 = extractvalue { float, float, float, float } %825, 1
  %828 = extractvalue { float, float, float, float } %825, 2
  %829 = extractvalue { float, float, float, float } %825, 3
  %830 = getelementptr bfloat, ptr addrspace(3) %248, i64 %83
  %831 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %830)
  %832 = extractvalue { i32, i32, i32, i32 } %831, 0
  %833 = extractvalue { i32, i32, i32, i32 } %831, 1
  %834 = extractvalue { i32, i32, i32, i32 } %831, 2
  %835 = extractvalue { i32, i32, i32, i32 } %831, 3
  %836 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %832, i32 %833, i32 %834, i32 %835, i32 %676, i32 %677, float %629, float %630, float %631, float %632) #5
  %837 = extractvalue { float, float, float, float } %836, 0
  %838 = extractvalue { float, float, float, float } %836, 1
  %839 = extractvalue { float, float, float, float } %836, 2
  %840 = extractvalue { float, float, float, float } %836, 3
  %841 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %832, i32 %833, i32 %834, i32 %835, i32 %678, i32 %679, float %634, float %635, float %636, float %637) #5
  %842 = extractvalue { float, float, float, float } %841, 0
  %843 = extractvalue { float, float, float, float } %841, 1
  %844 = extractvalue { float, float, float, float } %841, 2
  %845 = extractvalue { float, float, float, float } %841, 3
  %846 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %832, i32 %833, i32 %834, i32 %835, i32 %692, i32 %693, float %639, float %640, float %641, float %642) #5
  %847 = extractvalue { float, float, float, float } %846, 0
  %848 = extractvalue { float, float, float, float } %846, 1
  %849 = extractvalue { float, float, float, float } %846, 2
  %850 = extractvalue { float, float, float, float } %846, 3
  %851 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %832, i32 %833, i32 %834, i32 %835, i32 %694, i32 %695, float %644, float %645, float %646, float %647) #5
  %852 = extractvalue { float, float, float, float } %851, 0
  %853 = extractvalue { float, float, float, float } %851, 1
  %854 = extractvalue { float, float, float, float } %851, 2
  %855 = extractvalue { float, float, float, float } %851, 3
  %856 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %832, i32 %833, i32 %834, i32 %835, i32 %708, i32 %709, float %649, float %650, float %651, float %652) #5
  %857 = extractvalue { float, float, float, float } %856, 0
  %858 = extractvalue { float, float, float, float } %856, 1
  %859 = extractvalue { float, float, float, float } %856, 2
  %860 = extractvalue { float, float, float, float } %856, 3
  %861 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %832, i32 %833, i32 %834, i32 %835, i32 %710, i32 %711, float %654, float %655, float %656, float %657) #5
  %862 = extractvalue { float, float, float, float } %861, 0
  %863 = extractvalue { float, float, float, float } %861, 1
  %864 = extractvalue { float, float, float, float } %861, 2
  %865 = extractvalue { float, float, float, float } %861, 3
  %866 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %832, i32 %833, i32 %834, i32 %835, i32 %724, i32 %725, float %659, float %660, float %661, float %662) #5
  %867 = extractvalue { float, float, float, float } %866, 0
  %868 = extractvalue { float, float, float, float } %866, 1
  %869 = extractvalue { float, float, float, float } %866, 2
  %870 = extractvalue { float, float, float, float } %866, 3
  %871 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %832, i32 %833, i32 %834, i32 %835, i32 %726, i32 %727, float %664, float %665, float %666, float %667) #5
  %872 = extractvalue { float, float, float, float } %871, 0
  %873 = extractvalue { float, float, float, float } %871, 1
  %874 = extractvalue { float, float, float, float } %871, 2
  %875 = extractvalue { float, float, float, float } %871, 3
  %876 = getelementptr bfloat, ptr addrspace(3) %248, i64 %86
  %877 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %876)
  %878 = extractvalue { i32, i32, i32, i32 } %877, 0
  %879 = extractvalue { i32, i32, i32, i32 } %877, 1
  %880 = extractvalue { i32, i32, i32, i32 } %877, 2
  %881 = extractvalue { i32, i32, i32, i32 } %877, 3
  %882 = getelementptr bfloat, ptr addrspace(3) %251, i64 %90
  %883 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %882)
  %884 = extractvalue { i32, i32, i32, i32 } %883, 0
  %885 = extractvalue { i32, i32, i32, i32 } %883, 1
  %886 = extractvalue { i32, i32, i32, i32 } %883, 2
  %887 = extractvalue { i32, i32, i32, i32 } %883, 3
  %888 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %878, i32 %879, i32 %880, i32 %881, i32 %884, i32 %885, float %681, float %682, float %683, float %684) #5
  %889 = extractvalue { float, float, float, float } %888, 0
  %890 = extractvalue { float, float, float, float } %888, 1
  %891 = extractvalue { float, float, float, float } %888, 2
  %892 = extractvalue { float, float, float, float } %888, 3
  %893 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %878, i32 %879, i32 %880, i32 %881, i32 %886, i32 %887, float %686, float %687, float %688, float %689) #5
  %894 = extractvalue { float, float, float, float } %893, 0
  %895 = extractvalue { float, float, float, float } %893, 1
  %896 = extractvalue { float, float, float, float } %893, 2
  %897 = extractvalue { float, float, float, float } %893, 3
  %898 = getelementptr i8, ptr addrspace(3) %882, i64 2048
  %899 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %898)
  %900 = extractvalue { i32, i32, i32, i32 } %899, 0
  %901 = extractvalue { i32, i32, i32, i32 } %899, 1
  %902 = extractvalue { i32, i32, i32, i32 } %899, 2
  %903 = extractvalue { i32, i32, i32, i32 } %899, 3
  %904 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %878, i32 %879, i32 %880, i32 %881, i32 %900, i32 %901, float %697, float %698, float %699, float %700) #5
  %905 = extractvalue { float, float, float, float } %904, 0
  %906 = extractvalue { float, float, float, float } %904, 1
  %907 = extractvalue { float, float, float, float } %904, 2
  %908 = extractvalue { float, float, float, float } %904, 3
  %909 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %878, i32 %879, i32 %880, i32 %881, i32 %902, i32 %903, float %702, float %703, float %704, float %705) #5
  %910 = extractvalue { float, float, float, float } %909, 0
  %911 = extractvalue { float, float, float, float } %909, 1
  %912 = extractvalue { float, float, float, float } %909, 2
  %913 = extractvalue { float, float, float, float } %909, 3
  %914 = getelementptr i8, ptr addrspace(3) %882, i64 4096
  %915 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %914)
  %916 = extractvalue { i32, i32, i32, i32 } %915, 0
  %917 = extractvalue { i32, i32, i32, i32 } %915, 1
  %918 = extractvalue { i32, i32, i32, i32 } %915, 2
  %919 = extractvalue { i32, i32, i32, i32 } %915, 3
  %920 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %878, i32 %879, i32 %880, i32 %881, i32 %916, i32 %917, float %713, float %714, float %715, float %716) #5
  %921 = extractvalue { float, float, float, float } %920, 0
  %922 = extractvalue { float, float, float, float } %920, 1
  %923 = extractvalue { float, float, float, float } %920, 2
  %924 = extractvalue { float, float, float, float } %920, 3
  %925 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %878, i32 %879, i32 %880, i32 %881, i32 %918, i32 %919, float %718, float %719, float %720, float %721) #5
  %926 = extractvalue { float, float, float, float } %925, 0
  %927 = extractvalue { float, float, float, float } %925, 1
  %928 = extractvalue { float, float, float, float } %925, 2
  %929 = extractvalue { float, float, float, float } %925, 3
  %930 = getelementptr i8, ptr addrspace(3) %882, i64 6144
  %931 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %930)
  %932 = extractvalue { i32, i32, i32, i32 } %931, 0
  %933 = extractvalue { i32, i32, i32, i32 } %931, 1
  %934 = extractvalue { i32, i32, i32, i32 } %931, 2
  %935 = extractvalue { i32, i32, i32, i32 } %931, 3
  %936 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %878, i32 %879, i32 %880, i32 %881, i32 %932, i32 %933, float %729, float %730, float %731, float %732) #5
  %937 = extractvalue { float, float, float, float } %936, 0
  %938 = extractvalue { float, float, float, float } %936, 1
  %939 = extractvalue { float, float, float, float } %936, 2
  %940 = extractvalue { float, float, float, float } %936, 3
  %941 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %878, i32 %879, i32 %880, i32 %881, i32 %934, i32 %935, float %734, float %735, float %736, float %737) #5
  %942 = extractvalue { float, float, float, float } %941, 0
  %943 = extractvalue { float, float, float, float } %941, 1
  %944 = extractvalue { float, float, float, float } %941, 2
  %945 = extractvalue { float, float, float, float } %941, 3
  %946 = getelementptr i8, ptr addrspace(3) %876, i64 2048
  %947 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %946)
  %948 = extractvalue { i32, i32, i32, i32 } %947, 0
  %949 = extractvalue { i32, i32, i32, i32 } %947, 1
  %950 = extractvalue { i32, i32, i32, i32 } %947, 2
  %951 = extractvalue { i32, i32, i32, i32 } %947, 3
  %952 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %948, i32 %949, i32 %950, i32 %951, i32 %884, i32 %885, float %745, float %746, float %747, float %748) #5
  %953 = extractvalue { float, float, float, float } %952, 0
  %954 = extractvalue { float, float, float, float } %952, 1
  %955 = extractvalue { float, float, float, float } %952, 2
  %956 = extractvalue { float, float, float, float } %952, 3
  %957 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %948, i32 %949, i32 %950, i32 %951, i32 %886, i32 %887, float %750, float %751, float %752, float %753) #5
  %958 = extractvalue { float, float, float, float } %957, 0
  %959 = extractvalue { float, float, float, float } %957, 1
  %960 = extractvalue { float, float, float, float } %957, 2
  %961 = extractvalue { float, float, float, float } %957, 3
  %962 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %948, i32 %949, i32 %950, i32 %951, i32 %900, i32 %901, float %755, float %756, float %757, float %758) #5
  %963 = extractvalue { float, float, float, float } %962, 0
  %964 = extractvalue { float, float, float, float } %962, 1
  %965 = extractvalue { float, float, float, float } %962, 2
  %966 = extractvalue { float, float, float, float } %962, 3
  %967 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %948, i32 %949, i32 %950, i32 %951, i32 %902, i32 %903, float %760, float %761, float %762, float %763) #5
  %968 = extractvalue { float, float, float, float } %967, 0
  %969 = extractvalue { float, float, float, float } %967, 1
  %970 = extractvalue { float, float, float, float } %967, 2
  %971 = extractvalue { float, float, float, float } %967, 3
  %972 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %948, i32 %949, i32 %950, i32 %951, i32 %916, i32 %917, float %765, float %766, float %767, float %768) #5
  %973 = extractvalue { float, float, float, float } %972, 0
  %974 = extractvalue { float, float, float, float } %972, 1
  %975 = extractvalue { float, float, float, float } %972, 2
  %976 = extractvalue { float, float, float, float } %972, 3
  %977 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %948, i32 %949, i32 %950, i32 %951, i32 %918, i32 %919, float %770, float %771, float %772, float %773) #5
  %978 = extractvalue { float, float, float, float } %977, 0
  %979 = extractvalue { float, float, float, float } %977, 1
  %980 = extractvalue { float, float, float, float } %977, 2
  %981 = extractvalue { float, float, float, float } %977, 3
  %982 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %948, i32 %949, i32 %950, i32 %951, i32 %932, i32 %933, float %775, float %776, float %777, float %778) #5
  %983 = extractvalue { float, float, float, float } %982, 0
  %984 = extractvalue { float, float, float, float } %982, 1
  %985 = extractvalue { float, float, float, float } %982, 2
  %986 = extractvalue { float, float, float, float } %982, 3
  %987 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %948, i32 %949, i32 %950, i32 %951, i32 %934, i32 %935, float %780, float %781, float %782, float %783) #5
  %988 = extractvalue { float, float, float, float } %987, 0
  %989 = extractvalue { float, float, float, float } %987, 1
  %990 = extractvalue { float, float, float, float } %987, 2
  %991 = extractvalue { float, float, float, float } %987, 3
  %992 = getelementptr i8, ptr addrspace(3) %876, i64 4096
  %993 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %992)
  %994 = extractvalue { i32, i32, i32, i32 } %993, 0
  %995 = extractvalue { i32, i32, i32, i32 } %993, 1
  %996 = extractvalue { i32, i32, i32, i32 } %993, 2
  %997 = extractvalue { i32, i32, i32, i32 } %993, 3
  %998 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %994, i32 %995, i32 %996, i32 %997, i32 %884, i32 %885, float %791, float %792, float %793, float %794) #5
  %999 = extractvalue { float, float, float, float } %998, 0
  %1000 = extractvalue { float, float, float, float } %998, 1
  %1001 = extractvalue { float, float, float, float } %998, 2
  %1002 = extractvalue { float, float, float, float } %998, 3
  %1003 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %994, i32 %995, i32 %996, i32 %997, i32 %886, i32 %887, float %796, float %797, float %798, float %799) #5
  %1004 = extractvalue { float, float, float, float } %1003, 0
  %1005 = extractvalue { float, float, float, float } %1003, 1
  %1006 = extractvalue { float, float, float, float } %1003, 2
  %1007 = extractvalue { float, float, float, float } %1003, 3
  %1008 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %994, i32 %995, i32 %996, i32 %997, i32 %900, i32 %901, float %801, float %802, float %803, float %804) #5
  %1009 = extractvalue { float, float, float, float } %1008, 0
  %1010 = extractvalue { float, float, float, float } %1008, 1
  %1011 = extractvalue { float, float, float, float } %1008, 2
  %1012 = extractvalue { float, float, float, float } %1008, 3
  %1013 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %994, i32 %995, i32 %996, i32 %997, i32 %902, i32 %903, float %806, float %807, float %808, float %809) #5
  %1014 = extractvalue { float, float, float, float } %1013, 0
  %1015 = extractvalue { float, float, float, float } %1013, 1
  %1016 = extractvalue { float, float, float, float } %1013, 2
  %1017 = extractvalue { float, float, float, float } %1013, 3
  %1018 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %994, i32 %995, i32 %996, i32 %997, i32 %916, i32 %917, float %811, float %812, float %813, float %814) #5
  %1019 = extractvalue { float, float, float, float } %1018, 0
  %1020 = extractvalue { float, float, float, float } %1018, 1
  %1021 = extractvalue { float, float, float, float } %1018, 2
  %1022 = extractvalue { float, float, float, float } %1018, 3
  %1023 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %994, i32 %995, i32 %996, i32 %997, i32 %918, i32 %919, float %816, float %817, float %818, float %819) #5
  %1024 = extractvalue { float, float, float, float } %1023, 0
  %1025 = extractvalue { float, float, float, float } %1023, 1
  %1026 = extractvalue { float, float, float, float } %1023, 2
  %1027 = extractvalue { float, float, float, float } %1023, 3
  %1028 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %994, i32 %995, i32 %996, i32 %997, i32 %932, i32 %933, float %821, float %822, float %823, float %824) #5
  %1029 = extractvalue { float, float, float, float } %1028, 0
  %1030 = extractvalue { float, float, float, float } %1028, 1
  %1031 = extractvalue { float, float, float, float } %1028, 2
  %1032 = extractvalue { float, float, float, float } %1028, 3
  %1033 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %994, i32 %995, i32 %996, i32 %997, i32 %934, i32 %935, float %826, float %827, float %828, float %829) #5
  %1034 = extractvalue { float, float, float, float } %1033, 0
  %1035 = extractvalue { float, float, float, float } %1033, 1
  %1036 = extractvalue { float, float, float, float } %1033, 2
  %1037 = extractvalue { float, float, float, float } %1033, 3
  %1038 = getelementptr bfloat, ptr addrspace(3) %248, i64 %93
  %1039 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1038)
  %1040 = extractvalue { i32, i32, i32, i32 } %1039, 0
  %1041 = extractvalue { i32, i32, i32, i32 } %1039, 1
  %1042 = extractvalue { i32, i32, i32, i32 } %1039, 2
  %1043 = extractvalue { i32, i32, i32, i32 } %1039, 3
  %1044 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1040, i32 %1041, i32 %1042, i32 %1043, i32 %884, i32 %885, float %837, float %838, float %839, float %840) #5
  %1045 = extractvalue { float, float, float, float } %1044, 0
  %1046 = extractvalue { float, float, float, float } %1044, 1
  %1047 = extractvalue { float, float, float, float } %1044, 2
  %1048 = extractvalue { float, float, float, float } %1044, 3
  %1049 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1040, i32 %1041, i32 %1042, i32 %1043, i32 %886, i32 %887, float %842, float %843, float %844, float %845) #5
  %1050 = extractvalue { float, float, float, float } %1049, 0
  %1051 = extractvalue { float, float, float, float } %1049, 1
  %1052 = extractvalue { float, float, float, float } %1049, 2
  %1053 = extractvalue { float, float, float, float } %1049, 3
  %1054 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1040, i32 %1041, i32 %1042, i32 %1043, i32 %900, i32 %901, float %847, float %848, float %849, float %850) #5
  %1055 = extractvalue { float, float, float, float } %1054, 0
  %1056 = extractvalue { float, float, float, float } %1054, 1
  %1057 = extractvalue { float, float, float, float } %1054, 2
  %1058 = extractvalue { float, float, float, float } %1054, 3
  %1059 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1040, i32 %1041, i32 %1042, i32 %1043, i32 %902, i32 %903, float %852, float %853, float %854, float %855) #5
  %1060 = extractvalue { float, float, float, float } %1059, 0
  %1061 = extractvalue { float, float, float, float } %1059, 1
  %1062 = extractvalue { float, float, float, float } %1059, 2
  %1063 = extractvalue { float, float, float, float } %1059, 3
  %1064 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1040, i32 %1041, i32 %1042, i32 %1043, i32 %916, i32 %917, float %857, float %858, float %859, float %860) #5
  %1065 = extractvalue { float, float, float, float } %1064, 0
  %1066 = extractvalue { float, float, float, float } %1064, 1
  %1067 = extractvalue { float, float, float, float } %1064, 2
  %1068 = extractvalue { float, float, float, float } %1064, 3
  %1069 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1040, i32 %1041, i32 %1042, i32 %1043, i32 %918, i32 %919, float %862, float %863, float %864, float %865) #5
  %1070 = extractvalue { float, float, float, float } %1069, 0
  %1071 = extractvalue { float, float, float, float } %1069, 1
  %1072 = extractvalue { float, float, float, float } %1069, 2
  %1073 = extractvalue { float, float, float, float } %1069, 3
  %1074 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1040, i32 %1041, i32 %1042, i32 %1043, i32 %932, i32 %933, float %867, float %868, float %869, float %870) #5
  %1075 = extractvalue { float, float, float, float } %1074, 0
  %1076 = extractvalue { float, float, float, float } %1074, 1
  %1077 = extractvalue { float, float, float, float } %1074, 2
  %1078 = extractvalue { float, float, float, float } %1074, 3
  %1079 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1040, i32 %1041, i32 %1042, i32 %1043, i32 %934, i32 %935, float %872, float %873, float %874, float %875) #5
  %1080 = extractvalue { float, float, float, float } %1079, 0
  %1081 = extractvalue { float, float, float, float } %1079, 1
  %1082 = extractvalue { float, float, float, float } %1079, 2
  %1083 = extractvalue { float, float, float, float } %1079, 3
  %1084 = add nuw nsw i64 %223, 1
  %exitcond.not = icmp eq i64 %1084, %37
  br i1 %exitcond.not, label %._crit_edge.loopexit, label %94

._crit_edge.loopexit:                             ; preds = %245
  %1085 = bitcast float %889 to i32
  %1086 = bitcast float %890 to i32
  %1087 = bitcast float %891 to i32
  %1088 = bitcast float %892 to i32
  %1089 = bitcast float %894 to i32
  %1090 = bitcast float %895 to i32
  %1091 = bitcast float %896 to i32
  %1092 = bitcast float %897 to i32
  %1093 = bitcast float %905 to i32
  %1094 = bitcast float %906 to i32
  %1095 = bitcast float %907 to i32
  %1096 = bitcast float %908 to i32
  %1097 = bitcast float %910 to i32
  %1098 = bitcast float %911 to i32
  %1099 = bitcast float %912 to i32
  %1100 = bitcast float %913 to i32
  %1101 = bitcast float %921 to i32
  %1102 = bitcast float %922 to i32
  %1103 = bitcast float %923 to i32
  %1104 = bitcast float %924 to i32
  %1105 = bitcast float %926 to i32
  %1106 = bitcast float %927 to i32
  %1107 = bitcast float %928 to i32
  %1108 = bitcast float %929 to i32
  %1109 = bitcast float %937 to i32
  %1110 = bitcast float %938 to i32
  %1111 = bitcast float %939 to i32
  %1112 = bitcast float %940 to i32
  %1113 = bitcast float %942 to i32
  %1114 = bitcast float %943 to i32
  %1115 = bitcast float %944 to i32
  %1116 = bitcast float %945 to i32
  %1117 = bitcast float %953 to i32
  %1118 = bitcast float %954 to i32
  %1119 = bitcast float %955 to i32
  %1120 = bitcast float %956 to i32
  %1121 = bitcast float %958 to i32
  %1122 = bitcast float %959 to i32
  %1123 = bitcast float %960 to i32
  %1124 = bitcast float %961 to i32
  %1125 = bitcast float %963 to i32
  %1126 = bitcast float %964 to i32
  %1127 = bitcast float %965 to i32
  %1128 = bitcast float %966 to i32
  %1129 = bitcast float %968 to i32
  %1130 = bitcast float %969 to i32
  %1131 = bitcast float %970 to i32
  %1132 = bitcast float %971 to i32
  %1133 = bitcast float %973 to i32
  %1134 = bitcast float %974 to i32
  %1135 = bitcast float %975 to i32
  %1136 = bitcast float %976 to i32
  %1137 = bitcast float %978 to i32
  %1138 = bitcast float %979 to i32
  %1139 = bitcast float %980 to i32
  %1140 = bitcast float %981 to i32
  %1141 = bitcast float %983 to i32
  %1142 = bitcast float %984 to i32
  %1143 = bitcast float %985 to i32
  %1144 = bitcast float %986 to i32
  %1145 = bitcast float %988 to i32
  %1146 = bitcast float %989 to i32
  %1147 = bitcast float %990 to i32
  %1148 = bitcast float %991 to i32
  %1149 = bitcast float %999 to i32
  %1150 = bitcast float %1000 to i32
  %1151 = bitcast float %1001 to i32
  %1152 = bitcast float %1002 to i32
  %1153 = bitcast float %1004 to i32
  %1154 = bitcast float %1005 to i32
  %1155 = bitcast float %1006 to i32
  %1156 = bitcast float %1007 to i32
  %1157 = bitcast float %1009 to i32
  %1158 = bitcast float %1010 to i32
  %1159 = bitcast float %1011 to i32
  %1160 = bitcast float %1012 to i32
  %1161 = bitcast float %1014 to i32
  %1162 = bitcast float %1015 to i32
  %1163 = bitcast float %1016 to i32
  %1164 = bitcast float %1017 to i32
  %1165 = bitcast float %1019 to i32
  %1166 = bitcast float %1020 to i32
  %1167 = bitcast float %1021 to i32
  %1168 = bitcast float %1022 to i32
  %1169 = bitcast float %1024 to i32
  %1170 = bitcast float %1025 to i32
  %1171 = bitcast float %1026 to i32
  %1172 = bitcast float %1027 to i32
  %1173 = bitcast float %1029 to i32
  %1174 = bitcast float %1030 to i32
  %1175 = bitcast float %1031 to i32
  %1176 = bitcast float %1032 to i32
  %1177 = bitcast float %1034 to i32
  %1178 = bitcast float %1035 to i32
  %1179 = bitcast float %1036 to i32
  %1180 = bitcast float %1037 to i32
  %1181 = bitcast float %1045 to i32
  %1182 = bitcast float %1046 to i32
  %1183 = bitcast float %1047 to i32
  %1184 = bitcast float %1048 to i32
  %1185 = bitcast float %1050 to i32
  %1186 = bitcast float %1051 to i32
  %1187 = bitcast float %1052 to i32
  %1188 = bitcast float %1053 to i32
  %1189 = bitcast float %1055 to i32
  %1190 = bitcast float %1056 to i32
  %1191 = bitcast float %1057 to i32
  %1192 = bitcast float %1058 to i32
  %1193 = bitcast float %1060 to i32
  %1194 = bitcast float %1061 to i32
  %1195 = bitcast float %1062 to i32
  %1196 = bitcast float %1063 to i32
  %1197 = bitcast float %1065 to i32
  %1198 = bitcast float %1066 to i32
  %1199 = bitcast float %1067 to i32
  %1200 = bitcast float %1068 to i32
  %1201 = bitcast float %1070 to i32
  %1202 = bitcast float %1071 to i32
  %1203 = bitcast float %1072 to i32
  %1204 = bitcast float %1073 to i32
  %1205 = bitcast float %1075 to i32
  %1206 = bitcast float %1076 to i32
  %1207 = bitcast float %1077 to i32
  %1208 = bitcast float %1078 to i32
  %1209 = bitcast float %1080 to i32
  %1210 = bitcast float %1081 to i32
  %1211 = bitcast float %1082 to i32
  %1212 = bitcast float %1083 to i32
  br label %._crit_edge

._crit_edge:                                      ; preds = %._crit_edge.loopexit, %.loopexit
  %.lcssa258 = phi i32 [ 0, %.loopexit ], [ %1085, %._crit_edge.loopexit ]
  %.lcssa257 = phi i32 [ 0, %.loopexit ], [ %1086, %._crit_edge.loopexit ]
  %.lcssa256 = phi i32 [ 0, %.loopexit ], [ %1087, %._crit_edge.loopexit ]
  %.lcssa255 = phi i32 [ 0, %.loopexit ], [ %1088, %._crit_edge.loopexit ]
  %.lcssa254 = phi i32 [ 0, %.loopexit ], [ %1089, %._crit_edge.loopexit ]
  %.lcssa253 = phi i32 [ 0, %.loopexit ], [ %1090, %._crit_edge.loopexit ]
  %.lcssa252 = phi i32 [ 0, %.loopexit ], [ %1091, %._crit_edge.loopexit ]
  %.lcssa251 = phi i32 [ 0, %.loopexit ], [ %1092, %._crit_edge.loopexit ]
  %.lcssa250 = phi i32 [ 0, %.loopexit ], [ %1093, %._crit_edge.loopexit ]
  %.lcssa249 = phi i32 [ 0, %.loopexit ], [ %1094, %._crit_edge.loopexit ]
  %.lcssa248 = phi i32 [ 0, %.loopexit ], [ %1095, %._crit_edge.loopexit ]
  %.lcssa247 = phi i32 [ 0, %.loopexit ], [ %1096, %._crit_edge.loopexit ]
  %.lcssa246 = phi i32 [ 0, %.loopexit ], [ %1097, %._crit_edge.loopexit ]
  %.lcssa245 = phi i32 [ 0, %.loopexit ], [ %1098, %._crit_edge.loopexit ]
  %.lcssa244 = phi i32 [ 0, %.loopexit ], [ %1099, %._crit_edge.loopexit ]
  %.lcssa243 = phi i32 [ 0, %.loopexit ], [ %1100, %._crit_edge.loopexit ]
  %.lcssa242 = phi i32 [ 0, %.loopexit ], [ %1101, %._crit_edge.loopexit ]
  %.lcssa241 = phi i32 [ 0, %.loopexit ], [ %1102, %._crit_edge.loopexit ]
  %.lcssa240 = phi i32 [ 0, %.loopexit ], [ %1103, %._crit_edge.loopexit ]
  %.lcssa239 = phi i32 [ 0, %.loopexit ], [ %1104, %._crit_edge.loopexit ]
  %.lcssa238 = phi i32 [ 0, %.loopexit ], [ %1105, %._crit_edge.loopexit ]
  %.lcssa237 = phi i32 [ 0, %.loopexit ], [ %1106, %._crit_edge.loopexit ]
  %.lcssa236 = phi i32 [ 0, %.loopexit ], [ %1107, %._crit_edge.loopexit ]
  %.lcssa235 = phi i32 [ 0, %.loopexit ], [ %1108, %._crit_edge.loopexit ]
  %.lcssa234 = phi i32 [ 0, %.loopexit ], [ %1109, %._crit_edge.loopexit ]
  %.lcssa233 = phi i32 [ 0, %.loopexit ], [ %1110, %._crit_edge.loopexit ]
  %.lcssa232 = phi i32 [ 0, %.loopexit ], [ %1111, %._crit_edge.loopexit ]
  %.lcssa231 = phi i32 [ 0, %.loopexit ], [ %1112, %._crit_edge.loopexit ]
  %.lcssa230 = phi i32 [ 0, %.loopexit ], [ %1113, %._crit_edge.loopexit ]
  %.lcssa229 = phi i32 [ 0, %.loopexit ], [ %1114, %._crit_edge.loopexit ]
  %.lcssa228 = phi i32 [ 0, %.loopexit ], [ %1115, %._crit_edge.loopexit ]
  %.lcssa227 = phi i32 [ 0, %.loopexit ], [ %1116, %._crit_edge.loopexit ]
  %.lcssa226 = phi i32 [ 0, %.loopexit ], [ %1117, %._crit_edge.loopexit ]
  %.lcssa225 = phi i32 [ 0, %.loopexit ], [ %1118, %._crit_edge.loopexit ]
  %.lcssa224 = phi i32 [ 0, %.loopexit ], [ %1119, %._crit_edge.loopexit ]
  %.lcssa223 = phi i32 [ 0, %.loopexit ], [ %1120, %._crit_edge.loopexit ]
  %.lcssa222 = phi i32 [ 0, %.loopexit ], [ %1121, %._crit_edge.loopexit ]
  %.lcssa221 = phi i32 [ 0, %.loopexit ], [ %1122, %._crit_edge.loopexit ]
  %.lcssa220 = phi i32 [ 0, %.loopexit ], [ %1123, %._crit_edge.loopexit ]
  %.lcssa219 = phi i32 [ 0, %.loopexit ], [ %1124, %._crit_edge.loopexit ]
  %.lcssa218 = phi i32 [ 0, %.loopexit ], [ %1125, %._crit_edge.loopexit ]
  %.lcssa217 = phi i32 [ 0, %.loopexit ], [ %1126, %._crit_edge.loopexit ]
  %.lcssa216 = phi i32 [ 0, %.loopexit ], [ %1127, %._crit_edge.loopexit ]
  %.lcssa215 = phi i32 [ 0, %.loopexit ], [ %1128, %._crit_edge.loopexit ]
  %.lcssa214 = phi i32 [ 0, %.loopexit ], [ %1129, %._crit_edge.loopexit ]
  %.lcssa213 = phi i32 [ 0, %.loopexit ], [ %1130, %._crit_edge.loopexit ]
  %.lcssa212 = phi i32 [ 0, %.loopexit ], [ %1131, %._crit_edge.loopexit ]
  %.lcssa211 = phi i32 [ 0, %.loopexit ], [ %1132, %._crit_edge.loopexit ]
  %.lcssa210 = phi i32 [ 0, %.loopexit ], [ %1133, %._crit_edge.loopexit ]
  %.lcssa209 = phi i32 [ 0, %.loopexit ], [ %1134, %._crit_edge.loopexit ]
  %.lcssa208 = phi i32 [ 0, %.loopexit ], [ %1135, %._crit_edge.loopexit ]
  %.lcssa207 = phi i32 [ 0, %.loopexit ], [ %1136, %._crit_edge.loopexit ]
  %.lcssa206 = phi i32 [ 0, %.loopexit ], [ %1137, %._crit_edge.loopexit ]
  %.lcssa205 = phi i32 [ 0, %.loopexit ], [ %1138, %._crit_edge.loopexit ]
  %.lcssa204 = phi i32 [ 0, %.loopexit ], [ %1139, %._crit_edge.loopexit ]
  %.lcssa203 = phi i32 [ 0, %.loopexit ], [ %1140, %._crit_edge.loopexit ]
  %.lcssa202 = phi i32 [ 0, %.loopexit ], [ %1141, %._crit_edge.loopexit ]
  %.lcssa201 = phi i32 [ 0, %.loopexit ], [ %1142, %._crit_edge.loopexit ]
  %.lcssa200 = phi i32 [ 0, %.loopexit ], [ %1143, %._crit_edge.loopexit ]
  %.lcssa199 = phi i32 [ 0, %.loopexit ], [ %1144, %._crit_edge.loopexit ]
  %.lcssa198 = phi i32 [ 0, %.loopexit ], [ %1145, %._crit_edge.loopexit ]
  %.lcssa197 = phi i32 [ 0, %.loopexit ], [ %1146, %._crit_edge.loopexit ]
  %.lcssa196 = phi i32 [ 0, %.loopexit ], [ %1147, %._crit_edge.loopexit ]
  %.lcssa195 = phi i32 [ 0, %.loopexit ], [ %1148, %._crit_edge.loopexit ]
  %.lcssa194 = phi i32 [ 0, %.loopexit ], [ %1149, %._crit_edge.loopexit ]
  %.lcssa193 = phi i32 [ 0, %.loopexit ], [ %1150, %._crit_edge.loopexit ]
  %.lcssa192 = phi i32 [ 0, %.loopexit ], [ %1151, %._crit_edge.loopexit ]
  %.lcssa191 = phi i32 [ 0, %.loopexit ], [ %1152, %._crit_edge.loopexit ]
  %.lcssa190 = phi i32 [ 0, %.loopexit ], [ %1153, %._crit_edge.loopexit ]
  %.lcssa189 = phi i32 [ 0, %.loopexit ], [ %1154, %._crit_edge.loopexit ]
  %.lcssa188 = phi i32 [ 0, %.loopexit ], [ %1155, %._crit_edge.loopexit ]
  %.lcssa187 = phi i32 [ 0, %.loopexit ], [ %1156, %._crit_edge.loopexit ]
  %.lcssa186 = phi i32 [ 0, %.loopexit ], [ %1157, %._crit_edge.loopexit ]
  %.lcssa185 = phi i32 [ 0, %.loopexit ], [ %1158, %._crit_edge.loopexit ]
  %.lcssa184 = phi i32 [ 0, %.loopexit ], [ %1159, %._crit_edge.loopexit ]
  %.lcssa183 = phi i32 [ 0, %.loopexit ], [ %1160, %._crit_edge.loopexit ]
  %.lcssa182 = phi i32 [ 0, %.loopexit ], [ %1161, %._crit_edge.loopexit ]
  %.lcssa181 = phi i32 [ 0, %.loopexit ], [ %1162, %._crit_edge.loopexit ]
  %.lcssa180 = phi i32 [ 0, %.loopexit ], [ %1163, %._crit_edge.loopexit ]
  %.lcssa179 = phi i32 [ 0, %.loopexit ], [ %1164, %._crit_edge.loopexit ]
  %.lcssa178 = phi i32 [ 0, %.loopexit ], [ %1165, %._crit_edge.loopexit ]
  %.lcssa177 = phi i32 [ 0, %.loopexit ], [ %1166, %._crit_edge.loopexit ]
  %.lcssa176 = phi i32 [ 0, %.loopexit ], [ %1167, %._crit_edge.loopexit ]
  %.lcssa175 = phi i32 [ 0, %.loopexit ], [ %1168, %._crit_edge.loopexit ]
  %.lcssa174 = phi i32 [ 0, %.loopexit ], [ %1169, %._crit_edge.loopexit ]
  %.lcssa173 = phi i32 [ 0, %.loopexit ], [ %1170, %._crit_edge.loopexit ]
  %.lcssa172 = phi i32 [ 0, %.loopexit ], [ %1171, %._crit_edge.loopexit ]
  %.lcssa171 = phi i32 [ 0, %.loopexit ], [ %1172, %._crit_edge.loopexit ]
  %.lcssa170 = phi i32 [ 0, %.loopexit ], [ %1173, %._crit_edge.loopexit ]
  %.lcssa169 = phi i32 [ 0, %.loopexit ], [ %1174, %._crit_edge.loopexit ]
  %.lcssa168 = phi i32 [ 0, %.loopexit ], [ %1175, %._crit_edge.loopexit ]
  %.lcssa167 = phi i32 [ 0, %.loopexit ], [ %1176, %._crit_edge.loopexit ]
  %.lcssa166 = phi i32 [ 0, %.loopexit ], [ %1177, %._crit_edge.loopexit ]
  %.lcssa165 = phi i32 [ 0, %.loopexit ], [ %1178, %._crit_edge.loopexit ]
  %.lcssa164 = phi i32 [ 0, %.loopexit ], [ %1179, %._crit_edge.loopexit ]
  %.lcssa163 = phi i32 [ 0, %.loopexit ], [ %1180, %._crit_edge.loopexit ]
  %.lcssa162 = phi i32 [ 0, %.loopexit ], [ %1181, %._crit_edge.loopexit ]
  %.lcssa161 = phi i32 [ 0, %.loopexit ], [ %1182, %._crit_edge.loopexit ]
  %.lcssa160 = phi i32 [ 0, %.loopexit ], [ %1183, %._crit_edge.loopexit ]
  %.lcssa159 = phi i32 [ 0, %.loopexit ], [ %1184, %._crit_edge.loopexit ]
  %.lcssa158 = phi i32 [ 0, %.loopexit ], [ %1185, %._crit_edge.loopexit ]
  %.lcssa157 = phi i32 [ 0, %.loopexit ], [ %1186, %._crit_edge.loopexit ]
  %.lcssa156 = phi i32 [ 0, %.loopexit ], [ %1187, %._crit_edge.loopexit ]
  %.lcssa155 = phi i32 [ 0, %.loopexit ], [ %1188, %._crit_edge.loopexit ]
  %.lcssa154 = phi i32 [ 0, %.loopexit ], [ %1189, %._crit_edge.loopexit ]
  %.lcssa153 = phi i32 [ 0, %.loopexit ], [ %1190, %._crit_edge.loopexit ]
  %.lcssa152 = phi i32 [ 0, %.loopexit ], [ %1191, %._crit_edge.loopexit ]
  %.lcssa151 = phi i32 [ 0, %.loopexit ], [ %1192, %._crit_edge.loopexit ]
  %.lcssa150 = phi i32 [ 0, %.loopexit ], [ %1193, %._crit_edge.loopexit ]
  %.lcssa149 = phi i32 [ 0, %.loopexit ], [ %1194, %._crit_edge.loopexit ]
  %.lcssa148 = phi i32 [ 0, %.loopexit ], [ %1195, %._crit_edge.loopexit ]
  %.lcssa147 = phi i32 [ 0, %.loopexit ], [ %1196, %._crit_edge.loopexit ]
  %.lcssa146 = phi i32 [ 0, %.loopexit ], [ %1197, %._crit_edge.loopexit ]
  %.lcssa145 = phi i32 [ 0, %.loopexit ], [ %1198, %._crit_edge.loopexit ]
  %.lcssa144 = phi i32 [ 0, %.loopexit ], [ %1199, %._crit_edge.loopexit ]
  %.lcssa143 = phi i32 [ 0, %.loopexit ], [ %1200, %._crit_edge.loopexit ]
  %.lcssa142 = phi i32 [ 0, %.loopexit ], [ %1201, %._crit_edge.loopexit ]
  %.lcssa141 = phi i32 [ 0, %.loopexit ], [ %1202, %._crit_edge.loopexit ]
  %.lcssa140 = phi i32 [ 0, %.loopexit ], [ %1203, %._crit_edge.loopexit ]
  %.lcssa139 = phi i32 [ 0, %.loopexit ], [ %1204, %._crit_edge.loopexit ]
  %.lcssa138 = phi i32 [ 0, %.loopexit ], [ %1205, %._crit_edge.loopexit ]
  %.lcssa137 = phi i32 [ 0, %.loopexit ], [ %1206, %._crit_edge.loopexit ]
  %.lcssa136 = phi i32 [ 0, %.loopexit ], [ %1207, %._crit_edge.loopexit ]
  %.lcssa135 = phi i32 [ 0, %.loopexit ], [ %1208, %._crit_edge.loopexit ]
  %.lcssa134 = phi i32 [ 0, %.loopexit ], [ %1209, %._crit_edge.loopexit ]
  %.lcssa133 = phi i32 [ 0, %.loopexit ], [ %1210, %._crit_edge.loopexit ]
  %.lcssa132 = phi i32 [ 0, %.loopexit ], [ %1211, %._crit_edge.loopexit ]
  %.lcssa131 = phi i32 [ 0, %.loopexit ], [ %1212, %._crit_edge.loopexit ]
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %31, label %1213, label %1214

1213:                                             ; preds = %._crit_edge
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_cluster_dsmem to i32), i32 98304)) #5
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_cluster_dsmem to i32), i32 98312)) #5
  br label %1214

1214:                                             ; preds = %1213, %._crit_edge
  %1215 = lshr i32 %7, 2
  %1216 = and i32 %1215, 7
  %1217 = lshr i32 %7, 1
  %1218 = and i32 %1217, 64
  %1219 = and i32 %1217, 64
  %1220 = shl nuw nsw i32 %1215, 3
  %1221 = and i32 %1220, 192
  %1222 = or disjoint i32 %1219, %1216
  %1223 = shl nuw nsw i32 %7, 1
  %1224 = and i32 %1223, 6
  %1225 = or disjoint i32 %1221, %1224
  %1226 = or disjoint i32 %1222, %26
  %1227 = mul i32 %1226, %4
  %1228 = or disjoint i32 %1225, %27
  %1229 = add i32 %1227, %1228
  %1230 = sext i32 %1229 to i64
  %1231 = getelementptr float, ptr addrspace(1) %2, i64 %1230
  %1232 = icmp slt i32 %1226, %3
  %1233 = icmp slt i32 %1228, %4
  %1234 = and i1 %1233, %1232
  %1235 = or disjoint i32 %1224, 1
  %1236 = or disjoint i32 %1221, %1235
  %1237 = or disjoint i32 %1236, %27
  %1238 = icmp slt i32 %1237, %4
  %1239 = ptrtoint ptr addrspace(1) %1231 to i64
  %1240 = and i64 %1239, 7
  %1241 = icmp eq i64 %1240, 0
  %1242 = and i1 %1234, %1241
  %1243 = and i1 %1238, %1242
  %1244 = xor i1 %1234, %1243
  %1245 = xor i1 %1232, %1242
  %1246 = and i1 %1238, %1245
  %1247 = zext i1 %1243 to i32
  %1248 = zext i1 %1244 to i32
  %1249 = zext i1 %1246 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1247, i32 %.lcssa258, i32 %.lcssa257, ptr addrspace(1) %1231, i32 %1248, i32 %1249) #5
  %1250 = or disjoint i32 %1216, 8
  %1251 = or disjoint i32 %1219, %1250
  %1252 = or disjoint i32 %1251, %26
  %1253 = mul i32 %1252, %4
  %1254 = add i32 %1253, %1228
  %1255 = sext i32 %1254 to i64
  %1256 = getelementptr float, ptr addrspace(1) %2, i64 %1255
  %1257 = icmp slt i32 %1252, %3
  %1258 = and i1 %1233, %1257
  %1259 = ptrtoint ptr addrspace(1) %1256 to i64
  %1260 = and i64 %1259, 7
  %1261 = icmp eq i64 %1260, 0
  %1262 = and i1 %1258, %1261
  %1263 = and i1 %1238, %1262
  %1264 = xor i1 %1258, %1263
  %1265 = xor i1 %1257, %1262
  %1266 = and i1 %1238, %1265
  %1267 = zext i1 %1263 to i32
  %1268 = zext i1 %1264 to i32
  %1269 = zext i1 %1266 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1267, i32 %.lcssa256, i32 %.lcssa255, ptr addrspace(1) %1256, i32 %1268, i32 %1269) #5
  %1270 = or disjoint i32 %1221, 8
  %1271 = or disjoint i32 %1270, %1224
  %1272 = or disjoint i32 %1271, %27
  %1273 = add i32 %1227, %1272
  %1274 = sext i32 %1273 to i64
  %1275 = getelementptr float, ptr addrspace(1) %2, i64 %1274
  %1276 = icmp slt i32 %1272, %4
  %1277 = and i1 %1276, %1232
  %1278 = or disjoint i32 %1270, %1235
  %1279 = or disjoint i32 %1278, %27
  %1280 = icmp slt i32 %1279, %4
  %1281 = ptrtoint ptr addrspace(1) %1275 to i64
  %1282 = and i64 %1281, 7
  %1283 = icmp eq i64 %1282, 0
  %1284 = and i1 %1277, %1283
  %1285 = and i1 %1280, %1284
  %1286 = xor i1 %1277, %1285
  %1287 = xor i1 %1232, %1284
  %1288 = and i1 %1280, %1287
  %1289 = zext i1 %1285 to i32
  %1290 = zext i1 %1286 to i32
  %1291 = zext i1 %1288 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1289, i32 %.lcssa254, i32 %.lcssa253, ptr addrspace(1) %1275, i32 %1290, i32 %1291) #5
  %1292 = add i32 %1253, %1272
  %1293 = sext i32 %1292 to i64
  %1294 = getelementptr float, ptr addrspace(1) %2, i64 %1293
  %1295 = and i1 %1276, %1257
  %1296 = ptrtoint ptr addrspace(1) %1294 to i64
  %1297 = and i64 %1296, 7
  %1298 = icmp eq i64 %1297, 0
  %1299 = and i1 %1295, %1298
  %1300 = and i1 %1280, %1299
  %1301 = xor i1 %1295, %1300
  %1302 = xor i1 %1257, %1299
  %1303 = and i1 %1280, %1302
  %1304 = zext i1 %1300 to i32
  %1305 = zext i1 %1301 to i32
  %1306 = zext i1 %1303 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1304, i32 %.lcssa252, i32 %.lcssa251, ptr addrspace(1) %1294, i32 %1305, i32 %1306) #5
  %1307 = or disjoint i32 %1221, 16
  %1308 = or disjoint i32 %1307, %1224
  %1309 = or disjoint i32 %1308, %27
  %1310 = add i32 %1227, %1309
  %1311 = sext i32 %1310 to i64
  %1312 = getelementptr float, ptr addrspace(1) %2, i64 %1311
  %1313 = icmp slt i32 %1309, %4
  %1314 = and i1 %1313, %1232
  %1315 = or disjoint i32 %1307, %1235
  %1316 = or disjoint i32 %1315, %27
  %1317 = icmp slt i32 %1316, %4
  %1318 = ptrtoint ptr addrspace(1) %1312 to i64
  %1319 = and i64 %1318, 7
  %1320 = icmp eq i64 %1319, 0
  %1321 = and i1 %1314, %1320
  %1322 = and i1 %1317, %1321
  %1323 = xor i1 %1314, %1322
  %1324 = xor i1 %1232, %1321
  %1325 = and i1 %1317, %1324
  %1326 = zext i1 %1322 to i32
  %1327 = zext i1 %1323 to i32
  %1328 = zext i1 %1325 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1326, i32 %.lcssa250, i32 %.lcssa249, ptr addrspace(1) %1312, i32 %1327, i32 %1328) #5
  %1329 = add i32 %1253, %1309
  %1330 = sext i32 %1329 to i64
  %1331 = getelementptr float, ptr addrspace(1) %2, i64 %1330
  %1332 = and i1 %1313, %1257
  %1333 = ptrtoint ptr addrspace(1) %1331 to i64
  %1334 = and i64 %1333, 7
  %1335 = icmp eq i64 %1334, 0
  %1336 = and i1 %1332, %1335
  %1337 = and i1 %1317, %1336
  %1338 = xor i1 %1332, %1337
  %1339 = xor i1 %1257, %1336
  %1340 = and i1 %1317, %1339
  %1341 = zext i1 %1337 to i32
  %1342 = zext i1 %1338 to i32
  %1343 = zext i1 %1340 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1341, i32 %.lcssa248, i32 %.lcssa247, ptr addrspace(1) %1331, i32 %1342, i32 %1343) #5
  %1344 = or disjoint i32 %1221, 24
  %1345 = or disjoint i32 %1344, %1224
  %1346 = or disjoint i32 %1345, %27
  %1347 = add i32 %1227, %1346
  %1348 = sext i32 %1347 to i64
  %1349 = getelementptr float, ptr addrspace(1) %2, i64 %1348
  %1350 = icmp slt i32 %1346, %4
  %1351 = and i1 %1350, %1232
  %1352 = or disjoint i32 %1344, %1235
  %1353 = or disjoint i32 %1352, %27
  %1354 = icmp slt i32 %1353, %4
  %1355 = ptrtoint ptr addrspace(1) %1349 to i64
  %1356 = and i64 %1355, 7
  %1357 = icmp eq i64 %1356, 0
  %1358 = and i1 %1351, %1357
  %1359 = and i1 %1354, %1358
  %1360 = xor i1 %1351, %1359
  %1361 = xor i1 %1232, %1358
  %1362 = and i1 %1354, %1361
  %1363 = zext i1 %1359 to i32
  %1364 = zext i1 %1360 to i32
  %1365 = zext i1 %1362 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1363, i32 %.lcssa246, i32 %.lcssa245, ptr addrspace(1) %1349, i32 %1364, i32 %1365) #5
  %1366 = add i32 %1253, %1346
  %1367 = sext i32 %1366 to i64
  %1368 = getelementptr float, ptr addrspace(1) %2, i64 %1367
  %1369 = and i1 %1350, %1257
  %1370 = ptrtoint ptr addrspace(1) %1368 to i64
  %1371 = and i64 %1370, 7
  %1372 = icmp eq i64 %1371, 0
  %1373 = and i1 %1369, %1372
  %1374 = and i1 %1354, %1373
  %1375 = xor i1 %1369, %1374
  %1376 = xor i1 %1257, %1373
  %1377 = and i1 %1354, %1376
  %1378 = zext i1 %1374 to i32
  %1379 = zext i1 %1375 to i32
  %1380 = zext i1 %1377 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1378, i32 %.lcssa244, i32 %.lcssa243, ptr addrspace(1) %1368, i32 %1379, i32 %1380) #5
  %1381 = or disjoint i32 %1221, 32
  %1382 = or disjoint i32 %1381, %1224
  %1383 = or disjoint i32 %1382, %27
  %1384 = add i32 %1227, %1383
  %1385 = sext i32 %1384 to i64
  %1386 = getelementptr float, ptr addrspace(1) %2, i64 %1385
  %1387 = icmp slt i32 %1383, %4
  %1388 = and i1 %1387, %1232
  %1389 = or disjoint i32 %1381, %1235
  %1390 = or disjoint i32 %1389, %27
  %1391 = icmp slt i32 %1390, %4
  %1392 = ptrtoint ptr addrspace(1) %1386 to i64
  %1393 = and i64 %1392, 7
  %1394 = icmp eq i64 %1393, 0
  %1395 = and i1 %1388, %1394
  %1396 = and i1 %1391, %1395
  %1397 = xor i1 %1388, %1396
  %1398 = xor i1 %1232, %1395
  %1399 = and i1 %1391, %1398
  %1400 = zext i1 %1396 to i32
  %1401 = zext i1 %1397 to i32
  %1402 = zext i1 %1399 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1400, i32 %.lcssa242, i32 %.lcssa241, ptr addrspace(1) %1386, i32 %1401, i32 %1402) #5
  %1403 = add i32 %1253, %1383
  %1404 = sext i32 %1403 to i64
  %1405 = getelementptr float, ptr addrspace(1) %2, i64 %1404
  %1406 = and i1 %1387, %1257
  %1407 = ptrtoint ptr addrspace(1) %1405 to i64
  %1408 = and i64 %1407, 7
  %1409 = icmp eq i64 %1408, 0
  %1410 = and i1 %1406, %1409
  %1411 = and i1 %1391, %1410
  %1412 = xor i1 %1406, %1411
  %1413 = xor i1 %1257, %1410
  %1414 = and i1 %1391, %1413
  %1415 = zext i1 %1411 to i32
  %1416 = zext i1 %1412 to i32
  %1417 = zext i1 %1414 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1415, i32 %.lcssa240, i32 %.lcssa239, ptr addrspace(1) %1405, i32 %1416, i32 %1417) #5
  %1418 = or disjoint i32 %1221, 40
  %1419 = or disjoint i32 %1418, %1224
  %1420 = or disjoint i32 %1419, %27
  %1421 = add i32 %1227, %1420
  %1422 = sext i32 %1421 to i64
  %1423 = getelementptr float, ptr addrspace(1) %2, i64 %1422
  %1424 = icmp slt i32 %1420, %4
  %1425 = and i1 %1424, %1232
  %1426 = or disjoint i32 %1418, %1235
  %1427 = or disjoint i32 %1426, %27
  %1428 = icmp slt i32 %1427, %4
  %1429 = ptrtoint ptr addrspace(1) %1423 to i64
  %1430 = and i64 %1429, 7
  %1431 = icmp eq i64 %1430, 0
  %1432 = and i1 %1425, %1431
  %1433 = and i1 %1428, %1432
  %1434 = xor i1 %1425, %1433
  %1435 = xor i1 %1232, %1432
  %1436 = and i1 %1428, %1435
  %1437 = zext i1 %1433 to i32
  %1438 = zext i1 %1434 to i32
  %1439 = zext i1 %1436 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1437, i32 %.lcssa238, i32 %.lcssa237, ptr addrspace(1) %1423, i32 %1438, i32 %1439) #5
  %1440 = add i32 %1253, %1420
  %1441 = sext i32 %1440 to i64
  %1442 = getelementptr float, ptr addrspace(1) %2, i64 %1441
  %1443 = and i1 %1424, %1257
  %1444 = ptrtoint ptr addrspace(1) %1442 to i64
  %1445 = and i64 %1444, 7
  %1446 = icmp eq i64 %1445, 0
  %1447 = and i1 %1443, %1446
  %1448 = and i1 %1428, %1447
  %1449 = xor i1 %1443, %1448
  %1450 = xor i1 %1257, %1447
  %1451 = and i1 %1428, %1450
  %1452 = zext i1 %1448 to i32
  %1453 = zext i1 %1449 to i32
  %1454 = zext i1 %1451 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1452, i32 %.lcssa236, i32 %.lcssa235, ptr addrspace(1) %1442, i32 %1453, i32 %1454) #5
  %1455 = or disjoint i32 %1221, 48
  %1456 = or disjoint i32 %1455, %1224
  %1457 = or disjoint i32 %1456, %27
  %1458 = add i32 %1227, %1457
  %1459 = sext i32 %1458 to i64
  %1460 = getelementptr float, ptr addrspace(1) %2, i64 %1459
  %1461 = icmp slt i32 %1457, %4
  %1462 = and i1 %1461, %1232
  %1463 = or disjoint i32 %1455, %1235
  %1464 = or disjoint i32 %1463, %27
  %1465 = icmp slt i32 %1464, %4
  %1466 = ptrtoint ptr addrspace(1) %1460 to i64
  %1467 = and i64 %1466, 7
  %1468 = icmp eq i64 %1467, 0
  %1469 = and i1 %1462, %1468
  %1470 = and i1 %1465, %1469
  %1471 = xor i1 %1462, %1470
  %1472 = xor i1 %1232, %1469
  %1473 = and i1 %1465, %1472
  %1474 = zext i1 %1470 to i32
  %1475 = zext i1 %1471 to i32
  %1476 = zext i1 %1473 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1474, i32 %.lcssa234, i32 %.lcssa233, ptr addrspace(1) %1460, i32 %1475, i32 %1476) #5
  %1477 = add i32 %1253, %1457
  %1478 = sext i32 %1477 to i64
  %1479 = getelementptr float, ptr addrspace(1) %2, i64 %1478
  %1480 = and i1 %1461, %1257
  %1481 = ptrtoint ptr addrspace(1) %1479 to i64
  %1482 = and i64 %1481, 7
  %1483 = icmp eq i64 %1482, 0
  %1484 = and i1 %1480, %1483
  %1485 = and i1 %1465, %1484
  %1486 = xor i1 %1480, %1485
  %1487 = xor i1 %1257, %1484
  %1488 = and i1 %1465, %1487
  %1489 = zext i1 %1485 to i32
  %1490 = zext i1 %1486 to i32
  %1491 = zext i1 %1488 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1489, i32 %.lcssa232, i32 %.lcssa231, ptr addrspace(1) %1479, i32 %1490, i32 %1491) #5
  %1492 = or disjoint i32 %1221, 56
  %1493 = or disjoint i32 %1492, %1224
  %1494 = or disjoint i32 %1493, %27
  %1495 = add i32 %1227, %1494
  %1496 = sext i32 %1495 to i64
  %1497 = getelementptr float, ptr addrspace(1) %2, i64 %1496
  %1498 = icmp slt i32 %1494, %4
  %1499 = and i1 %1498, %1232
  %1500 = or disjoint i32 %1492, %1235
  %1501 = or disjoint i32 %1500, %27
  %1502 = icmp slt i32 %1501, %4
  %1503 = ptrtoint ptr addrspace(1) %1497 to i64
  %1504 = and i64 %1503, 7
  %1505 = icmp eq i64 %1504, 0
  %1506 = and i1 %1499, %1505
  %1507 = and i1 %1502, %1506
  %1508 = xor i1 %1499, %1507
  %1509 = xor i1 %1232, %1506
  %1510 = and i1 %1502, %1509
  %1511 = zext i1 %1507 to i32
  %1512 = zext i1 %1508 to i32
  %1513 = zext i1 %1510 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1511, i32 %.lcssa230, i32 %.lcssa229, ptr addrspace(1) %1497, i32 %1512, i32 %1513) #5
  %1514 = add i32 %1253, %1494
  %1515 = sext i32 %1514 to i64
  %1516 = getelementptr float, ptr addrspace(1) %2, i64 %1515
  %1517 = and i1 %1498, %1257
  %1518 = ptrtoint ptr addrspace(1) %1516 to i64
  %1519 = and i64 %1518, 7
  %1520 = icmp eq i64 %1519, 0
  %1521 = and i1 %1517, %1520
  %1522 = and i1 %1502, %1521
  %1523 = xor i1 %1517, %1522
  %1524 = xor i1 %1257, %1521
  %1525 = and i1 %1502, %1524
  %1526 = zext i1 %1522 to i32
  %1527 = zext i1 %1523 to i32
  %1528 = zext i1 %1525 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1526, i32 %.lcssa228, i32 %.lcssa227, ptr addrspace(1) %1516, i32 %1527, i32 %1528) #5
  %1529 = or disjoint i32 %1219, 16
  %1530 = or disjoint i32 %1529, %1216
  %1531 = or disjoint i32 %1530, %26
  %1532 = mul i32 %1531, %4
  %1533 = add i32 %1532, %1228
  %1534 = sext i32 %1533 to i64
  %1535 = getelementptr float, ptr addrspace(1) %2, i64 %1534
  %1536 = icmp slt i32 %1531, %3
  %1537 = and i1 %1233, %1536
  %1538 = ptrtoint ptr addrspace(1) %1535 to i64
  %1539 = and i64 %1538, 7
  %1540 = icmp eq i64 %1539, 0
  %1541 = and i1 %1537, %1540
  %1542 = and i1 %1238, %1541
  %1543 = xor i1 %1537, %1542
  %1544 = xor i1 %1536, %1541
  %1545 = and i1 %1238, %1544
  %1546 = zext i1 %1542 to i32
  %1547 = zext i1 %1543 to i32
  %1548 = zext i1 %1545 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1546, i32 %.lcssa226, i32 %.lcssa225, ptr addrspace(1) %1535, i32 %1547, i32 %1548) #5
  %1549 = or disjoint i32 %1529, %1250
  %1550 = or disjoint i32 %1549, %26
  %1551 = mul i32 %1550, %4
  %1552 = add i32 %1551, %1228
  %1553 = sext i32 %1552 to i64
  %1554 = getelementptr float, ptr addrspace(1) %2, i64 %1553
  %1555 = icmp slt i32 %1550, %3
  %1556 = and i1 %1233, %1555
  %1557 = ptrtoint ptr addrspace(1) %1554 to i64
  %1558 = and i64 %1557, 7
  %1559 = icmp eq i64 %1558, 0
  %1560 = and i1 %1556, %1559
  %1561 = and i1 %1238, %1560
  %1562 = xor i1 %1556, %1561
  %1563 = xor i1 %1555, %1560
  %1564 = and i1 %1238, %1563
  %1565 = zext i1 %1561 to i32
  %1566 = zext i1 %1562 to i32
  %1567 = zext i1 %1564 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1565, i32 %.lcssa224, i32 %.lcssa223, ptr addrspace(1) %1554, i32 %1566, i32 %1567) #5
  %1568 = add i32 %1532, %1272
  %1569 = sext i32 %1568 to i64
  %1570 = getelementptr float, ptr addrspace(1) %2, i64 %1569
  %1571 = and i1 %1276, %1536
  %1572 = ptrtoint ptr addrspace(1) %1570 to i64
  %1573 = and i64 %1572, 7
  %1574 = icmp eq i64 %1573, 0
  %1575 = and i1 %1571, %1574
  %1576 = and i1 %1280, %1575
  %1577 = xor i1 %1571, %1576
  %1578 = xor i1 %1536, %1575
  %1579 = and i1 %1280, %1578
  %1580 = zext i1 %1576 to i32
  %1581 = zext i1 %1577 to i32
  %1582 = zext i1 %1579 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1580, i32 %.lcssa222, i32 %.lcssa221, ptr addrspace(1) %1570, i32 %1581, i32 %1582) #5
  %1583 = add i32 %1551, %1272
  %1584 = sext i32 %1583 to i64
  %1585 = getelementptr float, ptr addrspace(1) %2, i64 %1584
  %1586 = and i1 %1276, %1555
  %1587 = ptrtoint ptr addrspace(1) %1585 to i64
  %1588 = and i64 %1587, 7
  %1589 = icmp eq i64 %1588, 0
  %1590 = and i1 %1586, %1589
  %1591 = and i1 %1280, %1590
  %1592 = xor i1 %1586, %1591
  %1593 = xor i1 %1555, %1590
  %1594 = and i1 %1280, %1593
  %1595 = zext i1 %1591 to i32
  %1596 = zext i1 %1592 to i32
  %1597 = zext i1 %1594 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1595, i32 %.lcssa220, i32 %.lcssa219, ptr addrspace(1) %1585, i32 %1596, i32 %1597) #5
  %1598 = add i32 %1532, %1309
  %1599 = sext i32 %1598 to i64
  %1600 = getelementptr float, ptr addrspace(1) %2, i64 %1599
  %1601 = and i1 %1313, %1536
  %1602 = ptrtoint ptr addrspace(1) %1600 to i64
  %1603 = and i64 %1602, 7
  %1604 = icmp eq i64 %1603, 0
  %1605 = and i1 %1601, %1604
  %1606 = and i1 %1317, %1605
  %1607 = xor i1 %1601, %1606
  %1608 = xor i1 %1536, %1605
  %1609 = and i1 %1317, %1608
  %1610 = zext i1 %1606 to i32
  %1611 = zext i1 %1607 to i32
  %1612 = zext i1 %1609 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1610, i32 %.lcssa218, i32 %.lcssa217, ptr addrspace(1) %1600, i32 %1611, i32 %1612) #5
  %1613 = add i32 %1551, %1309
  %1614 = sext i32 %1613 to i64
  %1615 = getelementptr float, ptr addrspace(1) %2, i64 %1614
  %1616 = and i1 %1313, %1555
  %1617 = ptrtoint ptr addrspace(1) %1615 to i64
  %1618 = and i64 %1617, 7
  %1619 = icmp eq i64 %1618, 0
  %1620 = and i1 %1616, %1619
  %1621 = and i1 %1317, %1620
  %1622 = xor i1 %1616, %1621
  %1623 = xor i1 %1555, %1620
  %1624 = and i1 %1317, %1623
  %1625 = zext i1 %1621 to i32
  %1626 = zext i1 %1622 to i32
  %1627 = zext i1 %1624 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1625, i32 %.lcssa216, i32 %.lcssa215, ptr addrspace(1) %1615, i32 %1626, i32 %1627) #5
  %1628 = add i32 %1532, %1346
  %1629 = sext i32 %1628 to i64
  %1630 = getelementptr float, ptr addrspace(1) %2, i64 %1629
  %1631 = and i1 %1350, %1536
  %1632 = ptrtoint ptr addrspace(1) %1630 to i64
  %1633 = and i64 %1632, 7
  %1634 = icmp eq i64 %1633, 0
  %1635 = and i1 %1631, %1634
  %1636 = and i1 %1354, %1635
  %1637 = xor i1 %1631, %1636
  %1638 = xor i1 %1536, %1635
  %1639 = and i1 %1354, %1638
  %1640 = zext i1 %1636 to i32
  %1641 = zext i1 %1637 to i32
  %1642 = zext i1 %1639 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1640, i32 %.lcssa214, i32 %.lcssa213, ptr addrspace(1) %1630, i32 %1641, i32 %1642) #5
  %1643 = add i32 %1551, %1346
  %1644 = sext i32 %1643 to i64
  %1645 = getelementptr float, ptr addrspace(1) %2, i64 %1644
  %1646 = and i1 %1350, %1555
  %1647 = ptrtoint ptr addrspace(1) %1645 to i64
  %1648 = and i64 %1647, 7
  %1649 = icmp eq i64 %1648, 0
  %1650 = and i1 %1646, %1649
  %1651 = and i1 %1354, %1650
  %1652 = xor i1 %1646, %1651
  %1653 = xor i1 %1555, %1650
  %1654 = and i1 %1354, %1653
  %1655 = zext i1 %1651 to i32
  %1656 = zext i1 %1652 to i32
  %1657 = zext i1 %1654 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1655, i32 %.lcssa212, i32 %.lcssa211, ptr addrspace(1) %1645, i32 %1656, i32 %1657) #5
  %1658 = add i32 %1532, %1383
  %1659 = sext i32 %1658 to i64
  %1660 = getelementptr float, ptr addrspace(1) %2, i64 %1659
  %1661 = and i1 %1387, %1536
  %1662 = ptrtoint ptr addrspace(1) %1660 to i64
  %1663 = and i64 %1662, 7
  %1664 = icmp eq i64 %1663, 0
  %1665 = and i1 %1661, %1664
  %1666 = and i1 %1391, %1665
  %1667 = xor i1 %1661, %1666
  %1668 = xor i1 %1536, %1665
  %1669 = and i1 %1391, %1668
  %1670 = zext i1 %1666 to i32
  %1671 = zext i1 %1667 to i32
  %1672 = zext i1 %1669 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1670, i32 %.lcssa210, i32 %.lcssa209, ptr addrspace(1) %1660, i32 %1671, i32 %1672) #5
  %1673 = add i32 %1551, %1383
  %1674 = sext i32 %1673 to i64
  %1675 = getelementptr float, ptr addrspace(1) %2, i64 %1674
  %1676 = and i1 %1387, %1555
  %1677 = ptrtoint ptr addrspace(1) %1675 to i64
  %1678 = and i64 %1677, 7
  %1679 = icmp eq i64 %1678, 0
  %1680 = and i1 %1676, %1679
  %1681 = and i1 %1391, %1680
  %1682 = xor i1 %1676, %1681
  %1683 = xor i1 %1555, %1680
  %1684 = and i1 %1391, %1683
  %1685 = zext i1 %1681 to i32
  %1686 = zext i1 %1682 to i32
  %1687 = zext i1 %1684 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1685, i32 %.lcssa208, i32 %.lcssa207, ptr addrspace(1) %1675, i32 %1686, i32 %1687) #5
  %1688 = add i32 %1532, %1420
  %1689 = sext i32 %1688 to i64
  %1690 = getelementptr float, ptr addrspace(1) %2, i64 %1689
  %1691 = and i1 %1424, %1536
  %1692 = ptrtoint ptr addrspace(1) %1690 to i64
  %1693 = and i64 %1692, 7
  %1694 = icmp eq i64 %1693, 0
  %1695 = and i1 %1691, %1694
  %1696 = and i1 %1428, %1695
  %1697 = xor i1 %1691, %1696
  %1698 = xor i1 %1536, %1695
  %1699 = and i1 %1428, %1698
  %1700 = zext i1 %1696 to i32
  %1701 = zext i1 %1697 to i32
  %1702 = zext i1 %1699 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1700, i32 %.lcssa206, i32 %.lcssa205, ptr addrspace(1) %1690, i32 %1701, i32 %1702) #5
  %1703 = add i32 %1551, %1420
  %1704 = sext i32 %1703 to i64
  %1705 = getelementptr float, ptr addrspace(1) %2, i64 %1704
  %1706 = and i1 %1424, %1555
  %1707 = ptrtoint ptr addrspace(1) %1705 to i64
  %1708 = and i64 %1707, 7
  %1709 = icmp eq i64 %1708, 0
  %1710 = and i1 %1706, %1709
  %1711 = and i1 %1428, %1710
  %1712 = xor i1 %1706, %1711
  %1713 = xor i1 %1555, %1710
  %1714 = and i1 %1428, %1713
  %1715 = zext i1 %1711 to i32
  %1716 = zext i1 %1712 to i32
  %1717 = zext i1 %1714 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1715, i32 %.lcssa204, i32 %.lcssa203, ptr addrspace(1) %1705, i32 %1716, i32 %1717) #5
  %1718 = add i32 %1532, %1457
  %1719 = sext i32 %1718 to i64
  %1720 = getelementptr float, ptr addrspace(1) %2, i64 %1719
  %1721 = and i1 %1461, %1536
  %1722 = ptrtoint ptr addrspace(1) %1720 to i64
  %1723 = and i64 %1722, 7
  %1724 = icmp eq i64 %1723, 0
  %1725 = and i1 %1721, %1724
  %1726 = and i1 %1465, %1725
  %1727 = xor i1 %1721, %1726
  %1728 = xor i1 %1536, %1725
  %1729 = and i1 %1465, %1728
  %1730 = zext i1 %1726 to i32
  %1731 = zext i1 %1727 to i32
  %1732 = zext i1 %1729 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1730, i32 %.lcssa202, i32 %.lcssa201, ptr addrspace(1) %1720, i32 %1731, i32 %1732) #5
  %1733 = add i32 %1551, %1457
  %1734 = sext i32 %1733 to i64
  %1735 = getelementptr float, ptr addrspace(1) %2, i64 %1734
  %1736 = and i1 %1461, %1555
  %1737 = ptrtoint ptr addrspace(1) %1735 to i64
  %1738 = and i64 %1737, 7
  %1739 = icmp eq i64 %1738, 0
  %1740 = and i1 %1736, %1739
  %1741 = and i1 %1465, %1740
  %1742 = xor i1 %1736, %1741
  %1743 = xor i1 %1555, %1740
  %1744 = and i1 %1465, %1743
  %1745 = zext i1 %1741 to i32
  %1746 = zext i1 %1742 to i32
  %1747 = zext i1 %1744 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1745, i32 %.lcssa200, i32 %.lcssa199, ptr addrspace(1) %1735, i32 %1746, i32 %1747) #5
  %1748 = add i32 %1532, %1494
  %1749 = sext i32 %1748 to i64
  %1750 = getelementptr float, ptr addrspace(1) %2, i64 %1749
  %1751 = and i1 %1498, %1536
  %1752 = ptrtoint ptr addrspace(1) %1750 to i64
  %1753 = and i64 %1752, 7
  %1754 = icmp eq i64 %1753, 0
  %1755 = and i1 %1751, %1754
  %1756 = and i1 %1502, %1755
  %1757 = xor i1 %1751, %1756
  %1758 = xor i1 %1536, %1755
  %1759 = and i1 %1502, %1758
  %1760 = zext i1 %1756 to i32
  %1761 = zext i1 %1757 to i32
  %1762 = zext i1 %1759 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1760, i32 %.lcssa198, i32 %.lcssa197, ptr addrspace(1) %1750, i32 %1761, i32 %1762) #5
  %1763 = add i32 %1551, %1494
  %1764 = sext i32 %1763 to i64
  %1765 = getelementptr float, ptr addrspace(1) %2, i64 %1764
  %1766 = and i1 %1498, %1555
  %1767 = ptrtoint ptr addrspace(1) %1765 to i64
  %1768 = and i64 %1767, 7
  %1769 = icmp eq i64 %1768, 0
  %1770 = and i1 %1766, %1769
  %1771 = and i1 %1502, %1770
  %1772 = xor i1 %1766, %1771
  %1773 = xor i1 %1555, %1770
  %1774 = and i1 %1502, %1773
  %1775 = zext i1 %1771 to i32
  %1776 = zext i1 %1772 to i32
  %1777 = zext i1 %1774 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1775, i32 %.lcssa196, i32 %.lcssa195, ptr addrspace(1) %1765, i32 %1776, i32 %1777) #5
  %1778 = or disjoint i32 %1219, 32
  %1779 = or disjoint i32 %1778, %1216
  %1780 = or disjoint i32 %1779, %26
  %1781 = mul i32 %1780, %4
  %1782 = add i32 %1781, %1228
  %1783 = sext i32 %1782 to i64
  %1784 = getelementptr float, ptr addrspace(1) %2, i64 %1783
  %1785 = icmp slt i32 %1780, %3
  %1786 = and i1 %1233, %1785
  %1787 = ptrtoint ptr addrspace(1) %1784 to i64
  %1788 = and i64 %1787, 7
  %1789 = icmp eq i64 %1788, 0
  %1790 = and i1 %1786, %1789
  %1791 = and i1 %1238, %1790
  %1792 = xor i1 %1786, %1791
  %1793 = xor i1 %1785, %1790
  %1794 = and i1 %1238, %1793
  %1795 = zext i1 %1791 to i32
  %1796 = zext i1 %1792 to i32
  %1797 = zext i1 %1794 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1795, i32 %.lcssa194, i32 %.lcssa193, ptr addrspace(1) %1784, i32 %1796, i32 %1797) #5
  %1798 = or disjoint i32 %1778, %1250
  %1799 = or disjoint i32 %1798, %26
  %1800 = mul i32 %1799, %4
  %1801 = add i32 %1800, %1228
  %1802 = sext i32 %1801 to i64
  %1803 = getelementptr float, ptr addrspace(1) %2, i64 %1802
  %1804 = icmp slt i32 %1799, %3
  %1805 = and i1 %1233, %1804
  %1806 = ptrtoint ptr addrspace(1) %1803 to i64
  %1807 = and i64 %1806, 7
  %1808 = icmp eq i64 %1807, 0
  %1809 = and i1 %1805, %1808
  %1810 = and i1 %1238, %1809
  %1811 = xor i1 %1805, %1810
  %1812 = xor i1 %1804, %1809
  %1813 = and i1 %1238, %1812
  %1814 = zext i1 %1810 to i32
  %1815 = zext i1 %1811 to i32
  %1816 = zext i1 %1813 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1814, i32 %.lcssa192, i32 %.lcssa191, ptr addrspace(1) %1803, i32 %1815, i32 %1816) #5
  %1817 = add i32 %1781, %1272
  %1818 = sext i32 %1817 to i64
  %1819 = getelementptr float, ptr addrspace(1) %2, i64 %1818
  %1820 = and i1 %1276, %1785
  %1821 = ptrtoint ptr addrspace(1) %1819 to i64
  %1822 = and i64 %1821, 7
  %1823 = icmp eq i64 %1822, 0
  %1824 = and i1 %1820, %1823
  %1825 = and i1 %1280, %1824
  %1826 = xor i1 %1820, %1825
  %1827 = xor i1 %1785, %1824
  %1828 = and i1 %1280, %1827
  %1829 = zext i1 %1825 to i32
  %1830 = zext i1 %1826 to i32
  %1831 = zext i1 %1828 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1829, i32 %.lcssa190, i32 %.lcssa189, ptr addrspace(1) %1819, i32 %1830, i32 %1831) #5
  %1832 = add i32 %1800, %1272
  %1833 = sext i32 %1832 to i64
  %1834 = getelementptr float, ptr addrspace(1) %2, i64 %1833
  %1835 = and i1 %1276, %1804
  %1836 = ptrtoint ptr addrspace(1) %1834 to i64
  %1837 = and i64 %1836, 7
  %1838 = icmp eq i64 %1837, 0
  %1839 = and i1 %1835, %1838
  %1840 = and i1 %1280, %1839
  %1841 = xor i1 %1835, %1840
  %1842 = xor i1 %1804, %1839
  %1843 = and i1 %1280, %1842
  %1844 = zext i1 %1840 to i32
  %1845 = zext i1 %1841 to i32
  %1846 = zext i1 %1843 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1844, i32 %.lcssa188, i32 %.lcssa187, ptr addrspace(1) %1834, i32 %1845, i32 %1846) #5
  %1847 = add i32 %1781, %1309
  %1848 = sext i32 %1847 to i64
  %1849 = getelementptr float, ptr addrspace(1) %2, i64 %1848
  %1850 = and i1 %1313, %1785
  %1851 = ptrtoint ptr addrspace(1) %1849 to i64
  %1852 = and i64 %1851, 7
  %1853 = icmp eq i64 %1852, 0
  %1854 = and i1 %1850, %1853
  %1855 = and i1 %1317, %1854
  %1856 = xor i1 %1850, %1855
  %1857 = xor i1 %1785, %1854
  %1858 = and i1 %1317, %1857
  %1859 = zext i1 %1855 to i32
  %1860 = zext i1 %1856 to i32
  %1861 = zext i1 %1858 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1859, i32 %.lcssa186, i32 %.lcssa185, ptr addrspace(1) %1849, i32 %1860, i32 %1861) #5
  %1862 = add i32 %1800, %1309
  %1863 = sext i32 %1862 to i64
  %1864 = getelementptr float, ptr addrspace(1) %2, i64 %1863
  %1865 = and i1 %1313, %1804
  %1866 = ptrtoint ptr addrspace(1) %1864 to i64
  %1867 = and i64 %1866, 7
  %1868 = icmp eq i64 %1867, 0
  %1869 = and i1 %1865, %1868
  %1870 = and i1 %1317, %1869
  %1871 = xor i1 %1865, %1870
  %1872 = xor i1 %1804, %1869
  %1873 = and i1 %1317, %1872
  %1874 = zext i1 %1870 to i32
  %1875 = zext i1 %1871 to i32
  %1876 = zext i1 %1873 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1874, i32 %.lcssa184, i32 %.lcssa183, ptr addrspace(1) %1864, i32 %1875, i32 %1876) #5
  %1877 = add i32 %1781, %1346
  %1878 = sext i32 %1877 to i64
  %1879 = getelementptr float, ptr addrspace(1) %2, i64 %1878
  %1880 = and i1 %1350, %1785
  %1881 = ptrtoint ptr addrspace(1) %1879 to i64
  %1882 = and i64 %1881, 7
  %1883 = icmp eq i64 %1882, 0
  %1884 = and i1 %1880, %1883
  %1885 = and i1 %1354, %1884
  %1886 = xor i1 %1880, %1885
  %1887 = xor i1 %1785, %1884
  %1888 = and i1 %1354, %1887
  %1889 = zext i1 %1885 to i32
  %1890 = zext i1 %1886 to i32
  %1891 = zext i1 %1888 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1889, i32 %.lcssa182, i32 %.lcssa181, ptr addrspace(1) %1879, i32 %1890, i32 %1891) #5
  %1892 = add i32 %1800, %1346
  %1893 = sext i32 %1892 to i64
  %1894 = getelementptr float, ptr addrspace(1) %2, i64 %1893
  %1895 = and i1 %1350, %1804
  %1896 = ptrtoint ptr addrspace(1) %1894 to i64
  %1897 = and i64 %1896, 7
  %1898 = icmp eq i64 %1897, 0
  %1899 = and i1 %1895, %1898
  %1900 = and i1 %1354, %1899
  %1901 = xor i1 %1895, %1900
  %1902 = xor i1 %1804, %1899
  %1903 = and i1 %1354, %1902
  %1904 = zext i1 %1900 to i32
  %1905 = zext i1 %1901 to i32
  %1906 = zext i1 %1903 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1904, i32 %.lcssa180, i32 %.lcssa179, ptr addrspace(1) %1894, i32 %1905, i32 %1906) #5
  %1907 = add i32 %1781, %1383
  %1908 = sext i32 %1907 to i64
  %1909 = getelementptr float, ptr addrspace(1) %2, i64 %1908
  %1910 = and i1 %1387, %1785
  %1911 = ptrtoint ptr addrspace(1) %1909 to i64
  %1912 = and i64 %1911, 7
  %1913 = icmp eq i64 %1912, 0
  %1914 = and i1 %1910, %1913
  %1915 = and i1 %1391, %1914
  %1916 = xor i1 %1910, %1915
  %1917 = xor i1 %1785, %1914
  %1918 = and i1 %1391, %1917
  %1919 = zext i1 %1915 to i32
  %1920 = zext i1 %1916 to i32
  %1921 = zext i1 %1918 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1919, i32 %.lcssa178, i32 %.lcssa177, ptr addrspace(1) %1909, i32 %1920, i32 %1921) #5
  %1922 = add i32 %1800, %1383
  %1923 = sext i32 %1922 to i64
  %1924 = getelementptr float, ptr addrspace(1) %2, i64 %1923
  %1925 = and i1 %1387, %1804
  %1926 = ptrtoint ptr addrspace(1) %1924 to i64
  %1927 = and i64 %1926, 7
  %1928 = icmp eq i64 %1927, 0
  %1929 = and i1 %1925, %1928
  %1930 = and i1 %1391, %1929
  %1931 = xor i1 %1925, %1930
  %1932 = xor i1 %1804, %1929
  %1933 = and i1 %1391, %1932
  %1934 = zext i1 %1930 to i32
  %1935 = zext i1 %1931 to i32
  %1936 = zext i1 %1933 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1934, i32 %.lcssa176, i32 %.lcssa175, ptr addrspace(1) %1924, i32 %1935, i32 %1936) #5
  %1937 = add i32 %1781, %1420
  %1938 = sext i32 %1937 to i64
  %1939 = getelementptr float, ptr addrspace(1) %2, i64 %1938
  %1940 = and i1 %1424, %1785
  %1941 = ptrtoint ptr addrspace(1) %1939 to i64
  %1942 = and i64 %1941, 7
  %1943 = icmp eq i64 %1942, 0
  %1944 = and i1 %1940, %1943
  %1945 = and i1 %1428, %1944
  %1946 = xor i1 %1940, %1945
  %1947 = xor i1 %1785, %1944
  %1948 = and i1 %1428, %1947
  %1949 = zext i1 %1945 to i32
  %1950 = zext i1 %1946 to i32
  %1951 = zext i1 %1948 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1949, i32 %.lcssa174, i32 %.lcssa173, ptr addrspace(1) %1939, i32 %1950, i32 %1951) #5
  %1952 = add i32 %1800, %1420
  %1953 = sext i32 %1952 to i64
  %1954 = getelementptr float, ptr addrspace(1) %2, i64 %1953
  %1955 = and i1 %1424, %1804
  %1956 = ptrtoint ptr addrspace(1) %1954 to i64
  %1957 = and i64 %1956, 7
  %1958 = icmp eq i64 %1957, 0
  %1959 = and i1 %1955, %1958
  %1960 = and i1 %1428, %1959
  %1961 = xor i1 %1955, %1960
  %1962 = xor i1 %1804, %1959
  %1963 = and i1 %1428, %1962
  %1964 = zext i1 %1960 to i32
  %1965 = zext i1 %1961 to i32
  %1966 = zext i1 %1963 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1964, i32 %.lcssa172, i32 %.lcssa171, ptr addrspace(1) %1954, i32 %1965, i32 %1966) #5
  %1967 = add i32 %1781, %1457
  %1968 = sext i32 %1967 to i64
  %1969 = getelementptr float, ptr addrspace(1) %2, i64 %1968
  %1970 = and i1 %1461, %1785
  %1971 = ptrtoint ptr addrspace(1) %1969 to i64
  %1972 = and i64 %1971, 7
  %1973 = icmp eq i64 %1972, 0
  %1974 = and i1 %1970, %1973
  %1975 = and i1 %1465, %1974
  %1976 = xor i1 %1970, %1975
  %1977 = xor i1 %1785, %1974
  %1978 = and i1 %1465, %1977
  %1979 = zext i1 %1975 to i32
  %1980 = zext i1 %1976 to i32
  %1981 = zext i1 %1978 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1979, i32 %.lcssa170, i32 %.lcssa169, ptr addrspace(1) %1969, i32 %1980, i32 %1981) #5
  %1982 = add i32 %1800, %1457
  %1983 = sext i32 %1982 to i64
  %1984 = getelementptr float, ptr addrspace(1) %2, i64 %1983
  %1985 = and i1 %1461, %1804
  %1986 = ptrtoint ptr addrspace(1) %1984 to i64
  %1987 = and i64 %1986, 7
  %1988 = icmp eq i64 %1987, 0
  %1989 = and i1 %1985, %1988
  %1990 = and i1 %1465, %1989
  %1991 = xor i1 %1985, %1990
  %1992 = xor i1 %1804, %1989
  %1993 = and i1 %1465, %1992
  %1994 = zext i1 %1990 to i32
  %1995 = zext i1 %1991 to i32
  %1996 = zext i1 %1993 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1994, i32 %.lcssa168, i32 %.lcssa167, ptr addrspace(1) %1984, i32 %1995, i32 %1996) #5
  %1997 = add i32 %1781, %1494
  %1998 = sext i32 %1997 to i64
  %1999 = getelementptr float, ptr addrspace(1) %2, i64 %1998
  %2000 = and i1 %1498, %1785
  %2001 = ptrtoint ptr addrspace(1) %1999 to i64
  %2002 = and i64 %2001, 7
  %2003 = icmp eq i64 %2002, 0
  %2004 = and i1 %2000, %2003
  %2005 = and i1 %1502, %2004
  %2006 = xor i1 %2000, %2005
  %2007 = xor i1 %1785, %2004
  %2008 = and i1 %1502, %2007
  %2009 = zext i1 %2005 to i32
  %2010 = zext i1 %2006 to i32
  %2011 = zext i1 %2008 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2009, i32 %.lcssa166, i32 %.lcssa165, ptr addrspace(1) %1999, i32 %2010, i32 %2011) #5
  %2012 = add i32 %1800, %1494
  %2013 = sext i32 %2012 to i64
  %2014 = getelementptr float, ptr addrspace(1) %2, i64 %2013
  %2015 = and i1 %1498, %1804
  %2016 = ptrtoint ptr addrspace(1) %2014 to i64
  %2017 = and i64 %2016, 7
  %2018 = icmp eq i64 %2017, 0
  %2019 = and i1 %2015, %2018
  %2020 = and i1 %1502, %2019
  %2021 = xor i1 %2015, %2020
  %2022 = xor i1 %1804, %2019
  %2023 = and i1 %1502, %2022
  %2024 = zext i1 %2020 to i32
  %2025 = zext i1 %2021 to i32
  %2026 = zext i1 %2023 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2024, i32 %.lcssa164, i32 %.lcssa163, ptr addrspace(1) %2014, i32 %2025, i32 %2026) #5
  %2027 = or disjoint i32 %1218, 48
  %2028 = or disjoint i32 %2027, %1216
  %2029 = or disjoint i32 %2028, %26
  %2030 = mul i32 %2029, %4
  %2031 = add i32 %2030, %1228
  %2032 = sext i32 %2031 to i64
  %2033 = getelementptr float, ptr addrspace(1) %2, i64 %2032
  %2034 = icmp slt i32 %2029, %3
  %2035 = and i1 %1233, %2034
  %2036 = ptrtoint ptr addrspace(1) %2033 to i64
  %2037 = and i64 %2036, 7
  %2038 = icmp eq i64 %2037, 0
  %2039 = and i1 %2035, %2038
  %2040 = and i1 %1238, %2039
  %2041 = xor i1 %2035, %2040
  %2042 = xor i1 %2034, %2039
  %2043 = and i1 %1238, %2042
  %2044 = zext i1 %2040 to i32
  %2045 = zext i1 %2041 to i32
  %2046 = zext i1 %2043 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2044, i32 %.lcssa162, i32 %.lcssa161, ptr addrspace(1) %2033, i32 %2045, i32 %2046) #5
  %2047 = or disjoint i32 %2027, %1250
  %2048 = or disjoint i32 %2047, %26
  %2049 = mul i32 %2048, %4
  %2050 = add i32 %2049, %1228
  %2051 = sext i32 %2050 to i64
  %2052 = getelementptr float, ptr addrspace(1) %2, i64 %2051
  %2053 = icmp slt i32 %2048, %3
  %2054 = and i1 %1233, %2053
  %2055 = ptrtoint ptr addrspace(1) %2052 to i64
  %2056 = and i64 %2055, 7
  %2057 = icmp eq i64 %2056, 0
  %2058 = and i1 %2054, %2057
  %2059 = and i1 %1238, %2058
  %2060 = xor i1 %2054, %2059
  %2061 = xor i1 %2053, %2058
  %2062 = and i1 %1238, %2061
  %2063 = zext i1 %2059 to i32
  %2064 = zext i1 %2060 to i32
  %2065 = zext i1 %2062 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2063, i32 %.lcssa160, i32 %.lcssa159, ptr addrspace(1) %2052, i32 %2064, i32 %2065) #5
  %2066 = add i32 %2030, %1272
  %2067 = sext i32 %2066 to i64
  %2068 = getelementptr float, ptr addrspace(1) %2, i64 %2067
  %2069 = and i1 %1276, %2034
  %2070 = ptrtoint ptr addrspace(1) %2068 to i64
  %2071 = and i64 %2070, 7
  %2072 = icmp eq i64 %2071, 0
  %2073 = and i1 %2069, %2072
  %2074 = and i1 %1280, %2073
  %2075 = xor i1 %2069, %2074
  %2076 = xor i1 %2034, %2073
  %2077 = and i1 %1280, %2076
  %2078 = zext i1 %2074 to i32
  %2079 = zext i1 %2075 to i32
  %2080 = zext i1 %2077 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2078, i32 %.lcssa158, i32 %.lcssa157, ptr addrspace(1) %2068, i32 %2079, i32 %2080) #5
  %2081 = add i32 %2049, %1272
  %2082 = sext i32 %2081 to i64
  %2083 = getelementptr float, ptr addrspace(1) %2, i64 %2082
  %2084 = and i1 %1276, %2053
  %2085 = ptrtoint ptr addrspace(1) %2083 to i64
  %2086 = and i64 %2085, 7
  %2087 = icmp eq i64 %2086, 0
  %2088 = and i1 %2084, %2087
  %2089 = and i1 %1280, %2088
  %2090 = xor i1 %2084, %2089
  %2091 = xor i1 %2053, %2088
  %2092 = and i1 %1280, %2091
  %2093 = zext i1 %2089 to i32
  %2094 = zext i1 %2090 to i32
  %2095 = zext i1 %2092 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2093, i32 %.lcssa156, i32 %.lcssa155, ptr addrspace(1) %2083, i32 %2094, i32 %2095) #5
  %2096 = add i32 %2030, %1309
  %2097 = sext i32 %2096 to i64
  %2098 = getelementptr float, ptr addrspace(1) %2, i64 %2097
  %2099 = and i1 %1313, %2034
  %2100 = ptrtoint ptr addrspace(1) %2098 to i64
  %2101 = and i64 %2100, 7
  %2102 = icmp eq i64 %2101, 0
  %2103 = and i1 %2099, %2102
  %2104 = and i1 %1317, %2103
  %2105 = xor i1 %2099, %2104
  %2106 = xor i1 %2034, %2103
  %2107 = and i1 %1317, %2106
  %2108 = zext i1 %2104 to i32
  %2109 = zext i1 %2105 to i32
  %2110 = zext i1 %2107 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2108, i32 %.lcssa154, i32 %.lcssa153, ptr addrspace(1) %2098, i32 %2109, i32 %2110) #5
  %2111 = add i32 %2049, %1309
  %2112 = sext i32 %2111 to i64
  %2113 = getelementptr float, ptr addrspace(1) %2, i64 %2112
  %2114 = and i1 %1313, %2053
  %2115 = ptrtoint ptr addrspace(1) %2113 to i64
  %2116 = and i64 %2115, 7
  %2117 = icmp eq i64 %2116, 0
  %2118 = and i1 %2114, %2117
  %2119 = and i1 %1317, %2118
  %2120 = xor i1 %2114, %2119
  %2121 = xor i1 %2053, %2118
  %2122 = and i1 %1317, %2121
  %2123 = zext i1 %2119 to i32
  %2124 = zext i1 %2120 to i32
  %2125 = zext i1 %2122 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2123, i32 %.lcssa152, i32 %.lcssa151, ptr addrspace(1) %2113, i32 %2124, i32 %2125) #5
  %2126 = add i32 %2030, %1346
  %2127 = sext i32 %2126 to i64
  %2128 = getelementptr float, ptr addrspace(1) %2, i64 %2127
  %2129 = and i1 %1350, %2034
  %2130 = ptrtoint ptr addrspace(1) %2128 to i64
  %2131 = and i64 %2130, 7
  %2132 = icmp eq i64 %2131, 0
  %2133 = and i1 %2129, %2132
  %2134 = and i1 %1354, %2133
  %2135 = xor i1 %2129, %2134
  %2136 = xor i1 %2034, %2133
  %2137 = and i1 %1354, %2136
  %2138 = zext i1 %2134 to i32
  %2139 = zext i1 %2135 to i32
  %2140 = zext i1 %2137 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2138, i32 %.lcssa150, i32 %.lcssa149, ptr addrspace(1) %2128, i32 %2139, i32 %2140) #5
  %2141 = add i32 %2049, %1346
  %2142 = sext i32 %2141 to i64
  %2143 = getelementptr float, ptr addrspace(1) %2, i64 %2142
  %2144 = and i1 %1350, %2053
  %2145 = ptrtoint ptr addrspace(1) %2143 to i64
  %2146 = and i64 %2145, 7
  %2147 = icmp eq i64 %2146, 0
  %2148 = and i1 %2144, %2147
  %2149 = and i1 %1354, %2148
  %2150 = xor i1 %2144, %2149
  %2151 = xor i1 %2053, %2148
  %2152 = and i1 %1354, %2151
  %2153 = zext i1 %2149 to i32
  %2154 = zext i1 %2150 to i32
  %2155 = zext i1 %2152 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2153, i32 %.lcssa148, i32 %.lcssa147, ptr addrspace(1) %2143, i32 %2154, i32 %2155) #5
  %2156 = add i32 %2030, %1383
  %2157 = sext i32 %2156 to i64
  %2158 = getelementptr float, ptr addrspace(1) %2, i64 %2157
  %2159 = and i1 %1387, %2034
  %2160 = ptrtoint ptr addrspace(1) %2158 to i64
  %2161 = and i64 %2160, 7
  %2162 = icmp eq i64 %2161, 0
  %2163 = and i1 %2159, %2162
  %2164 = and i1 %1391, %2163
  %2165 = xor i1 %2159, %2164
  %2166 = xor i1 %2034, %2163
  %2167 = and i1 %1391, %2166
  %2168 = zext i1 %2164 to i32
  %2169 = zext i1 %2165 to i32
  %2170 = zext i1 %2167 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2168, i32 %.lcssa146, i32 %.lcssa145, ptr addrspace(1) %2158, i32 %2169, i32 %2170) #5
  %2171 = add i32 %2049, %1383
  %2172 = sext i32 %2171 to i64
  %2173 = getelementptr float, ptr addrspace(1) %2, i64 %2172
  %2174 = and i1 %1387, %2053
  %2175 = ptrtoint ptr addrspace(1) %2173 to i64
  %2176 = and i64 %2175, 7
  %2177 = icmp eq i64 %2176, 0
  %2178 = and i1 %2174, %2177
  %2179 = and i1 %1391, %2178
  %2180 = xor i1 %2174, %2179
  %2181 = xor i1 %2053, %2178
  %2182 = and i1 %1391, %2181
  %2183 = zext i1 %2179 to i32
  %2184 = zext i1 %2180 to i32
  %2185 = zext i1 %2182 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2183, i32 %.lcssa144, i32 %.lcssa143, ptr addrspace(1) %2173, i32 %2184, i32 %2185) #5
  %2186 = add i32 %2030, %1420
  %2187 = sext i32 %2186 to i64
  %2188 = getelementptr float, ptr addrspace(1) %2, i64 %2187
  %2189 = and i1 %1424, %2034
  %2190 = ptrtoint ptr addrspace(1) %2188 to i64
  %2191 = and i64 %2190, 7
  %2192 = icmp eq i64 %2191, 0
  %2193 = and i1 %2189, %2192
  %2194 = and i1 %1428, %2193
  %2195 = xor i1 %2189, %2194
  %2196 = xor i1 %2034, %2193
  %2197 = and i1 %1428, %2196
  %2198 = zext i1 %2194 to i32
  %2199 = zext i1 %2195 to i32
  %2200 = zext i1 %2197 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2198, i32 %.lcssa142, i32 %.lcssa141, ptr addrspace(1) %2188, i32 %2199, i32 %2200) #5
  %2201 = add i32 %2049, %1420
  %2202 = sext i32 %2201 to i64
  %2203 = getelementptr float, ptr addrspace(1) %2, i64 %2202
  %2204 = and i1 %1424, %2053
  %2205 = ptrtoint ptr addrspace(1) %2203 to i64
  %2206 = and i64 %2205, 7
  %2207 = icmp eq i64 %2206, 0
  %2208 = and i1 %2204, %2207
  %2209 = and i1 %1428, %2208
  %2210 = xor i1 %2204, %2209
  %2211 = xor i1 %2053, %2208
  %2212 = and i1 %1428, %2211
  %2213 = zext i1 %2209 to i32
  %2214 = zext i1 %2210 to i32
  %2215 = zext i1 %2212 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2213, i32 %.lcssa140, i32 %.lcssa139, ptr addrspace(1) %2203, i32 %2214, i32 %2215) #5
  %2216 = add i32 %2030, %1457
  %2217 = sext i32 %2216 to i64
  %2218 = getelementptr float, ptr addrspace(1) %2, i64 %2217
  %2219 = and i1 %1461, %2034
  %2220 = ptrtoint ptr addrspace(1) %2218 to i64
  %2221 = and i64 %2220, 7
  %2222 = icmp eq i64 %2221, 0
  %2223 = and i1 %2219, %2222
  %2224 = and i1 %1465, %2223
  %2225 = xor i1 %2219, %2224
  %2226 = xor i1 %2034, %2223
  %2227 = and i1 %1465, %2226
  %2228 = zext i1 %2224 to i32
  %2229 = zext i1 %2225 to i32
  %2230 = zext i1 %2227 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2228, i32 %.lcssa138, i32 %.lcssa137, ptr addrspace(1) %2218, i32 %2229, i32 %2230) #5
  %2231 = add i32 %2049, %1457
  %2232 = sext i32 %2231 to i64
  %2233 = getelementptr float, ptr addrspace(1) %2, i64 %2232
  %2234 = and i1 %1461, %2053
  %2235 = ptrtoint ptr addrspace(1) %2233 to i64
  %2236 = and i64 %2235, 7
  %2237 = icmp eq i64 %2236, 0
  %2238 = and i1 %2234, %2237
  %2239 = and i1 %1465, %2238
  %2240 = xor i1 %2234, %2239
  %2241 = xor i1 %2053, %2238
  %2242 = and i1 %1465, %2241
  %2243 = zext i1 %2239 to i32
  %2244 = zext i1 %2240 to i32
  %2245 = zext i1 %2242 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2243, i32 %.lcssa136, i32 %.lcssa135, ptr addrspace(1) %2233, i32 %2244, i32 %2245) #5
  %2246 = add i32 %2030, %1494
  %2247 = sext i32 %2246 to i64
  %2248 = getelementptr float, ptr addrspace(1) %2, i64 %2247
  %2249 = and i1 %1498, %2034
  %2250 = ptrtoint ptr addrspace(1) %2248 to i64
  %2251 = and i64 %2250, 7
  %2252 = icmp eq i64 %2251, 0
  %2253 = and i1 %2249, %2252
  %2254 = and i1 %1502, %2253
  %2255 = xor i1 %2249, %2254
  %2256 = xor i1 %2034, %2253
  %2257 = and i1 %1502, %2256
  %2258 = zext i1 %2254 to i32
  %2259 = zext i1 %2255 to i32
  %2260 = zext i1 %2257 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2258, i32 %.lcssa134, i32 %.lcssa133, ptr addrspace(1) %2248, i32 %2259, i32 %2260) #5
  %2261 = add i32 %2049, %1494
  %2262 = sext i32 %2261 to i64
  %2263 = getelementptr float, ptr addrspace(1) %2, i64 %2262
  %2264 = and i1 %1498, %2053
  %2265 = ptrtoint ptr addrspace(1) %2263 to i64
  %2266 = and i64 %2265, 7
  %2267 = icmp eq i64 %2266, 0
  %2268 = and i1 %2264, %2267
  %2269 = and i1 %1502, %2268
  %2270 = xor i1 %2264, %2269
  %2271 = xor i1 %2053, %2268
  %2272 = and i1 %1502, %2271
  %2273 = zext i1 %2269 to i32
  %2274 = zext i1 %2270 to i32
  %2275 = zext i1 %2272 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2273, i32 %.lcssa132, i32 %.lcssa131, ptr addrspace(1) %2263, i32 %2274, i32 %2275) #5
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
