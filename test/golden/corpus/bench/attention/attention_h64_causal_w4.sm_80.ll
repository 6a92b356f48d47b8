; ModuleID = 'tile_kernels'
source_filename = "tile_kernels"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@attention_smem = internal addrspace(3) global [46080 x i8] undef, align 16

; Function Attrs: nounwind
define ptx_kernel void @attention(ptr addrspace(1) align 16 %0, ptr addrspace(1) align 16 %1, ptr addrspace(1) align 16 %2, ptr addrspace(1) align 16 %3, i32 %4, float %5) local_unnamed_addr #0 {
  %7 = tail call range(i32 0, 128) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = shl nuw nsw i32 %7, 2
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %11 = mul i32 %4, %10
  %12 = shl i32 %9, 6
  %13 = lshr i32 %7, 4
  %14 = or disjoint i32 %12, %13
  %15 = add i32 %11, %14
  %16 = shl i32 %15, 6
  %17 = or disjoint i32 %13, 8
  %18 = or disjoint i32 %17, %12
  %19 = add i32 %11, %18
  %20 = shl i32 %19, 6
  %21 = or disjoint i32 %13, 16
  %22 = or disjoint i32 %21, %12
  %23 = add i32 %11, %22
  %24 = shl i32 %23, 6
  %25 = or disjoint i32 %13, 24
  %26 = or disjoint i32 %25, %12
  %27 = add i32 %11, %26
  %28 = shl i32 %27, 6
  %29 = or disjoint i32 %13, 32
  %30 = or disjoint i32 %29, %12
  %31 = add i32 %11, %30
  %32 = shl i32 %31, 6
  %33 = or disjoint i32 %13, 40
  %34 = or disjoint i32 %33, %12
  %35 = add i32 %11, %34
  %36 = shl i32 %35, 6
  %37 = or disjoint i32 %13, 48
  %38 = or disjoint i32 %37, %12
  %39 = add i32 %11, %38
  %40 = shl i32 %39, 6
  %41 = or disjoint i32 %13, 56
  %42 = or disjoint i32 %41, %12
  %43 = add i32 %11, %42
  %44 = shl i32 %43, 6
  %45 = and i32 %8, 60
  %46 = or disjoint i32 %16, %45
  %47 = or disjoint i32 %20, %45
  %48 = or disjoint i32 %24, %45
  %49 = or disjoint i32 %28, %45
  %50 = or disjoint i32 %32, %45
  %51 = or disjoint i32 %36, %45
  %52 = or disjoint i32 %40, %45
  %53 = or disjoint i32 %44, %45
  %54 = icmp slt i32 %14, %4
  %55 = icmp slt i32 %18, %4
  %56 = icmp slt i32 %22, %4
  %57 = icmp slt i32 %26, %4
  %58 = icmp slt i32 %30, %4
  %59 = icmp slt i32 %34, %4
  %60 = icmp slt i32 %38, %4
  %61 = icmp slt i32 %42, %4
  %62 = sext i32 %46 to i64
  %63 = getelementptr bfloat, ptr addrspace(1) %0, i64 %62
  %64 = zext i1 %54 to i32
  %65 = tail call { i16, i16, i16, i16 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $4, 0;\0Amov.b16 $0, $6;\0Amov.b16 $1, $6;\0Amov.b16 $2, $6;\0Amov.b16 $3, $6;\0A@%tile_v ld.global.v4.b16 {$0, $1, $2, $3}, [$5];\0A}", "=&h,=&h,=&h,=&h,r,l,h"(i32 %64, ptr addrspace(1) %63, i16 0) #7
  %66 = extractvalue { i16, i16, i16, i16 } %65, 0
  %67 = extractvalue { i16, i16, i16, i16 } %65, 1
  %68 = extractvalue { i16, i16, i16, i16 } %65, 2
  %69 = extractvalue { i16, i16, i16, i16 } %65, 3
  %70 = sext i32 %47 to i64
  %71 = getelementptr bfloat, ptr addrspace(1) %0, i64 %70
  %72 = zext i1 %55 to i32
  %73 = tail call { i16, i16, i16, i16 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $4, 0;\0Amov.b16 $0, $6;\0Amov.b16 $1, $6;\0Amov.b16 $2, $6;\0Amov.b16 $3, $6;\0A@%tile_v ld.global.v4.b16 {$0, $1, $2, $3}, [$5];\0A}", "=&h,=&h,=&h,=&h,r,l,h"(i32 %72, ptr addrspace(1) %71, i16 0) #7
  %74 = extractvalue { i16, i16, i16, i16 } %73, 0
  %75 = extractvalue { i16, i16, i16, i16 } %73, 1
  %76 = extractvalue { i16, i16, i16, i16 } %73, 2
  %77 = extractvalue { i16, i16, i16, i16 } %73, 3
  %78 = sext i32 %48 to i64
  %79 = getelementptr bfloat, ptr addrspace(1) %0, i64 %78
  %80 = zext i1 %56 to i32
  %81 = tail call { i16, i16, i16, i16 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $4, 0;\0Amov.b16 $0, $6;\0Amov.b16 $1, $6;\0Amov.b16 $2, $6;\0Amov.b16 $3, $6;\0A@%tile_v ld.global.v4.b16 {$0, $1, $2, $3}, [$5];\0A}", "=&h,=&h,=&h,=&h,r,l,h"(i32 %80, ptr addrspace(1) %79, i16 0) #7
  %82 = extractvalue { i16, i16, i16, i16 } %81, 0
  %83 = extractvalue { i16, i16, i16, i16 } %81, 1
  %84 = extractvalue { i16, i16, i16, i16 } %81, 2
  %85 = extractvalue { i16, i16, i16, i16 } %81, 3
  %86 = sext i32 %49 to i64
  %87 = getelementptr bfloat, ptr addrspace(1) %0, i64 %86
  %88 = zext i1 %57 to i32
  %89 = tail call { i16, i16, i16, i16 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $4, 0;\0Amov.b16 $0, $6;\0Amov.b16 $1, $6;\0Amov.b16 $2, $6;\0Amov.b16 $3, $6;\0A@%tile_v ld.global.v4.b16 {$0, $1, $2, $3}, [$5];\0A}", "=&h,=&h,=&h,=&h,r,l,h"(i32 %88, ptr addrspace(1) %87, i16 0) #7
  %90 = extractvalue { i16, i16, i16, i16 } %89, 0
  %91 = extractvalue { i16, i16, i16, i16 } %89, 1
  %92 = extractvalue { i16, i16, i16, i16 } %89, 2
  %93 = extractvalue { i16, i16, i16, i16 } %89, 3
  %94 = sext i32 %50 to i64
  %95 = getelementptr bfloat, ptr addrspace(1) %0, i64 %94
  %96 = zext i1 %58 to i32
  %97 = tail call { i16, i16, i16, i16 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $4, 0;\0Amov.b16 $0, $6;\0Amov.b16 $1, $6;\0Amov.b16 $2, $6;\0Amov.b16 $3, $6;\0A@%tile_v ld.global.v4.b16 {$0, $1, $2, $3}, [$5];\0A}", "=&h,=&h,=&h,=&h,r,l,h"(i32 %96, ptr addrspace(1) %95, i16 0) #7
  %98 = extractvalue { i16, i16, i16, i16 } %97, 0
  %99 = extractvalue { i16, i16, i16, i16 } %97, 1
  %100 = extractvalue { i16, i16, i16, i16 } %97, 2
  %101 = extractvalue { i16, i16, i16, i16 } %97, 3
  %102 = sext i32 %51 to i64
  %103 = getelementptr bfloat, ptr addrspace(1) %0, i64 %102
  %104 = zext i1 %59 to i32
  %105 = tail call { i16, i16, i16, i16 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $4, 0;\0Amov.b16 $0, $6;\0Amov.b16 $1, $6;\0Amov.b16 $2, $6;\0Amov.b16 $3, $6;\0A@%tile_v ld.global.v4.b16 {$0, $1, $2, $3}, [$5];\0A}", "=&h,=&h,=&h,=&h,r,l,h"(i32 %104, ptr addrspace(1) %103, i16 0) #7
  %106 = extractvalue { i16, i16, i16, i16 } %105, 0
  %107 = extractvalue { i16, i16, i16, i16 } %105, 1
  %108 = extractvalue { i16, i16, i16, i16 } %105, 2
  %109 = extractvalue { i16, i16, i16, i16 } %105, 3
  %110 = sext i32 %52 to i64
  %111 = getelementptr bfloat, ptr addrspace(1) %0, i64 %110
  %112 = zext i1 %60 to i32
  %113 = tail call { i16, i16, i16, i16 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $4, 0;\0Amov.b16 $0, $6;\0Amov.b16 $1, $6;\0Amov.b16 $2, $6;\0Amov.b16 $3, $6;\0A@%tile_v ld.global.v4.b16 {$0, $1, $2, $3}, [$5];\0A}", "=&h,=&h,=&h,=&h,r,l,h"(i32 %112, ptr addrspace(1) %111, i16 0) #7
  %114 = extractvalue { i16, i16, i16, i16 } %113, 0
  %115 = extractvalue { i16, i16, i16, i16 } %113, 1
  %116 = extractvalue { i16, i16, i16, i16 } %113, 2
  %117 = extractvalue { i16, i16, i16, i16 } %113, 3
  %118 = sext i32 %53 to i64
  %119 = getelementptr bfloat, ptr addrspace(1) %0, i64 %118
  %120 = zext i1 %61 to i32
  %121 = tail call { i16, i16, i16, i16 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $4, 0;\0Amov.b16 $0, $6;\0Amov.b16 $1, $6;\0Amov.b16 $2, $6;\0Amov.b16 $3, $6;\0A@%tile_v ld.global.v4.b16 {$0, $1, $2, $3}, [$5];\0A}", "=&h,=&h,=&h,=&h,r,l,h"(i32 %120, ptr addrspace(1) %119, i16 0) #7
  %122 = extractvalue { i16, i16, i16, i16 } %121, 0
  %123 = extractvalue { i16, i16, i16, i16 } %121, 1
  %124 = extractvalue { i16, i16, i16, i16 } %121, 2
  %125 = extractvalue { i16, i16, i16, i16 } %121, 3
  %126 = fmul float %5, 0x3FF7154760000000
  %127 = add i32 %12, 64
  %128 = tail call i32 @llvm.smin.i32(i32 %127, i32 %4)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %129 = mul nuw nsw i32 %13, 72
  %130 = add nuw nsw i32 %129, %45
  %131 = shl nuw nsw i32 %130, 1
  %132 = zext nneg i32 %131 to i64
  %133 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %132
  %134 = insertelement <4 x i16> poison, i16 %66, i64 0
  %135 = insertelement <4 x i16> %134, i16 %67, i64 1
  %136 = insertelement <4 x i16> %135, i16 %68, i64 2
  %137 = insertelement <4 x i16> %136, i16 %69, i64 3
  store <4 x i16> %137, ptr addrspace(3) %133, align 8
  %138 = mul nuw nsw i32 %17, 72
  %139 = add nuw nsw i32 %138, %45
  %140 = shl nuw nsw i32 %139, 1
  %141 = zext nneg i32 %140 to i64
  %142 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %141
  %143 = insertelement <4 x i16> poison, i16 %74, i64 0
  %144 = insertelement <4 x i16> %143, i16 %75, i64 1
  %145 = insertelement <4 x i16> %144, i16 %76, i64 2
  %146 = insertelement <4 x i16> %145, i16 %77, i64 3
  store <4 x i16> %146, ptr addrspace(3) %142, align 8
  %147 = mul nuw nsw i32 %21, 72
  %148 = add nuw nsw i32 %147, %45
  %149 = shl nuw nsw i32 %148, 1
  %150 = zext nneg i32 %149 to i64
  %151 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %150
  %152 = insertelement <4 x i16> poison, i16 %82, i64 0
  %153 = insertelement <4 x i16> %152, i16 %83, i64 1
  %154 = insertelement <4 x i16> %153, i16 %84, i64 2
  %155 = insertelement <4 x i16> %154, i16 %85, i64 3
  store <4 x i16> %155, ptr addrspace(3) %151, align 8
  %156 = mul nuw nsw i32 %25, 72
  %157 = add nuw nsw i32 %156, %45
  %158 = shl nuw nsw i32 %157, 1
  %159 = zext nneg i32 %158 to i64
  %160 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %159
  %161 = insertelement <4 x i16> poison, i16 %90, i64 0
  %162 = insertelement <4 x i16> %161, i16 %91, i64 1
  %163 = insertelement <4 x i16> %162, i16 %92, i64 2
  %164 = insertelement <4 x i16> %163, i16 %93, i64 3
  store <4 x i16> %164, ptr addrspace(3) %160, align 8
  %165 = mul nuw nsw i32 %29, 72
  %166 = add nuw nsw i32 %165, %45
  %167 = shl nuw nsw i32 %166, 1
  %168 = zext nneg i32 %167 to i64
  %169 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %168
  %170 = insertelement <4 x i16> poison, i16 %98, i64 0
  %171 = insertelement <4 x i16> %170, i16 %99, i64 1
  %172 = insertelement <4 x i16> %171, i16 %100, i64 2
  %173 = insertelement <4 x i16> %172, i16 %101, i64 3
  store <4 x i16> %173, ptr addrspace(3) %169, align 8
  %174 = mul nuw nsw i32 %33, 72
  %175 = add nuw nsw i32 %174, %45
  %176 = shl nuw nsw i32 %175, 1
  %177 = zext nneg i32 %176 to i64
  %178 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %177
  %179 = insertelement <4 x i16> poison, i16 %106, i64 0
  %180 = insertelement <4 x i16> %179, i16 %107, i64 1
  %181 = insertelement <4 x i16> %180, i16 %108, i64 2
  %182 = insertelement <4 x i16> %181, i16 %109, i64 3
  store <4 x i16> %182, ptr addrspace(3) %178, align 8
  %183 = mul nuw nsw i32 %37, 72
  %184 = add nuw nsw i32 %183, %45
  %185 = shl nuw nsw i32 %184, 1
  %186 = zext nneg i32 %185 to i64
  %187 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %186
  %188 = insertelement <4 x i16> poison, i16 %114, i64 0
  %189 = insertelement <4 x i16> %188, i16 %115, i64 1
  %190 = insertelement <4 x i16> %189, i16 %116, i64 2
  %191 = insertelement <4 x i16> %190, i16 %117, i64 3
  store <4 x i16> %191, ptr addrspace(3) %187, align 8
  %192 = mul nuw nsw i32 %41, 72
  %193 = add nuw nsw i32 %192, %45
  %194 = shl nuw nsw i32 %193, 1
  %195 = zext nneg i32 %194 to i64
  %196 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %195
  %197 = insertelement <4 x i16> poison, i16 %122, i64 0
  %198 = insertelement <4 x i16> %197, i16 %123, i64 1
  %199 = insertelement <4 x i16> %198, i16 %124, i64 2
  %200 = insertelement <4 x i16> %199, i16 %125, i64 3
  store <4 x i16> %200, ptr addrspace(3) %196, align 8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %201 = icmp sgt i32 %128, 0
  br i1 %201, label %.preheader, label %.preheader.._crit_edge_crit_edge.critedge

.preheader:                                       ; preds = %6
  %202 = lshr i32 %7, 3
  %203 = or disjoint i32 %202, 48
  %204 = mul nuw nsw i32 %203, 72
  %205 = shl nuw nsw i32 %7, 3
  %206 = and i32 %205, 56
  %207 = add nuw nsw i32 %204, %206
  %208 = shl nuw nsw i32 %207, 1
  %209 = zext nneg i32 %208 to i64
  %210 = getelementptr i8, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 18432), i64 %209
  %211 = ptrtoint ptr addrspace(3) %210 to i64
  %212 = trunc i64 %211 to i32
  %213 = add i32 %11, %203
  %214 = shl i32 %213, 6
  %215 = or disjoint i32 %214, %206
  %216 = sext i32 %215 to i64
  %217 = getelementptr bfloat, ptr addrspace(1) %2, i64 %216
  %218 = or disjoint i32 %202, 32
  %219 = mul nuw nsw i32 %218, 72
  %220 = add nuw nsw i32 %219, %206
  %221 = shl nuw nsw i32 %220, 1
  %222 = zext nneg i32 %221 to i64
  %223 = getelementptr i8, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 18432), i64 %222
  %224 = ptrtoint ptr addrspace(3) %223 to i64
  %225 = trunc i64 %224 to i32
  %226 = add i32 %11, %218
  %227 = shl i32 %226, 6
  %228 = or disjoint i32 %227, %206
  %229 = sext i32 %228 to i64
  %230 = getelementptr bfloat, ptr addrspace(1) %2, i64 %229
  %231 = or disjoint i32 %202, 16
  %232 = mul nuw nsw i32 %231, 72
  %233 = add nuw nsw i32 %232, %206
  %234 = shl nuw nsw i32 %233, 1
  %235 = zext nneg i32 %234 to i64
  %236 = getelementptr i8, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 18432), i64 %235
  %237 = ptrtoint ptr addrspace(3) %236 to i64
  %238 = trunc i64 %237 to i32
  %239 = add i32 %11, %231
  %240 = shl i32 %239, 6
  %241 = or disjoint i32 %240, %206
  %242 = sext i32 %241 to i64
  %243 = getelementptr bfloat, ptr addrspace(1) %2, i64 %242
  %244 = mul nuw nsw i32 %202, 72
  %245 = add nuw nsw i32 %244, %206
  %246 = shl nuw nsw i32 %245, 1
  %247 = zext nneg i32 %246 to i64
  %248 = getelementptr i8, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 18432), i64 %247
  %249 = ptrtoint ptr addrspace(3) %248 to i64
  %250 = trunc i64 %249 to i32
  %251 = add i32 %11, %202
  %252 = shl i32 %251, 6
  %253 = or disjoint i32 %252, %206
  %254 = sext i32 %253 to i64
  %255 = getelementptr bfloat, ptr addrspace(1) %2, i64 %254
  %256 = getelementptr i8, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 9216), i64 %209
  %257 = ptrtoint ptr addrspace(3) %256 to i64
  %258 = trunc i64 %257 to i32
  %259 = getelementptr bfloat, ptr addrspace(1) %1, i64 %216
  %260 = getelementptr i8, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 9216), i64 %222
  %261 = ptrtoint ptr addrspace(3) %260 to i64
  %262 = trunc i64 %261 to i32
  %263 = getelementptr bfloat, ptr addrspace(1) %1, i64 %229
  %264 = getelementptr i8, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 9216), i64 %235
  %265 = ptrtoint ptr addrspace(3) %264 to i64
  %266 = trunc i64 %265 to i32
  %267 = getelementptr bfloat, ptr addrspace(1) %1, i64 %242
  %268 = getelementptr i8, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 9216), i64 %247
  %269 = ptrtoint ptr addrspace(3) %268 to i64
  %270 = trunc i64 %269 to i32
  %271 = getelementptr bfloat, ptr addrspace(1) %1, i64 %254
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %270, ptr addrspace(1) %271, i32 16) #7
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %266, ptr addrspace(1) %267, i32 16) #7
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %262, ptr addrspace(1) %263, i32 16) #7
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %258, ptr addrspace(1) %259, i32 16) #7
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %250, ptr addrspace(1) %255, i32 16) #7
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %238, ptr addrspace(1) %243, i32 16) #7
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %225, ptr addrspace(1) %230, i32 16) #7
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %212, ptr addrspace(1) %217, i32 16) #7
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #7
  %272 = lshr i32 %7, 3
  %273 = shl nuw nsw i32 %7, 3
  %274 = and i32 %273, 56
  %275 = add i32 %11, %272
  %276 = mul nuw nsw i32 %272, 72
  %277 = add nuw nsw i32 %276, %274
  %278 = shl nuw nsw i32 %277, 1
  %279 = zext nneg i32 %278 to i64
  %280 = or disjoint i32 %272, 16
  %281 = add i32 %11, %280
  %282 = mul nuw nsw i32 %280, 72
  %283 = add nuw nsw i32 %282, %274
  %284 = shl nuw nsw i32 %283, 1
  %285 = zext nneg i32 %284 to i64
  %286 = or disjoint i32 %272, 32
  %287 = add i32 %11, %286
  %288 = mul nuw nsw i32 %286, 72
  %289 = add nuw nsw i32 %288, %274
  %290 = shl nuw nsw i32 %289, 1
  %291 = zext nneg i32 %290 to i64
  %292 = or disjoint i32 %272, 48
  %293 = add i32 %11, %292
  %294 = mul nuw nsw i32 %292, 72
  %295 = add nuw nsw i32 %294, %274
  %296 = shl nuw nsw i32 %295, 1
  %297 = zext nneg i32 %296 to i64
  %298 = lshr i32 %7, 1
  %299 = and i32 %298, 48
  %300 = and i32 %7, 7
  %301 = and i32 %7, 8
  %302 = and i32 %7, 15
  %303 = or disjoint i32 %299, %302
  %304 = and i32 %298, 8
  %305 = mul nuw nsw i32 %303, 72
  %306 = add nuw nsw i32 %305, %304
  %307 = or disjoint i32 %304, %300
  %308 = mul nuw nsw i32 %307, 72
  %invariant.op = add nuw nsw i32 %308, 1152
  %invariant.op105 = add nuw nsw i32 %308, 2304
  %invariant.op107 = add nuw nsw i32 %308, 3456
  %309 = lshr i32 %7, 2
  %310 = and i32 %309, 7
  %311 = shl nuw nsw i32 %7, 1
  %312 = and i32 %311, 6
  %313 = or disjoint i32 %310, %12
  %314 = or disjoint i32 %313, %299
  %315 = or disjoint i32 %314, 8
  %316 = mul nuw nsw i32 %302, 72
  %317 = add nuw nsw i32 %316, %304
  %318 = zext nneg i32 %317 to i64
  %319 = or disjoint i32 %304, 16
  %320 = add nuw nsw i32 %319, %316
  %321 = zext nneg i32 %320 to i64
  %322 = or disjoint i32 %304, 32
  %323 = add nuw nsw i32 %322, %316
  %324 = zext nneg i32 %323 to i64
  %325 = or disjoint i32 %304, 48
  %326 = add nuw nsw i32 %325, %316
  %327 = zext nneg i32 %326 to i64
  %328 = add nuw nsw i32 %316, 1152
  %329 = add nuw nsw i32 %328, %304
  %330 = zext nneg i32 %329 to i64
  %331 = add nuw nsw i32 %328, %319
  %332 = zext nneg i32 %331 to i64
  %333 = add nuw nsw i32 %328, %322
  %334 = zext nneg i32 %333 to i64
  %335 = add nuw nsw i32 %328, %325
  %336 = zext nneg i32 %335 to i64
  %337 = add nuw nsw i32 %316, 2304
  %338 = add nuw nsw i32 %337, %304
  %339 = zext nneg i32 %338 to i64
  %340 = add nuw nsw i32 %337, %319
  %341 = zext nneg i32 %340 to i64
  %342 = add nuw nsw i32 %337, %322
  %343 = zext nneg i32 %342 to i64
  %344 = add nuw nsw i32 %337, %325
  %345 = zext nneg i32 %344 to i64
  %346 = add nuw nsw i32 %316, 3456
  %347 = add nuw nsw i32 %346, %304
  %348 = zext nneg i32 %347 to i64
  %349 = add nuw nsw i32 %346, %319
  %350 = zext nneg i32 %349 to i64
  %351 = add nuw nsw i32 %346, %322
  %352 = zext nneg i32 %351 to i64
  %353 = add nuw nsw i32 %346, %325
  %354 = zext nneg i32 %353 to i64
  %355 = zext nneg i32 %306 to i64
  %356 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %355
  %357 = add nuw nsw i32 %301, %308
  %358 = zext nneg i32 %357 to i64
  %.reass = add nuw nsw i32 %301, %invariant.op
  %359 = zext nneg i32 %.reass to i64
  %.reass106 = add nuw nsw i32 %301, %invariant.op105
  %360 = zext nneg i32 %.reass106 to i64
  %.reass108 = add nuw nsw i32 %301, %invariant.op107
  %361 = zext nneg i32 %.reass108 to i64
  %362 = zext nneg i32 %306 to i64
  %363 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %362
  %364 = getelementptr i8, ptr addrspace(3) %363, i64 32
  %365 = or disjoint i32 %301, 16
  %366 = add nuw nsw i32 %365, %308
  %367 = zext nneg i32 %366 to i64
  %.reass.1 = add nuw nsw i32 %365, %invariant.op
  %368 = zext nneg i32 %.reass.1 to i64
  %.reass106.1 = add nuw nsw i32 %365, %invariant.op105
  %369 = zext nneg i32 %.reass106.1 to i64
  %.reass108.1 = add nuw nsw i32 %365, %invariant.op107
  %370 = zext nneg i32 %.reass108.1 to i64
  %371 = zext nneg i32 %306 to i64
  %372 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %371
  %373 = getelementptr i8, ptr addrspace(3) %372, i64 64
  %374 = or disjoint i32 %301, 32
  %375 = add nuw nsw i32 %374, %308
  %376 = zext nneg i32 %375 to i64
  %.reass.2 = add nuw nsw i32 %374, %invariant.op
  %377 = zext nneg i32 %.reass.2 to i64
  %.reass106.2 = add nuw nsw i32 %374, %invariant.op105
  %378 = zext nneg i32 %.reass106.2 to i64
  %.reass108.2 = add nuw nsw i32 %374, %invariant.op107
  %379 = zext nneg i32 %.reass108.2 to i64
  %380 = zext nneg i32 %306 to i64
  %381 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %380
  %382 = getelementptr i8, ptr addrspace(3) %381, i64 96
  %383 = or disjoint i32 %301, 48
  %384 = add nuw nsw i32 %383, %308
  %385 = zext nneg i32 %384 to i64
  %.reass.3 = add nuw nsw i32 %383, %invariant.op
  %386 = zext nneg i32 %.reass.3 to i64
  %.reass106.3 = add nuw nsw i32 %383, %invariant.op105
  %387 = zext nneg i32 %.reass106.3 to i64
  %.reass108.3 = add nuw nsw i32 %383, %invariant.op107
  %388 = zext nneg i32 %.reass108.3 to i64
  br label %389

.preheader.._crit_edge_crit_edge.critedge:        ; preds = %6
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #7
  %.pre = lshr i32 %7, 2
  %.pre211 = and i32 %.pre, 7
  %.pre213 = lshr i32 %7, 1
  %.pre215 = and i32 %.pre213, 48
  %.pre217 = shl nuw nsw i32 %7, 1
  %.pre219 = and i32 %.pre217, 6
  br label %._crit_edge

389:                                              ; preds = %.preheader, %814
  %390 = phi float [ 0xFFF0000000000000, %.preheader ], [ %896, %814 ]
  %391 = phi float [ 0xFFF0000000000000, %.preheader ], [ %895, %814 ]
  %392 = phi float [ 0.000000e+00, %.preheader ], [ %1414, %814 ]
  %393 = phi float [ 0.000000e+00, %.preheader ], [ %1413, %814 ]
  %394 = phi float [ 0.000000e+00, %.preheader ], [ %1412, %814 ]
  %395 = phi float [ 0.000000e+00, %.preheader ], [ %1411, %814 ]
  %396 = phi float [ 0.000000e+00, %.preheader ], [ %1409, %814 ]
  %397 = phi float [ 0.000000e+00, %.preheader ], [ %1408, %814 ]
  %398 = phi float [ 0.000000e+00, %.preheader ], [ %1407, %814 ]
  %399 = phi float [ 0.000000e+00, %.preheader ], [ %1406, %814 ]
  %400 = phi float [ 0.000000e+00, %.preheader ], [ %1398, %814 ]
  %401 = phi float [ 0.000000e+00, %.preheader ], [ %1397, %814 ]
  %402 = phi float [ 0.000000e+00, %.preheader ], [ %1396, %814 ]
  %403 = phi float [ 0.000000e+00, %.preheader ], [ %1395, %814 ]
  %404 = phi float [ 0.000000e+00, %.preheader ], [ %1393, %814 ]
  %405 = phi float [ 0.000000e+00, %.preheader ], [ %1392, %814 ]
  %406 = phi float [ 0.000000e+00, %.preheader ], [ %1391, %814 ]
  %407 = phi float [ 0.000000e+00, %.preheader ], [ %1390, %814 ]
  %408 = phi float [ 0.000000e+00, %.preheader ], [ %1382, %814 ]
  %409 = phi float [ 0.000000e+00, %.preheader ], [ %1381, %814 ]
  %410 = phi float [ 0.000000e+00, %.preheader ], [ %1380, %814 ]
  %411 = phi float [ 0.000000e+00, %.preheader ], [ %1379, %814 ]
  %412 = phi float [ 0.000000e+00, %.preheader ], [ %1377, %814 ]
  %413 = phi float [ 0.000000e+00, %.preheader ], [ %1376, %814 ]
  %414 = phi float [ 0.000000e+00, %.preheader ], [ %1375, %814 ]
  %415 = phi float [ 0.000000e+00, %.preheader ], [ %1374, %814 ]
  %416 = phi float [ 0.000000e+00, %.preheader ], [ %1366, %814 ]
  %417 = phi float [ 0.000000e+00, %.preheader ], [ %1365, %814 ]
  %418 = phi float [ 0.000000e+00, %.preheader ], [ %1364, %814 ]
  %419 = phi float [ 0.000000e+00, %.preheader ], [ %1363, %814 ]
  %420 = phi float [ 0.000000e+00, %.preheader ], [ %1361, %814 ]
  %421 = phi float [ 0.000000e+00, %.preheader ], [ %1360, %814 ]
  %422 = phi float [ 0.000000e+00, %.preheader ], [ %1359, %814 ]
  %423 = phi float [ 0.000000e+00, %.preheader ], [ %1358, %814 ]
  %424 = phi float [ 0.000000e+00, %.preheader ], [ %1046, %814 ]
  %425 = phi float [ 0.000000e+00, %.preheader ], [ %1045, %814 ]
  %426 = phi i32 [ 0, %.preheader ], [ %429, %814 ]
  %427 = lshr exact i32 %426, 6
  %428 = and i32 %427, 1
  tail call void asm sideeffect "cp.async.wait_group 0;", "~{memory}"() #7
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %429 = add nuw nsw i32 %426, 64
  %430 = icmp slt i32 %429, %128
  br i1 %430, label %431, label %485

431:                                              ; preds = %389
  %432 = xor i32 %428, 1
  %433 = mul nuw nsw i32 %432, 18432
  %434 = zext nneg i32 %433 to i64
  %435 = getelementptr i8, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 9216), i64 %434
  %436 = add i32 %275, %429
  %437 = shl i32 %436, 6
  %438 = or disjoint i32 %437, %274
  %439 = sext i32 %438 to i64
  %440 = getelementptr bfloat, ptr addrspace(1) %1, i64 %439
  %441 = getelementptr i8, ptr addrspace(3) %435, i64 %279
  %442 = ptrtoint ptr addrspace(3) %441 to i64
  %443 = trunc i64 %442 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %443, ptr addrspace(1) %440, i32 16) #7
  %444 = add i32 %281, %429
  %445 = shl i32 %444, 6
  %446 = or disjoint i32 %445, %274
  %447 = sext i32 %446 to i64
  %448 = getelementptr bfloat, ptr addrspace(1) %1, i64 %447
  %449 = getelementptr i8, ptr addrspace(3) %435, i64 %285
  %450 = ptrtoint ptr addrspace(3) %449 to i64
  %451 = trunc i64 %450 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %451, ptr addrspace(1) %448, i32 16) #7
  %452 = add i32 %287, %429
  %453 = shl i32 %452, 6
  %454 = or disjoint i32 %453, %274
  %455 = sext i32 %454 to i64
  %456 = getelementptr bfloat, ptr addrspace(1) %1, i64 %455
  %457 = getelementptr i8, ptr addrspace(3) %435, i64 %291
  %458 = ptrtoint ptr addrspace(3) %457 to i64
  %459 = trunc i64 %458 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %459, ptr addrspace(1) %456, i32 16) #7
  %460 = add i32 %293, %429
  %461 = shl i32 %460, 6
  %462 = or disjoint i32 %461, %274
  %463 = sext i32 %462 to i64
  %464 = getelementptr bfloat, ptr addrspace(1) %1, i64 %463
  %465 = getelementptr i8, ptr addrspace(3) %435, i64 %297
  %466 = ptrtoint ptr addrspace(3) %465 to i64
  %467 = trunc i64 %466 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %467, ptr addrspace(1) %464, i32 16) #7
  %468 = getelementptr i8, ptr addrspace(3) %435, i64 9216
  %469 = getelementptr bfloat, ptr addrspace(1) %2, i64 %439
  %470 = getelementptr i8, ptr addrspace(3) %468, i64 %279
  %471 = ptrtoint ptr addrspace(3) %470 to i64
  %472 = trunc i64 %471 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %472, ptr addrspace(1) %469, i32 16) #7
  %473 = getelementptr bfloat, ptr addrspace(1) %2, i64 %447
  %474 = getelementptr i8, ptr addrspace(3) %468, i64 %285
  %475 = ptrtoint ptr addrspace(3) %474 to i64
  %476 = trunc i64 %475 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %476, ptr addrspace(1) %473, i32 16) #7
  %477 = getelementptr bfloat, ptr addrspace(1) %2, i64 %455
  %478 = getelementptr i8, ptr addrspace(3) %468, i64 %291
  %479 = ptrtoint ptr addrspace(3) %478 to i64
  %480 = trunc i64 %479 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %480, ptr addrspace(1) %477, i32 16) #7
  %481 = getelementptr bfloat, ptr addrspace(1) %2, i64 %463
  %482 = getelementptr i8, ptr addrspace(3) %468, i64 %297
  %483 = ptrtoint ptr addrspace(3) %482 to i64
  %484 = trunc i64 %483 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %484, ptr addrspace(1) %481, i32 16) #7
  br label %485

485:                                              ; preds = %431, %389
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #7
  %486 = mul nuw nsw i32 %428, 18432
  %487 = zext nneg i32 %486 to i64
  %488 = getelementptr i8, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 9216), i64 %487
  %489 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %356)
  %490 = extractvalue { i32, i32, i32, i32 } %489, 0
  %491 = extractvalue { i32, i32, i32, i32 } %489, 1
  %492 = extractvalue { i32, i32, i32, i32 } %489, 2
  %493 = extractvalue { i32, i32, i32, i32 } %489, 3
  %494 = getelementptr bfloat, ptr addrspace(3) %488, i64 %358
  %495 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %494)
  %496 = extractvalue { i32, i32, i32, i32 } %495, 0
  %497 = extractvalue { i32, i32, i32, i32 } %495, 1
  %498 = extractvalue { i32, i32, i32, i32 } %495, 2
  %499 = extractvalue { i32, i32, i32, i32 } %495, 3
  %500 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %490, i32 %491, i32 %492, i32 %493, i32 %496, i32 %497, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %501 = extractvalue { float, float, float, float } %500, 0
  %502 = extractvalue { float, float, float, float } %500, 1
  %503 = extractvalue { float, float, float, float } %500, 2
  %504 = extractvalue { float, float, float, float } %500, 3
  %505 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %490, i32 %491, i32 %492, i32 %493, i32 %498, i32 %499, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %506 = extractvalue { float, float, float, float } %505, 0
  %507 = extractvalue { float, float, float, float } %505, 1
  %508 = extractvalue { float, float, float, float } %505, 2
  %509 = extractvalue { float, float, float, float } %505, 3
  %510 = getelementptr bfloat, ptr addrspace(3) %488, i64 %359
  %511 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %510)
  %512 = extractvalue { i32, i32, i32, i32 } %511, 0
  %513 = extractvalue { i32, i32, i32, i32 } %511, 1
  %514 = extractvalue { i32, i32, i32, i32 } %511, 2
  %515 = extractvalue { i32, i32, i32, i32 } %511, 3
  %516 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %490, i32 %491, i32 %492, i32 %493, i32 %512, i32 %513, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %517 = extractvalue { float, float, float, float } %516, 0
  %518 = extractvalue { float, float, float, float } %516, 1
  %519 = extractvalue { float, float, float, float } %516, 2
  %520 = extractvalue { float, float, float, float } %516, 3
  %521 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %490, i32 %491, i32 %492, i32 %493, i32 %514, i32 %515, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %522 = extractvalue { float, float, float, float } %521, 0
  %523 = extractvalue { float, float, float, float } %521, 1
  %524 = extractvalue { float, float, float, float } %521, 2
  %525 = extractvalue { float, float, float, float } %521, 3
  %526 = getelementptr bfloat, ptr addrspace(3) %488, i64 %360
  %527 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %526)
  %528 = extractvalue { i32, i32, i32, i32 } %527, 0
  %529 = extractvalue { i32, i32, i32, i32 } %527, 1
  %530 = extractvalue { i32, i32, i32, i32 } %527, 2
  %531 = extractvalue { i32, i32, i32, i32 } %527, 3
  %532 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %490, i32 %491, i32 %492, i32 %493, i32 %528, i32 %529, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %533 = extractvalue { float, float, float, float } %532, 0
  %534 = extractvalue { float, float, float, float } %532, 1
  %535 = extractvalue { float, float, float, float } %532, 2
  %536 = extractvalue { float, float, float, float } %532, 3
  %537 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %490, i32 %491, i32 %492, i32 %493, i32 %530, i32 %531, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %538 = extractvalue { float, float, float, float } %537, 0
  %539 = extractvalue { float, float, float, float } %537, 1
  %540 = extractvalue { float, float, float, float } %537, 2
  %541 = extractvalue { float, float, float, float } %537, 3
  %542 = getelementptr bfloat, ptr addrspace(3) %488, i64 %361
  %543 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %542)
  %544 = extractvalue { i32, i32, i32, i32 } %543, 0
  %545 = extractvalue { i32, i32, i32, i32 } %543, 1
  %546 = extractvalue { i32, i32, i32, i32 } %543, 2
  %547 = extractvalue { i32, i32, i32, i32 } %543, 3
  %548 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %490, i32 %491, i32 %492, i32 %493, i32 %544, i32 %545, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %549 = extractvalue { float, float, float, float } %548, 0
  %550 = extractvalue { float, float, float, float } %548, 1
  %551 = extractvalue { float, float, float, float } %548, 2
  %552 = extractvalue { float, float, float, float } %548, 3
  %553 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %490, i32 %491, i32 %492, i32 %493, i32 %546, i32 %547, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %554 = extractvalue { float, float, float, float } %553, 0
  %555 = extractvalue { float, float, float, float } %553, 1
  %556 = extractvalue { float, float, float, float } %553, 2
  %557 = extractvalue { float, float, float, float } %553, 3
  %558 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %364)
  %559 = extractvalue { i32, i32, i32, i32 } %558, 0
  %560 = extractvalue { i32, i32, i32, i32 } %558, 1
  %561 = extractvalue { i32, i32, i32, i32 } %558, 2
  %562 = extractvalue { i32, i32, i32, i32 } %558, 3
  %563 = getelementptr bfloat, ptr addrspace(3) %488, i64 %367
  %564 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %563)
  %565 = extractvalue { i32, i32, i32, i32 } %564, 0
  %566 = extractvalue { i32, i32, i32, i32 } %564, 1
  %567 = extractvalue { i32, i32, i32, i32 } %564, 2
  %568 = extractvalue { i32, i32, i32, i32 } %564, 3
  %569 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %559, i32 %560, i32 %561, i32 %562, i32 %565, i32 %566, float %501, float %502, float %503, float %504) #7
  %570 = extractvalue { float, float, float, float } %569, 0
  %571 = extractvalue { float, float, float, float } %569, 1
  %572 = extractvalue { float, float, float, float } %569, 2
  %573 = extractvalue { float, float, float, float } %569, 3
  %574 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %559, i32 %560, i32 %561, i32 %562, i32 %567, i32 %568, float %506, float %507, float %508, float %509) #7
  %575 = extractvalue { float, float, float, float } %574, 0
  %576 = extractvalue { float, float, float, float } %574, 1
  %577 = extractvalue { float, float, float, float } %574, 2
  %578 = extractvalue { float, float, float, float } %574, 3
  %579 = getelementptr bfloat, ptr addrspace(3) %488, i64 %368
  %580 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %579)
  %581 = extractvalue { i32, i32, i32, i32 } %580, 0
  %582 = extractvalue { i32, i32, i32, i32 } %580, 1
  %583 = extractvalue { i32, i32, i32, i32 } %580, 2
  %584 = extractvalue { i32, i32, i32, i32 } %580, 3
  %585 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %559, i32 %560, i32 %561, i32 %562, i32 %581, i32 %582, float %517, float %518, float %519, float %520) #7
  %586 = extractvalue { float, float, float, float } %585, 0
  %587 = extractvalue { float, float, float, float } %585, 1
  %588 = extractvalue { float, float, float, float } %585, 2
  %589 = extractvalue { float, float, float, float } %585, 3
  %590 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %559, i32 %560, i32 %561, i32 %562, i32 %583, i32 %584, float %522, float %523, float %524, float %525) #7
  %591 = extractvalue { float, float, float, float } %590, 0
  %592 = extractvalue { float, float, float, float } %590, 1
  %593 = extractvalue { float, float, float, float } %590, 2
  %594 = extractvalue { float, float, float, float } %590, 3
  %595 = getelementptr bfloat, ptr addrspace(3) %488, i64 %369
  %596 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %595)
  %597 = extractvalue { i32, i32, i32, i32 } %596, 0
  %598 = extractvalue { i32, i32, i32, i32 } %596, 1
  %599 = extractvalue { i32, i32, i32, i32 } %596, 2
  %600 = extractvalue { i32, i32, i32, i32 } %596, 3
  %601 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %559, i32 %560, i32 %561, i32 %562, i32 %597, i32 %598, float %533, float %534, float %535, float %536) #7
  %602 = extractvalue { float, float, float, float } %601, 0
  %603 = extractvalue { float, float, float, float } %601, 1
  %604 = extractvalue { float, float, float, float } %601, 2
  %605 = extractvalue { float, float, float, float } %601, 3
  %606 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %559, i32 %560, i32 %561, i32 %562, i32 %599, i32 %600, float %538, float %539, float %540, float %541) #7
  %607 = extractvalue { float, float, float, float } %606, 0
  %608 = extractvalue { float, float, float, float } %606, 1
  %609 = extractvalue { float, float, float, float } %606, 2
  %610 = extractvalue { float, float, float, float } %606, 3
  %611 = getelementptr bfloat, ptr addrspace(3) %488, i64 %370
  %612 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %611)
  %613 = extractvalue { i32, i32, i32, i32 } %612, 0
  %614 = extractvalue { i32, i32, i32, i32 } %612, 1
  %615 = extractvalue { i32, i32, i32, i32 } %612, 2
  %616 = extractvalue { i32, i32, i32, i32 } %612, 3
  %617 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %559, i32 %560, i32 %561, i32 %562, i32 %613, i32 %614, float %549, float %550, float %551, float %552) #7
  %618 = extractvalue { float, float, float, float } %617, 0
  %619 = extractvalue { float, float, float, float } %617, 1
  %620 = extractvalue { float, float, float, float } %617, 2
  %621 = extractvalue { float, float, float, float } %617, 3
  %622 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %559, i32 %560, i32 %561, i32 %562, i32 %615, i32 %616, float %554, float %555, float %556, float %557) #7
  %623 = extractvalue { float, float, float, float } %622, 0
  %624 = extractvalue { float, float, float, float } %622, 1
  %625 = extractvalue { float, float, float, float } %622, 2
  %626 = extractvalue { float, float, float, float } %622, 3
  %627 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %373)
  %628 = extractvalue { i32, i32, i32, i32 } %627, 0
  %629 = extractvalue { i32, i32, i32, i32 } %627, 1
  %630 = extractvalue { i32, i32, i32, i32 } %627, 2
  %631 = extractvalue { i32, i32, i32, i32 } %627, 3
  %632 = getelementptr bfloat, ptr addrspace(3) %488, i64 %376
  %633 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %632)
  %634 = extractvalue { i32, i32, i32, i32 } %633, 0
  %635 = extractvalue { i32, i32, i32, i32 } %633, 1
  %636 = extractvalue { i32, i32, i32, i32 } %633, 2
  %637 = extractvalue { i32, i32, i32, i32 } %633, 3
  %638 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %628, i32 %629, i32 %630, i32 %631, i32 %634, i32 %635, float %570, float %571, float %572, float %573) #7
  %639 = extractvalue { float, float, float, float } %638, 0
  %640 = extractvalue { float, float, float, float } %638, 1
  %641 = extractvalue { float, float, float, float } %638, 2
  %642 = extractvalue { float, float, float, float } %638, 3
  %643 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %628, i32 %629, i32 %630, i32 %631, i32 %636, i32 %637, float %575, float %576, float %577, float %578) #7
  %644 = extractvalue { float, float, float, float } %643, 0
  %645 = extractvalue { float, float, float, float } %643, 1
  %646 = extractvalue { float, float, float, float } %643, 2
  %647 = extractvalue { float, float, float, float } %643, 3
  %648 = getelementptr bfloat, ptr addrspace(3) %488, i64 %377
  %649 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %648)
  %650 = extractvalue { i32, i32, i32, i32 } %649, 0
  %651 = extractvalue { i32, i32, i32, i32 } %649, 1
  %652 = extractvalue { i32, i32, i32, i32 } %649, 2
  %653 = extractvalue { i32, i32, i32, i32 } %649, 3
  %654 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %628, i32 %629, i32 %630, i32 %631, i32 %650, i32 %651, float %586, float %587, float %588, float %589) #7
  %655 = extractvalue { float, float, float, float } %654, 0
  %656 = extractvalue { float, float, float, float } %654, 1
  %657 = extractvalue { float, float, float, float } %654, 2
  %658 = extractvalue { float, float, float, float } %654, 3
  %659 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %628, i32 %629, i32 %630, i32 %631, i32 %652, i32 %653, float %591, float %592, float %593, float %594) #7
  %660 = extractvalue { float, float, float, float } %659, 0
  %661 = extractvalue { float, float, float, float } %659, 1
  %662 = extractvalue { float, float, float, float } %659, 2
  %663 = extractvalue { float, float, float, float } %659, 3
  %664 = getelementptr bfloat, ptr addrspace(3) %488, i64 %378
  %665 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %664)
  %666 = extractvalue { i32, i32, i32, i32 } %665, 0
  %667 = extractvalue { i32, i32, i32, i32 } %665, 1
  %668 = extractvalue { i32, i32, i32, i32 } %665, 2
  %669 = extractvalue { i32, i32, i32, i32 } %665, 3
  %670 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %628, i32 %629, i32 %630, i32 %631, i32 %666, i32 %667, float %602, float %603, float %604, float %605) #7
  %671 = extractvalue { float, float, float, float } %670, 0
  %672 = extractvalue { float, float, float, float } %670, 1
  %673 = extractvalue { float, float, float, float } %670, 2
  %674 = extractvalue { float, float, float, float } %670, 3
  %675 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %628, i32 %629, i32 %630, i32 %631, i32 %668, i32 %669, float %607, float %608, float %609, float %610) #7
  %676 = extractvalue { float, float, float, float } %675, 0
  %677 = extractvalue { float, float, float, float } %675, 1
  %678 = extractvalue { float, float, float, float } %675, 2
  %679 = extractvalue { float, float, float, float } %675, 3
  %680 = getelementptr bfloat, ptr addrspace(3) %488, i64 %379
  %681 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %680)
  %682 = extractvalue { i32, i32, i32, i32 } %681, 0
  %683 = extractvalue { i32, i32, i32, i32 } %681, 1
  %684 = extractvalue { i32, i32, i32, i32 } %681, 2
  %685 = extractvalue { i32, i32, i32, i32 } %681, 3
  %686 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %628, i32 %629, i32 %630, i32 %631, i32 %682, i32 %683, float %618, float %619, float %620, float %621) #7
  %687 = extractvalue { float, float, float, float } %686, 0
  %688 = extractvalue { float, float, float, float } %686, 1
  %689 = extractvalue { float, float, float, float } %686, 2
  %690 = extractvalue { float, float, float, float } %686, 3
  %691 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %628, i32 %629, i32 %630, i32 %631, i32 %684, i32 %685, float %623, float %624, float %625, float %626) #7
  %692 = extractvalue { float, float, float, float } %691, 0
  %693 = extractvalue { float, float, float, float } %691, 1
  %694 = extractvalue { float, float, float, float } %691, 2
  %695 = extractvalue { float, float, float, float } %691, 3
  %696 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %382)
  %697 = extractvalue { i32, i32, i32, i32 } %696, 0
  %698 = extractvalue { i32, i32, i32, i32 } %696, 1
  %699 = extractvalue { i32, i32, i32, i32 } %696, 2
  %700 = extractvalue { i32, i32, i32, i32 } %696, 3
  %701 = getelementptr bfloat, ptr addrspace(3) %488, i64 %385
  %702 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %701)
  %703 = extractvalue { i32, i32, i32, i32 } %702, 0
  %704 = extractvalue { i32, i32, i32, i32 } %702, 1
  %705 = extractvalue { i32, i32, i32, i32 } %702, 2
  %706 = extractvalue { i32, i32, i32, i32 } %702, 3
  %707 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %697, i32 %698, i32 %699, i32 %700, i32 %703, i32 %704, float %639, float %640, float %641, float %642) #7
  %708 = extractvalue { float, float, float, float } %707, 0
  %709 = extractvalue { float, float, float, float } %707, 1
  %710 = extractvalue { float, float, float, float } %707, 2
  %711 = extractvalue { float, float, float, float } %707, 3
  %712 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %697, i32 %698, i32 %699, i32 %700, i32 %705, i32 %706, float %644, float %645, float %646, float %647) #7
  %713 = extractvalue { float, float, float, float } %712, 0
  %714 = extractvalue { float, float, float, float } %712, 1
  %715 = extractvalue { float, float, float, float } %712, 2
  %716 = extractvalue { float, float, float, float } %712, 3
  %717 = getelementptr bfloat, ptr addrspace(3) %488, i64 %386
  %718 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %717)
  %719 = extractvalue { i32, i32, i32, i32 } %718, 0
  %720 = extractvalue { i32, i32, i32, i32 } %718, 1
  %721 = extractvalue { i32, i32, i32, i32 } %718, 2
  %722 = extractvalue { i32, i32, i32, i32 } %718, 3
  %723 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %697, i32 %698, i32 %699, i32 %700, i32 %719, i32 %720, float %655, float %656, float %657, float %658) #7
  %724 = extractvalue { float, float, float, float } %723, 0
  %725 = extractvalue { float, float, float, float } %723, 1
  %726 = extractvalue { float, float, float, float } %723, 2
  %727 = extractvalue { float, float, float, float } %723, 3
  %728 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %697, i32 %698, i32 %699, i32 %700, i32 %721, i32 %722, float %660, float %661, float %662, float %663) #7
  %729 = extractvalue { float, float, float, float } %728, 0
  %730 = extractvalue { float, float, float, float } %728, 1
  %731 = extractvalue { float, float, float, float } %728, 2
  %732 = extractvalue { float, float, float, float } %728, 3
  %733 = getelementptr bfloat, ptr addrspace(3) %488, i64 %387
  %734 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %733)
  %735 = extractvalue { i32, i32, i32, i32 } %734, 0
  %736 = extractvalue { i32, i32, i32, i32 } %734, 1
  %737 = extractvalue { i32, i32, i32, i32 } %734, 2
  %738 = extractvalue { i32, i32, i32, i32 } %734, 3
  %739 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %697, i32 %698, i32 %699, i32 %700, i32 %735, i32 %736, float %671, float %672, float %673, float %674) #7
  %740 = extractvalue { float, float, float, float } %739, 0
  %741 = extractvalue { float, float, float, float } %739, 1
  %742 = extractvalue { float, float, float, float } %739, 2
  %743 = extractvalue { float, float, float, float } %739, 3
  %744 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %697, i32 %698, i32 %699, i32 %700, i32 %737, i32 %738, float %676, float %677, float %678, float %679) #7
  %745 = extractvalue { float, float, float, float } %744, 0
  %746 = extractvalue { float, float, float, float } %744, 1
  %747 = extractvalue { float, float, float, float } %744, 2
  %748 = extractvalue { float, float, float, float } %744, 3
  %749 = getelementptr bfloat, ptr addrspace(3) %488, i64 %388
  %750 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %749)
  %751 = extractvalue { i32, i32, i32, i32 } %750, 0
  %752 = extractvalue { i32, i32, i32, i32 } %750, 1
  %753 = extractvalue { i32, i32, i32, i32 } %750, 2
  %754 = extractvalue { i32, i32, i32, i32 } %750, 3
  %755 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %697, i32 %698, i32 %699, i32 %700, i32 %751, i32 %752, float %687, float %688, float %689, float %690) #7
  %756 = extractvalue { float, float, float, float } %755, 0
  %757 = extractvalue { float, float, float, float } %755, 1
  %758 = extractvalue { float, float, float, float } %755, 2
  %759 = extractvalue { float, float, float, float } %755, 3
  %760 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %697, i32 %698, i32 %699, i32 %700, i32 %753, i32 %754, float %692, float %693, float %694, float %695) #7
  %761 = extractvalue { float, float, float, float } %760, 0
  %762 = extractvalue { float, float, float, float } %760, 1
  %763 = extractvalue { float, float, float, float } %760, 2
  %764 = extractvalue { float, float, float, float } %760, 3
  %765 = getelementptr i8, ptr addrspace(3) %488, i64 9216
  %.not222 = icmp slt i32 %426, %12
  br i1 %.not222, label %814, label %766

766:                                              ; preds = %485
  %767 = or disjoint i32 %426, %312
  %.not = icmp sgt i32 %767, %314
  %.not7.not = icmp slt i32 %767, %314
  %.not8 = icmp sgt i32 %767, %315
  %.not9.not = icmp slt i32 %767, %315
  %768 = or disjoint i32 %767, 8
  %.not10 = icmp sgt i32 %768, %314
  %769 = or disjoint i32 %767, 9
  %.not11 = icmp sgt i32 %769, %314
  %.not13 = icmp sgt i32 %769, %315
  %770 = or disjoint i32 %767, 16
  %.not14 = icmp sgt i32 %770, %314
  %771 = or disjoint i32 %767, 17
  %.not15 = icmp sgt i32 %771, %314
  %.not16 = icmp sgt i32 %770, %315
  %.not17 = icmp sgt i32 %771, %315
  %772 = or disjoint i32 %767, 24
  %.not18 = icmp sgt i32 %772, %314
  %773 = or disjoint i32 %767, 25
  %.not19 = icmp sgt i32 %773, %314
  %.not20 = icmp sgt i32 %772, %315
  %.not21 = icmp sgt i32 %773, %315
  %774 = or disjoint i32 %767, 32
  %.not22 = icmp sgt i32 %774, %314
  %775 = or disjoint i32 %767, 33
  %.not23 = icmp sgt i32 %775, %314
  %.not24 = icmp sgt i32 %774, %315
  %.not25 = icmp sgt i32 %775, %315
  %776 = or disjoint i32 %767, 40
  %.not26 = icmp sgt i32 %776, %314
  %777 = or disjoint i32 %767, 41
  %.not27 = icmp sgt i32 %777, %314
  %.not28 = icmp sgt i32 %776, %315
  %.not29 = icmp sgt i32 %777, %315
  %778 = or disjoint i32 %767, 48
  %.not30 = icmp sgt i32 %778, %314
  %779 = or disjoint i32 %767, 49
  %.not31 = icmp sgt i32 %779, %314
  %.not32 = icmp sgt i32 %778, %315
  %.not33 = icmp sgt i32 %779, %315
  %780 = or disjoint i32 %767, 56
  %.not34 = icmp sgt i32 %780, %314
  %781 = or disjoint i32 %767, 57
  %.not35 = icmp sgt i32 %781, %314
  %.not36 = icmp sgt i32 %780, %315
  %.not37 = icmp sgt i32 %781, %315
  %782 = select i1 %.not, float 0xFFF0000000000000, float %708
  %783 = select i1 %.not7.not, float %709, float 0xFFF0000000000000
  %784 = select i1 %.not8, float 0xFFF0000000000000, float %710
  %785 = select i1 %.not9.not, float %711, float 0xFFF0000000000000
  %786 = select i1 %.not10, float 0xFFF0000000000000, float %713
  %787 = select i1 %.not11, float 0xFFF0000000000000, float %714
  %788 = select i1 %.not, float 0xFFF0000000000000, float %715
  %789 = select i1 %.not13, float 0xFFF0000000000000, float %716
  %790 = select i1 %.not14, float 0xFFF0000000000000, float %724
  %791 = select i1 %.not15, float 0xFFF0000000000000, float %725
  %792 = select i1 %.not16, float 0xFFF0000000000000, float %726
  %793 = select i1 %.not17, float 0xFFF0000000000000, float %727
  %794 = select i1 %.not18, float 0xFFF0000000000000, float %729
  %795 = select i1 %.not19, float 0xFFF0000000000000, float %730
  %796 = select i1 %.not20, float 0xFFF0000000000000, float %731
  %797 = select i1 %.not21, float 0xFFF0000000000000, float %732
  %798 = select i1 %.not22, float 0xFFF0000000000000, float %740
  %799 = select i1 %.not23, float 0xFFF0000000000000, float %741
  %800 = select i1 %.not24, float 0xFFF0000000000000, float %742
  %801 = select i1 %.not25, float 0xFFF0000000000000, float %743
  %802 = select i1 %.not26, float 0xFFF0000000000000, float %745
  %803 = select i1 %.not27, float 0xFFF0000000000000, float %746
  %804 = select i1 %.not28, float 0xFFF0000000000000, float %747
  %805 = select i1 %.not29, float 0xFFF0000000000000, float %748
  %806 = select i1 %.not30, float 0xFFF0000000000000, float %756
  %807 = select i1 %.not31, float 0xFFF0000000000000, float %757
  %808 = select i1 %.not32, float 0xFFF0000000000000, float %758
  %809 = select i1 %.not33, float 0xFFF0000000000000, float %759
  %810 = select i1 %.not34, float 0xFFF0000000000000, float %761
  %811 = select i1 %.not35, float 0xFFF0000000000000, float %762
  %812 = select i1 %.not36, float 0xFFF0000000000000, float %763
  %813 = select i1 %.not37, float 0xFFF0000000000000, float %764
  br label %814

814:                                              ; preds = %766, %485
  %815 = phi float [ %782, %766 ], [ %708, %485 ]
  %816 = phi float [ %783, %766 ], [ %709, %485 ]
  %817 = phi float [ %784, %766 ], [ %710, %485 ]
  %818 = phi float [ %785, %766 ], [ %711, %485 ]
  %819 = phi float [ %786, %766 ], [ %713, %485 ]
  %820 = phi float [ %787, %766 ], [ %714, %485 ]
  %821 = phi float [ %788, %766 ], [ %715, %485 ]
  %822 = phi float [ %789, %766 ], [ %716, %485 ]
  %823 = phi float [ %790, %766 ], [ %724, %485 ]
  %824 = phi float [ %791, %766 ], [ %725, %485 ]
  %825 = phi float [ %792, %766 ], [ %726, %485 ]
  %826 = phi float [ %793, %766 ], [ %727, %485 ]
  %827 = phi float [ %794, %766 ], [ %729, %485 ]
  %828 = phi float [ %795, %766 ], [ %730, %485 ]
  %829 = phi float [ %796, %766 ], [ %731, %485 ]
  %830 = phi float [ %797, %766 ], [ %732, %485 ]
  %831 = phi float [ %798, %766 ], [ %740, %485 ]
  %832 = phi float [ %799, %766 ], [ %741, %485 ]
  %833 = phi float [ %800, %766 ], [ %742, %485 ]
  %834 = phi float [ %801, %766 ], [ %743, %485 ]
  %835 = phi float [ %802, %766 ], [ %745, %485 ]
  %836 = phi float [ %803, %766 ], [ %746, %485 ]
  %837 = phi float [ %804, %766 ], [ %747, %485 ]
  %838 = phi float [ %805, %766 ], [ %748, %485 ]
  %839 = phi float [ %806, %766 ], [ %756, %485 ]
  %840 = phi float [ %807, %766 ], [ %757, %485 ]
  %841 = phi float [ %808, %766 ], [ %758, %485 ]
  %842 = phi float [ %809, %766 ], [ %759, %485 ]
  %843 = phi float [ %810, %766 ], [ %761, %485 ]
  %844 = phi float [ %811, %766 ], [ %762, %485 ]
  %845 = phi float [ %812, %766 ], [ %763, %485 ]
  %846 = phi float [ %813, %766 ], [ %764, %485 ]
  %847 = tail call float @llvm.maxnum.f32(float %815, float %816)
  %848 = tail call float @llvm.maxnum.f32(float %817, float %818)
  %849 = tail call float @llvm.maxnum.f32(float %847, float %819)
  %850 = tail call float @llvm.maxnum.f32(float %849, float %820)
  %851 = tail call float @llvm.maxnum.f32(float %848, float %821)
  %852 = tail call float @llvm.maxnum.f32(float %851, float %822)
  %853 = tail call float @llvm.maxnum.f32(float %850, float %823)
  %854 = tail call float @llvm.maxnum.f32(float %853, float %824)
  %855 = tail call float @llvm.maxnum.f32(float %852, float %825)
  %856 = tail call float @llvm.maxnum.f32(float %855, float %826)
  %857 = tail call float @llvm.maxnum.f32(float %854, float %827)
  %858 = tail call float @llvm.maxnum.f32(float %857, float %828)
  %859 = tail call float @llvm.maxnum.f32(float %856, float %829)
  %860 = tail call float @llvm.maxnum.f32(float %859, float %830)
  %861 = tail call float @llvm.maxnum.f32(float %858, float %831)
  %862 = tail call float @llvm.maxnum.f32(float %861, float %832)
  %863 = tail call float @llvm.maxnum.f32(float %860, float %833)
  %864 = tail call float @llvm.maxnum.f32(float %863, float %834)
  %865 = tail call float @llvm.maxnum.f32(float %862, float %835)
  %866 = tail call float @llvm.maxnum.f32(float %865, float %836)
  %867 = tail call float @llvm.maxnum.f32(float %864, float %837)
  %868 = tail call float @llvm.maxnum.f32(float %867, float %838)
  %869 = tail call float @llvm.maxnum.f32(float %866, float %839)
  %870 = tail call float @llvm.maxnum.f32(float %869, float %840)
  %871 = tail call float @llvm.maxnum.f32(float %868, float %841)
  %872 = tail call float @llvm.maxnum.f32(float %871, float %842)
  %873 = tail call float @llvm.maxnum.f32(float %870, float %843)
  %874 = tail call float @llvm.maxnum.f32(float %873, float %844)
  %875 = tail call float @llvm.maxnum.f32(float %872, float %845)
  %876 = tail call float @llvm.maxnum.f32(float %875, float %846)
  %877 = bitcast float %874 to i32
  %878 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %877, i32 2, i32 31)
  %879 = bitcast i32 %878 to float
  %880 = tail call float @llvm.maxnum.f32(float %874, float %879)
  %881 = bitcast float %876 to i32
  %882 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %881, i32 2, i32 31)
  %883 = bitcast i32 %882 to float
  %884 = tail call float @llvm.maxnum.f32(float %876, float %883)
  %885 = bitcast float %880 to i32
  %886 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %885, i32 1, i32 31)
  %887 = bitcast i32 %886 to float
  %888 = tail call float @llvm.maxnum.f32(float %880, float %887)
  %889 = bitcast float %884 to i32
  %890 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %889, i32 1, i32 31)
  %891 = bitcast i32 %890 to float
  %892 = tail call float @llvm.maxnum.f32(float %884, float %891)
  %893 = fmul float %126, %888
  %894 = fmul float %126, %892
  %895 = tail call float @llvm.maxnum.f32(float %391, float %893)
  %896 = tail call float @llvm.maxnum.f32(float %390, float %894)
  %897 = fmul float %126, %815
  %898 = fmul float %126, %816
  %899 = fmul float %126, %817
  %900 = fmul float %126, %818
  %901 = fmul float %126, %819
  %902 = fmul float %126, %820
  %903 = fmul float %126, %821
  %904 = fmul float %126, %822
  %905 = fmul float %126, %823
  %906 = fmul float %126, %824
  %907 = fmul float %126, %825
  %908 = fmul float %126, %826
  %909 = fmul float %126, %827
  %910 = fmul float %126, %828
  %911 = fmul float %126, %829
  %912 = fmul float %126, %830
  %913 = fmul float %126, %831
  %914 = fmul float %126, %832
  %915 = fmul float %126, %833
  %916 = fmul float %126, %834
  %917 = fmul float %126, %835
  %918 = fmul float %126, %836
  %919 = fmul float %126, %837
  %920 = fmul float %126, %838
  %921 = fmul float %126, %839
  %922 = fmul float %126, %840
  %923 = fmul float %126, %841
  %924 = fmul float %126, %842
  %925 = fmul float %126, %843
  %926 = fmul float %126, %844
  %927 = fmul float %126, %845
  %928 = fmul float %126, %846
  %929 = fsub float %897, %895
  %930 = fsub float %898, %895
  %931 = fsub float %899, %896
  %932 = fsub float %900, %896
  %933 = fsub float %901, %895
  %934 = fsub float %902, %895
  %935 = fsub float %903, %896
  %936 = fsub float %904, %896
  %937 = fsub float %905, %895
  %938 = fsub float %906, %895
  %939 = fsub float %907, %896
  %940 = fsub float %908, %896
  %941 = fsub float %909, %895
  %942 = fsub float %910, %895
  %943 = fsub float %911, %896
  %944 = fsub float %912, %896
  %945 = fsub float %913, %895
  %946 = fsub float %914, %895
  %947 = fsub float %915, %896
  %948 = fsub float %916, %896
  %949 = fsub float %917, %895
  %950 = fsub float %918, %895
  %951 = fsub float %919, %896
  %952 = fsub float %920, %896
  %953 = fsub float %921, %895
  %954 = fsub float %922, %895
  %955 = fsub float %923, %896
  %956 = fsub float %924, %896
  %957 = fsub float %925, %895
  %958 = fsub float %926, %895
  %959 = fsub float %927, %896
  %960 = fsub float %928, %896
  %961 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %929)
  %962 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %930)
  %963 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %931)
  %964 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %932)
  %965 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %933)
  %966 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %934)
  %967 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %935)
  %968 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %936)
  %969 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %937)
  %970 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %938)
  %971 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %939)
  %972 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %940)
  %973 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %941)
  %974 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %942)
  %975 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %943)
  %976 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %944)
  %977 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %945)
  %978 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %946)
  %979 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %947)
  %980 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %948)
  %981 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %949)
  %982 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %950)
  %983 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %951)
  %984 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %952)
  %985 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %953)
  %986 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %954)
  %987 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %955)
  %988 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %956)
  %989 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %957)
  %990 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %958)
  %991 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %959)
  %992 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %960)
  %993 = fsub float %391, %895
  %994 = fsub float %390, %896
  %995 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %993)
  %996 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %994)
  %997 = fmul float %425, %995
  %998 = fmul float %424, %996
  %999 = fadd float %961, %962
  %1000 = fadd float %963, %964
  %1001 = fadd float %999, %965
  %1002 = fadd float %1001, %966
  %1003 = fadd float %1000, %967
  %1004 = fadd float %1003, %968
  %1005 = fadd float %1002, %969
  %1006 = fadd float %1005, %970
  %1007 = fadd float %1004, %971
  %1008 = fadd float %1007, %972
  %1009 = fadd float %1006, %973
  %1010 = fadd float %1009, %974
  %1011 = fadd float %1008, %975
  %1012 = fadd float %1011, %976
  %1013 = fadd float %1010, %977
  %1014 = fadd float %1013, %978
  %1015 = fadd float %1012, %979
  %1016 = fadd float %1015, %980
  %1017 = fadd float %1014, %981
  %1018 = fadd float %1017, %982
  %1019 = fadd float %1016, %983
  %1020 = fadd float %1019, %984
  %1021 = fadd float %1018, %985
  %1022 = fadd float %1021, %986
  %1023 = fadd float %1020, %987
  %1024 = fadd float %1023, %988
  %1025 = fadd float %1022, %989
  %1026 = fadd float %1025, %990
  %1027 = fadd float %1024, %991
  %1028 = fadd float %1027, %992
  %1029 = bitcast float %1026 to i32
  %1030 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1029, i32 2, i32 31)
  %1031 = bitcast i32 %1030 to float
  %1032 = fadd float %1026, %1031
  %1033 = bitcast float %1028 to i32
  %1034 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1033, i32 2, i32 31)
  %1035 = bitcast i32 %1034 to float
  %1036 = fadd float %1028, %1035
  %1037 = bitcast float %1032 to i32
  %1038 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1037, i32 1, i32 31)
  %1039 = bitcast i32 %1038 to float
  %1040 = fadd float %1032, %1039
  %1041 = bitcast float %1036 to i32
  %1042 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1041, i32 1, i32 31)
  %1043 = bitcast i32 %1042 to float
  %1044 = fadd float %1036, %1043
  %1045 = fadd float %997, %1040
  %1046 = fadd float %998, %1044
  %1047 = fptrunc float %961 to bfloat
  %1048 = fptrunc float %962 to bfloat
  %1049 = fptrunc float %963 to bfloat
  %1050 = fptrunc float %964 to bfloat
  %1051 = fptrunc float %965 to bfloat
  %1052 = fptrunc float %966 to bfloat
  %1053 = fptrunc float %967 to bfloat
  %1054 = fptrunc float %968 to bfloat
  %1055 = fptrunc float %969 to bfloat
  %1056 = fptrunc float %970 to bfloat
  %1057 = fptrunc float %971 to bfloat
  %1058 = fptrunc float %972 to bfloat
  %1059 = fptrunc float %973 to bfloat
  %1060 = fptrunc float %974 to bfloat
  %1061 = fptrunc float %975 to bfloat
  %1062 = fptrunc float %976 to bfloat
  %1063 = fptrunc float %977 to bfloat
  %1064 = fptrunc float %978 to bfloat
  %1065 = fptrunc float %979 to bfloat
  %1066 = fptrunc float %980 to bfloat
  %1067 = fptrunc float %981 to bfloat
  %1068 = fptrunc float %982 to bfloat
  %1069 = fptrunc float %983 to bfloat
  %1070 = fptrunc float %984 to bfloat
  %1071 = fptrunc float %985 to bfloat
  %1072 = fptrunc float %986 to bfloat
  %1073 = fptrunc float %987 to bfloat
  %1074 = fptrunc float %988 to bfloat
  %1075 = fptrunc float %989 to bfloat
  %1076 = fptrunc float %990 to bfloat
  %1077 = fptrunc float %991 to bfloat
  %1078 = fptrunc float %992 to bfloat
  %1079 = fmul float %423, %995
  %1080 = fmul float %422, %995
  %1081 = fmul float %421, %996
  %1082 = fmul float %420, %996
  %1083 = fmul float %419, %995
  %1084 = fmul float %418, %995
  %1085 = fmul float %417, %996
  %1086 = fmul float %416, %996
  %1087 = fmul float %415, %995
  %1088 = fmul float %414, %995
  %1089 = fmul float %413, %996
  %1090 = fmul float %412, %996
  %1091 = fmul float %411, %995
  %1092 = fmul float %410, %995
  %1093 = fmul float %409, %996
  %1094 = fmul float %408, %996
  %1095 = fmul float %407, %995
  %1096 = fmul float %406, %995
  %1097 = fmul float %405, %996
  %1098 = fmul float %404, %996
  %1099 = fmul float %403, %995
  %1100 = fmul float %402, %995
  %1101 = fmul float %401, %996
  %1102 = fmul float %400, %996
  %1103 = fmul float %399, %995
  %1104 = fmul float %398, %995
  %1105 = fmul float %397, %996
  %1106 = fmul float %396, %996
  %1107 = fmul float %395, %995
  %1108 = fmul float %394, %995
  %1109 = fmul float %393, %996
  %1110 = fmul float %392, %996
  %1111 = insertelement <2 x bfloat> poison, bfloat %1047, i64 0
  %1112 = insertelement <2 x bfloat> %1111, bfloat %1048, i64 1
  %1113 = bitcast <2 x bfloat> %1112 to i32
  %1114 = insertelement <2 x bfloat> poison, bfloat %1049, i64 0
  %1115 = insertelement <2 x bfloat> %1114, bfloat %1050, i64 1
  %1116 = bitcast <2 x bfloat> %1115 to i32
  %1117 = insertelement <2 x bfloat> poison, bfloat %1051, i64 0
  %1118 = insertelement <2 x bfloat> %1117, bfloat %1052, i64 1
  %1119 = bitcast <2 x bfloat> %1118 to i32
  %1120 = insertelement <2 x bfloat> poison, bfloat %1053, i64 0
  %1121 = insertelement <2 x bfloat> %1120, bfloat %1054, i64 1
  %1122 = bitcast <2 x bfloat> %1121 to i32
  %1123 = insertelement <2 x bfloat> poison, bfloat %1055, i64 0
  %1124 = insertelement <2 x bfloat> %1123, bfloat %1056, i64 1
  %1125 = bitcast <2 x bfloat> %1124 to i32
  %1126 = insertelement <2 x bfloat> poison, bfloat %1057, i64 0
  %1127 = insertelement <2 x bfloat> %1126, bfloat %1058, i64 1
  %1128 = bitcast <2 x bfloat> %1127 to i32
  %1129 = insertelement <2 x bfloat> poison, bfloat %1059, i64 0
  %1130 = insertelement <2 x bfloat> %1129, bfloat %1060, i64 1
  %1131 = bitcast <2 x bfloat> %1130 to i32
  %1132 = insertelement <2 x bfloat> poison, bfloat %1061, i64 0
  %1133 = insertelement <2 x bfloat> %1132, bfloat %1062, i64 1
  %1134 = bitcast <2 x bfloat> %1133 to i32
  %1135 = insertelement <2 x bfloat> poison, bfloat %1063, i64 0
  %1136 = insertelement <2 x bfloat> %1135, bfloat %1064, i64 1
  %1137 = bitcast <2 x bfloat> %1136 to i32
  %1138 = insertelement <2 x bfloat> poison, bfloat %1065, i64 0
  %1139 = insertelement <2 x bfloat> %1138, bfloat %1066, i64 1
  %1140 = bitcast <2 x bfloat> %1139 to i32
  %1141 = insertelement <2 x bfloat> poison, bfloat %1067, i64 0
  %1142 = insertelement <2 x bfloat> %1141, bfloat %1068, i64 1
  %1143 = bitcast <2 x bfloat> %1142 to i32
  %1144 = insertelement <2 x bfloat> poison, bfloat %1069, i64 0
  %1145 = insertelement <2 x bfloat> %1144, bfloat %1070, i64 1
  %1146 = bitcast <2 x bfloat> %1145 to i32
  %1147 = insertelement <2 x bfloat> poison, bfloat %1071, i64 0
  %1148 = insertelement <2 x bfloat> %1147, bfloat %1072, i64 1
  %1149 = bitcast <2 x bfloat> %1148 to i32
  %1150 = insertelement <2 x bfloat> poison, bfloat %1073, i64 0
  %1151 = insertelement <2 x bfloat> %1150, bfloat %1074, i64 1
  %1152 = bitcast <2 x bfloat> %1151 to i32
  %1153 = insertelement <2 x bfloat> poison, bfloat %1075, i64 0
  %1154 = insertelement <2 x bfloat> %1153, bfloat %1076, i64 1
  %1155 = bitcast <2 x bfloat> %1154 to i32
  %1156 = insertelement <2 x bfloat> poison, bfloat %1077, i64 0
  %1157 = insertelement <2 x bfloat> %1156, bfloat %1078, i64 1
  %1158 = bitcast <2 x bfloat> %1157 to i32
  %1159 = getelementptr bfloat, ptr addrspace(3) %765, i64 %318
  %1160 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1159)
  %1161 = extractvalue { i32, i32, i32, i32 } %1160, 0
  %1162 = extractvalue { i32, i32, i32, i32 } %1160, 1
  %1163 = extractvalue { i32, i32, i32, i32 } %1160, 2
  %1164 = extractvalue { i32, i32, i32, i32 } %1160, 3
  %1165 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1113, i32 %1116, i32 %1119, i32 %1122, i32 %1161, i32 %1162, float %1079, float %1080, float %1081, float %1082) #7
  %1166 = extractvalue { float, float, float, float } %1165, 0
  %1167 = extractvalue { float, float, float, float } %1165, 1
  %1168 = extractvalue { float, float, float, float } %1165, 2
  %1169 = extractvalue { float, float, float, float } %1165, 3
  %1170 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1113, i32 %1116, i32 %1119, i32 %1122, i32 %1163, i32 %1164, float %1083, float %1084, float %1085, float %1086) #7
  %1171 = extractvalue { float, float, float, float } %1170, 0
  %1172 = extractvalue { float, float, float, float } %1170, 1
  %1173 = extractvalue { float, float, float, float } %1170, 2
  %1174 = extractvalue { float, float, float, float } %1170, 3
  %1175 = getelementptr bfloat, ptr addrspace(3) %765, i64 %321
  %1176 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1175)
  %1177 = extractvalue { i32, i32, i32, i32 } %1176, 0
  %1178 = extractvalue { i32, i32, i32, i32 } %1176, 1
  %1179 = extractvalue { i32, i32, i32, i32 } %1176, 2
  %1180 = extractvalue { i32, i32, i32, i32 } %1176, 3
  %1181 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1113, i32 %1116, i32 %1119, i32 %1122, i32 %1177, i32 %1178, float %1087, float %1088, float %1089, float %1090) #7
  %1182 = extractvalue { float, float, float, float } %1181, 0
  %1183 = extractvalue { float, float, float, float } %1181, 1
  %1184 = extractvalue { float, float, float, float } %1181, 2
  %1185 = extractvalue { float, float, float, float } %1181, 3
  %1186 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1113, i32 %1116, i32 %1119, i32 %1122, i32 %1179, i32 %1180, float %1091, float %1092, float %1093, float %1094) #7
  %1187 = extractvalue { float, float, float, float } %1186, 0
  %1188 = extractvalue { float, float, float, float } %1186, 1
  %1189 = extractvalue { float, float, float, float } %1186, 2
  %1190 = extractvalue { float, float, float, float } %1186, 3
  %1191 = getelementptr bfloat, ptr addrspace(3) %765, i64 %324
  %1192 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1191)
  %1193 = extractvalue { i32, i32, i32, i32 } %1192, 0
  %1194 = extractvalue { i32, i32, i32, i32 } %1192, 1
  %1195 = extractvalue { i32, i32, i32, i32 } %1192, 2
  %1196 = extractvalue { i32, i32, i32, i32 } %1192, 3
  %1197 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1113, i32 %1116, i32 %1119, i32 %1122, i32 %1193, i32 %1194, float %1095, float %1096, float %1097, float %1098) #7
  %1198 = extractvalue { float, float, float, float } %1197, 0
  %1199 = extractvalue { float, float, float, float } %1197, 1
  %1200 = extractvalue { float, float, float, float } %1197, 2
  %1201 = extractvalue { float, float, float, float } %1197, 3
  %1202 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1113, i32 %1116, i32 %1119, i32 %1122, i32 %1195, i32 %1196, float %1099, float %1100, float %1101, float %1102) #7
  %1203 = extractvalue { float, float, float, float } %1202, 0
  %1204 = extractvalue { float, float, float, float } %1202, 1
  %1205 = extractvalue { float, float, float, float } %1202, 2
  %1206 = extractvalue { float, float, float, float } %1202, 3
  %1207 = getelementptr bfloat, ptr addrspace(3) %765, i64 %327
  %1208 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1207)
  %1209 = extractvalue { i32, i32, i32, i32 } %1208, 0
  %1210 = extractvalue { i32, i32, i32, i32 } %1208, 1
  %1211 = extractvalue { i32, i32, i32, i32 } %1208, 2
  %1212 = extractvalue { i32, i32, i32, i32 } %1208, 3
  %1213 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1113, i32 %1116, i32 %1119, i32 %1122, i32 %1209, i32 %1210, float %1103, float %1104, float %1105, float %1106) #7
  %1214 = extractvalue { float, float, float, float } %1213, 0
  %1215 = extractvalue { float, float, float, float } %1213, 1
  %1216 = extractvalue { float, float, float, float } %1213, 2
  %1217 = extractvalue { float, float, float, float } %1213, 3
  %1218 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1113, i32 %1116, i32 %1119, i32 %1122, i32 %1211, i32 %1212, float %1107, float %1108, float %1109, float %1110) #7
  %1219 = extractvalue { float, float, float, float } %1218, 0
  %1220 = extractvalue { float, float, float, float } %1218, 1
  %1221 = extractvalue { float, float, float, float } %1218, 2
  %1222 = extractvalue { float, float, float, float } %1218, 3
  %1223 = getelementptr bfloat, ptr addrspace(3) %765, i64 %330
  %1224 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1223)
  %1225 = extractvalue { i32, i32, i32, i32 } %1224, 0
  %1226 = extractvalue { i32, i32, i32, i32 } %1224, 1
  %1227 = extractvalue { i32, i32, i32, i32 } %1224, 2
  %1228 = extractvalue { i32, i32, i32, i32 } %1224, 3
  %1229 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1125, i32 %1128, i32 %1131, i32 %1134, i32 %1225, i32 %1226, float %1166, float %1167, float %1168, float %1169) #7
  %1230 = extractvalue { float, float, float, float } %1229, 0
  %1231 = extractvalue { float, float, float, float } %1229, 1
  %1232 = extractvalue { float, float, float, float } %1229, 2
  %1233 = extractvalue { float, float, float, float } %1229, 3
  %1234 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1125, i32 %1128, i32 %1131, i32 %1134, i32 %1227, i32 %1228, float %1171, float %1172, float %1173, float %1174) #7
  %1235 = extractvalue { float, float, float, float } %1234, 0
  %1236 = extractvalue { float, float, float, float } %1234, 1
  %1237 = extractvalue { float, float, float, float } %1234, 2
  %1238 = extractvalue { float, float, float, float } %1234, 3
  %1239 = getelementptr bfloat, ptr addrspace(3) %765, i64 %332
  %1240 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1239)
  %1241 = extractvalue { i32, i32, i32, i32 } %1240, 0
  %1242 = extractvalue { i32, i32, i32, i32 } %1240, 1
  %1243 = extractvalue { i32, i32, i32, i32 } %1240, 2
  %1244 = extractvalue { i32, i32, i32, i32 } %1240, 3
  %1245 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1125, i32 %1128, i32 %1131, i32 %1134, i32 %1241, i32 %1242, float %1182, float %1183, float %1184, float %1185) #7
  %1246 = extractvalue { float, float, float, float } %1245, 0
  %1247 = extractvalue { float, float, float, float } %1245, 1
  %1248 = extractvalue { float, float, float, float } %1245, 2
  %1249 = extractvalue { float, float, float, float } %1245, 3
  %1250 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1125, i32 %1128, i32 %1131, i32 %1134, i32 %1243, i32 %1244, float %1187, float %1188, float %1189, float %1190) #7
  %1251 = extractvalue { float, float, float, float } %1250, 0
  %1252 = extractvalue { float, float, float, float } %1250, 1
  %1253 = extractvalue { float, float, float, float } %1250, 2
  %1254 = extractvalue { float, float, float, float } %1250, 3
  %1255 = getelementptr bfloat, ptr addrspace(3) %765, i64 %334
  %1256 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1255)
  %1257 = extractvalue { i32, i32, i32, i32 } %1256, 0
  %1258 = extractvalue { i32, i32, i32, i32 } %1256, 1
  %1259 = extractvalue { i32, i32, i32, i32 } %1256, 2
  %1260 = extractvalue { i32, i32, i32, i32 } %1256, 3
  %1261 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1125, i32 %1128, i32 %1131, i32 %1134, i32 %1257, i32 %1258, float %1198, float %1199, float %1200, float %1201) #7
  %1262 = extractvalue { float, float, float, float } %1261, 0
  %1263 = extractvalue { float, float, float, float } %1261, 1
  %1264 = extractvalue { float, float, float, float } %1261, 2
  %1265 = extractvalue { float, float, float, float } %1261, 3
  %1266 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1125, i32 %1128, i32 %1131, i32 %1134, i32 %1259, i32 %1260, float %1203, float %1204, float %1205, float %1206) #7
  %1267 = extractvalue { float, float, float, float } %1266, 0
  %1268 = extractvalue { float, float, float, float } %1266, 1
  %1269 = extractvalue { float, float, float, float } %1266, 2
  %1270 = extractvalue { float, float, float, float } %1266, 3
  %1271 = getelementptr bfloat, ptr addrspace(3) %765, i64 %336
  %1272 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1271)
  %1273 = extractvalue { i32, i32, i32, i32 } %1272, 0
  %1274 = extractvalue { i32, i32, i32, i32 } %1272, 1
  %1275 = extractvalue { i32, i32, i32, i32 } %1272, 2
  %1276 = extractvalue { i32, i32, i32, i32 } %1272, 3
  %1277 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1125, i32 %1128, i32 %1131, i32 %1134, i32 %1273, i32 %1274, float %1214, float %1215, float %1216, float %1217) #7
  %1278 = extractvalue { float, float, float, float } %1277, 0
  %1279 = extractvalue { float, float, float, float } %1277, 1
  %1280 = extractvalue { float, float, float, float } %1277, 2
  %1281 = extractvalue { float, float, float, float } %1277, 3
  %1282 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1125, i32 %1128, i32 %1131, i32 %1134, i32 %1275, i32 %1276, float %1219, float %1220, float %1221, float %1222) #7
  %1283 = extractvalue { float, float, float, float } %1282, 0
  %1284 = extractvalue { float, float, float, float } %1282, 1
  %1285 = extractvalue { float, float, float, float } %1282, 2
  %1286 = extractvalue { float, float, float, float } %1282, 3
  %1287 = getelementptr bfloat, ptr addrspace(3) %765, i64 %339
  %1288 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1287)
  %1289 = extractvalue { i32, i32, i32, i32 } %1288, 0
  %1290 = extractvalue { i32, i32, i32, i32 } %1288, 1
  %1291 = extractvalue { i32, i32, i32, i32 } %1288, 2
  %1292 = extractvalue { i32, i32, i32, i32 } %1288, 3
  %1293 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1137, i32 %1140, i32 %1143, i32 %1146, i32 %1289, i32 %1290, float %1230, float %1231, float %1232, float %1233) #7
  %1294 = extractvalue { float, float, float, float } %1293, 0
  %1295 = extractvalue { float, float, float, float } %1293, 1
  %1296 = extractvalue { float, float, float, float } %1293, 2
  %1297 = extractvalue { float, float, float, float } %1293, 3
  %1298 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1137, i32 %1140, i32 %1143, i32 %1146, i32 %1291, i32 %1292, float %1235, float %1236, float %1237, float %1238) #7
  %1299 = extractvalue { float, float, float, float } %1298, 0
  %1300 = extractvalue { float, float, float, float } %1298, 1
  %1301 = extractvalue { float, float, float, float } %1298, 2
  %1302 = extractvalue { float, float, float, float } %1298, 3
  %1303 = getelementptr bfloat, ptr addrspace(3) %765, i64 %341
  %1304 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1303)
  %1305 = extractvalue { i32, i32, i32, i32 } %1304, 0
  %1306 = extractvalue { i32, i32, i32, i32 } %1304, 1
  %1307 = extractvalue { i32, i32, i32, i32 } %1304, 2
  %1308 = extractvalue { i32, i32, i32, i32 } %1304, 3
  %1309 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1137, i32 %1140, i32 %1143, i32 %1146, i32 %1305, i32 %1306, float %1246, float %1247, float %1248, float %1249) #7
  %1310 = extractvalue { float, float, float, float } %1309, 0
  %1311 = extractvalue { float, float, float, float } %1309, 1
  %1312 = extractvalue { float, float, float, float } %1309, 2
  %1313 = extractvalue { float, float, float, float } %1309, 3
  %1314 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1137, i32 %1140, i32 %1143, i32 %1146, i32 %1307, i32 %1308, float %1251, float %1252, float %1253, float %1254) #7
  %1315 = extractvalue { float, float, float, float } %1314, 0
  %1316 = extractvalue { float, float, float, float } %1314, 1
  %1317 = extractvalue { float, float, float, float } %1314, 2
  %1318 = extractvalue { float, float, float, float } %1314, 3
  %1319 = getelementptr bfloat, ptr addrspace(3) %765, i64 %343
  %1320 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1319)
  %1321 = extractvalue { i32, i32, i32, i32 } %1320, 0
  %1322 = extractvalue { i32, i32, i32, i32 } %1320, 1
  %1323 = extractvalue { i32, i32, i32, i32 } %1320, 2
  %1324 = extractvalue { i32, i32, i32, i32 } %1320, 3
  %1325 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1137, i32 %1140, i32 %1143, i32 %1146, i32 %1321, i32 %1322, float %1262, float %1263, float %1264, float %1265) #7
  %1326 = extractvalue { float, float, float, float } %1325, 0
  %1327 = extractvalue { float, float, float, float } %1325, 1
  %1328 = extractvalue { float, float, float, float } %1325, 2
  %1329 = extractvalue { float, float, float, float } %1325, 3
  %1330 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1137, i32 %1140, i32 %1143, i32 %1146, i32 %1323, i32 %1324, float %1267, float %1268, float %1269, float %1270) #7
  %1331 = extractvalue { float, float, float, float } %1330, 0
  %1332 = extractvalue { float, float, float, float } %1330, 1
  %1333 = extractvalue { float, float, float, float } %1330, 2
  %1334 = extractvalue { float, float, float, float } %1330, 3
  %1335 = getelementptr bfloat, ptr addrspace(3) %765, i64 %345
  %1336 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1335)
  %1337 = extractvalue { i32, i32, i32, i32 } %1336, 0
  %1338 = extractvalue { i32, i32, i32, i32 } %1336, 1
  %1339 = extractvalue { i32, i32, i32, i32 } %1336, 2
  %1340 = extractvalue { i32, i32, i32, i32 } %1336, 3
  %1341 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1137, i32 %1140, i32 %1143, i32 %1146, i32 %1337, i32 %1338, float %1278, float %1279, float %1280, float %1281) #7
  %1342 = extractvalue { float, float, float, float } %1341, 0
  %1343 = extractvalue { float, float, float, float } %1341, 1
  %1344 = extractvalue { float, float, float, float } %1341, 2
  %1345 = extractvalue { float, float, float, float } %1341, 3
  %1346 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1137, i32 %1140, i32 %1143, i32 %1146, i32 %1339, i32 %1340, float %1283, float %1284, float %1285, float %1286) #7
  %1347 = extractvalue { float, float, float, float } %1346, 0
  %1348 = extractvalue { float, float, float, float } %1346, 1
  %1349 = extractvalue { float, float, float, float } %1346, 2
  %1350 = extractvalue { float, float, float, float } %1346, 3
  %1351 = getelementptr bfloat, ptr addrspace(3) %765, i64 %348
  %1352 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1351)
  %1353 = extractvalue { i32, i32, i32, i32 } %1352, 0
  %1354 = extractvalue { i32, i32, i32, i32 } %1352, 1
  %1355 = extractvalue { i32, i32, i32, i32 } %1352, 2
  %1356 = extractvalue { i32, i32, i32, i32 } %1352, 3
  %1357 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1149, i32 %1152, i32 %1155, i32 %1158, i32 %1353, i32 %1354, float %1294, float %1295, float %1296, float %1297) #7
  %1358 = extractvalue { float, float, float, float } %1357, 0
  %1359 = extractvalue { float, float, float, float } %1357, 1
  %1360 = extractvalue { float, float, float, float } %1357, 2
  %1361 = extractvalue { float, float, float, float } %1357, 3
  %1362 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1149, i32 %1152, i32 %1155, i32 %1158, i32 %1355, i32 %1356, float %1299, float %1300, float %1301, float %1302) #7
  %1363 = extractvalue { float, float, float, float } %1362, 0
  %1364 = extractvalue { float, float, float, float } %1362, 1
  %1365 = extractvalue { float, float, float, float } %1362, 2
  %1366 = extractvalue { float, float, float, float } %1362, 3
  %1367 = getelementptr bfloat, ptr addrspace(3) %765, i64 %350
  %1368 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1367)
  %1369 = extractvalue { i32, i32, i32, i32 } %1368, 0
  %1370 = extractvalue { i32, i32, i32, i32 } %1368, 1
  %1371 = extractvalue { i32, i32, i32, i32 } %1368, 2
  %1372 = extractvalue { i32, i32, i32, i32 } %1368, 3
  %1373 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1149, i32 %1152, i32 %1155, i32 %1158, i32 %1369, i32 %1370, float %1310, float %1311, float %1312, float %1313) #7
  %1374 = extractvalue { float, float, float, float } %1373, 0
  %1375 = extractvalue { float, float, float, float } %1373, 1
  %1376 = extractvalue { float, float, float, float } %1373, 2
  %1377 = extractvalue { float, float, float, float } %1373, 3
  %1378 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1149, i32 %1152, i32 %1155, i32 %1158, i32 %1371, i32 %1372, float %1315, float %1316, float %1317, float %1318) #7
  %1379 = extractvalue { float, float, float, float } %1378, 0
  %1380 = extractvalue { float, float, float, float } %1378, 1
  %1381 = extractvalue { float, float, float, float } %1378, 2
  %1382 = extractvalue { float, float, float, float } %1378, 3
  %1383 = getelementptr bfloat, ptr addrspace(3) %765, i64 %352
  %1384 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1383)
  %1385 = extractvalue { i32, i32, i32, i32 } %1384, 0
  %1386 = extractvalue { i32, i32, i32, i32 } %1384, 1
  %1387 = extractvalue { i32, i32, i32, i32 } %1384, 2
  %1388 = extractvalue { i32, i32, i32, i32 } %1384, 3
  %1389 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1149, i32 %1152, i32 %1155, i32 %1158, i32 %1385, i32 %1386, float %1326, float %1327, float %1328, float %1329) #7
  %1390 = extractvalue { float, float, float, float } %1389, 0
  %1391 = extractvalue { float, float, float, float } %1389, 1
  %1392 = extractvalue { float, float, float, float } %1389, 2
  %1393 = extractvalue { float, float, float, float } %1389, 3
  %1394 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1149, i32 %1152, i32 %1155, i32 %1158, i32 %1387, i32 %1388, float %1331, float %1332, float %1333, float %1334) #7
  %1395 = extractvalue { float, float, float, float } %1394, 0
  %1396 = extractvalue { float, float, float, float } %1394, 1
  %1397 = extractvalue { float, float, float, float } %1394, 2
  %1398 = extractvalue { float, float, float, float } %1394, 3
  %1399 = getelementptr bfloat, ptr addrspace(3) %765, i64 %354
  %1400 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1399)
  %1401 = extractvalue { i32, i32, i32, i32 } %1400, 0
  %1402 = extractvalue { i32, i32, i32, i32 } %1400, 1
  %1403 = extractvalue { i32, i32, i32, i32 } %1400, 2
  %1404 = extractvalue { i32, i32, i32, i32 } %1400, 3
  %1405 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1149, i32 %1152, i32 %1155, i32 %1158, i32 %1401, i32 %1402, float %1342, float %1343, float %1344, float %1345) #7
  %1406 = extractvalue { float, float, float, float } %1405, 0
  %1407 = extractvalue { float, float, float, float } %1405, 1
  %1408 = extractvalue { float, float, float, float } %1405, 2
  %1409 = extractvalue { float, float, float, float } %1405, 3
  %1410 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1149, i32 %1152, i32 %1155, i32 %1158, i32 %1403, i32 %1404, float %1347, float %1348, float %1349, float %1350) #7
  %1411 = extractvalue { float, float, float, float } %1410, 0
  %1412 = extractvalue { float, float, float, float } %1410, 1
  %1413 = extractvalue { float, float, float, float } %1410, 2
  %1414 = extractvalue { float, float, float, float } %1410, 3
  br i1 %430, label %389, label %._crit_edge

._crit_edge:                                      ; preds = %814, %.preheader.._crit_edge_crit_edge.critedge
  %.pre-phi220 = phi i32 [ %.pre219, %.preheader.._crit_edge_crit_edge.critedge ], [ %312, %814 ]
  %.pre-phi216 = phi i32 [ %.pre215, %.preheader.._crit_edge_crit_edge.critedge ], [ %299, %814 ]
  %.pre-phi212 = phi i32 [ %.pre211, %.preheader.._crit_edge_crit_edge.critedge ], [ %310, %814 ]
  %.lcssa104 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1045, %814 ]
  %.lcssa103 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1046, %814 ]
  %.lcssa102 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1358, %814 ]
  %.lcssa101 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1359, %814 ]
  %.lcssa100 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1360, %814 ]
  %.lcssa99 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1361, %814 ]
  %.lcssa98 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1363, %814 ]
  %.lcssa97 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1364, %814 ]
  %.lcssa96 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1365, %814 ]
  %.lcssa95 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1366, %814 ]
  %.lcssa94 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1374, %814 ]
  %.lcssa93 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1375, %814 ]
  %.lcssa92 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1376, %814 ]
  %.lcssa91 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1377, %814 ]
  %.lcssa90 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1379, %814 ]
  %.lcssa89 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1380, %814 ]
  %.lcssa88 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1381, %814 ]
  %.lcssa87 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1382, %814 ]
  %.lcssa86 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1390, %814 ]
  %.lcssa85 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1391, %814 ]
  %.lcssa84 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1392, %814 ]
  %.lcssa83 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1393, %814 ]
  %.lcssa82 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1395, %814 ]
  %.lcssa81 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1396, %814 ]
  %.lcssa80 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1397, %814 ]
  %.lcssa79 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1398, %814 ]
  %.lcssa78 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1406, %814 ]
  %.lcssa77 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1407, %814 ]
  %.lcssa76 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1408, %814 ]
  %.lcssa75 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1409, %814 ]
  %.lcssa74 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1411, %814 ]
  %.lcssa73 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1412, %814 ]
  %.lcssa72 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1413, %814 ]
  %.lcssa71 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1414, %814 ]
  %.lcssa70 = phi float [ 0xFFF0000000000000, %.preheader.._crit_edge_crit_edge.critedge ], [ %895, %814 ]
  %.lcssa69 = phi float [ 0xFFF0000000000000, %.preheader.._crit_edge_crit_edge.critedge ], [ %896, %814 ]
  tail call void asm sideeffect "cp.async.wait_all;", "~{memory}"() #7
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1415 = or disjoint i32 %.pre-phi216, %.pre-phi212
  %1416 = zext nneg i32 %1415 to i64
  %1417 = getelementptr float, ptr addrspace(3) @attention_smem, i64 %1416
  store float %.lcssa70, ptr addrspace(3) %1417, align 4
  %1418 = or disjoint i32 %1415, 8
  %1419 = zext nneg i32 %1418 to i64
  %1420 = getelementptr float, ptr addrspace(3) @attention_smem, i64 %1419
  store float %.lcssa69, ptr addrspace(3) %1420, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1421 = fdiv float 1.000000e+00, %.lcssa104
  %1422 = fdiv float 1.000000e+00, %.lcssa103
  %1423 = fmul float %1421, %.lcssa102
  %1424 = fmul float %1421, %.lcssa101
  %1425 = fmul float %1422, %.lcssa100
  %1426 = fmul float %1422, %.lcssa99
  %1427 = fmul float %1421, %.lcssa98
  %1428 = fmul float %1421, %.lcssa97
  %1429 = fmul float %1422, %.lcssa96
  %1430 = fmul float %1422, %.lcssa95
  %1431 = fmul float %1421, %.lcssa94
  %1432 = fmul float %1421, %.lcssa93
  %1433 = fmul float %1422, %.lcssa92
  %1434 = fmul float %1422, %.lcssa91
  %1435 = fmul float %1421, %.lcssa90
  %1436 = fmul float %1421, %.lcssa89
  %1437 = fmul float %1422, %.lcssa88
  %1438 = fmul float %1422, %.lcssa87
  %1439 = fmul float %1421, %.lcssa86
  %1440 = fmul float %1421, %.lcssa85
  %1441 = fmul float %1422, %.lcssa84
  %1442 = fmul float %1422, %.lcssa83
  %1443 = fmul float %1421, %.lcssa82
  %1444 = fmul float %1421, %.lcssa81
  %1445 = fmul float %1422, %.lcssa80
  %1446 = fmul float %1422, %.lcssa79
  %1447 = fmul float %1421, %.lcssa78
  %1448 = fmul float %1421, %.lcssa77
  %1449 = fmul float %1422, %.lcssa76
  %1450 = fmul float %1422, %.lcssa75
  %1451 = fmul float %1421, %.lcssa74
  %1452 = fmul float %1421, %.lcssa73
  %1453 = fmul float %1422, %.lcssa72
  %1454 = fmul float %1422, %.lcssa71
  %1455 = fptrunc float %1423 to bfloat
  %1456 = fptrunc float %1424 to bfloat
  %1457 = fptrunc float %1425 to bfloat
  %1458 = fptrunc float %1426 to bfloat
  %1459 = fptrunc float %1427 to bfloat
  %1460 = fptrunc float %1428 to bfloat
  %1461 = fptrunc float %1429 to bfloat
  %1462 = fptrunc float %1430 to bfloat
  %1463 = fptrunc float %1431 to bfloat
  %1464 = fptrunc float %1432 to bfloat
  %1465 = fptrunc float %1433 to bfloat
  %1466 = fptrunc float %1434 to bfloat
  %1467 = fptrunc float %1435 to bfloat
  %1468 = fptrunc float %1436 to bfloat
  %1469 = fptrunc float %1437 to bfloat
  %1470 = fptrunc float %1438 to bfloat
  %1471 = fptrunc float %1439 to bfloat
  %1472 = fptrunc float %1440 to bfloat
  %1473 = fptrunc float %1441 to bfloat
  %1474 = fptrunc float %1442 to bfloat
  %1475 = fptrunc float %1443 to bfloat
  %1476 = fptrunc float %1444 to bfloat
  %1477 = fptrunc float %1445 to bfloat
  %1478 = fptrunc float %1446 to bfloat
  %1479 = fptrunc float %1447 to bfloat
  %1480 = fptrunc float %1448 to bfloat
  %1481 = fptrunc float %1449 to bfloat
  %1482 = fptrunc float %1450 to bfloat
  %1483 = fptrunc float %1451 to bfloat
  %1484 = fptrunc float %1452 to bfloat
  %1485 = fptrunc float %1453 to bfloat
  %1486 = fptrunc float %1454 to bfloat
  %1487 = or disjoint i32 %1415, %12
  %1488 = add i32 %11, %1487
  %1489 = shl i32 %1488, 6
  %1490 = or disjoint i32 %1489, %.pre-phi220
  %1491 = sext i32 %1490 to i64
  %1492 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1491
  %1493 = icmp slt i32 %1487, %4
  %1494 = zext i1 %1493 to i32
  %1495 = bitcast bfloat %1455 to i16
  %1496 = bitcast bfloat %1456 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1494, i16 %1495, i16 %1496, ptr addrspace(1) %1492) #7
  %1497 = or disjoint i32 %1418, %12
  %1498 = add i32 %11, %1497
  %1499 = shl i32 %1498, 6
  %1500 = or disjoint i32 %1499, %.pre-phi220
  %1501 = sext i32 %1500 to i64
  %1502 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1501
  %1503 = icmp slt i32 %1497, %4
  %1504 = zext i1 %1503 to i32
  %1505 = bitcast bfloat %1457 to i16
  %1506 = bitcast bfloat %1458 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1504, i16 %1505, i16 %1506, ptr addrspace(1) %1502) #7
  %1507 = or disjoint i32 %.pre-phi220, 8
  %1508 = or disjoint i32 %1489, %1507
  %1509 = sext i32 %1508 to i64
  %1510 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1509
  %1511 = bitcast bfloat %1459 to i16
  %1512 = bitcast bfloat %1460 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1494, i16 %1511, i16 %1512, ptr addrspace(1) %1510) #7
  %1513 = or disjoint i32 %1499, %1507
  %1514 = sext i32 %1513 to i64
  %1515 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1514
  %1516 = bitcast bfloat %1461 to i16
  %1517 = bitcast bfloat %1462 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1504, i16 %1516, i16 %1517, ptr addrspace(1) %1515) #7
  %1518 = or disjoint i32 %.pre-phi220, 16
  %1519 = or disjoint i32 %1489, %1518
  %1520 = sext i32 %1519 to i64
  %1521 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1520
  %1522 = bitcast bfloat %1463 to i16
  %1523 = bitcast bfloat %1464 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1494, i16 %1522, i16 %1523, ptr addrspace(1) %1521) #7
  %1524 = or disjoint i32 %1499, %1518
  %1525 = sext i32 %1524 to i64
  %1526 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1525
  %1527 = bitcast bfloat %1465 to i16
  %1528 = bitcast bfloat %1466 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1504, i16 %1527, i16 %1528, ptr addrspace(1) %1526) #7
  %1529 = or disjoint i32 %.pre-phi220, 24
  %1530 = or disjoint i32 %1489, %1529
  %1531 = sext i32 %1530 to i64
  %1532 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1531
  %1533 = bitcast bfloat %1467 to i16
  %1534 = bitcast bfloat %1468 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1494, i16 %1533, i16 %1534, ptr addrspace(1) %1532) #7
  %1535 = or disjoint i32 %1499, %1529
  %1536 = sext i32 %1535 to i64
  %1537 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1536
  %1538 = bitcast bfloat %1469 to i16
  %1539 = bitcast bfloat %1470 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1504, i16 %1538, i16 %1539, ptr addrspace(1) %1537) #7
  %1540 = or disjoint i32 %.pre-phi220, 32
  %1541 = or disjoint i32 %1489, %1540
  %1542 = sext i32 %1541 to i64
  %1543 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1542
  %1544 = bitcast bfloat %1471 to i16
  %1545 = bitcast bfloat %1472 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1494, i16 %1544, i16 %1545, ptr addrspace(1) %1543) #7
  %1546 = or disjoint i32 %1499, %1540
  %1547 = sext i32 %1546 to i64
  %1548 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1547
  %1549 = bitcast bfloat %1473 to i16
  %1550 = bitcast bfloat %1474 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1504, i16 %1549, i16 %1550, ptr addrspace(1) %1548) #7
  %1551 = or disjoint i32 %.pre-phi220, 40
  %1552 = or disjoint i32 %1489, %1551
  %1553 = sext i32 %1552 to i64
  %1554 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1553
  %1555 = bitcast bfloat %1475 to i16
  %1556 = bitcast bfloat %1476 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1494, i16 %1555, i16 %1556, ptr addrspace(1) %1554) #7
  %1557 = or disjoint i32 %1499, %1551
  %1558 = sext i32 %1557 to i64
  %1559 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1558
  %1560 = bitcast bfloat %1477 to i16
  %1561 = bitcast bfloat %1478 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1504, i16 %1560, i16 %1561, ptr addrspace(1) %1559) #7
  %1562 = or disjoint i32 %.pre-phi220, 48
  %1563 = or disjoint i32 %1489, %1562
  %1564 = sext i32 %1563 to i64
  %1565 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1564
  %1566 = bitcast bfloat %1479 to i16
  %1567 = bitcast bfloat %1480 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1494, i16 %1566, i16 %1567, ptr addrspace(1) %1565) #7
  %1568 = or disjoint i32 %1499, %1562
  %1569 = sext i32 %1568 to i64
  %1570 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1569
  %1571 = bitcast bfloat %1481 to i16
  %1572 = bitcast bfloat %1482 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1504, i16 %1571, i16 %1572, ptr addrspace(1) %1570) #7
  %1573 = or disjoint i32 %.pre-phi220, 56
  %1574 = or disjoint i32 %1489, %1573
  %1575 = sext i32 %1574 to i64
  %1576 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1575
  %1577 = bitcast bfloat %1483 to i16
  %1578 = bitcast bfloat %1484 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1494, i16 %1577, i16 %1578, ptr addrspace(1) %1576) #7
  %1579 = or disjoint i32 %1499, %1573
  %1580 = sext i32 %1579 to i64
  %1581 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1580
  %1582 = bitcast bfloat %1485 to i16
  %1583 = bitcast bfloat %1486 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1504, i16 %1582, i16 %1583, ptr addrspace(1) %1581) #7
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.ftz.f32(float) #5

; Function Attrs: convergent nocallback nofree nounwind memory(argmem: read)
declare { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) readonly captures(none)) #6

; Function Attrs: convergent nocallback nofree nounwind memory(argmem: read)
declare { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) readonly captures(none)) #6

attributes #0 = { nounwind "nvvm.reqntid"="128" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #6 = { convergent nocallback nofree nounwind memory(argmem: read) }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
