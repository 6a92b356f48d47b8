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
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %127 = mul nuw nsw i32 %13, 136
  %128 = add nuw nsw i32 %127, %45
  %129 = shl nuw nsw i32 %128, 1
  %130 = zext nneg i32 %129 to i64
  %131 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %130
  %132 = insertelement <4 x i16> poison, i16 %66, i64 0
  %133 = insertelement <4 x i16> %132, i16 %67, i64 1
  %134 = insertelement <4 x i16> %133, i16 %68, i64 2
  %135 = insertelement <4 x i16> %134, i16 %69, i64 3
  store <4 x i16> %135, ptr addrspace(3) %131, align 8
  %136 = mul nuw nsw i32 %17, 136
  %137 = add nuw nsw i32 %136, %45
  %138 = shl nuw nsw i32 %137, 1
  %139 = zext nneg i32 %138 to i64
  %140 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %139
  %141 = insertelement <4 x i16> poison, i16 %74, i64 0
  %142 = insertelement <4 x i16> %141, i16 %75, i64 1
  %143 = insertelement <4 x i16> %142, i16 %76, i64 2
  %144 = insertelement <4 x i16> %143, i16 %77, i64 3
  store <4 x i16> %144, ptr addrspace(3) %140, align 8
  %145 = mul nuw nsw i32 %21, 136
  %146 = add nuw nsw i32 %145, %45
  %147 = shl nuw nsw i32 %146, 1
  %148 = zext nneg i32 %147 to i64
  %149 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %148
  %150 = insertelement <4 x i16> poison, i16 %82, i64 0
  %151 = insertelement <4 x i16> %150, i16 %83, i64 1
  %152 = insertelement <4 x i16> %151, i16 %84, i64 2
  %153 = insertelement <4 x i16> %152, i16 %85, i64 3
  store <4 x i16> %153, ptr addrspace(3) %149, align 8
  %154 = mul nuw nsw i32 %25, 136
  %155 = add nuw nsw i32 %154, %45
  %156 = shl nuw nsw i32 %155, 1
  %157 = zext nneg i32 %156 to i64
  %158 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %157
  %159 = insertelement <4 x i16> poison, i16 %90, i64 0
  %160 = insertelement <4 x i16> %159, i16 %91, i64 1
  %161 = insertelement <4 x i16> %160, i16 %92, i64 2
  %162 = insertelement <4 x i16> %161, i16 %93, i64 3
  store <4 x i16> %162, ptr addrspace(3) %158, align 8
  %163 = mul nuw nsw i32 %29, 136
  %164 = add nuw nsw i32 %163, %45
  %165 = shl nuw nsw i32 %164, 1
  %166 = zext nneg i32 %165 to i64
  %167 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %166
  %168 = insertelement <4 x i16> poison, i16 %98, i64 0
  %169 = insertelement <4 x i16> %168, i16 %99, i64 1
  %170 = insertelement <4 x i16> %169, i16 %100, i64 2
  %171 = insertelement <4 x i16> %170, i16 %101, i64 3
  store <4 x i16> %171, ptr addrspace(3) %167, align 8
  %172 = mul nuw nsw i32 %33, 136
  %173 = add nuw nsw i32 %172, %45
  %174 = shl nuw nsw i32 %173, 1
  %175 = zext nneg i32 %174 to i64
  %176 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %175
  %177 = insertelement <4 x i16> poison, i16 %106, i64 0
  %178 = insertelement <4 x i16> %177, i16 %107, i64 1
  %179 = insertelement <4 x i16> %178, i16 %108, i64 2
  %180 = insertelement <4 x i16> %179, i16 %109, i64 3
  store <4 x i16> %180, ptr addrspace(3) %176, align 8
  %181 = mul nuw nsw i32 %37, 136
  %182 = add nuw nsw i32 %181, %45
  %183 = shl nuw nsw i32 %182, 1
  %184 = zext nneg i32 %183 to i64
  %185 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %184
  %186 = insertelement <4 x i16> poison, i16 %114, i64 0
  %187 = insertelement <4 x i16> %186, i16 %115, i64 1
  %188 = insertelement <4 x i16> %187, i16 %116, i64 2
  %189 = insertelement <4 x i16> %188, i16 %117, i64 3
  store <4 x i16> %189, ptr addrspace(3) %185, align 8
  %190 = mul nuw nsw i32 %41, 136
  %191 = add nuw nsw i32 %190, %45
  %192 = shl nuw nsw i32 %191, 1
  %193 = zext nneg i32 %192 to i64
  %194 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %193
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
  %200 = lshr i32 %7, 4
  %201 = or disjoint i32 %200, 48
  %202 = mul nuw nsw i32 %201, 136
  %203 = shl nuw nsw i32 %7, 3
  %204 = and i32 %203, 120
  %205 = add nuw nsw i32 %202, %204
  %206 = shl nuw nsw i32 %205, 1
  %207 = zext nneg i32 %206 to i64
  %208 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 34816), i64 %207
  %209 = ptrtoint ptr addrspace(3) %208 to i64
  %210 = trunc i64 %209 to i32
  %211 = add i32 %11, %201
  %212 = shl i32 %211, 7
  %213 = or disjoint i32 %212, %204
  %214 = sext i32 %213 to i64
  %215 = getelementptr bfloat, ptr addrspace(1) %2, i64 %214
  %216 = or disjoint i32 %200, 32
  %217 = mul nuw nsw i32 %216, 136
  %218 = add nuw nsw i32 %217, %204
  %219 = shl nuw nsw i32 %218, 1
  %220 = zext nneg i32 %219 to i64
  %221 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 34816), i64 %220
  %222 = ptrtoint ptr addrspace(3) %221 to i64
  %223 = trunc i64 %222 to i32
  %224 = add i32 %11, %216
  %225 = shl i32 %224, 7
  %226 = or disjoint i32 %225, %204
  %227 = sext i32 %226 to i64
  %228 = getelementptr bfloat, ptr addrspace(1) %2, i64 %227
  %229 = or disjoint i32 %200, 16
  %230 = mul nuw nsw i32 %229, 136
  %231 = add nuw nsw i32 %230, %204
  %232 = shl nuw nsw i32 %231, 1
  %233 = zext nneg i32 %232 to i64
  %234 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 34816), i64 %233
  %235 = ptrtoint ptr addrspace(3) %234 to i64
  %236 = trunc i64 %235 to i32
  %237 = add i32 %11, %229
  %238 = shl i32 %237, 7
  %239 = or disjoint i32 %238, %204
  %240 = sext i32 %239 to i64
  %241 = getelementptr bfloat, ptr addrspace(1) %2, i64 %240
  %242 = mul nuw nsw i32 %200, 136
  %243 = add nuw nsw i32 %242, %204
  %244 = shl nuw nsw i32 %243, 1
  %245 = zext nneg i32 %244 to i64
  %246 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 34816), i64 %245
  %247 = ptrtoint ptr addrspace(3) %246 to i64
  %248 = trunc i64 %247 to i32
  %249 = add i32 %11, %200
  %250 = shl i32 %249, 7
  %251 = or disjoint i32 %250, %204
  %252 = sext i32 %251 to i64
  %253 = getelementptr bfloat, ptr addrspace(1) %2, i64 %252
  %254 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 17408), i64 %207
  %255 = ptrtoint ptr addrspace(3) %254 to i64
  %256 = trunc i64 %255 to i32
  %257 = getelementptr bfloat, ptr addrspace(1) %1, i64 %214
  %258 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 17408), i64 %220
  %259 = ptrtoint ptr addrspace(3) %258 to i64
  %260 = trunc i64 %259 to i32
  %261 = getelementptr bfloat, ptr addrspace(1) %1, i64 %227
  %262 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 17408), i64 %233
  %263 = ptrtoint ptr addrspace(3) %262 to i64
  %264 = trunc i64 %263 to i32
  %265 = getelementptr bfloat, ptr addrspace(1) %1, i64 %240
  %266 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 17408), i64 %245
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
  %270 = lshr i32 %7, 4
  %271 = shl nuw nsw i32 %7, 3
  %272 = and i32 %271, 120
  %273 = add i32 %11, %270
  %274 = mul nuw nsw i32 %270, 136
  %275 = add nuw nsw i32 %274, %272
  %276 = shl nuw nsw i32 %275, 1
  %277 = zext nneg i32 %276 to i64
  %278 = or disjoint i32 %270, 16
  %279 = add i32 %11, %278
  %280 = mul nuw nsw i32 %278, 136
  %281 = add nuw nsw i32 %280, %272
  %282 = shl nuw nsw i32 %281, 1
  %283 = zext nneg i32 %282 to i64
  %284 = or disjoint i32 %270, 32
  %285 = add i32 %11, %284
  %286 = mul nuw nsw i32 %284, 136
  %287 = add nuw nsw i32 %286, %272
  %288 = shl nuw nsw i32 %287, 1
  %289 = zext nneg i32 %288 to i64
  %290 = or disjoint i32 %270, 48
  %291 = add i32 %11, %290
  %292 = mul nuw nsw i32 %290, 136
  %293 = add nuw nsw i32 %292, %272
  %294 = shl nuw nsw i32 %293, 1
  %295 = zext nneg i32 %294 to i64
  %296 = and i32 %13, 3
  %297 = shl nuw nsw i32 %296, 4
  %298 = lshr i32 %7, 2
  %299 = and i32 %298, 32
  %300 = or disjoint i32 %299, 16
  %301 = and i32 %7, 7
  %302 = and i32 %7, 8
  %303 = and i32 %7, 15
  %304 = or disjoint i32 %299, %303
  %305 = lshr i32 %7, 1
  %306 = and i32 %305, 8
  %307 = mul nuw nsw i32 %304, 136
  %308 = or disjoint i32 %301, %306
  %309 = or disjoint i32 %308, %297
  %310 = mul nuw nsw i32 %309, 136
  %311 = add nuw nsw i32 %310, %302
  %312 = or disjoint i32 %300, %303
  %313 = mul nuw nsw i32 %312, 136
  %314 = and i32 %298, 7
  %315 = and i32 %298, 39
  %316 = or disjoint i32 %314, 8
  %317 = or disjoint i32 %316, %299
  %318 = or disjoint i32 %300, %314
  %319 = or disjoint i32 %300, %316
  %320 = shl nuw nsw i32 %315, 2
  %321 = or disjoint i32 %320, %296
  %322 = zext nneg i32 %321 to i64
  %323 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %322
  %324 = shl nuw nsw i32 %317, 2
  %325 = or disjoint i32 %324, %296
  %326 = zext nneg i32 %325 to i64
  %327 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %326
  %328 = shl nuw nsw i32 %318, 2
  %329 = or disjoint i32 %328, %296
  %330 = zext nneg i32 %329 to i64
  %331 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %330
  %332 = shl nuw nsw i32 %319, 2
  %333 = or disjoint i32 %332, %296
  %334 = zext nneg i32 %333 to i64
  %335 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %334
  %336 = zext nneg i32 %320 to i64
  %337 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %336
  %338 = getelementptr i8, ptr addrspace(3) %337, i64 4
  %339 = getelementptr i8, ptr addrspace(3) %337, i64 8
  %340 = getelementptr i8, ptr addrspace(3) %337, i64 12
  %341 = zext nneg i32 %324 to i64
  %342 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %341
  %343 = getelementptr i8, ptr addrspace(3) %342, i64 4
  %344 = getelementptr i8, ptr addrspace(3) %342, i64 8
  %345 = getelementptr i8, ptr addrspace(3) %342, i64 12
  %346 = zext nneg i32 %328 to i64
  %347 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %346
  %348 = getelementptr i8, ptr addrspace(3) %347, i64 4
  %349 = getelementptr i8, ptr addrspace(3) %347, i64 8
  %350 = getelementptr i8, ptr addrspace(3) %347, i64 12
  %351 = zext nneg i32 %332 to i64
  %352 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %351
  %353 = getelementptr i8, ptr addrspace(3) %352, i64 4
  %354 = getelementptr i8, ptr addrspace(3) %352, i64 8
  %355 = getelementptr i8, ptr addrspace(3) %352, i64 12
  %356 = shl nuw nsw i32 %7, 1
  %357 = and i32 %356, 6
  %358 = or disjoint i32 %297, %357
  %359 = mul nuw nsw i32 %315, 72
  %360 = add nuw nsw i32 %359, %358
  %361 = zext nneg i32 %360 to i64
  %362 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %361
  %363 = or disjoint i32 %357, 1
  %364 = or disjoint i32 %297, %363
  %365 = add nuw nsw i32 %359, %364
  %366 = zext nneg i32 %365 to i64
  %367 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %366
  %368 = mul nuw nsw i32 %317, 72
  %369 = add nuw nsw i32 %368, %358
  %370 = zext nneg i32 %369 to i64
  %371 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %370
  %372 = add nuw nsw i32 %368, %364
  %373 = zext nneg i32 %372 to i64
  %374 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %373
  %375 = or disjoint i32 %297, 8
  %376 = or disjoint i32 %375, %357
  %377 = add nuw nsw i32 %376, %359
  %378 = zext nneg i32 %377 to i64
  %379 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %378
  %380 = or disjoint i32 %375, %363
  %381 = add nuw nsw i32 %380, %359
  %382 = zext nneg i32 %381 to i64
  %383 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %382
  %384 = add nuw nsw i32 %368, %376
  %385 = zext nneg i32 %384 to i64
  %386 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %385
  %387 = add nuw nsw i32 %368, %380
  %388 = zext nneg i32 %387 to i64
  %389 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %388
  %390 = mul nuw nsw i32 %318, 72
  %391 = add nuw nsw i32 %390, %358
  %392 = zext nneg i32 %391 to i64
  %393 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %392
  %394 = add nuw nsw i32 %390, %364
  %395 = zext nneg i32 %394 to i64
  %396 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %395
  %397 = mul nuw nsw i32 %319, 72
  %398 = add nuw nsw i32 %397, %358
  %399 = zext nneg i32 %398 to i64
  %400 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %399
  %401 = add nuw nsw i32 %397, %364
  %402 = zext nneg i32 %401 to i64
  %403 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %402
  %404 = add nuw nsw i32 %390, %376
  %405 = zext nneg i32 %404 to i64
  %406 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %405
  %407 = add nuw nsw i32 %390, %380
  %408 = zext nneg i32 %407 to i64
  %409 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %408
  %410 = add nuw nsw i32 %397, %376
  %411 = zext nneg i32 %410 to i64
  %412 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %411
  %413 = add nuw nsw i32 %397, %380
  %414 = zext nneg i32 %413 to i64
  %415 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %414
  %416 = shl nuw nsw i32 %296, 5
  %417 = mul nuw nsw i32 %304, 72
  %418 = or disjoint i32 %416, %306
  %419 = or disjoint i32 %418, 16
  %420 = mul nuw nsw i32 %312, 72
  %421 = add nuw nsw i32 %306, %417
  %422 = zext nneg i32 %421 to i64
  %423 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %422
  %424 = add nuw nsw i32 %306, %307
  %425 = zext nneg i32 %424 to i64
  %426 = getelementptr bfloat, ptr addrspace(3) @attention_dsmem, i64 %425
  %427 = zext nneg i32 %311 to i64
  %428 = add nuw nsw i32 %306, %313
  %429 = zext nneg i32 %428 to i64
  %430 = getelementptr bfloat, ptr addrspace(3) @attention_dsmem, i64 %429
  %431 = or disjoint i32 %306, 16
  %432 = add nuw nsw i32 %431, %307
  %433 = zext nneg i32 %432 to i64
  %434 = getelementptr bfloat, ptr addrspace(3) @attention_dsmem, i64 %433
  %435 = zext nneg i32 %311 to i64
  %436 = add nuw nsw i32 %431, %313
  %437 = zext nneg i32 %436 to i64
  %438 = getelementptr bfloat, ptr addrspace(3) @attention_dsmem, i64 %437
  %439 = or disjoint i32 %306, 32
  %440 = add nuw nsw i32 %439, %307
  %441 = zext nneg i32 %440 to i64
  %442 = getelementptr bfloat, ptr addrspace(3) @attention_dsmem, i64 %441
  %443 = zext nneg i32 %311 to i64
  %444 = add nuw nsw i32 %439, %313
  %445 = zext nneg i32 %444 to i64
  %446 = getelementptr bfloat, ptr addrspace(3) @attention_dsmem, i64 %445
  %447 = or disjoint i32 %306, 48
  %448 = add nuw nsw i32 %447, %307
  %449 = zext nneg i32 %448 to i64
  %450 = getelementptr bfloat, ptr addrspace(3) @attention_dsmem, i64 %449
  %451 = zext nneg i32 %311 to i64
  %452 = add nuw nsw i32 %447, %313
  %453 = zext nneg i32 %452 to i64
  %454 = getelementptr bfloat, ptr addrspace(3) @attention_dsmem, i64 %453
  %455 = or disjoint i32 %306, 64
  %456 = add nuw nsw i32 %455, %307
  %457 = zext nneg i32 %456 to i64
  %458 = getelementptr bfloat, ptr addrspace(3) @attention_dsmem, i64 %457
  %459 = zext nneg i32 %311 to i64
  %460 = add nuw nsw i32 %455, %313
  %461 = zext nneg i32 %460 to i64
  %462 = getelementptr bfloat, ptr addrspace(3) @attention_dsmem, i64 %461
  %463 = or disjoint i32 %306, 80
  %464 = add nuw nsw i32 %463, %307
  %465 = zext nneg i32 %464 to i64
  %466 = getelementptr bfloat, ptr addrspace(3) @attention_dsmem, i64 %465
  %467 = zext nneg i32 %311 to i64
  %468 = add nuw nsw i32 %463, %313
  %469 = zext nneg i32 %468 to i64
  %470 = getelementptr bfloat, ptr addrspace(3) @attention_dsmem, i64 %469
  %471 = or disjoint i32 %306, 96
  %472 = add nuw nsw i32 %471, %307
  %473 = zext nneg i32 %472 to i64
  %474 = getelementptr bfloat, ptr addrspace(3) @attention_dsmem, i64 %473
  %475 = zext nneg i32 %311 to i64
  %476 = add nuw nsw i32 %471, %313
  %477 = zext nneg i32 %476 to i64
  %478 = getelementptr bfloat, ptr addrspace(3) @attention_dsmem, i64 %477
  %479 = or disjoint i32 %306, 112
  %480 = add nuw nsw i32 %479, %307
  %481 = zext nneg i32 %480 to i64
  %482 = getelementptr bfloat, ptr addrspace(3) @attention_dsmem, i64 %481
  %483 = zext nneg i32 %311 to i64
  %484 = add nuw nsw i32 %479, %313
  %485 = zext nneg i32 %484 to i64
  %486 = getelementptr bfloat, ptr addrspace(3) @attention_dsmem, i64 %485
  %487 = mul nuw nsw i32 %303, 136
  %488 = add nuw nsw i32 %487, %418
  %489 = zext nneg i32 %488 to i64
  %490 = add nuw nsw i32 %419, %487
  %491 = zext nneg i32 %490 to i64
  %492 = add nuw nsw i32 %306, %420
  %493 = zext nneg i32 %492 to i64
  %494 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %493
  %495 = add nuw nsw i32 %431, %417
  %496 = zext nneg i32 %495 to i64
  %497 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %496
  %498 = mul nuw nsw i32 %303, 136
  %499 = add nuw nsw i32 %498, 2176
  %500 = add nuw nsw i32 %499, %418
  %501 = zext nneg i32 %500 to i64
  %502 = add nuw nsw i32 %419, %499
  %503 = zext nneg i32 %502 to i64
  %504 = add nuw nsw i32 %431, %420
  %505 = zext nneg i32 %504 to i64
  %506 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %505
  %507 = add nuw nsw i32 %439, %417
  %508 = zext nneg i32 %507 to i64
  %509 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %508
  %510 = mul nuw nsw i32 %303, 136
  %511 = add nuw nsw i32 %510, 4352
  %512 = add nuw nsw i32 %511, %418
  %513 = zext nneg i32 %512 to i64
  %514 = add nuw nsw i32 %419, %511
  %515 = zext nneg i32 %514 to i64
  %516 = add nuw nsw i32 %439, %420
  %517 = zext nneg i32 %516 to i64
  %518 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %517
  %519 = add nuw nsw i32 %447, %417
  %520 = zext nneg i32 %519 to i64
  %521 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %520
  %522 = mul nuw nsw i32 %303, 136
  %523 = add nuw nsw i32 %522, 6528
  %524 = add nuw nsw i32 %523, %418
  %525 = zext nneg i32 %524 to i64
  %526 = add nuw nsw i32 %419, %523
  %527 = zext nneg i32 %526 to i64
  %528 = add nuw nsw i32 %447, %420
  %529 = zext nneg i32 %528 to i64
  %530 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %529
  br label %531

.preheader.._crit_edge_crit_edge.critedge:        ; preds = %6
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #7
  %.pre = lshr i32 %7, 2
  %.pre188 = and i32 %.pre, 7
  %.pre190 = and i32 %.pre, 32
  %.pre192 = and i32 %.pre, 39
  %.pre194 = or disjoint i32 %.pre188, 8
  %.pre196 = or disjoint i32 %.pre194, %.pre190
  %.pre198 = or disjoint i32 %.pre190, 16
  %.pre200 = or disjoint i32 %.pre198, %.pre188
  %.pre202 = or disjoint i32 %.pre198, %.pre194
  %.pre204 = shl nuw nsw i32 %7, 1
  %.pre206 = and i32 %.pre204, 6
  br label %._crit_edge

531:                                              ; preds = %.preheader, %.loopexit
  %532 = phi float [ 0xFFF0000000000000, %.preheader ], [ %1023, %.loopexit ]
  %533 = phi float [ 0xFFF0000000000000, %.preheader ], [ %1022, %.loopexit ]
  %534 = phi float [ 0xFFF0000000000000, %.preheader ], [ %1021, %.loopexit ]
  %535 = phi float [ 0xFFF0000000000000, %.preheader ], [ %1020, %.loopexit ]
  %536 = phi float [ 0.000000e+00, %.preheader ], [ %1419, %.loopexit ]
  %537 = phi float [ 0.000000e+00, %.preheader ], [ %1418, %.loopexit ]
  %538 = phi float [ 0.000000e+00, %.preheader ], [ %1417, %.loopexit ]
  %539 = phi float [ 0.000000e+00, %.preheader ], [ %1416, %.loopexit ]
  %540 = phi float [ 0.000000e+00, %.preheader ], [ %1414, %.loopexit ]
  %541 = phi float [ 0.000000e+00, %.preheader ], [ %1413, %.loopexit ]
  %542 = phi float [ 0.000000e+00, %.preheader ], [ %1412, %.loopexit ]
  %543 = phi float [ 0.000000e+00, %.preheader ], [ %1411, %.loopexit ]
  %544 = phi float [ 0.000000e+00, %.preheader ], [ %1409, %.loopexit ]
  %545 = phi float [ 0.000000e+00, %.preheader ], [ %1408, %.loopexit ]
  %546 = phi float [ 0.000000e+00, %.preheader ], [ %1407, %.loopexit ]
  %547 = phi float [ 0.000000e+00, %.preheader ], [ %1406, %.loopexit ]
  %548 = phi float [ 0.000000e+00, %.preheader ], [ %1404, %.loopexit ]
  %549 = phi float [ 0.000000e+00, %.preheader ], [ %1403, %.loopexit ]
  %550 = phi float [ 0.000000e+00, %.preheader ], [ %1402, %.loopexit ]
  %551 = phi float [ 0.000000e+00, %.preheader ], [ %1401, %.loopexit ]
  %552 = phi float [ 0.000000e+00, %.preheader ], [ %1394, %.loopexit ]
  %553 = phi float [ 0.000000e+00, %.preheader ], [ %1393, %.loopexit ]
  %554 = phi float [ 0.000000e+00, %.preheader ], [ %1392, %.loopexit ]
  %555 = phi float [ 0.000000e+00, %.preheader ], [ %1391, %.loopexit ]
  %556 = phi float [ 0.000000e+00, %.preheader ], [ %1389, %.loopexit ]
  %557 = phi float [ 0.000000e+00, %.preheader ], [ %1388, %.loopexit ]
  %558 = phi float [ 0.000000e+00, %.preheader ], [ %1387, %.loopexit ]
  %559 = phi float [ 0.000000e+00, %.preheader ], [ %1386, %.loopexit ]
  %560 = phi float [ 0.000000e+00, %.preheader ], [ %1378, %.loopexit ]
  %561 = phi float [ 0.000000e+00, %.preheader ], [ %1377, %.loopexit ]
  %562 = phi float [ 0.000000e+00, %.preheader ], [ %1376, %.loopexit ]
  %563 = phi float [ 0.000000e+00, %.preheader ], [ %1375, %.loopexit ]
  %564 = phi float [ 0.000000e+00, %.preheader ], [ %1373, %.loopexit ]
  %565 = phi float [ 0.000000e+00, %.preheader ], [ %1372, %.loopexit ]
  %566 = phi float [ 0.000000e+00, %.preheader ], [ %1371, %.loopexit ]
  %567 = phi float [ 0.000000e+00, %.preheader ], [ %1370, %.loopexit ]
  %568 = phi float [ 0.000000e+00, %.preheader ], [ %1439, %.loopexit ]
  %569 = phi float [ 0.000000e+00, %.preheader ], [ %1438, %.loopexit ]
  %570 = phi float [ 0.000000e+00, %.preheader ], [ %1437, %.loopexit ]
  %571 = phi float [ 0.000000e+00, %.preheader ], [ %1436, %.loopexit ]
  %572 = phi i32 [ 0, %.preheader ], [ %575, %.loopexit ]
  %573 = lshr exact i32 %572, 6
  %574 = and i32 %573, 1
  tail call void asm sideeffect "cp.async.wait_group 0;", "~{memory}"() #7
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %575 = add i32 %572, 64
  %576 = icmp slt i32 %575, %4
  %577 = icmp ne i32 %572, 2147483584
  %578 = and i1 %577, %576
  br i1 %578, label %579, label %.loopexit

579:                                              ; preds = %531
  %580 = xor i32 %574, 1
  %581 = mul nuw nsw i32 %580, 34816
  %582 = zext nneg i32 %581 to i64
  %583 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 17408), i64 %582
  %584 = add i32 %273, %575
  %585 = shl i32 %584, 7
  %586 = or disjoint i32 %585, %272
  %587 = sext i32 %586 to i64
  %588 = getelementptr bfloat, ptr addrspace(1) %1, i64 %587
  %589 = getelementptr i8, ptr addrspace(3) %583, i64 %277
  %590 = ptrtoint ptr addrspace(3) %589 to i64
  %591 = trunc i64 %590 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %591, ptr addrspace(1) %588, i32 16) #7
  %592 = add i32 %279, %575
  %593 = shl i32 %592, 7
  %594 = or disjoint i32 %593, %272
  %595 = sext i32 %594 to i64
  %596 = getelementptr bfloat, ptr addrspace(1) %1, i64 %595
  %597 = getelementptr i8, ptr addrspace(3) %583, i64 %283
  %598 = ptrtoint ptr addrspace(3) %597 to i64
  %599 = trunc i64 %598 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %599, ptr addrspace(1) %596, i32 16) #7
  %600 = add i32 %285, %575
  %601 = shl i32 %600, 7
  %602 = or disjoint i32 %601, %272
  %603 = sext i32 %602 to i64
  %604 = getelementptr bfloat, ptr addrspace(1) %1, i64 %603
  %605 = getelementptr i8, ptr addrspace(3) %583, i64 %289
  %606 = ptrtoint ptr addrspace(3) %605 to i64
  %607 = trunc i64 %606 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %607, ptr addrspace(1) %604, i32 16) #7
  %608 = add i32 %291, %575
  %609 = shl i32 %608, 7
  %610 = or disjoint i32 %609, %272
  %611 = sext i32 %610 to i64
  %612 = getelementptr bfloat, ptr addrspace(1) %1, i64 %611
  %613 = getelementptr i8, ptr addrspace(3) %583, i64 %295
  %614 = ptrtoint ptr addrspace(3) %613 to i64
  %615 = trunc i64 %614 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %615, ptr addrspace(1) %612, i32 16) #7
  %616 = getelementptr i8, ptr addrspace(3) %583, i64 17408
  %617 = getelementptr bfloat, ptr addrspace(1) %2, i64 %587
  %618 = getelementptr i8, ptr addrspace(3) %616, i64 %277
  %619 = ptrtoint ptr addrspace(3) %618 to i64
  %620 = trunc i64 %619 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %620, ptr addrspace(1) %617, i32 16) #7
  %621 = getelementptr bfloat, ptr addrspace(1) %2, i64 %595
  %622 = getelementptr i8, ptr addrspace(3) %616, i64 %283
  %623 = ptrtoint ptr addrspace(3) %622 to i64
  %624 = trunc i64 %623 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %624, ptr addrspace(1) %621, i32 16) #7
  %625 = getelementptr bfloat, ptr addrspace(1) %2, i64 %603
  %626 = getelementptr i8, ptr addrspace(3) %616, i64 %289
  %627 = ptrtoint ptr addrspace(3) %626 to i64
  %628 = trunc i64 %627 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %628, ptr addrspace(1) %625, i32 16) #7
  %629 = getelementptr bfloat, ptr addrspace(1) %2, i64 %611
  %630 = getelementptr i8, ptr addrspace(3) %616, i64 %295
  %631 = ptrtoint ptr addrspace(3) %630 to i64
  %632 = trunc i64 %631 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %632, ptr addrspace(1) %629, i32 16) #7
  br label %.loopexit

.loopexit:                                        ; preds = %579, %531
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #7
  %633 = mul nuw nsw i32 %574, 34816
  %634 = zext nneg i32 %633 to i64
  %635 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 17408), i64 %634
  %636 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %426)
  %637 = extractvalue { i32, i32, i32, i32 } %636, 0
  %638 = extractvalue { i32, i32, i32, i32 } %636, 1
  %639 = extractvalue { i32, i32, i32, i32 } %636, 2
  %640 = extractvalue { i32, i32, i32, i32 } %636, 3
  %641 = getelementptr bfloat, ptr addrspace(3) %635, i64 %427
  %642 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %641)
  %643 = extractvalue { i32, i32, i32, i32 } %642, 0
  %644 = extractvalue { i32, i32, i32, i32 } %642, 1
  %645 = extractvalue { i32, i32, i32, i32 } %642, 2
  %646 = extractvalue { i32, i32, i32, i32 } %642, 3
  %647 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %637, i32 %638, i32 %639, i32 %640, i32 %643, i32 %644, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %648 = extractvalue { float, float, float, float } %647, 0
  %649 = extractvalue { float, float, float, float } %647, 1
  %650 = extractvalue { float, float, float, float } %647, 2
  %651 = extractvalue { float, float, float, float } %647, 3
  %652 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %637, i32 %638, i32 %639, i32 %640, i32 %645, i32 %646, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %653 = extractvalue { float, float, float, float } %652, 0
  %654 = extractvalue { float, float, float, float } %652, 1
  %655 = extractvalue { float, float, float, float } %652, 2
  %656 = extractvalue { float, float, float, float } %652, 3
  %657 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %430)
  %658 = extractvalue { i32, i32, i32, i32 } %657, 0
  %659 = extractvalue { i32, i32, i32, i32 } %657, 1
  %660 = extractvalue { i32, i32, i32, i32 } %657, 2
  %661 = extractvalue { i32, i32, i32, i32 } %657, 3
  %662 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %658, i32 %659, i32 %660, i32 %661, i32 %643, i32 %644, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %663 = extractvalue { float, float, float, float } %662, 0
  %664 = extractvalue { float, float, float, float } %662, 1
  %665 = extractvalue { float, float, float, float } %662, 2
  %666 = extractvalue { float, float, float, float } %662, 3
  %667 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %658, i32 %659, i32 %660, i32 %661, i32 %645, i32 %646, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %668 = extractvalue { float, float, float, float } %667, 0
  %669 = extractvalue { float, float, float, float } %667, 1
  %670 = extractvalue { float, float, float, float } %667, 2
  %671 = extractvalue { float, float, float, float } %667, 3
  %672 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %434)
  %673 = extractvalue { i32, i32, i32, i32 } %672, 0
  %674 = extractvalue { i32, i32, i32, i32 } %672, 1
  %675 = extractvalue { i32, i32, i32, i32 } %672, 2
  %676 = extractvalue { i32, i32, i32, i32 } %672, 3
  %677 = getelementptr bfloat, ptr addrspace(3) %635, i64 %435
  %678 = getelementptr i8, ptr addrspace(3) %677, i64 32
  %679 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %678)
  %680 = extractvalue { i32, i32, i32, i32 } %679, 0
  %681 = extractvalue { i32, i32, i32, i32 } %679, 1
  %682 = extractvalue { i32, i32, i32, i32 } %679, 2
  %683 = extractvalue { i32, i32, i32, i32 } %679, 3
  %684 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %673, i32 %674, i32 %675, i32 %676, i32 %680, i32 %681, float %648, float %649, float %650, float %651) #7
  %685 = extractvalue { float, float, float, float } %684, 0
  %686 = extractvalue { float, float, float, float } %684, 1
  %687 = extractvalue { float, float, float, float } %684, 2
  %688 = extractvalue { float, float, float, float } %684, 3
  %689 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %673, i32 %674, i32 %675, i32 %676, i32 %682, i32 %683, float %653, float %654, float %655, float %656) #7
  %690 = extractvalue { float, float, float, float } %689, 0
  %691 = extractvalue { float, float, float, float } %689, 1
  %692 = extractvalue { float, float, float, float } %689, 2
  %693 = extractvalue { float, float, float, float } %689, 3
  %694 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %438)
  %695 = extractvalue { i32, i32, i32, i32 } %694, 0
  %696 = extractvalue { i32, i32, i32, i32 } %694, 1
  %697 = extractvalue { i32, i32, i32, i32 } %694, 2
  %698 = extractvalue { i32, i32, i32, i32 } %694, 3
  %699 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %695, i32 %696, i32 %697, i32 %698, i32 %680, i32 %681, float %663, float %664, float %665, float %666) #7
  %700 = extractvalue { float, float, float, float } %699, 0
  %701 = extractvalue { float, float, float, float } %699, 1
  %702 = extractvalue { float, float, float, float } %699, 2
  %703 = extractvalue { float, float, float, float } %699, 3
  %704 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %695, i32 %696, i32 %697, i32 %698, i32 %682, i32 %683, float %668, float %669, float %670, float %671) #7
  %705 = extractvalue { float, float, float, float } %704, 0
  %706 = extractvalue { float, float, float, float } %704, 1
  %707 = extractvalue { float, float, float, float } %704, 2
  %708 = extractvalue { float, float, float, float } %704, 3
  %709 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %442)
  %710 = extractvalue { i32, i32, i32, i32 } %709, 0
  %711 = extractvalue { i32, i32, i32, i32 } %709, 1
  %712 = extractvalue { i32, i32, i32, i32 } %709, 2
  %713 = extractvalue { i32, i32, i32, i32 } %709, 3
  %714 = getelementptr bfloat, ptr addrspace(3) %635, i64 %443
  %715 = getelementptr i8, ptr addrspace(3) %714, i64 64
  %716 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %715)
  %717 = extractvalue { i32, i32, i32, i32 } %716, 0
  %718 = extractvalue { i32, i32, i32, i32 } %716, 1
  %719 = extractvalue { i32, i32, i32, i32 } %716, 2
  %720 = extractvalue { i32, i32, i32, i32 } %716, 3
  %721 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %710, i32 %711, i32 %712, i32 %713, i32 %717, i32 %718, float %685, float %686, float %687, float %688) #7
  %722 = extractvalue { float, float, float, float } %721, 0
  %723 = extractvalue { float, float, float, float } %721, 1
  %724 = extractvalue { float, float, float, float } %721, 2
  %725 = extractvalue { float, float, float, float } %721, 3
  %726 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %710, i32 %711, i32 %712, i32 %713, i32 %719, i32 %720, float %690, float %691, float %692, float %693) #7
  %727 = extractvalue { float, float, float, float } %726, 0
  %728 = extractvalue { float, float, float, float } %726, 1
  %729 = extractvalue { float, float, float, float } %726, 2
  %730 = extractvalue { float, float, float, float } %726, 3
  %731 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %446)
  %732 = extractvalue { i32, i32, i32, i32 } %731, 0
  %733 = extractvalue { i32, i32, i32, i32 } %731, 1
  %734 = extractvalue { i32, i32, i32, i32 } %731, 2
  %735 = extractvalue { i32, i32, i32, i32 } %731, 3
  %736 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %732, i32 %733, i32 %734, i32 %735, i32 %717, i32 %718, float %700, float %701, float %702, float %703) #7
  %737 = extractvalue { float, float, float, float } %736, 0
  %738 = extractvalue { float, float, float, float } %736, 1
  %739 = extractvalue { float, float, float, float } %736, 2
  %740 = extractvalue { float, float, float, float } %736, 3
  %741 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %732, i32 %733, i32 %734, i32 %735, i32 %719, i32 %720, float %705, float %706, float %707, float %708) #7
  %742 = extractvalue { float, float, float, float } %741, 0
  %743 = extractvalue { float, float, float, float } %741, 1
  %744 = extractvalue { float, float, float, float } %741, 2
  %745 = extractvalue { float, float, float, float } %741, 3
  %746 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %450)
  %747 = extractvalue { i32, i32, i32, i32 } %746, 0
  %748 = extractvalue { i32, i32, i32, i32 } %746, 1
  %749 = extractvalue { i32, i32, i32, i32 } %746, 2
  %750 = extractvalue { i32, i32, i32, i32 } %746, 3
  %751 = getelementptr bfloat, ptr addrspace(3) %635, i64 %451
  %752 = getelementptr i8, ptr addrspace(3) %751, i64 96
  %753 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %752)
  %754 = extractvalue { i32, i32, i32, i32 } %753, 0
  %755 = extractvalue { i32, i32, i32, i32 } %753, 1
  %756 = extractvalue { i32, i32, i32, i32 } %753, 2
  %757 = extractvalue { i32, i32, i32, i32 } %753, 3
  %758 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %747, i32 %748, i32 %749, i32 %750, i32 %754, i32 %755, float %722, float %723, float %724, float %725) #7
  %759 = extractvalue { float, float, float, float } %758, 0
  %760 = extractvalue { float, float, float, float } %758, 1
  %761 = extractvalue { float, float, float, float } %758, 2
  %762 = extractvalue { float, float, float, float } %758, 3
  %763 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %747, i32 %748, i32 %749, i32 %750, i32 %756, i32 %757, float %727, float %728, float %729, float %730) #7
  %764 = extractvalue { float, float, float, float } %763, 0
  %765 = extractvalue { float, float, float, float } %763, 1
  %766 = extractvalue { float, float, float, float } %763, 2
  %767 = extractvalue { float, float, float, float } %763, 3
  %768 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %454)
  %769 = extractvalue { i32, i32, i32, i32 } %768, 0
  %770 = extractvalue { i32, i32, i32, i32 } %768, 1
  %771 = extractvalue { i32, i32, i32, i32 } %768, 2
  %772 = extractvalue { i32, i32, i32, i32 } %768, 3
  %773 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %769, i32 %770, i32 %771, i32 %772, i32 %754, i32 %755, float %737, float %738, float %739, float %740) #7
  %774 = extractvalue { float, float, float, float } %773, 0
  %775 = extractvalue { float, float, float, float } %773, 1
  %776 = extractvalue { float, float, float, float } %773, 2
  %777 = extractvalue { float, float, float, float } %773, 3
  %778 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %769, i32 %770, i32 %771, i32 %772, i32 %756, i32 %757, float %742, float %743, float %744, float %745) #7
  %779 = extractvalue { float, float, float, float } %778, 0
  %780 = extractvalue { float, float, float, float } %778, 1
  %781 = extractvalue { float, float, float, float } %778, 2
  %782 = extractvalue { float, float, float, float } %778, 3
  %783 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %458)
  %784 = extractvalue { i32, i32, i32, i32 } %783, 0
  %785 = extractvalue { i32, i32, i32, i32 } %783, 1
  %786 = extractvalue { i32, i32, i32, i32 } %783, 2
  %787 = extractvalue { i32, i32, i32, i32 } %783, 3
  %788 = getelementptr bfloat, ptr addrspace(3) %635, i64 %459
  %789 = getelementptr i8, ptr addrspace(3) %788, i64 128
  %790 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %789)
  %791 = extractvalue { i32, i32, i32, i32 } %790, 0
  %792 = extractvalue { i32, i32, i32, i32 } %790, 1
  %793 = extractvalue { i32, i32, i32, i32 } %790, 2
  %794 = extractvalue { i32, i32, i32, i32 } %790, 3
  %795 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %784, i32 %785, i32 %786, i32 %787, i32 %791, i32 %792, float %759, float %760, float %761, float %762) #7
  %796 = extractvalue { float, float, float, float } %795, 0
  %797 = extractvalue { float, float, float, float } %795, 1
  %798 = extractvalue { float, float, float, float } %795, 2
  %799 = extractvalue { float, float, float, float } %795, 3
  %800 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %784, i32 %785, i32 %786, i32 %787, i32 %793, i32 %794, float %764, float %765, float %766, float %767) #7
  %801 = extractvalue { float, float, float, float } %800, 0
  %802 = extractvalue { float, float, float, float } %800, 1
  %803 = extractvalue { float, float, float, float } %800, 2
  %804 = extractvalue { float, float, float, float } %800, 3
  %805 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %462)
  %806 = extractvalue { i32, i32, i32, i32 } %805, 0
  %807 = extractvalue { i32, i32, i32, i32 } %805, 1
  %808 = extractvalue { i32, i32, i32, i32 } %805, 2
  %809 = extractvalue { i32, i32, i32, i32 } %805, 3
  %810 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %806, i32 %807, i32 %808, i32 %809, i32 %791, i32 %792, float %774, float %775, float %776, float %777) #7
  %811 = extractvalue { float, float, float, float } %810, 0
  %812 = extractvalue { float, float, float, float } %810, 1
  %813 = extractvalue { float, float, float, float } %810, 2
  %814 = extractvalue { float, float, float, float } %810, 3
  %815 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %806, i32 %807, i32 %808, i32 %809, i32 %793, i32 %794, float %779, float %780, float %781, float %782) #7
  %816 = extractvalue { float, float, float, float } %815, 0
  %817 = extractvalue { float, float, float, float } %815, 1
  %818 = extractvalue { float, float, float, float } %815, 2
  %819 = extractvalue { float, float, float, float } %815, 3
  %820 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %466)
  %821 = extractvalue { i32, i32, i32, i32 } %820, 0
  %822 = extractvalue { i32, i32, i32, i32 } %820, 1
  %823 = extractvalue { i32, i32, i32, i32 } %820, 2
  %824 = extractvalue { i32, i32, i32, i32 } %820, 3
  %825 = getelementptr bfloat, ptr addrspace(3) %635, i64 %467
  %826 = getelementptr i8, ptr addrspace(3) %825, i64 160
  %827 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %826)
  %828 = extractvalue { i32, i32, i32, i32 } %827, 0
  %829 = extractvalue { i32, i32, i32, i32 } %827, 1
  %830 = extractvalue { i32, i32, i32, i32 } %827, 2
  %831 = extractvalue { i32, i32, i32, i32 } %827, 3
  %832 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %821, i32 %822, i32 %823, i32 %824, i32 %828, i32 %829, float %796, float %797, float %798, float %799) #7
  %833 = extractvalue { float, float, float, float } %832, 0
  %834 = extractvalue { float, float, float, float } %832, 1
  %835 = extractvalue { float, float, float, float } %832, 2
  %836 = extractvalue { float, float, float, float } %832, 3
  %837 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %821, i32 %822, i32 %823, i32 %824, i32 %830, i32 %831, float %801, float %802, float %803, float %804) #7
  %838 = extractvalue { float, float, float, float } %837, 0
  %839 = extractvalue { float, float, float, float } %837, 1
  %840 = extractvalue { float, float, float, float } %837, 2
  %841 = extractvalue { float, float, float, float } %837, 3
  %842 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %470)
  %843 = extractvalue { i32, i32, i32, i32 } %842, 0
  %844 = extractvalue { i32, i32, i32, i32 } %842, 1
  %845 = extractvalue { i32, i32, i32, i32 } %842, 2
  %846 = extractvalue { i32, i32, i32, i32 } %842, 3
  %847 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %843, i32 %844, i32 %845, i32 %846, i32 %828, i32 %829, float %811, float %812, float %813, float %814) #7
  %848 = extractvalue { float, float, float, float } %847, 0
  %849 = extractvalue { float, float, float, float } %847, 1
  %850 = extractvalue { float, float, float, float } %847, 2
  %851 = extractvalue { float, float, float, float } %847, 3
  %852 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %843, i32 %844, i32 %845, i32 %846, i32 %830, i32 %831, float %816, float %817, float %818, float %819) #7
  %853 = extractvalue { float, float, float, float } %852, 0
  %854 = extractvalue { float, float, float, float } %852, 1
  %855 = extractvalue { float, float, float, float } %852, 2
  %856 = extractvalue { float, float, float, float } %852, 3
  %857 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %474)
  %858 = extractvalue { i32, i32, i32, i32 } %857, 0
  %859 = extractvalue { i32, i32, i32, i32 } %857, 1
  %860 = extractvalue { i32, i32, i32, i32 } %857, 2
  %861 = extractvalue { i32, i32, i32, i32 } %857, 3
  %862 = getelementptr bfloat, ptr addrspace(3) %635, i64 %475
  %863 = getelementptr i8, ptr addrspace(3) %862, i64 192
  %864 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %863)
  %865 = extractvalue { i32, i32, i32, i32 } %864, 0
  %866 = extractvalue { i32, i32, i32, i32 } %864, 1
  %867 = extractvalue { i32, i32, i32, i32 } %864, 2
  %868 = extractvalue { i32, i32, i32, i32 } %864, 3
  %869 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %858, i32 %859, i32 %860, i32 %861, i32 %865, i32 %866, float %833, float %834, float %835, float %836) #7
  %870 = extractvalue { float, float, float, float } %869, 0
  %871 = extractvalue { float, float, float, float } %869, 1
  %872 = extractvalue { float, float, float, float } %869, 2
  %873 = extractvalue { float, float, float, float } %869, 3
  %874 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %858, i32 %859, i32 %860, i32 %861, i32 %867, i32 %868, float %838, float %839, float %840, float %841) #7
  %875 = extractvalue { float, float, float, float } %874, 0
  %876 = extractvalue { float, float, float, float } %874, 1
  %877 = extractvalue { float, float, float, float } %874, 2
  %878 = extractvalue { float, float, float, float } %874, 3
  %879 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %478)
  %880 = extractvalue { i32, i32, i32, i32 } %879, 0
  %881 = extractvalue { i32, i32, i32, i32 } %879, 1
  %882 = extractvalue { i32, i32, i32, i32 } %879, 2
  %883 = extractvalue { i32, i32, i32, i32 } %879, 3
  %884 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %880, i32 %881, i32 %882, i32 %883, i32 %865, i32 %866, float %848, float %849, float %850, float %851) #7
  %885 = extractvalue { float, float, float, float } %884, 0
  %886 = extractvalue { float, float, float, float } %884, 1
  %887 = extractvalue { float, float, float, float } %884, 2
  %888 = extractvalue { float, float, float, float } %884, 3
  %889 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %880, i32 %881, i32 %882, i32 %883, i32 %867, i32 %868, float %853, float %854, float %855, float %856) #7
  %890 = extractvalue { float, float, float, float } %889, 0
  %891 = extractvalue { float, float, float, float } %889, 1
  %892 = extractvalue { float, float, float, float } %889, 2
  %893 = extractvalue { float, float, float, float } %889, 3
  %894 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %482)
  %895 = extractvalue { i32, i32, i32, i32 } %894, 0
  %896 = extractvalue { i32, i32, i32, i32 } %894, 1
  %897 = extractvalue { i32, i32, i32, i32 } %894, 2
  %898 = extractvalue { i32, i32, i32, i32 } %894, 3
  %899 = getelementptr bfloat, ptr addrspace(3) %635, i64 %483
  %900 = getelementptr i8, ptr addrspace(3) %899, i64 224
  %901 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %900)
  %902 = extractvalue { i32, i32, i32, i32 } %901, 0
  %903 = extractvalue { i32, i32, i32, i32 } %901, 1
  %904 = extractvalue { i32, i32, i32, i32 } %901, 2
  %905 = extractvalue { i32, i32, i32, i32 } %901, 3
  %906 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %895, i32 %896, i32 %897, i32 %898, i32 %902, i32 %903, float %870, float %871, float %872, float %873) #7
  %907 = extractvalue { float, float, float, float } %906, 0
  %908 = extractvalue { float, float, float, float } %906, 1
  %909 = extractvalue { float, float, float, float } %906, 2
  %910 = extractvalue { float, float, float, float } %906, 3
  %911 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %895, i32 %896, i32 %897, i32 %898, i32 %904, i32 %905, float %875, float %876, float %877, float %878) #7
  %912 = extractvalue { float, float, float, float } %911, 0
  %913 = extractvalue { float, float, float, float } %911, 1
  %914 = extractvalue { float, float, float, float } %911, 2
  %915 = extractvalue { float, float, float, float } %911, 3
  %916 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %486)
  %917 = extractvalue { i32, i32, i32, i32 } %916, 0
  %918 = extractvalue { i32, i32, i32, i32 } %916, 1
  %919 = extractvalue { i32, i32, i32, i32 } %916, 2
  %920 = extractvalue { i32, i32, i32, i32 } %916, 3
  %921 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %917, i32 %918, i32 %919, i32 %920, i32 %902, i32 %903, float %885, float %886, float %887, float %888) #7
  %922 = extractvalue { float, float, float, float } %921, 0
  %923 = extractvalue { float, float, float, float } %921, 1
  %924 = extractvalue { float, float, float, float } %921, 2
  %925 = extractvalue { float, float, float, float } %921, 3
  %926 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %917, i32 %918, i32 %919, i32 %920, i32 %904, i32 %905, float %890, float %891, float %892, float %893) #7
  %927 = extractvalue { float, float, float, float } %926, 0
  %928 = extractvalue { float, float, float, float } %926, 1
  %929 = extractvalue { float, float, float, float } %926, 2
  %930 = extractvalue { float, float, float, float } %926, 3
  %931 = getelementptr i8, ptr addrspace(3) %635, i64 17408
  %932 = fmul float %126, %907
  %933 = fmul float %126, %908
  %934 = fmul float %126, %909
  %935 = fmul float %126, %910
  %936 = fmul float %126, %912
  %937 = fmul float %126, %913
  %938 = fmul float %126, %914
  %939 = fmul float %126, %915
  %940 = fmul float %126, %922
  %941 = fmul float %126, %923
  %942 = fmul float %126, %924
  %943 = fmul float %126, %925
  %944 = fmul float %126, %927
  %945 = fmul float %126, %928
  %946 = fmul float %126, %929
  %947 = fmul float %126, %930
  %948 = tail call float @llvm.maxnum.f32(float %932, float %933)
  %949 = tail call float @llvm.maxnum.f32(float %934, float %935)
  %950 = tail call float @llvm.maxnum.f32(float %948, float %936)
  %951 = tail call float @llvm.maxnum.f32(float %950, float %937)
  %952 = tail call float @llvm.maxnum.f32(float %949, float %938)
  %953 = tail call float @llvm.maxnum.f32(float %952, float %939)
  %954 = tail call float @llvm.maxnum.f32(float %940, float %941)
  %955 = tail call float @llvm.maxnum.f32(float %942, float %943)
  %956 = tail call float @llvm.maxnum.f32(float %954, float %944)
  %957 = tail call float @llvm.maxnum.f32(float %956, float %945)
  %958 = tail call float @llvm.maxnum.f32(float %955, float %946)
  %959 = tail call float @llvm.maxnum.f32(float %958, float %947)
  %960 = bitcast float %951 to i32
  %961 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %960, i32 2, i32 31)
  %962 = bitcast i32 %961 to float
  %963 = tail call float @llvm.maxnum.f32(float %951, float %962)
  %964 = bitcast float %953 to i32
  %965 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %964, i32 2, i32 31)
  %966 = bitcast i32 %965 to float
  %967 = tail call float @llvm.maxnum.f32(float %953, float %966)
  %968 = bitcast float %957 to i32
  %969 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %968, i32 2, i32 31)
  %970 = bitcast i32 %969 to float
  %971 = tail call float @llvm.maxnum.f32(float %957, float %970)
  %972 = bitcast float %959 to i32
  %973 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %972, i32 2, i32 31)
  %974 = bitcast i32 %973 to float
  %975 = tail call float @llvm.maxnum.f32(float %959, float %974)
  %976 = bitcast float %963 to i32
  %977 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %976, i32 1, i32 31)
  %978 = bitcast i32 %977 to float
  %979 = tail call float @llvm.maxnum.f32(float %963, float %978)
  %980 = bitcast float %967 to i32
  %981 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %980, i32 1, i32 31)
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
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store float %979, ptr addrspace(3) %323, align 4
  store float %983, ptr addrspace(3) %327, align 4
  store float %987, ptr addrspace(3) %331, align 4
  store float %991, ptr addrspace(3) %335, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %992 = load float, ptr addrspace(3) %337, align 16
  %993 = load float, ptr addrspace(3) %338, align 4
  %994 = tail call float @llvm.maxnum.f32(float %992, float %993)
  %995 = load float, ptr addrspace(3) %339, align 8
  %996 = tail call float @llvm.maxnum.f32(float %994, float %995)
  %997 = load float, ptr addrspace(3) %340, align 4
  %998 = tail call float @llvm.maxnum.f32(float %996, float %997)
  %999 = load float, ptr addrspace(3) %342, align 16
  %1000 = load float, ptr addrspace(3) %343, align 4
  %1001 = tail call float @llvm.maxnum.f32(float %999, float %1000)
  %1002 = load float, ptr addrspace(3) %344, align 8
  %1003 = tail call float @llvm.maxnum.f32(float %1001, float %1002)
  %1004 = load float, ptr addrspace(3) %345, align 4
  %1005 = tail call float @llvm.maxnum.f32(float %1003, float %1004)
  %1006 = load float, ptr addrspace(3) %347, align 16
  %1007 = load float, ptr addrspace(3) %348, align 4
  %1008 = tail call float @llvm.maxnum.f32(float %1006, float %1007)
  %1009 = load float, ptr addrspace(3) %349, align 8
  %1010 = tail call float @llvm.maxnum.f32(float %1008, float %1009)
  %1011 = load float, ptr addrspace(3) %350, align 4
  %1012 = tail call float @llvm.maxnum.f32(float %1010, float %1011)
  %1013 = load float, ptr addrspace(3) %352, align 16
  %1014 = load float, ptr addrspace(3) %353, align 4
  %1015 = tail call float @llvm.maxnum.f32(float %1013, float %1014)
  %1016 = load float, ptr addrspace(3) %354, align 8
  %1017 = tail call float @llvm.maxnum.f32(float %1015, float %1016)
  %1018 = load float, ptr addrspace(3) %355, align 4
  %1019 = tail call float @llvm.maxnum.f32(float %1017, float %1018)
  %1020 = tail call float @llvm.maxnum.f32(float %535, float %998)
  %1021 = tail call float @llvm.maxnum.f32(float %534, float %1005)
  %1022 = tail call float @llvm.maxnum.f32(float %533, float %1012)
  %1023 = tail call float @llvm.maxnum.f32(float %532, float %1019)
  %1024 = fsub float %932, %1020
  %1025 = fsub float %933, %1020
  %1026 = fsub float %934, %1021
  %1027 = fsub float %935, %1021
  %1028 = fsub float %936, %1020
  %1029 = fsub float %937, %1020
  %1030 = fsub float %938, %1021
  %1031 = fsub float %939, %1021
  %1032 = fsub float %940, %1022
  %1033 = fsub float %941, %1022
  %1034 = fsub float %942, %1023
  %1035 = fsub float %943, %1023
  %1036 = fsub float %944, %1022
  %1037 = fsub float %945, %1022
  %1038 = fsub float %946, %1023
  %1039 = fsub float %947, %1023
  %1040 = tail call float @llvm.nvvm.ex2.approx.f32(float %1024)
  %1041 = tail call float @llvm.nvvm.ex2.approx.f32(float %1025)
  %1042 = tail call float @llvm.nvvm.ex2.approx.f32(float %1026)
  %1043 = tail call float @llvm.nvvm.ex2.approx.f32(float %1027)
  %1044 = tail call float @llvm.nvvm.ex2.approx.f32(float %1028)
  %1045 = tail call float @llvm.nvvm.ex2.approx.f32(float %1029)
  %1046 = tail call float @llvm.nvvm.ex2.approx.f32(float %1030)
  %1047 = tail call float @llvm.nvvm.ex2.approx.f32(float %1031)
  %1048 = tail call float @llvm.nvvm.ex2.approx.f32(float %1032)
  %1049 = tail call float @llvm.nvvm.ex2.approx.f32(float %1033)
  %1050 = tail call float @llvm.nvvm.ex2.approx.f32(float %1034)
  %1051 = tail call float @llvm.nvvm.ex2.approx.f32(float %1035)
  %1052 = tail call float @llvm.nvvm.ex2.approx.f32(float %1036)
  %1053 = tail call float @llvm.nvvm.ex2.approx.f32(float %1037)
  %1054 = tail call float @llvm.nvvm.ex2.approx.f32(float %1038)
  %1055 = tail call float @llvm.nvvm.ex2.approx.f32(float %1039)
  %1056 = fsub float %535, %1020
  %1057 = fsub float %534, %1021
  %1058 = fsub float %533, %1022
  %1059 = fsub float %532, %1023
  %1060 = tail call float @llvm.nvvm.ex2.approx.f32(float %1056)
  %1061 = tail call float @llvm.nvvm.ex2.approx.f32(float %1057)
  %1062 = tail call float @llvm.nvvm.ex2.approx.f32(float %1058)
  %1063 = tail call float @llvm.nvvm.ex2.approx.f32(float %1059)
  %1064 = fadd float %1040, %1041
  %1065 = fadd float %1042, %1043
  %1066 = fadd float %1064, %1044
  %1067 = fadd float %1066, %1045
  %1068 = fadd float %1065, %1046
  %1069 = fadd float %1068, %1047
  %1070 = fadd float %1048, %1049
  %1071 = fadd float %1050, %1051
  %1072 = fadd float %1070, %1052
  %1073 = fadd float %1072, %1053
  %1074 = fadd float %1071, %1054
  %1075 = fadd float %1074, %1055
  %1076 = bitcast float %1067 to i32
  %1077 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1076, i32 2, i32 31)
  %1078 = bitcast i32 %1077 to float
  %1079 = fadd float %1067, %1078
  %1080 = bitcast float %1069 to i32
  %1081 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1080, i32 2, i32 31)
  %1082 = bitcast i32 %1081 to float
  %1083 = fadd float %1069, %1082
  %1084 = bitcast float %1073 to i32
  %1085 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1084, i32 2, i32 31)
  %1086 = bitcast i32 %1085 to float
  %1087 = fadd float %1073, %1086
  %1088 = bitcast float %1075 to i32
  %1089 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1088, i32 2, i32 31)
  %1090 = bitcast i32 %1089 to float
  %1091 = fadd float %1075, %1090
  %1092 = bitcast float %1079 to i32
  %1093 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1092, i32 1, i32 31)
  %1094 = bitcast i32 %1093 to float
  %1095 = fadd float %1079, %1094
  %1096 = bitcast float %1083 to i32
  %1097 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1096, i32 1, i32 31)
  %1098 = bitcast i32 %1097 to float
  %1099 = fadd float %1083, %1098
  %1100 = bitcast float %1087 to i32
  %1101 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1100, i32 1, i32 31)
  %1102 = bitcast i32 %1101 to float
  %1103 = fadd float %1087, %1102
  %1104 = bitcast float %1091 to i32
  %1105 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1104, i32 1, i32 31)
  %1106 = bitcast i32 %1105 to float
  %1107 = fadd float %1091, %1106
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store float %1095, ptr addrspace(3) %323, align 4
  store float %1099, ptr addrspace(3) %327, align 4
  store float %1103, ptr addrspace(3) %331, align 4
  store float %1107, ptr addrspace(3) %335, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1108 = load float, ptr addrspace(3) %337, align 16
  %1109 = load float, ptr addrspace(3) %338, align 4
  %1110 = load float, ptr addrspace(3) %339, align 8
  %1111 = load float, ptr addrspace(3) %340, align 4
  %1112 = load float, ptr addrspace(3) %342, align 16
  %1113 = load float, ptr addrspace(3) %343, align 4
  %1114 = load float, ptr addrspace(3) %344, align 8
  %1115 = load float, ptr addrspace(3) %345, align 4
  %1116 = load float, ptr addrspace(3) %347, align 16
  %1117 = load float, ptr addrspace(3) %348, align 4
  %1118 = load float, ptr addrspace(3) %349, align 8
  %1119 = load float, ptr addrspace(3) %350, align 4
  %1120 = load float, ptr addrspace(3) %352, align 16
  %1121 = load float, ptr addrspace(3) %353, align 4
  %1122 = load float, ptr addrspace(3) %354, align 8
  %1123 = load float, ptr addrspace(3) %355, align 4
  %1124 = fptrunc float %1040 to bfloat
  %1125 = fptrunc float %1041 to bfloat
  %1126 = fptrunc float %1042 to bfloat
  %1127 = fptrunc float %1043 to bfloat
  %1128 = fptrunc float %1044 to bfloat
  %1129 = fptrunc float %1045 to bfloat
  %1130 = fptrunc float %1046 to bfloat
  %1131 = fptrunc float %1047 to bfloat
  %1132 = fptrunc float %1048 to bfloat
  %1133 = fptrunc float %1049 to bfloat
  %1134 = fptrunc float %1050 to bfloat
  %1135 = fptrunc float %1051 to bfloat
  %1136 = fptrunc float %1052 to bfloat
  %1137 = fptrunc float %1053 to bfloat
  %1138 = fptrunc float %1054 to bfloat
  %1139 = fptrunc float %1055 to bfloat
  %1140 = fmul float %567, %1060
  %1141 = fmul float %566, %1060
  %1142 = fmul float %565, %1061
  %1143 = fmul float %564, %1061
  %1144 = fmul float %563, %1060
  %1145 = fmul float %562, %1060
  %1146 = fmul float %561, %1061
  %1147 = fmul float %560, %1061
  %1148 = fmul float %559, %1060
  %1149 = fmul float %558, %1060
  %1150 = fmul float %557, %1061
  %1151 = fmul float %556, %1061
  %1152 = fmul float %555, %1060
  %1153 = fmul float %554, %1060
  %1154 = fmul float %553, %1061
  %1155 = fmul float %552, %1061
  %1156 = fmul float %551, %1062
  %1157 = fmul float %550, %1062
  %1158 = fmul float %549, %1063
  %1159 = fmul float %548, %1063
  %1160 = fmul float %547, %1062
  %1161 = fmul float %546, %1062
  %1162 = fmul float %545, %1063
  %1163 = fmul float %544, %1063
  %1164 = fmul float %543, %1062
  %1165 = fmul float %542, %1062
  %1166 = fmul float %541, %1063
  %1167 = fmul float %540, %1063
  %1168 = fmul float %539, %1062
  %1169 = fmul float %538, %1062
  %1170 = fmul float %537, %1063
  %1171 = fmul float %536, %1063
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store bfloat %1124, ptr addrspace(3) %362, align 4
  store bfloat %1125, ptr addrspace(3) %367, align 2
  store bfloat %1126, ptr addrspace(3) %371, align 4
  store bfloat %1127, ptr addrspace(3) %374, align 2
  store bfloat %1128, ptr addrspace(3) %379, align 4
  store bfloat %1129, ptr addrspace(3) %383, align 2
  store bfloat %1130, ptr addrspace(3) %386, align 4
  store bfloat %1131, ptr addrspace(3) %389, align 2
  store bfloat %1132, ptr addrspace(3) %393, align 4
  store bfloat %1133, ptr addrspace(3) %396, align 2
  store bfloat %1134, ptr addrspace(3) %400, align 4
  store bfloat %1135, ptr addrspace(3) %403, align 2
  store bfloat %1136, ptr addrspace(3) %406, align 4
  store bfloat %1137, ptr addrspace(3) %409, align 2
  store bfloat %1138, ptr addrspace(3) %412, align 4
  store bfloat %1139, ptr addrspace(3) %415, align 2
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1172 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %423)
  %1173 = extractvalue { i32, i32, i32, i32 } %1172, 0
  %1174 = extractvalue { i32, i32, i32, i32 } %1172, 1
  %1175 = extractvalue { i32, i32, i32, i32 } %1172, 2
  %1176 = extractvalue { i32, i32, i32, i32 } %1172, 3
  %1177 = getelementptr bfloat, ptr addrspace(3) %931, i64 %489
  %1178 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1177)
  %1179 = extractvalue { i32, i32, i32, i32 } %1178, 0
  %1180 = extractvalue { i32, i32, i32, i32 } %1178, 1
  %1181 = extractvalue { i32, i32, i32, i32 } %1178, 2
  %1182 = extractvalue { i32, i32, i32, i32 } %1178, 3
  %1183 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1173, i32 %1174, i32 %1175, i32 %1176, i32 %1179, i32 %1180, float %1140, float %1141, float %1142, float %1143) #7
  %1184 = extractvalue { float, float, float, float } %1183, 0
  %1185 = extractvalue { float, float, float, float } %1183, 1
  %1186 = extractvalue { float, float, float, float } %1183, 2
  %1187 = extractvalue { float, float, float, float } %1183, 3
  %1188 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1173, i32 %1174, i32 %1175, i32 %1176, i32 %1181, i32 %1182, float %1144, float %1145, float %1146, float %1147) #7
  %1189 = extractvalue { float, float, float, float } %1188, 0
  %1190 = extractvalue { float, float, float, float } %1188, 1
  %1191 = extractvalue { float, float, float, float } %1188, 2
  %1192 = extractvalue { float, float, float, float } %1188, 3
  %1193 = getelementptr bfloat, ptr addrspace(3) %931, i64 %491
  %1194 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1193)
  %1195 = extractvalue { i32, i32, i32, i32 } %1194, 0
  %1196 = extractvalue { i32, i32, i32, i32 } %1194, 1
  %1197 = extractvalue { i32, i32, i32, i32 } %1194, 2
  %1198 = extractvalue { i32, i32, i32, i32 } %1194, 3
  %1199 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1173, i32 %1174, i32 %1175, i32 %1176, i32 %1195, i32 %1196, float %1148, float %1149, float %1150, float %1151) #7
  %1200 = extractvalue { float, float, float, float } %1199, 0
  %1201 = extractvalue { float, float, float, float } %1199, 1
  %1202 = extractvalue { float, float, float, float } %1199, 2
  %1203 = extractvalue { float, float, float, float } %1199, 3
  %1204 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1173, i32 %1174, i32 %1175, i32 %1176, i32 %1197, i32 %1198, float %1152, float %1153, float %1154, float %1155) #7
  %1205 = extractvalue { float, float, float, float } %1204, 0
  %1206 = extractvalue { float, float, float, float } %1204, 1
  %1207 = extractvalue { float, float, float, float } %1204, 2
  %1208 = extractvalue { float, float, float, float } %1204, 3
  %1209 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %494)
  %1210 = extractvalue { i32, i32, i32, i32 } %1209, 0
  %1211 = extractvalue { i32, i32, i32, i32 } %1209, 1
  %1212 = extractvalue { i32, i32, i32, i32 } %1209, 2
  %1213 = extractvalue { i32, i32, i32, i32 } %1209, 3
  %1214 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1210, i32 %1211, i32 %1212, i32 %1213, i32 %1179, i32 %1180, float %1156, float %1157, float %1158, float %1159) #7
  %1215 = extractvalue { float, float, float, float } %1214, 0
  %1216 = extractvalue { float, float, float, float } %1214, 1
  %1217 = extractvalue { float, float, float, float } %1214, 2
  %1218 = extractvalue { float, float, float, float } %1214, 3
  %1219 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1210, i32 %1211, i32 %1212, i32 %1213, i32 %1181, i32 %1182, float %1160, float %1161, float %1162, float %1163) #7
  %1220 = extractvalue { float, float, float, float } %1219, 0
  %1221 = extractvalue { float, float, float, float } %1219, 1
  %1222 = extractvalue { float, float, float, float } %1219, 2
  %1223 = extractvalue { float, float, float, float } %1219, 3
  %1224 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1210, i32 %1211, i32 %1212, i32 %1213, i32 %1195, i32 %1196, float %1164, float %1165, float %1166, float %1167) #7
  %1225 = extractvalue { float, float, float, float } %1224, 0
  %1226 = extractvalue { float, float, float, float } %1224, 1
  %1227 = extractvalue { float, float, float, float } %1224, 2
  %1228 = extractvalue { float, float, float, float } %1224, 3
  %1229 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1210, i32 %1211, i32 %1212, i32 %1213, i32 %1197, i32 %1198, float %1168, float %1169, float %1170, float %1171) #7
  %1230 = extractvalue { float, float, float, float } %1229, 0
  %1231 = extractvalue { float, float, float, float } %1229, 1
  %1232 = extractvalue { float, float, float, float } %1229, 2
  %1233 = extractvalue { float, float, float, float } %1229, 3
  %1234 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %497)
  %1235 = extractvalue { i32, i32, i32, i32 } %1234, 0
  %1236 = extractvalue { i32, i32, i32, i32 } %1234, 1
  %1237 = extractvalue { i32, i32, i32, i32 } %1234, 2
  %1238 = extractvalue { i32, i32, i32, i32 } %1234, 3
  %1239 = getelementptr bfloat, ptr addrspace(3) %931, i64 %501
  %1240 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1239)
  %1241 = extractvalue { i32, i32, i32, i32 } %1240, 0
  %1242 = extractvalue { i32, i32, i32, i32 } %1240, 1
  %1243 = extractvalue { i32, i32, i32, i32 } %1240, 2
  %1244 = extractvalue { i32, i32, i32, i32 } %1240, 3
  %1245 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1235, i32 %1236, i32 %1237, i32 %1238, i32 %1241, i32 %1242, float %1184, float %1185, float %1186, float %1187) #7
  %1246 = extractvalue { float, float, float, float } %1245, 0
  %1247 = extractvalue { float, float, float, float } %1245, 1
  %1248 = extractvalue { float, float, float, float } %1245, 2
  %1249 = extractvalue { float, float, float, float } %1245, 3
  %1250 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1235, i32 %1236, i32 %1237, i32 %1238, i32 %1243, i32 %1244, float %1189, float %1190, float %1191, float %1192) #7
  %1251 = extractvalue { float, float, float, float } %1250, 0
  %1252 = extractvalue { float, float, float, float } %1250, 1
  %1253 = extractvalue { float, float, float, float } %1250, 2
  %1254 = extractvalue { float, float, float, float } %1250, 3
  %1255 = getelementptr bfloat, ptr addrspace(3) %931, i64 %503
  %1256 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1255)
  %1257 = extractvalue { i32, i32, i32, i32 } %1256, 0
  %1258 = extractvalue { i32, i32, i32, i32 } %1256, 1
  %1259 = extractvalue { i32, i32, i32, i32 } %1256, 2
  %1260 = extractvalue { i32, i32, i32, i32 } %1256, 3
  %1261 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1235, i32 %1236, i32 %1237, i32 %1238, i32 %1257, i32 %1258, float %1200, float %1201, float %1202, float %1203) #7
  %1262 = extractvalue { float, float, float, float } %1261, 0
  %1263 = extractvalue { float, float, float, float } %1261, 1
  %1264 = extractvalue { float, float, float, float } %1261, 2
  %1265 = extractvalue { float, float, float, float } %1261, 3
  %1266 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1235, i32 %1236, i32 %1237, i32 %1238, i32 %1259, i32 %1260, float %1205, float %1206, float %1207, float %1208) #7
  %1267 = extractvalue { float, float, float, float } %1266, 0
  %1268 = extractvalue { float, float, float, float } %1266, 1
  %1269 = extractvalue { float, float, float, float } %1266, 2
  %1270 = extractvalue { float, float, float, float } %1266, 3
  %1271 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %506)
  %1272 = extractvalue { i32, i32, i32, i32 } %1271, 0
  %1273 = extractvalue { i32, i32, i32, i32 } %1271, 1
  %1274 = extractvalue { i32, i32, i32, i32 } %1271, 2
  %1275 = extractvalue { i32, i32, i32, i32 } %1271, 3
  %1276 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1272, i32 %1273, i32 %1274, i32 %1275, i32 %1241, i32 %1242, float %1215, float %1216, float %1217, float %1218) #7
  %1277 = extractvalue { float, float, float, float } %1276, 0
  %1278 = extractvalue { float, float, float, float } %1276, 1
  %1279 = extractvalue { float, float, float, float } %1276, 2
  %1280 = extractvalue { float, float, float, float } %1276, 3
  %1281 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1272, i32 %1273, i32 %1274, i32 %1275, i32 %1243, i32 %1244, float %1220, float %1221, float %1222, float %1223) #7
  %1282 = extractvalue { float, float, float, float } %1281, 0
  %1283 = extractvalue { float, float, float, float } %1281, 1
  %1284 = extractvalue { float, float, float, float } %1281, 2
  %1285 = extractvalue { float, float, float, float } %1281, 3
  %1286 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1272, i32 %1273, i32 %1274, i32 %1275, i32 %1257, i32 %1258, float %1225, float %1226, float %1227, float %1228) #7
  %1287 = extractvalue { float, float, float, float } %1286, 0
  %1288 = extractvalue { float, float, float, float } %1286, 1
  %1289 = extractvalue { float, float, float, float } %1286, 2
  %1290 = extractvalue { float, float, float, float } %1286, 3
  %1291 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1272, i32 %1273, i32 %1274, i32 %1275, i32 %1259, i32 %1260, float %1230, float %1231, float %1232, float %1233) #7
  %1292 = extractvalue { float, float, float, float } %1291, 0
  %1293 = extractvalue { float, float, float, float } %1291, 1
  %1294 = extractvalue { float, float, float, float } %1291, 2
  %1295 = extractvalue { float, float, float, float } %1291, 3
  %1296 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %509)
  %1297 = extractvalue { i32, i32, i32, i32 } %1296, 0
  %1298 = extractvalue { i32, i32, i32, i32 } %1296, 1
  %1299 = extractvalue { i32, i32, i32, i32 } %1296, 2
  %1300 = extractvalue { i32, i32, i32, i32 } %1296, 3
  %1301 = getelementptr bfloat, ptr addrspace(3) %931, i64 %513
  %1302 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1301)
  %1303 = extractvalue { i32, i32, i32, i32 } %1302, 0
  %1304 = extractvalue { i32, i32, i32, i32 } %1302, 1
  %1305 = extractvalue { i32, i32, i32, i32 } %1302, 2
  %1306 = extractvalue { i32, i32, i32, i32 } %1302, 3
  %1307 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1297, i32 %1298, i32 %1299, i32 %1300, i32 %1303, i32 %1304, float %1246, float %1247, float %1248, float %1249) #7
  %1308 = extractvalue { float, float, float, float } %1307, 0
  %1309 = extractvalue { float, float, float, float } %1307, 1
  %1310 = extractvalue { float, float, float, float } %1307, 2
  %1311 = extractvalue { float, float, float, float } %1307, 3
  %1312 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1297, i32 %1298, i32 %1299, i32 %1300, i32 %1305, i32 %1306, float %1251, float %1252, float %1253, float %1254) #7
  %1313 = extractvalue { float, float, float, float } %1312, 0
  %1314 = extractvalue { float, float, float, float } %1312, 1
  %1315 = extractvalue { float, float, float, float } %1312, 2
  %1316 = extractvalue { float, float, float, float } %1312, 3
  %1317 = getelementptr bfloat, ptr addrspace(3) %931, i64 %515
  %1318 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1317)
  %1319 = extractvalue { i32, i32, i32, i32 } %1318, 0
  %1320 = extractvalue { i32, i32, i32, i32 } %1318, 1
  %1321 = extractvalue { i32, i32, i32, i32 } %1318, 2
  %1322 = extractvalue { i32, i32, i32, i32 } %1318, 3
  %1323 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1297, i32 %1298, i32 %1299, i32 %1300, i32 %1319, i32 %1320, float %1262, float %1263, float %1264, float %1265) #7
  %1324 = extractvalue { float, float, float, float } %1323, 0
  %1325 = extractvalue { float, float, float, float } %1323, 1
  %1326 = extractvalue { float, float, float, float } %1323, 2
  %1327 = extractvalue { float, float, float, float } %1323, 3
  %1328 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1297, i32 %1298, i32 %1299, i32 %1300, i32 %1321, i32 %1322, float %1267, float %1268, float %1269, float %1270) #7
  %1329 = extractvalue { float, float, float, float } %1328, 0
  %1330 = extractvalue { float, float, float, float } %1328, 1
  %1331 = extractvalue { float, float, float, float } %1328, 2
  %1332 = extractvalue { float, float, float, float } %1328, 3
  %1333 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %518)
  %1334 = extractvalue { i32, i32, i32, i32 } %1333, 0
  %1335 = extractvalue { i32, i32, i32, i32 } %1333, 1
  %1336 = extractvalue { i32, i32, i32, i32 } %1333, 2
  %1337 = extractvalue { i32, i32, i32, i32 } %1333, 3
  %1338 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1334, i32 %1335, i32 %1336, i32 %1337, i32 %1303, i32 %1304, float %1277, float %1278, float %1279, float %1280) #7
  %1339 = extractvalue { float, float, float, float } %1338, 0
  %1340 = extractvalue { float, float, float, float } %1338, 1
  %1341 = extractvalue { float, float, float, float } %1338, 2
  %1342 = extractvalue { float, float, float, float } %1338, 3
  %1343 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1334, i32 %1335, i32 %1336, i32 %1337, i32 %1305, i32 %1306, float %1282, float %1283, float %1284, float %1285) #7
  %1344 = extractvalue { float, float, float, float } %1343, 0
  %1345 = extractvalue { float, float, float, float } %1343, 1
  %1346 = extractvalue { float, float, float, float } %1343, 2
  %1347 = extractvalue { float, float, float, float } %1343, 3
  %1348 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1334, i32 %1335, i32 %1336, i32 %1337, i32 %1319, i32 %1320, float %1287, float %1288, float %1289, float %1290) #7
  %1349 = extractvalue { float, float, float, float } %1348, 0
  %1350 = extractvalue { float, float, float, float } %1348, 1
  %1351 = extractvalue { float, float, float, float } %1348, 2
  %1352 = extractvalue { float, float, float, float } %1348, 3
  %1353 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1334, i32 %1335, i32 %1336, i32 %1337, i32 %1321, i32 %1322, float %1292, float %1293, float %1294, float %1295) #7
  %1354 = extractvalue { float, float, float, float } %1353, 0
  %1355 = extractvalue { float, float, float, float } %1353, 1
  %1356 = extractvalue { float, float, float, float } %1353, 2
  %1357 = extractvalue { float, float, float, float } %1353, 3
  %1358 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %521)
  %1359 = extractvalue { i32, i32, i32, i32 } %1358, 0
  %1360 = extractvalue { i32, i32, i32, i32 } %1358, 1
  %1361 = extractvalue { i32, i32, i32, i32 } %1358, 2
  %1362 = extractvalue { i32, i32, i32, i32 } %1358, 3
  %1363 = getelementptr bfloat, ptr addrspace(3) %931, i64 %525
  %1364 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1363)
  %1365 = extractvalue { i32, i32, i32, i32 } %1364, 0
  %1366 = extractvalue { i32, i32, i32, i32 } %1364, 1
  %1367 = extractvalue { i32, i32, i32, i32 } %1364, 2
  %1368 = extractvalue { i32, i32, i32, i32 } %1364, 3
  %1369 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1359, i32 %1360, i32 %1361, i32 %1362, i32 %1365, i32 %1366, float %1308, float %1309, float %1310, float %1311) #7
  %1370 = extractvalue { float, float, float, float } %1369, 0
  %1371 = extractvalue { float, float, float, float } %1369, 1
  %1372 = extractvalue { float, float, float, float } %1369, 2
  %1373 = extractvalue { float, float, float, float } %1369, 3
  %1374 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1359, i32 %1360, i32 %1361, i32 %1362, i32 %1367, i32 %1368, float %1313, float %1314, float %1315, float %1316) #7
  %1375 = extractvalue { float, float, float, float } %1374, 0
  %1376 = extractvalue { float, float, float, float } %1374, 1
  %1377 = extractvalue { float, float, float, float } %1374, 2
  %1378 = extractvalue { float, float, float, float } %1374, 3
  %1379 = getelementptr bfloat, ptr addrspace(3) %931, i64 %527
  %1380 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1379)
  %1381 = extractvalue { i32, i32, i32, i32 } %1380, 0
  %1382 = extractvalue { i32, i32, i32, i32 } %1380, 1
  %1383 = extractvalue { i32, i32, i32, i32 } %1380, 2
  %1384 = extractvalue { i32, i32, i32, i32 } %1380, 3
  %1385 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1359, i32 %1360, i32 %1361, i32 %1362, i32 %1381, i32 %1382, float %1324, float %1325, float %1326, float %1327) #7
  %1386 = extractvalue { float, float, float, float } %1385, 0
  %1387 = extractvalue { float, float, float, float } %1385, 1
  %1388 = extractvalue { float, float, float, float } %1385, 2
  %1389 = extractvalue { float, float, float, float } %1385, 3
  %1390 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1359, i32 %1360, i32 %1361, i32 %1362, i32 %1383, i32 %1384, float %1329, float %1330, float %1331, float %1332) #7
  %1391 = extractvalue { float, float, float, float } %1390, 0
  %1392 = extractvalue { float, float, float, float } %1390, 1
  %1393 = extractvalue { float, float, float, float } %1390, 2
  %1394 = extractvalue { float, float, float, float } %1390, 3
  %1395 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %530)
  %1396 = extractvalue { i32, i32, i32, i32 } %1395, 0
  %1397 = extractvalue { i32, i32, i32, i32 } %1395, 1
  %1398 = extractvalue { i32, i32, i32, i32 } %1395, 2
  %1399 = extractvalue { i32, i32, i32, i32 } %1395, 3
  %1400 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1396, i32 %1397, i32 %1398, i32 %1399, i32 %1365, i32 %1366, float %1339, float %1340, float %1341, float %1342) #7
  %1401 = extractvalue { float, float, float, float } %1400, 0
  %1402 = extractvalue { float, float, float, float } %1400, 1
  %1403 = extractvalue { float, float, float, float } %1400, 2
  %1404 = extractvalue { float, float, float, float } %1400, 3
  %1405 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1396, i32 %1397, i32 %1398, i32 %1399, i32 %1367, i32 %1368, float %1344, float %1345, float %1346, float %1347) #7
  %1406 = extractvalue { float, float, float, float } %1405, 0
  %1407 = extractvalue { float, float, float, float } %1405, 1
  %1408 = extractvalue { float, float, float, float } %1405, 2
  %1409 = extractvalue { float, float, float, float } %1405, 3
  %1410 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1396, i32 %1397, i32 %1398, i32 %1399, i32 %1381, i32 %1382, float %1349, float %1350, float %1351, float %1352) #7
  %1411 = extractvalue { float, float, float, float } %1410, 0
  %1412 = extractvalue { float, float, float, float } %1410, 1
  %1413 = extractvalue { float, float, float, float } %1410, 2
  %1414 = extractvalue { float, float, float, float } %1410, 3
  %1415 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1396, i32 %1397, i32 %1398, i32 %1399, i32 %1383, i32 %1384, float %1354, float %1355, float %1356, float %1357) #7
  %1416 = extractvalue { float, float, float, float } %1415, 0
  %1417 = extractvalue { float, float, float, float } %1415, 1
  %1418 = extractvalue { float, float, float, float } %1415, 2
  %1419 = extractvalue { float, float, float, float } %1415, 3
  %1420 = fmul float %571, %1060
  %1421 = fmul float %570, %1061
  %1422 = fmul float %569, %1062
  %1423 = fmul float %568, %1063
  %1424 = fadd float %1108, %1109
  %1425 = fadd float %1424, %1110
  %1426 = fadd float %1425, %1111
  %1427 = fadd float %1112, %1113
  %1428 = fadd float %1427, %1114
  %1429 = fadd float %1428, %1115
  %1430 = fadd float %1116, %1117
  %1431 = fadd float %1430, %1118
  %1432 = fadd float %1431, %1119
  %1433 = fadd float %1120, %1121
  %1434 = fadd float %1433, %1122
  %1435 = fadd float %1434, %1123
  %1436 = fadd float %1420, %1426
  %1437 = fadd float %1421, %1429
  %1438 = fadd float %1422, %1432
  %1439 = fadd float %1423, %1435
  br i1 %576, label %531, label %._crit_edge

._crit_edge:                                      ; preds = %.loopexit, %.preheader.._crit_edge_crit_edge.critedge
  %.pre-phi207 = phi i32 [ %.pre206, %.preheader.._crit_edge_crit_edge.critedge ], [ %357, %.loopexit ]
  %.pre-phi203 = phi i32 [ %.pre202, %.preheader.._crit_edge_crit_edge.critedge ], [ %319, %.loopexit ]
  %.pre-phi201 = phi i32 [ %.pre200, %.preheader.._crit_edge_crit_edge.critedge ], [ %318, %.loopexit ]
  %.pre-phi197 = phi i32 [ %.pre196, %.preheader.._crit_edge_crit_edge.critedge ], [ %317, %.loopexit ]
  %.pre-phi193 = phi i32 [ %.pre192, %.preheader.._crit_edge_crit_edge.critedge ], [ %315, %.loopexit ]
  %.lcssa93 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1436, %.loopexit ]
  %.lcssa92 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1437, %.loopexit ]
  %.lcssa91 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1438, %.loopexit ]
  %.lcssa90 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1439, %.loopexit ]
  %.lcssa89 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1370, %.loopexit ]
  %.lcssa88 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1371, %.loopexit ]
  %.lcssa87 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1372, %.loopexit ]
  %.lcssa86 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1373, %.loopexit ]
  %.lcssa85 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1375, %.loopexit ]
  %.lcssa84 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1376, %.loopexit ]
  %.lcssa83 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1377, %.loopexit ]
  %.lcssa82 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1378, %.loopexit ]
  %.lcssa81 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1386, %.loopexit ]
  %.lcssa80 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1387, %.loopexit ]
  %.lcssa79 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1388, %.loopexit ]
  %.lcssa78 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1389, %.loopexit ]
  %.lcssa77 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1391, %.loopexit ]
  %.lcssa76 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1392, %.loopexit ]
  %.lcssa75 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1393, %.loopexit ]
  %.lcssa74 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1394, %.loopexit ]
  %.lcssa73 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1401, %.loopexit ]
  %.lcssa72 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1402, %.loopexit ]
  %.lcssa71 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1403, %.loopexit ]
  %.lcssa70 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1404, %.loopexit ]
  %.lcssa69 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1406, %.loopexit ]
  %.lcssa68 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1407, %.loopexit ]
  %.lcssa67 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1408, %.loopexit ]
  %.lcssa66 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1409, %.loopexit ]
  %.lcssa65 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1411, %.loopexit ]
  %.lcssa64 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1412, %.loopexit ]
  %.lcssa63 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1413, %.loopexit ]
  %.lcssa62 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1414, %.loopexit ]
  %.lcssa61 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1416, %.loopexit ]
  %.lcssa60 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1417, %.loopexit ]
  %.lcssa59 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1418, %.loopexit ]
  %.lcssa58 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1419, %.loopexit ]
  %.lcssa57 = phi float [ 0xFFF0000000000000, %.preheader.._crit_edge_crit_edge.critedge ], [ %1020, %.loopexit ]
  %.lcssa56 = phi float [ 0xFFF0000000000000, %.preheader.._crit_edge_crit_edge.critedge ], [ %1021, %.loopexit ]
  %.lcssa55 = phi float [ 0xFFF0000000000000, %.preheader.._crit_edge_crit_edge.critedge ], [ %1022, %.loopexit ]
  %.lcssa54 = phi float [ 0xFFF0000000000000, %.preheader.._crit_edge_crit_edge.critedge ], [ %1023, %.loopexit ]
  tail call void asm sideeffect "cp.async.wait_all;", "~{memory}"() #7
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1440 = zext nneg i32 %.pre-phi193 to i64
  %1441 = getelementptr float, ptr addrspace(3) @attention_dsmem, i64 %1440
  store float %.lcssa57, ptr addrspace(3) %1441, align 4
  %1442 = zext nneg i32 %.pre-phi197 to i64
  %1443 = getelementptr float, ptr addrspace(3) @attention_dsmem, i64 %1442
  store float %.lcssa56, ptr addrspace(3) %1443, align 4
  %1444 = zext nneg i32 %.pre-phi201 to i64
  %1445 = getelementptr float, ptr addrspace(3) @attention_dsmem, i64 %1444
  store float %.lcssa55, ptr addrspace(3) %1445, align 4
  %1446 = zext nneg i32 %.pre-phi203 to i64
  %1447 = getelementptr float, ptr addrspace(3) @attention_dsmem, i64 %1446
  store float %.lcssa54, ptr addrspace(3) %1447, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1448 = fdiv float %.lcssa89, %.lcssa93
  %1449 = fdiv float %.lcssa88, %.lcssa93
  %1450 = fdiv float %.lcssa87, %.lcssa92
  %1451 = fdiv float %.lcssa86, %.lcssa92
  %1452 = fdiv float %.lcssa85, %.lcssa93
  %1453 = fdiv float %.lcssa84, %.lcssa93
  %1454 = fdiv float %.lcssa83, %.lcssa92
  %1455 = fdiv float %.lcssa82, %.lcssa92
  %1456 = fdiv float %.lcssa81, %.lcssa93
  %1457 = fdiv float %.lcssa80, %.lcssa93
  %1458 = fdiv float %.lcssa79, %.lcssa92
  %1459 = fdiv float %.lcssa78, %.lcssa92
  %1460 = fdiv float %.lcssa77, %.lcssa93
  %1461 = fdiv float %.lcssa76, %.lcssa93
  %1462 = fdiv float %.lcssa75, %.lcssa92
  %1463 = fdiv float %.lcssa74, %.lcssa92
  %1464 = fdiv float %.lcssa73, %.lcssa91
  %1465 = fdiv float %.lcssa72, %.lcssa91
  %1466 = fdiv float %.lcssa71, %.lcssa90
  %1467 = fdiv float %.lcssa70, %.lcssa90
  %1468 = fdiv float %.lcssa69, %.lcssa91
  %1469 = fdiv float %.lcssa68, %.lcssa91
  %1470 = fdiv float %.lcssa67, %.lcssa90
  %1471 = fdiv float %.lcssa66, %.lcssa90
  %1472 = fdiv float %.lcssa65, %.lcssa91
  %1473 = fdiv float %.lcssa64, %.lcssa91
  %1474 = fdiv float %.lcssa63, %.lcssa90
  %1475 = fdiv float %.lcssa62, %.lcssa90
  %1476 = fdiv float %.lcssa61, %.lcssa91
  %1477 = fdiv float %.lcssa60, %.lcssa91
  %1478 = fdiv float %.lcssa59, %.lcssa90
  %1479 = fdiv float %.lcssa58, %.lcssa90
  %1480 = fptrunc float %1448 to bfloat
  %1481 = fptrunc float %1449 to bfloat
  %1482 = fptrunc float %1450 to bfloat
  %1483 = fptrunc float %1451 to bfloat
  %1484 = fptrunc float %1452 to bfloat
  %1485 = fptrunc float %1453 to bfloat
  %1486 = fptrunc float %1454 to bfloat
  %1487 = fptrunc float %1455 to bfloat
  %1488 = fptrunc float %1456 to bfloat
  %1489 = fptrunc float %1457 to bfloat
  %1490 = fptrunc float %1458 to bfloat
  %1491 = fptrunc float %1459 to bfloat
  %1492 = fptrunc float %1460 to bfloat
  %1493 = fptrunc float %1461 to bfloat
  %1494 = fptrunc float %1462 to bfloat
  %1495 = fptrunc float %1463 to bfloat
  %1496 = fptrunc float %1464 to bfloat
  %1497 = fptrunc float %1465 to bfloat
  %1498 = fptrunc float %1466 to bfloat
  %1499 = fptrunc float %1467 to bfloat
  %1500 = fptrunc float %1468 to bfloat
  %1501 = fptrunc float %1469 to bfloat
  %1502 = fptrunc float %1470 to bfloat
  %1503 = fptrunc float %1471 to bfloat
  %1504 = fptrunc float %1472 to bfloat
  %1505 = fptrunc float %1473 to bfloat
  %1506 = fptrunc float %1474 to bfloat
  %1507 = fptrunc float %1475 to bfloat
  %1508 = fptrunc float %1476 to bfloat
  %1509 = fptrunc float %1477 to bfloat
  %1510 = fptrunc float %1478 to bfloat
  %1511 = fptrunc float %1479 to bfloat
  %1512 = and i32 %7, 96
  %1513 = or disjoint i32 %.pre-phi207, %1512
  %1514 = or disjoint i32 %.pre-phi193, %12
  %1515 = add i32 %11, %1514
  %1516 = shl i32 %1515, 7
  %1517 = or disjoint i32 %1516, %1513
  %1518 = sext i32 %1517 to i64
  %1519 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1518
  %1520 = icmp slt i32 %1514, %4
  %1521 = zext i1 %1520 to i32
  %1522 = bitcast bfloat %1480 to i16
  %1523 = bitcast bfloat %1481 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1521, i16 %1522, i16 %1523, ptr addrspace(1) %1519) #7
  %1524 = or disjoint i32 %.pre-phi197, %12
  %1525 = add i32 %11, %1524
  %1526 = shl i32 %1525, 7
  %1527 = or disjoint i32 %1526, %1513
  %1528 = sext i32 %1527 to i64
  %1529 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1528
  %1530 = icmp slt i32 %1524, %4
  %1531 = zext i1 %1530 to i32
  %1532 = bitcast bfloat %1482 to i16
  %1533 = bitcast bfloat %1483 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1531, i16 %1532, i16 %1533, ptr addrspace(1) %1529) #7
  %1534 = or disjoint i32 %1513, 8
  %1535 = or disjoint i32 %1516, %1534
  %1536 = sext i32 %1535 to i64
  %1537 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1536
  %1538 = bitcast bfloat %1484 to i16
  %1539 = bitcast bfloat %1485 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1521, i16 %1538, i16 %1539, ptr addrspace(1) %1537) #7
  %1540 = or disjoint i32 %1526, %1534
  %1541 = sext i32 %1540 to i64
  %1542 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1541
  %1543 = bitcast bfloat %1486 to i16
  %1544 = bitcast bfloat %1487 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1531, i16 %1543, i16 %1544, ptr addrspace(1) %1542) #7
  %1545 = or disjoint i32 %1513, 16
  %1546 = or disjoint i32 %1516, %1545
  %1547 = sext i32 %1546 to i64
  %1548 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1547
  %1549 = bitcast bfloat %1488 to i16
  %1550 = bitcast bfloat %1489 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1521, i16 %1549, i16 %1550, ptr addrspace(1) %1548) #7
  %1551 = or disjoint i32 %1526, %1545
  %1552 = sext i32 %1551 to i64
  %1553 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1552
  %1554 = bitcast bfloat %1490 to i16
  %1555 = bitcast bfloat %1491 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1531, i16 %1554, i16 %1555, ptr addrspace(1) %1553) #7
  %1556 = or disjoint i32 %1513, 24
  %1557 = or disjoint i32 %1516, %1556
  %1558 = sext i32 %1557 to i64
  %1559 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1558
  %1560 = bitcast bfloat %1492 to i16
  %1561 = bitcast bfloat %1493 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1521, i16 %1560, i16 %1561, ptr addrspace(1) %1559) #7
  %1562 = or disjoint i32 %1526, %1556
  %1563 = sext i32 %1562 to i64
  %1564 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1563
  %1565 = bitcast bfloat %1494 to i16
  %1566 = bitcast bfloat %1495 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1531, i16 %1565, i16 %1566, ptr addrspace(1) %1564) #7
  %1567 = or disjoint i32 %.pre-phi201, %12
  %1568 = add i32 %11, %1567
  %1569 = shl i32 %1568, 7
  %1570 = or disjoint i32 %1569, %1513
  %1571 = sext i32 %1570 to i64
  %1572 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1571
  %1573 = icmp slt i32 %1567, %4
  %1574 = zext i1 %1573 to i32
  %1575 = bitcast bfloat %1496 to i16
  %1576 = bitcast bfloat %1497 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1574, i16 %1575, i16 %1576, ptr addrspace(1) %1572) #7
  %1577 = or disjoint i32 %.pre-phi203, %12
  %1578 = add i32 %11, %1577
  %1579 = shl i32 %1578, 7
  %1580 = or disjoint i32 %1579, %1513
  %1581 = sext i32 %1580 to i64
  %1582 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1581
  %1583 = icmp slt i32 %1577, %4
  %1584 = zext i1 %1583 to i32
  %1585 = bitcast bfloat %1498 to i16
  %1586 = bitcast bfloat %1499 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1584, i16 %1585, i16 %1586, ptr addrspace(1) %1582) #7
  %1587 = or disjoint i32 %1569, %1534
  %1588 = sext i32 %1587 to i64
  %1589 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1588
  %1590 = bitcast bfloat %1500 to i16
  %1591 = bitcast bfloat %1501 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1574, i16 %1590, i16 %1591, ptr addrspace(1) %1589) #7
  %1592 = or disjoint i32 %1579, %1534
  %1593 = sext i32 %1592 to i64
  %1594 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1593
  %1595 = bitcast bfloat %1502 to i16
  %1596 = bitcast bfloat %1503 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1584, i16 %1595, i16 %1596, ptr addrspace(1) %1594) #7
  %1597 = or disjoint i32 %1569, %1545
  %1598 = sext i32 %1597 to i64
  %1599 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1598
  %1600 = bitcast bfloat %1504 to i16
  %1601 = bitcast bfloat %1505 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1574, i16 %1600, i16 %1601, ptr addrspace(1) %1599) #7
  %1602 = or disjoint i32 %1579, %1545
  %1603 = sext i32 %1602 to i64
  %1604 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1603
  %1605 = bitcast bfloat %1506 to i16
  %1606 = bitcast bfloat %1507 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1584, i16 %1605, i16 %1606, ptr addrspace(1) %1604) #7
  %1607 = or disjoint i32 %1569, %1556
  %1608 = sext i32 %1607 to i64
  %1609 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1608
  %1610 = bitcast bfloat %1508 to i16
  %1611 = bitcast bfloat %1509 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1574, i16 %1610, i16 %1611, ptr addrspace(1) %1609) #7
  %1612 = or disjoint i32 %1579, %1556
  %1613 = sext i32 %1612 to i64
  %1614 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1613
  %1615 = bitcast bfloat %1510 to i16
  %1616 = bitcast bfloat %1511 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1584, i16 %1615, i16 %1616, ptr addrspace(1) %1614) #7
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
declare { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) readonly captures(none)) #6

; Function Attrs: convergent nocallback nofree nounwind memory(argmem: read)
declare { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) readonly captures(none)) #6

attributes #0 = { nounwind "nvvm.reqntid"="256" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #6 = { convergent nocallback nofree nounwind memory(argmem: read) }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
