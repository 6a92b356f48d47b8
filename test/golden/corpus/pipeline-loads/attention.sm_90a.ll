; ModuleID = 'tile_kernels'
source_filename = "tile_kernels"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@attention_smem = internal addrspace(3) global [8192 x i8] undef, align 1024
@attention_dsmem = external addrspace(3) global [0 x i8], align 1024

; Function Attrs: nounwind
define ptx_kernel void @attention(ptr addrspace(1) %0, ptr addrspace(1) %1, ptr addrspace(1) %2, ptr addrspace(1) %3, i32 %4, float %5) local_unnamed_addr #0 {
  %7 = tail call range(i32 0, 128) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = shl nuw nsw i32 %7, 2
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %11 = mul i32 %4, %10
  %12 = shl i32 %11, 6
  %13 = shl i32 %9, 6
  %14 = fmul float %5, 0x3FF7154760000000
  %15 = lshr i32 %7, 4
  %16 = or disjoint i32 %13, %15
  %17 = add i32 %11, %16
  %18 = shl i32 %17, 6
  %19 = or disjoint i32 %15, 8
  %20 = or disjoint i32 %19, %13
  %21 = add i32 %11, %20
  %22 = shl i32 %21, 6
  %23 = or disjoint i32 %15, 16
  %24 = or disjoint i32 %23, %13
  %25 = add i32 %11, %24
  %26 = shl i32 %25, 6
  %27 = or disjoint i32 %15, 24
  %28 = or disjoint i32 %27, %13
  %29 = add i32 %11, %28
  %30 = shl i32 %29, 6
  %31 = or disjoint i32 %15, 32
  %32 = or disjoint i32 %31, %13
  %33 = add i32 %11, %32
  %34 = shl i32 %33, 6
  %35 = or disjoint i32 %15, 40
  %36 = or disjoint i32 %35, %13
  %37 = add i32 %11, %36
  %38 = shl i32 %37, 6
  %39 = or disjoint i32 %15, 48
  %40 = or disjoint i32 %39, %13
  %41 = add i32 %11, %40
  %42 = shl i32 %41, 6
  %43 = or disjoint i32 %15, 56
  %44 = or disjoint i32 %43, %13
  %45 = add i32 %11, %44
  %46 = shl i32 %45, 6
  %47 = and i32 %8, 60
  %48 = or disjoint i32 %47, 1
  %49 = or disjoint i32 %47, 2
  %50 = or disjoint i32 %47, 3
  %51 = or disjoint i32 %8, 513
  %52 = and i32 %51, 61
  %53 = or disjoint i32 %8, 514
  %54 = and i32 %53, 62
  %55 = or disjoint i32 %8, 515
  %56 = and i32 %55, 63
  %57 = or disjoint i32 %8, 1025
  %58 = and i32 %57, 61
  %59 = or disjoint i32 %8, 1026
  %60 = and i32 %59, 62
  %61 = or disjoint i32 %8, 1027
  %62 = and i32 %61, 63
  %63 = or disjoint i32 %8, 1537
  %64 = and i32 %63, 61
  %65 = or disjoint i32 %8, 1538
  %66 = and i32 %65, 62
  %67 = or disjoint i32 %8, 1539
  %68 = and i32 %67, 63
  %69 = or disjoint i32 %8, 2049
  %70 = and i32 %69, 61
  %71 = or disjoint i32 %8, 2050
  %72 = and i32 %71, 62
  %73 = or disjoint i32 %8, 2051
  %74 = and i32 %73, 63
  %75 = or disjoint i32 %8, 2561
  %76 = and i32 %75, 61
  %77 = or disjoint i32 %8, 2562
  %78 = and i32 %77, 62
  %79 = or disjoint i32 %8, 2563
  %80 = and i32 %79, 63
  %81 = or disjoint i32 %8, 3073
  %82 = and i32 %81, 61
  %83 = or disjoint i32 %8, 3074
  %84 = and i32 %83, 62
  %85 = or disjoint i32 %8, 3075
  %86 = and i32 %85, 63
  %87 = or disjoint i32 %8, 3585
  %88 = and i32 %87, 61
  %89 = or disjoint i32 %8, 3586
  %90 = and i32 %89, 62
  %91 = or disjoint i32 %8, 3587
  %92 = and i32 %91, 63
  %93 = or disjoint i32 %18, %47
  %94 = or disjoint i32 %22, %47
  %95 = or disjoint i32 %26, %47
  %96 = or disjoint i32 %30, %47
  %97 = or disjoint i32 %34, %47
  %98 = or disjoint i32 %38, %47
  %99 = or disjoint i32 %42, %47
  %100 = or disjoint i32 %46, %47
  %101 = icmp slt i32 %16, %4
  %102 = icmp slt i32 %20, %4
  %103 = icmp slt i32 %24, %4
  %104 = icmp slt i32 %28, %4
  %105 = icmp slt i32 %32, %4
  %106 = icmp slt i32 %36, %4
  %107 = icmp slt i32 %40, %4
  %108 = icmp slt i32 %44, %4
  %109 = sext i32 %93 to i64
  %110 = getelementptr bfloat, ptr addrspace(1) %0, i64 %109
  %111 = ptrtoint ptr addrspace(1) %110 to i64
  %112 = and i64 %111, 7
  %113 = icmp eq i64 %112, 0
  %114 = and i1 %101, %113
  %115 = xor i1 %101, %114
  %116 = zext i1 %114 to i32
  %117 = zext i1 %115 to i32
  %118 = tail call { i16, i16, i16, i16 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $4, 0;\0Amov.b16 $0, $10;\0Amov.b16 $1, $10;\0Amov.b16 $2, $10;\0Amov.b16 $3, $10;\0A@%tile_v ld.global.v4.b16 {$0, $1, $2, $3}, [$5];\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p ld.global.b16 $0, [$5];\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p ld.global.b16 $1, [$5+2];\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p ld.global.b16 $2, [$5+4];\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p ld.global.b16 $3, [$5+6];\0A}", "=&h,=&h,=&h,=&h,r,l,r,r,r,r,h"(i32 %116, ptr addrspace(1) %110, i32 %117, i32 %117, i32 %117, i32 %117, i16 0) #6
  %119 = extractvalue { i16, i16, i16, i16 } %118, 0
  %120 = extractvalue { i16, i16, i16, i16 } %118, 1
  %121 = extractvalue { i16, i16, i16, i16 } %118, 2
  %122 = extractvalue { i16, i16, i16, i16 } %118, 3
  %123 = sext i32 %94 to i64
  %124 = getelementptr bfloat, ptr addrspace(1) %0, i64 %123
  %125 = ptrtoint ptr addrspace(1) %124 to i64
  %126 = and i64 %125, 7
  %127 = icmp eq i64 %126, 0
  %128 = and i1 %102, %127
  %129 = xor i1 %102, %128
  %130 = zext i1 %128 to i32
  %131 = zext i1 %129 to i32
  %132 = tail call { i16, i16, i16, i16 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $4, 0;\0Amov.b16 $0, $10;\0Amov.b16 $1, $10;\0Amov.b16 $2, $10;\0Amov.b16 $3, $10;\0A@%tile_v ld.global.v4.b16 {$0, $1, $2, $3}, [$5];\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p ld.global.b16 $0, [$5];\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p ld.global.b16 $1, [$5+2];\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p ld.global.b16 $2, [$5+4];\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p ld.global.b16 $3, [$5+6];\0A}", "=&h,=&h,=&h,=&h,r,l,r,r,r,r,h"(i32 %130, ptr addrspace(1) %124, i32 %131, i32 %131, i32 %131, i32 %131, i16 0) #6
  %133 = extractvalue { i16, i16, i16, i16 } %132, 0
  %134 = extractvalue { i16, i16, i16, i16 } %132, 1
  %135 = extractvalue { i16, i16, i16, i16 } %132, 2
  %136 = extractvalue { i16, i16, i16, i16 } %132, 3
  %137 = sext i32 %95 to i64
  %138 = getelementptr bfloat, ptr addrspace(1) %0, i64 %137
  %139 = ptrtoint ptr addrspace(1) %138 to i64
  %140 = and i64 %139, 7
  %141 = icmp eq i64 %140, 0
  %142 = and i1 %103, %141
  %143 = xor i1 %103, %142
  %144 = zext i1 %142 to i32
  %145 = zext i1 %143 to i32
  %146 = tail call { i16, i16, i16, i16 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $4, 0;\0Amov.b16 $0, $10;\0Amov.b16 $1, $10;\0Amov.b16 $2, $10;\0Amov.b16 $3, $10;\0A@%tile_v ld.global.v4.b16 {$0, $1, $2, $3}, [$5];\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p ld.global.b16 $0, [$5];\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p ld.global.b16 $1, [$5+2];\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p ld.global.b16 $2, [$5+4];\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p ld.global.b16 $3, [$5+6];\0A}", "=&h,=&h,=&h,=&h,r,l,r,r,r,r,h"(i32 %144, ptr addrspace(1) %138, i32 %145, i32 %145, i32 %145, i32 %145, i16 0) #6
  %147 = extractvalue { i16, i16, i16, i16 } %146, 0
  %148 = extractvalue { i16, i16, i16, i16 } %146, 1
  %149 = extractvalue { i16, i16, i16, i16 } %146, 2
  %150 = extractvalue { i16, i16, i16, i16 } %146, 3
  %151 = sext i32 %96 to i64
  %152 = getelementptr bfloat, ptr addrspace(1) %0, i64 %151
  %153 = ptrtoint ptr addrspace(1) %152 to i64
  %154 = and i64 %153, 7
  %155 = icmp eq i64 %154, 0
  %156 = and i1 %104, %155
  %157 = xor i1 %104, %156
  %158 = zext i1 %156 to i32
  %159 = zext i1 %157 to i32
  %160 = tail call { i16, i16, i16, i16 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $4, 0;\0Amov.b16 $0, $10;\0Amov.b16 $1, $10;\0Amov.b16 $2, $10;\0Amov.b16 $3, $10;\0A@%tile_v ld.global.v4.b16 {$0, $1, $2, $3}, [$5];\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p ld.global.b16 $0, [$5];\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p ld.global.b16 $1, [$5+2];\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p ld.global.b16 $2, [$5+4];\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p ld.global.b16 $3, [$5+6];\0A}", "=&h,=&h,=&h,=&h,r,l,r,r,r,r,h"(i32 %158, ptr addrspace(1) %152, i32 %159, i32 %159, i32 %159, i32 %159, i16 0) #6
  %161 = extractvalue { i16, i16, i16, i16 } %160, 0
  %162 = extractvalue { i16, i16, i16, i16 } %160, 1
  %163 = extractvalue { i16, i16, i16, i16 } %160, 2
  %164 = extractvalue { i16, i16, i16, i16 } %160, 3
  %165 = sext i32 %97 to i64
  %166 = getelementptr bfloat, ptr addrspace(1) %0, i64 %165
  %167 = ptrtoint ptr addrspace(1) %166 to i64
  %168 = and i64 %167, 7
  %169 = icmp eq i64 %168, 0
  %170 = and i1 %105, %169
  %171 = xor i1 %105, %170
  %172 = zext i1 %170 to i32
  %173 = zext i1 %171 to i32
  %174 = tail call { i16, i16, i16, i16 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $4, 0;\0Amov.b16 $0, $10;\0Amov.b16 $1, $10;\0Amov.b16 $2, $10;\0Amov.b16 $3, $10;\0A@%tile_v ld.global.v4.b16 {$0, $1, $2, $3}, [$5];\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p ld.global.b16 $0, [$5];\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p ld.global.b16 $1, [$5+2];\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p ld.global.b16 $2, [$5+4];\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p ld.global.b16 $3, [$5+6];\0A}", "=&h,=&h,=&h,=&h,r,l,r,r,r,r,h"(i32 %172, ptr addrspace(1) %166, i32 %173, i32 %173, i32 %173, i32 %173, i16 0) #6
  %175 = extractvalue { i16, i16, i16, i16 } %174, 0
  %176 = extractvalue { i16, i16, i16, i16 } %174, 1
  %177 = extractvalue { i16, i16, i16, i16 } %174, 2
  %178 = extractvalue { i16, i16, i16, i16 } %174, 3
  %179 = sext i32 %98 to i64
  %180 = getelementptr bfloat, ptr addrspace(1) %0, i64 %179
  %181 = ptrtoint ptr addrspace(1) %180 to i64
  %182 = and i64 %181, 7
  %183 = icmp eq i64 %182, 0
  %184 = and i1 %106, %183
  %185 = xor i1 %106, %184
  %186 = zext i1 %184 to i32
  %187 = zext i1 %185 to i32
  %188 = tail call { i16, i16, i16, i16 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $4, 0;\0Amov.b16 $0, $10;\0Amov.b16 $1, $10;\0Amov.b16 $2, $10;\0Amov.b16 $3, $10;\0A@%tile_v ld.global.v4.b16 {$0, $1, $2, $3}, [$5];\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p ld.global.b16 $0, [$5];\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p ld.global.b16 $1, [$5+2];\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p ld.global.b16 $2, [$5+4];\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p ld.global.b16 $3, [$5+6];\0A}", "=&h,=&h,=&h,=&h,r,l,r,r,r,r,h"(i32 %186, ptr addrspace(1) %180, i32 %187, i32 %187, i32 %187, i32 %187, i16 0) #6
  %189 = extractvalue { i16, i16, i16, i16 } %188, 0
  %190 = extractvalue { i16, i16, i16, i16 } %188, 1
  %191 = extractvalue { i16, i16, i16, i16 } %188, 2
  %192 = extractvalue { i16, i16, i16, i16 } %188, 3
  %193 = sext i32 %99 to i64
  %194 = getelementptr bfloat, ptr addrspace(1) %0, i64 %193
  %195 = ptrtoint ptr addrspace(1) %194 to i64
  %196 = and i64 %195, 7
  %197 = icmp eq i64 %196, 0
  %198 = and i1 %107, %197
  %199 = xor i1 %107, %198
  %200 = zext i1 %198 to i32
  %201 = zext i1 %199 to i32
  %202 = tail call { i16, i16, i16, i16 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $4, 0;\0Amov.b16 $0, $10;\0Amov.b16 $1, $10;\0Amov.b16 $2, $10;\0Amov.b16 $3, $10;\0A@%tile_v ld.global.v4.b16 {$0, $1, $2, $3}, [$5];\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p ld.global.b16 $0, [$5];\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p ld.global.b16 $1, [$5+2];\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p ld.global.b16 $2, [$5+4];\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p ld.global.b16 $3, [$5+6];\0A}", "=&h,=&h,=&h,=&h,r,l,r,r,r,r,h"(i32 %200, ptr addrspace(1) %194, i32 %201, i32 %201, i32 %201, i32 %201, i16 0) #6
  %203 = extractvalue { i16, i16, i16, i16 } %202, 0
  %204 = extractvalue { i16, i16, i16, i16 } %202, 1
  %205 = extractvalue { i16, i16, i16, i16 } %202, 2
  %206 = extractvalue { i16, i16, i16, i16 } %202, 3
  %207 = sext i32 %100 to i64
  %208 = getelementptr bfloat, ptr addrspace(1) %0, i64 %207
  %209 = ptrtoint ptr addrspace(1) %208 to i64
  %210 = and i64 %209, 7
  %211 = icmp eq i64 %210, 0
  %212 = and i1 %108, %211
  %213 = xor i1 %108, %212
  %214 = zext i1 %212 to i32
  %215 = zext i1 %213 to i32
  %216 = tail call { i16, i16, i16, i16 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $4, 0;\0Amov.b16 $0, $10;\0Amov.b16 $1, $10;\0Amov.b16 $2, $10;\0Amov.b16 $3, $10;\0A@%tile_v ld.global.v4.b16 {$0, $1, $2, $3}, [$5];\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p ld.global.b16 $0, [$5];\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p ld.global.b16 $1, [$5+2];\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p ld.global.b16 $2, [$5+4];\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p ld.global.b16 $3, [$5+6];\0A}", "=&h,=&h,=&h,=&h,r,l,r,r,r,r,h"(i32 %214, ptr addrspace(1) %208, i32 %215, i32 %215, i32 %215, i32 %215, i16 0) #6
  %217 = extractvalue { i16, i16, i16, i16 } %216, 0
  %218 = extractvalue { i16, i16, i16, i16 } %216, 1
  %219 = extractvalue { i16, i16, i16, i16 } %216, 2
  %220 = extractvalue { i16, i16, i16, i16 } %216, 3
  %221 = add i32 %11, %15
  %222 = shl i32 %221, 6
  %223 = add i32 %11, %19
  %224 = shl i32 %223, 6
  %225 = and i32 %51, 960
  %226 = add i32 %12, %225
  %227 = and i32 %53, 960
  %228 = add i32 %12, %227
  %229 = and i32 %55, 960
  %230 = add i32 %12, %229
  %231 = add i32 %11, %23
  %232 = shl i32 %231, 6
  %233 = and i32 %57, 1472
  %234 = add i32 %12, %233
  %235 = and i32 %59, 1472
  %236 = add i32 %12, %235
  %237 = and i32 %61, 1472
  %238 = add i32 %12, %237
  %239 = add i32 %11, %27
  %240 = shl i32 %239, 6
  %241 = and i32 %63, 1984
  %242 = add i32 %12, %241
  %243 = and i32 %65, 1984
  %244 = add i32 %12, %243
  %245 = and i32 %67, 1984
  %246 = add i32 %12, %245
  %247 = add i32 %11, %31
  %248 = shl i32 %247, 6
  %249 = and i32 %69, 2496
  %250 = add i32 %12, %249
  %251 = and i32 %71, 2496
  %252 = add i32 %12, %251
  %253 = and i32 %73, 2496
  %254 = add i32 %12, %253
  %255 = add i32 %11, %35
  %256 = shl i32 %255, 6
  %257 = and i32 %75, 3008
  %258 = add i32 %12, %257
  %259 = and i32 %77, 3008
  %260 = add i32 %12, %259
  %261 = and i32 %79, 3008
  %262 = add i32 %12, %261
  %263 = add i32 %11, %39
  %264 = shl i32 %263, 6
  %265 = and i32 %81, 3520
  %266 = add i32 %12, %265
  %267 = and i32 %83, 3520
  %268 = add i32 %12, %267
  %269 = and i32 %85, 3520
  %270 = add i32 %12, %269
  %271 = add i32 %11, %43
  %272 = shl i32 %271, 6
  %273 = and i32 %87, 4032
  %274 = add i32 %12, %273
  %275 = and i32 %89, 4032
  %276 = add i32 %12, %275
  %277 = and i32 %91, 4032
  %278 = add i32 %12, %277
  %279 = or disjoint i32 %222, %47
  %280 = or disjoint i32 %222, %48
  %281 = or disjoint i32 %222, %49
  %282 = or disjoint i32 %222, %50
  %283 = or disjoint i32 %224, %47
  %284 = or disjoint i32 %226, %52
  %285 = or disjoint i32 %228, %54
  %286 = or disjoint i32 %230, %56
  %287 = or disjoint i32 %232, %47
  %288 = or disjoint i32 %234, %58
  %289 = or disjoint i32 %236, %60
  %290 = or disjoint i32 %238, %62
  %291 = or disjoint i32 %240, %47
  %292 = or disjoint i32 %242, %64
  %293 = or disjoint i32 %244, %66
  %294 = or disjoint i32 %246, %68
  %295 = or disjoint i32 %248, %47
  %296 = or disjoint i32 %250, %70
  %297 = or disjoint i32 %252, %72
  %298 = or disjoint i32 %254, %74
  %299 = or disjoint i32 %256, %47
  %300 = or disjoint i32 %258, %76
  %301 = or disjoint i32 %260, %78
  %302 = or disjoint i32 %262, %80
  %303 = or disjoint i32 %264, %47
  %304 = or disjoint i32 %266, %82
  %305 = or disjoint i32 %268, %84
  %306 = or disjoint i32 %270, %86
  %307 = or disjoint i32 %272, %47
  %308 = or disjoint i32 %274, %88
  %309 = or disjoint i32 %276, %90
  %310 = or disjoint i32 %278, %92
  %311 = icmp slt i32 %15, %4
  %312 = icmp slt i32 %19, %4
  %313 = icmp slt i32 %23, %4
  %314 = icmp slt i32 %27, %4
  %315 = icmp slt i32 %31, %4
  %316 = icmp slt i32 %35, %4
  %317 = icmp slt i32 %39, %4
  %318 = icmp slt i32 %43, %4
  %319 = shl nuw nsw i32 %7, 3
  %320 = lshr i32 %47, 3
  %321 = xor i32 %320, %15
  %322 = shl nuw nsw i32 %15, 7
  %323 = shl nuw nsw i32 %321, 4
  %324 = and i32 %319, 8
  %325 = or disjoint i32 %323, %324
  %326 = or disjoint i32 %325, %322
  %327 = zext nneg i32 %326 to i64
  %328 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %327
  %329 = sext i32 %279 to i64
  %330 = getelementptr bfloat, ptr addrspace(1) %1, i64 %329
  %331 = ptrtoint ptr addrspace(1) %330 to i64
  %332 = and i64 %331, 7
  %333 = icmp eq i64 %332, 0
  %334 = and i1 %311, %333
  br i1 %334, label %335, label %338

335:                                              ; preds = %6
  %336 = ptrtoint ptr addrspace(3) %328 to i64
  %337 = trunc i64 %336 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %337, ptr addrspace(1) %330) #6
  br label %353

338:                                              ; preds = %6
  %339 = sext i32 %282 to i64
  %340 = getelementptr bfloat, ptr addrspace(1) %1, i64 %339
  %341 = sext i32 %281 to i64
  %342 = getelementptr bfloat, ptr addrspace(1) %1, i64 %341
  %343 = sext i32 %280 to i64
  %344 = getelementptr bfloat, ptr addrspace(1) %1, i64 %343
  %345 = zext i1 %311 to i32
  %346 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %330, i32 %345, i16 0) #6
  store i16 %346, ptr addrspace(3) %328, align 8
  %347 = getelementptr i8, ptr addrspace(3) %328, i64 2
  %348 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %344, i32 %345, i16 0) #6
  store i16 %348, ptr addrspace(3) %347, align 2
  %349 = getelementptr i8, ptr addrspace(3) %328, i64 4
  %350 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %342, i32 %345, i16 0) #6
  store i16 %350, ptr addrspace(3) %349, align 4
  %351 = getelementptr i8, ptr addrspace(3) %328, i64 6
  %352 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %340, i32 %345, i16 0) #6
  store i16 %352, ptr addrspace(3) %351, align 2
  br label %353

353:                                              ; preds = %335, %338
  %354 = shl nuw nsw i32 %19, 7
  %355 = or disjoint i32 %354, %324
  %356 = or disjoint i32 %355, %323
  %357 = zext nneg i32 %356 to i64
  %358 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %357
  %359 = sext i32 %283 to i64
  %360 = getelementptr bfloat, ptr addrspace(1) %1, i64 %359
  %361 = ptrtoint ptr addrspace(1) %360 to i64
  %362 = and i64 %361, 7
  %363 = icmp eq i64 %362, 0
  %364 = and i1 %312, %363
  br i1 %364, label %365, label %368

365:                                              ; preds = %353
  %366 = ptrtoint ptr addrspace(3) %358 to i64
  %367 = trunc i64 %366 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %367, ptr addrspace(1) %360) #6
  br label %383

368:                                              ; preds = %353
  %369 = sext i32 %286 to i64
  %370 = getelementptr bfloat, ptr addrspace(1) %1, i64 %369
  %371 = sext i32 %285 to i64
  %372 = getelementptr bfloat, ptr addrspace(1) %1, i64 %371
  %373 = sext i32 %284 to i64
  %374 = getelementptr bfloat, ptr addrspace(1) %1, i64 %373
  %375 = zext i1 %312 to i32
  %376 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %360, i32 %375, i16 0) #6
  store i16 %376, ptr addrspace(3) %358, align 8
  %377 = getelementptr i8, ptr addrspace(3) %358, i64 2
  %378 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %374, i32 %375, i16 0) #6
  store i16 %378, ptr addrspace(3) %377, align 2
  %379 = getelementptr i8, ptr addrspace(3) %358, i64 4
  %380 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %372, i32 %375, i16 0) #6
  store i16 %380, ptr addrspace(3) %379, align 4
  %381 = getelementptr i8, ptr addrspace(3) %358, i64 6
  %382 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %370, i32 %375, i16 0) #6
  store i16 %382, ptr addrspace(3) %381, align 2
  br label %383

383:                                              ; preds = %365, %368
  %384 = shl nuw nsw i32 %23, 7
  %385 = or disjoint i32 %384, %324
  %386 = or disjoint i32 %385, %323
  %387 = zext nneg i32 %386 to i64
  %388 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %387
  %389 = sext i32 %287 to i64
  %390 = getelementptr bfloat, ptr addrspace(1) %1, i64 %389
  %391 = ptrtoint ptr addrspace(1) %390 to i64
  %392 = and i64 %391, 7
  %393 = icmp eq i64 %392, 0
  %394 = and i1 %313, %393
  br i1 %394, label %395, label %398

395:                                              ; preds = %383
  %396 = ptrtoint ptr addrspace(3) %388 to i64
  %397 = trunc i64 %396 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %397, ptr addrspace(1) %390) #6
  br label %413

398:                                              ; preds = %383
  %399 = sext i32 %290 to i64
  %400 = getelementptr bfloat, ptr addrspace(1) %1, i64 %399
  %401 = sext i32 %289 to i64
  %402 = getelementptr bfloat, ptr addrspace(1) %1, i64 %401
  %403 = sext i32 %288 to i64
  %404 = getelementptr bfloat, ptr addrspace(1) %1, i64 %403
  %405 = zext i1 %313 to i32
  %406 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %390, i32 %405, i16 0) #6
  store i16 %406, ptr addrspace(3) %388, align 8
  %407 = getelementptr i8, ptr addrspace(3) %388, i64 2
  %408 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %404, i32 %405, i16 0) #6
  store i16 %408, ptr addrspace(3) %407, align 2
  %409 = getelementptr i8, ptr addrspace(3) %388, i64 4
  %410 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %402, i32 %405, i16 0) #6
  store i16 %410, ptr addrspace(3) %409, align 4
  %411 = getelementptr i8, ptr addrspace(3) %388, i64 6
  %412 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %400, i32 %405, i16 0) #6
  store i16 %412, ptr addrspace(3) %411, align 2
  br label %413

413:                                              ; preds = %395, %398
  %414 = shl nuw nsw i32 %27, 7
  %415 = or disjoint i32 %414, %324
  %416 = or disjoint i32 %415, %323
  %417 = zext nneg i32 %416 to i64
  %418 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %417
  %419 = sext i32 %291 to i64
  %420 = getelementptr bfloat, ptr addrspace(1) %1, i64 %419
  %421 = ptrtoint ptr addrspace(1) %420 to i64
  %422 = and i64 %421, 7
  %423 = icmp eq i64 %422, 0
  %424 = and i1 %314, %423
  br i1 %424, label %425, label %428

425:                                              ; preds = %413
  %426 = ptrtoint ptr addrspace(3) %418 to i64
  %427 = trunc i64 %426 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %427, ptr addrspace(1) %420) #6
  br label %443

428:                                              ; preds = %413
  %429 = sext i32 %294 to i64
  %430 = getelementptr bfloat, ptr addrspace(1) %1, i64 %429
  %431 = sext i32 %293 to i64
  %432 = getelementptr bfloat, ptr addrspace(1) %1, i64 %431
  %433 = sext i32 %292 to i64
  %434 = getelementptr bfloat, ptr addrspace(1) %1, i64 %433
  %435 = zext i1 %314 to i32
  %436 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %420, i32 %435, i16 0) #6
  store i16 %436, ptr addrspace(3) %418, align 8
  %437 = getelementptr i8, ptr addrspace(3) %418, i64 2
  %438 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %434, i32 %435, i16 0) #6
  store i16 %438, ptr addrspace(3) %437, align 2
  %439 = getelementptr i8, ptr addrspace(3) %418, i64 4
  %440 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %432, i32 %435, i16 0) #6
  store i16 %440, ptr addrspace(3) %439, align 4
  %441 = getelementptr i8, ptr addrspace(3) %418, i64 6
  %442 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %430, i32 %435, i16 0) #6
  store i16 %442, ptr addrspace(3) %441, align 2
  br label %443

443:                                              ; preds = %425, %428
  %444 = shl nuw nsw i32 %31, 7
  %445 = or disjoint i32 %444, %324
  %446 = or disjoint i32 %445, %323
  %447 = zext nneg i32 %446 to i64
  %448 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %447
  %449 = sext i32 %295 to i64
  %450 = getelementptr bfloat, ptr addrspace(1) %1, i64 %449
  %451 = ptrtoint ptr addrspace(1) %450 to i64
  %452 = and i64 %451, 7
  %453 = icmp eq i64 %452, 0
  %454 = and i1 %315, %453
  br i1 %454, label %455, label %458

455:                                              ; preds = %443
  %456 = ptrtoint ptr addrspace(3) %448 to i64
  %457 = trunc i64 %456 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %457, ptr addrspace(1) %450) #6
  br label %473

458:                                              ; preds = %443
  %459 = sext i32 %298 to i64
  %460 = getelementptr bfloat, ptr addrspace(1) %1, i64 %459
  %461 = sext i32 %297 to i64
  %462 = getelementptr bfloat, ptr addrspace(1) %1, i64 %461
  %463 = sext i32 %296 to i64
  %464 = getelementptr bfloat, ptr addrspace(1) %1, i64 %463
  %465 = zext i1 %315 to i32
  %466 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %450, i32 %465, i16 0) #6
  store i16 %466, ptr addrspace(3) %448, align 8
  %467 = getelementptr i8, ptr addrspace(3) %448, i64 2
  %468 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %464, i32 %465, i16 0) #6
  store i16 %468, ptr addrspace(3) %467, align 2
  %469 = getelementptr i8, ptr addrspace(3) %448, i64 4
  %470 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %462, i32 %465, i16 0) #6
  store i16 %470, ptr addrspace(3) %469, align 4
  %471 = getelementptr i8, ptr addrspace(3) %448, i64 6
  %472 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %460, i32 %465, i16 0) #6
  store i16 %472, ptr addrspace(3) %471, align 2
  br label %473

473:                                              ; preds = %455, %458
  %474 = shl nuw nsw i32 %35, 7
  %475 = or disjoint i32 %474, %324
  %476 = or disjoint i32 %475, %323
  %477 = zext nneg i32 %476 to i64
  %478 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %477
  %479 = sext i32 %299 to i64
  %480 = getelementptr bfloat, ptr addrspace(1) %1, i64 %479
  %481 = ptrtoint ptr addrspace(1) %480 to i64
  %482 = and i64 %481, 7
  %483 = icmp eq i64 %482, 0
  %484 = and i1 %316, %483
  br i1 %484, label %485, label %488

485:                                              ; preds = %473
  %486 = ptrtoint ptr addrspace(3) %478 to i64
  %487 = trunc i64 %486 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %487, ptr addrspace(1) %480) #6
  br label %503

488:                                              ; preds = %473
  %489 = sext i32 %302 to i64
  %490 = getelementptr bfloat, ptr addrspace(1) %1, i64 %489
  %491 = sext i32 %301 to i64
  %492 = getelementptr bfloat, ptr addrspace(1) %1, i64 %491
  %493 = sext i32 %300 to i64
  %494 = getelementptr bfloat, ptr addrspace(1) %1, i64 %493
  %495 = zext i1 %316 to i32
  %496 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %480, i32 %495, i16 0) #6
  store i16 %496, ptr addrspace(3) %478, align 8
  %497 = getelementptr i8, ptr addrspace(3) %478, i64 2
  %498 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %494, i32 %495, i16 0) #6
  store i16 %498, ptr addrspace(3) %497, align 2
  %499 = getelementptr i8, ptr addrspace(3) %478, i64 4
  %500 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %492, i32 %495, i16 0) #6
  store i16 %500, ptr addrspace(3) %499, align 4
  %501 = getelementptr i8, ptr addrspace(3) %478, i64 6
  %502 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %490, i32 %495, i16 0) #6
  store i16 %502, ptr addrspace(3) %501, align 2
  br label %503

503:                                              ; preds = %485, %488
  %504 = shl nuw nsw i32 %39, 7
  %505 = or disjoint i32 %504, %324
  %506 = or disjoint i32 %505, %323
  %507 = zext nneg i32 %506 to i64
  %508 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %507
  %509 = sext i32 %303 to i64
  %510 = getelementptr bfloat, ptr addrspace(1) %1, i64 %509
  %511 = ptrtoint ptr addrspace(1) %510 to i64
  %512 = and i64 %511, 7
  %513 = icmp eq i64 %512, 0
  %514 = and i1 %317, %513
  br i1 %514, label %515, label %518

515:                                              ; preds = %503
  %516 = ptrtoint ptr addrspace(3) %508 to i64
  %517 = trunc i64 %516 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %517, ptr addrspace(1) %510) #6
  br label %533

518:                                              ; preds = %503
  %519 = sext i32 %306 to i64
  %520 = getelementptr bfloat, ptr addrspace(1) %1, i64 %519
  %521 = sext i32 %305 to i64
  %522 = getelementptr bfloat, ptr addrspace(1) %1, i64 %521
  %523 = sext i32 %304 to i64
  %524 = getelementptr bfloat, ptr addrspace(1) %1, i64 %523
  %525 = zext i1 %317 to i32
  %526 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %510, i32 %525, i16 0) #6
  store i16 %526, ptr addrspace(3) %508, align 8
  %527 = getelementptr i8, ptr addrspace(3) %508, i64 2
  %528 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %524, i32 %525, i16 0) #6
  store i16 %528, ptr addrspace(3) %527, align 2
  %529 = getelementptr i8, ptr addrspace(3) %508, i64 4
  %530 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %522, i32 %525, i16 0) #6
  store i16 %530, ptr addrspace(3) %529, align 4
  %531 = getelementptr i8, ptr addrspace(3) %508, i64 6
  %532 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %520, i32 %525, i16 0) #6
  store i16 %532, ptr addrspace(3) %531, align 2
  br label %533

533:                                              ; preds = %515, %518
  %534 = shl nuw nsw i32 %43, 7
  %535 = or disjoint i32 %534, %324
  %536 = or disjoint i32 %535, %323
  %537 = zext nneg i32 %536 to i64
  %538 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %537
  %539 = sext i32 %307 to i64
  %540 = getelementptr bfloat, ptr addrspace(1) %1, i64 %539
  %541 = ptrtoint ptr addrspace(1) %540 to i64
  %542 = and i64 %541, 7
  %543 = icmp eq i64 %542, 0
  %544 = and i1 %318, %543
  br i1 %544, label %545, label %548

545:                                              ; preds = %533
  %546 = ptrtoint ptr addrspace(3) %538 to i64
  %547 = trunc i64 %546 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %547, ptr addrspace(1) %540) #6
  br label %563

548:                                              ; preds = %533
  %549 = sext i32 %310 to i64
  %550 = getelementptr bfloat, ptr addrspace(1) %1, i64 %549
  %551 = sext i32 %309 to i64
  %552 = getelementptr bfloat, ptr addrspace(1) %1, i64 %551
  %553 = sext i32 %308 to i64
  %554 = getelementptr bfloat, ptr addrspace(1) %1, i64 %553
  %555 = zext i1 %318 to i32
  %556 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %540, i32 %555, i16 0) #6
  store i16 %556, ptr addrspace(3) %538, align 8
  %557 = getelementptr i8, ptr addrspace(3) %538, i64 2
  %558 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %554, i32 %555, i16 0) #6
  store i16 %558, ptr addrspace(3) %557, align 2
  %559 = getelementptr i8, ptr addrspace(3) %538, i64 4
  %560 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %552, i32 %555, i16 0) #6
  store i16 %560, ptr addrspace(3) %559, align 4
  %561 = getelementptr i8, ptr addrspace(3) %538, i64 6
  %562 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %550, i32 %555, i16 0) #6
  store i16 %562, ptr addrspace(3) %561, align 2
  br label %563

563:                                              ; preds = %545, %548
  %564 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 24576), i64 %327
  %565 = getelementptr bfloat, ptr addrspace(1) %2, i64 %329
  %566 = ptrtoint ptr addrspace(1) %565 to i64
  %567 = and i64 %566, 7
  %568 = icmp eq i64 %567, 0
  %569 = and i1 %311, %568
  br i1 %569, label %570, label %573

570:                                              ; preds = %563
  %571 = ptrtoint ptr addrspace(3) %564 to i64
  %572 = trunc i64 %571 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %572, ptr addrspace(1) %565) #6
  br label %588

573:                                              ; preds = %563
  %574 = sext i32 %282 to i64
  %575 = getelementptr bfloat, ptr addrspace(1) %2, i64 %574
  %576 = sext i32 %281 to i64
  %577 = getelementptr bfloat, ptr addrspace(1) %2, i64 %576
  %578 = sext i32 %280 to i64
  %579 = getelementptr bfloat, ptr addrspace(1) %2, i64 %578
  %580 = zext i1 %311 to i32
  %581 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %565, i32 %580, i16 0) #6
  store i16 %581, ptr addrspace(3) %564, align 8
  %582 = getelementptr i8, ptr addrspace(3) %564, i64 2
  %583 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %579, i32 %580, i16 0) #6
  store i16 %583, ptr addrspace(3) %582, align 2
  %584 = getelementptr i8, ptr addrspace(3) %564, i64 4
  %585 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %577, i32 %580, i16 0) #6
  store i16 %585, ptr addrspace(3) %584, align 4
  %586 = getelementptr i8, ptr addrspace(3) %564, i64 6
  %587 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %575, i32 %580, i16 0) #6
  store i16 %587, ptr addrspace(3) %586, align 2
  br label %588

588:                                              ; preds = %570, %573
  %589 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 24576), i64 %357
  %590 = getelementptr bfloat, ptr addrspace(1) %2, i64 %359
  %591 = ptrtoint ptr addrspace(1) %590 to i64
  %592 = and i64 %591, 7
  %593 = icmp eq i64 %592, 0
  %594 = and i1 %312, %593
  br i1 %594, label %595, label %598

595:                                              ; preds = %588
  %596 = ptrtoint ptr addrspace(3) %589 to i64
  %597 = trunc i64 %596 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %597, ptr addrspace(1) %590) #6
  br label %613

598:                                              ; preds = %588
  %599 = sext i32 %286 to i64
  %600 = getelementptr bfloat, ptr addrspace(1) %2, i64 %599
  %601 = sext i32 %285 to i64
  %602 = getelementptr bfloat, ptr addrspace(1) %2, i64 %601
  %603 = sext i32 %284 to i64
  %604 = getelementptr bfloat, ptr addrspace(1) %2, i64 %603
  %605 = zext i1 %312 to i32
  %606 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %590, i32 %605, i16 0) #6
  store i16 %606, ptr addrspace(3) %589, align 8
  %607 = getelementptr i8, ptr addrspace(3) %589, i64 2
  %608 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %604, i32 %605, i16 0) #6
  store i16 %608, ptr addrspace(3) %607, align 2
  %609 = getelementptr i8, ptr addrspace(3) %589, i64 4
  %610 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %602, i32 %605, i16 0) #6
  store i16 %610, ptr addrspace(3) %609, align 4
  %611 = getelementptr i8, ptr addrspace(3) %589, i64 6
  %612 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %600, i32 %605, i16 0) #6
  store i16 %612, ptr addrspace(3) %611, align 2
  br label %613

613:                                              ; preds = %595, %598
  %614 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 24576), i64 %387
  %615 = getelementptr bfloat, ptr addrspace(1) %2, i64 %389
  %616 = ptrtoint ptr addrspace(1) %615 to i64
  %617 = and i64 %616, 7
  %618 = icmp eq i64 %617, 0
  %619 = and i1 %313, %618
  br i1 %619, label %620, label %623

620:                                              ; preds = %613
  %621 = ptrtoint ptr addrspace(3) %614 to i64
  %622 = trunc i64 %621 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %622, ptr addrspace(1) %615) #6
  br label %638

623:                                              ; preds = %613
  %624 = sext i32 %290 to i64
  %625 = getelementptr bfloat, ptr addrspace(1) %2, i64 %624
  %626 = sext i32 %289 to i64
  %627 = getelementptr bfloat, ptr addrspace(1) %2, i64 %626
  %628 = sext i32 %288 to i64
  %629 = getelementptr bfloat, ptr addrspace(1) %2, i64 %628
  %630 = zext i1 %313 to i32
  %631 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %615, i32 %630, i16 0) #6
  store i16 %631, ptr addrspace(3) %614, align 8
  %632 = getelementptr i8, ptr addrspace(3) %614, i64 2
  %633 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %629, i32 %630, i16 0) #6
  store i16 %633, ptr addrspace(3) %632, align 2
  %634 = getelementptr i8, ptr addrspace(3) %614, i64 4
  %635 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %627, i32 %630, i16 0) #6
  store i16 %635, ptr addrspace(3) %634, align 4
  %636 = getelementptr i8, ptr addrspace(3) %614, i64 6
  %637 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %625, i32 %630, i16 0) #6
  store i16 %637, ptr addrspace(3) %636, align 2
  br label %638

638:                                              ; preds = %620, %623
  %639 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 24576), i64 %417
  %640 = getelementptr bfloat, ptr addrspace(1) %2, i64 %419
  %641 = ptrtoint ptr addrspace(1) %640 to i64
  %642 = and i64 %641, 7
  %643 = icmp eq i64 %642, 0
  %644 = and i1 %314, %643
  br i1 %644, label %645, label %648

645:                                              ; preds = %638
  %646 = ptrtoint ptr addrspace(3) %639 to i64
  %647 = trunc i64 %646 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %647, ptr addrspace(1) %640) #6
  br label %663

648:                                              ; preds = %638
  %649 = sext i32 %294 to i64
  %650 = getelementptr bfloat, ptr addrspace(1) %2, i64 %649
  %651 = sext i32 %293 to i64
  %652 = getelementptr bfloat, ptr addrspace(1) %2, i64 %651
  %653 = sext i32 %292 to i64
  %654 = getelementptr bfloat, ptr addrspace(1) %2, i64 %653
  %655 = zext i1 %314 to i32
  %656 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %640, i32 %655, i16 0) #6
  store i16 %656, ptr addrspace(3) %639, align 8
  %657 = getelementptr i8, ptr addrspace(3) %639, i64 2
  %658 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %654, i32 %655, i16 0) #6
  store i16 %658, ptr addrspace(3) %657, align 2
  %659 = getelementptr i8, ptr addrspace(3) %639, i64 4
  %660 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %652, i32 %655, i16 0) #6
  store i16 %660, ptr addrspace(3) %659, align 4
  %661 = getelementptr i8, ptr addrspace(3) %639, i64 6
  %662 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %650, i32 %655, i16 0) #6
  store i16 %662, ptr addrspace(3) %661, align 2
  br label %663

663:                                              ; preds = %645, %648
  %664 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 24576), i64 %447
  %665 = getelementptr bfloat, ptr addrspace(1) %2, i64 %449
  %666 = ptrtoint ptr addrspace(1) %665 to i64
  %667 = and i64 %666, 7
  %668 = icmp eq i64 %667, 0
  %669 = and i1 %315, %668
  br i1 %669, label %670, label %673

670:                                              ; preds = %663
  %671 = ptrtoint ptr addrspace(3) %664 to i64
  %672 = trunc i64 %671 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %672, ptr addrspace(1) %665) #6
  br label %688

673:                                              ; preds = %663
  %674 = sext i32 %298 to i64
  %675 = getelementptr bfloat, ptr addrspace(1) %2, i64 %674
  %676 = sext i32 %297 to i64
  %677 = getelementptr bfloat, ptr addrspace(1) %2, i64 %676
  %678 = sext i32 %296 to i64
  %679 = getelementptr bfloat, ptr addrspace(1) %2, i64 %678
  %680 = zext i1 %315 to i32
  %681 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %665, i32 %680, i16 0) #6
  store i16 %681, ptr addrspace(3) %664, align 8
  %682 = getelementptr i8, ptr addrspace(3) %664, i64 2
  %683 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %679, i32 %680, i16 0) #6
  store i16 %683, ptr addrspace(3) %682, align 2
  %684 = getelementptr i8, ptr addrspace(3) %664, i64 4
  %685 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %677, i32 %680, i16 0) #6
  store i16 %685, ptr addrspace(3) %684, align 4
  %686 = getelementptr i8, ptr addrspace(3) %664, i64 6
  %687 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %675, i32 %680, i16 0) #6
  store i16 %687, ptr addrspace(3) %686, align 2
  br label %688

688:                                              ; preds = %670, %673
  %689 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 24576), i64 %477
  %690 = getelementptr bfloat, ptr addrspace(1) %2, i64 %479
  %691 = ptrtoint ptr addrspace(1) %690 to i64
  %692 = and i64 %691, 7
  %693 = icmp eq i64 %692, 0
  %694 = and i1 %316, %693
  br i1 %694, label %695, label %698

695:                                              ; preds = %688
  %696 = ptrtoint ptr addrspace(3) %689 to i64
  %697 = trunc i64 %696 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %697, ptr addrspace(1) %690) #6
  br label %713

698:                                              ; preds = %688
  %699 = sext i32 %302 to i64
  %700 = getelementptr bfloat, ptr addrspace(1) %2, i64 %699
  %701 = sext i32 %301 to i64
  %702 = getelementptr bfloat, ptr addrspace(1) %2, i64 %701
  %703 = sext i32 %300 to i64
  %704 = getelementptr bfloat, ptr addrspace(1) %2, i64 %703
  %705 = zext i1 %316 to i32
  %706 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %690, i32 %705, i16 0) #6
  store i16 %706, ptr addrspace(3) %689, align 8
  %707 = getelementptr i8, ptr addrspace(3) %689, i64 2
  %708 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %704, i32 %705, i16 0) #6
  store i16 %708, ptr addrspace(3) %707, align 2
  %709 = getelementptr i8, ptr addrspace(3) %689, i64 4
  %710 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %702, i32 %705, i16 0) #6
  store i16 %710, ptr addrspace(3) %709, align 4
  %711 = getelementptr i8, ptr addrspace(3) %689, i64 6
  %712 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %700, i32 %705, i16 0) #6
  store i16 %712, ptr addrspace(3) %711, align 2
  br label %713

713:                                              ; preds = %695, %698
  %714 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 24576), i64 %507
  %715 = getelementptr bfloat, ptr addrspace(1) %2, i64 %509
  %716 = ptrtoint ptr addrspace(1) %715 to i64
  %717 = and i64 %716, 7
  %718 = icmp eq i64 %717, 0
  %719 = and i1 %317, %718
  br i1 %719, label %720, label %723

720:                                              ; preds = %713
  %721 = ptrtoint ptr addrspace(3) %714 to i64
  %722 = trunc i64 %721 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %722, ptr addrspace(1) %715) #6
  br label %738

723:                                              ; preds = %713
  %724 = sext i32 %306 to i64
  %725 = getelementptr bfloat, ptr addrspace(1) %2, i64 %724
  %726 = sext i32 %305 to i64
  %727 = getelementptr bfloat, ptr addrspace(1) %2, i64 %726
  %728 = sext i32 %304 to i64
  %729 = getelementptr bfloat, ptr addrspace(1) %2, i64 %728
  %730 = zext i1 %317 to i32
  %731 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %715, i32 %730, i16 0) #6
  store i16 %731, ptr addrspace(3) %714, align 8
  %732 = getelementptr i8, ptr addrspace(3) %714, i64 2
  %733 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %729, i32 %730, i16 0) #6
  store i16 %733, ptr addrspace(3) %732, align 2
  %734 = getelementptr i8, ptr addrspace(3) %714, i64 4
  %735 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %727, i32 %730, i16 0) #6
  store i16 %735, ptr addrspace(3) %734, align 4
  %736 = getelementptr i8, ptr addrspace(3) %714, i64 6
  %737 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %725, i32 %730, i16 0) #6
  store i16 %737, ptr addrspace(3) %736, align 2
  br label %738

738:                                              ; preds = %720, %723
  %739 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 24576), i64 %537
  %740 = getelementptr bfloat, ptr addrspace(1) %2, i64 %539
  %741 = ptrtoint ptr addrspace(1) %740 to i64
  %742 = and i64 %741, 7
  %743 = icmp eq i64 %742, 0
  %744 = and i1 %318, %743
  br i1 %744, label %745, label %748

745:                                              ; preds = %738
  %746 = ptrtoint ptr addrspace(3) %739 to i64
  %747 = trunc i64 %746 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %747, ptr addrspace(1) %740) #6
  br label %763

748:                                              ; preds = %738
  %749 = sext i32 %310 to i64
  %750 = getelementptr bfloat, ptr addrspace(1) %2, i64 %749
  %751 = sext i32 %309 to i64
  %752 = getelementptr bfloat, ptr addrspace(1) %2, i64 %751
  %753 = sext i32 %308 to i64
  %754 = getelementptr bfloat, ptr addrspace(1) %2, i64 %753
  %755 = zext i1 %318 to i32
  %756 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %740, i32 %755, i16 0) #6
  store i16 %756, ptr addrspace(3) %739, align 8
  %757 = getelementptr i8, ptr addrspace(3) %739, i64 2
  %758 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %754, i32 %755, i16 0) #6
  store i16 %758, ptr addrspace(3) %757, align 2
  %759 = getelementptr i8, ptr addrspace(3) %739, i64 4
  %760 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %752, i32 %755, i16 0) #6
  store i16 %760, ptr addrspace(3) %759, align 4
  %761 = getelementptr i8, ptr addrspace(3) %739, i64 6
  %762 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %750, i32 %755, i16 0) #6
  store i16 %762, ptr addrspace(3) %761, align 2
  br label %763

763:                                              ; preds = %745, %748
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #6
  %764 = icmp sgt i32 %4, 64
  %765 = or disjoint i32 %15, 64
  %766 = add i32 %11, %765
  %767 = shl i32 %766, 6
  %768 = shl nuw nsw i32 %15, 6
  %769 = or disjoint i32 %768, 4096
  %770 = add i32 %769, %12
  %771 = or disjoint i32 %15, 72
  %772 = add i32 %11, %771
  %773 = shl i32 %772, 6
  %774 = or disjoint i32 %15, 80
  %775 = add i32 %11, %774
  %776 = shl i32 %775, 6
  %777 = or disjoint i32 %15, 88
  %778 = add i32 %11, %777
  %779 = shl i32 %778, 6
  %780 = or disjoint i32 %15, 96
  %781 = add i32 %11, %780
  %782 = shl i32 %781, 6
  %783 = or disjoint i32 %15, 104
  %784 = add i32 %11, %783
  %785 = shl i32 %784, 6
  %786 = or disjoint i32 %15, 112
  %787 = add i32 %11, %786
  %788 = shl i32 %787, 6
  %789 = or disjoint i32 %15, 120
  %790 = add i32 %11, %789
  %791 = shl i32 %790, 6
  %792 = or disjoint i32 %767, %47
  %793 = or disjoint i32 %770, %48
  %794 = or disjoint i32 %770, %49
  %795 = or disjoint i32 %770, %50
  %796 = or disjoint i32 %773, %47
  %797 = or disjoint i32 %8, 4609
  %798 = add i32 %797, %12
  %799 = or disjoint i32 %8, 4610
  %800 = add i32 %799, %12
  %801 = or disjoint i32 %8, 4611
  %802 = add i32 %801, %12
  %803 = or disjoint i32 %776, %47
  %804 = or disjoint i32 %8, 5121
  %805 = add i32 %804, %12
  %806 = or disjoint i32 %8, 5122
  %807 = add i32 %806, %12
  %808 = or disjoint i32 %8, 5123
  %809 = add i32 %808, %12
  %810 = or disjoint i32 %779, %47
  %811 = or disjoint i32 %8, 5633
  %812 = add i32 %811, %12
  %813 = or disjoint i32 %8, 5634
  %814 = add i32 %813, %12
  %815 = or disjoint i32 %8, 5635
  %816 = add i32 %815, %12
  %817 = or disjoint i32 %782, %47
  %818 = or disjoint i32 %8, 6145
  %819 = add i32 %818, %12
  %820 = or disjoint i32 %8, 6146
  %821 = add i32 %820, %12
  %822 = or disjoint i32 %8, 6147
  %823 = add i32 %822, %12
  %824 = or disjoint i32 %785, %47
  %825 = or disjoint i32 %8, 6657
  %826 = add i32 %825, %12
  %827 = or disjoint i32 %8, 6658
  %828 = add i32 %827, %12
  %829 = or disjoint i32 %8, 6659
  %830 = add i32 %829, %12
  %831 = or disjoint i32 %788, %47
  %832 = or disjoint i32 %8, 7169
  %833 = add i32 %832, %12
  %834 = or disjoint i32 %8, 7170
  %835 = add i32 %834, %12
  %836 = or disjoint i32 %8, 7171
  %837 = add i32 %836, %12
  %838 = or disjoint i32 %791, %47
  %839 = or disjoint i32 %8, 7681
  %840 = add i32 %839, %12
  %841 = or disjoint i32 %8, 7682
  %842 = add i32 %841, %12
  %843 = or disjoint i32 %8, 7683
  %844 = add i32 %843, %12
  %845 = icmp slt i32 %765, %4
  %846 = icmp slt i32 %771, %4
  %847 = icmp slt i32 %774, %4
  %848 = icmp slt i32 %777, %4
  %849 = icmp slt i32 %780, %4
  %850 = icmp slt i32 %783, %4
  %851 = icmp slt i32 %786, %4
  %852 = icmp slt i32 %789, %4
  %853 = and i1 %845, %764
  %854 = and i1 %846, %764
  %855 = and i1 %847, %764
  %856 = and i1 %848, %764
  %857 = and i1 %849, %764
  %858 = and i1 %850, %764
  %859 = and i1 %851, %764
  %860 = and i1 %852, %764
  %861 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 8192), i64 %327
  %862 = sext i32 %792 to i64
  %863 = getelementptr bfloat, ptr addrspace(1) %1, i64 %862
  %864 = ptrtoint ptr addrspace(1) %863 to i64
  %865 = and i64 %864, 7
  %866 = icmp eq i64 %865, 0
  %867 = and i1 %853, %866
  br i1 %867, label %868, label %871

868:                                              ; preds = %763
  %869 = ptrtoint ptr addrspace(3) %861 to i64
  %870 = trunc i64 %869 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %870, ptr addrspace(1) %863) #6
  br label %886

871:                                              ; preds = %763
  %872 = sext i32 %795 to i64
  %873 = getelementptr bfloat, ptr addrspace(1) %1, i64 %872
  %874 = sext i32 %794 to i64
  %875 = getelementptr bfloat, ptr addrspace(1) %1, i64 %874
  %876 = sext i32 %793 to i64
  %877 = getelementptr bfloat, ptr addrspace(1) %1, i64 %876
  %878 = zext i1 %853 to i32
  %879 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %863, i32 %878, i16 0) #6
  store i16 %879, ptr addrspace(3) %861, align 8
  %880 = getelementptr i8, ptr addrspace(3) %861, i64 2
  %881 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %877, i32 %878, i16 0) #6
  store i16 %881, ptr addrspace(3) %880, align 2
  %882 = getelementptr i8, ptr addrspace(3) %861, i64 4
  %883 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %875, i32 %878, i16 0) #6
  store i16 %883, ptr addrspace(3) %882, align 4
  %884 = getelementptr i8, ptr addrspace(3) %861, i64 6
  %885 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %873, i32 %878, i16 0) #6
  store i16 %885, ptr addrspace(3) %884, align 2
  br label %886

886:                                              ; preds = %868, %871
  %887 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 8192), i64 %357
  %888 = sext i32 %796 to i64
  %889 = getelementptr bfloat, ptr addrspace(1) %1, i64 %888
  %890 = ptrtoint ptr addrspace(1) %889 to i64
  %891 = and i64 %890, 7
  %892 = icmp eq i64 %891, 0
  %893 = and i1 %854, %892
  br i1 %893, label %894, label %897

894:                                              ; preds = %886
  %895 = ptrtoint ptr addrspace(3) %887 to i64
  %896 = trunc i64 %895 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %896, ptr addrspace(1) %889) #6
  br label %912

897:                                              ; preds = %886
  %898 = sext i32 %802 to i64
  %899 = getelementptr bfloat, ptr addrspace(1) %1, i64 %898
  %900 = sext i32 %800 to i64
  %901 = getelementptr bfloat, ptr addrspace(1) %1, i64 %900
  %902 = sext i32 %798 to i64
  %903 = getelementptr bfloat, ptr addrspace(1) %1, i64 %902
  %904 = zext i1 %854 to i32
  %905 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %889, i32 %904, i16 0) #6
  store i16 %905, ptr addrspace(3) %887, align 8
  %906 = getelementptr i8, ptr addrspace(3) %887, i64 2
  %907 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %903, i32 %904, i16 0) #6
  store i16 %907, ptr addrspace(3) %906, align 2
  %908 = getelementptr i8, ptr addrspace(3) %887, i64 4
  %909 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %901, i32 %904, i16 0) #6
  store i16 %909, ptr addrspace(3) %908, align 4
  %910 = getelementptr i8, ptr addrspace(3) %887, i64 6
  %911 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %899, i32 %904, i16 0) #6
  store i16 %911, ptr addrspace(3) %910, align 2
  br label %912

912:                                              ; preds = %894, %897
  %913 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 8192), i64 %387
  %914 = sext i32 %803 to i64
  %915 = getelementptr bfloat, ptr addrspace(1) %1, i64 %914
  %916 = ptrtoint ptr addrspace(1) %915 to i64
  %917 = and i64 %916, 7
  %918 = icmp eq i64 %917, 0
  %919 = and i1 %855, %918
  br i1 %919, label %920, label %923

920:                                              ; preds = %912
  %921 = ptrtoint ptr addrspace(3) %913 to i64
  %922 = trunc i64 %921 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %922, ptr addrspace(1) %915) #6
  br label %938

923:                                              ; preds = %912
  %924 = sext i32 %809 to i64
  %925 = getelementptr bfloat, ptr addrspace(1) %1, i64 %924
  %926 = sext i32 %807 to i64
  %927 = getelementptr bfloat, ptr addrspace(1) %1, i64 %926
  %928 = sext i32 %805 to i64
  %929 = getelementptr bfloat, ptr addrspace(1) %1, i64 %928
  %930 = zext i1 %855 to i32
  %931 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %915, i32 %930, i16 0) #6
  store i16 %931, ptr addrspace(3) %913, align 8
  %932 = getelementptr i8, ptr addrspace(3) %913, i64 2
  %933 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %929, i32 %930, i16 0) #6
  store i16 %933, ptr addrspace(3) %932, align 2
  %934 = getelementptr i8, ptr addrspace(3) %913, i64 4
  %935 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %927, i32 %930, i16 0) #6
  store i16 %935, ptr addrspace(3) %934, align 4
  %936 = getelementptr i8, ptr addrspace(3) %913, i64 6
  %937 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %925, i32 %930, i16 0) #6
  store i16 %937, ptr addrspace(3) %936, align 2
  br label %938

938:                                              ; preds = %920, %923
  %939 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 8192), i64 %417
  %940 = sext i32 %810 to i64
  %941 = getelementptr bfloat, ptr addrspace(1) %1, i64 %940
  %942 = ptrtoint ptr addrspace(1) %941 to i64
  %943 = and i64 %942, 7
  %944 = icmp eq i64 %943, 0
  %945 = and i1 %856, %944
  br i1 %945, label %946, label %949

946:                                              ; preds = %938
  %947 = ptrtoint ptr addrspace(3) %939 to i64
  %948 = trunc i64 %947 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %948, ptr addrspace(1) %941) #6
  br label %964

949:                                              ; preds = %938
  %950 = sext i32 %816 to i64
  %951 = getelementptr bfloat, ptr addrspace(1) %1, i64 %950
  %952 = sext i32 %814 to i64
  %953 = getelementptr bfloat, ptr addrspace(1) %1, i64 %952
  %954 = sext i32 %812 to i64
  %955 = getelementptr bfloat, ptr addrspace(1) %1, i64 %954
  %956 = zext i1 %856 to i32
  %957 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %941, i32 %956, i16 0) #6
  store i16 %957, ptr addrspace(3) %939, align 8
  %958 = getelementptr i8, ptr addrspace(3) %939, i64 2
  %959 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %955, i32 %956, i16 0) #6
  store i16 %959, ptr addrspace(3) %958, align 2
  %960 = getelementptr i8, ptr addrspace(3) %939, i64 4
  %961 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %953, i32 %956, i16 0) #6
  store i16 %961, ptr addrspace(3) %960, align 4
  %962 = getelementptr i8, ptr addrspace(3) %939, i64 6
  %963 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %951, i32 %956, i16 0) #6
  store i16 %963, ptr addrspace(3) %962, align 2
  br label %964

964:                                              ; preds = %946, %949
  %965 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 8192), i64 %447
  %966 = sext i32 %817 to i64
  %967 = getelementptr bfloat, ptr addrspace(1) %1, i64 %966
  %968 = ptrtoint ptr addrspace(1) %967 to i64
  %969 = and i64 %968, 7
  %970 = icmp eq i64 %969, 0
  %971 = and i1 %857, %970
  br i1 %971, label %972, label %975

972:                                              ; preds = %964
  %973 = ptrtoint ptr addrspace(3) %965 to i64
  %974 = trunc i64 %973 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %974, ptr addrspace(1) %967) #6
  br label %990

975:                                              ; preds = %964
  %976 = sext i32 %823 to i64
  %977 = getelementptr bfloat, ptr addrspace(1) %1, i64 %976
  %978 = sext i32 %821 to i64
  %979 = getelementptr bfloat, ptr addrspace(1) %1, i64 %978
  %980 = sext i32 %819 to i64
  %981 = getelementptr bfloat, ptr addrspace(1) %1, i64 %980
  %982 = zext i1 %857 to i32
  %983 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %967, i32 %982, i16 0) #6
  store i16 %983, ptr addrspace(3) %965, align 8
  %984 = getelementptr i8, ptr addrspace(3) %965, i64 2
  %985 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %981, i32 %982, i16 0) #6
  store i16 %985, ptr addrspace(3) %984, align 2
  %986 = getelementptr i8, ptr addrspace(3) %965, i64 4
  %987 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %979, i32 %982, i16 0) #6
  store i16 %987, ptr addrspace(3) %986, align 4
  %988 = getelementptr i8, ptr addrspace(3) %965, i64 6
  %989 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %977, i32 %982, i16 0) #6
  store i16 %989, ptr addrspace(3) %988, align 2
  br label %990

990:                                              ; preds = %972, %975
  %991 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 8192), i64 %477
  %992 = sext i32 %824 to i64
  %993 = getelementptr bfloat, ptr addrspace(1) %1, i64 %992
  %994 = ptrtoint ptr addrspace(1) %993 to i64
  %995 = and i64 %994, 7
  %996 = icmp eq i64 %995, 0
  %997 = and i1 %858, %996
  br i1 %997, label %998, label %1001

998:                                              ; preds = %990
  %999 = ptrtoint ptr addrspace(3) %991 to i64
  %1000 = trunc i64 %999 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %1000, ptr addrspace(1) %993) #6
  br label %1016

1001:                                             ; preds = %990
  %1002 = sext i32 %830 to i64
  %1003 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1002
  %1004 = sext i32 %828 to i64
  %1005 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1004
  %1006 = sext i32 %826 to i64
  %1007 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1006
  %1008 = zext i1 %858 to i32
  %1009 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %993, i32 %1008, i16 0) #6
  store i16 %1009, ptr addrspace(3) %991, align 8
  %1010 = getelementptr i8, ptr addrspace(3) %991, i64 2
  %1011 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1007, i32 %1008, i16 0) #6
  store i16 %1011, ptr addrspace(3) %1010, align 2
  %1012 = getelementptr i8, ptr addrspace(3) %991, i64 4
  %1013 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1005, i32 %1008, i16 0) #6
  store i16 %1013, ptr addrspace(3) %1012, align 4
  %1014 = getelementptr i8, ptr addrspace(3) %991, i64 6
  %1015 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1003, i32 %1008, i16 0) #6
  store i16 %1015, ptr addrspace(3) %1014, align 2
  br label %1016

1016:                                             ; preds = %998, %1001
  %1017 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 8192), i64 %507
  %1018 = sext i32 %831 to i64
  %1019 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1018
  %1020 = ptrtoint ptr addrspace(1) %1019 to i64
  %1021 = and i64 %1020, 7
  %1022 = icmp eq i64 %1021, 0
  %1023 = and i1 %859, %1022
  br i1 %1023, label %1024, label %1027

1024:                                             ; preds = %1016
  %1025 = ptrtoint ptr addrspace(3) %1017 to i64
  %1026 = trunc i64 %1025 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %1026, ptr addrspace(1) %1019) #6
  br label %1042

1027:                                             ; preds = %1016
  %1028 = sext i32 %837 to i64
  %1029 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1028
  %1030 = sext i32 %835 to i64
  %1031 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1030
  %1032 = sext i32 %833 to i64
  %1033 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1032
  %1034 = zext i1 %859 to i32
  %1035 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1019, i32 %1034, i16 0) #6
  store i16 %1035, ptr addrspace(3) %1017, align 8
  %1036 = getelementptr i8, ptr addrspace(3) %1017, i64 2
  %1037 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1033, i32 %1034, i16 0) #6
  store i16 %1037, ptr addrspace(3) %1036, align 2
  %1038 = getelementptr i8, ptr addrspace(3) %1017, i64 4
  %1039 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1031, i32 %1034, i16 0) #6
  store i16 %1039, ptr addrspace(3) %1038, align 4
  %1040 = getelementptr i8, ptr addrspace(3) %1017, i64 6
  %1041 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1029, i32 %1034, i16 0) #6
  store i16 %1041, ptr addrspace(3) %1040, align 2
  br label %1042

1042:                                             ; preds = %1024, %1027
  %1043 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 8192), i64 %537
  %1044 = sext i32 %838 to i64
  %1045 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1044
  %1046 = ptrtoint ptr addrspace(1) %1045 to i64
  %1047 = and i64 %1046, 7
  %1048 = icmp eq i64 %1047, 0
  %1049 = and i1 %860, %1048
  br i1 %1049, label %1050, label %1053

1050:                                             ; preds = %1042
  %1051 = ptrtoint ptr addrspace(3) %1043 to i64
  %1052 = trunc i64 %1051 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %1052, ptr addrspace(1) %1045) #6
  br label %1068

1053:                                             ; preds = %1042
  %1054 = sext i32 %844 to i64
  %1055 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1054
  %1056 = sext i32 %842 to i64
  %1057 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1056
  %1058 = sext i32 %840 to i64
  %1059 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1058
  %1060 = zext i1 %860 to i32
  %1061 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1045, i32 %1060, i16 0) #6
  store i16 %1061, ptr addrspace(3) %1043, align 8
  %1062 = getelementptr i8, ptr addrspace(3) %1043, i64 2
  %1063 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1059, i32 %1060, i16 0) #6
  store i16 %1063, ptr addrspace(3) %1062, align 2
  %1064 = getelementptr i8, ptr addrspace(3) %1043, i64 4
  %1065 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1057, i32 %1060, i16 0) #6
  store i16 %1065, ptr addrspace(3) %1064, align 4
  %1066 = getelementptr i8, ptr addrspace(3) %1043, i64 6
  %1067 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1055, i32 %1060, i16 0) #6
  store i16 %1067, ptr addrspace(3) %1066, align 2
  br label %1068

1068:                                             ; preds = %1050, %1053
  %1069 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 32768), i64 %327
  %1070 = getelementptr bfloat, ptr addrspace(1) %2, i64 %862
  %1071 = ptrtoint ptr addrspace(1) %1070 to i64
  %1072 = and i64 %1071, 7
  %1073 = icmp eq i64 %1072, 0
  %1074 = and i1 %853, %1073
  br i1 %1074, label %1075, label %1078

1075:                                             ; preds = %1068
  %1076 = ptrtoint ptr addrspace(3) %1069 to i64
  %1077 = trunc i64 %1076 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %1077, ptr addrspace(1) %1070) #6
  br label %1093

1078:                                             ; preds = %1068
  %1079 = sext i32 %795 to i64
  %1080 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1079
  %1081 = sext i32 %794 to i64
  %1082 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1081
  %1083 = sext i32 %793 to i64
  %1084 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1083
  %1085 = zext i1 %853 to i32
  %1086 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1070, i32 %1085, i16 0) #6
  store i16 %1086, ptr addrspace(3) %1069, align 8
  %1087 = getelementptr i8, ptr addrspace(3) %1069, i64 2
  %1088 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1084, i32 %1085, i16 0) #6
  store i16 %1088, ptr addrspace(3) %1087, align 2
  %1089 = getelementptr i8, ptr addrspace(3) %1069, i64 4
  %1090 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1082, i32 %1085, i16 0) #6
  store i16 %1090, ptr addrspace(3) %1089, align 4
  %1091 = getelementptr i8, ptr addrspace(3) %1069, i64 6
  %1092 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1080, i32 %1085, i16 0) #6
  store i16 %1092, ptr addrspace(3) %1091, align 2
  br label %1093

1093:                                             ; preds = %1075, %1078
  %1094 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 32768), i64 %357
  %1095 = getelementptr bfloat, ptr addrspace(1) %2, i64 %888
  %1096 = ptrtoint ptr addrspace(1) %1095 to i64
  %1097 = and i64 %1096, 7
  %1098 = icmp eq i64 %1097, 0
  %1099 = and i1 %854, %1098
  br i1 %1099, label %1100, label %1103

1100:                                             ; preds = %1093
  %1101 = ptrtoint ptr addrspace(3) %1094 to i64
  %1102 = trunc i64 %1101 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %1102, ptr addrspace(1) %1095) #6
  br label %1118

1103:                                             ; preds = %1093
  %1104 = sext i32 %802 to i64
  %1105 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1104
  %1106 = sext i32 %800 to i64
  %1107 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1106
  %1108 = sext i32 %798 to i64
  %1109 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1108
  %1110 = zext i1 %854 to i32
  %1111 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1095, i32 %1110, i16 0) #6
  store i16 %1111, ptr addrspace(3) %1094, align 8
  %1112 = getelementptr i8, ptr addrspace(3) %1094, i64 2
  %1113 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1109, i32 %1110, i16 0) #6
  store i16 %1113, ptr addrspace(3) %1112, align 2
  %1114 = getelementptr i8, ptr addrspace(3) %1094, i64 4
  %1115 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1107, i32 %1110, i16 0) #6
  store i16 %1115, ptr addrspace(3) %1114, align 4
  %1116 = getelementptr i8, ptr addrspace(3) %1094, i64 6
  %1117 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1105, i32 %1110, i16 0) #6
  store i16 %1117, ptr addrspace(3) %1116, align 2
  br label %1118

1118:                                             ; preds = %1100, %1103
  %1119 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 32768), i64 %387
  %1120 = getelementptr bfloat, ptr addrspace(1) %2, i64 %914
  %1121 = ptrtoint ptr addrspace(1) %1120 to i64
  %1122 = and i64 %1121, 7
  %1123 = icmp eq i64 %1122, 0
  %1124 = and i1 %855, %1123
  br i1 %1124, label %1125, label %1128

1125:                                             ; preds = %1118
  %1126 = ptrtoint ptr addrspace(3) %1119 to i64
  %1127 = trunc i64 %1126 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %1127, ptr addrspace(1) %1120) #6
  br label %1143

1128:                                             ; preds = %1118
  %1129 = sext i32 %809 to i64
  %1130 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1129
  %1131 = sext i32 %807 to i64
  %1132 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1131
  %1133 = sext i32 %805 to i64
  %1134 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1133
  %1135 = zext i1 %855 to i32
  %1136 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1120, i32 %1135, i16 0) #6
  store i16 %1136, ptr addrspace(3) %1119, align 8
  %1137 = getelementptr i8, ptr addrspace(3) %1119, i64 2
  %1138 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1134, i32 %1135, i16 0) #6
  store i16 %1138, ptr addrspace(3) %1137, align 2
  %1139 = getelementptr i8, ptr addrspace(3) %1119, i64 4
  %1140 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1132, i32 %1135, i16 0) #6
  store i16 %1140, ptr addrspace(3) %1139, align 4
  %1141 = getelementptr i8, ptr addrspace(3) %1119, i64 6
  %1142 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1130, i32 %1135, i16 0) #6
  store i16 %1142, ptr addrspace(3) %1141, align 2
  br label %1143

1143:                                             ; preds = %1125, %1128
  %1144 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 32768), i64 %417
  %1145 = getelementptr bfloat, ptr addrspace(1) %2, i64 %940
  %1146 = ptrtoint ptr addrspace(1) %1145 to i64
  %1147 = and i64 %1146, 7
  %1148 = icmp eq i64 %1147, 0
  %1149 = and i1 %856, %1148
  br i1 %1149, label %1150, label %1153

1150:                                             ; preds = %1143
  %1151 = ptrtoint ptr addrspace(3) %1144 to i64
  %1152 = trunc i64 %1151 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %1152, ptr addrspace(1) %1145) #6
  br label %1168

1153:                                             ; preds = %1143
  %1154 = sext i32 %816 to i64
  %1155 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1154
  %1156 = sext i32 %814 to i64
  %1157 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1156
  %1158 = sext i32 %812 to i64
  %1159 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1158
  %1160 = zext i1 %856 to i32
  %1161 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1145, i32 %1160, i16 0) #6
  store i16 %1161, ptr addrspace(3) %1144, align 8
  %1162 = getelementptr i8, ptr addrspace(3) %1144, i64 2
  %1163 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1159, i32 %1160, i16 0) #6
  store i16 %1163, ptr addrspace(3) %1162, align 2
  %1164 = getelementptr i8, ptr addrspace(3) %1144, i64 4
  %1165 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1157, i32 %1160, i16 0) #6
  store i16 %1165, ptr addrspace(3) %1164, align 4
  %1166 = getelementptr i8, ptr addrspace(3) %1144, i64 6
  %1167 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1155, i32 %1160, i16 0) #6
  store i16 %1167, ptr addrspace(3) %1166, align 2
  br label %1168

1168:                                             ; preds = %1150, %1153
  %1169 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 32768), i64 %447
  %1170 = getelementptr bfloat, ptr addrspace(1) %2, i64 %966
  %1171 = ptrtoint ptr addrspace(1) %1170 to i64
  %1172 = and i64 %1171, 7
  %1173 = icmp eq i64 %1172, 0
  %1174 = and i1 %857, %1173
  br i1 %1174, label %1175, label %1178

1175:                                             ; preds = %1168
  %1176 = ptrtoint ptr addrspace(3) %1169 to i64
  %1177 = trunc i64 %1176 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %1177, ptr addrspace(1) %1170) #6
  br label %1193

1178:                                             ; preds = %1168
  %1179 = sext i32 %823 to i64
  %1180 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1179
  %1181 = sext i32 %821 to i64
  %1182 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1181
  %1183 = sext i32 %819 to i64
  %1184 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1183
  %1185 = zext i1 %857 to i32
  %1186 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1170, i32 %1185, i16 0) #6
  store i16 %1186, ptr addrspace(3) %1169, align 8
  %1187 = getelementptr i8, ptr addrspace(3) %1169, i64 2
  %1188 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1184, i32 %1185, i16 0) #6
  store i16 %1188, ptr addrspace(3) %1187, align 2
  %1189 = getelementptr i8, ptr addrspace(3) %1169, i64 4
  %1190 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1182, i32 %1185, i16 0) #6
  store i16 %1190, ptr addrspace(3) %1189, align 4
  %1191 = getelementptr i8, ptr addrspace(3) %1169, i64 6
  %1192 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1180, i32 %1185, i16 0) #6
  store i16 %1192, ptr addrspace(3) %1191, align 2
  br label %1193

1193:                                             ; preds = %1175, %1178
  %1194 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 32768), i64 %477
  %1195 = getelementptr bfloat, ptr addrspace(1) %2, i64 %992
  %1196 = ptrtoint ptr addrspace(1) %1195 to i64
  %1197 = and i64 %1196, 7
  %1198 = icmp eq i64 %1197, 0
  %1199 = and i1 %858, %1198
  br i1 %1199, label %1200, label %1203

1200:                                             ; preds = %1193
  %1201 = ptrtoint ptr addrspace(3) %1194 to i64
  %1202 = trunc i64 %1201 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %1202, ptr addrspace(1) %1195) #6
  br label %1218

1203:                                             ; preds = %1193
  %1204 = sext i32 %830 to i64
  %1205 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1204
  %1206 = sext i32 %828 to i64
  %1207 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1206
  %1208 = sext i32 %826 to i64
  %1209 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1208
  %1210 = zext i1 %858 to i32
  %1211 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1195, i32 %1210, i16 0) #6
  store i16 %1211, ptr addrspace(3) %1194, align 8
  %1212 = getelementptr i8, ptr addrspace(3) %1194, i64 2
  %1213 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1209, i32 %1210, i16 0) #6
  store i16 %1213, ptr addrspace(3) %1212, align 2
  %1214 = getelementptr i8, ptr addrspace(3) %1194, i64 4
  %1215 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1207, i32 %1210, i16 0) #6
  store i16 %1215, ptr addrspace(3) %1214, align 4
  %1216 = getelementptr i8, ptr addrspace(3) %1194, i64 6
  %1217 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1205, i32 %1210, i16 0) #6
  store i16 %1217, ptr addrspace(3) %1216, align 2
  br label %1218

1218:                                             ; preds = %1200, %1203
  %1219 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 32768), i64 %507
  %1220 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1018
  %1221 = ptrtoint ptr addrspace(1) %1220 to i64
  %1222 = and i64 %1221, 7
  %1223 = icmp eq i64 %1222, 0
  %1224 = and i1 %859, %1223
  br i1 %1224, label %1225, label %1228

1225:                                             ; preds = %1218
  %1226 = ptrtoint ptr addrspace(3) %1219 to i64
  %1227 = trunc i64 %1226 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %1227, ptr addrspace(1) %1220) #6
  br label %1243

1228:                                             ; preds = %1218
  %1229 = sext i32 %837 to i64
  %1230 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1229
  %1231 = sext i32 %835 to i64
  %1232 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1231
  %1233 = sext i32 %833 to i64
  %1234 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1233
  %1235 = zext i1 %859 to i32
  %1236 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1220, i32 %1235, i16 0) #6
  store i16 %1236, ptr addrspace(3) %1219, align 8
  %1237 = getelementptr i8, ptr addrspace(3) %1219, i64 2
  %1238 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1234, i32 %1235, i16 0) #6
  store i16 %1238, ptr addrspace(3) %1237, align 2
  %1239 = getelementptr i8, ptr addrspace(3) %1219, i64 4
  %1240 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1232, i32 %1235, i16 0) #6
  store i16 %1240, ptr addrspace(3) %1239, align 4
  %1241 = getelementptr i8, ptr addrspace(3) %1219, i64 6
  %1242 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1230, i32 %1235, i16 0) #6
  store i16 %1242, ptr addrspace(3) %1241, align 2
  br label %1243

1243:                                             ; preds = %1225, %1228
  %1244 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 32768), i64 %537
  %1245 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1044
  %1246 = ptrtoint ptr addrspace(1) %1245 to i64
  %1247 = and i64 %1246, 7
  %1248 = icmp eq i64 %1247, 0
  %1249 = and i1 %860, %1248
  br i1 %1249, label %1250, label %1253

1250:                                             ; preds = %1243
  %1251 = ptrtoint ptr addrspace(3) %1244 to i64
  %1252 = trunc i64 %1251 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %1252, ptr addrspace(1) %1245) #6
  br label %1268

1253:                                             ; preds = %1243
  %1254 = sext i32 %844 to i64
  %1255 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1254
  %1256 = sext i32 %842 to i64
  %1257 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1256
  %1258 = sext i32 %840 to i64
  %1259 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1258
  %1260 = zext i1 %860 to i32
  %1261 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1245, i32 %1260, i16 0) #6
  store i16 %1261, ptr addrspace(3) %1244, align 8
  %1262 = getelementptr i8, ptr addrspace(3) %1244, i64 2
  %1263 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1259, i32 %1260, i16 0) #6
  store i16 %1263, ptr addrspace(3) %1262, align 2
  %1264 = getelementptr i8, ptr addrspace(3) %1244, i64 4
  %1265 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1257, i32 %1260, i16 0) #6
  store i16 %1265, ptr addrspace(3) %1264, align 4
  %1266 = getelementptr i8, ptr addrspace(3) %1244, i64 6
  %1267 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1255, i32 %1260, i16 0) #6
  store i16 %1267, ptr addrspace(3) %1266, align 2
  br label %1268

1268:                                             ; preds = %1250, %1253
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1269 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %327
  %1270 = insertelement <4 x i16> poison, i16 %119, i64 0
  %1271 = insertelement <4 x i16> %1270, i16 %120, i64 1
  %1272 = insertelement <4 x i16> %1271, i16 %121, i64 2
  %1273 = insertelement <4 x i16> %1272, i16 %122, i64 3
  store <4 x i16> %1273, ptr addrspace(3) %1269, align 8
  %1274 = or disjoint i32 %325, %354
  %1275 = zext nneg i32 %1274 to i64
  %1276 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %1275
  %1277 = insertelement <4 x i16> poison, i16 %133, i64 0
  %1278 = insertelement <4 x i16> %1277, i16 %134, i64 1
  %1279 = insertelement <4 x i16> %1278, i16 %135, i64 2
  %1280 = insertelement <4 x i16> %1279, i16 %136, i64 3
  store <4 x i16> %1280, ptr addrspace(3) %1276, align 8
  %1281 = or disjoint i32 %325, %384
  %1282 = zext nneg i32 %1281 to i64
  %1283 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %1282
  %1284 = insertelement <4 x i16> poison, i16 %147, i64 0
  %1285 = insertelement <4 x i16> %1284, i16 %148, i64 1
  %1286 = insertelement <4 x i16> %1285, i16 %149, i64 2
  %1287 = insertelement <4 x i16> %1286, i16 %150, i64 3
  store <4 x i16> %1287, ptr addrspace(3) %1283, align 8
  %1288 = or disjoint i32 %325, %414
  %1289 = zext nneg i32 %1288 to i64
  %1290 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %1289
  %1291 = insertelement <4 x i16> poison, i16 %161, i64 0
  %1292 = insertelement <4 x i16> %1291, i16 %162, i64 1
  %1293 = insertelement <4 x i16> %1292, i16 %163, i64 2
  %1294 = insertelement <4 x i16> %1293, i16 %164, i64 3
  store <4 x i16> %1294, ptr addrspace(3) %1290, align 8
  %1295 = or disjoint i32 %325, %444
  %1296 = zext nneg i32 %1295 to i64
  %1297 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %1296
  %1298 = insertelement <4 x i16> poison, i16 %175, i64 0
  %1299 = insertelement <4 x i16> %1298, i16 %176, i64 1
  %1300 = insertelement <4 x i16> %1299, i16 %177, i64 2
  %1301 = insertelement <4 x i16> %1300, i16 %178, i64 3
  store <4 x i16> %1301, ptr addrspace(3) %1297, align 8
  %1302 = or disjoint i32 %325, %474
  %1303 = zext nneg i32 %1302 to i64
  %1304 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %1303
  %1305 = insertelement <4 x i16> poison, i16 %189, i64 0
  %1306 = insertelement <4 x i16> %1305, i16 %190, i64 1
  %1307 = insertelement <4 x i16> %1306, i16 %191, i64 2
  %1308 = insertelement <4 x i16> %1307, i16 %192, i64 3
  store <4 x i16> %1308, ptr addrspace(3) %1304, align 8
  %1309 = or disjoint i32 %325, %504
  %1310 = zext nneg i32 %1309 to i64
  %1311 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %1310
  %1312 = insertelement <4 x i16> poison, i16 %203, i64 0
  %1313 = insertelement <4 x i16> %1312, i16 %204, i64 1
  %1314 = insertelement <4 x i16> %1313, i16 %205, i64 2
  %1315 = insertelement <4 x i16> %1314, i16 %206, i64 3
  store <4 x i16> %1315, ptr addrspace(3) %1311, align 8
  %1316 = or disjoint i32 %325, %534
  %1317 = zext nneg i32 %1316 to i64
  %1318 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %1317
  %1319 = insertelement <4 x i16> poison, i16 %217, i64 0
  %1320 = insertelement <4 x i16> %1319, i16 %218, i64 1
  %1321 = insertelement <4 x i16> %1320, i16 %219, i64 2
  %1322 = insertelement <4 x i16> %1321, i16 %220, i64 3
  store <4 x i16> %1322, ptr addrspace(3) %1318, align 8
  tail call void asm sideeffect "fence.proxy.async.shared::cta;", "~{memory}"() #6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1323 = icmp sgt i32 %4, 0
  br i1 %1323, label %.lr.ph, label %.._crit_edge_crit_edge

.._crit_edge_crit_edge:                           ; preds = %1268
  %.pre = shl nuw nsw i32 %7, 1
  %.pre128 = and i32 %.pre, 6
  br label %._crit_edge

.lr.ph:                                           ; preds = %1268
  %1324 = lshr exact i64 ptrtoint (ptr addrspace(3) @attention_smem to i64), 4
  %1325 = and i64 %1324, 16320
  %1326 = or disjoint i64 %1325, 4611686293305360384
  %1327 = lshr exact i64 ptrtoint (ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 32) to i64), 4
  %1328 = and i64 %1327, 16322
  %1329 = or disjoint i64 %1328, 4611686293305360384
  %1330 = lshr exact i64 ptrtoint (ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 64) to i64), 4
  %1331 = and i64 %1330, 16324
  %1332 = or disjoint i64 %1331, 4611686293305360384
  %1333 = lshr exact i64 ptrtoint (ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 96) to i64), 4
  %1334 = and i64 %1333, 16326
  %1335 = or disjoint i64 %1334, 4611686293305360384
  %1336 = shl nuw nsw i32 %7, 1
  %1337 = and i32 %1336, 6
  %1338 = add i32 %51, %12
  %1339 = add i32 %53, %12
  %1340 = add i32 %55, %12
  %1341 = add i32 %57, %12
  %1342 = add i32 %59, %12
  %1343 = add i32 %61, %12
  %1344 = add i32 %63, %12
  %1345 = add i32 %65, %12
  %1346 = add i32 %67, %12
  %1347 = add i32 %69, %12
  %1348 = add i32 %71, %12
  %1349 = add i32 %73, %12
  %1350 = add i32 %75, %12
  %1351 = add i32 %77, %12
  %1352 = add i32 %79, %12
  %1353 = add i32 %81, %12
  %1354 = add i32 %83, %12
  %1355 = add i32 %85, %12
  %1356 = add i32 %87, %12
  %1357 = add i32 %89, %12
  %1358 = add i32 %91, %12
  br label %1359

1359:                                             ; preds = %.lr.ph, %2633
  %1360 = phi float [ 0xFFF0000000000000, %.lr.ph ], [ %1732, %2633 ]
  %1361 = phi float [ 0xFFF0000000000000, %.lr.ph ], [ %1731, %2633 ]
  %1362 = phi float [ 0.000000e+00, %.lr.ph ], [ %2147, %2633 ]
  %1363 = phi float [ 0.000000e+00, %.lr.ph ], [ %2146, %2633 ]
  %1364 = phi float [ 0.000000e+00, %.lr.ph ], [ %2145, %2633 ]
  %1365 = phi float [ 0.000000e+00, %.lr.ph ], [ %2144, %2633 ]
  %1366 = phi float [ 0.000000e+00, %.lr.ph ], [ %2143, %2633 ]
  %1367 = phi float [ 0.000000e+00, %.lr.ph ], [ %2142, %2633 ]
  %1368 = phi float [ 0.000000e+00, %.lr.ph ], [ %2141, %2633 ]
  %1369 = phi float [ 0.000000e+00, %.lr.ph ], [ %2140, %2633 ]
  %1370 = phi float [ 0.000000e+00, %.lr.ph ], [ %2139, %2633 ]
  %1371 = phi float [ 0.000000e+00, %.lr.ph ], [ %2138, %2633 ]
  %1372 = phi float [ 0.000000e+00, %.lr.ph ], [ %2137, %2633 ]
  %1373 = phi float [ 0.000000e+00, %.lr.ph ], [ %2136, %2633 ]
  %1374 = phi float [ 0.000000e+00, %.lr.ph ], [ %2135, %2633 ]
  %1375 = phi float [ 0.000000e+00, %.lr.ph ], [ %2134, %2633 ]
  %1376 = phi float [ 0.000000e+00, %.lr.ph ], [ %2133, %2633 ]
  %1377 = phi float [ 0.000000e+00, %.lr.ph ], [ %2132, %2633 ]
  %1378 = phi float [ 0.000000e+00, %.lr.ph ], [ %2131, %2633 ]
  %1379 = phi float [ 0.000000e+00, %.lr.ph ], [ %2130, %2633 ]
  %1380 = phi float [ 0.000000e+00, %.lr.ph ], [ %2129, %2633 ]
  %1381 = phi float [ 0.000000e+00, %.lr.ph ], [ %2128, %2633 ]
  %1382 = phi float [ 0.000000e+00, %.lr.ph ], [ %2127, %2633 ]
  %1383 = phi float [ 0.000000e+00, %.lr.ph ], [ %2126, %2633 ]
  %1384 = phi float [ 0.000000e+00, %.lr.ph ], [ %2125, %2633 ]
  %1385 = phi float [ 0.000000e+00, %.lr.ph ], [ %2124, %2633 ]
  %1386 = phi float [ 0.000000e+00, %.lr.ph ], [ %2123, %2633 ]
  %1387 = phi float [ 0.000000e+00, %.lr.ph ], [ %2122, %2633 ]
  %1388 = phi float [ 0.000000e+00, %.lr.ph ], [ %2121, %2633 ]
  %1389 = phi float [ 0.000000e+00, %.lr.ph ], [ %2120, %2633 ]
  %1390 = phi float [ 0.000000e+00, %.lr.ph ], [ %2119, %2633 ]
  %1391 = phi float [ 0.000000e+00, %.lr.ph ], [ %2118, %2633 ]
  %1392 = phi float [ 0.000000e+00, %.lr.ph ], [ %2117, %2633 ]
  %1393 = phi float [ 0.000000e+00, %.lr.ph ], [ %2116, %2633 ]
  %1394 = phi float [ 0.000000e+00, %.lr.ph ], [ %1850, %2633 ]
  %1395 = phi float [ 0.000000e+00, %.lr.ph ], [ %1849, %2633 ]
  %1396 = phi i32 [ 0, %.lr.ph ], [ %2634, %2633 ]
  %1397 = lshr exact i32 %1396, 6
  %1398 = urem i32 %1397, 3
  %1399 = add i32 %1396, 128
  %1400 = add nuw nsw i32 %1397, 2
  %1401 = urem i32 %1400, 3
  tail call void asm sideeffect "cp.async.wait_group 1;", "~{memory}"() #6
  tail call void asm sideeffect "fence.proxy.async.shared::cta;", "~{memory}"() #6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1402 = shl nuw nsw i32 %1398, 13
  %1403 = zext nneg i32 %1402 to i64
  %1404 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %1403
  tail call void asm sideeffect "wgmma.fence.sync.aligned;", ""() #6
  %1405 = ptrtoint ptr addrspace(3) %1404 to i64
  %1406 = lshr exact i64 %1405, 4
  %1407 = and i64 %1406, 16320
  %1408 = or disjoint i64 %1407, 4611686293305360384
  %1409 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $34, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $32, $33, p, 1, 1, 0, 0;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i64 %1326, i64 %1408, i32 1, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #6
  %1410 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1409, 0
  %1411 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1409, 1
  %1412 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1409, 2
  %1413 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1409, 3
  %1414 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1409, 4
  %1415 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1409, 5
  %1416 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1409, 6
  %1417 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1409, 7
  %1418 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1409, 8
  %1419 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1409, 9
  %1420 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1409, 10
  %1421 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1409, 11
  %1422 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1409, 12
  %1423 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1409, 13
  %1424 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1409, 14
  %1425 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1409, 15
  %1426 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1409, 16
  %1427 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1409, 17
  %1428 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1409, 18
  %1429 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1409, 19
  %1430 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1409, 20
  %1431 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1409, 21
  %1432 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1409, 22
  %1433 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1409, 23
  %1434 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1409, 24
  %1435 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1409, 25
  %1436 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1409, 26
  %1437 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1409, 27
  %1438 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1409, 28
  %1439 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1409, 29
  %1440 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1409, 30
  %1441 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1409, 31
  %1442 = getelementptr i8, ptr addrspace(3) %1404, i64 32
  %1443 = ptrtoint ptr addrspace(3) %1442 to i64
  %1444 = lshr exact i64 %1443, 4
  %1445 = and i64 %1444, 16383
  %1446 = or disjoint i64 %1445, 4611686293305360384
  %1447 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $34, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $32, $33, p, 1, 1, 0, 0;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i64 %1329, i64 %1446, i32 1, float %1410, float %1411, float %1412, float %1413, float %1414, float %1415, float %1416, float %1417, float %1418, float %1419, float %1420, float %1421, float %1422, float %1423, float %1424, float %1425, float %1426, float %1427, float %1428, float %1429, float %1430, float %1431, float %1432, float %1433, float %1434, float %1435, float %1436, float %1437, float %1438, float %1439, float %1440, float %1441) #6
  %1448 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1447, 0
  %1449 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1447, 1
  %1450 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1447, 2
  %1451 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1447, 3
  %1452 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1447, 4
  %1453 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1447, 5
  %1454 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1447, 6
  %1455 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1447, 7
  %1456 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1447, 8
  %1457 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1447, 9
  %1458 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1447, 10
  %1459 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1447, 11
  %1460 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1447, 12
  %1461 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1447, 13
  %1462 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1447, 14
  %1463 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1447, 15
  %1464 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1447, 16
  %1465 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1447, 17
  %1466 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1447, 18
  %1467 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1447, 19
  %1468 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1447, 20
  %1469 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1447, 21
  %1470 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1447, 22
  %1471 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1447, 23
  %1472 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1447, 24
  %1473 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1447, 25
  %1474 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1447, 26
  %1475 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1447, 27
  %1476 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1447, 28
  %1477 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1447, 29
  %1478 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1447, 30
  %1479 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1447, 31
  %1480 = getelementptr i8, ptr addrspace(3) %1404, i64 64
  %1481 = ptrtoint ptr addrspace(3) %1480 to i64
  %1482 = lshr exact i64 %1481, 4
  %1483 = and i64 %1482, 16383
  %1484 = or disjoint i64 %1483, 4611686293305360384
  %1485 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $34, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $32, $33, p, 1, 1, 0, 0;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i64 %1332, i64 %1484, i32 1, float %1448, float %1449, float %1450, float %1451, float %1452, float %1453, float %1454, float %1455, float %1456, float %1457, float %1458, float %1459, float %1460, float %1461, float %1462, float %1463, float %1464, float %1465, float %1466, float %1467, float %1468, float %1469, float %1470, float %1471, float %1472, float %1473, float %1474, float %1475, float %1476, float %1477, float %1478, float %1479) #6
  %1486 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1485, 0
  %1487 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1485, 1
  %1488 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1485, 2
  %1489 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1485, 3
  %1490 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1485, 4
  %1491 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1485, 5
  %1492 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1485, 6
  %1493 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1485, 7
  %1494 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1485, 8
  %1495 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1485, 9
  %1496 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1485, 10
  %1497 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1485, 11
  %1498 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1485, 12
  %1499 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1485, 13
  %1500 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1485, 14
  %1501 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1485, 15
  %1502 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1485, 16
  %1503 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1485, 17
  %1504 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1485, 18
  %1505 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1485, 19
  %1506 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1485, 20
  %1507 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1485, 21
  %1508 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1485, 22
  %1509 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1485, 23
  %1510 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1485, 24
  %1511 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1485, 25
  %1512 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1485, 26
  %1513 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1485, 27
  %1514 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1485, 28
  %1515 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1485, 29
  %1516 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1485, 30
  %1517 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1485, 31
  %1518 = getelementptr i8, ptr addrspace(3) %1404, i64 96
  %1519 = ptrtoint ptr addrspace(3) %1518 to i64
  %1520 = lshr exact i64 %1519, 4
  %1521 = and i64 %1520, 16383
  %1522 = or disjoint i64 %1521, 4611686293305360384
  %1523 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $34, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $32, $33, p, 1, 1, 0, 0;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i64 %1335, i64 %1522, i32 1, float %1486, float %1487, float %1488, float %1489, float %1490, float %1491, float %1492, float %1493, float %1494, float %1495, float %1496, float %1497, float %1498, float %1499, float %1500, float %1501, float %1502, float %1503, float %1504, float %1505, float %1506, float %1507, float %1508, float %1509, float %1510, float %1511, float %1512, float %1513, float %1514, float %1515, float %1516, float %1517) #6
  %1524 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1523, 0
  %1525 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1523, 1
  %1526 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1523, 2
  %1527 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1523, 3
  %1528 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1523, 4
  %1529 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1523, 5
  %1530 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1523, 6
  %1531 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1523, 7
  %1532 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1523, 8
  %1533 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1523, 9
  %1534 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1523, 10
  %1535 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1523, 11
  %1536 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1523, 12
  %1537 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1523, 13
  %1538 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1523, 14
  %1539 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1523, 15
  %1540 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1523, 16
  %1541 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1523, 17
  %1542 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1523, 18
  %1543 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1523, 19
  %1544 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1523, 20
  %1545 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1523, 21
  %1546 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1523, 22
  %1547 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1523, 23
  %1548 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1523, 24
  %1549 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1523, 25
  %1550 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1523, 26
  %1551 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1523, 27
  %1552 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1523, 28
  %1553 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1523, 29
  %1554 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1523, 30
  %1555 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1523, 31
  tail call void asm sideeffect "wgmma.commit_group.sync.aligned;", ""() #6
  %1556 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.wait_group.sync.aligned 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(float %1524, float %1525, float %1526, float %1527, float %1528, float %1529, float %1530, float %1531, float %1532, float %1533, float %1534, float %1535, float %1536, float %1537, float %1538, float %1539, float %1540, float %1541, float %1542, float %1543, float %1544, float %1545, float %1546, float %1547, float %1548, float %1549, float %1550, float %1551, float %1552, float %1553, float %1554, float %1555) #6
  %1557 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1556, 0
  %1558 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1556, 1
  %1559 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1556, 2
  %1560 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1556, 3
  %1561 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1556, 4
  %1562 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1556, 5
  %1563 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1556, 6
  %1564 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1556, 7
  %1565 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1556, 8
  %1566 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1556, 9
  %1567 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1556, 10
  %1568 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1556, 11
  %1569 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1556, 12
  %1570 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1556, 13
  %1571 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1556, 14
  %1572 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1556, 15
  %1573 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1556, 16
  %1574 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1556, 17
  %1575 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1556, 18
  %1576 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1556, 19
  %1577 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1556, 20
  %1578 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1556, 21
  %1579 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1556, 22
  %1580 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1556, 23
  %1581 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1556, 24
  %1582 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1556, 25
  %1583 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1556, 26
  %1584 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1556, 27
  %1585 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1556, 28
  %1586 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1556, 29
  %1587 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1556, 30
  %1588 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1556, 31
  %1589 = fmul float %14, %1557
  %1590 = fmul float %14, %1558
  %1591 = fmul float %14, %1559
  %1592 = fmul float %14, %1560
  %1593 = fmul float %14, %1561
  %1594 = fmul float %14, %1562
  %1595 = fmul float %14, %1563
  %1596 = fmul float %14, %1564
  %1597 = fmul float %14, %1565
  %1598 = fmul float %14, %1566
  %1599 = fmul float %14, %1567
  %1600 = fmul float %14, %1568
  %1601 = fmul float %14, %1569
  %1602 = fmul float %14, %1570
  %1603 = fmul float %14, %1571
  %1604 = fmul float %14, %1572
  %1605 = fmul float %14, %1573
  %1606 = fmul float %14, %1574
  %1607 = fmul float %14, %1575
  %1608 = fmul float %14, %1576
  %1609 = fmul float %14, %1577
  %1610 = fmul float %14, %1578
  %1611 = fmul float %14, %1579
  %1612 = fmul float %14, %1580
  %1613 = fmul float %14, %1581
  %1614 = fmul float %14, %1582
  %1615 = fmul float %14, %1583
  %1616 = fmul float %14, %1584
  %1617 = fmul float %14, %1585
  %1618 = fmul float %14, %1586
  %1619 = fmul float %14, %1587
  %1620 = fmul float %14, %1588
  %1621 = or disjoint i32 %1396, %1337
  %1622 = icmp slt i32 %1621, %4
  %1623 = or disjoint i32 %1621, 1
  %1624 = icmp slt i32 %1623, %4
  %1625 = or disjoint i32 %1621, 8
  %1626 = icmp slt i32 %1625, %4
  %1627 = or disjoint i32 %1621, 9
  %1628 = icmp slt i32 %1627, %4
  %1629 = or disjoint i32 %1621, 16
  %1630 = icmp slt i32 %1629, %4
  %1631 = or disjoint i32 %1621, 17
  %1632 = icmp slt i32 %1631, %4
  %1633 = or disjoint i32 %1621, 24
  %1634 = icmp slt i32 %1633, %4
  %1635 = or disjoint i32 %1621, 25
  %1636 = icmp slt i32 %1635, %4
  %1637 = or disjoint i32 %1621, 32
  %1638 = icmp slt i32 %1637, %4
  %1639 = or disjoint i32 %1621, 33
  %1640 = icmp slt i32 %1639, %4
  %1641 = or disjoint i32 %1621, 40
  %1642 = icmp slt i32 %1641, %4
  %1643 = or disjoint i32 %1621, 41
  %1644 = icmp slt i32 %1643, %4
  %1645 = or disjoint i32 %1621, 48
  %1646 = icmp slt i32 %1645, %4
  %1647 = or disjoint i32 %1621, 49
  %1648 = icmp slt i32 %1647, %4
  %1649 = or disjoint i32 %1621, 56
  %1650 = icmp slt i32 %1649, %4
  %1651 = or disjoint i32 %1621, 57
  %1652 = icmp slt i32 %1651, %4
  %1653 = select i1 %1622, float %1589, float 0xFFF0000000000000
  %1654 = select i1 %1624, float %1590, float 0xFFF0000000000000
  %1655 = select i1 %1622, float %1591, float 0xFFF0000000000000
  %1656 = select i1 %1624, float %1592, float 0xFFF0000000000000
  %1657 = select i1 %1626, float %1593, float 0xFFF0000000000000
  %1658 = select i1 %1628, float %1594, float 0xFFF0000000000000
  %1659 = select i1 %1626, float %1595, float 0xFFF0000000000000
  %1660 = select i1 %1628, float %1596, float 0xFFF0000000000000
  %1661 = select i1 %1630, float %1597, float 0xFFF0000000000000
  %1662 = select i1 %1632, float %1598, float 0xFFF0000000000000
  %1663 = select i1 %1630, float %1599, float 0xFFF0000000000000
  %1664 = select i1 %1632, float %1600, float 0xFFF0000000000000
  %1665 = select i1 %1634, float %1601, float 0xFFF0000000000000
  %1666 = select i1 %1636, float %1602, float 0xFFF0000000000000
  %1667 = select i1 %1634, float %1603, float 0xFFF0000000000000
  %1668 = select i1 %1636, float %1604, float 0xFFF0000000000000
  %1669 = select i1 %1638, float %1605, float 0xFFF0000000000000
  %1670 = select i1 %1640, float %1606, float 0xFFF0000000000000
  %1671 = select i1 %1638, float %1607, float 0xFFF0000000000000
  %1672 = select i1 %1640, float %1608, float 0xFFF0000000000000
  %1673 = select i1 %1642, float %1609, float 0xFFF0000000000000
  %1674 = select i1 %1644, float %1610, float 0xFFF0000000000000
  %1675 = select i1 %1642, float %1611, float 0xFFF0000000000000
  %1676 = select i1 %1644, float %1612, float 0xFFF0000000000000
  %1677 = select i1 %1646, float %1613, float 0xFFF0000000000000
  %1678 = select i1 %1648, float %1614, float 0xFFF0000000000000
  %1679 = select i1 %1646, float %1615, float 0xFFF0000000000000
  %1680 = select i1 %1648, float %1616, float 0xFFF0000000000000
  %1681 = select i1 %1650, float %1617, float 0xFFF0000000000000
  %1682 = select i1 %1652, float %1618, float 0xFFF0000000000000
  %1683 = select i1 %1650, float %1619, float 0xFFF0000000000000
  %1684 = select i1 %1652, float %1620, float 0xFFF0000000000000
  %1685 = tail call float @llvm.maxnum.f32(float %1653, float %1654)
  %1686 = tail call float @llvm.maxnum.f32(float %1655, float %1656)
  %1687 = tail call float @llvm.maxnum.f32(float %1685, float %1657)
  %1688 = tail call float @llvm.maxnum.f32(float %1687, float %1658)
  %1689 = tail call float @llvm.maxnum.f32(float %1686, float %1659)
  %1690 = tail call float @llvm.maxnum.f32(float %1689, float %1660)
  %1691 = tail call float @llvm.maxnum.f32(float %1688, float %1661)
  %1692 = tail call float @llvm.maxnum.f32(float %1691, float %1662)
  %1693 = tail call float @llvm.maxnum.f32(float %1690, float %1663)
  %1694 = tail call float @llvm.maxnum.f32(float %1693, float %1664)
  %1695 = tail call float @llvm.maxnum.f32(float %1692, float %1665)
  %1696 = tail call float @llvm.maxnum.f32(float %1695, float %1666)
  %1697 = tail call float @llvm.maxnum.f32(float %1694, float %1667)
  %1698 = tail call float @llvm.maxnum.f32(float %1697, float %1668)
  %1699 = tail call float @llvm.maxnum.f32(float %1696, float %1669)
  %1700 = tail call float @llvm.maxnum.f32(float %1699, float %1670)
  %1701 = tail call float @llvm.maxnum.f32(float %1698, float %1671)
  %1702 = tail call float @llvm.maxnum.f32(float %1701, float %1672)
  %1703 = tail call float @llvm.maxnum.f32(float %1700, float %1673)
  %1704 = tail call float @llvm.maxnum.f32(float %1703, float %1674)
  %1705 = tail call float @llvm.maxnum.f32(float %1702, float %1675)
  %1706 = tail call float @llvm.maxnum.f32(float %1705, float %1676)
  %1707 = tail call float @llvm.maxnum.f32(float %1704, float %1677)
  %1708 = tail call float @llvm.maxnum.f32(float %1707, float %1678)
  %1709 = tail call float @llvm.maxnum.f32(float %1706, float %1679)
  %1710 = tail call float @llvm.maxnum.f32(float %1709, float %1680)
  %1711 = tail call float @llvm.maxnum.f32(float %1708, float %1681)
  %1712 = tail call float @llvm.maxnum.f32(float %1711, float %1682)
  %1713 = tail call float @llvm.maxnum.f32(float %1710, float %1683)
  %1714 = tail call float @llvm.maxnum.f32(float %1713, float %1684)
  %1715 = bitcast float %1712 to i32
  %1716 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1715, i32 2, i32 31)
  %1717 = bitcast i32 %1716 to float
  %1718 = tail call float @llvm.maxnum.f32(float %1712, float %1717)
  %1719 = bitcast float %1714 to i32
  %1720 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1719, i32 2, i32 31)
  %1721 = bitcast i32 %1720 to float
  %1722 = tail call float @llvm.maxnum.f32(float %1714, float %1721)
  %1723 = bitcast float %1718 to i32
  %1724 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1723, i32 1, i32 31)
  %1725 = bitcast i32 %1724 to float
  %1726 = tail call float @llvm.maxnum.f32(float %1718, float %1725)
  %1727 = bitcast float %1722 to i32
  %1728 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1727, i32 1, i32 31)
  %1729 = bitcast i32 %1728 to float
  %1730 = tail call float @llvm.maxnum.f32(float %1722, float %1729)
  %1731 = tail call float @llvm.maxnum.f32(float %1361, float %1726)
  %1732 = tail call float @llvm.maxnum.f32(float %1360, float %1730)
  %1733 = fsub float %1653, %1731
  %1734 = fsub float %1654, %1731
  %1735 = fsub float %1655, %1732
  %1736 = fsub float %1656, %1732
  %1737 = fsub float %1657, %1731
  %1738 = fsub float %1658, %1731
  %1739 = fsub float %1659, %1732
  %1740 = fsub float %1660, %1732
  %1741 = fsub float %1661, %1731
  %1742 = fsub float %1662, %1731
  %1743 = fsub float %1663, %1732
  %1744 = fsub float %1664, %1732
  %1745 = fsub float %1665, %1731
  %1746 = fsub float %1666, %1731
  %1747 = fsub float %1667, %1732
  %1748 = fsub float %1668, %1732
  %1749 = fsub float %1669, %1731
  %1750 = fsub float %1670, %1731
  %1751 = fsub float %1671, %1732
  %1752 = fsub float %1672, %1732
  %1753 = fsub float %1673, %1731
  %1754 = fsub float %1674, %1731
  %1755 = fsub float %1675, %1732
  %1756 = fsub float %1676, %1732
  %1757 = fsub float %1677, %1731
  %1758 = fsub float %1678, %1731
  %1759 = fsub float %1679, %1732
  %1760 = fsub float %1680, %1732
  %1761 = fsub float %1681, %1731
  %1762 = fsub float %1682, %1731
  %1763 = fsub float %1683, %1732
  %1764 = fsub float %1684, %1732
  %1765 = tail call float @llvm.nvvm.ex2.approx.f32(float %1733)
  %1766 = tail call float @llvm.nvvm.ex2.approx.f32(float %1734)
  %1767 = tail call float @llvm.nvvm.ex2.approx.f32(float %1735)
  %1768 = tail call float @llvm.nvvm.ex2.approx.f32(float %1736)
  %1769 = tail call float @llvm.nvvm.ex2.approx.f32(float %1737)
  %1770 = tail call float @llvm.nvvm.ex2.approx.f32(float %1738)
  %1771 = tail call float @llvm.nvvm.ex2.approx.f32(float %1739)
  %1772 = tail call float @llvm.nvvm.ex2.approx.f32(float %1740)
  %1773 = tail call float @llvm.nvvm.ex2.approx.f32(float %1741)
  %1774 = tail call float @llvm.nvvm.ex2.approx.f32(float %1742)
  %1775 = tail call float @llvm.nvvm.ex2.approx.f32(float %1743)
  %1776 = tail call float @llvm.nvvm.ex2.approx.f32(float %1744)
  %1777 = tail call float @llvm.nvvm.ex2.approx.f32(float %1745)
  %1778 = tail call float @llvm.nvvm.ex2.approx.f32(float %1746)
  %1779 = tail call float @llvm.nvvm.ex2.approx.f32(float %1747)
  %1780 = tail call float @llvm.nvvm.ex2.approx.f32(float %1748)
  %1781 = tail call float @llvm.nvvm.ex2.approx.f32(float %1749)
  %1782 = tail call float @llvm.nvvm.ex2.approx.f32(float %1750)
  %1783 = tail call float @llvm.nvvm.ex2.approx.f32(float %1751)
  %1784 = tail call float @llvm.nvvm.ex2.approx.f32(float %1752)
  %1785 = tail call float @llvm.nvvm.ex2.approx.f32(float %1753)
  %1786 = tail call float @llvm.nvvm.ex2.approx.f32(float %1754)
  %1787 = tail call float @llvm.nvvm.ex2.approx.f32(float %1755)
  %1788 = tail call float @llvm.nvvm.ex2.approx.f32(float %1756)
  %1789 = tail call float @llvm.nvvm.ex2.approx.f32(float %1757)
  %1790 = tail call float @llvm.nvvm.ex2.approx.f32(float %1758)
  %1791 = tail call float @llvm.nvvm.ex2.approx.f32(float %1759)
  %1792 = tail call float @llvm.nvvm.ex2.approx.f32(float %1760)
  %1793 = tail call float @llvm.nvvm.ex2.approx.f32(float %1761)
  %1794 = tail call float @llvm.nvvm.ex2.approx.f32(float %1762)
  %1795 = tail call float @llvm.nvvm.ex2.approx.f32(float %1763)
  %1796 = tail call float @llvm.nvvm.ex2.approx.f32(float %1764)
  %1797 = fsub float %1361, %1731
  %1798 = fsub float %1360, %1732
  %1799 = tail call float @llvm.nvvm.ex2.approx.f32(float %1797)
  %1800 = tail call float @llvm.nvvm.ex2.approx.f32(float %1798)
  %1801 = fmul float %1395, %1799
  %1802 = fmul float %1394, %1800
  %1803 = fadd float %1765, %1766
  %1804 = fadd float %1767, %1768
  %1805 = fadd float %1803, %1769
  %1806 = fadd float %1805, %1770
  %1807 = fadd float %1804, %1771
  %1808 = fadd float %1807, %1772
  %1809 = fadd float %1806, %1773
  %1810 = fadd float %1809, %1774
  %1811 = fadd float %1808, %1775
  %1812 = fadd float %1811, %1776
  %1813 = fadd float %1810, %1777
  %1814 = fadd float %1813, %1778
  %1815 = fadd float %1812, %1779
  %1816 = fadd float %1815, %1780
  %1817 = fadd float %1814, %1781
  %1818 = fadd float %1817, %1782
  %1819 = fadd float %1816, %1783
  %1820 = fadd float %1819, %1784
  %1821 = fadd float %1818, %1785
  %1822 = fadd float %1821, %1786
  %1823 = fadd float %1820, %1787
  %1824 = fadd float %1823, %1788
  %1825 = fadd float %1822, %1789
  %1826 = fadd float %1825, %1790
  %1827 = fadd float %1824, %1791
  %1828 = fadd float %1827, %1792
  %1829 = fadd float %1826, %1793
  %1830 = fadd float %1829, %1794
  %1831 = fadd float %1828, %1795
  %1832 = fadd float %1831, %1796
  %1833 = bitcast float %1830 to i32
  %1834 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1833, i32 2, i32 31)
  %1835 = bitcast i32 %1834 to float
  %1836 = fadd float %1830, %1835
  %1837 = bitcast float %1832 to i32
  %1838 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1837, i32 2, i32 31)
  %1839 = bitcast i32 %1838 to float
  %1840 = fadd float %1832, %1839
  %1841 = bitcast float %1836 to i32
  %1842 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1841, i32 1, i32 31)
  %1843 = bitcast i32 %1842 to float
  %1844 = fadd float %1836, %1843
  %1845 = bitcast float %1840 to i32
  %1846 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1845, i32 1, i32 31)
  %1847 = bitcast i32 %1846 to float
  %1848 = fadd float %1840, %1847
  %1849 = fadd float %1801, %1844
  %1850 = fadd float %1802, %1848
  %1851 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 24576), i64 %1403
  %1852 = fptrunc float %1765 to bfloat
  %1853 = fptrunc float %1766 to bfloat
  %1854 = fptrunc float %1767 to bfloat
  %1855 = fptrunc float %1768 to bfloat
  %1856 = fptrunc float %1769 to bfloat
  %1857 = fptrunc float %1770 to bfloat
  %1858 = fptrunc float %1771 to bfloat
  %1859 = fptrunc float %1772 to bfloat
  %1860 = fptrunc float %1773 to bfloat
  %1861 = fptrunc float %1774 to bfloat
  %1862 = fptrunc float %1775 to bfloat
  %1863 = fptrunc float %1776 to bfloat
  %1864 = fptrunc float %1777 to bfloat
  %1865 = fptrunc float %1778 to bfloat
  %1866 = fptrunc float %1779 to bfloat
  %1867 = fptrunc float %1780 to bfloat
  %1868 = fptrunc float %1781 to bfloat
  %1869 = fptrunc float %1782 to bfloat
  %1870 = fptrunc float %1783 to bfloat
  %1871 = fptrunc float %1784 to bfloat
  %1872 = fptrunc float %1785 to bfloat
  %1873 = fptrunc float %1786 to bfloat
  %1874 = fptrunc float %1787 to bfloat
  %1875 = fptrunc float %1788 to bfloat
  %1876 = fptrunc float %1789 to bfloat
  %1877 = fptrunc float %1790 to bfloat
  %1878 = fptrunc float %1791 to bfloat
  %1879 = fptrunc float %1792 to bfloat
  %1880 = fptrunc float %1793 to bfloat
  %1881 = fptrunc float %1794 to bfloat
  %1882 = fptrunc float %1795 to bfloat
  %1883 = fptrunc float %1796 to bfloat
  %1884 = fmul float %1393, %1799
  %1885 = fmul float %1392, %1799
  %1886 = fmul float %1391, %1800
  %1887 = fmul float %1390, %1800
  %1888 = fmul float %1389, %1799
  %1889 = fmul float %1388, %1799
  %1890 = fmul float %1387, %1800
  %1891 = fmul float %1386, %1800
  %1892 = fmul float %1385, %1799
  %1893 = fmul float %1384, %1799
  %1894 = fmul float %1383, %1800
  %1895 = fmul float %1382, %1800
  %1896 = fmul float %1381, %1799
  %1897 = fmul float %1380, %1799
  %1898 = fmul float %1379, %1800
  %1899 = fmul float %1378, %1800
  %1900 = fmul float %1377, %1799
  %1901 = fmul float %1376, %1799
  %1902 = fmul float %1375, %1800
  %1903 = fmul float %1374, %1800
  %1904 = fmul float %1373, %1799
  %1905 = fmul float %1372, %1799
  %1906 = fmul float %1371, %1800
  %1907 = fmul float %1370, %1800
  %1908 = fmul float %1369, %1799
  %1909 = fmul float %1368, %1799
  %1910 = fmul float %1367, %1800
  %1911 = fmul float %1366, %1800
  %1912 = fmul float %1365, %1799
  %1913 = fmul float %1364, %1799
  %1914 = fmul float %1363, %1800
  %1915 = fmul float %1362, %1800
  %1916 = insertelement <2 x bfloat> poison, bfloat %1852, i64 0
  %1917 = insertelement <2 x bfloat> %1916, bfloat %1853, i64 1
  %1918 = bitcast <2 x bfloat> %1917 to i32
  %1919 = insertelement <2 x bfloat> poison, bfloat %1854, i64 0
  %1920 = insertelement <2 x bfloat> %1919, bfloat %1855, i64 1
  %1921 = bitcast <2 x bfloat> %1920 to i32
  %1922 = insertelement <2 x bfloat> poison, bfloat %1856, i64 0
  %1923 = insertelement <2 x bfloat> %1922, bfloat %1857, i64 1
  %1924 = bitcast <2 x bfloat> %1923 to i32
  %1925 = insertelement <2 x bfloat> poison, bfloat %1858, i64 0
  %1926 = insertelement <2 x bfloat> %1925, bfloat %1859, i64 1
  %1927 = bitcast <2 x bfloat> %1926 to i32
  %1928 = insertelement <2 x bfloat> poison, bfloat %1860, i64 0
  %1929 = insertelement <2 x bfloat> %1928, bfloat %1861, i64 1
  %1930 = bitcast <2 x bfloat> %1929 to i32
  %1931 = insertelement <2 x bfloat> poison, bfloat %1862, i64 0
  %1932 = insertelement <2 x bfloat> %1931, bfloat %1863, i64 1
  %1933 = bitcast <2 x bfloat> %1932 to i32
  %1934 = insertelement <2 x bfloat> poison, bfloat %1864, i64 0
  %1935 = insertelement <2 x bfloat> %1934, bfloat %1865, i64 1
  %1936 = bitcast <2 x bfloat> %1935 to i32
  %1937 = insertelement <2 x bfloat> poison, bfloat %1866, i64 0
  %1938 = insertelement <2 x bfloat> %1937, bfloat %1867, i64 1
  %1939 = bitcast <2 x bfloat> %1938 to i32
  %1940 = insertelement <2 x bfloat> poison, bfloat %1868, i64 0
  %1941 = insertelement <2 x bfloat> %1940, bfloat %1869, i64 1
  %1942 = bitcast <2 x bfloat> %1941 to i32
  %1943 = insertelement <2 x bfloat> poison, bfloat %1870, i64 0
  %1944 = insertelement <2 x bfloat> %1943, bfloat %1871, i64 1
  %1945 = bitcast <2 x bfloat> %1944 to i32
  %1946 = insertelement <2 x bfloat> poison, bfloat %1872, i64 0
  %1947 = insertelement <2 x bfloat> %1946, bfloat %1873, i64 1
  %1948 = bitcast <2 x bfloat> %1947 to i32
  %1949 = insertelement <2 x bfloat> poison, bfloat %1874, i64 0
  %1950 = insertelement <2 x bfloat> %1949, bfloat %1875, i64 1
  %1951 = bitcast <2 x bfloat> %1950 to i32
  %1952 = insertelement <2 x bfloat> poison, bfloat %1876, i64 0
  %1953 = insertelement <2 x bfloat> %1952, bfloat %1877, i64 1
  %1954 = bitcast <2 x bfloat> %1953 to i32
  %1955 = insertelement <2 x bfloat> poison, bfloat %1878, i64 0
  %1956 = insertelement <2 x bfloat> %1955, bfloat %1879, i64 1
  %1957 = bitcast <2 x bfloat> %1956 to i32
  %1958 = insertelement <2 x bfloat> poison, bfloat %1880, i64 0
  %1959 = insertelement <2 x bfloat> %1958, bfloat %1881, i64 1
  %1960 = bitcast <2 x bfloat> %1959 to i32
  %1961 = insertelement <2 x bfloat> poison, bfloat %1882, i64 0
  %1962 = insertelement <2 x bfloat> %1961, bfloat %1883, i64 1
  %1963 = bitcast <2 x bfloat> %1962 to i32
  tail call void asm sideeffect "wgmma.fence.sync.aligned;", ""() #6
  %1964 = ptrtoint ptr addrspace(3) %1851 to i64
  %1965 = lshr exact i64 %1964, 4
  %1966 = and i64 %1965, 16320
  %1967 = or disjoint i64 %1966, 4611686293338849280
  %1968 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $37, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, {$32, $33, $34, $35}, $36, p, 1, 1, 1;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,r,r,r,r,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i32 %1918, i32 %1921, i32 %1924, i32 %1927, i64 %1967, i32 1, float %1884, float %1885, float %1886, float %1887, float %1888, float %1889, float %1890, float %1891, float %1892, float %1893, float %1894, float %1895, float %1896, float %1897, float %1898, float %1899, float %1900, float %1901, float %1902, float %1903, float %1904, float %1905, float %1906, float %1907, float %1908, float %1909, float %1910, float %1911, float %1912, float %1913, float %1914, float %1915) #6
  %1969 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1968, 0
  %1970 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1968, 1
  %1971 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1968, 2
  %1972 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1968, 3
  %1973 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1968, 4
  %1974 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1968, 5
  %1975 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1968, 6
  %1976 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1968, 7
  %1977 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1968, 8
  %1978 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1968, 9
  %1979 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1968, 10
  %1980 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1968, 11
  %1981 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1968, 12
  %1982 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1968, 13
  %1983 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1968, 14
  %1984 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1968, 15
  %1985 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1968, 16
  %1986 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1968, 17
  %1987 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1968, 18
  %1988 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1968, 19
  %1989 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1968, 20
  %1990 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1968, 21
  %1991 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1968, 22
  %1992 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1968, 23
  %1993 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1968, 24
  %1994 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1968, 25
  %1995 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1968, 26
  %1996 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1968, 27
  %1997 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1968, 28
  %1998 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1968, 29
  %1999 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1968, 30
  %2000 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1968, 31
  %2001 = getelementptr i8, ptr addrspace(3) %1851, i64 2048
  %2002 = ptrtoint ptr addrspace(3) %2001 to i64
  %2003 = lshr exact i64 %2002, 4
  %2004 = and i64 %2003, 16383
  %2005 = or disjoint i64 %2004, 4611686293338849280
  %2006 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $37, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, {$32, $33, $34, $35}, $36, p, 1, 1, 1;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,r,r,r,r,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i32 %1930, i32 %1933, i32 %1936, i32 %1939, i64 %2005, i32 1, float %1969, float %1970, float %1971, float %1972, float %1973, float %1974, float %1975, float %1976, float %1977, float %1978, float %1979, float %1980, float %1981, float %1982, float %1983, float %1984, float %1985, float %1986, float %1987, float %1988, float %1989, float %1990, float %1991, float %1992, float %1993, float %1994, float %1995, float %1996, float %1997, float %1998, float %1999, float %2000) #6
  %2007 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2006, 0
  %2008 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2006, 1
  %2009 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2006, 2
  %2010 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2006, 3
  %2011 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2006, 4
  %2012 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2006, 5
  %2013 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2006, 6
  %2014 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2006, 7
  %2015 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2006, 8
  %2016 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2006, 9
  %2017 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2006, 10
  %2018 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2006, 11
  %2019 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2006, 12
  %2020 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2006, 13
  %2021 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2006, 14
  %2022 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2006, 15
  %2023 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2006, 16
  %2024 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2006, 17
  %2025 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2006, 18
  %2026 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2006, 19
  %2027 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2006, 20
  %2028 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2006, 21
  %2029 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2006, 22
  %2030 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2006, 23
  %2031 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2006, 24
  %2032 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2006, 25
  %2033 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2006, 26
  %2034 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2006, 27
  %2035 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2006, 28
  %2036 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2006, 29
  %2037 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2006, 30
  %2038 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2006, 31
  %2039 = getelementptr i8, ptr addrspace(3) %1851, i64 4096
  %2040 = ptrtoint ptr addrspace(3) %2039 to i64
  %2041 = lshr exact i64 %2040, 4
  %2042 = and i64 %2041, 16383
  %2043 = or disjoint i64 %2042, 4611686293338849280
  %2044 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $37, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, {$32, $33, $34, $35}, $36, p, 1, 1, 1;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,r,r,r,r,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i32 %1942, i32 %1945, i32 %1948, i32 %1951, i64 %2043, i32 1, float %2007, float %2008, float %2009, float %2010, float %2011, float %2012, float %2013, float %2014, float %2015, float %2016, float %2017, float %2018, float %2019, float %2020, float %2021, float %2022, float %2023, float %2024, float %2025, float %2026, float %2027, float %2028, float %2029, float %2030, float %2031, float %2032, float %2033, float %2034, float %2035, float %2036, float %2037, float %2038) #6
  %2045 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2044, 0
  %2046 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2044, 1
  %2047 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2044, 2
  %2048 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2044, 3
  %2049 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2044, 4
  %2050 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2044, 5
  %2051 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2044, 6
  %2052 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2044, 7
  %2053 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2044, 8
  %2054 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2044, 9
  %2055 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2044, 10
  %2056 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2044, 11
  %2057 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2044, 12
  %2058 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2044, 13
  %2059 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2044, 14
  %2060 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2044, 15
  %2061 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2044, 16
  %2062 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2044, 17
  %2063 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2044, 18
  %2064 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2044, 19
  %2065 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2044, 20
  %2066 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2044, 21
  %2067 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2044, 22
  %2068 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2044, 23
  %2069 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2044, 24
  %2070 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2044, 25
  %2071 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2044, 26
  %2072 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2044, 27
  %2073 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2044, 28
  %2074 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2044, 29
  %2075 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2044, 30
  %2076 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2044, 31
  %2077 = getelementptr i8, ptr addrspace(3) %1851, i64 6144
  %2078 = ptrtoint ptr addrspace(3) %2077 to i64
  %2079 = lshr exact i64 %2078, 4
  %2080 = and i64 %2079, 16383
  %2081 = or disjoint i64 %2080, 4611686293338849280
  %2082 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $37, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, {$32, $33, $34, $35}, $36, p, 1, 1, 1;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,r,r,r,r,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i32 %1954, i32 %1957, i32 %1960, i32 %1963, i64 %2081, i32 1, float %2045, float %2046, float %2047, float %2048, float %2049, float %2050, float %2051, float %2052, float %2053, float %2054, float %2055, float %2056, float %2057, float %2058, float %2059, float %2060, float %2061, float %2062, float %2063, float %2064, float %2065, float %2066, float %2067, float %2068, float %2069, float %2070, float %2071, float %2072, float %2073, float %2074, float %2075, float %2076) #6
  %2083 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2082, 0
  %2084 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2082, 1
  %2085 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2082, 2
  %2086 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2082, 3
  %2087 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2082, 4
  %2088 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2082, 5
  %2089 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2082, 6
  %2090 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2082, 7
  %2091 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2082, 8
  %2092 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2082, 9
  %2093 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2082, 10
  %2094 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2082, 11
  %2095 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2082, 12
  %2096 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2082, 13
  %2097 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2082, 14
  %2098 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2082, 15
  %2099 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2082, 16
  %2100 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2082, 17
  %2101 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2082, 18
  %2102 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2082, 19
  %2103 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2082, 20
  %2104 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2082, 21
  %2105 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2082, 22
  %2106 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2082, 23
  %2107 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2082, 24
  %2108 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2082, 25
  %2109 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2082, 26
  %2110 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2082, 27
  %2111 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2082, 28
  %2112 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2082, 29
  %2113 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2082, 30
  %2114 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2082, 31
  tail call void asm sideeffect "wgmma.commit_group.sync.aligned;", ""() #6
  %2115 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.wait_group.sync.aligned 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(float %2083, float %2084, float %2085, float %2086, float %2087, float %2088, float %2089, float %2090, float %2091, float %2092, float %2093, float %2094, float %2095, float %2096, float %2097, float %2098, float %2099, float %2100, float %2101, float %2102, float %2103, float %2104, float %2105, float %2106, float %2107, float %2108, float %2109, float %2110, float %2111, float %2112, float %2113, float %2114) #6
  %2116 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2115, 0
  %2117 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2115, 1
  %2118 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2115, 2
  %2119 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2115, 3
  %2120 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2115, 4
  %2121 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2115, 5
  %2122 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2115, 6
  %2123 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2115, 7
  %2124 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2115, 8
  %2125 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2115, 9
  %2126 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2115, 10
  %2127 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2115, 11
  %2128 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2115, 12
  %2129 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2115, 13
  %2130 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2115, 14
  %2131 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2115, 15
  %2132 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2115, 16
  %2133 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2115, 17
  %2134 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2115, 18
  %2135 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2115, 19
  %2136 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2115, 20
  %2137 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2115, 21
  %2138 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2115, 22
  %2139 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2115, 23
  %2140 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2115, 24
  %2141 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2115, 25
  %2142 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2115, 26
  %2143 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2115, 27
  %2144 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2115, 28
  %2145 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2115, 29
  %2146 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2115, 30
  %2147 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2115, 31
  %2148 = icmp slt i32 %1399, %4
  %2149 = or disjoint i32 %1399, %15
  %2150 = add i32 %2149, %11
  %2151 = shl i32 %2150, 6
  %2152 = or disjoint i32 %1399, %19
  %2153 = add i32 %2152, %11
  %2154 = shl i32 %2153, 6
  %2155 = shl i32 %1399, 6
  %2156 = or disjoint i32 %1399, %23
  %2157 = add i32 %2156, %11
  %2158 = shl i32 %2157, 6
  %2159 = or disjoint i32 %1399, %27
  %2160 = add i32 %2159, %11
  %2161 = shl i32 %2160, 6
  %2162 = or disjoint i32 %1399, %31
  %2163 = add i32 %2162, %11
  %2164 = shl i32 %2163, 6
  %2165 = or disjoint i32 %1399, %35
  %2166 = add i32 %2165, %11
  %2167 = shl i32 %2166, 6
  %2168 = or disjoint i32 %1399, %39
  %2169 = add i32 %2168, %11
  %2170 = shl i32 %2169, 6
  %2171 = or disjoint i32 %1399, %43
  %2172 = add i32 %2171, %11
  %2173 = shl i32 %2172, 6
  %2174 = or disjoint i32 %2151, %47
  %2175 = or disjoint i32 %2151, %48
  %2176 = or disjoint i32 %2151, %49
  %2177 = or disjoint i32 %2151, %50
  %2178 = or disjoint i32 %2154, %47
  %2179 = add i32 %1338, %2155
  %2180 = add i32 %1339, %2155
  %2181 = add i32 %1340, %2155
  %2182 = or disjoint i32 %2158, %47
  %2183 = add i32 %1341, %2155
  %2184 = add i32 %1342, %2155
  %2185 = add i32 %1343, %2155
  %2186 = or disjoint i32 %2161, %47
  %2187 = add i32 %1344, %2155
  %2188 = add i32 %1345, %2155
  %2189 = add i32 %1346, %2155
  %2190 = or disjoint i32 %2164, %47
  %2191 = add i32 %1347, %2155
  %2192 = add i32 %1348, %2155
  %2193 = add i32 %1349, %2155
  %2194 = or disjoint i32 %2167, %47
  %2195 = add i32 %1350, %2155
  %2196 = add i32 %1351, %2155
  %2197 = add i32 %1352, %2155
  %2198 = or disjoint i32 %2170, %47
  %2199 = add i32 %1353, %2155
  %2200 = add i32 %1354, %2155
  %2201 = add i32 %1355, %2155
  %2202 = or disjoint i32 %2173, %47
  %2203 = add i32 %1356, %2155
  %2204 = add i32 %1357, %2155
  %2205 = add i32 %1358, %2155
  %2206 = icmp slt i32 %2149, %4
  %2207 = icmp slt i32 %2152, %4
  %2208 = icmp slt i32 %2156, %4
  %2209 = icmp slt i32 %2159, %4
  %2210 = icmp slt i32 %2162, %4
  %2211 = icmp slt i32 %2165, %4
  %2212 = icmp slt i32 %2168, %4
  %2213 = icmp slt i32 %2171, %4
  %2214 = and i1 %2148, %2206
  %2215 = and i1 %2148, %2207
  %2216 = and i1 %2148, %2208
  %2217 = and i1 %2148, %2209
  %2218 = and i1 %2148, %2210
  %2219 = and i1 %2148, %2211
  %2220 = and i1 %2148, %2212
  %2221 = and i1 %2148, %2213
  %2222 = shl nuw nsw i32 %1401, 13
  %2223 = zext nneg i32 %2222 to i64
  %2224 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %2223
  %2225 = getelementptr i8, ptr addrspace(3) %2224, i64 %327
  %2226 = sext i32 %2174 to i64
  %2227 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2226
  %2228 = ptrtoint ptr addrspace(1) %2227 to i64
  %2229 = and i64 %2228, 7
  %2230 = icmp eq i64 %2229, 0
  %2231 = and i1 %2214, %2230
  br i1 %2231, label %2232, label %2235

2232:                                             ; preds = %1359
  %2233 = ptrtoint ptr addrspace(3) %2225 to i64
  %2234 = trunc i64 %2233 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %2234, ptr addrspace(1) %2227) #6
  br label %2250

2235:                                             ; preds = %1359
  %2236 = sext i32 %2177 to i64
  %2237 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2236
  %2238 = sext i32 %2176 to i64
  %2239 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2238
  %2240 = sext i32 %2175 to i64
  %2241 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2240
  %2242 = zext i1 %2214 to i32
  %2243 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2227, i32 %2242, i16 0) #6
  store i16 %2243, ptr addrspace(3) %2225, align 8
  %2244 = getelementptr i8, ptr addrspace(3) %2225, i64 2
  %2245 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2241, i32 %2242, i16 0) #6
  store i16 %2245, ptr addrspace(3) %2244, align 2
  %2246 = getelementptr i8, ptr addrspace(3) %2225, i64 4
  %2247 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2239, i32 %2242, i16 0) #6
  store i16 %2247, ptr addrspace(3) %2246, align 4
  %2248 = getelementptr i8, ptr addrspace(3) %2225, i64 6
  %2249 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2237, i32 %2242, i16 0) #6
  store i16 %2249, ptr addrspace(3) %2248, align 2
  br label %2250

2250:                                             ; preds = %2232, %2235
  %2251 = getelementptr i8, ptr addrspace(3) %2224, i64 %357
  %2252 = sext i32 %2178 to i64
  %2253 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2252
  %2254 = ptrtoint ptr addrspace(1) %2253 to i64
  %2255 = and i64 %2254, 7
  %2256 = icmp eq i64 %2255, 0
  %2257 = and i1 %2215, %2256
  br i1 %2257, label %2258, label %2261

2258:                                             ; preds = %2250
  %2259 = ptrtoint ptr addrspace(3) %2251 to i64
  %2260 = trunc i64 %2259 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %2260, ptr addrspace(1) %2253) #6
  br label %2276

2261:                                             ; preds = %2250
  %2262 = sext i32 %2181 to i64
  %2263 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2262
  %2264 = sext i32 %2180 to i64
  %2265 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2264
  %2266 = sext i32 %2179 to i64
  %2267 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2266
  %2268 = zext i1 %2215 to i32
  %2269 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2253, i32 %2268, i16 0) #6
  store i16 %2269, ptr addrspace(3) %2251, align 8
  %2270 = getelementptr i8, ptr addrspace(3) %2251, i64 2
  %2271 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2267, i32 %2268, i16 0) #6
  store i16 %2271, ptr addrspace(3) %2270, align 2
  %2272 = getelementptr i8, ptr addrspace(3) %2251, i64 4
  %2273 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2265, i32 %2268, i16 0) #6
  store i16 %2273, ptr addrspace(3) %2272, align 4
  %2274 = getelementptr i8, ptr addrspace(3) %2251, i64 6
  %2275 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2263, i32 %2268, i16 0) #6
  store i16 %2275, ptr addrspace(3) %2274, align 2
  br label %2276

2276:                                             ; preds = %2258, %2261
  %2277 = getelementptr i8, ptr addrspace(3) %2224, i64 %387
  %2278 = sext i32 %2182 to i64
  %2279 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2278
  %2280 = ptrtoint ptr addrspace(1) %2279 to i64
  %2281 = and i64 %2280, 7
  %2282 = icmp eq i64 %2281, 0
  %2283 = and i1 %2216, %2282
  br i1 %2283, label %2284, label %2287

2284:                                             ; preds = %2276
  %2285 = ptrtoint ptr addrspace(3) %2277 to i64
  %2286 = trunc i64 %2285 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %2286, ptr addrspace(1) %2279) #6
  br label %2302

2287:                                             ; preds = %2276
  %2288 = sext i32 %2185 to i64
  %2289 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2288
  %2290 = sext i32 %2184 to i64
  %2291 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2290
  %2292 = sext i32 %2183 to i64
  %2293 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2292
  %2294 = zext i1 %2216 to i32
  %2295 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2279, i32 %2294, i16 0) #6
  store i16 %2295, ptr addrspace(3) %2277, align 8
  %2296 = getelementptr i8, ptr addrspace(3) %2277, i64 2
  %2297 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2293, i32 %2294, i16 0) #6
  store i16 %2297, ptr addrspace(3) %2296, align 2
  %2298 = getelementptr i8, ptr addrspace(3) %2277, i64 4
  %2299 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2291, i32 %2294, i16 0) #6
  store i16 %2299, ptr addrspace(3) %2298, align 4
  %2300 = getelementptr i8, ptr addrspace(3) %2277, i64 6
  %2301 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2289, i32 %2294, i16 0) #6
  store i16 %2301, ptr addrspace(3) %2300, align 2
  br label %2302

2302:                                             ; preds = %2284, %2287
  %2303 = getelementptr i8, ptr addrspace(3) %2224, i64 %417
  %2304 = sext i32 %2186 to i64
  %2305 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2304
  %2306 = ptrtoint ptr addrspace(1) %2305 to i64
  %2307 = and i64 %2306, 7
  %2308 = icmp eq i64 %2307, 0
  %2309 = and i1 %2217, %2308
  br i1 %2309, label %2310, label %2313

2310:                                             ; preds = %2302
  %2311 = ptrtoint ptr addrspace(3) %2303 to i64
  %2312 = trunc i64 %2311 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %2312, ptr addrspace(1) %2305) #6
  br label %2328

2313:                                             ; preds = %2302
  %2314 = sext i32 %2189 to i64
  %2315 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2314
  %2316 = sext i32 %2188 to i64
  %2317 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2316
  %2318 = sext i32 %2187 to i64
  %2319 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2318
  %2320 = zext i1 %2217 to i32
  %2321 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2305, i32 %2320, i16 0) #6
  store i16 %2321, ptr addrspace(3) %2303, align 8
  %2322 = getelementptr i8, ptr addrspace(3) %2303, i64 2
  %2323 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2319, i32 %2320, i16 0) #6
  store i16 %2323, ptr addrspace(3) %2322, align 2
  %2324 = getelementptr i8, ptr addrspace(3) %2303, i64 4
  %2325 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2317, i32 %2320, i16 0) #6
  store i16 %2325, ptr addrspace(3) %2324, align 4
  %2326 = getelementptr i8, ptr addrspace(3) %2303, i64 6
  %2327 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2315, i32 %2320, i16 0) #6
  store i16 %2327, ptr addrspace(3) %2326, align 2
  br label %2328

2328:                                             ; preds = %2310, %2313
  %2329 = getelementptr i8, ptr addrspace(3) %2224, i64 %447
  %2330 = sext i32 %2190 to i64
  %2331 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2330
  %2332 = ptrtoint ptr addrspace(1) %2331 to i64
  %2333 = and i64 %2332, 7
  %2334 = icmp eq i64 %2333, 0
  %2335 = and i1 %2218, %2334
  br i1 %2335, label %2336, label %2339

2336:                                             ; preds = %2328
  %2337 = ptrtoint ptr addrspace(3) %2329 to i64
  %2338 = trunc i64 %2337 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %2338, ptr addrspace(1) %2331) #6
  br label %2354

2339:                                             ; preds = %2328
  %2340 = sext i32 %2193 to i64
  %2341 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2340
  %2342 = sext i32 %2192 to i64
  %2343 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2342
  %2344 = sext i32 %2191 to i64
  %2345 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2344
  %2346 = zext i1 %2218 to i32
  %2347 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2331, i32 %2346, i16 0) #6
  store i16 %2347, ptr addrspace(3) %2329, align 8
  %2348 = getelementptr i8, ptr addrspace(3) %2329, i64 2
  %2349 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2345, i32 %2346, i16 0) #6
  store i16 %2349, ptr addrspace(3) %2348, align 2
  %2350 = getelementptr i8, ptr addrspace(3) %2329, i64 4
  %2351 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2343, i32 %2346, i16 0) #6
  store i16 %2351, ptr addrspace(3) %2350, align 4
  %2352 = getelementptr i8, ptr addrspace(3) %2329, i64 6
  %2353 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2341, i32 %2346, i16 0) #6
  store i16 %2353, ptr addrspace(3) %2352, align 2
  br label %2354

2354:                                             ; preds = %2336, %2339
  %2355 = getelementptr i8, ptr addrspace(3) %2224, i64 %477
  %2356 = sext i32 %2194 to i64
  %2357 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2356
  %2358 = ptrtoint ptr addrspace(1) %2357 to i64
  %2359 = and i64 %2358, 7
  %2360 = icmp eq i64 %2359, 0
  %2361 = and i1 %2219, %2360
  br i1 %2361, label %2362, label %2365

2362:                                             ; preds = %2354
  %2363 = ptrtoint ptr addrspace(3) %2355 to i64
  %2364 = trunc i64 %2363 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %2364, ptr addrspace(1) %2357) #6
  br label %2380

2365:                                             ; preds = %2354
  %2366 = sext i32 %2197 to i64
  %2367 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2366
  %2368 = sext i32 %2196 to i64
  %2369 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2368
  %2370 = sext i32 %2195 to i64
  %2371 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2370
  %2372 = zext i1 %2219 to i32
  %2373 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2357, i32 %2372, i16 0) #6
  store i16 %2373, ptr addrspace(3) %2355, align 8
  %2374 = getelementptr i8, ptr addrspace(3) %2355, i64 2
  %2375 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2371, i32 %2372, i16 0) #6
  store i16 %2375, ptr addrspace(3) %2374, align 2
  %2376 = getelementptr i8, ptr addrspace(3) %2355, i64 4
  %2377 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2369, i32 %2372, i16 0) #6
  store i16 %2377, ptr addrspace(3) %2376, align 4
  %2378 = getelementptr i8, ptr addrspace(3) %2355, i64 6
  %2379 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2367, i32 %2372, i16 0) #6
  store i16 %2379, ptr addrspace(3) %2378, align 2
  br label %2380

2380:                                             ; preds = %2362, %2365
  %2381 = getelementptr i8, ptr addrspace(3) %2224, i64 %507
  %2382 = sext i32 %2198 to i64
  %2383 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2382
  %2384 = ptrtoint ptr addrspace(1) %2383 to i64
  %2385 = and i64 %2384, 7
  %2386 = icmp eq i64 %2385, 0
  %2387 = and i1 %2220, %2386
  br i1 %2387, label %2388, label %2391

2388:                                             ; preds = %2380
  %2389 = ptrtoint ptr addrspace(3) %2381 to i64
  %2390 = trunc i64 %2389 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %2390, ptr addrspace(1) %2383) #6
  br label %2406

2391:                                             ; preds = %2380
  %2392 = sext i32 %2201 to i64
  %2393 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2392
  %2394 = sext i32 %2200 to i64
  %2395 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2394
  %2396 = sext i32 %2199 to i64
  %2397 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2396
  %2398 = zext i1 %2220 to i32
  %2399 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2383, i32 %2398, i16 0) #6
  store i16 %2399, ptr addrspace(3) %2381, align 8
  %2400 = getelementptr i8, ptr addrspace(3) %2381, i64 2
  %2401 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2397, i32 %2398, i16 0) #6
  store i16 %2401, ptr addrspace(3) %2400, align 2
  %2402 = getelementptr i8, ptr addrspace(3) %2381, i64 4
  %2403 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2395, i32 %2398, i16 0) #6
  store i16 %2403, ptr addrspace(3) %2402, align 4
  %2404 = getelementptr i8, ptr addrspace(3) %2381, i64 6
  %2405 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2393, i32 %2398, i16 0) #6
  store i16 %2405, ptr addrspace(3) %2404, align 2
  br label %2406

2406:                                             ; preds = %2388, %2391
  %2407 = getelementptr i8, ptr addrspace(3) %2224, i64 %537
  %2408 = sext i32 %2202 to i64
  %2409 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2408
  %2410 = ptrtoint ptr addrspace(1) %2409 to i64
  %2411 = and i64 %2410, 7
  %2412 = icmp eq i64 %2411, 0
  %2413 = and i1 %2221, %2412
  br i1 %2413, label %2414, label %2417

2414:                                             ; preds = %2406
  %2415 = ptrtoint ptr addrspace(3) %2407 to i64
  %2416 = trunc i64 %2415 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %2416, ptr addrspace(1) %2409) #6
  br label %2432

2417:                                             ; preds = %2406
  %2418 = sext i32 %2205 to i64
  %2419 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2418
  %2420 = sext i32 %2204 to i64
  %2421 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2420
  %2422 = sext i32 %2203 to i64
  %2423 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2422
  %2424 = zext i1 %2221 to i32
  %2425 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2409, i32 %2424, i16 0) #6
  store i16 %2425, ptr addrspace(3) %2407, align 8
  %2426 = getelementptr i8, ptr addrspace(3) %2407, i64 2
  %2427 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2423, i32 %2424, i16 0) #6
  store i16 %2427, ptr addrspace(3) %2426, align 2
  %2428 = getelementptr i8, ptr addrspace(3) %2407, i64 4
  %2429 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2421, i32 %2424, i16 0) #6
  store i16 %2429, ptr addrspace(3) %2428, align 4
  %2430 = getelementptr i8, ptr addrspace(3) %2407, i64 6
  %2431 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2419, i32 %2424, i16 0) #6
  store i16 %2431, ptr addrspace(3) %2430, align 2
  br label %2432

2432:                                             ; preds = %2414, %2417
  %2433 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 24576), i64 %2223
  %2434 = getelementptr i8, ptr addrspace(3) %2433, i64 %327
  %2435 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2226
  %2436 = ptrtoint ptr addrspace(1) %2435 to i64
  %2437 = and i64 %2436, 7
  %2438 = icmp eq i64 %2437, 0
  %2439 = and i1 %2214, %2438
  br i1 %2439, label %2440, label %2443

2440:                                             ; preds = %2432
  %2441 = ptrtoint ptr addrspace(3) %2434 to i64
  %2442 = trunc i64 %2441 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %2442, ptr addrspace(1) %2435) #6
  br label %2458

2443:                                             ; preds = %2432
  %2444 = sext i32 %2177 to i64
  %2445 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2444
  %2446 = sext i32 %2176 to i64
  %2447 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2446
  %2448 = sext i32 %2175 to i64
  %2449 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2448
  %2450 = zext i1 %2214 to i32
  %2451 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2435, i32 %2450, i16 0) #6
  store i16 %2451, ptr addrspace(3) %2434, align 8
  %2452 = getelementptr i8, ptr addrspace(3) %2434, i64 2
  %2453 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2449, i32 %2450, i16 0) #6
  store i16 %2453, ptr addrspace(3) %2452, align 2
  %2454 = getelementptr i8, ptr addrspace(3) %2434, i64 4
  %2455 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2447, i32 %2450, i16 0) #6
  store i16 %2455, ptr addrspace(3) %2454, align 4
  %2456 = getelementptr i8, ptr addrspace(3) %2434, i64 6
  %2457 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2445, i32 %2450, i16 0) #6
  store i16 %2457, ptr addrspace(3) %2456, align 2
  br label %2458

2458:                                             ; preds = %2440, %2443
  %2459 = getelementptr i8, ptr addrspace(3) %2433, i64 %357
  %2460 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2252
  %2461 = ptrtoint ptr addrspace(1) %2460 to i64
  %2462 = and i64 %2461, 7
  %2463 = icmp eq i64 %2462, 0
  %2464 = and i1 %2215, %2463
  br i1 %2464, label %2465, label %2468

2465:                                             ; preds = %2458
  %2466 = ptrtoint ptr addrspace(3) %2459 to i64
  %2467 = trunc i64 %2466 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %2467, ptr addrspace(1) %2460) #6
  br label %2483

2468:                                             ; preds = %2458
  %2469 = sext i32 %2181 to i64
  %2470 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2469
  %2471 = sext i32 %2180 to i64
  %2472 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2471
  %2473 = sext i32 %2179 to i64
  %2474 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2473
  %2475 = zext i1 %2215 to i32
  %2476 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2460, i32 %2475, i16 0) #6
  store i16 %2476, ptr addrspace(3) %2459, align 8
  %2477 = getelementptr i8, ptr addrspace(3) %2459, i64 2
  %2478 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2474, i32 %2475, i16 0) #6
  store i16 %2478, ptr addrspace(3) %2477, align 2
  %2479 = getelementptr i8, ptr addrspace(3) %2459, i64 4
  %2480 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2472, i32 %2475, i16 0) #6
  store i16 %2480, ptr addrspace(3) %2479, align 4
  %2481 = getelementptr i8, ptr addrspace(3) %2459, i64 6
  %2482 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2470, i32 %2475, i16 0) #6
  store i16 %2482, ptr addrspace(3) %2481, align 2
  br label %2483

2483:                                             ; preds = %2465, %2468
  %2484 = getelementptr i8, ptr addrspace(3) %2433, i64 %387
  %2485 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2278
  %2486 = ptrtoint ptr addrspace(1) %2485 to i64
  %2487 = and i64 %2486, 7
  %2488 = icmp eq i64 %2487, 0
  %2489 = and i1 %2216, %2488
  br i1 %2489, label %2490, label %2493

2490:                                             ; preds = %2483
  %2491 = ptrtoint ptr addrspace(3) %2484 to i64
  %2492 = trunc i64 %2491 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %2492, ptr addrspace(1) %2485) #6
  br label %2508

2493:                                             ; preds = %2483
  %2494 = sext i32 %2185 to i64
  %2495 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2494
  %2496 = sext i32 %2184 to i64
  %2497 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2496
  %2498 = sext i32 %2183 to i64
  %2499 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2498
  %2500 = zext i1 %2216 to i32
  %2501 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2485, i32 %2500, i16 0) #6
  store i16 %2501, ptr addrspace(3) %2484, align 8
  %2502 = getelementptr i8, ptr addrspace(3) %2484, i64 2
  %2503 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2499, i32 %2500, i16 0) #6
  store i16 %2503, ptr addrspace(3) %2502, align 2
  %2504 = getelementptr i8, ptr addrspace(3) %2484, i64 4
  %2505 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2497, i32 %2500, i16 0) #6
  store i16 %2505, ptr addrspace(3) %2504, align 4
  %2506 = getelementptr i8, ptr addrspace(3) %2484, i64 6
  %2507 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2495, i32 %2500, i16 0) #6
  store i16 %2507, ptr addrspace(3) %2506, align 2
  br label %2508

2508:                                             ; preds = %2490, %2493
  %2509 = getelementptr i8, ptr addrspace(3) %2433, i64 %417
  %2510 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2304
  %2511 = ptrtoint ptr addrspace(1) %2510 to i64
  %2512 = and i64 %2511, 7
  %2513 = icmp eq i64 %2512, 0
  %2514 = and i1 %2217, %2513
  br i1 %2514, label %2515, label %2518

2515:                                             ; preds = %2508
  %2516 = ptrtoint ptr addrspace(3) %2509 to i64
  %2517 = trunc i64 %2516 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %2517, ptr addrspace(1) %2510) #6
  br label %2533

2518:                                             ; preds = %2508
  %2519 = sext i32 %2189 to i64
  %2520 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2519
  %2521 = sext i32 %2188 to i64
  %2522 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2521
  %2523 = sext i32 %2187 to i64
  %2524 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2523
  %2525 = zext i1 %2217 to i32
  %2526 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2510, i32 %2525, i16 0) #6
  store i16 %2526, ptr addrspace(3) %2509, align 8
  %2527 = getelementptr i8, ptr addrspace(3) %2509, i64 2
  %2528 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2524, i32 %2525, i16 0) #6
  store i16 %2528, ptr addrspace(3) %2527, align 2
  %2529 = getelementptr i8, ptr addrspace(3) %2509, i64 4
  %2530 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2522, i32 %2525, i16 0) #6
  store i16 %2530, ptr addrspace(3) %2529, align 4
  %2531 = getelementptr i8, ptr addrspace(3) %2509, i64 6
  %2532 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2520, i32 %2525, i16 0) #6
  store i16 %2532, ptr addrspace(3) %2531, align 2
  br label %2533

2533:                                             ; preds = %2515, %2518
  %2534 = getelementptr i8, ptr addrspace(3) %2433, i64 %447
  %2535 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2330
  %2536 = ptrtoint ptr addrspace(1) %2535 to i64
  %2537 = and i64 %2536, 7
  %2538 = icmp eq i64 %2537, 0
  %2539 = and i1 %2218, %2538
  br i1 %2539, label %2540, label %2543

2540:                                             ; preds = %2533
  %2541 = ptrtoint ptr addrspace(3) %2534 to i64
  %2542 = trunc i64 %2541 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %2542, ptr addrspace(1) %2535) #6
  br label %2558

2543:                                             ; preds = %2533
  %2544 = sext i32 %2193 to i64
  %2545 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2544
  %2546 = sext i32 %2192 to i64
  %2547 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2546
  %2548 = sext i32 %2191 to i64
  %2549 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2548
  %2550 = zext i1 %2218 to i32
  %2551 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2535, i32 %2550, i16 0) #6
  store i16 %2551, ptr addrspace(3) %2534, align 8
  %2552 = getelementptr i8, ptr addrspace(3) %2534, i64 2
  %2553 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2549, i32 %2550, i16 0) #6
  store i16 %2553, ptr addrspace(3) %2552, align 2
  %2554 = getelementptr i8, ptr addrspace(3) %2534, i64 4
  %2555 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2547, i32 %2550, i16 0) #6
  store i16 %2555, ptr addrspace(3) %2554, align 4
  %2556 = getelementptr i8, ptr addrspace(3) %2534, i64 6
  %2557 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2545, i32 %2550, i16 0) #6
  store i16 %2557, ptr addrspace(3) %2556, align 2
  br label %2558

2558:                                             ; preds = %2540, %2543
  %2559 = getelementptr i8, ptr addrspace(3) %2433, i64 %477
  %2560 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2356
  %2561 = ptrtoint ptr addrspace(1) %2560 to i64
  %2562 = and i64 %2561, 7
  %2563 = icmp eq i64 %2562, 0
  %2564 = and i1 %2219, %2563
  br i1 %2564, label %2565, label %2568

2565:                                             ; preds = %2558
  %2566 = ptrtoint ptr addrspace(3) %2559 to i64
  %2567 = trunc i64 %2566 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %2567, ptr addrspace(1) %2560) #6
  br label %2583

2568:                                             ; preds = %2558
  %2569 = sext i32 %2197 to i64
  %2570 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2569
  %2571 = sext i32 %2196 to i64
  %2572 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2571
  %2573 = sext i32 %2195 to i64
  %2574 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2573
  %2575 = zext i1 %2219 to i32
  %2576 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2560, i32 %2575, i16 0) #6
  store i16 %2576, ptr addrspace(3) %2559, align 8
  %2577 = getelementptr i8, ptr addrspace(3) %2559, i64 2
  %2578 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2574, i32 %2575, i16 0) #6
  store i16 %2578, ptr addrspace(3) %2577, align 2
  %2579 = getelementptr i8, ptr addrspace(3) %2559, i64 4
  %2580 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2572, i32 %2575, i16 0) #6
  store i16 %2580, ptr addrspace(3) %2579, align 4
  %2581 = getelementptr i8, ptr addrspace(3) %2559, i64 6
  %2582 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2570, i32 %2575, i16 0) #6
  store i16 %2582, ptr addrspace(3) %2581, align 2
  br label %2583

2583:                                             ; preds = %2565, %2568
  %2584 = getelementptr i8, ptr addrspace(3) %2433, i64 %507
  %2585 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2382
  %2586 = ptrtoint ptr addrspace(1) %2585 to i64
  %2587 = and i64 %2586, 7
  %2588 = icmp eq i64 %2587, 0
  %2589 = and i1 %2220, %2588
  br i1 %2589, label %2590, label %2593

2590:                                             ; preds = %2583
  %2591 = ptrtoint ptr addrspace(3) %2584 to i64
  %2592 = trunc i64 %2591 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %2592, ptr addrspace(1) %2585) #6
  br label %2608

2593:                                             ; preds = %2583
  %2594 = sext i32 %2201 to i64
  %2595 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2594
  %2596 = sext i32 %2200 to i64
  %2597 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2596
  %2598 = sext i32 %2199 to i64
  %2599 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2598
  %2600 = zext i1 %2220 to i32
  %2601 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2585, i32 %2600, i16 0) #6
  store i16 %2601, ptr addrspace(3) %2584, align 8
  %2602 = getelementptr i8, ptr addrspace(3) %2584, i64 2
  %2603 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2599, i32 %2600, i16 0) #6
  store i16 %2603, ptr addrspace(3) %2602, align 2
  %2604 = getelementptr i8, ptr addrspace(3) %2584, i64 4
  %2605 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2597, i32 %2600, i16 0) #6
  store i16 %2605, ptr addrspace(3) %2604, align 4
  %2606 = getelementptr i8, ptr addrspace(3) %2584, i64 6
  %2607 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2595, i32 %2600, i16 0) #6
  store i16 %2607, ptr addrspace(3) %2606, align 2
  br label %2608

2608:                                             ; preds = %2590, %2593
  %2609 = getelementptr i8, ptr addrspace(3) %2433, i64 %537
  %2610 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2408
  %2611 = ptrtoint ptr addrspace(1) %2610 to i64
  %2612 = and i64 %2611, 7
  %2613 = icmp eq i64 %2612, 0
  %2614 = and i1 %2221, %2613
  br i1 %2614, label %2615, label %2618

2615:                                             ; preds = %2608
  %2616 = ptrtoint ptr addrspace(3) %2609 to i64
  %2617 = trunc i64 %2616 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %2617, ptr addrspace(1) %2610) #6
  br label %2633

2618:                                             ; preds = %2608
  %2619 = sext i32 %2205 to i64
  %2620 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2619
  %2621 = sext i32 %2204 to i64
  %2622 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2621
  %2623 = sext i32 %2203 to i64
  %2624 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2623
  %2625 = zext i1 %2221 to i32
  %2626 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2610, i32 %2625, i16 0) #6
  store i16 %2626, ptr addrspace(3) %2609, align 8
  %2627 = getelementptr i8, ptr addrspace(3) %2609, i64 2
  %2628 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2624, i32 %2625, i16 0) #6
  store i16 %2628, ptr addrspace(3) %2627, align 2
  %2629 = getelementptr i8, ptr addrspace(3) %2609, i64 4
  %2630 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2622, i32 %2625, i16 0) #6
  store i16 %2630, ptr addrspace(3) %2629, align 4
  %2631 = getelementptr i8, ptr addrspace(3) %2609, i64 6
  %2632 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2620, i32 %2625, i16 0) #6
  store i16 %2632, ptr addrspace(3) %2631, align 2
  br label %2633

2633:                                             ; preds = %2615, %2618
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #6
  %2634 = add i32 %1396, 64
  %2635 = icmp slt i32 %2634, %4
  br i1 %2635, label %1359, label %._crit_edge

._crit_edge:                                      ; preds = %2633, %.._crit_edge_crit_edge
  %.pre-phi129 = phi i32 [ %.pre128, %.._crit_edge_crit_edge ], [ %1337, %2633 ]
  %.lcssa56 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1849, %2633 ]
  %.lcssa55 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1850, %2633 ]
  %.lcssa54 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2116, %2633 ]
  %.lcssa53 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2117, %2633 ]
  %.lcssa52 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2118, %2633 ]
  %.lcssa51 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2119, %2633 ]
  %.lcssa50 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2120, %2633 ]
  %.lcssa49 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2121, %2633 ]
  %.lcssa48 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2122, %2633 ]
  %.lcssa47 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2123, %2633 ]
  %.lcssa46 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2124, %2633 ]
  %.lcssa45 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2125, %2633 ]
  %.lcssa44 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2126, %2633 ]
  %.lcssa43 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2127, %2633 ]
  %.lcssa42 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2128, %2633 ]
  %.lcssa41 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2129, %2633 ]
  %.lcssa40 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2130, %2633 ]
  %.lcssa39 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2131, %2633 ]
  %.lcssa38 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2132, %2633 ]
  %.lcssa37 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2133, %2633 ]
  %.lcssa36 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2134, %2633 ]
  %.lcssa35 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2135, %2633 ]
  %.lcssa34 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2136, %2633 ]
  %.lcssa33 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2137, %2633 ]
  %.lcssa32 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2138, %2633 ]
  %.lcssa31 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2139, %2633 ]
  %.lcssa30 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2140, %2633 ]
  %.lcssa29 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2141, %2633 ]
  %.lcssa28 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2142, %2633 ]
  %.lcssa27 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2143, %2633 ]
  %.lcssa26 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2144, %2633 ]
  %.lcssa25 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2145, %2633 ]
  %.lcssa24 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2146, %2633 ]
  %.lcssa23 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2147, %2633 ]
  %.lcssa22 = phi float [ 0xFFF0000000000000, %.._crit_edge_crit_edge ], [ %1731, %2633 ]
  %.lcssa = phi float [ 0xFFF0000000000000, %.._crit_edge_crit_edge ], [ %1732, %2633 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %2636 = lshr i32 %7, 2
  %2637 = and i32 %2636, 7
  %2638 = lshr i32 %7, 1
  %2639 = and i32 %2638, 48
  %2640 = or disjoint i32 %2639, %2637
  %2641 = zext nneg i32 %2640 to i64
  %2642 = getelementptr float, ptr addrspace(3) @attention_smem, i64 %2641
  store float %.lcssa22, ptr addrspace(3) %2642, align 4
  %2643 = or disjoint i32 %2640, 8
  %2644 = zext nneg i32 %2643 to i64
  %2645 = getelementptr float, ptr addrspace(3) @attention_smem, i64 %2644
  store float %.lcssa, ptr addrspace(3) %2645, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  tail call void asm sideeffect "cp.async.wait_group 0;", "~{memory}"() #6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %2646 = fdiv float %.lcssa54, %.lcssa56
  %2647 = fdiv float %.lcssa53, %.lcssa56
  %2648 = fdiv float %.lcssa52, %.lcssa55
  %2649 = fdiv float %.lcssa51, %.lcssa55
  %2650 = fdiv float %.lcssa50, %.lcssa56
  %2651 = fdiv float %.lcssa49, %.lcssa56
  %2652 = fdiv float %.lcssa48, %.lcssa55
  %2653 = fdiv float %.lcssa47, %.lcssa55
  %2654 = fdiv float %.lcssa46, %.lcssa56
  %2655 = fdiv float %.lcssa45, %.lcssa56
  %2656 = fdiv float %.lcssa44, %.lcssa55
  %2657 = fdiv float %.lcssa43, %.lcssa55
  %2658 = fdiv float %.lcssa42, %.lcssa56
  %2659 = fdiv float %.lcssa41, %.lcssa56
  %2660 = fdiv float %.lcssa40, %.lcssa55
  %2661 = fdiv float %.lcssa39, %.lcssa55
  %2662 = fdiv float %.lcssa38, %.lcssa56
  %2663 = fdiv float %.lcssa37, %.lcssa56
  %2664 = fdiv float %.lcssa36, %.lcssa55
  %2665 = fdiv float %.lcssa35, %.lcssa55
  %2666 = fdiv float %.lcssa34, %.lcssa56
  %2667 = fdiv float %.lcssa33, %.lcssa56
  %2668 = fdiv float %.lcssa32, %.lcssa55
  %2669 = fdiv float %.lcssa31, %.lcssa55
  %2670 = fdiv float %.lcssa30, %.lcssa56
  %2671 = fdiv float %.lcssa29, %.lcssa56
  %2672 = fdiv float %.lcssa28, %.lcssa55
  %2673 = fdiv float %.lcssa27, %.lcssa55
  %2674 = fdiv float %.lcssa26, %.lcssa56
  %2675 = fdiv float %.lcssa25, %.lcssa56
  %2676 = fdiv float %.lcssa24, %.lcssa55
  %2677 = fdiv float %.lcssa23, %.lcssa55
  %2678 = fptrunc float %2646 to bfloat
  %2679 = fptrunc float %2647 to bfloat
  %2680 = fptrunc float %2648 to bfloat
  %2681 = fptrunc float %2649 to bfloat
  %2682 = fptrunc float %2650 to bfloat
  %2683 = fptrunc float %2651 to bfloat
  %2684 = fptrunc float %2652 to bfloat
  %2685 = fptrunc float %2653 to bfloat
  %2686 = fptrunc float %2654 to bfloat
  %2687 = fptrunc float %2655 to bfloat
  %2688 = fptrunc float %2656 to bfloat
  %2689 = fptrunc float %2657 to bfloat
  %2690 = fptrunc float %2658 to bfloat
  %2691 = fptrunc float %2659 to bfloat
  %2692 = fptrunc float %2660 to bfloat
  %2693 = fptrunc float %2661 to bfloat
  %2694 = fptrunc float %2662 to bfloat
  %2695 = fptrunc float %2663 to bfloat
  %2696 = fptrunc float %2664 to bfloat
  %2697 = fptrunc float %2665 to bfloat
  %2698 = fptrunc float %2666 to bfloat
  %2699 = fptrunc float %2667 to bfloat
  %2700 = fptrunc float %2668 to bfloat
  %2701 = fptrunc float %2669 to bfloat
  %2702 = fptrunc float %2670 to bfloat
  %2703 = fptrunc float %2671 to bfloat
  %2704 = fptrunc float %2672 to bfloat
  %2705 = fptrunc float %2673 to bfloat
  %2706 = fptrunc float %2674 to bfloat
  %2707 = fptrunc float %2675 to bfloat
  %2708 = fptrunc float %2676 to bfloat
  %2709 = fptrunc float %2677 to bfloat
  %2710 = or disjoint i32 %2640, %13
  %2711 = add i32 %11, %2710
  %2712 = shl i32 %2711, 6
  %2713 = or disjoint i32 %2712, %.pre-phi129
  %2714 = sext i32 %2713 to i64
  %2715 = getelementptr bfloat, ptr addrspace(1) %3, i64 %2714
  %2716 = icmp slt i32 %2710, %4
  %2717 = ptrtoint ptr addrspace(1) %2715 to i64
  %2718 = and i64 %2717, 3
  %2719 = icmp eq i64 %2718, 0
  %2720 = and i1 %2716, %2719
  %2721 = xor i1 %2716, %2720
  %2722 = zext i1 %2720 to i32
  %2723 = bitcast bfloat %2678 to i16
  %2724 = bitcast bfloat %2679 to i16
  %2725 = zext i1 %2721 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %2722, i16 %2723, i16 %2724, ptr addrspace(1) %2715, i32 %2725, i32 %2725) #6
  %2726 = or disjoint i32 %2643, %13
  %2727 = add i32 %11, %2726
  %2728 = shl i32 %2727, 6
  %2729 = or disjoint i32 %2728, %.pre-phi129
  %2730 = sext i32 %2729 to i64
  %2731 = getelementptr bfloat, ptr addrspace(1) %3, i64 %2730
  %2732 = icmp slt i32 %2726, %4
  %2733 = ptrtoint ptr addrspace(1) %2731 to i64
  %2734 = and i64 %2733, 3
  %2735 = icmp eq i64 %2734, 0
  %2736 = and i1 %2732, %2735
  %2737 = xor i1 %2732, %2736
  %2738 = zext i1 %2736 to i32
  %2739 = bitcast bfloat %2680 to i16
  %2740 = bitcast bfloat %2681 to i16
  %2741 = zext i1 %2737 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %2738, i16 %2739, i16 %2740, ptr addrspace(1) %2731, i32 %2741, i32 %2741) #6
  %2742 = or disjoint i32 %.pre-phi129, 8
  %2743 = or disjoint i32 %2712, %2742
  %2744 = sext i32 %2743 to i64
  %2745 = getelementptr bfloat, ptr addrspace(1) %3, i64 %2744
  %2746 = ptrtoint ptr addrspace(1) %2745 to i64
  %2747 = and i64 %2746, 3
  %2748 = icmp eq i64 %2747, 0
  %2749 = and i1 %2716, %2748
  %2750 = xor i1 %2716, %2749
  %2751 = zext i1 %2749 to i32
  %2752 = bitcast bfloat %2682 to i16
  %2753 = bitcast bfloat %2683 to i16
  %2754 = zext i1 %2750 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %2751, i16 %2752, i16 %2753, ptr addrspace(1) %2745, i32 %2754, i32 %2754) #6
  %2755 = or disjoint i32 %2728, %2742
  %2756 = sext i32 %2755 to i64
  %2757 = getelementptr bfloat, ptr addrspace(1) %3, i64 %2756
  %2758 = ptrtoint ptr addrspace(1) %2757 to i64
  %2759 = and i64 %2758, 3
  %2760 = icmp eq i64 %2759, 0
  %2761 = and i1 %2732, %2760
  %2762 = xor i1 %2732, %2761
  %2763 = zext i1 %2761 to i32
  %2764 = bitcast bfloat %2684 to i16
  %2765 = bitcast bfloat %2685 to i16
  %2766 = zext i1 %2762 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %2763, i16 %2764, i16 %2765, ptr addrspace(1) %2757, i32 %2766, i32 %2766) #6
  %2767 = or disjoint i32 %.pre-phi129, 16
  %2768 = or disjoint i32 %2712, %2767
  %2769 = sext i32 %2768 to i64
  %2770 = getelementptr bfloat, ptr addrspace(1) %3, i64 %2769
  %2771 = ptrtoint ptr addrspace(1) %2770 to i64
  %2772 = and i64 %2771, 3
  %2773 = icmp eq i64 %2772, 0
  %2774 = and i1 %2716, %2773
  %2775 = xor i1 %2716, %2774
  %2776 = zext i1 %2774 to i32
  %2777 = bitcast bfloat %2686 to i16
  %2778 = bitcast bfloat %2687 to i16
  %2779 = zext i1 %2775 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %2776, i16 %2777, i16 %2778, ptr addrspace(1) %2770, i32 %2779, i32 %2779) #6
  %2780 = or disjoint i32 %2728, %2767
  %2781 = sext i32 %2780 to i64
  %2782 = getelementptr bfloat, ptr addrspace(1) %3, i64 %2781
  %2783 = ptrtoint ptr addrspace(1) %2782 to i64
  %2784 = and i64 %2783, 3
  %2785 = icmp eq i64 %2784, 0
  %2786 = and i1 %2732, %2785
  %2787 = xor i1 %2732, %2786
  %2788 = zext i1 %2786 to i32
  %2789 = bitcast bfloat %2688 to i16
  %2790 = bitcast bfloat %2689 to i16
  %2791 = zext i1 %2787 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %2788, i16 %2789, i16 %2790, ptr addrspace(1) %2782, i32 %2791, i32 %2791) #6
  %2792 = or disjoint i32 %.pre-phi129, 24
  %2793 = or disjoint i32 %2712, %2792
  %2794 = sext i32 %2793 to i64
  %2795 = getelementptr bfloat, ptr addrspace(1) %3, i64 %2794
  %2796 = ptrtoint ptr addrspace(1) %2795 to i64
  %2797 = and i64 %2796, 3
  %2798 = icmp eq i64 %2797, 0
  %2799 = and i1 %2716, %2798
  %2800 = xor i1 %2716, %2799
  %2801 = zext i1 %2799 to i32
  %2802 = bitcast bfloat %2690 to i16
  %2803 = bitcast bfloat %2691 to i16
  %2804 = zext i1 %2800 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %2801, i16 %2802, i16 %2803, ptr addrspace(1) %2795, i32 %2804, i32 %2804) #6
  %2805 = or disjoint i32 %2728, %2792
  %2806 = sext i32 %2805 to i64
  %2807 = getelementptr bfloat, ptr addrspace(1) %3, i64 %2806
  %2808 = ptrtoint ptr addrspace(1) %2807 to i64
  %2809 = and i64 %2808, 3
  %2810 = icmp eq i64 %2809, 0
  %2811 = and i1 %2732, %2810
  %2812 = xor i1 %2732, %2811
  %2813 = zext i1 %2811 to i32
  %2814 = bitcast bfloat %2692 to i16
  %2815 = bitcast bfloat %2693 to i16
  %2816 = zext i1 %2812 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %2813, i16 %2814, i16 %2815, ptr addrspace(1) %2807, i32 %2816, i32 %2816) #6
  %2817 = or disjoint i32 %.pre-phi129, 32
  %2818 = or disjoint i32 %2712, %2817
  %2819 = sext i32 %2818 to i64
  %2820 = getelementptr bfloat, ptr addrspace(1) %3, i64 %2819
  %2821 = ptrtoint ptr addrspace(1) %2820 to i64
  %2822 = and i64 %2821, 3
  %2823 = icmp eq i64 %2822, 0
  %2824 = and i1 %2716, %2823
  %2825 = xor i1 %2716, %2824
  %2826 = zext i1 %2824 to i32
  %2827 = bitcast bfloat %2694 to i16
  %2828 = bitcast bfloat %2695 to i16
  %2829 = zext i1 %2825 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %2826, i16 %2827, i16 %2828, ptr addrspace(1) %2820, i32 %2829, i32 %2829) #6
  %2830 = or disjoint i32 %2728, %2817
  %2831 = sext i32 %2830 to i64
  %2832 = getelementptr bfloat, ptr addrspace(1) %3, i64 %2831
  %2833 = ptrtoint ptr addrspace(1) %2832 to i64
  %2834 = and i64 %2833, 3
  %2835 = icmp eq i64 %2834, 0
  %2836 = and i1 %2732, %2835
  %2837 = xor i1 %2732, %2836
  %2838 = zext i1 %2836 to i32
  %2839 = bitcast bfloat %2696 to i16
  %2840 = bitcast bfloat %2697 to i16
  %2841 = zext i1 %2837 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %2838, i16 %2839, i16 %2840, ptr addrspace(1) %2832, i32 %2841, i32 %2841) #6
  %2842 = or disjoint i32 %.pre-phi129, 40
  %2843 = or disjoint i32 %2712, %2842
  %2844 = sext i32 %2843 to i64
  %2845 = getelementptr bfloat, ptr addrspace(1) %3, i64 %2844
  %2846 = ptrtoint ptr addrspace(1) %2845 to i64
  %2847 = and i64 %2846, 3
  %2848 = icmp eq i64 %2847, 0
  %2849 = and i1 %2716, %2848
  %2850 = xor i1 %2716, %2849
  %2851 = zext i1 %2849 to i32
  %2852 = bitcast bfloat %2698 to i16
  %2853 = bitcast bfloat %2699 to i16
  %2854 = zext i1 %2850 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %2851, i16 %2852, i16 %2853, ptr addrspace(1) %2845, i32 %2854, i32 %2854) #6
  %2855 = or disjoint i32 %2728, %2842
  %2856 = sext i32 %2855 to i64
  %2857 = getelementptr bfloat, ptr addrspace(1) %3, i64 %2856
  %2858 = ptrtoint ptr addrspace(1) %2857 to i64
  %2859 = and i64 %2858, 3
  %2860 = icmp eq i64 %2859, 0
  %2861 = and i1 %2732, %2860
  %2862 = xor i1 %2732, %2861
  %2863 = zext i1 %2861 to i32
  %2864 = bitcast bfloat %2700 to i16
  %2865 = bitcast bfloat %2701 to i16
  %2866 = zext i1 %2862 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %2863, i16 %2864, i16 %2865, ptr addrspace(1) %2857, i32 %2866, i32 %2866) #6
  %2867 = or disjoint i32 %.pre-phi129, 48
  %2868 = or disjoint i32 %2712, %2867
  %2869 = sext i32 %2868 to i64
  %2870 = getelementptr bfloat, ptr addrspace(1) %3, i64 %2869
  %2871 = ptrtoint ptr addrspace(1) %2870 to i64
  %2872 = and i64 %2871, 3
  %2873 = icmp eq i64 %2872, 0
  %2874 = and i1 %2716, %2873
  %2875 = xor i1 %2716, %2874
  %2876 = zext i1 %2874 to i32
  %2877 = bitcast bfloat %2702 to i16
  %2878 = bitcast bfloat %2703 to i16
  %2879 = zext i1 %2875 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %2876, i16 %2877, i16 %2878, ptr addrspace(1) %2870, i32 %2879, i32 %2879) #6
  %2880 = or disjoint i32 %2728, %2867
  %2881 = sext i32 %2880 to i64
  %2882 = getelementptr bfloat, ptr addrspace(1) %3, i64 %2881
  %2883 = ptrtoint ptr addrspace(1) %2882 to i64
  %2884 = and i64 %2883, 3
  %2885 = icmp eq i64 %2884, 0
  %2886 = and i1 %2732, %2885
  %2887 = xor i1 %2732, %2886
  %2888 = zext i1 %2886 to i32
  %2889 = bitcast bfloat %2704 to i16
  %2890 = bitcast bfloat %2705 to i16
  %2891 = zext i1 %2887 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %2888, i16 %2889, i16 %2890, ptr addrspace(1) %2882, i32 %2891, i32 %2891) #6
  %2892 = or disjoint i32 %.pre-phi129, 56
  %2893 = or disjoint i32 %2712, %2892
  %2894 = sext i32 %2893 to i64
  %2895 = getelementptr bfloat, ptr addrspace(1) %3, i64 %2894
  %2896 = ptrtoint ptr addrspace(1) %2895 to i64
  %2897 = and i64 %2896, 3
  %2898 = icmp eq i64 %2897, 0
  %2899 = and i1 %2716, %2898
  %2900 = xor i1 %2716, %2899
  %2901 = zext i1 %2899 to i32
  %2902 = bitcast bfloat %2706 to i16
  %2903 = bitcast bfloat %2707 to i16
  %2904 = zext i1 %2900 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %2901, i16 %2902, i16 %2903, ptr addrspace(1) %2895, i32 %2904, i32 %2904) #6
  %2905 = or disjoint i32 %2728, %2892
  %2906 = sext i32 %2905 to i64
  %2907 = getelementptr bfloat, ptr addrspace(1) %3, i64 %2906
  %2908 = ptrtoint ptr addrspace(1) %2907 to i64
  %2909 = and i64 %2908, 3
  %2910 = icmp eq i64 %2909, 0
  %2911 = and i1 %2732, %2910
  %2912 = xor i1 %2732, %2911
  %2913 = zext i1 %2911 to i32
  %2914 = bitcast bfloat %2708 to i16
  %2915 = bitcast bfloat %2709 to i16
  %2916 = zext i1 %2912 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %2913, i16 %2914, i16 %2915, ptr addrspace(1) %2907, i32 %2916, i32 %2916) #6
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

attributes #0 = { nounwind "nvvm.reqntid"="128" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
