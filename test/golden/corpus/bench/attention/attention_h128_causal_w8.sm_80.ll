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
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %128 = mul nuw nsw i32 %13, 136
  %129 = add nuw nsw i32 %128, %45
  %130 = shl nuw nsw i32 %129, 1
  %131 = zext nneg i32 %130 to i64
  %132 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %131
  %133 = insertelement <4 x i16> poison, i16 %66, i64 0
  %134 = insertelement <4 x i16> %133, i16 %67, i64 1
  %135 = insertelement <4 x i16> %134, i16 %68, i64 2
  %136 = insertelement <4 x i16> %135, i16 %69, i64 3
  store <4 x i16> %136, ptr addrspace(3) %132, align 8
  %137 = mul nuw nsw i32 %17, 136
  %138 = add nuw nsw i32 %137, %45
  %139 = shl nuw nsw i32 %138, 1
  %140 = zext nneg i32 %139 to i64
  %141 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %140
  %142 = insertelement <4 x i16> poison, i16 %74, i64 0
  %143 = insertelement <4 x i16> %142, i16 %75, i64 1
  %144 = insertelement <4 x i16> %143, i16 %76, i64 2
  %145 = insertelement <4 x i16> %144, i16 %77, i64 3
  store <4 x i16> %145, ptr addrspace(3) %141, align 8
  %146 = mul nuw nsw i32 %21, 136
  %147 = add nuw nsw i32 %146, %45
  %148 = shl nuw nsw i32 %147, 1
  %149 = zext nneg i32 %148 to i64
  %150 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %149
  %151 = insertelement <4 x i16> poison, i16 %82, i64 0
  %152 = insertelement <4 x i16> %151, i16 %83, i64 1
  %153 = insertelement <4 x i16> %152, i16 %84, i64 2
  %154 = insertelement <4 x i16> %153, i16 %85, i64 3
  store <4 x i16> %154, ptr addrspace(3) %150, align 8
  %155 = mul nuw nsw i32 %25, 136
  %156 = add nuw nsw i32 %155, %45
  %157 = shl nuw nsw i32 %156, 1
  %158 = zext nneg i32 %157 to i64
  %159 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %158
  %160 = insertelement <4 x i16> poison, i16 %90, i64 0
  %161 = insertelement <4 x i16> %160, i16 %91, i64 1
  %162 = insertelement <4 x i16> %161, i16 %92, i64 2
  %163 = insertelement <4 x i16> %162, i16 %93, i64 3
  store <4 x i16> %163, ptr addrspace(3) %159, align 8
  %164 = mul nuw nsw i32 %29, 136
  %165 = add nuw nsw i32 %164, %45
  %166 = shl nuw nsw i32 %165, 1
  %167 = zext nneg i32 %166 to i64
  %168 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %167
  %169 = insertelement <4 x i16> poison, i16 %98, i64 0
  %170 = insertelement <4 x i16> %169, i16 %99, i64 1
  %171 = insertelement <4 x i16> %170, i16 %100, i64 2
  %172 = insertelement <4 x i16> %171, i16 %101, i64 3
  store <4 x i16> %172, ptr addrspace(3) %168, align 8
  %173 = mul nuw nsw i32 %33, 136
  %174 = add nuw nsw i32 %173, %45
  %175 = shl nuw nsw i32 %174, 1
  %176 = zext nneg i32 %175 to i64
  %177 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %176
  %178 = insertelement <4 x i16> poison, i16 %106, i64 0
  %179 = insertelement <4 x i16> %178, i16 %107, i64 1
  %180 = insertelement <4 x i16> %179, i16 %108, i64 2
  %181 = insertelement <4 x i16> %180, i16 %109, i64 3
  store <4 x i16> %181, ptr addrspace(3) %177, align 8
  %182 = mul nuw nsw i32 %37, 136
  %183 = add nuw nsw i32 %182, %45
  %184 = shl nuw nsw i32 %183, 1
  %185 = zext nneg i32 %184 to i64
  %186 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %185
  %187 = insertelement <4 x i16> poison, i16 %114, i64 0
  %188 = insertelement <4 x i16> %187, i16 %115, i64 1
  %189 = insertelement <4 x i16> %188, i16 %116, i64 2
  %190 = insertelement <4 x i16> %189, i16 %117, i64 3
  store <4 x i16> %190, ptr addrspace(3) %186, align 8
  %191 = mul nuw nsw i32 %41, 136
  %192 = add nuw nsw i32 %191, %45
  %193 = shl nuw nsw i32 %192, 1
  %194 = zext nneg i32 %193 to i64
  %195 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %194
  %196 = insertelement <4 x i16> poison, i16 %122, i64 0
  %197 = insertelement <4 x i16> %196, i16 %123, i64 1
  %198 = insertelement <4 x i16> %197, i16 %124, i64 2
  %199 = insertelement <4 x i16> %198, i16 %125, i64 3
  store <4 x i16> %199, ptr addrspace(3) %195, align 8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %200 = icmp sgt i32 %127, 0
  br i1 %200, label %.preheader, label %.preheader.._crit_edge_crit_edge.critedge

.preheader:                                       ; preds = %6
  %201 = lshr i32 %7, 4
  %202 = or disjoint i32 %201, 48
  %203 = mul nuw nsw i32 %202, 136
  %204 = shl nuw nsw i32 %7, 3
  %205 = and i32 %204, 120
  %206 = add nuw nsw i32 %203, %205
  %207 = shl nuw nsw i32 %206, 1
  %208 = zext nneg i32 %207 to i64
  %209 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 34816), i64 %208
  %210 = ptrtoint ptr addrspace(3) %209 to i64
  %211 = trunc i64 %210 to i32
  %.not33 = icmp slt i32 %202, %4
  %212 = add i32 %11, %202
  %213 = shl i32 %212, 7
  %214 = or disjoint i32 %213, %205
  %narrow35 = select i1 %.not33, i32 %214, i32 0
  %.idx34 = sext i32 %narrow35 to i64
  %215 = getelementptr bfloat, ptr addrspace(1) %2, i64 %.idx34
  %216 = or disjoint i32 %201, 32
  %217 = mul nuw nsw i32 %216, 136
  %218 = add nuw nsw i32 %217, %205
  %219 = shl nuw nsw i32 %218, 1
  %220 = zext nneg i32 %219 to i64
  %221 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 34816), i64 %220
  %222 = ptrtoint ptr addrspace(3) %221 to i64
  %223 = trunc i64 %222 to i32
  %.not30 = icmp slt i32 %216, %4
  %224 = add i32 %11, %216
  %225 = shl i32 %224, 7
  %226 = or disjoint i32 %225, %205
  %narrow32 = select i1 %.not30, i32 %226, i32 0
  %.idx31 = sext i32 %narrow32 to i64
  %227 = getelementptr bfloat, ptr addrspace(1) %2, i64 %.idx31
  %228 = or disjoint i32 %201, 16
  %229 = mul nuw nsw i32 %228, 136
  %230 = add nuw nsw i32 %229, %205
  %231 = shl nuw nsw i32 %230, 1
  %232 = zext nneg i32 %231 to i64
  %233 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 34816), i64 %232
  %234 = ptrtoint ptr addrspace(3) %233 to i64
  %235 = trunc i64 %234 to i32
  %.not27 = icmp slt i32 %228, %4
  %236 = add i32 %11, %228
  %237 = shl i32 %236, 7
  %238 = or disjoint i32 %237, %205
  %narrow29 = select i1 %.not27, i32 %238, i32 0
  %.idx28 = sext i32 %narrow29 to i64
  %239 = getelementptr bfloat, ptr addrspace(1) %2, i64 %.idx28
  %240 = mul nuw nsw i32 %201, 136
  %241 = add nuw nsw i32 %240, %205
  %242 = shl nuw nsw i32 %241, 1
  %243 = zext nneg i32 %242 to i64
  %244 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 34816), i64 %243
  %245 = ptrtoint ptr addrspace(3) %244 to i64
  %246 = trunc i64 %245 to i32
  %.not24 = icmp slt i32 %201, %4
  %247 = add i32 %11, %201
  %248 = shl i32 %247, 7
  %249 = or disjoint i32 %248, %205
  %narrow26 = select i1 %.not24, i32 %249, i32 0
  %.idx25 = sext i32 %narrow26 to i64
  %250 = getelementptr bfloat, ptr addrspace(1) %2, i64 %.idx25
  %251 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 17408), i64 %208
  %252 = ptrtoint ptr addrspace(3) %251 to i64
  %253 = trunc i64 %252 to i32
  %254 = getelementptr bfloat, ptr addrspace(1) %1, i64 %.idx34
  %255 = select i1 %.not33, i32 16, i32 0
  %256 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 17408), i64 %220
  %257 = ptrtoint ptr addrspace(3) %256 to i64
  %258 = trunc i64 %257 to i32
  %259 = getelementptr bfloat, ptr addrspace(1) %1, i64 %.idx31
  %260 = select i1 %.not30, i32 16, i32 0
  %261 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 17408), i64 %232
  %262 = ptrtoint ptr addrspace(3) %261 to i64
  %263 = trunc i64 %262 to i32
  %264 = getelementptr bfloat, ptr addrspace(1) %1, i64 %.idx28
  %265 = select i1 %.not27, i32 16, i32 0
  %266 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 17408), i64 %243
  %267 = ptrtoint ptr addrspace(3) %266 to i64
  %268 = trunc i64 %267 to i32
  %269 = getelementptr bfloat, ptr addrspace(1) %1, i64 %.idx25
  %270 = select i1 %.not24, i32 16, i32 0
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %268, ptr addrspace(1) %269, i32 %270) #7
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %263, ptr addrspace(1) %264, i32 %265) #7
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %258, ptr addrspace(1) %259, i32 %260) #7
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %253, ptr addrspace(1) %254, i32 %255) #7
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %246, ptr addrspace(1) %250, i32 %270) #7
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %235, ptr addrspace(1) %239, i32 %265) #7
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %223, ptr addrspace(1) %227, i32 %260) #7
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %211, ptr addrspace(1) %215, i32 %255) #7
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #7
  %271 = lshr i32 %7, 4
  %272 = shl nuw nsw i32 %7, 3
  %273 = and i32 %272, 120
  %274 = mul nuw nsw i32 %271, 136
  %275 = add nuw nsw i32 %274, %273
  %276 = shl nuw nsw i32 %275, 1
  %277 = zext nneg i32 %276 to i64
  %278 = or disjoint i32 %271, 16
  %279 = mul nuw nsw i32 %278, 136
  %280 = add nuw nsw i32 %279, %273
  %281 = shl nuw nsw i32 %280, 1
  %282 = zext nneg i32 %281 to i64
  %283 = or disjoint i32 %271, 32
  %284 = mul nuw nsw i32 %283, 136
  %285 = add nuw nsw i32 %284, %273
  %286 = shl nuw nsw i32 %285, 1
  %287 = zext nneg i32 %286 to i64
  %288 = or disjoint i32 %271, 48
  %289 = mul nuw nsw i32 %288, 136
  %290 = add nuw nsw i32 %289, %273
  %291 = shl nuw nsw i32 %290, 1
  %292 = zext nneg i32 %291 to i64
  %293 = and i32 %13, 3
  %294 = shl nuw nsw i32 %293, 4
  %295 = lshr i32 %7, 2
  %296 = and i32 %295, 32
  %297 = or disjoint i32 %296, 16
  %298 = and i32 %7, 7
  %299 = and i32 %7, 8
  %300 = and i32 %7, 15
  %301 = or disjoint i32 %296, %300
  %302 = lshr i32 %7, 1
  %303 = and i32 %302, 8
  %304 = mul nuw nsw i32 %301, 136
  %305 = or disjoint i32 %298, %303
  %306 = or disjoint i32 %305, %294
  %307 = mul nuw nsw i32 %306, 136
  %308 = add nuw nsw i32 %307, %299
  %309 = or disjoint i32 %297, %300
  %310 = mul nuw nsw i32 %309, 136
  %311 = and i32 %295, 7
  %312 = and i32 %295, 39
  %313 = shl nuw nsw i32 %7, 1
  %314 = and i32 %313, 6
  %315 = or disjoint i32 %294, %314
  %316 = or disjoint i32 %312, %12
  %317 = or disjoint i32 %314, 1
  %318 = or disjoint i32 %294, %317
  %319 = or disjoint i32 %311, 8
  %320 = or disjoint i32 %319, %296
  %321 = or disjoint i32 %320, %12
  %322 = or disjoint i32 %294, 8
  %323 = or disjoint i32 %322, %314
  %324 = or disjoint i32 %322, %317
  %325 = or disjoint i32 %297, %311
  %326 = or disjoint i32 %325, %12
  %327 = or disjoint i32 %297, %319
  %328 = or disjoint i32 %327, %12
  %329 = shl nuw nsw i32 %312, 2
  %330 = or disjoint i32 %329, %293
  %331 = zext nneg i32 %330 to i64
  %332 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %331
  %333 = shl nuw nsw i32 %320, 2
  %334 = or disjoint i32 %333, %293
  %335 = zext nneg i32 %334 to i64
  %336 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %335
  %337 = shl nuw nsw i32 %325, 2
  %338 = or disjoint i32 %337, %293
  %339 = zext nneg i32 %338 to i64
  %340 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %339
  %341 = shl nuw nsw i32 %327, 2
  %342 = or disjoint i32 %341, %293
  %343 = zext nneg i32 %342 to i64
  %344 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %343
  %345 = zext nneg i32 %329 to i64
  %346 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %345
  %347 = getelementptr i8, ptr addrspace(3) %346, i64 4
  %348 = getelementptr i8, ptr addrspace(3) %346, i64 8
  %349 = getelementptr i8, ptr addrspace(3) %346, i64 12
  %350 = zext nneg i32 %333 to i64
  %351 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %350
  %352 = getelementptr i8, ptr addrspace(3) %351, i64 4
  %353 = getelementptr i8, ptr addrspace(3) %351, i64 8
  %354 = getelementptr i8, ptr addrspace(3) %351, i64 12
  %355 = zext nneg i32 %337 to i64
  %356 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %355
  %357 = getelementptr i8, ptr addrspace(3) %356, i64 4
  %358 = getelementptr i8, ptr addrspace(3) %356, i64 8
  %359 = getelementptr i8, ptr addrspace(3) %356, i64 12
  %360 = zext nneg i32 %341 to i64
  %361 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %360
  %362 = getelementptr i8, ptr addrspace(3) %361, i64 4
  %363 = getelementptr i8, ptr addrspace(3) %361, i64 8
  %364 = getelementptr i8, ptr addrspace(3) %361, i64 12
  %365 = mul nuw nsw i32 %312, 72
  %366 = add nuw nsw i32 %365, %315
  %367 = zext nneg i32 %366 to i64
  %368 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %367
  %369 = add nuw nsw i32 %365, %318
  %370 = zext nneg i32 %369 to i64
  %371 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %370
  %372 = mul nuw nsw i32 %320, 72
  %373 = add nuw nsw i32 %372, %315
  %374 = zext nneg i32 %373 to i64
  %375 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %374
  %376 = add nuw nsw i32 %372, %318
  %377 = zext nneg i32 %376 to i64
  %378 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %377
  %379 = add nuw nsw i32 %323, %365
  %380 = zext nneg i32 %379 to i64
  %381 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %380
  %382 = add nuw nsw i32 %324, %365
  %383 = zext nneg i32 %382 to i64
  %384 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %383
  %385 = add nuw nsw i32 %372, %323
  %386 = zext nneg i32 %385 to i64
  %387 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %386
  %388 = add nuw nsw i32 %372, %324
  %389 = zext nneg i32 %388 to i64
  %390 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %389
  %391 = mul nuw nsw i32 %325, 72
  %392 = add nuw nsw i32 %391, %315
  %393 = zext nneg i32 %392 to i64
  %394 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %393
  %395 = add nuw nsw i32 %391, %318
  %396 = zext nneg i32 %395 to i64
  %397 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %396
  %398 = mul nuw nsw i32 %327, 72
  %399 = add nuw nsw i32 %398, %315
  %400 = zext nneg i32 %399 to i64
  %401 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %400
  %402 = add nuw nsw i32 %398, %318
  %403 = zext nneg i32 %402 to i64
  %404 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %403
  %405 = add nuw nsw i32 %391, %323
  %406 = zext nneg i32 %405 to i64
  %407 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %406
  %408 = add nuw nsw i32 %391, %324
  %409 = zext nneg i32 %408 to i64
  %410 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %409
  %411 = add nuw nsw i32 %398, %323
  %412 = zext nneg i32 %411 to i64
  %413 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %412
  %414 = add nuw nsw i32 %398, %324
  %415 = zext nneg i32 %414 to i64
  %416 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %415
  %417 = shl nuw nsw i32 %293, 5
  %418 = mul nuw nsw i32 %301, 72
  %419 = or disjoint i32 %417, %303
  %420 = or disjoint i32 %419, 16
  %421 = mul nuw nsw i32 %309, 72
  %422 = add nuw nsw i32 %303, %418
  %423 = zext nneg i32 %422 to i64
  %424 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %423
  %425 = add nuw nsw i32 %303, %304
  %426 = zext nneg i32 %425 to i64
  %427 = getelementptr bfloat, ptr addrspace(3) @attention_dsmem, i64 %426
  %428 = zext nneg i32 %308 to i64
  %429 = add nuw nsw i32 %303, %310
  %430 = zext nneg i32 %429 to i64
  %431 = getelementptr bfloat, ptr addrspace(3) @attention_dsmem, i64 %430
  %432 = or disjoint i32 %303, 16
  %433 = add nuw nsw i32 %432, %304
  %434 = zext nneg i32 %433 to i64
  %435 = getelementptr bfloat, ptr addrspace(3) @attention_dsmem, i64 %434
  %436 = zext nneg i32 %308 to i64
  %437 = add nuw nsw i32 %432, %310
  %438 = zext nneg i32 %437 to i64
  %439 = getelementptr bfloat, ptr addrspace(3) @attention_dsmem, i64 %438
  %440 = or disjoint i32 %303, 32
  %441 = add nuw nsw i32 %440, %304
  %442 = zext nneg i32 %441 to i64
  %443 = getelementptr bfloat, ptr addrspace(3) @attention_dsmem, i64 %442
  %444 = zext nneg i32 %308 to i64
  %445 = add nuw nsw i32 %440, %310
  %446 = zext nneg i32 %445 to i64
  %447 = getelementptr bfloat, ptr addrspace(3) @attention_dsmem, i64 %446
  %448 = or disjoint i32 %303, 48
  %449 = add nuw nsw i32 %448, %304
  %450 = zext nneg i32 %449 to i64
  %451 = getelementptr bfloat, ptr addrspace(3) @attention_dsmem, i64 %450
  %452 = zext nneg i32 %308 to i64
  %453 = add nuw nsw i32 %448, %310
  %454 = zext nneg i32 %453 to i64
  %455 = getelementptr bfloat, ptr addrspace(3) @attention_dsmem, i64 %454
  %456 = or disjoint i32 %303, 64
  %457 = add nuw nsw i32 %456, %304
  %458 = zext nneg i32 %457 to i64
  %459 = getelementptr bfloat, ptr addrspace(3) @attention_dsmem, i64 %458
  %460 = zext nneg i32 %308 to i64
  %461 = add nuw nsw i32 %456, %310
  %462 = zext nneg i32 %461 to i64
  %463 = getelementptr bfloat, ptr addrspace(3) @attention_dsmem, i64 %462
  %464 = or disjoint i32 %303, 80
  %465 = add nuw nsw i32 %464, %304
  %466 = zext nneg i32 %465 to i64
  %467 = getelementptr bfloat, ptr addrspace(3) @attention_dsmem, i64 %466
  %468 = zext nneg i32 %308 to i64
  %469 = add nuw nsw i32 %464, %310
  %470 = zext nneg i32 %469 to i64
  %471 = getelementptr bfloat, ptr addrspace(3) @attention_dsmem, i64 %470
  %472 = or disjoint i32 %303, 96
  %473 = add nuw nsw i32 %472, %304
  %474 = zext nneg i32 %473 to i64
  %475 = getelementptr bfloat, ptr addrspace(3) @attention_dsmem, i64 %474
  %476 = zext nneg i32 %308 to i64
  %477 = add nuw nsw i32 %472, %310
  %478 = zext nneg i32 %477 to i64
  %479 = getelementptr bfloat, ptr addrspace(3) @attention_dsmem, i64 %478
  %480 = or disjoint i32 %303, 112
  %481 = add nuw nsw i32 %480, %304
  %482 = zext nneg i32 %481 to i64
  %483 = getelementptr bfloat, ptr addrspace(3) @attention_dsmem, i64 %482
  %484 = zext nneg i32 %308 to i64
  %485 = add nuw nsw i32 %480, %310
  %486 = zext nneg i32 %485 to i64
  %487 = getelementptr bfloat, ptr addrspace(3) @attention_dsmem, i64 %486
  %488 = mul nuw nsw i32 %300, 136
  %489 = add nuw nsw i32 %488, %419
  %490 = zext nneg i32 %489 to i64
  %491 = add nuw nsw i32 %420, %488
  %492 = zext nneg i32 %491 to i64
  %493 = add nuw nsw i32 %303, %421
  %494 = zext nneg i32 %493 to i64
  %495 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %494
  %496 = add nuw nsw i32 %432, %418
  %497 = zext nneg i32 %496 to i64
  %498 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %497
  %499 = mul nuw nsw i32 %300, 136
  %500 = add nuw nsw i32 %499, 2176
  %501 = add nuw nsw i32 %500, %419
  %502 = zext nneg i32 %501 to i64
  %503 = add nuw nsw i32 %420, %500
  %504 = zext nneg i32 %503 to i64
  %505 = add nuw nsw i32 %432, %421
  %506 = zext nneg i32 %505 to i64
  %507 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %506
  %508 = add nuw nsw i32 %440, %418
  %509 = zext nneg i32 %508 to i64
  %510 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %509
  %511 = mul nuw nsw i32 %300, 136
  %512 = add nuw nsw i32 %511, 4352
  %513 = add nuw nsw i32 %512, %419
  %514 = zext nneg i32 %513 to i64
  %515 = add nuw nsw i32 %420, %512
  %516 = zext nneg i32 %515 to i64
  %517 = add nuw nsw i32 %440, %421
  %518 = zext nneg i32 %517 to i64
  %519 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %518
  %520 = add nuw nsw i32 %448, %418
  %521 = zext nneg i32 %520 to i64
  %522 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %521
  %523 = mul nuw nsw i32 %300, 136
  %524 = add nuw nsw i32 %523, 6528
  %525 = add nuw nsw i32 %524, %419
  %526 = zext nneg i32 %525 to i64
  %527 = add nuw nsw i32 %420, %524
  %528 = zext nneg i32 %527 to i64
  %529 = add nuw nsw i32 %448, %421
  %530 = zext nneg i32 %529 to i64
  %531 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %530
  br label %532

.preheader.._crit_edge_crit_edge.critedge:        ; preds = %6
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #7
  %.pre = lshr i32 %7, 2
  %.pre225 = and i32 %.pre, 7
  %.pre227 = and i32 %.pre, 32
  %.pre229 = and i32 %.pre, 39
  %.pre231 = or disjoint i32 %.pre225, 8
  %.pre233 = or disjoint i32 %.pre231, %.pre227
  %.pre235 = or disjoint i32 %.pre227, 16
  %.pre237 = or disjoint i32 %.pre235, %.pre225
  %.pre239 = or disjoint i32 %.pre235, %.pre231
  %.pre241 = shl nuw nsw i32 %7, 1
  %.pre243 = and i32 %.pre241, 6
  %.pre245 = or disjoint i32 %.pre229, %12
  %.pre247 = or disjoint i32 %.pre233, %12
  %.pre249 = or disjoint i32 %.pre237, %12
  %.pre251 = or disjoint i32 %.pre239, %12
  br label %._crit_edge

532:                                              ; preds = %.preheader, %.loopexit
  %533 = phi float [ 0xFFF0000000000000, %.preheader ], [ %1082, %.loopexit ]
  %534 = phi float [ 0xFFF0000000000000, %.preheader ], [ %1081, %.loopexit ]
  %535 = phi float [ 0xFFF0000000000000, %.preheader ], [ %1080, %.loopexit ]
  %536 = phi float [ 0xFFF0000000000000, %.preheader ], [ %1079, %.loopexit ]
  %537 = phi float [ 0.000000e+00, %.preheader ], [ %1478, %.loopexit ]
  %538 = phi float [ 0.000000e+00, %.preheader ], [ %1477, %.loopexit ]
  %539 = phi float [ 0.000000e+00, %.preheader ], [ %1476, %.loopexit ]
  %540 = phi float [ 0.000000e+00, %.preheader ], [ %1475, %.loopexit ]
  %541 = phi float [ 0.000000e+00, %.preheader ], [ %1473, %.loopexit ]
  %542 = phi float [ 0.000000e+00, %.preheader ], [ %1472, %.loopexit ]
  %543 = phi float [ 0.000000e+00, %.preheader ], [ %1471, %.loopexit ]
  %544 = phi float [ 0.000000e+00, %.preheader ], [ %1470, %.loopexit ]
  %545 = phi float [ 0.000000e+00, %.preheader ], [ %1468, %.loopexit ]
  %546 = phi float [ 0.000000e+00, %.preheader ], [ %1467, %.loopexit ]
  %547 = phi float [ 0.000000e+00, %.preheader ], [ %1466, %.loopexit ]
  %548 = phi float [ 0.000000e+00, %.preheader ], [ %1465, %.loopexit ]
  %549 = phi float [ 0.000000e+00, %.preheader ], [ %1463, %.loopexit ]
  %550 = phi float [ 0.000000e+00, %.preheader ], [ %1462, %.loopexit ]
  %551 = phi float [ 0.000000e+00, %.preheader ], [ %1461, %.loopexit ]
  %552 = phi float [ 0.000000e+00, %.preheader ], [ %1460, %.loopexit ]
  %553 = phi float [ 0.000000e+00, %.preheader ], [ %1453, %.loopexit ]
  %554 = phi float [ 0.000000e+00, %.preheader ], [ %1452, %.loopexit ]
  %555 = phi float [ 0.000000e+00, %.preheader ], [ %1451, %.loopexit ]
  %556 = phi float [ 0.000000e+00, %.preheader ], [ %1450, %.loopexit ]
  %557 = phi float [ 0.000000e+00, %.preheader ], [ %1448, %.loopexit ]
  %558 = phi float [ 0.000000e+00, %.preheader ], [ %1447, %.loopexit ]
  %559 = phi float [ 0.000000e+00, %.preheader ], [ %1446, %.loopexit ]
  %560 = phi float [ 0.000000e+00, %.preheader ], [ %1445, %.loopexit ]
  %561 = phi float [ 0.000000e+00, %.preheader ], [ %1437, %.loopexit ]
  %562 = phi float [ 0.000000e+00, %.preheader ], [ %1436, %.loopexit ]
  %563 = phi float [ 0.000000e+00, %.preheader ], [ %1435, %.loopexit ]
  %564 = phi float [ 0.000000e+00, %.preheader ], [ %1434, %.loopexit ]
  %565 = phi float [ 0.000000e+00, %.preheader ], [ %1432, %.loopexit ]
  %566 = phi float [ 0.000000e+00, %.preheader ], [ %1431, %.loopexit ]
  %567 = phi float [ 0.000000e+00, %.preheader ], [ %1430, %.loopexit ]
  %568 = phi float [ 0.000000e+00, %.preheader ], [ %1429, %.loopexit ]
  %569 = phi float [ 0.000000e+00, %.preheader ], [ %1498, %.loopexit ]
  %570 = phi float [ 0.000000e+00, %.preheader ], [ %1497, %.loopexit ]
  %571 = phi float [ 0.000000e+00, %.preheader ], [ %1496, %.loopexit ]
  %572 = phi float [ 0.000000e+00, %.preheader ], [ %1495, %.loopexit ]
  %573 = phi i32 [ 0, %.preheader ], [ %576, %.loopexit ]
  %574 = lshr exact i32 %573, 6
  %575 = and i32 %574, 1
  tail call void asm sideeffect "cp.async.wait_group 0;", "~{memory}"() #7
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %576 = add nuw nsw i32 %573, 64
  %577 = icmp slt i32 %576, %127
  br i1 %577, label %578, label %.loopexit

578:                                              ; preds = %532
  %579 = xor i32 %575, 1
  %580 = mul nuw nsw i32 %579, 34816
  %581 = zext nneg i32 %580 to i64
  %582 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 17408), i64 %581
  %583 = or disjoint i32 %576, %271
  %584 = add i32 %583, %11
  %585 = shl i32 %584, 7
  %586 = or disjoint i32 %585, %273
  %.not = icmp slt i32 %583, %4
  %587 = select i1 %.not, i32 16, i32 0
  %narrow = select i1 %.not, i32 %586, i32 0
  %.idx = sext i32 %narrow to i64
  %588 = getelementptr bfloat, ptr addrspace(1) %1, i64 %.idx
  %589 = getelementptr i8, ptr addrspace(3) %582, i64 %277
  %590 = ptrtoint ptr addrspace(3) %589 to i64
  %591 = trunc i64 %590 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %591, ptr addrspace(1) %588, i32 %587) #7
  %592 = or disjoint i32 %576, %278
  %593 = add i32 %592, %11
  %594 = shl i32 %593, 7
  %595 = or disjoint i32 %594, %273
  %.not7 = icmp slt i32 %592, %4
  %596 = select i1 %.not7, i32 16, i32 0
  %narrow9 = select i1 %.not7, i32 %595, i32 0
  %.idx8 = sext i32 %narrow9 to i64
  %597 = getelementptr bfloat, ptr addrspace(1) %1, i64 %.idx8
  %598 = getelementptr i8, ptr addrspace(3) %582, i64 %282
  %599 = ptrtoint ptr addrspace(3) %598 to i64
  %600 = trunc i64 %599 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %600, ptr addrspace(1) %597, i32 %596) #7
  %601 = or disjoint i32 %576, %283
  %602 = add i32 %601, %11
  %603 = shl i32 %602, 7
  %604 = or disjoint i32 %603, %273
  %.not10 = icmp slt i32 %601, %4
  %605 = select i1 %.not10, i32 16, i32 0
  %narrow12 = select i1 %.not10, i32 %604, i32 0
  %.idx11 = sext i32 %narrow12 to i64
  %606 = getelementptr bfloat, ptr addrspace(1) %1, i64 %.idx11
  %607 = getelementptr i8, ptr addrspace(3) %582, i64 %287
  %608 = ptrtoint ptr addrspace(3) %607 to i64
  %609 = trunc i64 %608 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %609, ptr addrspace(1) %606, i32 %605) #7
  %610 = or disjoint i32 %576, %288
  %611 = add i32 %610, %11
  %612 = shl i32 %611, 7
  %613 = or disjoint i32 %612, %273
  %.not13 = icmp slt i32 %610, %4
  %614 = select i1 %.not13, i32 16, i32 0
  %narrow15 = select i1 %.not13, i32 %613, i32 0
  %.idx14 = sext i32 %narrow15 to i64
  %615 = getelementptr bfloat, ptr addrspace(1) %1, i64 %.idx14
  %616 = getelementptr i8, ptr addrspace(3) %582, i64 %292
  %617 = ptrtoint ptr addrspace(3) %616 to i64
  %618 = trunc i64 %617 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %618, ptr addrspace(1) %615, i32 %614) #7
  %619 = getelementptr i8, ptr addrspace(3) %582, i64 17408
  %620 = getelementptr bfloat, ptr addrspace(1) %2, i64 %.idx
  %621 = getelementptr i8, ptr addrspace(3) %619, i64 %277
  %622 = ptrtoint ptr addrspace(3) %621 to i64
  %623 = trunc i64 %622 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %623, ptr addrspace(1) %620, i32 %587) #7
  %624 = getelementptr bfloat, ptr addrspace(1) %2, i64 %.idx8
  %625 = getelementptr i8, ptr addrspace(3) %619, i64 %282
  %626 = ptrtoint ptr addrspace(3) %625 to i64
  %627 = trunc i64 %626 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %627, ptr addrspace(1) %624, i32 %596) #7
  %628 = getelementptr bfloat, ptr addrspace(1) %2, i64 %.idx11
  %629 = getelementptr i8, ptr addrspace(3) %619, i64 %287
  %630 = ptrtoint ptr addrspace(3) %629 to i64
  %631 = trunc i64 %630 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %631, ptr addrspace(1) %628, i32 %605) #7
  %632 = getelementptr bfloat, ptr addrspace(1) %2, i64 %.idx14
  %633 = getelementptr i8, ptr addrspace(3) %619, i64 %292
  %634 = ptrtoint ptr addrspace(3) %633 to i64
  %635 = trunc i64 %634 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %635, ptr addrspace(1) %632, i32 %614) #7
  br label %.loopexit

.loopexit:                                        ; preds = %578, %532
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #7
  %636 = mul nuw nsw i32 %575, 34816
  %637 = zext nneg i32 %636 to i64
  %638 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 17408), i64 %637
  %639 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %427)
  %640 = extractvalue { i32, i32, i32, i32 } %639, 0
  %641 = extractvalue { i32, i32, i32, i32 } %639, 1
  %642 = extractvalue { i32, i32, i32, i32 } %639, 2
  %643 = extractvalue { i32, i32, i32, i32 } %639, 3
  %644 = getelementptr bfloat, ptr addrspace(3) %638, i64 %428
  %645 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %644)
  %646 = extractvalue { i32, i32, i32, i32 } %645, 0
  %647 = extractvalue { i32, i32, i32, i32 } %645, 1
  %648 = extractvalue { i32, i32, i32, i32 } %645, 2
  %649 = extractvalue { i32, i32, i32, i32 } %645, 3
  %650 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %640, i32 %641, i32 %642, i32 %643, i32 %646, i32 %647, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %651 = extractvalue { float, float, float, float } %650, 0
  %652 = extractvalue { float, float, float, float } %650, 1
  %653 = extractvalue { float, float, float, float } %650, 2
  %654 = extractvalue { float, float, float, float } %650, 3
  %655 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %640, i32 %641, i32 %642, i32 %643, i32 %648, i32 %649, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %656 = extractvalue { float, float, float, float } %655, 0
  %657 = extractvalue { float, float, float, float } %655, 1
  %658 = extractvalue { float, float, float, float } %655, 2
  %659 = extractvalue { float, float, float, float } %655, 3
  %660 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %431)
  %661 = extractvalue { i32, i32, i32, i32 } %660, 0
  %662 = extractvalue { i32, i32, i32, i32 } %660, 1
  %663 = extractvalue { i32, i32, i32, i32 } %660, 2
  %664 = extractvalue { i32, i32, i32, i32 } %660, 3
  %665 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %661, i32 %662, i32 %663, i32 %664, i32 %646, i32 %647, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %666 = extractvalue { float, float, float, float } %665, 0
  %667 = extractvalue { float, float, float, float } %665, 1
  %668 = extractvalue { float, float, float, float } %665, 2
  %669 = extractvalue { float, float, float, float } %665, 3
  %670 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %661, i32 %662, i32 %663, i32 %664, i32 %648, i32 %649, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %671 = extractvalue { float, float, float, float } %670, 0
  %672 = extractvalue { float, float, float, float } %670, 1
  %673 = extractvalue { float, float, float, float } %670, 2
  %674 = extractvalue { float, float, float, float } %670, 3
  %675 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %435)
  %676 = extractvalue { i32, i32, i32, i32 } %675, 0
  %677 = extractvalue { i32, i32, i32, i32 } %675, 1
  %678 = extractvalue { i32, i32, i32, i32 } %675, 2
  %679 = extractvalue { i32, i32, i32, i32 } %675, 3
  %680 = getelementptr bfloat, ptr addrspace(3) %638, i64 %436
  %681 = getelementptr i8, ptr addrspace(3) %680, i64 32
  %682 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %681)
  %683 = extractvalue { i32, i32, i32, i32 } %682, 0
  %684 = extractvalue { i32, i32, i32, i32 } %682, 1
  %685 = extractvalue { i32, i32, i32, i32 } %682, 2
  %686 = extractvalue { i32, i32, i32, i32 } %682, 3
  %687 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %676, i32 %677, i32 %678, i32 %679, i32 %683, i32 %684, float %651, float %652, float %653, float %654) #7
  %688 = extractvalue { float, float, float, float } %687, 0
  %689 = extractvalue { float, float, float, float } %687, 1
  %690 = extractvalue { float, float, float, float } %687, 2
  %691 = extractvalue { float, float, float, float } %687, 3
  %692 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %676, i32 %677, i32 %678, i32 %679, i32 %685, i32 %686, float %656, float %657, float %658, float %659) #7
  %693 = extractvalue { float, float, float, float } %692, 0
  %694 = extractvalue { float, float, float, float } %692, 1
  %695 = extractvalue { float, float, float, float } %692, 2
  %696 = extractvalue { float, float, float, float } %692, 3
  %697 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %439)
  %698 = extractvalue { i32, i32, i32, i32 } %697, 0
  %699 = extractvalue { i32, i32, i32, i32 } %697, 1
  %700 = extractvalue { i32, i32, i32, i32 } %697, 2
  %701 = extractvalue { i32, i32, i32, i32 } %697, 3
  %702 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %698, i32 %699, i32 %700, i32 %701, i32 %683, i32 %684, float %666, float %667, float %668, float %669) #7
  %703 = extractvalue { float, float, float, float } %702, 0
  %704 = extractvalue { float, float, float, float } %702, 1
  %705 = extractvalue { float, float, float, float } %702, 2
  %706 = extractvalue { float, float, float, float } %702, 3
  %707 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %698, i32 %699, i32 %700, i32 %701, i32 %685, i32 %686, float %671, float %672, float %673, float %674) #7
  %708 = extractvalue { float, float, float, float } %707, 0
  %709 = extractvalue { float, float, float, float } %707, 1
  %710 = extractvalue { float, float, float, float } %707, 2
  %711 = extractvalue { float, float, float, float } %707, 3
  %712 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %443)
  %713 = extractvalue { i32, i32, i32, i32 } %712, 0
  %714 = extractvalue { i32, i32, i32, i32 } %712, 1
  %715 = extractvalue { i32, i32, i32, i32 } %712, 2
  %716 = extractvalue { i32, i32, i32, i32 } %712, 3
  %717 = getelementptr bfloat, ptr addrspace(3) %638, i64 %444
  %718 = getelementptr i8, ptr addrspace(3) %717, i64 64
  %719 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %718)
  %720 = extractvalue { i32, i32, i32, i32 } %719, 0
  %721 = extractvalue { i32, i32, i32, i32 } %719, 1
  %722 = extractvalue { i32, i32, i32, i32 } %719, 2
  %723 = extractvalue { i32, i32, i32, i32 } %719, 3
  %724 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %713, i32 %714, i32 %715, i32 %716, i32 %720, i32 %721, float %688, float %689, float %690, float %691) #7
  %725 = extractvalue { float, float, float, float } %724, 0
  %726 = extractvalue { float, float, float, float } %724, 1
  %727 = extractvalue { float, float, float, float } %724, 2
  %728 = extractvalue { float, float, float, float } %724, 3
  %729 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %713, i32 %714, i32 %715, i32 %716, i32 %722, i32 %723, float %693, float %694, float %695, float %696) #7
  %730 = extractvalue { float, float, float, float } %729, 0
  %731 = extractvalue { float, float, float, float } %729, 1
  %732 = extractvalue { float, float, float, float } %729, 2
  %733 = extractvalue { float, float, float, float } %729, 3
  %734 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %447)
  %735 = extractvalue { i32, i32, i32, i32 } %734, 0
  %736 = extractvalue { i32, i32, i32, i32 } %734, 1
  %737 = extractvalue { i32, i32, i32, i32 } %734, 2
  %738 = extractvalue { i32, i32, i32, i32 } %734, 3
  %739 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %735, i32 %736, i32 %737, i32 %738, i32 %720, i32 %721, float %703, float %704, float %705, float %706) #7
  %740 = extractvalue { float, float, float, float } %739, 0
  %741 = extractvalue { float, float, float, float } %739, 1
  %742 = extractvalue { float, float, float, float } %739, 2
  %743 = extractvalue { float, float, float, float } %739, 3
  %744 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %735, i32 %736, i32 %737, i32 %738, i32 %722, i32 %723, float %708, float %709, float %710, float %711) #7
  %745 = extractvalue { float, float, float, float } %744, 0
  %746 = extractvalue { float, float, float, float } %744, 1
  %747 = extractvalue { float, float, float, float } %744, 2
  %748 = extractvalue { float, float, float, float } %744, 3
  %749 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %451)
  %750 = extractvalue { i32, i32, i32, i32 } %749, 0
  %751 = extractvalue { i32, i32, i32, i32 } %749, 1
  %752 = extractvalue { i32, i32, i32, i32 } %749, 2
  %753 = extractvalue { i32, i32, i32, i32 } %749, 3
  %754 = getelementptr bfloat, ptr addrspace(3) %638, i64 %452
  %755 = getelementptr i8, ptr addrspace(3) %754, i64 96
  %756 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %755)
  %757 = extractvalue { i32, i32, i32, i32 } %756, 0
  %758 = extractvalue { i32, i32, i32, i32 } %756, 1
  %759 = extractvalue { i32, i32, i32, i32 } %756, 2
  %760 = extractvalue { i32, i32, i32, i32 } %756, 3
  %761 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %750, i32 %751, i32 %752, i32 %753, i32 %757, i32 %758, float %725, float %726, float %727, float %728) #7
  %762 = extractvalue { float, float, float, float } %761, 0
  %763 = extractvalue { float, float, float, float } %761, 1
  %764 = extractvalue { float, float, float, float } %761, 2
  %765 = extractvalue { float, float, float, float } %761, 3
  %766 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %750, i32 %751, i32 %752, i32 %753, i32 %759, i32 %760, float %730, float %731, float %732, float %733) #7
  %767 = extractvalue { float, float, float, float } %766, 0
  %768 = extractvalue { float, float, float, float } %766, 1
  %769 = extractvalue { float, float, float, float } %766, 2
  %770 = extractvalue { float, float, float, float } %766, 3
  %771 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %455)
  %772 = extractvalue { i32, i32, i32, i32 } %771, 0
  %773 = extractvalue { i32, i32, i32, i32 } %771, 1
  %774 = extractvalue { i32, i32, i32, i32 } %771, 2
  %775 = extractvalue { i32, i32, i32, i32 } %771, 3
  %776 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %772, i32 %773, i32 %774, i32 %775, i32 %757, i32 %758, float %740, float %741, float %742, float %743) #7
  %777 = extractvalue { float, float, float, float } %776, 0
  %778 = extractvalue { float, float, float, float } %776, 1
  %779 = extractvalue { float, float, float, float } %776, 2
  %780 = extractvalue { float, float, float, float } %776, 3
  %781 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %772, i32 %773, i32 %774, i32 %775, i32 %759, i32 %760, float %745, float %746, float %747, float %748) #7
  %782 = extractvalue { float, float, float, float } %781, 0
  %783 = extractvalue { float, float, float, float } %781, 1
  %784 = extractvalue { float, float, float, float } %781, 2
  %785 = extractvalue { float, float, float, float } %781, 3
  %786 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %459)
  %787 = extractvalue { i32, i32, i32, i32 } %786, 0
  %788 = extractvalue { i32, i32, i32, i32 } %786, 1
  %789 = extractvalue { i32, i32, i32, i32 } %786, 2
  %790 = extractvalue { i32, i32, i32, i32 } %786, 3
  %791 = getelementptr bfloat, ptr addrspace(3) %638, i64 %460
  %792 = getelementptr i8, ptr addrspace(3) %791, i64 128
  %793 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %792)
  %794 = extractvalue { i32, i32, i32, i32 } %793, 0
  %795 = extractvalue { i32, i32, i32, i32 } %793, 1
  %796 = extractvalue { i32, i32, i32, i32 } %793, 2
  %797 = extractvalue { i32, i32, i32, i32 } %793, 3
  %798 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %787, i32 %788, i32 %789, i32 %790, i32 %794, i32 %795, float %762, float %763, float %764, float %765) #7
  %799 = extractvalue { float, float, float, float } %798, 0
  %800 = extractvalue { float, float, float, float } %798, 1
  %801 = extractvalue { float, float, float, float } %798, 2
  %802 = extractvalue { float, float, float, float } %798, 3
  %803 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %787, i32 %788, i32 %789, i32 %790, i32 %796, i32 %797, float %767, float %768, float %769, float %770) #7
  %804 = extractvalue { float, float, float, float } %803, 0
  %805 = extractvalue { float, float, float, float } %803, 1
  %806 = extractvalue { float, float, float, float } %803, 2
  %807 = extractvalue { float, float, float, float } %803, 3
  %808 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %463)
  %809 = extractvalue { i32, i32, i32, i32 } %808, 0
  %810 = extractvalue { i32, i32, i32, i32 } %808, 1
  %811 = extractvalue { i32, i32, i32, i32 } %808, 2
  %812 = extractvalue { i32, i32, i32, i32 } %808, 3
  %813 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %809, i32 %810, i32 %811, i32 %812, i32 %794, i32 %795, float %777, float %778, float %779, float %780) #7
  %814 = extractvalue { float, float, float, float } %813, 0
  %815 = extractvalue { float, float, float, float } %813, 1
  %816 = extractvalue { float, float, float, float } %813, 2
  %817 = extractvalue { float, float, float, float } %813, 3
  %818 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %809, i32 %810, i32 %811, i32 %812, i32 %796, i32 %797, float %782, float %783, float %784, float %785) #7
  %819 = extractvalue { float, float, float, float } %818, 0
  %820 = extractvalue { float, float, float, float } %818, 1
  %821 = extractvalue { float, float, float, float } %818, 2
  %822 = extractvalue { float, float, float, float } %818, 3
  %823 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %467)
  %824 = extractvalue { i32, i32, i32, i32 } %823, 0
  %825 = extractvalue { i32, i32, i32, i32 } %823, 1
  %826 = extractvalue { i32, i32, i32, i32 } %823, 2
  %827 = extractvalue { i32, i32, i32, i32 } %823, 3
  %828 = getelementptr bfloat, ptr addrspace(3) %638, i64 %468
  %829 = getelementptr i8, ptr addrspace(3) %828, i64 160
  %830 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %829)
  %831 = extractvalue { i32, i32, i32, i32 } %830, 0
  %832 = extractvalue { i32, i32, i32, i32 } %830, 1
  %833 = extractvalue { i32, i32, i32, i32 } %830, 2
  %834 = extractvalue { i32, i32, i32, i32 } %830, 3
  %835 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %824, i32 %825, i32 %826, i32 %827, i32 %831, i32 %832, float %799, float %800, float %801, float %802) #7
  %836 = extractvalue { float, float, float, float } %835, 0
  %837 = extractvalue { float, float, float, float } %835, 1
  %838 = extractvalue { float, float, float, float } %835, 2
  %839 = extractvalue { float, float, float, float } %835, 3
  %840 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %824, i32 %825, i32 %826, i32 %827, i32 %833, i32 %834, float %804, float %805, float %806, float %807) #7
  %841 = extractvalue { float, float, float, float } %840, 0
  %842 = extractvalue { float, float, float, float } %840, 1
  %843 = extractvalue { float, float, float, float } %840, 2
  %844 = extractvalue { float, float, float, float } %840, 3
  %845 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %471)
  %846 = extractvalue { i32, i32, i32, i32 } %845, 0
  %847 = extractvalue { i32, i32, i32, i32 } %845, 1
  %848 = extractvalue { i32, i32, i32, i32 } %845, 2
  %849 = extractvalue { i32, i32, i32, i32 } %845, 3
  %850 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %846, i32 %847, i32 %848, i32 %849, i32 %831, i32 %832, float %814, float %815, float %816, float %817) #7
  %851 = extractvalue { float, float, float, float } %850, 0
  %852 = extractvalue { float, float, float, float } %850, 1
  %853 = extractvalue { float, float, float, float } %850, 2
  %854 = extractvalue { float, float, float, float } %850, 3
  %855 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %846, i32 %847, i32 %848, i32 %849, i32 %833, i32 %834, float %819, float %820, float %821, float %822) #7
  %856 = extractvalue { float, float, float, float } %855, 0
  %857 = extractvalue { float, float, float, float } %855, 1
  %858 = extractvalue { float, float, float, float } %855, 2
  %859 = extractvalue { float, float, float, float } %855, 3
  %860 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %475)
  %861 = extractvalue { i32, i32, i32, i32 } %860, 0
  %862 = extractvalue { i32, i32, i32, i32 } %860, 1
  %863 = extractvalue { i32, i32, i32, i32 } %860, 2
  %864 = extractvalue { i32, i32, i32, i32 } %860, 3
  %865 = getelementptr bfloat, ptr addrspace(3) %638, i64 %476
  %866 = getelementptr i8, ptr addrspace(3) %865, i64 192
  %867 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %866)
  %868 = extractvalue { i32, i32, i32, i32 } %867, 0
  %869 = extractvalue { i32, i32, i32, i32 } %867, 1
  %870 = extractvalue { i32, i32, i32, i32 } %867, 2
  %871 = extractvalue { i32, i32, i32, i32 } %867, 3
  %872 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %861, i32 %862, i32 %863, i32 %864, i32 %868, i32 %869, float %836, float %837, float %838, float %839) #7
  %873 = extractvalue { float, float, float, float } %872, 0
  %874 = extractvalue { float, float, float, float } %872, 1
  %875 = extractvalue { float, float, float, float } %872, 2
  %876 = extractvalue { float, float, float, float } %872, 3
  %877 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %861, i32 %862, i32 %863, i32 %864, i32 %870, i32 %871, float %841, float %842, float %843, float %844) #7
  %878 = extractvalue { float, float, float, float } %877, 0
  %879 = extractvalue { float, float, float, float } %877, 1
  %880 = extractvalue { float, float, float, float } %877, 2
  %881 = extractvalue { float, float, float, float } %877, 3
  %882 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %479)
  %883 = extractvalue { i32, i32, i32, i32 } %882, 0
  %884 = extractvalue { i32, i32, i32, i32 } %882, 1
  %885 = extractvalue { i32, i32, i32, i32 } %882, 2
  %886 = extractvalue { i32, i32, i32, i32 } %882, 3
  %887 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %883, i32 %884, i32 %885, i32 %886, i32 %868, i32 %869, float %851, float %852, float %853, float %854) #7
  %888 = extractvalue { float, float, float, float } %887, 0
  %889 = extractvalue { float, float, float, float } %887, 1
  %890 = extractvalue { float, float, float, float } %887, 2
  %891 = extractvalue { float, float, float, float } %887, 3
  %892 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %883, i32 %884, i32 %885, i32 %886, i32 %870, i32 %871, float %856, float %857, float %858, float %859) #7
  %893 = extractvalue { float, float, float, float } %892, 0
  %894 = extractvalue { float, float, float, float } %892, 1
  %895 = extractvalue { float, float, float, float } %892, 2
  %896 = extractvalue { float, float, float, float } %892, 3
  %897 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %483)
  %898 = extractvalue { i32, i32, i32, i32 } %897, 0
  %899 = extractvalue { i32, i32, i32, i32 } %897, 1
  %900 = extractvalue { i32, i32, i32, i32 } %897, 2
  %901 = extractvalue { i32, i32, i32, i32 } %897, 3
  %902 = getelementptr bfloat, ptr addrspace(3) %638, i64 %484
  %903 = getelementptr i8, ptr addrspace(3) %902, i64 224
  %904 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %903)
  %905 = extractvalue { i32, i32, i32, i32 } %904, 0
  %906 = extractvalue { i32, i32, i32, i32 } %904, 1
  %907 = extractvalue { i32, i32, i32, i32 } %904, 2
  %908 = extractvalue { i32, i32, i32, i32 } %904, 3
  %909 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %898, i32 %899, i32 %900, i32 %901, i32 %905, i32 %906, float %873, float %874, float %875, float %876) #7
  %910 = extractvalue { float, float, float, float } %909, 0
  %911 = extractvalue { float, float, float, float } %909, 1
  %912 = extractvalue { float, float, float, float } %909, 2
  %913 = extractvalue { float, float, float, float } %909, 3
  %914 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %898, i32 %899, i32 %900, i32 %901, i32 %907, i32 %908, float %878, float %879, float %880, float %881) #7
  %915 = extractvalue { float, float, float, float } %914, 0
  %916 = extractvalue { float, float, float, float } %914, 1
  %917 = extractvalue { float, float, float, float } %914, 2
  %918 = extractvalue { float, float, float, float } %914, 3
  %919 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %487)
  %920 = extractvalue { i32, i32, i32, i32 } %919, 0
  %921 = extractvalue { i32, i32, i32, i32 } %919, 1
  %922 = extractvalue { i32, i32, i32, i32 } %919, 2
  %923 = extractvalue { i32, i32, i32, i32 } %919, 3
  %924 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %920, i32 %921, i32 %922, i32 %923, i32 %905, i32 %906, float %888, float %889, float %890, float %891) #7
  %925 = extractvalue { float, float, float, float } %924, 0
  %926 = extractvalue { float, float, float, float } %924, 1
  %927 = extractvalue { float, float, float, float } %924, 2
  %928 = extractvalue { float, float, float, float } %924, 3
  %929 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %920, i32 %921, i32 %922, i32 %923, i32 %907, i32 %908, float %893, float %894, float %895, float %896) #7
  %930 = extractvalue { float, float, float, float } %929, 0
  %931 = extractvalue { float, float, float, float } %929, 1
  %932 = extractvalue { float, float, float, float } %929, 2
  %933 = extractvalue { float, float, float, float } %929, 3
  %934 = getelementptr i8, ptr addrspace(3) %638, i64 17408
  %935 = fmul float %126, %910
  %936 = fmul float %126, %911
  %937 = fmul float %126, %912
  %938 = fmul float %126, %913
  %939 = fmul float %126, %915
  %940 = fmul float %126, %916
  %941 = fmul float %126, %917
  %942 = fmul float %126, %918
  %943 = fmul float %126, %925
  %944 = fmul float %126, %926
  %945 = fmul float %126, %927
  %946 = fmul float %126, %928
  %947 = fmul float %126, %930
  %948 = fmul float %126, %931
  %949 = fmul float %126, %932
  %950 = fmul float %126, %933
  %951 = or disjoint i32 %573, %315
  %952 = icmp slt i32 %951, %4
  %953 = icmp sle i32 %951, %316
  %954 = and i1 %952, %953
  %955 = or disjoint i32 %573, %318
  %956 = icmp slt i32 %955, %4
  %957 = icmp sle i32 %955, %316
  %958 = and i1 %956, %957
  %959 = icmp sle i32 %951, %321
  %960 = and i1 %952, %959
  %961 = icmp sle i32 %955, %321
  %962 = and i1 %956, %961
  %963 = or disjoint i32 %573, %323
  %964 = icmp slt i32 %963, %4
  %965 = icmp sle i32 %963, %316
  %966 = and i1 %964, %965
  %967 = or disjoint i32 %573, %324
  %968 = icmp slt i32 %967, %4
  %969 = icmp sle i32 %967, %316
  %970 = and i1 %968, %969
  %971 = icmp sle i32 %963, %321
  %972 = and i1 %964, %971
  %973 = icmp sle i32 %967, %321
  %974 = and i1 %968, %973
  %975 = icmp sle i32 %951, %326
  %976 = and i1 %952, %975
  %977 = icmp sle i32 %955, %326
  %978 = and i1 %956, %977
  %979 = icmp sle i32 %951, %328
  %980 = and i1 %952, %979
  %981 = icmp sle i32 %955, %328
  %982 = and i1 %956, %981
  %983 = icmp sle i32 %963, %326
  %984 = and i1 %964, %983
  %985 = icmp sle i32 %967, %326
  %986 = and i1 %968, %985
  %987 = icmp sle i32 %963, %328
  %988 = and i1 %964, %987
  %989 = icmp sle i32 %967, %328
  %990 = and i1 %968, %989
  %991 = select i1 %954, float %935, float 0xFFF0000000000000
  %992 = select i1 %958, float %936, float 0xFFF0000000000000
  %993 = select i1 %960, float %937, float 0xFFF0000000000000
  %994 = select i1 %962, float %938, float 0xFFF0000000000000
  %995 = select i1 %966, float %939, float 0xFFF0000000000000
  %996 = select i1 %970, float %940, float 0xFFF0000000000000
  %997 = select i1 %972, float %941, float 0xFFF0000000000000
  %998 = select i1 %974, float %942, float 0xFFF0000000000000
  %999 = select i1 %976, float %943, float 0xFFF0000000000000
  %1000 = select i1 %978, float %944, float 0xFFF0000000000000
  %1001 = select i1 %980, float %945, float 0xFFF0000000000000
  %1002 = select i1 %982, float %946, float 0xFFF0000000000000
  %1003 = select i1 %984, float %947, float 0xFFF0000000000000
  %1004 = select i1 %986, float %948, float 0xFFF0000000000000
  %1005 = select i1 %988, float %949, float 0xFFF0000000000000
  %1006 = select i1 %990, float %950, float 0xFFF0000000000000
  %1007 = tail call float @llvm.maxnum.f32(float %991, float %992)
  %1008 = tail call float @llvm.maxnum.f32(float %993, float %994)
  %1009 = tail call float @llvm.maxnum.f32(float %1007, float %995)
  %1010 = tail call float @llvm.maxnum.f32(float %1009, float %996)
  %1011 = tail call float @llvm.maxnum.f32(float %1008, float %997)
  %1012 = tail call float @llvm.maxnum.f32(float %1011, float %998)
  %1013 = tail call float @llvm.maxnum.f32(float %999, float %1000)
  %1014 = tail call float @llvm.maxnum.f32(float %1001, float %1002)
  %1015 = tail call float @llvm.maxnum.f32(float %1013, float %1003)
  %1016 = tail call float @llvm.maxnum.f32(float %1015, float %1004)
  %1017 = tail call float @llvm.maxnum.f32(float %1014, float %1005)
  %1018 = tail call float @llvm.maxnum.f32(float %1017, float %1006)
  %1019 = bitcast float %1010 to i32
  %1020 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1019, i32 2, i32 31)
  %1021 = bitcast i32 %1020 to float
  %1022 = tail call float @llvm.maxnum.f32(float %1010, float %1021)
  %1023 = bitcast float %1012 to i32
  %1024 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1023, i32 2, i32 31)
  %1025 = bitcast i32 %1024 to float
  %1026 = tail call float @llvm.maxnum.f32(float %1012, float %1025)
  %1027 = bitcast float %1016 to i32
  %1028 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1027, i32 2, i32 31)
  %1029 = bitcast i32 %1028 to float
  %1030 = tail call float @llvm.maxnum.f32(float %1016, float %1029)
  %1031 = bitcast float %1018 to i32
  %1032 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1031, i32 2, i32 31)
  %1033 = bitcast i32 %1032 to float
  %1034 = tail call float @llvm.maxnum.f32(float %1018, float %1033)
  %1035 = bitcast float %1022 to i32
  %1036 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1035, i32 1, i32 31)
  %1037 = bitcast i32 %1036 to float
  %1038 = tail call float @llvm.maxnum.f32(float %1022, float %1037)
  %1039 = bitcast float %1026 to i32
  %1040 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1039, i32 1, i32 31)
  %1041 = bitcast i32 %1040 to float
  %1042 = tail call float @llvm.maxnum.f32(float %1026, float %1041)
  %1043 = bitcast float %1030 to i32
  %1044 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1043, i32 1, i32 31)
  %1045 = bitcast i32 %1044 to float
  %1046 = tail call float @llvm.maxnum.f32(float %1030, float %1045)
  %1047 = bitcast float %1034 to i32
  %1048 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1047, i32 1, i32 31)
  %1049 = bitcast i32 %1048 to float
  %1050 = tail call float @llvm.maxnum.f32(float %1034, float %1049)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store float %1038, ptr addrspace(3) %332, align 4
  store float %1042, ptr addrspace(3) %336, align 4
  store float %1046, ptr addrspace(3) %340, align 4
  store float %1050, ptr addrspace(3) %344, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1051 = load float, ptr addrspace(3) %346, align 16
  %1052 = load float, ptr addrspace(3) %347, align 4
  %1053 = tail call float @llvm.maxnum.f32(float %1051, float %1052)
  %1054 = load float, ptr addrspace(3) %348, align 8
  %1055 = tail call float @llvm.maxnum.f32(float %1053, float %1054)
  %1056 = load float, ptr addrspace(3) %349, align 4
  %1057 = tail call float @llvm.maxnum.f32(float %1055, float %1056)
  %1058 = load float, ptr addrspace(3) %351, align 16
  %1059 = load float, ptr addrspace(3) %352, align 4
  %1060 = tail call float @llvm.maxnum.f32(float %1058, float %1059)
  %1061 = load float, ptr addrspace(3) %353, align 8
  %1062 = tail call float @llvm.maxnum.f32(float %1060, float %1061)
  %1063 = load float, ptr addrspace(3) %354, align 4
  %1064 = tail call float @llvm.maxnum.f32(float %1062, float %1063)
  %1065 = load float, ptr addrspace(3) %356, align 16
  %1066 = load float, ptr addrspace(3) %357, align 4
  %1067 = tail call float @llvm.maxnum.f32(float %1065, float %1066)
  %1068 = load float, ptr addrspace(3) %358, align 8
  %1069 = tail call float @llvm.maxnum.f32(float %1067, float %1068)
  %1070 = load float, ptr addrspace(3) %359, align 4
  %1071 = tail call float @llvm.maxnum.f32(float %1069, float %1070)
  %1072 = load float, ptr addrspace(3) %361, align 16
  %1073 = load float, ptr addrspace(3) %362, align 4
  %1074 = tail call float @llvm.maxnum.f32(float %1072, float %1073)
  %1075 = load float, ptr addrspace(3) %363, align 8
  %1076 = tail call float @llvm.maxnum.f32(float %1074, float %1075)
  %1077 = load float, ptr addrspace(3) %364, align 4
  %1078 = tail call float @llvm.maxnum.f32(float %1076, float %1077)
  %1079 = tail call float @llvm.maxnum.f32(float %536, float %1057)
  %1080 = tail call float @llvm.maxnum.f32(float %535, float %1064)
  %1081 = tail call float @llvm.maxnum.f32(float %534, float %1071)
  %1082 = tail call float @llvm.maxnum.f32(float %533, float %1078)
  %1083 = fsub float %991, %1079
  %1084 = fsub float %992, %1079
  %1085 = fsub float %993, %1080
  %1086 = fsub float %994, %1080
  %1087 = fsub float %995, %1079
  %1088 = fsub float %996, %1079
  %1089 = fsub float %997, %1080
  %1090 = fsub float %998, %1080
  %1091 = fsub float %999, %1081
  %1092 = fsub float %1000, %1081
  %1093 = fsub float %1001, %1082
  %1094 = fsub float %1002, %1082
  %1095 = fsub float %1003, %1081
  %1096 = fsub float %1004, %1081
  %1097 = fsub float %1005, %1082
  %1098 = fsub float %1006, %1082
  %1099 = tail call float @llvm.nvvm.ex2.approx.f32(float %1083)
  %1100 = tail call float @llvm.nvvm.ex2.approx.f32(float %1084)
  %1101 = tail call float @llvm.nvvm.ex2.approx.f32(float %1085)
  %1102 = tail call float @llvm.nvvm.ex2.approx.f32(float %1086)
  %1103 = tail call float @llvm.nvvm.ex2.approx.f32(float %1087)
  %1104 = tail call float @llvm.nvvm.ex2.approx.f32(float %1088)
  %1105 = tail call float @llvm.nvvm.ex2.approx.f32(float %1089)
  %1106 = tail call float @llvm.nvvm.ex2.approx.f32(float %1090)
  %1107 = tail call float @llvm.nvvm.ex2.approx.f32(float %1091)
  %1108 = tail call float @llvm.nvvm.ex2.approx.f32(float %1092)
  %1109 = tail call float @llvm.nvvm.ex2.approx.f32(float %1093)
  %1110 = tail call float @llvm.nvvm.ex2.approx.f32(float %1094)
  %1111 = tail call float @llvm.nvvm.ex2.approx.f32(float %1095)
  %1112 = tail call float @llvm.nvvm.ex2.approx.f32(float %1096)
  %1113 = tail call float @llvm.nvvm.ex2.approx.f32(float %1097)
  %1114 = tail call float @llvm.nvvm.ex2.approx.f32(float %1098)
  %1115 = fsub float %536, %1079
  %1116 = fsub float %535, %1080
  %1117 = fsub float %534, %1081
  %1118 = fsub float %533, %1082
  %1119 = tail call float @llvm.nvvm.ex2.approx.f32(float %1115)
  %1120 = tail call float @llvm.nvvm.ex2.approx.f32(float %1116)
  %1121 = tail call float @llvm.nvvm.ex2.approx.f32(float %1117)
  %1122 = tail call float @llvm.nvvm.ex2.approx.f32(float %1118)
  %1123 = fadd float %1099, %1100
  %1124 = fadd float %1101, %1102
  %1125 = fadd float %1123, %1103
  %1126 = fadd float %1125, %1104
  %1127 = fadd float %1124, %1105
  %1128 = fadd float %1127, %1106
  %1129 = fadd float %1107, %1108
  %1130 = fadd float %1109, %1110
  %1131 = fadd float %1129, %1111
  %1132 = fadd float %1131, %1112
  %1133 = fadd float %1130, %1113
  %1134 = fadd float %1133, %1114
  %1135 = bitcast float %1126 to i32
  %1136 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1135, i32 2, i32 31)
  %1137 = bitcast i32 %1136 to float
  %1138 = fadd float %1126, %1137
  %1139 = bitcast float %1128 to i32
  %1140 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1139, i32 2, i32 31)
  %1141 = bitcast i32 %1140 to float
  %1142 = fadd float %1128, %1141
  %1143 = bitcast float %1132 to i32
  %1144 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1143, i32 2, i32 31)
  %1145 = bitcast i32 %1144 to float
  %1146 = fadd float %1132, %1145
  %1147 = bitcast float %1134 to i32
  %1148 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1147, i32 2, i32 31)
  %1149 = bitcast i32 %1148 to float
  %1150 = fadd float %1134, %1149
  %1151 = bitcast float %1138 to i32
  %1152 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1151, i32 1, i32 31)
  %1153 = bitcast i32 %1152 to float
  %1154 = fadd float %1138, %1153
  %1155 = bitcast float %1142 to i32
  %1156 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1155, i32 1, i32 31)
  %1157 = bitcast i32 %1156 to float
  %1158 = fadd float %1142, %1157
  %1159 = bitcast float %1146 to i32
  %1160 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1159, i32 1, i32 31)
  %1161 = bitcast i32 %1160 to float
  %1162 = fadd float %1146, %1161
  %1163 = bitcast float %1150 to i32
  %1164 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1163, i32 1, i32 31)
  %1165 = bitcast i32 %1164 to float
  %1166 = fadd float %1150, %1165
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store float %1154, ptr addrspace(3) %332, align 4
  store float %1158, ptr addrspace(3) %336, align 4
  store float %1162, ptr addrspace(3) %340, align 4
  store float %1166, ptr addrspace(3) %344, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1167 = load float, ptr addrspace(3) %346, align 16
  %1168 = load float, ptr addrspace(3) %347, align 4
  %1169 = load float, ptr addrspace(3) %348, align 8
  %1170 = load float, ptr addrspace(3) %349, align 4
  %1171 = load float, ptr addrspace(3) %351, align 16
  %1172 = load float, ptr addrspace(3) %352, align 4
  %1173 = load float, ptr addrspace(3) %353, align 8
  %1174 = load float, ptr addrspace(3) %354, align 4
  %1175 = load float, ptr addrspace(3) %356, align 16
  %1176 = load float, ptr addrspace(3) %357, align 4
  %1177 = load float, ptr addrspace(3) %358, align 8
  %1178 = load float, ptr addrspace(3) %359, align 4
  %1179 = load float, ptr addrspace(3) %361, align 16
  %1180 = load float, ptr addrspace(3) %362, align 4
  %1181 = load float, ptr addrspace(3) %363, align 8
  %1182 = load float, ptr addrspace(3) %364, align 4
  %1183 = fptrunc float %1099 to bfloat
  %1184 = fptrunc float %1100 to bfloat
  %1185 = fptrunc float %1101 to bfloat
  %1186 = fptrunc float %1102 to bfloat
  %1187 = fptrunc float %1103 to bfloat
  %1188 = fptrunc float %1104 to bfloat
  %1189 = fptrunc float %1105 to bfloat
  %1190 = fptrunc float %1106 to bfloat
  %1191 = fptrunc float %1107 to bfloat
  %1192 = fptrunc float %1108 to bfloat
  %1193 = fptrunc float %1109 to bfloat
  %1194 = fptrunc float %1110 to bfloat
  %1195 = fptrunc float %1111 to bfloat
  %1196 = fptrunc float %1112 to bfloat
  %1197 = fptrunc float %1113 to bfloat
  %1198 = fptrunc float %1114 to bfloat
  %1199 = fmul float %568, %1119
  %1200 = fmul float %567, %1119
  %1201 = fmul float %566, %1120
  %1202 = fmul float %565, %1120
  %1203 = fmul float %564, %1119
  %1204 = fmul float %563, %1119
  %1205 = fmul float %562, %1120
  %1206 = fmul float %561, %1120
  %1207 = fmul float %560, %1119
  %1208 = fmul float %559, %1119
  %1209 = fmul float %558, %1120
  %1210 = fmul float %557, %1120
  %1211 = fmul float %556, %1119
  %1212 = fmul float %555, %1119
  %1213 = fmul float %554, %1120
  %1214 = fmul float %553, %1120
  %1215 = fmul float %552, %1121
  %1216 = fmul float %551, %1121
  %1217 = fmul float %550, %1122
  %1218 = fmul float %549, %1122
  %1219 = fmul float %548, %1121
  %1220 = fmul float %547, %1121
  %1221 = fmul float %546, %1122
  %1222 = fmul float %545, %1122
  %1223 = fmul float %544, %1121
  %1224 = fmul float %543, %1121
  %1225 = fmul float %542, %1122
  %1226 = fmul float %541, %1122
  %1227 = fmul float %540, %1121
  %1228 = fmul float %539, %1121
  %1229 = fmul float %538, %1122
  %1230 = fmul float %537, %1122
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store bfloat %1183, ptr addrspace(3) %368, align 4
  store bfloat %1184, ptr addrspace(3) %371, align 2
  store bfloat %1185, ptr addrspace(3) %375, align 4
  store bfloat %1186, ptr addrspace(3) %378, align 2
  store bfloat %1187, ptr addrspace(3) %381, align 4
  store bfloat %1188, ptr addrspace(3) %384, align 2
  store bfloat %1189, ptr addrspace(3) %387, align 4
  store bfloat %1190, ptr addrspace(3) %390, align 2
  store bfloat %1191, ptr addrspace(3) %394, align 4
  store bfloat %1192, ptr addrspace(3) %397, align 2
  store bfloat %1193, ptr addrspace(3) %401, align 4
  store bfloat %1194, ptr addrspace(3) %404, align 2
  store bfloat %1195, ptr addrspace(3) %407, align 4
  store bfloat %1196, ptr addrspace(3) %410, align 2
  store bfloat %1197, ptr addrspace(3) %413, align 4
  store bfloat %1198, ptr addrspace(3) %416, align 2
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1231 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %424)
  %1232 = extractvalue { i32, i32, i32, i32 } %1231, 0
  %1233 = extractvalue { i32, i32, i32, i32 } %1231, 1
  %1234 = extractvalue { i32, i32, i32, i32 } %1231, 2
  %1235 = extractvalue { i32, i32, i32, i32 } %1231, 3
  %1236 = getelementptr bfloat, ptr addrspace(3) %934, i64 %490
  %1237 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1236)
  %1238 = extractvalue { i32, i32, i32, i32 } %1237, 0
  %1239 = extractvalue { i32, i32, i32, i32 } %1237, 1
  %1240 = extractvalue { i32, i32, i32, i32 } %1237, 2
  %1241 = extractvalue { i32, i32, i32, i32 } %1237, 3
  %1242 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1232, i32 %1233, i32 %1234, i32 %1235, i32 %1238, i32 %1239, float %1199, float %1200, float %1201, float %1202) #7
  %1243 = extractvalue { float, float, float, float } %1242, 0
  %1244 = extractvalue { float, float, float, float } %1242, 1
  %1245 = extractvalue { float, float, float, float } %1242, 2
  %1246 = extractvalue { float, float, float, float } %1242, 3
  %1247 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1232, i32 %1233, i32 %1234, i32 %1235, i32 %1240, i32 %1241, float %1203, float %1204, float %1205, float %1206) #7
  %1248 = extractvalue { float, float, float, float } %1247, 0
  %1249 = extractvalue { float, float, float, float } %1247, 1
  %1250 = extractvalue { float, float, float, float } %1247, 2
  %1251 = extractvalue { float, float, float, float } %1247, 3
  %1252 = getelementptr bfloat, ptr addrspace(3) %934, i64 %492
  %1253 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1252)
  %1254 = extractvalue { i32, i32, i32, i32 } %1253, 0
  %1255 = extractvalue { i32, i32, i32, i32 } %1253, 1
  %1256 = extractvalue { i32, i32, i32, i32 } %1253, 2
  %1257 = extractvalue { i32, i32, i32, i32 } %1253, 3
  %1258 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1232, i32 %1233, i32 %1234, i32 %1235, i32 %1254, i32 %1255, float %1207, float %1208, float %1209, float %1210) #7
  %1259 = extractvalue { float, float, float, float } %1258, 0
  %1260 = extractvalue { float, float, float, float } %1258, 1
  %1261 = extractvalue { float, float, float, float } %1258, 2
  %1262 = extractvalue { float, float, float, float } %1258, 3
  %1263 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1232, i32 %1233, i32 %1234, i32 %1235, i32 %1256, i32 %1257, float %1211, float %1212, float %1213, float %1214) #7
  %1264 = extractvalue { float, float, float, float } %1263, 0
  %1265 = extractvalue { float, float, float, float } %1263, 1
  %1266 = extractvalue { float, float, float, float } %1263, 2
  %1267 = extractvalue { float, float, float, float } %1263, 3
  %1268 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %495)
  %1269 = extractvalue { i32, i32, i32, i32 } %1268, 0
  %1270 = extractvalue { i32, i32, i32, i32 } %1268, 1
  %1271 = extractvalue { i32, i32, i32, i32 } %1268, 2
  %1272 = extractvalue { i32, i32, i32, i32 } %1268, 3
  %1273 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1269, i32 %1270, i32 %1271, i32 %1272, i32 %1238, i32 %1239, float %1215, float %1216, float %1217, float %1218) #7
  %1274 = extractvalue { float, float, float, float } %1273, 0
  %1275 = extractvalue { float, float, float, float } %1273, 1
  %1276 = extractvalue { float, float, float, float } %1273, 2
  %1277 = extractvalue { float, float, float, float } %1273, 3
  %1278 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1269, i32 %1270, i32 %1271, i32 %1272, i32 %1240, i32 %1241, float %1219, float %1220, float %1221, float %1222) #7
  %1279 = extractvalue { float, float, float, float } %1278, 0
  %1280 = extractvalue { float, float, float, float } %1278, 1
  %1281 = extractvalue { float, float, float, float } %1278, 2
  %1282 = extractvalue { float, float, float, float } %1278, 3
  %1283 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1269, i32 %1270, i32 %1271, i32 %1272, i32 %1254, i32 %1255, float %1223, float %1224, float %1225, float %1226) #7
  %1284 = extractvalue { float, float, float, float } %1283, 0
  %1285 = extractvalue { float, float, float, float } %1283, 1
  %1286 = extractvalue { float, float, float, float } %1283, 2
  %1287 = extractvalue { float, float, float, float } %1283, 3
  %1288 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1269, i32 %1270, i32 %1271, i32 %1272, i32 %1256, i32 %1257, float %1227, float %1228, float %1229, float %1230) #7
  %1289 = extractvalue { float, float, float, float } %1288, 0
  %1290 = extractvalue { float, float, float, float } %1288, 1
  %1291 = extractvalue { float, float, float, float } %1288, 2
  %1292 = extractvalue { float, float, float, float } %1288, 3
  %1293 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %498)
  %1294 = extractvalue { i32, i32, i32, i32 } %1293, 0
  %1295 = extractvalue { i32, i32, i32, i32 } %1293, 1
  %1296 = extractvalue { i32, i32, i32, i32 } %1293, 2
  %1297 = extractvalue { i32, i32, i32, i32 } %1293, 3
  %1298 = getelementptr bfloat, ptr addrspace(3) %934, i64 %502
  %1299 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1298)
  %1300 = extractvalue { i32, i32, i32, i32 } %1299, 0
  %1301 = extractvalue { i32, i32, i32, i32 } %1299, 1
  %1302 = extractvalue { i32, i32, i32, i32 } %1299, 2
  %1303 = extractvalue { i32, i32, i32, i32 } %1299, 3
  %1304 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1294, i32 %1295, i32 %1296, i32 %1297, i32 %1300, i32 %1301, float %1243, float %1244, float %1245, float %1246) #7
  %1305 = extractvalue { float, float, float, float } %1304, 0
  %1306 = extractvalue { float, float, float, float } %1304, 1
  %1307 = extractvalue { float, float, float, float } %1304, 2
  %1308 = extractvalue { float, float, float, float } %1304, 3
  %1309 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1294, i32 %1295, i32 %1296, i32 %1297, i32 %1302, i32 %1303, float %1248, float %1249, float %1250, float %1251) #7
  %1310 = extractvalue { float, float, float, float } %1309, 0
  %1311 = extractvalue { float, float, float, float } %1309, 1
  %1312 = extractvalue { float, float, float, float } %1309, 2
  %1313 = extractvalue { float, float, float, float } %1309, 3
  %1314 = getelementptr bfloat, ptr addrspace(3) %934, i64 %504
  %1315 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1314)
  %1316 = extractvalue { i32, i32, i32, i32 } %1315, 0
  %1317 = extractvalue { i32, i32, i32, i32 } %1315, 1
  %1318 = extractvalue { i32, i32, i32, i32 } %1315, 2
  %1319 = extractvalue { i32, i32, i32, i32 } %1315, 3
  %1320 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1294, i32 %1295, i32 %1296, i32 %1297, i32 %1316, i32 %1317, float %1259, float %1260, float %1261, float %1262) #7
  %1321 = extractvalue { float, float, float, float } %1320, 0
  %1322 = extractvalue { float, float, float, float } %1320, 1
  %1323 = extractvalue { float, float, float, float } %1320, 2
  %1324 = extractvalue { float, float, float, float } %1320, 3
  %1325 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1294, i32 %1295, i32 %1296, i32 %1297, i32 %1318, i32 %1319, float %1264, float %1265, float %1266, float %1267) #7
  %1326 = extractvalue { float, float, float, float } %1325, 0
  %1327 = extractvalue { float, float, float, float } %1325, 1
  %1328 = extractvalue { float, float, float, float } %1325, 2
  %1329 = extractvalue { float, float, float, float } %1325, 3
  %1330 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %507)
  %1331 = extractvalue { i32, i32, i32, i32 } %1330, 0
  %1332 = extractvalue { i32, i32, i32, i32 } %1330, 1
  %1333 = extractvalue { i32, i32, i32, i32 } %1330, 2
  %1334 = extractvalue { i32, i32, i32, i32 } %1330, 3
  %1335 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1331, i32 %1332, i32 %1333, i32 %1334, i32 %1300, i32 %1301, float %1274, float %1275, float %1276, float %1277) #7
  %1336 = extractvalue { float, float, float, float } %1335, 0
  %1337 = extractvalue { float, float, float, float } %1335, 1
  %1338 = extractvalue { float, float, float, float } %1335, 2
  %1339 = extractvalue { float, float, float, float } %1335, 3
  %1340 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1331, i32 %1332, i32 %1333, i32 %1334, i32 %1302, i32 %1303, float %1279, float %1280, float %1281, float %1282) #7
  %1341 = extractvalue { float, float, float, float } %1340, 0
  %1342 = extractvalue { float, float, float, float } %1340, 1
  %1343 = extractvalue { float, float, float, float } %1340, 2
  %1344 = extractvalue { float, float, float, float } %1340, 3
  %1345 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1331, i32 %1332, i32 %1333, i32 %1334, i32 %1316, i32 %1317, float %1284, float %1285, float %1286, float %1287) #7
  %1346 = extractvalue { float, float, float, float } %1345, 0
  %1347 = extractvalue { float, float, float, float } %1345, 1
  %1348 = extractvalue { float, float, float, float } %1345, 2
  %1349 = extractvalue { float, float, float, float } %1345, 3
  %1350 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1331, i32 %1332, i32 %1333, i32 %1334, i32 %1318, i32 %1319, float %1289, float %1290, float %1291, float %1292) #7
  %1351 = extractvalue { float, float, float, float } %1350, 0
  %1352 = extractvalue { float, float, float, float } %1350, 1
  %1353 = extractvalue { float, float, float, float } %1350, 2
  %1354 = extractvalue { float, float, float, float } %1350, 3
  %1355 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %510)
  %1356 = extractvalue { i32, i32, i32, i32 } %1355, 0
  %1357 = extractvalue { i32, i32, i32, i32 } %1355, 1
  %1358 = extractvalue { i32, i32, i32, i32 } %1355, 2
  %1359 = extractvalue { i32, i32, i32, i32 } %1355, 3
  %1360 = getelementptr bfloat, ptr addrspace(3) %934, i64 %514
  %1361 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1360)
  %1362 = extractvalue { i32, i32, i32, i32 } %1361, 0
  %1363 = extractvalue { i32, i32, i32, i32 } %1361, 1
  %1364 = extractvalue { i32, i32, i32, i32 } %1361, 2
  %1365 = extractvalue { i32, i32, i32, i32 } %1361, 3
  %1366 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1356, i32 %1357, i32 %1358, i32 %1359, i32 %1362, i32 %1363, float %1305, float %1306, float %1307, float %1308) #7
  %1367 = extractvalue { float, float, float, float } %1366, 0
  %1368 = extractvalue { float, float, float, float } %1366, 1
  %1369 = extractvalue { float, float, float, float } %1366, 2
  %1370 = extractvalue { float, float, float, float } %1366, 3
  %1371 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1356, i32 %1357, i32 %1358, i32 %1359, i32 %1364, i32 %1365, float %1310, float %1311, float %1312, float %1313) #7
  %1372 = extractvalue { float, float, float, float } %1371, 0
  %1373 = extractvalue { float, float, float, float } %1371, 1
  %1374 = extractvalue { float, float, float, float } %1371, 2
  %1375 = extractvalue { float, float, float, float } %1371, 3
  %1376 = getelementptr bfloat, ptr addrspace(3) %934, i64 %516
  %1377 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1376)
  %1378 = extractvalue { i32, i32, i32, i32 } %1377, 0
  %1379 = extractvalue { i32, i32, i32, i32 } %1377, 1
  %1380 = extractvalue { i32, i32, i32, i32 } %1377, 2
  %1381 = extractvalue { i32, i32, i32, i32 } %1377, 3
  %1382 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1356, i32 %1357, i32 %1358, i32 %1359, i32 %1378, i32 %1379, float %1321, float %1322, float %1323, float %1324) #7
  %1383 = extractvalue { float, float, float, float } %1382, 0
  %1384 = extractvalue { float, float, float, float } %1382, 1
  %1385 = extractvalue { float, float, float, float } %1382, 2
  %1386 = extractvalue { float, float, float, float } %1382, 3
  %1387 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1356, i32 %1357, i32 %1358, i32 %1359, i32 %1380, i32 %1381, float %1326, float %1327, float %1328, float %1329) #7
  %1388 = extractvalue { float, float, float, float } %1387, 0
  %1389 = extractvalue { float, float, float, float } %1387, 1
  %1390 = extractvalue { float, float, float, float } %1387, 2
  %1391 = extractvalue { float, float, float, float } %1387, 3
  %1392 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %519)
  %1393 = extractvalue { i32, i32, i32, i32 } %1392, 0
  %1394 = extractvalue { i32, i32, i32, i32 } %1392, 1
  %1395 = extractvalue { i32, i32, i32, i32 } %1392, 2
  %1396 = extractvalue { i32, i32, i32, i32 } %1392, 3
  %1397 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1393, i32 %1394, i32 %1395, i32 %1396, i32 %1362, i32 %1363, float %1336, float %1337, float %1338, float %1339) #7
  %1398 = extractvalue { float, float, float, float } %1397, 0
  %1399 = extractvalue { float, float, float, float } %1397, 1
  %1400 = extractvalue { float, float, float, float } %1397, 2
  %1401 = extractvalue { float, float, float, float } %1397, 3
  %1402 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1393, i32 %1394, i32 %1395, i32 %1396, i32 %1364, i32 %1365, float %1341, float %1342, float %1343, float %1344) #7
  %1403 = extractvalue { float, float, float, float } %1402, 0
  %1404 = extractvalue { float, float, float, float } %1402, 1
  %1405 = extractvalue { float, float, float, float } %1402, 2
  %1406 = extractvalue { float, float, float, float } %1402, 3
  %1407 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1393, i32 %1394, i32 %1395, i32 %1396, i32 %1378, i32 %1379, float %1346, float %1347, float %1348, float %1349) #7
  %1408 = extractvalue { float, float, float, float } %1407, 0
  %1409 = extractvalue { float, float, float, float } %1407, 1
  %1410 = extractvalue { float, float, float, float } %1407, 2
  %1411 = extractvalue { float, float, float, float } %1407, 3
  %1412 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1393, i32 %1394, i32 %1395, i32 %1396, i32 %1380, i32 %1381, float %1351, float %1352, float %1353, float %1354) #7
  %1413 = extractvalue { float, float, float, float } %1412, 0
  %1414 = extractvalue { float, float, float, float } %1412, 1
  %1415 = extractvalue { float, float, float, float } %1412, 2
  %1416 = extractvalue { float, float, float, float } %1412, 3
  %1417 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %522)
  %1418 = extractvalue { i32, i32, i32, i32 } %1417, 0
  %1419 = extractvalue { i32, i32, i32, i32 } %1417, 1
  %1420 = extractvalue { i32, i32, i32, i32 } %1417, 2
  %1421 = extractvalue { i32, i32, i32, i32 } %1417, 3
  %1422 = getelementptr bfloat, ptr addrspace(3) %934, i64 %526
  %1423 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1422)
  %1424 = extractvalue { i32, i32, i32, i32 } %1423, 0
  %1425 = extractvalue { i32, i32, i32, i32 } %1423, 1
  %1426 = extractvalue { i32, i32, i32, i32 } %1423, 2
  %1427 = extractvalue { i32, i32, i32, i32 } %1423, 3
  %1428 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1418, i32 %1419, i32 %1420, i32 %1421, i32 %1424, i32 %1425, float %1367, float %1368, float %1369, float %1370) #7
  %1429 = extractvalue { float, float, float, float } %1428, 0
  %1430 = extractvalue { float, float, float, float } %1428, 1
  %1431 = extractvalue { float, float, float, float } %1428, 2
  %1432 = extractvalue { float, float, float, float } %1428, 3
  %1433 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1418, i32 %1419, i32 %1420, i32 %1421, i32 %1426, i32 %1427, float %1372, float %1373, float %1374, float %1375) #7
  %1434 = extractvalue { float, float, float, float } %1433, 0
  %1435 = extractvalue { float, float, float, float } %1433, 1
  %1436 = extractvalue { float, float, float, float } %1433, 2
  %1437 = extractvalue { float, float, float, float } %1433, 3
  %1438 = getelementptr bfloat, ptr addrspace(3) %934, i64 %528
  %1439 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1438)
  %1440 = extractvalue { i32, i32, i32, i32 } %1439, 0
  %1441 = extractvalue { i32, i32, i32, i32 } %1439, 1
  %1442 = extractvalue { i32, i32, i32, i32 } %1439, 2
  %1443 = extractvalue { i32, i32, i32, i32 } %1439, 3
  %1444 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1418, i32 %1419, i32 %1420, i32 %1421, i32 %1440, i32 %1441, float %1383, float %1384, float %1385, float %1386) #7
  %1445 = extractvalue { float, float, float, float } %1444, 0
  %1446 = extractvalue { float, float, float, float } %1444, 1
  %1447 = extractvalue { float, float, float, float } %1444, 2
  %1448 = extractvalue { float, float, float, float } %1444, 3
  %1449 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1418, i32 %1419, i32 %1420, i32 %1421, i32 %1442, i32 %1443, float %1388, float %1389, float %1390, float %1391) #7
  %1450 = extractvalue { float, float, float, float } %1449, 0
  %1451 = extractvalue { float, float, float, float } %1449, 1
  %1452 = extractvalue { float, float, float, float } %1449, 2
  %1453 = extractvalue { float, float, float, float } %1449, 3
  %1454 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %531)
  %1455 = extractvalue { i32, i32, i32, i32 } %1454, 0
  %1456 = extractvalue { i32, i32, i32, i32 } %1454, 1
  %1457 = extractvalue { i32, i32, i32, i32 } %1454, 2
  %1458 = extractvalue { i32, i32, i32, i32 } %1454, 3
  %1459 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1455, i32 %1456, i32 %1457, i32 %1458, i32 %1424, i32 %1425, float %1398, float %1399, float %1400, float %1401) #7
  %1460 = extractvalue { float, float, float, float } %1459, 0
  %1461 = extractvalue { float, float, float, float } %1459, 1
  %1462 = extractvalue { float, float, float, float } %1459, 2
  %1463 = extractvalue { float, float, float, float } %1459, 3
  %1464 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1455, i32 %1456, i32 %1457, i32 %1458, i32 %1426, i32 %1427, float %1403, float %1404, float %1405, float %1406) #7
  %1465 = extractvalue { float, float, float, float } %1464, 0
  %1466 = extractvalue { float, float, float, float } %1464, 1
  %1467 = extractvalue { float, float, float, float } %1464, 2
  %1468 = extractvalue { float, float, float, float } %1464, 3
  %1469 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1455, i32 %1456, i32 %1457, i32 %1458, i32 %1440, i32 %1441, float %1408, float %1409, float %1410, float %1411) #7
  %1470 = extractvalue { float, float, float, float } %1469, 0
  %1471 = extractvalue { float, float, float, float } %1469, 1
  %1472 = extractvalue { float, float, float, float } %1469, 2
  %1473 = extractvalue { float, float, float, float } %1469, 3
  %1474 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1455, i32 %1456, i32 %1457, i32 %1458, i32 %1442, i32 %1443, float %1413, float %1414, float %1415, float %1416) #7
  %1475 = extractvalue { float, float, float, float } %1474, 0
  %1476 = extractvalue { float, float, float, float } %1474, 1
  %1477 = extractvalue { float, float, float, float } %1474, 2
  %1478 = extractvalue { float, float, float, float } %1474, 3
  %1479 = fmul float %572, %1119
  %1480 = fmul float %571, %1120
  %1481 = fmul float %570, %1121
  %1482 = fmul float %569, %1122
  %1483 = fadd float %1167, %1168
  %1484 = fadd float %1483, %1169
  %1485 = fadd float %1484, %1170
  %1486 = fadd float %1171, %1172
  %1487 = fadd float %1486, %1173
  %1488 = fadd float %1487, %1174
  %1489 = fadd float %1175, %1176
  %1490 = fadd float %1489, %1177
  %1491 = fadd float %1490, %1178
  %1492 = fadd float %1179, %1180
  %1493 = fadd float %1492, %1181
  %1494 = fadd float %1493, %1182
  %1495 = fadd float %1479, %1485
  %1496 = fadd float %1480, %1488
  %1497 = fadd float %1481, %1491
  %1498 = fadd float %1482, %1494
  br i1 %577, label %532, label %._crit_edge

._crit_edge:                                      ; preds = %.loopexit, %.preheader.._crit_edge_crit_edge.critedge
  %.pre-phi252 = phi i32 [ %.pre251, %.preheader.._crit_edge_crit_edge.critedge ], [ %328, %.loopexit ]
  %.pre-phi250 = phi i32 [ %.pre249, %.preheader.._crit_edge_crit_edge.critedge ], [ %326, %.loopexit ]
  %.pre-phi248 = phi i32 [ %.pre247, %.preheader.._crit_edge_crit_edge.critedge ], [ %321, %.loopexit ]
  %.pre-phi246 = phi i32 [ %.pre245, %.preheader.._crit_edge_crit_edge.critedge ], [ %316, %.loopexit ]
  %.pre-phi244 = phi i32 [ %.pre243, %.preheader.._crit_edge_crit_edge.critedge ], [ %314, %.loopexit ]
  %.pre-phi240 = phi i32 [ %.pre239, %.preheader.._crit_edge_crit_edge.critedge ], [ %327, %.loopexit ]
  %.pre-phi238 = phi i32 [ %.pre237, %.preheader.._crit_edge_crit_edge.critedge ], [ %325, %.loopexit ]
  %.pre-phi234 = phi i32 [ %.pre233, %.preheader.._crit_edge_crit_edge.critedge ], [ %320, %.loopexit ]
  %.pre-phi230 = phi i32 [ %.pre229, %.preheader.._crit_edge_crit_edge.critedge ], [ %312, %.loopexit ]
  %.lcssa130 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1495, %.loopexit ]
  %.lcssa129 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1496, %.loopexit ]
  %.lcssa128 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1497, %.loopexit ]
  %.lcssa127 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1498, %.loopexit ]
  %.lcssa126 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1429, %.loopexit ]
  %.lcssa125 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1430, %.loopexit ]
  %.lcssa124 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1431, %.loopexit ]
  %.lcssa123 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1432, %.loopexit ]
  %.lcssa122 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1434, %.loopexit ]
  %.lcssa121 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1435, %.loopexit ]
  %.lcssa120 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1436, %.loopexit ]
  %.lcssa119 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1437, %.loopexit ]
  %.lcssa118 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1445, %.loopexit ]
  %.lcssa117 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1446, %.loopexit ]
  %.lcssa116 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1447, %.loopexit ]
  %.lcssa115 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1448, %.loopexit ]
  %.lcssa114 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1450, %.loopexit ]
  %.lcssa113 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1451, %.loopexit ]
  %.lcssa112 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1452, %.loopexit ]
  %.lcssa111 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1453, %.loopexit ]
  %.lcssa110 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1460, %.loopexit ]
  %.lcssa109 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1461, %.loopexit ]
  %.lcssa108 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1462, %.loopexit ]
  %.lcssa107 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1463, %.loopexit ]
  %.lcssa106 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1465, %.loopexit ]
  %.lcssa105 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1466, %.loopexit ]
  %.lcssa104 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1467, %.loopexit ]
  %.lcssa103 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1468, %.loopexit ]
  %.lcssa102 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1470, %.loopexit ]
  %.lcssa101 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1471, %.loopexit ]
  %.lcssa100 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1472, %.loopexit ]
  %.lcssa99 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1473, %.loopexit ]
  %.lcssa98 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1475, %.loopexit ]
  %.lcssa97 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1476, %.loopexit ]
  %.lcssa96 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1477, %.loopexit ]
  %.lcssa95 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1478, %.loopexit ]
  %.lcssa94 = phi float [ 0xFFF0000000000000, %.preheader.._crit_edge_crit_edge.critedge ], [ %1079, %.loopexit ]
  %.lcssa93 = phi float [ 0xFFF0000000000000, %.preheader.._crit_edge_crit_edge.critedge ], [ %1080, %.loopexit ]
  %.lcssa92 = phi float [ 0xFFF0000000000000, %.preheader.._crit_edge_crit_edge.critedge ], [ %1081, %.loopexit ]
  %.lcssa91 = phi float [ 0xFFF0000000000000, %.preheader.._crit_edge_crit_edge.critedge ], [ %1082, %.loopexit ]
  tail call void asm sideeffect "cp.async.wait_all;", "~{memory}"() #7
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1499 = zext nneg i32 %.pre-phi230 to i64
  %1500 = getelementptr float, ptr addrspace(3) @attention_dsmem, i64 %1499
  store float %.lcssa94, ptr addrspace(3) %1500, align 4
  %1501 = zext nneg i32 %.pre-phi234 to i64
  %1502 = getelementptr float, ptr addrspace(3) @attention_dsmem, i64 %1501
  store float %.lcssa93, ptr addrspace(3) %1502, align 4
  %1503 = zext nneg i32 %.pre-phi238 to i64
  %1504 = getelementptr float, ptr addrspace(3) @attention_dsmem, i64 %1503
  store float %.lcssa92, ptr addrspace(3) %1504, align 4
  %1505 = zext nneg i32 %.pre-phi240 to i64
  %1506 = getelementptr float, ptr addrspace(3) @attention_dsmem, i64 %1505
  store float %.lcssa91, ptr addrspace(3) %1506, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1507 = fdiv float %.lcssa126, %.lcssa130
  %1508 = fdiv float %.lcssa125, %.lcssa130
  %1509 = fdiv float %.lcssa124, %.lcssa129
  %1510 = fdiv float %.lcssa123, %.lcssa129
  %1511 = fdiv float %.lcssa122, %.lcssa130
  %1512 = fdiv float %.lcssa121, %.lcssa130
  %1513 = fdiv float %.lcssa120, %.lcssa129
  %1514 = fdiv float %.lcssa119, %.lcssa129
  %1515 = fdiv float %.lcssa118, %.lcssa130
  %1516 = fdiv float %.lcssa117, %.lcssa130
  %1517 = fdiv float %.lcssa116, %.lcssa129
  %1518 = fdiv float %.lcssa115, %.lcssa129
  %1519 = fdiv float %.lcssa114, %.lcssa130
  %1520 = fdiv float %.lcssa113, %.lcssa130
  %1521 = fdiv float %.lcssa112, %.lcssa129
  %1522 = fdiv float %.lcssa111, %.lcssa129
  %1523 = fdiv float %.lcssa110, %.lcssa128
  %1524 = fdiv float %.lcssa109, %.lcssa128
  %1525 = fdiv float %.lcssa108, %.lcssa127
  %1526 = fdiv float %.lcssa107, %.lcssa127
  %1527 = fdiv float %.lcssa106, %.lcssa128
  %1528 = fdiv float %.lcssa105, %.lcssa128
  %1529 = fdiv float %.lcssa104, %.lcssa127
  %1530 = fdiv float %.lcssa103, %.lcssa127
  %1531 = fdiv float %.lcssa102, %.lcssa128
  %1532 = fdiv float %.lcssa101, %.lcssa128
  %1533 = fdiv float %.lcssa100, %.lcssa127
  %1534 = fdiv float %.lcssa99, %.lcssa127
  %1535 = fdiv float %.lcssa98, %.lcssa128
  %1536 = fdiv float %.lcssa97, %.lcssa128
  %1537 = fdiv float %.lcssa96, %.lcssa127
  %1538 = fdiv float %.lcssa95, %.lcssa127
  %1539 = fptrunc float %1507 to bfloat
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
  %1571 = and i32 %7, 96
  %1572 = or disjoint i32 %.pre-phi244, %1571
  %1573 = add i32 %11, %.pre-phi246
  %1574 = shl i32 %1573, 7
  %1575 = or disjoint i32 %1574, %1572
  %1576 = sext i32 %1575 to i64
  %1577 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1576
  %1578 = icmp slt i32 %.pre-phi246, %4
  %1579 = zext i1 %1578 to i32
  %1580 = bitcast bfloat %1539 to i16
  %1581 = bitcast bfloat %1540 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1579, i16 %1580, i16 %1581, ptr addrspace(1) %1577) #7
  %1582 = add i32 %11, %.pre-phi248
  %1583 = shl i32 %1582, 7
  %1584 = or disjoint i32 %1583, %1572
  %1585 = sext i32 %1584 to i64
  %1586 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1585
  %1587 = icmp slt i32 %.pre-phi248, %4
  %1588 = zext i1 %1587 to i32
  %1589 = bitcast bfloat %1541 to i16
  %1590 = bitcast bfloat %1542 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1588, i16 %1589, i16 %1590, ptr addrspace(1) %1586) #7
  %1591 = or disjoint i32 %1572, 8
  %1592 = or disjoint i32 %1574, %1591
  %1593 = sext i32 %1592 to i64
  %1594 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1593
  %1595 = bitcast bfloat %1543 to i16
  %1596 = bitcast bfloat %1544 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1579, i16 %1595, i16 %1596, ptr addrspace(1) %1594) #7
  %1597 = or disjoint i32 %1583, %1591
  %1598 = sext i32 %1597 to i64
  %1599 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1598
  %1600 = bitcast bfloat %1545 to i16
  %1601 = bitcast bfloat %1546 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1588, i16 %1600, i16 %1601, ptr addrspace(1) %1599) #7
  %1602 = or disjoint i32 %1572, 16
  %1603 = or disjoint i32 %1574, %1602
  %1604 = sext i32 %1603 to i64
  %1605 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1604
  %1606 = bitcast bfloat %1547 to i16
  %1607 = bitcast bfloat %1548 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1579, i16 %1606, i16 %1607, ptr addrspace(1) %1605) #7
  %1608 = or disjoint i32 %1583, %1602
  %1609 = sext i32 %1608 to i64
  %1610 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1609
  %1611 = bitcast bfloat %1549 to i16
  %1612 = bitcast bfloat %1550 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1588, i16 %1611, i16 %1612, ptr addrspace(1) %1610) #7
  %1613 = or disjoint i32 %1572, 24
  %1614 = or disjoint i32 %1574, %1613
  %1615 = sext i32 %1614 to i64
  %1616 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1615
  %1617 = bitcast bfloat %1551 to i16
  %1618 = bitcast bfloat %1552 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1579, i16 %1617, i16 %1618, ptr addrspace(1) %1616) #7
  %1619 = or disjoint i32 %1583, %1613
  %1620 = sext i32 %1619 to i64
  %1621 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1620
  %1622 = bitcast bfloat %1553 to i16
  %1623 = bitcast bfloat %1554 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1588, i16 %1622, i16 %1623, ptr addrspace(1) %1621) #7
  %1624 = add i32 %11, %.pre-phi250
  %1625 = shl i32 %1624, 7
  %1626 = or disjoint i32 %1625, %1572
  %1627 = sext i32 %1626 to i64
  %1628 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1627
  %1629 = icmp slt i32 %.pre-phi250, %4
  %1630 = zext i1 %1629 to i32
  %1631 = bitcast bfloat %1555 to i16
  %1632 = bitcast bfloat %1556 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1630, i16 %1631, i16 %1632, ptr addrspace(1) %1628) #7
  %1633 = add i32 %11, %.pre-phi252
  %1634 = shl i32 %1633, 7
  %1635 = or disjoint i32 %1634, %1572
  %1636 = sext i32 %1635 to i64
  %1637 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1636
  %1638 = icmp slt i32 %.pre-phi252, %4
  %1639 = zext i1 %1638 to i32
  %1640 = bitcast bfloat %1557 to i16
  %1641 = bitcast bfloat %1558 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1639, i16 %1640, i16 %1641, ptr addrspace(1) %1637) #7
  %1642 = or disjoint i32 %1625, %1591
  %1643 = sext i32 %1642 to i64
  %1644 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1643
  %1645 = bitcast bfloat %1559 to i16
  %1646 = bitcast bfloat %1560 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1630, i16 %1645, i16 %1646, ptr addrspace(1) %1644) #7
  %1647 = or disjoint i32 %1634, %1591
  %1648 = sext i32 %1647 to i64
  %1649 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1648
  %1650 = bitcast bfloat %1561 to i16
  %1651 = bitcast bfloat %1562 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1639, i16 %1650, i16 %1651, ptr addrspace(1) %1649) #7
  %1652 = or disjoint i32 %1625, %1602
  %1653 = sext i32 %1652 to i64
  %1654 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1653
  %1655 = bitcast bfloat %1563 to i16
  %1656 = bitcast bfloat %1564 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1630, i16 %1655, i16 %1656, ptr addrspace(1) %1654) #7
  %1657 = or disjoint i32 %1634, %1602
  %1658 = sext i32 %1657 to i64
  %1659 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1658
  %1660 = bitcast bfloat %1565 to i16
  %1661 = bitcast bfloat %1566 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1639, i16 %1660, i16 %1661, ptr addrspace(1) %1659) #7
  %1662 = or disjoint i32 %1625, %1613
  %1663 = sext i32 %1662 to i64
  %1664 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1663
  %1665 = bitcast bfloat %1567 to i16
  %1666 = bitcast bfloat %1568 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1630, i16 %1665, i16 %1666, ptr addrspace(1) %1664) #7
  %1667 = or disjoint i32 %1634, %1613
  %1668 = sext i32 %1667 to i64
  %1669 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1668
  %1670 = bitcast bfloat %1569 to i16
  %1671 = bitcast bfloat %1570 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1639, i16 %1670, i16 %1671, ptr addrspace(1) %1669) #7
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
