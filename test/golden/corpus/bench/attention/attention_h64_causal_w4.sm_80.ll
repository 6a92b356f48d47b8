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
  %390 = phi float [ 0xFFF0000000000000, %.preheader ], [ %892, %485 ]
  %391 = phi float [ 0xFFF0000000000000, %.preheader ], [ %891, %485 ]
  %392 = phi float [ 0.000000e+00, %.preheader ], [ %1378, %485 ]
  %393 = phi float [ 0.000000e+00, %.preheader ], [ %1377, %485 ]
  %394 = phi float [ 0.000000e+00, %.preheader ], [ %1376, %485 ]
  %395 = phi float [ 0.000000e+00, %.preheader ], [ %1375, %485 ]
  %396 = phi float [ 0.000000e+00, %.preheader ], [ %1373, %485 ]
  %397 = phi float [ 0.000000e+00, %.preheader ], [ %1372, %485 ]
  %398 = phi float [ 0.000000e+00, %.preheader ], [ %1371, %485 ]
  %399 = phi float [ 0.000000e+00, %.preheader ], [ %1370, %485 ]
  %400 = phi float [ 0.000000e+00, %.preheader ], [ %1362, %485 ]
  %401 = phi float [ 0.000000e+00, %.preheader ], [ %1361, %485 ]
  %402 = phi float [ 0.000000e+00, %.preheader ], [ %1360, %485 ]
  %403 = phi float [ 0.000000e+00, %.preheader ], [ %1359, %485 ]
  %404 = phi float [ 0.000000e+00, %.preheader ], [ %1357, %485 ]
  %405 = phi float [ 0.000000e+00, %.preheader ], [ %1356, %485 ]
  %406 = phi float [ 0.000000e+00, %.preheader ], [ %1355, %485 ]
  %407 = phi float [ 0.000000e+00, %.preheader ], [ %1354, %485 ]
  %408 = phi float [ 0.000000e+00, %.preheader ], [ %1346, %485 ]
  %409 = phi float [ 0.000000e+00, %.preheader ], [ %1345, %485 ]
  %410 = phi float [ 0.000000e+00, %.preheader ], [ %1344, %485 ]
  %411 = phi float [ 0.000000e+00, %.preheader ], [ %1343, %485 ]
  %412 = phi float [ 0.000000e+00, %.preheader ], [ %1341, %485 ]
  %413 = phi float [ 0.000000e+00, %.preheader ], [ %1340, %485 ]
  %414 = phi float [ 0.000000e+00, %.preheader ], [ %1339, %485 ]
  %415 = phi float [ 0.000000e+00, %.preheader ], [ %1338, %485 ]
  %416 = phi float [ 0.000000e+00, %.preheader ], [ %1330, %485 ]
  %417 = phi float [ 0.000000e+00, %.preheader ], [ %1329, %485 ]
  %418 = phi float [ 0.000000e+00, %.preheader ], [ %1328, %485 ]
  %419 = phi float [ 0.000000e+00, %.preheader ], [ %1327, %485 ]
  %420 = phi float [ 0.000000e+00, %.preheader ], [ %1325, %485 ]
  %421 = phi float [ 0.000000e+00, %.preheader ], [ %1324, %485 ]
  %422 = phi float [ 0.000000e+00, %.preheader ], [ %1323, %485 ]
  %423 = phi float [ 0.000000e+00, %.preheader ], [ %1322, %485 ]
  %424 = phi float [ 0.000000e+00, %.preheader ], [ %1010, %485 ]
  %425 = phi float [ 0.000000e+00, %.preheader ], [ %1009, %485 ]
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
  %766 = fmul float %126, %708
  %767 = fmul float %126, %709
  %768 = fmul float %126, %710
  %769 = fmul float %126, %711
  %770 = fmul float %126, %713
  %771 = fmul float %126, %714
  %772 = fmul float %126, %715
  %773 = fmul float %126, %716
  %774 = fmul float %126, %724
  %775 = fmul float %126, %725
  %776 = fmul float %126, %726
  %777 = fmul float %126, %727
  %778 = fmul float %126, %729
  %779 = fmul float %126, %730
  %780 = fmul float %126, %731
  %781 = fmul float %126, %732
  %782 = fmul float %126, %740
  %783 = fmul float %126, %741
  %784 = fmul float %126, %742
  %785 = fmul float %126, %743
  %786 = fmul float %126, %745
  %787 = fmul float %126, %746
  %788 = fmul float %126, %747
  %789 = fmul float %126, %748
  %790 = fmul float %126, %756
  %791 = fmul float %126, %757
  %792 = fmul float %126, %758
  %793 = fmul float %126, %759
  %794 = fmul float %126, %761
  %795 = fmul float %126, %762
  %796 = fmul float %126, %763
  %797 = fmul float %126, %764
  %798 = or disjoint i32 %426, %312
  %.not = icmp sgt i32 %798, %314
  %.not6.not = icmp slt i32 %798, %314
  %.not7 = icmp sgt i32 %798, %315
  %.not8.not = icmp slt i32 %798, %315
  %799 = or disjoint i32 %798, 8
  %.not9 = icmp sgt i32 %799, %314
  %800 = or disjoint i32 %798, 9
  %.not10 = icmp sgt i32 %800, %314
  %.not12 = icmp sgt i32 %800, %315
  %801 = or disjoint i32 %798, 16
  %.not13 = icmp sgt i32 %801, %314
  %802 = or disjoint i32 %798, 17
  %.not14 = icmp sgt i32 %802, %314
  %.not15 = icmp sgt i32 %801, %315
  %.not16 = icmp sgt i32 %802, %315
  %803 = or disjoint i32 %798, 24
  %.not17 = icmp sgt i32 %803, %314
  %804 = or disjoint i32 %798, 25
  %.not18 = icmp sgt i32 %804, %314
  %.not19 = icmp sgt i32 %803, %315
  %.not20 = icmp sgt i32 %804, %315
  %805 = or disjoint i32 %798, 32
  %.not21 = icmp sgt i32 %805, %314
  %806 = or disjoint i32 %798, 33
  %.not22 = icmp sgt i32 %806, %314
  %.not23 = icmp sgt i32 %805, %315
  %.not24 = icmp sgt i32 %806, %315
  %807 = or disjoint i32 %798, 40
  %.not25 = icmp sgt i32 %807, %314
  %808 = or disjoint i32 %798, 41
  %.not26 = icmp sgt i32 %808, %314
  %.not27 = icmp sgt i32 %807, %315
  %.not28 = icmp sgt i32 %808, %315
  %809 = or disjoint i32 %798, 48
  %.not29 = icmp sgt i32 %809, %314
  %810 = or disjoint i32 %798, 49
  %.not30 = icmp sgt i32 %810, %314
  %.not31 = icmp sgt i32 %809, %315
  %.not32 = icmp sgt i32 %810, %315
  %811 = or disjoint i32 %798, 56
  %.not33 = icmp sgt i32 %811, %314
  %812 = or disjoint i32 %798, 57
  %.not34 = icmp sgt i32 %812, %314
  %.not35 = icmp sgt i32 %811, %315
  %.not36 = icmp sgt i32 %812, %315
  %813 = select i1 %.not, float 0xFFF0000000000000, float %766
  %814 = select i1 %.not6.not, float %767, float 0xFFF0000000000000
  %815 = select i1 %.not7, float 0xFFF0000000000000, float %768
  %816 = select i1 %.not8.not, float %769, float 0xFFF0000000000000
  %817 = select i1 %.not9, float 0xFFF0000000000000, float %770
  %818 = select i1 %.not10, float 0xFFF0000000000000, float %771
  %819 = select i1 %.not, float 0xFFF0000000000000, float %772
  %820 = select i1 %.not12, float 0xFFF0000000000000, float %773
  %821 = select i1 %.not13, float 0xFFF0000000000000, float %774
  %822 = select i1 %.not14, float 0xFFF0000000000000, float %775
  %823 = select i1 %.not15, float 0xFFF0000000000000, float %776
  %824 = select i1 %.not16, float 0xFFF0000000000000, float %777
  %825 = select i1 %.not17, float 0xFFF0000000000000, float %778
  %826 = select i1 %.not18, float 0xFFF0000000000000, float %779
  %827 = select i1 %.not19, float 0xFFF0000000000000, float %780
  %828 = select i1 %.not20, float 0xFFF0000000000000, float %781
  %829 = select i1 %.not21, float 0xFFF0000000000000, float %782
  %830 = select i1 %.not22, float 0xFFF0000000000000, float %783
  %831 = select i1 %.not23, float 0xFFF0000000000000, float %784
  %832 = select i1 %.not24, float 0xFFF0000000000000, float %785
  %833 = select i1 %.not25, float 0xFFF0000000000000, float %786
  %834 = select i1 %.not26, float 0xFFF0000000000000, float %787
  %835 = select i1 %.not27, float 0xFFF0000000000000, float %788
  %836 = select i1 %.not28, float 0xFFF0000000000000, float %789
  %837 = select i1 %.not29, float 0xFFF0000000000000, float %790
  %838 = select i1 %.not30, float 0xFFF0000000000000, float %791
  %839 = select i1 %.not31, float 0xFFF0000000000000, float %792
  %840 = select i1 %.not32, float 0xFFF0000000000000, float %793
  %841 = select i1 %.not33, float 0xFFF0000000000000, float %794
  %842 = select i1 %.not34, float 0xFFF0000000000000, float %795
  %843 = select i1 %.not35, float 0xFFF0000000000000, float %796
  %844 = select i1 %.not36, float 0xFFF0000000000000, float %797
  %845 = tail call float @llvm.maxnum.f32(float %813, float %814)
  %846 = tail call float @llvm.maxnum.f32(float %815, float %816)
  %847 = tail call float @llvm.maxnum.f32(float %845, float %817)
  %848 = tail call float @llvm.maxnum.f32(float %847, float %818)
  %849 = tail call float @llvm.maxnum.f32(float %846, float %819)
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
  %875 = bitcast float %872 to i32
  %876 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %875, i32 2, i32 31)
  %877 = bitcast i32 %876 to float
  %878 = tail call float @llvm.maxnum.f32(float %872, float %877)
  %879 = bitcast float %874 to i32
  %880 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %879, i32 2, i32 31)
  %881 = bitcast i32 %880 to float
  %882 = tail call float @llvm.maxnum.f32(float %874, float %881)
  %883 = bitcast float %878 to i32
  %884 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %883, i32 1, i32 31)
  %885 = bitcast i32 %884 to float
  %886 = tail call float @llvm.maxnum.f32(float %878, float %885)
  %887 = bitcast float %882 to i32
  %888 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %887, i32 1, i32 31)
  %889 = bitcast i32 %888 to float
  %890 = tail call float @llvm.maxnum.f32(float %882, float %889)
  %891 = tail call float @llvm.maxnum.f32(float %391, float %886)
  %892 = tail call float @llvm.maxnum.f32(float %390, float %890)
  %893 = fsub float %813, %891
  %894 = fsub float %814, %891
  %895 = fsub float %815, %892
  %896 = fsub float %816, %892
  %897 = fsub float %817, %891
  %898 = fsub float %818, %891
  %899 = fsub float %819, %892
  %900 = fsub float %820, %892
  %901 = fsub float %821, %891
  %902 = fsub float %822, %891
  %903 = fsub float %823, %892
  %904 = fsub float %824, %892
  %905 = fsub float %825, %891
  %906 = fsub float %826, %891
  %907 = fsub float %827, %892
  %908 = fsub float %828, %892
  %909 = fsub float %829, %891
  %910 = fsub float %830, %891
  %911 = fsub float %831, %892
  %912 = fsub float %832, %892
  %913 = fsub float %833, %891
  %914 = fsub float %834, %891
  %915 = fsub float %835, %892
  %916 = fsub float %836, %892
  %917 = fsub float %837, %891
  %918 = fsub float %838, %891
  %919 = fsub float %839, %892
  %920 = fsub float %840, %892
  %921 = fsub float %841, %891
  %922 = fsub float %842, %891
  %923 = fsub float %843, %892
  %924 = fsub float %844, %892
  %925 = tail call float @llvm.nvvm.ex2.approx.f32(float %893)
  %926 = tail call float @llvm.nvvm.ex2.approx.f32(float %894)
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
  %957 = fsub float %391, %891
  %958 = fsub float %390, %892
  %959 = tail call float @llvm.nvvm.ex2.approx.f32(float %957)
  %960 = tail call float @llvm.nvvm.ex2.approx.f32(float %958)
  %961 = fmul float %425, %959
  %962 = fmul float %424, %960
  %963 = fadd float %925, %926
  %964 = fadd float %927, %928
  %965 = fadd float %963, %929
  %966 = fadd float %965, %930
  %967 = fadd float %964, %931
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
  %993 = bitcast float %990 to i32
  %994 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %993, i32 2, i32 31)
  %995 = bitcast i32 %994 to float
  %996 = fadd float %990, %995
  %997 = bitcast float %992 to i32
  %998 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %997, i32 2, i32 31)
  %999 = bitcast i32 %998 to float
  %1000 = fadd float %992, %999
  %1001 = bitcast float %996 to i32
  %1002 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1001, i32 1, i32 31)
  %1003 = bitcast i32 %1002 to float
  %1004 = fadd float %996, %1003
  %1005 = bitcast float %1000 to i32
  %1006 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1005, i32 1, i32 31)
  %1007 = bitcast i32 %1006 to float
  %1008 = fadd float %1000, %1007
  %1009 = fadd float %961, %1004
  %1010 = fadd float %962, %1008
  %1011 = fptrunc float %925 to bfloat
  %1012 = fptrunc float %926 to bfloat
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
  %1043 = fmul float %423, %959
  %1044 = fmul float %422, %959
  %1045 = fmul float %421, %960
  %1046 = fmul float %420, %960
  %1047 = fmul float %419, %959
  %1048 = fmul float %418, %959
  %1049 = fmul float %417, %960
  %1050 = fmul float %416, %960
  %1051 = fmul float %415, %959
  %1052 = fmul float %414, %959
  %1053 = fmul float %413, %960
  %1054 = fmul float %412, %960
  %1055 = fmul float %411, %959
  %1056 = fmul float %410, %959
  %1057 = fmul float %409, %960
  %1058 = fmul float %408, %960
  %1059 = fmul float %407, %959
  %1060 = fmul float %406, %959
  %1061 = fmul float %405, %960
  %1062 = fmul float %404, %960
  %1063 = fmul float %403, %959
  %1064 = fmul float %402, %959
  %1065 = fmul float %401, %960
  %1066 = fmul float %400, %960
  %1067 = fmul float %399, %959
  %1068 = fmul float %398, %959
  %1069 = fmul float %397, %960
  %1070 = fmul float %396, %960
  %1071 = fmul float %395, %959
  %1072 = fmul float %394, %959
  %1073 = fmul float %393, %960
  %1074 = fmul float %392, %960
  %1075 = insertelement <2 x bfloat> poison, bfloat %1011, i64 0
  %1076 = insertelement <2 x bfloat> %1075, bfloat %1012, i64 1
  %1077 = bitcast <2 x bfloat> %1076 to i32
  %1078 = insertelement <2 x bfloat> poison, bfloat %1013, i64 0
  %1079 = insertelement <2 x bfloat> %1078, bfloat %1014, i64 1
  %1080 = bitcast <2 x bfloat> %1079 to i32
  %1081 = insertelement <2 x bfloat> poison, bfloat %1015, i64 0
  %1082 = insertelement <2 x bfloat> %1081, bfloat %1016, i64 1
  %1083 = bitcast <2 x bfloat> %1082 to i32
  %1084 = insertelement <2 x bfloat> poison, bfloat %1017, i64 0
  %1085 = insertelement <2 x bfloat> %1084, bfloat %1018, i64 1
  %1086 = bitcast <2 x bfloat> %1085 to i32
  %1087 = insertelement <2 x bfloat> poison, bfloat %1019, i64 0
  %1088 = insertelement <2 x bfloat> %1087, bfloat %1020, i64 1
  %1089 = bitcast <2 x bfloat> %1088 to i32
  %1090 = insertelement <2 x bfloat> poison, bfloat %1021, i64 0
  %1091 = insertelement <2 x bfloat> %1090, bfloat %1022, i64 1
  %1092 = bitcast <2 x bfloat> %1091 to i32
  %1093 = insertelement <2 x bfloat> poison, bfloat %1023, i64 0
  %1094 = insertelement <2 x bfloat> %1093, bfloat %1024, i64 1
  %1095 = bitcast <2 x bfloat> %1094 to i32
  %1096 = insertelement <2 x bfloat> poison, bfloat %1025, i64 0
  %1097 = insertelement <2 x bfloat> %1096, bfloat %1026, i64 1
  %1098 = bitcast <2 x bfloat> %1097 to i32
  %1099 = insertelement <2 x bfloat> poison, bfloat %1027, i64 0
  %1100 = insertelement <2 x bfloat> %1099, bfloat %1028, i64 1
  %1101 = bitcast <2 x bfloat> %1100 to i32
  %1102 = insertelement <2 x bfloat> poison, bfloat %1029, i64 0
  %1103 = insertelement <2 x bfloat> %1102, bfloat %1030, i64 1
  %1104 = bitcast <2 x bfloat> %1103 to i32
  %1105 = insertelement <2 x bfloat> poison, bfloat %1031, i64 0
  %1106 = insertelement <2 x bfloat> %1105, bfloat %1032, i64 1
  %1107 = bitcast <2 x bfloat> %1106 to i32
  %1108 = insertelement <2 x bfloat> poison, bfloat %1033, i64 0
  %1109 = insertelement <2 x bfloat> %1108, bfloat %1034, i64 1
  %1110 = bitcast <2 x bfloat> %1109 to i32
  %1111 = insertelement <2 x bfloat> poison, bfloat %1035, i64 0
  %1112 = insertelement <2 x bfloat> %1111, bfloat %1036, i64 1
  %1113 = bitcast <2 x bfloat> %1112 to i32
  %1114 = insertelement <2 x bfloat> poison, bfloat %1037, i64 0
  %1115 = insertelement <2 x bfloat> %1114, bfloat %1038, i64 1
  %1116 = bitcast <2 x bfloat> %1115 to i32
  %1117 = insertelement <2 x bfloat> poison, bfloat %1039, i64 0
  %1118 = insertelement <2 x bfloat> %1117, bfloat %1040, i64 1
  %1119 = bitcast <2 x bfloat> %1118 to i32
  %1120 = insertelement <2 x bfloat> poison, bfloat %1041, i64 0
  %1121 = insertelement <2 x bfloat> %1120, bfloat %1042, i64 1
  %1122 = bitcast <2 x bfloat> %1121 to i32
  %1123 = getelementptr bfloat, ptr addrspace(3) %765, i64 %318
  %1124 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1123)
  %1125 = extractvalue { i32, i32, i32, i32 } %1124, 0
  %1126 = extractvalue { i32, i32, i32, i32 } %1124, 1
  %1127 = extractvalue { i32, i32, i32, i32 } %1124, 2
  %1128 = extractvalue { i32, i32, i32, i32 } %1124, 3
  %1129 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1077, i32 %1080, i32 %1083, i32 %1086, i32 %1125, i32 %1126, float %1043, float %1044, float %1045, float %1046) #7
  %1130 = extractvalue { float, float, float, float } %1129, 0
  %1131 = extractvalue { float, float, float, float } %1129, 1
  %1132 = extractvalue { float, float, float, float } %1129, 2
  %1133 = extractvalue { float, float, float, float } %1129, 3
  %1134 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1077, i32 %1080, i32 %1083, i32 %1086, i32 %1127, i32 %1128, float %1047, float %1048, float %1049, float %1050) #7
  %1135 = extractvalue { float, float, float, float } %1134, 0
  %1136 = extractvalue { float, float, float, float } %1134, 1
  %1137 = extractvalue { float, float, float, float } %1134, 2
  %1138 = extractvalue { float, float, float, float } %1134, 3
  %1139 = getelementptr bfloat, ptr addrspace(3) %765, i64 %321
  %1140 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1139)
  %1141 = extractvalue { i32, i32, i32, i32 } %1140, 0
  %1142 = extractvalue { i32, i32, i32, i32 } %1140, 1
  %1143 = extractvalue { i32, i32, i32, i32 } %1140, 2
  %1144 = extractvalue { i32, i32, i32, i32 } %1140, 3
  %1145 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1077, i32 %1080, i32 %1083, i32 %1086, i32 %1141, i32 %1142, float %1051, float %1052, float %1053, float %1054) #7
  %1146 = extractvalue { float, float, float, float } %1145, 0
  %1147 = extractvalue { float, float, float, float } %1145, 1
  %1148 = extractvalue { float, float, float, float } %1145, 2
  %1149 = extractvalue { float, float, float, float } %1145, 3
  %1150 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1077, i32 %1080, i32 %1083, i32 %1086, i32 %1143, i32 %1144, float %1055, float %1056, float %1057, float %1058) #7
  %1151 = extractvalue { float, float, float, float } %1150, 0
  %1152 = extractvalue { float, float, float, float } %1150, 1
  %1153 = extractvalue { float, float, float, float } %1150, 2
  %1154 = extractvalue { float, float, float, float } %1150, 3
  %1155 = getelementptr bfloat, ptr addrspace(3) %765, i64 %324
  %1156 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1155)
  %1157 = extractvalue { i32, i32, i32, i32 } %1156, 0
  %1158 = extractvalue { i32, i32, i32, i32 } %1156, 1
  %1159 = extractvalue { i32, i32, i32, i32 } %1156, 2
  %1160 = extractvalue { i32, i32, i32, i32 } %1156, 3
  %1161 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1077, i32 %1080, i32 %1083, i32 %1086, i32 %1157, i32 %1158, float %1059, float %1060, float %1061, float %1062) #7
  %1162 = extractvalue { float, float, float, float } %1161, 0
  %1163 = extractvalue { float, float, float, float } %1161, 1
  %1164 = extractvalue { float, float, float, float } %1161, 2
  %1165 = extractvalue { float, float, float, float } %1161, 3
  %1166 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1077, i32 %1080, i32 %1083, i32 %1086, i32 %1159, i32 %1160, float %1063, float %1064, float %1065, float %1066) #7
  %1167 = extractvalue { float, float, float, float } %1166, 0
  %1168 = extractvalue { float, float, float, float } %1166, 1
  %1169 = extractvalue { float, float, float, float } %1166, 2
  %1170 = extractvalue { float, float, float, float } %1166, 3
  %1171 = getelementptr bfloat, ptr addrspace(3) %765, i64 %327
  %1172 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1171)
  %1173 = extractvalue { i32, i32, i32, i32 } %1172, 0
  %1174 = extractvalue { i32, i32, i32, i32 } %1172, 1
  %1175 = extractvalue { i32, i32, i32, i32 } %1172, 2
  %1176 = extractvalue { i32, i32, i32, i32 } %1172, 3
  %1177 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1077, i32 %1080, i32 %1083, i32 %1086, i32 %1173, i32 %1174, float %1067, float %1068, float %1069, float %1070) #7
  %1178 = extractvalue { float, float, float, float } %1177, 0
  %1179 = extractvalue { float, float, float, float } %1177, 1
  %1180 = extractvalue { float, float, float, float } %1177, 2
  %1181 = extractvalue { float, float, float, float } %1177, 3
  %1182 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1077, i32 %1080, i32 %1083, i32 %1086, i32 %1175, i32 %1176, float %1071, float %1072, float %1073, float %1074) #7
  %1183 = extractvalue { float, float, float, float } %1182, 0
  %1184 = extractvalue { float, float, float, float } %1182, 1
  %1185 = extractvalue { float, float, float, float } %1182, 2
  %1186 = extractvalue { float, float, float, float } %1182, 3
  %1187 = getelementptr bfloat, ptr addrspace(3) %765, i64 %330
  %1188 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1187)
  %1189 = extractvalue { i32, i32, i32, i32 } %1188, 0
  %1190 = extractvalue { i32, i32, i32, i32 } %1188, 1
  %1191 = extractvalue { i32, i32, i32, i32 } %1188, 2
  %1192 = extractvalue { i32, i32, i32, i32 } %1188, 3
  %1193 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1089, i32 %1092, i32 %1095, i32 %1098, i32 %1189, i32 %1190, float %1130, float %1131, float %1132, float %1133) #7
  %1194 = extractvalue { float, float, float, float } %1193, 0
  %1195 = extractvalue { float, float, float, float } %1193, 1
  %1196 = extractvalue { float, float, float, float } %1193, 2
  %1197 = extractvalue { float, float, float, float } %1193, 3
  %1198 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1089, i32 %1092, i32 %1095, i32 %1098, i32 %1191, i32 %1192, float %1135, float %1136, float %1137, float %1138) #7
  %1199 = extractvalue { float, float, float, float } %1198, 0
  %1200 = extractvalue { float, float, float, float } %1198, 1
  %1201 = extractvalue { float, float, float, float } %1198, 2
  %1202 = extractvalue { float, float, float, float } %1198, 3
  %1203 = getelementptr bfloat, ptr addrspace(3) %765, i64 %332
  %1204 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1203)
  %1205 = extractvalue { i32, i32, i32, i32 } %1204, 0
  %1206 = extractvalue { i32, i32, i32, i32 } %1204, 1
  %1207 = extractvalue { i32, i32, i32, i32 } %1204, 2
  %1208 = extractvalue { i32, i32, i32, i32 } %1204, 3
  %1209 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1089, i32 %1092, i32 %1095, i32 %1098, i32 %1205, i32 %1206, float %1146, float %1147, float %1148, float %1149) #7
  %1210 = extractvalue { float, float, float, float } %1209, 0
  %1211 = extractvalue { float, float, float, float } %1209, 1
  %1212 = extractvalue { float, float, float, float } %1209, 2
  %1213 = extractvalue { float, float, float, float } %1209, 3
  %1214 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1089, i32 %1092, i32 %1095, i32 %1098, i32 %1207, i32 %1208, float %1151, float %1152, float %1153, float %1154) #7
  %1215 = extractvalue { float, float, float, float } %1214, 0
  %1216 = extractvalue { float, float, float, float } %1214, 1
  %1217 = extractvalue { float, float, float, float } %1214, 2
  %1218 = extractvalue { float, float, float, float } %1214, 3
  %1219 = getelementptr bfloat, ptr addrspace(3) %765, i64 %334
  %1220 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1219)
  %1221 = extractvalue { i32, i32, i32, i32 } %1220, 0
  %1222 = extractvalue { i32, i32, i32, i32 } %1220, 1
  %1223 = extractvalue { i32, i32, i32, i32 } %1220, 2
  %1224 = extractvalue { i32, i32, i32, i32 } %1220, 3
  %1225 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1089, i32 %1092, i32 %1095, i32 %1098, i32 %1221, i32 %1222, float %1162, float %1163, float %1164, float %1165) #7
  %1226 = extractvalue { float, float, float, float } %1225, 0
  %1227 = extractvalue { float, float, float, float } %1225, 1
  %1228 = extractvalue { float, float, float, float } %1225, 2
  %1229 = extractvalue { float, float, float, float } %1225, 3
  %1230 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1089, i32 %1092, i32 %1095, i32 %1098, i32 %1223, i32 %1224, float %1167, float %1168, float %1169, float %1170) #7
  %1231 = extractvalue { float, float, float, float } %1230, 0
  %1232 = extractvalue { float, float, float, float } %1230, 1
  %1233 = extractvalue { float, float, float, float } %1230, 2
  %1234 = extractvalue { float, float, float, float } %1230, 3
  %1235 = getelementptr bfloat, ptr addrspace(3) %765, i64 %336
  %1236 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1235)
  %1237 = extractvalue { i32, i32, i32, i32 } %1236, 0
  %1238 = extractvalue { i32, i32, i32, i32 } %1236, 1
  %1239 = extractvalue { i32, i32, i32, i32 } %1236, 2
  %1240 = extractvalue { i32, i32, i32, i32 } %1236, 3
  %1241 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1089, i32 %1092, i32 %1095, i32 %1098, i32 %1237, i32 %1238, float %1178, float %1179, float %1180, float %1181) #7
  %1242 = extractvalue { float, float, float, float } %1241, 0
  %1243 = extractvalue { float, float, float, float } %1241, 1
  %1244 = extractvalue { float, float, float, float } %1241, 2
  %1245 = extractvalue { float, float, float, float } %1241, 3
  %1246 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1089, i32 %1092, i32 %1095, i32 %1098, i32 %1239, i32 %1240, float %1183, float %1184, float %1185, float %1186) #7
  %1247 = extractvalue { float, float, float, float } %1246, 0
  %1248 = extractvalue { float, float, float, float } %1246, 1
  %1249 = extractvalue { float, float, float, float } %1246, 2
  %1250 = extractvalue { float, float, float, float } %1246, 3
  %1251 = getelementptr bfloat, ptr addrspace(3) %765, i64 %339
  %1252 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1251)
  %1253 = extractvalue { i32, i32, i32, i32 } %1252, 0
  %1254 = extractvalue { i32, i32, i32, i32 } %1252, 1
  %1255 = extractvalue { i32, i32, i32, i32 } %1252, 2
  %1256 = extractvalue { i32, i32, i32, i32 } %1252, 3
  %1257 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1101, i32 %1104, i32 %1107, i32 %1110, i32 %1253, i32 %1254, float %1194, float %1195, float %1196, float %1197) #7
  %1258 = extractvalue { float, float, float, float } %1257, 0
  %1259 = extractvalue { float, float, float, float } %1257, 1
  %1260 = extractvalue { float, float, float, float } %1257, 2
  %1261 = extractvalue { float, float, float, float } %1257, 3
  %1262 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1101, i32 %1104, i32 %1107, i32 %1110, i32 %1255, i32 %1256, float %1199, float %1200, float %1201, float %1202) #7
  %1263 = extractvalue { float, float, float, float } %1262, 0
  %1264 = extractvalue { float, float, float, float } %1262, 1
  %1265 = extractvalue { float, float, float, float } %1262, 2
  %1266 = extractvalue { float, float, float, float } %1262, 3
  %1267 = getelementptr bfloat, ptr addrspace(3) %765, i64 %341
  %1268 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1267)
  %1269 = extractvalue { i32, i32, i32, i32 } %1268, 0
  %1270 = extractvalue { i32, i32, i32, i32 } %1268, 1
  %1271 = extractvalue { i32, i32, i32, i32 } %1268, 2
  %1272 = extractvalue { i32, i32, i32, i32 } %1268, 3
  %1273 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1101, i32 %1104, i32 %1107, i32 %1110, i32 %1269, i32 %1270, float %1210, float %1211, float %1212, float %1213) #7
  %1274 = extractvalue { float, float, float, float } %1273, 0
  %1275 = extractvalue { float, float, float, float } %1273, 1
  %1276 = extractvalue { float, float, float, float } %1273, 2
  %1277 = extractvalue { float, float, float, float } %1273, 3
  %1278 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1101, i32 %1104, i32 %1107, i32 %1110, i32 %1271, i32 %1272, float %1215, float %1216, float %1217, float %1218) #7
  %1279 = extractvalue { float, float, float, float } %1278, 0
  %1280 = extractvalue { float, float, float, float } %1278, 1
  %1281 = extractvalue { float, float, float, float } %1278, 2
  %1282 = extractvalue { float, float, float, float } %1278, 3
  %1283 = getelementptr bfloat, ptr addrspace(3) %765, i64 %343
  %1284 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1283)
  %1285 = extractvalue { i32, i32, i32, i32 } %1284, 0
  %1286 = extractvalue { i32, i32, i32, i32 } %1284, 1
  %1287 = extractvalue { i32, i32, i32, i32 } %1284, 2
  %1288 = extractvalue { i32, i32, i32, i32 } %1284, 3
  %1289 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1101, i32 %1104, i32 %1107, i32 %1110, i32 %1285, i32 %1286, float %1226, float %1227, float %1228, float %1229) #7
  %1290 = extractvalue { float, float, float, float } %1289, 0
  %1291 = extractvalue { float, float, float, float } %1289, 1
  %1292 = extractvalue { float, float, float, float } %1289, 2
  %1293 = extractvalue { float, float, float, float } %1289, 3
  %1294 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1101, i32 %1104, i32 %1107, i32 %1110, i32 %1287, i32 %1288, float %1231, float %1232, float %1233, float %1234) #7
  %1295 = extractvalue { float, float, float, float } %1294, 0
  %1296 = extractvalue { float, float, float, float } %1294, 1
  %1297 = extractvalue { float, float, float, float } %1294, 2
  %1298 = extractvalue { float, float, float, float } %1294, 3
  %1299 = getelementptr bfloat, ptr addrspace(3) %765, i64 %345
  %1300 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1299)
  %1301 = extractvalue { i32, i32, i32, i32 } %1300, 0
  %1302 = extractvalue { i32, i32, i32, i32 } %1300, 1
  %1303 = extractvalue { i32, i32, i32, i32 } %1300, 2
  %1304 = extractvalue { i32, i32, i32, i32 } %1300, 3
  %1305 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1101, i32 %1104, i32 %1107, i32 %1110, i32 %1301, i32 %1302, float %1242, float %1243, float %1244, float %1245) #7
  %1306 = extractvalue { float, float, float, float } %1305, 0
  %1307 = extractvalue { float, float, float, float } %1305, 1
  %1308 = extractvalue { float, float, float, float } %1305, 2
  %1309 = extractvalue { float, float, float, float } %1305, 3
  %1310 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1101, i32 %1104, i32 %1107, i32 %1110, i32 %1303, i32 %1304, float %1247, float %1248, float %1249, float %1250) #7
  %1311 = extractvalue { float, float, float, float } %1310, 0
  %1312 = extractvalue { float, float, float, float } %1310, 1
  %1313 = extractvalue { float, float, float, float } %1310, 2
  %1314 = extractvalue { float, float, float, float } %1310, 3
  %1315 = getelementptr bfloat, ptr addrspace(3) %765, i64 %348
  %1316 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1315)
  %1317 = extractvalue { i32, i32, i32, i32 } %1316, 0
  %1318 = extractvalue { i32, i32, i32, i32 } %1316, 1
  %1319 = extractvalue { i32, i32, i32, i32 } %1316, 2
  %1320 = extractvalue { i32, i32, i32, i32 } %1316, 3
  %1321 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1113, i32 %1116, i32 %1119, i32 %1122, i32 %1317, i32 %1318, float %1258, float %1259, float %1260, float %1261) #7
  %1322 = extractvalue { float, float, float, float } %1321, 0
  %1323 = extractvalue { float, float, float, float } %1321, 1
  %1324 = extractvalue { float, float, float, float } %1321, 2
  %1325 = extractvalue { float, float, float, float } %1321, 3
  %1326 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1113, i32 %1116, i32 %1119, i32 %1122, i32 %1319, i32 %1320, float %1263, float %1264, float %1265, float %1266) #7
  %1327 = extractvalue { float, float, float, float } %1326, 0
  %1328 = extractvalue { float, float, float, float } %1326, 1
  %1329 = extractvalue { float, float, float, float } %1326, 2
  %1330 = extractvalue { float, float, float, float } %1326, 3
  %1331 = getelementptr bfloat, ptr addrspace(3) %765, i64 %350
  %1332 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1331)
  %1333 = extractvalue { i32, i32, i32, i32 } %1332, 0
  %1334 = extractvalue { i32, i32, i32, i32 } %1332, 1
  %1335 = extractvalue { i32, i32, i32, i32 } %1332, 2
  %1336 = extractvalue { i32, i32, i32, i32 } %1332, 3
  %1337 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1113, i32 %1116, i32 %1119, i32 %1122, i32 %1333, i32 %1334, float %1274, float %1275, float %1276, float %1277) #7
  %1338 = extractvalue { float, float, float, float } %1337, 0
  %1339 = extractvalue { float, float, float, float } %1337, 1
  %1340 = extractvalue { float, float, float, float } %1337, 2
  %1341 = extractvalue { float, float, float, float } %1337, 3
  %1342 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1113, i32 %1116, i32 %1119, i32 %1122, i32 %1335, i32 %1336, float %1279, float %1280, float %1281, float %1282) #7
  %1343 = extractvalue { float, float, float, float } %1342, 0
  %1344 = extractvalue { float, float, float, float } %1342, 1
  %1345 = extractvalue { float, float, float, float } %1342, 2
  %1346 = extractvalue { float, float, float, float } %1342, 3
  %1347 = getelementptr bfloat, ptr addrspace(3) %765, i64 %352
  %1348 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1347)
  %1349 = extractvalue { i32, i32, i32, i32 } %1348, 0
  %1350 = extractvalue { i32, i32, i32, i32 } %1348, 1
  %1351 = extractvalue { i32, i32, i32, i32 } %1348, 2
  %1352 = extractvalue { i32, i32, i32, i32 } %1348, 3
  %1353 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1113, i32 %1116, i32 %1119, i32 %1122, i32 %1349, i32 %1350, float %1290, float %1291, float %1292, float %1293) #7
  %1354 = extractvalue { float, float, float, float } %1353, 0
  %1355 = extractvalue { float, float, float, float } %1353, 1
  %1356 = extractvalue { float, float, float, float } %1353, 2
  %1357 = extractvalue { float, float, float, float } %1353, 3
  %1358 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1113, i32 %1116, i32 %1119, i32 %1122, i32 %1351, i32 %1352, float %1295, float %1296, float %1297, float %1298) #7
  %1359 = extractvalue { float, float, float, float } %1358, 0
  %1360 = extractvalue { float, float, float, float } %1358, 1
  %1361 = extractvalue { float, float, float, float } %1358, 2
  %1362 = extractvalue { float, float, float, float } %1358, 3
  %1363 = getelementptr bfloat, ptr addrspace(3) %765, i64 %354
  %1364 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1363)
  %1365 = extractvalue { i32, i32, i32, i32 } %1364, 0
  %1366 = extractvalue { i32, i32, i32, i32 } %1364, 1
  %1367 = extractvalue { i32, i32, i32, i32 } %1364, 2
  %1368 = extractvalue { i32, i32, i32, i32 } %1364, 3
  %1369 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1113, i32 %1116, i32 %1119, i32 %1122, i32 %1365, i32 %1366, float %1306, float %1307, float %1308, float %1309) #7
  %1370 = extractvalue { float, float, float, float } %1369, 0
  %1371 = extractvalue { float, float, float, float } %1369, 1
  %1372 = extractvalue { float, float, float, float } %1369, 2
  %1373 = extractvalue { float, float, float, float } %1369, 3
  %1374 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1113, i32 %1116, i32 %1119, i32 %1122, i32 %1367, i32 %1368, float %1311, float %1312, float %1313, float %1314) #7
  %1375 = extractvalue { float, float, float, float } %1374, 0
  %1376 = extractvalue { float, float, float, float } %1374, 1
  %1377 = extractvalue { float, float, float, float } %1374, 2
  %1378 = extractvalue { float, float, float, float } %1374, 3
  br i1 %430, label %389, label %._crit_edge

._crit_edge:                                      ; preds = %485, %.preheader.._crit_edge_crit_edge.critedge
  %.pre-phi219 = phi i32 [ %.pre218, %.preheader.._crit_edge_crit_edge.critedge ], [ %312, %485 ]
  %.pre-phi215 = phi i32 [ %.pre214, %.preheader.._crit_edge_crit_edge.critedge ], [ %299, %485 ]
  %.pre-phi211 = phi i32 [ %.pre210, %.preheader.._crit_edge_crit_edge.critedge ], [ %310, %485 ]
  %.lcssa103 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1009, %485 ]
  %.lcssa102 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1010, %485 ]
  %.lcssa101 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1322, %485 ]
  %.lcssa100 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1323, %485 ]
  %.lcssa99 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1324, %485 ]
  %.lcssa98 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1325, %485 ]
  %.lcssa97 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1327, %485 ]
  %.lcssa96 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1328, %485 ]
  %.lcssa95 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1329, %485 ]
  %.lcssa94 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1330, %485 ]
  %.lcssa93 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1338, %485 ]
  %.lcssa92 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1339, %485 ]
  %.lcssa91 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1340, %485 ]
  %.lcssa90 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1341, %485 ]
  %.lcssa89 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1343, %485 ]
  %.lcssa88 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1344, %485 ]
  %.lcssa87 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1345, %485 ]
  %.lcssa86 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1346, %485 ]
  %.lcssa85 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1354, %485 ]
  %.lcssa84 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1355, %485 ]
  %.lcssa83 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1356, %485 ]
  %.lcssa82 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1357, %485 ]
  %.lcssa81 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1359, %485 ]
  %.lcssa80 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1360, %485 ]
  %.lcssa79 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1361, %485 ]
  %.lcssa78 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1362, %485 ]
  %.lcssa77 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1370, %485 ]
  %.lcssa76 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1371, %485 ]
  %.lcssa75 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1372, %485 ]
  %.lcssa74 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1373, %485 ]
  %.lcssa73 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1375, %485 ]
  %.lcssa72 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1376, %485 ]
  %.lcssa71 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1377, %485 ]
  %.lcssa70 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1378, %485 ]
  %.lcssa69 = phi float [ 0xFFF0000000000000, %.preheader.._crit_edge_crit_edge.critedge ], [ %891, %485 ]
  %.lcssa68 = phi float [ 0xFFF0000000000000, %.preheader.._crit_edge_crit_edge.critedge ], [ %892, %485 ]
  tail call void asm sideeffect "cp.async.wait_all;", "~{memory}"() #7
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1379 = or disjoint i32 %.pre-phi215, %.pre-phi211
  %1380 = zext nneg i32 %1379 to i64
  %1381 = getelementptr float, ptr addrspace(3) @attention_smem, i64 %1380
  store float %.lcssa69, ptr addrspace(3) %1381, align 4
  %1382 = or disjoint i32 %1379, 8
  %1383 = zext nneg i32 %1382 to i64
  %1384 = getelementptr float, ptr addrspace(3) @attention_smem, i64 %1383
  store float %.lcssa68, ptr addrspace(3) %1384, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1385 = fdiv float %.lcssa101, %.lcssa103
  %1386 = fdiv float %.lcssa100, %.lcssa103
  %1387 = fdiv float %.lcssa99, %.lcssa102
  %1388 = fdiv float %.lcssa98, %.lcssa102
  %1389 = fdiv float %.lcssa97, %.lcssa103
  %1390 = fdiv float %.lcssa96, %.lcssa103
  %1391 = fdiv float %.lcssa95, %.lcssa102
  %1392 = fdiv float %.lcssa94, %.lcssa102
  %1393 = fdiv float %.lcssa93, %.lcssa103
  %1394 = fdiv float %.lcssa92, %.lcssa103
  %1395 = fdiv float %.lcssa91, %.lcssa102
  %1396 = fdiv float %.lcssa90, %.lcssa102
  %1397 = fdiv float %.lcssa89, %.lcssa103
  %1398 = fdiv float %.lcssa88, %.lcssa103
  %1399 = fdiv float %.lcssa87, %.lcssa102
  %1400 = fdiv float %.lcssa86, %.lcssa102
  %1401 = fdiv float %.lcssa85, %.lcssa103
  %1402 = fdiv float %.lcssa84, %.lcssa103
  %1403 = fdiv float %.lcssa83, %.lcssa102
  %1404 = fdiv float %.lcssa82, %.lcssa102
  %1405 = fdiv float %.lcssa81, %.lcssa103
  %1406 = fdiv float %.lcssa80, %.lcssa103
  %1407 = fdiv float %.lcssa79, %.lcssa102
  %1408 = fdiv float %.lcssa78, %.lcssa102
  %1409 = fdiv float %.lcssa77, %.lcssa103
  %1410 = fdiv float %.lcssa76, %.lcssa103
  %1411 = fdiv float %.lcssa75, %.lcssa102
  %1412 = fdiv float %.lcssa74, %.lcssa102
  %1413 = fdiv float %.lcssa73, %.lcssa103
  %1414 = fdiv float %.lcssa72, %.lcssa103
  %1415 = fdiv float %.lcssa71, %.lcssa102
  %1416 = fdiv float %.lcssa70, %.lcssa102
  %1417 = fptrunc float %1385 to bfloat
  %1418 = fptrunc float %1386 to bfloat
  %1419 = fptrunc float %1387 to bfloat
  %1420 = fptrunc float %1388 to bfloat
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
  %1449 = or disjoint i32 %1379, %12
  %1450 = add i32 %11, %1449
  %1451 = shl i32 %1450, 6
  %1452 = or disjoint i32 %1451, %.pre-phi219
  %1453 = sext i32 %1452 to i64
  %1454 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1453
  %1455 = icmp slt i32 %1449, %4
  %1456 = zext i1 %1455 to i32
  %1457 = bitcast bfloat %1417 to i16
  %1458 = bitcast bfloat %1418 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1456, i16 %1457, i16 %1458, ptr addrspace(1) %1454) #7
  %1459 = or disjoint i32 %1382, %12
  %1460 = add i32 %11, %1459
  %1461 = shl i32 %1460, 6
  %1462 = or disjoint i32 %1461, %.pre-phi219
  %1463 = sext i32 %1462 to i64
  %1464 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1463
  %1465 = icmp slt i32 %1459, %4
  %1466 = zext i1 %1465 to i32
  %1467 = bitcast bfloat %1419 to i16
  %1468 = bitcast bfloat %1420 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1466, i16 %1467, i16 %1468, ptr addrspace(1) %1464) #7
  %1469 = or disjoint i32 %.pre-phi219, 8
  %1470 = or disjoint i32 %1451, %1469
  %1471 = sext i32 %1470 to i64
  %1472 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1471
  %1473 = bitcast bfloat %1421 to i16
  %1474 = bitcast bfloat %1422 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1456, i16 %1473, i16 %1474, ptr addrspace(1) %1472) #7
  %1475 = or disjoint i32 %1461, %1469
  %1476 = sext i32 %1475 to i64
  %1477 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1476
  %1478 = bitcast bfloat %1423 to i16
  %1479 = bitcast bfloat %1424 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1466, i16 %1478, i16 %1479, ptr addrspace(1) %1477) #7
  %1480 = or disjoint i32 %.pre-phi219, 16
  %1481 = or disjoint i32 %1451, %1480
  %1482 = sext i32 %1481 to i64
  %1483 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1482
  %1484 = bitcast bfloat %1425 to i16
  %1485 = bitcast bfloat %1426 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1456, i16 %1484, i16 %1485, ptr addrspace(1) %1483) #7
  %1486 = or disjoint i32 %1461, %1480
  %1487 = sext i32 %1486 to i64
  %1488 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1487
  %1489 = bitcast bfloat %1427 to i16
  %1490 = bitcast bfloat %1428 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1466, i16 %1489, i16 %1490, ptr addrspace(1) %1488) #7
  %1491 = or disjoint i32 %.pre-phi219, 24
  %1492 = or disjoint i32 %1451, %1491
  %1493 = sext i32 %1492 to i64
  %1494 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1493
  %1495 = bitcast bfloat %1429 to i16
  %1496 = bitcast bfloat %1430 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1456, i16 %1495, i16 %1496, ptr addrspace(1) %1494) #7
  %1497 = or disjoint i32 %1461, %1491
  %1498 = sext i32 %1497 to i64
  %1499 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1498
  %1500 = bitcast bfloat %1431 to i16
  %1501 = bitcast bfloat %1432 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1466, i16 %1500, i16 %1501, ptr addrspace(1) %1499) #7
  %1502 = or disjoint i32 %.pre-phi219, 32
  %1503 = or disjoint i32 %1451, %1502
  %1504 = sext i32 %1503 to i64
  %1505 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1504
  %1506 = bitcast bfloat %1433 to i16
  %1507 = bitcast bfloat %1434 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1456, i16 %1506, i16 %1507, ptr addrspace(1) %1505) #7
  %1508 = or disjoint i32 %1461, %1502
  %1509 = sext i32 %1508 to i64
  %1510 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1509
  %1511 = bitcast bfloat %1435 to i16
  %1512 = bitcast bfloat %1436 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1466, i16 %1511, i16 %1512, ptr addrspace(1) %1510) #7
  %1513 = or disjoint i32 %.pre-phi219, 40
  %1514 = or disjoint i32 %1451, %1513
  %1515 = sext i32 %1514 to i64
  %1516 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1515
  %1517 = bitcast bfloat %1437 to i16
  %1518 = bitcast bfloat %1438 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1456, i16 %1517, i16 %1518, ptr addrspace(1) %1516) #7
  %1519 = or disjoint i32 %1461, %1513
  %1520 = sext i32 %1519 to i64
  %1521 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1520
  %1522 = bitcast bfloat %1439 to i16
  %1523 = bitcast bfloat %1440 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1466, i16 %1522, i16 %1523, ptr addrspace(1) %1521) #7
  %1524 = or disjoint i32 %.pre-phi219, 48
  %1525 = or disjoint i32 %1451, %1524
  %1526 = sext i32 %1525 to i64
  %1527 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1526
  %1528 = bitcast bfloat %1441 to i16
  %1529 = bitcast bfloat %1442 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1456, i16 %1528, i16 %1529, ptr addrspace(1) %1527) #7
  %1530 = or disjoint i32 %1461, %1524
  %1531 = sext i32 %1530 to i64
  %1532 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1531
  %1533 = bitcast bfloat %1443 to i16
  %1534 = bitcast bfloat %1444 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1466, i16 %1533, i16 %1534, ptr addrspace(1) %1532) #7
  %1535 = or disjoint i32 %.pre-phi219, 56
  %1536 = or disjoint i32 %1451, %1535
  %1537 = sext i32 %1536 to i64
  %1538 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1537
  %1539 = bitcast bfloat %1445 to i16
  %1540 = bitcast bfloat %1446 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1456, i16 %1539, i16 %1540, ptr addrspace(1) %1538) #7
  %1541 = or disjoint i32 %1461, %1535
  %1542 = sext i32 %1541 to i64
  %1543 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1542
  %1544 = bitcast bfloat %1447 to i16
  %1545 = bitcast bfloat %1448 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1466, i16 %1544, i16 %1545, ptr addrspace(1) %1543) #7
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
