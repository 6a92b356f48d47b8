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
  %532 = phi float [ 0xFFF0000000000000, %.preheader ], [ %1011, %.loopexit ]
  %533 = phi float [ 0xFFF0000000000000, %.preheader ], [ %1010, %.loopexit ]
  %534 = phi float [ 0xFFF0000000000000, %.preheader ], [ %1009, %.loopexit ]
  %535 = phi float [ 0xFFF0000000000000, %.preheader ], [ %1008, %.loopexit ]
  %536 = phi float [ 0.000000e+00, %.preheader ], [ %1423, %.loopexit ]
  %537 = phi float [ 0.000000e+00, %.preheader ], [ %1422, %.loopexit ]
  %538 = phi float [ 0.000000e+00, %.preheader ], [ %1421, %.loopexit ]
  %539 = phi float [ 0.000000e+00, %.preheader ], [ %1420, %.loopexit ]
  %540 = phi float [ 0.000000e+00, %.preheader ], [ %1418, %.loopexit ]
  %541 = phi float [ 0.000000e+00, %.preheader ], [ %1417, %.loopexit ]
  %542 = phi float [ 0.000000e+00, %.preheader ], [ %1416, %.loopexit ]
  %543 = phi float [ 0.000000e+00, %.preheader ], [ %1415, %.loopexit ]
  %544 = phi float [ 0.000000e+00, %.preheader ], [ %1413, %.loopexit ]
  %545 = phi float [ 0.000000e+00, %.preheader ], [ %1412, %.loopexit ]
  %546 = phi float [ 0.000000e+00, %.preheader ], [ %1411, %.loopexit ]
  %547 = phi float [ 0.000000e+00, %.preheader ], [ %1410, %.loopexit ]
  %548 = phi float [ 0.000000e+00, %.preheader ], [ %1408, %.loopexit ]
  %549 = phi float [ 0.000000e+00, %.preheader ], [ %1407, %.loopexit ]
  %550 = phi float [ 0.000000e+00, %.preheader ], [ %1406, %.loopexit ]
  %551 = phi float [ 0.000000e+00, %.preheader ], [ %1405, %.loopexit ]
  %552 = phi float [ 0.000000e+00, %.preheader ], [ %1398, %.loopexit ]
  %553 = phi float [ 0.000000e+00, %.preheader ], [ %1397, %.loopexit ]
  %554 = phi float [ 0.000000e+00, %.preheader ], [ %1396, %.loopexit ]
  %555 = phi float [ 0.000000e+00, %.preheader ], [ %1395, %.loopexit ]
  %556 = phi float [ 0.000000e+00, %.preheader ], [ %1393, %.loopexit ]
  %557 = phi float [ 0.000000e+00, %.preheader ], [ %1392, %.loopexit ]
  %558 = phi float [ 0.000000e+00, %.preheader ], [ %1391, %.loopexit ]
  %559 = phi float [ 0.000000e+00, %.preheader ], [ %1390, %.loopexit ]
  %560 = phi float [ 0.000000e+00, %.preheader ], [ %1382, %.loopexit ]
  %561 = phi float [ 0.000000e+00, %.preheader ], [ %1381, %.loopexit ]
  %562 = phi float [ 0.000000e+00, %.preheader ], [ %1380, %.loopexit ]
  %563 = phi float [ 0.000000e+00, %.preheader ], [ %1379, %.loopexit ]
  %564 = phi float [ 0.000000e+00, %.preheader ], [ %1377, %.loopexit ]
  %565 = phi float [ 0.000000e+00, %.preheader ], [ %1376, %.loopexit ]
  %566 = phi float [ 0.000000e+00, %.preheader ], [ %1375, %.loopexit ]
  %567 = phi float [ 0.000000e+00, %.preheader ], [ %1374, %.loopexit ]
  %568 = phi float [ 0.000000e+00, %.preheader ], [ %1443, %.loopexit ]
  %569 = phi float [ 0.000000e+00, %.preheader ], [ %1442, %.loopexit ]
  %570 = phi float [ 0.000000e+00, %.preheader ], [ %1441, %.loopexit ]
  %571 = phi float [ 0.000000e+00, %.preheader ], [ %1440, %.loopexit ]
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
  %932 = tail call float @llvm.maxnum.f32(float %907, float %908)
  %933 = tail call float @llvm.maxnum.f32(float %909, float %910)
  %934 = tail call float @llvm.maxnum.f32(float %932, float %912)
  %935 = tail call float @llvm.maxnum.f32(float %934, float %913)
  %936 = tail call float @llvm.maxnum.f32(float %933, float %914)
  %937 = tail call float @llvm.maxnum.f32(float %936, float %915)
  %938 = tail call float @llvm.maxnum.f32(float %922, float %923)
  %939 = tail call float @llvm.maxnum.f32(float %924, float %925)
  %940 = tail call float @llvm.maxnum.f32(float %938, float %927)
  %941 = tail call float @llvm.maxnum.f32(float %940, float %928)
  %942 = tail call float @llvm.maxnum.f32(float %939, float %929)
  %943 = tail call float @llvm.maxnum.f32(float %942, float %930)
  %944 = bitcast float %935 to i32
  %945 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %944, i32 2, i32 31)
  %946 = bitcast i32 %945 to float
  %947 = tail call float @llvm.maxnum.f32(float %935, float %946)
  %948 = bitcast float %937 to i32
  %949 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %948, i32 2, i32 31)
  %950 = bitcast i32 %949 to float
  %951 = tail call float @llvm.maxnum.f32(float %937, float %950)
  %952 = bitcast float %941 to i32
  %953 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %952, i32 2, i32 31)
  %954 = bitcast i32 %953 to float
  %955 = tail call float @llvm.maxnum.f32(float %941, float %954)
  %956 = bitcast float %943 to i32
  %957 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %956, i32 2, i32 31)
  %958 = bitcast i32 %957 to float
  %959 = tail call float @llvm.maxnum.f32(float %943, float %958)
  %960 = bitcast float %947 to i32
  %961 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %960, i32 1, i32 31)
  %962 = bitcast i32 %961 to float
  %963 = tail call float @llvm.maxnum.f32(float %947, float %962)
  %964 = bitcast float %951 to i32
  %965 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %964, i32 1, i32 31)
  %966 = bitcast i32 %965 to float
  %967 = tail call float @llvm.maxnum.f32(float %951, float %966)
  %968 = bitcast float %955 to i32
  %969 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %968, i32 1, i32 31)
  %970 = bitcast i32 %969 to float
  %971 = tail call float @llvm.maxnum.f32(float %955, float %970)
  %972 = bitcast float %959 to i32
  %973 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %972, i32 1, i32 31)
  %974 = bitcast i32 %973 to float
  %975 = tail call float @llvm.maxnum.f32(float %959, float %974)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store float %963, ptr addrspace(3) %323, align 4
  store float %967, ptr addrspace(3) %327, align 4
  store float %971, ptr addrspace(3) %331, align 4
  store float %975, ptr addrspace(3) %335, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %976 = load float, ptr addrspace(3) %337, align 16
  %977 = load float, ptr addrspace(3) %338, align 4
  %978 = tail call float @llvm.maxnum.f32(float %976, float %977)
  %979 = load float, ptr addrspace(3) %339, align 8
  %980 = tail call float @llvm.maxnum.f32(float %978, float %979)
  %981 = load float, ptr addrspace(3) %340, align 4
  %982 = tail call float @llvm.maxnum.f32(float %980, float %981)
  %983 = load float, ptr addrspace(3) %342, align 16
  %984 = load float, ptr addrspace(3) %343, align 4
  %985 = tail call float @llvm.maxnum.f32(float %983, float %984)
  %986 = load float, ptr addrspace(3) %344, align 8
  %987 = tail call float @llvm.maxnum.f32(float %985, float %986)
  %988 = load float, ptr addrspace(3) %345, align 4
  %989 = tail call float @llvm.maxnum.f32(float %987, float %988)
  %990 = load float, ptr addrspace(3) %347, align 16
  %991 = load float, ptr addrspace(3) %348, align 4
  %992 = tail call float @llvm.maxnum.f32(float %990, float %991)
  %993 = load float, ptr addrspace(3) %349, align 8
  %994 = tail call float @llvm.maxnum.f32(float %992, float %993)
  %995 = load float, ptr addrspace(3) %350, align 4
  %996 = tail call float @llvm.maxnum.f32(float %994, float %995)
  %997 = load float, ptr addrspace(3) %352, align 16
  %998 = load float, ptr addrspace(3) %353, align 4
  %999 = tail call float @llvm.maxnum.f32(float %997, float %998)
  %1000 = load float, ptr addrspace(3) %354, align 8
  %1001 = tail call float @llvm.maxnum.f32(float %999, float %1000)
  %1002 = load float, ptr addrspace(3) %355, align 4
  %1003 = tail call float @llvm.maxnum.f32(float %1001, float %1002)
  %1004 = fmul float %126, %982
  %1005 = fmul float %126, %989
  %1006 = fmul float %126, %996
  %1007 = fmul float %126, %1003
  %1008 = tail call float @llvm.maxnum.f32(float %535, float %1004)
  %1009 = tail call float @llvm.maxnum.f32(float %534, float %1005)
  %1010 = tail call float @llvm.maxnum.f32(float %533, float %1006)
  %1011 = tail call float @llvm.maxnum.f32(float %532, float %1007)
  %1012 = fmul float %126, %907
  %1013 = fmul float %126, %908
  %1014 = fmul float %126, %909
  %1015 = fmul float %126, %910
  %1016 = fmul float %126, %912
  %1017 = fmul float %126, %913
  %1018 = fmul float %126, %914
  %1019 = fmul float %126, %915
  %1020 = fmul float %126, %922
  %1021 = fmul float %126, %923
  %1022 = fmul float %126, %924
  %1023 = fmul float %126, %925
  %1024 = fmul float %126, %927
  %1025 = fmul float %126, %928
  %1026 = fmul float %126, %929
  %1027 = fmul float %126, %930
  %1028 = fsub float %1012, %1008
  %1029 = fsub float %1013, %1008
  %1030 = fsub float %1014, %1009
  %1031 = fsub float %1015, %1009
  %1032 = fsub float %1016, %1008
  %1033 = fsub float %1017, %1008
  %1034 = fsub float %1018, %1009
  %1035 = fsub float %1019, %1009
  %1036 = fsub float %1020, %1010
  %1037 = fsub float %1021, %1010
  %1038 = fsub float %1022, %1011
  %1039 = fsub float %1023, %1011
  %1040 = fsub float %1024, %1010
  %1041 = fsub float %1025, %1010
  %1042 = fsub float %1026, %1011
  %1043 = fsub float %1027, %1011
  %1044 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1028)
  %1045 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1029)
  %1046 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1030)
  %1047 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1031)
  %1048 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1032)
  %1049 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1033)
  %1050 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1034)
  %1051 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1035)
  %1052 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1036)
  %1053 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1037)
  %1054 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1038)
  %1055 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1039)
  %1056 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1040)
  %1057 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1041)
  %1058 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1042)
  %1059 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1043)
  %1060 = fsub float %535, %1008
  %1061 = fsub float %534, %1009
  %1062 = fsub float %533, %1010
  %1063 = fsub float %532, %1011
  %1064 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1060)
  %1065 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1061)
  %1066 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1062)
  %1067 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1063)
  %1068 = fadd float %1044, %1045
  %1069 = fadd float %1046, %1047
  %1070 = fadd float %1068, %1048
  %1071 = fadd float %1070, %1049
  %1072 = fadd float %1069, %1050
  %1073 = fadd float %1072, %1051
  %1074 = fadd float %1052, %1053
  %1075 = fadd float %1054, %1055
  %1076 = fadd float %1074, %1056
  %1077 = fadd float %1076, %1057
  %1078 = fadd float %1075, %1058
  %1079 = fadd float %1078, %1059
  %1080 = bitcast float %1071 to i32
  %1081 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1080, i32 2, i32 31)
  %1082 = bitcast i32 %1081 to float
  %1083 = fadd float %1071, %1082
  %1084 = bitcast float %1073 to i32
  %1085 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1084, i32 2, i32 31)
  %1086 = bitcast i32 %1085 to float
  %1087 = fadd float %1073, %1086
  %1088 = bitcast float %1077 to i32
  %1089 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1088, i32 2, i32 31)
  %1090 = bitcast i32 %1089 to float
  %1091 = fadd float %1077, %1090
  %1092 = bitcast float %1079 to i32
  %1093 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1092, i32 2, i32 31)
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
  %1108 = bitcast float %1095 to i32
  %1109 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1108, i32 1, i32 31)
  %1110 = bitcast i32 %1109 to float
  %1111 = fadd float %1095, %1110
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store float %1099, ptr addrspace(3) %323, align 4
  store float %1103, ptr addrspace(3) %327, align 4
  store float %1107, ptr addrspace(3) %331, align 4
  store float %1111, ptr addrspace(3) %335, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1112 = load float, ptr addrspace(3) %337, align 16
  %1113 = load float, ptr addrspace(3) %338, align 4
  %1114 = load float, ptr addrspace(3) %339, align 8
  %1115 = load float, ptr addrspace(3) %340, align 4
  %1116 = load float, ptr addrspace(3) %342, align 16
  %1117 = load float, ptr addrspace(3) %343, align 4
  %1118 = load float, ptr addrspace(3) %344, align 8
  %1119 = load float, ptr addrspace(3) %345, align 4
  %1120 = load float, ptr addrspace(3) %347, align 16
  %1121 = load float, ptr addrspace(3) %348, align 4
  %1122 = load float, ptr addrspace(3) %349, align 8
  %1123 = load float, ptr addrspace(3) %350, align 4
  %1124 = load float, ptr addrspace(3) %352, align 16
  %1125 = load float, ptr addrspace(3) %353, align 4
  %1126 = load float, ptr addrspace(3) %354, align 8
  %1127 = load float, ptr addrspace(3) %355, align 4
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
  %1140 = fptrunc float %1056 to bfloat
  %1141 = fptrunc float %1057 to bfloat
  %1142 = fptrunc float %1058 to bfloat
  %1143 = fptrunc float %1059 to bfloat
  %1144 = fmul float %567, %1064
  %1145 = fmul float %566, %1064
  %1146 = fmul float %565, %1065
  %1147 = fmul float %564, %1065
  %1148 = fmul float %563, %1064
  %1149 = fmul float %562, %1064
  %1150 = fmul float %561, %1065
  %1151 = fmul float %560, %1065
  %1152 = fmul float %559, %1064
  %1153 = fmul float %558, %1064
  %1154 = fmul float %557, %1065
  %1155 = fmul float %556, %1065
  %1156 = fmul float %555, %1064
  %1157 = fmul float %554, %1064
  %1158 = fmul float %553, %1065
  %1159 = fmul float %552, %1065
  %1160 = fmul float %551, %1066
  %1161 = fmul float %550, %1066
  %1162 = fmul float %549, %1067
  %1163 = fmul float %548, %1067
  %1164 = fmul float %547, %1066
  %1165 = fmul float %546, %1066
  %1166 = fmul float %545, %1067
  %1167 = fmul float %544, %1067
  %1168 = fmul float %543, %1066
  %1169 = fmul float %542, %1066
  %1170 = fmul float %541, %1067
  %1171 = fmul float %540, %1067
  %1172 = fmul float %539, %1066
  %1173 = fmul float %538, %1066
  %1174 = fmul float %537, %1067
  %1175 = fmul float %536, %1067
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store bfloat %1128, ptr addrspace(3) %362, align 4
  store bfloat %1129, ptr addrspace(3) %367, align 2
  store bfloat %1130, ptr addrspace(3) %371, align 4
  store bfloat %1131, ptr addrspace(3) %374, align 2
  store bfloat %1132, ptr addrspace(3) %379, align 4
  store bfloat %1133, ptr addrspace(3) %383, align 2
  store bfloat %1134, ptr addrspace(3) %386, align 4
  store bfloat %1135, ptr addrspace(3) %389, align 2
  store bfloat %1136, ptr addrspace(3) %393, align 4
  store bfloat %1137, ptr addrspace(3) %396, align 2
  store bfloat %1138, ptr addrspace(3) %400, align 4
  store bfloat %1139, ptr addrspace(3) %403, align 2
  store bfloat %1140, ptr addrspace(3) %406, align 4
  store bfloat %1141, ptr addrspace(3) %409, align 2
  store bfloat %1142, ptr addrspace(3) %412, align 4
  store bfloat %1143, ptr addrspace(3) %415, align 2
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1176 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %423)
  %1177 = extractvalue { i32, i32, i32, i32 } %1176, 0
  %1178 = extractvalue { i32, i32, i32, i32 } %1176, 1
  %1179 = extractvalue { i32, i32, i32, i32 } %1176, 2
  %1180 = extractvalue { i32, i32, i32, i32 } %1176, 3
  %1181 = getelementptr bfloat, ptr addrspace(3) %931, i64 %489
  %1182 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1181)
  %1183 = extractvalue { i32, i32, i32, i32 } %1182, 0
  %1184 = extractvalue { i32, i32, i32, i32 } %1182, 1
  %1185 = extractvalue { i32, i32, i32, i32 } %1182, 2
  %1186 = extractvalue { i32, i32, i32, i32 } %1182, 3
  %1187 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1177, i32 %1178, i32 %1179, i32 %1180, i32 %1183, i32 %1184, float %1144, float %1145, float %1146, float %1147) #7
  %1188 = extractvalue { float, float, float, float } %1187, 0
  %1189 = extractvalue { float, float, float, float } %1187, 1
  %1190 = extractvalue { float, float, float, float } %1187, 2
  %1191 = extractvalue { float, float, float, float } %1187, 3
  %1192 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1177, i32 %1178, i32 %1179, i32 %1180, i32 %1185, i32 %1186, float %1148, float %1149, float %1150, float %1151) #7
  %1193 = extractvalue { float, float, float, float } %1192, 0
  %1194 = extractvalue { float, float, float, float } %1192, 1
  %1195 = extractvalue { float, float, float, float } %1192, 2
  %1196 = extractvalue { float, float, float, float } %1192, 3
  %1197 = getelementptr bfloat, ptr addrspace(3) %931, i64 %491
  %1198 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1197)
  %1199 = extractvalue { i32, i32, i32, i32 } %1198, 0
  %1200 = extractvalue { i32, i32, i32, i32 } %1198, 1
  %1201 = extractvalue { i32, i32, i32, i32 } %1198, 2
  %1202 = extractvalue { i32, i32, i32, i32 } %1198, 3
  %1203 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1177, i32 %1178, i32 %1179, i32 %1180, i32 %1199, i32 %1200, float %1152, float %1153, float %1154, float %1155) #7
  %1204 = extractvalue { float, float, float, float } %1203, 0
  %1205 = extractvalue { float, float, float, float } %1203, 1
  %1206 = extractvalue { float, float, float, float } %1203, 2
  %1207 = extractvalue { float, float, float, float } %1203, 3
  %1208 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1177, i32 %1178, i32 %1179, i32 %1180, i32 %1201, i32 %1202, float %1156, float %1157, float %1158, float %1159) #7
  %1209 = extractvalue { float, float, float, float } %1208, 0
  %1210 = extractvalue { float, float, float, float } %1208, 1
  %1211 = extractvalue { float, float, float, float } %1208, 2
  %1212 = extractvalue { float, float, float, float } %1208, 3
  %1213 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %494)
  %1214 = extractvalue { i32, i32, i32, i32 } %1213, 0
  %1215 = extractvalue { i32, i32, i32, i32 } %1213, 1
  %1216 = extractvalue { i32, i32, i32, i32 } %1213, 2
  %1217 = extractvalue { i32, i32, i32, i32 } %1213, 3
  %1218 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1214, i32 %1215, i32 %1216, i32 %1217, i32 %1183, i32 %1184, float %1160, float %1161, float %1162, float %1163) #7
  %1219 = extractvalue { float, float, float, float } %1218, 0
  %1220 = extractvalue { float, float, float, float } %1218, 1
  %1221 = extractvalue { float, float, float, float } %1218, 2
  %1222 = extractvalue { float, float, float, float } %1218, 3
  %1223 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1214, i32 %1215, i32 %1216, i32 %1217, i32 %1185, i32 %1186, float %1164, float %1165, float %1166, float %1167) #7
  %1224 = extractvalue { float, float, float, float } %1223, 0
  %1225 = extractvalue { float, float, float, float } %1223, 1
  %1226 = extractvalue { float, float, float, float } %1223, 2
  %1227 = extractvalue { float, float, float, float } %1223, 3
  %1228 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1214, i32 %1215, i32 %1216, i32 %1217, i32 %1199, i32 %1200, float %1168, float %1169, float %1170, float %1171) #7
  %1229 = extractvalue { float, float, float, float } %1228, 0
  %1230 = extractvalue { float, float, float, float } %1228, 1
  %1231 = extractvalue { float, float, float, float } %1228, 2
  %1232 = extractvalue { float, float, float, float } %1228, 3
  %1233 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1214, i32 %1215, i32 %1216, i32 %1217, i32 %1201, i32 %1202, float %1172, float %1173, float %1174, float %1175) #7
  %1234 = extractvalue { float, float, float, float } %1233, 0
  %1235 = extractvalue { float, float, float, float } %1233, 1
  %1236 = extractvalue { float, float, float, float } %1233, 2
  %1237 = extractvalue { float, float, float, float } %1233, 3
  %1238 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %497)
  %1239 = extractvalue { i32, i32, i32, i32 } %1238, 0
  %1240 = extractvalue { i32, i32, i32, i32 } %1238, 1
  %1241 = extractvalue { i32, i32, i32, i32 } %1238, 2
  %1242 = extractvalue { i32, i32, i32, i32 } %1238, 3
  %1243 = getelementptr bfloat, ptr addrspace(3) %931, i64 %501
  %1244 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1243)
  %1245 = extractvalue { i32, i32, i32, i32 } %1244, 0
  %1246 = extractvalue { i32, i32, i32, i32 } %1244, 1
  %1247 = extractvalue { i32, i32, i32, i32 } %1244, 2
  %1248 = extractvalue { i32, i32, i32, i32 } %1244, 3
  %1249 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1239, i32 %1240, i32 %1241, i32 %1242, i32 %1245, i32 %1246, float %1188, float %1189, float %1190, float %1191) #7
  %1250 = extractvalue { float, float, float, float } %1249, 0
  %1251 = extractvalue { float, float, float, float } %1249, 1
  %1252 = extractvalue { float, float, float, float } %1249, 2
  %1253 = extractvalue { float, float, float, float } %1249, 3
  %1254 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1239, i32 %1240, i32 %1241, i32 %1242, i32 %1247, i32 %1248, float %1193, float %1194, float %1195, float %1196) #7
  %1255 = extractvalue { float, float, float, float } %1254, 0
  %1256 = extractvalue { float, float, float, float } %1254, 1
  %1257 = extractvalue { float, float, float, float } %1254, 2
  %1258 = extractvalue { float, float, float, float } %1254, 3
  %1259 = getelementptr bfloat, ptr addrspace(3) %931, i64 %503
  %1260 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1259)
  %1261 = extractvalue { i32, i32, i32, i32 } %1260, 0
  %1262 = extractvalue { i32, i32, i32, i32 } %1260, 1
  %1263 = extractvalue { i32, i32, i32, i32 } %1260, 2
  %1264 = extractvalue { i32, i32, i32, i32 } %1260, 3
  %1265 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1239, i32 %1240, i32 %1241, i32 %1242, i32 %1261, i32 %1262, float %1204, float %1205, float %1206, float %1207) #7
  %1266 = extractvalue { float, float, float, float } %1265, 0
  %1267 = extractvalue { float, float, float, float } %1265, 1
  %1268 = extractvalue { float, float, float, float } %1265, 2
  %1269 = extractvalue { float, float, float, float } %1265, 3
  %1270 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1239, i32 %1240, i32 %1241, i32 %1242, i32 %1263, i32 %1264, float %1209, float %1210, float %1211, float %1212) #7
  %1271 = extractvalue { float, float, float, float } %1270, 0
  %1272 = extractvalue { float, float, float, float } %1270, 1
  %1273 = extractvalue { float, float, float, float } %1270, 2
  %1274 = extractvalue { float, float, float, float } %1270, 3
  %1275 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %506)
  %1276 = extractvalue { i32, i32, i32, i32 } %1275, 0
  %1277 = extractvalue { i32, i32, i32, i32 } %1275, 1
  %1278 = extractvalue { i32, i32, i32, i32 } %1275, 2
  %1279 = extractvalue { i32, i32, i32, i32 } %1275, 3
  %1280 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1276, i32 %1277, i32 %1278, i32 %1279, i32 %1245, i32 %1246, float %1219, float %1220, float %1221, float %1222) #7
  %1281 = extractvalue { float, float, float, float } %1280, 0
  %1282 = extractvalue { float, float, float, float } %1280, 1
  %1283 = extractvalue { float, float, float, float } %1280, 2
  %1284 = extractvalue { float, float, float, float } %1280, 3
  %1285 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1276, i32 %1277, i32 %1278, i32 %1279, i32 %1247, i32 %1248, float %1224, float %1225, float %1226, float %1227) #7
  %1286 = extractvalue { float, float, float, float } %1285, 0
  %1287 = extractvalue { float, float, float, float } %1285, 1
  %1288 = extractvalue { float, float, float, float } %1285, 2
  %1289 = extractvalue { float, float, float, float } %1285, 3
  %1290 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1276, i32 %1277, i32 %1278, i32 %1279, i32 %1261, i32 %1262, float %1229, float %1230, float %1231, float %1232) #7
  %1291 = extractvalue { float, float, float, float } %1290, 0
  %1292 = extractvalue { float, float, float, float } %1290, 1
  %1293 = extractvalue { float, float, float, float } %1290, 2
  %1294 = extractvalue { float, float, float, float } %1290, 3
  %1295 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1276, i32 %1277, i32 %1278, i32 %1279, i32 %1263, i32 %1264, float %1234, float %1235, float %1236, float %1237) #7
  %1296 = extractvalue { float, float, float, float } %1295, 0
  %1297 = extractvalue { float, float, float, float } %1295, 1
  %1298 = extractvalue { float, float, float, float } %1295, 2
  %1299 = extractvalue { float, float, float, float } %1295, 3
  %1300 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %509)
  %1301 = extractvalue { i32, i32, i32, i32 } %1300, 0
  %1302 = extractvalue { i32, i32, i32, i32 } %1300, 1
  %1303 = extractvalue { i32, i32, i32, i32 } %1300, 2
  %1304 = extractvalue { i32, i32, i32, i32 } %1300, 3
  %1305 = getelementptr bfloat, ptr addrspace(3) %931, i64 %513
  %1306 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1305)
  %1307 = extractvalue { i32, i32, i32, i32 } %1306, 0
  %1308 = extractvalue { i32, i32, i32, i32 } %1306, 1
  %1309 = extractvalue { i32, i32, i32, i32 } %1306, 2
  %1310 = extractvalue { i32, i32, i32, i32 } %1306, 3
  %1311 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1301, i32 %1302, i32 %1303, i32 %1304, i32 %1307, i32 %1308, float %1250, float %1251, float %1252, float %1253) #7
  %1312 = extractvalue { float, float, float, float } %1311, 0
  %1313 = extractvalue { float, float, float, float } %1311, 1
  %1314 = extractvalue { float, float, float, float } %1311, 2
  %1315 = extractvalue { float, float, float, float } %1311, 3
  %1316 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1301, i32 %1302, i32 %1303, i32 %1304, i32 %1309, i32 %1310, float %1255, float %1256, float %1257, float %1258) #7
  %1317 = extractvalue { float, float, float, float } %1316, 0
  %1318 = extractvalue { float, float, float, float } %1316, 1
  %1319 = extractvalue { float, float, float, float } %1316, 2
  %1320 = extractvalue { float, float, float, float } %1316, 3
  %1321 = getelementptr bfloat, ptr addrspace(3) %931, i64 %515
  %1322 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1321)
  %1323 = extractvalue { i32, i32, i32, i32 } %1322, 0
  %1324 = extractvalue { i32, i32, i32, i32 } %1322, 1
  %1325 = extractvalue { i32, i32, i32, i32 } %1322, 2
  %1326 = extractvalue { i32, i32, i32, i32 } %1322, 3
  %1327 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1301, i32 %1302, i32 %1303, i32 %1304, i32 %1323, i32 %1324, float %1266, float %1267, float %1268, float %1269) #7
  %1328 = extractvalue { float, float, float, float } %1327, 0
  %1329 = extractvalue { float, float, float, float } %1327, 1
  %1330 = extractvalue { float, float, float, float } %1327, 2
  %1331 = extractvalue { float, float, float, float } %1327, 3
  %1332 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1301, i32 %1302, i32 %1303, i32 %1304, i32 %1325, i32 %1326, float %1271, float %1272, float %1273, float %1274) #7
  %1333 = extractvalue { float, float, float, float } %1332, 0
  %1334 = extractvalue { float, float, float, float } %1332, 1
  %1335 = extractvalue { float, float, float, float } %1332, 2
  %1336 = extractvalue { float, float, float, float } %1332, 3
  %1337 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %518)
  %1338 = extractvalue { i32, i32, i32, i32 } %1337, 0
  %1339 = extractvalue { i32, i32, i32, i32 } %1337, 1
  %1340 = extractvalue { i32, i32, i32, i32 } %1337, 2
  %1341 = extractvalue { i32, i32, i32, i32 } %1337, 3
  %1342 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1338, i32 %1339, i32 %1340, i32 %1341, i32 %1307, i32 %1308, float %1281, float %1282, float %1283, float %1284) #7
  %1343 = extractvalue { float, float, float, float } %1342, 0
  %1344 = extractvalue { float, float, float, float } %1342, 1
  %1345 = extractvalue { float, float, float, float } %1342, 2
  %1346 = extractvalue { float, float, float, float } %1342, 3
  %1347 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1338, i32 %1339, i32 %1340, i32 %1341, i32 %1309, i32 %1310, float %1286, float %1287, float %1288, float %1289) #7
  %1348 = extractvalue { float, float, float, float } %1347, 0
  %1349 = extractvalue { float, float, float, float } %1347, 1
  %1350 = extractvalue { float, float, float, float } %1347, 2
  %1351 = extractvalue { float, float, float, float } %1347, 3
  %1352 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1338, i32 %1339, i32 %1340, i32 %1341, i32 %1323, i32 %1324, float %1291, float %1292, float %1293, float %1294) #7
  %1353 = extractvalue { float, float, float, float } %1352, 0
  %1354 = extractvalue { float, float, float, float } %1352, 1
  %1355 = extractvalue { float, float, float, float } %1352, 2
  %1356 = extractvalue { float, float, float, float } %1352, 3
  %1357 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1338, i32 %1339, i32 %1340, i32 %1341, i32 %1325, i32 %1326, float %1296, float %1297, float %1298, float %1299) #7
  %1358 = extractvalue { float, float, float, float } %1357, 0
  %1359 = extractvalue { float, float, float, float } %1357, 1
  %1360 = extractvalue { float, float, float, float } %1357, 2
  %1361 = extractvalue { float, float, float, float } %1357, 3
  %1362 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %521)
  %1363 = extractvalue { i32, i32, i32, i32 } %1362, 0
  %1364 = extractvalue { i32, i32, i32, i32 } %1362, 1
  %1365 = extractvalue { i32, i32, i32, i32 } %1362, 2
  %1366 = extractvalue { i32, i32, i32, i32 } %1362, 3
  %1367 = getelementptr bfloat, ptr addrspace(3) %931, i64 %525
  %1368 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1367)
  %1369 = extractvalue { i32, i32, i32, i32 } %1368, 0
  %1370 = extractvalue { i32, i32, i32, i32 } %1368, 1
  %1371 = extractvalue { i32, i32, i32, i32 } %1368, 2
  %1372 = extractvalue { i32, i32, i32, i32 } %1368, 3
  %1373 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1363, i32 %1364, i32 %1365, i32 %1366, i32 %1369, i32 %1370, float %1312, float %1313, float %1314, float %1315) #7
  %1374 = extractvalue { float, float, float, float } %1373, 0
  %1375 = extractvalue { float, float, float, float } %1373, 1
  %1376 = extractvalue { float, float, float, float } %1373, 2
  %1377 = extractvalue { float, float, float, float } %1373, 3
  %1378 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1363, i32 %1364, i32 %1365, i32 %1366, i32 %1371, i32 %1372, float %1317, float %1318, float %1319, float %1320) #7
  %1379 = extractvalue { float, float, float, float } %1378, 0
  %1380 = extractvalue { float, float, float, float } %1378, 1
  %1381 = extractvalue { float, float, float, float } %1378, 2
  %1382 = extractvalue { float, float, float, float } %1378, 3
  %1383 = getelementptr bfloat, ptr addrspace(3) %931, i64 %527
  %1384 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1383)
  %1385 = extractvalue { i32, i32, i32, i32 } %1384, 0
  %1386 = extractvalue { i32, i32, i32, i32 } %1384, 1
  %1387 = extractvalue { i32, i32, i32, i32 } %1384, 2
  %1388 = extractvalue { i32, i32, i32, i32 } %1384, 3
  %1389 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1363, i32 %1364, i32 %1365, i32 %1366, i32 %1385, i32 %1386, float %1328, float %1329, float %1330, float %1331) #7
  %1390 = extractvalue { float, float, float, float } %1389, 0
  %1391 = extractvalue { float, float, float, float } %1389, 1
  %1392 = extractvalue { float, float, float, float } %1389, 2
  %1393 = extractvalue { float, float, float, float } %1389, 3
  %1394 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1363, i32 %1364, i32 %1365, i32 %1366, i32 %1387, i32 %1388, float %1333, float %1334, float %1335, float %1336) #7
  %1395 = extractvalue { float, float, float, float } %1394, 0
  %1396 = extractvalue { float, float, float, float } %1394, 1
  %1397 = extractvalue { float, float, float, float } %1394, 2
  %1398 = extractvalue { float, float, float, float } %1394, 3
  %1399 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %530)
  %1400 = extractvalue { i32, i32, i32, i32 } %1399, 0
  %1401 = extractvalue { i32, i32, i32, i32 } %1399, 1
  %1402 = extractvalue { i32, i32, i32, i32 } %1399, 2
  %1403 = extractvalue { i32, i32, i32, i32 } %1399, 3
  %1404 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1400, i32 %1401, i32 %1402, i32 %1403, i32 %1369, i32 %1370, float %1343, float %1344, float %1345, float %1346) #7
  %1405 = extractvalue { float, float, float, float } %1404, 0
  %1406 = extractvalue { float, float, float, float } %1404, 1
  %1407 = extractvalue { float, float, float, float } %1404, 2
  %1408 = extractvalue { float, float, float, float } %1404, 3
  %1409 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1400, i32 %1401, i32 %1402, i32 %1403, i32 %1371, i32 %1372, float %1348, float %1349, float %1350, float %1351) #7
  %1410 = extractvalue { float, float, float, float } %1409, 0
  %1411 = extractvalue { float, float, float, float } %1409, 1
  %1412 = extractvalue { float, float, float, float } %1409, 2
  %1413 = extractvalue { float, float, float, float } %1409, 3
  %1414 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1400, i32 %1401, i32 %1402, i32 %1403, i32 %1385, i32 %1386, float %1353, float %1354, float %1355, float %1356) #7
  %1415 = extractvalue { float, float, float, float } %1414, 0
  %1416 = extractvalue { float, float, float, float } %1414, 1
  %1417 = extractvalue { float, float, float, float } %1414, 2
  %1418 = extractvalue { float, float, float, float } %1414, 3
  %1419 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1400, i32 %1401, i32 %1402, i32 %1403, i32 %1387, i32 %1388, float %1358, float %1359, float %1360, float %1361) #7
  %1420 = extractvalue { float, float, float, float } %1419, 0
  %1421 = extractvalue { float, float, float, float } %1419, 1
  %1422 = extractvalue { float, float, float, float } %1419, 2
  %1423 = extractvalue { float, float, float, float } %1419, 3
  %1424 = fmul float %571, %1064
  %1425 = fmul float %570, %1065
  %1426 = fmul float %569, %1066
  %1427 = fmul float %568, %1067
  %1428 = fadd float %1112, %1113
  %1429 = fadd float %1428, %1114
  %1430 = fadd float %1429, %1115
  %1431 = fadd float %1116, %1117
  %1432 = fadd float %1431, %1118
  %1433 = fadd float %1432, %1119
  %1434 = fadd float %1120, %1121
  %1435 = fadd float %1434, %1122
  %1436 = fadd float %1435, %1123
  %1437 = fadd float %1124, %1125
  %1438 = fadd float %1437, %1126
  %1439 = fadd float %1438, %1127
  %1440 = fadd float %1424, %1430
  %1441 = fadd float %1425, %1433
  %1442 = fadd float %1426, %1436
  %1443 = fadd float %1427, %1439
  br i1 %576, label %531, label %._crit_edge

._crit_edge:                                      ; preds = %.loopexit, %.preheader.._crit_edge_crit_edge.critedge
  %.pre-phi207 = phi i32 [ %.pre206, %.preheader.._crit_edge_crit_edge.critedge ], [ %357, %.loopexit ]
  %.pre-phi203 = phi i32 [ %.pre202, %.preheader.._crit_edge_crit_edge.critedge ], [ %319, %.loopexit ]
  %.pre-phi201 = phi i32 [ %.pre200, %.preheader.._crit_edge_crit_edge.critedge ], [ %318, %.loopexit ]
  %.pre-phi197 = phi i32 [ %.pre196, %.preheader.._crit_edge_crit_edge.critedge ], [ %317, %.loopexit ]
  %.pre-phi193 = phi i32 [ %.pre192, %.preheader.._crit_edge_crit_edge.critedge ], [ %315, %.loopexit ]
  %.lcssa93 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1440, %.loopexit ]
  %.lcssa92 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1441, %.loopexit ]
  %.lcssa91 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1442, %.loopexit ]
  %.lcssa90 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1443, %.loopexit ]
  %.lcssa89 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1374, %.loopexit ]
  %.lcssa88 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1375, %.loopexit ]
  %.lcssa87 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1376, %.loopexit ]
  %.lcssa86 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1377, %.loopexit ]
  %.lcssa85 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1379, %.loopexit ]
  %.lcssa84 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1380, %.loopexit ]
  %.lcssa83 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1381, %.loopexit ]
  %.lcssa82 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1382, %.loopexit ]
  %.lcssa81 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1390, %.loopexit ]
  %.lcssa80 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1391, %.loopexit ]
  %.lcssa79 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1392, %.loopexit ]
  %.lcssa78 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1393, %.loopexit ]
  %.lcssa77 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1395, %.loopexit ]
  %.lcssa76 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1396, %.loopexit ]
  %.lcssa75 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1397, %.loopexit ]
  %.lcssa74 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1398, %.loopexit ]
  %.lcssa73 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1405, %.loopexit ]
  %.lcssa72 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1406, %.loopexit ]
  %.lcssa71 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1407, %.loopexit ]
  %.lcssa70 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1408, %.loopexit ]
  %.lcssa69 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1410, %.loopexit ]
  %.lcssa68 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1411, %.loopexit ]
  %.lcssa67 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1412, %.loopexit ]
  %.lcssa66 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1413, %.loopexit ]
  %.lcssa65 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1415, %.loopexit ]
  %.lcssa64 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1416, %.loopexit ]
  %.lcssa63 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1417, %.loopexit ]
  %.lcssa62 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1418, %.loopexit ]
  %.lcssa61 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1420, %.loopexit ]
  %.lcssa60 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1421, %.loopexit ]
  %.lcssa59 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1422, %.loopexit ]
  %.lcssa58 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1423, %.loopexit ]
  %.lcssa57 = phi float [ 0xFFF0000000000000, %.preheader.._crit_edge_crit_edge.critedge ], [ %1008, %.loopexit ]
  %.lcssa56 = phi float [ 0xFFF0000000000000, %.preheader.._crit_edge_crit_edge.critedge ], [ %1009, %.loopexit ]
  %.lcssa55 = phi float [ 0xFFF0000000000000, %.preheader.._crit_edge_crit_edge.critedge ], [ %1010, %.loopexit ]
  %.lcssa54 = phi float [ 0xFFF0000000000000, %.preheader.._crit_edge_crit_edge.critedge ], [ %1011, %.loopexit ]
  tail call void asm sideeffect "cp.async.wait_all;", "~{memory}"() #7
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1444 = zext nneg i32 %.pre-phi193 to i64
  %1445 = getelementptr float, ptr addrspace(3) @attention_dsmem, i64 %1444
  store float %.lcssa57, ptr addrspace(3) %1445, align 4
  %1446 = zext nneg i32 %.pre-phi197 to i64
  %1447 = getelementptr float, ptr addrspace(3) @attention_dsmem, i64 %1446
  store float %.lcssa56, ptr addrspace(3) %1447, align 4
  %1448 = zext nneg i32 %.pre-phi201 to i64
  %1449 = getelementptr float, ptr addrspace(3) @attention_dsmem, i64 %1448
  store float %.lcssa55, ptr addrspace(3) %1449, align 4
  %1450 = zext nneg i32 %.pre-phi203 to i64
  %1451 = getelementptr float, ptr addrspace(3) @attention_dsmem, i64 %1450
  store float %.lcssa54, ptr addrspace(3) %1451, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1452 = fdiv float 1.000000e+00, %.lcssa93
  %1453 = fdiv float 1.000000e+00, %.lcssa92
  %1454 = fdiv float 1.000000e+00, %.lcssa91
  %1455 = fdiv float 1.000000e+00, %.lcssa90
  %1456 = fmul float %1452, %.lcssa89
  %1457 = fmul float %1452, %.lcssa88
  %1458 = fmul float %1453, %.lcssa87
  %1459 = fmul float %1453, %.lcssa86
  %1460 = fmul float %1452, %.lcssa85
  %1461 = fmul float %1452, %.lcssa84
  %1462 = fmul float %1453, %.lcssa83
  %1463 = fmul float %1453, %.lcssa82
  %1464 = fmul float %1452, %.lcssa81
  %1465 = fmul float %1452, %.lcssa80
  %1466 = fmul float %1453, %.lcssa79
  %1467 = fmul float %1453, %.lcssa78
  %1468 = fmul float %1452, %.lcssa77
  %1469 = fmul float %1452, %.lcssa76
  %1470 = fmul float %1453, %.lcssa75
  %1471 = fmul float %1453, %.lcssa74
  %1472 = fmul float %1454, %.lcssa73
  %1473 = fmul float %1454, %.lcssa72
  %1474 = fmul float %1455, %.lcssa71
  %1475 = fmul float %1455, %.lcssa70
  %1476 = fmul float %1454, %.lcssa69
  %1477 = fmul float %1454, %.lcssa68
  %1478 = fmul float %1455, %.lcssa67
  %1479 = fmul float %1455, %.lcssa66
  %1480 = fmul float %1454, %.lcssa65
  %1481 = fmul float %1454, %.lcssa64
  %1482 = fmul float %1455, %.lcssa63
  %1483 = fmul float %1455, %.lcssa62
  %1484 = fmul float %1454, %.lcssa61
  %1485 = fmul float %1454, %.lcssa60
  %1486 = fmul float %1455, %.lcssa59
  %1487 = fmul float %1455, %.lcssa58
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
  %1512 = fptrunc float %1480 to bfloat
  %1513 = fptrunc float %1481 to bfloat
  %1514 = fptrunc float %1482 to bfloat
  %1515 = fptrunc float %1483 to bfloat
  %1516 = fptrunc float %1484 to bfloat
  %1517 = fptrunc float %1485 to bfloat
  %1518 = fptrunc float %1486 to bfloat
  %1519 = fptrunc float %1487 to bfloat
  %1520 = and i32 %7, 96
  %1521 = or disjoint i32 %.pre-phi207, %1520
  %1522 = or disjoint i32 %.pre-phi193, %12
  %1523 = add i32 %11, %1522
  %1524 = shl i32 %1523, 7
  %1525 = or disjoint i32 %1524, %1521
  %1526 = sext i32 %1525 to i64
  %1527 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1526
  %1528 = icmp slt i32 %1522, %4
  %1529 = zext i1 %1528 to i32
  %1530 = bitcast bfloat %1488 to i16
  %1531 = bitcast bfloat %1489 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1529, i16 %1530, i16 %1531, ptr addrspace(1) %1527) #7
  %1532 = or disjoint i32 %.pre-phi197, %12
  %1533 = add i32 %11, %1532
  %1534 = shl i32 %1533, 7
  %1535 = or disjoint i32 %1534, %1521
  %1536 = sext i32 %1535 to i64
  %1537 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1536
  %1538 = icmp slt i32 %1532, %4
  %1539 = zext i1 %1538 to i32
  %1540 = bitcast bfloat %1490 to i16
  %1541 = bitcast bfloat %1491 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1539, i16 %1540, i16 %1541, ptr addrspace(1) %1537) #7
  %1542 = or disjoint i32 %1521, 8
  %1543 = or disjoint i32 %1524, %1542
  %1544 = sext i32 %1543 to i64
  %1545 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1544
  %1546 = bitcast bfloat %1492 to i16
  %1547 = bitcast bfloat %1493 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1529, i16 %1546, i16 %1547, ptr addrspace(1) %1545) #7
  %1548 = or disjoint i32 %1534, %1542
  %1549 = sext i32 %1548 to i64
  %1550 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1549
  %1551 = bitcast bfloat %1494 to i16
  %1552 = bitcast bfloat %1495 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1539, i16 %1551, i16 %1552, ptr addrspace(1) %1550) #7
  %1553 = or disjoint i32 %1521, 16
  %1554 = or disjoint i32 %1524, %1553
  %1555 = sext i32 %1554 to i64
  %1556 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1555
  %1557 = bitcast bfloat %1496 to i16
  %1558 = bitcast bfloat %1497 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1529, i16 %1557, i16 %1558, ptr addrspace(1) %1556) #7
  %1559 = or disjoint i32 %1534, %1553
  %1560 = sext i32 %1559 to i64
  %1561 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1560
  %1562 = bitcast bfloat %1498 to i16
  %1563 = bitcast bfloat %1499 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1539, i16 %1562, i16 %1563, ptr addrspace(1) %1561) #7
  %1564 = or disjoint i32 %1521, 24
  %1565 = or disjoint i32 %1524, %1564
  %1566 = sext i32 %1565 to i64
  %1567 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1566
  %1568 = bitcast bfloat %1500 to i16
  %1569 = bitcast bfloat %1501 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1529, i16 %1568, i16 %1569, ptr addrspace(1) %1567) #7
  %1570 = or disjoint i32 %1534, %1564
  %1571 = sext i32 %1570 to i64
  %1572 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1571
  %1573 = bitcast bfloat %1502 to i16
  %1574 = bitcast bfloat %1503 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1539, i16 %1573, i16 %1574, ptr addrspace(1) %1572) #7
  %1575 = or disjoint i32 %.pre-phi201, %12
  %1576 = add i32 %11, %1575
  %1577 = shl i32 %1576, 7
  %1578 = or disjoint i32 %1577, %1521
  %1579 = sext i32 %1578 to i64
  %1580 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1579
  %1581 = icmp slt i32 %1575, %4
  %1582 = zext i1 %1581 to i32
  %1583 = bitcast bfloat %1504 to i16
  %1584 = bitcast bfloat %1505 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1582, i16 %1583, i16 %1584, ptr addrspace(1) %1580) #7
  %1585 = or disjoint i32 %.pre-phi203, %12
  %1586 = add i32 %11, %1585
  %1587 = shl i32 %1586, 7
  %1588 = or disjoint i32 %1587, %1521
  %1589 = sext i32 %1588 to i64
  %1590 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1589
  %1591 = icmp slt i32 %1585, %4
  %1592 = zext i1 %1591 to i32
  %1593 = bitcast bfloat %1506 to i16
  %1594 = bitcast bfloat %1507 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1592, i16 %1593, i16 %1594, ptr addrspace(1) %1590) #7
  %1595 = or disjoint i32 %1577, %1542
  %1596 = sext i32 %1595 to i64
  %1597 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1596
  %1598 = bitcast bfloat %1508 to i16
  %1599 = bitcast bfloat %1509 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1582, i16 %1598, i16 %1599, ptr addrspace(1) %1597) #7
  %1600 = or disjoint i32 %1587, %1542
  %1601 = sext i32 %1600 to i64
  %1602 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1601
  %1603 = bitcast bfloat %1510 to i16
  %1604 = bitcast bfloat %1511 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1592, i16 %1603, i16 %1604, ptr addrspace(1) %1602) #7
  %1605 = or disjoint i32 %1577, %1553
  %1606 = sext i32 %1605 to i64
  %1607 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1606
  %1608 = bitcast bfloat %1512 to i16
  %1609 = bitcast bfloat %1513 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1582, i16 %1608, i16 %1609, ptr addrspace(1) %1607) #7
  %1610 = or disjoint i32 %1587, %1553
  %1611 = sext i32 %1610 to i64
  %1612 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1611
  %1613 = bitcast bfloat %1514 to i16
  %1614 = bitcast bfloat %1515 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1592, i16 %1613, i16 %1614, ptr addrspace(1) %1612) #7
  %1615 = or disjoint i32 %1577, %1564
  %1616 = sext i32 %1615 to i64
  %1617 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1616
  %1618 = bitcast bfloat %1516 to i16
  %1619 = bitcast bfloat %1517 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1582, i16 %1618, i16 %1619, ptr addrspace(1) %1617) #7
  %1620 = or disjoint i32 %1587, %1564
  %1621 = sext i32 %1620 to i64
  %1622 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1621
  %1623 = bitcast bfloat %1518 to i16
  %1624 = bitcast bfloat %1519 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1592, i16 %1623, i16 %1624, ptr addrspace(1) %1622) #7
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
