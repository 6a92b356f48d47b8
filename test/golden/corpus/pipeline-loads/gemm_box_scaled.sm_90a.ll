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
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_scaled_dsmem, i64 49920) to i32)) #3
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_scaled_dsmem, i64 49920) to i32), i32 128)) #3
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_scaled_dsmem, i64 49920) to i32), i32 256)) #3
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #3
  br label %18

18:                                               ; preds = %17, %7
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %19 = icmp sgt i32 %6, 0
  %20 = and i1 %16, %19
  br i1 %20, label %.critedge, label %.critedge1

.critedge:                                        ; preds = %18
  %21 = ptrtoint ptr %1 to i64
  %22 = ptrtoint ptr %0 to i64
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_scaled_dsmem, i64 49920) to i32), i32 16384) #3
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @gemm_box_scaled_dsmem to i32), i64 %22, i32 0, i32 %11, i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_scaled_dsmem, i64 49920) to i32)) #3
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_scaled_dsmem, i64 24576) to i32), i64 %21, i32 0, i32 %12, i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_scaled_dsmem, i64 49920) to i32)) #3
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
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %31, ptr addrspace(1) %28, i32 %29) #3
  call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #3
  %32 = icmp sgt i32 %6, 64
  %33 = and i1 %16, %32
  br i1 %33, label %.critedge3, label %.critedge4

.critedge3:                                       ; preds = %.critedge1
  %34 = ptrtoint ptr %1 to i64
  %35 = ptrtoint ptr %0 to i64
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_scaled_dsmem, i64 50048) to i32), i32 16384) #3
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_scaled_dsmem, i64 8192) to i32), i64 %35, i32 64, i32 %11, i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_scaled_dsmem, i64 50048) to i32)) #3
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_scaled_dsmem, i64 32768) to i32), i64 %34, i32 64, i32 %12, i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_scaled_dsmem, i64 50048) to i32)) #3
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
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %43, ptr addrspace(1) %40, i32 %41) #3
  call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #3
  br i1 %19, label %.lr.ph, label %._crit_edge

.lr.ph:                                           ; preds = %.critedge4
  %44 = ptrtoint ptr %1 to i64
  %45 = ptrtoint ptr %0 to i64
  %46 = zext nneg i32 %13 to i64
  %47 = getelementptr float, ptr addrspace(3) @gemm_box_scaled_smem, i64 %46
  %48 = shl nuw nsw i32 %8, 1
  %49 = and i32 %48, 6
  %50 = zext nneg i32 %49 to i64
  %51 = getelementptr float, ptr addrspace(3) @gemm_box_scaled_smem, i64 %50
  %52 = or disjoint i32 %49, 1
  %53 = zext nneg i32 %52 to i64
  %54 = getelementptr float, ptr addrspace(3) @gemm_box_scaled_smem, i64 %53
  %55 = or disjoint i32 %49, 8
  %56 = zext nneg i32 %55 to i64
  %57 = getelementptr float, ptr addrspace(3) @gemm_box_scaled_smem, i64 %56
  %58 = or disjoint i32 %49, 9
  %59 = zext nneg i32 %58 to i64
  %60 = getelementptr float, ptr addrspace(3) @gemm_box_scaled_smem, i64 %59
  %61 = or disjoint i32 %49, 16
  %62 = zext nneg i32 %61 to i64
  %63 = getelementptr float, ptr addrspace(3) @gemm_box_scaled_smem, i64 %62
  %64 = or disjoint i32 %49, 17
  %65 = zext nneg i32 %64 to i64
  %66 = getelementptr float, ptr addrspace(3) @gemm_box_scaled_smem, i64 %65
  %67 = or disjoint i32 %49, 24
  %68 = zext nneg i32 %67 to i64
  %69 = getelementptr float, ptr addrspace(3) @gemm_box_scaled_smem, i64 %68
  %70 = or disjoint i32 %49, 25
  %71 = zext nneg i32 %70 to i64
  %72 = getelementptr float, ptr addrspace(3) @gemm_box_scaled_smem, i64 %71
  %73 = or disjoint i32 %49, 32
  %74 = zext nneg i32 %73 to i64
  %75 = getelementptr float, ptr addrspace(3) @gemm_box_scaled_smem, i64 %74
  %76 = or disjoint i32 %49, 33
  %77 = zext nneg i32 %76 to i64
  %78 = getelementptr float, ptr addrspace(3) @gemm_box_scaled_smem, i64 %77
  %79 = or disjoint i32 %49, 40
  %80 = zext nneg i32 %79 to i64
  %81 = getelementptr float, ptr addrspace(3) @gemm_box_scaled_smem, i64 %80
  %82 = or disjoint i32 %49, 41
  %83 = zext nneg i32 %82 to i64
  %84 = getelementptr float, ptr addrspace(3) @gemm_box_scaled_smem, i64 %83
  %85 = or disjoint i32 %49, 48
  %86 = zext nneg i32 %85 to i64
  %87 = getelementptr float, ptr addrspace(3) @gemm_box_scaled_smem, i64 %86
  %88 = or disjoint i32 %49, 49
  %89 = zext nneg i32 %88 to i64
  %90 = getelementptr float, ptr addrspace(3) @gemm_box_scaled_smem, i64 %89
  %91 = or disjoint i32 %49, 56
  %92 = zext nneg i32 %91 to i64
  %93 = getelementptr float, ptr addrspace(3) @gemm_box_scaled_smem, i64 %92
  %94 = or disjoint i32 %49, 57
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
  %109 = lshr i32 %8, 1
  %110 = and i32 %109, 48
  %111 = or disjoint i32 %110, %108
  %112 = shl nuw nsw i32 %111, 6
  %113 = or disjoint i32 %112, %49
  %114 = zext nneg i32 %113 to i64
  %115 = getelementptr float, ptr addrspace(3) @gemm_box_scaled_smem, i64 %114
  %116 = or disjoint i32 %112, %52
  %117 = zext nneg i32 %116 to i64
  %118 = getelementptr float, ptr addrspace(3) @gemm_box_scaled_smem, i64 %117
  %119 = or disjoint i32 %112, 512
  %120 = or disjoint i32 %119, %49
  %121 = zext nneg i32 %120 to i64
  %122 = getelementptr float, ptr addrspace(3) @gemm_box_scaled_smem, i64 %121
  %123 = or disjoint i32 %119, %52
  %124 = zext nneg i32 %123 to i64
  %125 = getelementptr float, ptr addrspace(3) @gemm_box_scaled_smem, i64 %124
  %126 = or disjoint i32 %112, %55
  %127 = zext nneg i32 %126 to i64
  %128 = getelementptr float, ptr addrspace(3) @gemm_box_scaled_smem, i64 %127
  %129 = or disjoint i32 %112, %58
  %130 = zext nneg i32 %129 to i64
  %131 = getelementptr float, ptr addrspace(3) @gemm_box_scaled_smem, i64 %130
  %132 = or disjoint i32 %119, %55
  %133 = zext nneg i32 %132 to i64
  %134 = getelementptr float, ptr addrspace(3) @gemm_box_scaled_smem, i64 %133
  %135 = or disjoint i32 %119, %58
  %136 = zext nneg i32 %135 to i64
  %137 = getelementptr float, ptr addrspace(3) @gemm_box_scaled_smem, i64 %136
  %138 = or disjoint i32 %112, %61
  %139 = zext nneg i32 %138 to i64
  %140 = getelementptr float, ptr addrspace(3) @gemm_box_scaled_smem, i64 %139
  %141 = or disjoint i32 %112, %64
  %142 = zext nneg i32 %141 to i64
  %143 = getelementptr float, ptr addrspace(3) @gemm_box_scaled_smem, i64 %142
  %144 = or disjoint i32 %119, %61
  %145 = zext nneg i32 %144 to i64
  %146 = getelementptr float, ptr addrspace(3) @gemm_box_scaled_smem, i64 %145
  %147 = or disjoint i32 %119, %64
  %148 = zext nneg i32 %147 to i64
  %149 = getelementptr float, ptr addrspace(3) @gemm_box_scaled_smem, i64 %148
  %150 = or disjoint i32 %112, %67
  %151 = zext nneg i32 %150 to i64
  %152 = getelementptr float, ptr addrspace(3) @gemm_box_scaled_smem, i64 %151
  %153 = or disjoint i32 %112, %70
  %154 = zext nneg i32 %153 to i64
  %155 = getelementptr float, ptr addrspace(3) @gemm_box_scaled_smem, i64 %154
  %156 = or disjoint i32 %119, %67
  %157 = zext nneg i32 %156 to i64
  %158 = getelementptr float, ptr addrspace(3) @gemm_box_scaled_smem, i64 %157
  %159 = or disjoint i32 %119, %70
  %160 = zext nneg i32 %159 to i64
  %161 = getelementptr float, ptr addrspace(3) @gemm_box_scaled_smem, i64 %160
  %162 = or disjoint i32 %112, %73
  %163 = zext nneg i32 %162 to i64
  %164 = getelementptr float, ptr addrspace(3) @gemm_box_scaled_smem, i64 %163
  %165 = or disjoint i32 %112, %76
  %166 = zext nneg i32 %165 to i64
  %167 = getelementptr float, ptr addrspace(3) @gemm_box_scaled_smem, i64 %166
  %168 = or disjoint i32 %119, %73
  %169 = zext nneg i32 %168 to i64
  %170 = getelementptr float, ptr addrspace(3) @gemm_box_scaled_smem, i64 %169
  %171 = or disjoint i32 %119, %76
  %172 = zext nneg i32 %171 to i64
  %173 = getelementptr float, ptr addrspace(3) @gemm_box_scaled_smem, i64 %172
  %174 = or disjoint i32 %112, %79
  %175 = zext nneg i32 %174 to i64
  %176 = getelementptr float, ptr addrspace(3) @gemm_box_scaled_smem, i64 %175
  %177 = or disjoint i32 %112, %82
  %178 = zext nneg i32 %177 to i64
  %179 = getelementptr float, ptr addrspace(3) @gemm_box_scaled_smem, i64 %178
  %180 = or disjoint i32 %119, %79
  %181 = zext nneg i32 %180 to i64
  %182 = getelementptr float, ptr addrspace(3) @gemm_box_scaled_smem, i64 %181
  %183 = or disjoint i32 %119, %82
  %184 = zext nneg i32 %183 to i64
  %185 = getelementptr float, ptr addrspace(3) @gemm_box_scaled_smem, i64 %184
  %186 = or disjoint i32 %112, %85
  %187 = zext nneg i32 %186 to i64
  %188 = getelementptr float, ptr addrspace(3) @gemm_box_scaled_smem, i64 %187
  %189 = or disjoint i32 %112, %88
  %190 = zext nneg i32 %189 to i64
  %191 = getelementptr float, ptr addrspace(3) @gemm_box_scaled_smem, i64 %190
  %192 = or disjoint i32 %119, %85
  %193 = zext nneg i32 %192 to i64
  %194 = getelementptr float, ptr addrspace(3) @gemm_box_scaled_smem, i64 %193
  %195 = or disjoint i32 %119, %88
  %196 = zext nneg i32 %195 to i64
  %197 = getelementptr float, ptr addrspace(3) @gemm_box_scaled_smem, i64 %196
  %198 = or disjoint i32 %112, %91
  %199 = zext nneg i32 %198 to i64
  %200 = getelementptr float, ptr addrspace(3) @gemm_box_scaled_smem, i64 %199
  %201 = or disjoint i32 %112, %94
  %202 = zext nneg i32 %201 to i64
  %203 = getelementptr float, ptr addrspace(3) @gemm_box_scaled_smem, i64 %202
  %204 = or disjoint i32 %119, %91
  %205 = zext nneg i32 %204 to i64
  %206 = getelementptr float, ptr addrspace(3) @gemm_box_scaled_smem, i64 %205
  %207 = or disjoint i32 %119, %94
  %208 = zext nneg i32 %207 to i64
  %209 = getelementptr float, ptr addrspace(3) @gemm_box_scaled_smem, i64 %208
  %210 = getelementptr inbounds nuw i8, ptr addrspace(3) %99, i64 4
  %211 = getelementptr inbounds nuw i8, ptr addrspace(3) %99, i64 8
  %212 = getelementptr inbounds nuw i8, ptr addrspace(3) %99, i64 12
  %213 = getelementptr i8, ptr addrspace(3) %99, i64 2052
  %214 = getelementptr i8, ptr addrspace(3) %99, i64 2056
  %215 = getelementptr i8, ptr addrspace(3) %99, i64 2060
  %216 = getelementptr i8, ptr addrspace(3) %99, i64 4100
  %217 = getelementptr i8, ptr addrspace(3) %99, i64 4104
  %218 = getelementptr i8, ptr addrspace(3) %99, i64 4108
  %219 = getelementptr i8, ptr addrspace(3) %99, i64 6148
  %220 = getelementptr i8, ptr addrspace(3) %99, i64 6152
  %221 = getelementptr i8, ptr addrspace(3) %99, i64 6156
  %222 = getelementptr i8, ptr addrspace(3) %99, i64 8196
  %223 = getelementptr i8, ptr addrspace(3) %99, i64 8200
  %224 = getelementptr i8, ptr addrspace(3) %99, i64 8204
  %225 = getelementptr i8, ptr addrspace(3) %99, i64 10244
  %226 = getelementptr i8, ptr addrspace(3) %99, i64 10248
  %227 = getelementptr i8, ptr addrspace(3) %99, i64 10252
  %228 = getelementptr i8, ptr addrspace(3) %99, i64 12292
  %229 = getelementptr i8, ptr addrspace(3) %99, i64 12296
  %230 = getelementptr i8, ptr addrspace(3) %99, i64 12300
  %231 = getelementptr i8, ptr addrspace(3) %99, i64 14340
  %232 = getelementptr i8, ptr addrspace(3) %99, i64 14344
  %233 = getelementptr i8, ptr addrspace(3) %99, i64 14348
  br label %234

234:                                              ; preds = %.lr.ph, %299
  %235 = phi float [ 0.000000e+00, %.lr.ph ], [ %685, %299 ]
  %236 = phi float [ 0.000000e+00, %.lr.ph ], [ %684, %299 ]
  %237 = phi float [ 0.000000e+00, %.lr.ph ], [ %683, %299 ]
  %238 = phi float [ 0.000000e+00, %.lr.ph ], [ %682, %299 ]
  %239 = phi float [ 0.000000e+00, %.lr.ph ], [ %681, %299 ]
  %240 = phi float [ 0.000000e+00, %.lr.ph ], [ %680, %299 ]
  %241 = phi float [ 0.000000e+00, %.lr.ph ], [ %679, %299 ]
  %242 = phi float [ 0.000000e+00, %.lr.ph ], [ %678, %299 ]
  %243 = phi float [ 0.000000e+00, %.lr.ph ], [ %677, %299 ]
  %244 = phi float [ 0.000000e+00, %.lr.ph ], [ %676, %299 ]
  %245 = phi float [ 0.000000e+00, %.lr.ph ], [ %675, %299 ]
  %246 = phi float [ 0.000000e+00, %.lr.ph ], [ %674, %299 ]
  %247 = phi float [ 0.000000e+00, %.lr.ph ], [ %673, %299 ]
  %248 = phi float [ 0.000000e+00, %.lr.ph ], [ %672, %299 ]
  %249 = phi float [ 0.000000e+00, %.lr.ph ], [ %671, %299 ]
  %250 = phi float [ 0.000000e+00, %.lr.ph ], [ %670, %299 ]
  %251 = phi float [ 0.000000e+00, %.lr.ph ], [ %669, %299 ]
  %252 = phi float [ 0.000000e+00, %.lr.ph ], [ %668, %299 ]
  %253 = phi float [ 0.000000e+00, %.lr.ph ], [ %667, %299 ]
  %254 = phi float [ 0.000000e+00, %.lr.ph ], [ %666, %299 ]
  %255 = phi float [ 0.000000e+00, %.lr.ph ], [ %665, %299 ]
  %256 = phi float [ 0.000000e+00, %.lr.ph ], [ %664, %299 ]
  %257 = phi float [ 0.000000e+00, %.lr.ph ], [ %663, %299 ]
  %258 = phi float [ 0.000000e+00, %.lr.ph ], [ %662, %299 ]
  %259 = phi float [ 0.000000e+00, %.lr.ph ], [ %661, %299 ]
  %260 = phi float [ 0.000000e+00, %.lr.ph ], [ %660, %299 ]
  %261 = phi float [ 0.000000e+00, %.lr.ph ], [ %659, %299 ]
  %262 = phi float [ 0.000000e+00, %.lr.ph ], [ %658, %299 ]
  %263 = phi float [ 0.000000e+00, %.lr.ph ], [ %657, %299 ]
  %264 = phi float [ 0.000000e+00, %.lr.ph ], [ %656, %299 ]
  %265 = phi float [ 0.000000e+00, %.lr.ph ], [ %655, %299 ]
  %266 = phi float [ 0.000000e+00, %.lr.ph ], [ %654, %299 ]
  %267 = phi i32 [ 0, %.lr.ph ], [ %697, %299 ]
  %268 = lshr exact i32 %267, 6
  %269 = urem i32 %268, 3
  %270 = add i32 %267, 128
  %271 = add nuw nsw i32 %268, 2
  %272 = urem i32 %271, 3
  call void asm sideeffect "cp.async.wait_group 1;", "~{memory}"() #3
  call void asm sideeffect "fence.proxy.async.shared::cta;", "~{memory}"() #3
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %273 = icmp slt i32 %270, %6
  %274 = and i1 %16, %273
  br i1 %274, label %275, label %.critedge6

275:                                              ; preds = %234
  %276 = shl nuw nsw i32 %272, 13
  %277 = zext nneg i32 %276 to i64
  %278 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_scaled_dsmem, i64 24576), i64 %277
  %279 = ptrtoint ptr addrspace(3) %278 to i64
  %280 = trunc i64 %279 to i32
  %281 = getelementptr i8, ptr addrspace(3) @gemm_box_scaled_dsmem, i64 %277
  %282 = ptrtoint ptr addrspace(3) %281 to i64
  %283 = trunc i64 %282 to i32
  %284 = shl nuw nsw i32 %272, 7
  %285 = zext nneg i32 %284 to i64
  %286 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_scaled_dsmem, i64 49920), i64 %285
  %287 = ptrtoint ptr addrspace(3) %286 to i64
  %288 = trunc i64 %287 to i32
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 %288, i32 16384) #3
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %283, i64 %45, i32 %270, i32 %11, i32 %288) #3
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %280, i64 %44, i32 %270, i32 %12, i32 %288) #3
  br label %.critedge6

.critedge6:                                       ; preds = %234, %275
  %289 = udiv i32 %267, 192
  %290 = and i32 %289, 1
  %291 = shl nuw nsw i32 %269, 7
  %292 = zext nneg i32 %291 to i64
  %293 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_scaled_dsmem, i64 49920), i64 %292
  %294 = ptrtoint ptr addrspace(3) %293 to i64
  %295 = trunc i64 %294 to i32
  br label %296

296:                                              ; preds = %296, %.critedge6
  %297 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %295, i32 %290) #3
  %298 = icmp eq i32 %297, 0
  br i1 %298, label %296, label %299

299:                                              ; preds = %296
  %300 = shl nuw nsw i32 %269, 13
  %301 = zext nneg i32 %300 to i64
  %302 = getelementptr i8, ptr addrspace(3) @gemm_box_scaled_dsmem, i64 %301
  %303 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_scaled_dsmem, i64 24576), i64 %301
  %304 = shl nuw nsw i32 %269, 8
  %305 = zext nneg i32 %304 to i64
  %gep = getelementptr i8, ptr addrspace(3) %26, i64 %305
  %306 = load float, ptr addrspace(3) %gep, align 4
  call void asm sideeffect "wgmma.fence.sync.aligned;", ""() #3
  %307 = ptrtoint ptr addrspace(3) %302 to i64
  %308 = lshr exact i64 %307, 4
  %309 = and i64 %308, 16320
  %310 = or disjoint i64 %309, 4611686293305360384
  %311 = ptrtoint ptr addrspace(3) %303 to i64
  %312 = lshr exact i64 %311, 4
  %313 = and i64 %312, 16320
  %314 = or disjoint i64 %313, 4611686293305360384
  %315 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $34, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $32, $33, p, 1, 1, 0, 0;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i64 %310, i64 %314, i32 1, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #3
  %316 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %315, 0
  %317 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %315, 1
  %318 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %315, 2
  %319 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %315, 3
  %320 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %315, 4
  %321 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %315, 5
  %322 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %315, 6
  %323 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %315, 7
  %324 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %315, 8
  %325 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %315, 9
  %326 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %315, 10
  %327 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %315, 11
  %328 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %315, 12
  %329 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %315, 13
  %330 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %315, 14
  %331 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %315, 15
  %332 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %315, 16
  %333 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %315, 17
  %334 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %315, 18
  %335 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %315, 19
  %336 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %315, 20
  %337 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %315, 21
  %338 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %315, 22
  %339 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %315, 23
  %340 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %315, 24
  %341 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %315, 25
  %342 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %315, 26
  %343 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %315, 27
  %344 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %315, 28
  %345 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %315, 29
  %346 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %315, 30
  %347 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %315, 31
  %348 = getelementptr i8, ptr addrspace(3) %302, i64 32
  %349 = ptrtoint ptr addrspace(3) %348 to i64
  %350 = lshr exact i64 %349, 4
  %351 = and i64 %350, 16383
  %352 = or disjoint i64 %351, 4611686293305360384
  %353 = getelementptr i8, ptr addrspace(3) %303, i64 32
  %354 = ptrtoint ptr addrspace(3) %353 to i64
  %355 = lshr exact i64 %354, 4
  %356 = and i64 %355, 16383
  %357 = or disjoint i64 %356, 4611686293305360384
  %358 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $34, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $32, $33, p, 1, 1, 0, 0;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i64 %352, i64 %357, i32 1, float %316, float %317, float %318, float %319, float %320, float %321, float %322, float %323, float %324, float %325, float %326, float %327, float %328, float %329, float %330, float %331, float %332, float %333, float %334, float %335, float %336, float %337, float %338, float %339, float %340, float %341, float %342, float %343, float %344, float %345, float %346, float %347) #3
  %359 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %358, 0
  %360 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %358, 1
  %361 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %358, 2
  %362 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %358, 3
  %363 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %358, 4
  %364 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %358, 5
  %365 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %358, 6
  %366 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %358, 7
  %367 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %358, 8
  %368 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %358, 9
  %369 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %358, 10
  %370 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %358, 11
  %371 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %358, 12
  %372 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %358, 13
  %373 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %358, 14
  %374 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %358, 15
  %375 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %358, 16
  %376 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %358, 17
  %377 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %358, 18
  %378 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %358, 19
  %379 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %358, 20
  %380 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %358, 21
  %381 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %358, 22
  %382 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %358, 23
  %383 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %358, 24
  %384 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %358, 25
  %385 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %358, 26
  %386 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %358, 27
  %387 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %358, 28
  %388 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %358, 29
  %389 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %358, 30
  %390 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %358, 31
  %391 = getelementptr i8, ptr addrspace(3) %302, i64 64
  %392 = ptrtoint ptr addrspace(3) %391 to i64
  %393 = lshr exact i64 %392, 4
  %394 = and i64 %393, 16383
  %395 = or disjoint i64 %394, 4611686293305360384
  %396 = getelementptr i8, ptr addrspace(3) %303, i64 64
  %397 = ptrtoint ptr addrspace(3) %396 to i64
  %398 = lshr exact i64 %397, 4
  %399 = and i64 %398, 16383
  %400 = or disjoint i64 %399, 4611686293305360384
  %401 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $34, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $32, $33, p, 1, 1, 0, 0;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i64 %395, i64 %400, i32 1, float %359, float %360, float %361, float %362, float %363, float %364, float %365, float %366, float %367, float %368, float %369, float %370, float %371, float %372, float %373, float %374, float %375, float %376, float %377, float %378, float %379, float %380, float %381, float %382, float %383, float %384, float %385, float %386, float %387, float %388, float %389, float %390) #3
  %402 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %401, 0
  %403 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %401, 1
  %404 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %401, 2
  %405 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %401, 3
  %406 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %401, 4
  %407 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %401, 5
  %408 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %401, 6
  %409 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %401, 7
  %410 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %401, 8
  %411 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %401, 9
  %412 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %401, 10
  %413 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %401, 11
  %414 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %401, 12
  %415 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %401, 13
  %416 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %401, 14
  %417 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %401, 15
  %418 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %401, 16
  %419 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %401, 17
  %420 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %401, 18
  %421 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %401, 19
  %422 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %401, 20
  %423 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %401, 21
  %424 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %401, 22
  %425 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %401, 23
  %426 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %401, 24
  %427 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %401, 25
  %428 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %401, 26
  %429 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %401, 27
  %430 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %401, 28
  %431 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %401, 29
  %432 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %401, 30
  %433 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %401, 31
  %434 = getelementptr i8, ptr addrspace(3) %302, i64 96
  %435 = ptrtoint ptr addrspace(3) %434 to i64
  %436 = lshr exact i64 %435, 4
  %437 = and i64 %436, 16383
  %438 = or disjoint i64 %437, 4611686293305360384
  %439 = getelementptr i8, ptr addrspace(3) %303, i64 96
  %440 = ptrtoint ptr addrspace(3) %439 to i64
  %441 = lshr exact i64 %440, 4
  %442 = and i64 %441, 16383
  %443 = or disjoint i64 %442, 4611686293305360384
  %444 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $34, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $32, $33, p, 1, 1, 0, 0;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i64 %438, i64 %443, i32 1, float %402, float %403, float %404, float %405, float %406, float %407, float %408, float %409, float %410, float %411, float %412, float %413, float %414, float %415, float %416, float %417, float %418, float %419, float %420, float %421, float %422, float %423, float %424, float %425, float %426, float %427, float %428, float %429, float %430, float %431, float %432, float %433) #3
  %445 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %444, 0
  %446 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %444, 1
  %447 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %444, 2
  %448 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %444, 3
  %449 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %444, 4
  %450 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %444, 5
  %451 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %444, 6
  %452 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %444, 7
  %453 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %444, 8
  %454 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %444, 9
  %455 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %444, 10
  %456 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %444, 11
  %457 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %444, 12
  %458 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %444, 13
  %459 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %444, 14
  %460 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %444, 15
  %461 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %444, 16
  %462 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %444, 17
  %463 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %444, 18
  %464 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %444, 19
  %465 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %444, 20
  %466 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %444, 21
  %467 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %444, 22
  %468 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %444, 23
  %469 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %444, 24
  %470 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %444, 25
  %471 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %444, 26
  %472 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %444, 27
  %473 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %444, 28
  %474 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %444, 29
  %475 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %444, 30
  %476 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %444, 31
  call void asm sideeffect "wgmma.commit_group.sync.aligned;", ""() #3
  %477 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.wait_group.sync.aligned 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(float %445, float %446, float %447, float %448, float %449, float %450, float %451, float %452, float %453, float %454, float %455, float %456, float %457, float %458, float %459, float %460, float %461, float %462, float %463, float %464, float %465, float %466, float %467, float %468, float %469, float %470, float %471, float %472, float %473, float %474, float %475, float %476) #3
  %478 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %477, 0
  %479 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %477, 1
  %480 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %477, 2
  %481 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %477, 3
  %482 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %477, 4
  %483 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %477, 5
  %484 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %477, 6
  %485 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %477, 7
  %486 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %477, 8
  %487 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %477, 9
  %488 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %477, 10
  %489 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %477, 11
  %490 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %477, 12
  %491 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %477, 13
  %492 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %477, 14
  %493 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %477, 15
  %494 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %477, 16
  %495 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %477, 17
  %496 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %477, 18
  %497 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %477, 19
  %498 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %477, 20
  %499 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %477, 21
  %500 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %477, 22
  %501 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %477, 23
  %502 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %477, 24
  %503 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %477, 25
  %504 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %477, 26
  %505 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %477, 27
  %506 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %477, 28
  %507 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %477, 29
  %508 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %477, 30
  %509 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %477, 31
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store float %306, ptr addrspace(3) %47, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %510 = load float, ptr addrspace(3) %51, align 8
  %511 = load float, ptr addrspace(3) %54, align 4
  %512 = load float, ptr addrspace(3) %57, align 8
  %513 = load float, ptr addrspace(3) %60, align 4
  %514 = load float, ptr addrspace(3) %63, align 8
  %515 = load float, ptr addrspace(3) %66, align 4
  %516 = load float, ptr addrspace(3) %69, align 8
  %517 = load float, ptr addrspace(3) %72, align 4
  %518 = load float, ptr addrspace(3) %75, align 8
  %519 = load float, ptr addrspace(3) %78, align 4
  %520 = load float, ptr addrspace(3) %81, align 8
  %521 = load float, ptr addrspace(3) %84, align 4
  %522 = load float, ptr addrspace(3) %87, align 8
  %523 = load float, ptr addrspace(3) %90, align 4
  %524 = load float, ptr addrspace(3) %93, align 8
  %525 = load float, ptr addrspace(3) %96, align 4
  %526 = fmul float %478, %510
  %527 = fmul float %479, %511
  %528 = fmul float %480, %510
  %529 = fmul float %481, %511
  %530 = fmul float %482, %512
  %531 = fmul float %483, %513
  %532 = fmul float %484, %512
  %533 = fmul float %485, %513
  %534 = fmul float %486, %514
  %535 = fmul float %487, %515
  %536 = fmul float %488, %514
  %537 = fmul float %489, %515
  %538 = fmul float %490, %516
  %539 = fmul float %491, %517
  %540 = fmul float %492, %516
  %541 = fmul float %493, %517
  %542 = fmul float %494, %518
  %543 = fmul float %495, %519
  %544 = fmul float %496, %518
  %545 = fmul float %497, %519
  %546 = fmul float %498, %520
  %547 = fmul float %499, %521
  %548 = fmul float %500, %520
  %549 = fmul float %501, %521
  %550 = fmul float %502, %522
  %551 = fmul float %503, %523
  %552 = fmul float %504, %522
  %553 = fmul float %505, %523
  %554 = fmul float %506, %524
  %555 = fmul float %507, %525
  %556 = fmul float %508, %524
  %557 = fmul float %509, %525
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %558 = insertelement <4 x float> poison, float %266, i64 0
  %559 = insertelement <4 x float> %558, float %265, i64 1
  %560 = insertelement <4 x float> %559, float %264, i64 2
  %561 = insertelement <4 x float> %560, float %263, i64 3
  store <4 x float> %561, ptr addrspace(3) %99, align 16
  %562 = insertelement <4 x float> poison, float %262, i64 0
  %563 = insertelement <4 x float> %562, float %261, i64 1
  %564 = insertelement <4 x float> %563, float %260, i64 2
  %565 = insertelement <4 x float> %564, float %259, i64 3
  store <4 x float> %565, ptr addrspace(3) %100, align 16
  %566 = insertelement <4 x float> poison, float %258, i64 0
  %567 = insertelement <4 x float> %566, float %257, i64 1
  %568 = insertelement <4 x float> %567, float %256, i64 2
  %569 = insertelement <4 x float> %568, float %255, i64 3
  store <4 x float> %569, ptr addrspace(3) %101, align 16
  %570 = insertelement <4 x float> poison, float %254, i64 0
  %571 = insertelement <4 x float> %570, float %253, i64 1
  %572 = insertelement <4 x float> %571, float %252, i64 2
  %573 = insertelement <4 x float> %572, float %251, i64 3
  store <4 x float> %573, ptr addrspace(3) %102, align 16
  %574 = insertelement <4 x float> poison, float %250, i64 0
  %575 = insertelement <4 x float> %574, float %249, i64 1
  %576 = insertelement <4 x float> %575, float %248, i64 2
  %577 = insertelement <4 x float> %576, float %247, i64 3
  store <4 x float> %577, ptr addrspace(3) %103, align 16
  %578 = insertelement <4 x float> poison, float %246, i64 0
  %579 = insertelement <4 x float> %578, float %245, i64 1
  %580 = insertelement <4 x float> %579, float %244, i64 2
  %581 = insertelement <4 x float> %580, float %243, i64 3
  store <4 x float> %581, ptr addrspace(3) %104, align 16
  %582 = insertelement <4 x float> poison, float %242, i64 0
  %583 = insertelement <4 x float> %582, float %241, i64 1
  %584 = insertelement <4 x float> %583, float %240, i64 2
  %585 = insertelement <4 x float> %584, float %239, i64 3
  store <4 x float> %585, ptr addrspace(3) %105, align 16
  %586 = insertelement <4 x float> poison, float %238, i64 0
  %587 = insertelement <4 x float> %586, float %237, i64 1
  %588 = insertelement <4 x float> %587, float %236, i64 2
  %589 = insertelement <4 x float> %588, float %235, i64 3
  store <4 x float> %589, ptr addrspace(3) %106, align 16
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %590 = load float, ptr addrspace(3) %115, align 8
  %591 = load float, ptr addrspace(3) %118, align 4
  %592 = load float, ptr addrspace(3) %122, align 8
  %593 = load float, ptr addrspace(3) %125, align 4
  %594 = load float, ptr addrspace(3) %128, align 8
  %595 = load float, ptr addrspace(3) %131, align 4
  %596 = load float, ptr addrspace(3) %134, align 8
  %597 = load float, ptr addrspace(3) %137, align 4
  %598 = load float, ptr addrspace(3) %140, align 8
  %599 = load float, ptr addrspace(3) %143, align 4
  %600 = load float, ptr addrspace(3) %146, align 8
  %601 = load float, ptr addrspace(3) %149, align 4
  %602 = load float, ptr addrspace(3) %152, align 8
  %603 = load float, ptr addrspace(3) %155, align 4
  %604 = load float, ptr addrspace(3) %158, align 8
  %605 = load float, ptr addrspace(3) %161, align 4
  %606 = load float, ptr addrspace(3) %164, align 8
  %607 = load float, ptr addrspace(3) %167, align 4
  %608 = load float, ptr addrspace(3) %170, align 8
  %609 = load float, ptr addrspace(3) %173, align 4
  %610 = load float, ptr addrspace(3) %176, align 8
  %611 = load float, ptr addrspace(3) %179, align 4
  %612 = load float, ptr addrspace(3) %182, align 8
  %613 = load float, ptr addrspace(3) %185, align 4
  %614 = load float, ptr addrspace(3) %188, align 8
  %615 = load float, ptr addrspace(3) %191, align 4
  %616 = load float, ptr addrspace(3) %194, align 8
  %617 = load float, ptr addrspace(3) %197, align 4
  %618 = load float, ptr addrspace(3) %200, align 8
  %619 = load float, ptr addrspace(3) %203, align 4
  %620 = load float, ptr addrspace(3) %206, align 8
  %621 = load float, ptr addrspace(3) %209, align 4
  %622 = fadd float %526, %590
  %623 = fadd float %527, %591
  %624 = fadd float %528, %592
  %625 = fadd float %529, %593
  %626 = fadd float %530, %594
  %627 = fadd float %531, %595
  %628 = fadd float %532, %596
  %629 = fadd float %533, %597
  %630 = fadd float %534, %598
  %631 = fadd float %535, %599
  %632 = fadd float %536, %600
  %633 = fadd float %537, %601
  %634 = fadd float %538, %602
  %635 = fadd float %539, %603
  %636 = fadd float %540, %604
  %637 = fadd float %541, %605
  %638 = fadd float %542, %606
  %639 = fadd float %543, %607
  %640 = fadd float %544, %608
  %641 = fadd float %545, %609
  %642 = fadd float %546, %610
  %643 = fadd float %547, %611
  %644 = fadd float %548, %612
  %645 = fadd float %549, %613
  %646 = fadd float %550, %614
  %647 = fadd float %551, %615
  %648 = fadd float %552, %616
  %649 = fadd float %553, %617
  %650 = fadd float %554, %618
  %651 = fadd float %555, %619
  %652 = fadd float %556, %620
  %653 = fadd float %557, %621
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store float %622, ptr addrspace(3) %115, align 8
  store float %623, ptr addrspace(3) %118, align 4
  store float %624, ptr addrspace(3) %122, align 8
  store float %625, ptr addrspace(3) %125, align 4
  store float %626, ptr addrspace(3) %128, align 8
  store float %627, ptr addrspace(3) %131, align 4
  store float %628, ptr addrspace(3) %134, align 8
  store float %629, ptr addrspace(3) %137, align 4
  store float %630, ptr addrspace(3) %140, align 8
  store float %631, ptr addrspace(3) %143, align 4
  store float %632, ptr addrspace(3) %146, align 8
  store float %633, ptr addrspace(3) %149, align 4
  store float %634, ptr addrspace(3) %152, align 8
  store float %635, ptr addrspace(3) %155, align 4
  store float %636, ptr addrspace(3) %158, align 8
  store float %637, ptr addrspace(3) %161, align 4
  store float %638, ptr addrspace(3) %164, align 8
  store float %639, ptr addrspace(3) %167, align 4
  store float %640, ptr addrspace(3) %170, align 8
  store float %641, ptr addrspace(3) %173, align 4
  store float %642, ptr addrspace(3) %176, align 8
  store float %643, ptr addrspace(3) %179, align 4
  store float %644, ptr addrspace(3) %182, align 8
  store float %645, ptr addrspace(3) %185, align 4
  store float %646, ptr addrspace(3) %188, align 8
  store float %647, ptr addrspace(3) %191, align 4
  store float %648, ptr addrspace(3) %194, align 8
  store float %649, ptr addrspace(3) %197, align 4
  store float %650, ptr addrspace(3) %200, align 8
  store float %651, ptr addrspace(3) %203, align 4
  store float %652, ptr addrspace(3) %206, align 8
  store float %653, ptr addrspace(3) %209, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %654 = load float, ptr addrspace(3) %99, align 16
  %655 = load float, ptr addrspace(3) %210, align 4
  %656 = load float, ptr addrspace(3) %211, align 8
  %657 = load float, ptr addrspace(3) %212, align 4
  %658 = load float, ptr addrspace(3) %100, align 16
  %659 = load float, ptr addrspace(3) %213, align 4
  %660 = load float, ptr addrspace(3) %214, align 8
  %661 = load float, ptr addrspace(3) %215, align 4
  %662 = load float, ptr addrspace(3) %101, align 16
  %663 = load float, ptr addrspace(3) %216, align 4
  %664 = load float, ptr addrspace(3) %217, align 8
  %665 = load float, ptr addrspace(3) %218, align 4
  %666 = load float, ptr addrspace(3) %102, align 16
  %667 = load float, ptr addrspace(3) %219, align 4
  %668 = load float, ptr addrspace(3) %220, align 8
  %669 = load float, ptr addrspace(3) %221, align 4
  %670 = load float, ptr addrspace(3) %103, align 16
  %671 = load float, ptr addrspace(3) %222, align 4
  %672 = load float, ptr addrspace(3) %223, align 8
  %673 = load float, ptr addrspace(3) %224, align 4
  %674 = load float, ptr addrspace(3) %104, align 16
  %675 = load float, ptr addrspace(3) %225, align 4
  %676 = load float, ptr addrspace(3) %226, align 8
  %677 = load float, ptr addrspace(3) %227, align 4
  %678 = load float, ptr addrspace(3) %105, align 16
  %679 = load float, ptr addrspace(3) %228, align 4
  %680 = load float, ptr addrspace(3) %229, align 8
  %681 = load float, ptr addrspace(3) %230, align 4
  %682 = load float, ptr addrspace(3) %106, align 16
  %683 = load float, ptr addrspace(3) %231, align 4
  %684 = load float, ptr addrspace(3) %232, align 8
  %685 = load float, ptr addrspace(3) %233, align 4
  %686 = lshr exact i32 %270, 6
  %687 = mul i32 %686, %5
  %688 = add i32 %687, %14
  %689 = and i1 %15, %273
  %690 = shl nuw nsw i32 %272, 8
  %691 = zext nneg i32 %690 to i64
  %gep42 = getelementptr i8, ptr addrspace(3) %26, i64 %691
  %692 = sext i32 %688 to i64
  %693 = getelementptr float, ptr addrspace(1) %2, i64 %692
  %694 = select i1 %689, i32 4, i32 0
  %695 = ptrtoint ptr addrspace(3) %gep42 to i64
  %696 = trunc i64 %695 to i32
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %696, ptr addrspace(1) %693, i32 %694) #3
  call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #3
  %697 = add i32 %267, 64
  %698 = icmp slt i32 %697, %6
  br i1 %698, label %234, label %._crit_edge.loopexit

._crit_edge.loopexit:                             ; preds = %299
  %699 = bitcast float %654 to i32
  %700 = bitcast float %655 to i32
  %701 = bitcast float %656 to i32
  %702 = bitcast float %657 to i32
  %703 = bitcast float %658 to i32
  %704 = bitcast float %659 to i32
  %705 = bitcast float %660 to i32
  %706 = bitcast float %661 to i32
  %707 = bitcast float %662 to i32
  %708 = bitcast float %663 to i32
  %709 = bitcast float %664 to i32
  %710 = bitcast float %665 to i32
  %711 = bitcast float %666 to i32
  %712 = bitcast float %667 to i32
  %713 = bitcast float %668 to i32
  %714 = bitcast float %669 to i32
  %715 = bitcast float %670 to i32
  %716 = bitcast float %671 to i32
  %717 = bitcast float %672 to i32
  %718 = bitcast float %673 to i32
  %719 = bitcast float %674 to i32
  %720 = bitcast float %675 to i32
  %721 = bitcast float %676 to i32
  %722 = bitcast float %677 to i32
  %723 = bitcast float %678 to i32
  %724 = bitcast float %679 to i32
  %725 = bitcast float %680 to i32
  %726 = bitcast float %681 to i32
  %727 = bitcast float %682 to i32
  %728 = bitcast float %683 to i32
  %729 = bitcast float %684 to i32
  %730 = bitcast float %685 to i32
  br label %._crit_edge

._crit_edge:                                      ; preds = %._crit_edge.loopexit, %.critedge4
  %.lcssa40 = phi i32 [ 0, %.critedge4 ], [ %699, %._crit_edge.loopexit ]
  %.lcssa39 = phi i32 [ 0, %.critedge4 ], [ %700, %._crit_edge.loopexit ]
  %.lcssa38 = phi i32 [ 0, %.critedge4 ], [ %701, %._crit_edge.loopexit ]
  %.lcssa37 = phi i32 [ 0, %.critedge4 ], [ %702, %._crit_edge.loopexit ]
  %.lcssa36 = phi i32 [ 0, %.critedge4 ], [ %703, %._crit_edge.loopexit ]
  %.lcssa35 = phi i32 [ 0, %.critedge4 ], [ %704, %._crit_edge.loopexit ]
  %.lcssa34 = phi i32 [ 0, %.critedge4 ], [ %705, %._crit_edge.loopexit ]
  %.lcssa33 = phi i32 [ 0, %.critedge4 ], [ %706, %._crit_edge.loopexit ]
  %.lcssa32 = phi i32 [ 0, %.critedge4 ], [ %707, %._crit_edge.loopexit ]
  %.lcssa31 = phi i32 [ 0, %.critedge4 ], [ %708, %._crit_edge.loopexit ]
  %.lcssa30 = phi i32 [ 0, %.critedge4 ], [ %709, %._crit_edge.loopexit ]
  %.lcssa29 = phi i32 [ 0, %.critedge4 ], [ %710, %._crit_edge.loopexit ]
  %.lcssa28 = phi i32 [ 0, %.critedge4 ], [ %711, %._crit_edge.loopexit ]
  %.lcssa27 = phi i32 [ 0, %.critedge4 ], [ %712, %._crit_edge.loopexit ]
  %.lcssa26 = phi i32 [ 0, %.critedge4 ], [ %713, %._crit_edge.loopexit ]
  %.lcssa25 = phi i32 [ 0, %.critedge4 ], [ %714, %._crit_edge.loopexit ]
  %.lcssa24 = phi i32 [ 0, %.critedge4 ], [ %715, %._crit_edge.loopexit ]
  %.lcssa23 = phi i32 [ 0, %.critedge4 ], [ %716, %._crit_edge.loopexit ]
  %.lcssa22 = phi i32 [ 0, %.critedge4 ], [ %717, %._crit_edge.loopexit ]
  %.lcssa21 = phi i32 [ 0, %.critedge4 ], [ %718, %._crit_edge.loopexit ]
  %.lcssa20 = phi i32 [ 0, %.critedge4 ], [ %719, %._crit_edge.loopexit ]
  %.lcssa19 = phi i32 [ 0, %.critedge4 ], [ %720, %._crit_edge.loopexit ]
  %.lcssa18 = phi i32 [ 0, %.critedge4 ], [ %721, %._crit_edge.loopexit ]
  %.lcssa17 = phi i32 [ 0, %.critedge4 ], [ %722, %._crit_edge.loopexit ]
  %.lcssa16 = phi i32 [ 0, %.critedge4 ], [ %723, %._crit_edge.loopexit ]
  %.lcssa15 = phi i32 [ 0, %.critedge4 ], [ %724, %._crit_edge.loopexit ]
  %.lcssa14 = phi i32 [ 0, %.critedge4 ], [ %725, %._crit_edge.loopexit ]
  %.lcssa13 = phi i32 [ 0, %.critedge4 ], [ %726, %._crit_edge.loopexit ]
  %.lcssa12 = phi i32 [ 0, %.critedge4 ], [ %727, %._crit_edge.loopexit ]
  %.lcssa11 = phi i32 [ 0, %.critedge4 ], [ %728, %._crit_edge.loopexit ]
  %.lcssa10 = phi i32 [ 0, %.critedge4 ], [ %729, %._crit_edge.loopexit ]
  %.lcssa = phi i32 [ 0, %.critedge4 ], [ %730, %._crit_edge.loopexit ]
  call void asm sideeffect "cp.async.wait_group 0;", "~{memory}"() #3
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %16, label %731, label %732

731:                                              ; preds = %._crit_edge
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_scaled_dsmem, i64 49920) to i32)) #3
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_scaled_dsmem, i64 49920) to i32), i32 128)) #3
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_box_scaled_dsmem, i64 49920) to i32), i32 256)) #3
  br label %732

732:                                              ; preds = %731, %._crit_edge
  %733 = shl nuw nsw i32 %8, 2
  %734 = lshr i32 %8, 4
  %735 = or disjoint i32 %11, %734
  %736 = or disjoint i32 %735, 8
  %737 = or disjoint i32 %733, 513
  %738 = lshr i32 %737, 6
  %739 = or disjoint i32 %738, %11
  %740 = or disjoint i32 %733, 514
  %741 = lshr i32 %740, 6
  %742 = or disjoint i32 %741, %11
  %743 = or disjoint i32 %733, 515
  %744 = lshr i32 %743, 6
  %745 = or disjoint i32 %744, %11
  %746 = or disjoint i32 %735, 16
  %747 = or disjoint i32 %733, 1025
  %748 = lshr i32 %747, 6
  %749 = or disjoint i32 %748, %11
  %750 = or disjoint i32 %733, 1026
  %751 = lshr i32 %750, 6
  %752 = or disjoint i32 %751, %11
  %753 = or disjoint i32 %733, 1027
  %754 = lshr i32 %753, 6
  %755 = or disjoint i32 %754, %11
  %756 = or disjoint i32 %735, 24
  %757 = or disjoint i32 %733, 1537
  %758 = lshr i32 %757, 6
  %759 = or disjoint i32 %758, %11
  %760 = or disjoint i32 %733, 1538
  %761 = lshr i32 %760, 6
  %762 = or disjoint i32 %761, %11
  %763 = or disjoint i32 %733, 1539
  %764 = lshr i32 %763, 6
  %765 = or disjoint i32 %764, %11
  %766 = or disjoint i32 %735, 32
  %767 = or disjoint i32 %733, 2049
  %768 = lshr i32 %767, 6
  %769 = or disjoint i32 %768, %11
  %770 = or disjoint i32 %733, 2050
  %771 = lshr i32 %770, 6
  %772 = or disjoint i32 %771, %11
  %773 = or disjoint i32 %733, 2051
  %774 = lshr i32 %773, 6
  %775 = or disjoint i32 %774, %11
  %776 = or disjoint i32 %735, 40
  %777 = or disjoint i32 %733, 2561
  %778 = lshr i32 %777, 6
  %779 = or disjoint i32 %778, %11
  %780 = or disjoint i32 %733, 2562
  %781 = lshr i32 %780, 6
  %782 = or disjoint i32 %781, %11
  %783 = or disjoint i32 %733, 2563
  %784 = lshr i32 %783, 6
  %785 = or disjoint i32 %784, %11
  %786 = or disjoint i32 %735, 48
  %787 = or disjoint i32 %733, 3073
  %788 = lshr i32 %787, 6
  %789 = or disjoint i32 %788, %11
  %790 = or disjoint i32 %733, 3074
  %791 = lshr i32 %790, 6
  %792 = or disjoint i32 %791, %11
  %793 = or disjoint i32 %733, 3075
  %794 = lshr i32 %793, 6
  %795 = or disjoint i32 %794, %11
  %796 = or disjoint i32 %735, 56
  %797 = or disjoint i32 %733, 3585
  %798 = lshr i32 %797, 6
  %799 = or disjoint i32 %798, %11
  %800 = or disjoint i32 %733, 3586
  %801 = lshr i32 %800, 6
  %802 = or disjoint i32 %801, %11
  %803 = or disjoint i32 %733, 3587
  %804 = lshr i32 %803, 6
  %805 = or disjoint i32 %804, %11
  %806 = and i32 %733, 60
  %807 = or disjoint i32 %806, %12
  %808 = or disjoint i32 %807, 1
  %809 = or disjoint i32 %807, 2
  %810 = or disjoint i32 %807, 3
  %811 = and i32 %737, 61
  %812 = or disjoint i32 %811, %12
  %813 = and i32 %740, 62
  %814 = or disjoint i32 %813, %12
  %815 = and i32 %743, 63
  %816 = or disjoint i32 %815, %12
  %817 = and i32 %747, 61
  %818 = or disjoint i32 %817, %12
  %819 = and i32 %750, 62
  %820 = or disjoint i32 %819, %12
  %821 = and i32 %753, 63
  %822 = or disjoint i32 %821, %12
  %823 = and i32 %757, 61
  %824 = or disjoint i32 %823, %12
  %825 = and i32 %760, 62
  %826 = or disjoint i32 %825, %12
  %827 = and i32 %763, 63
  %828 = or disjoint i32 %827, %12
  %829 = and i32 %767, 61
  %830 = or disjoint i32 %829, %12
  %831 = and i32 %770, 62
  %832 = or disjoint i32 %831, %12
  %833 = and i32 %773, 63
  %834 = or disjoint i32 %833, %12
  %835 = and i32 %777, 61
  %836 = or disjoint i32 %835, %12
  %837 = and i32 %780, 62
  %838 = or disjoint i32 %837, %12
  %839 = and i32 %783, 63
  %840 = or disjoint i32 %839, %12
  %841 = and i32 %787, 61
  %842 = or disjoint i32 %841, %12
  %843 = and i32 %790, 62
  %844 = or disjoint i32 %843, %12
  %845 = and i32 %793, 63
  %846 = or disjoint i32 %845, %12
  %847 = and i32 %797, 61
  %848 = or disjoint i32 %847, %12
  %849 = and i32 %800, 62
  %850 = or disjoint i32 %849, %12
  %851 = and i32 %803, 63
  %852 = or disjoint i32 %851, %12
  %853 = mul i32 %5, %735
  %854 = mul i32 %5, %736
  %855 = mul i32 %5, %746
  %856 = mul i32 %5, %756
  %857 = mul i32 %5, %766
  %858 = mul i32 %5, %776
  %859 = mul i32 %5, %786
  %860 = mul i32 %5, %796
  %861 = add i32 %853, %807
  %862 = add i32 %854, %807
  %863 = add i32 %855, %807
  %864 = add i32 %856, %807
  %865 = add i32 %857, %807
  %866 = add i32 %858, %807
  %867 = add i32 %859, %807
  %868 = add i32 %860, %807
  %869 = icmp slt i32 %735, %4
  %870 = icmp slt i32 %736, %4
  %871 = icmp slt i32 %739, %4
  %872 = icmp slt i32 %742, %4
  %873 = icmp slt i32 %745, %4
  %874 = icmp slt i32 %746, %4
  %875 = icmp slt i32 %749, %4
  %876 = icmp slt i32 %752, %4
  %877 = icmp slt i32 %755, %4
  %878 = icmp slt i32 %756, %4
  %879 = icmp slt i32 %759, %4
  %880 = icmp slt i32 %762, %4
  %881 = icmp slt i32 %765, %4
  %882 = icmp slt i32 %766, %4
  %883 = icmp slt i32 %769, %4
  %884 = icmp slt i32 %772, %4
  %885 = icmp slt i32 %775, %4
  %886 = icmp slt i32 %776, %4
  %887 = icmp slt i32 %779, %4
  %888 = icmp slt i32 %782, %4
  %889 = icmp slt i32 %785, %4
  %890 = icmp slt i32 %786, %4
  %891 = icmp slt i32 %789, %4
  %892 = icmp slt i32 %792, %4
  %893 = icmp slt i32 %795, %4
  %894 = icmp slt i32 %796, %4
  %895 = icmp slt i32 %799, %4
  %896 = icmp slt i32 %802, %4
  %897 = icmp slt i32 %805, %4
  %898 = icmp slt i32 %807, %5
  %899 = icmp slt i32 %808, %5
  %900 = icmp slt i32 %809, %5
  %901 = icmp slt i32 %810, %5
  %902 = icmp slt i32 %812, %5
  %903 = icmp slt i32 %814, %5
  %904 = icmp slt i32 %816, %5
  %905 = icmp slt i32 %818, %5
  %906 = icmp slt i32 %820, %5
  %907 = icmp slt i32 %822, %5
  %908 = icmp slt i32 %824, %5
  %909 = icmp slt i32 %826, %5
  %910 = icmp slt i32 %828, %5
  %911 = icmp slt i32 %830, %5
  %912 = icmp slt i32 %832, %5
  %913 = icmp slt i32 %834, %5
  %914 = icmp slt i32 %836, %5
  %915 = icmp slt i32 %838, %5
  %916 = icmp slt i32 %840, %5
  %917 = icmp slt i32 %842, %5
  %918 = icmp slt i32 %844, %5
  %919 = icmp slt i32 %846, %5
  %920 = icmp slt i32 %848, %5
  %921 = icmp slt i32 %850, %5
  %922 = icmp slt i32 %852, %5
  %923 = and i1 %869, %898
  %924 = and i1 %869, %899
  %925 = and i1 %869, %900
  %926 = and i1 %870, %898
  %927 = and i1 %871, %902
  %928 = and i1 %872, %903
  %929 = and i1 %873, %904
  %930 = and i1 %874, %898
  %931 = and i1 %875, %905
  %932 = and i1 %876, %906
  %933 = and i1 %877, %907
  %934 = and i1 %878, %898
  %935 = and i1 %879, %908
  %936 = and i1 %880, %909
  %937 = and i1 %881, %910
  %938 = and i1 %882, %898
  %939 = and i1 %883, %911
  %940 = and i1 %884, %912
  %941 = and i1 %885, %913
  %942 = and i1 %886, %898
  %943 = and i1 %887, %914
  %944 = and i1 %888, %915
  %945 = and i1 %889, %916
  %946 = and i1 %890, %898
  %947 = and i1 %891, %917
  %948 = and i1 %892, %918
  %949 = and i1 %893, %919
  %950 = and i1 %894, %898
  %951 = and i1 %895, %920
  %952 = and i1 %896, %921
  %953 = and i1 %897, %922
  %954 = sext i32 %861 to i64
  %955 = getelementptr float, ptr addrspace(1) %3, i64 %954
  %956 = ptrtoint ptr addrspace(1) %955 to i64
  %957 = and i64 %956, 15
  %958 = icmp eq i64 %957, 0
  %959 = and i1 %923, %958
  %960 = and i1 %900, %959
  %961 = and i1 %901, %959
  %962 = xor i1 %923, %961
  %963 = xor i1 %924, %961
  %964 = xor i1 %925, %961
  %965 = xor i1 %869, %960
  %966 = and i1 %901, %965
  %967 = zext i1 %961 to i32
  %968 = zext i1 %962 to i32
  %969 = zext i1 %963 to i32
  %970 = zext i1 %964 to i32
  %971 = zext i1 %966 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %967, i32 %.lcssa40, i32 %.lcssa39, i32 %.lcssa38, i32 %.lcssa37, ptr addrspace(1) %955, i32 %968, i32 %969, i32 %970, i32 %971) #3
  %972 = sext i32 %862 to i64
  %973 = getelementptr float, ptr addrspace(1) %3, i64 %972
  %974 = ptrtoint ptr addrspace(1) %973 to i64
  %975 = and i64 %974, 15
  %976 = icmp eq i64 %975, 0
  %977 = and i1 %926, %976
  %978 = and i1 %927, %977
  %979 = and i1 %928, %978
  %980 = and i1 %929, %979
  %981 = xor i1 %926, %980
  %982 = xor i1 %927, %980
  %983 = xor i1 %928, %980
  %984 = xor i1 %929, %980
  %985 = zext i1 %980 to i32
  %986 = zext i1 %981 to i32
  %987 = zext i1 %982 to i32
  %988 = zext i1 %983 to i32
  %989 = zext i1 %984 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %985, i32 %.lcssa36, i32 %.lcssa35, i32 %.lcssa34, i32 %.lcssa33, ptr addrspace(1) %973, i32 %986, i32 %987, i32 %988, i32 %989) #3
  %990 = sext i32 %863 to i64
  %991 = getelementptr float, ptr addrspace(1) %3, i64 %990
  %992 = ptrtoint ptr addrspace(1) %991 to i64
  %993 = and i64 %992, 15
  %994 = icmp eq i64 %993, 0
  %995 = and i1 %930, %994
  %996 = and i1 %931, %995
  %997 = and i1 %932, %996
  %998 = and i1 %933, %997
  %999 = xor i1 %930, %998
  %1000 = xor i1 %931, %998
  %1001 = xor i1 %932, %998
  %1002 = xor i1 %933, %998
  %1003 = zext i1 %998 to i32
  %1004 = zext i1 %999 to i32
  %1005 = zext i1 %1000 to i32
  %1006 = zext i1 %1001 to i32
  %1007 = zext i1 %1002 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1003, i32 %.lcssa32, i32 %.lcssa31, i32 %.lcssa30, i32 %.lcssa29, ptr addrspace(1) %991, i32 %1004, i32 %1005, i32 %1006, i32 %1007) #3
  %1008 = sext i32 %864 to i64
  %1009 = getelementptr float, ptr addrspace(1) %3, i64 %1008
  %1010 = ptrtoint ptr addrspace(1) %1009 to i64
  %1011 = and i64 %1010, 15
  %1012 = icmp eq i64 %1011, 0
  %1013 = and i1 %934, %1012
  %1014 = and i1 %935, %1013
  %1015 = and i1 %936, %1014
  %1016 = and i1 %937, %1015
  %1017 = xor i1 %934, %1016
  %1018 = xor i1 %935, %1016
  %1019 = xor i1 %936, %1016
  %1020 = xor i1 %937, %1016
  %1021 = zext i1 %1016 to i32
  %1022 = zext i1 %1017 to i32
  %1023 = zext i1 %1018 to i32
  %1024 = zext i1 %1019 to i32
  %1025 = zext i1 %1020 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1021, i32 %.lcssa28, i32 %.lcssa27, i32 %.lcssa26, i32 %.lcssa25, ptr addrspace(1) %1009, i32 %1022, i32 %1023, i32 %1024, i32 %1025) #3
  %1026 = sext i32 %865 to i64
  %1027 = getelementptr float, ptr addrspace(1) %3, i64 %1026
  %1028 = ptrtoint ptr addrspace(1) %1027 to i64
  %1029 = and i64 %1028, 15
  %1030 = icmp eq i64 %1029, 0
  %1031 = and i1 %938, %1030
  %1032 = and i1 %939, %1031
  %1033 = and i1 %940, %1032
  %1034 = and i1 %941, %1033
  %1035 = xor i1 %938, %1034
  %1036 = xor i1 %939, %1034
  %1037 = xor i1 %940, %1034
  %1038 = xor i1 %941, %1034
  %1039 = zext i1 %1034 to i32
  %1040 = zext i1 %1035 to i32
  %1041 = zext i1 %1036 to i32
  %1042 = zext i1 %1037 to i32
  %1043 = zext i1 %1038 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1039, i32 %.lcssa24, i32 %.lcssa23, i32 %.lcssa22, i32 %.lcssa21, ptr addrspace(1) %1027, i32 %1040, i32 %1041, i32 %1042, i32 %1043) #3
  %1044 = sext i32 %866 to i64
  %1045 = getelementptr float, ptr addrspace(1) %3, i64 %1044
  %1046 = ptrtoint ptr addrspace(1) %1045 to i64
  %1047 = and i64 %1046, 15
  %1048 = icmp eq i64 %1047, 0
  %1049 = and i1 %942, %1048
  %1050 = and i1 %943, %1049
  %1051 = and i1 %944, %1050
  %1052 = and i1 %945, %1051
  %1053 = xor i1 %942, %1052
  %1054 = xor i1 %943, %1052
  %1055 = xor i1 %944, %1052
  %1056 = xor i1 %945, %1052
  %1057 = zext i1 %1052 to i32
  %1058 = zext i1 %1053 to i32
  %1059 = zext i1 %1054 to i32
  %1060 = zext i1 %1055 to i32
  %1061 = zext i1 %1056 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1057, i32 %.lcssa20, i32 %.lcssa19, i32 %.lcssa18, i32 %.lcssa17, ptr addrspace(1) %1045, i32 %1058, i32 %1059, i32 %1060, i32 %1061) #3
  %1062 = sext i32 %867 to i64
  %1063 = getelementptr float, ptr addrspace(1) %3, i64 %1062
  %1064 = ptrtoint ptr addrspace(1) %1063 to i64
  %1065 = and i64 %1064, 15
  %1066 = icmp eq i64 %1065, 0
  %1067 = and i1 %946, %1066
  %1068 = and i1 %947, %1067
  %1069 = and i1 %948, %1068
  %1070 = and i1 %949, %1069
  %1071 = xor i1 %946, %1070
  %1072 = xor i1 %947, %1070
  %1073 = xor i1 %948, %1070
  %1074 = xor i1 %949, %1070
  %1075 = zext i1 %1070 to i32
  %1076 = zext i1 %1071 to i32
  %1077 = zext i1 %1072 to i32
  %1078 = zext i1 %1073 to i32
  %1079 = zext i1 %1074 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1075, i32 %.lcssa16, i32 %.lcssa15, i32 %.lcssa14, i32 %.lcssa13, ptr addrspace(1) %1063, i32 %1076, i32 %1077, i32 %1078, i32 %1079) #3
  %1080 = sext i32 %868 to i64
  %1081 = getelementptr float, ptr addrspace(1) %3, i64 %1080
  %1082 = ptrtoint ptr addrspace(1) %1081 to i64
  %1083 = and i64 %1082, 15
  %1084 = icmp eq i64 %1083, 0
  %1085 = and i1 %950, %1084
  %1086 = and i1 %951, %1085
  %1087 = and i1 %952, %1086
  %1088 = and i1 %953, %1087
  %1089 = xor i1 %950, %1088
  %1090 = xor i1 %951, %1088
  %1091 = xor i1 %952, %1088
  %1092 = xor i1 %953, %1088
  %1093 = zext i1 %1088 to i32
  %1094 = zext i1 %1089 to i32
  %1095 = zext i1 %1090 to i32
  %1096 = zext i1 %1091 to i32
  %1097 = zext i1 %1092 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1093, i32 %.lcssa12, i32 %.lcssa11, i32 %.lcssa10, i32 %.lcssa, ptr addrspace(1) %1081, i32 %1094, i32 %1095, i32 %1096, i32 %1097) #3
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

attributes #0 = { nounwind "nvvm.reqntid"="128" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { nounwind }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
