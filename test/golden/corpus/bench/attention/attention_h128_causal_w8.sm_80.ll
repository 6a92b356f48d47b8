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
  %538 = phi float [ 0xFFF0000000000000, %.preheader ], [ %1035, %.loopexit ]
  %539 = phi float [ 0xFFF0000000000000, %.preheader ], [ %1034, %.loopexit ]
  %540 = phi float [ 0xFFF0000000000000, %.preheader ], [ %1033, %.loopexit ]
  %541 = phi float [ 0xFFF0000000000000, %.preheader ], [ %1032, %.loopexit ]
  %542 = phi float [ 0.000000e+00, %.preheader ], [ %1447, %.loopexit ]
  %543 = phi float [ 0.000000e+00, %.preheader ], [ %1446, %.loopexit ]
  %544 = phi float [ 0.000000e+00, %.preheader ], [ %1445, %.loopexit ]
  %545 = phi float [ 0.000000e+00, %.preheader ], [ %1444, %.loopexit ]
  %546 = phi float [ 0.000000e+00, %.preheader ], [ %1442, %.loopexit ]
  %547 = phi float [ 0.000000e+00, %.preheader ], [ %1441, %.loopexit ]
  %548 = phi float [ 0.000000e+00, %.preheader ], [ %1440, %.loopexit ]
  %549 = phi float [ 0.000000e+00, %.preheader ], [ %1439, %.loopexit ]
  %550 = phi float [ 0.000000e+00, %.preheader ], [ %1437, %.loopexit ]
  %551 = phi float [ 0.000000e+00, %.preheader ], [ %1436, %.loopexit ]
  %552 = phi float [ 0.000000e+00, %.preheader ], [ %1435, %.loopexit ]
  %553 = phi float [ 0.000000e+00, %.preheader ], [ %1434, %.loopexit ]
  %554 = phi float [ 0.000000e+00, %.preheader ], [ %1432, %.loopexit ]
  %555 = phi float [ 0.000000e+00, %.preheader ], [ %1431, %.loopexit ]
  %556 = phi float [ 0.000000e+00, %.preheader ], [ %1430, %.loopexit ]
  %557 = phi float [ 0.000000e+00, %.preheader ], [ %1429, %.loopexit ]
  %558 = phi float [ 0.000000e+00, %.preheader ], [ %1422, %.loopexit ]
  %559 = phi float [ 0.000000e+00, %.preheader ], [ %1421, %.loopexit ]
  %560 = phi float [ 0.000000e+00, %.preheader ], [ %1420, %.loopexit ]
  %561 = phi float [ 0.000000e+00, %.preheader ], [ %1419, %.loopexit ]
  %562 = phi float [ 0.000000e+00, %.preheader ], [ %1417, %.loopexit ]
  %563 = phi float [ 0.000000e+00, %.preheader ], [ %1416, %.loopexit ]
  %564 = phi float [ 0.000000e+00, %.preheader ], [ %1415, %.loopexit ]
  %565 = phi float [ 0.000000e+00, %.preheader ], [ %1414, %.loopexit ]
  %566 = phi float [ 0.000000e+00, %.preheader ], [ %1406, %.loopexit ]
  %567 = phi float [ 0.000000e+00, %.preheader ], [ %1405, %.loopexit ]
  %568 = phi float [ 0.000000e+00, %.preheader ], [ %1404, %.loopexit ]
  %569 = phi float [ 0.000000e+00, %.preheader ], [ %1403, %.loopexit ]
  %570 = phi float [ 0.000000e+00, %.preheader ], [ %1401, %.loopexit ]
  %571 = phi float [ 0.000000e+00, %.preheader ], [ %1400, %.loopexit ]
  %572 = phi float [ 0.000000e+00, %.preheader ], [ %1399, %.loopexit ]
  %573 = phi float [ 0.000000e+00, %.preheader ], [ %1398, %.loopexit ]
  %574 = phi float [ 0.000000e+00, %.preheader ], [ %1467, %.loopexit ]
  %575 = phi float [ 0.000000e+00, %.preheader ], [ %1466, %.loopexit ]
  %576 = phi float [ 0.000000e+00, %.preheader ], [ %1465, %.loopexit ]
  %577 = phi float [ 0.000000e+00, %.preheader ], [ %1464, %.loopexit ]
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
  %936 = or disjoint i32 %578, %320
  %.not = icmp sgt i32 %936, %321
  %937 = or disjoint i32 %578, %323
  %.not7 = icmp sgt i32 %937, %321
  %.not8 = icmp sgt i32 %936, %326
  %.not9 = icmp sgt i32 %937, %326
  %938 = or disjoint i32 %578, %328
  %.not10 = icmp sgt i32 %938, %321
  %939 = or disjoint i32 %578, %329
  %.not11 = icmp sgt i32 %939, %321
  %.not12 = icmp sgt i32 %938, %326
  %.not13 = icmp sgt i32 %939, %326
  %.not14 = icmp sgt i32 %936, %331
  %.not15 = icmp sgt i32 %937, %331
  %.not16 = icmp sgt i32 %936, %333
  %.not17 = icmp sgt i32 %937, %333
  %.not18 = icmp sgt i32 %938, %331
  %.not19 = icmp sgt i32 %939, %331
  %.not20 = icmp sgt i32 %938, %333
  %.not21 = icmp sgt i32 %939, %333
  %940 = select i1 %.not, float 0xFFF0000000000000, float %911
  %941 = select i1 %.not7, float 0xFFF0000000000000, float %912
  %942 = select i1 %.not8, float 0xFFF0000000000000, float %913
  %943 = select i1 %.not9, float 0xFFF0000000000000, float %914
  %944 = select i1 %.not10, float 0xFFF0000000000000, float %916
  %945 = select i1 %.not11, float 0xFFF0000000000000, float %917
  %946 = select i1 %.not12, float 0xFFF0000000000000, float %918
  %947 = select i1 %.not13, float 0xFFF0000000000000, float %919
  %948 = select i1 %.not14, float 0xFFF0000000000000, float %926
  %949 = select i1 %.not15, float 0xFFF0000000000000, float %927
  %950 = select i1 %.not16, float 0xFFF0000000000000, float %928
  %951 = select i1 %.not17, float 0xFFF0000000000000, float %929
  %952 = select i1 %.not18, float 0xFFF0000000000000, float %931
  %953 = select i1 %.not19, float 0xFFF0000000000000, float %932
  %954 = select i1 %.not20, float 0xFFF0000000000000, float %933
  %955 = select i1 %.not21, float 0xFFF0000000000000, float %934
  %956 = tail call float @llvm.maxnum.f32(float %940, float %941)
  %957 = tail call float @llvm.maxnum.f32(float %942, float %943)
  %958 = tail call float @llvm.maxnum.f32(float %956, float %944)
  %959 = tail call float @llvm.maxnum.f32(float %958, float %945)
  %960 = tail call float @llvm.maxnum.f32(float %957, float %946)
  %961 = tail call float @llvm.maxnum.f32(float %960, float %947)
  %962 = tail call float @llvm.maxnum.f32(float %948, float %949)
  %963 = tail call float @llvm.maxnum.f32(float %950, float %951)
  %964 = tail call float @llvm.maxnum.f32(float %962, float %952)
  %965 = tail call float @llvm.maxnum.f32(float %964, float %953)
  %966 = tail call float @llvm.maxnum.f32(float %963, float %954)
  %967 = tail call float @llvm.maxnum.f32(float %966, float %955)
  %968 = bitcast float %959 to i32
  %969 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %968, i32 2, i32 31)
  %970 = bitcast i32 %969 to float
  %971 = tail call float @llvm.maxnum.f32(float %959, float %970)
  %972 = bitcast float %961 to i32
  %973 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %972, i32 2, i32 31)
  %974 = bitcast i32 %973 to float
  %975 = tail call float @llvm.maxnum.f32(float %961, float %974)
  %976 = bitcast float %965 to i32
  %977 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %976, i32 2, i32 31)
  %978 = bitcast i32 %977 to float
  %979 = tail call float @llvm.maxnum.f32(float %965, float %978)
  %980 = bitcast float %967 to i32
  %981 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %980, i32 2, i32 31)
  %982 = bitcast i32 %981 to float
  %983 = tail call float @llvm.maxnum.f32(float %967, float %982)
  %984 = bitcast float %971 to i32
  %985 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %984, i32 1, i32 31)
  %986 = bitcast i32 %985 to float
  %987 = tail call float @llvm.maxnum.f32(float %971, float %986)
  %988 = bitcast float %975 to i32
  %989 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %988, i32 1, i32 31)
  %990 = bitcast i32 %989 to float
  %991 = tail call float @llvm.maxnum.f32(float %975, float %990)
  %992 = bitcast float %979 to i32
  %993 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %992, i32 1, i32 31)
  %994 = bitcast i32 %993 to float
  %995 = tail call float @llvm.maxnum.f32(float %979, float %994)
  %996 = bitcast float %983 to i32
  %997 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %996, i32 1, i32 31)
  %998 = bitcast i32 %997 to float
  %999 = tail call float @llvm.maxnum.f32(float %983, float %998)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store float %987, ptr addrspace(3) %337, align 4
  store float %991, ptr addrspace(3) %341, align 4
  store float %995, ptr addrspace(3) %345, align 4
  store float %999, ptr addrspace(3) %349, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1000 = load float, ptr addrspace(3) %351, align 16
  %1001 = load float, ptr addrspace(3) %352, align 4
  %1002 = tail call float @llvm.maxnum.f32(float %1000, float %1001)
  %1003 = load float, ptr addrspace(3) %353, align 8
  %1004 = tail call float @llvm.maxnum.f32(float %1002, float %1003)
  %1005 = load float, ptr addrspace(3) %354, align 4
  %1006 = tail call float @llvm.maxnum.f32(float %1004, float %1005)
  %1007 = load float, ptr addrspace(3) %356, align 16
  %1008 = load float, ptr addrspace(3) %357, align 4
  %1009 = tail call float @llvm.maxnum.f32(float %1007, float %1008)
  %1010 = load float, ptr addrspace(3) %358, align 8
  %1011 = tail call float @llvm.maxnum.f32(float %1009, float %1010)
  %1012 = load float, ptr addrspace(3) %359, align 4
  %1013 = tail call float @llvm.maxnum.f32(float %1011, float %1012)
  %1014 = load float, ptr addrspace(3) %361, align 16
  %1015 = load float, ptr addrspace(3) %362, align 4
  %1016 = tail call float @llvm.maxnum.f32(float %1014, float %1015)
  %1017 = load float, ptr addrspace(3) %363, align 8
  %1018 = tail call float @llvm.maxnum.f32(float %1016, float %1017)
  %1019 = load float, ptr addrspace(3) %364, align 4
  %1020 = tail call float @llvm.maxnum.f32(float %1018, float %1019)
  %1021 = load float, ptr addrspace(3) %366, align 16
  %1022 = load float, ptr addrspace(3) %367, align 4
  %1023 = tail call float @llvm.maxnum.f32(float %1021, float %1022)
  %1024 = load float, ptr addrspace(3) %368, align 8
  %1025 = tail call float @llvm.maxnum.f32(float %1023, float %1024)
  %1026 = load float, ptr addrspace(3) %369, align 4
  %1027 = tail call float @llvm.maxnum.f32(float %1025, float %1026)
  %1028 = fmul float %126, %1006
  %1029 = fmul float %126, %1013
  %1030 = fmul float %126, %1020
  %1031 = fmul float %126, %1027
  %1032 = tail call float @llvm.maxnum.f32(float %541, float %1028)
  %1033 = tail call float @llvm.maxnum.f32(float %540, float %1029)
  %1034 = tail call float @llvm.maxnum.f32(float %539, float %1030)
  %1035 = tail call float @llvm.maxnum.f32(float %538, float %1031)
  %1036 = fmul float %126, %940
  %1037 = fmul float %126, %941
  %1038 = fmul float %126, %942
  %1039 = fmul float %126, %943
  %1040 = fmul float %126, %944
  %1041 = fmul float %126, %945
  %1042 = fmul float %126, %946
  %1043 = fmul float %126, %947
  %1044 = fmul float %126, %948
  %1045 = fmul float %126, %949
  %1046 = fmul float %126, %950
  %1047 = fmul float %126, %951
  %1048 = fmul float %126, %952
  %1049 = fmul float %126, %953
  %1050 = fmul float %126, %954
  %1051 = fmul float %126, %955
  %1052 = fsub float %1036, %1032
  %1053 = fsub float %1037, %1032
  %1054 = fsub float %1038, %1033
  %1055 = fsub float %1039, %1033
  %1056 = fsub float %1040, %1032
  %1057 = fsub float %1041, %1032
  %1058 = fsub float %1042, %1033
  %1059 = fsub float %1043, %1033
  %1060 = fsub float %1044, %1034
  %1061 = fsub float %1045, %1034
  %1062 = fsub float %1046, %1035
  %1063 = fsub float %1047, %1035
  %1064 = fsub float %1048, %1034
  %1065 = fsub float %1049, %1034
  %1066 = fsub float %1050, %1035
  %1067 = fsub float %1051, %1035
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
  %1080 = tail call float @llvm.nvvm.ex2.approx.f32(float %1064)
  %1081 = tail call float @llvm.nvvm.ex2.approx.f32(float %1065)
  %1082 = tail call float @llvm.nvvm.ex2.approx.f32(float %1066)
  %1083 = tail call float @llvm.nvvm.ex2.approx.f32(float %1067)
  %1084 = fsub float %541, %1032
  %1085 = fsub float %540, %1033
  %1086 = fsub float %539, %1034
  %1087 = fsub float %538, %1035
  %1088 = tail call float @llvm.nvvm.ex2.approx.f32(float %1084)
  %1089 = tail call float @llvm.nvvm.ex2.approx.f32(float %1085)
  %1090 = tail call float @llvm.nvvm.ex2.approx.f32(float %1086)
  %1091 = tail call float @llvm.nvvm.ex2.approx.f32(float %1087)
  %1092 = fadd float %1068, %1069
  %1093 = fadd float %1070, %1071
  %1094 = fadd float %1092, %1072
  %1095 = fadd float %1094, %1073
  %1096 = fadd float %1093, %1074
  %1097 = fadd float %1096, %1075
  %1098 = fadd float %1076, %1077
  %1099 = fadd float %1078, %1079
  %1100 = fadd float %1098, %1080
  %1101 = fadd float %1100, %1081
  %1102 = fadd float %1099, %1082
  %1103 = fadd float %1102, %1083
  %1104 = bitcast float %1095 to i32
  %1105 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1104, i32 2, i32 31)
  %1106 = bitcast i32 %1105 to float
  %1107 = fadd float %1095, %1106
  %1108 = bitcast float %1097 to i32
  %1109 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1108, i32 2, i32 31)
  %1110 = bitcast i32 %1109 to float
  %1111 = fadd float %1097, %1110
  %1112 = bitcast float %1101 to i32
  %1113 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1112, i32 2, i32 31)
  %1114 = bitcast i32 %1113 to float
  %1115 = fadd float %1101, %1114
  %1116 = bitcast float %1103 to i32
  %1117 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1116, i32 2, i32 31)
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
  %1132 = bitcast float %1119 to i32
  %1133 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1132, i32 1, i32 31)
  %1134 = bitcast i32 %1133 to float
  %1135 = fadd float %1119, %1134
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store float %1123, ptr addrspace(3) %337, align 4
  store float %1127, ptr addrspace(3) %341, align 4
  store float %1131, ptr addrspace(3) %345, align 4
  store float %1135, ptr addrspace(3) %349, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1136 = load float, ptr addrspace(3) %351, align 16
  %1137 = load float, ptr addrspace(3) %352, align 4
  %1138 = load float, ptr addrspace(3) %353, align 8
  %1139 = load float, ptr addrspace(3) %354, align 4
  %1140 = load float, ptr addrspace(3) %356, align 16
  %1141 = load float, ptr addrspace(3) %357, align 4
  %1142 = load float, ptr addrspace(3) %358, align 8
  %1143 = load float, ptr addrspace(3) %359, align 4
  %1144 = load float, ptr addrspace(3) %361, align 16
  %1145 = load float, ptr addrspace(3) %362, align 4
  %1146 = load float, ptr addrspace(3) %363, align 8
  %1147 = load float, ptr addrspace(3) %364, align 4
  %1148 = load float, ptr addrspace(3) %366, align 16
  %1149 = load float, ptr addrspace(3) %367, align 4
  %1150 = load float, ptr addrspace(3) %368, align 8
  %1151 = load float, ptr addrspace(3) %369, align 4
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
  %1164 = fptrunc float %1080 to bfloat
  %1165 = fptrunc float %1081 to bfloat
  %1166 = fptrunc float %1082 to bfloat
  %1167 = fptrunc float %1083 to bfloat
  %1168 = fmul float %573, %1088
  %1169 = fmul float %572, %1088
  %1170 = fmul float %571, %1089
  %1171 = fmul float %570, %1089
  %1172 = fmul float %569, %1088
  %1173 = fmul float %568, %1088
  %1174 = fmul float %567, %1089
  %1175 = fmul float %566, %1089
  %1176 = fmul float %565, %1088
  %1177 = fmul float %564, %1088
  %1178 = fmul float %563, %1089
  %1179 = fmul float %562, %1089
  %1180 = fmul float %561, %1088
  %1181 = fmul float %560, %1088
  %1182 = fmul float %559, %1089
  %1183 = fmul float %558, %1089
  %1184 = fmul float %557, %1090
  %1185 = fmul float %556, %1090
  %1186 = fmul float %555, %1091
  %1187 = fmul float %554, %1091
  %1188 = fmul float %553, %1090
  %1189 = fmul float %552, %1090
  %1190 = fmul float %551, %1091
  %1191 = fmul float %550, %1091
  %1192 = fmul float %549, %1090
  %1193 = fmul float %548, %1090
  %1194 = fmul float %547, %1091
  %1195 = fmul float %546, %1091
  %1196 = fmul float %545, %1090
  %1197 = fmul float %544, %1090
  %1198 = fmul float %543, %1091
  %1199 = fmul float %542, %1091
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store bfloat %1152, ptr addrspace(3) %373, align 4
  store bfloat %1153, ptr addrspace(3) %376, align 2
  store bfloat %1154, ptr addrspace(3) %380, align 4
  store bfloat %1155, ptr addrspace(3) %383, align 2
  store bfloat %1156, ptr addrspace(3) %386, align 4
  store bfloat %1157, ptr addrspace(3) %389, align 2
  store bfloat %1158, ptr addrspace(3) %392, align 4
  store bfloat %1159, ptr addrspace(3) %395, align 2
  store bfloat %1160, ptr addrspace(3) %399, align 4
  store bfloat %1161, ptr addrspace(3) %402, align 2
  store bfloat %1162, ptr addrspace(3) %406, align 4
  store bfloat %1163, ptr addrspace(3) %409, align 2
  store bfloat %1164, ptr addrspace(3) %412, align 4
  store bfloat %1165, ptr addrspace(3) %415, align 2
  store bfloat %1166, ptr addrspace(3) %418, align 4
  store bfloat %1167, ptr addrspace(3) %421, align 2
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1200 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %429)
  %1201 = extractvalue { i32, i32, i32, i32 } %1200, 0
  %1202 = extractvalue { i32, i32, i32, i32 } %1200, 1
  %1203 = extractvalue { i32, i32, i32, i32 } %1200, 2
  %1204 = extractvalue { i32, i32, i32, i32 } %1200, 3
  %1205 = getelementptr bfloat, ptr addrspace(3) %935, i64 %495
  %1206 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1205)
  %1207 = extractvalue { i32, i32, i32, i32 } %1206, 0
  %1208 = extractvalue { i32, i32, i32, i32 } %1206, 1
  %1209 = extractvalue { i32, i32, i32, i32 } %1206, 2
  %1210 = extractvalue { i32, i32, i32, i32 } %1206, 3
  %1211 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1201, i32 %1202, i32 %1203, i32 %1204, i32 %1207, i32 %1208, float %1168, float %1169, float %1170, float %1171) #7
  %1212 = extractvalue { float, float, float, float } %1211, 0
  %1213 = extractvalue { float, float, float, float } %1211, 1
  %1214 = extractvalue { float, float, float, float } %1211, 2
  %1215 = extractvalue { float, float, float, float } %1211, 3
  %1216 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1201, i32 %1202, i32 %1203, i32 %1204, i32 %1209, i32 %1210, float %1172, float %1173, float %1174, float %1175) #7
  %1217 = extractvalue { float, float, float, float } %1216, 0
  %1218 = extractvalue { float, float, float, float } %1216, 1
  %1219 = extractvalue { float, float, float, float } %1216, 2
  %1220 = extractvalue { float, float, float, float } %1216, 3
  %1221 = getelementptr bfloat, ptr addrspace(3) %935, i64 %497
  %1222 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1221)
  %1223 = extractvalue { i32, i32, i32, i32 } %1222, 0
  %1224 = extractvalue { i32, i32, i32, i32 } %1222, 1
  %1225 = extractvalue { i32, i32, i32, i32 } %1222, 2
  %1226 = extractvalue { i32, i32, i32, i32 } %1222, 3
  %1227 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1201, i32 %1202, i32 %1203, i32 %1204, i32 %1223, i32 %1224, float %1176, float %1177, float %1178, float %1179) #7
  %1228 = extractvalue { float, float, float, float } %1227, 0
  %1229 = extractvalue { float, float, float, float } %1227, 1
  %1230 = extractvalue { float, float, float, float } %1227, 2
  %1231 = extractvalue { float, float, float, float } %1227, 3
  %1232 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1201, i32 %1202, i32 %1203, i32 %1204, i32 %1225, i32 %1226, float %1180, float %1181, float %1182, float %1183) #7
  %1233 = extractvalue { float, float, float, float } %1232, 0
  %1234 = extractvalue { float, float, float, float } %1232, 1
  %1235 = extractvalue { float, float, float, float } %1232, 2
  %1236 = extractvalue { float, float, float, float } %1232, 3
  %1237 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %500)
  %1238 = extractvalue { i32, i32, i32, i32 } %1237, 0
  %1239 = extractvalue { i32, i32, i32, i32 } %1237, 1
  %1240 = extractvalue { i32, i32, i32, i32 } %1237, 2
  %1241 = extractvalue { i32, i32, i32, i32 } %1237, 3
  %1242 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1238, i32 %1239, i32 %1240, i32 %1241, i32 %1207, i32 %1208, float %1184, float %1185, float %1186, float %1187) #7
  %1243 = extractvalue { float, float, float, float } %1242, 0
  %1244 = extractvalue { float, float, float, float } %1242, 1
  %1245 = extractvalue { float, float, float, float } %1242, 2
  %1246 = extractvalue { float, float, float, float } %1242, 3
  %1247 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1238, i32 %1239, i32 %1240, i32 %1241, i32 %1209, i32 %1210, float %1188, float %1189, float %1190, float %1191) #7
  %1248 = extractvalue { float, float, float, float } %1247, 0
  %1249 = extractvalue { float, float, float, float } %1247, 1
  %1250 = extractvalue { float, float, float, float } %1247, 2
  %1251 = extractvalue { float, float, float, float } %1247, 3
  %1252 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1238, i32 %1239, i32 %1240, i32 %1241, i32 %1223, i32 %1224, float %1192, float %1193, float %1194, float %1195) #7
  %1253 = extractvalue { float, float, float, float } %1252, 0
  %1254 = extractvalue { float, float, float, float } %1252, 1
  %1255 = extractvalue { float, float, float, float } %1252, 2
  %1256 = extractvalue { float, float, float, float } %1252, 3
  %1257 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1238, i32 %1239, i32 %1240, i32 %1241, i32 %1225, i32 %1226, float %1196, float %1197, float %1198, float %1199) #7
  %1258 = extractvalue { float, float, float, float } %1257, 0
  %1259 = extractvalue { float, float, float, float } %1257, 1
  %1260 = extractvalue { float, float, float, float } %1257, 2
  %1261 = extractvalue { float, float, float, float } %1257, 3
  %1262 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %503)
  %1263 = extractvalue { i32, i32, i32, i32 } %1262, 0
  %1264 = extractvalue { i32, i32, i32, i32 } %1262, 1
  %1265 = extractvalue { i32, i32, i32, i32 } %1262, 2
  %1266 = extractvalue { i32, i32, i32, i32 } %1262, 3
  %1267 = getelementptr bfloat, ptr addrspace(3) %935, i64 %507
  %1268 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1267)
  %1269 = extractvalue { i32, i32, i32, i32 } %1268, 0
  %1270 = extractvalue { i32, i32, i32, i32 } %1268, 1
  %1271 = extractvalue { i32, i32, i32, i32 } %1268, 2
  %1272 = extractvalue { i32, i32, i32, i32 } %1268, 3
  %1273 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1263, i32 %1264, i32 %1265, i32 %1266, i32 %1269, i32 %1270, float %1212, float %1213, float %1214, float %1215) #7
  %1274 = extractvalue { float, float, float, float } %1273, 0
  %1275 = extractvalue { float, float, float, float } %1273, 1
  %1276 = extractvalue { float, float, float, float } %1273, 2
  %1277 = extractvalue { float, float, float, float } %1273, 3
  %1278 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1263, i32 %1264, i32 %1265, i32 %1266, i32 %1271, i32 %1272, float %1217, float %1218, float %1219, float %1220) #7
  %1279 = extractvalue { float, float, float, float } %1278, 0
  %1280 = extractvalue { float, float, float, float } %1278, 1
  %1281 = extractvalue { float, float, float, float } %1278, 2
  %1282 = extractvalue { float, float, float, float } %1278, 3
  %1283 = getelementptr bfloat, ptr addrspace(3) %935, i64 %509
  %1284 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1283)
  %1285 = extractvalue { i32, i32, i32, i32 } %1284, 0
  %1286 = extractvalue { i32, i32, i32, i32 } %1284, 1
  %1287 = extractvalue { i32, i32, i32, i32 } %1284, 2
  %1288 = extractvalue { i32, i32, i32, i32 } %1284, 3
  %1289 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1263, i32 %1264, i32 %1265, i32 %1266, i32 %1285, i32 %1286, float %1228, float %1229, float %1230, float %1231) #7
  %1290 = extractvalue { float, float, float, float } %1289, 0
  %1291 = extractvalue { float, float, float, float } %1289, 1
  %1292 = extractvalue { float, float, float, float } %1289, 2
  %1293 = extractvalue { float, float, float, float } %1289, 3
  %1294 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1263, i32 %1264, i32 %1265, i32 %1266, i32 %1287, i32 %1288, float %1233, float %1234, float %1235, float %1236) #7
  %1295 = extractvalue { float, float, float, float } %1294, 0
  %1296 = extractvalue { float, float, float, float } %1294, 1
  %1297 = extractvalue { float, float, float, float } %1294, 2
  %1298 = extractvalue { float, float, float, float } %1294, 3
  %1299 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %512)
  %1300 = extractvalue { i32, i32, i32, i32 } %1299, 0
  %1301 = extractvalue { i32, i32, i32, i32 } %1299, 1
  %1302 = extractvalue { i32, i32, i32, i32 } %1299, 2
  %1303 = extractvalue { i32, i32, i32, i32 } %1299, 3
  %1304 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1300, i32 %1301, i32 %1302, i32 %1303, i32 %1269, i32 %1270, float %1243, float %1244, float %1245, float %1246) #7
  %1305 = extractvalue { float, float, float, float } %1304, 0
  %1306 = extractvalue { float, float, float, float } %1304, 1
  %1307 = extractvalue { float, float, float, float } %1304, 2
  %1308 = extractvalue { float, float, float, float } %1304, 3
  %1309 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1300, i32 %1301, i32 %1302, i32 %1303, i32 %1271, i32 %1272, float %1248, float %1249, float %1250, float %1251) #7
  %1310 = extractvalue { float, float, float, float } %1309, 0
  %1311 = extractvalue { float, float, float, float } %1309, 1
  %1312 = extractvalue { float, float, float, float } %1309, 2
  %1313 = extractvalue { float, float, float, float } %1309, 3
  %1314 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1300, i32 %1301, i32 %1302, i32 %1303, i32 %1285, i32 %1286, float %1253, float %1254, float %1255, float %1256) #7
  %1315 = extractvalue { float, float, float, float } %1314, 0
  %1316 = extractvalue { float, float, float, float } %1314, 1
  %1317 = extractvalue { float, float, float, float } %1314, 2
  %1318 = extractvalue { float, float, float, float } %1314, 3
  %1319 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1300, i32 %1301, i32 %1302, i32 %1303, i32 %1287, i32 %1288, float %1258, float %1259, float %1260, float %1261) #7
  %1320 = extractvalue { float, float, float, float } %1319, 0
  %1321 = extractvalue { float, float, float, float } %1319, 1
  %1322 = extractvalue { float, float, float, float } %1319, 2
  %1323 = extractvalue { float, float, float, float } %1319, 3
  %1324 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %515)
  %1325 = extractvalue { i32, i32, i32, i32 } %1324, 0
  %1326 = extractvalue { i32, i32, i32, i32 } %1324, 1
  %1327 = extractvalue { i32, i32, i32, i32 } %1324, 2
  %1328 = extractvalue { i32, i32, i32, i32 } %1324, 3
  %1329 = getelementptr bfloat, ptr addrspace(3) %935, i64 %519
  %1330 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1329)
  %1331 = extractvalue { i32, i32, i32, i32 } %1330, 0
  %1332 = extractvalue { i32, i32, i32, i32 } %1330, 1
  %1333 = extractvalue { i32, i32, i32, i32 } %1330, 2
  %1334 = extractvalue { i32, i32, i32, i32 } %1330, 3
  %1335 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1325, i32 %1326, i32 %1327, i32 %1328, i32 %1331, i32 %1332, float %1274, float %1275, float %1276, float %1277) #7
  %1336 = extractvalue { float, float, float, float } %1335, 0
  %1337 = extractvalue { float, float, float, float } %1335, 1
  %1338 = extractvalue { float, float, float, float } %1335, 2
  %1339 = extractvalue { float, float, float, float } %1335, 3
  %1340 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1325, i32 %1326, i32 %1327, i32 %1328, i32 %1333, i32 %1334, float %1279, float %1280, float %1281, float %1282) #7
  %1341 = extractvalue { float, float, float, float } %1340, 0
  %1342 = extractvalue { float, float, float, float } %1340, 1
  %1343 = extractvalue { float, float, float, float } %1340, 2
  %1344 = extractvalue { float, float, float, float } %1340, 3
  %1345 = getelementptr bfloat, ptr addrspace(3) %935, i64 %521
  %1346 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1345)
  %1347 = extractvalue { i32, i32, i32, i32 } %1346, 0
  %1348 = extractvalue { i32, i32, i32, i32 } %1346, 1
  %1349 = extractvalue { i32, i32, i32, i32 } %1346, 2
  %1350 = extractvalue { i32, i32, i32, i32 } %1346, 3
  %1351 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1325, i32 %1326, i32 %1327, i32 %1328, i32 %1347, i32 %1348, float %1290, float %1291, float %1292, float %1293) #7
  %1352 = extractvalue { float, float, float, float } %1351, 0
  %1353 = extractvalue { float, float, float, float } %1351, 1
  %1354 = extractvalue { float, float, float, float } %1351, 2
  %1355 = extractvalue { float, float, float, float } %1351, 3
  %1356 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1325, i32 %1326, i32 %1327, i32 %1328, i32 %1349, i32 %1350, float %1295, float %1296, float %1297, float %1298) #7
  %1357 = extractvalue { float, float, float, float } %1356, 0
  %1358 = extractvalue { float, float, float, float } %1356, 1
  %1359 = extractvalue { float, float, float, float } %1356, 2
  %1360 = extractvalue { float, float, float, float } %1356, 3
  %1361 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %524)
  %1362 = extractvalue { i32, i32, i32, i32 } %1361, 0
  %1363 = extractvalue { i32, i32, i32, i32 } %1361, 1
  %1364 = extractvalue { i32, i32, i32, i32 } %1361, 2
  %1365 = extractvalue { i32, i32, i32, i32 } %1361, 3
  %1366 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1362, i32 %1363, i32 %1364, i32 %1365, i32 %1331, i32 %1332, float %1305, float %1306, float %1307, float %1308) #7
  %1367 = extractvalue { float, float, float, float } %1366, 0
  %1368 = extractvalue { float, float, float, float } %1366, 1
  %1369 = extractvalue { float, float, float, float } %1366, 2
  %1370 = extractvalue { float, float, float, float } %1366, 3
  %1371 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1362, i32 %1363, i32 %1364, i32 %1365, i32 %1333, i32 %1334, float %1310, float %1311, float %1312, float %1313) #7
  %1372 = extractvalue { float, float, float, float } %1371, 0
  %1373 = extractvalue { float, float, float, float } %1371, 1
  %1374 = extractvalue { float, float, float, float } %1371, 2
  %1375 = extractvalue { float, float, float, float } %1371, 3
  %1376 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1362, i32 %1363, i32 %1364, i32 %1365, i32 %1347, i32 %1348, float %1315, float %1316, float %1317, float %1318) #7
  %1377 = extractvalue { float, float, float, float } %1376, 0
  %1378 = extractvalue { float, float, float, float } %1376, 1
  %1379 = extractvalue { float, float, float, float } %1376, 2
  %1380 = extractvalue { float, float, float, float } %1376, 3
  %1381 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1362, i32 %1363, i32 %1364, i32 %1365, i32 %1349, i32 %1350, float %1320, float %1321, float %1322, float %1323) #7
  %1382 = extractvalue { float, float, float, float } %1381, 0
  %1383 = extractvalue { float, float, float, float } %1381, 1
  %1384 = extractvalue { float, float, float, float } %1381, 2
  %1385 = extractvalue { float, float, float, float } %1381, 3
  %1386 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %527)
  %1387 = extractvalue { i32, i32, i32, i32 } %1386, 0
  %1388 = extractvalue { i32, i32, i32, i32 } %1386, 1
  %1389 = extractvalue { i32, i32, i32, i32 } %1386, 2
  %1390 = extractvalue { i32, i32, i32, i32 } %1386, 3
  %1391 = getelementptr bfloat, ptr addrspace(3) %935, i64 %531
  %1392 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1391)
  %1393 = extractvalue { i32, i32, i32, i32 } %1392, 0
  %1394 = extractvalue { i32, i32, i32, i32 } %1392, 1
  %1395 = extractvalue { i32, i32, i32, i32 } %1392, 2
  %1396 = extractvalue { i32, i32, i32, i32 } %1392, 3
  %1397 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1387, i32 %1388, i32 %1389, i32 %1390, i32 %1393, i32 %1394, float %1336, float %1337, float %1338, float %1339) #7
  %1398 = extractvalue { float, float, float, float } %1397, 0
  %1399 = extractvalue { float, float, float, float } %1397, 1
  %1400 = extractvalue { float, float, float, float } %1397, 2
  %1401 = extractvalue { float, float, float, float } %1397, 3
  %1402 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1387, i32 %1388, i32 %1389, i32 %1390, i32 %1395, i32 %1396, float %1341, float %1342, float %1343, float %1344) #7
  %1403 = extractvalue { float, float, float, float } %1402, 0
  %1404 = extractvalue { float, float, float, float } %1402, 1
  %1405 = extractvalue { float, float, float, float } %1402, 2
  %1406 = extractvalue { float, float, float, float } %1402, 3
  %1407 = getelementptr bfloat, ptr addrspace(3) %935, i64 %533
  %1408 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1407)
  %1409 = extractvalue { i32, i32, i32, i32 } %1408, 0
  %1410 = extractvalue { i32, i32, i32, i32 } %1408, 1
  %1411 = extractvalue { i32, i32, i32, i32 } %1408, 2
  %1412 = extractvalue { i32, i32, i32, i32 } %1408, 3
  %1413 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1387, i32 %1388, i32 %1389, i32 %1390, i32 %1409, i32 %1410, float %1352, float %1353, float %1354, float %1355) #7
  %1414 = extractvalue { float, float, float, float } %1413, 0
  %1415 = extractvalue { float, float, float, float } %1413, 1
  %1416 = extractvalue { float, float, float, float } %1413, 2
  %1417 = extractvalue { float, float, float, float } %1413, 3
  %1418 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1387, i32 %1388, i32 %1389, i32 %1390, i32 %1411, i32 %1412, float %1357, float %1358, float %1359, float %1360) #7
  %1419 = extractvalue { float, float, float, float } %1418, 0
  %1420 = extractvalue { float, float, float, float } %1418, 1
  %1421 = extractvalue { float, float, float, float } %1418, 2
  %1422 = extractvalue { float, float, float, float } %1418, 3
  %1423 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %536)
  %1424 = extractvalue { i32, i32, i32, i32 } %1423, 0
  %1425 = extractvalue { i32, i32, i32, i32 } %1423, 1
  %1426 = extractvalue { i32, i32, i32, i32 } %1423, 2
  %1427 = extractvalue { i32, i32, i32, i32 } %1423, 3
  %1428 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1424, i32 %1425, i32 %1426, i32 %1427, i32 %1393, i32 %1394, float %1367, float %1368, float %1369, float %1370) #7
  %1429 = extractvalue { float, float, float, float } %1428, 0
  %1430 = extractvalue { float, float, float, float } %1428, 1
  %1431 = extractvalue { float, float, float, float } %1428, 2
  %1432 = extractvalue { float, float, float, float } %1428, 3
  %1433 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1424, i32 %1425, i32 %1426, i32 %1427, i32 %1395, i32 %1396, float %1372, float %1373, float %1374, float %1375) #7
  %1434 = extractvalue { float, float, float, float } %1433, 0
  %1435 = extractvalue { float, float, float, float } %1433, 1
  %1436 = extractvalue { float, float, float, float } %1433, 2
  %1437 = extractvalue { float, float, float, float } %1433, 3
  %1438 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1424, i32 %1425, i32 %1426, i32 %1427, i32 %1409, i32 %1410, float %1377, float %1378, float %1379, float %1380) #7
  %1439 = extractvalue { float, float, float, float } %1438, 0
  %1440 = extractvalue { float, float, float, float } %1438, 1
  %1441 = extractvalue { float, float, float, float } %1438, 2
  %1442 = extractvalue { float, float, float, float } %1438, 3
  %1443 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1424, i32 %1425, i32 %1426, i32 %1427, i32 %1411, i32 %1412, float %1382, float %1383, float %1384, float %1385) #7
  %1444 = extractvalue { float, float, float, float } %1443, 0
  %1445 = extractvalue { float, float, float, float } %1443, 1
  %1446 = extractvalue { float, float, float, float } %1443, 2
  %1447 = extractvalue { float, float, float, float } %1443, 3
  %1448 = fmul float %577, %1088
  %1449 = fmul float %576, %1089
  %1450 = fmul float %575, %1090
  %1451 = fmul float %574, %1091
  %1452 = fadd float %1136, %1137
  %1453 = fadd float %1452, %1138
  %1454 = fadd float %1453, %1139
  %1455 = fadd float %1140, %1141
  %1456 = fadd float %1455, %1142
  %1457 = fadd float %1456, %1143
  %1458 = fadd float %1144, %1145
  %1459 = fadd float %1458, %1146
  %1460 = fadd float %1459, %1147
  %1461 = fadd float %1148, %1149
  %1462 = fadd float %1461, %1150
  %1463 = fadd float %1462, %1151
  %1464 = fadd float %1448, %1454
  %1465 = fadd float %1449, %1457
  %1466 = fadd float %1450, %1460
  %1467 = fadd float %1451, %1463
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
  %.lcssa108 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1464, %.loopexit ]
  %.lcssa107 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1465, %.loopexit ]
  %.lcssa106 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1466, %.loopexit ]
  %.lcssa105 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1467, %.loopexit ]
  %.lcssa104 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1398, %.loopexit ]
  %.lcssa103 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1399, %.loopexit ]
  %.lcssa102 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1400, %.loopexit ]
  %.lcssa101 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1401, %.loopexit ]
  %.lcssa100 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1403, %.loopexit ]
  %.lcssa99 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1404, %.loopexit ]
  %.lcssa98 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1405, %.loopexit ]
  %.lcssa97 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1406, %.loopexit ]
  %.lcssa96 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1414, %.loopexit ]
  %.lcssa95 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1415, %.loopexit ]
  %.lcssa94 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1416, %.loopexit ]
  %.lcssa93 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1417, %.loopexit ]
  %.lcssa92 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1419, %.loopexit ]
  %.lcssa91 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1420, %.loopexit ]
  %.lcssa90 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1421, %.loopexit ]
  %.lcssa89 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1422, %.loopexit ]
  %.lcssa88 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1429, %.loopexit ]
  %.lcssa87 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1430, %.loopexit ]
  %.lcssa86 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1431, %.loopexit ]
  %.lcssa85 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1432, %.loopexit ]
  %.lcssa84 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1434, %.loopexit ]
  %.lcssa83 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1435, %.loopexit ]
  %.lcssa82 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1436, %.loopexit ]
  %.lcssa81 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1437, %.loopexit ]
  %.lcssa80 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1439, %.loopexit ]
  %.lcssa79 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1440, %.loopexit ]
  %.lcssa78 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1441, %.loopexit ]
  %.lcssa77 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1442, %.loopexit ]
  %.lcssa76 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1444, %.loopexit ]
  %.lcssa75 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1445, %.loopexit ]
  %.lcssa74 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1446, %.loopexit ]
  %.lcssa73 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1447, %.loopexit ]
  %.lcssa72 = phi float [ 0xFFF0000000000000, %.preheader.._crit_edge_crit_edge.critedge ], [ %1032, %.loopexit ]
  %.lcssa71 = phi float [ 0xFFF0000000000000, %.preheader.._crit_edge_crit_edge.critedge ], [ %1033, %.loopexit ]
  %.lcssa70 = phi float [ 0xFFF0000000000000, %.preheader.._crit_edge_crit_edge.critedge ], [ %1034, %.loopexit ]
  %.lcssa69 = phi float [ 0xFFF0000000000000, %.preheader.._crit_edge_crit_edge.critedge ], [ %1035, %.loopexit ]
  tail call void asm sideeffect "cp.async.wait_all;", "~{memory}"() #7
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1468 = zext nneg i32 %.pre-phi208 to i64
  %1469 = getelementptr float, ptr addrspace(3) @attention_dsmem, i64 %1468
  store float %.lcssa72, ptr addrspace(3) %1469, align 4
  %1470 = zext nneg i32 %.pre-phi212 to i64
  %1471 = getelementptr float, ptr addrspace(3) @attention_dsmem, i64 %1470
  store float %.lcssa71, ptr addrspace(3) %1471, align 4
  %1472 = zext nneg i32 %.pre-phi216 to i64
  %1473 = getelementptr float, ptr addrspace(3) @attention_dsmem, i64 %1472
  store float %.lcssa70, ptr addrspace(3) %1473, align 4
  %1474 = zext nneg i32 %.pre-phi218 to i64
  %1475 = getelementptr float, ptr addrspace(3) @attention_dsmem, i64 %1474
  store float %.lcssa69, ptr addrspace(3) %1475, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1476 = fdiv float 1.000000e+00, %.lcssa108
  %1477 = fdiv float 1.000000e+00, %.lcssa107
  %1478 = fdiv float 1.000000e+00, %.lcssa106
  %1479 = fdiv float 1.000000e+00, %.lcssa105
  %1480 = fmul float %1476, %.lcssa104
  %1481 = fmul float %1476, %.lcssa103
  %1482 = fmul float %1477, %.lcssa102
  %1483 = fmul float %1477, %.lcssa101
  %1484 = fmul float %1476, %.lcssa100
  %1485 = fmul float %1476, %.lcssa99
  %1486 = fmul float %1477, %.lcssa98
  %1487 = fmul float %1477, %.lcssa97
  %1488 = fmul float %1476, %.lcssa96
  %1489 = fmul float %1476, %.lcssa95
  %1490 = fmul float %1477, %.lcssa94
  %1491 = fmul float %1477, %.lcssa93
  %1492 = fmul float %1476, %.lcssa92
  %1493 = fmul float %1476, %.lcssa91
  %1494 = fmul float %1477, %.lcssa90
  %1495 = fmul float %1477, %.lcssa89
  %1496 = fmul float %1478, %.lcssa88
  %1497 = fmul float %1478, %.lcssa87
  %1498 = fmul float %1479, %.lcssa86
  %1499 = fmul float %1479, %.lcssa85
  %1500 = fmul float %1478, %.lcssa84
  %1501 = fmul float %1478, %.lcssa83
  %1502 = fmul float %1479, %.lcssa82
  %1503 = fmul float %1479, %.lcssa81
  %1504 = fmul float %1478, %.lcssa80
  %1505 = fmul float %1478, %.lcssa79
  %1506 = fmul float %1479, %.lcssa78
  %1507 = fmul float %1479, %.lcssa77
  %1508 = fmul float %1478, %.lcssa76
  %1509 = fmul float %1478, %.lcssa75
  %1510 = fmul float %1479, %.lcssa74
  %1511 = fmul float %1479, %.lcssa73
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
  %1536 = fptrunc float %1504 to bfloat
  %1537 = fptrunc float %1505 to bfloat
  %1538 = fptrunc float %1506 to bfloat
  %1539 = fptrunc float %1507 to bfloat
  %1540 = fptrunc float %1508 to bfloat
  %1541 = fptrunc float %1509 to bfloat
  %1542 = fptrunc float %1510 to bfloat
  %1543 = fptrunc float %1511 to bfloat
  %1544 = and i32 %7, 96
  %1545 = or disjoint i32 %.pre-phi222, %1544
  %1546 = add i32 %11, %.pre-phi224
  %1547 = shl i32 %1546, 7
  %1548 = or disjoint i32 %1547, %1545
  %1549 = sext i32 %1548 to i64
  %1550 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1549
  %1551 = icmp slt i32 %.pre-phi224, %4
  %1552 = zext i1 %1551 to i32
  %1553 = bitcast bfloat %1512 to i16
  %1554 = bitcast bfloat %1513 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1552, i16 %1553, i16 %1554, ptr addrspace(1) %1550) #7
  %1555 = add i32 %11, %.pre-phi226
  %1556 = shl i32 %1555, 7
  %1557 = or disjoint i32 %1556, %1545
  %1558 = sext i32 %1557 to i64
  %1559 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1558
  %1560 = icmp slt i32 %.pre-phi226, %4
  %1561 = zext i1 %1560 to i32
  %1562 = bitcast bfloat %1514 to i16
  %1563 = bitcast bfloat %1515 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1561, i16 %1562, i16 %1563, ptr addrspace(1) %1559) #7
  %1564 = or disjoint i32 %1545, 8
  %1565 = or disjoint i32 %1547, %1564
  %1566 = sext i32 %1565 to i64
  %1567 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1566
  %1568 = bitcast bfloat %1516 to i16
  %1569 = bitcast bfloat %1517 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1552, i16 %1568, i16 %1569, ptr addrspace(1) %1567) #7
  %1570 = or disjoint i32 %1556, %1564
  %1571 = sext i32 %1570 to i64
  %1572 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1571
  %1573 = bitcast bfloat %1518 to i16
  %1574 = bitcast bfloat %1519 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1561, i16 %1573, i16 %1574, ptr addrspace(1) %1572) #7
  %1575 = or disjoint i32 %1545, 16
  %1576 = or disjoint i32 %1547, %1575
  %1577 = sext i32 %1576 to i64
  %1578 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1577
  %1579 = bitcast bfloat %1520 to i16
  %1580 = bitcast bfloat %1521 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1552, i16 %1579, i16 %1580, ptr addrspace(1) %1578) #7
  %1581 = or disjoint i32 %1556, %1575
  %1582 = sext i32 %1581 to i64
  %1583 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1582
  %1584 = bitcast bfloat %1522 to i16
  %1585 = bitcast bfloat %1523 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1561, i16 %1584, i16 %1585, ptr addrspace(1) %1583) #7
  %1586 = or disjoint i32 %1545, 24
  %1587 = or disjoint i32 %1547, %1586
  %1588 = sext i32 %1587 to i64
  %1589 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1588
  %1590 = bitcast bfloat %1524 to i16
  %1591 = bitcast bfloat %1525 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1552, i16 %1590, i16 %1591, ptr addrspace(1) %1589) #7
  %1592 = or disjoint i32 %1556, %1586
  %1593 = sext i32 %1592 to i64
  %1594 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1593
  %1595 = bitcast bfloat %1526 to i16
  %1596 = bitcast bfloat %1527 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1561, i16 %1595, i16 %1596, ptr addrspace(1) %1594) #7
  %1597 = add i32 %11, %.pre-phi228
  %1598 = shl i32 %1597, 7
  %1599 = or disjoint i32 %1598, %1545
  %1600 = sext i32 %1599 to i64
  %1601 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1600
  %1602 = icmp slt i32 %.pre-phi228, %4
  %1603 = zext i1 %1602 to i32
  %1604 = bitcast bfloat %1528 to i16
  %1605 = bitcast bfloat %1529 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1603, i16 %1604, i16 %1605, ptr addrspace(1) %1601) #7
  %1606 = add i32 %11, %.pre-phi230
  %1607 = shl i32 %1606, 7
  %1608 = or disjoint i32 %1607, %1545
  %1609 = sext i32 %1608 to i64
  %1610 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1609
  %1611 = icmp slt i32 %.pre-phi230, %4
  %1612 = zext i1 %1611 to i32
  %1613 = bitcast bfloat %1530 to i16
  %1614 = bitcast bfloat %1531 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1612, i16 %1613, i16 %1614, ptr addrspace(1) %1610) #7
  %1615 = or disjoint i32 %1598, %1564
  %1616 = sext i32 %1615 to i64
  %1617 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1616
  %1618 = bitcast bfloat %1532 to i16
  %1619 = bitcast bfloat %1533 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1603, i16 %1618, i16 %1619, ptr addrspace(1) %1617) #7
  %1620 = or disjoint i32 %1607, %1564
  %1621 = sext i32 %1620 to i64
  %1622 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1621
  %1623 = bitcast bfloat %1534 to i16
  %1624 = bitcast bfloat %1535 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1612, i16 %1623, i16 %1624, ptr addrspace(1) %1622) #7
  %1625 = or disjoint i32 %1598, %1575
  %1626 = sext i32 %1625 to i64
  %1627 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1626
  %1628 = bitcast bfloat %1536 to i16
  %1629 = bitcast bfloat %1537 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1603, i16 %1628, i16 %1629, ptr addrspace(1) %1627) #7
  %1630 = or disjoint i32 %1607, %1575
  %1631 = sext i32 %1630 to i64
  %1632 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1631
  %1633 = bitcast bfloat %1538 to i16
  %1634 = bitcast bfloat %1539 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1612, i16 %1633, i16 %1634, ptr addrspace(1) %1632) #7
  %1635 = or disjoint i32 %1598, %1586
  %1636 = sext i32 %1635 to i64
  %1637 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1636
  %1638 = bitcast bfloat %1540 to i16
  %1639 = bitcast bfloat %1541 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1603, i16 %1638, i16 %1639, ptr addrspace(1) %1637) #7
  %1640 = or disjoint i32 %1607, %1586
  %1641 = sext i32 %1640 to i64
  %1642 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1641
  %1643 = bitcast bfloat %1542 to i16
  %1644 = bitcast bfloat %1543 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1612, i16 %1643, i16 %1644, ptr addrspace(1) %1642) #7
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
