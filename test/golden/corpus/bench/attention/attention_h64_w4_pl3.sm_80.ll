; ModuleID = 'tile_kernels'
source_filename = "tile_kernels"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@attention_smem = internal addrspace(3) global [9216 x i8] undef, align 16
@attention_dsmem = external addrspace(3) global [0 x i8], align 1024

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
  %127 = add i32 %11, %13
  %128 = shl i32 %127, 6
  %129 = add i32 %11, %17
  %130 = shl i32 %129, 6
  %131 = add i32 %11, %21
  %132 = shl i32 %131, 6
  %133 = add i32 %11, %25
  %134 = shl i32 %133, 6
  %135 = add i32 %11, %29
  %136 = shl i32 %135, 6
  %137 = add i32 %11, %33
  %138 = shl i32 %137, 6
  %139 = add i32 %11, %37
  %140 = shl i32 %139, 6
  %141 = add i32 %11, %41
  %142 = shl i32 %141, 6
  %143 = or disjoint i32 %128, %45
  %144 = or disjoint i32 %130, %45
  %145 = or disjoint i32 %132, %45
  %146 = or disjoint i32 %134, %45
  %147 = or disjoint i32 %136, %45
  %148 = or disjoint i32 %138, %45
  %149 = or disjoint i32 %140, %45
  %150 = or disjoint i32 %142, %45
  %151 = icmp slt i32 %13, %4
  %152 = icmp slt i32 %17, %4
  %153 = icmp slt i32 %21, %4
  %154 = icmp slt i32 %25, %4
  %155 = icmp slt i32 %29, %4
  %156 = icmp slt i32 %33, %4
  %157 = icmp slt i32 %37, %4
  %158 = icmp slt i32 %41, %4
  %159 = shl nuw nsw i32 %7, 3
  %160 = lshr i32 %45, 3
  %161 = xor i32 %160, %13
  %162 = shl nuw nsw i32 %13, 7
  %163 = shl nuw nsw i32 %161, 4
  %164 = or disjoint i32 %163, %162
  %165 = and i32 %159, 8
  %166 = or disjoint i32 %164, %165
  %167 = zext nneg i32 %166 to i64
  %168 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %167
  %169 = sext i32 %143 to i64
  %170 = getelementptr bfloat, ptr addrspace(1) %1, i64 %169
  %171 = select i1 %151, i32 8, i32 0
  %172 = ptrtoint ptr addrspace(3) %168 to i64
  %173 = trunc i64 %172 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %173, ptr addrspace(1) %170, i32 %171) #7
  %174 = shl nuw nsw i32 %17, 7
  %175 = or disjoint i32 %163, %174
  %176 = or disjoint i32 %175, %165
  %177 = zext nneg i32 %176 to i64
  %178 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %177
  %179 = sext i32 %144 to i64
  %180 = getelementptr bfloat, ptr addrspace(1) %1, i64 %179
  %181 = select i1 %152, i32 8, i32 0
  %182 = ptrtoint ptr addrspace(3) %178 to i64
  %183 = trunc i64 %182 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %183, ptr addrspace(1) %180, i32 %181) #7
  %184 = shl nuw nsw i32 %21, 7
  %185 = or disjoint i32 %163, %184
  %186 = or disjoint i32 %185, %165
  %187 = zext nneg i32 %186 to i64
  %188 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %187
  %189 = sext i32 %145 to i64
  %190 = getelementptr bfloat, ptr addrspace(1) %1, i64 %189
  %191 = select i1 %153, i32 8, i32 0
  %192 = ptrtoint ptr addrspace(3) %188 to i64
  %193 = trunc i64 %192 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %193, ptr addrspace(1) %190, i32 %191) #7
  %194 = shl nuw nsw i32 %25, 7
  %195 = or disjoint i32 %163, %194
  %196 = or disjoint i32 %195, %165
  %197 = zext nneg i32 %196 to i64
  %198 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %197
  %199 = sext i32 %146 to i64
  %200 = getelementptr bfloat, ptr addrspace(1) %1, i64 %199
  %201 = select i1 %154, i32 8, i32 0
  %202 = ptrtoint ptr addrspace(3) %198 to i64
  %203 = trunc i64 %202 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %203, ptr addrspace(1) %200, i32 %201) #7
  %204 = shl nuw nsw i32 %29, 7
  %205 = or disjoint i32 %163, %204
  %206 = or disjoint i32 %205, %165
  %207 = zext nneg i32 %206 to i64
  %208 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %207
  %209 = sext i32 %147 to i64
  %210 = getelementptr bfloat, ptr addrspace(1) %1, i64 %209
  %211 = select i1 %155, i32 8, i32 0
  %212 = ptrtoint ptr addrspace(3) %208 to i64
  %213 = trunc i64 %212 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %213, ptr addrspace(1) %210, i32 %211) #7
  %214 = shl nuw nsw i32 %33, 7
  %215 = or disjoint i32 %163, %214
  %216 = or disjoint i32 %215, %165
  %217 = zext nneg i32 %216 to i64
  %218 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %217
  %219 = sext i32 %148 to i64
  %220 = getelementptr bfloat, ptr addrspace(1) %1, i64 %219
  %221 = select i1 %156, i32 8, i32 0
  %222 = ptrtoint ptr addrspace(3) %218 to i64
  %223 = trunc i64 %222 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %223, ptr addrspace(1) %220, i32 %221) #7
  %224 = shl nuw nsw i32 %37, 7
  %225 = or disjoint i32 %163, %224
  %226 = or disjoint i32 %225, %165
  %227 = zext nneg i32 %226 to i64
  %228 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %227
  %229 = sext i32 %149 to i64
  %230 = getelementptr bfloat, ptr addrspace(1) %1, i64 %229
  %231 = select i1 %157, i32 8, i32 0
  %232 = ptrtoint ptr addrspace(3) %228 to i64
  %233 = trunc i64 %232 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %233, ptr addrspace(1) %230, i32 %231) #7
  %234 = shl nuw nsw i32 %41, 7
  %235 = or disjoint i32 %163, %234
  %236 = or disjoint i32 %235, %165
  %237 = zext nneg i32 %236 to i64
  %238 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %237
  %239 = sext i32 %150 to i64
  %240 = getelementptr bfloat, ptr addrspace(1) %1, i64 %239
  %241 = select i1 %158, i32 8, i32 0
  %242 = ptrtoint ptr addrspace(3) %238 to i64
  %243 = trunc i64 %242 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %243, ptr addrspace(1) %240, i32 %241) #7
  %244 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 24576), i64 %167
  %245 = getelementptr bfloat, ptr addrspace(1) %2, i64 %169
  %246 = ptrtoint ptr addrspace(3) %244 to i64
  %247 = trunc i64 %246 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %247, ptr addrspace(1) %245, i32 %171) #7
  %248 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 24576), i64 %177
  %249 = getelementptr bfloat, ptr addrspace(1) %2, i64 %179
  %250 = ptrtoint ptr addrspace(3) %248 to i64
  %251 = trunc i64 %250 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %251, ptr addrspace(1) %249, i32 %181) #7
  %252 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 24576), i64 %187
  %253 = getelementptr bfloat, ptr addrspace(1) %2, i64 %189
  %254 = ptrtoint ptr addrspace(3) %252 to i64
  %255 = trunc i64 %254 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %255, ptr addrspace(1) %253, i32 %191) #7
  %256 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 24576), i64 %197
  %257 = getelementptr bfloat, ptr addrspace(1) %2, i64 %199
  %258 = ptrtoint ptr addrspace(3) %256 to i64
  %259 = trunc i64 %258 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %259, ptr addrspace(1) %257, i32 %201) #7
  %260 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 24576), i64 %207
  %261 = getelementptr bfloat, ptr addrspace(1) %2, i64 %209
  %262 = ptrtoint ptr addrspace(3) %260 to i64
  %263 = trunc i64 %262 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %263, ptr addrspace(1) %261, i32 %211) #7
  %264 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 24576), i64 %217
  %265 = getelementptr bfloat, ptr addrspace(1) %2, i64 %219
  %266 = ptrtoint ptr addrspace(3) %264 to i64
  %267 = trunc i64 %266 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %267, ptr addrspace(1) %265, i32 %221) #7
  %268 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 24576), i64 %227
  %269 = getelementptr bfloat, ptr addrspace(1) %2, i64 %229
  %270 = ptrtoint ptr addrspace(3) %268 to i64
  %271 = trunc i64 %270 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %271, ptr addrspace(1) %269, i32 %231) #7
  %272 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 24576), i64 %237
  %273 = getelementptr bfloat, ptr addrspace(1) %2, i64 %239
  %274 = ptrtoint ptr addrspace(3) %272 to i64
  %275 = trunc i64 %274 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %275, ptr addrspace(1) %273, i32 %241) #7
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #7
  %276 = icmp sgt i32 %4, 64
  %277 = or disjoint i32 %13, 64
  %278 = add i32 %11, %277
  %279 = shl i32 %278, 6
  %280 = or disjoint i32 %13, 72
  %281 = add i32 %11, %280
  %282 = shl i32 %281, 6
  %283 = or disjoint i32 %13, 80
  %284 = add i32 %11, %283
  %285 = shl i32 %284, 6
  %286 = or disjoint i32 %13, 88
  %287 = add i32 %11, %286
  %288 = shl i32 %287, 6
  %289 = or disjoint i32 %13, 96
  %290 = add i32 %11, %289
  %291 = shl i32 %290, 6
  %292 = or disjoint i32 %13, 104
  %293 = add i32 %11, %292
  %294 = shl i32 %293, 6
  %295 = or disjoint i32 %13, 112
  %296 = add i32 %11, %295
  %297 = shl i32 %296, 6
  %298 = or disjoint i32 %13, 120
  %299 = add i32 %11, %298
  %300 = shl i32 %299, 6
  %301 = or disjoint i32 %279, %45
  %302 = or disjoint i32 %282, %45
  %303 = or disjoint i32 %285, %45
  %304 = or disjoint i32 %288, %45
  %305 = or disjoint i32 %291, %45
  %306 = or disjoint i32 %294, %45
  %307 = or disjoint i32 %297, %45
  %308 = or disjoint i32 %300, %45
  %309 = icmp slt i32 %277, %4
  %310 = icmp slt i32 %280, %4
  %311 = icmp slt i32 %283, %4
  %312 = icmp slt i32 %286, %4
  %313 = icmp slt i32 %289, %4
  %314 = icmp slt i32 %292, %4
  %315 = icmp slt i32 %295, %4
  %316 = icmp slt i32 %298, %4
  %317 = and i1 %309, %276
  %318 = and i1 %310, %276
  %319 = and i1 %311, %276
  %320 = and i1 %312, %276
  %321 = and i1 %313, %276
  %322 = and i1 %314, %276
  %323 = and i1 %315, %276
  %324 = and i1 %316, %276
  %325 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 8192), i64 %167
  %326 = sext i32 %301 to i64
  %327 = getelementptr bfloat, ptr addrspace(1) %1, i64 %326
  %328 = select i1 %317, i32 8, i32 0
  %329 = ptrtoint ptr addrspace(3) %325 to i64
  %330 = trunc i64 %329 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %330, ptr addrspace(1) %327, i32 %328) #7
  %331 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 8192), i64 %177
  %332 = sext i32 %302 to i64
  %333 = getelementptr bfloat, ptr addrspace(1) %1, i64 %332
  %334 = select i1 %318, i32 8, i32 0
  %335 = ptrtoint ptr addrspace(3) %331 to i64
  %336 = trunc i64 %335 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %336, ptr addrspace(1) %333, i32 %334) #7
  %337 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 8192), i64 %187
  %338 = sext i32 %303 to i64
  %339 = getelementptr bfloat, ptr addrspace(1) %1, i64 %338
  %340 = select i1 %319, i32 8, i32 0
  %341 = ptrtoint ptr addrspace(3) %337 to i64
  %342 = trunc i64 %341 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %342, ptr addrspace(1) %339, i32 %340) #7
  %343 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 8192), i64 %197
  %344 = sext i32 %304 to i64
  %345 = getelementptr bfloat, ptr addrspace(1) %1, i64 %344
  %346 = select i1 %320, i32 8, i32 0
  %347 = ptrtoint ptr addrspace(3) %343 to i64
  %348 = trunc i64 %347 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %348, ptr addrspace(1) %345, i32 %346) #7
  %349 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 8192), i64 %207
  %350 = sext i32 %305 to i64
  %351 = getelementptr bfloat, ptr addrspace(1) %1, i64 %350
  %352 = select i1 %321, i32 8, i32 0
  %353 = ptrtoint ptr addrspace(3) %349 to i64
  %354 = trunc i64 %353 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %354, ptr addrspace(1) %351, i32 %352) #7
  %355 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 8192), i64 %217
  %356 = sext i32 %306 to i64
  %357 = getelementptr bfloat, ptr addrspace(1) %1, i64 %356
  %358 = select i1 %322, i32 8, i32 0
  %359 = ptrtoint ptr addrspace(3) %355 to i64
  %360 = trunc i64 %359 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %360, ptr addrspace(1) %357, i32 %358) #7
  %361 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 8192), i64 %227
  %362 = sext i32 %307 to i64
  %363 = getelementptr bfloat, ptr addrspace(1) %1, i64 %362
  %364 = select i1 %323, i32 8, i32 0
  %365 = ptrtoint ptr addrspace(3) %361 to i64
  %366 = trunc i64 %365 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %366, ptr addrspace(1) %363, i32 %364) #7
  %367 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 8192), i64 %237
  %368 = sext i32 %308 to i64
  %369 = getelementptr bfloat, ptr addrspace(1) %1, i64 %368
  %370 = select i1 %324, i32 8, i32 0
  %371 = ptrtoint ptr addrspace(3) %367 to i64
  %372 = trunc i64 %371 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %372, ptr addrspace(1) %369, i32 %370) #7
  %373 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 32768), i64 %167
  %374 = getelementptr bfloat, ptr addrspace(1) %2, i64 %326
  %375 = ptrtoint ptr addrspace(3) %373 to i64
  %376 = trunc i64 %375 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %376, ptr addrspace(1) %374, i32 %328) #7
  %377 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 32768), i64 %177
  %378 = getelementptr bfloat, ptr addrspace(1) %2, i64 %332
  %379 = ptrtoint ptr addrspace(3) %377 to i64
  %380 = trunc i64 %379 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %380, ptr addrspace(1) %378, i32 %334) #7
  %381 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 32768), i64 %187
  %382 = getelementptr bfloat, ptr addrspace(1) %2, i64 %338
  %383 = ptrtoint ptr addrspace(3) %381 to i64
  %384 = trunc i64 %383 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %384, ptr addrspace(1) %382, i32 %340) #7
  %385 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 32768), i64 %197
  %386 = getelementptr bfloat, ptr addrspace(1) %2, i64 %344
  %387 = ptrtoint ptr addrspace(3) %385 to i64
  %388 = trunc i64 %387 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %388, ptr addrspace(1) %386, i32 %346) #7
  %389 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 32768), i64 %207
  %390 = getelementptr bfloat, ptr addrspace(1) %2, i64 %350
  %391 = ptrtoint ptr addrspace(3) %389 to i64
  %392 = trunc i64 %391 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %392, ptr addrspace(1) %390, i32 %352) #7
  %393 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 32768), i64 %217
  %394 = getelementptr bfloat, ptr addrspace(1) %2, i64 %356
  %395 = ptrtoint ptr addrspace(3) %393 to i64
  %396 = trunc i64 %395 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %396, ptr addrspace(1) %394, i32 %358) #7
  %397 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 32768), i64 %227
  %398 = getelementptr bfloat, ptr addrspace(1) %2, i64 %362
  %399 = ptrtoint ptr addrspace(3) %397 to i64
  %400 = trunc i64 %399 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %400, ptr addrspace(1) %398, i32 %364) #7
  %401 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 32768), i64 %237
  %402 = getelementptr bfloat, ptr addrspace(1) %2, i64 %368
  %403 = ptrtoint ptr addrspace(3) %401 to i64
  %404 = trunc i64 %403 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %404, ptr addrspace(1) %402, i32 %370) #7
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #7
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %405 = mul nuw nsw i32 %13, 72
  %406 = add nuw nsw i32 %405, %45
  %407 = shl nuw nsw i32 %406, 1
  %408 = zext nneg i32 %407 to i64
  %409 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %408
  %410 = insertelement <4 x i16> poison, i16 %66, i64 0
  %411 = insertelement <4 x i16> %410, i16 %67, i64 1
  %412 = insertelement <4 x i16> %411, i16 %68, i64 2
  %413 = insertelement <4 x i16> %412, i16 %69, i64 3
  store <4 x i16> %413, ptr addrspace(3) %409, align 8
  %414 = mul nuw nsw i32 %17, 72
  %415 = add nuw nsw i32 %414, %45
  %416 = shl nuw nsw i32 %415, 1
  %417 = zext nneg i32 %416 to i64
  %418 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %417
  %419 = insertelement <4 x i16> poison, i16 %74, i64 0
  %420 = insertelement <4 x i16> %419, i16 %75, i64 1
  %421 = insertelement <4 x i16> %420, i16 %76, i64 2
  %422 = insertelement <4 x i16> %421, i16 %77, i64 3
  store <4 x i16> %422, ptr addrspace(3) %418, align 8
  %423 = mul nuw nsw i32 %21, 72
  %424 = add nuw nsw i32 %423, %45
  %425 = shl nuw nsw i32 %424, 1
  %426 = zext nneg i32 %425 to i64
  %427 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %426
  %428 = insertelement <4 x i16> poison, i16 %82, i64 0
  %429 = insertelement <4 x i16> %428, i16 %83, i64 1
  %430 = insertelement <4 x i16> %429, i16 %84, i64 2
  %431 = insertelement <4 x i16> %430, i16 %85, i64 3
  store <4 x i16> %431, ptr addrspace(3) %427, align 8
  %432 = mul nuw nsw i32 %25, 72
  %433 = add nuw nsw i32 %432, %45
  %434 = shl nuw nsw i32 %433, 1
  %435 = zext nneg i32 %434 to i64
  %436 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %435
  %437 = insertelement <4 x i16> poison, i16 %90, i64 0
  %438 = insertelement <4 x i16> %437, i16 %91, i64 1
  %439 = insertelement <4 x i16> %438, i16 %92, i64 2
  %440 = insertelement <4 x i16> %439, i16 %93, i64 3
  store <4 x i16> %440, ptr addrspace(3) %436, align 8
  %441 = mul nuw nsw i32 %29, 72
  %442 = add nuw nsw i32 %441, %45
  %443 = shl nuw nsw i32 %442, 1
  %444 = zext nneg i32 %443 to i64
  %445 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %444
  %446 = insertelement <4 x i16> poison, i16 %98, i64 0
  %447 = insertelement <4 x i16> %446, i16 %99, i64 1
  %448 = insertelement <4 x i16> %447, i16 %100, i64 2
  %449 = insertelement <4 x i16> %448, i16 %101, i64 3
  store <4 x i16> %449, ptr addrspace(3) %445, align 8
  %450 = mul nuw nsw i32 %33, 72
  %451 = add nuw nsw i32 %450, %45
  %452 = shl nuw nsw i32 %451, 1
  %453 = zext nneg i32 %452 to i64
  %454 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %453
  %455 = insertelement <4 x i16> poison, i16 %106, i64 0
  %456 = insertelement <4 x i16> %455, i16 %107, i64 1
  %457 = insertelement <4 x i16> %456, i16 %108, i64 2
  %458 = insertelement <4 x i16> %457, i16 %109, i64 3
  store <4 x i16> %458, ptr addrspace(3) %454, align 8
  %459 = mul nuw nsw i32 %37, 72
  %460 = add nuw nsw i32 %459, %45
  %461 = shl nuw nsw i32 %460, 1
  %462 = zext nneg i32 %461 to i64
  %463 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %462
  %464 = insertelement <4 x i16> poison, i16 %114, i64 0
  %465 = insertelement <4 x i16> %464, i16 %115, i64 1
  %466 = insertelement <4 x i16> %465, i16 %116, i64 2
  %467 = insertelement <4 x i16> %466, i16 %117, i64 3
  store <4 x i16> %467, ptr addrspace(3) %463, align 8
  %468 = mul nuw nsw i32 %41, 72
  %469 = add nuw nsw i32 %468, %45
  %470 = shl nuw nsw i32 %469, 1
  %471 = zext nneg i32 %470 to i64
  %472 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %471
  %473 = insertelement <4 x i16> poison, i16 %122, i64 0
  %474 = insertelement <4 x i16> %473, i16 %123, i64 1
  %475 = insertelement <4 x i16> %474, i16 %124, i64 2
  %476 = insertelement <4 x i16> %475, i16 %125, i64 3
  store <4 x i16> %476, ptr addrspace(3) %472, align 8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %477 = icmp sgt i32 %4, 0
  %478 = lshr i32 %7, 1
  %479 = and i32 %478, 48
  br i1 %477, label %.lr.ph, label %.._crit_edge_crit_edge

.._crit_edge_crit_edge:                           ; preds = %6
  %.pre174 = shl nuw nsw i32 %7, 1
  %.pre176 = and i32 %.pre174, 6
  br label %._crit_edge

.lr.ph:                                           ; preds = %6
  %480 = and i32 %7, 7
  %481 = and i32 %7, 8
  %482 = and i32 %7, 15
  %483 = or disjoint i32 %479, %482
  %484 = and i32 %478, 8
  %485 = mul nuw nsw i32 %483, 72
  %486 = add nuw nsw i32 %485, %484
  %487 = or disjoint i32 %484, %480
  %488 = shl nuw nsw i32 %487, 6
  %489 = shl nuw nsw i32 %480, 3
  %490 = shl nuw nsw i32 %7, 1
  %491 = and i32 %490, 6
  %492 = and i32 %13, 1
  %493 = xor i32 %492, %480
  %494 = shl nuw nsw i32 %7, 7
  %495 = and i32 %494, 1920
  %496 = shl nuw nsw i32 %493, 4
  %497 = or disjoint i32 %496, %495
  %498 = lshr exact i32 %497, 1
  %499 = zext nneg i32 %498 to i64
  %500 = or disjoint i32 %492, 2
  %501 = xor i32 %500, %480
  %502 = shl nuw nsw i32 %501, 4
  %503 = or disjoint i32 %502, %495
  %504 = lshr exact i32 %503, 1
  %505 = zext nneg i32 %504 to i64
  %506 = or disjoint i32 %492, 4
  %507 = xor i32 %506, %480
  %508 = shl nuw nsw i32 %507, 4
  %509 = or disjoint i32 %508, %495
  %510 = lshr exact i32 %509, 1
  %511 = zext nneg i32 %510 to i64
  %512 = or i32 %13, 6
  %513 = xor i32 %512, %480
  %514 = shl nuw nsw i32 %513, 4
  %515 = or disjoint i32 %514, %495
  %516 = lshr exact i32 %515, 1
  %517 = zext nneg i32 %516 to i64
  %518 = or disjoint i32 %495, 2048
  %519 = or disjoint i32 %496, %518
  %520 = lshr exact i32 %519, 1
  %521 = zext nneg i32 %520 to i64
  %522 = or disjoint i32 %502, %518
  %523 = lshr exact i32 %522, 1
  %524 = zext nneg i32 %523 to i64
  %525 = or disjoint i32 %508, %518
  %526 = lshr exact i32 %525, 1
  %527 = zext nneg i32 %526 to i64
  %528 = or disjoint i32 %514, %518
  %529 = lshr exact i32 %528, 1
  %530 = zext nneg i32 %529 to i64
  %531 = or disjoint i32 %495, 4096
  %532 = or disjoint i32 %496, %531
  %533 = lshr exact i32 %532, 1
  %534 = zext nneg i32 %533 to i64
  %535 = or disjoint i32 %502, %531
  %536 = lshr exact i32 %535, 1
  %537 = zext nneg i32 %536 to i64
  %538 = or disjoint i32 %508, %531
  %539 = lshr exact i32 %538, 1
  %540 = zext nneg i32 %539 to i64
  %541 = or disjoint i32 %514, %531
  %542 = lshr exact i32 %541, 1
  %543 = zext nneg i32 %542 to i64
  %544 = or disjoint i32 %495, 6144
  %545 = or disjoint i32 %496, %544
  %546 = lshr exact i32 %545, 1
  %547 = zext nneg i32 %546 to i64
  %548 = or disjoint i32 %502, %544
  %549 = lshr exact i32 %548, 1
  %550 = zext nneg i32 %549 to i64
  %551 = or disjoint i32 %508, %544
  %552 = lshr exact i32 %551, 1
  %553 = zext nneg i32 %552 to i64
  %554 = or disjoint i32 %514, %544
  %555 = lshr exact i32 %554, 1
  %556 = zext nneg i32 %555 to i64
  %557 = zext nneg i32 %486 to i64
  %558 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %557
  %559 = xor i32 %481, %489
  %560 = or disjoint i32 %559, %488
  %561 = zext nneg i32 %560 to i64
  %562 = zext nneg i32 %486 to i64
  %563 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %562
  %564 = getelementptr i8, ptr addrspace(3) %563, i64 32
  %565 = or disjoint i32 %481, 16
  %566 = xor i32 %565, %489
  %567 = or disjoint i32 %566, %488
  %568 = zext nneg i32 %567 to i64
  %569 = zext nneg i32 %486 to i64
  %570 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %569
  %571 = getelementptr i8, ptr addrspace(3) %570, i64 64
  %572 = or disjoint i32 %481, 32
  %573 = xor i32 %572, %489
  %574 = or disjoint i32 %573, %488
  %575 = zext nneg i32 %574 to i64
  %576 = zext nneg i32 %486 to i64
  %577 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %576
  %578 = getelementptr i8, ptr addrspace(3) %577, i64 96
  %579 = or disjoint i32 %481, 48
  %580 = xor i32 %579, %489
  %581 = or disjoint i32 %580, %488
  %582 = zext nneg i32 %581 to i64
  br label %583

583:                                              ; preds = %.lr.ph, %583
  %584 = phi float [ 0xFFF0000000000000, %.lr.ph ], [ %1048, %583 ]
  %585 = phi float [ 0xFFF0000000000000, %.lr.ph ], [ %1047, %583 ]
  %586 = phi float [ 0.000000e+00, %.lr.ph ], [ %1535, %583 ]
  %587 = phi float [ 0.000000e+00, %.lr.ph ], [ %1534, %583 ]
  %588 = phi float [ 0.000000e+00, %.lr.ph ], [ %1533, %583 ]
  %589 = phi float [ 0.000000e+00, %.lr.ph ], [ %1532, %583 ]
  %590 = phi float [ 0.000000e+00, %.lr.ph ], [ %1530, %583 ]
  %591 = phi float [ 0.000000e+00, %.lr.ph ], [ %1529, %583 ]
  %592 = phi float [ 0.000000e+00, %.lr.ph ], [ %1528, %583 ]
  %593 = phi float [ 0.000000e+00, %.lr.ph ], [ %1527, %583 ]
  %594 = phi float [ 0.000000e+00, %.lr.ph ], [ %1519, %583 ]
  %595 = phi float [ 0.000000e+00, %.lr.ph ], [ %1518, %583 ]
  %596 = phi float [ 0.000000e+00, %.lr.ph ], [ %1517, %583 ]
  %597 = phi float [ 0.000000e+00, %.lr.ph ], [ %1516, %583 ]
  %598 = phi float [ 0.000000e+00, %.lr.ph ], [ %1514, %583 ]
  %599 = phi float [ 0.000000e+00, %.lr.ph ], [ %1513, %583 ]
  %600 = phi float [ 0.000000e+00, %.lr.ph ], [ %1512, %583 ]
  %601 = phi float [ 0.000000e+00, %.lr.ph ], [ %1511, %583 ]
  %602 = phi float [ 0.000000e+00, %.lr.ph ], [ %1503, %583 ]
  %603 = phi float [ 0.000000e+00, %.lr.ph ], [ %1502, %583 ]
  %604 = phi float [ 0.000000e+00, %.lr.ph ], [ %1501, %583 ]
  %605 = phi float [ 0.000000e+00, %.lr.ph ], [ %1500, %583 ]
  %606 = phi float [ 0.000000e+00, %.lr.ph ], [ %1498, %583 ]
  %607 = phi float [ 0.000000e+00, %.lr.ph ], [ %1497, %583 ]
  %608 = phi float [ 0.000000e+00, %.lr.ph ], [ %1496, %583 ]
  %609 = phi float [ 0.000000e+00, %.lr.ph ], [ %1495, %583 ]
  %610 = phi float [ 0.000000e+00, %.lr.ph ], [ %1487, %583 ]
  %611 = phi float [ 0.000000e+00, %.lr.ph ], [ %1486, %583 ]
  %612 = phi float [ 0.000000e+00, %.lr.ph ], [ %1485, %583 ]
  %613 = phi float [ 0.000000e+00, %.lr.ph ], [ %1484, %583 ]
  %614 = phi float [ 0.000000e+00, %.lr.ph ], [ %1482, %583 ]
  %615 = phi float [ 0.000000e+00, %.lr.ph ], [ %1481, %583 ]
  %616 = phi float [ 0.000000e+00, %.lr.ph ], [ %1480, %583 ]
  %617 = phi float [ 0.000000e+00, %.lr.ph ], [ %1479, %583 ]
  %618 = phi float [ 0.000000e+00, %.lr.ph ], [ %1166, %583 ]
  %619 = phi float [ 0.000000e+00, %.lr.ph ], [ %1165, %583 ]
  %620 = phi i32 [ 0, %.lr.ph ], [ %1669, %583 ]
  %621 = lshr exact i32 %620, 6
  %622 = urem i32 %621, 3
  tail call void asm sideeffect "cp.async.wait_group 1;", "~{memory}"() #7
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %623 = shl nuw nsw i32 %622, 13
  %624 = zext nneg i32 %623 to i64
  %625 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %624
  %626 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %558)
  %627 = extractvalue { i32, i32, i32, i32 } %626, 0
  %628 = extractvalue { i32, i32, i32, i32 } %626, 1
  %629 = extractvalue { i32, i32, i32, i32 } %626, 2
  %630 = extractvalue { i32, i32, i32, i32 } %626, 3
  %631 = getelementptr bfloat, ptr addrspace(3) %625, i64 %561
  %632 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %631)
  %633 = extractvalue { i32, i32, i32, i32 } %632, 0
  %634 = extractvalue { i32, i32, i32, i32 } %632, 1
  %635 = extractvalue { i32, i32, i32, i32 } %632, 2
  %636 = extractvalue { i32, i32, i32, i32 } %632, 3
  %637 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %627, i32 %628, i32 %629, i32 %630, i32 %633, i32 %634, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %638 = extractvalue { float, float, float, float } %637, 0
  %639 = extractvalue { float, float, float, float } %637, 1
  %640 = extractvalue { float, float, float, float } %637, 2
  %641 = extractvalue { float, float, float, float } %637, 3
  %642 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %627, i32 %628, i32 %629, i32 %630, i32 %635, i32 %636, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %643 = extractvalue { float, float, float, float } %642, 0
  %644 = extractvalue { float, float, float, float } %642, 1
  %645 = extractvalue { float, float, float, float } %642, 2
  %646 = extractvalue { float, float, float, float } %642, 3
  %647 = getelementptr i8, ptr addrspace(3) %631, i64 2048
  %648 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %647)
  %649 = extractvalue { i32, i32, i32, i32 } %648, 0
  %650 = extractvalue { i32, i32, i32, i32 } %648, 1
  %651 = extractvalue { i32, i32, i32, i32 } %648, 2
  %652 = extractvalue { i32, i32, i32, i32 } %648, 3
  %653 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %627, i32 %628, i32 %629, i32 %630, i32 %649, i32 %650, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %654 = extractvalue { float, float, float, float } %653, 0
  %655 = extractvalue { float, float, float, float } %653, 1
  %656 = extractvalue { float, float, float, float } %653, 2
  %657 = extractvalue { float, float, float, float } %653, 3
  %658 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %627, i32 %628, i32 %629, i32 %630, i32 %651, i32 %652, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %659 = extractvalue { float, float, float, float } %658, 0
  %660 = extractvalue { float, float, float, float } %658, 1
  %661 = extractvalue { float, float, float, float } %658, 2
  %662 = extractvalue { float, float, float, float } %658, 3
  %663 = getelementptr i8, ptr addrspace(3) %631, i64 4096
  %664 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %663)
  %665 = extractvalue { i32, i32, i32, i32 } %664, 0
  %666 = extractvalue { i32, i32, i32, i32 } %664, 1
  %667 = extractvalue { i32, i32, i32, i32 } %664, 2
  %668 = extractvalue { i32, i32, i32, i32 } %664, 3
  %669 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %627, i32 %628, i32 %629, i32 %630, i32 %665, i32 %666, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %670 = extractvalue { float, float, float, float } %669, 0
  %671 = extractvalue { float, float, float, float } %669, 1
  %672 = extractvalue { float, float, float, float } %669, 2
  %673 = extractvalue { float, float, float, float } %669, 3
  %674 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %627, i32 %628, i32 %629, i32 %630, i32 %667, i32 %668, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %675 = extractvalue { float, float, float, float } %674, 0
  %676 = extractvalue { float, float, float, float } %674, 1
  %677 = extractvalue { float, float, float, float } %674, 2
  %678 = extractvalue { float, float, float, float } %674, 3
  %679 = getelementptr i8, ptr addrspace(3) %631, i64 6144
  %680 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %679)
  %681 = extractvalue { i32, i32, i32, i32 } %680, 0
  %682 = extractvalue { i32, i32, i32, i32 } %680, 1
  %683 = extractvalue { i32, i32, i32, i32 } %680, 2
  %684 = extractvalue { i32, i32, i32, i32 } %680, 3
  %685 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %627, i32 %628, i32 %629, i32 %630, i32 %681, i32 %682, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %686 = extractvalue { float, float, float, float } %685, 0
  %687 = extractvalue { float, float, float, float } %685, 1
  %688 = extractvalue { float, float, float, float } %685, 2
  %689 = extractvalue { float, float, float, float } %685, 3
  %690 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %627, i32 %628, i32 %629, i32 %630, i32 %683, i32 %684, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %691 = extractvalue { float, float, float, float } %690, 0
  %692 = extractvalue { float, float, float, float } %690, 1
  %693 = extractvalue { float, float, float, float } %690, 2
  %694 = extractvalue { float, float, float, float } %690, 3
  %695 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %564)
  %696 = extractvalue { i32, i32, i32, i32 } %695, 0
  %697 = extractvalue { i32, i32, i32, i32 } %695, 1
  %698 = extractvalue { i32, i32, i32, i32 } %695, 2
  %699 = extractvalue { i32, i32, i32, i32 } %695, 3
  %700 = getelementptr bfloat, ptr addrspace(3) %625, i64 %568
  %701 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %700)
  %702 = extractvalue { i32, i32, i32, i32 } %701, 0
  %703 = extractvalue { i32, i32, i32, i32 } %701, 1
  %704 = extractvalue { i32, i32, i32, i32 } %701, 2
  %705 = extractvalue { i32, i32, i32, i32 } %701, 3
  %706 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %696, i32 %697, i32 %698, i32 %699, i32 %702, i32 %703, float %638, float %639, float %640, float %641) #7
  %707 = extractvalue { float, float, float, float } %706, 0
  %708 = extractvalue { float, float, float, float } %706, 1
  %709 = extractvalue { float, float, float, float } %706, 2
  %710 = extractvalue { float, float, float, float } %706, 3
  %711 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %696, i32 %697, i32 %698, i32 %699, i32 %704, i32 %705, float %643, float %644, float %645, float %646) #7
  %712 = extractvalue { float, float, float, float } %711, 0
  %713 = extractvalue { float, float, float, float } %711, 1
  %714 = extractvalue { float, float, float, float } %711, 2
  %715 = extractvalue { float, float, float, float } %711, 3
  %716 = getelementptr i8, ptr addrspace(3) %700, i64 2048
  %717 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %716)
  %718 = extractvalue { i32, i32, i32, i32 } %717, 0
  %719 = extractvalue { i32, i32, i32, i32 } %717, 1
  %720 = extractvalue { i32, i32, i32, i32 } %717, 2
  %721 = extractvalue { i32, i32, i32, i32 } %717, 3
  %722 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %696, i32 %697, i32 %698, i32 %699, i32 %718, i32 %719, float %654, float %655, float %656, float %657) #7
  %723 = extractvalue { float, float, float, float } %722, 0
  %724 = extractvalue { float, float, float, float } %722, 1
  %725 = extractvalue { float, float, float, float } %722, 2
  %726 = extractvalue { float, float, float, float } %722, 3
  %727 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %696, i32 %697, i32 %698, i32 %699, i32 %720, i32 %721, float %659, float %660, float %661, float %662) #7
  %728 = extractvalue { float, float, float, float } %727, 0
  %729 = extractvalue { float, float, float, float } %727, 1
  %730 = extractvalue { float, float, float, float } %727, 2
  %731 = extractvalue { float, float, float, float } %727, 3
  %732 = getelementptr i8, ptr addrspace(3) %700, i64 4096
  %733 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %732)
  %734 = extractvalue { i32, i32, i32, i32 } %733, 0
  %735 = extractvalue { i32, i32, i32, i32 } %733, 1
  %736 = extractvalue { i32, i32, i32, i32 } %733, 2
  %737 = extractvalue { i32, i32, i32, i32 } %733, 3
  %738 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %696, i32 %697, i32 %698, i32 %699, i32 %734, i32 %735, float %670, float %671, float %672, float %673) #7
  %739 = extractvalue { float, float, float, float } %738, 0
  %740 = extractvalue { float, float, float, float } %738, 1
  %741 = extractvalue { float, float, float, float } %738, 2
  %742 = extractvalue { float, float, float, float } %738, 3
  %743 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %696, i32 %697, i32 %698, i32 %699, i32 %736, i32 %737, float %675, float %676, float %677, float %678) #7
  %744 = extractvalue { float, float, float, float } %743, 0
  %745 = extractvalue { float, float, float, float } %743, 1
  %746 = extractvalue { float, float, float, float } %743, 2
  %747 = extractvalue { float, float, float, float } %743, 3
  %748 = getelementptr i8, ptr addrspace(3) %700, i64 6144
  %749 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %748)
  %750 = extractvalue { i32, i32, i32, i32 } %749, 0
  %751 = extractvalue { i32, i32, i32, i32 } %749, 1
  %752 = extractvalue { i32, i32, i32, i32 } %749, 2
  %753 = extractvalue { i32, i32, i32, i32 } %749, 3
  %754 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %696, i32 %697, i32 %698, i32 %699, i32 %750, i32 %751, float %686, float %687, float %688, float %689) #7
  %755 = extractvalue { float, float, float, float } %754, 0
  %756 = extractvalue { float, float, float, float } %754, 1
  %757 = extractvalue { float, float, float, float } %754, 2
  %758 = extractvalue { float, float, float, float } %754, 3
  %759 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %696, i32 %697, i32 %698, i32 %699, i32 %752, i32 %753, float %691, float %692, float %693, float %694) #7
  %760 = extractvalue { float, float, float, float } %759, 0
  %761 = extractvalue { float, float, float, float } %759, 1
  %762 = extractvalue { float, float, float, float } %759, 2
  %763 = extractvalue { float, float, float, float } %759, 3
  %764 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %571)
  %765 = extractvalue { i32, i32, i32, i32 } %764, 0
  %766 = extractvalue { i32, i32, i32, i32 } %764, 1
  %767 = extractvalue { i32, i32, i32, i32 } %764, 2
  %768 = extractvalue { i32, i32, i32, i32 } %764, 3
  %769 = getelementptr bfloat, ptr addrspace(3) %625, i64 %575
  %770 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %769)
  %771 = extractvalue { i32, i32, i32, i32 } %770, 0
  %772 = extractvalue { i32, i32, i32, i32 } %770, 1
  %773 = extractvalue { i32, i32, i32, i32 } %770, 2
  %774 = extractvalue { i32, i32, i32, i32 } %770, 3
  %775 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %765, i32 %766, i32 %767, i32 %768, i32 %771, i32 %772, float %707, float %708, float %709, float %710) #7
  %776 = extractvalue { float, float, float, float } %775, 0
  %777 = extractvalue { float, float, float, float } %775, 1
  %778 = extractvalue { float, float, float, float } %775, 2
  %779 = extractvalue { float, float, float, float } %775, 3
  %780 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %765, i32 %766, i32 %767, i32 %768, i32 %773, i32 %774, float %712, float %713, float %714, float %715) #7
  %781 = extractvalue { float, float, float, float } %780, 0
  %782 = extractvalue { float, float, float, float } %780, 1
  %783 = extractvalue { float, float, float, float } %780, 2
  %784 = extractvalue { float, float, float, float } %780, 3
  %785 = getelementptr i8, ptr addrspace(3) %769, i64 2048
  %786 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %785)
  %787 = extractvalue { i32, i32, i32, i32 } %786, 0
  %788 = extractvalue { i32, i32, i32, i32 } %786, 1
  %789 = extractvalue { i32, i32, i32, i32 } %786, 2
  %790 = extractvalue { i32, i32, i32, i32 } %786, 3
  %791 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %765, i32 %766, i32 %767, i32 %768, i32 %787, i32 %788, float %723, float %724, float %725, float %726) #7
  %792 = extractvalue { float, float, float, float } %791, 0
  %793 = extractvalue { float, float, float, float } %791, 1
  %794 = extractvalue { float, float, float, float } %791, 2
  %795 = extractvalue { float, float, float, float } %791, 3
  %796 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %765, i32 %766, i32 %767, i32 %768, i32 %789, i32 %790, float %728, float %729, float %730, float %731) #7
  %797 = extractvalue { float, float, float, float } %796, 0
  %798 = extractvalue { float, float, float, float } %796, 1
  %799 = extractvalue { float, float, float, float } %796, 2
  %800 = extractvalue { float, float, float, float } %796, 3
  %801 = getelementptr i8, ptr addrspace(3) %769, i64 4096
  %802 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %801)
  %803 = extractvalue { i32, i32, i32, i32 } %802, 0
  %804 = extractvalue { i32, i32, i32, i32 } %802, 1
  %805 = extractvalue { i32, i32, i32, i32 } %802, 2
  %806 = extractvalue { i32, i32, i32, i32 } %802, 3
  %807 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %765, i32 %766, i32 %767, i32 %768, i32 %803, i32 %804, float %739, float %740, float %741, float %742) #7
  %808 = extractvalue { float, float, float, float } %807, 0
  %809 = extractvalue { float, float, float, float } %807, 1
  %810 = extractvalue { float, float, float, float } %807, 2
  %811 = extractvalue { float, float, float, float } %807, 3
  %812 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %765, i32 %766, i32 %767, i32 %768, i32 %805, i32 %806, float %744, float %745, float %746, float %747) #7
  %813 = extractvalue { float, float, float, float } %812, 0
  %814 = extractvalue { float, float, float, float } %812, 1
  %815 = extractvalue { float, float, float, float } %812, 2
  %816 = extractvalue { float, float, float, float } %812, 3
  %817 = getelementptr i8, ptr addrspace(3) %769, i64 6144
  %818 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %817)
  %819 = extractvalue { i32, i32, i32, i32 } %818, 0
  %820 = extractvalue { i32, i32, i32, i32 } %818, 1
  %821 = extractvalue { i32, i32, i32, i32 } %818, 2
  %822 = extractvalue { i32, i32, i32, i32 } %818, 3
  %823 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %765, i32 %766, i32 %767, i32 %768, i32 %819, i32 %820, float %755, float %756, float %757, float %758) #7
  %824 = extractvalue { float, float, float, float } %823, 0
  %825 = extractvalue { float, float, float, float } %823, 1
  %826 = extractvalue { float, float, float, float } %823, 2
  %827 = extractvalue { float, float, float, float } %823, 3
  %828 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %765, i32 %766, i32 %767, i32 %768, i32 %821, i32 %822, float %760, float %761, float %762, float %763) #7
  %829 = extractvalue { float, float, float, float } %828, 0
  %830 = extractvalue { float, float, float, float } %828, 1
  %831 = extractvalue { float, float, float, float } %828, 2
  %832 = extractvalue { float, float, float, float } %828, 3
  %833 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %578)
  %834 = extractvalue { i32, i32, i32, i32 } %833, 0
  %835 = extractvalue { i32, i32, i32, i32 } %833, 1
  %836 = extractvalue { i32, i32, i32, i32 } %833, 2
  %837 = extractvalue { i32, i32, i32, i32 } %833, 3
  %838 = getelementptr bfloat, ptr addrspace(3) %625, i64 %582
  %839 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %838)
  %840 = extractvalue { i32, i32, i32, i32 } %839, 0
  %841 = extractvalue { i32, i32, i32, i32 } %839, 1
  %842 = extractvalue { i32, i32, i32, i32 } %839, 2
  %843 = extractvalue { i32, i32, i32, i32 } %839, 3
  %844 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %834, i32 %835, i32 %836, i32 %837, i32 %840, i32 %841, float %776, float %777, float %778, float %779) #7
  %845 = extractvalue { float, float, float, float } %844, 0
  %846 = extractvalue { float, float, float, float } %844, 1
  %847 = extractvalue { float, float, float, float } %844, 2
  %848 = extractvalue { float, float, float, float } %844, 3
  %849 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %834, i32 %835, i32 %836, i32 %837, i32 %842, i32 %843, float %781, float %782, float %783, float %784) #7
  %850 = extractvalue { float, float, float, float } %849, 0
  %851 = extractvalue { float, float, float, float } %849, 1
  %852 = extractvalue { float, float, float, float } %849, 2
  %853 = extractvalue { float, float, float, float } %849, 3
  %854 = getelementptr i8, ptr addrspace(3) %838, i64 2048
  %855 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %854)
  %856 = extractvalue { i32, i32, i32, i32 } %855, 0
  %857 = extractvalue { i32, i32, i32, i32 } %855, 1
  %858 = extractvalue { i32, i32, i32, i32 } %855, 2
  %859 = extractvalue { i32, i32, i32, i32 } %855, 3
  %860 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %834, i32 %835, i32 %836, i32 %837, i32 %856, i32 %857, float %792, float %793, float %794, float %795) #7
  %861 = extractvalue { float, float, float, float } %860, 0
  %862 = extractvalue { float, float, float, float } %860, 1
  %863 = extractvalue { float, float, float, float } %860, 2
  %864 = extractvalue { float, float, float, float } %860, 3
  %865 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %834, i32 %835, i32 %836, i32 %837, i32 %858, i32 %859, float %797, float %798, float %799, float %800) #7
  %866 = extractvalue { float, float, float, float } %865, 0
  %867 = extractvalue { float, float, float, float } %865, 1
  %868 = extractvalue { float, float, float, float } %865, 2
  %869 = extractvalue { float, float, float, float } %865, 3
  %870 = getelementptr i8, ptr addrspace(3) %838, i64 4096
  %871 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %870)
  %872 = extractvalue { i32, i32, i32, i32 } %871, 0
  %873 = extractvalue { i32, i32, i32, i32 } %871, 1
  %874 = extractvalue { i32, i32, i32, i32 } %871, 2
  %875 = extractvalue { i32, i32, i32, i32 } %871, 3
  %876 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %834, i32 %835, i32 %836, i32 %837, i32 %872, i32 %873, float %808, float %809, float %810, float %811) #7
  %877 = extractvalue { float, float, float, float } %876, 0
  %878 = extractvalue { float, float, float, float } %876, 1
  %879 = extractvalue { float, float, float, float } %876, 2
  %880 = extractvalue { float, float, float, float } %876, 3
  %881 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %834, i32 %835, i32 %836, i32 %837, i32 %874, i32 %875, float %813, float %814, float %815, float %816) #7
  %882 = extractvalue { float, float, float, float } %881, 0
  %883 = extractvalue { float, float, float, float } %881, 1
  %884 = extractvalue { float, float, float, float } %881, 2
  %885 = extractvalue { float, float, float, float } %881, 3
  %886 = getelementptr i8, ptr addrspace(3) %838, i64 6144
  %887 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %886)
  %888 = extractvalue { i32, i32, i32, i32 } %887, 0
  %889 = extractvalue { i32, i32, i32, i32 } %887, 1
  %890 = extractvalue { i32, i32, i32, i32 } %887, 2
  %891 = extractvalue { i32, i32, i32, i32 } %887, 3
  %892 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %834, i32 %835, i32 %836, i32 %837, i32 %888, i32 %889, float %824, float %825, float %826, float %827) #7
  %893 = extractvalue { float, float, float, float } %892, 0
  %894 = extractvalue { float, float, float, float } %892, 1
  %895 = extractvalue { float, float, float, float } %892, 2
  %896 = extractvalue { float, float, float, float } %892, 3
  %897 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %834, i32 %835, i32 %836, i32 %837, i32 %890, i32 %891, float %829, float %830, float %831, float %832) #7
  %898 = extractvalue { float, float, float, float } %897, 0
  %899 = extractvalue { float, float, float, float } %897, 1
  %900 = extractvalue { float, float, float, float } %897, 2
  %901 = extractvalue { float, float, float, float } %897, 3
  %902 = add i32 %620, 128
  %903 = add nuw nsw i32 %621, 2
  %904 = urem i32 %903, 3
  %905 = fmul float %126, %845
  %906 = fmul float %126, %846
  %907 = fmul float %126, %847
  %908 = fmul float %126, %848
  %909 = fmul float %126, %850
  %910 = fmul float %126, %851
  %911 = fmul float %126, %852
  %912 = fmul float %126, %853
  %913 = fmul float %126, %861
  %914 = fmul float %126, %862
  %915 = fmul float %126, %863
  %916 = fmul float %126, %864
  %917 = fmul float %126, %866
  %918 = fmul float %126, %867
  %919 = fmul float %126, %868
  %920 = fmul float %126, %869
  %921 = fmul float %126, %877
  %922 = fmul float %126, %878
  %923 = fmul float %126, %879
  %924 = fmul float %126, %880
  %925 = fmul float %126, %882
  %926 = fmul float %126, %883
  %927 = fmul float %126, %884
  %928 = fmul float %126, %885
  %929 = fmul float %126, %893
  %930 = fmul float %126, %894
  %931 = fmul float %126, %895
  %932 = fmul float %126, %896
  %933 = fmul float %126, %898
  %934 = fmul float %126, %899
  %935 = fmul float %126, %900
  %936 = fmul float %126, %901
  %937 = or disjoint i32 %620, %491
  %938 = icmp slt i32 %937, %4
  %939 = or disjoint i32 %937, 1
  %940 = icmp slt i32 %939, %4
  %941 = or disjoint i32 %937, 8
  %942 = icmp slt i32 %941, %4
  %943 = or disjoint i32 %937, 9
  %944 = icmp slt i32 %943, %4
  %945 = or disjoint i32 %937, 16
  %946 = icmp slt i32 %945, %4
  %947 = or disjoint i32 %937, 17
  %948 = icmp slt i32 %947, %4
  %949 = or disjoint i32 %937, 24
  %950 = icmp slt i32 %949, %4
  %951 = or disjoint i32 %937, 25
  %952 = icmp slt i32 %951, %4
  %953 = or disjoint i32 %937, 32
  %954 = icmp slt i32 %953, %4
  %955 = or disjoint i32 %937, 33
  %956 = icmp slt i32 %955, %4
  %957 = or disjoint i32 %937, 40
  %958 = icmp slt i32 %957, %4
  %959 = or disjoint i32 %937, 41
  %960 = icmp slt i32 %959, %4
  %961 = or disjoint i32 %937, 48
  %962 = icmp slt i32 %961, %4
  %963 = or disjoint i32 %937, 49
  %964 = icmp slt i32 %963, %4
  %965 = or disjoint i32 %937, 56
  %966 = icmp slt i32 %965, %4
  %967 = or disjoint i32 %937, 57
  %968 = icmp slt i32 %967, %4
  %969 = select i1 %938, float %905, float 0xFFF0000000000000
  %970 = select i1 %940, float %906, float 0xFFF0000000000000
  %971 = select i1 %938, float %907, float 0xFFF0000000000000
  %972 = select i1 %940, float %908, float 0xFFF0000000000000
  %973 = select i1 %942, float %909, float 0xFFF0000000000000
  %974 = select i1 %944, float %910, float 0xFFF0000000000000
  %975 = select i1 %942, float %911, float 0xFFF0000000000000
  %976 = select i1 %944, float %912, float 0xFFF0000000000000
  %977 = select i1 %946, float %913, float 0xFFF0000000000000
  %978 = select i1 %948, float %914, float 0xFFF0000000000000
  %979 = select i1 %946, float %915, float 0xFFF0000000000000
  %980 = select i1 %948, float %916, float 0xFFF0000000000000
  %981 = select i1 %950, float %917, float 0xFFF0000000000000
  %982 = select i1 %952, float %918, float 0xFFF0000000000000
  %983 = select i1 %950, float %919, float 0xFFF0000000000000
  %984 = select i1 %952, float %920, float 0xFFF0000000000000
  %985 = select i1 %954, float %921, float 0xFFF0000000000000
  %986 = select i1 %956, float %922, float 0xFFF0000000000000
  %987 = select i1 %954, float %923, float 0xFFF0000000000000
  %988 = select i1 %956, float %924, float 0xFFF0000000000000
  %989 = select i1 %958, float %925, float 0xFFF0000000000000
  %990 = select i1 %960, float %926, float 0xFFF0000000000000
  %991 = select i1 %958, float %927, float 0xFFF0000000000000
  %992 = select i1 %960, float %928, float 0xFFF0000000000000
  %993 = select i1 %962, float %929, float 0xFFF0000000000000
  %994 = select i1 %964, float %930, float 0xFFF0000000000000
  %995 = select i1 %962, float %931, float 0xFFF0000000000000
  %996 = select i1 %964, float %932, float 0xFFF0000000000000
  %997 = select i1 %966, float %933, float 0xFFF0000000000000
  %998 = select i1 %968, float %934, float 0xFFF0000000000000
  %999 = select i1 %966, float %935, float 0xFFF0000000000000
  %1000 = select i1 %968, float %936, float 0xFFF0000000000000
  %1001 = tail call float @llvm.maxnum.f32(float %969, float %970)
  %1002 = tail call float @llvm.maxnum.f32(float %971, float %972)
  %1003 = tail call float @llvm.maxnum.f32(float %1001, float %973)
  %1004 = tail call float @llvm.maxnum.f32(float %1003, float %974)
  %1005 = tail call float @llvm.maxnum.f32(float %1002, float %975)
  %1006 = tail call float @llvm.maxnum.f32(float %1005, float %976)
  %1007 = tail call float @llvm.maxnum.f32(float %1004, float %977)
  %1008 = tail call float @llvm.maxnum.f32(float %1007, float %978)
  %1009 = tail call float @llvm.maxnum.f32(float %1006, float %979)
  %1010 = tail call float @llvm.maxnum.f32(float %1009, float %980)
  %1011 = tail call float @llvm.maxnum.f32(float %1008, float %981)
  %1012 = tail call float @llvm.maxnum.f32(float %1011, float %982)
  %1013 = tail call float @llvm.maxnum.f32(float %1010, float %983)
  %1014 = tail call float @llvm.maxnum.f32(float %1013, float %984)
  %1015 = tail call float @llvm.maxnum.f32(float %1012, float %985)
  %1016 = tail call float @llvm.maxnum.f32(float %1015, float %986)
  %1017 = tail call float @llvm.maxnum.f32(float %1014, float %987)
  %1018 = tail call float @llvm.maxnum.f32(float %1017, float %988)
  %1019 = tail call float @llvm.maxnum.f32(float %1016, float %989)
  %1020 = tail call float @llvm.maxnum.f32(float %1019, float %990)
  %1021 = tail call float @llvm.maxnum.f32(float %1018, float %991)
  %1022 = tail call float @llvm.maxnum.f32(float %1021, float %992)
  %1023 = tail call float @llvm.maxnum.f32(float %1020, float %993)
  %1024 = tail call float @llvm.maxnum.f32(float %1023, float %994)
  %1025 = tail call float @llvm.maxnum.f32(float %1022, float %995)
  %1026 = tail call float @llvm.maxnum.f32(float %1025, float %996)
  %1027 = tail call float @llvm.maxnum.f32(float %1024, float %997)
  %1028 = tail call float @llvm.maxnum.f32(float %1027, float %998)
  %1029 = tail call float @llvm.maxnum.f32(float %1026, float %999)
  %1030 = tail call float @llvm.maxnum.f32(float %1029, float %1000)
  %1031 = bitcast float %1028 to i32
  %1032 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1031, i32 2, i32 31)
  %1033 = bitcast i32 %1032 to float
  %1034 = tail call float @llvm.maxnum.f32(float %1028, float %1033)
  %1035 = bitcast float %1030 to i32
  %1036 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1035, i32 2, i32 31)
  %1037 = bitcast i32 %1036 to float
  %1038 = tail call float @llvm.maxnum.f32(float %1030, float %1037)
  %1039 = bitcast float %1034 to i32
  %1040 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1039, i32 1, i32 31)
  %1041 = bitcast i32 %1040 to float
  %1042 = tail call float @llvm.maxnum.f32(float %1034, float %1041)
  %1043 = bitcast float %1038 to i32
  %1044 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1043, i32 1, i32 31)
  %1045 = bitcast i32 %1044 to float
  %1046 = tail call float @llvm.maxnum.f32(float %1038, float %1045)
  %1047 = tail call float @llvm.maxnum.f32(float %585, float %1042)
  %1048 = tail call float @llvm.maxnum.f32(float %584, float %1046)
  %1049 = fsub float %969, %1047
  %1050 = fsub float %970, %1047
  %1051 = fsub float %971, %1048
  %1052 = fsub float %972, %1048
  %1053 = fsub float %973, %1047
  %1054 = fsub float %974, %1047
  %1055 = fsub float %975, %1048
  %1056 = fsub float %976, %1048
  %1057 = fsub float %977, %1047
  %1058 = fsub float %978, %1047
  %1059 = fsub float %979, %1048
  %1060 = fsub float %980, %1048
  %1061 = fsub float %981, %1047
  %1062 = fsub float %982, %1047
  %1063 = fsub float %983, %1048
  %1064 = fsub float %984, %1048
  %1065 = fsub float %985, %1047
  %1066 = fsub float %986, %1047
  %1067 = fsub float %987, %1048
  %1068 = fsub float %988, %1048
  %1069 = fsub float %989, %1047
  %1070 = fsub float %990, %1047
  %1071 = fsub float %991, %1048
  %1072 = fsub float %992, %1048
  %1073 = fsub float %993, %1047
  %1074 = fsub float %994, %1047
  %1075 = fsub float %995, %1048
  %1076 = fsub float %996, %1048
  %1077 = fsub float %997, %1047
  %1078 = fsub float %998, %1047
  %1079 = fsub float %999, %1048
  %1080 = fsub float %1000, %1048
  %1081 = tail call float @llvm.nvvm.ex2.approx.f32(float %1049)
  %1082 = tail call float @llvm.nvvm.ex2.approx.f32(float %1050)
  %1083 = tail call float @llvm.nvvm.ex2.approx.f32(float %1051)
  %1084 = tail call float @llvm.nvvm.ex2.approx.f32(float %1052)
  %1085 = tail call float @llvm.nvvm.ex2.approx.f32(float %1053)
  %1086 = tail call float @llvm.nvvm.ex2.approx.f32(float %1054)
  %1087 = tail call float @llvm.nvvm.ex2.approx.f32(float %1055)
  %1088 = tail call float @llvm.nvvm.ex2.approx.f32(float %1056)
  %1089 = tail call float @llvm.nvvm.ex2.approx.f32(float %1057)
  %1090 = tail call float @llvm.nvvm.ex2.approx.f32(float %1058)
  %1091 = tail call float @llvm.nvvm.ex2.approx.f32(float %1059)
  %1092 = tail call float @llvm.nvvm.ex2.approx.f32(float %1060)
  %1093 = tail call float @llvm.nvvm.ex2.approx.f32(float %1061)
  %1094 = tail call float @llvm.nvvm.ex2.approx.f32(float %1062)
  %1095 = tail call float @llvm.nvvm.ex2.approx.f32(float %1063)
  %1096 = tail call float @llvm.nvvm.ex2.approx.f32(float %1064)
  %1097 = tail call float @llvm.nvvm.ex2.approx.f32(float %1065)
  %1098 = tail call float @llvm.nvvm.ex2.approx.f32(float %1066)
  %1099 = tail call float @llvm.nvvm.ex2.approx.f32(float %1067)
  %1100 = tail call float @llvm.nvvm.ex2.approx.f32(float %1068)
  %1101 = tail call float @llvm.nvvm.ex2.approx.f32(float %1069)
  %1102 = tail call float @llvm.nvvm.ex2.approx.f32(float %1070)
  %1103 = tail call float @llvm.nvvm.ex2.approx.f32(float %1071)
  %1104 = tail call float @llvm.nvvm.ex2.approx.f32(float %1072)
  %1105 = tail call float @llvm.nvvm.ex2.approx.f32(float %1073)
  %1106 = tail call float @llvm.nvvm.ex2.approx.f32(float %1074)
  %1107 = tail call float @llvm.nvvm.ex2.approx.f32(float %1075)
  %1108 = tail call float @llvm.nvvm.ex2.approx.f32(float %1076)
  %1109 = tail call float @llvm.nvvm.ex2.approx.f32(float %1077)
  %1110 = tail call float @llvm.nvvm.ex2.approx.f32(float %1078)
  %1111 = tail call float @llvm.nvvm.ex2.approx.f32(float %1079)
  %1112 = tail call float @llvm.nvvm.ex2.approx.f32(float %1080)
  %1113 = fsub float %585, %1047
  %1114 = fsub float %584, %1048
  %1115 = tail call float @llvm.nvvm.ex2.approx.f32(float %1113)
  %1116 = tail call float @llvm.nvvm.ex2.approx.f32(float %1114)
  %1117 = fmul float %619, %1115
  %1118 = fmul float %618, %1116
  %1119 = fadd float %1081, %1082
  %1120 = fadd float %1083, %1084
  %1121 = fadd float %1119, %1085
  %1122 = fadd float %1121, %1086
  %1123 = fadd float %1120, %1087
  %1124 = fadd float %1123, %1088
  %1125 = fadd float %1122, %1089
  %1126 = fadd float %1125, %1090
  %1127 = fadd float %1124, %1091
  %1128 = fadd float %1127, %1092
  %1129 = fadd float %1126, %1093
  %1130 = fadd float %1129, %1094
  %1131 = fadd float %1128, %1095
  %1132 = fadd float %1131, %1096
  %1133 = fadd float %1130, %1097
  %1134 = fadd float %1133, %1098
  %1135 = fadd float %1132, %1099
  %1136 = fadd float %1135, %1100
  %1137 = fadd float %1134, %1101
  %1138 = fadd float %1137, %1102
  %1139 = fadd float %1136, %1103
  %1140 = fadd float %1139, %1104
  %1141 = fadd float %1138, %1105
  %1142 = fadd float %1141, %1106
  %1143 = fadd float %1140, %1107
  %1144 = fadd float %1143, %1108
  %1145 = fadd float %1142, %1109
  %1146 = fadd float %1145, %1110
  %1147 = fadd float %1144, %1111
  %1148 = fadd float %1147, %1112
  %1149 = bitcast float %1146 to i32
  %1150 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1149, i32 2, i32 31)
  %1151 = bitcast i32 %1150 to float
  %1152 = fadd float %1146, %1151
  %1153 = bitcast float %1148 to i32
  %1154 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1153, i32 2, i32 31)
  %1155 = bitcast i32 %1154 to float
  %1156 = fadd float %1148, %1155
  %1157 = bitcast float %1152 to i32
  %1158 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1157, i32 1, i32 31)
  %1159 = bitcast i32 %1158 to float
  %1160 = fadd float %1152, %1159
  %1161 = bitcast float %1156 to i32
  %1162 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1161, i32 1, i32 31)
  %1163 = bitcast i32 %1162 to float
  %1164 = fadd float %1156, %1163
  %1165 = fadd float %1117, %1160
  %1166 = fadd float %1118, %1164
  %1167 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 24576), i64 %624
  %1168 = fptrunc float %1081 to bfloat
  %1169 = fptrunc float %1082 to bfloat
  %1170 = fptrunc float %1083 to bfloat
  %1171 = fptrunc float %1084 to bfloat
  %1172 = fptrunc float %1085 to bfloat
  %1173 = fptrunc float %1086 to bfloat
  %1174 = fptrunc float %1087 to bfloat
  %1175 = fptrunc float %1088 to bfloat
  %1176 = fptrunc float %1089 to bfloat
  %1177 = fptrunc float %1090 to bfloat
  %1178 = fptrunc float %1091 to bfloat
  %1179 = fptrunc float %1092 to bfloat
  %1180 = fptrunc float %1093 to bfloat
  %1181 = fptrunc float %1094 to bfloat
  %1182 = fptrunc float %1095 to bfloat
  %1183 = fptrunc float %1096 to bfloat
  %1184 = fptrunc float %1097 to bfloat
  %1185 = fptrunc float %1098 to bfloat
  %1186 = fptrunc float %1099 to bfloat
  %1187 = fptrunc float %1100 to bfloat
  %1188 = fptrunc float %1101 to bfloat
  %1189 = fptrunc float %1102 to bfloat
  %1190 = fptrunc float %1103 to bfloat
  %1191 = fptrunc float %1104 to bfloat
  %1192 = fptrunc float %1105 to bfloat
  %1193 = fptrunc float %1106 to bfloat
  %1194 = fptrunc float %1107 to bfloat
  %1195 = fptrunc float %1108 to bfloat
  %1196 = fptrunc float %1109 to bfloat
  %1197 = fptrunc float %1110 to bfloat
  %1198 = fptrunc float %1111 to bfloat
  %1199 = fptrunc float %1112 to bfloat
  %1200 = fmul float %617, %1115
  %1201 = fmul float %616, %1115
  %1202 = fmul float %615, %1116
  %1203 = fmul float %614, %1116
  %1204 = fmul float %613, %1115
  %1205 = fmul float %612, %1115
  %1206 = fmul float %611, %1116
  %1207 = fmul float %610, %1116
  %1208 = fmul float %609, %1115
  %1209 = fmul float %608, %1115
  %1210 = fmul float %607, %1116
  %1211 = fmul float %606, %1116
  %1212 = fmul float %605, %1115
  %1213 = fmul float %604, %1115
  %1214 = fmul float %603, %1116
  %1215 = fmul float %602, %1116
  %1216 = fmul float %601, %1115
  %1217 = fmul float %600, %1115
  %1218 = fmul float %599, %1116
  %1219 = fmul float %598, %1116
  %1220 = fmul float %597, %1115
  %1221 = fmul float %596, %1115
  %1222 = fmul float %595, %1116
  %1223 = fmul float %594, %1116
  %1224 = fmul float %593, %1115
  %1225 = fmul float %592, %1115
  %1226 = fmul float %591, %1116
  %1227 = fmul float %590, %1116
  %1228 = fmul float %589, %1115
  %1229 = fmul float %588, %1115
  %1230 = fmul float %587, %1116
  %1231 = fmul float %586, %1116
  %1232 = insertelement <2 x bfloat> poison, bfloat %1168, i64 0
  %1233 = insertelement <2 x bfloat> %1232, bfloat %1169, i64 1
  %1234 = bitcast <2 x bfloat> %1233 to i32
  %1235 = insertelement <2 x bfloat> poison, bfloat %1170, i64 0
  %1236 = insertelement <2 x bfloat> %1235, bfloat %1171, i64 1
  %1237 = bitcast <2 x bfloat> %1236 to i32
  %1238 = insertelement <2 x bfloat> poison, bfloat %1172, i64 0
  %1239 = insertelement <2 x bfloat> %1238, bfloat %1173, i64 1
  %1240 = bitcast <2 x bfloat> %1239 to i32
  %1241 = insertelement <2 x bfloat> poison, bfloat %1174, i64 0
  %1242 = insertelement <2 x bfloat> %1241, bfloat %1175, i64 1
  %1243 = bitcast <2 x bfloat> %1242 to i32
  %1244 = insertelement <2 x bfloat> poison, bfloat %1176, i64 0
  %1245 = insertelement <2 x bfloat> %1244, bfloat %1177, i64 1
  %1246 = bitcast <2 x bfloat> %1245 to i32
  %1247 = insertelement <2 x bfloat> poison, bfloat %1178, i64 0
  %1248 = insertelement <2 x bfloat> %1247, bfloat %1179, i64 1
  %1249 = bitcast <2 x bfloat> %1248 to i32
  %1250 = insertelement <2 x bfloat> poison, bfloat %1180, i64 0
  %1251 = insertelement <2 x bfloat> %1250, bfloat %1181, i64 1
  %1252 = bitcast <2 x bfloat> %1251 to i32
  %1253 = insertelement <2 x bfloat> poison, bfloat %1182, i64 0
  %1254 = insertelement <2 x bfloat> %1253, bfloat %1183, i64 1
  %1255 = bitcast <2 x bfloat> %1254 to i32
  %1256 = insertelement <2 x bfloat> poison, bfloat %1184, i64 0
  %1257 = insertelement <2 x bfloat> %1256, bfloat %1185, i64 1
  %1258 = bitcast <2 x bfloat> %1257 to i32
  %1259 = insertelement <2 x bfloat> poison, bfloat %1186, i64 0
  %1260 = insertelement <2 x bfloat> %1259, bfloat %1187, i64 1
  %1261 = bitcast <2 x bfloat> %1260 to i32
  %1262 = insertelement <2 x bfloat> poison, bfloat %1188, i64 0
  %1263 = insertelement <2 x bfloat> %1262, bfloat %1189, i64 1
  %1264 = bitcast <2 x bfloat> %1263 to i32
  %1265 = insertelement <2 x bfloat> poison, bfloat %1190, i64 0
  %1266 = insertelement <2 x bfloat> %1265, bfloat %1191, i64 1
  %1267 = bitcast <2 x bfloat> %1266 to i32
  %1268 = insertelement <2 x bfloat> poison, bfloat %1192, i64 0
  %1269 = insertelement <2 x bfloat> %1268, bfloat %1193, i64 1
  %1270 = bitcast <2 x bfloat> %1269 to i32
  %1271 = insertelement <2 x bfloat> poison, bfloat %1194, i64 0
  %1272 = insertelement <2 x bfloat> %1271, bfloat %1195, i64 1
  %1273 = bitcast <2 x bfloat> %1272 to i32
  %1274 = insertelement <2 x bfloat> poison, bfloat %1196, i64 0
  %1275 = insertelement <2 x bfloat> %1274, bfloat %1197, i64 1
  %1276 = bitcast <2 x bfloat> %1275 to i32
  %1277 = insertelement <2 x bfloat> poison, bfloat %1198, i64 0
  %1278 = insertelement <2 x bfloat> %1277, bfloat %1199, i64 1
  %1279 = bitcast <2 x bfloat> %1278 to i32
  %1280 = getelementptr bfloat, ptr addrspace(3) %1167, i64 %499
  %1281 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1280)
  %1282 = extractvalue { i32, i32, i32, i32 } %1281, 0
  %1283 = extractvalue { i32, i32, i32, i32 } %1281, 1
  %1284 = extractvalue { i32, i32, i32, i32 } %1281, 2
  %1285 = extractvalue { i32, i32, i32, i32 } %1281, 3
  %1286 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1234, i32 %1237, i32 %1240, i32 %1243, i32 %1282, i32 %1283, float %1200, float %1201, float %1202, float %1203) #7
  %1287 = extractvalue { float, float, float, float } %1286, 0
  %1288 = extractvalue { float, float, float, float } %1286, 1
  %1289 = extractvalue { float, float, float, float } %1286, 2
  %1290 = extractvalue { float, float, float, float } %1286, 3
  %1291 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1234, i32 %1237, i32 %1240, i32 %1243, i32 %1284, i32 %1285, float %1204, float %1205, float %1206, float %1207) #7
  %1292 = extractvalue { float, float, float, float } %1291, 0
  %1293 = extractvalue { float, float, float, float } %1291, 1
  %1294 = extractvalue { float, float, float, float } %1291, 2
  %1295 = extractvalue { float, float, float, float } %1291, 3
  %1296 = getelementptr bfloat, ptr addrspace(3) %1167, i64 %505
  %1297 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1296)
  %1298 = extractvalue { i32, i32, i32, i32 } %1297, 0
  %1299 = extractvalue { i32, i32, i32, i32 } %1297, 1
  %1300 = extractvalue { i32, i32, i32, i32 } %1297, 2
  %1301 = extractvalue { i32, i32, i32, i32 } %1297, 3
  %1302 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1234, i32 %1237, i32 %1240, i32 %1243, i32 %1298, i32 %1299, float %1208, float %1209, float %1210, float %1211) #7
  %1303 = extractvalue { float, float, float, float } %1302, 0
  %1304 = extractvalue { float, float, float, float } %1302, 1
  %1305 = extractvalue { float, float, float, float } %1302, 2
  %1306 = extractvalue { float, float, float, float } %1302, 3
  %1307 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1234, i32 %1237, i32 %1240, i32 %1243, i32 %1300, i32 %1301, float %1212, float %1213, float %1214, float %1215) #7
  %1308 = extractvalue { float, float, float, float } %1307, 0
  %1309 = extractvalue { float, float, float, float } %1307, 1
  %1310 = extractvalue { float, float, float, float } %1307, 2
  %1311 = extractvalue { float, float, float, float } %1307, 3
  %1312 = getelementptr bfloat, ptr addrspace(3) %1167, i64 %511
  %1313 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1312)
  %1314 = extractvalue { i32, i32, i32, i32 } %1313, 0
  %1315 = extractvalue { i32, i32, i32, i32 } %1313, 1
  %1316 = extractvalue { i32, i32, i32, i32 } %1313, 2
  %1317 = extractvalue { i32, i32, i32, i32 } %1313, 3
  %1318 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1234, i32 %1237, i32 %1240, i32 %1243, i32 %1314, i32 %1315, float %1216, float %1217, float %1218, float %1219) #7
  %1319 = extractvalue { float, float, float, float } %1318, 0
  %1320 = extractvalue { float, float, float, float } %1318, 1
  %1321 = extractvalue { float, float, float, float } %1318, 2
  %1322 = extractvalue { float, float, float, float } %1318, 3
  %1323 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1234, i32 %1237, i32 %1240, i32 %1243, i32 %1316, i32 %1317, float %1220, float %1221, float %1222, float %1223) #7
  %1324 = extractvalue { float, float, float, float } %1323, 0
  %1325 = extractvalue { float, float, float, float } %1323, 1
  %1326 = extractvalue { float, float, float, float } %1323, 2
  %1327 = extractvalue { float, float, float, float } %1323, 3
  %1328 = getelementptr bfloat, ptr addrspace(3) %1167, i64 %517
  %1329 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1328)
  %1330 = extractvalue { i32, i32, i32, i32 } %1329, 0
  %1331 = extractvalue { i32, i32, i32, i32 } %1329, 1
  %1332 = extractvalue { i32, i32, i32, i32 } %1329, 2
  %1333 = extractvalue { i32, i32, i32, i32 } %1329, 3
  %1334 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1234, i32 %1237, i32 %1240, i32 %1243, i32 %1330, i32 %1331, float %1224, float %1225, float %1226, float %1227) #7
  %1335 = extractvalue { float, float, float, float } %1334, 0
  %1336 = extractvalue { float, float, float, float } %1334, 1
  %1337 = extractvalue { float, float, float, float } %1334, 2
  %1338 = extractvalue { float, float, float, float } %1334, 3
  %1339 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1234, i32 %1237, i32 %1240, i32 %1243, i32 %1332, i32 %1333, float %1228, float %1229, float %1230, float %1231) #7
  %1340 = extractvalue { float, float, float, float } %1339, 0
  %1341 = extractvalue { float, float, float, float } %1339, 1
  %1342 = extractvalue { float, float, float, float } %1339, 2
  %1343 = extractvalue { float, float, float, float } %1339, 3
  %1344 = getelementptr bfloat, ptr addrspace(3) %1167, i64 %521
  %1345 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1344)
  %1346 = extractvalue { i32, i32, i32, i32 } %1345, 0
  %1347 = extractvalue { i32, i32, i32, i32 } %1345, 1
  %1348 = extractvalue { i32, i32, i32, i32 } %1345, 2
  %1349 = extractvalue { i32, i32, i32, i32 } %1345, 3
  %1350 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1246, i32 %1249, i32 %1252, i32 %1255, i32 %1346, i32 %1347, float %1287, float %1288, float %1289, float %1290) #7
  %1351 = extractvalue { float, float, float, float } %1350, 0
  %1352 = extractvalue { float, float, float, float } %1350, 1
  %1353 = extractvalue { float, float, float, float } %1350, 2
  %1354 = extractvalue { float, float, float, float } %1350, 3
  %1355 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1246, i32 %1249, i32 %1252, i32 %1255, i32 %1348, i32 %1349, float %1292, float %1293, float %1294, float %1295) #7
  %1356 = extractvalue { float, float, float, float } %1355, 0
  %1357 = extractvalue { float, float, float, float } %1355, 1
  %1358 = extractvalue { float, float, float, float } %1355, 2
  %1359 = extractvalue { float, float, float, float } %1355, 3
  %1360 = getelementptr bfloat, ptr addrspace(3) %1167, i64 %524
  %1361 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1360)
  %1362 = extractvalue { i32, i32, i32, i32 } %1361, 0
  %1363 = extractvalue { i32, i32, i32, i32 } %1361, 1
  %1364 = extractvalue { i32, i32, i32, i32 } %1361, 2
  %1365 = extractvalue { i32, i32, i32, i32 } %1361, 3
  %1366 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1246, i32 %1249, i32 %1252, i32 %1255, i32 %1362, i32 %1363, float %1303, float %1304, float %1305, float %1306) #7
  %1367 = extractvalue { float, float, float, float } %1366, 0
  %1368 = extractvalue { float, float, float, float } %1366, 1
  %1369 = extractvalue { float, float, float, float } %1366, 2
  %1370 = extractvalue { float, float, float, float } %1366, 3
  %1371 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1246, i32 %1249, i32 %1252, i32 %1255, i32 %1364, i32 %1365, float %1308, float %1309, float %1310, float %1311) #7
  %1372 = extractvalue { float, float, float, float } %1371, 0
  %1373 = extractvalue { float, float, float, float } %1371, 1
  %1374 = extractvalue { float, float, float, float } %1371, 2
  %1375 = extractvalue { float, float, float, float } %1371, 3
  %1376 = getelementptr bfloat, ptr addrspace(3) %1167, i64 %527
  %1377 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1376)
  %1378 = extractvalue { i32, i32, i32, i32 } %1377, 0
  %1379 = extractvalue { i32, i32, i32, i32 } %1377, 1
  %1380 = extractvalue { i32, i32, i32, i32 } %1377, 2
  %1381 = extractvalue { i32, i32, i32, i32 } %1377, 3
  %1382 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1246, i32 %1249, i32 %1252, i32 %1255, i32 %1378, i32 %1379, float %1319, float %1320, float %1321, float %1322) #7
  %1383 = extractvalue { float, float, float, float } %1382, 0
  %1384 = extractvalue { float, float, float, float } %1382, 1
  %1385 = extractvalue { float, float, float, float } %1382, 2
  %1386 = extractvalue { float, float, float, float } %1382, 3
  %1387 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1246, i32 %1249, i32 %1252, i32 %1255, i32 %1380, i32 %1381, float %1324, float %1325, float %1326, float %1327) #7
  %1388 = extractvalue { float, float, float, float } %1387, 0
  %1389 = extractvalue { float, float, float, float } %1387, 1
  %1390 = extractvalue { float, float, float, float } %1387, 2
  %1391 = extractvalue { float, float, float, float } %1387, 3
  %1392 = getelementptr bfloat, ptr addrspace(3) %1167, i64 %530
  %1393 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1392)
  %1394 = extractvalue { i32, i32, i32, i32 } %1393, 0
  %1395 = extractvalue { i32, i32, i32, i32 } %1393, 1
  %1396 = extractvalue { i32, i32, i32, i32 } %1393, 2
  %1397 = extractvalue { i32, i32, i32, i32 } %1393, 3
  %1398 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1246, i32 %1249, i32 %1252, i32 %1255, i32 %1394, i32 %1395, float %1335, float %1336, float %1337, float %1338) #7
  %1399 = extractvalue { float, float, float, float } %1398, 0
  %1400 = extractvalue { float, float, float, float } %1398, 1
  %1401 = extractvalue { float, float, float, float } %1398, 2
  %1402 = extractvalue { float, float, float, float } %1398, 3
  %1403 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1246, i32 %1249, i32 %1252, i32 %1255, i32 %1396, i32 %1397, float %1340, float %1341, float %1342, float %1343) #7
  %1404 = extractvalue { float, float, float, float } %1403, 0
  %1405 = extractvalue { float, float, float, float } %1403, 1
  %1406 = extractvalue { float, float, float, float } %1403, 2
  %1407 = extractvalue { float, float, float, float } %1403, 3
  %1408 = getelementptr bfloat, ptr addrspace(3) %1167, i64 %534
  %1409 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1408)
  %1410 = extractvalue { i32, i32, i32, i32 } %1409, 0
  %1411 = extractvalue { i32, i32, i32, i32 } %1409, 1
  %1412 = extractvalue { i32, i32, i32, i32 } %1409, 2
  %1413 = extractvalue { i32, i32, i32, i32 } %1409, 3
  %1414 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1258, i32 %1261, i32 %1264, i32 %1267, i32 %1410, i32 %1411, float %1351, float %1352, float %1353, float %1354) #7
  %1415 = extractvalue { float, float, float, float } %1414, 0
  %1416 = extractvalue { float, float, float, float } %1414, 1
  %1417 = extractvalue { float, float, float, float } %1414, 2
  %1418 = extractvalue { float, float, float, float } %1414, 3
  %1419 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1258, i32 %1261, i32 %1264, i32 %1267, i32 %1412, i32 %1413, float %1356, float %1357, float %1358, float %1359) #7
  %1420 = extractvalue { float, float, float, float } %1419, 0
  %1421 = extractvalue { float, float, float, float } %1419, 1
  %1422 = extractvalue { float, float, float, float } %1419, 2
  %1423 = extractvalue { float, float, float, float } %1419, 3
  %1424 = getelementptr bfloat, ptr addrspace(3) %1167, i64 %537
  %1425 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1424)
  %1426 = extractvalue { i32, i32, i32, i32 } %1425, 0
  %1427 = extractvalue { i32, i32, i32, i32 } %1425, 1
  %1428 = extractvalue { i32, i32, i32, i32 } %1425, 2
  %1429 = extractvalue { i32, i32, i32, i32 } %1425, 3
  %1430 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1258, i32 %1261, i32 %1264, i32 %1267, i32 %1426, i32 %1427, float %1367, float %1368, float %1369, float %1370) #7
  %1431 = extractvalue { float, float, float, float } %1430, 0
  %1432 = extractvalue { float, float, float, float } %1430, 1
  %1433 = extractvalue { float, float, float, float } %1430, 2
  %1434 = extractvalue { float, float, float, float } %1430, 3
  %1435 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1258, i32 %1261, i32 %1264, i32 %1267, i32 %1428, i32 %1429, float %1372, float %1373, float %1374, float %1375) #7
  %1436 = extractvalue { float, float, float, float } %1435, 0
  %1437 = extractvalue { float, float, float, float } %1435, 1
  %1438 = extractvalue { float, float, float, float } %1435, 2
  %1439 = extractvalue { float, float, float, float } %1435, 3
  %1440 = getelementptr bfloat, ptr addrspace(3) %1167, i64 %540
  %1441 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1440)
  %1442 = extractvalue { i32, i32, i32, i32 } %1441, 0
  %1443 = extractvalue { i32, i32, i32, i32 } %1441, 1
  %1444 = extractvalue { i32, i32, i32, i32 } %1441, 2
  %1445 = extractvalue { i32, i32, i32, i32 } %1441, 3
  %1446 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1258, i32 %1261, i32 %1264, i32 %1267, i32 %1442, i32 %1443, float %1383, float %1384, float %1385, float %1386) #7
  %1447 = extractvalue { float, float, float, float } %1446, 0
  %1448 = extractvalue { float, float, float, float } %1446, 1
  %1449 = extractvalue { float, float, float, float } %1446, 2
  %1450 = extractvalue { float, float, float, float } %1446, 3
  %1451 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1258, i32 %1261, i32 %1264, i32 %1267, i32 %1444, i32 %1445, float %1388, float %1389, float %1390, float %1391) #7
  %1452 = extractvalue { float, float, float, float } %1451, 0
  %1453 = extractvalue { float, float, float, float } %1451, 1
  %1454 = extractvalue { float, float, float, float } %1451, 2
  %1455 = extractvalue { float, float, float, float } %1451, 3
  %1456 = getelementptr bfloat, ptr addrspace(3) %1167, i64 %543
  %1457 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1456)
  %1458 = extractvalue { i32, i32, i32, i32 } %1457, 0
  %1459 = extractvalue { i32, i32, i32, i32 } %1457, 1
  %1460 = extractvalue { i32, i32, i32, i32 } %1457, 2
  %1461 = extractvalue { i32, i32, i32, i32 } %1457, 3
  %1462 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1258, i32 %1261, i32 %1264, i32 %1267, i32 %1458, i32 %1459, float %1399, float %1400, float %1401, float %1402) #7
  %1463 = extractvalue { float, float, float, float } %1462, 0
  %1464 = extractvalue { float, float, float, float } %1462, 1
  %1465 = extractvalue { float, float, float, float } %1462, 2
  %1466 = extractvalue { float, float, float, float } %1462, 3
  %1467 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1258, i32 %1261, i32 %1264, i32 %1267, i32 %1460, i32 %1461, float %1404, float %1405, float %1406, float %1407) #7
  %1468 = extractvalue { float, float, float, float } %1467, 0
  %1469 = extractvalue { float, float, float, float } %1467, 1
  %1470 = extractvalue { float, float, float, float } %1467, 2
  %1471 = extractvalue { float, float, float, float } %1467, 3
  %1472 = getelementptr bfloat, ptr addrspace(3) %1167, i64 %547
  %1473 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1472)
  %1474 = extractvalue { i32, i32, i32, i32 } %1473, 0
  %1475 = extractvalue { i32, i32, i32, i32 } %1473, 1
  %1476 = extractvalue { i32, i32, i32, i32 } %1473, 2
  %1477 = extractvalue { i32, i32, i32, i32 } %1473, 3
  %1478 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1270, i32 %1273, i32 %1276, i32 %1279, i32 %1474, i32 %1475, float %1415, float %1416, float %1417, float %1418) #7
  %1479 = extractvalue { float, float, float, float } %1478, 0
  %1480 = extractvalue { float, float, float, float } %1478, 1
  %1481 = extractvalue { float, float, float, float } %1478, 2
  %1482 = extractvalue { float, float, float, float } %1478, 3
  %1483 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1270, i32 %1273, i32 %1276, i32 %1279, i32 %1476, i32 %1477, float %1420, float %1421, float %1422, float %1423) #7
  %1484 = extractvalue { float, float, float, float } %1483, 0
  %1485 = extractvalue { float, float, float, float } %1483, 1
  %1486 = extractvalue { float, float, float, float } %1483, 2
  %1487 = extractvalue { float, float, float, float } %1483, 3
  %1488 = getelementptr bfloat, ptr addrspace(3) %1167, i64 %550
  %1489 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1488)
  %1490 = extractvalue { i32, i32, i32, i32 } %1489, 0
  %1491 = extractvalue { i32, i32, i32, i32 } %1489, 1
  %1492 = extractvalue { i32, i32, i32, i32 } %1489, 2
  %1493 = extractvalue { i32, i32, i32, i32 } %1489, 3
  %1494 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1270, i32 %1273, i32 %1276, i32 %1279, i32 %1490, i32 %1491, float %1431, float %1432, float %1433, float %1434) #7
  %1495 = extractvalue { float, float, float, float } %1494, 0
  %1496 = extractvalue { float, float, float, float } %1494, 1
  %1497 = extractvalue { float, float, float, float } %1494, 2
  %1498 = extractvalue { float, float, float, float } %1494, 3
  %1499 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1270, i32 %1273, i32 %1276, i32 %1279, i32 %1492, i32 %1493, float %1436, float %1437, float %1438, float %1439) #7
  %1500 = extractvalue { float, float, float, float } %1499, 0
  %1501 = extractvalue { float, float, float, float } %1499, 1
  %1502 = extractvalue { float, float, float, float } %1499, 2
  %1503 = extractvalue { float, float, float, float } %1499, 3
  %1504 = getelementptr bfloat, ptr addrspace(3) %1167, i64 %553
  %1505 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1504)
  %1506 = extractvalue { i32, i32, i32, i32 } %1505, 0
  %1507 = extractvalue { i32, i32, i32, i32 } %1505, 1
  %1508 = extractvalue { i32, i32, i32, i32 } %1505, 2
  %1509 = extractvalue { i32, i32, i32, i32 } %1505, 3
  %1510 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1270, i32 %1273, i32 %1276, i32 %1279, i32 %1506, i32 %1507, float %1447, float %1448, float %1449, float %1450) #7
  %1511 = extractvalue { float, float, float, float } %1510, 0
  %1512 = extractvalue { float, float, float, float } %1510, 1
  %1513 = extractvalue { float, float, float, float } %1510, 2
  %1514 = extractvalue { float, float, float, float } %1510, 3
  %1515 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1270, i32 %1273, i32 %1276, i32 %1279, i32 %1508, i32 %1509, float %1452, float %1453, float %1454, float %1455) #7
  %1516 = extractvalue { float, float, float, float } %1515, 0
  %1517 = extractvalue { float, float, float, float } %1515, 1
  %1518 = extractvalue { float, float, float, float } %1515, 2
  %1519 = extractvalue { float, float, float, float } %1515, 3
  %1520 = getelementptr bfloat, ptr addrspace(3) %1167, i64 %556
  %1521 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1520)
  %1522 = extractvalue { i32, i32, i32, i32 } %1521, 0
  %1523 = extractvalue { i32, i32, i32, i32 } %1521, 1
  %1524 = extractvalue { i32, i32, i32, i32 } %1521, 2
  %1525 = extractvalue { i32, i32, i32, i32 } %1521, 3
  %1526 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1270, i32 %1273, i32 %1276, i32 %1279, i32 %1522, i32 %1523, float %1463, float %1464, float %1465, float %1466) #7
  %1527 = extractvalue { float, float, float, float } %1526, 0
  %1528 = extractvalue { float, float, float, float } %1526, 1
  %1529 = extractvalue { float, float, float, float } %1526, 2
  %1530 = extractvalue { float, float, float, float } %1526, 3
  %1531 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1270, i32 %1273, i32 %1276, i32 %1279, i32 %1524, i32 %1525, float %1468, float %1469, float %1470, float %1471) #7
  %1532 = extractvalue { float, float, float, float } %1531, 0
  %1533 = extractvalue { float, float, float, float } %1531, 1
  %1534 = extractvalue { float, float, float, float } %1531, 2
  %1535 = extractvalue { float, float, float, float } %1531, 3
  %1536 = icmp slt i32 %902, %4
  %1537 = or disjoint i32 %902, %13
  %1538 = add i32 %1537, %11
  %1539 = shl i32 %1538, 6
  %1540 = or disjoint i32 %902, %17
  %1541 = add i32 %1540, %11
  %1542 = shl i32 %1541, 6
  %1543 = or disjoint i32 %902, %21
  %1544 = add i32 %1543, %11
  %1545 = shl i32 %1544, 6
  %1546 = or disjoint i32 %902, %25
  %1547 = add i32 %1546, %11
  %1548 = shl i32 %1547, 6
  %1549 = or disjoint i32 %902, %29
  %1550 = add i32 %1549, %11
  %1551 = shl i32 %1550, 6
  %1552 = or disjoint i32 %902, %33
  %1553 = add i32 %1552, %11
  %1554 = shl i32 %1553, 6
  %1555 = or disjoint i32 %902, %37
  %1556 = add i32 %1555, %11
  %1557 = shl i32 %1556, 6
  %1558 = or disjoint i32 %902, %41
  %1559 = add i32 %1558, %11
  %1560 = shl i32 %1559, 6
  %1561 = or disjoint i32 %1539, %45
  %1562 = or disjoint i32 %1542, %45
  %1563 = or disjoint i32 %1545, %45
  %1564 = or disjoint i32 %1548, %45
  %1565 = or disjoint i32 %1551, %45
  %1566 = or disjoint i32 %1554, %45
  %1567 = or disjoint i32 %1557, %45
  %1568 = or disjoint i32 %1560, %45
  %1569 = icmp slt i32 %1537, %4
  %1570 = icmp slt i32 %1540, %4
  %1571 = icmp slt i32 %1543, %4
  %1572 = icmp slt i32 %1546, %4
  %1573 = icmp slt i32 %1549, %4
  %1574 = icmp slt i32 %1552, %4
  %1575 = icmp slt i32 %1555, %4
  %1576 = icmp slt i32 %1558, %4
  %1577 = and i1 %1536, %1569
  %1578 = and i1 %1536, %1570
  %1579 = and i1 %1536, %1571
  %1580 = and i1 %1536, %1572
  %1581 = and i1 %1536, %1573
  %1582 = and i1 %1536, %1574
  %1583 = and i1 %1536, %1575
  %1584 = and i1 %1536, %1576
  %1585 = shl nuw nsw i32 %904, 13
  %1586 = zext nneg i32 %1585 to i64
  %1587 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %1586
  %1588 = getelementptr i8, ptr addrspace(3) %1587, i64 %167
  %1589 = sext i32 %1561 to i64
  %1590 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1589
  %1591 = select i1 %1577, i32 8, i32 0
  %1592 = ptrtoint ptr addrspace(3) %1588 to i64
  %1593 = trunc i64 %1592 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %1593, ptr addrspace(1) %1590, i32 %1591) #7
  %1594 = getelementptr i8, ptr addrspace(3) %1587, i64 %177
  %1595 = sext i32 %1562 to i64
  %1596 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1595
  %1597 = select i1 %1578, i32 8, i32 0
  %1598 = ptrtoint ptr addrspace(3) %1594 to i64
  %1599 = trunc i64 %1598 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %1599, ptr addrspace(1) %1596, i32 %1597) #7
  %1600 = getelementptr i8, ptr addrspace(3) %1587, i64 %187
  %1601 = sext i32 %1563 to i64
  %1602 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1601
  %1603 = select i1 %1579, i32 8, i32 0
  %1604 = ptrtoint ptr addrspace(3) %1600 to i64
  %1605 = trunc i64 %1604 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %1605, ptr addrspace(1) %1602, i32 %1603) #7
  %1606 = getelementptr i8, ptr addrspace(3) %1587, i64 %197
  %1607 = sext i32 %1564 to i64
  %1608 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1607
  %1609 = select i1 %1580, i32 8, i32 0
  %1610 = ptrtoint ptr addrspace(3) %1606 to i64
  %1611 = trunc i64 %1610 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %1611, ptr addrspace(1) %1608, i32 %1609) #7
  %1612 = getelementptr i8, ptr addrspace(3) %1587, i64 %207
  %1613 = sext i32 %1565 to i64
  %1614 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1613
  %1615 = select i1 %1581, i32 8, i32 0
  %1616 = ptrtoint ptr addrspace(3) %1612 to i64
  %1617 = trunc i64 %1616 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %1617, ptr addrspace(1) %1614, i32 %1615) #7
  %1618 = getelementptr i8, ptr addrspace(3) %1587, i64 %217
  %1619 = sext i32 %1566 to i64
  %1620 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1619
  %1621 = select i1 %1582, i32 8, i32 0
  %1622 = ptrtoint ptr addrspace(3) %1618 to i64
  %1623 = trunc i64 %1622 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %1623, ptr addrspace(1) %1620, i32 %1621) #7
  %1624 = getelementptr i8, ptr addrspace(3) %1587, i64 %227
  %1625 = sext i32 %1567 to i64
  %1626 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1625
  %1627 = select i1 %1583, i32 8, i32 0
  %1628 = ptrtoint ptr addrspace(3) %1624 to i64
  %1629 = trunc i64 %1628 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %1629, ptr addrspace(1) %1626, i32 %1627) #7
  %1630 = getelementptr i8, ptr addrspace(3) %1587, i64 %237
  %1631 = sext i32 %1568 to i64
  %1632 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1631
  %1633 = select i1 %1584, i32 8, i32 0
  %1634 = ptrtoint ptr addrspace(3) %1630 to i64
  %1635 = trunc i64 %1634 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %1635, ptr addrspace(1) %1632, i32 %1633) #7
  %1636 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 24576), i64 %1586
  %1637 = getelementptr i8, ptr addrspace(3) %1636, i64 %167
  %1638 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1589
  %1639 = ptrtoint ptr addrspace(3) %1637 to i64
  %1640 = trunc i64 %1639 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %1640, ptr addrspace(1) %1638, i32 %1591) #7
  %1641 = getelementptr i8, ptr addrspace(3) %1636, i64 %177
  %1642 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1595
  %1643 = ptrtoint ptr addrspace(3) %1641 to i64
  %1644 = trunc i64 %1643 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %1644, ptr addrspace(1) %1642, i32 %1597) #7
  %1645 = getelementptr i8, ptr addrspace(3) %1636, i64 %187
  %1646 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1601
  %1647 = ptrtoint ptr addrspace(3) %1645 to i64
  %1648 = trunc i64 %1647 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %1648, ptr addrspace(1) %1646, i32 %1603) #7
  %1649 = getelementptr i8, ptr addrspace(3) %1636, i64 %197
  %1650 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1607
  %1651 = ptrtoint ptr addrspace(3) %1649 to i64
  %1652 = trunc i64 %1651 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %1652, ptr addrspace(1) %1650, i32 %1609) #7
  %1653 = getelementptr i8, ptr addrspace(3) %1636, i64 %207
  %1654 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1613
  %1655 = ptrtoint ptr addrspace(3) %1653 to i64
  %1656 = trunc i64 %1655 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %1656, ptr addrspace(1) %1654, i32 %1615) #7
  %1657 = getelementptr i8, ptr addrspace(3) %1636, i64 %217
  %1658 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1619
  %1659 = ptrtoint ptr addrspace(3) %1657 to i64
  %1660 = trunc i64 %1659 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %1660, ptr addrspace(1) %1658, i32 %1621) #7
  %1661 = getelementptr i8, ptr addrspace(3) %1636, i64 %227
  %1662 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1625
  %1663 = ptrtoint ptr addrspace(3) %1661 to i64
  %1664 = trunc i64 %1663 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %1664, ptr addrspace(1) %1662, i32 %1627) #7
  %1665 = getelementptr i8, ptr addrspace(3) %1636, i64 %237
  %1666 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1631
  %1667 = ptrtoint ptr addrspace(3) %1665 to i64
  %1668 = trunc i64 %1667 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %1668, ptr addrspace(1) %1666, i32 %1633) #7
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #7
  %1669 = add i32 %620, 64
  %1670 = icmp slt i32 %1669, %4
  br i1 %1670, label %583, label %._crit_edge

._crit_edge:                                      ; preds = %583, %.._crit_edge_crit_edge
  %.pre-phi177 = phi i32 [ %.pre176, %.._crit_edge_crit_edge ], [ %491, %583 ]
  %.lcssa69 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1165, %583 ]
  %.lcssa68 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1166, %583 ]
  %.lcssa67 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1479, %583 ]
  %.lcssa66 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1480, %583 ]
  %.lcssa65 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1481, %583 ]
  %.lcssa64 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1482, %583 ]
  %.lcssa63 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1484, %583 ]
  %.lcssa62 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1485, %583 ]
  %.lcssa61 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1486, %583 ]
  %.lcssa60 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1487, %583 ]
  %.lcssa59 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1495, %583 ]
  %.lcssa58 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1496, %583 ]
  %.lcssa57 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1497, %583 ]
  %.lcssa56 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1498, %583 ]
  %.lcssa55 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1500, %583 ]
  %.lcssa54 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1501, %583 ]
  %.lcssa53 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1502, %583 ]
  %.lcssa52 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1503, %583 ]
  %.lcssa51 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1511, %583 ]
  %.lcssa50 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1512, %583 ]
  %.lcssa49 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1513, %583 ]
  %.lcssa48 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1514, %583 ]
  %.lcssa47 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1516, %583 ]
  %.lcssa46 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1517, %583 ]
  %.lcssa45 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1518, %583 ]
  %.lcssa44 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1519, %583 ]
  %.lcssa43 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1527, %583 ]
  %.lcssa42 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1528, %583 ]
  %.lcssa41 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1529, %583 ]
  %.lcssa40 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1530, %583 ]
  %.lcssa39 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1532, %583 ]
  %.lcssa38 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1533, %583 ]
  %.lcssa37 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1534, %583 ]
  %.lcssa36 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1535, %583 ]
  %.lcssa35 = phi float [ 0xFFF0000000000000, %.._crit_edge_crit_edge ], [ %1047, %583 ]
  %.lcssa34 = phi float [ 0xFFF0000000000000, %.._crit_edge_crit_edge ], [ %1048, %583 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1671 = lshr i32 %7, 2
  %1672 = and i32 %1671, 7
  %1673 = or disjoint i32 %479, %1672
  %1674 = zext nneg i32 %1673 to i64
  %1675 = getelementptr float, ptr addrspace(3) @attention_smem, i64 %1674
  store float %.lcssa35, ptr addrspace(3) %1675, align 4
  %1676 = or disjoint i32 %1673, 8
  %1677 = zext nneg i32 %1676 to i64
  %1678 = getelementptr float, ptr addrspace(3) @attention_smem, i64 %1677
  store float %.lcssa34, ptr addrspace(3) %1678, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  tail call void asm sideeffect "cp.async.wait_group 0;", "~{memory}"() #7
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1679 = fdiv float %.lcssa67, %.lcssa69
  %1680 = fdiv float %.lcssa66, %.lcssa69
  %1681 = fdiv float %.lcssa65, %.lcssa68
  %1682 = fdiv float %.lcssa64, %.lcssa68
  %1683 = fdiv float %.lcssa63, %.lcssa69
  %1684 = fdiv float %.lcssa62, %.lcssa69
  %1685 = fdiv float %.lcssa61, %.lcssa68
  %1686 = fdiv float %.lcssa60, %.lcssa68
  %1687 = fdiv float %.lcssa59, %.lcssa69
  %1688 = fdiv float %.lcssa58, %.lcssa69
  %1689 = fdiv float %.lcssa57, %.lcssa68
  %1690 = fdiv float %.lcssa56, %.lcssa68
  %1691 = fdiv float %.lcssa55, %.lcssa69
  %1692 = fdiv float %.lcssa54, %.lcssa69
  %1693 = fdiv float %.lcssa53, %.lcssa68
  %1694 = fdiv float %.lcssa52, %.lcssa68
  %1695 = fdiv float %.lcssa51, %.lcssa69
  %1696 = fdiv float %.lcssa50, %.lcssa69
  %1697 = fdiv float %.lcssa49, %.lcssa68
  %1698 = fdiv float %.lcssa48, %.lcssa68
  %1699 = fdiv float %.lcssa47, %.lcssa69
  %1700 = fdiv float %.lcssa46, %.lcssa69
  %1701 = fdiv float %.lcssa45, %.lcssa68
  %1702 = fdiv float %.lcssa44, %.lcssa68
  %1703 = fdiv float %.lcssa43, %.lcssa69
  %1704 = fdiv float %.lcssa42, %.lcssa69
  %1705 = fdiv float %.lcssa41, %.lcssa68
  %1706 = fdiv float %.lcssa40, %.lcssa68
  %1707 = fdiv float %.lcssa39, %.lcssa69
  %1708 = fdiv float %.lcssa38, %.lcssa69
  %1709 = fdiv float %.lcssa37, %.lcssa68
  %1710 = fdiv float %.lcssa36, %.lcssa68
  %1711 = fptrunc float %1679 to bfloat
  %1712 = fptrunc float %1680 to bfloat
  %1713 = fptrunc float %1681 to bfloat
  %1714 = fptrunc float %1682 to bfloat
  %1715 = fptrunc float %1683 to bfloat
  %1716 = fptrunc float %1684 to bfloat
  %1717 = fptrunc float %1685 to bfloat
  %1718 = fptrunc float %1686 to bfloat
  %1719 = fptrunc float %1687 to bfloat
  %1720 = fptrunc float %1688 to bfloat
  %1721 = fptrunc float %1689 to bfloat
  %1722 = fptrunc float %1690 to bfloat
  %1723 = fptrunc float %1691 to bfloat
  %1724 = fptrunc float %1692 to bfloat
  %1725 = fptrunc float %1693 to bfloat
  %1726 = fptrunc float %1694 to bfloat
  %1727 = fptrunc float %1695 to bfloat
  %1728 = fptrunc float %1696 to bfloat
  %1729 = fptrunc float %1697 to bfloat
  %1730 = fptrunc float %1698 to bfloat
  %1731 = fptrunc float %1699 to bfloat
  %1732 = fptrunc float %1700 to bfloat
  %1733 = fptrunc float %1701 to bfloat
  %1734 = fptrunc float %1702 to bfloat
  %1735 = fptrunc float %1703 to bfloat
  %1736 = fptrunc float %1704 to bfloat
  %1737 = fptrunc float %1705 to bfloat
  %1738 = fptrunc float %1706 to bfloat
  %1739 = fptrunc float %1707 to bfloat
  %1740 = fptrunc float %1708 to bfloat
  %1741 = fptrunc float %1709 to bfloat
  %1742 = fptrunc float %1710 to bfloat
  %1743 = or disjoint i32 %1673, %12
  %1744 = add i32 %11, %1743
  %1745 = shl i32 %1744, 6
  %1746 = or disjoint i32 %1745, %.pre-phi177
  %1747 = sext i32 %1746 to i64
  %1748 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1747
  %1749 = icmp slt i32 %1743, %4
  %1750 = zext i1 %1749 to i32
  %1751 = bitcast bfloat %1711 to i16
  %1752 = bitcast bfloat %1712 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1750, i16 %1751, i16 %1752, ptr addrspace(1) %1748) #7
  %1753 = or disjoint i32 %1676, %12
  %1754 = add i32 %11, %1753
  %1755 = shl i32 %1754, 6
  %1756 = or disjoint i32 %1755, %.pre-phi177
  %1757 = sext i32 %1756 to i64
  %1758 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1757
  %1759 = icmp slt i32 %1753, %4
  %1760 = zext i1 %1759 to i32
  %1761 = bitcast bfloat %1713 to i16
  %1762 = bitcast bfloat %1714 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1760, i16 %1761, i16 %1762, ptr addrspace(1) %1758) #7
  %1763 = or disjoint i32 %.pre-phi177, 8
  %1764 = or disjoint i32 %1745, %1763
  %1765 = sext i32 %1764 to i64
  %1766 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1765
  %1767 = bitcast bfloat %1715 to i16
  %1768 = bitcast bfloat %1716 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1750, i16 %1767, i16 %1768, ptr addrspace(1) %1766) #7
  %1769 = or disjoint i32 %1755, %1763
  %1770 = sext i32 %1769 to i64
  %1771 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1770
  %1772 = bitcast bfloat %1717 to i16
  %1773 = bitcast bfloat %1718 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1760, i16 %1772, i16 %1773, ptr addrspace(1) %1771) #7
  %1774 = or disjoint i32 %.pre-phi177, 16
  %1775 = or disjoint i32 %1745, %1774
  %1776 = sext i32 %1775 to i64
  %1777 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1776
  %1778 = bitcast bfloat %1719 to i16
  %1779 = bitcast bfloat %1720 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1750, i16 %1778, i16 %1779, ptr addrspace(1) %1777) #7
  %1780 = or disjoint i32 %1755, %1774
  %1781 = sext i32 %1780 to i64
  %1782 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1781
  %1783 = bitcast bfloat %1721 to i16
  %1784 = bitcast bfloat %1722 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1760, i16 %1783, i16 %1784, ptr addrspace(1) %1782) #7
  %1785 = or disjoint i32 %.pre-phi177, 24
  %1786 = or disjoint i32 %1745, %1785
  %1787 = sext i32 %1786 to i64
  %1788 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1787
  %1789 = bitcast bfloat %1723 to i16
  %1790 = bitcast bfloat %1724 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1750, i16 %1789, i16 %1790, ptr addrspace(1) %1788) #7
  %1791 = or disjoint i32 %1755, %1785
  %1792 = sext i32 %1791 to i64
  %1793 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1792
  %1794 = bitcast bfloat %1725 to i16
  %1795 = bitcast bfloat %1726 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1760, i16 %1794, i16 %1795, ptr addrspace(1) %1793) #7
  %1796 = or disjoint i32 %.pre-phi177, 32
  %1797 = or disjoint i32 %1745, %1796
  %1798 = sext i32 %1797 to i64
  %1799 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1798
  %1800 = bitcast bfloat %1727 to i16
  %1801 = bitcast bfloat %1728 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1750, i16 %1800, i16 %1801, ptr addrspace(1) %1799) #7
  %1802 = or disjoint i32 %1755, %1796
  %1803 = sext i32 %1802 to i64
  %1804 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1803
  %1805 = bitcast bfloat %1729 to i16
  %1806 = bitcast bfloat %1730 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1760, i16 %1805, i16 %1806, ptr addrspace(1) %1804) #7
  %1807 = or disjoint i32 %.pre-phi177, 40
  %1808 = or disjoint i32 %1745, %1807
  %1809 = sext i32 %1808 to i64
  %1810 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1809
  %1811 = bitcast bfloat %1731 to i16
  %1812 = bitcast bfloat %1732 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1750, i16 %1811, i16 %1812, ptr addrspace(1) %1810) #7
  %1813 = or disjoint i32 %1755, %1807
  %1814 = sext i32 %1813 to i64
  %1815 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1814
  %1816 = bitcast bfloat %1733 to i16
  %1817 = bitcast bfloat %1734 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1760, i16 %1816, i16 %1817, ptr addrspace(1) %1815) #7
  %1818 = or disjoint i32 %.pre-phi177, 48
  %1819 = or disjoint i32 %1745, %1818
  %1820 = sext i32 %1819 to i64
  %1821 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1820
  %1822 = bitcast bfloat %1735 to i16
  %1823 = bitcast bfloat %1736 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1750, i16 %1822, i16 %1823, ptr addrspace(1) %1821) #7
  %1824 = or disjoint i32 %1755, %1818
  %1825 = sext i32 %1824 to i64
  %1826 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1825
  %1827 = bitcast bfloat %1737 to i16
  %1828 = bitcast bfloat %1738 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1760, i16 %1827, i16 %1828, ptr addrspace(1) %1826) #7
  %1829 = or disjoint i32 %.pre-phi177, 56
  %1830 = or disjoint i32 %1745, %1829
  %1831 = sext i32 %1830 to i64
  %1832 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1831
  %1833 = bitcast bfloat %1739 to i16
  %1834 = bitcast bfloat %1740 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1750, i16 %1833, i16 %1834, ptr addrspace(1) %1832) #7
  %1835 = or disjoint i32 %1755, %1829
  %1836 = sext i32 %1835 to i64
  %1837 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1836
  %1838 = bitcast bfloat %1741 to i16
  %1839 = bitcast bfloat %1742 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1760, i16 %1838, i16 %1839, ptr addrspace(1) %1837) #7
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
