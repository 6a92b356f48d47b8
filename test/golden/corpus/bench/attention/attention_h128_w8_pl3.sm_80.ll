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
  %128 = shl nuw nsw i32 %14, 7
  %129 = add i32 %12, %128
  %130 = shl nuw nsw i32 %18, 7
  %131 = add i32 %12, %130
  %132 = shl nuw nsw i32 %22, 7
  %133 = add i32 %12, %132
  %134 = shl nuw nsw i32 %26, 7
  %135 = add i32 %12, %134
  %136 = shl nuw nsw i32 %30, 7
  %137 = add i32 %12, %136
  %138 = shl nuw nsw i32 %34, 7
  %139 = add i32 %12, %138
  %140 = shl nuw nsw i32 %38, 7
  %141 = add i32 %12, %140
  %142 = shl nuw nsw i32 %42, 7
  %143 = add i32 %12, %142
  %144 = or disjoint i32 %129, %46
  %145 = or disjoint i32 %131, %46
  %146 = or disjoint i32 %133, %46
  %147 = or disjoint i32 %135, %46
  %148 = or disjoint i32 %137, %46
  %149 = or disjoint i32 %139, %46
  %150 = or disjoint i32 %141, %46
  %151 = or disjoint i32 %143, %46
  %152 = icmp slt i32 %14, %4
  %153 = icmp slt i32 %18, %4
  %154 = icmp slt i32 %22, %4
  %155 = icmp slt i32 %26, %4
  %156 = icmp slt i32 %30, %4
  %157 = icmp slt i32 %34, %4
  %158 = icmp slt i32 %38, %4
  %159 = icmp slt i32 %42, %4
  %160 = shl nuw nsw i32 %7, 3
  %161 = shl nuw nsw i32 %7, 9
  %162 = and i32 %161, 8192
  %163 = shl nuw nsw i32 %14, 4
  %.masked = and i32 %160, 112
  %164 = xor i32 %.masked, %163
  %165 = and i32 %160, 8
  %166 = or disjoint i32 %165, %162
  %167 = or disjoint i32 %166, %164
  %168 = or disjoint i32 %167, %128
  %169 = zext nneg i32 %168 to i64
  %170 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %169
  %171 = sext i32 %144 to i64
  %172 = getelementptr bfloat, ptr addrspace(1) %1, i64 %171
  %173 = select i1 %152, i32 8, i32 0
  %174 = ptrtoint ptr addrspace(3) %170 to i64
  %175 = trunc i64 %174 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %175, ptr addrspace(1) %172, i32 %173) #7
  %176 = or disjoint i32 %167, %130
  %177 = zext nneg i32 %176 to i64
  %178 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %177
  %179 = sext i32 %145 to i64
  %180 = getelementptr bfloat, ptr addrspace(1) %1, i64 %179
  %181 = select i1 %153, i32 8, i32 0
  %182 = ptrtoint ptr addrspace(3) %178 to i64
  %183 = trunc i64 %182 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %183, ptr addrspace(1) %180, i32 %181) #7
  %184 = or disjoint i32 %167, %132
  %185 = zext nneg i32 %184 to i64
  %186 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %185
  %187 = sext i32 %146 to i64
  %188 = getelementptr bfloat, ptr addrspace(1) %1, i64 %187
  %189 = select i1 %154, i32 8, i32 0
  %190 = ptrtoint ptr addrspace(3) %186 to i64
  %191 = trunc i64 %190 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %191, ptr addrspace(1) %188, i32 %189) #7
  %192 = or disjoint i32 %167, %134
  %193 = zext nneg i32 %192 to i64
  %194 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %193
  %195 = sext i32 %147 to i64
  %196 = getelementptr bfloat, ptr addrspace(1) %1, i64 %195
  %197 = select i1 %155, i32 8, i32 0
  %198 = ptrtoint ptr addrspace(3) %194 to i64
  %199 = trunc i64 %198 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %199, ptr addrspace(1) %196, i32 %197) #7
  %200 = or disjoint i32 %167, %136
  %201 = zext nneg i32 %200 to i64
  %202 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %201
  %203 = sext i32 %148 to i64
  %204 = getelementptr bfloat, ptr addrspace(1) %1, i64 %203
  %205 = select i1 %156, i32 8, i32 0
  %206 = ptrtoint ptr addrspace(3) %202 to i64
  %207 = trunc i64 %206 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %207, ptr addrspace(1) %204, i32 %205) #7
  %208 = or disjoint i32 %167, %138
  %209 = zext nneg i32 %208 to i64
  %210 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %209
  %211 = sext i32 %149 to i64
  %212 = getelementptr bfloat, ptr addrspace(1) %1, i64 %211
  %213 = select i1 %157, i32 8, i32 0
  %214 = ptrtoint ptr addrspace(3) %210 to i64
  %215 = trunc i64 %214 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %215, ptr addrspace(1) %212, i32 %213) #7
  %216 = or disjoint i32 %167, %140
  %217 = zext nneg i32 %216 to i64
  %218 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %217
  %219 = sext i32 %150 to i64
  %220 = getelementptr bfloat, ptr addrspace(1) %1, i64 %219
  %221 = select i1 %158, i32 8, i32 0
  %222 = ptrtoint ptr addrspace(3) %218 to i64
  %223 = trunc i64 %222 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %223, ptr addrspace(1) %220, i32 %221) #7
  %224 = or disjoint i32 %167, %142
  %225 = zext nneg i32 %224 to i64
  %226 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %225
  %227 = sext i32 %151 to i64
  %228 = getelementptr bfloat, ptr addrspace(1) %1, i64 %227
  %229 = select i1 %159, i32 8, i32 0
  %230 = ptrtoint ptr addrspace(3) %226 to i64
  %231 = trunc i64 %230 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %231, ptr addrspace(1) %228, i32 %229) #7
  %232 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 49152), i64 %169
  %233 = getelementptr bfloat, ptr addrspace(1) %2, i64 %171
  %234 = ptrtoint ptr addrspace(3) %232 to i64
  %235 = trunc i64 %234 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %235, ptr addrspace(1) %233, i32 %173) #7
  %236 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 49152), i64 %177
  %237 = getelementptr bfloat, ptr addrspace(1) %2, i64 %179
  %238 = ptrtoint ptr addrspace(3) %236 to i64
  %239 = trunc i64 %238 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %239, ptr addrspace(1) %237, i32 %181) #7
  %240 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 49152), i64 %185
  %241 = getelementptr bfloat, ptr addrspace(1) %2, i64 %187
  %242 = ptrtoint ptr addrspace(3) %240 to i64
  %243 = trunc i64 %242 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %243, ptr addrspace(1) %241, i32 %189) #7
  %244 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 49152), i64 %193
  %245 = getelementptr bfloat, ptr addrspace(1) %2, i64 %195
  %246 = ptrtoint ptr addrspace(3) %244 to i64
  %247 = trunc i64 %246 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %247, ptr addrspace(1) %245, i32 %197) #7
  %248 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 49152), i64 %201
  %249 = getelementptr bfloat, ptr addrspace(1) %2, i64 %203
  %250 = ptrtoint ptr addrspace(3) %248 to i64
  %251 = trunc i64 %250 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %251, ptr addrspace(1) %249, i32 %205) #7
  %252 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 49152), i64 %209
  %253 = getelementptr bfloat, ptr addrspace(1) %2, i64 %211
  %254 = ptrtoint ptr addrspace(3) %252 to i64
  %255 = trunc i64 %254 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %255, ptr addrspace(1) %253, i32 %213) #7
  %256 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 49152), i64 %217
  %257 = getelementptr bfloat, ptr addrspace(1) %2, i64 %219
  %258 = ptrtoint ptr addrspace(3) %256 to i64
  %259 = trunc i64 %258 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %259, ptr addrspace(1) %257, i32 %221) #7
  %260 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 49152), i64 %225
  %261 = getelementptr bfloat, ptr addrspace(1) %2, i64 %227
  %262 = ptrtoint ptr addrspace(3) %260 to i64
  %263 = trunc i64 %262 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %263, ptr addrspace(1) %261, i32 %229) #7
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #7
  %264 = icmp sgt i32 %4, 64
  %265 = or disjoint i32 %14, 64
  %266 = add i32 %11, %265
  %267 = shl i32 %266, 7
  %268 = or disjoint i32 %14, 72
  %269 = add i32 %11, %268
  %270 = shl i32 %269, 7
  %271 = or disjoint i32 %14, 80
  %272 = add i32 %11, %271
  %273 = shl i32 %272, 7
  %274 = or disjoint i32 %14, 88
  %275 = add i32 %11, %274
  %276 = shl i32 %275, 7
  %277 = or disjoint i32 %14, 96
  %278 = add i32 %11, %277
  %279 = shl i32 %278, 7
  %280 = or disjoint i32 %14, 104
  %281 = add i32 %11, %280
  %282 = shl i32 %281, 7
  %283 = or disjoint i32 %14, 112
  %284 = add i32 %11, %283
  %285 = shl i32 %284, 7
  %286 = or disjoint i32 %14, 120
  %287 = add i32 %11, %286
  %288 = shl i32 %287, 7
  %289 = or disjoint i32 %267, %46
  %290 = or disjoint i32 %270, %46
  %291 = or disjoint i32 %273, %46
  %292 = or disjoint i32 %276, %46
  %293 = or disjoint i32 %279, %46
  %294 = or disjoint i32 %282, %46
  %295 = or disjoint i32 %285, %46
  %296 = or disjoint i32 %288, %46
  %297 = icmp slt i32 %265, %4
  %298 = icmp slt i32 %268, %4
  %299 = icmp slt i32 %271, %4
  %300 = icmp slt i32 %274, %4
  %301 = icmp slt i32 %277, %4
  %302 = icmp slt i32 %280, %4
  %303 = icmp slt i32 %283, %4
  %304 = icmp slt i32 %286, %4
  %305 = and i1 %297, %264
  %306 = and i1 %298, %264
  %307 = and i1 %299, %264
  %308 = and i1 %300, %264
  %309 = and i1 %301, %264
  %310 = and i1 %302, %264
  %311 = and i1 %303, %264
  %312 = and i1 %304, %264
  %313 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 16384), i64 %169
  %314 = sext i32 %289 to i64
  %315 = getelementptr bfloat, ptr addrspace(1) %1, i64 %314
  %316 = select i1 %305, i32 8, i32 0
  %317 = ptrtoint ptr addrspace(3) %313 to i64
  %318 = trunc i64 %317 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %318, ptr addrspace(1) %315, i32 %316) #7
  %319 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 16384), i64 %177
  %320 = sext i32 %290 to i64
  %321 = getelementptr bfloat, ptr addrspace(1) %1, i64 %320
  %322 = select i1 %306, i32 8, i32 0
  %323 = ptrtoint ptr addrspace(3) %319 to i64
  %324 = trunc i64 %323 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %324, ptr addrspace(1) %321, i32 %322) #7
  %325 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 16384), i64 %185
  %326 = sext i32 %291 to i64
  %327 = getelementptr bfloat, ptr addrspace(1) %1, i64 %326
  %328 = select i1 %307, i32 8, i32 0
  %329 = ptrtoint ptr addrspace(3) %325 to i64
  %330 = trunc i64 %329 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %330, ptr addrspace(1) %327, i32 %328) #7
  %331 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 16384), i64 %193
  %332 = sext i32 %292 to i64
  %333 = getelementptr bfloat, ptr addrspace(1) %1, i64 %332
  %334 = select i1 %308, i32 8, i32 0
  %335 = ptrtoint ptr addrspace(3) %331 to i64
  %336 = trunc i64 %335 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %336, ptr addrspace(1) %333, i32 %334) #7
  %337 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 16384), i64 %201
  %338 = sext i32 %293 to i64
  %339 = getelementptr bfloat, ptr addrspace(1) %1, i64 %338
  %340 = select i1 %309, i32 8, i32 0
  %341 = ptrtoint ptr addrspace(3) %337 to i64
  %342 = trunc i64 %341 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %342, ptr addrspace(1) %339, i32 %340) #7
  %343 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 16384), i64 %209
  %344 = sext i32 %294 to i64
  %345 = getelementptr bfloat, ptr addrspace(1) %1, i64 %344
  %346 = select i1 %310, i32 8, i32 0
  %347 = ptrtoint ptr addrspace(3) %343 to i64
  %348 = trunc i64 %347 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %348, ptr addrspace(1) %345, i32 %346) #7
  %349 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 16384), i64 %217
  %350 = sext i32 %295 to i64
  %351 = getelementptr bfloat, ptr addrspace(1) %1, i64 %350
  %352 = select i1 %311, i32 8, i32 0
  %353 = ptrtoint ptr addrspace(3) %349 to i64
  %354 = trunc i64 %353 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %354, ptr addrspace(1) %351, i32 %352) #7
  %355 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 16384), i64 %225
  %356 = sext i32 %296 to i64
  %357 = getelementptr bfloat, ptr addrspace(1) %1, i64 %356
  %358 = select i1 %312, i32 8, i32 0
  %359 = ptrtoint ptr addrspace(3) %355 to i64
  %360 = trunc i64 %359 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %360, ptr addrspace(1) %357, i32 %358) #7
  %361 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 65536), i64 %169
  %362 = getelementptr bfloat, ptr addrspace(1) %2, i64 %314
  %363 = ptrtoint ptr addrspace(3) %361 to i64
  %364 = trunc i64 %363 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %364, ptr addrspace(1) %362, i32 %316) #7
  %365 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 65536), i64 %177
  %366 = getelementptr bfloat, ptr addrspace(1) %2, i64 %320
  %367 = ptrtoint ptr addrspace(3) %365 to i64
  %368 = trunc i64 %367 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %368, ptr addrspace(1) %366, i32 %322) #7
  %369 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 65536), i64 %185
  %370 = getelementptr bfloat, ptr addrspace(1) %2, i64 %326
  %371 = ptrtoint ptr addrspace(3) %369 to i64
  %372 = trunc i64 %371 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %372, ptr addrspace(1) %370, i32 %328) #7
  %373 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 65536), i64 %193
  %374 = getelementptr bfloat, ptr addrspace(1) %2, i64 %332
  %375 = ptrtoint ptr addrspace(3) %373 to i64
  %376 = trunc i64 %375 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %376, ptr addrspace(1) %374, i32 %334) #7
  %377 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 65536), i64 %201
  %378 = getelementptr bfloat, ptr addrspace(1) %2, i64 %338
  %379 = ptrtoint ptr addrspace(3) %377 to i64
  %380 = trunc i64 %379 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %380, ptr addrspace(1) %378, i32 %340) #7
  %381 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 65536), i64 %209
  %382 = getelementptr bfloat, ptr addrspace(1) %2, i64 %344
  %383 = ptrtoint ptr addrspace(3) %381 to i64
  %384 = trunc i64 %383 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %384, ptr addrspace(1) %382, i32 %346) #7
  %385 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 65536), i64 %217
  %386 = getelementptr bfloat, ptr addrspace(1) %2, i64 %350
  %387 = ptrtoint ptr addrspace(3) %385 to i64
  %388 = trunc i64 %387 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %388, ptr addrspace(1) %386, i32 %352) #7
  %389 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 65536), i64 %225
  %390 = getelementptr bfloat, ptr addrspace(1) %2, i64 %356
  %391 = ptrtoint ptr addrspace(3) %389 to i64
  %392 = trunc i64 %391 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %392, ptr addrspace(1) %390, i32 %358) #7
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #7
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %393 = mul nuw nsw i32 %14, 136
  %394 = add nuw nsw i32 %393, %46
  %395 = shl nuw nsw i32 %394, 1
  %396 = zext nneg i32 %395 to i64
  %397 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %396
  %398 = insertelement <4 x i16> poison, i16 %67, i64 0
  %399 = insertelement <4 x i16> %398, i16 %68, i64 1
  %400 = insertelement <4 x i16> %399, i16 %69, i64 2
  %401 = insertelement <4 x i16> %400, i16 %70, i64 3
  store <4 x i16> %401, ptr addrspace(3) %397, align 8
  %402 = mul nuw nsw i32 %18, 136
  %403 = add nuw nsw i32 %402, %46
  %404 = shl nuw nsw i32 %403, 1
  %405 = zext nneg i32 %404 to i64
  %406 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %405
  %407 = insertelement <4 x i16> poison, i16 %75, i64 0
  %408 = insertelement <4 x i16> %407, i16 %76, i64 1
  %409 = insertelement <4 x i16> %408, i16 %77, i64 2
  %410 = insertelement <4 x i16> %409, i16 %78, i64 3
  store <4 x i16> %410, ptr addrspace(3) %406, align 8
  %411 = mul nuw nsw i32 %22, 136
  %412 = add nuw nsw i32 %411, %46
  %413 = shl nuw nsw i32 %412, 1
  %414 = zext nneg i32 %413 to i64
  %415 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %414
  %416 = insertelement <4 x i16> poison, i16 %83, i64 0
  %417 = insertelement <4 x i16> %416, i16 %84, i64 1
  %418 = insertelement <4 x i16> %417, i16 %85, i64 2
  %419 = insertelement <4 x i16> %418, i16 %86, i64 3
  store <4 x i16> %419, ptr addrspace(3) %415, align 8
  %420 = mul nuw nsw i32 %26, 136
  %421 = add nuw nsw i32 %420, %46
  %422 = shl nuw nsw i32 %421, 1
  %423 = zext nneg i32 %422 to i64
  %424 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %423
  %425 = insertelement <4 x i16> poison, i16 %91, i64 0
  %426 = insertelement <4 x i16> %425, i16 %92, i64 1
  %427 = insertelement <4 x i16> %426, i16 %93, i64 2
  %428 = insertelement <4 x i16> %427, i16 %94, i64 3
  store <4 x i16> %428, ptr addrspace(3) %424, align 8
  %429 = mul nuw nsw i32 %30, 136
  %430 = add nuw nsw i32 %429, %46
  %431 = shl nuw nsw i32 %430, 1
  %432 = zext nneg i32 %431 to i64
  %433 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %432
  %434 = insertelement <4 x i16> poison, i16 %99, i64 0
  %435 = insertelement <4 x i16> %434, i16 %100, i64 1
  %436 = insertelement <4 x i16> %435, i16 %101, i64 2
  %437 = insertelement <4 x i16> %436, i16 %102, i64 3
  store <4 x i16> %437, ptr addrspace(3) %433, align 8
  %438 = mul nuw nsw i32 %34, 136
  %439 = add nuw nsw i32 %438, %46
  %440 = shl nuw nsw i32 %439, 1
  %441 = zext nneg i32 %440 to i64
  %442 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %441
  %443 = insertelement <4 x i16> poison, i16 %107, i64 0
  %444 = insertelement <4 x i16> %443, i16 %108, i64 1
  %445 = insertelement <4 x i16> %444, i16 %109, i64 2
  %446 = insertelement <4 x i16> %445, i16 %110, i64 3
  store <4 x i16> %446, ptr addrspace(3) %442, align 8
  %447 = mul nuw nsw i32 %38, 136
  %448 = add nuw nsw i32 %447, %46
  %449 = shl nuw nsw i32 %448, 1
  %450 = zext nneg i32 %449 to i64
  %451 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %450
  %452 = insertelement <4 x i16> poison, i16 %115, i64 0
  %453 = insertelement <4 x i16> %452, i16 %116, i64 1
  %454 = insertelement <4 x i16> %453, i16 %117, i64 2
  %455 = insertelement <4 x i16> %454, i16 %118, i64 3
  store <4 x i16> %455, ptr addrspace(3) %451, align 8
  %456 = mul nuw nsw i32 %42, 136
  %457 = add nuw nsw i32 %456, %46
  %458 = shl nuw nsw i32 %457, 1
  %459 = zext nneg i32 %458 to i64
  %460 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %459
  %461 = insertelement <4 x i16> poison, i16 %123, i64 0
  %462 = insertelement <4 x i16> %461, i16 %124, i64 1
  %463 = insertelement <4 x i16> %462, i16 %125, i64 2
  %464 = insertelement <4 x i16> %463, i16 %126, i64 3
  store <4 x i16> %464, ptr addrspace(3) %460, align 8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %465 = icmp sgt i32 %4, 0
  br i1 %465, label %.lr.ph, label %.._crit_edge_crit_edge

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
  br label %._crit_edge

.lr.ph:                                           ; preds = %6
  %466 = and i32 %14, 3
  %467 = shl nuw nsw i32 %466, 4
  %468 = lshr i32 %7, 2
  %469 = and i32 %468, 32
  %470 = or disjoint i32 %469, 16
  %471 = and i32 %7, 7
  %472 = and i32 %7, 8
  %473 = and i32 %7, 15
  %474 = or disjoint i32 %469, %473
  %475 = lshr i32 %7, 1
  %476 = and i32 %475, 8
  %477 = mul nuw nsw i32 %474, 136
  %478 = shl nuw nsw i32 %471, 3
  %479 = or disjoint i32 %470, %473
  %480 = mul nuw nsw i32 %479, 136
  %481 = shl nuw nsw i32 %7, 1
  %482 = and i32 %481, 6
  %483 = or disjoint i32 %467, %482
  %484 = or disjoint i32 %482, 1
  %485 = or disjoint i32 %467, %484
  %486 = or disjoint i32 %467, 8
  %487 = or disjoint i32 %486, %482
  %488 = or disjoint i32 %486, %484
  %489 = and i32 %468, 7
  %490 = and i32 %468, 39
  %491 = or disjoint i32 %489, 8
  %492 = or disjoint i32 %491, %469
  %493 = or disjoint i32 %470, %489
  %494 = or disjoint i32 %470, %491
  %495 = shl nuw nsw i32 %490, 2
  %496 = or disjoint i32 %495, %466
  %497 = zext nneg i32 %496 to i64
  %498 = getelementptr float, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %497
  %499 = shl nuw nsw i32 %492, 2
  %500 = or disjoint i32 %499, %466
  %501 = zext nneg i32 %500 to i64
  %502 = getelementptr float, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %501
  %503 = shl nuw nsw i32 %493, 2
  %504 = or disjoint i32 %503, %466
  %505 = zext nneg i32 %504 to i64
  %506 = getelementptr float, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %505
  %507 = shl nuw nsw i32 %494, 2
  %508 = or disjoint i32 %507, %466
  %509 = zext nneg i32 %508 to i64
  %510 = getelementptr float, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %509
  %511 = zext nneg i32 %495 to i64
  %512 = getelementptr float, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %511
  %513 = getelementptr i8, ptr addrspace(3) %512, i64 4
  %514 = getelementptr i8, ptr addrspace(3) %512, i64 8
  %515 = getelementptr i8, ptr addrspace(3) %512, i64 12
  %516 = zext nneg i32 %499 to i64
  %517 = getelementptr float, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %516
  %518 = getelementptr i8, ptr addrspace(3) %517, i64 4
  %519 = getelementptr i8, ptr addrspace(3) %517, i64 8
  %520 = getelementptr i8, ptr addrspace(3) %517, i64 12
  %521 = zext nneg i32 %503 to i64
  %522 = getelementptr float, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %521
  %523 = getelementptr i8, ptr addrspace(3) %522, i64 4
  %524 = getelementptr i8, ptr addrspace(3) %522, i64 8
  %525 = getelementptr i8, ptr addrspace(3) %522, i64 12
  %526 = zext nneg i32 %507 to i64
  %527 = getelementptr float, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %526
  %528 = getelementptr i8, ptr addrspace(3) %527, i64 4
  %529 = getelementptr i8, ptr addrspace(3) %527, i64 8
  %530 = getelementptr i8, ptr addrspace(3) %527, i64 12
  %531 = mul nuw nsw i32 %490, 72
  %532 = add nuw nsw i32 %531, %483
  %533 = zext nneg i32 %532 to i64
  %534 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %533
  %535 = add nuw nsw i32 %531, %485
  %536 = zext nneg i32 %535 to i64
  %537 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %536
  %538 = mul nuw nsw i32 %492, 72
  %539 = add nuw nsw i32 %538, %483
  %540 = zext nneg i32 %539 to i64
  %541 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %540
  %542 = add nuw nsw i32 %538, %485
  %543 = zext nneg i32 %542 to i64
  %544 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %543
  %545 = add nuw nsw i32 %487, %531
  %546 = zext nneg i32 %545 to i64
  %547 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %546
  %548 = add nuw nsw i32 %488, %531
  %549 = zext nneg i32 %548 to i64
  %550 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %549
  %551 = add nuw nsw i32 %538, %487
  %552 = zext nneg i32 %551 to i64
  %553 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %552
  %554 = add nuw nsw i32 %538, %488
  %555 = zext nneg i32 %554 to i64
  %556 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %555
  %557 = mul nuw nsw i32 %493, 72
  %558 = add nuw nsw i32 %557, %483
  %559 = zext nneg i32 %558 to i64
  %560 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %559
  %561 = add nuw nsw i32 %557, %485
  %562 = zext nneg i32 %561 to i64
  %563 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %562
  %564 = mul nuw nsw i32 %494, 72
  %565 = add nuw nsw i32 %564, %483
  %566 = zext nneg i32 %565 to i64
  %567 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %566
  %568 = add nuw nsw i32 %564, %485
  %569 = zext nneg i32 %568 to i64
  %570 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %569
  %571 = add nuw nsw i32 %557, %487
  %572 = zext nneg i32 %571 to i64
  %573 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %572
  %574 = add nuw nsw i32 %557, %488
  %575 = zext nneg i32 %574 to i64
  %576 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %575
  %577 = add nuw nsw i32 %564, %487
  %578 = zext nneg i32 %577 to i64
  %579 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %578
  %580 = add nuw nsw i32 %564, %488
  %581 = zext nneg i32 %580 to i64
  %582 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %581
  %583 = mul nuw nsw i32 %474, 72
  %584 = shl nuw nsw i32 %14, 6
  %585 = shl nuw nsw i32 %476, 1
  %.masked11 = and i32 %584, 64
  %586 = or disjoint i32 %.masked11, %585
  %587 = shl nuw nsw i32 %14, 12
  %588 = and i32 %587, 8192
  %589 = shl nuw nsw i32 %7, 4
  %590 = and i32 %589, 112
  %591 = xor i32 %586, %590
  %invariant.op = or disjoint i32 %588, %591
  %592 = or disjoint i32 %586, 32
  %593 = xor i32 %592, %590
  %invariant.op101 = or disjoint i32 %588, %593
  %594 = mul nuw nsw i32 %479, 72
  %595 = add nuw nsw i32 %476, %583
  %596 = zext nneg i32 %595 to i64
  %597 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %596
  %598 = add nuw nsw i32 %476, %477
  %599 = zext nneg i32 %598 to i64
  %600 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %599
  %601 = or disjoint i32 %471, %476
  %602 = or disjoint i32 %601, %467
  %603 = shl nuw nsw i32 %602, 6
  %604 = xor i32 %472, %478
  %605 = or disjoint i32 %603, %604
  %606 = zext nneg i32 %605 to i64
  %607 = add nuw nsw i32 %476, %480
  %608 = zext nneg i32 %607 to i64
  %609 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %608
  %610 = or disjoint i32 %476, 16
  %611 = add nuw nsw i32 %610, %477
  %612 = zext nneg i32 %611 to i64
  %613 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %612
  %614 = or disjoint i32 %472, 16
  %615 = xor i32 %614, %478
  %616 = or disjoint i32 %603, %615
  %617 = zext nneg i32 %616 to i64
  %618 = add nuw nsw i32 %610, %480
  %619 = zext nneg i32 %618 to i64
  %620 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %619
  %621 = or disjoint i32 %476, 32
  %622 = add nuw nsw i32 %621, %477
  %623 = zext nneg i32 %622 to i64
  %624 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %623
  %625 = or disjoint i32 %472, 32
  %626 = xor i32 %625, %478
  %627 = or disjoint i32 %603, %626
  %628 = zext nneg i32 %627 to i64
  %629 = add nuw nsw i32 %621, %480
  %630 = zext nneg i32 %629 to i64
  %631 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %630
  %632 = or disjoint i32 %476, 48
  %633 = add nuw nsw i32 %632, %477
  %634 = zext nneg i32 %633 to i64
  %635 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %634
  %636 = or disjoint i32 %472, 48
  %637 = xor i32 %636, %478
  %638 = or disjoint i32 %603, %637
  %639 = zext nneg i32 %638 to i64
  %640 = add nuw nsw i32 %632, %480
  %641 = zext nneg i32 %640 to i64
  %642 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %641
  %643 = or disjoint i32 %476, 64
  %644 = add nuw nsw i32 %643, %477
  %645 = zext nneg i32 %644 to i64
  %646 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %645
  %647 = or disjoint i32 %471, %476
  %648 = or disjoint i32 %647, %467
  %649 = shl nuw nsw i32 %648, 6
  %650 = or disjoint i32 %649, 4096
  %651 = or disjoint i32 %650, %604
  %652 = zext nneg i32 %651 to i64
  %653 = add nuw nsw i32 %643, %480
  %654 = zext nneg i32 %653 to i64
  %655 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %654
  %656 = or disjoint i32 %476, 80
  %657 = add nuw nsw i32 %656, %477
  %658 = zext nneg i32 %657 to i64
  %659 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %658
  %660 = or disjoint i32 %650, %615
  %661 = zext nneg i32 %660 to i64
  %662 = add nuw nsw i32 %656, %480
  %663 = zext nneg i32 %662 to i64
  %664 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %663
  %665 = or disjoint i32 %476, 96
  %666 = add nuw nsw i32 %665, %477
  %667 = zext nneg i32 %666 to i64
  %668 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %667
  %669 = or disjoint i32 %650, %626
  %670 = zext nneg i32 %669 to i64
  %671 = add nuw nsw i32 %665, %480
  %672 = zext nneg i32 %671 to i64
  %673 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %672
  %674 = or disjoint i32 %476, 112
  %675 = add nuw nsw i32 %674, %477
  %676 = zext nneg i32 %675 to i64
  %677 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %676
  %678 = or disjoint i32 %650, %637
  %679 = zext nneg i32 %678 to i64
  %680 = add nuw nsw i32 %674, %480
  %681 = zext nneg i32 %680 to i64
  %682 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %681
  %683 = shl nuw nsw i32 %473, 7
  %.reass = or disjoint i32 %683, %invariant.op
  %684 = lshr exact i32 %.reass, 1
  %685 = zext nneg i32 %684 to i64
  %.reass102 = or i32 %683, %invariant.op101
  %686 = lshr exact i32 %.reass102, 1
  %687 = zext nneg i32 %686 to i64
  %688 = add nuw nsw i32 %476, %594
  %689 = zext nneg i32 %688 to i64
  %690 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %689
  %691 = add nuw nsw i32 %610, %583
  %692 = zext nneg i32 %691 to i64
  %693 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %692
  %694 = shl nuw nsw i32 %473, 7
  %695 = or disjoint i32 %694, 2048
  %.reass.1 = or disjoint i32 %695, %invariant.op
  %696 = lshr exact i32 %.reass.1, 1
  %697 = zext nneg i32 %696 to i64
  %.reass102.1 = or i32 %695, %invariant.op101
  %698 = lshr exact i32 %.reass102.1, 1
  %699 = zext nneg i32 %698 to i64
  %700 = add nuw nsw i32 %610, %594
  %701 = zext nneg i32 %700 to i64
  %702 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %701
  %703 = add nuw nsw i32 %621, %583
  %704 = zext nneg i32 %703 to i64
  %705 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %704
  %706 = shl nuw nsw i32 %473, 7
  %707 = or disjoint i32 %706, 4096
  %.reass.2 = or disjoint i32 %707, %invariant.op
  %708 = lshr exact i32 %.reass.2, 1
  %709 = zext nneg i32 %708 to i64
  %.reass102.2 = or i32 %707, %invariant.op101
  %710 = lshr exact i32 %.reass102.2, 1
  %711 = zext nneg i32 %710 to i64
  %712 = add nuw nsw i32 %621, %594
  %713 = zext nneg i32 %712 to i64
  %714 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %713
  %715 = add nuw nsw i32 %632, %583
  %716 = zext nneg i32 %715 to i64
  %717 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %716
  %718 = shl nuw nsw i32 %473, 7
  %719 = or disjoint i32 %718, 6144
  %.reass.3 = or disjoint i32 %719, %invariant.op
  %720 = lshr exact i32 %.reass.3, 1
  %721 = zext nneg i32 %720 to i64
  %.reass102.3 = or i32 %719, %invariant.op101
  %722 = lshr exact i32 %.reass102.3, 1
  %723 = zext nneg i32 %722 to i64
  %724 = add nuw nsw i32 %632, %594
  %725 = zext nneg i32 %724 to i64
  %726 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %725
  br label %727

727:                                              ; preds = %.lr.ph, %727
  %728 = phi float [ 0xFFF0000000000000, %.lr.ph ], [ %1177, %727 ]
  %729 = phi float [ 0xFFF0000000000000, %.lr.ph ], [ %1176, %727 ]
  %730 = phi float [ 0xFFF0000000000000, %.lr.ph ], [ %1175, %727 ]
  %731 = phi float [ 0xFFF0000000000000, %.lr.ph ], [ %1174, %727 ]
  %732 = phi float [ 0.000000e+00, %.lr.ph ], [ %1574, %727 ]
  %733 = phi float [ 0.000000e+00, %.lr.ph ], [ %1573, %727 ]
  %734 = phi float [ 0.000000e+00, %.lr.ph ], [ %1572, %727 ]
  %735 = phi float [ 0.000000e+00, %.lr.ph ], [ %1571, %727 ]
  %736 = phi float [ 0.000000e+00, %.lr.ph ], [ %1569, %727 ]
  %737 = phi float [ 0.000000e+00, %.lr.ph ], [ %1568, %727 ]
  %738 = phi float [ 0.000000e+00, %.lr.ph ], [ %1567, %727 ]
  %739 = phi float [ 0.000000e+00, %.lr.ph ], [ %1566, %727 ]
  %740 = phi float [ 0.000000e+00, %.lr.ph ], [ %1564, %727 ]
  %741 = phi float [ 0.000000e+00, %.lr.ph ], [ %1563, %727 ]
  %742 = phi float [ 0.000000e+00, %.lr.ph ], [ %1562, %727 ]
  %743 = phi float [ 0.000000e+00, %.lr.ph ], [ %1561, %727 ]
  %744 = phi float [ 0.000000e+00, %.lr.ph ], [ %1559, %727 ]
  %745 = phi float [ 0.000000e+00, %.lr.ph ], [ %1558, %727 ]
  %746 = phi float [ 0.000000e+00, %.lr.ph ], [ %1557, %727 ]
  %747 = phi float [ 0.000000e+00, %.lr.ph ], [ %1556, %727 ]
  %748 = phi float [ 0.000000e+00, %.lr.ph ], [ %1549, %727 ]
  %749 = phi float [ 0.000000e+00, %.lr.ph ], [ %1548, %727 ]
  %750 = phi float [ 0.000000e+00, %.lr.ph ], [ %1547, %727 ]
  %751 = phi float [ 0.000000e+00, %.lr.ph ], [ %1546, %727 ]
  %752 = phi float [ 0.000000e+00, %.lr.ph ], [ %1544, %727 ]
  %753 = phi float [ 0.000000e+00, %.lr.ph ], [ %1543, %727 ]
  %754 = phi float [ 0.000000e+00, %.lr.ph ], [ %1542, %727 ]
  %755 = phi float [ 0.000000e+00, %.lr.ph ], [ %1541, %727 ]
  %756 = phi float [ 0.000000e+00, %.lr.ph ], [ %1533, %727 ]
  %757 = phi float [ 0.000000e+00, %.lr.ph ], [ %1532, %727 ]
  %758 = phi float [ 0.000000e+00, %.lr.ph ], [ %1531, %727 ]
  %759 = phi float [ 0.000000e+00, %.lr.ph ], [ %1530, %727 ]
  %760 = phi float [ 0.000000e+00, %.lr.ph ], [ %1528, %727 ]
  %761 = phi float [ 0.000000e+00, %.lr.ph ], [ %1527, %727 ]
  %762 = phi float [ 0.000000e+00, %.lr.ph ], [ %1526, %727 ]
  %763 = phi float [ 0.000000e+00, %.lr.ph ], [ %1525, %727 ]
  %764 = phi float [ 0.000000e+00, %.lr.ph ], [ %1597, %727 ]
  %765 = phi float [ 0.000000e+00, %.lr.ph ], [ %1596, %727 ]
  %766 = phi float [ 0.000000e+00, %.lr.ph ], [ %1595, %727 ]
  %767 = phi float [ 0.000000e+00, %.lr.ph ], [ %1594, %727 ]
  %768 = phi i32 [ 0, %.lr.ph ], [ %1731, %727 ]
  %769 = lshr exact i32 %768, 6
  %770 = urem i32 %769, 3
  tail call void asm sideeffect "cp.async.wait_group 1;", "~{memory}"() #7
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %771 = shl nuw nsw i32 %770, 14
  %772 = zext nneg i32 %771 to i64
  %773 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %772
  %774 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %600)
  %775 = extractvalue { i32, i32, i32, i32 } %774, 0
  %776 = extractvalue { i32, i32, i32, i32 } %774, 1
  %777 = extractvalue { i32, i32, i32, i32 } %774, 2
  %778 = extractvalue { i32, i32, i32, i32 } %774, 3
  %779 = getelementptr bfloat, ptr addrspace(3) %773, i64 %606
  %780 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %779)
  %781 = extractvalue { i32, i32, i32, i32 } %780, 0
  %782 = extractvalue { i32, i32, i32, i32 } %780, 1
  %783 = extractvalue { i32, i32, i32, i32 } %780, 2
  %784 = extractvalue { i32, i32, i32, i32 } %780, 3
  %785 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %775, i32 %776, i32 %777, i32 %778, i32 %781, i32 %782, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %786 = extractvalue { float, float, float, float } %785, 0
  %787 = extractvalue { float, float, float, float } %785, 1
  %788 = extractvalue { float, float, float, float } %785, 2
  %789 = extractvalue { float, float, float, float } %785, 3
  %790 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %775, i32 %776, i32 %777, i32 %778, i32 %783, i32 %784, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %791 = extractvalue { float, float, float, float } %790, 0
  %792 = extractvalue { float, float, float, float } %790, 1
  %793 = extractvalue { float, float, float, float } %790, 2
  %794 = extractvalue { float, float, float, float } %790, 3
  %795 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %609)
  %796 = extractvalue { i32, i32, i32, i32 } %795, 0
  %797 = extractvalue { i32, i32, i32, i32 } %795, 1
  %798 = extractvalue { i32, i32, i32, i32 } %795, 2
  %799 = extractvalue { i32, i32, i32, i32 } %795, 3
  %800 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %796, i32 %797, i32 %798, i32 %799, i32 %781, i32 %782, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %801 = extractvalue { float, float, float, float } %800, 0
  %802 = extractvalue { float, float, float, float } %800, 1
  %803 = extractvalue { float, float, float, float } %800, 2
  %804 = extractvalue { float, float, float, float } %800, 3
  %805 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %796, i32 %797, i32 %798, i32 %799, i32 %783, i32 %784, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %806 = extractvalue { float, float, float, float } %805, 0
  %807 = extractvalue { float, float, float, float } %805, 1
  %808 = extractvalue { float, float, float, float } %805, 2
  %809 = extractvalue { float, float, float, float } %805, 3
  %810 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %613)
  %811 = extractvalue { i32, i32, i32, i32 } %810, 0
  %812 = extractvalue { i32, i32, i32, i32 } %810, 1
  %813 = extractvalue { i32, i32, i32, i32 } %810, 2
  %814 = extractvalue { i32, i32, i32, i32 } %810, 3
  %815 = getelementptr bfloat, ptr addrspace(3) %773, i64 %617
  %816 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %815)
  %817 = extractvalue { i32, i32, i32, i32 } %816, 0
  %818 = extractvalue { i32, i32, i32, i32 } %816, 1
  %819 = extractvalue { i32, i32, i32, i32 } %816, 2
  %820 = extractvalue { i32, i32, i32, i32 } %816, 3
  %821 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %811, i32 %812, i32 %813, i32 %814, i32 %817, i32 %818, float %786, float %787, float %788, float %789) #7
  %822 = extractvalue { float, float, float, float } %821, 0
  %823 = extractvalue { float, float, float, float } %821, 1
  %824 = extractvalue { float, float, float, float } %821, 2
  %825 = extractvalue { float, float, float, float } %821, 3
  %826 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %811, i32 %812, i32 %813, i32 %814, i32 %819, i32 %820, float %791, float %792, float %793, float %794) #7
  %827 = extractvalue { float, float, float, float } %826, 0
  %828 = extractvalue { float, float, float, float } %826, 1
  %829 = extractvalue { float, float, float, float } %826, 2
  %830 = extractvalue { float, float, float, float } %826, 3
  %831 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %620)
  %832 = extractvalue { i32, i32, i32, i32 } %831, 0
  %833 = extractvalue { i32, i32, i32, i32 } %831, 1
  %834 = extractvalue { i32, i32, i32, i32 } %831, 2
  %835 = extractvalue { i32, i32, i32, i32 } %831, 3
  %836 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %832, i32 %833, i32 %834, i32 %835, i32 %817, i32 %818, float %801, float %802, float %803, float %804) #7
  %837 = extractvalue { float, float, float, float } %836, 0
  %838 = extractvalue { float, float, float, float } %836, 1
  %839 = extractvalue { float, float, float, float } %836, 2
  %840 = extractvalue { float, float, float, float } %836, 3
  %841 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %832, i32 %833, i32 %834, i32 %835, i32 %819, i32 %820, float %806, float %807, float %808, float %809) #7
  %842 = extractvalue { float, float, float, float } %841, 0
  %843 = extractvalue { float, float, float, float } %841, 1
  %844 = extractvalue { float, float, float, float } %841, 2
  %845 = extractvalue { float, float, float, float } %841, 3
  %846 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %624)
  %847 = extractvalue { i32, i32, i32, i32 } %846, 0
  %848 = extractvalue { i32, i32, i32, i32 } %846, 1
  %849 = extractvalue { i32, i32, i32, i32 } %846, 2
  %850 = extractvalue { i32, i32, i32, i32 } %846, 3
  %851 = getelementptr bfloat, ptr addrspace(3) %773, i64 %628
  %852 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %851)
  %853 = extractvalue { i32, i32, i32, i32 } %852, 0
  %854 = extractvalue { i32, i32, i32, i32 } %852, 1
  %855 = extractvalue { i32, i32, i32, i32 } %852, 2
  %856 = extractvalue { i32, i32, i32, i32 } %852, 3
  %857 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %847, i32 %848, i32 %849, i32 %850, i32 %853, i32 %854, float %822, float %823, float %824, float %825) #7
  %858 = extractvalue { float, float, float, float } %857, 0
  %859 = extractvalue { float, float, float, float } %857, 1
  %860 = extractvalue { float, float, float, float } %857, 2
  %861 = extractvalue { float, float, float, float } %857, 3
  %862 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %847, i32 %848, i32 %849, i32 %850, i32 %855, i32 %856, float %827, float %828, float %829, float %830) #7
  %863 = extractvalue { float, float, float, float } %862, 0
  %864 = extractvalue { float, float, float, float } %862, 1
  %865 = extractvalue { float, float, float, float } %862, 2
  %866 = extractvalue { float, float, float, float } %862, 3
  %867 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %631)
  %868 = extractvalue { i32, i32, i32, i32 } %867, 0
  %869 = extractvalue { i32, i32, i32, i32 } %867, 1
  %870 = extractvalue { i32, i32, i32, i32 } %867, 2
  %871 = extractvalue { i32, i32, i32, i32 } %867, 3
  %872 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %868, i32 %869, i32 %870, i32 %871, i32 %853, i32 %854, float %837, float %838, float %839, float %840) #7
  %873 = extractvalue { float, float, float, float } %872, 0
  %874 = extractvalue { float, float, float, float } %872, 1
  %875 = extractvalue { float, float, float, float } %872, 2
  %876 = extractvalue { float, float, float, float } %872, 3
  %877 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %868, i32 %869, i32 %870, i32 %871, i32 %855, i32 %856, float %842, float %843, float %844, float %845) #7
  %878 = extractvalue { float, float, float, float } %877, 0
  %879 = extractvalue { float, float, float, float } %877, 1
  %880 = extractvalue { float, float, float, float } %877, 2
  %881 = extractvalue { float, float, float, float } %877, 3
  %882 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %635)
  %883 = extractvalue { i32, i32, i32, i32 } %882, 0
  %884 = extractvalue { i32, i32, i32, i32 } %882, 1
  %885 = extractvalue { i32, i32, i32, i32 } %882, 2
  %886 = extractvalue { i32, i32, i32, i32 } %882, 3
  %887 = getelementptr bfloat, ptr addrspace(3) %773, i64 %639
  %888 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %887)
  %889 = extractvalue { i32, i32, i32, i32 } %888, 0
  %890 = extractvalue { i32, i32, i32, i32 } %888, 1
  %891 = extractvalue { i32, i32, i32, i32 } %888, 2
  %892 = extractvalue { i32, i32, i32, i32 } %888, 3
  %893 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %883, i32 %884, i32 %885, i32 %886, i32 %889, i32 %890, float %858, float %859, float %860, float %861) #7
  %894 = extractvalue { float, float, float, float } %893, 0
  %895 = extractvalue { float, float, float, float } %893, 1
  %896 = extractvalue { float, float, float, float } %893, 2
  %897 = extractvalue { float, float, float, float } %893, 3
  %898 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %883, i32 %884, i32 %885, i32 %886, i32 %891, i32 %892, float %863, float %864, float %865, float %866) #7
  %899 = extractvalue { float, float, float, float } %898, 0
  %900 = extractvalue { float, float, float, float } %898, 1
  %901 = extractvalue { float, float, float, float } %898, 2
  %902 = extractvalue { float, float, float, float } %898, 3
  %903 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %642)
  %904 = extractvalue { i32, i32, i32, i32 } %903, 0
  %905 = extractvalue { i32, i32, i32, i32 } %903, 1
  %906 = extractvalue { i32, i32, i32, i32 } %903, 2
  %907 = extractvalue { i32, i32, i32, i32 } %903, 3
  %908 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %904, i32 %905, i32 %906, i32 %907, i32 %889, i32 %890, float %873, float %874, float %875, float %876) #7
  %909 = extractvalue { float, float, float, float } %908, 0
  %910 = extractvalue { float, float, float, float } %908, 1
  %911 = extractvalue { float, float, float, float } %908, 2
  %912 = extractvalue { float, float, float, float } %908, 3
  %913 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %904, i32 %905, i32 %906, i32 %907, i32 %891, i32 %892, float %878, float %879, float %880, float %881) #7
  %914 = extractvalue { float, float, float, float } %913, 0
  %915 = extractvalue { float, float, float, float } %913, 1
  %916 = extractvalue { float, float, float, float } %913, 2
  %917 = extractvalue { float, float, float, float } %913, 3
  %918 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %646)
  %919 = extractvalue { i32, i32, i32, i32 } %918, 0
  %920 = extractvalue { i32, i32, i32, i32 } %918, 1
  %921 = extractvalue { i32, i32, i32, i32 } %918, 2
  %922 = extractvalue { i32, i32, i32, i32 } %918, 3
  %923 = getelementptr bfloat, ptr addrspace(3) %773, i64 %652
  %924 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %923)
  %925 = extractvalue { i32, i32, i32, i32 } %924, 0
  %926 = extractvalue { i32, i32, i32, i32 } %924, 1
  %927 = extractvalue { i32, i32, i32, i32 } %924, 2
  %928 = extractvalue { i32, i32, i32, i32 } %924, 3
  %929 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %919, i32 %920, i32 %921, i32 %922, i32 %925, i32 %926, float %894, float %895, float %896, float %897) #7
  %930 = extractvalue { float, float, float, float } %929, 0
  %931 = extractvalue { float, float, float, float } %929, 1
  %932 = extractvalue { float, float, float, float } %929, 2
  %933 = extractvalue { float, float, float, float } %929, 3
  %934 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %919, i32 %920, i32 %921, i32 %922, i32 %927, i32 %928, float %899, float %900, float %901, float %902) #7
  %935 = extractvalue { float, float, float, float } %934, 0
  %936 = extractvalue { float, float, float, float } %934, 1
  %937 = extractvalue { float, float, float, float } %934, 2
  %938 = extractvalue { float, float, float, float } %934, 3
  %939 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %655)
  %940 = extractvalue { i32, i32, i32, i32 } %939, 0
  %941 = extractvalue { i32, i32, i32, i32 } %939, 1
  %942 = extractvalue { i32, i32, i32, i32 } %939, 2
  %943 = extractvalue { i32, i32, i32, i32 } %939, 3
  %944 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %940, i32 %941, i32 %942, i32 %943, i32 %925, i32 %926, float %909, float %910, float %911, float %912) #7
  %945 = extractvalue { float, float, float, float } %944, 0
  %946 = extractvalue { float, float, float, float } %944, 1
  %947 = extractvalue { float, float, float, float } %944, 2
  %948 = extractvalue { float, float, float, float } %944, 3
  %949 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %940, i32 %941, i32 %942, i32 %943, i32 %927, i32 %928, float %914, float %915, float %916, float %917) #7
  %950 = extractvalue { float, float, float, float } %949, 0
  %951 = extractvalue { float, float, float, float } %949, 1
  %952 = extractvalue { float, float, float, float } %949, 2
  %953 = extractvalue { float, float, float, float } %949, 3
  %954 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %659)
  %955 = extractvalue { i32, i32, i32, i32 } %954, 0
  %956 = extractvalue { i32, i32, i32, i32 } %954, 1
  %957 = extractvalue { i32, i32, i32, i32 } %954, 2
  %958 = extractvalue { i32, i32, i32, i32 } %954, 3
  %959 = getelementptr bfloat, ptr addrspace(3) %773, i64 %661
  %960 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %959)
  %961 = extractvalue { i32, i32, i32, i32 } %960, 0
  %962 = extractvalue { i32, i32, i32, i32 } %960, 1
  %963 = extractvalue { i32, i32, i32, i32 } %960, 2
  %964 = extractvalue { i32, i32, i32, i32 } %960, 3
  %965 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %955, i32 %956, i32 %957, i32 %958, i32 %961, i32 %962, float %930, float %931, float %932, float %933) #7
  %966 = extractvalue { float, float, float, float } %965, 0
  %967 = extractvalue { float, float, float, float } %965, 1
  %968 = extractvalue { float, float, float, float } %965, 2
  %969 = extractvalue { float, float, float, float } %965, 3
  %970 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %955, i32 %956, i32 %957, i32 %958, i32 %963, i32 %964, float %935, float %936, float %937, float %938) #7
  %971 = extractvalue { float, float, float, float } %970, 0
  %972 = extractvalue { float, float, float, float } %970, 1
  %973 = extractvalue { float, float, float, float } %970, 2
  %974 = extractvalue { float, float, float, float } %970, 3
  %975 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %664)
  %976 = extractvalue { i32, i32, i32, i32 } %975, 0
  %977 = extractvalue { i32, i32, i32, i32 } %975, 1
  %978 = extractvalue { i32, i32, i32, i32 } %975, 2
  %979 = extractvalue { i32, i32, i32, i32 } %975, 3
  %980 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %976, i32 %977, i32 %978, i32 %979, i32 %961, i32 %962, float %945, float %946, float %947, float %948) #7
  %981 = extractvalue { float, float, float, float } %980, 0
  %982 = extractvalue { float, float, float, float } %980, 1
  %983 = extractvalue { float, float, float, float } %980, 2
  %984 = extractvalue { float, float, float, float } %980, 3
  %985 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %976, i32 %977, i32 %978, i32 %979, i32 %963, i32 %964, float %950, float %951, float %952, float %953) #7
  %986 = extractvalue { float, float, float, float } %985, 0
  %987 = extractvalue { float, float, float, float } %985, 1
  %988 = extractvalue { float, float, float, float } %985, 2
  %989 = extractvalue { float, float, float, float } %985, 3
  %990 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %668)
  %991 = extractvalue { i32, i32, i32, i32 } %990, 0
  %992 = extractvalue { i32, i32, i32, i32 } %990, 1
  %993 = extractvalue { i32, i32, i32, i32 } %990, 2
  %994 = extractvalue { i32, i32, i32, i32 } %990, 3
  %995 = getelementptr bfloat, ptr addrspace(3) %773, i64 %670
  %996 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %995)
  %997 = extractvalue { i32, i32, i32, i32 } %996, 0
  %998 = extractvalue { i32, i32, i32, i32 } %996, 1
  %999 = extractvalue { i32, i32, i32, i32 } %996, 2
  %1000 = extractvalue { i32, i32, i32, i32 } %996, 3
  %1001 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %991, i32 %992, i32 %993, i32 %994, i32 %997, i32 %998, float %966, float %967, float %968, float %969) #7
  %1002 = extractvalue { float, float, float, float } %1001, 0
  %1003 = extractvalue { float, float, float, float } %1001, 1
  %1004 = extractvalue { float, float, float, float } %1001, 2
  %1005 = extractvalue { float, float, float, float } %1001, 3
  %1006 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %991, i32 %992, i32 %993, i32 %994, i32 %999, i32 %1000, float %971, float %972, float %973, float %974) #7
  %1007 = extractvalue { float, float, float, float } %1006, 0
  %1008 = extractvalue { float, float, float, float } %1006, 1
  %1009 = extractvalue { float, float, float, float } %1006, 2
  %1010 = extractvalue { float, float, float, float } %1006, 3
  %1011 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %673)
  %1012 = extractvalue { i32, i32, i32, i32 } %1011, 0
  %1013 = extractvalue { i32, i32, i32, i32 } %1011, 1
  %1014 = extractvalue { i32, i32, i32, i32 } %1011, 2
  %1015 = extractvalue { i32, i32, i32, i32 } %1011, 3
  %1016 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1012, i32 %1013, i32 %1014, i32 %1015, i32 %997, i32 %998, float %981, float %982, float %983, float %984) #7
  %1017 = extractvalue { float, float, float, float } %1016, 0
  %1018 = extractvalue { float, float, float, float } %1016, 1
  %1019 = extractvalue { float, float, float, float } %1016, 2
  %1020 = extractvalue { float, float, float, float } %1016, 3
  %1021 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1012, i32 %1013, i32 %1014, i32 %1015, i32 %999, i32 %1000, float %986, float %987, float %988, float %989) #7
  %1022 = extractvalue { float, float, float, float } %1021, 0
  %1023 = extractvalue { float, float, float, float } %1021, 1
  %1024 = extractvalue { float, float, float, float } %1021, 2
  %1025 = extractvalue { float, float, float, float } %1021, 3
  %1026 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %677)
  %1027 = extractvalue { i32, i32, i32, i32 } %1026, 0
  %1028 = extractvalue { i32, i32, i32, i32 } %1026, 1
  %1029 = extractvalue { i32, i32, i32, i32 } %1026, 2
  %1030 = extractvalue { i32, i32, i32, i32 } %1026, 3
  %1031 = getelementptr bfloat, ptr addrspace(3) %773, i64 %679
  %1032 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1031)
  %1033 = extractvalue { i32, i32, i32, i32 } %1032, 0
  %1034 = extractvalue { i32, i32, i32, i32 } %1032, 1
  %1035 = extractvalue { i32, i32, i32, i32 } %1032, 2
  %1036 = extractvalue { i32, i32, i32, i32 } %1032, 3
  %1037 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1027, i32 %1028, i32 %1029, i32 %1030, i32 %1033, i32 %1034, float %1002, float %1003, float %1004, float %1005) #7
  %1038 = extractvalue { float, float, float, float } %1037, 0
  %1039 = extractvalue { float, float, float, float } %1037, 1
  %1040 = extractvalue { float, float, float, float } %1037, 2
  %1041 = extractvalue { float, float, float, float } %1037, 3
  %1042 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1027, i32 %1028, i32 %1029, i32 %1030, i32 %1035, i32 %1036, float %1007, float %1008, float %1009, float %1010) #7
  %1043 = extractvalue { float, float, float, float } %1042, 0
  %1044 = extractvalue { float, float, float, float } %1042, 1
  %1045 = extractvalue { float, float, float, float } %1042, 2
  %1046 = extractvalue { float, float, float, float } %1042, 3
  %1047 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %682)
  %1048 = extractvalue { i32, i32, i32, i32 } %1047, 0
  %1049 = extractvalue { i32, i32, i32, i32 } %1047, 1
  %1050 = extractvalue { i32, i32, i32, i32 } %1047, 2
  %1051 = extractvalue { i32, i32, i32, i32 } %1047, 3
  %1052 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1048, i32 %1049, i32 %1050, i32 %1051, i32 %1033, i32 %1034, float %1017, float %1018, float %1019, float %1020) #7
  %1053 = extractvalue { float, float, float, float } %1052, 0
  %1054 = extractvalue { float, float, float, float } %1052, 1
  %1055 = extractvalue { float, float, float, float } %1052, 2
  %1056 = extractvalue { float, float, float, float } %1052, 3
  %1057 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1048, i32 %1049, i32 %1050, i32 %1051, i32 %1035, i32 %1036, float %1022, float %1023, float %1024, float %1025) #7
  %1058 = extractvalue { float, float, float, float } %1057, 0
  %1059 = extractvalue { float, float, float, float } %1057, 1
  %1060 = extractvalue { float, float, float, float } %1057, 2
  %1061 = extractvalue { float, float, float, float } %1057, 3
  %1062 = fmul float %127, %1038
  %1063 = fmul float %127, %1039
  %1064 = fmul float %127, %1040
  %1065 = fmul float %127, %1041
  %1066 = fmul float %127, %1043
  %1067 = fmul float %127, %1044
  %1068 = fmul float %127, %1045
  %1069 = fmul float %127, %1046
  %1070 = fmul float %127, %1053
  %1071 = fmul float %127, %1054
  %1072 = fmul float %127, %1055
  %1073 = fmul float %127, %1056
  %1074 = fmul float %127, %1058
  %1075 = fmul float %127, %1059
  %1076 = fmul float %127, %1060
  %1077 = fmul float %127, %1061
  %1078 = or disjoint i32 %768, %483
  %1079 = icmp slt i32 %1078, %4
  %1080 = or disjoint i32 %768, %485
  %1081 = icmp slt i32 %1080, %4
  %1082 = or disjoint i32 %768, %487
  %1083 = icmp slt i32 %1082, %4
  %1084 = or disjoint i32 %768, %488
  %1085 = icmp slt i32 %1084, %4
  %1086 = select i1 %1079, float %1062, float 0xFFF0000000000000
  %1087 = select i1 %1081, float %1063, float 0xFFF0000000000000
  %1088 = select i1 %1079, float %1064, float 0xFFF0000000000000
  %1089 = select i1 %1081, float %1065, float 0xFFF0000000000000
  %1090 = select i1 %1083, float %1066, float 0xFFF0000000000000
  %1091 = select i1 %1085, float %1067, float 0xFFF0000000000000
  %1092 = select i1 %1083, float %1068, float 0xFFF0000000000000
  %1093 = select i1 %1085, float %1069, float 0xFFF0000000000000
  %1094 = select i1 %1079, float %1070, float 0xFFF0000000000000
  %1095 = select i1 %1081, float %1071, float 0xFFF0000000000000
  %1096 = select i1 %1079, float %1072, float 0xFFF0000000000000
  %1097 = select i1 %1081, float %1073, float 0xFFF0000000000000
  %1098 = select i1 %1083, float %1074, float 0xFFF0000000000000
  %1099 = select i1 %1085, float %1075, float 0xFFF0000000000000
  %1100 = select i1 %1083, float %1076, float 0xFFF0000000000000
  %1101 = select i1 %1085, float %1077, float 0xFFF0000000000000
  %1102 = tail call float @llvm.maxnum.f32(float %1086, float %1087)
  %1103 = tail call float @llvm.maxnum.f32(float %1088, float %1089)
  %1104 = tail call float @llvm.maxnum.f32(float %1102, float %1090)
  %1105 = tail call float @llvm.maxnum.f32(float %1104, float %1091)
  %1106 = tail call float @llvm.maxnum.f32(float %1103, float %1092)
  %1107 = tail call float @llvm.maxnum.f32(float %1106, float %1093)
  %1108 = tail call float @llvm.maxnum.f32(float %1094, float %1095)
  %1109 = tail call float @llvm.maxnum.f32(float %1096, float %1097)
  %1110 = tail call float @llvm.maxnum.f32(float %1108, float %1098)
  %1111 = tail call float @llvm.maxnum.f32(float %1110, float %1099)
  %1112 = tail call float @llvm.maxnum.f32(float %1109, float %1100)
  %1113 = tail call float @llvm.maxnum.f32(float %1112, float %1101)
  %1114 = bitcast float %1105 to i32
  %1115 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1114, i32 2, i32 31)
  %1116 = bitcast i32 %1115 to float
  %1117 = tail call float @llvm.maxnum.f32(float %1105, float %1116)
  %1118 = bitcast float %1107 to i32
  %1119 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1118, i32 2, i32 31)
  %1120 = bitcast i32 %1119 to float
  %1121 = tail call float @llvm.maxnum.f32(float %1107, float %1120)
  %1122 = bitcast float %1111 to i32
  %1123 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1122, i32 2, i32 31)
  %1124 = bitcast i32 %1123 to float
  %1125 = tail call float @llvm.maxnum.f32(float %1111, float %1124)
  %1126 = bitcast float %1113 to i32
  %1127 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1126, i32 2, i32 31)
  %1128 = bitcast i32 %1127 to float
  %1129 = tail call float @llvm.maxnum.f32(float %1113, float %1128)
  %1130 = bitcast float %1117 to i32
  %1131 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1130, i32 1, i32 31)
  %1132 = bitcast i32 %1131 to float
  %1133 = tail call float @llvm.maxnum.f32(float %1117, float %1132)
  %1134 = bitcast float %1121 to i32
  %1135 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1134, i32 1, i32 31)
  %1136 = bitcast i32 %1135 to float
  %1137 = tail call float @llvm.maxnum.f32(float %1121, float %1136)
  %1138 = bitcast float %1125 to i32
  %1139 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1138, i32 1, i32 31)
  %1140 = bitcast i32 %1139 to float
  %1141 = tail call float @llvm.maxnum.f32(float %1125, float %1140)
  %1142 = bitcast float %1129 to i32
  %1143 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1142, i32 1, i32 31)
  %1144 = bitcast i32 %1143 to float
  %1145 = tail call float @llvm.maxnum.f32(float %1129, float %1144)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store float %1133, ptr addrspace(3) %498, align 4
  store float %1137, ptr addrspace(3) %502, align 4
  store float %1141, ptr addrspace(3) %506, align 4
  store float %1145, ptr addrspace(3) %510, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1146 = load float, ptr addrspace(3) %512, align 16
  %1147 = load float, ptr addrspace(3) %513, align 4
  %1148 = tail call float @llvm.maxnum.f32(float %1146, float %1147)
  %1149 = load float, ptr addrspace(3) %514, align 8
  %1150 = tail call float @llvm.maxnum.f32(float %1148, float %1149)
  %1151 = load float, ptr addrspace(3) %515, align 4
  %1152 = tail call float @llvm.maxnum.f32(float %1150, float %1151)
  %1153 = load float, ptr addrspace(3) %517, align 16
  %1154 = load float, ptr addrspace(3) %518, align 4
  %1155 = tail call float @llvm.maxnum.f32(float %1153, float %1154)
  %1156 = load float, ptr addrspace(3) %519, align 8
  %1157 = tail call float @llvm.maxnum.f32(float %1155, float %1156)
  %1158 = load float, ptr addrspace(3) %520, align 4
  %1159 = tail call float @llvm.maxnum.f32(float %1157, float %1158)
  %1160 = load float, ptr addrspace(3) %522, align 16
  %1161 = load float, ptr addrspace(3) %523, align 4
  %1162 = tail call float @llvm.maxnum.f32(float %1160, float %1161)
  %1163 = load float, ptr addrspace(3) %524, align 8
  %1164 = tail call float @llvm.maxnum.f32(float %1162, float %1163)
  %1165 = load float, ptr addrspace(3) %525, align 4
  %1166 = tail call float @llvm.maxnum.f32(float %1164, float %1165)
  %1167 = load float, ptr addrspace(3) %527, align 16
  %1168 = load float, ptr addrspace(3) %528, align 4
  %1169 = tail call float @llvm.maxnum.f32(float %1167, float %1168)
  %1170 = load float, ptr addrspace(3) %529, align 8
  %1171 = tail call float @llvm.maxnum.f32(float %1169, float %1170)
  %1172 = load float, ptr addrspace(3) %530, align 4
  %1173 = tail call float @llvm.maxnum.f32(float %1171, float %1172)
  %1174 = tail call float @llvm.maxnum.f32(float %731, float %1152)
  %1175 = tail call float @llvm.maxnum.f32(float %730, float %1159)
  %1176 = tail call float @llvm.maxnum.f32(float %729, float %1166)
  %1177 = tail call float @llvm.maxnum.f32(float %728, float %1173)
  %1178 = fsub float %1086, %1174
  %1179 = fsub float %1087, %1174
  %1180 = fsub float %1088, %1175
  %1181 = fsub float %1089, %1175
  %1182 = fsub float %1090, %1174
  %1183 = fsub float %1091, %1174
  %1184 = fsub float %1092, %1175
  %1185 = fsub float %1093, %1175
  %1186 = fsub float %1094, %1176
  %1187 = fsub float %1095, %1176
  %1188 = fsub float %1096, %1177
  %1189 = fsub float %1097, %1177
  %1190 = fsub float %1098, %1176
  %1191 = fsub float %1099, %1176
  %1192 = fsub float %1100, %1177
  %1193 = fsub float %1101, %1177
  %1194 = tail call float @llvm.nvvm.ex2.approx.f32(float %1178)
  %1195 = tail call float @llvm.nvvm.ex2.approx.f32(float %1179)
  %1196 = tail call float @llvm.nvvm.ex2.approx.f32(float %1180)
  %1197 = tail call float @llvm.nvvm.ex2.approx.f32(float %1181)
  %1198 = tail call float @llvm.nvvm.ex2.approx.f32(float %1182)
  %1199 = tail call float @llvm.nvvm.ex2.approx.f32(float %1183)
  %1200 = tail call float @llvm.nvvm.ex2.approx.f32(float %1184)
  %1201 = tail call float @llvm.nvvm.ex2.approx.f32(float %1185)
  %1202 = tail call float @llvm.nvvm.ex2.approx.f32(float %1186)
  %1203 = tail call float @llvm.nvvm.ex2.approx.f32(float %1187)
  %1204 = tail call float @llvm.nvvm.ex2.approx.f32(float %1188)
  %1205 = tail call float @llvm.nvvm.ex2.approx.f32(float %1189)
  %1206 = tail call float @llvm.nvvm.ex2.approx.f32(float %1190)
  %1207 = tail call float @llvm.nvvm.ex2.approx.f32(float %1191)
  %1208 = tail call float @llvm.nvvm.ex2.approx.f32(float %1192)
  %1209 = tail call float @llvm.nvvm.ex2.approx.f32(float %1193)
  %1210 = fsub float %731, %1174
  %1211 = fsub float %730, %1175
  %1212 = fsub float %729, %1176
  %1213 = fsub float %728, %1177
  %1214 = tail call float @llvm.nvvm.ex2.approx.f32(float %1210)
  %1215 = tail call float @llvm.nvvm.ex2.approx.f32(float %1211)
  %1216 = tail call float @llvm.nvvm.ex2.approx.f32(float %1212)
  %1217 = tail call float @llvm.nvvm.ex2.approx.f32(float %1213)
  %1218 = fadd float %1194, %1195
  %1219 = fadd float %1196, %1197
  %1220 = fadd float %1218, %1198
  %1221 = fadd float %1220, %1199
  %1222 = fadd float %1219, %1200
  %1223 = fadd float %1222, %1201
  %1224 = fadd float %1202, %1203
  %1225 = fadd float %1204, %1205
  %1226 = fadd float %1224, %1206
  %1227 = fadd float %1226, %1207
  %1228 = fadd float %1225, %1208
  %1229 = fadd float %1228, %1209
  %1230 = bitcast float %1221 to i32
  %1231 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1230, i32 2, i32 31)
  %1232 = bitcast i32 %1231 to float
  %1233 = fadd float %1221, %1232
  %1234 = bitcast float %1223 to i32
  %1235 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1234, i32 2, i32 31)
  %1236 = bitcast i32 %1235 to float
  %1237 = fadd float %1223, %1236
  %1238 = bitcast float %1227 to i32
  %1239 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1238, i32 2, i32 31)
  %1240 = bitcast i32 %1239 to float
  %1241 = fadd float %1227, %1240
  %1242 = bitcast float %1229 to i32
  %1243 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1242, i32 2, i32 31)
  %1244 = bitcast i32 %1243 to float
  %1245 = fadd float %1229, %1244
  %1246 = bitcast float %1233 to i32
  %1247 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1246, i32 1, i32 31)
  %1248 = bitcast i32 %1247 to float
  %1249 = fadd float %1233, %1248
  %1250 = bitcast float %1237 to i32
  %1251 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1250, i32 1, i32 31)
  %1252 = bitcast i32 %1251 to float
  %1253 = fadd float %1237, %1252
  %1254 = bitcast float %1241 to i32
  %1255 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1254, i32 1, i32 31)
  %1256 = bitcast i32 %1255 to float
  %1257 = fadd float %1241, %1256
  %1258 = bitcast float %1245 to i32
  %1259 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1258, i32 1, i32 31)
  %1260 = bitcast i32 %1259 to float
  %1261 = fadd float %1245, %1260
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store float %1249, ptr addrspace(3) %498, align 4
  store float %1253, ptr addrspace(3) %502, align 4
  store float %1257, ptr addrspace(3) %506, align 4
  store float %1261, ptr addrspace(3) %510, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1262 = load float, ptr addrspace(3) %512, align 16
  %1263 = load float, ptr addrspace(3) %513, align 4
  %1264 = load float, ptr addrspace(3) %514, align 8
  %1265 = load float, ptr addrspace(3) %515, align 4
  %1266 = load float, ptr addrspace(3) %517, align 16
  %1267 = load float, ptr addrspace(3) %518, align 4
  %1268 = load float, ptr addrspace(3) %519, align 8
  %1269 = load float, ptr addrspace(3) %520, align 4
  %1270 = load float, ptr addrspace(3) %522, align 16
  %1271 = load float, ptr addrspace(3) %523, align 4
  %1272 = load float, ptr addrspace(3) %524, align 8
  %1273 = load float, ptr addrspace(3) %525, align 4
  %1274 = load float, ptr addrspace(3) %527, align 16
  %1275 = load float, ptr addrspace(3) %528, align 4
  %1276 = load float, ptr addrspace(3) %529, align 8
  %1277 = load float, ptr addrspace(3) %530, align 4
  %1278 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 49152), i64 %772
  %1279 = fptrunc float %1194 to bfloat
  %1280 = fptrunc float %1195 to bfloat
  %1281 = fptrunc float %1196 to bfloat
  %1282 = fptrunc float %1197 to bfloat
  %1283 = fptrunc float %1198 to bfloat
  %1284 = fptrunc float %1199 to bfloat
  %1285 = fptrunc float %1200 to bfloat
  %1286 = fptrunc float %1201 to bfloat
  %1287 = fptrunc float %1202 to bfloat
  %1288 = fptrunc float %1203 to bfloat
  %1289 = fptrunc float %1204 to bfloat
  %1290 = fptrunc float %1205 to bfloat
  %1291 = fptrunc float %1206 to bfloat
  %1292 = fptrunc float %1207 to bfloat
  %1293 = fptrunc float %1208 to bfloat
  %1294 = fptrunc float %1209 to bfloat
  %1295 = fmul float %763, %1214
  %1296 = fmul float %762, %1214
  %1297 = fmul float %761, %1215
  %1298 = fmul float %760, %1215
  %1299 = fmul float %759, %1214
  %1300 = fmul float %758, %1214
  %1301 = fmul float %757, %1215
  %1302 = fmul float %756, %1215
  %1303 = fmul float %755, %1214
  %1304 = fmul float %754, %1214
  %1305 = fmul float %753, %1215
  %1306 = fmul float %752, %1215
  %1307 = fmul float %751, %1214
  %1308 = fmul float %750, %1214
  %1309 = fmul float %749, %1215
  %1310 = fmul float %748, %1215
  %1311 = fmul float %747, %1216
  %1312 = fmul float %746, %1216
  %1313 = fmul float %745, %1217
  %1314 = fmul float %744, %1217
  %1315 = fmul float %743, %1216
  %1316 = fmul float %742, %1216
  %1317 = fmul float %741, %1217
  %1318 = fmul float %740, %1217
  %1319 = fmul float %739, %1216
  %1320 = fmul float %738, %1216
  %1321 = fmul float %737, %1217
  %1322 = fmul float %736, %1217
  %1323 = fmul float %735, %1216
  %1324 = fmul float %734, %1216
  %1325 = fmul float %733, %1217
  %1326 = fmul float %732, %1217
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store bfloat %1279, ptr addrspace(3) %534, align 4
  store bfloat %1280, ptr addrspace(3) %537, align 2
  store bfloat %1281, ptr addrspace(3) %541, align 4
  store bfloat %1282, ptr addrspace(3) %544, align 2
  store bfloat %1283, ptr addrspace(3) %547, align 4
  store bfloat %1284, ptr addrspace(3) %550, align 2
  store bfloat %1285, ptr addrspace(3) %553, align 4
  store bfloat %1286, ptr addrspace(3) %556, align 2
  store bfloat %1287, ptr addrspace(3) %560, align 4
  store bfloat %1288, ptr addrspace(3) %563, align 2
  store bfloat %1289, ptr addrspace(3) %567, align 4
  store bfloat %1290, ptr addrspace(3) %570, align 2
  store bfloat %1291, ptr addrspace(3) %573, align 4
  store bfloat %1292, ptr addrspace(3) %576, align 2
  store bfloat %1293, ptr addrspace(3) %579, align 4
  store bfloat %1294, ptr addrspace(3) %582, align 2
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1327 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %597)
  %1328 = extractvalue { i32, i32, i32, i32 } %1327, 0
  %1329 = extractvalue { i32, i32, i32, i32 } %1327, 1
  %1330 = extractvalue { i32, i32, i32, i32 } %1327, 2
  %1331 = extractvalue { i32, i32, i32, i32 } %1327, 3
  %1332 = getelementptr bfloat, ptr addrspace(3) %1278, i64 %685
  %1333 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1332)
  %1334 = extractvalue { i32, i32, i32, i32 } %1333, 0
  %1335 = extractvalue { i32, i32, i32, i32 } %1333, 1
  %1336 = extractvalue { i32, i32, i32, i32 } %1333, 2
  %1337 = extractvalue { i32, i32, i32, i32 } %1333, 3
  %1338 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1328, i32 %1329, i32 %1330, i32 %1331, i32 %1334, i32 %1335, float %1295, float %1296, float %1297, float %1298) #7
  %1339 = extractvalue { float, float, float, float } %1338, 0
  %1340 = extractvalue { float, float, float, float } %1338, 1
  %1341 = extractvalue { float, float, float, float } %1338, 2
  %1342 = extractvalue { float, float, float, float } %1338, 3
  %1343 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1328, i32 %1329, i32 %1330, i32 %1331, i32 %1336, i32 %1337, float %1299, float %1300, float %1301, float %1302) #7
  %1344 = extractvalue { float, float, float, float } %1343, 0
  %1345 = extractvalue { float, float, float, float } %1343, 1
  %1346 = extractvalue { float, float, float, float } %1343, 2
  %1347 = extractvalue { float, float, float, float } %1343, 3
  %1348 = getelementptr bfloat, ptr addrspace(3) %1278, i64 %687
  %1349 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1348)
  %1350 = extractvalue { i32, i32, i32, i32 } %1349, 0
  %1351 = extractvalue { i32, i32, i32, i32 } %1349, 1
  %1352 = extractvalue { i32, i32, i32, i32 } %1349, 2
  %1353 = extractvalue { i32, i32, i32, i32 } %1349, 3
  %1354 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1328, i32 %1329, i32 %1330, i32 %1331, i32 %1350, i32 %1351, float %1303, float %1304, float %1305, float %1306) #7
  %1355 = extractvalue { float, float, float, float } %1354, 0
  %1356 = extractvalue { float, float, float, float } %1354, 1
  %1357 = extractvalue { float, float, float, float } %1354, 2
  %1358 = extractvalue { float, float, float, float } %1354, 3
  %1359 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1328, i32 %1329, i32 %1330, i32 %1331, i32 %1352, i32 %1353, float %1307, float %1308, float %1309, float %1310) #7
  %1360 = extractvalue { float, float, float, float } %1359, 0
  %1361 = extractvalue { float, float, float, float } %1359, 1
  %1362 = extractvalue { float, float, float, float } %1359, 2
  %1363 = extractvalue { float, float, float, float } %1359, 3
  %1364 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %690)
  %1365 = extractvalue { i32, i32, i32, i32 } %1364, 0
  %1366 = extractvalue { i32, i32, i32, i32 } %1364, 1
  %1367 = extractvalue { i32, i32, i32, i32 } %1364, 2
  %1368 = extractvalue { i32, i32, i32, i32 } %1364, 3
  %1369 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1365, i32 %1366, i32 %1367, i32 %1368, i32 %1334, i32 %1335, float %1311, float %1312, float %1313, float %1314) #7
  %1370 = extractvalue { float, float, float, float } %1369, 0
  %1371 = extractvalue { float, float, float, float } %1369, 1
  %1372 = extractvalue { float, float, float, float } %1369, 2
  %1373 = extractvalue { float, float, float, float } %1369, 3
  %1374 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1365, i32 %1366, i32 %1367, i32 %1368, i32 %1336, i32 %1337, float %1315, float %1316, float %1317, float %1318) #7
  %1375 = extractvalue { float, float, float, float } %1374, 0
  %1376 = extractvalue { float, float, float, float } %1374, 1
  %1377 = extractvalue { float, float, float, float } %1374, 2
  %1378 = extractvalue { float, float, float, float } %1374, 3
  %1379 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1365, i32 %1366, i32 %1367, i32 %1368, i32 %1350, i32 %1351, float %1319, float %1320, float %1321, float %1322) #7
  %1380 = extractvalue { float, float, float, float } %1379, 0
  %1381 = extractvalue { float, float, float, float } %1379, 1
  %1382 = extractvalue { float, float, float, float } %1379, 2
  %1383 = extractvalue { float, float, float, float } %1379, 3
  %1384 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1365, i32 %1366, i32 %1367, i32 %1368, i32 %1352, i32 %1353, float %1323, float %1324, float %1325, float %1326) #7
  %1385 = extractvalue { float, float, float, float } %1384, 0
  %1386 = extractvalue { float, float, float, float } %1384, 1
  %1387 = extractvalue { float, float, float, float } %1384, 2
  %1388 = extractvalue { float, float, float, float } %1384, 3
  %1389 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %693)
  %1390 = extractvalue { i32, i32, i32, i32 } %1389, 0
  %1391 = extractvalue { i32, i32, i32, i32 } %1389, 1
  %1392 = extractvalue { i32, i32, i32, i32 } %1389, 2
  %1393 = extractvalue { i32, i32, i32, i32 } %1389, 3
  %1394 = getelementptr bfloat, ptr addrspace(3) %1278, i64 %697
  %1395 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1394)
  %1396 = extractvalue { i32, i32, i32, i32 } %1395, 0
  %1397 = extractvalue { i32, i32, i32, i32 } %1395, 1
  %1398 = extractvalue { i32, i32, i32, i32 } %1395, 2
  %1399 = extractvalue { i32, i32, i32, i32 } %1395, 3
  %1400 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1390, i32 %1391, i32 %1392, i32 %1393, i32 %1396, i32 %1397, float %1339, float %1340, float %1341, float %1342) #7
  %1401 = extractvalue { float, float, float, float } %1400, 0
  %1402 = extractvalue { float, float, float, float } %1400, 1
  %1403 = extractvalue { float, float, float, float } %1400, 2
  %1404 = extractvalue { float, float, float, float } %1400, 3
  %1405 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1390, i32 %1391, i32 %1392, i32 %1393, i32 %1398, i32 %1399, float %1344, float %1345, float %1346, float %1347) #7
  %1406 = extractvalue { float, float, float, float } %1405, 0
  %1407 = extractvalue { float, float, float, float } %1405, 1
  %1408 = extractvalue { float, float, float, float } %1405, 2
  %1409 = extractvalue { float, float, float, float } %1405, 3
  %1410 = getelementptr bfloat, ptr addrspace(3) %1278, i64 %699
  %1411 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1410)
  %1412 = extractvalue { i32, i32, i32, i32 } %1411, 0
  %1413 = extractvalue { i32, i32, i32, i32 } %1411, 1
  %1414 = extractvalue { i32, i32, i32, i32 } %1411, 2
  %1415 = extractvalue { i32, i32, i32, i32 } %1411, 3
  %1416 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1390, i32 %1391, i32 %1392, i32 %1393, i32 %1412, i32 %1413, float %1355, float %1356, float %1357, float %1358) #7
  %1417 = extractvalue { float, float, float, float } %1416, 0
  %1418 = extractvalue { float, float, float, float } %1416, 1
  %1419 = extractvalue { float, float, float, float } %1416, 2
  %1420 = extractvalue { float, float, float, float } %1416, 3
  %1421 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1390, i32 %1391, i32 %1392, i32 %1393, i32 %1414, i32 %1415, float %1360, float %1361, float %1362, float %1363) #7
  %1422 = extractvalue { float, float, float, float } %1421, 0
  %1423 = extractvalue { float, float, float, float } %1421, 1
  %1424 = extractvalue { float, float, float, float } %1421, 2
  %1425 = extractvalue { float, float, float, float } %1421, 3
  %1426 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %702)
  %1427 = extractvalue { i32, i32, i32, i32 } %1426, 0
  %1428 = extractvalue { i32, i32, i32, i32 } %1426, 1
  %1429 = extractvalue { i32, i32, i32, i32 } %1426, 2
  %1430 = extractvalue { i32, i32, i32, i32 } %1426, 3
  %1431 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1427, i32 %1428, i32 %1429, i32 %1430, i32 %1396, i32 %1397, float %1370, float %1371, float %1372, float %1373) #7
  %1432 = extractvalue { float, float, float, float } %1431, 0
  %1433 = extractvalue { float, float, float, float } %1431, 1
  %1434 = extractvalue { float, float, float, float } %1431, 2
  %1435 = extractvalue { float, float, float, float } %1431, 3
  %1436 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1427, i32 %1428, i32 %1429, i32 %1430, i32 %1398, i32 %1399, float %1375, float %1376, float %1377, float %1378) #7
  %1437 = extractvalue { float, float, float, float } %1436, 0
  %1438 = extractvalue { float, float, float, float } %1436, 1
  %1439 = extractvalue { float, float, float, float } %1436, 2
  %1440 = extractvalue { float, float, float, float } %1436, 3
  %1441 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1427, i32 %1428, i32 %1429, i32 %1430, i32 %1412, i32 %1413, float %1380, float %1381, float %1382, float %1383) #7
  %1442 = extractvalue { float, float, float, float } %1441, 0
  %1443 = extractvalue { float, float, float, float } %1441, 1
  %1444 = extractvalue { float, float, float, float } %1441, 2
  %1445 = extractvalue { float, float, float, float } %1441, 3
  %1446 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1427, i32 %1428, i32 %1429, i32 %1430, i32 %1414, i32 %1415, float %1385, float %1386, float %1387, float %1388) #7
  %1447 = extractvalue { float, float, float, float } %1446, 0
  %1448 = extractvalue { float, float, float, float } %1446, 1
  %1449 = extractvalue { float, float, float, float } %1446, 2
  %1450 = extractvalue { float, float, float, float } %1446, 3
  %1451 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %705)
  %1452 = extractvalue { i32, i32, i32, i32 } %1451, 0
  %1453 = extractvalue { i32, i32, i32, i32 } %1451, 1
  %1454 = extractvalue { i32, i32, i32, i32 } %1451, 2
  %1455 = extractvalue { i32, i32, i32, i32 } %1451, 3
  %1456 = getelementptr bfloat, ptr addrspace(3) %1278, i64 %709
  %1457 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1456)
  %1458 = extractvalue { i32, i32, i32, i32 } %1457, 0
  %1459 = extractvalue { i32, i32, i32, i32 } %1457, 1
  %1460 = extractvalue { i32, i32, i32, i32 } %1457, 2
  %1461 = extractvalue { i32, i32, i32, i32 } %1457, 3
  %1462 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1452, i32 %1453, i32 %1454, i32 %1455, i32 %1458, i32 %1459, float %1401, float %1402, float %1403, float %1404) #7
  %1463 = extractvalue { float, float, float, float } %1462, 0
  %1464 = extractvalue { float, float, float, float } %1462, 1
  %1465 = extractvalue { float, float, float, float } %1462, 2
  %1466 = extractvalue { float, float, float, float } %1462, 3
  %1467 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1452, i32 %1453, i32 %1454, i32 %1455, i32 %1460, i32 %1461, float %1406, float %1407, float %1408, float %1409) #7
  %1468 = extractvalue { float, float, float, float } %1467, 0
  %1469 = extractvalue { float, float, float, float } %1467, 1
  %1470 = extractvalue { float, float, float, float } %1467, 2
  %1471 = extractvalue { float, float, float, float } %1467, 3
  %1472 = getelementptr bfloat, ptr addrspace(3) %1278, i64 %711
  %1473 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1472)
  %1474 = extractvalue { i32, i32, i32, i32 } %1473, 0
  %1475 = extractvalue { i32, i32, i32, i32 } %1473, 1
  %1476 = extractvalue { i32, i32, i32, i32 } %1473, 2
  %1477 = extractvalue { i32, i32, i32, i32 } %1473, 3
  %1478 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1452, i32 %1453, i32 %1454, i32 %1455, i32 %1474, i32 %1475, float %1417, float %1418, float %1419, float %1420) #7
  %1479 = extractvalue { float, float, float, float } %1478, 0
  %1480 = extractvalue { float, float, float, float } %1478, 1
  %1481 = extractvalue { float, float, float, float } %1478, 2
  %1482 = extractvalue { float, float, float, float } %1478, 3
  %1483 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1452, i32 %1453, i32 %1454, i32 %1455, i32 %1476, i32 %1477, float %1422, float %1423, float %1424, float %1425) #7
  %1484 = extractvalue { float, float, float, float } %1483, 0
  %1485 = extractvalue { float, float, float, float } %1483, 1
  %1486 = extractvalue { float, float, float, float } %1483, 2
  %1487 = extractvalue { float, float, float, float } %1483, 3
  %1488 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %714)
  %1489 = extractvalue { i32, i32, i32, i32 } %1488, 0
  %1490 = extractvalue { i32, i32, i32, i32 } %1488, 1
  %1491 = extractvalue { i32, i32, i32, i32 } %1488, 2
  %1492 = extractvalue { i32, i32, i32, i32 } %1488, 3
  %1493 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1489, i32 %1490, i32 %1491, i32 %1492, i32 %1458, i32 %1459, float %1432, float %1433, float %1434, float %1435) #7
  %1494 = extractvalue { float, float, float, float } %1493, 0
  %1495 = extractvalue { float, float, float, float } %1493, 1
  %1496 = extractvalue { float, float, float, float } %1493, 2
  %1497 = extractvalue { float, float, float, float } %1493, 3
  %1498 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1489, i32 %1490, i32 %1491, i32 %1492, i32 %1460, i32 %1461, float %1437, float %1438, float %1439, float %1440) #7
  %1499 = extractvalue { float, float, float, float } %1498, 0
  %1500 = extractvalue { float, float, float, float } %1498, 1
  %1501 = extractvalue { float, float, float, float } %1498, 2
  %1502 = extractvalue { float, float, float, float } %1498, 3
  %1503 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1489, i32 %1490, i32 %1491, i32 %1492, i32 %1474, i32 %1475, float %1442, float %1443, float %1444, float %1445) #7
  %1504 = extractvalue { float, float, float, float } %1503, 0
  %1505 = extractvalue { float, float, float, float } %1503, 1
  %1506 = extractvalue { float, float, float, float } %1503, 2
  %1507 = extractvalue { float, float, float, float } %1503, 3
  %1508 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1489, i32 %1490, i32 %1491, i32 %1492, i32 %1476, i32 %1477, float %1447, float %1448, float %1449, float %1450) #7
  %1509 = extractvalue { float, float, float, float } %1508, 0
  %1510 = extractvalue { float, float, float, float } %1508, 1
  %1511 = extractvalue { float, float, float, float } %1508, 2
  %1512 = extractvalue { float, float, float, float } %1508, 3
  %1513 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %717)
  %1514 = extractvalue { i32, i32, i32, i32 } %1513, 0
  %1515 = extractvalue { i32, i32, i32, i32 } %1513, 1
  %1516 = extractvalue { i32, i32, i32, i32 } %1513, 2
  %1517 = extractvalue { i32, i32, i32, i32 } %1513, 3
  %1518 = getelementptr bfloat, ptr addrspace(3) %1278, i64 %721
  %1519 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1518)
  %1520 = extractvalue { i32, i32, i32, i32 } %1519, 0
  %1521 = extractvalue { i32, i32, i32, i32 } %1519, 1
  %1522 = extractvalue { i32, i32, i32, i32 } %1519, 2
  %1523 = extractvalue { i32, i32, i32, i32 } %1519, 3
  %1524 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1514, i32 %1515, i32 %1516, i32 %1517, i32 %1520, i32 %1521, float %1463, float %1464, float %1465, float %1466) #7
  %1525 = extractvalue { float, float, float, float } %1524, 0
  %1526 = extractvalue { float, float, float, float } %1524, 1
  %1527 = extractvalue { float, float, float, float } %1524, 2
  %1528 = extractvalue { float, float, float, float } %1524, 3
  %1529 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1514, i32 %1515, i32 %1516, i32 %1517, i32 %1522, i32 %1523, float %1468, float %1469, float %1470, float %1471) #7
  %1530 = extractvalue { float, float, float, float } %1529, 0
  %1531 = extractvalue { float, float, float, float } %1529, 1
  %1532 = extractvalue { float, float, float, float } %1529, 2
  %1533 = extractvalue { float, float, float, float } %1529, 3
  %1534 = getelementptr bfloat, ptr addrspace(3) %1278, i64 %723
  %1535 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1534)
  %1536 = extractvalue { i32, i32, i32, i32 } %1535, 0
  %1537 = extractvalue { i32, i32, i32, i32 } %1535, 1
  %1538 = extractvalue { i32, i32, i32, i32 } %1535, 2
  %1539 = extractvalue { i32, i32, i32, i32 } %1535, 3
  %1540 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1514, i32 %1515, i32 %1516, i32 %1517, i32 %1536, i32 %1537, float %1479, float %1480, float %1481, float %1482) #7
  %1541 = extractvalue { float, float, float, float } %1540, 0
  %1542 = extractvalue { float, float, float, float } %1540, 1
  %1543 = extractvalue { float, float, float, float } %1540, 2
  %1544 = extractvalue { float, float, float, float } %1540, 3
  %1545 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1514, i32 %1515, i32 %1516, i32 %1517, i32 %1538, i32 %1539, float %1484, float %1485, float %1486, float %1487) #7
  %1546 = extractvalue { float, float, float, float } %1545, 0
  %1547 = extractvalue { float, float, float, float } %1545, 1
  %1548 = extractvalue { float, float, float, float } %1545, 2
  %1549 = extractvalue { float, float, float, float } %1545, 3
  %1550 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %726)
  %1551 = extractvalue { i32, i32, i32, i32 } %1550, 0
  %1552 = extractvalue { i32, i32, i32, i32 } %1550, 1
  %1553 = extractvalue { i32, i32, i32, i32 } %1550, 2
  %1554 = extractvalue { i32, i32, i32, i32 } %1550, 3
  %1555 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1551, i32 %1552, i32 %1553, i32 %1554, i32 %1520, i32 %1521, float %1494, float %1495, float %1496, float %1497) #7
  %1556 = extractvalue { float, float, float, float } %1555, 0
  %1557 = extractvalue { float, float, float, float } %1555, 1
  %1558 = extractvalue { float, float, float, float } %1555, 2
  %1559 = extractvalue { float, float, float, float } %1555, 3
  %1560 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1551, i32 %1552, i32 %1553, i32 %1554, i32 %1522, i32 %1523, float %1499, float %1500, float %1501, float %1502) #7
  %1561 = extractvalue { float, float, float, float } %1560, 0
  %1562 = extractvalue { float, float, float, float } %1560, 1
  %1563 = extractvalue { float, float, float, float } %1560, 2
  %1564 = extractvalue { float, float, float, float } %1560, 3
  %1565 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1551, i32 %1552, i32 %1553, i32 %1554, i32 %1536, i32 %1537, float %1504, float %1505, float %1506, float %1507) #7
  %1566 = extractvalue { float, float, float, float } %1565, 0
  %1567 = extractvalue { float, float, float, float } %1565, 1
  %1568 = extractvalue { float, float, float, float } %1565, 2
  %1569 = extractvalue { float, float, float, float } %1565, 3
  %1570 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1551, i32 %1552, i32 %1553, i32 %1554, i32 %1538, i32 %1539, float %1509, float %1510, float %1511, float %1512) #7
  %1571 = extractvalue { float, float, float, float } %1570, 0
  %1572 = extractvalue { float, float, float, float } %1570, 1
  %1573 = extractvalue { float, float, float, float } %1570, 2
  %1574 = extractvalue { float, float, float, float } %1570, 3
  %1575 = add i32 %768, 128
  %1576 = add nuw nsw i32 %769, 2
  %1577 = urem i32 %1576, 3
  %1578 = fmul float %767, %1214
  %1579 = fmul float %766, %1215
  %1580 = fmul float %765, %1216
  %1581 = fmul float %764, %1217
  %1582 = fadd float %1262, %1263
  %1583 = fadd float %1582, %1264
  %1584 = fadd float %1583, %1265
  %1585 = fadd float %1266, %1267
  %1586 = fadd float %1585, %1268
  %1587 = fadd float %1586, %1269
  %1588 = fadd float %1270, %1271
  %1589 = fadd float %1588, %1272
  %1590 = fadd float %1589, %1273
  %1591 = fadd float %1274, %1275
  %1592 = fadd float %1591, %1276
  %1593 = fadd float %1592, %1277
  %1594 = fadd float %1578, %1584
  %1595 = fadd float %1579, %1587
  %1596 = fadd float %1580, %1590
  %1597 = fadd float %1581, %1593
  %1598 = icmp slt i32 %1575, %4
  %1599 = or disjoint i32 %1575, %14
  %1600 = add i32 %1599, %11
  %1601 = shl i32 %1600, 7
  %1602 = or disjoint i32 %1575, %18
  %1603 = add i32 %1602, %11
  %1604 = shl i32 %1603, 7
  %1605 = or disjoint i32 %1575, %22
  %1606 = add i32 %1605, %11
  %1607 = shl i32 %1606, 7
  %1608 = or disjoint i32 %1575, %26
  %1609 = add i32 %1608, %11
  %1610 = shl i32 %1609, 7
  %1611 = or disjoint i32 %1575, %30
  %1612 = add i32 %1611, %11
  %1613 = shl i32 %1612, 7
  %1614 = or disjoint i32 %1575, %34
  %1615 = add i32 %1614, %11
  %1616 = shl i32 %1615, 7
  %1617 = or disjoint i32 %1575, %38
  %1618 = add i32 %1617, %11
  %1619 = shl i32 %1618, 7
  %1620 = or disjoint i32 %1575, %42
  %1621 = add i32 %1620, %11
  %1622 = shl i32 %1621, 7
  %1623 = or disjoint i32 %1601, %46
  %1624 = or disjoint i32 %1604, %46
  %1625 = or disjoint i32 %1607, %46
  %1626 = or disjoint i32 %1610, %46
  %1627 = or disjoint i32 %1613, %46
  %1628 = or disjoint i32 %1616, %46
  %1629 = or disjoint i32 %1619, %46
  %1630 = or disjoint i32 %1622, %46
  %1631 = icmp slt i32 %1599, %4
  %1632 = icmp slt i32 %1602, %4
  %1633 = icmp slt i32 %1605, %4
  %1634 = icmp slt i32 %1608, %4
  %1635 = icmp slt i32 %1611, %4
  %1636 = icmp slt i32 %1614, %4
  %1637 = icmp slt i32 %1617, %4
  %1638 = icmp slt i32 %1620, %4
  %1639 = and i1 %1598, %1631
  %1640 = and i1 %1598, %1632
  %1641 = and i1 %1598, %1633
  %1642 = and i1 %1598, %1634
  %1643 = and i1 %1598, %1635
  %1644 = and i1 %1598, %1636
  %1645 = and i1 %1598, %1637
  %1646 = and i1 %1598, %1638
  %1647 = shl nuw nsw i32 %1577, 14
  %1648 = zext nneg i32 %1647 to i64
  %1649 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %1648
  %1650 = getelementptr i8, ptr addrspace(3) %1649, i64 %169
  %1651 = sext i32 %1623 to i64
  %1652 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1651
  %1653 = select i1 %1639, i32 8, i32 0
  %1654 = ptrtoint ptr addrspace(3) %1650 to i64
  %1655 = trunc i64 %1654 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %1655, ptr addrspace(1) %1652, i32 %1653) #7
  %1656 = getelementptr i8, ptr addrspace(3) %1649, i64 %177
  %1657 = sext i32 %1624 to i64
  %1658 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1657
  %1659 = select i1 %1640, i32 8, i32 0
  %1660 = ptrtoint ptr addrspace(3) %1656 to i64
  %1661 = trunc i64 %1660 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %1661, ptr addrspace(1) %1658, i32 %1659) #7
  %1662 = getelementptr i8, ptr addrspace(3) %1649, i64 %185
  %1663 = sext i32 %1625 to i64
  %1664 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1663
  %1665 = select i1 %1641, i32 8, i32 0
  %1666 = ptrtoint ptr addrspace(3) %1662 to i64
  %1667 = trunc i64 %1666 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %1667, ptr addrspace(1) %1664, i32 %1665) #7
  %1668 = getelementptr i8, ptr addrspace(3) %1649, i64 %193
  %1669 = sext i32 %1626 to i64
  %1670 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1669
  %1671 = select i1 %1642, i32 8, i32 0
  %1672 = ptrtoint ptr addrspace(3) %1668 to i64
  %1673 = trunc i64 %1672 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %1673, ptr addrspace(1) %1670, i32 %1671) #7
  %1674 = getelementptr i8, ptr addrspace(3) %1649, i64 %201
  %1675 = sext i32 %1627 to i64
  %1676 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1675
  %1677 = select i1 %1643, i32 8, i32 0
  %1678 = ptrtoint ptr addrspace(3) %1674 to i64
  %1679 = trunc i64 %1678 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %1679, ptr addrspace(1) %1676, i32 %1677) #7
  %1680 = getelementptr i8, ptr addrspace(3) %1649, i64 %209
  %1681 = sext i32 %1628 to i64
  %1682 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1681
  %1683 = select i1 %1644, i32 8, i32 0
  %1684 = ptrtoint ptr addrspace(3) %1680 to i64
  %1685 = trunc i64 %1684 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %1685, ptr addrspace(1) %1682, i32 %1683) #7
  %1686 = getelementptr i8, ptr addrspace(3) %1649, i64 %217
  %1687 = sext i32 %1629 to i64
  %1688 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1687
  %1689 = select i1 %1645, i32 8, i32 0
  %1690 = ptrtoint ptr addrspace(3) %1686 to i64
  %1691 = trunc i64 %1690 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %1691, ptr addrspace(1) %1688, i32 %1689) #7
  %1692 = getelementptr i8, ptr addrspace(3) %1649, i64 %225
  %1693 = sext i32 %1630 to i64
  %1694 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1693
  %1695 = select i1 %1646, i32 8, i32 0
  %1696 = ptrtoint ptr addrspace(3) %1692 to i64
  %1697 = trunc i64 %1696 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %1697, ptr addrspace(1) %1694, i32 %1695) #7
  %1698 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 49152), i64 %1648
  %1699 = getelementptr i8, ptr addrspace(3) %1698, i64 %169
  %1700 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1651
  %1701 = ptrtoint ptr addrspace(3) %1699 to i64
  %1702 = trunc i64 %1701 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %1702, ptr addrspace(1) %1700, i32 %1653) #7
  %1703 = getelementptr i8, ptr addrspace(3) %1698, i64 %177
  %1704 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1657
  %1705 = ptrtoint ptr addrspace(3) %1703 to i64
  %1706 = trunc i64 %1705 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %1706, ptr addrspace(1) %1704, i32 %1659) #7
  %1707 = getelementptr i8, ptr addrspace(3) %1698, i64 %185
  %1708 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1663
  %1709 = ptrtoint ptr addrspace(3) %1707 to i64
  %1710 = trunc i64 %1709 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %1710, ptr addrspace(1) %1708, i32 %1665) #7
  %1711 = getelementptr i8, ptr addrspace(3) %1698, i64 %193
  %1712 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1669
  %1713 = ptrtoint ptr addrspace(3) %1711 to i64
  %1714 = trunc i64 %1713 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %1714, ptr addrspace(1) %1712, i32 %1671) #7
  %1715 = getelementptr i8, ptr addrspace(3) %1698, i64 %201
  %1716 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1675
  %1717 = ptrtoint ptr addrspace(3) %1715 to i64
  %1718 = trunc i64 %1717 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %1718, ptr addrspace(1) %1716, i32 %1677) #7
  %1719 = getelementptr i8, ptr addrspace(3) %1698, i64 %209
  %1720 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1681
  %1721 = ptrtoint ptr addrspace(3) %1719 to i64
  %1722 = trunc i64 %1721 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %1722, ptr addrspace(1) %1720, i32 %1683) #7
  %1723 = getelementptr i8, ptr addrspace(3) %1698, i64 %217
  %1724 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1687
  %1725 = ptrtoint ptr addrspace(3) %1723 to i64
  %1726 = trunc i64 %1725 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %1726, ptr addrspace(1) %1724, i32 %1689) #7
  %1727 = getelementptr i8, ptr addrspace(3) %1698, i64 %225
  %1728 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1693
  %1729 = ptrtoint ptr addrspace(3) %1727 to i64
  %1730 = trunc i64 %1729 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %1730, ptr addrspace(1) %1728, i32 %1695) #7
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #7
  %1731 = add i32 %768, 64
  %1732 = icmp slt i32 %1731, %4
  br i1 %1732, label %727, label %._crit_edge

._crit_edge:                                      ; preds = %727, %.._crit_edge_crit_edge
  %.pre-phi216 = phi i32 [ %.pre215, %.._crit_edge_crit_edge ], [ %482, %727 ]
  %.pre-phi212 = phi i32 [ %.pre211, %.._crit_edge_crit_edge ], [ %494, %727 ]
  %.pre-phi210 = phi i32 [ %.pre209, %.._crit_edge_crit_edge ], [ %493, %727 ]
  %.pre-phi206 = phi i32 [ %.pre205, %.._crit_edge_crit_edge ], [ %492, %727 ]
  %.pre-phi202 = phi i32 [ %.pre201, %.._crit_edge_crit_edge ], [ %490, %727 ]
  %.lcssa100 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1594, %727 ]
  %.lcssa99 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1595, %727 ]
  %.lcssa98 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1596, %727 ]
  %.lcssa97 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1597, %727 ]
  %.lcssa96 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1525, %727 ]
  %.lcssa95 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1526, %727 ]
  %.lcssa94 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1527, %727 ]
  %.lcssa93 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1528, %727 ]
  %.lcssa92 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1530, %727 ]
  %.lcssa91 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1531, %727 ]
  %.lcssa90 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1532, %727 ]
  %.lcssa89 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1533, %727 ]
  %.lcssa88 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1541, %727 ]
  %.lcssa87 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1542, %727 ]
  %.lcssa86 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1543, %727 ]
  %.lcssa85 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1544, %727 ]
  %.lcssa84 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1546, %727 ]
  %.lcssa83 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1547, %727 ]
  %.lcssa82 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1548, %727 ]
  %.lcssa81 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1549, %727 ]
  %.lcssa80 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1556, %727 ]
  %.lcssa79 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1557, %727 ]
  %.lcssa78 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1558, %727 ]
  %.lcssa77 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1559, %727 ]
  %.lcssa76 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1561, %727 ]
  %.lcssa75 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1562, %727 ]
  %.lcssa74 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1563, %727 ]
  %.lcssa73 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1564, %727 ]
  %.lcssa72 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1566, %727 ]
  %.lcssa71 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1567, %727 ]
  %.lcssa70 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1568, %727 ]
  %.lcssa69 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1569, %727 ]
  %.lcssa68 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1571, %727 ]
  %.lcssa67 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1572, %727 ]
  %.lcssa66 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1573, %727 ]
  %.lcssa65 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1574, %727 ]
  %.lcssa64 = phi float [ 0xFFF0000000000000, %.._crit_edge_crit_edge ], [ %1174, %727 ]
  %.lcssa63 = phi float [ 0xFFF0000000000000, %.._crit_edge_crit_edge ], [ %1175, %727 ]
  %.lcssa62 = phi float [ 0xFFF0000000000000, %.._crit_edge_crit_edge ], [ %1176, %727 ]
  %.lcssa61 = phi float [ 0xFFF0000000000000, %.._crit_edge_crit_edge ], [ %1177, %727 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1733 = zext nneg i32 %.pre-phi202 to i64
  %1734 = getelementptr float, ptr addrspace(3) @attention_smem, i64 %1733
  store float %.lcssa64, ptr addrspace(3) %1734, align 4
  %1735 = zext nneg i32 %.pre-phi206 to i64
  %1736 = getelementptr float, ptr addrspace(3) @attention_smem, i64 %1735
  store float %.lcssa63, ptr addrspace(3) %1736, align 4
  %1737 = zext nneg i32 %.pre-phi210 to i64
  %1738 = getelementptr float, ptr addrspace(3) @attention_smem, i64 %1737
  store float %.lcssa62, ptr addrspace(3) %1738, align 4
  %1739 = zext nneg i32 %.pre-phi212 to i64
  %1740 = getelementptr float, ptr addrspace(3) @attention_smem, i64 %1739
  store float %.lcssa61, ptr addrspace(3) %1740, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  tail call void asm sideeffect "cp.async.wait_group 0;", "~{memory}"() #7
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1741 = fdiv float %.lcssa96, %.lcssa100
  %1742 = fdiv float %.lcssa95, %.lcssa100
  %1743 = fdiv float %.lcssa94, %.lcssa99
  %1744 = fdiv float %.lcssa93, %.lcssa99
  %1745 = fdiv float %.lcssa92, %.lcssa100
  %1746 = fdiv float %.lcssa91, %.lcssa100
  %1747 = fdiv float %.lcssa90, %.lcssa99
  %1748 = fdiv float %.lcssa89, %.lcssa99
  %1749 = fdiv float %.lcssa88, %.lcssa100
  %1750 = fdiv float %.lcssa87, %.lcssa100
  %1751 = fdiv float %.lcssa86, %.lcssa99
  %1752 = fdiv float %.lcssa85, %.lcssa99
  %1753 = fdiv float %.lcssa84, %.lcssa100
  %1754 = fdiv float %.lcssa83, %.lcssa100
  %1755 = fdiv float %.lcssa82, %.lcssa99
  %1756 = fdiv float %.lcssa81, %.lcssa99
  %1757 = fdiv float %.lcssa80, %.lcssa98
  %1758 = fdiv float %.lcssa79, %.lcssa98
  %1759 = fdiv float %.lcssa78, %.lcssa97
  %1760 = fdiv float %.lcssa77, %.lcssa97
  %1761 = fdiv float %.lcssa76, %.lcssa98
  %1762 = fdiv float %.lcssa75, %.lcssa98
  %1763 = fdiv float %.lcssa74, %.lcssa97
  %1764 = fdiv float %.lcssa73, %.lcssa97
  %1765 = fdiv float %.lcssa72, %.lcssa98
  %1766 = fdiv float %.lcssa71, %.lcssa98
  %1767 = fdiv float %.lcssa70, %.lcssa97
  %1768 = fdiv float %.lcssa69, %.lcssa97
  %1769 = fdiv float %.lcssa68, %.lcssa98
  %1770 = fdiv float %.lcssa67, %.lcssa98
  %1771 = fdiv float %.lcssa66, %.lcssa97
  %1772 = fdiv float %.lcssa65, %.lcssa97
  %1773 = fptrunc float %1741 to bfloat
  %1774 = fptrunc float %1742 to bfloat
  %1775 = fptrunc float %1743 to bfloat
  %1776 = fptrunc float %1744 to bfloat
  %1777 = fptrunc float %1745 to bfloat
  %1778 = fptrunc float %1746 to bfloat
  %1779 = fptrunc float %1747 to bfloat
  %1780 = fptrunc float %1748 to bfloat
  %1781 = fptrunc float %1749 to bfloat
  %1782 = fptrunc float %1750 to bfloat
  %1783 = fptrunc float %1751 to bfloat
  %1784 = fptrunc float %1752 to bfloat
  %1785 = fptrunc float %1753 to bfloat
  %1786 = fptrunc float %1754 to bfloat
  %1787 = fptrunc float %1755 to bfloat
  %1788 = fptrunc float %1756 to bfloat
  %1789 = fptrunc float %1757 to bfloat
  %1790 = fptrunc float %1758 to bfloat
  %1791 = fptrunc float %1759 to bfloat
  %1792 = fptrunc float %1760 to bfloat
  %1793 = fptrunc float %1761 to bfloat
  %1794 = fptrunc float %1762 to bfloat
  %1795 = fptrunc float %1763 to bfloat
  %1796 = fptrunc float %1764 to bfloat
  %1797 = fptrunc float %1765 to bfloat
  %1798 = fptrunc float %1766 to bfloat
  %1799 = fptrunc float %1767 to bfloat
  %1800 = fptrunc float %1768 to bfloat
  %1801 = fptrunc float %1769 to bfloat
  %1802 = fptrunc float %1770 to bfloat
  %1803 = fptrunc float %1771 to bfloat
  %1804 = fptrunc float %1772 to bfloat
  %1805 = and i32 %7, 96
  %1806 = or disjoint i32 %.pre-phi216, %1805
  %1807 = or disjoint i32 %.pre-phi202, %13
  %1808 = add i32 %11, %1807
  %1809 = shl i32 %1808, 7
  %1810 = or disjoint i32 %1809, %1806
  %1811 = sext i32 %1810 to i64
  %1812 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1811
  %1813 = icmp slt i32 %1807, %4
  %1814 = zext i1 %1813 to i32
  %1815 = bitcast bfloat %1773 to i16
  %1816 = bitcast bfloat %1774 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1814, i16 %1815, i16 %1816, ptr addrspace(1) %1812) #7
  %1817 = or disjoint i32 %.pre-phi206, %13
  %1818 = add i32 %11, %1817
  %1819 = shl i32 %1818, 7
  %1820 = or disjoint i32 %1819, %1806
  %1821 = sext i32 %1820 to i64
  %1822 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1821
  %1823 = icmp slt i32 %1817, %4
  %1824 = zext i1 %1823 to i32
  %1825 = bitcast bfloat %1775 to i16
  %1826 = bitcast bfloat %1776 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1824, i16 %1825, i16 %1826, ptr addrspace(1) %1822) #7
  %1827 = or disjoint i32 %1806, 8
  %1828 = or disjoint i32 %1809, %1827
  %1829 = sext i32 %1828 to i64
  %1830 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1829
  %1831 = bitcast bfloat %1777 to i16
  %1832 = bitcast bfloat %1778 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1814, i16 %1831, i16 %1832, ptr addrspace(1) %1830) #7
  %1833 = or disjoint i32 %1819, %1827
  %1834 = sext i32 %1833 to i64
  %1835 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1834
  %1836 = bitcast bfloat %1779 to i16
  %1837 = bitcast bfloat %1780 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1824, i16 %1836, i16 %1837, ptr addrspace(1) %1835) #7
  %1838 = or disjoint i32 %1806, 16
  %1839 = or disjoint i32 %1809, %1838
  %1840 = sext i32 %1839 to i64
  %1841 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1840
  %1842 = bitcast bfloat %1781 to i16
  %1843 = bitcast bfloat %1782 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1814, i16 %1842, i16 %1843, ptr addrspace(1) %1841) #7
  %1844 = or disjoint i32 %1819, %1838
  %1845 = sext i32 %1844 to i64
  %1846 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1845
  %1847 = bitcast bfloat %1783 to i16
  %1848 = bitcast bfloat %1784 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1824, i16 %1847, i16 %1848, ptr addrspace(1) %1846) #7
  %1849 = or disjoint i32 %1806, 24
  %1850 = or disjoint i32 %1809, %1849
  %1851 = sext i32 %1850 to i64
  %1852 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1851
  %1853 = bitcast bfloat %1785 to i16
  %1854 = bitcast bfloat %1786 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1814, i16 %1853, i16 %1854, ptr addrspace(1) %1852) #7
  %1855 = or disjoint i32 %1819, %1849
  %1856 = sext i32 %1855 to i64
  %1857 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1856
  %1858 = bitcast bfloat %1787 to i16
  %1859 = bitcast bfloat %1788 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1824, i16 %1858, i16 %1859, ptr addrspace(1) %1857) #7
  %1860 = or disjoint i32 %.pre-phi210, %13
  %1861 = add i32 %11, %1860
  %1862 = shl i32 %1861, 7
  %1863 = or disjoint i32 %1862, %1806
  %1864 = sext i32 %1863 to i64
  %1865 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1864
  %1866 = icmp slt i32 %1860, %4
  %1867 = zext i1 %1866 to i32
  %1868 = bitcast bfloat %1789 to i16
  %1869 = bitcast bfloat %1790 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1867, i16 %1868, i16 %1869, ptr addrspace(1) %1865) #7
  %1870 = or disjoint i32 %.pre-phi212, %13
  %1871 = add i32 %11, %1870
  %1872 = shl i32 %1871, 7
  %1873 = or disjoint i32 %1872, %1806
  %1874 = sext i32 %1873 to i64
  %1875 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1874
  %1876 = icmp slt i32 %1870, %4
  %1877 = zext i1 %1876 to i32
  %1878 = bitcast bfloat %1791 to i16
  %1879 = bitcast bfloat %1792 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1877, i16 %1878, i16 %1879, ptr addrspace(1) %1875) #7
  %1880 = or disjoint i32 %1862, %1827
  %1881 = sext i32 %1880 to i64
  %1882 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1881
  %1883 = bitcast bfloat %1793 to i16
  %1884 = bitcast bfloat %1794 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1867, i16 %1883, i16 %1884, ptr addrspace(1) %1882) #7
  %1885 = or disjoint i32 %1872, %1827
  %1886 = sext i32 %1885 to i64
  %1887 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1886
  %1888 = bitcast bfloat %1795 to i16
  %1889 = bitcast bfloat %1796 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1877, i16 %1888, i16 %1889, ptr addrspace(1) %1887) #7
  %1890 = or disjoint i32 %1862, %1838
  %1891 = sext i32 %1890 to i64
  %1892 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1891
  %1893 = bitcast bfloat %1797 to i16
  %1894 = bitcast bfloat %1798 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1867, i16 %1893, i16 %1894, ptr addrspace(1) %1892) #7
  %1895 = or disjoint i32 %1872, %1838
  %1896 = sext i32 %1895 to i64
  %1897 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1896
  %1898 = bitcast bfloat %1799 to i16
  %1899 = bitcast bfloat %1800 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1877, i16 %1898, i16 %1899, ptr addrspace(1) %1897) #7
  %1900 = or disjoint i32 %1862, %1849
  %1901 = sext i32 %1900 to i64
  %1902 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1901
  %1903 = bitcast bfloat %1801 to i16
  %1904 = bitcast bfloat %1802 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1867, i16 %1903, i16 %1904, ptr addrspace(1) %1902) #7
  %1905 = or disjoint i32 %1872, %1849
  %1906 = sext i32 %1905 to i64
  %1907 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1906
  %1908 = bitcast bfloat %1803 to i16
  %1909 = bitcast bfloat %1804 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1877, i16 %1908, i16 %1909, ptr addrspace(1) %1907) #7
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
