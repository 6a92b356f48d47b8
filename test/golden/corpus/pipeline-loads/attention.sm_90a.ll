; ModuleID = 'tile_kernels'
source_filename = "tile_kernels"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@attention_smem = internal addrspace(3) global [8192 x i8] undef, align 1024
@attention_dsmem = external addrspace(3) global [0 x i8], align 1024

; Function Attrs: nounwind
define ptx_kernel void @attention(ptr addrspace(1) %0, ptr addrspace(1) %1, ptr addrspace(1) %2, ptr addrspace(1) %3, i32 %4, float %5) local_unnamed_addr #0 {
  %7 = tail call range(i32 0, 128) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = shl nuw nsw i32 %7, 3
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %11 = mul i32 %4, %10
  %12 = shl i32 %11, 6
  %13 = shl i32 %9, 6
  %14 = fmul float %5, 0x3FF7154760000000
  %15 = lshr i32 %7, 3
  %16 = or disjoint i32 %13, %15
  %17 = add i32 %11, %16
  %18 = shl i32 %17, 6
  %19 = or disjoint i32 %15, 16
  %20 = or disjoint i32 %19, %13
  %21 = add i32 %11, %20
  %22 = shl i32 %21, 6
  %23 = or disjoint i32 %15, 32
  %24 = or disjoint i32 %23, %13
  %25 = add i32 %11, %24
  %26 = shl i32 %25, 6
  %27 = or disjoint i32 %15, 48
  %28 = or disjoint i32 %27, %13
  %29 = add i32 %11, %28
  %30 = shl i32 %29, 6
  %31 = and i32 %8, 56
  %32 = or disjoint i32 %31, 1
  %33 = or disjoint i32 %31, 2
  %34 = or disjoint i32 %31, 3
  %35 = or disjoint i32 %31, 4
  %36 = or disjoint i32 %31, 5
  %37 = or disjoint i32 %31, 6
  %38 = or disjoint i32 %31, 7
  %39 = or disjoint i32 %8, 1025
  %40 = and i32 %39, 57
  %41 = or disjoint i32 %8, 1026
  %42 = and i32 %41, 58
  %43 = or disjoint i32 %8, 1027
  %44 = and i32 %43, 59
  %45 = or disjoint i32 %8, 1028
  %46 = and i32 %45, 60
  %47 = or disjoint i32 %8, 1029
  %48 = and i32 %47, 61
  %49 = or disjoint i32 %8, 1030
  %50 = and i32 %49, 62
  %51 = or disjoint i32 %8, 1031
  %52 = and i32 %51, 63
  %53 = or disjoint i32 %8, 2049
  %54 = and i32 %53, 57
  %55 = or disjoint i32 %8, 2050
  %56 = and i32 %55, 58
  %57 = or disjoint i32 %8, 2051
  %58 = and i32 %57, 59
  %59 = or disjoint i32 %8, 2052
  %60 = and i32 %59, 60
  %61 = or disjoint i32 %8, 2053
  %62 = and i32 %61, 61
  %63 = or disjoint i32 %8, 2054
  %64 = and i32 %63, 62
  %65 = or disjoint i32 %8, 2055
  %66 = and i32 %65, 63
  %67 = or disjoint i32 %8, 3073
  %68 = and i32 %67, 57
  %69 = or disjoint i32 %8, 3074
  %70 = and i32 %69, 58
  %71 = or disjoint i32 %8, 3075
  %72 = and i32 %71, 59
  %73 = or disjoint i32 %8, 3076
  %74 = and i32 %73, 60
  %75 = or disjoint i32 %8, 3077
  %76 = and i32 %75, 61
  %77 = or disjoint i32 %8, 3078
  %78 = and i32 %77, 62
  %79 = or disjoint i32 %8, 3079
  %80 = and i32 %79, 63
  %81 = or disjoint i32 %18, %31
  %82 = or disjoint i32 %22, %31
  %83 = or disjoint i32 %26, %31
  %84 = or disjoint i32 %30, %31
  %85 = icmp slt i32 %16, %4
  %86 = icmp slt i32 %20, %4
  %87 = icmp slt i32 %24, %4
  %88 = icmp slt i32 %28, %4
  %89 = sext i32 %81 to i64
  %90 = getelementptr bfloat, ptr addrspace(1) %0, i64 %89
  %91 = ptrtoint ptr addrspace(1) %90 to i64
  %92 = and i64 %91, 15
  %93 = icmp eq i64 %92, 0
  %94 = and i1 %85, %93
  %95 = xor i1 %85, %94
  %96 = zext i1 %94 to i32
  %97 = zext i1 %95 to i32
  %98 = tail call { i16, i16, i16, i16, i16, i16, i16, i16 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $8, 0;\0Amov.b16 $0, $18;\0Amov.b16 $1, $18;\0Amov.b16 $2, $18;\0Amov.b16 $3, $18;\0Amov.b16 $4, $18;\0Amov.b16 $5, $18;\0Amov.b16 $6, $18;\0Amov.b16 $7, $18;\0A.reg .b32 %tile_w<4>;\0A@%tile_v ld.global.v4.b32 {%tile_w0, %tile_w1, %tile_w2, %tile_w3}, [$9];\0A@%tile_v mov.b32 {$0, $1}, %tile_w0;\0A@%tile_v mov.b32 {$2, $3}, %tile_w1;\0A@%tile_v mov.b32 {$4, $5}, %tile_w2;\0A@%tile_v mov.b32 {$6, $7}, %tile_w3;\0Asetp.ne.b32 %tile_p, $10, 0;\0A@%tile_p ld.global.b16 $0, [$9];\0Asetp.ne.b32 %tile_p, $11, 0;\0A@%tile_p ld.global.b16 $1, [$9+2];\0Asetp.ne.b32 %tile_p, $12, 0;\0A@%tile_p ld.global.b16 $2, [$9+4];\0Asetp.ne.b32 %tile_p, $13, 0;\0A@%tile_p ld.global.b16 $3, [$9+6];\0Asetp.ne.b32 %tile_p, $14, 0;\0A@%tile_p ld.global.b16 $4, [$9+8];\0Asetp.ne.b32 %tile_p, $15, 0;\0A@%tile_p ld.global.b16 $5, [$9+10];\0Asetp.ne.b32 %tile_p, $16, 0;\0A@%tile_p ld.global.b16 $6, [$9+12];\0Asetp.ne.b32 %tile_p, $17, 0;\0A@%tile_p ld.global.b16 $7, [$9+14];\0A}", "=&h,=&h,=&h,=&h,=&h,=&h,=&h,=&h,r,l,r,r,r,r,r,r,r,r,h"(i32 %96, ptr addrspace(1) %90, i32 %97, i32 %97, i32 %97, i32 %97, i32 %97, i32 %97, i32 %97, i32 %97, i16 0) #6
  %99 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %98, 0
  %100 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %98, 1
  %101 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %98, 2
  %102 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %98, 3
  %103 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %98, 4
  %104 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %98, 5
  %105 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %98, 6
  %106 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %98, 7
  %107 = sext i32 %82 to i64
  %108 = getelementptr bfloat, ptr addrspace(1) %0, i64 %107
  %109 = ptrtoint ptr addrspace(1) %108 to i64
  %110 = and i64 %109, 15
  %111 = icmp eq i64 %110, 0
  %112 = and i1 %86, %111
  %113 = xor i1 %86, %112
  %114 = zext i1 %112 to i32
  %115 = zext i1 %113 to i32
  %116 = tail call { i16, i16, i16, i16, i16, i16, i16, i16 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $8, 0;\0Amov.b16 $0, $18;\0Amov.b16 $1, $18;\0Amov.b16 $2, $18;\0Amov.b16 $3, $18;\0Amov.b16 $4, $18;\0Amov.b16 $5, $18;\0Amov.b16 $6, $18;\0Amov.b16 $7, $18;\0A.reg .b32 %tile_w<4>;\0A@%tile_v ld.global.v4.b32 {%tile_w0, %tile_w1, %tile_w2, %tile_w3}, [$9];\0A@%tile_v mov.b32 {$0, $1}, %tile_w0;\0A@%tile_v mov.b32 {$2, $3}, %tile_w1;\0A@%tile_v mov.b32 {$4, $5}, %tile_w2;\0A@%tile_v mov.b32 {$6, $7}, %tile_w3;\0Asetp.ne.b32 %tile_p, $10, 0;\0A@%tile_p ld.global.b16 $0, [$9];\0Asetp.ne.b32 %tile_p, $11, 0;\0A@%tile_p ld.global.b16 $1, [$9+2];\0Asetp.ne.b32 %tile_p, $12, 0;\0A@%tile_p ld.global.b16 $2, [$9+4];\0Asetp.ne.b32 %tile_p, $13, 0;\0A@%tile_p ld.global.b16 $3, [$9+6];\0Asetp.ne.b32 %tile_p, $14, 0;\0A@%tile_p ld.global.b16 $4, [$9+8];\0Asetp.ne.b32 %tile_p, $15, 0;\0A@%tile_p ld.global.b16 $5, [$9+10];\0Asetp.ne.b32 %tile_p, $16, 0;\0A@%tile_p ld.global.b16 $6, [$9+12];\0Asetp.ne.b32 %tile_p, $17, 0;\0A@%tile_p ld.global.b16 $7, [$9+14];\0A}", "=&h,=&h,=&h,=&h,=&h,=&h,=&h,=&h,r,l,r,r,r,r,r,r,r,r,h"(i32 %114, ptr addrspace(1) %108, i32 %115, i32 %115, i32 %115, i32 %115, i32 %115, i32 %115, i32 %115, i32 %115, i16 0) #6
  %117 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %116, 0
  %118 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %116, 1
  %119 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %116, 2
  %120 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %116, 3
  %121 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %116, 4
  %122 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %116, 5
  %123 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %116, 6
  %124 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %116, 7
  %125 = sext i32 %83 to i64
  %126 = getelementptr bfloat, ptr addrspace(1) %0, i64 %125
  %127 = ptrtoint ptr addrspace(1) %126 to i64
  %128 = and i64 %127, 15
  %129 = icmp eq i64 %128, 0
  %130 = and i1 %87, %129
  %131 = xor i1 %87, %130
  %132 = zext i1 %130 to i32
  %133 = zext i1 %131 to i32
  %134 = tail call { i16, i16, i16, i16, i16, i16, i16, i16 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $8, 0;\0Amov.b16 $0, $18;\0Amov.b16 $1, $18;\0Amov.b16 $2, $18;\0Amov.b16 $3, $18;\0Amov.b16 $4, $18;\0Amov.b16 $5, $18;\0Amov.b16 $6, $18;\0Amov.b16 $7, $18;\0A.reg .b32 %tile_w<4>;\0A@%tile_v ld.global.v4.b32 {%tile_w0, %tile_w1, %tile_w2, %tile_w3}, [$9];\0A@%tile_v mov.b32 {$0, $1}, %tile_w0;\0A@%tile_v mov.b32 {$2, $3}, %tile_w1;\0A@%tile_v mov.b32 {$4, $5}, %tile_w2;\0A@%tile_v mov.b32 {$6, $7}, %tile_w3;\0Asetp.ne.b32 %tile_p, $10, 0;\0A@%tile_p ld.global.b16 $0, [$9];\0Asetp.ne.b32 %tile_p, $11, 0;\0A@%tile_p ld.global.b16 $1, [$9+2];\0Asetp.ne.b32 %tile_p, $12, 0;\0A@%tile_p ld.global.b16 $2, [$9+4];\0Asetp.ne.b32 %tile_p, $13, 0;\0A@%tile_p ld.global.b16 $3, [$9+6];\0Asetp.ne.b32 %tile_p, $14, 0;\0A@%tile_p ld.global.b16 $4, [$9+8];\0Asetp.ne.b32 %tile_p, $15, 0;\0A@%tile_p ld.global.b16 $5, [$9+10];\0Asetp.ne.b32 %tile_p, $16, 0;\0A@%tile_p ld.global.b16 $6, [$9+12];\0Asetp.ne.b32 %tile_p, $17, 0;\0A@%tile_p ld.global.b16 $7, [$9+14];\0A}", "=&h,=&h,=&h,=&h,=&h,=&h,=&h,=&h,r,l,r,r,r,r,r,r,r,r,h"(i32 %132, ptr addrspace(1) %126, i32 %133, i32 %133, i32 %133, i32 %133, i32 %133, i32 %133, i32 %133, i32 %133, i16 0) #6
  %135 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %134, 0
  %136 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %134, 1
  %137 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %134, 2
  %138 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %134, 3
  %139 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %134, 4
  %140 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %134, 5
  %141 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %134, 6
  %142 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %134, 7
  %143 = sext i32 %84 to i64
  %144 = getelementptr bfloat, ptr addrspace(1) %0, i64 %143
  %145 = ptrtoint ptr addrspace(1) %144 to i64
  %146 = and i64 %145, 15
  %147 = icmp eq i64 %146, 0
  %148 = and i1 %88, %147
  %149 = xor i1 %88, %148
  %150 = zext i1 %148 to i32
  %151 = zext i1 %149 to i32
  %152 = tail call { i16, i16, i16, i16, i16, i16, i16, i16 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $8, 0;\0Amov.b16 $0, $18;\0Amov.b16 $1, $18;\0Amov.b16 $2, $18;\0Amov.b16 $3, $18;\0Amov.b16 $4, $18;\0Amov.b16 $5, $18;\0Amov.b16 $6, $18;\0Amov.b16 $7, $18;\0A.reg .b32 %tile_w<4>;\0A@%tile_v ld.global.v4.b32 {%tile_w0, %tile_w1, %tile_w2, %tile_w3}, [$9];\0A@%tile_v mov.b32 {$0, $1}, %tile_w0;\0A@%tile_v mov.b32 {$2, $3}, %tile_w1;\0A@%tile_v mov.b32 {$4, $5}, %tile_w2;\0A@%tile_v mov.b32 {$6, $7}, %tile_w3;\0Asetp.ne.b32 %tile_p, $10, 0;\0A@%tile_p ld.global.b16 $0, [$9];\0Asetp.ne.b32 %tile_p, $11, 0;\0A@%tile_p ld.global.b16 $1, [$9+2];\0Asetp.ne.b32 %tile_p, $12, 0;\0A@%tile_p ld.global.b16 $2, [$9+4];\0Asetp.ne.b32 %tile_p, $13, 0;\0A@%tile_p ld.global.b16 $3, [$9+6];\0Asetp.ne.b32 %tile_p, $14, 0;\0A@%tile_p ld.global.b16 $4, [$9+8];\0Asetp.ne.b32 %tile_p, $15, 0;\0A@%tile_p ld.global.b16 $5, [$9+10];\0Asetp.ne.b32 %tile_p, $16, 0;\0A@%tile_p ld.global.b16 $6, [$9+12];\0Asetp.ne.b32 %tile_p, $17, 0;\0A@%tile_p ld.global.b16 $7, [$9+14];\0A}", "=&h,=&h,=&h,=&h,=&h,=&h,=&h,=&h,r,l,r,r,r,r,r,r,r,r,h"(i32 %150, ptr addrspace(1) %144, i32 %151, i32 %151, i32 %151, i32 %151, i32 %151, i32 %151, i32 %151, i32 %151, i16 0) #6
  %153 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %152, 0
  %154 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %152, 1
  %155 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %152, 2
  %156 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %152, 3
  %157 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %152, 4
  %158 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %152, 5
  %159 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %152, 6
  %160 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %152, 7
  %161 = add i32 %11, %15
  %162 = shl i32 %161, 6
  %163 = add i32 %11, %19
  %164 = shl i32 %163, 6
  %165 = and i32 %39, 1984
  %166 = add i32 %12, %165
  %167 = and i32 %41, 1984
  %168 = add i32 %12, %167
  %169 = and i32 %43, 1984
  %170 = add i32 %12, %169
  %171 = lshr i32 %45, 6
  %172 = and i32 %45, 1984
  %173 = add i32 %12, %172
  %174 = and i32 %47, 1984
  %175 = add i32 %12, %174
  %176 = and i32 %49, 1984
  %177 = add i32 %12, %176
  %178 = and i32 %51, 1984
  %179 = add i32 %12, %178
  %180 = add i32 %11, %23
  %181 = shl i32 %180, 6
  %182 = and i32 %53, 3008
  %183 = add i32 %12, %182
  %184 = and i32 %55, 3008
  %185 = add i32 %12, %184
  %186 = and i32 %57, 3008
  %187 = add i32 %12, %186
  %188 = lshr i32 %59, 6
  %189 = and i32 %59, 3008
  %190 = add i32 %12, %189
  %191 = and i32 %61, 3008
  %192 = add i32 %12, %191
  %193 = and i32 %63, 3008
  %194 = add i32 %12, %193
  %195 = and i32 %65, 3008
  %196 = add i32 %12, %195
  %197 = add i32 %11, %27
  %198 = shl i32 %197, 6
  %199 = and i32 %67, 4032
  %200 = add i32 %12, %199
  %201 = and i32 %69, 4032
  %202 = add i32 %12, %201
  %203 = and i32 %71, 4032
  %204 = add i32 %12, %203
  %205 = lshr i32 %73, 6
  %206 = and i32 %73, 4032
  %207 = add i32 %12, %206
  %208 = and i32 %75, 4032
  %209 = add i32 %12, %208
  %210 = and i32 %77, 4032
  %211 = add i32 %12, %210
  %212 = and i32 %79, 4032
  %213 = add i32 %12, %212
  %214 = or disjoint i32 %162, %31
  %215 = or disjoint i32 %162, %32
  %216 = or disjoint i32 %162, %33
  %217 = or disjoint i32 %162, %34
  %218 = or disjoint i32 %162, %35
  %219 = or disjoint i32 %162, %36
  %220 = or disjoint i32 %162, %37
  %221 = or disjoint i32 %162, %38
  %222 = or disjoint i32 %164, %31
  %223 = or disjoint i32 %166, %40
  %224 = or disjoint i32 %168, %42
  %225 = or disjoint i32 %170, %44
  %226 = or disjoint i32 %173, %46
  %227 = or disjoint i32 %175, %48
  %228 = or disjoint i32 %177, %50
  %229 = or disjoint i32 %179, %52
  %230 = or disjoint i32 %181, %31
  %231 = or disjoint i32 %183, %54
  %232 = or disjoint i32 %185, %56
  %233 = or disjoint i32 %187, %58
  %234 = or disjoint i32 %190, %60
  %235 = or disjoint i32 %192, %62
  %236 = or disjoint i32 %194, %64
  %237 = or disjoint i32 %196, %66
  %238 = or disjoint i32 %198, %31
  %239 = or disjoint i32 %200, %68
  %240 = or disjoint i32 %202, %70
  %241 = or disjoint i32 %204, %72
  %242 = or disjoint i32 %207, %74
  %243 = or disjoint i32 %209, %76
  %244 = or disjoint i32 %211, %78
  %245 = or disjoint i32 %213, %80
  %246 = icmp slt i32 %15, %4
  %247 = icmp slt i32 %19, %4
  %248 = icmp slt i32 %23, %4
  %249 = icmp slt i32 %27, %4
  %250 = lshr exact i32 %31, 3
  %251 = and i32 %15, 7
  %252 = xor i32 %250, %251
  %253 = shl nuw nsw i32 %15, 7
  %254 = shl nuw nsw i32 %252, 4
  %255 = or disjoint i32 %254, %253
  %256 = zext nneg i32 %255 to i64
  %257 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %256
  %258 = sext i32 %214 to i64
  %259 = getelementptr bfloat, ptr addrspace(1) %1, i64 %258
  %260 = ptrtoint ptr addrspace(1) %259 to i64
  %261 = and i64 %260, 15
  %262 = icmp eq i64 %261, 0
  %263 = and i1 %246, %262
  br i1 %263, label %264, label %267

264:                                              ; preds = %6
  %265 = ptrtoint ptr addrspace(3) %257 to i64
  %266 = trunc i64 %265 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;", "r,l,~{memory}"(i32 %266, ptr addrspace(1) %259) #6
  br label %298

267:                                              ; preds = %6
  %268 = sext i32 %221 to i64
  %269 = getelementptr bfloat, ptr addrspace(1) %1, i64 %268
  %270 = sext i32 %220 to i64
  %271 = getelementptr bfloat, ptr addrspace(1) %1, i64 %270
  %272 = sext i32 %219 to i64
  %273 = getelementptr bfloat, ptr addrspace(1) %1, i64 %272
  %274 = sext i32 %218 to i64
  %275 = getelementptr bfloat, ptr addrspace(1) %1, i64 %274
  %276 = sext i32 %217 to i64
  %277 = getelementptr bfloat, ptr addrspace(1) %1, i64 %276
  %278 = sext i32 %216 to i64
  %279 = getelementptr bfloat, ptr addrspace(1) %1, i64 %278
  %280 = sext i32 %215 to i64
  %281 = getelementptr bfloat, ptr addrspace(1) %1, i64 %280
  %282 = zext i1 %246 to i32
  %283 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %259, i32 %282, i16 0) #6
  store i16 %283, ptr addrspace(3) %257, align 16
  %284 = getelementptr i8, ptr addrspace(3) %257, i64 2
  %285 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %281, i32 %282, i16 0) #6
  store i16 %285, ptr addrspace(3) %284, align 2
  %286 = getelementptr i8, ptr addrspace(3) %257, i64 4
  %287 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %279, i32 %282, i16 0) #6
  store i16 %287, ptr addrspace(3) %286, align 4
  %288 = getelementptr i8, ptr addrspace(3) %257, i64 6
  %289 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %277, i32 %282, i16 0) #6
  store i16 %289, ptr addrspace(3) %288, align 2
  %290 = getelementptr i8, ptr addrspace(3) %257, i64 8
  %291 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %275, i32 %282, i16 0) #6
  store i16 %291, ptr addrspace(3) %290, align 8
  %292 = getelementptr i8, ptr addrspace(3) %257, i64 10
  %293 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %273, i32 %282, i16 0) #6
  store i16 %293, ptr addrspace(3) %292, align 2
  %294 = getelementptr i8, ptr addrspace(3) %257, i64 12
  %295 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %271, i32 %282, i16 0) #6
  store i16 %295, ptr addrspace(3) %294, align 4
  %296 = getelementptr i8, ptr addrspace(3) %257, i64 14
  %297 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %269, i32 %282, i16 0) #6
  store i16 %297, ptr addrspace(3) %296, align 2
  br label %298

298:                                              ; preds = %264, %267
  %299 = shl nuw nsw i32 %19, 7
  %300 = or disjoint i32 %254, %299
  %301 = zext nneg i32 %300 to i64
  %302 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %301
  %303 = sext i32 %222 to i64
  %304 = getelementptr bfloat, ptr addrspace(1) %1, i64 %303
  %305 = ptrtoint ptr addrspace(1) %304 to i64
  %306 = and i64 %305, 15
  %307 = icmp eq i64 %306, 0
  %308 = and i1 %247, %307
  br i1 %308, label %309, label %312

309:                                              ; preds = %298
  %310 = ptrtoint ptr addrspace(3) %302 to i64
  %311 = trunc i64 %310 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;", "r,l,~{memory}"(i32 %311, ptr addrspace(1) %304) #6
  br label %343

312:                                              ; preds = %298
  %313 = sext i32 %229 to i64
  %314 = getelementptr bfloat, ptr addrspace(1) %1, i64 %313
  %315 = sext i32 %228 to i64
  %316 = getelementptr bfloat, ptr addrspace(1) %1, i64 %315
  %317 = sext i32 %227 to i64
  %318 = getelementptr bfloat, ptr addrspace(1) %1, i64 %317
  %319 = sext i32 %226 to i64
  %320 = getelementptr bfloat, ptr addrspace(1) %1, i64 %319
  %321 = sext i32 %225 to i64
  %322 = getelementptr bfloat, ptr addrspace(1) %1, i64 %321
  %323 = sext i32 %224 to i64
  %324 = getelementptr bfloat, ptr addrspace(1) %1, i64 %323
  %325 = sext i32 %223 to i64
  %326 = getelementptr bfloat, ptr addrspace(1) %1, i64 %325
  %327 = zext i1 %247 to i32
  %328 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %304, i32 %327, i16 0) #6
  store i16 %328, ptr addrspace(3) %302, align 16
  %329 = getelementptr i8, ptr addrspace(3) %302, i64 2
  %330 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %326, i32 %327, i16 0) #6
  store i16 %330, ptr addrspace(3) %329, align 2
  %331 = getelementptr i8, ptr addrspace(3) %302, i64 4
  %332 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %324, i32 %327, i16 0) #6
  store i16 %332, ptr addrspace(3) %331, align 4
  %333 = getelementptr i8, ptr addrspace(3) %302, i64 6
  %334 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %322, i32 %327, i16 0) #6
  store i16 %334, ptr addrspace(3) %333, align 2
  %335 = getelementptr i8, ptr addrspace(3) %302, i64 8
  %336 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %320, i32 %327, i16 0) #6
  store i16 %336, ptr addrspace(3) %335, align 8
  %337 = getelementptr i8, ptr addrspace(3) %302, i64 10
  %338 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %318, i32 %327, i16 0) #6
  store i16 %338, ptr addrspace(3) %337, align 2
  %339 = getelementptr i8, ptr addrspace(3) %302, i64 12
  %340 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %316, i32 %327, i16 0) #6
  store i16 %340, ptr addrspace(3) %339, align 4
  %341 = getelementptr i8, ptr addrspace(3) %302, i64 14
  %342 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %314, i32 %327, i16 0) #6
  store i16 %342, ptr addrspace(3) %341, align 2
  br label %343

343:                                              ; preds = %309, %312
  %344 = shl nuw nsw i32 %23, 7
  %345 = or disjoint i32 %254, %344
  %346 = zext nneg i32 %345 to i64
  %347 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %346
  %348 = sext i32 %230 to i64
  %349 = getelementptr bfloat, ptr addrspace(1) %1, i64 %348
  %350 = ptrtoint ptr addrspace(1) %349 to i64
  %351 = and i64 %350, 15
  %352 = icmp eq i64 %351, 0
  %353 = and i1 %248, %352
  br i1 %353, label %354, label %357

354:                                              ; preds = %343
  %355 = ptrtoint ptr addrspace(3) %347 to i64
  %356 = trunc i64 %355 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;", "r,l,~{memory}"(i32 %356, ptr addrspace(1) %349) #6
  br label %388

357:                                              ; preds = %343
  %358 = sext i32 %237 to i64
  %359 = getelementptr bfloat, ptr addrspace(1) %1, i64 %358
  %360 = sext i32 %236 to i64
  %361 = getelementptr bfloat, ptr addrspace(1) %1, i64 %360
  %362 = sext i32 %235 to i64
  %363 = getelementptr bfloat, ptr addrspace(1) %1, i64 %362
  %364 = sext i32 %234 to i64
  %365 = getelementptr bfloat, ptr addrspace(1) %1, i64 %364
  %366 = sext i32 %233 to i64
  %367 = getelementptr bfloat, ptr addrspace(1) %1, i64 %366
  %368 = sext i32 %232 to i64
  %369 = getelementptr bfloat, ptr addrspace(1) %1, i64 %368
  %370 = sext i32 %231 to i64
  %371 = getelementptr bfloat, ptr addrspace(1) %1, i64 %370
  %372 = zext i1 %248 to i32
  %373 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %349, i32 %372, i16 0) #6
  store i16 %373, ptr addrspace(3) %347, align 16
  %374 = getelementptr i8, ptr addrspace(3) %347, i64 2
  %375 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %371, i32 %372, i16 0) #6
  store i16 %375, ptr addrspace(3) %374, align 2
  %376 = getelementptr i8, ptr addrspace(3) %347, i64 4
  %377 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %369, i32 %372, i16 0) #6
  store i16 %377, ptr addrspace(3) %376, align 4
  %378 = getelementptr i8, ptr addrspace(3) %347, i64 6
  %379 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %367, i32 %372, i16 0) #6
  store i16 %379, ptr addrspace(3) %378, align 2
  %380 = getelementptr i8, ptr addrspace(3) %347, i64 8
  %381 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %365, i32 %372, i16 0) #6
  store i16 %381, ptr addrspace(3) %380, align 8
  %382 = getelementptr i8, ptr addrspace(3) %347, i64 10
  %383 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %363, i32 %372, i16 0) #6
  store i16 %383, ptr addrspace(3) %382, align 2
  %384 = getelementptr i8, ptr addrspace(3) %347, i64 12
  %385 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %361, i32 %372, i16 0) #6
  store i16 %385, ptr addrspace(3) %384, align 4
  %386 = getelementptr i8, ptr addrspace(3) %347, i64 14
  %387 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %359, i32 %372, i16 0) #6
  store i16 %387, ptr addrspace(3) %386, align 2
  br label %388

388:                                              ; preds = %354, %357
  %389 = shl nuw nsw i32 %27, 7
  %390 = or disjoint i32 %254, %389
  %391 = zext nneg i32 %390 to i64
  %392 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %391
  %393 = sext i32 %238 to i64
  %394 = getelementptr bfloat, ptr addrspace(1) %1, i64 %393
  %395 = ptrtoint ptr addrspace(1) %394 to i64
  %396 = and i64 %395, 15
  %397 = icmp eq i64 %396, 0
  %398 = and i1 %249, %397
  br i1 %398, label %399, label %402

399:                                              ; preds = %388
  %400 = ptrtoint ptr addrspace(3) %392 to i64
  %401 = trunc i64 %400 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;", "r,l,~{memory}"(i32 %401, ptr addrspace(1) %394) #6
  br label %433

402:                                              ; preds = %388
  %403 = sext i32 %245 to i64
  %404 = getelementptr bfloat, ptr addrspace(1) %1, i64 %403
  %405 = sext i32 %244 to i64
  %406 = getelementptr bfloat, ptr addrspace(1) %1, i64 %405
  %407 = sext i32 %243 to i64
  %408 = getelementptr bfloat, ptr addrspace(1) %1, i64 %407
  %409 = sext i32 %242 to i64
  %410 = getelementptr bfloat, ptr addrspace(1) %1, i64 %409
  %411 = sext i32 %241 to i64
  %412 = getelementptr bfloat, ptr addrspace(1) %1, i64 %411
  %413 = sext i32 %240 to i64
  %414 = getelementptr bfloat, ptr addrspace(1) %1, i64 %413
  %415 = sext i32 %239 to i64
  %416 = getelementptr bfloat, ptr addrspace(1) %1, i64 %415
  %417 = zext i1 %249 to i32
  %418 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %394, i32 %417, i16 0) #6
  store i16 %418, ptr addrspace(3) %392, align 16
  %419 = getelementptr i8, ptr addrspace(3) %392, i64 2
  %420 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %416, i32 %417, i16 0) #6
  store i16 %420, ptr addrspace(3) %419, align 2
  %421 = getelementptr i8, ptr addrspace(3) %392, i64 4
  %422 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %414, i32 %417, i16 0) #6
  store i16 %422, ptr addrspace(3) %421, align 4
  %423 = getelementptr i8, ptr addrspace(3) %392, i64 6
  %424 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %412, i32 %417, i16 0) #6
  store i16 %424, ptr addrspace(3) %423, align 2
  %425 = getelementptr i8, ptr addrspace(3) %392, i64 8
  %426 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %410, i32 %417, i16 0) #6
  store i16 %426, ptr addrspace(3) %425, align 8
  %427 = getelementptr i8, ptr addrspace(3) %392, i64 10
  %428 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %408, i32 %417, i16 0) #6
  store i16 %428, ptr addrspace(3) %427, align 2
  %429 = getelementptr i8, ptr addrspace(3) %392, i64 12
  %430 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %406, i32 %417, i16 0) #6
  store i16 %430, ptr addrspace(3) %429, align 4
  %431 = getelementptr i8, ptr addrspace(3) %392, i64 14
  %432 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %404, i32 %417, i16 0) #6
  store i16 %432, ptr addrspace(3) %431, align 2
  br label %433

433:                                              ; preds = %399, %402
  %434 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 24576), i64 %256
  %435 = getelementptr bfloat, ptr addrspace(1) %2, i64 %258
  %436 = ptrtoint ptr addrspace(1) %435 to i64
  %437 = and i64 %436, 15
  %438 = icmp eq i64 %437, 0
  %439 = and i1 %246, %438
  br i1 %439, label %440, label %443

440:                                              ; preds = %433
  %441 = ptrtoint ptr addrspace(3) %434 to i64
  %442 = trunc i64 %441 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;", "r,l,~{memory}"(i32 %442, ptr addrspace(1) %435) #6
  br label %474

443:                                              ; preds = %433
  %444 = sext i32 %221 to i64
  %445 = getelementptr bfloat, ptr addrspace(1) %2, i64 %444
  %446 = sext i32 %220 to i64
  %447 = getelementptr bfloat, ptr addrspace(1) %2, i64 %446
  %448 = sext i32 %219 to i64
  %449 = getelementptr bfloat, ptr addrspace(1) %2, i64 %448
  %450 = sext i32 %218 to i64
  %451 = getelementptr bfloat, ptr addrspace(1) %2, i64 %450
  %452 = sext i32 %217 to i64
  %453 = getelementptr bfloat, ptr addrspace(1) %2, i64 %452
  %454 = sext i32 %216 to i64
  %455 = getelementptr bfloat, ptr addrspace(1) %2, i64 %454
  %456 = sext i32 %215 to i64
  %457 = getelementptr bfloat, ptr addrspace(1) %2, i64 %456
  %458 = zext i1 %246 to i32
  %459 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %435, i32 %458, i16 0) #6
  store i16 %459, ptr addrspace(3) %434, align 16
  %460 = getelementptr i8, ptr addrspace(3) %434, i64 2
  %461 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %457, i32 %458, i16 0) #6
  store i16 %461, ptr addrspace(3) %460, align 2
  %462 = getelementptr i8, ptr addrspace(3) %434, i64 4
  %463 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %455, i32 %458, i16 0) #6
  store i16 %463, ptr addrspace(3) %462, align 4
  %464 = getelementptr i8, ptr addrspace(3) %434, i64 6
  %465 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %453, i32 %458, i16 0) #6
  store i16 %465, ptr addrspace(3) %464, align 2
  %466 = getelementptr i8, ptr addrspace(3) %434, i64 8
  %467 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %451, i32 %458, i16 0) #6
  store i16 %467, ptr addrspace(3) %466, align 8
  %468 = getelementptr i8, ptr addrspace(3) %434, i64 10
  %469 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %449, i32 %458, i16 0) #6
  store i16 %469, ptr addrspace(3) %468, align 2
  %470 = getelementptr i8, ptr addrspace(3) %434, i64 12
  %471 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %447, i32 %458, i16 0) #6
  store i16 %471, ptr addrspace(3) %470, align 4
  %472 = getelementptr i8, ptr addrspace(3) %434, i64 14
  %473 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %445, i32 %458, i16 0) #6
  store i16 %473, ptr addrspace(3) %472, align 2
  br label %474

474:                                              ; preds = %440, %443
  %475 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 24576), i64 %301
  %476 = getelementptr bfloat, ptr addrspace(1) %2, i64 %303
  %477 = ptrtoint ptr addrspace(1) %476 to i64
  %478 = and i64 %477, 15
  %479 = icmp eq i64 %478, 0
  %480 = and i1 %247, %479
  br i1 %480, label %481, label %484

481:                                              ; preds = %474
  %482 = ptrtoint ptr addrspace(3) %475 to i64
  %483 = trunc i64 %482 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;", "r,l,~{memory}"(i32 %483, ptr addrspace(1) %476) #6
  br label %515

484:                                              ; preds = %474
  %485 = sext i32 %229 to i64
  %486 = getelementptr bfloat, ptr addrspace(1) %2, i64 %485
  %487 = sext i32 %228 to i64
  %488 = getelementptr bfloat, ptr addrspace(1) %2, i64 %487
  %489 = sext i32 %227 to i64
  %490 = getelementptr bfloat, ptr addrspace(1) %2, i64 %489
  %491 = sext i32 %226 to i64
  %492 = getelementptr bfloat, ptr addrspace(1) %2, i64 %491
  %493 = sext i32 %225 to i64
  %494 = getelementptr bfloat, ptr addrspace(1) %2, i64 %493
  %495 = sext i32 %224 to i64
  %496 = getelementptr bfloat, ptr addrspace(1) %2, i64 %495
  %497 = sext i32 %223 to i64
  %498 = getelementptr bfloat, ptr addrspace(1) %2, i64 %497
  %499 = zext i1 %247 to i32
  %500 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %476, i32 %499, i16 0) #6
  store i16 %500, ptr addrspace(3) %475, align 16
  %501 = getelementptr i8, ptr addrspace(3) %475, i64 2
  %502 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %498, i32 %499, i16 0) #6
  store i16 %502, ptr addrspace(3) %501, align 2
  %503 = getelementptr i8, ptr addrspace(3) %475, i64 4
  %504 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %496, i32 %499, i16 0) #6
  store i16 %504, ptr addrspace(3) %503, align 4
  %505 = getelementptr i8, ptr addrspace(3) %475, i64 6
  %506 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %494, i32 %499, i16 0) #6
  store i16 %506, ptr addrspace(3) %505, align 2
  %507 = getelementptr i8, ptr addrspace(3) %475, i64 8
  %508 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %492, i32 %499, i16 0) #6
  store i16 %508, ptr addrspace(3) %507, align 8
  %509 = getelementptr i8, ptr addrspace(3) %475, i64 10
  %510 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %490, i32 %499, i16 0) #6
  store i16 %510, ptr addrspace(3) %509, align 2
  %511 = getelementptr i8, ptr addrspace(3) %475, i64 12
  %512 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %488, i32 %499, i16 0) #6
  store i16 %512, ptr addrspace(3) %511, align 4
  %513 = getelementptr i8, ptr addrspace(3) %475, i64 14
  %514 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %486, i32 %499, i16 0) #6
  store i16 %514, ptr addrspace(3) %513, align 2
  br label %515

515:                                              ; preds = %481, %484
  %516 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 24576), i64 %346
  %517 = getelementptr bfloat, ptr addrspace(1) %2, i64 %348
  %518 = ptrtoint ptr addrspace(1) %517 to i64
  %519 = and i64 %518, 15
  %520 = icmp eq i64 %519, 0
  %521 = and i1 %248, %520
  br i1 %521, label %522, label %525

522:                                              ; preds = %515
  %523 = ptrtoint ptr addrspace(3) %516 to i64
  %524 = trunc i64 %523 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;", "r,l,~{memory}"(i32 %524, ptr addrspace(1) %517) #6
  br label %556

525:                                              ; preds = %515
  %526 = sext i32 %237 to i64
  %527 = getelementptr bfloat, ptr addrspace(1) %2, i64 %526
  %528 = sext i32 %236 to i64
  %529 = getelementptr bfloat, ptr addrspace(1) %2, i64 %528
  %530 = sext i32 %235 to i64
  %531 = getelementptr bfloat, ptr addrspace(1) %2, i64 %530
  %532 = sext i32 %234 to i64
  %533 = getelementptr bfloat, ptr addrspace(1) %2, i64 %532
  %534 = sext i32 %233 to i64
  %535 = getelementptr bfloat, ptr addrspace(1) %2, i64 %534
  %536 = sext i32 %232 to i64
  %537 = getelementptr bfloat, ptr addrspace(1) %2, i64 %536
  %538 = sext i32 %231 to i64
  %539 = getelementptr bfloat, ptr addrspace(1) %2, i64 %538
  %540 = zext i1 %248 to i32
  %541 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %517, i32 %540, i16 0) #6
  store i16 %541, ptr addrspace(3) %516, align 16
  %542 = getelementptr i8, ptr addrspace(3) %516, i64 2
  %543 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %539, i32 %540, i16 0) #6
  store i16 %543, ptr addrspace(3) %542, align 2
  %544 = getelementptr i8, ptr addrspace(3) %516, i64 4
  %545 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %537, i32 %540, i16 0) #6
  store i16 %545, ptr addrspace(3) %544, align 4
  %546 = getelementptr i8, ptr addrspace(3) %516, i64 6
  %547 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %535, i32 %540, i16 0) #6
  store i16 %547, ptr addrspace(3) %546, align 2
  %548 = getelementptr i8, ptr addrspace(3) %516, i64 8
  %549 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %533, i32 %540, i16 0) #6
  store i16 %549, ptr addrspace(3) %548, align 8
  %550 = getelementptr i8, ptr addrspace(3) %516, i64 10
  %551 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %531, i32 %540, i16 0) #6
  store i16 %551, ptr addrspace(3) %550, align 2
  %552 = getelementptr i8, ptr addrspace(3) %516, i64 12
  %553 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %529, i32 %540, i16 0) #6
  store i16 %553, ptr addrspace(3) %552, align 4
  %554 = getelementptr i8, ptr addrspace(3) %516, i64 14
  %555 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %527, i32 %540, i16 0) #6
  store i16 %555, ptr addrspace(3) %554, align 2
  br label %556

556:                                              ; preds = %522, %525
  %557 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 24576), i64 %391
  %558 = getelementptr bfloat, ptr addrspace(1) %2, i64 %393
  %559 = ptrtoint ptr addrspace(1) %558 to i64
  %560 = and i64 %559, 15
  %561 = icmp eq i64 %560, 0
  %562 = and i1 %249, %561
  br i1 %562, label %563, label %566

563:                                              ; preds = %556
  %564 = ptrtoint ptr addrspace(3) %557 to i64
  %565 = trunc i64 %564 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;", "r,l,~{memory}"(i32 %565, ptr addrspace(1) %558) #6
  br label %597

566:                                              ; preds = %556
  %567 = sext i32 %245 to i64
  %568 = getelementptr bfloat, ptr addrspace(1) %2, i64 %567
  %569 = sext i32 %244 to i64
  %570 = getelementptr bfloat, ptr addrspace(1) %2, i64 %569
  %571 = sext i32 %243 to i64
  %572 = getelementptr bfloat, ptr addrspace(1) %2, i64 %571
  %573 = sext i32 %242 to i64
  %574 = getelementptr bfloat, ptr addrspace(1) %2, i64 %573
  %575 = sext i32 %241 to i64
  %576 = getelementptr bfloat, ptr addrspace(1) %2, i64 %575
  %577 = sext i32 %240 to i64
  %578 = getelementptr bfloat, ptr addrspace(1) %2, i64 %577
  %579 = sext i32 %239 to i64
  %580 = getelementptr bfloat, ptr addrspace(1) %2, i64 %579
  %581 = zext i1 %249 to i32
  %582 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %558, i32 %581, i16 0) #6
  store i16 %582, ptr addrspace(3) %557, align 16
  %583 = getelementptr i8, ptr addrspace(3) %557, i64 2
  %584 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %580, i32 %581, i16 0) #6
  store i16 %584, ptr addrspace(3) %583, align 2
  %585 = getelementptr i8, ptr addrspace(3) %557, i64 4
  %586 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %578, i32 %581, i16 0) #6
  store i16 %586, ptr addrspace(3) %585, align 4
  %587 = getelementptr i8, ptr addrspace(3) %557, i64 6
  %588 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %576, i32 %581, i16 0) #6
  store i16 %588, ptr addrspace(3) %587, align 2
  %589 = getelementptr i8, ptr addrspace(3) %557, i64 8
  %590 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %574, i32 %581, i16 0) #6
  store i16 %590, ptr addrspace(3) %589, align 8
  %591 = getelementptr i8, ptr addrspace(3) %557, i64 10
  %592 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %572, i32 %581, i16 0) #6
  store i16 %592, ptr addrspace(3) %591, align 2
  %593 = getelementptr i8, ptr addrspace(3) %557, i64 12
  %594 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %570, i32 %581, i16 0) #6
  store i16 %594, ptr addrspace(3) %593, align 4
  %595 = getelementptr i8, ptr addrspace(3) %557, i64 14
  %596 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %568, i32 %581, i16 0) #6
  store i16 %596, ptr addrspace(3) %595, align 2
  br label %597

597:                                              ; preds = %563, %566
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #6
  %598 = icmp sgt i32 %4, 64
  %599 = or disjoint i32 %15, 64
  %600 = add i32 %11, %599
  %601 = shl i32 %600, 6
  %602 = shl nuw nsw i32 %15, 6
  %603 = or disjoint i32 %602, 4096
  %604 = add i32 %603, %12
  %605 = or disjoint i32 %15, 80
  %606 = add i32 %11, %605
  %607 = shl i32 %606, 6
  %608 = or disjoint i32 %15, 96
  %609 = add i32 %11, %608
  %610 = shl i32 %609, 6
  %611 = or disjoint i32 %15, 112
  %612 = add i32 %11, %611
  %613 = shl i32 %612, 6
  %614 = or disjoint i32 %601, %31
  %615 = or disjoint i32 %604, %32
  %616 = or disjoint i32 %604, %33
  %617 = or disjoint i32 %604, %34
  %618 = or disjoint i32 %604, %35
  %619 = or disjoint i32 %604, %36
  %620 = or disjoint i32 %604, %37
  %621 = or disjoint i32 %604, %38
  %622 = or disjoint i32 %607, %31
  %623 = or disjoint i32 %8, 5121
  %624 = add i32 %623, %12
  %625 = or disjoint i32 %8, 5122
  %626 = add i32 %625, %12
  %627 = or disjoint i32 %8, 5123
  %628 = add i32 %627, %12
  %629 = or disjoint i32 %8, 5124
  %630 = add i32 %629, %12
  %631 = or disjoint i32 %8, 5125
  %632 = add i32 %631, %12
  %633 = or disjoint i32 %8, 5126
  %634 = add i32 %633, %12
  %635 = or disjoint i32 %8, 5127
  %636 = add i32 %635, %12
  %637 = or disjoint i32 %610, %31
  %638 = or disjoint i32 %8, 6145
  %639 = add i32 %638, %12
  %640 = or disjoint i32 %8, 6146
  %641 = add i32 %640, %12
  %642 = or disjoint i32 %8, 6147
  %643 = add i32 %642, %12
  %644 = or disjoint i32 %8, 6148
  %645 = add i32 %644, %12
  %646 = or disjoint i32 %8, 6149
  %647 = add i32 %646, %12
  %648 = or disjoint i32 %8, 6150
  %649 = add i32 %648, %12
  %650 = or disjoint i32 %8, 6151
  %651 = add i32 %650, %12
  %652 = or disjoint i32 %613, %31
  %653 = or disjoint i32 %8, 7169
  %654 = add i32 %653, %12
  %655 = or disjoint i32 %8, 7170
  %656 = add i32 %655, %12
  %657 = or disjoint i32 %8, 7171
  %658 = add i32 %657, %12
  %659 = or disjoint i32 %8, 7172
  %660 = add i32 %659, %12
  %661 = or disjoint i32 %8, 7173
  %662 = add i32 %661, %12
  %663 = or disjoint i32 %8, 7174
  %664 = add i32 %663, %12
  %665 = or disjoint i32 %8, 7175
  %666 = add i32 %665, %12
  %667 = icmp slt i32 %599, %4
  %668 = icmp slt i32 %605, %4
  %669 = icmp slt i32 %608, %4
  %670 = icmp slt i32 %611, %4
  %671 = and i1 %667, %598
  %672 = and i1 %668, %598
  %673 = and i1 %669, %598
  %674 = and i1 %670, %598
  %675 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 8192), i64 %256
  %676 = sext i32 %614 to i64
  %677 = getelementptr bfloat, ptr addrspace(1) %1, i64 %676
  %678 = ptrtoint ptr addrspace(1) %677 to i64
  %679 = and i64 %678, 15
  %680 = icmp eq i64 %679, 0
  %681 = and i1 %671, %680
  br i1 %681, label %682, label %685

682:                                              ; preds = %597
  %683 = ptrtoint ptr addrspace(3) %675 to i64
  %684 = trunc i64 %683 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;", "r,l,~{memory}"(i32 %684, ptr addrspace(1) %677) #6
  br label %716

685:                                              ; preds = %597
  %686 = sext i32 %621 to i64
  %687 = getelementptr bfloat, ptr addrspace(1) %1, i64 %686
  %688 = sext i32 %620 to i64
  %689 = getelementptr bfloat, ptr addrspace(1) %1, i64 %688
  %690 = sext i32 %619 to i64
  %691 = getelementptr bfloat, ptr addrspace(1) %1, i64 %690
  %692 = sext i32 %618 to i64
  %693 = getelementptr bfloat, ptr addrspace(1) %1, i64 %692
  %694 = sext i32 %617 to i64
  %695 = getelementptr bfloat, ptr addrspace(1) %1, i64 %694
  %696 = sext i32 %616 to i64
  %697 = getelementptr bfloat, ptr addrspace(1) %1, i64 %696
  %698 = sext i32 %615 to i64
  %699 = getelementptr bfloat, ptr addrspace(1) %1, i64 %698
  %700 = zext i1 %671 to i32
  %701 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %677, i32 %700, i16 0) #6
  store i16 %701, ptr addrspace(3) %675, align 16
  %702 = getelementptr i8, ptr addrspace(3) %675, i64 2
  %703 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %699, i32 %700, i16 0) #6
  store i16 %703, ptr addrspace(3) %702, align 2
  %704 = getelementptr i8, ptr addrspace(3) %675, i64 4
  %705 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %697, i32 %700, i16 0) #6
  store i16 %705, ptr addrspace(3) %704, align 4
  %706 = getelementptr i8, ptr addrspace(3) %675, i64 6
  %707 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %695, i32 %700, i16 0) #6
  store i16 %707, ptr addrspace(3) %706, align 2
  %708 = getelementptr i8, ptr addrspace(3) %675, i64 8
  %709 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %693, i32 %700, i16 0) #6
  store i16 %709, ptr addrspace(3) %708, align 8
  %710 = getelementptr i8, ptr addrspace(3) %675, i64 10
  %711 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %691, i32 %700, i16 0) #6
  store i16 %711, ptr addrspace(3) %710, align 2
  %712 = getelementptr i8, ptr addrspace(3) %675, i64 12
  %713 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %689, i32 %700, i16 0) #6
  store i16 %713, ptr addrspace(3) %712, align 4
  %714 = getelementptr i8, ptr addrspace(3) %675, i64 14
  %715 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %687, i32 %700, i16 0) #6
  store i16 %715, ptr addrspace(3) %714, align 2
  br label %716

716:                                              ; preds = %682, %685
  %717 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 8192), i64 %301
  %718 = sext i32 %622 to i64
  %719 = getelementptr bfloat, ptr addrspace(1) %1, i64 %718
  %720 = ptrtoint ptr addrspace(1) %719 to i64
  %721 = and i64 %720, 15
  %722 = icmp eq i64 %721, 0
  %723 = and i1 %672, %722
  br i1 %723, label %724, label %727

724:                                              ; preds = %716
  %725 = ptrtoint ptr addrspace(3) %717 to i64
  %726 = trunc i64 %725 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;", "r,l,~{memory}"(i32 %726, ptr addrspace(1) %719) #6
  br label %758

727:                                              ; preds = %716
  %728 = sext i32 %636 to i64
  %729 = getelementptr bfloat, ptr addrspace(1) %1, i64 %728
  %730 = sext i32 %634 to i64
  %731 = getelementptr bfloat, ptr addrspace(1) %1, i64 %730
  %732 = sext i32 %632 to i64
  %733 = getelementptr bfloat, ptr addrspace(1) %1, i64 %732
  %734 = sext i32 %630 to i64
  %735 = getelementptr bfloat, ptr addrspace(1) %1, i64 %734
  %736 = sext i32 %628 to i64
  %737 = getelementptr bfloat, ptr addrspace(1) %1, i64 %736
  %738 = sext i32 %626 to i64
  %739 = getelementptr bfloat, ptr addrspace(1) %1, i64 %738
  %740 = sext i32 %624 to i64
  %741 = getelementptr bfloat, ptr addrspace(1) %1, i64 %740
  %742 = zext i1 %672 to i32
  %743 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %719, i32 %742, i16 0) #6
  store i16 %743, ptr addrspace(3) %717, align 16
  %744 = getelementptr i8, ptr addrspace(3) %717, i64 2
  %745 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %741, i32 %742, i16 0) #6
  store i16 %745, ptr addrspace(3) %744, align 2
  %746 = getelementptr i8, ptr addrspace(3) %717, i64 4
  %747 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %739, i32 %742, i16 0) #6
  store i16 %747, ptr addrspace(3) %746, align 4
  %748 = getelementptr i8, ptr addrspace(3) %717, i64 6
  %749 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %737, i32 %742, i16 0) #6
  store i16 %749, ptr addrspace(3) %748, align 2
  %750 = getelementptr i8, ptr addrspace(3) %717, i64 8
  %751 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %735, i32 %742, i16 0) #6
  store i16 %751, ptr addrspace(3) %750, align 8
  %752 = getelementptr i8, ptr addrspace(3) %717, i64 10
  %753 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %733, i32 %742, i16 0) #6
  store i16 %753, ptr addrspace(3) %752, align 2
  %754 = getelementptr i8, ptr addrspace(3) %717, i64 12
  %755 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %731, i32 %742, i16 0) #6
  store i16 %755, ptr addrspace(3) %754, align 4
  %756 = getelementptr i8, ptr addrspace(3) %717, i64 14
  %757 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %729, i32 %742, i16 0) #6
  store i16 %757, ptr addrspace(3) %756, align 2
  br label %758

758:                                              ; preds = %724, %727
  %759 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 8192), i64 %346
  %760 = sext i32 %637 to i64
  %761 = getelementptr bfloat, ptr addrspace(1) %1, i64 %760
  %762 = ptrtoint ptr addrspace(1) %761 to i64
  %763 = and i64 %762, 15
  %764 = icmp eq i64 %763, 0
  %765 = and i1 %673, %764
  br i1 %765, label %766, label %769

766:                                              ; preds = %758
  %767 = ptrtoint ptr addrspace(3) %759 to i64
  %768 = trunc i64 %767 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;", "r,l,~{memory}"(i32 %768, ptr addrspace(1) %761) #6
  br label %800

769:                                              ; preds = %758
  %770 = sext i32 %651 to i64
  %771 = getelementptr bfloat, ptr addrspace(1) %1, i64 %770
  %772 = sext i32 %649 to i64
  %773 = getelementptr bfloat, ptr addrspace(1) %1, i64 %772
  %774 = sext i32 %647 to i64
  %775 = getelementptr bfloat, ptr addrspace(1) %1, i64 %774
  %776 = sext i32 %645 to i64
  %777 = getelementptr bfloat, ptr addrspace(1) %1, i64 %776
  %778 = sext i32 %643 to i64
  %779 = getelementptr bfloat, ptr addrspace(1) %1, i64 %778
  %780 = sext i32 %641 to i64
  %781 = getelementptr bfloat, ptr addrspace(1) %1, i64 %780
  %782 = sext i32 %639 to i64
  %783 = getelementptr bfloat, ptr addrspace(1) %1, i64 %782
  %784 = zext i1 %673 to i32
  %785 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %761, i32 %784, i16 0) #6
  store i16 %785, ptr addrspace(3) %759, align 16
  %786 = getelementptr i8, ptr addrspace(3) %759, i64 2
  %787 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %783, i32 %784, i16 0) #6
  store i16 %787, ptr addrspace(3) %786, align 2
  %788 = getelementptr i8, ptr addrspace(3) %759, i64 4
  %789 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %781, i32 %784, i16 0) #6
  store i16 %789, ptr addrspace(3) %788, align 4
  %790 = getelementptr i8, ptr addrspace(3) %759, i64 6
  %791 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %779, i32 %784, i16 0) #6
  store i16 %791, ptr addrspace(3) %790, align 2
  %792 = getelementptr i8, ptr addrspace(3) %759, i64 8
  %793 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %777, i32 %784, i16 0) #6
  store i16 %793, ptr addrspace(3) %792, align 8
  %794 = getelementptr i8, ptr addrspace(3) %759, i64 10
  %795 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %775, i32 %784, i16 0) #6
  store i16 %795, ptr addrspace(3) %794, align 2
  %796 = getelementptr i8, ptr addrspace(3) %759, i64 12
  %797 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %773, i32 %784, i16 0) #6
  store i16 %797, ptr addrspace(3) %796, align 4
  %798 = getelementptr i8, ptr addrspace(3) %759, i64 14
  %799 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %771, i32 %784, i16 0) #6
  store i16 %799, ptr addrspace(3) %798, align 2
  br label %800

800:                                              ; preds = %766, %769
  %801 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 8192), i64 %391
  %802 = sext i32 %652 to i64
  %803 = getelementptr bfloat, ptr addrspace(1) %1, i64 %802
  %804 = ptrtoint ptr addrspace(1) %803 to i64
  %805 = and i64 %804, 15
  %806 = icmp eq i64 %805, 0
  %807 = and i1 %674, %806
  br i1 %807, label %808, label %811

808:                                              ; preds = %800
  %809 = ptrtoint ptr addrspace(3) %801 to i64
  %810 = trunc i64 %809 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;", "r,l,~{memory}"(i32 %810, ptr addrspace(1) %803) #6
  br label %842

811:                                              ; preds = %800
  %812 = sext i32 %666 to i64
  %813 = getelementptr bfloat, ptr addrspace(1) %1, i64 %812
  %814 = sext i32 %664 to i64
  %815 = getelementptr bfloat, ptr addrspace(1) %1, i64 %814
  %816 = sext i32 %662 to i64
  %817 = getelementptr bfloat, ptr addrspace(1) %1, i64 %816
  %818 = sext i32 %660 to i64
  %819 = getelementptr bfloat, ptr addrspace(1) %1, i64 %818
  %820 = sext i32 %658 to i64
  %821 = getelementptr bfloat, ptr addrspace(1) %1, i64 %820
  %822 = sext i32 %656 to i64
  %823 = getelementptr bfloat, ptr addrspace(1) %1, i64 %822
  %824 = sext i32 %654 to i64
  %825 = getelementptr bfloat, ptr addrspace(1) %1, i64 %824
  %826 = zext i1 %674 to i32
  %827 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %803, i32 %826, i16 0) #6
  store i16 %827, ptr addrspace(3) %801, align 16
  %828 = getelementptr i8, ptr addrspace(3) %801, i64 2
  %829 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %825, i32 %826, i16 0) #6
  store i16 %829, ptr addrspace(3) %828, align 2
  %830 = getelementptr i8, ptr addrspace(3) %801, i64 4
  %831 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %823, i32 %826, i16 0) #6
  store i16 %831, ptr addrspace(3) %830, align 4
  %832 = getelementptr i8, ptr addrspace(3) %801, i64 6
  %833 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %821, i32 %826, i16 0) #6
  store i16 %833, ptr addrspace(3) %832, align 2
  %834 = getelementptr i8, ptr addrspace(3) %801, i64 8
  %835 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %819, i32 %826, i16 0) #6
  store i16 %835, ptr addrspace(3) %834, align 8
  %836 = getelementptr i8, ptr addrspace(3) %801, i64 10
  %837 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %817, i32 %826, i16 0) #6
  store i16 %837, ptr addrspace(3) %836, align 2
  %838 = getelementptr i8, ptr addrspace(3) %801, i64 12
  %839 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %815, i32 %826, i16 0) #6
  store i16 %839, ptr addrspace(3) %838, align 4
  %840 = getelementptr i8, ptr addrspace(3) %801, i64 14
  %841 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %813, i32 %826, i16 0) #6
  store i16 %841, ptr addrspace(3) %840, align 2
  br label %842

842:                                              ; preds = %808, %811
  %843 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 32768), i64 %256
  %844 = getelementptr bfloat, ptr addrspace(1) %2, i64 %676
  %845 = ptrtoint ptr addrspace(1) %844 to i64
  %846 = and i64 %845, 15
  %847 = icmp eq i64 %846, 0
  %848 = and i1 %671, %847
  br i1 %848, label %849, label %852

849:                                              ; preds = %842
  %850 = ptrtoint ptr addrspace(3) %843 to i64
  %851 = trunc i64 %850 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;", "r,l,~{memory}"(i32 %851, ptr addrspace(1) %844) #6
  br label %883

852:                                              ; preds = %842
  %853 = sext i32 %621 to i64
  %854 = getelementptr bfloat, ptr addrspace(1) %2, i64 %853
  %855 = sext i32 %620 to i64
  %856 = getelementptr bfloat, ptr addrspace(1) %2, i64 %855
  %857 = sext i32 %619 to i64
  %858 = getelementptr bfloat, ptr addrspace(1) %2, i64 %857
  %859 = sext i32 %618 to i64
  %860 = getelementptr bfloat, ptr addrspace(1) %2, i64 %859
  %861 = sext i32 %617 to i64
  %862 = getelementptr bfloat, ptr addrspace(1) %2, i64 %861
  %863 = sext i32 %616 to i64
  %864 = getelementptr bfloat, ptr addrspace(1) %2, i64 %863
  %865 = sext i32 %615 to i64
  %866 = getelementptr bfloat, ptr addrspace(1) %2, i64 %865
  %867 = zext i1 %671 to i32
  %868 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %844, i32 %867, i16 0) #6
  store i16 %868, ptr addrspace(3) %843, align 16
  %869 = getelementptr i8, ptr addrspace(3) %843, i64 2
  %870 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %866, i32 %867, i16 0) #6
  store i16 %870, ptr addrspace(3) %869, align 2
  %871 = getelementptr i8, ptr addrspace(3) %843, i64 4
  %872 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %864, i32 %867, i16 0) #6
  store i16 %872, ptr addrspace(3) %871, align 4
  %873 = getelementptr i8, ptr addrspace(3) %843, i64 6
  %874 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %862, i32 %867, i16 0) #6
  store i16 %874, ptr addrspace(3) %873, align 2
  %875 = getelementptr i8, ptr addrspace(3) %843, i64 8
  %876 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %860, i32 %867, i16 0) #6
  store i16 %876, ptr addrspace(3) %875, align 8
  %877 = getelementptr i8, ptr addrspace(3) %843, i64 10
  %878 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %858, i32 %867, i16 0) #6
  store i16 %878, ptr addrspace(3) %877, align 2
  %879 = getelementptr i8, ptr addrspace(3) %843, i64 12
  %880 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %856, i32 %867, i16 0) #6
  store i16 %880, ptr addrspace(3) %879, align 4
  %881 = getelementptr i8, ptr addrspace(3) %843, i64 14
  %882 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %854, i32 %867, i16 0) #6
  store i16 %882, ptr addrspace(3) %881, align 2
  br label %883

883:                                              ; preds = %849, %852
  %884 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 32768), i64 %301
  %885 = getelementptr bfloat, ptr addrspace(1) %2, i64 %718
  %886 = ptrtoint ptr addrspace(1) %885 to i64
  %887 = and i64 %886, 15
  %888 = icmp eq i64 %887, 0
  %889 = and i1 %672, %888
  br i1 %889, label %890, label %893

890:                                              ; preds = %883
  %891 = ptrtoint ptr addrspace(3) %884 to i64
  %892 = trunc i64 %891 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;", "r,l,~{memory}"(i32 %892, ptr addrspace(1) %885) #6
  br label %924

893:                                              ; preds = %883
  %894 = sext i32 %636 to i64
  %895 = getelementptr bfloat, ptr addrspace(1) %2, i64 %894
  %896 = sext i32 %634 to i64
  %897 = getelementptr bfloat, ptr addrspace(1) %2, i64 %896
  %898 = sext i32 %632 to i64
  %899 = getelementptr bfloat, ptr addrspace(1) %2, i64 %898
  %900 = sext i32 %630 to i64
  %901 = getelementptr bfloat, ptr addrspace(1) %2, i64 %900
  %902 = sext i32 %628 to i64
  %903 = getelementptr bfloat, ptr addrspace(1) %2, i64 %902
  %904 = sext i32 %626 to i64
  %905 = getelementptr bfloat, ptr addrspace(1) %2, i64 %904
  %906 = sext i32 %624 to i64
  %907 = getelementptr bfloat, ptr addrspace(1) %2, i64 %906
  %908 = zext i1 %672 to i32
  %909 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %885, i32 %908, i16 0) #6
  store i16 %909, ptr addrspace(3) %884, align 16
  %910 = getelementptr i8, ptr addrspace(3) %884, i64 2
  %911 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %907, i32 %908, i16 0) #6
  store i16 %911, ptr addrspace(3) %910, align 2
  %912 = getelementptr i8, ptr addrspace(3) %884, i64 4
  %913 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %905, i32 %908, i16 0) #6
  store i16 %913, ptr addrspace(3) %912, align 4
  %914 = getelementptr i8, ptr addrspace(3) %884, i64 6
  %915 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %903, i32 %908, i16 0) #6
  store i16 %915, ptr addrspace(3) %914, align 2
  %916 = getelementptr i8, ptr addrspace(3) %884, i64 8
  %917 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %901, i32 %908, i16 0) #6
  store i16 %917, ptr addrspace(3) %916, align 8
  %918 = getelementptr i8, ptr addrspace(3) %884, i64 10
  %919 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %899, i32 %908, i16 0) #6
  store i16 %919, ptr addrspace(3) %918, align 2
  %920 = getelementptr i8, ptr addrspace(3) %884, i64 12
  %921 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %897, i32 %908, i16 0) #6
  store i16 %921, ptr addrspace(3) %920, align 4
  %922 = getelementptr i8, ptr addrspace(3) %884, i64 14
  %923 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %895, i32 %908, i16 0) #6
  store i16 %923, ptr addrspace(3) %922, align 2
  br label %924

924:                                              ; preds = %890, %893
  %925 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 32768), i64 %346
  %926 = getelementptr bfloat, ptr addrspace(1) %2, i64 %760
  %927 = ptrtoint ptr addrspace(1) %926 to i64
  %928 = and i64 %927, 15
  %929 = icmp eq i64 %928, 0
  %930 = and i1 %673, %929
  br i1 %930, label %931, label %934

931:                                              ; preds = %924
  %932 = ptrtoint ptr addrspace(3) %925 to i64
  %933 = trunc i64 %932 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;", "r,l,~{memory}"(i32 %933, ptr addrspace(1) %926) #6
  br label %965

934:                                              ; preds = %924
  %935 = sext i32 %651 to i64
  %936 = getelementptr bfloat, ptr addrspace(1) %2, i64 %935
  %937 = sext i32 %649 to i64
  %938 = getelementptr bfloat, ptr addrspace(1) %2, i64 %937
  %939 = sext i32 %647 to i64
  %940 = getelementptr bfloat, ptr addrspace(1) %2, i64 %939
  %941 = sext i32 %645 to i64
  %942 = getelementptr bfloat, ptr addrspace(1) %2, i64 %941
  %943 = sext i32 %643 to i64
  %944 = getelementptr bfloat, ptr addrspace(1) %2, i64 %943
  %945 = sext i32 %641 to i64
  %946 = getelementptr bfloat, ptr addrspace(1) %2, i64 %945
  %947 = sext i32 %639 to i64
  %948 = getelementptr bfloat, ptr addrspace(1) %2, i64 %947
  %949 = zext i1 %673 to i32
  %950 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %926, i32 %949, i16 0) #6
  store i16 %950, ptr addrspace(3) %925, align 16
  %951 = getelementptr i8, ptr addrspace(3) %925, i64 2
  %952 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %948, i32 %949, i16 0) #6
  store i16 %952, ptr addrspace(3) %951, align 2
  %953 = getelementptr i8, ptr addrspace(3) %925, i64 4
  %954 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %946, i32 %949, i16 0) #6
  store i16 %954, ptr addrspace(3) %953, align 4
  %955 = getelementptr i8, ptr addrspace(3) %925, i64 6
  %956 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %944, i32 %949, i16 0) #6
  store i16 %956, ptr addrspace(3) %955, align 2
  %957 = getelementptr i8, ptr addrspace(3) %925, i64 8
  %958 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %942, i32 %949, i16 0) #6
  store i16 %958, ptr addrspace(3) %957, align 8
  %959 = getelementptr i8, ptr addrspace(3) %925, i64 10
  %960 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %940, i32 %949, i16 0) #6
  store i16 %960, ptr addrspace(3) %959, align 2
  %961 = getelementptr i8, ptr addrspace(3) %925, i64 12
  %962 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %938, i32 %949, i16 0) #6
  store i16 %962, ptr addrspace(3) %961, align 4
  %963 = getelementptr i8, ptr addrspace(3) %925, i64 14
  %964 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %936, i32 %949, i16 0) #6
  store i16 %964, ptr addrspace(3) %963, align 2
  br label %965

965:                                              ; preds = %931, %934
  %966 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 32768), i64 %391
  %967 = getelementptr bfloat, ptr addrspace(1) %2, i64 %802
  %968 = ptrtoint ptr addrspace(1) %967 to i64
  %969 = and i64 %968, 15
  %970 = icmp eq i64 %969, 0
  %971 = and i1 %674, %970
  br i1 %971, label %972, label %975

972:                                              ; preds = %965
  %973 = ptrtoint ptr addrspace(3) %966 to i64
  %974 = trunc i64 %973 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;", "r,l,~{memory}"(i32 %974, ptr addrspace(1) %967) #6
  br label %1006

975:                                              ; preds = %965
  %976 = sext i32 %666 to i64
  %977 = getelementptr bfloat, ptr addrspace(1) %2, i64 %976
  %978 = sext i32 %664 to i64
  %979 = getelementptr bfloat, ptr addrspace(1) %2, i64 %978
  %980 = sext i32 %662 to i64
  %981 = getelementptr bfloat, ptr addrspace(1) %2, i64 %980
  %982 = sext i32 %660 to i64
  %983 = getelementptr bfloat, ptr addrspace(1) %2, i64 %982
  %984 = sext i32 %658 to i64
  %985 = getelementptr bfloat, ptr addrspace(1) %2, i64 %984
  %986 = sext i32 %656 to i64
  %987 = getelementptr bfloat, ptr addrspace(1) %2, i64 %986
  %988 = sext i32 %654 to i64
  %989 = getelementptr bfloat, ptr addrspace(1) %2, i64 %988
  %990 = zext i1 %674 to i32
  %991 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %967, i32 %990, i16 0) #6
  store i16 %991, ptr addrspace(3) %966, align 16
  %992 = getelementptr i8, ptr addrspace(3) %966, i64 2
  %993 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %989, i32 %990, i16 0) #6
  store i16 %993, ptr addrspace(3) %992, align 2
  %994 = getelementptr i8, ptr addrspace(3) %966, i64 4
  %995 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %987, i32 %990, i16 0) #6
  store i16 %995, ptr addrspace(3) %994, align 4
  %996 = getelementptr i8, ptr addrspace(3) %966, i64 6
  %997 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %985, i32 %990, i16 0) #6
  store i16 %997, ptr addrspace(3) %996, align 2
  %998 = getelementptr i8, ptr addrspace(3) %966, i64 8
  %999 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %983, i32 %990, i16 0) #6
  store i16 %999, ptr addrspace(3) %998, align 8
  %1000 = getelementptr i8, ptr addrspace(3) %966, i64 10
  %1001 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %981, i32 %990, i16 0) #6
  store i16 %1001, ptr addrspace(3) %1000, align 2
  %1002 = getelementptr i8, ptr addrspace(3) %966, i64 12
  %1003 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %979, i32 %990, i16 0) #6
  store i16 %1003, ptr addrspace(3) %1002, align 4
  %1004 = getelementptr i8, ptr addrspace(3) %966, i64 14
  %1005 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %977, i32 %990, i16 0) #6
  store i16 %1005, ptr addrspace(3) %1004, align 2
  br label %1006

1006:                                             ; preds = %972, %975
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1007 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %256
  %1008 = insertelement <4 x i16> poison, i16 %99, i64 0
  %1009 = insertelement <4 x i16> %1008, i16 %100, i64 1
  %1010 = insertelement <4 x i16> %1009, i16 %101, i64 2
  %1011 = insertelement <4 x i16> %1010, i16 %102, i64 3
  store <4 x i16> %1011, ptr addrspace(3) %1007, align 16
  %1012 = getelementptr i8, ptr addrspace(3) %1007, i64 8
  %1013 = insertelement <4 x i16> poison, i16 %103, i64 0
  %1014 = insertelement <4 x i16> %1013, i16 %104, i64 1
  %1015 = insertelement <4 x i16> %1014, i16 %105, i64 2
  %1016 = insertelement <4 x i16> %1015, i16 %106, i64 3
  store <4 x i16> %1016, ptr addrspace(3) %1012, align 8
  %1017 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %301
  %1018 = insertelement <4 x i16> poison, i16 %117, i64 0
  %1019 = insertelement <4 x i16> %1018, i16 %118, i64 1
  %1020 = insertelement <4 x i16> %1019, i16 %119, i64 2
  %1021 = insertelement <4 x i16> %1020, i16 %120, i64 3
  store <4 x i16> %1021, ptr addrspace(3) %1017, align 16
  %1022 = lshr i32 %46, 3
  %1023 = and i32 %171, 7
  %1024 = xor i32 %1022, %1023
  %1025 = shl nuw nsw i32 %171, 7
  %1026 = shl nuw nsw i32 %1024, 4
  %1027 = or disjoint i32 %1026, %1025
  %1028 = zext nneg i32 %1027 to i64
  %1029 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %1028
  %1030 = getelementptr i8, ptr addrspace(3) %1029, i64 8
  %1031 = insertelement <4 x i16> poison, i16 %121, i64 0
  %1032 = insertelement <4 x i16> %1031, i16 %122, i64 1
  %1033 = insertelement <4 x i16> %1032, i16 %123, i64 2
  %1034 = insertelement <4 x i16> %1033, i16 %124, i64 3
  store <4 x i16> %1034, ptr addrspace(3) %1030, align 8
  %1035 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %346
  %1036 = insertelement <4 x i16> poison, i16 %135, i64 0
  %1037 = insertelement <4 x i16> %1036, i16 %136, i64 1
  %1038 = insertelement <4 x i16> %1037, i16 %137, i64 2
  %1039 = insertelement <4 x i16> %1038, i16 %138, i64 3
  store <4 x i16> %1039, ptr addrspace(3) %1035, align 16
  %1040 = lshr i32 %60, 3
  %1041 = and i32 %188, 7
  %1042 = xor i32 %1040, %1041
  %1043 = shl nuw nsw i32 %188, 7
  %1044 = shl nuw nsw i32 %1042, 4
  %1045 = or disjoint i32 %1044, %1043
  %1046 = zext nneg i32 %1045 to i64
  %1047 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %1046
  %1048 = getelementptr i8, ptr addrspace(3) %1047, i64 8
  %1049 = insertelement <4 x i16> poison, i16 %139, i64 0
  %1050 = insertelement <4 x i16> %1049, i16 %140, i64 1
  %1051 = insertelement <4 x i16> %1050, i16 %141, i64 2
  %1052 = insertelement <4 x i16> %1051, i16 %142, i64 3
  store <4 x i16> %1052, ptr addrspace(3) %1048, align 8
  %1053 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %391
  %1054 = insertelement <4 x i16> poison, i16 %153, i64 0
  %1055 = insertelement <4 x i16> %1054, i16 %154, i64 1
  %1056 = insertelement <4 x i16> %1055, i16 %155, i64 2
  %1057 = insertelement <4 x i16> %1056, i16 %156, i64 3
  store <4 x i16> %1057, ptr addrspace(3) %1053, align 16
  %1058 = lshr i32 %74, 3
  %1059 = and i32 %205, 7
  %1060 = xor i32 %1058, %1059
  %1061 = shl nuw nsw i32 %205, 7
  %1062 = shl nuw nsw i32 %1060, 4
  %1063 = or disjoint i32 %1062, %1061
  %1064 = zext nneg i32 %1063 to i64
  %1065 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %1064
  %1066 = getelementptr i8, ptr addrspace(3) %1065, i64 8
  %1067 = insertelement <4 x i16> poison, i16 %157, i64 0
  %1068 = insertelement <4 x i16> %1067, i16 %158, i64 1
  %1069 = insertelement <4 x i16> %1068, i16 %159, i64 2
  %1070 = insertelement <4 x i16> %1069, i16 %160, i64 3
  store <4 x i16> %1070, ptr addrspace(3) %1066, align 8
  tail call void asm sideeffect "fence.proxy.async.shared::cta;", "~{memory}"() #6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1071 = icmp sgt i32 %4, 0
  br i1 %1071, label %.lr.ph, label %.._crit_edge_crit_edge

.._crit_edge_crit_edge:                           ; preds = %1006
  %.pre = shl nuw nsw i32 %7, 1
  %.pre125 = and i32 %.pre, 6
  br label %._crit_edge

.lr.ph:                                           ; preds = %1006
  %1072 = lshr exact i64 ptrtoint (ptr addrspace(3) @attention_smem to i64), 4
  %1073 = and i64 %1072, 16320
  %1074 = or disjoint i64 %1073, 4611686293305360384
  %1075 = lshr exact i64 ptrtoint (ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 32) to i64), 4
  %1076 = and i64 %1075, 16322
  %1077 = or disjoint i64 %1076, 4611686293305360384
  %1078 = lshr exact i64 ptrtoint (ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 64) to i64), 4
  %1079 = and i64 %1078, 16324
  %1080 = or disjoint i64 %1079, 4611686293305360384
  %1081 = lshr exact i64 ptrtoint (ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 96) to i64), 4
  %1082 = and i64 %1081, 16326
  %1083 = or disjoint i64 %1082, 4611686293305360384
  %1084 = shl nuw nsw i32 %7, 1
  %1085 = and i32 %1084, 6
  %1086 = add i32 %11, %171
  %1087 = add i32 %11, %188
  %1088 = add i32 %11, %205
  %1089 = add i32 %39, %12
  %1090 = add i32 %41, %12
  %1091 = add i32 %43, %12
  %1092 = add i32 %47, %12
  %1093 = add i32 %49, %12
  %1094 = add i32 %51, %12
  %1095 = add i32 %53, %12
  %1096 = add i32 %55, %12
  %1097 = add i32 %57, %12
  %1098 = add i32 %61, %12
  %1099 = add i32 %63, %12
  %1100 = add i32 %65, %12
  %1101 = add i32 %67, %12
  %1102 = add i32 %69, %12
  %1103 = add i32 %71, %12
  %1104 = add i32 %75, %12
  %1105 = add i32 %77, %12
  %1106 = add i32 %79, %12
  br label %1107

1107:                                             ; preds = %.lr.ph, %2291
  %1108 = phi float [ 0xFFF0000000000000, %.lr.ph ], [ %1480, %2291 ]
  %1109 = phi float [ 0xFFF0000000000000, %.lr.ph ], [ %1479, %2291 ]
  %1110 = phi float [ 0.000000e+00, %.lr.ph ], [ %1895, %2291 ]
  %1111 = phi float [ 0.000000e+00, %.lr.ph ], [ %1894, %2291 ]
  %1112 = phi float [ 0.000000e+00, %.lr.ph ], [ %1893, %2291 ]
  %1113 = phi float [ 0.000000e+00, %.lr.ph ], [ %1892, %2291 ]
  %1114 = phi float [ 0.000000e+00, %.lr.ph ], [ %1891, %2291 ]
  %1115 = phi float [ 0.000000e+00, %.lr.ph ], [ %1890, %2291 ]
  %1116 = phi float [ 0.000000e+00, %.lr.ph ], [ %1889, %2291 ]
  %1117 = phi float [ 0.000000e+00, %.lr.ph ], [ %1888, %2291 ]
  %1118 = phi float [ 0.000000e+00, %.lr.ph ], [ %1887, %2291 ]
  %1119 = phi float [ 0.000000e+00, %.lr.ph ], [ %1886, %2291 ]
  %1120 = phi float [ 0.000000e+00, %.lr.ph ], [ %1885, %2291 ]
  %1121 = phi float [ 0.000000e+00, %.lr.ph ], [ %1884, %2291 ]
  %1122 = phi float [ 0.000000e+00, %.lr.ph ], [ %1883, %2291 ]
  %1123 = phi float [ 0.000000e+00, %.lr.ph ], [ %1882, %2291 ]
  %1124 = phi float [ 0.000000e+00, %.lr.ph ], [ %1881, %2291 ]
  %1125 = phi float [ 0.000000e+00, %.lr.ph ], [ %1880, %2291 ]
  %1126 = phi float [ 0.000000e+00, %.lr.ph ], [ %1879, %2291 ]
  %1127 = phi float [ 0.000000e+00, %.lr.ph ], [ %1878, %2291 ]
  %1128 = phi float [ 0.000000e+00, %.lr.ph ], [ %1877, %2291 ]
  %1129 = phi float [ 0.000000e+00, %.lr.ph ], [ %1876, %2291 ]
  %1130 = phi float [ 0.000000e+00, %.lr.ph ], [ %1875, %2291 ]
  %1131 = phi float [ 0.000000e+00, %.lr.ph ], [ %1874, %2291 ]
  %1132 = phi float [ 0.000000e+00, %.lr.ph ], [ %1873, %2291 ]
  %1133 = phi float [ 0.000000e+00, %.lr.ph ], [ %1872, %2291 ]
  %1134 = phi float [ 0.000000e+00, %.lr.ph ], [ %1871, %2291 ]
  %1135 = phi float [ 0.000000e+00, %.lr.ph ], [ %1870, %2291 ]
  %1136 = phi float [ 0.000000e+00, %.lr.ph ], [ %1869, %2291 ]
  %1137 = phi float [ 0.000000e+00, %.lr.ph ], [ %1868, %2291 ]
  %1138 = phi float [ 0.000000e+00, %.lr.ph ], [ %1867, %2291 ]
  %1139 = phi float [ 0.000000e+00, %.lr.ph ], [ %1866, %2291 ]
  %1140 = phi float [ 0.000000e+00, %.lr.ph ], [ %1865, %2291 ]
  %1141 = phi float [ 0.000000e+00, %.lr.ph ], [ %1864, %2291 ]
  %1142 = phi float [ 0.000000e+00, %.lr.ph ], [ %1598, %2291 ]
  %1143 = phi float [ 0.000000e+00, %.lr.ph ], [ %1597, %2291 ]
  %1144 = phi i32 [ 0, %.lr.ph ], [ %2292, %2291 ]
  %1145 = lshr exact i32 %1144, 6
  %1146 = urem i32 %1145, 3
  %1147 = add i32 %1144, 128
  %1148 = add nuw nsw i32 %1145, 2
  %1149 = urem i32 %1148, 3
  tail call void asm sideeffect "cp.async.wait_group 1;", "~{memory}"() #6
  tail call void asm sideeffect "fence.proxy.async.shared::cta;", "~{memory}"() #6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1150 = shl nuw nsw i32 %1146, 13
  %1151 = zext nneg i32 %1150 to i64
  %1152 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %1151
  tail call void asm sideeffect "wgmma.fence.sync.aligned;", ""() #6
  %1153 = ptrtoint ptr addrspace(3) %1152 to i64
  %1154 = lshr exact i64 %1153, 4
  %1155 = and i64 %1154, 16320
  %1156 = or disjoint i64 %1155, 4611686293305360384
  %1157 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $34, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $32, $33, p, 1, 1, 0, 0;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i64 %1074, i64 %1156, i32 1, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #6
  %1158 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1157, 0
  %1159 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1157, 1
  %1160 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1157, 2
  %1161 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1157, 3
  %1162 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1157, 4
  %1163 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1157, 5
  %1164 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1157, 6
  %1165 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1157, 7
  %1166 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1157, 8
  %1167 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1157, 9
  %1168 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1157, 10
  %1169 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1157, 11
  %1170 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1157, 12
  %1171 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1157, 13
  %1172 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1157, 14
  %1173 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1157, 15
  %1174 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1157, 16
  %1175 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1157, 17
  %1176 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1157, 18
  %1177 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1157, 19
  %1178 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1157, 20
  %1179 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1157, 21
  %1180 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1157, 22
  %1181 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1157, 23
  %1182 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1157, 24
  %1183 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1157, 25
  %1184 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1157, 26
  %1185 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1157, 27
  %1186 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1157, 28
  %1187 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1157, 29
  %1188 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1157, 30
  %1189 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1157, 31
  %1190 = getelementptr i8, ptr addrspace(3) %1152, i64 32
  %1191 = ptrtoint ptr addrspace(3) %1190 to i64
  %1192 = lshr exact i64 %1191, 4
  %1193 = and i64 %1192, 16383
  %1194 = or disjoint i64 %1193, 4611686293305360384
  %1195 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $34, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $32, $33, p, 1, 1, 0, 0;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i64 %1077, i64 %1194, i32 1, float %1158, float %1159, float %1160, float %1161, float %1162, float %1163, float %1164, float %1165, float %1166, float %1167, float %1168, float %1169, float %1170, float %1171, float %1172, float %1173, float %1174, float %1175, float %1176, float %1177, float %1178, float %1179, float %1180, float %1181, float %1182, float %1183, float %1184, float %1185, float %1186, float %1187, float %1188, float %1189) #6
  %1196 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1195, 0
  %1197 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1195, 1
  %1198 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1195, 2
  %1199 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1195, 3
  %1200 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1195, 4
  %1201 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1195, 5
  %1202 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1195, 6
  %1203 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1195, 7
  %1204 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1195, 8
  %1205 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1195, 9
  %1206 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1195, 10
  %1207 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1195, 11
  %1208 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1195, 12
  %1209 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1195, 13
  %1210 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1195, 14
  %1211 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1195, 15
  %1212 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1195, 16
  %1213 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1195, 17
  %1214 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1195, 18
  %1215 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1195, 19
  %1216 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1195, 20
  %1217 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1195, 21
  %1218 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1195, 22
  %1219 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1195, 23
  %1220 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1195, 24
  %1221 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1195, 25
  %1222 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1195, 26
  %1223 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1195, 27
  %1224 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1195, 28
  %1225 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1195, 29
  %1226 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1195, 30
  %1227 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1195, 31
  %1228 = getelementptr i8, ptr addrspace(3) %1152, i64 64
  %1229 = ptrtoint ptr addrspace(3) %1228 to i64
  %1230 = lshr exact i64 %1229, 4
  %1231 = and i64 %1230, 16383
  %1232 = or disjoint i64 %1231, 4611686293305360384
  %1233 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $34, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $32, $33, p, 1, 1, 0, 0;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i64 %1080, i64 %1232, i32 1, float %1196, float %1197, float %1198, float %1199, float %1200, float %1201, float %1202, float %1203, float %1204, float %1205, float %1206, float %1207, float %1208, float %1209, float %1210, float %1211, float %1212, float %1213, float %1214, float %1215, float %1216, float %1217, float %1218, float %1219, float %1220, float %1221, float %1222, float %1223, float %1224, float %1225, float %1226, float %1227) #6
  %1234 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1233, 0
  %1235 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1233, 1
  %1236 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1233, 2
  %1237 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1233, 3
  %1238 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1233, 4
  %1239 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1233, 5
  %1240 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1233, 6
  %1241 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1233, 7
  %1242 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1233, 8
  %1243 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1233, 9
  %1244 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1233, 10
  %1245 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1233, 11
  %1246 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1233, 12
  %1247 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1233, 13
  %1248 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1233, 14
  %1249 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1233, 15
  %1250 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1233, 16
  %1251 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1233, 17
  %1252 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1233, 18
  %1253 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1233, 19
  %1254 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1233, 20
  %1255 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1233, 21
  %1256 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1233, 22
  %1257 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1233, 23
  %1258 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1233, 24
  %1259 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1233, 25
  %1260 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1233, 26
  %1261 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1233, 27
  %1262 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1233, 28
  %1263 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1233, 29
  %1264 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1233, 30
  %1265 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1233, 31
  %1266 = getelementptr i8, ptr addrspace(3) %1152, i64 96
  %1267 = ptrtoint ptr addrspace(3) %1266 to i64
  %1268 = lshr exact i64 %1267, 4
  %1269 = and i64 %1268, 16383
  %1270 = or disjoint i64 %1269, 4611686293305360384
  %1271 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $34, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $32, $33, p, 1, 1, 0, 0;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i64 %1083, i64 %1270, i32 1, float %1234, float %1235, float %1236, float %1237, float %1238, float %1239, float %1240, float %1241, float %1242, float %1243, float %1244, float %1245, float %1246, float %1247, float %1248, float %1249, float %1250, float %1251, float %1252, float %1253, float %1254, float %1255, float %1256, float %1257, float %1258, float %1259, float %1260, float %1261, float %1262, float %1263, float %1264, float %1265) #6
  %1272 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1271, 0
  %1273 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1271, 1
  %1274 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1271, 2
  %1275 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1271, 3
  %1276 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1271, 4
  %1277 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1271, 5
  %1278 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1271, 6
  %1279 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1271, 7
  %1280 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1271, 8
  %1281 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1271, 9
  %1282 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1271, 10
  %1283 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1271, 11
  %1284 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1271, 12
  %1285 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1271, 13
  %1286 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1271, 14
  %1287 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1271, 15
  %1288 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1271, 16
  %1289 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1271, 17
  %1290 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1271, 18
  %1291 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1271, 19
  %1292 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1271, 20
  %1293 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1271, 21
  %1294 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1271, 22
  %1295 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1271, 23
  %1296 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1271, 24
  %1297 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1271, 25
  %1298 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1271, 26
  %1299 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1271, 27
  %1300 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1271, 28
  %1301 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1271, 29
  %1302 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1271, 30
  %1303 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1271, 31
  tail call void asm sideeffect "wgmma.commit_group.sync.aligned;", ""() #6
  %1304 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.wait_group.sync.aligned 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(float %1272, float %1273, float %1274, float %1275, float %1276, float %1277, float %1278, float %1279, float %1280, float %1281, float %1282, float %1283, float %1284, float %1285, float %1286, float %1287, float %1288, float %1289, float %1290, float %1291, float %1292, float %1293, float %1294, float %1295, float %1296, float %1297, float %1298, float %1299, float %1300, float %1301, float %1302, float %1303) #6
  %1305 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1304, 0
  %1306 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1304, 1
  %1307 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1304, 2
  %1308 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1304, 3
  %1309 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1304, 4
  %1310 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1304, 5
  %1311 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1304, 6
  %1312 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1304, 7
  %1313 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1304, 8
  %1314 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1304, 9
  %1315 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1304, 10
  %1316 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1304, 11
  %1317 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1304, 12
  %1318 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1304, 13
  %1319 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1304, 14
  %1320 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1304, 15
  %1321 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1304, 16
  %1322 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1304, 17
  %1323 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1304, 18
  %1324 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1304, 19
  %1325 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1304, 20
  %1326 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1304, 21
  %1327 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1304, 22
  %1328 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1304, 23
  %1329 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1304, 24
  %1330 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1304, 25
  %1331 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1304, 26
  %1332 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1304, 27
  %1333 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1304, 28
  %1334 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1304, 29
  %1335 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1304, 30
  %1336 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1304, 31
  %1337 = fmul float %14, %1305
  %1338 = fmul float %14, %1306
  %1339 = fmul float %14, %1307
  %1340 = fmul float %14, %1308
  %1341 = fmul float %14, %1309
  %1342 = fmul float %14, %1310
  %1343 = fmul float %14, %1311
  %1344 = fmul float %14, %1312
  %1345 = fmul float %14, %1313
  %1346 = fmul float %14, %1314
  %1347 = fmul float %14, %1315
  %1348 = fmul float %14, %1316
  %1349 = fmul float %14, %1317
  %1350 = fmul float %14, %1318
  %1351 = fmul float %14, %1319
  %1352 = fmul float %14, %1320
  %1353 = fmul float %14, %1321
  %1354 = fmul float %14, %1322
  %1355 = fmul float %14, %1323
  %1356 = fmul float %14, %1324
  %1357 = fmul float %14, %1325
  %1358 = fmul float %14, %1326
  %1359 = fmul float %14, %1327
  %1360 = fmul float %14, %1328
  %1361 = fmul float %14, %1329
  %1362 = fmul float %14, %1330
  %1363 = fmul float %14, %1331
  %1364 = fmul float %14, %1332
  %1365 = fmul float %14, %1333
  %1366 = fmul float %14, %1334
  %1367 = fmul float %14, %1335
  %1368 = fmul float %14, %1336
  %1369 = or disjoint i32 %1144, %1085
  %1370 = icmp slt i32 %1369, %4
  %1371 = or disjoint i32 %1369, 1
  %1372 = icmp slt i32 %1371, %4
  %1373 = or disjoint i32 %1369, 8
  %1374 = icmp slt i32 %1373, %4
  %1375 = or disjoint i32 %1369, 9
  %1376 = icmp slt i32 %1375, %4
  %1377 = or disjoint i32 %1369, 16
  %1378 = icmp slt i32 %1377, %4
  %1379 = or disjoint i32 %1369, 17
  %1380 = icmp slt i32 %1379, %4
  %1381 = or disjoint i32 %1369, 24
  %1382 = icmp slt i32 %1381, %4
  %1383 = or disjoint i32 %1369, 25
  %1384 = icmp slt i32 %1383, %4
  %1385 = or disjoint i32 %1369, 32
  %1386 = icmp slt i32 %1385, %4
  %1387 = or disjoint i32 %1369, 33
  %1388 = icmp slt i32 %1387, %4
  %1389 = or disjoint i32 %1369, 40
  %1390 = icmp slt i32 %1389, %4
  %1391 = or disjoint i32 %1369, 41
  %1392 = icmp slt i32 %1391, %4
  %1393 = or disjoint i32 %1369, 48
  %1394 = icmp slt i32 %1393, %4
  %1395 = or disjoint i32 %1369, 49
  %1396 = icmp slt i32 %1395, %4
  %1397 = or disjoint i32 %1369, 56
  %1398 = icmp slt i32 %1397, %4
  %1399 = or disjoint i32 %1369, 57
  %1400 = icmp slt i32 %1399, %4
  %1401 = select i1 %1370, float %1337, float 0xFFF0000000000000
  %1402 = select i1 %1372, float %1338, float 0xFFF0000000000000
  %1403 = select i1 %1370, float %1339, float 0xFFF0000000000000
  %1404 = select i1 %1372, float %1340, float 0xFFF0000000000000
  %1405 = select i1 %1374, float %1341, float 0xFFF0000000000000
  %1406 = select i1 %1376, float %1342, float 0xFFF0000000000000
  %1407 = select i1 %1374, float %1343, float 0xFFF0000000000000
  %1408 = select i1 %1376, float %1344, float 0xFFF0000000000000
  %1409 = select i1 %1378, float %1345, float 0xFFF0000000000000
  %1410 = select i1 %1380, float %1346, float 0xFFF0000000000000
  %1411 = select i1 %1378, float %1347, float 0xFFF0000000000000
  %1412 = select i1 %1380, float %1348, float 0xFFF0000000000000
  %1413 = select i1 %1382, float %1349, float 0xFFF0000000000000
  %1414 = select i1 %1384, float %1350, float 0xFFF0000000000000
  %1415 = select i1 %1382, float %1351, float 0xFFF0000000000000
  %1416 = select i1 %1384, float %1352, float 0xFFF0000000000000
  %1417 = select i1 %1386, float %1353, float 0xFFF0000000000000
  %1418 = select i1 %1388, float %1354, float 0xFFF0000000000000
  %1419 = select i1 %1386, float %1355, float 0xFFF0000000000000
  %1420 = select i1 %1388, float %1356, float 0xFFF0000000000000
  %1421 = select i1 %1390, float %1357, float 0xFFF0000000000000
  %1422 = select i1 %1392, float %1358, float 0xFFF0000000000000
  %1423 = select i1 %1390, float %1359, float 0xFFF0000000000000
  %1424 = select i1 %1392, float %1360, float 0xFFF0000000000000
  %1425 = select i1 %1394, float %1361, float 0xFFF0000000000000
  %1426 = select i1 %1396, float %1362, float 0xFFF0000000000000
  %1427 = select i1 %1394, float %1363, float 0xFFF0000000000000
  %1428 = select i1 %1396, float %1364, float 0xFFF0000000000000
  %1429 = select i1 %1398, float %1365, float 0xFFF0000000000000
  %1430 = select i1 %1400, float %1366, float 0xFFF0000000000000
  %1431 = select i1 %1398, float %1367, float 0xFFF0000000000000
  %1432 = select i1 %1400, float %1368, float 0xFFF0000000000000
  %1433 = tail call float @llvm.maxnum.f32(float %1401, float %1402)
  %1434 = tail call float @llvm.maxnum.f32(float %1403, float %1404)
  %1435 = tail call float @llvm.maxnum.f32(float %1433, float %1405)
  %1436 = tail call float @llvm.maxnum.f32(float %1435, float %1406)
  %1437 = tail call float @llvm.maxnum.f32(float %1434, float %1407)
  %1438 = tail call float @llvm.maxnum.f32(float %1437, float %1408)
  %1439 = tail call float @llvm.maxnum.f32(float %1436, float %1409)
  %1440 = tail call float @llvm.maxnum.f32(float %1439, float %1410)
  %1441 = tail call float @llvm.maxnum.f32(float %1438, float %1411)
  %1442 = tail call float @llvm.maxnum.f32(float %1441, float %1412)
  %1443 = tail call float @llvm.maxnum.f32(float %1440, float %1413)
  %1444 = tail call float @llvm.maxnum.f32(float %1443, float %1414)
  %1445 = tail call float @llvm.maxnum.f32(float %1442, float %1415)
  %1446 = tail call float @llvm.maxnum.f32(float %1445, float %1416)
  %1447 = tail call float @llvm.maxnum.f32(float %1444, float %1417)
  %1448 = tail call float @llvm.maxnum.f32(float %1447, float %1418)
  %1449 = tail call float @llvm.maxnum.f32(float %1446, float %1419)
  %1450 = tail call float @llvm.maxnum.f32(float %1449, float %1420)
  %1451 = tail call float @llvm.maxnum.f32(float %1448, float %1421)
  %1452 = tail call float @llvm.maxnum.f32(float %1451, float %1422)
  %1453 = tail call float @llvm.maxnum.f32(float %1450, float %1423)
  %1454 = tail call float @llvm.maxnum.f32(float %1453, float %1424)
  %1455 = tail call float @llvm.maxnum.f32(float %1452, float %1425)
  %1456 = tail call float @llvm.maxnum.f32(float %1455, float %1426)
  %1457 = tail call float @llvm.maxnum.f32(float %1454, float %1427)
  %1458 = tail call float @llvm.maxnum.f32(float %1457, float %1428)
  %1459 = tail call float @llvm.maxnum.f32(float %1456, float %1429)
  %1460 = tail call float @llvm.maxnum.f32(float %1459, float %1430)
  %1461 = tail call float @llvm.maxnum.f32(float %1458, float %1431)
  %1462 = tail call float @llvm.maxnum.f32(float %1461, float %1432)
  %1463 = bitcast float %1460 to i32
  %1464 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1463, i32 2, i32 31)
  %1465 = bitcast i32 %1464 to float
  %1466 = tail call float @llvm.maxnum.f32(float %1460, float %1465)
  %1467 = bitcast float %1462 to i32
  %1468 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1467, i32 2, i32 31)
  %1469 = bitcast i32 %1468 to float
  %1470 = tail call float @llvm.maxnum.f32(float %1462, float %1469)
  %1471 = bitcast float %1466 to i32
  %1472 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1471, i32 1, i32 31)
  %1473 = bitcast i32 %1472 to float
  %1474 = tail call float @llvm.maxnum.f32(float %1466, float %1473)
  %1475 = bitcast float %1470 to i32
  %1476 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1475, i32 1, i32 31)
  %1477 = bitcast i32 %1476 to float
  %1478 = tail call float @llvm.maxnum.f32(float %1470, float %1477)
  %1479 = tail call float @llvm.maxnum.f32(float %1109, float %1474)
  %1480 = tail call float @llvm.maxnum.f32(float %1108, float %1478)
  %1481 = fsub float %1401, %1479
  %1482 = fsub float %1402, %1479
  %1483 = fsub float %1403, %1480
  %1484 = fsub float %1404, %1480
  %1485 = fsub float %1405, %1479
  %1486 = fsub float %1406, %1479
  %1487 = fsub float %1407, %1480
  %1488 = fsub float %1408, %1480
  %1489 = fsub float %1409, %1479
  %1490 = fsub float %1410, %1479
  %1491 = fsub float %1411, %1480
  %1492 = fsub float %1412, %1480
  %1493 = fsub float %1413, %1479
  %1494 = fsub float %1414, %1479
  %1495 = fsub float %1415, %1480
  %1496 = fsub float %1416, %1480
  %1497 = fsub float %1417, %1479
  %1498 = fsub float %1418, %1479
  %1499 = fsub float %1419, %1480
  %1500 = fsub float %1420, %1480
  %1501 = fsub float %1421, %1479
  %1502 = fsub float %1422, %1479
  %1503 = fsub float %1423, %1480
  %1504 = fsub float %1424, %1480
  %1505 = fsub float %1425, %1479
  %1506 = fsub float %1426, %1479
  %1507 = fsub float %1427, %1480
  %1508 = fsub float %1428, %1480
  %1509 = fsub float %1429, %1479
  %1510 = fsub float %1430, %1479
  %1511 = fsub float %1431, %1480
  %1512 = fsub float %1432, %1480
  %1513 = tail call float @llvm.nvvm.ex2.approx.f32(float %1481)
  %1514 = tail call float @llvm.nvvm.ex2.approx.f32(float %1482)
  %1515 = tail call float @llvm.nvvm.ex2.approx.f32(float %1483)
  %1516 = tail call float @llvm.nvvm.ex2.approx.f32(float %1484)
  %1517 = tail call float @llvm.nvvm.ex2.approx.f32(float %1485)
  %1518 = tail call float @llvm.nvvm.ex2.approx.f32(float %1486)
  %1519 = tail call float @llvm.nvvm.ex2.approx.f32(float %1487)
  %1520 = tail call float @llvm.nvvm.ex2.approx.f32(float %1488)
  %1521 = tail call float @llvm.nvvm.ex2.approx.f32(float %1489)
  %1522 = tail call float @llvm.nvvm.ex2.approx.f32(float %1490)
  %1523 = tail call float @llvm.nvvm.ex2.approx.f32(float %1491)
  %1524 = tail call float @llvm.nvvm.ex2.approx.f32(float %1492)
  %1525 = tail call float @llvm.nvvm.ex2.approx.f32(float %1493)
  %1526 = tail call float @llvm.nvvm.ex2.approx.f32(float %1494)
  %1527 = tail call float @llvm.nvvm.ex2.approx.f32(float %1495)
  %1528 = tail call float @llvm.nvvm.ex2.approx.f32(float %1496)
  %1529 = tail call float @llvm.nvvm.ex2.approx.f32(float %1497)
  %1530 = tail call float @llvm.nvvm.ex2.approx.f32(float %1498)
  %1531 = tail call float @llvm.nvvm.ex2.approx.f32(float %1499)
  %1532 = tail call float @llvm.nvvm.ex2.approx.f32(float %1500)
  %1533 = tail call float @llvm.nvvm.ex2.approx.f32(float %1501)
  %1534 = tail call float @llvm.nvvm.ex2.approx.f32(float %1502)
  %1535 = tail call float @llvm.nvvm.ex2.approx.f32(float %1503)
  %1536 = tail call float @llvm.nvvm.ex2.approx.f32(float %1504)
  %1537 = tail call float @llvm.nvvm.ex2.approx.f32(float %1505)
  %1538 = tail call float @llvm.nvvm.ex2.approx.f32(float %1506)
  %1539 = tail call float @llvm.nvvm.ex2.approx.f32(float %1507)
  %1540 = tail call float @llvm.nvvm.ex2.approx.f32(float %1508)
  %1541 = tail call float @llvm.nvvm.ex2.approx.f32(float %1509)
  %1542 = tail call float @llvm.nvvm.ex2.approx.f32(float %1510)
  %1543 = tail call float @llvm.nvvm.ex2.approx.f32(float %1511)
  %1544 = tail call float @llvm.nvvm.ex2.approx.f32(float %1512)
  %1545 = fsub float %1109, %1479
  %1546 = fsub float %1108, %1480
  %1547 = tail call float @llvm.nvvm.ex2.approx.f32(float %1545)
  %1548 = tail call float @llvm.nvvm.ex2.approx.f32(float %1546)
  %1549 = fmul float %1143, %1547
  %1550 = fmul float %1142, %1548
  %1551 = fadd float %1513, %1514
  %1552 = fadd float %1515, %1516
  %1553 = fadd float %1551, %1517
  %1554 = fadd float %1553, %1518
  %1555 = fadd float %1552, %1519
  %1556 = fadd float %1555, %1520
  %1557 = fadd float %1554, %1521
  %1558 = fadd float %1557, %1522
  %1559 = fadd float %1556, %1523
  %1560 = fadd float %1559, %1524
  %1561 = fadd float %1558, %1525
  %1562 = fadd float %1561, %1526
  %1563 = fadd float %1560, %1527
  %1564 = fadd float %1563, %1528
  %1565 = fadd float %1562, %1529
  %1566 = fadd float %1565, %1530
  %1567 = fadd float %1564, %1531
  %1568 = fadd float %1567, %1532
  %1569 = fadd float %1566, %1533
  %1570 = fadd float %1569, %1534
  %1571 = fadd float %1568, %1535
  %1572 = fadd float %1571, %1536
  %1573 = fadd float %1570, %1537
  %1574 = fadd float %1573, %1538
  %1575 = fadd float %1572, %1539
  %1576 = fadd float %1575, %1540
  %1577 = fadd float %1574, %1541
  %1578 = fadd float %1577, %1542
  %1579 = fadd float %1576, %1543
  %1580 = fadd float %1579, %1544
  %1581 = bitcast float %1578 to i32
  %1582 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1581, i32 2, i32 31)
  %1583 = bitcast i32 %1582 to float
  %1584 = fadd float %1578, %1583
  %1585 = bitcast float %1580 to i32
  %1586 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1585, i32 2, i32 31)
  %1587 = bitcast i32 %1586 to float
  %1588 = fadd float %1580, %1587
  %1589 = bitcast float %1584 to i32
  %1590 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1589, i32 1, i32 31)
  %1591 = bitcast i32 %1590 to float
  %1592 = fadd float %1584, %1591
  %1593 = bitcast float %1588 to i32
  %1594 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1593, i32 1, i32 31)
  %1595 = bitcast i32 %1594 to float
  %1596 = fadd float %1588, %1595
  %1597 = fadd float %1549, %1592
  %1598 = fadd float %1550, %1596
  %1599 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 24576), i64 %1151
  %1600 = fptrunc float %1513 to bfloat
  %1601 = fptrunc float %1514 to bfloat
  %1602 = fptrunc float %1515 to bfloat
  %1603 = fptrunc float %1516 to bfloat
  %1604 = fptrunc float %1517 to bfloat
  %1605 = fptrunc float %1518 to bfloat
  %1606 = fptrunc float %1519 to bfloat
  %1607 = fptrunc float %1520 to bfloat
  %1608 = fptrunc float %1521 to bfloat
  %1609 = fptrunc float %1522 to bfloat
  %1610 = fptrunc float %1523 to bfloat
  %1611 = fptrunc float %1524 to bfloat
  %1612 = fptrunc float %1525 to bfloat
  %1613 = fptrunc float %1526 to bfloat
  %1614 = fptrunc float %1527 to bfloat
  %1615 = fptrunc float %1528 to bfloat
  %1616 = fptrunc float %1529 to bfloat
  %1617 = fptrunc float %1530 to bfloat
  %1618 = fptrunc float %1531 to bfloat
  %1619 = fptrunc float %1532 to bfloat
  %1620 = fptrunc float %1533 to bfloat
  %1621 = fptrunc float %1534 to bfloat
  %1622 = fptrunc float %1535 to bfloat
  %1623 = fptrunc float %1536 to bfloat
  %1624 = fptrunc float %1537 to bfloat
  %1625 = fptrunc float %1538 to bfloat
  %1626 = fptrunc float %1539 to bfloat
  %1627 = fptrunc float %1540 to bfloat
  %1628 = fptrunc float %1541 to bfloat
  %1629 = fptrunc float %1542 to bfloat
  %1630 = fptrunc float %1543 to bfloat
  %1631 = fptrunc float %1544 to bfloat
  %1632 = fmul float %1141, %1547
  %1633 = fmul float %1140, %1547
  %1634 = fmul float %1139, %1548
  %1635 = fmul float %1138, %1548
  %1636 = fmul float %1137, %1547
  %1637 = fmul float %1136, %1547
  %1638 = fmul float %1135, %1548
  %1639 = fmul float %1134, %1548
  %1640 = fmul float %1133, %1547
  %1641 = fmul float %1132, %1547
  %1642 = fmul float %1131, %1548
  %1643 = fmul float %1130, %1548
  %1644 = fmul float %1129, %1547
  %1645 = fmul float %1128, %1547
  %1646 = fmul float %1127, %1548
  %1647 = fmul float %1126, %1548
  %1648 = fmul float %1125, %1547
  %1649 = fmul float %1124, %1547
  %1650 = fmul float %1123, %1548
  %1651 = fmul float %1122, %1548
  %1652 = fmul float %1121, %1547
  %1653 = fmul float %1120, %1547
  %1654 = fmul float %1119, %1548
  %1655 = fmul float %1118, %1548
  %1656 = fmul float %1117, %1547
  %1657 = fmul float %1116, %1547
  %1658 = fmul float %1115, %1548
  %1659 = fmul float %1114, %1548
  %1660 = fmul float %1113, %1547
  %1661 = fmul float %1112, %1547
  %1662 = fmul float %1111, %1548
  %1663 = fmul float %1110, %1548
  %1664 = insertelement <2 x bfloat> poison, bfloat %1600, i64 0
  %1665 = insertelement <2 x bfloat> %1664, bfloat %1601, i64 1
  %1666 = bitcast <2 x bfloat> %1665 to i32
  %1667 = insertelement <2 x bfloat> poison, bfloat %1602, i64 0
  %1668 = insertelement <2 x bfloat> %1667, bfloat %1603, i64 1
  %1669 = bitcast <2 x bfloat> %1668 to i32
  %1670 = insertelement <2 x bfloat> poison, bfloat %1604, i64 0
  %1671 = insertelement <2 x bfloat> %1670, bfloat %1605, i64 1
  %1672 = bitcast <2 x bfloat> %1671 to i32
  %1673 = insertelement <2 x bfloat> poison, bfloat %1606, i64 0
  %1674 = insertelement <2 x bfloat> %1673, bfloat %1607, i64 1
  %1675 = bitcast <2 x bfloat> %1674 to i32
  %1676 = insertelement <2 x bfloat> poison, bfloat %1608, i64 0
  %1677 = insertelement <2 x bfloat> %1676, bfloat %1609, i64 1
  %1678 = bitcast <2 x bfloat> %1677 to i32
  %1679 = insertelement <2 x bfloat> poison, bfloat %1610, i64 0
  %1680 = insertelement <2 x bfloat> %1679, bfloat %1611, i64 1
  %1681 = bitcast <2 x bfloat> %1680 to i32
  %1682 = insertelement <2 x bfloat> poison, bfloat %1612, i64 0
  %1683 = insertelement <2 x bfloat> %1682, bfloat %1613, i64 1
  %1684 = bitcast <2 x bfloat> %1683 to i32
  %1685 = insertelement <2 x bfloat> poison, bfloat %1614, i64 0
  %1686 = insertelement <2 x bfloat> %1685, bfloat %1615, i64 1
  %1687 = bitcast <2 x bfloat> %1686 to i32
  %1688 = insertelement <2 x bfloat> poison, bfloat %1616, i64 0
  %1689 = insertelement <2 x bfloat> %1688, bfloat %1617, i64 1
  %1690 = bitcast <2 x bfloat> %1689 to i32
  %1691 = insertelement <2 x bfloat> poison, bfloat %1618, i64 0
  %1692 = insertelement <2 x bfloat> %1691, bfloat %1619, i64 1
  %1693 = bitcast <2 x bfloat> %1692 to i32
  %1694 = insertelement <2 x bfloat> poison, bfloat %1620, i64 0
  %1695 = insertelement <2 x bfloat> %1694, bfloat %1621, i64 1
  %1696 = bitcast <2 x bfloat> %1695 to i32
  %1697 = insertelement <2 x bfloat> poison, bfloat %1622, i64 0
  %1698 = insertelement <2 x bfloat> %1697, bfloat %1623, i64 1
  %1699 = bitcast <2 x bfloat> %1698 to i32
  %1700 = insertelement <2 x bfloat> poison, bfloat %1624, i64 0
  %1701 = insertelement <2 x bfloat> %1700, bfloat %1625, i64 1
  %1702 = bitcast <2 x bfloat> %1701 to i32
  %1703 = insertelement <2 x bfloat> poison, bfloat %1626, i64 0
  %1704 = insertelement <2 x bfloat> %1703, bfloat %1627, i64 1
  %1705 = bitcast <2 x bfloat> %1704 to i32
  %1706 = insertelement <2 x bfloat> poison, bfloat %1628, i64 0
  %1707 = insertelement <2 x bfloat> %1706, bfloat %1629, i64 1
  %1708 = bitcast <2 x bfloat> %1707 to i32
  %1709 = insertelement <2 x bfloat> poison, bfloat %1630, i64 0
  %1710 = insertelement <2 x bfloat> %1709, bfloat %1631, i64 1
  %1711 = bitcast <2 x bfloat> %1710 to i32
  tail call void asm sideeffect "wgmma.fence.sync.aligned;", ""() #6
  %1712 = ptrtoint ptr addrspace(3) %1599 to i64
  %1713 = lshr exact i64 %1712, 4
  %1714 = and i64 %1713, 16320
  %1715 = or disjoint i64 %1714, 4611686293338849280
  %1716 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $37, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, {$32, $33, $34, $35}, $36, p, 1, 1, 1;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,r,r,r,r,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i32 %1666, i32 %1669, i32 %1672, i32 %1675, i64 %1715, i32 1, float %1632, float %1633, float %1634, float %1635, float %1636, float %1637, float %1638, float %1639, float %1640, float %1641, float %1642, float %1643, float %1644, float %1645, float %1646, float %1647, float %1648, float %1649, float %1650, float %1651, float %1652, float %1653, float %1654, float %1655, float %1656, float %1657, float %1658, float %1659, float %1660, float %1661, float %1662, float %1663) #6
  %1717 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1716, 0
  %1718 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1716, 1
  %1719 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1716, 2
  %1720 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1716, 3
  %1721 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1716, 4
  %1722 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1716, 5
  %1723 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1716, 6
  %1724 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1716, 7
  %1725 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1716, 8
  %1726 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1716, 9
  %1727 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1716, 10
  %1728 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1716, 11
  %1729 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1716, 12
  %1730 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1716, 13
  %1731 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1716, 14
  %1732 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1716, 15
  %1733 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1716, 16
  %1734 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1716, 17
  %1735 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1716, 18
  %1736 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1716, 19
  %1737 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1716, 20
  %1738 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1716, 21
  %1739 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1716, 22
  %1740 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1716, 23
  %1741 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1716, 24
  %1742 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1716, 25
  %1743 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1716, 26
  %1744 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1716, 27
  %1745 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1716, 28
  %1746 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1716, 29
  %1747 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1716, 30
  %1748 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1716, 31
  %1749 = getelementptr i8, ptr addrspace(3) %1599, i64 2048
  %1750 = ptrtoint ptr addrspace(3) %1749 to i64
  %1751 = lshr exact i64 %1750, 4
  %1752 = and i64 %1751, 16383
  %1753 = or disjoint i64 %1752, 4611686293338849280
  %1754 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $37, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, {$32, $33, $34, $35}, $36, p, 1, 1, 1;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,r,r,r,r,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i32 %1678, i32 %1681, i32 %1684, i32 %1687, i64 %1753, i32 1, float %1717, float %1718, float %1719, float %1720, float %1721, float %1722, float %1723, float %1724, float %1725, float %1726, float %1727, float %1728, float %1729, float %1730, float %1731, float %1732, float %1733, float %1734, float %1735, float %1736, float %1737, float %1738, float %1739, float %1740, float %1741, float %1742, float %1743, float %1744, float %1745, float %1746, float %1747, float %1748) #6
  %1755 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1754, 0
  %1756 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1754, 1
  %1757 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1754, 2
  %1758 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1754, 3
  %1759 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1754, 4
  %1760 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1754, 5
  %1761 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1754, 6
  %1762 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1754, 7
  %1763 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1754, 8
  %1764 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1754, 9
  %1765 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1754, 10
  %1766 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1754, 11
  %1767 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1754, 12
  %1768 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1754, 13
  %1769 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1754, 14
  %1770 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1754, 15
  %1771 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1754, 16
  %1772 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1754, 17
  %1773 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1754, 18
  %1774 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1754, 19
  %1775 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1754, 20
  %1776 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1754, 21
  %1777 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1754, 22
  %1778 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1754, 23
  %1779 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1754, 24
  %1780 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1754, 25
  %1781 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1754, 26
  %1782 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1754, 27
  %1783 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1754, 28
  %1784 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1754, 29
  %1785 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1754, 30
  %1786 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1754, 31
  %1787 = getelementptr i8, ptr addrspace(3) %1599, i64 4096
  %1788 = ptrtoint ptr addrspace(3) %1787 to i64
  %1789 = lshr exact i64 %1788, 4
  %1790 = and i64 %1789, 16383
  %1791 = or disjoint i64 %1790, 4611686293338849280
  %1792 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $37, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, {$32, $33, $34, $35}, $36, p, 1, 1, 1;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,r,r,r,r,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i32 %1690, i32 %1693, i32 %1696, i32 %1699, i64 %1791, i32 1, float %1755, float %1756, float %1757, float %1758, float %1759, float %1760, float %1761, float %1762, float %1763, float %1764, float %1765, float %1766, float %1767, float %1768, float %1769, float %1770, float %1771, float %1772, float %1773, float %1774, float %1775, float %1776, float %1777, float %1778, float %1779, float %1780, float %1781, float %1782, float %1783, float %1784, float %1785, float %1786) #6
  %1793 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1792, 0
  %1794 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1792, 1
  %1795 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1792, 2
  %1796 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1792, 3
  %1797 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1792, 4
  %1798 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1792, 5
  %1799 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1792, 6
  %1800 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1792, 7
  %1801 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1792, 8
  %1802 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1792, 9
  %1803 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1792, 10
  %1804 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1792, 11
  %1805 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1792, 12
  %1806 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1792, 13
  %1807 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1792, 14
  %1808 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1792, 15
  %1809 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1792, 16
  %1810 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1792, 17
  %1811 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1792, 18
  %1812 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1792, 19
  %1813 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1792, 20
  %1814 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1792, 21
  %1815 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1792, 22
  %1816 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1792, 23
  %1817 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1792, 24
  %1818 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1792, 25
  %1819 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1792, 26
  %1820 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1792, 27
  %1821 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1792, 28
  %1822 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1792, 29
  %1823 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1792, 30
  %1824 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1792, 31
  %1825 = getelementptr i8, ptr addrspace(3) %1599, i64 6144
  %1826 = ptrtoint ptr addrspace(3) %1825 to i64
  %1827 = lshr exact i64 %1826, 4
  %1828 = and i64 %1827, 16383
  %1829 = or disjoint i64 %1828, 4611686293338849280
  %1830 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $37, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, {$32, $33, $34, $35}, $36, p, 1, 1, 1;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,r,r,r,r,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i32 %1702, i32 %1705, i32 %1708, i32 %1711, i64 %1829, i32 1, float %1793, float %1794, float %1795, float %1796, float %1797, float %1798, float %1799, float %1800, float %1801, float %1802, float %1803, float %1804, float %1805, float %1806, float %1807, float %1808, float %1809, float %1810, float %1811, float %1812, float %1813, float %1814, float %1815, float %1816, float %1817, float %1818, float %1819, float %1820, float %1821, float %1822, float %1823, float %1824) #6
  %1831 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1830, 0
  %1832 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1830, 1
  %1833 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1830, 2
  %1834 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1830, 3
  %1835 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1830, 4
  %1836 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1830, 5
  %1837 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1830, 6
  %1838 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1830, 7
  %1839 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1830, 8
  %1840 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1830, 9
  %1841 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1830, 10
  %1842 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1830, 11
  %1843 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1830, 12
  %1844 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1830, 13
  %1845 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1830, 14
  %1846 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1830, 15
  %1847 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1830, 16
  %1848 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1830, 17
  %1849 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1830, 18
  %1850 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1830, 19
  %1851 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1830, 20
  %1852 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1830, 21
  %1853 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1830, 22
  %1854 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1830, 23
  %1855 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1830, 24
  %1856 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1830, 25
  %1857 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1830, 26
  %1858 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1830, 27
  %1859 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1830, 28
  %1860 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1830, 29
  %1861 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1830, 30
  %1862 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1830, 31
  tail call void asm sideeffect "wgmma.commit_group.sync.aligned;", ""() #6
  %1863 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.wait_group.sync.aligned 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(float %1831, float %1832, float %1833, float %1834, float %1835, float %1836, float %1837, float %1838, float %1839, float %1840, float %1841, float %1842, float %1843, float %1844, float %1845, float %1846, float %1847, float %1848, float %1849, float %1850, float %1851, float %1852, float %1853, float %1854, float %1855, float %1856, float %1857, float %1858, float %1859, float %1860, float %1861, float %1862) #6
  %1864 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1863, 0
  %1865 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1863, 1
  %1866 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1863, 2
  %1867 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1863, 3
  %1868 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1863, 4
  %1869 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1863, 5
  %1870 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1863, 6
  %1871 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1863, 7
  %1872 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1863, 8
  %1873 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1863, 9
  %1874 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1863, 10
  %1875 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1863, 11
  %1876 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1863, 12
  %1877 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1863, 13
  %1878 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1863, 14
  %1879 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1863, 15
  %1880 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1863, 16
  %1881 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1863, 17
  %1882 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1863, 18
  %1883 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1863, 19
  %1884 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1863, 20
  %1885 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1863, 21
  %1886 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1863, 22
  %1887 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1863, 23
  %1888 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1863, 24
  %1889 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1863, 25
  %1890 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1863, 26
  %1891 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1863, 27
  %1892 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1863, 28
  %1893 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1863, 29
  %1894 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1863, 30
  %1895 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1863, 31
  %1896 = icmp slt i32 %1147, %4
  %1897 = or disjoint i32 %1147, %15
  %1898 = add i32 %1897, %11
  %1899 = shl i32 %1898, 6
  %1900 = or disjoint i32 %1147, %19
  %1901 = add i32 %1900, %11
  %1902 = shl i32 %1901, 6
  %1903 = shl i32 %1147, 6
  %1904 = add i32 %1086, %1147
  %1905 = shl i32 %1904, 6
  %1906 = or disjoint i32 %1147, %23
  %1907 = add i32 %1906, %11
  %1908 = shl i32 %1907, 6
  %1909 = add i32 %1087, %1147
  %1910 = shl i32 %1909, 6
  %1911 = or disjoint i32 %1147, %27
  %1912 = add i32 %1911, %11
  %1913 = shl i32 %1912, 6
  %1914 = add i32 %1088, %1147
  %1915 = shl i32 %1914, 6
  %1916 = or disjoint i32 %1899, %31
  %1917 = or disjoint i32 %1899, %32
  %1918 = or disjoint i32 %1899, %33
  %1919 = or disjoint i32 %1899, %34
  %1920 = or disjoint i32 %1899, %35
  %1921 = or disjoint i32 %1899, %36
  %1922 = or disjoint i32 %1899, %37
  %1923 = or disjoint i32 %1899, %38
  %1924 = or disjoint i32 %1902, %31
  %1925 = add i32 %1089, %1903
  %1926 = add i32 %1090, %1903
  %1927 = add i32 %1091, %1903
  %1928 = or disjoint i32 %1905, %46
  %1929 = add i32 %1092, %1903
  %1930 = add i32 %1093, %1903
  %1931 = add i32 %1094, %1903
  %1932 = or disjoint i32 %1908, %31
  %1933 = add i32 %1095, %1903
  %1934 = add i32 %1096, %1903
  %1935 = add i32 %1097, %1903
  %1936 = or disjoint i32 %1910, %60
  %1937 = add i32 %1098, %1903
  %1938 = add i32 %1099, %1903
  %1939 = add i32 %1100, %1903
  %1940 = or disjoint i32 %1913, %31
  %1941 = add i32 %1101, %1903
  %1942 = add i32 %1102, %1903
  %1943 = add i32 %1103, %1903
  %1944 = or disjoint i32 %1915, %74
  %1945 = add i32 %1104, %1903
  %1946 = add i32 %1105, %1903
  %1947 = add i32 %1106, %1903
  %1948 = icmp slt i32 %1897, %4
  %1949 = icmp slt i32 %1900, %4
  %1950 = icmp slt i32 %1906, %4
  %1951 = icmp slt i32 %1911, %4
  %1952 = and i1 %1896, %1948
  %1953 = and i1 %1896, %1949
  %1954 = and i1 %1896, %1950
  %1955 = and i1 %1896, %1951
  %1956 = shl nuw nsw i32 %1149, 13
  %1957 = zext nneg i32 %1956 to i64
  %1958 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %1957
  %1959 = getelementptr i8, ptr addrspace(3) %1958, i64 %256
  %1960 = sext i32 %1916 to i64
  %1961 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1960
  %1962 = ptrtoint ptr addrspace(1) %1961 to i64
  %1963 = and i64 %1962, 15
  %1964 = icmp eq i64 %1963, 0
  %1965 = and i1 %1952, %1964
  br i1 %1965, label %1966, label %1969

1966:                                             ; preds = %1107
  %1967 = ptrtoint ptr addrspace(3) %1959 to i64
  %1968 = trunc i64 %1967 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;", "r,l,~{memory}"(i32 %1968, ptr addrspace(1) %1961) #6
  br label %2000

1969:                                             ; preds = %1107
  %1970 = sext i32 %1923 to i64
  %1971 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1970
  %1972 = sext i32 %1922 to i64
  %1973 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1972
  %1974 = sext i32 %1921 to i64
  %1975 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1974
  %1976 = sext i32 %1920 to i64
  %1977 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1976
  %1978 = sext i32 %1919 to i64
  %1979 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1978
  %1980 = sext i32 %1918 to i64
  %1981 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1980
  %1982 = sext i32 %1917 to i64
  %1983 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1982
  %1984 = zext i1 %1952 to i32
  %1985 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1961, i32 %1984, i16 0) #6
  store i16 %1985, ptr addrspace(3) %1959, align 16
  %1986 = getelementptr i8, ptr addrspace(3) %1959, i64 2
  %1987 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1983, i32 %1984, i16 0) #6
  store i16 %1987, ptr addrspace(3) %1986, align 2
  %1988 = getelementptr i8, ptr addrspace(3) %1959, i64 4
  %1989 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1981, i32 %1984, i16 0) #6
  store i16 %1989, ptr addrspace(3) %1988, align 4
  %1990 = getelementptr i8, ptr addrspace(3) %1959, i64 6
  %1991 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1979, i32 %1984, i16 0) #6
  store i16 %1991, ptr addrspace(3) %1990, align 2
  %1992 = getelementptr i8, ptr addrspace(3) %1959, i64 8
  %1993 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1977, i32 %1984, i16 0) #6
  store i16 %1993, ptr addrspace(3) %1992, align 8
  %1994 = getelementptr i8, ptr addrspace(3) %1959, i64 10
  %1995 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1975, i32 %1984, i16 0) #6
  store i16 %1995, ptr addrspace(3) %1994, align 2
  %1996 = getelementptr i8, ptr addrspace(3) %1959, i64 12
  %1997 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1973, i32 %1984, i16 0) #6
  store i16 %1997, ptr addrspace(3) %1996, align 4
  %1998 = getelementptr i8, ptr addrspace(3) %1959, i64 14
  %1999 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1971, i32 %1984, i16 0) #6
  store i16 %1999, ptr addrspace(3) %1998, align 2
  br label %2000

2000:                                             ; preds = %1966, %1969
  %2001 = getelementptr i8, ptr addrspace(3) %1958, i64 %301
  %2002 = sext i32 %1924 to i64
  %2003 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2002
  %2004 = ptrtoint ptr addrspace(1) %2003 to i64
  %2005 = and i64 %2004, 15
  %2006 = icmp eq i64 %2005, 0
  %2007 = and i1 %1953, %2006
  br i1 %2007, label %2008, label %2011

2008:                                             ; preds = %2000
  %2009 = ptrtoint ptr addrspace(3) %2001 to i64
  %2010 = trunc i64 %2009 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;", "r,l,~{memory}"(i32 %2010, ptr addrspace(1) %2003) #6
  br label %2042

2011:                                             ; preds = %2000
  %2012 = sext i32 %1931 to i64
  %2013 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2012
  %2014 = sext i32 %1930 to i64
  %2015 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2014
  %2016 = sext i32 %1929 to i64
  %2017 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2016
  %2018 = sext i32 %1928 to i64
  %2019 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2018
  %2020 = sext i32 %1927 to i64
  %2021 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2020
  %2022 = sext i32 %1926 to i64
  %2023 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2022
  %2024 = sext i32 %1925 to i64
  %2025 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2024
  %2026 = zext i1 %1953 to i32
  %2027 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2003, i32 %2026, i16 0) #6
  store i16 %2027, ptr addrspace(3) %2001, align 16
  %2028 = getelementptr i8, ptr addrspace(3) %2001, i64 2
  %2029 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2025, i32 %2026, i16 0) #6
  store i16 %2029, ptr addrspace(3) %2028, align 2
  %2030 = getelementptr i8, ptr addrspace(3) %2001, i64 4
  %2031 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2023, i32 %2026, i16 0) #6
  store i16 %2031, ptr addrspace(3) %2030, align 4
  %2032 = getelementptr i8, ptr addrspace(3) %2001, i64 6
  %2033 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2021, i32 %2026, i16 0) #6
  store i16 %2033, ptr addrspace(3) %2032, align 2
  %2034 = getelementptr i8, ptr addrspace(3) %2001, i64 8
  %2035 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2019, i32 %2026, i16 0) #6
  store i16 %2035, ptr addrspace(3) %2034, align 8
  %2036 = getelementptr i8, ptr addrspace(3) %2001, i64 10
  %2037 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2017, i32 %2026, i16 0) #6
  store i16 %2037, ptr addrspace(3) %2036, align 2
  %2038 = getelementptr i8, ptr addrspace(3) %2001, i64 12
  %2039 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2015, i32 %2026, i16 0) #6
  store i16 %2039, ptr addrspace(3) %2038, align 4
  %2040 = getelementptr i8, ptr addrspace(3) %2001, i64 14
  %2041 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2013, i32 %2026, i16 0) #6
  store i16 %2041, ptr addrspace(3) %2040, align 2
  br label %2042

2042:                                             ; preds = %2008, %2011
  %2043 = getelementptr i8, ptr addrspace(3) %1958, i64 %346
  %2044 = sext i32 %1932 to i64
  %2045 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2044
  %2046 = ptrtoint ptr addrspace(1) %2045 to i64
  %2047 = and i64 %2046, 15
  %2048 = icmp eq i64 %2047, 0
  %2049 = and i1 %1954, %2048
  br i1 %2049, label %2050, label %2053

2050:                                             ; preds = %2042
  %2051 = ptrtoint ptr addrspace(3) %2043 to i64
  %2052 = trunc i64 %2051 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;", "r,l,~{memory}"(i32 %2052, ptr addrspace(1) %2045) #6
  br label %2084

2053:                                             ; preds = %2042
  %2054 = sext i32 %1939 to i64
  %2055 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2054
  %2056 = sext i32 %1938 to i64
  %2057 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2056
  %2058 = sext i32 %1937 to i64
  %2059 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2058
  %2060 = sext i32 %1936 to i64
  %2061 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2060
  %2062 = sext i32 %1935 to i64
  %2063 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2062
  %2064 = sext i32 %1934 to i64
  %2065 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2064
  %2066 = sext i32 %1933 to i64
  %2067 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2066
  %2068 = zext i1 %1954 to i32
  %2069 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2045, i32 %2068, i16 0) #6
  store i16 %2069, ptr addrspace(3) %2043, align 16
  %2070 = getelementptr i8, ptr addrspace(3) %2043, i64 2
  %2071 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2067, i32 %2068, i16 0) #6
  store i16 %2071, ptr addrspace(3) %2070, align 2
  %2072 = getelementptr i8, ptr addrspace(3) %2043, i64 4
  %2073 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2065, i32 %2068, i16 0) #6
  store i16 %2073, ptr addrspace(3) %2072, align 4
  %2074 = getelementptr i8, ptr addrspace(3) %2043, i64 6
  %2075 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2063, i32 %2068, i16 0) #6
  store i16 %2075, ptr addrspace(3) %2074, align 2
  %2076 = getelementptr i8, ptr addrspace(3) %2043, i64 8
  %2077 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2061, i32 %2068, i16 0) #6
  store i16 %2077, ptr addrspace(3) %2076, align 8
  %2078 = getelementptr i8, ptr addrspace(3) %2043, i64 10
  %2079 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2059, i32 %2068, i16 0) #6
  store i16 %2079, ptr addrspace(3) %2078, align 2
  %2080 = getelementptr i8, ptr addrspace(3) %2043, i64 12
  %2081 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2057, i32 %2068, i16 0) #6
  store i16 %2081, ptr addrspace(3) %2080, align 4
  %2082 = getelementptr i8, ptr addrspace(3) %2043, i64 14
  %2083 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2055, i32 %2068, i16 0) #6
  store i16 %2083, ptr addrspace(3) %2082, align 2
  br label %2084

2084:                                             ; preds = %2050, %2053
  %2085 = getelementptr i8, ptr addrspace(3) %1958, i64 %391
  %2086 = sext i32 %1940 to i64
  %2087 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2086
  %2088 = ptrtoint ptr addrspace(1) %2087 to i64
  %2089 = and i64 %2088, 15
  %2090 = icmp eq i64 %2089, 0
  %2091 = and i1 %1955, %2090
  br i1 %2091, label %2092, label %2095

2092:                                             ; preds = %2084
  %2093 = ptrtoint ptr addrspace(3) %2085 to i64
  %2094 = trunc i64 %2093 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;", "r,l,~{memory}"(i32 %2094, ptr addrspace(1) %2087) #6
  br label %2126

2095:                                             ; preds = %2084
  %2096 = sext i32 %1947 to i64
  %2097 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2096
  %2098 = sext i32 %1946 to i64
  %2099 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2098
  %2100 = sext i32 %1945 to i64
  %2101 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2100
  %2102 = sext i32 %1944 to i64
  %2103 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2102
  %2104 = sext i32 %1943 to i64
  %2105 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2104
  %2106 = sext i32 %1942 to i64
  %2107 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2106
  %2108 = sext i32 %1941 to i64
  %2109 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2108
  %2110 = zext i1 %1955 to i32
  %2111 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2087, i32 %2110, i16 0) #6
  store i16 %2111, ptr addrspace(3) %2085, align 16
  %2112 = getelementptr i8, ptr addrspace(3) %2085, i64 2
  %2113 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2109, i32 %2110, i16 0) #6
  store i16 %2113, ptr addrspace(3) %2112, align 2
  %2114 = getelementptr i8, ptr addrspace(3) %2085, i64 4
  %2115 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2107, i32 %2110, i16 0) #6
  store i16 %2115, ptr addrspace(3) %2114, align 4
  %2116 = getelementptr i8, ptr addrspace(3) %2085, i64 6
  %2117 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2105, i32 %2110, i16 0) #6
  store i16 %2117, ptr addrspace(3) %2116, align 2
  %2118 = getelementptr i8, ptr addrspace(3) %2085, i64 8
  %2119 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2103, i32 %2110, i16 0) #6
  store i16 %2119, ptr addrspace(3) %2118, align 8
  %2120 = getelementptr i8, ptr addrspace(3) %2085, i64 10
  %2121 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2101, i32 %2110, i16 0) #6
  store i16 %2121, ptr addrspace(3) %2120, align 2
  %2122 = getelementptr i8, ptr addrspace(3) %2085, i64 12
  %2123 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2099, i32 %2110, i16 0) #6
  store i16 %2123, ptr addrspace(3) %2122, align 4
  %2124 = getelementptr i8, ptr addrspace(3) %2085, i64 14
  %2125 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2097, i32 %2110, i16 0) #6
  store i16 %2125, ptr addrspace(3) %2124, align 2
  br label %2126

2126:                                             ; preds = %2092, %2095
  %2127 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 24576), i64 %1957
  %2128 = getelementptr i8, ptr addrspace(3) %2127, i64 %256
  %2129 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1960
  %2130 = ptrtoint ptr addrspace(1) %2129 to i64
  %2131 = and i64 %2130, 15
  %2132 = icmp eq i64 %2131, 0
  %2133 = and i1 %1952, %2132
  br i1 %2133, label %2134, label %2137

2134:                                             ; preds = %2126
  %2135 = ptrtoint ptr addrspace(3) %2128 to i64
  %2136 = trunc i64 %2135 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;", "r,l,~{memory}"(i32 %2136, ptr addrspace(1) %2129) #6
  br label %2168

2137:                                             ; preds = %2126
  %2138 = sext i32 %1923 to i64
  %2139 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2138
  %2140 = sext i32 %1922 to i64
  %2141 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2140
  %2142 = sext i32 %1921 to i64
  %2143 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2142
  %2144 = sext i32 %1920 to i64
  %2145 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2144
  %2146 = sext i32 %1919 to i64
  %2147 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2146
  %2148 = sext i32 %1918 to i64
  %2149 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2148
  %2150 = sext i32 %1917 to i64
  %2151 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2150
  %2152 = zext i1 %1952 to i32
  %2153 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2129, i32 %2152, i16 0) #6
  store i16 %2153, ptr addrspace(3) %2128, align 16
  %2154 = getelementptr i8, ptr addrspace(3) %2128, i64 2
  %2155 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2151, i32 %2152, i16 0) #6
  store i16 %2155, ptr addrspace(3) %2154, align 2
  %2156 = getelementptr i8, ptr addrspace(3) %2128, i64 4
  %2157 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2149, i32 %2152, i16 0) #6
  store i16 %2157, ptr addrspace(3) %2156, align 4
  %2158 = getelementptr i8, ptr addrspace(3) %2128, i64 6
  %2159 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2147, i32 %2152, i16 0) #6
  store i16 %2159, ptr addrspace(3) %2158, align 2
  %2160 = getelementptr i8, ptr addrspace(3) %2128, i64 8
  %2161 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2145, i32 %2152, i16 0) #6
  store i16 %2161, ptr addrspace(3) %2160, align 8
  %2162 = getelementptr i8, ptr addrspace(3) %2128, i64 10
  %2163 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2143, i32 %2152, i16 0) #6
  store i16 %2163, ptr addrspace(3) %2162, align 2
  %2164 = getelementptr i8, ptr addrspace(3) %2128, i64 12
  %2165 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2141, i32 %2152, i16 0) #6
  store i16 %2165, ptr addrspace(3) %2164, align 4
  %2166 = getelementptr i8, ptr addrspace(3) %2128, i64 14
  %2167 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2139, i32 %2152, i16 0) #6
  store i16 %2167, ptr addrspace(3) %2166, align 2
  br label %2168

2168:                                             ; preds = %2134, %2137
  %2169 = getelementptr i8, ptr addrspace(3) %2127, i64 %301
  %2170 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2002
  %2171 = ptrtoint ptr addrspace(1) %2170 to i64
  %2172 = and i64 %2171, 15
  %2173 = icmp eq i64 %2172, 0
  %2174 = and i1 %1953, %2173
  br i1 %2174, label %2175, label %2178

2175:                                             ; preds = %2168
  %2176 = ptrtoint ptr addrspace(3) %2169 to i64
  %2177 = trunc i64 %2176 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;", "r,l,~{memory}"(i32 %2177, ptr addrspace(1) %2170) #6
  br label %2209

2178:                                             ; preds = %2168
  %2179 = sext i32 %1931 to i64
  %2180 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2179
  %2181 = sext i32 %1930 to i64
  %2182 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2181
  %2183 = sext i32 %1929 to i64
  %2184 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2183
  %2185 = sext i32 %1928 to i64
  %2186 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2185
  %2187 = sext i32 %1927 to i64
  %2188 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2187
  %2189 = sext i32 %1926 to i64
  %2190 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2189
  %2191 = sext i32 %1925 to i64
  %2192 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2191
  %2193 = zext i1 %1953 to i32
  %2194 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2170, i32 %2193, i16 0) #6
  store i16 %2194, ptr addrspace(3) %2169, align 16
  %2195 = getelementptr i8, ptr addrspace(3) %2169, i64 2
  %2196 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2192, i32 %2193, i16 0) #6
  store i16 %2196, ptr addrspace(3) %2195, align 2
  %2197 = getelementptr i8, ptr addrspace(3) %2169, i64 4
  %2198 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2190, i32 %2193, i16 0) #6
  store i16 %2198, ptr addrspace(3) %2197, align 4
  %2199 = getelementptr i8, ptr addrspace(3) %2169, i64 6
  %2200 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2188, i32 %2193, i16 0) #6
  store i16 %2200, ptr addrspace(3) %2199, align 2
  %2201 = getelementptr i8, ptr addrspace(3) %2169, i64 8
  %2202 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2186, i32 %2193, i16 0) #6
  store i16 %2202, ptr addrspace(3) %2201, align 8
  %2203 = getelementptr i8, ptr addrspace(3) %2169, i64 10
  %2204 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2184, i32 %2193, i16 0) #6
  store i16 %2204, ptr addrspace(3) %2203, align 2
  %2205 = getelementptr i8, ptr addrspace(3) %2169, i64 12
  %2206 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2182, i32 %2193, i16 0) #6
  store i16 %2206, ptr addrspace(3) %2205, align 4
  %2207 = getelementptr i8, ptr addrspace(3) %2169, i64 14
  %2208 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2180, i32 %2193, i16 0) #6
  store i16 %2208, ptr addrspace(3) %2207, align 2
  br label %2209

2209:                                             ; preds = %2175, %2178
  %2210 = getelementptr i8, ptr addrspace(3) %2127, i64 %346
  %2211 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2044
  %2212 = ptrtoint ptr addrspace(1) %2211 to i64
  %2213 = and i64 %2212, 15
  %2214 = icmp eq i64 %2213, 0
  %2215 = and i1 %1954, %2214
  br i1 %2215, label %2216, label %2219

2216:                                             ; preds = %2209
  %2217 = ptrtoint ptr addrspace(3) %2210 to i64
  %2218 = trunc i64 %2217 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;", "r,l,~{memory}"(i32 %2218, ptr addrspace(1) %2211) #6
  br label %2250

2219:                                             ; preds = %2209
  %2220 = sext i32 %1939 to i64
  %2221 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2220
  %2222 = sext i32 %1938 to i64
  %2223 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2222
  %2224 = sext i32 %1937 to i64
  %2225 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2224
  %2226 = sext i32 %1936 to i64
  %2227 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2226
  %2228 = sext i32 %1935 to i64
  %2229 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2228
  %2230 = sext i32 %1934 to i64
  %2231 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2230
  %2232 = sext i32 %1933 to i64
  %2233 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2232
  %2234 = zext i1 %1954 to i32
  %2235 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2211, i32 %2234, i16 0) #6
  store i16 %2235, ptr addrspace(3) %2210, align 16
  %2236 = getelementptr i8, ptr addrspace(3) %2210, i64 2
  %2237 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2233, i32 %2234, i16 0) #6
  store i16 %2237, ptr addrspace(3) %2236, align 2
  %2238 = getelementptr i8, ptr addrspace(3) %2210, i64 4
  %2239 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2231, i32 %2234, i16 0) #6
  store i16 %2239, ptr addrspace(3) %2238, align 4
  %2240 = getelementptr i8, ptr addrspace(3) %2210, i64 6
  %2241 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2229, i32 %2234, i16 0) #6
  store i16 %2241, ptr addrspace(3) %2240, align 2
  %2242 = getelementptr i8, ptr addrspace(3) %2210, i64 8
  %2243 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2227, i32 %2234, i16 0) #6
  store i16 %2243, ptr addrspace(3) %2242, align 8
  %2244 = getelementptr i8, ptr addrspace(3) %2210, i64 10
  %2245 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2225, i32 %2234, i16 0) #6
  store i16 %2245, ptr addrspace(3) %2244, align 2
  %2246 = getelementptr i8, ptr addrspace(3) %2210, i64 12
  %2247 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2223, i32 %2234, i16 0) #6
  store i16 %2247, ptr addrspace(3) %2246, align 4
  %2248 = getelementptr i8, ptr addrspace(3) %2210, i64 14
  %2249 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2221, i32 %2234, i16 0) #6
  store i16 %2249, ptr addrspace(3) %2248, align 2
  br label %2250

2250:                                             ; preds = %2216, %2219
  %2251 = getelementptr i8, ptr addrspace(3) %2127, i64 %391
  %2252 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2086
  %2253 = ptrtoint ptr addrspace(1) %2252 to i64
  %2254 = and i64 %2253, 15
  %2255 = icmp eq i64 %2254, 0
  %2256 = and i1 %1955, %2255
  br i1 %2256, label %2257, label %2260

2257:                                             ; preds = %2250
  %2258 = ptrtoint ptr addrspace(3) %2251 to i64
  %2259 = trunc i64 %2258 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;", "r,l,~{memory}"(i32 %2259, ptr addrspace(1) %2252) #6
  br label %2291

2260:                                             ; preds = %2250
  %2261 = sext i32 %1947 to i64
  %2262 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2261
  %2263 = sext i32 %1946 to i64
  %2264 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2263
  %2265 = sext i32 %1945 to i64
  %2266 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2265
  %2267 = sext i32 %1944 to i64
  %2268 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2267
  %2269 = sext i32 %1943 to i64
  %2270 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2269
  %2271 = sext i32 %1942 to i64
  %2272 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2271
  %2273 = sext i32 %1941 to i64
  %2274 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2273
  %2275 = zext i1 %1955 to i32
  %2276 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2252, i32 %2275, i16 0) #6
  store i16 %2276, ptr addrspace(3) %2251, align 16
  %2277 = getelementptr i8, ptr addrspace(3) %2251, i64 2
  %2278 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2274, i32 %2275, i16 0) #6
  store i16 %2278, ptr addrspace(3) %2277, align 2
  %2279 = getelementptr i8, ptr addrspace(3) %2251, i64 4
  %2280 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2272, i32 %2275, i16 0) #6
  store i16 %2280, ptr addrspace(3) %2279, align 4
  %2281 = getelementptr i8, ptr addrspace(3) %2251, i64 6
  %2282 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2270, i32 %2275, i16 0) #6
  store i16 %2282, ptr addrspace(3) %2281, align 2
  %2283 = getelementptr i8, ptr addrspace(3) %2251, i64 8
  %2284 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2268, i32 %2275, i16 0) #6
  store i16 %2284, ptr addrspace(3) %2283, align 8
  %2285 = getelementptr i8, ptr addrspace(3) %2251, i64 10
  %2286 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2266, i32 %2275, i16 0) #6
  store i16 %2286, ptr addrspace(3) %2285, align 2
  %2287 = getelementptr i8, ptr addrspace(3) %2251, i64 12
  %2288 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2264, i32 %2275, i16 0) #6
  store i16 %2288, ptr addrspace(3) %2287, align 4
  %2289 = getelementptr i8, ptr addrspace(3) %2251, i64 14
  %2290 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2262, i32 %2275, i16 0) #6
  store i16 %2290, ptr addrspace(3) %2289, align 2
  br label %2291

2291:                                             ; preds = %2257, %2260
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #6
  %2292 = add i32 %1144, 64
  %2293 = icmp slt i32 %2292, %4
  br i1 %2293, label %1107, label %._crit_edge

._crit_edge:                                      ; preds = %2291, %.._crit_edge_crit_edge
  %.pre-phi126 = phi i32 [ %.pre125, %.._crit_edge_crit_edge ], [ %1085, %2291 ]
  %.lcssa53 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1597, %2291 ]
  %.lcssa52 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1598, %2291 ]
  %.lcssa51 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1864, %2291 ]
  %.lcssa50 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1865, %2291 ]
  %.lcssa49 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1866, %2291 ]
  %.lcssa48 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1867, %2291 ]
  %.lcssa47 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1868, %2291 ]
  %.lcssa46 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1869, %2291 ]
  %.lcssa45 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1870, %2291 ]
  %.lcssa44 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1871, %2291 ]
  %.lcssa43 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1872, %2291 ]
  %.lcssa42 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1873, %2291 ]
  %.lcssa41 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1874, %2291 ]
  %.lcssa40 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1875, %2291 ]
  %.lcssa39 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1876, %2291 ]
  %.lcssa38 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1877, %2291 ]
  %.lcssa37 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1878, %2291 ]
  %.lcssa36 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1879, %2291 ]
  %.lcssa35 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1880, %2291 ]
  %.lcssa34 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1881, %2291 ]
  %.lcssa33 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1882, %2291 ]
  %.lcssa32 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1883, %2291 ]
  %.lcssa31 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1884, %2291 ]
  %.lcssa30 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1885, %2291 ]
  %.lcssa29 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1886, %2291 ]
  %.lcssa28 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1887, %2291 ]
  %.lcssa27 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1888, %2291 ]
  %.lcssa26 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1889, %2291 ]
  %.lcssa25 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1890, %2291 ]
  %.lcssa24 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1891, %2291 ]
  %.lcssa23 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1892, %2291 ]
  %.lcssa22 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1893, %2291 ]
  %.lcssa21 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1894, %2291 ]
  %.lcssa20 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1895, %2291 ]
  %.lcssa19 = phi float [ 0xFFF0000000000000, %.._crit_edge_crit_edge ], [ %1479, %2291 ]
  %.lcssa = phi float [ 0xFFF0000000000000, %.._crit_edge_crit_edge ], [ %1480, %2291 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %2294 = lshr i32 %7, 2
  %2295 = and i32 %2294, 7
  %2296 = lshr i32 %7, 1
  %2297 = and i32 %2296, 48
  %2298 = or disjoint i32 %2297, %2295
  %2299 = zext nneg i32 %2298 to i64
  %2300 = getelementptr float, ptr addrspace(3) @attention_smem, i64 %2299
  store float %.lcssa19, ptr addrspace(3) %2300, align 4
  %2301 = or disjoint i32 %2298, 8
  %2302 = zext nneg i32 %2301 to i64
  %2303 = getelementptr float, ptr addrspace(3) @attention_smem, i64 %2302
  store float %.lcssa, ptr addrspace(3) %2303, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  tail call void asm sideeffect "cp.async.wait_group 0;", "~{memory}"() #6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %2304 = fdiv float %.lcssa51, %.lcssa53
  %2305 = fdiv float %.lcssa50, %.lcssa53
  %2306 = fdiv float %.lcssa49, %.lcssa52
  %2307 = fdiv float %.lcssa48, %.lcssa52
  %2308 = fdiv float %.lcssa47, %.lcssa53
  %2309 = fdiv float %.lcssa46, %.lcssa53
  %2310 = fdiv float %.lcssa45, %.lcssa52
  %2311 = fdiv float %.lcssa44, %.lcssa52
  %2312 = fdiv float %.lcssa43, %.lcssa53
  %2313 = fdiv float %.lcssa42, %.lcssa53
  %2314 = fdiv float %.lcssa41, %.lcssa52
  %2315 = fdiv float %.lcssa40, %.lcssa52
  %2316 = fdiv float %.lcssa39, %.lcssa53
  %2317 = fdiv float %.lcssa38, %.lcssa53
  %2318 = fdiv float %.lcssa37, %.lcssa52
  %2319 = fdiv float %.lcssa36, %.lcssa52
  %2320 = fdiv float %.lcssa35, %.lcssa53
  %2321 = fdiv float %.lcssa34, %.lcssa53
  %2322 = fdiv float %.lcssa33, %.lcssa52
  %2323 = fdiv float %.lcssa32, %.lcssa52
  %2324 = fdiv float %.lcssa31, %.lcssa53
  %2325 = fdiv float %.lcssa30, %.lcssa53
  %2326 = fdiv float %.lcssa29, %.lcssa52
  %2327 = fdiv float %.lcssa28, %.lcssa52
  %2328 = fdiv float %.lcssa27, %.lcssa53
  %2329 = fdiv float %.lcssa26, %.lcssa53
  %2330 = fdiv float %.lcssa25, %.lcssa52
  %2331 = fdiv float %.lcssa24, %.lcssa52
  %2332 = fdiv float %.lcssa23, %.lcssa53
  %2333 = fdiv float %.lcssa22, %.lcssa53
  %2334 = fdiv float %.lcssa21, %.lcssa52
  %2335 = fdiv float %.lcssa20, %.lcssa52
  %2336 = fptrunc float %2304 to bfloat
  %2337 = fptrunc float %2305 to bfloat
  %2338 = fptrunc float %2306 to bfloat
  %2339 = fptrunc float %2307 to bfloat
  %2340 = fptrunc float %2308 to bfloat
  %2341 = fptrunc float %2309 to bfloat
  %2342 = fptrunc float %2310 to bfloat
  %2343 = fptrunc float %2311 to bfloat
  %2344 = fptrunc float %2312 to bfloat
  %2345 = fptrunc float %2313 to bfloat
  %2346 = fptrunc float %2314 to bfloat
  %2347 = fptrunc float %2315 to bfloat
  %2348 = fptrunc float %2316 to bfloat
  %2349 = fptrunc float %2317 to bfloat
  %2350 = fptrunc float %2318 to bfloat
  %2351 = fptrunc float %2319 to bfloat
  %2352 = fptrunc float %2320 to bfloat
  %2353 = fptrunc float %2321 to bfloat
  %2354 = fptrunc float %2322 to bfloat
  %2355 = fptrunc float %2323 to bfloat
  %2356 = fptrunc float %2324 to bfloat
  %2357 = fptrunc float %2325 to bfloat
  %2358 = fptrunc float %2326 to bfloat
  %2359 = fptrunc float %2327 to bfloat
  %2360 = fptrunc float %2328 to bfloat
  %2361 = fptrunc float %2329 to bfloat
  %2362 = fptrunc float %2330 to bfloat
  %2363 = fptrunc float %2331 to bfloat
  %2364 = fptrunc float %2332 to bfloat
  %2365 = fptrunc float %2333 to bfloat
  %2366 = fptrunc float %2334 to bfloat
  %2367 = fptrunc float %2335 to bfloat
  %2368 = or disjoint i32 %2298, %13
  %2369 = add i32 %11, %2368
  %2370 = shl i32 %2369, 6
  %2371 = or disjoint i32 %2370, %.pre-phi126
  %2372 = sext i32 %2371 to i64
  %2373 = getelementptr bfloat, ptr addrspace(1) %3, i64 %2372
  %2374 = icmp slt i32 %2368, %4
  %2375 = ptrtoint ptr addrspace(1) %2373 to i64
  %2376 = and i64 %2375, 3
  %2377 = icmp eq i64 %2376, 0
  %2378 = and i1 %2374, %2377
  %2379 = xor i1 %2374, %2378
  %2380 = zext i1 %2378 to i32
  %2381 = bitcast bfloat %2336 to i16
  %2382 = bitcast bfloat %2337 to i16
  %2383 = zext i1 %2379 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %2380, i16 %2381, i16 %2382, ptr addrspace(1) %2373, i32 %2383, i32 %2383) #6
  %2384 = or disjoint i32 %2301, %13
  %2385 = add i32 %11, %2384
  %2386 = shl i32 %2385, 6
  %2387 = or disjoint i32 %2386, %.pre-phi126
  %2388 = sext i32 %2387 to i64
  %2389 = getelementptr bfloat, ptr addrspace(1) %3, i64 %2388
  %2390 = icmp slt i32 %2384, %4
  %2391 = ptrtoint ptr addrspace(1) %2389 to i64
  %2392 = and i64 %2391, 3
  %2393 = icmp eq i64 %2392, 0
  %2394 = and i1 %2390, %2393
  %2395 = xor i1 %2390, %2394
  %2396 = zext i1 %2394 to i32
  %2397 = bitcast bfloat %2338 to i16
  %2398 = bitcast bfloat %2339 to i16
  %2399 = zext i1 %2395 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %2396, i16 %2397, i16 %2398, ptr addrspace(1) %2389, i32 %2399, i32 %2399) #6
  %2400 = or disjoint i32 %.pre-phi126, 8
  %2401 = or disjoint i32 %2370, %2400
  %2402 = sext i32 %2401 to i64
  %2403 = getelementptr bfloat, ptr addrspace(1) %3, i64 %2402
  %2404 = ptrtoint ptr addrspace(1) %2403 to i64
  %2405 = and i64 %2404, 3
  %2406 = icmp eq i64 %2405, 0
  %2407 = and i1 %2374, %2406
  %2408 = xor i1 %2374, %2407
  %2409 = zext i1 %2407 to i32
  %2410 = bitcast bfloat %2340 to i16
  %2411 = bitcast bfloat %2341 to i16
  %2412 = zext i1 %2408 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %2409, i16 %2410, i16 %2411, ptr addrspace(1) %2403, i32 %2412, i32 %2412) #6
  %2413 = or disjoint i32 %2386, %2400
  %2414 = sext i32 %2413 to i64
  %2415 = getelementptr bfloat, ptr addrspace(1) %3, i64 %2414
  %2416 = ptrtoint ptr addrspace(1) %2415 to i64
  %2417 = and i64 %2416, 3
  %2418 = icmp eq i64 %2417, 0
  %2419 = and i1 %2390, %2418
  %2420 = xor i1 %2390, %2419
  %2421 = zext i1 %2419 to i32
  %2422 = bitcast bfloat %2342 to i16
  %2423 = bitcast bfloat %2343 to i16
  %2424 = zext i1 %2420 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %2421, i16 %2422, i16 %2423, ptr addrspace(1) %2415, i32 %2424, i32 %2424) #6
  %2425 = or disjoint i32 %.pre-phi126, 16
  %2426 = or disjoint i32 %2370, %2425
  %2427 = sext i32 %2426 to i64
  %2428 = getelementptr bfloat, ptr addrspace(1) %3, i64 %2427
  %2429 = ptrtoint ptr addrspace(1) %2428 to i64
  %2430 = and i64 %2429, 3
  %2431 = icmp eq i64 %2430, 0
  %2432 = and i1 %2374, %2431
  %2433 = xor i1 %2374, %2432
  %2434 = zext i1 %2432 to i32
  %2435 = bitcast bfloat %2344 to i16
  %2436 = bitcast bfloat %2345 to i16
  %2437 = zext i1 %2433 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %2434, i16 %2435, i16 %2436, ptr addrspace(1) %2428, i32 %2437, i32 %2437) #6
  %2438 = or disjoint i32 %2386, %2425
  %2439 = sext i32 %2438 to i64
  %2440 = getelementptr bfloat, ptr addrspace(1) %3, i64 %2439
  %2441 = ptrtoint ptr addrspace(1) %2440 to i64
  %2442 = and i64 %2441, 3
  %2443 = icmp eq i64 %2442, 0
  %2444 = and i1 %2390, %2443
  %2445 = xor i1 %2390, %2444
  %2446 = zext i1 %2444 to i32
  %2447 = bitcast bfloat %2346 to i16
  %2448 = bitcast bfloat %2347 to i16
  %2449 = zext i1 %2445 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %2446, i16 %2447, i16 %2448, ptr addrspace(1) %2440, i32 %2449, i32 %2449) #6
  %2450 = or disjoint i32 %.pre-phi126, 24
  %2451 = or disjoint i32 %2370, %2450
  %2452 = sext i32 %2451 to i64
  %2453 = getelementptr bfloat, ptr addrspace(1) %3, i64 %2452
  %2454 = ptrtoint ptr addrspace(1) %2453 to i64
  %2455 = and i64 %2454, 3
  %2456 = icmp eq i64 %2455, 0
  %2457 = and i1 %2374, %2456
  %2458 = xor i1 %2374, %2457
  %2459 = zext i1 %2457 to i32
  %2460 = bitcast bfloat %2348 to i16
  %2461 = bitcast bfloat %2349 to i16
  %2462 = zext i1 %2458 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %2459, i16 %2460, i16 %2461, ptr addrspace(1) %2453, i32 %2462, i32 %2462) #6
  %2463 = or disjoint i32 %2386, %2450
  %2464 = sext i32 %2463 to i64
  %2465 = getelementptr bfloat, ptr addrspace(1) %3, i64 %2464
  %2466 = ptrtoint ptr addrspace(1) %2465 to i64
  %2467 = and i64 %2466, 3
  %2468 = icmp eq i64 %2467, 0
  %2469 = and i1 %2390, %2468
  %2470 = xor i1 %2390, %2469
  %2471 = zext i1 %2469 to i32
  %2472 = bitcast bfloat %2350 to i16
  %2473 = bitcast bfloat %2351 to i16
  %2474 = zext i1 %2470 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %2471, i16 %2472, i16 %2473, ptr addrspace(1) %2465, i32 %2474, i32 %2474) #6
  %2475 = or disjoint i32 %.pre-phi126, 32
  %2476 = or disjoint i32 %2370, %2475
  %2477 = sext i32 %2476 to i64
  %2478 = getelementptr bfloat, ptr addrspace(1) %3, i64 %2477
  %2479 = ptrtoint ptr addrspace(1) %2478 to i64
  %2480 = and i64 %2479, 3
  %2481 = icmp eq i64 %2480, 0
  %2482 = and i1 %2374, %2481
  %2483 = xor i1 %2374, %2482
  %2484 = zext i1 %2482 to i32
  %2485 = bitcast bfloat %2352 to i16
  %2486 = bitcast bfloat %2353 to i16
  %2487 = zext i1 %2483 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %2484, i16 %2485, i16 %2486, ptr addrspace(1) %2478, i32 %2487, i32 %2487) #6
  %2488 = or disjoint i32 %2386, %2475
  %2489 = sext i32 %2488 to i64
  %2490 = getelementptr bfloat, ptr addrspace(1) %3, i64 %2489
  %2491 = ptrtoint ptr addrspace(1) %2490 to i64
  %2492 = and i64 %2491, 3
  %2493 = icmp eq i64 %2492, 0
  %2494 = and i1 %2390, %2493
  %2495 = xor i1 %2390, %2494
  %2496 = zext i1 %2494 to i32
  %2497 = bitcast bfloat %2354 to i16
  %2498 = bitcast bfloat %2355 to i16
  %2499 = zext i1 %2495 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %2496, i16 %2497, i16 %2498, ptr addrspace(1) %2490, i32 %2499, i32 %2499) #6
  %2500 = or disjoint i32 %.pre-phi126, 40
  %2501 = or disjoint i32 %2370, %2500
  %2502 = sext i32 %2501 to i64
  %2503 = getelementptr bfloat, ptr addrspace(1) %3, i64 %2502
  %2504 = ptrtoint ptr addrspace(1) %2503 to i64
  %2505 = and i64 %2504, 3
  %2506 = icmp eq i64 %2505, 0
  %2507 = and i1 %2374, %2506
  %2508 = xor i1 %2374, %2507
  %2509 = zext i1 %2507 to i32
  %2510 = bitcast bfloat %2356 to i16
  %2511 = bitcast bfloat %2357 to i16
  %2512 = zext i1 %2508 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %2509, i16 %2510, i16 %2511, ptr addrspace(1) %2503, i32 %2512, i32 %2512) #6
  %2513 = or disjoint i32 %2386, %2500
  %2514 = sext i32 %2513 to i64
  %2515 = getelementptr bfloat, ptr addrspace(1) %3, i64 %2514
  %2516 = ptrtoint ptr addrspace(1) %2515 to i64
  %2517 = and i64 %2516, 3
  %2518 = icmp eq i64 %2517, 0
  %2519 = and i1 %2390, %2518
  %2520 = xor i1 %2390, %2519
  %2521 = zext i1 %2519 to i32
  %2522 = bitcast bfloat %2358 to i16
  %2523 = bitcast bfloat %2359 to i16
  %2524 = zext i1 %2520 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %2521, i16 %2522, i16 %2523, ptr addrspace(1) %2515, i32 %2524, i32 %2524) #6
  %2525 = or disjoint i32 %.pre-phi126, 48
  %2526 = or disjoint i32 %2370, %2525
  %2527 = sext i32 %2526 to i64
  %2528 = getelementptr bfloat, ptr addrspace(1) %3, i64 %2527
  %2529 = ptrtoint ptr addrspace(1) %2528 to i64
  %2530 = and i64 %2529, 3
  %2531 = icmp eq i64 %2530, 0
  %2532 = and i1 %2374, %2531
  %2533 = xor i1 %2374, %2532
  %2534 = zext i1 %2532 to i32
  %2535 = bitcast bfloat %2360 to i16
  %2536 = bitcast bfloat %2361 to i16
  %2537 = zext i1 %2533 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %2534, i16 %2535, i16 %2536, ptr addrspace(1) %2528, i32 %2537, i32 %2537) #6
  %2538 = or disjoint i32 %2386, %2525
  %2539 = sext i32 %2538 to i64
  %2540 = getelementptr bfloat, ptr addrspace(1) %3, i64 %2539
  %2541 = ptrtoint ptr addrspace(1) %2540 to i64
  %2542 = and i64 %2541, 3
  %2543 = icmp eq i64 %2542, 0
  %2544 = and i1 %2390, %2543
  %2545 = xor i1 %2390, %2544
  %2546 = zext i1 %2544 to i32
  %2547 = bitcast bfloat %2362 to i16
  %2548 = bitcast bfloat %2363 to i16
  %2549 = zext i1 %2545 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %2546, i16 %2547, i16 %2548, ptr addrspace(1) %2540, i32 %2549, i32 %2549) #6
  %2550 = or disjoint i32 %.pre-phi126, 56
  %2551 = or disjoint i32 %2370, %2550
  %2552 = sext i32 %2551 to i64
  %2553 = getelementptr bfloat, ptr addrspace(1) %3, i64 %2552
  %2554 = ptrtoint ptr addrspace(1) %2553 to i64
  %2555 = and i64 %2554, 3
  %2556 = icmp eq i64 %2555, 0
  %2557 = and i1 %2374, %2556
  %2558 = xor i1 %2374, %2557
  %2559 = zext i1 %2557 to i32
  %2560 = bitcast bfloat %2364 to i16
  %2561 = bitcast bfloat %2365 to i16
  %2562 = zext i1 %2558 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %2559, i16 %2560, i16 %2561, ptr addrspace(1) %2553, i32 %2562, i32 %2562) #6
  %2563 = or disjoint i32 %2386, %2550
  %2564 = sext i32 %2563 to i64
  %2565 = getelementptr bfloat, ptr addrspace(1) %3, i64 %2564
  %2566 = ptrtoint ptr addrspace(1) %2565 to i64
  %2567 = and i64 %2566, 3
  %2568 = icmp eq i64 %2567, 0
  %2569 = and i1 %2390, %2568
  %2570 = xor i1 %2390, %2569
  %2571 = zext i1 %2569 to i32
  %2572 = bitcast bfloat %2366 to i16
  %2573 = bitcast bfloat %2367 to i16
  %2574 = zext i1 %2570 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %2571, i16 %2572, i16 %2573, ptr addrspace(1) %2565, i32 %2574, i32 %2574) #6
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
