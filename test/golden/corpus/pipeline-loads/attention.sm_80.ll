; ModuleID = 'tile_kernels'
source_filename = "tile_kernels"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@attention_smem = internal addrspace(3) global [9216 x i8] undef, align 16
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
  %118 = tail call { i16, i16, i16, i16 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $4, 0;\0Amov.b16 $0, $10;\0Amov.b16 $1, $10;\0Amov.b16 $2, $10;\0Amov.b16 $3, $10;\0A@%tile_v ld.global.v4.b16 {$0, $1, $2, $3}, [$5];\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p ld.global.b16 $0, [$5];\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p ld.global.b16 $1, [$5+2];\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p ld.global.b16 $2, [$5+4];\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p ld.global.b16 $3, [$5+6];\0A}", "=&h,=&h,=&h,=&h,r,l,r,r,r,r,h"(i32 %116, ptr addrspace(1) %110, i32 %117, i32 %117, i32 %117, i32 %117, i16 0) #7
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
  %132 = tail call { i16, i16, i16, i16 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $4, 0;\0Amov.b16 $0, $10;\0Amov.b16 $1, $10;\0Amov.b16 $2, $10;\0Amov.b16 $3, $10;\0A@%tile_v ld.global.v4.b16 {$0, $1, $2, $3}, [$5];\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p ld.global.b16 $0, [$5];\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p ld.global.b16 $1, [$5+2];\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p ld.global.b16 $2, [$5+4];\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p ld.global.b16 $3, [$5+6];\0A}", "=&h,=&h,=&h,=&h,r,l,r,r,r,r,h"(i32 %130, ptr addrspace(1) %124, i32 %131, i32 %131, i32 %131, i32 %131, i16 0) #7
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
  %146 = tail call { i16, i16, i16, i16 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $4, 0;\0Amov.b16 $0, $10;\0Amov.b16 $1, $10;\0Amov.b16 $2, $10;\0Amov.b16 $3, $10;\0A@%tile_v ld.global.v4.b16 {$0, $1, $2, $3}, [$5];\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p ld.global.b16 $0, [$5];\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p ld.global.b16 $1, [$5+2];\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p ld.global.b16 $2, [$5+4];\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p ld.global.b16 $3, [$5+6];\0A}", "=&h,=&h,=&h,=&h,r,l,r,r,r,r,h"(i32 %144, ptr addrspace(1) %138, i32 %145, i32 %145, i32 %145, i32 %145, i16 0) #7
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
  %160 = tail call { i16, i16, i16, i16 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $4, 0;\0Amov.b16 $0, $10;\0Amov.b16 $1, $10;\0Amov.b16 $2, $10;\0Amov.b16 $3, $10;\0A@%tile_v ld.global.v4.b16 {$0, $1, $2, $3}, [$5];\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p ld.global.b16 $0, [$5];\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p ld.global.b16 $1, [$5+2];\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p ld.global.b16 $2, [$5+4];\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p ld.global.b16 $3, [$5+6];\0A}", "=&h,=&h,=&h,=&h,r,l,r,r,r,r,h"(i32 %158, ptr addrspace(1) %152, i32 %159, i32 %159, i32 %159, i32 %159, i16 0) #7
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
  %174 = tail call { i16, i16, i16, i16 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $4, 0;\0Amov.b16 $0, $10;\0Amov.b16 $1, $10;\0Amov.b16 $2, $10;\0Amov.b16 $3, $10;\0A@%tile_v ld.global.v4.b16 {$0, $1, $2, $3}, [$5];\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p ld.global.b16 $0, [$5];\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p ld.global.b16 $1, [$5+2];\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p ld.global.b16 $2, [$5+4];\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p ld.global.b16 $3, [$5+6];\0A}", "=&h,=&h,=&h,=&h,r,l,r,r,r,r,h"(i32 %172, ptr addrspace(1) %166, i32 %173, i32 %173, i32 %173, i32 %173, i16 0) #7
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
  %188 = tail call { i16, i16, i16, i16 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $4, 0;\0Amov.b16 $0, $10;\0Amov.b16 $1, $10;\0Amov.b16 $2, $10;\0Amov.b16 $3, $10;\0A@%tile_v ld.global.v4.b16 {$0, $1, $2, $3}, [$5];\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p ld.global.b16 $0, [$5];\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p ld.global.b16 $1, [$5+2];\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p ld.global.b16 $2, [$5+4];\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p ld.global.b16 $3, [$5+6];\0A}", "=&h,=&h,=&h,=&h,r,l,r,r,r,r,h"(i32 %186, ptr addrspace(1) %180, i32 %187, i32 %187, i32 %187, i32 %187, i16 0) #7
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
  %202 = tail call { i16, i16, i16, i16 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $4, 0;\0Amov.b16 $0, $10;\0Amov.b16 $1, $10;\0Amov.b16 $2, $10;\0Amov.b16 $3, $10;\0A@%tile_v ld.global.v4.b16 {$0, $1, $2, $3}, [$5];\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p ld.global.b16 $0, [$5];\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p ld.global.b16 $1, [$5+2];\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p ld.global.b16 $2, [$5+4];\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p ld.global.b16 $3, [$5+6];\0A}", "=&h,=&h,=&h,=&h,r,l,r,r,r,r,h"(i32 %200, ptr addrspace(1) %194, i32 %201, i32 %201, i32 %201, i32 %201, i16 0) #7
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
  %216 = tail call { i16, i16, i16, i16 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $4, 0;\0Amov.b16 $0, $10;\0Amov.b16 $1, $10;\0Amov.b16 $2, $10;\0Amov.b16 $3, $10;\0A@%tile_v ld.global.v4.b16 {$0, $1, $2, $3}, [$5];\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p ld.global.b16 $0, [$5];\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p ld.global.b16 $1, [$5+2];\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p ld.global.b16 $2, [$5+4];\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p ld.global.b16 $3, [$5+6];\0A}", "=&h,=&h,=&h,=&h,r,l,r,r,r,r,h"(i32 %214, ptr addrspace(1) %208, i32 %215, i32 %215, i32 %215, i32 %215, i16 0) #7
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
  %324 = or disjoint i32 %323, %322
  %325 = and i32 %319, 8
  %326 = or disjoint i32 %324, %325
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
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %337, ptr addrspace(1) %330) #7
  br label %353

338:                                              ; preds = %6
  %339 = sext i32 %282 to i64
  %340 = getelementptr bfloat, ptr addrspace(1) %1, i64 %339
  %341 = sext i32 %281 to i64
  %342 = getelementptr bfloat, ptr addrspace(1) %1, i64 %341
  %343 = sext i32 %280 to i64
  %344 = getelementptr bfloat, ptr addrspace(1) %1, i64 %343
  %345 = zext i1 %311 to i32
  %346 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %330, i32 %345, i16 0) #7
  store i16 %346, ptr addrspace(3) %328, align 8
  %347 = getelementptr i8, ptr addrspace(3) %328, i64 2
  %348 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %344, i32 %345, i16 0) #7
  store i16 %348, ptr addrspace(3) %347, align 2
  %349 = getelementptr i8, ptr addrspace(3) %328, i64 4
  %350 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %342, i32 %345, i16 0) #7
  store i16 %350, ptr addrspace(3) %349, align 4
  %351 = getelementptr i8, ptr addrspace(3) %328, i64 6
  %352 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %340, i32 %345, i16 0) #7
  store i16 %352, ptr addrspace(3) %351, align 2
  br label %353

353:                                              ; preds = %335, %338
  %354 = shl nuw nsw i32 %19, 7
  %355 = or disjoint i32 %323, %354
  %356 = or disjoint i32 %355, %325
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
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %367, ptr addrspace(1) %360) #7
  br label %383

368:                                              ; preds = %353
  %369 = sext i32 %286 to i64
  %370 = getelementptr bfloat, ptr addrspace(1) %1, i64 %369
  %371 = sext i32 %285 to i64
  %372 = getelementptr bfloat, ptr addrspace(1) %1, i64 %371
  %373 = sext i32 %284 to i64
  %374 = getelementptr bfloat, ptr addrspace(1) %1, i64 %373
  %375 = zext i1 %312 to i32
  %376 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %360, i32 %375, i16 0) #7
  store i16 %376, ptr addrspace(3) %358, align 8
  %377 = getelementptr i8, ptr addrspace(3) %358, i64 2
  %378 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %374, i32 %375, i16 0) #7
  store i16 %378, ptr addrspace(3) %377, align 2
  %379 = getelementptr i8, ptr addrspace(3) %358, i64 4
  %380 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %372, i32 %375, i16 0) #7
  store i16 %380, ptr addrspace(3) %379, align 4
  %381 = getelementptr i8, ptr addrspace(3) %358, i64 6
  %382 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %370, i32 %375, i16 0) #7
  store i16 %382, ptr addrspace(3) %381, align 2
  br label %383

383:                                              ; preds = %365, %368
  %384 = shl nuw nsw i32 %23, 7
  %385 = or disjoint i32 %323, %384
  %386 = or disjoint i32 %385, %325
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
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %397, ptr addrspace(1) %390) #7
  br label %413

398:                                              ; preds = %383
  %399 = sext i32 %290 to i64
  %400 = getelementptr bfloat, ptr addrspace(1) %1, i64 %399
  %401 = sext i32 %289 to i64
  %402 = getelementptr bfloat, ptr addrspace(1) %1, i64 %401
  %403 = sext i32 %288 to i64
  %404 = getelementptr bfloat, ptr addrspace(1) %1, i64 %403
  %405 = zext i1 %313 to i32
  %406 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %390, i32 %405, i16 0) #7
  store i16 %406, ptr addrspace(3) %388, align 8
  %407 = getelementptr i8, ptr addrspace(3) %388, i64 2
  %408 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %404, i32 %405, i16 0) #7
  store i16 %408, ptr addrspace(3) %407, align 2
  %409 = getelementptr i8, ptr addrspace(3) %388, i64 4
  %410 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %402, i32 %405, i16 0) #7
  store i16 %410, ptr addrspace(3) %409, align 4
  %411 = getelementptr i8, ptr addrspace(3) %388, i64 6
  %412 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %400, i32 %405, i16 0) #7
  store i16 %412, ptr addrspace(3) %411, align 2
  br label %413

413:                                              ; preds = %395, %398
  %414 = shl nuw nsw i32 %27, 7
  %415 = or disjoint i32 %323, %414
  %416 = or disjoint i32 %415, %325
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
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %427, ptr addrspace(1) %420) #7
  br label %443

428:                                              ; preds = %413
  %429 = sext i32 %294 to i64
  %430 = getelementptr bfloat, ptr addrspace(1) %1, i64 %429
  %431 = sext i32 %293 to i64
  %432 = getelementptr bfloat, ptr addrspace(1) %1, i64 %431
  %433 = sext i32 %292 to i64
  %434 = getelementptr bfloat, ptr addrspace(1) %1, i64 %433
  %435 = zext i1 %314 to i32
  %436 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %420, i32 %435, i16 0) #7
  store i16 %436, ptr addrspace(3) %418, align 8
  %437 = getelementptr i8, ptr addrspace(3) %418, i64 2
  %438 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %434, i32 %435, i16 0) #7
  store i16 %438, ptr addrspace(3) %437, align 2
  %439 = getelementptr i8, ptr addrspace(3) %418, i64 4
  %440 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %432, i32 %435, i16 0) #7
  store i16 %440, ptr addrspace(3) %439, align 4
  %441 = getelementptr i8, ptr addrspace(3) %418, i64 6
  %442 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %430, i32 %435, i16 0) #7
  store i16 %442, ptr addrspace(3) %441, align 2
  br label %443

443:                                              ; preds = %425, %428
  %444 = shl nuw nsw i32 %31, 7
  %445 = or disjoint i32 %323, %444
  %446 = or disjoint i32 %445, %325
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
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %457, ptr addrspace(1) %450) #7
  br label %473

458:                                              ; preds = %443
  %459 = sext i32 %298 to i64
  %460 = getelementptr bfloat, ptr addrspace(1) %1, i64 %459
  %461 = sext i32 %297 to i64
  %462 = getelementptr bfloat, ptr addrspace(1) %1, i64 %461
  %463 = sext i32 %296 to i64
  %464 = getelementptr bfloat, ptr addrspace(1) %1, i64 %463
  %465 = zext i1 %315 to i32
  %466 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %450, i32 %465, i16 0) #7
  store i16 %466, ptr addrspace(3) %448, align 8
  %467 = getelementptr i8, ptr addrspace(3) %448, i64 2
  %468 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %464, i32 %465, i16 0) #7
  store i16 %468, ptr addrspace(3) %467, align 2
  %469 = getelementptr i8, ptr addrspace(3) %448, i64 4
  %470 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %462, i32 %465, i16 0) #7
  store i16 %470, ptr addrspace(3) %469, align 4
  %471 = getelementptr i8, ptr addrspace(3) %448, i64 6
  %472 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %460, i32 %465, i16 0) #7
  store i16 %472, ptr addrspace(3) %471, align 2
  br label %473

473:                                              ; preds = %455, %458
  %474 = shl nuw nsw i32 %35, 7
  %475 = or disjoint i32 %323, %474
  %476 = or disjoint i32 %475, %325
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
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %487, ptr addrspace(1) %480) #7
  br label %503

488:                                              ; preds = %473
  %489 = sext i32 %302 to i64
  %490 = getelementptr bfloat, ptr addrspace(1) %1, i64 %489
  %491 = sext i32 %301 to i64
  %492 = getelementptr bfloat, ptr addrspace(1) %1, i64 %491
  %493 = sext i32 %300 to i64
  %494 = getelementptr bfloat, ptr addrspace(1) %1, i64 %493
  %495 = zext i1 %316 to i32
  %496 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %480, i32 %495, i16 0) #7
  store i16 %496, ptr addrspace(3) %478, align 8
  %497 = getelementptr i8, ptr addrspace(3) %478, i64 2
  %498 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %494, i32 %495, i16 0) #7
  store i16 %498, ptr addrspace(3) %497, align 2
  %499 = getelementptr i8, ptr addrspace(3) %478, i64 4
  %500 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %492, i32 %495, i16 0) #7
  store i16 %500, ptr addrspace(3) %499, align 4
  %501 = getelementptr i8, ptr addrspace(3) %478, i64 6
  %502 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %490, i32 %495, i16 0) #7
  store i16 %502, ptr addrspace(3) %501, align 2
  br label %503

503:                                              ; preds = %485, %488
  %504 = shl nuw nsw i32 %39, 7
  %505 = or disjoint i32 %323, %504
  %506 = or disjoint i32 %505, %325
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
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %517, ptr addrspace(1) %510) #7
  br label %533

518:                                              ; preds = %503
  %519 = sext i32 %306 to i64
  %520 = getelementptr bfloat, ptr addrspace(1) %1, i64 %519
  %521 = sext i32 %305 to i64
  %522 = getelementptr bfloat, ptr addrspace(1) %1, i64 %521
  %523 = sext i32 %304 to i64
  %524 = getelementptr bfloat, ptr addrspace(1) %1, i64 %523
  %525 = zext i1 %317 to i32
  %526 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %510, i32 %525, i16 0) #7
  store i16 %526, ptr addrspace(3) %508, align 8
  %527 = getelementptr i8, ptr addrspace(3) %508, i64 2
  %528 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %524, i32 %525, i16 0) #7
  store i16 %528, ptr addrspace(3) %527, align 2
  %529 = getelementptr i8, ptr addrspace(3) %508, i64 4
  %530 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %522, i32 %525, i16 0) #7
  store i16 %530, ptr addrspace(3) %529, align 4
  %531 = getelementptr i8, ptr addrspace(3) %508, i64 6
  %532 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %520, i32 %525, i16 0) #7
  store i16 %532, ptr addrspace(3) %531, align 2
  br label %533

533:                                              ; preds = %515, %518
  %534 = shl nuw nsw i32 %43, 7
  %535 = or disjoint i32 %323, %534
  %536 = or disjoint i32 %535, %325
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
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %547, ptr addrspace(1) %540) #7
  br label %563

548:                                              ; preds = %533
  %549 = sext i32 %310 to i64
  %550 = getelementptr bfloat, ptr addrspace(1) %1, i64 %549
  %551 = sext i32 %309 to i64
  %552 = getelementptr bfloat, ptr addrspace(1) %1, i64 %551
  %553 = sext i32 %308 to i64
  %554 = getelementptr bfloat, ptr addrspace(1) %1, i64 %553
  %555 = zext i1 %318 to i32
  %556 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %540, i32 %555, i16 0) #7
  store i16 %556, ptr addrspace(3) %538, align 8
  %557 = getelementptr i8, ptr addrspace(3) %538, i64 2
  %558 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %554, i32 %555, i16 0) #7
  store i16 %558, ptr addrspace(3) %557, align 2
  %559 = getelementptr i8, ptr addrspace(3) %538, i64 4
  %560 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %552, i32 %555, i16 0) #7
  store i16 %560, ptr addrspace(3) %559, align 4
  %561 = getelementptr i8, ptr addrspace(3) %538, i64 6
  %562 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %550, i32 %555, i16 0) #7
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
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %572, ptr addrspace(1) %565) #7
  br label %588

573:                                              ; preds = %563
  %574 = sext i32 %282 to i64
  %575 = getelementptr bfloat, ptr addrspace(1) %2, i64 %574
  %576 = sext i32 %281 to i64
  %577 = getelementptr bfloat, ptr addrspace(1) %2, i64 %576
  %578 = sext i32 %280 to i64
  %579 = getelementptr bfloat, ptr addrspace(1) %2, i64 %578
  %580 = zext i1 %311 to i32
  %581 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %565, i32 %580, i16 0) #7
  store i16 %581, ptr addrspace(3) %564, align 8
  %582 = getelementptr i8, ptr addrspace(3) %564, i64 2
  %583 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %579, i32 %580, i16 0) #7
  store i16 %583, ptr addrspace(3) %582, align 2
  %584 = getelementptr i8, ptr addrspace(3) %564, i64 4
  %585 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %577, i32 %580, i16 0) #7
  store i16 %585, ptr addrspace(3) %584, align 4
  %586 = getelementptr i8, ptr addrspace(3) %564, i64 6
  %587 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %575, i32 %580, i16 0) #7
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
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %597, ptr addrspace(1) %590) #7
  br label %613

598:                                              ; preds = %588
  %599 = sext i32 %286 to i64
  %600 = getelementptr bfloat, ptr addrspace(1) %2, i64 %599
  %601 = sext i32 %285 to i64
  %602 = getelementptr bfloat, ptr addrspace(1) %2, i64 %601
  %603 = sext i32 %284 to i64
  %604 = getelementptr bfloat, ptr addrspace(1) %2, i64 %603
  %605 = zext i1 %312 to i32
  %606 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %590, i32 %605, i16 0) #7
  store i16 %606, ptr addrspace(3) %589, align 8
  %607 = getelementptr i8, ptr addrspace(3) %589, i64 2
  %608 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %604, i32 %605, i16 0) #7
  store i16 %608, ptr addrspace(3) %607, align 2
  %609 = getelementptr i8, ptr addrspace(3) %589, i64 4
  %610 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %602, i32 %605, i16 0) #7
  store i16 %610, ptr addrspace(3) %609, align 4
  %611 = getelementptr i8, ptr addrspace(3) %589, i64 6
  %612 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %600, i32 %605, i16 0) #7
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
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %622, ptr addrspace(1) %615) #7
  br label %638

623:                                              ; preds = %613
  %624 = sext i32 %290 to i64
  %625 = getelementptr bfloat, ptr addrspace(1) %2, i64 %624
  %626 = sext i32 %289 to i64
  %627 = getelementptr bfloat, ptr addrspace(1) %2, i64 %626
  %628 = sext i32 %288 to i64
  %629 = getelementptr bfloat, ptr addrspace(1) %2, i64 %628
  %630 = zext i1 %313 to i32
  %631 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %615, i32 %630, i16 0) #7
  store i16 %631, ptr addrspace(3) %614, align 8
  %632 = getelementptr i8, ptr addrspace(3) %614, i64 2
  %633 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %629, i32 %630, i16 0) #7
  store i16 %633, ptr addrspace(3) %632, align 2
  %634 = getelementptr i8, ptr addrspace(3) %614, i64 4
  %635 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %627, i32 %630, i16 0) #7
  store i16 %635, ptr addrspace(3) %634, align 4
  %636 = getelementptr i8, ptr addrspace(3) %614, i64 6
  %637 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %625, i32 %630, i16 0) #7
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
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %647, ptr addrspace(1) %640) #7
  br label %663

648:                                              ; preds = %638
  %649 = sext i32 %294 to i64
  %650 = getelementptr bfloat, ptr addrspace(1) %2, i64 %649
  %651 = sext i32 %293 to i64
  %652 = getelementptr bfloat, ptr addrspace(1) %2, i64 %651
  %653 = sext i32 %292 to i64
  %654 = getelementptr bfloat, ptr addrspace(1) %2, i64 %653
  %655 = zext i1 %314 to i32
  %656 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %640, i32 %655, i16 0) #7
  store i16 %656, ptr addrspace(3) %639, align 8
  %657 = getelementptr i8, ptr addrspace(3) %639, i64 2
  %658 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %654, i32 %655, i16 0) #7
  store i16 %658, ptr addrspace(3) %657, align 2
  %659 = getelementptr i8, ptr addrspace(3) %639, i64 4
  %660 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %652, i32 %655, i16 0) #7
  store i16 %660, ptr addrspace(3) %659, align 4
  %661 = getelementptr i8, ptr addrspace(3) %639, i64 6
  %662 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %650, i32 %655, i16 0) #7
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
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %672, ptr addrspace(1) %665) #7
  br label %688

673:                                              ; preds = %663
  %674 = sext i32 %298 to i64
  %675 = getelementptr bfloat, ptr addrspace(1) %2, i64 %674
  %676 = sext i32 %297 to i64
  %677 = getelementptr bfloat, ptr addrspace(1) %2, i64 %676
  %678 = sext i32 %296 to i64
  %679 = getelementptr bfloat, ptr addrspace(1) %2, i64 %678
  %680 = zext i1 %315 to i32
  %681 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %665, i32 %680, i16 0) #7
  store i16 %681, ptr addrspace(3) %664, align 8
  %682 = getelementptr i8, ptr addrspace(3) %664, i64 2
  %683 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %679, i32 %680, i16 0) #7
  store i16 %683, ptr addrspace(3) %682, align 2
  %684 = getelementptr i8, ptr addrspace(3) %664, i64 4
  %685 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %677, i32 %680, i16 0) #7
  store i16 %685, ptr addrspace(3) %684, align 4
  %686 = getelementptr i8, ptr addrspace(3) %664, i64 6
  %687 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %675, i32 %680, i16 0) #7
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
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %697, ptr addrspace(1) %690) #7
  br label %713

698:                                              ; preds = %688
  %699 = sext i32 %302 to i64
  %700 = getelementptr bfloat, ptr addrspace(1) %2, i64 %699
  %701 = sext i32 %301 to i64
  %702 = getelementptr bfloat, ptr addrspace(1) %2, i64 %701
  %703 = sext i32 %300 to i64
  %704 = getelementptr bfloat, ptr addrspace(1) %2, i64 %703
  %705 = zext i1 %316 to i32
  %706 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %690, i32 %705, i16 0) #7
  store i16 %706, ptr addrspace(3) %689, align 8
  %707 = getelementptr i8, ptr addrspace(3) %689, i64 2
  %708 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %704, i32 %705, i16 0) #7
  store i16 %708, ptr addrspace(3) %707, align 2
  %709 = getelementptr i8, ptr addrspace(3) %689, i64 4
  %710 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %702, i32 %705, i16 0) #7
  store i16 %710, ptr addrspace(3) %709, align 4
  %711 = getelementptr i8, ptr addrspace(3) %689, i64 6
  %712 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %700, i32 %705, i16 0) #7
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
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %722, ptr addrspace(1) %715) #7
  br label %738

723:                                              ; preds = %713
  %724 = sext i32 %306 to i64
  %725 = getelementptr bfloat, ptr addrspace(1) %2, i64 %724
  %726 = sext i32 %305 to i64
  %727 = getelementptr bfloat, ptr addrspace(1) %2, i64 %726
  %728 = sext i32 %304 to i64
  %729 = getelementptr bfloat, ptr addrspace(1) %2, i64 %728
  %730 = zext i1 %317 to i32
  %731 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %715, i32 %730, i16 0) #7
  store i16 %731, ptr addrspace(3) %714, align 8
  %732 = getelementptr i8, ptr addrspace(3) %714, i64 2
  %733 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %729, i32 %730, i16 0) #7
  store i16 %733, ptr addrspace(3) %732, align 2
  %734 = getelementptr i8, ptr addrspace(3) %714, i64 4
  %735 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %727, i32 %730, i16 0) #7
  store i16 %735, ptr addrspace(3) %734, align 4
  %736 = getelementptr i8, ptr addrspace(3) %714, i64 6
  %737 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %725, i32 %730, i16 0) #7
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
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %747, ptr addrspace(1) %740) #7
  br label %763

748:                                              ; preds = %738
  %749 = sext i32 %310 to i64
  %750 = getelementptr bfloat, ptr addrspace(1) %2, i64 %749
  %751 = sext i32 %309 to i64
  %752 = getelementptr bfloat, ptr addrspace(1) %2, i64 %751
  %753 = sext i32 %308 to i64
  %754 = getelementptr bfloat, ptr addrspace(1) %2, i64 %753
  %755 = zext i1 %318 to i32
  %756 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %740, i32 %755, i16 0) #7
  store i16 %756, ptr addrspace(3) %739, align 8
  %757 = getelementptr i8, ptr addrspace(3) %739, i64 2
  %758 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %754, i32 %755, i16 0) #7
  store i16 %758, ptr addrspace(3) %757, align 2
  %759 = getelementptr i8, ptr addrspace(3) %739, i64 4
  %760 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %752, i32 %755, i16 0) #7
  store i16 %760, ptr addrspace(3) %759, align 4
  %761 = getelementptr i8, ptr addrspace(3) %739, i64 6
  %762 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %750, i32 %755, i16 0) #7
  store i16 %762, ptr addrspace(3) %761, align 2
  br label %763

763:                                              ; preds = %745, %748
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #7
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
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %870, ptr addrspace(1) %863) #7
  br label %886

871:                                              ; preds = %763
  %872 = sext i32 %795 to i64
  %873 = getelementptr bfloat, ptr addrspace(1) %1, i64 %872
  %874 = sext i32 %794 to i64
  %875 = getelementptr bfloat, ptr addrspace(1) %1, i64 %874
  %876 = sext i32 %793 to i64
  %877 = getelementptr bfloat, ptr addrspace(1) %1, i64 %876
  %878 = zext i1 %853 to i32
  %879 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %863, i32 %878, i16 0) #7
  store i16 %879, ptr addrspace(3) %861, align 8
  %880 = getelementptr i8, ptr addrspace(3) %861, i64 2
  %881 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %877, i32 %878, i16 0) #7
  store i16 %881, ptr addrspace(3) %880, align 2
  %882 = getelementptr i8, ptr addrspace(3) %861, i64 4
  %883 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %875, i32 %878, i16 0) #7
  store i16 %883, ptr addrspace(3) %882, align 4
  %884 = getelementptr i8, ptr addrspace(3) %861, i64 6
  %885 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %873, i32 %878, i16 0) #7
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
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %896, ptr addrspace(1) %889) #7
  br label %912

897:                                              ; preds = %886
  %898 = sext i32 %802 to i64
  %899 = getelementptr bfloat, ptr addrspace(1) %1, i64 %898
  %900 = sext i32 %800 to i64
  %901 = getelementptr bfloat, ptr addrspace(1) %1, i64 %900
  %902 = sext i32 %798 to i64
  %903 = getelementptr bfloat, ptr addrspace(1) %1, i64 %902
  %904 = zext i1 %854 to i32
  %905 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %889, i32 %904, i16 0) #7
  store i16 %905, ptr addrspace(3) %887, align 8
  %906 = getelementptr i8, ptr addrspace(3) %887, i64 2
  %907 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %903, i32 %904, i16 0) #7
  store i16 %907, ptr addrspace(3) %906, align 2
  %908 = getelementptr i8, ptr addrspace(3) %887, i64 4
  %909 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %901, i32 %904, i16 0) #7
  store i16 %909, ptr addrspace(3) %908, align 4
  %910 = getelementptr i8, ptr addrspace(3) %887, i64 6
  %911 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %899, i32 %904, i16 0) #7
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
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %922, ptr addrspace(1) %915) #7
  br label %938

923:                                              ; preds = %912
  %924 = sext i32 %809 to i64
  %925 = getelementptr bfloat, ptr addrspace(1) %1, i64 %924
  %926 = sext i32 %807 to i64
  %927 = getelementptr bfloat, ptr addrspace(1) %1, i64 %926
  %928 = sext i32 %805 to i64
  %929 = getelementptr bfloat, ptr addrspace(1) %1, i64 %928
  %930 = zext i1 %855 to i32
  %931 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %915, i32 %930, i16 0) #7
  store i16 %931, ptr addrspace(3) %913, align 8
  %932 = getelementptr i8, ptr addrspace(3) %913, i64 2
  %933 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %929, i32 %930, i16 0) #7
  store i16 %933, ptr addrspace(3) %932, align 2
  %934 = getelementptr i8, ptr addrspace(3) %913, i64 4
  %935 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %927, i32 %930, i16 0) #7
  store i16 %935, ptr addrspace(3) %934, align 4
  %936 = getelementptr i8, ptr addrspace(3) %913, i64 6
  %937 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %925, i32 %930, i16 0) #7
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
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %948, ptr addrspace(1) %941) #7
  br label %964

949:                                              ; preds = %938
  %950 = sext i32 %816 to i64
  %951 = getelementptr bfloat, ptr addrspace(1) %1, i64 %950
  %952 = sext i32 %814 to i64
  %953 = getelementptr bfloat, ptr addrspace(1) %1, i64 %952
  %954 = sext i32 %812 to i64
  %955 = getelementptr bfloat, ptr addrspace(1) %1, i64 %954
  %956 = zext i1 %856 to i32
  %957 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %941, i32 %956, i16 0) #7
  store i16 %957, ptr addrspace(3) %939, align 8
  %958 = getelementptr i8, ptr addrspace(3) %939, i64 2
  %959 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %955, i32 %956, i16 0) #7
  store i16 %959, ptr addrspace(3) %958, align 2
  %960 = getelementptr i8, ptr addrspace(3) %939, i64 4
  %961 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %953, i32 %956, i16 0) #7
  store i16 %961, ptr addrspace(3) %960, align 4
  %962 = getelementptr i8, ptr addrspace(3) %939, i64 6
  %963 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %951, i32 %956, i16 0) #7
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
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %974, ptr addrspace(1) %967) #7
  br label %990

975:                                              ; preds = %964
  %976 = sext i32 %823 to i64
  %977 = getelementptr bfloat, ptr addrspace(1) %1, i64 %976
  %978 = sext i32 %821 to i64
  %979 = getelementptr bfloat, ptr addrspace(1) %1, i64 %978
  %980 = sext i32 %819 to i64
  %981 = getelementptr bfloat, ptr addrspace(1) %1, i64 %980
  %982 = zext i1 %857 to i32
  %983 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %967, i32 %982, i16 0) #7
  store i16 %983, ptr addrspace(3) %965, align 8
  %984 = getelementptr i8, ptr addrspace(3) %965, i64 2
  %985 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %981, i32 %982, i16 0) #7
  store i16 %985, ptr addrspace(3) %984, align 2
  %986 = getelementptr i8, ptr addrspace(3) %965, i64 4
  %987 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %979, i32 %982, i16 0) #7
  store i16 %987, ptr addrspace(3) %986, align 4
  %988 = getelementptr i8, ptr addrspace(3) %965, i64 6
  %989 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %977, i32 %982, i16 0) #7
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
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %1000, ptr addrspace(1) %993) #7
  br label %1016

1001:                                             ; preds = %990
  %1002 = sext i32 %830 to i64
  %1003 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1002
  %1004 = sext i32 %828 to i64
  %1005 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1004
  %1006 = sext i32 %826 to i64
  %1007 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1006
  %1008 = zext i1 %858 to i32
  %1009 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %993, i32 %1008, i16 0) #7
  store i16 %1009, ptr addrspace(3) %991, align 8
  %1010 = getelementptr i8, ptr addrspace(3) %991, i64 2
  %1011 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1007, i32 %1008, i16 0) #7
  store i16 %1011, ptr addrspace(3) %1010, align 2
  %1012 = getelementptr i8, ptr addrspace(3) %991, i64 4
  %1013 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1005, i32 %1008, i16 0) #7
  store i16 %1013, ptr addrspace(3) %1012, align 4
  %1014 = getelementptr i8, ptr addrspace(3) %991, i64 6
  %1015 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1003, i32 %1008, i16 0) #7
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
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %1026, ptr addrspace(1) %1019) #7
  br label %1042

1027:                                             ; preds = %1016
  %1028 = sext i32 %837 to i64
  %1029 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1028
  %1030 = sext i32 %835 to i64
  %1031 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1030
  %1032 = sext i32 %833 to i64
  %1033 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1032
  %1034 = zext i1 %859 to i32
  %1035 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1019, i32 %1034, i16 0) #7
  store i16 %1035, ptr addrspace(3) %1017, align 8
  %1036 = getelementptr i8, ptr addrspace(3) %1017, i64 2
  %1037 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1033, i32 %1034, i16 0) #7
  store i16 %1037, ptr addrspace(3) %1036, align 2
  %1038 = getelementptr i8, ptr addrspace(3) %1017, i64 4
  %1039 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1031, i32 %1034, i16 0) #7
  store i16 %1039, ptr addrspace(3) %1038, align 4
  %1040 = getelementptr i8, ptr addrspace(3) %1017, i64 6
  %1041 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1029, i32 %1034, i16 0) #7
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
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %1052, ptr addrspace(1) %1045) #7
  br label %1068

1053:                                             ; preds = %1042
  %1054 = sext i32 %844 to i64
  %1055 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1054
  %1056 = sext i32 %842 to i64
  %1057 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1056
  %1058 = sext i32 %840 to i64
  %1059 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1058
  %1060 = zext i1 %860 to i32
  %1061 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1045, i32 %1060, i16 0) #7
  store i16 %1061, ptr addrspace(3) %1043, align 8
  %1062 = getelementptr i8, ptr addrspace(3) %1043, i64 2
  %1063 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1059, i32 %1060, i16 0) #7
  store i16 %1063, ptr addrspace(3) %1062, align 2
  %1064 = getelementptr i8, ptr addrspace(3) %1043, i64 4
  %1065 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1057, i32 %1060, i16 0) #7
  store i16 %1065, ptr addrspace(3) %1064, align 4
  %1066 = getelementptr i8, ptr addrspace(3) %1043, i64 6
  %1067 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1055, i32 %1060, i16 0) #7
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
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %1077, ptr addrspace(1) %1070) #7
  br label %1093

1078:                                             ; preds = %1068
  %1079 = sext i32 %795 to i64
  %1080 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1079
  %1081 = sext i32 %794 to i64
  %1082 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1081
  %1083 = sext i32 %793 to i64
  %1084 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1083
  %1085 = zext i1 %853 to i32
  %1086 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1070, i32 %1085, i16 0) #7
  store i16 %1086, ptr addrspace(3) %1069, align 8
  %1087 = getelementptr i8, ptr addrspace(3) %1069, i64 2
  %1088 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1084, i32 %1085, i16 0) #7
  store i16 %1088, ptr addrspace(3) %1087, align 2
  %1089 = getelementptr i8, ptr addrspace(3) %1069, i64 4
  %1090 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1082, i32 %1085, i16 0) #7
  store i16 %1090, ptr addrspace(3) %1089, align 4
  %1091 = getelementptr i8, ptr addrspace(3) %1069, i64 6
  %1092 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1080, i32 %1085, i16 0) #7
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
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %1102, ptr addrspace(1) %1095) #7
  br label %1118

1103:                                             ; preds = %1093
  %1104 = sext i32 %802 to i64
  %1105 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1104
  %1106 = sext i32 %800 to i64
  %1107 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1106
  %1108 = sext i32 %798 to i64
  %1109 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1108
  %1110 = zext i1 %854 to i32
  %1111 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1095, i32 %1110, i16 0) #7
  store i16 %1111, ptr addrspace(3) %1094, align 8
  %1112 = getelementptr i8, ptr addrspace(3) %1094, i64 2
  %1113 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1109, i32 %1110, i16 0) #7
  store i16 %1113, ptr addrspace(3) %1112, align 2
  %1114 = getelementptr i8, ptr addrspace(3) %1094, i64 4
  %1115 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1107, i32 %1110, i16 0) #7
  store i16 %1115, ptr addrspace(3) %1114, align 4
  %1116 = getelementptr i8, ptr addrspace(3) %1094, i64 6
  %1117 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1105, i32 %1110, i16 0) #7
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
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %1127, ptr addrspace(1) %1120) #7
  br label %1143

1128:                                             ; preds = %1118
  %1129 = sext i32 %809 to i64
  %1130 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1129
  %1131 = sext i32 %807 to i64
  %1132 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1131
  %1133 = sext i32 %805 to i64
  %1134 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1133
  %1135 = zext i1 %855 to i32
  %1136 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1120, i32 %1135, i16 0) #7
  store i16 %1136, ptr addrspace(3) %1119, align 8
  %1137 = getelementptr i8, ptr addrspace(3) %1119, i64 2
  %1138 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1134, i32 %1135, i16 0) #7
  store i16 %1138, ptr addrspace(3) %1137, align 2
  %1139 = getelementptr i8, ptr addrspace(3) %1119, i64 4
  %1140 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1132, i32 %1135, i16 0) #7
  store i16 %1140, ptr addrspace(3) %1139, align 4
  %1141 = getelementptr i8, ptr addrspace(3) %1119, i64 6
  %1142 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1130, i32 %1135, i16 0) #7
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
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %1152, ptr addrspace(1) %1145) #7
  br label %1168

1153:                                             ; preds = %1143
  %1154 = sext i32 %816 to i64
  %1155 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1154
  %1156 = sext i32 %814 to i64
  %1157 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1156
  %1158 = sext i32 %812 to i64
  %1159 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1158
  %1160 = zext i1 %856 to i32
  %1161 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1145, i32 %1160, i16 0) #7
  store i16 %1161, ptr addrspace(3) %1144, align 8
  %1162 = getelementptr i8, ptr addrspace(3) %1144, i64 2
  %1163 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1159, i32 %1160, i16 0) #7
  store i16 %1163, ptr addrspace(3) %1162, align 2
  %1164 = getelementptr i8, ptr addrspace(3) %1144, i64 4
  %1165 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1157, i32 %1160, i16 0) #7
  store i16 %1165, ptr addrspace(3) %1164, align 4
  %1166 = getelementptr i8, ptr addrspace(3) %1144, i64 6
  %1167 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1155, i32 %1160, i16 0) #7
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
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %1177, ptr addrspace(1) %1170) #7
  br label %1193

1178:                                             ; preds = %1168
  %1179 = sext i32 %823 to i64
  %1180 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1179
  %1181 = sext i32 %821 to i64
  %1182 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1181
  %1183 = sext i32 %819 to i64
  %1184 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1183
  %1185 = zext i1 %857 to i32
  %1186 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1170, i32 %1185, i16 0) #7
  store i16 %1186, ptr addrspace(3) %1169, align 8
  %1187 = getelementptr i8, ptr addrspace(3) %1169, i64 2
  %1188 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1184, i32 %1185, i16 0) #7
  store i16 %1188, ptr addrspace(3) %1187, align 2
  %1189 = getelementptr i8, ptr addrspace(3) %1169, i64 4
  %1190 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1182, i32 %1185, i16 0) #7
  store i16 %1190, ptr addrspace(3) %1189, align 4
  %1191 = getelementptr i8, ptr addrspace(3) %1169, i64 6
  %1192 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1180, i32 %1185, i16 0) #7
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
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %1202, ptr addrspace(1) %1195) #7
  br label %1218

1203:                                             ; preds = %1193
  %1204 = sext i32 %830 to i64
  %1205 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1204
  %1206 = sext i32 %828 to i64
  %1207 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1206
  %1208 = sext i32 %826 to i64
  %1209 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1208
  %1210 = zext i1 %858 to i32
  %1211 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1195, i32 %1210, i16 0) #7
  store i16 %1211, ptr addrspace(3) %1194, align 8
  %1212 = getelementptr i8, ptr addrspace(3) %1194, i64 2
  %1213 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1209, i32 %1210, i16 0) #7
  store i16 %1213, ptr addrspace(3) %1212, align 2
  %1214 = getelementptr i8, ptr addrspace(3) %1194, i64 4
  %1215 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1207, i32 %1210, i16 0) #7
  store i16 %1215, ptr addrspace(3) %1214, align 4
  %1216 = getelementptr i8, ptr addrspace(3) %1194, i64 6
  %1217 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1205, i32 %1210, i16 0) #7
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
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %1227, ptr addrspace(1) %1220) #7
  br label %1243

1228:                                             ; preds = %1218
  %1229 = sext i32 %837 to i64
  %1230 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1229
  %1231 = sext i32 %835 to i64
  %1232 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1231
  %1233 = sext i32 %833 to i64
  %1234 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1233
  %1235 = zext i1 %859 to i32
  %1236 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1220, i32 %1235, i16 0) #7
  store i16 %1236, ptr addrspace(3) %1219, align 8
  %1237 = getelementptr i8, ptr addrspace(3) %1219, i64 2
  %1238 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1234, i32 %1235, i16 0) #7
  store i16 %1238, ptr addrspace(3) %1237, align 2
  %1239 = getelementptr i8, ptr addrspace(3) %1219, i64 4
  %1240 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1232, i32 %1235, i16 0) #7
  store i16 %1240, ptr addrspace(3) %1239, align 4
  %1241 = getelementptr i8, ptr addrspace(3) %1219, i64 6
  %1242 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1230, i32 %1235, i16 0) #7
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
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %1252, ptr addrspace(1) %1245) #7
  br label %1268

1253:                                             ; preds = %1243
  %1254 = sext i32 %844 to i64
  %1255 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1254
  %1256 = sext i32 %842 to i64
  %1257 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1256
  %1258 = sext i32 %840 to i64
  %1259 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1258
  %1260 = zext i1 %860 to i32
  %1261 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1245, i32 %1260, i16 0) #7
  store i16 %1261, ptr addrspace(3) %1244, align 8
  %1262 = getelementptr i8, ptr addrspace(3) %1244, i64 2
  %1263 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1259, i32 %1260, i16 0) #7
  store i16 %1263, ptr addrspace(3) %1262, align 2
  %1264 = getelementptr i8, ptr addrspace(3) %1244, i64 4
  %1265 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1257, i32 %1260, i16 0) #7
  store i16 %1265, ptr addrspace(3) %1264, align 4
  %1266 = getelementptr i8, ptr addrspace(3) %1244, i64 6
  %1267 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1255, i32 %1260, i16 0) #7
  store i16 %1267, ptr addrspace(3) %1266, align 2
  br label %1268

1268:                                             ; preds = %1250, %1253
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #7
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1269 = mul nuw nsw i32 %15, 72
  %1270 = add nuw nsw i32 %1269, %47
  %1271 = shl nuw nsw i32 %1270, 1
  %1272 = zext nneg i32 %1271 to i64
  %1273 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %1272
  %1274 = insertelement <4 x i16> poison, i16 %119, i64 0
  %1275 = insertelement <4 x i16> %1274, i16 %120, i64 1
  %1276 = insertelement <4 x i16> %1275, i16 %121, i64 2
  %1277 = insertelement <4 x i16> %1276, i16 %122, i64 3
  store <4 x i16> %1277, ptr addrspace(3) %1273, align 8
  %1278 = mul nuw nsw i32 %19, 72
  %1279 = add nuw nsw i32 %1278, %47
  %1280 = shl nuw nsw i32 %1279, 1
  %1281 = zext nneg i32 %1280 to i64
  %1282 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %1281
  %1283 = insertelement <4 x i16> poison, i16 %133, i64 0
  %1284 = insertelement <4 x i16> %1283, i16 %134, i64 1
  %1285 = insertelement <4 x i16> %1284, i16 %135, i64 2
  %1286 = insertelement <4 x i16> %1285, i16 %136, i64 3
  store <4 x i16> %1286, ptr addrspace(3) %1282, align 8
  %1287 = mul nuw nsw i32 %23, 72
  %1288 = add nuw nsw i32 %1287, %47
  %1289 = shl nuw nsw i32 %1288, 1
  %1290 = zext nneg i32 %1289 to i64
  %1291 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %1290
  %1292 = insertelement <4 x i16> poison, i16 %147, i64 0
  %1293 = insertelement <4 x i16> %1292, i16 %148, i64 1
  %1294 = insertelement <4 x i16> %1293, i16 %149, i64 2
  %1295 = insertelement <4 x i16> %1294, i16 %150, i64 3
  store <4 x i16> %1295, ptr addrspace(3) %1291, align 8
  %1296 = mul nuw nsw i32 %27, 72
  %1297 = add nuw nsw i32 %1296, %47
  %1298 = shl nuw nsw i32 %1297, 1
  %1299 = zext nneg i32 %1298 to i64
  %1300 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %1299
  %1301 = insertelement <4 x i16> poison, i16 %161, i64 0
  %1302 = insertelement <4 x i16> %1301, i16 %162, i64 1
  %1303 = insertelement <4 x i16> %1302, i16 %163, i64 2
  %1304 = insertelement <4 x i16> %1303, i16 %164, i64 3
  store <4 x i16> %1304, ptr addrspace(3) %1300, align 8
  %1305 = mul nuw nsw i32 %31, 72
  %1306 = add nuw nsw i32 %1305, %47
  %1307 = shl nuw nsw i32 %1306, 1
  %1308 = zext nneg i32 %1307 to i64
  %1309 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %1308
  %1310 = insertelement <4 x i16> poison, i16 %175, i64 0
  %1311 = insertelement <4 x i16> %1310, i16 %176, i64 1
  %1312 = insertelement <4 x i16> %1311, i16 %177, i64 2
  %1313 = insertelement <4 x i16> %1312, i16 %178, i64 3
  store <4 x i16> %1313, ptr addrspace(3) %1309, align 8
  %1314 = mul nuw nsw i32 %35, 72
  %1315 = add nuw nsw i32 %1314, %47
  %1316 = shl nuw nsw i32 %1315, 1
  %1317 = zext nneg i32 %1316 to i64
  %1318 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %1317
  %1319 = insertelement <4 x i16> poison, i16 %189, i64 0
  %1320 = insertelement <4 x i16> %1319, i16 %190, i64 1
  %1321 = insertelement <4 x i16> %1320, i16 %191, i64 2
  %1322 = insertelement <4 x i16> %1321, i16 %192, i64 3
  store <4 x i16> %1322, ptr addrspace(3) %1318, align 8
  %1323 = mul nuw nsw i32 %39, 72
  %1324 = add nuw nsw i32 %1323, %47
  %1325 = shl nuw nsw i32 %1324, 1
  %1326 = zext nneg i32 %1325 to i64
  %1327 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %1326
  %1328 = insertelement <4 x i16> poison, i16 %203, i64 0
  %1329 = insertelement <4 x i16> %1328, i16 %204, i64 1
  %1330 = insertelement <4 x i16> %1329, i16 %205, i64 2
  %1331 = insertelement <4 x i16> %1330, i16 %206, i64 3
  store <4 x i16> %1331, ptr addrspace(3) %1327, align 8
  %1332 = mul nuw nsw i32 %43, 72
  %1333 = add nuw nsw i32 %1332, %47
  %1334 = shl nuw nsw i32 %1333, 1
  %1335 = zext nneg i32 %1334 to i64
  %1336 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %1335
  %1337 = insertelement <4 x i16> poison, i16 %217, i64 0
  %1338 = insertelement <4 x i16> %1337, i16 %218, i64 1
  %1339 = insertelement <4 x i16> %1338, i16 %219, i64 2
  %1340 = insertelement <4 x i16> %1339, i16 %220, i64 3
  store <4 x i16> %1340, ptr addrspace(3) %1336, align 8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1341 = icmp sgt i32 %4, 0
  %1342 = lshr i32 %7, 1
  %1343 = and i32 %1342, 48
  br i1 %1341, label %.lr.ph, label %.._crit_edge_crit_edge

.._crit_edge_crit_edge:                           ; preds = %1268
  %.pre194 = shl nuw nsw i32 %7, 1
  %.pre196 = and i32 %.pre194, 6
  br label %._crit_edge

.lr.ph:                                           ; preds = %1268
  %1344 = and i32 %7, 7
  %1345 = and i32 %7, 8
  %1346 = and i32 %7, 15
  %1347 = or disjoint i32 %1343, %1346
  %1348 = and i32 %1342, 8
  %1349 = mul nuw nsw i32 %1347, 72
  %1350 = add nuw nsw i32 %1349, %1348
  %1351 = or disjoint i32 %1348, %1344
  %1352 = shl nuw nsw i32 %1351, 6
  %1353 = shl nuw nsw i32 %1344, 3
  %1354 = shl nuw nsw i32 %7, 1
  %1355 = and i32 %1354, 6
  %1356 = and i32 %15, 1
  %1357 = xor i32 %1356, %1344
  %1358 = shl nuw nsw i32 %7, 7
  %1359 = and i32 %1358, 1920
  %1360 = shl nuw nsw i32 %1357, 4
  %1361 = or disjoint i32 %1360, %1359
  %1362 = lshr exact i32 %1361, 1
  %1363 = zext nneg i32 %1362 to i64
  %1364 = or disjoint i32 %1356, 2
  %1365 = xor i32 %1364, %1344
  %1366 = shl nuw nsw i32 %1365, 4
  %1367 = or disjoint i32 %1366, %1359
  %1368 = lshr exact i32 %1367, 1
  %1369 = zext nneg i32 %1368 to i64
  %1370 = or disjoint i32 %1356, 4
  %1371 = xor i32 %1370, %1344
  %1372 = shl nuw nsw i32 %1371, 4
  %1373 = or disjoint i32 %1372, %1359
  %1374 = lshr exact i32 %1373, 1
  %1375 = zext nneg i32 %1374 to i64
  %1376 = or i32 %15, 6
  %1377 = xor i32 %1376, %1344
  %1378 = shl nuw nsw i32 %1377, 4
  %1379 = or disjoint i32 %1378, %1359
  %1380 = lshr exact i32 %1379, 1
  %1381 = zext nneg i32 %1380 to i64
  %1382 = or disjoint i32 %1359, 2048
  %1383 = or disjoint i32 %1360, %1382
  %1384 = lshr exact i32 %1383, 1
  %1385 = zext nneg i32 %1384 to i64
  %1386 = or disjoint i32 %1366, %1382
  %1387 = lshr exact i32 %1386, 1
  %1388 = zext nneg i32 %1387 to i64
  %1389 = or disjoint i32 %1372, %1382
  %1390 = lshr exact i32 %1389, 1
  %1391 = zext nneg i32 %1390 to i64
  %1392 = or disjoint i32 %1378, %1382
  %1393 = lshr exact i32 %1392, 1
  %1394 = zext nneg i32 %1393 to i64
  %1395 = or disjoint i32 %1359, 4096
  %1396 = or disjoint i32 %1360, %1395
  %1397 = lshr exact i32 %1396, 1
  %1398 = zext nneg i32 %1397 to i64
  %1399 = or disjoint i32 %1366, %1395
  %1400 = lshr exact i32 %1399, 1
  %1401 = zext nneg i32 %1400 to i64
  %1402 = or disjoint i32 %1372, %1395
  %1403 = lshr exact i32 %1402, 1
  %1404 = zext nneg i32 %1403 to i64
  %1405 = or disjoint i32 %1378, %1395
  %1406 = lshr exact i32 %1405, 1
  %1407 = zext nneg i32 %1406 to i64
  %1408 = or disjoint i32 %1359, 6144
  %1409 = or disjoint i32 %1360, %1408
  %1410 = lshr exact i32 %1409, 1
  %1411 = zext nneg i32 %1410 to i64
  %1412 = or disjoint i32 %1366, %1408
  %1413 = lshr exact i32 %1412, 1
  %1414 = zext nneg i32 %1413 to i64
  %1415 = or disjoint i32 %1372, %1408
  %1416 = lshr exact i32 %1415, 1
  %1417 = zext nneg i32 %1416 to i64
  %1418 = or disjoint i32 %1378, %1408
  %1419 = lshr exact i32 %1418, 1
  %1420 = zext nneg i32 %1419 to i64
  %1421 = add i32 %51, %12
  %1422 = add i32 %53, %12
  %1423 = add i32 %55, %12
  %1424 = add i32 %57, %12
  %1425 = add i32 %59, %12
  %1426 = add i32 %61, %12
  %1427 = add i32 %63, %12
  %1428 = add i32 %65, %12
  %1429 = add i32 %67, %12
  %1430 = add i32 %69, %12
  %1431 = add i32 %71, %12
  %1432 = add i32 %73, %12
  %1433 = add i32 %75, %12
  %1434 = add i32 %77, %12
  %1435 = add i32 %79, %12
  %1436 = add i32 %81, %12
  %1437 = add i32 %83, %12
  %1438 = add i32 %85, %12
  %1439 = add i32 %87, %12
  %1440 = add i32 %89, %12
  %1441 = add i32 %91, %12
  %1442 = zext nneg i32 %1350 to i64
  %1443 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %1442
  %1444 = xor i32 %1345, %1353
  %1445 = or disjoint i32 %1444, %1352
  %1446 = zext nneg i32 %1445 to i64
  %1447 = zext nneg i32 %1350 to i64
  %1448 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %1447
  %1449 = getelementptr i8, ptr addrspace(3) %1448, i64 32
  %1450 = or disjoint i32 %1345, 16
  %1451 = xor i32 %1450, %1353
  %1452 = or disjoint i32 %1451, %1352
  %1453 = zext nneg i32 %1452 to i64
  %1454 = zext nneg i32 %1350 to i64
  %1455 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %1454
  %1456 = getelementptr i8, ptr addrspace(3) %1455, i64 64
  %1457 = or disjoint i32 %1345, 32
  %1458 = xor i32 %1457, %1353
  %1459 = or disjoint i32 %1458, %1352
  %1460 = zext nneg i32 %1459 to i64
  %1461 = zext nneg i32 %1350 to i64
  %1462 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %1461
  %1463 = getelementptr i8, ptr addrspace(3) %1462, i64 96
  %1464 = or disjoint i32 %1345, 48
  %1465 = xor i32 %1464, %1353
  %1466 = or disjoint i32 %1465, %1352
  %1467 = zext nneg i32 %1466 to i64
  br label %1468

1468:                                             ; preds = %.lr.ph, %2906
  %1469 = phi float [ 0xFFF0000000000000, %.lr.ph ], [ %1933, %2906 ]
  %1470 = phi float [ 0xFFF0000000000000, %.lr.ph ], [ %1932, %2906 ]
  %1471 = phi float [ 0.000000e+00, %.lr.ph ], [ %2420, %2906 ]
  %1472 = phi float [ 0.000000e+00, %.lr.ph ], [ %2419, %2906 ]
  %1473 = phi float [ 0.000000e+00, %.lr.ph ], [ %2418, %2906 ]
  %1474 = phi float [ 0.000000e+00, %.lr.ph ], [ %2417, %2906 ]
  %1475 = phi float [ 0.000000e+00, %.lr.ph ], [ %2415, %2906 ]
  %1476 = phi float [ 0.000000e+00, %.lr.ph ], [ %2414, %2906 ]
  %1477 = phi float [ 0.000000e+00, %.lr.ph ], [ %2413, %2906 ]
  %1478 = phi float [ 0.000000e+00, %.lr.ph ], [ %2412, %2906 ]
  %1479 = phi float [ 0.000000e+00, %.lr.ph ], [ %2404, %2906 ]
  %1480 = phi float [ 0.000000e+00, %.lr.ph ], [ %2403, %2906 ]
  %1481 = phi float [ 0.000000e+00, %.lr.ph ], [ %2402, %2906 ]
  %1482 = phi float [ 0.000000e+00, %.lr.ph ], [ %2401, %2906 ]
  %1483 = phi float [ 0.000000e+00, %.lr.ph ], [ %2399, %2906 ]
  %1484 = phi float [ 0.000000e+00, %.lr.ph ], [ %2398, %2906 ]
  %1485 = phi float [ 0.000000e+00, %.lr.ph ], [ %2397, %2906 ]
  %1486 = phi float [ 0.000000e+00, %.lr.ph ], [ %2396, %2906 ]
  %1487 = phi float [ 0.000000e+00, %.lr.ph ], [ %2388, %2906 ]
  %1488 = phi float [ 0.000000e+00, %.lr.ph ], [ %2387, %2906 ]
  %1489 = phi float [ 0.000000e+00, %.lr.ph ], [ %2386, %2906 ]
  %1490 = phi float [ 0.000000e+00, %.lr.ph ], [ %2385, %2906 ]
  %1491 = phi float [ 0.000000e+00, %.lr.ph ], [ %2383, %2906 ]
  %1492 = phi float [ 0.000000e+00, %.lr.ph ], [ %2382, %2906 ]
  %1493 = phi float [ 0.000000e+00, %.lr.ph ], [ %2381, %2906 ]
  %1494 = phi float [ 0.000000e+00, %.lr.ph ], [ %2380, %2906 ]
  %1495 = phi float [ 0.000000e+00, %.lr.ph ], [ %2372, %2906 ]
  %1496 = phi float [ 0.000000e+00, %.lr.ph ], [ %2371, %2906 ]
  %1497 = phi float [ 0.000000e+00, %.lr.ph ], [ %2370, %2906 ]
  %1498 = phi float [ 0.000000e+00, %.lr.ph ], [ %2369, %2906 ]
  %1499 = phi float [ 0.000000e+00, %.lr.ph ], [ %2367, %2906 ]
  %1500 = phi float [ 0.000000e+00, %.lr.ph ], [ %2366, %2906 ]
  %1501 = phi float [ 0.000000e+00, %.lr.ph ], [ %2365, %2906 ]
  %1502 = phi float [ 0.000000e+00, %.lr.ph ], [ %2364, %2906 ]
  %1503 = phi float [ 0.000000e+00, %.lr.ph ], [ %2051, %2906 ]
  %1504 = phi float [ 0.000000e+00, %.lr.ph ], [ %2050, %2906 ]
  %1505 = phi i32 [ 0, %.lr.ph ], [ %2907, %2906 ]
  %1506 = lshr exact i32 %1505, 6
  %1507 = urem i32 %1506, 3
  tail call void asm sideeffect "cp.async.wait_group 1;", "~{memory}"() #7
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1508 = shl nuw nsw i32 %1507, 13
  %1509 = zext nneg i32 %1508 to i64
  %1510 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %1509
  %1511 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1443)
  %1512 = extractvalue { i32, i32, i32, i32 } %1511, 0
  %1513 = extractvalue { i32, i32, i32, i32 } %1511, 1
  %1514 = extractvalue { i32, i32, i32, i32 } %1511, 2
  %1515 = extractvalue { i32, i32, i32, i32 } %1511, 3
  %1516 = getelementptr bfloat, ptr addrspace(3) %1510, i64 %1446
  %1517 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1516)
  %1518 = extractvalue { i32, i32, i32, i32 } %1517, 0
  %1519 = extractvalue { i32, i32, i32, i32 } %1517, 1
  %1520 = extractvalue { i32, i32, i32, i32 } %1517, 2
  %1521 = extractvalue { i32, i32, i32, i32 } %1517, 3
  %1522 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1512, i32 %1513, i32 %1514, i32 %1515, i32 %1518, i32 %1519, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %1523 = extractvalue { float, float, float, float } %1522, 0
  %1524 = extractvalue { float, float, float, float } %1522, 1
  %1525 = extractvalue { float, float, float, float } %1522, 2
  %1526 = extractvalue { float, float, float, float } %1522, 3
  %1527 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1512, i32 %1513, i32 %1514, i32 %1515, i32 %1520, i32 %1521, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %1528 = extractvalue { float, float, float, float } %1527, 0
  %1529 = extractvalue { float, float, float, float } %1527, 1
  %1530 = extractvalue { float, float, float, float } %1527, 2
  %1531 = extractvalue { float, float, float, float } %1527, 3
  %1532 = getelementptr i8, ptr addrspace(3) %1516, i64 2048
  %1533 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1532)
  %1534 = extractvalue { i32, i32, i32, i32 } %1533, 0
  %1535 = extractvalue { i32, i32, i32, i32 } %1533, 1
  %1536 = extractvalue { i32, i32, i32, i32 } %1533, 2
  %1537 = extractvalue { i32, i32, i32, i32 } %1533, 3
  %1538 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1512, i32 %1513, i32 %1514, i32 %1515, i32 %1534, i32 %1535, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %1539 = extractvalue { float, float, float, float } %1538, 0
  %1540 = extractvalue { float, float, float, float } %1538, 1
  %1541 = extractvalue { float, float, float, float } %1538, 2
  %1542 = extractvalue { float, float, float, float } %1538, 3
  %1543 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1512, i32 %1513, i32 %1514, i32 %1515, i32 %1536, i32 %1537, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %1544 = extractvalue { float, float, float, float } %1543, 0
  %1545 = extractvalue { float, float, float, float } %1543, 1
  %1546 = extractvalue { float, float, float, float } %1543, 2
  %1547 = extractvalue { float, float, float, float } %1543, 3
  %1548 = getelementptr i8, ptr addrspace(3) %1516, i64 4096
  %1549 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1548)
  %1550 = extractvalue { i32, i32, i32, i32 } %1549, 0
  %1551 = extractvalue { i32, i32, i32, i32 } %1549, 1
  %1552 = extractvalue { i32, i32, i32, i32 } %1549, 2
  %1553 = extractvalue { i32, i32, i32, i32 } %1549, 3
  %1554 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1512, i32 %1513, i32 %1514, i32 %1515, i32 %1550, i32 %1551, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %1555 = extractvalue { float, float, float, float } %1554, 0
  %1556 = extractvalue { float, float, float, float } %1554, 1
  %1557 = extractvalue { float, float, float, float } %1554, 2
  %1558 = extractvalue { float, float, float, float } %1554, 3
  %1559 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1512, i32 %1513, i32 %1514, i32 %1515, i32 %1552, i32 %1553, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %1560 = extractvalue { float, float, float, float } %1559, 0
  %1561 = extractvalue { float, float, float, float } %1559, 1
  %1562 = extractvalue { float, float, float, float } %1559, 2
  %1563 = extractvalue { float, float, float, float } %1559, 3
  %1564 = getelementptr i8, ptr addrspace(3) %1516, i64 6144
  %1565 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1564)
  %1566 = extractvalue { i32, i32, i32, i32 } %1565, 0
  %1567 = extractvalue { i32, i32, i32, i32 } %1565, 1
  %1568 = extractvalue { i32, i32, i32, i32 } %1565, 2
  %1569 = extractvalue { i32, i32, i32, i32 } %1565, 3
  %1570 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1512, i32 %1513, i32 %1514, i32 %1515, i32 %1566, i32 %1567, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %1571 = extractvalue { float, float, float, float } %1570, 0
  %1572 = extractvalue { float, float, float, float } %1570, 1
  %1573 = extractvalue { float, float, float, float } %1570, 2
  %1574 = extractvalue { float, float, float, float } %1570, 3
  %1575 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1512, i32 %1513, i32 %1514, i32 %1515, i32 %1568, i32 %1569, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %1576 = extractvalue { float, float, float, float } %1575, 0
  %1577 = extractvalue { float, float, float, float } %1575, 1
  %1578 = extractvalue { float, float, float, float } %1575, 2
  %1579 = extractvalue { float, float, float, float } %1575, 3
  %1580 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1449)
  %1581 = extractvalue { i32, i32, i32, i32 } %1580, 0
  %1582 = extractvalue { i32, i32, i32, i32 } %1580, 1
  %1583 = extractvalue { i32, i32, i32, i32 } %1580, 2
  %1584 = extractvalue { i32, i32, i32, i32 } %1580, 3
  %1585 = getelementptr bfloat, ptr addrspace(3) %1510, i64 %1453
  %1586 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1585)
  %1587 = extractvalue { i32, i32, i32, i32 } %1586, 0
  %1588 = extractvalue { i32, i32, i32, i32 } %1586, 1
  %1589 = extractvalue { i32, i32, i32, i32 } %1586, 2
  %1590 = extractvalue { i32, i32, i32, i32 } %1586, 3
  %1591 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1581, i32 %1582, i32 %1583, i32 %1584, i32 %1587, i32 %1588, float %1523, float %1524, float %1525, float %1526) #7
  %1592 = extractvalue { float, float, float, float } %1591, 0
  %1593 = extractvalue { float, float, float, float } %1591, 1
  %1594 = extractvalue { float, float, float, float } %1591, 2
  %1595 = extractvalue { float, float, float, float } %1591, 3
  %1596 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1581, i32 %1582, i32 %1583, i32 %1584, i32 %1589, i32 %1590, float %1528, float %1529, float %1530, float %1531) #7
  %1597 = extractvalue { float, float, float, float } %1596, 0
  %1598 = extractvalue { float, float, float, float } %1596, 1
  %1599 = extractvalue { float, float, float, float } %1596, 2
  %1600 = extractvalue { float, float, float, float } %1596, 3
  %1601 = getelementptr i8, ptr addrspace(3) %1585, i64 2048
  %1602 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1601)
  %1603 = extractvalue { i32, i32, i32, i32 } %1602, 0
  %1604 = extractvalue { i32, i32, i32, i32 } %1602, 1
  %1605 = extractvalue { i32, i32, i32, i32 } %1602, 2
  %1606 = extractvalue { i32, i32, i32, i32 } %1602, 3
  %1607 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1581, i32 %1582, i32 %1583, i32 %1584, i32 %1603, i32 %1604, float %1539, float %1540, float %1541, float %1542) #7
  %1608 = extractvalue { float, float, float, float } %1607, 0
  %1609 = extractvalue { float, float, float, float } %1607, 1
  %1610 = extractvalue { float, float, float, float } %1607, 2
  %1611 = extractvalue { float, float, float, float } %1607, 3
  %1612 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1581, i32 %1582, i32 %1583, i32 %1584, i32 %1605, i32 %1606, float %1544, float %1545, float %1546, float %1547) #7
  %1613 = extractvalue { float, float, float, float } %1612, 0
  %1614 = extractvalue { float, float, float, float } %1612, 1
  %1615 = extractvalue { float, float, float, float } %1612, 2
  %1616 = extractvalue { float, float, float, float } %1612, 3
  %1617 = getelementptr i8, ptr addrspace(3) %1585, i64 4096
  %1618 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1617)
  %1619 = extractvalue { i32, i32, i32, i32 } %1618, 0
  %1620 = extractvalue { i32, i32, i32, i32 } %1618, 1
  %1621 = extractvalue { i32, i32, i32, i32 } %1618, 2
  %1622 = extractvalue { i32, i32, i32, i32 } %1618, 3
  %1623 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1581, i32 %1582, i32 %1583, i32 %1584, i32 %1619, i32 %1620, float %1555, float %1556, float %1557, float %1558) #7
  %1624 = extractvalue { float, float, float, float } %1623, 0
  %1625 = extractvalue { float, float, float, float } %1623, 1
  %1626 = extractvalue { float, float, float, float } %1623, 2
  %1627 = extractvalue { float, float, float, float } %1623, 3
  %1628 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1581, i32 %1582, i32 %1583, i32 %1584, i32 %1621, i32 %1622, float %1560, float %1561, float %1562, float %1563) #7
  %1629 = extractvalue { float, float, float, float } %1628, 0
  %1630 = extractvalue { float, float, float, float } %1628, 1
  %1631 = extractvalue { float, float, float, float } %1628, 2
  %1632 = extractvalue { float, float, float, float } %1628, 3
  %1633 = getelementptr i8, ptr addrspace(3) %1585, i64 6144
  %1634 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1633)
  %1635 = extractvalue { i32, i32, i32, i32 } %1634, 0
  %1636 = extractvalue { i32, i32, i32, i32 } %1634, 1
  %1637 = extractvalue { i32, i32, i32, i32 } %1634, 2
  %1638 = extractvalue { i32, i32, i32, i32 } %1634, 3
  %1639 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1581, i32 %1582, i32 %1583, i32 %1584, i32 %1635, i32 %1636, float %1571, float %1572, float %1573, float %1574) #7
  %1640 = extractvalue { float, float, float, float } %1639, 0
  %1641 = extractvalue { float, float, float, float } %1639, 1
  %1642 = extractvalue { float, float, float, float } %1639, 2
  %1643 = extractvalue { float, float, float, float } %1639, 3
  %1644 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1581, i32 %1582, i32 %1583, i32 %1584, i32 %1637, i32 %1638, float %1576, float %1577, float %1578, float %1579) #7
  %1645 = extractvalue { float, float, float, float } %1644, 0
  %1646 = extractvalue { float, float, float, float } %1644, 1
  %1647 = extractvalue { float, float, float, float } %1644, 2
  %1648 = extractvalue { float, float, float, float } %1644, 3
  %1649 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1456)
  %1650 = extractvalue { i32, i32, i32, i32 } %1649, 0
  %1651 = extractvalue { i32, i32, i32, i32 } %1649, 1
  %1652 = extractvalue { i32, i32, i32, i32 } %1649, 2
  %1653 = extractvalue { i32, i32, i32, i32 } %1649, 3
  %1654 = getelementptr bfloat, ptr addrspace(3) %1510, i64 %1460
  %1655 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1654)
  %1656 = extractvalue { i32, i32, i32, i32 } %1655, 0
  %1657 = extractvalue { i32, i32, i32, i32 } %1655, 1
  %1658 = extractvalue { i32, i32, i32, i32 } %1655, 2
  %1659 = extractvalue { i32, i32, i32, i32 } %1655, 3
  %1660 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1650, i32 %1651, i32 %1652, i32 %1653, i32 %1656, i32 %1657, float %1592, float %1593, float %1594, float %1595) #7
  %1661 = extractvalue { float, float, float, float } %1660, 0
  %1662 = extractvalue { float, float, float, float } %1660, 1
  %1663 = extractvalue { float, float, float, float } %1660, 2
  %1664 = extractvalue { float, float, float, float } %1660, 3
  %1665 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1650, i32 %1651, i32 %1652, i32 %1653, i32 %1658, i32 %1659, float %1597, float %1598, float %1599, float %1600) #7
  %1666 = extractvalue { float, float, float, float } %1665, 0
  %1667 = extractvalue { float, float, float, float } %1665, 1
  %1668 = extractvalue { float, float, float, float } %1665, 2
  %1669 = extractvalue { float, float, float, float } %1665, 3
  %1670 = getelementptr i8, ptr addrspace(3) %1654, i64 2048
  %1671 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1670)
  %1672 = extractvalue { i32, i32, i32, i32 } %1671, 0
  %1673 = extractvalue { i32, i32, i32, i32 } %1671, 1
  %1674 = extractvalue { i32, i32, i32, i32 } %1671, 2
  %1675 = extractvalue { i32, i32, i32, i32 } %1671, 3
  %1676 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1650, i32 %1651, i32 %1652, i32 %1653, i32 %1672, i32 %1673, float %1608, float %1609, float %1610, float %1611) #7
  %1677 = extractvalue { float, float, float, float } %1676, 0
  %1678 = extractvalue { float, float, float, float } %1676, 1
  %1679 = extractvalue { float, float, float, float } %1676, 2
  %1680 = extractvalue { float, float, float, float } %1676, 3
  %1681 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1650, i32 %1651, i32 %1652, i32 %1653, i32 %1674, i32 %1675, float %1613, float %1614, float %1615, float %1616) #7
  %1682 = extractvalue { float, float, float, float } %1681, 0
  %1683 = extractvalue { float, float, float, float } %1681, 1
  %1684 = extractvalue { float, float, float, float } %1681, 2
  %1685 = extractvalue { float, float, float, float } %1681, 3
  %1686 = getelementptr i8, ptr addrspace(3) %1654, i64 4096
  %1687 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1686)
  %1688 = extractvalue { i32, i32, i32, i32 } %1687, 0
  %1689 = extractvalue { i32, i32, i32, i32 } %1687, 1
  %1690 = extractvalue { i32, i32, i32, i32 } %1687, 2
  %1691 = extractvalue { i32, i32, i32, i32 } %1687, 3
  %1692 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1650, i32 %1651, i32 %1652, i32 %1653, i32 %1688, i32 %1689, float %1624, float %1625, float %1626, float %1627) #7
  %1693 = extractvalue { float, float, float, float } %1692, 0
  %1694 = extractvalue { float, float, float, float } %1692, 1
  %1695 = extractvalue { float, float, float, float } %1692, 2
  %1696 = extractvalue { float, float, float, float } %1692, 3
  %1697 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1650, i32 %1651, i32 %1652, i32 %1653, i32 %1690, i32 %1691, float %1629, float %1630, float %1631, float %1632) #7
  %1698 = extractvalue { float, float, float, float } %1697, 0
  %1699 = extractvalue { float, float, float, float } %1697, 1
  %1700 = extractvalue { float, float, float, float } %1697, 2
  %1701 = extractvalue { float, float, float, float } %1697, 3
  %1702 = getelementptr i8, ptr addrspace(3) %1654, i64 6144
  %1703 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1702)
  %1704 = extractvalue { i32, i32, i32, i32 } %1703, 0
  %1705 = extractvalue { i32, i32, i32, i32 } %1703, 1
  %1706 = extractvalue { i32, i32, i32, i32 } %1703, 2
  %1707 = extractvalue { i32, i32, i32, i32 } %1703, 3
  %1708 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1650, i32 %1651, i32 %1652, i32 %1653, i32 %1704, i32 %1705, float %1640, float %1641, float %1642, float %1643) #7
  %1709 = extractvalue { float, float, float, float } %1708, 0
  %1710 = extractvalue { float, float, float, float } %1708, 1
  %1711 = extractvalue { float, float, float, float } %1708, 2
  %1712 = extractvalue { float, float, float, float } %1708, 3
  %1713 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1650, i32 %1651, i32 %1652, i32 %1653, i32 %1706, i32 %1707, float %1645, float %1646, float %1647, float %1648) #7
  %1714 = extractvalue { float, float, float, float } %1713, 0
  %1715 = extractvalue { float, float, float, float } %1713, 1
  %1716 = extractvalue { float, float, float, float } %1713, 2
  %1717 = extractvalue { float, float, float, float } %1713, 3
  %1718 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1463)
  %1719 = extractvalue { i32, i32, i32, i32 } %1718, 0
  %1720 = extractvalue { i32, i32, i32, i32 } %1718, 1
  %1721 = extractvalue { i32, i32, i32, i32 } %1718, 2
  %1722 = extractvalue { i32, i32, i32, i32 } %1718, 3
  %1723 = getelementptr bfloat, ptr addrspace(3) %1510, i64 %1467
  %1724 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1723)
  %1725 = extractvalue { i32, i32, i32, i32 } %1724, 0
  %1726 = extractvalue { i32, i32, i32, i32 } %1724, 1
  %1727 = extractvalue { i32, i32, i32, i32 } %1724, 2
  %1728 = extractvalue { i32, i32, i32, i32 } %1724, 3
  %1729 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1719, i32 %1720, i32 %1721, i32 %1722, i32 %1725, i32 %1726, float %1661, float %1662, float %1663, float %1664) #7
  %1730 = extractvalue { float, float, float, float } %1729, 0
  %1731 = extractvalue { float, float, float, float } %1729, 1
  %1732 = extractvalue { float, float, float, float } %1729, 2
  %1733 = extractvalue { float, float, float, float } %1729, 3
  %1734 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1719, i32 %1720, i32 %1721, i32 %1722, i32 %1727, i32 %1728, float %1666, float %1667, float %1668, float %1669) #7
  %1735 = extractvalue { float, float, float, float } %1734, 0
  %1736 = extractvalue { float, float, float, float } %1734, 1
  %1737 = extractvalue { float, float, float, float } %1734, 2
  %1738 = extractvalue { float, float, float, float } %1734, 3
  %1739 = getelementptr i8, ptr addrspace(3) %1723, i64 2048
  %1740 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1739)
  %1741 = extractvalue { i32, i32, i32, i32 } %1740, 0
  %1742 = extractvalue { i32, i32, i32, i32 } %1740, 1
  %1743 = extractvalue { i32, i32, i32, i32 } %1740, 2
  %1744 = extractvalue { i32, i32, i32, i32 } %1740, 3
  %1745 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1719, i32 %1720, i32 %1721, i32 %1722, i32 %1741, i32 %1742, float %1677, float %1678, float %1679, float %1680) #7
  %1746 = extractvalue { float, float, float, float } %1745, 0
  %1747 = extractvalue { float, float, float, float } %1745, 1
  %1748 = extractvalue { float, float, float, float } %1745, 2
  %1749 = extractvalue { float, float, float, float } %1745, 3
  %1750 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1719, i32 %1720, i32 %1721, i32 %1722, i32 %1743, i32 %1744, float %1682, float %1683, float %1684, float %1685) #7
  %1751 = extractvalue { float, float, float, float } %1750, 0
  %1752 = extractvalue { float, float, float, float } %1750, 1
  %1753 = extractvalue { float, float, float, float } %1750, 2
  %1754 = extractvalue { float, float, float, float } %1750, 3
  %1755 = getelementptr i8, ptr addrspace(3) %1723, i64 4096
  %1756 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1755)
  %1757 = extractvalue { i32, i32, i32, i32 } %1756, 0
  %1758 = extractvalue { i32, i32, i32, i32 } %1756, 1
  %1759 = extractvalue { i32, i32, i32, i32 } %1756, 2
  %1760 = extractvalue { i32, i32, i32, i32 } %1756, 3
  %1761 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1719, i32 %1720, i32 %1721, i32 %1722, i32 %1757, i32 %1758, float %1693, float %1694, float %1695, float %1696) #7
  %1762 = extractvalue { float, float, float, float } %1761, 0
  %1763 = extractvalue { float, float, float, float } %1761, 1
  %1764 = extractvalue { float, float, float, float } %1761, 2
  %1765 = extractvalue { float, float, float, float } %1761, 3
  %1766 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1719, i32 %1720, i32 %1721, i32 %1722, i32 %1759, i32 %1760, float %1698, float %1699, float %1700, float %1701) #7
  %1767 = extractvalue { float, float, float, float } %1766, 0
  %1768 = extractvalue { float, float, float, float } %1766, 1
  %1769 = extractvalue { float, float, float, float } %1766, 2
  %1770 = extractvalue { float, float, float, float } %1766, 3
  %1771 = getelementptr i8, ptr addrspace(3) %1723, i64 6144
  %1772 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1771)
  %1773 = extractvalue { i32, i32, i32, i32 } %1772, 0
  %1774 = extractvalue { i32, i32, i32, i32 } %1772, 1
  %1775 = extractvalue { i32, i32, i32, i32 } %1772, 2
  %1776 = extractvalue { i32, i32, i32, i32 } %1772, 3
  %1777 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1719, i32 %1720, i32 %1721, i32 %1722, i32 %1773, i32 %1774, float %1709, float %1710, float %1711, float %1712) #7
  %1778 = extractvalue { float, float, float, float } %1777, 0
  %1779 = extractvalue { float, float, float, float } %1777, 1
  %1780 = extractvalue { float, float, float, float } %1777, 2
  %1781 = extractvalue { float, float, float, float } %1777, 3
  %1782 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1719, i32 %1720, i32 %1721, i32 %1722, i32 %1775, i32 %1776, float %1714, float %1715, float %1716, float %1717) #7
  %1783 = extractvalue { float, float, float, float } %1782, 0
  %1784 = extractvalue { float, float, float, float } %1782, 1
  %1785 = extractvalue { float, float, float, float } %1782, 2
  %1786 = extractvalue { float, float, float, float } %1782, 3
  %1787 = add i32 %1505, 128
  %1788 = add nuw nsw i32 %1506, 2
  %1789 = urem i32 %1788, 3
  %1790 = fmul float %14, %1730
  %1791 = fmul float %14, %1731
  %1792 = fmul float %14, %1732
  %1793 = fmul float %14, %1733
  %1794 = fmul float %14, %1735
  %1795 = fmul float %14, %1736
  %1796 = fmul float %14, %1737
  %1797 = fmul float %14, %1738
  %1798 = fmul float %14, %1746
  %1799 = fmul float %14, %1747
  %1800 = fmul float %14, %1748
  %1801 = fmul float %14, %1749
  %1802 = fmul float %14, %1751
  %1803 = fmul float %14, %1752
  %1804 = fmul float %14, %1753
  %1805 = fmul float %14, %1754
  %1806 = fmul float %14, %1762
  %1807 = fmul float %14, %1763
  %1808 = fmul float %14, %1764
  %1809 = fmul float %14, %1765
  %1810 = fmul float %14, %1767
  %1811 = fmul float %14, %1768
  %1812 = fmul float %14, %1769
  %1813 = fmul float %14, %1770
  %1814 = fmul float %14, %1778
  %1815 = fmul float %14, %1779
  %1816 = fmul float %14, %1780
  %1817 = fmul float %14, %1781
  %1818 = fmul float %14, %1783
  %1819 = fmul float %14, %1784
  %1820 = fmul float %14, %1785
  %1821 = fmul float %14, %1786
  %1822 = or disjoint i32 %1505, %1355
  %1823 = icmp slt i32 %1822, %4
  %1824 = or disjoint i32 %1822, 1
  %1825 = icmp slt i32 %1824, %4
  %1826 = or disjoint i32 %1822, 8
  %1827 = icmp slt i32 %1826, %4
  %1828 = or disjoint i32 %1822, 9
  %1829 = icmp slt i32 %1828, %4
  %1830 = or disjoint i32 %1822, 16
  %1831 = icmp slt i32 %1830, %4
  %1832 = or disjoint i32 %1822, 17
  %1833 = icmp slt i32 %1832, %4
  %1834 = or disjoint i32 %1822, 24
  %1835 = icmp slt i32 %1834, %4
  %1836 = or disjoint i32 %1822, 25
  %1837 = icmp slt i32 %1836, %4
  %1838 = or disjoint i32 %1822, 32
  %1839 = icmp slt i32 %1838, %4
  %1840 = or disjoint i32 %1822, 33
  %1841 = icmp slt i32 %1840, %4
  %1842 = or disjoint i32 %1822, 40
  %1843 = icmp slt i32 %1842, %4
  %1844 = or disjoint i32 %1822, 41
  %1845 = icmp slt i32 %1844, %4
  %1846 = or disjoint i32 %1822, 48
  %1847 = icmp slt i32 %1846, %4
  %1848 = or disjoint i32 %1822, 49
  %1849 = icmp slt i32 %1848, %4
  %1850 = or disjoint i32 %1822, 56
  %1851 = icmp slt i32 %1850, %4
  %1852 = or disjoint i32 %1822, 57
  %1853 = icmp slt i32 %1852, %4
  %1854 = select i1 %1823, float %1790, float 0xFFF0000000000000
  %1855 = select i1 %1825, float %1791, float 0xFFF0000000000000
  %1856 = select i1 %1823, float %1792, float 0xFFF0000000000000
  %1857 = select i1 %1825, float %1793, float 0xFFF0000000000000
  %1858 = select i1 %1827, float %1794, float 0xFFF0000000000000
  %1859 = select i1 %1829, float %1795, float 0xFFF0000000000000
  %1860 = select i1 %1827, float %1796, float 0xFFF0000000000000
  %1861 = select i1 %1829, float %1797, float 0xFFF0000000000000
  %1862 = select i1 %1831, float %1798, float 0xFFF0000000000000
  %1863 = select i1 %1833, float %1799, float 0xFFF0000000000000
  %1864 = select i1 %1831, float %1800, float 0xFFF0000000000000
  %1865 = select i1 %1833, float %1801, float 0xFFF0000000000000
  %1866 = select i1 %1835, float %1802, float 0xFFF0000000000000
  %1867 = select i1 %1837, float %1803, float 0xFFF0000000000000
  %1868 = select i1 %1835, float %1804, float 0xFFF0000000000000
  %1869 = select i1 %1837, float %1805, float 0xFFF0000000000000
  %1870 = select i1 %1839, float %1806, float 0xFFF0000000000000
  %1871 = select i1 %1841, float %1807, float 0xFFF0000000000000
  %1872 = select i1 %1839, float %1808, float 0xFFF0000000000000
  %1873 = select i1 %1841, float %1809, float 0xFFF0000000000000
  %1874 = select i1 %1843, float %1810, float 0xFFF0000000000000
  %1875 = select i1 %1845, float %1811, float 0xFFF0000000000000
  %1876 = select i1 %1843, float %1812, float 0xFFF0000000000000
  %1877 = select i1 %1845, float %1813, float 0xFFF0000000000000
  %1878 = select i1 %1847, float %1814, float 0xFFF0000000000000
  %1879 = select i1 %1849, float %1815, float 0xFFF0000000000000
  %1880 = select i1 %1847, float %1816, float 0xFFF0000000000000
  %1881 = select i1 %1849, float %1817, float 0xFFF0000000000000
  %1882 = select i1 %1851, float %1818, float 0xFFF0000000000000
  %1883 = select i1 %1853, float %1819, float 0xFFF0000000000000
  %1884 = select i1 %1851, float %1820, float 0xFFF0000000000000
  %1885 = select i1 %1853, float %1821, float 0xFFF0000000000000
  %1886 = tail call float @llvm.maxnum.f32(float %1854, float %1855)
  %1887 = tail call float @llvm.maxnum.f32(float %1856, float %1857)
  %1888 = tail call float @llvm.maxnum.f32(float %1886, float %1858)
  %1889 = tail call float @llvm.maxnum.f32(float %1888, float %1859)
  %1890 = tail call float @llvm.maxnum.f32(float %1887, float %1860)
  %1891 = tail call float @llvm.maxnum.f32(float %1890, float %1861)
  %1892 = tail call float @llvm.maxnum.f32(float %1889, float %1862)
  %1893 = tail call float @llvm.maxnum.f32(float %1892, float %1863)
  %1894 = tail call float @llvm.maxnum.f32(float %1891, float %1864)
  %1895 = tail call float @llvm.maxnum.f32(float %1894, float %1865)
  %1896 = tail call float @llvm.maxnum.f32(float %1893, float %1866)
  %1897 = tail call float @llvm.maxnum.f32(float %1896, float %1867)
  %1898 = tail call float @llvm.maxnum.f32(float %1895, float %1868)
  %1899 = tail call float @llvm.maxnum.f32(float %1898, float %1869)
  %1900 = tail call float @llvm.maxnum.f32(float %1897, float %1870)
  %1901 = tail call float @llvm.maxnum.f32(float %1900, float %1871)
  %1902 = tail call float @llvm.maxnum.f32(float %1899, float %1872)
  %1903 = tail call float @llvm.maxnum.f32(float %1902, float %1873)
  %1904 = tail call float @llvm.maxnum.f32(float %1901, float %1874)
  %1905 = tail call float @llvm.maxnum.f32(float %1904, float %1875)
  %1906 = tail call float @llvm.maxnum.f32(float %1903, float %1876)
  %1907 = tail call float @llvm.maxnum.f32(float %1906, float %1877)
  %1908 = tail call float @llvm.maxnum.f32(float %1905, float %1878)
  %1909 = tail call float @llvm.maxnum.f32(float %1908, float %1879)
  %1910 = tail call float @llvm.maxnum.f32(float %1907, float %1880)
  %1911 = tail call float @llvm.maxnum.f32(float %1910, float %1881)
  %1912 = tail call float @llvm.maxnum.f32(float %1909, float %1882)
  %1913 = tail call float @llvm.maxnum.f32(float %1912, float %1883)
  %1914 = tail call float @llvm.maxnum.f32(float %1911, float %1884)
  %1915 = tail call float @llvm.maxnum.f32(float %1914, float %1885)
  %1916 = bitcast float %1913 to i32
  %1917 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1916, i32 2, i32 31)
  %1918 = bitcast i32 %1917 to float
  %1919 = tail call float @llvm.maxnum.f32(float %1913, float %1918)
  %1920 = bitcast float %1915 to i32
  %1921 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1920, i32 2, i32 31)
  %1922 = bitcast i32 %1921 to float
  %1923 = tail call float @llvm.maxnum.f32(float %1915, float %1922)
  %1924 = bitcast float %1919 to i32
  %1925 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1924, i32 1, i32 31)
  %1926 = bitcast i32 %1925 to float
  %1927 = tail call float @llvm.maxnum.f32(float %1919, float %1926)
  %1928 = bitcast float %1923 to i32
  %1929 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1928, i32 1, i32 31)
  %1930 = bitcast i32 %1929 to float
  %1931 = tail call float @llvm.maxnum.f32(float %1923, float %1930)
  %1932 = tail call float @llvm.maxnum.f32(float %1470, float %1927)
  %1933 = tail call float @llvm.maxnum.f32(float %1469, float %1931)
  %1934 = fsub float %1854, %1932
  %1935 = fsub float %1855, %1932
  %1936 = fsub float %1856, %1933
  %1937 = fsub float %1857, %1933
  %1938 = fsub float %1858, %1932
  %1939 = fsub float %1859, %1932
  %1940 = fsub float %1860, %1933
  %1941 = fsub float %1861, %1933
  %1942 = fsub float %1862, %1932
  %1943 = fsub float %1863, %1932
  %1944 = fsub float %1864, %1933
  %1945 = fsub float %1865, %1933
  %1946 = fsub float %1866, %1932
  %1947 = fsub float %1867, %1932
  %1948 = fsub float %1868, %1933
  %1949 = fsub float %1869, %1933
  %1950 = fsub float %1870, %1932
  %1951 = fsub float %1871, %1932
  %1952 = fsub float %1872, %1933
  %1953 = fsub float %1873, %1933
  %1954 = fsub float %1874, %1932
  %1955 = fsub float %1875, %1932
  %1956 = fsub float %1876, %1933
  %1957 = fsub float %1877, %1933
  %1958 = fsub float %1878, %1932
  %1959 = fsub float %1879, %1932
  %1960 = fsub float %1880, %1933
  %1961 = fsub float %1881, %1933
  %1962 = fsub float %1882, %1932
  %1963 = fsub float %1883, %1932
  %1964 = fsub float %1884, %1933
  %1965 = fsub float %1885, %1933
  %1966 = tail call float @llvm.nvvm.ex2.approx.f32(float %1934)
  %1967 = tail call float @llvm.nvvm.ex2.approx.f32(float %1935)
  %1968 = tail call float @llvm.nvvm.ex2.approx.f32(float %1936)
  %1969 = tail call float @llvm.nvvm.ex2.approx.f32(float %1937)
  %1970 = tail call float @llvm.nvvm.ex2.approx.f32(float %1938)
  %1971 = tail call float @llvm.nvvm.ex2.approx.f32(float %1939)
  %1972 = tail call float @llvm.nvvm.ex2.approx.f32(float %1940)
  %1973 = tail call float @llvm.nvvm.ex2.approx.f32(float %1941)
  %1974 = tail call float @llvm.nvvm.ex2.approx.f32(float %1942)
  %1975 = tail call float @llvm.nvvm.ex2.approx.f32(float %1943)
  %1976 = tail call float @llvm.nvvm.ex2.approx.f32(float %1944)
  %1977 = tail call float @llvm.nvvm.ex2.approx.f32(float %1945)
  %1978 = tail call float @llvm.nvvm.ex2.approx.f32(float %1946)
  %1979 = tail call float @llvm.nvvm.ex2.approx.f32(float %1947)
  %1980 = tail call float @llvm.nvvm.ex2.approx.f32(float %1948)
  %1981 = tail call float @llvm.nvvm.ex2.approx.f32(float %1949)
  %1982 = tail call float @llvm.nvvm.ex2.approx.f32(float %1950)
  %1983 = tail call float @llvm.nvvm.ex2.approx.f32(float %1951)
  %1984 = tail call float @llvm.nvvm.ex2.approx.f32(float %1952)
  %1985 = tail call float @llvm.nvvm.ex2.approx.f32(float %1953)
  %1986 = tail call float @llvm.nvvm.ex2.approx.f32(float %1954)
  %1987 = tail call float @llvm.nvvm.ex2.approx.f32(float %1955)
  %1988 = tail call float @llvm.nvvm.ex2.approx.f32(float %1956)
  %1989 = tail call float @llvm.nvvm.ex2.approx.f32(float %1957)
  %1990 = tail call float @llvm.nvvm.ex2.approx.f32(float %1958)
  %1991 = tail call float @llvm.nvvm.ex2.approx.f32(float %1959)
  %1992 = tail call float @llvm.nvvm.ex2.approx.f32(float %1960)
  %1993 = tail call float @llvm.nvvm.ex2.approx.f32(float %1961)
  %1994 = tail call float @llvm.nvvm.ex2.approx.f32(float %1962)
  %1995 = tail call float @llvm.nvvm.ex2.approx.f32(float %1963)
  %1996 = tail call float @llvm.nvvm.ex2.approx.f32(float %1964)
  %1997 = tail call float @llvm.nvvm.ex2.approx.f32(float %1965)
  %1998 = fsub float %1470, %1932
  %1999 = fsub float %1469, %1933
  %2000 = tail call float @llvm.nvvm.ex2.approx.f32(float %1998)
  %2001 = tail call float @llvm.nvvm.ex2.approx.f32(float %1999)
  %2002 = fmul float %1504, %2000
  %2003 = fmul float %1503, %2001
  %2004 = fadd float %1966, %1967
  %2005 = fadd float %1968, %1969
  %2006 = fadd float %2004, %1970
  %2007 = fadd float %2006, %1971
  %2008 = fadd float %2005, %1972
  %2009 = fadd float %2008, %1973
  %2010 = fadd float %2007, %1974
  %2011 = fadd float %2010, %1975
  %2012 = fadd float %2009, %1976
  %2013 = fadd float %2012, %1977
  %2014 = fadd float %2011, %1978
  %2015 = fadd float %2014, %1979
  %2016 = fadd float %2013, %1980
  %2017 = fadd float %2016, %1981
  %2018 = fadd float %2015, %1982
  %2019 = fadd float %2018, %1983
  %2020 = fadd float %2017, %1984
  %2021 = fadd float %2020, %1985
  %2022 = fadd float %2019, %1986
  %2023 = fadd float %2022, %1987
  %2024 = fadd float %2021, %1988
  %2025 = fadd float %2024, %1989
  %2026 = fadd float %2023, %1990
  %2027 = fadd float %2026, %1991
  %2028 = fadd float %2025, %1992
  %2029 = fadd float %2028, %1993
  %2030 = fadd float %2027, %1994
  %2031 = fadd float %2030, %1995
  %2032 = fadd float %2029, %1996
  %2033 = fadd float %2032, %1997
  %2034 = bitcast float %2031 to i32
  %2035 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %2034, i32 2, i32 31)
  %2036 = bitcast i32 %2035 to float
  %2037 = fadd float %2031, %2036
  %2038 = bitcast float %2033 to i32
  %2039 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %2038, i32 2, i32 31)
  %2040 = bitcast i32 %2039 to float
  %2041 = fadd float %2033, %2040
  %2042 = bitcast float %2037 to i32
  %2043 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %2042, i32 1, i32 31)
  %2044 = bitcast i32 %2043 to float
  %2045 = fadd float %2037, %2044
  %2046 = bitcast float %2041 to i32
  %2047 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %2046, i32 1, i32 31)
  %2048 = bitcast i32 %2047 to float
  %2049 = fadd float %2041, %2048
  %2050 = fadd float %2002, %2045
  %2051 = fadd float %2003, %2049
  %2052 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 24576), i64 %1509
  %2053 = fptrunc float %1966 to bfloat
  %2054 = fptrunc float %1967 to bfloat
  %2055 = fptrunc float %1968 to bfloat
  %2056 = fptrunc float %1969 to bfloat
  %2057 = fptrunc float %1970 to bfloat
  %2058 = fptrunc float %1971 to bfloat
  %2059 = fptrunc float %1972 to bfloat
  %2060 = fptrunc float %1973 to bfloat
  %2061 = fptrunc float %1974 to bfloat
  %2062 = fptrunc float %1975 to bfloat
  %2063 = fptrunc float %1976 to bfloat
  %2064 = fptrunc float %1977 to bfloat
  %2065 = fptrunc float %1978 to bfloat
  %2066 = fptrunc float %1979 to bfloat
  %2067 = fptrunc float %1980 to bfloat
  %2068 = fptrunc float %1981 to bfloat
  %2069 = fptrunc float %1982 to bfloat
  %2070 = fptrunc float %1983 to bfloat
  %2071 = fptrunc float %1984 to bfloat
  %2072 = fptrunc float %1985 to bfloat
  %2073 = fptrunc float %1986 to bfloat
  %2074 = fptrunc float %1987 to bfloat
  %2075 = fptrunc float %1988 to bfloat
  %2076 = fptrunc float %1989 to bfloat
  %2077 = fptrunc float %1990 to bfloat
  %2078 = fptrunc float %1991 to bfloat
  %2079 = fptrunc float %1992 to bfloat
  %2080 = fptrunc float %1993 to bfloat
  %2081 = fptrunc float %1994 to bfloat
  %2082 = fptrunc float %1995 to bfloat
  %2083 = fptrunc float %1996 to bfloat
  %2084 = fptrunc float %1997 to bfloat
  %2085 = fmul float %1502, %2000
  %2086 = fmul float %1501, %2000
  %2087 = fmul float %1500, %2001
  %2088 = fmul float %1499, %2001
  %2089 = fmul float %1498, %2000
  %2090 = fmul float %1497, %2000
  %2091 = fmul float %1496, %2001
  %2092 = fmul float %1495, %2001
  %2093 = fmul float %1494, %2000
  %2094 = fmul float %1493, %2000
  %2095 = fmul float %1492, %2001
  %2096 = fmul float %1491, %2001
  %2097 = fmul float %1490, %2000
  %2098 = fmul float %1489, %2000
  %2099 = fmul float %1488, %2001
  %2100 = fmul float %1487, %2001
  %2101 = fmul float %1486, %2000
  %2102 = fmul float %1485, %2000
  %2103 = fmul float %1484, %2001
  %2104 = fmul float %1483, %2001
  %2105 = fmul float %1482, %2000
  %2106 = fmul float %1481, %2000
  %2107 = fmul float %1480, %2001
  %2108 = fmul float %1479, %2001
  %2109 = fmul float %1478, %2000
  %2110 = fmul float %1477, %2000
  %2111 = fmul float %1476, %2001
  %2112 = fmul float %1475, %2001
  %2113 = fmul float %1474, %2000
  %2114 = fmul float %1473, %2000
  %2115 = fmul float %1472, %2001
  %2116 = fmul float %1471, %2001
  %2117 = insertelement <2 x bfloat> poison, bfloat %2053, i64 0
  %2118 = insertelement <2 x bfloat> %2117, bfloat %2054, i64 1
  %2119 = bitcast <2 x bfloat> %2118 to i32
  %2120 = insertelement <2 x bfloat> poison, bfloat %2055, i64 0
  %2121 = insertelement <2 x bfloat> %2120, bfloat %2056, i64 1
  %2122 = bitcast <2 x bfloat> %2121 to i32
  %2123 = insertelement <2 x bfloat> poison, bfloat %2057, i64 0
  %2124 = insertelement <2 x bfloat> %2123, bfloat %2058, i64 1
  %2125 = bitcast <2 x bfloat> %2124 to i32
  %2126 = insertelement <2 x bfloat> poison, bfloat %2059, i64 0
  %2127 = insertelement <2 x bfloat> %2126, bfloat %2060, i64 1
  %2128 = bitcast <2 x bfloat> %2127 to i32
  %2129 = insertelement <2 x bfloat> poison, bfloat %2061, i64 0
  %2130 = insertelement <2 x bfloat> %2129, bfloat %2062, i64 1
  %2131 = bitcast <2 x bfloat> %2130 to i32
  %2132 = insertelement <2 x bfloat> poison, bfloat %2063, i64 0
  %2133 = insertelement <2 x bfloat> %2132, bfloat %2064, i64 1
  %2134 = bitcast <2 x bfloat> %2133 to i32
  %2135 = insertelement <2 x bfloat> poison, bfloat %2065, i64 0
  %2136 = insertelement <2 x bfloat> %2135, bfloat %2066, i64 1
  %2137 = bitcast <2 x bfloat> %2136 to i32
  %2138 = insertelement <2 x bfloat> poison, bfloat %2067, i64 0
  %2139 = insertelement <2 x bfloat> %2138, bfloat %2068, i64 1
  %2140 = bitcast <2 x bfloat> %2139 to i32
  %2141 = insertelement <2 x bfloat> poison, bfloat %2069, i64 0
  %2142 = insertelement <2 x bfloat> %2141, bfloat %2070, i64 1
  %2143 = bitcast <2 x bfloat> %2142 to i32
  %2144 = insertelement <2 x bfloat> poison, bfloat %2071, i64 0
  %2145 = insertelement <2 x bfloat> %2144, bfloat %2072, i64 1
  %2146 = bitcast <2 x bfloat> %2145 to i32
  %2147 = insertelement <2 x bfloat> poison, bfloat %2073, i64 0
  %2148 = insertelement <2 x bfloat> %2147, bfloat %2074, i64 1
  %2149 = bitcast <2 x bfloat> %2148 to i32
  %2150 = insertelement <2 x bfloat> poison, bfloat %2075, i64 0
  %2151 = insertelement <2 x bfloat> %2150, bfloat %2076, i64 1
  %2152 = bitcast <2 x bfloat> %2151 to i32
  %2153 = insertelement <2 x bfloat> poison, bfloat %2077, i64 0
  %2154 = insertelement <2 x bfloat> %2153, bfloat %2078, i64 1
  %2155 = bitcast <2 x bfloat> %2154 to i32
  %2156 = insertelement <2 x bfloat> poison, bfloat %2079, i64 0
  %2157 = insertelement <2 x bfloat> %2156, bfloat %2080, i64 1
  %2158 = bitcast <2 x bfloat> %2157 to i32
  %2159 = insertelement <2 x bfloat> poison, bfloat %2081, i64 0
  %2160 = insertelement <2 x bfloat> %2159, bfloat %2082, i64 1
  %2161 = bitcast <2 x bfloat> %2160 to i32
  %2162 = insertelement <2 x bfloat> poison, bfloat %2083, i64 0
  %2163 = insertelement <2 x bfloat> %2162, bfloat %2084, i64 1
  %2164 = bitcast <2 x bfloat> %2163 to i32
  %2165 = getelementptr bfloat, ptr addrspace(3) %2052, i64 %1363
  %2166 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %2165)
  %2167 = extractvalue { i32, i32, i32, i32 } %2166, 0
  %2168 = extractvalue { i32, i32, i32, i32 } %2166, 1
  %2169 = extractvalue { i32, i32, i32, i32 } %2166, 2
  %2170 = extractvalue { i32, i32, i32, i32 } %2166, 3
  %2171 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %2119, i32 %2122, i32 %2125, i32 %2128, i32 %2167, i32 %2168, float %2085, float %2086, float %2087, float %2088) #7
  %2172 = extractvalue { float, float, float, float } %2171, 0
  %2173 = extractvalue { float, float, float, float } %2171, 1
  %2174 = extractvalue { float, float, float, float } %2171, 2
  %2175 = extractvalue { float, float, float, float } %2171, 3
  %2176 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %2119, i32 %2122, i32 %2125, i32 %2128, i32 %2169, i32 %2170, float %2089, float %2090, float %2091, float %2092) #7
  %2177 = extractvalue { float, float, float, float } %2176, 0
  %2178 = extractvalue { float, float, float, float } %2176, 1
  %2179 = extractvalue { float, float, float, float } %2176, 2
  %2180 = extractvalue { float, float, float, float } %2176, 3
  %2181 = getelementptr bfloat, ptr addrspace(3) %2052, i64 %1369
  %2182 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %2181)
  %2183 = extractvalue { i32, i32, i32, i32 } %2182, 0
  %2184 = extractvalue { i32, i32, i32, i32 } %2182, 1
  %2185 = extractvalue { i32, i32, i32, i32 } %2182, 2
  %2186 = extractvalue { i32, i32, i32, i32 } %2182, 3
  %2187 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %2119, i32 %2122, i32 %2125, i32 %2128, i32 %2183, i32 %2184, float %2093, float %2094, float %2095, float %2096) #7
  %2188 = extractvalue { float, float, float, float } %2187, 0
  %2189 = extractvalue { float, float, float, float } %2187, 1
  %2190 = extractvalue { float, float, float, float } %2187, 2
  %2191 = extractvalue { float, float, float, float } %2187, 3
  %2192 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %2119, i32 %2122, i32 %2125, i32 %2128, i32 %2185, i32 %2186, float %2097, float %2098, float %2099, float %2100) #7
  %2193 = extractvalue { float, float, float, float } %2192, 0
  %2194 = extractvalue { float, float, float, float } %2192, 1
  %2195 = extractvalue { float, float, float, float } %2192, 2
  %2196 = extractvalue { float, float, float, float } %2192, 3
  %2197 = getelementptr bfloat, ptr addrspace(3) %2052, i64 %1375
  %2198 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %2197)
  %2199 = extractvalue { i32, i32, i32, i32 } %2198, 0
  %2200 = extractvalue { i32, i32, i32, i32 } %2198, 1
  %2201 = extractvalue { i32, i32, i32, i32 } %2198, 2
  %2202 = extractvalue { i32, i32, i32, i32 } %2198, 3
  %2203 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %2119, i32 %2122, i32 %2125, i32 %2128, i32 %2199, i32 %2200, float %2101, float %2102, float %2103, float %2104) #7
  %2204 = extractvalue { float, float, float, float } %2203, 0
  %2205 = extractvalue { float, float, float, float } %2203, 1
  %2206 = extractvalue { float, float, float, float } %2203, 2
  %2207 = extractvalue { float, float, float, float } %2203, 3
  %2208 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %2119, i32 %2122, i32 %2125, i32 %2128, i32 %2201, i32 %2202, float %2105, float %2106, float %2107, float %2108) #7
  %2209 = extractvalue { float, float, float, float } %2208, 0
  %2210 = extractvalue { float, float, float, float } %2208, 1
  %2211 = extractvalue { float, float, float, float } %2208, 2
  %2212 = extractvalue { float, float, float, float } %2208, 3
  %2213 = getelementptr bfloat, ptr addrspace(3) %2052, i64 %1381
  %2214 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %2213)
  %2215 = extractvalue { i32, i32, i32, i32 } %2214, 0
  %2216 = extractvalue { i32, i32, i32, i32 } %2214, 1
  %2217 = extractvalue { i32, i32, i32, i32 } %2214, 2
  %2218 = extractvalue { i32, i32, i32, i32 } %2214, 3
  %2219 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %2119, i32 %2122, i32 %2125, i32 %2128, i32 %2215, i32 %2216, float %2109, float %2110, float %2111, float %2112) #7
  %2220 = extractvalue { float, float, float, float } %2219, 0
  %2221 = extractvalue { float, float, float, float } %2219, 1
  %2222 = extractvalue { float, float, float, float } %2219, 2
  %2223 = extractvalue { float, float, float, float } %2219, 3
  %2224 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %2119, i32 %2122, i32 %2125, i32 %2128, i32 %2217, i32 %2218, float %2113, float %2114, float %2115, float %2116) #7
  %2225 = extractvalue { float, float, float, float } %2224, 0
  %2226 = extractvalue { float, float, float, float } %2224, 1
  %2227 = extractvalue { float, float, float, float } %2224, 2
  %2228 = extractvalue { float, float, float, float } %2224, 3
  %2229 = getelementptr bfloat, ptr addrspace(3) %2052, i64 %1385
  %2230 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %2229)
  %2231 = extractvalue { i32, i32, i32, i32 } %2230, 0
  %2232 = extractvalue { i32, i32, i32, i32 } %2230, 1
  %2233 = extractvalue { i32, i32, i32, i32 } %2230, 2
  %2234 = extractvalue { i32, i32, i32, i32 } %2230, 3
  %2235 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %2131, i32 %2134, i32 %2137, i32 %2140, i32 %2231, i32 %2232, float %2172, float %2173, float %2174, float %2175) #7
  %2236 = extractvalue { float, float, float, float } %2235, 0
  %2237 = extractvalue { float, float, float, float } %2235, 1
  %2238 = extractvalue { float, float, float, float } %2235, 2
  %2239 = extractvalue { float, float, float, float } %2235, 3
  %2240 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %2131, i32 %2134, i32 %2137, i32 %2140, i32 %2233, i32 %2234, float %2177, float %2178, float %2179, float %2180) #7
  %2241 = extractvalue { float, float, float, float } %2240, 0
  %2242 = extractvalue { float, float, float, float } %2240, 1
  %2243 = extractvalue { float, float, float, float } %2240, 2
  %2244 = extractvalue { float, float, float, float } %2240, 3
  %2245 = getelementptr bfloat, ptr addrspace(3) %2052, i64 %1388
  %2246 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %2245)
  %2247 = extractvalue { i32, i32, i32, i32 } %2246, 0
  %2248 = extractvalue { i32, i32, i32, i32 } %2246, 1
  %2249 = extractvalue { i32, i32, i32, i32 } %2246, 2
  %2250 = extractvalue { i32, i32, i32, i32 } %2246, 3
  %2251 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %2131, i32 %2134, i32 %2137, i32 %2140, i32 %2247, i32 %2248, float %2188, float %2189, float %2190, float %2191) #7
  %2252 = extractvalue { float, float, float, float } %2251, 0
  %2253 = extractvalue { float, float, float, float } %2251, 1
  %2254 = extractvalue { float, float, float, float } %2251, 2
  %2255 = extractvalue { float, float, float, float } %2251, 3
  %2256 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %2131, i32 %2134, i32 %2137, i32 %2140, i32 %2249, i32 %2250, float %2193, float %2194, float %2195, float %2196) #7
  %2257 = extractvalue { float, float, float, float } %2256, 0
  %2258 = extractvalue { float, float, float, float } %2256, 1
  %2259 = extractvalue { float, float, float, float } %2256, 2
  %2260 = extractvalue { float, float, float, float } %2256, 3
  %2261 = getelementptr bfloat, ptr addrspace(3) %2052, i64 %1391
  %2262 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %2261)
  %2263 = extractvalue { i32, i32, i32, i32 } %2262, 0
  %2264 = extractvalue { i32, i32, i32, i32 } %2262, 1
  %2265 = extractvalue { i32, i32, i32, i32 } %2262, 2
  %2266 = extractvalue { i32, i32, i32, i32 } %2262, 3
  %2267 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %2131, i32 %2134, i32 %2137, i32 %2140, i32 %2263, i32 %2264, float %2204, float %2205, float %2206, float %2207) #7
  %2268 = extractvalue { float, float, float, float } %2267, 0
  %2269 = extractvalue { float, float, float, float } %2267, 1
  %2270 = extractvalue { float, float, float, float } %2267, 2
  %2271 = extractvalue { float, float, float, float } %2267, 3
  %2272 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %2131, i32 %2134, i32 %2137, i32 %2140, i32 %2265, i32 %2266, float %2209, float %2210, float %2211, float %2212) #7
  %2273 = extractvalue { float, float, float, float } %2272, 0
  %2274 = extractvalue { float, float, float, float } %2272, 1
  %2275 = extractvalue { float, float, float, float } %2272, 2
  %2276 = extractvalue { float, float, float, float } %2272, 3
  %2277 = getelementptr bfloat, ptr addrspace(3) %2052, i64 %1394
  %2278 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %2277)
  %2279 = extractvalue { i32, i32, i32, i32 } %2278, 0
  %2280 = extractvalue { i32, i32, i32, i32 } %2278, 1
  %2281 = extractvalue { i32, i32, i32, i32 } %2278, 2
  %2282 = extractvalue { i32, i32, i32, i32 } %2278, 3
  %2283 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %2131, i32 %2134, i32 %2137, i32 %2140, i32 %2279, i32 %2280, float %2220, float %2221, float %2222, float %2223) #7
  %2284 = extractvalue { float, float, float, float } %2283, 0
  %2285 = extractvalue { float, float, float, float } %2283, 1
  %2286 = extractvalue { float, float, float, float } %2283, 2
  %2287 = extractvalue { float, float, float, float } %2283, 3
  %2288 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %2131, i32 %2134, i32 %2137, i32 %2140, i32 %2281, i32 %2282, float %2225, float %2226, float %2227, float %2228) #7
  %2289 = extractvalue { float, float, float, float } %2288, 0
  %2290 = extractvalue { float, float, float, float } %2288, 1
  %2291 = extractvalue { float, float, float, float } %2288, 2
  %2292 = extractvalue { float, float, float, float } %2288, 3
  %2293 = getelementptr bfloat, ptr addrspace(3) %2052, i64 %1398
  %2294 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %2293)
  %2295 = extractvalue { i32, i32, i32, i32 } %2294, 0
  %2296 = extractvalue { i32, i32, i32, i32 } %2294, 1
  %2297 = extractvalue { i32, i32, i32, i32 } %2294, 2
  %2298 = extractvalue { i32, i32, i32, i32 } %2294, 3
  %2299 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %2143, i32 %2146, i32 %2149, i32 %2152, i32 %2295, i32 %2296, float %2236, float %2237, float %2238, float %2239) #7
  %2300 = extractvalue { float, float, float, float } %2299, 0
  %2301 = extractvalue { float, float, float, float } %2299, 1
  %2302 = extractvalue { float, float, float, float } %2299, 2
  %2303 = extractvalue { float, float, float, float } %2299, 3
  %2304 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %2143, i32 %2146, i32 %2149, i32 %2152, i32 %2297, i32 %2298, float %2241, float %2242, float %2243, float %2244) #7
  %2305 = extractvalue { float, float, float, float } %2304, 0
  %2306 = extractvalue { float, float, float, float } %2304, 1
  %2307 = extractvalue { float, float, float, float } %2304, 2
  %2308 = extractvalue { float, float, float, float } %2304, 3
  %2309 = getelementptr bfloat, ptr addrspace(3) %2052, i64 %1401
  %2310 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %2309)
  %2311 = extractvalue { i32, i32, i32, i32 } %2310, 0
  %2312 = extractvalue { i32, i32, i32, i32 } %2310, 1
  %2313 = extractvalue { i32, i32, i32, i32 } %2310, 2
  %2314 = extractvalue { i32, i32, i32, i32 } %2310, 3
  %2315 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %2143, i32 %2146, i32 %2149, i32 %2152, i32 %2311, i32 %2312, float %2252, float %2253, float %2254, float %2255) #7
  %2316 = extractvalue { float, float, float, float } %2315, 0
  %2317 = extractvalue { float, float, float, float } %2315, 1
  %2318 = extractvalue { float, float, float, float } %2315, 2
  %2319 = extractvalue { float, float, float, float } %2315, 3
  %2320 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %2143, i32 %2146, i32 %2149, i32 %2152, i32 %2313, i32 %2314, float %2257, float %2258, float %2259, float %2260) #7
  %2321 = extractvalue { float, float, float, float } %2320, 0
  %2322 = extractvalue { float, float, float, float } %2320, 1
  %2323 = extractvalue { float, float, float, float } %2320, 2
  %2324 = extractvalue { float, float, float, float } %2320, 3
  %2325 = getelementptr bfloat, ptr addrspace(3) %2052, i64 %1404
  %2326 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %2325)
  %2327 = extractvalue { i32, i32, i32, i32 } %2326, 0
  %2328 = extractvalue { i32, i32, i32, i32 } %2326, 1
  %2329 = extractvalue { i32, i32, i32, i32 } %2326, 2
  %2330 = extractvalue { i32, i32, i32, i32 } %2326, 3
  %2331 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %2143, i32 %2146, i32 %2149, i32 %2152, i32 %2327, i32 %2328, float %2268, float %2269, float %2270, float %2271) #7
  %2332 = extractvalue { float, float, float, float } %2331, 0
  %2333 = extractvalue { float, float, float, float } %2331, 1
  %2334 = extractvalue { float, float, float, float } %2331, 2
  %2335 = extractvalue { float, float, float, float } %2331, 3
  %2336 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %2143, i32 %2146, i32 %2149, i32 %2152, i32 %2329, i32 %2330, float %2273, float %2274, float %2275, float %2276) #7
  %2337 = extractvalue { float, float, float, float } %2336, 0
  %2338 = extractvalue { float, float, float, float } %2336, 1
  %2339 = extractvalue { float, float, float, float } %2336, 2
  %2340 = extractvalue { float, float, float, float } %2336, 3
  %2341 = getelementptr bfloat, ptr addrspace(3) %2052, i64 %1407
  %2342 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %2341)
  %2343 = extractvalue { i32, i32, i32, i32 } %2342, 0
  %2344 = extractvalue { i32, i32, i32, i32 } %2342, 1
  %2345 = extractvalue { i32, i32, i32, i32 } %2342, 2
  %2346 = extractvalue { i32, i32, i32, i32 } %2342, 3
  %2347 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %2143, i32 %2146, i32 %2149, i32 %2152, i32 %2343, i32 %2344, float %2284, float %2285, float %2286, float %2287) #7
  %2348 = extractvalue { float, float, float, float } %2347, 0
  %2349 = extractvalue { float, float, float, float } %2347, 1
  %2350 = extractvalue { float, float, float, float } %2347, 2
  %2351 = extractvalue { float, float, float, float } %2347, 3
  %2352 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %2143, i32 %2146, i32 %2149, i32 %2152, i32 %2345, i32 %2346, float %2289, float %2290, float %2291, float %2292) #7
  %2353 = extractvalue { float, float, float, float } %2352, 0
  %2354 = extractvalue { float, float, float, float } %2352, 1
  %2355 = extractvalue { float, float, float, float } %2352, 2
  %2356 = extractvalue { float, float, float, float } %2352, 3
  %2357 = getelementptr bfloat, ptr addrspace(3) %2052, i64 %1411
  %2358 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %2357)
  %2359 = extractvalue { i32, i32, i32, i32 } %2358, 0
  %2360 = extractvalue { i32, i32, i32, i32 } %2358, 1
  %2361 = extractvalue { i32, i32, i32, i32 } %2358, 2
  %2362 = extractvalue { i32, i32, i32, i32 } %2358, 3
  %2363 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %2155, i32 %2158, i32 %2161, i32 %2164, i32 %2359, i32 %2360, float %2300, float %2301, float %2302, float %2303) #7
  %2364 = extractvalue { float, float, float, float } %2363, 0
  %2365 = extractvalue { float, float, float, float } %2363, 1
  %2366 = extractvalue { float, float, float, float } %2363, 2
  %2367 = extractvalue { float, float, float, float } %2363, 3
  %2368 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %2155, i32 %2158, i32 %2161, i32 %2164, i32 %2361, i32 %2362, float %2305, float %2306, float %2307, float %2308) #7
  %2369 = extractvalue { float, float, float, float } %2368, 0
  %2370 = extractvalue { float, float, float, float } %2368, 1
  %2371 = extractvalue { float, float, float, float } %2368, 2
  %2372 = extractvalue { float, float, float, float } %2368, 3
  %2373 = getelementptr bfloat, ptr addrspace(3) %2052, i64 %1414
  %2374 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %2373)
  %2375 = extractvalue { i32, i32, i32, i32 } %2374, 0
  %2376 = extractvalue { i32, i32, i32, i32 } %2374, 1
  %2377 = extractvalue { i32, i32, i32, i32 } %2374, 2
  %2378 = extractvalue { i32, i32, i32, i32 } %2374, 3
  %2379 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %2155, i32 %2158, i32 %2161, i32 %2164, i32 %2375, i32 %2376, float %2316, float %2317, float %2318, float %2319) #7
  %2380 = extractvalue { float, float, float, float } %2379, 0
  %2381 = extractvalue { float, float, float, float } %2379, 1
  %2382 = extractvalue { float, float, float, float } %2379, 2
  %2383 = extractvalue { float, float, float, float } %2379, 3
  %2384 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %2155, i32 %2158, i32 %2161, i32 %2164, i32 %2377, i32 %2378, float %2321, float %2322, float %2323, float %2324) #7
  %2385 = extractvalue { float, float, float, float } %2384, 0
  %2386 = extractvalue { float, float, float, float } %2384, 1
  %2387 = extractvalue { float, float, float, float } %2384, 2
  %2388 = extractvalue { float, float, float, float } %2384, 3
  %2389 = getelementptr bfloat, ptr addrspace(3) %2052, i64 %1417
  %2390 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %2389)
  %2391 = extractvalue { i32, i32, i32, i32 } %2390, 0
  %2392 = extractvalue { i32, i32, i32, i32 } %2390, 1
  %2393 = extractvalue { i32, i32, i32, i32 } %2390, 2
  %2394 = extractvalue { i32, i32, i32, i32 } %2390, 3
  %2395 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %2155, i32 %2158, i32 %2161, i32 %2164, i32 %2391, i32 %2392, float %2332, float %2333, float %2334, float %2335) #7
  %2396 = extractvalue { float, float, float, float } %2395, 0
  %2397 = extractvalue { float, float, float, float } %2395, 1
  %2398 = extractvalue { float, float, float, float } %2395, 2
  %2399 = extractvalue { float, float, float, float } %2395, 3
  %2400 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %2155, i32 %2158, i32 %2161, i32 %2164, i32 %2393, i32 %2394, float %2337, float %2338, float %2339, float %2340) #7
  %2401 = extractvalue { float, float, float, float } %2400, 0
  %2402 = extractvalue { float, float, float, float } %2400, 1
  %2403 = extractvalue { float, float, float, float } %2400, 2
  %2404 = extractvalue { float, float, float, float } %2400, 3
  %2405 = getelementptr bfloat, ptr addrspace(3) %2052, i64 %1420
  %2406 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %2405)
  %2407 = extractvalue { i32, i32, i32, i32 } %2406, 0
  %2408 = extractvalue { i32, i32, i32, i32 } %2406, 1
  %2409 = extractvalue { i32, i32, i32, i32 } %2406, 2
  %2410 = extractvalue { i32, i32, i32, i32 } %2406, 3
  %2411 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %2155, i32 %2158, i32 %2161, i32 %2164, i32 %2407, i32 %2408, float %2348, float %2349, float %2350, float %2351) #7
  %2412 = extractvalue { float, float, float, float } %2411, 0
  %2413 = extractvalue { float, float, float, float } %2411, 1
  %2414 = extractvalue { float, float, float, float } %2411, 2
  %2415 = extractvalue { float, float, float, float } %2411, 3
  %2416 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %2155, i32 %2158, i32 %2161, i32 %2164, i32 %2409, i32 %2410, float %2353, float %2354, float %2355, float %2356) #7
  %2417 = extractvalue { float, float, float, float } %2416, 0
  %2418 = extractvalue { float, float, float, float } %2416, 1
  %2419 = extractvalue { float, float, float, float } %2416, 2
  %2420 = extractvalue { float, float, float, float } %2416, 3
  %2421 = icmp slt i32 %1787, %4
  %2422 = or disjoint i32 %1787, %15
  %2423 = add i32 %2422, %11
  %2424 = shl i32 %2423, 6
  %2425 = or disjoint i32 %1787, %19
  %2426 = add i32 %2425, %11
  %2427 = shl i32 %2426, 6
  %2428 = shl i32 %1787, 6
  %2429 = or disjoint i32 %1787, %23
  %2430 = add i32 %2429, %11
  %2431 = shl i32 %2430, 6
  %2432 = or disjoint i32 %1787, %27
  %2433 = add i32 %2432, %11
  %2434 = shl i32 %2433, 6
  %2435 = or disjoint i32 %1787, %31
  %2436 = add i32 %2435, %11
  %2437 = shl i32 %2436, 6
  %2438 = or disjoint i32 %1787, %35
  %2439 = add i32 %2438, %11
  %2440 = shl i32 %2439, 6
  %2441 = or disjoint i32 %1787, %39
  %2442 = add i32 %2441, %11
  %2443 = shl i32 %2442, 6
  %2444 = or disjoint i32 %1787, %43
  %2445 = add i32 %2444, %11
  %2446 = shl i32 %2445, 6
  %2447 = or disjoint i32 %2424, %47
  %2448 = or disjoint i32 %2424, %48
  %2449 = or disjoint i32 %2424, %49
  %2450 = or disjoint i32 %2424, %50
  %2451 = or disjoint i32 %2427, %47
  %2452 = add i32 %1421, %2428
  %2453 = add i32 %1422, %2428
  %2454 = add i32 %1423, %2428
  %2455 = or disjoint i32 %2431, %47
  %2456 = add i32 %1424, %2428
  %2457 = add i32 %1425, %2428
  %2458 = add i32 %1426, %2428
  %2459 = or disjoint i32 %2434, %47
  %2460 = add i32 %1427, %2428
  %2461 = add i32 %1428, %2428
  %2462 = add i32 %1429, %2428
  %2463 = or disjoint i32 %2437, %47
  %2464 = add i32 %1430, %2428
  %2465 = add i32 %1431, %2428
  %2466 = add i32 %1432, %2428
  %2467 = or disjoint i32 %2440, %47
  %2468 = add i32 %1433, %2428
  %2469 = add i32 %1434, %2428
  %2470 = add i32 %1435, %2428
  %2471 = or disjoint i32 %2443, %47
  %2472 = add i32 %1436, %2428
  %2473 = add i32 %1437, %2428
  %2474 = add i32 %1438, %2428
  %2475 = or disjoint i32 %2446, %47
  %2476 = add i32 %1439, %2428
  %2477 = add i32 %1440, %2428
  %2478 = add i32 %1441, %2428
  %2479 = icmp slt i32 %2422, %4
  %2480 = icmp slt i32 %2425, %4
  %2481 = icmp slt i32 %2429, %4
  %2482 = icmp slt i32 %2432, %4
  %2483 = icmp slt i32 %2435, %4
  %2484 = icmp slt i32 %2438, %4
  %2485 = icmp slt i32 %2441, %4
  %2486 = icmp slt i32 %2444, %4
  %2487 = and i1 %2421, %2479
  %2488 = and i1 %2421, %2480
  %2489 = and i1 %2421, %2481
  %2490 = and i1 %2421, %2482
  %2491 = and i1 %2421, %2483
  %2492 = and i1 %2421, %2484
  %2493 = and i1 %2421, %2485
  %2494 = and i1 %2421, %2486
  %2495 = shl nuw nsw i32 %1789, 13
  %2496 = zext nneg i32 %2495 to i64
  %2497 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %2496
  %2498 = getelementptr i8, ptr addrspace(3) %2497, i64 %327
  %2499 = sext i32 %2447 to i64
  %2500 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2499
  %2501 = ptrtoint ptr addrspace(1) %2500 to i64
  %2502 = and i64 %2501, 7
  %2503 = icmp eq i64 %2502, 0
  %2504 = and i1 %2487, %2503
  br i1 %2504, label %2505, label %2508

2505:                                             ; preds = %1468
  %2506 = ptrtoint ptr addrspace(3) %2498 to i64
  %2507 = trunc i64 %2506 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %2507, ptr addrspace(1) %2500) #7
  br label %2523

2508:                                             ; preds = %1468
  %2509 = sext i32 %2450 to i64
  %2510 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2509
  %2511 = sext i32 %2449 to i64
  %2512 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2511
  %2513 = sext i32 %2448 to i64
  %2514 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2513
  %2515 = zext i1 %2487 to i32
  %2516 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2500, i32 %2515, i16 0) #7
  store i16 %2516, ptr addrspace(3) %2498, align 8
  %2517 = getelementptr i8, ptr addrspace(3) %2498, i64 2
  %2518 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2514, i32 %2515, i16 0) #7
  store i16 %2518, ptr addrspace(3) %2517, align 2
  %2519 = getelementptr i8, ptr addrspace(3) %2498, i64 4
  %2520 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2512, i32 %2515, i16 0) #7
  store i16 %2520, ptr addrspace(3) %2519, align 4
  %2521 = getelementptr i8, ptr addrspace(3) %2498, i64 6
  %2522 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2510, i32 %2515, i16 0) #7
  store i16 %2522, ptr addrspace(3) %2521, align 2
  br label %2523

2523:                                             ; preds = %2505, %2508
  %2524 = getelementptr i8, ptr addrspace(3) %2497, i64 %357
  %2525 = sext i32 %2451 to i64
  %2526 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2525
  %2527 = ptrtoint ptr addrspace(1) %2526 to i64
  %2528 = and i64 %2527, 7
  %2529 = icmp eq i64 %2528, 0
  %2530 = and i1 %2488, %2529
  br i1 %2530, label %2531, label %2534

2531:                                             ; preds = %2523
  %2532 = ptrtoint ptr addrspace(3) %2524 to i64
  %2533 = trunc i64 %2532 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %2533, ptr addrspace(1) %2526) #7
  br label %2549

2534:                                             ; preds = %2523
  %2535 = sext i32 %2454 to i64
  %2536 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2535
  %2537 = sext i32 %2453 to i64
  %2538 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2537
  %2539 = sext i32 %2452 to i64
  %2540 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2539
  %2541 = zext i1 %2488 to i32
  %2542 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2526, i32 %2541, i16 0) #7
  store i16 %2542, ptr addrspace(3) %2524, align 8
  %2543 = getelementptr i8, ptr addrspace(3) %2524, i64 2
  %2544 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2540, i32 %2541, i16 0) #7
  store i16 %2544, ptr addrspace(3) %2543, align 2
  %2545 = getelementptr i8, ptr addrspace(3) %2524, i64 4
  %2546 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2538, i32 %2541, i16 0) #7
  store i16 %2546, ptr addrspace(3) %2545, align 4
  %2547 = getelementptr i8, ptr addrspace(3) %2524, i64 6
  %2548 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2536, i32 %2541, i16 0) #7
  store i16 %2548, ptr addrspace(3) %2547, align 2
  br label %2549

2549:                                             ; preds = %2531, %2534
  %2550 = getelementptr i8, ptr addrspace(3) %2497, i64 %387
  %2551 = sext i32 %2455 to i64
  %2552 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2551
  %2553 = ptrtoint ptr addrspace(1) %2552 to i64
  %2554 = and i64 %2553, 7
  %2555 = icmp eq i64 %2554, 0
  %2556 = and i1 %2489, %2555
  br i1 %2556, label %2557, label %2560

2557:                                             ; preds = %2549
  %2558 = ptrtoint ptr addrspace(3) %2550 to i64
  %2559 = trunc i64 %2558 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %2559, ptr addrspace(1) %2552) #7
  br label %2575

2560:                                             ; preds = %2549
  %2561 = sext i32 %2458 to i64
  %2562 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2561
  %2563 = sext i32 %2457 to i64
  %2564 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2563
  %2565 = sext i32 %2456 to i64
  %2566 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2565
  %2567 = zext i1 %2489 to i32
  %2568 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2552, i32 %2567, i16 0) #7
  store i16 %2568, ptr addrspace(3) %2550, align 8
  %2569 = getelementptr i8, ptr addrspace(3) %2550, i64 2
  %2570 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2566, i32 %2567, i16 0) #7
  store i16 %2570, ptr addrspace(3) %2569, align 2
  %2571 = getelementptr i8, ptr addrspace(3) %2550, i64 4
  %2572 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2564, i32 %2567, i16 0) #7
  store i16 %2572, ptr addrspace(3) %2571, align 4
  %2573 = getelementptr i8, ptr addrspace(3) %2550, i64 6
  %2574 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2562, i32 %2567, i16 0) #7
  store i16 %2574, ptr addrspace(3) %2573, align 2
  br label %2575

2575:                                             ; preds = %2557, %2560
  %2576 = getelementptr i8, ptr addrspace(3) %2497, i64 %417
  %2577 = sext i32 %2459 to i64
  %2578 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2577
  %2579 = ptrtoint ptr addrspace(1) %2578 to i64
  %2580 = and i64 %2579, 7
  %2581 = icmp eq i64 %2580, 0
  %2582 = and i1 %2490, %2581
  br i1 %2582, label %2583, label %2586

2583:                                             ; preds = %2575
  %2584 = ptrtoint ptr addrspace(3) %2576 to i64
  %2585 = trunc i64 %2584 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %2585, ptr addrspace(1) %2578) #7
  br label %2601

2586:                                             ; preds = %2575
  %2587 = sext i32 %2462 to i64
  %2588 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2587
  %2589 = sext i32 %2461 to i64
  %2590 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2589
  %2591 = sext i32 %2460 to i64
  %2592 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2591
  %2593 = zext i1 %2490 to i32
  %2594 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2578, i32 %2593, i16 0) #7
  store i16 %2594, ptr addrspace(3) %2576, align 8
  %2595 = getelementptr i8, ptr addrspace(3) %2576, i64 2
  %2596 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2592, i32 %2593, i16 0) #7
  store i16 %2596, ptr addrspace(3) %2595, align 2
  %2597 = getelementptr i8, ptr addrspace(3) %2576, i64 4
  %2598 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2590, i32 %2593, i16 0) #7
  store i16 %2598, ptr addrspace(3) %2597, align 4
  %2599 = getelementptr i8, ptr addrspace(3) %2576, i64 6
  %2600 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2588, i32 %2593, i16 0) #7
  store i16 %2600, ptr addrspace(3) %2599, align 2
  br label %2601

2601:                                             ; preds = %2583, %2586
  %2602 = getelementptr i8, ptr addrspace(3) %2497, i64 %447
  %2603 = sext i32 %2463 to i64
  %2604 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2603
  %2605 = ptrtoint ptr addrspace(1) %2604 to i64
  %2606 = and i64 %2605, 7
  %2607 = icmp eq i64 %2606, 0
  %2608 = and i1 %2491, %2607
  br i1 %2608, label %2609, label %2612

2609:                                             ; preds = %2601
  %2610 = ptrtoint ptr addrspace(3) %2602 to i64
  %2611 = trunc i64 %2610 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %2611, ptr addrspace(1) %2604) #7
  br label %2627

2612:                                             ; preds = %2601
  %2613 = sext i32 %2466 to i64
  %2614 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2613
  %2615 = sext i32 %2465 to i64
  %2616 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2615
  %2617 = sext i32 %2464 to i64
  %2618 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2617
  %2619 = zext i1 %2491 to i32
  %2620 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2604, i32 %2619, i16 0) #7
  store i16 %2620, ptr addrspace(3) %2602, align 8
  %2621 = getelementptr i8, ptr addrspace(3) %2602, i64 2
  %2622 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2618, i32 %2619, i16 0) #7
  store i16 %2622, ptr addrspace(3) %2621, align 2
  %2623 = getelementptr i8, ptr addrspace(3) %2602, i64 4
  %2624 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2616, i32 %2619, i16 0) #7
  store i16 %2624, ptr addrspace(3) %2623, align 4
  %2625 = getelementptr i8, ptr addrspace(3) %2602, i64 6
  %2626 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2614, i32 %2619, i16 0) #7
  store i16 %2626, ptr addrspace(3) %2625, align 2
  br label %2627

2627:                                             ; preds = %2609, %2612
  %2628 = getelementptr i8, ptr addrspace(3) %2497, i64 %477
  %2629 = sext i32 %2467 to i64
  %2630 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2629
  %2631 = ptrtoint ptr addrspace(1) %2630 to i64
  %2632 = and i64 %2631, 7
  %2633 = icmp eq i64 %2632, 0
  %2634 = and i1 %2492, %2633
  br i1 %2634, label %2635, label %2638

2635:                                             ; preds = %2627
  %2636 = ptrtoint ptr addrspace(3) %2628 to i64
  %2637 = trunc i64 %2636 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %2637, ptr addrspace(1) %2630) #7
  br label %2653

2638:                                             ; preds = %2627
  %2639 = sext i32 %2470 to i64
  %2640 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2639
  %2641 = sext i32 %2469 to i64
  %2642 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2641
  %2643 = sext i32 %2468 to i64
  %2644 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2643
  %2645 = zext i1 %2492 to i32
  %2646 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2630, i32 %2645, i16 0) #7
  store i16 %2646, ptr addrspace(3) %2628, align 8
  %2647 = getelementptr i8, ptr addrspace(3) %2628, i64 2
  %2648 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2644, i32 %2645, i16 0) #7
  store i16 %2648, ptr addrspace(3) %2647, align 2
  %2649 = getelementptr i8, ptr addrspace(3) %2628, i64 4
  %2650 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2642, i32 %2645, i16 0) #7
  store i16 %2650, ptr addrspace(3) %2649, align 4
  %2651 = getelementptr i8, ptr addrspace(3) %2628, i64 6
  %2652 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2640, i32 %2645, i16 0) #7
  store i16 %2652, ptr addrspace(3) %2651, align 2
  br label %2653

2653:                                             ; preds = %2635, %2638
  %2654 = getelementptr i8, ptr addrspace(3) %2497, i64 %507
  %2655 = sext i32 %2471 to i64
  %2656 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2655
  %2657 = ptrtoint ptr addrspace(1) %2656 to i64
  %2658 = and i64 %2657, 7
  %2659 = icmp eq i64 %2658, 0
  %2660 = and i1 %2493, %2659
  br i1 %2660, label %2661, label %2664

2661:                                             ; preds = %2653
  %2662 = ptrtoint ptr addrspace(3) %2654 to i64
  %2663 = trunc i64 %2662 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %2663, ptr addrspace(1) %2656) #7
  br label %2679

2664:                                             ; preds = %2653
  %2665 = sext i32 %2474 to i64
  %2666 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2665
  %2667 = sext i32 %2473 to i64
  %2668 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2667
  %2669 = sext i32 %2472 to i64
  %2670 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2669
  %2671 = zext i1 %2493 to i32
  %2672 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2656, i32 %2671, i16 0) #7
  store i16 %2672, ptr addrspace(3) %2654, align 8
  %2673 = getelementptr i8, ptr addrspace(3) %2654, i64 2
  %2674 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2670, i32 %2671, i16 0) #7
  store i16 %2674, ptr addrspace(3) %2673, align 2
  %2675 = getelementptr i8, ptr addrspace(3) %2654, i64 4
  %2676 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2668, i32 %2671, i16 0) #7
  store i16 %2676, ptr addrspace(3) %2675, align 4
  %2677 = getelementptr i8, ptr addrspace(3) %2654, i64 6
  %2678 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2666, i32 %2671, i16 0) #7
  store i16 %2678, ptr addrspace(3) %2677, align 2
  br label %2679

2679:                                             ; preds = %2661, %2664
  %2680 = getelementptr i8, ptr addrspace(3) %2497, i64 %537
  %2681 = sext i32 %2475 to i64
  %2682 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2681
  %2683 = ptrtoint ptr addrspace(1) %2682 to i64
  %2684 = and i64 %2683, 7
  %2685 = icmp eq i64 %2684, 0
  %2686 = and i1 %2494, %2685
  br i1 %2686, label %2687, label %2690

2687:                                             ; preds = %2679
  %2688 = ptrtoint ptr addrspace(3) %2680 to i64
  %2689 = trunc i64 %2688 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %2689, ptr addrspace(1) %2682) #7
  br label %2705

2690:                                             ; preds = %2679
  %2691 = sext i32 %2478 to i64
  %2692 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2691
  %2693 = sext i32 %2477 to i64
  %2694 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2693
  %2695 = sext i32 %2476 to i64
  %2696 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2695
  %2697 = zext i1 %2494 to i32
  %2698 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2682, i32 %2697, i16 0) #7
  store i16 %2698, ptr addrspace(3) %2680, align 8
  %2699 = getelementptr i8, ptr addrspace(3) %2680, i64 2
  %2700 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2696, i32 %2697, i16 0) #7
  store i16 %2700, ptr addrspace(3) %2699, align 2
  %2701 = getelementptr i8, ptr addrspace(3) %2680, i64 4
  %2702 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2694, i32 %2697, i16 0) #7
  store i16 %2702, ptr addrspace(3) %2701, align 4
  %2703 = getelementptr i8, ptr addrspace(3) %2680, i64 6
  %2704 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2692, i32 %2697, i16 0) #7
  store i16 %2704, ptr addrspace(3) %2703, align 2
  br label %2705

2705:                                             ; preds = %2687, %2690
  %2706 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 24576), i64 %2496
  %2707 = getelementptr i8, ptr addrspace(3) %2706, i64 %327
  %2708 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2499
  %2709 = ptrtoint ptr addrspace(1) %2708 to i64
  %2710 = and i64 %2709, 7
  %2711 = icmp eq i64 %2710, 0
  %2712 = and i1 %2487, %2711
  br i1 %2712, label %2713, label %2716

2713:                                             ; preds = %2705
  %2714 = ptrtoint ptr addrspace(3) %2707 to i64
  %2715 = trunc i64 %2714 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %2715, ptr addrspace(1) %2708) #7
  br label %2731

2716:                                             ; preds = %2705
  %2717 = sext i32 %2450 to i64
  %2718 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2717
  %2719 = sext i32 %2449 to i64
  %2720 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2719
  %2721 = sext i32 %2448 to i64
  %2722 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2721
  %2723 = zext i1 %2487 to i32
  %2724 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2708, i32 %2723, i16 0) #7
  store i16 %2724, ptr addrspace(3) %2707, align 8
  %2725 = getelementptr i8, ptr addrspace(3) %2707, i64 2
  %2726 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2722, i32 %2723, i16 0) #7
  store i16 %2726, ptr addrspace(3) %2725, align 2
  %2727 = getelementptr i8, ptr addrspace(3) %2707, i64 4
  %2728 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2720, i32 %2723, i16 0) #7
  store i16 %2728, ptr addrspace(3) %2727, align 4
  %2729 = getelementptr i8, ptr addrspace(3) %2707, i64 6
  %2730 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2718, i32 %2723, i16 0) #7
  store i16 %2730, ptr addrspace(3) %2729, align 2
  br label %2731

2731:                                             ; preds = %2713, %2716
  %2732 = getelementptr i8, ptr addrspace(3) %2706, i64 %357
  %2733 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2525
  %2734 = ptrtoint ptr addrspace(1) %2733 to i64
  %2735 = and i64 %2734, 7
  %2736 = icmp eq i64 %2735, 0
  %2737 = and i1 %2488, %2736
  br i1 %2737, label %2738, label %2741

2738:                                             ; preds = %2731
  %2739 = ptrtoint ptr addrspace(3) %2732 to i64
  %2740 = trunc i64 %2739 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %2740, ptr addrspace(1) %2733) #7
  br label %2756

2741:                                             ; preds = %2731
  %2742 = sext i32 %2454 to i64
  %2743 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2742
  %2744 = sext i32 %2453 to i64
  %2745 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2744
  %2746 = sext i32 %2452 to i64
  %2747 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2746
  %2748 = zext i1 %2488 to i32
  %2749 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2733, i32 %2748, i16 0) #7
  store i16 %2749, ptr addrspace(3) %2732, align 8
  %2750 = getelementptr i8, ptr addrspace(3) %2732, i64 2
  %2751 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2747, i32 %2748, i16 0) #7
  store i16 %2751, ptr addrspace(3) %2750, align 2
  %2752 = getelementptr i8, ptr addrspace(3) %2732, i64 4
  %2753 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2745, i32 %2748, i16 0) #7
  store i16 %2753, ptr addrspace(3) %2752, align 4
  %2754 = getelementptr i8, ptr addrspace(3) %2732, i64 6
  %2755 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2743, i32 %2748, i16 0) #7
  store i16 %2755, ptr addrspace(3) %2754, align 2
  br label %2756

2756:                                             ; preds = %2738, %2741
  %2757 = getelementptr i8, ptr addrspace(3) %2706, i64 %387
  %2758 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2551
  %2759 = ptrtoint ptr addrspace(1) %2758 to i64
  %2760 = and i64 %2759, 7
  %2761 = icmp eq i64 %2760, 0
  %2762 = and i1 %2489, %2761
  br i1 %2762, label %2763, label %2766

2763:                                             ; preds = %2756
  %2764 = ptrtoint ptr addrspace(3) %2757 to i64
  %2765 = trunc i64 %2764 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %2765, ptr addrspace(1) %2758) #7
  br label %2781

2766:                                             ; preds = %2756
  %2767 = sext i32 %2458 to i64
  %2768 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2767
  %2769 = sext i32 %2457 to i64
  %2770 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2769
  %2771 = sext i32 %2456 to i64
  %2772 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2771
  %2773 = zext i1 %2489 to i32
  %2774 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2758, i32 %2773, i16 0) #7
  store i16 %2774, ptr addrspace(3) %2757, align 8
  %2775 = getelementptr i8, ptr addrspace(3) %2757, i64 2
  %2776 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2772, i32 %2773, i16 0) #7
  store i16 %2776, ptr addrspace(3) %2775, align 2
  %2777 = getelementptr i8, ptr addrspace(3) %2757, i64 4
  %2778 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2770, i32 %2773, i16 0) #7
  store i16 %2778, ptr addrspace(3) %2777, align 4
  %2779 = getelementptr i8, ptr addrspace(3) %2757, i64 6
  %2780 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2768, i32 %2773, i16 0) #7
  store i16 %2780, ptr addrspace(3) %2779, align 2
  br label %2781

2781:                                             ; preds = %2763, %2766
  %2782 = getelementptr i8, ptr addrspace(3) %2706, i64 %417
  %2783 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2577
  %2784 = ptrtoint ptr addrspace(1) %2783 to i64
  %2785 = and i64 %2784, 7
  %2786 = icmp eq i64 %2785, 0
  %2787 = and i1 %2490, %2786
  br i1 %2787, label %2788, label %2791

2788:                                             ; preds = %2781
  %2789 = ptrtoint ptr addrspace(3) %2782 to i64
  %2790 = trunc i64 %2789 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %2790, ptr addrspace(1) %2783) #7
  br label %2806

2791:                                             ; preds = %2781
  %2792 = sext i32 %2462 to i64
  %2793 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2792
  %2794 = sext i32 %2461 to i64
  %2795 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2794
  %2796 = sext i32 %2460 to i64
  %2797 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2796
  %2798 = zext i1 %2490 to i32
  %2799 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2783, i32 %2798, i16 0) #7
  store i16 %2799, ptr addrspace(3) %2782, align 8
  %2800 = getelementptr i8, ptr addrspace(3) %2782, i64 2
  %2801 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2797, i32 %2798, i16 0) #7
  store i16 %2801, ptr addrspace(3) %2800, align 2
  %2802 = getelementptr i8, ptr addrspace(3) %2782, i64 4
  %2803 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2795, i32 %2798, i16 0) #7
  store i16 %2803, ptr addrspace(3) %2802, align 4
  %2804 = getelementptr i8, ptr addrspace(3) %2782, i64 6
  %2805 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2793, i32 %2798, i16 0) #7
  store i16 %2805, ptr addrspace(3) %2804, align 2
  br label %2806

2806:                                             ; preds = %2788, %2791
  %2807 = getelementptr i8, ptr addrspace(3) %2706, i64 %447
  %2808 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2603
  %2809 = ptrtoint ptr addrspace(1) %2808 to i64
  %2810 = and i64 %2809, 7
  %2811 = icmp eq i64 %2810, 0
  %2812 = and i1 %2491, %2811
  br i1 %2812, label %2813, label %2816

2813:                                             ; preds = %2806
  %2814 = ptrtoint ptr addrspace(3) %2807 to i64
  %2815 = trunc i64 %2814 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %2815, ptr addrspace(1) %2808) #7
  br label %2831

2816:                                             ; preds = %2806
  %2817 = sext i32 %2466 to i64
  %2818 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2817
  %2819 = sext i32 %2465 to i64
  %2820 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2819
  %2821 = sext i32 %2464 to i64
  %2822 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2821
  %2823 = zext i1 %2491 to i32
  %2824 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2808, i32 %2823, i16 0) #7
  store i16 %2824, ptr addrspace(3) %2807, align 8
  %2825 = getelementptr i8, ptr addrspace(3) %2807, i64 2
  %2826 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2822, i32 %2823, i16 0) #7
  store i16 %2826, ptr addrspace(3) %2825, align 2
  %2827 = getelementptr i8, ptr addrspace(3) %2807, i64 4
  %2828 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2820, i32 %2823, i16 0) #7
  store i16 %2828, ptr addrspace(3) %2827, align 4
  %2829 = getelementptr i8, ptr addrspace(3) %2807, i64 6
  %2830 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2818, i32 %2823, i16 0) #7
  store i16 %2830, ptr addrspace(3) %2829, align 2
  br label %2831

2831:                                             ; preds = %2813, %2816
  %2832 = getelementptr i8, ptr addrspace(3) %2706, i64 %477
  %2833 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2629
  %2834 = ptrtoint ptr addrspace(1) %2833 to i64
  %2835 = and i64 %2834, 7
  %2836 = icmp eq i64 %2835, 0
  %2837 = and i1 %2492, %2836
  br i1 %2837, label %2838, label %2841

2838:                                             ; preds = %2831
  %2839 = ptrtoint ptr addrspace(3) %2832 to i64
  %2840 = trunc i64 %2839 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %2840, ptr addrspace(1) %2833) #7
  br label %2856

2841:                                             ; preds = %2831
  %2842 = sext i32 %2470 to i64
  %2843 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2842
  %2844 = sext i32 %2469 to i64
  %2845 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2844
  %2846 = sext i32 %2468 to i64
  %2847 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2846
  %2848 = zext i1 %2492 to i32
  %2849 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2833, i32 %2848, i16 0) #7
  store i16 %2849, ptr addrspace(3) %2832, align 8
  %2850 = getelementptr i8, ptr addrspace(3) %2832, i64 2
  %2851 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2847, i32 %2848, i16 0) #7
  store i16 %2851, ptr addrspace(3) %2850, align 2
  %2852 = getelementptr i8, ptr addrspace(3) %2832, i64 4
  %2853 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2845, i32 %2848, i16 0) #7
  store i16 %2853, ptr addrspace(3) %2852, align 4
  %2854 = getelementptr i8, ptr addrspace(3) %2832, i64 6
  %2855 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2843, i32 %2848, i16 0) #7
  store i16 %2855, ptr addrspace(3) %2854, align 2
  br label %2856

2856:                                             ; preds = %2838, %2841
  %2857 = getelementptr i8, ptr addrspace(3) %2706, i64 %507
  %2858 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2655
  %2859 = ptrtoint ptr addrspace(1) %2858 to i64
  %2860 = and i64 %2859, 7
  %2861 = icmp eq i64 %2860, 0
  %2862 = and i1 %2493, %2861
  br i1 %2862, label %2863, label %2866

2863:                                             ; preds = %2856
  %2864 = ptrtoint ptr addrspace(3) %2857 to i64
  %2865 = trunc i64 %2864 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %2865, ptr addrspace(1) %2858) #7
  br label %2881

2866:                                             ; preds = %2856
  %2867 = sext i32 %2474 to i64
  %2868 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2867
  %2869 = sext i32 %2473 to i64
  %2870 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2869
  %2871 = sext i32 %2472 to i64
  %2872 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2871
  %2873 = zext i1 %2493 to i32
  %2874 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2858, i32 %2873, i16 0) #7
  store i16 %2874, ptr addrspace(3) %2857, align 8
  %2875 = getelementptr i8, ptr addrspace(3) %2857, i64 2
  %2876 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2872, i32 %2873, i16 0) #7
  store i16 %2876, ptr addrspace(3) %2875, align 2
  %2877 = getelementptr i8, ptr addrspace(3) %2857, i64 4
  %2878 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2870, i32 %2873, i16 0) #7
  store i16 %2878, ptr addrspace(3) %2877, align 4
  %2879 = getelementptr i8, ptr addrspace(3) %2857, i64 6
  %2880 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2868, i32 %2873, i16 0) #7
  store i16 %2880, ptr addrspace(3) %2879, align 2
  br label %2881

2881:                                             ; preds = %2863, %2866
  %2882 = getelementptr i8, ptr addrspace(3) %2706, i64 %537
  %2883 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2681
  %2884 = ptrtoint ptr addrspace(1) %2883 to i64
  %2885 = and i64 %2884, 7
  %2886 = icmp eq i64 %2885, 0
  %2887 = and i1 %2494, %2886
  br i1 %2887, label %2888, label %2891

2888:                                             ; preds = %2881
  %2889 = ptrtoint ptr addrspace(3) %2882 to i64
  %2890 = trunc i64 %2889 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %2890, ptr addrspace(1) %2883) #7
  br label %2906

2891:                                             ; preds = %2881
  %2892 = sext i32 %2478 to i64
  %2893 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2892
  %2894 = sext i32 %2477 to i64
  %2895 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2894
  %2896 = sext i32 %2476 to i64
  %2897 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2896
  %2898 = zext i1 %2494 to i32
  %2899 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2883, i32 %2898, i16 0) #7
  store i16 %2899, ptr addrspace(3) %2882, align 8
  %2900 = getelementptr i8, ptr addrspace(3) %2882, i64 2
  %2901 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2897, i32 %2898, i16 0) #7
  store i16 %2901, ptr addrspace(3) %2900, align 2
  %2902 = getelementptr i8, ptr addrspace(3) %2882, i64 4
  %2903 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2895, i32 %2898, i16 0) #7
  store i16 %2903, ptr addrspace(3) %2902, align 4
  %2904 = getelementptr i8, ptr addrspace(3) %2882, i64 6
  %2905 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2893, i32 %2898, i16 0) #7
  store i16 %2905, ptr addrspace(3) %2904, align 2
  br label %2906

2906:                                             ; preds = %2888, %2891
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #7
  %2907 = add i32 %1505, 64
  %2908 = icmp slt i32 %2907, %4
  br i1 %2908, label %1468, label %._crit_edge

._crit_edge:                                      ; preds = %2906, %.._crit_edge_crit_edge
  %.pre-phi197 = phi i32 [ %.pre196, %.._crit_edge_crit_edge ], [ %1355, %2906 ]
  %.lcssa89 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2050, %2906 ]
  %.lcssa88 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2051, %2906 ]
  %.lcssa87 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2364, %2906 ]
  %.lcssa86 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2365, %2906 ]
  %.lcssa85 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2366, %2906 ]
  %.lcssa84 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2367, %2906 ]
  %.lcssa83 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2369, %2906 ]
  %.lcssa82 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2370, %2906 ]
  %.lcssa81 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2371, %2906 ]
  %.lcssa80 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2372, %2906 ]
  %.lcssa79 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2380, %2906 ]
  %.lcssa78 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2381, %2906 ]
  %.lcssa77 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2382, %2906 ]
  %.lcssa76 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2383, %2906 ]
  %.lcssa75 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2385, %2906 ]
  %.lcssa74 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2386, %2906 ]
  %.lcssa73 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2387, %2906 ]
  %.lcssa72 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2388, %2906 ]
  %.lcssa71 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2396, %2906 ]
  %.lcssa70 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2397, %2906 ]
  %.lcssa69 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2398, %2906 ]
  %.lcssa68 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2399, %2906 ]
  %.lcssa67 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2401, %2906 ]
  %.lcssa66 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2402, %2906 ]
  %.lcssa65 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2403, %2906 ]
  %.lcssa64 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2404, %2906 ]
  %.lcssa63 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2412, %2906 ]
  %.lcssa62 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2413, %2906 ]
  %.lcssa61 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2414, %2906 ]
  %.lcssa60 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2415, %2906 ]
  %.lcssa59 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2417, %2906 ]
  %.lcssa58 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2418, %2906 ]
  %.lcssa57 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2419, %2906 ]
  %.lcssa56 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2420, %2906 ]
  %.lcssa55 = phi float [ 0xFFF0000000000000, %.._crit_edge_crit_edge ], [ %1932, %2906 ]
  %.lcssa54 = phi float [ 0xFFF0000000000000, %.._crit_edge_crit_edge ], [ %1933, %2906 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %2909 = lshr i32 %7, 2
  %2910 = and i32 %2909, 7
  %2911 = or disjoint i32 %1343, %2910
  %2912 = zext nneg i32 %2911 to i64
  %2913 = getelementptr float, ptr addrspace(3) @attention_smem, i64 %2912
  store float %.lcssa55, ptr addrspace(3) %2913, align 4
  %2914 = or disjoint i32 %2911, 8
  %2915 = zext nneg i32 %2914 to i64
  %2916 = getelementptr float, ptr addrspace(3) @attention_smem, i64 %2915
  store float %.lcssa54, ptr addrspace(3) %2916, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  tail call void asm sideeffect "cp.async.wait_group 0;", "~{memory}"() #7
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %2917 = fdiv float %.lcssa87, %.lcssa89
  %2918 = fdiv float %.lcssa86, %.lcssa89
  %2919 = fdiv float %.lcssa85, %.lcssa88
  %2920 = fdiv float %.lcssa84, %.lcssa88
  %2921 = fdiv float %.lcssa83, %.lcssa89
  %2922 = fdiv float %.lcssa82, %.lcssa89
  %2923 = fdiv float %.lcssa81, %.lcssa88
  %2924 = fdiv float %.lcssa80, %.lcssa88
  %2925 = fdiv float %.lcssa79, %.lcssa89
  %2926 = fdiv float %.lcssa78, %.lcssa89
  %2927 = fdiv float %.lcssa77, %.lcssa88
  %2928 = fdiv float %.lcssa76, %.lcssa88
  %2929 = fdiv float %.lcssa75, %.lcssa89
  %2930 = fdiv float %.lcssa74, %.lcssa89
  %2931 = fdiv float %.lcssa73, %.lcssa88
  %2932 = fdiv float %.lcssa72, %.lcssa88
  %2933 = fdiv float %.lcssa71, %.lcssa89
  %2934 = fdiv float %.lcssa70, %.lcssa89
  %2935 = fdiv float %.lcssa69, %.lcssa88
  %2936 = fdiv float %.lcssa68, %.lcssa88
  %2937 = fdiv float %.lcssa67, %.lcssa89
  %2938 = fdiv float %.lcssa66, %.lcssa89
  %2939 = fdiv float %.lcssa65, %.lcssa88
  %2940 = fdiv float %.lcssa64, %.lcssa88
  %2941 = fdiv float %.lcssa63, %.lcssa89
  %2942 = fdiv float %.lcssa62, %.lcssa89
  %2943 = fdiv float %.lcssa61, %.lcssa88
  %2944 = fdiv float %.lcssa60, %.lcssa88
  %2945 = fdiv float %.lcssa59, %.lcssa89
  %2946 = fdiv float %.lcssa58, %.lcssa89
  %2947 = fdiv float %.lcssa57, %.lcssa88
  %2948 = fdiv float %.lcssa56, %.lcssa88
  %2949 = fptrunc float %2917 to bfloat
  %2950 = fptrunc float %2918 to bfloat
  %2951 = fptrunc float %2919 to bfloat
  %2952 = fptrunc float %2920 to bfloat
  %2953 = fptrunc float %2921 to bfloat
  %2954 = fptrunc float %2922 to bfloat
  %2955 = fptrunc float %2923 to bfloat
  %2956 = fptrunc float %2924 to bfloat
  %2957 = fptrunc float %2925 to bfloat
  %2958 = fptrunc float %2926 to bfloat
  %2959 = fptrunc float %2927 to bfloat
  %2960 = fptrunc float %2928 to bfloat
  %2961 = fptrunc float %2929 to bfloat
  %2962 = fptrunc float %2930 to bfloat
  %2963 = fptrunc float %2931 to bfloat
  %2964 = fptrunc float %2932 to bfloat
  %2965 = fptrunc float %2933 to bfloat
  %2966 = fptrunc float %2934 to bfloat
  %2967 = fptrunc float %2935 to bfloat
  %2968 = fptrunc float %2936 to bfloat
  %2969 = fptrunc float %2937 to bfloat
  %2970 = fptrunc float %2938 to bfloat
  %2971 = fptrunc float %2939 to bfloat
  %2972 = fptrunc float %2940 to bfloat
  %2973 = fptrunc float %2941 to bfloat
  %2974 = fptrunc float %2942 to bfloat
  %2975 = fptrunc float %2943 to bfloat
  %2976 = fptrunc float %2944 to bfloat
  %2977 = fptrunc float %2945 to bfloat
  %2978 = fptrunc float %2946 to bfloat
  %2979 = fptrunc float %2947 to bfloat
  %2980 = fptrunc float %2948 to bfloat
  %2981 = or disjoint i32 %2911, %13
  %2982 = add i32 %11, %2981
  %2983 = shl i32 %2982, 6
  %2984 = or disjoint i32 %2983, %.pre-phi197
  %2985 = sext i32 %2984 to i64
  %2986 = getelementptr bfloat, ptr addrspace(1) %3, i64 %2985
  %2987 = icmp slt i32 %2981, %4
  %2988 = ptrtoint ptr addrspace(1) %2986 to i64
  %2989 = and i64 %2988, 3
  %2990 = icmp eq i64 %2989, 0
  %2991 = and i1 %2987, %2990
  %2992 = xor i1 %2987, %2991
  %2993 = zext i1 %2991 to i32
  %2994 = bitcast bfloat %2949 to i16
  %2995 = bitcast bfloat %2950 to i16
  %2996 = zext i1 %2992 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %2993, i16 %2994, i16 %2995, ptr addrspace(1) %2986, i32 %2996, i32 %2996) #7
  %2997 = or disjoint i32 %2914, %13
  %2998 = add i32 %11, %2997
  %2999 = shl i32 %2998, 6
  %3000 = or disjoint i32 %2999, %.pre-phi197
  %3001 = sext i32 %3000 to i64
  %3002 = getelementptr bfloat, ptr addrspace(1) %3, i64 %3001
  %3003 = icmp slt i32 %2997, %4
  %3004 = ptrtoint ptr addrspace(1) %3002 to i64
  %3005 = and i64 %3004, 3
  %3006 = icmp eq i64 %3005, 0
  %3007 = and i1 %3003, %3006
  %3008 = xor i1 %3003, %3007
  %3009 = zext i1 %3007 to i32
  %3010 = bitcast bfloat %2951 to i16
  %3011 = bitcast bfloat %2952 to i16
  %3012 = zext i1 %3008 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %3009, i16 %3010, i16 %3011, ptr addrspace(1) %3002, i32 %3012, i32 %3012) #7
  %3013 = or disjoint i32 %.pre-phi197, 8
  %3014 = or disjoint i32 %2983, %3013
  %3015 = sext i32 %3014 to i64
  %3016 = getelementptr bfloat, ptr addrspace(1) %3, i64 %3015
  %3017 = ptrtoint ptr addrspace(1) %3016 to i64
  %3018 = and i64 %3017, 3
  %3019 = icmp eq i64 %3018, 0
  %3020 = and i1 %2987, %3019
  %3021 = xor i1 %2987, %3020
  %3022 = zext i1 %3020 to i32
  %3023 = bitcast bfloat %2953 to i16
  %3024 = bitcast bfloat %2954 to i16
  %3025 = zext i1 %3021 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %3022, i16 %3023, i16 %3024, ptr addrspace(1) %3016, i32 %3025, i32 %3025) #7
  %3026 = or disjoint i32 %2999, %3013
  %3027 = sext i32 %3026 to i64
  %3028 = getelementptr bfloat, ptr addrspace(1) %3, i64 %3027
  %3029 = ptrtoint ptr addrspace(1) %3028 to i64
  %3030 = and i64 %3029, 3
  %3031 = icmp eq i64 %3030, 0
  %3032 = and i1 %3003, %3031
  %3033 = xor i1 %3003, %3032
  %3034 = zext i1 %3032 to i32
  %3035 = bitcast bfloat %2955 to i16
  %3036 = bitcast bfloat %2956 to i16
  %3037 = zext i1 %3033 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %3034, i16 %3035, i16 %3036, ptr addrspace(1) %3028, i32 %3037, i32 %3037) #7
  %3038 = or disjoint i32 %.pre-phi197, 16
  %3039 = or disjoint i32 %2983, %3038
  %3040 = sext i32 %3039 to i64
  %3041 = getelementptr bfloat, ptr addrspace(1) %3, i64 %3040
  %3042 = ptrtoint ptr addrspace(1) %3041 to i64
  %3043 = and i64 %3042, 3
  %3044 = icmp eq i64 %3043, 0
  %3045 = and i1 %2987, %3044
  %3046 = xor i1 %2987, %3045
  %3047 = zext i1 %3045 to i32
  %3048 = bitcast bfloat %2957 to i16
  %3049 = bitcast bfloat %2958 to i16
  %3050 = zext i1 %3046 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %3047, i16 %3048, i16 %3049, ptr addrspace(1) %3041, i32 %3050, i32 %3050) #7
  %3051 = or disjoint i32 %2999, %3038
  %3052 = sext i32 %3051 to i64
  %3053 = getelementptr bfloat, ptr addrspace(1) %3, i64 %3052
  %3054 = ptrtoint ptr addrspace(1) %3053 to i64
  %3055 = and i64 %3054, 3
  %3056 = icmp eq i64 %3055, 0
  %3057 = and i1 %3003, %3056
  %3058 = xor i1 %3003, %3057
  %3059 = zext i1 %3057 to i32
  %3060 = bitcast bfloat %2959 to i16
  %3061 = bitcast bfloat %2960 to i16
  %3062 = zext i1 %3058 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %3059, i16 %3060, i16 %3061, ptr addrspace(1) %3053, i32 %3062, i32 %3062) #7
  %3063 = or disjoint i32 %.pre-phi197, 24
  %3064 = or disjoint i32 %2983, %3063
  %3065 = sext i32 %3064 to i64
  %3066 = getelementptr bfloat, ptr addrspace(1) %3, i64 %3065
  %3067 = ptrtoint ptr addrspace(1) %3066 to i64
  %3068 = and i64 %3067, 3
  %3069 = icmp eq i64 %3068, 0
  %3070 = and i1 %2987, %3069
  %3071 = xor i1 %2987, %3070
  %3072 = zext i1 %3070 to i32
  %3073 = bitcast bfloat %2961 to i16
  %3074 = bitcast bfloat %2962 to i16
  %3075 = zext i1 %3071 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %3072, i16 %3073, i16 %3074, ptr addrspace(1) %3066, i32 %3075, i32 %3075) #7
  %3076 = or disjoint i32 %2999, %3063
  %3077 = sext i32 %3076 to i64
  %3078 = getelementptr bfloat, ptr addrspace(1) %3, i64 %3077
  %3079 = ptrtoint ptr addrspace(1) %3078 to i64
  %3080 = and i64 %3079, 3
  %3081 = icmp eq i64 %3080, 0
  %3082 = and i1 %3003, %3081
  %3083 = xor i1 %3003, %3082
  %3084 = zext i1 %3082 to i32
  %3085 = bitcast bfloat %2963 to i16
  %3086 = bitcast bfloat %2964 to i16
  %3087 = zext i1 %3083 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %3084, i16 %3085, i16 %3086, ptr addrspace(1) %3078, i32 %3087, i32 %3087) #7
  %3088 = or disjoint i32 %.pre-phi197, 32
  %3089 = or disjoint i32 %2983, %3088
  %3090 = sext i32 %3089 to i64
  %3091 = getelementptr bfloat, ptr addrspace(1) %3, i64 %3090
  %3092 = ptrtoint ptr addrspace(1) %3091 to i64
  %3093 = and i64 %3092, 3
  %3094 = icmp eq i64 %3093, 0
  %3095 = and i1 %2987, %3094
  %3096 = xor i1 %2987, %3095
  %3097 = zext i1 %3095 to i32
  %3098 = bitcast bfloat %2965 to i16
  %3099 = bitcast bfloat %2966 to i16
  %3100 = zext i1 %3096 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %3097, i16 %3098, i16 %3099, ptr addrspace(1) %3091, i32 %3100, i32 %3100) #7
  %3101 = or disjoint i32 %2999, %3088
  %3102 = sext i32 %3101 to i64
  %3103 = getelementptr bfloat, ptr addrspace(1) %3, i64 %3102
  %3104 = ptrtoint ptr addrspace(1) %3103 to i64
  %3105 = and i64 %3104, 3
  %3106 = icmp eq i64 %3105, 0
  %3107 = and i1 %3003, %3106
  %3108 = xor i1 %3003, %3107
  %3109 = zext i1 %3107 to i32
  %3110 = bitcast bfloat %2967 to i16
  %3111 = bitcast bfloat %2968 to i16
  %3112 = zext i1 %3108 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %3109, i16 %3110, i16 %3111, ptr addrspace(1) %3103, i32 %3112, i32 %3112) #7
  %3113 = or disjoint i32 %.pre-phi197, 40
  %3114 = or disjoint i32 %2983, %3113
  %3115 = sext i32 %3114 to i64
  %3116 = getelementptr bfloat, ptr addrspace(1) %3, i64 %3115
  %3117 = ptrtoint ptr addrspace(1) %3116 to i64
  %3118 = and i64 %3117, 3
  %3119 = icmp eq i64 %3118, 0
  %3120 = and i1 %2987, %3119
  %3121 = xor i1 %2987, %3120
  %3122 = zext i1 %3120 to i32
  %3123 = bitcast bfloat %2969 to i16
  %3124 = bitcast bfloat %2970 to i16
  %3125 = zext i1 %3121 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %3122, i16 %3123, i16 %3124, ptr addrspace(1) %3116, i32 %3125, i32 %3125) #7
  %3126 = or disjoint i32 %2999, %3113
  %3127 = sext i32 %3126 to i64
  %3128 = getelementptr bfloat, ptr addrspace(1) %3, i64 %3127
  %3129 = ptrtoint ptr addrspace(1) %3128 to i64
  %3130 = and i64 %3129, 3
  %3131 = icmp eq i64 %3130, 0
  %3132 = and i1 %3003, %3131
  %3133 = xor i1 %3003, %3132
  %3134 = zext i1 %3132 to i32
  %3135 = bitcast bfloat %2971 to i16
  %3136 = bitcast bfloat %2972 to i16
  %3137 = zext i1 %3133 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %3134, i16 %3135, i16 %3136, ptr addrspace(1) %3128, i32 %3137, i32 %3137) #7
  %3138 = or disjoint i32 %.pre-phi197, 48
  %3139 = or disjoint i32 %2983, %3138
  %3140 = sext i32 %3139 to i64
  %3141 = getelementptr bfloat, ptr addrspace(1) %3, i64 %3140
  %3142 = ptrtoint ptr addrspace(1) %3141 to i64
  %3143 = and i64 %3142, 3
  %3144 = icmp eq i64 %3143, 0
  %3145 = and i1 %2987, %3144
  %3146 = xor i1 %2987, %3145
  %3147 = zext i1 %3145 to i32
  %3148 = bitcast bfloat %2973 to i16
  %3149 = bitcast bfloat %2974 to i16
  %3150 = zext i1 %3146 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %3147, i16 %3148, i16 %3149, ptr addrspace(1) %3141, i32 %3150, i32 %3150) #7
  %3151 = or disjoint i32 %2999, %3138
  %3152 = sext i32 %3151 to i64
  %3153 = getelementptr bfloat, ptr addrspace(1) %3, i64 %3152
  %3154 = ptrtoint ptr addrspace(1) %3153 to i64
  %3155 = and i64 %3154, 3
  %3156 = icmp eq i64 %3155, 0
  %3157 = and i1 %3003, %3156
  %3158 = xor i1 %3003, %3157
  %3159 = zext i1 %3157 to i32
  %3160 = bitcast bfloat %2975 to i16
  %3161 = bitcast bfloat %2976 to i16
  %3162 = zext i1 %3158 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %3159, i16 %3160, i16 %3161, ptr addrspace(1) %3153, i32 %3162, i32 %3162) #7
  %3163 = or disjoint i32 %.pre-phi197, 56
  %3164 = or disjoint i32 %2983, %3163
  %3165 = sext i32 %3164 to i64
  %3166 = getelementptr bfloat, ptr addrspace(1) %3, i64 %3165
  %3167 = ptrtoint ptr addrspace(1) %3166 to i64
  %3168 = and i64 %3167, 3
  %3169 = icmp eq i64 %3168, 0
  %3170 = and i1 %2987, %3169
  %3171 = xor i1 %2987, %3170
  %3172 = zext i1 %3170 to i32
  %3173 = bitcast bfloat %2977 to i16
  %3174 = bitcast bfloat %2978 to i16
  %3175 = zext i1 %3171 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %3172, i16 %3173, i16 %3174, ptr addrspace(1) %3166, i32 %3175, i32 %3175) #7
  %3176 = or disjoint i32 %2999, %3163
  %3177 = sext i32 %3176 to i64
  %3178 = getelementptr bfloat, ptr addrspace(1) %3, i64 %3177
  %3179 = ptrtoint ptr addrspace(1) %3178 to i64
  %3180 = and i64 %3179, 3
  %3181 = icmp eq i64 %3180, 0
  %3182 = and i1 %3003, %3181
  %3183 = xor i1 %3003, %3182
  %3184 = zext i1 %3182 to i32
  %3185 = bitcast bfloat %2979 to i16
  %3186 = bitcast bfloat %2980 to i16
  %3187 = zext i1 %3183 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %3184, i16 %3185, i16 %3186, ptr addrspace(1) %3178, i32 %3187, i32 %3187) #7
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
