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
  br i1 %359, label %360, label %.preheader56.preheader

.preheader56.preheader:                           ; preds = %356
  %invariant.op = or i32 %249, %247
  br label %.preheader56

360:                                              ; preds = %356
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %266, ptr addrspace(1) %264, i32 %254) #6
  br label %.loopexit57

.preheader56:                                     ; preds = %.preheader56.preheader, %.preheader56
  %361 = phi i64 [ %367, %.preheader56 ], [ 0, %.preheader56.preheader ]
  %362 = trunc nuw nsw i64 %361 to i32
  %.reass.reass = or i32 %362, %invariant.op
  %363 = sext i32 %.reass.reass to i64
  %364 = getelementptr bfloat, ptr addrspace(1) %1, i64 %363
  %365 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %364, i32 %263, i16 0) #6
  %366 = getelementptr bfloat, ptr addrspace(3) %262, i64 %361
  store i16 %365, ptr addrspace(3) %366, align 2
  %367 = add nuw nsw i64 %361, 1
  %exitcond.not = icmp eq i64 %367, 8
  br i1 %exitcond.not, label %.loopexit57, label %.preheader56

.loopexit57:                                      ; preds = %.preheader56, %360
  br i1 %275, label %368, label %.preheader54.preheader

.preheader54.preheader:                           ; preds = %.loopexit57
  %invariant.op358 = or i32 %269, %247
  br label %.preheader54

368:                                              ; preds = %.loopexit57
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %285, ptr addrspace(1) %283, i32 %277) #6
  br label %.loopexit55

.preheader54:                                     ; preds = %.preheader54.preheader, %.preheader54
  %369 = phi i64 [ %375, %.preheader54 ], [ 0, %.preheader54.preheader ]
  %370 = trunc nuw nsw i64 %369 to i32
  %.reass221.reass = or i32 %370, %invariant.op358
  %371 = sext i32 %.reass221.reass to i64
  %372 = getelementptr bfloat, ptr addrspace(1) %1, i64 %371
  %373 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %372, i32 %282, i16 0) #6
  %374 = getelementptr bfloat, ptr addrspace(3) %281, i64 %369
  store i16 %373, ptr addrspace(3) %374, align 2
  %375 = add nuw nsw i64 %369, 1
  %exitcond164.not = icmp eq i64 %375, 8
  br i1 %exitcond164.not, label %.loopexit55, label %.preheader54

.loopexit55:                                      ; preds = %.preheader54, %368
  br i1 %294, label %376, label %.preheader52.preheader

.preheader52.preheader:                           ; preds = %.loopexit55
  %invariant.op359 = or i32 %288, %247
  br label %.preheader52

376:                                              ; preds = %.loopexit55
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %304, ptr addrspace(1) %302, i32 %296) #6
  br label %.loopexit53

.preheader52:                                     ; preds = %.preheader52.preheader, %.preheader52
  %377 = phi i64 [ %383, %.preheader52 ], [ 0, %.preheader52.preheader ]
  %378 = trunc nuw nsw i64 %377 to i32
  %.reass223.reass = or i32 %378, %invariant.op359
  %379 = sext i32 %.reass223.reass to i64
  %380 = getelementptr bfloat, ptr addrspace(1) %1, i64 %379
  %381 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %380, i32 %301, i16 0) #6
  %382 = getelementptr bfloat, ptr addrspace(3) %300, i64 %377
  store i16 %381, ptr addrspace(3) %382, align 2
  %383 = add nuw nsw i64 %377, 1
  %exitcond165.not = icmp eq i64 %383, 8
  br i1 %exitcond165.not, label %.loopexit53, label %.preheader52

.loopexit53:                                      ; preds = %.preheader52, %376
  br i1 %313, label %384, label %.preheader50.preheader

.preheader50.preheader:                           ; preds = %.loopexit53
  %invariant.op360 = or i32 %307, %247
  br label %.preheader50

384:                                              ; preds = %.loopexit53
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %323, ptr addrspace(1) %321, i32 %315) #6
  br label %.loopexit51

.preheader50:                                     ; preds = %.preheader50.preheader, %.preheader50
  %385 = phi i64 [ %391, %.preheader50 ], [ 0, %.preheader50.preheader ]
  %386 = trunc nuw nsw i64 %385 to i32
  %.reass225.reass = or i32 %386, %invariant.op360
  %387 = sext i32 %.reass225.reass to i64
  %388 = getelementptr bfloat, ptr addrspace(1) %1, i64 %387
  %389 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %388, i32 %320, i16 0) #6
  %390 = getelementptr bfloat, ptr addrspace(3) %319, i64 %385
  store i16 %389, ptr addrspace(3) %390, align 2
  %391 = add nuw nsw i64 %385, 1
  %exitcond166.not = icmp eq i64 %391, 8
  br i1 %exitcond166.not, label %.loopexit51, label %.preheader50

.loopexit51:                                      ; preds = %.preheader50, %384
  br i1 %327, label %392, label %.preheader48.preheader

.preheader48.preheader:                           ; preds = %.loopexit51
  %invariant.op361 = or i32 %249, %247
  br label %.preheader48

392:                                              ; preds = %.loopexit51
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %331, ptr addrspace(1) %329, i32 %254) #6
  br label %.loopexit49

.preheader48:                                     ; preds = %.preheader48.preheader, %.preheader48
  %393 = phi i64 [ %399, %.preheader48 ], [ 0, %.preheader48.preheader ]
  %394 = trunc nuw nsw i64 %393 to i32
  %.reass227.reass = or i32 %394, %invariant.op361
  %395 = sext i32 %.reass227.reass to i64
  %396 = getelementptr bfloat, ptr addrspace(1) %2, i64 %395
  %397 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %396, i32 %263, i16 0) #6
  %398 = getelementptr bfloat, ptr addrspace(3) %328, i64 %393
  store i16 %397, ptr addrspace(3) %398, align 2
  %399 = add nuw nsw i64 %393, 1
  %exitcond167.not = icmp eq i64 %399, 8
  br i1 %exitcond167.not, label %.loopexit49, label %.preheader48

.loopexit49:                                      ; preds = %.preheader48, %392
  br i1 %335, label %400, label %.preheader46.preheader

.preheader46.preheader:                           ; preds = %.loopexit49
  %invariant.op362 = or i32 %269, %247
  br label %.preheader46

400:                                              ; preds = %.loopexit49
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %339, ptr addrspace(1) %337, i32 %277) #6
  br label %.loopexit47

.preheader46:                                     ; preds = %.preheader46.preheader, %.preheader46
  %401 = phi i64 [ %407, %.preheader46 ], [ 0, %.preheader46.preheader ]
  %402 = trunc nuw nsw i64 %401 to i32
  %.reass229.reass = or i32 %402, %invariant.op362
  %403 = sext i32 %.reass229.reass to i64
  %404 = getelementptr bfloat, ptr addrspace(1) %2, i64 %403
  %405 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %404, i32 %282, i16 0) #6
  %406 = getelementptr bfloat, ptr addrspace(3) %336, i64 %401
  store i16 %405, ptr addrspace(3) %406, align 2
  %407 = add nuw nsw i64 %401, 1
  %exitcond168.not = icmp eq i64 %407, 8
  br i1 %exitcond168.not, label %.loopexit47, label %.preheader46

.loopexit47:                                      ; preds = %.preheader46, %400
  br i1 %343, label %408, label %.preheader44.preheader

.preheader44.preheader:                           ; preds = %.loopexit47
  %invariant.op363 = or i32 %288, %247
  br label %.preheader44

408:                                              ; preds = %.loopexit47
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %347, ptr addrspace(1) %345, i32 %296) #6
  br label %.loopexit45

.preheader44:                                     ; preds = %.preheader44.preheader, %.preheader44
  %409 = phi i64 [ %415, %.preheader44 ], [ 0, %.preheader44.preheader ]
  %410 = trunc nuw nsw i64 %409 to i32
  %.reass231.reass = or i32 %410, %invariant.op363
  %411 = sext i32 %.reass231.reass to i64
  %412 = getelementptr bfloat, ptr addrspace(1) %2, i64 %411
  %413 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %412, i32 %301, i16 0) #6
  %414 = getelementptr bfloat, ptr addrspace(3) %344, i64 %409
  store i16 %413, ptr addrspace(3) %414, align 2
  %415 = add nuw nsw i64 %409, 1
  %exitcond169.not = icmp eq i64 %415, 8
  br i1 %exitcond169.not, label %.loopexit45, label %.preheader44

.loopexit45:                                      ; preds = %.preheader44, %408
  br i1 %351, label %416, label %.preheader42.preheader

.preheader42.preheader:                           ; preds = %.loopexit45
  %invariant.op364 = or i32 %307, %247
  br label %.preheader42

416:                                              ; preds = %.loopexit45
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %355, ptr addrspace(1) %353, i32 %315) #6
  br label %.preheader41

.preheader42:                                     ; preds = %.preheader42.preheader, %.preheader42
  %417 = phi i64 [ %423, %.preheader42 ], [ 0, %.preheader42.preheader ]
  %418 = trunc nuw nsw i64 %417 to i32
  %.reass233.reass = or i32 %418, %invariant.op364
  %419 = sext i32 %.reass233.reass to i64
  %420 = getelementptr bfloat, ptr addrspace(1) %2, i64 %419
  %421 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %420, i32 %320, i16 0) #6
  %422 = getelementptr bfloat, ptr addrspace(3) %352, i64 %417
  store i16 %421, ptr addrspace(3) %422, align 2
  %423 = add nuw nsw i64 %417, 1
  %exitcond170.not = icmp eq i64 %423, 8
  br i1 %exitcond170.not, label %.preheader41, label %.preheader42

.preheader41:                                     ; preds = %.preheader42, %416
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #6
  %424 = lshr exact i64 ptrtoint (ptr addrspace(3) @attention_smem to i64), 4
  %425 = and i64 %424, 16320
  %426 = or disjoint i64 %425, 4611686293305360384
  %427 = lshr exact i64 ptrtoint (ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 32) to i64), 4
  %428 = and i64 %427, 16322
  %429 = or disjoint i64 %428, 4611686293305360384
  %430 = lshr exact i64 ptrtoint (ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 64) to i64), 4
  %431 = and i64 %430, 16324
  %432 = or disjoint i64 %431, 4611686293305360384
  %433 = lshr exact i64 ptrtoint (ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 96) to i64), 4
  %434 = and i64 %433, 16326
  %435 = or disjoint i64 %434, 4611686293305360384
  %436 = shl nuw nsw i32 %7, 1
  %437 = and i32 %436, 6
  br label %438

.preheader41.._crit_edge_crit_edge.critedge:      ; preds = %6
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #6
  %.pre179 = shl nuw nsw i32 %7, 1
  %.pre181 = and i32 %.pre179, 6
  br label %._crit_edge

438:                                              ; preds = %.preheader41, %.loopexit
  %439 = phi float [ 0xFFF0000000000000, %.preheader41 ], [ %989, %.loopexit ]
  %440 = phi float [ 0xFFF0000000000000, %.preheader41 ], [ %988, %.loopexit ]
  %441 = phi float [ 0.000000e+00, %.preheader41 ], [ %1403, %.loopexit ]
  %442 = phi float [ 0.000000e+00, %.preheader41 ], [ %1402, %.loopexit ]
  %443 = phi float [ 0.000000e+00, %.preheader41 ], [ %1401, %.loopexit ]
  %444 = phi float [ 0.000000e+00, %.preheader41 ], [ %1400, %.loopexit ]
  %445 = phi float [ 0.000000e+00, %.preheader41 ], [ %1399, %.loopexit ]
  %446 = phi float [ 0.000000e+00, %.preheader41 ], [ %1398, %.loopexit ]
  %447 = phi float [ 0.000000e+00, %.preheader41 ], [ %1397, %.loopexit ]
  %448 = phi float [ 0.000000e+00, %.preheader41 ], [ %1396, %.loopexit ]
  %449 = phi float [ 0.000000e+00, %.preheader41 ], [ %1395, %.loopexit ]
  %450 = phi float [ 0.000000e+00, %.preheader41 ], [ %1394, %.loopexit ]
  %451 = phi float [ 0.000000e+00, %.preheader41 ], [ %1393, %.loopexit ]
  %452 = phi float [ 0.000000e+00, %.preheader41 ], [ %1392, %.loopexit ]
  %453 = phi float [ 0.000000e+00, %.preheader41 ], [ %1391, %.loopexit ]
  %454 = phi float [ 0.000000e+00, %.preheader41 ], [ %1390, %.loopexit ]
  %455 = phi float [ 0.000000e+00, %.preheader41 ], [ %1389, %.loopexit ]
  %456 = phi float [ 0.000000e+00, %.preheader41 ], [ %1388, %.loopexit ]
  %457 = phi float [ 0.000000e+00, %.preheader41 ], [ %1387, %.loopexit ]
  %458 = phi float [ 0.000000e+00, %.preheader41 ], [ %1386, %.loopexit ]
  %459 = phi float [ 0.000000e+00, %.preheader41 ], [ %1385, %.loopexit ]
  %460 = phi float [ 0.000000e+00, %.preheader41 ], [ %1384, %.loopexit ]
  %461 = phi float [ 0.000000e+00, %.preheader41 ], [ %1383, %.loopexit ]
  %462 = phi float [ 0.000000e+00, %.preheader41 ], [ %1382, %.loopexit ]
  %463 = phi float [ 0.000000e+00, %.preheader41 ], [ %1381, %.loopexit ]
  %464 = phi float [ 0.000000e+00, %.preheader41 ], [ %1380, %.loopexit ]
  %465 = phi float [ 0.000000e+00, %.preheader41 ], [ %1379, %.loopexit ]
  %466 = phi float [ 0.000000e+00, %.preheader41 ], [ %1378, %.loopexit ]
  %467 = phi float [ 0.000000e+00, %.preheader41 ], [ %1377, %.loopexit ]
  %468 = phi float [ 0.000000e+00, %.preheader41 ], [ %1376, %.loopexit ]
  %469 = phi float [ 0.000000e+00, %.preheader41 ], [ %1375, %.loopexit ]
  %470 = phi float [ 0.000000e+00, %.preheader41 ], [ %1374, %.loopexit ]
  %471 = phi float [ 0.000000e+00, %.preheader41 ], [ %1373, %.loopexit ]
  %472 = phi float [ 0.000000e+00, %.preheader41 ], [ %1372, %.loopexit ]
  %473 = phi float [ 0.000000e+00, %.preheader41 ], [ %1107, %.loopexit ]
  %474 = phi float [ 0.000000e+00, %.preheader41 ], [ %1106, %.loopexit ]
  %475 = phi i32 [ 0, %.preheader41 ], [ %476, %.loopexit ]
  tail call void asm sideeffect "cp.async.wait_group 0;", "~{memory}"() #6
  tail call void asm sideeffect "fence.proxy.async.shared::cta;", "~{memory}"() #6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %476 = add i32 %475, 64
  %477 = icmp slt i32 %476, %4
  %478 = icmp ne i32 %475, 2147483584
  %479 = and i1 %478, %477
  %480 = shl i32 %475, 8
  %481 = and i32 %480, 16384
  br i1 %479, label %482, label %.loopexit

482:                                              ; preds = %438
  %483 = xor i32 %481, 16384
  %484 = zext nneg i32 %483 to i64
  %485 = getelementptr i8, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 8192), i64 %484
  %486 = or disjoint i32 %476, %246
  %487 = add i32 %486, %11
  %488 = shl i32 %487, 6
  %489 = or disjoint i32 %488, %247
  %490 = sext i32 %489 to i64
  %491 = getelementptr bfloat, ptr addrspace(1) %1, i64 %490
  %492 = ptrtoint ptr addrspace(1) %491 to i64
  %493 = and i64 %492, 15
  %494 = icmp eq i64 %493, 0
  %495 = icmp slt i32 %486, %4
  %496 = select i1 %495, i32 16, i32 0
  %497 = getelementptr i8, ptr addrspace(3) %485, i64 %261
  br i1 %494, label %499, label %.preheader39

.preheader39:                                     ; preds = %482
  %498 = zext i1 %495 to i32
  %invariant.op365 = or i32 %488, %247
  br label %503

499:                                              ; preds = %482
  %500 = select i1 %495, ptr addrspace(1) %491, ptr addrspace(1) %1
  %501 = ptrtoint ptr addrspace(3) %497 to i64
  %502 = trunc i64 %501 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %502, ptr addrspace(1) %500, i32 %496) #6
  br label %.loopexit40

503:                                              ; preds = %.preheader39, %503
  %504 = phi i64 [ 0, %.preheader39 ], [ %510, %503 ]
  %505 = trunc nuw nsw i64 %504 to i32
  %.reass235.reass = or i32 %505, %invariant.op365
  %506 = sext i32 %.reass235.reass to i64
  %507 = getelementptr bfloat, ptr addrspace(1) %1, i64 %506
  %508 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %507, i32 %498, i16 0) #6
  %509 = getelementptr bfloat, ptr addrspace(3) %497, i64 %504
  store i16 %508, ptr addrspace(3) %509, align 2
  %510 = add nuw nsw i64 %504, 1
  %exitcond171.not = icmp eq i64 %510, 8
  br i1 %exitcond171.not, label %.loopexit40, label %503

.loopexit40:                                      ; preds = %503, %499
  %511 = or disjoint i32 %476, %267
  %512 = add i32 %511, %11
  %513 = shl i32 %512, 6
  %514 = or disjoint i32 %513, %247
  %515 = sext i32 %514 to i64
  %516 = getelementptr bfloat, ptr addrspace(1) %1, i64 %515
  %517 = ptrtoint ptr addrspace(1) %516 to i64
  %518 = and i64 %517, 15
  %519 = icmp eq i64 %518, 0
  %520 = icmp slt i32 %511, %4
  %521 = select i1 %520, i32 16, i32 0
  %522 = getelementptr i8, ptr addrspace(3) %485, i64 %280
  br i1 %519, label %524, label %.preheader37

.preheader37:                                     ; preds = %.loopexit40
  %523 = zext i1 %520 to i32
  %invariant.op366 = or i32 %513, %247
  br label %528

524:                                              ; preds = %.loopexit40
  %525 = select i1 %520, ptr addrspace(1) %516, ptr addrspace(1) %1
  %526 = ptrtoint ptr addrspace(3) %522 to i64
  %527 = trunc i64 %526 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %527, ptr addrspace(1) %525, i32 %521) #6
  br label %.loopexit38

528:                                              ; preds = %.preheader37, %528
  %529 = phi i64 [ 0, %.preheader37 ], [ %535, %528 ]
  %530 = trunc nuw nsw i64 %529 to i32
  %.reass237.reass = or i32 %530, %invariant.op366
  %531 = sext i32 %.reass237.reass to i64
  %532 = getelementptr bfloat, ptr addrspace(1) %1, i64 %531
  %533 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %532, i32 %523, i16 0) #6
  %534 = getelementptr bfloat, ptr addrspace(3) %522, i64 %529
  store i16 %533, ptr addrspace(3) %534, align 2
  %535 = add nuw nsw i64 %529, 1
  %exitcond172.not = icmp eq i64 %535, 8
  br i1 %exitcond172.not, label %.loopexit38, label %528

.loopexit38:                                      ; preds = %528, %524
  %536 = or disjoint i32 %476, %286
  %537 = add i32 %536, %11
  %538 = shl i32 %537, 6
  %539 = or disjoint i32 %538, %247
  %540 = sext i32 %539 to i64
  %541 = getelementptr bfloat, ptr addrspace(1) %1, i64 %540
  %542 = ptrtoint ptr addrspace(1) %541 to i64
  %543 = and i64 %542, 15
  %544 = icmp eq i64 %543, 0
  %545 = icmp slt i32 %536, %4
  %546 = select i1 %545, i32 16, i32 0
  %547 = getelementptr i8, ptr addrspace(3) %485, i64 %299
  br i1 %544, label %549, label %.preheader35

.preheader35:                                     ; preds = %.loopexit38
  %548 = zext i1 %545 to i32
  %invariant.op367 = or i32 %538, %247
  br label %553

549:                                              ; preds = %.loopexit38
  %550 = select i1 %545, ptr addrspace(1) %541, ptr addrspace(1) %1
  %551 = ptrtoint ptr addrspace(3) %547 to i64
  %552 = trunc i64 %551 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %552, ptr addrspace(1) %550, i32 %546) #6
  br label %.loopexit36

553:                                              ; preds = %.preheader35, %553
  %554 = phi i64 [ 0, %.preheader35 ], [ %560, %553 ]
  %555 = trunc nuw nsw i64 %554 to i32
  %.reass239.reass = or i32 %555, %invariant.op367
  %556 = sext i32 %.reass239.reass to i64
  %557 = getelementptr bfloat, ptr addrspace(1) %1, i64 %556
  %558 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %557, i32 %548, i16 0) #6
  %559 = getelementptr bfloat, ptr addrspace(3) %547, i64 %554
  store i16 %558, ptr addrspace(3) %559, align 2
  %560 = add nuw nsw i64 %554, 1
  %exitcond173.not = icmp eq i64 %560, 8
  br i1 %exitcond173.not, label %.loopexit36, label %553

.loopexit36:                                      ; preds = %553, %549
  %561 = or disjoint i32 %476, %305
  %562 = add i32 %561, %11
  %563 = shl i32 %562, 6
  %564 = or disjoint i32 %563, %247
  %565 = sext i32 %564 to i64
  %566 = getelementptr bfloat, ptr addrspace(1) %1, i64 %565
  %567 = ptrtoint ptr addrspace(1) %566 to i64
  %568 = and i64 %567, 15
  %569 = icmp eq i64 %568, 0
  %570 = icmp slt i32 %561, %4
  %571 = select i1 %570, i32 16, i32 0
  %572 = getelementptr i8, ptr addrspace(3) %485, i64 %318
  br i1 %569, label %574, label %.preheader33

.preheader33:                                     ; preds = %.loopexit36
  %573 = zext i1 %570 to i32
  %invariant.op368 = or i32 %563, %247
  br label %578

574:                                              ; preds = %.loopexit36
  %575 = select i1 %570, ptr addrspace(1) %566, ptr addrspace(1) %1
  %576 = ptrtoint ptr addrspace(3) %572 to i64
  %577 = trunc i64 %576 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %577, ptr addrspace(1) %575, i32 %571) #6
  br label %.loopexit34

578:                                              ; preds = %.preheader33, %578
  %579 = phi i64 [ 0, %.preheader33 ], [ %585, %578 ]
  %580 = trunc nuw nsw i64 %579 to i32
  %.reass241.reass = or i32 %580, %invariant.op368
  %581 = sext i32 %.reass241.reass to i64
  %582 = getelementptr bfloat, ptr addrspace(1) %1, i64 %581
  %583 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %582, i32 %573, i16 0) #6
  %584 = getelementptr bfloat, ptr addrspace(3) %572, i64 %579
  store i16 %583, ptr addrspace(3) %584, align 2
  %585 = add nuw nsw i64 %579, 1
  %exitcond174.not = icmp eq i64 %585, 8
  br i1 %exitcond174.not, label %.loopexit34, label %578

.loopexit34:                                      ; preds = %578, %574
  %586 = getelementptr i8, ptr addrspace(3) %485, i64 8192
  %587 = getelementptr bfloat, ptr addrspace(1) %2, i64 %490
  %588 = ptrtoint ptr addrspace(1) %587 to i64
  %589 = and i64 %588, 15
  %590 = icmp eq i64 %589, 0
  %591 = getelementptr i8, ptr addrspace(3) %586, i64 %261
  br i1 %590, label %593, label %.preheader31

.preheader31:                                     ; preds = %.loopexit34
  %592 = zext i1 %495 to i32
  %invariant.op369 = or i32 %488, %247
  br label %597

593:                                              ; preds = %.loopexit34
  %594 = select i1 %495, ptr addrspace(1) %587, ptr addrspace(1) %2
  %595 = ptrtoint ptr addrspace(3) %591 to i64
  %596 = trunc i64 %595 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %596, ptr addrspace(1) %594, i32 %496) #6
  br label %.loopexit32

597:                                              ; preds = %.preheader31, %597
  %598 = phi i64 [ 0, %.preheader31 ], [ %604, %597 ]
  %599 = trunc nuw nsw i64 %598 to i32
  %.reass243.reass = or i32 %599, %invariant.op369
  %600 = sext i32 %.reass243.reass to i64
  %601 = getelementptr bfloat, ptr addrspace(1) %2, i64 %600
  %602 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %601, i32 %592, i16 0) #6
  %603 = getelementptr bfloat, ptr addrspace(3) %591, i64 %598
  store i16 %602, ptr addrspace(3) %603, align 2
  %604 = add nuw nsw i64 %598, 1
  %exitcond175.not = icmp eq i64 %604, 8
  br i1 %exitcond175.not, label %.loopexit32, label %597

.loopexit32:                                      ; preds = %597, %593
  %605 = getelementptr bfloat, ptr addrspace(1) %2, i64 %515
  %606 = ptrtoint ptr addrspace(1) %605 to i64
  %607 = and i64 %606, 15
  %608 = icmp eq i64 %607, 0
  %609 = getelementptr i8, ptr addrspace(3) %586, i64 %280
  br i1 %608, label %611, label %.preheader29

.preheader29:                                     ; preds = %.loopexit32
  %610 = zext i1 %520 to i32
  %invariant.op370 = or i32 %513, %247
  br label %615

611:                                              ; preds = %.loopexit32
  %612 = select i1 %520, ptr addrspace(1) %605, ptr addrspace(1) %2
  %613 = ptrtoint ptr addrspace(3) %609 to i64
  %614 = trunc i64 %613 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %614, ptr addrspace(1) %612, i32 %521) #6
  br label %.loopexit30

615:                                              ; preds = %.preheader29, %615
  %616 = phi i64 [ 0, %.preheader29 ], [ %622, %615 ]
  %617 = trunc nuw nsw i64 %616 to i32
  %.reass245.reass = or i32 %617, %invariant.op370
  %618 = sext i32 %.reass245.reass to i64
  %619 = getelementptr bfloat, ptr addrspace(1) %2, i64 %618
  %620 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %619, i32 %610, i16 0) #6
  %621 = getelementptr bfloat, ptr addrspace(3) %609, i64 %616
  store i16 %620, ptr addrspace(3) %621, align 2
  %622 = add nuw nsw i64 %616, 1
  %exitcond176.not = icmp eq i64 %622, 8
  br i1 %exitcond176.not, label %.loopexit30, label %615

.loopexit30:                                      ; preds = %615, %611
  %623 = getelementptr bfloat, ptr addrspace(1) %2, i64 %540
  %624 = ptrtoint ptr addrspace(1) %623 to i64
  %625 = and i64 %624, 15
  %626 = icmp eq i64 %625, 0
  %627 = getelementptr i8, ptr addrspace(3) %586, i64 %299
  br i1 %626, label %629, label %.preheader27

.preheader27:                                     ; preds = %.loopexit30
  %628 = zext i1 %545 to i32
  %invariant.op371 = or i32 %538, %247
  br label %633

629:                                              ; preds = %.loopexit30
  %630 = select i1 %545, ptr addrspace(1) %623, ptr addrspace(1) %2
  %631 = ptrtoint ptr addrspace(3) %627 to i64
  %632 = trunc i64 %631 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %632, ptr addrspace(1) %630, i32 %546) #6
  br label %.loopexit28

633:                                              ; preds = %.preheader27, %633
  %634 = phi i64 [ 0, %.preheader27 ], [ %640, %633 ]
  %635 = trunc nuw nsw i64 %634 to i32
  %.reass247.reass = or i32 %635, %invariant.op371
  %636 = sext i32 %.reass247.reass to i64
  %637 = getelementptr bfloat, ptr addrspace(1) %2, i64 %636
  %638 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %637, i32 %628, i16 0) #6
  %639 = getelementptr bfloat, ptr addrspace(3) %627, i64 %634
  store i16 %638, ptr addrspace(3) %639, align 2
  %640 = add nuw nsw i64 %634, 1
  %exitcond177.not = icmp eq i64 %640, 8
  br i1 %exitcond177.not, label %.loopexit28, label %633

.loopexit28:                                      ; preds = %633, %629
  %641 = getelementptr bfloat, ptr addrspace(1) %2, i64 %565
  %642 = ptrtoint ptr addrspace(1) %641 to i64
  %643 = and i64 %642, 15
  %644 = icmp eq i64 %643, 0
  %645 = getelementptr i8, ptr addrspace(3) %586, i64 %318
  br i1 %644, label %647, label %.preheader

.preheader:                                       ; preds = %.loopexit28
  %646 = zext i1 %570 to i32
  %invariant.op372 = or i32 %563, %247
  br label %651

647:                                              ; preds = %.loopexit28
  %648 = select i1 %570, ptr addrspace(1) %641, ptr addrspace(1) %2
  %649 = ptrtoint ptr addrspace(3) %645 to i64
  %650 = trunc i64 %649 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %650, ptr addrspace(1) %648, i32 %571) #6
  br label %.loopexit

651:                                              ; preds = %.preheader, %651
  %652 = phi i64 [ 0, %.preheader ], [ %658, %651 ]
  %653 = trunc nuw nsw i64 %652 to i32
  %.reass249.reass = or i32 %653, %invariant.op372
  %654 = sext i32 %.reass249.reass to i64
  %655 = getelementptr bfloat, ptr addrspace(1) %2, i64 %654
  %656 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %655, i32 %646, i16 0) #6
  %657 = getelementptr bfloat, ptr addrspace(3) %645, i64 %652
  store i16 %656, ptr addrspace(3) %657, align 2
  %658 = add nuw nsw i64 %652, 1
  %exitcond178.not = icmp eq i64 %658, 8
  br i1 %exitcond178.not, label %.loopexit, label %651

.loopexit:                                        ; preds = %651, %438, %647
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #6
  %659 = zext nneg i32 %481 to i64
  %660 = getelementptr i8, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 8192), i64 %659
  %661 = getelementptr i8, ptr addrspace(3) %660, i64 8192
  tail call void asm sideeffect "wgmma.fence.sync.aligned;", ""() #6
  %662 = ptrtoint ptr addrspace(3) %660 to i64
  %663 = lshr exact i64 %662, 4
  %664 = and i64 %663, 16320
  %665 = or disjoint i64 %664, 4611686293305360384
  %666 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $34, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $32, $33, p, 1, 1, 0, 0;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i64 %426, i64 %665, i32 1, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #6
  %667 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %666, 0
  %668 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %666, 1
  %669 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %666, 2
  %670 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %666, 3
  %671 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %666, 4
  %672 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %666, 5
  %673 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %666, 6
  %674 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %666, 7
  %675 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %666, 8
  %676 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %666, 9
  %677 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %666, 10
  %678 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %666, 11
  %679 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %666, 12
  %680 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %666, 13
  %681 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %666, 14
  %682 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %666, 15
  %683 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %666, 16
  %684 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %666, 17
  %685 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %666, 18
  %686 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %666, 19
  %687 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %666, 20
  %688 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %666, 21
  %689 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %666, 22
  %690 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %666, 23
  %691 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %666, 24
  %692 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %666, 25
  %693 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %666, 26
  %694 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %666, 27
  %695 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %666, 28
  %696 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %666, 29
  %697 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %666, 30
  %698 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %666, 31
  %699 = getelementptr i8, ptr addrspace(3) %660, i64 32
  %700 = ptrtoint ptr addrspace(3) %699 to i64
  %701 = lshr exact i64 %700, 4
  %702 = and i64 %701, 16383
  %703 = or disjoint i64 %702, 4611686293305360384
  %704 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $34, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $32, $33, p, 1, 1, 0, 0;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i64 %429, i64 %703, i32 1, float %667, float %668, float %669, float %670, float %671, float %672, float %673, float %674, float %675, float %676, float %677, float %678, float %679, float %680, float %681, float %682, float %683, float %684, float %685, float %686, float %687, float %688, float %689, float %690, float %691, float %692, float %693, float %694, float %695, float %696, float %697, float %698) #6
  %705 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %704, 0
  %706 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %704, 1
  %707 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %704, 2
  %708 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %704, 3
  %709 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %704, 4
  %710 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %704, 5
  %711 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %704, 6
  %712 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %704, 7
  %713 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %704, 8
  %714 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %704, 9
  %715 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %704, 10
  %716 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %704, 11
  %717 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %704, 12
  %718 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %704, 13
  %719 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %704, 14
  %720 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %704, 15
  %721 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %704, 16
  %722 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %704, 17
  %723 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %704, 18
  %724 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %704, 19
  %725 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %704, 20
  %726 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %704, 21
  %727 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %704, 22
  %728 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %704, 23
  %729 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %704, 24
  %730 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %704, 25
  %731 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %704, 26
  %732 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %704, 27
  %733 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %704, 28
  %734 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %704, 29
  %735 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %704, 30
  %736 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %704, 31
  %737 = getelementptr i8, ptr addrspace(3) %660, i64 64
  %738 = ptrtoint ptr addrspace(3) %737 to i64
  %739 = lshr exact i64 %738, 4
  %740 = and i64 %739, 16383
  %741 = or disjoint i64 %740, 4611686293305360384
  %742 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $34, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $32, $33, p, 1, 1, 0, 0;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i64 %432, i64 %741, i32 1, float %705, float %706, float %707, float %708, float %709, float %710, float %711, float %712, float %713, float %714, float %715, float %716, float %717, float %718, float %719, float %720, float %721, float %722, float %723, float %724, float %725, float %726, float %727, float %728, float %729, float %730, float %731, float %732, float %733, float %734, float %735, float %736) #6
  %743 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %742, 0
  %744 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %742, 1
  %745 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %742, 2
  %746 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %742, 3
  %747 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %742, 4
  %748 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %742, 5
  %749 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %742, 6
  %750 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %742, 7
  %751 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %742, 8
  %752 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %742, 9
  %753 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %742, 10
  %754 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %742, 11
  %755 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %742, 12
  %756 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %742, 13
  %757 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %742, 14
  %758 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %742, 15
  %759 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %742, 16
  %760 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %742, 17
  %761 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %742, 18
  %762 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %742, 19
  %763 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %742, 20
  %764 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %742, 21
  %765 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %742, 22
  %766 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %742, 23
  %767 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %742, 24
  %768 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %742, 25
  %769 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %742, 26
  %770 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %742, 27
  %771 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %742, 28
  %772 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %742, 29
  %773 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %742, 30
  %774 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %742, 31
  %775 = getelementptr i8, ptr addrspace(3) %660, i64 96
  %776 = ptrtoint ptr addrspace(3) %775 to i64
  %777 = lshr exact i64 %776, 4
  %778 = and i64 %777, 16383
  %779 = or disjoint i64 %778, 4611686293305360384
  %780 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $34, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $32, $33, p, 1, 1, 0, 0;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i64 %435, i64 %779, i32 1, float %743, float %744, float %745, float %746, float %747, float %748, float %749, float %750, float %751, float %752, float %753, float %754, float %755, float %756, float %757, float %758, float %759, float %760, float %761, float %762, float %763, float %764, float %765, float %766, float %767, float %768, float %769, float %770, float %771, float %772, float %773, float %774) #6
  %781 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %780, 0
  %782 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %780, 1
  %783 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %780, 2
  %784 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %780, 3
  %785 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %780, 4
  %786 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %780, 5
  %787 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %780, 6
  %788 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %780, 7
  %789 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %780, 8
  %790 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %780, 9
  %791 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %780, 10
  %792 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %780, 11
  %793 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %780, 12
  %794 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %780, 13
  %795 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %780, 14
  %796 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %780, 15
  %797 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %780, 16
  %798 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %780, 17
  %799 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %780, 18
  %800 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %780, 19
  %801 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %780, 20
  %802 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %780, 21
  %803 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %780, 22
  %804 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %780, 23
  %805 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %780, 24
  %806 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %780, 25
  %807 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %780, 26
  %808 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %780, 27
  %809 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %780, 28
  %810 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %780, 29
  %811 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %780, 30
  %812 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %780, 31
  tail call void asm sideeffect "wgmma.commit_group.sync.aligned;", ""() #6
  %813 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.wait_group.sync.aligned 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(float %781, float %782, float %783, float %784, float %785, float %786, float %787, float %788, float %789, float %790, float %791, float %792, float %793, float %794, float %795, float %796, float %797, float %798, float %799, float %800, float %801, float %802, float %803, float %804, float %805, float %806, float %807, float %808, float %809, float %810, float %811, float %812) #6
  %814 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %813, 0
  %815 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %813, 1
  %816 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %813, 2
  %817 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %813, 3
  %818 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %813, 4
  %819 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %813, 5
  %820 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %813, 6
  %821 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %813, 7
  %822 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %813, 8
  %823 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %813, 9
  %824 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %813, 10
  %825 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %813, 11
  %826 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %813, 12
  %827 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %813, 13
  %828 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %813, 14
  %829 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %813, 15
  %830 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %813, 16
  %831 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %813, 17
  %832 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %813, 18
  %833 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %813, 19
  %834 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %813, 20
  %835 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %813, 21
  %836 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %813, 22
  %837 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %813, 23
  %838 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %813, 24
  %839 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %813, 25
  %840 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %813, 26
  %841 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %813, 27
  %842 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %813, 28
  %843 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %813, 29
  %844 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %813, 30
  %845 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %813, 31
  %846 = fmul float %13, %814
  %847 = fmul float %13, %815
  %848 = fmul float %13, %816
  %849 = fmul float %13, %817
  %850 = fmul float %13, %818
  %851 = fmul float %13, %819
  %852 = fmul float %13, %820
  %853 = fmul float %13, %821
  %854 = fmul float %13, %822
  %855 = fmul float %13, %823
  %856 = fmul float %13, %824
  %857 = fmul float %13, %825
  %858 = fmul float %13, %826
  %859 = fmul float %13, %827
  %860 = fmul float %13, %828
  %861 = fmul float %13, %829
  %862 = fmul float %13, %830
  %863 = fmul float %13, %831
  %864 = fmul float %13, %832
  %865 = fmul float %13, %833
  %866 = fmul float %13, %834
  %867 = fmul float %13, %835
  %868 = fmul float %13, %836
  %869 = fmul float %13, %837
  %870 = fmul float %13, %838
  %871 = fmul float %13, %839
  %872 = fmul float %13, %840
  %873 = fmul float %13, %841
  %874 = fmul float %13, %842
  %875 = fmul float %13, %843
  %876 = fmul float %13, %844
  %877 = fmul float %13, %845
  %878 = or disjoint i32 %475, %437
  %879 = icmp slt i32 %878, %4
  %880 = or disjoint i32 %878, 1
  %881 = icmp slt i32 %880, %4
  %882 = or disjoint i32 %878, 8
  %883 = icmp slt i32 %882, %4
  %884 = or disjoint i32 %878, 9
  %885 = icmp slt i32 %884, %4
  %886 = or disjoint i32 %878, 16
  %887 = icmp slt i32 %886, %4
  %888 = or disjoint i32 %878, 17
  %889 = icmp slt i32 %888, %4
  %890 = or disjoint i32 %878, 24
  %891 = icmp slt i32 %890, %4
  %892 = or disjoint i32 %878, 25
  %893 = icmp slt i32 %892, %4
  %894 = or disjoint i32 %878, 32
  %895 = icmp slt i32 %894, %4
  %896 = or disjoint i32 %878, 33
  %897 = icmp slt i32 %896, %4
  %898 = or disjoint i32 %878, 40
  %899 = icmp slt i32 %898, %4
  %900 = or disjoint i32 %878, 41
  %901 = icmp slt i32 %900, %4
  %902 = or disjoint i32 %878, 48
  %903 = icmp slt i32 %902, %4
  %904 = or disjoint i32 %878, 49
  %905 = icmp slt i32 %904, %4
  %906 = or disjoint i32 %878, 56
  %907 = icmp slt i32 %906, %4
  %908 = or disjoint i32 %878, 57
  %909 = icmp slt i32 %908, %4
  %910 = select i1 %879, float %846, float 0xFFF0000000000000
  %911 = select i1 %881, float %847, float 0xFFF0000000000000
  %912 = select i1 %879, float %848, float 0xFFF0000000000000
  %913 = select i1 %881, float %849, float 0xFFF0000000000000
  %914 = select i1 %883, float %850, float 0xFFF0000000000000
  %915 = select i1 %885, float %851, float 0xFFF0000000000000
  %916 = select i1 %883, float %852, float 0xFFF0000000000000
  %917 = select i1 %885, float %853, float 0xFFF0000000000000
  %918 = select i1 %887, float %854, float 0xFFF0000000000000
  %919 = select i1 %889, float %855, float 0xFFF0000000000000
  %920 = select i1 %887, float %856, float 0xFFF0000000000000
  %921 = select i1 %889, float %857, float 0xFFF0000000000000
  %922 = select i1 %891, float %858, float 0xFFF0000000000000
  %923 = select i1 %893, float %859, float 0xFFF0000000000000
  %924 = select i1 %891, float %860, float 0xFFF0000000000000
  %925 = select i1 %893, float %861, float 0xFFF0000000000000
  %926 = select i1 %895, float %862, float 0xFFF0000000000000
  %927 = select i1 %897, float %863, float 0xFFF0000000000000
  %928 = select i1 %895, float %864, float 0xFFF0000000000000
  %929 = select i1 %897, float %865, float 0xFFF0000000000000
  %930 = select i1 %899, float %866, float 0xFFF0000000000000
  %931 = select i1 %901, float %867, float 0xFFF0000000000000
  %932 = select i1 %899, float %868, float 0xFFF0000000000000
  %933 = select i1 %901, float %869, float 0xFFF0000000000000
  %934 = select i1 %903, float %870, float 0xFFF0000000000000
  %935 = select i1 %905, float %871, float 0xFFF0000000000000
  %936 = select i1 %903, float %872, float 0xFFF0000000000000
  %937 = select i1 %905, float %873, float 0xFFF0000000000000
  %938 = select i1 %907, float %874, float 0xFFF0000000000000
  %939 = select i1 %909, float %875, float 0xFFF0000000000000
  %940 = select i1 %907, float %876, float 0xFFF0000000000000
  %941 = select i1 %909, float %877, float 0xFFF0000000000000
  %942 = tail call float @llvm.maxnum.f32(float %910, float %911)
  %943 = tail call float @llvm.maxnum.f32(float %912, float %913)
  %944 = tail call float @llvm.maxnum.f32(float %942, float %914)
  %945 = tail call float @llvm.maxnum.f32(float %944, float %915)
  %946 = tail call float @llvm.maxnum.f32(float %943, float %916)
  %947 = tail call float @llvm.maxnum.f32(float %946, float %917)
  %948 = tail call float @llvm.maxnum.f32(float %945, float %918)
  %949 = tail call float @llvm.maxnum.f32(float %948, float %919)
  %950 = tail call float @llvm.maxnum.f32(float %947, float %920)
  %951 = tail call float @llvm.maxnum.f32(float %950, float %921)
  %952 = tail call float @llvm.maxnum.f32(float %949, float %922)
  %953 = tail call float @llvm.maxnum.f32(float %952, float %923)
  %954 = tail call float @llvm.maxnum.f32(float %951, float %924)
  %955 = tail call float @llvm.maxnum.f32(float %954, float %925)
  %956 = tail call float @llvm.maxnum.f32(float %953, float %926)
  %957 = tail call float @llvm.maxnum.f32(float %956, float %927)
  %958 = tail call float @llvm.maxnum.f32(float %955, float %928)
  %959 = tail call float @llvm.maxnum.f32(float %958, float %929)
  %960 = tail call float @llvm.maxnum.f32(float %957, float %930)
  %961 = tail call float @llvm.maxnum.f32(float %960, float %931)
  %962 = tail call float @llvm.maxnum.f32(float %959, float %932)
  %963 = tail call float @llvm.maxnum.f32(float %962, float %933)
  %964 = tail call float @llvm.maxnum.f32(float %961, float %934)
  %965 = tail call float @llvm.maxnum.f32(float %964, float %935)
  %966 = tail call float @llvm.maxnum.f32(float %963, float %936)
  %967 = tail call float @llvm.maxnum.f32(float %966, float %937)
  %968 = tail call float @llvm.maxnum.f32(float %965, float %938)
  %969 = tail call float @llvm.maxnum.f32(float %968, float %939)
  %970 = tail call float @llvm.maxnum.f32(float %967, float %940)
  %971 = tail call float @llvm.maxnum.f32(float %970, float %941)
  %972 = bitcast float %969 to i32
  %973 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %972, i32 2, i32 31)
  %974 = bitcast i32 %973 to float
  %975 = tail call float @llvm.maxnum.f32(float %969, float %974)
  %976 = bitcast float %971 to i32
  %977 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %976, i32 2, i32 31)
  %978 = bitcast i32 %977 to float
  %979 = tail call float @llvm.maxnum.f32(float %971, float %978)
  %980 = bitcast float %975 to i32
  %981 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %980, i32 1, i32 31)
  %982 = bitcast i32 %981 to float
  %983 = tail call float @llvm.maxnum.f32(float %975, float %982)
  %984 = bitcast float %979 to i32
  %985 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %984, i32 1, i32 31)
  %986 = bitcast i32 %985 to float
  %987 = tail call float @llvm.maxnum.f32(float %979, float %986)
  %988 = tail call float @llvm.maxnum.f32(float %440, float %983)
  %989 = tail call float @llvm.maxnum.f32(float %439, float %987)
  %990 = fsub float %910, %988
  %991 = fsub float %911, %988
  %992 = fsub float %912, %989
  %993 = fsub float %913, %989
  %994 = fsub float %914, %988
  %995 = fsub float %915, %988
  %996 = fsub float %916, %989
  %997 = fsub float %917, %989
  %998 = fsub float %918, %988
  %999 = fsub float %919, %988
  %1000 = fsub float %920, %989
  %1001 = fsub float %921, %989
  %1002 = fsub float %922, %988
  %1003 = fsub float %923, %988
  %1004 = fsub float %924, %989
  %1005 = fsub float %925, %989
  %1006 = fsub float %926, %988
  %1007 = fsub float %927, %988
  %1008 = fsub float %928, %989
  %1009 = fsub float %929, %989
  %1010 = fsub float %930, %988
  %1011 = fsub float %931, %988
  %1012 = fsub float %932, %989
  %1013 = fsub float %933, %989
  %1014 = fsub float %934, %988
  %1015 = fsub float %935, %988
  %1016 = fsub float %936, %989
  %1017 = fsub float %937, %989
  %1018 = fsub float %938, %988
  %1019 = fsub float %939, %988
  %1020 = fsub float %940, %989
  %1021 = fsub float %941, %989
  %1022 = tail call float @llvm.nvvm.ex2.approx.f32(float %990)
  %1023 = tail call float @llvm.nvvm.ex2.approx.f32(float %991)
  %1024 = tail call float @llvm.nvvm.ex2.approx.f32(float %992)
  %1025 = tail call float @llvm.nvvm.ex2.approx.f32(float %993)
  %1026 = tail call float @llvm.nvvm.ex2.approx.f32(float %994)
  %1027 = tail call float @llvm.nvvm.ex2.approx.f32(float %995)
  %1028 = tail call float @llvm.nvvm.ex2.approx.f32(float %996)
  %1029 = tail call float @llvm.nvvm.ex2.approx.f32(float %997)
  %1030 = tail call float @llvm.nvvm.ex2.approx.f32(float %998)
  %1031 = tail call float @llvm.nvvm.ex2.approx.f32(float %999)
  %1032 = tail call float @llvm.nvvm.ex2.approx.f32(float %1000)
  %1033 = tail call float @llvm.nvvm.ex2.approx.f32(float %1001)
  %1034 = tail call float @llvm.nvvm.ex2.approx.f32(float %1002)
  %1035 = tail call float @llvm.nvvm.ex2.approx.f32(float %1003)
  %1036 = tail call float @llvm.nvvm.ex2.approx.f32(float %1004)
  %1037 = tail call float @llvm.nvvm.ex2.approx.f32(float %1005)
  %1038 = tail call float @llvm.nvvm.ex2.approx.f32(float %1006)
  %1039 = tail call float @llvm.nvvm.ex2.approx.f32(float %1007)
  %1040 = tail call float @llvm.nvvm.ex2.approx.f32(float %1008)
  %1041 = tail call float @llvm.nvvm.ex2.approx.f32(float %1009)
  %1042 = tail call float @llvm.nvvm.ex2.approx.f32(float %1010)
  %1043 = tail call float @llvm.nvvm.ex2.approx.f32(float %1011)
  %1044 = tail call float @llvm.nvvm.ex2.approx.f32(float %1012)
  %1045 = tail call float @llvm.nvvm.ex2.approx.f32(float %1013)
  %1046 = tail call float @llvm.nvvm.ex2.approx.f32(float %1014)
  %1047 = tail call float @llvm.nvvm.ex2.approx.f32(float %1015)
  %1048 = tail call float @llvm.nvvm.ex2.approx.f32(float %1016)
  %1049 = tail call float @llvm.nvvm.ex2.approx.f32(float %1017)
  %1050 = tail call float @llvm.nvvm.ex2.approx.f32(float %1018)
  %1051 = tail call float @llvm.nvvm.ex2.approx.f32(float %1019)
  %1052 = tail call float @llvm.nvvm.ex2.approx.f32(float %1020)
  %1053 = tail call float @llvm.nvvm.ex2.approx.f32(float %1021)
  %1054 = fsub float %440, %988
  %1055 = fsub float %439, %989
  %1056 = tail call float @llvm.nvvm.ex2.approx.f32(float %1054)
  %1057 = tail call float @llvm.nvvm.ex2.approx.f32(float %1055)
  %1058 = fmul float %474, %1056
  %1059 = fmul float %473, %1057
  %1060 = fadd float %1022, %1023
  %1061 = fadd float %1024, %1025
  %1062 = fadd float %1060, %1026
  %1063 = fadd float %1062, %1027
  %1064 = fadd float %1061, %1028
  %1065 = fadd float %1064, %1029
  %1066 = fadd float %1063, %1030
  %1067 = fadd float %1066, %1031
  %1068 = fadd float %1065, %1032
  %1069 = fadd float %1068, %1033
  %1070 = fadd float %1067, %1034
  %1071 = fadd float %1070, %1035
  %1072 = fadd float %1069, %1036
  %1073 = fadd float %1072, %1037
  %1074 = fadd float %1071, %1038
  %1075 = fadd float %1074, %1039
  %1076 = fadd float %1073, %1040
  %1077 = fadd float %1076, %1041
  %1078 = fadd float %1075, %1042
  %1079 = fadd float %1078, %1043
  %1080 = fadd float %1077, %1044
  %1081 = fadd float %1080, %1045
  %1082 = fadd float %1079, %1046
  %1083 = fadd float %1082, %1047
  %1084 = fadd float %1081, %1048
  %1085 = fadd float %1084, %1049
  %1086 = fadd float %1083, %1050
  %1087 = fadd float %1086, %1051
  %1088 = fadd float %1085, %1052
  %1089 = fadd float %1088, %1053
  %1090 = bitcast float %1087 to i32
  %1091 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1090, i32 2, i32 31)
  %1092 = bitcast i32 %1091 to float
  %1093 = fadd float %1087, %1092
  %1094 = bitcast float %1089 to i32
  %1095 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1094, i32 2, i32 31)
  %1096 = bitcast i32 %1095 to float
  %1097 = fadd float %1089, %1096
  %1098 = bitcast float %1093 to i32
  %1099 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1098, i32 1, i32 31)
  %1100 = bitcast i32 %1099 to float
  %1101 = fadd float %1093, %1100
  %1102 = bitcast float %1097 to i32
  %1103 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1102, i32 1, i32 31)
  %1104 = bitcast i32 %1103 to float
  %1105 = fadd float %1097, %1104
  %1106 = fadd float %1058, %1101
  %1107 = fadd float %1059, %1105
  %1108 = fptrunc float %1022 to bfloat
  %1109 = fptrunc float %1023 to bfloat
  %1110 = fptrunc float %1024 to bfloat
  %1111 = fptrunc float %1025 to bfloat
  %1112 = fptrunc float %1026 to bfloat
  %1113 = fptrunc float %1027 to bfloat
  %1114 = fptrunc float %1028 to bfloat
  %1115 = fptrunc float %1029 to bfloat
  %1116 = fptrunc float %1030 to bfloat
  %1117 = fptrunc float %1031 to bfloat
  %1118 = fptrunc float %1032 to bfloat
  %1119 = fptrunc float %1033 to bfloat
  %1120 = fptrunc float %1034 to bfloat
  %1121 = fptrunc float %1035 to bfloat
  %1122 = fptrunc float %1036 to bfloat
  %1123 = fptrunc float %1037 to bfloat
  %1124 = fptrunc float %1038 to bfloat
  %1125 = fptrunc float %1039 to bfloat
  %1126 = fptrunc float %1040 to bfloat
  %1127 = fptrunc float %1041 to bfloat
  %1128 = fptrunc float %1042 to bfloat
  %1129 = fptrunc float %1043 to bfloat
  %1130 = fptrunc float %1044 to bfloat
  %1131 = fptrunc float %1045 to bfloat
  %1132 = fptrunc float %1046 to bfloat
  %1133 = fptrunc float %1047 to bfloat
  %1134 = fptrunc float %1048 to bfloat
  %1135 = fptrunc float %1049 to bfloat
  %1136 = fptrunc float %1050 to bfloat
  %1137 = fptrunc float %1051 to bfloat
  %1138 = fptrunc float %1052 to bfloat
  %1139 = fptrunc float %1053 to bfloat
  %1140 = fmul float %472, %1056
  %1141 = fmul float %471, %1056
  %1142 = fmul float %470, %1057
  %1143 = fmul float %469, %1057
  %1144 = fmul float %468, %1056
  %1145 = fmul float %467, %1056
  %1146 = fmul float %466, %1057
  %1147 = fmul float %465, %1057
  %1148 = fmul float %464, %1056
  %1149 = fmul float %463, %1056
  %1150 = fmul float %462, %1057
  %1151 = fmul float %461, %1057
  %1152 = fmul float %460, %1056
  %1153 = fmul float %459, %1056
  %1154 = fmul float %458, %1057
  %1155 = fmul float %457, %1057
  %1156 = fmul float %456, %1056
  %1157 = fmul float %455, %1056
  %1158 = fmul float %454, %1057
  %1159 = fmul float %453, %1057
  %1160 = fmul float %452, %1056
  %1161 = fmul float %451, %1056
  %1162 = fmul float %450, %1057
  %1163 = fmul float %449, %1057
  %1164 = fmul float %448, %1056
  %1165 = fmul float %447, %1056
  %1166 = fmul float %446, %1057
  %1167 = fmul float %445, %1057
  %1168 = fmul float %444, %1056
  %1169 = fmul float %443, %1056
  %1170 = fmul float %442, %1057
  %1171 = fmul float %441, %1057
  %1172 = insertelement <2 x bfloat> poison, bfloat %1108, i64 0
  %1173 = insertelement <2 x bfloat> %1172, bfloat %1109, i64 1
  %1174 = bitcast <2 x bfloat> %1173 to i32
  %1175 = insertelement <2 x bfloat> poison, bfloat %1110, i64 0
  %1176 = insertelement <2 x bfloat> %1175, bfloat %1111, i64 1
  %1177 = bitcast <2 x bfloat> %1176 to i32
  %1178 = insertelement <2 x bfloat> poison, bfloat %1112, i64 0
  %1179 = insertelement <2 x bfloat> %1178, bfloat %1113, i64 1
  %1180 = bitcast <2 x bfloat> %1179 to i32
  %1181 = insertelement <2 x bfloat> poison, bfloat %1114, i64 0
  %1182 = insertelement <2 x bfloat> %1181, bfloat %1115, i64 1
  %1183 = bitcast <2 x bfloat> %1182 to i32
  %1184 = insertelement <2 x bfloat> poison, bfloat %1116, i64 0
  %1185 = insertelement <2 x bfloat> %1184, bfloat %1117, i64 1
  %1186 = bitcast <2 x bfloat> %1185 to i32
  %1187 = insertelement <2 x bfloat> poison, bfloat %1118, i64 0
  %1188 = insertelement <2 x bfloat> %1187, bfloat %1119, i64 1
  %1189 = bitcast <2 x bfloat> %1188 to i32
  %1190 = insertelement <2 x bfloat> poison, bfloat %1120, i64 0
  %1191 = insertelement <2 x bfloat> %1190, bfloat %1121, i64 1
  %1192 = bitcast <2 x bfloat> %1191 to i32
  %1193 = insertelement <2 x bfloat> poison, bfloat %1122, i64 0
  %1194 = insertelement <2 x bfloat> %1193, bfloat %1123, i64 1
  %1195 = bitcast <2 x bfloat> %1194 to i32
  %1196 = insertelement <2 x bfloat> poison, bfloat %1124, i64 0
  %1197 = insertelement <2 x bfloat> %1196, bfloat %1125, i64 1
  %1198 = bitcast <2 x bfloat> %1197 to i32
  %1199 = insertelement <2 x bfloat> poison, bfloat %1126, i64 0
  %1200 = insertelement <2 x bfloat> %1199, bfloat %1127, i64 1
  %1201 = bitcast <2 x bfloat> %1200 to i32
  %1202 = insertelement <2 x bfloat> poison, bfloat %1128, i64 0
  %1203 = insertelement <2 x bfloat> %1202, bfloat %1129, i64 1
  %1204 = bitcast <2 x bfloat> %1203 to i32
  %1205 = insertelement <2 x bfloat> poison, bfloat %1130, i64 0
  %1206 = insertelement <2 x bfloat> %1205, bfloat %1131, i64 1
  %1207 = bitcast <2 x bfloat> %1206 to i32
  %1208 = insertelement <2 x bfloat> poison, bfloat %1132, i64 0
  %1209 = insertelement <2 x bfloat> %1208, bfloat %1133, i64 1
  %1210 = bitcast <2 x bfloat> %1209 to i32
  %1211 = insertelement <2 x bfloat> poison, bfloat %1134, i64 0
  %1212 = insertelement <2 x bfloat> %1211, bfloat %1135, i64 1
  %1213 = bitcast <2 x bfloat> %1212 to i32
  %1214 = insertelement <2 x bfloat> poison, bfloat %1136, i64 0
  %1215 = insertelement <2 x bfloat> %1214, bfloat %1137, i64 1
  %1216 = bitcast <2 x bfloat> %1215 to i32
  %1217 = insertelement <2 x bfloat> poison, bfloat %1138, i64 0
  %1218 = insertelement <2 x bfloat> %1217, bfloat %1139, i64 1
  %1219 = bitcast <2 x bfloat> %1218 to i32
  tail call void asm sideeffect "wgmma.fence.sync.aligned;", ""() #6
  %1220 = ptrtoint ptr addrspace(3) %661 to i64
  %1221 = lshr exact i64 %1220, 4
  %1222 = and i64 %1221, 16383
  %1223 = or disjoint i64 %1222, 4611686293338849280
  %1224 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $37, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, {$32, $33, $34, $35}, $36, p, 1, 1, 1;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,r,r,r,r,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i32 %1174, i32 %1177, i32 %1180, i32 %1183, i64 %1223, i32 1, float %1140, float %1141, float %1142, float %1143, float %1144, float %1145, float %1146, float %1147, float %1148, float %1149, float %1150, float %1151, float %1152, float %1153, float %1154, float %1155, float %1156, float %1157, float %1158, float %1159, float %1160, float %1161, float %1162, float %1163, float %1164, float %1165, float %1166, float %1167, float %1168, float %1169, float %1170, float %1171) #6
  %1225 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1224, 0
  %1226 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1224, 1
  %1227 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1224, 2
  %1228 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1224, 3
  %1229 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1224, 4
  %1230 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1224, 5
  %1231 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1224, 6
  %1232 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1224, 7
  %1233 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1224, 8
  %1234 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1224, 9
  %1235 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1224, 10
  %1236 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1224, 11
  %1237 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1224, 12
  %1238 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1224, 13
  %1239 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1224, 14
  %1240 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1224, 15
  %1241 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1224, 16
  %1242 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1224, 17
  %1243 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1224, 18
  %1244 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1224, 19
  %1245 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1224, 20
  %1246 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1224, 21
  %1247 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1224, 22
  %1248 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1224, 23
  %1249 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1224, 24
  %1250 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1224, 25
  %1251 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1224, 26
  %1252 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1224, 27
  %1253 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1224, 28
  %1254 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1224, 29
  %1255 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1224, 30
  %1256 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1224, 31
  %1257 = getelementptr i8, ptr addrspace(3) %660, i64 10240
  %1258 = ptrtoint ptr addrspace(3) %1257 to i64
  %1259 = lshr exact i64 %1258, 4
  %1260 = and i64 %1259, 16383
  %1261 = or disjoint i64 %1260, 4611686293338849280
  %1262 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $37, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, {$32, $33, $34, $35}, $36, p, 1, 1, 1;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,r,r,r,r,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i32 %1186, i32 %1189, i32 %1192, i32 %1195, i64 %1261, i32 1, float %1225, float %1226, float %1227, float %1228, float %1229, float %1230, float %1231, float %1232, float %1233, float %1234, float %1235, float %1236, float %1237, float %1238, float %1239, float %1240, float %1241, float %1242, float %1243, float %1244, float %1245, float %1246, float %1247, float %1248, float %1249, float %1250, float %1251, float %1252, float %1253, float %1254, float %1255, float %1256) #6
  %1263 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1262, 0
  %1264 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1262, 1
  %1265 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1262, 2
  %1266 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1262, 3
  %1267 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1262, 4
  %1268 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1262, 5
  %1269 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1262, 6
  %1270 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1262, 7
  %1271 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1262, 8
  %1272 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1262, 9
  %1273 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1262, 10
  %1274 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1262, 11
  %1275 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1262, 12
  %1276 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1262, 13
  %1277 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1262, 14
  %1278 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1262, 15
  %1279 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1262, 16
  %1280 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1262, 17
  %1281 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1262, 18
  %1282 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1262, 19
  %1283 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1262, 20
  %1284 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1262, 21
  %1285 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1262, 22
  %1286 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1262, 23
  %1287 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1262, 24
  %1288 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1262, 25
  %1289 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1262, 26
  %1290 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1262, 27
  %1291 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1262, 28
  %1292 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1262, 29
  %1293 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1262, 30
  %1294 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1262, 31
  %1295 = getelementptr i8, ptr addrspace(3) %660, i64 12288
  %1296 = ptrtoint ptr addrspace(3) %1295 to i64
  %1297 = lshr exact i64 %1296, 4
  %1298 = and i64 %1297, 16383
  %1299 = or disjoint i64 %1298, 4611686293338849280
  %1300 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $37, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, {$32, $33, $34, $35}, $36, p, 1, 1, 1;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,r,r,r,r,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i32 %1198, i32 %1201, i32 %1204, i32 %1207, i64 %1299, i32 1, float %1263, float %1264, float %1265, float %1266, float %1267, float %1268, float %1269, float %1270, float %1271, float %1272, float %1273, float %1274, float %1275, float %1276, float %1277, float %1278, float %1279, float %1280, float %1281, float %1282, float %1283, float %1284, float %1285, float %1286, float %1287, float %1288, float %1289, float %1290, float %1291, float %1292, float %1293, float %1294) #6
  %1301 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1300, 0
  %1302 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1300, 1
  %1303 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1300, 2
  %1304 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1300, 3
  %1305 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1300, 4
  %1306 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1300, 5
  %1307 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1300, 6
  %1308 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1300, 7
  %1309 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1300, 8
  %1310 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1300, 9
  %1311 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1300, 10
  %1312 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1300, 11
  %1313 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1300, 12
  %1314 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1300, 13
  %1315 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1300, 14
  %1316 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1300, 15
  %1317 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1300, 16
  %1318 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1300, 17
  %1319 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1300, 18
  %1320 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1300, 19
  %1321 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1300, 20
  %1322 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1300, 21
  %1323 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1300, 22
  %1324 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1300, 23
  %1325 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1300, 24
  %1326 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1300, 25
  %1327 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1300, 26
  %1328 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1300, 27
  %1329 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1300, 28
  %1330 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1300, 29
  %1331 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1300, 30
  %1332 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1300, 31
  %1333 = getelementptr i8, ptr addrspace(3) %660, i64 14336
  %1334 = ptrtoint ptr addrspace(3) %1333 to i64
  %1335 = lshr exact i64 %1334, 4
  %1336 = and i64 %1335, 16383
  %1337 = or disjoint i64 %1336, 4611686293338849280
  %1338 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $37, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, {$32, $33, $34, $35}, $36, p, 1, 1, 1;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,r,r,r,r,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i32 %1210, i32 %1213, i32 %1216, i32 %1219, i64 %1337, i32 1, float %1301, float %1302, float %1303, float %1304, float %1305, float %1306, float %1307, float %1308, float %1309, float %1310, float %1311, float %1312, float %1313, float %1314, float %1315, float %1316, float %1317, float %1318, float %1319, float %1320, float %1321, float %1322, float %1323, float %1324, float %1325, float %1326, float %1327, float %1328, float %1329, float %1330, float %1331, float %1332) #6
  %1339 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1338, 0
  %1340 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1338, 1
  %1341 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1338, 2
  %1342 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1338, 3
  %1343 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1338, 4
  %1344 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1338, 5
  %1345 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1338, 6
  %1346 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1338, 7
  %1347 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1338, 8
  %1348 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1338, 9
  %1349 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1338, 10
  %1350 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1338, 11
  %1351 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1338, 12
  %1352 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1338, 13
  %1353 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1338, 14
  %1354 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1338, 15
  %1355 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1338, 16
  %1356 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1338, 17
  %1357 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1338, 18
  %1358 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1338, 19
  %1359 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1338, 20
  %1360 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1338, 21
  %1361 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1338, 22
  %1362 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1338, 23
  %1363 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1338, 24
  %1364 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1338, 25
  %1365 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1338, 26
  %1366 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1338, 27
  %1367 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1338, 28
  %1368 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1338, 29
  %1369 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1338, 30
  %1370 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1338, 31
  tail call void asm sideeffect "wgmma.commit_group.sync.aligned;", ""() #6
  %1371 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.wait_group.sync.aligned 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(float %1339, float %1340, float %1341, float %1342, float %1343, float %1344, float %1345, float %1346, float %1347, float %1348, float %1349, float %1350, float %1351, float %1352, float %1353, float %1354, float %1355, float %1356, float %1357, float %1358, float %1359, float %1360, float %1361, float %1362, float %1363, float %1364, float %1365, float %1366, float %1367, float %1368, float %1369, float %1370) #6
  %1372 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1371, 0
  %1373 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1371, 1
  %1374 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1371, 2
  %1375 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1371, 3
  %1376 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1371, 4
  %1377 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1371, 5
  %1378 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1371, 6
  %1379 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1371, 7
  %1380 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1371, 8
  %1381 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1371, 9
  %1382 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1371, 10
  %1383 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1371, 11
  %1384 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1371, 12
  %1385 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1371, 13
  %1386 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1371, 14
  %1387 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1371, 15
  %1388 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1371, 16
  %1389 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1371, 17
  %1390 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1371, 18
  %1391 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1371, 19
  %1392 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1371, 20
  %1393 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1371, 21
  %1394 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1371, 22
  %1395 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1371, 23
  %1396 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1371, 24
  %1397 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1371, 25
  %1398 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1371, 26
  %1399 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1371, 27
  %1400 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1371, 28
  %1401 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1371, 29
  %1402 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1371, 30
  %1403 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1371, 31
  br i1 %477, label %438, label %._crit_edge

._crit_edge:                                      ; preds = %.loopexit, %.preheader41.._crit_edge_crit_edge.critedge
  %.pre-phi182 = phi i32 [ %.pre181, %.preheader41.._crit_edge_crit_edge.critedge ], [ %437, %.loopexit ]
  %.lcssa92 = phi float [ 0.000000e+00, %.preheader41.._crit_edge_crit_edge.critedge ], [ %1106, %.loopexit ]
  %.lcssa91 = phi float [ 0.000000e+00, %.preheader41.._crit_edge_crit_edge.critedge ], [ %1107, %.loopexit ]
  %.lcssa90 = phi float [ 0.000000e+00, %.preheader41.._crit_edge_crit_edge.critedge ], [ %1372, %.loopexit ]
  %.lcssa89 = phi float [ 0.000000e+00, %.preheader41.._crit_edge_crit_edge.critedge ], [ %1373, %.loopexit ]
  %.lcssa88 = phi float [ 0.000000e+00, %.preheader41.._crit_edge_crit_edge.critedge ], [ %1374, %.loopexit ]
  %.lcssa87 = phi float [ 0.000000e+00, %.preheader41.._crit_edge_crit_edge.critedge ], [ %1375, %.loopexit ]
  %.lcssa86 = phi float [ 0.000000e+00, %.preheader41.._crit_edge_crit_edge.critedge ], [ %1376, %.loopexit ]
  %.lcssa85 = phi float [ 0.000000e+00, %.preheader41.._crit_edge_crit_edge.critedge ], [ %1377, %.loopexit ]
  %.lcssa84 = phi float [ 0.000000e+00, %.preheader41.._crit_edge_crit_edge.critedge ], [ %1378, %.loopexit ]
  %.lcssa83 = phi float [ 0.000000e+00, %.preheader41.._crit_edge_crit_edge.critedge ], [ %1379, %.loopexit ]
  %.lcssa82 = phi float [ 0.000000e+00, %.preheader41.._crit_edge_crit_edge.critedge ], [ %1380, %.loopexit ]
  %.lcssa81 = phi float [ 0.000000e+00, %.preheader41.._crit_edge_crit_edge.critedge ], [ %1381, %.loopexit ]
  %.lcssa80 = phi float [ 0.000000e+00, %.preheader41.._crit_edge_crit_edge.critedge ], [ %1382, %.loopexit ]
  %.lcssa79 = phi float [ 0.000000e+00, %.preheader41.._crit_edge_crit_edge.critedge ], [ %1383, %.loopexit ]
  %.lcssa78 = phi float [ 0.000000e+00, %.preheader41.._crit_edge_crit_edge.critedge ], [ %1384, %.loopexit ]
  %.lcssa77 = phi float [ 0.000000e+00, %.preheader41.._crit_edge_crit_edge.critedge ], [ %1385, %.loopexit ]
  %.lcssa76 = phi float [ 0.000000e+00, %.preheader41.._crit_edge_crit_edge.critedge ], [ %1386, %.loopexit ]
  %.lcssa75 = phi float [ 0.000000e+00, %.preheader41.._crit_edge_crit_edge.critedge ], [ %1387, %.loopexit ]
  %.lcssa74 = phi float [ 0.000000e+00, %.preheader41.._crit_edge_crit_edge.critedge ], [ %1388, %.loopexit ]
  %.lcssa73 = phi float [ 0.000000e+00, %.preheader41.._crit_edge_crit_edge.critedge ], [ %1389, %.loopexit ]
  %.lcssa72 = phi float [ 0.000000e+00, %.preheader41.._crit_edge_crit_edge.critedge ], [ %1390, %.loopexit ]
  %.lcssa71 = phi float [ 0.000000e+00, %.preheader41.._crit_edge_crit_edge.critedge ], [ %1391, %.loopexit ]
  %.lcssa70 = phi float [ 0.000000e+00, %.preheader41.._crit_edge_crit_edge.critedge ], [ %1392, %.loopexit ]
  %.lcssa69 = phi float [ 0.000000e+00, %.preheader41.._crit_edge_crit_edge.critedge ], [ %1393, %.loopexit ]
  %.lcssa68 = phi float [ 0.000000e+00, %.preheader41.._crit_edge_crit_edge.critedge ], [ %1394, %.loopexit ]
  %.lcssa67 = phi float [ 0.000000e+00, %.preheader41.._crit_edge_crit_edge.critedge ], [ %1395, %.loopexit ]
  %.lcssa66 = phi float [ 0.000000e+00, %.preheader41.._crit_edge_crit_edge.critedge ], [ %1396, %.loopexit ]
  %.lcssa65 = phi float [ 0.000000e+00, %.preheader41.._crit_edge_crit_edge.critedge ], [ %1397, %.loopexit ]
  %.lcssa64 = phi float [ 0.000000e+00, %.preheader41.._crit_edge_crit_edge.critedge ], [ %1398, %.loopexit ]
  %.lcssa63 = phi float [ 0.000000e+00, %.preheader41.._crit_edge_crit_edge.critedge ], [ %1399, %.loopexit ]
  %.lcssa62 = phi float [ 0.000000e+00, %.preheader41.._crit_edge_crit_edge.critedge ], [ %1400, %.loopexit ]
  %.lcssa61 = phi float [ 0.000000e+00, %.preheader41.._crit_edge_crit_edge.critedge ], [ %1401, %.loopexit ]
  %.lcssa60 = phi float [ 0.000000e+00, %.preheader41.._crit_edge_crit_edge.critedge ], [ %1402, %.loopexit ]
  %.lcssa59 = phi float [ 0.000000e+00, %.preheader41.._crit_edge_crit_edge.critedge ], [ %1403, %.loopexit ]
  %.lcssa58 = phi float [ 0xFFF0000000000000, %.preheader41.._crit_edge_crit_edge.critedge ], [ %988, %.loopexit ]
  %.lcssa = phi float [ 0xFFF0000000000000, %.preheader41.._crit_edge_crit_edge.critedge ], [ %989, %.loopexit ]
  tail call void asm sideeffect "cp.async.wait_all;", "~{memory}"() #6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1404 = lshr i32 %7, 2
  %1405 = and i32 %1404, 7
  %1406 = lshr i32 %7, 1
  %1407 = and i32 %1406, 48
  %1408 = or disjoint i32 %1407, %1405
  %1409 = zext nneg i32 %1408 to i64
  %1410 = getelementptr float, ptr addrspace(3) @attention_smem, i64 %1409
  store float %.lcssa58, ptr addrspace(3) %1410, align 4
  %1411 = or disjoint i32 %1408, 8
  %1412 = zext nneg i32 %1411 to i64
  %1413 = getelementptr float, ptr addrspace(3) @attention_smem, i64 %1412
  store float %.lcssa, ptr addrspace(3) %1413, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1414 = fdiv float %.lcssa90, %.lcssa92
  %1415 = fdiv float %.lcssa89, %.lcssa92
  %1416 = fdiv float %.lcssa88, %.lcssa91
  %1417 = fdiv float %.lcssa87, %.lcssa91
  %1418 = fdiv float %.lcssa86, %.lcssa92
  %1419 = fdiv float %.lcssa85, %.lcssa92
  %1420 = fdiv float %.lcssa84, %.lcssa91
  %1421 = fdiv float %.lcssa83, %.lcssa91
  %1422 = fdiv float %.lcssa82, %.lcssa92
  %1423 = fdiv float %.lcssa81, %.lcssa92
  %1424 = fdiv float %.lcssa80, %.lcssa91
  %1425 = fdiv float %.lcssa79, %.lcssa91
  %1426 = fdiv float %.lcssa78, %.lcssa92
  %1427 = fdiv float %.lcssa77, %.lcssa92
  %1428 = fdiv float %.lcssa76, %.lcssa91
  %1429 = fdiv float %.lcssa75, %.lcssa91
  %1430 = fdiv float %.lcssa74, %.lcssa92
  %1431 = fdiv float %.lcssa73, %.lcssa92
  %1432 = fdiv float %.lcssa72, %.lcssa91
  %1433 = fdiv float %.lcssa71, %.lcssa91
  %1434 = fdiv float %.lcssa70, %.lcssa92
  %1435 = fdiv float %.lcssa69, %.lcssa92
  %1436 = fdiv float %.lcssa68, %.lcssa91
  %1437 = fdiv float %.lcssa67, %.lcssa91
  %1438 = fdiv float %.lcssa66, %.lcssa92
  %1439 = fdiv float %.lcssa65, %.lcssa92
  %1440 = fdiv float %.lcssa64, %.lcssa91
  %1441 = fdiv float %.lcssa63, %.lcssa91
  %1442 = fdiv float %.lcssa62, %.lcssa92
  %1443 = fdiv float %.lcssa61, %.lcssa92
  %1444 = fdiv float %.lcssa60, %.lcssa91
  %1445 = fdiv float %.lcssa59, %.lcssa91
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
  %1463 = fptrunc float %1431 to bfloat
  %1464 = fptrunc float %1432 to bfloat
  %1465 = fptrunc float %1433 to bfloat
  %1466 = fptrunc float %1434 to bfloat
  %1467 = fptrunc float %1435 to bfloat
  %1468 = fptrunc float %1436 to bfloat
  %1469 = fptrunc float %1437 to bfloat
  %1470 = fptrunc float %1438 to bfloat
  %1471 = fptrunc float %1439 to bfloat
  %1472 = fptrunc float %1440 to bfloat
  %1473 = fptrunc float %1441 to bfloat
  %1474 = fptrunc float %1442 to bfloat
  %1475 = fptrunc float %1443 to bfloat
  %1476 = fptrunc float %1444 to bfloat
  %1477 = fptrunc float %1445 to bfloat
  %1478 = or disjoint i32 %1408, %12
  %1479 = add i32 %11, %1478
  %1480 = shl i32 %1479, 6
  %1481 = or disjoint i32 %1480, %.pre-phi182
  %1482 = sext i32 %1481 to i64
  %1483 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1482
  %1484 = icmp slt i32 %1478, %4
  %1485 = ptrtoint ptr addrspace(1) %1483 to i64
  %1486 = and i64 %1485, 3
  %1487 = icmp eq i64 %1486, 0
  %1488 = and i1 %1484, %1487
  %1489 = xor i1 %1484, %1488
  %1490 = zext i1 %1488 to i32
  %1491 = bitcast bfloat %1446 to i16
  %1492 = bitcast bfloat %1447 to i16
  %1493 = zext i1 %1489 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1490, i16 %1491, i16 %1492, ptr addrspace(1) %1483, i32 %1493, i32 %1493) #6
  %1494 = or disjoint i32 %1411, %12
  %1495 = add i32 %11, %1494
  %1496 = shl i32 %1495, 6
  %1497 = or disjoint i32 %1496, %.pre-phi182
  %1498 = sext i32 %1497 to i64
  %1499 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1498
  %1500 = icmp slt i32 %1494, %4
  %1501 = ptrtoint ptr addrspace(1) %1499 to i64
  %1502 = and i64 %1501, 3
  %1503 = icmp eq i64 %1502, 0
  %1504 = and i1 %1500, %1503
  %1505 = xor i1 %1500, %1504
  %1506 = zext i1 %1504 to i32
  %1507 = bitcast bfloat %1448 to i16
  %1508 = bitcast bfloat %1449 to i16
  %1509 = zext i1 %1505 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1506, i16 %1507, i16 %1508, ptr addrspace(1) %1499, i32 %1509, i32 %1509) #6
  %1510 = or disjoint i32 %.pre-phi182, 8
  %1511 = or disjoint i32 %1480, %1510
  %1512 = sext i32 %1511 to i64
  %1513 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1512
  %1514 = ptrtoint ptr addrspace(1) %1513 to i64
  %1515 = and i64 %1514, 3
  %1516 = icmp eq i64 %1515, 0
  %1517 = and i1 %1484, %1516
  %1518 = xor i1 %1484, %1517
  %1519 = zext i1 %1517 to i32
  %1520 = bitcast bfloat %1450 to i16
  %1521 = bitcast bfloat %1451 to i16
  %1522 = zext i1 %1518 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1519, i16 %1520, i16 %1521, ptr addrspace(1) %1513, i32 %1522, i32 %1522) #6
  %1523 = or disjoint i32 %1496, %1510
  %1524 = sext i32 %1523 to i64
  %1525 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1524
  %1526 = ptrtoint ptr addrspace(1) %1525 to i64
  %1527 = and i64 %1526, 3
  %1528 = icmp eq i64 %1527, 0
  %1529 = and i1 %1500, %1528
  %1530 = xor i1 %1500, %1529
  %1531 = zext i1 %1529 to i32
  %1532 = bitcast bfloat %1452 to i16
  %1533 = bitcast bfloat %1453 to i16
  %1534 = zext i1 %1530 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1531, i16 %1532, i16 %1533, ptr addrspace(1) %1525, i32 %1534, i32 %1534) #6
  %1535 = or disjoint i32 %.pre-phi182, 16
  %1536 = or disjoint i32 %1480, %1535
  %1537 = sext i32 %1536 to i64
  %1538 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1537
  %1539 = ptrtoint ptr addrspace(1) %1538 to i64
  %1540 = and i64 %1539, 3
  %1541 = icmp eq i64 %1540, 0
  %1542 = and i1 %1484, %1541
  %1543 = xor i1 %1484, %1542
  %1544 = zext i1 %1542 to i32
  %1545 = bitcast bfloat %1454 to i16
  %1546 = bitcast bfloat %1455 to i16
  %1547 = zext i1 %1543 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1544, i16 %1545, i16 %1546, ptr addrspace(1) %1538, i32 %1547, i32 %1547) #6
  %1548 = or disjoint i32 %1496, %1535
  %1549 = sext i32 %1548 to i64
  %1550 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1549
  %1551 = ptrtoint ptr addrspace(1) %1550 to i64
  %1552 = and i64 %1551, 3
  %1553 = icmp eq i64 %1552, 0
  %1554 = and i1 %1500, %1553
  %1555 = xor i1 %1500, %1554
  %1556 = zext i1 %1554 to i32
  %1557 = bitcast bfloat %1456 to i16
  %1558 = bitcast bfloat %1457 to i16
  %1559 = zext i1 %1555 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1556, i16 %1557, i16 %1558, ptr addrspace(1) %1550, i32 %1559, i32 %1559) #6
  %1560 = or disjoint i32 %.pre-phi182, 24
  %1561 = or disjoint i32 %1480, %1560
  %1562 = sext i32 %1561 to i64
  %1563 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1562
  %1564 = ptrtoint ptr addrspace(1) %1563 to i64
  %1565 = and i64 %1564, 3
  %1566 = icmp eq i64 %1565, 0
  %1567 = and i1 %1484, %1566
  %1568 = xor i1 %1484, %1567
  %1569 = zext i1 %1567 to i32
  %1570 = bitcast bfloat %1458 to i16
  %1571 = bitcast bfloat %1459 to i16
  %1572 = zext i1 %1568 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1569, i16 %1570, i16 %1571, ptr addrspace(1) %1563, i32 %1572, i32 %1572) #6
  %1573 = or disjoint i32 %1496, %1560
  %1574 = sext i32 %1573 to i64
  %1575 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1574
  %1576 = ptrtoint ptr addrspace(1) %1575 to i64
  %1577 = and i64 %1576, 3
  %1578 = icmp eq i64 %1577, 0
  %1579 = and i1 %1500, %1578
  %1580 = xor i1 %1500, %1579
  %1581 = zext i1 %1579 to i32
  %1582 = bitcast bfloat %1460 to i16
  %1583 = bitcast bfloat %1461 to i16
  %1584 = zext i1 %1580 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1581, i16 %1582, i16 %1583, ptr addrspace(1) %1575, i32 %1584, i32 %1584) #6
  %1585 = or disjoint i32 %.pre-phi182, 32
  %1586 = or disjoint i32 %1480, %1585
  %1587 = sext i32 %1586 to i64
  %1588 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1587
  %1589 = ptrtoint ptr addrspace(1) %1588 to i64
  %1590 = and i64 %1589, 3
  %1591 = icmp eq i64 %1590, 0
  %1592 = and i1 %1484, %1591
  %1593 = xor i1 %1484, %1592
  %1594 = zext i1 %1592 to i32
  %1595 = bitcast bfloat %1462 to i16
  %1596 = bitcast bfloat %1463 to i16
  %1597 = zext i1 %1593 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1594, i16 %1595, i16 %1596, ptr addrspace(1) %1588, i32 %1597, i32 %1597) #6
  %1598 = or disjoint i32 %1496, %1585
  %1599 = sext i32 %1598 to i64
  %1600 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1599
  %1601 = ptrtoint ptr addrspace(1) %1600 to i64
  %1602 = and i64 %1601, 3
  %1603 = icmp eq i64 %1602, 0
  %1604 = and i1 %1500, %1603
  %1605 = xor i1 %1500, %1604
  %1606 = zext i1 %1604 to i32
  %1607 = bitcast bfloat %1464 to i16
  %1608 = bitcast bfloat %1465 to i16
  %1609 = zext i1 %1605 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1606, i16 %1607, i16 %1608, ptr addrspace(1) %1600, i32 %1609, i32 %1609) #6
  %1610 = or disjoint i32 %.pre-phi182, 40
  %1611 = or disjoint i32 %1480, %1610
  %1612 = sext i32 %1611 to i64
  %1613 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1612
  %1614 = ptrtoint ptr addrspace(1) %1613 to i64
  %1615 = and i64 %1614, 3
  %1616 = icmp eq i64 %1615, 0
  %1617 = and i1 %1484, %1616
  %1618 = xor i1 %1484, %1617
  %1619 = zext i1 %1617 to i32
  %1620 = bitcast bfloat %1466 to i16
  %1621 = bitcast bfloat %1467 to i16
  %1622 = zext i1 %1618 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1619, i16 %1620, i16 %1621, ptr addrspace(1) %1613, i32 %1622, i32 %1622) #6
  %1623 = or disjoint i32 %1496, %1610
  %1624 = sext i32 %1623 to i64
  %1625 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1624
  %1626 = ptrtoint ptr addrspace(1) %1625 to i64
  %1627 = and i64 %1626, 3
  %1628 = icmp eq i64 %1627, 0
  %1629 = and i1 %1500, %1628
  %1630 = xor i1 %1500, %1629
  %1631 = zext i1 %1629 to i32
  %1632 = bitcast bfloat %1468 to i16
  %1633 = bitcast bfloat %1469 to i16
  %1634 = zext i1 %1630 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1631, i16 %1632, i16 %1633, ptr addrspace(1) %1625, i32 %1634, i32 %1634) #6
  %1635 = or disjoint i32 %.pre-phi182, 48
  %1636 = or disjoint i32 %1480, %1635
  %1637 = sext i32 %1636 to i64
  %1638 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1637
  %1639 = ptrtoint ptr addrspace(1) %1638 to i64
  %1640 = and i64 %1639, 3
  %1641 = icmp eq i64 %1640, 0
  %1642 = and i1 %1484, %1641
  %1643 = xor i1 %1484, %1642
  %1644 = zext i1 %1642 to i32
  %1645 = bitcast bfloat %1470 to i16
  %1646 = bitcast bfloat %1471 to i16
  %1647 = zext i1 %1643 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1644, i16 %1645, i16 %1646, ptr addrspace(1) %1638, i32 %1647, i32 %1647) #6
  %1648 = or disjoint i32 %1496, %1635
  %1649 = sext i32 %1648 to i64
  %1650 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1649
  %1651 = ptrtoint ptr addrspace(1) %1650 to i64
  %1652 = and i64 %1651, 3
  %1653 = icmp eq i64 %1652, 0
  %1654 = and i1 %1500, %1653
  %1655 = xor i1 %1500, %1654
  %1656 = zext i1 %1654 to i32
  %1657 = bitcast bfloat %1472 to i16
  %1658 = bitcast bfloat %1473 to i16
  %1659 = zext i1 %1655 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1656, i16 %1657, i16 %1658, ptr addrspace(1) %1650, i32 %1659, i32 %1659) #6
  %1660 = or disjoint i32 %.pre-phi182, 56
  %1661 = or disjoint i32 %1480, %1660
  %1662 = sext i32 %1661 to i64
  %1663 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1662
  %1664 = ptrtoint ptr addrspace(1) %1663 to i64
  %1665 = and i64 %1664, 3
  %1666 = icmp eq i64 %1665, 0
  %1667 = and i1 %1484, %1666
  %1668 = xor i1 %1484, %1667
  %1669 = zext i1 %1667 to i32
  %1670 = bitcast bfloat %1474 to i16
  %1671 = bitcast bfloat %1475 to i16
  %1672 = zext i1 %1668 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1669, i16 %1670, i16 %1671, ptr addrspace(1) %1663, i32 %1672, i32 %1672) #6
  %1673 = or disjoint i32 %1496, %1660
  %1674 = sext i32 %1673 to i64
  %1675 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1674
  %1676 = ptrtoint ptr addrspace(1) %1675 to i64
  %1677 = and i64 %1676, 3
  %1678 = icmp eq i64 %1677, 0
  %1679 = and i1 %1500, %1678
  %1680 = xor i1 %1500, %1679
  %1681 = zext i1 %1679 to i32
  %1682 = bitcast bfloat %1476 to i16
  %1683 = bitcast bfloat %1477 to i16
  %1684 = zext i1 %1680 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1681, i16 %1682, i16 %1683, ptr addrspace(1) %1675, i32 %1684, i32 %1684) #6
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
