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
  %.not32 = icmp samesign ult i32 %201, %4
  %211 = add i32 %11, %201
  %212 = shl i32 %211, 6
  %213 = or disjoint i32 %212, %204
  %narrow34 = select i1 %.not32, i32 %213, i32 0
  %.idx33 = sext i32 %narrow34 to i64
  %214 = getelementptr bfloat, ptr addrspace(1) %2, i64 %.idx33
  %215 = or disjoint i32 %200, 32
  %216 = mul nuw nsw i32 %215, 72
  %217 = add nuw nsw i32 %216, %204
  %218 = shl nuw nsw i32 %217, 1
  %219 = zext nneg i32 %218 to i64
  %220 = getelementptr i8, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 18432), i64 %219
  %221 = ptrtoint ptr addrspace(3) %220 to i64
  %222 = trunc i64 %221 to i32
  %.not29 = icmp samesign ult i32 %215, %4
  %223 = add i32 %11, %215
  %224 = shl i32 %223, 6
  %225 = or disjoint i32 %224, %204
  %narrow31 = select i1 %.not29, i32 %225, i32 0
  %.idx30 = sext i32 %narrow31 to i64
  %226 = getelementptr bfloat, ptr addrspace(1) %2, i64 %.idx30
  %227 = or disjoint i32 %200, 16
  %228 = mul nuw nsw i32 %227, 72
  %229 = add nuw nsw i32 %228, %204
  %230 = shl nuw nsw i32 %229, 1
  %231 = zext nneg i32 %230 to i64
  %232 = getelementptr i8, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 18432), i64 %231
  %233 = ptrtoint ptr addrspace(3) %232 to i64
  %234 = trunc i64 %233 to i32
  %.not26 = icmp samesign ult i32 %227, %4
  %235 = add i32 %11, %227
  %236 = shl i32 %235, 6
  %237 = or disjoint i32 %236, %204
  %narrow28 = select i1 %.not26, i32 %237, i32 0
  %.idx27 = sext i32 %narrow28 to i64
  %238 = getelementptr bfloat, ptr addrspace(1) %2, i64 %.idx27
  %239 = mul nuw nsw i32 %200, 72
  %240 = add nuw nsw i32 %239, %204
  %241 = shl nuw nsw i32 %240, 1
  %242 = zext nneg i32 %241 to i64
  %243 = getelementptr i8, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 18432), i64 %242
  %244 = ptrtoint ptr addrspace(3) %243 to i64
  %245 = trunc i64 %244 to i32
  %.not23 = icmp samesign ult i32 %200, %4
  %246 = add i32 %11, %200
  %247 = shl i32 %246, 6
  %248 = or disjoint i32 %247, %204
  %narrow25 = select i1 %.not23, i32 %248, i32 0
  %.idx24 = sext i32 %narrow25 to i64
  %249 = getelementptr bfloat, ptr addrspace(1) %2, i64 %.idx24
  %250 = getelementptr i8, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 9216), i64 %207
  %251 = ptrtoint ptr addrspace(3) %250 to i64
  %252 = trunc i64 %251 to i32
  %253 = getelementptr bfloat, ptr addrspace(1) %1, i64 %.idx33
  %254 = select i1 %.not32, i32 16, i32 0
  %255 = getelementptr i8, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 9216), i64 %219
  %256 = ptrtoint ptr addrspace(3) %255 to i64
  %257 = trunc i64 %256 to i32
  %258 = getelementptr bfloat, ptr addrspace(1) %1, i64 %.idx30
  %259 = select i1 %.not29, i32 16, i32 0
  %260 = getelementptr i8, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 9216), i64 %231
  %261 = ptrtoint ptr addrspace(3) %260 to i64
  %262 = trunc i64 %261 to i32
  %263 = getelementptr bfloat, ptr addrspace(1) %1, i64 %.idx27
  %264 = select i1 %.not26, i32 16, i32 0
  %265 = getelementptr i8, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 9216), i64 %242
  %266 = ptrtoint ptr addrspace(3) %265 to i64
  %267 = trunc i64 %266 to i32
  %268 = getelementptr bfloat, ptr addrspace(1) %1, i64 %.idx24
  %269 = select i1 %.not23, i32 16, i32 0
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %267, ptr addrspace(1) %268, i32 %269) #7
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %262, ptr addrspace(1) %263, i32 %264) #7
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %257, ptr addrspace(1) %258, i32 %259) #7
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %252, ptr addrspace(1) %253, i32 %254) #7
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %245, ptr addrspace(1) %249, i32 %269) #7
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %234, ptr addrspace(1) %238, i32 %264) #7
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %222, ptr addrspace(1) %226, i32 %259) #7
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %210, ptr addrspace(1) %214, i32 %254) #7
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #7
  %270 = lshr i32 %7, 3
  %271 = shl nuw nsw i32 %7, 3
  %272 = and i32 %271, 56
  %273 = mul nuw nsw i32 %270, 72
  %274 = add nuw nsw i32 %273, %272
  %275 = shl nuw nsw i32 %274, 1
  %276 = zext nneg i32 %275 to i64
  %277 = or disjoint i32 %270, 16
  %278 = mul nuw nsw i32 %277, 72
  %279 = add nuw nsw i32 %278, %272
  %280 = shl nuw nsw i32 %279, 1
  %281 = zext nneg i32 %280 to i64
  %282 = or disjoint i32 %270, 32
  %283 = mul nuw nsw i32 %282, 72
  %284 = add nuw nsw i32 %283, %272
  %285 = shl nuw nsw i32 %284, 1
  %286 = zext nneg i32 %285 to i64
  %287 = or disjoint i32 %270, 48
  %288 = mul nuw nsw i32 %287, 72
  %289 = add nuw nsw i32 %288, %272
  %290 = shl nuw nsw i32 %289, 1
  %291 = zext nneg i32 %290 to i64
  %292 = lshr i32 %7, 1
  %293 = and i32 %292, 48
  %294 = and i32 %7, 7
  %295 = and i32 %7, 8
  %296 = and i32 %7, 15
  %297 = or disjoint i32 %293, %296
  %298 = and i32 %292, 8
  %299 = mul nuw nsw i32 %297, 72
  %300 = add nuw nsw i32 %299, %298
  %301 = or disjoint i32 %298, %294
  %302 = mul nuw nsw i32 %301, 72
  %invariant.op = add nuw nsw i32 %302, 1152
  %invariant.op110 = add nuw nsw i32 %302, 2304
  %invariant.op112 = add nuw nsw i32 %302, 3456
  %303 = shl nuw nsw i32 %7, 1
  %304 = and i32 %303, 6
  %305 = mul nuw nsw i32 %296, 72
  %306 = add nuw nsw i32 %305, %298
  %307 = zext nneg i32 %306 to i64
  %308 = or disjoint i32 %298, 16
  %309 = add nuw nsw i32 %308, %305
  %310 = zext nneg i32 %309 to i64
  %311 = or disjoint i32 %298, 32
  %312 = add nuw nsw i32 %311, %305
  %313 = zext nneg i32 %312 to i64
  %314 = or disjoint i32 %298, 48
  %315 = add nuw nsw i32 %314, %305
  %316 = zext nneg i32 %315 to i64
  %317 = add nuw nsw i32 %305, 1152
  %318 = add nuw nsw i32 %317, %298
  %319 = zext nneg i32 %318 to i64
  %320 = add nuw nsw i32 %317, %308
  %321 = zext nneg i32 %320 to i64
  %322 = add nuw nsw i32 %317, %311
  %323 = zext nneg i32 %322 to i64
  %324 = add nuw nsw i32 %317, %314
  %325 = zext nneg i32 %324 to i64
  %326 = add nuw nsw i32 %305, 2304
  %327 = add nuw nsw i32 %326, %298
  %328 = zext nneg i32 %327 to i64
  %329 = add nuw nsw i32 %326, %308
  %330 = zext nneg i32 %329 to i64
  %331 = add nuw nsw i32 %326, %311
  %332 = zext nneg i32 %331 to i64
  %333 = add nuw nsw i32 %326, %314
  %334 = zext nneg i32 %333 to i64
  %335 = add nuw nsw i32 %305, 3456
  %336 = add nuw nsw i32 %335, %298
  %337 = zext nneg i32 %336 to i64
  %338 = add nuw nsw i32 %335, %308
  %339 = zext nneg i32 %338 to i64
  %340 = add nuw nsw i32 %335, %311
  %341 = zext nneg i32 %340 to i64
  %342 = add nuw nsw i32 %335, %314
  %343 = zext nneg i32 %342 to i64
  %344 = zext nneg i32 %300 to i64
  %345 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %344
  %346 = add nuw nsw i32 %295, %302
  %347 = zext nneg i32 %346 to i64
  %.reass = add nuw nsw i32 %295, %invariant.op
  %348 = zext nneg i32 %.reass to i64
  %.reass111 = add nuw nsw i32 %295, %invariant.op110
  %349 = zext nneg i32 %.reass111 to i64
  %.reass113 = add nuw nsw i32 %295, %invariant.op112
  %350 = zext nneg i32 %.reass113 to i64
  %351 = zext nneg i32 %300 to i64
  %352 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %351
  %353 = getelementptr i8, ptr addrspace(3) %352, i64 32
  %354 = or disjoint i32 %295, 16
  %355 = add nuw nsw i32 %354, %302
  %356 = zext nneg i32 %355 to i64
  %.reass.1 = add nuw nsw i32 %354, %invariant.op
  %357 = zext nneg i32 %.reass.1 to i64
  %.reass111.1 = add nuw nsw i32 %354, %invariant.op110
  %358 = zext nneg i32 %.reass111.1 to i64
  %.reass113.1 = add nuw nsw i32 %354, %invariant.op112
  %359 = zext nneg i32 %.reass113.1 to i64
  %360 = zext nneg i32 %300 to i64
  %361 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %360
  %362 = getelementptr i8, ptr addrspace(3) %361, i64 64
  %363 = or disjoint i32 %295, 32
  %364 = add nuw nsw i32 %363, %302
  %365 = zext nneg i32 %364 to i64
  %.reass.2 = add nuw nsw i32 %363, %invariant.op
  %366 = zext nneg i32 %.reass.2 to i64
  %.reass111.2 = add nuw nsw i32 %363, %invariant.op110
  %367 = zext nneg i32 %.reass111.2 to i64
  %.reass113.2 = add nuw nsw i32 %363, %invariant.op112
  %368 = zext nneg i32 %.reass113.2 to i64
  %369 = zext nneg i32 %300 to i64
  %370 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %369
  %371 = getelementptr i8, ptr addrspace(3) %370, i64 96
  %372 = or disjoint i32 %295, 48
  %373 = add nuw nsw i32 %372, %302
  %374 = zext nneg i32 %373 to i64
  %.reass.3 = add nuw nsw i32 %372, %invariant.op
  %375 = zext nneg i32 %.reass.3 to i64
  %.reass111.3 = add nuw nsw i32 %372, %invariant.op110
  %376 = zext nneg i32 %.reass111.3 to i64
  %.reass113.3 = add nuw nsw i32 %372, %invariant.op112
  %377 = zext nneg i32 %.reass113.3 to i64
  br label %378

.preheader.._crit_edge_crit_edge.critedge:        ; preds = %6
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #7
  %.pre = lshr i32 %7, 1
  %.pre216 = and i32 %.pre, 48
  %.pre218 = shl nuw nsw i32 %7, 1
  %.pre220 = and i32 %.pre218, 6
  br label %._crit_edge

378:                                              ; preds = %.preheader, %480
  %379 = phi float [ 0xFFF0000000000000, %.preheader ], [ %904, %480 ]
  %380 = phi float [ 0xFFF0000000000000, %.preheader ], [ %903, %480 ]
  %381 = phi float [ 0.000000e+00, %.preheader ], [ %1390, %480 ]
  %382 = phi float [ 0.000000e+00, %.preheader ], [ %1389, %480 ]
  %383 = phi float [ 0.000000e+00, %.preheader ], [ %1388, %480 ]
  %384 = phi float [ 0.000000e+00, %.preheader ], [ %1387, %480 ]
  %385 = phi float [ 0.000000e+00, %.preheader ], [ %1385, %480 ]
  %386 = phi float [ 0.000000e+00, %.preheader ], [ %1384, %480 ]
  %387 = phi float [ 0.000000e+00, %.preheader ], [ %1383, %480 ]
  %388 = phi float [ 0.000000e+00, %.preheader ], [ %1382, %480 ]
  %389 = phi float [ 0.000000e+00, %.preheader ], [ %1374, %480 ]
  %390 = phi float [ 0.000000e+00, %.preheader ], [ %1373, %480 ]
  %391 = phi float [ 0.000000e+00, %.preheader ], [ %1372, %480 ]
  %392 = phi float [ 0.000000e+00, %.preheader ], [ %1371, %480 ]
  %393 = phi float [ 0.000000e+00, %.preheader ], [ %1369, %480 ]
  %394 = phi float [ 0.000000e+00, %.preheader ], [ %1368, %480 ]
  %395 = phi float [ 0.000000e+00, %.preheader ], [ %1367, %480 ]
  %396 = phi float [ 0.000000e+00, %.preheader ], [ %1366, %480 ]
  %397 = phi float [ 0.000000e+00, %.preheader ], [ %1358, %480 ]
  %398 = phi float [ 0.000000e+00, %.preheader ], [ %1357, %480 ]
  %399 = phi float [ 0.000000e+00, %.preheader ], [ %1356, %480 ]
  %400 = phi float [ 0.000000e+00, %.preheader ], [ %1355, %480 ]
  %401 = phi float [ 0.000000e+00, %.preheader ], [ %1353, %480 ]
  %402 = phi float [ 0.000000e+00, %.preheader ], [ %1352, %480 ]
  %403 = phi float [ 0.000000e+00, %.preheader ], [ %1351, %480 ]
  %404 = phi float [ 0.000000e+00, %.preheader ], [ %1350, %480 ]
  %405 = phi float [ 0.000000e+00, %.preheader ], [ %1342, %480 ]
  %406 = phi float [ 0.000000e+00, %.preheader ], [ %1341, %480 ]
  %407 = phi float [ 0.000000e+00, %.preheader ], [ %1340, %480 ]
  %408 = phi float [ 0.000000e+00, %.preheader ], [ %1339, %480 ]
  %409 = phi float [ 0.000000e+00, %.preheader ], [ %1337, %480 ]
  %410 = phi float [ 0.000000e+00, %.preheader ], [ %1336, %480 ]
  %411 = phi float [ 0.000000e+00, %.preheader ], [ %1335, %480 ]
  %412 = phi float [ 0.000000e+00, %.preheader ], [ %1334, %480 ]
  %413 = phi float [ 0.000000e+00, %.preheader ], [ %1022, %480 ]
  %414 = phi float [ 0.000000e+00, %.preheader ], [ %1021, %480 ]
  %415 = phi i32 [ 0, %.preheader ], [ %418, %480 ]
  %416 = lshr exact i32 %415, 6
  %417 = and i32 %416, 1
  tail call void asm sideeffect "cp.async.wait_group 0;", "~{memory}"() #7
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %418 = add i32 %415, 64
  %419 = icmp slt i32 %418, %4
  %420 = icmp ne i32 %415, 2147483584
  %421 = and i1 %420, %419
  br i1 %421, label %422, label %480

422:                                              ; preds = %378
  %423 = xor i32 %417, 1
  %424 = mul nuw nsw i32 %423, 18432
  %425 = zext nneg i32 %424 to i64
  %426 = getelementptr i8, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 9216), i64 %425
  %427 = or disjoint i32 %418, %270
  %428 = add i32 %427, %11
  %429 = shl i32 %428, 6
  %430 = or disjoint i32 %429, %272
  %.not = icmp slt i32 %427, %4
  %431 = select i1 %.not, i32 16, i32 0
  %narrow = select i1 %.not, i32 %430, i32 0
  %.idx = sext i32 %narrow to i64
  %432 = getelementptr bfloat, ptr addrspace(1) %1, i64 %.idx
  %433 = getelementptr i8, ptr addrspace(3) %426, i64 %276
  %434 = ptrtoint ptr addrspace(3) %433 to i64
  %435 = trunc i64 %434 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %435, ptr addrspace(1) %432, i32 %431) #7
  %436 = or disjoint i32 %418, %277
  %437 = add i32 %436, %11
  %438 = shl i32 %437, 6
  %439 = or disjoint i32 %438, %272
  %.not6 = icmp slt i32 %436, %4
  %440 = select i1 %.not6, i32 16, i32 0
  %narrow8 = select i1 %.not6, i32 %439, i32 0
  %.idx7 = sext i32 %narrow8 to i64
  %441 = getelementptr bfloat, ptr addrspace(1) %1, i64 %.idx7
  %442 = getelementptr i8, ptr addrspace(3) %426, i64 %281
  %443 = ptrtoint ptr addrspace(3) %442 to i64
  %444 = trunc i64 %443 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %444, ptr addrspace(1) %441, i32 %440) #7
  %445 = or disjoint i32 %418, %282
  %446 = add i32 %445, %11
  %447 = shl i32 %446, 6
  %448 = or disjoint i32 %447, %272
  %.not9 = icmp slt i32 %445, %4
  %449 = select i1 %.not9, i32 16, i32 0
  %narrow11 = select i1 %.not9, i32 %448, i32 0
  %.idx10 = sext i32 %narrow11 to i64
  %450 = getelementptr bfloat, ptr addrspace(1) %1, i64 %.idx10
  %451 = getelementptr i8, ptr addrspace(3) %426, i64 %286
  %452 = ptrtoint ptr addrspace(3) %451 to i64
  %453 = trunc i64 %452 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %453, ptr addrspace(1) %450, i32 %449) #7
  %454 = or disjoint i32 %418, %287
  %455 = add i32 %454, %11
  %456 = shl i32 %455, 6
  %457 = or disjoint i32 %456, %272
  %.not12 = icmp slt i32 %454, %4
  %458 = select i1 %.not12, i32 16, i32 0
  %narrow14 = select i1 %.not12, i32 %457, i32 0
  %.idx13 = sext i32 %narrow14 to i64
  %459 = getelementptr bfloat, ptr addrspace(1) %1, i64 %.idx13
  %460 = getelementptr i8, ptr addrspace(3) %426, i64 %291
  %461 = ptrtoint ptr addrspace(3) %460 to i64
  %462 = trunc i64 %461 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %462, ptr addrspace(1) %459, i32 %458) #7
  %463 = getelementptr i8, ptr addrspace(3) %426, i64 9216
  %464 = getelementptr bfloat, ptr addrspace(1) %2, i64 %.idx
  %465 = getelementptr i8, ptr addrspace(3) %463, i64 %276
  %466 = ptrtoint ptr addrspace(3) %465 to i64
  %467 = trunc i64 %466 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %467, ptr addrspace(1) %464, i32 %431) #7
  %468 = getelementptr bfloat, ptr addrspace(1) %2, i64 %.idx7
  %469 = getelementptr i8, ptr addrspace(3) %463, i64 %281
  %470 = ptrtoint ptr addrspace(3) %469 to i64
  %471 = trunc i64 %470 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %471, ptr addrspace(1) %468, i32 %440) #7
  %472 = getelementptr bfloat, ptr addrspace(1) %2, i64 %.idx10
  %473 = getelementptr i8, ptr addrspace(3) %463, i64 %286
  %474 = ptrtoint ptr addrspace(3) %473 to i64
  %475 = trunc i64 %474 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %475, ptr addrspace(1) %472, i32 %449) #7
  %476 = getelementptr bfloat, ptr addrspace(1) %2, i64 %.idx13
  %477 = getelementptr i8, ptr addrspace(3) %463, i64 %291
  %478 = ptrtoint ptr addrspace(3) %477 to i64
  %479 = trunc i64 %478 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %479, ptr addrspace(1) %476, i32 %458) #7
  br label %480

480:                                              ; preds = %422, %378
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #7
  %481 = mul nuw nsw i32 %417, 18432
  %482 = zext nneg i32 %481 to i64
  %483 = getelementptr i8, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 9216), i64 %482
  %484 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %345)
  %485 = extractvalue { i32, i32, i32, i32 } %484, 0
  %486 = extractvalue { i32, i32, i32, i32 } %484, 1
  %487 = extractvalue { i32, i32, i32, i32 } %484, 2
  %488 = extractvalue { i32, i32, i32, i32 } %484, 3
  %489 = getelementptr bfloat, ptr addrspace(3) %483, i64 %347
  %490 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %489)
  %491 = extractvalue { i32, i32, i32, i32 } %490, 0
  %492 = extractvalue { i32, i32, i32, i32 } %490, 1
  %493 = extractvalue { i32, i32, i32, i32 } %490, 2
  %494 = extractvalue { i32, i32, i32, i32 } %490, 3
  %495 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %485, i32 %486, i32 %487, i32 %488, i32 %491, i32 %492, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %496 = extractvalue { float, float, float, float } %495, 0
  %497 = extractvalue { float, float, float, float } %495, 1
  %498 = extractvalue { float, float, float, float } %495, 2
  %499 = extractvalue { float, float, float, float } %495, 3
  %500 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %485, i32 %486, i32 %487, i32 %488, i32 %493, i32 %494, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %501 = extractvalue { float, float, float, float } %500, 0
  %502 = extractvalue { float, float, float, float } %500, 1
  %503 = extractvalue { float, float, float, float } %500, 2
  %504 = extractvalue { float, float, float, float } %500, 3
  %505 = getelementptr bfloat, ptr addrspace(3) %483, i64 %348
  %506 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %505)
  %507 = extractvalue { i32, i32, i32, i32 } %506, 0
  %508 = extractvalue { i32, i32, i32, i32 } %506, 1
  %509 = extractvalue { i32, i32, i32, i32 } %506, 2
  %510 = extractvalue { i32, i32, i32, i32 } %506, 3
  %511 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %485, i32 %486, i32 %487, i32 %488, i32 %507, i32 %508, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %512 = extractvalue { float, float, float, float } %511, 0
  %513 = extractvalue { float, float, float, float } %511, 1
  %514 = extractvalue { float, float, float, float } %511, 2
  %515 = extractvalue { float, float, float, float } %511, 3
  %516 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %485, i32 %486, i32 %487, i32 %488, i32 %509, i32 %510, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %517 = extractvalue { float, float, float, float } %516, 0
  %518 = extractvalue { float, float, float, float } %516, 1
  %519 = extractvalue { float, float, float, float } %516, 2
  %520 = extractvalue { float, float, float, float } %516, 3
  %521 = getelementptr bfloat, ptr addrspace(3) %483, i64 %349
  %522 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %521)
  %523 = extractvalue { i32, i32, i32, i32 } %522, 0
  %524 = extractvalue { i32, i32, i32, i32 } %522, 1
  %525 = extractvalue { i32, i32, i32, i32 } %522, 2
  %526 = extractvalue { i32, i32, i32, i32 } %522, 3
  %527 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %485, i32 %486, i32 %487, i32 %488, i32 %523, i32 %524, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %528 = extractvalue { float, float, float, float } %527, 0
  %529 = extractvalue { float, float, float, float } %527, 1
  %530 = extractvalue { float, float, float, float } %527, 2
  %531 = extractvalue { float, float, float, float } %527, 3
  %532 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %485, i32 %486, i32 %487, i32 %488, i32 %525, i32 %526, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %533 = extractvalue { float, float, float, float } %532, 0
  %534 = extractvalue { float, float, float, float } %532, 1
  %535 = extractvalue { float, float, float, float } %532, 2
  %536 = extractvalue { float, float, float, float } %532, 3
  %537 = getelementptr bfloat, ptr addrspace(3) %483, i64 %350
  %538 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %537)
  %539 = extractvalue { i32, i32, i32, i32 } %538, 0
  %540 = extractvalue { i32, i32, i32, i32 } %538, 1
  %541 = extractvalue { i32, i32, i32, i32 } %538, 2
  %542 = extractvalue { i32, i32, i32, i32 } %538, 3
  %543 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %485, i32 %486, i32 %487, i32 %488, i32 %539, i32 %540, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %544 = extractvalue { float, float, float, float } %543, 0
  %545 = extractvalue { float, float, float, float } %543, 1
  %546 = extractvalue { float, float, float, float } %543, 2
  %547 = extractvalue { float, float, float, float } %543, 3
  %548 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %485, i32 %486, i32 %487, i32 %488, i32 %541, i32 %542, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %549 = extractvalue { float, float, float, float } %548, 0
  %550 = extractvalue { float, float, float, float } %548, 1
  %551 = extractvalue { float, float, float, float } %548, 2
  %552 = extractvalue { float, float, float, float } %548, 3
  %553 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %353)
  %554 = extractvalue { i32, i32, i32, i32 } %553, 0
  %555 = extractvalue { i32, i32, i32, i32 } %553, 1
  %556 = extractvalue { i32, i32, i32, i32 } %553, 2
  %557 = extractvalue { i32, i32, i32, i32 } %553, 3
  %558 = getelementptr bfloat, ptr addrspace(3) %483, i64 %356
  %559 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %558)
  %560 = extractvalue { i32, i32, i32, i32 } %559, 0
  %561 = extractvalue { i32, i32, i32, i32 } %559, 1
  %562 = extractvalue { i32, i32, i32, i32 } %559, 2
  %563 = extractvalue { i32, i32, i32, i32 } %559, 3
  %564 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %554, i32 %555, i32 %556, i32 %557, i32 %560, i32 %561, float %496, float %497, float %498, float %499) #7
  %565 = extractvalue { float, float, float, float } %564, 0
  %566 = extractvalue { float, float, float, float } %564, 1
  %567 = extractvalue { float, float, float, float } %564, 2
  %568 = extractvalue { float, float, float, float } %564, 3
  %569 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %554, i32 %555, i32 %556, i32 %557, i32 %562, i32 %563, float %501, float %502, float %503, float %504) #7
  %570 = extractvalue { float, float, float, float } %569, 0
  %571 = extractvalue { float, float, float, float } %569, 1
  %572 = extractvalue { float, float, float, float } %569, 2
  %573 = extractvalue { float, float, float, float } %569, 3
  %574 = getelementptr bfloat, ptr addrspace(3) %483, i64 %357
  %575 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %574)
  %576 = extractvalue { i32, i32, i32, i32 } %575, 0
  %577 = extractvalue { i32, i32, i32, i32 } %575, 1
  %578 = extractvalue { i32, i32, i32, i32 } %575, 2
  %579 = extractvalue { i32, i32, i32, i32 } %575, 3
  %580 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %554, i32 %555, i32 %556, i32 %557, i32 %576, i32 %577, float %512, float %513, float %514, float %515) #7
  %581 = extractvalue { float, float, float, float } %580, 0
  %582 = extractvalue { float, float, float, float } %580, 1
  %583 = extractvalue { float, float, float, float } %580, 2
  %584 = extractvalue { float, float, float, float } %580, 3
  %585 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %554, i32 %555, i32 %556, i32 %557, i32 %578, i32 %579, float %517, float %518, float %519, float %520) #7
  %586 = extractvalue { float, float, float, float } %585, 0
  %587 = extractvalue { float, float, float, float } %585, 1
  %588 = extractvalue { float, float, float, float } %585, 2
  %589 = extractvalue { float, float, float, float } %585, 3
  %590 = getelementptr bfloat, ptr addrspace(3) %483, i64 %358
  %591 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %590)
  %592 = extractvalue { i32, i32, i32, i32 } %591, 0
  %593 = extractvalue { i32, i32, i32, i32 } %591, 1
  %594 = extractvalue { i32, i32, i32, i32 } %591, 2
  %595 = extractvalue { i32, i32, i32, i32 } %591, 3
  %596 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %554, i32 %555, i32 %556, i32 %557, i32 %592, i32 %593, float %528, float %529, float %530, float %531) #7
  %597 = extractvalue { float, float, float, float } %596, 0
  %598 = extractvalue { float, float, float, float } %596, 1
  %599 = extractvalue { float, float, float, float } %596, 2
  %600 = extractvalue { float, float, float, float } %596, 3
  %601 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %554, i32 %555, i32 %556, i32 %557, i32 %594, i32 %595, float %533, float %534, float %535, float %536) #7
  %602 = extractvalue { float, float, float, float } %601, 0
  %603 = extractvalue { float, float, float, float } %601, 1
  %604 = extractvalue { float, float, float, float } %601, 2
  %605 = extractvalue { float, float, float, float } %601, 3
  %606 = getelementptr bfloat, ptr addrspace(3) %483, i64 %359
  %607 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %606)
  %608 = extractvalue { i32, i32, i32, i32 } %607, 0
  %609 = extractvalue { i32, i32, i32, i32 } %607, 1
  %610 = extractvalue { i32, i32, i32, i32 } %607, 2
  %611 = extractvalue { i32, i32, i32, i32 } %607, 3
  %612 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %554, i32 %555, i32 %556, i32 %557, i32 %608, i32 %609, float %544, float %545, float %546, float %547) #7
  %613 = extractvalue { float, float, float, float } %612, 0
  %614 = extractvalue { float, float, float, float } %612, 1
  %615 = extractvalue { float, float, float, float } %612, 2
  %616 = extractvalue { float, float, float, float } %612, 3
  %617 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %554, i32 %555, i32 %556, i32 %557, i32 %610, i32 %611, float %549, float %550, float %551, float %552) #7
  %618 = extractvalue { float, float, float, float } %617, 0
  %619 = extractvalue { float, float, float, float } %617, 1
  %620 = extractvalue { float, float, float, float } %617, 2
  %621 = extractvalue { float, float, float, float } %617, 3
  %622 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %362)
  %623 = extractvalue { i32, i32, i32, i32 } %622, 0
  %624 = extractvalue { i32, i32, i32, i32 } %622, 1
  %625 = extractvalue { i32, i32, i32, i32 } %622, 2
  %626 = extractvalue { i32, i32, i32, i32 } %622, 3
  %627 = getelementptr bfloat, ptr addrspace(3) %483, i64 %365
  %628 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %627)
  %629 = extractvalue { i32, i32, i32, i32 } %628, 0
  %630 = extractvalue { i32, i32, i32, i32 } %628, 1
  %631 = extractvalue { i32, i32, i32, i32 } %628, 2
  %632 = extractvalue { i32, i32, i32, i32 } %628, 3
  %633 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %623, i32 %624, i32 %625, i32 %626, i32 %629, i32 %630, float %565, float %566, float %567, float %568) #7
  %634 = extractvalue { float, float, float, float } %633, 0
  %635 = extractvalue { float, float, float, float } %633, 1
  %636 = extractvalue { float, float, float, float } %633, 2
  %637 = extractvalue { float, float, float, float } %633, 3
  %638 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %623, i32 %624, i32 %625, i32 %626, i32 %631, i32 %632, float %570, float %571, float %572, float %573) #7
  %639 = extractvalue { float, float, float, float } %638, 0
  %640 = extractvalue { float, float, float, float } %638, 1
  %641 = extractvalue { float, float, float, float } %638, 2
  %642 = extractvalue { float, float, float, float } %638, 3
  %643 = getelementptr bfloat, ptr addrspace(3) %483, i64 %366
  %644 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %643)
  %645 = extractvalue { i32, i32, i32, i32 } %644, 0
  %646 = extractvalue { i32, i32, i32, i32 } %644, 1
  %647 = extractvalue { i32, i32, i32, i32 } %644, 2
  %648 = extractvalue { i32, i32, i32, i32 } %644, 3
  %649 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %623, i32 %624, i32 %625, i32 %626, i32 %645, i32 %646, float %581, float %582, float %583, float %584) #7
  %650 = extractvalue { float, float, float, float } %649, 0
  %651 = extractvalue { float, float, float, float } %649, 1
  %652 = extractvalue { float, float, float, float } %649, 2
  %653 = extractvalue { float, float, float, float } %649, 3
  %654 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %623, i32 %624, i32 %625, i32 %626, i32 %647, i32 %648, float %586, float %587, float %588, float %589) #7
  %655 = extractvalue { float, float, float, float } %654, 0
  %656 = extractvalue { float, float, float, float } %654, 1
  %657 = extractvalue { float, float, float, float } %654, 2
  %658 = extractvalue { float, float, float, float } %654, 3
  %659 = getelementptr bfloat, ptr addrspace(3) %483, i64 %367
  %660 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %659)
  %661 = extractvalue { i32, i32, i32, i32 } %660, 0
  %662 = extractvalue { i32, i32, i32, i32 } %660, 1
  %663 = extractvalue { i32, i32, i32, i32 } %660, 2
  %664 = extractvalue { i32, i32, i32, i32 } %660, 3
  %665 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %623, i32 %624, i32 %625, i32 %626, i32 %661, i32 %662, float %597, float %598, float %599, float %600) #7
  %666 = extractvalue { float, float, float, float } %665, 0
  %667 = extractvalue { float, float, float, float } %665, 1
  %668 = extractvalue { float, float, float, float } %665, 2
  %669 = extractvalue { float, float, float, float } %665, 3
  %670 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %623, i32 %624, i32 %625, i32 %626, i32 %663, i32 %664, float %602, float %603, float %604, float %605) #7
  %671 = extractvalue { float, float, float, float } %670, 0
  %672 = extractvalue { float, float, float, float } %670, 1
  %673 = extractvalue { float, float, float, float } %670, 2
  %674 = extractvalue { float, float, float, float } %670, 3
  %675 = getelementptr bfloat, ptr addrspace(3) %483, i64 %368
  %676 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %675)
  %677 = extractvalue { i32, i32, i32, i32 } %676, 0
  %678 = extractvalue { i32, i32, i32, i32 } %676, 1
  %679 = extractvalue { i32, i32, i32, i32 } %676, 2
  %680 = extractvalue { i32, i32, i32, i32 } %676, 3
  %681 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %623, i32 %624, i32 %625, i32 %626, i32 %677, i32 %678, float %613, float %614, float %615, float %616) #7
  %682 = extractvalue { float, float, float, float } %681, 0
  %683 = extractvalue { float, float, float, float } %681, 1
  %684 = extractvalue { float, float, float, float } %681, 2
  %685 = extractvalue { float, float, float, float } %681, 3
  %686 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %623, i32 %624, i32 %625, i32 %626, i32 %679, i32 %680, float %618, float %619, float %620, float %621) #7
  %687 = extractvalue { float, float, float, float } %686, 0
  %688 = extractvalue { float, float, float, float } %686, 1
  %689 = extractvalue { float, float, float, float } %686, 2
  %690 = extractvalue { float, float, float, float } %686, 3
  %691 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %371)
  %692 = extractvalue { i32, i32, i32, i32 } %691, 0
  %693 = extractvalue { i32, i32, i32, i32 } %691, 1
  %694 = extractvalue { i32, i32, i32, i32 } %691, 2
  %695 = extractvalue { i32, i32, i32, i32 } %691, 3
  %696 = getelementptr bfloat, ptr addrspace(3) %483, i64 %374
  %697 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %696)
  %698 = extractvalue { i32, i32, i32, i32 } %697, 0
  %699 = extractvalue { i32, i32, i32, i32 } %697, 1
  %700 = extractvalue { i32, i32, i32, i32 } %697, 2
  %701 = extractvalue { i32, i32, i32, i32 } %697, 3
  %702 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %692, i32 %693, i32 %694, i32 %695, i32 %698, i32 %699, float %634, float %635, float %636, float %637) #7
  %703 = extractvalue { float, float, float, float } %702, 0
  %704 = extractvalue { float, float, float, float } %702, 1
  %705 = extractvalue { float, float, float, float } %702, 2
  %706 = extractvalue { float, float, float, float } %702, 3
  %707 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %692, i32 %693, i32 %694, i32 %695, i32 %700, i32 %701, float %639, float %640, float %641, float %642) #7
  %708 = extractvalue { float, float, float, float } %707, 0
  %709 = extractvalue { float, float, float, float } %707, 1
  %710 = extractvalue { float, float, float, float } %707, 2
  %711 = extractvalue { float, float, float, float } %707, 3
  %712 = getelementptr bfloat, ptr addrspace(3) %483, i64 %375
  %713 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %712)
  %714 = extractvalue { i32, i32, i32, i32 } %713, 0
  %715 = extractvalue { i32, i32, i32, i32 } %713, 1
  %716 = extractvalue { i32, i32, i32, i32 } %713, 2
  %717 = extractvalue { i32, i32, i32, i32 } %713, 3
  %718 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %692, i32 %693, i32 %694, i32 %695, i32 %714, i32 %715, float %650, float %651, float %652, float %653) #7
  %719 = extractvalue { float, float, float, float } %718, 0
  %720 = extractvalue { float, float, float, float } %718, 1
  %721 = extractvalue { float, float, float, float } %718, 2
  %722 = extractvalue { float, float, float, float } %718, 3
  %723 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %692, i32 %693, i32 %694, i32 %695, i32 %716, i32 %717, float %655, float %656, float %657, float %658) #7
  %724 = extractvalue { float, float, float, float } %723, 0
  %725 = extractvalue { float, float, float, float } %723, 1
  %726 = extractvalue { float, float, float, float } %723, 2
  %727 = extractvalue { float, float, float, float } %723, 3
  %728 = getelementptr bfloat, ptr addrspace(3) %483, i64 %376
  %729 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %728)
  %730 = extractvalue { i32, i32, i32, i32 } %729, 0
  %731 = extractvalue { i32, i32, i32, i32 } %729, 1
  %732 = extractvalue { i32, i32, i32, i32 } %729, 2
  %733 = extractvalue { i32, i32, i32, i32 } %729, 3
  %734 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %692, i32 %693, i32 %694, i32 %695, i32 %730, i32 %731, float %666, float %667, float %668, float %669) #7
  %735 = extractvalue { float, float, float, float } %734, 0
  %736 = extractvalue { float, float, float, float } %734, 1
  %737 = extractvalue { float, float, float, float } %734, 2
  %738 = extractvalue { float, float, float, float } %734, 3
  %739 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %692, i32 %693, i32 %694, i32 %695, i32 %732, i32 %733, float %671, float %672, float %673, float %674) #7
  %740 = extractvalue { float, float, float, float } %739, 0
  %741 = extractvalue { float, float, float, float } %739, 1
  %742 = extractvalue { float, float, float, float } %739, 2
  %743 = extractvalue { float, float, float, float } %739, 3
  %744 = getelementptr bfloat, ptr addrspace(3) %483, i64 %377
  %745 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %744)
  %746 = extractvalue { i32, i32, i32, i32 } %745, 0
  %747 = extractvalue { i32, i32, i32, i32 } %745, 1
  %748 = extractvalue { i32, i32, i32, i32 } %745, 2
  %749 = extractvalue { i32, i32, i32, i32 } %745, 3
  %750 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %692, i32 %693, i32 %694, i32 %695, i32 %746, i32 %747, float %682, float %683, float %684, float %685) #7
  %751 = extractvalue { float, float, float, float } %750, 0
  %752 = extractvalue { float, float, float, float } %750, 1
  %753 = extractvalue { float, float, float, float } %750, 2
  %754 = extractvalue { float, float, float, float } %750, 3
  %755 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %692, i32 %693, i32 %694, i32 %695, i32 %748, i32 %749, float %687, float %688, float %689, float %690) #7
  %756 = extractvalue { float, float, float, float } %755, 0
  %757 = extractvalue { float, float, float, float } %755, 1
  %758 = extractvalue { float, float, float, float } %755, 2
  %759 = extractvalue { float, float, float, float } %755, 3
  %760 = getelementptr i8, ptr addrspace(3) %483, i64 9216
  %761 = fmul float %126, %703
  %762 = fmul float %126, %704
  %763 = fmul float %126, %705
  %764 = fmul float %126, %706
  %765 = fmul float %126, %708
  %766 = fmul float %126, %709
  %767 = fmul float %126, %710
  %768 = fmul float %126, %711
  %769 = fmul float %126, %719
  %770 = fmul float %126, %720
  %771 = fmul float %126, %721
  %772 = fmul float %126, %722
  %773 = fmul float %126, %724
  %774 = fmul float %126, %725
  %775 = fmul float %126, %726
  %776 = fmul float %126, %727
  %777 = fmul float %126, %735
  %778 = fmul float %126, %736
  %779 = fmul float %126, %737
  %780 = fmul float %126, %738
  %781 = fmul float %126, %740
  %782 = fmul float %126, %741
  %783 = fmul float %126, %742
  %784 = fmul float %126, %743
  %785 = fmul float %126, %751
  %786 = fmul float %126, %752
  %787 = fmul float %126, %753
  %788 = fmul float %126, %754
  %789 = fmul float %126, %756
  %790 = fmul float %126, %757
  %791 = fmul float %126, %758
  %792 = fmul float %126, %759
  %793 = or disjoint i32 %415, %304
  %794 = icmp slt i32 %793, %4
  %795 = or disjoint i32 %793, 1
  %796 = icmp slt i32 %795, %4
  %797 = or disjoint i32 %793, 8
  %798 = icmp slt i32 %797, %4
  %799 = or disjoint i32 %793, 9
  %800 = icmp slt i32 %799, %4
  %801 = or disjoint i32 %793, 16
  %802 = icmp slt i32 %801, %4
  %803 = or disjoint i32 %793, 17
  %804 = icmp slt i32 %803, %4
  %805 = or disjoint i32 %793, 24
  %806 = icmp slt i32 %805, %4
  %807 = or disjoint i32 %793, 25
  %808 = icmp slt i32 %807, %4
  %809 = or disjoint i32 %793, 32
  %810 = icmp slt i32 %809, %4
  %811 = or disjoint i32 %793, 33
  %812 = icmp slt i32 %811, %4
  %813 = or disjoint i32 %793, 40
  %814 = icmp slt i32 %813, %4
  %815 = or disjoint i32 %793, 41
  %816 = icmp slt i32 %815, %4
  %817 = or disjoint i32 %793, 48
  %818 = icmp slt i32 %817, %4
  %819 = or disjoint i32 %793, 49
  %820 = icmp slt i32 %819, %4
  %821 = or disjoint i32 %793, 56
  %822 = icmp slt i32 %821, %4
  %823 = or disjoint i32 %793, 57
  %824 = icmp slt i32 %823, %4
  %825 = select i1 %794, float %761, float 0xFFF0000000000000
  %826 = select i1 %796, float %762, float 0xFFF0000000000000
  %827 = select i1 %794, float %763, float 0xFFF0000000000000
  %828 = select i1 %796, float %764, float 0xFFF0000000000000
  %829 = select i1 %798, float %765, float 0xFFF0000000000000
  %830 = select i1 %800, float %766, float 0xFFF0000000000000
  %831 = select i1 %798, float %767, float 0xFFF0000000000000
  %832 = select i1 %800, float %768, float 0xFFF0000000000000
  %833 = select i1 %802, float %769, float 0xFFF0000000000000
  %834 = select i1 %804, float %770, float 0xFFF0000000000000
  %835 = select i1 %802, float %771, float 0xFFF0000000000000
  %836 = select i1 %804, float %772, float 0xFFF0000000000000
  %837 = select i1 %806, float %773, float 0xFFF0000000000000
  %838 = select i1 %808, float %774, float 0xFFF0000000000000
  %839 = select i1 %806, float %775, float 0xFFF0000000000000
  %840 = select i1 %808, float %776, float 0xFFF0000000000000
  %841 = select i1 %810, float %777, float 0xFFF0000000000000
  %842 = select i1 %812, float %778, float 0xFFF0000000000000
  %843 = select i1 %810, float %779, float 0xFFF0000000000000
  %844 = select i1 %812, float %780, float 0xFFF0000000000000
  %845 = select i1 %814, float %781, float 0xFFF0000000000000
  %846 = select i1 %816, float %782, float 0xFFF0000000000000
  %847 = select i1 %814, float %783, float 0xFFF0000000000000
  %848 = select i1 %816, float %784, float 0xFFF0000000000000
  %849 = select i1 %818, float %785, float 0xFFF0000000000000
  %850 = select i1 %820, float %786, float 0xFFF0000000000000
  %851 = select i1 %818, float %787, float 0xFFF0000000000000
  %852 = select i1 %820, float %788, float 0xFFF0000000000000
  %853 = select i1 %822, float %789, float 0xFFF0000000000000
  %854 = select i1 %824, float %790, float 0xFFF0000000000000
  %855 = select i1 %822, float %791, float 0xFFF0000000000000
  %856 = select i1 %824, float %792, float 0xFFF0000000000000
  %857 = tail call float @llvm.maxnum.f32(float %825, float %826)
  %858 = tail call float @llvm.maxnum.f32(float %827, float %828)
  %859 = tail call float @llvm.maxnum.f32(float %857, float %829)
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
  %875 = tail call float @llvm.maxnum.f32(float %872, float %845)
  %876 = tail call float @llvm.maxnum.f32(float %875, float %846)
  %877 = tail call float @llvm.maxnum.f32(float %874, float %847)
  %878 = tail call float @llvm.maxnum.f32(float %877, float %848)
  %879 = tail call float @llvm.maxnum.f32(float %876, float %849)
  %880 = tail call float @llvm.maxnum.f32(float %879, float %850)
  %881 = tail call float @llvm.maxnum.f32(float %878, float %851)
  %882 = tail call float @llvm.maxnum.f32(float %881, float %852)
  %883 = tail call float @llvm.maxnum.f32(float %880, float %853)
  %884 = tail call float @llvm.maxnum.f32(float %883, float %854)
  %885 = tail call float @llvm.maxnum.f32(float %882, float %855)
  %886 = tail call float @llvm.maxnum.f32(float %885, float %856)
  %887 = bitcast float %884 to i32
  %888 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %887, i32 2, i32 31)
  %889 = bitcast i32 %888 to float
  %890 = tail call float @llvm.maxnum.f32(float %884, float %889)
  %891 = bitcast float %886 to i32
  %892 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %891, i32 2, i32 31)
  %893 = bitcast i32 %892 to float
  %894 = tail call float @llvm.maxnum.f32(float %886, float %893)
  %895 = bitcast float %890 to i32
  %896 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %895, i32 1, i32 31)
  %897 = bitcast i32 %896 to float
  %898 = tail call float @llvm.maxnum.f32(float %890, float %897)
  %899 = bitcast float %894 to i32
  %900 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %899, i32 1, i32 31)
  %901 = bitcast i32 %900 to float
  %902 = tail call float @llvm.maxnum.f32(float %894, float %901)
  %903 = tail call float @llvm.maxnum.f32(float %380, float %898)
  %904 = tail call float @llvm.maxnum.f32(float %379, float %902)
  %905 = fsub float %825, %903
  %906 = fsub float %826, %903
  %907 = fsub float %827, %904
  %908 = fsub float %828, %904
  %909 = fsub float %829, %903
  %910 = fsub float %830, %903
  %911 = fsub float %831, %904
  %912 = fsub float %832, %904
  %913 = fsub float %833, %903
  %914 = fsub float %834, %903
  %915 = fsub float %835, %904
  %916 = fsub float %836, %904
  %917 = fsub float %837, %903
  %918 = fsub float %838, %903
  %919 = fsub float %839, %904
  %920 = fsub float %840, %904
  %921 = fsub float %841, %903
  %922 = fsub float %842, %903
  %923 = fsub float %843, %904
  %924 = fsub float %844, %904
  %925 = fsub float %845, %903
  %926 = fsub float %846, %903
  %927 = fsub float %847, %904
  %928 = fsub float %848, %904
  %929 = fsub float %849, %903
  %930 = fsub float %850, %903
  %931 = fsub float %851, %904
  %932 = fsub float %852, %904
  %933 = fsub float %853, %903
  %934 = fsub float %854, %903
  %935 = fsub float %855, %904
  %936 = fsub float %856, %904
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
  %957 = tail call float @llvm.nvvm.ex2.approx.f32(float %925)
  %958 = tail call float @llvm.nvvm.ex2.approx.f32(float %926)
  %959 = tail call float @llvm.nvvm.ex2.approx.f32(float %927)
  %960 = tail call float @llvm.nvvm.ex2.approx.f32(float %928)
  %961 = tail call float @llvm.nvvm.ex2.approx.f32(float %929)
  %962 = tail call float @llvm.nvvm.ex2.approx.f32(float %930)
  %963 = tail call float @llvm.nvvm.ex2.approx.f32(float %931)
  %964 = tail call float @llvm.nvvm.ex2.approx.f32(float %932)
  %965 = tail call float @llvm.nvvm.ex2.approx.f32(float %933)
  %966 = tail call float @llvm.nvvm.ex2.approx.f32(float %934)
  %967 = tail call float @llvm.nvvm.ex2.approx.f32(float %935)
  %968 = tail call float @llvm.nvvm.ex2.approx.f32(float %936)
  %969 = fsub float %380, %903
  %970 = fsub float %379, %904
  %971 = tail call float @llvm.nvvm.ex2.approx.f32(float %969)
  %972 = tail call float @llvm.nvvm.ex2.approx.f32(float %970)
  %973 = fmul float %414, %971
  %974 = fmul float %413, %972
  %975 = fadd float %937, %938
  %976 = fadd float %939, %940
  %977 = fadd float %975, %941
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
  %993 = fadd float %990, %957
  %994 = fadd float %993, %958
  %995 = fadd float %992, %959
  %996 = fadd float %995, %960
  %997 = fadd float %994, %961
  %998 = fadd float %997, %962
  %999 = fadd float %996, %963
  %1000 = fadd float %999, %964
  %1001 = fadd float %998, %965
  %1002 = fadd float %1001, %966
  %1003 = fadd float %1000, %967
  %1004 = fadd float %1003, %968
  %1005 = bitcast float %1002 to i32
  %1006 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1005, i32 2, i32 31)
  %1007 = bitcast i32 %1006 to float
  %1008 = fadd float %1002, %1007
  %1009 = bitcast float %1004 to i32
  %1010 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1009, i32 2, i32 31)
  %1011 = bitcast i32 %1010 to float
  %1012 = fadd float %1004, %1011
  %1013 = bitcast float %1008 to i32
  %1014 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1013, i32 1, i32 31)
  %1015 = bitcast i32 %1014 to float
  %1016 = fadd float %1008, %1015
  %1017 = bitcast float %1012 to i32
  %1018 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1017, i32 1, i32 31)
  %1019 = bitcast i32 %1018 to float
  %1020 = fadd float %1012, %1019
  %1021 = fadd float %973, %1016
  %1022 = fadd float %974, %1020
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
  %1043 = fptrunc float %957 to bfloat
  %1044 = fptrunc float %958 to bfloat
  %1045 = fptrunc float %959 to bfloat
  %1046 = fptrunc float %960 to bfloat
  %1047 = fptrunc float %961 to bfloat
  %1048 = fptrunc float %962 to bfloat
  %1049 = fptrunc float %963 to bfloat
  %1050 = fptrunc float %964 to bfloat
  %1051 = fptrunc float %965 to bfloat
  %1052 = fptrunc float %966 to bfloat
  %1053 = fptrunc float %967 to bfloat
  %1054 = fptrunc float %968 to bfloat
  %1055 = fmul float %412, %971
  %1056 = fmul float %411, %971
  %1057 = fmul float %410, %972
  %1058 = fmul float %409, %972
  %1059 = fmul float %408, %971
  %1060 = fmul float %407, %971
  %1061 = fmul float %406, %972
  %1062 = fmul float %405, %972
  %1063 = fmul float %404, %971
  %1064 = fmul float %403, %971
  %1065 = fmul float %402, %972
  %1066 = fmul float %401, %972
  %1067 = fmul float %400, %971
  %1068 = fmul float %399, %971
  %1069 = fmul float %398, %972
  %1070 = fmul float %397, %972
  %1071 = fmul float %396, %971
  %1072 = fmul float %395, %971
  %1073 = fmul float %394, %972
  %1074 = fmul float %393, %972
  %1075 = fmul float %392, %971
  %1076 = fmul float %391, %971
  %1077 = fmul float %390, %972
  %1078 = fmul float %389, %972
  %1079 = fmul float %388, %971
  %1080 = fmul float %387, %971
  %1081 = fmul float %386, %972
  %1082 = fmul float %385, %972
  %1083 = fmul float %384, %971
  %1084 = fmul float %383, %971
  %1085 = fmul float %382, %972
  %1086 = fmul float %381, %972
  %1087 = insertelement <2 x bfloat> poison, bfloat %1023, i64 0
  %1088 = insertelement <2 x bfloat> %1087, bfloat %1024, i64 1
  %1089 = bitcast <2 x bfloat> %1088 to i32
  %1090 = insertelement <2 x bfloat> poison, bfloat %1025, i64 0
  %1091 = insertelement <2 x bfloat> %1090, bfloat %1026, i64 1
  %1092 = bitcast <2 x bfloat> %1091 to i32
  %1093 = insertelement <2 x bfloat> poison, bfloat %1027, i64 0
  %1094 = insertelement <2 x bfloat> %1093, bfloat %1028, i64 1
  %1095 = bitcast <2 x bfloat> %1094 to i32
  %1096 = insertelement <2 x bfloat> poison, bfloat %1029, i64 0
  %1097 = insertelement <2 x bfloat> %1096, bfloat %1030, i64 1
  %1098 = bitcast <2 x bfloat> %1097 to i32
  %1099 = insertelement <2 x bfloat> poison, bfloat %1031, i64 0
  %1100 = insertelement <2 x bfloat> %1099, bfloat %1032, i64 1
  %1101 = bitcast <2 x bfloat> %1100 to i32
  %1102 = insertelement <2 x bfloat> poison, bfloat %1033, i64 0
  %1103 = insertelement <2 x bfloat> %1102, bfloat %1034, i64 1
  %1104 = bitcast <2 x bfloat> %1103 to i32
  %1105 = insertelement <2 x bfloat> poison, bfloat %1035, i64 0
  %1106 = insertelement <2 x bfloat> %1105, bfloat %1036, i64 1
  %1107 = bitcast <2 x bfloat> %1106 to i32
  %1108 = insertelement <2 x bfloat> poison, bfloat %1037, i64 0
  %1109 = insertelement <2 x bfloat> %1108, bfloat %1038, i64 1
  %1110 = bitcast <2 x bfloat> %1109 to i32
  %1111 = insertelement <2 x bfloat> poison, bfloat %1039, i64 0
  %1112 = insertelement <2 x bfloat> %1111, bfloat %1040, i64 1
  %1113 = bitcast <2 x bfloat> %1112 to i32
  %1114 = insertelement <2 x bfloat> poison, bfloat %1041, i64 0
  %1115 = insertelement <2 x bfloat> %1114, bfloat %1042, i64 1
  %1116 = bitcast <2 x bfloat> %1115 to i32
  %1117 = insertelement <2 x bfloat> poison, bfloat %1043, i64 0
  %1118 = insertelement <2 x bfloat> %1117, bfloat %1044, i64 1
  %1119 = bitcast <2 x bfloat> %1118 to i32
  %1120 = insertelement <2 x bfloat> poison, bfloat %1045, i64 0
  %1121 = insertelement <2 x bfloat> %1120, bfloat %1046, i64 1
  %1122 = bitcast <2 x bfloat> %1121 to i32
  %1123 = insertelement <2 x bfloat> poison, bfloat %1047, i64 0
  %1124 = insertelement <2 x bfloat> %1123, bfloat %1048, i64 1
  %1125 = bitcast <2 x bfloat> %1124 to i32
  %1126 = insertelement <2 x bfloat> poison, bfloat %1049, i64 0
  %1127 = insertelement <2 x bfloat> %1126, bfloat %1050, i64 1
  %1128 = bitcast <2 x bfloat> %1127 to i32
  %1129 = insertelement <2 x bfloat> poison, bfloat %1051, i64 0
  %1130 = insertelement <2 x bfloat> %1129, bfloat %1052, i64 1
  %1131 = bitcast <2 x bfloat> %1130 to i32
  %1132 = insertelement <2 x bfloat> poison, bfloat %1053, i64 0
  %1133 = insertelement <2 x bfloat> %1132, bfloat %1054, i64 1
  %1134 = bitcast <2 x bfloat> %1133 to i32
  %1135 = getelementptr bfloat, ptr addrspace(3) %760, i64 %307
  %1136 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1135)
  %1137 = extractvalue { i32, i32, i32, i32 } %1136, 0
  %1138 = extractvalue { i32, i32, i32, i32 } %1136, 1
  %1139 = extractvalue { i32, i32, i32, i32 } %1136, 2
  %1140 = extractvalue { i32, i32, i32, i32 } %1136, 3
  %1141 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1089, i32 %1092, i32 %1095, i32 %1098, i32 %1137, i32 %1138, float %1055, float %1056, float %1057, float %1058) #7
  %1142 = extractvalue { float, float, float, float } %1141, 0
  %1143 = extractvalue { float, float, float, float } %1141, 1
  %1144 = extractvalue { float, float, float, float } %1141, 2
  %1145 = extractvalue { float, float, float, float } %1141, 3
  %1146 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1089, i32 %1092, i32 %1095, i32 %1098, i32 %1139, i32 %1140, float %1059, float %1060, float %1061, float %1062) #7
  %1147 = extractvalue { float, float, float, float } %1146, 0
  %1148 = extractvalue { float, float, float, float } %1146, 1
  %1149 = extractvalue { float, float, float, float } %1146, 2
  %1150 = extractvalue { float, float, float, float } %1146, 3
  %1151 = getelementptr bfloat, ptr addrspace(3) %760, i64 %310
  %1152 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1151)
  %1153 = extractvalue { i32, i32, i32, i32 } %1152, 0
  %1154 = extractvalue { i32, i32, i32, i32 } %1152, 1
  %1155 = extractvalue { i32, i32, i32, i32 } %1152, 2
  %1156 = extractvalue { i32, i32, i32, i32 } %1152, 3
  %1157 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1089, i32 %1092, i32 %1095, i32 %1098, i32 %1153, i32 %1154, float %1063, float %1064, float %1065, float %1066) #7
  %1158 = extractvalue { float, float, float, float } %1157, 0
  %1159 = extractvalue { float, float, float, float } %1157, 1
  %1160 = extractvalue { float, float, float, float } %1157, 2
  %1161 = extractvalue { float, float, float, float } %1157, 3
  %1162 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1089, i32 %1092, i32 %1095, i32 %1098, i32 %1155, i32 %1156, float %1067, float %1068, float %1069, float %1070) #7
  %1163 = extractvalue { float, float, float, float } %1162, 0
  %1164 = extractvalue { float, float, float, float } %1162, 1
  %1165 = extractvalue { float, float, float, float } %1162, 2
  %1166 = extractvalue { float, float, float, float } %1162, 3
  %1167 = getelementptr bfloat, ptr addrspace(3) %760, i64 %313
  %1168 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1167)
  %1169 = extractvalue { i32, i32, i32, i32 } %1168, 0
  %1170 = extractvalue { i32, i32, i32, i32 } %1168, 1
  %1171 = extractvalue { i32, i32, i32, i32 } %1168, 2
  %1172 = extractvalue { i32, i32, i32, i32 } %1168, 3
  %1173 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1089, i32 %1092, i32 %1095, i32 %1098, i32 %1169, i32 %1170, float %1071, float %1072, float %1073, float %1074) #7
  %1174 = extractvalue { float, float, float, float } %1173, 0
  %1175 = extractvalue { float, float, float, float } %1173, 1
  %1176 = extractvalue { float, float, float, float } %1173, 2
  %1177 = extractvalue { float, float, float, float } %1173, 3
  %1178 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1089, i32 %1092, i32 %1095, i32 %1098, i32 %1171, i32 %1172, float %1075, float %1076, float %1077, float %1078) #7
  %1179 = extractvalue { float, float, float, float } %1178, 0
  %1180 = extractvalue { float, float, float, float } %1178, 1
  %1181 = extractvalue { float, float, float, float } %1178, 2
  %1182 = extractvalue { float, float, float, float } %1178, 3
  %1183 = getelementptr bfloat, ptr addrspace(3) %760, i64 %316
  %1184 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1183)
  %1185 = extractvalue { i32, i32, i32, i32 } %1184, 0
  %1186 = extractvalue { i32, i32, i32, i32 } %1184, 1
  %1187 = extractvalue { i32, i32, i32, i32 } %1184, 2
  %1188 = extractvalue { i32, i32, i32, i32 } %1184, 3
  %1189 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1089, i32 %1092, i32 %1095, i32 %1098, i32 %1185, i32 %1186, float %1079, float %1080, float %1081, float %1082) #7
  %1190 = extractvalue { float, float, float, float } %1189, 0
  %1191 = extractvalue { float, float, float, float } %1189, 1
  %1192 = extractvalue { float, float, float, float } %1189, 2
  %1193 = extractvalue { float, float, float, float } %1189, 3
  %1194 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1089, i32 %1092, i32 %1095, i32 %1098, i32 %1187, i32 %1188, float %1083, float %1084, float %1085, float %1086) #7
  %1195 = extractvalue { float, float, float, float } %1194, 0
  %1196 = extractvalue { float, float, float, float } %1194, 1
  %1197 = extractvalue { float, float, float, float } %1194, 2
  %1198 = extractvalue { float, float, float, float } %1194, 3
  %1199 = getelementptr bfloat, ptr addrspace(3) %760, i64 %319
  %1200 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1199)
  %1201 = extractvalue { i32, i32, i32, i32 } %1200, 0
  %1202 = extractvalue { i32, i32, i32, i32 } %1200, 1
  %1203 = extractvalue { i32, i32, i32, i32 } %1200, 2
  %1204 = extractvalue { i32, i32, i32, i32 } %1200, 3
  %1205 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1101, i32 %1104, i32 %1107, i32 %1110, i32 %1201, i32 %1202, float %1142, float %1143, float %1144, float %1145) #7
  %1206 = extractvalue { float, float, float, float } %1205, 0
  %1207 = extractvalue { float, float, float, float } %1205, 1
  %1208 = extractvalue { float, float, float, float } %1205, 2
  %1209 = extractvalue { float, float, float, float } %1205, 3
  %1210 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1101, i32 %1104, i32 %1107, i32 %1110, i32 %1203, i32 %1204, float %1147, float %1148, float %1149, float %1150) #7
  %1211 = extractvalue { float, float, float, float } %1210, 0
  %1212 = extractvalue { float, float, float, float } %1210, 1
  %1213 = extractvalue { float, float, float, float } %1210, 2
  %1214 = extractvalue { float, float, float, float } %1210, 3
  %1215 = getelementptr bfloat, ptr addrspace(3) %760, i64 %321
  %1216 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1215)
  %1217 = extractvalue { i32, i32, i32, i32 } %1216, 0
  %1218 = extractvalue { i32, i32, i32, i32 } %1216, 1
  %1219 = extractvalue { i32, i32, i32, i32 } %1216, 2
  %1220 = extractvalue { i32, i32, i32, i32 } %1216, 3
  %1221 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1101, i32 %1104, i32 %1107, i32 %1110, i32 %1217, i32 %1218, float %1158, float %1159, float %1160, float %1161) #7
  %1222 = extractvalue { float, float, float, float } %1221, 0
  %1223 = extractvalue { float, float, float, float } %1221, 1
  %1224 = extractvalue { float, float, float, float } %1221, 2
  %1225 = extractvalue { float, float, float, float } %1221, 3
  %1226 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1101, i32 %1104, i32 %1107, i32 %1110, i32 %1219, i32 %1220, float %1163, float %1164, float %1165, float %1166) #7
  %1227 = extractvalue { float, float, float, float } %1226, 0
  %1228 = extractvalue { float, float, float, float } %1226, 1
  %1229 = extractvalue { float, float, float, float } %1226, 2
  %1230 = extractvalue { float, float, float, float } %1226, 3
  %1231 = getelementptr bfloat, ptr addrspace(3) %760, i64 %323
  %1232 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1231)
  %1233 = extractvalue { i32, i32, i32, i32 } %1232, 0
  %1234 = extractvalue { i32, i32, i32, i32 } %1232, 1
  %1235 = extractvalue { i32, i32, i32, i32 } %1232, 2
  %1236 = extractvalue { i32, i32, i32, i32 } %1232, 3
  %1237 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1101, i32 %1104, i32 %1107, i32 %1110, i32 %1233, i32 %1234, float %1174, float %1175, float %1176, float %1177) #7
  %1238 = extractvalue { float, float, float, float } %1237, 0
  %1239 = extractvalue { float, float, float, float } %1237, 1
  %1240 = extractvalue { float, float, float, float } %1237, 2
  %1241 = extractvalue { float, float, float, float } %1237, 3
  %1242 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1101, i32 %1104, i32 %1107, i32 %1110, i32 %1235, i32 %1236, float %1179, float %1180, float %1181, float %1182) #7
  %1243 = extractvalue { float, float, float, float } %1242, 0
  %1244 = extractvalue { float, float, float, float } %1242, 1
  %1245 = extractvalue { float, float, float, float } %1242, 2
  %1246 = extractvalue { float, float, float, float } %1242, 3
  %1247 = getelementptr bfloat, ptr addrspace(3) %760, i64 %325
  %1248 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1247)
  %1249 = extractvalue { i32, i32, i32, i32 } %1248, 0
  %1250 = extractvalue { i32, i32, i32, i32 } %1248, 1
  %1251 = extractvalue { i32, i32, i32, i32 } %1248, 2
  %1252 = extractvalue { i32, i32, i32, i32 } %1248, 3
  %1253 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1101, i32 %1104, i32 %1107, i32 %1110, i32 %1249, i32 %1250, float %1190, float %1191, float %1192, float %1193) #7
  %1254 = extractvalue { float, float, float, float } %1253, 0
  %1255 = extractvalue { float, float, float, float } %1253, 1
  %1256 = extractvalue { float, float, float, float } %1253, 2
  %1257 = extractvalue { float, float, float, float } %1253, 3
  %1258 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1101, i32 %1104, i32 %1107, i32 %1110, i32 %1251, i32 %1252, float %1195, float %1196, float %1197, float %1198) #7
  %1259 = extractvalue { float, float, float, float } %1258, 0
  %1260 = extractvalue { float, float, float, float } %1258, 1
  %1261 = extractvalue { float, float, float, float } %1258, 2
  %1262 = extractvalue { float, float, float, float } %1258, 3
  %1263 = getelementptr bfloat, ptr addrspace(3) %760, i64 %328
  %1264 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1263)
  %1265 = extractvalue { i32, i32, i32, i32 } %1264, 0
  %1266 = extractvalue { i32, i32, i32, i32 } %1264, 1
  %1267 = extractvalue { i32, i32, i32, i32 } %1264, 2
  %1268 = extractvalue { i32, i32, i32, i32 } %1264, 3
  %1269 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1113, i32 %1116, i32 %1119, i32 %1122, i32 %1265, i32 %1266, float %1206, float %1207, float %1208, float %1209) #7
  %1270 = extractvalue { float, float, float, float } %1269, 0
  %1271 = extractvalue { float, float, float, float } %1269, 1
  %1272 = extractvalue { float, float, float, float } %1269, 2
  %1273 = extractvalue { float, float, float, float } %1269, 3
  %1274 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1113, i32 %1116, i32 %1119, i32 %1122, i32 %1267, i32 %1268, float %1211, float %1212, float %1213, float %1214) #7
  %1275 = extractvalue { float, float, float, float } %1274, 0
  %1276 = extractvalue { float, float, float, float } %1274, 1
  %1277 = extractvalue { float, float, float, float } %1274, 2
  %1278 = extractvalue { float, float, float, float } %1274, 3
  %1279 = getelementptr bfloat, ptr addrspace(3) %760, i64 %330
  %1280 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1279)
  %1281 = extractvalue { i32, i32, i32, i32 } %1280, 0
  %1282 = extractvalue { i32, i32, i32, i32 } %1280, 1
  %1283 = extractvalue { i32, i32, i32, i32 } %1280, 2
  %1284 = extractvalue { i32, i32, i32, i32 } %1280, 3
  %1285 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1113, i32 %1116, i32 %1119, i32 %1122, i32 %1281, i32 %1282, float %1222, float %1223, float %1224, float %1225) #7
  %1286 = extractvalue { float, float, float, float } %1285, 0
  %1287 = extractvalue { float, float, float, float } %1285, 1
  %1288 = extractvalue { float, float, float, float } %1285, 2
  %1289 = extractvalue { float, float, float, float } %1285, 3
  %1290 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1113, i32 %1116, i32 %1119, i32 %1122, i32 %1283, i32 %1284, float %1227, float %1228, float %1229, float %1230) #7
  %1291 = extractvalue { float, float, float, float } %1290, 0
  %1292 = extractvalue { float, float, float, float } %1290, 1
  %1293 = extractvalue { float, float, float, float } %1290, 2
  %1294 = extractvalue { float, float, float, float } %1290, 3
  %1295 = getelementptr bfloat, ptr addrspace(3) %760, i64 %332
  %1296 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1295)
  %1297 = extractvalue { i32, i32, i32, i32 } %1296, 0
  %1298 = extractvalue { i32, i32, i32, i32 } %1296, 1
  %1299 = extractvalue { i32, i32, i32, i32 } %1296, 2
  %1300 = extractvalue { i32, i32, i32, i32 } %1296, 3
  %1301 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1113, i32 %1116, i32 %1119, i32 %1122, i32 %1297, i32 %1298, float %1238, float %1239, float %1240, float %1241) #7
  %1302 = extractvalue { float, float, float, float } %1301, 0
  %1303 = extractvalue { float, float, float, float } %1301, 1
  %1304 = extractvalue { float, float, float, float } %1301, 2
  %1305 = extractvalue { float, float, float, float } %1301, 3
  %1306 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1113, i32 %1116, i32 %1119, i32 %1122, i32 %1299, i32 %1300, float %1243, float %1244, float %1245, float %1246) #7
  %1307 = extractvalue { float, float, float, float } %1306, 0
  %1308 = extractvalue { float, float, float, float } %1306, 1
  %1309 = extractvalue { float, float, float, float } %1306, 2
  %1310 = extractvalue { float, float, float, float } %1306, 3
  %1311 = getelementptr bfloat, ptr addrspace(3) %760, i64 %334
  %1312 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1311)
  %1313 = extractvalue { i32, i32, i32, i32 } %1312, 0
  %1314 = extractvalue { i32, i32, i32, i32 } %1312, 1
  %1315 = extractvalue { i32, i32, i32, i32 } %1312, 2
  %1316 = extractvalue { i32, i32, i32, i32 } %1312, 3
  %1317 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1113, i32 %1116, i32 %1119, i32 %1122, i32 %1313, i32 %1314, float %1254, float %1255, float %1256, float %1257) #7
  %1318 = extractvalue { float, float, float, float } %1317, 0
  %1319 = extractvalue { float, float, float, float } %1317, 1
  %1320 = extractvalue { float, float, float, float } %1317, 2
  %1321 = extractvalue { float, float, float, float } %1317, 3
  %1322 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1113, i32 %1116, i32 %1119, i32 %1122, i32 %1315, i32 %1316, float %1259, float %1260, float %1261, float %1262) #7
  %1323 = extractvalue { float, float, float, float } %1322, 0
  %1324 = extractvalue { float, float, float, float } %1322, 1
  %1325 = extractvalue { float, float, float, float } %1322, 2
  %1326 = extractvalue { float, float, float, float } %1322, 3
  %1327 = getelementptr bfloat, ptr addrspace(3) %760, i64 %337
  %1328 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1327)
  %1329 = extractvalue { i32, i32, i32, i32 } %1328, 0
  %1330 = extractvalue { i32, i32, i32, i32 } %1328, 1
  %1331 = extractvalue { i32, i32, i32, i32 } %1328, 2
  %1332 = extractvalue { i32, i32, i32, i32 } %1328, 3
  %1333 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1125, i32 %1128, i32 %1131, i32 %1134, i32 %1329, i32 %1330, float %1270, float %1271, float %1272, float %1273) #7
  %1334 = extractvalue { float, float, float, float } %1333, 0
  %1335 = extractvalue { float, float, float, float } %1333, 1
  %1336 = extractvalue { float, float, float, float } %1333, 2
  %1337 = extractvalue { float, float, float, float } %1333, 3
  %1338 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1125, i32 %1128, i32 %1131, i32 %1134, i32 %1331, i32 %1332, float %1275, float %1276, float %1277, float %1278) #7
  %1339 = extractvalue { float, float, float, float } %1338, 0
  %1340 = extractvalue { float, float, float, float } %1338, 1
  %1341 = extractvalue { float, float, float, float } %1338, 2
  %1342 = extractvalue { float, float, float, float } %1338, 3
  %1343 = getelementptr bfloat, ptr addrspace(3) %760, i64 %339
  %1344 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1343)
  %1345 = extractvalue { i32, i32, i32, i32 } %1344, 0
  %1346 = extractvalue { i32, i32, i32, i32 } %1344, 1
  %1347 = extractvalue { i32, i32, i32, i32 } %1344, 2
  %1348 = extractvalue { i32, i32, i32, i32 } %1344, 3
  %1349 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1125, i32 %1128, i32 %1131, i32 %1134, i32 %1345, i32 %1346, float %1286, float %1287, float %1288, float %1289) #7
  %1350 = extractvalue { float, float, float, float } %1349, 0
  %1351 = extractvalue { float, float, float, float } %1349, 1
  %1352 = extractvalue { float, float, float, float } %1349, 2
  %1353 = extractvalue { float, float, float, float } %1349, 3
  %1354 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1125, i32 %1128, i32 %1131, i32 %1134, i32 %1347, i32 %1348, float %1291, float %1292, float %1293, float %1294) #7
  %1355 = extractvalue { float, float, float, float } %1354, 0
  %1356 = extractvalue { float, float, float, float } %1354, 1
  %1357 = extractvalue { float, float, float, float } %1354, 2
  %1358 = extractvalue { float, float, float, float } %1354, 3
  %1359 = getelementptr bfloat, ptr addrspace(3) %760, i64 %341
  %1360 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1359)
  %1361 = extractvalue { i32, i32, i32, i32 } %1360, 0
  %1362 = extractvalue { i32, i32, i32, i32 } %1360, 1
  %1363 = extractvalue { i32, i32, i32, i32 } %1360, 2
  %1364 = extractvalue { i32, i32, i32, i32 } %1360, 3
  %1365 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1125, i32 %1128, i32 %1131, i32 %1134, i32 %1361, i32 %1362, float %1302, float %1303, float %1304, float %1305) #7
  %1366 = extractvalue { float, float, float, float } %1365, 0
  %1367 = extractvalue { float, float, float, float } %1365, 1
  %1368 = extractvalue { float, float, float, float } %1365, 2
  %1369 = extractvalue { float, float, float, float } %1365, 3
  %1370 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1125, i32 %1128, i32 %1131, i32 %1134, i32 %1363, i32 %1364, float %1307, float %1308, float %1309, float %1310) #7
  %1371 = extractvalue { float, float, float, float } %1370, 0
  %1372 = extractvalue { float, float, float, float } %1370, 1
  %1373 = extractvalue { float, float, float, float } %1370, 2
  %1374 = extractvalue { float, float, float, float } %1370, 3
  %1375 = getelementptr bfloat, ptr addrspace(3) %760, i64 %343
  %1376 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1375)
  %1377 = extractvalue { i32, i32, i32, i32 } %1376, 0
  %1378 = extractvalue { i32, i32, i32, i32 } %1376, 1
  %1379 = extractvalue { i32, i32, i32, i32 } %1376, 2
  %1380 = extractvalue { i32, i32, i32, i32 } %1376, 3
  %1381 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1125, i32 %1128, i32 %1131, i32 %1134, i32 %1377, i32 %1378, float %1318, float %1319, float %1320, float %1321) #7
  %1382 = extractvalue { float, float, float, float } %1381, 0
  %1383 = extractvalue { float, float, float, float } %1381, 1
  %1384 = extractvalue { float, float, float, float } %1381, 2
  %1385 = extractvalue { float, float, float, float } %1381, 3
  %1386 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1125, i32 %1128, i32 %1131, i32 %1134, i32 %1379, i32 %1380, float %1323, float %1324, float %1325, float %1326) #7
  %1387 = extractvalue { float, float, float, float } %1386, 0
  %1388 = extractvalue { float, float, float, float } %1386, 1
  %1389 = extractvalue { float, float, float, float } %1386, 2
  %1390 = extractvalue { float, float, float, float } %1386, 3
  br i1 %419, label %378, label %._crit_edge

._crit_edge:                                      ; preds = %480, %.preheader.._crit_edge_crit_edge.critedge
  %.pre-phi221 = phi i32 [ %.pre220, %.preheader.._crit_edge_crit_edge.critedge ], [ %304, %480 ]
  %.pre-phi217 = phi i32 [ %.pre216, %.preheader.._crit_edge_crit_edge.critedge ], [ %293, %480 ]
  %.lcssa109 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1021, %480 ]
  %.lcssa108 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1022, %480 ]
  %.lcssa107 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1334, %480 ]
  %.lcssa106 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1335, %480 ]
  %.lcssa105 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1336, %480 ]
  %.lcssa104 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1337, %480 ]
  %.lcssa103 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1339, %480 ]
  %.lcssa102 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1340, %480 ]
  %.lcssa101 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1341, %480 ]
  %.lcssa100 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1342, %480 ]
  %.lcssa99 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1350, %480 ]
  %.lcssa98 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1351, %480 ]
  %.lcssa97 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1352, %480 ]
  %.lcssa96 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1353, %480 ]
  %.lcssa95 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1355, %480 ]
  %.lcssa94 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1356, %480 ]
  %.lcssa93 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1357, %480 ]
  %.lcssa92 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1358, %480 ]
  %.lcssa91 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1366, %480 ]
  %.lcssa90 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1367, %480 ]
  %.lcssa89 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1368, %480 ]
  %.lcssa88 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1369, %480 ]
  %.lcssa87 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1371, %480 ]
  %.lcssa86 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1372, %480 ]
  %.lcssa85 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1373, %480 ]
  %.lcssa84 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1374, %480 ]
  %.lcssa83 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1382, %480 ]
  %.lcssa82 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1383, %480 ]
  %.lcssa81 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1384, %480 ]
  %.lcssa80 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1385, %480 ]
  %.lcssa79 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1387, %480 ]
  %.lcssa78 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1388, %480 ]
  %.lcssa77 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1389, %480 ]
  %.lcssa76 = phi float [ 0.000000e+00, %.preheader.._crit_edge_crit_edge.critedge ], [ %1390, %480 ]
  %.lcssa75 = phi float [ 0xFFF0000000000000, %.preheader.._crit_edge_crit_edge.critedge ], [ %903, %480 ]
  %.lcssa74 = phi float [ 0xFFF0000000000000, %.preheader.._crit_edge_crit_edge.critedge ], [ %904, %480 ]
  tail call void asm sideeffect "cp.async.wait_all;", "~{memory}"() #7
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1391 = lshr i32 %7, 2
  %1392 = and i32 %1391, 7
  %1393 = or disjoint i32 %.pre-phi217, %1392
  %1394 = zext nneg i32 %1393 to i64
  %1395 = getelementptr float, ptr addrspace(3) @attention_smem, i64 %1394
  store float %.lcssa75, ptr addrspace(3) %1395, align 4
  %1396 = or disjoint i32 %1393, 8
  %1397 = zext nneg i32 %1396 to i64
  %1398 = getelementptr float, ptr addrspace(3) @attention_smem, i64 %1397
  store float %.lcssa74, ptr addrspace(3) %1398, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1399 = fdiv float %.lcssa107, %.lcssa109
  %1400 = fdiv float %.lcssa106, %.lcssa109
  %1401 = fdiv float %.lcssa105, %.lcssa108
  %1402 = fdiv float %.lcssa104, %.lcssa108
  %1403 = fdiv float %.lcssa103, %.lcssa109
  %1404 = fdiv float %.lcssa102, %.lcssa109
  %1405 = fdiv float %.lcssa101, %.lcssa108
  %1406 = fdiv float %.lcssa100, %.lcssa108
  %1407 = fdiv float %.lcssa99, %.lcssa109
  %1408 = fdiv float %.lcssa98, %.lcssa109
  %1409 = fdiv float %.lcssa97, %.lcssa108
  %1410 = fdiv float %.lcssa96, %.lcssa108
  %1411 = fdiv float %.lcssa95, %.lcssa109
  %1412 = fdiv float %.lcssa94, %.lcssa109
  %1413 = fdiv float %.lcssa93, %.lcssa108
  %1414 = fdiv float %.lcssa92, %.lcssa108
  %1415 = fdiv float %.lcssa91, %.lcssa109
  %1416 = fdiv float %.lcssa90, %.lcssa109
  %1417 = fdiv float %.lcssa89, %.lcssa108
  %1418 = fdiv float %.lcssa88, %.lcssa108
  %1419 = fdiv float %.lcssa87, %.lcssa109
  %1420 = fdiv float %.lcssa86, %.lcssa109
  %1421 = fdiv float %.lcssa85, %.lcssa108
  %1422 = fdiv float %.lcssa84, %.lcssa108
  %1423 = fdiv float %.lcssa83, %.lcssa109
  %1424 = fdiv float %.lcssa82, %.lcssa109
  %1425 = fdiv float %.lcssa81, %.lcssa108
  %1426 = fdiv float %.lcssa80, %.lcssa108
  %1427 = fdiv float %.lcssa79, %.lcssa109
  %1428 = fdiv float %.lcssa78, %.lcssa109
  %1429 = fdiv float %.lcssa77, %.lcssa108
  %1430 = fdiv float %.lcssa76, %.lcssa108
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
  %1449 = fptrunc float %1417 to bfloat
  %1450 = fptrunc float %1418 to bfloat
  %1451 = fptrunc float %1419 to bfloat
  %1452 = fptrunc float %1420 to bfloat
  %1453 = fptrunc float %1421 to bfloat
  %1454 = fptrunc float %1422 to bfloat
  %1455 = fptrunc float %1423 to bfloat
  %1456 = fptrunc float %1424 to bfloat
  %1457 = fptrunc float %1425 to bfloat
  %1458 = fptrunc float %1426 to bfloat
  %1459 = fptrunc float %1427 to bfloat
  %1460 = fptrunc float %1428 to bfloat
  %1461 = fptrunc float %1429 to bfloat
  %1462 = fptrunc float %1430 to bfloat
  %1463 = or disjoint i32 %1393, %12
  %1464 = add i32 %11, %1463
  %1465 = shl i32 %1464, 6
  %1466 = or disjoint i32 %1465, %.pre-phi221
  %1467 = sext i32 %1466 to i64
  %1468 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1467
  %1469 = icmp slt i32 %1463, %4
  %1470 = zext i1 %1469 to i32
  %1471 = bitcast bfloat %1431 to i16
  %1472 = bitcast bfloat %1432 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1470, i16 %1471, i16 %1472, ptr addrspace(1) %1468) #7
  %1473 = or disjoint i32 %1396, %12
  %1474 = add i32 %11, %1473
  %1475 = shl i32 %1474, 6
  %1476 = or disjoint i32 %1475, %.pre-phi221
  %1477 = sext i32 %1476 to i64
  %1478 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1477
  %1479 = icmp slt i32 %1473, %4
  %1480 = zext i1 %1479 to i32
  %1481 = bitcast bfloat %1433 to i16
  %1482 = bitcast bfloat %1434 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1480, i16 %1481, i16 %1482, ptr addrspace(1) %1478) #7
  %1483 = or disjoint i32 %.pre-phi221, 8
  %1484 = or disjoint i32 %1465, %1483
  %1485 = sext i32 %1484 to i64
  %1486 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1485
  %1487 = bitcast bfloat %1435 to i16
  %1488 = bitcast bfloat %1436 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1470, i16 %1487, i16 %1488, ptr addrspace(1) %1486) #7
  %1489 = or disjoint i32 %1475, %1483
  %1490 = sext i32 %1489 to i64
  %1491 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1490
  %1492 = bitcast bfloat %1437 to i16
  %1493 = bitcast bfloat %1438 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1480, i16 %1492, i16 %1493, ptr addrspace(1) %1491) #7
  %1494 = or disjoint i32 %.pre-phi221, 16
  %1495 = or disjoint i32 %1465, %1494
  %1496 = sext i32 %1495 to i64
  %1497 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1496
  %1498 = bitcast bfloat %1439 to i16
  %1499 = bitcast bfloat %1440 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1470, i16 %1498, i16 %1499, ptr addrspace(1) %1497) #7
  %1500 = or disjoint i32 %1475, %1494
  %1501 = sext i32 %1500 to i64
  %1502 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1501
  %1503 = bitcast bfloat %1441 to i16
  %1504 = bitcast bfloat %1442 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1480, i16 %1503, i16 %1504, ptr addrspace(1) %1502) #7
  %1505 = or disjoint i32 %.pre-phi221, 24
  %1506 = or disjoint i32 %1465, %1505
  %1507 = sext i32 %1506 to i64
  %1508 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1507
  %1509 = bitcast bfloat %1443 to i16
  %1510 = bitcast bfloat %1444 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1470, i16 %1509, i16 %1510, ptr addrspace(1) %1508) #7
  %1511 = or disjoint i32 %1475, %1505
  %1512 = sext i32 %1511 to i64
  %1513 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1512
  %1514 = bitcast bfloat %1445 to i16
  %1515 = bitcast bfloat %1446 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1480, i16 %1514, i16 %1515, ptr addrspace(1) %1513) #7
  %1516 = or disjoint i32 %.pre-phi221, 32
  %1517 = or disjoint i32 %1465, %1516
  %1518 = sext i32 %1517 to i64
  %1519 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1518
  %1520 = bitcast bfloat %1447 to i16
  %1521 = bitcast bfloat %1448 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1470, i16 %1520, i16 %1521, ptr addrspace(1) %1519) #7
  %1522 = or disjoint i32 %1475, %1516
  %1523 = sext i32 %1522 to i64
  %1524 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1523
  %1525 = bitcast bfloat %1449 to i16
  %1526 = bitcast bfloat %1450 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1480, i16 %1525, i16 %1526, ptr addrspace(1) %1524) #7
  %1527 = or disjoint i32 %.pre-phi221, 40
  %1528 = or disjoint i32 %1465, %1527
  %1529 = sext i32 %1528 to i64
  %1530 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1529
  %1531 = bitcast bfloat %1451 to i16
  %1532 = bitcast bfloat %1452 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1470, i16 %1531, i16 %1532, ptr addrspace(1) %1530) #7
  %1533 = or disjoint i32 %1475, %1527
  %1534 = sext i32 %1533 to i64
  %1535 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1534
  %1536 = bitcast bfloat %1453 to i16
  %1537 = bitcast bfloat %1454 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1480, i16 %1536, i16 %1537, ptr addrspace(1) %1535) #7
  %1538 = or disjoint i32 %.pre-phi221, 48
  %1539 = or disjoint i32 %1465, %1538
  %1540 = sext i32 %1539 to i64
  %1541 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1540
  %1542 = bitcast bfloat %1455 to i16
  %1543 = bitcast bfloat %1456 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1470, i16 %1542, i16 %1543, ptr addrspace(1) %1541) #7
  %1544 = or disjoint i32 %1475, %1538
  %1545 = sext i32 %1544 to i64
  %1546 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1545
  %1547 = bitcast bfloat %1457 to i16
  %1548 = bitcast bfloat %1458 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1480, i16 %1547, i16 %1548, ptr addrspace(1) %1546) #7
  %1549 = or disjoint i32 %.pre-phi221, 56
  %1550 = or disjoint i32 %1465, %1549
  %1551 = sext i32 %1550 to i64
  %1552 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1551
  %1553 = bitcast bfloat %1459 to i16
  %1554 = bitcast bfloat %1460 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1470, i16 %1553, i16 %1554, ptr addrspace(1) %1552) #7
  %1555 = or disjoint i32 %1475, %1549
  %1556 = sext i32 %1555 to i64
  %1557 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1556
  %1558 = bitcast bfloat %1461 to i16
  %1559 = bitcast bfloat %1462 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1480, i16 %1558, i16 %1559, ptr addrspace(1) %1557) #7
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
