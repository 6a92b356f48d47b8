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
  %.not33 = icmp samesign ult i32 %201, %4
  %211 = add i32 %11, %201
  %212 = shl i32 %211, 7
  %213 = or disjoint i32 %212, %204
  %narrow35 = select i1 %.not33, i32 %213, i32 0
  %.idx34 = sext i32 %narrow35 to i64
  %214 = getelementptr bfloat, ptr addrspace(1) %2, i64 %.idx34
  %215 = or disjoint i32 %200, 32
  %216 = mul nuw nsw i32 %215, 136
  %217 = add nuw nsw i32 %216, %204
  %218 = shl nuw nsw i32 %217, 1
  %219 = zext nneg i32 %218 to i64
  %220 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 34816), i64 %219
  %221 = ptrtoint ptr addrspace(3) %220 to i64
  %222 = trunc i64 %221 to i32
  %.not30 = icmp samesign ult i32 %215, %4
  %223 = add i32 %11, %215
  %224 = shl i32 %223, 7
  %225 = or disjoint i32 %224, %204
  %narrow32 = select i1 %.not30, i32 %225, i32 0
  %.idx31 = sext i32 %narrow32 to i64
  %226 = getelementptr bfloat, ptr addrspace(1) %2, i64 %.idx31
  %227 = or disjoint i32 %200, 16
  %228 = mul nuw nsw i32 %227, 136
  %229 = add nuw nsw i32 %228, %204
  %230 = shl nuw nsw i32 %229, 1
  %231 = zext nneg i32 %230 to i64
  %232 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 34816), i64 %231
  %233 = ptrtoint ptr addrspace(3) %232 to i64
  %234 = trunc i64 %233 to i32
  %.not27 = icmp samesign ult i32 %227, %4
  %235 = add i32 %11, %227
  %236 = shl i32 %235, 7
  %237 = or disjoint i32 %236, %204
  %narrow29 = select i1 %.not27, i32 %237, i32 0
  %.idx28 = sext i32 %narrow29 to i64
  %238 = getelementptr bfloat, ptr addrspace(1) %2, i64 %.idx28
  %239 = mul nuw nsw i32 %200, 136
  %240 = add nuw nsw i32 %239, %204
  %241 = shl nuw nsw i32 %240, 1
  %242 = zext nneg i32 %241 to i64
  %243 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 34816), i64 %242
  %244 = ptrtoint ptr addrspace(3) %243 to i64
  %245 = trunc i64 %244 to i32
  %.not24 = icmp samesign ult i32 %200, %4
  %246 = add i32 %11, %200
  %247 = shl i32 %246, 7
  %248 = or disjoint i32 %247, %204
  %narrow26 = select i1 %.not24, i32 %248, i32 0
  %.idx25 = sext i32 %narrow26 to i64
  %249 = getelementptr bfloat, ptr addrspace(1) %2, i64 %.idx25
  %250 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 17408), i64 %207
  %251 = ptrtoint ptr addrspace(3) %250 to i64
  %252 = trunc i64 %251 to i32
  %253 = getelementptr bfloat, ptr addrspace(1) %1, i64 %.idx34
  %254 = select i1 %.not33, i32 16, i32 0
  %255 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 17408), i64 %219
  %256 = ptrtoint ptr addrspace(3) %255 to i64
  %257 = trunc i64 %256 to i32
  %258 = getelementptr bfloat, ptr addrspace(1) %1, i64 %.idx31
  %259 = select i1 %.not30, i32 16, i32 0
  %260 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 17408), i64 %231
  %261 = ptrtoint ptr addrspace(3) %260 to i64
  %262 = trunc i64 %261 to i32
  %263 = getelementptr bfloat, ptr addrspace(1) %1, i64 %.idx28
  %264 = select i1 %.not27, i32 16, i32 0
  %265 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 17408), i64 %242
  %266 = ptrtoint ptr addrspace(3) %265 to i64
  %267 = trunc i64 %266 to i32
  %268 = getelementptr bfloat, ptr addrspace(1) %1, i64 %.idx25
  %269 = select i1 %.not24, i32 16, i32 0
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %267, ptr addrspace(1) %268, i32 %269) #7
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %262, ptr addrspace(1) %263, i32 %264) #7
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %257, ptr addrspace(1) %258, i32 %259) #7
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %252, ptr addrspace(1) %253, i32 %254) #7
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %245, ptr addrspace(1) %249, i32 %269) #7
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %234, ptr addrspace(1) %238, i32 %264) #7
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %222, ptr addrspace(1) %226, i32 %259) #7
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %210, ptr addrspace(1) %214, i32 %254) #7
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #7
  %270 = lshr i32 %7, 4
  %271 = shl nuw nsw i32 %7, 3
  %272 = and i32 %271, 120
  %273 = mul nuw nsw i32 %270, 136
  %274 = add nuw nsw i32 %273, %272
  %275 = shl nuw nsw i32 %274, 1
  %276 = zext nneg i32 %275 to i64
  %277 = or disjoint i32 %270, 16
  %278 = mul nuw nsw i32 %277, 136
  %279 = add nuw nsw i32 %278, %272
  %280 = shl nuw nsw i32 %279, 1
  %281 = zext nneg i32 %280 to i64
  %282 = or disjoint i32 %270, 32
  %283 = mul nuw nsw i32 %282, 136
  %284 = add nuw nsw i32 %283, %272
  %285 = shl nuw nsw i32 %284, 1
  %286 = zext nneg i32 %285 to i64
  %287 = or disjoint i32 %270, 48
  %288 = mul nuw nsw i32 %287, 136
  %289 = add nuw nsw i32 %288, %272
  %290 = shl nuw nsw i32 %289, 1
  %291 = zext nneg i32 %290 to i64
  %292 = and i32 %13, 3
  %293 = shl nuw nsw i32 %292, 4
  %294 = lshr i32 %7, 2
  %295 = and i32 %294, 32
  %296 = or disjoint i32 %295, 16
  %297 = and i32 %7, 7
  %298 = and i32 %7, 8
  %299 = and i32 %7, 15
  %300 = or disjoint i32 %295, %299
  %301 = lshr i32 %7, 1
  %302 = and i32 %301, 8
  %303 = mul nuw nsw i32 %300, 136
  %304 = or disjoint i32 %297, %302
  %305 = or disjoint i32 %304, %293
  %306 = mul nuw nsw i32 %305, 136
  %307 = add nuw nsw i32 %306, %298
  %308 = or disjoint i32 %296, %299
  %309 = mul nuw nsw i32 %308, 136
  %310 = shl nuw nsw i32 %7, 1
  %311 = and i32 %310, 6
  %312 = or disjoint i32 %293, %311
  %313 = or disjoint i32 %311, 1
  %314 = or disjoint i32 %293, %313
  %315 = or disjoint i32 %293, 8
  %316 = or disjoint i32 %315, %311
  %317 = or disjoint i32 %315, %313
  %318 = and i32 %294, 7
  %319 = and i32 %294, 39
  %320 = or disjoint i32 %318, 8
  %321 = or disjoint i32 %320, %295
  %322 = or disjoint i32 %296, %318
  %323 = or disjoint i32 %296, %320
  %324 = shl nuw nsw i32 %319, 2
  %325 = or disjoint i32 %324, %292
  %326 = zext nneg i32 %325 to i64
  %327 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %326
  %328 = shl nuw nsw i32 %321, 2
  %329 = or disjoint i32 %328, %292
  %330 = zext nneg i32 %329 to i64
  %331 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %330
  %332 = shl nuw nsw i32 %322, 2
  %333 = or disjoint i32 %332, %292
  %334 = zext nneg i32 %333 to i64
  %335 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %334
  %336 = shl nuw nsw i32 %323, 2
  %337 = or disjoint i32 %336, %292
  %338 = zext nneg i32 %337 to i64
  %339 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %338
  %340 = zext nneg i32 %324 to i64
  %341 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %340
  %342 = getelementptr i8, ptr addrspace(3) %341, i64 4
  %343 = getelementptr i8, ptr addrspace(3) %341, i64 8
  %344 = getelementptr i8, ptr addrspace(3) %341, i64 12
  %345 = zext nneg i32 %328 to i64
  %346 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %345
  %347 = getelementptr i8, ptr addrspace(3) %346, i64 4
  %348 = getelementptr i8, ptr addrspace(3) %346, i64 8
  %349 = getelementptr i8, ptr addrspace(3) %346, i64 12
  %350 = zext nneg i32 %332 to i64
  %351 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %350
  %352 = getelementptr i8, ptr addrspace(3) %351, i64 4
  %353 = getelementptr i8, ptr addrspace(3) %351, i64 8
  %354 = getelementptr i8, ptr addrspace(3) %351, i64 12
  %355 = zext nneg i32 %336 to i64
  %356 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %355
  %357 = getelementptr i8, ptr addrspace(3) %356, i64 4
  %358 = getelementptr i8, ptr addrspace(3) %356, i64 8
  %359 = getelementptr i8, ptr addrspace(3) %356, i64 12
  %360 = mul nuw nsw i32 %319, 72
  %361 = add nuw nsw i32 %360, %312
  %362 = zext nneg i32 %361 to i64
  %363 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %362
  %364 = add nuw nsw i32 %360, %314
  %365 = zext nneg i32 %364 to i64
  %366 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %365
  %367 = mul nuw nsw i32 %321, 72
  %368 = add nuw nsw i32 %367, %312
  %369 = zext nneg i32 %368 to i64
  %370 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %369
  %371 = add nuw nsw i32 %367, %314
  %372 = zext nneg i32 %371 to i64
  %373 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %372
  %374 = add nuw nsw i32 %316, %360
  %375 = zext nneg i32 %374 to i64
  %376 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %375
  %377 = add nuw nsw i32 %317, %360
  %378 = zext nneg i32 %377 to i64
  %379 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %378
  %380 = add nuw nsw i32 %367, %316
  %381 = zext nneg i32 %380 to i64
  %382 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %381
  %383 = add nuw nsw i32 %367, %317
  %384 = zext nneg i32 %383 to i64
  %385 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %384
  %386 = mul nuw nsw i32 %322, 72
  %387 = add nuw nsw i32 %386, %312
  %388 = zext nneg i32 %387 to i64
  %389 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %388
  %390 = add nuw nsw i32 %386, %314
  %391 = zext nneg i32 %390 to i64
  %392 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %391
  %393 = mul nuw nsw i32 %323, 72
  %394 = add nuw nsw i32 %393, %312
  %395 = zext nneg i32 %394 to i64
  %396 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %395
  %397 = add nuw nsw i32 %393, %314
  %398 = zext nneg i32 %397 to i64
  %399 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %398
  %400 = add nuw nsw i32 %386, %316
  %401 = zext nneg i32 %400 to i64
  %402 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %401
  %403 = add nuw nsw i32 %386, %317
  %404 = zext nneg i32 %403 to i64
  %405 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %404
  %406 = add nuw nsw i32 %393, %316
  %407 = zext nneg i32 %406 to i64
  %408 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %407
  %409 = add nuw nsw i32 %393, %317
  %410 = zext nneg i32 %409 to i64
  %411 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %410
  %412 = shl nuw nsw i32 %292, 5
  %413 = mul nuw nsw i32 %300, 72
  %414 = or disjoint i32 %412, %302
  %415 = or disjoint i32 %414, 16
  %416 = mul nuw nsw i32 %308, 72
  %417 = add nuw nsw i32 %302, %413
  %418 = zext nneg i32 %417 to i64
  %419 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %418
  %420 = add nuw nsw i32 %302, %303
  %421 = zext nneg i32 %420 to i64
  %422 = getelementptr bfloat, ptr addrspace(3) @attention_dsmem, i64 %421
  %423 = zext nneg i32 %307 to i64
  %424 = add nuw nsw i32 %302, %309
  %425 = zext nneg i32 %424 to i64
  %426 = getelementptr bfloat, ptr addrspace(3) @attention_dsmem, i64 %425
  %427 = or disjoint i32 %302, 16
  %428 = add nuw nsw i32 %427, %303
  %429 = zext nneg i32 %428 to i64
  %430 = getelementptr bfloat, ptr addrspace(3) @attention_dsmem, i64 %429
  %431 = zext nneg i32 %307 to i64
  %432 = add nuw nsw i32 %427, %309
  %433 = zext nneg i32 %432 to i64
  %434 = getelementptr bfloat, ptr addrspace(3) @attention_dsmem, i64 %433
  %435 = or disjoint i32 %302, 32
  %436 = add nuw nsw i32 %435, %303
  %437 = zext nneg i32 %436 to i64
  %438 = getelementptr bfloat, ptr addrspace(3) @attention_dsmem, i64 %437
  %439 = zext nneg i32 %307 to i64
  %440 = add nuw nsw i32 %435, %309
  %441 = zext nneg i32 %440 to i64
  %442 = getelementptr bfloat, ptr addrspace(3) @attention_dsmem, i64 %441
  %443 = or disjoint i32 %302, 48
  %444 = add nuw nsw i32 %443, %303
  %445 = zext nneg i32 %444 to i64
  %446 = getelementptr bfloat, ptr addrspace(3) @attention_dsmem, i64 %445
  %447 = zext nneg i32 %307 to i64
  %448 = add nuw nsw i32 %443, %309
  %449 = zext nneg i32 %448 to i64
  %450 = getelementptr bfloat, ptr addrspace(3) @attention_dsmem, i64 %449
  %451 = or disjoint i32 %302, 64
  %452 = add nuw nsw i32 %451, %303
  %453 = zext nneg i32 %452 to i64
  %454 = getelementptr bfloat, ptr addrspace(3) @attention_dsmem, i64 %453
  %455 = zext nneg i32 %307 to i64
  %456 = add nuw nsw i32 %451, %309
  %457 = zext nneg i32 %456 to i64
  %458 = getelementptr bfloat, ptr addrspace(3) @attention_dsmem, i64 %457
  %459 = or disjoint i32 %302, 80
  %460 = add nuw nsw i32 %459, %303
  %461 = zext nneg i32 %460 to i64
  %462 = getelementptr bfloat, ptr addrspace(3) @attention_dsmem, i64 %461
  %463 = zext nneg i32 %307 to i64
  %464 = add nuw nsw i32 %459, %309
  %465 = zext nneg i32 %464 to i64
  %466 = getelementptr bfloat, ptr addrspace(3) @attention_dsmem, i64 %465
  %467 = or disjoint i32 %302, 96
  %468 = add nuw nsw i32 %467, %303
  %469 = zext nneg i32 %468 to i64
  %470 = getelementptr bfloat, ptr addrspace(3) @attention_dsmem, i64 %469
  %471 = zext nneg i32 %307 to i64
  %472 = add nuw nsw i32 %467, %309
  %473 = zext nneg i32 %472 to i64
  %474 = getelementptr bfloat, ptr addrspace(3) @attention_dsmem, i64 %473
  %475 = or disjoint i32 %302, 112
  %476 = add nuw nsw i32 %475, %303
  %477 = zext nneg i32 %476 to i64
  %478 = getelementptr bfloat, ptr addrspace(3) @attention_dsmem, i64 %477
  %479 = zext nneg i32 %307 to i64
  %480 = add nuw nsw i32 %475, %309
  %481 = zext nneg i32 %480 to i64
  %482 = getelementptr bfloat, ptr addrspace(3) @attention_dsmem, i64 %481
  %483 = mul nuw nsw i32 %299, 136
  %484 = add nuw nsw i32 %483, %414
  %485 = zext nneg i32 %484 to i64
  %486 = add nuw nsw i32 %415, %483
  %487 = zext nneg i32 %486 to i64
  %488 = add nuw nsw i32 %302, %416
  %489 = zext nneg i32 %488 to i64
  %490 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %489
  %491 = add nuw nsw i32 %427, %413
  %492 = zext nneg i32 %491 to i64
  %493 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %492
  %494 = mul nuw nsw i32 %299, 136
  %495 = add nuw nsw i32 %494, 2176
  %496 = add nuw nsw i32 %495, %414
  %497 = zext nneg i32 %496 to i64
  %498 = add nuw nsw i32 %415, %495
  %499 = zext nneg i32 %498 to i64
  %500 = add nuw nsw i32 %427, %416
  %501 = zext nneg i32 %500 to i64
  %502 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %501
  %503 = add nuw nsw i32 %435, %413
  %504 = zext nneg i32 %503 to i64
  %505 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %504
  %506 = mul nuw nsw i32 %299, 136
  %507 = add nuw nsw i32 %506, 4352
  %508 = add nuw nsw i32 %507, %414
  %509 = zext nneg i32 %508 to i64
  %510 = add nuw nsw i32 %415, %507
  %511 = zext nneg i32 %510 to i64
  %512 = add nuw nsw i32 %435, %416
  %513 = zext nneg i32 %512 to i64
  %514 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %513
  %515 = add nuw nsw i32 %443, %413
  %516 = zext nneg i32 %515 to i64
  %517 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %516
  %518 = mul nuw nsw i32 %299, 136
  %519 = add nuw nsw i32 %518, 6528
  %520 = add nuw nsw i32 %519, %414
  %521 = zext nneg i32 %520 to i64
  %522 = add nuw nsw i32 %415, %519
  %523 = zext nneg i32 %522 to i64
  %524 = add nuw nsw i32 %443, %416
  %525 = zext nneg i32 %524 to i64
  %526 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 87040), i64 %525
  br label %527

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
  br label %._crit_edge

527:                                              ; preds = %.preheader, %.loopexit
  %528 = phi float [ 0xFFF0000000000000, %.preheader ], [ %1047, %.loopexit ]
  %529 = phi float [ 0xFFF0000000000000, %.preheader ], [ %1046, %.loopexit ]
  %530 = phi float [ 0xFFF0000000000000, %.preheader ], [ %1045, %.loopexit ]
  %531 = phi float [ 0xFFF0000000000000, %.preheader ], [ %1044, %.loopexit ]
  %532 = phi float [ 0.000000e+00, %.preheader ], [ %1443, %.loopexit ]
  %533 = phi float [ 0.000000e+00, %.preheader ], [ %1442, %.loopexit ]
  %534 = phi float [ 0.000000e+00, %.preheader ], [ %1441, %.loopexit ]
  %535 = phi float [ 0.000000e+00, %.preheader ], [ %1440, %.loopexit ]
  %536 = phi float [ 0.000000e+00, %.preheader ], [ %1438, %.loopexit ]
  %537 = phi float [ 0.000000e+00, %.preheader ], [ %1437, %.loopexit ]
  %538 = phi float [ 0.000000e+00, %.preheader ], [ %1436, %.loopexit ]
  %539 = phi float [ 0.000000e+00, %.preheader ], [ %1435, %.loopexit ]
  %540 = phi float [ 0.000000e+00, %.preheader ], [ %1433, %.loopexit ]
  %541 = phi float [ 0.000000e+00, %.preheader ], [ %1432, %.loopexit ]
  %542 = phi float [ 0.000000e+00, %.preheader ], [ %1431, %.loopexit ]
  %543 = phi float [ 0.000000e+00, %.preheader ], [ %1430, %.loopexit ]
  %544 = phi float [ 0.000000e+00, %.preheader ], [ %1428, %.loopexit ]
  %545 = phi float [ 0.000000e+00, %.preheader ], [ %1427, %.loopexit ]
  %546 = phi float [ 0.000000e+00, %.preheader ], [ %1426, %.loopexit ]
  %547 = phi float [ 0.000000e+00, %.preheader ], [ %1425, %.loopexit ]
  %548 = phi float [ 0.000000e+00, %.preheader ], [ %1418, %.loopexit ]
  %549 = phi float [ 0.000000e+00, %.preheader ], [ %1417, %.loopexit ]
  %550 = phi float [ 0.000000e+00, %.preheader ], [ %1416, %.loopexit ]
  %551 = phi float [ 0.000000e+00, %.preheader ], [ %1415, %.loopexit ]
  %552 = phi float [ 0.000000e+00, %.preheader ], [ %1413, %.loopexit ]
  %553 = phi float [ 0.000000e+00, %.preheader ], [ %1412, %.loopexit ]
  %554 = phi float [ 0.000000e+00, %.preheader ], [ %1411, %.loopexit ]
  %555 = phi float [ 0.000000e+00, %.preheader ], [ %1410, %.loopexit ]
  %556 = phi float [ 0.000000e+00, %.preheader ], [ %1402, %.loopexit ]
  %557 = phi float [ 0.000000e+00, %.preheader ], [ %1401, %.loopexit ]
  %558 = phi float [ 0.000000e+00, %.preheader ], [ %1400, %.loopexit ]
  %559 = phi float [ 0.000000e+00, %.preheader ], [ %1399, %.loopexit ]
  %560 = phi float [ 0.000000e+00, %.preheader ], [ %1397, %.loopexit ]
  %561 = phi float [ 0.000000e+00, %.preheader ], [ %1396, %.loopexit ]
  %562 = phi float [ 0.000000e+00, %.preheader ], [ %1395, %.loopexit ]
  %563 = phi float [ 0.000000e+00, %.preheader ], [ %1394, %.loopexit ]
  %564 = phi float [ 0.000000e+00, %.preheader ], [ %1463, %.loopexit ]
  %565 = phi float [ 0.000000e+00, %.preheader ], [ %1462, %.loopexit ]
  %566 = phi float [ 0.000000e+00, %.preheader ], [ %1461, %.loopexit ]
  %567 = phi float [ 0.000000e+00, %.preheader ], [ %1460, %.loopexit ]
  %568 = phi i32 [ 0, %.preheader ], [ %571, %.loopexit ]
  %569 = lshr exact i32 %568, 6
  %570 = and i32 %569, 1
  tail call void asm sideeffect "cp.async.wait_group 0;", "~{memory}"() #7
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %571 = add i32 %568, 64
  %572 = icmp slt i32 %571, %4
  %573 = icmp ne i32 %568, 2147483584
  %574 = and i1 %573, %572
  br i1 %574, label %575, label %.loopexit

575:                                              ; preds = %527
  %576 = xor i32 %570, 1
  %577 = mul nuw nsw i32 %576, 34816
  %578 = zext nneg i32 %577 to i64
  %579 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 17408), i64 %578
  %580 = or disjoint i32 %571, %270
  %581 = add i32 %580, %11
  %582 = shl i32 %581, 7
  %583 = or disjoint i32 %582, %272
  %.not = icmp slt i32 %580, %4
  %584 = select i1 %.not, i32 16, i32 0
  %narrow = select i1 %.not, i32 %583, i32 0
  %.idx = sext i32 %narrow to i64
  %585 = getelementptr bfloat, ptr addrspace(1) %1, i64 %.idx
  %586 = getelementptr i8, ptr addrspace(3) %579, i64 %276
  %587 = ptrtoint ptr addrspace(3) %586 to i64
  %588 = trunc i64 %587 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %588, ptr addrspace(1) %585, i32 %584) #7
  %589 = or disjoint i32 %571, %277
  %590 = add i32 %589, %11
  %591 = shl i32 %590, 7
  %592 = or disjoint i32 %591, %272
  %.not7 = icmp slt i32 %589, %4
  %593 = select i1 %.not7, i32 16, i32 0
  %narrow9 = select i1 %.not7, i32 %592, i32 0
  %.idx8 = sext i32 %narrow9 to i64
  %594 = getelementptr bfloat, ptr addrspace(1) %1, i64 %.idx8
  %595 = getelementptr i8, ptr addrspace(3) %579, i64 %281
  %596 = ptrtoint ptr addrspace(3) %595 to i64
  %597 = trunc i64 %596 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %597, ptr addrspace(1) %594, i32 %593) #7
  %598 = or disjoint i32 %571, %282
  %599 = add i32 %598, %11
  %600 = shl i32 %599, 7
  %601 = or disjoint i32 %600, %272
  %.not10 = icmp slt i32 %598, %4
  %602 = select i1 %.not10, i32 16, i32 0
  %narrow12 = select i1 %.not10, i32 %601, i32 0
  %.idx11 = sext i32 %narrow12 to i64
  %603 = getelementptr bfloat, ptr addrspace(1) %1, i64 %.idx11
  %604 = getelementptr i8, ptr addrspace(3) %579, i64 %286
  %605 = ptrtoint ptr addrspace(3) %604 to i64
  %606 = trunc i64 %605 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %606, ptr addrspace(1) %603, i32 %602) #7
  %607 = or disjoint i32 %571, %287
  %608 = add i32 %607, %11
  %609 = shl i32 %608, 7
  %610 = or disjoint i32 %609, %272
  %.not13 = icmp slt i32 %607, %4
  %611 = select i1 %.not13, i32 16, i32 0
  %narrow15 = select i1 %.not13, i32 %610, i32 0
  %.idx14 = sext i32 %narrow15 to i64
  %612 = getelementptr bfloat, ptr addrspace(1) %1, i64 %.idx14
  %613 = getelementptr i8, ptr addrspace(3) %579, i64 %291
  %614 = ptrtoint ptr addrspace(3) %613 to i64
  %615 = trunc i64 %614 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %615, ptr addrspace(1) %612, i32 %611) #7
  %616 = getelementptr i8, ptr addrspace(3) %579, i64 17408
  %617 = getelementptr bfloat, ptr addrspace(1) %2, i64 %.idx
  %618 = getelementptr i8, ptr addrspace(3) %616, i64 %276
  %619 = ptrtoint ptr addrspace(3) %618 to i64
  %620 = trunc i64 %619 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %620, ptr addrspace(1) %617, i32 %584) #7
  %621 = getelementptr bfloat, ptr addrspace(1) %2, i64 %.idx8
  %622 = getelementptr i8, ptr addrspace(3) %616, i64 %281
  %623 = ptrtoint ptr addrspace(3) %622 to i64
  %624 = trunc i64 %623 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %624, ptr addrspace(1) %621, i32 %593) #7
  %625 = getelementptr bfloat, ptr addrspace(1) %2, i64 %.idx11
  %626 = getelementptr i8, ptr addrspace(3) %616, i64 %286
  %627 = ptrtoint ptr addrspace(3) %626 to i64
  %628 = trunc i64 %627 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %628, ptr addrspace(1) %625, i32 %602) #7
  %629 = getelementptr bfloat, ptr addrspace(1) %2, i64 %.idx14
  %630 = getelementptr i8, ptr addrspace(3) %616, i64 %291
  %631 = ptrtoint ptr addrspace(3) %630 to i64
  %632 = trunc i64 %631 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %632, ptr addrspace(1) %629, i32 %611) #7
  br label %.loopexit

.loopexit:                                        ; preds = %575, %527
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #7
  %633 = mul nuw nsw i32 %570, 34816
  %634 = zext nneg i32 %633 to i64
  %635 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 17408), i64 %634
  %636 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %422)
  %637 = extractvalue { i32, i32, i32, i32 } %636, 0
  %638 = extractvalue { i32, i32, i32, i32 } %636, 1
  %639 = extractvalue { i32, i32, i32, i32 } %636, 2
  %640 = extractvalue { i32, i32, i32, i32 } %636, 3
  %641 = getelementptr bfloat, ptr addrspace(3) %635, i64 %423
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
  %657 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %426)
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
  %672 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %430)
  %673 = extractvalue { i32, i32, i32, i32 } %672, 0
  %674 = extractvalue { i32, i32, i32, i32 } %672, 1
  %675 = extractvalue { i32, i32, i32, i32 } %672, 2
  %676 = extractvalue { i32, i32, i32, i32 } %672, 3
  %677 = getelementptr bfloat, ptr addrspace(3) %635, i64 %431
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
  %694 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %434)
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
  %709 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %438)
  %710 = extractvalue { i32, i32, i32, i32 } %709, 0
  %711 = extractvalue { i32, i32, i32, i32 } %709, 1
  %712 = extractvalue { i32, i32, i32, i32 } %709, 2
  %713 = extractvalue { i32, i32, i32, i32 } %709, 3
  %714 = getelementptr bfloat, ptr addrspace(3) %635, i64 %439
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
  %731 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %442)
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
  %746 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %446)
  %747 = extractvalue { i32, i32, i32, i32 } %746, 0
  %748 = extractvalue { i32, i32, i32, i32 } %746, 1
  %749 = extractvalue { i32, i32, i32, i32 } %746, 2
  %750 = extractvalue { i32, i32, i32, i32 } %746, 3
  %751 = getelementptr bfloat, ptr addrspace(3) %635, i64 %447
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
  %768 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %450)
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
  %783 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %454)
  %784 = extractvalue { i32, i32, i32, i32 } %783, 0
  %785 = extractvalue { i32, i32, i32, i32 } %783, 1
  %786 = extractvalue { i32, i32, i32, i32 } %783, 2
  %787 = extractvalue { i32, i32, i32, i32 } %783, 3
  %788 = getelementptr bfloat, ptr addrspace(3) %635, i64 %455
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
  %805 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %458)
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
  %820 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %462)
  %821 = extractvalue { i32, i32, i32, i32 } %820, 0
  %822 = extractvalue { i32, i32, i32, i32 } %820, 1
  %823 = extractvalue { i32, i32, i32, i32 } %820, 2
  %824 = extractvalue { i32, i32, i32, i32 } %820, 3
  %825 = getelementptr bfloat, ptr addrspace(3) %635, i64 %463
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
  %842 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %466)
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
  %857 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %470)
  %858 = extractvalue { i32, i32, i32, i32 } %857, 0
  %859 = extractvalue { i32, i32, i32, i32 } %857, 1
  %860 = extractvalue { i32, i32, i32, i32 } %857, 2
  %861 = extractvalue { i32, i32, i32, i32 } %857, 3
  %862 = getelementptr bfloat, ptr addrspace(3) %635, i64 %471
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
  %879 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %474)
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
  %894 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %478)
  %895 = extractvalue { i32, i32, i32, i32 } %894, 0
  %896 = extractvalue { i32, i32, i32, i32 } %894, 1
  %897 = extractvalue { i32, i32, i32, i32 } %894, 2
  %898 = extractvalue { i32, i32, i32, i32 } %894, 3
  %899 = getelementptr bfloat, ptr addrspace(3) %635, i64 %479
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
  %916 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %482)
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
  %948 = or disjoint i32 %568, %312
  %949 = icmp slt i32 %948, %4
  %950 = or disjoint i32 %568, %314
  %951 = icmp slt i32 %950, %4
  %952 = or disjoint i32 %568, %316
  %953 = icmp slt i32 %952, %4
  %954 = or disjoint i32 %568, %317
  %955 = icmp slt i32 %954, %4
  %956 = select i1 %949, float %932, float 0xFFF0000000000000
  %957 = select i1 %951, float %933, float 0xFFF0000000000000
  %958 = select i1 %949, float %934, float 0xFFF0000000000000
  %959 = select i1 %951, float %935, float 0xFFF0000000000000
  %960 = select i1 %953, float %936, float 0xFFF0000000000000
  %961 = select i1 %955, float %937, float 0xFFF0000000000000
  %962 = select i1 %953, float %938, float 0xFFF0000000000000
  %963 = select i1 %955, float %939, float 0xFFF0000000000000
  %964 = select i1 %949, float %940, float 0xFFF0000000000000
  %965 = select i1 %951, float %941, float 0xFFF0000000000000
  %966 = select i1 %949, float %942, float 0xFFF0000000000000
  %967 = select i1 %951, float %943, float 0xFFF0000000000000
  %968 = select i1 %953, float %944, float 0xFFF0000000000000
  %969 = select i1 %955, float %945, float 0xFFF0000000000000
  %970 = select i1 %953, float %946, float 0xFFF0000000000000
  %971 = select i1 %955, float %947, float 0xFFF0000000000000
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
  store float %1003, ptr addrspace(3) %327, align 4
  store float %1007, ptr addrspace(3) %331, align 4
  store float %1011, ptr addrspace(3) %335, align 4
  store float %1015, ptr addrspace(3) %339, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1016 = load float, ptr addrspace(3) %341, align 16
  %1017 = load float, ptr addrspace(3) %342, align 4
  %1018 = tail call float @llvm.maxnum.f32(float %1016, float %1017)
  %1019 = load float, ptr addrspace(3) %343, align 8
  %1020 = tail call float @llvm.maxnum.f32(float %1018, float %1019)
  %1021 = load float, ptr addrspace(3) %344, align 4
  %1022 = tail call float @llvm.maxnum.f32(float %1020, float %1021)
  %1023 = load float, ptr addrspace(3) %346, align 16
  %1024 = load float, ptr addrspace(3) %347, align 4
  %1025 = tail call float @llvm.maxnum.f32(float %1023, float %1024)
  %1026 = load float, ptr addrspace(3) %348, align 8
  %1027 = tail call float @llvm.maxnum.f32(float %1025, float %1026)
  %1028 = load float, ptr addrspace(3) %349, align 4
  %1029 = tail call float @llvm.maxnum.f32(float %1027, float %1028)
  %1030 = load float, ptr addrspace(3) %351, align 16
  %1031 = load float, ptr addrspace(3) %352, align 4
  %1032 = tail call float @llvm.maxnum.f32(float %1030, float %1031)
  %1033 = load float, ptr addrspace(3) %353, align 8
  %1034 = tail call float @llvm.maxnum.f32(float %1032, float %1033)
  %1035 = load float, ptr addrspace(3) %354, align 4
  %1036 = tail call float @llvm.maxnum.f32(float %1034, float %1035)
  %1037 = load float, ptr addrspace(3) %356, align 16
  %1038 = load float, ptr addrspace(3) %357, align 4
  %1039 = tail call float @llvm.maxnum.f32(float %1037, float %1038)
  %1040 = load float, ptr addrspace(3) %358, align 8
  %1041 = tail call float @llvm.maxnum.f32(float %1039, float %1040)
  %1042 = load float, ptr addrspace(3) %359, align 4
  %1043 = tail call float @llvm.maxnum.f32(float %1041, float %1042)
  %1044 = tail call float @llvm.maxnum.f32(float %531, float %1022)
  %1045 = tail call float @llvm.maxnum.f32(float %530, float %1029)
  %1046 = tail call float @llvm.maxnum.f32(float %529, float %1036)
  %1047 = tail call float @llvm.maxnum.f32(float %528, float %1043)
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
  %1080 = fsub float %531, %1044
  %1081 = fsub float %530, %1045
  %1082 = fsub float %529, %1046
  %1083 = fsub float %528, %1047
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
  store float %1119, ptr addrspace(3) %327, align 4
  store float %1123, ptr addrspace(3) %331, align 4
  store float %1127, ptr addrspace(3) %335, align 4
  store float %1131, ptr addrspace(3) %339, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1132 = load float, ptr addrspace(3) %341, align 16
  %1133 = load float, ptr addrspace(3) %342, align 4
  %1134 = load float, ptr addrspace(3) %343, align 8
  %1135 = load float, ptr addrspace(3) %344, align 4
  %1136 = load float, ptr addrspace(3) %346, align 16
  %1137 = load float, ptr addrspace(3) %347, align 4
  %1138 = load float, ptr addrspace(3) %348, align 8
  %1139 = load float, ptr addrspace(3) %349, align 4
  %1140 = load float, ptr addrspace(3) %351, align 16
  %1141 = load float, ptr addrspace(3) %352, align 4
  %1142 = load float, ptr addrspace(3) %353, align 8
  %1143 = load float, ptr addrspace(3) %354, align 4
  %1144 = load float, ptr addrspace(3) %356, align 16
  %1145 = load float, ptr addrspace(3) %357, align 4
  %1146 = load float, ptr addrspace(3) %358, align 8
  %1147 = load float, ptr addrspace(3) %359, align 4
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
  %1164 = fmul float %563, %1084
  %1165 = fmul float %562, %1084
  %1166 = fmul float %561, %1085
  %1167 = fmul float %560, %1085
  %1168 = fmul float %559, %1084
  %1169 = fmul float %558, %1084
  %1170 = fmul float %557, %1085
  %1171 = fmul float %556, %1085
  %1172 = fmul float %555, %1084
  %1173 = fmul float %554, %1084
  %1174 = fmul float %553, %1085
  %1175 = fmul float %552, %1085
  %1176 = fmul float %551, %1084
  %1177 = fmul float %550, %1084
  %1178 = fmul float %549, %1085
  %1179 = fmul float %548, %1085
  %1180 = fmul float %547, %1086
  %1181 = fmul float %546, %1086
  %1182 = fmul float %545, %1087
  %1183 = fmul float %544, %1087
  %1184 = fmul float %543, %1086
  %1185 = fmul float %542, %1086
  %1186 = fmul float %541, %1087
  %1187 = fmul float %540, %1087
  %1188 = fmul float %539, %1086
  %1189 = fmul float %538, %1086
  %1190 = fmul float %537, %1087
  %1191 = fmul float %536, %1087
  %1192 = fmul float %535, %1086
  %1193 = fmul float %534, %1086
  %1194 = fmul float %533, %1087
  %1195 = fmul float %532, %1087
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store bfloat %1148, ptr addrspace(3) %363, align 4
  store bfloat %1149, ptr addrspace(3) %366, align 2
  store bfloat %1150, ptr addrspace(3) %370, align 4
  store bfloat %1151, ptr addrspace(3) %373, align 2
  store bfloat %1152, ptr addrspace(3) %376, align 4
  store bfloat %1153, ptr addrspace(3) %379, align 2
  store bfloat %1154, ptr addrspace(3) %382, align 4
  store bfloat %1155, ptr addrspace(3) %385, align 2
  store bfloat %1156, ptr addrspace(3) %389, align 4
  store bfloat %1157, ptr addrspace(3) %392, align 2
  store bfloat %1158, ptr addrspace(3) %396, align 4
  store bfloat %1159, ptr addrspace(3) %399, align 2
  store bfloat %1160, ptr addrspace(3) %402, align 4
  store bfloat %1161, ptr addrspace(3) %405, align 2
  store bfloat %1162, ptr addrspace(3) %408, align 4
  store bfloat %1163, ptr addrspace(3) %411, align 2
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1196 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %419)
  %1197 = extractvalue { i32, i32, i32, i32 } %1196, 0
  %1198 = extractvalue { i32, i32, i32, i32 } %1196, 1
  %1199 = extractvalue { i32, i32, i32, i32 } %1196, 2
  %1200 = extractvalue { i32, i32, i32, i32 } %1196, 3
  %1201 = getelementptr bfloat, ptr addrspace(3) %931, i64 %485
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
  %1217 = getelementptr bfloat, ptr addrspace(3) %931, i64 %487
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
  %1233 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %490)
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
  %1258 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %493)
  %1259 = extractvalue { i32, i32, i32, i32 } %1258, 0
  %1260 = extractvalue { i32, i32, i32, i32 } %1258, 1
  %1261 = extractvalue { i32, i32, i32, i32 } %1258, 2
  %1262 = extractvalue { i32, i32, i32, i32 } %1258, 3
  %1263 = getelementptr bfloat, ptr addrspace(3) %931, i64 %497
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
  %1279 = getelementptr bfloat, ptr addrspace(3) %931, i64 %499
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
  %1295 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %502)
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
  %1320 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %505)
  %1321 = extractvalue { i32, i32, i32, i32 } %1320, 0
  %1322 = extractvalue { i32, i32, i32, i32 } %1320, 1
  %1323 = extractvalue { i32, i32, i32, i32 } %1320, 2
  %1324 = extractvalue { i32, i32, i32, i32 } %1320, 3
  %1325 = getelementptr bfloat, ptr addrspace(3) %931, i64 %509
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
  %1341 = getelementptr bfloat, ptr addrspace(3) %931, i64 %511
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
  %1357 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %514)
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
  %1382 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %517)
  %1383 = extractvalue { i32, i32, i32, i32 } %1382, 0
  %1384 = extractvalue { i32, i32, i32, i32 } %1382, 1
  %1385 = extractvalue { i32, i32, i32, i32 } %1382, 2
  %1386 = extractvalue { i32, i32, i32, i32 } %1382, 3
  %1387 = getelementptr bfloat, ptr addrspace(3) %931, i64 %521
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
  %1403 = getelementptr bfloat, ptr addrspace(3) %931, i64 %523
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
  %1419 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %526)
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
  %1444 = fmul float %567, %1084
  %1445 = fmul float %566, %1085
  %1446 = fmul float %565, %1086
  %1447 = fmul float %564, %1087
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
  br i1 %572, label %527, label %._crit_edge

._crit_edge:                                      ; preds = %.loopexit, %.preheader.._crit_edge_crit_edge.critedge
  %.pre-phi244 = phi i32 [ %.pre243, %.preheader.._crit_edge_crit_edge.critedge ], [ %311, %.loopexit ]
  %.pre-phi240 = phi i32 [ %.pre239, %.preheader.._crit_edge_crit_edge.critedge ], [ %323, %.loopexit ]
  %.pre-phi238 = phi i32 [ %.pre237, %.preheader.._crit_edge_crit_edge.critedge ], [ %322, %.loopexit ]
  %.pre-phi234 = phi i32 [ %.pre233, %.preheader.._crit_edge_crit_edge.critedge ], [ %321, %.loopexit ]
  %.pre-phi230 = phi i32 [ %.pre229, %.preheader.._crit_edge_crit_edge.critedge ], [ %319, %.loopexit ]
  %.lcssa130 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1460, %.loopexit ]
  %.lcssa129 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1461, %.loopexit ]
  %.lcssa128 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1462, %.loopexit ]
  %.lcssa127 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1463, %.loopexit ]
  %.lcssa126 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1394, %.loopexit ]
  %.lcssa125 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1395, %.loopexit ]
  %.lcssa124 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1396, %.loopexit ]
  %.lcssa123 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1397, %.loopexit ]
  %.lcssa122 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1399, %.loopexit ]
  %.lcssa121 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1400, %.loopexit ]
  %.lcssa120 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1401, %.loopexit ]
  %.lcssa119 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1402, %.loopexit ]
  %.lcssa118 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1410, %.loopexit ]
  %.lcssa117 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1411, %.loopexit ]
  %.lcssa116 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1412, %.loopexit ]
  %.lcssa115 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1413, %.loopexit ]
  %.lcssa114 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1415, %.loopexit ]
  %.lcssa113 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1416, %.loopexit ]
  %.lcssa112 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1417, %.loopexit ]
  %.lcssa111 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1418, %.loopexit ]
  %.lcssa110 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1425, %.loopexit ]
  %.lcssa109 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1426, %.loopexit ]
  %.lcssa108 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1427, %.loopexit ]
  %.lcssa107 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1428, %.loopexit ]
  %.lcssa106 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1430, %.loopexit ]
  %.lcssa105 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1431, %.loopexit ]
  %.lcssa104 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1432, %.loopexit ]
  %.lcssa103 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1433, %.loopexit ]
  %.lcssa102 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1435, %.loopexit ]
  %.lcssa101 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1436, %.loopexit ]
  %.lcssa100 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1437, %.loopexit ]
  %.lcssa99 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1438, %.loopexit ]
  %.lcssa98 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1440, %.loopexit ]
  %.lcssa97 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1441, %.loopexit ]
  %.lcssa96 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1442, %.loopexit ]
  %.lcssa95 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1443, %.loopexit ]
  %.lcssa94 = phi float [ 0xFFF0000000000000, %.preheader.._crit_edge_crit_edge.critedge ], [ %1044, %.loopexit ]
  %.lcssa93 = phi float [ 0xFFF0000000000000, %.preheader.._crit_edge_crit_edge.critedge ], [ %1045, %.loopexit ]
  %.lcssa92 = phi float [ 0xFFF0000000000000, %.preheader.._crit_edge_crit_edge.critedge ], [ %1046, %.loopexit ]
  %.lcssa91 = phi float [ 0xFFF0000000000000, %.preheader.._crit_edge_crit_edge.critedge ], [ %1047, %.loopexit ]
  tail call void asm sideeffect "cp.async.wait_all;", "~{memory}"() #7
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1464 = zext nneg i32 %.pre-phi230 to i64
  %1465 = getelementptr float, ptr addrspace(3) @attention_dsmem, i64 %1464
  store float %.lcssa94, ptr addrspace(3) %1465, align 4
  %1466 = zext nneg i32 %.pre-phi234 to i64
  %1467 = getelementptr float, ptr addrspace(3) @attention_dsmem, i64 %1466
  store float %.lcssa93, ptr addrspace(3) %1467, align 4
  %1468 = zext nneg i32 %.pre-phi238 to i64
  %1469 = getelementptr float, ptr addrspace(3) @attention_dsmem, i64 %1468
  store float %.lcssa92, ptr addrspace(3) %1469, align 4
  %1470 = zext nneg i32 %.pre-phi240 to i64
  %1471 = getelementptr float, ptr addrspace(3) @attention_dsmem, i64 %1470
  store float %.lcssa91, ptr addrspace(3) %1471, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1472 = fdiv float %.lcssa126, %.lcssa130
  %1473 = fdiv float %.lcssa125, %.lcssa130
  %1474 = fdiv float %.lcssa124, %.lcssa129
  %1475 = fdiv float %.lcssa123, %.lcssa129
  %1476 = fdiv float %.lcssa122, %.lcssa130
  %1477 = fdiv float %.lcssa121, %.lcssa130
  %1478 = fdiv float %.lcssa120, %.lcssa129
  %1479 = fdiv float %.lcssa119, %.lcssa129
  %1480 = fdiv float %.lcssa118, %.lcssa130
  %1481 = fdiv float %.lcssa117, %.lcssa130
  %1482 = fdiv float %.lcssa116, %.lcssa129
  %1483 = fdiv float %.lcssa115, %.lcssa129
  %1484 = fdiv float %.lcssa114, %.lcssa130
  %1485 = fdiv float %.lcssa113, %.lcssa130
  %1486 = fdiv float %.lcssa112, %.lcssa129
  %1487 = fdiv float %.lcssa111, %.lcssa129
  %1488 = fdiv float %.lcssa110, %.lcssa128
  %1489 = fdiv float %.lcssa109, %.lcssa128
  %1490 = fdiv float %.lcssa108, %.lcssa127
  %1491 = fdiv float %.lcssa107, %.lcssa127
  %1492 = fdiv float %.lcssa106, %.lcssa128
  %1493 = fdiv float %.lcssa105, %.lcssa128
  %1494 = fdiv float %.lcssa104, %.lcssa127
  %1495 = fdiv float %.lcssa103, %.lcssa127
  %1496 = fdiv float %.lcssa102, %.lcssa128
  %1497 = fdiv float %.lcssa101, %.lcssa128
  %1498 = fdiv float %.lcssa100, %.lcssa127
  %1499 = fdiv float %.lcssa99, %.lcssa127
  %1500 = fdiv float %.lcssa98, %.lcssa128
  %1501 = fdiv float %.lcssa97, %.lcssa128
  %1502 = fdiv float %.lcssa96, %.lcssa127
  %1503 = fdiv float %.lcssa95, %.lcssa127
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
  %1537 = or disjoint i32 %.pre-phi244, %1536
  %1538 = or disjoint i32 %.pre-phi230, %12
  %1539 = add i32 %11, %1538
  %1540 = shl i32 %1539, 7
  %1541 = or disjoint i32 %1540, %1537
  %1542 = sext i32 %1541 to i64
  %1543 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1542
  %1544 = icmp slt i32 %1538, %4
  %1545 = zext i1 %1544 to i32
  %1546 = bitcast bfloat %1504 to i16
  %1547 = bitcast bfloat %1505 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1545, i16 %1546, i16 %1547, ptr addrspace(1) %1543) #7
  %1548 = or disjoint i32 %.pre-phi234, %12
  %1549 = add i32 %11, %1548
  %1550 = shl i32 %1549, 7
  %1551 = or disjoint i32 %1550, %1537
  %1552 = sext i32 %1551 to i64
  %1553 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1552
  %1554 = icmp slt i32 %1548, %4
  %1555 = zext i1 %1554 to i32
  %1556 = bitcast bfloat %1506 to i16
  %1557 = bitcast bfloat %1507 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1555, i16 %1556, i16 %1557, ptr addrspace(1) %1553) #7
  %1558 = or disjoint i32 %1537, 8
  %1559 = or disjoint i32 %1540, %1558
  %1560 = sext i32 %1559 to i64
  %1561 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1560
  %1562 = bitcast bfloat %1508 to i16
  %1563 = bitcast bfloat %1509 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1545, i16 %1562, i16 %1563, ptr addrspace(1) %1561) #7
  %1564 = or disjoint i32 %1550, %1558
  %1565 = sext i32 %1564 to i64
  %1566 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1565
  %1567 = bitcast bfloat %1510 to i16
  %1568 = bitcast bfloat %1511 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1555, i16 %1567, i16 %1568, ptr addrspace(1) %1566) #7
  %1569 = or disjoint i32 %1537, 16
  %1570 = or disjoint i32 %1540, %1569
  %1571 = sext i32 %1570 to i64
  %1572 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1571
  %1573 = bitcast bfloat %1512 to i16
  %1574 = bitcast bfloat %1513 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1545, i16 %1573, i16 %1574, ptr addrspace(1) %1572) #7
  %1575 = or disjoint i32 %1550, %1569
  %1576 = sext i32 %1575 to i64
  %1577 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1576
  %1578 = bitcast bfloat %1514 to i16
  %1579 = bitcast bfloat %1515 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1555, i16 %1578, i16 %1579, ptr addrspace(1) %1577) #7
  %1580 = or disjoint i32 %1537, 24
  %1581 = or disjoint i32 %1540, %1580
  %1582 = sext i32 %1581 to i64
  %1583 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1582
  %1584 = bitcast bfloat %1516 to i16
  %1585 = bitcast bfloat %1517 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1545, i16 %1584, i16 %1585, ptr addrspace(1) %1583) #7
  %1586 = or disjoint i32 %1550, %1580
  %1587 = sext i32 %1586 to i64
  %1588 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1587
  %1589 = bitcast bfloat %1518 to i16
  %1590 = bitcast bfloat %1519 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1555, i16 %1589, i16 %1590, ptr addrspace(1) %1588) #7
  %1591 = or disjoint i32 %.pre-phi238, %12
  %1592 = add i32 %11, %1591
  %1593 = shl i32 %1592, 7
  %1594 = or disjoint i32 %1593, %1537
  %1595 = sext i32 %1594 to i64
  %1596 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1595
  %1597 = icmp slt i32 %1591, %4
  %1598 = zext i1 %1597 to i32
  %1599 = bitcast bfloat %1520 to i16
  %1600 = bitcast bfloat %1521 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1598, i16 %1599, i16 %1600, ptr addrspace(1) %1596) #7
  %1601 = or disjoint i32 %.pre-phi240, %12
  %1602 = add i32 %11, %1601
  %1603 = shl i32 %1602, 7
  %1604 = or disjoint i32 %1603, %1537
  %1605 = sext i32 %1604 to i64
  %1606 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1605
  %1607 = icmp slt i32 %1601, %4
  %1608 = zext i1 %1607 to i32
  %1609 = bitcast bfloat %1522 to i16
  %1610 = bitcast bfloat %1523 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1608, i16 %1609, i16 %1610, ptr addrspace(1) %1606) #7
  %1611 = or disjoint i32 %1593, %1558
  %1612 = sext i32 %1611 to i64
  %1613 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1612
  %1614 = bitcast bfloat %1524 to i16
  %1615 = bitcast bfloat %1525 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1598, i16 %1614, i16 %1615, ptr addrspace(1) %1613) #7
  %1616 = or disjoint i32 %1603, %1558
  %1617 = sext i32 %1616 to i64
  %1618 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1617
  %1619 = bitcast bfloat %1526 to i16
  %1620 = bitcast bfloat %1527 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1608, i16 %1619, i16 %1620, ptr addrspace(1) %1618) #7
  %1621 = or disjoint i32 %1593, %1569
  %1622 = sext i32 %1621 to i64
  %1623 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1622
  %1624 = bitcast bfloat %1528 to i16
  %1625 = bitcast bfloat %1529 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1598, i16 %1624, i16 %1625, ptr addrspace(1) %1623) #7
  %1626 = or disjoint i32 %1603, %1569
  %1627 = sext i32 %1626 to i64
  %1628 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1627
  %1629 = bitcast bfloat %1530 to i16
  %1630 = bitcast bfloat %1531 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1608, i16 %1629, i16 %1630, ptr addrspace(1) %1628) #7
  %1631 = or disjoint i32 %1593, %1580
  %1632 = sext i32 %1631 to i64
  %1633 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1632
  %1634 = bitcast bfloat %1532 to i16
  %1635 = bitcast bfloat %1533 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1598, i16 %1634, i16 %1635, ptr addrspace(1) %1633) #7
  %1636 = or disjoint i32 %1603, %1580
  %1637 = sext i32 %1636 to i64
  %1638 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1637
  %1639 = bitcast bfloat %1534 to i16
  %1640 = bitcast bfloat %1535 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1608, i16 %1639, i16 %1640, ptr addrspace(1) %1638) #7
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
