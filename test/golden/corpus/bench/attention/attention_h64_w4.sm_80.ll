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
  %381 = phi float [ 0xFFF0000000000000, %.preheader ], [ %808, %478 ]
  %382 = phi float [ 0xFFF0000000000000, %.preheader ], [ %807, %478 ]
  %383 = phi float [ 0.000000e+00, %.preheader ], [ %1326, %478 ]
  %384 = phi float [ 0.000000e+00, %.preheader ], [ %1325, %478 ]
  %385 = phi float [ 0.000000e+00, %.preheader ], [ %1324, %478 ]
  %386 = phi float [ 0.000000e+00, %.preheader ], [ %1323, %478 ]
  %387 = phi float [ 0.000000e+00, %.preheader ], [ %1321, %478 ]
  %388 = phi float [ 0.000000e+00, %.preheader ], [ %1320, %478 ]
  %389 = phi float [ 0.000000e+00, %.preheader ], [ %1319, %478 ]
  %390 = phi float [ 0.000000e+00, %.preheader ], [ %1318, %478 ]
  %391 = phi float [ 0.000000e+00, %.preheader ], [ %1310, %478 ]
  %392 = phi float [ 0.000000e+00, %.preheader ], [ %1309, %478 ]
  %393 = phi float [ 0.000000e+00, %.preheader ], [ %1308, %478 ]
  %394 = phi float [ 0.000000e+00, %.preheader ], [ %1307, %478 ]
  %395 = phi float [ 0.000000e+00, %.preheader ], [ %1305, %478 ]
  %396 = phi float [ 0.000000e+00, %.preheader ], [ %1304, %478 ]
  %397 = phi float [ 0.000000e+00, %.preheader ], [ %1303, %478 ]
  %398 = phi float [ 0.000000e+00, %.preheader ], [ %1302, %478 ]
  %399 = phi float [ 0.000000e+00, %.preheader ], [ %1294, %478 ]
  %400 = phi float [ 0.000000e+00, %.preheader ], [ %1293, %478 ]
  %401 = phi float [ 0.000000e+00, %.preheader ], [ %1292, %478 ]
  %402 = phi float [ 0.000000e+00, %.preheader ], [ %1291, %478 ]
  %403 = phi float [ 0.000000e+00, %.preheader ], [ %1289, %478 ]
  %404 = phi float [ 0.000000e+00, %.preheader ], [ %1288, %478 ]
  %405 = phi float [ 0.000000e+00, %.preheader ], [ %1287, %478 ]
  %406 = phi float [ 0.000000e+00, %.preheader ], [ %1286, %478 ]
  %407 = phi float [ 0.000000e+00, %.preheader ], [ %1278, %478 ]
  %408 = phi float [ 0.000000e+00, %.preheader ], [ %1277, %478 ]
  %409 = phi float [ 0.000000e+00, %.preheader ], [ %1276, %478 ]
  %410 = phi float [ 0.000000e+00, %.preheader ], [ %1275, %478 ]
  %411 = phi float [ 0.000000e+00, %.preheader ], [ %1273, %478 ]
  %412 = phi float [ 0.000000e+00, %.preheader ], [ %1272, %478 ]
  %413 = phi float [ 0.000000e+00, %.preheader ], [ %1271, %478 ]
  %414 = phi float [ 0.000000e+00, %.preheader ], [ %1270, %478 ]
  %415 = phi float [ 0.000000e+00, %.preheader ], [ %958, %478 ]
  %416 = phi float [ 0.000000e+00, %.preheader ], [ %957, %478 ]
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
  %759 = tail call float @llvm.maxnum.f32(float %701, float %702)
  %760 = tail call float @llvm.maxnum.f32(float %703, float %704)
  %761 = tail call float @llvm.maxnum.f32(float %759, float %706)
  %762 = tail call float @llvm.maxnum.f32(float %761, float %707)
  %763 = tail call float @llvm.maxnum.f32(float %760, float %708)
  %764 = tail call float @llvm.maxnum.f32(float %763, float %709)
  %765 = tail call float @llvm.maxnum.f32(float %762, float %717)
  %766 = tail call float @llvm.maxnum.f32(float %765, float %718)
  %767 = tail call float @llvm.maxnum.f32(float %764, float %719)
  %768 = tail call float @llvm.maxnum.f32(float %767, float %720)
  %769 = tail call float @llvm.maxnum.f32(float %766, float %722)
  %770 = tail call float @llvm.maxnum.f32(float %769, float %723)
  %771 = tail call float @llvm.maxnum.f32(float %768, float %724)
  %772 = tail call float @llvm.maxnum.f32(float %771, float %725)
  %773 = tail call float @llvm.maxnum.f32(float %770, float %733)
  %774 = tail call float @llvm.maxnum.f32(float %773, float %734)
  %775 = tail call float @llvm.maxnum.f32(float %772, float %735)
  %776 = tail call float @llvm.maxnum.f32(float %775, float %736)
  %777 = tail call float @llvm.maxnum.f32(float %774, float %738)
  %778 = tail call float @llvm.maxnum.f32(float %777, float %739)
  %779 = tail call float @llvm.maxnum.f32(float %776, float %740)
  %780 = tail call float @llvm.maxnum.f32(float %779, float %741)
  %781 = tail call float @llvm.maxnum.f32(float %778, float %749)
  %782 = tail call float @llvm.maxnum.f32(float %781, float %750)
  %783 = tail call float @llvm.maxnum.f32(float %780, float %751)
  %784 = tail call float @llvm.maxnum.f32(float %783, float %752)
  %785 = tail call float @llvm.maxnum.f32(float %782, float %754)
  %786 = tail call float @llvm.maxnum.f32(float %785, float %755)
  %787 = tail call float @llvm.maxnum.f32(float %784, float %756)
  %788 = tail call float @llvm.maxnum.f32(float %787, float %757)
  %789 = bitcast float %786 to i32
  %790 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %789, i32 2, i32 31)
  %791 = bitcast i32 %790 to float
  %792 = tail call float @llvm.maxnum.f32(float %786, float %791)
  %793 = bitcast float %788 to i32
  %794 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %793, i32 2, i32 31)
  %795 = bitcast i32 %794 to float
  %796 = tail call float @llvm.maxnum.f32(float %788, float %795)
  %797 = bitcast float %792 to i32
  %798 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %797, i32 1, i32 31)
  %799 = bitcast i32 %798 to float
  %800 = tail call float @llvm.maxnum.f32(float %792, float %799)
  %801 = bitcast float %796 to i32
  %802 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %801, i32 1, i32 31)
  %803 = bitcast i32 %802 to float
  %804 = tail call float @llvm.maxnum.f32(float %796, float %803)
  %805 = fmul float %126, %800
  %806 = fmul float %126, %804
  %807 = tail call float @llvm.maxnum.f32(float %382, float %805)
  %808 = tail call float @llvm.maxnum.f32(float %381, float %806)
  %809 = fmul float %126, %701
  %810 = fmul float %126, %702
  %811 = fmul float %126, %703
  %812 = fmul float %126, %704
  %813 = fmul float %126, %706
  %814 = fmul float %126, %707
  %815 = fmul float %126, %708
  %816 = fmul float %126, %709
  %817 = fmul float %126, %717
  %818 = fmul float %126, %718
  %819 = fmul float %126, %719
  %820 = fmul float %126, %720
  %821 = fmul float %126, %722
  %822 = fmul float %126, %723
  %823 = fmul float %126, %724
  %824 = fmul float %126, %725
  %825 = fmul float %126, %733
  %826 = fmul float %126, %734
  %827 = fmul float %126, %735
  %828 = fmul float %126, %736
  %829 = fmul float %126, %738
  %830 = fmul float %126, %739
  %831 = fmul float %126, %740
  %832 = fmul float %126, %741
  %833 = fmul float %126, %749
  %834 = fmul float %126, %750
  %835 = fmul float %126, %751
  %836 = fmul float %126, %752
  %837 = fmul float %126, %754
  %838 = fmul float %126, %755
  %839 = fmul float %126, %756
  %840 = fmul float %126, %757
  %841 = fsub float %809, %807
  %842 = fsub float %810, %807
  %843 = fsub float %811, %808
  %844 = fsub float %812, %808
  %845 = fsub float %813, %807
  %846 = fsub float %814, %807
  %847 = fsub float %815, %808
  %848 = fsub float %816, %808
  %849 = fsub float %817, %807
  %850 = fsub float %818, %807
  %851 = fsub float %819, %808
  %852 = fsub float %820, %808
  %853 = fsub float %821, %807
  %854 = fsub float %822, %807
  %855 = fsub float %823, %808
  %856 = fsub float %824, %808
  %857 = fsub float %825, %807
  %858 = fsub float %826, %807
  %859 = fsub float %827, %808
  %860 = fsub float %828, %808
  %861 = fsub float %829, %807
  %862 = fsub float %830, %807
  %863 = fsub float %831, %808
  %864 = fsub float %832, %808
  %865 = fsub float %833, %807
  %866 = fsub float %834, %807
  %867 = fsub float %835, %808
  %868 = fsub float %836, %808
  %869 = fsub float %837, %807
  %870 = fsub float %838, %807
  %871 = fsub float %839, %808
  %872 = fsub float %840, %808
  %873 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %841)
  %874 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %842)
  %875 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %843)
  %876 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %844)
  %877 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %845)
  %878 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %846)
  %879 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %847)
  %880 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %848)
  %881 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %849)
  %882 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %850)
  %883 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %851)
  %884 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %852)
  %885 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %853)
  %886 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %854)
  %887 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %855)
  %888 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %856)
  %889 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %857)
  %890 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %858)
  %891 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %859)
  %892 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %860)
  %893 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %861)
  %894 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %862)
  %895 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %863)
  %896 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %864)
  %897 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %865)
  %898 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %866)
  %899 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %867)
  %900 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %868)
  %901 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %869)
  %902 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %870)
  %903 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %871)
  %904 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %872)
  %905 = fsub float %382, %807
  %906 = fsub float %381, %808
  %907 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %905)
  %908 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %906)
  %909 = fmul float %416, %907
  %910 = fmul float %415, %908
  %911 = fadd float %873, %874
  %912 = fadd float %875, %876
  %913 = fadd float %911, %877
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
  %939 = fadd float %936, %903
  %940 = fadd float %939, %904
  %941 = bitcast float %938 to i32
  %942 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %941, i32 2, i32 31)
  %943 = bitcast i32 %942 to float
  %944 = fadd float %938, %943
  %945 = bitcast float %940 to i32
  %946 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %945, i32 2, i32 31)
  %947 = bitcast i32 %946 to float
  %948 = fadd float %940, %947
  %949 = bitcast float %944 to i32
  %950 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %949, i32 1, i32 31)
  %951 = bitcast i32 %950 to float
  %952 = fadd float %944, %951
  %953 = bitcast float %948 to i32
  %954 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %953, i32 1, i32 31)
  %955 = bitcast i32 %954 to float
  %956 = fadd float %948, %955
  %957 = fadd float %909, %952
  %958 = fadd float %910, %956
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
  %989 = fptrunc float %903 to bfloat
  %990 = fptrunc float %904 to bfloat
  %991 = fmul float %414, %907
  %992 = fmul float %413, %907
  %993 = fmul float %412, %908
  %994 = fmul float %411, %908
  %995 = fmul float %410, %907
  %996 = fmul float %409, %907
  %997 = fmul float %408, %908
  %998 = fmul float %407, %908
  %999 = fmul float %406, %907
  %1000 = fmul float %405, %907
  %1001 = fmul float %404, %908
  %1002 = fmul float %403, %908
  %1003 = fmul float %402, %907
  %1004 = fmul float %401, %907
  %1005 = fmul float %400, %908
  %1006 = fmul float %399, %908
  %1007 = fmul float %398, %907
  %1008 = fmul float %397, %907
  %1009 = fmul float %396, %908
  %1010 = fmul float %395, %908
  %1011 = fmul float %394, %907
  %1012 = fmul float %393, %907
  %1013 = fmul float %392, %908
  %1014 = fmul float %391, %908
  %1015 = fmul float %390, %907
  %1016 = fmul float %389, %907
  %1017 = fmul float %388, %908
  %1018 = fmul float %387, %908
  %1019 = fmul float %386, %907
  %1020 = fmul float %385, %907
  %1021 = fmul float %384, %908
  %1022 = fmul float %383, %908
  %1023 = insertelement <2 x bfloat> poison, bfloat %959, i64 0
  %1024 = insertelement <2 x bfloat> %1023, bfloat %960, i64 1
  %1025 = bitcast <2 x bfloat> %1024 to i32
  %1026 = insertelement <2 x bfloat> poison, bfloat %961, i64 0
  %1027 = insertelement <2 x bfloat> %1026, bfloat %962, i64 1
  %1028 = bitcast <2 x bfloat> %1027 to i32
  %1029 = insertelement <2 x bfloat> poison, bfloat %963, i64 0
  %1030 = insertelement <2 x bfloat> %1029, bfloat %964, i64 1
  %1031 = bitcast <2 x bfloat> %1030 to i32
  %1032 = insertelement <2 x bfloat> poison, bfloat %965, i64 0
  %1033 = insertelement <2 x bfloat> %1032, bfloat %966, i64 1
  %1034 = bitcast <2 x bfloat> %1033 to i32
  %1035 = insertelement <2 x bfloat> poison, bfloat %967, i64 0
  %1036 = insertelement <2 x bfloat> %1035, bfloat %968, i64 1
  %1037 = bitcast <2 x bfloat> %1036 to i32
  %1038 = insertelement <2 x bfloat> poison, bfloat %969, i64 0
  %1039 = insertelement <2 x bfloat> %1038, bfloat %970, i64 1
  %1040 = bitcast <2 x bfloat> %1039 to i32
  %1041 = insertelement <2 x bfloat> poison, bfloat %971, i64 0
  %1042 = insertelement <2 x bfloat> %1041, bfloat %972, i64 1
  %1043 = bitcast <2 x bfloat> %1042 to i32
  %1044 = insertelement <2 x bfloat> poison, bfloat %973, i64 0
  %1045 = insertelement <2 x bfloat> %1044, bfloat %974, i64 1
  %1046 = bitcast <2 x bfloat> %1045 to i32
  %1047 = insertelement <2 x bfloat> poison, bfloat %975, i64 0
  %1048 = insertelement <2 x bfloat> %1047, bfloat %976, i64 1
  %1049 = bitcast <2 x bfloat> %1048 to i32
  %1050 = insertelement <2 x bfloat> poison, bfloat %977, i64 0
  %1051 = insertelement <2 x bfloat> %1050, bfloat %978, i64 1
  %1052 = bitcast <2 x bfloat> %1051 to i32
  %1053 = insertelement <2 x bfloat> poison, bfloat %979, i64 0
  %1054 = insertelement <2 x bfloat> %1053, bfloat %980, i64 1
  %1055 = bitcast <2 x bfloat> %1054 to i32
  %1056 = insertelement <2 x bfloat> poison, bfloat %981, i64 0
  %1057 = insertelement <2 x bfloat> %1056, bfloat %982, i64 1
  %1058 = bitcast <2 x bfloat> %1057 to i32
  %1059 = insertelement <2 x bfloat> poison, bfloat %983, i64 0
  %1060 = insertelement <2 x bfloat> %1059, bfloat %984, i64 1
  %1061 = bitcast <2 x bfloat> %1060 to i32
  %1062 = insertelement <2 x bfloat> poison, bfloat %985, i64 0
  %1063 = insertelement <2 x bfloat> %1062, bfloat %986, i64 1
  %1064 = bitcast <2 x bfloat> %1063 to i32
  %1065 = insertelement <2 x bfloat> poison, bfloat %987, i64 0
  %1066 = insertelement <2 x bfloat> %1065, bfloat %988, i64 1
  %1067 = bitcast <2 x bfloat> %1066 to i32
  %1068 = insertelement <2 x bfloat> poison, bfloat %989, i64 0
  %1069 = insertelement <2 x bfloat> %1068, bfloat %990, i64 1
  %1070 = bitcast <2 x bfloat> %1069 to i32
  %1071 = getelementptr bfloat, ptr addrspace(3) %758, i64 %309
  %1072 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1071)
  %1073 = extractvalue { i32, i32, i32, i32 } %1072, 0
  %1074 = extractvalue { i32, i32, i32, i32 } %1072, 1
  %1075 = extractvalue { i32, i32, i32, i32 } %1072, 2
  %1076 = extractvalue { i32, i32, i32, i32 } %1072, 3
  %1077 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1025, i32 %1028, i32 %1031, i32 %1034, i32 %1073, i32 %1074, float %991, float %992, float %993, float %994) #7
  %1078 = extractvalue { float, float, float, float } %1077, 0
  %1079 = extractvalue { float, float, float, float } %1077, 1
  %1080 = extractvalue { float, float, float, float } %1077, 2
  %1081 = extractvalue { float, float, float, float } %1077, 3
  %1082 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1025, i32 %1028, i32 %1031, i32 %1034, i32 %1075, i32 %1076, float %995, float %996, float %997, float %998) #7
  %1083 = extractvalue { float, float, float, float } %1082, 0
  %1084 = extractvalue { float, float, float, float } %1082, 1
  %1085 = extractvalue { float, float, float, float } %1082, 2
  %1086 = extractvalue { float, float, float, float } %1082, 3
  %1087 = getelementptr bfloat, ptr addrspace(3) %758, i64 %312
  %1088 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1087)
  %1089 = extractvalue { i32, i32, i32, i32 } %1088, 0
  %1090 = extractvalue { i32, i32, i32, i32 } %1088, 1
  %1091 = extractvalue { i32, i32, i32, i32 } %1088, 2
  %1092 = extractvalue { i32, i32, i32, i32 } %1088, 3
  %1093 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1025, i32 %1028, i32 %1031, i32 %1034, i32 %1089, i32 %1090, float %999, float %1000, float %1001, float %1002) #7
  %1094 = extractvalue { float, float, float, float } %1093, 0
  %1095 = extractvalue { float, float, float, float } %1093, 1
  %1096 = extractvalue { float, float, float, float } %1093, 2
  %1097 = extractvalue { float, float, float, float } %1093, 3
  %1098 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1025, i32 %1028, i32 %1031, i32 %1034, i32 %1091, i32 %1092, float %1003, float %1004, float %1005, float %1006) #7
  %1099 = extractvalue { float, float, float, float } %1098, 0
  %1100 = extractvalue { float, float, float, float } %1098, 1
  %1101 = extractvalue { float, float, float, float } %1098, 2
  %1102 = extractvalue { float, float, float, float } %1098, 3
  %1103 = getelementptr bfloat, ptr addrspace(3) %758, i64 %315
  %1104 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1103)
  %1105 = extractvalue { i32, i32, i32, i32 } %1104, 0
  %1106 = extractvalue { i32, i32, i32, i32 } %1104, 1
  %1107 = extractvalue { i32, i32, i32, i32 } %1104, 2
  %1108 = extractvalue { i32, i32, i32, i32 } %1104, 3
  %1109 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1025, i32 %1028, i32 %1031, i32 %1034, i32 %1105, i32 %1106, float %1007, float %1008, float %1009, float %1010) #7
  %1110 = extractvalue { float, float, float, float } %1109, 0
  %1111 = extractvalue { float, float, float, float } %1109, 1
  %1112 = extractvalue { float, float, float, float } %1109, 2
  %1113 = extractvalue { float, float, float, float } %1109, 3
  %1114 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1025, i32 %1028, i32 %1031, i32 %1034, i32 %1107, i32 %1108, float %1011, float %1012, float %1013, float %1014) #7
  %1115 = extractvalue { float, float, float, float } %1114, 0
  %1116 = extractvalue { float, float, float, float } %1114, 1
  %1117 = extractvalue { float, float, float, float } %1114, 2
  %1118 = extractvalue { float, float, float, float } %1114, 3
  %1119 = getelementptr bfloat, ptr addrspace(3) %758, i64 %318
  %1120 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1119)
  %1121 = extractvalue { i32, i32, i32, i32 } %1120, 0
  %1122 = extractvalue { i32, i32, i32, i32 } %1120, 1
  %1123 = extractvalue { i32, i32, i32, i32 } %1120, 2
  %1124 = extractvalue { i32, i32, i32, i32 } %1120, 3
  %1125 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1025, i32 %1028, i32 %1031, i32 %1034, i32 %1121, i32 %1122, float %1015, float %1016, float %1017, float %1018) #7
  %1126 = extractvalue { float, float, float, float } %1125, 0
  %1127 = extractvalue { float, float, float, float } %1125, 1
  %1128 = extractvalue { float, float, float, float } %1125, 2
  %1129 = extractvalue { float, float, float, float } %1125, 3
  %1130 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1025, i32 %1028, i32 %1031, i32 %1034, i32 %1123, i32 %1124, float %1019, float %1020, float %1021, float %1022) #7
  %1131 = extractvalue { float, float, float, float } %1130, 0
  %1132 = extractvalue { float, float, float, float } %1130, 1
  %1133 = extractvalue { float, float, float, float } %1130, 2
  %1134 = extractvalue { float, float, float, float } %1130, 3
  %1135 = getelementptr bfloat, ptr addrspace(3) %758, i64 %321
  %1136 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1135)
  %1137 = extractvalue { i32, i32, i32, i32 } %1136, 0
  %1138 = extractvalue { i32, i32, i32, i32 } %1136, 1
  %1139 = extractvalue { i32, i32, i32, i32 } %1136, 2
  %1140 = extractvalue { i32, i32, i32, i32 } %1136, 3
  %1141 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1037, i32 %1040, i32 %1043, i32 %1046, i32 %1137, i32 %1138, float %1078, float %1079, float %1080, float %1081) #7
  %1142 = extractvalue { float, float, float, float } %1141, 0
  %1143 = extractvalue { float, float, float, float } %1141, 1
  %1144 = extractvalue { float, float, float, float } %1141, 2
  %1145 = extractvalue { float, float, float, float } %1141, 3
  %1146 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1037, i32 %1040, i32 %1043, i32 %1046, i32 %1139, i32 %1140, float %1083, float %1084, float %1085, float %1086) #7
  %1147 = extractvalue { float, float, float, float } %1146, 0
  %1148 = extractvalue { float, float, float, float } %1146, 1
  %1149 = extractvalue { float, float, float, float } %1146, 2
  %1150 = extractvalue { float, float, float, float } %1146, 3
  %1151 = getelementptr bfloat, ptr addrspace(3) %758, i64 %323
  %1152 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1151)
  %1153 = extractvalue { i32, i32, i32, i32 } %1152, 0
  %1154 = extractvalue { i32, i32, i32, i32 } %1152, 1
  %1155 = extractvalue { i32, i32, i32, i32 } %1152, 2
  %1156 = extractvalue { i32, i32, i32, i32 } %1152, 3
  %1157 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1037, i32 %1040, i32 %1043, i32 %1046, i32 %1153, i32 %1154, float %1094, float %1095, float %1096, float %1097) #7
  %1158 = extractvalue { float, float, float, float } %1157, 0
  %1159 = extractvalue { float, float, float, float } %1157, 1
  %1160 = extractvalue { float, float, float, float } %1157, 2
  %1161 = extractvalue { float, float, float, float } %1157, 3
  %1162 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1037, i32 %1040, i32 %1043, i32 %1046, i32 %1155, i32 %1156, float %1099, float %1100, float %1101, float %1102) #7
  %1163 = extractvalue { float, float, float, float } %1162, 0
  %1164 = extractvalue { float, float, float, float } %1162, 1
  %1165 = extractvalue { float, float, float, float } %1162, 2
  %1166 = extractvalue { float, float, float, float } %1162, 3
  %1167 = getelementptr bfloat, ptr addrspace(3) %758, i64 %325
  %1168 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1167)
  %1169 = extractvalue { i32, i32, i32, i32 } %1168, 0
  %1170 = extractvalue { i32, i32, i32, i32 } %1168, 1
  %1171 = extractvalue { i32, i32, i32, i32 } %1168, 2
  %1172 = extractvalue { i32, i32, i32, i32 } %1168, 3
  %1173 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1037, i32 %1040, i32 %1043, i32 %1046, i32 %1169, i32 %1170, float %1110, float %1111, float %1112, float %1113) #7
  %1174 = extractvalue { float, float, float, float } %1173, 0
  %1175 = extractvalue { float, float, float, float } %1173, 1
  %1176 = extractvalue { float, float, float, float } %1173, 2
  %1177 = extractvalue { float, float, float, float } %1173, 3
  %1178 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1037, i32 %1040, i32 %1043, i32 %1046, i32 %1171, i32 %1172, float %1115, float %1116, float %1117, float %1118) #7
  %1179 = extractvalue { float, float, float, float } %1178, 0
  %1180 = extractvalue { float, float, float, float } %1178, 1
  %1181 = extractvalue { float, float, float, float } %1178, 2
  %1182 = extractvalue { float, float, float, float } %1178, 3
  %1183 = getelementptr bfloat, ptr addrspace(3) %758, i64 %327
  %1184 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1183)
  %1185 = extractvalue { i32, i32, i32, i32 } %1184, 0
  %1186 = extractvalue { i32, i32, i32, i32 } %1184, 1
  %1187 = extractvalue { i32, i32, i32, i32 } %1184, 2
  %1188 = extractvalue { i32, i32, i32, i32 } %1184, 3
  %1189 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1037, i32 %1040, i32 %1043, i32 %1046, i32 %1185, i32 %1186, float %1126, float %1127, float %1128, float %1129) #7
  %1190 = extractvalue { float, float, float, float } %1189, 0
  %1191 = extractvalue { float, float, float, float } %1189, 1
  %1192 = extractvalue { float, float, float, float } %1189, 2
  %1193 = extractvalue { float, float, float, float } %1189, 3
  %1194 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1037, i32 %1040, i32 %1043, i32 %1046, i32 %1187, i32 %1188, float %1131, float %1132, float %1133, float %1134) #7
  %1195 = extractvalue { float, float, float, float } %1194, 0
  %1196 = extractvalue { float, float, float, float } %1194, 1
  %1197 = extractvalue { float, float, float, float } %1194, 2
  %1198 = extractvalue { float, float, float, float } %1194, 3
  %1199 = getelementptr bfloat, ptr addrspace(3) %758, i64 %330
  %1200 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1199)
  %1201 = extractvalue { i32, i32, i32, i32 } %1200, 0
  %1202 = extractvalue { i32, i32, i32, i32 } %1200, 1
  %1203 = extractvalue { i32, i32, i32, i32 } %1200, 2
  %1204 = extractvalue { i32, i32, i32, i32 } %1200, 3
  %1205 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1049, i32 %1052, i32 %1055, i32 %1058, i32 %1201, i32 %1202, float %1142, float %1143, float %1144, float %1145) #7
  %1206 = extractvalue { float, float, float, float } %1205, 0
  %1207 = extractvalue { float, float, float, float } %1205, 1
  %1208 = extractvalue { float, float, float, float } %1205, 2
  %1209 = extractvalue { float, float, float, float } %1205, 3
  %1210 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1049, i32 %1052, i32 %1055, i32 %1058, i32 %1203, i32 %1204, float %1147, float %1148, float %1149, float %1150) #7
  %1211 = extractvalue { float, float, float, float } %1210, 0
  %1212 = extractvalue { float, float, float, float } %1210, 1
  %1213 = extractvalue { float, float, float, float } %1210, 2
  %1214 = extractvalue { float, float, float, float } %1210, 3
  %1215 = getelementptr bfloat, ptr addrspace(3) %758, i64 %332
  %1216 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1215)
  %1217 = extractvalue { i32, i32, i32, i32 } %1216, 0
  %1218 = extractvalue { i32, i32, i32, i32 } %1216, 1
  %1219 = extractvalue { i32, i32, i32, i32 } %1216, 2
  %1220 = extractvalue { i32, i32, i32, i32 } %1216, 3
  %1221 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1049, i32 %1052, i32 %1055, i32 %1058, i32 %1217, i32 %1218, float %1158, float %1159, float %1160, float %1161) #7
  %1222 = extractvalue { float, float, float, float } %1221, 0
  %1223 = extractvalue { float, float, float, float } %1221, 1
  %1224 = extractvalue { float, float, float, float } %1221, 2
  %1225 = extractvalue { float, float, float, float } %1221, 3
  %1226 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1049, i32 %1052, i32 %1055, i32 %1058, i32 %1219, i32 %1220, float %1163, float %1164, float %1165, float %1166) #7
  %1227 = extractvalue { float, float, float, float } %1226, 0
  %1228 = extractvalue { float, float, float, float } %1226, 1
  %1229 = extractvalue { float, float, float, float } %1226, 2
  %1230 = extractvalue { float, float, float, float } %1226, 3
  %1231 = getelementptr bfloat, ptr addrspace(3) %758, i64 %334
  %1232 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1231)
  %1233 = extractvalue { i32, i32, i32, i32 } %1232, 0
  %1234 = extractvalue { i32, i32, i32, i32 } %1232, 1
  %1235 = extractvalue { i32, i32, i32, i32 } %1232, 2
  %1236 = extractvalue { i32, i32, i32, i32 } %1232, 3
  %1237 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1049, i32 %1052, i32 %1055, i32 %1058, i32 %1233, i32 %1234, float %1174, float %1175, float %1176, float %1177) #7
  %1238 = extractvalue { float, float, float, float } %1237, 0
  %1239 = extractvalue { float, float, float, float } %1237, 1
  %1240 = extractvalue { float, float, float, float } %1237, 2
  %1241 = extractvalue { float, float, float, float } %1237, 3
  %1242 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1049, i32 %1052, i32 %1055, i32 %1058, i32 %1235, i32 %1236, float %1179, float %1180, float %1181, float %1182) #7
  %1243 = extractvalue { float, float, float, float } %1242, 0
  %1244 = extractvalue { float, float, float, float } %1242, 1
  %1245 = extractvalue { float, float, float, float } %1242, 2
  %1246 = extractvalue { float, float, float, float } %1242, 3
  %1247 = getelementptr bfloat, ptr addrspace(3) %758, i64 %336
  %1248 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1247)
  %1249 = extractvalue { i32, i32, i32, i32 } %1248, 0
  %1250 = extractvalue { i32, i32, i32, i32 } %1248, 1
  %1251 = extractvalue { i32, i32, i32, i32 } %1248, 2
  %1252 = extractvalue { i32, i32, i32, i32 } %1248, 3
  %1253 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1049, i32 %1052, i32 %1055, i32 %1058, i32 %1249, i32 %1250, float %1190, float %1191, float %1192, float %1193) #7
  %1254 = extractvalue { float, float, float, float } %1253, 0
  %1255 = extractvalue { float, float, float, float } %1253, 1
  %1256 = extractvalue { float, float, float, float } %1253, 2
  %1257 = extractvalue { float, float, float, float } %1253, 3
  %1258 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1049, i32 %1052, i32 %1055, i32 %1058, i32 %1251, i32 %1252, float %1195, float %1196, float %1197, float %1198) #7
  %1259 = extractvalue { float, float, float, float } %1258, 0
  %1260 = extractvalue { float, float, float, float } %1258, 1
  %1261 = extractvalue { float, float, float, float } %1258, 2
  %1262 = extractvalue { float, float, float, float } %1258, 3
  %1263 = getelementptr bfloat, ptr addrspace(3) %758, i64 %339
  %1264 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1263)
  %1265 = extractvalue { i32, i32, i32, i32 } %1264, 0
  %1266 = extractvalue { i32, i32, i32, i32 } %1264, 1
  %1267 = extractvalue { i32, i32, i32, i32 } %1264, 2
  %1268 = extractvalue { i32, i32, i32, i32 } %1264, 3
  %1269 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1061, i32 %1064, i32 %1067, i32 %1070, i32 %1265, i32 %1266, float %1206, float %1207, float %1208, float %1209) #7
  %1270 = extractvalue { float, float, float, float } %1269, 0
  %1271 = extractvalue { float, float, float, float } %1269, 1
  %1272 = extractvalue { float, float, float, float } %1269, 2
  %1273 = extractvalue { float, float, float, float } %1269, 3
  %1274 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1061, i32 %1064, i32 %1067, i32 %1070, i32 %1267, i32 %1268, float %1211, float %1212, float %1213, float %1214) #7
  %1275 = extractvalue { float, float, float, float } %1274, 0
  %1276 = extractvalue { float, float, float, float } %1274, 1
  %1277 = extractvalue { float, float, float, float } %1274, 2
  %1278 = extractvalue { float, float, float, float } %1274, 3
  %1279 = getelementptr bfloat, ptr addrspace(3) %758, i64 %341
  %1280 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1279)
  %1281 = extractvalue { i32, i32, i32, i32 } %1280, 0
  %1282 = extractvalue { i32, i32, i32, i32 } %1280, 1
  %1283 = extractvalue { i32, i32, i32, i32 } %1280, 2
  %1284 = extractvalue { i32, i32, i32, i32 } %1280, 3
  %1285 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1061, i32 %1064, i32 %1067, i32 %1070, i32 %1281, i32 %1282, float %1222, float %1223, float %1224, float %1225) #7
  %1286 = extractvalue { float, float, float, float } %1285, 0
  %1287 = extractvalue { float, float, float, float } %1285, 1
  %1288 = extractvalue { float, float, float, float } %1285, 2
  %1289 = extractvalue { float, float, float, float } %1285, 3
  %1290 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1061, i32 %1064, i32 %1067, i32 %1070, i32 %1283, i32 %1284, float %1227, float %1228, float %1229, float %1230) #7
  %1291 = extractvalue { float, float, float, float } %1290, 0
  %1292 = extractvalue { float, float, float, float } %1290, 1
  %1293 = extractvalue { float, float, float, float } %1290, 2
  %1294 = extractvalue { float, float, float, float } %1290, 3
  %1295 = getelementptr bfloat, ptr addrspace(3) %758, i64 %343
  %1296 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1295)
  %1297 = extractvalue { i32, i32, i32, i32 } %1296, 0
  %1298 = extractvalue { i32, i32, i32, i32 } %1296, 1
  %1299 = extractvalue { i32, i32, i32, i32 } %1296, 2
  %1300 = extractvalue { i32, i32, i32, i32 } %1296, 3
  %1301 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1061, i32 %1064, i32 %1067, i32 %1070, i32 %1297, i32 %1298, float %1238, float %1239, float %1240, float %1241) #7
  %1302 = extractvalue { float, float, float, float } %1301, 0
  %1303 = extractvalue { float, float, float, float } %1301, 1
  %1304 = extractvalue { float, float, float, float } %1301, 2
  %1305 = extractvalue { float, float, float, float } %1301, 3
  %1306 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1061, i32 %1064, i32 %1067, i32 %1070, i32 %1299, i32 %1300, float %1243, float %1244, float %1245, float %1246) #7
  %1307 = extractvalue { float, float, float, float } %1306, 0
  %1308 = extractvalue { float, float, float, float } %1306, 1
  %1309 = extractvalue { float, float, float, float } %1306, 2
  %1310 = extractvalue { float, float, float, float } %1306, 3
  %1311 = getelementptr bfloat, ptr addrspace(3) %758, i64 %345
  %1312 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1311)
  %1313 = extractvalue { i32, i32, i32, i32 } %1312, 0
  %1314 = extractvalue { i32, i32, i32, i32 } %1312, 1
  %1315 = extractvalue { i32, i32, i32, i32 } %1312, 2
  %1316 = extractvalue { i32, i32, i32, i32 } %1312, 3
  %1317 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1061, i32 %1064, i32 %1067, i32 %1070, i32 %1313, i32 %1314, float %1254, float %1255, float %1256, float %1257) #7
  %1318 = extractvalue { float, float, float, float } %1317, 0
  %1319 = extractvalue { float, float, float, float } %1317, 1
  %1320 = extractvalue { float, float, float, float } %1317, 2
  %1321 = extractvalue { float, float, float, float } %1317, 3
  %1322 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1061, i32 %1064, i32 %1067, i32 %1070, i32 %1315, i32 %1316, float %1259, float %1260, float %1261, float %1262) #7
  %1323 = extractvalue { float, float, float, float } %1322, 0
  %1324 = extractvalue { float, float, float, float } %1322, 1
  %1325 = extractvalue { float, float, float, float } %1322, 2
  %1326 = extractvalue { float, float, float, float } %1322, 3
  br i1 %421, label %380, label %._crit_edge

._crit_edge:                                      ; preds = %478, %.preheader.._crit_edge_crit_edge.critedge
  %.pre-phi180 = phi i32 [ %.pre179, %.preheader.._crit_edge_crit_edge.critedge ], [ %297, %478 ]
  %.lcssa72 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %957, %478 ]
  %.lcssa71 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %958, %478 ]
  %.lcssa70 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1270, %478 ]
  %.lcssa69 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1271, %478 ]
  %.lcssa68 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1272, %478 ]
  %.lcssa67 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1273, %478 ]
  %.lcssa66 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1275, %478 ]
  %.lcssa65 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1276, %478 ]
  %.lcssa64 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1277, %478 ]
  %.lcssa63 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1278, %478 ]
  %.lcssa62 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1286, %478 ]
  %.lcssa61 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1287, %478 ]
  %.lcssa60 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1288, %478 ]
  %.lcssa59 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1289, %478 ]
  %.lcssa58 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1291, %478 ]
  %.lcssa57 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1292, %478 ]
  %.lcssa56 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1293, %478 ]
  %.lcssa55 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1294, %478 ]
  %.lcssa54 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1302, %478 ]
  %.lcssa53 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1303, %478 ]
  %.lcssa52 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1304, %478 ]
  %.lcssa51 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1305, %478 ]
  %.lcssa50 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1307, %478 ]
  %.lcssa49 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1308, %478 ]
  %.lcssa48 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1309, %478 ]
  %.lcssa47 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1310, %478 ]
  %.lcssa46 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1318, %478 ]
  %.lcssa45 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1319, %478 ]
  %.lcssa44 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1320, %478 ]
  %.lcssa43 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1321, %478 ]
  %.lcssa42 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1323, %478 ]
  %.lcssa41 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1324, %478 ]
  %.lcssa40 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1325, %478 ]
  %.lcssa39 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1326, %478 ]
  %.lcssa38 = phi float [ 0xFFF0000000000000, %.preheader.._crit_edge_crit_edge.critedge ], [ %807, %478 ]
  %.lcssa37 = phi float [ 0xFFF0000000000000, %.preheader.._crit_edge_crit_edge.critedge ], [ %808, %478 ]
  tail call void asm sideeffect "cp.async.wait_all;", "~{memory}"() #7
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1327 = lshr i32 %7, 2
  %1328 = and i32 %1327, 7
  %1329 = or disjoint i32 %.pre-phi180, %1328
  %1330 = zext nneg i32 %1329 to i64
  %1331 = getelementptr float, ptr addrspace(3) @attention_smem, i64 %1330
  store float %.lcssa38, ptr addrspace(3) %1331, align 4
  %1332 = or disjoint i32 %1329, 8
  %1333 = zext nneg i32 %1332 to i64
  %1334 = getelementptr float, ptr addrspace(3) @attention_smem, i64 %1333
  store float %.lcssa37, ptr addrspace(3) %1334, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1335 = fdiv float 1.000000e+00, %.lcssa72
  %1336 = fdiv float 1.000000e+00, %.lcssa71
  %1337 = fmul float %1335, %.lcssa70
  %1338 = fmul float %1335, %.lcssa69
  %1339 = fmul float %1336, %.lcssa68
  %1340 = fmul float %1336, %.lcssa67
  %1341 = fmul float %1335, %.lcssa66
  %1342 = fmul float %1335, %.lcssa65
  %1343 = fmul float %1336, %.lcssa64
  %1344 = fmul float %1336, %.lcssa63
  %1345 = fmul float %1335, %.lcssa62
  %1346 = fmul float %1335, %.lcssa61
  %1347 = fmul float %1336, %.lcssa60
  %1348 = fmul float %1336, %.lcssa59
  %1349 = fmul float %1335, %.lcssa58
  %1350 = fmul float %1335, %.lcssa57
  %1351 = fmul float %1336, %.lcssa56
  %1352 = fmul float %1336, %.lcssa55
  %1353 = fmul float %1335, %.lcssa54
  %1354 = fmul float %1335, %.lcssa53
  %1355 = fmul float %1336, %.lcssa52
  %1356 = fmul float %1336, %.lcssa51
  %1357 = fmul float %1335, %.lcssa50
  %1358 = fmul float %1335, %.lcssa49
  %1359 = fmul float %1336, %.lcssa48
  %1360 = fmul float %1336, %.lcssa47
  %1361 = fmul float %1335, %.lcssa46
  %1362 = fmul float %1335, %.lcssa45
  %1363 = fmul float %1336, %.lcssa44
  %1364 = fmul float %1336, %.lcssa43
  %1365 = fmul float %1335, %.lcssa42
  %1366 = fmul float %1335, %.lcssa41
  %1367 = fmul float %1336, %.lcssa40
  %1368 = fmul float %1336, %.lcssa39
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
  %1397 = fptrunc float %1365 to bfloat
  %1398 = fptrunc float %1366 to bfloat
  %1399 = fptrunc float %1367 to bfloat
  %1400 = fptrunc float %1368 to bfloat
  %1401 = shl nuw nsw i32 %7, 1
  %1402 = and i32 %1401, 6
  %1403 = or disjoint i32 %1329, %12
  %1404 = add i32 %11, %1403
  %1405 = shl i32 %1404, 6
  %1406 = or disjoint i32 %1405, %1402
  %1407 = sext i32 %1406 to i64
  %1408 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1407
  %1409 = icmp slt i32 %1403, %4
  %1410 = zext i1 %1409 to i32
  %1411 = bitcast bfloat %1369 to i16
  %1412 = bitcast bfloat %1370 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1410, i16 %1411, i16 %1412, ptr addrspace(1) %1408) #7
  %1413 = or disjoint i32 %1332, %12
  %1414 = add i32 %11, %1413
  %1415 = shl i32 %1414, 6
  %1416 = or disjoint i32 %1415, %1402
  %1417 = sext i32 %1416 to i64
  %1418 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1417
  %1419 = icmp slt i32 %1413, %4
  %1420 = zext i1 %1419 to i32
  %1421 = bitcast bfloat %1371 to i16
  %1422 = bitcast bfloat %1372 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1420, i16 %1421, i16 %1422, ptr addrspace(1) %1418) #7
  %1423 = or disjoint i32 %1402, 8
  %1424 = or disjoint i32 %1405, %1423
  %1425 = sext i32 %1424 to i64
  %1426 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1425
  %1427 = bitcast bfloat %1373 to i16
  %1428 = bitcast bfloat %1374 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1410, i16 %1427, i16 %1428, ptr addrspace(1) %1426) #7
  %1429 = or disjoint i32 %1415, %1423
  %1430 = sext i32 %1429 to i64
  %1431 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1430
  %1432 = bitcast bfloat %1375 to i16
  %1433 = bitcast bfloat %1376 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1420, i16 %1432, i16 %1433, ptr addrspace(1) %1431) #7
  %1434 = or disjoint i32 %1402, 16
  %1435 = or disjoint i32 %1405, %1434
  %1436 = sext i32 %1435 to i64
  %1437 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1436
  %1438 = bitcast bfloat %1377 to i16
  %1439 = bitcast bfloat %1378 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1410, i16 %1438, i16 %1439, ptr addrspace(1) %1437) #7
  %1440 = or disjoint i32 %1415, %1434
  %1441 = sext i32 %1440 to i64
  %1442 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1441
  %1443 = bitcast bfloat %1379 to i16
  %1444 = bitcast bfloat %1380 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1420, i16 %1443, i16 %1444, ptr addrspace(1) %1442) #7
  %1445 = or disjoint i32 %1402, 24
  %1446 = or disjoint i32 %1405, %1445
  %1447 = sext i32 %1446 to i64
  %1448 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1447
  %1449 = bitcast bfloat %1381 to i16
  %1450 = bitcast bfloat %1382 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1410, i16 %1449, i16 %1450, ptr addrspace(1) %1448) #7
  %1451 = or disjoint i32 %1415, %1445
  %1452 = sext i32 %1451 to i64
  %1453 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1452
  %1454 = bitcast bfloat %1383 to i16
  %1455 = bitcast bfloat %1384 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1420, i16 %1454, i16 %1455, ptr addrspace(1) %1453) #7
  %1456 = or disjoint i32 %1402, 32
  %1457 = or disjoint i32 %1405, %1456
  %1458 = sext i32 %1457 to i64
  %1459 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1458
  %1460 = bitcast bfloat %1385 to i16
  %1461 = bitcast bfloat %1386 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1410, i16 %1460, i16 %1461, ptr addrspace(1) %1459) #7
  %1462 = or disjoint i32 %1415, %1456
  %1463 = sext i32 %1462 to i64
  %1464 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1463
  %1465 = bitcast bfloat %1387 to i16
  %1466 = bitcast bfloat %1388 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1420, i16 %1465, i16 %1466, ptr addrspace(1) %1464) #7
  %1467 = or disjoint i32 %1402, 40
  %1468 = or disjoint i32 %1405, %1467
  %1469 = sext i32 %1468 to i64
  %1470 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1469
  %1471 = bitcast bfloat %1389 to i16
  %1472 = bitcast bfloat %1390 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1410, i16 %1471, i16 %1472, ptr addrspace(1) %1470) #7
  %1473 = or disjoint i32 %1415, %1467
  %1474 = sext i32 %1473 to i64
  %1475 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1474
  %1476 = bitcast bfloat %1391 to i16
  %1477 = bitcast bfloat %1392 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1420, i16 %1476, i16 %1477, ptr addrspace(1) %1475) #7
  %1478 = or disjoint i32 %1402, 48
  %1479 = or disjoint i32 %1405, %1478
  %1480 = sext i32 %1479 to i64
  %1481 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1480
  %1482 = bitcast bfloat %1393 to i16
  %1483 = bitcast bfloat %1394 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1410, i16 %1482, i16 %1483, ptr addrspace(1) %1481) #7
  %1484 = or disjoint i32 %1415, %1478
  %1485 = sext i32 %1484 to i64
  %1486 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1485
  %1487 = bitcast bfloat %1395 to i16
  %1488 = bitcast bfloat %1396 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1420, i16 %1487, i16 %1488, ptr addrspace(1) %1486) #7
  %1489 = or disjoint i32 %1402, 56
  %1490 = or disjoint i32 %1405, %1489
  %1491 = sext i32 %1490 to i64
  %1492 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1491
  %1493 = bitcast bfloat %1397 to i16
  %1494 = bitcast bfloat %1398 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1410, i16 %1493, i16 %1494, ptr addrspace(1) %1492) #7
  %1495 = or disjoint i32 %1415, %1489
  %1496 = sext i32 %1495 to i64
  %1497 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1496
  %1498 = bitcast bfloat %1399 to i16
  %1499 = bitcast bfloat %1400 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1420, i16 %1498, i16 %1499, ptr addrspace(1) %1497) #7
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
declare float @llvm.nvvm.ex2.approx.ftz.f32(float) #5

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
