; ModuleID = 'tile_kernels'
source_filename = "tile_kernels"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@attention_smem = internal addrspace(3) global [26624 x i8] undef, align 16
@attention_dsmem = external addrspace(3) global [0 x i8], align 1024

; Function Attrs: nounwind
define ptx_kernel void @attention(ptr addrspace(1) align 16 %0, ptr addrspace(1) align 16 %1, ptr addrspace(1) align 16 %2, ptr addrspace(1) align 16 %3, i32 %4, float %5) local_unnamed_addr #0 {
  %7 = tail call range(i32 0, 256) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = shl nuw nsw i32 %7, 2
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %11 = mul i32 %4, %10
  %12 = shl i32 %11, 7
  %13 = shl i32 %9, 6
  %14 = lshr i32 %7, 5
  %15 = or disjoint i32 %13, %14
  %16 = add i32 %11, %15
  %17 = shl i32 %16, 7
  %18 = or disjoint i32 %14, 8
  %19 = or disjoint i32 %18, %13
  %20 = add i32 %11, %19
  %21 = shl i32 %20, 7
  %22 = or disjoint i32 %14, 16
  %23 = or disjoint i32 %22, %13
  %24 = add i32 %11, %23
  %25 = shl i32 %24, 7
  %26 = or disjoint i32 %14, 24
  %27 = or disjoint i32 %26, %13
  %28 = add i32 %11, %27
  %29 = shl i32 %28, 7
  %30 = or disjoint i32 %14, 32
  %31 = or disjoint i32 %30, %13
  %32 = add i32 %11, %31
  %33 = shl i32 %32, 7
  %34 = or disjoint i32 %14, 40
  %35 = or disjoint i32 %34, %13
  %36 = add i32 %11, %35
  %37 = shl i32 %36, 7
  %38 = or disjoint i32 %14, 48
  %39 = or disjoint i32 %38, %13
  %40 = add i32 %11, %39
  %41 = shl i32 %40, 7
  %42 = or disjoint i32 %14, 56
  %43 = or disjoint i32 %42, %13
  %44 = add i32 %11, %43
  %45 = shl i32 %44, 7
  %46 = and i32 %8, 124
  %47 = or disjoint i32 %17, %46
  %48 = or disjoint i32 %21, %46
  %49 = or disjoint i32 %25, %46
  %50 = or disjoint i32 %29, %46
  %51 = or disjoint i32 %33, %46
  %52 = or disjoint i32 %37, %46
  %53 = or disjoint i32 %41, %46
  %54 = or disjoint i32 %45, %46
  %55 = icmp slt i32 %15, %4
  %56 = icmp slt i32 %19, %4
  %57 = icmp slt i32 %23, %4
  %58 = icmp slt i32 %27, %4
  %59 = icmp slt i32 %31, %4
  %60 = icmp slt i32 %35, %4
  %61 = icmp slt i32 %39, %4
  %62 = icmp slt i32 %43, %4
  %63 = sext i32 %47 to i64
  %64 = getelementptr bfloat, ptr addrspace(1) %0, i64 %63
  %65 = zext i1 %55 to i32
  %66 = tail call { i16, i16, i16, i16 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $4, 0;\0Amov.b16 $0, $6;\0Amov.b16 $1, $6;\0Amov.b16 $2, $6;\0Amov.b16 $3, $6;\0A@%tile_v ld.global.v4.b16 {$0, $1, $2, $3}, [$5];\0A}", "=&h,=&h,=&h,=&h,r,l,h"(i32 %65, ptr addrspace(1) %64, i16 0) #7
  %67 = extractvalue { i16, i16, i16, i16 } %66, 0
  %68 = extractvalue { i16, i16, i16, i16 } %66, 1
  %69 = extractvalue { i16, i16, i16, i16 } %66, 2
  %70 = extractvalue { i16, i16, i16, i16 } %66, 3
  %71 = sext i32 %48 to i64
  %72 = getelementptr bfloat, ptr addrspace(1) %0, i64 %71
  %73 = zext i1 %56 to i32
  %74 = tail call { i16, i16, i16, i16 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $4, 0;\0Amov.b16 $0, $6;\0Amov.b16 $1, $6;\0Amov.b16 $2, $6;\0Amov.b16 $3, $6;\0A@%tile_v ld.global.v4.b16 {$0, $1, $2, $3}, [$5];\0A}", "=&h,=&h,=&h,=&h,r,l,h"(i32 %73, ptr addrspace(1) %72, i16 0) #7
  %75 = extractvalue { i16, i16, i16, i16 } %74, 0
  %76 = extractvalue { i16, i16, i16, i16 } %74, 1
  %77 = extractvalue { i16, i16, i16, i16 } %74, 2
  %78 = extractvalue { i16, i16, i16, i16 } %74, 3
  %79 = sext i32 %49 to i64
  %80 = getelementptr bfloat, ptr addrspace(1) %0, i64 %79
  %81 = zext i1 %57 to i32
  %82 = tail call { i16, i16, i16, i16 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $4, 0;\0Amov.b16 $0, $6;\0Amov.b16 $1, $6;\0Amov.b16 $2, $6;\0Amov.b16 $3, $6;\0A@%tile_v ld.global.v4.b16 {$0, $1, $2, $3}, [$5];\0A}", "=&h,=&h,=&h,=&h,r,l,h"(i32 %81, ptr addrspace(1) %80, i16 0) #7
  %83 = extractvalue { i16, i16, i16, i16 } %82, 0
  %84 = extractvalue { i16, i16, i16, i16 } %82, 1
  %85 = extractvalue { i16, i16, i16, i16 } %82, 2
  %86 = extractvalue { i16, i16, i16, i16 } %82, 3
  %87 = sext i32 %50 to i64
  %88 = getelementptr bfloat, ptr addrspace(1) %0, i64 %87
  %89 = zext i1 %58 to i32
  %90 = tail call { i16, i16, i16, i16 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $4, 0;\0Amov.b16 $0, $6;\0Amov.b16 $1, $6;\0Amov.b16 $2, $6;\0Amov.b16 $3, $6;\0A@%tile_v ld.global.v4.b16 {$0, $1, $2, $3}, [$5];\0A}", "=&h,=&h,=&h,=&h,r,l,h"(i32 %89, ptr addrspace(1) %88, i16 0) #7
  %91 = extractvalue { i16, i16, i16, i16 } %90, 0
  %92 = extractvalue { i16, i16, i16, i16 } %90, 1
  %93 = extractvalue { i16, i16, i16, i16 } %90, 2
  %94 = extractvalue { i16, i16, i16, i16 } %90, 3
  %95 = sext i32 %51 to i64
  %96 = getelementptr bfloat, ptr addrspace(1) %0, i64 %95
  %97 = zext i1 %59 to i32
  %98 = tail call { i16, i16, i16, i16 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $4, 0;\0Amov.b16 $0, $6;\0Amov.b16 $1, $6;\0Amov.b16 $2, $6;\0Amov.b16 $3, $6;\0A@%tile_v ld.global.v4.b16 {$0, $1, $2, $3}, [$5];\0A}", "=&h,=&h,=&h,=&h,r,l,h"(i32 %97, ptr addrspace(1) %96, i16 0) #7
  %99 = extractvalue { i16, i16, i16, i16 } %98, 0
  %100 = extractvalue { i16, i16, i16, i16 } %98, 1
  %101 = extractvalue { i16, i16, i16, i16 } %98, 2
  %102 = extractvalue { i16, i16, i16, i16 } %98, 3
  %103 = sext i32 %52 to i64
  %104 = getelementptr bfloat, ptr addrspace(1) %0, i64 %103
  %105 = zext i1 %60 to i32
  %106 = tail call { i16, i16, i16, i16 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $4, 0;\0Amov.b16 $0, $6;\0Amov.b16 $1, $6;\0Amov.b16 $2, $6;\0Amov.b16 $3, $6;\0A@%tile_v ld.global.v4.b16 {$0, $1, $2, $3}, [$5];\0A}", "=&h,=&h,=&h,=&h,r,l,h"(i32 %105, ptr addrspace(1) %104, i16 0) #7
  %107 = extractvalue { i16, i16, i16, i16 } %106, 0
  %108 = extractvalue { i16, i16, i16, i16 } %106, 1
  %109 = extractvalue { i16, i16, i16, i16 } %106, 2
  %110 = extractvalue { i16, i16, i16, i16 } %106, 3
  %111 = sext i32 %53 to i64
  %112 = getelementptr bfloat, ptr addrspace(1) %0, i64 %111
  %113 = zext i1 %61 to i32
  %114 = tail call { i16, i16, i16, i16 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $4, 0;\0Amov.b16 $0, $6;\0Amov.b16 $1, $6;\0Amov.b16 $2, $6;\0Amov.b16 $3, $6;\0A@%tile_v ld.global.v4.b16 {$0, $1, $2, $3}, [$5];\0A}", "=&h,=&h,=&h,=&h,r,l,h"(i32 %113, ptr addrspace(1) %112, i16 0) #7
  %115 = extractvalue { i16, i16, i16, i16 } %114, 0
  %116 = extractvalue { i16, i16, i16, i16 } %114, 1
  %117 = extractvalue { i16, i16, i16, i16 } %114, 2
  %118 = extractvalue { i16, i16, i16, i16 } %114, 3
  %119 = sext i32 %54 to i64
  %120 = getelementptr bfloat, ptr addrspace(1) %0, i64 %119
  %121 = zext i1 %62 to i32
  %122 = tail call { i16, i16, i16, i16 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $4, 0;\0Amov.b16 $0, $6;\0Amov.b16 $1, $6;\0Amov.b16 $2, $6;\0Amov.b16 $3, $6;\0A@%tile_v ld.global.v4.b16 {$0, $1, $2, $3}, [$5];\0A}", "=&h,=&h,=&h,=&h,r,l,h"(i32 %121, ptr addrspace(1) %120, i16 0) #7
  %123 = extractvalue { i16, i16, i16, i16 } %122, 0
  %124 = extractvalue { i16, i16, i16, i16 } %122, 1
  %125 = extractvalue { i16, i16, i16, i16 } %122, 2
  %126 = extractvalue { i16, i16, i16, i16 } %122, 3
  %127 = fmul float %5, 0x3FF7154760000000
  %128 = add i32 %13, 64
  %129 = icmp sgt i32 %128, 0
  %130 = shl nuw nsw i32 %14, 7
  %131 = add i32 %12, %130
  %132 = shl nuw nsw i32 %18, 7
  %133 = add i32 %12, %132
  %134 = shl nuw nsw i32 %22, 7
  %135 = add i32 %12, %134
  %136 = shl nuw nsw i32 %26, 7
  %137 = add i32 %12, %136
  %138 = shl nuw nsw i32 %30, 7
  %139 = add i32 %12, %138
  %140 = shl nuw nsw i32 %34, 7
  %141 = add i32 %12, %140
  %142 = shl nuw nsw i32 %38, 7
  %143 = add i32 %12, %142
  %144 = shl nuw nsw i32 %42, 7
  %145 = add i32 %12, %144
  %146 = or disjoint i32 %131, %46
  %147 = or disjoint i32 %133, %46
  %148 = or disjoint i32 %135, %46
  %149 = or disjoint i32 %137, %46
  %150 = or disjoint i32 %139, %46
  %151 = or disjoint i32 %141, %46
  %152 = or disjoint i32 %143, %46
  %153 = or disjoint i32 %145, %46
  %154 = icmp slt i32 %14, %4
  %155 = icmp slt i32 %18, %4
  %156 = icmp slt i32 %22, %4
  %157 = icmp slt i32 %26, %4
  %158 = icmp slt i32 %30, %4
  %159 = icmp slt i32 %34, %4
  %160 = icmp slt i32 %38, %4
  %161 = icmp slt i32 %42, %4
  %162 = and i1 %129, %154
  %163 = and i1 %129, %155
  %164 = and i1 %129, %156
  %165 = and i1 %129, %157
  %166 = and i1 %129, %158
  %167 = and i1 %129, %159
  %168 = and i1 %129, %160
  %169 = and i1 %129, %161
  %170 = shl nuw nsw i32 %7, 3
  %171 = shl nuw nsw i32 %7, 9
  %172 = and i32 %171, 8192
  %173 = shl nuw nsw i32 %14, 4
  %.masked = and i32 %170, 112
  %174 = xor i32 %.masked, %173
  %175 = and i32 %170, 8
  %176 = or disjoint i32 %175, %172
  %177 = or disjoint i32 %176, %174
  %178 = or disjoint i32 %177, %130
  %179 = zext nneg i32 %178 to i64
  %180 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %179
  %181 = sext i32 %146 to i64
  %182 = getelementptr bfloat, ptr addrspace(1) %1, i64 %181
  %183 = select i1 %162, i32 8, i32 0
  %184 = ptrtoint ptr addrspace(3) %180 to i64
  %185 = trunc i64 %184 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %185, ptr addrspace(1) %182, i32 %183) #7
  %186 = or disjoint i32 %177, %132
  %187 = zext nneg i32 %186 to i64
  %188 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %187
  %189 = sext i32 %147 to i64
  %190 = getelementptr bfloat, ptr addrspace(1) %1, i64 %189
  %191 = select i1 %163, i32 8, i32 0
  %192 = ptrtoint ptr addrspace(3) %188 to i64
  %193 = trunc i64 %192 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %193, ptr addrspace(1) %190, i32 %191) #7
  %194 = or disjoint i32 %177, %134
  %195 = zext nneg i32 %194 to i64
  %196 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %195
  %197 = sext i32 %148 to i64
  %198 = getelementptr bfloat, ptr addrspace(1) %1, i64 %197
  %199 = select i1 %164, i32 8, i32 0
  %200 = ptrtoint ptr addrspace(3) %196 to i64
  %201 = trunc i64 %200 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %201, ptr addrspace(1) %198, i32 %199) #7
  %202 = or disjoint i32 %177, %136
  %203 = zext nneg i32 %202 to i64
  %204 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %203
  %205 = sext i32 %149 to i64
  %206 = getelementptr bfloat, ptr addrspace(1) %1, i64 %205
  %207 = select i1 %165, i32 8, i32 0
  %208 = ptrtoint ptr addrspace(3) %204 to i64
  %209 = trunc i64 %208 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %209, ptr addrspace(1) %206, i32 %207) #7
  %210 = or disjoint i32 %177, %138
  %211 = zext nneg i32 %210 to i64
  %212 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %211
  %213 = sext i32 %150 to i64
  %214 = getelementptr bfloat, ptr addrspace(1) %1, i64 %213
  %215 = select i1 %166, i32 8, i32 0
  %216 = ptrtoint ptr addrspace(3) %212 to i64
  %217 = trunc i64 %216 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %217, ptr addrspace(1) %214, i32 %215) #7
  %218 = or disjoint i32 %177, %140
  %219 = zext nneg i32 %218 to i64
  %220 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %219
  %221 = sext i32 %151 to i64
  %222 = getelementptr bfloat, ptr addrspace(1) %1, i64 %221
  %223 = select i1 %167, i32 8, i32 0
  %224 = ptrtoint ptr addrspace(3) %220 to i64
  %225 = trunc i64 %224 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %225, ptr addrspace(1) %222, i32 %223) #7
  %226 = or disjoint i32 %177, %142
  %227 = zext nneg i32 %226 to i64
  %228 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %227
  %229 = sext i32 %152 to i64
  %230 = getelementptr bfloat, ptr addrspace(1) %1, i64 %229
  %231 = select i1 %168, i32 8, i32 0
  %232 = ptrtoint ptr addrspace(3) %228 to i64
  %233 = trunc i64 %232 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %233, ptr addrspace(1) %230, i32 %231) #7
  %234 = or disjoint i32 %177, %144
  %235 = zext nneg i32 %234 to i64
  %236 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %235
  %237 = sext i32 %153 to i64
  %238 = getelementptr bfloat, ptr addrspace(1) %1, i64 %237
  %239 = select i1 %169, i32 8, i32 0
  %240 = ptrtoint ptr addrspace(3) %236 to i64
  %241 = trunc i64 %240 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %241, ptr addrspace(1) %238, i32 %239) #7
  %242 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 49152), i64 %179
  %243 = getelementptr bfloat, ptr addrspace(1) %2, i64 %181
  %244 = ptrtoint ptr addrspace(3) %242 to i64
  %245 = trunc i64 %244 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %245, ptr addrspace(1) %243, i32 %183) #7
  %246 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 49152), i64 %187
  %247 = getelementptr bfloat, ptr addrspace(1) %2, i64 %189
  %248 = ptrtoint ptr addrspace(3) %246 to i64
  %249 = trunc i64 %248 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %249, ptr addrspace(1) %247, i32 %191) #7
  %250 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 49152), i64 %195
  %251 = getelementptr bfloat, ptr addrspace(1) %2, i64 %197
  %252 = ptrtoint ptr addrspace(3) %250 to i64
  %253 = trunc i64 %252 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %253, ptr addrspace(1) %251, i32 %199) #7
  %254 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 49152), i64 %203
  %255 = getelementptr bfloat, ptr addrspace(1) %2, i64 %205
  %256 = ptrtoint ptr addrspace(3) %254 to i64
  %257 = trunc i64 %256 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %257, ptr addrspace(1) %255, i32 %207) #7
  %258 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 49152), i64 %211
  %259 = getelementptr bfloat, ptr addrspace(1) %2, i64 %213
  %260 = ptrtoint ptr addrspace(3) %258 to i64
  %261 = trunc i64 %260 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %261, ptr addrspace(1) %259, i32 %215) #7
  %262 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 49152), i64 %219
  %263 = getelementptr bfloat, ptr addrspace(1) %2, i64 %221
  %264 = ptrtoint ptr addrspace(3) %262 to i64
  %265 = trunc i64 %264 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %265, ptr addrspace(1) %263, i32 %223) #7
  %266 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 49152), i64 %227
  %267 = getelementptr bfloat, ptr addrspace(1) %2, i64 %229
  %268 = ptrtoint ptr addrspace(3) %266 to i64
  %269 = trunc i64 %268 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %269, ptr addrspace(1) %267, i32 %231) #7
  %270 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 49152), i64 %235
  %271 = getelementptr bfloat, ptr addrspace(1) %2, i64 %237
  %272 = ptrtoint ptr addrspace(3) %270 to i64
  %273 = trunc i64 %272 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %273, ptr addrspace(1) %271, i32 %239) #7
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #7
  %274 = icmp sgt i32 %128, 64
  %275 = or disjoint i32 %14, 64
  %276 = add i32 %11, %275
  %277 = shl i32 %276, 7
  %278 = or disjoint i32 %14, 72
  %279 = add i32 %11, %278
  %280 = shl i32 %279, 7
  %281 = or disjoint i32 %14, 80
  %282 = add i32 %11, %281
  %283 = shl i32 %282, 7
  %284 = or disjoint i32 %14, 88
  %285 = add i32 %11, %284
  %286 = shl i32 %285, 7
  %287 = or disjoint i32 %14, 96
  %288 = add i32 %11, %287
  %289 = shl i32 %288, 7
  %290 = or disjoint i32 %14, 104
  %291 = add i32 %11, %290
  %292 = shl i32 %291, 7
  %293 = or disjoint i32 %14, 112
  %294 = add i32 %11, %293
  %295 = shl i32 %294, 7
  %296 = or disjoint i32 %14, 120
  %297 = add i32 %11, %296
  %298 = shl i32 %297, 7
  %299 = or disjoint i32 %277, %46
  %300 = or disjoint i32 %280, %46
  %301 = or disjoint i32 %283, %46
  %302 = or disjoint i32 %286, %46
  %303 = or disjoint i32 %289, %46
  %304 = or disjoint i32 %292, %46
  %305 = or disjoint i32 %295, %46
  %306 = or disjoint i32 %298, %46
  %307 = icmp slt i32 %275, %4
  %308 = icmp slt i32 %278, %4
  %309 = icmp slt i32 %281, %4
  %310 = icmp slt i32 %284, %4
  %311 = icmp slt i32 %287, %4
  %312 = icmp slt i32 %290, %4
  %313 = icmp slt i32 %293, %4
  %314 = icmp slt i32 %296, %4
  %315 = and i1 %274, %307
  %316 = and i1 %274, %308
  %317 = and i1 %274, %309
  %318 = and i1 %274, %310
  %319 = and i1 %274, %311
  %320 = and i1 %274, %312
  %321 = and i1 %274, %313
  %322 = and i1 %274, %314
  %323 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 16384), i64 %179
  %324 = sext i32 %299 to i64
  %325 = getelementptr bfloat, ptr addrspace(1) %1, i64 %324
  %326 = select i1 %315, i32 8, i32 0
  %327 = ptrtoint ptr addrspace(3) %323 to i64
  %328 = trunc i64 %327 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %328, ptr addrspace(1) %325, i32 %326) #7
  %329 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 16384), i64 %187
  %330 = sext i32 %300 to i64
  %331 = getelementptr bfloat, ptr addrspace(1) %1, i64 %330
  %332 = select i1 %316, i32 8, i32 0
  %333 = ptrtoint ptr addrspace(3) %329 to i64
  %334 = trunc i64 %333 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %334, ptr addrspace(1) %331, i32 %332) #7
  %335 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 16384), i64 %195
  %336 = sext i32 %301 to i64
  %337 = getelementptr bfloat, ptr addrspace(1) %1, i64 %336
  %338 = select i1 %317, i32 8, i32 0
  %339 = ptrtoint ptr addrspace(3) %335 to i64
  %340 = trunc i64 %339 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %340, ptr addrspace(1) %337, i32 %338) #7
  %341 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 16384), i64 %203
  %342 = sext i32 %302 to i64
  %343 = getelementptr bfloat, ptr addrspace(1) %1, i64 %342
  %344 = select i1 %318, i32 8, i32 0
  %345 = ptrtoint ptr addrspace(3) %341 to i64
  %346 = trunc i64 %345 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %346, ptr addrspace(1) %343, i32 %344) #7
  %347 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 16384), i64 %211
  %348 = sext i32 %303 to i64
  %349 = getelementptr bfloat, ptr addrspace(1) %1, i64 %348
  %350 = select i1 %319, i32 8, i32 0
  %351 = ptrtoint ptr addrspace(3) %347 to i64
  %352 = trunc i64 %351 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %352, ptr addrspace(1) %349, i32 %350) #7
  %353 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 16384), i64 %219
  %354 = sext i32 %304 to i64
  %355 = getelementptr bfloat, ptr addrspace(1) %1, i64 %354
  %356 = select i1 %320, i32 8, i32 0
  %357 = ptrtoint ptr addrspace(3) %353 to i64
  %358 = trunc i64 %357 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %358, ptr addrspace(1) %355, i32 %356) #7
  %359 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 16384), i64 %227
  %360 = sext i32 %305 to i64
  %361 = getelementptr bfloat, ptr addrspace(1) %1, i64 %360
  %362 = select i1 %321, i32 8, i32 0
  %363 = ptrtoint ptr addrspace(3) %359 to i64
  %364 = trunc i64 %363 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %364, ptr addrspace(1) %361, i32 %362) #7
  %365 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 16384), i64 %235
  %366 = sext i32 %306 to i64
  %367 = getelementptr bfloat, ptr addrspace(1) %1, i64 %366
  %368 = select i1 %322, i32 8, i32 0
  %369 = ptrtoint ptr addrspace(3) %365 to i64
  %370 = trunc i64 %369 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %370, ptr addrspace(1) %367, i32 %368) #7
  %371 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 65536), i64 %179
  %372 = getelementptr bfloat, ptr addrspace(1) %2, i64 %324
  %373 = ptrtoint ptr addrspace(3) %371 to i64
  %374 = trunc i64 %373 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %374, ptr addrspace(1) %372, i32 %326) #7
  %375 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 65536), i64 %187
  %376 = getelementptr bfloat, ptr addrspace(1) %2, i64 %330
  %377 = ptrtoint ptr addrspace(3) %375 to i64
  %378 = trunc i64 %377 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %378, ptr addrspace(1) %376, i32 %332) #7
  %379 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 65536), i64 %195
  %380 = getelementptr bfloat, ptr addrspace(1) %2, i64 %336
  %381 = ptrtoint ptr addrspace(3) %379 to i64
  %382 = trunc i64 %381 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %382, ptr addrspace(1) %380, i32 %338) #7
  %383 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 65536), i64 %203
  %384 = getelementptr bfloat, ptr addrspace(1) %2, i64 %342
  %385 = ptrtoint ptr addrspace(3) %383 to i64
  %386 = trunc i64 %385 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %386, ptr addrspace(1) %384, i32 %344) #7
  %387 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 65536), i64 %211
  %388 = getelementptr bfloat, ptr addrspace(1) %2, i64 %348
  %389 = ptrtoint ptr addrspace(3) %387 to i64
  %390 = trunc i64 %389 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %390, ptr addrspace(1) %388, i32 %350) #7
  %391 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 65536), i64 %219
  %392 = getelementptr bfloat, ptr addrspace(1) %2, i64 %354
  %393 = ptrtoint ptr addrspace(3) %391 to i64
  %394 = trunc i64 %393 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %394, ptr addrspace(1) %392, i32 %356) #7
  %395 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 65536), i64 %227
  %396 = getelementptr bfloat, ptr addrspace(1) %2, i64 %360
  %397 = ptrtoint ptr addrspace(3) %395 to i64
  %398 = trunc i64 %397 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %398, ptr addrspace(1) %396, i32 %362) #7
  %399 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 65536), i64 %235
  %400 = getelementptr bfloat, ptr addrspace(1) %2, i64 %366
  %401 = ptrtoint ptr addrspace(3) %399 to i64
  %402 = trunc i64 %401 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %402, ptr addrspace(1) %400, i32 %368) #7
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #7
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %403 = mul nuw nsw i32 %14, 136
  %404 = add nuw nsw i32 %403, %46
  %405 = shl nuw nsw i32 %404, 1
  %406 = zext nneg i32 %405 to i64
  %407 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %406
  %408 = insertelement <4 x i16> poison, i16 %67, i64 0
  %409 = insertelement <4 x i16> %408, i16 %68, i64 1
  %410 = insertelement <4 x i16> %409, i16 %69, i64 2
  %411 = insertelement <4 x i16> %410, i16 %70, i64 3
  store <4 x i16> %411, ptr addrspace(3) %407, align 8
  %412 = mul nuw nsw i32 %18, 136
  %413 = add nuw nsw i32 %412, %46
  %414 = shl nuw nsw i32 %413, 1
  %415 = zext nneg i32 %414 to i64
  %416 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %415
  %417 = insertelement <4 x i16> poison, i16 %75, i64 0
  %418 = insertelement <4 x i16> %417, i16 %76, i64 1
  %419 = insertelement <4 x i16> %418, i16 %77, i64 2
  %420 = insertelement <4 x i16> %419, i16 %78, i64 3
  store <4 x i16> %420, ptr addrspace(3) %416, align 8
  %421 = mul nuw nsw i32 %22, 136
  %422 = add nuw nsw i32 %421, %46
  %423 = shl nuw nsw i32 %422, 1
  %424 = zext nneg i32 %423 to i64
  %425 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %424
  %426 = insertelement <4 x i16> poison, i16 %83, i64 0
  %427 = insertelement <4 x i16> %426, i16 %84, i64 1
  %428 = insertelement <4 x i16> %427, i16 %85, i64 2
  %429 = insertelement <4 x i16> %428, i16 %86, i64 3
  store <4 x i16> %429, ptr addrspace(3) %425, align 8
  %430 = mul nuw nsw i32 %26, 136
  %431 = add nuw nsw i32 %430, %46
  %432 = shl nuw nsw i32 %431, 1
  %433 = zext nneg i32 %432 to i64
  %434 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %433
  %435 = insertelement <4 x i16> poison, i16 %91, i64 0
  %436 = insertelement <4 x i16> %435, i16 %92, i64 1
  %437 = insertelement <4 x i16> %436, i16 %93, i64 2
  %438 = insertelement <4 x i16> %437, i16 %94, i64 3
  store <4 x i16> %438, ptr addrspace(3) %434, align 8
  %439 = mul nuw nsw i32 %30, 136
  %440 = add nuw nsw i32 %439, %46
  %441 = shl nuw nsw i32 %440, 1
  %442 = zext nneg i32 %441 to i64
  %443 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %442
  %444 = insertelement <4 x i16> poison, i16 %99, i64 0
  %445 = insertelement <4 x i16> %444, i16 %100, i64 1
  %446 = insertelement <4 x i16> %445, i16 %101, i64 2
  %447 = insertelement <4 x i16> %446, i16 %102, i64 3
  store <4 x i16> %447, ptr addrspace(3) %443, align 8
  %448 = mul nuw nsw i32 %34, 136
  %449 = add nuw nsw i32 %448, %46
  %450 = shl nuw nsw i32 %449, 1
  %451 = zext nneg i32 %450 to i64
  %452 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %451
  %453 = insertelement <4 x i16> poison, i16 %107, i64 0
  %454 = insertelement <4 x i16> %453, i16 %108, i64 1
  %455 = insertelement <4 x i16> %454, i16 %109, i64 2
  %456 = insertelement <4 x i16> %455, i16 %110, i64 3
  store <4 x i16> %456, ptr addrspace(3) %452, align 8
  %457 = mul nuw nsw i32 %38, 136
  %458 = add nuw nsw i32 %457, %46
  %459 = shl nuw nsw i32 %458, 1
  %460 = zext nneg i32 %459 to i64
  %461 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %460
  %462 = insertelement <4 x i16> poison, i16 %115, i64 0
  %463 = insertelement <4 x i16> %462, i16 %116, i64 1
  %464 = insertelement <4 x i16> %463, i16 %117, i64 2
  %465 = insertelement <4 x i16> %464, i16 %118, i64 3
  store <4 x i16> %465, ptr addrspace(3) %461, align 8
  %466 = mul nuw nsw i32 %42, 136
  %467 = add nuw nsw i32 %466, %46
  %468 = shl nuw nsw i32 %467, 1
  %469 = zext nneg i32 %468 to i64
  %470 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %469
  %471 = insertelement <4 x i16> poison, i16 %123, i64 0
  %472 = insertelement <4 x i16> %471, i16 %124, i64 1
  %473 = insertelement <4 x i16> %472, i16 %125, i64 2
  %474 = insertelement <4 x i16> %473, i16 %126, i64 3
  store <4 x i16> %474, ptr addrspace(3) %470, align 8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %129, label %.lr.ph, label %.._crit_edge_crit_edge

.._crit_edge_crit_edge:                           ; preds = %6
  %.pre = lshr i32 %7, 2
  %.pre197 = and i32 %.pre, 7
  %.pre199 = and i32 %.pre, 32
  %.pre201 = and i32 %.pre, 39
  %.pre203 = or disjoint i32 %.pre197, 8
  %.pre205 = or disjoint i32 %.pre203, %.pre199
  %.pre207 = or disjoint i32 %.pre199, 16
  %.pre209 = or disjoint i32 %.pre207, %.pre197
  %.pre211 = or disjoint i32 %.pre207, %.pre203
  %.pre213 = shl nuw nsw i32 %7, 1
  %.pre215 = and i32 %.pre213, 6
  %.pre217 = or disjoint i32 %.pre201, %13
  %.pre219 = or disjoint i32 %.pre205, %13
  %.pre221 = or disjoint i32 %.pre209, %13
  %.pre223 = or disjoint i32 %.pre211, %13
  br label %._crit_edge

.lr.ph:                                           ; preds = %6
  %475 = and i32 %14, 3
  %476 = shl nuw nsw i32 %475, 4
  %477 = lshr i32 %7, 2
  %478 = and i32 %477, 32
  %479 = or disjoint i32 %478, 16
  %480 = and i32 %7, 7
  %481 = and i32 %7, 8
  %482 = and i32 %7, 15
  %483 = or disjoint i32 %478, %482
  %484 = lshr i32 %7, 1
  %485 = and i32 %484, 8
  %486 = mul nuw nsw i32 %483, 136
  %487 = shl nuw nsw i32 %480, 3
  %488 = or disjoint i32 %479, %482
  %489 = mul nuw nsw i32 %488, 136
  %490 = and i32 %477, 7
  %491 = and i32 %477, 39
  %492 = shl nuw nsw i32 %7, 1
  %493 = and i32 %492, 6
  %494 = or disjoint i32 %476, %493
  %495 = or disjoint i32 %491, %13
  %496 = or disjoint i32 %493, 1
  %497 = or disjoint i32 %476, %496
  %498 = or disjoint i32 %490, 8
  %499 = or disjoint i32 %498, %478
  %500 = or disjoint i32 %499, %13
  %501 = or disjoint i32 %476, 8
  %502 = or disjoint i32 %501, %493
  %503 = or disjoint i32 %501, %496
  %504 = or disjoint i32 %479, %490
  %505 = or disjoint i32 %504, %13
  %506 = or disjoint i32 %479, %498
  %507 = or disjoint i32 %506, %13
  %508 = shl nuw nsw i32 %491, 2
  %509 = or disjoint i32 %508, %475
  %510 = zext nneg i32 %509 to i64
  %511 = getelementptr float, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %510
  %512 = shl nuw nsw i32 %499, 2
  %513 = or disjoint i32 %512, %475
  %514 = zext nneg i32 %513 to i64
  %515 = getelementptr float, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %514
  %516 = shl nuw nsw i32 %504, 2
  %517 = or disjoint i32 %516, %475
  %518 = zext nneg i32 %517 to i64
  %519 = getelementptr float, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %518
  %520 = shl nuw nsw i32 %506, 2
  %521 = or disjoint i32 %520, %475
  %522 = zext nneg i32 %521 to i64
  %523 = getelementptr float, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %522
  %524 = zext nneg i32 %508 to i64
  %525 = getelementptr float, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %524
  %526 = getelementptr i8, ptr addrspace(3) %525, i64 4
  %527 = getelementptr i8, ptr addrspace(3) %525, i64 8
  %528 = getelementptr i8, ptr addrspace(3) %525, i64 12
  %529 = zext nneg i32 %512 to i64
  %530 = getelementptr float, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %529
  %531 = getelementptr i8, ptr addrspace(3) %530, i64 4
  %532 = getelementptr i8, ptr addrspace(3) %530, i64 8
  %533 = getelementptr i8, ptr addrspace(3) %530, i64 12
  %534 = zext nneg i32 %516 to i64
  %535 = getelementptr float, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %534
  %536 = getelementptr i8, ptr addrspace(3) %535, i64 4
  %537 = getelementptr i8, ptr addrspace(3) %535, i64 8
  %538 = getelementptr i8, ptr addrspace(3) %535, i64 12
  %539 = zext nneg i32 %520 to i64
  %540 = getelementptr float, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %539
  %541 = getelementptr i8, ptr addrspace(3) %540, i64 4
  %542 = getelementptr i8, ptr addrspace(3) %540, i64 8
  %543 = getelementptr i8, ptr addrspace(3) %540, i64 12
  %544 = mul nuw nsw i32 %491, 72
  %545 = add nuw nsw i32 %544, %494
  %546 = zext nneg i32 %545 to i64
  %547 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %546
  %548 = add nuw nsw i32 %544, %497
  %549 = zext nneg i32 %548 to i64
  %550 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %549
  %551 = mul nuw nsw i32 %499, 72
  %552 = add nuw nsw i32 %551, %494
  %553 = zext nneg i32 %552 to i64
  %554 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %553
  %555 = add nuw nsw i32 %551, %497
  %556 = zext nneg i32 %555 to i64
  %557 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %556
  %558 = add nuw nsw i32 %502, %544
  %559 = zext nneg i32 %558 to i64
  %560 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %559
  %561 = add nuw nsw i32 %503, %544
  %562 = zext nneg i32 %561 to i64
  %563 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %562
  %564 = add nuw nsw i32 %551, %502
  %565 = zext nneg i32 %564 to i64
  %566 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %565
  %567 = add nuw nsw i32 %551, %503
  %568 = zext nneg i32 %567 to i64
  %569 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %568
  %570 = mul nuw nsw i32 %504, 72
  %571 = add nuw nsw i32 %570, %494
  %572 = zext nneg i32 %571 to i64
  %573 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %572
  %574 = add nuw nsw i32 %570, %497
  %575 = zext nneg i32 %574 to i64
  %576 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %575
  %577 = mul nuw nsw i32 %506, 72
  %578 = add nuw nsw i32 %577, %494
  %579 = zext nneg i32 %578 to i64
  %580 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %579
  %581 = add nuw nsw i32 %577, %497
  %582 = zext nneg i32 %581 to i64
  %583 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %582
  %584 = add nuw nsw i32 %570, %502
  %585 = zext nneg i32 %584 to i64
  %586 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %585
  %587 = add nuw nsw i32 %570, %503
  %588 = zext nneg i32 %587 to i64
  %589 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %588
  %590 = add nuw nsw i32 %577, %502
  %591 = zext nneg i32 %590 to i64
  %592 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %591
  %593 = add nuw nsw i32 %577, %503
  %594 = zext nneg i32 %593 to i64
  %595 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %594
  %596 = mul nuw nsw i32 %483, 72
  %597 = shl nuw nsw i32 %14, 6
  %598 = shl nuw nsw i32 %485, 1
  %.masked11 = and i32 %597, 64
  %599 = or disjoint i32 %.masked11, %598
  %600 = shl nuw nsw i32 %14, 12
  %601 = and i32 %600, 8192
  %602 = shl nuw nsw i32 %7, 4
  %603 = and i32 %602, 112
  %604 = xor i32 %599, %603
  %invariant.op = or disjoint i32 %601, %604
  %605 = or disjoint i32 %599, 32
  %606 = xor i32 %605, %603
  %invariant.op101 = or disjoint i32 %601, %606
  %607 = mul nuw nsw i32 %488, 72
  %608 = add nuw nsw i32 %485, %596
  %609 = zext nneg i32 %608 to i64
  %610 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %609
  %611 = add nuw nsw i32 %485, %486
  %612 = zext nneg i32 %611 to i64
  %613 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %612
  %614 = or disjoint i32 %480, %485
  %615 = or disjoint i32 %614, %476
  %616 = shl nuw nsw i32 %615, 6
  %617 = xor i32 %481, %487
  %618 = or disjoint i32 %616, %617
  %619 = zext nneg i32 %618 to i64
  %620 = add nuw nsw i32 %485, %489
  %621 = zext nneg i32 %620 to i64
  %622 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %621
  %623 = or disjoint i32 %485, 16
  %624 = add nuw nsw i32 %623, %486
  %625 = zext nneg i32 %624 to i64
  %626 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %625
  %627 = or disjoint i32 %481, 16
  %628 = xor i32 %627, %487
  %629 = or disjoint i32 %616, %628
  %630 = zext nneg i32 %629 to i64
  %631 = add nuw nsw i32 %623, %489
  %632 = zext nneg i32 %631 to i64
  %633 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %632
  %634 = or disjoint i32 %485, 32
  %635 = add nuw nsw i32 %634, %486
  %636 = zext nneg i32 %635 to i64
  %637 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %636
  %638 = or disjoint i32 %481, 32
  %639 = xor i32 %638, %487
  %640 = or disjoint i32 %616, %639
  %641 = zext nneg i32 %640 to i64
  %642 = add nuw nsw i32 %634, %489
  %643 = zext nneg i32 %642 to i64
  %644 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %643
  %645 = or disjoint i32 %485, 48
  %646 = add nuw nsw i32 %645, %486
  %647 = zext nneg i32 %646 to i64
  %648 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %647
  %649 = or disjoint i32 %481, 48
  %650 = xor i32 %649, %487
  %651 = or disjoint i32 %616, %650
  %652 = zext nneg i32 %651 to i64
  %653 = add nuw nsw i32 %645, %489
  %654 = zext nneg i32 %653 to i64
  %655 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %654
  %656 = or disjoint i32 %485, 64
  %657 = add nuw nsw i32 %656, %486
  %658 = zext nneg i32 %657 to i64
  %659 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %658
  %660 = or disjoint i32 %480, %485
  %661 = or disjoint i32 %660, %476
  %662 = shl nuw nsw i32 %661, 6
  %663 = or disjoint i32 %662, 4096
  %664 = or disjoint i32 %663, %617
  %665 = zext nneg i32 %664 to i64
  %666 = add nuw nsw i32 %656, %489
  %667 = zext nneg i32 %666 to i64
  %668 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %667
  %669 = or disjoint i32 %485, 80
  %670 = add nuw nsw i32 %669, %486
  %671 = zext nneg i32 %670 to i64
  %672 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %671
  %673 = or disjoint i32 %663, %628
  %674 = zext nneg i32 %673 to i64
  %675 = add nuw nsw i32 %669, %489
  %676 = zext nneg i32 %675 to i64
  %677 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %676
  %678 = or disjoint i32 %485, 96
  %679 = add nuw nsw i32 %678, %486
  %680 = zext nneg i32 %679 to i64
  %681 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %680
  %682 = or disjoint i32 %663, %639
  %683 = zext nneg i32 %682 to i64
  %684 = add nuw nsw i32 %678, %489
  %685 = zext nneg i32 %684 to i64
  %686 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %685
  %687 = or disjoint i32 %485, 112
  %688 = add nuw nsw i32 %687, %486
  %689 = zext nneg i32 %688 to i64
  %690 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %689
  %691 = or disjoint i32 %663, %650
  %692 = zext nneg i32 %691 to i64
  %693 = add nuw nsw i32 %687, %489
  %694 = zext nneg i32 %693 to i64
  %695 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %694
  %696 = shl nuw nsw i32 %482, 7
  %.reass = or disjoint i32 %696, %invariant.op
  %697 = lshr exact i32 %.reass, 1
  %698 = zext nneg i32 %697 to i64
  %.reass102 = or i32 %696, %invariant.op101
  %699 = lshr exact i32 %.reass102, 1
  %700 = zext nneg i32 %699 to i64
  %701 = add nuw nsw i32 %485, %607
  %702 = zext nneg i32 %701 to i64
  %703 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %702
  %704 = add nuw nsw i32 %623, %596
  %705 = zext nneg i32 %704 to i64
  %706 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %705
  %707 = shl nuw nsw i32 %482, 7
  %708 = or disjoint i32 %707, 2048
  %.reass.1 = or disjoint i32 %708, %invariant.op
  %709 = lshr exact i32 %.reass.1, 1
  %710 = zext nneg i32 %709 to i64
  %.reass102.1 = or i32 %708, %invariant.op101
  %711 = lshr exact i32 %.reass102.1, 1
  %712 = zext nneg i32 %711 to i64
  %713 = add nuw nsw i32 %623, %607
  %714 = zext nneg i32 %713 to i64
  %715 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %714
  %716 = add nuw nsw i32 %634, %596
  %717 = zext nneg i32 %716 to i64
  %718 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %717
  %719 = shl nuw nsw i32 %482, 7
  %720 = or disjoint i32 %719, 4096
  %.reass.2 = or disjoint i32 %720, %invariant.op
  %721 = lshr exact i32 %.reass.2, 1
  %722 = zext nneg i32 %721 to i64
  %.reass102.2 = or i32 %720, %invariant.op101
  %723 = lshr exact i32 %.reass102.2, 1
  %724 = zext nneg i32 %723 to i64
  %725 = add nuw nsw i32 %634, %607
  %726 = zext nneg i32 %725 to i64
  %727 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %726
  %728 = add nuw nsw i32 %645, %596
  %729 = zext nneg i32 %728 to i64
  %730 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %729
  %731 = shl nuw nsw i32 %482, 7
  %732 = or disjoint i32 %731, 6144
  %.reass.3 = or disjoint i32 %732, %invariant.op
  %733 = lshr exact i32 %.reass.3, 1
  %734 = zext nneg i32 %733 to i64
  %.reass102.3 = or i32 %732, %invariant.op101
  %735 = lshr exact i32 %.reass102.3, 1
  %736 = zext nneg i32 %735 to i64
  %737 = add nuw nsw i32 %645, %607
  %738 = zext nneg i32 %737 to i64
  %739 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %738
  br label %740

740:                                              ; preds = %.lr.ph, %740
  %741 = phi float [ 0xFFF0000000000000, %.lr.ph ], [ %1222, %740 ]
  %742 = phi float [ 0xFFF0000000000000, %.lr.ph ], [ %1221, %740 ]
  %743 = phi float [ 0xFFF0000000000000, %.lr.ph ], [ %1220, %740 ]
  %744 = phi float [ 0xFFF0000000000000, %.lr.ph ], [ %1219, %740 ]
  %745 = phi float [ 0.000000e+00, %.lr.ph ], [ %1619, %740 ]
  %746 = phi float [ 0.000000e+00, %.lr.ph ], [ %1618, %740 ]
  %747 = phi float [ 0.000000e+00, %.lr.ph ], [ %1617, %740 ]
  %748 = phi float [ 0.000000e+00, %.lr.ph ], [ %1616, %740 ]
  %749 = phi float [ 0.000000e+00, %.lr.ph ], [ %1614, %740 ]
  %750 = phi float [ 0.000000e+00, %.lr.ph ], [ %1613, %740 ]
  %751 = phi float [ 0.000000e+00, %.lr.ph ], [ %1612, %740 ]
  %752 = phi float [ 0.000000e+00, %.lr.ph ], [ %1611, %740 ]
  %753 = phi float [ 0.000000e+00, %.lr.ph ], [ %1609, %740 ]
  %754 = phi float [ 0.000000e+00, %.lr.ph ], [ %1608, %740 ]
  %755 = phi float [ 0.000000e+00, %.lr.ph ], [ %1607, %740 ]
  %756 = phi float [ 0.000000e+00, %.lr.ph ], [ %1606, %740 ]
  %757 = phi float [ 0.000000e+00, %.lr.ph ], [ %1604, %740 ]
  %758 = phi float [ 0.000000e+00, %.lr.ph ], [ %1603, %740 ]
  %759 = phi float [ 0.000000e+00, %.lr.ph ], [ %1602, %740 ]
  %760 = phi float [ 0.000000e+00, %.lr.ph ], [ %1601, %740 ]
  %761 = phi float [ 0.000000e+00, %.lr.ph ], [ %1594, %740 ]
  %762 = phi float [ 0.000000e+00, %.lr.ph ], [ %1593, %740 ]
  %763 = phi float [ 0.000000e+00, %.lr.ph ], [ %1592, %740 ]
  %764 = phi float [ 0.000000e+00, %.lr.ph ], [ %1591, %740 ]
  %765 = phi float [ 0.000000e+00, %.lr.ph ], [ %1589, %740 ]
  %766 = phi float [ 0.000000e+00, %.lr.ph ], [ %1588, %740 ]
  %767 = phi float [ 0.000000e+00, %.lr.ph ], [ %1587, %740 ]
  %768 = phi float [ 0.000000e+00, %.lr.ph ], [ %1586, %740 ]
  %769 = phi float [ 0.000000e+00, %.lr.ph ], [ %1578, %740 ]
  %770 = phi float [ 0.000000e+00, %.lr.ph ], [ %1577, %740 ]
  %771 = phi float [ 0.000000e+00, %.lr.ph ], [ %1576, %740 ]
  %772 = phi float [ 0.000000e+00, %.lr.ph ], [ %1575, %740 ]
  %773 = phi float [ 0.000000e+00, %.lr.ph ], [ %1573, %740 ]
  %774 = phi float [ 0.000000e+00, %.lr.ph ], [ %1572, %740 ]
  %775 = phi float [ 0.000000e+00, %.lr.ph ], [ %1571, %740 ]
  %776 = phi float [ 0.000000e+00, %.lr.ph ], [ %1570, %740 ]
  %777 = phi float [ 0.000000e+00, %.lr.ph ], [ %1642, %740 ]
  %778 = phi float [ 0.000000e+00, %.lr.ph ], [ %1641, %740 ]
  %779 = phi float [ 0.000000e+00, %.lr.ph ], [ %1640, %740 ]
  %780 = phi float [ 0.000000e+00, %.lr.ph ], [ %1639, %740 ]
  %781 = phi i32 [ 0, %.lr.ph ], [ %1776, %740 ]
  %782 = lshr exact i32 %781, 6
  %783 = urem i32 %782, 3
  tail call void asm sideeffect "cp.async.wait_group 1;", "~{memory}"() #7
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %784 = shl nuw nsw i32 %783, 14
  %785 = zext nneg i32 %784 to i64
  %786 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %785
  %787 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %613)
  %788 = extractvalue { i32, i32, i32, i32 } %787, 0
  %789 = extractvalue { i32, i32, i32, i32 } %787, 1
  %790 = extractvalue { i32, i32, i32, i32 } %787, 2
  %791 = extractvalue { i32, i32, i32, i32 } %787, 3
  %792 = getelementptr bfloat, ptr addrspace(3) %786, i64 %619
  %793 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %792)
  %794 = extractvalue { i32, i32, i32, i32 } %793, 0
  %795 = extractvalue { i32, i32, i32, i32 } %793, 1
  %796 = extractvalue { i32, i32, i32, i32 } %793, 2
  %797 = extractvalue { i32, i32, i32, i32 } %793, 3
  %798 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %788, i32 %789, i32 %790, i32 %791, i32 %794, i32 %795, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %799 = extractvalue { float, float, float, float } %798, 0
  %800 = extractvalue { float, float, float, float } %798, 1
  %801 = extractvalue { float, float, float, float } %798, 2
  %802 = extractvalue { float, float, float, float } %798, 3
  %803 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %788, i32 %789, i32 %790, i32 %791, i32 %796, i32 %797, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %804 = extractvalue { float, float, float, float } %803, 0
  %805 = extractvalue { float, float, float, float } %803, 1
  %806 = extractvalue { float, float, float, float } %803, 2
  %807 = extractvalue { float, float, float, float } %803, 3
  %808 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %622)
  %809 = extractvalue { i32, i32, i32, i32 } %808, 0
  %810 = extractvalue { i32, i32, i32, i32 } %808, 1
  %811 = extractvalue { i32, i32, i32, i32 } %808, 2
  %812 = extractvalue { i32, i32, i32, i32 } %808, 3
  %813 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %809, i32 %810, i32 %811, i32 %812, i32 %794, i32 %795, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %814 = extractvalue { float, float, float, float } %813, 0
  %815 = extractvalue { float, float, float, float } %813, 1
  %816 = extractvalue { float, float, float, float } %813, 2
  %817 = extractvalue { float, float, float, float } %813, 3
  %818 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %809, i32 %810, i32 %811, i32 %812, i32 %796, i32 %797, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %819 = extractvalue { float, float, float, float } %818, 0
  %820 = extractvalue { float, float, float, float } %818, 1
  %821 = extractvalue { float, float, float, float } %818, 2
  %822 = extractvalue { float, float, float, float } %818, 3
  %823 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %626)
  %824 = extractvalue { i32, i32, i32, i32 } %823, 0
  %825 = extractvalue { i32, i32, i32, i32 } %823, 1
  %826 = extractvalue { i32, i32, i32, i32 } %823, 2
  %827 = extractvalue { i32, i32, i32, i32 } %823, 3
  %828 = getelementptr bfloat, ptr addrspace(3) %786, i64 %630
  %829 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %828)
  %830 = extractvalue { i32, i32, i32, i32 } %829, 0
  %831 = extractvalue { i32, i32, i32, i32 } %829, 1
  %832 = extractvalue { i32, i32, i32, i32 } %829, 2
  %833 = extractvalue { i32, i32, i32, i32 } %829, 3
  %834 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %824, i32 %825, i32 %826, i32 %827, i32 %830, i32 %831, float %799, float %800, float %801, float %802) #7
  %835 = extractvalue { float, float, float, float } %834, 0
  %836 = extractvalue { float, float, float, float } %834, 1
  %837 = extractvalue { float, float, float, float } %834, 2
  %838 = extractvalue { float, float, float, float } %834, 3
  %839 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %824, i32 %825, i32 %826, i32 %827, i32 %832, i32 %833, float %804, float %805, float %806, float %807) #7
  %840 = extractvalue { float, float, float, float } %839, 0
  %841 = extractvalue { float, float, float, float } %839, 1
  %842 = extractvalue { float, float, float, float } %839, 2
  %843 = extractvalue { float, float, float, float } %839, 3
  %844 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %633)
  %845 = extractvalue { i32, i32, i32, i32 } %844, 0
  %846 = extractvalue { i32, i32, i32, i32 } %844, 1
  %847 = extractvalue { i32, i32, i32, i32 } %844, 2
  %848 = extractvalue { i32, i32, i32, i32 } %844, 3
  %849 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %845, i32 %846, i32 %847, i32 %848, i32 %830, i32 %831, float %814, float %815, float %816, float %817) #7
  %850 = extractvalue { float, float, float, float } %849, 0
  %851 = extractvalue { float, float, float, float } %849, 1
  %852 = extractvalue { float, float, float, float } %849, 2
  %853 = extractvalue { float, float, float, float } %849, 3
  %854 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %845, i32 %846, i32 %847, i32 %848, i32 %832, i32 %833, float %819, float %820, float %821, float %822) #7
  %855 = extractvalue { float, float, float, float } %854, 0
  %856 = extractvalue { float, float, float, float } %854, 1
  %857 = extractvalue { float, float, float, float } %854, 2
  %858 = extractvalue { float, float, float, float } %854, 3
  %859 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %637)
  %860 = extractvalue { i32, i32, i32, i32 } %859, 0
  %861 = extractvalue { i32, i32, i32, i32 } %859, 1
  %862 = extractvalue { i32, i32, i32, i32 } %859, 2
  %863 = extractvalue { i32, i32, i32, i32 } %859, 3
  %864 = getelementptr bfloat, ptr addrspace(3) %786, i64 %641
  %865 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %864)
  %866 = extractvalue { i32, i32, i32, i32 } %865, 0
  %867 = extractvalue { i32, i32, i32, i32 } %865, 1
  %868 = extractvalue { i32, i32, i32, i32 } %865, 2
  %869 = extractvalue { i32, i32, i32, i32 } %865, 3
  %870 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %860, i32 %861, i32 %862, i32 %863, i32 %866, i32 %867, float %835, float %836, float %837, float %838) #7
  %871 = extractvalue { float, float, float, float } %870, 0
  %872 = extractvalue { float, float, float, float } %870, 1
  %873 = extractvalue { float, float, float, float } %870, 2
  %874 = extractvalue { float, float, float, float } %870, 3
  %875 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %860, i32 %861, i32 %862, i32 %863, i32 %868, i32 %869, float %840, float %841, float %842, float %843) #7
  %876 = extractvalue { float, float, float, float } %875, 0
  %877 = extractvalue { float, float, float, float } %875, 1
  %878 = extractvalue { float, float, float, float } %875, 2
  %879 = extractvalue { float, float, float, float } %875, 3
  %880 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %644)
  %881 = extractvalue { i32, i32, i32, i32 } %880, 0
  %882 = extractvalue { i32, i32, i32, i32 } %880, 1
  %883 = extractvalue { i32, i32, i32, i32 } %880, 2
  %884 = extractvalue { i32, i32, i32, i32 } %880, 3
  %885 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %881, i32 %882, i32 %883, i32 %884, i32 %866, i32 %867, float %850, float %851, float %852, float %853) #7
  %886 = extractvalue { float, float, float, float } %885, 0
  %887 = extractvalue { float, float, float, float } %885, 1
  %888 = extractvalue { float, float, float, float } %885, 2
  %889 = extractvalue { float, float, float, float } %885, 3
  %890 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %881, i32 %882, i32 %883, i32 %884, i32 %868, i32 %869, float %855, float %856, float %857, float %858) #7
  %891 = extractvalue { float, float, float, float } %890, 0
  %892 = extractvalue { float, float, float, float } %890, 1
  %893 = extractvalue { float, float, float, float } %890, 2
  %894 = extractvalue { float, float, float, float } %890, 3
  %895 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %648)
  %896 = extractvalue { i32, i32, i32, i32 } %895, 0
  %897 = extractvalue { i32, i32, i32, i32 } %895, 1
  %898 = extractvalue { i32, i32, i32, i32 } %895, 2
  %899 = extractvalue { i32, i32, i32, i32 } %895, 3
  %900 = getelementptr bfloat, ptr addrspace(3) %786, i64 %652
  %901 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %900)
  %902 = extractvalue { i32, i32, i32, i32 } %901, 0
  %903 = extractvalue { i32, i32, i32, i32 } %901, 1
  %904 = extractvalue { i32, i32, i32, i32 } %901, 2
  %905 = extractvalue { i32, i32, i32, i32 } %901, 3
  %906 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %896, i32 %897, i32 %898, i32 %899, i32 %902, i32 %903, float %871, float %872, float %873, float %874) #7
  %907 = extractvalue { float, float, float, float } %906, 0
  %908 = extractvalue { float, float, float, float } %906, 1
  %909 = extractvalue { float, float, float, float } %906, 2
  %910 = extractvalue { float, float, float, float } %906, 3
  %911 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %896, i32 %897, i32 %898, i32 %899, i32 %904, i32 %905, float %876, float %877, float %878, float %879) #7
  %912 = extractvalue { float, float, float, float } %911, 0
  %913 = extractvalue { float, float, float, float } %911, 1
  %914 = extractvalue { float, float, float, float } %911, 2
  %915 = extractvalue { float, float, float, float } %911, 3
  %916 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %655)
  %917 = extractvalue { i32, i32, i32, i32 } %916, 0
  %918 = extractvalue { i32, i32, i32, i32 } %916, 1
  %919 = extractvalue { i32, i32, i32, i32 } %916, 2
  %920 = extractvalue { i32, i32, i32, i32 } %916, 3
  %921 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %917, i32 %918, i32 %919, i32 %920, i32 %902, i32 %903, float %886, float %887, float %888, float %889) #7
  %922 = extractvalue { float, float, float, float } %921, 0
  %923 = extractvalue { float, float, float, float } %921, 1
  %924 = extractvalue { float, float, float, float } %921, 2
  %925 = extractvalue { float, float, float, float } %921, 3
  %926 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %917, i32 %918, i32 %919, i32 %920, i32 %904, i32 %905, float %891, float %892, float %893, float %894) #7
  %927 = extractvalue { float, float, float, float } %926, 0
  %928 = extractvalue { float, float, float, float } %926, 1
  %929 = extractvalue { float, float, float, float } %926, 2
  %930 = extractvalue { float, float, float, float } %926, 3
  %931 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %659)
  %932 = extractvalue { i32, i32, i32, i32 } %931, 0
  %933 = extractvalue { i32, i32, i32, i32 } %931, 1
  %934 = extractvalue { i32, i32, i32, i32 } %931, 2
  %935 = extractvalue { i32, i32, i32, i32 } %931, 3
  %936 = getelementptr bfloat, ptr addrspace(3) %786, i64 %665
  %937 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %936)
  %938 = extractvalue { i32, i32, i32, i32 } %937, 0
  %939 = extractvalue { i32, i32, i32, i32 } %937, 1
  %940 = extractvalue { i32, i32, i32, i32 } %937, 2
  %941 = extractvalue { i32, i32, i32, i32 } %937, 3
  %942 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %932, i32 %933, i32 %934, i32 %935, i32 %938, i32 %939, float %907, float %908, float %909, float %910) #7
  %943 = extractvalue { float, float, float, float } %942, 0
  %944 = extractvalue { float, float, float, float } %942, 1
  %945 = extractvalue { float, float, float, float } %942, 2
  %946 = extractvalue { float, float, float, float } %942, 3
  %947 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %932, i32 %933, i32 %934, i32 %935, i32 %940, i32 %941, float %912, float %913, float %914, float %915) #7
  %948 = extractvalue { float, float, float, float } %947, 0
  %949 = extractvalue { float, float, float, float } %947, 1
  %950 = extractvalue { float, float, float, float } %947, 2
  %951 = extractvalue { float, float, float, float } %947, 3
  %952 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %668)
  %953 = extractvalue { i32, i32, i32, i32 } %952, 0
  %954 = extractvalue { i32, i32, i32, i32 } %952, 1
  %955 = extractvalue { i32, i32, i32, i32 } %952, 2
  %956 = extractvalue { i32, i32, i32, i32 } %952, 3
  %957 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %953, i32 %954, i32 %955, i32 %956, i32 %938, i32 %939, float %922, float %923, float %924, float %925) #7
  %958 = extractvalue { float, float, float, float } %957, 0
  %959 = extractvalue { float, float, float, float } %957, 1
  %960 = extractvalue { float, float, float, float } %957, 2
  %961 = extractvalue { float, float, float, float } %957, 3
  %962 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %953, i32 %954, i32 %955, i32 %956, i32 %940, i32 %941, float %927, float %928, float %929, float %930) #7
  %963 = extractvalue { float, float, float, float } %962, 0
  %964 = extractvalue { float, float, float, float } %962, 1
  %965 = extractvalue { float, float, float, float } %962, 2
  %966 = extractvalue { float, float, float, float } %962, 3
  %967 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %672)
  %968 = extractvalue { i32, i32, i32, i32 } %967, 0
  %969 = extractvalue { i32, i32, i32, i32 } %967, 1
  %970 = extractvalue { i32, i32, i32, i32 } %967, 2
  %971 = extractvalue { i32, i32, i32, i32 } %967, 3
  %972 = getelementptr bfloat, ptr addrspace(3) %786, i64 %674
  %973 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %972)
  %974 = extractvalue { i32, i32, i32, i32 } %973, 0
  %975 = extractvalue { i32, i32, i32, i32 } %973, 1
  %976 = extractvalue { i32, i32, i32, i32 } %973, 2
  %977 = extractvalue { i32, i32, i32, i32 } %973, 3
  %978 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %968, i32 %969, i32 %970, i32 %971, i32 %974, i32 %975, float %943, float %944, float %945, float %946) #7
  %979 = extractvalue { float, float, float, float } %978, 0
  %980 = extractvalue { float, float, float, float } %978, 1
  %981 = extractvalue { float, float, float, float } %978, 2
  %982 = extractvalue { float, float, float, float } %978, 3
  %983 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %968, i32 %969, i32 %970, i32 %971, i32 %976, i32 %977, float %948, float %949, float %950, float %951) #7
  %984 = extractvalue { float, float, float, float } %983, 0
  %985 = extractvalue { float, float, float, float } %983, 1
  %986 = extractvalue { float, float, float, float } %983, 2
  %987 = extractvalue { float, float, float, float } %983, 3
  %988 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %677)
  %989 = extractvalue { i32, i32, i32, i32 } %988, 0
  %990 = extractvalue { i32, i32, i32, i32 } %988, 1
  %991 = extractvalue { i32, i32, i32, i32 } %988, 2
  %992 = extractvalue { i32, i32, i32, i32 } %988, 3
  %993 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %989, i32 %990, i32 %991, i32 %992, i32 %974, i32 %975, float %958, float %959, float %960, float %961) #7
  %994 = extractvalue { float, float, float, float } %993, 0
  %995 = extractvalue { float, float, float, float } %993, 1
  %996 = extractvalue { float, float, float, float } %993, 2
  %997 = extractvalue { float, float, float, float } %993, 3
  %998 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %989, i32 %990, i32 %991, i32 %992, i32 %976, i32 %977, float %963, float %964, float %965, float %966) #7
  %999 = extractvalue { float, float, float, float } %998, 0
  %1000 = extractvalue { float, float, float, float } %998, 1
  %1001 = extractvalue { float, float, float, float } %998, 2
  %1002 = extractvalue { float, float, float, float } %998, 3
  %1003 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %681)
  %1004 = extractvalue { i32, i32, i32, i32 } %1003, 0
  %1005 = extractvalue { i32, i32, i32, i32 } %1003, 1
  %1006 = extractvalue { i32, i32, i32, i32 } %1003, 2
  %1007 = extractvalue { i32, i32, i32, i32 } %1003, 3
  %1008 = getelementptr bfloat, ptr addrspace(3) %786, i64 %683
  %1009 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1008)
  %1010 = extractvalue { i32, i32, i32, i32 } %1009, 0
  %1011 = extractvalue { i32, i32, i32, i32 } %1009, 1
  %1012 = extractvalue { i32, i32, i32, i32 } %1009, 2
  %1013 = extractvalue { i32, i32, i32, i32 } %1009, 3
  %1014 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1004, i32 %1005, i32 %1006, i32 %1007, i32 %1010, i32 %1011, float %979, float %980, float %981, float %982) #7
  %1015 = extractvalue { float, float, float, float } %1014, 0
  %1016 = extractvalue { float, float, float, float } %1014, 1
  %1017 = extractvalue { float, float, float, float } %1014, 2
  %1018 = extractvalue { float, float, float, float } %1014, 3
  %1019 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1004, i32 %1005, i32 %1006, i32 %1007, i32 %1012, i32 %1013, float %984, float %985, float %986, float %987) #7
  %1020 = extractvalue { float, float, float, float } %1019, 0
  %1021 = extractvalue { float, float, float, float } %1019, 1
  %1022 = extractvalue { float, float, float, float } %1019, 2
  %1023 = extractvalue { float, float, float, float } %1019, 3
  %1024 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %686)
  %1025 = extractvalue { i32, i32, i32, i32 } %1024, 0
  %1026 = extractvalue { i32, i32, i32, i32 } %1024, 1
  %1027 = extractvalue { i32, i32, i32, i32 } %1024, 2
  %1028 = extractvalue { i32, i32, i32, i32 } %1024, 3
  %1029 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1025, i32 %1026, i32 %1027, i32 %1028, i32 %1010, i32 %1011, float %994, float %995, float %996, float %997) #7
  %1030 = extractvalue { float, float, float, float } %1029, 0
  %1031 = extractvalue { float, float, float, float } %1029, 1
  %1032 = extractvalue { float, float, float, float } %1029, 2
  %1033 = extractvalue { float, float, float, float } %1029, 3
  %1034 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1025, i32 %1026, i32 %1027, i32 %1028, i32 %1012, i32 %1013, float %999, float %1000, float %1001, float %1002) #7
  %1035 = extractvalue { float, float, float, float } %1034, 0
  %1036 = extractvalue { float, float, float, float } %1034, 1
  %1037 = extractvalue { float, float, float, float } %1034, 2
  %1038 = extractvalue { float, float, float, float } %1034, 3
  %1039 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %690)
  %1040 = extractvalue { i32, i32, i32, i32 } %1039, 0
  %1041 = extractvalue { i32, i32, i32, i32 } %1039, 1
  %1042 = extractvalue { i32, i32, i32, i32 } %1039, 2
  %1043 = extractvalue { i32, i32, i32, i32 } %1039, 3
  %1044 = getelementptr bfloat, ptr addrspace(3) %786, i64 %692
  %1045 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1044)
  %1046 = extractvalue { i32, i32, i32, i32 } %1045, 0
  %1047 = extractvalue { i32, i32, i32, i32 } %1045, 1
  %1048 = extractvalue { i32, i32, i32, i32 } %1045, 2
  %1049 = extractvalue { i32, i32, i32, i32 } %1045, 3
  %1050 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1040, i32 %1041, i32 %1042, i32 %1043, i32 %1046, i32 %1047, float %1015, float %1016, float %1017, float %1018) #7
  %1051 = extractvalue { float, float, float, float } %1050, 0
  %1052 = extractvalue { float, float, float, float } %1050, 1
  %1053 = extractvalue { float, float, float, float } %1050, 2
  %1054 = extractvalue { float, float, float, float } %1050, 3
  %1055 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1040, i32 %1041, i32 %1042, i32 %1043, i32 %1048, i32 %1049, float %1020, float %1021, float %1022, float %1023) #7
  %1056 = extractvalue { float, float, float, float } %1055, 0
  %1057 = extractvalue { float, float, float, float } %1055, 1
  %1058 = extractvalue { float, float, float, float } %1055, 2
  %1059 = extractvalue { float, float, float, float } %1055, 3
  %1060 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %695)
  %1061 = extractvalue { i32, i32, i32, i32 } %1060, 0
  %1062 = extractvalue { i32, i32, i32, i32 } %1060, 1
  %1063 = extractvalue { i32, i32, i32, i32 } %1060, 2
  %1064 = extractvalue { i32, i32, i32, i32 } %1060, 3
  %1065 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1061, i32 %1062, i32 %1063, i32 %1064, i32 %1046, i32 %1047, float %1030, float %1031, float %1032, float %1033) #7
  %1066 = extractvalue { float, float, float, float } %1065, 0
  %1067 = extractvalue { float, float, float, float } %1065, 1
  %1068 = extractvalue { float, float, float, float } %1065, 2
  %1069 = extractvalue { float, float, float, float } %1065, 3
  %1070 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1061, i32 %1062, i32 %1063, i32 %1064, i32 %1048, i32 %1049, float %1035, float %1036, float %1037, float %1038) #7
  %1071 = extractvalue { float, float, float, float } %1070, 0
  %1072 = extractvalue { float, float, float, float } %1070, 1
  %1073 = extractvalue { float, float, float, float } %1070, 2
  %1074 = extractvalue { float, float, float, float } %1070, 3
  %1075 = fmul float %127, %1051
  %1076 = fmul float %127, %1052
  %1077 = fmul float %127, %1053
  %1078 = fmul float %127, %1054
  %1079 = fmul float %127, %1056
  %1080 = fmul float %127, %1057
  %1081 = fmul float %127, %1058
  %1082 = fmul float %127, %1059
  %1083 = fmul float %127, %1066
  %1084 = fmul float %127, %1067
  %1085 = fmul float %127, %1068
  %1086 = fmul float %127, %1069
  %1087 = fmul float %127, %1071
  %1088 = fmul float %127, %1072
  %1089 = fmul float %127, %1073
  %1090 = fmul float %127, %1074
  %1091 = or disjoint i32 %781, %494
  %1092 = icmp slt i32 %1091, %4
  %1093 = icmp sle i32 %1091, %495
  %1094 = and i1 %1092, %1093
  %1095 = or disjoint i32 %781, %497
  %1096 = icmp slt i32 %1095, %4
  %1097 = icmp sle i32 %1095, %495
  %1098 = and i1 %1096, %1097
  %1099 = icmp sle i32 %1091, %500
  %1100 = and i1 %1092, %1099
  %1101 = icmp sle i32 %1095, %500
  %1102 = and i1 %1096, %1101
  %1103 = or disjoint i32 %781, %502
  %1104 = icmp slt i32 %1103, %4
  %1105 = icmp sle i32 %1103, %495
  %1106 = and i1 %1104, %1105
  %1107 = or disjoint i32 %781, %503
  %1108 = icmp slt i32 %1107, %4
  %1109 = icmp sle i32 %1107, %495
  %1110 = and i1 %1108, %1109
  %1111 = icmp sle i32 %1103, %500
  %1112 = and i1 %1104, %1111
  %1113 = icmp sle i32 %1107, %500
  %1114 = and i1 %1108, %1113
  %1115 = icmp sle i32 %1091, %505
  %1116 = and i1 %1092, %1115
  %1117 = icmp sle i32 %1095, %505
  %1118 = and i1 %1096, %1117
  %1119 = icmp sle i32 %1091, %507
  %1120 = and i1 %1092, %1119
  %1121 = icmp sle i32 %1095, %507
  %1122 = and i1 %1096, %1121
  %1123 = icmp sle i32 %1103, %505
  %1124 = and i1 %1104, %1123
  %1125 = icmp sle i32 %1107, %505
  %1126 = and i1 %1108, %1125
  %1127 = icmp sle i32 %1103, %507
  %1128 = and i1 %1104, %1127
  %1129 = icmp sle i32 %1107, %507
  %1130 = and i1 %1108, %1129
  %1131 = select i1 %1094, float %1075, float 0xFFF0000000000000
  %1132 = select i1 %1098, float %1076, float 0xFFF0000000000000
  %1133 = select i1 %1100, float %1077, float 0xFFF0000000000000
  %1134 = select i1 %1102, float %1078, float 0xFFF0000000000000
  %1135 = select i1 %1106, float %1079, float 0xFFF0000000000000
  %1136 = select i1 %1110, float %1080, float 0xFFF0000000000000
  %1137 = select i1 %1112, float %1081, float 0xFFF0000000000000
  %1138 = select i1 %1114, float %1082, float 0xFFF0000000000000
  %1139 = select i1 %1116, float %1083, float 0xFFF0000000000000
  %1140 = select i1 %1118, float %1084, float 0xFFF0000000000000
  %1141 = select i1 %1120, float %1085, float 0xFFF0000000000000
  %1142 = select i1 %1122, float %1086, float 0xFFF0000000000000
  %1143 = select i1 %1124, float %1087, float 0xFFF0000000000000
  %1144 = select i1 %1126, float %1088, float 0xFFF0000000000000
  %1145 = select i1 %1128, float %1089, float 0xFFF0000000000000
  %1146 = select i1 %1130, float %1090, float 0xFFF0000000000000
  %1147 = tail call float @llvm.maxnum.f32(float %1131, float %1132)
  %1148 = tail call float @llvm.maxnum.f32(float %1133, float %1134)
  %1149 = tail call float @llvm.maxnum.f32(float %1147, float %1135)
  %1150 = tail call float @llvm.maxnum.f32(float %1149, float %1136)
  %1151 = tail call float @llvm.maxnum.f32(float %1148, float %1137)
  %1152 = tail call float @llvm.maxnum.f32(float %1151, float %1138)
  %1153 = tail call float @llvm.maxnum.f32(float %1139, float %1140)
  %1154 = tail call float @llvm.maxnum.f32(float %1141, float %1142)
  %1155 = tail call float @llvm.maxnum.f32(float %1153, float %1143)
  %1156 = tail call float @llvm.maxnum.f32(float %1155, float %1144)
  %1157 = tail call float @llvm.maxnum.f32(float %1154, float %1145)
  %1158 = tail call float @llvm.maxnum.f32(float %1157, float %1146)
  %1159 = bitcast float %1150 to i32
  %1160 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1159, i32 2, i32 31)
  %1161 = bitcast i32 %1160 to float
  %1162 = tail call float @llvm.maxnum.f32(float %1150, float %1161)
  %1163 = bitcast float %1152 to i32
  %1164 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1163, i32 2, i32 31)
  %1165 = bitcast i32 %1164 to float
  %1166 = tail call float @llvm.maxnum.f32(float %1152, float %1165)
  %1167 = bitcast float %1156 to i32
  %1168 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1167, i32 2, i32 31)
  %1169 = bitcast i32 %1168 to float
  %1170 = tail call float @llvm.maxnum.f32(float %1156, float %1169)
  %1171 = bitcast float %1158 to i32
  %1172 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1171, i32 2, i32 31)
  %1173 = bitcast i32 %1172 to float
  %1174 = tail call float @llvm.maxnum.f32(float %1158, float %1173)
  %1175 = bitcast float %1162 to i32
  %1176 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1175, i32 1, i32 31)
  %1177 = bitcast i32 %1176 to float
  %1178 = tail call float @llvm.maxnum.f32(float %1162, float %1177)
  %1179 = bitcast float %1166 to i32
  %1180 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1179, i32 1, i32 31)
  %1181 = bitcast i32 %1180 to float
  %1182 = tail call float @llvm.maxnum.f32(float %1166, float %1181)
  %1183 = bitcast float %1170 to i32
  %1184 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1183, i32 1, i32 31)
  %1185 = bitcast i32 %1184 to float
  %1186 = tail call float @llvm.maxnum.f32(float %1170, float %1185)
  %1187 = bitcast float %1174 to i32
  %1188 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1187, i32 1, i32 31)
  %1189 = bitcast i32 %1188 to float
  %1190 = tail call float @llvm.maxnum.f32(float %1174, float %1189)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store float %1178, ptr addrspace(3) %511, align 4
  store float %1182, ptr addrspace(3) %515, align 4
  store float %1186, ptr addrspace(3) %519, align 4
  store float %1190, ptr addrspace(3) %523, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1191 = load float, ptr addrspace(3) %525, align 16
  %1192 = load float, ptr addrspace(3) %526, align 4
  %1193 = tail call float @llvm.maxnum.f32(float %1191, float %1192)
  %1194 = load float, ptr addrspace(3) %527, align 8
  %1195 = tail call float @llvm.maxnum.f32(float %1193, float %1194)
  %1196 = load float, ptr addrspace(3) %528, align 4
  %1197 = tail call float @llvm.maxnum.f32(float %1195, float %1196)
  %1198 = load float, ptr addrspace(3) %530, align 16
  %1199 = load float, ptr addrspace(3) %531, align 4
  %1200 = tail call float @llvm.maxnum.f32(float %1198, float %1199)
  %1201 = load float, ptr addrspace(3) %532, align 8
  %1202 = tail call float @llvm.maxnum.f32(float %1200, float %1201)
  %1203 = load float, ptr addrspace(3) %533, align 4
  %1204 = tail call float @llvm.maxnum.f32(float %1202, float %1203)
  %1205 = load float, ptr addrspace(3) %535, align 16
  %1206 = load float, ptr addrspace(3) %536, align 4
  %1207 = tail call float @llvm.maxnum.f32(float %1205, float %1206)
  %1208 = load float, ptr addrspace(3) %537, align 8
  %1209 = tail call float @llvm.maxnum.f32(float %1207, float %1208)
  %1210 = load float, ptr addrspace(3) %538, align 4
  %1211 = tail call float @llvm.maxnum.f32(float %1209, float %1210)
  %1212 = load float, ptr addrspace(3) %540, align 16
  %1213 = load float, ptr addrspace(3) %541, align 4
  %1214 = tail call float @llvm.maxnum.f32(float %1212, float %1213)
  %1215 = load float, ptr addrspace(3) %542, align 8
  %1216 = tail call float @llvm.maxnum.f32(float %1214, float %1215)
  %1217 = load float, ptr addrspace(3) %543, align 4
  %1218 = tail call float @llvm.maxnum.f32(float %1216, float %1217)
  %1219 = tail call float @llvm.maxnum.f32(float %744, float %1197)
  %1220 = tail call float @llvm.maxnum.f32(float %743, float %1204)
  %1221 = tail call float @llvm.maxnum.f32(float %742, float %1211)
  %1222 = tail call float @llvm.maxnum.f32(float %741, float %1218)
  %1223 = fsub float %1131, %1219
  %1224 = fsub float %1132, %1219
  %1225 = fsub float %1133, %1220
  %1226 = fsub float %1134, %1220
  %1227 = fsub float %1135, %1219
  %1228 = fsub float %1136, %1219
  %1229 = fsub float %1137, %1220
  %1230 = fsub float %1138, %1220
  %1231 = fsub float %1139, %1221
  %1232 = fsub float %1140, %1221
  %1233 = fsub float %1141, %1222
  %1234 = fsub float %1142, %1222
  %1235 = fsub float %1143, %1221
  %1236 = fsub float %1144, %1221
  %1237 = fsub float %1145, %1222
  %1238 = fsub float %1146, %1222
  %1239 = tail call float @llvm.nvvm.ex2.approx.f32(float %1223)
  %1240 = tail call float @llvm.nvvm.ex2.approx.f32(float %1224)
  %1241 = tail call float @llvm.nvvm.ex2.approx.f32(float %1225)
  %1242 = tail call float @llvm.nvvm.ex2.approx.f32(float %1226)
  %1243 = tail call float @llvm.nvvm.ex2.approx.f32(float %1227)
  %1244 = tail call float @llvm.nvvm.ex2.approx.f32(float %1228)
  %1245 = tail call float @llvm.nvvm.ex2.approx.f32(float %1229)
  %1246 = tail call float @llvm.nvvm.ex2.approx.f32(float %1230)
  %1247 = tail call float @llvm.nvvm.ex2.approx.f32(float %1231)
  %1248 = tail call float @llvm.nvvm.ex2.approx.f32(float %1232)
  %1249 = tail call float @llvm.nvvm.ex2.approx.f32(float %1233)
  %1250 = tail call float @llvm.nvvm.ex2.approx.f32(float %1234)
  %1251 = tail call float @llvm.nvvm.ex2.approx.f32(float %1235)
  %1252 = tail call float @llvm.nvvm.ex2.approx.f32(float %1236)
  %1253 = tail call float @llvm.nvvm.ex2.approx.f32(float %1237)
  %1254 = tail call float @llvm.nvvm.ex2.approx.f32(float %1238)
  %1255 = fsub float %744, %1219
  %1256 = fsub float %743, %1220
  %1257 = fsub float %742, %1221
  %1258 = fsub float %741, %1222
  %1259 = tail call float @llvm.nvvm.ex2.approx.f32(float %1255)
  %1260 = tail call float @llvm.nvvm.ex2.approx.f32(float %1256)
  %1261 = tail call float @llvm.nvvm.ex2.approx.f32(float %1257)
  %1262 = tail call float @llvm.nvvm.ex2.approx.f32(float %1258)
  %1263 = fadd float %1239, %1240
  %1264 = fadd float %1241, %1242
  %1265 = fadd float %1263, %1243
  %1266 = fadd float %1265, %1244
  %1267 = fadd float %1264, %1245
  %1268 = fadd float %1267, %1246
  %1269 = fadd float %1247, %1248
  %1270 = fadd float %1249, %1250
  %1271 = fadd float %1269, %1251
  %1272 = fadd float %1271, %1252
  %1273 = fadd float %1270, %1253
  %1274 = fadd float %1273, %1254
  %1275 = bitcast float %1266 to i32
  %1276 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1275, i32 2, i32 31)
  %1277 = bitcast i32 %1276 to float
  %1278 = fadd float %1266, %1277
  %1279 = bitcast float %1268 to i32
  %1280 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1279, i32 2, i32 31)
  %1281 = bitcast i32 %1280 to float
  %1282 = fadd float %1268, %1281
  %1283 = bitcast float %1272 to i32
  %1284 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1283, i32 2, i32 31)
  %1285 = bitcast i32 %1284 to float
  %1286 = fadd float %1272, %1285
  %1287 = bitcast float %1274 to i32
  %1288 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1287, i32 2, i32 31)
  %1289 = bitcast i32 %1288 to float
  %1290 = fadd float %1274, %1289
  %1291 = bitcast float %1278 to i32
  %1292 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1291, i32 1, i32 31)
  %1293 = bitcast i32 %1292 to float
  %1294 = fadd float %1278, %1293
  %1295 = bitcast float %1282 to i32
  %1296 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1295, i32 1, i32 31)
  %1297 = bitcast i32 %1296 to float
  %1298 = fadd float %1282, %1297
  %1299 = bitcast float %1286 to i32
  %1300 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1299, i32 1, i32 31)
  %1301 = bitcast i32 %1300 to float
  %1302 = fadd float %1286, %1301
  %1303 = bitcast float %1290 to i32
  %1304 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1303, i32 1, i32 31)
  %1305 = bitcast i32 %1304 to float
  %1306 = fadd float %1290, %1305
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store float %1294, ptr addrspace(3) %511, align 4
  store float %1298, ptr addrspace(3) %515, align 4
  store float %1302, ptr addrspace(3) %519, align 4
  store float %1306, ptr addrspace(3) %523, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1307 = load float, ptr addrspace(3) %525, align 16
  %1308 = load float, ptr addrspace(3) %526, align 4
  %1309 = load float, ptr addrspace(3) %527, align 8
  %1310 = load float, ptr addrspace(3) %528, align 4
  %1311 = load float, ptr addrspace(3) %530, align 16
  %1312 = load float, ptr addrspace(3) %531, align 4
  %1313 = load float, ptr addrspace(3) %532, align 8
  %1314 = load float, ptr addrspace(3) %533, align 4
  %1315 = load float, ptr addrspace(3) %535, align 16
  %1316 = load float, ptr addrspace(3) %536, align 4
  %1317 = load float, ptr addrspace(3) %537, align 8
  %1318 = load float, ptr addrspace(3) %538, align 4
  %1319 = load float, ptr addrspace(3) %540, align 16
  %1320 = load float, ptr addrspace(3) %541, align 4
  %1321 = load float, ptr addrspace(3) %542, align 8
  %1322 = load float, ptr addrspace(3) %543, align 4
  %1323 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 49152), i64 %785
  %1324 = fptrunc float %1239 to bfloat
  %1325 = fptrunc float %1240 to bfloat
  %1326 = fptrunc float %1241 to bfloat
  %1327 = fptrunc float %1242 to bfloat
  %1328 = fptrunc float %1243 to bfloat
  %1329 = fptrunc float %1244 to bfloat
  %1330 = fptrunc float %1245 to bfloat
  %1331 = fptrunc float %1246 to bfloat
  %1332 = fptrunc float %1247 to bfloat
  %1333 = fptrunc float %1248 to bfloat
  %1334 = fptrunc float %1249 to bfloat
  %1335 = fptrunc float %1250 to bfloat
  %1336 = fptrunc float %1251 to bfloat
  %1337 = fptrunc float %1252 to bfloat
  %1338 = fptrunc float %1253 to bfloat
  %1339 = fptrunc float %1254 to bfloat
  %1340 = fmul float %776, %1259
  %1341 = fmul float %775, %1259
  %1342 = fmul float %774, %1260
  %1343 = fmul float %773, %1260
  %1344 = fmul float %772, %1259
  %1345 = fmul float %771, %1259
  %1346 = fmul float %770, %1260
  %1347 = fmul float %769, %1260
  %1348 = fmul float %768, %1259
  %1349 = fmul float %767, %1259
  %1350 = fmul float %766, %1260
  %1351 = fmul float %765, %1260
  %1352 = fmul float %764, %1259
  %1353 = fmul float %763, %1259
  %1354 = fmul float %762, %1260
  %1355 = fmul float %761, %1260
  %1356 = fmul float %760, %1261
  %1357 = fmul float %759, %1261
  %1358 = fmul float %758, %1262
  %1359 = fmul float %757, %1262
  %1360 = fmul float %756, %1261
  %1361 = fmul float %755, %1261
  %1362 = fmul float %754, %1262
  %1363 = fmul float %753, %1262
  %1364 = fmul float %752, %1261
  %1365 = fmul float %751, %1261
  %1366 = fmul float %750, %1262
  %1367 = fmul float %749, %1262
  %1368 = fmul float %748, %1261
  %1369 = fmul float %747, %1261
  %1370 = fmul float %746, %1262
  %1371 = fmul float %745, %1262
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store bfloat %1324, ptr addrspace(3) %547, align 4
  store bfloat %1325, ptr addrspace(3) %550, align 2
  store bfloat %1326, ptr addrspace(3) %554, align 4
  store bfloat %1327, ptr addrspace(3) %557, align 2
  store bfloat %1328, ptr addrspace(3) %560, align 4
  store bfloat %1329, ptr addrspace(3) %563, align 2
  store bfloat %1330, ptr addrspace(3) %566, align 4
  store bfloat %1331, ptr addrspace(3) %569, align 2
  store bfloat %1332, ptr addrspace(3) %573, align 4
  store bfloat %1333, ptr addrspace(3) %576, align 2
  store bfloat %1334, ptr addrspace(3) %580, align 4
  store bfloat %1335, ptr addrspace(3) %583, align 2
  store bfloat %1336, ptr addrspace(3) %586, align 4
  store bfloat %1337, ptr addrspace(3) %589, align 2
  store bfloat %1338, ptr addrspace(3) %592, align 4
  store bfloat %1339, ptr addrspace(3) %595, align 2
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1372 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %610)
  %1373 = extractvalue { i32, i32, i32, i32 } %1372, 0
  %1374 = extractvalue { i32, i32, i32, i32 } %1372, 1
  %1375 = extractvalue { i32, i32, i32, i32 } %1372, 2
  %1376 = extractvalue { i32, i32, i32, i32 } %1372, 3
  %1377 = getelementptr bfloat, ptr addrspace(3) %1323, i64 %698
  %1378 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1377)
  %1379 = extractvalue { i32, i32, i32, i32 } %1378, 0
  %1380 = extractvalue { i32, i32, i32, i32 } %1378, 1
  %1381 = extractvalue { i32, i32, i32, i32 } %1378, 2
  %1382 = extractvalue { i32, i32, i32, i32 } %1378, 3
  %1383 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1373, i32 %1374, i32 %1375, i32 %1376, i32 %1379, i32 %1380, float %1340, float %1341, float %1342, float %1343) #7
  %1384 = extractvalue { float, float, float, float } %1383, 0
  %1385 = extractvalue { float, float, float, float } %1383, 1
  %1386 = extractvalue { float, float, float, float } %1383, 2
  %1387 = extractvalue { float, float, float, float } %1383, 3
  %1388 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1373, i32 %1374, i32 %1375, i32 %1376, i32 %1381, i32 %1382, float %1344, float %1345, float %1346, float %1347) #7
  %1389 = extractvalue { float, float, float, float } %1388, 0
  %1390 = extractvalue { float, float, float, float } %1388, 1
  %1391 = extractvalue { float, float, float, float } %1388, 2
  %1392 = extractvalue { float, float, float, float } %1388, 3
  %1393 = getelementptr bfloat, ptr addrspace(3) %1323, i64 %700
  %1394 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1393)
  %1395 = extractvalue { i32, i32, i32, i32 } %1394, 0
  %1396 = extractvalue { i32, i32, i32, i32 } %1394, 1
  %1397 = extractvalue { i32, i32, i32, i32 } %1394, 2
  %1398 = extractvalue { i32, i32, i32, i32 } %1394, 3
  %1399 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1373, i32 %1374, i32 %1375, i32 %1376, i32 %1395, i32 %1396, float %1348, float %1349, float %1350, float %1351) #7
  %1400 = extractvalue { float, float, float, float } %1399, 0
  %1401 = extractvalue { float, float, float, float } %1399, 1
  %1402 = extractvalue { float, float, float, float } %1399, 2
  %1403 = extractvalue { float, float, float, float } %1399, 3
  %1404 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1373, i32 %1374, i32 %1375, i32 %1376, i32 %1397, i32 %1398, float %1352, float %1353, float %1354, float %1355) #7
  %1405 = extractvalue { float, float, float, float } %1404, 0
  %1406 = extractvalue { float, float, float, float } %1404, 1
  %1407 = extractvalue { float, float, float, float } %1404, 2
  %1408 = extractvalue { float, float, float, float } %1404, 3
  %1409 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %703)
  %1410 = extractvalue { i32, i32, i32, i32 } %1409, 0
  %1411 = extractvalue { i32, i32, i32, i32 } %1409, 1
  %1412 = extractvalue { i32, i32, i32, i32 } %1409, 2
  %1413 = extractvalue { i32, i32, i32, i32 } %1409, 3
  %1414 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1410, i32 %1411, i32 %1412, i32 %1413, i32 %1379, i32 %1380, float %1356, float %1357, float %1358, float %1359) #7
  %1415 = extractvalue { float, float, float, float } %1414, 0
  %1416 = extractvalue { float, float, float, float } %1414, 1
  %1417 = extractvalue { float, float, float, float } %1414, 2
  %1418 = extractvalue { float, float, float, float } %1414, 3
  %1419 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1410, i32 %1411, i32 %1412, i32 %1413, i32 %1381, i32 %1382, float %1360, float %1361, float %1362, float %1363) #7
  %1420 = extractvalue { float, float, float, float } %1419, 0
  %1421 = extractvalue { float, float, float, float } %1419, 1
  %1422 = extractvalue { float, float, float, float } %1419, 2
  %1423 = extractvalue { float, float, float, float } %1419, 3
  %1424 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1410, i32 %1411, i32 %1412, i32 %1413, i32 %1395, i32 %1396, float %1364, float %1365, float %1366, float %1367) #7
  %1425 = extractvalue { float, float, float, float } %1424, 0
  %1426 = extractvalue { float, float, float, float } %1424, 1
  %1427 = extractvalue { float, float, float, float } %1424, 2
  %1428 = extractvalue { float, float, float, float } %1424, 3
  %1429 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1410, i32 %1411, i32 %1412, i32 %1413, i32 %1397, i32 %1398, float %1368, float %1369, float %1370, float %1371) #7
  %1430 = extractvalue { float, float, float, float } %1429, 0
  %1431 = extractvalue { float, float, float, float } %1429, 1
  %1432 = extractvalue { float, float, float, float } %1429, 2
  %1433 = extractvalue { float, float, float, float } %1429, 3
  %1434 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %706)
  %1435 = extractvalue { i32, i32, i32, i32 } %1434, 0
  %1436 = extractvalue { i32, i32, i32, i32 } %1434, 1
  %1437 = extractvalue { i32, i32, i32, i32 } %1434, 2
  %1438 = extractvalue { i32, i32, i32, i32 } %1434, 3
  %1439 = getelementptr bfloat, ptr addrspace(3) %1323, i64 %710
  %1440 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1439)
  %1441 = extractvalue { i32, i32, i32, i32 } %1440, 0
  %1442 = extractvalue { i32, i32, i32, i32 } %1440, 1
  %1443 = extractvalue { i32, i32, i32, i32 } %1440, 2
  %1444 = extractvalue { i32, i32, i32, i32 } %1440, 3
  %1445 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1435, i32 %1436, i32 %1437, i32 %1438, i32 %1441, i32 %1442, float %1384, float %1385, float %1386, float %1387) #7
  %1446 = extractvalue { float, float, float, float } %1445, 0
  %1447 = extractvalue { float, float, float, float } %1445, 1
  %1448 = extractvalue { float, float, float, float } %1445, 2
  %1449 = extractvalue { float, float, float, float } %1445, 3
  %1450 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1435, i32 %1436, i32 %1437, i32 %1438, i32 %1443, i32 %1444, float %1389, float %1390, float %1391, float %1392) #7
  %1451 = extractvalue { float, float, float, float } %1450, 0
  %1452 = extractvalue { float, float, float, float } %1450, 1
  %1453 = extractvalue { float, float, float, float } %1450, 2
  %1454 = extractvalue { float, float, float, float } %1450, 3
  %1455 = getelementptr bfloat, ptr addrspace(3) %1323, i64 %712
  %1456 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1455)
  %1457 = extractvalue { i32, i32, i32, i32 } %1456, 0
  %1458 = extractvalue { i32, i32, i32, i32 } %1456, 1
  %1459 = extractvalue { i32, i32, i32, i32 } %1456, 2
  %1460 = extractvalue { i32, i32, i32, i32 } %1456, 3
  %1461 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1435, i32 %1436, i32 %1437, i32 %1438, i32 %1457, i32 %1458, float %1400, float %1401, float %1402, float %1403) #7
  %1462 = extractvalue { float, float, float, float } %1461, 0
  %1463 = extractvalue { float, float, float, float } %1461, 1
  %1464 = extractvalue { float, float, float, float } %1461, 2
  %1465 = extractvalue { float, float, float, float } %1461, 3
  %1466 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1435, i32 %1436, i32 %1437, i32 %1438, i32 %1459, i32 %1460, float %1405, float %1406, float %1407, float %1408) #7
  %1467 = extractvalue { float, float, float, float } %1466, 0
  %1468 = extractvalue { float, float, float, float } %1466, 1
  %1469 = extractvalue { float, float, float, float } %1466, 2
  %1470 = extractvalue { float, float, float, float } %1466, 3
  %1471 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %715)
  %1472 = extractvalue { i32, i32, i32, i32 } %1471, 0
  %1473 = extractvalue { i32, i32, i32, i32 } %1471, 1
  %1474 = extractvalue { i32, i32, i32, i32 } %1471, 2
  %1475 = extractvalue { i32, i32, i32, i32 } %1471, 3
  %1476 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1472, i32 %1473, i32 %1474, i32 %1475, i32 %1441, i32 %1442, float %1415, float %1416, float %1417, float %1418) #7
  %1477 = extractvalue { float, float, float, float } %1476, 0
  %1478 = extractvalue { float, float, float, float } %1476, 1
  %1479 = extractvalue { float, float, float, float } %1476, 2
  %1480 = extractvalue { float, float, float, float } %1476, 3
  %1481 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1472, i32 %1473, i32 %1474, i32 %1475, i32 %1443, i32 %1444, float %1420, float %1421, float %1422, float %1423) #7
  %1482 = extractvalue { float, float, float, float } %1481, 0
  %1483 = extractvalue { float, float, float, float } %1481, 1
  %1484 = extractvalue { float, float, float, float } %1481, 2
  %1485 = extractvalue { float, float, float, float } %1481, 3
  %1486 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1472, i32 %1473, i32 %1474, i32 %1475, i32 %1457, i32 %1458, float %1425, float %1426, float %1427, float %1428) #7
  %1487 = extractvalue { float, float, float, float } %1486, 0
  %1488 = extractvalue { float, float, float, float } %1486, 1
  %1489 = extractvalue { float, float, float, float } %1486, 2
  %1490 = extractvalue { float, float, float, float } %1486, 3
  %1491 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1472, i32 %1473, i32 %1474, i32 %1475, i32 %1459, i32 %1460, float %1430, float %1431, float %1432, float %1433) #7
  %1492 = extractvalue { float, float, float, float } %1491, 0
  %1493 = extractvalue { float, float, float, float } %1491, 1
  %1494 = extractvalue { float, float, float, float } %1491, 2
  %1495 = extractvalue { float, float, float, float } %1491, 3
  %1496 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %718)
  %1497 = extractvalue { i32, i32, i32, i32 } %1496, 0
  %1498 = extractvalue { i32, i32, i32, i32 } %1496, 1
  %1499 = extractvalue { i32, i32, i32, i32 } %1496, 2
  %1500 = extractvalue { i32, i32, i32, i32 } %1496, 3
  %1501 = getelementptr bfloat, ptr addrspace(3) %1323, i64 %722
  %1502 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1501)
  %1503 = extractvalue { i32, i32, i32, i32 } %1502, 0
  %1504 = extractvalue { i32, i32, i32, i32 } %1502, 1
  %1505 = extractvalue { i32, i32, i32, i32 } %1502, 2
  %1506 = extractvalue { i32, i32, i32, i32 } %1502, 3
  %1507 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1497, i32 %1498, i32 %1499, i32 %1500, i32 %1503, i32 %1504, float %1446, float %1447, float %1448, float %1449) #7
  %1508 = extractvalue { float, float, float, float } %1507, 0
  %1509 = extractvalue { float, float, float, float } %1507, 1
  %1510 = extractvalue { float, float, float, float } %1507, 2
  %1511 = extractvalue { float, float, float, float } %1507, 3
  %1512 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1497, i32 %1498, i32 %1499, i32 %1500, i32 %1505, i32 %1506, float %1451, float %1452, float %1453, float %1454) #7
  %1513 = extractvalue { float, float, float, float } %1512, 0
  %1514 = extractvalue { float, float, float, float } %1512, 1
  %1515 = extractvalue { float, float, float, float } %1512, 2
  %1516 = extractvalue { float, float, float, float } %1512, 3
  %1517 = getelementptr bfloat, ptr addrspace(3) %1323, i64 %724
  %1518 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1517)
  %1519 = extractvalue { i32, i32, i32, i32 } %1518, 0
  %1520 = extractvalue { i32, i32, i32, i32 } %1518, 1
  %1521 = extractvalue { i32, i32, i32, i32 } %1518, 2
  %1522 = extractvalue { i32, i32, i32, i32 } %1518, 3
  %1523 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1497, i32 %1498, i32 %1499, i32 %1500, i32 %1519, i32 %1520, float %1462, float %1463, float %1464, float %1465) #7
  %1524 = extractvalue { float, float, float, float } %1523, 0
  %1525 = extractvalue { float, float, float, float } %1523, 1
  %1526 = extractvalue { float, float, float, float } %1523, 2
  %1527 = extractvalue { float, float, float, float } %1523, 3
  %1528 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1497, i32 %1498, i32 %1499, i32 %1500, i32 %1521, i32 %1522, float %1467, float %1468, float %1469, float %1470) #7
  %1529 = extractvalue { float, float, float, float } %1528, 0
  %1530 = extractvalue { float, float, float, float } %1528, 1
  %1531 = extractvalue { float, float, float, float } %1528, 2
  %1532 = extractvalue { float, float, float, float } %1528, 3
  %1533 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %727)
  %1534 = extractvalue { i32, i32, i32, i32 } %1533, 0
  %1535 = extractvalue { i32, i32, i32, i32 } %1533, 1
  %1536 = extractvalue { i32, i32, i32, i32 } %1533, 2
  %1537 = extractvalue { i32, i32, i32, i32 } %1533, 3
  %1538 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1534, i32 %1535, i32 %1536, i32 %1537, i32 %1503, i32 %1504, float %1477, float %1478, float %1479, float %1480) #7
  %1539 = extractvalue { float, float, float, float } %1538, 0
  %1540 = extractvalue { float, float, float, float } %1538, 1
  %1541 = extractvalue { float, float, float, float } %1538, 2
  %1542 = extractvalue { float, float, float, float } %1538, 3
  %1543 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1534, i32 %1535, i32 %1536, i32 %1537, i32 %1505, i32 %1506, float %1482, float %1483, float %1484, float %1485) #7
  %1544 = extractvalue { float, float, float, float } %1543, 0
  %1545 = extractvalue { float, float, float, float } %1543, 1
  %1546 = extractvalue { float, float, float, float } %1543, 2
  %1547 = extractvalue { float, float, float, float } %1543, 3
  %1548 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1534, i32 %1535, i32 %1536, i32 %1537, i32 %1519, i32 %1520, float %1487, float %1488, float %1489, float %1490) #7
  %1549 = extractvalue { float, float, float, float } %1548, 0
  %1550 = extractvalue { float, float, float, float } %1548, 1
  %1551 = extractvalue { float, float, float, float } %1548, 2
  %1552 = extractvalue { float, float, float, float } %1548, 3
  %1553 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1534, i32 %1535, i32 %1536, i32 %1537, i32 %1521, i32 %1522, float %1492, float %1493, float %1494, float %1495) #7
  %1554 = extractvalue { float, float, float, float } %1553, 0
  %1555 = extractvalue { float, float, float, float } %1553, 1
  %1556 = extractvalue { float, float, float, float } %1553, 2
  %1557 = extractvalue { float, float, float, float } %1553, 3
  %1558 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %730)
  %1559 = extractvalue { i32, i32, i32, i32 } %1558, 0
  %1560 = extractvalue { i32, i32, i32, i32 } %1558, 1
  %1561 = extractvalue { i32, i32, i32, i32 } %1558, 2
  %1562 = extractvalue { i32, i32, i32, i32 } %1558, 3
  %1563 = getelementptr bfloat, ptr addrspace(3) %1323, i64 %734
  %1564 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1563)
  %1565 = extractvalue { i32, i32, i32, i32 } %1564, 0
  %1566 = extractvalue { i32, i32, i32, i32 } %1564, 1
  %1567 = extractvalue { i32, i32, i32, i32 } %1564, 2
  %1568 = extractvalue { i32, i32, i32, i32 } %1564, 3
  %1569 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1559, i32 %1560, i32 %1561, i32 %1562, i32 %1565, i32 %1566, float %1508, float %1509, float %1510, float %1511) #7
  %1570 = extractvalue { float, float, float, float } %1569, 0
  %1571 = extractvalue { float, float, float, float } %1569, 1
  %1572 = extractvalue { float, float, float, float } %1569, 2
  %1573 = extractvalue { float, float, float, float } %1569, 3
  %1574 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1559, i32 %1560, i32 %1561, i32 %1562, i32 %1567, i32 %1568, float %1513, float %1514, float %1515, float %1516) #7
  %1575 = extractvalue { float, float, float, float } %1574, 0
  %1576 = extractvalue { float, float, float, float } %1574, 1
  %1577 = extractvalue { float, float, float, float } %1574, 2
  %1578 = extractvalue { float, float, float, float } %1574, 3
  %1579 = getelementptr bfloat, ptr addrspace(3) %1323, i64 %736
  %1580 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1579)
  %1581 = extractvalue { i32, i32, i32, i32 } %1580, 0
  %1582 = extractvalue { i32, i32, i32, i32 } %1580, 1
  %1583 = extractvalue { i32, i32, i32, i32 } %1580, 2
  %1584 = extractvalue { i32, i32, i32, i32 } %1580, 3
  %1585 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1559, i32 %1560, i32 %1561, i32 %1562, i32 %1581, i32 %1582, float %1524, float %1525, float %1526, float %1527) #7
  %1586 = extractvalue { float, float, float, float } %1585, 0
  %1587 = extractvalue { float, float, float, float } %1585, 1
  %1588 = extractvalue { float, float, float, float } %1585, 2
  %1589 = extractvalue { float, float, float, float } %1585, 3
  %1590 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1559, i32 %1560, i32 %1561, i32 %1562, i32 %1583, i32 %1584, float %1529, float %1530, float %1531, float %1532) #7
  %1591 = extractvalue { float, float, float, float } %1590, 0
  %1592 = extractvalue { float, float, float, float } %1590, 1
  %1593 = extractvalue { float, float, float, float } %1590, 2
  %1594 = extractvalue { float, float, float, float } %1590, 3
  %1595 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %739)
  %1596 = extractvalue { i32, i32, i32, i32 } %1595, 0
  %1597 = extractvalue { i32, i32, i32, i32 } %1595, 1
  %1598 = extractvalue { i32, i32, i32, i32 } %1595, 2
  %1599 = extractvalue { i32, i32, i32, i32 } %1595, 3
  %1600 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1596, i32 %1597, i32 %1598, i32 %1599, i32 %1565, i32 %1566, float %1539, float %1540, float %1541, float %1542) #7
  %1601 = extractvalue { float, float, float, float } %1600, 0
  %1602 = extractvalue { float, float, float, float } %1600, 1
  %1603 = extractvalue { float, float, float, float } %1600, 2
  %1604 = extractvalue { float, float, float, float } %1600, 3
  %1605 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1596, i32 %1597, i32 %1598, i32 %1599, i32 %1567, i32 %1568, float %1544, float %1545, float %1546, float %1547) #7
  %1606 = extractvalue { float, float, float, float } %1605, 0
  %1607 = extractvalue { float, float, float, float } %1605, 1
  %1608 = extractvalue { float, float, float, float } %1605, 2
  %1609 = extractvalue { float, float, float, float } %1605, 3
  %1610 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1596, i32 %1597, i32 %1598, i32 %1599, i32 %1581, i32 %1582, float %1549, float %1550, float %1551, float %1552) #7
  %1611 = extractvalue { float, float, float, float } %1610, 0
  %1612 = extractvalue { float, float, float, float } %1610, 1
  %1613 = extractvalue { float, float, float, float } %1610, 2
  %1614 = extractvalue { float, float, float, float } %1610, 3
  %1615 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1596, i32 %1597, i32 %1598, i32 %1599, i32 %1583, i32 %1584, float %1554, float %1555, float %1556, float %1557) #7
  %1616 = extractvalue { float, float, float, float } %1615, 0
  %1617 = extractvalue { float, float, float, float } %1615, 1
  %1618 = extractvalue { float, float, float, float } %1615, 2
  %1619 = extractvalue { float, float, float, float } %1615, 3
  %1620 = add nuw i32 %781, 128
  %1621 = add nuw nsw i32 %782, 2
  %1622 = urem i32 %1621, 3
  %1623 = fmul float %780, %1259
  %1624 = fmul float %779, %1260
  %1625 = fmul float %778, %1261
  %1626 = fmul float %777, %1262
  %1627 = fadd float %1307, %1308
  %1628 = fadd float %1627, %1309
  %1629 = fadd float %1628, %1310
  %1630 = fadd float %1311, %1312
  %1631 = fadd float %1630, %1313
  %1632 = fadd float %1631, %1314
  %1633 = fadd float %1315, %1316
  %1634 = fadd float %1633, %1317
  %1635 = fadd float %1634, %1318
  %1636 = fadd float %1319, %1320
  %1637 = fadd float %1636, %1321
  %1638 = fadd float %1637, %1322
  %1639 = fadd float %1623, %1629
  %1640 = fadd float %1624, %1632
  %1641 = fadd float %1625, %1635
  %1642 = fadd float %1626, %1638
  %1643 = icmp slt i32 %1620, %128
  %1644 = or disjoint i32 %1620, %14
  %1645 = add i32 %1644, %11
  %1646 = shl i32 %1645, 7
  %1647 = or disjoint i32 %1620, %18
  %1648 = add i32 %1647, %11
  %1649 = shl i32 %1648, 7
  %1650 = or disjoint i32 %1620, %22
  %1651 = add i32 %1650, %11
  %1652 = shl i32 %1651, 7
  %1653 = or disjoint i32 %1620, %26
  %1654 = add i32 %1653, %11
  %1655 = shl i32 %1654, 7
  %1656 = or disjoint i32 %1620, %30
  %1657 = add i32 %1656, %11
  %1658 = shl i32 %1657, 7
  %1659 = or disjoint i32 %1620, %34
  %1660 = add i32 %1659, %11
  %1661 = shl i32 %1660, 7
  %1662 = or disjoint i32 %1620, %38
  %1663 = add i32 %1662, %11
  %1664 = shl i32 %1663, 7
  %1665 = or disjoint i32 %1620, %42
  %1666 = add i32 %1665, %11
  %1667 = shl i32 %1666, 7
  %1668 = or disjoint i32 %1646, %46
  %1669 = or disjoint i32 %1649, %46
  %1670 = or disjoint i32 %1652, %46
  %1671 = or disjoint i32 %1655, %46
  %1672 = or disjoint i32 %1658, %46
  %1673 = or disjoint i32 %1661, %46
  %1674 = or disjoint i32 %1664, %46
  %1675 = or disjoint i32 %1667, %46
  %1676 = icmp slt i32 %1644, %4
  %1677 = icmp slt i32 %1647, %4
  %1678 = icmp slt i32 %1650, %4
  %1679 = icmp slt i32 %1653, %4
  %1680 = icmp slt i32 %1656, %4
  %1681 = icmp slt i32 %1659, %4
  %1682 = icmp slt i32 %1662, %4
  %1683 = icmp slt i32 %1665, %4
  %1684 = and i1 %1643, %1676
  %1685 = and i1 %1643, %1677
  %1686 = and i1 %1643, %1678
  %1687 = and i1 %1643, %1679
  %1688 = and i1 %1643, %1680
  %1689 = and i1 %1643, %1681
  %1690 = and i1 %1643, %1682
  %1691 = and i1 %1643, %1683
  %1692 = shl nuw nsw i32 %1622, 14
  %1693 = zext nneg i32 %1692 to i64
  %1694 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %1693
  %1695 = getelementptr i8, ptr addrspace(3) %1694, i64 %179
  %1696 = sext i32 %1668 to i64
  %1697 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1696
  %1698 = select i1 %1684, i32 8, i32 0
  %1699 = ptrtoint ptr addrspace(3) %1695 to i64
  %1700 = trunc i64 %1699 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %1700, ptr addrspace(1) %1697, i32 %1698) #7
  %1701 = getelementptr i8, ptr addrspace(3) %1694, i64 %187
  %1702 = sext i32 %1669 to i64
  %1703 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1702
  %1704 = select i1 %1685, i32 8, i32 0
  %1705 = ptrtoint ptr addrspace(3) %1701 to i64
  %1706 = trunc i64 %1705 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %1706, ptr addrspace(1) %1703, i32 %1704) #7
  %1707 = getelementptr i8, ptr addrspace(3) %1694, i64 %195
  %1708 = sext i32 %1670 to i64
  %1709 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1708
  %1710 = select i1 %1686, i32 8, i32 0
  %1711 = ptrtoint ptr addrspace(3) %1707 to i64
  %1712 = trunc i64 %1711 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %1712, ptr addrspace(1) %1709, i32 %1710) #7
  %1713 = getelementptr i8, ptr addrspace(3) %1694, i64 %203
  %1714 = sext i32 %1671 to i64
  %1715 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1714
  %1716 = select i1 %1687, i32 8, i32 0
  %1717 = ptrtoint ptr addrspace(3) %1713 to i64
  %1718 = trunc i64 %1717 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %1718, ptr addrspace(1) %1715, i32 %1716) #7
  %1719 = getelementptr i8, ptr addrspace(3) %1694, i64 %211
  %1720 = sext i32 %1672 to i64
  %1721 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1720
  %1722 = select i1 %1688, i32 8, i32 0
  %1723 = ptrtoint ptr addrspace(3) %1719 to i64
  %1724 = trunc i64 %1723 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %1724, ptr addrspace(1) %1721, i32 %1722) #7
  %1725 = getelementptr i8, ptr addrspace(3) %1694, i64 %219
  %1726 = sext i32 %1673 to i64
  %1727 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1726
  %1728 = select i1 %1689, i32 8, i32 0
  %1729 = ptrtoint ptr addrspace(3) %1725 to i64
  %1730 = trunc i64 %1729 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %1730, ptr addrspace(1) %1727, i32 %1728) #7
  %1731 = getelementptr i8, ptr addrspace(3) %1694, i64 %227
  %1732 = sext i32 %1674 to i64
  %1733 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1732
  %1734 = select i1 %1690, i32 8, i32 0
  %1735 = ptrtoint ptr addrspace(3) %1731 to i64
  %1736 = trunc i64 %1735 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %1736, ptr addrspace(1) %1733, i32 %1734) #7
  %1737 = getelementptr i8, ptr addrspace(3) %1694, i64 %235
  %1738 = sext i32 %1675 to i64
  %1739 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1738
  %1740 = select i1 %1691, i32 8, i32 0
  %1741 = ptrtoint ptr addrspace(3) %1737 to i64
  %1742 = trunc i64 %1741 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %1742, ptr addrspace(1) %1739, i32 %1740) #7
  %1743 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 49152), i64 %1693
  %1744 = getelementptr i8, ptr addrspace(3) %1743, i64 %179
  %1745 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1696
  %1746 = ptrtoint ptr addrspace(3) %1744 to i64
  %1747 = trunc i64 %1746 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %1747, ptr addrspace(1) %1745, i32 %1698) #7
  %1748 = getelementptr i8, ptr addrspace(3) %1743, i64 %187
  %1749 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1702
  %1750 = ptrtoint ptr addrspace(3) %1748 to i64
  %1751 = trunc i64 %1750 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %1751, ptr addrspace(1) %1749, i32 %1704) #7
  %1752 = getelementptr i8, ptr addrspace(3) %1743, i64 %195
  %1753 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1708
  %1754 = ptrtoint ptr addrspace(3) %1752 to i64
  %1755 = trunc i64 %1754 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %1755, ptr addrspace(1) %1753, i32 %1710) #7
  %1756 = getelementptr i8, ptr addrspace(3) %1743, i64 %203
  %1757 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1714
  %1758 = ptrtoint ptr addrspace(3) %1756 to i64
  %1759 = trunc i64 %1758 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %1759, ptr addrspace(1) %1757, i32 %1716) #7
  %1760 = getelementptr i8, ptr addrspace(3) %1743, i64 %211
  %1761 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1720
  %1762 = ptrtoint ptr addrspace(3) %1760 to i64
  %1763 = trunc i64 %1762 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %1763, ptr addrspace(1) %1761, i32 %1722) #7
  %1764 = getelementptr i8, ptr addrspace(3) %1743, i64 %219
  %1765 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1726
  %1766 = ptrtoint ptr addrspace(3) %1764 to i64
  %1767 = trunc i64 %1766 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %1767, ptr addrspace(1) %1765, i32 %1728) #7
  %1768 = getelementptr i8, ptr addrspace(3) %1743, i64 %227
  %1769 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1732
  %1770 = ptrtoint ptr addrspace(3) %1768 to i64
  %1771 = trunc i64 %1770 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %1771, ptr addrspace(1) %1769, i32 %1734) #7
  %1772 = getelementptr i8, ptr addrspace(3) %1743, i64 %235
  %1773 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1738
  %1774 = ptrtoint ptr addrspace(3) %1772 to i64
  %1775 = trunc i64 %1774 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %1775, ptr addrspace(1) %1773, i32 %1740) #7
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #7
  %1776 = add nuw nsw i32 %781, 64
  %1777 = icmp slt i32 %1776, %128
  br i1 %1777, label %740, label %._crit_edge

._crit_edge:                                      ; preds = %740, %.._crit_edge_crit_edge
  %.pre-phi224 = phi i32 [ %.pre223, %.._crit_edge_crit_edge ], [ %507, %740 ]
  %.pre-phi222 = phi i32 [ %.pre221, %.._crit_edge_crit_edge ], [ %505, %740 ]
  %.pre-phi220 = phi i32 [ %.pre219, %.._crit_edge_crit_edge ], [ %500, %740 ]
  %.pre-phi218 = phi i32 [ %.pre217, %.._crit_edge_crit_edge ], [ %495, %740 ]
  %.pre-phi216 = phi i32 [ %.pre215, %.._crit_edge_crit_edge ], [ %493, %740 ]
  %.pre-phi212 = phi i32 [ %.pre211, %.._crit_edge_crit_edge ], [ %506, %740 ]
  %.pre-phi210 = phi i32 [ %.pre209, %.._crit_edge_crit_edge ], [ %504, %740 ]
  %.pre-phi206 = phi i32 [ %.pre205, %.._crit_edge_crit_edge ], [ %499, %740 ]
  %.pre-phi202 = phi i32 [ %.pre201, %.._crit_edge_crit_edge ], [ %491, %740 ]
  %.lcssa100 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1639, %740 ]
  %.lcssa99 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1640, %740 ]
  %.lcssa98 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1641, %740 ]
  %.lcssa97 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1642, %740 ]
  %.lcssa96 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1570, %740 ]
  %.lcssa95 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1571, %740 ]
  %.lcssa94 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1572, %740 ]
  %.lcssa93 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1573, %740 ]
  %.lcssa92 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1575, %740 ]
  %.lcssa91 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1576, %740 ]
  %.lcssa90 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1577, %740 ]
  %.lcssa89 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1578, %740 ]
  %.lcssa88 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1586, %740 ]
  %.lcssa87 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1587, %740 ]
  %.lcssa86 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1588, %740 ]
  %.lcssa85 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1589, %740 ]
  %.lcssa84 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1591, %740 ]
  %.lcssa83 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1592, %740 ]
  %.lcssa82 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1593, %740 ]
  %.lcssa81 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1594, %740 ]
  %.lcssa80 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1601, %740 ]
  %.lcssa79 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1602, %740 ]
  %.lcssa78 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1603, %740 ]
  %.lcssa77 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1604, %740 ]
  %.lcssa76 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1606, %740 ]
  %.lcssa75 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1607, %740 ]
  %.lcssa74 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1608, %740 ]
  %.lcssa73 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1609, %740 ]
  %.lcssa72 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1611, %740 ]
  %.lcssa71 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1612, %740 ]
  %.lcssa70 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1613, %740 ]
  %.lcssa69 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1614, %740 ]
  %.lcssa68 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1616, %740 ]
  %.lcssa67 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1617, %740 ]
  %.lcssa66 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1618, %740 ]
  %.lcssa65 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1619, %740 ]
  %.lcssa64 = phi float [ 0xFFF0000000000000, %.._crit_edge_crit_edge ], [ %1219, %740 ]
  %.lcssa63 = phi float [ 0xFFF0000000000000, %.._crit_edge_crit_edge ], [ %1220, %740 ]
  %.lcssa62 = phi float [ 0xFFF0000000000000, %.._crit_edge_crit_edge ], [ %1221, %740 ]
  %.lcssa61 = phi float [ 0xFFF0000000000000, %.._crit_edge_crit_edge ], [ %1222, %740 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1778 = zext nneg i32 %.pre-phi202 to i64
  %1779 = getelementptr float, ptr addrspace(3) @attention_smem, i64 %1778
  store float %.lcssa64, ptr addrspace(3) %1779, align 4
  %1780 = zext nneg i32 %.pre-phi206 to i64
  %1781 = getelementptr float, ptr addrspace(3) @attention_smem, i64 %1780
  store float %.lcssa63, ptr addrspace(3) %1781, align 4
  %1782 = zext nneg i32 %.pre-phi210 to i64
  %1783 = getelementptr float, ptr addrspace(3) @attention_smem, i64 %1782
  store float %.lcssa62, ptr addrspace(3) %1783, align 4
  %1784 = zext nneg i32 %.pre-phi212 to i64
  %1785 = getelementptr float, ptr addrspace(3) @attention_smem, i64 %1784
  store float %.lcssa61, ptr addrspace(3) %1785, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  tail call void asm sideeffect "cp.async.wait_group 0;", "~{memory}"() #7
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1786 = fdiv float %.lcssa96, %.lcssa100
  %1787 = fdiv float %.lcssa95, %.lcssa100
  %1788 = fdiv float %.lcssa94, %.lcssa99
  %1789 = fdiv float %.lcssa93, %.lcssa99
  %1790 = fdiv float %.lcssa92, %.lcssa100
  %1791 = fdiv float %.lcssa91, %.lcssa100
  %1792 = fdiv float %.lcssa90, %.lcssa99
  %1793 = fdiv float %.lcssa89, %.lcssa99
  %1794 = fdiv float %.lcssa88, %.lcssa100
  %1795 = fdiv float %.lcssa87, %.lcssa100
  %1796 = fdiv float %.lcssa86, %.lcssa99
  %1797 = fdiv float %.lcssa85, %.lcssa99
  %1798 = fdiv float %.lcssa84, %.lcssa100
  %1799 = fdiv float %.lcssa83, %.lcssa100
  %1800 = fdiv float %.lcssa82, %.lcssa99
  %1801 = fdiv float %.lcssa81, %.lcssa99
  %1802 = fdiv float %.lcssa80, %.lcssa98
  %1803 = fdiv float %.lcssa79, %.lcssa98
  %1804 = fdiv float %.lcssa78, %.lcssa97
  %1805 = fdiv float %.lcssa77, %.lcssa97
  %1806 = fdiv float %.lcssa76, %.lcssa98
  %1807 = fdiv float %.lcssa75, %.lcssa98
  %1808 = fdiv float %.lcssa74, %.lcssa97
  %1809 = fdiv float %.lcssa73, %.lcssa97
  %1810 = fdiv float %.lcssa72, %.lcssa98
  %1811 = fdiv float %.lcssa71, %.lcssa98
  %1812 = fdiv float %.lcssa70, %.lcssa97
  %1813 = fdiv float %.lcssa69, %.lcssa97
  %1814 = fdiv float %.lcssa68, %.lcssa98
  %1815 = fdiv float %.lcssa67, %.lcssa98
  %1816 = fdiv float %.lcssa66, %.lcssa97
  %1817 = fdiv float %.lcssa65, %.lcssa97
  %1818 = fptrunc float %1786 to bfloat
  %1819 = fptrunc float %1787 to bfloat
  %1820 = fptrunc float %1788 to bfloat
  %1821 = fptrunc float %1789 to bfloat
  %1822 = fptrunc float %1790 to bfloat
  %1823 = fptrunc float %1791 to bfloat
  %1824 = fptrunc float %1792 to bfloat
  %1825 = fptrunc float %1793 to bfloat
  %1826 = fptrunc float %1794 to bfloat
  %1827 = fptrunc float %1795 to bfloat
  %1828 = fptrunc float %1796 to bfloat
  %1829 = fptrunc float %1797 to bfloat
  %1830 = fptrunc float %1798 to bfloat
  %1831 = fptrunc float %1799 to bfloat
  %1832 = fptrunc float %1800 to bfloat
  %1833 = fptrunc float %1801 to bfloat
  %1834 = fptrunc float %1802 to bfloat
  %1835 = fptrunc float %1803 to bfloat
  %1836 = fptrunc float %1804 to bfloat
  %1837 = fptrunc float %1805 to bfloat
  %1838 = fptrunc float %1806 to bfloat
  %1839 = fptrunc float %1807 to bfloat
  %1840 = fptrunc float %1808 to bfloat
  %1841 = fptrunc float %1809 to bfloat
  %1842 = fptrunc float %1810 to bfloat
  %1843 = fptrunc float %1811 to bfloat
  %1844 = fptrunc float %1812 to bfloat
  %1845 = fptrunc float %1813 to bfloat
  %1846 = fptrunc float %1814 to bfloat
  %1847 = fptrunc float %1815 to bfloat
  %1848 = fptrunc float %1816 to bfloat
  %1849 = fptrunc float %1817 to bfloat
  %1850 = and i32 %7, 96
  %1851 = or disjoint i32 %.pre-phi216, %1850
  %1852 = add i32 %11, %.pre-phi218
  %1853 = shl i32 %1852, 7
  %1854 = or disjoint i32 %1853, %1851
  %1855 = sext i32 %1854 to i64
  %1856 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1855
  %1857 = icmp slt i32 %.pre-phi218, %4
  %1858 = zext i1 %1857 to i32
  %1859 = bitcast bfloat %1818 to i16
  %1860 = bitcast bfloat %1819 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1858, i16 %1859, i16 %1860, ptr addrspace(1) %1856) #7
  %1861 = add i32 %11, %.pre-phi220
  %1862 = shl i32 %1861, 7
  %1863 = or disjoint i32 %1862, %1851
  %1864 = sext i32 %1863 to i64
  %1865 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1864
  %1866 = icmp slt i32 %.pre-phi220, %4
  %1867 = zext i1 %1866 to i32
  %1868 = bitcast bfloat %1820 to i16
  %1869 = bitcast bfloat %1821 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1867, i16 %1868, i16 %1869, ptr addrspace(1) %1865) #7
  %1870 = or disjoint i32 %1851, 8
  %1871 = or disjoint i32 %1853, %1870
  %1872 = sext i32 %1871 to i64
  %1873 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1872
  %1874 = bitcast bfloat %1822 to i16
  %1875 = bitcast bfloat %1823 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1858, i16 %1874, i16 %1875, ptr addrspace(1) %1873) #7
  %1876 = or disjoint i32 %1862, %1870
  %1877 = sext i32 %1876 to i64
  %1878 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1877
  %1879 = bitcast bfloat %1824 to i16
  %1880 = bitcast bfloat %1825 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1867, i16 %1879, i16 %1880, ptr addrspace(1) %1878) #7
  %1881 = or disjoint i32 %1851, 16
  %1882 = or disjoint i32 %1853, %1881
  %1883 = sext i32 %1882 to i64
  %1884 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1883
  %1885 = bitcast bfloat %1826 to i16
  %1886 = bitcast bfloat %1827 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1858, i16 %1885, i16 %1886, ptr addrspace(1) %1884) #7
  %1887 = or disjoint i32 %1862, %1881
  %1888 = sext i32 %1887 to i64
  %1889 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1888
  %1890 = bitcast bfloat %1828 to i16
  %1891 = bitcast bfloat %1829 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1867, i16 %1890, i16 %1891, ptr addrspace(1) %1889) #7
  %1892 = or disjoint i32 %1851, 24
  %1893 = or disjoint i32 %1853, %1892
  %1894 = sext i32 %1893 to i64
  %1895 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1894
  %1896 = bitcast bfloat %1830 to i16
  %1897 = bitcast bfloat %1831 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1858, i16 %1896, i16 %1897, ptr addrspace(1) %1895) #7
  %1898 = or disjoint i32 %1862, %1892
  %1899 = sext i32 %1898 to i64
  %1900 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1899
  %1901 = bitcast bfloat %1832 to i16
  %1902 = bitcast bfloat %1833 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1867, i16 %1901, i16 %1902, ptr addrspace(1) %1900) #7
  %1903 = add i32 %11, %.pre-phi222
  %1904 = shl i32 %1903, 7
  %1905 = or disjoint i32 %1904, %1851
  %1906 = sext i32 %1905 to i64
  %1907 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1906
  %1908 = icmp slt i32 %.pre-phi222, %4
  %1909 = zext i1 %1908 to i32
  %1910 = bitcast bfloat %1834 to i16
  %1911 = bitcast bfloat %1835 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1909, i16 %1910, i16 %1911, ptr addrspace(1) %1907) #7
  %1912 = add i32 %11, %.pre-phi224
  %1913 = shl i32 %1912, 7
  %1914 = or disjoint i32 %1913, %1851
  %1915 = sext i32 %1914 to i64
  %1916 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1915
  %1917 = icmp slt i32 %.pre-phi224, %4
  %1918 = zext i1 %1917 to i32
  %1919 = bitcast bfloat %1836 to i16
  %1920 = bitcast bfloat %1837 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1918, i16 %1919, i16 %1920, ptr addrspace(1) %1916) #7
  %1921 = or disjoint i32 %1904, %1870
  %1922 = sext i32 %1921 to i64
  %1923 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1922
  %1924 = bitcast bfloat %1838 to i16
  %1925 = bitcast bfloat %1839 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1909, i16 %1924, i16 %1925, ptr addrspace(1) %1923) #7
  %1926 = or disjoint i32 %1913, %1870
  %1927 = sext i32 %1926 to i64
  %1928 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1927
  %1929 = bitcast bfloat %1840 to i16
  %1930 = bitcast bfloat %1841 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1918, i16 %1929, i16 %1930, ptr addrspace(1) %1928) #7
  %1931 = or disjoint i32 %1904, %1881
  %1932 = sext i32 %1931 to i64
  %1933 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1932
  %1934 = bitcast bfloat %1842 to i16
  %1935 = bitcast bfloat %1843 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1909, i16 %1934, i16 %1935, ptr addrspace(1) %1933) #7
  %1936 = or disjoint i32 %1913, %1881
  %1937 = sext i32 %1936 to i64
  %1938 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1937
  %1939 = bitcast bfloat %1844 to i16
  %1940 = bitcast bfloat %1845 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1918, i16 %1939, i16 %1940, ptr addrspace(1) %1938) #7
  %1941 = or disjoint i32 %1904, %1892
  %1942 = sext i32 %1941 to i64
  %1943 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1942
  %1944 = bitcast bfloat %1846 to i16
  %1945 = bitcast bfloat %1847 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1909, i16 %1944, i16 %1945, ptr addrspace(1) %1943) #7
  %1946 = or disjoint i32 %1913, %1892
  %1947 = sext i32 %1946 to i64
  %1948 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1947
  %1949 = bitcast bfloat %1848 to i16
  %1950 = bitcast bfloat %1849 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1918, i16 %1949, i16 %1950, ptr addrspace(1) %1948) #7
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
