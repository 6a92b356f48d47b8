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
  %invariant.op104 = add nuw nsw i32 %308, 2304
  %invariant.op106 = add nuw nsw i32 %308, 3456
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
  %.reass105 = add nuw nsw i32 %301, %invariant.op104
  %360 = zext nneg i32 %.reass105 to i64
  %.reass107 = add nuw nsw i32 %301, %invariant.op106
  %361 = zext nneg i32 %.reass107 to i64
  %362 = zext nneg i32 %306 to i64
  %363 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %362
  %364 = getelementptr i8, ptr addrspace(3) %363, i64 32
  %365 = or disjoint i32 %301, 16
  %366 = add nuw nsw i32 %365, %308
  %367 = zext nneg i32 %366 to i64
  %.reass.1 = add nuw nsw i32 %365, %invariant.op
  %368 = zext nneg i32 %.reass.1 to i64
  %.reass105.1 = add nuw nsw i32 %365, %invariant.op104
  %369 = zext nneg i32 %.reass105.1 to i64
  %.reass107.1 = add nuw nsw i32 %365, %invariant.op106
  %370 = zext nneg i32 %.reass107.1 to i64
  %371 = zext nneg i32 %306 to i64
  %372 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %371
  %373 = getelementptr i8, ptr addrspace(3) %372, i64 64
  %374 = or disjoint i32 %301, 32
  %375 = add nuw nsw i32 %374, %308
  %376 = zext nneg i32 %375 to i64
  %.reass.2 = add nuw nsw i32 %374, %invariant.op
  %377 = zext nneg i32 %.reass.2 to i64
  %.reass105.2 = add nuw nsw i32 %374, %invariant.op104
  %378 = zext nneg i32 %.reass105.2 to i64
  %.reass107.2 = add nuw nsw i32 %374, %invariant.op106
  %379 = zext nneg i32 %.reass107.2 to i64
  %380 = zext nneg i32 %306 to i64
  %381 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %380
  %382 = getelementptr i8, ptr addrspace(3) %381, i64 96
  %383 = or disjoint i32 %301, 48
  %384 = add nuw nsw i32 %383, %308
  %385 = zext nneg i32 %384 to i64
  %.reass.3 = add nuw nsw i32 %383, %invariant.op
  %386 = zext nneg i32 %.reass.3 to i64
  %.reass105.3 = add nuw nsw i32 %383, %invariant.op104
  %387 = zext nneg i32 %.reass105.3 to i64
  %.reass107.3 = add nuw nsw i32 %383, %invariant.op106
  %388 = zext nneg i32 %.reass107.3 to i64
  br label %389

.preheader.._crit_edge_crit_edge.critedge:        ; preds = %6
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #7
  %.pre = lshr i32 %7, 2
  %.pre210 = and i32 %.pre, 7
  %.pre212 = lshr i32 %7, 1
  %.pre214 = and i32 %.pre212, 48
  %.pre216 = shl nuw nsw i32 %7, 1
  %.pre218 = and i32 %.pre216, 6
  br label %._crit_edge

389:                                              ; preds = %.preheader, %485
  %390 = phi float [ 0xFFF0000000000000, %.preheader ], [ %862, %485 ]
  %391 = phi float [ 0xFFF0000000000000, %.preheader ], [ %861, %485 ]
  %392 = phi float [ 0.000000e+00, %.preheader ], [ %1380, %485 ]
  %393 = phi float [ 0.000000e+00, %.preheader ], [ %1379, %485 ]
  %394 = phi float [ 0.000000e+00, %.preheader ], [ %1378, %485 ]
  %395 = phi float [ 0.000000e+00, %.preheader ], [ %1377, %485 ]
  %396 = phi float [ 0.000000e+00, %.preheader ], [ %1375, %485 ]
  %397 = phi float [ 0.000000e+00, %.preheader ], [ %1374, %485 ]
  %398 = phi float [ 0.000000e+00, %.preheader ], [ %1373, %485 ]
  %399 = phi float [ 0.000000e+00, %.preheader ], [ %1372, %485 ]
  %400 = phi float [ 0.000000e+00, %.preheader ], [ %1364, %485 ]
  %401 = phi float [ 0.000000e+00, %.preheader ], [ %1363, %485 ]
  %402 = phi float [ 0.000000e+00, %.preheader ], [ %1362, %485 ]
  %403 = phi float [ 0.000000e+00, %.preheader ], [ %1361, %485 ]
  %404 = phi float [ 0.000000e+00, %.preheader ], [ %1359, %485 ]
  %405 = phi float [ 0.000000e+00, %.preheader ], [ %1358, %485 ]
  %406 = phi float [ 0.000000e+00, %.preheader ], [ %1357, %485 ]
  %407 = phi float [ 0.000000e+00, %.preheader ], [ %1356, %485 ]
  %408 = phi float [ 0.000000e+00, %.preheader ], [ %1348, %485 ]
  %409 = phi float [ 0.000000e+00, %.preheader ], [ %1347, %485 ]
  %410 = phi float [ 0.000000e+00, %.preheader ], [ %1346, %485 ]
  %411 = phi float [ 0.000000e+00, %.preheader ], [ %1345, %485 ]
  %412 = phi float [ 0.000000e+00, %.preheader ], [ %1343, %485 ]
  %413 = phi float [ 0.000000e+00, %.preheader ], [ %1342, %485 ]
  %414 = phi float [ 0.000000e+00, %.preheader ], [ %1341, %485 ]
  %415 = phi float [ 0.000000e+00, %.preheader ], [ %1340, %485 ]
  %416 = phi float [ 0.000000e+00, %.preheader ], [ %1332, %485 ]
  %417 = phi float [ 0.000000e+00, %.preheader ], [ %1331, %485 ]
  %418 = phi float [ 0.000000e+00, %.preheader ], [ %1330, %485 ]
  %419 = phi float [ 0.000000e+00, %.preheader ], [ %1329, %485 ]
  %420 = phi float [ 0.000000e+00, %.preheader ], [ %1327, %485 ]
  %421 = phi float [ 0.000000e+00, %.preheader ], [ %1326, %485 ]
  %422 = phi float [ 0.000000e+00, %.preheader ], [ %1325, %485 ]
  %423 = phi float [ 0.000000e+00, %.preheader ], [ %1324, %485 ]
  %424 = phi float [ 0.000000e+00, %.preheader ], [ %1012, %485 ]
  %425 = phi float [ 0.000000e+00, %.preheader ], [ %1011, %485 ]
  %426 = phi i32 [ 0, %.preheader ], [ %429, %485 ]
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
  %766 = or disjoint i32 %426, %312
  %.not = icmp sgt i32 %766, %314
  %.not6.not = icmp slt i32 %766, %314
  %.not7 = icmp sgt i32 %766, %315
  %.not8.not = icmp slt i32 %766, %315
  %767 = or disjoint i32 %766, 8
  %.not9 = icmp sgt i32 %767, %314
  %768 = or disjoint i32 %766, 9
  %.not10 = icmp sgt i32 %768, %314
  %.not12 = icmp sgt i32 %768, %315
  %769 = or disjoint i32 %766, 16
  %.not13 = icmp sgt i32 %769, %314
  %770 = or disjoint i32 %766, 17
  %.not14 = icmp sgt i32 %770, %314
  %.not15 = icmp sgt i32 %769, %315
  %.not16 = icmp sgt i32 %770, %315
  %771 = or disjoint i32 %766, 24
  %.not17 = icmp sgt i32 %771, %314
  %772 = or disjoint i32 %766, 25
  %.not18 = icmp sgt i32 %772, %314
  %.not19 = icmp sgt i32 %771, %315
  %.not20 = icmp sgt i32 %772, %315
  %773 = or disjoint i32 %766, 32
  %.not21 = icmp sgt i32 %773, %314
  %774 = or disjoint i32 %766, 33
  %.not22 = icmp sgt i32 %774, %314
  %.not23 = icmp sgt i32 %773, %315
  %.not24 = icmp sgt i32 %774, %315
  %775 = or disjoint i32 %766, 40
  %.not25 = icmp sgt i32 %775, %314
  %776 = or disjoint i32 %766, 41
  %.not26 = icmp sgt i32 %776, %314
  %.not27 = icmp sgt i32 %775, %315
  %.not28 = icmp sgt i32 %776, %315
  %777 = or disjoint i32 %766, 48
  %.not29 = icmp sgt i32 %777, %314
  %778 = or disjoint i32 %766, 49
  %.not30 = icmp sgt i32 %778, %314
  %.not31 = icmp sgt i32 %777, %315
  %.not32 = icmp sgt i32 %778, %315
  %779 = or disjoint i32 %766, 56
  %.not33 = icmp sgt i32 %779, %314
  %780 = or disjoint i32 %766, 57
  %.not34 = icmp sgt i32 %780, %314
  %.not35 = icmp sgt i32 %779, %315
  %.not36 = icmp sgt i32 %780, %315
  %781 = select i1 %.not, float 0xFFF0000000000000, float %708
  %782 = select i1 %.not6.not, float %709, float 0xFFF0000000000000
  %783 = select i1 %.not7, float 0xFFF0000000000000, float %710
  %784 = select i1 %.not8.not, float %711, float 0xFFF0000000000000
  %785 = select i1 %.not9, float 0xFFF0000000000000, float %713
  %786 = select i1 %.not10, float 0xFFF0000000000000, float %714
  %787 = select i1 %.not, float 0xFFF0000000000000, float %715
  %788 = select i1 %.not12, float 0xFFF0000000000000, float %716
  %789 = select i1 %.not13, float 0xFFF0000000000000, float %724
  %790 = select i1 %.not14, float 0xFFF0000000000000, float %725
  %791 = select i1 %.not15, float 0xFFF0000000000000, float %726
  %792 = select i1 %.not16, float 0xFFF0000000000000, float %727
  %793 = select i1 %.not17, float 0xFFF0000000000000, float %729
  %794 = select i1 %.not18, float 0xFFF0000000000000, float %730
  %795 = select i1 %.not19, float 0xFFF0000000000000, float %731
  %796 = select i1 %.not20, float 0xFFF0000000000000, float %732
  %797 = select i1 %.not21, float 0xFFF0000000000000, float %740
  %798 = select i1 %.not22, float 0xFFF0000000000000, float %741
  %799 = select i1 %.not23, float 0xFFF0000000000000, float %742
  %800 = select i1 %.not24, float 0xFFF0000000000000, float %743
  %801 = select i1 %.not25, float 0xFFF0000000000000, float %745
  %802 = select i1 %.not26, float 0xFFF0000000000000, float %746
  %803 = select i1 %.not27, float 0xFFF0000000000000, float %747
  %804 = select i1 %.not28, float 0xFFF0000000000000, float %748
  %805 = select i1 %.not29, float 0xFFF0000000000000, float %756
  %806 = select i1 %.not30, float 0xFFF0000000000000, float %757
  %807 = select i1 %.not31, float 0xFFF0000000000000, float %758
  %808 = select i1 %.not32, float 0xFFF0000000000000, float %759
  %809 = select i1 %.not33, float 0xFFF0000000000000, float %761
  %810 = select i1 %.not34, float 0xFFF0000000000000, float %762
  %811 = select i1 %.not35, float 0xFFF0000000000000, float %763
  %812 = select i1 %.not36, float 0xFFF0000000000000, float %764
  %813 = tail call float @llvm.maxnum.f32(float %781, float %782)
  %814 = tail call float @llvm.maxnum.f32(float %783, float %784)
  %815 = tail call float @llvm.maxnum.f32(float %813, float %785)
  %816 = tail call float @llvm.maxnum.f32(float %815, float %786)
  %817 = tail call float @llvm.maxnum.f32(float %814, float %787)
  %818 = tail call float @llvm.maxnum.f32(float %817, float %788)
  %819 = tail call float @llvm.maxnum.f32(float %816, float %789)
  %820 = tail call float @llvm.maxnum.f32(float %819, float %790)
  %821 = tail call float @llvm.maxnum.f32(float %818, float %791)
  %822 = tail call float @llvm.maxnum.f32(float %821, float %792)
  %823 = tail call float @llvm.maxnum.f32(float %820, float %793)
  %824 = tail call float @llvm.maxnum.f32(float %823, float %794)
  %825 = tail call float @llvm.maxnum.f32(float %822, float %795)
  %826 = tail call float @llvm.maxnum.f32(float %825, float %796)
  %827 = tail call float @llvm.maxnum.f32(float %824, float %797)
  %828 = tail call float @llvm.maxnum.f32(float %827, float %798)
  %829 = tail call float @llvm.maxnum.f32(float %826, float %799)
  %830 = tail call float @llvm.maxnum.f32(float %829, float %800)
  %831 = tail call float @llvm.maxnum.f32(float %828, float %801)
  %832 = tail call float @llvm.maxnum.f32(float %831, float %802)
  %833 = tail call float @llvm.maxnum.f32(float %830, float %803)
  %834 = tail call float @llvm.maxnum.f32(float %833, float %804)
  %835 = tail call float @llvm.maxnum.f32(float %832, float %805)
  %836 = tail call float @llvm.maxnum.f32(float %835, float %806)
  %837 = tail call float @llvm.maxnum.f32(float %834, float %807)
  %838 = tail call float @llvm.maxnum.f32(float %837, float %808)
  %839 = tail call float @llvm.maxnum.f32(float %836, float %809)
  %840 = tail call float @llvm.maxnum.f32(float %839, float %810)
  %841 = tail call float @llvm.maxnum.f32(float %838, float %811)
  %842 = tail call float @llvm.maxnum.f32(float %841, float %812)
  %843 = bitcast float %840 to i32
  %844 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %843, i32 2, i32 31)
  %845 = bitcast i32 %844 to float
  %846 = tail call float @llvm.maxnum.f32(float %840, float %845)
  %847 = bitcast float %842 to i32
  %848 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %847, i32 2, i32 31)
  %849 = bitcast i32 %848 to float
  %850 = tail call float @llvm.maxnum.f32(float %842, float %849)
  %851 = bitcast float %846 to i32
  %852 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %851, i32 1, i32 31)
  %853 = bitcast i32 %852 to float
  %854 = tail call float @llvm.maxnum.f32(float %846, float %853)
  %855 = bitcast float %850 to i32
  %856 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %855, i32 1, i32 31)
  %857 = bitcast i32 %856 to float
  %858 = tail call float @llvm.maxnum.f32(float %850, float %857)
  %859 = fmul float %126, %854
  %860 = fmul float %126, %858
  %861 = tail call float @llvm.maxnum.f32(float %391, float %859)
  %862 = tail call float @llvm.maxnum.f32(float %390, float %860)
  %863 = fmul float %126, %781
  %864 = fmul float %126, %782
  %865 = fmul float %126, %783
  %866 = fmul float %126, %784
  %867 = fmul float %126, %785
  %868 = fmul float %126, %786
  %869 = fmul float %126, %787
  %870 = fmul float %126, %788
  %871 = fmul float %126, %789
  %872 = fmul float %126, %790
  %873 = fmul float %126, %791
  %874 = fmul float %126, %792
  %875 = fmul float %126, %793
  %876 = fmul float %126, %794
  %877 = fmul float %126, %795
  %878 = fmul float %126, %796
  %879 = fmul float %126, %797
  %880 = fmul float %126, %798
  %881 = fmul float %126, %799
  %882 = fmul float %126, %800
  %883 = fmul float %126, %801
  %884 = fmul float %126, %802
  %885 = fmul float %126, %803
  %886 = fmul float %126, %804
  %887 = fmul float %126, %805
  %888 = fmul float %126, %806
  %889 = fmul float %126, %807
  %890 = fmul float %126, %808
  %891 = fmul float %126, %809
  %892 = fmul float %126, %810
  %893 = fmul float %126, %811
  %894 = fmul float %126, %812
  %895 = fsub float %863, %861
  %896 = fsub float %864, %861
  %897 = fsub float %865, %862
  %898 = fsub float %866, %862
  %899 = fsub float %867, %861
  %900 = fsub float %868, %861
  %901 = fsub float %869, %862
  %902 = fsub float %870, %862
  %903 = fsub float %871, %861
  %904 = fsub float %872, %861
  %905 = fsub float %873, %862
  %906 = fsub float %874, %862
  %907 = fsub float %875, %861
  %908 = fsub float %876, %861
  %909 = fsub float %877, %862
  %910 = fsub float %878, %862
  %911 = fsub float %879, %861
  %912 = fsub float %880, %861
  %913 = fsub float %881, %862
  %914 = fsub float %882, %862
  %915 = fsub float %883, %861
  %916 = fsub float %884, %861
  %917 = fsub float %885, %862
  %918 = fsub float %886, %862
  %919 = fsub float %887, %861
  %920 = fsub float %888, %861
  %921 = fsub float %889, %862
  %922 = fsub float %890, %862
  %923 = fsub float %891, %861
  %924 = fsub float %892, %861
  %925 = fsub float %893, %862
  %926 = fsub float %894, %862
  %927 = tail call float @llvm.nvvm.ex2.approx.f32(float %895)
  %928 = tail call float @llvm.nvvm.ex2.approx.f32(float %896)
  %929 = tail call float @llvm.nvvm.ex2.approx.f32(float %897)
  %930 = tail call float @llvm.nvvm.ex2.approx.f32(float %898)
  %931 = tail call float @llvm.nvvm.ex2.approx.f32(float %899)
  %932 = tail call float @llvm.nvvm.ex2.approx.f32(float %900)
  %933 = tail call float @llvm.nvvm.ex2.approx.f32(float %901)
  %934 = tail call float @llvm.nvvm.ex2.approx.f32(float %902)
  %935 = tail call float @llvm.nvvm.ex2.approx.f32(float %903)
  %936 = tail call float @llvm.nvvm.ex2.approx.f32(float %904)
  %937 = tail call float @llvm.nvvm.ex2.approx.f32(float %905)
  %938 = tail call float @llvm.nvvm.ex2.approx.f32(float %906)
  %939 = tail call float @llvm.nvvm.ex2.approx.f32(float %907)
  %940 = tail call float @llvm.nvvm.ex2.approx.f32(float %908)
  %941 = tail call float @llvm.nvvm.ex2.approx.f32(float %909)
  %942 = tail call float @llvm.nvvm.ex2.approx.f32(float %910)
  %943 = tail call float @llvm.nvvm.ex2.approx.f32(float %911)
  %944 = tail call float @llvm.nvvm.ex2.approx.f32(float %912)
  %945 = tail call float @llvm.nvvm.ex2.approx.f32(float %913)
  %946 = tail call float @llvm.nvvm.ex2.approx.f32(float %914)
  %947 = tail call float @llvm.nvvm.ex2.approx.f32(float %915)
  %948 = tail call float @llvm.nvvm.ex2.approx.f32(float %916)
  %949 = tail call float @llvm.nvvm.ex2.approx.f32(float %917)
  %950 = tail call float @llvm.nvvm.ex2.approx.f32(float %918)
  %951 = tail call float @llvm.nvvm.ex2.approx.f32(float %919)
  %952 = tail call float @llvm.nvvm.ex2.approx.f32(float %920)
  %953 = tail call float @llvm.nvvm.ex2.approx.f32(float %921)
  %954 = tail call float @llvm.nvvm.ex2.approx.f32(float %922)
  %955 = tail call float @llvm.nvvm.ex2.approx.f32(float %923)
  %956 = tail call float @llvm.nvvm.ex2.approx.f32(float %924)
  %957 = tail call float @llvm.nvvm.ex2.approx.f32(float %925)
  %958 = tail call float @llvm.nvvm.ex2.approx.f32(float %926)
  %959 = fsub float %391, %861
  %960 = fsub float %390, %862
  %961 = tail call float @llvm.nvvm.ex2.approx.f32(float %959)
  %962 = tail call float @llvm.nvvm.ex2.approx.f32(float %960)
  %963 = fmul float %425, %961
  %964 = fmul float %424, %962
  %965 = fadd float %927, %928
  %966 = fadd float %929, %930
  %967 = fadd float %965, %931
  %968 = fadd float %967, %932
  %969 = fadd float %966, %933
  %970 = fadd float %969, %934
  %971 = fadd float %968, %935
  %972 = fadd float %971, %936
  %973 = fadd float %970, %937
  %974 = fadd float %973, %938
  %975 = fadd float %972, %939
  %976 = fadd float %975, %940
  %977 = fadd float %974, %941
  %978 = fadd float %977, %942
  %979 = fadd float %976, %943
  %980 = fadd float %979, %944
  %981 = fadd float %978, %945
  %982 = fadd float %981, %946
  %983 = fadd float %980, %947
  %984 = fadd float %983, %948
  %985 = fadd float %982, %949
  %986 = fadd float %985, %950
  %987 = fadd float %984, %951
  %988 = fadd float %987, %952
  %989 = fadd float %986, %953
  %990 = fadd float %989, %954
  %991 = fadd float %988, %955
  %992 = fadd float %991, %956
  %993 = fadd float %990, %957
  %994 = fadd float %993, %958
  %995 = bitcast float %992 to i32
  %996 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %995, i32 2, i32 31)
  %997 = bitcast i32 %996 to float
  %998 = fadd float %992, %997
  %999 = bitcast float %994 to i32
  %1000 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %999, i32 2, i32 31)
  %1001 = bitcast i32 %1000 to float
  %1002 = fadd float %994, %1001
  %1003 = bitcast float %998 to i32
  %1004 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1003, i32 1, i32 31)
  %1005 = bitcast i32 %1004 to float
  %1006 = fadd float %998, %1005
  %1007 = bitcast float %1002 to i32
  %1008 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1007, i32 1, i32 31)
  %1009 = bitcast i32 %1008 to float
  %1010 = fadd float %1002, %1009
  %1011 = fadd float %963, %1006
  %1012 = fadd float %964, %1010
  %1013 = fptrunc float %927 to bfloat
  %1014 = fptrunc float %928 to bfloat
  %1015 = fptrunc float %929 to bfloat
  %1016 = fptrunc float %930 to bfloat
  %1017 = fptrunc float %931 to bfloat
  %1018 = fptrunc float %932 to bfloat
  %1019 = fptrunc float %933 to bfloat
  %1020 = fptrunc float %934 to bfloat
  %1021 = fptrunc float %935 to bfloat
  %1022 = fptrunc float %936 to bfloat
  %1023 = fptrunc float %937 to bfloat
  %1024 = fptrunc float %938 to bfloat
  %1025 = fptrunc float %939 to bfloat
  %1026 = fptrunc float %940 to bfloat
  %1027 = fptrunc float %941 to bfloat
  %1028 = fptrunc float %942 to bfloat
  %1029 = fptrunc float %943 to bfloat
  %1030 = fptrunc float %944 to bfloat
  %1031 = fptrunc float %945 to bfloat
  %1032 = fptrunc float %946 to bfloat
  %1033 = fptrunc float %947 to bfloat
  %1034 = fptrunc float %948 to bfloat
  %1035 = fptrunc float %949 to bfloat
  %1036 = fptrunc float %950 to bfloat
  %1037 = fptrunc float %951 to bfloat
  %1038 = fptrunc float %952 to bfloat
  %1039 = fptrunc float %953 to bfloat
  %1040 = fptrunc float %954 to bfloat
  %1041 = fptrunc float %955 to bfloat
  %1042 = fptrunc float %956 to bfloat
  %1043 = fptrunc float %957 to bfloat
  %1044 = fptrunc float %958 to bfloat
  %1045 = fmul float %423, %961
  %1046 = fmul float %422, %961
  %1047 = fmul float %421, %962
  %1048 = fmul float %420, %962
  %1049 = fmul float %419, %961
  %1050 = fmul float %418, %961
  %1051 = fmul float %417, %962
  %1052 = fmul float %416, %962
  %1053 = fmul float %415, %961
  %1054 = fmul float %414, %961
  %1055 = fmul float %413, %962
  %1056 = fmul float %412, %962
  %1057 = fmul float %411, %961
  %1058 = fmul float %410, %961
  %1059 = fmul float %409, %962
  %1060 = fmul float %408, %962
  %1061 = fmul float %407, %961
  %1062 = fmul float %406, %961
  %1063 = fmul float %405, %962
  %1064 = fmul float %404, %962
  %1065 = fmul float %403, %961
  %1066 = fmul float %402, %961
  %1067 = fmul float %401, %962
  %1068 = fmul float %400, %962
  %1069 = fmul float %399, %961
  %1070 = fmul float %398, %961
  %1071 = fmul float %397, %962
  %1072 = fmul float %396, %962
  %1073 = fmul float %395, %961
  %1074 = fmul float %394, %961
  %1075 = fmul float %393, %962
  %1076 = fmul float %392, %962
  %1077 = insertelement <2 x bfloat> poison, bfloat %1013, i64 0
  %1078 = insertelement <2 x bfloat> %1077, bfloat %1014, i64 1
  %1079 = bitcast <2 x bfloat> %1078 to i32
  %1080 = insertelement <2 x bfloat> poison, bfloat %1015, i64 0
  %1081 = insertelement <2 x bfloat> %1080, bfloat %1016, i64 1
  %1082 = bitcast <2 x bfloat> %1081 to i32
  %1083 = insertelement <2 x bfloat> poison, bfloat %1017, i64 0
  %1084 = insertelement <2 x bfloat> %1083, bfloat %1018, i64 1
  %1085 = bitcast <2 x bfloat> %1084 to i32
  %1086 = insertelement <2 x bfloat> poison, bfloat %1019, i64 0
  %1087 = insertelement <2 x bfloat> %1086, bfloat %1020, i64 1
  %1088 = bitcast <2 x bfloat> %1087 to i32
  %1089 = insertelement <2 x bfloat> poison, bfloat %1021, i64 0
  %1090 = insertelement <2 x bfloat> %1089, bfloat %1022, i64 1
  %1091 = bitcast <2 x bfloat> %1090 to i32
  %1092 = insertelement <2 x bfloat> poison, bfloat %1023, i64 0
  %1093 = insertelement <2 x bfloat> %1092, bfloat %1024, i64 1
  %1094 = bitcast <2 x bfloat> %1093 to i32
  %1095 = insertelement <2 x bfloat> poison, bfloat %1025, i64 0
  %1096 = insertelement <2 x bfloat> %1095, bfloat %1026, i64 1
  %1097 = bitcast <2 x bfloat> %1096 to i32
  %1098 = insertelement <2 x bfloat> poison, bfloat %1027, i64 0
  %1099 = insertelement <2 x bfloat> %1098, bfloat %1028, i64 1
  %1100 = bitcast <2 x bfloat> %1099 to i32
  %1101 = insertelement <2 x bfloat> poison, bfloat %1029, i64 0
  %1102 = insertelement <2 x bfloat> %1101, bfloat %1030, i64 1
  %1103 = bitcast <2 x bfloat> %1102 to i32
  %1104 = insertelement <2 x bfloat> poison, bfloat %1031, i64 0
  %1105 = insertelement <2 x bfloat> %1104, bfloat %1032, i64 1
  %1106 = bitcast <2 x bfloat> %1105 to i32
  %1107 = insertelement <2 x bfloat> poison, bfloat %1033, i64 0
  %1108 = insertelement <2 x bfloat> %1107, bfloat %1034, i64 1
  %1109 = bitcast <2 x bfloat> %1108 to i32
  %1110 = insertelement <2 x bfloat> poison, bfloat %1035, i64 0
  %1111 = insertelement <2 x bfloat> %1110, bfloat %1036, i64 1
  %1112 = bitcast <2 x bfloat> %1111 to i32
  %1113 = insertelement <2 x bfloat> poison, bfloat %1037, i64 0
  %1114 = insertelement <2 x bfloat> %1113, bfloat %1038, i64 1
  %1115 = bitcast <2 x bfloat> %1114 to i32
  %1116 = insertelement <2 x bfloat> poison, bfloat %1039, i64 0
  %1117 = insertelement <2 x bfloat> %1116, bfloat %1040, i64 1
  %1118 = bitcast <2 x bfloat> %1117 to i32
  %1119 = insertelement <2 x bfloat> poison, bfloat %1041, i64 0
  %1120 = insertelement <2 x bfloat> %1119, bfloat %1042, i64 1
  %1121 = bitcast <2 x bfloat> %1120 to i32
  %1122 = insertelement <2 x bfloat> poison, bfloat %1043, i64 0
  %1123 = insertelement <2 x bfloat> %1122, bfloat %1044, i64 1
  %1124 = bitcast <2 x bfloat> %1123 to i32
  %1125 = getelementptr bfloat, ptr addrspace(3) %765, i64 %318
  %1126 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1125)
  %1127 = extractvalue { i32, i32, i32, i32 } %1126, 0
  %1128 = extractvalue { i32, i32, i32, i32 } %1126, 1
  %1129 = extractvalue { i32, i32, i32, i32 } %1126, 2
  %1130 = extractvalue { i32, i32, i32, i32 } %1126, 3
  %1131 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1079, i32 %1082, i32 %1085, i32 %1088, i32 %1127, i32 %1128, float %1045, float %1046, float %1047, float %1048) #7
  %1132 = extractvalue { float, float, float, float } %1131, 0
  %1133 = extractvalue { float, float, float, float } %1131, 1
  %1134 = extractvalue { float, float, float, float } %1131, 2
  %1135 = extractvalue { float, float, float, float } %1131, 3
  %1136 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1079, i32 %1082, i32 %1085, i32 %1088, i32 %1129, i32 %1130, float %1049, float %1050, float %1051, float %1052) #7
  %1137 = extractvalue { float, float, float, float } %1136, 0
  %1138 = extractvalue { float, float, float, float } %1136, 1
  %1139 = extractvalue { float, float, float, float } %1136, 2
  %1140 = extractvalue { float, float, float, float } %1136, 3
  %1141 = getelementptr bfloat, ptr addrspace(3) %765, i64 %321
  %1142 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1141)
  %1143 = extractvalue { i32, i32, i32, i32 } %1142, 0
  %1144 = extractvalue { i32, i32, i32, i32 } %1142, 1
  %1145 = extractvalue { i32, i32, i32, i32 } %1142, 2
  %1146 = extractvalue { i32, i32, i32, i32 } %1142, 3
  %1147 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1079, i32 %1082, i32 %1085, i32 %1088, i32 %1143, i32 %1144, float %1053, float %1054, float %1055, float %1056) #7
  %1148 = extractvalue { float, float, float, float } %1147, 0
  %1149 = extractvalue { float, float, float, float } %1147, 1
  %1150 = extractvalue { float, float, float, float } %1147, 2
  %1151 = extractvalue { float, float, float, float } %1147, 3
  %1152 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1079, i32 %1082, i32 %1085, i32 %1088, i32 %1145, i32 %1146, float %1057, float %1058, float %1059, float %1060) #7
  %1153 = extractvalue { float, float, float, float } %1152, 0
  %1154 = extractvalue { float, float, float, float } %1152, 1
  %1155 = extractvalue { float, float, float, float } %1152, 2
  %1156 = extractvalue { float, float, float, float } %1152, 3
  %1157 = getelementptr bfloat, ptr addrspace(3) %765, i64 %324
  %1158 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1157)
  %1159 = extractvalue { i32, i32, i32, i32 } %1158, 0
  %1160 = extractvalue { i32, i32, i32, i32 } %1158, 1
  %1161 = extractvalue { i32, i32, i32, i32 } %1158, 2
  %1162 = extractvalue { i32, i32, i32, i32 } %1158, 3
  %1163 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1079, i32 %1082, i32 %1085, i32 %1088, i32 %1159, i32 %1160, float %1061, float %1062, float %1063, float %1064) #7
  %1164 = extractvalue { float, float, float, float } %1163, 0
  %1165 = extractvalue { float, float, float, float } %1163, 1
  %1166 = extractvalue { float, float, float, float } %1163, 2
  %1167 = extractvalue { float, float, float, float } %1163, 3
  %1168 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1079, i32 %1082, i32 %1085, i32 %1088, i32 %1161, i32 %1162, float %1065, float %1066, float %1067, float %1068) #7
  %1169 = extractvalue { float, float, float, float } %1168, 0
  %1170 = extractvalue { float, float, float, float } %1168, 1
  %1171 = extractvalue { float, float, float, float } %1168, 2
  %1172 = extractvalue { float, float, float, float } %1168, 3
  %1173 = getelementptr bfloat, ptr addrspace(3) %765, i64 %327
  %1174 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1173)
  %1175 = extractvalue { i32, i32, i32, i32 } %1174, 0
  %1176 = extractvalue { i32, i32, i32, i32 } %1174, 1
  %1177 = extractvalue { i32, i32, i32, i32 } %1174, 2
  %1178 = extractvalue { i32, i32, i32, i32 } %1174, 3
  %1179 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1079, i32 %1082, i32 %1085, i32 %1088, i32 %1175, i32 %1176, float %1069, float %1070, float %1071, float %1072) #7
  %1180 = extractvalue { float, float, float, float } %1179, 0
  %1181 = extractvalue { float, float, float, float } %1179, 1
  %1182 = extractvalue { float, float, float, float } %1179, 2
  %1183 = extractvalue { float, float, float, float } %1179, 3
  %1184 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1079, i32 %1082, i32 %1085, i32 %1088, i32 %1177, i32 %1178, float %1073, float %1074, float %1075, float %1076) #7
  %1185 = extractvalue { float, float, float, float } %1184, 0
  %1186 = extractvalue { float, float, float, float } %1184, 1
  %1187 = extractvalue { float, float, float, float } %1184, 2
  %1188 = extractvalue { float, float, float, float } %1184, 3
  %1189 = getelementptr bfloat, ptr addrspace(3) %765, i64 %330
  %1190 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1189)
  %1191 = extractvalue { i32, i32, i32, i32 } %1190, 0
  %1192 = extractvalue { i32, i32, i32, i32 } %1190, 1
  %1193 = extractvalue { i32, i32, i32, i32 } %1190, 2
  %1194 = extractvalue { i32, i32, i32, i32 } %1190, 3
  %1195 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1091, i32 %1094, i32 %1097, i32 %1100, i32 %1191, i32 %1192, float %1132, float %1133, float %1134, float %1135) #7
  %1196 = extractvalue { float, float, float, float } %1195, 0
  %1197 = extractvalue { float, float, float, float } %1195, 1
  %1198 = extractvalue { float, float, float, float } %1195, 2
  %1199 = extractvalue { float, float, float, float } %1195, 3
  %1200 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1091, i32 %1094, i32 %1097, i32 %1100, i32 %1193, i32 %1194, float %1137, float %1138, float %1139, float %1140) #7
  %1201 = extractvalue { float, float, float, float } %1200, 0
  %1202 = extractvalue { float, float, float, float } %1200, 1
  %1203 = extractvalue { float, float, float, float } %1200, 2
  %1204 = extractvalue { float, float, float, float } %1200, 3
  %1205 = getelementptr bfloat, ptr addrspace(3) %765, i64 %332
  %1206 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1205)
  %1207 = extractvalue { i32, i32, i32, i32 } %1206, 0
  %1208 = extractvalue { i32, i32, i32, i32 } %1206, 1
  %1209 = extractvalue { i32, i32, i32, i32 } %1206, 2
  %1210 = extractvalue { i32, i32, i32, i32 } %1206, 3
  %1211 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1091, i32 %1094, i32 %1097, i32 %1100, i32 %1207, i32 %1208, float %1148, float %1149, float %1150, float %1151) #7
  %1212 = extractvalue { float, float, float, float } %1211, 0
  %1213 = extractvalue { float, float, float, float } %1211, 1
  %1214 = extractvalue { float, float, float, float } %1211, 2
  %1215 = extractvalue { float, float, float, float } %1211, 3
  %1216 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1091, i32 %1094, i32 %1097, i32 %1100, i32 %1209, i32 %1210, float %1153, float %1154, float %1155, float %1156) #7
  %1217 = extractvalue { float, float, float, float } %1216, 0
  %1218 = extractvalue { float, float, float, float } %1216, 1
  %1219 = extractvalue { float, float, float, float } %1216, 2
  %1220 = extractvalue { float, float, float, float } %1216, 3
  %1221 = getelementptr bfloat, ptr addrspace(3) %765, i64 %334
  %1222 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1221)
  %1223 = extractvalue { i32, i32, i32, i32 } %1222, 0
  %1224 = extractvalue { i32, i32, i32, i32 } %1222, 1
  %1225 = extractvalue { i32, i32, i32, i32 } %1222, 2
  %1226 = extractvalue { i32, i32, i32, i32 } %1222, 3
  %1227 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1091, i32 %1094, i32 %1097, i32 %1100, i32 %1223, i32 %1224, float %1164, float %1165, float %1166, float %1167) #7
  %1228 = extractvalue { float, float, float, float } %1227, 0
  %1229 = extractvalue { float, float, float, float } %1227, 1
  %1230 = extractvalue { float, float, float, float } %1227, 2
  %1231 = extractvalue { float, float, float, float } %1227, 3
  %1232 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1091, i32 %1094, i32 %1097, i32 %1100, i32 %1225, i32 %1226, float %1169, float %1170, float %1171, float %1172) #7
  %1233 = extractvalue { float, float, float, float } %1232, 0
  %1234 = extractvalue { float, float, float, float } %1232, 1
  %1235 = extractvalue { float, float, float, float } %1232, 2
  %1236 = extractvalue { float, float, float, float } %1232, 3
  %1237 = getelementptr bfloat, ptr addrspace(3) %765, i64 %336
  %1238 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1237)
  %1239 = extractvalue { i32, i32, i32, i32 } %1238, 0
  %1240 = extractvalue { i32, i32, i32, i32 } %1238, 1
  %1241 = extractvalue { i32, i32, i32, i32 } %1238, 2
  %1242 = extractvalue { i32, i32, i32, i32 } %1238, 3
  %1243 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1091, i32 %1094, i32 %1097, i32 %1100, i32 %1239, i32 %1240, float %1180, float %1181, float %1182, float %1183) #7
  %1244 = extractvalue { float, float, float, float } %1243, 0
  %1245 = extractvalue { float, float, float, float } %1243, 1
  %1246 = extractvalue { float, float, float, float } %1243, 2
  %1247 = extractvalue { float, float, float, float } %1243, 3
  %1248 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1091, i32 %1094, i32 %1097, i32 %1100, i32 %1241, i32 %1242, float %1185, float %1186, float %1187, float %1188) #7
  %1249 = extractvalue { float, float, float, float } %1248, 0
  %1250 = extractvalue { float, float, float, float } %1248, 1
  %1251 = extractvalue { float, float, float, float } %1248, 2
  %1252 = extractvalue { float, float, float, float } %1248, 3
  %1253 = getelementptr bfloat, ptr addrspace(3) %765, i64 %339
  %1254 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1253)
  %1255 = extractvalue { i32, i32, i32, i32 } %1254, 0
  %1256 = extractvalue { i32, i32, i32, i32 } %1254, 1
  %1257 = extractvalue { i32, i32, i32, i32 } %1254, 2
  %1258 = extractvalue { i32, i32, i32, i32 } %1254, 3
  %1259 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1103, i32 %1106, i32 %1109, i32 %1112, i32 %1255, i32 %1256, float %1196, float %1197, float %1198, float %1199) #7
  %1260 = extractvalue { float, float, float, float } %1259, 0
  %1261 = extractvalue { float, float, float, float } %1259, 1
  %1262 = extractvalue { float, float, float, float } %1259, 2
  %1263 = extractvalue { float, float, float, float } %1259, 3
  %1264 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1103, i32 %1106, i32 %1109, i32 %1112, i32 %1257, i32 %1258, float %1201, float %1202, float %1203, float %1204) #7
  %1265 = extractvalue { float, float, float, float } %1264, 0
  %1266 = extractvalue { float, float, float, float } %1264, 1
  %1267 = extractvalue { float, float, float, float } %1264, 2
  %1268 = extractvalue { float, float, float, float } %1264, 3
  %1269 = getelementptr bfloat, ptr addrspace(3) %765, i64 %341
  %1270 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1269)
  %1271 = extractvalue { i32, i32, i32, i32 } %1270, 0
  %1272 = extractvalue { i32, i32, i32, i32 } %1270, 1
  %1273 = extractvalue { i32, i32, i32, i32 } %1270, 2
  %1274 = extractvalue { i32, i32, i32, i32 } %1270, 3
  %1275 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1103, i32 %1106, i32 %1109, i32 %1112, i32 %1271, i32 %1272, float %1212, float %1213, float %1214, float %1215) #7
  %1276 = extractvalue { float, float, float, float } %1275, 0
  %1277 = extractvalue { float, float, float, float } %1275, 1
  %1278 = extractvalue { float, float, float, float } %1275, 2
  %1279 = extractvalue { float, float, float, float } %1275, 3
  %1280 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1103, i32 %1106, i32 %1109, i32 %1112, i32 %1273, i32 %1274, float %1217, float %1218, float %1219, float %1220) #7
  %1281 = extractvalue { float, float, float, float } %1280, 0
  %1282 = extractvalue { float, float, float, float } %1280, 1
  %1283 = extractvalue { float, float, float, float } %1280, 2
  %1284 = extractvalue { float, float, float, float } %1280, 3
  %1285 = getelementptr bfloat, ptr addrspace(3) %765, i64 %343
  %1286 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1285)
  %1287 = extractvalue { i32, i32, i32, i32 } %1286, 0
  %1288 = extractvalue { i32, i32, i32, i32 } %1286, 1
  %1289 = extractvalue { i32, i32, i32, i32 } %1286, 2
  %1290 = extractvalue { i32, i32, i32, i32 } %1286, 3
  %1291 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1103, i32 %1106, i32 %1109, i32 %1112, i32 %1287, i32 %1288, float %1228, float %1229, float %1230, float %1231) #7
  %1292 = extractvalue { float, float, float, float } %1291, 0
  %1293 = extractvalue { float, float, float, float } %1291, 1
  %1294 = extractvalue { float, float, float, float } %1291, 2
  %1295 = extractvalue { float, float, float, float } %1291, 3
  %1296 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1103, i32 %1106, i32 %1109, i32 %1112, i32 %1289, i32 %1290, float %1233, float %1234, float %1235, float %1236) #7
  %1297 = extractvalue { float, float, float, float } %1296, 0
  %1298 = extractvalue { float, float, float, float } %1296, 1
  %1299 = extractvalue { float, float, float, float } %1296, 2
  %1300 = extractvalue { float, float, float, float } %1296, 3
  %1301 = getelementptr bfloat, ptr addrspace(3) %765, i64 %345
  %1302 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1301)
  %1303 = extractvalue { i32, i32, i32, i32 } %1302, 0
  %1304 = extractvalue { i32, i32, i32, i32 } %1302, 1
  %1305 = extractvalue { i32, i32, i32, i32 } %1302, 2
  %1306 = extractvalue { i32, i32, i32, i32 } %1302, 3
  %1307 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1103, i32 %1106, i32 %1109, i32 %1112, i32 %1303, i32 %1304, float %1244, float %1245, float %1246, float %1247) #7
  %1308 = extractvalue { float, float, float, float } %1307, 0
  %1309 = extractvalue { float, float, float, float } %1307, 1
  %1310 = extractvalue { float, float, float, float } %1307, 2
  %1311 = extractvalue { float, float, float, float } %1307, 3
  %1312 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1103, i32 %1106, i32 %1109, i32 %1112, i32 %1305, i32 %1306, float %1249, float %1250, float %1251, float %1252) #7
  %1313 = extractvalue { float, float, float, float } %1312, 0
  %1314 = extractvalue { float, float, float, float } %1312, 1
  %1315 = extractvalue { float, float, float, float } %1312, 2
  %1316 = extractvalue { float, float, float, float } %1312, 3
  %1317 = getelementptr bfloat, ptr addrspace(3) %765, i64 %348
  %1318 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1317)
  %1319 = extractvalue { i32, i32, i32, i32 } %1318, 0
  %1320 = extractvalue { i32, i32, i32, i32 } %1318, 1
  %1321 = extractvalue { i32, i32, i32, i32 } %1318, 2
  %1322 = extractvalue { i32, i32, i32, i32 } %1318, 3
  %1323 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1115, i32 %1118, i32 %1121, i32 %1124, i32 %1319, i32 %1320, float %1260, float %1261, float %1262, float %1263) #7
  %1324 = extractvalue { float, float, float, float } %1323, 0
  %1325 = extractvalue { float, float, float, float } %1323, 1
  %1326 = extractvalue { float, float, float, float } %1323, 2
  %1327 = extractvalue { float, float, float, float } %1323, 3
  %1328 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1115, i32 %1118, i32 %1121, i32 %1124, i32 %1321, i32 %1322, float %1265, float %1266, float %1267, float %1268) #7
  %1329 = extractvalue { float, float, float, float } %1328, 0
  %1330 = extractvalue { float, float, float, float } %1328, 1
  %1331 = extractvalue { float, float, float, float } %1328, 2
  %1332 = extractvalue { float, float, float, float } %1328, 3
  %1333 = getelementptr bfloat, ptr addrspace(3) %765, i64 %350
  %1334 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1333)
  %1335 = extractvalue { i32, i32, i32, i32 } %1334, 0
  %1336 = extractvalue { i32, i32, i32, i32 } %1334, 1
  %1337 = extractvalue { i32, i32, i32, i32 } %1334, 2
  %1338 = extractvalue { i32, i32, i32, i32 } %1334, 3
  %1339 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1115, i32 %1118, i32 %1121, i32 %1124, i32 %1335, i32 %1336, float %1276, float %1277, float %1278, float %1279) #7
  %1340 = extractvalue { float, float, float, float } %1339, 0
  %1341 = extractvalue { float, float, float, float } %1339, 1
  %1342 = extractvalue { float, float, float, float } %1339, 2
  %1343 = extractvalue { float, float, float, float } %1339, 3
  %1344 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1115, i32 %1118, i32 %1121, i32 %1124, i32 %1337, i32 %1338, float %1281, float %1282, float %1283, float %1284) #7
  %1345 = extractvalue { float, float, float, float } %1344, 0
  %1346 = extractvalue { float, float, float, float } %1344, 1
  %1347 = extractvalue { float, float, float, float } %1344, 2
  %1348 = extractvalue { float, float, float, float } %1344, 3
  %1349 = getelementptr bfloat, ptr addrspace(3) %765, i64 %352
  %1350 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1349)
  %1351 = extractvalue { i32, i32, i32, i32 } %1350, 0
  %1352 = extractvalue { i32, i32, i32, i32 } %1350, 1
  %1353 = extractvalue { i32, i32, i32, i32 } %1350, 2
  %1354 = extractvalue { i32, i32, i32, i32 } %1350, 3
  %1355 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1115, i32 %1118, i32 %1121, i32 %1124, i32 %1351, i32 %1352, float %1292, float %1293, float %1294, float %1295) #7
  %1356 = extractvalue { float, float, float, float } %1355, 0
  %1357 = extractvalue { float, float, float, float } %1355, 1
  %1358 = extractvalue { float, float, float, float } %1355, 2
  %1359 = extractvalue { float, float, float, float } %1355, 3
  %1360 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1115, i32 %1118, i32 %1121, i32 %1124, i32 %1353, i32 %1354, float %1297, float %1298, float %1299, float %1300) #7
  %1361 = extractvalue { float, float, float, float } %1360, 0
  %1362 = extractvalue { float, float, float, float } %1360, 1
  %1363 = extractvalue { float, float, float, float } %1360, 2
  %1364 = extractvalue { float, float, float, float } %1360, 3
  %1365 = getelementptr bfloat, ptr addrspace(3) %765, i64 %354
  %1366 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1365)
  %1367 = extractvalue { i32, i32, i32, i32 } %1366, 0
  %1368 = extractvalue { i32, i32, i32, i32 } %1366, 1
  %1369 = extractvalue { i32, i32, i32, i32 } %1366, 2
  %1370 = extractvalue { i32, i32, i32, i32 } %1366, 3
  %1371 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1115, i32 %1118, i32 %1121, i32 %1124, i32 %1367, i32 %1368, float %1308, float %1309, float %1310, float %1311) #7
  %1372 = extractvalue { float, float, float, float } %1371, 0
  %1373 = extractvalue { float, float, float, float } %1371, 1
  %1374 = extractvalue { float, float, float, float } %1371, 2
  %1375 = extractvalue { float, float, float, float } %1371, 3
  %1376 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1115, i32 %1118, i32 %1121, i32 %1124, i32 %1369, i32 %1370, float %1313, float %1314, float %1315, float %1316) #7
  %1377 = extractvalue { float, float, float, float } %1376, 0
  %1378 = extractvalue { float, float, float, float } %1376, 1
  %1379 = extractvalue { float, float, float, float } %1376, 2
  %1380 = extractvalue { float, float, float, float } %1376, 3
  br i1 %430, label %389, label %._crit_edge

._crit_edge:                                      ; preds = %485, %.preheader.._crit_edge_crit_edge.critedge
  %.pre-phi219 = phi i32 [ %.pre218, %.preheader.._crit_edge_crit_edge.critedge ], [ %312, %485 ]
  %.pre-phi215 = phi i32 [ %.pre214, %.preheader.._crit_edge_crit_edge.critedge ], [ %299, %485 ]
  %.pre-phi211 = phi i32 [ %.pre210, %.preheader.._crit_edge_crit_edge.critedge ], [ %310, %485 ]
  %.lcssa103 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1011, %485 ]
  %.lcssa102 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1012, %485 ]
  %.lcssa101 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1324, %485 ]
  %.lcssa100 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1325, %485 ]
  %.lcssa99 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1326, %485 ]
  %.lcssa98 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1327, %485 ]
  %.lcssa97 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1329, %485 ]
  %.lcssa96 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1330, %485 ]
  %.lcssa95 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1331, %485 ]
  %.lcssa94 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1332, %485 ]
  %.lcssa93 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1340, %485 ]
  %.lcssa92 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1341, %485 ]
  %.lcssa91 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1342, %485 ]
  %.lcssa90 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1343, %485 ]
  %.lcssa89 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1345, %485 ]
  %.lcssa88 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1346, %485 ]
  %.lcssa87 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1347, %485 ]
  %.lcssa86 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1348, %485 ]
  %.lcssa85 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1356, %485 ]
  %.lcssa84 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1357, %485 ]
  %.lcssa83 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1358, %485 ]
  %.lcssa82 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1359, %485 ]
  %.lcssa81 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1361, %485 ]
  %.lcssa80 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1362, %485 ]
  %.lcssa79 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1363, %485 ]
  %.lcssa78 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1364, %485 ]
  %.lcssa77 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1372, %485 ]
  %.lcssa76 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1373, %485 ]
  %.lcssa75 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1374, %485 ]
  %.lcssa74 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1375, %485 ]
  %.lcssa73 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1377, %485 ]
  %.lcssa72 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1378, %485 ]
  %.lcssa71 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1379, %485 ]
  %.lcssa70 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1380, %485 ]
  %.lcssa69 = phi float [ 0xFFF0000000000000, %.preheader.._crit_edge_crit_edge.critedge ], [ %861, %485 ]
  %.lcssa68 = phi float [ 0xFFF0000000000000, %.preheader.._crit_edge_crit_edge.critedge ], [ %862, %485 ]
  tail call void asm sideeffect "cp.async.wait_all;", "~{memory}"() #7
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1381 = or disjoint i32 %.pre-phi215, %.pre-phi211
  %1382 = zext nneg i32 %1381 to i64
  %1383 = getelementptr float, ptr addrspace(3) @attention_smem, i64 %1382
  store float %.lcssa69, ptr addrspace(3) %1383, align 4
  %1384 = or disjoint i32 %1381, 8
  %1385 = zext nneg i32 %1384 to i64
  %1386 = getelementptr float, ptr addrspace(3) @attention_smem, i64 %1385
  store float %.lcssa68, ptr addrspace(3) %1386, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1387 = fdiv float 1.000000e+00, %.lcssa103
  %1388 = fdiv float 1.000000e+00, %.lcssa102
  %1389 = fmul float %1387, %.lcssa101
  %1390 = fmul float %1387, %.lcssa100
  %1391 = fmul float %1388, %.lcssa99
  %1392 = fmul float %1388, %.lcssa98
  %1393 = fmul float %1387, %.lcssa97
  %1394 = fmul float %1387, %.lcssa96
  %1395 = fmul float %1388, %.lcssa95
  %1396 = fmul float %1388, %.lcssa94
  %1397 = fmul float %1387, %.lcssa93
  %1398 = fmul float %1387, %.lcssa92
  %1399 = fmul float %1388, %.lcssa91
  %1400 = fmul float %1388, %.lcssa90
  %1401 = fmul float %1387, %.lcssa89
  %1402 = fmul float %1387, %.lcssa88
  %1403 = fmul float %1388, %.lcssa87
  %1404 = fmul float %1388, %.lcssa86
  %1405 = fmul float %1387, %.lcssa85
  %1406 = fmul float %1387, %.lcssa84
  %1407 = fmul float %1388, %.lcssa83
  %1408 = fmul float %1388, %.lcssa82
  %1409 = fmul float %1387, %.lcssa81
  %1410 = fmul float %1387, %.lcssa80
  %1411 = fmul float %1388, %.lcssa79
  %1412 = fmul float %1388, %.lcssa78
  %1413 = fmul float %1387, %.lcssa77
  %1414 = fmul float %1387, %.lcssa76
  %1415 = fmul float %1388, %.lcssa75
  %1416 = fmul float %1388, %.lcssa74
  %1417 = fmul float %1387, %.lcssa73
  %1418 = fmul float %1387, %.lcssa72
  %1419 = fmul float %1388, %.lcssa71
  %1420 = fmul float %1388, %.lcssa70
  %1421 = fptrunc float %1389 to bfloat
  %1422 = fptrunc float %1390 to bfloat
  %1423 = fptrunc float %1391 to bfloat
  %1424 = fptrunc float %1392 to bfloat
  %1425 = fptrunc float %1393 to bfloat
  %1426 = fptrunc float %1394 to bfloat
  %1427 = fptrunc float %1395 to bfloat
  %1428 = fptrunc float %1396 to bfloat
  %1429 = fptrunc float %1397 to bfloat
  %1430 = fptrunc float %1398 to bfloat
  %1431 = fptrunc float %1399 to bfloat
  %1432 = fptrunc float %1400 to bfloat
  %1433 = fptrunc float %1401 to bfloat
  %1434 = fptrunc float %1402 to bfloat
  %1435 = fptrunc float %1403 to bfloat
  %1436 = fptrunc float %1404 to bfloat
  %1437 = fptrunc float %1405 to bfloat
  %1438 = fptrunc float %1406 to bfloat
  %1439 = fptrunc float %1407 to bfloat
  %1440 = fptrunc float %1408 to bfloat
  %1441 = fptrunc float %1409 to bfloat
  %1442 = fptrunc float %1410 to bfloat
  %1443 = fptrunc float %1411 to bfloat
  %1444 = fptrunc float %1412 to bfloat
  %1445 = fptrunc float %1413 to bfloat
  %1446 = fptrunc float %1414 to bfloat
  %1447 = fptrunc float %1415 to bfloat
  %1448 = fptrunc float %1416 to bfloat
  %1449 = fptrunc float %1417 to bfloat
  %1450 = fptrunc float %1418 to bfloat
  %1451 = fptrunc float %1419 to bfloat
  %1452 = fptrunc float %1420 to bfloat
  %1453 = or disjoint i32 %1381, %12
  %1454 = add i32 %11, %1453
  %1455 = shl i32 %1454, 6
  %1456 = or disjoint i32 %1455, %.pre-phi219
  %1457 = sext i32 %1456 to i64
  %1458 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1457
  %1459 = icmp slt i32 %1453, %4
  %1460 = zext i1 %1459 to i32
  %1461 = bitcast bfloat %1421 to i16
  %1462 = bitcast bfloat %1422 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1460, i16 %1461, i16 %1462, ptr addrspace(1) %1458) #7
  %1463 = or disjoint i32 %1384, %12
  %1464 = add i32 %11, %1463
  %1465 = shl i32 %1464, 6
  %1466 = or disjoint i32 %1465, %.pre-phi219
  %1467 = sext i32 %1466 to i64
  %1468 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1467
  %1469 = icmp slt i32 %1463, %4
  %1470 = zext i1 %1469 to i32
  %1471 = bitcast bfloat %1423 to i16
  %1472 = bitcast bfloat %1424 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1470, i16 %1471, i16 %1472, ptr addrspace(1) %1468) #7
  %1473 = or disjoint i32 %.pre-phi219, 8
  %1474 = or disjoint i32 %1455, %1473
  %1475 = sext i32 %1474 to i64
  %1476 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1475
  %1477 = bitcast bfloat %1425 to i16
  %1478 = bitcast bfloat %1426 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1460, i16 %1477, i16 %1478, ptr addrspace(1) %1476) #7
  %1479 = or disjoint i32 %1465, %1473
  %1480 = sext i32 %1479 to i64
  %1481 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1480
  %1482 = bitcast bfloat %1427 to i16
  %1483 = bitcast bfloat %1428 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1470, i16 %1482, i16 %1483, ptr addrspace(1) %1481) #7
  %1484 = or disjoint i32 %.pre-phi219, 16
  %1485 = or disjoint i32 %1455, %1484
  %1486 = sext i32 %1485 to i64
  %1487 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1486
  %1488 = bitcast bfloat %1429 to i16
  %1489 = bitcast bfloat %1430 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1460, i16 %1488, i16 %1489, ptr addrspace(1) %1487) #7
  %1490 = or disjoint i32 %1465, %1484
  %1491 = sext i32 %1490 to i64
  %1492 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1491
  %1493 = bitcast bfloat %1431 to i16
  %1494 = bitcast bfloat %1432 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1470, i16 %1493, i16 %1494, ptr addrspace(1) %1492) #7
  %1495 = or disjoint i32 %.pre-phi219, 24
  %1496 = or disjoint i32 %1455, %1495
  %1497 = sext i32 %1496 to i64
  %1498 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1497
  %1499 = bitcast bfloat %1433 to i16
  %1500 = bitcast bfloat %1434 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1460, i16 %1499, i16 %1500, ptr addrspace(1) %1498) #7
  %1501 = or disjoint i32 %1465, %1495
  %1502 = sext i32 %1501 to i64
  %1503 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1502
  %1504 = bitcast bfloat %1435 to i16
  %1505 = bitcast bfloat %1436 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1470, i16 %1504, i16 %1505, ptr addrspace(1) %1503) #7
  %1506 = or disjoint i32 %.pre-phi219, 32
  %1507 = or disjoint i32 %1455, %1506
  %1508 = sext i32 %1507 to i64
  %1509 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1508
  %1510 = bitcast bfloat %1437 to i16
  %1511 = bitcast bfloat %1438 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1460, i16 %1510, i16 %1511, ptr addrspace(1) %1509) #7
  %1512 = or disjoint i32 %1465, %1506
  %1513 = sext i32 %1512 to i64
  %1514 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1513
  %1515 = bitcast bfloat %1439 to i16
  %1516 = bitcast bfloat %1440 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1470, i16 %1515, i16 %1516, ptr addrspace(1) %1514) #7
  %1517 = or disjoint i32 %.pre-phi219, 40
  %1518 = or disjoint i32 %1455, %1517
  %1519 = sext i32 %1518 to i64
  %1520 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1519
  %1521 = bitcast bfloat %1441 to i16
  %1522 = bitcast bfloat %1442 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1460, i16 %1521, i16 %1522, ptr addrspace(1) %1520) #7
  %1523 = or disjoint i32 %1465, %1517
  %1524 = sext i32 %1523 to i64
  %1525 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1524
  %1526 = bitcast bfloat %1443 to i16
  %1527 = bitcast bfloat %1444 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1470, i16 %1526, i16 %1527, ptr addrspace(1) %1525) #7
  %1528 = or disjoint i32 %.pre-phi219, 48
  %1529 = or disjoint i32 %1455, %1528
  %1530 = sext i32 %1529 to i64
  %1531 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1530
  %1532 = bitcast bfloat %1445 to i16
  %1533 = bitcast bfloat %1446 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1460, i16 %1532, i16 %1533, ptr addrspace(1) %1531) #7
  %1534 = or disjoint i32 %1465, %1528
  %1535 = sext i32 %1534 to i64
  %1536 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1535
  %1537 = bitcast bfloat %1447 to i16
  %1538 = bitcast bfloat %1448 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1470, i16 %1537, i16 %1538, ptr addrspace(1) %1536) #7
  %1539 = or disjoint i32 %.pre-phi219, 56
  %1540 = or disjoint i32 %1455, %1539
  %1541 = sext i32 %1540 to i64
  %1542 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1541
  %1543 = bitcast bfloat %1449 to i16
  %1544 = bitcast bfloat %1450 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1460, i16 %1543, i16 %1544, ptr addrspace(1) %1542) #7
  %1545 = or disjoint i32 %1465, %1539
  %1546 = sext i32 %1545 to i64
  %1547 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1546
  %1548 = bitcast bfloat %1451 to i16
  %1549 = bitcast bfloat %1452 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1470, i16 %1548, i16 %1549, ptr addrspace(1) %1547) #7
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
declare float @llvm.nvvm.ex2.approx.f32(float) #5

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
