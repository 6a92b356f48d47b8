; ModuleID = 'tile_kernels'
source_filename = "tile_kernels"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@attention_tma_smem = internal addrspace(3) global [36880 x i8] undef, align 16
@attention_tma_dsmem = external addrspace(3) global [0 x i8], align 1024

; Function Attrs: nounwind
define ptx_kernel void @attention_tma(ptr addrspace(1) %0, ptr addrspace(1) readnone captures(none) %1, ptr addrspace(1) readnone captures(none) %2, ptr addrspace(1) %3, i32 %4, i32 %5, float %6, ptr byval([128 x i8]) align 64 "nvvm.grid_constant" %7, ptr byval([128 x i8]) align 64 "nvvm.grid_constant" %8) local_unnamed_addr #0 {
  %10 = tail call range(i32 0, 256) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %13 = mul i32 %4, %12
  %14 = shl i32 %11, 7
  %15 = lshr i32 %10, 6
  %16 = or disjoint i32 %14, %15
  %17 = add i32 %13, %16
  %18 = shl i32 %17, 6
  %19 = or disjoint i32 %16, 4
  %20 = add i32 %13, %19
  %21 = shl i32 %20, 6
  %22 = or disjoint i32 %16, 8
  %23 = add i32 %13, %22
  %24 = shl i32 %23, 6
  %25 = or disjoint i32 %16, 12
  %26 = add i32 %13, %25
  %27 = shl i32 %26, 6
  %28 = or disjoint i32 %16, 16
  %29 = add i32 %13, %28
  %30 = shl i32 %29, 6
  %31 = or disjoint i32 %16, 20
  %32 = add i32 %13, %31
  %33 = shl i32 %32, 6
  %34 = or disjoint i32 %16, 24
  %35 = add i32 %13, %34
  %36 = shl i32 %35, 6
  %37 = or disjoint i32 %16, 28
  %38 = add i32 %13, %37
  %39 = shl i32 %38, 6
  %40 = or disjoint i32 %16, 32
  %41 = add i32 %13, %40
  %42 = shl i32 %41, 6
  %43 = or disjoint i32 %16, 36
  %44 = add i32 %13, %43
  %45 = shl i32 %44, 6
  %46 = or disjoint i32 %16, 40
  %47 = add i32 %13, %46
  %48 = shl i32 %47, 6
  %49 = or disjoint i32 %16, 44
  %50 = add i32 %13, %49
  %51 = shl i32 %50, 6
  %52 = or disjoint i32 %16, 48
  %53 = add i32 %13, %52
  %54 = shl i32 %53, 6
  %55 = or disjoint i32 %16, 52
  %56 = add i32 %13, %55
  %57 = shl i32 %56, 6
  %58 = or disjoint i32 %16, 56
  %59 = add i32 %13, %58
  %60 = shl i32 %59, 6
  %61 = or disjoint i32 %16, 60
  %62 = add i32 %13, %61
  %63 = shl i32 %62, 6
  %64 = or disjoint i32 %16, 64
  %65 = add i32 %13, %64
  %66 = shl i32 %65, 6
  %67 = or disjoint i32 %16, 68
  %68 = add i32 %13, %67
  %69 = shl i32 %68, 6
  %70 = or disjoint i32 %16, 72
  %71 = add i32 %13, %70
  %72 = shl i32 %71, 6
  %73 = or disjoint i32 %16, 76
  %74 = add i32 %13, %73
  %75 = shl i32 %74, 6
  %76 = or disjoint i32 %16, 80
  %77 = add i32 %13, %76
  %78 = shl i32 %77, 6
  %79 = or disjoint i32 %16, 84
  %80 = add i32 %13, %79
  %81 = shl i32 %80, 6
  %82 = or disjoint i32 %16, 88
  %83 = add i32 %13, %82
  %84 = shl i32 %83, 6
  %85 = or disjoint i32 %16, 92
  %86 = add i32 %13, %85
  %87 = shl i32 %86, 6
  %88 = or disjoint i32 %16, 96
  %89 = add i32 %13, %88
  %90 = shl i32 %89, 6
  %91 = or disjoint i32 %16, 100
  %92 = add i32 %13, %91
  %93 = shl i32 %92, 6
  %94 = or disjoint i32 %16, 104
  %95 = add i32 %13, %94
  %96 = shl i32 %95, 6
  %97 = or disjoint i32 %16, 108
  %98 = add i32 %13, %97
  %99 = shl i32 %98, 6
  %100 = or disjoint i32 %16, 112
  %101 = add i32 %13, %100
  %102 = shl i32 %101, 6
  %103 = or disjoint i32 %16, 116
  %104 = add i32 %13, %103
  %105 = shl i32 %104, 6
  %106 = or disjoint i32 %16, 120
  %107 = add i32 %13, %106
  %108 = shl i32 %107, 6
  %109 = or disjoint i32 %16, 124
  %110 = add i32 %13, %109
  %111 = shl i32 %110, 6
  %112 = and i32 %10, 63
  %113 = or disjoint i32 %18, %112
  %114 = or disjoint i32 %21, %112
  %115 = or disjoint i32 %24, %112
  %116 = or disjoint i32 %27, %112
  %117 = or disjoint i32 %30, %112
  %118 = or disjoint i32 %33, %112
  %119 = or disjoint i32 %36, %112
  %120 = or disjoint i32 %39, %112
  %121 = or disjoint i32 %42, %112
  %122 = or disjoint i32 %45, %112
  %123 = or disjoint i32 %48, %112
  %124 = or disjoint i32 %51, %112
  %125 = or disjoint i32 %54, %112
  %126 = or disjoint i32 %57, %112
  %127 = or disjoint i32 %60, %112
  %128 = or disjoint i32 %63, %112
  %129 = or disjoint i32 %66, %112
  %130 = or disjoint i32 %69, %112
  %131 = or disjoint i32 %72, %112
  %132 = or disjoint i32 %75, %112
  %133 = or disjoint i32 %78, %112
  %134 = or disjoint i32 %81, %112
  %135 = or disjoint i32 %84, %112
  %136 = or disjoint i32 %87, %112
  %137 = or disjoint i32 %90, %112
  %138 = or disjoint i32 %93, %112
  %139 = or disjoint i32 %96, %112
  %140 = or disjoint i32 %99, %112
  %141 = or disjoint i32 %102, %112
  %142 = or disjoint i32 %105, %112
  %143 = or disjoint i32 %108, %112
  %144 = or disjoint i32 %111, %112
  %145 = icmp slt i32 %16, %4
  %146 = icmp slt i32 %19, %4
  %147 = icmp slt i32 %22, %4
  %148 = icmp slt i32 %25, %4
  %149 = icmp slt i32 %28, %4
  %150 = icmp slt i32 %31, %4
  %151 = icmp slt i32 %34, %4
  %152 = icmp slt i32 %37, %4
  %153 = icmp slt i32 %40, %4
  %154 = icmp slt i32 %43, %4
  %155 = icmp slt i32 %46, %4
  %156 = icmp slt i32 %49, %4
  %157 = icmp slt i32 %52, %4
  %158 = icmp slt i32 %55, %4
  %159 = icmp slt i32 %58, %4
  %160 = icmp slt i32 %61, %4
  %161 = icmp slt i32 %64, %4
  %162 = icmp slt i32 %67, %4
  %163 = icmp slt i32 %70, %4
  %164 = icmp slt i32 %73, %4
  %165 = icmp slt i32 %76, %4
  %166 = icmp slt i32 %79, %4
  %167 = icmp slt i32 %82, %4
  %168 = icmp slt i32 %85, %4
  %169 = icmp slt i32 %88, %4
  %170 = icmp slt i32 %91, %4
  %171 = icmp slt i32 %94, %4
  %172 = icmp slt i32 %97, %4
  %173 = icmp slt i32 %100, %4
  %174 = icmp slt i32 %103, %4
  %175 = icmp slt i32 %106, %4
  %176 = icmp slt i32 %109, %4
  %177 = sext i32 %113 to i64
  %178 = getelementptr bfloat, ptr addrspace(1) %0, i64 %177
  %179 = zext i1 %145 to i32
  %180 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %178, i32 %179, i16 0) #5
  %181 = sext i32 %114 to i64
  %182 = getelementptr bfloat, ptr addrspace(1) %0, i64 %181
  %183 = zext i1 %146 to i32
  %184 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %182, i32 %183, i16 0) #5
  %185 = sext i32 %115 to i64
  %186 = getelementptr bfloat, ptr addrspace(1) %0, i64 %185
  %187 = zext i1 %147 to i32
  %188 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %186, i32 %187, i16 0) #5
  %189 = sext i32 %116 to i64
  %190 = getelementptr bfloat, ptr addrspace(1) %0, i64 %189
  %191 = zext i1 %148 to i32
  %192 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %190, i32 %191, i16 0) #5
  %193 = sext i32 %117 to i64
  %194 = getelementptr bfloat, ptr addrspace(1) %0, i64 %193
  %195 = zext i1 %149 to i32
  %196 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %194, i32 %195, i16 0) #5
  %197 = sext i32 %118 to i64
  %198 = getelementptr bfloat, ptr addrspace(1) %0, i64 %197
  %199 = zext i1 %150 to i32
  %200 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %198, i32 %199, i16 0) #5
  %201 = sext i32 %119 to i64
  %202 = getelementptr bfloat, ptr addrspace(1) %0, i64 %201
  %203 = zext i1 %151 to i32
  %204 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %202, i32 %203, i16 0) #5
  %205 = sext i32 %120 to i64
  %206 = getelementptr bfloat, ptr addrspace(1) %0, i64 %205
  %207 = zext i1 %152 to i32
  %208 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %206, i32 %207, i16 0) #5
  %209 = sext i32 %121 to i64
  %210 = getelementptr bfloat, ptr addrspace(1) %0, i64 %209
  %211 = zext i1 %153 to i32
  %212 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %210, i32 %211, i16 0) #5
  %213 = sext i32 %122 to i64
  %214 = getelementptr bfloat, ptr addrspace(1) %0, i64 %213
  %215 = zext i1 %154 to i32
  %216 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %214, i32 %215, i16 0) #5
  %217 = sext i32 %123 to i64
  %218 = getelementptr bfloat, ptr addrspace(1) %0, i64 %217
  %219 = zext i1 %155 to i32
  %220 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %218, i32 %219, i16 0) #5
  %221 = sext i32 %124 to i64
  %222 = getelementptr bfloat, ptr addrspace(1) %0, i64 %221
  %223 = zext i1 %156 to i32
  %224 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %222, i32 %223, i16 0) #5
  %225 = sext i32 %125 to i64
  %226 = getelementptr bfloat, ptr addrspace(1) %0, i64 %225
  %227 = zext i1 %157 to i32
  %228 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %226, i32 %227, i16 0) #5
  %229 = sext i32 %126 to i64
  %230 = getelementptr bfloat, ptr addrspace(1) %0, i64 %229
  %231 = zext i1 %158 to i32
  %232 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %230, i32 %231, i16 0) #5
  %233 = sext i32 %127 to i64
  %234 = getelementptr bfloat, ptr addrspace(1) %0, i64 %233
  %235 = zext i1 %159 to i32
  %236 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %234, i32 %235, i16 0) #5
  %237 = sext i32 %128 to i64
  %238 = getelementptr bfloat, ptr addrspace(1) %0, i64 %237
  %239 = zext i1 %160 to i32
  %240 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %238, i32 %239, i16 0) #5
  %241 = sext i32 %129 to i64
  %242 = getelementptr bfloat, ptr addrspace(1) %0, i64 %241
  %243 = zext i1 %161 to i32
  %244 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %242, i32 %243, i16 0) #5
  %245 = sext i32 %130 to i64
  %246 = getelementptr bfloat, ptr addrspace(1) %0, i64 %245
  %247 = zext i1 %162 to i32
  %248 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %246, i32 %247, i16 0) #5
  %249 = sext i32 %131 to i64
  %250 = getelementptr bfloat, ptr addrspace(1) %0, i64 %249
  %251 = zext i1 %163 to i32
  %252 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %250, i32 %251, i16 0) #5
  %253 = sext i32 %132 to i64
  %254 = getelementptr bfloat, ptr addrspace(1) %0, i64 %253
  %255 = zext i1 %164 to i32
  %256 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %254, i32 %255, i16 0) #5
  %257 = sext i32 %133 to i64
  %258 = getelementptr bfloat, ptr addrspace(1) %0, i64 %257
  %259 = zext i1 %165 to i32
  %260 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %258, i32 %259, i16 0) #5
  %261 = sext i32 %134 to i64
  %262 = getelementptr bfloat, ptr addrspace(1) %0, i64 %261
  %263 = zext i1 %166 to i32
  %264 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %262, i32 %263, i16 0) #5
  %265 = sext i32 %135 to i64
  %266 = getelementptr bfloat, ptr addrspace(1) %0, i64 %265
  %267 = zext i1 %167 to i32
  %268 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %266, i32 %267, i16 0) #5
  %269 = sext i32 %136 to i64
  %270 = getelementptr bfloat, ptr addrspace(1) %0, i64 %269
  %271 = zext i1 %168 to i32
  %272 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %270, i32 %271, i16 0) #5
  %273 = sext i32 %137 to i64
  %274 = getelementptr bfloat, ptr addrspace(1) %0, i64 %273
  %275 = zext i1 %169 to i32
  %276 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %274, i32 %275, i16 0) #5
  %277 = sext i32 %138 to i64
  %278 = getelementptr bfloat, ptr addrspace(1) %0, i64 %277
  %279 = zext i1 %170 to i32
  %280 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %278, i32 %279, i16 0) #5
  %281 = sext i32 %139 to i64
  %282 = getelementptr bfloat, ptr addrspace(1) %0, i64 %281
  %283 = zext i1 %171 to i32
  %284 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %282, i32 %283, i16 0) #5
  %285 = sext i32 %140 to i64
  %286 = getelementptr bfloat, ptr addrspace(1) %0, i64 %285
  %287 = zext i1 %172 to i32
  %288 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %286, i32 %287, i16 0) #5
  %289 = sext i32 %141 to i64
  %290 = getelementptr bfloat, ptr addrspace(1) %0, i64 %289
  %291 = zext i1 %173 to i32
  %292 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %290, i32 %291, i16 0) #5
  %293 = sext i32 %142 to i64
  %294 = getelementptr bfloat, ptr addrspace(1) %0, i64 %293
  %295 = zext i1 %174 to i32
  %296 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %294, i32 %295, i16 0) #5
  %297 = sext i32 %143 to i64
  %298 = getelementptr bfloat, ptr addrspace(1) %0, i64 %297
  %299 = zext i1 %175 to i32
  %300 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %298, i32 %299, i16 0) #5
  %301 = sext i32 %144 to i64
  %302 = getelementptr bfloat, ptr addrspace(1) %0, i64 %301
  %303 = zext i1 %176 to i32
  %304 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %302, i32 %303, i16 0) #5
  %305 = fmul float %6, 0x3FF7154760000000
  %306 = icmp eq i32 %10, 0
  br i1 %306, label %307, label %308

307:                                              ; preds = %9
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_tma_dsmem, i64 32768) to i32)) #5
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_tma_dsmem, i64 32768) to i32), i32 16)) #5
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #5
  br label %308

308:                                              ; preds = %307, %9
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %309 = icmp sgt i32 %4, 0
  %310 = and i1 %306, %309
  br i1 %310, label %.critedge, label %.critedge1

.critedge:                                        ; preds = %308
  %311 = ptrtoint ptr %8 to i64
  %312 = ptrtoint ptr %7 to i64
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_tma_dsmem, i64 32768) to i32), i32 16384) #5
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @attention_tma_dsmem to i32), i64 %312, i32 0, i32 %13, i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_tma_dsmem, i64 32768) to i32)) #5
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_tma_dsmem, i64 16384) to i32), i64 %311, i32 0, i32 %13, i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_tma_dsmem, i64 32768) to i32)) #5
  br label %.critedge1

.critedge1:                                       ; preds = %308, %.critedge
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %313 = lshr i32 %112, 3
  %314 = mul nuw nsw i32 %313, 72
  %315 = shl nuw nsw i32 %15, 3
  %316 = and i32 %10, 7
  %317 = or disjoint i32 %315, %316
  %318 = add nuw nsw i32 %317, %314
  %319 = zext nneg i32 %318 to i64
  %320 = getelementptr bfloat, ptr addrspace(3) @attention_tma_smem, i64 %319
  store i16 %180, ptr addrspace(3) %320, align 2
  %321 = getelementptr i8, ptr addrspace(3) %320, i64 64
  store i16 %184, ptr addrspace(3) %321, align 2
  %322 = getelementptr i8, ptr addrspace(3) %320, i64 1152
  store i16 %188, ptr addrspace(3) %322, align 2
  %323 = getelementptr i8, ptr addrspace(3) %320, i64 1216
  store i16 %192, ptr addrspace(3) %323, align 2
  %324 = getelementptr i8, ptr addrspace(3) %320, i64 2304
  store i16 %196, ptr addrspace(3) %324, align 2
  %325 = getelementptr i8, ptr addrspace(3) %320, i64 2368
  store i16 %200, ptr addrspace(3) %325, align 2
  %326 = getelementptr i8, ptr addrspace(3) %320, i64 3456
  store i16 %204, ptr addrspace(3) %326, align 2
  %327 = getelementptr i8, ptr addrspace(3) %320, i64 3520
  store i16 %208, ptr addrspace(3) %327, align 2
  %328 = getelementptr i8, ptr addrspace(3) %320, i64 4608
  store i16 %212, ptr addrspace(3) %328, align 2
  %329 = getelementptr i8, ptr addrspace(3) %320, i64 4672
  store i16 %216, ptr addrspace(3) %329, align 2
  %330 = getelementptr i8, ptr addrspace(3) %320, i64 5760
  store i16 %220, ptr addrspace(3) %330, align 2
  %331 = getelementptr i8, ptr addrspace(3) %320, i64 5824
  store i16 %224, ptr addrspace(3) %331, align 2
  %332 = getelementptr i8, ptr addrspace(3) %320, i64 6912
  store i16 %228, ptr addrspace(3) %332, align 2
  %333 = getelementptr i8, ptr addrspace(3) %320, i64 6976
  store i16 %232, ptr addrspace(3) %333, align 2
  %334 = getelementptr i8, ptr addrspace(3) %320, i64 8064
  store i16 %236, ptr addrspace(3) %334, align 2
  %335 = getelementptr i8, ptr addrspace(3) %320, i64 8128
  store i16 %240, ptr addrspace(3) %335, align 2
  %336 = getelementptr i8, ptr addrspace(3) %320, i64 9216
  store i16 %244, ptr addrspace(3) %336, align 2
  %337 = getelementptr i8, ptr addrspace(3) %320, i64 9280
  store i16 %248, ptr addrspace(3) %337, align 2
  %338 = getelementptr i8, ptr addrspace(3) %320, i64 10368
  store i16 %252, ptr addrspace(3) %338, align 2
  %339 = getelementptr i8, ptr addrspace(3) %320, i64 10432
  store i16 %256, ptr addrspace(3) %339, align 2
  %340 = getelementptr i8, ptr addrspace(3) %320, i64 11520
  store i16 %260, ptr addrspace(3) %340, align 2
  %341 = getelementptr i8, ptr addrspace(3) %320, i64 11584
  store i16 %264, ptr addrspace(3) %341, align 2
  %342 = getelementptr i8, ptr addrspace(3) %320, i64 12672
  store i16 %268, ptr addrspace(3) %342, align 2
  %343 = getelementptr i8, ptr addrspace(3) %320, i64 12736
  store i16 %272, ptr addrspace(3) %343, align 2
  %344 = getelementptr i8, ptr addrspace(3) %320, i64 13824
  store i16 %276, ptr addrspace(3) %344, align 2
  %345 = getelementptr i8, ptr addrspace(3) %320, i64 13888
  store i16 %280, ptr addrspace(3) %345, align 2
  %346 = getelementptr i8, ptr addrspace(3) %320, i64 14976
  store i16 %284, ptr addrspace(3) %346, align 2
  %347 = getelementptr i8, ptr addrspace(3) %320, i64 15040
  store i16 %288, ptr addrspace(3) %347, align 2
  %348 = getelementptr i8, ptr addrspace(3) %320, i64 16128
  store i16 %292, ptr addrspace(3) %348, align 2
  %349 = getelementptr i8, ptr addrspace(3) %320, i64 16192
  store i16 %296, ptr addrspace(3) %349, align 2
  %350 = getelementptr i8, ptr addrspace(3) %320, i64 17280
  store i16 %300, ptr addrspace(3) %350, align 2
  %351 = getelementptr i8, ptr addrspace(3) %320, i64 17344
  store i16 %304, ptr addrspace(3) %351, align 2
  call void asm sideeffect "fence.proxy.async.shared::cta;", "~{memory}"() #5
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %309, label %.lr.ph, label %.critedge1.._crit_edge_crit_edge

.critedge1.._crit_edge_crit_edge:                 ; preds = %.critedge1
  %.pre = and i32 %10, 127
  br label %._crit_edge

.lr.ph:                                           ; preds = %.critedge1
  %352 = ptrtoint ptr %8 to i64
  %353 = ptrtoint ptr %7 to i64
  %354 = icmp samesign ult i32 %10, 32
  %355 = lshr exact i32 ptrtoint (ptr addrspace(3) @attention_tma_smem to i32), 4
  %356 = and i32 %355, 16383
  %357 = zext nneg i32 %356 to i64
  %358 = or disjoint i64 %357, 70677982412800
  %359 = lshr exact i32 add (i32 ptrtoint (ptr addrspace(3) @attention_tma_smem to i32), i32 288), 4
  %360 = and i32 %359, 16383
  %361 = zext nneg i32 %360 to i64
  %362 = or disjoint i64 %361, 70677982412800
  %363 = lshr exact i32 add (i32 ptrtoint (ptr addrspace(3) @attention_tma_smem to i32), i32 576), 4
  %364 = and i32 %363, 16383
  %365 = zext nneg i32 %364 to i64
  %366 = or disjoint i64 %365, 70677982412800
  %367 = lshr exact i32 add (i32 ptrtoint (ptr addrspace(3) @attention_tma_smem to i32), i32 864), 4
  %368 = and i32 %367, 16383
  %369 = zext nneg i32 %368 to i64
  %370 = or disjoint i64 %369, 70677982412800
  %371 = lshr i32 %10, 2
  %372 = and i32 %371, 32
  %373 = shl nuw nsw i32 %10, 16
  %374 = and i32 %373, 6291456
  %375 = or disjoint i32 %372, %374
  %376 = or disjoint i32 %372, 8
  %377 = or disjoint i32 %372, 9
  %378 = or disjoint i32 %372, 10
  %379 = or disjoint i32 %372, 11
  %380 = or disjoint i32 %372, 12
  %381 = or disjoint i32 %372, 13
  %382 = or disjoint i32 %372, 14
  %383 = or disjoint i32 %372, 15
  %384 = or disjoint i32 %372, 16
  %385 = or disjoint i32 %372, 17
  %386 = or disjoint i32 %372, 18
  %387 = or disjoint i32 %372, 19
  %388 = or disjoint i32 %372, 20
  %389 = or disjoint i32 %372, 21
  %390 = or disjoint i32 %372, 22
  %391 = or disjoint i32 %372, 23
  %392 = or disjoint i32 %372, 24
  %393 = or disjoint i32 %372, 25
  %394 = or disjoint i32 %372, 26
  %395 = or disjoint i32 %372, 27
  %396 = or disjoint i32 %372, 28
  %397 = or disjoint i32 %372, 29
  %398 = or disjoint i32 %372, 30
  %399 = or i32 %371, 31
  %400 = and i32 %10, 127
  %401 = lshr i32 %10, 7
  %402 = shl nuw nsw i32 %400, 1
  %403 = or disjoint i32 %402, %401
  %404 = zext nneg i32 %403 to i64
  %405 = getelementptr float, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_tma_smem, i64 18432), i64 %404
  %406 = zext nneg i32 %402 to i64
  %407 = getelementptr float, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_tma_smem, i64 18432), i64 %406
  %408 = getelementptr i8, ptr addrspace(3) %407, i64 4
  %409 = lshr i32 %400, 3
  %410 = mul nuw nsw i32 %409, 576
  %411 = lshr exact i32 %372, 3
  %412 = mul nuw nsw i32 %411, 72
  %413 = shl nuw nsw i32 %10, 3
  %414 = and i32 %413, 56
  %415 = add nuw nsw i32 %412, %410
  %416 = add nuw nsw i32 %415, %414
  %417 = zext nneg i32 %416 to i64
  %418 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_tma_smem, i64 18448), i64 %417
  %419 = or disjoint i32 %414, 1
  %420 = add nuw nsw i32 %415, %419
  %421 = zext nneg i32 %420 to i64
  %422 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_tma_smem, i64 18448), i64 %421
  %423 = or disjoint i32 %414, 2
  %424 = add nuw nsw i32 %415, %423
  %425 = zext nneg i32 %424 to i64
  %426 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_tma_smem, i64 18448), i64 %425
  %427 = or disjoint i32 %414, 3
  %428 = add nuw nsw i32 %415, %427
  %429 = zext nneg i32 %428 to i64
  %430 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_tma_smem, i64 18448), i64 %429
  %431 = or disjoint i32 %414, 4
  %432 = add nuw nsw i32 %415, %431
  %433 = zext nneg i32 %432 to i64
  %434 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_tma_smem, i64 18448), i64 %433
  %435 = or disjoint i32 %414, 5
  %436 = add nuw nsw i32 %415, %435
  %437 = zext nneg i32 %436 to i64
  %438 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_tma_smem, i64 18448), i64 %437
  %439 = or disjoint i32 %414, 6
  %440 = add nuw nsw i32 %415, %439
  %441 = zext nneg i32 %440 to i64
  %442 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_tma_smem, i64 18448), i64 %441
  %443 = or disjoint i32 %414, 7
  %444 = add nuw nsw i32 %415, %443
  %445 = zext nneg i32 %444 to i64
  %446 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_tma_smem, i64 18448), i64 %445
  %447 = lshr exact i32 %376, 3
  %448 = mul nuw nsw i32 %447, 72
  %449 = or disjoint i32 %410, %414
  %450 = add nuw nsw i32 %449, %448
  %451 = zext nneg i32 %450 to i64
  %452 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_tma_smem, i64 18448), i64 %451
  %453 = lshr i32 %377, 3
  %454 = mul nuw nsw i32 %453, 72
  %455 = or disjoint i32 %419, %410
  %456 = add nuw nsw i32 %455, %454
  %457 = zext nneg i32 %456 to i64
  %458 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_tma_smem, i64 18448), i64 %457
  %459 = lshr i32 %378, 3
  %460 = mul nuw nsw i32 %459, 72
  %461 = or disjoint i32 %423, %410
  %462 = add nuw nsw i32 %461, %460
  %463 = zext nneg i32 %462 to i64
  %464 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_tma_smem, i64 18448), i64 %463
  %465 = lshr i32 %379, 3
  %466 = mul nuw nsw i32 %465, 72
  %467 = or disjoint i32 %427, %410
  %468 = add nuw nsw i32 %467, %466
  %469 = zext nneg i32 %468 to i64
  %470 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_tma_smem, i64 18448), i64 %469
  %471 = lshr i32 %380, 3
  %472 = mul nuw nsw i32 %471, 72
  %473 = or disjoint i32 %431, %410
  %474 = add nuw nsw i32 %473, %472
  %475 = zext nneg i32 %474 to i64
  %476 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_tma_smem, i64 18448), i64 %475
  %477 = lshr i32 %381, 3
  %478 = mul nuw nsw i32 %477, 72
  %479 = or disjoint i32 %435, %410
  %480 = add nuw nsw i32 %479, %478
  %481 = zext nneg i32 %480 to i64
  %482 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_tma_smem, i64 18448), i64 %481
  %483 = lshr i32 %382, 3
  %484 = mul nuw nsw i32 %483, 72
  %485 = or disjoint i32 %439, %410
  %486 = add nuw nsw i32 %485, %484
  %487 = zext nneg i32 %486 to i64
  %488 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_tma_smem, i64 18448), i64 %487
  %489 = lshr i32 %383, 3
  %490 = mul nuw nsw i32 %489, 72
  %491 = or disjoint i32 %443, %410
  %492 = add nuw nsw i32 %491, %490
  %493 = zext nneg i32 %492 to i64
  %494 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_tma_smem, i64 18448), i64 %493
  %495 = lshr exact i32 %384, 3
  %496 = mul nuw nsw i32 %495, 72
  %497 = add nuw nsw i32 %449, %496
  %498 = zext nneg i32 %497 to i64
  %499 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_tma_smem, i64 18448), i64 %498
  %500 = lshr i32 %385, 3
  %501 = mul nuw nsw i32 %500, 72
  %502 = add nuw nsw i32 %455, %501
  %503 = zext nneg i32 %502 to i64
  %504 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_tma_smem, i64 18448), i64 %503
  %505 = lshr i32 %386, 3
  %506 = mul nuw nsw i32 %505, 72
  %507 = add nuw nsw i32 %461, %506
  %508 = zext nneg i32 %507 to i64
  %509 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_tma_smem, i64 18448), i64 %508
  %510 = lshr i32 %387, 3
  %511 = mul nuw nsw i32 %510, 72
  %512 = add nuw nsw i32 %467, %511
  %513 = zext nneg i32 %512 to i64
  %514 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_tma_smem, i64 18448), i64 %513
  %515 = lshr i32 %388, 3
  %516 = mul nuw nsw i32 %515, 72
  %517 = add nuw nsw i32 %473, %516
  %518 = zext nneg i32 %517 to i64
  %519 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_tma_smem, i64 18448), i64 %518
  %520 = lshr i32 %389, 3
  %521 = mul nuw nsw i32 %520, 72
  %522 = add nuw nsw i32 %479, %521
  %523 = zext nneg i32 %522 to i64
  %524 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_tma_smem, i64 18448), i64 %523
  %525 = lshr i32 %390, 3
  %526 = mul nuw nsw i32 %525, 72
  %527 = add nuw nsw i32 %485, %526
  %528 = zext nneg i32 %527 to i64
  %529 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_tma_smem, i64 18448), i64 %528
  %530 = lshr i32 %391, 3
  %531 = mul nuw nsw i32 %530, 72
  %532 = add nuw nsw i32 %491, %531
  %533 = zext nneg i32 %532 to i64
  %534 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_tma_smem, i64 18448), i64 %533
  %535 = lshr exact i32 %392, 3
  %536 = mul nuw nsw i32 %535, 72
  %537 = add nuw nsw i32 %449, %536
  %538 = zext nneg i32 %537 to i64
  %539 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_tma_smem, i64 18448), i64 %538
  %540 = lshr i32 %393, 3
  %541 = mul nuw nsw i32 %540, 72
  %542 = add nuw nsw i32 %455, %541
  %543 = zext nneg i32 %542 to i64
  %544 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_tma_smem, i64 18448), i64 %543
  %545 = lshr i32 %394, 3
  %546 = mul nuw nsw i32 %545, 72
  %547 = add nuw nsw i32 %461, %546
  %548 = zext nneg i32 %547 to i64
  %549 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_tma_smem, i64 18448), i64 %548
  %550 = lshr i32 %395, 3
  %551 = mul nuw nsw i32 %550, 72
  %552 = add nuw nsw i32 %467, %551
  %553 = zext nneg i32 %552 to i64
  %554 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_tma_smem, i64 18448), i64 %553
  %555 = lshr i32 %396, 3
  %556 = mul nuw nsw i32 %555, 72
  %557 = add nuw nsw i32 %473, %556
  %558 = zext nneg i32 %557 to i64
  %559 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_tma_smem, i64 18448), i64 %558
  %560 = lshr i32 %397, 3
  %561 = mul nuw nsw i32 %560, 72
  %562 = add nuw nsw i32 %479, %561
  %563 = zext nneg i32 %562 to i64
  %564 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_tma_smem, i64 18448), i64 %563
  %565 = lshr i32 %398, 3
  %566 = mul nuw nsw i32 %565, 72
  %567 = add nuw nsw i32 %485, %566
  %568 = zext nneg i32 %567 to i64
  %569 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_tma_smem, i64 18448), i64 %568
  %570 = lshr i32 %399, 3
  %571 = mul nuw nsw i32 %570, 72
  %572 = add nuw nsw i32 %491, %571
  %573 = zext nneg i32 %572 to i64
  %574 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_tma_smem, i64 18448), i64 %573
  %575 = lshr exact i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_tma_smem, i64 18432) to i32), i32 16), 4
  %576 = and i32 %575, 16383
  %577 = zext nneg i32 %576 to i64
  %578 = or disjoint i64 %577, 70677982412800
  %579 = lshr exact i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_tma_smem, i64 18432) to i32), i32 304), 4
  %580 = and i32 %579, 16383
  %581 = zext nneg i32 %580 to i64
  %582 = or disjoint i64 %581, 70677982412800
  %583 = lshr exact i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_tma_smem, i64 18432) to i32), i32 592), 4
  %584 = and i32 %583, 16383
  %585 = zext nneg i32 %584 to i64
  %586 = or disjoint i64 %585, 70677982412800
  %587 = lshr exact i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_tma_smem, i64 18432) to i32), i32 880), 4
  %588 = and i32 %587, 16383
  %589 = zext nneg i32 %588 to i64
  %590 = or disjoint i64 %589, 70677982412800
  br label %591

591:                                              ; preds = %.lr.ph, %1200
  %592 = phi float [ 0xFFF0000000000000, %.lr.ph ], [ %908, %1200 ]
  %593 = phi float [ 0.000000e+00, %.lr.ph ], [ %1196, %1200 ]
  %594 = phi float [ 0.000000e+00, %.lr.ph ], [ %1194, %1200 ]
  %595 = phi float [ 0.000000e+00, %.lr.ph ], [ %1192, %1200 ]
  %596 = phi float [ 0.000000e+00, %.lr.ph ], [ %1190, %1200 ]
  %597 = phi float [ 0.000000e+00, %.lr.ph ], [ %1188, %1200 ]
  %598 = phi float [ 0.000000e+00, %.lr.ph ], [ %1186, %1200 ]
  %599 = phi float [ 0.000000e+00, %.lr.ph ], [ %1184, %1200 ]
  %600 = phi float [ 0.000000e+00, %.lr.ph ], [ %1182, %1200 ]
  %601 = phi float [ 0.000000e+00, %.lr.ph ], [ %1180, %1200 ]
  %602 = phi float [ 0.000000e+00, %.lr.ph ], [ %1178, %1200 ]
  %603 = phi float [ 0.000000e+00, %.lr.ph ], [ %1176, %1200 ]
  %604 = phi float [ 0.000000e+00, %.lr.ph ], [ %1174, %1200 ]
  %605 = phi float [ 0.000000e+00, %.lr.ph ], [ %1172, %1200 ]
  %606 = phi float [ 0.000000e+00, %.lr.ph ], [ %1170, %1200 ]
  %607 = phi float [ 0.000000e+00, %.lr.ph ], [ %1168, %1200 ]
  %608 = phi float [ 0.000000e+00, %.lr.ph ], [ %1166, %1200 ]
  %609 = phi float [ 0.000000e+00, %.lr.ph ], [ %1164, %1200 ]
  %610 = phi float [ 0.000000e+00, %.lr.ph ], [ %1162, %1200 ]
  %611 = phi float [ 0.000000e+00, %.lr.ph ], [ %1160, %1200 ]
  %612 = phi float [ 0.000000e+00, %.lr.ph ], [ %1158, %1200 ]
  %613 = phi float [ 0.000000e+00, %.lr.ph ], [ %1156, %1200 ]
  %614 = phi float [ 0.000000e+00, %.lr.ph ], [ %1154, %1200 ]
  %615 = phi float [ 0.000000e+00, %.lr.ph ], [ %1152, %1200 ]
  %616 = phi float [ 0.000000e+00, %.lr.ph ], [ %1150, %1200 ]
  %617 = phi float [ 0.000000e+00, %.lr.ph ], [ %1148, %1200 ]
  %618 = phi float [ 0.000000e+00, %.lr.ph ], [ %1146, %1200 ]
  %619 = phi float [ 0.000000e+00, %.lr.ph ], [ %1144, %1200 ]
  %620 = phi float [ 0.000000e+00, %.lr.ph ], [ %1142, %1200 ]
  %621 = phi float [ 0.000000e+00, %.lr.ph ], [ %1140, %1200 ]
  %622 = phi float [ 0.000000e+00, %.lr.ph ], [ %1138, %1200 ]
  %623 = phi float [ 0.000000e+00, %.lr.ph ], [ %1136, %1200 ]
  %624 = phi float [ 0.000000e+00, %.lr.ph ], [ %1134, %1200 ]
  %625 = phi float [ 0.000000e+00, %.lr.ph ], [ %1010, %1200 ]
  %626 = phi i32 [ 0, %.lr.ph ], [ %629, %1200 ]
  %627 = lshr exact i32 %626, 6
  %628 = and i32 %627, 1
  %629 = add i32 %626, 64
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %630 = icmp slt i32 %629, %4
  %631 = and i1 %306, %630
  br i1 %631, label %632, label %.critedge3

632:                                              ; preds = %591
  %633 = xor i32 %628, 1
  %634 = shl nuw nsw i32 %633, 13
  %635 = zext nneg i32 %634 to i64
  %636 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_tma_dsmem, i64 16384), i64 %635
  %637 = ptrtoint ptr addrspace(3) %636 to i64
  %638 = trunc i64 %637 to i32
  %639 = getelementptr i8, ptr addrspace(3) @attention_tma_dsmem, i64 %635
  %640 = ptrtoint ptr addrspace(3) %639 to i64
  %641 = trunc i64 %640 to i32
  %642 = add i32 %629, %13
  %643 = shl nuw nsw i32 %633, 4
  %644 = zext nneg i32 %643 to i64
  %645 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_tma_dsmem, i64 32768), i64 %644
  %646 = ptrtoint ptr addrspace(3) %645 to i64
  %647 = trunc i64 %646 to i32
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 %647, i32 16384) #5
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %641, i64 %353, i32 0, i32 %642, i32 %647) #5
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %638, i64 %352, i32 0, i32 %642, i32 %647) #5
  br label %.critedge3

.critedge3:                                       ; preds = %591, %632
  %648 = lshr i32 %626, 7
  %649 = and i32 %648, 1
  %650 = shl nuw nsw i32 %628, 4
  %651 = zext nneg i32 %650 to i64
  %652 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_tma_dsmem, i64 32768), i64 %651
  %653 = ptrtoint ptr addrspace(3) %652 to i64
  %654 = trunc i64 %653 to i32
  br label %655

655:                                              ; preds = %655, %.critedge3
  %656 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %654, i32 %649) #5
  %657 = icmp eq i32 %656, 0
  br i1 %657, label %655, label %658

658:                                              ; preds = %655
  %659 = shl nuw nsw i32 %628, 13
  %660 = zext nneg i32 %659 to i64
  %661 = getelementptr i8, ptr addrspace(3) @attention_tma_dsmem, i64 %660
  %662 = ptrtoint ptr addrspace(3) %661 to i64
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %306, label %663, label %664

663:                                              ; preds = %658
  call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;\0A\09fence.mbarrier_init.release.cluster;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_tma_smem, i64 18432) to i32)) #5
  br label %664

664:                                              ; preds = %663, %658
  br i1 %354, label %665, label %666

665:                                              ; preds = %664
  call void asm sideeffect "tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [$0], 64;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_tma_smem, i64 18432) to i32), i32 8)) #5
  br label %666

666:                                              ; preds = %665, %664
  call void asm sideeffect "fence.proxy.async.shared::cta;\0A\09tcgen05.fence::before_thread_sync;", "~{memory}"() #5
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #5
  %667 = load i32, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_tma_smem, i64 18440), align 8
  br i1 %306, label %668, label %675

668:                                              ; preds = %666
  %669 = lshr exact i64 %662, 4
  %670 = and i64 %669, 16320
  %671 = or disjoint i64 %670, 4611756662049538048
  call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %667, i64 %358, i64 %671, i32 135267472, i32 0) #5
  %672 = or disjoint i64 %670, 4611756662049538050
  call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %667, i64 %362, i64 %672, i32 135267472, i32 1) #5
  %673 = or disjoint i64 %670, 4611756662049538052
  call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %667, i64 %366, i64 %673, i32 135267472, i32 1) #5
  %674 = or disjoint i64 %670, 4611756662049538054
  call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %667, i64 %370, i64 %674, i32 135267472, i32 1) #5
  call void asm sideeffect "tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_tma_smem, i64 18432) to i32)) #5
  br label %675

675:                                              ; preds = %668, %666
  call void asm sideeffect "{\0A\09.reg .pred done;\0A\09WAIT:\0A\09mbarrier.try_wait.parity.shared::cta.b64 done, [$0], $1;\0A\09@done bra DONE;\0A\09bra WAIT;\0A\09DONE:\0A\09}", "r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_tma_smem, i64 18432) to i32), i32 0) #5
  call void asm sideeffect "tcgen05.fence::after_thread_sync;\0A\09fence.proxy.async.shared::cta;", "~{memory}"() #5
  %676 = add i32 %375, %667
  %677 = call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %676) #5
  %678 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %677, 0
  %679 = bitcast i32 %678 to float
  %680 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %677, 1
  %681 = bitcast i32 %680 to float
  %682 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %677, 2
  %683 = bitcast i32 %682 to float
  %684 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %677, 3
  %685 = bitcast i32 %684 to float
  %686 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %677, 4
  %687 = bitcast i32 %686 to float
  %688 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %677, 5
  %689 = bitcast i32 %688 to float
  %690 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %677, 6
  %691 = bitcast i32 %690 to float
  %692 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %677, 7
  %693 = bitcast i32 %692 to float
  %694 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %677, 8
  %695 = bitcast i32 %694 to float
  %696 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %677, 9
  %697 = bitcast i32 %696 to float
  %698 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %677, 10
  %699 = bitcast i32 %698 to float
  %700 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %677, 11
  %701 = bitcast i32 %700 to float
  %702 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %677, 12
  %703 = bitcast i32 %702 to float
  %704 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %677, 13
  %705 = bitcast i32 %704 to float
  %706 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %677, 14
  %707 = bitcast i32 %706 to float
  %708 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %677, 15
  %709 = bitcast i32 %708 to float
  %710 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %677, 16
  %711 = bitcast i32 %710 to float
  %712 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %677, 17
  %713 = bitcast i32 %712 to float
  %714 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %677, 18
  %715 = bitcast i32 %714 to float
  %716 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %677, 19
  %717 = bitcast i32 %716 to float
  %718 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %677, 20
  %719 = bitcast i32 %718 to float
  %720 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %677, 21
  %721 = bitcast i32 %720 to float
  %722 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %677, 22
  %723 = bitcast i32 %722 to float
  %724 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %677, 23
  %725 = bitcast i32 %724 to float
  %726 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %677, 24
  %727 = bitcast i32 %726 to float
  %728 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %677, 25
  %729 = bitcast i32 %728 to float
  %730 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %677, 26
  %731 = bitcast i32 %730 to float
  %732 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %677, 27
  %733 = bitcast i32 %732 to float
  %734 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %677, 28
  %735 = bitcast i32 %734 to float
  %736 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %677, 29
  %737 = bitcast i32 %736 to float
  %738 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %677, 30
  %739 = bitcast i32 %738 to float
  %740 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %677, 31
  %741 = bitcast i32 %740 to float
  call void asm sideeffect "tcgen05.fence::before_thread_sync;", "~{memory}"() #5
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %354, label %742, label %743

742:                                              ; preds = %675
  call void asm sideeffect "tcgen05.fence::after_thread_sync;\0A\09tcgen05.dealloc.cta_group::1.sync.aligned.b32 $0, 64;", "r,~{memory}"(i32 %667) #5
  br label %743

743:                                              ; preds = %742, %675
  br i1 %306, label %744, label %745

744:                                              ; preds = %743
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_tma_smem, i64 18432) to i32)) #5
  br label %745

745:                                              ; preds = %744, %743
  %746 = fmul float %305, %679
  %747 = fmul float %305, %681
  %748 = fmul float %305, %683
  %749 = fmul float %305, %685
  %750 = fmul float %305, %687
  %751 = fmul float %305, %689
  %752 = fmul float %305, %691
  %753 = fmul float %305, %693
  %754 = fmul float %305, %695
  %755 = fmul float %305, %697
  %756 = fmul float %305, %699
  %757 = fmul float %305, %701
  %758 = fmul float %305, %703
  %759 = fmul float %305, %705
  %760 = fmul float %305, %707
  %761 = fmul float %305, %709
  %762 = fmul float %305, %711
  %763 = fmul float %305, %713
  %764 = fmul float %305, %715
  %765 = fmul float %305, %717
  %766 = fmul float %305, %719
  %767 = fmul float %305, %721
  %768 = fmul float %305, %723
  %769 = fmul float %305, %725
  %770 = fmul float %305, %727
  %771 = fmul float %305, %729
  %772 = fmul float %305, %731
  %773 = fmul float %305, %733
  %774 = fmul float %305, %735
  %775 = fmul float %305, %737
  %776 = fmul float %305, %739
  %777 = fmul float %305, %741
  %778 = or disjoint i32 %626, %372
  %779 = icmp slt i32 %778, %4
  %780 = or disjoint i32 %778, 1
  %781 = icmp slt i32 %780, %4
  %782 = or disjoint i32 %778, 2
  %783 = icmp slt i32 %782, %4
  %784 = or disjoint i32 %778, 3
  %785 = icmp slt i32 %784, %4
  %786 = or disjoint i32 %778, 4
  %787 = icmp slt i32 %786, %4
  %788 = or disjoint i32 %778, 5
  %789 = icmp slt i32 %788, %4
  %790 = or disjoint i32 %778, 6
  %791 = icmp slt i32 %790, %4
  %792 = or disjoint i32 %778, 7
  %793 = icmp slt i32 %792, %4
  %794 = or disjoint i32 %626, %376
  %795 = icmp slt i32 %794, %4
  %796 = or disjoint i32 %626, %377
  %797 = icmp slt i32 %796, %4
  %798 = or disjoint i32 %626, %378
  %799 = icmp slt i32 %798, %4
  %800 = or disjoint i32 %626, %379
  %801 = icmp slt i32 %800, %4
  %802 = or disjoint i32 %626, %380
  %803 = icmp slt i32 %802, %4
  %804 = or disjoint i32 %626, %381
  %805 = icmp slt i32 %804, %4
  %806 = or disjoint i32 %626, %382
  %807 = icmp slt i32 %806, %4
  %808 = or disjoint i32 %626, %383
  %809 = icmp slt i32 %808, %4
  %810 = or disjoint i32 %626, %384
  %811 = icmp slt i32 %810, %4
  %812 = or disjoint i32 %626, %385
  %813 = icmp slt i32 %812, %4
  %814 = or disjoint i32 %626, %386
  %815 = icmp slt i32 %814, %4
  %816 = or disjoint i32 %626, %387
  %817 = icmp slt i32 %816, %4
  %818 = or disjoint i32 %626, %388
  %819 = icmp slt i32 %818, %4
  %820 = or disjoint i32 %626, %389
  %821 = icmp slt i32 %820, %4
  %822 = or disjoint i32 %626, %390
  %823 = icmp slt i32 %822, %4
  %824 = or disjoint i32 %626, %391
  %825 = icmp slt i32 %824, %4
  %826 = or disjoint i32 %626, %392
  %827 = icmp slt i32 %826, %4
  %828 = or disjoint i32 %626, %393
  %829 = icmp slt i32 %828, %4
  %830 = or disjoint i32 %626, %394
  %831 = icmp slt i32 %830, %4
  %832 = or disjoint i32 %626, %395
  %833 = icmp slt i32 %832, %4
  %834 = or disjoint i32 %626, %396
  %835 = icmp slt i32 %834, %4
  %836 = or disjoint i32 %626, %397
  %837 = icmp slt i32 %836, %4
  %838 = or disjoint i32 %626, %398
  %839 = icmp slt i32 %838, %4
  %840 = or disjoint i32 %626, %399
  %841 = icmp slt i32 %840, %4
  %842 = select i1 %779, float %746, float 0xFFF0000000000000
  %843 = select i1 %781, float %747, float 0xFFF0000000000000
  %844 = select i1 %783, float %748, float 0xFFF0000000000000
  %845 = select i1 %785, float %749, float 0xFFF0000000000000
  %846 = select i1 %787, float %750, float 0xFFF0000000000000
  %847 = select i1 %789, float %751, float 0xFFF0000000000000
  %848 = select i1 %791, float %752, float 0xFFF0000000000000
  %849 = select i1 %793, float %753, float 0xFFF0000000000000
  %850 = select i1 %795, float %754, float 0xFFF0000000000000
  %851 = select i1 %797, float %755, float 0xFFF0000000000000
  %852 = select i1 %799, float %756, float 0xFFF0000000000000
  %853 = select i1 %801, float %757, float 0xFFF0000000000000
  %854 = select i1 %803, float %758, float 0xFFF0000000000000
  %855 = select i1 %805, float %759, float 0xFFF0000000000000
  %856 = select i1 %807, float %760, float 0xFFF0000000000000
  %857 = select i1 %809, float %761, float 0xFFF0000000000000
  %858 = select i1 %811, float %762, float 0xFFF0000000000000
  %859 = select i1 %813, float %763, float 0xFFF0000000000000
  %860 = select i1 %815, float %764, float 0xFFF0000000000000
  %861 = select i1 %817, float %765, float 0xFFF0000000000000
  %862 = select i1 %819, float %766, float 0xFFF0000000000000
  %863 = select i1 %821, float %767, float 0xFFF0000000000000
  %864 = select i1 %823, float %768, float 0xFFF0000000000000
  %865 = select i1 %825, float %769, float 0xFFF0000000000000
  %866 = select i1 %827, float %770, float 0xFFF0000000000000
  %867 = select i1 %829, float %771, float 0xFFF0000000000000
  %868 = select i1 %831, float %772, float 0xFFF0000000000000
  %869 = select i1 %833, float %773, float 0xFFF0000000000000
  %870 = select i1 %835, float %774, float 0xFFF0000000000000
  %871 = select i1 %837, float %775, float 0xFFF0000000000000
  %872 = select i1 %839, float %776, float 0xFFF0000000000000
  %873 = select i1 %841, float %777, float 0xFFF0000000000000
  %874 = call float @llvm.maxnum.f32(float %842, float %843)
  %875 = call float @llvm.maxnum.f32(float %874, float %844)
  %876 = call float @llvm.maxnum.f32(float %875, float %845)
  %877 = call float @llvm.maxnum.f32(float %876, float %846)
  %878 = call float @llvm.maxnum.f32(float %877, float %847)
  %879 = call float @llvm.maxnum.f32(float %878, float %848)
  %880 = call float @llvm.maxnum.f32(float %879, float %849)
  %881 = call float @llvm.maxnum.f32(float %880, float %850)
  %882 = call float @llvm.maxnum.f32(float %881, float %851)
  %883 = call float @llvm.maxnum.f32(float %882, float %852)
  %884 = call float @llvm.maxnum.f32(float %883, float %853)
  %885 = call float @llvm.maxnum.f32(float %884, float %854)
  %886 = call float @llvm.maxnum.f32(float %885, float %855)
  %887 = call float @llvm.maxnum.f32(float %886, float %856)
  %888 = call float @llvm.maxnum.f32(float %887, float %857)
  %889 = call float @llvm.maxnum.f32(float %888, float %858)
  %890 = call float @llvm.maxnum.f32(float %889, float %859)
  %891 = call float @llvm.maxnum.f32(float %890, float %860)
  %892 = call float @llvm.maxnum.f32(float %891, float %861)
  %893 = call float @llvm.maxnum.f32(float %892, float %862)
  %894 = call float @llvm.maxnum.f32(float %893, float %863)
  %895 = call float @llvm.maxnum.f32(float %894, float %864)
  %896 = call float @llvm.maxnum.f32(float %895, float %865)
  %897 = call float @llvm.maxnum.f32(float %896, float %866)
  %898 = call float @llvm.maxnum.f32(float %897, float %867)
  %899 = call float @llvm.maxnum.f32(float %898, float %868)
  %900 = call float @llvm.maxnum.f32(float %899, float %869)
  %901 = call float @llvm.maxnum.f32(float %900, float %870)
  %902 = call float @llvm.maxnum.f32(float %901, float %871)
  %903 = call float @llvm.maxnum.f32(float %902, float %872)
  %904 = call float @llvm.maxnum.f32(float %903, float %873)
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store float %904, ptr addrspace(3) %405, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %905 = load float, ptr addrspace(3) %407, align 8
  %906 = load float, ptr addrspace(3) %408, align 4
  %907 = call float @llvm.maxnum.f32(float %905, float %906)
  %908 = call float @llvm.maxnum.f32(float %592, float %907)
  %909 = fsub float %842, %908
  %910 = fsub float %843, %908
  %911 = fsub float %844, %908
  %912 = fsub float %845, %908
  %913 = fsub float %846, %908
  %914 = fsub float %847, %908
  %915 = fsub float %848, %908
  %916 = fsub float %849, %908
  %917 = fsub float %850, %908
  %918 = fsub float %851, %908
  %919 = fsub float %852, %908
  %920 = fsub float %853, %908
  %921 = fsub float %854, %908
  %922 = fsub float %855, %908
  %923 = fsub float %856, %908
  %924 = fsub float %857, %908
  %925 = fsub float %858, %908
  %926 = fsub float %859, %908
  %927 = fsub float %860, %908
  %928 = fsub float %861, %908
  %929 = fsub float %862, %908
  %930 = fsub float %863, %908
  %931 = fsub float %864, %908
  %932 = fsub float %865, %908
  %933 = fsub float %866, %908
  %934 = fsub float %867, %908
  %935 = fsub float %868, %908
  %936 = fsub float %869, %908
  %937 = fsub float %870, %908
  %938 = fsub float %871, %908
  %939 = fsub float %872, %908
  %940 = fsub float %873, %908
  %941 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %909)
  %942 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %910)
  %943 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %911)
  %944 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %912)
  %945 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %913)
  %946 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %914)
  %947 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %915)
  %948 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %916)
  %949 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %917)
  %950 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %918)
  %951 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %919)
  %952 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %920)
  %953 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %921)
  %954 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %922)
  %955 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %923)
  %956 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %924)
  %957 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %925)
  %958 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %926)
  %959 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %927)
  %960 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %928)
  %961 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %929)
  %962 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %930)
  %963 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %931)
  %964 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %932)
  %965 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %933)
  %966 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %934)
  %967 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %935)
  %968 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %936)
  %969 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %937)
  %970 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %938)
  %971 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %939)
  %972 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %940)
  %973 = fsub float %592, %908
  %974 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %973)
  %975 = fmul float %625, %974
  %976 = fadd float %941, %942
  %977 = fadd float %976, %943
  %978 = fadd float %977, %944
  %979 = fadd float %978, %945
  %980 = fadd float %979, %946
  %981 = fadd float %980, %947
  %982 = fadd float %981, %948
  %983 = fadd float %982, %949
  %984 = fadd float %983, %950
  %985 = fadd float %984, %951
  %986 = fadd float %985, %952
  %987 = fadd float %986, %953
  %988 = fadd float %987, %954
  %989 = fadd float %988, %955
  %990 = fadd float %989, %956
  %991 = fadd float %990, %957
  %992 = fadd float %991, %958
  %993 = fadd float %992, %959
  %994 = fadd float %993, %960
  %995 = fadd float %994, %961
  %996 = fadd float %995, %962
  %997 = fadd float %996, %963
  %998 = fadd float %997, %964
  %999 = fadd float %998, %965
  %1000 = fadd float %999, %966
  %1001 = fadd float %1000, %967
  %1002 = fadd float %1001, %968
  %1003 = fadd float %1002, %969
  %1004 = fadd float %1003, %970
  %1005 = fadd float %1004, %971
  %1006 = fadd float %1005, %972
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store float %1006, ptr addrspace(3) %405, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1007 = load float, ptr addrspace(3) %407, align 8
  %1008 = load float, ptr addrspace(3) %408, align 4
  %1009 = fadd float %1007, %1008
  %1010 = fadd float %975, %1009
  %1011 = fptrunc float %941 to bfloat
  %1012 = fptrunc float %942 to bfloat
  %1013 = fptrunc float %943 to bfloat
  %1014 = fptrunc float %944 to bfloat
  %1015 = fptrunc float %945 to bfloat
  %1016 = fptrunc float %946 to bfloat
  %1017 = fptrunc float %947 to bfloat
  %1018 = fptrunc float %948 to bfloat
  %1019 = fptrunc float %949 to bfloat
  %1020 = fptrunc float %950 to bfloat
  %1021 = fptrunc float %951 to bfloat
  %1022 = fptrunc float %952 to bfloat
  %1023 = fptrunc float %953 to bfloat
  %1024 = fptrunc float %954 to bfloat
  %1025 = fptrunc float %955 to bfloat
  %1026 = fptrunc float %956 to bfloat
  %1027 = fptrunc float %957 to bfloat
  %1028 = fptrunc float %958 to bfloat
  %1029 = fptrunc float %959 to bfloat
  %1030 = fptrunc float %960 to bfloat
  %1031 = fptrunc float %961 to bfloat
  %1032 = fptrunc float %962 to bfloat
  %1033 = fptrunc float %963 to bfloat
  %1034 = fptrunc float %964 to bfloat
  %1035 = fptrunc float %965 to bfloat
  %1036 = fptrunc float %966 to bfloat
  %1037 = fptrunc float %967 to bfloat
  %1038 = fptrunc float %968 to bfloat
  %1039 = fptrunc float %969 to bfloat
  %1040 = fptrunc float %970 to bfloat
  %1041 = fptrunc float %971 to bfloat
  %1042 = fptrunc float %972 to bfloat
  %1043 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_tma_dsmem, i64 16384), i64 %660
  %1044 = fmul float %624, %974
  %1045 = fmul float %623, %974
  %1046 = fmul float %622, %974
  %1047 = fmul float %621, %974
  %1048 = fmul float %620, %974
  %1049 = fmul float %619, %974
  %1050 = fmul float %618, %974
  %1051 = fmul float %617, %974
  %1052 = fmul float %616, %974
  %1053 = fmul float %615, %974
  %1054 = fmul float %614, %974
  %1055 = fmul float %613, %974
  %1056 = fmul float %612, %974
  %1057 = fmul float %611, %974
  %1058 = fmul float %610, %974
  %1059 = fmul float %609, %974
  %1060 = fmul float %608, %974
  %1061 = fmul float %607, %974
  %1062 = fmul float %606, %974
  %1063 = fmul float %605, %974
  %1064 = fmul float %604, %974
  %1065 = fmul float %603, %974
  %1066 = fmul float %602, %974
  %1067 = fmul float %601, %974
  %1068 = fmul float %600, %974
  %1069 = fmul float %599, %974
  %1070 = fmul float %598, %974
  %1071 = fmul float %597, %974
  %1072 = fmul float %596, %974
  %1073 = fmul float %595, %974
  %1074 = fmul float %594, %974
  %1075 = fmul float %593, %974
  %1076 = ptrtoint ptr addrspace(3) %1043 to i64
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %306, label %1077, label %1078

1077:                                             ; preds = %745
  call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;\0A\09fence.mbarrier_init.release.cluster;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_tma_smem, i64 18432) to i32)) #5
  br label %1078

1078:                                             ; preds = %1077, %745
  br i1 %354, label %1079, label %1080

1079:                                             ; preds = %1078
  call void asm sideeffect "tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [$0], 64;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_tma_smem, i64 18432) to i32), i32 8)) #5
  br label %1080

1080:                                             ; preds = %1079, %1078
  store bfloat %1011, ptr addrspace(3) %418, align 16
  store bfloat %1012, ptr addrspace(3) %422, align 2
  store bfloat %1013, ptr addrspace(3) %426, align 4
  store bfloat %1014, ptr addrspace(3) %430, align 2
  store bfloat %1015, ptr addrspace(3) %434, align 8
  store bfloat %1016, ptr addrspace(3) %438, align 2
  store bfloat %1017, ptr addrspace(3) %442, align 4
  store bfloat %1018, ptr addrspace(3) %446, align 2
  store bfloat %1019, ptr addrspace(3) %452, align 16
  store bfloat %1020, ptr addrspace(3) %458, align 2
  store bfloat %1021, ptr addrspace(3) %464, align 4
  store bfloat %1022, ptr addrspace(3) %470, align 2
  store bfloat %1023, ptr addrspace(3) %476, align 8
  store bfloat %1024, ptr addrspace(3) %482, align 2
  store bfloat %1025, ptr addrspace(3) %488, align 4
  store bfloat %1026, ptr addrspace(3) %494, align 2
  store bfloat %1027, ptr addrspace(3) %499, align 16
  store bfloat %1028, ptr addrspace(3) %504, align 2
  store bfloat %1029, ptr addrspace(3) %509, align 4
  store bfloat %1030, ptr addrspace(3) %514, align 2
  store bfloat %1031, ptr addrspace(3) %519, align 8
  store bfloat %1032, ptr addrspace(3) %524, align 2
  store bfloat %1033, ptr addrspace(3) %529, align 4
  store bfloat %1034, ptr addrspace(3) %534, align 2
  store bfloat %1035, ptr addrspace(3) %539, align 16
  store bfloat %1036, ptr addrspace(3) %544, align 2
  store bfloat %1037, ptr addrspace(3) %549, align 4
  store bfloat %1038, ptr addrspace(3) %554, align 2
  store bfloat %1039, ptr addrspace(3) %559, align 8
  store bfloat %1040, ptr addrspace(3) %564, align 2
  store bfloat %1041, ptr addrspace(3) %569, align 4
  store bfloat %1042, ptr addrspace(3) %574, align 2
  call void asm sideeffect "tcgen05.fence::before_thread_sync;", "~{memory}"() #5
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #5
  %1081 = load i32, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_tma_smem, i64 18440), align 8
  %1082 = bitcast float %1044 to i32
  %1083 = bitcast float %1045 to i32
  %1084 = bitcast float %1046 to i32
  %1085 = bitcast float %1047 to i32
  %1086 = bitcast float %1048 to i32
  %1087 = bitcast float %1049 to i32
  %1088 = bitcast float %1050 to i32
  %1089 = bitcast float %1051 to i32
  %1090 = bitcast float %1052 to i32
  %1091 = bitcast float %1053 to i32
  %1092 = bitcast float %1054 to i32
  %1093 = bitcast float %1055 to i32
  %1094 = bitcast float %1056 to i32
  %1095 = bitcast float %1057 to i32
  %1096 = bitcast float %1058 to i32
  %1097 = bitcast float %1059 to i32
  %1098 = bitcast float %1060 to i32
  %1099 = bitcast float %1061 to i32
  %1100 = bitcast float %1062 to i32
  %1101 = bitcast float %1063 to i32
  %1102 = bitcast float %1064 to i32
  %1103 = bitcast float %1065 to i32
  %1104 = bitcast float %1066 to i32
  %1105 = bitcast float %1067 to i32
  %1106 = bitcast float %1068 to i32
  %1107 = bitcast float %1069 to i32
  %1108 = bitcast float %1070 to i32
  %1109 = bitcast float %1071 to i32
  %1110 = bitcast float %1072 to i32
  %1111 = bitcast float %1073 to i32
  %1112 = bitcast float %1074 to i32
  %1113 = bitcast float %1075 to i32
  %1114 = add i32 %375, %1081
  call void asm sideeffect "tcgen05.st.sync.aligned.32x32b.x32.b32 [$0], {$1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32};", "r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,~{memory}"(i32 %1114, i32 %1082, i32 %1083, i32 %1084, i32 %1085, i32 %1086, i32 %1087, i32 %1088, i32 %1089, i32 %1090, i32 %1091, i32 %1092, i32 %1093, i32 %1094, i32 %1095, i32 %1096, i32 %1097, i32 %1098, i32 %1099, i32 %1100, i32 %1101, i32 %1102, i32 %1103, i32 %1104, i32 %1105, i32 %1106, i32 %1107, i32 %1108, i32 %1109, i32 %1110, i32 %1111, i32 %1112, i32 %1113) #5
  call void asm sideeffect "tcgen05.wait::st.sync.aligned;", "~{memory}"() #5
  call void asm sideeffect "fence.proxy.async.shared::cta;\0A\09tcgen05.fence::before_thread_sync;", "~{memory}"() #5
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #5
  br i1 %306, label %1115, label %1131

1115:                                             ; preds = %1080
  %1116 = lshr exact i64 %1076, 4
  %1117 = and i64 %1116, 16320
  %1118 = or disjoint i64 %1117, 4611756662083026944
  call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %1081, i64 %578, i64 %1118, i32 135333008, i32 1) #5
  %1119 = add i64 %1076, 2048
  %1120 = lshr exact i64 %1119, 4
  %1121 = and i64 %1120, 16320
  %1122 = or disjoint i64 %1121, 4611756662083026944
  call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %1081, i64 %582, i64 %1122, i32 135333008, i32 1) #5
  %1123 = add i64 %1076, 4096
  %1124 = lshr exact i64 %1123, 4
  %1125 = and i64 %1124, 16320
  %1126 = or disjoint i64 %1125, 4611756662083026944
  call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %1081, i64 %586, i64 %1126, i32 135333008, i32 1) #5
  %1127 = add i64 %1076, 6144
  %1128 = lshr exact i64 %1127, 4
  %1129 = and i64 %1128, 16320
  %1130 = or disjoint i64 %1129, 4611756662083026944
  call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %1081, i64 %590, i64 %1130, i32 135333008, i32 1) #5
  call void asm sideeffect "tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_tma_smem, i64 18432) to i32)) #5
  br label %1131

1131:                                             ; preds = %1115, %1080
  call void asm sideeffect "{\0A\09.reg .pred done;\0A\09WAIT:\0A\09mbarrier.try_wait.parity.shared::cta.b64 done, [$0], $1;\0A\09@done bra DONE;\0A\09bra WAIT;\0A\09DONE:\0A\09}", "r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_tma_smem, i64 18432) to i32), i32 0) #5
  call void asm sideeffect "tcgen05.fence::after_thread_sync;\0A\09fence.proxy.async.shared::cta;", "~{memory}"() #5
  %1132 = call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %1114) #5
  %1133 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1132, 0
  %1134 = bitcast i32 %1133 to float
  %1135 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1132, 1
  %1136 = bitcast i32 %1135 to float
  %1137 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1132, 2
  %1138 = bitcast i32 %1137 to float
  %1139 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1132, 3
  %1140 = bitcast i32 %1139 to float
  %1141 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1132, 4
  %1142 = bitcast i32 %1141 to float
  %1143 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1132, 5
  %1144 = bitcast i32 %1143 to float
  %1145 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1132, 6
  %1146 = bitcast i32 %1145 to float
  %1147 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1132, 7
  %1148 = bitcast i32 %1147 to float
  %1149 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1132, 8
  %1150 = bitcast i32 %1149 to float
  %1151 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1132, 9
  %1152 = bitcast i32 %1151 to float
  %1153 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1132, 10
  %1154 = bitcast i32 %1153 to float
  %1155 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1132, 11
  %1156 = bitcast i32 %1155 to float
  %1157 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1132, 12
  %1158 = bitcast i32 %1157 to float
  %1159 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1132, 13
  %1160 = bitcast i32 %1159 to float
  %1161 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1132, 14
  %1162 = bitcast i32 %1161 to float
  %1163 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1132, 15
  %1164 = bitcast i32 %1163 to float
  %1165 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1132, 16
  %1166 = bitcast i32 %1165 to float
  %1167 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1132, 17
  %1168 = bitcast i32 %1167 to float
  %1169 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1132, 18
  %1170 = bitcast i32 %1169 to float
  %1171 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1132, 19
  %1172 = bitcast i32 %1171 to float
  %1173 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1132, 20
  %1174 = bitcast i32 %1173 to float
  %1175 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1132, 21
  %1176 = bitcast i32 %1175 to float
  %1177 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1132, 22
  %1178 = bitcast i32 %1177 to float
  %1179 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1132, 23
  %1180 = bitcast i32 %1179 to float
  %1181 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1132, 24
  %1182 = bitcast i32 %1181 to float
  %1183 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1132, 25
  %1184 = bitcast i32 %1183 to float
  %1185 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1132, 26
  %1186 = bitcast i32 %1185 to float
  %1187 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1132, 27
  %1188 = bitcast i32 %1187 to float
  %1189 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1132, 28
  %1190 = bitcast i32 %1189 to float
  %1191 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1132, 29
  %1192 = bitcast i32 %1191 to float
  %1193 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1132, 30
  %1194 = bitcast i32 %1193 to float
  %1195 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1132, 31
  %1196 = bitcast i32 %1195 to float
  call void asm sideeffect "tcgen05.fence::before_thread_sync;", "~{memory}"() #5
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %354, label %1197, label %1198

1197:                                             ; preds = %1131
  call void asm sideeffect "tcgen05.fence::after_thread_sync;\0A\09tcgen05.dealloc.cta_group::1.sync.aligned.b32 $0, 64;", "r,~{memory}"(i32 %1081) #5
  br label %1198

1198:                                             ; preds = %1197, %1131
  br i1 %306, label %1199, label %1200

1199:                                             ; preds = %1198
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_tma_smem, i64 18432) to i32)) #5
  br label %1200

1200:                                             ; preds = %1199, %1198
  br i1 %630, label %591, label %._crit_edge

._crit_edge:                                      ; preds = %1200, %.critedge1.._crit_edge_crit_edge
  %.pre-phi = phi i32 [ %.pre, %.critedge1.._crit_edge_crit_edge ], [ %400, %1200 ]
  %.lcssa38 = phi float [ 0.000000e+00, %.critedge1.._crit_edge_crit_edge ], [ %1010, %1200 ]
  %.lcssa37 = phi float [ 0.000000e+00, %.critedge1.._crit_edge_crit_edge ], [ %1134, %1200 ]
  %.lcssa36 = phi float [ 0.000000e+00, %.critedge1.._crit_edge_crit_edge ], [ %1136, %1200 ]
  %.lcssa35 = phi float [ 0.000000e+00, %.critedge1.._crit_edge_crit_edge ], [ %1138, %1200 ]
  %.lcssa34 = phi float [ 0.000000e+00, %.critedge1.._crit_edge_crit_edge ], [ %1140, %1200 ]
  %.lcssa33 = phi float [ 0.000000e+00, %.critedge1.._crit_edge_crit_edge ], [ %1142, %1200 ]
  %.lcssa32 = phi float [ 0.000000e+00, %.critedge1.._crit_edge_crit_edge ], [ %1144, %1200 ]
  %.lcssa31 = phi float [ 0.000000e+00, %.critedge1.._crit_edge_crit_edge ], [ %1146, %1200 ]
  %.lcssa30 = phi float [ 0.000000e+00, %.critedge1.._crit_edge_crit_edge ], [ %1148, %1200 ]
  %.lcssa29 = phi float [ 0.000000e+00, %.critedge1.._crit_edge_crit_edge ], [ %1150, %1200 ]
  %.lcssa28 = phi float [ 0.000000e+00, %.critedge1.._crit_edge_crit_edge ], [ %1152, %1200 ]
  %.lcssa27 = phi float [ 0.000000e+00, %.critedge1.._crit_edge_crit_edge ], [ %1154, %1200 ]
  %.lcssa26 = phi float [ 0.000000e+00, %.critedge1.._crit_edge_crit_edge ], [ %1156, %1200 ]
  %.lcssa25 = phi float [ 0.000000e+00, %.critedge1.._crit_edge_crit_edge ], [ %1158, %1200 ]
  %.lcssa24 = phi float [ 0.000000e+00, %.critedge1.._crit_edge_crit_edge ], [ %1160, %1200 ]
  %.lcssa23 = phi float [ 0.000000e+00, %.critedge1.._crit_edge_crit_edge ], [ %1162, %1200 ]
  %.lcssa22 = phi float [ 0.000000e+00, %.critedge1.._crit_edge_crit_edge ], [ %1164, %1200 ]
  %.lcssa21 = phi float [ 0.000000e+00, %.critedge1.._crit_edge_crit_edge ], [ %1166, %1200 ]
  %.lcssa20 = phi float [ 0.000000e+00, %.critedge1.._crit_edge_crit_edge ], [ %1168, %1200 ]
  %.lcssa19 = phi float [ 0.000000e+00, %.critedge1.._crit_edge_crit_edge ], [ %1170, %1200 ]
  %.lcssa18 = phi float [ 0.000000e+00, %.critedge1.._crit_edge_crit_edge ], [ %1172, %1200 ]
  %.lcssa17 = phi float [ 0.000000e+00, %.critedge1.._crit_edge_crit_edge ], [ %1174, %1200 ]
  %.lcssa16 = phi float [ 0.000000e+00, %.critedge1.._crit_edge_crit_edge ], [ %1176, %1200 ]
  %.lcssa15 = phi float [ 0.000000e+00, %.critedge1.._crit_edge_crit_edge ], [ %1178, %1200 ]
  %.lcssa14 = phi float [ 0.000000e+00, %.critedge1.._crit_edge_crit_edge ], [ %1180, %1200 ]
  %.lcssa13 = phi float [ 0.000000e+00, %.critedge1.._crit_edge_crit_edge ], [ %1182, %1200 ]
  %.lcssa12 = phi float [ 0.000000e+00, %.critedge1.._crit_edge_crit_edge ], [ %1184, %1200 ]
  %.lcssa11 = phi float [ 0.000000e+00, %.critedge1.._crit_edge_crit_edge ], [ %1186, %1200 ]
  %.lcssa10 = phi float [ 0.000000e+00, %.critedge1.._crit_edge_crit_edge ], [ %1188, %1200 ]
  %.lcssa9 = phi float [ 0.000000e+00, %.critedge1.._crit_edge_crit_edge ], [ %1190, %1200 ]
  %.lcssa8 = phi float [ 0.000000e+00, %.critedge1.._crit_edge_crit_edge ], [ %1192, %1200 ]
  %.lcssa7 = phi float [ 0.000000e+00, %.critedge1.._crit_edge_crit_edge ], [ %1194, %1200 ]
  %.lcssa6 = phi float [ 0.000000e+00, %.critedge1.._crit_edge_crit_edge ], [ %1196, %1200 ]
  %.lcssa = phi float [ 0xFFF0000000000000, %.critedge1.._crit_edge_crit_edge ], [ %908, %1200 ]
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1201 = zext nneg i32 %.pre-phi to i64
  %1202 = getelementptr float, ptr addrspace(3) @attention_tma_smem, i64 %1201
  store float %.lcssa, ptr addrspace(3) %1202, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %306, label %1203, label %1204

1203:                                             ; preds = %._crit_edge
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_tma_dsmem, i64 32768) to i32)) #5
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_tma_dsmem, i64 32768) to i32), i32 16)) #5
  br label %1204

1204:                                             ; preds = %1203, %._crit_edge
  %1205 = fdiv float %.lcssa37, %.lcssa38
  %1206 = fdiv float %.lcssa36, %.lcssa38
  %1207 = fdiv float %.lcssa35, %.lcssa38
  %1208 = fdiv float %.lcssa34, %.lcssa38
  %1209 = fdiv float %.lcssa33, %.lcssa38
  %1210 = fdiv float %.lcssa32, %.lcssa38
  %1211 = fdiv float %.lcssa31, %.lcssa38
  %1212 = fdiv float %.lcssa30, %.lcssa38
  %1213 = fdiv float %.lcssa29, %.lcssa38
  %1214 = fdiv float %.lcssa28, %.lcssa38
  %1215 = fdiv float %.lcssa27, %.lcssa38
  %1216 = fdiv float %.lcssa26, %.lcssa38
  %1217 = fdiv float %.lcssa25, %.lcssa38
  %1218 = fdiv float %.lcssa24, %.lcssa38
  %1219 = fdiv float %.lcssa23, %.lcssa38
  %1220 = fdiv float %.lcssa22, %.lcssa38
  %1221 = fdiv float %.lcssa21, %.lcssa38
  %1222 = fdiv float %.lcssa20, %.lcssa38
  %1223 = fdiv float %.lcssa19, %.lcssa38
  %1224 = fdiv float %.lcssa18, %.lcssa38
  %1225 = fdiv float %.lcssa17, %.lcssa38
  %1226 = fdiv float %.lcssa16, %.lcssa38
  %1227 = fdiv float %.lcssa15, %.lcssa38
  %1228 = fdiv float %.lcssa14, %.lcssa38
  %1229 = fdiv float %.lcssa13, %.lcssa38
  %1230 = fdiv float %.lcssa12, %.lcssa38
  %1231 = fdiv float %.lcssa11, %.lcssa38
  %1232 = fdiv float %.lcssa10, %.lcssa38
  %1233 = fdiv float %.lcssa9, %.lcssa38
  %1234 = fdiv float %.lcssa8, %.lcssa38
  %1235 = fdiv float %.lcssa7, %.lcssa38
  %1236 = fdiv float %.lcssa6, %.lcssa38
  %1237 = fptrunc float %1205 to bfloat
  %1238 = fptrunc float %1206 to bfloat
  %1239 = fptrunc float %1207 to bfloat
  %1240 = fptrunc float %1208 to bfloat
  %1241 = fptrunc float %1209 to bfloat
  %1242 = fptrunc float %1210 to bfloat
  %1243 = fptrunc float %1211 to bfloat
  %1244 = fptrunc float %1212 to bfloat
  %1245 = fptrunc float %1213 to bfloat
  %1246 = fptrunc float %1214 to bfloat
  %1247 = fptrunc float %1215 to bfloat
  %1248 = fptrunc float %1216 to bfloat
  %1249 = fptrunc float %1217 to bfloat
  %1250 = fptrunc float %1218 to bfloat
  %1251 = fptrunc float %1219 to bfloat
  %1252 = fptrunc float %1220 to bfloat
  %1253 = fptrunc float %1221 to bfloat
  %1254 = fptrunc float %1222 to bfloat
  %1255 = fptrunc float %1223 to bfloat
  %1256 = fptrunc float %1224 to bfloat
  %1257 = fptrunc float %1225 to bfloat
  %1258 = fptrunc float %1226 to bfloat
  %1259 = fptrunc float %1227 to bfloat
  %1260 = fptrunc float %1228 to bfloat
  %1261 = fptrunc float %1229 to bfloat
  %1262 = fptrunc float %1230 to bfloat
  %1263 = fptrunc float %1231 to bfloat
  %1264 = fptrunc float %1232 to bfloat
  %1265 = fptrunc float %1233 to bfloat
  %1266 = fptrunc float %1234 to bfloat
  %1267 = fptrunc float %1235 to bfloat
  %1268 = fptrunc float %1236 to bfloat
  %1269 = lshr i32 %10, 2
  %1270 = and i32 %1269, 32
  %1271 = or disjoint i32 %14, %.pre-phi
  %1272 = add i32 %13, %1271
  %1273 = shl i32 %1272, 6
  %1274 = or disjoint i32 %1273, %1270
  %1275 = sext i32 %1274 to i64
  %1276 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1275
  %1277 = icmp slt i32 %1271, %4
  %1278 = ptrtoint ptr addrspace(1) %1276 to i64
  %1279 = and i64 %1278, 7
  %1280 = icmp eq i64 %1279, 0
  %1281 = and i1 %1277, %1280
  %1282 = xor i1 %1277, %1281
  %1283 = zext i1 %1281 to i32
  %1284 = bitcast bfloat %1237 to i16
  %1285 = bitcast bfloat %1238 to i16
  %1286 = bitcast bfloat %1239 to i16
  %1287 = bitcast bfloat %1240 to i16
  %1288 = zext i1 %1282 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b16 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b16 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b16 [$5+2], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b16 [$5+4], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b16 [$5+6], $4;\0A}", "r,h,h,h,h,l,r,r,r,r"(i32 %1283, i16 %1284, i16 %1285, i16 %1286, i16 %1287, ptr addrspace(1) %1276, i32 %1288, i32 %1288, i32 %1288, i32 %1288) #5
  %1289 = getelementptr i8, ptr addrspace(1) %1276, i64 8
  %1290 = ptrtoint ptr addrspace(1) %1289 to i64
  %1291 = and i64 %1290, 7
  %1292 = icmp eq i64 %1291, 0
  %1293 = and i1 %1277, %1292
  %1294 = xor i1 %1277, %1293
  %1295 = zext i1 %1293 to i32
  %1296 = bitcast bfloat %1241 to i16
  %1297 = bitcast bfloat %1242 to i16
  %1298 = bitcast bfloat %1243 to i16
  %1299 = bitcast bfloat %1244 to i16
  %1300 = zext i1 %1294 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b16 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b16 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b16 [$5+2], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b16 [$5+4], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b16 [$5+6], $4;\0A}", "r,h,h,h,h,l,r,r,r,r"(i32 %1295, i16 %1296, i16 %1297, i16 %1298, i16 %1299, ptr addrspace(1) %1289, i32 %1300, i32 %1300, i32 %1300, i32 %1300) #5
  %1301 = getelementptr i8, ptr addrspace(1) %1276, i64 16
  %1302 = ptrtoint ptr addrspace(1) %1301 to i64
  %1303 = and i64 %1302, 7
  %1304 = icmp eq i64 %1303, 0
  %1305 = and i1 %1277, %1304
  %1306 = xor i1 %1277, %1305
  %1307 = zext i1 %1305 to i32
  %1308 = bitcast bfloat %1245 to i16
  %1309 = bitcast bfloat %1246 to i16
  %1310 = bitcast bfloat %1247 to i16
  %1311 = bitcast bfloat %1248 to i16
  %1312 = zext i1 %1306 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b16 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b16 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b16 [$5+2], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b16 [$5+4], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b16 [$5+6], $4;\0A}", "r,h,h,h,h,l,r,r,r,r"(i32 %1307, i16 %1308, i16 %1309, i16 %1310, i16 %1311, ptr addrspace(1) %1301, i32 %1312, i32 %1312, i32 %1312, i32 %1312) #5
  %1313 = getelementptr i8, ptr addrspace(1) %1276, i64 24
  %1314 = ptrtoint ptr addrspace(1) %1313 to i64
  %1315 = and i64 %1314, 7
  %1316 = icmp eq i64 %1315, 0
  %1317 = and i1 %1277, %1316
  %1318 = xor i1 %1277, %1317
  %1319 = zext i1 %1317 to i32
  %1320 = bitcast bfloat %1249 to i16
  %1321 = bitcast bfloat %1250 to i16
  %1322 = bitcast bfloat %1251 to i16
  %1323 = bitcast bfloat %1252 to i16
  %1324 = zext i1 %1318 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b16 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b16 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b16 [$5+2], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b16 [$5+4], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b16 [$5+6], $4;\0A}", "r,h,h,h,h,l,r,r,r,r"(i32 %1319, i16 %1320, i16 %1321, i16 %1322, i16 %1323, ptr addrspace(1) %1313, i32 %1324, i32 %1324, i32 %1324, i32 %1324) #5
  %1325 = getelementptr i8, ptr addrspace(1) %1276, i64 32
  %1326 = ptrtoint ptr addrspace(1) %1325 to i64
  %1327 = and i64 %1326, 7
  %1328 = icmp eq i64 %1327, 0
  %1329 = and i1 %1277, %1328
  %1330 = xor i1 %1277, %1329
  %1331 = zext i1 %1329 to i32
  %1332 = bitcast bfloat %1253 to i16
  %1333 = bitcast bfloat %1254 to i16
  %1334 = bitcast bfloat %1255 to i16
  %1335 = bitcast bfloat %1256 to i16
  %1336 = zext i1 %1330 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b16 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b16 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b16 [$5+2], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b16 [$5+4], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b16 [$5+6], $4;\0A}", "r,h,h,h,h,l,r,r,r,r"(i32 %1331, i16 %1332, i16 %1333, i16 %1334, i16 %1335, ptr addrspace(1) %1325, i32 %1336, i32 %1336, i32 %1336, i32 %1336) #5
  %1337 = getelementptr i8, ptr addrspace(1) %1276, i64 40
  %1338 = ptrtoint ptr addrspace(1) %1337 to i64
  %1339 = and i64 %1338, 7
  %1340 = icmp eq i64 %1339, 0
  %1341 = and i1 %1277, %1340
  %1342 = xor i1 %1277, %1341
  %1343 = zext i1 %1341 to i32
  %1344 = bitcast bfloat %1257 to i16
  %1345 = bitcast bfloat %1258 to i16
  %1346 = bitcast bfloat %1259 to i16
  %1347 = bitcast bfloat %1260 to i16
  %1348 = zext i1 %1342 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b16 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b16 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b16 [$5+2], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b16 [$5+4], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b16 [$5+6], $4;\0A}", "r,h,h,h,h,l,r,r,r,r"(i32 %1343, i16 %1344, i16 %1345, i16 %1346, i16 %1347, ptr addrspace(1) %1337, i32 %1348, i32 %1348, i32 %1348, i32 %1348) #5
  %1349 = getelementptr i8, ptr addrspace(1) %1276, i64 48
  %1350 = ptrtoint ptr addrspace(1) %1349 to i64
  %1351 = and i64 %1350, 7
  %1352 = icmp eq i64 %1351, 0
  %1353 = and i1 %1277, %1352
  %1354 = xor i1 %1277, %1353
  %1355 = zext i1 %1353 to i32
  %1356 = bitcast bfloat %1261 to i16
  %1357 = bitcast bfloat %1262 to i16
  %1358 = bitcast bfloat %1263 to i16
  %1359 = bitcast bfloat %1264 to i16
  %1360 = zext i1 %1354 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b16 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b16 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b16 [$5+2], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b16 [$5+4], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b16 [$5+6], $4;\0A}", "r,h,h,h,h,l,r,r,r,r"(i32 %1355, i16 %1356, i16 %1357, i16 %1358, i16 %1359, ptr addrspace(1) %1349, i32 %1360, i32 %1360, i32 %1360, i32 %1360) #5
  %1361 = getelementptr i8, ptr addrspace(1) %1276, i64 56
  %1362 = ptrtoint ptr addrspace(1) %1361 to i64
  %1363 = and i64 %1362, 7
  %1364 = icmp eq i64 %1363, 0
  %1365 = and i1 %1277, %1364
  %1366 = xor i1 %1277, %1365
  %1367 = zext i1 %1365 to i32
  %1368 = bitcast bfloat %1265 to i16
  %1369 = bitcast bfloat %1266 to i16
  %1370 = bitcast bfloat %1267 to i16
  %1371 = bitcast bfloat %1268 to i16
  %1372 = zext i1 %1366 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b16 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b16 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b16 [$5+2], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b16 [$5+4], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b16 [$5+6], $4;\0A}", "r,h,h,h,h,l,r,r,r,r"(i32 %1367, i16 %1368, i16 %1369, i16 %1370, i16 %1371, ptr addrspace(1) %1361, i32 %1372, i32 %1372, i32 %1372, i32 %1372) #5
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

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.ftz.f32(float) #4

attributes #0 = { nounwind "nvvm.reqntid"="256" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
