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
  %316 = lshr i32 %7, 2
  %317 = and i32 %316, 7
  %318 = shl nuw nsw i32 %7, 1
  %319 = and i32 %318, 6
  %320 = or disjoint i32 %299, %319
  %321 = or disjoint i32 %317, %12
  %322 = or disjoint i32 %321, %301
  %323 = or disjoint i32 %319, 1
  %324 = or disjoint i32 %299, %323
  %325 = or disjoint i32 %317, 8
  %326 = or disjoint i32 %301, %12
  %327 = or disjoint i32 %326, %325
  %328 = or disjoint i32 %299, 8
  %329 = or disjoint i32 %328, %319
  %330 = or disjoint i32 %328, %323
  %331 = or disjoint i32 %321, %302
  %332 = or disjoint i32 %325, %12
  %333 = or disjoint i32 %332, %302
  %334 = or disjoint i32 %301, %317
  %335 = or disjoint i32 %325, %301
  %336 = or disjoint i32 %302, %317
  %337 = or disjoint i32 %302, %325
  %338 = shl nuw nsw i32 %334, 2
  %339 = or disjoint i32 %338, %298
  %340 = zext nneg i32 %339 to i64
  %341 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %340
  %342 = shl nuw nsw i32 %335, 2
  %343 = or disjoint i32 %342, %298
  %344 = zext nneg i32 %343 to i64
  %345 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %344
  %346 = shl nuw nsw i32 %336, 2
  %347 = or disjoint i32 %346, %298
  %348 = zext nneg i32 %347 to i64
  %349 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %348
  %350 = shl nuw nsw i32 %337, 2
  %351 = or disjoint i32 %350, %298
  %352 = zext nneg i32 %351 to i64
  %353 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %352
  %354 = zext nneg i32 %338 to i64
  %355 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %354
  %356 = getelementptr i8, ptr addrspace(3) %355, i64 4
  %357 = getelementptr i8, ptr addrspace(3) %355, i64 8
  %358 = getelementptr i8, ptr addrspace(3) %355, i64 12
  %359 = zext nneg i32 %342 to i64
  %360 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %359
  %361 = getelementptr i8, ptr addrspace(3) %360, i64 4
  %362 = getelementptr i8, ptr addrspace(3) %360, i64 8
  %363 = getelementptr i8, ptr addrspace(3) %360, i64 12
  %364 = zext nneg i32 %346 to i64
  %365 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %364
  %366 = getelementptr i8, ptr addrspace(3) %365, i64 4
  %367 = getelementptr i8, ptr addrspace(3) %365, i64 8
  %368 = getelementptr i8, ptr addrspace(3) %365, i64 12
  %369 = zext nneg i32 %350 to i64
  %370 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %369
  %371 = getelementptr i8, ptr addrspace(3) %370, i64 4
  %372 = getelementptr i8, ptr addrspace(3) %370, i64 8
  %373 = getelementptr i8, ptr addrspace(3) %370, i64 12
  %374 = mul nuw nsw i32 %334, 72
  %375 = add nuw nsw i32 %374, %320
  %376 = zext nneg i32 %375 to i64
  %377 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %376
  %378 = add nuw nsw i32 %374, %324
  %379 = zext nneg i32 %378 to i64
  %380 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %379
  %381 = mul nuw nsw i32 %335, 72
  %382 = add nuw nsw i32 %381, %320
  %383 = zext nneg i32 %382 to i64
  %384 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %383
  %385 = add nuw nsw i32 %381, %324
  %386 = zext nneg i32 %385 to i64
  %387 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %386
  %388 = add nuw nsw i32 %329, %374
  %389 = zext nneg i32 %388 to i64
  %390 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %389
  %391 = add nuw nsw i32 %330, %374
  %392 = zext nneg i32 %391 to i64
  %393 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %392
  %394 = add nuw nsw i32 %381, %329
  %395 = zext nneg i32 %394 to i64
  %396 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %395
  %397 = add nuw nsw i32 %381, %330
  %398 = zext nneg i32 %397 to i64
  %399 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %398
  %400 = mul nuw nsw i32 %336, 72
  %401 = add nuw nsw i32 %400, %320
  %402 = zext nneg i32 %401 to i64
  %403 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %402
  %404 = add nuw nsw i32 %400, %324
  %405 = zext nneg i32 %404 to i64
  %406 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %405
  %407 = mul nuw nsw i32 %337, 72
  %408 = add nuw nsw i32 %407, %320
  %409 = zext nneg i32 %408 to i64
  %410 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %409
  %411 = add nuw nsw i32 %407, %324
  %412 = zext nneg i32 %411 to i64
  %413 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %412
  %414 = add nuw nsw i32 %400, %329
  %415 = zext nneg i32 %414 to i64
  %416 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %415
  %417 = add nuw nsw i32 %400, %330
  %418 = zext nneg i32 %417 to i64
  %419 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %418
  %420 = add nuw nsw i32 %407, %329
  %421 = zext nneg i32 %420 to i64
  %422 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %421
  %423 = add nuw nsw i32 %407, %330
  %424 = zext nneg i32 %423 to i64
  %425 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %424
  %426 = shl nuw nsw i32 %298, 5
  %427 = mul nuw nsw i32 %306, 72
  %428 = or disjoint i32 %426, %308
  %429 = or disjoint i32 %428, 16
  %430 = mul nuw nsw i32 %314, 72
  %431 = add nuw nsw i32 %308, %427
  %432 = zext nneg i32 %431 to i64
  %433 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %432
  %434 = add nuw nsw i32 %308, %309
  %435 = zext nneg i32 %434 to i64
  %436 = getelementptr bfloat, ptr addrspace(3) @attention_dsmem, i64 %435
  %437 = zext nneg i32 %313 to i64
  %438 = add nuw nsw i32 %308, %315
  %439 = zext nneg i32 %438 to i64
  %440 = getelementptr bfloat, ptr addrspace(3) @attention_dsmem, i64 %439
  %441 = or disjoint i32 %308, 16
  %442 = add nuw nsw i32 %441, %309
  %443 = zext nneg i32 %442 to i64
  %444 = getelementptr bfloat, ptr addrspace(3) @attention_dsmem, i64 %443
  %445 = zext nneg i32 %313 to i64
  %446 = add nuw nsw i32 %441, %315
  %447 = zext nneg i32 %446 to i64
  %448 = getelementptr bfloat, ptr addrspace(3) @attention_dsmem, i64 %447
  %449 = or disjoint i32 %308, 32
  %450 = add nuw nsw i32 %449, %309
  %451 = zext nneg i32 %450 to i64
  %452 = getelementptr bfloat, ptr addrspace(3) @attention_dsmem, i64 %451
  %453 = zext nneg i32 %313 to i64
  %454 = add nuw nsw i32 %449, %315
  %455 = zext nneg i32 %454 to i64
  %456 = getelementptr bfloat, ptr addrspace(3) @attention_dsmem, i64 %455
  %457 = or disjoint i32 %308, 48
  %458 = add nuw nsw i32 %457, %309
  %459 = zext nneg i32 %458 to i64
  %460 = getelementptr bfloat, ptr addrspace(3) @attention_dsmem, i64 %459
  %461 = zext nneg i32 %313 to i64
  %462 = add nuw nsw i32 %457, %315
  %463 = zext nneg i32 %462 to i64
  %464 = getelementptr bfloat, ptr addrspace(3) @attention_dsmem, i64 %463
  %465 = or disjoint i32 %308, 64
  %466 = add nuw nsw i32 %465, %309
  %467 = zext nneg i32 %466 to i64
  %468 = getelementptr bfloat, ptr addrspace(3) @attention_dsmem, i64 %467
  %469 = zext nneg i32 %313 to i64
  %470 = add nuw nsw i32 %465, %315
  %471 = zext nneg i32 %470 to i64
  %472 = getelementptr bfloat, ptr addrspace(3) @attention_dsmem, i64 %471
  %473 = or disjoint i32 %308, 80
  %474 = add nuw nsw i32 %473, %309
  %475 = zext nneg i32 %474 to i64
  %476 = getelementptr bfloat, ptr addrspace(3) @attention_dsmem, i64 %475
  %477 = zext nneg i32 %313 to i64
  %478 = add nuw nsw i32 %473, %315
  %479 = zext nneg i32 %478 to i64
  %480 = getelementptr bfloat, ptr addrspace(3) @attention_dsmem, i64 %479
  %481 = or disjoint i32 %308, 96
  %482 = add nuw nsw i32 %481, %309
  %483 = zext nneg i32 %482 to i64
  %484 = getelementptr bfloat, ptr addrspace(3) @attention_dsmem, i64 %483
  %485 = zext nneg i32 %313 to i64
  %486 = add nuw nsw i32 %481, %315
  %487 = zext nneg i32 %486 to i64
  %488 = getelementptr bfloat, ptr addrspace(3) @attention_dsmem, i64 %487
  %489 = or disjoint i32 %308, 112
  %490 = add nuw nsw i32 %489, %309
  %491 = zext nneg i32 %490 to i64
  %492 = getelementptr bfloat, ptr addrspace(3) @attention_dsmem, i64 %491
  %493 = zext nneg i32 %313 to i64
  %494 = add nuw nsw i32 %489, %315
  %495 = zext nneg i32 %494 to i64
  %496 = getelementptr bfloat, ptr addrspace(3) @attention_dsmem, i64 %495
  %497 = mul nuw nsw i32 %305, 136
  %498 = add nuw nsw i32 %497, %428
  %499 = zext nneg i32 %498 to i64
  %500 = add nuw nsw i32 %429, %497
  %501 = zext nneg i32 %500 to i64
  %502 = add nuw nsw i32 %308, %430
  %503 = zext nneg i32 %502 to i64
  %504 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %503
  %505 = add nuw nsw i32 %441, %427
  %506 = zext nneg i32 %505 to i64
  %507 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %506
  %508 = mul nuw nsw i32 %305, 136
  %509 = add nuw nsw i32 %508, 2176
  %510 = add nuw nsw i32 %509, %428
  %511 = zext nneg i32 %510 to i64
  %512 = add nuw nsw i32 %429, %509
  %513 = zext nneg i32 %512 to i64
  %514 = add nuw nsw i32 %441, %430
  %515 = zext nneg i32 %514 to i64
  %516 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %515
  %517 = add nuw nsw i32 %449, %427
  %518 = zext nneg i32 %517 to i64
  %519 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %518
  %520 = mul nuw nsw i32 %305, 136
  %521 = add nuw nsw i32 %520, 4352
  %522 = add nuw nsw i32 %521, %428
  %523 = zext nneg i32 %522 to i64
  %524 = add nuw nsw i32 %429, %521
  %525 = zext nneg i32 %524 to i64
  %526 = add nuw nsw i32 %449, %430
  %527 = zext nneg i32 %526 to i64
  %528 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %527
  %529 = add nuw nsw i32 %457, %427
  %530 = zext nneg i32 %529 to i64
  %531 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %530
  %532 = mul nuw nsw i32 %305, 136
  %533 = add nuw nsw i32 %532, 6528
  %534 = add nuw nsw i32 %533, %428
  %535 = zext nneg i32 %534 to i64
  %536 = add nuw nsw i32 %429, %533
  %537 = zext nneg i32 %536 to i64
  %538 = add nuw nsw i32 %457, %430
  %539 = zext nneg i32 %538 to i64
  %540 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %539
  br label %541

.preheader.._crit_edge_crit_edge.critedge:        ; preds = %6
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #7
  %.pre = lshr i32 %7, 2
  %.pre204 = and i32 %.pre, 32
  %.pre206 = or disjoint i32 %.pre204, 16
  %.pre208 = shl nuw nsw i32 %7, 1
  %.pre210 = and i32 %.pre208, 6
  br label %._crit_edge

541:                                              ; preds = %.preheader, %.loopexit
  %542 = phi float [ 0xFFF0000000000000, %.preheader ], [ %1057, %.loopexit ]
  %543 = phi float [ 0xFFF0000000000000, %.preheader ], [ %1056, %.loopexit ]
  %544 = phi float [ 0xFFF0000000000000, %.preheader ], [ %1055, %.loopexit ]
  %545 = phi float [ 0xFFF0000000000000, %.preheader ], [ %1054, %.loopexit ]
  %546 = phi float [ 0.000000e+00, %.preheader ], [ %1469, %.loopexit ]
  %547 = phi float [ 0.000000e+00, %.preheader ], [ %1468, %.loopexit ]
  %548 = phi float [ 0.000000e+00, %.preheader ], [ %1467, %.loopexit ]
  %549 = phi float [ 0.000000e+00, %.preheader ], [ %1466, %.loopexit ]
  %550 = phi float [ 0.000000e+00, %.preheader ], [ %1464, %.loopexit ]
  %551 = phi float [ 0.000000e+00, %.preheader ], [ %1463, %.loopexit ]
  %552 = phi float [ 0.000000e+00, %.preheader ], [ %1462, %.loopexit ]
  %553 = phi float [ 0.000000e+00, %.preheader ], [ %1461, %.loopexit ]
  %554 = phi float [ 0.000000e+00, %.preheader ], [ %1459, %.loopexit ]
  %555 = phi float [ 0.000000e+00, %.preheader ], [ %1458, %.loopexit ]
  %556 = phi float [ 0.000000e+00, %.preheader ], [ %1457, %.loopexit ]
  %557 = phi float [ 0.000000e+00, %.preheader ], [ %1456, %.loopexit ]
  %558 = phi float [ 0.000000e+00, %.preheader ], [ %1454, %.loopexit ]
  %559 = phi float [ 0.000000e+00, %.preheader ], [ %1453, %.loopexit ]
  %560 = phi float [ 0.000000e+00, %.preheader ], [ %1452, %.loopexit ]
  %561 = phi float [ 0.000000e+00, %.preheader ], [ %1451, %.loopexit ]
  %562 = phi float [ 0.000000e+00, %.preheader ], [ %1444, %.loopexit ]
  %563 = phi float [ 0.000000e+00, %.preheader ], [ %1443, %.loopexit ]
  %564 = phi float [ 0.000000e+00, %.preheader ], [ %1442, %.loopexit ]
  %565 = phi float [ 0.000000e+00, %.preheader ], [ %1441, %.loopexit ]
  %566 = phi float [ 0.000000e+00, %.preheader ], [ %1439, %.loopexit ]
  %567 = phi float [ 0.000000e+00, %.preheader ], [ %1438, %.loopexit ]
  %568 = phi float [ 0.000000e+00, %.preheader ], [ %1437, %.loopexit ]
  %569 = phi float [ 0.000000e+00, %.preheader ], [ %1436, %.loopexit ]
  %570 = phi float [ 0.000000e+00, %.preheader ], [ %1428, %.loopexit ]
  %571 = phi float [ 0.000000e+00, %.preheader ], [ %1427, %.loopexit ]
  %572 = phi float [ 0.000000e+00, %.preheader ], [ %1426, %.loopexit ]
  %573 = phi float [ 0.000000e+00, %.preheader ], [ %1425, %.loopexit ]
  %574 = phi float [ 0.000000e+00, %.preheader ], [ %1423, %.loopexit ]
  %575 = phi float [ 0.000000e+00, %.preheader ], [ %1422, %.loopexit ]
  %576 = phi float [ 0.000000e+00, %.preheader ], [ %1421, %.loopexit ]
  %577 = phi float [ 0.000000e+00, %.preheader ], [ %1420, %.loopexit ]
  %578 = phi float [ 0.000000e+00, %.preheader ], [ %1489, %.loopexit ]
  %579 = phi float [ 0.000000e+00, %.preheader ], [ %1488, %.loopexit ]
  %580 = phi float [ 0.000000e+00, %.preheader ], [ %1487, %.loopexit ]
  %581 = phi float [ 0.000000e+00, %.preheader ], [ %1486, %.loopexit ]
  %582 = phi i32 [ 0, %.preheader ], [ %585, %.loopexit ]
  %583 = lshr exact i32 %582, 6
  %584 = and i32 %583, 1
  tail call void asm sideeffect "cp.async.wait_group 0;", "~{memory}"() #7
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %585 = add nuw nsw i32 %582, 64
  %586 = icmp slt i32 %585, %128
  br i1 %586, label %587, label %641

587:                                              ; preds = %541
  %588 = xor i32 %584, 1
  %589 = mul nuw nsw i32 %588, 34816
  %590 = zext nneg i32 %589 to i64
  %591 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 17408), i64 %590
  %592 = add i32 %275, %585
  %593 = shl i32 %592, 7
  %594 = or disjoint i32 %593, %274
  %595 = sext i32 %594 to i64
  %596 = getelementptr bfloat, ptr addrspace(1) %1, i64 %595
  %597 = getelementptr i8, ptr addrspace(3) %591, i64 %279
  %598 = ptrtoint ptr addrspace(3) %597 to i64
  %599 = trunc i64 %598 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %599, ptr addrspace(1) %596, i32 16) #7
  %600 = add i32 %281, %585
  %601 = shl i32 %600, 7
  %602 = or disjoint i32 %601, %274
  %603 = sext i32 %602 to i64
  %604 = getelementptr bfloat, ptr addrspace(1) %1, i64 %603
  %605 = getelementptr i8, ptr addrspace(3) %591, i64 %285
  %606 = ptrtoint ptr addrspace(3) %605 to i64
  %607 = trunc i64 %606 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %607, ptr addrspace(1) %604, i32 16) #7
  %608 = add i32 %287, %585
  %609 = shl i32 %608, 7
  %610 = or disjoint i32 %609, %274
  %611 = sext i32 %610 to i64
  %612 = getelementptr bfloat, ptr addrspace(1) %1, i64 %611
  %613 = getelementptr i8, ptr addrspace(3) %591, i64 %291
  %614 = ptrtoint ptr addrspace(3) %613 to i64
  %615 = trunc i64 %614 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %615, ptr addrspace(1) %612, i32 16) #7
  %616 = add i32 %293, %585
  %617 = shl i32 %616, 7
  %618 = or disjoint i32 %617, %274
  %619 = sext i32 %618 to i64
  %620 = getelementptr bfloat, ptr addrspace(1) %1, i64 %619
  %621 = getelementptr i8, ptr addrspace(3) %591, i64 %297
  %622 = ptrtoint ptr addrspace(3) %621 to i64
  %623 = trunc i64 %622 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %623, ptr addrspace(1) %620, i32 16) #7
  %624 = getelementptr i8, ptr addrspace(3) %591, i64 17408
  %625 = getelementptr bfloat, ptr addrspace(1) %2, i64 %595
  %626 = getelementptr i8, ptr addrspace(3) %624, i64 %279
  %627 = ptrtoint ptr addrspace(3) %626 to i64
  %628 = trunc i64 %627 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %628, ptr addrspace(1) %625, i32 16) #7
  %629 = getelementptr bfloat, ptr addrspace(1) %2, i64 %603
  %630 = getelementptr i8, ptr addrspace(3) %624, i64 %285
  %631 = ptrtoint ptr addrspace(3) %630 to i64
  %632 = trunc i64 %631 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %632, ptr addrspace(1) %629, i32 16) #7
  %633 = getelementptr bfloat, ptr addrspace(1) %2, i64 %611
  %634 = getelementptr i8, ptr addrspace(3) %624, i64 %291
  %635 = ptrtoint ptr addrspace(3) %634 to i64
  %636 = trunc i64 %635 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %636, ptr addrspace(1) %633, i32 16) #7
  %637 = getelementptr bfloat, ptr addrspace(1) %2, i64 %619
  %638 = getelementptr i8, ptr addrspace(3) %624, i64 %297
  %639 = ptrtoint ptr addrspace(3) %638 to i64
  %640 = trunc i64 %639 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %640, ptr addrspace(1) %637, i32 16) #7
  br label %641

641:                                              ; preds = %587, %541
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #7
  %642 = mul nuw nsw i32 %584, 34816
  %643 = zext nneg i32 %642 to i64
  %644 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 17408), i64 %643
  %645 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %436)
  %646 = extractvalue { i32, i32, i32, i32 } %645, 0
  %647 = extractvalue { i32, i32, i32, i32 } %645, 1
  %648 = extractvalue { i32, i32, i32, i32 } %645, 2
  %649 = extractvalue { i32, i32, i32, i32 } %645, 3
  %650 = getelementptr bfloat, ptr addrspace(3) %644, i64 %437
  %651 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %650)
  %652 = extractvalue { i32, i32, i32, i32 } %651, 0
  %653 = extractvalue { i32, i32, i32, i32 } %651, 1
  %654 = extractvalue { i32, i32, i32, i32 } %651, 2
  %655 = extractvalue { i32, i32, i32, i32 } %651, 3
  %656 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %646, i32 %647, i32 %648, i32 %649, i32 %652, i32 %653, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %657 = extractvalue { float, float, float, float } %656, 0
  %658 = extractvalue { float, float, float, float } %656, 1
  %659 = extractvalue { float, float, float, float } %656, 2
  %660 = extractvalue { float, float, float, float } %656, 3
  %661 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %646, i32 %647, i32 %648, i32 %649, i32 %654, i32 %655, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %662 = extractvalue { float, float, float, float } %661, 0
  %663 = extractvalue { float, float, float, float } %661, 1
  %664 = extractvalue { float, float, float, float } %661, 2
  %665 = extractvalue { float, float, float, float } %661, 3
  %666 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %440)
  %667 = extractvalue { i32, i32, i32, i32 } %666, 0
  %668 = extractvalue { i32, i32, i32, i32 } %666, 1
  %669 = extractvalue { i32, i32, i32, i32 } %666, 2
  %670 = extractvalue { i32, i32, i32, i32 } %666, 3
  %671 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %667, i32 %668, i32 %669, i32 %670, i32 %652, i32 %653, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %672 = extractvalue { float, float, float, float } %671, 0
  %673 = extractvalue { float, float, float, float } %671, 1
  %674 = extractvalue { float, float, float, float } %671, 2
  %675 = extractvalue { float, float, float, float } %671, 3
  %676 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %667, i32 %668, i32 %669, i32 %670, i32 %654, i32 %655, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %677 = extractvalue { float, float, float, float } %676, 0
  %678 = extractvalue { float, float, float, float } %676, 1
  %679 = extractvalue { float, float, float, float } %676, 2
  %680 = extractvalue { float, float, float, float } %676, 3
  %681 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %444)
  %682 = extractvalue { i32, i32, i32, i32 } %681, 0
  %683 = extractvalue { i32, i32, i32, i32 } %681, 1
  %684 = extractvalue { i32, i32, i32, i32 } %681, 2
  %685 = extractvalue { i32, i32, i32, i32 } %681, 3
  %686 = getelementptr bfloat, ptr addrspace(3) %644, i64 %445
  %687 = getelementptr i8, ptr addrspace(3) %686, i64 32
  %688 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %687)
  %689 = extractvalue { i32, i32, i32, i32 } %688, 0
  %690 = extractvalue { i32, i32, i32, i32 } %688, 1
  %691 = extractvalue { i32, i32, i32, i32 } %688, 2
  %692 = extractvalue { i32, i32, i32, i32 } %688, 3
  %693 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %682, i32 %683, i32 %684, i32 %685, i32 %689, i32 %690, float %657, float %658, float %659, float %660) #7
  %694 = extractvalue { float, float, float, float } %693, 0
  %695 = extractvalue { float, float, float, float } %693, 1
  %696 = extractvalue { float, float, float, float } %693, 2
  %697 = extractvalue { float, float, float, float } %693, 3
  %698 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %682, i32 %683, i32 %684, i32 %685, i32 %691, i32 %692, float %662, float %663, float %664, float %665) #7
  %699 = extractvalue { float, float, float, float } %698, 0
  %700 = extractvalue { float, float, float, float } %698, 1
  %701 = extractvalue { float, float, float, float } %698, 2
  %702 = extractvalue { float, float, float, float } %698, 3
  %703 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %448)
  %704 = extractvalue { i32, i32, i32, i32 } %703, 0
  %705 = extractvalue { i32, i32, i32, i32 } %703, 1
  %706 = extractvalue { i32, i32, i32, i32 } %703, 2
  %707 = extractvalue { i32, i32, i32, i32 } %703, 3
  %708 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %704, i32 %705, i32 %706, i32 %707, i32 %689, i32 %690, float %672, float %673, float %674, float %675) #7
  %709 = extractvalue { float, float, float, float } %708, 0
  %710 = extractvalue { float, float, float, float } %708, 1
  %711 = extractvalue { float, float, float, float } %708, 2
  %712 = extractvalue { float, float, float, float } %708, 3
  %713 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %704, i32 %705, i32 %706, i32 %707, i32 %691, i32 %692, float %677, float %678, float %679, float %680) #7
  %714 = extractvalue { float, float, float, float } %713, 0
  %715 = extractvalue { float, float, float, float } %713, 1
  %716 = extractvalue { float, float, float, float } %713, 2
  %717 = extractvalue { float, float, float, float } %713, 3
  %718 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %452)
  %719 = extractvalue { i32, i32, i32, i32 } %718, 0
  %720 = extractvalue { i32, i32, i32, i32 } %718, 1
  %721 = extractvalue { i32, i32, i32, i32 } %718, 2
  %722 = extractvalue { i32, i32, i32, i32 } %718, 3
  %723 = getelementptr bfloat, ptr addrspace(3) %644, i64 %453
  %724 = getelementptr i8, ptr addrspace(3) %723, i64 64
  %725 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %724)
  %726 = extractvalue { i32, i32, i32, i32 } %725, 0
  %727 = extractvalue { i32, i32, i32, i32 } %725, 1
  %728 = extractvalue { i32, i32, i32, i32 } %725, 2
  %729 = extractvalue { i32, i32, i32, i32 } %725, 3
  %730 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %719, i32 %720, i32 %721, i32 %722, i32 %726, i32 %727, float %694, float %695, float %696, float %697) #7
  %731 = extractvalue { float, float, float, float } %730, 0
  %732 = extractvalue { float, float, float, float } %730, 1
  %733 = extractvalue { float, float, float, float } %730, 2
  %734 = extractvalue { float, float, float, float } %730, 3
  %735 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %719, i32 %720, i32 %721, i32 %722, i32 %728, i32 %729, float %699, float %700, float %701, float %702) #7
  %736 = extractvalue { float, float, float, float } %735, 0
  %737 = extractvalue { float, float, float, float } %735, 1
  %738 = extractvalue { float, float, float, float } %735, 2
  %739 = extractvalue { float, float, float, float } %735, 3
  %740 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %456)
  %741 = extractvalue { i32, i32, i32, i32 } %740, 0
  %742 = extractvalue { i32, i32, i32, i32 } %740, 1
  %743 = extractvalue { i32, i32, i32, i32 } %740, 2
  %744 = extractvalue { i32, i32, i32, i32 } %740, 3
  %745 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %741, i32 %742, i32 %743, i32 %744, i32 %726, i32 %727, float %709, float %710, float %711, float %712) #7
  %746 = extractvalue { float, float, float, float } %745, 0
  %747 = extractvalue { float, float, float, float } %745, 1
  %748 = extractvalue { float, float, float, float } %745, 2
  %749 = extractvalue { float, float, float, float } %745, 3
  %750 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %741, i32 %742, i32 %743, i32 %744, i32 %728, i32 %729, float %714, float %715, float %716, float %717) #7
  %751 = extractvalue { float, float, float, float } %750, 0
  %752 = extractvalue { float, float, float, float } %750, 1
  %753 = extractvalue { float, float, float, float } %750, 2
  %754 = extractvalue { float, float, float, float } %750, 3
  %755 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %460)
  %756 = extractvalue { i32, i32, i32, i32 } %755, 0
  %757 = extractvalue { i32, i32, i32, i32 } %755, 1
  %758 = extractvalue { i32, i32, i32, i32 } %755, 2
  %759 = extractvalue { i32, i32, i32, i32 } %755, 3
  %760 = getelementptr bfloat, ptr addrspace(3) %644, i64 %461
  %761 = getelementptr i8, ptr addrspace(3) %760, i64 96
  %762 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %761)
  %763 = extractvalue { i32, i32, i32, i32 } %762, 0
  %764 = extractvalue { i32, i32, i32, i32 } %762, 1
  %765 = extractvalue { i32, i32, i32, i32 } %762, 2
  %766 = extractvalue { i32, i32, i32, i32 } %762, 3
  %767 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %756, i32 %757, i32 %758, i32 %759, i32 %763, i32 %764, float %731, float %732, float %733, float %734) #7
  %768 = extractvalue { float, float, float, float } %767, 0
  %769 = extractvalue { float, float, float, float } %767, 1
  %770 = extractvalue { float, float, float, float } %767, 2
  %771 = extractvalue { float, float, float, float } %767, 3
  %772 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %756, i32 %757, i32 %758, i32 %759, i32 %765, i32 %766, float %736, float %737, float %738, float %739) #7
  %773 = extractvalue { float, float, float, float } %772, 0
  %774 = extractvalue { float, float, float, float } %772, 1
  %775 = extractvalue { float, float, float, float } %772, 2
  %776 = extractvalue { float, float, float, float } %772, 3
  %777 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %464)
  %778 = extractvalue { i32, i32, i32, i32 } %777, 0
  %779 = extractvalue { i32, i32, i32, i32 } %777, 1
  %780 = extractvalue { i32, i32, i32, i32 } %777, 2
  %781 = extractvalue { i32, i32, i32, i32 } %777, 3
  %782 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %778, i32 %779, i32 %780, i32 %781, i32 %763, i32 %764, float %746, float %747, float %748, float %749) #7
  %783 = extractvalue { float, float, float, float } %782, 0
  %784 = extractvalue { float, float, float, float } %782, 1
  %785 = extractvalue { float, float, float, float } %782, 2
  %786 = extractvalue { float, float, float, float } %782, 3
  %787 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %778, i32 %779, i32 %780, i32 %781, i32 %765, i32 %766, float %751, float %752, float %753, float %754) #7
  %788 = extractvalue { float, float, float, float } %787, 0
  %789 = extractvalue { float, float, float, float } %787, 1
  %790 = extractvalue { float, float, float, float } %787, 2
  %791 = extractvalue { float, float, float, float } %787, 3
  %792 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %468)
  %793 = extractvalue { i32, i32, i32, i32 } %792, 0
  %794 = extractvalue { i32, i32, i32, i32 } %792, 1
  %795 = extractvalue { i32, i32, i32, i32 } %792, 2
  %796 = extractvalue { i32, i32, i32, i32 } %792, 3
  %797 = getelementptr bfloat, ptr addrspace(3) %644, i64 %469
  %798 = getelementptr i8, ptr addrspace(3) %797, i64 128
  %799 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %798)
  %800 = extractvalue { i32, i32, i32, i32 } %799, 0
  %801 = extractvalue { i32, i32, i32, i32 } %799, 1
  %802 = extractvalue { i32, i32, i32, i32 } %799, 2
  %803 = extractvalue { i32, i32, i32, i32 } %799, 3
  %804 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %793, i32 %794, i32 %795, i32 %796, i32 %800, i32 %801, float %768, float %769, float %770, float %771) #7
  %805 = extractvalue { float, float, float, float } %804, 0
  %806 = extractvalue { float, float, float, float } %804, 1
  %807 = extractvalue { float, float, float, float } %804, 2
  %808 = extractvalue { float, float, float, float } %804, 3
  %809 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %793, i32 %794, i32 %795, i32 %796, i32 %802, i32 %803, float %773, float %774, float %775, float %776) #7
  %810 = extractvalue { float, float, float, float } %809, 0
  %811 = extractvalue { float, float, float, float } %809, 1
  %812 = extractvalue { float, float, float, float } %809, 2
  %813 = extractvalue { float, float, float, float } %809, 3
  %814 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %472)
  %815 = extractvalue { i32, i32, i32, i32 } %814, 0
  %816 = extractvalue { i32, i32, i32, i32 } %814, 1
  %817 = extractvalue { i32, i32, i32, i32 } %814, 2
  %818 = extractvalue { i32, i32, i32, i32 } %814, 3
  %819 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %815, i32 %816, i32 %817, i32 %818, i32 %800, i32 %801, float %783, float %784, float %785, float %786) #7
  %820 = extractvalue { float, float, float, float } %819, 0
  %821 = extractvalue { float, float, float, float } %819, 1
  %822 = extractvalue { float, float, float, float } %819, 2
  %823 = extractvalue { float, float, float, float } %819, 3
  %824 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %815, i32 %816, i32 %817, i32 %818, i32 %802, i32 %803, float %788, float %789, float %790, float %791) #7
  %825 = extractvalue { float, float, float, float } %824, 0
  %826 = extractvalue { float, float, float, float } %824, 1
  %827 = extractvalue { float, float, float, float } %824, 2
  %828 = extractvalue { float, float, float, float } %824, 3
  %829 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %476)
  %830 = extractvalue { i32, i32, i32, i32 } %829, 0
  %831 = extractvalue { i32, i32, i32, i32 } %829, 1
  %832 = extractvalue { i32, i32, i32, i32 } %829, 2
  %833 = extractvalue { i32, i32, i32, i32 } %829, 3
  %834 = getelementptr bfloat, ptr addrspace(3) %644, i64 %477
  %835 = getelementptr i8, ptr addrspace(3) %834, i64 160
  %836 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %835)
  %837 = extractvalue { i32, i32, i32, i32 } %836, 0
  %838 = extractvalue { i32, i32, i32, i32 } %836, 1
  %839 = extractvalue { i32, i32, i32, i32 } %836, 2
  %840 = extractvalue { i32, i32, i32, i32 } %836, 3
  %841 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %830, i32 %831, i32 %832, i32 %833, i32 %837, i32 %838, float %805, float %806, float %807, float %808) #7
  %842 = extractvalue { float, float, float, float } %841, 0
  %843 = extractvalue { float, float, float, float } %841, 1
  %844 = extractvalue { float, float, float, float } %841, 2
  %845 = extractvalue { float, float, float, float } %841, 3
  %846 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %830, i32 %831, i32 %832, i32 %833, i32 %839, i32 %840, float %810, float %811, float %812, float %813) #7
  %847 = extractvalue { float, float, float, float } %846, 0
  %848 = extractvalue { float, float, float, float } %846, 1
  %849 = extractvalue { float, float, float, float } %846, 2
  %850 = extractvalue { float, float, float, float } %846, 3
  %851 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %480)
  %852 = extractvalue { i32, i32, i32, i32 } %851, 0
  %853 = extractvalue { i32, i32, i32, i32 } %851, 1
  %854 = extractvalue { i32, i32, i32, i32 } %851, 2
  %855 = extractvalue { i32, i32, i32, i32 } %851, 3
  %856 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %852, i32 %853, i32 %854, i32 %855, i32 %837, i32 %838, float %820, float %821, float %822, float %823) #7
  %857 = extractvalue { float, float, float, float } %856, 0
  %858 = extractvalue { float, float, float, float } %856, 1
  %859 = extractvalue { float, float, float, float } %856, 2
  %860 = extractvalue { float, float, float, float } %856, 3
  %861 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %852, i32 %853, i32 %854, i32 %855, i32 %839, i32 %840, float %825, float %826, float %827, float %828) #7
  %862 = extractvalue { float, float, float, float } %861, 0
  %863 = extractvalue { float, float, float, float } %861, 1
  %864 = extractvalue { float, float, float, float } %861, 2
  %865 = extractvalue { float, float, float, float } %861, 3
  %866 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %484)
  %867 = extractvalue { i32, i32, i32, i32 } %866, 0
  %868 = extractvalue { i32, i32, i32, i32 } %866, 1
  %869 = extractvalue { i32, i32, i32, i32 } %866, 2
  %870 = extractvalue { i32, i32, i32, i32 } %866, 3
  %871 = getelementptr bfloat, ptr addrspace(3) %644, i64 %485
  %872 = getelementptr i8, ptr addrspace(3) %871, i64 192
  %873 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %872)
  %874 = extractvalue { i32, i32, i32, i32 } %873, 0
  %875 = extractvalue { i32, i32, i32, i32 } %873, 1
  %876 = extractvalue { i32, i32, i32, i32 } %873, 2
  %877 = extractvalue { i32, i32, i32, i32 } %873, 3
  %878 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %867, i32 %868, i32 %869, i32 %870, i32 %874, i32 %875, float %842, float %843, float %844, float %845) #7
  %879 = extractvalue { float, float, float, float } %878, 0
  %880 = extractvalue { float, float, float, float } %878, 1
  %881 = extractvalue { float, float, float, float } %878, 2
  %882 = extractvalue { float, float, float, float } %878, 3
  %883 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %867, i32 %868, i32 %869, i32 %870, i32 %876, i32 %877, float %847, float %848, float %849, float %850) #7
  %884 = extractvalue { float, float, float, float } %883, 0
  %885 = extractvalue { float, float, float, float } %883, 1
  %886 = extractvalue { float, float, float, float } %883, 2
  %887 = extractvalue { float, float, float, float } %883, 3
  %888 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %488)
  %889 = extractvalue { i32, i32, i32, i32 } %888, 0
  %890 = extractvalue { i32, i32, i32, i32 } %888, 1
  %891 = extractvalue { i32, i32, i32, i32 } %888, 2
  %892 = extractvalue { i32, i32, i32, i32 } %888, 3
  %893 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %889, i32 %890, i32 %891, i32 %892, i32 %874, i32 %875, float %857, float %858, float %859, float %860) #7
  %894 = extractvalue { float, float, float, float } %893, 0
  %895 = extractvalue { float, float, float, float } %893, 1
  %896 = extractvalue { float, float, float, float } %893, 2
  %897 = extractvalue { float, float, float, float } %893, 3
  %898 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %889, i32 %890, i32 %891, i32 %892, i32 %876, i32 %877, float %862, float %863, float %864, float %865) #7
  %899 = extractvalue { float, float, float, float } %898, 0
  %900 = extractvalue { float, float, float, float } %898, 1
  %901 = extractvalue { float, float, float, float } %898, 2
  %902 = extractvalue { float, float, float, float } %898, 3
  %903 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %492)
  %904 = extractvalue { i32, i32, i32, i32 } %903, 0
  %905 = extractvalue { i32, i32, i32, i32 } %903, 1
  %906 = extractvalue { i32, i32, i32, i32 } %903, 2
  %907 = extractvalue { i32, i32, i32, i32 } %903, 3
  %908 = getelementptr bfloat, ptr addrspace(3) %644, i64 %493
  %909 = getelementptr i8, ptr addrspace(3) %908, i64 224
  %910 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %909)
  %911 = extractvalue { i32, i32, i32, i32 } %910, 0
  %912 = extractvalue { i32, i32, i32, i32 } %910, 1
  %913 = extractvalue { i32, i32, i32, i32 } %910, 2
  %914 = extractvalue { i32, i32, i32, i32 } %910, 3
  %915 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %904, i32 %905, i32 %906, i32 %907, i32 %911, i32 %912, float %879, float %880, float %881, float %882) #7
  %916 = extractvalue { float, float, float, float } %915, 0
  %917 = extractvalue { float, float, float, float } %915, 1
  %918 = extractvalue { float, float, float, float } %915, 2
  %919 = extractvalue { float, float, float, float } %915, 3
  %920 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %904, i32 %905, i32 %906, i32 %907, i32 %913, i32 %914, float %884, float %885, float %886, float %887) #7
  %921 = extractvalue { float, float, float, float } %920, 0
  %922 = extractvalue { float, float, float, float } %920, 1
  %923 = extractvalue { float, float, float, float } %920, 2
  %924 = extractvalue { float, float, float, float } %920, 3
  %925 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %496)
  %926 = extractvalue { i32, i32, i32, i32 } %925, 0
  %927 = extractvalue { i32, i32, i32, i32 } %925, 1
  %928 = extractvalue { i32, i32, i32, i32 } %925, 2
  %929 = extractvalue { i32, i32, i32, i32 } %925, 3
  %930 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %926, i32 %927, i32 %928, i32 %929, i32 %911, i32 %912, float %894, float %895, float %896, float %897) #7
  %931 = extractvalue { float, float, float, float } %930, 0
  %932 = extractvalue { float, float, float, float } %930, 1
  %933 = extractvalue { float, float, float, float } %930, 2
  %934 = extractvalue { float, float, float, float } %930, 3
  %935 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %926, i32 %927, i32 %928, i32 %929, i32 %913, i32 %914, float %899, float %900, float %901, float %902) #7
  %936 = extractvalue { float, float, float, float } %935, 0
  %937 = extractvalue { float, float, float, float } %935, 1
  %938 = extractvalue { float, float, float, float } %935, 2
  %939 = extractvalue { float, float, float, float } %935, 3
  %940 = getelementptr i8, ptr addrspace(3) %644, i64 17408
  %.not213 = icmp slt i32 %582, %12
  br i1 %.not213, label %.loopexit, label %941

941:                                              ; preds = %641
  %942 = or disjoint i32 %320, %582
  %.not = icmp sgt i32 %942, %322
  %943 = or disjoint i32 %324, %582
  %.not8 = icmp sgt i32 %943, %322
  %.not9 = icmp sgt i32 %942, %327
  %.not10 = icmp sgt i32 %943, %327
  %944 = or disjoint i32 %329, %582
  %.not11 = icmp sgt i32 %944, %322
  %945 = or disjoint i32 %330, %582
  %.not12 = icmp sgt i32 %945, %322
  %.not13 = icmp sgt i32 %944, %327
  %.not14 = icmp sgt i32 %945, %327
  %.not15 = icmp sgt i32 %942, %331
  %.not16 = icmp sgt i32 %943, %331
  %.not17 = icmp sgt i32 %942, %333
  %.not18 = icmp sgt i32 %943, %333
  %.not19 = icmp sgt i32 %944, %331
  %.not20 = icmp sgt i32 %945, %331
  %.not21 = icmp sgt i32 %944, %333
  %.not22 = icmp sgt i32 %945, %333
  %946 = select i1 %.not, float 0xFFF0000000000000, float %916
  %947 = select i1 %.not8, float 0xFFF0000000000000, float %917
  %948 = select i1 %.not9, float 0xFFF0000000000000, float %918
  %949 = select i1 %.not10, float 0xFFF0000000000000, float %919
  %950 = select i1 %.not11, float 0xFFF0000000000000, float %921
  %951 = select i1 %.not12, float 0xFFF0000000000000, float %922
  %952 = select i1 %.not13, float 0xFFF0000000000000, float %923
  %953 = select i1 %.not14, float 0xFFF0000000000000, float %924
  %954 = select i1 %.not15, float 0xFFF0000000000000, float %931
  %955 = select i1 %.not16, float 0xFFF0000000000000, float %932
  %956 = select i1 %.not17, float 0xFFF0000000000000, float %933
  %957 = select i1 %.not18, float 0xFFF0000000000000, float %934
  %958 = select i1 %.not19, float 0xFFF0000000000000, float %936
  %959 = select i1 %.not20, float 0xFFF0000000000000, float %937
  %960 = select i1 %.not21, float 0xFFF0000000000000, float %938
  %961 = select i1 %.not22, float 0xFFF0000000000000, float %939
  br label %.loopexit

.loopexit:                                        ; preds = %941, %641
  %962 = phi float [ %946, %941 ], [ %916, %641 ]
  %963 = phi float [ %947, %941 ], [ %917, %641 ]
  %964 = phi float [ %948, %941 ], [ %918, %641 ]
  %965 = phi float [ %949, %941 ], [ %919, %641 ]
  %966 = phi float [ %950, %941 ], [ %921, %641 ]
  %967 = phi float [ %951, %941 ], [ %922, %641 ]
  %968 = phi float [ %952, %941 ], [ %923, %641 ]
  %969 = phi float [ %953, %941 ], [ %924, %641 ]
  %970 = phi float [ %954, %941 ], [ %931, %641 ]
  %971 = phi float [ %955, %941 ], [ %932, %641 ]
  %972 = phi float [ %956, %941 ], [ %933, %641 ]
  %973 = phi float [ %957, %941 ], [ %934, %641 ]
  %974 = phi float [ %958, %941 ], [ %936, %641 ]
  %975 = phi float [ %959, %941 ], [ %937, %641 ]
  %976 = phi float [ %960, %941 ], [ %938, %641 ]
  %977 = phi float [ %961, %941 ], [ %939, %641 ]
  %978 = tail call float @llvm.maxnum.f32(float %962, float %963)
  %979 = tail call float @llvm.maxnum.f32(float %964, float %965)
  %980 = tail call float @llvm.maxnum.f32(float %978, float %966)
  %981 = tail call float @llvm.maxnum.f32(float %980, float %967)
  %982 = tail call float @llvm.maxnum.f32(float %979, float %968)
  %983 = tail call float @llvm.maxnum.f32(float %982, float %969)
  %984 = tail call float @llvm.maxnum.f32(float %970, float %971)
  %985 = tail call float @llvm.maxnum.f32(float %972, float %973)
  %986 = tail call float @llvm.maxnum.f32(float %984, float %974)
  %987 = tail call float @llvm.maxnum.f32(float %986, float %975)
  %988 = tail call float @llvm.maxnum.f32(float %985, float %976)
  %989 = tail call float @llvm.maxnum.f32(float %988, float %977)
  %990 = bitcast float %981 to i32
  %991 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %990, i32 2, i32 31)
  %992 = bitcast i32 %991 to float
  %993 = tail call float @llvm.maxnum.f32(float %981, float %992)
  %994 = bitcast float %983 to i32
  %995 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %994, i32 2, i32 31)
  %996 = bitcast i32 %995 to float
  %997 = tail call float @llvm.maxnum.f32(float %983, float %996)
  %998 = bitcast float %987 to i32
  %999 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %998, i32 2, i32 31)
  %1000 = bitcast i32 %999 to float
  %1001 = tail call float @llvm.maxnum.f32(float %987, float %1000)
  %1002 = bitcast float %989 to i32
  %1003 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1002, i32 2, i32 31)
  %1004 = bitcast i32 %1003 to float
  %1005 = tail call float @llvm.maxnum.f32(float %989, float %1004)
  %1006 = bitcast float %993 to i32
  %1007 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1006, i32 1, i32 31)
  %1008 = bitcast i32 %1007 to float
  %1009 = tail call float @llvm.maxnum.f32(float %993, float %1008)
  %1010 = bitcast float %997 to i32
  %1011 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1010, i32 1, i32 31)
  %1012 = bitcast i32 %1011 to float
  %1013 = tail call float @llvm.maxnum.f32(float %997, float %1012)
  %1014 = bitcast float %1001 to i32
  %1015 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1014, i32 1, i32 31)
  %1016 = bitcast i32 %1015 to float
  %1017 = tail call float @llvm.maxnum.f32(float %1001, float %1016)
  %1018 = bitcast float %1005 to i32
  %1019 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1018, i32 1, i32 31)
  %1020 = bitcast i32 %1019 to float
  %1021 = tail call float @llvm.maxnum.f32(float %1005, float %1020)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store float %1009, ptr addrspace(3) %341, align 4
  store float %1013, ptr addrspace(3) %345, align 4
  store float %1017, ptr addrspace(3) %349, align 4
  store float %1021, ptr addrspace(3) %353, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1022 = load float, ptr addrspace(3) %355, align 16
  %1023 = load float, ptr addrspace(3) %356, align 4
  %1024 = tail call float @llvm.maxnum.f32(float %1022, float %1023)
  %1025 = load float, ptr addrspace(3) %357, align 8
  %1026 = tail call float @llvm.maxnum.f32(float %1024, float %1025)
  %1027 = load float, ptr addrspace(3) %358, align 4
  %1028 = tail call float @llvm.maxnum.f32(float %1026, float %1027)
  %1029 = load float, ptr addrspace(3) %360, align 16
  %1030 = load float, ptr addrspace(3) %361, align 4
  %1031 = tail call float @llvm.maxnum.f32(float %1029, float %1030)
  %1032 = load float, ptr addrspace(3) %362, align 8
  %1033 = tail call float @llvm.maxnum.f32(float %1031, float %1032)
  %1034 = load float, ptr addrspace(3) %363, align 4
  %1035 = tail call float @llvm.maxnum.f32(float %1033, float %1034)
  %1036 = load float, ptr addrspace(3) %365, align 16
  %1037 = load float, ptr addrspace(3) %366, align 4
  %1038 = tail call float @llvm.maxnum.f32(float %1036, float %1037)
  %1039 = load float, ptr addrspace(3) %367, align 8
  %1040 = tail call float @llvm.maxnum.f32(float %1038, float %1039)
  %1041 = load float, ptr addrspace(3) %368, align 4
  %1042 = tail call float @llvm.maxnum.f32(float %1040, float %1041)
  %1043 = load float, ptr addrspace(3) %370, align 16
  %1044 = load float, ptr addrspace(3) %371, align 4
  %1045 = tail call float @llvm.maxnum.f32(float %1043, float %1044)
  %1046 = load float, ptr addrspace(3) %372, align 8
  %1047 = tail call float @llvm.maxnum.f32(float %1045, float %1046)
  %1048 = load float, ptr addrspace(3) %373, align 4
  %1049 = tail call float @llvm.maxnum.f32(float %1047, float %1048)
  %1050 = fmul float %126, %1028
  %1051 = fmul float %126, %1035
  %1052 = fmul float %126, %1042
  %1053 = fmul float %126, %1049
  %1054 = tail call float @llvm.maxnum.f32(float %545, float %1050)
  %1055 = tail call float @llvm.maxnum.f32(float %544, float %1051)
  %1056 = tail call float @llvm.maxnum.f32(float %543, float %1052)
  %1057 = tail call float @llvm.maxnum.f32(float %542, float %1053)
  %1058 = fmul float %126, %962
  %1059 = fmul float %126, %963
  %1060 = fmul float %126, %964
  %1061 = fmul float %126, %965
  %1062 = fmul float %126, %966
  %1063 = fmul float %126, %967
  %1064 = fmul float %126, %968
  %1065 = fmul float %126, %969
  %1066 = fmul float %126, %970
  %1067 = fmul float %126, %971
  %1068 = fmul float %126, %972
  %1069 = fmul float %126, %973
  %1070 = fmul float %126, %974
  %1071 = fmul float %126, %975
  %1072 = fmul float %126, %976
  %1073 = fmul float %126, %977
  %1074 = fsub float %1058, %1054
  %1075 = fsub float %1059, %1054
  %1076 = fsub float %1060, %1055
  %1077 = fsub float %1061, %1055
  %1078 = fsub float %1062, %1054
  %1079 = fsub float %1063, %1054
  %1080 = fsub float %1064, %1055
  %1081 = fsub float %1065, %1055
  %1082 = fsub float %1066, %1056
  %1083 = fsub float %1067, %1056
  %1084 = fsub float %1068, %1057
  %1085 = fsub float %1069, %1057
  %1086 = fsub float %1070, %1056
  %1087 = fsub float %1071, %1056
  %1088 = fsub float %1072, %1057
  %1089 = fsub float %1073, %1057
  %1090 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1074)
  %1091 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1075)
  %1092 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1076)
  %1093 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1077)
  %1094 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1078)
  %1095 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1079)
  %1096 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1080)
  %1097 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1081)
  %1098 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1082)
  %1099 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1083)
  %1100 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1084)
  %1101 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1085)
  %1102 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1086)
  %1103 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1087)
  %1104 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1088)
  %1105 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1089)
  %1106 = fsub float %545, %1054
  %1107 = fsub float %544, %1055
  %1108 = fsub float %543, %1056
  %1109 = fsub float %542, %1057
  %1110 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1106)
  %1111 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1107)
  %1112 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1108)
  %1113 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1109)
  %1114 = fadd float %1090, %1091
  %1115 = fadd float %1092, %1093
  %1116 = fadd float %1114, %1094
  %1117 = fadd float %1116, %1095
  %1118 = fadd float %1115, %1096
  %1119 = fadd float %1118, %1097
  %1120 = fadd float %1098, %1099
  %1121 = fadd float %1100, %1101
  %1122 = fadd float %1120, %1102
  %1123 = fadd float %1122, %1103
  %1124 = fadd float %1121, %1104
  %1125 = fadd float %1124, %1105
  %1126 = bitcast float %1117 to i32
  %1127 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1126, i32 2, i32 31)
  %1128 = bitcast i32 %1127 to float
  %1129 = fadd float %1117, %1128
  %1130 = bitcast float %1119 to i32
  %1131 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1130, i32 2, i32 31)
  %1132 = bitcast i32 %1131 to float
  %1133 = fadd float %1119, %1132
  %1134 = bitcast float %1123 to i32
  %1135 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1134, i32 2, i32 31)
  %1136 = bitcast i32 %1135 to float
  %1137 = fadd float %1123, %1136
  %1138 = bitcast float %1125 to i32
  %1139 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1138, i32 2, i32 31)
  %1140 = bitcast i32 %1139 to float
  %1141 = fadd float %1125, %1140
  %1142 = bitcast float %1129 to i32
  %1143 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1142, i32 1, i32 31)
  %1144 = bitcast i32 %1143 to float
  %1145 = fadd float %1129, %1144
  %1146 = bitcast float %1133 to i32
  %1147 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1146, i32 1, i32 31)
  %1148 = bitcast i32 %1147 to float
  %1149 = fadd float %1133, %1148
  %1150 = bitcast float %1137 to i32
  %1151 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1150, i32 1, i32 31)
  %1152 = bitcast i32 %1151 to float
  %1153 = fadd float %1137, %1152
  %1154 = bitcast float %1141 to i32
  %1155 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1154, i32 1, i32 31)
  %1156 = bitcast i32 %1155 to float
  %1157 = fadd float %1141, %1156
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store float %1145, ptr addrspace(3) %341, align 4
  store float %1149, ptr addrspace(3) %345, align 4
  store float %1153, ptr addrspace(3) %349, align 4
  store float %1157, ptr addrspace(3) %353, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1158 = load float, ptr addrspace(3) %355, align 16
  %1159 = load float, ptr addrspace(3) %356, align 4
  %1160 = load float, ptr addrspace(3) %357, align 8
  %1161 = load float, ptr addrspace(3) %358, align 4
  %1162 = load float, ptr addrspace(3) %360, align 16
  %1163 = load float, ptr addrspace(3) %361, align 4
  %1164 = load float, ptr addrspace(3) %362, align 8
  %1165 = load float, ptr addrspace(3) %363, align 4
  %1166 = load float, ptr addrspace(3) %365, align 16
  %1167 = load float, ptr addrspace(3) %366, align 4
  %1168 = load float, ptr addrspace(3) %367, align 8
  %1169 = load float, ptr addrspace(3) %368, align 4
  %1170 = load float, ptr addrspace(3) %370, align 16
  %1171 = load float, ptr addrspace(3) %371, align 4
  %1172 = load float, ptr addrspace(3) %372, align 8
  %1173 = load float, ptr addrspace(3) %373, align 4
  %1174 = fptrunc float %1090 to bfloat
  %1175 = fptrunc float %1091 to bfloat
  %1176 = fptrunc float %1092 to bfloat
  %1177 = fptrunc float %1093 to bfloat
  %1178 = fptrunc float %1094 to bfloat
  %1179 = fptrunc float %1095 to bfloat
  %1180 = fptrunc float %1096 to bfloat
  %1181 = fptrunc float %1097 to bfloat
  %1182 = fptrunc float %1098 to bfloat
  %1183 = fptrunc float %1099 to bfloat
  %1184 = fptrunc float %1100 to bfloat
  %1185 = fptrunc float %1101 to bfloat
  %1186 = fptrunc float %1102 to bfloat
  %1187 = fptrunc float %1103 to bfloat
  %1188 = fptrunc float %1104 to bfloat
  %1189 = fptrunc float %1105 to bfloat
  %1190 = fmul float %577, %1110
  %1191 = fmul float %576, %1110
  %1192 = fmul float %575, %1111
  %1193 = fmul float %574, %1111
  %1194 = fmul float %573, %1110
  %1195 = fmul float %572, %1110
  %1196 = fmul float %571, %1111
  %1197 = fmul float %570, %1111
  %1198 = fmul float %569, %1110
  %1199 = fmul float %568, %1110
  %1200 = fmul float %567, %1111
  %1201 = fmul float %566, %1111
  %1202 = fmul float %565, %1110
  %1203 = fmul float %564, %1110
  %1204 = fmul float %563, %1111
  %1205 = fmul float %562, %1111
  %1206 = fmul float %561, %1112
  %1207 = fmul float %560, %1112
  %1208 = fmul float %559, %1113
  %1209 = fmul float %558, %1113
  %1210 = fmul float %557, %1112
  %1211 = fmul float %556, %1112
  %1212 = fmul float %555, %1113
  %1213 = fmul float %554, %1113
  %1214 = fmul float %553, %1112
  %1215 = fmul float %552, %1112
  %1216 = fmul float %551, %1113
  %1217 = fmul float %550, %1113
  %1218 = fmul float %549, %1112
  %1219 = fmul float %548, %1112
  %1220 = fmul float %547, %1113
  %1221 = fmul float %546, %1113
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store bfloat %1174, ptr addrspace(3) %377, align 4
  store bfloat %1175, ptr addrspace(3) %380, align 2
  store bfloat %1176, ptr addrspace(3) %384, align 4
  store bfloat %1177, ptr addrspace(3) %387, align 2
  store bfloat %1178, ptr addrspace(3) %390, align 4
  store bfloat %1179, ptr addrspace(3) %393, align 2
  store bfloat %1180, ptr addrspace(3) %396, align 4
  store bfloat %1181, ptr addrspace(3) %399, align 2
  store bfloat %1182, ptr addrspace(3) %403, align 4
  store bfloat %1183, ptr addrspace(3) %406, align 2
  store bfloat %1184, ptr addrspace(3) %410, align 4
  store bfloat %1185, ptr addrspace(3) %413, align 2
  store bfloat %1186, ptr addrspace(3) %416, align 4
  store bfloat %1187, ptr addrspace(3) %419, align 2
  store bfloat %1188, ptr addrspace(3) %422, align 4
  store bfloat %1189, ptr addrspace(3) %425, align 2
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1222 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %433)
  %1223 = extractvalue { i32, i32, i32, i32 } %1222, 0
  %1224 = extractvalue { i32, i32, i32, i32 } %1222, 1
  %1225 = extractvalue { i32, i32, i32, i32 } %1222, 2
  %1226 = extractvalue { i32, i32, i32, i32 } %1222, 3
  %1227 = getelementptr bfloat, ptr addrspace(3) %940, i64 %499
  %1228 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1227)
  %1229 = extractvalue { i32, i32, i32, i32 } %1228, 0
  %1230 = extractvalue { i32, i32, i32, i32 } %1228, 1
  %1231 = extractvalue { i32, i32, i32, i32 } %1228, 2
  %1232 = extractvalue { i32, i32, i32, i32 } %1228, 3
  %1233 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1223, i32 %1224, i32 %1225, i32 %1226, i32 %1229, i32 %1230, float %1190, float %1191, float %1192, float %1193) #7
  %1234 = extractvalue { float, float, float, float } %1233, 0
  %1235 = extractvalue { float, float, float, float } %1233, 1
  %1236 = extractvalue { float, float, float, float } %1233, 2
  %1237 = extractvalue { float, float, float, float } %1233, 3
  %1238 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1223, i32 %1224, i32 %1225, i32 %1226, i32 %1231, i32 %1232, float %1194, float %1195, float %1196, float %1197) #7
  %1239 = extractvalue { float, float, float, float } %1238, 0
  %1240 = extractvalue { float, float, float, float } %1238, 1
  %1241 = extractvalue { float, float, float, float } %1238, 2
  %1242 = extractvalue { float, float, float, float } %1238, 3
  %1243 = getelementptr bfloat, ptr addrspace(3) %940, i64 %501
  %1244 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1243)
  %1245 = extractvalue { i32, i32, i32, i32 } %1244, 0
  %1246 = extractvalue { i32, i32, i32, i32 } %1244, 1
  %1247 = extractvalue { i32, i32, i32, i32 } %1244, 2
  %1248 = extractvalue { i32, i32, i32, i32 } %1244, 3
  %1249 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1223, i32 %1224, i32 %1225, i32 %1226, i32 %1245, i32 %1246, float %1198, float %1199, float %1200, float %1201) #7
  %1250 = extractvalue { float, float, float, float } %1249, 0
  %1251 = extractvalue { float, float, float, float } %1249, 1
  %1252 = extractvalue { float, float, float, float } %1249, 2
  %1253 = extractvalue { float, float, float, float } %1249, 3
  %1254 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1223, i32 %1224, i32 %1225, i32 %1226, i32 %1247, i32 %1248, float %1202, float %1203, float %1204, float %1205) #7
  %1255 = extractvalue { float, float, float, float } %1254, 0
  %1256 = extractvalue { float, float, float, float } %1254, 1
  %1257 = extractvalue { float, float, float, float } %1254, 2
  %1258 = extractvalue { float, float, float, float } %1254, 3
  %1259 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %504)
  %1260 = extractvalue { i32, i32, i32, i32 } %1259, 0
  %1261 = extractvalue { i32, i32, i32, i32 } %1259, 1
  %1262 = extractvalue { i32, i32, i32, i32 } %1259, 2
  %1263 = extractvalue { i32, i32, i32, i32 } %1259, 3
  %1264 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1260, i32 %1261, i32 %1262, i32 %1263, i32 %1229, i32 %1230, float %1206, float %1207, float %1208, float %1209) #7
  %1265 = extractvalue { float, float, float, float } %1264, 0
  %1266 = extractvalue { float, float, float, float } %1264, 1
  %1267 = extractvalue { float, float, float, float } %1264, 2
  %1268 = extractvalue { float, float, float, float } %1264, 3
  %1269 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1260, i32 %1261, i32 %1262, i32 %1263, i32 %1231, i32 %1232, float %1210, float %1211, float %1212, float %1213) #7
  %1270 = extractvalue { float, float, float, float } %1269, 0
  %1271 = extractvalue { float, float, float, float } %1269, 1
  %1272 = extractvalue { float, float, float, float } %1269, 2
  %1273 = extractvalue { float, float, float, float } %1269, 3
  %1274 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1260, i32 %1261, i32 %1262, i32 %1263, i32 %1245, i32 %1246, float %1214, float %1215, float %1216, float %1217) #7
  %1275 = extractvalue { float, float, float, float } %1274, 0
  %1276 = extractvalue { float, float, float, float } %1274, 1
  %1277 = extractvalue { float, float, float, float } %1274, 2
  %1278 = extractvalue { float, float, float, float } %1274, 3
  %1279 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1260, i32 %1261, i32 %1262, i32 %1263, i32 %1247, i32 %1248, float %1218, float %1219, float %1220, float %1221) #7
  %1280 = extractvalue { float, float, float, float } %1279, 0
  %1281 = extractvalue { float, float, float, float } %1279, 1
  %1282 = extractvalue { float, float, float, float } %1279, 2
  %1283 = extractvalue { float, float, float, float } %1279, 3
  %1284 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %507)
  %1285 = extractvalue { i32, i32, i32, i32 } %1284, 0
  %1286 = extractvalue { i32, i32, i32, i32 } %1284, 1
  %1287 = extractvalue { i32, i32, i32, i32 } %1284, 2
  %1288 = extractvalue { i32, i32, i32, i32 } %1284, 3
  %1289 = getelementptr bfloat, ptr addrspace(3) %940, i64 %511
  %1290 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1289)
  %1291 = extractvalue { i32, i32, i32, i32 } %1290, 0
  %1292 = extractvalue { i32, i32, i32, i32 } %1290, 1
  %1293 = extractvalue { i32, i32, i32, i32 } %1290, 2
  %1294 = extractvalue { i32, i32, i32, i32 } %1290, 3
  %1295 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1285, i32 %1286, i32 %1287, i32 %1288, i32 %1291, i32 %1292, float %1234, float %1235, float %1236, float %1237) #7
  %1296 = extractvalue { float, float, float, float } %1295, 0
  %1297 = extractvalue { float, float, float, float } %1295, 1
  %1298 = extractvalue { float, float, float, float } %1295, 2
  %1299 = extractvalue { float, float, float, float } %1295, 3
  %1300 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1285, i32 %1286, i32 %1287, i32 %1288, i32 %1293, i32 %1294, float %1239, float %1240, float %1241, float %1242) #7
  %1301 = extractvalue { float, float, float, float } %1300, 0
  %1302 = extractvalue { float, float, float, float } %1300, 1
  %1303 = extractvalue { float, float, float, float } %1300, 2
  %1304 = extractvalue { float, float, float, float } %1300, 3
  %1305 = getelementptr bfloat, ptr addrspace(3) %940, i64 %513
  %1306 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1305)
  %1307 = extractvalue { i32, i32, i32, i32 } %1306, 0
  %1308 = extractvalue { i32, i32, i32, i32 } %1306, 1
  %1309 = extractvalue { i32, i32, i32, i32 } %1306, 2
  %1310 = extractvalue { i32, i32, i32, i32 } %1306, 3
  %1311 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1285, i32 %1286, i32 %1287, i32 %1288, i32 %1307, i32 %1308, float %1250, float %1251, float %1252, float %1253) #7
  %1312 = extractvalue { float, float, float, float } %1311, 0
  %1313 = extractvalue { float, float, float, float } %1311, 1
  %1314 = extractvalue { float, float, float, float } %1311, 2
  %1315 = extractvalue { float, float, float, float } %1311, 3
  %1316 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1285, i32 %1286, i32 %1287, i32 %1288, i32 %1309, i32 %1310, float %1255, float %1256, float %1257, float %1258) #7
  %1317 = extractvalue { float, float, float, float } %1316, 0
  %1318 = extractvalue { float, float, float, float } %1316, 1
  %1319 = extractvalue { float, float, float, float } %1316, 2
  %1320 = extractvalue { float, float, float, float } %1316, 3
  %1321 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %516)
  %1322 = extractvalue { i32, i32, i32, i32 } %1321, 0
  %1323 = extractvalue { i32, i32, i32, i32 } %1321, 1
  %1324 = extractvalue { i32, i32, i32, i32 } %1321, 2
  %1325 = extractvalue { i32, i32, i32, i32 } %1321, 3
  %1326 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1322, i32 %1323, i32 %1324, i32 %1325, i32 %1291, i32 %1292, float %1265, float %1266, float %1267, float %1268) #7
  %1327 = extractvalue { float, float, float, float } %1326, 0
  %1328 = extractvalue { float, float, float, float } %1326, 1
  %1329 = extractvalue { float, float, float, float } %1326, 2
  %1330 = extractvalue { float, float, float, float } %1326, 3
  %1331 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1322, i32 %1323, i32 %1324, i32 %1325, i32 %1293, i32 %1294, float %1270, float %1271, float %1272, float %1273) #7
  %1332 = extractvalue { float, float, float, float } %1331, 0
  %1333 = extractvalue { float, float, float, float } %1331, 1
  %1334 = extractvalue { float, float, float, float } %1331, 2
  %1335 = extractvalue { float, float, float, float } %1331, 3
  %1336 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1322, i32 %1323, i32 %1324, i32 %1325, i32 %1307, i32 %1308, float %1275, float %1276, float %1277, float %1278) #7
  %1337 = extractvalue { float, float, float, float } %1336, 0
  %1338 = extractvalue { float, float, float, float } %1336, 1
  %1339 = extractvalue { float, float, float, float } %1336, 2
  %1340 = extractvalue { float, float, float, float } %1336, 3
  %1341 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1322, i32 %1323, i32 %1324, i32 %1325, i32 %1309, i32 %1310, float %1280, float %1281, float %1282, float %1283) #7
  %1342 = extractvalue { float, float, float, float } %1341, 0
  %1343 = extractvalue { float, float, float, float } %1341, 1
  %1344 = extractvalue { float, float, float, float } %1341, 2
  %1345 = extractvalue { float, float, float, float } %1341, 3
  %1346 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %519)
  %1347 = extractvalue { i32, i32, i32, i32 } %1346, 0
  %1348 = extractvalue { i32, i32, i32, i32 } %1346, 1
  %1349 = extractvalue { i32, i32, i32, i32 } %1346, 2
  %1350 = extractvalue { i32, i32, i32, i32 } %1346, 3
  %1351 = getelementptr bfloat, ptr addrspace(3) %940, i64 %523
  %1352 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1351)
  %1353 = extractvalue { i32, i32, i32, i32 } %1352, 0
  %1354 = extractvalue { i32, i32, i32, i32 } %1352, 1
  %1355 = extractvalue { i32, i32, i32, i32 } %1352, 2
  %1356 = extractvalue { i32, i32, i32, i32 } %1352, 3
  %1357 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1347, i32 %1348, i32 %1349, i32 %1350, i32 %1353, i32 %1354, float %1296, float %1297, float %1298, float %1299) #7
  %1358 = extractvalue { float, float, float, float } %1357, 0
  %1359 = extractvalue { float, float, float, float } %1357, 1
  %1360 = extractvalue { float, float, float, float } %1357, 2
  %1361 = extractvalue { float, float, float, float } %1357, 3
  %1362 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1347, i32 %1348, i32 %1349, i32 %1350, i32 %1355, i32 %1356, float %1301, float %1302, float %1303, float %1304) #7
  %1363 = extractvalue { float, float, float, float } %1362, 0
  %1364 = extractvalue { float, float, float, float } %1362, 1
  %1365 = extractvalue { float, float, float, float } %1362, 2
  %1366 = extractvalue { float, float, float, float } %1362, 3
  %1367 = getelementptr bfloat, ptr addrspace(3) %940, i64 %525
  %1368 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1367)
  %1369 = extractvalue { i32, i32, i32, i32 } %1368, 0
  %1370 = extractvalue { i32, i32, i32, i32 } %1368, 1
  %1371 = extractvalue { i32, i32, i32, i32 } %1368, 2
  %1372 = extractvalue { i32, i32, i32, i32 } %1368, 3
  %1373 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1347, i32 %1348, i32 %1349, i32 %1350, i32 %1369, i32 %1370, float %1312, float %1313, float %1314, float %1315) #7
  %1374 = extractvalue { float, float, float, float } %1373, 0
  %1375 = extractvalue { float, float, float, float } %1373, 1
  %1376 = extractvalue { float, float, float, float } %1373, 2
  %1377 = extractvalue { float, float, float, float } %1373, 3
  %1378 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1347, i32 %1348, i32 %1349, i32 %1350, i32 %1371, i32 %1372, float %1317, float %1318, float %1319, float %1320) #7
  %1379 = extractvalue { float, float, float, float } %1378, 0
  %1380 = extractvalue { float, float, float, float } %1378, 1
  %1381 = extractvalue { float, float, float, float } %1378, 2
  %1382 = extractvalue { float, float, float, float } %1378, 3
  %1383 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %528)
  %1384 = extractvalue { i32, i32, i32, i32 } %1383, 0
  %1385 = extractvalue { i32, i32, i32, i32 } %1383, 1
  %1386 = extractvalue { i32, i32, i32, i32 } %1383, 2
  %1387 = extractvalue { i32, i32, i32, i32 } %1383, 3
  %1388 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1384, i32 %1385, i32 %1386, i32 %1387, i32 %1353, i32 %1354, float %1327, float %1328, float %1329, float %1330) #7
  %1389 = extractvalue { float, float, float, float } %1388, 0
  %1390 = extractvalue { float, float, float, float } %1388, 1
  %1391 = extractvalue { float, float, float, float } %1388, 2
  %1392 = extractvalue { float, float, float, float } %1388, 3
  %1393 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1384, i32 %1385, i32 %1386, i32 %1387, i32 %1355, i32 %1356, float %1332, float %1333, float %1334, float %1335) #7
  %1394 = extractvalue { float, float, float, float } %1393, 0
  %1395 = extractvalue { float, float, float, float } %1393, 1
  %1396 = extractvalue { float, float, float, float } %1393, 2
  %1397 = extractvalue { float, float, float, float } %1393, 3
  %1398 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1384, i32 %1385, i32 %1386, i32 %1387, i32 %1369, i32 %1370, float %1337, float %1338, float %1339, float %1340) #7
  %1399 = extractvalue { float, float, float, float } %1398, 0
  %1400 = extractvalue { float, float, float, float } %1398, 1
  %1401 = extractvalue { float, float, float, float } %1398, 2
  %1402 = extractvalue { float, float, float, float } %1398, 3
  %1403 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1384, i32 %1385, i32 %1386, i32 %1387, i32 %1371, i32 %1372, float %1342, float %1343, float %1344, float %1345) #7
  %1404 = extractvalue { float, float, float, float } %1403, 0
  %1405 = extractvalue { float, float, float, float } %1403, 1
  %1406 = extractvalue { float, float, float, float } %1403, 2
  %1407 = extractvalue { float, float, float, float } %1403, 3
  %1408 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %531)
  %1409 = extractvalue { i32, i32, i32, i32 } %1408, 0
  %1410 = extractvalue { i32, i32, i32, i32 } %1408, 1
  %1411 = extractvalue { i32, i32, i32, i32 } %1408, 2
  %1412 = extractvalue { i32, i32, i32, i32 } %1408, 3
  %1413 = getelementptr bfloat, ptr addrspace(3) %940, i64 %535
  %1414 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1413)
  %1415 = extractvalue { i32, i32, i32, i32 } %1414, 0
  %1416 = extractvalue { i32, i32, i32, i32 } %1414, 1
  %1417 = extractvalue { i32, i32, i32, i32 } %1414, 2
  %1418 = extractvalue { i32, i32, i32, i32 } %1414, 3
  %1419 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1409, i32 %1410, i32 %1411, i32 %1412, i32 %1415, i32 %1416, float %1358, float %1359, float %1360, float %1361) #7
  %1420 = extractvalue { float, float, float, float } %1419, 0
  %1421 = extractvalue { float, float, float, float } %1419, 1
  %1422 = extractvalue { float, float, float, float } %1419, 2
  %1423 = extractvalue { float, float, float, float } %1419, 3
  %1424 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1409, i32 %1410, i32 %1411, i32 %1412, i32 %1417, i32 %1418, float %1363, float %1364, float %1365, float %1366) #7
  %1425 = extractvalue { float, float, float, float } %1424, 0
  %1426 = extractvalue { float, float, float, float } %1424, 1
  %1427 = extractvalue { float, float, float, float } %1424, 2
  %1428 = extractvalue { float, float, float, float } %1424, 3
  %1429 = getelementptr bfloat, ptr addrspace(3) %940, i64 %537
  %1430 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1429)
  %1431 = extractvalue { i32, i32, i32, i32 } %1430, 0
  %1432 = extractvalue { i32, i32, i32, i32 } %1430, 1
  %1433 = extractvalue { i32, i32, i32, i32 } %1430, 2
  %1434 = extractvalue { i32, i32, i32, i32 } %1430, 3
  %1435 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1409, i32 %1410, i32 %1411, i32 %1412, i32 %1431, i32 %1432, float %1374, float %1375, float %1376, float %1377) #7
  %1436 = extractvalue { float, float, float, float } %1435, 0
  %1437 = extractvalue { float, float, float, float } %1435, 1
  %1438 = extractvalue { float, float, float, float } %1435, 2
  %1439 = extractvalue { float, float, float, float } %1435, 3
  %1440 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1409, i32 %1410, i32 %1411, i32 %1412, i32 %1433, i32 %1434, float %1379, float %1380, float %1381, float %1382) #7
  %1441 = extractvalue { float, float, float, float } %1440, 0
  %1442 = extractvalue { float, float, float, float } %1440, 1
  %1443 = extractvalue { float, float, float, float } %1440, 2
  %1444 = extractvalue { float, float, float, float } %1440, 3
  %1445 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %540)
  %1446 = extractvalue { i32, i32, i32, i32 } %1445, 0
  %1447 = extractvalue { i32, i32, i32, i32 } %1445, 1
  %1448 = extractvalue { i32, i32, i32, i32 } %1445, 2
  %1449 = extractvalue { i32, i32, i32, i32 } %1445, 3
  %1450 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1446, i32 %1447, i32 %1448, i32 %1449, i32 %1415, i32 %1416, float %1389, float %1390, float %1391, float %1392) #7
  %1451 = extractvalue { float, float, float, float } %1450, 0
  %1452 = extractvalue { float, float, float, float } %1450, 1
  %1453 = extractvalue { float, float, float, float } %1450, 2
  %1454 = extractvalue { float, float, float, float } %1450, 3
  %1455 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1446, i32 %1447, i32 %1448, i32 %1449, i32 %1417, i32 %1418, float %1394, float %1395, float %1396, float %1397) #7
  %1456 = extractvalue { float, float, float, float } %1455, 0
  %1457 = extractvalue { float, float, float, float } %1455, 1
  %1458 = extractvalue { float, float, float, float } %1455, 2
  %1459 = extractvalue { float, float, float, float } %1455, 3
  %1460 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1446, i32 %1447, i32 %1448, i32 %1449, i32 %1431, i32 %1432, float %1399, float %1400, float %1401, float %1402) #7
  %1461 = extractvalue { float, float, float, float } %1460, 0
  %1462 = extractvalue { float, float, float, float } %1460, 1
  %1463 = extractvalue { float, float, float, float } %1460, 2
  %1464 = extractvalue { float, float, float, float } %1460, 3
  %1465 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1446, i32 %1447, i32 %1448, i32 %1449, i32 %1433, i32 %1434, float %1404, float %1405, float %1406, float %1407) #7
  %1466 = extractvalue { float, float, float, float } %1465, 0
  %1467 = extractvalue { float, float, float, float } %1465, 1
  %1468 = extractvalue { float, float, float, float } %1465, 2
  %1469 = extractvalue { float, float, float, float } %1465, 3
  %1470 = fmul float %581, %1110
  %1471 = fmul float %580, %1111
  %1472 = fmul float %579, %1112
  %1473 = fmul float %578, %1113
  %1474 = fadd float %1158, %1159
  %1475 = fadd float %1474, %1160
  %1476 = fadd float %1475, %1161
  %1477 = fadd float %1162, %1163
  %1478 = fadd float %1477, %1164
  %1479 = fadd float %1478, %1165
  %1480 = fadd float %1166, %1167
  %1481 = fadd float %1480, %1168
  %1482 = fadd float %1481, %1169
  %1483 = fadd float %1170, %1171
  %1484 = fadd float %1483, %1172
  %1485 = fadd float %1484, %1173
  %1486 = fadd float %1470, %1476
  %1487 = fadd float %1471, %1479
  %1488 = fadd float %1472, %1482
  %1489 = fadd float %1473, %1485
  br i1 %586, label %541, label %._crit_edge

._crit_edge:                                      ; preds = %.loopexit, %.preheader.._crit_edge_crit_edge.critedge
  %.pre-phi211 = phi i32 [ %.pre210, %.preheader.._crit_edge_crit_edge.critedge ], [ %319, %.loopexit ]
  %.pre-phi207 = phi i32 [ %.pre206, %.preheader.._crit_edge_crit_edge.critedge ], [ %302, %.loopexit ]
  %.pre-phi205 = phi i32 [ %.pre204, %.preheader.._crit_edge_crit_edge.critedge ], [ %301, %.loopexit ]
  %.pre-phi = phi i32 [ %.pre, %.preheader.._crit_edge_crit_edge.critedge ], [ %300, %.loopexit ]
  %.lcssa109 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1486, %.loopexit ]
  %.lcssa108 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1487, %.loopexit ]
  %.lcssa107 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1488, %.loopexit ]
  %.lcssa106 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1489, %.loopexit ]
  %.lcssa105 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1420, %.loopexit ]
  %.lcssa104 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1421, %.loopexit ]
  %.lcssa103 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1422, %.loopexit ]
  %.lcssa102 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1423, %.loopexit ]
  %.lcssa101 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1425, %.loopexit ]
  %.lcssa100 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1426, %.loopexit ]
  %.lcssa99 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1427, %.loopexit ]
  %.lcssa98 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1428, %.loopexit ]
  %.lcssa97 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1436, %.loopexit ]
  %.lcssa96 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1437, %.loopexit ]
  %.lcssa95 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1438, %.loopexit ]
  %.lcssa94 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1439, %.loopexit ]
  %.lcssa93 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1441, %.loopexit ]
  %.lcssa92 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1442, %.loopexit ]
  %.lcssa91 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1443, %.loopexit ]
  %.lcssa90 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1444, %.loopexit ]
  %.lcssa89 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1451, %.loopexit ]
  %.lcssa88 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1452, %.loopexit ]
  %.lcssa87 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1453, %.loopexit ]
  %.lcssa86 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1454, %.loopexit ]
  %.lcssa85 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1456, %.loopexit ]
  %.lcssa84 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1457, %.loopexit ]
  %.lcssa83 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1458, %.loopexit ]
  %.lcssa82 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1459, %.loopexit ]
  %.lcssa81 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1461, %.loopexit ]
  %.lcssa80 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1462, %.loopexit ]
  %.lcssa79 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1463, %.loopexit ]
  %.lcssa78 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1464, %.loopexit ]
  %.lcssa77 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1466, %.loopexit ]
  %.lcssa76 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1467, %.loopexit ]
  %.lcssa75 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1468, %.loopexit ]
  %.lcssa74 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1469, %.loopexit ]
  %.lcssa73 = phi float [ 0xFFF0000000000000, %.preheader.._crit_edge_crit_edge.critedge ], [ %1054, %.loopexit ]
  %.lcssa72 = phi float [ 0xFFF0000000000000, %.preheader.._crit_edge_crit_edge.critedge ], [ %1055, %.loopexit ]
  %.lcssa71 = phi float [ 0xFFF0000000000000, %.preheader.._crit_edge_crit_edge.critedge ], [ %1056, %.loopexit ]
  %.lcssa70 = phi float [ 0xFFF0000000000000, %.preheader.._crit_edge_crit_edge.critedge ], [ %1057, %.loopexit ]
  tail call void asm sideeffect "cp.async.wait_all;", "~{memory}"() #7
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1490 = and i32 %.pre-phi, 7
  %1491 = or disjoint i32 %.pre-phi205, %1490
  %1492 = zext nneg i32 %1491 to i64
  %1493 = getelementptr float, ptr addrspace(3) @attention_dsmem, i64 %1492
  store float %.lcssa73, ptr addrspace(3) %1493, align 4
  %1494 = or disjoint i32 %1490, 8
  %1495 = or disjoint i32 %1494, %.pre-phi205
  %1496 = zext nneg i32 %1495 to i64
  %1497 = getelementptr float, ptr addrspace(3) @attention_dsmem, i64 %1496
  store float %.lcssa72, ptr addrspace(3) %1497, align 4
  %1498 = or disjoint i32 %.pre-phi207, %1490
  %1499 = zext nneg i32 %1498 to i64
  %1500 = getelementptr float, ptr addrspace(3) @attention_dsmem, i64 %1499
  store float %.lcssa71, ptr addrspace(3) %1500, align 4
  %1501 = or disjoint i32 %.pre-phi207, %1494
  %1502 = zext nneg i32 %1501 to i64
  %1503 = getelementptr float, ptr addrspace(3) @attention_dsmem, i64 %1502
  store float %.lcssa70, ptr addrspace(3) %1503, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1504 = fdiv float 1.000000e+00, %.lcssa109
  %1505 = fdiv float 1.000000e+00, %.lcssa108
  %1506 = fdiv float 1.000000e+00, %.lcssa107
  %1507 = fdiv float 1.000000e+00, %.lcssa106
  %1508 = fmul float %1504, %.lcssa105
  %1509 = fmul float %1504, %.lcssa104
  %1510 = fmul float %1505, %.lcssa103
  %1511 = fmul float %1505, %.lcssa102
  %1512 = fmul float %1504, %.lcssa101
  %1513 = fmul float %1504, %.lcssa100
  %1514 = fmul float %1505, %.lcssa99
  %1515 = fmul float %1505, %.lcssa98
  %1516 = fmul float %1504, %.lcssa97
  %1517 = fmul float %1504, %.lcssa96
  %1518 = fmul float %1505, %.lcssa95
  %1519 = fmul float %1505, %.lcssa94
  %1520 = fmul float %1504, %.lcssa93
  %1521 = fmul float %1504, %.lcssa92
  %1522 = fmul float %1505, %.lcssa91
  %1523 = fmul float %1505, %.lcssa90
  %1524 = fmul float %1506, %.lcssa89
  %1525 = fmul float %1506, %.lcssa88
  %1526 = fmul float %1507, %.lcssa87
  %1527 = fmul float %1507, %.lcssa86
  %1528 = fmul float %1506, %.lcssa85
  %1529 = fmul float %1506, %.lcssa84
  %1530 = fmul float %1507, %.lcssa83
  %1531 = fmul float %1507, %.lcssa82
  %1532 = fmul float %1506, %.lcssa81
  %1533 = fmul float %1506, %.lcssa80
  %1534 = fmul float %1507, %.lcssa79
  %1535 = fmul float %1507, %.lcssa78
  %1536 = fmul float %1506, %.lcssa77
  %1537 = fmul float %1506, %.lcssa76
  %1538 = fmul float %1507, %.lcssa75
  %1539 = fmul float %1507, %.lcssa74
  %1540 = fptrunc float %1508 to bfloat
  %1541 = fptrunc float %1509 to bfloat
  %1542 = fptrunc float %1510 to bfloat
  %1543 = fptrunc float %1511 to bfloat
  %1544 = fptrunc float %1512 to bfloat
  %1545 = fptrunc float %1513 to bfloat
  %1546 = fptrunc float %1514 to bfloat
  %1547 = fptrunc float %1515 to bfloat
  %1548 = fptrunc float %1516 to bfloat
  %1549 = fptrunc float %1517 to bfloat
  %1550 = fptrunc float %1518 to bfloat
  %1551 = fptrunc float %1519 to bfloat
  %1552 = fptrunc float %1520 to bfloat
  %1553 = fptrunc float %1521 to bfloat
  %1554 = fptrunc float %1522 to bfloat
  %1555 = fptrunc float %1523 to bfloat
  %1556 = fptrunc float %1524 to bfloat
  %1557 = fptrunc float %1525 to bfloat
  %1558 = fptrunc float %1526 to bfloat
  %1559 = fptrunc float %1527 to bfloat
  %1560 = fptrunc float %1528 to bfloat
  %1561 = fptrunc float %1529 to bfloat
  %1562 = fptrunc float %1530 to bfloat
  %1563 = fptrunc float %1531 to bfloat
  %1564 = fptrunc float %1532 to bfloat
  %1565 = fptrunc float %1533 to bfloat
  %1566 = fptrunc float %1534 to bfloat
  %1567 = fptrunc float %1535 to bfloat
  %1568 = fptrunc float %1536 to bfloat
  %1569 = fptrunc float %1537 to bfloat
  %1570 = fptrunc float %1538 to bfloat
  %1571 = fptrunc float %1539 to bfloat
  %1572 = and i32 %7, 96
  %1573 = or disjoint i32 %.pre-phi211, %1572
  %1574 = or disjoint i32 %1491, %12
  %1575 = add i32 %11, %1574
  %1576 = shl i32 %1575, 7
  %1577 = or disjoint i32 %1576, %1573
  %1578 = sext i32 %1577 to i64
  %1579 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1578
  %1580 = icmp slt i32 %1574, %4
  %1581 = zext i1 %1580 to i32
  %1582 = bitcast bfloat %1540 to i16
  %1583 = bitcast bfloat %1541 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1581, i16 %1582, i16 %1583, ptr addrspace(1) %1579) #7
  %1584 = or disjoint i32 %1495, %12
  %1585 = add i32 %11, %1584
  %1586 = shl i32 %1585, 7
  %1587 = or disjoint i32 %1586, %1573
  %1588 = sext i32 %1587 to i64
  %1589 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1588
  %1590 = icmp slt i32 %1584, %4
  %1591 = zext i1 %1590 to i32
  %1592 = bitcast bfloat %1542 to i16
  %1593 = bitcast bfloat %1543 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1591, i16 %1592, i16 %1593, ptr addrspace(1) %1589) #7
  %1594 = or disjoint i32 %1573, 8
  %1595 = or disjoint i32 %1576, %1594
  %1596 = sext i32 %1595 to i64
  %1597 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1596
  %1598 = bitcast bfloat %1544 to i16
  %1599 = bitcast bfloat %1545 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1581, i16 %1598, i16 %1599, ptr addrspace(1) %1597) #7
  %1600 = or disjoint i32 %1586, %1594
  %1601 = sext i32 %1600 to i64
  %1602 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1601
  %1603 = bitcast bfloat %1546 to i16
  %1604 = bitcast bfloat %1547 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1591, i16 %1603, i16 %1604, ptr addrspace(1) %1602) #7
  %1605 = or disjoint i32 %1573, 16
  %1606 = or disjoint i32 %1576, %1605
  %1607 = sext i32 %1606 to i64
  %1608 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1607
  %1609 = bitcast bfloat %1548 to i16
  %1610 = bitcast bfloat %1549 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1581, i16 %1609, i16 %1610, ptr addrspace(1) %1608) #7
  %1611 = or disjoint i32 %1586, %1605
  %1612 = sext i32 %1611 to i64
  %1613 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1612
  %1614 = bitcast bfloat %1550 to i16
  %1615 = bitcast bfloat %1551 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1591, i16 %1614, i16 %1615, ptr addrspace(1) %1613) #7
  %1616 = or disjoint i32 %1573, 24
  %1617 = or disjoint i32 %1576, %1616
  %1618 = sext i32 %1617 to i64
  %1619 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1618
  %1620 = bitcast bfloat %1552 to i16
  %1621 = bitcast bfloat %1553 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1581, i16 %1620, i16 %1621, ptr addrspace(1) %1619) #7
  %1622 = or disjoint i32 %1586, %1616
  %1623 = sext i32 %1622 to i64
  %1624 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1623
  %1625 = bitcast bfloat %1554 to i16
  %1626 = bitcast bfloat %1555 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1591, i16 %1625, i16 %1626, ptr addrspace(1) %1624) #7
  %1627 = or disjoint i32 %1498, %12
  %1628 = add i32 %11, %1627
  %1629 = shl i32 %1628, 7
  %1630 = or disjoint i32 %1629, %1573
  %1631 = sext i32 %1630 to i64
  %1632 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1631
  %1633 = icmp slt i32 %1627, %4
  %1634 = zext i1 %1633 to i32
  %1635 = bitcast bfloat %1556 to i16
  %1636 = bitcast bfloat %1557 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1634, i16 %1635, i16 %1636, ptr addrspace(1) %1632) #7
  %1637 = or disjoint i32 %1501, %12
  %1638 = add i32 %11, %1637
  %1639 = shl i32 %1638, 7
  %1640 = or disjoint i32 %1639, %1573
  %1641 = sext i32 %1640 to i64
  %1642 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1641
  %1643 = icmp slt i32 %1637, %4
  %1644 = zext i1 %1643 to i32
  %1645 = bitcast bfloat %1558 to i16
  %1646 = bitcast bfloat %1559 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1644, i16 %1645, i16 %1646, ptr addrspace(1) %1642) #7
  %1647 = or disjoint i32 %1629, %1594
  %1648 = sext i32 %1647 to i64
  %1649 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1648
  %1650 = bitcast bfloat %1560 to i16
  %1651 = bitcast bfloat %1561 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1634, i16 %1650, i16 %1651, ptr addrspace(1) %1649) #7
  %1652 = or disjoint i32 %1639, %1594
  %1653 = sext i32 %1652 to i64
  %1654 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1653
  %1655 = bitcast bfloat %1562 to i16
  %1656 = bitcast bfloat %1563 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1644, i16 %1655, i16 %1656, ptr addrspace(1) %1654) #7
  %1657 = or disjoint i32 %1629, %1605
  %1658 = sext i32 %1657 to i64
  %1659 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1658
  %1660 = bitcast bfloat %1564 to i16
  %1661 = bitcast bfloat %1565 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1634, i16 %1660, i16 %1661, ptr addrspace(1) %1659) #7
  %1662 = or disjoint i32 %1639, %1605
  %1663 = sext i32 %1662 to i64
  %1664 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1663
  %1665 = bitcast bfloat %1566 to i16
  %1666 = bitcast bfloat %1567 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1644, i16 %1665, i16 %1666, ptr addrspace(1) %1664) #7
  %1667 = or disjoint i32 %1629, %1616
  %1668 = sext i32 %1667 to i64
  %1669 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1668
  %1670 = bitcast bfloat %1568 to i16
  %1671 = bitcast bfloat %1569 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1634, i16 %1670, i16 %1671, ptr addrspace(1) %1669) #7
  %1672 = or disjoint i32 %1639, %1616
  %1673 = sext i32 %1672 to i64
  %1674 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1673
  %1675 = bitcast bfloat %1570 to i16
  %1676 = bitcast bfloat %1571 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1644, i16 %1675, i16 %1676, ptr addrspace(1) %1674) #7
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
