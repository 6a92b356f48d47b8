; ModuleID = 'tile_kernels'
source_filename = "tile_kernels"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@attention_smem = internal addrspace(3) global [40960 x i8] undef, align 1024

; Function Attrs: nounwind
define ptx_kernel void @attention(ptr addrspace(1) %0, ptr addrspace(1) %1, ptr addrspace(1) %2, ptr addrspace(1) %3, i32 %4, float %5) local_unnamed_addr #0 {
  %7 = tail call range(i32 0, 128) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = shl nuw nsw i32 %7, 2
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %11 = mul i32 %4, %10
  %12 = shl i32 %9, 6
  %13 = fmul float %5, 0x3FF7154760000000
  %14 = lshr i32 %7, 4
  %15 = or disjoint i32 %12, %14
  %16 = add i32 %11, %15
  %17 = shl i32 %16, 6
  %18 = or disjoint i32 %14, 8
  %19 = or disjoint i32 %18, %12
  %20 = add i32 %11, %19
  %21 = shl i32 %20, 6
  %22 = or disjoint i32 %14, 16
  %23 = or disjoint i32 %22, %12
  %24 = add i32 %11, %23
  %25 = shl i32 %24, 6
  %26 = or disjoint i32 %14, 24
  %27 = or disjoint i32 %26, %12
  %28 = add i32 %11, %27
  %29 = shl i32 %28, 6
  %30 = or disjoint i32 %14, 32
  %31 = or disjoint i32 %30, %12
  %32 = add i32 %11, %31
  %33 = shl i32 %32, 6
  %34 = or disjoint i32 %14, 40
  %35 = or disjoint i32 %34, %12
  %36 = add i32 %11, %35
  %37 = shl i32 %36, 6
  %38 = or disjoint i32 %14, 48
  %39 = or disjoint i32 %38, %12
  %40 = add i32 %11, %39
  %41 = shl i32 %40, 6
  %42 = or disjoint i32 %14, 56
  %43 = or disjoint i32 %42, %12
  %44 = add i32 %11, %43
  %45 = shl i32 %44, 6
  %46 = and i32 %8, 60
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
  %65 = ptrtoint ptr addrspace(1) %64 to i64
  %66 = and i64 %65, 7
  %67 = icmp eq i64 %66, 0
  %68 = and i1 %55, %67
  %69 = xor i1 %55, %68
  %70 = zext i1 %68 to i32
  %71 = zext i1 %69 to i32
  %72 = tail call { i16, i16, i16, i16 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $4, 0;\0Amov.b16 $0, $10;\0Amov.b16 $1, $10;\0Amov.b16 $2, $10;\0Amov.b16 $3, $10;\0A@%tile_v ld.global.v4.b16 {$0, $1, $2, $3}, [$5];\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p ld.global.b16 $0, [$5];\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p ld.global.b16 $1, [$5+2];\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p ld.global.b16 $2, [$5+4];\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p ld.global.b16 $3, [$5+6];\0A}", "=&h,=&h,=&h,=&h,r,l,r,r,r,r,h"(i32 %70, ptr addrspace(1) %64, i32 %71, i32 %71, i32 %71, i32 %71, i16 0) #6
  %73 = extractvalue { i16, i16, i16, i16 } %72, 0
  %74 = extractvalue { i16, i16, i16, i16 } %72, 1
  %75 = extractvalue { i16, i16, i16, i16 } %72, 2
  %76 = extractvalue { i16, i16, i16, i16 } %72, 3
  %77 = sext i32 %48 to i64
  %78 = getelementptr bfloat, ptr addrspace(1) %0, i64 %77
  %79 = ptrtoint ptr addrspace(1) %78 to i64
  %80 = and i64 %79, 7
  %81 = icmp eq i64 %80, 0
  %82 = and i1 %56, %81
  %83 = xor i1 %56, %82
  %84 = zext i1 %82 to i32
  %85 = zext i1 %83 to i32
  %86 = tail call { i16, i16, i16, i16 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $4, 0;\0Amov.b16 $0, $10;\0Amov.b16 $1, $10;\0Amov.b16 $2, $10;\0Amov.b16 $3, $10;\0A@%tile_v ld.global.v4.b16 {$0, $1, $2, $3}, [$5];\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p ld.global.b16 $0, [$5];\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p ld.global.b16 $1, [$5+2];\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p ld.global.b16 $2, [$5+4];\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p ld.global.b16 $3, [$5+6];\0A}", "=&h,=&h,=&h,=&h,r,l,r,r,r,r,h"(i32 %84, ptr addrspace(1) %78, i32 %85, i32 %85, i32 %85, i32 %85, i16 0) #6
  %87 = extractvalue { i16, i16, i16, i16 } %86, 0
  %88 = extractvalue { i16, i16, i16, i16 } %86, 1
  %89 = extractvalue { i16, i16, i16, i16 } %86, 2
  %90 = extractvalue { i16, i16, i16, i16 } %86, 3
  %91 = sext i32 %49 to i64
  %92 = getelementptr bfloat, ptr addrspace(1) %0, i64 %91
  %93 = ptrtoint ptr addrspace(1) %92 to i64
  %94 = and i64 %93, 7
  %95 = icmp eq i64 %94, 0
  %96 = and i1 %57, %95
  %97 = xor i1 %57, %96
  %98 = zext i1 %96 to i32
  %99 = zext i1 %97 to i32
  %100 = tail call { i16, i16, i16, i16 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $4, 0;\0Amov.b16 $0, $10;\0Amov.b16 $1, $10;\0Amov.b16 $2, $10;\0Amov.b16 $3, $10;\0A@%tile_v ld.global.v4.b16 {$0, $1, $2, $3}, [$5];\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p ld.global.b16 $0, [$5];\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p ld.global.b16 $1, [$5+2];\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p ld.global.b16 $2, [$5+4];\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p ld.global.b16 $3, [$5+6];\0A}", "=&h,=&h,=&h,=&h,r,l,r,r,r,r,h"(i32 %98, ptr addrspace(1) %92, i32 %99, i32 %99, i32 %99, i32 %99, i16 0) #6
  %101 = extractvalue { i16, i16, i16, i16 } %100, 0
  %102 = extractvalue { i16, i16, i16, i16 } %100, 1
  %103 = extractvalue { i16, i16, i16, i16 } %100, 2
  %104 = extractvalue { i16, i16, i16, i16 } %100, 3
  %105 = sext i32 %50 to i64
  %106 = getelementptr bfloat, ptr addrspace(1) %0, i64 %105
  %107 = ptrtoint ptr addrspace(1) %106 to i64
  %108 = and i64 %107, 7
  %109 = icmp eq i64 %108, 0
  %110 = and i1 %58, %109
  %111 = xor i1 %58, %110
  %112 = zext i1 %110 to i32
  %113 = zext i1 %111 to i32
  %114 = tail call { i16, i16, i16, i16 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $4, 0;\0Amov.b16 $0, $10;\0Amov.b16 $1, $10;\0Amov.b16 $2, $10;\0Amov.b16 $3, $10;\0A@%tile_v ld.global.v4.b16 {$0, $1, $2, $3}, [$5];\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p ld.global.b16 $0, [$5];\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p ld.global.b16 $1, [$5+2];\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p ld.global.b16 $2, [$5+4];\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p ld.global.b16 $3, [$5+6];\0A}", "=&h,=&h,=&h,=&h,r,l,r,r,r,r,h"(i32 %112, ptr addrspace(1) %106, i32 %113, i32 %113, i32 %113, i32 %113, i16 0) #6
  %115 = extractvalue { i16, i16, i16, i16 } %114, 0
  %116 = extractvalue { i16, i16, i16, i16 } %114, 1
  %117 = extractvalue { i16, i16, i16, i16 } %114, 2
  %118 = extractvalue { i16, i16, i16, i16 } %114, 3
  %119 = sext i32 %51 to i64
  %120 = getelementptr bfloat, ptr addrspace(1) %0, i64 %119
  %121 = ptrtoint ptr addrspace(1) %120 to i64
  %122 = and i64 %121, 7
  %123 = icmp eq i64 %122, 0
  %124 = and i1 %59, %123
  %125 = xor i1 %59, %124
  %126 = zext i1 %124 to i32
  %127 = zext i1 %125 to i32
  %128 = tail call { i16, i16, i16, i16 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $4, 0;\0Amov.b16 $0, $10;\0Amov.b16 $1, $10;\0Amov.b16 $2, $10;\0Amov.b16 $3, $10;\0A@%tile_v ld.global.v4.b16 {$0, $1, $2, $3}, [$5];\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p ld.global.b16 $0, [$5];\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p ld.global.b16 $1, [$5+2];\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p ld.global.b16 $2, [$5+4];\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p ld.global.b16 $3, [$5+6];\0A}", "=&h,=&h,=&h,=&h,r,l,r,r,r,r,h"(i32 %126, ptr addrspace(1) %120, i32 %127, i32 %127, i32 %127, i32 %127, i16 0) #6
  %129 = extractvalue { i16, i16, i16, i16 } %128, 0
  %130 = extractvalue { i16, i16, i16, i16 } %128, 1
  %131 = extractvalue { i16, i16, i16, i16 } %128, 2
  %132 = extractvalue { i16, i16, i16, i16 } %128, 3
  %133 = sext i32 %52 to i64
  %134 = getelementptr bfloat, ptr addrspace(1) %0, i64 %133
  %135 = ptrtoint ptr addrspace(1) %134 to i64
  %136 = and i64 %135, 7
  %137 = icmp eq i64 %136, 0
  %138 = and i1 %60, %137
  %139 = xor i1 %60, %138
  %140 = zext i1 %138 to i32
  %141 = zext i1 %139 to i32
  %142 = tail call { i16, i16, i16, i16 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $4, 0;\0Amov.b16 $0, $10;\0Amov.b16 $1, $10;\0Amov.b16 $2, $10;\0Amov.b16 $3, $10;\0A@%tile_v ld.global.v4.b16 {$0, $1, $2, $3}, [$5];\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p ld.global.b16 $0, [$5];\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p ld.global.b16 $1, [$5+2];\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p ld.global.b16 $2, [$5+4];\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p ld.global.b16 $3, [$5+6];\0A}", "=&h,=&h,=&h,=&h,r,l,r,r,r,r,h"(i32 %140, ptr addrspace(1) %134, i32 %141, i32 %141, i32 %141, i32 %141, i16 0) #6
  %143 = extractvalue { i16, i16, i16, i16 } %142, 0
  %144 = extractvalue { i16, i16, i16, i16 } %142, 1
  %145 = extractvalue { i16, i16, i16, i16 } %142, 2
  %146 = extractvalue { i16, i16, i16, i16 } %142, 3
  %147 = sext i32 %53 to i64
  %148 = getelementptr bfloat, ptr addrspace(1) %0, i64 %147
  %149 = ptrtoint ptr addrspace(1) %148 to i64
  %150 = and i64 %149, 7
  %151 = icmp eq i64 %150, 0
  %152 = and i1 %61, %151
  %153 = xor i1 %61, %152
  %154 = zext i1 %152 to i32
  %155 = zext i1 %153 to i32
  %156 = tail call { i16, i16, i16, i16 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $4, 0;\0Amov.b16 $0, $10;\0Amov.b16 $1, $10;\0Amov.b16 $2, $10;\0Amov.b16 $3, $10;\0A@%tile_v ld.global.v4.b16 {$0, $1, $2, $3}, [$5];\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p ld.global.b16 $0, [$5];\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p ld.global.b16 $1, [$5+2];\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p ld.global.b16 $2, [$5+4];\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p ld.global.b16 $3, [$5+6];\0A}", "=&h,=&h,=&h,=&h,r,l,r,r,r,r,h"(i32 %154, ptr addrspace(1) %148, i32 %155, i32 %155, i32 %155, i32 %155, i16 0) #6
  %157 = extractvalue { i16, i16, i16, i16 } %156, 0
  %158 = extractvalue { i16, i16, i16, i16 } %156, 1
  %159 = extractvalue { i16, i16, i16, i16 } %156, 2
  %160 = extractvalue { i16, i16, i16, i16 } %156, 3
  %161 = sext i32 %54 to i64
  %162 = getelementptr bfloat, ptr addrspace(1) %0, i64 %161
  %163 = ptrtoint ptr addrspace(1) %162 to i64
  %164 = and i64 %163, 7
  %165 = icmp eq i64 %164, 0
  %166 = and i1 %62, %165
  %167 = xor i1 %62, %166
  %168 = zext i1 %166 to i32
  %169 = zext i1 %167 to i32
  %170 = tail call { i16, i16, i16, i16 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $4, 0;\0Amov.b16 $0, $10;\0Amov.b16 $1, $10;\0Amov.b16 $2, $10;\0Amov.b16 $3, $10;\0A@%tile_v ld.global.v4.b16 {$0, $1, $2, $3}, [$5];\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p ld.global.b16 $0, [$5];\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p ld.global.b16 $1, [$5+2];\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p ld.global.b16 $2, [$5+4];\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p ld.global.b16 $3, [$5+6];\0A}", "=&h,=&h,=&h,=&h,r,l,r,r,r,r,h"(i32 %168, ptr addrspace(1) %162, i32 %169, i32 %169, i32 %169, i32 %169, i16 0) #6
  %171 = extractvalue { i16, i16, i16, i16 } %170, 0
  %172 = extractvalue { i16, i16, i16, i16 } %170, 1
  %173 = extractvalue { i16, i16, i16, i16 } %170, 2
  %174 = extractvalue { i16, i16, i16, i16 } %170, 3
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %175 = shl nuw nsw i32 %7, 3
  %176 = lshr i32 %46, 3
  %177 = xor i32 %176, %14
  %178 = shl nuw nsw i32 %14, 7
  %179 = shl nuw nsw i32 %177, 4
  %180 = and i32 %175, 8
  %181 = or disjoint i32 %179, %180
  %182 = or disjoint i32 %181, %178
  %183 = zext nneg i32 %182 to i64
  %184 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %183
  %185 = insertelement <4 x i16> poison, i16 %73, i64 0
  %186 = insertelement <4 x i16> %185, i16 %74, i64 1
  %187 = insertelement <4 x i16> %186, i16 %75, i64 2
  %188 = insertelement <4 x i16> %187, i16 %76, i64 3
  store <4 x i16> %188, ptr addrspace(3) %184, align 8
  %189 = shl nuw nsw i32 %18, 7
  %190 = or disjoint i32 %181, %189
  %191 = zext nneg i32 %190 to i64
  %192 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %191
  %193 = insertelement <4 x i16> poison, i16 %87, i64 0
  %194 = insertelement <4 x i16> %193, i16 %88, i64 1
  %195 = insertelement <4 x i16> %194, i16 %89, i64 2
  %196 = insertelement <4 x i16> %195, i16 %90, i64 3
  store <4 x i16> %196, ptr addrspace(3) %192, align 8
  %197 = shl nuw nsw i32 %22, 7
  %198 = or disjoint i32 %181, %197
  %199 = zext nneg i32 %198 to i64
  %200 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %199
  %201 = insertelement <4 x i16> poison, i16 %101, i64 0
  %202 = insertelement <4 x i16> %201, i16 %102, i64 1
  %203 = insertelement <4 x i16> %202, i16 %103, i64 2
  %204 = insertelement <4 x i16> %203, i16 %104, i64 3
  store <4 x i16> %204, ptr addrspace(3) %200, align 8
  %205 = shl nuw nsw i32 %26, 7
  %206 = or disjoint i32 %181, %205
  %207 = zext nneg i32 %206 to i64
  %208 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %207
  %209 = insertelement <4 x i16> poison, i16 %115, i64 0
  %210 = insertelement <4 x i16> %209, i16 %116, i64 1
  %211 = insertelement <4 x i16> %210, i16 %117, i64 2
  %212 = insertelement <4 x i16> %211, i16 %118, i64 3
  store <4 x i16> %212, ptr addrspace(3) %208, align 8
  %213 = shl nuw nsw i32 %30, 7
  %214 = or disjoint i32 %181, %213
  %215 = zext nneg i32 %214 to i64
  %216 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %215
  %217 = insertelement <4 x i16> poison, i16 %129, i64 0
  %218 = insertelement <4 x i16> %217, i16 %130, i64 1
  %219 = insertelement <4 x i16> %218, i16 %131, i64 2
  %220 = insertelement <4 x i16> %219, i16 %132, i64 3
  store <4 x i16> %220, ptr addrspace(3) %216, align 8
  %221 = shl nuw nsw i32 %34, 7
  %222 = or disjoint i32 %181, %221
  %223 = zext nneg i32 %222 to i64
  %224 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %223
  %225 = insertelement <4 x i16> poison, i16 %143, i64 0
  %226 = insertelement <4 x i16> %225, i16 %144, i64 1
  %227 = insertelement <4 x i16> %226, i16 %145, i64 2
  %228 = insertelement <4 x i16> %227, i16 %146, i64 3
  store <4 x i16> %228, ptr addrspace(3) %224, align 8
  %229 = shl nuw nsw i32 %38, 7
  %230 = or disjoint i32 %181, %229
  %231 = zext nneg i32 %230 to i64
  %232 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %231
  %233 = insertelement <4 x i16> poison, i16 %157, i64 0
  %234 = insertelement <4 x i16> %233, i16 %158, i64 1
  %235 = insertelement <4 x i16> %234, i16 %159, i64 2
  %236 = insertelement <4 x i16> %235, i16 %160, i64 3
  store <4 x i16> %236, ptr addrspace(3) %232, align 8
  %237 = shl nuw nsw i32 %42, 7
  %238 = or disjoint i32 %181, %237
  %239 = zext nneg i32 %238 to i64
  %240 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %239
  %241 = insertelement <4 x i16> poison, i16 %171, i64 0
  %242 = insertelement <4 x i16> %241, i16 %172, i64 1
  %243 = insertelement <4 x i16> %242, i16 %173, i64 2
  %244 = insertelement <4 x i16> %243, i16 %174, i64 3
  store <4 x i16> %244, ptr addrspace(3) %240, align 8
  tail call void asm sideeffect "fence.proxy.async.shared::cta;", "~{memory}"() #6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %245 = icmp sgt i32 %4, 0
  %246 = lshr i32 %7, 3
  %247 = and i32 %175, 56
  %248 = add i32 %11, %246
  %249 = shl i32 %248, 6
  %250 = or disjoint i32 %249, %247
  %251 = sext i32 %250 to i64
  %252 = getelementptr bfloat, ptr addrspace(1) %1, i64 %251
  %253 = icmp samesign ult i32 %246, %4
  %254 = select i1 %253, i32 16, i32 0
  %255 = lshr exact i32 %247, 3
  %256 = and i32 %246, 7
  %257 = xor i32 %255, %256
  %258 = shl nuw nsw i32 %246, 7
  %259 = shl nuw nsw i32 %257, 4
  %260 = or disjoint i32 %259, %258
  %261 = zext nneg i32 %260 to i64
  %262 = getelementptr i8, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 8192), i64 %261
  %263 = zext i1 %253 to i32
  %264 = select i1 %253, ptr addrspace(1) %252, ptr addrspace(1) %1
  %265 = ptrtoint ptr addrspace(3) %262 to i64
  %266 = trunc i64 %265 to i32
  %267 = or disjoint i32 %246, 16
  %268 = add i32 %11, %267
  %269 = shl i32 %268, 6
  %270 = or disjoint i32 %269, %247
  %271 = sext i32 %270 to i64
  %272 = getelementptr bfloat, ptr addrspace(1) %1, i64 %271
  %273 = ptrtoint ptr addrspace(1) %272 to i64
  %274 = and i64 %273, 15
  %275 = icmp eq i64 %274, 0
  %276 = icmp slt i32 %267, %4
  %277 = select i1 %276, i32 16, i32 0
  %278 = shl nuw nsw i32 %267, 7
  %279 = or disjoint i32 %259, %278
  %280 = zext nneg i32 %279 to i64
  %281 = getelementptr i8, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 8192), i64 %280
  %282 = zext i1 %276 to i32
  %283 = select i1 %276, ptr addrspace(1) %272, ptr addrspace(1) %1
  %284 = ptrtoint ptr addrspace(3) %281 to i64
  %285 = trunc i64 %284 to i32
  %286 = or disjoint i32 %246, 32
  %287 = add i32 %11, %286
  %288 = shl i32 %287, 6
  %289 = or disjoint i32 %288, %247
  %290 = sext i32 %289 to i64
  %291 = getelementptr bfloat, ptr addrspace(1) %1, i64 %290
  %292 = ptrtoint ptr addrspace(1) %291 to i64
  %293 = and i64 %292, 15
  %294 = icmp eq i64 %293, 0
  %295 = icmp slt i32 %286, %4
  %296 = select i1 %295, i32 16, i32 0
  %297 = shl nuw nsw i32 %286, 7
  %298 = or disjoint i32 %259, %297
  %299 = zext nneg i32 %298 to i64
  %300 = getelementptr i8, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 8192), i64 %299
  %301 = zext i1 %295 to i32
  %302 = select i1 %295, ptr addrspace(1) %291, ptr addrspace(1) %1
  %303 = ptrtoint ptr addrspace(3) %300 to i64
  %304 = trunc i64 %303 to i32
  %305 = or disjoint i32 %246, 48
  %306 = add i32 %11, %305
  %307 = shl i32 %306, 6
  %308 = or disjoint i32 %307, %247
  %309 = sext i32 %308 to i64
  %310 = getelementptr bfloat, ptr addrspace(1) %1, i64 %309
  %311 = ptrtoint ptr addrspace(1) %310 to i64
  %312 = and i64 %311, 15
  %313 = icmp eq i64 %312, 0
  %314 = icmp slt i32 %305, %4
  %315 = select i1 %314, i32 16, i32 0
  %316 = shl nuw nsw i32 %305, 7
  %317 = or disjoint i32 %259, %316
  %318 = zext nneg i32 %317 to i64
  %319 = getelementptr i8, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 8192), i64 %318
  %320 = zext i1 %314 to i32
  %321 = select i1 %314, ptr addrspace(1) %310, ptr addrspace(1) %1
  %322 = ptrtoint ptr addrspace(3) %319 to i64
  %323 = trunc i64 %322 to i32
  %324 = getelementptr bfloat, ptr addrspace(1) %2, i64 %251
  %325 = ptrtoint ptr addrspace(1) %324 to i64
  %326 = and i64 %325, 15
  %327 = icmp eq i64 %326, 0
  %328 = getelementptr i8, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 16384), i64 %261
  %329 = select i1 %253, ptr addrspace(1) %324, ptr addrspace(1) %2
  %330 = ptrtoint ptr addrspace(3) %328 to i64
  %331 = trunc i64 %330 to i32
  %332 = getelementptr bfloat, ptr addrspace(1) %2, i64 %271
  %333 = ptrtoint ptr addrspace(1) %332 to i64
  %334 = and i64 %333, 15
  %335 = icmp eq i64 %334, 0
  %336 = getelementptr i8, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 16384), i64 %280
  %337 = select i1 %276, ptr addrspace(1) %332, ptr addrspace(1) %2
  %338 = ptrtoint ptr addrspace(3) %336 to i64
  %339 = trunc i64 %338 to i32
  %340 = getelementptr bfloat, ptr addrspace(1) %2, i64 %290
  %341 = ptrtoint ptr addrspace(1) %340 to i64
  %342 = and i64 %341, 15
  %343 = icmp eq i64 %342, 0
  %344 = getelementptr i8, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 16384), i64 %299
  %345 = select i1 %295, ptr addrspace(1) %340, ptr addrspace(1) %2
  %346 = ptrtoint ptr addrspace(3) %344 to i64
  %347 = trunc i64 %346 to i32
  %348 = getelementptr bfloat, ptr addrspace(1) %2, i64 %309
  %349 = ptrtoint ptr addrspace(1) %348 to i64
  %350 = and i64 %349, 15
  %351 = icmp eq i64 %350, 0
  %352 = getelementptr i8, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 16384), i64 %318
  %353 = select i1 %314, ptr addrspace(1) %348, ptr addrspace(1) %2
  %354 = ptrtoint ptr addrspace(3) %352 to i64
  %355 = trunc i64 %354 to i32
  br i1 %245, label %356, label %.preheader41.._crit_edge_crit_edge.critedge

356:                                              ; preds = %6
  %357 = ptrtoint ptr addrspace(1) %252 to i64
  %358 = and i64 %357, 15
  %359 = icmp eq i64 %358, 0
  br i1 %359, label %403, label %.preheader56.preheader

.preheader56.preheader:                           ; preds = %356
  %360 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %252, i32 %263, i16 0) #6
  store i16 %360, ptr addrspace(3) %262, align 16
  %361 = or disjoint i32 %247, %249
  %362 = sext i32 %361 to i64
  %363 = getelementptr bfloat, ptr addrspace(1) %1, i64 %362
  %364 = getelementptr i8, ptr addrspace(1) %363, i64 2
  %365 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %364, i32 %263, i16 0) #6
  %366 = getelementptr i8, ptr addrspace(3) %262, i64 2
  store i16 %365, ptr addrspace(3) %366, align 2
  %367 = or disjoint i32 %247, %249
  %368 = sext i32 %367 to i64
  %369 = getelementptr bfloat, ptr addrspace(1) %1, i64 %368
  %370 = getelementptr i8, ptr addrspace(1) %369, i64 4
  %371 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %370, i32 %263, i16 0) #6
  %372 = getelementptr i8, ptr addrspace(3) %262, i64 4
  store i16 %371, ptr addrspace(3) %372, align 4
  %373 = or disjoint i32 %247, %249
  %374 = sext i32 %373 to i64
  %375 = getelementptr bfloat, ptr addrspace(1) %1, i64 %374
  %376 = getelementptr i8, ptr addrspace(1) %375, i64 6
  %377 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %376, i32 %263, i16 0) #6
  %378 = getelementptr i8, ptr addrspace(3) %262, i64 6
  store i16 %377, ptr addrspace(3) %378, align 2
  %379 = or disjoint i32 %247, %249
  %380 = sext i32 %379 to i64
  %381 = getelementptr bfloat, ptr addrspace(1) %1, i64 %380
  %382 = getelementptr i8, ptr addrspace(1) %381, i64 8
  %383 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %382, i32 %263, i16 0) #6
  %384 = getelementptr i8, ptr addrspace(3) %262, i64 8
  store i16 %383, ptr addrspace(3) %384, align 8
  %385 = or disjoint i32 %247, %249
  %386 = sext i32 %385 to i64
  %387 = getelementptr bfloat, ptr addrspace(1) %1, i64 %386
  %388 = getelementptr i8, ptr addrspace(1) %387, i64 10
  %389 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %388, i32 %263, i16 0) #6
  %390 = getelementptr i8, ptr addrspace(3) %262, i64 10
  store i16 %389, ptr addrspace(3) %390, align 2
  %391 = or disjoint i32 %247, %249
  %392 = sext i32 %391 to i64
  %393 = getelementptr bfloat, ptr addrspace(1) %1, i64 %392
  %394 = getelementptr i8, ptr addrspace(1) %393, i64 12
  %395 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %394, i32 %263, i16 0) #6
  %396 = getelementptr i8, ptr addrspace(3) %262, i64 12
  store i16 %395, ptr addrspace(3) %396, align 4
  %397 = or disjoint i32 %247, %249
  %398 = sext i32 %397 to i64
  %399 = getelementptr bfloat, ptr addrspace(1) %1, i64 %398
  %400 = getelementptr i8, ptr addrspace(1) %399, i64 14
  %401 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %400, i32 %263, i16 0) #6
  %402 = getelementptr i8, ptr addrspace(3) %262, i64 14
  store i16 %401, ptr addrspace(3) %402, align 2
  br label %.loopexit57

403:                                              ; preds = %356
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %266, ptr addrspace(1) %264, i32 %254) #6
  br label %.loopexit57

.loopexit57:                                      ; preds = %.preheader56.preheader, %403
  br i1 %275, label %447, label %.preheader54.preheader

.preheader54.preheader:                           ; preds = %.loopexit57
  %404 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %272, i32 %282, i16 0) #6
  store i16 %404, ptr addrspace(3) %281, align 16
  %405 = or disjoint i32 %247, %269
  %406 = sext i32 %405 to i64
  %407 = getelementptr bfloat, ptr addrspace(1) %1, i64 %406
  %408 = getelementptr i8, ptr addrspace(1) %407, i64 2
  %409 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %408, i32 %282, i16 0) #6
  %410 = getelementptr i8, ptr addrspace(3) %281, i64 2
  store i16 %409, ptr addrspace(3) %410, align 2
  %411 = or disjoint i32 %247, %269
  %412 = sext i32 %411 to i64
  %413 = getelementptr bfloat, ptr addrspace(1) %1, i64 %412
  %414 = getelementptr i8, ptr addrspace(1) %413, i64 4
  %415 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %414, i32 %282, i16 0) #6
  %416 = getelementptr i8, ptr addrspace(3) %281, i64 4
  store i16 %415, ptr addrspace(3) %416, align 4
  %417 = or disjoint i32 %247, %269
  %418 = sext i32 %417 to i64
  %419 = getelementptr bfloat, ptr addrspace(1) %1, i64 %418
  %420 = getelementptr i8, ptr addrspace(1) %419, i64 6
  %421 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %420, i32 %282, i16 0) #6
  %422 = getelementptr i8, ptr addrspace(3) %281, i64 6
  store i16 %421, ptr addrspace(3) %422, align 2
  %423 = or disjoint i32 %247, %269
  %424 = sext i32 %423 to i64
  %425 = getelementptr bfloat, ptr addrspace(1) %1, i64 %424
  %426 = getelementptr i8, ptr addrspace(1) %425, i64 8
  %427 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %426, i32 %282, i16 0) #6
  %428 = getelementptr i8, ptr addrspace(3) %281, i64 8
  store i16 %427, ptr addrspace(3) %428, align 8
  %429 = or disjoint i32 %247, %269
  %430 = sext i32 %429 to i64
  %431 = getelementptr bfloat, ptr addrspace(1) %1, i64 %430
  %432 = getelementptr i8, ptr addrspace(1) %431, i64 10
  %433 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %432, i32 %282, i16 0) #6
  %434 = getelementptr i8, ptr addrspace(3) %281, i64 10
  store i16 %433, ptr addrspace(3) %434, align 2
  %435 = or disjoint i32 %247, %269
  %436 = sext i32 %435 to i64
  %437 = getelementptr bfloat, ptr addrspace(1) %1, i64 %436
  %438 = getelementptr i8, ptr addrspace(1) %437, i64 12
  %439 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %438, i32 %282, i16 0) #6
  %440 = getelementptr i8, ptr addrspace(3) %281, i64 12
  store i16 %439, ptr addrspace(3) %440, align 4
  %441 = or disjoint i32 %247, %269
  %442 = sext i32 %441 to i64
  %443 = getelementptr bfloat, ptr addrspace(1) %1, i64 %442
  %444 = getelementptr i8, ptr addrspace(1) %443, i64 14
  %445 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %444, i32 %282, i16 0) #6
  %446 = getelementptr i8, ptr addrspace(3) %281, i64 14
  store i16 %445, ptr addrspace(3) %446, align 2
  br label %.loopexit55

447:                                              ; preds = %.loopexit57
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %285, ptr addrspace(1) %283, i32 %277) #6
  br label %.loopexit55

.loopexit55:                                      ; preds = %.preheader54.preheader, %447
  br i1 %294, label %491, label %.preheader52.preheader

.preheader52.preheader:                           ; preds = %.loopexit55
  %448 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %291, i32 %301, i16 0) #6
  store i16 %448, ptr addrspace(3) %300, align 16
  %449 = or disjoint i32 %247, %288
  %450 = sext i32 %449 to i64
  %451 = getelementptr bfloat, ptr addrspace(1) %1, i64 %450
  %452 = getelementptr i8, ptr addrspace(1) %451, i64 2
  %453 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %452, i32 %301, i16 0) #6
  %454 = getelementptr i8, ptr addrspace(3) %300, i64 2
  store i16 %453, ptr addrspace(3) %454, align 2
  %455 = or disjoint i32 %247, %288
  %456 = sext i32 %455 to i64
  %457 = getelementptr bfloat, ptr addrspace(1) %1, i64 %456
  %458 = getelementptr i8, ptr addrspace(1) %457, i64 4
  %459 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %458, i32 %301, i16 0) #6
  %460 = getelementptr i8, ptr addrspace(3) %300, i64 4
  store i16 %459, ptr addrspace(3) %460, align 4
  %461 = or disjoint i32 %247, %288
  %462 = sext i32 %461 to i64
  %463 = getelementptr bfloat, ptr addrspace(1) %1, i64 %462
  %464 = getelementptr i8, ptr addrspace(1) %463, i64 6
  %465 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %464, i32 %301, i16 0) #6
  %466 = getelementptr i8, ptr addrspace(3) %300, i64 6
  store i16 %465, ptr addrspace(3) %466, align 2
  %467 = or disjoint i32 %247, %288
  %468 = sext i32 %467 to i64
  %469 = getelementptr bfloat, ptr addrspace(1) %1, i64 %468
  %470 = getelementptr i8, ptr addrspace(1) %469, i64 8
  %471 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %470, i32 %301, i16 0) #6
  %472 = getelementptr i8, ptr addrspace(3) %300, i64 8
  store i16 %471, ptr addrspace(3) %472, align 8
  %473 = or disjoint i32 %247, %288
  %474 = sext i32 %473 to i64
  %475 = getelementptr bfloat, ptr addrspace(1) %1, i64 %474
  %476 = getelementptr i8, ptr addrspace(1) %475, i64 10
  %477 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %476, i32 %301, i16 0) #6
  %478 = getelementptr i8, ptr addrspace(3) %300, i64 10
  store i16 %477, ptr addrspace(3) %478, align 2
  %479 = or disjoint i32 %247, %288
  %480 = sext i32 %479 to i64
  %481 = getelementptr bfloat, ptr addrspace(1) %1, i64 %480
  %482 = getelementptr i8, ptr addrspace(1) %481, i64 12
  %483 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %482, i32 %301, i16 0) #6
  %484 = getelementptr i8, ptr addrspace(3) %300, i64 12
  store i16 %483, ptr addrspace(3) %484, align 4
  %485 = or disjoint i32 %247, %288
  %486 = sext i32 %485 to i64
  %487 = getelementptr bfloat, ptr addrspace(1) %1, i64 %486
  %488 = getelementptr i8, ptr addrspace(1) %487, i64 14
  %489 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %488, i32 %301, i16 0) #6
  %490 = getelementptr i8, ptr addrspace(3) %300, i64 14
  store i16 %489, ptr addrspace(3) %490, align 2
  br label %.loopexit53

491:                                              ; preds = %.loopexit55
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %304, ptr addrspace(1) %302, i32 %296) #6
  br label %.loopexit53

.loopexit53:                                      ; preds = %.preheader52.preheader, %491
  br i1 %313, label %535, label %.preheader50.preheader

.preheader50.preheader:                           ; preds = %.loopexit53
  %492 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %310, i32 %320, i16 0) #6
  store i16 %492, ptr addrspace(3) %319, align 16
  %493 = or disjoint i32 %247, %307
  %494 = sext i32 %493 to i64
  %495 = getelementptr bfloat, ptr addrspace(1) %1, i64 %494
  %496 = getelementptr i8, ptr addrspace(1) %495, i64 2
  %497 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %496, i32 %320, i16 0) #6
  %498 = getelementptr i8, ptr addrspace(3) %319, i64 2
  store i16 %497, ptr addrspace(3) %498, align 2
  %499 = or disjoint i32 %247, %307
  %500 = sext i32 %499 to i64
  %501 = getelementptr bfloat, ptr addrspace(1) %1, i64 %500
  %502 = getelementptr i8, ptr addrspace(1) %501, i64 4
  %503 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %502, i32 %320, i16 0) #6
  %504 = getelementptr i8, ptr addrspace(3) %319, i64 4
  store i16 %503, ptr addrspace(3) %504, align 4
  %505 = or disjoint i32 %247, %307
  %506 = sext i32 %505 to i64
  %507 = getelementptr bfloat, ptr addrspace(1) %1, i64 %506
  %508 = getelementptr i8, ptr addrspace(1) %507, i64 6
  %509 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %508, i32 %320, i16 0) #6
  %510 = getelementptr i8, ptr addrspace(3) %319, i64 6
  store i16 %509, ptr addrspace(3) %510, align 2
  %511 = or disjoint i32 %247, %307
  %512 = sext i32 %511 to i64
  %513 = getelementptr bfloat, ptr addrspace(1) %1, i64 %512
  %514 = getelementptr i8, ptr addrspace(1) %513, i64 8
  %515 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %514, i32 %320, i16 0) #6
  %516 = getelementptr i8, ptr addrspace(3) %319, i64 8
  store i16 %515, ptr addrspace(3) %516, align 8
  %517 = or disjoint i32 %247, %307
  %518 = sext i32 %517 to i64
  %519 = getelementptr bfloat, ptr addrspace(1) %1, i64 %518
  %520 = getelementptr i8, ptr addrspace(1) %519, i64 10
  %521 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %520, i32 %320, i16 0) #6
  %522 = getelementptr i8, ptr addrspace(3) %319, i64 10
  store i16 %521, ptr addrspace(3) %522, align 2
  %523 = or disjoint i32 %247, %307
  %524 = sext i32 %523 to i64
  %525 = getelementptr bfloat, ptr addrspace(1) %1, i64 %524
  %526 = getelementptr i8, ptr addrspace(1) %525, i64 12
  %527 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %526, i32 %320, i16 0) #6
  %528 = getelementptr i8, ptr addrspace(3) %319, i64 12
  store i16 %527, ptr addrspace(3) %528, align 4
  %529 = or disjoint i32 %247, %307
  %530 = sext i32 %529 to i64
  %531 = getelementptr bfloat, ptr addrspace(1) %1, i64 %530
  %532 = getelementptr i8, ptr addrspace(1) %531, i64 14
  %533 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %532, i32 %320, i16 0) #6
  %534 = getelementptr i8, ptr addrspace(3) %319, i64 14
  store i16 %533, ptr addrspace(3) %534, align 2
  br label %.loopexit51

535:                                              ; preds = %.loopexit53
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %323, ptr addrspace(1) %321, i32 %315) #6
  br label %.loopexit51

.loopexit51:                                      ; preds = %.preheader50.preheader, %535
  br i1 %327, label %579, label %.preheader48.preheader

.preheader48.preheader:                           ; preds = %.loopexit51
  %536 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %324, i32 %263, i16 0) #6
  store i16 %536, ptr addrspace(3) %328, align 16
  %537 = or disjoint i32 %247, %249
  %538 = sext i32 %537 to i64
  %539 = getelementptr bfloat, ptr addrspace(1) %2, i64 %538
  %540 = getelementptr i8, ptr addrspace(1) %539, i64 2
  %541 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %540, i32 %263, i16 0) #6
  %542 = getelementptr i8, ptr addrspace(3) %328, i64 2
  store i16 %541, ptr addrspace(3) %542, align 2
  %543 = or disjoint i32 %247, %249
  %544 = sext i32 %543 to i64
  %545 = getelementptr bfloat, ptr addrspace(1) %2, i64 %544
  %546 = getelementptr i8, ptr addrspace(1) %545, i64 4
  %547 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %546, i32 %263, i16 0) #6
  %548 = getelementptr i8, ptr addrspace(3) %328, i64 4
  store i16 %547, ptr addrspace(3) %548, align 4
  %549 = or disjoint i32 %247, %249
  %550 = sext i32 %549 to i64
  %551 = getelementptr bfloat, ptr addrspace(1) %2, i64 %550
  %552 = getelementptr i8, ptr addrspace(1) %551, i64 6
  %553 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %552, i32 %263, i16 0) #6
  %554 = getelementptr i8, ptr addrspace(3) %328, i64 6
  store i16 %553, ptr addrspace(3) %554, align 2
  %555 = or disjoint i32 %247, %249
  %556 = sext i32 %555 to i64
  %557 = getelementptr bfloat, ptr addrspace(1) %2, i64 %556
  %558 = getelementptr i8, ptr addrspace(1) %557, i64 8
  %559 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %558, i32 %263, i16 0) #6
  %560 = getelementptr i8, ptr addrspace(3) %328, i64 8
  store i16 %559, ptr addrspace(3) %560, align 8
  %561 = or disjoint i32 %247, %249
  %562 = sext i32 %561 to i64
  %563 = getelementptr bfloat, ptr addrspace(1) %2, i64 %562
  %564 = getelementptr i8, ptr addrspace(1) %563, i64 10
  %565 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %564, i32 %263, i16 0) #6
  %566 = getelementptr i8, ptr addrspace(3) %328, i64 10
  store i16 %565, ptr addrspace(3) %566, align 2
  %567 = or disjoint i32 %247, %249
  %568 = sext i32 %567 to i64
  %569 = getelementptr bfloat, ptr addrspace(1) %2, i64 %568
  %570 = getelementptr i8, ptr addrspace(1) %569, i64 12
  %571 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %570, i32 %263, i16 0) #6
  %572 = getelementptr i8, ptr addrspace(3) %328, i64 12
  store i16 %571, ptr addrspace(3) %572, align 4
  %573 = or disjoint i32 %247, %249
  %574 = sext i32 %573 to i64
  %575 = getelementptr bfloat, ptr addrspace(1) %2, i64 %574
  %576 = getelementptr i8, ptr addrspace(1) %575, i64 14
  %577 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %576, i32 %263, i16 0) #6
  %578 = getelementptr i8, ptr addrspace(3) %328, i64 14
  store i16 %577, ptr addrspace(3) %578, align 2
  br label %.loopexit49

579:                                              ; preds = %.loopexit51
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %331, ptr addrspace(1) %329, i32 %254) #6
  br label %.loopexit49

.loopexit49:                                      ; preds = %.preheader48.preheader, %579
  br i1 %335, label %623, label %.preheader46.preheader

.preheader46.preheader:                           ; preds = %.loopexit49
  %580 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %332, i32 %282, i16 0) #6
  store i16 %580, ptr addrspace(3) %336, align 16
  %581 = or disjoint i32 %247, %269
  %582 = sext i32 %581 to i64
  %583 = getelementptr bfloat, ptr addrspace(1) %2, i64 %582
  %584 = getelementptr i8, ptr addrspace(1) %583, i64 2
  %585 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %584, i32 %282, i16 0) #6
  %586 = getelementptr i8, ptr addrspace(3) %336, i64 2
  store i16 %585, ptr addrspace(3) %586, align 2
  %587 = or disjoint i32 %247, %269
  %588 = sext i32 %587 to i64
  %589 = getelementptr bfloat, ptr addrspace(1) %2, i64 %588
  %590 = getelementptr i8, ptr addrspace(1) %589, i64 4
  %591 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %590, i32 %282, i16 0) #6
  %592 = getelementptr i8, ptr addrspace(3) %336, i64 4
  store i16 %591, ptr addrspace(3) %592, align 4
  %593 = or disjoint i32 %247, %269
  %594 = sext i32 %593 to i64
  %595 = getelementptr bfloat, ptr addrspace(1) %2, i64 %594
  %596 = getelementptr i8, ptr addrspace(1) %595, i64 6
  %597 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %596, i32 %282, i16 0) #6
  %598 = getelementptr i8, ptr addrspace(3) %336, i64 6
  store i16 %597, ptr addrspace(3) %598, align 2
  %599 = or disjoint i32 %247, %269
  %600 = sext i32 %599 to i64
  %601 = getelementptr bfloat, ptr addrspace(1) %2, i64 %600
  %602 = getelementptr i8, ptr addrspace(1) %601, i64 8
  %603 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %602, i32 %282, i16 0) #6
  %604 = getelementptr i8, ptr addrspace(3) %336, i64 8
  store i16 %603, ptr addrspace(3) %604, align 8
  %605 = or disjoint i32 %247, %269
  %606 = sext i32 %605 to i64
  %607 = getelementptr bfloat, ptr addrspace(1) %2, i64 %606
  %608 = getelementptr i8, ptr addrspace(1) %607, i64 10
  %609 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %608, i32 %282, i16 0) #6
  %610 = getelementptr i8, ptr addrspace(3) %336, i64 10
  store i16 %609, ptr addrspace(3) %610, align 2
  %611 = or disjoint i32 %247, %269
  %612 = sext i32 %611 to i64
  %613 = getelementptr bfloat, ptr addrspace(1) %2, i64 %612
  %614 = getelementptr i8, ptr addrspace(1) %613, i64 12
  %615 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %614, i32 %282, i16 0) #6
  %616 = getelementptr i8, ptr addrspace(3) %336, i64 12
  store i16 %615, ptr addrspace(3) %616, align 4
  %617 = or disjoint i32 %247, %269
  %618 = sext i32 %617 to i64
  %619 = getelementptr bfloat, ptr addrspace(1) %2, i64 %618
  %620 = getelementptr i8, ptr addrspace(1) %619, i64 14
  %621 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %620, i32 %282, i16 0) #6
  %622 = getelementptr i8, ptr addrspace(3) %336, i64 14
  store i16 %621, ptr addrspace(3) %622, align 2
  br label %.loopexit47

623:                                              ; preds = %.loopexit49
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %339, ptr addrspace(1) %337, i32 %277) #6
  br label %.loopexit47

.loopexit47:                                      ; preds = %.preheader46.preheader, %623
  br i1 %343, label %667, label %.preheader44.preheader

.preheader44.preheader:                           ; preds = %.loopexit47
  %624 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %340, i32 %301, i16 0) #6
  store i16 %624, ptr addrspace(3) %344, align 16
  %625 = or disjoint i32 %247, %288
  %626 = sext i32 %625 to i64
  %627 = getelementptr bfloat, ptr addrspace(1) %2, i64 %626
  %628 = getelementptr i8, ptr addrspace(1) %627, i64 2
  %629 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %628, i32 %301, i16 0) #6
  %630 = getelementptr i8, ptr addrspace(3) %344, i64 2
  store i16 %629, ptr addrspace(3) %630, align 2
  %631 = or disjoint i32 %247, %288
  %632 = sext i32 %631 to i64
  %633 = getelementptr bfloat, ptr addrspace(1) %2, i64 %632
  %634 = getelementptr i8, ptr addrspace(1) %633, i64 4
  %635 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %634, i32 %301, i16 0) #6
  %636 = getelementptr i8, ptr addrspace(3) %344, i64 4
  store i16 %635, ptr addrspace(3) %636, align 4
  %637 = or disjoint i32 %247, %288
  %638 = sext i32 %637 to i64
  %639 = getelementptr bfloat, ptr addrspace(1) %2, i64 %638
  %640 = getelementptr i8, ptr addrspace(1) %639, i64 6
  %641 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %640, i32 %301, i16 0) #6
  %642 = getelementptr i8, ptr addrspace(3) %344, i64 6
  store i16 %641, ptr addrspace(3) %642, align 2
  %643 = or disjoint i32 %247, %288
  %644 = sext i32 %643 to i64
  %645 = getelementptr bfloat, ptr addrspace(1) %2, i64 %644
  %646 = getelementptr i8, ptr addrspace(1) %645, i64 8
  %647 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %646, i32 %301, i16 0) #6
  %648 = getelementptr i8, ptr addrspace(3) %344, i64 8
  store i16 %647, ptr addrspace(3) %648, align 8
  %649 = or disjoint i32 %247, %288
  %650 = sext i32 %649 to i64
  %651 = getelementptr bfloat, ptr addrspace(1) %2, i64 %650
  %652 = getelementptr i8, ptr addrspace(1) %651, i64 10
  %653 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %652, i32 %301, i16 0) #6
  %654 = getelementptr i8, ptr addrspace(3) %344, i64 10
  store i16 %653, ptr addrspace(3) %654, align 2
  %655 = or disjoint i32 %247, %288
  %656 = sext i32 %655 to i64
  %657 = getelementptr bfloat, ptr addrspace(1) %2, i64 %656
  %658 = getelementptr i8, ptr addrspace(1) %657, i64 12
  %659 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %658, i32 %301, i16 0) #6
  %660 = getelementptr i8, ptr addrspace(3) %344, i64 12
  store i16 %659, ptr addrspace(3) %660, align 4
  %661 = or disjoint i32 %247, %288
  %662 = sext i32 %661 to i64
  %663 = getelementptr bfloat, ptr addrspace(1) %2, i64 %662
  %664 = getelementptr i8, ptr addrspace(1) %663, i64 14
  %665 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %664, i32 %301, i16 0) #6
  %666 = getelementptr i8, ptr addrspace(3) %344, i64 14
  store i16 %665, ptr addrspace(3) %666, align 2
  br label %.loopexit45

667:                                              ; preds = %.loopexit47
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %347, ptr addrspace(1) %345, i32 %296) #6
  br label %.loopexit45

.loopexit45:                                      ; preds = %.preheader44.preheader, %667
  br i1 %351, label %711, label %.preheader42.preheader

.preheader42.preheader:                           ; preds = %.loopexit45
  %668 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %348, i32 %320, i16 0) #6
  store i16 %668, ptr addrspace(3) %352, align 16
  %669 = or disjoint i32 %247, %307
  %670 = sext i32 %669 to i64
  %671 = getelementptr bfloat, ptr addrspace(1) %2, i64 %670
  %672 = getelementptr i8, ptr addrspace(1) %671, i64 2
  %673 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %672, i32 %320, i16 0) #6
  %674 = getelementptr i8, ptr addrspace(3) %352, i64 2
  store i16 %673, ptr addrspace(3) %674, align 2
  %675 = or disjoint i32 %247, %307
  %676 = sext i32 %675 to i64
  %677 = getelementptr bfloat, ptr addrspace(1) %2, i64 %676
  %678 = getelementptr i8, ptr addrspace(1) %677, i64 4
  %679 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %678, i32 %320, i16 0) #6
  %680 = getelementptr i8, ptr addrspace(3) %352, i64 4
  store i16 %679, ptr addrspace(3) %680, align 4
  %681 = or disjoint i32 %247, %307
  %682 = sext i32 %681 to i64
  %683 = getelementptr bfloat, ptr addrspace(1) %2, i64 %682
  %684 = getelementptr i8, ptr addrspace(1) %683, i64 6
  %685 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %684, i32 %320, i16 0) #6
  %686 = getelementptr i8, ptr addrspace(3) %352, i64 6
  store i16 %685, ptr addrspace(3) %686, align 2
  %687 = or disjoint i32 %247, %307
  %688 = sext i32 %687 to i64
  %689 = getelementptr bfloat, ptr addrspace(1) %2, i64 %688
  %690 = getelementptr i8, ptr addrspace(1) %689, i64 8
  %691 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %690, i32 %320, i16 0) #6
  %692 = getelementptr i8, ptr addrspace(3) %352, i64 8
  store i16 %691, ptr addrspace(3) %692, align 8
  %693 = or disjoint i32 %247, %307
  %694 = sext i32 %693 to i64
  %695 = getelementptr bfloat, ptr addrspace(1) %2, i64 %694
  %696 = getelementptr i8, ptr addrspace(1) %695, i64 10
  %697 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %696, i32 %320, i16 0) #6
  %698 = getelementptr i8, ptr addrspace(3) %352, i64 10
  store i16 %697, ptr addrspace(3) %698, align 2
  %699 = or disjoint i32 %247, %307
  %700 = sext i32 %699 to i64
  %701 = getelementptr bfloat, ptr addrspace(1) %2, i64 %700
  %702 = getelementptr i8, ptr addrspace(1) %701, i64 12
  %703 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %702, i32 %320, i16 0) #6
  %704 = getelementptr i8, ptr addrspace(3) %352, i64 12
  store i16 %703, ptr addrspace(3) %704, align 4
  %705 = or disjoint i32 %247, %307
  %706 = sext i32 %705 to i64
  %707 = getelementptr bfloat, ptr addrspace(1) %2, i64 %706
  %708 = getelementptr i8, ptr addrspace(1) %707, i64 14
  %709 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %708, i32 %320, i16 0) #6
  %710 = getelementptr i8, ptr addrspace(3) %352, i64 14
  store i16 %709, ptr addrspace(3) %710, align 2
  br label %.preheader41

711:                                              ; preds = %.loopexit45
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %355, ptr addrspace(1) %353, i32 %315) #6
  br label %.preheader41

.preheader41:                                     ; preds = %.preheader42.preheader, %711
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #6
  %712 = lshr exact i64 ptrtoint (ptr addrspace(3) @attention_smem to i64), 4
  %713 = and i64 %712, 16320
  %714 = or disjoint i64 %713, 4611686293305360384
  %715 = lshr exact i64 ptrtoint (ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 32) to i64), 4
  %716 = and i64 %715, 16322
  %717 = or disjoint i64 %716, 4611686293305360384
  %718 = lshr exact i64 ptrtoint (ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 64) to i64), 4
  %719 = and i64 %718, 16324
  %720 = or disjoint i64 %719, 4611686293305360384
  %721 = lshr exact i64 ptrtoint (ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 96) to i64), 4
  %722 = and i64 %721, 16326
  %723 = or disjoint i64 %722, 4611686293305360384
  %724 = shl nuw nsw i32 %7, 1
  %725 = and i32 %724, 6
  br label %726

.preheader41.._crit_edge_crit_edge.critedge:      ; preds = %6
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #6
  %.pre164 = shl nuw nsw i32 %7, 1
  %.pre166 = and i32 %.pre164, 6
  br label %._crit_edge

726:                                              ; preds = %.preheader41, %.loopexit
  %727 = phi float [ 0xFFF0000000000000, %.preheader41 ], [ %1557, %.loopexit ]
  %728 = phi float [ 0xFFF0000000000000, %.preheader41 ], [ %1556, %.loopexit ]
  %729 = phi float [ 0.000000e+00, %.preheader41 ], [ %1971, %.loopexit ]
  %730 = phi float [ 0.000000e+00, %.preheader41 ], [ %1970, %.loopexit ]
  %731 = phi float [ 0.000000e+00, %.preheader41 ], [ %1969, %.loopexit ]
  %732 = phi float [ 0.000000e+00, %.preheader41 ], [ %1968, %.loopexit ]
  %733 = phi float [ 0.000000e+00, %.preheader41 ], [ %1967, %.loopexit ]
  %734 = phi float [ 0.000000e+00, %.preheader41 ], [ %1966, %.loopexit ]
  %735 = phi float [ 0.000000e+00, %.preheader41 ], [ %1965, %.loopexit ]
  %736 = phi float [ 0.000000e+00, %.preheader41 ], [ %1964, %.loopexit ]
  %737 = phi float [ 0.000000e+00, %.preheader41 ], [ %1963, %.loopexit ]
  %738 = phi float [ 0.000000e+00, %.preheader41 ], [ %1962, %.loopexit ]
  %739 = phi float [ 0.000000e+00, %.preheader41 ], [ %1961, %.loopexit ]
  %740 = phi float [ 0.000000e+00, %.preheader41 ], [ %1960, %.loopexit ]
  %741 = phi float [ 0.000000e+00, %.preheader41 ], [ %1959, %.loopexit ]
  %742 = phi float [ 0.000000e+00, %.preheader41 ], [ %1958, %.loopexit ]
  %743 = phi float [ 0.000000e+00, %.preheader41 ], [ %1957, %.loopexit ]
  %744 = phi float [ 0.000000e+00, %.preheader41 ], [ %1956, %.loopexit ]
  %745 = phi float [ 0.000000e+00, %.preheader41 ], [ %1955, %.loopexit ]
  %746 = phi float [ 0.000000e+00, %.preheader41 ], [ %1954, %.loopexit ]
  %747 = phi float [ 0.000000e+00, %.preheader41 ], [ %1953, %.loopexit ]
  %748 = phi float [ 0.000000e+00, %.preheader41 ], [ %1952, %.loopexit ]
  %749 = phi float [ 0.000000e+00, %.preheader41 ], [ %1951, %.loopexit ]
  %750 = phi float [ 0.000000e+00, %.preheader41 ], [ %1950, %.loopexit ]
  %751 = phi float [ 0.000000e+00, %.preheader41 ], [ %1949, %.loopexit ]
  %752 = phi float [ 0.000000e+00, %.preheader41 ], [ %1948, %.loopexit ]
  %753 = phi float [ 0.000000e+00, %.preheader41 ], [ %1947, %.loopexit ]
  %754 = phi float [ 0.000000e+00, %.preheader41 ], [ %1946, %.loopexit ]
  %755 = phi float [ 0.000000e+00, %.preheader41 ], [ %1945, %.loopexit ]
  %756 = phi float [ 0.000000e+00, %.preheader41 ], [ %1944, %.loopexit ]
  %757 = phi float [ 0.000000e+00, %.preheader41 ], [ %1943, %.loopexit ]
  %758 = phi float [ 0.000000e+00, %.preheader41 ], [ %1942, %.loopexit ]
  %759 = phi float [ 0.000000e+00, %.preheader41 ], [ %1941, %.loopexit ]
  %760 = phi float [ 0.000000e+00, %.preheader41 ], [ %1940, %.loopexit ]
  %761 = phi float [ 0.000000e+00, %.preheader41 ], [ %1675, %.loopexit ]
  %762 = phi float [ 0.000000e+00, %.preheader41 ], [ %1674, %.loopexit ]
  %763 = phi i32 [ 0, %.preheader41 ], [ %764, %.loopexit ]
  tail call void asm sideeffect "cp.async.wait_group 0;", "~{memory}"() #6
  tail call void asm sideeffect "fence.proxy.async.shared::cta;", "~{memory}"() #6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %764 = add i32 %763, 64
  %765 = icmp slt i32 %764, %4
  %766 = icmp ne i32 %763, 2147483584
  %767 = and i1 %766, %765
  %768 = shl i32 %763, 8
  %769 = and i32 %768, 16384
  br i1 %767, label %770, label %.loopexit

770:                                              ; preds = %726
  %771 = xor i32 %769, 16384
  %772 = zext nneg i32 %771 to i64
  %773 = getelementptr i8, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 8192), i64 %772
  %774 = or disjoint i32 %764, %246
  %775 = add i32 %774, %11
  %776 = shl i32 %775, 6
  %777 = or disjoint i32 %776, %247
  %778 = sext i32 %777 to i64
  %779 = getelementptr bfloat, ptr addrspace(1) %1, i64 %778
  %780 = ptrtoint ptr addrspace(1) %779 to i64
  %781 = and i64 %780, 15
  %782 = icmp eq i64 %781, 0
  %783 = icmp slt i32 %774, %4
  %784 = select i1 %783, i32 16, i32 0
  %785 = getelementptr i8, ptr addrspace(3) %773, i64 %261
  br i1 %782, label %830, label %.preheader39

.preheader39:                                     ; preds = %770
  %786 = zext i1 %783 to i32
  %787 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %779, i32 %786, i16 0) #6
  store i16 %787, ptr addrspace(3) %785, align 16
  %788 = or disjoint i32 %247, %776
  %789 = sext i32 %788 to i64
  %790 = getelementptr bfloat, ptr addrspace(1) %1, i64 %789
  %791 = getelementptr i8, ptr addrspace(1) %790, i64 2
  %792 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %791, i32 %786, i16 0) #6
  %793 = getelementptr i8, ptr addrspace(3) %785, i64 2
  store i16 %792, ptr addrspace(3) %793, align 2
  %794 = or disjoint i32 %247, %776
  %795 = sext i32 %794 to i64
  %796 = getelementptr bfloat, ptr addrspace(1) %1, i64 %795
  %797 = getelementptr i8, ptr addrspace(1) %796, i64 4
  %798 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %797, i32 %786, i16 0) #6
  %799 = getelementptr i8, ptr addrspace(3) %785, i64 4
  store i16 %798, ptr addrspace(3) %799, align 4
  %800 = or disjoint i32 %247, %776
  %801 = sext i32 %800 to i64
  %802 = getelementptr bfloat, ptr addrspace(1) %1, i64 %801
  %803 = getelementptr i8, ptr addrspace(1) %802, i64 6
  %804 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %803, i32 %786, i16 0) #6
  %805 = getelementptr i8, ptr addrspace(3) %785, i64 6
  store i16 %804, ptr addrspace(3) %805, align 2
  %806 = or disjoint i32 %247, %776
  %807 = sext i32 %806 to i64
  %808 = getelementptr bfloat, ptr addrspace(1) %1, i64 %807
  %809 = getelementptr i8, ptr addrspace(1) %808, i64 8
  %810 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %809, i32 %786, i16 0) #6
  %811 = getelementptr i8, ptr addrspace(3) %785, i64 8
  store i16 %810, ptr addrspace(3) %811, align 8
  %812 = or disjoint i32 %247, %776
  %813 = sext i32 %812 to i64
  %814 = getelementptr bfloat, ptr addrspace(1) %1, i64 %813
  %815 = getelementptr i8, ptr addrspace(1) %814, i64 10
  %816 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %815, i32 %786, i16 0) #6
  %817 = getelementptr i8, ptr addrspace(3) %785, i64 10
  store i16 %816, ptr addrspace(3) %817, align 2
  %818 = or disjoint i32 %247, %776
  %819 = sext i32 %818 to i64
  %820 = getelementptr bfloat, ptr addrspace(1) %1, i64 %819
  %821 = getelementptr i8, ptr addrspace(1) %820, i64 12
  %822 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %821, i32 %786, i16 0) #6
  %823 = getelementptr i8, ptr addrspace(3) %785, i64 12
  store i16 %822, ptr addrspace(3) %823, align 4
  %824 = or disjoint i32 %247, %776
  %825 = sext i32 %824 to i64
  %826 = getelementptr bfloat, ptr addrspace(1) %1, i64 %825
  %827 = getelementptr i8, ptr addrspace(1) %826, i64 14
  %828 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %827, i32 %786, i16 0) #6
  %829 = getelementptr i8, ptr addrspace(3) %785, i64 14
  store i16 %828, ptr addrspace(3) %829, align 2
  br label %.loopexit40

830:                                              ; preds = %770
  %831 = select i1 %783, ptr addrspace(1) %779, ptr addrspace(1) %1
  %832 = ptrtoint ptr addrspace(3) %785 to i64
  %833 = trunc i64 %832 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %833, ptr addrspace(1) %831, i32 %784) #6
  br label %.loopexit40

.loopexit40:                                      ; preds = %.preheader39, %830
  %834 = or disjoint i32 %764, %267
  %835 = add i32 %834, %11
  %836 = shl i32 %835, 6
  %837 = or disjoint i32 %836, %247
  %838 = sext i32 %837 to i64
  %839 = getelementptr bfloat, ptr addrspace(1) %1, i64 %838
  %840 = ptrtoint ptr addrspace(1) %839 to i64
  %841 = and i64 %840, 15
  %842 = icmp eq i64 %841, 0
  %843 = icmp slt i32 %834, %4
  %844 = select i1 %843, i32 16, i32 0
  %845 = getelementptr i8, ptr addrspace(3) %773, i64 %280
  br i1 %842, label %890, label %.preheader37

.preheader37:                                     ; preds = %.loopexit40
  %846 = zext i1 %843 to i32
  %847 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %839, i32 %846, i16 0) #6
  store i16 %847, ptr addrspace(3) %845, align 16
  %848 = or disjoint i32 %247, %836
  %849 = sext i32 %848 to i64
  %850 = getelementptr bfloat, ptr addrspace(1) %1, i64 %849
  %851 = getelementptr i8, ptr addrspace(1) %850, i64 2
  %852 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %851, i32 %846, i16 0) #6
  %853 = getelementptr i8, ptr addrspace(3) %845, i64 2
  store i16 %852, ptr addrspace(3) %853, align 2
  %854 = or disjoint i32 %247, %836
  %855 = sext i32 %854 to i64
  %856 = getelementptr bfloat, ptr addrspace(1) %1, i64 %855
  %857 = getelementptr i8, ptr addrspace(1) %856, i64 4
  %858 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %857, i32 %846, i16 0) #6
  %859 = getelementptr i8, ptr addrspace(3) %845, i64 4
  store i16 %858, ptr addrspace(3) %859, align 4
  %860 = or disjoint i32 %247, %836
  %861 = sext i32 %860 to i64
  %862 = getelementptr bfloat, ptr addrspace(1) %1, i64 %861
  %863 = getelementptr i8, ptr addrspace(1) %862, i64 6
  %864 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %863, i32 %846, i16 0) #6
  %865 = getelementptr i8, ptr addrspace(3) %845, i64 6
  store i16 %864, ptr addrspace(3) %865, align 2
  %866 = or disjoint i32 %247, %836
  %867 = sext i32 %866 to i64
  %868 = getelementptr bfloat, ptr addrspace(1) %1, i64 %867
  %869 = getelementptr i8, ptr addrspace(1) %868, i64 8
  %870 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %869, i32 %846, i16 0) #6
  %871 = getelementptr i8, ptr addrspace(3) %845, i64 8
  store i16 %870, ptr addrspace(3) %871, align 8
  %872 = or disjoint i32 %247, %836
  %873 = sext i32 %872 to i64
  %874 = getelementptr bfloat, ptr addrspace(1) %1, i64 %873
  %875 = getelementptr i8, ptr addrspace(1) %874, i64 10
  %876 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %875, i32 %846, i16 0) #6
  %877 = getelementptr i8, ptr addrspace(3) %845, i64 10
  store i16 %876, ptr addrspace(3) %877, align 2
  %878 = or disjoint i32 %247, %836
  %879 = sext i32 %878 to i64
  %880 = getelementptr bfloat, ptr addrspace(1) %1, i64 %879
  %881 = getelementptr i8, ptr addrspace(1) %880, i64 12
  %882 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %881, i32 %846, i16 0) #6
  %883 = getelementptr i8, ptr addrspace(3) %845, i64 12
  store i16 %882, ptr addrspace(3) %883, align 4
  %884 = or disjoint i32 %247, %836
  %885 = sext i32 %884 to i64
  %886 = getelementptr bfloat, ptr addrspace(1) %1, i64 %885
  %887 = getelementptr i8, ptr addrspace(1) %886, i64 14
  %888 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %887, i32 %846, i16 0) #6
  %889 = getelementptr i8, ptr addrspace(3) %845, i64 14
  store i16 %888, ptr addrspace(3) %889, align 2
  br label %.loopexit38

890:                                              ; preds = %.loopexit40
  %891 = select i1 %843, ptr addrspace(1) %839, ptr addrspace(1) %1
  %892 = ptrtoint ptr addrspace(3) %845 to i64
  %893 = trunc i64 %892 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %893, ptr addrspace(1) %891, i32 %844) #6
  br label %.loopexit38

.loopexit38:                                      ; preds = %.preheader37, %890
  %894 = or disjoint i32 %764, %286
  %895 = add i32 %894, %11
  %896 = shl i32 %895, 6
  %897 = or disjoint i32 %896, %247
  %898 = sext i32 %897 to i64
  %899 = getelementptr bfloat, ptr addrspace(1) %1, i64 %898
  %900 = ptrtoint ptr addrspace(1) %899 to i64
  %901 = and i64 %900, 15
  %902 = icmp eq i64 %901, 0
  %903 = icmp slt i32 %894, %4
  %904 = select i1 %903, i32 16, i32 0
  %905 = getelementptr i8, ptr addrspace(3) %773, i64 %299
  br i1 %902, label %950, label %.preheader35

.preheader35:                                     ; preds = %.loopexit38
  %906 = zext i1 %903 to i32
  %907 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %899, i32 %906, i16 0) #6
  store i16 %907, ptr addrspace(3) %905, align 16
  %908 = or disjoint i32 %247, %896
  %909 = sext i32 %908 to i64
  %910 = getelementptr bfloat, ptr addrspace(1) %1, i64 %909
  %911 = getelementptr i8, ptr addrspace(1) %910, i64 2
  %912 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %911, i32 %906, i16 0) #6
  %913 = getelementptr i8, ptr addrspace(3) %905, i64 2
  store i16 %912, ptr addrspace(3) %913, align 2
  %914 = or disjoint i32 %247, %896
  %915 = sext i32 %914 to i64
  %916 = getelementptr bfloat, ptr addrspace(1) %1, i64 %915
  %917 = getelementptr i8, ptr addrspace(1) %916, i64 4
  %918 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %917, i32 %906, i16 0) #6
  %919 = getelementptr i8, ptr addrspace(3) %905, i64 4
  store i16 %918, ptr addrspace(3) %919, align 4
  %920 = or disjoint i32 %247, %896
  %921 = sext i32 %920 to i64
  %922 = getelementptr bfloat, ptr addrspace(1) %1, i64 %921
  %923 = getelementptr i8, ptr addrspace(1) %922, i64 6
  %924 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %923, i32 %906, i16 0) #6
  %925 = getelementptr i8, ptr addrspace(3) %905, i64 6
  store i16 %924, ptr addrspace(3) %925, align 2
  %926 = or disjoint i32 %247, %896
  %927 = sext i32 %926 to i64
  %928 = getelementptr bfloat, ptr addrspace(1) %1, i64 %927
  %929 = getelementptr i8, ptr addrspace(1) %928, i64 8
  %930 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %929, i32 %906, i16 0) #6
  %931 = getelementptr i8, ptr addrspace(3) %905, i64 8
  store i16 %930, ptr addrspace(3) %931, align 8
  %932 = or disjoint i32 %247, %896
  %933 = sext i32 %932 to i64
  %934 = getelementptr bfloat, ptr addrspace(1) %1, i64 %933
  %935 = getelementptr i8, ptr addrspace(1) %934, i64 10
  %936 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %935, i32 %906, i16 0) #6
  %937 = getelementptr i8, ptr addrspace(3) %905, i64 10
  store i16 %936, ptr addrspace(3) %937, align 2
  %938 = or disjoint i32 %247, %896
  %939 = sext i32 %938 to i64
  %940 = getelementptr bfloat, ptr addrspace(1) %1, i64 %939
  %941 = getelementptr i8, ptr addrspace(1) %940, i64 12
  %942 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %941, i32 %906, i16 0) #6
  %943 = getelementptr i8, ptr addrspace(3) %905, i64 12
  store i16 %942, ptr addrspace(3) %943, align 4
  %944 = or disjoint i32 %247, %896
  %945 = sext i32 %944 to i64
  %946 = getelementptr bfloat, ptr addrspace(1) %1, i64 %945
  %947 = getelementptr i8, ptr addrspace(1) %946, i64 14
  %948 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %947, i32 %906, i16 0) #6
  %949 = getelementptr i8, ptr addrspace(3) %905, i64 14
  store i16 %948, ptr addrspace(3) %949, align 2
  br label %.loopexit36

950:                                              ; preds = %.loopexit38
  %951 = select i1 %903, ptr addrspace(1) %899, ptr addrspace(1) %1
  %952 = ptrtoint ptr addrspace(3) %905 to i64
  %953 = trunc i64 %952 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %953, ptr addrspace(1) %951, i32 %904) #6
  br label %.loopexit36

.loopexit36:                                      ; preds = %.preheader35, %950
  %954 = or disjoint i32 %764, %305
  %955 = add i32 %954, %11
  %956 = shl i32 %955, 6
  %957 = or disjoint i32 %956, %247
  %958 = sext i32 %957 to i64
  %959 = getelementptr bfloat, ptr addrspace(1) %1, i64 %958
  %960 = ptrtoint ptr addrspace(1) %959 to i64
  %961 = and i64 %960, 15
  %962 = icmp eq i64 %961, 0
  %963 = icmp slt i32 %954, %4
  %964 = select i1 %963, i32 16, i32 0
  %965 = getelementptr i8, ptr addrspace(3) %773, i64 %318
  br i1 %962, label %1010, label %.preheader33

.preheader33:                                     ; preds = %.loopexit36
  %966 = zext i1 %963 to i32
  %967 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %959, i32 %966, i16 0) #6
  store i16 %967, ptr addrspace(3) %965, align 16
  %968 = or disjoint i32 %247, %956
  %969 = sext i32 %968 to i64
  %970 = getelementptr bfloat, ptr addrspace(1) %1, i64 %969
  %971 = getelementptr i8, ptr addrspace(1) %970, i64 2
  %972 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %971, i32 %966, i16 0) #6
  %973 = getelementptr i8, ptr addrspace(3) %965, i64 2
  store i16 %972, ptr addrspace(3) %973, align 2
  %974 = or disjoint i32 %247, %956
  %975 = sext i32 %974 to i64
  %976 = getelementptr bfloat, ptr addrspace(1) %1, i64 %975
  %977 = getelementptr i8, ptr addrspace(1) %976, i64 4
  %978 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %977, i32 %966, i16 0) #6
  %979 = getelementptr i8, ptr addrspace(3) %965, i64 4
  store i16 %978, ptr addrspace(3) %979, align 4
  %980 = or disjoint i32 %247, %956
  %981 = sext i32 %980 to i64
  %982 = getelementptr bfloat, ptr addrspace(1) %1, i64 %981
  %983 = getelementptr i8, ptr addrspace(1) %982, i64 6
  %984 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %983, i32 %966, i16 0) #6
  %985 = getelementptr i8, ptr addrspace(3) %965, i64 6
  store i16 %984, ptr addrspace(3) %985, align 2
  %986 = or disjoint i32 %247, %956
  %987 = sext i32 %986 to i64
  %988 = getelementptr bfloat, ptr addrspace(1) %1, i64 %987
  %989 = getelementptr i8, ptr addrspace(1) %988, i64 8
  %990 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %989, i32 %966, i16 0) #6
  %991 = getelementptr i8, ptr addrspace(3) %965, i64 8
  store i16 %990, ptr addrspace(3) %991, align 8
  %992 = or disjoint i32 %247, %956
  %993 = sext i32 %992 to i64
  %994 = getelementptr bfloat, ptr addrspace(1) %1, i64 %993
  %995 = getelementptr i8, ptr addrspace(1) %994, i64 10
  %996 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %995, i32 %966, i16 0) #6
  %997 = getelementptr i8, ptr addrspace(3) %965, i64 10
  store i16 %996, ptr addrspace(3) %997, align 2
  %998 = or disjoint i32 %247, %956
  %999 = sext i32 %998 to i64
  %1000 = getelementptr bfloat, ptr addrspace(1) %1, i64 %999
  %1001 = getelementptr i8, ptr addrspace(1) %1000, i64 12
  %1002 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1001, i32 %966, i16 0) #6
  %1003 = getelementptr i8, ptr addrspace(3) %965, i64 12
  store i16 %1002, ptr addrspace(3) %1003, align 4
  %1004 = or disjoint i32 %247, %956
  %1005 = sext i32 %1004 to i64
  %1006 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1005
  %1007 = getelementptr i8, ptr addrspace(1) %1006, i64 14
  %1008 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1007, i32 %966, i16 0) #6
  %1009 = getelementptr i8, ptr addrspace(3) %965, i64 14
  store i16 %1008, ptr addrspace(3) %1009, align 2
  br label %.loopexit34

1010:                                             ; preds = %.loopexit36
  %1011 = select i1 %963, ptr addrspace(1) %959, ptr addrspace(1) %1
  %1012 = ptrtoint ptr addrspace(3) %965 to i64
  %1013 = trunc i64 %1012 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1013, ptr addrspace(1) %1011, i32 %964) #6
  br label %.loopexit34

.loopexit34:                                      ; preds = %.preheader33, %1010
  %1014 = getelementptr i8, ptr addrspace(3) %773, i64 8192
  %1015 = getelementptr bfloat, ptr addrspace(1) %2, i64 %778
  %1016 = ptrtoint ptr addrspace(1) %1015 to i64
  %1017 = and i64 %1016, 15
  %1018 = icmp eq i64 %1017, 0
  %1019 = getelementptr i8, ptr addrspace(3) %1014, i64 %261
  br i1 %1018, label %1064, label %.preheader31

.preheader31:                                     ; preds = %.loopexit34
  %1020 = zext i1 %783 to i32
  %1021 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1015, i32 %1020, i16 0) #6
  store i16 %1021, ptr addrspace(3) %1019, align 16
  %1022 = or disjoint i32 %247, %776
  %1023 = sext i32 %1022 to i64
  %1024 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1023
  %1025 = getelementptr i8, ptr addrspace(1) %1024, i64 2
  %1026 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1025, i32 %1020, i16 0) #6
  %1027 = getelementptr i8, ptr addrspace(3) %1019, i64 2
  store i16 %1026, ptr addrspace(3) %1027, align 2
  %1028 = or disjoint i32 %247, %776
  %1029 = sext i32 %1028 to i64
  %1030 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1029
  %1031 = getelementptr i8, ptr addrspace(1) %1030, i64 4
  %1032 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1031, i32 %1020, i16 0) #6
  %1033 = getelementptr i8, ptr addrspace(3) %1019, i64 4
  store i16 %1032, ptr addrspace(3) %1033, align 4
  %1034 = or disjoint i32 %247, %776
  %1035 = sext i32 %1034 to i64
  %1036 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1035
  %1037 = getelementptr i8, ptr addrspace(1) %1036, i64 6
  %1038 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1037, i32 %1020, i16 0) #6
  %1039 = getelementptr i8, ptr addrspace(3) %1019, i64 6
  store i16 %1038, ptr addrspace(3) %1039, align 2
  %1040 = or disjoint i32 %247, %776
  %1041 = sext i32 %1040 to i64
  %1042 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1041
  %1043 = getelementptr i8, ptr addrspace(1) %1042, i64 8
  %1044 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1043, i32 %1020, i16 0) #6
  %1045 = getelementptr i8, ptr addrspace(3) %1019, i64 8
  store i16 %1044, ptr addrspace(3) %1045, align 8
  %1046 = or disjoint i32 %247, %776
  %1047 = sext i32 %1046 to i64
  %1048 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1047
  %1049 = getelementptr i8, ptr addrspace(1) %1048, i64 10
  %1050 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1049, i32 %1020, i16 0) #6
  %1051 = getelementptr i8, ptr addrspace(3) %1019, i64 10
  store i16 %1050, ptr addrspace(3) %1051, align 2
  %1052 = or disjoint i32 %247, %776
  %1053 = sext i32 %1052 to i64
  %1054 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1053
  %1055 = getelementptr i8, ptr addrspace(1) %1054, i64 12
  %1056 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1055, i32 %1020, i16 0) #6
  %1057 = getelementptr i8, ptr addrspace(3) %1019, i64 12
  store i16 %1056, ptr addrspace(3) %1057, align 4
  %1058 = or disjoint i32 %247, %776
  %1059 = sext i32 %1058 to i64
  %1060 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1059
  %1061 = getelementptr i8, ptr addrspace(1) %1060, i64 14
  %1062 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1061, i32 %1020, i16 0) #6
  %1063 = getelementptr i8, ptr addrspace(3) %1019, i64 14
  store i16 %1062, ptr addrspace(3) %1063, align 2
  br label %.loopexit32

1064:                                             ; preds = %.loopexit34
  %1065 = select i1 %783, ptr addrspace(1) %1015, ptr addrspace(1) %2
  %1066 = ptrtoint ptr addrspace(3) %1019 to i64
  %1067 = trunc i64 %1066 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1067, ptr addrspace(1) %1065, i32 %784) #6
  br label %.loopexit32

.loopexit32:                                      ; preds = %.preheader31, %1064
  %1068 = getelementptr bfloat, ptr addrspace(1) %2, i64 %838
  %1069 = ptrtoint ptr addrspace(1) %1068 to i64
  %1070 = and i64 %1069, 15
  %1071 = icmp eq i64 %1070, 0
  %1072 = getelementptr i8, ptr addrspace(3) %1014, i64 %280
  br i1 %1071, label %1117, label %.preheader29

.preheader29:                                     ; preds = %.loopexit32
  %1073 = zext i1 %843 to i32
  %1074 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1068, i32 %1073, i16 0) #6
  store i16 %1074, ptr addrspace(3) %1072, align 16
  %1075 = or disjoint i32 %247, %836
  %1076 = sext i32 %1075 to i64
  %1077 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1076
  %1078 = getelementptr i8, ptr addrspace(1) %1077, i64 2
  %1079 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1078, i32 %1073, i16 0) #6
  %1080 = getelementptr i8, ptr addrspace(3) %1072, i64 2
  store i16 %1079, ptr addrspace(3) %1080, align 2
  %1081 = or disjoint i32 %247, %836
  %1082 = sext i32 %1081 to i64
  %1083 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1082
  %1084 = getelementptr i8, ptr addrspace(1) %1083, i64 4
  %1085 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1084, i32 %1073, i16 0) #6
  %1086 = getelementptr i8, ptr addrspace(3) %1072, i64 4
  store i16 %1085, ptr addrspace(3) %1086, align 4
  %1087 = or disjoint i32 %247, %836
  %1088 = sext i32 %1087 to i64
  %1089 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1088
  %1090 = getelementptr i8, ptr addrspace(1) %1089, i64 6
  %1091 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1090, i32 %1073, i16 0) #6
  %1092 = getelementptr i8, ptr addrspace(3) %1072, i64 6
  store i16 %1091, ptr addrspace(3) %1092, align 2
  %1093 = or disjoint i32 %247, %836
  %1094 = sext i32 %1093 to i64
  %1095 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1094
  %1096 = getelementptr i8, ptr addrspace(1) %1095, i64 8
  %1097 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1096, i32 %1073, i16 0) #6
  %1098 = getelementptr i8, ptr addrspace(3) %1072, i64 8
  store i16 %1097, ptr addrspace(3) %1098, align 8
  %1099 = or disjoint i32 %247, %836
  %1100 = sext i32 %1099 to i64
  %1101 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1100
  %1102 = getelementptr i8, ptr addrspace(1) %1101, i64 10
  %1103 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1102, i32 %1073, i16 0) #6
  %1104 = getelementptr i8, ptr addrspace(3) %1072, i64 10
  store i16 %1103, ptr addrspace(3) %1104, align 2
  %1105 = or disjoint i32 %247, %836
  %1106 = sext i32 %1105 to i64
  %1107 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1106
  %1108 = getelementptr i8, ptr addrspace(1) %1107, i64 12
  %1109 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1108, i32 %1073, i16 0) #6
  %1110 = getelementptr i8, ptr addrspace(3) %1072, i64 12
  store i16 %1109, ptr addrspace(3) %1110, align 4
  %1111 = or disjoint i32 %247, %836
  %1112 = sext i32 %1111 to i64
  %1113 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1112
  %1114 = getelementptr i8, ptr addrspace(1) %1113, i64 14
  %1115 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1114, i32 %1073, i16 0) #6
  %1116 = getelementptr i8, ptr addrspace(3) %1072, i64 14
  store i16 %1115, ptr addrspace(3) %1116, align 2
  br label %.loopexit30

1117:                                             ; preds = %.loopexit32
  %1118 = select i1 %843, ptr addrspace(1) %1068, ptr addrspace(1) %2
  %1119 = ptrtoint ptr addrspace(3) %1072 to i64
  %1120 = trunc i64 %1119 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1120, ptr addrspace(1) %1118, i32 %844) #6
  br label %.loopexit30

.loopexit30:                                      ; preds = %.preheader29, %1117
  %1121 = getelementptr bfloat, ptr addrspace(1) %2, i64 %898
  %1122 = ptrtoint ptr addrspace(1) %1121 to i64
  %1123 = and i64 %1122, 15
  %1124 = icmp eq i64 %1123, 0
  %1125 = getelementptr i8, ptr addrspace(3) %1014, i64 %299
  br i1 %1124, label %1170, label %.preheader27

.preheader27:                                     ; preds = %.loopexit30
  %1126 = zext i1 %903 to i32
  %1127 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1121, i32 %1126, i16 0) #6
  store i16 %1127, ptr addrspace(3) %1125, align 16
  %1128 = or disjoint i32 %247, %896
  %1129 = sext i32 %1128 to i64
  %1130 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1129
  %1131 = getelementptr i8, ptr addrspace(1) %1130, i64 2
  %1132 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1131, i32 %1126, i16 0) #6
  %1133 = getelementptr i8, ptr addrspace(3) %1125, i64 2
  store i16 %1132, ptr addrspace(3) %1133, align 2
  %1134 = or disjoint i32 %247, %896
  %1135 = sext i32 %1134 to i64
  %1136 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1135
  %1137 = getelementptr i8, ptr addrspace(1) %1136, i64 4
  %1138 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1137, i32 %1126, i16 0) #6
  %1139 = getelementptr i8, ptr addrspace(3) %1125, i64 4
  store i16 %1138, ptr addrspace(3) %1139, align 4
  %1140 = or disjoint i32 %247, %896
  %1141 = sext i32 %1140 to i64
  %1142 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1141
  %1143 = getelementptr i8, ptr addrspace(1) %1142, i64 6
  %1144 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1143, i32 %1126, i16 0) #6
  %1145 = getelementptr i8, ptr addrspace(3) %1125, i64 6
  store i16 %1144, ptr addrspace(3) %1145, align 2
  %1146 = or disjoint i32 %247, %896
  %1147 = sext i32 %1146 to i64
  %1148 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1147
  %1149 = getelementptr i8, ptr addrspace(1) %1148, i64 8
  %1150 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1149, i32 %1126, i16 0) #6
  %1151 = getelementptr i8, ptr addrspace(3) %1125, i64 8
  store i16 %1150, ptr addrspace(3) %1151, align 8
  %1152 = or disjoint i32 %247, %896
  %1153 = sext i32 %1152 to i64
  %1154 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1153
  %1155 = getelementptr i8, ptr addrspace(1) %1154, i64 10
  %1156 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1155, i32 %1126, i16 0) #6
  %1157 = getelementptr i8, ptr addrspace(3) %1125, i64 10
  store i16 %1156, ptr addrspace(3) %1157, align 2
  %1158 = or disjoint i32 %247, %896
  %1159 = sext i32 %1158 to i64
  %1160 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1159
  %1161 = getelementptr i8, ptr addrspace(1) %1160, i64 12
  %1162 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1161, i32 %1126, i16 0) #6
  %1163 = getelementptr i8, ptr addrspace(3) %1125, i64 12
  store i16 %1162, ptr addrspace(3) %1163, align 4
  %1164 = or disjoint i32 %247, %896
  %1165 = sext i32 %1164 to i64
  %1166 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1165
  %1167 = getelementptr i8, ptr addrspace(1) %1166, i64 14
  %1168 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1167, i32 %1126, i16 0) #6
  %1169 = getelementptr i8, ptr addrspace(3) %1125, i64 14
  store i16 %1168, ptr addrspace(3) %1169, align 2
  br label %.loopexit28

1170:                                             ; preds = %.loopexit30
  %1171 = select i1 %903, ptr addrspace(1) %1121, ptr addrspace(1) %2
  %1172 = ptrtoint ptr addrspace(3) %1125 to i64
  %1173 = trunc i64 %1172 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1173, ptr addrspace(1) %1171, i32 %904) #6
  br label %.loopexit28

.loopexit28:                                      ; preds = %.preheader27, %1170
  %1174 = getelementptr bfloat, ptr addrspace(1) %2, i64 %958
  %1175 = ptrtoint ptr addrspace(1) %1174 to i64
  %1176 = and i64 %1175, 15
  %1177 = icmp eq i64 %1176, 0
  %1178 = getelementptr i8, ptr addrspace(3) %1014, i64 %318
  br i1 %1177, label %1223, label %.preheader

.preheader:                                       ; preds = %.loopexit28
  %1179 = zext i1 %963 to i32
  %1180 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1174, i32 %1179, i16 0) #6
  store i16 %1180, ptr addrspace(3) %1178, align 16
  %1181 = or disjoint i32 %247, %956
  %1182 = sext i32 %1181 to i64
  %1183 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1182
  %1184 = getelementptr i8, ptr addrspace(1) %1183, i64 2
  %1185 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1184, i32 %1179, i16 0) #6
  %1186 = getelementptr i8, ptr addrspace(3) %1178, i64 2
  store i16 %1185, ptr addrspace(3) %1186, align 2
  %1187 = or disjoint i32 %247, %956
  %1188 = sext i32 %1187 to i64
  %1189 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1188
  %1190 = getelementptr i8, ptr addrspace(1) %1189, i64 4
  %1191 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1190, i32 %1179, i16 0) #6
  %1192 = getelementptr i8, ptr addrspace(3) %1178, i64 4
  store i16 %1191, ptr addrspace(3) %1192, align 4
  %1193 = or disjoint i32 %247, %956
  %1194 = sext i32 %1193 to i64
  %1195 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1194
  %1196 = getelementptr i8, ptr addrspace(1) %1195, i64 6
  %1197 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1196, i32 %1179, i16 0) #6
  %1198 = getelementptr i8, ptr addrspace(3) %1178, i64 6
  store i16 %1197, ptr addrspace(3) %1198, align 2
  %1199 = or disjoint i32 %247, %956
  %1200 = sext i32 %1199 to i64
  %1201 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1200
  %1202 = getelementptr i8, ptr addrspace(1) %1201, i64 8
  %1203 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1202, i32 %1179, i16 0) #6
  %1204 = getelementptr i8, ptr addrspace(3) %1178, i64 8
  store i16 %1203, ptr addrspace(3) %1204, align 8
  %1205 = or disjoint i32 %247, %956
  %1206 = sext i32 %1205 to i64
  %1207 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1206
  %1208 = getelementptr i8, ptr addrspace(1) %1207, i64 10
  %1209 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1208, i32 %1179, i16 0) #6
  %1210 = getelementptr i8, ptr addrspace(3) %1178, i64 10
  store i16 %1209, ptr addrspace(3) %1210, align 2
  %1211 = or disjoint i32 %247, %956
  %1212 = sext i32 %1211 to i64
  %1213 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1212
  %1214 = getelementptr i8, ptr addrspace(1) %1213, i64 12
  %1215 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1214, i32 %1179, i16 0) #6
  %1216 = getelementptr i8, ptr addrspace(3) %1178, i64 12
  store i16 %1215, ptr addrspace(3) %1216, align 4
  %1217 = or disjoint i32 %247, %956
  %1218 = sext i32 %1217 to i64
  %1219 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1218
  %1220 = getelementptr i8, ptr addrspace(1) %1219, i64 14
  %1221 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1220, i32 %1179, i16 0) #6
  %1222 = getelementptr i8, ptr addrspace(3) %1178, i64 14
  store i16 %1221, ptr addrspace(3) %1222, align 2
  br label %.loopexit

1223:                                             ; preds = %.loopexit28
  %1224 = select i1 %963, ptr addrspace(1) %1174, ptr addrspace(1) %2
  %1225 = ptrtoint ptr addrspace(3) %1178 to i64
  %1226 = trunc i64 %1225 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1226, ptr addrspace(1) %1224, i32 %964) #6
  br label %.loopexit

.loopexit:                                        ; preds = %726, %.preheader, %1223
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #6
  %1227 = zext nneg i32 %769 to i64
  %1228 = getelementptr i8, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 8192), i64 %1227
  %1229 = getelementptr i8, ptr addrspace(3) %1228, i64 8192
  tail call void asm sideeffect "wgmma.fence.sync.aligned;", ""() #6
  %1230 = ptrtoint ptr addrspace(3) %1228 to i64
  %1231 = lshr exact i64 %1230, 4
  %1232 = and i64 %1231, 16320
  %1233 = or disjoint i64 %1232, 4611686293305360384
  %1234 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $34, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $32, $33, p, 1, 1, 0, 0;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i64 %714, i64 %1233, i32 1, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #6
  %1235 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1234, 0
  %1236 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1234, 1
  %1237 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1234, 2
  %1238 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1234, 3
  %1239 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1234, 4
  %1240 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1234, 5
  %1241 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1234, 6
  %1242 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1234, 7
  %1243 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1234, 8
  %1244 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1234, 9
  %1245 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1234, 10
  %1246 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1234, 11
  %1247 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1234, 12
  %1248 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1234, 13
  %1249 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1234, 14
  %1250 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1234, 15
  %1251 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1234, 16
  %1252 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1234, 17
  %1253 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1234, 18
  %1254 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1234, 19
  %1255 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1234, 20
  %1256 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1234, 21
  %1257 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1234, 22
  %1258 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1234, 23
  %1259 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1234, 24
  %1260 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1234, 25
  %1261 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1234, 26
  %1262 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1234, 27
  %1263 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1234, 28
  %1264 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1234, 29
  %1265 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1234, 30
  %1266 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1234, 31
  %1267 = getelementptr i8, ptr addrspace(3) %1228, i64 32
  %1268 = ptrtoint ptr addrspace(3) %1267 to i64
  %1269 = lshr exact i64 %1268, 4
  %1270 = and i64 %1269, 16383
  %1271 = or disjoint i64 %1270, 4611686293305360384
  %1272 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $34, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $32, $33, p, 1, 1, 0, 0;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i64 %717, i64 %1271, i32 1, float %1235, float %1236, float %1237, float %1238, float %1239, float %1240, float %1241, float %1242, float %1243, float %1244, float %1245, float %1246, float %1247, float %1248, float %1249, float %1250, float %1251, float %1252, float %1253, float %1254, float %1255, float %1256, float %1257, float %1258, float %1259, float %1260, float %1261, float %1262, float %1263, float %1264, float %1265, float %1266) #6
  %1273 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1272, 0
  %1274 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1272, 1
  %1275 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1272, 2
  %1276 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1272, 3
  %1277 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1272, 4
  %1278 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1272, 5
  %1279 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1272, 6
  %1280 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1272, 7
  %1281 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1272, 8
  %1282 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1272, 9
  %1283 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1272, 10
  %1284 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1272, 11
  %1285 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1272, 12
  %1286 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1272, 13
  %1287 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1272, 14
  %1288 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1272, 15
  %1289 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1272, 16
  %1290 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1272, 17
  %1291 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1272, 18
  %1292 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1272, 19
  %1293 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1272, 20
  %1294 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1272, 21
  %1295 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1272, 22
  %1296 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1272, 23
  %1297 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1272, 24
  %1298 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1272, 25
  %1299 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1272, 26
  %1300 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1272, 27
  %1301 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1272, 28
  %1302 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1272, 29
  %1303 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1272, 30
  %1304 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1272, 31
  %1305 = getelementptr i8, ptr addrspace(3) %1228, i64 64
  %1306 = ptrtoint ptr addrspace(3) %1305 to i64
  %1307 = lshr exact i64 %1306, 4
  %1308 = and i64 %1307, 16383
  %1309 = or disjoint i64 %1308, 4611686293305360384
  %1310 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $34, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $32, $33, p, 1, 1, 0, 0;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i64 %720, i64 %1309, i32 1, float %1273, float %1274, float %1275, float %1276, float %1277, float %1278, float %1279, float %1280, float %1281, float %1282, float %1283, float %1284, float %1285, float %1286, float %1287, float %1288, float %1289, float %1290, float %1291, float %1292, float %1293, float %1294, float %1295, float %1296, float %1297, float %1298, float %1299, float %1300, float %1301, float %1302, float %1303, float %1304) #6
  %1311 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1310, 0
  %1312 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1310, 1
  %1313 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1310, 2
  %1314 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1310, 3
  %1315 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1310, 4
  %1316 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1310, 5
  %1317 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1310, 6
  %1318 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1310, 7
  %1319 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1310, 8
  %1320 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1310, 9
  %1321 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1310, 10
  %1322 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1310, 11
  %1323 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1310, 12
  %1324 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1310, 13
  %1325 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1310, 14
  %1326 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1310, 15
  %1327 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1310, 16
  %1328 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1310, 17
  %1329 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1310, 18
  %1330 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1310, 19
  %1331 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1310, 20
  %1332 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1310, 21
  %1333 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1310, 22
  %1334 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1310, 23
  %1335 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1310, 24
  %1336 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1310, 25
  %1337 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1310, 26
  %1338 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1310, 27
  %1339 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1310, 28
  %1340 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1310, 29
  %1341 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1310, 30
  %1342 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1310, 31
  %1343 = getelementptr i8, ptr addrspace(3) %1228, i64 96
  %1344 = ptrtoint ptr addrspace(3) %1343 to i64
  %1345 = lshr exact i64 %1344, 4
  %1346 = and i64 %1345, 16383
  %1347 = or disjoint i64 %1346, 4611686293305360384
  %1348 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $34, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $32, $33, p, 1, 1, 0, 0;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i64 %723, i64 %1347, i32 1, float %1311, float %1312, float %1313, float %1314, float %1315, float %1316, float %1317, float %1318, float %1319, float %1320, float %1321, float %1322, float %1323, float %1324, float %1325, float %1326, float %1327, float %1328, float %1329, float %1330, float %1331, float %1332, float %1333, float %1334, float %1335, float %1336, float %1337, float %1338, float %1339, float %1340, float %1341, float %1342) #6
  %1349 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1348, 0
  %1350 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1348, 1
  %1351 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1348, 2
  %1352 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1348, 3
  %1353 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1348, 4
  %1354 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1348, 5
  %1355 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1348, 6
  %1356 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1348, 7
  %1357 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1348, 8
  %1358 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1348, 9
  %1359 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1348, 10
  %1360 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1348, 11
  %1361 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1348, 12
  %1362 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1348, 13
  %1363 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1348, 14
  %1364 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1348, 15
  %1365 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1348, 16
  %1366 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1348, 17
  %1367 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1348, 18
  %1368 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1348, 19
  %1369 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1348, 20
  %1370 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1348, 21
  %1371 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1348, 22
  %1372 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1348, 23
  %1373 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1348, 24
  %1374 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1348, 25
  %1375 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1348, 26
  %1376 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1348, 27
  %1377 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1348, 28
  %1378 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1348, 29
  %1379 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1348, 30
  %1380 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1348, 31
  tail call void asm sideeffect "wgmma.commit_group.sync.aligned;", ""() #6
  %1381 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.wait_group.sync.aligned 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(float %1349, float %1350, float %1351, float %1352, float %1353, float %1354, float %1355, float %1356, float %1357, float %1358, float %1359, float %1360, float %1361, float %1362, float %1363, float %1364, float %1365, float %1366, float %1367, float %1368, float %1369, float %1370, float %1371, float %1372, float %1373, float %1374, float %1375, float %1376, float %1377, float %1378, float %1379, float %1380) #6
  %1382 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1381, 0
  %1383 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1381, 1
  %1384 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1381, 2
  %1385 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1381, 3
  %1386 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1381, 4
  %1387 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1381, 5
  %1388 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1381, 6
  %1389 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1381, 7
  %1390 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1381, 8
  %1391 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1381, 9
  %1392 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1381, 10
  %1393 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1381, 11
  %1394 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1381, 12
  %1395 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1381, 13
  %1396 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1381, 14
  %1397 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1381, 15
  %1398 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1381, 16
  %1399 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1381, 17
  %1400 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1381, 18
  %1401 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1381, 19
  %1402 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1381, 20
  %1403 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1381, 21
  %1404 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1381, 22
  %1405 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1381, 23
  %1406 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1381, 24
  %1407 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1381, 25
  %1408 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1381, 26
  %1409 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1381, 27
  %1410 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1381, 28
  %1411 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1381, 29
  %1412 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1381, 30
  %1413 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1381, 31
  %1414 = fmul float %13, %1382
  %1415 = fmul float %13, %1383
  %1416 = fmul float %13, %1384
  %1417 = fmul float %13, %1385
  %1418 = fmul float %13, %1386
  %1419 = fmul float %13, %1387
  %1420 = fmul float %13, %1388
  %1421 = fmul float %13, %1389
  %1422 = fmul float %13, %1390
  %1423 = fmul float %13, %1391
  %1424 = fmul float %13, %1392
  %1425 = fmul float %13, %1393
  %1426 = fmul float %13, %1394
  %1427 = fmul float %13, %1395
  %1428 = fmul float %13, %1396
  %1429 = fmul float %13, %1397
  %1430 = fmul float %13, %1398
  %1431 = fmul float %13, %1399
  %1432 = fmul float %13, %1400
  %1433 = fmul float %13, %1401
  %1434 = fmul float %13, %1402
  %1435 = fmul float %13, %1403
  %1436 = fmul float %13, %1404
  %1437 = fmul float %13, %1405
  %1438 = fmul float %13, %1406
  %1439 = fmul float %13, %1407
  %1440 = fmul float %13, %1408
  %1441 = fmul float %13, %1409
  %1442 = fmul float %13, %1410
  %1443 = fmul float %13, %1411
  %1444 = fmul float %13, %1412
  %1445 = fmul float %13, %1413
  %1446 = or disjoint i32 %763, %725
  %1447 = icmp slt i32 %1446, %4
  %1448 = or disjoint i32 %1446, 1
  %1449 = icmp slt i32 %1448, %4
  %1450 = or disjoint i32 %1446, 8
  %1451 = icmp slt i32 %1450, %4
  %1452 = or disjoint i32 %1446, 9
  %1453 = icmp slt i32 %1452, %4
  %1454 = or disjoint i32 %1446, 16
  %1455 = icmp slt i32 %1454, %4
  %1456 = or disjoint i32 %1446, 17
  %1457 = icmp slt i32 %1456, %4
  %1458 = or disjoint i32 %1446, 24
  %1459 = icmp slt i32 %1458, %4
  %1460 = or disjoint i32 %1446, 25
  %1461 = icmp slt i32 %1460, %4
  %1462 = or disjoint i32 %1446, 32
  %1463 = icmp slt i32 %1462, %4
  %1464 = or disjoint i32 %1446, 33
  %1465 = icmp slt i32 %1464, %4
  %1466 = or disjoint i32 %1446, 40
  %1467 = icmp slt i32 %1466, %4
  %1468 = or disjoint i32 %1446, 41
  %1469 = icmp slt i32 %1468, %4
  %1470 = or disjoint i32 %1446, 48
  %1471 = icmp slt i32 %1470, %4
  %1472 = or disjoint i32 %1446, 49
  %1473 = icmp slt i32 %1472, %4
  %1474 = or disjoint i32 %1446, 56
  %1475 = icmp slt i32 %1474, %4
  %1476 = or disjoint i32 %1446, 57
  %1477 = icmp slt i32 %1476, %4
  %1478 = select i1 %1447, float %1414, float 0xFFF0000000000000
  %1479 = select i1 %1449, float %1415, float 0xFFF0000000000000
  %1480 = select i1 %1447, float %1416, float 0xFFF0000000000000
  %1481 = select i1 %1449, float %1417, float 0xFFF0000000000000
  %1482 = select i1 %1451, float %1418, float 0xFFF0000000000000
  %1483 = select i1 %1453, float %1419, float 0xFFF0000000000000
  %1484 = select i1 %1451, float %1420, float 0xFFF0000000000000
  %1485 = select i1 %1453, float %1421, float 0xFFF0000000000000
  %1486 = select i1 %1455, float %1422, float 0xFFF0000000000000
  %1487 = select i1 %1457, float %1423, float 0xFFF0000000000000
  %1488 = select i1 %1455, float %1424, float 0xFFF0000000000000
  %1489 = select i1 %1457, float %1425, float 0xFFF0000000000000
  %1490 = select i1 %1459, float %1426, float 0xFFF0000000000000
  %1491 = select i1 %1461, float %1427, float 0xFFF0000000000000
  %1492 = select i1 %1459, float %1428, float 0xFFF0000000000000
  %1493 = select i1 %1461, float %1429, float 0xFFF0000000000000
  %1494 = select i1 %1463, float %1430, float 0xFFF0000000000000
  %1495 = select i1 %1465, float %1431, float 0xFFF0000000000000
  %1496 = select i1 %1463, float %1432, float 0xFFF0000000000000
  %1497 = select i1 %1465, float %1433, float 0xFFF0000000000000
  %1498 = select i1 %1467, float %1434, float 0xFFF0000000000000
  %1499 = select i1 %1469, float %1435, float 0xFFF0000000000000
  %1500 = select i1 %1467, float %1436, float 0xFFF0000000000000
  %1501 = select i1 %1469, float %1437, float 0xFFF0000000000000
  %1502 = select i1 %1471, float %1438, float 0xFFF0000000000000
  %1503 = select i1 %1473, float %1439, float 0xFFF0000000000000
  %1504 = select i1 %1471, float %1440, float 0xFFF0000000000000
  %1505 = select i1 %1473, float %1441, float 0xFFF0000000000000
  %1506 = select i1 %1475, float %1442, float 0xFFF0000000000000
  %1507 = select i1 %1477, float %1443, float 0xFFF0000000000000
  %1508 = select i1 %1475, float %1444, float 0xFFF0000000000000
  %1509 = select i1 %1477, float %1445, float 0xFFF0000000000000
  %1510 = tail call float @llvm.maxnum.f32(float %1478, float %1479)
  %1511 = tail call float @llvm.maxnum.f32(float %1480, float %1481)
  %1512 = tail call float @llvm.maxnum.f32(float %1510, float %1482)
  %1513 = tail call float @llvm.maxnum.f32(float %1512, float %1483)
  %1514 = tail call float @llvm.maxnum.f32(float %1511, float %1484)
  %1515 = tail call float @llvm.maxnum.f32(float %1514, float %1485)
  %1516 = tail call float @llvm.maxnum.f32(float %1513, float %1486)
  %1517 = tail call float @llvm.maxnum.f32(float %1516, float %1487)
  %1518 = tail call float @llvm.maxnum.f32(float %1515, float %1488)
  %1519 = tail call float @llvm.maxnum.f32(float %1518, float %1489)
  %1520 = tail call float @llvm.maxnum.f32(float %1517, float %1490)
  %1521 = tail call float @llvm.maxnum.f32(float %1520, float %1491)
  %1522 = tail call float @llvm.maxnum.f32(float %1519, float %1492)
  %1523 = tail call float @llvm.maxnum.f32(float %1522, float %1493)
  %1524 = tail call float @llvm.maxnum.f32(float %1521, float %1494)
  %1525 = tail call float @llvm.maxnum.f32(float %1524, float %1495)
  %1526 = tail call float @llvm.maxnum.f32(float %1523, float %1496)
  %1527 = tail call float @llvm.maxnum.f32(float %1526, float %1497)
  %1528 = tail call float @llvm.maxnum.f32(float %1525, float %1498)
  %1529 = tail call float @llvm.maxnum.f32(float %1528, float %1499)
  %1530 = tail call float @llvm.maxnum.f32(float %1527, float %1500)
  %1531 = tail call float @llvm.maxnum.f32(float %1530, float %1501)
  %1532 = tail call float @llvm.maxnum.f32(float %1529, float %1502)
  %1533 = tail call float @llvm.maxnum.f32(float %1532, float %1503)
  %1534 = tail call float @llvm.maxnum.f32(float %1531, float %1504)
  %1535 = tail call float @llvm.maxnum.f32(float %1534, float %1505)
  %1536 = tail call float @llvm.maxnum.f32(float %1533, float %1506)
  %1537 = tail call float @llvm.maxnum.f32(float %1536, float %1507)
  %1538 = tail call float @llvm.maxnum.f32(float %1535, float %1508)
  %1539 = tail call float @llvm.maxnum.f32(float %1538, float %1509)
  %1540 = bitcast float %1537 to i32
  %1541 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1540, i32 2, i32 31)
  %1542 = bitcast i32 %1541 to float
  %1543 = tail call float @llvm.maxnum.f32(float %1537, float %1542)
  %1544 = bitcast float %1539 to i32
  %1545 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1544, i32 2, i32 31)
  %1546 = bitcast i32 %1545 to float
  %1547 = tail call float @llvm.maxnum.f32(float %1539, float %1546)
  %1548 = bitcast float %1543 to i32
  %1549 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1548, i32 1, i32 31)
  %1550 = bitcast i32 %1549 to float
  %1551 = tail call float @llvm.maxnum.f32(float %1543, float %1550)
  %1552 = bitcast float %1547 to i32
  %1553 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1552, i32 1, i32 31)
  %1554 = bitcast i32 %1553 to float
  %1555 = tail call float @llvm.maxnum.f32(float %1547, float %1554)
  %1556 = tail call float @llvm.maxnum.f32(float %728, float %1551)
  %1557 = tail call float @llvm.maxnum.f32(float %727, float %1555)
  %1558 = fsub float %1478, %1556
  %1559 = fsub float %1479, %1556
  %1560 = fsub float %1480, %1557
  %1561 = fsub float %1481, %1557
  %1562 = fsub float %1482, %1556
  %1563 = fsub float %1483, %1556
  %1564 = fsub float %1484, %1557
  %1565 = fsub float %1485, %1557
  %1566 = fsub float %1486, %1556
  %1567 = fsub float %1487, %1556
  %1568 = fsub float %1488, %1557
  %1569 = fsub float %1489, %1557
  %1570 = fsub float %1490, %1556
  %1571 = fsub float %1491, %1556
  %1572 = fsub float %1492, %1557
  %1573 = fsub float %1493, %1557
  %1574 = fsub float %1494, %1556
  %1575 = fsub float %1495, %1556
  %1576 = fsub float %1496, %1557
  %1577 = fsub float %1497, %1557
  %1578 = fsub float %1498, %1556
  %1579 = fsub float %1499, %1556
  %1580 = fsub float %1500, %1557
  %1581 = fsub float %1501, %1557
  %1582 = fsub float %1502, %1556
  %1583 = fsub float %1503, %1556
  %1584 = fsub float %1504, %1557
  %1585 = fsub float %1505, %1557
  %1586 = fsub float %1506, %1556
  %1587 = fsub float %1507, %1556
  %1588 = fsub float %1508, %1557
  %1589 = fsub float %1509, %1557
  %1590 = tail call float @llvm.nvvm.ex2.approx.f32(float %1558)
  %1591 = tail call float @llvm.nvvm.ex2.approx.f32(float %1559)
  %1592 = tail call float @llvm.nvvm.ex2.approx.f32(float %1560)
  %1593 = tail call float @llvm.nvvm.ex2.approx.f32(float %1561)
  %1594 = tail call float @llvm.nvvm.ex2.approx.f32(float %1562)
  %1595 = tail call float @llvm.nvvm.ex2.approx.f32(float %1563)
  %1596 = tail call float @llvm.nvvm.ex2.approx.f32(float %1564)
  %1597 = tail call float @llvm.nvvm.ex2.approx.f32(float %1565)
  %1598 = tail call float @llvm.nvvm.ex2.approx.f32(float %1566)
  %1599 = tail call float @llvm.nvvm.ex2.approx.f32(float %1567)
  %1600 = tail call float @llvm.nvvm.ex2.approx.f32(float %1568)
  %1601 = tail call float @llvm.nvvm.ex2.approx.f32(float %1569)
  %1602 = tail call float @llvm.nvvm.ex2.approx.f32(float %1570)
  %1603 = tail call float @llvm.nvvm.ex2.approx.f32(float %1571)
  %1604 = tail call float @llvm.nvvm.ex2.approx.f32(float %1572)
  %1605 = tail call float @llvm.nvvm.ex2.approx.f32(float %1573)
  %1606 = tail call float @llvm.nvvm.ex2.approx.f32(float %1574)
  %1607 = tail call float @llvm.nvvm.ex2.approx.f32(float %1575)
  %1608 = tail call float @llvm.nvvm.ex2.approx.f32(float %1576)
  %1609 = tail call float @llvm.nvvm.ex2.approx.f32(float %1577)
  %1610 = tail call float @llvm.nvvm.ex2.approx.f32(float %1578)
  %1611 = tail call float @llvm.nvvm.ex2.approx.f32(float %1579)
  %1612 = tail call float @llvm.nvvm.ex2.approx.f32(float %1580)
  %1613 = tail call float @llvm.nvvm.ex2.approx.f32(float %1581)
  %1614 = tail call float @llvm.nvvm.ex2.approx.f32(float %1582)
  %1615 = tail call float @llvm.nvvm.ex2.approx.f32(float %1583)
  %1616 = tail call float @llvm.nvvm.ex2.approx.f32(float %1584)
  %1617 = tail call float @llvm.nvvm.ex2.approx.f32(float %1585)
  %1618 = tail call float @llvm.nvvm.ex2.approx.f32(float %1586)
  %1619 = tail call float @llvm.nvvm.ex2.approx.f32(float %1587)
  %1620 = tail call float @llvm.nvvm.ex2.approx.f32(float %1588)
  %1621 = tail call float @llvm.nvvm.ex2.approx.f32(float %1589)
  %1622 = fsub float %728, %1556
  %1623 = fsub float %727, %1557
  %1624 = tail call float @llvm.nvvm.ex2.approx.f32(float %1622)
  %1625 = tail call float @llvm.nvvm.ex2.approx.f32(float %1623)
  %1626 = fmul float %762, %1624
  %1627 = fmul float %761, %1625
  %1628 = fadd float %1590, %1591
  %1629 = fadd float %1592, %1593
  %1630 = fadd float %1628, %1594
  %1631 = fadd float %1630, %1595
  %1632 = fadd float %1629, %1596
  %1633 = fadd float %1632, %1597
  %1634 = fadd float %1631, %1598
  %1635 = fadd float %1634, %1599
  %1636 = fadd float %1633, %1600
  %1637 = fadd float %1636, %1601
  %1638 = fadd float %1635, %1602
  %1639 = fadd float %1638, %1603
  %1640 = fadd float %1637, %1604
  %1641 = fadd float %1640, %1605
  %1642 = fadd float %1639, %1606
  %1643 = fadd float %1642, %1607
  %1644 = fadd float %1641, %1608
  %1645 = fadd float %1644, %1609
  %1646 = fadd float %1643, %1610
  %1647 = fadd float %1646, %1611
  %1648 = fadd float %1645, %1612
  %1649 = fadd float %1648, %1613
  %1650 = fadd float %1647, %1614
  %1651 = fadd float %1650, %1615
  %1652 = fadd float %1649, %1616
  %1653 = fadd float %1652, %1617
  %1654 = fadd float %1651, %1618
  %1655 = fadd float %1654, %1619
  %1656 = fadd float %1653, %1620
  %1657 = fadd float %1656, %1621
  %1658 = bitcast float %1655 to i32
  %1659 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1658, i32 2, i32 31)
  %1660 = bitcast i32 %1659 to float
  %1661 = fadd float %1655, %1660
  %1662 = bitcast float %1657 to i32
  %1663 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1662, i32 2, i32 31)
  %1664 = bitcast i32 %1663 to float
  %1665 = fadd float %1657, %1664
  %1666 = bitcast float %1661 to i32
  %1667 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1666, i32 1, i32 31)
  %1668 = bitcast i32 %1667 to float
  %1669 = fadd float %1661, %1668
  %1670 = bitcast float %1665 to i32
  %1671 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1670, i32 1, i32 31)
  %1672 = bitcast i32 %1671 to float
  %1673 = fadd float %1665, %1672
  %1674 = fadd float %1626, %1669
  %1675 = fadd float %1627, %1673
  %1676 = fptrunc float %1590 to bfloat
  %1677 = fptrunc float %1591 to bfloat
  %1678 = fptrunc float %1592 to bfloat
  %1679 = fptrunc float %1593 to bfloat
  %1680 = fptrunc float %1594 to bfloat
  %1681 = fptrunc float %1595 to bfloat
  %1682 = fptrunc float %1596 to bfloat
  %1683 = fptrunc float %1597 to bfloat
  %1684 = fptrunc float %1598 to bfloat
  %1685 = fptrunc float %1599 to bfloat
  %1686 = fptrunc float %1600 to bfloat
  %1687 = fptrunc float %1601 to bfloat
  %1688 = fptrunc float %1602 to bfloat
  %1689 = fptrunc float %1603 to bfloat
  %1690 = fptrunc float %1604 to bfloat
  %1691 = fptrunc float %1605 to bfloat
  %1692 = fptrunc float %1606 to bfloat
  %1693 = fptrunc float %1607 to bfloat
  %1694 = fptrunc float %1608 to bfloat
  %1695 = fptrunc float %1609 to bfloat
  %1696 = fptrunc float %1610 to bfloat
  %1697 = fptrunc float %1611 to bfloat
  %1698 = fptrunc float %1612 to bfloat
  %1699 = fptrunc float %1613 to bfloat
  %1700 = fptrunc float %1614 to bfloat
  %1701 = fptrunc float %1615 to bfloat
  %1702 = fptrunc float %1616 to bfloat
  %1703 = fptrunc float %1617 to bfloat
  %1704 = fptrunc float %1618 to bfloat
  %1705 = fptrunc float %1619 to bfloat
  %1706 = fptrunc float %1620 to bfloat
  %1707 = fptrunc float %1621 to bfloat
  %1708 = fmul float %760, %1624
  %1709 = fmul float %759, %1624
  %1710 = fmul float %758, %1625
  %1711 = fmul float %757, %1625
  %1712 = fmul float %756, %1624
  %1713 = fmul float %755, %1624
  %1714 = fmul float %754, %1625
  %1715 = fmul float %753, %1625
  %1716 = fmul float %752, %1624
  %1717 = fmul float %751, %1624
  %1718 = fmul float %750, %1625
  %1719 = fmul float %749, %1625
  %1720 = fmul float %748, %1624
  %1721 = fmul float %747, %1624
  %1722 = fmul float %746, %1625
  %1723 = fmul float %745, %1625
  %1724 = fmul float %744, %1624
  %1725 = fmul float %743, %1624
  %1726 = fmul float %742, %1625
  %1727 = fmul float %741, %1625
  %1728 = fmul float %740, %1624
  %1729 = fmul float %739, %1624
  %1730 = fmul float %738, %1625
  %1731 = fmul float %737, %1625
  %1732 = fmul float %736, %1624
  %1733 = fmul float %735, %1624
  %1734 = fmul float %734, %1625
  %1735 = fmul float %733, %1625
  %1736 = fmul float %732, %1624
  %1737 = fmul float %731, %1624
  %1738 = fmul float %730, %1625
  %1739 = fmul float %729, %1625
  %1740 = insertelement <2 x bfloat> poison, bfloat %1676, i64 0
  %1741 = insertelement <2 x bfloat> %1740, bfloat %1677, i64 1
  %1742 = bitcast <2 x bfloat> %1741 to i32
  %1743 = insertelement <2 x bfloat> poison, bfloat %1678, i64 0
  %1744 = insertelement <2 x bfloat> %1743, bfloat %1679, i64 1
  %1745 = bitcast <2 x bfloat> %1744 to i32
  %1746 = insertelement <2 x bfloat> poison, bfloat %1680, i64 0
  %1747 = insertelement <2 x bfloat> %1746, bfloat %1681, i64 1
  %1748 = bitcast <2 x bfloat> %1747 to i32
  %1749 = insertelement <2 x bfloat> poison, bfloat %1682, i64 0
  %1750 = insertelement <2 x bfloat> %1749, bfloat %1683, i64 1
  %1751 = bitcast <2 x bfloat> %1750 to i32
  %1752 = insertelement <2 x bfloat> poison, bfloat %1684, i64 0
  %1753 = insertelement <2 x bfloat> %1752, bfloat %1685, i64 1
  %1754 = bitcast <2 x bfloat> %1753 to i32
  %1755 = insertelement <2 x bfloat> poison, bfloat %1686, i64 0
  %1756 = insertelement <2 x bfloat> %1755, bfloat %1687, i64 1
  %1757 = bitcast <2 x bfloat> %1756 to i32
  %1758 = insertelement <2 x bfloat> poison, bfloat %1688, i64 0
  %1759 = insertelement <2 x bfloat> %1758, bfloat %1689, i64 1
  %1760 = bitcast <2 x bfloat> %1759 to i32
  %1761 = insertelement <2 x bfloat> poison, bfloat %1690, i64 0
  %1762 = insertelement <2 x bfloat> %1761, bfloat %1691, i64 1
  %1763 = bitcast <2 x bfloat> %1762 to i32
  %1764 = insertelement <2 x bfloat> poison, bfloat %1692, i64 0
  %1765 = insertelement <2 x bfloat> %1764, bfloat %1693, i64 1
  %1766 = bitcast <2 x bfloat> %1765 to i32
  %1767 = insertelement <2 x bfloat> poison, bfloat %1694, i64 0
  %1768 = insertelement <2 x bfloat> %1767, bfloat %1695, i64 1
  %1769 = bitcast <2 x bfloat> %1768 to i32
  %1770 = insertelement <2 x bfloat> poison, bfloat %1696, i64 0
  %1771 = insertelement <2 x bfloat> %1770, bfloat %1697, i64 1
  %1772 = bitcast <2 x bfloat> %1771 to i32
  %1773 = insertelement <2 x bfloat> poison, bfloat %1698, i64 0
  %1774 = insertelement <2 x bfloat> %1773, bfloat %1699, i64 1
  %1775 = bitcast <2 x bfloat> %1774 to i32
  %1776 = insertelement <2 x bfloat> poison, bfloat %1700, i64 0
  %1777 = insertelement <2 x bfloat> %1776, bfloat %1701, i64 1
  %1778 = bitcast <2 x bfloat> %1777 to i32
  %1779 = insertelement <2 x bfloat> poison, bfloat %1702, i64 0
  %1780 = insertelement <2 x bfloat> %1779, bfloat %1703, i64 1
  %1781 = bitcast <2 x bfloat> %1780 to i32
  %1782 = insertelement <2 x bfloat> poison, bfloat %1704, i64 0
  %1783 = insertelement <2 x bfloat> %1782, bfloat %1705, i64 1
  %1784 = bitcast <2 x bfloat> %1783 to i32
  %1785 = insertelement <2 x bfloat> poison, bfloat %1706, i64 0
  %1786 = insertelement <2 x bfloat> %1785, bfloat %1707, i64 1
  %1787 = bitcast <2 x bfloat> %1786 to i32
  tail call void asm sideeffect "wgmma.fence.sync.aligned;", ""() #6
  %1788 = ptrtoint ptr addrspace(3) %1229 to i64
  %1789 = lshr exact i64 %1788, 4
  %1790 = and i64 %1789, 16383
  %1791 = or disjoint i64 %1790, 4611686293338849280
  %1792 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $37, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, {$32, $33, $34, $35}, $36, p, 1, 1, 1;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,r,r,r,r,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i32 %1742, i32 %1745, i32 %1748, i32 %1751, i64 %1791, i32 1, float %1708, float %1709, float %1710, float %1711, float %1712, float %1713, float %1714, float %1715, float %1716, float %1717, float %1718, float %1719, float %1720, float %1721, float %1722, float %1723, float %1724, float %1725, float %1726, float %1727, float %1728, float %1729, float %1730, float %1731, float %1732, float %1733, float %1734, float %1735, float %1736, float %1737, float %1738, float %1739) #6
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
  %1825 = getelementptr i8, ptr addrspace(3) %1228, i64 10240
  %1826 = ptrtoint ptr addrspace(3) %1825 to i64
  %1827 = lshr exact i64 %1826, 4
  %1828 = and i64 %1827, 16383
  %1829 = or disjoint i64 %1828, 4611686293338849280
  %1830 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $37, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, {$32, $33, $34, $35}, $36, p, 1, 1, 1;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,r,r,r,r,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i32 %1754, i32 %1757, i32 %1760, i32 %1763, i64 %1829, i32 1, float %1793, float %1794, float %1795, float %1796, float %1797, float %1798, float %1799, float %1800, float %1801, float %1802, float %1803, float %1804, float %1805, float %1806, float %1807, float %1808, float %1809, float %1810, float %1811, float %1812, float %1813, float %1814, float %1815, float %1816, float %1817, float %1818, float %1819, float %1820, float %1821, float %1822, float %1823, float %1824) #6
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
  %1863 = getelementptr i8, ptr addrspace(3) %1228, i64 12288
  %1864 = ptrtoint ptr addrspace(3) %1863 to i64
  %1865 = lshr exact i64 %1864, 4
  %1866 = and i64 %1865, 16383
  %1867 = or disjoint i64 %1866, 4611686293338849280
  %1868 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $37, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, {$32, $33, $34, $35}, $36, p, 1, 1, 1;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,r,r,r,r,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i32 %1766, i32 %1769, i32 %1772, i32 %1775, i64 %1867, i32 1, float %1831, float %1832, float %1833, float %1834, float %1835, float %1836, float %1837, float %1838, float %1839, float %1840, float %1841, float %1842, float %1843, float %1844, float %1845, float %1846, float %1847, float %1848, float %1849, float %1850, float %1851, float %1852, float %1853, float %1854, float %1855, float %1856, float %1857, float %1858, float %1859, float %1860, float %1861, float %1862) #6
  %1869 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1868, 0
  %1870 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1868, 1
  %1871 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1868, 2
  %1872 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1868, 3
  %1873 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1868, 4
  %1874 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1868, 5
  %1875 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1868, 6
  %1876 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1868, 7
  %1877 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1868, 8
  %1878 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1868, 9
  %1879 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1868, 10
  %1880 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1868, 11
  %1881 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1868, 12
  %1882 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1868, 13
  %1883 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1868, 14
  %1884 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1868, 15
  %1885 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1868, 16
  %1886 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1868, 17
  %1887 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1868, 18
  %1888 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1868, 19
  %1889 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1868, 20
  %1890 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1868, 21
  %1891 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1868, 22
  %1892 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1868, 23
  %1893 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1868, 24
  %1894 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1868, 25
  %1895 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1868, 26
  %1896 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1868, 27
  %1897 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1868, 28
  %1898 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1868, 29
  %1899 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1868, 30
  %1900 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1868, 31
  %1901 = getelementptr i8, ptr addrspace(3) %1228, i64 14336
  %1902 = ptrtoint ptr addrspace(3) %1901 to i64
  %1903 = lshr exact i64 %1902, 4
  %1904 = and i64 %1903, 16383
  %1905 = or disjoint i64 %1904, 4611686293338849280
  %1906 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $37, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, {$32, $33, $34, $35}, $36, p, 1, 1, 1;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,r,r,r,r,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i32 %1778, i32 %1781, i32 %1784, i32 %1787, i64 %1905, i32 1, float %1869, float %1870, float %1871, float %1872, float %1873, float %1874, float %1875, float %1876, float %1877, float %1878, float %1879, float %1880, float %1881, float %1882, float %1883, float %1884, float %1885, float %1886, float %1887, float %1888, float %1889, float %1890, float %1891, float %1892, float %1893, float %1894, float %1895, float %1896, float %1897, float %1898, float %1899, float %1900) #6
  %1907 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1906, 0
  %1908 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1906, 1
  %1909 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1906, 2
  %1910 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1906, 3
  %1911 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1906, 4
  %1912 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1906, 5
  %1913 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1906, 6
  %1914 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1906, 7
  %1915 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1906, 8
  %1916 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1906, 9
  %1917 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1906, 10
  %1918 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1906, 11
  %1919 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1906, 12
  %1920 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1906, 13
  %1921 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1906, 14
  %1922 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1906, 15
  %1923 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1906, 16
  %1924 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1906, 17
  %1925 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1906, 18
  %1926 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1906, 19
  %1927 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1906, 20
  %1928 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1906, 21
  %1929 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1906, 22
  %1930 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1906, 23
  %1931 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1906, 24
  %1932 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1906, 25
  %1933 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1906, 26
  %1934 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1906, 27
  %1935 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1906, 28
  %1936 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1906, 29
  %1937 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1906, 30
  %1938 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1906, 31
  tail call void asm sideeffect "wgmma.commit_group.sync.aligned;", ""() #6
  %1939 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.wait_group.sync.aligned 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(float %1907, float %1908, float %1909, float %1910, float %1911, float %1912, float %1913, float %1914, float %1915, float %1916, float %1917, float %1918, float %1919, float %1920, float %1921, float %1922, float %1923, float %1924, float %1925, float %1926, float %1927, float %1928, float %1929, float %1930, float %1931, float %1932, float %1933, float %1934, float %1935, float %1936, float %1937, float %1938) #6
  %1940 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1939, 0
  %1941 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1939, 1
  %1942 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1939, 2
  %1943 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1939, 3
  %1944 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1939, 4
  %1945 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1939, 5
  %1946 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1939, 6
  %1947 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1939, 7
  %1948 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1939, 8
  %1949 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1939, 9
  %1950 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1939, 10
  %1951 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1939, 11
  %1952 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1939, 12
  %1953 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1939, 13
  %1954 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1939, 14
  %1955 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1939, 15
  %1956 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1939, 16
  %1957 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1939, 17
  %1958 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1939, 18
  %1959 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1939, 19
  %1960 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1939, 20
  %1961 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1939, 21
  %1962 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1939, 22
  %1963 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1939, 23
  %1964 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1939, 24
  %1965 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1939, 25
  %1966 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1939, 26
  %1967 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1939, 27
  %1968 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1939, 28
  %1969 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1939, 29
  %1970 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1939, 30
  %1971 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1939, 31
  br i1 %765, label %726, label %._crit_edge

._crit_edge:                                      ; preds = %.loopexit, %.preheader41.._crit_edge_crit_edge.critedge
  %.pre-phi167 = phi i32 [ %.pre166, %.preheader41.._crit_edge_crit_edge.critedge ], [ %725, %.loopexit ]
  %.lcssa92 = phi float [ 0.000000e+00, %.preheader41.._crit_edge_crit_edge.critedge ], [ %1674, %.loopexit ]
  %.lcssa91 = phi float [ 0.000000e+00, %.preheader41.._crit_edge_crit_edge.critedge ], [ %1675, %.loopexit ]
  %.lcssa90 = phi float [ 0.000000e+00, %.preheader41.._crit_edge_crit_edge.critedge ], [ %1940, %.loopexit ]
  %.lcssa89 = phi float [ 0.000000e+00, %.preheader41.._crit_edge_crit_edge.critedge ], [ %1941, %.loopexit ]
  %.lcssa88 = phi float [ 0.000000e+00, %.preheader41.._crit_edge_crit_edge.critedge ], [ %1942, %.loopexit ]
  %.lcssa87 = phi float [ 0.000000e+00, %.preheader41.._crit_edge_crit_edge.critedge ], [ %1943, %.loopexit ]
  %.lcssa86 = phi float [ 0.000000e+00, %.preheader41.._crit_edge_crit_edge.critedge ], [ %1944, %.loopexit ]
  %.lcssa85 = phi float [ 0.000000e+00, %.preheader41.._crit_edge_crit_edge.critedge ], [ %1945, %.loopexit ]
  %.lcssa84 = phi float [ 0.000000e+00, %.preheader41.._crit_edge_crit_edge.critedge ], [ %1946, %.loopexit ]
  %.lcssa83 = phi float [ 0.000000e+00, %.preheader41.._crit_edge_crit_edge.critedge ], [ %1947, %.loopexit ]
  %.lcssa82 = phi float [ 0.000000e+00, %.preheader41.._crit_edge_crit_edge.critedge ], [ %1948, %.loopexit ]
  %.lcssa81 = phi float [ 0.000000e+00, %.preheader41.._crit_edge_crit_edge.critedge ], [ %1949, %.loopexit ]
  %.lcssa80 = phi float [ 0.000000e+00, %.preheader41.._crit_edge_crit_edge.critedge ], [ %1950, %.loopexit ]
  %.lcssa79 = phi float [ 0.000000e+00, %.preheader41.._crit_edge_crit_edge.critedge ], [ %1951, %.loopexit ]
  %.lcssa78 = phi float [ 0.000000e+00, %.preheader41.._crit_edge_crit_edge.critedge ], [ %1952, %.loopexit ]
  %.lcssa77 = phi float [ 0.000000e+00, %.preheader41.._crit_edge_crit_edge.critedge ], [ %1953, %.loopexit ]
  %.lcssa76 = phi float [ 0.000000e+00, %.preheader41.._crit_edge_crit_edge.critedge ], [ %1954, %.loopexit ]
  %.lcssa75 = phi float [ 0.000000e+00, %.preheader41.._crit_edge_crit_edge.critedge ], [ %1955, %.loopexit ]
  %.lcssa74 = phi float [ 0.000000e+00, %.preheader41.._crit_edge_crit_edge.critedge ], [ %1956, %.loopexit ]
  %.lcssa73 = phi float [ 0.000000e+00, %.preheader41.._crit_edge_crit_edge.critedge ], [ %1957, %.loopexit ]
  %.lcssa72 = phi float [ 0.000000e+00, %.preheader41.._crit_edge_crit_edge.critedge ], [ %1958, %.loopexit ]
  %.lcssa71 = phi float [ 0.000000e+00, %.preheader41.._crit_edge_crit_edge.critedge ], [ %1959, %.loopexit ]
  %.lcssa70 = phi float [ 0.000000e+00, %.preheader41.._crit_edge_crit_edge.critedge ], [ %1960, %.loopexit ]
  %.lcssa69 = phi float [ 0.000000e+00, %.preheader41.._crit_edge_crit_edge.critedge ], [ %1961, %.loopexit ]
  %.lcssa68 = phi float [ 0.000000e+00, %.preheader41.._crit_edge_crit_edge.critedge ], [ %1962, %.loopexit ]
  %.lcssa67 = phi float [ 0.000000e+00, %.preheader41.._crit_edge_crit_edge.critedge ], [ %1963, %.loopexit ]
  %.lcssa66 = phi float [ 0.000000e+00, %.preheader41.._crit_edge_crit_edge.critedge ], [ %1964, %.loopexit ]
  %.lcssa65 = phi float [ 0.000000e+00, %.preheader41.._crit_edge_crit_edge.critedge ], [ %1965, %.loopexit ]
  %.lcssa64 = phi float [ 0.000000e+00, %.preheader41.._crit_edge_crit_edge.critedge ], [ %1966, %.loopexit ]
  %.lcssa63 = phi float [ 0.000000e+00, %.preheader41.._crit_edge_crit_edge.critedge ], [ %1967, %.loopexit ]
  %.lcssa62 = phi float [ 0.000000e+00, %.preheader41.._crit_edge_crit_edge.critedge ], [ %1968, %.loopexit ]
  %.lcssa61 = phi float [ 0.000000e+00, %.preheader41.._crit_edge_crit_edge.critedge ], [ %1969, %.loopexit ]
  %.lcssa60 = phi float [ 0.000000e+00, %.preheader41.._crit_edge_crit_edge.critedge ], [ %1970, %.loopexit ]
  %.lcssa59 = phi float [ 0.000000e+00, %.preheader41.._crit_edge_crit_edge.critedge ], [ %1971, %.loopexit ]
  %.lcssa58 = phi float [ 0xFFF0000000000000, %.preheader41.._crit_edge_crit_edge.critedge ], [ %1556, %.loopexit ]
  %.lcssa = phi float [ 0xFFF0000000000000, %.preheader41.._crit_edge_crit_edge.critedge ], [ %1557, %.loopexit ]
  tail call void asm sideeffect "cp.async.wait_all;", "~{memory}"() #6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1972 = lshr i32 %7, 2
  %1973 = and i32 %1972, 7
  %1974 = lshr i32 %7, 1
  %1975 = and i32 %1974, 48
  %1976 = or disjoint i32 %1975, %1973
  %1977 = zext nneg i32 %1976 to i64
  %1978 = getelementptr float, ptr addrspace(3) @attention_smem, i64 %1977
  store float %.lcssa58, ptr addrspace(3) %1978, align 4
  %1979 = or disjoint i32 %1976, 8
  %1980 = zext nneg i32 %1979 to i64
  %1981 = getelementptr float, ptr addrspace(3) @attention_smem, i64 %1980
  store float %.lcssa, ptr addrspace(3) %1981, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1982 = fdiv float %.lcssa90, %.lcssa92
  %1983 = fdiv float %.lcssa89, %.lcssa92
  %1984 = fdiv float %.lcssa88, %.lcssa91
  %1985 = fdiv float %.lcssa87, %.lcssa91
  %1986 = fdiv float %.lcssa86, %.lcssa92
  %1987 = fdiv float %.lcssa85, %.lcssa92
  %1988 = fdiv float %.lcssa84, %.lcssa91
  %1989 = fdiv float %.lcssa83, %.lcssa91
  %1990 = fdiv float %.lcssa82, %.lcssa92
  %1991 = fdiv float %.lcssa81, %.lcssa92
  %1992 = fdiv float %.lcssa80, %.lcssa91
  %1993 = fdiv float %.lcssa79, %.lcssa91
  %1994 = fdiv float %.lcssa78, %.lcssa92
  %1995 = fdiv float %.lcssa77, %.lcssa92
  %1996 = fdiv float %.lcssa76, %.lcssa91
  %1997 = fdiv float %.lcssa75, %.lcssa91
  %1998 = fdiv float %.lcssa74, %.lcssa92
  %1999 = fdiv float %.lcssa73, %.lcssa92
  %2000 = fdiv float %.lcssa72, %.lcssa91
  %2001 = fdiv float %.lcssa71, %.lcssa91
  %2002 = fdiv float %.lcssa70, %.lcssa92
  %2003 = fdiv float %.lcssa69, %.lcssa92
  %2004 = fdiv float %.lcssa68, %.lcssa91
  %2005 = fdiv float %.lcssa67, %.lcssa91
  %2006 = fdiv float %.lcssa66, %.lcssa92
  %2007 = fdiv float %.lcssa65, %.lcssa92
  %2008 = fdiv float %.lcssa64, %.lcssa91
  %2009 = fdiv float %.lcssa63, %.lcssa91
  %2010 = fdiv float %.lcssa62, %.lcssa92
  %2011 = fdiv float %.lcssa61, %.lcssa92
  %2012 = fdiv float %.lcssa60, %.lcssa91
  %2013 = fdiv float %.lcssa59, %.lcssa91
  %2014 = fptrunc float %1982 to bfloat
  %2015 = fptrunc float %1983 to bfloat
  %2016 = fptrunc float %1984 to bfloat
  %2017 = fptrunc float %1985 to bfloat
  %2018 = fptrunc float %1986 to bfloat
  %2019 = fptrunc float %1987 to bfloat
  %2020 = fptrunc float %1988 to bfloat
  %2021 = fptrunc float %1989 to bfloat
  %2022 = fptrunc float %1990 to bfloat
  %2023 = fptrunc float %1991 to bfloat
  %2024 = fptrunc float %1992 to bfloat
  %2025 = fptrunc float %1993 to bfloat
  %2026 = fptrunc float %1994 to bfloat
  %2027 = fptrunc float %1995 to bfloat
  %2028 = fptrunc float %1996 to bfloat
  %2029 = fptrunc float %1997 to bfloat
  %2030 = fptrunc float %1998 to bfloat
  %2031 = fptrunc float %1999 to bfloat
  %2032 = fptrunc float %2000 to bfloat
  %2033 = fptrunc float %2001 to bfloat
  %2034 = fptrunc float %2002 to bfloat
  %2035 = fptrunc float %2003 to bfloat
  %2036 = fptrunc float %2004 to bfloat
  %2037 = fptrunc float %2005 to bfloat
  %2038 = fptrunc float %2006 to bfloat
  %2039 = fptrunc float %2007 to bfloat
  %2040 = fptrunc float %2008 to bfloat
  %2041 = fptrunc float %2009 to bfloat
  %2042 = fptrunc float %2010 to bfloat
  %2043 = fptrunc float %2011 to bfloat
  %2044 = fptrunc float %2012 to bfloat
  %2045 = fptrunc float %2013 to bfloat
  %2046 = or disjoint i32 %1976, %12
  %2047 = add i32 %11, %2046
  %2048 = shl i32 %2047, 6
  %2049 = or disjoint i32 %2048, %.pre-phi167
  %2050 = sext i32 %2049 to i64
  %2051 = getelementptr bfloat, ptr addrspace(1) %3, i64 %2050
  %2052 = icmp slt i32 %2046, %4
  %2053 = ptrtoint ptr addrspace(1) %2051 to i64
  %2054 = and i64 %2053, 3
  %2055 = icmp eq i64 %2054, 0
  %2056 = and i1 %2052, %2055
  %2057 = xor i1 %2052, %2056
  %2058 = zext i1 %2056 to i32
  %2059 = bitcast bfloat %2014 to i16
  %2060 = bitcast bfloat %2015 to i16
  %2061 = zext i1 %2057 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %2058, i16 %2059, i16 %2060, ptr addrspace(1) %2051, i32 %2061, i32 %2061) #6
  %2062 = or disjoint i32 %1979, %12
  %2063 = add i32 %11, %2062
  %2064 = shl i32 %2063, 6
  %2065 = or disjoint i32 %2064, %.pre-phi167
  %2066 = sext i32 %2065 to i64
  %2067 = getelementptr bfloat, ptr addrspace(1) %3, i64 %2066
  %2068 = icmp slt i32 %2062, %4
  %2069 = ptrtoint ptr addrspace(1) %2067 to i64
  %2070 = and i64 %2069, 3
  %2071 = icmp eq i64 %2070, 0
  %2072 = and i1 %2068, %2071
  %2073 = xor i1 %2068, %2072
  %2074 = zext i1 %2072 to i32
  %2075 = bitcast bfloat %2016 to i16
  %2076 = bitcast bfloat %2017 to i16
  %2077 = zext i1 %2073 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %2074, i16 %2075, i16 %2076, ptr addrspace(1) %2067, i32 %2077, i32 %2077) #6
  %2078 = or disjoint i32 %.pre-phi167, 8
  %2079 = or disjoint i32 %2048, %2078
  %2080 = sext i32 %2079 to i64
  %2081 = getelementptr bfloat, ptr addrspace(1) %3, i64 %2080
  %2082 = ptrtoint ptr addrspace(1) %2081 to i64
  %2083 = and i64 %2082, 3
  %2084 = icmp eq i64 %2083, 0
  %2085 = and i1 %2052, %2084
  %2086 = xor i1 %2052, %2085
  %2087 = zext i1 %2085 to i32
  %2088 = bitcast bfloat %2018 to i16
  %2089 = bitcast bfloat %2019 to i16
  %2090 = zext i1 %2086 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %2087, i16 %2088, i16 %2089, ptr addrspace(1) %2081, i32 %2090, i32 %2090) #6
  %2091 = or disjoint i32 %2064, %2078
  %2092 = sext i32 %2091 to i64
  %2093 = getelementptr bfloat, ptr addrspace(1) %3, i64 %2092
  %2094 = ptrtoint ptr addrspace(1) %2093 to i64
  %2095 = and i64 %2094, 3
  %2096 = icmp eq i64 %2095, 0
  %2097 = and i1 %2068, %2096
  %2098 = xor i1 %2068, %2097
  %2099 = zext i1 %2097 to i32
  %2100 = bitcast bfloat %2020 to i16
  %2101 = bitcast bfloat %2021 to i16
  %2102 = zext i1 %2098 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %2099, i16 %2100, i16 %2101, ptr addrspace(1) %2093, i32 %2102, i32 %2102) #6
  %2103 = or disjoint i32 %.pre-phi167, 16
  %2104 = or disjoint i32 %2048, %2103
  %2105 = sext i32 %2104 to i64
  %2106 = getelementptr bfloat, ptr addrspace(1) %3, i64 %2105
  %2107 = ptrtoint ptr addrspace(1) %2106 to i64
  %2108 = and i64 %2107, 3
  %2109 = icmp eq i64 %2108, 0
  %2110 = and i1 %2052, %2109
  %2111 = xor i1 %2052, %2110
  %2112 = zext i1 %2110 to i32
  %2113 = bitcast bfloat %2022 to i16
  %2114 = bitcast bfloat %2023 to i16
  %2115 = zext i1 %2111 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %2112, i16 %2113, i16 %2114, ptr addrspace(1) %2106, i32 %2115, i32 %2115) #6
  %2116 = or disjoint i32 %2064, %2103
  %2117 = sext i32 %2116 to i64
  %2118 = getelementptr bfloat, ptr addrspace(1) %3, i64 %2117
  %2119 = ptrtoint ptr addrspace(1) %2118 to i64
  %2120 = and i64 %2119, 3
  %2121 = icmp eq i64 %2120, 0
  %2122 = and i1 %2068, %2121
  %2123 = xor i1 %2068, %2122
  %2124 = zext i1 %2122 to i32
  %2125 = bitcast bfloat %2024 to i16
  %2126 = bitcast bfloat %2025 to i16
  %2127 = zext i1 %2123 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %2124, i16 %2125, i16 %2126, ptr addrspace(1) %2118, i32 %2127, i32 %2127) #6
  %2128 = or disjoint i32 %.pre-phi167, 24
  %2129 = or disjoint i32 %2048, %2128
  %2130 = sext i32 %2129 to i64
  %2131 = getelementptr bfloat, ptr addrspace(1) %3, i64 %2130
  %2132 = ptrtoint ptr addrspace(1) %2131 to i64
  %2133 = and i64 %2132, 3
  %2134 = icmp eq i64 %2133, 0
  %2135 = and i1 %2052, %2134
  %2136 = xor i1 %2052, %2135
  %2137 = zext i1 %2135 to i32
  %2138 = bitcast bfloat %2026 to i16
  %2139 = bitcast bfloat %2027 to i16
  %2140 = zext i1 %2136 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %2137, i16 %2138, i16 %2139, ptr addrspace(1) %2131, i32 %2140, i32 %2140) #6
  %2141 = or disjoint i32 %2064, %2128
  %2142 = sext i32 %2141 to i64
  %2143 = getelementptr bfloat, ptr addrspace(1) %3, i64 %2142
  %2144 = ptrtoint ptr addrspace(1) %2143 to i64
  %2145 = and i64 %2144, 3
  %2146 = icmp eq i64 %2145, 0
  %2147 = and i1 %2068, %2146
  %2148 = xor i1 %2068, %2147
  %2149 = zext i1 %2147 to i32
  %2150 = bitcast bfloat %2028 to i16
  %2151 = bitcast bfloat %2029 to i16
  %2152 = zext i1 %2148 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %2149, i16 %2150, i16 %2151, ptr addrspace(1) %2143, i32 %2152, i32 %2152) #6
  %2153 = or disjoint i32 %.pre-phi167, 32
  %2154 = or disjoint i32 %2048, %2153
  %2155 = sext i32 %2154 to i64
  %2156 = getelementptr bfloat, ptr addrspace(1) %3, i64 %2155
  %2157 = ptrtoint ptr addrspace(1) %2156 to i64
  %2158 = and i64 %2157, 3
  %2159 = icmp eq i64 %2158, 0
  %2160 = and i1 %2052, %2159
  %2161 = xor i1 %2052, %2160
  %2162 = zext i1 %2160 to i32
  %2163 = bitcast bfloat %2030 to i16
  %2164 = bitcast bfloat %2031 to i16
  %2165 = zext i1 %2161 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %2162, i16 %2163, i16 %2164, ptr addrspace(1) %2156, i32 %2165, i32 %2165) #6
  %2166 = or disjoint i32 %2064, %2153
  %2167 = sext i32 %2166 to i64
  %2168 = getelementptr bfloat, ptr addrspace(1) %3, i64 %2167
  %2169 = ptrtoint ptr addrspace(1) %2168 to i64
  %2170 = and i64 %2169, 3
  %2171 = icmp eq i64 %2170, 0
  %2172 = and i1 %2068, %2171
  %2173 = xor i1 %2068, %2172
  %2174 = zext i1 %2172 to i32
  %2175 = bitcast bfloat %2032 to i16
  %2176 = bitcast bfloat %2033 to i16
  %2177 = zext i1 %2173 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %2174, i16 %2175, i16 %2176, ptr addrspace(1) %2168, i32 %2177, i32 %2177) #6
  %2178 = or disjoint i32 %.pre-phi167, 40
  %2179 = or disjoint i32 %2048, %2178
  %2180 = sext i32 %2179 to i64
  %2181 = getelementptr bfloat, ptr addrspace(1) %3, i64 %2180
  %2182 = ptrtoint ptr addrspace(1) %2181 to i64
  %2183 = and i64 %2182, 3
  %2184 = icmp eq i64 %2183, 0
  %2185 = and i1 %2052, %2184
  %2186 = xor i1 %2052, %2185
  %2187 = zext i1 %2185 to i32
  %2188 = bitcast bfloat %2034 to i16
  %2189 = bitcast bfloat %2035 to i16
  %2190 = zext i1 %2186 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %2187, i16 %2188, i16 %2189, ptr addrspace(1) %2181, i32 %2190, i32 %2190) #6
  %2191 = or disjoint i32 %2064, %2178
  %2192 = sext i32 %2191 to i64
  %2193 = getelementptr bfloat, ptr addrspace(1) %3, i64 %2192
  %2194 = ptrtoint ptr addrspace(1) %2193 to i64
  %2195 = and i64 %2194, 3
  %2196 = icmp eq i64 %2195, 0
  %2197 = and i1 %2068, %2196
  %2198 = xor i1 %2068, %2197
  %2199 = zext i1 %2197 to i32
  %2200 = bitcast bfloat %2036 to i16
  %2201 = bitcast bfloat %2037 to i16
  %2202 = zext i1 %2198 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %2199, i16 %2200, i16 %2201, ptr addrspace(1) %2193, i32 %2202, i32 %2202) #6
  %2203 = or disjoint i32 %.pre-phi167, 48
  %2204 = or disjoint i32 %2048, %2203
  %2205 = sext i32 %2204 to i64
  %2206 = getelementptr bfloat, ptr addrspace(1) %3, i64 %2205
  %2207 = ptrtoint ptr addrspace(1) %2206 to i64
  %2208 = and i64 %2207, 3
  %2209 = icmp eq i64 %2208, 0
  %2210 = and i1 %2052, %2209
  %2211 = xor i1 %2052, %2210
  %2212 = zext i1 %2210 to i32
  %2213 = bitcast bfloat %2038 to i16
  %2214 = bitcast bfloat %2039 to i16
  %2215 = zext i1 %2211 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %2212, i16 %2213, i16 %2214, ptr addrspace(1) %2206, i32 %2215, i32 %2215) #6
  %2216 = or disjoint i32 %2064, %2203
  %2217 = sext i32 %2216 to i64
  %2218 = getelementptr bfloat, ptr addrspace(1) %3, i64 %2217
  %2219 = ptrtoint ptr addrspace(1) %2218 to i64
  %2220 = and i64 %2219, 3
  %2221 = icmp eq i64 %2220, 0
  %2222 = and i1 %2068, %2221
  %2223 = xor i1 %2068, %2222
  %2224 = zext i1 %2222 to i32
  %2225 = bitcast bfloat %2040 to i16
  %2226 = bitcast bfloat %2041 to i16
  %2227 = zext i1 %2223 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %2224, i16 %2225, i16 %2226, ptr addrspace(1) %2218, i32 %2227, i32 %2227) #6
  %2228 = or disjoint i32 %.pre-phi167, 56
  %2229 = or disjoint i32 %2048, %2228
  %2230 = sext i32 %2229 to i64
  %2231 = getelementptr bfloat, ptr addrspace(1) %3, i64 %2230
  %2232 = ptrtoint ptr addrspace(1) %2231 to i64
  %2233 = and i64 %2232, 3
  %2234 = icmp eq i64 %2233, 0
  %2235 = and i1 %2052, %2234
  %2236 = xor i1 %2052, %2235
  %2237 = zext i1 %2235 to i32
  %2238 = bitcast bfloat %2042 to i16
  %2239 = bitcast bfloat %2043 to i16
  %2240 = zext i1 %2236 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %2237, i16 %2238, i16 %2239, ptr addrspace(1) %2231, i32 %2240, i32 %2240) #6
  %2241 = or disjoint i32 %2064, %2228
  %2242 = sext i32 %2241 to i64
  %2243 = getelementptr bfloat, ptr addrspace(1) %3, i64 %2242
  %2244 = ptrtoint ptr addrspace(1) %2243 to i64
  %2245 = and i64 %2244, 3
  %2246 = icmp eq i64 %2245, 0
  %2247 = and i1 %2068, %2246
  %2248 = xor i1 %2068, %2247
  %2249 = zext i1 %2247 to i32
  %2250 = bitcast bfloat %2044 to i16
  %2251 = bitcast bfloat %2045 to i16
  %2252 = zext i1 %2248 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %2249, i16 %2250, i16 %2251, ptr addrspace(1) %2243, i32 %2252, i32 %2252) #6
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
