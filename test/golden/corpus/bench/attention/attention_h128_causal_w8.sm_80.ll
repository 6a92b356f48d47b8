; ModuleID = 'tile_kernels'
source_filename = "tile_kernels"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@attention_dsmem = external addrspace(3) global [0 x i8], align 1024

; Function Attrs: nounwind
define ptx_kernel void @attention(ptr addrspace(1) align 16 %0, ptr addrspace(1) align 16 %1, ptr addrspace(1) align 16 %2, ptr addrspace(1) align 16 %3, i32 %4, float %5) local_unnamed_addr #0 {
  %7 = tail call range(i32 0, 256) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = shl nuw nsw i32 %7, 2
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %11 = mul i32 %4, %10
  %12 = shl i32 %9, 6
  %13 = lshr i32 %7, 5
  %14 = or disjoint i32 %12, %13
  %15 = add i32 %11, %14
  %16 = shl i32 %15, 7
  %17 = or disjoint i32 %13, 8
  %18 = or disjoint i32 %17, %12
  %19 = add i32 %11, %18
  %20 = shl i32 %19, 7
  %21 = or disjoint i32 %13, 16
  %22 = or disjoint i32 %21, %12
  %23 = add i32 %11, %22
  %24 = shl i32 %23, 7
  %25 = or disjoint i32 %13, 24
  %26 = or disjoint i32 %25, %12
  %27 = add i32 %11, %26
  %28 = shl i32 %27, 7
  %29 = or disjoint i32 %13, 32
  %30 = or disjoint i32 %29, %12
  %31 = add i32 %11, %30
  %32 = shl i32 %31, 7
  %33 = or disjoint i32 %13, 40
  %34 = or disjoint i32 %33, %12
  %35 = add i32 %11, %34
  %36 = shl i32 %35, 7
  %37 = or disjoint i32 %13, 48
  %38 = or disjoint i32 %37, %12
  %39 = add i32 %11, %38
  %40 = shl i32 %39, 7
  %41 = or disjoint i32 %13, 56
  %42 = or disjoint i32 %41, %12
  %43 = add i32 %11, %42
  %44 = shl i32 %43, 7
  %45 = and i32 %8, 124
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
  %129 = mul nuw nsw i32 %13, 136
  %130 = add nuw nsw i32 %129, %45
  %131 = shl nuw nsw i32 %130, 1
  %132 = zext nneg i32 %131 to i64
  %133 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %132
  %134 = insertelement <4 x i16> poison, i16 %66, i64 0
  %135 = insertelement <4 x i16> %134, i16 %67, i64 1
  %136 = insertelement <4 x i16> %135, i16 %68, i64 2
  %137 = insertelement <4 x i16> %136, i16 %69, i64 3
  store <4 x i16> %137, ptr addrspace(3) %133, align 8
  %138 = mul nuw nsw i32 %17, 136
  %139 = add nuw nsw i32 %138, %45
  %140 = shl nuw nsw i32 %139, 1
  %141 = zext nneg i32 %140 to i64
  %142 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %141
  %143 = insertelement <4 x i16> poison, i16 %74, i64 0
  %144 = insertelement <4 x i16> %143, i16 %75, i64 1
  %145 = insertelement <4 x i16> %144, i16 %76, i64 2
  %146 = insertelement <4 x i16> %145, i16 %77, i64 3
  store <4 x i16> %146, ptr addrspace(3) %142, align 8
  %147 = mul nuw nsw i32 %21, 136
  %148 = add nuw nsw i32 %147, %45
  %149 = shl nuw nsw i32 %148, 1
  %150 = zext nneg i32 %149 to i64
  %151 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %150
  %152 = insertelement <4 x i16> poison, i16 %82, i64 0
  %153 = insertelement <4 x i16> %152, i16 %83, i64 1
  %154 = insertelement <4 x i16> %153, i16 %84, i64 2
  %155 = insertelement <4 x i16> %154, i16 %85, i64 3
  store <4 x i16> %155, ptr addrspace(3) %151, align 8
  %156 = mul nuw nsw i32 %25, 136
  %157 = add nuw nsw i32 %156, %45
  %158 = shl nuw nsw i32 %157, 1
  %159 = zext nneg i32 %158 to i64
  %160 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %159
  %161 = insertelement <4 x i16> poison, i16 %90, i64 0
  %162 = insertelement <4 x i16> %161, i16 %91, i64 1
  %163 = insertelement <4 x i16> %162, i16 %92, i64 2
  %164 = insertelement <4 x i16> %163, i16 %93, i64 3
  store <4 x i16> %164, ptr addrspace(3) %160, align 8
  %165 = mul nuw nsw i32 %29, 136
  %166 = add nuw nsw i32 %165, %45
  %167 = shl nuw nsw i32 %166, 1
  %168 = zext nneg i32 %167 to i64
  %169 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %168
  %170 = insertelement <4 x i16> poison, i16 %98, i64 0
  %171 = insertelement <4 x i16> %170, i16 %99, i64 1
  %172 = insertelement <4 x i16> %171, i16 %100, i64 2
  %173 = insertelement <4 x i16> %172, i16 %101, i64 3
  store <4 x i16> %173, ptr addrspace(3) %169, align 8
  %174 = mul nuw nsw i32 %33, 136
  %175 = add nuw nsw i32 %174, %45
  %176 = shl nuw nsw i32 %175, 1
  %177 = zext nneg i32 %176 to i64
  %178 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %177
  %179 = insertelement <4 x i16> poison, i16 %106, i64 0
  %180 = insertelement <4 x i16> %179, i16 %107, i64 1
  %181 = insertelement <4 x i16> %180, i16 %108, i64 2
  %182 = insertelement <4 x i16> %181, i16 %109, i64 3
  store <4 x i16> %182, ptr addrspace(3) %178, align 8
  %183 = mul nuw nsw i32 %37, 136
  %184 = add nuw nsw i32 %183, %45
  %185 = shl nuw nsw i32 %184, 1
  %186 = zext nneg i32 %185 to i64
  %187 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %186
  %188 = insertelement <4 x i16> poison, i16 %114, i64 0
  %189 = insertelement <4 x i16> %188, i16 %115, i64 1
  %190 = insertelement <4 x i16> %189, i16 %116, i64 2
  %191 = insertelement <4 x i16> %190, i16 %117, i64 3
  store <4 x i16> %191, ptr addrspace(3) %187, align 8
  %192 = mul nuw nsw i32 %41, 136
  %193 = add nuw nsw i32 %192, %45
  %194 = shl nuw nsw i32 %193, 1
  %195 = zext nneg i32 %194 to i64
  %196 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %195
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
  %202 = lshr i32 %7, 4
  %203 = or disjoint i32 %202, 48
  %204 = mul nuw nsw i32 %203, 136
  %205 = shl nuw nsw i32 %7, 3
  %206 = and i32 %205, 120
  %207 = add nuw nsw i32 %204, %206
  %208 = shl nuw nsw i32 %207, 1
  %209 = zext nneg i32 %208 to i64
  %210 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 34816), i64 %209
  %211 = ptrtoint ptr addrspace(3) %210 to i64
  %212 = trunc i64 %211 to i32
  %213 = add i32 %11, %203
  %214 = shl i32 %213, 7
  %215 = or disjoint i32 %214, %206
  %216 = sext i32 %215 to i64
  %217 = getelementptr bfloat, ptr addrspace(1) %2, i64 %216
  %218 = or disjoint i32 %202, 32
  %219 = mul nuw nsw i32 %218, 136
  %220 = add nuw nsw i32 %219, %206
  %221 = shl nuw nsw i32 %220, 1
  %222 = zext nneg i32 %221 to i64
  %223 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 34816), i64 %222
  %224 = ptrtoint ptr addrspace(3) %223 to i64
  %225 = trunc i64 %224 to i32
  %226 = add i32 %11, %218
  %227 = shl i32 %226, 7
  %228 = or disjoint i32 %227, %206
  %229 = sext i32 %228 to i64
  %230 = getelementptr bfloat, ptr addrspace(1) %2, i64 %229
  %231 = or disjoint i32 %202, 16
  %232 = mul nuw nsw i32 %231, 136
  %233 = add nuw nsw i32 %232, %206
  %234 = shl nuw nsw i32 %233, 1
  %235 = zext nneg i32 %234 to i64
  %236 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 34816), i64 %235
  %237 = ptrtoint ptr addrspace(3) %236 to i64
  %238 = trunc i64 %237 to i32
  %239 = add i32 %11, %231
  %240 = shl i32 %239, 7
  %241 = or disjoint i32 %240, %206
  %242 = sext i32 %241 to i64
  %243 = getelementptr bfloat, ptr addrspace(1) %2, i64 %242
  %244 = mul nuw nsw i32 %202, 136
  %245 = add nuw nsw i32 %244, %206
  %246 = shl nuw nsw i32 %245, 1
  %247 = zext nneg i32 %246 to i64
  %248 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 34816), i64 %247
  %249 = ptrtoint ptr addrspace(3) %248 to i64
  %250 = trunc i64 %249 to i32
  %251 = add i32 %11, %202
  %252 = shl i32 %251, 7
  %253 = or disjoint i32 %252, %206
  %254 = sext i32 %253 to i64
  %255 = getelementptr bfloat, ptr addrspace(1) %2, i64 %254
  %256 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 17408), i64 %209
  %257 = ptrtoint ptr addrspace(3) %256 to i64
  %258 = trunc i64 %257 to i32
  %259 = getelementptr bfloat, ptr addrspace(1) %1, i64 %216
  %260 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 17408), i64 %222
  %261 = ptrtoint ptr addrspace(3) %260 to i64
  %262 = trunc i64 %261 to i32
  %263 = getelementptr bfloat, ptr addrspace(1) %1, i64 %229
  %264 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 17408), i64 %235
  %265 = ptrtoint ptr addrspace(3) %264 to i64
  %266 = trunc i64 %265 to i32
  %267 = getelementptr bfloat, ptr addrspace(1) %1, i64 %242
  %268 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 17408), i64 %247
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
  %272 = lshr i32 %7, 4
  %273 = shl nuw nsw i32 %7, 3
  %274 = and i32 %273, 120
  %275 = add i32 %11, %272
  %276 = mul nuw nsw i32 %272, 136
  %277 = add nuw nsw i32 %276, %274
  %278 = shl nuw nsw i32 %277, 1
  %279 = zext nneg i32 %278 to i64
  %280 = or disjoint i32 %272, 16
  %281 = add i32 %11, %280
  %282 = mul nuw nsw i32 %280, 136
  %283 = add nuw nsw i32 %282, %274
  %284 = shl nuw nsw i32 %283, 1
  %285 = zext nneg i32 %284 to i64
  %286 = or disjoint i32 %272, 32
  %287 = add i32 %11, %286
  %288 = mul nuw nsw i32 %286, 136
  %289 = add nuw nsw i32 %288, %274
  %290 = shl nuw nsw i32 %289, 1
  %291 = zext nneg i32 %290 to i64
  %292 = or disjoint i32 %272, 48
  %293 = add i32 %11, %292
  %294 = mul nuw nsw i32 %292, 136
  %295 = add nuw nsw i32 %294, %274
  %296 = shl nuw nsw i32 %295, 1
  %297 = zext nneg i32 %296 to i64
  %298 = and i32 %13, 3
  %299 = shl nuw nsw i32 %298, 4
  %300 = lshr i32 %7, 2
  %301 = and i32 %300, 32
  %302 = or disjoint i32 %301, 16
  %303 = and i32 %7, 7
  %304 = and i32 %7, 8
  %305 = and i32 %7, 15
  %306 = or disjoint i32 %301, %305
  %307 = lshr i32 %7, 1
  %308 = and i32 %307, 8
  %309 = mul nuw nsw i32 %306, 136
  %310 = or disjoint i32 %303, %308
  %311 = or disjoint i32 %310, %299
  %312 = mul nuw nsw i32 %311, 136
  %313 = add nuw nsw i32 %312, %304
  %314 = or disjoint i32 %302, %305
  %315 = mul nuw nsw i32 %314, 136
  %316 = and i32 %300, 7
  %317 = and i32 %300, 39
  %318 = shl nuw nsw i32 %7, 1
  %319 = and i32 %318, 6
  %320 = or disjoint i32 %299, %319
  %321 = or disjoint i32 %317, %12
  %322 = or disjoint i32 %319, 1
  %323 = or disjoint i32 %299, %322
  %324 = or disjoint i32 %316, 8
  %325 = or disjoint i32 %324, %301
  %326 = or disjoint i32 %325, %12
  %327 = or disjoint i32 %299, 8
  %328 = or disjoint i32 %327, %319
  %329 = or disjoint i32 %327, %322
  %330 = or disjoint i32 %302, %316
  %331 = or disjoint i32 %330, %12
  %332 = or disjoint i32 %302, %324
  %333 = or disjoint i32 %332, %12
  %334 = shl nuw nsw i32 %317, 2
  %335 = or disjoint i32 %334, %298
  %336 = zext nneg i32 %335 to i64
  %337 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %336
  %338 = shl nuw nsw i32 %325, 2
  %339 = or disjoint i32 %338, %298
  %340 = zext nneg i32 %339 to i64
  %341 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %340
  %342 = shl nuw nsw i32 %330, 2
  %343 = or disjoint i32 %342, %298
  %344 = zext nneg i32 %343 to i64
  %345 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %344
  %346 = shl nuw nsw i32 %332, 2
  %347 = or disjoint i32 %346, %298
  %348 = zext nneg i32 %347 to i64
  %349 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %348
  %350 = zext nneg i32 %334 to i64
  %351 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %350
  %352 = getelementptr i8, ptr addrspace(3) %351, i64 4
  %353 = getelementptr i8, ptr addrspace(3) %351, i64 8
  %354 = getelementptr i8, ptr addrspace(3) %351, i64 12
  %355 = zext nneg i32 %338 to i64
  %356 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %355
  %357 = getelementptr i8, ptr addrspace(3) %356, i64 4
  %358 = getelementptr i8, ptr addrspace(3) %356, i64 8
  %359 = getelementptr i8, ptr addrspace(3) %356, i64 12
  %360 = zext nneg i32 %342 to i64
  %361 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %360
  %362 = getelementptr i8, ptr addrspace(3) %361, i64 4
  %363 = getelementptr i8, ptr addrspace(3) %361, i64 8
  %364 = getelementptr i8, ptr addrspace(3) %361, i64 12
  %365 = zext nneg i32 %346 to i64
  %366 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %365
  %367 = getelementptr i8, ptr addrspace(3) %366, i64 4
  %368 = getelementptr i8, ptr addrspace(3) %366, i64 8
  %369 = getelementptr i8, ptr addrspace(3) %366, i64 12
  %370 = mul nuw nsw i32 %317, 72
  %371 = add nuw nsw i32 %370, %320
  %372 = zext nneg i32 %371 to i64
  %373 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %372
  %374 = add nuw nsw i32 %370, %323
  %375 = zext nneg i32 %374 to i64
  %376 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %375
  %377 = mul nuw nsw i32 %325, 72
  %378 = add nuw nsw i32 %377, %320
  %379 = zext nneg i32 %378 to i64
  %380 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %379
  %381 = add nuw nsw i32 %377, %323
  %382 = zext nneg i32 %381 to i64
  %383 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %382
  %384 = add nuw nsw i32 %328, %370
  %385 = zext nneg i32 %384 to i64
  %386 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %385
  %387 = add nuw nsw i32 %329, %370
  %388 = zext nneg i32 %387 to i64
  %389 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %388
  %390 = add nuw nsw i32 %377, %328
  %391 = zext nneg i32 %390 to i64
  %392 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %391
  %393 = add nuw nsw i32 %377, %329
  %394 = zext nneg i32 %393 to i64
  %395 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %394
  %396 = mul nuw nsw i32 %330, 72
  %397 = add nuw nsw i32 %396, %320
  %398 = zext nneg i32 %397 to i64
  %399 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %398
  %400 = add nuw nsw i32 %396, %323
  %401 = zext nneg i32 %400 to i64
  %402 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %401
  %403 = mul nuw nsw i32 %332, 72
  %404 = add nuw nsw i32 %403, %320
  %405 = zext nneg i32 %404 to i64
  %406 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %405
  %407 = add nuw nsw i32 %403, %323
  %408 = zext nneg i32 %407 to i64
  %409 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %408
  %410 = add nuw nsw i32 %396, %328
  %411 = zext nneg i32 %410 to i64
  %412 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %411
  %413 = add nuw nsw i32 %396, %329
  %414 = zext nneg i32 %413 to i64
  %415 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %414
  %416 = add nuw nsw i32 %403, %328
  %417 = zext nneg i32 %416 to i64
  %418 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %417
  %419 = add nuw nsw i32 %403, %329
  %420 = zext nneg i32 %419 to i64
  %421 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %420
  %422 = shl nuw nsw i32 %298, 5
  %423 = mul nuw nsw i32 %306, 72
  %424 = or disjoint i32 %422, %308
  %425 = or disjoint i32 %424, 16
  %426 = mul nuw nsw i32 %314, 72
  %427 = add nuw nsw i32 %308, %423
  %428 = zext nneg i32 %427 to i64
  %429 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %428
  %430 = add nuw nsw i32 %308, %309
  %431 = zext nneg i32 %430 to i64
  %432 = getelementptr bfloat, ptr addrspace(3) @attention_dsmem, i64 %431
  %433 = zext nneg i32 %313 to i64
  %434 = add nuw nsw i32 %308, %315
  %435 = zext nneg i32 %434 to i64
  %436 = getelementptr bfloat, ptr addrspace(3) @attention_dsmem, i64 %435
  %437 = or disjoint i32 %308, 16
  %438 = add nuw nsw i32 %437, %309
  %439 = zext nneg i32 %438 to i64
  %440 = getelementptr bfloat, ptr addrspace(3) @attention_dsmem, i64 %439
  %441 = zext nneg i32 %313 to i64
  %442 = add nuw nsw i32 %437, %315
  %443 = zext nneg i32 %442 to i64
  %444 = getelementptr bfloat, ptr addrspace(3) @attention_dsmem, i64 %443
  %445 = or disjoint i32 %308, 32
  %446 = add nuw nsw i32 %445, %309
  %447 = zext nneg i32 %446 to i64
  %448 = getelementptr bfloat, ptr addrspace(3) @attention_dsmem, i64 %447
  %449 = zext nneg i32 %313 to i64
  %450 = add nuw nsw i32 %445, %315
  %451 = zext nneg i32 %450 to i64
  %452 = getelementptr bfloat, ptr addrspace(3) @attention_dsmem, i64 %451
  %453 = or disjoint i32 %308, 48
  %454 = add nuw nsw i32 %453, %309
  %455 = zext nneg i32 %454 to i64
  %456 = getelementptr bfloat, ptr addrspace(3) @attention_dsmem, i64 %455
  %457 = zext nneg i32 %313 to i64
  %458 = add nuw nsw i32 %453, %315
  %459 = zext nneg i32 %458 to i64
  %460 = getelementptr bfloat, ptr addrspace(3) @attention_dsmem, i64 %459
  %461 = or disjoint i32 %308, 64
  %462 = add nuw nsw i32 %461, %309
  %463 = zext nneg i32 %462 to i64
  %464 = getelementptr bfloat, ptr addrspace(3) @attention_dsmem, i64 %463
  %465 = zext nneg i32 %313 to i64
  %466 = add nuw nsw i32 %461, %315
  %467 = zext nneg i32 %466 to i64
  %468 = getelementptr bfloat, ptr addrspace(3) @attention_dsmem, i64 %467
  %469 = or disjoint i32 %308, 80
  %470 = add nuw nsw i32 %469, %309
  %471 = zext nneg i32 %470 to i64
  %472 = getelementptr bfloat, ptr addrspace(3) @attention_dsmem, i64 %471
  %473 = zext nneg i32 %313 to i64
  %474 = add nuw nsw i32 %469, %315
  %475 = zext nneg i32 %474 to i64
  %476 = getelementptr bfloat, ptr addrspace(3) @attention_dsmem, i64 %475
  %477 = or disjoint i32 %308, 96
  %478 = add nuw nsw i32 %477, %309
  %479 = zext nneg i32 %478 to i64
  %480 = getelementptr bfloat, ptr addrspace(3) @attention_dsmem, i64 %479
  %481 = zext nneg i32 %313 to i64
  %482 = add nuw nsw i32 %477, %315
  %483 = zext nneg i32 %482 to i64
  %484 = getelementptr bfloat, ptr addrspace(3) @attention_dsmem, i64 %483
  %485 = or disjoint i32 %308, 112
  %486 = add nuw nsw i32 %485, %309
  %487 = zext nneg i32 %486 to i64
  %488 = getelementptr bfloat, ptr addrspace(3) @attention_dsmem, i64 %487
  %489 = zext nneg i32 %313 to i64
  %490 = add nuw nsw i32 %485, %315
  %491 = zext nneg i32 %490 to i64
  %492 = getelementptr bfloat, ptr addrspace(3) @attention_dsmem, i64 %491
  %493 = mul nuw nsw i32 %305, 136
  %494 = add nuw nsw i32 %493, %424
  %495 = zext nneg i32 %494 to i64
  %496 = add nuw nsw i32 %425, %493
  %497 = zext nneg i32 %496 to i64
  %498 = add nuw nsw i32 %308, %426
  %499 = zext nneg i32 %498 to i64
  %500 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %499
  %501 = add nuw nsw i32 %437, %423
  %502 = zext nneg i32 %501 to i64
  %503 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %502
  %504 = mul nuw nsw i32 %305, 136
  %505 = add nuw nsw i32 %504, 2176
  %506 = add nuw nsw i32 %505, %424
  %507 = zext nneg i32 %506 to i64
  %508 = add nuw nsw i32 %425, %505
  %509 = zext nneg i32 %508 to i64
  %510 = add nuw nsw i32 %437, %426
  %511 = zext nneg i32 %510 to i64
  %512 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %511
  %513 = add nuw nsw i32 %445, %423
  %514 = zext nneg i32 %513 to i64
  %515 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %514
  %516 = mul nuw nsw i32 %305, 136
  %517 = add nuw nsw i32 %516, 4352
  %518 = add nuw nsw i32 %517, %424
  %519 = zext nneg i32 %518 to i64
  %520 = add nuw nsw i32 %425, %517
  %521 = zext nneg i32 %520 to i64
  %522 = add nuw nsw i32 %445, %426
  %523 = zext nneg i32 %522 to i64
  %524 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %523
  %525 = add nuw nsw i32 %453, %423
  %526 = zext nneg i32 %525 to i64
  %527 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %526
  %528 = mul nuw nsw i32 %305, 136
  %529 = add nuw nsw i32 %528, 6528
  %530 = add nuw nsw i32 %529, %424
  %531 = zext nneg i32 %530 to i64
  %532 = add nuw nsw i32 %425, %529
  %533 = zext nneg i32 %532 to i64
  %534 = add nuw nsw i32 %453, %426
  %535 = zext nneg i32 %534 to i64
  %536 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %535
  br label %537

.preheader.._crit_edge_crit_edge.critedge:        ; preds = %6
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #7
  %.pre = lshr i32 %7, 2
  %.pre203 = and i32 %.pre, 7
  %.pre205 = and i32 %.pre, 32
  %.pre207 = and i32 %.pre, 39
  %.pre209 = or disjoint i32 %.pre203, 8
  %.pre211 = or disjoint i32 %.pre209, %.pre205
  %.pre213 = or disjoint i32 %.pre205, 16
  %.pre215 = or disjoint i32 %.pre213, %.pre203
  %.pre217 = or disjoint i32 %.pre213, %.pre209
  %.pre219 = shl nuw nsw i32 %7, 1
  %.pre221 = and i32 %.pre219, 6
  %.pre223 = or disjoint i32 %.pre207, %12
  %.pre225 = or disjoint i32 %.pre211, %12
  %.pre227 = or disjoint i32 %.pre215, %12
  %.pre229 = or disjoint i32 %.pre217, %12
  br label %._crit_edge

537:                                              ; preds = %.preheader, %.loopexit
  %538 = phi float [ 0xFFF0000000000000, %.preheader ], [ %1047, %.loopexit ]
  %539 = phi float [ 0xFFF0000000000000, %.preheader ], [ %1046, %.loopexit ]
  %540 = phi float [ 0xFFF0000000000000, %.preheader ], [ %1045, %.loopexit ]
  %541 = phi float [ 0xFFF0000000000000, %.preheader ], [ %1044, %.loopexit ]
  %542 = phi float [ 0.000000e+00, %.preheader ], [ %1443, %.loopexit ]
  %543 = phi float [ 0.000000e+00, %.preheader ], [ %1442, %.loopexit ]
  %544 = phi float [ 0.000000e+00, %.preheader ], [ %1441, %.loopexit ]
  %545 = phi float [ 0.000000e+00, %.preheader ], [ %1440, %.loopexit ]
  %546 = phi float [ 0.000000e+00, %.preheader ], [ %1438, %.loopexit ]
  %547 = phi float [ 0.000000e+00, %.preheader ], [ %1437, %.loopexit ]
  %548 = phi float [ 0.000000e+00, %.preheader ], [ %1436, %.loopexit ]
  %549 = phi float [ 0.000000e+00, %.preheader ], [ %1435, %.loopexit ]
  %550 = phi float [ 0.000000e+00, %.preheader ], [ %1433, %.loopexit ]
  %551 = phi float [ 0.000000e+00, %.preheader ], [ %1432, %.loopexit ]
  %552 = phi float [ 0.000000e+00, %.preheader ], [ %1431, %.loopexit ]
  %553 = phi float [ 0.000000e+00, %.preheader ], [ %1430, %.loopexit ]
  %554 = phi float [ 0.000000e+00, %.preheader ], [ %1428, %.loopexit ]
  %555 = phi float [ 0.000000e+00, %.preheader ], [ %1427, %.loopexit ]
  %556 = phi float [ 0.000000e+00, %.preheader ], [ %1426, %.loopexit ]
  %557 = phi float [ 0.000000e+00, %.preheader ], [ %1425, %.loopexit ]
  %558 = phi float [ 0.000000e+00, %.preheader ], [ %1418, %.loopexit ]
  %559 = phi float [ 0.000000e+00, %.preheader ], [ %1417, %.loopexit ]
  %560 = phi float [ 0.000000e+00, %.preheader ], [ %1416, %.loopexit ]
  %561 = phi float [ 0.000000e+00, %.preheader ], [ %1415, %.loopexit ]
  %562 = phi float [ 0.000000e+00, %.preheader ], [ %1413, %.loopexit ]
  %563 = phi float [ 0.000000e+00, %.preheader ], [ %1412, %.loopexit ]
  %564 = phi float [ 0.000000e+00, %.preheader ], [ %1411, %.loopexit ]
  %565 = phi float [ 0.000000e+00, %.preheader ], [ %1410, %.loopexit ]
  %566 = phi float [ 0.000000e+00, %.preheader ], [ %1402, %.loopexit ]
  %567 = phi float [ 0.000000e+00, %.preheader ], [ %1401, %.loopexit ]
  %568 = phi float [ 0.000000e+00, %.preheader ], [ %1400, %.loopexit ]
  %569 = phi float [ 0.000000e+00, %.preheader ], [ %1399, %.loopexit ]
  %570 = phi float [ 0.000000e+00, %.preheader ], [ %1397, %.loopexit ]
  %571 = phi float [ 0.000000e+00, %.preheader ], [ %1396, %.loopexit ]
  %572 = phi float [ 0.000000e+00, %.preheader ], [ %1395, %.loopexit ]
  %573 = phi float [ 0.000000e+00, %.preheader ], [ %1394, %.loopexit ]
  %574 = phi float [ 0.000000e+00, %.preheader ], [ %1463, %.loopexit ]
  %575 = phi float [ 0.000000e+00, %.preheader ], [ %1462, %.loopexit ]
  %576 = phi float [ 0.000000e+00, %.preheader ], [ %1461, %.loopexit ]
  %577 = phi float [ 0.000000e+00, %.preheader ], [ %1460, %.loopexit ]
  %578 = phi i32 [ 0, %.preheader ], [ %581, %.loopexit ]
  %579 = lshr exact i32 %578, 6
  %580 = and i32 %579, 1
  tail call void asm sideeffect "cp.async.wait_group 0;", "~{memory}"() #7
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %581 = add nuw nsw i32 %578, 64
  %582 = icmp slt i32 %581, %128
  br i1 %582, label %583, label %.loopexit

583:                                              ; preds = %537
  %584 = xor i32 %580, 1
  %585 = mul nuw nsw i32 %584, 34816
  %586 = zext nneg i32 %585 to i64
  %587 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 17408), i64 %586
  %588 = add i32 %275, %581
  %589 = shl i32 %588, 7
  %590 = or disjoint i32 %589, %274
  %591 = sext i32 %590 to i64
  %592 = getelementptr bfloat, ptr addrspace(1) %1, i64 %591
  %593 = getelementptr i8, ptr addrspace(3) %587, i64 %279
  %594 = ptrtoint ptr addrspace(3) %593 to i64
  %595 = trunc i64 %594 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %595, ptr addrspace(1) %592, i32 16) #7
  %596 = add i32 %281, %581
  %597 = shl i32 %596, 7
  %598 = or disjoint i32 %597, %274
  %599 = sext i32 %598 to i64
  %600 = getelementptr bfloat, ptr addrspace(1) %1, i64 %599
  %601 = getelementptr i8, ptr addrspace(3) %587, i64 %285
  %602 = ptrtoint ptr addrspace(3) %601 to i64
  %603 = trunc i64 %602 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %603, ptr addrspace(1) %600, i32 16) #7
  %604 = add i32 %287, %581
  %605 = shl i32 %604, 7
  %606 = or disjoint i32 %605, %274
  %607 = sext i32 %606 to i64
  %608 = getelementptr bfloat, ptr addrspace(1) %1, i64 %607
  %609 = getelementptr i8, ptr addrspace(3) %587, i64 %291
  %610 = ptrtoint ptr addrspace(3) %609 to i64
  %611 = trunc i64 %610 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %611, ptr addrspace(1) %608, i32 16) #7
  %612 = add i32 %293, %581
  %613 = shl i32 %612, 7
  %614 = or disjoint i32 %613, %274
  %615 = sext i32 %614 to i64
  %616 = getelementptr bfloat, ptr addrspace(1) %1, i64 %615
  %617 = getelementptr i8, ptr addrspace(3) %587, i64 %297
  %618 = ptrtoint ptr addrspace(3) %617 to i64
  %619 = trunc i64 %618 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %619, ptr addrspace(1) %616, i32 16) #7
  %620 = getelementptr i8, ptr addrspace(3) %587, i64 17408
  %621 = getelementptr bfloat, ptr addrspace(1) %2, i64 %591
  %622 = getelementptr i8, ptr addrspace(3) %620, i64 %279
  %623 = ptrtoint ptr addrspace(3) %622 to i64
  %624 = trunc i64 %623 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %624, ptr addrspace(1) %621, i32 16) #7
  %625 = getelementptr bfloat, ptr addrspace(1) %2, i64 %599
  %626 = getelementptr i8, ptr addrspace(3) %620, i64 %285
  %627 = ptrtoint ptr addrspace(3) %626 to i64
  %628 = trunc i64 %627 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %628, ptr addrspace(1) %625, i32 16) #7
  %629 = getelementptr bfloat, ptr addrspace(1) %2, i64 %607
  %630 = getelementptr i8, ptr addrspace(3) %620, i64 %291
  %631 = ptrtoint ptr addrspace(3) %630 to i64
  %632 = trunc i64 %631 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %632, ptr addrspace(1) %629, i32 16) #7
  %633 = getelementptr bfloat, ptr addrspace(1) %2, i64 %615
  %634 = getelementptr i8, ptr addrspace(3) %620, i64 %297
  %635 = ptrtoint ptr addrspace(3) %634 to i64
  %636 = trunc i64 %635 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %636, ptr addrspace(1) %633, i32 16) #7
  br label %.loopexit

.loopexit:                                        ; preds = %583, %537
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #7
  %637 = mul nuw nsw i32 %580, 34816
  %638 = zext nneg i32 %637 to i64
  %639 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 17408), i64 %638
  %640 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %432)
  %641 = extractvalue { i32, i32, i32, i32 } %640, 0
  %642 = extractvalue { i32, i32, i32, i32 } %640, 1
  %643 = extractvalue { i32, i32, i32, i32 } %640, 2
  %644 = extractvalue { i32, i32, i32, i32 } %640, 3
  %645 = getelementptr bfloat, ptr addrspace(3) %639, i64 %433
  %646 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %645)
  %647 = extractvalue { i32, i32, i32, i32 } %646, 0
  %648 = extractvalue { i32, i32, i32, i32 } %646, 1
  %649 = extractvalue { i32, i32, i32, i32 } %646, 2
  %650 = extractvalue { i32, i32, i32, i32 } %646, 3
  %651 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %641, i32 %642, i32 %643, i32 %644, i32 %647, i32 %648, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %652 = extractvalue { float, float, float, float } %651, 0
  %653 = extractvalue { float, float, float, float } %651, 1
  %654 = extractvalue { float, float, float, float } %651, 2
  %655 = extractvalue { float, float, float, float } %651, 3
  %656 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %641, i32 %642, i32 %643, i32 %644, i32 %649, i32 %650, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %657 = extractvalue { float, float, float, float } %656, 0
  %658 = extractvalue { float, float, float, float } %656, 1
  %659 = extractvalue { float, float, float, float } %656, 2
  %660 = extractvalue { float, float, float, float } %656, 3
  %661 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %436)
  %662 = extractvalue { i32, i32, i32, i32 } %661, 0
  %663 = extractvalue { i32, i32, i32, i32 } %661, 1
  %664 = extractvalue { i32, i32, i32, i32 } %661, 2
  %665 = extractvalue { i32, i32, i32, i32 } %661, 3
  %666 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %662, i32 %663, i32 %664, i32 %665, i32 %647, i32 %648, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %667 = extractvalue { float, float, float, float } %666, 0
  %668 = extractvalue { float, float, float, float } %666, 1
  %669 = extractvalue { float, float, float, float } %666, 2
  %670 = extractvalue { float, float, float, float } %666, 3
  %671 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %662, i32 %663, i32 %664, i32 %665, i32 %649, i32 %650, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %672 = extractvalue { float, float, float, float } %671, 0
  %673 = extractvalue { float, float, float, float } %671, 1
  %674 = extractvalue { float, float, float, float } %671, 2
  %675 = extractvalue { float, float, float, float } %671, 3
  %676 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %440)
  %677 = extractvalue { i32, i32, i32, i32 } %676, 0
  %678 = extractvalue { i32, i32, i32, i32 } %676, 1
  %679 = extractvalue { i32, i32, i32, i32 } %676, 2
  %680 = extractvalue { i32, i32, i32, i32 } %676, 3
  %681 = getelementptr bfloat, ptr addrspace(3) %639, i64 %441
  %682 = getelementptr i8, ptr addrspace(3) %681, i64 32
  %683 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %682)
  %684 = extractvalue { i32, i32, i32, i32 } %683, 0
  %685 = extractvalue { i32, i32, i32, i32 } %683, 1
  %686 = extractvalue { i32, i32, i32, i32 } %683, 2
  %687 = extractvalue { i32, i32, i32, i32 } %683, 3
  %688 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %677, i32 %678, i32 %679, i32 %680, i32 %684, i32 %685, float %652, float %653, float %654, float %655) #7
  %689 = extractvalue { float, float, float, float } %688, 0
  %690 = extractvalue { float, float, float, float } %688, 1
  %691 = extractvalue { float, float, float, float } %688, 2
  %692 = extractvalue { float, float, float, float } %688, 3
  %693 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %677, i32 %678, i32 %679, i32 %680, i32 %686, i32 %687, float %657, float %658, float %659, float %660) #7
  %694 = extractvalue { float, float, float, float } %693, 0
  %695 = extractvalue { float, float, float, float } %693, 1
  %696 = extractvalue { float, float, float, float } %693, 2
  %697 = extractvalue { float, float, float, float } %693, 3
  %698 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %444)
  %699 = extractvalue { i32, i32, i32, i32 } %698, 0
  %700 = extractvalue { i32, i32, i32, i32 } %698, 1
  %701 = extractvalue { i32, i32, i32, i32 } %698, 2
  %702 = extractvalue { i32, i32, i32, i32 } %698, 3
  %703 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %699, i32 %700, i32 %701, i32 %702, i32 %684, i32 %685, float %667, float %668, float %669, float %670) #7
  %704 = extractvalue { float, float, float, float } %703, 0
  %705 = extractvalue { float, float, float, float } %703, 1
  %706 = extractvalue { float, float, float, float } %703, 2
  %707 = extractvalue { float, float, float, float } %703, 3
  %708 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %699, i32 %700, i32 %701, i32 %702, i32 %686, i32 %687, float %672, float %673, float %674, float %675) #7
  %709 = extractvalue { float, float, float, float } %708, 0
  %710 = extractvalue { float, float, float, float } %708, 1
  %711 = extractvalue { float, float, float, float } %708, 2
  %712 = extractvalue { float, float, float, float } %708, 3
  %713 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %448)
  %714 = extractvalue { i32, i32, i32, i32 } %713, 0
  %715 = extractvalue { i32, i32, i32, i32 } %713, 1
  %716 = extractvalue { i32, i32, i32, i32 } %713, 2
  %717 = extractvalue { i32, i32, i32, i32 } %713, 3
  %718 = getelementptr bfloat, ptr addrspace(3) %639, i64 %449
  %719 = getelementptr i8, ptr addrspace(3) %718, i64 64
  %720 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %719)
  %721 = extractvalue { i32, i32, i32, i32 } %720, 0
  %722 = extractvalue { i32, i32, i32, i32 } %720, 1
  %723 = extractvalue { i32, i32, i32, i32 } %720, 2
  %724 = extractvalue { i32, i32, i32, i32 } %720, 3
  %725 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %714, i32 %715, i32 %716, i32 %717, i32 %721, i32 %722, float %689, float %690, float %691, float %692) #7
  %726 = extractvalue { float, float, float, float } %725, 0
  %727 = extractvalue { float, float, float, float } %725, 1
  %728 = extractvalue { float, float, float, float } %725, 2
  %729 = extractvalue { float, float, float, float } %725, 3
  %730 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %714, i32 %715, i32 %716, i32 %717, i32 %723, i32 %724, float %694, float %695, float %696, float %697) #7
  %731 = extractvalue { float, float, float, float } %730, 0
  %732 = extractvalue { float, float, float, float } %730, 1
  %733 = extractvalue { float, float, float, float } %730, 2
  %734 = extractvalue { float, float, float, float } %730, 3
  %735 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %452)
  %736 = extractvalue { i32, i32, i32, i32 } %735, 0
  %737 = extractvalue { i32, i32, i32, i32 } %735, 1
  %738 = extractvalue { i32, i32, i32, i32 } %735, 2
  %739 = extractvalue { i32, i32, i32, i32 } %735, 3
  %740 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %736, i32 %737, i32 %738, i32 %739, i32 %721, i32 %722, float %704, float %705, float %706, float %707) #7
  %741 = extractvalue { float, float, float, float } %740, 0
  %742 = extractvalue { float, float, float, float } %740, 1
  %743 = extractvalue { float, float, float, float } %740, 2
  %744 = extractvalue { float, float, float, float } %740, 3
  %745 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %736, i32 %737, i32 %738, i32 %739, i32 %723, i32 %724, float %709, float %710, float %711, float %712) #7
  %746 = extractvalue { float, float, float, float } %745, 0
  %747 = extractvalue { float, float, float, float } %745, 1
  %748 = extractvalue { float, float, float, float } %745, 2
  %749 = extractvalue { float, float, float, float } %745, 3
  %750 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %456)
  %751 = extractvalue { i32, i32, i32, i32 } %750, 0
  %752 = extractvalue { i32, i32, i32, i32 } %750, 1
  %753 = extractvalue { i32, i32, i32, i32 } %750, 2
  %754 = extractvalue { i32, i32, i32, i32 } %750, 3
  %755 = getelementptr bfloat, ptr addrspace(3) %639, i64 %457
  %756 = getelementptr i8, ptr addrspace(3) %755, i64 96
  %757 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %756)
  %758 = extractvalue { i32, i32, i32, i32 } %757, 0
  %759 = extractvalue { i32, i32, i32, i32 } %757, 1
  %760 = extractvalue { i32, i32, i32, i32 } %757, 2
  %761 = extractvalue { i32, i32, i32, i32 } %757, 3
  %762 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %751, i32 %752, i32 %753, i32 %754, i32 %758, i32 %759, float %726, float %727, float %728, float %729) #7
  %763 = extractvalue { float, float, float, float } %762, 0
  %764 = extractvalue { float, float, float, float } %762, 1
  %765 = extractvalue { float, float, float, float } %762, 2
  %766 = extractvalue { float, float, float, float } %762, 3
  %767 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %751, i32 %752, i32 %753, i32 %754, i32 %760, i32 %761, float %731, float %732, float %733, float %734) #7
  %768 = extractvalue { float, float, float, float } %767, 0
  %769 = extractvalue { float, float, float, float } %767, 1
  %770 = extractvalue { float, float, float, float } %767, 2
  %771 = extractvalue { float, float, float, float } %767, 3
  %772 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %460)
  %773 = extractvalue { i32, i32, i32, i32 } %772, 0
  %774 = extractvalue { i32, i32, i32, i32 } %772, 1
  %775 = extractvalue { i32, i32, i32, i32 } %772, 2
  %776 = extractvalue { i32, i32, i32, i32 } %772, 3
  %777 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %773, i32 %774, i32 %775, i32 %776, i32 %758, i32 %759, float %741, float %742, float %743, float %744) #7
  %778 = extractvalue { float, float, float, float } %777, 0
  %779 = extractvalue { float, float, float, float } %777, 1
  %780 = extractvalue { float, float, float, float } %777, 2
  %781 = extractvalue { float, float, float, float } %777, 3
  %782 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %773, i32 %774, i32 %775, i32 %776, i32 %760, i32 %761, float %746, float %747, float %748, float %749) #7
  %783 = extractvalue { float, float, float, float } %782, 0
  %784 = extractvalue { float, float, float, float } %782, 1
  %785 = extractvalue { float, float, float, float } %782, 2
  %786 = extractvalue { float, float, float, float } %782, 3
  %787 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %464)
  %788 = extractvalue { i32, i32, i32, i32 } %787, 0
  %789 = extractvalue { i32, i32, i32, i32 } %787, 1
  %790 = extractvalue { i32, i32, i32, i32 } %787, 2
  %791 = extractvalue { i32, i32, i32, i32 } %787, 3
  %792 = getelementptr bfloat, ptr addrspace(3) %639, i64 %465
  %793 = getelementptr i8, ptr addrspace(3) %792, i64 128
  %794 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %793)
  %795 = extractvalue { i32, i32, i32, i32 } %794, 0
  %796 = extractvalue { i32, i32, i32, i32 } %794, 1
  %797 = extractvalue { i32, i32, i32, i32 } %794, 2
  %798 = extractvalue { i32, i32, i32, i32 } %794, 3
  %799 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %788, i32 %789, i32 %790, i32 %791, i32 %795, i32 %796, float %763, float %764, float %765, float %766) #7
  %800 = extractvalue { float, float, float, float } %799, 0
  %801 = extractvalue { float, float, float, float } %799, 1
  %802 = extractvalue { float, float, float, float } %799, 2
  %803 = extractvalue { float, float, float, float } %799, 3
  %804 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %788, i32 %789, i32 %790, i32 %791, i32 %797, i32 %798, float %768, float %769, float %770, float %771) #7
  %805 = extractvalue { float, float, float, float } %804, 0
  %806 = extractvalue { float, float, float, float } %804, 1
  %807 = extractvalue { float, float, float, float } %804, 2
  %808 = extractvalue { float, float, float, float } %804, 3
  %809 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %468)
  %810 = extractvalue { i32, i32, i32, i32 } %809, 0
  %811 = extractvalue { i32, i32, i32, i32 } %809, 1
  %812 = extractvalue { i32, i32, i32, i32 } %809, 2
  %813 = extractvalue { i32, i32, i32, i32 } %809, 3
  %814 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %810, i32 %811, i32 %812, i32 %813, i32 %795, i32 %796, float %778, float %779, float %780, float %781) #7
  %815 = extractvalue { float, float, float, float } %814, 0
  %816 = extractvalue { float, float, float, float } %814, 1
  %817 = extractvalue { float, float, float, float } %814, 2
  %818 = extractvalue { float, float, float, float } %814, 3
  %819 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %810, i32 %811, i32 %812, i32 %813, i32 %797, i32 %798, float %783, float %784, float %785, float %786) #7
  %820 = extractvalue { float, float, float, float } %819, 0
  %821 = extractvalue { float, float, float, float } %819, 1
  %822 = extractvalue { float, float, float, float } %819, 2
  %823 = extractvalue { float, float, float, float } %819, 3
  %824 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %472)
  %825 = extractvalue { i32, i32, i32, i32 } %824, 0
  %826 = extractvalue { i32, i32, i32, i32 } %824, 1
  %827 = extractvalue { i32, i32, i32, i32 } %824, 2
  %828 = extractvalue { i32, i32, i32, i32 } %824, 3
  %829 = getelementptr bfloat, ptr addrspace(3) %639, i64 %473
  %830 = getelementptr i8, ptr addrspace(3) %829, i64 160
  %831 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %830)
  %832 = extractvalue { i32, i32, i32, i32 } %831, 0
  %833 = extractvalue { i32, i32, i32, i32 } %831, 1
  %834 = extractvalue { i32, i32, i32, i32 } %831, 2
  %835 = extractvalue { i32, i32, i32, i32 } %831, 3
  %836 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %825, i32 %826, i32 %827, i32 %828, i32 %832, i32 %833, float %800, float %801, float %802, float %803) #7
  %837 = extractvalue { float, float, float, float } %836, 0
  %838 = extractvalue { float, float, float, float } %836, 1
  %839 = extractvalue { float, float, float, float } %836, 2
  %840 = extractvalue { float, float, float, float } %836, 3
  %841 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %825, i32 %826, i32 %827, i32 %828, i32 %834, i32 %835, float %805, float %806, float %807, float %808) #7
  %842 = extractvalue { float, float, float, float } %841, 0
  %843 = extractvalue { float, float, float, float } %841, 1
  %844 = extractvalue { float, float, float, float } %841, 2
  %845 = extractvalue { float, float, float, float } %841, 3
  %846 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %476)
  %847 = extractvalue { i32, i32, i32, i32 } %846, 0
  %848 = extractvalue { i32, i32, i32, i32 } %846, 1
  %849 = extractvalue { i32, i32, i32, i32 } %846, 2
  %850 = extractvalue { i32, i32, i32, i32 } %846, 3
  %851 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %847, i32 %848, i32 %849, i32 %850, i32 %832, i32 %833, float %815, float %816, float %817, float %818) #7
  %852 = extractvalue { float, float, float, float } %851, 0
  %853 = extractvalue { float, float, float, float } %851, 1
  %854 = extractvalue { float, float, float, float } %851, 2
  %855 = extractvalue { float, float, float, float } %851, 3
  %856 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %847, i32 %848, i32 %849, i32 %850, i32 %834, i32 %835, float %820, float %821, float %822, float %823) #7
  %857 = extractvalue { float, float, float, float } %856, 0
  %858 = extractvalue { float, float, float, float } %856, 1
  %859 = extractvalue { float, float, float, float } %856, 2
  %860 = extractvalue { float, float, float, float } %856, 3
  %861 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %480)
  %862 = extractvalue { i32, i32, i32, i32 } %861, 0
  %863 = extractvalue { i32, i32, i32, i32 } %861, 1
  %864 = extractvalue { i32, i32, i32, i32 } %861, 2
  %865 = extractvalue { i32, i32, i32, i32 } %861, 3
  %866 = getelementptr bfloat, ptr addrspace(3) %639, i64 %481
  %867 = getelementptr i8, ptr addrspace(3) %866, i64 192
  %868 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %867)
  %869 = extractvalue { i32, i32, i32, i32 } %868, 0
  %870 = extractvalue { i32, i32, i32, i32 } %868, 1
  %871 = extractvalue { i32, i32, i32, i32 } %868, 2
  %872 = extractvalue { i32, i32, i32, i32 } %868, 3
  %873 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %862, i32 %863, i32 %864, i32 %865, i32 %869, i32 %870, float %837, float %838, float %839, float %840) #7
  %874 = extractvalue { float, float, float, float } %873, 0
  %875 = extractvalue { float, float, float, float } %873, 1
  %876 = extractvalue { float, float, float, float } %873, 2
  %877 = extractvalue { float, float, float, float } %873, 3
  %878 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %862, i32 %863, i32 %864, i32 %865, i32 %871, i32 %872, float %842, float %843, float %844, float %845) #7
  %879 = extractvalue { float, float, float, float } %878, 0
  %880 = extractvalue { float, float, float, float } %878, 1
  %881 = extractvalue { float, float, float, float } %878, 2
  %882 = extractvalue { float, float, float, float } %878, 3
  %883 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %484)
  %884 = extractvalue { i32, i32, i32, i32 } %883, 0
  %885 = extractvalue { i32, i32, i32, i32 } %883, 1
  %886 = extractvalue { i32, i32, i32, i32 } %883, 2
  %887 = extractvalue { i32, i32, i32, i32 } %883, 3
  %888 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %884, i32 %885, i32 %886, i32 %887, i32 %869, i32 %870, float %852, float %853, float %854, float %855) #7
  %889 = extractvalue { float, float, float, float } %888, 0
  %890 = extractvalue { float, float, float, float } %888, 1
  %891 = extractvalue { float, float, float, float } %888, 2
  %892 = extractvalue { float, float, float, float } %888, 3
  %893 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %884, i32 %885, i32 %886, i32 %887, i32 %871, i32 %872, float %857, float %858, float %859, float %860) #7
  %894 = extractvalue { float, float, float, float } %893, 0
  %895 = extractvalue { float, float, float, float } %893, 1
  %896 = extractvalue { float, float, float, float } %893, 2
  %897 = extractvalue { float, float, float, float } %893, 3
  %898 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %488)
  %899 = extractvalue { i32, i32, i32, i32 } %898, 0
  %900 = extractvalue { i32, i32, i32, i32 } %898, 1
  %901 = extractvalue { i32, i32, i32, i32 } %898, 2
  %902 = extractvalue { i32, i32, i32, i32 } %898, 3
  %903 = getelementptr bfloat, ptr addrspace(3) %639, i64 %489
  %904 = getelementptr i8, ptr addrspace(3) %903, i64 224
  %905 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %904)
  %906 = extractvalue { i32, i32, i32, i32 } %905, 0
  %907 = extractvalue { i32, i32, i32, i32 } %905, 1
  %908 = extractvalue { i32, i32, i32, i32 } %905, 2
  %909 = extractvalue { i32, i32, i32, i32 } %905, 3
  %910 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %899, i32 %900, i32 %901, i32 %902, i32 %906, i32 %907, float %874, float %875, float %876, float %877) #7
  %911 = extractvalue { float, float, float, float } %910, 0
  %912 = extractvalue { float, float, float, float } %910, 1
  %913 = extractvalue { float, float, float, float } %910, 2
  %914 = extractvalue { float, float, float, float } %910, 3
  %915 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %899, i32 %900, i32 %901, i32 %902, i32 %908, i32 %909, float %879, float %880, float %881, float %882) #7
  %916 = extractvalue { float, float, float, float } %915, 0
  %917 = extractvalue { float, float, float, float } %915, 1
  %918 = extractvalue { float, float, float, float } %915, 2
  %919 = extractvalue { float, float, float, float } %915, 3
  %920 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %492)
  %921 = extractvalue { i32, i32, i32, i32 } %920, 0
  %922 = extractvalue { i32, i32, i32, i32 } %920, 1
  %923 = extractvalue { i32, i32, i32, i32 } %920, 2
  %924 = extractvalue { i32, i32, i32, i32 } %920, 3
  %925 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %921, i32 %922, i32 %923, i32 %924, i32 %906, i32 %907, float %889, float %890, float %891, float %892) #7
  %926 = extractvalue { float, float, float, float } %925, 0
  %927 = extractvalue { float, float, float, float } %925, 1
  %928 = extractvalue { float, float, float, float } %925, 2
  %929 = extractvalue { float, float, float, float } %925, 3
  %930 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %921, i32 %922, i32 %923, i32 %924, i32 %908, i32 %909, float %894, float %895, float %896, float %897) #7
  %931 = extractvalue { float, float, float, float } %930, 0
  %932 = extractvalue { float, float, float, float } %930, 1
  %933 = extractvalue { float, float, float, float } %930, 2
  %934 = extractvalue { float, float, float, float } %930, 3
  %935 = getelementptr i8, ptr addrspace(3) %639, i64 17408
  %936 = fmul float %126, %911
  %937 = fmul float %126, %912
  %938 = fmul float %126, %913
  %939 = fmul float %126, %914
  %940 = fmul float %126, %916
  %941 = fmul float %126, %917
  %942 = fmul float %126, %918
  %943 = fmul float %126, %919
  %944 = fmul float %126, %926
  %945 = fmul float %126, %927
  %946 = fmul float %126, %928
  %947 = fmul float %126, %929
  %948 = fmul float %126, %931
  %949 = fmul float %126, %932
  %950 = fmul float %126, %933
  %951 = fmul float %126, %934
  %952 = or disjoint i32 %578, %320
  %.not = icmp sgt i32 %952, %321
  %953 = or disjoint i32 %578, %323
  %.not7 = icmp sgt i32 %953, %321
  %.not8 = icmp sgt i32 %952, %326
  %.not9 = icmp sgt i32 %953, %326
  %954 = or disjoint i32 %578, %328
  %.not10 = icmp sgt i32 %954, %321
  %955 = or disjoint i32 %578, %329
  %.not11 = icmp sgt i32 %955, %321
  %.not12 = icmp sgt i32 %954, %326
  %.not13 = icmp sgt i32 %955, %326
  %.not14 = icmp sgt i32 %952, %331
  %.not15 = icmp sgt i32 %953, %331
  %.not16 = icmp sgt i32 %952, %333
  %.not17 = icmp sgt i32 %953, %333
  %.not18 = icmp sgt i32 %954, %331
  %.not19 = icmp sgt i32 %955, %331
  %.not20 = icmp sgt i32 %954, %333
  %.not21 = icmp sgt i32 %955, %333
  %956 = select i1 %.not, float 0xFFF0000000000000, float %936
  %957 = select i1 %.not7, float 0xFFF0000000000000, float %937
  %958 = select i1 %.not8, float 0xFFF0000000000000, float %938
  %959 = select i1 %.not9, float 0xFFF0000000000000, float %939
  %960 = select i1 %.not10, float 0xFFF0000000000000, float %940
  %961 = select i1 %.not11, float 0xFFF0000000000000, float %941
  %962 = select i1 %.not12, float 0xFFF0000000000000, float %942
  %963 = select i1 %.not13, float 0xFFF0000000000000, float %943
  %964 = select i1 %.not14, float 0xFFF0000000000000, float %944
  %965 = select i1 %.not15, float 0xFFF0000000000000, float %945
  %966 = select i1 %.not16, float 0xFFF0000000000000, float %946
  %967 = select i1 %.not17, float 0xFFF0000000000000, float %947
  %968 = select i1 %.not18, float 0xFFF0000000000000, float %948
  %969 = select i1 %.not19, float 0xFFF0000000000000, float %949
  %970 = select i1 %.not20, float 0xFFF0000000000000, float %950
  %971 = select i1 %.not21, float 0xFFF0000000000000, float %951
  %972 = tail call float @llvm.maxnum.f32(float %956, float %957)
  %973 = tail call float @llvm.maxnum.f32(float %958, float %959)
  %974 = tail call float @llvm.maxnum.f32(float %972, float %960)
  %975 = tail call float @llvm.maxnum.f32(float %974, float %961)
  %976 = tail call float @llvm.maxnum.f32(float %973, float %962)
  %977 = tail call float @llvm.maxnum.f32(float %976, float %963)
  %978 = tail call float @llvm.maxnum.f32(float %964, float %965)
  %979 = tail call float @llvm.maxnum.f32(float %966, float %967)
  %980 = tail call float @llvm.maxnum.f32(float %978, float %968)
  %981 = tail call float @llvm.maxnum.f32(float %980, float %969)
  %982 = tail call float @llvm.maxnum.f32(float %979, float %970)
  %983 = tail call float @llvm.maxnum.f32(float %982, float %971)
  %984 = bitcast float %975 to i32
  %985 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %984, i32 2, i32 31)
  %986 = bitcast i32 %985 to float
  %987 = tail call float @llvm.maxnum.f32(float %975, float %986)
  %988 = bitcast float %977 to i32
  %989 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %988, i32 2, i32 31)
  %990 = bitcast i32 %989 to float
  %991 = tail call float @llvm.maxnum.f32(float %977, float %990)
  %992 = bitcast float %981 to i32
  %993 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %992, i32 2, i32 31)
  %994 = bitcast i32 %993 to float
  %995 = tail call float @llvm.maxnum.f32(float %981, float %994)
  %996 = bitcast float %983 to i32
  %997 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %996, i32 2, i32 31)
  %998 = bitcast i32 %997 to float
  %999 = tail call float @llvm.maxnum.f32(float %983, float %998)
  %1000 = bitcast float %987 to i32
  %1001 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1000, i32 1, i32 31)
  %1002 = bitcast i32 %1001 to float
  %1003 = tail call float @llvm.maxnum.f32(float %987, float %1002)
  %1004 = bitcast float %991 to i32
  %1005 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1004, i32 1, i32 31)
  %1006 = bitcast i32 %1005 to float
  %1007 = tail call float @llvm.maxnum.f32(float %991, float %1006)
  %1008 = bitcast float %995 to i32
  %1009 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1008, i32 1, i32 31)
  %1010 = bitcast i32 %1009 to float
  %1011 = tail call float @llvm.maxnum.f32(float %995, float %1010)
  %1012 = bitcast float %999 to i32
  %1013 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1012, i32 1, i32 31)
  %1014 = bitcast i32 %1013 to float
  %1015 = tail call float @llvm.maxnum.f32(float %999, float %1014)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store float %1003, ptr addrspace(3) %337, align 4
  store float %1007, ptr addrspace(3) %341, align 4
  store float %1011, ptr addrspace(3) %345, align 4
  store float %1015, ptr addrspace(3) %349, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1016 = load float, ptr addrspace(3) %351, align 16
  %1017 = load float, ptr addrspace(3) %352, align 4
  %1018 = tail call float @llvm.maxnum.f32(float %1016, float %1017)
  %1019 = load float, ptr addrspace(3) %353, align 8
  %1020 = tail call float @llvm.maxnum.f32(float %1018, float %1019)
  %1021 = load float, ptr addrspace(3) %354, align 4
  %1022 = tail call float @llvm.maxnum.f32(float %1020, float %1021)
  %1023 = load float, ptr addrspace(3) %356, align 16
  %1024 = load float, ptr addrspace(3) %357, align 4
  %1025 = tail call float @llvm.maxnum.f32(float %1023, float %1024)
  %1026 = load float, ptr addrspace(3) %358, align 8
  %1027 = tail call float @llvm.maxnum.f32(float %1025, float %1026)
  %1028 = load float, ptr addrspace(3) %359, align 4
  %1029 = tail call float @llvm.maxnum.f32(float %1027, float %1028)
  %1030 = load float, ptr addrspace(3) %361, align 16
  %1031 = load float, ptr addrspace(3) %362, align 4
  %1032 = tail call float @llvm.maxnum.f32(float %1030, float %1031)
  %1033 = load float, ptr addrspace(3) %363, align 8
  %1034 = tail call float @llvm.maxnum.f32(float %1032, float %1033)
  %1035 = load float, ptr addrspace(3) %364, align 4
  %1036 = tail call float @llvm.maxnum.f32(float %1034, float %1035)
  %1037 = load float, ptr addrspace(3) %366, align 16
  %1038 = load float, ptr addrspace(3) %367, align 4
  %1039 = tail call float @llvm.maxnum.f32(float %1037, float %1038)
  %1040 = load float, ptr addrspace(3) %368, align 8
  %1041 = tail call float @llvm.maxnum.f32(float %1039, float %1040)
  %1042 = load float, ptr addrspace(3) %369, align 4
  %1043 = tail call float @llvm.maxnum.f32(float %1041, float %1042)
  %1044 = tail call float @llvm.maxnum.f32(float %541, float %1022)
  %1045 = tail call float @llvm.maxnum.f32(float %540, float %1029)
  %1046 = tail call float @llvm.maxnum.f32(float %539, float %1036)
  %1047 = tail call float @llvm.maxnum.f32(float %538, float %1043)
  %1048 = fsub float %956, %1044
  %1049 = fsub float %957, %1044
  %1050 = fsub float %958, %1045
  %1051 = fsub float %959, %1045
  %1052 = fsub float %960, %1044
  %1053 = fsub float %961, %1044
  %1054 = fsub float %962, %1045
  %1055 = fsub float %963, %1045
  %1056 = fsub float %964, %1046
  %1057 = fsub float %965, %1046
  %1058 = fsub float %966, %1047
  %1059 = fsub float %967, %1047
  %1060 = fsub float %968, %1046
  %1061 = fsub float %969, %1046
  %1062 = fsub float %970, %1047
  %1063 = fsub float %971, %1047
  %1064 = tail call float @llvm.nvvm.ex2.approx.f32(float %1048)
  %1065 = tail call float @llvm.nvvm.ex2.approx.f32(float %1049)
  %1066 = tail call float @llvm.nvvm.ex2.approx.f32(float %1050)
  %1067 = tail call float @llvm.nvvm.ex2.approx.f32(float %1051)
  %1068 = tail call float @llvm.nvvm.ex2.approx.f32(float %1052)
  %1069 = tail call float @llvm.nvvm.ex2.approx.f32(float %1053)
  %1070 = tail call float @llvm.nvvm.ex2.approx.f32(float %1054)
  %1071 = tail call float @llvm.nvvm.ex2.approx.f32(float %1055)
  %1072 = tail call float @llvm.nvvm.ex2.approx.f32(float %1056)
  %1073 = tail call float @llvm.nvvm.ex2.approx.f32(float %1057)
  %1074 = tail call float @llvm.nvvm.ex2.approx.f32(float %1058)
  %1075 = tail call float @llvm.nvvm.ex2.approx.f32(float %1059)
  %1076 = tail call float @llvm.nvvm.ex2.approx.f32(float %1060)
  %1077 = tail call float @llvm.nvvm.ex2.approx.f32(float %1061)
  %1078 = tail call float @llvm.nvvm.ex2.approx.f32(float %1062)
  %1079 = tail call float @llvm.nvvm.ex2.approx.f32(float %1063)
  %1080 = fsub float %541, %1044
  %1081 = fsub float %540, %1045
  %1082 = fsub float %539, %1046
  %1083 = fsub float %538, %1047
  %1084 = tail call float @llvm.nvvm.ex2.approx.f32(float %1080)
  %1085 = tail call float @llvm.nvvm.ex2.approx.f32(float %1081)
  %1086 = tail call float @llvm.nvvm.ex2.approx.f32(float %1082)
  %1087 = tail call float @llvm.nvvm.ex2.approx.f32(float %1083)
  %1088 = fadd float %1064, %1065
  %1089 = fadd float %1066, %1067
  %1090 = fadd float %1088, %1068
  %1091 = fadd float %1090, %1069
  %1092 = fadd float %1089, %1070
  %1093 = fadd float %1092, %1071
  %1094 = fadd float %1072, %1073
  %1095 = fadd float %1074, %1075
  %1096 = fadd float %1094, %1076
  %1097 = fadd float %1096, %1077
  %1098 = fadd float %1095, %1078
  %1099 = fadd float %1098, %1079
  %1100 = bitcast float %1091 to i32
  %1101 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1100, i32 2, i32 31)
  %1102 = bitcast i32 %1101 to float
  %1103 = fadd float %1091, %1102
  %1104 = bitcast float %1093 to i32
  %1105 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1104, i32 2, i32 31)
  %1106 = bitcast i32 %1105 to float
  %1107 = fadd float %1093, %1106
  %1108 = bitcast float %1097 to i32
  %1109 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1108, i32 2, i32 31)
  %1110 = bitcast i32 %1109 to float
  %1111 = fadd float %1097, %1110
  %1112 = bitcast float %1099 to i32
  %1113 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1112, i32 2, i32 31)
  %1114 = bitcast i32 %1113 to float
  %1115 = fadd float %1099, %1114
  %1116 = bitcast float %1103 to i32
  %1117 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1116, i32 1, i32 31)
  %1118 = bitcast i32 %1117 to float
  %1119 = fadd float %1103, %1118
  %1120 = bitcast float %1107 to i32
  %1121 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1120, i32 1, i32 31)
  %1122 = bitcast i32 %1121 to float
  %1123 = fadd float %1107, %1122
  %1124 = bitcast float %1111 to i32
  %1125 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1124, i32 1, i32 31)
  %1126 = bitcast i32 %1125 to float
  %1127 = fadd float %1111, %1126
  %1128 = bitcast float %1115 to i32
  %1129 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1128, i32 1, i32 31)
  %1130 = bitcast i32 %1129 to float
  %1131 = fadd float %1115, %1130
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store float %1119, ptr addrspace(3) %337, align 4
  store float %1123, ptr addrspace(3) %341, align 4
  store float %1127, ptr addrspace(3) %345, align 4
  store float %1131, ptr addrspace(3) %349, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1132 = load float, ptr addrspace(3) %351, align 16
  %1133 = load float, ptr addrspace(3) %352, align 4
  %1134 = load float, ptr addrspace(3) %353, align 8
  %1135 = load float, ptr addrspace(3) %354, align 4
  %1136 = load float, ptr addrspace(3) %356, align 16
  %1137 = load float, ptr addrspace(3) %357, align 4
  %1138 = load float, ptr addrspace(3) %358, align 8
  %1139 = load float, ptr addrspace(3) %359, align 4
  %1140 = load float, ptr addrspace(3) %361, align 16
  %1141 = load float, ptr addrspace(3) %362, align 4
  %1142 = load float, ptr addrspace(3) %363, align 8
  %1143 = load float, ptr addrspace(3) %364, align 4
  %1144 = load float, ptr addrspace(3) %366, align 16
  %1145 = load float, ptr addrspace(3) %367, align 4
  %1146 = load float, ptr addrspace(3) %368, align 8
  %1147 = load float, ptr addrspace(3) %369, align 4
  %1148 = fptrunc float %1064 to bfloat
  %1149 = fptrunc float %1065 to bfloat
  %1150 = fptrunc float %1066 to bfloat
  %1151 = fptrunc float %1067 to bfloat
  %1152 = fptrunc float %1068 to bfloat
  %1153 = fptrunc float %1069 to bfloat
  %1154 = fptrunc float %1070 to bfloat
  %1155 = fptrunc float %1071 to bfloat
  %1156 = fptrunc float %1072 to bfloat
  %1157 = fptrunc float %1073 to bfloat
  %1158 = fptrunc float %1074 to bfloat
  %1159 = fptrunc float %1075 to bfloat
  %1160 = fptrunc float %1076 to bfloat
  %1161 = fptrunc float %1077 to bfloat
  %1162 = fptrunc float %1078 to bfloat
  %1163 = fptrunc float %1079 to bfloat
  %1164 = fmul float %573, %1084
  %1165 = fmul float %572, %1084
  %1166 = fmul float %571, %1085
  %1167 = fmul float %570, %1085
  %1168 = fmul float %569, %1084
  %1169 = fmul float %568, %1084
  %1170 = fmul float %567, %1085
  %1171 = fmul float %566, %1085
  %1172 = fmul float %565, %1084
  %1173 = fmul float %564, %1084
  %1174 = fmul float %563, %1085
  %1175 = fmul float %562, %1085
  %1176 = fmul float %561, %1084
  %1177 = fmul float %560, %1084
  %1178 = fmul float %559, %1085
  %1179 = fmul float %558, %1085
  %1180 = fmul float %557, %1086
  %1181 = fmul float %556, %1086
  %1182 = fmul float %555, %1087
  %1183 = fmul float %554, %1087
  %1184 = fmul float %553, %1086
  %1185 = fmul float %552, %1086
  %1186 = fmul float %551, %1087
  %1187 = fmul float %550, %1087
  %1188 = fmul float %549, %1086
  %1189 = fmul float %548, %1086
  %1190 = fmul float %547, %1087
  %1191 = fmul float %546, %1087
  %1192 = fmul float %545, %1086
  %1193 = fmul float %544, %1086
  %1194 = fmul float %543, %1087
  %1195 = fmul float %542, %1087
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store bfloat %1148, ptr addrspace(3) %373, align 4
  store bfloat %1149, ptr addrspace(3) %376, align 2
  store bfloat %1150, ptr addrspace(3) %380, align 4
  store bfloat %1151, ptr addrspace(3) %383, align 2
  store bfloat %1152, ptr addrspace(3) %386, align 4
  store bfloat %1153, ptr addrspace(3) %389, align 2
  store bfloat %1154, ptr addrspace(3) %392, align 4
  store bfloat %1155, ptr addrspace(3) %395, align 2
  store bfloat %1156, ptr addrspace(3) %399, align 4
  store bfloat %1157, ptr addrspace(3) %402, align 2
  store bfloat %1158, ptr addrspace(3) %406, align 4
  store bfloat %1159, ptr addrspace(3) %409, align 2
  store bfloat %1160, ptr addrspace(3) %412, align 4
  store bfloat %1161, ptr addrspace(3) %415, align 2
  store bfloat %1162, ptr addrspace(3) %418, align 4
  store bfloat %1163, ptr addrspace(3) %421, align 2
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1196 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %429)
  %1197 = extractvalue { i32, i32, i32, i32 } %1196, 0
  %1198 = extractvalue { i32, i32, i32, i32 } %1196, 1
  %1199 = extractvalue { i32, i32, i32, i32 } %1196, 2
  %1200 = extractvalue { i32, i32, i32, i32 } %1196, 3
  %1201 = getelementptr bfloat, ptr addrspace(3) %935, i64 %495
  %1202 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1201)
  %1203 = extractvalue { i32, i32, i32, i32 } %1202, 0
  %1204 = extractvalue { i32, i32, i32, i32 } %1202, 1
  %1205 = extractvalue { i32, i32, i32, i32 } %1202, 2
  %1206 = extractvalue { i32, i32, i32, i32 } %1202, 3
  %1207 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1197, i32 %1198, i32 %1199, i32 %1200, i32 %1203, i32 %1204, float %1164, float %1165, float %1166, float %1167) #7
  %1208 = extractvalue { float, float, float, float } %1207, 0
  %1209 = extractvalue { float, float, float, float } %1207, 1
  %1210 = extractvalue { float, float, float, float } %1207, 2
  %1211 = extractvalue { float, float, float, float } %1207, 3
  %1212 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1197, i32 %1198, i32 %1199, i32 %1200, i32 %1205, i32 %1206, float %1168, float %1169, float %1170, float %1171) #7
  %1213 = extractvalue { float, float, float, float } %1212, 0
  %1214 = extractvalue { float, float, float, float } %1212, 1
  %1215 = extractvalue { float, float, float, float } %1212, 2
  %1216 = extractvalue { float, float, float, float } %1212, 3
  %1217 = getelementptr bfloat, ptr addrspace(3) %935, i64 %497
  %1218 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1217)
  %1219 = extractvalue { i32, i32, i32, i32 } %1218, 0
  %1220 = extractvalue { i32, i32, i32, i32 } %1218, 1
  %1221 = extractvalue { i32, i32, i32, i32 } %1218, 2
  %1222 = extractvalue { i32, i32, i32, i32 } %1218, 3
  %1223 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1197, i32 %1198, i32 %1199, i32 %1200, i32 %1219, i32 %1220, float %1172, float %1173, float %1174, float %1175) #7
  %1224 = extractvalue { float, float, float, float } %1223, 0
  %1225 = extractvalue { float, float, float, float } %1223, 1
  %1226 = extractvalue { float, float, float, float } %1223, 2
  %1227 = extractvalue { float, float, float, float } %1223, 3
  %1228 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1197, i32 %1198, i32 %1199, i32 %1200, i32 %1221, i32 %1222, float %1176, float %1177, float %1178, float %1179) #7
  %1229 = extractvalue { float, float, float, float } %1228, 0
  %1230 = extractvalue { float, float, float, float } %1228, 1
  %1231 = extractvalue { float, float, float, float } %1228, 2
  %1232 = extractvalue { float, float, float, float } %1228, 3
  %1233 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %500)
  %1234 = extractvalue { i32, i32, i32, i32 } %1233, 0
  %1235 = extractvalue { i32, i32, i32, i32 } %1233, 1
  %1236 = extractvalue { i32, i32, i32, i32 } %1233, 2
  %1237 = extractvalue { i32, i32, i32, i32 } %1233, 3
  %1238 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1234, i32 %1235, i32 %1236, i32 %1237, i32 %1203, i32 %1204, float %1180, float %1181, float %1182, float %1183) #7
  %1239 = extractvalue { float, float, float, float } %1238, 0
  %1240 = extractvalue { float, float, float, float } %1238, 1
  %1241 = extractvalue { float, float, float, float } %1238, 2
  %1242 = extractvalue { float, float, float, float } %1238, 3
  %1243 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1234, i32 %1235, i32 %1236, i32 %1237, i32 %1205, i32 %1206, float %1184, float %1185, float %1186, float %1187) #7
  %1244 = extractvalue { float, float, float, float } %1243, 0
  %1245 = extractvalue { float, float, float, float } %1243, 1
  %1246 = extractvalue { float, float, float, float } %1243, 2
  %1247 = extractvalue { float, float, float, float } %1243, 3
  %1248 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1234, i32 %1235, i32 %1236, i32 %1237, i32 %1219, i32 %1220, float %1188, float %1189, float %1190, float %1191) #7
  %1249 = extractvalue { float, float, float, float } %1248, 0
  %1250 = extractvalue { float, float, float, float } %1248, 1
  %1251 = extractvalue { float, float, float, float } %1248, 2
  %1252 = extractvalue { float, float, float, float } %1248, 3
  %1253 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1234, i32 %1235, i32 %1236, i32 %1237, i32 %1221, i32 %1222, float %1192, float %1193, float %1194, float %1195) #7
  %1254 = extractvalue { float, float, float, float } %1253, 0
  %1255 = extractvalue { float, float, float, float } %1253, 1
  %1256 = extractvalue { float, float, float, float } %1253, 2
  %1257 = extractvalue { float, float, float, float } %1253, 3
  %1258 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %503)
  %1259 = extractvalue { i32, i32, i32, i32 } %1258, 0
  %1260 = extractvalue { i32, i32, i32, i32 } %1258, 1
  %1261 = extractvalue { i32, i32, i32, i32 } %1258, 2
  %1262 = extractvalue { i32, i32, i32, i32 } %1258, 3
  %1263 = getelementptr bfloat, ptr addrspace(3) %935, i64 %507
  %1264 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1263)
  %1265 = extractvalue { i32, i32, i32, i32 } %1264, 0
  %1266 = extractvalue { i32, i32, i32, i32 } %1264, 1
  %1267 = extractvalue { i32, i32, i32, i32 } %1264, 2
  %1268 = extractvalue { i32, i32, i32, i32 } %1264, 3
  %1269 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1259, i32 %1260, i32 %1261, i32 %1262, i32 %1265, i32 %1266, float %1208, float %1209, float %1210, float %1211) #7
  %1270 = extractvalue { float, float, float, float } %1269, 0
  %1271 = extractvalue { float, float, float, float } %1269, 1
  %1272 = extractvalue { float, float, float, float } %1269, 2
  %1273 = extractvalue { float, float, float, float } %1269, 3
  %1274 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1259, i32 %1260, i32 %1261, i32 %1262, i32 %1267, i32 %1268, float %1213, float %1214, float %1215, float %1216) #7
  %1275 = extractvalue { float, float, float, float } %1274, 0
  %1276 = extractvalue { float, float, float, float } %1274, 1
  %1277 = extractvalue { float, float, float, float } %1274, 2
  %1278 = extractvalue { float, float, float, float } %1274, 3
  %1279 = getelementptr bfloat, ptr addrspace(3) %935, i64 %509
  %1280 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1279)
  %1281 = extractvalue { i32, i32, i32, i32 } %1280, 0
  %1282 = extractvalue { i32, i32, i32, i32 } %1280, 1
  %1283 = extractvalue { i32, i32, i32, i32 } %1280, 2
  %1284 = extractvalue { i32, i32, i32, i32 } %1280, 3
  %1285 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1259, i32 %1260, i32 %1261, i32 %1262, i32 %1281, i32 %1282, float %1224, float %1225, float %1226, float %1227) #7
  %1286 = extractvalue { float, float, float, float } %1285, 0
  %1287 = extractvalue { float, float, float, float } %1285, 1
  %1288 = extractvalue { float, float, float, float } %1285, 2
  %1289 = extractvalue { float, float, float, float } %1285, 3
  %1290 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1259, i32 %1260, i32 %1261, i32 %1262, i32 %1283, i32 %1284, float %1229, float %1230, float %1231, float %1232) #7
  %1291 = extractvalue { float, float, float, float } %1290, 0
  %1292 = extractvalue { float, float, float, float } %1290, 1
  %1293 = extractvalue { float, float, float, float } %1290, 2
  %1294 = extractvalue { float, float, float, float } %1290, 3
  %1295 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %512)
  %1296 = extractvalue { i32, i32, i32, i32 } %1295, 0
  %1297 = extractvalue { i32, i32, i32, i32 } %1295, 1
  %1298 = extractvalue { i32, i32, i32, i32 } %1295, 2
  %1299 = extractvalue { i32, i32, i32, i32 } %1295, 3
  %1300 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1296, i32 %1297, i32 %1298, i32 %1299, i32 %1265, i32 %1266, float %1239, float %1240, float %1241, float %1242) #7
  %1301 = extractvalue { float, float, float, float } %1300, 0
  %1302 = extractvalue { float, float, float, float } %1300, 1
  %1303 = extractvalue { float, float, float, float } %1300, 2
  %1304 = extractvalue { float, float, float, float } %1300, 3
  %1305 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1296, i32 %1297, i32 %1298, i32 %1299, i32 %1267, i32 %1268, float %1244, float %1245, float %1246, float %1247) #7
  %1306 = extractvalue { float, float, float, float } %1305, 0
  %1307 = extractvalue { float, float, float, float } %1305, 1
  %1308 = extractvalue { float, float, float, float } %1305, 2
  %1309 = extractvalue { float, float, float, float } %1305, 3
  %1310 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1296, i32 %1297, i32 %1298, i32 %1299, i32 %1281, i32 %1282, float %1249, float %1250, float %1251, float %1252) #7
  %1311 = extractvalue { float, float, float, float } %1310, 0
  %1312 = extractvalue { float, float, float, float } %1310, 1
  %1313 = extractvalue { float, float, float, float } %1310, 2
  %1314 = extractvalue { float, float, float, float } %1310, 3
  %1315 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1296, i32 %1297, i32 %1298, i32 %1299, i32 %1283, i32 %1284, float %1254, float %1255, float %1256, float %1257) #7
  %1316 = extractvalue { float, float, float, float } %1315, 0
  %1317 = extractvalue { float, float, float, float } %1315, 1
  %1318 = extractvalue { float, float, float, float } %1315, 2
  %1319 = extractvalue { float, float, float, float } %1315, 3
  %1320 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %515)
  %1321 = extractvalue { i32, i32, i32, i32 } %1320, 0
  %1322 = extractvalue { i32, i32, i32, i32 } %1320, 1
  %1323 = extractvalue { i32, i32, i32, i32 } %1320, 2
  %1324 = extractvalue { i32, i32, i32, i32 } %1320, 3
  %1325 = getelementptr bfloat, ptr addrspace(3) %935, i64 %519
  %1326 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1325)
  %1327 = extractvalue { i32, i32, i32, i32 } %1326, 0
  %1328 = extractvalue { i32, i32, i32, i32 } %1326, 1
  %1329 = extractvalue { i32, i32, i32, i32 } %1326, 2
  %1330 = extractvalue { i32, i32, i32, i32 } %1326, 3
  %1331 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1321, i32 %1322, i32 %1323, i32 %1324, i32 %1327, i32 %1328, float %1270, float %1271, float %1272, float %1273) #7
  %1332 = extractvalue { float, float, float, float } %1331, 0
  %1333 = extractvalue { float, float, float, float } %1331, 1
  %1334 = extractvalue { float, float, float, float } %1331, 2
  %1335 = extractvalue { float, float, float, float } %1331, 3
  %1336 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1321, i32 %1322, i32 %1323, i32 %1324, i32 %1329, i32 %1330, float %1275, float %1276, float %1277, float %1278) #7
  %1337 = extractvalue { float, float, float, float } %1336, 0
  %1338 = extractvalue { float, float, float, float } %1336, 1
  %1339 = extractvalue { float, float, float, float } %1336, 2
  %1340 = extractvalue { float, float, float, float } %1336, 3
  %1341 = getelementptr bfloat, ptr addrspace(3) %935, i64 %521
  %1342 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1341)
  %1343 = extractvalue { i32, i32, i32, i32 } %1342, 0
  %1344 = extractvalue { i32, i32, i32, i32 } %1342, 1
  %1345 = extractvalue { i32, i32, i32, i32 } %1342, 2
  %1346 = extractvalue { i32, i32, i32, i32 } %1342, 3
  %1347 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1321, i32 %1322, i32 %1323, i32 %1324, i32 %1343, i32 %1344, float %1286, float %1287, float %1288, float %1289) #7
  %1348 = extractvalue { float, float, float, float } %1347, 0
  %1349 = extractvalue { float, float, float, float } %1347, 1
  %1350 = extractvalue { float, float, float, float } %1347, 2
  %1351 = extractvalue { float, float, float, float } %1347, 3
  %1352 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1321, i32 %1322, i32 %1323, i32 %1324, i32 %1345, i32 %1346, float %1291, float %1292, float %1293, float %1294) #7
  %1353 = extractvalue { float, float, float, float } %1352, 0
  %1354 = extractvalue { float, float, float, float } %1352, 1
  %1355 = extractvalue { float, float, float, float } %1352, 2
  %1356 = extractvalue { float, float, float, float } %1352, 3
  %1357 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %524)
  %1358 = extractvalue { i32, i32, i32, i32 } %1357, 0
  %1359 = extractvalue { i32, i32, i32, i32 } %1357, 1
  %1360 = extractvalue { i32, i32, i32, i32 } %1357, 2
  %1361 = extractvalue { i32, i32, i32, i32 } %1357, 3
  %1362 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1358, i32 %1359, i32 %1360, i32 %1361, i32 %1327, i32 %1328, float %1301, float %1302, float %1303, float %1304) #7
  %1363 = extractvalue { float, float, float, float } %1362, 0
  %1364 = extractvalue { float, float, float, float } %1362, 1
  %1365 = extractvalue { float, float, float, float } %1362, 2
  %1366 = extractvalue { float, float, float, float } %1362, 3
  %1367 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1358, i32 %1359, i32 %1360, i32 %1361, i32 %1329, i32 %1330, float %1306, float %1307, float %1308, float %1309) #7
  %1368 = extractvalue { float, float, float, float } %1367, 0
  %1369 = extractvalue { float, float, float, float } %1367, 1
  %1370 = extractvalue { float, float, float, float } %1367, 2
  %1371 = extractvalue { float, float, float, float } %1367, 3
  %1372 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1358, i32 %1359, i32 %1360, i32 %1361, i32 %1343, i32 %1344, float %1311, float %1312, float %1313, float %1314) #7
  %1373 = extractvalue { float, float, float, float } %1372, 0
  %1374 = extractvalue { float, float, float, float } %1372, 1
  %1375 = extractvalue { float, float, float, float } %1372, 2
  %1376 = extractvalue { float, float, float, float } %1372, 3
  %1377 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1358, i32 %1359, i32 %1360, i32 %1361, i32 %1345, i32 %1346, float %1316, float %1317, float %1318, float %1319) #7
  %1378 = extractvalue { float, float, float, float } %1377, 0
  %1379 = extractvalue { float, float, float, float } %1377, 1
  %1380 = extractvalue { float, float, float, float } %1377, 2
  %1381 = extractvalue { float, float, float, float } %1377, 3
  %1382 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %527)
  %1383 = extractvalue { i32, i32, i32, i32 } %1382, 0
  %1384 = extractvalue { i32, i32, i32, i32 } %1382, 1
  %1385 = extractvalue { i32, i32, i32, i32 } %1382, 2
  %1386 = extractvalue { i32, i32, i32, i32 } %1382, 3
  %1387 = getelementptr bfloat, ptr addrspace(3) %935, i64 %531
  %1388 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1387)
  %1389 = extractvalue { i32, i32, i32, i32 } %1388, 0
  %1390 = extractvalue { i32, i32, i32, i32 } %1388, 1
  %1391 = extractvalue { i32, i32, i32, i32 } %1388, 2
  %1392 = extractvalue { i32, i32, i32, i32 } %1388, 3
  %1393 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1383, i32 %1384, i32 %1385, i32 %1386, i32 %1389, i32 %1390, float %1332, float %1333, float %1334, float %1335) #7
  %1394 = extractvalue { float, float, float, float } %1393, 0
  %1395 = extractvalue { float, float, float, float } %1393, 1
  %1396 = extractvalue { float, float, float, float } %1393, 2
  %1397 = extractvalue { float, float, float, float } %1393, 3
  %1398 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1383, i32 %1384, i32 %1385, i32 %1386, i32 %1391, i32 %1392, float %1337, float %1338, float %1339, float %1340) #7
  %1399 = extractvalue { float, float, float, float } %1398, 0
  %1400 = extractvalue { float, float, float, float } %1398, 1
  %1401 = extractvalue { float, float, float, float } %1398, 2
  %1402 = extractvalue { float, float, float, float } %1398, 3
  %1403 = getelementptr bfloat, ptr addrspace(3) %935, i64 %533
  %1404 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1403)
  %1405 = extractvalue { i32, i32, i32, i32 } %1404, 0
  %1406 = extractvalue { i32, i32, i32, i32 } %1404, 1
  %1407 = extractvalue { i32, i32, i32, i32 } %1404, 2
  %1408 = extractvalue { i32, i32, i32, i32 } %1404, 3
  %1409 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1383, i32 %1384, i32 %1385, i32 %1386, i32 %1405, i32 %1406, float %1348, float %1349, float %1350, float %1351) #7
  %1410 = extractvalue { float, float, float, float } %1409, 0
  %1411 = extractvalue { float, float, float, float } %1409, 1
  %1412 = extractvalue { float, float, float, float } %1409, 2
  %1413 = extractvalue { float, float, float, float } %1409, 3
  %1414 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1383, i32 %1384, i32 %1385, i32 %1386, i32 %1407, i32 %1408, float %1353, float %1354, float %1355, float %1356) #7
  %1415 = extractvalue { float, float, float, float } %1414, 0
  %1416 = extractvalue { float, float, float, float } %1414, 1
  %1417 = extractvalue { float, float, float, float } %1414, 2
  %1418 = extractvalue { float, float, float, float } %1414, 3
  %1419 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %536)
  %1420 = extractvalue { i32, i32, i32, i32 } %1419, 0
  %1421 = extractvalue { i32, i32, i32, i32 } %1419, 1
  %1422 = extractvalue { i32, i32, i32, i32 } %1419, 2
  %1423 = extractvalue { i32, i32, i32, i32 } %1419, 3
  %1424 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1420, i32 %1421, i32 %1422, i32 %1423, i32 %1389, i32 %1390, float %1363, float %1364, float %1365, float %1366) #7
  %1425 = extractvalue { float, float, float, float } %1424, 0
  %1426 = extractvalue { float, float, float, float } %1424, 1
  %1427 = extractvalue { float, float, float, float } %1424, 2
  %1428 = extractvalue { float, float, float, float } %1424, 3
  %1429 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1420, i32 %1421, i32 %1422, i32 %1423, i32 %1391, i32 %1392, float %1368, float %1369, float %1370, float %1371) #7
  %1430 = extractvalue { float, float, float, float } %1429, 0
  %1431 = extractvalue { float, float, float, float } %1429, 1
  %1432 = extractvalue { float, float, float, float } %1429, 2
  %1433 = extractvalue { float, float, float, float } %1429, 3
  %1434 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1420, i32 %1421, i32 %1422, i32 %1423, i32 %1405, i32 %1406, float %1373, float %1374, float %1375, float %1376) #7
  %1435 = extractvalue { float, float, float, float } %1434, 0
  %1436 = extractvalue { float, float, float, float } %1434, 1
  %1437 = extractvalue { float, float, float, float } %1434, 2
  %1438 = extractvalue { float, float, float, float } %1434, 3
  %1439 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1420, i32 %1421, i32 %1422, i32 %1423, i32 %1407, i32 %1408, float %1378, float %1379, float %1380, float %1381) #7
  %1440 = extractvalue { float, float, float, float } %1439, 0
  %1441 = extractvalue { float, float, float, float } %1439, 1
  %1442 = extractvalue { float, float, float, float } %1439, 2
  %1443 = extractvalue { float, float, float, float } %1439, 3
  %1444 = fmul float %577, %1084
  %1445 = fmul float %576, %1085
  %1446 = fmul float %575, %1086
  %1447 = fmul float %574, %1087
  %1448 = fadd float %1132, %1133
  %1449 = fadd float %1448, %1134
  %1450 = fadd float %1449, %1135
  %1451 = fadd float %1136, %1137
  %1452 = fadd float %1451, %1138
  %1453 = fadd float %1452, %1139
  %1454 = fadd float %1140, %1141
  %1455 = fadd float %1454, %1142
  %1456 = fadd float %1455, %1143
  %1457 = fadd float %1144, %1145
  %1458 = fadd float %1457, %1146
  %1459 = fadd float %1458, %1147
  %1460 = fadd float %1444, %1450
  %1461 = fadd float %1445, %1453
  %1462 = fadd float %1446, %1456
  %1463 = fadd float %1447, %1459
  br i1 %582, label %537, label %._crit_edge

._crit_edge:                                      ; preds = %.loopexit, %.preheader.._crit_edge_crit_edge.critedge
  %.pre-phi230 = phi i32 [ %.pre229, %.preheader.._crit_edge_crit_edge.critedge ], [ %333, %.loopexit ]
  %.pre-phi228 = phi i32 [ %.pre227, %.preheader.._crit_edge_crit_edge.critedge ], [ %331, %.loopexit ]
  %.pre-phi226 = phi i32 [ %.pre225, %.preheader.._crit_edge_crit_edge.critedge ], [ %326, %.loopexit ]
  %.pre-phi224 = phi i32 [ %.pre223, %.preheader.._crit_edge_crit_edge.critedge ], [ %321, %.loopexit ]
  %.pre-phi222 = phi i32 [ %.pre221, %.preheader.._crit_edge_crit_edge.critedge ], [ %319, %.loopexit ]
  %.pre-phi218 = phi i32 [ %.pre217, %.preheader.._crit_edge_crit_edge.critedge ], [ %332, %.loopexit ]
  %.pre-phi216 = phi i32 [ %.pre215, %.preheader.._crit_edge_crit_edge.critedge ], [ %330, %.loopexit ]
  %.pre-phi212 = phi i32 [ %.pre211, %.preheader.._crit_edge_crit_edge.critedge ], [ %325, %.loopexit ]
  %.pre-phi208 = phi i32 [ %.pre207, %.preheader.._crit_edge_crit_edge.critedge ], [ %317, %.loopexit ]
  %.lcssa108 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1460, %.loopexit ]
  %.lcssa107 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1461, %.loopexit ]
  %.lcssa106 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1462, %.loopexit ]
  %.lcssa105 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1463, %.loopexit ]
  %.lcssa104 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1394, %.loopexit ]
  %.lcssa103 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1395, %.loopexit ]
  %.lcssa102 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1396, %.loopexit ]
  %.lcssa101 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1397, %.loopexit ]
  %.lcssa100 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1399, %.loopexit ]
  %.lcssa99 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1400, %.loopexit ]
  %.lcssa98 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1401, %.loopexit ]
  %.lcssa97 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1402, %.loopexit ]
  %.lcssa96 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1410, %.loopexit ]
  %.lcssa95 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1411, %.loopexit ]
  %.lcssa94 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1412, %.loopexit ]
  %.lcssa93 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1413, %.loopexit ]
  %.lcssa92 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1415, %.loopexit ]
  %.lcssa91 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1416, %.loopexit ]
  %.lcssa90 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1417, %.loopexit ]
  %.lcssa89 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1418, %.loopexit ]
  %.lcssa88 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1425, %.loopexit ]
  %.lcssa87 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1426, %.loopexit ]
  %.lcssa86 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1427, %.loopexit ]
  %.lcssa85 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1428, %.loopexit ]
  %.lcssa84 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1430, %.loopexit ]
  %.lcssa83 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1431, %.loopexit ]
  %.lcssa82 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1432, %.loopexit ]
  %.lcssa81 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1433, %.loopexit ]
  %.lcssa80 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1435, %.loopexit ]
  %.lcssa79 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1436, %.loopexit ]
  %.lcssa78 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1437, %.loopexit ]
  %.lcssa77 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1438, %.loopexit ]
  %.lcssa76 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1440, %.loopexit ]
  %.lcssa75 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1441, %.loopexit ]
  %.lcssa74 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1442, %.loopexit ]
  %.lcssa73 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1443, %.loopexit ]
  %.lcssa72 = phi float [ 0xFFF0000000000000, %.preheader.._crit_edge_crit_edge.critedge ], [ %1044, %.loopexit ]
  %.lcssa71 = phi float [ 0xFFF0000000000000, %.preheader.._crit_edge_crit_edge.critedge ], [ %1045, %.loopexit ]
  %.lcssa70 = phi float [ 0xFFF0000000000000, %.preheader.._crit_edge_crit_edge.critedge ], [ %1046, %.loopexit ]
  %.lcssa69 = phi float [ 0xFFF0000000000000, %.preheader.._crit_edge_crit_edge.critedge ], [ %1047, %.loopexit ]
  tail call void asm sideeffect "cp.async.wait_all;", "~{memory}"() #7
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1464 = zext nneg i32 %.pre-phi208 to i64
  %1465 = getelementptr float, ptr addrspace(3) @attention_dsmem, i64 %1464
  store float %.lcssa72, ptr addrspace(3) %1465, align 4
  %1466 = zext nneg i32 %.pre-phi212 to i64
  %1467 = getelementptr float, ptr addrspace(3) @attention_dsmem, i64 %1466
  store float %.lcssa71, ptr addrspace(3) %1467, align 4
  %1468 = zext nneg i32 %.pre-phi216 to i64
  %1469 = getelementptr float, ptr addrspace(3) @attention_dsmem, i64 %1468
  store float %.lcssa70, ptr addrspace(3) %1469, align 4
  %1470 = zext nneg i32 %.pre-phi218 to i64
  %1471 = getelementptr float, ptr addrspace(3) @attention_dsmem, i64 %1470
  store float %.lcssa69, ptr addrspace(3) %1471, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1472 = fdiv float %.lcssa104, %.lcssa108
  %1473 = fdiv float %.lcssa103, %.lcssa108
  %1474 = fdiv float %.lcssa102, %.lcssa107
  %1475 = fdiv float %.lcssa101, %.lcssa107
  %1476 = fdiv float %.lcssa100, %.lcssa108
  %1477 = fdiv float %.lcssa99, %.lcssa108
  %1478 = fdiv float %.lcssa98, %.lcssa107
  %1479 = fdiv float %.lcssa97, %.lcssa107
  %1480 = fdiv float %.lcssa96, %.lcssa108
  %1481 = fdiv float %.lcssa95, %.lcssa108
  %1482 = fdiv float %.lcssa94, %.lcssa107
  %1483 = fdiv float %.lcssa93, %.lcssa107
  %1484 = fdiv float %.lcssa92, %.lcssa108
  %1485 = fdiv float %.lcssa91, %.lcssa108
  %1486 = fdiv float %.lcssa90, %.lcssa107
  %1487 = fdiv float %.lcssa89, %.lcssa107
  %1488 = fdiv float %.lcssa88, %.lcssa106
  %1489 = fdiv float %.lcssa87, %.lcssa106
  %1490 = fdiv float %.lcssa86, %.lcssa105
  %1491 = fdiv float %.lcssa85, %.lcssa105
  %1492 = fdiv float %.lcssa84, %.lcssa106
  %1493 = fdiv float %.lcssa83, %.lcssa106
  %1494 = fdiv float %.lcssa82, %.lcssa105
  %1495 = fdiv float %.lcssa81, %.lcssa105
  %1496 = fdiv float %.lcssa80, %.lcssa106
  %1497 = fdiv float %.lcssa79, %.lcssa106
  %1498 = fdiv float %.lcssa78, %.lcssa105
  %1499 = fdiv float %.lcssa77, %.lcssa105
  %1500 = fdiv float %.lcssa76, %.lcssa106
  %1501 = fdiv float %.lcssa75, %.lcssa106
  %1502 = fdiv float %.lcssa74, %.lcssa105
  %1503 = fdiv float %.lcssa73, %.lcssa105
  %1504 = fptrunc float %1472 to bfloat
  %1505 = fptrunc float %1473 to bfloat
  %1506 = fptrunc float %1474 to bfloat
  %1507 = fptrunc float %1475 to bfloat
  %1508 = fptrunc float %1476 to bfloat
  %1509 = fptrunc float %1477 to bfloat
  %1510 = fptrunc float %1478 to bfloat
  %1511 = fptrunc float %1479 to bfloat
  %1512 = fptrunc float %1480 to bfloat
  %1513 = fptrunc float %1481 to bfloat
  %1514 = fptrunc float %1482 to bfloat
  %1515 = fptrunc float %1483 to bfloat
  %1516 = fptrunc float %1484 to bfloat
  %1517 = fptrunc float %1485 to bfloat
  %1518 = fptrunc float %1486 to bfloat
  %1519 = fptrunc float %1487 to bfloat
  %1520 = fptrunc float %1488 to bfloat
  %1521 = fptrunc float %1489 to bfloat
  %1522 = fptrunc float %1490 to bfloat
  %1523 = fptrunc float %1491 to bfloat
  %1524 = fptrunc float %1492 to bfloat
  %1525 = fptrunc float %1493 to bfloat
  %1526 = fptrunc float %1494 to bfloat
  %1527 = fptrunc float %1495 to bfloat
  %1528 = fptrunc float %1496 to bfloat
  %1529 = fptrunc float %1497 to bfloat
  %1530 = fptrunc float %1498 to bfloat
  %1531 = fptrunc float %1499 to bfloat
  %1532 = fptrunc float %1500 to bfloat
  %1533 = fptrunc float %1501 to bfloat
  %1534 = fptrunc float %1502 to bfloat
  %1535 = fptrunc float %1503 to bfloat
  %1536 = and i32 %7, 96
  %1537 = or disjoint i32 %.pre-phi222, %1536
  %1538 = add i32 %11, %.pre-phi224
  %1539 = shl i32 %1538, 7
  %1540 = or disjoint i32 %1539, %1537
  %1541 = sext i32 %1540 to i64
  %1542 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1541
  %1543 = icmp slt i32 %.pre-phi224, %4
  %1544 = zext i1 %1543 to i32
  %1545 = bitcast bfloat %1504 to i16
  %1546 = bitcast bfloat %1505 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1544, i16 %1545, i16 %1546, ptr addrspace(1) %1542) #7
  %1547 = add i32 %11, %.pre-phi226
  %1548 = shl i32 %1547, 7
  %1549 = or disjoint i32 %1548, %1537
  %1550 = sext i32 %1549 to i64
  %1551 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1550
  %1552 = icmp slt i32 %.pre-phi226, %4
  %1553 = zext i1 %1552 to i32
  %1554 = bitcast bfloat %1506 to i16
  %1555 = bitcast bfloat %1507 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1553, i16 %1554, i16 %1555, ptr addrspace(1) %1551) #7
  %1556 = or disjoint i32 %1537, 8
  %1557 = or disjoint i32 %1539, %1556
  %1558 = sext i32 %1557 to i64
  %1559 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1558
  %1560 = bitcast bfloat %1508 to i16
  %1561 = bitcast bfloat %1509 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1544, i16 %1560, i16 %1561, ptr addrspace(1) %1559) #7
  %1562 = or disjoint i32 %1548, %1556
  %1563 = sext i32 %1562 to i64
  %1564 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1563
  %1565 = bitcast bfloat %1510 to i16
  %1566 = bitcast bfloat %1511 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1553, i16 %1565, i16 %1566, ptr addrspace(1) %1564) #7
  %1567 = or disjoint i32 %1537, 16
  %1568 = or disjoint i32 %1539, %1567
  %1569 = sext i32 %1568 to i64
  %1570 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1569
  %1571 = bitcast bfloat %1512 to i16
  %1572 = bitcast bfloat %1513 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1544, i16 %1571, i16 %1572, ptr addrspace(1) %1570) #7
  %1573 = or disjoint i32 %1548, %1567
  %1574 = sext i32 %1573 to i64
  %1575 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1574
  %1576 = bitcast bfloat %1514 to i16
  %1577 = bitcast bfloat %1515 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1553, i16 %1576, i16 %1577, ptr addrspace(1) %1575) #7
  %1578 = or disjoint i32 %1537, 24
  %1579 = or disjoint i32 %1539, %1578
  %1580 = sext i32 %1579 to i64
  %1581 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1580
  %1582 = bitcast bfloat %1516 to i16
  %1583 = bitcast bfloat %1517 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1544, i16 %1582, i16 %1583, ptr addrspace(1) %1581) #7
  %1584 = or disjoint i32 %1548, %1578
  %1585 = sext i32 %1584 to i64
  %1586 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1585
  %1587 = bitcast bfloat %1518 to i16
  %1588 = bitcast bfloat %1519 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1553, i16 %1587, i16 %1588, ptr addrspace(1) %1586) #7
  %1589 = add i32 %11, %.pre-phi228
  %1590 = shl i32 %1589, 7
  %1591 = or disjoint i32 %1590, %1537
  %1592 = sext i32 %1591 to i64
  %1593 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1592
  %1594 = icmp slt i32 %.pre-phi228, %4
  %1595 = zext i1 %1594 to i32
  %1596 = bitcast bfloat %1520 to i16
  %1597 = bitcast bfloat %1521 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1595, i16 %1596, i16 %1597, ptr addrspace(1) %1593) #7
  %1598 = add i32 %11, %.pre-phi230
  %1599 = shl i32 %1598, 7
  %1600 = or disjoint i32 %1599, %1537
  %1601 = sext i32 %1600 to i64
  %1602 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1601
  %1603 = icmp slt i32 %.pre-phi230, %4
  %1604 = zext i1 %1603 to i32
  %1605 = bitcast bfloat %1522 to i16
  %1606 = bitcast bfloat %1523 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1604, i16 %1605, i16 %1606, ptr addrspace(1) %1602) #7
  %1607 = or disjoint i32 %1590, %1556
  %1608 = sext i32 %1607 to i64
  %1609 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1608
  %1610 = bitcast bfloat %1524 to i16
  %1611 = bitcast bfloat %1525 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1595, i16 %1610, i16 %1611, ptr addrspace(1) %1609) #7
  %1612 = or disjoint i32 %1599, %1556
  %1613 = sext i32 %1612 to i64
  %1614 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1613
  %1615 = bitcast bfloat %1526 to i16
  %1616 = bitcast bfloat %1527 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1604, i16 %1615, i16 %1616, ptr addrspace(1) %1614) #7
  %1617 = or disjoint i32 %1590, %1567
  %1618 = sext i32 %1617 to i64
  %1619 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1618
  %1620 = bitcast bfloat %1528 to i16
  %1621 = bitcast bfloat %1529 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1595, i16 %1620, i16 %1621, ptr addrspace(1) %1619) #7
  %1622 = or disjoint i32 %1599, %1567
  %1623 = sext i32 %1622 to i64
  %1624 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1623
  %1625 = bitcast bfloat %1530 to i16
  %1626 = bitcast bfloat %1531 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1604, i16 %1625, i16 %1626, ptr addrspace(1) %1624) #7
  %1627 = or disjoint i32 %1590, %1578
  %1628 = sext i32 %1627 to i64
  %1629 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1628
  %1630 = bitcast bfloat %1532 to i16
  %1631 = bitcast bfloat %1533 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1595, i16 %1630, i16 %1631, ptr addrspace(1) %1629) #7
  %1632 = or disjoint i32 %1599, %1578
  %1633 = sext i32 %1632 to i64
  %1634 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1633
  %1635 = bitcast bfloat %1534 to i16
  %1636 = bitcast bfloat %1535 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1604, i16 %1635, i16 %1636, ptr addrspace(1) %1634) #7
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
declare { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) readonly captures(none)) #6

; Function Attrs: convergent nocallback nofree nounwind memory(argmem: read)
declare { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) readonly captures(none)) #6

attributes #0 = { nounwind "nvvm.reqntid"="256" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #6 = { convergent nocallback nofree nounwind memory(argmem: read) }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
