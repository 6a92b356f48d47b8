; ModuleID = 'tile_kernels'
source_filename = "tile_kernels"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@gemm_box_scaled_smem = internal unnamed_addr addrspace(3) global [16384 x i8] undef, align 16
@gemm_box_scaled_dsmem = external addrspace(3) global [0 x i8], align 1024

; Function Attrs: nounwind
define ptx_kernel void @gemm_box_scaled(ptr byval([128 x i8]) align 64 "nvvm.grid_constant" %0, ptr byval([128 x i8]) align 64 "nvvm.grid_constant" %1, ptr addrspace(1) %2, ptr addrspace(1) %3, i32 %4, i32 %5, i32 %6) local_unnamed_addr #0 {
  %8 = tail call range(i32 0, 128) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %11 = shl nuw nsw i32 %10, 6
  %12 = shl i32 %9, 6
  %13 = and i32 %8, 63
  %14 = or disjoint i32 %12, %13
  %15 = icmp slt i32 %14, %5
  %16 = icmp eq i32 %8, 0
  br i1 %16, label %17, label %18

17:                                               ; preds = %7
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_scaled_dsmem, i64 49920) to i32)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_scaled_dsmem, i64 49920) to i32), i32 128)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_scaled_dsmem, i64 49920) to i32), i32 256)) #4
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #4
  br label %18

18:                                               ; preds = %17, %7
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %19 = icmp sgt i32 %6, 0
  %20 = and i1 %16, %19
  br i1 %20, label %.critedge, label %.critedge1

.critedge:                                        ; preds = %18
  %21 = ptrtoint ptr %1 to i64
  %22 = ptrtoint ptr %0 to i64
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_scaled_dsmem, i64 49920) to i32), i32 16384) #4
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @gemm_box_scaled_dsmem to i32), i64 %22, i32 0, i32 %11, i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_scaled_dsmem, i64 49920) to i32)) #4
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_scaled_dsmem, i64 24576) to i32), i64 %21, i32 0, i32 %12, i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_scaled_dsmem, i64 49920) to i32)) #4
  br label %.critedge1

.critedge1:                                       ; preds = %18, %.critedge
  %23 = and i1 %15, %19
  %24 = shl nuw nsw i32 %13, 2
  %25 = zext nneg i32 %24 to i64
  %26 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_scaled_dsmem, i64 49152), i64 %25
  %27 = sext i32 %14 to i64
  %28 = getelementptr float, ptr addrspace(1) %2, i64 %27
  %29 = select i1 %23, i32 4, i32 0
  %30 = ptrtoint ptr addrspace(3) %26 to i64
  %31 = trunc i64 %30 to i32
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %31, ptr addrspace(1) %28, i32 %29) #4
  call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #4
  %32 = icmp sgt i32 %6, 64
  %33 = and i1 %16, %32
  br i1 %33, label %.critedge3, label %.critedge4

.critedge3:                                       ; preds = %.critedge1
  %34 = ptrtoint ptr %1 to i64
  %35 = ptrtoint ptr %0 to i64
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_scaled_dsmem, i64 50048) to i32), i32 16384) #4
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_scaled_dsmem, i64 8192) to i32), i64 %35, i32 64, i32 %11, i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_scaled_dsmem, i64 50048) to i32)) #4
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_scaled_dsmem, i64 32768) to i32), i64 %34, i32 64, i32 %12, i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_scaled_dsmem, i64 50048) to i32)) #4
  br label %.critedge4

.critedge4:                                       ; preds = %.critedge1, %.critedge3
  %36 = add i32 %5, %14
  %37 = and i1 %15, %32
  %38 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_scaled_dsmem, i64 49408), i64 %25
  %39 = sext i32 %36 to i64
  %40 = getelementptr float, ptr addrspace(1) %2, i64 %39
  %41 = select i1 %37, i32 4, i32 0
  %42 = ptrtoint ptr addrspace(3) %38 to i64
  %43 = trunc i64 %42 to i32
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %43, ptr addrspace(1) %40, i32 %41) #4
  call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #4
  br i1 %19, label %.lr.ph, label %._crit_edge

.lr.ph:                                           ; preds = %.critedge4
  %44 = ptrtoint ptr %1 to i64
  %45 = ptrtoint ptr %0 to i64
  %46 = and i32 %8, 32
  %47 = lshr i32 %8, 1
  %48 = and i32 %47, 32
  %49 = or disjoint i32 %46, 16
  %50 = or disjoint i32 %48, 16
  %51 = and i32 %8, 7
  %52 = and i32 %8, 8
  %53 = and i32 %8, 15
  %54 = or disjoint i32 %48, %53
  %55 = and i32 %47, 8
  %56 = shl nuw nsw i32 %54, 6
  %57 = shl nuw nsw i32 %51, 3
  %58 = or disjoint i32 %46, %55
  %59 = or disjoint i32 %58, %51
  %60 = shl nuw nsw i32 %59, 6
  %61 = or disjoint i32 %49, %55
  %62 = or disjoint i32 %61, %51
  %63 = shl nuw nsw i32 %62, 6
  %64 = or disjoint i32 %50, %53
  %65 = shl nuw nsw i32 %64, 6
  %66 = zext nneg i32 %13 to i64
  %67 = getelementptr float, ptr addrspace(3) @gemm_box_scaled_smem, i64 %66
  %68 = shl nuw nsw i32 %8, 1
  %69 = and i32 %68, 6
  %70 = or disjoint i32 %69, %46
  %71 = zext nneg i32 %70 to i64
  %72 = getelementptr float, ptr addrspace(3) @gemm_box_scaled_smem, i64 %71
  %73 = or disjoint i32 %69, 1
  %74 = or disjoint i32 %73, %46
  %75 = zext nneg i32 %74 to i64
  %76 = getelementptr float, ptr addrspace(3) @gemm_box_scaled_smem, i64 %75
  %77 = or disjoint i32 %46, 8
  %78 = or disjoint i32 %77, %69
  %79 = zext nneg i32 %78 to i64
  %80 = getelementptr float, ptr addrspace(3) @gemm_box_scaled_smem, i64 %79
  %81 = or disjoint i32 %73, %77
  %82 = zext nneg i32 %81 to i64
  %83 = getelementptr float, ptr addrspace(3) @gemm_box_scaled_smem, i64 %82
  %84 = or disjoint i32 %49, %69
  %85 = zext nneg i32 %84 to i64
  %86 = getelementptr float, ptr addrspace(3) @gemm_box_scaled_smem, i64 %85
  %87 = or disjoint i32 %73, %49
  %88 = zext nneg i32 %87 to i64
  %89 = getelementptr float, ptr addrspace(3) @gemm_box_scaled_smem, i64 %88
  %90 = or disjoint i32 %46, 24
  %91 = or disjoint i32 %90, %69
  %92 = zext nneg i32 %91 to i64
  %93 = getelementptr float, ptr addrspace(3) @gemm_box_scaled_smem, i64 %92
  %94 = or disjoint i32 %73, %90
  %95 = zext nneg i32 %94 to i64
  %96 = getelementptr float, ptr addrspace(3) @gemm_box_scaled_smem, i64 %95
  %97 = shl nuw nsw i32 %8, 4
  %98 = zext nneg i32 %97 to i64
  %99 = getelementptr i8, ptr addrspace(3) @gemm_box_scaled_smem, i64 %98
  %100 = getelementptr i8, ptr addrspace(3) %99, i64 2048
  %101 = getelementptr i8, ptr addrspace(3) %99, i64 4096
  %102 = getelementptr i8, ptr addrspace(3) %99, i64 6144
  %103 = getelementptr i8, ptr addrspace(3) %99, i64 8192
  %104 = getelementptr i8, ptr addrspace(3) %99, i64 10240
  %105 = getelementptr i8, ptr addrspace(3) %99, i64 12288
  %106 = getelementptr i8, ptr addrspace(3) %99, i64 14336
  %107 = lshr i32 %8, 2
  %108 = and i32 %107, 7
  %109 = or disjoint i32 %48, %108
  %110 = shl nuw nsw i32 %109, 6
  %111 = or disjoint i32 %110, %70
  %112 = zext nneg i32 %111 to i64
  %113 = getelementptr float, ptr addrspace(3) @gemm_box_scaled_smem, i64 %112
  %114 = or disjoint i32 %110, %74
  %115 = zext nneg i32 %114 to i64
  %116 = getelementptr float, ptr addrspace(3) @gemm_box_scaled_smem, i64 %115
  %117 = or disjoint i32 %108, 8
  %118 = or disjoint i32 %117, %48
  %119 = shl nuw nsw i32 %118, 6
  %120 = or disjoint i32 %119, %70
  %121 = zext nneg i32 %120 to i64
  %122 = getelementptr float, ptr addrspace(3) @gemm_box_scaled_smem, i64 %121
  %123 = or disjoint i32 %119, %74
  %124 = zext nneg i32 %123 to i64
  %125 = getelementptr float, ptr addrspace(3) @gemm_box_scaled_smem, i64 %124
  %126 = or disjoint i32 %110, %78
  %127 = zext nneg i32 %126 to i64
  %128 = getelementptr float, ptr addrspace(3) @gemm_box_scaled_smem, i64 %127
  %129 = or disjoint i32 %110, %81
  %130 = zext nneg i32 %129 to i64
  %131 = getelementptr float, ptr addrspace(3) @gemm_box_scaled_smem, i64 %130
  %132 = or disjoint i32 %119, %78
  %133 = zext nneg i32 %132 to i64
  %134 = getelementptr float, ptr addrspace(3) @gemm_box_scaled_smem, i64 %133
  %135 = or disjoint i32 %119, %81
  %136 = zext nneg i32 %135 to i64
  %137 = getelementptr float, ptr addrspace(3) @gemm_box_scaled_smem, i64 %136
  %138 = or disjoint i32 %110, %84
  %139 = zext nneg i32 %138 to i64
  %140 = getelementptr float, ptr addrspace(3) @gemm_box_scaled_smem, i64 %139
  %141 = or disjoint i32 %110, %87
  %142 = zext nneg i32 %141 to i64
  %143 = getelementptr float, ptr addrspace(3) @gemm_box_scaled_smem, i64 %142
  %144 = or disjoint i32 %119, %84
  %145 = zext nneg i32 %144 to i64
  %146 = getelementptr float, ptr addrspace(3) @gemm_box_scaled_smem, i64 %145
  %147 = or disjoint i32 %119, %87
  %148 = zext nneg i32 %147 to i64
  %149 = getelementptr float, ptr addrspace(3) @gemm_box_scaled_smem, i64 %148
  %150 = or disjoint i32 %110, %91
  %151 = zext nneg i32 %150 to i64
  %152 = getelementptr float, ptr addrspace(3) @gemm_box_scaled_smem, i64 %151
  %153 = or disjoint i32 %110, %94
  %154 = zext nneg i32 %153 to i64
  %155 = getelementptr float, ptr addrspace(3) @gemm_box_scaled_smem, i64 %154
  %156 = or disjoint i32 %119, %91
  %157 = zext nneg i32 %156 to i64
  %158 = getelementptr float, ptr addrspace(3) @gemm_box_scaled_smem, i64 %157
  %159 = or disjoint i32 %119, %94
  %160 = zext nneg i32 %159 to i64
  %161 = getelementptr float, ptr addrspace(3) @gemm_box_scaled_smem, i64 %160
  %162 = or disjoint i32 %50, %108
  %163 = shl nuw nsw i32 %162, 6
  %164 = or disjoint i32 %163, %70
  %165 = zext nneg i32 %164 to i64
  %166 = getelementptr float, ptr addrspace(3) @gemm_box_scaled_smem, i64 %165
  %167 = or disjoint i32 %163, %74
  %168 = zext nneg i32 %167 to i64
  %169 = getelementptr float, ptr addrspace(3) @gemm_box_scaled_smem, i64 %168
  %170 = or disjoint i32 %50, %117
  %171 = shl nuw nsw i32 %170, 6
  %172 = or disjoint i32 %171, %70
  %173 = zext nneg i32 %172 to i64
  %174 = getelementptr float, ptr addrspace(3) @gemm_box_scaled_smem, i64 %173
  %175 = or disjoint i32 %171, %74
  %176 = zext nneg i32 %175 to i64
  %177 = getelementptr float, ptr addrspace(3) @gemm_box_scaled_smem, i64 %176
  %178 = or disjoint i32 %163, %78
  %179 = zext nneg i32 %178 to i64
  %180 = getelementptr float, ptr addrspace(3) @gemm_box_scaled_smem, i64 %179
  %181 = or disjoint i32 %163, %81
  %182 = zext nneg i32 %181 to i64
  %183 = getelementptr float, ptr addrspace(3) @gemm_box_scaled_smem, i64 %182
  %184 = or disjoint i32 %171, %78
  %185 = zext nneg i32 %184 to i64
  %186 = getelementptr float, ptr addrspace(3) @gemm_box_scaled_smem, i64 %185
  %187 = or disjoint i32 %171, %81
  %188 = zext nneg i32 %187 to i64
  %189 = getelementptr float, ptr addrspace(3) @gemm_box_scaled_smem, i64 %188
  %190 = or disjoint i32 %163, %84
  %191 = zext nneg i32 %190 to i64
  %192 = getelementptr float, ptr addrspace(3) @gemm_box_scaled_smem, i64 %191
  %193 = or disjoint i32 %163, %87
  %194 = zext nneg i32 %193 to i64
  %195 = getelementptr float, ptr addrspace(3) @gemm_box_scaled_smem, i64 %194
  %196 = or disjoint i32 %171, %84
  %197 = zext nneg i32 %196 to i64
  %198 = getelementptr float, ptr addrspace(3) @gemm_box_scaled_smem, i64 %197
  %199 = or disjoint i32 %171, %87
  %200 = zext nneg i32 %199 to i64
  %201 = getelementptr float, ptr addrspace(3) @gemm_box_scaled_smem, i64 %200
  %202 = or disjoint i32 %163, %91
  %203 = zext nneg i32 %202 to i64
  %204 = getelementptr float, ptr addrspace(3) @gemm_box_scaled_smem, i64 %203
  %205 = or disjoint i32 %163, %94
  %206 = zext nneg i32 %205 to i64
  %207 = getelementptr float, ptr addrspace(3) @gemm_box_scaled_smem, i64 %206
  %208 = or disjoint i32 %171, %91
  %209 = zext nneg i32 %208 to i64
  %210 = getelementptr float, ptr addrspace(3) @gemm_box_scaled_smem, i64 %209
  %211 = or disjoint i32 %171, %94
  %212 = zext nneg i32 %211 to i64
  %213 = getelementptr float, ptr addrspace(3) @gemm_box_scaled_smem, i64 %212
  %214 = xor i32 %55, %57
  %215 = or disjoint i32 %214, %56
  %216 = zext nneg i32 %215 to i64
  %217 = xor i32 %52, %57
  %218 = or disjoint i32 %217, %60
  %219 = zext nneg i32 %218 to i64
  %220 = or disjoint i32 %217, %63
  %221 = zext nneg i32 %220 to i64
  %222 = or disjoint i32 %214, %65
  %223 = zext nneg i32 %222 to i64
  %224 = or disjoint i32 %55, 16
  %225 = xor i32 %224, %57
  %226 = or disjoint i32 %225, %56
  %227 = zext nneg i32 %226 to i64
  %228 = or disjoint i32 %52, 16
  %229 = xor i32 %228, %57
  %230 = or disjoint i32 %229, %60
  %231 = zext nneg i32 %230 to i64
  %232 = or disjoint i32 %229, %63
  %233 = zext nneg i32 %232 to i64
  %234 = or disjoint i32 %225, %65
  %235 = zext nneg i32 %234 to i64
  %236 = or disjoint i32 %55, 32
  %237 = xor i32 %236, %57
  %238 = or disjoint i32 %237, %56
  %239 = zext nneg i32 %238 to i64
  %240 = or disjoint i32 %52, 32
  %241 = xor i32 %240, %57
  %242 = or disjoint i32 %241, %60
  %243 = zext nneg i32 %242 to i64
  %244 = or disjoint i32 %241, %63
  %245 = zext nneg i32 %244 to i64
  %246 = or disjoint i32 %237, %65
  %247 = zext nneg i32 %246 to i64
  %248 = or disjoint i32 %55, 48
  %249 = xor i32 %248, %57
  %250 = or disjoint i32 %249, %56
  %251 = zext nneg i32 %250 to i64
  %252 = or disjoint i32 %52, 48
  %253 = xor i32 %252, %57
  %254 = or disjoint i32 %253, %60
  %255 = zext nneg i32 %254 to i64
  %256 = or disjoint i32 %253, %63
  %257 = zext nneg i32 %256 to i64
  %258 = or disjoint i32 %249, %65
  %259 = zext nneg i32 %258 to i64
  %260 = getelementptr inbounds nuw i8, ptr addrspace(3) %99, i64 4
  %261 = getelementptr inbounds nuw i8, ptr addrspace(3) %99, i64 8
  %262 = getelementptr inbounds nuw i8, ptr addrspace(3) %99, i64 12
  %263 = getelementptr i8, ptr addrspace(3) %99, i64 2052
  %264 = getelementptr i8, ptr addrspace(3) %99, i64 2056
  %265 = getelementptr i8, ptr addrspace(3) %99, i64 2060
  %266 = getelementptr i8, ptr addrspace(3) %99, i64 4100
  %267 = getelementptr i8, ptr addrspace(3) %99, i64 4104
  %268 = getelementptr i8, ptr addrspace(3) %99, i64 4108
  %269 = getelementptr i8, ptr addrspace(3) %99, i64 6148
  %270 = getelementptr i8, ptr addrspace(3) %99, i64 6152
  %271 = getelementptr i8, ptr addrspace(3) %99, i64 6156
  %272 = getelementptr i8, ptr addrspace(3) %99, i64 8196
  %273 = getelementptr i8, ptr addrspace(3) %99, i64 8200
  %274 = getelementptr i8, ptr addrspace(3) %99, i64 8204
  %275 = getelementptr i8, ptr addrspace(3) %99, i64 10244
  %276 = getelementptr i8, ptr addrspace(3) %99, i64 10248
  %277 = getelementptr i8, ptr addrspace(3) %99, i64 10252
  %278 = getelementptr i8, ptr addrspace(3) %99, i64 12292
  %279 = getelementptr i8, ptr addrspace(3) %99, i64 12296
  %280 = getelementptr i8, ptr addrspace(3) %99, i64 12300
  %281 = getelementptr i8, ptr addrspace(3) %99, i64 14340
  %282 = getelementptr i8, ptr addrspace(3) %99, i64 14344
  %283 = getelementptr i8, ptr addrspace(3) %99, i64 14348
  br label %284

284:                                              ; preds = %.lr.ph, %349
  %285 = phi float [ 0.000000e+00, %.lr.ph ], [ %780, %349 ]
  %286 = phi float [ 0.000000e+00, %.lr.ph ], [ %779, %349 ]
  %287 = phi float [ 0.000000e+00, %.lr.ph ], [ %778, %349 ]
  %288 = phi float [ 0.000000e+00, %.lr.ph ], [ %777, %349 ]
  %289 = phi float [ 0.000000e+00, %.lr.ph ], [ %776, %349 ]
  %290 = phi float [ 0.000000e+00, %.lr.ph ], [ %775, %349 ]
  %291 = phi float [ 0.000000e+00, %.lr.ph ], [ %774, %349 ]
  %292 = phi float [ 0.000000e+00, %.lr.ph ], [ %773, %349 ]
  %293 = phi float [ 0.000000e+00, %.lr.ph ], [ %772, %349 ]
  %294 = phi float [ 0.000000e+00, %.lr.ph ], [ %771, %349 ]
  %295 = phi float [ 0.000000e+00, %.lr.ph ], [ %770, %349 ]
  %296 = phi float [ 0.000000e+00, %.lr.ph ], [ %769, %349 ]
  %297 = phi float [ 0.000000e+00, %.lr.ph ], [ %768, %349 ]
  %298 = phi float [ 0.000000e+00, %.lr.ph ], [ %767, %349 ]
  %299 = phi float [ 0.000000e+00, %.lr.ph ], [ %766, %349 ]
  %300 = phi float [ 0.000000e+00, %.lr.ph ], [ %765, %349 ]
  %301 = phi float [ 0.000000e+00, %.lr.ph ], [ %764, %349 ]
  %302 = phi float [ 0.000000e+00, %.lr.ph ], [ %763, %349 ]
  %303 = phi float [ 0.000000e+00, %.lr.ph ], [ %762, %349 ]
  %304 = phi float [ 0.000000e+00, %.lr.ph ], [ %761, %349 ]
  %305 = phi float [ 0.000000e+00, %.lr.ph ], [ %760, %349 ]
  %306 = phi float [ 0.000000e+00, %.lr.ph ], [ %759, %349 ]
  %307 = phi float [ 0.000000e+00, %.lr.ph ], [ %758, %349 ]
  %308 = phi float [ 0.000000e+00, %.lr.ph ], [ %757, %349 ]
  %309 = phi float [ 0.000000e+00, %.lr.ph ], [ %756, %349 ]
  %310 = phi float [ 0.000000e+00, %.lr.ph ], [ %755, %349 ]
  %311 = phi float [ 0.000000e+00, %.lr.ph ], [ %754, %349 ]
  %312 = phi float [ 0.000000e+00, %.lr.ph ], [ %753, %349 ]
  %313 = phi float [ 0.000000e+00, %.lr.ph ], [ %752, %349 ]
  %314 = phi float [ 0.000000e+00, %.lr.ph ], [ %751, %349 ]
  %315 = phi float [ 0.000000e+00, %.lr.ph ], [ %750, %349 ]
  %316 = phi float [ 0.000000e+00, %.lr.ph ], [ %749, %349 ]
  %317 = phi i32 [ 0, %.lr.ph ], [ %792, %349 ]
  %318 = lshr exact i32 %317, 6
  %319 = urem i32 %318, 3
  %320 = add i32 %317, 128
  %321 = add nuw nsw i32 %318, 2
  %322 = urem i32 %321, 3
  call void asm sideeffect "cp.async.wait_group 1;", "~{memory}"() #4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %323 = icmp slt i32 %320, %6
  %324 = and i1 %16, %323
  br i1 %324, label %325, label %.critedge6

325:                                              ; preds = %284
  %326 = shl nuw nsw i32 %322, 13
  %327 = zext nneg i32 %326 to i64
  %328 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_scaled_dsmem, i64 24576), i64 %327
  %329 = ptrtoint ptr addrspace(3) %328 to i64
  %330 = trunc i64 %329 to i32
  %331 = getelementptr i8, ptr addrspace(3) @gemm_box_scaled_dsmem, i64 %327
  %332 = ptrtoint ptr addrspace(3) %331 to i64
  %333 = trunc i64 %332 to i32
  %334 = shl nuw nsw i32 %322, 7
  %335 = zext nneg i32 %334 to i64
  %336 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_scaled_dsmem, i64 49920), i64 %335
  %337 = ptrtoint ptr addrspace(3) %336 to i64
  %338 = trunc i64 %337 to i32
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 %338, i32 16384) #4
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %333, i64 %45, i32 %320, i32 %11, i32 %338) #4
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %330, i64 %44, i32 %320, i32 %12, i32 %338) #4
  br label %.critedge6

.critedge6:                                       ; preds = %284, %325
  %339 = udiv i32 %317, 192
  %340 = and i32 %339, 1
  %341 = shl nuw nsw i32 %319, 7
  %342 = zext nneg i32 %341 to i64
  %343 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_scaled_dsmem, i64 49920), i64 %342
  %344 = ptrtoint ptr addrspace(3) %343 to i64
  %345 = trunc i64 %344 to i32
  br label %346

346:                                              ; preds = %346, %.critedge6
  %347 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %345, i32 %340) #4
  %348 = icmp eq i32 %347, 0
  br i1 %348, label %346, label %349

349:                                              ; preds = %346
  %350 = shl nuw nsw i32 %319, 13
  %351 = zext nneg i32 %350 to i64
  %352 = getelementptr i8, ptr addrspace(3) @gemm_box_scaled_dsmem, i64 %351
  %353 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_scaled_dsmem, i64 24576), i64 %351
  %354 = shl nuw nsw i32 %319, 8
  %355 = zext nneg i32 %354 to i64
  %gep = getelementptr i8, ptr addrspace(3) %26, i64 %355
  %356 = load float, ptr addrspace(3) %gep, align 4
  %357 = getelementptr bfloat, ptr addrspace(3) %352, i64 %216
  %358 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %357)
  %359 = extractvalue { i32, i32, i32, i32 } %358, 0
  %360 = extractvalue { i32, i32, i32, i32 } %358, 1
  %361 = extractvalue { i32, i32, i32, i32 } %358, 2
  %362 = extractvalue { i32, i32, i32, i32 } %358, 3
  %363 = getelementptr bfloat, ptr addrspace(3) %353, i64 %219
  %364 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %363)
  %365 = extractvalue { i32, i32, i32, i32 } %364, 0
  %366 = extractvalue { i32, i32, i32, i32 } %364, 1
  %367 = extractvalue { i32, i32, i32, i32 } %364, 2
  %368 = extractvalue { i32, i32, i32, i32 } %364, 3
  %369 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %359, i32 %360, i32 %361, i32 %362, i32 %365, i32 %366, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #4
  %370 = extractvalue { float, float, float, float } %369, 0
  %371 = extractvalue { float, float, float, float } %369, 1
  %372 = extractvalue { float, float, float, float } %369, 2
  %373 = extractvalue { float, float, float, float } %369, 3
  %374 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %359, i32 %360, i32 %361, i32 %362, i32 %367, i32 %368, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #4
  %375 = extractvalue { float, float, float, float } %374, 0
  %376 = extractvalue { float, float, float, float } %374, 1
  %377 = extractvalue { float, float, float, float } %374, 2
  %378 = extractvalue { float, float, float, float } %374, 3
  %379 = getelementptr bfloat, ptr addrspace(3) %353, i64 %221
  %380 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %379)
  %381 = extractvalue { i32, i32, i32, i32 } %380, 0
  %382 = extractvalue { i32, i32, i32, i32 } %380, 1
  %383 = extractvalue { i32, i32, i32, i32 } %380, 2
  %384 = extractvalue { i32, i32, i32, i32 } %380, 3
  %385 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %359, i32 %360, i32 %361, i32 %362, i32 %381, i32 %382, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #4
  %386 = extractvalue { float, float, float, float } %385, 0
  %387 = extractvalue { float, float, float, float } %385, 1
  %388 = extractvalue { float, float, float, float } %385, 2
  %389 = extractvalue { float, float, float, float } %385, 3
  %390 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %359, i32 %360, i32 %361, i32 %362, i32 %383, i32 %384, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #4
  %391 = extractvalue { float, float, float, float } %390, 0
  %392 = extractvalue { float, float, float, float } %390, 1
  %393 = extractvalue { float, float, float, float } %390, 2
  %394 = extractvalue { float, float, float, float } %390, 3
  %395 = getelementptr bfloat, ptr addrspace(3) %352, i64 %223
  %396 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %395)
  %397 = extractvalue { i32, i32, i32, i32 } %396, 0
  %398 = extractvalue { i32, i32, i32, i32 } %396, 1
  %399 = extractvalue { i32, i32, i32, i32 } %396, 2
  %400 = extractvalue { i32, i32, i32, i32 } %396, 3
  %401 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %397, i32 %398, i32 %399, i32 %400, i32 %365, i32 %366, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #4
  %402 = extractvalue { float, float, float, float } %401, 0
  %403 = extractvalue { float, float, float, float } %401, 1
  %404 = extractvalue { float, float, float, float } %401, 2
  %405 = extractvalue { float, float, float, float } %401, 3
  %406 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %397, i32 %398, i32 %399, i32 %400, i32 %367, i32 %368, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #4
  %407 = extractvalue { float, float, float, float } %406, 0
  %408 = extractvalue { float, float, float, float } %406, 1
  %409 = extractvalue { float, float, float, float } %406, 2
  %410 = extractvalue { float, float, float, float } %406, 3
  %411 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %397, i32 %398, i32 %399, i32 %400, i32 %381, i32 %382, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #4
  %412 = extractvalue { float, float, float, float } %411, 0
  %413 = extractvalue { float, float, float, float } %411, 1
  %414 = extractvalue { float, float, float, float } %411, 2
  %415 = extractvalue { float, float, float, float } %411, 3
  %416 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %397, i32 %398, i32 %399, i32 %400, i32 %383, i32 %384, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #4
  %417 = extractvalue { float, float, float, float } %416, 0
  %418 = extractvalue { float, float, float, float } %416, 1
  %419 = extractvalue { float, float, float, float } %416, 2
  %420 = extractvalue { float, float, float, float } %416, 3
  %421 = getelementptr bfloat, ptr addrspace(3) %352, i64 %227
  %422 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %421)
  %423 = extractvalue { i32, i32, i32, i32 } %422, 0
  %424 = extractvalue { i32, i32, i32, i32 } %422, 1
  %425 = extractvalue { i32, i32, i32, i32 } %422, 2
  %426 = extractvalue { i32, i32, i32, i32 } %422, 3
  %427 = getelementptr bfloat, ptr addrspace(3) %353, i64 %231
  %428 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %427)
  %429 = extractvalue { i32, i32, i32, i32 } %428, 0
  %430 = extractvalue { i32, i32, i32, i32 } %428, 1
  %431 = extractvalue { i32, i32, i32, i32 } %428, 2
  %432 = extractvalue { i32, i32, i32, i32 } %428, 3
  %433 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %423, i32 %424, i32 %425, i32 %426, i32 %429, i32 %430, float %370, float %371, float %372, float %373) #4
  %434 = extractvalue { float, float, float, float } %433, 0
  %435 = extractvalue { float, float, float, float } %433, 1
  %436 = extractvalue { float, float, float, float } %433, 2
  %437 = extractvalue { float, float, float, float } %433, 3
  %438 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %423, i32 %424, i32 %425, i32 %426, i32 %431, i32 %432, float %375, float %376, float %377, float %378) #4
  %439 = extractvalue { float, float, float, float } %438, 0
  %440 = extractvalue { float, float, float, float } %438, 1
  %441 = extractvalue { float, float, float, float } %438, 2
  %442 = extractvalue { float, float, float, float } %438, 3
  %443 = getelementptr bfloat, ptr addrspace(3) %353, i64 %233
  %444 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %443)
  %445 = extractvalue { i32, i32, i32, i32 } %444, 0
  %446 = extractvalue { i32, i32, i32, i32 } %444, 1
  %447 = extractvalue { i32, i32, i32, i32 } %444, 2
  %448 = extractvalue { i32, i32, i32, i32 } %444, 3
  %449 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %423, i32 %424, i32 %425, i32 %426, i32 %445, i32 %446, float %386, float %387, float %388, float %389) #4
  %450 = extractvalue { float, float, float, float } %449, 0
  %451 = extractvalue { float, float, float, float } %449, 1
  %452 = extractvalue { float, float, float, float } %449, 2
  %453 = extractvalue { float, float, float, float } %449, 3
  %454 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %423, i32 %424, i32 %425, i32 %426, i32 %447, i32 %448, float %391, float %392, float %393, float %394) #4
  %455 = extractvalue { float, float, float, float } %454, 0
  %456 = extractvalue { float, float, float, float } %454, 1
  %457 = extractvalue { float, float, float, float } %454, 2
  %458 = extractvalue { float, float, float, float } %454, 3
  %459 = getelementptr bfloat, ptr addrspace(3) %352, i64 %235
  %460 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %459)
  %461 = extractvalue { i32, i32, i32, i32 } %460, 0
  %462 = extractvalue { i32, i32, i32, i32 } %460, 1
  %463 = extractvalue { i32, i32, i32, i32 } %460, 2
  %464 = extractvalue { i32, i32, i32, i32 } %460, 3
  %465 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %461, i32 %462, i32 %463, i32 %464, i32 %429, i32 %430, float %402, float %403, float %404, float %405) #4
  %466 = extractvalue { float, float, float, float } %465, 0
  %467 = extractvalue { float, float, float, float } %465, 1
  %468 = extractvalue { float, float, float, float } %465, 2
  %469 = extractvalue { float, float, float, float } %465, 3
  %470 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %461, i32 %462, i32 %463, i32 %464, i32 %431, i32 %432, float %407, float %408, float %409, float %410) #4
  %471 = extractvalue { float, float, float, float } %470, 0
  %472 = extractvalue { float, float, float, float } %470, 1
  %473 = extractvalue { float, float, float, float } %470, 2
  %474 = extractvalue { float, float, float, float } %470, 3
  %475 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %461, i32 %462, i32 %463, i32 %464, i32 %445, i32 %446, float %412, float %413, float %414, float %415) #4
  %476 = extractvalue { float, float, float, float } %475, 0
  %477 = extractvalue { float, float, float, float } %475, 1
  %478 = extractvalue { float, float, float, float } %475, 2
  %479 = extractvalue { float, float, float, float } %475, 3
  %480 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %461, i32 %462, i32 %463, i32 %464, i32 %447, i32 %448, float %417, float %418, float %419, float %420) #4
  %481 = extractvalue { float, float, float, float } %480, 0
  %482 = extractvalue { float, float, float, float } %480, 1
  %483 = extractvalue { float, float, float, float } %480, 2
  %484 = extractvalue { float, float, float, float } %480, 3
  %485 = getelementptr bfloat, ptr addrspace(3) %352, i64 %239
  %486 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %485)
  %487 = extractvalue { i32, i32, i32, i32 } %486, 0
  %488 = extractvalue { i32, i32, i32, i32 } %486, 1
  %489 = extractvalue { i32, i32, i32, i32 } %486, 2
  %490 = extractvalue { i32, i32, i32, i32 } %486, 3
  %491 = getelementptr bfloat, ptr addrspace(3) %353, i64 %243
  %492 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %491)
  %493 = extractvalue { i32, i32, i32, i32 } %492, 0
  %494 = extractvalue { i32, i32, i32, i32 } %492, 1
  %495 = extractvalue { i32, i32, i32, i32 } %492, 2
  %496 = extractvalue { i32, i32, i32, i32 } %492, 3
  %497 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %487, i32 %488, i32 %489, i32 %490, i32 %493, i32 %494, float %434, float %435, float %436, float %437) #4
  %498 = extractvalue { float, float, float, float } %497, 0
  %499 = extractvalue { float, float, float, float } %497, 1
  %500 = extractvalue { float, float, float, float } %497, 2
  %501 = extractvalue { float, float, float, float } %497, 3
  %502 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %487, i32 %488, i32 %489, i32 %490, i32 %495, i32 %496, float %439, float %440, float %441, float %442) #4
  %503 = extractvalue { float, float, float, float } %502, 0
  %504 = extractvalue { float, float, float, float } %502, 1
  %505 = extractvalue { float, float, float, float } %502, 2
  %506 = extractvalue { float, float, float, float } %502, 3
  %507 = getelementptr bfloat, ptr addrspace(3) %353, i64 %245
  %508 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %507)
  %509 = extractvalue { i32, i32, i32, i32 } %508, 0
  %510 = extractvalue { i32, i32, i32, i32 } %508, 1
  %511 = extractvalue { i32, i32, i32, i32 } %508, 2
  %512 = extractvalue { i32, i32, i32, i32 } %508, 3
  %513 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %487, i32 %488, i32 %489, i32 %490, i32 %509, i32 %510, float %450, float %451, float %452, float %453) #4
  %514 = extractvalue { float, float, float, float } %513, 0
  %515 = extractvalue { float, float, float, float } %513, 1
  %516 = extractvalue { float, float, float, float } %513, 2
  %517 = extractvalue { float, float, float, float } %513, 3
  %518 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %487, i32 %488, i32 %489, i32 %490, i32 %511, i32 %512, float %455, float %456, float %457, float %458) #4
  %519 = extractvalue { float, float, float, float } %518, 0
  %520 = extractvalue { float, float, float, float } %518, 1
  %521 = extractvalue { float, float, float, float } %518, 2
  %522 = extractvalue { float, float, float, float } %518, 3
  %523 = getelementptr bfloat, ptr addrspace(3) %352, i64 %247
  %524 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %523)
  %525 = extractvalue { i32, i32, i32, i32 } %524, 0
  %526 = extractvalue { i32, i32, i32, i32 } %524, 1
  %527 = extractvalue { i32, i32, i32, i32 } %524, 2
  %528 = extractvalue { i32, i32, i32, i32 } %524, 3
  %529 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %525, i32 %526, i32 %527, i32 %528, i32 %493, i32 %494, float %466, float %467, float %468, float %469) #4
  %530 = extractvalue { float, float, float, float } %529, 0
  %531 = extractvalue { float, float, float, float } %529, 1
  %532 = extractvalue { float, float, float, float } %529, 2
  %533 = extractvalue { float, float, float, float } %529, 3
  %534 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %525, i32 %526, i32 %527, i32 %528, i32 %495, i32 %496, float %471, float %472, float %473, float %474) #4
  %535 = extractvalue { float, float, float, float } %534, 0
  %536 = extractvalue { float, float, float, float } %534, 1
  %537 = extractvalue { float, float, float, float } %534, 2
  %538 = extractvalue { float, float, float, float } %534, 3
  %539 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %525, i32 %526, i32 %527, i32 %528, i32 %509, i32 %510, float %476, float %477, float %478, float %479) #4
  %540 = extractvalue { float, float, float, float } %539, 0
  %541 = extractvalue { float, float, float, float } %539, 1
  %542 = extractvalue { float, float, float, float } %539, 2
  %543 = extractvalue { float, float, float, float } %539, 3
  %544 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %525, i32 %526, i32 %527, i32 %528, i32 %511, i32 %512, float %481, float %482, float %483, float %484) #4
  %545 = extractvalue { float, float, float, float } %544, 0
  %546 = extractvalue { float, float, float, float } %544, 1
  %547 = extractvalue { float, float, float, float } %544, 2
  %548 = extractvalue { float, float, float, float } %544, 3
  %549 = getelementptr bfloat, ptr addrspace(3) %352, i64 %251
  %550 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %549)
  %551 = extractvalue { i32, i32, i32, i32 } %550, 0
  %552 = extractvalue { i32, i32, i32, i32 } %550, 1
  %553 = extractvalue { i32, i32, i32, i32 } %550, 2
  %554 = extractvalue { i32, i32, i32, i32 } %550, 3
  %555 = getelementptr bfloat, ptr addrspace(3) %353, i64 %255
  %556 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %555)
  %557 = extractvalue { i32, i32, i32, i32 } %556, 0
  %558 = extractvalue { i32, i32, i32, i32 } %556, 1
  %559 = extractvalue { i32, i32, i32, i32 } %556, 2
  %560 = extractvalue { i32, i32, i32, i32 } %556, 3
  %561 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %551, i32 %552, i32 %553, i32 %554, i32 %557, i32 %558, float %498, float %499, float %500, float %501) #4
  %562 = extractvalue { float, float, float, float } %561, 0
  %563 = extractvalue { float, float, float, float } %561, 1
  %564 = extractvalue { float, float, float, float } %561, 2
  %565 = extractvalue { float, float, float, float } %561, 3
  %566 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %551, i32 %552, i32 %553, i32 %554, i32 %559, i32 %560, float %503, float %504, float %505, float %506) #4
  %567 = extractvalue { float, float, float, float } %566, 0
  %568 = extractvalue { float, float, float, float } %566, 1
  %569 = extractvalue { float, float, float, float } %566, 2
  %570 = extractvalue { float, float, float, float } %566, 3
  %571 = getelementptr bfloat, ptr addrspace(3) %353, i64 %257
  %572 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %571)
  %573 = extractvalue { i32, i32, i32, i32 } %572, 0
  %574 = extractvalue { i32, i32, i32, i32 } %572, 1
  %575 = extractvalue { i32, i32, i32, i32 } %572, 2
  %576 = extractvalue { i32, i32, i32, i32 } %572, 3
  %577 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %551, i32 %552, i32 %553, i32 %554, i32 %573, i32 %574, float %514, float %515, float %516, float %517) #4
  %578 = extractvalue { float, float, float, float } %577, 0
  %579 = extractvalue { float, float, float, float } %577, 1
  %580 = extractvalue { float, float, float, float } %577, 2
  %581 = extractvalue { float, float, float, float } %577, 3
  %582 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %551, i32 %552, i32 %553, i32 %554, i32 %575, i32 %576, float %519, float %520, float %521, float %522) #4
  %583 = extractvalue { float, float, float, float } %582, 0
  %584 = extractvalue { float, float, float, float } %582, 1
  %585 = extractvalue { float, float, float, float } %582, 2
  %586 = extractvalue { float, float, float, float } %582, 3
  %587 = getelementptr bfloat, ptr addrspace(3) %352, i64 %259
  %588 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %587)
  %589 = extractvalue { i32, i32, i32, i32 } %588, 0
  %590 = extractvalue { i32, i32, i32, i32 } %588, 1
  %591 = extractvalue { i32, i32, i32, i32 } %588, 2
  %592 = extractvalue { i32, i32, i32, i32 } %588, 3
  %593 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %589, i32 %590, i32 %591, i32 %592, i32 %557, i32 %558, float %530, float %531, float %532, float %533) #4
  %594 = extractvalue { float, float, float, float } %593, 0
  %595 = extractvalue { float, float, float, float } %593, 1
  %596 = extractvalue { float, float, float, float } %593, 2
  %597 = extractvalue { float, float, float, float } %593, 3
  %598 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %589, i32 %590, i32 %591, i32 %592, i32 %559, i32 %560, float %535, float %536, float %537, float %538) #4
  %599 = extractvalue { float, float, float, float } %598, 0
  %600 = extractvalue { float, float, float, float } %598, 1
  %601 = extractvalue { float, float, float, float } %598, 2
  %602 = extractvalue { float, float, float, float } %598, 3
  %603 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %589, i32 %590, i32 %591, i32 %592, i32 %573, i32 %574, float %540, float %541, float %542, float %543) #4
  %604 = extractvalue { float, float, float, float } %603, 0
  %605 = extractvalue { float, float, float, float } %603, 1
  %606 = extractvalue { float, float, float, float } %603, 2
  %607 = extractvalue { float, float, float, float } %603, 3
  %608 = call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %589, i32 %590, i32 %591, i32 %592, i32 %575, i32 %576, float %545, float %546, float %547, float %548) #4
  %609 = extractvalue { float, float, float, float } %608, 0
  %610 = extractvalue { float, float, float, float } %608, 1
  %611 = extractvalue { float, float, float, float } %608, 2
  %612 = extractvalue { float, float, float, float } %608, 3
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store float %356, ptr addrspace(3) %67, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %613 = load float, ptr addrspace(3) %72, align 8
  %614 = load float, ptr addrspace(3) %76, align 4
  %615 = load float, ptr addrspace(3) %80, align 8
  %616 = load float, ptr addrspace(3) %83, align 4
  %617 = load float, ptr addrspace(3) %86, align 8
  %618 = load float, ptr addrspace(3) %89, align 4
  %619 = load float, ptr addrspace(3) %93, align 8
  %620 = load float, ptr addrspace(3) %96, align 4
  %621 = fmul float %562, %613
  %622 = fmul float %563, %614
  %623 = fmul float %564, %613
  %624 = fmul float %565, %614
  %625 = fmul float %567, %615
  %626 = fmul float %568, %616
  %627 = fmul float %569, %615
  %628 = fmul float %570, %616
  %629 = fmul float %578, %617
  %630 = fmul float %579, %618
  %631 = fmul float %580, %617
  %632 = fmul float %581, %618
  %633 = fmul float %583, %619
  %634 = fmul float %584, %620
  %635 = fmul float %585, %619
  %636 = fmul float %586, %620
  %637 = fmul float %594, %613
  %638 = fmul float %595, %614
  %639 = fmul float %596, %613
  %640 = fmul float %597, %614
  %641 = fmul float %599, %615
  %642 = fmul float %600, %616
  %643 = fmul float %601, %615
  %644 = fmul float %602, %616
  %645 = fmul float %604, %617
  %646 = fmul float %605, %618
  %647 = fmul float %606, %617
  %648 = fmul float %607, %618
  %649 = fmul float %609, %619
  %650 = fmul float %610, %620
  %651 = fmul float %611, %619
  %652 = fmul float %612, %620
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %653 = insertelement <4 x float> poison, float %316, i64 0
  %654 = insertelement <4 x float> %653, float %315, i64 1
  %655 = insertelement <4 x float> %654, float %314, i64 2
  %656 = insertelement <4 x float> %655, float %313, i64 3
  store <4 x float> %656, ptr addrspace(3) %99, align 16
  %657 = insertelement <4 x float> poison, float %312, i64 0
  %658 = insertelement <4 x float> %657, float %311, i64 1
  %659 = insertelement <4 x float> %658, float %310, i64 2
  %660 = insertelement <4 x float> %659, float %309, i64 3
  store <4 x float> %660, ptr addrspace(3) %100, align 16
  %661 = insertelement <4 x float> poison, float %308, i64 0
  %662 = insertelement <4 x float> %661, float %307, i64 1
  %663 = insertelement <4 x float> %662, float %306, i64 2
  %664 = insertelement <4 x float> %663, float %305, i64 3
  store <4 x float> %664, ptr addrspace(3) %101, align 16
  %665 = insertelement <4 x float> poison, float %304, i64 0
  %666 = insertelement <4 x float> %665, float %303, i64 1
  %667 = insertelement <4 x float> %666, float %302, i64 2
  %668 = insertelement <4 x float> %667, float %301, i64 3
  store <4 x float> %668, ptr addrspace(3) %102, align 16
  %669 = insertelement <4 x float> poison, float %300, i64 0
  %670 = insertelement <4 x float> %669, float %299, i64 1
  %671 = insertelement <4 x float> %670, float %298, i64 2
  %672 = insertelement <4 x float> %671, float %297, i64 3
  store <4 x float> %672, ptr addrspace(3) %103, align 16
  %673 = insertelement <4 x float> poison, float %296, i64 0
  %674 = insertelement <4 x float> %673, float %295, i64 1
  %675 = insertelement <4 x float> %674, float %294, i64 2
  %676 = insertelement <4 x float> %675, float %293, i64 3
  store <4 x float> %676, ptr addrspace(3) %104, align 16
  %677 = insertelement <4 x float> poison, float %292, i64 0
  %678 = insertelement <4 x float> %677, float %291, i64 1
  %679 = insertelement <4 x float> %678, float %290, i64 2
  %680 = insertelement <4 x float> %679, float %289, i64 3
  store <4 x float> %680, ptr addrspace(3) %105, align 16
  %681 = insertelement <4 x float> poison, float %288, i64 0
  %682 = insertelement <4 x float> %681, float %287, i64 1
  %683 = insertelement <4 x float> %682, float %286, i64 2
  %684 = insertelement <4 x float> %683, float %285, i64 3
  store <4 x float> %684, ptr addrspace(3) %106, align 16
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %685 = load float, ptr addrspace(3) %113, align 8
  %686 = load float, ptr addrspace(3) %116, align 4
  %687 = load float, ptr addrspace(3) %122, align 8
  %688 = load float, ptr addrspace(3) %125, align 4
  %689 = load float, ptr addrspace(3) %128, align 8
  %690 = load float, ptr addrspace(3) %131, align 4
  %691 = load float, ptr addrspace(3) %134, align 8
  %692 = load float, ptr addrspace(3) %137, align 4
  %693 = load float, ptr addrspace(3) %140, align 8
  %694 = load float, ptr addrspace(3) %143, align 4
  %695 = load float, ptr addrspace(3) %146, align 8
  %696 = load float, ptr addrspace(3) %149, align 4
  %697 = load float, ptr addrspace(3) %152, align 8
  %698 = load float, ptr addrspace(3) %155, align 4
  %699 = load float, ptr addrspace(3) %158, align 8
  %700 = load float, ptr addrspace(3) %161, align 4
  %701 = load float, ptr addrspace(3) %166, align 8
  %702 = load float, ptr addrspace(3) %169, align 4
  %703 = load float, ptr addrspace(3) %174, align 8
  %704 = load float, ptr addrspace(3) %177, align 4
  %705 = load float, ptr addrspace(3) %180, align 8
  %706 = load float, ptr addrspace(3) %183, align 4
  %707 = load float, ptr addrspace(3) %186, align 8
  %708 = load float, ptr addrspace(3) %189, align 4
  %709 = load float, ptr addrspace(3) %192, align 8
  %710 = load float, ptr addrspace(3) %195, align 4
  %711 = load float, ptr addrspace(3) %198, align 8
  %712 = load float, ptr addrspace(3) %201, align 4
  %713 = load float, ptr addrspace(3) %204, align 8
  %714 = load float, ptr addrspace(3) %207, align 4
  %715 = load float, ptr addrspace(3) %210, align 8
  %716 = load float, ptr addrspace(3) %213, align 4
  %717 = fadd float %621, %685
  %718 = fadd float %622, %686
  %719 = fadd float %623, %687
  %720 = fadd float %624, %688
  %721 = fadd float %625, %689
  %722 = fadd float %626, %690
  %723 = fadd float %627, %691
  %724 = fadd float %628, %692
  %725 = fadd float %629, %693
  %726 = fadd float %630, %694
  %727 = fadd float %631, %695
  %728 = fadd float %632, %696
  %729 = fadd float %633, %697
  %730 = fadd float %634, %698
  %731 = fadd float %635, %699
  %732 = fadd float %636, %700
  %733 = fadd float %637, %701
  %734 = fadd float %638, %702
  %735 = fadd float %639, %703
  %736 = fadd float %640, %704
  %737 = fadd float %641, %705
  %738 = fadd float %642, %706
  %739 = fadd float %643, %707
  %740 = fadd float %644, %708
  %741 = fadd float %645, %709
  %742 = fadd float %646, %710
  %743 = fadd float %647, %711
  %744 = fadd float %648, %712
  %745 = fadd float %649, %713
  %746 = fadd float %650, %714
  %747 = fadd float %651, %715
  %748 = fadd float %652, %716
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store float %717, ptr addrspace(3) %113, align 8
  store float %718, ptr addrspace(3) %116, align 4
  store float %719, ptr addrspace(3) %122, align 8
  store float %720, ptr addrspace(3) %125, align 4
  store float %721, ptr addrspace(3) %128, align 8
  store float %722, ptr addrspace(3) %131, align 4
  store float %723, ptr addrspace(3) %134, align 8
  store float %724, ptr addrspace(3) %137, align 4
  store float %725, ptr addrspace(3) %140, align 8
  store float %726, ptr addrspace(3) %143, align 4
  store float %727, ptr addrspace(3) %146, align 8
  store float %728, ptr addrspace(3) %149, align 4
  store float %729, ptr addrspace(3) %152, align 8
  store float %730, ptr addrspace(3) %155, align 4
  store float %731, ptr addrspace(3) %158, align 8
  store float %732, ptr addrspace(3) %161, align 4
  store float %733, ptr addrspace(3) %166, align 8
  store float %734, ptr addrspace(3) %169, align 4
  store float %735, ptr addrspace(3) %174, align 8
  store float %736, ptr addrspace(3) %177, align 4
  store float %737, ptr addrspace(3) %180, align 8
  store float %738, ptr addrspace(3) %183, align 4
  store float %739, ptr addrspace(3) %186, align 8
  store float %740, ptr addrspace(3) %189, align 4
  store float %741, ptr addrspace(3) %192, align 8
  store float %742, ptr addrspace(3) %195, align 4
  store float %743, ptr addrspace(3) %198, align 8
  store float %744, ptr addrspace(3) %201, align 4
  store float %745, ptr addrspace(3) %204, align 8
  store float %746, ptr addrspace(3) %207, align 4
  store float %747, ptr addrspace(3) %210, align 8
  store float %748, ptr addrspace(3) %213, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %749 = load float, ptr addrspace(3) %99, align 16
  %750 = load float, ptr addrspace(3) %260, align 4
  %751 = load float, ptr addrspace(3) %261, align 8
  %752 = load float, ptr addrspace(3) %262, align 4
  %753 = load float, ptr addrspace(3) %100, align 16
  %754 = load float, ptr addrspace(3) %263, align 4
  %755 = load float, ptr addrspace(3) %264, align 8
  %756 = load float, ptr addrspace(3) %265, align 4
  %757 = load float, ptr addrspace(3) %101, align 16
  %758 = load float, ptr addrspace(3) %266, align 4
  %759 = load float, ptr addrspace(3) %267, align 8
  %760 = load float, ptr addrspace(3) %268, align 4
  %761 = load float, ptr addrspace(3) %102, align 16
  %762 = load float, ptr addrspace(3) %269, align 4
  %763 = load float, ptr addrspace(3) %270, align 8
  %764 = load float, ptr addrspace(3) %271, align 4
  %765 = load float, ptr addrspace(3) %103, align 16
  %766 = load float, ptr addrspace(3) %272, align 4
  %767 = load float, ptr addrspace(3) %273, align 8
  %768 = load float, ptr addrspace(3) %274, align 4
  %769 = load float, ptr addrspace(3) %104, align 16
  %770 = load float, ptr addrspace(3) %275, align 4
  %771 = load float, ptr addrspace(3) %276, align 8
  %772 = load float, ptr addrspace(3) %277, align 4
  %773 = load float, ptr addrspace(3) %105, align 16
  %774 = load float, ptr addrspace(3) %278, align 4
  %775 = load float, ptr addrspace(3) %279, align 8
  %776 = load float, ptr addrspace(3) %280, align 4
  %777 = load float, ptr addrspace(3) %106, align 16
  %778 = load float, ptr addrspace(3) %281, align 4
  %779 = load float, ptr addrspace(3) %282, align 8
  %780 = load float, ptr addrspace(3) %283, align 4
  %781 = lshr exact i32 %320, 6
  %782 = mul i32 %781, %5
  %783 = add i32 %782, %14
  %784 = and i1 %15, %323
  %785 = shl nuw nsw i32 %322, 8
  %786 = zext nneg i32 %785 to i64
  %gep75 = getelementptr i8, ptr addrspace(3) %26, i64 %786
  %787 = sext i32 %783 to i64
  %788 = getelementptr float, ptr addrspace(1) %2, i64 %787
  %789 = select i1 %784, i32 4, i32 0
  %790 = ptrtoint ptr addrspace(3) %gep75 to i64
  %791 = trunc i64 %790 to i32
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %791, ptr addrspace(1) %788, i32 %789) #4
  call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #4
  %792 = add i32 %317, 64
  %793 = icmp slt i32 %792, %6
  br i1 %793, label %284, label %._crit_edge.loopexit

._crit_edge.loopexit:                             ; preds = %349
  %794 = bitcast float %749 to i32
  %795 = bitcast float %750 to i32
  %796 = bitcast float %751 to i32
  %797 = bitcast float %752 to i32
  %798 = bitcast float %753 to i32
  %799 = bitcast float %754 to i32
  %800 = bitcast float %755 to i32
  %801 = bitcast float %756 to i32
  %802 = bitcast float %757 to i32
  %803 = bitcast float %758 to i32
  %804 = bitcast float %759 to i32
  %805 = bitcast float %760 to i32
  %806 = bitcast float %761 to i32
  %807 = bitcast float %762 to i32
  %808 = bitcast float %763 to i32
  %809 = bitcast float %764 to i32
  %810 = bitcast float %765 to i32
  %811 = bitcast float %766 to i32
  %812 = bitcast float %767 to i32
  %813 = bitcast float %768 to i32
  %814 = bitcast float %769 to i32
  %815 = bitcast float %770 to i32
  %816 = bitcast float %771 to i32
  %817 = bitcast float %772 to i32
  %818 = bitcast float %773 to i32
  %819 = bitcast float %774 to i32
  %820 = bitcast float %775 to i32
  %821 = bitcast float %776 to i32
  %822 = bitcast float %777 to i32
  %823 = bitcast float %778 to i32
  %824 = bitcast float %779 to i32
  %825 = bitcast float %780 to i32
  br label %._crit_edge

._crit_edge:                                      ; preds = %._crit_edge.loopexit, %.critedge4
  %.lcssa73 = phi i32 [ 0, %.critedge4 ], [ %794, %._crit_edge.loopexit ]
  %.lcssa72 = phi i32 [ 0, %.critedge4 ], [ %795, %._crit_edge.loopexit ]
  %.lcssa71 = phi i32 [ 0, %.critedge4 ], [ %796, %._crit_edge.loopexit ]
  %.lcssa70 = phi i32 [ 0, %.critedge4 ], [ %797, %._crit_edge.loopexit ]
  %.lcssa69 = phi i32 [ 0, %.critedge4 ], [ %798, %._crit_edge.loopexit ]
  %.lcssa68 = phi i32 [ 0, %.critedge4 ], [ %799, %._crit_edge.loopexit ]
  %.lcssa67 = phi i32 [ 0, %.critedge4 ], [ %800, %._crit_edge.loopexit ]
  %.lcssa66 = phi i32 [ 0, %.critedge4 ], [ %801, %._crit_edge.loopexit ]
  %.lcssa65 = phi i32 [ 0, %.critedge4 ], [ %802, %._crit_edge.loopexit ]
  %.lcssa64 = phi i32 [ 0, %.critedge4 ], [ %803, %._crit_edge.loopexit ]
  %.lcssa63 = phi i32 [ 0, %.critedge4 ], [ %804, %._crit_edge.loopexit ]
  %.lcssa62 = phi i32 [ 0, %.critedge4 ], [ %805, %._crit_edge.loopexit ]
  %.lcssa61 = phi i32 [ 0, %.critedge4 ], [ %806, %._crit_edge.loopexit ]
  %.lcssa60 = phi i32 [ 0, %.critedge4 ], [ %807, %._crit_edge.loopexit ]
  %.lcssa59 = phi i32 [ 0, %.critedge4 ], [ %808, %._crit_edge.loopexit ]
  %.lcssa58 = phi i32 [ 0, %.critedge4 ], [ %809, %._crit_edge.loopexit ]
  %.lcssa57 = phi i32 [ 0, %.critedge4 ], [ %810, %._crit_edge.loopexit ]
  %.lcssa56 = phi i32 [ 0, %.critedge4 ], [ %811, %._crit_edge.loopexit ]
  %.lcssa55 = phi i32 [ 0, %.critedge4 ], [ %812, %._crit_edge.loopexit ]
  %.lcssa54 = phi i32 [ 0, %.critedge4 ], [ %813, %._crit_edge.loopexit ]
  %.lcssa53 = phi i32 [ 0, %.critedge4 ], [ %814, %._crit_edge.loopexit ]
  %.lcssa52 = phi i32 [ 0, %.critedge4 ], [ %815, %._crit_edge.loopexit ]
  %.lcssa51 = phi i32 [ 0, %.critedge4 ], [ %816, %._crit_edge.loopexit ]
  %.lcssa50 = phi i32 [ 0, %.critedge4 ], [ %817, %._crit_edge.loopexit ]
  %.lcssa49 = phi i32 [ 0, %.critedge4 ], [ %818, %._crit_edge.loopexit ]
  %.lcssa48 = phi i32 [ 0, %.critedge4 ], [ %819, %._crit_edge.loopexit ]
  %.lcssa47 = phi i32 [ 0, %.critedge4 ], [ %820, %._crit_edge.loopexit ]
  %.lcssa46 = phi i32 [ 0, %.critedge4 ], [ %821, %._crit_edge.loopexit ]
  %.lcssa45 = phi i32 [ 0, %.critedge4 ], [ %822, %._crit_edge.loopexit ]
  %.lcssa44 = phi i32 [ 0, %.critedge4 ], [ %823, %._crit_edge.loopexit ]
  %.lcssa43 = phi i32 [ 0, %.critedge4 ], [ %824, %._crit_edge.loopexit ]
  %.lcssa42 = phi i32 [ 0, %.critedge4 ], [ %825, %._crit_edge.loopexit ]
  call void asm sideeffect "cp.async.wait_group 0;", "~{memory}"() #4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %16, label %826, label %827

826:                                              ; preds = %._crit_edge
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_scaled_dsmem, i64 49920) to i32)) #4
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_scaled_dsmem, i64 49920) to i32), i32 128)) #4
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_scaled_dsmem, i64 49920) to i32), i32 256)) #4
  br label %827

827:                                              ; preds = %826, %._crit_edge
  %828 = shl nuw nsw i32 %8, 2
  %829 = lshr i32 %8, 4
  %830 = or disjoint i32 %11, %829
  %831 = or disjoint i32 %830, 8
  %832 = or disjoint i32 %828, 513
  %833 = lshr i32 %832, 6
  %834 = or disjoint i32 %833, %11
  %835 = or disjoint i32 %828, 514
  %836 = lshr i32 %835, 6
  %837 = or disjoint i32 %836, %11
  %838 = or disjoint i32 %828, 515
  %839 = lshr i32 %838, 6
  %840 = or disjoint i32 %839, %11
  %841 = or disjoint i32 %830, 16
  %842 = or disjoint i32 %828, 1025
  %843 = lshr i32 %842, 6
  %844 = or disjoint i32 %843, %11
  %845 = or disjoint i32 %828, 1026
  %846 = lshr i32 %845, 6
  %847 = or disjoint i32 %846, %11
  %848 = or disjoint i32 %828, 1027
  %849 = lshr i32 %848, 6
  %850 = or disjoint i32 %849, %11
  %851 = or disjoint i32 %830, 24
  %852 = or disjoint i32 %828, 1537
  %853 = lshr i32 %852, 6
  %854 = or disjoint i32 %853, %11
  %855 = or disjoint i32 %828, 1538
  %856 = lshr i32 %855, 6
  %857 = or disjoint i32 %856, %11
  %858 = or disjoint i32 %828, 1539
  %859 = lshr i32 %858, 6
  %860 = or disjoint i32 %859, %11
  %861 = or disjoint i32 %830, 32
  %862 = or disjoint i32 %828, 2049
  %863 = lshr i32 %862, 6
  %864 = or disjoint i32 %863, %11
  %865 = or disjoint i32 %828, 2050
  %866 = lshr i32 %865, 6
  %867 = or disjoint i32 %866, %11
  %868 = or disjoint i32 %828, 2051
  %869 = lshr i32 %868, 6
  %870 = or disjoint i32 %869, %11
  %871 = or disjoint i32 %830, 40
  %872 = or disjoint i32 %828, 2561
  %873 = lshr i32 %872, 6
  %874 = or disjoint i32 %873, %11
  %875 = or disjoint i32 %828, 2562
  %876 = lshr i32 %875, 6
  %877 = or disjoint i32 %876, %11
  %878 = or disjoint i32 %828, 2563
  %879 = lshr i32 %878, 6
  %880 = or disjoint i32 %879, %11
  %881 = or disjoint i32 %830, 48
  %882 = or disjoint i32 %828, 3073
  %883 = lshr i32 %882, 6
  %884 = or disjoint i32 %883, %11
  %885 = or disjoint i32 %828, 3074
  %886 = lshr i32 %885, 6
  %887 = or disjoint i32 %886, %11
  %888 = or disjoint i32 %828, 3075
  %889 = lshr i32 %888, 6
  %890 = or disjoint i32 %889, %11
  %891 = or disjoint i32 %830, 56
  %892 = or disjoint i32 %828, 3585
  %893 = lshr i32 %892, 6
  %894 = or disjoint i32 %893, %11
  %895 = or disjoint i32 %828, 3586
  %896 = lshr i32 %895, 6
  %897 = or disjoint i32 %896, %11
  %898 = or disjoint i32 %828, 3587
  %899 = lshr i32 %898, 6
  %900 = or disjoint i32 %899, %11
  %901 = and i32 %828, 60
  %902 = or disjoint i32 %901, %12
  %903 = or disjoint i32 %902, 1
  %904 = or disjoint i32 %902, 2
  %905 = or disjoint i32 %902, 3
  %906 = and i32 %832, 61
  %907 = or disjoint i32 %906, %12
  %908 = and i32 %835, 62
  %909 = or disjoint i32 %908, %12
  %910 = and i32 %838, 63
  %911 = or disjoint i32 %910, %12
  %912 = and i32 %842, 61
  %913 = or disjoint i32 %912, %12
  %914 = and i32 %845, 62
  %915 = or disjoint i32 %914, %12
  %916 = and i32 %848, 63
  %917 = or disjoint i32 %916, %12
  %918 = and i32 %852, 61
  %919 = or disjoint i32 %918, %12
  %920 = and i32 %855, 62
  %921 = or disjoint i32 %920, %12
  %922 = and i32 %858, 63
  %923 = or disjoint i32 %922, %12
  %924 = and i32 %862, 61
  %925 = or disjoint i32 %924, %12
  %926 = and i32 %865, 62
  %927 = or disjoint i32 %926, %12
  %928 = and i32 %868, 63
  %929 = or disjoint i32 %928, %12
  %930 = and i32 %872, 61
  %931 = or disjoint i32 %930, %12
  %932 = and i32 %875, 62
  %933 = or disjoint i32 %932, %12
  %934 = and i32 %878, 63
  %935 = or disjoint i32 %934, %12
  %936 = and i32 %882, 61
  %937 = or disjoint i32 %936, %12
  %938 = and i32 %885, 62
  %939 = or disjoint i32 %938, %12
  %940 = and i32 %888, 63
  %941 = or disjoint i32 %940, %12
  %942 = and i32 %892, 61
  %943 = or disjoint i32 %942, %12
  %944 = and i32 %895, 62
  %945 = or disjoint i32 %944, %12
  %946 = and i32 %898, 63
  %947 = or disjoint i32 %946, %12
  %948 = mul i32 %5, %830
  %949 = mul i32 %5, %831
  %950 = mul i32 %5, %841
  %951 = mul i32 %5, %851
  %952 = mul i32 %5, %861
  %953 = mul i32 %5, %871
  %954 = mul i32 %5, %881
  %955 = mul i32 %5, %891
  %956 = add i32 %948, %902
  %957 = add i32 %949, %902
  %958 = add i32 %950, %902
  %959 = add i32 %951, %902
  %960 = add i32 %952, %902
  %961 = add i32 %953, %902
  %962 = add i32 %954, %902
  %963 = add i32 %955, %902
  %964 = icmp slt i32 %830, %4
  %965 = icmp slt i32 %831, %4
  %966 = icmp slt i32 %834, %4
  %967 = icmp slt i32 %837, %4
  %968 = icmp slt i32 %840, %4
  %969 = icmp slt i32 %841, %4
  %970 = icmp slt i32 %844, %4
  %971 = icmp slt i32 %847, %4
  %972 = icmp slt i32 %850, %4
  %973 = icmp slt i32 %851, %4
  %974 = icmp slt i32 %854, %4
  %975 = icmp slt i32 %857, %4
  %976 = icmp slt i32 %860, %4
  %977 = icmp slt i32 %861, %4
  %978 = icmp slt i32 %864, %4
  %979 = icmp slt i32 %867, %4
  %980 = icmp slt i32 %870, %4
  %981 = icmp slt i32 %871, %4
  %982 = icmp slt i32 %874, %4
  %983 = icmp slt i32 %877, %4
  %984 = icmp slt i32 %880, %4
  %985 = icmp slt i32 %881, %4
  %986 = icmp slt i32 %884, %4
  %987 = icmp slt i32 %887, %4
  %988 = icmp slt i32 %890, %4
  %989 = icmp slt i32 %891, %4
  %990 = icmp slt i32 %894, %4
  %991 = icmp slt i32 %897, %4
  %992 = icmp slt i32 %900, %4
  %993 = icmp slt i32 %902, %5
  %994 = icmp slt i32 %903, %5
  %995 = icmp slt i32 %904, %5
  %996 = icmp slt i32 %905, %5
  %997 = icmp slt i32 %907, %5
  %998 = icmp slt i32 %909, %5
  %999 = icmp slt i32 %911, %5
  %1000 = icmp slt i32 %913, %5
  %1001 = icmp slt i32 %915, %5
  %1002 = icmp slt i32 %917, %5
  %1003 = icmp slt i32 %919, %5
  %1004 = icmp slt i32 %921, %5
  %1005 = icmp slt i32 %923, %5
  %1006 = icmp slt i32 %925, %5
  %1007 = icmp slt i32 %927, %5
  %1008 = icmp slt i32 %929, %5
  %1009 = icmp slt i32 %931, %5
  %1010 = icmp slt i32 %933, %5
  %1011 = icmp slt i32 %935, %5
  %1012 = icmp slt i32 %937, %5
  %1013 = icmp slt i32 %939, %5
  %1014 = icmp slt i32 %941, %5
  %1015 = icmp slt i32 %943, %5
  %1016 = icmp slt i32 %945, %5
  %1017 = icmp slt i32 %947, %5
  %1018 = and i1 %964, %993
  %1019 = and i1 %964, %994
  %1020 = and i1 %964, %995
  %1021 = and i1 %965, %993
  %1022 = and i1 %966, %997
  %1023 = and i1 %967, %998
  %1024 = and i1 %968, %999
  %1025 = and i1 %969, %993
  %1026 = and i1 %970, %1000
  %1027 = and i1 %971, %1001
  %1028 = and i1 %972, %1002
  %1029 = and i1 %973, %993
  %1030 = and i1 %974, %1003
  %1031 = and i1 %975, %1004
  %1032 = and i1 %976, %1005
  %1033 = and i1 %977, %993
  %1034 = and i1 %978, %1006
  %1035 = and i1 %979, %1007
  %1036 = and i1 %980, %1008
  %1037 = and i1 %981, %993
  %1038 = and i1 %982, %1009
  %1039 = and i1 %983, %1010
  %1040 = and i1 %984, %1011
  %1041 = and i1 %985, %993
  %1042 = and i1 %986, %1012
  %1043 = and i1 %987, %1013
  %1044 = and i1 %988, %1014
  %1045 = and i1 %989, %993
  %1046 = and i1 %990, %1015
  %1047 = and i1 %991, %1016
  %1048 = and i1 %992, %1017
  %1049 = sext i32 %956 to i64
  %1050 = getelementptr float, ptr addrspace(1) %3, i64 %1049
  %1051 = ptrtoint ptr addrspace(1) %1050 to i64
  %1052 = and i64 %1051, 15
  %1053 = icmp eq i64 %1052, 0
  %1054 = and i1 %1018, %1053
  %1055 = and i1 %995, %1054
  %1056 = and i1 %996, %1054
  %1057 = xor i1 %1018, %1056
  %1058 = xor i1 %1019, %1056
  %1059 = xor i1 %1020, %1056
  %1060 = xor i1 %964, %1055
  %1061 = and i1 %996, %1060
  %1062 = zext i1 %1056 to i32
  %1063 = zext i1 %1057 to i32
  %1064 = zext i1 %1058 to i32
  %1065 = zext i1 %1059 to i32
  %1066 = zext i1 %1061 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1062, i32 %.lcssa73, i32 %.lcssa72, i32 %.lcssa71, i32 %.lcssa70, ptr addrspace(1) %1050, i32 %1063, i32 %1064, i32 %1065, i32 %1066) #4
  %1067 = sext i32 %957 to i64
  %1068 = getelementptr float, ptr addrspace(1) %3, i64 %1067
  %1069 = ptrtoint ptr addrspace(1) %1068 to i64
  %1070 = and i64 %1069, 15
  %1071 = icmp eq i64 %1070, 0
  %1072 = and i1 %1021, %1071
  %1073 = and i1 %1022, %1072
  %1074 = and i1 %1023, %1073
  %1075 = and i1 %1024, %1074
  %1076 = xor i1 %1021, %1075
  %1077 = xor i1 %1022, %1075
  %1078 = xor i1 %1023, %1075
  %1079 = xor i1 %1024, %1075
  %1080 = zext i1 %1075 to i32
  %1081 = zext i1 %1076 to i32
  %1082 = zext i1 %1077 to i32
  %1083 = zext i1 %1078 to i32
  %1084 = zext i1 %1079 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1080, i32 %.lcssa69, i32 %.lcssa68, i32 %.lcssa67, i32 %.lcssa66, ptr addrspace(1) %1068, i32 %1081, i32 %1082, i32 %1083, i32 %1084) #4
  %1085 = sext i32 %958 to i64
  %1086 = getelementptr float, ptr addrspace(1) %3, i64 %1085
  %1087 = ptrtoint ptr addrspace(1) %1086 to i64
  %1088 = and i64 %1087, 15
  %1089 = icmp eq i64 %1088, 0
  %1090 = and i1 %1025, %1089
  %1091 = and i1 %1026, %1090
  %1092 = and i1 %1027, %1091
  %1093 = and i1 %1028, %1092
  %1094 = xor i1 %1025, %1093
  %1095 = xor i1 %1026, %1093
  %1096 = xor i1 %1027, %1093
  %1097 = xor i1 %1028, %1093
  %1098 = zext i1 %1093 to i32
  %1099 = zext i1 %1094 to i32
  %1100 = zext i1 %1095 to i32
  %1101 = zext i1 %1096 to i32
  %1102 = zext i1 %1097 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1098, i32 %.lcssa65, i32 %.lcssa64, i32 %.lcssa63, i32 %.lcssa62, ptr addrspace(1) %1086, i32 %1099, i32 %1100, i32 %1101, i32 %1102) #4
  %1103 = sext i32 %959 to i64
  %1104 = getelementptr float, ptr addrspace(1) %3, i64 %1103
  %1105 = ptrtoint ptr addrspace(1) %1104 to i64
  %1106 = and i64 %1105, 15
  %1107 = icmp eq i64 %1106, 0
  %1108 = and i1 %1029, %1107
  %1109 = and i1 %1030, %1108
  %1110 = and i1 %1031, %1109
  %1111 = and i1 %1032, %1110
  %1112 = xor i1 %1029, %1111
  %1113 = xor i1 %1030, %1111
  %1114 = xor i1 %1031, %1111
  %1115 = xor i1 %1032, %1111
  %1116 = zext i1 %1111 to i32
  %1117 = zext i1 %1112 to i32
  %1118 = zext i1 %1113 to i32
  %1119 = zext i1 %1114 to i32
  %1120 = zext i1 %1115 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1116, i32 %.lcssa61, i32 %.lcssa60, i32 %.lcssa59, i32 %.lcssa58, ptr addrspace(1) %1104, i32 %1117, i32 %1118, i32 %1119, i32 %1120) #4
  %1121 = sext i32 %960 to i64
  %1122 = getelementptr float, ptr addrspace(1) %3, i64 %1121
  %1123 = ptrtoint ptr addrspace(1) %1122 to i64
  %1124 = and i64 %1123, 15
  %1125 = icmp eq i64 %1124, 0
  %1126 = and i1 %1033, %1125
  %1127 = and i1 %1034, %1126
  %1128 = and i1 %1035, %1127
  %1129 = and i1 %1036, %1128
  %1130 = xor i1 %1033, %1129
  %1131 = xor i1 %1034, %1129
  %1132 = xor i1 %1035, %1129
  %1133 = xor i1 %1036, %1129
  %1134 = zext i1 %1129 to i32
  %1135 = zext i1 %1130 to i32
  %1136 = zext i1 %1131 to i32
  %1137 = zext i1 %1132 to i32
  %1138 = zext i1 %1133 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1134, i32 %.lcssa57, i32 %.lcssa56, i32 %.lcssa55, i32 %.lcssa54, ptr addrspace(1) %1122, i32 %1135, i32 %1136, i32 %1137, i32 %1138) #4
  %1139 = sext i32 %961 to i64
  %1140 = getelementptr float, ptr addrspace(1) %3, i64 %1139
  %1141 = ptrtoint ptr addrspace(1) %1140 to i64
  %1142 = and i64 %1141, 15
  %1143 = icmp eq i64 %1142, 0
  %1144 = and i1 %1037, %1143
  %1145 = and i1 %1038, %1144
  %1146 = and i1 %1039, %1145
  %1147 = and i1 %1040, %1146
  %1148 = xor i1 %1037, %1147
  %1149 = xor i1 %1038, %1147
  %1150 = xor i1 %1039, %1147
  %1151 = xor i1 %1040, %1147
  %1152 = zext i1 %1147 to i32
  %1153 = zext i1 %1148 to i32
  %1154 = zext i1 %1149 to i32
  %1155 = zext i1 %1150 to i32
  %1156 = zext i1 %1151 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1152, i32 %.lcssa53, i32 %.lcssa52, i32 %.lcssa51, i32 %.lcssa50, ptr addrspace(1) %1140, i32 %1153, i32 %1154, i32 %1155, i32 %1156) #4
  %1157 = sext i32 %962 to i64
  %1158 = getelementptr float, ptr addrspace(1) %3, i64 %1157
  %1159 = ptrtoint ptr addrspace(1) %1158 to i64
  %1160 = and i64 %1159, 15
  %1161 = icmp eq i64 %1160, 0
  %1162 = and i1 %1041, %1161
  %1163 = and i1 %1042, %1162
  %1164 = and i1 %1043, %1163
  %1165 = and i1 %1044, %1164
  %1166 = xor i1 %1041, %1165
  %1167 = xor i1 %1042, %1165
  %1168 = xor i1 %1043, %1165
  %1169 = xor i1 %1044, %1165
  %1170 = zext i1 %1165 to i32
  %1171 = zext i1 %1166 to i32
  %1172 = zext i1 %1167 to i32
  %1173 = zext i1 %1168 to i32
  %1174 = zext i1 %1169 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1170, i32 %.lcssa49, i32 %.lcssa48, i32 %.lcssa47, i32 %.lcssa46, ptr addrspace(1) %1158, i32 %1171, i32 %1172, i32 %1173, i32 %1174) #4
  %1175 = sext i32 %963 to i64
  %1176 = getelementptr float, ptr addrspace(1) %3, i64 %1175
  %1177 = ptrtoint ptr addrspace(1) %1176 to i64
  %1178 = and i64 %1177, 15
  %1179 = icmp eq i64 %1178, 0
  %1180 = and i1 %1045, %1179
  %1181 = and i1 %1046, %1180
  %1182 = and i1 %1047, %1181
  %1183 = and i1 %1048, %1182
  %1184 = xor i1 %1045, %1183
  %1185 = xor i1 %1046, %1183
  %1186 = xor i1 %1047, %1183
  %1187 = xor i1 %1048, %1183
  %1188 = zext i1 %1183 to i32
  %1189 = zext i1 %1184 to i32
  %1190 = zext i1 %1185 to i32
  %1191 = zext i1 %1186 to i32
  %1192 = zext i1 %1187 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1188, i32 %.lcssa45, i32 %.lcssa44, i32 %.lcssa43, i32 %.lcssa42, ptr addrspace(1) %1176, i32 %1189, i32 %1190, i32 %1191, i32 %1192) #4
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: convergent nocallback nofree nounwind memory(argmem: read)
declare { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) readonly captures(none)) #3

attributes #0 = { nounwind "nvvm.reqntid"="128" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { convergent nocallback nofree nounwind memory(argmem: read) }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
