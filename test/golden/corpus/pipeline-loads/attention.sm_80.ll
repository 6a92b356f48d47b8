; ModuleID = 'tile_kernels'
source_filename = "tile_kernels"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@attention_smem = internal addrspace(3) global [9216 x i8] undef, align 16
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
  %98 = tail call { i16, i16, i16, i16, i16, i16, i16, i16 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $8, 0;\0Amov.b16 $0, $18;\0Amov.b16 $1, $18;\0Amov.b16 $2, $18;\0Amov.b16 $3, $18;\0Amov.b16 $4, $18;\0Amov.b16 $5, $18;\0Amov.b16 $6, $18;\0Amov.b16 $7, $18;\0A.reg .b32 %tile_w<4>;\0A@%tile_v ld.global.v4.b32 {%tile_w0, %tile_w1, %tile_w2, %tile_w3}, [$9];\0A@%tile_v mov.b32 {$0, $1}, %tile_w0;\0A@%tile_v mov.b32 {$2, $3}, %tile_w1;\0A@%tile_v mov.b32 {$4, $5}, %tile_w2;\0A@%tile_v mov.b32 {$6, $7}, %tile_w3;\0Asetp.ne.b32 %tile_p, $10, 0;\0A@%tile_p ld.global.b16 $0, [$9];\0Asetp.ne.b32 %tile_p, $11, 0;\0A@%tile_p ld.global.b16 $1, [$9+2];\0Asetp.ne.b32 %tile_p, $12, 0;\0A@%tile_p ld.global.b16 $2, [$9+4];\0Asetp.ne.b32 %tile_p, $13, 0;\0A@%tile_p ld.global.b16 $3, [$9+6];\0Asetp.ne.b32 %tile_p, $14, 0;\0A@%tile_p ld.global.b16 $4, [$9+8];\0Asetp.ne.b32 %tile_p, $15, 0;\0A@%tile_p ld.global.b16 $5, [$9+10];\0Asetp.ne.b32 %tile_p, $16, 0;\0A@%tile_p ld.global.b16 $6, [$9+12];\0Asetp.ne.b32 %tile_p, $17, 0;\0A@%tile_p ld.global.b16 $7, [$9+14];\0A}", "=&h,=&h,=&h,=&h,=&h,=&h,=&h,=&h,r,l,r,r,r,r,r,r,r,r,h"(i32 %96, ptr addrspace(1) %90, i32 %97, i32 %97, i32 %97, i32 %97, i32 %97, i32 %97, i32 %97, i32 %97, i16 0) #7
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
  %116 = tail call { i16, i16, i16, i16, i16, i16, i16, i16 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $8, 0;\0Amov.b16 $0, $18;\0Amov.b16 $1, $18;\0Amov.b16 $2, $18;\0Amov.b16 $3, $18;\0Amov.b16 $4, $18;\0Amov.b16 $5, $18;\0Amov.b16 $6, $18;\0Amov.b16 $7, $18;\0A.reg .b32 %tile_w<4>;\0A@%tile_v ld.global.v4.b32 {%tile_w0, %tile_w1, %tile_w2, %tile_w3}, [$9];\0A@%tile_v mov.b32 {$0, $1}, %tile_w0;\0A@%tile_v mov.b32 {$2, $3}, %tile_w1;\0A@%tile_v mov.b32 {$4, $5}, %tile_w2;\0A@%tile_v mov.b32 {$6, $7}, %tile_w3;\0Asetp.ne.b32 %tile_p, $10, 0;\0A@%tile_p ld.global.b16 $0, [$9];\0Asetp.ne.b32 %tile_p, $11, 0;\0A@%tile_p ld.global.b16 $1, [$9+2];\0Asetp.ne.b32 %tile_p, $12, 0;\0A@%tile_p ld.global.b16 $2, [$9+4];\0Asetp.ne.b32 %tile_p, $13, 0;\0A@%tile_p ld.global.b16 $3, [$9+6];\0Asetp.ne.b32 %tile_p, $14, 0;\0A@%tile_p ld.global.b16 $4, [$9+8];\0Asetp.ne.b32 %tile_p, $15, 0;\0A@%tile_p ld.global.b16 $5, [$9+10];\0Asetp.ne.b32 %tile_p, $16, 0;\0A@%tile_p ld.global.b16 $6, [$9+12];\0Asetp.ne.b32 %tile_p, $17, 0;\0A@%tile_p ld.global.b16 $7, [$9+14];\0A}", "=&h,=&h,=&h,=&h,=&h,=&h,=&h,=&h,r,l,r,r,r,r,r,r,r,r,h"(i32 %114, ptr addrspace(1) %108, i32 %115, i32 %115, i32 %115, i32 %115, i32 %115, i32 %115, i32 %115, i32 %115, i16 0) #7
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
  %134 = tail call { i16, i16, i16, i16, i16, i16, i16, i16 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $8, 0;\0Amov.b16 $0, $18;\0Amov.b16 $1, $18;\0Amov.b16 $2, $18;\0Amov.b16 $3, $18;\0Amov.b16 $4, $18;\0Amov.b16 $5, $18;\0Amov.b16 $6, $18;\0Amov.b16 $7, $18;\0A.reg .b32 %tile_w<4>;\0A@%tile_v ld.global.v4.b32 {%tile_w0, %tile_w1, %tile_w2, %tile_w3}, [$9];\0A@%tile_v mov.b32 {$0, $1}, %tile_w0;\0A@%tile_v mov.b32 {$2, $3}, %tile_w1;\0A@%tile_v mov.b32 {$4, $5}, %tile_w2;\0A@%tile_v mov.b32 {$6, $7}, %tile_w3;\0Asetp.ne.b32 %tile_p, $10, 0;\0A@%tile_p ld.global.b16 $0, [$9];\0Asetp.ne.b32 %tile_p, $11, 0;\0A@%tile_p ld.global.b16 $1, [$9+2];\0Asetp.ne.b32 %tile_p, $12, 0;\0A@%tile_p ld.global.b16 $2, [$9+4];\0Asetp.ne.b32 %tile_p, $13, 0;\0A@%tile_p ld.global.b16 $3, [$9+6];\0Asetp.ne.b32 %tile_p, $14, 0;\0A@%tile_p ld.global.b16 $4, [$9+8];\0Asetp.ne.b32 %tile_p, $15, 0;\0A@%tile_p ld.global.b16 $5, [$9+10];\0Asetp.ne.b32 %tile_p, $16, 0;\0A@%tile_p ld.global.b16 $6, [$9+12];\0Asetp.ne.b32 %tile_p, $17, 0;\0A@%tile_p ld.global.b16 $7, [$9+14];\0A}", "=&h,=&h,=&h,=&h,=&h,=&h,=&h,=&h,r,l,r,r,r,r,r,r,r,r,h"(i32 %132, ptr addrspace(1) %126, i32 %133, i32 %133, i32 %133, i32 %133, i32 %133, i32 %133, i32 %133, i32 %133, i16 0) #7
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
  %152 = tail call { i16, i16, i16, i16, i16, i16, i16, i16 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $8, 0;\0Amov.b16 $0, $18;\0Amov.b16 $1, $18;\0Amov.b16 $2, $18;\0Amov.b16 $3, $18;\0Amov.b16 $4, $18;\0Amov.b16 $5, $18;\0Amov.b16 $6, $18;\0Amov.b16 $7, $18;\0A.reg .b32 %tile_w<4>;\0A@%tile_v ld.global.v4.b32 {%tile_w0, %tile_w1, %tile_w2, %tile_w3}, [$9];\0A@%tile_v mov.b32 {$0, $1}, %tile_w0;\0A@%tile_v mov.b32 {$2, $3}, %tile_w1;\0A@%tile_v mov.b32 {$4, $5}, %tile_w2;\0A@%tile_v mov.b32 {$6, $7}, %tile_w3;\0Asetp.ne.b32 %tile_p, $10, 0;\0A@%tile_p ld.global.b16 $0, [$9];\0Asetp.ne.b32 %tile_p, $11, 0;\0A@%tile_p ld.global.b16 $1, [$9+2];\0Asetp.ne.b32 %tile_p, $12, 0;\0A@%tile_p ld.global.b16 $2, [$9+4];\0Asetp.ne.b32 %tile_p, $13, 0;\0A@%tile_p ld.global.b16 $3, [$9+6];\0Asetp.ne.b32 %tile_p, $14, 0;\0A@%tile_p ld.global.b16 $4, [$9+8];\0Asetp.ne.b32 %tile_p, $15, 0;\0A@%tile_p ld.global.b16 $5, [$9+10];\0Asetp.ne.b32 %tile_p, $16, 0;\0A@%tile_p ld.global.b16 $6, [$9+12];\0Asetp.ne.b32 %tile_p, $17, 0;\0A@%tile_p ld.global.b16 $7, [$9+14];\0A}", "=&h,=&h,=&h,=&h,=&h,=&h,=&h,=&h,r,l,r,r,r,r,r,r,r,r,h"(i32 %150, ptr addrspace(1) %144, i32 %151, i32 %151, i32 %151, i32 %151, i32 %151, i32 %151, i32 %151, i32 %151, i16 0) #7
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
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;", "r,l,~{memory}"(i32 %266, ptr addrspace(1) %259) #7
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
  %283 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %259, i32 %282, i16 0) #7
  store i16 %283, ptr addrspace(3) %257, align 16
  %284 = getelementptr i8, ptr addrspace(3) %257, i64 2
  %285 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %281, i32 %282, i16 0) #7
  store i16 %285, ptr addrspace(3) %284, align 2
  %286 = getelementptr i8, ptr addrspace(3) %257, i64 4
  %287 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %279, i32 %282, i16 0) #7
  store i16 %287, ptr addrspace(3) %286, align 4
  %288 = getelementptr i8, ptr addrspace(3) %257, i64 6
  %289 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %277, i32 %282, i16 0) #7
  store i16 %289, ptr addrspace(3) %288, align 2
  %290 = getelementptr i8, ptr addrspace(3) %257, i64 8
  %291 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %275, i32 %282, i16 0) #7
  store i16 %291, ptr addrspace(3) %290, align 8
  %292 = getelementptr i8, ptr addrspace(3) %257, i64 10
  %293 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %273, i32 %282, i16 0) #7
  store i16 %293, ptr addrspace(3) %292, align 2
  %294 = getelementptr i8, ptr addrspace(3) %257, i64 12
  %295 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %271, i32 %282, i16 0) #7
  store i16 %295, ptr addrspace(3) %294, align 4
  %296 = getelementptr i8, ptr addrspace(3) %257, i64 14
  %297 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %269, i32 %282, i16 0) #7
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
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;", "r,l,~{memory}"(i32 %311, ptr addrspace(1) %304) #7
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
  %328 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %304, i32 %327, i16 0) #7
  store i16 %328, ptr addrspace(3) %302, align 16
  %329 = getelementptr i8, ptr addrspace(3) %302, i64 2
  %330 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %326, i32 %327, i16 0) #7
  store i16 %330, ptr addrspace(3) %329, align 2
  %331 = getelementptr i8, ptr addrspace(3) %302, i64 4
  %332 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %324, i32 %327, i16 0) #7
  store i16 %332, ptr addrspace(3) %331, align 4
  %333 = getelementptr i8, ptr addrspace(3) %302, i64 6
  %334 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %322, i32 %327, i16 0) #7
  store i16 %334, ptr addrspace(3) %333, align 2
  %335 = getelementptr i8, ptr addrspace(3) %302, i64 8
  %336 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %320, i32 %327, i16 0) #7
  store i16 %336, ptr addrspace(3) %335, align 8
  %337 = getelementptr i8, ptr addrspace(3) %302, i64 10
  %338 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %318, i32 %327, i16 0) #7
  store i16 %338, ptr addrspace(3) %337, align 2
  %339 = getelementptr i8, ptr addrspace(3) %302, i64 12
  %340 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %316, i32 %327, i16 0) #7
  store i16 %340, ptr addrspace(3) %339, align 4
  %341 = getelementptr i8, ptr addrspace(3) %302, i64 14
  %342 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %314, i32 %327, i16 0) #7
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
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;", "r,l,~{memory}"(i32 %356, ptr addrspace(1) %349) #7
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
  %373 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %349, i32 %372, i16 0) #7
  store i16 %373, ptr addrspace(3) %347, align 16
  %374 = getelementptr i8, ptr addrspace(3) %347, i64 2
  %375 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %371, i32 %372, i16 0) #7
  store i16 %375, ptr addrspace(3) %374, align 2
  %376 = getelementptr i8, ptr addrspace(3) %347, i64 4
  %377 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %369, i32 %372, i16 0) #7
  store i16 %377, ptr addrspace(3) %376, align 4
  %378 = getelementptr i8, ptr addrspace(3) %347, i64 6
  %379 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %367, i32 %372, i16 0) #7
  store i16 %379, ptr addrspace(3) %378, align 2
  %380 = getelementptr i8, ptr addrspace(3) %347, i64 8
  %381 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %365, i32 %372, i16 0) #7
  store i16 %381, ptr addrspace(3) %380, align 8
  %382 = getelementptr i8, ptr addrspace(3) %347, i64 10
  %383 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %363, i32 %372, i16 0) #7
  store i16 %383, ptr addrspace(3) %382, align 2
  %384 = getelementptr i8, ptr addrspace(3) %347, i64 12
  %385 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %361, i32 %372, i16 0) #7
  store i16 %385, ptr addrspace(3) %384, align 4
  %386 = getelementptr i8, ptr addrspace(3) %347, i64 14
  %387 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %359, i32 %372, i16 0) #7
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
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;", "r,l,~{memory}"(i32 %401, ptr addrspace(1) %394) #7
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
  %418 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %394, i32 %417, i16 0) #7
  store i16 %418, ptr addrspace(3) %392, align 16
  %419 = getelementptr i8, ptr addrspace(3) %392, i64 2
  %420 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %416, i32 %417, i16 0) #7
  store i16 %420, ptr addrspace(3) %419, align 2
  %421 = getelementptr i8, ptr addrspace(3) %392, i64 4
  %422 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %414, i32 %417, i16 0) #7
  store i16 %422, ptr addrspace(3) %421, align 4
  %423 = getelementptr i8, ptr addrspace(3) %392, i64 6
  %424 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %412, i32 %417, i16 0) #7
  store i16 %424, ptr addrspace(3) %423, align 2
  %425 = getelementptr i8, ptr addrspace(3) %392, i64 8
  %426 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %410, i32 %417, i16 0) #7
  store i16 %426, ptr addrspace(3) %425, align 8
  %427 = getelementptr i8, ptr addrspace(3) %392, i64 10
  %428 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %408, i32 %417, i16 0) #7
  store i16 %428, ptr addrspace(3) %427, align 2
  %429 = getelementptr i8, ptr addrspace(3) %392, i64 12
  %430 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %406, i32 %417, i16 0) #7
  store i16 %430, ptr addrspace(3) %429, align 4
  %431 = getelementptr i8, ptr addrspace(3) %392, i64 14
  %432 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %404, i32 %417, i16 0) #7
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
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;", "r,l,~{memory}"(i32 %442, ptr addrspace(1) %435) #7
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
  %459 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %435, i32 %458, i16 0) #7
  store i16 %459, ptr addrspace(3) %434, align 16
  %460 = getelementptr i8, ptr addrspace(3) %434, i64 2
  %461 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %457, i32 %458, i16 0) #7
  store i16 %461, ptr addrspace(3) %460, align 2
  %462 = getelementptr i8, ptr addrspace(3) %434, i64 4
  %463 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %455, i32 %458, i16 0) #7
  store i16 %463, ptr addrspace(3) %462, align 4
  %464 = getelementptr i8, ptr addrspace(3) %434, i64 6
  %465 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %453, i32 %458, i16 0) #7
  store i16 %465, ptr addrspace(3) %464, align 2
  %466 = getelementptr i8, ptr addrspace(3) %434, i64 8
  %467 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %451, i32 %458, i16 0) #7
  store i16 %467, ptr addrspace(3) %466, align 8
  %468 = getelementptr i8, ptr addrspace(3) %434, i64 10
  %469 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %449, i32 %458, i16 0) #7
  store i16 %469, ptr addrspace(3) %468, align 2
  %470 = getelementptr i8, ptr addrspace(3) %434, i64 12
  %471 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %447, i32 %458, i16 0) #7
  store i16 %471, ptr addrspace(3) %470, align 4
  %472 = getelementptr i8, ptr addrspace(3) %434, i64 14
  %473 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %445, i32 %458, i16 0) #7
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
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;", "r,l,~{memory}"(i32 %483, ptr addrspace(1) %476) #7
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
  %500 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %476, i32 %499, i16 0) #7
  store i16 %500, ptr addrspace(3) %475, align 16
  %501 = getelementptr i8, ptr addrspace(3) %475, i64 2
  %502 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %498, i32 %499, i16 0) #7
  store i16 %502, ptr addrspace(3) %501, align 2
  %503 = getelementptr i8, ptr addrspace(3) %475, i64 4
  %504 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %496, i32 %499, i16 0) #7
  store i16 %504, ptr addrspace(3) %503, align 4
  %505 = getelementptr i8, ptr addrspace(3) %475, i64 6
  %506 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %494, i32 %499, i16 0) #7
  store i16 %506, ptr addrspace(3) %505, align 2
  %507 = getelementptr i8, ptr addrspace(3) %475, i64 8
  %508 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %492, i32 %499, i16 0) #7
  store i16 %508, ptr addrspace(3) %507, align 8
  %509 = getelementptr i8, ptr addrspace(3) %475, i64 10
  %510 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %490, i32 %499, i16 0) #7
  store i16 %510, ptr addrspace(3) %509, align 2
  %511 = getelementptr i8, ptr addrspace(3) %475, i64 12
  %512 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %488, i32 %499, i16 0) #7
  store i16 %512, ptr addrspace(3) %511, align 4
  %513 = getelementptr i8, ptr addrspace(3) %475, i64 14
  %514 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %486, i32 %499, i16 0) #7
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
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;", "r,l,~{memory}"(i32 %524, ptr addrspace(1) %517) #7
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
  %541 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %517, i32 %540, i16 0) #7
  store i16 %541, ptr addrspace(3) %516, align 16
  %542 = getelementptr i8, ptr addrspace(3) %516, i64 2
  %543 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %539, i32 %540, i16 0) #7
  store i16 %543, ptr addrspace(3) %542, align 2
  %544 = getelementptr i8, ptr addrspace(3) %516, i64 4
  %545 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %537, i32 %540, i16 0) #7
  store i16 %545, ptr addrspace(3) %544, align 4
  %546 = getelementptr i8, ptr addrspace(3) %516, i64 6
  %547 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %535, i32 %540, i16 0) #7
  store i16 %547, ptr addrspace(3) %546, align 2
  %548 = getelementptr i8, ptr addrspace(3) %516, i64 8
  %549 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %533, i32 %540, i16 0) #7
  store i16 %549, ptr addrspace(3) %548, align 8
  %550 = getelementptr i8, ptr addrspace(3) %516, i64 10
  %551 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %531, i32 %540, i16 0) #7
  store i16 %551, ptr addrspace(3) %550, align 2
  %552 = getelementptr i8, ptr addrspace(3) %516, i64 12
  %553 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %529, i32 %540, i16 0) #7
  store i16 %553, ptr addrspace(3) %552, align 4
  %554 = getelementptr i8, ptr addrspace(3) %516, i64 14
  %555 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %527, i32 %540, i16 0) #7
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
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;", "r,l,~{memory}"(i32 %565, ptr addrspace(1) %558) #7
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
  %582 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %558, i32 %581, i16 0) #7
  store i16 %582, ptr addrspace(3) %557, align 16
  %583 = getelementptr i8, ptr addrspace(3) %557, i64 2
  %584 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %580, i32 %581, i16 0) #7
  store i16 %584, ptr addrspace(3) %583, align 2
  %585 = getelementptr i8, ptr addrspace(3) %557, i64 4
  %586 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %578, i32 %581, i16 0) #7
  store i16 %586, ptr addrspace(3) %585, align 4
  %587 = getelementptr i8, ptr addrspace(3) %557, i64 6
  %588 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %576, i32 %581, i16 0) #7
  store i16 %588, ptr addrspace(3) %587, align 2
  %589 = getelementptr i8, ptr addrspace(3) %557, i64 8
  %590 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %574, i32 %581, i16 0) #7
  store i16 %590, ptr addrspace(3) %589, align 8
  %591 = getelementptr i8, ptr addrspace(3) %557, i64 10
  %592 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %572, i32 %581, i16 0) #7
  store i16 %592, ptr addrspace(3) %591, align 2
  %593 = getelementptr i8, ptr addrspace(3) %557, i64 12
  %594 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %570, i32 %581, i16 0) #7
  store i16 %594, ptr addrspace(3) %593, align 4
  %595 = getelementptr i8, ptr addrspace(3) %557, i64 14
  %596 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %568, i32 %581, i16 0) #7
  store i16 %596, ptr addrspace(3) %595, align 2
  br label %597

597:                                              ; preds = %563, %566
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #7
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
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;", "r,l,~{memory}"(i32 %684, ptr addrspace(1) %677) #7
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
  %701 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %677, i32 %700, i16 0) #7
  store i16 %701, ptr addrspace(3) %675, align 16
  %702 = getelementptr i8, ptr addrspace(3) %675, i64 2
  %703 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %699, i32 %700, i16 0) #7
  store i16 %703, ptr addrspace(3) %702, align 2
  %704 = getelementptr i8, ptr addrspace(3) %675, i64 4
  %705 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %697, i32 %700, i16 0) #7
  store i16 %705, ptr addrspace(3) %704, align 4
  %706 = getelementptr i8, ptr addrspace(3) %675, i64 6
  %707 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %695, i32 %700, i16 0) #7
  store i16 %707, ptr addrspace(3) %706, align 2
  %708 = getelementptr i8, ptr addrspace(3) %675, i64 8
  %709 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %693, i32 %700, i16 0) #7
  store i16 %709, ptr addrspace(3) %708, align 8
  %710 = getelementptr i8, ptr addrspace(3) %675, i64 10
  %711 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %691, i32 %700, i16 0) #7
  store i16 %711, ptr addrspace(3) %710, align 2
  %712 = getelementptr i8, ptr addrspace(3) %675, i64 12
  %713 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %689, i32 %700, i16 0) #7
  store i16 %713, ptr addrspace(3) %712, align 4
  %714 = getelementptr i8, ptr addrspace(3) %675, i64 14
  %715 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %687, i32 %700, i16 0) #7
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
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;", "r,l,~{memory}"(i32 %726, ptr addrspace(1) %719) #7
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
  %743 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %719, i32 %742, i16 0) #7
  store i16 %743, ptr addrspace(3) %717, align 16
  %744 = getelementptr i8, ptr addrspace(3) %717, i64 2
  %745 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %741, i32 %742, i16 0) #7
  store i16 %745, ptr addrspace(3) %744, align 2
  %746 = getelementptr i8, ptr addrspace(3) %717, i64 4
  %747 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %739, i32 %742, i16 0) #7
  store i16 %747, ptr addrspace(3) %746, align 4
  %748 = getelementptr i8, ptr addrspace(3) %717, i64 6
  %749 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %737, i32 %742, i16 0) #7
  store i16 %749, ptr addrspace(3) %748, align 2
  %750 = getelementptr i8, ptr addrspace(3) %717, i64 8
  %751 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %735, i32 %742, i16 0) #7
  store i16 %751, ptr addrspace(3) %750, align 8
  %752 = getelementptr i8, ptr addrspace(3) %717, i64 10
  %753 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %733, i32 %742, i16 0) #7
  store i16 %753, ptr addrspace(3) %752, align 2
  %754 = getelementptr i8, ptr addrspace(3) %717, i64 12
  %755 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %731, i32 %742, i16 0) #7
  store i16 %755, ptr addrspace(3) %754, align 4
  %756 = getelementptr i8, ptr addrspace(3) %717, i64 14
  %757 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %729, i32 %742, i16 0) #7
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
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;", "r,l,~{memory}"(i32 %768, ptr addrspace(1) %761) #7
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
  %785 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %761, i32 %784, i16 0) #7
  store i16 %785, ptr addrspace(3) %759, align 16
  %786 = getelementptr i8, ptr addrspace(3) %759, i64 2
  %787 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %783, i32 %784, i16 0) #7
  store i16 %787, ptr addrspace(3) %786, align 2
  %788 = getelementptr i8, ptr addrspace(3) %759, i64 4
  %789 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %781, i32 %784, i16 0) #7
  store i16 %789, ptr addrspace(3) %788, align 4
  %790 = getelementptr i8, ptr addrspace(3) %759, i64 6
  %791 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %779, i32 %784, i16 0) #7
  store i16 %791, ptr addrspace(3) %790, align 2
  %792 = getelementptr i8, ptr addrspace(3) %759, i64 8
  %793 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %777, i32 %784, i16 0) #7
  store i16 %793, ptr addrspace(3) %792, align 8
  %794 = getelementptr i8, ptr addrspace(3) %759, i64 10
  %795 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %775, i32 %784, i16 0) #7
  store i16 %795, ptr addrspace(3) %794, align 2
  %796 = getelementptr i8, ptr addrspace(3) %759, i64 12
  %797 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %773, i32 %784, i16 0) #7
  store i16 %797, ptr addrspace(3) %796, align 4
  %798 = getelementptr i8, ptr addrspace(3) %759, i64 14
  %799 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %771, i32 %784, i16 0) #7
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
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;", "r,l,~{memory}"(i32 %810, ptr addrspace(1) %803) #7
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
  %827 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %803, i32 %826, i16 0) #7
  store i16 %827, ptr addrspace(3) %801, align 16
  %828 = getelementptr i8, ptr addrspace(3) %801, i64 2
  %829 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %825, i32 %826, i16 0) #7
  store i16 %829, ptr addrspace(3) %828, align 2
  %830 = getelementptr i8, ptr addrspace(3) %801, i64 4
  %831 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %823, i32 %826, i16 0) #7
  store i16 %831, ptr addrspace(3) %830, align 4
  %832 = getelementptr i8, ptr addrspace(3) %801, i64 6
  %833 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %821, i32 %826, i16 0) #7
  store i16 %833, ptr addrspace(3) %832, align 2
  %834 = getelementptr i8, ptr addrspace(3) %801, i64 8
  %835 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %819, i32 %826, i16 0) #7
  store i16 %835, ptr addrspace(3) %834, align 8
  %836 = getelementptr i8, ptr addrspace(3) %801, i64 10
  %837 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %817, i32 %826, i16 0) #7
  store i16 %837, ptr addrspace(3) %836, align 2
  %838 = getelementptr i8, ptr addrspace(3) %801, i64 12
  %839 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %815, i32 %826, i16 0) #7
  store i16 %839, ptr addrspace(3) %838, align 4
  %840 = getelementptr i8, ptr addrspace(3) %801, i64 14
  %841 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %813, i32 %826, i16 0) #7
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
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;", "r,l,~{memory}"(i32 %851, ptr addrspace(1) %844) #7
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
  %868 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %844, i32 %867, i16 0) #7
  store i16 %868, ptr addrspace(3) %843, align 16
  %869 = getelementptr i8, ptr addrspace(3) %843, i64 2
  %870 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %866, i32 %867, i16 0) #7
  store i16 %870, ptr addrspace(3) %869, align 2
  %871 = getelementptr i8, ptr addrspace(3) %843, i64 4
  %872 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %864, i32 %867, i16 0) #7
  store i16 %872, ptr addrspace(3) %871, align 4
  %873 = getelementptr i8, ptr addrspace(3) %843, i64 6
  %874 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %862, i32 %867, i16 0) #7
  store i16 %874, ptr addrspace(3) %873, align 2
  %875 = getelementptr i8, ptr addrspace(3) %843, i64 8
  %876 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %860, i32 %867, i16 0) #7
  store i16 %876, ptr addrspace(3) %875, align 8
  %877 = getelementptr i8, ptr addrspace(3) %843, i64 10
  %878 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %858, i32 %867, i16 0) #7
  store i16 %878, ptr addrspace(3) %877, align 2
  %879 = getelementptr i8, ptr addrspace(3) %843, i64 12
  %880 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %856, i32 %867, i16 0) #7
  store i16 %880, ptr addrspace(3) %879, align 4
  %881 = getelementptr i8, ptr addrspace(3) %843, i64 14
  %882 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %854, i32 %867, i16 0) #7
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
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;", "r,l,~{memory}"(i32 %892, ptr addrspace(1) %885) #7
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
  %909 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %885, i32 %908, i16 0) #7
  store i16 %909, ptr addrspace(3) %884, align 16
  %910 = getelementptr i8, ptr addrspace(3) %884, i64 2
  %911 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %907, i32 %908, i16 0) #7
  store i16 %911, ptr addrspace(3) %910, align 2
  %912 = getelementptr i8, ptr addrspace(3) %884, i64 4
  %913 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %905, i32 %908, i16 0) #7
  store i16 %913, ptr addrspace(3) %912, align 4
  %914 = getelementptr i8, ptr addrspace(3) %884, i64 6
  %915 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %903, i32 %908, i16 0) #7
  store i16 %915, ptr addrspace(3) %914, align 2
  %916 = getelementptr i8, ptr addrspace(3) %884, i64 8
  %917 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %901, i32 %908, i16 0) #7
  store i16 %917, ptr addrspace(3) %916, align 8
  %918 = getelementptr i8, ptr addrspace(3) %884, i64 10
  %919 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %899, i32 %908, i16 0) #7
  store i16 %919, ptr addrspace(3) %918, align 2
  %920 = getelementptr i8, ptr addrspace(3) %884, i64 12
  %921 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %897, i32 %908, i16 0) #7
  store i16 %921, ptr addrspace(3) %920, align 4
  %922 = getelementptr i8, ptr addrspace(3) %884, i64 14
  %923 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %895, i32 %908, i16 0) #7
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
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;", "r,l,~{memory}"(i32 %933, ptr addrspace(1) %926) #7
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
  %950 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %926, i32 %949, i16 0) #7
  store i16 %950, ptr addrspace(3) %925, align 16
  %951 = getelementptr i8, ptr addrspace(3) %925, i64 2
  %952 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %948, i32 %949, i16 0) #7
  store i16 %952, ptr addrspace(3) %951, align 2
  %953 = getelementptr i8, ptr addrspace(3) %925, i64 4
  %954 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %946, i32 %949, i16 0) #7
  store i16 %954, ptr addrspace(3) %953, align 4
  %955 = getelementptr i8, ptr addrspace(3) %925, i64 6
  %956 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %944, i32 %949, i16 0) #7
  store i16 %956, ptr addrspace(3) %955, align 2
  %957 = getelementptr i8, ptr addrspace(3) %925, i64 8
  %958 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %942, i32 %949, i16 0) #7
  store i16 %958, ptr addrspace(3) %957, align 8
  %959 = getelementptr i8, ptr addrspace(3) %925, i64 10
  %960 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %940, i32 %949, i16 0) #7
  store i16 %960, ptr addrspace(3) %959, align 2
  %961 = getelementptr i8, ptr addrspace(3) %925, i64 12
  %962 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %938, i32 %949, i16 0) #7
  store i16 %962, ptr addrspace(3) %961, align 4
  %963 = getelementptr i8, ptr addrspace(3) %925, i64 14
  %964 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %936, i32 %949, i16 0) #7
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
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;", "r,l,~{memory}"(i32 %974, ptr addrspace(1) %967) #7
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
  %991 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %967, i32 %990, i16 0) #7
  store i16 %991, ptr addrspace(3) %966, align 16
  %992 = getelementptr i8, ptr addrspace(3) %966, i64 2
  %993 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %989, i32 %990, i16 0) #7
  store i16 %993, ptr addrspace(3) %992, align 2
  %994 = getelementptr i8, ptr addrspace(3) %966, i64 4
  %995 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %987, i32 %990, i16 0) #7
  store i16 %995, ptr addrspace(3) %994, align 4
  %996 = getelementptr i8, ptr addrspace(3) %966, i64 6
  %997 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %985, i32 %990, i16 0) #7
  store i16 %997, ptr addrspace(3) %996, align 2
  %998 = getelementptr i8, ptr addrspace(3) %966, i64 8
  %999 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %983, i32 %990, i16 0) #7
  store i16 %999, ptr addrspace(3) %998, align 8
  %1000 = getelementptr i8, ptr addrspace(3) %966, i64 10
  %1001 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %981, i32 %990, i16 0) #7
  store i16 %1001, ptr addrspace(3) %1000, align 2
  %1002 = getelementptr i8, ptr addrspace(3) %966, i64 12
  %1003 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %979, i32 %990, i16 0) #7
  store i16 %1003, ptr addrspace(3) %1002, align 4
  %1004 = getelementptr i8, ptr addrspace(3) %966, i64 14
  %1005 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %977, i32 %990, i16 0) #7
  store i16 %1005, ptr addrspace(3) %1004, align 2
  br label %1006

1006:                                             ; preds = %972, %975
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #7
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1007 = mul nuw nsw i32 %15, 72
  %1008 = add nuw nsw i32 %1007, %31
  %1009 = shl nuw nsw i32 %1008, 1
  %1010 = zext nneg i32 %1009 to i64
  %1011 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %1010
  %1012 = insertelement <4 x i16> poison, i16 %99, i64 0
  %1013 = insertelement <4 x i16> %1012, i16 %100, i64 1
  %1014 = insertelement <4 x i16> %1013, i16 %101, i64 2
  %1015 = insertelement <4 x i16> %1014, i16 %102, i64 3
  store <4 x i16> %1015, ptr addrspace(3) %1011, align 16
  %1016 = add nuw nsw i32 %35, %1007
  %1017 = shl nuw nsw i32 %1016, 1
  %1018 = zext nneg i32 %1017 to i64
  %1019 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %1018
  %1020 = insertelement <4 x i16> poison, i16 %103, i64 0
  %1021 = insertelement <4 x i16> %1020, i16 %104, i64 1
  %1022 = insertelement <4 x i16> %1021, i16 %105, i64 2
  %1023 = insertelement <4 x i16> %1022, i16 %106, i64 3
  store <4 x i16> %1023, ptr addrspace(3) %1019, align 8
  %1024 = mul nuw nsw i32 %19, 72
  %1025 = add nuw nsw i32 %1024, %31
  %1026 = shl nuw nsw i32 %1025, 1
  %1027 = zext nneg i32 %1026 to i64
  %1028 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %1027
  %1029 = insertelement <4 x i16> poison, i16 %117, i64 0
  %1030 = insertelement <4 x i16> %1029, i16 %118, i64 1
  %1031 = insertelement <4 x i16> %1030, i16 %119, i64 2
  %1032 = insertelement <4 x i16> %1031, i16 %120, i64 3
  store <4 x i16> %1032, ptr addrspace(3) %1028, align 16
  %1033 = mul nuw nsw i32 %171, 72
  %1034 = add nuw nsw i32 %1033, %46
  %1035 = shl nuw nsw i32 %1034, 1
  %1036 = zext nneg i32 %1035 to i64
  %1037 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %1036
  %1038 = insertelement <4 x i16> poison, i16 %121, i64 0
  %1039 = insertelement <4 x i16> %1038, i16 %122, i64 1
  %1040 = insertelement <4 x i16> %1039, i16 %123, i64 2
  %1041 = insertelement <4 x i16> %1040, i16 %124, i64 3
  store <4 x i16> %1041, ptr addrspace(3) %1037, align 8
  %1042 = mul nuw nsw i32 %23, 72
  %1043 = add nuw nsw i32 %1042, %31
  %1044 = shl nuw nsw i32 %1043, 1
  %1045 = zext nneg i32 %1044 to i64
  %1046 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %1045
  %1047 = insertelement <4 x i16> poison, i16 %135, i64 0
  %1048 = insertelement <4 x i16> %1047, i16 %136, i64 1
  %1049 = insertelement <4 x i16> %1048, i16 %137, i64 2
  %1050 = insertelement <4 x i16> %1049, i16 %138, i64 3
  store <4 x i16> %1050, ptr addrspace(3) %1046, align 16
  %1051 = mul nuw nsw i32 %188, 72
  %1052 = add nuw nsw i32 %1051, %60
  %1053 = shl nuw nsw i32 %1052, 1
  %1054 = zext nneg i32 %1053 to i64
  %1055 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %1054
  %1056 = insertelement <4 x i16> poison, i16 %139, i64 0
  %1057 = insertelement <4 x i16> %1056, i16 %140, i64 1
  %1058 = insertelement <4 x i16> %1057, i16 %141, i64 2
  %1059 = insertelement <4 x i16> %1058, i16 %142, i64 3
  store <4 x i16> %1059, ptr addrspace(3) %1055, align 8
  %1060 = mul nuw nsw i32 %27, 72
  %1061 = add nuw nsw i32 %1060, %31
  %1062 = shl nuw nsw i32 %1061, 1
  %1063 = zext nneg i32 %1062 to i64
  %1064 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %1063
  %1065 = insertelement <4 x i16> poison, i16 %153, i64 0
  %1066 = insertelement <4 x i16> %1065, i16 %154, i64 1
  %1067 = insertelement <4 x i16> %1066, i16 %155, i64 2
  %1068 = insertelement <4 x i16> %1067, i16 %156, i64 3
  store <4 x i16> %1068, ptr addrspace(3) %1064, align 16
  %1069 = mul nuw nsw i32 %205, 72
  %1070 = add nuw nsw i32 %1069, %74
  %1071 = shl nuw nsw i32 %1070, 1
  %1072 = zext nneg i32 %1071 to i64
  %1073 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %1072
  %1074 = insertelement <4 x i16> poison, i16 %157, i64 0
  %1075 = insertelement <4 x i16> %1074, i16 %158, i64 1
  %1076 = insertelement <4 x i16> %1075, i16 %159, i64 2
  %1077 = insertelement <4 x i16> %1076, i16 %160, i64 3
  store <4 x i16> %1077, ptr addrspace(3) %1073, align 8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1078 = icmp sgt i32 %4, 0
  %1079 = lshr i32 %7, 1
  %1080 = and i32 %1079, 48
  br i1 %1078, label %.lr.ph, label %.._crit_edge_crit_edge

.._crit_edge_crit_edge:                           ; preds = %1006
  %.pre191 = shl nuw nsw i32 %7, 1
  %.pre193 = and i32 %.pre191, 6
  br label %._crit_edge

.lr.ph:                                           ; preds = %1006
  %1081 = and i32 %7, 7
  %1082 = and i32 %7, 8
  %1083 = and i32 %7, 15
  %1084 = or disjoint i32 %1080, %1083
  %1085 = and i32 %1079, 8
  %1086 = mul nuw nsw i32 %1084, 72
  %1087 = add nuw nsw i32 %1086, %1085
  %1088 = or disjoint i32 %1085, %1081
  %1089 = shl nuw nsw i32 %1088, 6
  %1090 = shl nuw nsw i32 %1081, 3
  %1091 = shl nuw nsw i32 %7, 1
  %1092 = and i32 %1091, 6
  %1093 = lshr i32 %7, 4
  %1094 = and i32 %1093, 1
  %1095 = xor i32 %1094, %1081
  %1096 = shl nuw nsw i32 %7, 7
  %1097 = and i32 %1096, 1920
  %1098 = shl nuw nsw i32 %1095, 4
  %1099 = or disjoint i32 %1098, %1097
  %1100 = lshr exact i32 %1099, 1
  %1101 = zext nneg i32 %1100 to i64
  %1102 = or disjoint i32 %1094, 2
  %1103 = xor i32 %1102, %1081
  %1104 = shl nuw nsw i32 %1103, 4
  %1105 = or disjoint i32 %1104, %1097
  %1106 = lshr exact i32 %1105, 1
  %1107 = zext nneg i32 %1106 to i64
  %1108 = or disjoint i32 %1094, 4
  %1109 = xor i32 %1108, %1081
  %1110 = shl nuw nsw i32 %1109, 4
  %1111 = or disjoint i32 %1110, %1097
  %1112 = lshr exact i32 %1111, 1
  %1113 = zext nneg i32 %1112 to i64
  %1114 = or i32 %1093, 6
  %1115 = xor i32 %1114, %1081
  %1116 = shl nuw nsw i32 %1115, 4
  %1117 = or disjoint i32 %1116, %1097
  %1118 = lshr exact i32 %1117, 1
  %1119 = zext nneg i32 %1118 to i64
  %1120 = or disjoint i32 %1097, 2048
  %1121 = or disjoint i32 %1098, %1120
  %1122 = lshr exact i32 %1121, 1
  %1123 = zext nneg i32 %1122 to i64
  %1124 = or disjoint i32 %1104, %1120
  %1125 = lshr exact i32 %1124, 1
  %1126 = zext nneg i32 %1125 to i64
  %1127 = or disjoint i32 %1110, %1120
  %1128 = lshr exact i32 %1127, 1
  %1129 = zext nneg i32 %1128 to i64
  %1130 = or disjoint i32 %1116, %1120
  %1131 = lshr exact i32 %1130, 1
  %1132 = zext nneg i32 %1131 to i64
  %1133 = or disjoint i32 %1097, 4096
  %1134 = or disjoint i32 %1098, %1133
  %1135 = lshr exact i32 %1134, 1
  %1136 = zext nneg i32 %1135 to i64
  %1137 = or disjoint i32 %1104, %1133
  %1138 = lshr exact i32 %1137, 1
  %1139 = zext nneg i32 %1138 to i64
  %1140 = or disjoint i32 %1110, %1133
  %1141 = lshr exact i32 %1140, 1
  %1142 = zext nneg i32 %1141 to i64
  %1143 = or disjoint i32 %1116, %1133
  %1144 = lshr exact i32 %1143, 1
  %1145 = zext nneg i32 %1144 to i64
  %1146 = or disjoint i32 %1097, 6144
  %1147 = or disjoint i32 %1098, %1146
  %1148 = lshr exact i32 %1147, 1
  %1149 = zext nneg i32 %1148 to i64
  %1150 = or disjoint i32 %1104, %1146
  %1151 = lshr exact i32 %1150, 1
  %1152 = zext nneg i32 %1151 to i64
  %1153 = or disjoint i32 %1110, %1146
  %1154 = lshr exact i32 %1153, 1
  %1155 = zext nneg i32 %1154 to i64
  %1156 = or disjoint i32 %1116, %1146
  %1157 = lshr exact i32 %1156, 1
  %1158 = zext nneg i32 %1157 to i64
  %1159 = add i32 %11, %171
  %1160 = add i32 %11, %188
  %1161 = add i32 %11, %205
  %1162 = add i32 %39, %12
  %1163 = add i32 %41, %12
  %1164 = add i32 %43, %12
  %1165 = add i32 %47, %12
  %1166 = add i32 %49, %12
  %1167 = add i32 %51, %12
  %1168 = add i32 %53, %12
  %1169 = add i32 %55, %12
  %1170 = add i32 %57, %12
  %1171 = add i32 %61, %12
  %1172 = add i32 %63, %12
  %1173 = add i32 %65, %12
  %1174 = add i32 %67, %12
  %1175 = add i32 %69, %12
  %1176 = add i32 %71, %12
  %1177 = add i32 %75, %12
  %1178 = add i32 %77, %12
  %1179 = add i32 %79, %12
  %1180 = zext nneg i32 %1087 to i64
  %1181 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %1180
  %1182 = xor i32 %1082, %1090
  %1183 = or disjoint i32 %1182, %1089
  %1184 = zext nneg i32 %1183 to i64
  %1185 = zext nneg i32 %1087 to i64
  %1186 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %1185
  %1187 = getelementptr i8, ptr addrspace(3) %1186, i64 32
  %1188 = or disjoint i32 %1082, 16
  %1189 = xor i32 %1188, %1090
  %1190 = or disjoint i32 %1189, %1089
  %1191 = zext nneg i32 %1190 to i64
  %1192 = zext nneg i32 %1087 to i64
  %1193 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %1192
  %1194 = getelementptr i8, ptr addrspace(3) %1193, i64 64
  %1195 = or disjoint i32 %1082, 32
  %1196 = xor i32 %1195, %1090
  %1197 = or disjoint i32 %1196, %1089
  %1198 = zext nneg i32 %1197 to i64
  %1199 = zext nneg i32 %1087 to i64
  %1200 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %1199
  %1201 = getelementptr i8, ptr addrspace(3) %1200, i64 96
  %1202 = or disjoint i32 %1082, 48
  %1203 = xor i32 %1202, %1090
  %1204 = or disjoint i32 %1203, %1089
  %1205 = zext nneg i32 %1204 to i64
  br label %1206

1206:                                             ; preds = %.lr.ph, %2554
  %1207 = phi float [ 0xFFF0000000000000, %.lr.ph ], [ %1671, %2554 ]
  %1208 = phi float [ 0xFFF0000000000000, %.lr.ph ], [ %1670, %2554 ]
  %1209 = phi float [ 0.000000e+00, %.lr.ph ], [ %2158, %2554 ]
  %1210 = phi float [ 0.000000e+00, %.lr.ph ], [ %2157, %2554 ]
  %1211 = phi float [ 0.000000e+00, %.lr.ph ], [ %2156, %2554 ]
  %1212 = phi float [ 0.000000e+00, %.lr.ph ], [ %2155, %2554 ]
  %1213 = phi float [ 0.000000e+00, %.lr.ph ], [ %2153, %2554 ]
  %1214 = phi float [ 0.000000e+00, %.lr.ph ], [ %2152, %2554 ]
  %1215 = phi float [ 0.000000e+00, %.lr.ph ], [ %2151, %2554 ]
  %1216 = phi float [ 0.000000e+00, %.lr.ph ], [ %2150, %2554 ]
  %1217 = phi float [ 0.000000e+00, %.lr.ph ], [ %2142, %2554 ]
  %1218 = phi float [ 0.000000e+00, %.lr.ph ], [ %2141, %2554 ]
  %1219 = phi float [ 0.000000e+00, %.lr.ph ], [ %2140, %2554 ]
  %1220 = phi float [ 0.000000e+00, %.lr.ph ], [ %2139, %2554 ]
  %1221 = phi float [ 0.000000e+00, %.lr.ph ], [ %2137, %2554 ]
  %1222 = phi float [ 0.000000e+00, %.lr.ph ], [ %2136, %2554 ]
  %1223 = phi float [ 0.000000e+00, %.lr.ph ], [ %2135, %2554 ]
  %1224 = phi float [ 0.000000e+00, %.lr.ph ], [ %2134, %2554 ]
  %1225 = phi float [ 0.000000e+00, %.lr.ph ], [ %2126, %2554 ]
  %1226 = phi float [ 0.000000e+00, %.lr.ph ], [ %2125, %2554 ]
  %1227 = phi float [ 0.000000e+00, %.lr.ph ], [ %2124, %2554 ]
  %1228 = phi float [ 0.000000e+00, %.lr.ph ], [ %2123, %2554 ]
  %1229 = phi float [ 0.000000e+00, %.lr.ph ], [ %2121, %2554 ]
  %1230 = phi float [ 0.000000e+00, %.lr.ph ], [ %2120, %2554 ]
  %1231 = phi float [ 0.000000e+00, %.lr.ph ], [ %2119, %2554 ]
  %1232 = phi float [ 0.000000e+00, %.lr.ph ], [ %2118, %2554 ]
  %1233 = phi float [ 0.000000e+00, %.lr.ph ], [ %2110, %2554 ]
  %1234 = phi float [ 0.000000e+00, %.lr.ph ], [ %2109, %2554 ]
  %1235 = phi float [ 0.000000e+00, %.lr.ph ], [ %2108, %2554 ]
  %1236 = phi float [ 0.000000e+00, %.lr.ph ], [ %2107, %2554 ]
  %1237 = phi float [ 0.000000e+00, %.lr.ph ], [ %2105, %2554 ]
  %1238 = phi float [ 0.000000e+00, %.lr.ph ], [ %2104, %2554 ]
  %1239 = phi float [ 0.000000e+00, %.lr.ph ], [ %2103, %2554 ]
  %1240 = phi float [ 0.000000e+00, %.lr.ph ], [ %2102, %2554 ]
  %1241 = phi float [ 0.000000e+00, %.lr.ph ], [ %1789, %2554 ]
  %1242 = phi float [ 0.000000e+00, %.lr.ph ], [ %1788, %2554 ]
  %1243 = phi i32 [ 0, %.lr.ph ], [ %2555, %2554 ]
  %1244 = lshr exact i32 %1243, 6
  %1245 = urem i32 %1244, 3
  tail call void asm sideeffect "cp.async.wait_group 1;", "~{memory}"() #7
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1246 = shl nuw nsw i32 %1245, 13
  %1247 = zext nneg i32 %1246 to i64
  %1248 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %1247
  %1249 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1181)
  %1250 = extractvalue { i32, i32, i32, i32 } %1249, 0
  %1251 = extractvalue { i32, i32, i32, i32 } %1249, 1
  %1252 = extractvalue { i32, i32, i32, i32 } %1249, 2
  %1253 = extractvalue { i32, i32, i32, i32 } %1249, 3
  %1254 = getelementptr bfloat, ptr addrspace(3) %1248, i64 %1184
  %1255 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1254)
  %1256 = extractvalue { i32, i32, i32, i32 } %1255, 0
  %1257 = extractvalue { i32, i32, i32, i32 } %1255, 1
  %1258 = extractvalue { i32, i32, i32, i32 } %1255, 2
  %1259 = extractvalue { i32, i32, i32, i32 } %1255, 3
  %1260 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1250, i32 %1251, i32 %1252, i32 %1253, i32 %1256, i32 %1257, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %1261 = extractvalue { float, float, float, float } %1260, 0
  %1262 = extractvalue { float, float, float, float } %1260, 1
  %1263 = extractvalue { float, float, float, float } %1260, 2
  %1264 = extractvalue { float, float, float, float } %1260, 3
  %1265 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1250, i32 %1251, i32 %1252, i32 %1253, i32 %1258, i32 %1259, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %1266 = extractvalue { float, float, float, float } %1265, 0
  %1267 = extractvalue { float, float, float, float } %1265, 1
  %1268 = extractvalue { float, float, float, float } %1265, 2
  %1269 = extractvalue { float, float, float, float } %1265, 3
  %1270 = getelementptr i8, ptr addrspace(3) %1254, i64 2048
  %1271 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1270)
  %1272 = extractvalue { i32, i32, i32, i32 } %1271, 0
  %1273 = extractvalue { i32, i32, i32, i32 } %1271, 1
  %1274 = extractvalue { i32, i32, i32, i32 } %1271, 2
  %1275 = extractvalue { i32, i32, i32, i32 } %1271, 3
  %1276 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1250, i32 %1251, i32 %1252, i32 %1253, i32 %1272, i32 %1273, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %1277 = extractvalue { float, float, float, float } %1276, 0
  %1278 = extractvalue { float, float, float, float } %1276, 1
  %1279 = extractvalue { float, float, float, float } %1276, 2
  %1280 = extractvalue { float, float, float, float } %1276, 3
  %1281 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1250, i32 %1251, i32 %1252, i32 %1253, i32 %1274, i32 %1275, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %1282 = extractvalue { float, float, float, float } %1281, 0
  %1283 = extractvalue { float, float, float, float } %1281, 1
  %1284 = extractvalue { float, float, float, float } %1281, 2
  %1285 = extractvalue { float, float, float, float } %1281, 3
  %1286 = getelementptr i8, ptr addrspace(3) %1254, i64 4096
  %1287 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1286)
  %1288 = extractvalue { i32, i32, i32, i32 } %1287, 0
  %1289 = extractvalue { i32, i32, i32, i32 } %1287, 1
  %1290 = extractvalue { i32, i32, i32, i32 } %1287, 2
  %1291 = extractvalue { i32, i32, i32, i32 } %1287, 3
  %1292 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1250, i32 %1251, i32 %1252, i32 %1253, i32 %1288, i32 %1289, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %1293 = extractvalue { float, float, float, float } %1292, 0
  %1294 = extractvalue { float, float, float, float } %1292, 1
  %1295 = extractvalue { float, float, float, float } %1292, 2
  %1296 = extractvalue { float, float, float, float } %1292, 3
  %1297 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1250, i32 %1251, i32 %1252, i32 %1253, i32 %1290, i32 %1291, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %1298 = extractvalue { float, float, float, float } %1297, 0
  %1299 = extractvalue { float, float, float, float } %1297, 1
  %1300 = extractvalue { float, float, float, float } %1297, 2
  %1301 = extractvalue { float, float, float, float } %1297, 3
  %1302 = getelementptr i8, ptr addrspace(3) %1254, i64 6144
  %1303 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1302)
  %1304 = extractvalue { i32, i32, i32, i32 } %1303, 0
  %1305 = extractvalue { i32, i32, i32, i32 } %1303, 1
  %1306 = extractvalue { i32, i32, i32, i32 } %1303, 2
  %1307 = extractvalue { i32, i32, i32, i32 } %1303, 3
  %1308 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1250, i32 %1251, i32 %1252, i32 %1253, i32 %1304, i32 %1305, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %1309 = extractvalue { float, float, float, float } %1308, 0
  %1310 = extractvalue { float, float, float, float } %1308, 1
  %1311 = extractvalue { float, float, float, float } %1308, 2
  %1312 = extractvalue { float, float, float, float } %1308, 3
  %1313 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1250, i32 %1251, i32 %1252, i32 %1253, i32 %1306, i32 %1307, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %1314 = extractvalue { float, float, float, float } %1313, 0
  %1315 = extractvalue { float, float, float, float } %1313, 1
  %1316 = extractvalue { float, float, float, float } %1313, 2
  %1317 = extractvalue { float, float, float, float } %1313, 3
  %1318 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1187)
  %1319 = extractvalue { i32, i32, i32, i32 } %1318, 0
  %1320 = extractvalue { i32, i32, i32, i32 } %1318, 1
  %1321 = extractvalue { i32, i32, i32, i32 } %1318, 2
  %1322 = extractvalue { i32, i32, i32, i32 } %1318, 3
  %1323 = getelementptr bfloat, ptr addrspace(3) %1248, i64 %1191
  %1324 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1323)
  %1325 = extractvalue { i32, i32, i32, i32 } %1324, 0
  %1326 = extractvalue { i32, i32, i32, i32 } %1324, 1
  %1327 = extractvalue { i32, i32, i32, i32 } %1324, 2
  %1328 = extractvalue { i32, i32, i32, i32 } %1324, 3
  %1329 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1319, i32 %1320, i32 %1321, i32 %1322, i32 %1325, i32 %1326, float %1261, float %1262, float %1263, float %1264) #7
  %1330 = extractvalue { float, float, float, float } %1329, 0
  %1331 = extractvalue { float, float, float, float } %1329, 1
  %1332 = extractvalue { float, float, float, float } %1329, 2
  %1333 = extractvalue { float, float, float, float } %1329, 3
  %1334 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1319, i32 %1320, i32 %1321, i32 %1322, i32 %1327, i32 %1328, float %1266, float %1267, float %1268, float %1269) #7
  %1335 = extractvalue { float, float, float, float } %1334, 0
  %1336 = extractvalue { float, float, float, float } %1334, 1
  %1337 = extractvalue { float, float, float, float } %1334, 2
  %1338 = extractvalue { float, float, float, float } %1334, 3
  %1339 = getelementptr i8, ptr addrspace(3) %1323, i64 2048
  %1340 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1339)
  %1341 = extractvalue { i32, i32, i32, i32 } %1340, 0
  %1342 = extractvalue { i32, i32, i32, i32 } %1340, 1
  %1343 = extractvalue { i32, i32, i32, i32 } %1340, 2
  %1344 = extractvalue { i32, i32, i32, i32 } %1340, 3
  %1345 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1319, i32 %1320, i32 %1321, i32 %1322, i32 %1341, i32 %1342, float %1277, float %1278, float %1279, float %1280) #7
  %1346 = extractvalue { float, float, float, float } %1345, 0
  %1347 = extractvalue { float, float, float, float } %1345, 1
  %1348 = extractvalue { float, float, float, float } %1345, 2
  %1349 = extractvalue { float, float, float, float } %1345, 3
  %1350 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1319, i32 %1320, i32 %1321, i32 %1322, i32 %1343, i32 %1344, float %1282, float %1283, float %1284, float %1285) #7
  %1351 = extractvalue { float, float, float, float } %1350, 0
  %1352 = extractvalue { float, float, float, float } %1350, 1
  %1353 = extractvalue { float, float, float, float } %1350, 2
  %1354 = extractvalue { float, float, float, float } %1350, 3
  %1355 = getelementptr i8, ptr addrspace(3) %1323, i64 4096
  %1356 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1355)
  %1357 = extractvalue { i32, i32, i32, i32 } %1356, 0
  %1358 = extractvalue { i32, i32, i32, i32 } %1356, 1
  %1359 = extractvalue { i32, i32, i32, i32 } %1356, 2
  %1360 = extractvalue { i32, i32, i32, i32 } %1356, 3
  %1361 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1319, i32 %1320, i32 %1321, i32 %1322, i32 %1357, i32 %1358, float %1293, float %1294, float %1295, float %1296) #7
  %1362 = extractvalue { float, float, float, float } %1361, 0
  %1363 = extractvalue { float, float, float, float } %1361, 1
  %1364 = extractvalue { float, float, float, float } %1361, 2
  %1365 = extractvalue { float, float, float, float } %1361, 3
  %1366 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1319, i32 %1320, i32 %1321, i32 %1322, i32 %1359, i32 %1360, float %1298, float %1299, float %1300, float %1301) #7
  %1367 = extractvalue { float, float, float, float } %1366, 0
  %1368 = extractvalue { float, float, float, float } %1366, 1
  %1369 = extractvalue { float, float, float, float } %1366, 2
  %1370 = extractvalue { float, float, float, float } %1366, 3
  %1371 = getelementptr i8, ptr addrspace(3) %1323, i64 6144
  %1372 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1371)
  %1373 = extractvalue { i32, i32, i32, i32 } %1372, 0
  %1374 = extractvalue { i32, i32, i32, i32 } %1372, 1
  %1375 = extractvalue { i32, i32, i32, i32 } %1372, 2
  %1376 = extractvalue { i32, i32, i32, i32 } %1372, 3
  %1377 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1319, i32 %1320, i32 %1321, i32 %1322, i32 %1373, i32 %1374, float %1309, float %1310, float %1311, float %1312) #7
  %1378 = extractvalue { float, float, float, float } %1377, 0
  %1379 = extractvalue { float, float, float, float } %1377, 1
  %1380 = extractvalue { float, float, float, float } %1377, 2
  %1381 = extractvalue { float, float, float, float } %1377, 3
  %1382 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1319, i32 %1320, i32 %1321, i32 %1322, i32 %1375, i32 %1376, float %1314, float %1315, float %1316, float %1317) #7
  %1383 = extractvalue { float, float, float, float } %1382, 0
  %1384 = extractvalue { float, float, float, float } %1382, 1
  %1385 = extractvalue { float, float, float, float } %1382, 2
  %1386 = extractvalue { float, float, float, float } %1382, 3
  %1387 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1194)
  %1388 = extractvalue { i32, i32, i32, i32 } %1387, 0
  %1389 = extractvalue { i32, i32, i32, i32 } %1387, 1
  %1390 = extractvalue { i32, i32, i32, i32 } %1387, 2
  %1391 = extractvalue { i32, i32, i32, i32 } %1387, 3
  %1392 = getelementptr bfloat, ptr addrspace(3) %1248, i64 %1198
  %1393 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1392)
  %1394 = extractvalue { i32, i32, i32, i32 } %1393, 0
  %1395 = extractvalue { i32, i32, i32, i32 } %1393, 1
  %1396 = extractvalue { i32, i32, i32, i32 } %1393, 2
  %1397 = extractvalue { i32, i32, i32, i32 } %1393, 3
  %1398 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1388, i32 %1389, i32 %1390, i32 %1391, i32 %1394, i32 %1395, float %1330, float %1331, float %1332, float %1333) #7
  %1399 = extractvalue { float, float, float, float } %1398, 0
  %1400 = extractvalue { float, float, float, float } %1398, 1
  %1401 = extractvalue { float, float, float, float } %1398, 2
  %1402 = extractvalue { float, float, float, float } %1398, 3
  %1403 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1388, i32 %1389, i32 %1390, i32 %1391, i32 %1396, i32 %1397, float %1335, float %1336, float %1337, float %1338) #7
  %1404 = extractvalue { float, float, float, float } %1403, 0
  %1405 = extractvalue { float, float, float, float } %1403, 1
  %1406 = extractvalue { float, float, float, float } %1403, 2
  %1407 = extractvalue { float, float, float, float } %1403, 3
  %1408 = getelementptr i8, ptr addrspace(3) %1392, i64 2048
  %1409 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1408)
  %1410 = extractvalue { i32, i32, i32, i32 } %1409, 0
  %1411 = extractvalue { i32, i32, i32, i32 } %1409, 1
  %1412 = extractvalue { i32, i32, i32, i32 } %1409, 2
  %1413 = extractvalue { i32, i32, i32, i32 } %1409, 3
  %1414 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1388, i32 %1389, i32 %1390, i32 %1391, i32 %1410, i32 %1411, float %1346, float %1347, float %1348, float %1349) #7
  %1415 = extractvalue { float, float, float, float } %1414, 0
  %1416 = extractvalue { float, float, float, float } %1414, 1
  %1417 = extractvalue { float, float, float, float } %1414, 2
  %1418 = extractvalue { float, float, float, float } %1414, 3
  %1419 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1388, i32 %1389, i32 %1390, i32 %1391, i32 %1412, i32 %1413, float %1351, float %1352, float %1353, float %1354) #7
  %1420 = extractvalue { float, float, float, float } %1419, 0
  %1421 = extractvalue { float, float, float, float } %1419, 1
  %1422 = extractvalue { float, float, float, float } %1419, 2
  %1423 = extractvalue { float, float, float, float } %1419, 3
  %1424 = getelementptr i8, ptr addrspace(3) %1392, i64 4096
  %1425 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1424)
  %1426 = extractvalue { i32, i32, i32, i32 } %1425, 0
  %1427 = extractvalue { i32, i32, i32, i32 } %1425, 1
  %1428 = extractvalue { i32, i32, i32, i32 } %1425, 2
  %1429 = extractvalue { i32, i32, i32, i32 } %1425, 3
  %1430 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1388, i32 %1389, i32 %1390, i32 %1391, i32 %1426, i32 %1427, float %1362, float %1363, float %1364, float %1365) #7
  %1431 = extractvalue { float, float, float, float } %1430, 0
  %1432 = extractvalue { float, float, float, float } %1430, 1
  %1433 = extractvalue { float, float, float, float } %1430, 2
  %1434 = extractvalue { float, float, float, float } %1430, 3
  %1435 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1388, i32 %1389, i32 %1390, i32 %1391, i32 %1428, i32 %1429, float %1367, float %1368, float %1369, float %1370) #7
  %1436 = extractvalue { float, float, float, float } %1435, 0
  %1437 = extractvalue { float, float, float, float } %1435, 1
  %1438 = extractvalue { float, float, float, float } %1435, 2
  %1439 = extractvalue { float, float, float, float } %1435, 3
  %1440 = getelementptr i8, ptr addrspace(3) %1392, i64 6144
  %1441 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1440)
  %1442 = extractvalue { i32, i32, i32, i32 } %1441, 0
  %1443 = extractvalue { i32, i32, i32, i32 } %1441, 1
  %1444 = extractvalue { i32, i32, i32, i32 } %1441, 2
  %1445 = extractvalue { i32, i32, i32, i32 } %1441, 3
  %1446 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1388, i32 %1389, i32 %1390, i32 %1391, i32 %1442, i32 %1443, float %1378, float %1379, float %1380, float %1381) #7
  %1447 = extractvalue { float, float, float, float } %1446, 0
  %1448 = extractvalue { float, float, float, float } %1446, 1
  %1449 = extractvalue { float, float, float, float } %1446, 2
  %1450 = extractvalue { float, float, float, float } %1446, 3
  %1451 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1388, i32 %1389, i32 %1390, i32 %1391, i32 %1444, i32 %1445, float %1383, float %1384, float %1385, float %1386) #7
  %1452 = extractvalue { float, float, float, float } %1451, 0
  %1453 = extractvalue { float, float, float, float } %1451, 1
  %1454 = extractvalue { float, float, float, float } %1451, 2
  %1455 = extractvalue { float, float, float, float } %1451, 3
  %1456 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1201)
  %1457 = extractvalue { i32, i32, i32, i32 } %1456, 0
  %1458 = extractvalue { i32, i32, i32, i32 } %1456, 1
  %1459 = extractvalue { i32, i32, i32, i32 } %1456, 2
  %1460 = extractvalue { i32, i32, i32, i32 } %1456, 3
  %1461 = getelementptr bfloat, ptr addrspace(3) %1248, i64 %1205
  %1462 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1461)
  %1463 = extractvalue { i32, i32, i32, i32 } %1462, 0
  %1464 = extractvalue { i32, i32, i32, i32 } %1462, 1
  %1465 = extractvalue { i32, i32, i32, i32 } %1462, 2
  %1466 = extractvalue { i32, i32, i32, i32 } %1462, 3
  %1467 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1457, i32 %1458, i32 %1459, i32 %1460, i32 %1463, i32 %1464, float %1399, float %1400, float %1401, float %1402) #7
  %1468 = extractvalue { float, float, float, float } %1467, 0
  %1469 = extractvalue { float, float, float, float } %1467, 1
  %1470 = extractvalue { float, float, float, float } %1467, 2
  %1471 = extractvalue { float, float, float, float } %1467, 3
  %1472 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1457, i32 %1458, i32 %1459, i32 %1460, i32 %1465, i32 %1466, float %1404, float %1405, float %1406, float %1407) #7
  %1473 = extractvalue { float, float, float, float } %1472, 0
  %1474 = extractvalue { float, float, float, float } %1472, 1
  %1475 = extractvalue { float, float, float, float } %1472, 2
  %1476 = extractvalue { float, float, float, float } %1472, 3
  %1477 = getelementptr i8, ptr addrspace(3) %1461, i64 2048
  %1478 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1477)
  %1479 = extractvalue { i32, i32, i32, i32 } %1478, 0
  %1480 = extractvalue { i32, i32, i32, i32 } %1478, 1
  %1481 = extractvalue { i32, i32, i32, i32 } %1478, 2
  %1482 = extractvalue { i32, i32, i32, i32 } %1478, 3
  %1483 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1457, i32 %1458, i32 %1459, i32 %1460, i32 %1479, i32 %1480, float %1415, float %1416, float %1417, float %1418) #7
  %1484 = extractvalue { float, float, float, float } %1483, 0
  %1485 = extractvalue { float, float, float, float } %1483, 1
  %1486 = extractvalue { float, float, float, float } %1483, 2
  %1487 = extractvalue { float, float, float, float } %1483, 3
  %1488 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1457, i32 %1458, i32 %1459, i32 %1460, i32 %1481, i32 %1482, float %1420, float %1421, float %1422, float %1423) #7
  %1489 = extractvalue { float, float, float, float } %1488, 0
  %1490 = extractvalue { float, float, float, float } %1488, 1
  %1491 = extractvalue { float, float, float, float } %1488, 2
  %1492 = extractvalue { float, float, float, float } %1488, 3
  %1493 = getelementptr i8, ptr addrspace(3) %1461, i64 4096
  %1494 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1493)
  %1495 = extractvalue { i32, i32, i32, i32 } %1494, 0
  %1496 = extractvalue { i32, i32, i32, i32 } %1494, 1
  %1497 = extractvalue { i32, i32, i32, i32 } %1494, 2
  %1498 = extractvalue { i32, i32, i32, i32 } %1494, 3
  %1499 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1457, i32 %1458, i32 %1459, i32 %1460, i32 %1495, i32 %1496, float %1431, float %1432, float %1433, float %1434) #7
  %1500 = extractvalue { float, float, float, float } %1499, 0
  %1501 = extractvalue { float, float, float, float } %1499, 1
  %1502 = extractvalue { float, float, float, float } %1499, 2
  %1503 = extractvalue { float, float, float, float } %1499, 3
  %1504 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1457, i32 %1458, i32 %1459, i32 %1460, i32 %1497, i32 %1498, float %1436, float %1437, float %1438, float %1439) #7
  %1505 = extractvalue { float, float, float, float } %1504, 0
  %1506 = extractvalue { float, float, float, float } %1504, 1
  %1507 = extractvalue { float, float, float, float } %1504, 2
  %1508 = extractvalue { float, float, float, float } %1504, 3
  %1509 = getelementptr i8, ptr addrspace(3) %1461, i64 6144
  %1510 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1509)
  %1511 = extractvalue { i32, i32, i32, i32 } %1510, 0
  %1512 = extractvalue { i32, i32, i32, i32 } %1510, 1
  %1513 = extractvalue { i32, i32, i32, i32 } %1510, 2
  %1514 = extractvalue { i32, i32, i32, i32 } %1510, 3
  %1515 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1457, i32 %1458, i32 %1459, i32 %1460, i32 %1511, i32 %1512, float %1447, float %1448, float %1449, float %1450) #7
  %1516 = extractvalue { float, float, float, float } %1515, 0
  %1517 = extractvalue { float, float, float, float } %1515, 1
  %1518 = extractvalue { float, float, float, float } %1515, 2
  %1519 = extractvalue { float, float, float, float } %1515, 3
  %1520 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1457, i32 %1458, i32 %1459, i32 %1460, i32 %1513, i32 %1514, float %1452, float %1453, float %1454, float %1455) #7
  %1521 = extractvalue { float, float, float, float } %1520, 0
  %1522 = extractvalue { float, float, float, float } %1520, 1
  %1523 = extractvalue { float, float, float, float } %1520, 2
  %1524 = extractvalue { float, float, float, float } %1520, 3
  %1525 = add i32 %1243, 128
  %1526 = add nuw nsw i32 %1244, 2
  %1527 = urem i32 %1526, 3
  %1528 = fmul float %14, %1468
  %1529 = fmul float %14, %1469
  %1530 = fmul float %14, %1470
  %1531 = fmul float %14, %1471
  %1532 = fmul float %14, %1473
  %1533 = fmul float %14, %1474
  %1534 = fmul float %14, %1475
  %1535 = fmul float %14, %1476
  %1536 = fmul float %14, %1484
  %1537 = fmul float %14, %1485
  %1538 = fmul float %14, %1486
  %1539 = fmul float %14, %1487
  %1540 = fmul float %14, %1489
  %1541 = fmul float %14, %1490
  %1542 = fmul float %14, %1491
  %1543 = fmul float %14, %1492
  %1544 = fmul float %14, %1500
  %1545 = fmul float %14, %1501
  %1546 = fmul float %14, %1502
  %1547 = fmul float %14, %1503
  %1548 = fmul float %14, %1505
  %1549 = fmul float %14, %1506
  %1550 = fmul float %14, %1507
  %1551 = fmul float %14, %1508
  %1552 = fmul float %14, %1516
  %1553 = fmul float %14, %1517
  %1554 = fmul float %14, %1518
  %1555 = fmul float %14, %1519
  %1556 = fmul float %14, %1521
  %1557 = fmul float %14, %1522
  %1558 = fmul float %14, %1523
  %1559 = fmul float %14, %1524
  %1560 = or disjoint i32 %1243, %1092
  %1561 = icmp slt i32 %1560, %4
  %1562 = or disjoint i32 %1560, 1
  %1563 = icmp slt i32 %1562, %4
  %1564 = or disjoint i32 %1560, 8
  %1565 = icmp slt i32 %1564, %4
  %1566 = or disjoint i32 %1560, 9
  %1567 = icmp slt i32 %1566, %4
  %1568 = or disjoint i32 %1560, 16
  %1569 = icmp slt i32 %1568, %4
  %1570 = or disjoint i32 %1560, 17
  %1571 = icmp slt i32 %1570, %4
  %1572 = or disjoint i32 %1560, 24
  %1573 = icmp slt i32 %1572, %4
  %1574 = or disjoint i32 %1560, 25
  %1575 = icmp slt i32 %1574, %4
  %1576 = or disjoint i32 %1560, 32
  %1577 = icmp slt i32 %1576, %4
  %1578 = or disjoint i32 %1560, 33
  %1579 = icmp slt i32 %1578, %4
  %1580 = or disjoint i32 %1560, 40
  %1581 = icmp slt i32 %1580, %4
  %1582 = or disjoint i32 %1560, 41
  %1583 = icmp slt i32 %1582, %4
  %1584 = or disjoint i32 %1560, 48
  %1585 = icmp slt i32 %1584, %4
  %1586 = or disjoint i32 %1560, 49
  %1587 = icmp slt i32 %1586, %4
  %1588 = or disjoint i32 %1560, 56
  %1589 = icmp slt i32 %1588, %4
  %1590 = or disjoint i32 %1560, 57
  %1591 = icmp slt i32 %1590, %4
  %1592 = select i1 %1561, float %1528, float 0xFFF0000000000000
  %1593 = select i1 %1563, float %1529, float 0xFFF0000000000000
  %1594 = select i1 %1561, float %1530, float 0xFFF0000000000000
  %1595 = select i1 %1563, float %1531, float 0xFFF0000000000000
  %1596 = select i1 %1565, float %1532, float 0xFFF0000000000000
  %1597 = select i1 %1567, float %1533, float 0xFFF0000000000000
  %1598 = select i1 %1565, float %1534, float 0xFFF0000000000000
  %1599 = select i1 %1567, float %1535, float 0xFFF0000000000000
  %1600 = select i1 %1569, float %1536, float 0xFFF0000000000000
  %1601 = select i1 %1571, float %1537, float 0xFFF0000000000000
  %1602 = select i1 %1569, float %1538, float 0xFFF0000000000000
  %1603 = select i1 %1571, float %1539, float 0xFFF0000000000000
  %1604 = select i1 %1573, float %1540, float 0xFFF0000000000000
  %1605 = select i1 %1575, float %1541, float 0xFFF0000000000000
  %1606 = select i1 %1573, float %1542, float 0xFFF0000000000000
  %1607 = select i1 %1575, float %1543, float 0xFFF0000000000000
  %1608 = select i1 %1577, float %1544, float 0xFFF0000000000000
  %1609 = select i1 %1579, float %1545, float 0xFFF0000000000000
  %1610 = select i1 %1577, float %1546, float 0xFFF0000000000000
  %1611 = select i1 %1579, float %1547, float 0xFFF0000000000000
  %1612 = select i1 %1581, float %1548, float 0xFFF0000000000000
  %1613 = select i1 %1583, float %1549, float 0xFFF0000000000000
  %1614 = select i1 %1581, float %1550, float 0xFFF0000000000000
  %1615 = select i1 %1583, float %1551, float 0xFFF0000000000000
  %1616 = select i1 %1585, float %1552, float 0xFFF0000000000000
  %1617 = select i1 %1587, float %1553, float 0xFFF0000000000000
  %1618 = select i1 %1585, float %1554, float 0xFFF0000000000000
  %1619 = select i1 %1587, float %1555, float 0xFFF0000000000000
  %1620 = select i1 %1589, float %1556, float 0xFFF0000000000000
  %1621 = select i1 %1591, float %1557, float 0xFFF0000000000000
  %1622 = select i1 %1589, float %1558, float 0xFFF0000000000000
  %1623 = select i1 %1591, float %1559, float 0xFFF0000000000000
  %1624 = tail call float @llvm.maxnum.f32(float %1592, float %1593)
  %1625 = tail call float @llvm.maxnum.f32(float %1594, float %1595)
  %1626 = tail call float @llvm.maxnum.f32(float %1624, float %1596)
  %1627 = tail call float @llvm.maxnum.f32(float %1626, float %1597)
  %1628 = tail call float @llvm.maxnum.f32(float %1625, float %1598)
  %1629 = tail call float @llvm.maxnum.f32(float %1628, float %1599)
  %1630 = tail call float @llvm.maxnum.f32(float %1627, float %1600)
  %1631 = tail call float @llvm.maxnum.f32(float %1630, float %1601)
  %1632 = tail call float @llvm.maxnum.f32(float %1629, float %1602)
  %1633 = tail call float @llvm.maxnum.f32(float %1632, float %1603)
  %1634 = tail call float @llvm.maxnum.f32(float %1631, float %1604)
  %1635 = tail call float @llvm.maxnum.f32(float %1634, float %1605)
  %1636 = tail call float @llvm.maxnum.f32(float %1633, float %1606)
  %1637 = tail call float @llvm.maxnum.f32(float %1636, float %1607)
  %1638 = tail call float @llvm.maxnum.f32(float %1635, float %1608)
  %1639 = tail call float @llvm.maxnum.f32(float %1638, float %1609)
  %1640 = tail call float @llvm.maxnum.f32(float %1637, float %1610)
  %1641 = tail call float @llvm.maxnum.f32(float %1640, float %1611)
  %1642 = tail call float @llvm.maxnum.f32(float %1639, float %1612)
  %1643 = tail call float @llvm.maxnum.f32(float %1642, float %1613)
  %1644 = tail call float @llvm.maxnum.f32(float %1641, float %1614)
  %1645 = tail call float @llvm.maxnum.f32(float %1644, float %1615)
  %1646 = tail call float @llvm.maxnum.f32(float %1643, float %1616)
  %1647 = tail call float @llvm.maxnum.f32(float %1646, float %1617)
  %1648 = tail call float @llvm.maxnum.f32(float %1645, float %1618)
  %1649 = tail call float @llvm.maxnum.f32(float %1648, float %1619)
  %1650 = tail call float @llvm.maxnum.f32(float %1647, float %1620)
  %1651 = tail call float @llvm.maxnum.f32(float %1650, float %1621)
  %1652 = tail call float @llvm.maxnum.f32(float %1649, float %1622)
  %1653 = tail call float @llvm.maxnum.f32(float %1652, float %1623)
  %1654 = bitcast float %1651 to i32
  %1655 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1654, i32 2, i32 31)
  %1656 = bitcast i32 %1655 to float
  %1657 = tail call float @llvm.maxnum.f32(float %1651, float %1656)
  %1658 = bitcast float %1653 to i32
  %1659 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1658, i32 2, i32 31)
  %1660 = bitcast i32 %1659 to float
  %1661 = tail call float @llvm.maxnum.f32(float %1653, float %1660)
  %1662 = bitcast float %1657 to i32
  %1663 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1662, i32 1, i32 31)
  %1664 = bitcast i32 %1663 to float
  %1665 = tail call float @llvm.maxnum.f32(float %1657, float %1664)
  %1666 = bitcast float %1661 to i32
  %1667 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1666, i32 1, i32 31)
  %1668 = bitcast i32 %1667 to float
  %1669 = tail call float @llvm.maxnum.f32(float %1661, float %1668)
  %1670 = tail call float @llvm.maxnum.f32(float %1208, float %1665)
  %1671 = tail call float @llvm.maxnum.f32(float %1207, float %1669)
  %1672 = fsub float %1592, %1670
  %1673 = fsub float %1593, %1670
  %1674 = fsub float %1594, %1671
  %1675 = fsub float %1595, %1671
  %1676 = fsub float %1596, %1670
  %1677 = fsub float %1597, %1670
  %1678 = fsub float %1598, %1671
  %1679 = fsub float %1599, %1671
  %1680 = fsub float %1600, %1670
  %1681 = fsub float %1601, %1670
  %1682 = fsub float %1602, %1671
  %1683 = fsub float %1603, %1671
  %1684 = fsub float %1604, %1670
  %1685 = fsub float %1605, %1670
  %1686 = fsub float %1606, %1671
  %1687 = fsub float %1607, %1671
  %1688 = fsub float %1608, %1670
  %1689 = fsub float %1609, %1670
  %1690 = fsub float %1610, %1671
  %1691 = fsub float %1611, %1671
  %1692 = fsub float %1612, %1670
  %1693 = fsub float %1613, %1670
  %1694 = fsub float %1614, %1671
  %1695 = fsub float %1615, %1671
  %1696 = fsub float %1616, %1670
  %1697 = fsub float %1617, %1670
  %1698 = fsub float %1618, %1671
  %1699 = fsub float %1619, %1671
  %1700 = fsub float %1620, %1670
  %1701 = fsub float %1621, %1670
  %1702 = fsub float %1622, %1671
  %1703 = fsub float %1623, %1671
  %1704 = tail call float @llvm.nvvm.ex2.approx.f32(float %1672)
  %1705 = tail call float @llvm.nvvm.ex2.approx.f32(float %1673)
  %1706 = tail call float @llvm.nvvm.ex2.approx.f32(float %1674)
  %1707 = tail call float @llvm.nvvm.ex2.approx.f32(float %1675)
  %1708 = tail call float @llvm.nvvm.ex2.approx.f32(float %1676)
  %1709 = tail call float @llvm.nvvm.ex2.approx.f32(float %1677)
  %1710 = tail call float @llvm.nvvm.ex2.approx.f32(float %1678)
  %1711 = tail call float @llvm.nvvm.ex2.approx.f32(float %1679)
  %1712 = tail call float @llvm.nvvm.ex2.approx.f32(float %1680)
  %1713 = tail call float @llvm.nvvm.ex2.approx.f32(float %1681)
  %1714 = tail call float @llvm.nvvm.ex2.approx.f32(float %1682)
  %1715 = tail call float @llvm.nvvm.ex2.approx.f32(float %1683)
  %1716 = tail call float @llvm.nvvm.ex2.approx.f32(float %1684)
  %1717 = tail call float @llvm.nvvm.ex2.approx.f32(float %1685)
  %1718 = tail call float @llvm.nvvm.ex2.approx.f32(float %1686)
  %1719 = tail call float @llvm.nvvm.ex2.approx.f32(float %1687)
  %1720 = tail call float @llvm.nvvm.ex2.approx.f32(float %1688)
  %1721 = tail call float @llvm.nvvm.ex2.approx.f32(float %1689)
  %1722 = tail call float @llvm.nvvm.ex2.approx.f32(float %1690)
  %1723 = tail call float @llvm.nvvm.ex2.approx.f32(float %1691)
  %1724 = tail call float @llvm.nvvm.ex2.approx.f32(float %1692)
  %1725 = tail call float @llvm.nvvm.ex2.approx.f32(float %1693)
  %1726 = tail call float @llvm.nvvm.ex2.approx.f32(float %1694)
  %1727 = tail call float @llvm.nvvm.ex2.approx.f32(float %1695)
  %1728 = tail call float @llvm.nvvm.ex2.approx.f32(float %1696)
  %1729 = tail call float @llvm.nvvm.ex2.approx.f32(float %1697)
  %1730 = tail call float @llvm.nvvm.ex2.approx.f32(float %1698)
  %1731 = tail call float @llvm.nvvm.ex2.approx.f32(float %1699)
  %1732 = tail call float @llvm.nvvm.ex2.approx.f32(float %1700)
  %1733 = tail call float @llvm.nvvm.ex2.approx.f32(float %1701)
  %1734 = tail call float @llvm.nvvm.ex2.approx.f32(float %1702)
  %1735 = tail call float @llvm.nvvm.ex2.approx.f32(float %1703)
  %1736 = fsub float %1208, %1670
  %1737 = fsub float %1207, %1671
  %1738 = tail call float @llvm.nvvm.ex2.approx.f32(float %1736)
  %1739 = tail call float @llvm.nvvm.ex2.approx.f32(float %1737)
  %1740 = fmul float %1242, %1738
  %1741 = fmul float %1241, %1739
  %1742 = fadd float %1704, %1705
  %1743 = fadd float %1706, %1707
  %1744 = fadd float %1742, %1708
  %1745 = fadd float %1744, %1709
  %1746 = fadd float %1743, %1710
  %1747 = fadd float %1746, %1711
  %1748 = fadd float %1745, %1712
  %1749 = fadd float %1748, %1713
  %1750 = fadd float %1747, %1714
  %1751 = fadd float %1750, %1715
  %1752 = fadd float %1749, %1716
  %1753 = fadd float %1752, %1717
  %1754 = fadd float %1751, %1718
  %1755 = fadd float %1754, %1719
  %1756 = fadd float %1753, %1720
  %1757 = fadd float %1756, %1721
  %1758 = fadd float %1755, %1722
  %1759 = fadd float %1758, %1723
  %1760 = fadd float %1757, %1724
  %1761 = fadd float %1760, %1725
  %1762 = fadd float %1759, %1726
  %1763 = fadd float %1762, %1727
  %1764 = fadd float %1761, %1728
  %1765 = fadd float %1764, %1729
  %1766 = fadd float %1763, %1730
  %1767 = fadd float %1766, %1731
  %1768 = fadd float %1765, %1732
  %1769 = fadd float %1768, %1733
  %1770 = fadd float %1767, %1734
  %1771 = fadd float %1770, %1735
  %1772 = bitcast float %1769 to i32
  %1773 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1772, i32 2, i32 31)
  %1774 = bitcast i32 %1773 to float
  %1775 = fadd float %1769, %1774
  %1776 = bitcast float %1771 to i32
  %1777 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1776, i32 2, i32 31)
  %1778 = bitcast i32 %1777 to float
  %1779 = fadd float %1771, %1778
  %1780 = bitcast float %1775 to i32
  %1781 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1780, i32 1, i32 31)
  %1782 = bitcast i32 %1781 to float
  %1783 = fadd float %1775, %1782
  %1784 = bitcast float %1779 to i32
  %1785 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1784, i32 1, i32 31)
  %1786 = bitcast i32 %1785 to float
  %1787 = fadd float %1779, %1786
  %1788 = fadd float %1740, %1783
  %1789 = fadd float %1741, %1787
  %1790 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 24576), i64 %1247
  %1791 = fptrunc float %1704 to bfloat
  %1792 = fptrunc float %1705 to bfloat
  %1793 = fptrunc float %1706 to bfloat
  %1794 = fptrunc float %1707 to bfloat
  %1795 = fptrunc float %1708 to bfloat
  %1796 = fptrunc float %1709 to bfloat
  %1797 = fptrunc float %1710 to bfloat
  %1798 = fptrunc float %1711 to bfloat
  %1799 = fptrunc float %1712 to bfloat
  %1800 = fptrunc float %1713 to bfloat
  %1801 = fptrunc float %1714 to bfloat
  %1802 = fptrunc float %1715 to bfloat
  %1803 = fptrunc float %1716 to bfloat
  %1804 = fptrunc float %1717 to bfloat
  %1805 = fptrunc float %1718 to bfloat
  %1806 = fptrunc float %1719 to bfloat
  %1807 = fptrunc float %1720 to bfloat
  %1808 = fptrunc float %1721 to bfloat
  %1809 = fptrunc float %1722 to bfloat
  %1810 = fptrunc float %1723 to bfloat
  %1811 = fptrunc float %1724 to bfloat
  %1812 = fptrunc float %1725 to bfloat
  %1813 = fptrunc float %1726 to bfloat
  %1814 = fptrunc float %1727 to bfloat
  %1815 = fptrunc float %1728 to bfloat
  %1816 = fptrunc float %1729 to bfloat
  %1817 = fptrunc float %1730 to bfloat
  %1818 = fptrunc float %1731 to bfloat
  %1819 = fptrunc float %1732 to bfloat
  %1820 = fptrunc float %1733 to bfloat
  %1821 = fptrunc float %1734 to bfloat
  %1822 = fptrunc float %1735 to bfloat
  %1823 = fmul float %1240, %1738
  %1824 = fmul float %1239, %1738
  %1825 = fmul float %1238, %1739
  %1826 = fmul float %1237, %1739
  %1827 = fmul float %1236, %1738
  %1828 = fmul float %1235, %1738
  %1829 = fmul float %1234, %1739
  %1830 = fmul float %1233, %1739
  %1831 = fmul float %1232, %1738
  %1832 = fmul float %1231, %1738
  %1833 = fmul float %1230, %1739
  %1834 = fmul float %1229, %1739
  %1835 = fmul float %1228, %1738
  %1836 = fmul float %1227, %1738
  %1837 = fmul float %1226, %1739
  %1838 = fmul float %1225, %1739
  %1839 = fmul float %1224, %1738
  %1840 = fmul float %1223, %1738
  %1841 = fmul float %1222, %1739
  %1842 = fmul float %1221, %1739
  %1843 = fmul float %1220, %1738
  %1844 = fmul float %1219, %1738
  %1845 = fmul float %1218, %1739
  %1846 = fmul float %1217, %1739
  %1847 = fmul float %1216, %1738
  %1848 = fmul float %1215, %1738
  %1849 = fmul float %1214, %1739
  %1850 = fmul float %1213, %1739
  %1851 = fmul float %1212, %1738
  %1852 = fmul float %1211, %1738
  %1853 = fmul float %1210, %1739
  %1854 = fmul float %1209, %1739
  %1855 = insertelement <2 x bfloat> poison, bfloat %1791, i64 0
  %1856 = insertelement <2 x bfloat> %1855, bfloat %1792, i64 1
  %1857 = bitcast <2 x bfloat> %1856 to i32
  %1858 = insertelement <2 x bfloat> poison, bfloat %1793, i64 0
  %1859 = insertelement <2 x bfloat> %1858, bfloat %1794, i64 1
  %1860 = bitcast <2 x bfloat> %1859 to i32
  %1861 = insertelement <2 x bfloat> poison, bfloat %1795, i64 0
  %1862 = insertelement <2 x bfloat> %1861, bfloat %1796, i64 1
  %1863 = bitcast <2 x bfloat> %1862 to i32
  %1864 = insertelement <2 x bfloat> poison, bfloat %1797, i64 0
  %1865 = insertelement <2 x bfloat> %1864, bfloat %1798, i64 1
  %1866 = bitcast <2 x bfloat> %1865 to i32
  %1867 = insertelement <2 x bfloat> poison, bfloat %1799, i64 0
  %1868 = insertelement <2 x bfloat> %1867, bfloat %1800, i64 1
  %1869 = bitcast <2 x bfloat> %1868 to i32
  %1870 = insertelement <2 x bfloat> poison, bfloat %1801, i64 0
  %1871 = insertelement <2 x bfloat> %1870, bfloat %1802, i64 1
  %1872 = bitcast <2 x bfloat> %1871 to i32
  %1873 = insertelement <2 x bfloat> poison, bfloat %1803, i64 0
  %1874 = insertelement <2 x bfloat> %1873, bfloat %1804, i64 1
  %1875 = bitcast <2 x bfloat> %1874 to i32
  %1876 = insertelement <2 x bfloat> poison, bfloat %1805, i64 0
  %1877 = insertelement <2 x bfloat> %1876, bfloat %1806, i64 1
  %1878 = bitcast <2 x bfloat> %1877 to i32
  %1879 = insertelement <2 x bfloat> poison, bfloat %1807, i64 0
  %1880 = insertelement <2 x bfloat> %1879, bfloat %1808, i64 1
  %1881 = bitcast <2 x bfloat> %1880 to i32
  %1882 = insertelement <2 x bfloat> poison, bfloat %1809, i64 0
  %1883 = insertelement <2 x bfloat> %1882, bfloat %1810, i64 1
  %1884 = bitcast <2 x bfloat> %1883 to i32
  %1885 = insertelement <2 x bfloat> poison, bfloat %1811, i64 0
  %1886 = insertelement <2 x bfloat> %1885, bfloat %1812, i64 1
  %1887 = bitcast <2 x bfloat> %1886 to i32
  %1888 = insertelement <2 x bfloat> poison, bfloat %1813, i64 0
  %1889 = insertelement <2 x bfloat> %1888, bfloat %1814, i64 1
  %1890 = bitcast <2 x bfloat> %1889 to i32
  %1891 = insertelement <2 x bfloat> poison, bfloat %1815, i64 0
  %1892 = insertelement <2 x bfloat> %1891, bfloat %1816, i64 1
  %1893 = bitcast <2 x bfloat> %1892 to i32
  %1894 = insertelement <2 x bfloat> poison, bfloat %1817, i64 0
  %1895 = insertelement <2 x bfloat> %1894, bfloat %1818, i64 1
  %1896 = bitcast <2 x bfloat> %1895 to i32
  %1897 = insertelement <2 x bfloat> poison, bfloat %1819, i64 0
  %1898 = insertelement <2 x bfloat> %1897, bfloat %1820, i64 1
  %1899 = bitcast <2 x bfloat> %1898 to i32
  %1900 = insertelement <2 x bfloat> poison, bfloat %1821, i64 0
  %1901 = insertelement <2 x bfloat> %1900, bfloat %1822, i64 1
  %1902 = bitcast <2 x bfloat> %1901 to i32
  %1903 = getelementptr bfloat, ptr addrspace(3) %1790, i64 %1101
  %1904 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1903)
  %1905 = extractvalue { i32, i32, i32, i32 } %1904, 0
  %1906 = extractvalue { i32, i32, i32, i32 } %1904, 1
  %1907 = extractvalue { i32, i32, i32, i32 } %1904, 2
  %1908 = extractvalue { i32, i32, i32, i32 } %1904, 3
  %1909 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1857, i32 %1860, i32 %1863, i32 %1866, i32 %1905, i32 %1906, float %1823, float %1824, float %1825, float %1826) #7
  %1910 = extractvalue { float, float, float, float } %1909, 0
  %1911 = extractvalue { float, float, float, float } %1909, 1
  %1912 = extractvalue { float, float, float, float } %1909, 2
  %1913 = extractvalue { float, float, float, float } %1909, 3
  %1914 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1857, i32 %1860, i32 %1863, i32 %1866, i32 %1907, i32 %1908, float %1827, float %1828, float %1829, float %1830) #7
  %1915 = extractvalue { float, float, float, float } %1914, 0
  %1916 = extractvalue { float, float, float, float } %1914, 1
  %1917 = extractvalue { float, float, float, float } %1914, 2
  %1918 = extractvalue { float, float, float, float } %1914, 3
  %1919 = getelementptr bfloat, ptr addrspace(3) %1790, i64 %1107
  %1920 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1919)
  %1921 = extractvalue { i32, i32, i32, i32 } %1920, 0
  %1922 = extractvalue { i32, i32, i32, i32 } %1920, 1
  %1923 = extractvalue { i32, i32, i32, i32 } %1920, 2
  %1924 = extractvalue { i32, i32, i32, i32 } %1920, 3
  %1925 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1857, i32 %1860, i32 %1863, i32 %1866, i32 %1921, i32 %1922, float %1831, float %1832, float %1833, float %1834) #7
  %1926 = extractvalue { float, float, float, float } %1925, 0
  %1927 = extractvalue { float, float, float, float } %1925, 1
  %1928 = extractvalue { float, float, float, float } %1925, 2
  %1929 = extractvalue { float, float, float, float } %1925, 3
  %1930 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1857, i32 %1860, i32 %1863, i32 %1866, i32 %1923, i32 %1924, float %1835, float %1836, float %1837, float %1838) #7
  %1931 = extractvalue { float, float, float, float } %1930, 0
  %1932 = extractvalue { float, float, float, float } %1930, 1
  %1933 = extractvalue { float, float, float, float } %1930, 2
  %1934 = extractvalue { float, float, float, float } %1930, 3
  %1935 = getelementptr bfloat, ptr addrspace(3) %1790, i64 %1113
  %1936 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1935)
  %1937 = extractvalue { i32, i32, i32, i32 } %1936, 0
  %1938 = extractvalue { i32, i32, i32, i32 } %1936, 1
  %1939 = extractvalue { i32, i32, i32, i32 } %1936, 2
  %1940 = extractvalue { i32, i32, i32, i32 } %1936, 3
  %1941 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1857, i32 %1860, i32 %1863, i32 %1866, i32 %1937, i32 %1938, float %1839, float %1840, float %1841, float %1842) #7
  %1942 = extractvalue { float, float, float, float } %1941, 0
  %1943 = extractvalue { float, float, float, float } %1941, 1
  %1944 = extractvalue { float, float, float, float } %1941, 2
  %1945 = extractvalue { float, float, float, float } %1941, 3
  %1946 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1857, i32 %1860, i32 %1863, i32 %1866, i32 %1939, i32 %1940, float %1843, float %1844, float %1845, float %1846) #7
  %1947 = extractvalue { float, float, float, float } %1946, 0
  %1948 = extractvalue { float, float, float, float } %1946, 1
  %1949 = extractvalue { float, float, float, float } %1946, 2
  %1950 = extractvalue { float, float, float, float } %1946, 3
  %1951 = getelementptr bfloat, ptr addrspace(3) %1790, i64 %1119
  %1952 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1951)
  %1953 = extractvalue { i32, i32, i32, i32 } %1952, 0
  %1954 = extractvalue { i32, i32, i32, i32 } %1952, 1
  %1955 = extractvalue { i32, i32, i32, i32 } %1952, 2
  %1956 = extractvalue { i32, i32, i32, i32 } %1952, 3
  %1957 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1857, i32 %1860, i32 %1863, i32 %1866, i32 %1953, i32 %1954, float %1847, float %1848, float %1849, float %1850) #7
  %1958 = extractvalue { float, float, float, float } %1957, 0
  %1959 = extractvalue { float, float, float, float } %1957, 1
  %1960 = extractvalue { float, float, float, float } %1957, 2
  %1961 = extractvalue { float, float, float, float } %1957, 3
  %1962 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1857, i32 %1860, i32 %1863, i32 %1866, i32 %1955, i32 %1956, float %1851, float %1852, float %1853, float %1854) #7
  %1963 = extractvalue { float, float, float, float } %1962, 0
  %1964 = extractvalue { float, float, float, float } %1962, 1
  %1965 = extractvalue { float, float, float, float } %1962, 2
  %1966 = extractvalue { float, float, float, float } %1962, 3
  %1967 = getelementptr bfloat, ptr addrspace(3) %1790, i64 %1123
  %1968 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1967)
  %1969 = extractvalue { i32, i32, i32, i32 } %1968, 0
  %1970 = extractvalue { i32, i32, i32, i32 } %1968, 1
  %1971 = extractvalue { i32, i32, i32, i32 } %1968, 2
  %1972 = extractvalue { i32, i32, i32, i32 } %1968, 3
  %1973 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1869, i32 %1872, i32 %1875, i32 %1878, i32 %1969, i32 %1970, float %1910, float %1911, float %1912, float %1913) #7
  %1974 = extractvalue { float, float, float, float } %1973, 0
  %1975 = extractvalue { float, float, float, float } %1973, 1
  %1976 = extractvalue { float, float, float, float } %1973, 2
  %1977 = extractvalue { float, float, float, float } %1973, 3
  %1978 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1869, i32 %1872, i32 %1875, i32 %1878, i32 %1971, i32 %1972, float %1915, float %1916, float %1917, float %1918) #7
  %1979 = extractvalue { float, float, float, float } %1978, 0
  %1980 = extractvalue { float, float, float, float } %1978, 1
  %1981 = extractvalue { float, float, float, float } %1978, 2
  %1982 = extractvalue { float, float, float, float } %1978, 3
  %1983 = getelementptr bfloat, ptr addrspace(3) %1790, i64 %1126
  %1984 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1983)
  %1985 = extractvalue { i32, i32, i32, i32 } %1984, 0
  %1986 = extractvalue { i32, i32, i32, i32 } %1984, 1
  %1987 = extractvalue { i32, i32, i32, i32 } %1984, 2
  %1988 = extractvalue { i32, i32, i32, i32 } %1984, 3
  %1989 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1869, i32 %1872, i32 %1875, i32 %1878, i32 %1985, i32 %1986, float %1926, float %1927, float %1928, float %1929) #7
  %1990 = extractvalue { float, float, float, float } %1989, 0
  %1991 = extractvalue { float, float, float, float } %1989, 1
  %1992 = extractvalue { float, float, float, float } %1989, 2
  %1993 = extractvalue { float, float, float, float } %1989, 3
  %1994 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1869, i32 %1872, i32 %1875, i32 %1878, i32 %1987, i32 %1988, float %1931, float %1932, float %1933, float %1934) #7
  %1995 = extractvalue { float, float, float, float } %1994, 0
  %1996 = extractvalue { float, float, float, float } %1994, 1
  %1997 = extractvalue { float, float, float, float } %1994, 2
  %1998 = extractvalue { float, float, float, float } %1994, 3
  %1999 = getelementptr bfloat, ptr addrspace(3) %1790, i64 %1129
  %2000 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1999)
  %2001 = extractvalue { i32, i32, i32, i32 } %2000, 0
  %2002 = extractvalue { i32, i32, i32, i32 } %2000, 1
  %2003 = extractvalue { i32, i32, i32, i32 } %2000, 2
  %2004 = extractvalue { i32, i32, i32, i32 } %2000, 3
  %2005 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1869, i32 %1872, i32 %1875, i32 %1878, i32 %2001, i32 %2002, float %1942, float %1943, float %1944, float %1945) #7
  %2006 = extractvalue { float, float, float, float } %2005, 0
  %2007 = extractvalue { float, float, float, float } %2005, 1
  %2008 = extractvalue { float, float, float, float } %2005, 2
  %2009 = extractvalue { float, float, float, float } %2005, 3
  %2010 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1869, i32 %1872, i32 %1875, i32 %1878, i32 %2003, i32 %2004, float %1947, float %1948, float %1949, float %1950) #7
  %2011 = extractvalue { float, float, float, float } %2010, 0
  %2012 = extractvalue { float, float, float, float } %2010, 1
  %2013 = extractvalue { float, float, float, float } %2010, 2
  %2014 = extractvalue { float, float, float, float } %2010, 3
  %2015 = getelementptr bfloat, ptr addrspace(3) %1790, i64 %1132
  %2016 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %2015)
  %2017 = extractvalue { i32, i32, i32, i32 } %2016, 0
  %2018 = extractvalue { i32, i32, i32, i32 } %2016, 1
  %2019 = extractvalue { i32, i32, i32, i32 } %2016, 2
  %2020 = extractvalue { i32, i32, i32, i32 } %2016, 3
  %2021 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1869, i32 %1872, i32 %1875, i32 %1878, i32 %2017, i32 %2018, float %1958, float %1959, float %1960, float %1961) #7
  %2022 = extractvalue { float, float, float, float } %2021, 0
  %2023 = extractvalue { float, float, float, float } %2021, 1
  %2024 = extractvalue { float, float, float, float } %2021, 2
  %2025 = extractvalue { float, float, float, float } %2021, 3
  %2026 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1869, i32 %1872, i32 %1875, i32 %1878, i32 %2019, i32 %2020, float %1963, float %1964, float %1965, float %1966) #7
  %2027 = extractvalue { float, float, float, float } %2026, 0
  %2028 = extractvalue { float, float, float, float } %2026, 1
  %2029 = extractvalue { float, float, float, float } %2026, 2
  %2030 = extractvalue { float, float, float, float } %2026, 3
  %2031 = getelementptr bfloat, ptr addrspace(3) %1790, i64 %1136
  %2032 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %2031)
  %2033 = extractvalue { i32, i32, i32, i32 } %2032, 0
  %2034 = extractvalue { i32, i32, i32, i32 } %2032, 1
  %2035 = extractvalue { i32, i32, i32, i32 } %2032, 2
  %2036 = extractvalue { i32, i32, i32, i32 } %2032, 3
  %2037 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1881, i32 %1884, i32 %1887, i32 %1890, i32 %2033, i32 %2034, float %1974, float %1975, float %1976, float %1977) #7
  %2038 = extractvalue { float, float, float, float } %2037, 0
  %2039 = extractvalue { float, float, float, float } %2037, 1
  %2040 = extractvalue { float, float, float, float } %2037, 2
  %2041 = extractvalue { float, float, float, float } %2037, 3
  %2042 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1881, i32 %1884, i32 %1887, i32 %1890, i32 %2035, i32 %2036, float %1979, float %1980, float %1981, float %1982) #7
  %2043 = extractvalue { float, float, float, float } %2042, 0
  %2044 = extractvalue { float, float, float, float } %2042, 1
  %2045 = extractvalue { float, float, float, float } %2042, 2
  %2046 = extractvalue { float, float, float, float } %2042, 3
  %2047 = getelementptr bfloat, ptr addrspace(3) %1790, i64 %1139
  %2048 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %2047)
  %2049 = extractvalue { i32, i32, i32, i32 } %2048, 0
  %2050 = extractvalue { i32, i32, i32, i32 } %2048, 1
  %2051 = extractvalue { i32, i32, i32, i32 } %2048, 2
  %2052 = extractvalue { i32, i32, i32, i32 } %2048, 3
  %2053 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1881, i32 %1884, i32 %1887, i32 %1890, i32 %2049, i32 %2050, float %1990, float %1991, float %1992, float %1993) #7
  %2054 = extractvalue { float, float, float, float } %2053, 0
  %2055 = extractvalue { float, float, float, float } %2053, 1
  %2056 = extractvalue { float, float, float, float } %2053, 2
  %2057 = extractvalue { float, float, float, float } %2053, 3
  %2058 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1881, i32 %1884, i32 %1887, i32 %1890, i32 %2051, i32 %2052, float %1995, float %1996, float %1997, float %1998) #7
  %2059 = extractvalue { float, float, float, float } %2058, 0
  %2060 = extractvalue { float, float, float, float } %2058, 1
  %2061 = extractvalue { float, float, float, float } %2058, 2
  %2062 = extractvalue { float, float, float, float } %2058, 3
  %2063 = getelementptr bfloat, ptr addrspace(3) %1790, i64 %1142
  %2064 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %2063)
  %2065 = extractvalue { i32, i32, i32, i32 } %2064, 0
  %2066 = extractvalue { i32, i32, i32, i32 } %2064, 1
  %2067 = extractvalue { i32, i32, i32, i32 } %2064, 2
  %2068 = extractvalue { i32, i32, i32, i32 } %2064, 3
  %2069 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1881, i32 %1884, i32 %1887, i32 %1890, i32 %2065, i32 %2066, float %2006, float %2007, float %2008, float %2009) #7
  %2070 = extractvalue { float, float, float, float } %2069, 0
  %2071 = extractvalue { float, float, float, float } %2069, 1
  %2072 = extractvalue { float, float, float, float } %2069, 2
  %2073 = extractvalue { float, float, float, float } %2069, 3
  %2074 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1881, i32 %1884, i32 %1887, i32 %1890, i32 %2067, i32 %2068, float %2011, float %2012, float %2013, float %2014) #7
  %2075 = extractvalue { float, float, float, float } %2074, 0
  %2076 = extractvalue { float, float, float, float } %2074, 1
  %2077 = extractvalue { float, float, float, float } %2074, 2
  %2078 = extractvalue { float, float, float, float } %2074, 3
  %2079 = getelementptr bfloat, ptr addrspace(3) %1790, i64 %1145
  %2080 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %2079)
  %2081 = extractvalue { i32, i32, i32, i32 } %2080, 0
  %2082 = extractvalue { i32, i32, i32, i32 } %2080, 1
  %2083 = extractvalue { i32, i32, i32, i32 } %2080, 2
  %2084 = extractvalue { i32, i32, i32, i32 } %2080, 3
  %2085 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1881, i32 %1884, i32 %1887, i32 %1890, i32 %2081, i32 %2082, float %2022, float %2023, float %2024, float %2025) #7
  %2086 = extractvalue { float, float, float, float } %2085, 0
  %2087 = extractvalue { float, float, float, float } %2085, 1
  %2088 = extractvalue { float, float, float, float } %2085, 2
  %2089 = extractvalue { float, float, float, float } %2085, 3
  %2090 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1881, i32 %1884, i32 %1887, i32 %1890, i32 %2083, i32 %2084, float %2027, float %2028, float %2029, float %2030) #7
  %2091 = extractvalue { float, float, float, float } %2090, 0
  %2092 = extractvalue { float, float, float, float } %2090, 1
  %2093 = extractvalue { float, float, float, float } %2090, 2
  %2094 = extractvalue { float, float, float, float } %2090, 3
  %2095 = getelementptr bfloat, ptr addrspace(3) %1790, i64 %1149
  %2096 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %2095)
  %2097 = extractvalue { i32, i32, i32, i32 } %2096, 0
  %2098 = extractvalue { i32, i32, i32, i32 } %2096, 1
  %2099 = extractvalue { i32, i32, i32, i32 } %2096, 2
  %2100 = extractvalue { i32, i32, i32, i32 } %2096, 3
  %2101 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1893, i32 %1896, i32 %1899, i32 %1902, i32 %2097, i32 %2098, float %2038, float %2039, float %2040, float %2041) #7
  %2102 = extractvalue { float, float, float, float } %2101, 0
  %2103 = extractvalue { float, float, float, float } %2101, 1
  %2104 = extractvalue { float, float, float, float } %2101, 2
  %2105 = extractvalue { float, float, float, float } %2101, 3
  %2106 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1893, i32 %1896, i32 %1899, i32 %1902, i32 %2099, i32 %2100, float %2043, float %2044, float %2045, float %2046) #7
  %2107 = extractvalue { float, float, float, float } %2106, 0
  %2108 = extractvalue { float, float, float, float } %2106, 1
  %2109 = extractvalue { float, float, float, float } %2106, 2
  %2110 = extractvalue { float, float, float, float } %2106, 3
  %2111 = getelementptr bfloat, ptr addrspace(3) %1790, i64 %1152
  %2112 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %2111)
  %2113 = extractvalue { i32, i32, i32, i32 } %2112, 0
  %2114 = extractvalue { i32, i32, i32, i32 } %2112, 1
  %2115 = extractvalue { i32, i32, i32, i32 } %2112, 2
  %2116 = extractvalue { i32, i32, i32, i32 } %2112, 3
  %2117 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1893, i32 %1896, i32 %1899, i32 %1902, i32 %2113, i32 %2114, float %2054, float %2055, float %2056, float %2057) #7
  %2118 = extractvalue { float, float, float, float } %2117, 0
  %2119 = extractvalue { float, float, float, float } %2117, 1
  %2120 = extractvalue { float, float, float, float } %2117, 2
  %2121 = extractvalue { float, float, float, float } %2117, 3
  %2122 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1893, i32 %1896, i32 %1899, i32 %1902, i32 %2115, i32 %2116, float %2059, float %2060, float %2061, float %2062) #7
  %2123 = extractvalue { float, float, float, float } %2122, 0
  %2124 = extractvalue { float, float, float, float } %2122, 1
  %2125 = extractvalue { float, float, float, float } %2122, 2
  %2126 = extractvalue { float, float, float, float } %2122, 3
  %2127 = getelementptr bfloat, ptr addrspace(3) %1790, i64 %1155
  %2128 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %2127)
  %2129 = extractvalue { i32, i32, i32, i32 } %2128, 0
  %2130 = extractvalue { i32, i32, i32, i32 } %2128, 1
  %2131 = extractvalue { i32, i32, i32, i32 } %2128, 2
  %2132 = extractvalue { i32, i32, i32, i32 } %2128, 3
  %2133 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1893, i32 %1896, i32 %1899, i32 %1902, i32 %2129, i32 %2130, float %2070, float %2071, float %2072, float %2073) #7
  %2134 = extractvalue { float, float, float, float } %2133, 0
  %2135 = extractvalue { float, float, float, float } %2133, 1
  %2136 = extractvalue { float, float, float, float } %2133, 2
  %2137 = extractvalue { float, float, float, float } %2133, 3
  %2138 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1893, i32 %1896, i32 %1899, i32 %1902, i32 %2131, i32 %2132, float %2075, float %2076, float %2077, float %2078) #7
  %2139 = extractvalue { float, float, float, float } %2138, 0
  %2140 = extractvalue { float, float, float, float } %2138, 1
  %2141 = extractvalue { float, float, float, float } %2138, 2
  %2142 = extractvalue { float, float, float, float } %2138, 3
  %2143 = getelementptr bfloat, ptr addrspace(3) %1790, i64 %1158
  %2144 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %2143)
  %2145 = extractvalue { i32, i32, i32, i32 } %2144, 0
  %2146 = extractvalue { i32, i32, i32, i32 } %2144, 1
  %2147 = extractvalue { i32, i32, i32, i32 } %2144, 2
  %2148 = extractvalue { i32, i32, i32, i32 } %2144, 3
  %2149 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1893, i32 %1896, i32 %1899, i32 %1902, i32 %2145, i32 %2146, float %2086, float %2087, float %2088, float %2089) #7
  %2150 = extractvalue { float, float, float, float } %2149, 0
  %2151 = extractvalue { float, float, float, float } %2149, 1
  %2152 = extractvalue { float, float, float, float } %2149, 2
  %2153 = extractvalue { float, float, float, float } %2149, 3
  %2154 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1893, i32 %1896, i32 %1899, i32 %1902, i32 %2147, i32 %2148, float %2091, float %2092, float %2093, float %2094) #7
  %2155 = extractvalue { float, float, float, float } %2154, 0
  %2156 = extractvalue { float, float, float, float } %2154, 1
  %2157 = extractvalue { float, float, float, float } %2154, 2
  %2158 = extractvalue { float, float, float, float } %2154, 3
  %2159 = icmp slt i32 %1525, %4
  %2160 = or disjoint i32 %1525, %15
  %2161 = add i32 %2160, %11
  %2162 = shl i32 %2161, 6
  %2163 = or disjoint i32 %1525, %19
  %2164 = add i32 %2163, %11
  %2165 = shl i32 %2164, 6
  %2166 = shl i32 %1525, 6
  %2167 = add i32 %1159, %1525
  %2168 = shl i32 %2167, 6
  %2169 = or disjoint i32 %1525, %23
  %2170 = add i32 %2169, %11
  %2171 = shl i32 %2170, 6
  %2172 = add i32 %1160, %1525
  %2173 = shl i32 %2172, 6
  %2174 = or disjoint i32 %1525, %27
  %2175 = add i32 %2174, %11
  %2176 = shl i32 %2175, 6
  %2177 = add i32 %1161, %1525
  %2178 = shl i32 %2177, 6
  %2179 = or disjoint i32 %2162, %31
  %2180 = or disjoint i32 %2162, %32
  %2181 = or disjoint i32 %2162, %33
  %2182 = or disjoint i32 %2162, %34
  %2183 = or disjoint i32 %2162, %35
  %2184 = or disjoint i32 %2162, %36
  %2185 = or disjoint i32 %2162, %37
  %2186 = or disjoint i32 %2162, %38
  %2187 = or disjoint i32 %2165, %31
  %2188 = add i32 %1162, %2166
  %2189 = add i32 %1163, %2166
  %2190 = add i32 %1164, %2166
  %2191 = or disjoint i32 %2168, %46
  %2192 = add i32 %1165, %2166
  %2193 = add i32 %1166, %2166
  %2194 = add i32 %1167, %2166
  %2195 = or disjoint i32 %2171, %31
  %2196 = add i32 %1168, %2166
  %2197 = add i32 %1169, %2166
  %2198 = add i32 %1170, %2166
  %2199 = or disjoint i32 %2173, %60
  %2200 = add i32 %1171, %2166
  %2201 = add i32 %1172, %2166
  %2202 = add i32 %1173, %2166
  %2203 = or disjoint i32 %2176, %31
  %2204 = add i32 %1174, %2166
  %2205 = add i32 %1175, %2166
  %2206 = add i32 %1176, %2166
  %2207 = or disjoint i32 %2178, %74
  %2208 = add i32 %1177, %2166
  %2209 = add i32 %1178, %2166
  %2210 = add i32 %1179, %2166
  %2211 = icmp slt i32 %2160, %4
  %2212 = icmp slt i32 %2163, %4
  %2213 = icmp slt i32 %2169, %4
  %2214 = icmp slt i32 %2174, %4
  %2215 = and i1 %2159, %2211
  %2216 = and i1 %2159, %2212
  %2217 = and i1 %2159, %2213
  %2218 = and i1 %2159, %2214
  %2219 = shl nuw nsw i32 %1527, 13
  %2220 = zext nneg i32 %2219 to i64
  %2221 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %2220
  %2222 = getelementptr i8, ptr addrspace(3) %2221, i64 %256
  %2223 = sext i32 %2179 to i64
  %2224 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2223
  %2225 = ptrtoint ptr addrspace(1) %2224 to i64
  %2226 = and i64 %2225, 15
  %2227 = icmp eq i64 %2226, 0
  %2228 = and i1 %2215, %2227
  br i1 %2228, label %2229, label %2232

2229:                                             ; preds = %1206
  %2230 = ptrtoint ptr addrspace(3) %2222 to i64
  %2231 = trunc i64 %2230 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;", "r,l,~{memory}"(i32 %2231, ptr addrspace(1) %2224) #7
  br label %2263

2232:                                             ; preds = %1206
  %2233 = sext i32 %2186 to i64
  %2234 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2233
  %2235 = sext i32 %2185 to i64
  %2236 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2235
  %2237 = sext i32 %2184 to i64
  %2238 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2237
  %2239 = sext i32 %2183 to i64
  %2240 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2239
  %2241 = sext i32 %2182 to i64
  %2242 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2241
  %2243 = sext i32 %2181 to i64
  %2244 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2243
  %2245 = sext i32 %2180 to i64
  %2246 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2245
  %2247 = zext i1 %2215 to i32
  %2248 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2224, i32 %2247, i16 0) #7
  store i16 %2248, ptr addrspace(3) %2222, align 16
  %2249 = getelementptr i8, ptr addrspace(3) %2222, i64 2
  %2250 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2246, i32 %2247, i16 0) #7
  store i16 %2250, ptr addrspace(3) %2249, align 2
  %2251 = getelementptr i8, ptr addrspace(3) %2222, i64 4
  %2252 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2244, i32 %2247, i16 0) #7
  store i16 %2252, ptr addrspace(3) %2251, align 4
  %2253 = getelementptr i8, ptr addrspace(3) %2222, i64 6
  %2254 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2242, i32 %2247, i16 0) #7
  store i16 %2254, ptr addrspace(3) %2253, align 2
  %2255 = getelementptr i8, ptr addrspace(3) %2222, i64 8
  %2256 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2240, i32 %2247, i16 0) #7
  store i16 %2256, ptr addrspace(3) %2255, align 8
  %2257 = getelementptr i8, ptr addrspace(3) %2222, i64 10
  %2258 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2238, i32 %2247, i16 0) #7
  store i16 %2258, ptr addrspace(3) %2257, align 2
  %2259 = getelementptr i8, ptr addrspace(3) %2222, i64 12
  %2260 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2236, i32 %2247, i16 0) #7
  store i16 %2260, ptr addrspace(3) %2259, align 4
  %2261 = getelementptr i8, ptr addrspace(3) %2222, i64 14
  %2262 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2234, i32 %2247, i16 0) #7
  store i16 %2262, ptr addrspace(3) %2261, align 2
  br label %2263

2263:                                             ; preds = %2229, %2232
  %2264 = getelementptr i8, ptr addrspace(3) %2221, i64 %301
  %2265 = sext i32 %2187 to i64
  %2266 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2265
  %2267 = ptrtoint ptr addrspace(1) %2266 to i64
  %2268 = and i64 %2267, 15
  %2269 = icmp eq i64 %2268, 0
  %2270 = and i1 %2216, %2269
  br i1 %2270, label %2271, label %2274

2271:                                             ; preds = %2263
  %2272 = ptrtoint ptr addrspace(3) %2264 to i64
  %2273 = trunc i64 %2272 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;", "r,l,~{memory}"(i32 %2273, ptr addrspace(1) %2266) #7
  br label %2305

2274:                                             ; preds = %2263
  %2275 = sext i32 %2194 to i64
  %2276 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2275
  %2277 = sext i32 %2193 to i64
  %2278 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2277
  %2279 = sext i32 %2192 to i64
  %2280 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2279
  %2281 = sext i32 %2191 to i64
  %2282 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2281
  %2283 = sext i32 %2190 to i64
  %2284 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2283
  %2285 = sext i32 %2189 to i64
  %2286 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2285
  %2287 = sext i32 %2188 to i64
  %2288 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2287
  %2289 = zext i1 %2216 to i32
  %2290 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2266, i32 %2289, i16 0) #7
  store i16 %2290, ptr addrspace(3) %2264, align 16
  %2291 = getelementptr i8, ptr addrspace(3) %2264, i64 2
  %2292 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2288, i32 %2289, i16 0) #7
  store i16 %2292, ptr addrspace(3) %2291, align 2
  %2293 = getelementptr i8, ptr addrspace(3) %2264, i64 4
  %2294 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2286, i32 %2289, i16 0) #7
  store i16 %2294, ptr addrspace(3) %2293, align 4
  %2295 = getelementptr i8, ptr addrspace(3) %2264, i64 6
  %2296 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2284, i32 %2289, i16 0) #7
  store i16 %2296, ptr addrspace(3) %2295, align 2
  %2297 = getelementptr i8, ptr addrspace(3) %2264, i64 8
  %2298 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2282, i32 %2289, i16 0) #7
  store i16 %2298, ptr addrspace(3) %2297, align 8
  %2299 = getelementptr i8, ptr addrspace(3) %2264, i64 10
  %2300 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2280, i32 %2289, i16 0) #7
  store i16 %2300, ptr addrspace(3) %2299, align 2
  %2301 = getelementptr i8, ptr addrspace(3) %2264, i64 12
  %2302 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2278, i32 %2289, i16 0) #7
  store i16 %2302, ptr addrspace(3) %2301, align 4
  %2303 = getelementptr i8, ptr addrspace(3) %2264, i64 14
  %2304 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2276, i32 %2289, i16 0) #7
  store i16 %2304, ptr addrspace(3) %2303, align 2
  br label %2305

2305:                                             ; preds = %2271, %2274
  %2306 = getelementptr i8, ptr addrspace(3) %2221, i64 %346
  %2307 = sext i32 %2195 to i64
  %2308 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2307
  %2309 = ptrtoint ptr addrspace(1) %2308 to i64
  %2310 = and i64 %2309, 15
  %2311 = icmp eq i64 %2310, 0
  %2312 = and i1 %2217, %2311
  br i1 %2312, label %2313, label %2316

2313:                                             ; preds = %2305
  %2314 = ptrtoint ptr addrspace(3) %2306 to i64
  %2315 = trunc i64 %2314 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;", "r,l,~{memory}"(i32 %2315, ptr addrspace(1) %2308) #7
  br label %2347

2316:                                             ; preds = %2305
  %2317 = sext i32 %2202 to i64
  %2318 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2317
  %2319 = sext i32 %2201 to i64
  %2320 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2319
  %2321 = sext i32 %2200 to i64
  %2322 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2321
  %2323 = sext i32 %2199 to i64
  %2324 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2323
  %2325 = sext i32 %2198 to i64
  %2326 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2325
  %2327 = sext i32 %2197 to i64
  %2328 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2327
  %2329 = sext i32 %2196 to i64
  %2330 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2329
  %2331 = zext i1 %2217 to i32
  %2332 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2308, i32 %2331, i16 0) #7
  store i16 %2332, ptr addrspace(3) %2306, align 16
  %2333 = getelementptr i8, ptr addrspace(3) %2306, i64 2
  %2334 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2330, i32 %2331, i16 0) #7
  store i16 %2334, ptr addrspace(3) %2333, align 2
  %2335 = getelementptr i8, ptr addrspace(3) %2306, i64 4
  %2336 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2328, i32 %2331, i16 0) #7
  store i16 %2336, ptr addrspace(3) %2335, align 4
  %2337 = getelementptr i8, ptr addrspace(3) %2306, i64 6
  %2338 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2326, i32 %2331, i16 0) #7
  store i16 %2338, ptr addrspace(3) %2337, align 2
  %2339 = getelementptr i8, ptr addrspace(3) %2306, i64 8
  %2340 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2324, i32 %2331, i16 0) #7
  store i16 %2340, ptr addrspace(3) %2339, align 8
  %2341 = getelementptr i8, ptr addrspace(3) %2306, i64 10
  %2342 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2322, i32 %2331, i16 0) #7
  store i16 %2342, ptr addrspace(3) %2341, align 2
  %2343 = getelementptr i8, ptr addrspace(3) %2306, i64 12
  %2344 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2320, i32 %2331, i16 0) #7
  store i16 %2344, ptr addrspace(3) %2343, align 4
  %2345 = getelementptr i8, ptr addrspace(3) %2306, i64 14
  %2346 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2318, i32 %2331, i16 0) #7
  store i16 %2346, ptr addrspace(3) %2345, align 2
  br label %2347

2347:                                             ; preds = %2313, %2316
  %2348 = getelementptr i8, ptr addrspace(3) %2221, i64 %391
  %2349 = sext i32 %2203 to i64
  %2350 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2349
  %2351 = ptrtoint ptr addrspace(1) %2350 to i64
  %2352 = and i64 %2351, 15
  %2353 = icmp eq i64 %2352, 0
  %2354 = and i1 %2218, %2353
  br i1 %2354, label %2355, label %2358

2355:                                             ; preds = %2347
  %2356 = ptrtoint ptr addrspace(3) %2348 to i64
  %2357 = trunc i64 %2356 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;", "r,l,~{memory}"(i32 %2357, ptr addrspace(1) %2350) #7
  br label %2389

2358:                                             ; preds = %2347
  %2359 = sext i32 %2210 to i64
  %2360 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2359
  %2361 = sext i32 %2209 to i64
  %2362 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2361
  %2363 = sext i32 %2208 to i64
  %2364 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2363
  %2365 = sext i32 %2207 to i64
  %2366 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2365
  %2367 = sext i32 %2206 to i64
  %2368 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2367
  %2369 = sext i32 %2205 to i64
  %2370 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2369
  %2371 = sext i32 %2204 to i64
  %2372 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2371
  %2373 = zext i1 %2218 to i32
  %2374 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2350, i32 %2373, i16 0) #7
  store i16 %2374, ptr addrspace(3) %2348, align 16
  %2375 = getelementptr i8, ptr addrspace(3) %2348, i64 2
  %2376 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2372, i32 %2373, i16 0) #7
  store i16 %2376, ptr addrspace(3) %2375, align 2
  %2377 = getelementptr i8, ptr addrspace(3) %2348, i64 4
  %2378 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2370, i32 %2373, i16 0) #7
  store i16 %2378, ptr addrspace(3) %2377, align 4
  %2379 = getelementptr i8, ptr addrspace(3) %2348, i64 6
  %2380 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2368, i32 %2373, i16 0) #7
  store i16 %2380, ptr addrspace(3) %2379, align 2
  %2381 = getelementptr i8, ptr addrspace(3) %2348, i64 8
  %2382 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2366, i32 %2373, i16 0) #7
  store i16 %2382, ptr addrspace(3) %2381, align 8
  %2383 = getelementptr i8, ptr addrspace(3) %2348, i64 10
  %2384 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2364, i32 %2373, i16 0) #7
  store i16 %2384, ptr addrspace(3) %2383, align 2
  %2385 = getelementptr i8, ptr addrspace(3) %2348, i64 12
  %2386 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2362, i32 %2373, i16 0) #7
  store i16 %2386, ptr addrspace(3) %2385, align 4
  %2387 = getelementptr i8, ptr addrspace(3) %2348, i64 14
  %2388 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2360, i32 %2373, i16 0) #7
  store i16 %2388, ptr addrspace(3) %2387, align 2
  br label %2389

2389:                                             ; preds = %2355, %2358
  %2390 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 24576), i64 %2220
  %2391 = getelementptr i8, ptr addrspace(3) %2390, i64 %256
  %2392 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2223
  %2393 = ptrtoint ptr addrspace(1) %2392 to i64
  %2394 = and i64 %2393, 15
  %2395 = icmp eq i64 %2394, 0
  %2396 = and i1 %2215, %2395
  br i1 %2396, label %2397, label %2400

2397:                                             ; preds = %2389
  %2398 = ptrtoint ptr addrspace(3) %2391 to i64
  %2399 = trunc i64 %2398 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;", "r,l,~{memory}"(i32 %2399, ptr addrspace(1) %2392) #7
  br label %2431

2400:                                             ; preds = %2389
  %2401 = sext i32 %2186 to i64
  %2402 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2401
  %2403 = sext i32 %2185 to i64
  %2404 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2403
  %2405 = sext i32 %2184 to i64
  %2406 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2405
  %2407 = sext i32 %2183 to i64
  %2408 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2407
  %2409 = sext i32 %2182 to i64
  %2410 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2409
  %2411 = sext i32 %2181 to i64
  %2412 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2411
  %2413 = sext i32 %2180 to i64
  %2414 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2413
  %2415 = zext i1 %2215 to i32
  %2416 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2392, i32 %2415, i16 0) #7
  store i16 %2416, ptr addrspace(3) %2391, align 16
  %2417 = getelementptr i8, ptr addrspace(3) %2391, i64 2
  %2418 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2414, i32 %2415, i16 0) #7
  store i16 %2418, ptr addrspace(3) %2417, align 2
  %2419 = getelementptr i8, ptr addrspace(3) %2391, i64 4
  %2420 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2412, i32 %2415, i16 0) #7
  store i16 %2420, ptr addrspace(3) %2419, align 4
  %2421 = getelementptr i8, ptr addrspace(3) %2391, i64 6
  %2422 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2410, i32 %2415, i16 0) #7
  store i16 %2422, ptr addrspace(3) %2421, align 2
  %2423 = getelementptr i8, ptr addrspace(3) %2391, i64 8
  %2424 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2408, i32 %2415, i16 0) #7
  store i16 %2424, ptr addrspace(3) %2423, align 8
  %2425 = getelementptr i8, ptr addrspace(3) %2391, i64 10
  %2426 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2406, i32 %2415, i16 0) #7
  store i16 %2426, ptr addrspace(3) %2425, align 2
  %2427 = getelementptr i8, ptr addrspace(3) %2391, i64 12
  %2428 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2404, i32 %2415, i16 0) #7
  store i16 %2428, ptr addrspace(3) %2427, align 4
  %2429 = getelementptr i8, ptr addrspace(3) %2391, i64 14
  %2430 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2402, i32 %2415, i16 0) #7
  store i16 %2430, ptr addrspace(3) %2429, align 2
  br label %2431

2431:                                             ; preds = %2397, %2400
  %2432 = getelementptr i8, ptr addrspace(3) %2390, i64 %301
  %2433 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2265
  %2434 = ptrtoint ptr addrspace(1) %2433 to i64
  %2435 = and i64 %2434, 15
  %2436 = icmp eq i64 %2435, 0
  %2437 = and i1 %2216, %2436
  br i1 %2437, label %2438, label %2441

2438:                                             ; preds = %2431
  %2439 = ptrtoint ptr addrspace(3) %2432 to i64
  %2440 = trunc i64 %2439 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;", "r,l,~{memory}"(i32 %2440, ptr addrspace(1) %2433) #7
  br label %2472

2441:                                             ; preds = %2431
  %2442 = sext i32 %2194 to i64
  %2443 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2442
  %2444 = sext i32 %2193 to i64
  %2445 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2444
  %2446 = sext i32 %2192 to i64
  %2447 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2446
  %2448 = sext i32 %2191 to i64
  %2449 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2448
  %2450 = sext i32 %2190 to i64
  %2451 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2450
  %2452 = sext i32 %2189 to i64
  %2453 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2452
  %2454 = sext i32 %2188 to i64
  %2455 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2454
  %2456 = zext i1 %2216 to i32
  %2457 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2433, i32 %2456, i16 0) #7
  store i16 %2457, ptr addrspace(3) %2432, align 16
  %2458 = getelementptr i8, ptr addrspace(3) %2432, i64 2
  %2459 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2455, i32 %2456, i16 0) #7
  store i16 %2459, ptr addrspace(3) %2458, align 2
  %2460 = getelementptr i8, ptr addrspace(3) %2432, i64 4
  %2461 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2453, i32 %2456, i16 0) #7
  store i16 %2461, ptr addrspace(3) %2460, align 4
  %2462 = getelementptr i8, ptr addrspace(3) %2432, i64 6
  %2463 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2451, i32 %2456, i16 0) #7
  store i16 %2463, ptr addrspace(3) %2462, align 2
  %2464 = getelementptr i8, ptr addrspace(3) %2432, i64 8
  %2465 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2449, i32 %2456, i16 0) #7
  store i16 %2465, ptr addrspace(3) %2464, align 8
  %2466 = getelementptr i8, ptr addrspace(3) %2432, i64 10
  %2467 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2447, i32 %2456, i16 0) #7
  store i16 %2467, ptr addrspace(3) %2466, align 2
  %2468 = getelementptr i8, ptr addrspace(3) %2432, i64 12
  %2469 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2445, i32 %2456, i16 0) #7
  store i16 %2469, ptr addrspace(3) %2468, align 4
  %2470 = getelementptr i8, ptr addrspace(3) %2432, i64 14
  %2471 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2443, i32 %2456, i16 0) #7
  store i16 %2471, ptr addrspace(3) %2470, align 2
  br label %2472

2472:                                             ; preds = %2438, %2441
  %2473 = getelementptr i8, ptr addrspace(3) %2390, i64 %346
  %2474 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2307
  %2475 = ptrtoint ptr addrspace(1) %2474 to i64
  %2476 = and i64 %2475, 15
  %2477 = icmp eq i64 %2476, 0
  %2478 = and i1 %2217, %2477
  br i1 %2478, label %2479, label %2482

2479:                                             ; preds = %2472
  %2480 = ptrtoint ptr addrspace(3) %2473 to i64
  %2481 = trunc i64 %2480 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;", "r,l,~{memory}"(i32 %2481, ptr addrspace(1) %2474) #7
  br label %2513

2482:                                             ; preds = %2472
  %2483 = sext i32 %2202 to i64
  %2484 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2483
  %2485 = sext i32 %2201 to i64
  %2486 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2485
  %2487 = sext i32 %2200 to i64
  %2488 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2487
  %2489 = sext i32 %2199 to i64
  %2490 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2489
  %2491 = sext i32 %2198 to i64
  %2492 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2491
  %2493 = sext i32 %2197 to i64
  %2494 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2493
  %2495 = sext i32 %2196 to i64
  %2496 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2495
  %2497 = zext i1 %2217 to i32
  %2498 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2474, i32 %2497, i16 0) #7
  store i16 %2498, ptr addrspace(3) %2473, align 16
  %2499 = getelementptr i8, ptr addrspace(3) %2473, i64 2
  %2500 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2496, i32 %2497, i16 0) #7
  store i16 %2500, ptr addrspace(3) %2499, align 2
  %2501 = getelementptr i8, ptr addrspace(3) %2473, i64 4
  %2502 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2494, i32 %2497, i16 0) #7
  store i16 %2502, ptr addrspace(3) %2501, align 4
  %2503 = getelementptr i8, ptr addrspace(3) %2473, i64 6
  %2504 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2492, i32 %2497, i16 0) #7
  store i16 %2504, ptr addrspace(3) %2503, align 2
  %2505 = getelementptr i8, ptr addrspace(3) %2473, i64 8
  %2506 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2490, i32 %2497, i16 0) #7
  store i16 %2506, ptr addrspace(3) %2505, align 8
  %2507 = getelementptr i8, ptr addrspace(3) %2473, i64 10
  %2508 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2488, i32 %2497, i16 0) #7
  store i16 %2508, ptr addrspace(3) %2507, align 2
  %2509 = getelementptr i8, ptr addrspace(3) %2473, i64 12
  %2510 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2486, i32 %2497, i16 0) #7
  store i16 %2510, ptr addrspace(3) %2509, align 4
  %2511 = getelementptr i8, ptr addrspace(3) %2473, i64 14
  %2512 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2484, i32 %2497, i16 0) #7
  store i16 %2512, ptr addrspace(3) %2511, align 2
  br label %2513

2513:                                             ; preds = %2479, %2482
  %2514 = getelementptr i8, ptr addrspace(3) %2390, i64 %391
  %2515 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2349
  %2516 = ptrtoint ptr addrspace(1) %2515 to i64
  %2517 = and i64 %2516, 15
  %2518 = icmp eq i64 %2517, 0
  %2519 = and i1 %2218, %2518
  br i1 %2519, label %2520, label %2523

2520:                                             ; preds = %2513
  %2521 = ptrtoint ptr addrspace(3) %2514 to i64
  %2522 = trunc i64 %2521 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;", "r,l,~{memory}"(i32 %2522, ptr addrspace(1) %2515) #7
  br label %2554

2523:                                             ; preds = %2513
  %2524 = sext i32 %2210 to i64
  %2525 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2524
  %2526 = sext i32 %2209 to i64
  %2527 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2526
  %2528 = sext i32 %2208 to i64
  %2529 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2528
  %2530 = sext i32 %2207 to i64
  %2531 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2530
  %2532 = sext i32 %2206 to i64
  %2533 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2532
  %2534 = sext i32 %2205 to i64
  %2535 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2534
  %2536 = sext i32 %2204 to i64
  %2537 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2536
  %2538 = zext i1 %2218 to i32
  %2539 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2515, i32 %2538, i16 0) #7
  store i16 %2539, ptr addrspace(3) %2514, align 16
  %2540 = getelementptr i8, ptr addrspace(3) %2514, i64 2
  %2541 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2537, i32 %2538, i16 0) #7
  store i16 %2541, ptr addrspace(3) %2540, align 2
  %2542 = getelementptr i8, ptr addrspace(3) %2514, i64 4
  %2543 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2535, i32 %2538, i16 0) #7
  store i16 %2543, ptr addrspace(3) %2542, align 4
  %2544 = getelementptr i8, ptr addrspace(3) %2514, i64 6
  %2545 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2533, i32 %2538, i16 0) #7
  store i16 %2545, ptr addrspace(3) %2544, align 2
  %2546 = getelementptr i8, ptr addrspace(3) %2514, i64 8
  %2547 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2531, i32 %2538, i16 0) #7
  store i16 %2547, ptr addrspace(3) %2546, align 8
  %2548 = getelementptr i8, ptr addrspace(3) %2514, i64 10
  %2549 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2529, i32 %2538, i16 0) #7
  store i16 %2549, ptr addrspace(3) %2548, align 2
  %2550 = getelementptr i8, ptr addrspace(3) %2514, i64 12
  %2551 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2527, i32 %2538, i16 0) #7
  store i16 %2551, ptr addrspace(3) %2550, align 4
  %2552 = getelementptr i8, ptr addrspace(3) %2514, i64 14
  %2553 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2525, i32 %2538, i16 0) #7
  store i16 %2553, ptr addrspace(3) %2552, align 2
  br label %2554

2554:                                             ; preds = %2520, %2523
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #7
  %2555 = add i32 %1243, 64
  %2556 = icmp slt i32 %2555, %4
  br i1 %2556, label %1206, label %._crit_edge

._crit_edge:                                      ; preds = %2554, %.._crit_edge_crit_edge
  %.pre-phi194 = phi i32 [ %.pre193, %.._crit_edge_crit_edge ], [ %1092, %2554 ]
  %.lcssa86 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1788, %2554 ]
  %.lcssa85 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1789, %2554 ]
  %.lcssa84 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2102, %2554 ]
  %.lcssa83 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2103, %2554 ]
  %.lcssa82 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2104, %2554 ]
  %.lcssa81 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2105, %2554 ]
  %.lcssa80 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2107, %2554 ]
  %.lcssa79 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2108, %2554 ]
  %.lcssa78 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2109, %2554 ]
  %.lcssa77 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2110, %2554 ]
  %.lcssa76 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2118, %2554 ]
  %.lcssa75 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2119, %2554 ]
  %.lcssa74 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2120, %2554 ]
  %.lcssa73 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2121, %2554 ]
  %.lcssa72 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2123, %2554 ]
  %.lcssa71 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2124, %2554 ]
  %.lcssa70 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2125, %2554 ]
  %.lcssa69 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2126, %2554 ]
  %.lcssa68 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2134, %2554 ]
  %.lcssa67 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2135, %2554 ]
  %.lcssa66 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2136, %2554 ]
  %.lcssa65 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2137, %2554 ]
  %.lcssa64 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2139, %2554 ]
  %.lcssa63 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2140, %2554 ]
  %.lcssa62 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2141, %2554 ]
  %.lcssa61 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2142, %2554 ]
  %.lcssa60 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2150, %2554 ]
  %.lcssa59 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2151, %2554 ]
  %.lcssa58 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2152, %2554 ]
  %.lcssa57 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2153, %2554 ]
  %.lcssa56 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2155, %2554 ]
  %.lcssa55 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2156, %2554 ]
  %.lcssa54 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2157, %2554 ]
  %.lcssa53 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2158, %2554 ]
  %.lcssa52 = phi float [ 0xFFF0000000000000, %.._crit_edge_crit_edge ], [ %1670, %2554 ]
  %.lcssa51 = phi float [ 0xFFF0000000000000, %.._crit_edge_crit_edge ], [ %1671, %2554 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %2557 = lshr i32 %7, 2
  %2558 = and i32 %2557, 7
  %2559 = or disjoint i32 %1080, %2558
  %2560 = zext nneg i32 %2559 to i64
  %2561 = getelementptr float, ptr addrspace(3) @attention_smem, i64 %2560
  store float %.lcssa52, ptr addrspace(3) %2561, align 4
  %2562 = or disjoint i32 %2559, 8
  %2563 = zext nneg i32 %2562 to i64
  %2564 = getelementptr float, ptr addrspace(3) @attention_smem, i64 %2563
  store float %.lcssa51, ptr addrspace(3) %2564, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  tail call void asm sideeffect "cp.async.wait_group 0;", "~{memory}"() #7
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %2565 = fdiv float %.lcssa84, %.lcssa86
  %2566 = fdiv float %.lcssa83, %.lcssa86
  %2567 = fdiv float %.lcssa82, %.lcssa85
  %2568 = fdiv float %.lcssa81, %.lcssa85
  %2569 = fdiv float %.lcssa80, %.lcssa86
  %2570 = fdiv float %.lcssa79, %.lcssa86
  %2571 = fdiv float %.lcssa78, %.lcssa85
  %2572 = fdiv float %.lcssa77, %.lcssa85
  %2573 = fdiv float %.lcssa76, %.lcssa86
  %2574 = fdiv float %.lcssa75, %.lcssa86
  %2575 = fdiv float %.lcssa74, %.lcssa85
  %2576 = fdiv float %.lcssa73, %.lcssa85
  %2577 = fdiv float %.lcssa72, %.lcssa86
  %2578 = fdiv float %.lcssa71, %.lcssa86
  %2579 = fdiv float %.lcssa70, %.lcssa85
  %2580 = fdiv float %.lcssa69, %.lcssa85
  %2581 = fdiv float %.lcssa68, %.lcssa86
  %2582 = fdiv float %.lcssa67, %.lcssa86
  %2583 = fdiv float %.lcssa66, %.lcssa85
  %2584 = fdiv float %.lcssa65, %.lcssa85
  %2585 = fdiv float %.lcssa64, %.lcssa86
  %2586 = fdiv float %.lcssa63, %.lcssa86
  %2587 = fdiv float %.lcssa62, %.lcssa85
  %2588 = fdiv float %.lcssa61, %.lcssa85
  %2589 = fdiv float %.lcssa60, %.lcssa86
  %2590 = fdiv float %.lcssa59, %.lcssa86
  %2591 = fdiv float %.lcssa58, %.lcssa85
  %2592 = fdiv float %.lcssa57, %.lcssa85
  %2593 = fdiv float %.lcssa56, %.lcssa86
  %2594 = fdiv float %.lcssa55, %.lcssa86
  %2595 = fdiv float %.lcssa54, %.lcssa85
  %2596 = fdiv float %.lcssa53, %.lcssa85
  %2597 = fptrunc float %2565 to bfloat
  %2598 = fptrunc float %2566 to bfloat
  %2599 = fptrunc float %2567 to bfloat
  %2600 = fptrunc float %2568 to bfloat
  %2601 = fptrunc float %2569 to bfloat
  %2602 = fptrunc float %2570 to bfloat
  %2603 = fptrunc float %2571 to bfloat
  %2604 = fptrunc float %2572 to bfloat
  %2605 = fptrunc float %2573 to bfloat
  %2606 = fptrunc float %2574 to bfloat
  %2607 = fptrunc float %2575 to bfloat
  %2608 = fptrunc float %2576 to bfloat
  %2609 = fptrunc float %2577 to bfloat
  %2610 = fptrunc float %2578 to bfloat
  %2611 = fptrunc float %2579 to bfloat
  %2612 = fptrunc float %2580 to bfloat
  %2613 = fptrunc float %2581 to bfloat
  %2614 = fptrunc float %2582 to bfloat
  %2615 = fptrunc float %2583 to bfloat
  %2616 = fptrunc float %2584 to bfloat
  %2617 = fptrunc float %2585 to bfloat
  %2618 = fptrunc float %2586 to bfloat
  %2619 = fptrunc float %2587 to bfloat
  %2620 = fptrunc float %2588 to bfloat
  %2621 = fptrunc float %2589 to bfloat
  %2622 = fptrunc float %2590 to bfloat
  %2623 = fptrunc float %2591 to bfloat
  %2624 = fptrunc float %2592 to bfloat
  %2625 = fptrunc float %2593 to bfloat
  %2626 = fptrunc float %2594 to bfloat
  %2627 = fptrunc float %2595 to bfloat
  %2628 = fptrunc float %2596 to bfloat
  %2629 = or disjoint i32 %2559, %13
  %2630 = add i32 %11, %2629
  %2631 = shl i32 %2630, 6
  %2632 = or disjoint i32 %2631, %.pre-phi194
  %2633 = sext i32 %2632 to i64
  %2634 = getelementptr bfloat, ptr addrspace(1) %3, i64 %2633
  %2635 = icmp slt i32 %2629, %4
  %2636 = ptrtoint ptr addrspace(1) %2634 to i64
  %2637 = and i64 %2636, 3
  %2638 = icmp eq i64 %2637, 0
  %2639 = and i1 %2635, %2638
  %2640 = xor i1 %2635, %2639
  %2641 = zext i1 %2639 to i32
  %2642 = bitcast bfloat %2597 to i16
  %2643 = bitcast bfloat %2598 to i16
  %2644 = zext i1 %2640 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %2641, i16 %2642, i16 %2643, ptr addrspace(1) %2634, i32 %2644, i32 %2644) #7
  %2645 = or disjoint i32 %2562, %13
  %2646 = add i32 %11, %2645
  %2647 = shl i32 %2646, 6
  %2648 = or disjoint i32 %2647, %.pre-phi194
  %2649 = sext i32 %2648 to i64
  %2650 = getelementptr bfloat, ptr addrspace(1) %3, i64 %2649
  %2651 = icmp slt i32 %2645, %4
  %2652 = ptrtoint ptr addrspace(1) %2650 to i64
  %2653 = and i64 %2652, 3
  %2654 = icmp eq i64 %2653, 0
  %2655 = and i1 %2651, %2654
  %2656 = xor i1 %2651, %2655
  %2657 = zext i1 %2655 to i32
  %2658 = bitcast bfloat %2599 to i16
  %2659 = bitcast bfloat %2600 to i16
  %2660 = zext i1 %2656 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %2657, i16 %2658, i16 %2659, ptr addrspace(1) %2650, i32 %2660, i32 %2660) #7
  %2661 = or disjoint i32 %.pre-phi194, 8
  %2662 = or disjoint i32 %2631, %2661
  %2663 = sext i32 %2662 to i64
  %2664 = getelementptr bfloat, ptr addrspace(1) %3, i64 %2663
  %2665 = ptrtoint ptr addrspace(1) %2664 to i64
  %2666 = and i64 %2665, 3
  %2667 = icmp eq i64 %2666, 0
  %2668 = and i1 %2635, %2667
  %2669 = xor i1 %2635, %2668
  %2670 = zext i1 %2668 to i32
  %2671 = bitcast bfloat %2601 to i16
  %2672 = bitcast bfloat %2602 to i16
  %2673 = zext i1 %2669 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %2670, i16 %2671, i16 %2672, ptr addrspace(1) %2664, i32 %2673, i32 %2673) #7
  %2674 = or disjoint i32 %2647, %2661
  %2675 = sext i32 %2674 to i64
  %2676 = getelementptr bfloat, ptr addrspace(1) %3, i64 %2675
  %2677 = ptrtoint ptr addrspace(1) %2676 to i64
  %2678 = and i64 %2677, 3
  %2679 = icmp eq i64 %2678, 0
  %2680 = and i1 %2651, %2679
  %2681 = xor i1 %2651, %2680
  %2682 = zext i1 %2680 to i32
  %2683 = bitcast bfloat %2603 to i16
  %2684 = bitcast bfloat %2604 to i16
  %2685 = zext i1 %2681 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %2682, i16 %2683, i16 %2684, ptr addrspace(1) %2676, i32 %2685, i32 %2685) #7
  %2686 = or disjoint i32 %.pre-phi194, 16
  %2687 = or disjoint i32 %2631, %2686
  %2688 = sext i32 %2687 to i64
  %2689 = getelementptr bfloat, ptr addrspace(1) %3, i64 %2688
  %2690 = ptrtoint ptr addrspace(1) %2689 to i64
  %2691 = and i64 %2690, 3
  %2692 = icmp eq i64 %2691, 0
  %2693 = and i1 %2635, %2692
  %2694 = xor i1 %2635, %2693
  %2695 = zext i1 %2693 to i32
  %2696 = bitcast bfloat %2605 to i16
  %2697 = bitcast bfloat %2606 to i16
  %2698 = zext i1 %2694 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %2695, i16 %2696, i16 %2697, ptr addrspace(1) %2689, i32 %2698, i32 %2698) #7
  %2699 = or disjoint i32 %2647, %2686
  %2700 = sext i32 %2699 to i64
  %2701 = getelementptr bfloat, ptr addrspace(1) %3, i64 %2700
  %2702 = ptrtoint ptr addrspace(1) %2701 to i64
  %2703 = and i64 %2702, 3
  %2704 = icmp eq i64 %2703, 0
  %2705 = and i1 %2651, %2704
  %2706 = xor i1 %2651, %2705
  %2707 = zext i1 %2705 to i32
  %2708 = bitcast bfloat %2607 to i16
  %2709 = bitcast bfloat %2608 to i16
  %2710 = zext i1 %2706 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %2707, i16 %2708, i16 %2709, ptr addrspace(1) %2701, i32 %2710, i32 %2710) #7
  %2711 = or disjoint i32 %.pre-phi194, 24
  %2712 = or disjoint i32 %2631, %2711
  %2713 = sext i32 %2712 to i64
  %2714 = getelementptr bfloat, ptr addrspace(1) %3, i64 %2713
  %2715 = ptrtoint ptr addrspace(1) %2714 to i64
  %2716 = and i64 %2715, 3
  %2717 = icmp eq i64 %2716, 0
  %2718 = and i1 %2635, %2717
  %2719 = xor i1 %2635, %2718
  %2720 = zext i1 %2718 to i32
  %2721 = bitcast bfloat %2609 to i16
  %2722 = bitcast bfloat %2610 to i16
  %2723 = zext i1 %2719 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %2720, i16 %2721, i16 %2722, ptr addrspace(1) %2714, i32 %2723, i32 %2723) #7
  %2724 = or disjoint i32 %2647, %2711
  %2725 = sext i32 %2724 to i64
  %2726 = getelementptr bfloat, ptr addrspace(1) %3, i64 %2725
  %2727 = ptrtoint ptr addrspace(1) %2726 to i64
  %2728 = and i64 %2727, 3
  %2729 = icmp eq i64 %2728, 0
  %2730 = and i1 %2651, %2729
  %2731 = xor i1 %2651, %2730
  %2732 = zext i1 %2730 to i32
  %2733 = bitcast bfloat %2611 to i16
  %2734 = bitcast bfloat %2612 to i16
  %2735 = zext i1 %2731 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %2732, i16 %2733, i16 %2734, ptr addrspace(1) %2726, i32 %2735, i32 %2735) #7
  %2736 = or disjoint i32 %.pre-phi194, 32
  %2737 = or disjoint i32 %2631, %2736
  %2738 = sext i32 %2737 to i64
  %2739 = getelementptr bfloat, ptr addrspace(1) %3, i64 %2738
  %2740 = ptrtoint ptr addrspace(1) %2739 to i64
  %2741 = and i64 %2740, 3
  %2742 = icmp eq i64 %2741, 0
  %2743 = and i1 %2635, %2742
  %2744 = xor i1 %2635, %2743
  %2745 = zext i1 %2743 to i32
  %2746 = bitcast bfloat %2613 to i16
  %2747 = bitcast bfloat %2614 to i16
  %2748 = zext i1 %2744 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %2745, i16 %2746, i16 %2747, ptr addrspace(1) %2739, i32 %2748, i32 %2748) #7
  %2749 = or disjoint i32 %2647, %2736
  %2750 = sext i32 %2749 to i64
  %2751 = getelementptr bfloat, ptr addrspace(1) %3, i64 %2750
  %2752 = ptrtoint ptr addrspace(1) %2751 to i64
  %2753 = and i64 %2752, 3
  %2754 = icmp eq i64 %2753, 0
  %2755 = and i1 %2651, %2754
  %2756 = xor i1 %2651, %2755
  %2757 = zext i1 %2755 to i32
  %2758 = bitcast bfloat %2615 to i16
  %2759 = bitcast bfloat %2616 to i16
  %2760 = zext i1 %2756 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %2757, i16 %2758, i16 %2759, ptr addrspace(1) %2751, i32 %2760, i32 %2760) #7
  %2761 = or disjoint i32 %.pre-phi194, 40
  %2762 = or disjoint i32 %2631, %2761
  %2763 = sext i32 %2762 to i64
  %2764 = getelementptr bfloat, ptr addrspace(1) %3, i64 %2763
  %2765 = ptrtoint ptr addrspace(1) %2764 to i64
  %2766 = and i64 %2765, 3
  %2767 = icmp eq i64 %2766, 0
  %2768 = and i1 %2635, %2767
  %2769 = xor i1 %2635, %2768
  %2770 = zext i1 %2768 to i32
  %2771 = bitcast bfloat %2617 to i16
  %2772 = bitcast bfloat %2618 to i16
  %2773 = zext i1 %2769 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %2770, i16 %2771, i16 %2772, ptr addrspace(1) %2764, i32 %2773, i32 %2773) #7
  %2774 = or disjoint i32 %2647, %2761
  %2775 = sext i32 %2774 to i64
  %2776 = getelementptr bfloat, ptr addrspace(1) %3, i64 %2775
  %2777 = ptrtoint ptr addrspace(1) %2776 to i64
  %2778 = and i64 %2777, 3
  %2779 = icmp eq i64 %2778, 0
  %2780 = and i1 %2651, %2779
  %2781 = xor i1 %2651, %2780
  %2782 = zext i1 %2780 to i32
  %2783 = bitcast bfloat %2619 to i16
  %2784 = bitcast bfloat %2620 to i16
  %2785 = zext i1 %2781 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %2782, i16 %2783, i16 %2784, ptr addrspace(1) %2776, i32 %2785, i32 %2785) #7
  %2786 = or disjoint i32 %.pre-phi194, 48
  %2787 = or disjoint i32 %2631, %2786
  %2788 = sext i32 %2787 to i64
  %2789 = getelementptr bfloat, ptr addrspace(1) %3, i64 %2788
  %2790 = ptrtoint ptr addrspace(1) %2789 to i64
  %2791 = and i64 %2790, 3
  %2792 = icmp eq i64 %2791, 0
  %2793 = and i1 %2635, %2792
  %2794 = xor i1 %2635, %2793
  %2795 = zext i1 %2793 to i32
  %2796 = bitcast bfloat %2621 to i16
  %2797 = bitcast bfloat %2622 to i16
  %2798 = zext i1 %2794 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %2795, i16 %2796, i16 %2797, ptr addrspace(1) %2789, i32 %2798, i32 %2798) #7
  %2799 = or disjoint i32 %2647, %2786
  %2800 = sext i32 %2799 to i64
  %2801 = getelementptr bfloat, ptr addrspace(1) %3, i64 %2800
  %2802 = ptrtoint ptr addrspace(1) %2801 to i64
  %2803 = and i64 %2802, 3
  %2804 = icmp eq i64 %2803, 0
  %2805 = and i1 %2651, %2804
  %2806 = xor i1 %2651, %2805
  %2807 = zext i1 %2805 to i32
  %2808 = bitcast bfloat %2623 to i16
  %2809 = bitcast bfloat %2624 to i16
  %2810 = zext i1 %2806 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %2807, i16 %2808, i16 %2809, ptr addrspace(1) %2801, i32 %2810, i32 %2810) #7
  %2811 = or disjoint i32 %.pre-phi194, 56
  %2812 = or disjoint i32 %2631, %2811
  %2813 = sext i32 %2812 to i64
  %2814 = getelementptr bfloat, ptr addrspace(1) %3, i64 %2813
  %2815 = ptrtoint ptr addrspace(1) %2814 to i64
  %2816 = and i64 %2815, 3
  %2817 = icmp eq i64 %2816, 0
  %2818 = and i1 %2635, %2817
  %2819 = xor i1 %2635, %2818
  %2820 = zext i1 %2818 to i32
  %2821 = bitcast bfloat %2625 to i16
  %2822 = bitcast bfloat %2626 to i16
  %2823 = zext i1 %2819 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %2820, i16 %2821, i16 %2822, ptr addrspace(1) %2814, i32 %2823, i32 %2823) #7
  %2824 = or disjoint i32 %2647, %2811
  %2825 = sext i32 %2824 to i64
  %2826 = getelementptr bfloat, ptr addrspace(1) %3, i64 %2825
  %2827 = ptrtoint ptr addrspace(1) %2826 to i64
  %2828 = and i64 %2827, 3
  %2829 = icmp eq i64 %2828, 0
  %2830 = and i1 %2651, %2829
  %2831 = xor i1 %2651, %2830
  %2832 = zext i1 %2830 to i32
  %2833 = bitcast bfloat %2627 to i16
  %2834 = bitcast bfloat %2628 to i16
  %2835 = zext i1 %2831 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %2832, i16 %2833, i16 %2834, ptr addrspace(1) %2826, i32 %2835, i32 %2835) #7
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
