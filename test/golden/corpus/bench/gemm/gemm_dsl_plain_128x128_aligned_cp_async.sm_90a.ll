; ModuleID = 'tile_kernels'
source_filename = "tile_kernels"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@gemm_dsl_plain_128x128_aligned_dsmem = external addrspace(3) global [0 x i8], align 1024

; Function Attrs: nounwind
define ptx_kernel void @gemm_dsl_plain_128x128_aligned(ptr addrspace(1) align 16 %0, ptr addrspace(1) align 16 %1, ptr addrspace(1) align 16 %2, i32 %3, i32 %4, i32 %5) local_unnamed_addr #0 {
  %7 = tail call range(i32 0, 256) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.y()
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %11 = mul i32 %10, %8
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %13 = add i32 %11, %12
  %14 = shl i32 %8, 3
  %15 = sdiv i32 %13, %14
  %16 = shl i32 %15, 3
  %17 = sub i32 %9, %16
  %18 = tail call i32 @llvm.smin.i32(i32 %17, i32 8)
  %19 = mul i32 %15, %14
  %.decomposed = sub i32 %13, %19
  %.frozen = freeze i32 %18
  %20 = sdiv i32 %.decomposed, %.frozen
  %21 = mul i32 %20, %.frozen
  %.decomposed521 = sub i32 %.decomposed, %21
  %22 = add i32 %.decomposed521, %16
  %23 = shl i32 %22, 7
  %24 = shl i32 %20, 7
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %25 = lshr i32 %7, 3
  %26 = shl nuw nsw i32 %7, 3
  %27 = and i32 %26, 56
  %28 = or disjoint i32 %23, %25
  %29 = mul i32 %28, %5
  %30 = icmp slt i32 %28, %3
  %31 = mul nuw nsw i32 %25, 72
  %32 = add nuw nsw i32 %31, %27
  %33 = shl nuw nsw i32 %32, 1
  %34 = zext nneg i32 %33 to i64
  %35 = or disjoint i32 %7, 256
  %36 = lshr i32 %35, 3
  %37 = or disjoint i32 %23, %36
  %38 = mul i32 %37, %5
  %39 = icmp slt i32 %37, %3
  %40 = mul nuw nsw i32 %36, 72
  %41 = add nuw nsw i32 %40, %27
  %42 = shl nuw nsw i32 %41, 1
  %43 = zext nneg i32 %42 to i64
  %44 = or disjoint i32 %7, 512
  %45 = lshr i32 %44, 3
  %46 = or disjoint i32 %23, %45
  %47 = mul i32 %46, %5
  %48 = icmp slt i32 %46, %3
  %49 = mul nuw nsw i32 %45, 72
  %50 = add nuw nsw i32 %49, %27
  %51 = shl nuw nsw i32 %50, 1
  %52 = zext nneg i32 %51 to i64
  %53 = or disjoint i32 %7, 768
  %54 = lshr i32 %53, 3
  %55 = or disjoint i32 %23, %54
  %56 = mul i32 %55, %5
  %57 = icmp slt i32 %55, %3
  %58 = mul nuw nsw i32 %54, 72
  %59 = add nuw nsw i32 %58, %27
  %60 = shl nuw nsw i32 %59, 1
  %61 = zext nneg i32 %60 to i64
  %62 = lshr i32 %7, 4
  %63 = and i32 %26, 120
  %64 = or disjoint i32 %24, %63
  %65 = icmp slt i32 %64, %4
  %66 = mul nuw nsw i32 %62, 136
  %67 = add nuw nsw i32 %66, %63
  %68 = shl nuw nsw i32 %67, 1
  %69 = zext nneg i32 %68 to i64
  %70 = lshr i32 %35, 4
  %71 = mul nuw nsw i32 %70, 136
  %72 = add nuw nsw i32 %71, %63
  %73 = shl nuw nsw i32 %72, 1
  %74 = zext nneg i32 %73 to i64
  %75 = lshr i32 %44, 4
  %76 = mul nuw nsw i32 %75, 136
  %77 = add nuw nsw i32 %76, %63
  %78 = shl nuw nsw i32 %77, 1
  %79 = zext nneg i32 %78 to i64
  %80 = lshr i32 %53, 4
  %81 = mul nuw nsw i32 %80, 136
  %82 = add nuw nsw i32 %81, %63
  %83 = shl nuw nsw i32 %82, 1
  %84 = zext nneg i32 %83 to i64
  %85 = icmp sgt i32 %5, 0
  br i1 %85, label %146, label %220

.lr.ph:                                           ; preds = %.preheader
  %86 = and i32 %7, 15
  %87 = or disjoint i32 %385, %86
  %88 = lshr i32 %7, 1
  %89 = and i32 %88, 8
  %90 = mul nuw nsw i32 %87, 72
  %invariant.op = add nuw nsw i32 %90, 1152
  %invariant.op133 = add nuw nsw i32 %90, 2304
  %91 = or disjoint i32 %89, %382
  %92 = or disjoint i32 %91, 16
  %93 = or disjoint i32 %384, %86
  %94 = or i32 %93, 48
  %95 = mul nuw nsw i32 %94, 72
  %96 = add nuw nsw i32 %89, %90
  %97 = zext nneg i32 %96 to i64
  %98 = mul nuw nsw i32 %86, 136
  %99 = add nuw nsw i32 %98, %91
  %100 = zext nneg i32 %99 to i64
  %101 = add nuw nsw i32 %92, %98
  %102 = zext nneg i32 %101 to i64
  %.reass = add nuw nsw i32 %89, %invariant.op
  %103 = zext nneg i32 %.reass to i64
  %.reass134 = add nuw nsw i32 %89, %invariant.op133
  %104 = zext nneg i32 %.reass134 to i64
  %105 = add nuw nsw i32 %89, %95
  %106 = zext nneg i32 %105 to i64
  %107 = or disjoint i32 %89, 16
  %108 = add nuw nsw i32 %107, %90
  %109 = zext nneg i32 %108 to i64
  %110 = mul nuw nsw i32 %86, 136
  %111 = add nuw nsw i32 %110, 2176
  %112 = add nuw nsw i32 %111, %91
  %113 = zext nneg i32 %112 to i64
  %114 = add nuw nsw i32 %92, %111
  %115 = zext nneg i32 %114 to i64
  %.reass.1 = add nuw nsw i32 %107, %invariant.op
  %116 = zext nneg i32 %.reass.1 to i64
  %.reass134.1 = add nuw nsw i32 %107, %invariant.op133
  %117 = zext nneg i32 %.reass134.1 to i64
  %118 = add nuw nsw i32 %107, %95
  %119 = zext nneg i32 %118 to i64
  %120 = or disjoint i32 %89, 32
  %121 = add nuw nsw i32 %120, %90
  %122 = zext nneg i32 %121 to i64
  %123 = mul nuw nsw i32 %86, 136
  %124 = add nuw nsw i32 %123, 4352
  %125 = add nuw nsw i32 %124, %91
  %126 = zext nneg i32 %125 to i64
  %127 = add nuw nsw i32 %92, %124
  %128 = zext nneg i32 %127 to i64
  %.reass.2 = add nuw nsw i32 %120, %invariant.op
  %129 = zext nneg i32 %.reass.2 to i64
  %.reass134.2 = add nuw nsw i32 %120, %invariant.op133
  %130 = zext nneg i32 %.reass134.2 to i64
  %131 = add nuw nsw i32 %120, %95
  %132 = zext nneg i32 %131 to i64
  %133 = or disjoint i32 %89, 48
  %134 = add nuw nsw i32 %133, %90
  %135 = zext nneg i32 %134 to i64
  %136 = mul nuw nsw i32 %86, 136
  %137 = add nuw nsw i32 %136, 6528
  %138 = add nuw nsw i32 %137, %91
  %139 = zext nneg i32 %138 to i64
  %140 = add nuw nsw i32 %92, %137
  %141 = zext nneg i32 %140 to i64
  %.reass.3 = add nuw nsw i32 %133, %invariant.op
  %142 = zext nneg i32 %.reass.3 to i64
  %.reass134.3 = add nuw nsw i32 %133, %invariant.op133
  %143 = zext nneg i32 %.reass134.3 to i64
  %144 = add nuw nsw i32 %133, %95
  %145 = zext nneg i32 %144 to i64
  br label %386

146:                                              ; preds = %6
  %147 = add i32 %27, %29
  %148 = sext i32 %147 to i64
  %149 = getelementptr bfloat, ptr addrspace(1) %0, i64 %148
  %150 = icmp samesign ult i32 %27, %5
  %151 = and i1 %30, %150
  %152 = select i1 %151, i32 16, i32 0
  %153 = getelementptr i8, ptr addrspace(3) @gemm_dsl_plain_128x128_aligned_dsmem, i64 %34
  %154 = ptrtoint ptr addrspace(3) %153 to i64
  %155 = trunc i64 %154 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %155, ptr addrspace(1) %149, i32 %152) #5
  %156 = add i32 %27, %38
  %157 = sext i32 %156 to i64
  %158 = getelementptr bfloat, ptr addrspace(1) %0, i64 %157
  %159 = and i1 %39, %150
  %160 = select i1 %159, i32 16, i32 0
  %161 = getelementptr i8, ptr addrspace(3) @gemm_dsl_plain_128x128_aligned_dsmem, i64 %43
  %162 = ptrtoint ptr addrspace(3) %161 to i64
  %163 = trunc i64 %162 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %163, ptr addrspace(1) %158, i32 %160) #5
  %164 = add i32 %27, %47
  %165 = sext i32 %164 to i64
  %166 = getelementptr bfloat, ptr addrspace(1) %0, i64 %165
  %167 = and i1 %48, %150
  %168 = select i1 %167, i32 16, i32 0
  %169 = getelementptr i8, ptr addrspace(3) @gemm_dsl_plain_128x128_aligned_dsmem, i64 %52
  %170 = ptrtoint ptr addrspace(3) %169 to i64
  %171 = trunc i64 %170 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %171, ptr addrspace(1) %166, i32 %168) #5
  %172 = add i32 %27, %56
  %173 = sext i32 %172 to i64
  %174 = getelementptr bfloat, ptr addrspace(1) %0, i64 %173
  %175 = and i1 %57, %150
  %176 = select i1 %175, i32 16, i32 0
  %177 = getelementptr i8, ptr addrspace(3) @gemm_dsl_plain_128x128_aligned_dsmem, i64 %61
  %178 = ptrtoint ptr addrspace(3) %177 to i64
  %179 = trunc i64 %178 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %179, ptr addrspace(1) %174, i32 %176) #5
  %180 = mul i32 %62, %4
  %181 = add i32 %180, %64
  %182 = sext i32 %181 to i64
  %183 = getelementptr bfloat, ptr addrspace(1) %1, i64 %182
  %184 = icmp samesign ult i32 %62, %5
  %185 = and i1 %65, %184
  %186 = select i1 %185, i32 16, i32 0
  %187 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_dsl_plain_128x128_aligned_dsmem, i64 18432), i64 %69
  %188 = ptrtoint ptr addrspace(3) %187 to i64
  %189 = trunc i64 %188 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %189, ptr addrspace(1) %183, i32 %186) #5
  %190 = mul i32 %70, %4
  %191 = add i32 %190, %64
  %192 = sext i32 %191 to i64
  %193 = getelementptr bfloat, ptr addrspace(1) %1, i64 %192
  %194 = icmp samesign ult i32 %70, %5
  %195 = and i1 %65, %194
  %196 = select i1 %195, i32 16, i32 0
  %197 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_dsl_plain_128x128_aligned_dsmem, i64 18432), i64 %74
  %198 = ptrtoint ptr addrspace(3) %197 to i64
  %199 = trunc i64 %198 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %199, ptr addrspace(1) %193, i32 %196) #5
  %200 = mul i32 %75, %4
  %201 = add i32 %200, %64
  %202 = sext i32 %201 to i64
  %203 = getelementptr bfloat, ptr addrspace(1) %1, i64 %202
  %204 = icmp samesign ult i32 %75, %5
  %205 = and i1 %65, %204
  %206 = select i1 %205, i32 16, i32 0
  %207 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_dsl_plain_128x128_aligned_dsmem, i64 18432), i64 %79
  %208 = ptrtoint ptr addrspace(3) %207 to i64
  %209 = trunc i64 %208 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %209, ptr addrspace(1) %203, i32 %206) #5
  %210 = mul i32 %80, %4
  %211 = add i32 %210, %64
  %212 = sext i32 %211 to i64
  %213 = getelementptr bfloat, ptr addrspace(1) %1, i64 %212
  %214 = icmp samesign ult i32 %80, %5
  %215 = and i1 %65, %214
  %216 = select i1 %215, i32 16, i32 0
  %217 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_dsl_plain_128x128_aligned_dsmem, i64 18432), i64 %84
  %218 = ptrtoint ptr addrspace(3) %217 to i64
  %219 = trunc i64 %218 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %219, ptr addrspace(1) %213, i32 %216) #5
  br label %220

220:                                              ; preds = %146, %6
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #5
  %221 = icmp sgt i32 %5, 64
  br i1 %221, label %222, label %301

222:                                              ; preds = %220
  %223 = or disjoint i32 %27, 64
  %224 = add i32 %223, %29
  %225 = sext i32 %224 to i64
  %226 = getelementptr bfloat, ptr addrspace(1) %0, i64 %225
  %227 = icmp samesign ult i32 %223, %5
  %228 = and i1 %30, %227
  %229 = select i1 %228, i32 16, i32 0
  %230 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_dsl_plain_128x128_aligned_dsmem, i64 35840), i64 %34
  %231 = ptrtoint ptr addrspace(3) %230 to i64
  %232 = trunc i64 %231 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %232, ptr addrspace(1) %226, i32 %229) #5
  %233 = add i32 %223, %38
  %234 = sext i32 %233 to i64
  %235 = getelementptr bfloat, ptr addrspace(1) %0, i64 %234
  %236 = and i1 %39, %227
  %237 = select i1 %236, i32 16, i32 0
  %238 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_dsl_plain_128x128_aligned_dsmem, i64 35840), i64 %43
  %239 = ptrtoint ptr addrspace(3) %238 to i64
  %240 = trunc i64 %239 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %240, ptr addrspace(1) %235, i32 %237) #5
  %241 = add i32 %223, %47
  %242 = sext i32 %241 to i64
  %243 = getelementptr bfloat, ptr addrspace(1) %0, i64 %242
  %244 = and i1 %48, %227
  %245 = select i1 %244, i32 16, i32 0
  %246 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_dsl_plain_128x128_aligned_dsmem, i64 35840), i64 %52
  %247 = ptrtoint ptr addrspace(3) %246 to i64
  %248 = trunc i64 %247 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %248, ptr addrspace(1) %243, i32 %245) #5
  %249 = add i32 %223, %56
  %250 = sext i32 %249 to i64
  %251 = getelementptr bfloat, ptr addrspace(1) %0, i64 %250
  %252 = and i1 %57, %227
  %253 = select i1 %252, i32 16, i32 0
  %254 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_dsl_plain_128x128_aligned_dsmem, i64 35840), i64 %61
  %255 = ptrtoint ptr addrspace(3) %254 to i64
  %256 = trunc i64 %255 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %256, ptr addrspace(1) %251, i32 %253) #5
  %257 = or disjoint i32 %62, 64
  %258 = mul i32 %257, %4
  %259 = add i32 %258, %64
  %260 = sext i32 %259 to i64
  %261 = getelementptr bfloat, ptr addrspace(1) %1, i64 %260
  %262 = icmp samesign ult i32 %257, %5
  %263 = and i1 %65, %262
  %264 = select i1 %263, i32 16, i32 0
  %265 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_dsl_plain_128x128_aligned_dsmem, i64 54272), i64 %69
  %266 = ptrtoint ptr addrspace(3) %265 to i64
  %267 = trunc i64 %266 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %267, ptr addrspace(1) %261, i32 %264) #5
  %268 = or disjoint i32 %70, 64
  %269 = mul i32 %268, %4
  %270 = add i32 %269, %64
  %271 = sext i32 %270 to i64
  %272 = getelementptr bfloat, ptr addrspace(1) %1, i64 %271
  %273 = icmp samesign ult i32 %268, %5
  %274 = and i1 %65, %273
  %275 = select i1 %274, i32 16, i32 0
  %276 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_dsl_plain_128x128_aligned_dsmem, i64 54272), i64 %74
  %277 = ptrtoint ptr addrspace(3) %276 to i64
  %278 = trunc i64 %277 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %278, ptr addrspace(1) %272, i32 %275) #5
  %279 = or disjoint i32 %75, 64
  %280 = mul i32 %279, %4
  %281 = add i32 %280, %64
  %282 = sext i32 %281 to i64
  %283 = getelementptr bfloat, ptr addrspace(1) %1, i64 %282
  %284 = icmp samesign ult i32 %279, %5
  %285 = and i1 %65, %284
  %286 = select i1 %285, i32 16, i32 0
  %287 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_dsl_plain_128x128_aligned_dsmem, i64 54272), i64 %79
  %288 = ptrtoint ptr addrspace(3) %287 to i64
  %289 = trunc i64 %288 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %289, ptr addrspace(1) %283, i32 %286) #5
  %290 = or disjoint i32 %80, 64
  %291 = mul i32 %290, %4
  %292 = add i32 %291, %64
  %293 = sext i32 %292 to i64
  %294 = getelementptr bfloat, ptr addrspace(1) %1, i64 %293
  %295 = icmp samesign ult i32 %290, %5
  %296 = and i1 %65, %295
  %297 = select i1 %296, i32 16, i32 0
  %298 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_dsl_plain_128x128_aligned_dsmem, i64 54272), i64 %84
  %299 = ptrtoint ptr addrspace(3) %298 to i64
  %300 = trunc i64 %299 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %300, ptr addrspace(1) %294, i32 %297) #5
  br label %301

301:                                              ; preds = %222, %220
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #5
  %302 = icmp sgt i32 %5, 128
  br i1 %302, label %303, label %.preheader

303:                                              ; preds = %301
  %304 = or disjoint i32 %27, 128
  %305 = add i32 %304, %29
  %306 = sext i32 %305 to i64
  %307 = getelementptr bfloat, ptr addrspace(1) %0, i64 %306
  %308 = icmp samesign ult i32 %304, %5
  %309 = and i1 %30, %308
  %310 = select i1 %309, i32 16, i32 0
  %311 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_dsl_plain_128x128_aligned_dsmem, i64 71680), i64 %34
  %312 = ptrtoint ptr addrspace(3) %311 to i64
  %313 = trunc i64 %312 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %313, ptr addrspace(1) %307, i32 %310) #5
  %314 = add i32 %304, %38
  %315 = sext i32 %314 to i64
  %316 = getelementptr bfloat, ptr addrspace(1) %0, i64 %315
  %317 = and i1 %39, %308
  %318 = select i1 %317, i32 16, i32 0
  %319 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_dsl_plain_128x128_aligned_dsmem, i64 71680), i64 %43
  %320 = ptrtoint ptr addrspace(3) %319 to i64
  %321 = trunc i64 %320 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %321, ptr addrspace(1) %316, i32 %318) #5
  %322 = add i32 %304, %47
  %323 = sext i32 %322 to i64
  %324 = getelementptr bfloat, ptr addrspace(1) %0, i64 %323
  %325 = and i1 %48, %308
  %326 = select i1 %325, i32 16, i32 0
  %327 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_dsl_plain_128x128_aligned_dsmem, i64 71680), i64 %52
  %328 = ptrtoint ptr addrspace(3) %327 to i64
  %329 = trunc i64 %328 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %329, ptr addrspace(1) %324, i32 %326) #5
  %330 = add i32 %304, %56
  %331 = sext i32 %330 to i64
  %332 = getelementptr bfloat, ptr addrspace(1) %0, i64 %331
  %333 = and i1 %57, %308
  %334 = select i1 %333, i32 16, i32 0
  %335 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_dsl_plain_128x128_aligned_dsmem, i64 71680), i64 %61
  %336 = ptrtoint ptr addrspace(3) %335 to i64
  %337 = trunc i64 %336 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %337, ptr addrspace(1) %332, i32 %334) #5
  %338 = or disjoint i32 %62, 128
  %339 = mul i32 %338, %4
  %340 = add i32 %339, %64
  %341 = sext i32 %340 to i64
  %342 = getelementptr bfloat, ptr addrspace(1) %1, i64 %341
  %343 = icmp samesign ult i32 %338, %5
  %344 = and i1 %65, %343
  %345 = select i1 %344, i32 16, i32 0
  %346 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_dsl_plain_128x128_aligned_dsmem, i64 90112), i64 %69
  %347 = ptrtoint ptr addrspace(3) %346 to i64
  %348 = trunc i64 %347 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %348, ptr addrspace(1) %342, i32 %345) #5
  %349 = or disjoint i32 %70, 128
  %350 = mul i32 %349, %4
  %351 = add i32 %350, %64
  %352 = sext i32 %351 to i64
  %353 = getelementptr bfloat, ptr addrspace(1) %1, i64 %352
  %354 = icmp samesign ult i32 %349, %5
  %355 = and i1 %65, %354
  %356 = select i1 %355, i32 16, i32 0
  %357 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_dsl_plain_128x128_aligned_dsmem, i64 90112), i64 %74
  %358 = ptrtoint ptr addrspace(3) %357 to i64
  %359 = trunc i64 %358 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %359, ptr addrspace(1) %353, i32 %356) #5
  %360 = or disjoint i32 %75, 128
  %361 = mul i32 %360, %4
  %362 = add i32 %361, %64
  %363 = sext i32 %362 to i64
  %364 = getelementptr bfloat, ptr addrspace(1) %1, i64 %363
  %365 = icmp samesign ult i32 %360, %5
  %366 = and i1 %65, %365
  %367 = select i1 %366, i32 16, i32 0
  %368 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_dsl_plain_128x128_aligned_dsmem, i64 90112), i64 %79
  %369 = ptrtoint ptr addrspace(3) %368 to i64
  %370 = trunc i64 %369 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %370, ptr addrspace(1) %364, i32 %367) #5
  %371 = or disjoint i32 %80, 128
  %372 = mul i32 %371, %4
  %373 = add i32 %372, %64
  %374 = sext i32 %373 to i64
  %375 = getelementptr bfloat, ptr addrspace(1) %1, i64 %374
  %376 = icmp samesign ult i32 %371, %5
  %377 = and i1 %65, %376
  %378 = select i1 %377, i32 16, i32 0
  %379 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_dsl_plain_128x128_aligned_dsmem, i64 90112), i64 %84
  %380 = ptrtoint ptr addrspace(3) %379 to i64
  %381 = trunc i64 %380 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %381, ptr addrspace(1) %375, i32 %378) #5
  br label %.preheader

.preheader:                                       ; preds = %303, %301
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #5
  %382 = and i32 %7, 96
  %383 = lshr i32 %7, 1
  %384 = and i32 %383, 112
  %385 = and i32 %383, 64
  br i1 %85, label %.lr.ph, label %._crit_edge

386:                                              ; preds = %.lr.ph, %544
  %387 = phi i32 [ 0, %.lr.ph ], [ %1015, %544 ]
  %388 = phi float [ 0.000000e+00, %.lr.ph ], [ %1012, %544 ]
  %389 = phi float [ 0.000000e+00, %.lr.ph ], [ %1011, %544 ]
  %390 = phi float [ 0.000000e+00, %.lr.ph ], [ %1010, %544 ]
  %391 = phi float [ 0.000000e+00, %.lr.ph ], [ %1009, %544 ]
  %392 = phi float [ 0.000000e+00, %.lr.ph ], [ %1007, %544 ]
  %393 = phi float [ 0.000000e+00, %.lr.ph ], [ %1006, %544 ]
  %394 = phi float [ 0.000000e+00, %.lr.ph ], [ %1005, %544 ]
  %395 = phi float [ 0.000000e+00, %.lr.ph ], [ %1004, %544 ]
  %396 = phi float [ 0.000000e+00, %.lr.ph ], [ %1002, %544 ]
  %397 = phi float [ 0.000000e+00, %.lr.ph ], [ %1001, %544 ]
  %398 = phi float [ 0.000000e+00, %.lr.ph ], [ %1000, %544 ]
  %399 = phi float [ 0.000000e+00, %.lr.ph ], [ %999, %544 ]
  %400 = phi float [ 0.000000e+00, %.lr.ph ], [ %997, %544 ]
  %401 = phi float [ 0.000000e+00, %.lr.ph ], [ %996, %544 ]
  %402 = phi float [ 0.000000e+00, %.lr.ph ], [ %995, %544 ]
  %403 = phi float [ 0.000000e+00, %.lr.ph ], [ %994, %544 ]
  %404 = phi float [ 0.000000e+00, %.lr.ph ], [ %986, %544 ]
  %405 = phi float [ 0.000000e+00, %.lr.ph ], [ %985, %544 ]
  %406 = phi float [ 0.000000e+00, %.lr.ph ], [ %984, %544 ]
  %407 = phi float [ 0.000000e+00, %.lr.ph ], [ %983, %544 ]
  %408 = phi float [ 0.000000e+00, %.lr.ph ], [ %981, %544 ]
  %409 = phi float [ 0.000000e+00, %.lr.ph ], [ %980, %544 ]
  %410 = phi float [ 0.000000e+00, %.lr.ph ], [ %979, %544 ]
  %411 = phi float [ 0.000000e+00, %.lr.ph ], [ %978, %544 ]
  %412 = phi float [ 0.000000e+00, %.lr.ph ], [ %976, %544 ]
  %413 = phi float [ 0.000000e+00, %.lr.ph ], [ %975, %544 ]
  %414 = phi float [ 0.000000e+00, %.lr.ph ], [ %974, %544 ]
  %415 = phi float [ 0.000000e+00, %.lr.ph ], [ %973, %544 ]
  %416 = phi float [ 0.000000e+00, %.lr.ph ], [ %971, %544 ]
  %417 = phi float [ 0.000000e+00, %.lr.ph ], [ %970, %544 ]
  %418 = phi float [ 0.000000e+00, %.lr.ph ], [ %969, %544 ]
  %419 = phi float [ 0.000000e+00, %.lr.ph ], [ %968, %544 ]
  %420 = phi float [ 0.000000e+00, %.lr.ph ], [ %960, %544 ]
  %421 = phi float [ 0.000000e+00, %.lr.ph ], [ %959, %544 ]
  %422 = phi float [ 0.000000e+00, %.lr.ph ], [ %958, %544 ]
  %423 = phi float [ 0.000000e+00, %.lr.ph ], [ %957, %544 ]
  %424 = phi float [ 0.000000e+00, %.lr.ph ], [ %955, %544 ]
  %425 = phi float [ 0.000000e+00, %.lr.ph ], [ %954, %544 ]
  %426 = phi float [ 0.000000e+00, %.lr.ph ], [ %953, %544 ]
  %427 = phi float [ 0.000000e+00, %.lr.ph ], [ %952, %544 ]
  %428 = phi float [ 0.000000e+00, %.lr.ph ], [ %950, %544 ]
  %429 = phi float [ 0.000000e+00, %.lr.ph ], [ %949, %544 ]
  %430 = phi float [ 0.000000e+00, %.lr.ph ], [ %948, %544 ]
  %431 = phi float [ 0.000000e+00, %.lr.ph ], [ %947, %544 ]
  %432 = phi float [ 0.000000e+00, %.lr.ph ], [ %945, %544 ]
  %433 = phi float [ 0.000000e+00, %.lr.ph ], [ %944, %544 ]
  %434 = phi float [ 0.000000e+00, %.lr.ph ], [ %943, %544 ]
  %435 = phi float [ 0.000000e+00, %.lr.ph ], [ %942, %544 ]
  %436 = phi float [ 0.000000e+00, %.lr.ph ], [ %934, %544 ]
  %437 = phi float [ 0.000000e+00, %.lr.ph ], [ %933, %544 ]
  %438 = phi float [ 0.000000e+00, %.lr.ph ], [ %932, %544 ]
  %439 = phi float [ 0.000000e+00, %.lr.ph ], [ %931, %544 ]
  %440 = phi float [ 0.000000e+00, %.lr.ph ], [ %929, %544 ]
  %441 = phi float [ 0.000000e+00, %.lr.ph ], [ %928, %544 ]
  %442 = phi float [ 0.000000e+00, %.lr.ph ], [ %927, %544 ]
  %443 = phi float [ 0.000000e+00, %.lr.ph ], [ %926, %544 ]
  %444 = phi float [ 0.000000e+00, %.lr.ph ], [ %918, %544 ]
  %445 = phi float [ 0.000000e+00, %.lr.ph ], [ %917, %544 ]
  %446 = phi float [ 0.000000e+00, %.lr.ph ], [ %916, %544 ]
  %447 = phi float [ 0.000000e+00, %.lr.ph ], [ %915, %544 ]
  %448 = phi float [ 0.000000e+00, %.lr.ph ], [ %913, %544 ]
  %449 = phi float [ 0.000000e+00, %.lr.ph ], [ %912, %544 ]
  %450 = phi float [ 0.000000e+00, %.lr.ph ], [ %911, %544 ]
  %451 = phi float [ 0.000000e+00, %.lr.ph ], [ %910, %544 ]
  %452 = phi i32 [ 0, %.lr.ph ], [ %1016, %544 ]
  tail call void asm sideeffect "cp.async.wait_group 2;", "~{memory}"() #5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %453 = add i32 %452, 192
  %454 = icmp slt i32 %453, %5
  %455 = icmp slt i32 %452, 2147483456
  %456 = and i1 %455, %454
  br i1 %456, label %457, label %544

457:                                              ; preds = %386
  %458 = add i32 %387, 3
  %459 = icmp ugt i32 %458, 3
  %460 = add i32 %387, -1
  %461 = select i1 %459, i32 %460, i32 %458
  %462 = mul i32 %461, 35840
  %463 = sext i32 %462 to i64
  %464 = getelementptr i8, ptr addrspace(3) @gemm_dsl_plain_128x128_aligned_dsmem, i64 %463
  %465 = or disjoint i32 %453, %27
  %466 = add i32 %465, %29
  %467 = sext i32 %466 to i64
  %468 = getelementptr bfloat, ptr addrspace(1) %0, i64 %467
  %469 = icmp slt i32 %465, %5
  %470 = and i1 %30, %469
  %471 = select i1 %470, i32 16, i32 0
  %472 = getelementptr i8, ptr addrspace(3) %464, i64 %34
  %473 = ptrtoint ptr addrspace(3) %472 to i64
  %474 = trunc i64 %473 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %474, ptr addrspace(1) %468, i32 %471) #5
  %475 = add i32 %465, %38
  %476 = sext i32 %475 to i64
  %477 = getelementptr bfloat, ptr addrspace(1) %0, i64 %476
  %478 = and i1 %39, %469
  %479 = select i1 %478, i32 16, i32 0
  %480 = getelementptr i8, ptr addrspace(3) %464, i64 %43
  %481 = ptrtoint ptr addrspace(3) %480 to i64
  %482 = trunc i64 %481 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %482, ptr addrspace(1) %477, i32 %479) #5
  %483 = add i32 %465, %47
  %484 = sext i32 %483 to i64
  %485 = getelementptr bfloat, ptr addrspace(1) %0, i64 %484
  %486 = and i1 %48, %469
  %487 = select i1 %486, i32 16, i32 0
  %488 = getelementptr i8, ptr addrspace(3) %464, i64 %52
  %489 = ptrtoint ptr addrspace(3) %488 to i64
  %490 = trunc i64 %489 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %490, ptr addrspace(1) %485, i32 %487) #5
  %491 = add i32 %465, %56
  %492 = sext i32 %491 to i64
  %493 = getelementptr bfloat, ptr addrspace(1) %0, i64 %492
  %494 = and i1 %57, %469
  %495 = select i1 %494, i32 16, i32 0
  %496 = getelementptr i8, ptr addrspace(3) %464, i64 %61
  %497 = ptrtoint ptr addrspace(3) %496 to i64
  %498 = trunc i64 %497 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %498, ptr addrspace(1) %493, i32 %495) #5
  %499 = getelementptr i8, ptr addrspace(3) %464, i64 18432
  %500 = or disjoint i32 %453, %62
  %501 = mul i32 %500, %4
  %502 = add i32 %501, %64
  %503 = sext i32 %502 to i64
  %504 = getelementptr bfloat, ptr addrspace(1) %1, i64 %503
  %505 = icmp slt i32 %500, %5
  %506 = and i1 %65, %505
  %507 = select i1 %506, i32 16, i32 0
  %508 = getelementptr i8, ptr addrspace(3) %499, i64 %69
  %509 = ptrtoint ptr addrspace(3) %508 to i64
  %510 = trunc i64 %509 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %510, ptr addrspace(1) %504, i32 %507) #5
  %511 = or disjoint i32 %453, %70
  %512 = mul i32 %511, %4
  %513 = add i32 %512, %64
  %514 = sext i32 %513 to i64
  %515 = getelementptr bfloat, ptr addrspace(1) %1, i64 %514
  %516 = icmp slt i32 %511, %5
  %517 = and i1 %65, %516
  %518 = select i1 %517, i32 16, i32 0
  %519 = getelementptr i8, ptr addrspace(3) %499, i64 %74
  %520 = ptrtoint ptr addrspace(3) %519 to i64
  %521 = trunc i64 %520 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %521, ptr addrspace(1) %515, i32 %518) #5
  %522 = or disjoint i32 %453, %75
  %523 = mul i32 %522, %4
  %524 = add i32 %523, %64
  %525 = sext i32 %524 to i64
  %526 = getelementptr bfloat, ptr addrspace(1) %1, i64 %525
  %527 = icmp slt i32 %522, %5
  %528 = and i1 %65, %527
  %529 = select i1 %528, i32 16, i32 0
  %530 = getelementptr i8, ptr addrspace(3) %499, i64 %79
  %531 = ptrtoint ptr addrspace(3) %530 to i64
  %532 = trunc i64 %531 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %532, ptr addrspace(1) %526, i32 %529) #5
  %533 = or disjoint i32 %453, %80
  %534 = mul i32 %533, %4
  %535 = add i32 %534, %64
  %536 = sext i32 %535 to i64
  %537 = getelementptr bfloat, ptr addrspace(1) %1, i64 %536
  %538 = icmp slt i32 %533, %5
  %539 = and i1 %65, %538
  %540 = select i1 %539, i32 16, i32 0
  %541 = getelementptr i8, ptr addrspace(3) %499, i64 %84
  %542 = ptrtoint ptr addrspace(3) %541 to i64
  %543 = trunc i64 %542 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %543, ptr addrspace(1) %537, i32 %540) #5
  br label %544

544:                                              ; preds = %457, %386
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #5
  %545 = mul i32 %387, 35840
  %546 = sext i32 %545 to i64
  %547 = getelementptr i8, ptr addrspace(3) @gemm_dsl_plain_128x128_aligned_dsmem, i64 %546
  %548 = getelementptr i8, ptr addrspace(3) %547, i64 18432
  %549 = getelementptr bfloat, ptr addrspace(3) %547, i64 %97
  %550 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %549)
  %551 = extractvalue { i32, i32, i32, i32 } %550, 0
  %552 = extractvalue { i32, i32, i32, i32 } %550, 1
  %553 = extractvalue { i32, i32, i32, i32 } %550, 2
  %554 = extractvalue { i32, i32, i32, i32 } %550, 3
  %555 = getelementptr bfloat, ptr addrspace(3) %548, i64 %100
  %556 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %555)
  %557 = extractvalue { i32, i32, i32, i32 } %556, 0
  %558 = extractvalue { i32, i32, i32, i32 } %556, 1
  %559 = extractvalue { i32, i32, i32, i32 } %556, 2
  %560 = extractvalue { i32, i32, i32, i32 } %556, 3
  %561 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %551, i32 %552, i32 %553, i32 %554, i32 %557, i32 %558, float %451, float %450, float %449, float %448) #5
  %562 = extractvalue { float, float, float, float } %561, 0
  %563 = extractvalue { float, float, float, float } %561, 1
  %564 = extractvalue { float, float, float, float } %561, 2
  %565 = extractvalue { float, float, float, float } %561, 3
  %566 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %551, i32 %552, i32 %553, i32 %554, i32 %559, i32 %560, float %447, float %446, float %445, float %444) #5
  %567 = extractvalue { float, float, float, float } %566, 0
  %568 = extractvalue { float, float, float, float } %566, 1
  %569 = extractvalue { float, float, float, float } %566, 2
  %570 = extractvalue { float, float, float, float } %566, 3
  %571 = getelementptr bfloat, ptr addrspace(3) %548, i64 %102
  %572 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %571)
  %573 = extractvalue { i32, i32, i32, i32 } %572, 0
  %574 = extractvalue { i32, i32, i32, i32 } %572, 1
  %575 = extractvalue { i32, i32, i32, i32 } %572, 2
  %576 = extractvalue { i32, i32, i32, i32 } %572, 3
  %577 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %551, i32 %552, i32 %553, i32 %554, i32 %573, i32 %574, float %443, float %442, float %441, float %440) #5
  %578 = extractvalue { float, float, float, float } %577, 0
  %579 = extractvalue { float, float, float, float } %577, 1
  %580 = extractvalue { float, float, float, float } %577, 2
  %581 = extractvalue { float, float, float, float } %577, 3
  %582 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %551, i32 %552, i32 %553, i32 %554, i32 %575, i32 %576, float %439, float %438, float %437, float %436) #5
  %583 = extractvalue { float, float, float, float } %582, 0
  %584 = extractvalue { float, float, float, float } %582, 1
  %585 = extractvalue { float, float, float, float } %582, 2
  %586 = extractvalue { float, float, float, float } %582, 3
  %587 = getelementptr bfloat, ptr addrspace(3) %547, i64 %103
  %588 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %587)
  %589 = extractvalue { i32, i32, i32, i32 } %588, 0
  %590 = extractvalue { i32, i32, i32, i32 } %588, 1
  %591 = extractvalue { i32, i32, i32, i32 } %588, 2
  %592 = extractvalue { i32, i32, i32, i32 } %588, 3
  %593 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %589, i32 %590, i32 %591, i32 %592, i32 %557, i32 %558, float %435, float %434, float %433, float %432) #5
  %594 = extractvalue { float, float, float, float } %593, 0
  %595 = extractvalue { float, float, float, float } %593, 1
  %596 = extractvalue { float, float, float, float } %593, 2
  %597 = extractvalue { float, float, float, float } %593, 3
  %598 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %589, i32 %590, i32 %591, i32 %592, i32 %559, i32 %560, float %431, float %430, float %429, float %428) #5
  %599 = extractvalue { float, float, float, float } %598, 0
  %600 = extractvalue { float, float, float, float } %598, 1
  %601 = extractvalue { float, float, float, float } %598, 2
  %602 = extractvalue { float, float, float, float } %598, 3
  %603 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %589, i32 %590, i32 %591, i32 %592, i32 %573, i32 %574, float %427, float %426, float %425, float %424) #5
  %604 = extractvalue { float, float, float, float } %603, 0
  %605 = extractvalue { float, float, float, float } %603, 1
  %606 = extractvalue { float, float, float, float } %603, 2
  %607 = extractvalue { float, float, float, float } %603, 3
  %608 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %589, i32 %590, i32 %591, i32 %592, i32 %575, i32 %576, float %423, float %422, float %421, float %420) #5
  %609 = extractvalue { float, float, float, float } %608, 0
  %610 = extractvalue { float, float, float, float } %608, 1
  %611 = extractvalue { float, float, float, float } %608, 2
  %612 = extractvalue { float, float, float, float } %608, 3
  %613 = getelementptr bfloat, ptr addrspace(3) %547, i64 %104
  %614 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %613)
  %615 = extractvalue { i32, i32, i32, i32 } %614, 0
  %616 = extractvalue { i32, i32, i32, i32 } %614, 1
  %617 = extractvalue { i32, i32, i32, i32 } %614, 2
  %618 = extractvalue { i32, i32, i32, i32 } %614, 3
  %619 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %615, i32 %616, i32 %617, i32 %618, i32 %557, i32 %558, float %419, float %418, float %417, float %416) #5
  %620 = extractvalue { float, float, float, float } %619, 0
  %621 = extractvalue { float, float, float, float } %619, 1
  %622 = extractvalue { float, float, float, float } %619, 2
  %623 = extractvalue { float, float, float, float } %619, 3
  %624 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %615, i32 %616, i32 %617, i32 %618, i32 %559, i32 %560, float %415, float %414, float %413, float %412) #5
  %625 = extractvalue { float, float, float, float } %624, 0
  %626 = extractvalue { float, float, float, float } %624, 1
  %627 = extractvalue { float, float, float, float } %624, 2
  %628 = extractvalue { float, float, float, float } %624, 3
  %629 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %615, i32 %616, i32 %617, i32 %618, i32 %573, i32 %574, float %411, float %410, float %409, float %408) #5
  %630 = extractvalue { float, float, float, float } %629, 0
  %631 = extractvalue { float, float, float, float } %629, 1
  %632 = extractvalue { float, float, float, float } %629, 2
  %633 = extractvalue { float, float, float, float } %629, 3
  %634 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %615, i32 %616, i32 %617, i32 %618, i32 %575, i32 %576, float %407, float %406, float %405, float %404) #5
  %635 = extractvalue { float, float, float, float } %634, 0
  %636 = extractvalue { float, float, float, float } %634, 1
  %637 = extractvalue { float, float, float, float } %634, 2
  %638 = extractvalue { float, float, float, float } %634, 3
  %639 = getelementptr bfloat, ptr addrspace(3) %547, i64 %106
  %640 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %639)
  %641 = extractvalue { i32, i32, i32, i32 } %640, 0
  %642 = extractvalue { i32, i32, i32, i32 } %640, 1
  %643 = extractvalue { i32, i32, i32, i32 } %640, 2
  %644 = extractvalue { i32, i32, i32, i32 } %640, 3
  %645 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %641, i32 %642, i32 %643, i32 %644, i32 %557, i32 %558, float %403, float %402, float %401, float %400) #5
  %646 = extractvalue { float, float, float, float } %645, 0
  %647 = extractvalue { float, float, float, float } %645, 1
  %648 = extractvalue { float, float, float, float } %645, 2
  %649 = extractvalue { float, float, float, float } %645, 3
  %650 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %641, i32 %642, i32 %643, i32 %644, i32 %559, i32 %560, float %399, float %398, float %397, float %396) #5
  %651 = extractvalue { float, float, float, float } %650, 0
  %652 = extractvalue { float, float, float, float } %650, 1
  %653 = extractvalue { float, float, float, float } %650, 2
  %654 = extractvalue { float, float, float, float } %650, 3
  %655 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %641, i32 %642, i32 %643, i32 %644, i32 %573, i32 %574, float %395, float %394, float %393, float %392) #5
  %656 = extractvalue { float, float, float, float } %655, 0
  %657 = extractvalue { float, float, float, float } %655, 1
  %658 = extractvalue { float, float, float, float } %655, 2
  %659 = extractvalue { float, float, float, float } %655, 3
  %660 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %641, i32 %642, i32 %643, i32 %644, i32 %575, i32 %576, float %391, float %390, float %389, float %388) #5
  %661 = extractvalue { float, float, float, float } %660, 0
  %662 = extractvalue { float, float, float, float } %660, 1
  %663 = extractvalue { float, float, float, float } %660, 2
  %664 = extractvalue { float, float, float, float } %660, 3
  %665 = getelementptr bfloat, ptr addrspace(3) %547, i64 %109
  %666 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %665)
  %667 = extractvalue { i32, i32, i32, i32 } %666, 0
  %668 = extractvalue { i32, i32, i32, i32 } %666, 1
  %669 = extractvalue { i32, i32, i32, i32 } %666, 2
  %670 = extractvalue { i32, i32, i32, i32 } %666, 3
  %671 = getelementptr bfloat, ptr addrspace(3) %548, i64 %113
  %672 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %671)
  %673 = extractvalue { i32, i32, i32, i32 } %672, 0
  %674 = extractvalue { i32, i32, i32, i32 } %672, 1
  %675 = extractvalue { i32, i32, i32, i32 } %672, 2
  %676 = extractvalue { i32, i32, i32, i32 } %672, 3
  %677 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %667, i32 %668, i32 %669, i32 %670, i32 %673, i32 %674, float %562, float %563, float %564, float %565) #5
  %678 = extractvalue { float, float, float, float } %677, 0
  %679 = extractvalue { float, float, float, float } %677, 1
  %680 = extractvalue { float, float, float, float } %677, 2
  %681 = extractvalue { float, float, float, float } %677, 3
  %682 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %667, i32 %668, i32 %669, i32 %670, i32 %675, i32 %676, float %567, float %568, float %569, float %570) #5
  %683 = extractvalue { float, float, float, float } %682, 0
  %684 = extractvalue { float, float, float, float } %682, 1
  %685 = extractvalue { float, float, float, float } %682, 2
  %686 = extractvalue { float, float, float, float } %682, 3
  %687 = getelementptr bfloat, ptr addrspace(3) %548, i64 %115
  %688 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %687)
  %689 = extractvalue { i32, i32, i32, i32 } %688, 0
  %690 = extractvalue { i32, i32, i32, i32 } %688, 1
  %691 = extractvalue { i32, i32, i32, i32 } %688, 2
  %692 = extractvalue { i32, i32, i32, i32 } %688, 3
  %693 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %667, i32 %668, i32 %669, i32 %670, i32 %689, i32 %690, float %578, float %579, float %580, float %581) #5
  %694 = extractvalue { float, float, float, float } %693, 0
  %695 = extractvalue { float, float, float, float } %693, 1
  %696 = extractvalue { float, float, float, float } %693, 2
  %697 = extractvalue { float, float, float, float } %693, 3
  %698 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %667, i32 %668, i32 %669, i32 %670, i32 %691, i32 %692, float %583, float %584, float %585, float %586) #5
  %699 = extractvalue { float, float, float, float } %698, 0
  %700 = extractvalue { float, float, float, float } %698, 1
  %701 = extractvalue { float, float, float, float } %698, 2
  %702 = extractvalue { float, float, float, float } %698, 3
  %703 = getelementptr bfloat, ptr addrspace(3) %547, i64 %116
  %704 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %703)
  %705 = extractvalue { i32, i32, i32, i32 } %704, 0
  %706 = extractvalue { i32, i32, i32, i32 } %704, 1
  %707 = extractvalue { i32, i32, i32, i32 } %704, 2
  %708 = extractvalue { i32, i32, i32, i32 } %704, 3
  %709 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %705, i32 %706, i32 %707, i32 %708, i32 %673, i32 %674, float %594, float %595, float %596, float %597) #5
  %710 = extractvalue { float, float, float, float } %709, 0
  %711 = extractvalue { float, float, float, float } %709, 1
  %712 = extractvalue { float, float, float, float } %709, 2
  %713 = extractvalue { float, float, float, float } %709, 3
  %714 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %705, i32 %706, i32 %707, i32 %708, i32 %675, i32 %676, float %599, float %600, float %601, float %602) #5
  %715 = extractvalue { float, float, float, float } %714, 0
  %716 = extractvalue { float, float, float, float } %714, 1
  %717 = extractvalue { float, float, float, float } %714, 2
  %718 = extractvalue { float, float, float, float } %714, 3
  %719 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %705, i32 %706, i32 %707, i32 %708, i32 %689, i32 %690, float %604, float %605, float %606, float %607) #5
  %720 = extractvalue { float, float, float, float } %719, 0
  %721 = extractvalue { float, float, float, float } %719, 1
  %722 = extractvalue { float, float, float, float } %719, 2
  %723 = extractvalue { float, float, float, float } %719, 3
  %724 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %705, i32 %706, i32 %707, i32 %708, i32 %691, i32 %692, float %609, float %610, float %611, float %612) #5
  %725 = extractvalue { float, float, float, float } %724, 0
  %726 = extractvalue { float, float, float, float } %724, 1
  %727 = extractvalue { float, float, float, float } %724, 2
  %728 = extractvalue { float, float, float, float } %724, 3
  %729 = getelementptr bfloat, ptr addrspace(3) %547, i64 %117
  %730 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %729)
  %731 = extractvalue { i32, i32, i32, i32 } %730, 0
  %732 = extractvalue { i32, i32, i32, i32 } %730, 1
  %733 = extractvalue { i32, i32, i32, i32 } %730, 2
  %734 = extractvalue { i32, i32, i32, i32 } %730, 3
  %735 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %731, i32 %732, i32 %733, i32 %734, i32 %673, i32 %674, float %620, float %621, float %622, float %623) #5
  %736 = extractvalue { float, float, float, float } %735, 0
  %737 = extractvalue { float, float, float, float } %735, 1
  %738 = extractvalue { float, float, float, float } %735, 2
  %739 = extractvalue { float, float, float, float } %735, 3
  %740 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %731, i32 %732, i32 %733, i32 %734, i32 %675, i32 %676, float %625, float %626, float %627, float %628) #5
  %741 = extractvalue { float, float, float, float } %740, 0
  %742 = extractvalue { float, float, float, float } %740, 1
  %743 = extractvalue { float, float, float, float } %740, 2
  %744 = extractvalue { float, float, float, float } %740, 3
  %745 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %731, i32 %732, i32 %733, i32 %734, i32 %689, i32 %690, float %630, float %631, float %632, float %633) #5
  %746 = extractvalue { float, float, float, float } %745, 0
  %747 = extractvalue { float, float, float, float } %745, 1
  %748 = extractvalue { float, float, float, float } %745, 2
  %749 = extractvalue { float, float, float, float } %745, 3
  %750 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %731, i32 %732, i32 %733, i32 %734, i32 %691, i32 %692, float %635, float %636, float %637, float %638) #5
  %751 = extractvalue { float, float, float, float } %750, 0
  %752 = extractvalue { float, float, float, float } %750, 1
  %753 = extractvalue { float, float, float, float } %750, 2
  %754 = extractvalue { float, float, float, float } %750, 3
  %755 = getelementptr bfloat, ptr addrspace(3) %547, i64 %119
  %756 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %755)
  %757 = extractvalue { i32, i32, i32, i32 } %756, 0
  %758 = extractvalue { i32, i32, i32, i32 } %756, 1
  %759 = extractvalue { i32, i32, i32, i32 } %756, 2
  %760 = extractvalue { i32, i32, i32, i32 } %756, 3
  %761 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %757, i32 %758, i32 %759, i32 %760, i32 %673, i32 %674, float %646, float %647, float %648, float %649) #5
  %762 = extractvalue { float, float, float, float } %761, 0
  %763 = extractvalue { float, float, float, float } %761, 1
  %764 = extractvalue { float, float, float, float } %761, 2
  %765 = extractvalue { float, float, float, float } %761, 3
  %766 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %757, i32 %758, i32 %759, i32 %760, i32 %675, i32 %676, float %651, float %652, float %653, float %654) #5
  %767 = extractvalue { float, float, float, float } %766, 0
  %768 = extractvalue { float, float, float, float } %766, 1
  %769 = extractvalue { float, float, float, float } %766, 2
  %770 = extractvalue { float, float, float, float } %766, 3
  %771 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %757, i32 %758, i32 %759, i32 %760, i32 %689, i32 %690, float %656, float %657, float %658, float %659) #5
  %772 = extractvalue { float, float, float, float } %771, 0
  %773 = extractvalue { float, float, float, float } %771, 1
  %774 = extractvalue { float, float, float, float } %771, 2
  %775 = extractvalue { float, float, float, float } %771, 3
  %776 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %757, i32 %758, i32 %759, i32 %760, i32 %691, i32 %692, float %661, float %662, float %663, float %664) #5
  %777 = extractvalue { float, float, float, float } %776, 0
  %778 = extractvalue { float, float, float, float } %776, 1
  %779 = extractvalue { float, float, float, float } %776, 2
  %780 = extractvalue { float, float, float, float } %776, 3
  %781 = getelementptr bfloat, ptr addrspace(3) %547, i64 %122
  %782 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %781)
  %783 = extractvalue { i32, i32, i32, i32 } %782, 0
  %784 = extractvalue { i32, i32, i32, i32 } %782, 1
  %785 = extractvalue { i32, i32, i32, i32 } %782, 2
  %786 = extractvalue { i32, i32, i32, i32 } %782, 3
  %787 = getelementptr bfloat, ptr addrspace(3) %548, i64 %126
  %788 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %787)
  %789 = extractvalue { i32, i32, i32, i32 } %788, 0
  %790 = extractvalue { i32, i32, i32, i32 } %788, 1
  %791 = extractvalue { i32, i32, i32, i32 } %788, 2
  %792 = extractvalue { i32, i32, i32, i32 } %788, 3
  %793 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %783, i32 %784, i32 %785, i32 %786, i32 %789, i32 %790, float %678, float %679, float %680, float %681) #5
  %794 = extractvalue { float, float, float, float } %793, 0
  %795 = extractvalue { float, float, float, float } %793, 1
  %796 = extractvalue { float, float, float, float } %793, 2
  %797 = extractvalue { float, float, float, float } %793, 3
  %798 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %783, i32 %784, i32 %785, i32 %786, i32 %791, i32 %792, float %683, float %684, float %685, float %686) #5
  %799 = extractvalue { float, float, float, float } %798, 0
  %800 = extractvalue { float, float, float, float } %798, 1
  %801 = extractvalue { float, float, float, float } %798, 2
  %802 = extractvalue { float, float, float, float } %798, 3
  %803 = getelementptr bfloat, ptr addrspace(3) %548, i64 %128
  %804 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %803)
  %805 = extractvalue { i32, i32, i32, i32 } %804, 0
  %806 = extractvalue { i32, i32, i32, i32 } %804, 1
  %807 = extractvalue { i32, i32, i32, i32 } %804, 2
  %808 = extractvalue { i32, i32, i32, i32 } %804, 3
  %809 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %783, i32 %784, i32 %785, i32 %786, i32 %805, i32 %806, float %694, float %695, float %696, float %697) #5
  %810 = extractvalue { float, float, float, float } %809, 0
  %811 = extractvalue { float, float, float, float } %809, 1
  %812 = extractvalue { float, float, float, float } %809, 2
  %813 = extractvalue { float, float, float, float } %809, 3
  %814 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %783, i32 %784, i32 %785, i32 %786, i32 %807, i32 %808, float %699, float %700, float %701, float %702) #5
  %815 = extractvalue { float, float, float, float } %814, 0
  %816 = extractvalue { float, float, float, float } %814, 1
  %817 = extractvalue { float, float, float, float } %814, 2
  %818 = extractvalue { float, float, float, float } %814, 3
  %819 = getelementptr bfloat, ptr addrspace(3) %547, i64 %129
  %820 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %819)
  %821 = extractvalue { i32, i32, i32, i32 } %820, 0
  %822 = extractvalue { i32, i32, i32, i32 } %820, 1
  %823 = extractvalue { i32, i32, i32, i32 } %820, 2
  %824 = extractvalue { i32, i32, i32, i32 } %820, 3
  %825 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %821, i32 %822, i32 %823, i32 %824, i32 %789, i32 %790, float %710, float %711, float %712, float %713) #5
  %826 = extractvalue { float, float, float, float } %825, 0
  %827 = extractvalue { float, float, float, float } %825, 1
  %828 = extractvalue { float, float, float, float } %825, 2
  %829 = extractvalue { float, float, float, float } %825, 3
  %830 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %821, i32 %822, i32 %823, i32 %824, i32 %791, i32 %792, float %715, float %716, float %717, float %718) #5
  %831 = extractvalue { float, float, float, float } %830, 0
  %832 = extractvalue { float, float, float, float } %830, 1
  %833 = extractvalue { float, float, float, float } %830, 2
  %834 = extractvalue { float, float, float, float } %830, 3
  %835 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %821, i32 %822, i32 %823, i32 %824, i32 %805, i32 %806, float %720, float %721, float %722, float %723) #5
  %836 = extractvalue { float, float, float, float } %835, 0
  %837 = extractvalue { float, float, float, float } %835, 1
  %838 = extractvalue { float, float, float, float } %835, 2
  %839 = extractvalue { float, float, float, float } %835, 3
  %840 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %821, i32 %822, i32 %823, i32 %824, i32 %807, i32 %808, float %725, float %726, float %727, float %728) #5
  %841 = extractvalue { float, float, float, float } %840, 0
  %842 = extractvalue { float, float, float, float } %840, 1
  %843 = extractvalue { float, float, float, float } %840, 2
  %844 = extractvalue { float, float, float, float } %840, 3
  %845 = getelementptr bfloat, ptr addrspace(3) %547, i64 %130
  %846 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %845)
  %847 = extractvalue { i32, i32, i32, i32 } %846, 0
  %848 = extractvalue { i32, i32, i32, i32 } %846, 1
  %849 = extractvalue { i32, i32, i32, i32 } %846, 2
  %850 = extractvalue { i32, i32, i32, i32 } %846, 3
  %851 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %847, i32 %848, i32 %849, i32 %850, i32 %789, i32 %790, float %736, float %737, float %738, float %739) #5
  %852 = extractvalue { float, float, float, float } %851, 0
  %853 = extractvalue { float, float, float, float } %851, 1
  %854 = extractvalue { float, float, float, float } %851, 2
  %855 = extractvalue { float, float, float, float } %851, 3
  %856 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %847, i32 %848, i32 %849, i32 %850, i32 %791, i32 %792, float %741, float %742, float %743, float %744) #5
  %857 = extractvalue { float, float, float, float } %856, 0
  %858 = extractvalue { float, float, float, float } %856, 1
  %859 = extractvalue { float, float, float, float } %856, 2
  %860 = extractvalue { float, float, float, float } %856, 3
  %861 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %847, i32 %848, i32 %849, i32 %850, i32 %805, i32 %806, float %746, float %747, float %748, float %749) #5
  %862 = extractvalue { float, float, float, float } %861, 0
  %863 = extractvalue { float, float, float, float } %861, 1
  %864 = extractvalue { float, float, float, float } %861, 2
  %865 = extractvalue { float, float, float, float } %861, 3
  %866 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %847, i32 %848, i32 %849, i32 %850, i32 %807, i32 %808, float %751, float %752, float %753, float %754) #5
  %867 = extractvalue { float, float, float, float } %866, 0
  %868 = extractvalue { float, float, float, float } %866, 1
  %869 = extractvalue { float, float, float, float } %866, 2
  %870 = extractvalue { float, float, float, float } %866, 3
  %871 = getelementptr bfloat, ptr addrspace(3) %547, i64 %132
  %872 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %871)
  %873 = extractvalue { i32, i32, i32, i32 } %872, 0
  %874 = extractvalue { i32, i32, i32, i32 } %872, 1
  %875 = extractvalue { i32, i32, i32, i32 } %872, 2
  %876 = extractvalue { i32, i32, i32, i32 } %872, 3
  %877 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %873, i32 %874, i32 %875, i32 %876, i32 %789, i32 %790, float %762, float %763, float %764, float %765) #5
  %878 = extractvalue { float, float, float, float } %877, 0
  %879 = extractvalue { float, float, float, float } %877, 1
  %880 = extractvalue { float, float, float, float } %877, 2
  %881 = extractvalue { float, float, float, float } %877, 3
  %882 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %873, i32 %874, i32 %875, i32 %876, i32 %791, i32 %792, float %767, float %768, float %769, float %770) #5
  %883 = extractvalue { float, float, float, float } %882, 0
  %884 = extractvalue { float, float, float, float } %882, 1
  %885 = extractvalue { float, float, float, float } %882, 2
  %886 = extractvalue { float, float, float, float } %882, 3
  %887 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %873, i32 %874, i32 %875, i32 %876, i32 %805, i32 %806, float %772, float %773, float %774, float %775) #5
  %888 = extractvalue { float, float, float, float } %887, 0
  %889 = extractvalue { float, float, float, float } %887, 1
  %890 = extractvalue { float, float, float, float } %887, 2
  %891 = extractvalue { float, float, float, float } %887, 3
  %892 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %873, i32 %874, i32 %875, i32 %876, i32 %807, i32 %808, float %777, float %778, float %779, float %780) #5
  %893 = extractvalue { float, float, float, float } %892, 0
  %894 = extractvalue { float, float, float, float } %892, 1
  %895 = extractvalue { float, float, float, float } %892, 2
  %896 = extractvalue { float, float, float, float } %892, 3
  %897 = getelementptr bfloat, ptr addrspace(3) %547, i64 %135
  %898 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %897)
  %899 = extractvalue { i32, i32, i32, i32 } %898, 0
  %900 = extractvalue { i32, i32, i32, i32 } %898, 1
  %901 = extractvalue { i32, i32, i32, i32 } %898, 2
  %902 = extractvalue { i32, i32, i32, i32 } %898, 3
  %903 = getelementptr bfloat, ptr addrspace(3) %548, i64 %139
  %904 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %903)
  %905 = extractvalue { i32, i32, i32, i32 } %904, 0
  %906 = extractvalue { i32, i32, i32, i32 } %904, 1
  %907 = extractvalue { i32, i32, i32, i32 } %904, 2
  %908 = extractvalue { i32, i32, i32, i32 } %904, 3
  %909 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %899, i32 %900, i32 %901, i32 %902, i32 %905, i32 %906, float %794, float %795, float %796, float %797) #5
  %910 = extractvalue { float, float, float, float } %909, 0
  %911 = extractvalue { float, float, float, float } %909, 1
  %912 = extractvalue { float, float, float, float } %909, 2
  %913 = extractvalue { float, float, float, float } %909, 3
  %914 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %899, i32 %900, i32 %901, i32 %902, i32 %907, i32 %908, float %799, float %800, float %801, float %802) #5
  %915 = extractvalue { float, float, float, float } %914, 0
  %916 = extractvalue { float, float, float, float } %914, 1
  %917 = extractvalue { float, float, float, float } %914, 2
  %918 = extractvalue { float, float, float, float } %914, 3
  %919 = getelementptr bfloat, ptr addrspace(3) %548, i64 %141
  %920 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %919)
  %921 = extractvalue { i32, i32, i32, i32 } %920, 0
  %922 = extractvalue { i32, i32, i32, i32 } %920, 1
  %923 = extractvalue { i32, i32, i32, i32 } %920, 2
  %924 = extractvalue { i32, i32, i32, i32 } %920, 3
  %925 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %899, i32 %900, i32 %901, i32 %902, i32 %921, i32 %922, float %810, float %811, float %812, float %813) #5
  %926 = extractvalue { float, float, float, float } %925, 0
  %927 = extractvalue { float, float, float, float } %925, 1
  %928 = extractvalue { float, float, float, float } %925, 2
  %929 = extractvalue { float, float, float, float } %925, 3
  %930 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %899, i32 %900, i32 %901, i32 %902, i32 %923, i32 %924, float %815, float %816, float %817, float %818) #5
  %931 = extractvalue { float, float, float, float } %930, 0
  %932 = extractvalue { float, float, float, float } %930, 1
  %933 = extractvalue { float, float, float, float } %930, 2
  %934 = extractvalue { float, float, float, float } %930, 3
  %935 = getelementptr bfloat, ptr addrspace(3) %547, i64 %142
  %936 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %935)
  %937 = extractvalue { i32, i32, i32, i32 } %936, 0
  %938 = extractvalue { i32, i32, i32, i32 } %936, 1
  %939 = extractvalue { i32, i32, i32, i32 } %936, 2
  %940 = extractvalue { i32, i32, i32, i32 } %936, 3
  %941 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %937, i32 %938, i32 %939, i32 %940, i32 %905, i32 %906, float %826, float %827, float %828, float %829) #5
  %942 = extractvalue { float, float, float, float } %941, 0
  %943 = extractvalue { float, float, float, float } %941, 1
  %944 = extractvalue { float, float, float, float } %941, 2
  %945 = extractvalue { float, float, float, float } %941, 3
  %946 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %937, i32 %938, i32 %939, i32 %940, i32 %907, i32 %908, float %831, float %832, float %833, float %834) #5
  %947 = extractvalue { float, float, float, float } %946, 0
  %948 = extractvalue { float, float, float, float } %946, 1
  %949 = extractvalue { float, float, float, float } %946, 2
  %950 = extractvalue { float, float, float, float } %946, 3
  %951 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %937, i32 %938, i32 %939, i32 %940, i32 %921, i32 %922, float %836, float %837, float %838, float %839) #5
  %952 = extractvalue { float, float, float, float } %951, 0
  %953 = extractvalue { float, float, float, float } %951, 1
  %954 = extractvalue { float, float, float, float } %951, 2
  %955 = extractvalue { float, float, float, float } %951, 3
  %956 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %937, i32 %938, i32 %939, i32 %940, i32 %923, i32 %924, float %841, float %842, float %843, float %844) #5
  %957 = extractvalue { float, float, float, float } %956, 0
  %958 = extractvalue { float, float, float, float } %956, 1
  %959 = extractvalue { float, float, float, float } %956, 2
  %960 = extractvalue { float, float, float, float } %956, 3
  %961 = getelementptr bfloat, ptr addrspace(3) %547, i64 %143
  %962 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %961)
  %963 = extractvalue { i32, i32, i32, i32 } %962, 0
  %964 = extractvalue { i32, i32, i32, i32 } %962, 1
  %965 = extractvalue { i32, i32, i32, i32 } %962, 2
  %966 = extractvalue { i32, i32, i32, i32 } %962, 3
  %967 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %963, i32 %964, i32 %965, i32 %966, i32 %905, i32 %906, float %852, float %853, float %854, float %855) #5
  %968 = extractvalue { float, float, float, float } %967, 0
  %969 = extractvalue { float, float, float, float } %967, 1
  %970 = extractvalue { float, float, float, float } %967, 2
  %971 = extractvalue { float, float, float, float } %967, 3
  %972 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %963, i32 %964, i32 %965, i32 %966, i32 %907, i32 %908, float %857, float %858, float %859, float %860) #5
  %973 = extractvalue { float, float, float, float } %972, 0
  %974 = extractvalue { float, float, float, float } %972, 1
  %975 = extractvalue { float, float, float, float } %972, 2
  %976 = extractvalue { float, float, float, float } %972, 3
  %977 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %963, i32 %964, i32 %965, i32 %966, i32 %921, i32 %922, float %862, float %863, float %864, float %865) #5
  %978 = extractvalue { float, float, float, float } %977, 0
  %979 = extractvalue { float, float, float, float } %977, 1
  %980 = extractvalue { float, float, float, float } %977, 2
  %981 = extractvalue { float, float, float, float } %977, 3
  %982 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %963, i32 %964, i32 %965, i32 %966, i32 %923, i32 %924, float %867, float %868, float %869, float %870) #5
  %983 = extractvalue { float, float, float, float } %982, 0
  %984 = extractvalue { float, float, float, float } %982, 1
  %985 = extractvalue { float, float, float, float } %982, 2
  %986 = extractvalue { float, float, float, float } %982, 3
  %987 = getelementptr bfloat, ptr addrspace(3) %547, i64 %145
  %988 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %987)
  %989 = extractvalue { i32, i32, i32, i32 } %988, 0
  %990 = extractvalue { i32, i32, i32, i32 } %988, 1
  %991 = extractvalue { i32, i32, i32, i32 } %988, 2
  %992 = extractvalue { i32, i32, i32, i32 } %988, 3
  %993 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %989, i32 %990, i32 %991, i32 %992, i32 %905, i32 %906, float %878, float %879, float %880, float %881) #5
  %994 = extractvalue { float, float, float, float } %993, 0
  %995 = extractvalue { float, float, float, float } %993, 1
  %996 = extractvalue { float, float, float, float } %993, 2
  %997 = extractvalue { float, float, float, float } %993, 3
  %998 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %989, i32 %990, i32 %991, i32 %992, i32 %907, i32 %908, float %883, float %884, float %885, float %886) #5
  %999 = extractvalue { float, float, float, float } %998, 0
  %1000 = extractvalue { float, float, float, float } %998, 1
  %1001 = extractvalue { float, float, float, float } %998, 2
  %1002 = extractvalue { float, float, float, float } %998, 3
  %1003 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %989, i32 %990, i32 %991, i32 %992, i32 %921, i32 %922, float %888, float %889, float %890, float %891) #5
  %1004 = extractvalue { float, float, float, float } %1003, 0
  %1005 = extractvalue { float, float, float, float } %1003, 1
  %1006 = extractvalue { float, float, float, float } %1003, 2
  %1007 = extractvalue { float, float, float, float } %1003, 3
  %1008 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %989, i32 %990, i32 %991, i32 %992, i32 %923, i32 %924, float %893, float %894, float %895, float %896) #5
  %1009 = extractvalue { float, float, float, float } %1008, 0
  %1010 = extractvalue { float, float, float, float } %1008, 1
  %1011 = extractvalue { float, float, float, float } %1008, 2
  %1012 = extractvalue { float, float, float, float } %1008, 3
  %1013 = add i32 %387, 1
  %1014 = icmp eq i32 %1013, 4
  %1015 = select i1 %1014, i32 0, i32 %1013
  %1016 = add i32 %452, 64
  %1017 = icmp slt i32 %1016, %5
  br i1 %1017, label %386, label %._crit_edge.loopexit

._crit_edge.loopexit:                             ; preds = %544
  %1018 = bitcast float %910 to i32
  %1019 = bitcast float %911 to i32
  %1020 = bitcast float %912 to i32
  %1021 = bitcast float %913 to i32
  %1022 = bitcast float %915 to i32
  %1023 = bitcast float %916 to i32
  %1024 = bitcast float %917 to i32
  %1025 = bitcast float %918 to i32
  %1026 = bitcast float %926 to i32
  %1027 = bitcast float %927 to i32
  %1028 = bitcast float %928 to i32
  %1029 = bitcast float %929 to i32
  %1030 = bitcast float %931 to i32
  %1031 = bitcast float %932 to i32
  %1032 = bitcast float %933 to i32
  %1033 = bitcast float %934 to i32
  %1034 = bitcast float %942 to i32
  %1035 = bitcast float %943 to i32
  %1036 = bitcast float %944 to i32
  %1037 = bitcast float %945 to i32
  %1038 = bitcast float %947 to i32
  %1039 = bitcast float %948 to i32
  %1040 = bitcast float %949 to i32
  %1041 = bitcast float %950 to i32
  %1042 = bitcast float %952 to i32
  %1043 = bitcast float %953 to i32
  %1044 = bitcast float %954 to i32
  %1045 = bitcast float %955 to i32
  %1046 = bitcast float %957 to i32
  %1047 = bitcast float %958 to i32
  %1048 = bitcast float %959 to i32
  %1049 = bitcast float %960 to i32
  %1050 = bitcast float %968 to i32
  %1051 = bitcast float %969 to i32
  %1052 = bitcast float %970 to i32
  %1053 = bitcast float %971 to i32
  %1054 = bitcast float %973 to i32
  %1055 = bitcast float %974 to i32
  %1056 = bitcast float %975 to i32
  %1057 = bitcast float %976 to i32
  %1058 = bitcast float %978 to i32
  %1059 = bitcast float %979 to i32
  %1060 = bitcast float %980 to i32
  %1061 = bitcast float %981 to i32
  %1062 = bitcast float %983 to i32
  %1063 = bitcast float %984 to i32
  %1064 = bitcast float %985 to i32
  %1065 = bitcast float %986 to i32
  %1066 = bitcast float %994 to i32
  %1067 = bitcast float %995 to i32
  %1068 = bitcast float %996 to i32
  %1069 = bitcast float %997 to i32
  %1070 = bitcast float %999 to i32
  %1071 = bitcast float %1000 to i32
  %1072 = bitcast float %1001 to i32
  %1073 = bitcast float %1002 to i32
  %1074 = bitcast float %1004 to i32
  %1075 = bitcast float %1005 to i32
  %1076 = bitcast float %1006 to i32
  %1077 = bitcast float %1007 to i32
  %1078 = bitcast float %1009 to i32
  %1079 = bitcast float %1010 to i32
  %1080 = bitcast float %1011 to i32
  %1081 = bitcast float %1012 to i32
  br label %._crit_edge

._crit_edge:                                      ; preds = %.preheader, %._crit_edge.loopexit
  %.lcssa132 = phi i32 [ %1018, %._crit_edge.loopexit ], [ 0, %.preheader ]
  %.lcssa131 = phi i32 [ %1019, %._crit_edge.loopexit ], [ 0, %.preheader ]
  %.lcssa130 = phi i32 [ %1020, %._crit_edge.loopexit ], [ 0, %.preheader ]
  %.lcssa129 = phi i32 [ %1021, %._crit_edge.loopexit ], [ 0, %.preheader ]
  %.lcssa128 = phi i32 [ %1022, %._crit_edge.loopexit ], [ 0, %.preheader ]
  %.lcssa127 = phi i32 [ %1023, %._crit_edge.loopexit ], [ 0, %.preheader ]
  %.lcssa126 = phi i32 [ %1024, %._crit_edge.loopexit ], [ 0, %.preheader ]
  %.lcssa125 = phi i32 [ %1025, %._crit_edge.loopexit ], [ 0, %.preheader ]
  %.lcssa124 = phi i32 [ %1026, %._crit_edge.loopexit ], [ 0, %.preheader ]
  %.lcssa123 = phi i32 [ %1027, %._crit_edge.loopexit ], [ 0, %.preheader ]
  %.lcssa122 = phi i32 [ %1028, %._crit_edge.loopexit ], [ 0, %.preheader ]
  %.lcssa121 = phi i32 [ %1029, %._crit_edge.loopexit ], [ 0, %.preheader ]
  %.lcssa120 = phi i32 [ %1030, %._crit_edge.loopexit ], [ 0, %.preheader ]
  %.lcssa119 = phi i32 [ %1031, %._crit_edge.loopexit ], [ 0, %.preheader ]
  %.lcssa118 = phi i32 [ %1032, %._crit_edge.loopexit ], [ 0, %.preheader ]
  %.lcssa117 = phi i32 [ %1033, %._crit_edge.loopexit ], [ 0, %.preheader ]
  %.lcssa116 = phi i32 [ %1034, %._crit_edge.loopexit ], [ 0, %.preheader ]
  %.lcssa115 = phi i32 [ %1035, %._crit_edge.loopexit ], [ 0, %.preheader ]
  %.lcssa114 = phi i32 [ %1036, %._crit_edge.loopexit ], [ 0, %.preheader ]
  %.lcssa113 = phi i32 [ %1037, %._crit_edge.loopexit ], [ 0, %.preheader ]
  %.lcssa112 = phi i32 [ %1038, %._crit_edge.loopexit ], [ 0, %.preheader ]
  %.lcssa111 = phi i32 [ %1039, %._crit_edge.loopexit ], [ 0, %.preheader ]
  %.lcssa110 = phi i32 [ %1040, %._crit_edge.loopexit ], [ 0, %.preheader ]
  %.lcssa109 = phi i32 [ %1041, %._crit_edge.loopexit ], [ 0, %.preheader ]
  %.lcssa108 = phi i32 [ %1042, %._crit_edge.loopexit ], [ 0, %.preheader ]
  %.lcssa107 = phi i32 [ %1043, %._crit_edge.loopexit ], [ 0, %.preheader ]
  %.lcssa106 = phi i32 [ %1044, %._crit_edge.loopexit ], [ 0, %.preheader ]
  %.lcssa105 = phi i32 [ %1045, %._crit_edge.loopexit ], [ 0, %.preheader ]
  %.lcssa104 = phi i32 [ %1046, %._crit_edge.loopexit ], [ 0, %.preheader ]
  %.lcssa103 = phi i32 [ %1047, %._crit_edge.loopexit ], [ 0, %.preheader ]
  %.lcssa102 = phi i32 [ %1048, %._crit_edge.loopexit ], [ 0, %.preheader ]
  %.lcssa101 = phi i32 [ %1049, %._crit_edge.loopexit ], [ 0, %.preheader ]
  %.lcssa100 = phi i32 [ %1050, %._crit_edge.loopexit ], [ 0, %.preheader ]
  %.lcssa99 = phi i32 [ %1051, %._crit_edge.loopexit ], [ 0, %.preheader ]
  %.lcssa98 = phi i32 [ %1052, %._crit_edge.loopexit ], [ 0, %.preheader ]
  %.lcssa97 = phi i32 [ %1053, %._crit_edge.loopexit ], [ 0, %.preheader ]
  %.lcssa96 = phi i32 [ %1054, %._crit_edge.loopexit ], [ 0, %.preheader ]
  %.lcssa95 = phi i32 [ %1055, %._crit_edge.loopexit ], [ 0, %.preheader ]
  %.lcssa94 = phi i32 [ %1056, %._crit_edge.loopexit ], [ 0, %.preheader ]
  %.lcssa93 = phi i32 [ %1057, %._crit_edge.loopexit ], [ 0, %.preheader ]
  %.lcssa92 = phi i32 [ %1058, %._crit_edge.loopexit ], [ 0, %.preheader ]
  %.lcssa91 = phi i32 [ %1059, %._crit_edge.loopexit ], [ 0, %.preheader ]
  %.lcssa90 = phi i32 [ %1060, %._crit_edge.loopexit ], [ 0, %.preheader ]
  %.lcssa89 = phi i32 [ %1061, %._crit_edge.loopexit ], [ 0, %.preheader ]
  %.lcssa88 = phi i32 [ %1062, %._crit_edge.loopexit ], [ 0, %.preheader ]
  %.lcssa87 = phi i32 [ %1063, %._crit_edge.loopexit ], [ 0, %.preheader ]
  %.lcssa86 = phi i32 [ %1064, %._crit_edge.loopexit ], [ 0, %.preheader ]
  %.lcssa85 = phi i32 [ %1065, %._crit_edge.loopexit ], [ 0, %.preheader ]
  %.lcssa84 = phi i32 [ %1066, %._crit_edge.loopexit ], [ 0, %.preheader ]
  %.lcssa83 = phi i32 [ %1067, %._crit_edge.loopexit ], [ 0, %.preheader ]
  %.lcssa82 = phi i32 [ %1068, %._crit_edge.loopexit ], [ 0, %.preheader ]
  %.lcssa81 = phi i32 [ %1069, %._crit_edge.loopexit ], [ 0, %.preheader ]
  %.lcssa80 = phi i32 [ %1070, %._crit_edge.loopexit ], [ 0, %.preheader ]
  %.lcssa79 = phi i32 [ %1071, %._crit_edge.loopexit ], [ 0, %.preheader ]
  %.lcssa78 = phi i32 [ %1072, %._crit_edge.loopexit ], [ 0, %.preheader ]
  %.lcssa77 = phi i32 [ %1073, %._crit_edge.loopexit ], [ 0, %.preheader ]
  %.lcssa76 = phi i32 [ %1074, %._crit_edge.loopexit ], [ 0, %.preheader ]
  %.lcssa75 = phi i32 [ %1075, %._crit_edge.loopexit ], [ 0, %.preheader ]
  %.lcssa74 = phi i32 [ %1076, %._crit_edge.loopexit ], [ 0, %.preheader ]
  %.lcssa73 = phi i32 [ %1077, %._crit_edge.loopexit ], [ 0, %.preheader ]
  %.lcssa72 = phi i32 [ %1078, %._crit_edge.loopexit ], [ 0, %.preheader ]
  %.lcssa71 = phi i32 [ %1079, %._crit_edge.loopexit ], [ 0, %.preheader ]
  %.lcssa70 = phi i32 [ %1080, %._crit_edge.loopexit ], [ 0, %.preheader ]
  %.lcssa69 = phi i32 [ %1081, %._crit_edge.loopexit ], [ 0, %.preheader ]
  tail call void asm sideeffect "cp.async.wait_all;", "~{memory}"() #5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1082 = lshr i32 %7, 2
  %1083 = and i32 %1082, 7
  %1084 = or disjoint i32 %385, %1083
  %1085 = shl nuw nsw i32 %7, 1
  %1086 = and i32 %1085, 6
  %1087 = or disjoint i32 %1086, %382
  %1088 = or disjoint i32 %1084, %23
  %1089 = mul i32 %1088, %4
  %1090 = or disjoint i32 %24, %1087
  %1091 = add i32 %1089, %1090
  %1092 = sext i32 %1091 to i64
  %1093 = getelementptr float, ptr addrspace(1) %2, i64 %1092
  %1094 = icmp slt i32 %1088, %3
  %1095 = icmp slt i32 %1090, %4
  %1096 = and i1 %1094, %1095
  %1097 = zext i1 %1096 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0A}", "r,r,r,l"(i32 %1097, i32 %.lcssa132, i32 %.lcssa131, ptr addrspace(1) %1093) #5
  %1098 = or disjoint i32 %1083, 8
  %1099 = or disjoint i32 %385, %1098
  %1100 = or disjoint i32 %1099, %23
  %1101 = mul i32 %1100, %4
  %1102 = add i32 %1101, %1090
  %1103 = sext i32 %1102 to i64
  %1104 = getelementptr float, ptr addrspace(1) %2, i64 %1103
  %1105 = icmp slt i32 %1100, %3
  %1106 = and i1 %1105, %1095
  %1107 = zext i1 %1106 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0A}", "r,r,r,l"(i32 %1107, i32 %.lcssa130, i32 %.lcssa129, ptr addrspace(1) %1104) #5
  %1108 = or disjoint i32 %1090, 8
  %1109 = add i32 %1089, %1108
  %1110 = sext i32 %1109 to i64
  %1111 = getelementptr float, ptr addrspace(1) %2, i64 %1110
  %1112 = icmp slt i32 %1108, %4
  %1113 = and i1 %1094, %1112
  %1114 = zext i1 %1113 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0A}", "r,r,r,l"(i32 %1114, i32 %.lcssa128, i32 %.lcssa127, ptr addrspace(1) %1111) #5
  %1115 = add i32 %1101, %1108
  %1116 = sext i32 %1115 to i64
  %1117 = getelementptr float, ptr addrspace(1) %2, i64 %1116
  %1118 = and i1 %1105, %1112
  %1119 = zext i1 %1118 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0A}", "r,r,r,l"(i32 %1119, i32 %.lcssa126, i32 %.lcssa125, ptr addrspace(1) %1117) #5
  %1120 = or disjoint i32 %1090, 16
  %1121 = add i32 %1089, %1120
  %1122 = sext i32 %1121 to i64
  %1123 = getelementptr float, ptr addrspace(1) %2, i64 %1122
  %1124 = icmp slt i32 %1120, %4
  %1125 = and i1 %1094, %1124
  %1126 = zext i1 %1125 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0A}", "r,r,r,l"(i32 %1126, i32 %.lcssa124, i32 %.lcssa123, ptr addrspace(1) %1123) #5
  %1127 = add i32 %1101, %1120
  %1128 = sext i32 %1127 to i64
  %1129 = getelementptr float, ptr addrspace(1) %2, i64 %1128
  %1130 = and i1 %1105, %1124
  %1131 = zext i1 %1130 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0A}", "r,r,r,l"(i32 %1131, i32 %.lcssa122, i32 %.lcssa121, ptr addrspace(1) %1129) #5
  %1132 = or disjoint i32 %1090, 24
  %1133 = add i32 %1089, %1132
  %1134 = sext i32 %1133 to i64
  %1135 = getelementptr float, ptr addrspace(1) %2, i64 %1134
  %1136 = icmp slt i32 %1132, %4
  %1137 = and i1 %1094, %1136
  %1138 = zext i1 %1137 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0A}", "r,r,r,l"(i32 %1138, i32 %.lcssa120, i32 %.lcssa119, ptr addrspace(1) %1135) #5
  %1139 = add i32 %1101, %1132
  %1140 = sext i32 %1139 to i64
  %1141 = getelementptr float, ptr addrspace(1) %2, i64 %1140
  %1142 = and i1 %1105, %1136
  %1143 = zext i1 %1142 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0A}", "r,r,r,l"(i32 %1143, i32 %.lcssa118, i32 %.lcssa117, ptr addrspace(1) %1141) #5
  %1144 = or disjoint i32 %385, 16
  %1145 = or disjoint i32 %1144, %1083
  %1146 = or disjoint i32 %1145, %23
  %1147 = mul i32 %1146, %4
  %1148 = add i32 %1147, %1090
  %1149 = sext i32 %1148 to i64
  %1150 = getelementptr float, ptr addrspace(1) %2, i64 %1149
  %1151 = icmp slt i32 %1146, %3
  %1152 = and i1 %1151, %1095
  %1153 = zext i1 %1152 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0A}", "r,r,r,l"(i32 %1153, i32 %.lcssa116, i32 %.lcssa115, ptr addrspace(1) %1150) #5
  %1154 = or disjoint i32 %1144, %1098
  %1155 = or disjoint i32 %1154, %23
  %1156 = mul i32 %1155, %4
  %1157 = add i32 %1156, %1090
  %1158 = sext i32 %1157 to i64
  %1159 = getelementptr float, ptr addrspace(1) %2, i64 %1158
  %1160 = icmp slt i32 %1155, %3
  %1161 = and i1 %1160, %1095
  %1162 = zext i1 %1161 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0A}", "r,r,r,l"(i32 %1162, i32 %.lcssa114, i32 %.lcssa113, ptr addrspace(1) %1159) #5
  %1163 = add i32 %1147, %1108
  %1164 = sext i32 %1163 to i64
  %1165 = getelementptr float, ptr addrspace(1) %2, i64 %1164
  %1166 = and i1 %1151, %1112
  %1167 = zext i1 %1166 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0A}", "r,r,r,l"(i32 %1167, i32 %.lcssa112, i32 %.lcssa111, ptr addrspace(1) %1165) #5
  %1168 = add i32 %1156, %1108
  %1169 = sext i32 %1168 to i64
  %1170 = getelementptr float, ptr addrspace(1) %2, i64 %1169
  %1171 = and i1 %1160, %1112
  %1172 = zext i1 %1171 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0A}", "r,r,r,l"(i32 %1172, i32 %.lcssa110, i32 %.lcssa109, ptr addrspace(1) %1170) #5
  %1173 = add i32 %1147, %1120
  %1174 = sext i32 %1173 to i64
  %1175 = getelementptr float, ptr addrspace(1) %2, i64 %1174
  %1176 = and i1 %1151, %1124
  %1177 = zext i1 %1176 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0A}", "r,r,r,l"(i32 %1177, i32 %.lcssa108, i32 %.lcssa107, ptr addrspace(1) %1175) #5
  %1178 = add i32 %1156, %1120
  %1179 = sext i32 %1178 to i64
  %1180 = getelementptr float, ptr addrspace(1) %2, i64 %1179
  %1181 = and i1 %1160, %1124
  %1182 = zext i1 %1181 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0A}", "r,r,r,l"(i32 %1182, i32 %.lcssa106, i32 %.lcssa105, ptr addrspace(1) %1180) #5
  %1183 = add i32 %1147, %1132
  %1184 = sext i32 %1183 to i64
  %1185 = getelementptr float, ptr addrspace(1) %2, i64 %1184
  %1186 = and i1 %1151, %1136
  %1187 = zext i1 %1186 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0A}", "r,r,r,l"(i32 %1187, i32 %.lcssa104, i32 %.lcssa103, ptr addrspace(1) %1185) #5
  %1188 = add i32 %1156, %1132
  %1189 = sext i32 %1188 to i64
  %1190 = getelementptr float, ptr addrspace(1) %2, i64 %1189
  %1191 = and i1 %1160, %1136
  %1192 = zext i1 %1191 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0A}", "r,r,r,l"(i32 %1192, i32 %.lcssa102, i32 %.lcssa101, ptr addrspace(1) %1190) #5
  %1193 = or disjoint i32 %385, 32
  %1194 = or disjoint i32 %1193, %1083
  %1195 = or disjoint i32 %1194, %23
  %1196 = mul i32 %1195, %4
  %1197 = add i32 %1196, %1090
  %1198 = sext i32 %1197 to i64
  %1199 = getelementptr float, ptr addrspace(1) %2, i64 %1198
  %1200 = icmp slt i32 %1195, %3
  %1201 = and i1 %1200, %1095
  %1202 = zext i1 %1201 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0A}", "r,r,r,l"(i32 %1202, i32 %.lcssa100, i32 %.lcssa99, ptr addrspace(1) %1199) #5
  %1203 = or disjoint i32 %1193, %1098
  %1204 = or disjoint i32 %1203, %23
  %1205 = mul i32 %1204, %4
  %1206 = add i32 %1205, %1090
  %1207 = sext i32 %1206 to i64
  %1208 = getelementptr float, ptr addrspace(1) %2, i64 %1207
  %1209 = icmp slt i32 %1204, %3
  %1210 = and i1 %1209, %1095
  %1211 = zext i1 %1210 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0A}", "r,r,r,l"(i32 %1211, i32 %.lcssa98, i32 %.lcssa97, ptr addrspace(1) %1208) #5
  %1212 = add i32 %1196, %1108
  %1213 = sext i32 %1212 to i64
  %1214 = getelementptr float, ptr addrspace(1) %2, i64 %1213
  %1215 = and i1 %1200, %1112
  %1216 = zext i1 %1215 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0A}", "r,r,r,l"(i32 %1216, i32 %.lcssa96, i32 %.lcssa95, ptr addrspace(1) %1214) #5
  %1217 = add i32 %1205, %1108
  %1218 = sext i32 %1217 to i64
  %1219 = getelementptr float, ptr addrspace(1) %2, i64 %1218
  %1220 = and i1 %1209, %1112
  %1221 = zext i1 %1220 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0A}", "r,r,r,l"(i32 %1221, i32 %.lcssa94, i32 %.lcssa93, ptr addrspace(1) %1219) #5
  %1222 = add i32 %1196, %1120
  %1223 = sext i32 %1222 to i64
  %1224 = getelementptr float, ptr addrspace(1) %2, i64 %1223
  %1225 = and i1 %1200, %1124
  %1226 = zext i1 %1225 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0A}", "r,r,r,l"(i32 %1226, i32 %.lcssa92, i32 %.lcssa91, ptr addrspace(1) %1224) #5
  %1227 = add i32 %1205, %1120
  %1228 = sext i32 %1227 to i64
  %1229 = getelementptr float, ptr addrspace(1) %2, i64 %1228
  %1230 = and i1 %1209, %1124
  %1231 = zext i1 %1230 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0A}", "r,r,r,l"(i32 %1231, i32 %.lcssa90, i32 %.lcssa89, ptr addrspace(1) %1229) #5
  %1232 = add i32 %1196, %1132
  %1233 = sext i32 %1232 to i64
  %1234 = getelementptr float, ptr addrspace(1) %2, i64 %1233
  %1235 = and i1 %1200, %1136
  %1236 = zext i1 %1235 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0A}", "r,r,r,l"(i32 %1236, i32 %.lcssa88, i32 %.lcssa87, ptr addrspace(1) %1234) #5
  %1237 = add i32 %1205, %1132
  %1238 = sext i32 %1237 to i64
  %1239 = getelementptr float, ptr addrspace(1) %2, i64 %1238
  %1240 = and i1 %1209, %1136
  %1241 = zext i1 %1240 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0A}", "r,r,r,l"(i32 %1241, i32 %.lcssa86, i32 %.lcssa85, ptr addrspace(1) %1239) #5
  %1242 = or i32 %384, 48
  %1243 = or disjoint i32 %1242, %1083
  %1244 = or disjoint i32 %1243, %23
  %1245 = mul i32 %1244, %4
  %1246 = add i32 %1245, %1090
  %1247 = sext i32 %1246 to i64
  %1248 = getelementptr float, ptr addrspace(1) %2, i64 %1247
  %1249 = icmp slt i32 %1244, %3
  %1250 = and i1 %1249, %1095
  %1251 = zext i1 %1250 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0A}", "r,r,r,l"(i32 %1251, i32 %.lcssa84, i32 %.lcssa83, ptr addrspace(1) %1248) #5
  %1252 = or disjoint i32 %1242, %1098
  %1253 = or disjoint i32 %1252, %23
  %1254 = mul i32 %1253, %4
  %1255 = add i32 %1254, %1090
  %1256 = sext i32 %1255 to i64
  %1257 = getelementptr float, ptr addrspace(1) %2, i64 %1256
  %1258 = icmp slt i32 %1253, %3
  %1259 = and i1 %1258, %1095
  %1260 = zext i1 %1259 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0A}", "r,r,r,l"(i32 %1260, i32 %.lcssa82, i32 %.lcssa81, ptr addrspace(1) %1257) #5
  %1261 = add i32 %1245, %1108
  %1262 = sext i32 %1261 to i64
  %1263 = getelementptr float, ptr addrspace(1) %2, i64 %1262
  %1264 = and i1 %1249, %1112
  %1265 = zext i1 %1264 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0A}", "r,r,r,l"(i32 %1265, i32 %.lcssa80, i32 %.lcssa79, ptr addrspace(1) %1263) #5
  %1266 = add i32 %1254, %1108
  %1267 = sext i32 %1266 to i64
  %1268 = getelementptr float, ptr addrspace(1) %2, i64 %1267
  %1269 = and i1 %1258, %1112
  %1270 = zext i1 %1269 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0A}", "r,r,r,l"(i32 %1270, i32 %.lcssa78, i32 %.lcssa77, ptr addrspace(1) %1268) #5
  %1271 = add i32 %1245, %1120
  %1272 = sext i32 %1271 to i64
  %1273 = getelementptr float, ptr addrspace(1) %2, i64 %1272
  %1274 = and i1 %1249, %1124
  %1275 = zext i1 %1274 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0A}", "r,r,r,l"(i32 %1275, i32 %.lcssa76, i32 %.lcssa75, ptr addrspace(1) %1273) #5
  %1276 = add i32 %1254, %1120
  %1277 = sext i32 %1276 to i64
  %1278 = getelementptr float, ptr addrspace(1) %2, i64 %1277
  %1279 = and i1 %1258, %1124
  %1280 = zext i1 %1279 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0A}", "r,r,r,l"(i32 %1280, i32 %.lcssa74, i32 %.lcssa73, ptr addrspace(1) %1278) #5
  %1281 = add i32 %1245, %1132
  %1282 = sext i32 %1281 to i64
  %1283 = getelementptr float, ptr addrspace(1) %2, i64 %1282
  %1284 = and i1 %1249, %1136
  %1285 = zext i1 %1284 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0A}", "r,r,r,l"(i32 %1285, i32 %.lcssa72, i32 %.lcssa71, ptr addrspace(1) %1283) #5
  %1286 = add i32 %1254, %1132
  %1287 = sext i32 %1286 to i64
  %1288 = getelementptr float, ptr addrspace(1) %2, i64 %1287
  %1289 = and i1 %1258, %1136
  %1290 = zext i1 %1289 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0A}", "r,r,r,l"(i32 %1290, i32 %.lcssa70, i32 %.lcssa69, ptr addrspace(1) %1288) #5
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 65536) i32 @llvm.nvvm.read.ptx.sreg.nctaid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #2

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
