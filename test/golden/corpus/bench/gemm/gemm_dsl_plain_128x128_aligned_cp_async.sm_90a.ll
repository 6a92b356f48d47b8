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
  %.decomposed568 = sub i32 %.decomposed, %21
  %22 = add i32 %.decomposed568, %16
  %23 = shl i32 %22, 7
  %24 = shl i32 %20, 7
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %25 = lshr i32 %7, 3
  %26 = shl nuw nsw i32 %7, 3
  %27 = and i32 %26, 56
  %28 = or disjoint i32 %23, %25
  %29 = mul i32 %28, %5
  %30 = icmp sge i32 %28, %3
  %31 = mul nuw nsw i32 %25, 72
  %32 = add nuw nsw i32 %31, %27
  %33 = shl nuw nsw i32 %32, 1
  %34 = zext nneg i32 %33 to i64
  %35 = or disjoint i32 %7, 256
  %36 = lshr i32 %35, 3
  %37 = or disjoint i32 %23, %36
  %38 = mul i32 %37, %5
  %39 = icmp sge i32 %37, %3
  %40 = mul nuw nsw i32 %36, 72
  %41 = add nuw nsw i32 %40, %27
  %42 = shl nuw nsw i32 %41, 1
  %43 = zext nneg i32 %42 to i64
  %44 = or disjoint i32 %7, 512
  %45 = lshr i32 %44, 3
  %46 = or disjoint i32 %23, %45
  %47 = mul i32 %46, %5
  %48 = icmp sge i32 %46, %3
  %49 = mul nuw nsw i32 %45, 72
  %50 = add nuw nsw i32 %49, %27
  %51 = shl nuw nsw i32 %50, 1
  %52 = zext nneg i32 %51 to i64
  %53 = or disjoint i32 %7, 768
  %54 = lshr i32 %53, 3
  %55 = or disjoint i32 %23, %54
  %56 = mul i32 %55, %5
  %57 = icmp sge i32 %55, %3
  %58 = mul nuw nsw i32 %54, 72
  %59 = add nuw nsw i32 %58, %27
  %60 = shl nuw nsw i32 %59, 1
  %61 = zext nneg i32 %60 to i64
  %62 = lshr i32 %7, 4
  %63 = and i32 %26, 120
  %64 = or disjoint i32 %24, %63
  %65 = icmp sge i32 %64, %4
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
  br i1 %85, label %146, label %212

.lr.ph:                                           ; preds = %.preheader
  %86 = and i32 %7, 15
  %87 = or disjoint i32 %361, %86
  %88 = lshr i32 %7, 1
  %89 = and i32 %88, 8
  %90 = mul nuw nsw i32 %87, 72
  %invariant.op = add nuw nsw i32 %90, 1152
  %invariant.op180 = add nuw nsw i32 %90, 2304
  %91 = or disjoint i32 %89, %358
  %92 = or disjoint i32 %91, 16
  %93 = or disjoint i32 %360, %86
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
  %.reass181 = add nuw nsw i32 %89, %invariant.op180
  %104 = zext nneg i32 %.reass181 to i64
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
  %.reass181.1 = add nuw nsw i32 %107, %invariant.op180
  %117 = zext nneg i32 %.reass181.1 to i64
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
  %.reass181.2 = add nuw nsw i32 %120, %invariant.op180
  %130 = zext nneg i32 %.reass181.2 to i64
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
  %.reass181.3 = add nuw nsw i32 %133, %invariant.op180
  %143 = zext nneg i32 %.reass181.3 to i64
  %144 = add nuw nsw i32 %133, %95
  %145 = zext nneg i32 %144 to i64
  br label %362

146:                                              ; preds = %6
  %147 = add i32 %27, %29
  %148 = sext i32 %147 to i64
  %149 = icmp samesign uge i32 %27, %5
  %.not30 = or i1 %30, %149
  %150 = select i1 %.not30, i32 0, i32 16
  %.idx31 = select i1 %.not30, i64 0, i64 %148
  %151 = getelementptr bfloat, ptr addrspace(1) %0, i64 %.idx31
  %152 = getelementptr i8, ptr addrspace(3) @gemm_dsl_plain_128x128_aligned_dsmem, i64 %34
  %153 = ptrtoint ptr addrspace(3) %152 to i64
  %154 = trunc i64 %153 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %154, ptr addrspace(1) %151, i32 %150) #5
  %155 = add i32 %27, %38
  %156 = sext i32 %155 to i64
  %.not33 = or i1 %39, %149
  %157 = select i1 %.not33, i32 0, i32 16
  %.idx34 = select i1 %.not33, i64 0, i64 %156
  %158 = getelementptr bfloat, ptr addrspace(1) %0, i64 %.idx34
  %159 = getelementptr i8, ptr addrspace(3) @gemm_dsl_plain_128x128_aligned_dsmem, i64 %43
  %160 = ptrtoint ptr addrspace(3) %159 to i64
  %161 = trunc i64 %160 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %161, ptr addrspace(1) %158, i32 %157) #5
  %162 = add i32 %27, %47
  %163 = sext i32 %162 to i64
  %.not36 = or i1 %48, %149
  %164 = select i1 %.not36, i32 0, i32 16
  %.idx37 = select i1 %.not36, i64 0, i64 %163
  %165 = getelementptr bfloat, ptr addrspace(1) %0, i64 %.idx37
  %166 = getelementptr i8, ptr addrspace(3) @gemm_dsl_plain_128x128_aligned_dsmem, i64 %52
  %167 = ptrtoint ptr addrspace(3) %166 to i64
  %168 = trunc i64 %167 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %168, ptr addrspace(1) %165, i32 %164) #5
  %169 = add i32 %27, %56
  %170 = sext i32 %169 to i64
  %.not39 = or i1 %57, %149
  %171 = select i1 %.not39, i32 0, i32 16
  %.idx40 = select i1 %.not39, i64 0, i64 %170
  %172 = getelementptr bfloat, ptr addrspace(1) %0, i64 %.idx40
  %173 = getelementptr i8, ptr addrspace(3) @gemm_dsl_plain_128x128_aligned_dsmem, i64 %61
  %174 = ptrtoint ptr addrspace(3) %173 to i64
  %175 = trunc i64 %174 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %175, ptr addrspace(1) %172, i32 %171) #5
  %176 = mul i32 %62, %4
  %177 = add i32 %176, %64
  %178 = sext i32 %177 to i64
  %179 = icmp samesign uge i32 %62, %5
  %.not42 = or i1 %65, %179
  %180 = select i1 %.not42, i32 0, i32 16
  %.idx43 = select i1 %.not42, i64 0, i64 %178
  %181 = getelementptr bfloat, ptr addrspace(1) %1, i64 %.idx43
  %182 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_dsl_plain_128x128_aligned_dsmem, i64 18432), i64 %69
  %183 = ptrtoint ptr addrspace(3) %182 to i64
  %184 = trunc i64 %183 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %184, ptr addrspace(1) %181, i32 %180) #5
  %185 = mul i32 %70, %4
  %186 = add i32 %185, %64
  %187 = sext i32 %186 to i64
  %188 = icmp samesign uge i32 %70, %5
  %.not45 = or i1 %65, %188
  %189 = select i1 %.not45, i32 0, i32 16
  %.idx46 = select i1 %.not45, i64 0, i64 %187
  %190 = getelementptr bfloat, ptr addrspace(1) %1, i64 %.idx46
  %191 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_dsl_plain_128x128_aligned_dsmem, i64 18432), i64 %74
  %192 = ptrtoint ptr addrspace(3) %191 to i64
  %193 = trunc i64 %192 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %193, ptr addrspace(1) %190, i32 %189) #5
  %194 = mul i32 %75, %4
  %195 = add i32 %194, %64
  %196 = sext i32 %195 to i64
  %197 = icmp samesign uge i32 %75, %5
  %.not48 = or i1 %65, %197
  %198 = select i1 %.not48, i32 0, i32 16
  %.idx49 = select i1 %.not48, i64 0, i64 %196
  %199 = getelementptr bfloat, ptr addrspace(1) %1, i64 %.idx49
  %200 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_dsl_plain_128x128_aligned_dsmem, i64 18432), i64 %79
  %201 = ptrtoint ptr addrspace(3) %200 to i64
  %202 = trunc i64 %201 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %202, ptr addrspace(1) %199, i32 %198) #5
  %203 = mul i32 %80, %4
  %204 = add i32 %203, %64
  %205 = sext i32 %204 to i64
  %206 = icmp samesign uge i32 %80, %5
  %.not51 = or i1 %65, %206
  %207 = select i1 %.not51, i32 0, i32 16
  %.idx52 = select i1 %.not51, i64 0, i64 %205
  %208 = getelementptr bfloat, ptr addrspace(1) %1, i64 %.idx52
  %209 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_dsl_plain_128x128_aligned_dsmem, i64 18432), i64 %84
  %210 = ptrtoint ptr addrspace(3) %209 to i64
  %211 = trunc i64 %210 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %211, ptr addrspace(1) %208, i32 %207) #5
  br label %212

212:                                              ; preds = %146, %6
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #5
  %213 = icmp sgt i32 %5, 64
  br i1 %213, label %214, label %285

214:                                              ; preds = %212
  %215 = or disjoint i32 %27, 64
  %216 = add i32 %215, %29
  %217 = sext i32 %216 to i64
  %218 = icmp samesign uge i32 %215, %5
  %.not30.1 = or i1 %30, %218
  %219 = select i1 %.not30.1, i32 0, i32 16
  %.idx31.1 = select i1 %.not30.1, i64 0, i64 %217
  %220 = getelementptr bfloat, ptr addrspace(1) %0, i64 %.idx31.1
  %221 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_dsl_plain_128x128_aligned_dsmem, i64 35840), i64 %34
  %222 = ptrtoint ptr addrspace(3) %221 to i64
  %223 = trunc i64 %222 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %223, ptr addrspace(1) %220, i32 %219) #5
  %224 = add i32 %215, %38
  %225 = sext i32 %224 to i64
  %.not33.1 = or i1 %39, %218
  %226 = select i1 %.not33.1, i32 0, i32 16
  %.idx34.1 = select i1 %.not33.1, i64 0, i64 %225
  %227 = getelementptr bfloat, ptr addrspace(1) %0, i64 %.idx34.1
  %228 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_dsl_plain_128x128_aligned_dsmem, i64 35840), i64 %43
  %229 = ptrtoint ptr addrspace(3) %228 to i64
  %230 = trunc i64 %229 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %230, ptr addrspace(1) %227, i32 %226) #5
  %231 = add i32 %215, %47
  %232 = sext i32 %231 to i64
  %.not36.1 = or i1 %48, %218
  %233 = select i1 %.not36.1, i32 0, i32 16
  %.idx37.1 = select i1 %.not36.1, i64 0, i64 %232
  %234 = getelementptr bfloat, ptr addrspace(1) %0, i64 %.idx37.1
  %235 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_dsl_plain_128x128_aligned_dsmem, i64 35840), i64 %52
  %236 = ptrtoint ptr addrspace(3) %235 to i64
  %237 = trunc i64 %236 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %237, ptr addrspace(1) %234, i32 %233) #5
  %238 = add i32 %215, %56
  %239 = sext i32 %238 to i64
  %.not39.1 = or i1 %57, %218
  %240 = select i1 %.not39.1, i32 0, i32 16
  %.idx40.1 = select i1 %.not39.1, i64 0, i64 %239
  %241 = getelementptr bfloat, ptr addrspace(1) %0, i64 %.idx40.1
  %242 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_dsl_plain_128x128_aligned_dsmem, i64 35840), i64 %61
  %243 = ptrtoint ptr addrspace(3) %242 to i64
  %244 = trunc i64 %243 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %244, ptr addrspace(1) %241, i32 %240) #5
  %245 = or disjoint i32 %62, 64
  %246 = mul i32 %245, %4
  %247 = add i32 %246, %64
  %248 = sext i32 %247 to i64
  %249 = icmp samesign uge i32 %245, %5
  %.not42.1 = or i1 %65, %249
  %250 = select i1 %.not42.1, i32 0, i32 16
  %.idx43.1 = select i1 %.not42.1, i64 0, i64 %248
  %251 = getelementptr bfloat, ptr addrspace(1) %1, i64 %.idx43.1
  %252 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_dsl_plain_128x128_aligned_dsmem, i64 54272), i64 %69
  %253 = ptrtoint ptr addrspace(3) %252 to i64
  %254 = trunc i64 %253 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %254, ptr addrspace(1) %251, i32 %250) #5
  %255 = or disjoint i32 %70, 64
  %256 = mul i32 %255, %4
  %257 = add i32 %256, %64
  %258 = sext i32 %257 to i64
  %259 = icmp samesign uge i32 %255, %5
  %.not45.1 = or i1 %65, %259
  %260 = select i1 %.not45.1, i32 0, i32 16
  %.idx46.1 = select i1 %.not45.1, i64 0, i64 %258
  %261 = getelementptr bfloat, ptr addrspace(1) %1, i64 %.idx46.1
  %262 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_dsl_plain_128x128_aligned_dsmem, i64 54272), i64 %74
  %263 = ptrtoint ptr addrspace(3) %262 to i64
  %264 = trunc i64 %263 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %264, ptr addrspace(1) %261, i32 %260) #5
  %265 = or disjoint i32 %75, 64
  %266 = mul i32 %265, %4
  %267 = add i32 %266, %64
  %268 = sext i32 %267 to i64
  %269 = icmp samesign uge i32 %265, %5
  %.not48.1 = or i1 %65, %269
  %270 = select i1 %.not48.1, i32 0, i32 16
  %.idx49.1 = select i1 %.not48.1, i64 0, i64 %268
  %271 = getelementptr bfloat, ptr addrspace(1) %1, i64 %.idx49.1
  %272 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_dsl_plain_128x128_aligned_dsmem, i64 54272), i64 %79
  %273 = ptrtoint ptr addrspace(3) %272 to i64
  %274 = trunc i64 %273 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %274, ptr addrspace(1) %271, i32 %270) #5
  %275 = or disjoint i32 %80, 64
  %276 = mul i32 %275, %4
  %277 = add i32 %276, %64
  %278 = sext i32 %277 to i64
  %279 = icmp samesign uge i32 %275, %5
  %.not51.1 = or i1 %65, %279
  %280 = select i1 %.not51.1, i32 0, i32 16
  %.idx52.1 = select i1 %.not51.1, i64 0, i64 %278
  %281 = getelementptr bfloat, ptr addrspace(1) %1, i64 %.idx52.1
  %282 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_dsl_plain_128x128_aligned_dsmem, i64 54272), i64 %84
  %283 = ptrtoint ptr addrspace(3) %282 to i64
  %284 = trunc i64 %283 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %284, ptr addrspace(1) %281, i32 %280) #5
  br label %285

285:                                              ; preds = %214, %212
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #5
  %286 = icmp sgt i32 %5, 128
  br i1 %286, label %287, label %.preheader

287:                                              ; preds = %285
  %288 = or disjoint i32 %27, 128
  %289 = add i32 %288, %29
  %290 = sext i32 %289 to i64
  %291 = icmp samesign uge i32 %288, %5
  %.not30.2 = or i1 %30, %291
  %292 = select i1 %.not30.2, i32 0, i32 16
  %.idx31.2 = select i1 %.not30.2, i64 0, i64 %290
  %293 = getelementptr bfloat, ptr addrspace(1) %0, i64 %.idx31.2
  %294 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_dsl_plain_128x128_aligned_dsmem, i64 71680), i64 %34
  %295 = ptrtoint ptr addrspace(3) %294 to i64
  %296 = trunc i64 %295 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %296, ptr addrspace(1) %293, i32 %292) #5
  %297 = add i32 %288, %38
  %298 = sext i32 %297 to i64
  %.not33.2 = or i1 %39, %291
  %299 = select i1 %.not33.2, i32 0, i32 16
  %.idx34.2 = select i1 %.not33.2, i64 0, i64 %298
  %300 = getelementptr bfloat, ptr addrspace(1) %0, i64 %.idx34.2
  %301 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_dsl_plain_128x128_aligned_dsmem, i64 71680), i64 %43
  %302 = ptrtoint ptr addrspace(3) %301 to i64
  %303 = trunc i64 %302 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %303, ptr addrspace(1) %300, i32 %299) #5
  %304 = add i32 %288, %47
  %305 = sext i32 %304 to i64
  %.not36.2 = or i1 %48, %291
  %306 = select i1 %.not36.2, i32 0, i32 16
  %.idx37.2 = select i1 %.not36.2, i64 0, i64 %305
  %307 = getelementptr bfloat, ptr addrspace(1) %0, i64 %.idx37.2
  %308 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_dsl_plain_128x128_aligned_dsmem, i64 71680), i64 %52
  %309 = ptrtoint ptr addrspace(3) %308 to i64
  %310 = trunc i64 %309 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %310, ptr addrspace(1) %307, i32 %306) #5
  %311 = add i32 %288, %56
  %312 = sext i32 %311 to i64
  %.not39.2 = or i1 %57, %291
  %313 = select i1 %.not39.2, i32 0, i32 16
  %.idx40.2 = select i1 %.not39.2, i64 0, i64 %312
  %314 = getelementptr bfloat, ptr addrspace(1) %0, i64 %.idx40.2
  %315 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_dsl_plain_128x128_aligned_dsmem, i64 71680), i64 %61
  %316 = ptrtoint ptr addrspace(3) %315 to i64
  %317 = trunc i64 %316 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %317, ptr addrspace(1) %314, i32 %313) #5
  %318 = or disjoint i32 %62, 128
  %319 = mul i32 %318, %4
  %320 = add i32 %319, %64
  %321 = sext i32 %320 to i64
  %322 = icmp samesign uge i32 %318, %5
  %.not42.2 = or i1 %65, %322
  %323 = select i1 %.not42.2, i32 0, i32 16
  %.idx43.2 = select i1 %.not42.2, i64 0, i64 %321
  %324 = getelementptr bfloat, ptr addrspace(1) %1, i64 %.idx43.2
  %325 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_dsl_plain_128x128_aligned_dsmem, i64 90112), i64 %69
  %326 = ptrtoint ptr addrspace(3) %325 to i64
  %327 = trunc i64 %326 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %327, ptr addrspace(1) %324, i32 %323) #5
  %328 = or disjoint i32 %70, 128
  %329 = mul i32 %328, %4
  %330 = add i32 %329, %64
  %331 = sext i32 %330 to i64
  %332 = icmp samesign uge i32 %328, %5
  %.not45.2 = or i1 %65, %332
  %333 = select i1 %.not45.2, i32 0, i32 16
  %.idx46.2 = select i1 %.not45.2, i64 0, i64 %331
  %334 = getelementptr bfloat, ptr addrspace(1) %1, i64 %.idx46.2
  %335 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_dsl_plain_128x128_aligned_dsmem, i64 90112), i64 %74
  %336 = ptrtoint ptr addrspace(3) %335 to i64
  %337 = trunc i64 %336 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %337, ptr addrspace(1) %334, i32 %333) #5
  %338 = or disjoint i32 %75, 128
  %339 = mul i32 %338, %4
  %340 = add i32 %339, %64
  %341 = sext i32 %340 to i64
  %342 = icmp samesign uge i32 %338, %5
  %.not48.2 = or i1 %65, %342
  %343 = select i1 %.not48.2, i32 0, i32 16
  %.idx49.2 = select i1 %.not48.2, i64 0, i64 %341
  %344 = getelementptr bfloat, ptr addrspace(1) %1, i64 %.idx49.2
  %345 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_dsl_plain_128x128_aligned_dsmem, i64 90112), i64 %79
  %346 = ptrtoint ptr addrspace(3) %345 to i64
  %347 = trunc i64 %346 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %347, ptr addrspace(1) %344, i32 %343) #5
  %348 = or disjoint i32 %80, 128
  %349 = mul i32 %348, %4
  %350 = add i32 %349, %64
  %351 = sext i32 %350 to i64
  %352 = icmp samesign uge i32 %348, %5
  %.not51.2 = or i1 %65, %352
  %353 = select i1 %.not51.2, i32 0, i32 16
  %.idx52.2 = select i1 %.not51.2, i64 0, i64 %351
  %354 = getelementptr bfloat, ptr addrspace(1) %1, i64 %.idx52.2
  %355 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_dsl_plain_128x128_aligned_dsmem, i64 90112), i64 %84
  %356 = ptrtoint ptr addrspace(3) %355 to i64
  %357 = trunc i64 %356 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %357, ptr addrspace(1) %354, i32 %353) #5
  br label %.preheader

.preheader:                                       ; preds = %287, %285
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #5
  %358 = and i32 %7, 96
  %359 = lshr i32 %7, 1
  %360 = and i32 %359, 112
  %361 = and i32 %359, 64
  br i1 %85, label %.lr.ph, label %._crit_edge

362:                                              ; preds = %.lr.ph, %512
  %363 = phi i32 [ 0, %.lr.ph ], [ %983, %512 ]
  %364 = phi float [ 0.000000e+00, %.lr.ph ], [ %980, %512 ]
  %365 = phi float [ 0.000000e+00, %.lr.ph ], [ %979, %512 ]
  %366 = phi float [ 0.000000e+00, %.lr.ph ], [ %978, %512 ]
  %367 = phi float [ 0.000000e+00, %.lr.ph ], [ %977, %512 ]
  %368 = phi float [ 0.000000e+00, %.lr.ph ], [ %975, %512 ]
  %369 = phi float [ 0.000000e+00, %.lr.ph ], [ %974, %512 ]
  %370 = phi float [ 0.000000e+00, %.lr.ph ], [ %973, %512 ]
  %371 = phi float [ 0.000000e+00, %.lr.ph ], [ %972, %512 ]
  %372 = phi float [ 0.000000e+00, %.lr.ph ], [ %970, %512 ]
  %373 = phi float [ 0.000000e+00, %.lr.ph ], [ %969, %512 ]
  %374 = phi float [ 0.000000e+00, %.lr.ph ], [ %968, %512 ]
  %375 = phi float [ 0.000000e+00, %.lr.ph ], [ %967, %512 ]
  %376 = phi float [ 0.000000e+00, %.lr.ph ], [ %965, %512 ]
  %377 = phi float [ 0.000000e+00, %.lr.ph ], [ %964, %512 ]
  %378 = phi float [ 0.000000e+00, %.lr.ph ], [ %963, %512 ]
  %379 = phi float [ 0.000000e+00, %.lr.ph ], [ %962, %512 ]
  %380 = phi float [ 0.000000e+00, %.lr.ph ], [ %954, %512 ]
  %381 = phi float [ 0.000000e+00, %.lr.ph ], [ %953, %512 ]
  %382 = phi float [ 0.000000e+00, %.lr.ph ], [ %952, %512 ]
  %383 = phi float [ 0.000000e+00, %.lr.ph ], [ %951, %512 ]
  %384 = phi float [ 0.000000e+00, %.lr.ph ], [ %949, %512 ]
  %385 = phi float [ 0.000000e+00, %.lr.ph ], [ %948, %512 ]
  %386 = phi float [ 0.000000e+00, %.lr.ph ], [ %947, %512 ]
  %387 = phi float [ 0.000000e+00, %.lr.ph ], [ %946, %512 ]
  %388 = phi float [ 0.000000e+00, %.lr.ph ], [ %944, %512 ]
  %389 = phi float [ 0.000000e+00, %.lr.ph ], [ %943, %512 ]
  %390 = phi float [ 0.000000e+00, %.lr.ph ], [ %942, %512 ]
  %391 = phi float [ 0.000000e+00, %.lr.ph ], [ %941, %512 ]
  %392 = phi float [ 0.000000e+00, %.lr.ph ], [ %939, %512 ]
  %393 = phi float [ 0.000000e+00, %.lr.ph ], [ %938, %512 ]
  %394 = phi float [ 0.000000e+00, %.lr.ph ], [ %937, %512 ]
  %395 = phi float [ 0.000000e+00, %.lr.ph ], [ %936, %512 ]
  %396 = phi float [ 0.000000e+00, %.lr.ph ], [ %928, %512 ]
  %397 = phi float [ 0.000000e+00, %.lr.ph ], [ %927, %512 ]
  %398 = phi float [ 0.000000e+00, %.lr.ph ], [ %926, %512 ]
  %399 = phi float [ 0.000000e+00, %.lr.ph ], [ %925, %512 ]
  %400 = phi float [ 0.000000e+00, %.lr.ph ], [ %923, %512 ]
  %401 = phi float [ 0.000000e+00, %.lr.ph ], [ %922, %512 ]
  %402 = phi float [ 0.000000e+00, %.lr.ph ], [ %921, %512 ]
  %403 = phi float [ 0.000000e+00, %.lr.ph ], [ %920, %512 ]
  %404 = phi float [ 0.000000e+00, %.lr.ph ], [ %918, %512 ]
  %405 = phi float [ 0.000000e+00, %.lr.ph ], [ %917, %512 ]
  %406 = phi float [ 0.000000e+00, %.lr.ph ], [ %916, %512 ]
  %407 = phi float [ 0.000000e+00, %.lr.ph ], [ %915, %512 ]
  %408 = phi float [ 0.000000e+00, %.lr.ph ], [ %913, %512 ]
  %409 = phi float [ 0.000000e+00, %.lr.ph ], [ %912, %512 ]
  %410 = phi float [ 0.000000e+00, %.lr.ph ], [ %911, %512 ]
  %411 = phi float [ 0.000000e+00, %.lr.ph ], [ %910, %512 ]
  %412 = phi float [ 0.000000e+00, %.lr.ph ], [ %902, %512 ]
  %413 = phi float [ 0.000000e+00, %.lr.ph ], [ %901, %512 ]
  %414 = phi float [ 0.000000e+00, %.lr.ph ], [ %900, %512 ]
  %415 = phi float [ 0.000000e+00, %.lr.ph ], [ %899, %512 ]
  %416 = phi float [ 0.000000e+00, %.lr.ph ], [ %897, %512 ]
  %417 = phi float [ 0.000000e+00, %.lr.ph ], [ %896, %512 ]
  %418 = phi float [ 0.000000e+00, %.lr.ph ], [ %895, %512 ]
  %419 = phi float [ 0.000000e+00, %.lr.ph ], [ %894, %512 ]
  %420 = phi float [ 0.000000e+00, %.lr.ph ], [ %886, %512 ]
  %421 = phi float [ 0.000000e+00, %.lr.ph ], [ %885, %512 ]
  %422 = phi float [ 0.000000e+00, %.lr.ph ], [ %884, %512 ]
  %423 = phi float [ 0.000000e+00, %.lr.ph ], [ %883, %512 ]
  %424 = phi float [ 0.000000e+00, %.lr.ph ], [ %881, %512 ]
  %425 = phi float [ 0.000000e+00, %.lr.ph ], [ %880, %512 ]
  %426 = phi float [ 0.000000e+00, %.lr.ph ], [ %879, %512 ]
  %427 = phi float [ 0.000000e+00, %.lr.ph ], [ %878, %512 ]
  %428 = phi i32 [ 0, %.lr.ph ], [ %984, %512 ]
  tail call void asm sideeffect "cp.async.wait_group 2;", "~{memory}"() #5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %429 = add i32 %428, 192
  %430 = icmp slt i32 %429, %5
  %431 = icmp slt i32 %428, 2147483456
  %432 = and i1 %431, %430
  br i1 %432, label %433, label %512

433:                                              ; preds = %362
  %434 = add i32 %363, 3
  %435 = icmp ugt i32 %434, 3
  %436 = add i32 %363, -1
  %437 = select i1 %435, i32 %436, i32 %434
  %438 = mul i32 %437, 35840
  %439 = sext i32 %438 to i64
  %440 = getelementptr i8, ptr addrspace(3) @gemm_dsl_plain_128x128_aligned_dsmem, i64 %439
  %441 = or disjoint i32 %429, %27
  %442 = add i32 %441, %29
  %443 = sext i32 %442 to i64
  %444 = icmp sge i32 %441, %5
  %.not7 = or i1 %30, %444
  %445 = select i1 %.not7, i32 0, i32 16
  %.idx = select i1 %.not7, i64 0, i64 %443
  %446 = getelementptr bfloat, ptr addrspace(1) %0, i64 %.idx
  %447 = getelementptr i8, ptr addrspace(3) %440, i64 %34
  %448 = ptrtoint ptr addrspace(3) %447 to i64
  %449 = trunc i64 %448 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %449, ptr addrspace(1) %446, i32 %445) #5
  %450 = add i32 %441, %38
  %451 = sext i32 %450 to i64
  %.not9 = or i1 %39, %444
  %452 = select i1 %.not9, i32 0, i32 16
  %.idx10 = select i1 %.not9, i64 0, i64 %451
  %453 = getelementptr bfloat, ptr addrspace(1) %0, i64 %.idx10
  %454 = getelementptr i8, ptr addrspace(3) %440, i64 %43
  %455 = ptrtoint ptr addrspace(3) %454 to i64
  %456 = trunc i64 %455 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %456, ptr addrspace(1) %453, i32 %452) #5
  %457 = add i32 %441, %47
  %458 = sext i32 %457 to i64
  %.not12 = or i1 %48, %444
  %459 = select i1 %.not12, i32 0, i32 16
  %.idx13 = select i1 %.not12, i64 0, i64 %458
  %460 = getelementptr bfloat, ptr addrspace(1) %0, i64 %.idx13
  %461 = getelementptr i8, ptr addrspace(3) %440, i64 %52
  %462 = ptrtoint ptr addrspace(3) %461 to i64
  %463 = trunc i64 %462 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %463, ptr addrspace(1) %460, i32 %459) #5
  %464 = add i32 %441, %56
  %465 = sext i32 %464 to i64
  %.not15 = or i1 %57, %444
  %466 = select i1 %.not15, i32 0, i32 16
  %.idx16 = select i1 %.not15, i64 0, i64 %465
  %467 = getelementptr bfloat, ptr addrspace(1) %0, i64 %.idx16
  %468 = getelementptr i8, ptr addrspace(3) %440, i64 %61
  %469 = ptrtoint ptr addrspace(3) %468 to i64
  %470 = trunc i64 %469 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %470, ptr addrspace(1) %467, i32 %466) #5
  %471 = getelementptr i8, ptr addrspace(3) %440, i64 18432
  %472 = or disjoint i32 %429, %62
  %473 = mul i32 %472, %4
  %474 = add i32 %473, %64
  %475 = sext i32 %474 to i64
  %476 = icmp sge i32 %472, %5
  %.not18 = or i1 %65, %476
  %477 = select i1 %.not18, i32 0, i32 16
  %.idx19 = select i1 %.not18, i64 0, i64 %475
  %478 = getelementptr bfloat, ptr addrspace(1) %1, i64 %.idx19
  %479 = getelementptr i8, ptr addrspace(3) %471, i64 %69
  %480 = ptrtoint ptr addrspace(3) %479 to i64
  %481 = trunc i64 %480 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %481, ptr addrspace(1) %478, i32 %477) #5
  %482 = or disjoint i32 %429, %70
  %483 = mul i32 %482, %4
  %484 = add i32 %483, %64
  %485 = sext i32 %484 to i64
  %486 = icmp sge i32 %482, %5
  %.not21 = or i1 %65, %486
  %487 = select i1 %.not21, i32 0, i32 16
  %.idx22 = select i1 %.not21, i64 0, i64 %485
  %488 = getelementptr bfloat, ptr addrspace(1) %1, i64 %.idx22
  %489 = getelementptr i8, ptr addrspace(3) %471, i64 %74
  %490 = ptrtoint ptr addrspace(3) %489 to i64
  %491 = trunc i64 %490 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %491, ptr addrspace(1) %488, i32 %487) #5
  %492 = or disjoint i32 %429, %75
  %493 = mul i32 %492, %4
  %494 = add i32 %493, %64
  %495 = sext i32 %494 to i64
  %496 = icmp sge i32 %492, %5
  %.not24 = or i1 %65, %496
  %497 = select i1 %.not24, i32 0, i32 16
  %.idx25 = select i1 %.not24, i64 0, i64 %495
  %498 = getelementptr bfloat, ptr addrspace(1) %1, i64 %.idx25
  %499 = getelementptr i8, ptr addrspace(3) %471, i64 %79
  %500 = ptrtoint ptr addrspace(3) %499 to i64
  %501 = trunc i64 %500 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %501, ptr addrspace(1) %498, i32 %497) #5
  %502 = or disjoint i32 %429, %80
  %503 = mul i32 %502, %4
  %504 = add i32 %503, %64
  %505 = sext i32 %504 to i64
  %506 = icmp sge i32 %502, %5
  %.not27 = or i1 %65, %506
  %507 = select i1 %.not27, i32 0, i32 16
  %.idx28 = select i1 %.not27, i64 0, i64 %505
  %508 = getelementptr bfloat, ptr addrspace(1) %1, i64 %.idx28
  %509 = getelementptr i8, ptr addrspace(3) %471, i64 %84
  %510 = ptrtoint ptr addrspace(3) %509 to i64
  %511 = trunc i64 %510 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %511, ptr addrspace(1) %508, i32 %507) #5
  br label %512

512:                                              ; preds = %433, %362
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #5
  %513 = mul i32 %363, 35840
  %514 = sext i32 %513 to i64
  %515 = getelementptr i8, ptr addrspace(3) @gemm_dsl_plain_128x128_aligned_dsmem, i64 %514
  %516 = getelementptr i8, ptr addrspace(3) %515, i64 18432
  %517 = getelementptr bfloat, ptr addrspace(3) %515, i64 %97
  %518 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %517)
  %519 = extractvalue { i32, i32, i32, i32 } %518, 0
  %520 = extractvalue { i32, i32, i32, i32 } %518, 1
  %521 = extractvalue { i32, i32, i32, i32 } %518, 2
  %522 = extractvalue { i32, i32, i32, i32 } %518, 3
  %523 = getelementptr bfloat, ptr addrspace(3) %516, i64 %100
  %524 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %523)
  %525 = extractvalue { i32, i32, i32, i32 } %524, 0
  %526 = extractvalue { i32, i32, i32, i32 } %524, 1
  %527 = extractvalue { i32, i32, i32, i32 } %524, 2
  %528 = extractvalue { i32, i32, i32, i32 } %524, 3
  %529 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %519, i32 %520, i32 %521, i32 %522, i32 %525, i32 %526, float %427, float %426, float %425, float %424) #5
  %530 = extractvalue { float, float, float, float } %529, 0
  %531 = extractvalue { float, float, float, float } %529, 1
  %532 = extractvalue { float, float, float, float } %529, 2
  %533 = extractvalue { float, float, float, float } %529, 3
  %534 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %519, i32 %520, i32 %521, i32 %522, i32 %527, i32 %528, float %423, float %422, float %421, float %420) #5
  %535 = extractvalue { float, float, float, float } %534, 0
  %536 = extractvalue { float, float, float, float } %534, 1
  %537 = extractvalue { float, float, float, float } %534, 2
  %538 = extractvalue { float, float, float, float } %534, 3
  %539 = getelementptr bfloat, ptr addrspace(3) %516, i64 %102
  %540 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %539)
  %541 = extractvalue { i32, i32, i32, i32 } %540, 0
  %542 = extractvalue { i32, i32, i32, i32 } %540, 1
  %543 = extractvalue { i32, i32, i32, i32 } %540, 2
  %544 = extractvalue { i32, i32, i32, i32 } %540, 3
  %545 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %519, i32 %520, i32 %521, i32 %522, i32 %541, i32 %542, float %419, float %418, float %417, float %416) #5
  %546 = extractvalue { float, float, float, float } %545, 0
  %547 = extractvalue { float, float, float, float } %545, 1
  %548 = extractvalue { float, float, float, float } %545, 2
  %549 = extractvalue { float, float, float, float } %545, 3
  %550 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %519, i32 %520, i32 %521, i32 %522, i32 %543, i32 %544, float %415, float %414, float %413, float %412) #5
  %551 = extractvalue { float, float, float, float } %550, 0
  %552 = extractvalue { float, float, float, float } %550, 1
  %553 = extractvalue { float, float, float, float } %550, 2
  %554 = extractvalue { float, float, float, float } %550, 3
  %555 = getelementptr bfloat, ptr addrspace(3) %515, i64 %103
  %556 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %555)
  %557 = extractvalue { i32, i32, i32, i32 } %556, 0
  %558 = extractvalue { i32, i32, i32, i32 } %556, 1
  %559 = extractvalue { i32, i32, i32, i32 } %556, 2
  %560 = extractvalue { i32, i32, i32, i32 } %556, 3
  %561 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %557, i32 %558, i32 %559, i32 %560, i32 %525, i32 %526, float %411, float %410, float %409, float %408) #5
  %562 = extractvalue { float, float, float, float } %561, 0
  %563 = extractvalue { float, float, float, float } %561, 1
  %564 = extractvalue { float, float, float, float } %561, 2
  %565 = extractvalue { float, float, float, float } %561, 3
  %566 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %557, i32 %558, i32 %559, i32 %560, i32 %527, i32 %528, float %407, float %406, float %405, float %404) #5
  %567 = extractvalue { float, float, float, float } %566, 0
  %568 = extractvalue { float, float, float, float } %566, 1
  %569 = extractvalue { float, float, float, float } %566, 2
  %570 = extractvalue { float, float, float, float } %566, 3
  %571 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %557, i32 %558, i32 %559, i32 %560, i32 %541, i32 %542, float %403, float %402, float %401, float %400) #5
  %572 = extractvalue { float, float, float, float } %571, 0
  %573 = extractvalue { float, float, float, float } %571, 1
  %574 = extractvalue { float, float, float, float } %571, 2
  %575 = extractvalue { float, float, float, float } %571, 3
  %576 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %557, i32 %558, i32 %559, i32 %560, i32 %543, i32 %544, float %399, float %398, float %397, float %396) #5
  %577 = extractvalue { float, float, float, float } %576, 0
  %578 = extractvalue { float, float, float, float } %576, 1
  %579 = extractvalue { float, float, float, float } %576, 2
  %580 = extractvalue { float, float, float, float } %576, 3
  %581 = getelementptr bfloat, ptr addrspace(3) %515, i64 %104
  %582 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %581)
  %583 = extractvalue { i32, i32, i32, i32 } %582, 0
  %584 = extractvalue { i32, i32, i32, i32 } %582, 1
  %585 = extractvalue { i32, i32, i32, i32 } %582, 2
  %586 = extractvalue { i32, i32, i32, i32 } %582, 3
  %587 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %583, i32 %584, i32 %585, i32 %586, i32 %525, i32 %526, float %395, float %394, float %393, float %392) #5
  %588 = extractvalue { float, float, float, float } %587, 0
  %589 = extractvalue { float, float, float, float } %587, 1
  %590 = extractvalue { float, float, float, float } %587, 2
  %591 = extractvalue { float, float, float, float } %587, 3
  %592 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %583, i32 %584, i32 %585, i32 %586, i32 %527, i32 %528, float %391, float %390, float %389, float %388) #5
  %593 = extractvalue { float, float, float, float } %592, 0
  %594 = extractvalue { float, float, float, float } %592, 1
  %595 = extractvalue { float, float, float, float } %592, 2
  %596 = extractvalue { float, float, float, float } %592, 3
  %597 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %583, i32 %584, i32 %585, i32 %586, i32 %541, i32 %542, float %387, float %386, float %385, float %384) #5
  %598 = extractvalue { float, float, float, float } %597, 0
  %599 = extractvalue { float, float, float, float } %597, 1
  %600 = extractvalue { float, float, float, float } %597, 2
  %601 = extractvalue { float, float, float, float } %597, 3
  %602 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %583, i32 %584, i32 %585, i32 %586, i32 %543, i32 %544, float %383, float %382, float %381, float %380) #5
  %603 = extractvalue { float, float, float, float } %602, 0
  %604 = extractvalue { float, float, float, float } %602, 1
  %605 = extractvalue { float, float, float, float } %602, 2
  %606 = extractvalue { float, float, float, float } %602, 3
  %607 = getelementptr bfloat, ptr addrspace(3) %515, i64 %106
  %608 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %607)
  %609 = extractvalue { i32, i32, i32, i32 } %608, 0
  %610 = extractvalue { i32, i32, i32, i32 } %608, 1
  %611 = extractvalue { i32, i32, i32, i32 } %608, 2
  %612 = extractvalue { i32, i32, i32, i32 } %608, 3
  %613 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %609, i32 %610, i32 %611, i32 %612, i32 %525, i32 %526, float %379, float %378, float %377, float %376) #5
  %614 = extractvalue { float, float, float, float } %613, 0
  %615 = extractvalue { float, float, float, float } %613, 1
  %616 = extractvalue { float, float, float, float } %613, 2
  %617 = extractvalue { float, float, float, float } %613, 3
  %618 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %609, i32 %610, i32 %611, i32 %612, i32 %527, i32 %528, float %375, float %374, float %373, float %372) #5
  %619 = extractvalue { float, float, float, float } %618, 0
  %620 = extractvalue { float, float, float, float } %618, 1
  %621 = extractvalue { float, float, float, float } %618, 2
  %622 = extractvalue { float, float, float, float } %618, 3
  %623 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %609, i32 %610, i32 %611, i32 %612, i32 %541, i32 %542, float %371, float %370, float %369, float %368) #5
  %624 = extractvalue { float, float, float, float } %623, 0
  %625 = extractvalue { float, float, float, float } %623, 1
  %626 = extractvalue { float, float, float, float } %623, 2
  %627 = extractvalue { float, float, float, float } %623, 3
  %628 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %609, i32 %610, i32 %611, i32 %612, i32 %543, i32 %544, float %367, float %366, float %365, float %364) #5
  %629 = extractvalue { float, float, float, float } %628, 0
  %630 = extractvalue { float, float, float, float } %628, 1
  %631 = extractvalue { float, float, float, float } %628, 2
  %632 = extractvalue { float, float, float, float } %628, 3
  %633 = getelementptr bfloat, ptr addrspace(3) %515, i64 %109
  %634 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %633)
  %635 = extractvalue { i32, i32, i32, i32 } %634, 0
  %636 = extractvalue { i32, i32, i32, i32 } %634, 1
  %637 = extractvalue { i32, i32, i32, i32 } %634, 2
  %638 = extractvalue { i32, i32, i32, i32 } %634, 3
  %639 = getelementptr bfloat, ptr addrspace(3) %516, i64 %113
  %640 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %639)
  %641 = extractvalue { i32, i32, i32, i32 } %640, 0
  %642 = extractvalue { i32, i32, i32, i32 } %640, 1
  %643 = extractvalue { i32, i32, i32, i32 } %640, 2
  %644 = extractvalue { i32, i32, i32, i32 } %640, 3
  %645 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %635, i32 %636, i32 %637, i32 %638, i32 %641, i32 %642, float %530, float %531, float %532, float %533) #5
  %646 = extractvalue { float, float, float, float } %645, 0
  %647 = extractvalue { float, float, float, float } %645, 1
  %648 = extractvalue { float, float, float, float } %645, 2
  %649 = extractvalue { float, float, float, float } %645, 3
  %650 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %635, i32 %636, i32 %637, i32 %638, i32 %643, i32 %644, float %535, float %536, float %537, float %538) #5
  %651 = extractvalue { float, float, float, float } %650, 0
  %652 = extractvalue { float, float, float, float } %650, 1
  %653 = extractvalue { float, float, float, float } %650, 2
  %654 = extractvalue { float, float, float, float } %650, 3
  %655 = getelementptr bfloat, ptr addrspace(3) %516, i64 %115
  %656 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %655)
  %657 = extractvalue { i32, i32, i32, i32 } %656, 0
  %658 = extractvalue { i32, i32, i32, i32 } %656, 1
  %659 = extractvalue { i32, i32, i32, i32 } %656, 2
  %660 = extractvalue { i32, i32, i32, i32 } %656, 3
  %661 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %635, i32 %636, i32 %637, i32 %638, i32 %657, i32 %658, float %546, float %547, float %548, float %549) #5
  %662 = extractvalue { float, float, float, float } %661, 0
  %663 = extractvalue { float, float, float, float } %661, 1
  %664 = extractvalue { float, float, float, float } %661, 2
  %665 = extractvalue { float, float, float, float } %661, 3
  %666 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %635, i32 %636, i32 %637, i32 %638, i32 %659, i32 %660, float %551, float %552, float %553, float %554) #5
  %667 = extractvalue { float, float, float, float } %666, 0
  %668 = extractvalue { float, float, float, float } %666, 1
  %669 = extractvalue { float, float, float, float } %666, 2
  %670 = extractvalue { float, float, float, float } %666, 3
  %671 = getelementptr bfloat, ptr addrspace(3) %515, i64 %116
  %672 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %671)
  %673 = extractvalue { i32, i32, i32, i32 } %672, 0
  %674 = extractvalue { i32, i32, i32, i32 } %672, 1
  %675 = extractvalue { i32, i32, i32, i32 } %672, 2
  %676 = extractvalue { i32, i32, i32, i32 } %672, 3
  %677 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %673, i32 %674, i32 %675, i32 %676, i32 %641, i32 %642, float %562, float %563, float %564, float %565) #5
  %678 = extractvalue { float, float, float, float } %677, 0
  %679 = extractvalue { float, float, float, float } %677, 1
  %680 = extractvalue { float, float, float, float } %677, 2
  %681 = extractvalue { float, float, float, float } %677, 3
  %682 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %673, i32 %674, i32 %675, i32 %676, i32 %643, i32 %644, float %567, float %568, float %569, float %570) #5
  %683 = extractvalue { float, float, float, float } %682, 0
  %684 = extractvalue { float, float, float, float } %682, 1
  %685 = extractvalue { float, float, float, float } %682, 2
  %686 = extractvalue { float, float, float, float } %682, 3
  %687 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %673, i32 %674, i32 %675, i32 %676, i32 %657, i32 %658, float %572, float %573, float %574, float %575) #5
  %688 = extractvalue { float, float, float, float } %687, 0
  %689 = extractvalue { float, float, float, float } %687, 1
  %690 = extractvalue { float, float, float, float } %687, 2
  %691 = extractvalue { float, float, float, float } %687, 3
  %692 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %673, i32 %674, i32 %675, i32 %676, i32 %659, i32 %660, float %577, float %578, float %579, float %580) #5
  %693 = extractvalue { float, float, float, float } %692, 0
  %694 = extractvalue { float, float, float, float } %692, 1
  %695 = extractvalue { float, float, float, float } %692, 2
  %696 = extractvalue { float, float, float, float } %692, 3
  %697 = getelementptr bfloat, ptr addrspace(3) %515, i64 %117
  %698 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %697)
  %699 = extractvalue { i32, i32, i32, i32 } %698, 0
  %700 = extractvalue { i32, i32, i32, i32 } %698, 1
  %701 = extractvalue { i32, i32, i32, i32 } %698, 2
  %702 = extractvalue { i32, i32, i32, i32 } %698, 3
  %703 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %699, i32 %700, i32 %701, i32 %702, i32 %641, i32 %642, float %588, float %589, float %590, float %591) #5
  %704 = extractvalue { float, float, float, float } %703, 0
  %705 = extractvalue { float, float, float, float } %703, 1
  %706 = extractvalue { float, float, float, float } %703, 2
  %707 = extractvalue { float, float, float, float } %703, 3
  %708 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %699, i32 %700, i32 %701, i32 %702, i32 %643, i32 %644, float %593, float %594, float %595, float %596) #5
  %709 = extractvalue { float, float, float, float } %708, 0
  %710 = extractvalue { float, float, float, float } %708, 1
  %711 = extractvalue { float, float, float, float } %708, 2
  %712 = extractvalue { float, float, float, float } %708, 3
  %713 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %699, i32 %700, i32 %701, i32 %702, i32 %657, i32 %658, float %598, float %599, float %600, float %601) #5
  %714 = extractvalue { float, float, float, float } %713, 0
  %715 = extractvalue { float, float, float, float } %713, 1
  %716 = extractvalue { float, float, float, float } %713, 2
  %717 = extractvalue { float, float, float, float } %713, 3
  %718 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %699, i32 %700, i32 %701, i32 %702, i32 %659, i32 %660, float %603, float %604, float %605, float %606) #5
  %719 = extractvalue { float, float, float, float } %718, 0
  %720 = extractvalue { float, float, float, float } %718, 1
  %721 = extractvalue { float, float, float, float } %718, 2
  %722 = extractvalue { float, float, float, float } %718, 3
  %723 = getelementptr bfloat, ptr addrspace(3) %515, i64 %119
  %724 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %723)
  %725 = extractvalue { i32, i32, i32, i32 } %724, 0
  %726 = extractvalue { i32, i32, i32, i32 } %724, 1
  %727 = extractvalue { i32, i32, i32, i32 } %724, 2
  %728 = extractvalue { i32, i32, i32, i32 } %724, 3
  %729 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %725, i32 %726, i32 %727, i32 %728, i32 %641, i32 %642, float %614, float %615, float %616, float %617) #5
  %730 = extractvalue { float, float, float, float } %729, 0
  %731 = extractvalue { float, float, float, float } %729, 1
  %732 = extractvalue { float, float, float, float } %729, 2
  %733 = extractvalue { float, float, float, float } %729, 3
  %734 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %725, i32 %726, i32 %727, i32 %728, i32 %643, i32 %644, float %619, float %620, float %621, float %622) #5
  %735 = extractvalue { float, float, float, float } %734, 0
  %736 = extractvalue { float, float, float, float } %734, 1
  %737 = extractvalue { float, float, float, float } %734, 2
  %738 = extractvalue { float, float, float, float } %734, 3
  %739 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %725, i32 %726, i32 %727, i32 %728, i32 %657, i32 %658, float %624, float %625, float %626, float %627) #5
  %740 = extractvalue { float, float, float, float } %739, 0
  %741 = extractvalue { float, float, float, float } %739, 1
  %742 = extractvalue { float, float, float, float } %739, 2
  %743 = extractvalue { float, float, float, float } %739, 3
  %744 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %725, i32 %726, i32 %727, i32 %728, i32 %659, i32 %660, float %629, float %630, float %631, float %632) #5
  %745 = extractvalue { float, float, float, float } %744, 0
  %746 = extractvalue { float, float, float, float } %744, 1
  %747 = extractvalue { float, float, float, float } %744, 2
  %748 = extractvalue { float, float, float, float } %744, 3
  %749 = getelementptr bfloat, ptr addrspace(3) %515, i64 %122
  %750 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %749)
  %751 = extractvalue { i32, i32, i32, i32 } %750, 0
  %752 = extractvalue { i32, i32, i32, i32 } %750, 1
  %753 = extractvalue { i32, i32, i32, i32 } %750, 2
  %754 = extractvalue { i32, i32, i32, i32 } %750, 3
  %755 = getelementptr bfloat, ptr addrspace(3) %516, i64 %126
  %756 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %755)
  %757 = extractvalue { i32, i32, i32, i32 } %756, 0
  %758 = extractvalue { i32, i32, i32, i32 } %756, 1
  %759 = extractvalue { i32, i32, i32, i32 } %756, 2
  %760 = extractvalue { i32, i32, i32, i32 } %756, 3
  %761 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %751, i32 %752, i32 %753, i32 %754, i32 %757, i32 %758, float %646, float %647, float %648, float %649) #5
  %762 = extractvalue { float, float, float, float } %761, 0
  %763 = extractvalue { float, float, float, float } %761, 1
  %764 = extractvalue { float, float, float, float } %761, 2
  %765 = extractvalue { float, float, float, float } %761, 3
  %766 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %751, i32 %752, i32 %753, i32 %754, i32 %759, i32 %760, float %651, float %652, float %653, float %654) #5
  %767 = extractvalue { float, float, float, float } %766, 0
  %768 = extractvalue { float, float, float, float } %766, 1
  %769 = extractvalue { float, float, float, float } %766, 2
  %770 = extractvalue { float, float, float, float } %766, 3
  %771 = getelementptr bfloat, ptr addrspace(3) %516, i64 %128
  %772 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %771)
  %773 = extractvalue { i32, i32, i32, i32 } %772, 0
  %774 = extractvalue { i32, i32, i32, i32 } %772, 1
  %775 = extractvalue { i32, i32, i32, i32 } %772, 2
  %776 = extractvalue { i32, i32, i32, i32 } %772, 3
  %777 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %751, i32 %752, i32 %753, i32 %754, i32 %773, i32 %774, float %662, float %663, float %664, float %665) #5
  %778 = extractvalue { float, float, float, float } %777, 0
  %779 = extractvalue { float, float, float, float } %777, 1
  %780 = extractvalue { float, float, float, float } %777, 2
  %781 = extractvalue { float, float, float, float } %777, 3
  %782 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %751, i32 %752, i32 %753, i32 %754, i32 %775, i32 %776, float %667, float %668, float %669, float %670) #5
  %783 = extractvalue { float, float, float, float } %782, 0
  %784 = extractvalue { float, float, float, float } %782, 1
  %785 = extractvalue { float, float, float, float } %782, 2
  %786 = extractvalue { float, float, float, float } %782, 3
  %787 = getelementptr bfloat, ptr addrspace(3) %515, i64 %129
  %788 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %787)
  %789 = extractvalue { i32, i32, i32, i32 } %788, 0
  %790 = extractvalue { i32, i32, i32, i32 } %788, 1
  %791 = extractvalue { i32, i32, i32, i32 } %788, 2
  %792 = extractvalue { i32, i32, i32, i32 } %788, 3
  %793 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %789, i32 %790, i32 %791, i32 %792, i32 %757, i32 %758, float %678, float %679, float %680, float %681) #5
  %794 = extractvalue { float, float, float, float } %793, 0
  %795 = extractvalue { float, float, float, float } %793, 1
  %796 = extractvalue { float, float, float, float } %793, 2
  %797 = extractvalue { float, float, float, float } %793, 3
  %798 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %789, i32 %790, i32 %791, i32 %792, i32 %759, i32 %760, float %683, float %684, float %685, float %686) #5
  %799 = extractvalue { float, float, float, float } %798, 0
  %800 = extractvalue { float, float, float, float } %798, 1
  %801 = extractvalue { float, float, float, float } %798, 2
  %802 = extractvalue { float, float, float, float } %798, 3
  %803 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %789, i32 %790, i32 %791, i32 %792, i32 %773, i32 %774, float %688, float %689, float %690, float %691) #5
  %804 = extractvalue { float, float, float, float } %803, 0
  %805 = extractvalue { float, float, float, float } %803, 1
  %806 = extractvalue { float, float, float, float } %803, 2
  %807 = extractvalue { float, float, float, float } %803, 3
  %808 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %789, i32 %790, i32 %791, i32 %792, i32 %775, i32 %776, float %693, float %694, float %695, float %696) #5
  %809 = extractvalue { float, float, float, float } %808, 0
  %810 = extractvalue { float, float, float, float } %808, 1
  %811 = extractvalue { float, float, float, float } %808, 2
  %812 = extractvalue { float, float, float, float } %808, 3
  %813 = getelementptr bfloat, ptr addrspace(3) %515, i64 %130
  %814 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %813)
  %815 = extractvalue { i32, i32, i32, i32 } %814, 0
  %816 = extractvalue { i32, i32, i32, i32 } %814, 1
  %817 = extractvalue { i32, i32, i32, i32 } %814, 2
  %818 = extractvalue { i32, i32, i32, i32 } %814, 3
  %819 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %815, i32 %816, i32 %817, i32 %818, i32 %757, i32 %758, float %704, float %705, float %706, float %707) #5
  %820 = extractvalue { float, float, float, float } %819, 0
  %821 = extractvalue { float, float, float, float } %819, 1
  %822 = extractvalue { float, float, float, float } %819, 2
  %823 = extractvalue { float, float, float, float } %819, 3
  %824 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %815, i32 %816, i32 %817, i32 %818, i32 %759, i32 %760, float %709, float %710, float %711, float %712) #5
  %825 = extractvalue { float, float, float, float } %824, 0
  %826 = extractvalue { float, float, float, float } %824, 1
  %827 = extractvalue { float, float, float, float } %824, 2
  %828 = extractvalue { float, float, float, float } %824, 3
  %829 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %815, i32 %816, i32 %817, i32 %818, i32 %773, i32 %774, float %714, float %715, float %716, float %717) #5
  %830 = extractvalue { float, float, float, float } %829, 0
  %831 = extractvalue { float, float, float, float } %829, 1
  %832 = extractvalue { float, float, float, float } %829, 2
  %833 = extractvalue { float, float, float, float } %829, 3
  %834 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %815, i32 %816, i32 %817, i32 %818, i32 %775, i32 %776, float %719, float %720, float %721, float %722) #5
  %835 = extractvalue { float, float, float, float } %834, 0
  %836 = extractvalue { float, float, float, float } %834, 1
  %837 = extractvalue { float, float, float, float } %834, 2
  %838 = extractvalue { float, float, float, float } %834, 3
  %839 = getelementptr bfloat, ptr addrspace(3) %515, i64 %132
  %840 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %839)
  %841 = extractvalue { i32, i32, i32, i32 } %840, 0
  %842 = extractvalue { i32, i32, i32, i32 } %840, 1
  %843 = extractvalue { i32, i32, i32, i32 } %840, 2
  %844 = extractvalue { i32, i32, i32, i32 } %840, 3
  %845 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %841, i32 %842, i32 %843, i32 %844, i32 %757, i32 %758, float %730, float %731, float %732, float %733) #5
  %846 = extractvalue { float, float, float, float } %845, 0
  %847 = extractvalue { float, float, float, float } %845, 1
  %848 = extractvalue { float, float, float, float } %845, 2
  %849 = extractvalue { float, float, float, float } %845, 3
  %850 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %841, i32 %842, i32 %843, i32 %844, i32 %759, i32 %760, float %735, float %736, float %737, float %738) #5
  %851 = extractvalue { float, float, float, float } %850, 0
  %852 = extractvalue { float, float, float, float } %850, 1
  %853 = extractvalue { float, float, float, float } %850, 2
  %854 = extractvalue { float, float, float, float } %850, 3
  %855 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %841, i32 %842, i32 %843, i32 %844, i32 %773, i32 %774, float %740, float %741, float %742, float %743) #5
  %856 = extractvalue { float, float, float, float } %855, 0
  %857 = extractvalue { float, float, float, float } %855, 1
  %858 = extractvalue { float, float, float, float } %855, 2
  %859 = extractvalue { float, float, float, float } %855, 3
  %860 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %841, i32 %842, i32 %843, i32 %844, i32 %775, i32 %776, float %745, float %746, float %747, float %748) #5
  %861 = extractvalue { float, float, float, float } %860, 0
  %862 = extractvalue { float, float, float, float } %860, 1
  %863 = extractvalue { float, float, float, float } %860, 2
  %864 = extractvalue { float, float, float, float } %860, 3
  %865 = getelementptr bfloat, ptr addrspace(3) %515, i64 %135
  %866 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %865)
  %867 = extractvalue { i32, i32, i32, i32 } %866, 0
  %868 = extractvalue { i32, i32, i32, i32 } %866, 1
  %869 = extractvalue { i32, i32, i32, i32 } %866, 2
  %870 = extractvalue { i32, i32, i32, i32 } %866, 3
  %871 = getelementptr bfloat, ptr addrspace(3) %516, i64 %139
  %872 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %871)
  %873 = extractvalue { i32, i32, i32, i32 } %872, 0
  %874 = extractvalue { i32, i32, i32, i32 } %872, 1
  %875 = extractvalue { i32, i32, i32, i32 } %872, 2
  %876 = extractvalue { i32, i32, i32, i32 } %872, 3
  %877 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %867, i32 %868, i32 %869, i32 %870, i32 %873, i32 %874, float %762, float %763, float %764, float %765) #5
  %878 = extractvalue { float, float, float, float } %877, 0
  %879 = extractvalue { float, float, float, float } %877, 1
  %880 = extractvalue { float, float, float, float } %877, 2
  %881 = extractvalue { float, float, float, float } %877, 3
  %882 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %867, i32 %868, i32 %869, i32 %870, i32 %875, i32 %876, float %767, float %768, float %769, float %770) #5
  %883 = extractvalue { float, float, float, float } %882, 0
  %884 = extractvalue { float, float, float, float } %882, 1
  %885 = extractvalue { float, float, float, float } %882, 2
  %886 = extractvalue { float, float, float, float } %882, 3
  %887 = getelementptr bfloat, ptr addrspace(3) %516, i64 %141
  %888 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %887)
  %889 = extractvalue { i32, i32, i32, i32 } %888, 0
  %890 = extractvalue { i32, i32, i32, i32 } %888, 1
  %891 = extractvalue { i32, i32, i32, i32 } %888, 2
  %892 = extractvalue { i32, i32, i32, i32 } %888, 3
  %893 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %867, i32 %868, i32 %869, i32 %870, i32 %889, i32 %890, float %778, float %779, float %780, float %781) #5
  %894 = extractvalue { float, float, float, float } %893, 0
  %895 = extractvalue { float, float, float, float } %893, 1
  %896 = extractvalue { float, float, float, float } %893, 2
  %897 = extractvalue { float, float, float, float } %893, 3
  %898 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %867, i32 %868, i32 %869, i32 %870, i32 %891, i32 %892, float %783, float %784, float %785, float %786) #5
  %899 = extractvalue { float, float, float, float } %898, 0
  %900 = extractvalue { float, float, float, float } %898, 1
  %901 = extractvalue { float, float, float, float } %898, 2
  %902 = extractvalue { float, float, float, float } %898, 3
  %903 = getelementptr bfloat, ptr addrspace(3) %515, i64 %142
  %904 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %903)
  %905 = extractvalue { i32, i32, i32, i32 } %904, 0
  %906 = extractvalue { i32, i32, i32, i32 } %904, 1
  %907 = extractvalue { i32, i32, i32, i32 } %904, 2
  %908 = extractvalue { i32, i32, i32, i32 } %904, 3
  %909 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %905, i32 %906, i32 %907, i32 %908, i32 %873, i32 %874, float %794, float %795, float %796, float %797) #5
  %910 = extractvalue { float, float, float, float } %909, 0
  %911 = extractvalue { float, float, float, float } %909, 1
  %912 = extractvalue { float, float, float, float } %909, 2
  %913 = extractvalue { float, float, float, float } %909, 3
  %914 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %905, i32 %906, i32 %907, i32 %908, i32 %875, i32 %876, float %799, float %800, float %801, float %802) #5
  %915 = extractvalue { float, float, float, float } %914, 0
  %916 = extractvalue { float, float, float, float } %914, 1
  %917 = extractvalue { float, float, float, float } %914, 2
  %918 = extractvalue { float, float, float, float } %914, 3
  %919 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %905, i32 %906, i32 %907, i32 %908, i32 %889, i32 %890, float %804, float %805, float %806, float %807) #5
  %920 = extractvalue { float, float, float, float } %919, 0
  %921 = extractvalue { float, float, float, float } %919, 1
  %922 = extractvalue { float, float, float, float } %919, 2
  %923 = extractvalue { float, float, float, float } %919, 3
  %924 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %905, i32 %906, i32 %907, i32 %908, i32 %891, i32 %892, float %809, float %810, float %811, float %812) #5
  %925 = extractvalue { float, float, float, float } %924, 0
  %926 = extractvalue { float, float, float, float } %924, 1
  %927 = extractvalue { float, float, float, float } %924, 2
  %928 = extractvalue { float, float, float, float } %924, 3
  %929 = getelementptr bfloat, ptr addrspace(3) %515, i64 %143
  %930 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %929)
  %931 = extractvalue { i32, i32, i32, i32 } %930, 0
  %932 = extractvalue { i32, i32, i32, i32 } %930, 1
  %933 = extractvalue { i32, i32, i32, i32 } %930, 2
  %934 = extractvalue { i32, i32, i32, i32 } %930, 3
  %935 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %931, i32 %932, i32 %933, i32 %934, i32 %873, i32 %874, float %820, float %821, float %822, float %823) #5
  %936 = extractvalue { float, float, float, float } %935, 0
  %937 = extractvalue { float, float, float, float } %935, 1
  %938 = extractvalue { float, float, float, float } %935, 2
  %939 = extractvalue { float, float, float, float } %935, 3
  %940 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %931, i32 %932, i32 %933, i32 %934, i32 %875, i32 %876, float %825, float %826, float %827, float %828) #5
  %941 = extractvalue { float, float, float, float } %940, 0
  %942 = extractvalue { float, float, float, float } %940, 1
  %943 = extractvalue { float, float, float, float } %940, 2
  %944 = extractvalue { float, float, float, float } %940, 3
  %945 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %931, i32 %932, i32 %933, i32 %934, i32 %889, i32 %890, float %830, float %831, float %832, float %833) #5
  %946 = extractvalue { float, float, float, float } %945, 0
  %947 = extractvalue { float, float, float, float } %945, 1
  %948 = extractvalue { float, float, float, float } %945, 2
  %949 = extractvalue { float, float, float, float } %945, 3
  %950 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %931, i32 %932, i32 %933, i32 %934, i32 %891, i32 %892, float %835, float %836, float %837, float %838) #5
  %951 = extractvalue { float, float, float, float } %950, 0
  %952 = extractvalue { float, float, float, float } %950, 1
  %953 = extractvalue { float, float, float, float } %950, 2
  %954 = extractvalue { float, float, float, float } %950, 3
  %955 = getelementptr bfloat, ptr addrspace(3) %515, i64 %145
  %956 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %955)
  %957 = extractvalue { i32, i32, i32, i32 } %956, 0
  %958 = extractvalue { i32, i32, i32, i32 } %956, 1
  %959 = extractvalue { i32, i32, i32, i32 } %956, 2
  %960 = extractvalue { i32, i32, i32, i32 } %956, 3
  %961 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %957, i32 %958, i32 %959, i32 %960, i32 %873, i32 %874, float %846, float %847, float %848, float %849) #5
  %962 = extractvalue { float, float, float, float } %961, 0
  %963 = extractvalue { float, float, float, float } %961, 1
  %964 = extractvalue { float, float, float, float } %961, 2
  %965 = extractvalue { float, float, float, float } %961, 3
  %966 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %957, i32 %958, i32 %959, i32 %960, i32 %875, i32 %876, float %851, float %852, float %853, float %854) #5
  %967 = extractvalue { float, float, float, float } %966, 0
  %968 = extractvalue { float, float, float, float } %966, 1
  %969 = extractvalue { float, float, float, float } %966, 2
  %970 = extractvalue { float, float, float, float } %966, 3
  %971 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %957, i32 %958, i32 %959, i32 %960, i32 %889, i32 %890, float %856, float %857, float %858, float %859) #5
  %972 = extractvalue { float, float, float, float } %971, 0
  %973 = extractvalue { float, float, float, float } %971, 1
  %974 = extractvalue { float, float, float, float } %971, 2
  %975 = extractvalue { float, float, float, float } %971, 3
  %976 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %957, i32 %958, i32 %959, i32 %960, i32 %891, i32 %892, float %861, float %862, float %863, float %864) #5
  %977 = extractvalue { float, float, float, float } %976, 0
  %978 = extractvalue { float, float, float, float } %976, 1
  %979 = extractvalue { float, float, float, float } %976, 2
  %980 = extractvalue { float, float, float, float } %976, 3
  %981 = add i32 %363, 1
  %982 = icmp eq i32 %981, 4
  %983 = select i1 %982, i32 0, i32 %981
  %984 = add i32 %428, 64
  %985 = icmp slt i32 %984, %5
  br i1 %985, label %362, label %._crit_edge.loopexit

._crit_edge.loopexit:                             ; preds = %512
  %986 = bitcast float %878 to i32
  %987 = bitcast float %879 to i32
  %988 = bitcast float %880 to i32
  %989 = bitcast float %881 to i32
  %990 = bitcast float %883 to i32
  %991 = bitcast float %884 to i32
  %992 = bitcast float %885 to i32
  %993 = bitcast float %886 to i32
  %994 = bitcast float %894 to i32
  %995 = bitcast float %895 to i32
  %996 = bitcast float %896 to i32
  %997 = bitcast float %897 to i32
  %998 = bitcast float %899 to i32
  %999 = bitcast float %900 to i32
  %1000 = bitcast float %901 to i32
  %1001 = bitcast float %902 to i32
  %1002 = bitcast float %910 to i32
  %1003 = bitcast float %911 to i32
  %1004 = bitcast float %912 to i32
  %1005 = bitcast float %913 to i32
  %1006 = bitcast float %915 to i32
  %1007 = bitcast float %916 to i32
  %1008 = bitcast float %917 to i32
  %1009 = bitcast float %918 to i32
  %1010 = bitcast float %920 to i32
  %1011 = bitcast float %921 to i32
  %1012 = bitcast float %922 to i32
  %1013 = bitcast float %923 to i32
  %1014 = bitcast float %925 to i32
  %1015 = bitcast float %926 to i32
  %1016 = bitcast float %927 to i32
  %1017 = bitcast float %928 to i32
  %1018 = bitcast float %936 to i32
  %1019 = bitcast float %937 to i32
  %1020 = bitcast float %938 to i32
  %1021 = bitcast float %939 to i32
  %1022 = bitcast float %941 to i32
  %1023 = bitcast float %942 to i32
  %1024 = bitcast float %943 to i32
  %1025 = bitcast float %944 to i32
  %1026 = bitcast float %946 to i32
  %1027 = bitcast float %947 to i32
  %1028 = bitcast float %948 to i32
  %1029 = bitcast float %949 to i32
  %1030 = bitcast float %951 to i32
  %1031 = bitcast float %952 to i32
  %1032 = bitcast float %953 to i32
  %1033 = bitcast float %954 to i32
  %1034 = bitcast float %962 to i32
  %1035 = bitcast float %963 to i32
  %1036 = bitcast float %964 to i32
  %1037 = bitcast float %965 to i32
  %1038 = bitcast float %967 to i32
  %1039 = bitcast float %968 to i32
  %1040 = bitcast float %969 to i32
  %1041 = bitcast float %970 to i32
  %1042 = bitcast float %972 to i32
  %1043 = bitcast float %973 to i32
  %1044 = bitcast float %974 to i32
  %1045 = bitcast float %975 to i32
  %1046 = bitcast float %977 to i32
  %1047 = bitcast float %978 to i32
  %1048 = bitcast float %979 to i32
  %1049 = bitcast float %980 to i32
  br label %._crit_edge

._crit_edge:                                      ; preds = %.preheader, %._crit_edge.loopexit
  %.lcssa179 = phi i32 [ %986, %._crit_edge.loopexit ], [ 0, %.preheader ]
  %.lcssa178 = phi i32 [ %987, %._crit_edge.loopexit ], [ 0, %.preheader ]
  %.lcssa177 = phi i32 [ %988, %._crit_edge.loopexit ], [ 0, %.preheader ]
  %.lcssa176 = phi i32 [ %989, %._crit_edge.loopexit ], [ 0, %.preheader ]
  %.lcssa175 = phi i32 [ %990, %._crit_edge.loopexit ], [ 0, %.preheader ]
  %.lcssa174 = phi i32 [ %991, %._crit_edge.loopexit ], [ 0, %.preheader ]
  %.lcssa173 = phi i32 [ %992, %._crit_edge.loopexit ], [ 0, %.preheader ]
  %.lcssa172 = phi i32 [ %993, %._crit_edge.loopexit ], [ 0, %.preheader ]
  %.lcssa171 = phi i32 [ %994, %._crit_edge.loopexit ], [ 0, %.preheader ]
  %.lcssa170 = phi i32 [ %995, %._crit_edge.loopexit ], [ 0, %.preheader ]
  %.lcssa169 = phi i32 [ %996, %._crit_edge.loopexit ], [ 0, %.preheader ]
  %.lcssa168 = phi i32 [ %997, %._crit_edge.loopexit ], [ 0, %.preheader ]
  %.lcssa167 = phi i32 [ %998, %._crit_edge.loopexit ], [ 0, %.preheader ]
  %.lcssa166 = phi i32 [ %999, %._crit_edge.loopexit ], [ 0, %.preheader ]
  %.lcssa165 = phi i32 [ %1000, %._crit_edge.loopexit ], [ 0, %.preheader ]
  %.lcssa164 = phi i32 [ %1001, %._crit_edge.loopexit ], [ 0, %.preheader ]
  %.lcssa163 = phi i32 [ %1002, %._crit_edge.loopexit ], [ 0, %.preheader ]
  %.lcssa162 = phi i32 [ %1003, %._crit_edge.loopexit ], [ 0, %.preheader ]
  %.lcssa161 = phi i32 [ %1004, %._crit_edge.loopexit ], [ 0, %.preheader ]
  %.lcssa160 = phi i32 [ %1005, %._crit_edge.loopexit ], [ 0, %.preheader ]
  %.lcssa159 = phi i32 [ %1006, %._crit_edge.loopexit ], [ 0, %.preheader ]
  %.lcssa158 = phi i32 [ %1007, %._crit_edge.loopexit ], [ 0, %.preheader ]
  %.lcssa157 = phi i32 [ %1008, %._crit_edge.loopexit ], [ 0, %.preheader ]
  %.lcssa156 = phi i32 [ %1009, %._crit_edge.loopexit ], [ 0, %.preheader ]
  %.lcssa155 = phi i32 [ %1010, %._crit_edge.loopexit ], [ 0, %.preheader ]
  %.lcssa154 = phi i32 [ %1011, %._crit_edge.loopexit ], [ 0, %.preheader ]
  %.lcssa153 = phi i32 [ %1012, %._crit_edge.loopexit ], [ 0, %.preheader ]
  %.lcssa152 = phi i32 [ %1013, %._crit_edge.loopexit ], [ 0, %.preheader ]
  %.lcssa151 = phi i32 [ %1014, %._crit_edge.loopexit ], [ 0, %.preheader ]
  %.lcssa150 = phi i32 [ %1015, %._crit_edge.loopexit ], [ 0, %.preheader ]
  %.lcssa149 = phi i32 [ %1016, %._crit_edge.loopexit ], [ 0, %.preheader ]
  %.lcssa148 = phi i32 [ %1017, %._crit_edge.loopexit ], [ 0, %.preheader ]
  %.lcssa147 = phi i32 [ %1018, %._crit_edge.loopexit ], [ 0, %.preheader ]
  %.lcssa146 = phi i32 [ %1019, %._crit_edge.loopexit ], [ 0, %.preheader ]
  %.lcssa145 = phi i32 [ %1020, %._crit_edge.loopexit ], [ 0, %.preheader ]
  %.lcssa144 = phi i32 [ %1021, %._crit_edge.loopexit ], [ 0, %.preheader ]
  %.lcssa143 = phi i32 [ %1022, %._crit_edge.loopexit ], [ 0, %.preheader ]
  %.lcssa142 = phi i32 [ %1023, %._crit_edge.loopexit ], [ 0, %.preheader ]
  %.lcssa141 = phi i32 [ %1024, %._crit_edge.loopexit ], [ 0, %.preheader ]
  %.lcssa140 = phi i32 [ %1025, %._crit_edge.loopexit ], [ 0, %.preheader ]
  %.lcssa139 = phi i32 [ %1026, %._crit_edge.loopexit ], [ 0, %.preheader ]
  %.lcssa138 = phi i32 [ %1027, %._crit_edge.loopexit ], [ 0, %.preheader ]
  %.lcssa137 = phi i32 [ %1028, %._crit_edge.loopexit ], [ 0, %.preheader ]
  %.lcssa136 = phi i32 [ %1029, %._crit_edge.loopexit ], [ 0, %.preheader ]
  %.lcssa135 = phi i32 [ %1030, %._crit_edge.loopexit ], [ 0, %.preheader ]
  %.lcssa134 = phi i32 [ %1031, %._crit_edge.loopexit ], [ 0, %.preheader ]
  %.lcssa133 = phi i32 [ %1032, %._crit_edge.loopexit ], [ 0, %.preheader ]
  %.lcssa132 = phi i32 [ %1033, %._crit_edge.loopexit ], [ 0, %.preheader ]
  %.lcssa131 = phi i32 [ %1034, %._crit_edge.loopexit ], [ 0, %.preheader ]
  %.lcssa130 = phi i32 [ %1035, %._crit_edge.loopexit ], [ 0, %.preheader ]
  %.lcssa129 = phi i32 [ %1036, %._crit_edge.loopexit ], [ 0, %.preheader ]
  %.lcssa128 = phi i32 [ %1037, %._crit_edge.loopexit ], [ 0, %.preheader ]
  %.lcssa127 = phi i32 [ %1038, %._crit_edge.loopexit ], [ 0, %.preheader ]
  %.lcssa126 = phi i32 [ %1039, %._crit_edge.loopexit ], [ 0, %.preheader ]
  %.lcssa125 = phi i32 [ %1040, %._crit_edge.loopexit ], [ 0, %.preheader ]
  %.lcssa124 = phi i32 [ %1041, %._crit_edge.loopexit ], [ 0, %.preheader ]
  %.lcssa123 = phi i32 [ %1042, %._crit_edge.loopexit ], [ 0, %.preheader ]
  %.lcssa122 = phi i32 [ %1043, %._crit_edge.loopexit ], [ 0, %.preheader ]
  %.lcssa121 = phi i32 [ %1044, %._crit_edge.loopexit ], [ 0, %.preheader ]
  %.lcssa120 = phi i32 [ %1045, %._crit_edge.loopexit ], [ 0, %.preheader ]
  %.lcssa119 = phi i32 [ %1046, %._crit_edge.loopexit ], [ 0, %.preheader ]
  %.lcssa118 = phi i32 [ %1047, %._crit_edge.loopexit ], [ 0, %.preheader ]
  %.lcssa117 = phi i32 [ %1048, %._crit_edge.loopexit ], [ 0, %.preheader ]
  %.lcssa116 = phi i32 [ %1049, %._crit_edge.loopexit ], [ 0, %.preheader ]
  tail call void asm sideeffect "cp.async.wait_all;", "~{memory}"() #5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1050 = lshr i32 %7, 2
  %1051 = and i32 %1050, 7
  %1052 = or disjoint i32 %361, %1051
  %1053 = shl nuw nsw i32 %7, 1
  %1054 = and i32 %1053, 6
  %1055 = or disjoint i32 %1054, %358
  %1056 = or disjoint i32 %1052, %23
  %1057 = mul i32 %1056, %4
  %1058 = or disjoint i32 %24, %1055
  %1059 = add i32 %1057, %1058
  %1060 = sext i32 %1059 to i64
  %1061 = getelementptr float, ptr addrspace(1) %2, i64 %1060
  %1062 = icmp slt i32 %1056, %3
  %1063 = icmp slt i32 %1058, %4
  %1064 = and i1 %1062, %1063
  %1065 = zext i1 %1064 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0A}", "r,r,r,l"(i32 %1065, i32 %.lcssa179, i32 %.lcssa178, ptr addrspace(1) %1061) #5
  %1066 = or disjoint i32 %1051, 8
  %1067 = or disjoint i32 %361, %1066
  %1068 = or disjoint i32 %1067, %23
  %1069 = mul i32 %1068, %4
  %1070 = add i32 %1069, %1058
  %1071 = sext i32 %1070 to i64
  %1072 = getelementptr float, ptr addrspace(1) %2, i64 %1071
  %1073 = icmp slt i32 %1068, %3
  %1074 = and i1 %1073, %1063
  %1075 = zext i1 %1074 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0A}", "r,r,r,l"(i32 %1075, i32 %.lcssa177, i32 %.lcssa176, ptr addrspace(1) %1072) #5
  %1076 = or disjoint i32 %1058, 8
  %1077 = add i32 %1057, %1076
  %1078 = sext i32 %1077 to i64
  %1079 = getelementptr float, ptr addrspace(1) %2, i64 %1078
  %1080 = icmp slt i32 %1076, %4
  %1081 = and i1 %1062, %1080
  %1082 = zext i1 %1081 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0A}", "r,r,r,l"(i32 %1082, i32 %.lcssa175, i32 %.lcssa174, ptr addrspace(1) %1079) #5
  %1083 = add i32 %1069, %1076
  %1084 = sext i32 %1083 to i64
  %1085 = getelementptr float, ptr addrspace(1) %2, i64 %1084
  %1086 = and i1 %1073, %1080
  %1087 = zext i1 %1086 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0A}", "r,r,r,l"(i32 %1087, i32 %.lcssa173, i32 %.lcssa172, ptr addrspace(1) %1085) #5
  %1088 = or disjoint i32 %1058, 16
  %1089 = add i32 %1057, %1088
  %1090 = sext i32 %1089 to i64
  %1091 = getelementptr float, ptr addrspace(1) %2, i64 %1090
  %1092 = icmp slt i32 %1088, %4
  %1093 = and i1 %1062, %1092
  %1094 = zext i1 %1093 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0A}", "r,r,r,l"(i32 %1094, i32 %.lcssa171, i32 %.lcssa170, ptr addrspace(1) %1091) #5
  %1095 = add i32 %1069, %1088
  %1096 = sext i32 %1095 to i64
  %1097 = getelementptr float, ptr addrspace(1) %2, i64 %1096
  %1098 = and i1 %1073, %1092
  %1099 = zext i1 %1098 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0A}", "r,r,r,l"(i32 %1099, i32 %.lcssa169, i32 %.lcssa168, ptr addrspace(1) %1097) #5
  %1100 = or disjoint i32 %1058, 24
  %1101 = add i32 %1057, %1100
  %1102 = sext i32 %1101 to i64
  %1103 = getelementptr float, ptr addrspace(1) %2, i64 %1102
  %1104 = icmp slt i32 %1100, %4
  %1105 = and i1 %1062, %1104
  %1106 = zext i1 %1105 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0A}", "r,r,r,l"(i32 %1106, i32 %.lcssa167, i32 %.lcssa166, ptr addrspace(1) %1103) #5
  %1107 = add i32 %1069, %1100
  %1108 = sext i32 %1107 to i64
  %1109 = getelementptr float, ptr addrspace(1) %2, i64 %1108
  %1110 = and i1 %1073, %1104
  %1111 = zext i1 %1110 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0A}", "r,r,r,l"(i32 %1111, i32 %.lcssa165, i32 %.lcssa164, ptr addrspace(1) %1109) #5
  %1112 = or disjoint i32 %361, 16
  %1113 = or disjoint i32 %1112, %1051
  %1114 = or disjoint i32 %1113, %23
  %1115 = mul i32 %1114, %4
  %1116 = add i32 %1115, %1058
  %1117 = sext i32 %1116 to i64
  %1118 = getelementptr float, ptr addrspace(1) %2, i64 %1117
  %1119 = icmp slt i32 %1114, %3
  %1120 = and i1 %1119, %1063
  %1121 = zext i1 %1120 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0A}", "r,r,r,l"(i32 %1121, i32 %.lcssa163, i32 %.lcssa162, ptr addrspace(1) %1118) #5
  %1122 = or disjoint i32 %1112, %1066
  %1123 = or disjoint i32 %1122, %23
  %1124 = mul i32 %1123, %4
  %1125 = add i32 %1124, %1058
  %1126 = sext i32 %1125 to i64
  %1127 = getelementptr float, ptr addrspace(1) %2, i64 %1126
  %1128 = icmp slt i32 %1123, %3
  %1129 = and i1 %1128, %1063
  %1130 = zext i1 %1129 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0A}", "r,r,r,l"(i32 %1130, i32 %.lcssa161, i32 %.lcssa160, ptr addrspace(1) %1127) #5
  %1131 = add i32 %1115, %1076
  %1132 = sext i32 %1131 to i64
  %1133 = getelementptr float, ptr addrspace(1) %2, i64 %1132
  %1134 = and i1 %1119, %1080
  %1135 = zext i1 %1134 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0A}", "r,r,r,l"(i32 %1135, i32 %.lcssa159, i32 %.lcssa158, ptr addrspace(1) %1133) #5
  %1136 = add i32 %1124, %1076
  %1137 = sext i32 %1136 to i64
  %1138 = getelementptr float, ptr addrspace(1) %2, i64 %1137
  %1139 = and i1 %1128, %1080
  %1140 = zext i1 %1139 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0A}", "r,r,r,l"(i32 %1140, i32 %.lcssa157, i32 %.lcssa156, ptr addrspace(1) %1138) #5
  %1141 = add i32 %1115, %1088
  %1142 = sext i32 %1141 to i64
  %1143 = getelementptr float, ptr addrspace(1) %2, i64 %1142
  %1144 = and i1 %1119, %1092
  %1145 = zext i1 %1144 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0A}", "r,r,r,l"(i32 %1145, i32 %.lcssa155, i32 %.lcssa154, ptr addrspace(1) %1143) #5
  %1146 = add i32 %1124, %1088
  %1147 = sext i32 %1146 to i64
  %1148 = getelementptr float, ptr addrspace(1) %2, i64 %1147
  %1149 = and i1 %1128, %1092
  %1150 = zext i1 %1149 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0A}", "r,r,r,l"(i32 %1150, i32 %.lcssa153, i32 %.lcssa152, ptr addrspace(1) %1148) #5
  %1151 = add i32 %1115, %1100
  %1152 = sext i32 %1151 to i64
  %1153 = getelementptr float, ptr addrspace(1) %2, i64 %1152
  %1154 = and i1 %1119, %1104
  %1155 = zext i1 %1154 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0A}", "r,r,r,l"(i32 %1155, i32 %.lcssa151, i32 %.lcssa150, ptr addrspace(1) %1153) #5
  %1156 = add i32 %1124, %1100
  %1157 = sext i32 %1156 to i64
  %1158 = getelementptr float, ptr addrspace(1) %2, i64 %1157
  %1159 = and i1 %1128, %1104
  %1160 = zext i1 %1159 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0A}", "r,r,r,l"(i32 %1160, i32 %.lcssa149, i32 %.lcssa148, ptr addrspace(1) %1158) #5
  %1161 = or disjoint i32 %361, 32
  %1162 = or disjoint i32 %1161, %1051
  %1163 = or disjoint i32 %1162, %23
  %1164 = mul i32 %1163, %4
  %1165 = add i32 %1164, %1058
  %1166 = sext i32 %1165 to i64
  %1167 = getelementptr float, ptr addrspace(1) %2, i64 %1166
  %1168 = icmp slt i32 %1163, %3
  %1169 = and i1 %1168, %1063
  %1170 = zext i1 %1169 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0A}", "r,r,r,l"(i32 %1170, i32 %.lcssa147, i32 %.lcssa146, ptr addrspace(1) %1167) #5
  %1171 = or disjoint i32 %1161, %1066
  %1172 = or disjoint i32 %1171, %23
  %1173 = mul i32 %1172, %4
  %1174 = add i32 %1173, %1058
  %1175 = sext i32 %1174 to i64
  %1176 = getelementptr float, ptr addrspace(1) %2, i64 %1175
  %1177 = icmp slt i32 %1172, %3
  %1178 = and i1 %1177, %1063
  %1179 = zext i1 %1178 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0A}", "r,r,r,l"(i32 %1179, i32 %.lcssa145, i32 %.lcssa144, ptr addrspace(1) %1176) #5
  %1180 = add i32 %1164, %1076
  %1181 = sext i32 %1180 to i64
  %1182 = getelementptr float, ptr addrspace(1) %2, i64 %1181
  %1183 = and i1 %1168, %1080
  %1184 = zext i1 %1183 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0A}", "r,r,r,l"(i32 %1184, i32 %.lcssa143, i32 %.lcssa142, ptr addrspace(1) %1182) #5
  %1185 = add i32 %1173, %1076
  %1186 = sext i32 %1185 to i64
  %1187 = getelementptr float, ptr addrspace(1) %2, i64 %1186
  %1188 = and i1 %1177, %1080
  %1189 = zext i1 %1188 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0A}", "r,r,r,l"(i32 %1189, i32 %.lcssa141, i32 %.lcssa140, ptr addrspace(1) %1187) #5
  %1190 = add i32 %1164, %1088
  %1191 = sext i32 %1190 to i64
  %1192 = getelementptr float, ptr addrspace(1) %2, i64 %1191
  %1193 = and i1 %1168, %1092
  %1194 = zext i1 %1193 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0A}", "r,r,r,l"(i32 %1194, i32 %.lcssa139, i32 %.lcssa138, ptr addrspace(1) %1192) #5
  %1195 = add i32 %1173, %1088
  %1196 = sext i32 %1195 to i64
  %1197 = getelementptr float, ptr addrspace(1) %2, i64 %1196
  %1198 = and i1 %1177, %1092
  %1199 = zext i1 %1198 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0A}", "r,r,r,l"(i32 %1199, i32 %.lcssa137, i32 %.lcssa136, ptr addrspace(1) %1197) #5
  %1200 = add i32 %1164, %1100
  %1201 = sext i32 %1200 to i64
  %1202 = getelementptr float, ptr addrspace(1) %2, i64 %1201
  %1203 = and i1 %1168, %1104
  %1204 = zext i1 %1203 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0A}", "r,r,r,l"(i32 %1204, i32 %.lcssa135, i32 %.lcssa134, ptr addrspace(1) %1202) #5
  %1205 = add i32 %1173, %1100
  %1206 = sext i32 %1205 to i64
  %1207 = getelementptr float, ptr addrspace(1) %2, i64 %1206
  %1208 = and i1 %1177, %1104
  %1209 = zext i1 %1208 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0A}", "r,r,r,l"(i32 %1209, i32 %.lcssa133, i32 %.lcssa132, ptr addrspace(1) %1207) #5
  %1210 = or i32 %360, 48
  %1211 = or disjoint i32 %1210, %1051
  %1212 = or disjoint i32 %1211, %23
  %1213 = mul i32 %1212, %4
  %1214 = add i32 %1213, %1058
  %1215 = sext i32 %1214 to i64
  %1216 = getelementptr float, ptr addrspace(1) %2, i64 %1215
  %1217 = icmp slt i32 %1212, %3
  %1218 = and i1 %1217, %1063
  %1219 = zext i1 %1218 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0A}", "r,r,r,l"(i32 %1219, i32 %.lcssa131, i32 %.lcssa130, ptr addrspace(1) %1216) #5
  %1220 = or disjoint i32 %1210, %1066
  %1221 = or disjoint i32 %1220, %23
  %1222 = mul i32 %1221, %4
  %1223 = add i32 %1222, %1058
  %1224 = sext i32 %1223 to i64
  %1225 = getelementptr float, ptr addrspace(1) %2, i64 %1224
  %1226 = icmp slt i32 %1221, %3
  %1227 = and i1 %1226, %1063
  %1228 = zext i1 %1227 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0A}", "r,r,r,l"(i32 %1228, i32 %.lcssa129, i32 %.lcssa128, ptr addrspace(1) %1225) #5
  %1229 = add i32 %1213, %1076
  %1230 = sext i32 %1229 to i64
  %1231 = getelementptr float, ptr addrspace(1) %2, i64 %1230
  %1232 = and i1 %1217, %1080
  %1233 = zext i1 %1232 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0A}", "r,r,r,l"(i32 %1233, i32 %.lcssa127, i32 %.lcssa126, ptr addrspace(1) %1231) #5
  %1234 = add i32 %1222, %1076
  %1235 = sext i32 %1234 to i64
  %1236 = getelementptr float, ptr addrspace(1) %2, i64 %1235
  %1237 = and i1 %1226, %1080
  %1238 = zext i1 %1237 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0A}", "r,r,r,l"(i32 %1238, i32 %.lcssa125, i32 %.lcssa124, ptr addrspace(1) %1236) #5
  %1239 = add i32 %1213, %1088
  %1240 = sext i32 %1239 to i64
  %1241 = getelementptr float, ptr addrspace(1) %2, i64 %1240
  %1242 = and i1 %1217, %1092
  %1243 = zext i1 %1242 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0A}", "r,r,r,l"(i32 %1243, i32 %.lcssa123, i32 %.lcssa122, ptr addrspace(1) %1241) #5
  %1244 = add i32 %1222, %1088
  %1245 = sext i32 %1244 to i64
  %1246 = getelementptr float, ptr addrspace(1) %2, i64 %1245
  %1247 = and i1 %1226, %1092
  %1248 = zext i1 %1247 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0A}", "r,r,r,l"(i32 %1248, i32 %.lcssa121, i32 %.lcssa120, ptr addrspace(1) %1246) #5
  %1249 = add i32 %1213, %1100
  %1250 = sext i32 %1249 to i64
  %1251 = getelementptr float, ptr addrspace(1) %2, i64 %1250
  %1252 = and i1 %1217, %1104
  %1253 = zext i1 %1252 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0A}", "r,r,r,l"(i32 %1253, i32 %.lcssa119, i32 %.lcssa118, ptr addrspace(1) %1251) #5
  %1254 = add i32 %1222, %1100
  %1255 = sext i32 %1254 to i64
  %1256 = getelementptr float, ptr addrspace(1) %2, i64 %1255
  %1257 = and i1 %1226, %1104
  %1258 = zext i1 %1257 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0A}", "r,r,r,l"(i32 %1258, i32 %.lcssa117, i32 %.lcssa116, ptr addrspace(1) %1256) #5
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
