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
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %127 = mul nuw nsw i32 %13, 72
  %128 = add nuw nsw i32 %127, %45
  %129 = shl nuw nsw i32 %128, 1
  %130 = zext nneg i32 %129 to i64
  %131 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %130
  %132 = insertelement <4 x i16> poison, i16 %66, i64 0
  %133 = insertelement <4 x i16> %132, i16 %67, i64 1
  %134 = insertelement <4 x i16> %133, i16 %68, i64 2
  %135 = insertelement <4 x i16> %134, i16 %69, i64 3
  store <4 x i16> %135, ptr addrspace(3) %131, align 8
  %136 = mul nuw nsw i32 %17, 72
  %137 = add nuw nsw i32 %136, %45
  %138 = shl nuw nsw i32 %137, 1
  %139 = zext nneg i32 %138 to i64
  %140 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %139
  %141 = insertelement <4 x i16> poison, i16 %74, i64 0
  %142 = insertelement <4 x i16> %141, i16 %75, i64 1
  %143 = insertelement <4 x i16> %142, i16 %76, i64 2
  %144 = insertelement <4 x i16> %143, i16 %77, i64 3
  store <4 x i16> %144, ptr addrspace(3) %140, align 8
  %145 = mul nuw nsw i32 %21, 72
  %146 = add nuw nsw i32 %145, %45
  %147 = shl nuw nsw i32 %146, 1
  %148 = zext nneg i32 %147 to i64
  %149 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %148
  %150 = insertelement <4 x i16> poison, i16 %82, i64 0
  %151 = insertelement <4 x i16> %150, i16 %83, i64 1
  %152 = insertelement <4 x i16> %151, i16 %84, i64 2
  %153 = insertelement <4 x i16> %152, i16 %85, i64 3
  store <4 x i16> %153, ptr addrspace(3) %149, align 8
  %154 = mul nuw nsw i32 %25, 72
  %155 = add nuw nsw i32 %154, %45
  %156 = shl nuw nsw i32 %155, 1
  %157 = zext nneg i32 %156 to i64
  %158 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %157
  %159 = insertelement <4 x i16> poison, i16 %90, i64 0
  %160 = insertelement <4 x i16> %159, i16 %91, i64 1
  %161 = insertelement <4 x i16> %160, i16 %92, i64 2
  %162 = insertelement <4 x i16> %161, i16 %93, i64 3
  store <4 x i16> %162, ptr addrspace(3) %158, align 8
  %163 = mul nuw nsw i32 %29, 72
  %164 = add nuw nsw i32 %163, %45
  %165 = shl nuw nsw i32 %164, 1
  %166 = zext nneg i32 %165 to i64
  %167 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %166
  %168 = insertelement <4 x i16> poison, i16 %98, i64 0
  %169 = insertelement <4 x i16> %168, i16 %99, i64 1
  %170 = insertelement <4 x i16> %169, i16 %100, i64 2
  %171 = insertelement <4 x i16> %170, i16 %101, i64 3
  store <4 x i16> %171, ptr addrspace(3) %167, align 8
  %172 = mul nuw nsw i32 %33, 72
  %173 = add nuw nsw i32 %172, %45
  %174 = shl nuw nsw i32 %173, 1
  %175 = zext nneg i32 %174 to i64
  %176 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %175
  %177 = insertelement <4 x i16> poison, i16 %106, i64 0
  %178 = insertelement <4 x i16> %177, i16 %107, i64 1
  %179 = insertelement <4 x i16> %178, i16 %108, i64 2
  %180 = insertelement <4 x i16> %179, i16 %109, i64 3
  store <4 x i16> %180, ptr addrspace(3) %176, align 8
  %181 = mul nuw nsw i32 %37, 72
  %182 = add nuw nsw i32 %181, %45
  %183 = shl nuw nsw i32 %182, 1
  %184 = zext nneg i32 %183 to i64
  %185 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %184
  %186 = insertelement <4 x i16> poison, i16 %114, i64 0
  %187 = insertelement <4 x i16> %186, i16 %115, i64 1
  %188 = insertelement <4 x i16> %187, i16 %116, i64 2
  %189 = insertelement <4 x i16> %188, i16 %117, i64 3
  store <4 x i16> %189, ptr addrspace(3) %185, align 8
  %190 = mul nuw nsw i32 %41, 72
  %191 = add nuw nsw i32 %190, %45
  %192 = shl nuw nsw i32 %191, 1
  %193 = zext nneg i32 %192 to i64
  %194 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %193
  %195 = insertelement <4 x i16> poison, i16 %122, i64 0
  %196 = insertelement <4 x i16> %195, i16 %123, i64 1
  %197 = insertelement <4 x i16> %196, i16 %124, i64 2
  %198 = insertelement <4 x i16> %197, i16 %125, i64 3
  store <4 x i16> %198, ptr addrspace(3) %194, align 8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %199 = icmp sgt i32 %4, 0
  br i1 %199, label %.preheader, label %.preheader.._crit_edge_crit_edge.critedge

.preheader:                                       ; preds = %6
  %200 = lshr i32 %7, 3
  %201 = or disjoint i32 %200, 48
  %202 = mul nuw nsw i32 %201, 72
  %203 = shl nuw nsw i32 %7, 3
  %204 = and i32 %203, 56
  %205 = add nuw nsw i32 %202, %204
  %206 = shl nuw nsw i32 %205, 1
  %207 = zext nneg i32 %206 to i64
  %208 = getelementptr i8, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 18432), i64 %207
  %209 = ptrtoint ptr addrspace(3) %208 to i64
  %210 = trunc i64 %209 to i32
  %211 = add i32 %11, %201
  %212 = shl i32 %211, 6
  %213 = or disjoint i32 %212, %204
  %214 = sext i32 %213 to i64
  %215 = getelementptr bfloat, ptr addrspace(1) %2, i64 %214
  %216 = or disjoint i32 %200, 32
  %217 = mul nuw nsw i32 %216, 72
  %218 = add nuw nsw i32 %217, %204
  %219 = shl nuw nsw i32 %218, 1
  %220 = zext nneg i32 %219 to i64
  %221 = getelementptr i8, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 18432), i64 %220
  %222 = ptrtoint ptr addrspace(3) %221 to i64
  %223 = trunc i64 %222 to i32
  %224 = add i32 %11, %216
  %225 = shl i32 %224, 6
  %226 = or disjoint i32 %225, %204
  %227 = sext i32 %226 to i64
  %228 = getelementptr bfloat, ptr addrspace(1) %2, i64 %227
  %229 = or disjoint i32 %200, 16
  %230 = mul nuw nsw i32 %229, 72
  %231 = add nuw nsw i32 %230, %204
  %232 = shl nuw nsw i32 %231, 1
  %233 = zext nneg i32 %232 to i64
  %234 = getelementptr i8, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 18432), i64 %233
  %235 = ptrtoint ptr addrspace(3) %234 to i64
  %236 = trunc i64 %235 to i32
  %237 = add i32 %11, %229
  %238 = shl i32 %237, 6
  %239 = or disjoint i32 %238, %204
  %240 = sext i32 %239 to i64
  %241 = getelementptr bfloat, ptr addrspace(1) %2, i64 %240
  %242 = mul nuw nsw i32 %200, 72
  %243 = add nuw nsw i32 %242, %204
  %244 = shl nuw nsw i32 %243, 1
  %245 = zext nneg i32 %244 to i64
  %246 = getelementptr i8, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 18432), i64 %245
  %247 = ptrtoint ptr addrspace(3) %246 to i64
  %248 = trunc i64 %247 to i32
  %249 = add i32 %11, %200
  %250 = shl i32 %249, 6
  %251 = or disjoint i32 %250, %204
  %252 = sext i32 %251 to i64
  %253 = getelementptr bfloat, ptr addrspace(1) %2, i64 %252
  %254 = getelementptr i8, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 9216), i64 %207
  %255 = ptrtoint ptr addrspace(3) %254 to i64
  %256 = trunc i64 %255 to i32
  %257 = getelementptr bfloat, ptr addrspace(1) %1, i64 %214
  %258 = getelementptr i8, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 9216), i64 %220
  %259 = ptrtoint ptr addrspace(3) %258 to i64
  %260 = trunc i64 %259 to i32
  %261 = getelementptr bfloat, ptr addrspace(1) %1, i64 %227
  %262 = getelementptr i8, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 9216), i64 %233
  %263 = ptrtoint ptr addrspace(3) %262 to i64
  %264 = trunc i64 %263 to i32
  %265 = getelementptr bfloat, ptr addrspace(1) %1, i64 %240
  %266 = getelementptr i8, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 9216), i64 %245
  %267 = ptrtoint ptr addrspace(3) %266 to i64
  %268 = trunc i64 %267 to i32
  %269 = getelementptr bfloat, ptr addrspace(1) %1, i64 %252
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %268, ptr addrspace(1) %269, i32 16) #7
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %264, ptr addrspace(1) %265, i32 16) #7
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %260, ptr addrspace(1) %261, i32 16) #7
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %256, ptr addrspace(1) %257, i32 16) #7
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %248, ptr addrspace(1) %253, i32 16) #7
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %236, ptr addrspace(1) %241, i32 16) #7
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %223, ptr addrspace(1) %228, i32 16) #7
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %210, ptr addrspace(1) %215, i32 16) #7
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #7
  %270 = lshr i32 %7, 3
  %271 = shl nuw nsw i32 %7, 3
  %272 = and i32 %271, 56
  %273 = add i32 %11, %270
  %274 = mul nuw nsw i32 %270, 72
  %275 = add nuw nsw i32 %274, %272
  %276 = shl nuw nsw i32 %275, 1
  %277 = zext nneg i32 %276 to i64
  %278 = or disjoint i32 %270, 16
  %279 = add i32 %11, %278
  %280 = mul nuw nsw i32 %278, 72
  %281 = add nuw nsw i32 %280, %272
  %282 = shl nuw nsw i32 %281, 1
  %283 = zext nneg i32 %282 to i64
  %284 = or disjoint i32 %270, 32
  %285 = add i32 %11, %284
  %286 = mul nuw nsw i32 %284, 72
  %287 = add nuw nsw i32 %286, %272
  %288 = shl nuw nsw i32 %287, 1
  %289 = zext nneg i32 %288 to i64
  %290 = or disjoint i32 %270, 48
  %291 = add i32 %11, %290
  %292 = mul nuw nsw i32 %290, 72
  %293 = add nuw nsw i32 %292, %272
  %294 = shl nuw nsw i32 %293, 1
  %295 = zext nneg i32 %294 to i64
  %296 = lshr i32 %7, 1
  %297 = and i32 %296, 48
  %298 = and i32 %7, 7
  %299 = and i32 %7, 8
  %300 = and i32 %7, 15
  %301 = or disjoint i32 %297, %300
  %302 = and i32 %296, 8
  %303 = mul nuw nsw i32 %301, 72
  %304 = add nuw nsw i32 %303, %302
  %305 = or disjoint i32 %302, %298
  %306 = mul nuw nsw i32 %305, 72
  %invariant.op = add nuw nsw i32 %306, 1152
  %invariant.op73 = add nuw nsw i32 %306, 2304
  %invariant.op75 = add nuw nsw i32 %306, 3456
  %307 = mul nuw nsw i32 %300, 72
  %308 = add nuw nsw i32 %307, %302
  %309 = zext nneg i32 %308 to i64
  %310 = or disjoint i32 %302, 16
  %311 = add nuw nsw i32 %310, %307
  %312 = zext nneg i32 %311 to i64
  %313 = or disjoint i32 %302, 32
  %314 = add nuw nsw i32 %313, %307
  %315 = zext nneg i32 %314 to i64
  %316 = or disjoint i32 %302, 48
  %317 = add nuw nsw i32 %316, %307
  %318 = zext nneg i32 %317 to i64
  %319 = add nuw nsw i32 %307, 1152
  %320 = add nuw nsw i32 %319, %302
  %321 = zext nneg i32 %320 to i64
  %322 = add nuw nsw i32 %319, %310
  %323 = zext nneg i32 %322 to i64
  %324 = add nuw nsw i32 %319, %313
  %325 = zext nneg i32 %324 to i64
  %326 = add nuw nsw i32 %319, %316
  %327 = zext nneg i32 %326 to i64
  %328 = add nuw nsw i32 %307, 2304
  %329 = add nuw nsw i32 %328, %302
  %330 = zext nneg i32 %329 to i64
  %331 = add nuw nsw i32 %328, %310
  %332 = zext nneg i32 %331 to i64
  %333 = add nuw nsw i32 %328, %313
  %334 = zext nneg i32 %333 to i64
  %335 = add nuw nsw i32 %328, %316
  %336 = zext nneg i32 %335 to i64
  %337 = add nuw nsw i32 %307, 3456
  %338 = add nuw nsw i32 %337, %302
  %339 = zext nneg i32 %338 to i64
  %340 = add nuw nsw i32 %337, %310
  %341 = zext nneg i32 %340 to i64
  %342 = add nuw nsw i32 %337, %313
  %343 = zext nneg i32 %342 to i64
  %344 = add nuw nsw i32 %337, %316
  %345 = zext nneg i32 %344 to i64
  %346 = zext nneg i32 %304 to i64
  %347 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %346
  %348 = add nuw nsw i32 %299, %306
  %349 = zext nneg i32 %348 to i64
  %.reass = add nuw nsw i32 %299, %invariant.op
  %350 = zext nneg i32 %.reass to i64
  %.reass74 = add nuw nsw i32 %299, %invariant.op73
  %351 = zext nneg i32 %.reass74 to i64
  %.reass76 = add nuw nsw i32 %299, %invariant.op75
  %352 = zext nneg i32 %.reass76 to i64
  %353 = zext nneg i32 %304 to i64
  %354 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %353
  %355 = getelementptr i8, ptr addrspace(3) %354, i64 32
  %356 = or disjoint i32 %299, 16
  %357 = add nuw nsw i32 %356, %306
  %358 = zext nneg i32 %357 to i64
  %.reass.1 = add nuw nsw i32 %356, %invariant.op
  %359 = zext nneg i32 %.reass.1 to i64
  %.reass74.1 = add nuw nsw i32 %356, %invariant.op73
  %360 = zext nneg i32 %.reass74.1 to i64
  %.reass76.1 = add nuw nsw i32 %356, %invariant.op75
  %361 = zext nneg i32 %.reass76.1 to i64
  %362 = zext nneg i32 %304 to i64
  %363 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %362
  %364 = getelementptr i8, ptr addrspace(3) %363, i64 64
  %365 = or disjoint i32 %299, 32
  %366 = add nuw nsw i32 %365, %306
  %367 = zext nneg i32 %366 to i64
  %.reass.2 = add nuw nsw i32 %365, %invariant.op
  %368 = zext nneg i32 %.reass.2 to i64
  %.reass74.2 = add nuw nsw i32 %365, %invariant.op73
  %369 = zext nneg i32 %.reass74.2 to i64
  %.reass76.2 = add nuw nsw i32 %365, %invariant.op75
  %370 = zext nneg i32 %.reass76.2 to i64
  %371 = zext nneg i32 %304 to i64
  %372 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %371
  %373 = getelementptr i8, ptr addrspace(3) %372, i64 96
  %374 = or disjoint i32 %299, 48
  %375 = add nuw nsw i32 %374, %306
  %376 = zext nneg i32 %375 to i64
  %.reass.3 = add nuw nsw i32 %374, %invariant.op
  %377 = zext nneg i32 %.reass.3 to i64
  %.reass74.3 = add nuw nsw i32 %374, %invariant.op73
  %378 = zext nneg i32 %.reass74.3 to i64
  %.reass76.3 = add nuw nsw i32 %374, %invariant.op75
  %379 = zext nneg i32 %.reass76.3 to i64
  br label %380

.preheader.._crit_edge_crit_edge.critedge:        ; preds = %6
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #7
  %.pre = lshr i32 %7, 1
  %.pre179 = and i32 %.pre, 48
  br label %._crit_edge

380:                                              ; preds = %.preheader, %478
  %381 = phi float [ 0xFFF0000000000000, %.preheader ], [ %838, %478 ]
  %382 = phi float [ 0xFFF0000000000000, %.preheader ], [ %837, %478 ]
  %383 = phi float [ 0.000000e+00, %.preheader ], [ %1324, %478 ]
  %384 = phi float [ 0.000000e+00, %.preheader ], [ %1323, %478 ]
  %385 = phi float [ 0.000000e+00, %.preheader ], [ %1322, %478 ]
  %386 = phi float [ 0.000000e+00, %.preheader ], [ %1321, %478 ]
  %387 = phi float [ 0.000000e+00, %.preheader ], [ %1319, %478 ]
  %388 = phi float [ 0.000000e+00, %.preheader ], [ %1318, %478 ]
  %389 = phi float [ 0.000000e+00, %.preheader ], [ %1317, %478 ]
  %390 = phi float [ 0.000000e+00, %.preheader ], [ %1316, %478 ]
  %391 = phi float [ 0.000000e+00, %.preheader ], [ %1308, %478 ]
  %392 = phi float [ 0.000000e+00, %.preheader ], [ %1307, %478 ]
  %393 = phi float [ 0.000000e+00, %.preheader ], [ %1306, %478 ]
  %394 = phi float [ 0.000000e+00, %.preheader ], [ %1305, %478 ]
  %395 = phi float [ 0.000000e+00, %.preheader ], [ %1303, %478 ]
  %396 = phi float [ 0.000000e+00, %.preheader ], [ %1302, %478 ]
  %397 = phi float [ 0.000000e+00, %.preheader ], [ %1301, %478 ]
  %398 = phi float [ 0.000000e+00, %.preheader ], [ %1300, %478 ]
  %399 = phi float [ 0.000000e+00, %.preheader ], [ %1292, %478 ]
  %400 = phi float [ 0.000000e+00, %.preheader ], [ %1291, %478 ]
  %401 = phi float [ 0.000000e+00, %.preheader ], [ %1290, %478 ]
  %402 = phi float [ 0.000000e+00, %.preheader ], [ %1289, %478 ]
  %403 = phi float [ 0.000000e+00, %.preheader ], [ %1287, %478 ]
  %404 = phi float [ 0.000000e+00, %.preheader ], [ %1286, %478 ]
  %405 = phi float [ 0.000000e+00, %.preheader ], [ %1285, %478 ]
  %406 = phi float [ 0.000000e+00, %.preheader ], [ %1284, %478 ]
  %407 = phi float [ 0.000000e+00, %.preheader ], [ %1276, %478 ]
  %408 = phi float [ 0.000000e+00, %.preheader ], [ %1275, %478 ]
  %409 = phi float [ 0.000000e+00, %.preheader ], [ %1274, %478 ]
  %410 = phi float [ 0.000000e+00, %.preheader ], [ %1273, %478 ]
  %411 = phi float [ 0.000000e+00, %.preheader ], [ %1271, %478 ]
  %412 = phi float [ 0.000000e+00, %.preheader ], [ %1270, %478 ]
  %413 = phi float [ 0.000000e+00, %.preheader ], [ %1269, %478 ]
  %414 = phi float [ 0.000000e+00, %.preheader ], [ %1268, %478 ]
  %415 = phi float [ 0.000000e+00, %.preheader ], [ %956, %478 ]
  %416 = phi float [ 0.000000e+00, %.preheader ], [ %955, %478 ]
  %417 = phi i32 [ 0, %.preheader ], [ %420, %478 ]
  %418 = lshr exact i32 %417, 6
  %419 = and i32 %418, 1
  tail call void asm sideeffect "cp.async.wait_group 0;", "~{memory}"() #7
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %420 = add i32 %417, 64
  %421 = icmp slt i32 %420, %4
  %422 = icmp ne i32 %417, 2147483584
  %423 = and i1 %422, %421
  br i1 %423, label %424, label %478

424:                                              ; preds = %380
  %425 = xor i32 %419, 1
  %426 = mul nuw nsw i32 %425, 18432
  %427 = zext nneg i32 %426 to i64
  %428 = getelementptr i8, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 9216), i64 %427
  %429 = add i32 %273, %420
  %430 = shl i32 %429, 6
  %431 = or disjoint i32 %430, %272
  %432 = sext i32 %431 to i64
  %433 = getelementptr bfloat, ptr addrspace(1) %1, i64 %432
  %434 = getelementptr i8, ptr addrspace(3) %428, i64 %277
  %435 = ptrtoint ptr addrspace(3) %434 to i64
  %436 = trunc i64 %435 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %436, ptr addrspace(1) %433, i32 16) #7
  %437 = add i32 %279, %420
  %438 = shl i32 %437, 6
  %439 = or disjoint i32 %438, %272
  %440 = sext i32 %439 to i64
  %441 = getelementptr bfloat, ptr addrspace(1) %1, i64 %440
  %442 = getelementptr i8, ptr addrspace(3) %428, i64 %283
  %443 = ptrtoint ptr addrspace(3) %442 to i64
  %444 = trunc i64 %443 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %444, ptr addrspace(1) %441, i32 16) #7
  %445 = add i32 %285, %420
  %446 = shl i32 %445, 6
  %447 = or disjoint i32 %446, %272
  %448 = sext i32 %447 to i64
  %449 = getelementptr bfloat, ptr addrspace(1) %1, i64 %448
  %450 = getelementptr i8, ptr addrspace(3) %428, i64 %289
  %451 = ptrtoint ptr addrspace(3) %450 to i64
  %452 = trunc i64 %451 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %452, ptr addrspace(1) %449, i32 16) #7
  %453 = add i32 %291, %420
  %454 = shl i32 %453, 6
  %455 = or disjoint i32 %454, %272
  %456 = sext i32 %455 to i64
  %457 = getelementptr bfloat, ptr addrspace(1) %1, i64 %456
  %458 = getelementptr i8, ptr addrspace(3) %428, i64 %295
  %459 = ptrtoint ptr addrspace(3) %458 to i64
  %460 = trunc i64 %459 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %460, ptr addrspace(1) %457, i32 16) #7
  %461 = getelementptr i8, ptr addrspace(3) %428, i64 9216
  %462 = getelementptr bfloat, ptr addrspace(1) %2, i64 %432
  %463 = getelementptr i8, ptr addrspace(3) %461, i64 %277
  %464 = ptrtoint ptr addrspace(3) %463 to i64
  %465 = trunc i64 %464 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %465, ptr addrspace(1) %462, i32 16) #7
  %466 = getelementptr bfloat, ptr addrspace(1) %2, i64 %440
  %467 = getelementptr i8, ptr addrspace(3) %461, i64 %283
  %468 = ptrtoint ptr addrspace(3) %467 to i64
  %469 = trunc i64 %468 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %469, ptr addrspace(1) %466, i32 16) #7
  %470 = getelementptr bfloat, ptr addrspace(1) %2, i64 %448
  %471 = getelementptr i8, ptr addrspace(3) %461, i64 %289
  %472 = ptrtoint ptr addrspace(3) %471 to i64
  %473 = trunc i64 %472 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %473, ptr addrspace(1) %470, i32 16) #7
  %474 = getelementptr bfloat, ptr addrspace(1) %2, i64 %456
  %475 = getelementptr i8, ptr addrspace(3) %461, i64 %295
  %476 = ptrtoint ptr addrspace(3) %475 to i64
  %477 = trunc i64 %476 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %477, ptr addrspace(1) %474, i32 16) #7
  br label %478

478:                                              ; preds = %424, %380
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #7
  %479 = mul nuw nsw i32 %419, 18432
  %480 = zext nneg i32 %479 to i64
  %481 = getelementptr i8, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 9216), i64 %480
  %482 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %347)
  %483 = extractvalue { i32, i32, i32, i32 } %482, 0
  %484 = extractvalue { i32, i32, i32, i32 } %482, 1
  %485 = extractvalue { i32, i32, i32, i32 } %482, 2
  %486 = extractvalue { i32, i32, i32, i32 } %482, 3
  %487 = getelementptr bfloat, ptr addrspace(3) %481, i64 %349
  %488 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %487)
  %489 = extractvalue { i32, i32, i32, i32 } %488, 0
  %490 = extractvalue { i32, i32, i32, i32 } %488, 1
  %491 = extractvalue { i32, i32, i32, i32 } %488, 2
  %492 = extractvalue { i32, i32, i32, i32 } %488, 3
  %493 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %483, i32 %484, i32 %485, i32 %486, i32 %489, i32 %490, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %494 = extractvalue { float, float, float, float } %493, 0
  %495 = extractvalue { float, float, float, float } %493, 1
  %496 = extractvalue { float, float, float, float } %493, 2
  %497 = extractvalue { float, float, float, float } %493, 3
  %498 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %483, i32 %484, i32 %485, i32 %486, i32 %491, i32 %492, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %499 = extractvalue { float, float, float, float } %498, 0
  %500 = extractvalue { float, float, float, float } %498, 1
  %501 = extractvalue { float, float, float, float } %498, 2
  %502 = extractvalue { float, float, float, float } %498, 3
  %503 = getelementptr bfloat, ptr addrspace(3) %481, i64 %350
  %504 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %503)
  %505 = extractvalue { i32, i32, i32, i32 } %504, 0
  %506 = extractvalue { i32, i32, i32, i32 } %504, 1
  %507 = extractvalue { i32, i32, i32, i32 } %504, 2
  %508 = extractvalue { i32, i32, i32, i32 } %504, 3
  %509 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %483, i32 %484, i32 %485, i32 %486, i32 %505, i32 %506, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %510 = extractvalue { float, float, float, float } %509, 0
  %511 = extractvalue { float, float, float, float } %509, 1
  %512 = extractvalue { float, float, float, float } %509, 2
  %513 = extractvalue { float, float, float, float } %509, 3
  %514 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %483, i32 %484, i32 %485, i32 %486, i32 %507, i32 %508, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %515 = extractvalue { float, float, float, float } %514, 0
  %516 = extractvalue { float, float, float, float } %514, 1
  %517 = extractvalue { float, float, float, float } %514, 2
  %518 = extractvalue { float, float, float, float } %514, 3
  %519 = getelementptr bfloat, ptr addrspace(3) %481, i64 %351
  %520 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %519)
  %521 = extractvalue { i32, i32, i32, i32 } %520, 0
  %522 = extractvalue { i32, i32, i32, i32 } %520, 1
  %523 = extractvalue { i32, i32, i32, i32 } %520, 2
  %524 = extractvalue { i32, i32, i32, i32 } %520, 3
  %525 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %483, i32 %484, i32 %485, i32 %486, i32 %521, i32 %522, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %526 = extractvalue { float, float, float, float } %525, 0
  %527 = extractvalue { float, float, float, float } %525, 1
  %528 = extractvalue { float, float, float, float } %525, 2
  %529 = extractvalue { float, float, float, float } %525, 3
  %530 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %483, i32 %484, i32 %485, i32 %486, i32 %523, i32 %524, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %531 = extractvalue { float, float, float, float } %530, 0
  %532 = extractvalue { float, float, float, float } %530, 1
  %533 = extractvalue { float, float, float, float } %530, 2
  %534 = extractvalue { float, float, float, float } %530, 3
  %535 = getelementptr bfloat, ptr addrspace(3) %481, i64 %352
  %536 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %535)
  %537 = extractvalue { i32, i32, i32, i32 } %536, 0
  %538 = extractvalue { i32, i32, i32, i32 } %536, 1
  %539 = extractvalue { i32, i32, i32, i32 } %536, 2
  %540 = extractvalue { i32, i32, i32, i32 } %536, 3
  %541 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %483, i32 %484, i32 %485, i32 %486, i32 %537, i32 %538, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %542 = extractvalue { float, float, float, float } %541, 0
  %543 = extractvalue { float, float, float, float } %541, 1
  %544 = extractvalue { float, float, float, float } %541, 2
  %545 = extractvalue { float, float, float, float } %541, 3
  %546 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %483, i32 %484, i32 %485, i32 %486, i32 %539, i32 %540, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %547 = extractvalue { float, float, float, float } %546, 0
  %548 = extractvalue { float, float, float, float } %546, 1
  %549 = extractvalue { float, float, float, float } %546, 2
  %550 = extractvalue { float, float, float, float } %546, 3
  %551 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %355)
  %552 = extractvalue { i32, i32, i32, i32 } %551, 0
  %553 = extractvalue { i32, i32, i32, i32 } %551, 1
  %554 = extractvalue { i32, i32, i32, i32 } %551, 2
  %555 = extractvalue { i32, i32, i32, i32 } %551, 3
  %556 = getelementptr bfloat, ptr addrspace(3) %481, i64 %358
  %557 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %556)
  %558 = extractvalue { i32, i32, i32, i32 } %557, 0
  %559 = extractvalue { i32, i32, i32, i32 } %557, 1
  %560 = extractvalue { i32, i32, i32, i32 } %557, 2
  %561 = extractvalue { i32, i32, i32, i32 } %557, 3
  %562 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %552, i32 %553, i32 %554, i32 %555, i32 %558, i32 %559, float %494, float %495, float %496, float %497) #7
  %563 = extractvalue { float, float, float, float } %562, 0
  %564 = extractvalue { float, float, float, float } %562, 1
  %565 = extractvalue { float, float, float, float } %562, 2
  %566 = extractvalue { float, float, float, float } %562, 3
  %567 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %552, i32 %553, i32 %554, i32 %555, i32 %560, i32 %561, float %499, float %500, float %501, float %502) #7
  %568 = extractvalue { float, float, float, float } %567, 0
  %569 = extractvalue { float, float, float, float } %567, 1
  %570 = extractvalue { float, float, float, float } %567, 2
  %571 = extractvalue { float, float, float, float } %567, 3
  %572 = getelementptr bfloat, ptr addrspace(3) %481, i64 %359
  %573 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %572)
  %574 = extractvalue { i32, i32, i32, i32 } %573, 0
  %575 = extractvalue { i32, i32, i32, i32 } %573, 1
  %576 = extractvalue { i32, i32, i32, i32 } %573, 2
  %577 = extractvalue { i32, i32, i32, i32 } %573, 3
  %578 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %552, i32 %553, i32 %554, i32 %555, i32 %574, i32 %575, float %510, float %511, float %512, float %513) #7
  %579 = extractvalue { float, float, float, float } %578, 0
  %580 = extractvalue { float, float, float, float } %578, 1
  %581 = extractvalue { float, float, float, float } %578, 2
  %582 = extractvalue { float, float, float, float } %578, 3
  %583 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %552, i32 %553, i32 %554, i32 %555, i32 %576, i32 %577, float %515, float %516, float %517, float %518) #7
  %584 = extractvalue { float, float, float, float } %583, 0
  %585 = extractvalue { float, float, float, float } %583, 1
  %586 = extractvalue { float, float, float, float } %583, 2
  %587 = extractvalue { float, float, float, float } %583, 3
  %588 = getelementptr bfloat, ptr addrspace(3) %481, i64 %360
  %589 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %588)
  %590 = extractvalue { i32, i32, i32, i32 } %589, 0
  %591 = extractvalue { i32, i32, i32, i32 } %589, 1
  %592 = extractvalue { i32, i32, i32, i32 } %589, 2
  %593 = extractvalue { i32, i32, i32, i32 } %589, 3
  %594 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %552, i32 %553, i32 %554, i32 %555, i32 %590, i32 %591, float %526, float %527, float %528, float %529) #7
  %595 = extractvalue { float, float, float, float } %594, 0
  %596 = extractvalue { float, float, float, float } %594, 1
  %597 = extractvalue { float, float, float, float } %594, 2
  %598 = extractvalue { float, float, float, float } %594, 3
  %599 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %552, i32 %553, i32 %554, i32 %555, i32 %592, i32 %593, float %531, float %532, float %533, float %534) #7
  %600 = extractvalue { float, float, float, float } %599, 0
  %601 = extractvalue { float, float, float, float } %599, 1
  %602 = extractvalue { float, float, float, float } %599, 2
  %603 = extractvalue { float, float, float, float } %599, 3
  %604 = getelementptr bfloat, ptr addrspace(3) %481, i64 %361
  %605 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %604)
  %606 = extractvalue { i32, i32, i32, i32 } %605, 0
  %607 = extractvalue { i32, i32, i32, i32 } %605, 1
  %608 = extractvalue { i32, i32, i32, i32 } %605, 2
  %609 = extractvalue { i32, i32, i32, i32 } %605, 3
  %610 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %552, i32 %553, i32 %554, i32 %555, i32 %606, i32 %607, float %542, float %543, float %544, float %545) #7
  %611 = extractvalue { float, float, float, float } %610, 0
  %612 = extractvalue { float, float, float, float } %610, 1
  %613 = extractvalue { float, float, float, float } %610, 2
  %614 = extractvalue { float, float, float, float } %610, 3
  %615 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %552, i32 %553, i32 %554, i32 %555, i32 %608, i32 %609, float %547, float %548, float %549, float %550) #7
  %616 = extractvalue { float, float, float, float } %615, 0
  %617 = extractvalue { float, float, float, float } %615, 1
  %618 = extractvalue { float, float, float, float } %615, 2
  %619 = extractvalue { float, float, float, float } %615, 3
  %620 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %364)
  %621 = extractvalue { i32, i32, i32, i32 } %620, 0
  %622 = extractvalue { i32, i32, i32, i32 } %620, 1
  %623 = extractvalue { i32, i32, i32, i32 } %620, 2
  %624 = extractvalue { i32, i32, i32, i32 } %620, 3
  %625 = getelementptr bfloat, ptr addrspace(3) %481, i64 %367
  %626 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %625)
  %627 = extractvalue { i32, i32, i32, i32 } %626, 0
  %628 = extractvalue { i32, i32, i32, i32 } %626, 1
  %629 = extractvalue { i32, i32, i32, i32 } %626, 2
  %630 = extractvalue { i32, i32, i32, i32 } %626, 3
  %631 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %621, i32 %622, i32 %623, i32 %624, i32 %627, i32 %628, float %563, float %564, float %565, float %566) #7
  %632 = extractvalue { float, float, float, float } %631, 0
  %633 = extractvalue { float, float, float, float } %631, 1
  %634 = extractvalue { float, float, float, float } %631, 2
  %635 = extractvalue { float, float, float, float } %631, 3
  %636 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %621, i32 %622, i32 %623, i32 %624, i32 %629, i32 %630, float %568, float %569, float %570, float %571) #7
  %637 = extractvalue { float, float, float, float } %636, 0
  %638 = extractvalue { float, float, float, float } %636, 1
  %639 = extractvalue { float, float, float, float } %636, 2
  %640 = extractvalue { float, float, float, float } %636, 3
  %641 = getelementptr bfloat, ptr addrspace(3) %481, i64 %368
  %642 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %641)
  %643 = extractvalue { i32, i32, i32, i32 } %642, 0
  %644 = extractvalue { i32, i32, i32, i32 } %642, 1
  %645 = extractvalue { i32, i32, i32, i32 } %642, 2
  %646 = extractvalue { i32, i32, i32, i32 } %642, 3
  %647 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %621, i32 %622, i32 %623, i32 %624, i32 %643, i32 %644, float %579, float %580, float %581, float %582) #7
  %648 = extractvalue { float, float, float, float } %647, 0
  %649 = extractvalue { float, float, float, float } %647, 1
  %650 = extractvalue { float, float, float, float } %647, 2
  %651 = extractvalue { float, float, float, float } %647, 3
  %652 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %621, i32 %622, i32 %623, i32 %624, i32 %645, i32 %646, float %584, float %585, float %586, float %587) #7
  %653 = extractvalue { float, float, float, float } %652, 0
  %654 = extractvalue { float, float, float, float } %652, 1
  %655 = extractvalue { float, float, float, float } %652, 2
  %656 = extractvalue { float, float, float, float } %652, 3
  %657 = getelementptr bfloat, ptr addrspace(3) %481, i64 %369
  %658 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %657)
  %659 = extractvalue { i32, i32, i32, i32 } %658, 0
  %660 = extractvalue { i32, i32, i32, i32 } %658, 1
  %661 = extractvalue { i32, i32, i32, i32 } %658, 2
  %662 = extractvalue { i32, i32, i32, i32 } %658, 3
  %663 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %621, i32 %622, i32 %623, i32 %624, i32 %659, i32 %660, float %595, float %596, float %597, float %598) #7
  %664 = extractvalue { float, float, float, float } %663, 0
  %665 = extractvalue { float, float, float, float } %663, 1
  %666 = extractvalue { float, float, float, float } %663, 2
  %667 = extractvalue { float, float, float, float } %663, 3
  %668 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %621, i32 %622, i32 %623, i32 %624, i32 %661, i32 %662, float %600, float %601, float %602, float %603) #7
  %669 = extractvalue { float, float, float, float } %668, 0
  %670 = extractvalue { float, float, float, float } %668, 1
  %671 = extractvalue { float, float, float, float } %668, 2
  %672 = extractvalue { float, float, float, float } %668, 3
  %673 = getelementptr bfloat, ptr addrspace(3) %481, i64 %370
  %674 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %673)
  %675 = extractvalue { i32, i32, i32, i32 } %674, 0
  %676 = extractvalue { i32, i32, i32, i32 } %674, 1
  %677 = extractvalue { i32, i32, i32, i32 } %674, 2
  %678 = extractvalue { i32, i32, i32, i32 } %674, 3
  %679 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %621, i32 %622, i32 %623, i32 %624, i32 %675, i32 %676, float %611, float %612, float %613, float %614) #7
  %680 = extractvalue { float, float, float, float } %679, 0
  %681 = extractvalue { float, float, float, float } %679, 1
  %682 = extractvalue { float, float, float, float } %679, 2
  %683 = extractvalue { float, float, float, float } %679, 3
  %684 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %621, i32 %622, i32 %623, i32 %624, i32 %677, i32 %678, float %616, float %617, float %618, float %619) #7
  %685 = extractvalue { float, float, float, float } %684, 0
  %686 = extractvalue { float, float, float, float } %684, 1
  %687 = extractvalue { float, float, float, float } %684, 2
  %688 = extractvalue { float, float, float, float } %684, 3
  %689 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %373)
  %690 = extractvalue { i32, i32, i32, i32 } %689, 0
  %691 = extractvalue { i32, i32, i32, i32 } %689, 1
  %692 = extractvalue { i32, i32, i32, i32 } %689, 2
  %693 = extractvalue { i32, i32, i32, i32 } %689, 3
  %694 = getelementptr bfloat, ptr addrspace(3) %481, i64 %376
  %695 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %694)
  %696 = extractvalue { i32, i32, i32, i32 } %695, 0
  %697 = extractvalue { i32, i32, i32, i32 } %695, 1
  %698 = extractvalue { i32, i32, i32, i32 } %695, 2
  %699 = extractvalue { i32, i32, i32, i32 } %695, 3
  %700 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %690, i32 %691, i32 %692, i32 %693, i32 %696, i32 %697, float %632, float %633, float %634, float %635) #7
  %701 = extractvalue { float, float, float, float } %700, 0
  %702 = extractvalue { float, float, float, float } %700, 1
  %703 = extractvalue { float, float, float, float } %700, 2
  %704 = extractvalue { float, float, float, float } %700, 3
  %705 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %690, i32 %691, i32 %692, i32 %693, i32 %698, i32 %699, float %637, float %638, float %639, float %640) #7
  %706 = extractvalue { float, float, float, float } %705, 0
  %707 = extractvalue { float, float, float, float } %705, 1
  %708 = extractvalue { float, float, float, float } %705, 2
  %709 = extractvalue { float, float, float, float } %705, 3
  %710 = getelementptr bfloat, ptr addrspace(3) %481, i64 %377
  %711 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %710)
  %712 = extractvalue { i32, i32, i32, i32 } %711, 0
  %713 = extractvalue { i32, i32, i32, i32 } %711, 1
  %714 = extractvalue { i32, i32, i32, i32 } %711, 2
  %715 = extractvalue { i32, i32, i32, i32 } %711, 3
  %716 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %690, i32 %691, i32 %692, i32 %693, i32 %712, i32 %713, float %648, float %649, float %650, float %651) #7
  %717 = extractvalue { float, float, float, float } %716, 0
  %718 = extractvalue { float, float, float, float } %716, 1
  %719 = extractvalue { float, float, float, float } %716, 2
  %720 = extractvalue { float, float, float, float } %716, 3
  %721 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %690, i32 %691, i32 %692, i32 %693, i32 %714, i32 %715, float %653, float %654, float %655, float %656) #7
  %722 = extractvalue { float, float, float, float } %721, 0
  %723 = extractvalue { float, float, float, float } %721, 1
  %724 = extractvalue { float, float, float, float } %721, 2
  %725 = extractvalue { float, float, float, float } %721, 3
  %726 = getelementptr bfloat, ptr addrspace(3) %481, i64 %378
  %727 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %726)
  %728 = extractvalue { i32, i32, i32, i32 } %727, 0
  %729 = extractvalue { i32, i32, i32, i32 } %727, 1
  %730 = extractvalue { i32, i32, i32, i32 } %727, 2
  %731 = extractvalue { i32, i32, i32, i32 } %727, 3
  %732 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %690, i32 %691, i32 %692, i32 %693, i32 %728, i32 %729, float %664, float %665, float %666, float %667) #7
  %733 = extractvalue { float, float, float, float } %732, 0
  %734 = extractvalue { float, float, float, float } %732, 1
  %735 = extractvalue { float, float, float, float } %732, 2
  %736 = extractvalue { float, float, float, float } %732, 3
  %737 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %690, i32 %691, i32 %692, i32 %693, i32 %730, i32 %731, float %669, float %670, float %671, float %672) #7
  %738 = extractvalue { float, float, float, float } %737, 0
  %739 = extractvalue { float, float, float, float } %737, 1
  %740 = extractvalue { float, float, float, float } %737, 2
  %741 = extractvalue { float, float, float, float } %737, 3
  %742 = getelementptr bfloat, ptr addrspace(3) %481, i64 %379
  %743 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %742)
  %744 = extractvalue { i32, i32, i32, i32 } %743, 0
  %745 = extractvalue { i32, i32, i32, i32 } %743, 1
  %746 = extractvalue { i32, i32, i32, i32 } %743, 2
  %747 = extractvalue { i32, i32, i32, i32 } %743, 3
  %748 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %690, i32 %691, i32 %692, i32 %693, i32 %744, i32 %745, float %680, float %681, float %682, float %683) #7
  %749 = extractvalue { float, float, float, float } %748, 0
  %750 = extractvalue { float, float, float, float } %748, 1
  %751 = extractvalue { float, float, float, float } %748, 2
  %752 = extractvalue { float, float, float, float } %748, 3
  %753 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %690, i32 %691, i32 %692, i32 %693, i32 %746, i32 %747, float %685, float %686, float %687, float %688) #7
  %754 = extractvalue { float, float, float, float } %753, 0
  %755 = extractvalue { float, float, float, float } %753, 1
  %756 = extractvalue { float, float, float, float } %753, 2
  %757 = extractvalue { float, float, float, float } %753, 3
  %758 = getelementptr i8, ptr addrspace(3) %481, i64 9216
  %759 = fmul float %126, %701
  %760 = fmul float %126, %702
  %761 = fmul float %126, %703
  %762 = fmul float %126, %704
  %763 = fmul float %126, %706
  %764 = fmul float %126, %707
  %765 = fmul float %126, %708
  %766 = fmul float %126, %709
  %767 = fmul float %126, %717
  %768 = fmul float %126, %718
  %769 = fmul float %126, %719
  %770 = fmul float %126, %720
  %771 = fmul float %126, %722
  %772 = fmul float %126, %723
  %773 = fmul float %126, %724
  %774 = fmul float %126, %725
  %775 = fmul float %126, %733
  %776 = fmul float %126, %734
  %777 = fmul float %126, %735
  %778 = fmul float %126, %736
  %779 = fmul float %126, %738
  %780 = fmul float %126, %739
  %781 = fmul float %126, %740
  %782 = fmul float %126, %741
  %783 = fmul float %126, %749
  %784 = fmul float %126, %750
  %785 = fmul float %126, %751
  %786 = fmul float %126, %752
  %787 = fmul float %126, %754
  %788 = fmul float %126, %755
  %789 = fmul float %126, %756
  %790 = fmul float %126, %757
  %791 = tail call float @llvm.maxnum.f32(float %759, float %760)
  %792 = tail call float @llvm.maxnum.f32(float %761, float %762)
  %793 = tail call float @llvm.maxnum.f32(float %791, float %763)
  %794 = tail call float @llvm.maxnum.f32(float %793, float %764)
  %795 = tail call float @llvm.maxnum.f32(float %792, float %765)
  %796 = tail call float @llvm.maxnum.f32(float %795, float %766)
  %797 = tail call float @llvm.maxnum.f32(float %794, float %767)
  %798 = tail call float @llvm.maxnum.f32(float %797, float %768)
  %799 = tail call float @llvm.maxnum.f32(float %796, float %769)
  %800 = tail call float @llvm.maxnum.f32(float %799, float %770)
  %801 = tail call float @llvm.maxnum.f32(float %798, float %771)
  %802 = tail call float @llvm.maxnum.f32(float %801, float %772)
  %803 = tail call float @llvm.maxnum.f32(float %800, float %773)
  %804 = tail call float @llvm.maxnum.f32(float %803, float %774)
  %805 = tail call float @llvm.maxnum.f32(float %802, float %775)
  %806 = tail call float @llvm.maxnum.f32(float %805, float %776)
  %807 = tail call float @llvm.maxnum.f32(float %804, float %777)
  %808 = tail call float @llvm.maxnum.f32(float %807, float %778)
  %809 = tail call float @llvm.maxnum.f32(float %806, float %779)
  %810 = tail call float @llvm.maxnum.f32(float %809, float %780)
  %811 = tail call float @llvm.maxnum.f32(float %808, float %781)
  %812 = tail call float @llvm.maxnum.f32(float %811, float %782)
  %813 = tail call float @llvm.maxnum.f32(float %810, float %783)
  %814 = tail call float @llvm.maxnum.f32(float %813, float %784)
  %815 = tail call float @llvm.maxnum.f32(float %812, float %785)
  %816 = tail call float @llvm.maxnum.f32(float %815, float %786)
  %817 = tail call float @llvm.maxnum.f32(float %814, float %787)
  %818 = tail call float @llvm.maxnum.f32(float %817, float %788)
  %819 = tail call float @llvm.maxnum.f32(float %816, float %789)
  %820 = tail call float @llvm.maxnum.f32(float %819, float %790)
  %821 = bitcast float %818 to i32
  %822 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %821, i32 2, i32 31)
  %823 = bitcast i32 %822 to float
  %824 = tail call float @llvm.maxnum.f32(float %818, float %823)
  %825 = bitcast float %820 to i32
  %826 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %825, i32 2, i32 31)
  %827 = bitcast i32 %826 to float
  %828 = tail call float @llvm.maxnum.f32(float %820, float %827)
  %829 = bitcast float %824 to i32
  %830 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %829, i32 1, i32 31)
  %831 = bitcast i32 %830 to float
  %832 = tail call float @llvm.maxnum.f32(float %824, float %831)
  %833 = bitcast float %828 to i32
  %834 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %833, i32 1, i32 31)
  %835 = bitcast i32 %834 to float
  %836 = tail call float @llvm.maxnum.f32(float %828, float %835)
  %837 = tail call float @llvm.maxnum.f32(float %382, float %832)
  %838 = tail call float @llvm.maxnum.f32(float %381, float %836)
  %839 = fsub float %759, %837
  %840 = fsub float %760, %837
  %841 = fsub float %761, %838
  %842 = fsub float %762, %838
  %843 = fsub float %763, %837
  %844 = fsub float %764, %837
  %845 = fsub float %765, %838
  %846 = fsub float %766, %838
  %847 = fsub float %767, %837
  %848 = fsub float %768, %837
  %849 = fsub float %769, %838
  %850 = fsub float %770, %838
  %851 = fsub float %771, %837
  %852 = fsub float %772, %837
  %853 = fsub float %773, %838
  %854 = fsub float %774, %838
  %855 = fsub float %775, %837
  %856 = fsub float %776, %837
  %857 = fsub float %777, %838
  %858 = fsub float %778, %838
  %859 = fsub float %779, %837
  %860 = fsub float %780, %837
  %861 = fsub float %781, %838
  %862 = fsub float %782, %838
  %863 = fsub float %783, %837
  %864 = fsub float %784, %837
  %865 = fsub float %785, %838
  %866 = fsub float %786, %838
  %867 = fsub float %787, %837
  %868 = fsub float %788, %837
  %869 = fsub float %789, %838
  %870 = fsub float %790, %838
  %871 = tail call float @llvm.nvvm.ex2.approx.f32(float %839)
  %872 = tail call float @llvm.nvvm.ex2.approx.f32(float %840)
  %873 = tail call float @llvm.nvvm.ex2.approx.f32(float %841)
  %874 = tail call float @llvm.nvvm.ex2.approx.f32(float %842)
  %875 = tail call float @llvm.nvvm.ex2.approx.f32(float %843)
  %876 = tail call float @llvm.nvvm.ex2.approx.f32(float %844)
  %877 = tail call float @llvm.nvvm.ex2.approx.f32(float %845)
  %878 = tail call float @llvm.nvvm.ex2.approx.f32(float %846)
  %879 = tail call float @llvm.nvvm.ex2.approx.f32(float %847)
  %880 = tail call float @llvm.nvvm.ex2.approx.f32(float %848)
  %881 = tail call float @llvm.nvvm.ex2.approx.f32(float %849)
  %882 = tail call float @llvm.nvvm.ex2.approx.f32(float %850)
  %883 = tail call float @llvm.nvvm.ex2.approx.f32(float %851)
  %884 = tail call float @llvm.nvvm.ex2.approx.f32(float %852)
  %885 = tail call float @llvm.nvvm.ex2.approx.f32(float %853)
  %886 = tail call float @llvm.nvvm.ex2.approx.f32(float %854)
  %887 = tail call float @llvm.nvvm.ex2.approx.f32(float %855)
  %888 = tail call float @llvm.nvvm.ex2.approx.f32(float %856)
  %889 = tail call float @llvm.nvvm.ex2.approx.f32(float %857)
  %890 = tail call float @llvm.nvvm.ex2.approx.f32(float %858)
  %891 = tail call float @llvm.nvvm.ex2.approx.f32(float %859)
  %892 = tail call float @llvm.nvvm.ex2.approx.f32(float %860)
  %893 = tail call float @llvm.nvvm.ex2.approx.f32(float %861)
  %894 = tail call float @llvm.nvvm.ex2.approx.f32(float %862)
  %895 = tail call float @llvm.nvvm.ex2.approx.f32(float %863)
  %896 = tail call float @llvm.nvvm.ex2.approx.f32(float %864)
  %897 = tail call float @llvm.nvvm.ex2.approx.f32(float %865)
  %898 = tail call float @llvm.nvvm.ex2.approx.f32(float %866)
  %899 = tail call float @llvm.nvvm.ex2.approx.f32(float %867)
  %900 = tail call float @llvm.nvvm.ex2.approx.f32(float %868)
  %901 = tail call float @llvm.nvvm.ex2.approx.f32(float %869)
  %902 = tail call float @llvm.nvvm.ex2.approx.f32(float %870)
  %903 = fsub float %382, %837
  %904 = fsub float %381, %838
  %905 = tail call float @llvm.nvvm.ex2.approx.f32(float %903)
  %906 = tail call float @llvm.nvvm.ex2.approx.f32(float %904)
  %907 = fmul float %416, %905
  %908 = fmul float %415, %906
  %909 = fadd float %871, %872
  %910 = fadd float %873, %874
  %911 = fadd float %909, %875
  %912 = fadd float %911, %876
  %913 = fadd float %910, %877
  %914 = fadd float %913, %878
  %915 = fadd float %912, %879
  %916 = fadd float %915, %880
  %917 = fadd float %914, %881
  %918 = fadd float %917, %882
  %919 = fadd float %916, %883
  %920 = fadd float %919, %884
  %921 = fadd float %918, %885
  %922 = fadd float %921, %886
  %923 = fadd float %920, %887
  %924 = fadd float %923, %888
  %925 = fadd float %922, %889
  %926 = fadd float %925, %890
  %927 = fadd float %924, %891
  %928 = fadd float %927, %892
  %929 = fadd float %926, %893
  %930 = fadd float %929, %894
  %931 = fadd float %928, %895
  %932 = fadd float %931, %896
  %933 = fadd float %930, %897
  %934 = fadd float %933, %898
  %935 = fadd float %932, %899
  %936 = fadd float %935, %900
  %937 = fadd float %934, %901
  %938 = fadd float %937, %902
  %939 = bitcast float %936 to i32
  %940 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %939, i32 2, i32 31)
  %941 = bitcast i32 %940 to float
  %942 = fadd float %936, %941
  %943 = bitcast float %938 to i32
  %944 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %943, i32 2, i32 31)
  %945 = bitcast i32 %944 to float
  %946 = fadd float %938, %945
  %947 = bitcast float %942 to i32
  %948 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %947, i32 1, i32 31)
  %949 = bitcast i32 %948 to float
  %950 = fadd float %942, %949
  %951 = bitcast float %946 to i32
  %952 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %951, i32 1, i32 31)
  %953 = bitcast i32 %952 to float
  %954 = fadd float %946, %953
  %955 = fadd float %907, %950
  %956 = fadd float %908, %954
  %957 = fptrunc float %871 to bfloat
  %958 = fptrunc float %872 to bfloat
  %959 = fptrunc float %873 to bfloat
  %960 = fptrunc float %874 to bfloat
  %961 = fptrunc float %875 to bfloat
  %962 = fptrunc float %876 to bfloat
  %963 = fptrunc float %877 to bfloat
  %964 = fptrunc float %878 to bfloat
  %965 = fptrunc float %879 to bfloat
  %966 = fptrunc float %880 to bfloat
  %967 = fptrunc float %881 to bfloat
  %968 = fptrunc float %882 to bfloat
  %969 = fptrunc float %883 to bfloat
  %970 = fptrunc float %884 to bfloat
  %971 = fptrunc float %885 to bfloat
  %972 = fptrunc float %886 to bfloat
  %973 = fptrunc float %887 to bfloat
  %974 = fptrunc float %888 to bfloat
  %975 = fptrunc float %889 to bfloat
  %976 = fptrunc float %890 to bfloat
  %977 = fptrunc float %891 to bfloat
  %978 = fptrunc float %892 to bfloat
  %979 = fptrunc float %893 to bfloat
  %980 = fptrunc float %894 to bfloat
  %981 = fptrunc float %895 to bfloat
  %982 = fptrunc float %896 to bfloat
  %983 = fptrunc float %897 to bfloat
  %984 = fptrunc float %898 to bfloat
  %985 = fptrunc float %899 to bfloat
  %986 = fptrunc float %900 to bfloat
  %987 = fptrunc float %901 to bfloat
  %988 = fptrunc float %902 to bfloat
  %989 = fmul float %414, %905
  %990 = fmul float %413, %905
  %991 = fmul float %412, %906
  %992 = fmul float %411, %906
  %993 = fmul float %410, %905
  %994 = fmul float %409, %905
  %995 = fmul float %408, %906
  %996 = fmul float %407, %906
  %997 = fmul float %406, %905
  %998 = fmul float %405, %905
  %999 = fmul float %404, %906
  %1000 = fmul float %403, %906
  %1001 = fmul float %402, %905
  %1002 = fmul float %401, %905
  %1003 = fmul float %400, %906
  %1004 = fmul float %399, %906
  %1005 = fmul float %398, %905
  %1006 = fmul float %397, %905
  %1007 = fmul float %396, %906
  %1008 = fmul float %395, %906
  %1009 = fmul float %394, %905
  %1010 = fmul float %393, %905
  %1011 = fmul float %392, %906
  %1012 = fmul float %391, %906
  %1013 = fmul float %390, %905
  %1014 = fmul float %389, %905
  %1015 = fmul float %388, %906
  %1016 = fmul float %387, %906
  %1017 = fmul float %386, %905
  %1018 = fmul float %385, %905
  %1019 = fmul float %384, %906
  %1020 = fmul float %383, %906
  %1021 = insertelement <2 x bfloat> poison, bfloat %957, i64 0
  %1022 = insertelement <2 x bfloat> %1021, bfloat %958, i64 1
  %1023 = bitcast <2 x bfloat> %1022 to i32
  %1024 = insertelement <2 x bfloat> poison, bfloat %959, i64 0
  %1025 = insertelement <2 x bfloat> %1024, bfloat %960, i64 1
  %1026 = bitcast <2 x bfloat> %1025 to i32
  %1027 = insertelement <2 x bfloat> poison, bfloat %961, i64 0
  %1028 = insertelement <2 x bfloat> %1027, bfloat %962, i64 1
  %1029 = bitcast <2 x bfloat> %1028 to i32
  %1030 = insertelement <2 x bfloat> poison, bfloat %963, i64 0
  %1031 = insertelement <2 x bfloat> %1030, bfloat %964, i64 1
  %1032 = bitcast <2 x bfloat> %1031 to i32
  %1033 = insertelement <2 x bfloat> poison, bfloat %965, i64 0
  %1034 = insertelement <2 x bfloat> %1033, bfloat %966, i64 1
  %1035 = bitcast <2 x bfloat> %1034 to i32
  %1036 = insertelement <2 x bfloat> poison, bfloat %967, i64 0
  %1037 = insertelement <2 x bfloat> %1036, bfloat %968, i64 1
  %1038 = bitcast <2 x bfloat> %1037 to i32
  %1039 = insertelement <2 x bfloat> poison, bfloat %969, i64 0
  %1040 = insertelement <2 x bfloat> %1039, bfloat %970, i64 1
  %1041 = bitcast <2 x bfloat> %1040 to i32
  %1042 = insertelement <2 x bfloat> poison, bfloat %971, i64 0
  %1043 = insertelement <2 x bfloat> %1042, bfloat %972, i64 1
  %1044 = bitcast <2 x bfloat> %1043 to i32
  %1045 = insertelement <2 x bfloat> poison, bfloat %973, i64 0
  %1046 = insertelement <2 x bfloat> %1045, bfloat %974, i64 1
  %1047 = bitcast <2 x bfloat> %1046 to i32
  %1048 = insertelement <2 x bfloat> poison, bfloat %975, i64 0
  %1049 = insertelement <2 x bfloat> %1048, bfloat %976, i64 1
  %1050 = bitcast <2 x bfloat> %1049 to i32
  %1051 = insertelement <2 x bfloat> poison, bfloat %977, i64 0
  %1052 = insertelement <2 x bfloat> %1051, bfloat %978, i64 1
  %1053 = bitcast <2 x bfloat> %1052 to i32
  %1054 = insertelement <2 x bfloat> poison, bfloat %979, i64 0
  %1055 = insertelement <2 x bfloat> %1054, bfloat %980, i64 1
  %1056 = bitcast <2 x bfloat> %1055 to i32
  %1057 = insertelement <2 x bfloat> poison, bfloat %981, i64 0
  %1058 = insertelement <2 x bfloat> %1057, bfloat %982, i64 1
  %1059 = bitcast <2 x bfloat> %1058 to i32
  %1060 = insertelement <2 x bfloat> poison, bfloat %983, i64 0
  %1061 = insertelement <2 x bfloat> %1060, bfloat %984, i64 1
  %1062 = bitcast <2 x bfloat> %1061 to i32
  %1063 = insertelement <2 x bfloat> poison, bfloat %985, i64 0
  %1064 = insertelement <2 x bfloat> %1063, bfloat %986, i64 1
  %1065 = bitcast <2 x bfloat> %1064 to i32
  %1066 = insertelement <2 x bfloat> poison, bfloat %987, i64 0
  %1067 = insertelement <2 x bfloat> %1066, bfloat %988, i64 1
  %1068 = bitcast <2 x bfloat> %1067 to i32
  %1069 = getelementptr bfloat, ptr addrspace(3) %758, i64 %309
  %1070 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1069)
  %1071 = extractvalue { i32, i32, i32, i32 } %1070, 0
  %1072 = extractvalue { i32, i32, i32, i32 } %1070, 1
  %1073 = extractvalue { i32, i32, i32, i32 } %1070, 2
  %1074 = extractvalue { i32, i32, i32, i32 } %1070, 3
  %1075 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1023, i32 %1026, i32 %1029, i32 %1032, i32 %1071, i32 %1072, float %989, float %990, float %991, float %992) #7
  %1076 = extractvalue { float, float, float, float } %1075, 0
  %1077 = extractvalue { float, float, float, float } %1075, 1
  %1078 = extractvalue { float, float, float, float } %1075, 2
  %1079 = extractvalue { float, float, float, float } %1075, 3
  %1080 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1023, i32 %1026, i32 %1029, i32 %1032, i32 %1073, i32 %1074, float %993, float %994, float %995, float %996) #7
  %1081 = extractvalue { float, float, float, float } %1080, 0
  %1082 = extractvalue { float, float, float, float } %1080, 1
  %1083 = extractvalue { float, float, float, float } %1080, 2
  %1084 = extractvalue { float, float, float, float } %1080, 3
  %1085 = getelementptr bfloat, ptr addrspace(3) %758, i64 %312
  %1086 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1085)
  %1087 = extractvalue { i32, i32, i32, i32 } %1086, 0
  %1088 = extractvalue { i32, i32, i32, i32 } %1086, 1
  %1089 = extractvalue { i32, i32, i32, i32 } %1086, 2
  %1090 = extractvalue { i32, i32, i32, i32 } %1086, 3
  %1091 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1023, i32 %1026, i32 %1029, i32 %1032, i32 %1087, i32 %1088, float %997, float %998, float %999, float %1000) #7
  %1092 = extractvalue { float, float, float, float } %1091, 0
  %1093 = extractvalue { float, float, float, float } %1091, 1
  %1094 = extractvalue { float, float, float, float } %1091, 2
  %1095 = extractvalue { float, float, float, float } %1091, 3
  %1096 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1023, i32 %1026, i32 %1029, i32 %1032, i32 %1089, i32 %1090, float %1001, float %1002, float %1003, float %1004) #7
  %1097 = extractvalue { float, float, float, float } %1096, 0
  %1098 = extractvalue { float, float, float, float } %1096, 1
  %1099 = extractvalue { float, float, float, float } %1096, 2
  %1100 = extractvalue { float, float, float, float } %1096, 3
  %1101 = getelementptr bfloat, ptr addrspace(3) %758, i64 %315
  %1102 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1101)
  %1103 = extractvalue { i32, i32, i32, i32 } %1102, 0
  %1104 = extractvalue { i32, i32, i32, i32 } %1102, 1
  %1105 = extractvalue { i32, i32, i32, i32 } %1102, 2
  %1106 = extractvalue { i32, i32, i32, i32 } %1102, 3
  %1107 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1023, i32 %1026, i32 %1029, i32 %1032, i32 %1103, i32 %1104, float %1005, float %1006, float %1007, float %1008) #7
  %1108 = extractvalue { float, float, float, float } %1107, 0
  %1109 = extractvalue { float, float, float, float } %1107, 1
  %1110 = extractvalue { float, float, float, float } %1107, 2
  %1111 = extractvalue { float, float, float, float } %1107, 3
  %1112 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1023, i32 %1026, i32 %1029, i32 %1032, i32 %1105, i32 %1106, float %1009, float %1010, float %1011, float %1012) #7
  %1113 = extractvalue { float, float, float, float } %1112, 0
  %1114 = extractvalue { float, float, float, float } %1112, 1
  %1115 = extractvalue { float, float, float, float } %1112, 2
  %1116 = extractvalue { float, float, float, float } %1112, 3
  %1117 = getelementptr bfloat, ptr addrspace(3) %758, i64 %318
  %1118 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1117)
  %1119 = extractvalue { i32, i32, i32, i32 } %1118, 0
  %1120 = extractvalue { i32, i32, i32, i32 } %1118, 1
  %1121 = extractvalue { i32, i32, i32, i32 } %1118, 2
  %1122 = extractvalue { i32, i32, i32, i32 } %1118, 3
  %1123 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1023, i32 %1026, i32 %1029, i32 %1032, i32 %1119, i32 %1120, float %1013, float %1014, float %1015, float %1016) #7
  %1124 = extractvalue { float, float, float, float } %1123, 0
  %1125 = extractvalue { float, float, float, float } %1123, 1
  %1126 = extractvalue { float, float, float, float } %1123, 2
  %1127 = extractvalue { float, float, float, float } %1123, 3
  %1128 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1023, i32 %1026, i32 %1029, i32 %1032, i32 %1121, i32 %1122, float %1017, float %1018, float %1019, float %1020) #7
  %1129 = extractvalue { float, float, float, float } %1128, 0
  %1130 = extractvalue { float, float, float, float } %1128, 1
  %1131 = extractvalue { float, float, float, float } %1128, 2
  %1132 = extractvalue { float, float, float, float } %1128, 3
  %1133 = getelementptr bfloat, ptr addrspace(3) %758, i64 %321
  %1134 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1133)
  %1135 = extractvalue { i32, i32, i32, i32 } %1134, 0
  %1136 = extractvalue { i32, i32, i32, i32 } %1134, 1
  %1137 = extractvalue { i32, i32, i32, i32 } %1134, 2
  %1138 = extractvalue { i32, i32, i32, i32 } %1134, 3
  %1139 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1035, i32 %1038, i32 %1041, i32 %1044, i32 %1135, i32 %1136, float %1076, float %1077, float %1078, float %1079) #7
  %1140 = extractvalue { float, float, float, float } %1139, 0
  %1141 = extractvalue { float, float, float, float } %1139, 1
  %1142 = extractvalue { float, float, float, float } %1139, 2
  %1143 = extractvalue { float, float, float, float } %1139, 3
  %1144 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1035, i32 %1038, i32 %1041, i32 %1044, i32 %1137, i32 %1138, float %1081, float %1082, float %1083, float %1084) #7
  %1145 = extractvalue { float, float, float, float } %1144, 0
  %1146 = extractvalue { float, float, float, float } %1144, 1
  %1147 = extractvalue { float, float, float, float } %1144, 2
  %1148 = extractvalue { float, float, float, float } %1144, 3
  %1149 = getelementptr bfloat, ptr addrspace(3) %758, i64 %323
  %1150 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1149)
  %1151 = extractvalue { i32, i32, i32, i32 } %1150, 0
  %1152 = extractvalue { i32, i32, i32, i32 } %1150, 1
  %1153 = extractvalue { i32, i32, i32, i32 } %1150, 2
  %1154 = extractvalue { i32, i32, i32, i32 } %1150, 3
  %1155 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1035, i32 %1038, i32 %1041, i32 %1044, i32 %1151, i32 %1152, float %1092, float %1093, float %1094, float %1095) #7
  %1156 = extractvalue { float, float, float, float } %1155, 0
  %1157 = extractvalue { float, float, float, float } %1155, 1
  %1158 = extractvalue { float, float, float, float } %1155, 2
  %1159 = extractvalue { float, float, float, float } %1155, 3
  %1160 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1035, i32 %1038, i32 %1041, i32 %1044, i32 %1153, i32 %1154, float %1097, float %1098, float %1099, float %1100) #7
  %1161 = extractvalue { float, float, float, float } %1160, 0
  %1162 = extractvalue { float, float, float, float } %1160, 1
  %1163 = extractvalue { float, float, float, float } %1160, 2
  %1164 = extractvalue { float, float, float, float } %1160, 3
  %1165 = getelementptr bfloat, ptr addrspace(3) %758, i64 %325
  %1166 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1165)
  %1167 = extractvalue { i32, i32, i32, i32 } %1166, 0
  %1168 = extractvalue { i32, i32, i32, i32 } %1166, 1
  %1169 = extractvalue { i32, i32, i32, i32 } %1166, 2
  %1170 = extractvalue { i32, i32, i32, i32 } %1166, 3
  %1171 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1035, i32 %1038, i32 %1041, i32 %1044, i32 %1167, i32 %1168, float %1108, float %1109, float %1110, float %1111) #7
  %1172 = extractvalue { float, float, float, float } %1171, 0
  %1173 = extractvalue { float, float, float, float } %1171, 1
  %1174 = extractvalue { float, float, float, float } %1171, 2
  %1175 = extractvalue { float, float, float, float } %1171, 3
  %1176 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1035, i32 %1038, i32 %1041, i32 %1044, i32 %1169, i32 %1170, float %1113, float %1114, float %1115, float %1116) #7
  %1177 = extractvalue { float, float, float, float } %1176, 0
  %1178 = extractvalue { float, float, float, float } %1176, 1
  %1179 = extractvalue { float, float, float, float } %1176, 2
  %1180 = extractvalue { float, float, float, float } %1176, 3
  %1181 = getelementptr bfloat, ptr addrspace(3) %758, i64 %327
  %1182 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1181)
  %1183 = extractvalue { i32, i32, i32, i32 } %1182, 0
  %1184 = extractvalue { i32, i32, i32, i32 } %1182, 1
  %1185 = extractvalue { i32, i32, i32, i32 } %1182, 2
  %1186 = extractvalue { i32, i32, i32, i32 } %1182, 3
  %1187 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1035, i32 %1038, i32 %1041, i32 %1044, i32 %1183, i32 %1184, float %1124, float %1125, float %1126, float %1127) #7
  %1188 = extractvalue { float, float, float, float } %1187, 0
  %1189 = extractvalue { float, float, float, float } %1187, 1
  %1190 = extractvalue { float, float, float, float } %1187, 2
  %1191 = extractvalue { float, float, float, float } %1187, 3
  %1192 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1035, i32 %1038, i32 %1041, i32 %1044, i32 %1185, i32 %1186, float %1129, float %1130, float %1131, float %1132) #7
  %1193 = extractvalue { float, float, float, float } %1192, 0
  %1194 = extractvalue { float, float, float, float } %1192, 1
  %1195 = extractvalue { float, float, float, float } %1192, 2
  %1196 = extractvalue { float, float, float, float } %1192, 3
  %1197 = getelementptr bfloat, ptr addrspace(3) %758, i64 %330
  %1198 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1197)
  %1199 = extractvalue { i32, i32, i32, i32 } %1198, 0
  %1200 = extractvalue { i32, i32, i32, i32 } %1198, 1
  %1201 = extractvalue { i32, i32, i32, i32 } %1198, 2
  %1202 = extractvalue { i32, i32, i32, i32 } %1198, 3
  %1203 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1047, i32 %1050, i32 %1053, i32 %1056, i32 %1199, i32 %1200, float %1140, float %1141, float %1142, float %1143) #7
  %1204 = extractvalue { float, float, float, float } %1203, 0
  %1205 = extractvalue { float, float, float, float } %1203, 1
  %1206 = extractvalue { float, float, float, float } %1203, 2
  %1207 = extractvalue { float, float, float, float } %1203, 3
  %1208 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1047, i32 %1050, i32 %1053, i32 %1056, i32 %1201, i32 %1202, float %1145, float %1146, float %1147, float %1148) #7
  %1209 = extractvalue { float, float, float, float } %1208, 0
  %1210 = extractvalue { float, float, float, float } %1208, 1
  %1211 = extractvalue { float, float, float, float } %1208, 2
  %1212 = extractvalue { float, float, float, float } %1208, 3
  %1213 = getelementptr bfloat, ptr addrspace(3) %758, i64 %332
  %1214 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1213)
  %1215 = extractvalue { i32, i32, i32, i32 } %1214, 0
  %1216 = extractvalue { i32, i32, i32, i32 } %1214, 1
  %1217 = extractvalue { i32, i32, i32, i32 } %1214, 2
  %1218 = extractvalue { i32, i32, i32, i32 } %1214, 3
  %1219 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1047, i32 %1050, i32 %1053, i32 %1056, i32 %1215, i32 %1216, float %1156, float %1157, float %1158, float %1159) #7
  %1220 = extractvalue { float, float, float, float } %1219, 0
  %1221 = extractvalue { float, float, float, float } %1219, 1
  %1222 = extractvalue { float, float, float, float } %1219, 2
  %1223 = extractvalue { float, float, float, float } %1219, 3
  %1224 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1047, i32 %1050, i32 %1053, i32 %1056, i32 %1217, i32 %1218, float %1161, float %1162, float %1163, float %1164) #7
  %1225 = extractvalue { float, float, float, float } %1224, 0
  %1226 = extractvalue { float, float, float, float } %1224, 1
  %1227 = extractvalue { float, float, float, float } %1224, 2
  %1228 = extractvalue { float, float, float, float } %1224, 3
  %1229 = getelementptr bfloat, ptr addrspace(3) %758, i64 %334
  %1230 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1229)
  %1231 = extractvalue { i32, i32, i32, i32 } %1230, 0
  %1232 = extractvalue { i32, i32, i32, i32 } %1230, 1
  %1233 = extractvalue { i32, i32, i32, i32 } %1230, 2
  %1234 = extractvalue { i32, i32, i32, i32 } %1230, 3
  %1235 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1047, i32 %1050, i32 %1053, i32 %1056, i32 %1231, i32 %1232, float %1172, float %1173, float %1174, float %1175) #7
  %1236 = extractvalue { float, float, float, float } %1235, 0
  %1237 = extractvalue { float, float, float, float } %1235, 1
  %1238 = extractvalue { float, float, float, float } %1235, 2
  %1239 = extractvalue { float, float, float, float } %1235, 3
  %1240 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1047, i32 %1050, i32 %1053, i32 %1056, i32 %1233, i32 %1234, float %1177, float %1178, float %1179, float %1180) #7
  %1241 = extractvalue { float, float, float, float } %1240, 0
  %1242 = extractvalue { float, float, float, float } %1240, 1
  %1243 = extractvalue { float, float, float, float } %1240, 2
  %1244 = extractvalue { float, float, float, float } %1240, 3
  %1245 = getelementptr bfloat, ptr addrspace(3) %758, i64 %336
  %1246 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1245)
  %1247 = extractvalue { i32, i32, i32, i32 } %1246, 0
  %1248 = extractvalue { i32, i32, i32, i32 } %1246, 1
  %1249 = extractvalue { i32, i32, i32, i32 } %1246, 2
  %1250 = extractvalue { i32, i32, i32, i32 } %1246, 3
  %1251 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1047, i32 %1050, i32 %1053, i32 %1056, i32 %1247, i32 %1248, float %1188, float %1189, float %1190, float %1191) #7
  %1252 = extractvalue { float, float, float, float } %1251, 0
  %1253 = extractvalue { float, float, float, float } %1251, 1
  %1254 = extractvalue { float, float, float, float } %1251, 2
  %1255 = extractvalue { float, float, float, float } %1251, 3
  %1256 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1047, i32 %1050, i32 %1053, i32 %1056, i32 %1249, i32 %1250, float %1193, float %1194, float %1195, float %1196) #7
  %1257 = extractvalue { float, float, float, float } %1256, 0
  %1258 = extractvalue { float, float, float, float } %1256, 1
  %1259 = extractvalue { float, float, float, float } %1256, 2
  %1260 = extractvalue { float, float, float, float } %1256, 3
  %1261 = getelementptr bfloat, ptr addrspace(3) %758, i64 %339
  %1262 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1261)
  %1263 = extractvalue { i32, i32, i32, i32 } %1262, 0
  %1264 = extractvalue { i32, i32, i32, i32 } %1262, 1
  %1265 = extractvalue { i32, i32, i32, i32 } %1262, 2
  %1266 = extractvalue { i32, i32, i32, i32 } %1262, 3
  %1267 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1059, i32 %1062, i32 %1065, i32 %1068, i32 %1263, i32 %1264, float %1204, float %1205, float %1206, float %1207) #7
  %1268 = extractvalue { float, float, float, float } %1267, 0
  %1269 = extractvalue { float, float, float, float } %1267, 1
  %1270 = extractvalue { float, float, float, float } %1267, 2
  %1271 = extractvalue { float, float, float, float } %1267, 3
  %1272 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1059, i32 %1062, i32 %1065, i32 %1068, i32 %1265, i32 %1266, float %1209, float %1210, float %1211, float %1212) #7
  %1273 = extractvalue { float, float, float, float } %1272, 0
  %1274 = extractvalue { float, float, float, float } %1272, 1
  %1275 = extractvalue { float, float, float, float } %1272, 2
  %1276 = extractvalue { float, float, float, float } %1272, 3
  %1277 = getelementptr bfloat, ptr addrspace(3) %758, i64 %341
  %1278 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1277)
  %1279 = extractvalue { i32, i32, i32, i32 } %1278, 0
  %1280 = extractvalue { i32, i32, i32, i32 } %1278, 1
  %1281 = extractvalue { i32, i32, i32, i32 } %1278, 2
  %1282 = extractvalue { i32, i32, i32, i32 } %1278, 3
  %1283 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1059, i32 %1062, i32 %1065, i32 %1068, i32 %1279, i32 %1280, float %1220, float %1221, float %1222, float %1223) #7
  %1284 = extractvalue { float, float, float, float } %1283, 0
  %1285 = extractvalue { float, float, float, float } %1283, 1
  %1286 = extractvalue { float, float, float, float } %1283, 2
  %1287 = extractvalue { float, float, float, float } %1283, 3
  %1288 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1059, i32 %1062, i32 %1065, i32 %1068, i32 %1281, i32 %1282, float %1225, float %1226, float %1227, float %1228) #7
  %1289 = extractvalue { float, float, float, float } %1288, 0
  %1290 = extractvalue { float, float, float, float } %1288, 1
  %1291 = extractvalue { float, float, float, float } %1288, 2
  %1292 = extractvalue { float, float, float, float } %1288, 3
  %1293 = getelementptr bfloat, ptr addrspace(3) %758, i64 %343
  %1294 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1293)
  %1295 = extractvalue { i32, i32, i32, i32 } %1294, 0
  %1296 = extractvalue { i32, i32, i32, i32 } %1294, 1
  %1297 = extractvalue { i32, i32, i32, i32 } %1294, 2
  %1298 = extractvalue { i32, i32, i32, i32 } %1294, 3
  %1299 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1059, i32 %1062, i32 %1065, i32 %1068, i32 %1295, i32 %1296, float %1236, float %1237, float %1238, float %1239) #7
  %1300 = extractvalue { float, float, float, float } %1299, 0
  %1301 = extractvalue { float, float, float, float } %1299, 1
  %1302 = extractvalue { float, float, float, float } %1299, 2
  %1303 = extractvalue { float, float, float, float } %1299, 3
  %1304 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1059, i32 %1062, i32 %1065, i32 %1068, i32 %1297, i32 %1298, float %1241, float %1242, float %1243, float %1244) #7
  %1305 = extractvalue { float, float, float, float } %1304, 0
  %1306 = extractvalue { float, float, float, float } %1304, 1
  %1307 = extractvalue { float, float, float, float } %1304, 2
  %1308 = extractvalue { float, float, float, float } %1304, 3
  %1309 = getelementptr bfloat, ptr addrspace(3) %758, i64 %345
  %1310 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1309)
  %1311 = extractvalue { i32, i32, i32, i32 } %1310, 0
  %1312 = extractvalue { i32, i32, i32, i32 } %1310, 1
  %1313 = extractvalue { i32, i32, i32, i32 } %1310, 2
  %1314 = extractvalue { i32, i32, i32, i32 } %1310, 3
  %1315 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1059, i32 %1062, i32 %1065, i32 %1068, i32 %1311, i32 %1312, float %1252, float %1253, float %1254, float %1255) #7
  %1316 = extractvalue { float, float, float, float } %1315, 0
  %1317 = extractvalue { float, float, float, float } %1315, 1
  %1318 = extractvalue { float, float, float, float } %1315, 2
  %1319 = extractvalue { float, float, float, float } %1315, 3
  %1320 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1059, i32 %1062, i32 %1065, i32 %1068, i32 %1313, i32 %1314, float %1257, float %1258, float %1259, float %1260) #7
  %1321 = extractvalue { float, float, float, float } %1320, 0
  %1322 = extractvalue { float, float, float, float } %1320, 1
  %1323 = extractvalue { float, float, float, float } %1320, 2
  %1324 = extractvalue { float, float, float, float } %1320, 3
  br i1 %421, label %380, label %._crit_edge

._crit_edge:                                      ; preds = %478, %.preheader.._crit_edge_crit_edge.critedge
  %.pre-phi180 = phi i32 [ %.pre179, %.preheader.._crit_edge_crit_edge.critedge ], [ %297, %478 ]
  %.lcssa72 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %955, %478 ]
  %.lcssa71 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %956, %478 ]
  %.lcssa70 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1268, %478 ]
  %.lcssa69 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1269, %478 ]
  %.lcssa68 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1270, %478 ]
  %.lcssa67 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1271, %478 ]
  %.lcssa66 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1273, %478 ]
  %.lcssa65 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1274, %478 ]
  %.lcssa64 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1275, %478 ]
  %.lcssa63 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1276, %478 ]
  %.lcssa62 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1284, %478 ]
  %.lcssa61 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1285, %478 ]
  %.lcssa60 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1286, %478 ]
  %.lcssa59 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1287, %478 ]
  %.lcssa58 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1289, %478 ]
  %.lcssa57 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1290, %478 ]
  %.lcssa56 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1291, %478 ]
  %.lcssa55 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1292, %478 ]
  %.lcssa54 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1300, %478 ]
  %.lcssa53 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1301, %478 ]
  %.lcssa52 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1302, %478 ]
  %.lcssa51 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1303, %478 ]
  %.lcssa50 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1305, %478 ]
  %.lcssa49 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1306, %478 ]
  %.lcssa48 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1307, %478 ]
  %.lcssa47 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1308, %478 ]
  %.lcssa46 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1316, %478 ]
  %.lcssa45 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1317, %478 ]
  %.lcssa44 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1318, %478 ]
  %.lcssa43 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1319, %478 ]
  %.lcssa42 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1321, %478 ]
  %.lcssa41 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1322, %478 ]
  %.lcssa40 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1323, %478 ]
  %.lcssa39 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1324, %478 ]
  %.lcssa38 = phi float [ 0xFFF0000000000000, %.preheader.._crit_edge_crit_edge.critedge ], [ %837, %478 ]
  %.lcssa37 = phi float [ 0xFFF0000000000000, %.preheader.._crit_edge_crit_edge.critedge ], [ %838, %478 ]
  tail call void asm sideeffect "cp.async.wait_all;", "~{memory}"() #7
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1325 = lshr i32 %7, 2
  %1326 = and i32 %1325, 7
  %1327 = or disjoint i32 %.pre-phi180, %1326
  %1328 = zext nneg i32 %1327 to i64
  %1329 = getelementptr float, ptr addrspace(3) @attention_smem, i64 %1328
  store float %.lcssa38, ptr addrspace(3) %1329, align 4
  %1330 = or disjoint i32 %1327, 8
  %1331 = zext nneg i32 %1330 to i64
  %1332 = getelementptr float, ptr addrspace(3) @attention_smem, i64 %1331
  store float %.lcssa37, ptr addrspace(3) %1332, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1333 = fdiv float %.lcssa70, %.lcssa72
  %1334 = fdiv float %.lcssa69, %.lcssa72
  %1335 = fdiv float %.lcssa68, %.lcssa71
  %1336 = fdiv float %.lcssa67, %.lcssa71
  %1337 = fdiv float %.lcssa66, %.lcssa72
  %1338 = fdiv float %.lcssa65, %.lcssa72
  %1339 = fdiv float %.lcssa64, %.lcssa71
  %1340 = fdiv float %.lcssa63, %.lcssa71
  %1341 = fdiv float %.lcssa62, %.lcssa72
  %1342 = fdiv float %.lcssa61, %.lcssa72
  %1343 = fdiv float %.lcssa60, %.lcssa71
  %1344 = fdiv float %.lcssa59, %.lcssa71
  %1345 = fdiv float %.lcssa58, %.lcssa72
  %1346 = fdiv float %.lcssa57, %.lcssa72
  %1347 = fdiv float %.lcssa56, %.lcssa71
  %1348 = fdiv float %.lcssa55, %.lcssa71
  %1349 = fdiv float %.lcssa54, %.lcssa72
  %1350 = fdiv float %.lcssa53, %.lcssa72
  %1351 = fdiv float %.lcssa52, %.lcssa71
  %1352 = fdiv float %.lcssa51, %.lcssa71
  %1353 = fdiv float %.lcssa50, %.lcssa72
  %1354 = fdiv float %.lcssa49, %.lcssa72
  %1355 = fdiv float %.lcssa48, %.lcssa71
  %1356 = fdiv float %.lcssa47, %.lcssa71
  %1357 = fdiv float %.lcssa46, %.lcssa72
  %1358 = fdiv float %.lcssa45, %.lcssa72
  %1359 = fdiv float %.lcssa44, %.lcssa71
  %1360 = fdiv float %.lcssa43, %.lcssa71
  %1361 = fdiv float %.lcssa42, %.lcssa72
  %1362 = fdiv float %.lcssa41, %.lcssa72
  %1363 = fdiv float %.lcssa40, %.lcssa71
  %1364 = fdiv float %.lcssa39, %.lcssa71
  %1365 = fptrunc float %1333 to bfloat
  %1366 = fptrunc float %1334 to bfloat
  %1367 = fptrunc float %1335 to bfloat
  %1368 = fptrunc float %1336 to bfloat
  %1369 = fptrunc float %1337 to bfloat
  %1370 = fptrunc float %1338 to bfloat
  %1371 = fptrunc float %1339 to bfloat
  %1372 = fptrunc float %1340 to bfloat
  %1373 = fptrunc float %1341 to bfloat
  %1374 = fptrunc float %1342 to bfloat
  %1375 = fptrunc float %1343 to bfloat
  %1376 = fptrunc float %1344 to bfloat
  %1377 = fptrunc float %1345 to bfloat
  %1378 = fptrunc float %1346 to bfloat
  %1379 = fptrunc float %1347 to bfloat
  %1380 = fptrunc float %1348 to bfloat
  %1381 = fptrunc float %1349 to bfloat
  %1382 = fptrunc float %1350 to bfloat
  %1383 = fptrunc float %1351 to bfloat
  %1384 = fptrunc float %1352 to bfloat
  %1385 = fptrunc float %1353 to bfloat
  %1386 = fptrunc float %1354 to bfloat
  %1387 = fptrunc float %1355 to bfloat
  %1388 = fptrunc float %1356 to bfloat
  %1389 = fptrunc float %1357 to bfloat
  %1390 = fptrunc float %1358 to bfloat
  %1391 = fptrunc float %1359 to bfloat
  %1392 = fptrunc float %1360 to bfloat
  %1393 = fptrunc float %1361 to bfloat
  %1394 = fptrunc float %1362 to bfloat
  %1395 = fptrunc float %1363 to bfloat
  %1396 = fptrunc float %1364 to bfloat
  %1397 = shl nuw nsw i32 %7, 1
  %1398 = and i32 %1397, 6
  %1399 = or disjoint i32 %1327, %12
  %1400 = add i32 %11, %1399
  %1401 = shl i32 %1400, 6
  %1402 = or disjoint i32 %1401, %1398
  %1403 = sext i32 %1402 to i64
  %1404 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1403
  %1405 = icmp slt i32 %1399, %4
  %1406 = zext i1 %1405 to i32
  %1407 = bitcast bfloat %1365 to i16
  %1408 = bitcast bfloat %1366 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1406, i16 %1407, i16 %1408, ptr addrspace(1) %1404) #7
  %1409 = or disjoint i32 %1330, %12
  %1410 = add i32 %11, %1409
  %1411 = shl i32 %1410, 6
  %1412 = or disjoint i32 %1411, %1398
  %1413 = sext i32 %1412 to i64
  %1414 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1413
  %1415 = icmp slt i32 %1409, %4
  %1416 = zext i1 %1415 to i32
  %1417 = bitcast bfloat %1367 to i16
  %1418 = bitcast bfloat %1368 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1416, i16 %1417, i16 %1418, ptr addrspace(1) %1414) #7
  %1419 = or disjoint i32 %1398, 8
  %1420 = or disjoint i32 %1401, %1419
  %1421 = sext i32 %1420 to i64
  %1422 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1421
  %1423 = bitcast bfloat %1369 to i16
  %1424 = bitcast bfloat %1370 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1406, i16 %1423, i16 %1424, ptr addrspace(1) %1422) #7
  %1425 = or disjoint i32 %1411, %1419
  %1426 = sext i32 %1425 to i64
  %1427 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1426
  %1428 = bitcast bfloat %1371 to i16
  %1429 = bitcast bfloat %1372 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1416, i16 %1428, i16 %1429, ptr addrspace(1) %1427) #7
  %1430 = or disjoint i32 %1398, 16
  %1431 = or disjoint i32 %1401, %1430
  %1432 = sext i32 %1431 to i64
  %1433 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1432
  %1434 = bitcast bfloat %1373 to i16
  %1435 = bitcast bfloat %1374 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1406, i16 %1434, i16 %1435, ptr addrspace(1) %1433) #7
  %1436 = or disjoint i32 %1411, %1430
  %1437 = sext i32 %1436 to i64
  %1438 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1437
  %1439 = bitcast bfloat %1375 to i16
  %1440 = bitcast bfloat %1376 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1416, i16 %1439, i16 %1440, ptr addrspace(1) %1438) #7
  %1441 = or disjoint i32 %1398, 24
  %1442 = or disjoint i32 %1401, %1441
  %1443 = sext i32 %1442 to i64
  %1444 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1443
  %1445 = bitcast bfloat %1377 to i16
  %1446 = bitcast bfloat %1378 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1406, i16 %1445, i16 %1446, ptr addrspace(1) %1444) #7
  %1447 = or disjoint i32 %1411, %1441
  %1448 = sext i32 %1447 to i64
  %1449 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1448
  %1450 = bitcast bfloat %1379 to i16
  %1451 = bitcast bfloat %1380 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1416, i16 %1450, i16 %1451, ptr addrspace(1) %1449) #7
  %1452 = or disjoint i32 %1398, 32
  %1453 = or disjoint i32 %1401, %1452
  %1454 = sext i32 %1453 to i64
  %1455 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1454
  %1456 = bitcast bfloat %1381 to i16
  %1457 = bitcast bfloat %1382 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1406, i16 %1456, i16 %1457, ptr addrspace(1) %1455) #7
  %1458 = or disjoint i32 %1411, %1452
  %1459 = sext i32 %1458 to i64
  %1460 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1459
  %1461 = bitcast bfloat %1383 to i16
  %1462 = bitcast bfloat %1384 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1416, i16 %1461, i16 %1462, ptr addrspace(1) %1460) #7
  %1463 = or disjoint i32 %1398, 40
  %1464 = or disjoint i32 %1401, %1463
  %1465 = sext i32 %1464 to i64
  %1466 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1465
  %1467 = bitcast bfloat %1385 to i16
  %1468 = bitcast bfloat %1386 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1406, i16 %1467, i16 %1468, ptr addrspace(1) %1466) #7
  %1469 = or disjoint i32 %1411, %1463
  %1470 = sext i32 %1469 to i64
  %1471 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1470
  %1472 = bitcast bfloat %1387 to i16
  %1473 = bitcast bfloat %1388 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1416, i16 %1472, i16 %1473, ptr addrspace(1) %1471) #7
  %1474 = or disjoint i32 %1398, 48
  %1475 = or disjoint i32 %1401, %1474
  %1476 = sext i32 %1475 to i64
  %1477 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1476
  %1478 = bitcast bfloat %1389 to i16
  %1479 = bitcast bfloat %1390 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1406, i16 %1478, i16 %1479, ptr addrspace(1) %1477) #7
  %1480 = or disjoint i32 %1411, %1474
  %1481 = sext i32 %1480 to i64
  %1482 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1481
  %1483 = bitcast bfloat %1391 to i16
  %1484 = bitcast bfloat %1392 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1416, i16 %1483, i16 %1484, ptr addrspace(1) %1482) #7
  %1485 = or disjoint i32 %1398, 56
  %1486 = or disjoint i32 %1401, %1485
  %1487 = sext i32 %1486 to i64
  %1488 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1487
  %1489 = bitcast bfloat %1393 to i16
  %1490 = bitcast bfloat %1394 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1406, i16 %1489, i16 %1490, ptr addrspace(1) %1488) #7
  %1491 = or disjoint i32 %1411, %1485
  %1492 = sext i32 %1491 to i64
  %1493 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1492
  %1494 = bitcast bfloat %1395 to i16
  %1495 = bitcast bfloat %1396 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1416, i16 %1494, i16 %1495, ptr addrspace(1) %1493) #7
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

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #3

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
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #6 = { convergent nocallback nofree nounwind memory(argmem: read) }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
