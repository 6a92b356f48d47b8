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
  %264 = ptrtoint ptr addrspace(3) %262 to i64
  %265 = trunc i64 %264 to i32
  %266 = or disjoint i32 %246, 16
  %267 = add i32 %11, %266
  %268 = shl i32 %267, 6
  %269 = or disjoint i32 %268, %247
  %270 = sext i32 %269 to i64
  %271 = getelementptr bfloat, ptr addrspace(1) %1, i64 %270
  %272 = ptrtoint ptr addrspace(1) %271 to i64
  %273 = and i64 %272, 15
  %274 = icmp eq i64 %273, 0
  %275 = icmp slt i32 %266, %4
  %276 = select i1 %275, i32 16, i32 0
  %277 = shl nuw nsw i32 %266, 7
  %278 = or disjoint i32 %259, %277
  %279 = zext nneg i32 %278 to i64
  %280 = getelementptr i8, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 8192), i64 %279
  %281 = zext i1 %275 to i32
  %282 = ptrtoint ptr addrspace(3) %280 to i64
  %283 = trunc i64 %282 to i32
  %284 = or disjoint i32 %246, 32
  %285 = add i32 %11, %284
  %286 = shl i32 %285, 6
  %287 = or disjoint i32 %286, %247
  %288 = sext i32 %287 to i64
  %289 = getelementptr bfloat, ptr addrspace(1) %1, i64 %288
  %290 = ptrtoint ptr addrspace(1) %289 to i64
  %291 = and i64 %290, 15
  %292 = icmp eq i64 %291, 0
  %293 = icmp slt i32 %284, %4
  %294 = select i1 %293, i32 16, i32 0
  %295 = shl nuw nsw i32 %284, 7
  %296 = or disjoint i32 %259, %295
  %297 = zext nneg i32 %296 to i64
  %298 = getelementptr i8, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 8192), i64 %297
  %299 = zext i1 %293 to i32
  %300 = ptrtoint ptr addrspace(3) %298 to i64
  %301 = trunc i64 %300 to i32
  %302 = or disjoint i32 %246, 48
  %303 = add i32 %11, %302
  %304 = shl i32 %303, 6
  %305 = or disjoint i32 %304, %247
  %306 = sext i32 %305 to i64
  %307 = getelementptr bfloat, ptr addrspace(1) %1, i64 %306
  %308 = ptrtoint ptr addrspace(1) %307 to i64
  %309 = and i64 %308, 15
  %310 = icmp eq i64 %309, 0
  %311 = icmp slt i32 %302, %4
  %312 = select i1 %311, i32 16, i32 0
  %313 = shl nuw nsw i32 %302, 7
  %314 = or disjoint i32 %259, %313
  %315 = zext nneg i32 %314 to i64
  %316 = getelementptr i8, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 8192), i64 %315
  %317 = zext i1 %311 to i32
  %318 = ptrtoint ptr addrspace(3) %316 to i64
  %319 = trunc i64 %318 to i32
  %320 = getelementptr bfloat, ptr addrspace(1) %2, i64 %251
  %321 = ptrtoint ptr addrspace(1) %320 to i64
  %322 = and i64 %321, 15
  %323 = icmp eq i64 %322, 0
  %324 = getelementptr i8, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 16384), i64 %261
  %325 = ptrtoint ptr addrspace(3) %324 to i64
  %326 = trunc i64 %325 to i32
  %327 = getelementptr bfloat, ptr addrspace(1) %2, i64 %270
  %328 = ptrtoint ptr addrspace(1) %327 to i64
  %329 = and i64 %328, 15
  %330 = icmp eq i64 %329, 0
  %331 = getelementptr i8, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 16384), i64 %279
  %332 = ptrtoint ptr addrspace(3) %331 to i64
  %333 = trunc i64 %332 to i32
  %334 = getelementptr bfloat, ptr addrspace(1) %2, i64 %288
  %335 = ptrtoint ptr addrspace(1) %334 to i64
  %336 = and i64 %335, 15
  %337 = icmp eq i64 %336, 0
  %338 = getelementptr i8, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 16384), i64 %297
  %339 = ptrtoint ptr addrspace(3) %338 to i64
  %340 = trunc i64 %339 to i32
  %341 = getelementptr bfloat, ptr addrspace(1) %2, i64 %306
  %342 = ptrtoint ptr addrspace(1) %341 to i64
  %343 = and i64 %342, 15
  %344 = icmp eq i64 %343, 0
  %345 = getelementptr i8, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 16384), i64 %315
  %346 = ptrtoint ptr addrspace(3) %345 to i64
  %347 = trunc i64 %346 to i32
  br i1 %245, label %348, label %.preheader35.._crit_edge_crit_edge.critedge

348:                                              ; preds = %6
  %349 = ptrtoint ptr addrspace(1) %252 to i64
  %350 = and i64 %349, 15
  %351 = icmp eq i64 %350, 0
  br i1 %351, label %352, label %.preheader50.preheader

.preheader50.preheader:                           ; preds = %348
  %invariant.op = or i32 %249, %247
  br label %.preheader50

352:                                              ; preds = %348
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %265, ptr addrspace(1) %252, i32 %254) #6
  br label %.loopexit51

.preheader50:                                     ; preds = %.preheader50.preheader, %.preheader50
  %353 = phi i64 [ %359, %.preheader50 ], [ 0, %.preheader50.preheader ]
  %354 = trunc nuw nsw i64 %353 to i32
  %.reass.reass = or i32 %354, %invariant.op
  %355 = sext i32 %.reass.reass to i64
  %356 = getelementptr bfloat, ptr addrspace(1) %1, i64 %355
  %357 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %356, i32 %263, i16 0) #6
  %358 = getelementptr bfloat, ptr addrspace(3) %262, i64 %353
  store i16 %357, ptr addrspace(3) %358, align 2
  %359 = add nuw nsw i64 %353, 1
  %exitcond.not = icmp eq i64 %359, 8
  br i1 %exitcond.not, label %.loopexit51, label %.preheader50

.loopexit51:                                      ; preds = %.preheader50, %352
  br i1 %274, label %360, label %.preheader48.preheader

.preheader48.preheader:                           ; preds = %.loopexit51
  %invariant.op352 = or i32 %268, %247
  br label %.preheader48

360:                                              ; preds = %.loopexit51
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %283, ptr addrspace(1) %271, i32 %276) #6
  br label %.loopexit49

.preheader48:                                     ; preds = %.preheader48.preheader, %.preheader48
  %361 = phi i64 [ %367, %.preheader48 ], [ 0, %.preheader48.preheader ]
  %362 = trunc nuw nsw i64 %361 to i32
  %.reass215.reass = or i32 %362, %invariant.op352
  %363 = sext i32 %.reass215.reass to i64
  %364 = getelementptr bfloat, ptr addrspace(1) %1, i64 %363
  %365 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %364, i32 %281, i16 0) #6
  %366 = getelementptr bfloat, ptr addrspace(3) %280, i64 %361
  store i16 %365, ptr addrspace(3) %366, align 2
  %367 = add nuw nsw i64 %361, 1
  %exitcond158.not = icmp eq i64 %367, 8
  br i1 %exitcond158.not, label %.loopexit49, label %.preheader48

.loopexit49:                                      ; preds = %.preheader48, %360
  br i1 %292, label %368, label %.preheader46.preheader

.preheader46.preheader:                           ; preds = %.loopexit49
  %invariant.op353 = or i32 %286, %247
  br label %.preheader46

368:                                              ; preds = %.loopexit49
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %301, ptr addrspace(1) %289, i32 %294) #6
  br label %.loopexit47

.preheader46:                                     ; preds = %.preheader46.preheader, %.preheader46
  %369 = phi i64 [ %375, %.preheader46 ], [ 0, %.preheader46.preheader ]
  %370 = trunc nuw nsw i64 %369 to i32
  %.reass217.reass = or i32 %370, %invariant.op353
  %371 = sext i32 %.reass217.reass to i64
  %372 = getelementptr bfloat, ptr addrspace(1) %1, i64 %371
  %373 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %372, i32 %299, i16 0) #6
  %374 = getelementptr bfloat, ptr addrspace(3) %298, i64 %369
  store i16 %373, ptr addrspace(3) %374, align 2
  %375 = add nuw nsw i64 %369, 1
  %exitcond159.not = icmp eq i64 %375, 8
  br i1 %exitcond159.not, label %.loopexit47, label %.preheader46

.loopexit47:                                      ; preds = %.preheader46, %368
  br i1 %310, label %376, label %.preheader44.preheader

.preheader44.preheader:                           ; preds = %.loopexit47
  %invariant.op354 = or i32 %304, %247
  br label %.preheader44

376:                                              ; preds = %.loopexit47
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %319, ptr addrspace(1) %307, i32 %312) #6
  br label %.loopexit45

.preheader44:                                     ; preds = %.preheader44.preheader, %.preheader44
  %377 = phi i64 [ %383, %.preheader44 ], [ 0, %.preheader44.preheader ]
  %378 = trunc nuw nsw i64 %377 to i32
  %.reass219.reass = or i32 %378, %invariant.op354
  %379 = sext i32 %.reass219.reass to i64
  %380 = getelementptr bfloat, ptr addrspace(1) %1, i64 %379
  %381 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %380, i32 %317, i16 0) #6
  %382 = getelementptr bfloat, ptr addrspace(3) %316, i64 %377
  store i16 %381, ptr addrspace(3) %382, align 2
  %383 = add nuw nsw i64 %377, 1
  %exitcond160.not = icmp eq i64 %383, 8
  br i1 %exitcond160.not, label %.loopexit45, label %.preheader44

.loopexit45:                                      ; preds = %.preheader44, %376
  br i1 %323, label %384, label %.preheader42.preheader

.preheader42.preheader:                           ; preds = %.loopexit45
  %invariant.op355 = or i32 %249, %247
  br label %.preheader42

384:                                              ; preds = %.loopexit45
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %326, ptr addrspace(1) %320, i32 %254) #6
  br label %.loopexit43

.preheader42:                                     ; preds = %.preheader42.preheader, %.preheader42
  %385 = phi i64 [ %391, %.preheader42 ], [ 0, %.preheader42.preheader ]
  %386 = trunc nuw nsw i64 %385 to i32
  %.reass221.reass = or i32 %386, %invariant.op355
  %387 = sext i32 %.reass221.reass to i64
  %388 = getelementptr bfloat, ptr addrspace(1) %2, i64 %387
  %389 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %388, i32 %263, i16 0) #6
  %390 = getelementptr bfloat, ptr addrspace(3) %324, i64 %385
  store i16 %389, ptr addrspace(3) %390, align 2
  %391 = add nuw nsw i64 %385, 1
  %exitcond161.not = icmp eq i64 %391, 8
  br i1 %exitcond161.not, label %.loopexit43, label %.preheader42

.loopexit43:                                      ; preds = %.preheader42, %384
  br i1 %330, label %392, label %.preheader40.preheader

.preheader40.preheader:                           ; preds = %.loopexit43
  %invariant.op356 = or i32 %268, %247
  br label %.preheader40

392:                                              ; preds = %.loopexit43
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %333, ptr addrspace(1) %327, i32 %276) #6
  br label %.loopexit41

.preheader40:                                     ; preds = %.preheader40.preheader, %.preheader40
  %393 = phi i64 [ %399, %.preheader40 ], [ 0, %.preheader40.preheader ]
  %394 = trunc nuw nsw i64 %393 to i32
  %.reass223.reass = or i32 %394, %invariant.op356
  %395 = sext i32 %.reass223.reass to i64
  %396 = getelementptr bfloat, ptr addrspace(1) %2, i64 %395
  %397 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %396, i32 %281, i16 0) #6
  %398 = getelementptr bfloat, ptr addrspace(3) %331, i64 %393
  store i16 %397, ptr addrspace(3) %398, align 2
  %399 = add nuw nsw i64 %393, 1
  %exitcond162.not = icmp eq i64 %399, 8
  br i1 %exitcond162.not, label %.loopexit41, label %.preheader40

.loopexit41:                                      ; preds = %.preheader40, %392
  br i1 %337, label %400, label %.preheader38.preheader

.preheader38.preheader:                           ; preds = %.loopexit41
  %invariant.op357 = or i32 %286, %247
  br label %.preheader38

400:                                              ; preds = %.loopexit41
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %340, ptr addrspace(1) %334, i32 %294) #6
  br label %.loopexit39

.preheader38:                                     ; preds = %.preheader38.preheader, %.preheader38
  %401 = phi i64 [ %407, %.preheader38 ], [ 0, %.preheader38.preheader ]
  %402 = trunc nuw nsw i64 %401 to i32
  %.reass225.reass = or i32 %402, %invariant.op357
  %403 = sext i32 %.reass225.reass to i64
  %404 = getelementptr bfloat, ptr addrspace(1) %2, i64 %403
  %405 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %404, i32 %299, i16 0) #6
  %406 = getelementptr bfloat, ptr addrspace(3) %338, i64 %401
  store i16 %405, ptr addrspace(3) %406, align 2
  %407 = add nuw nsw i64 %401, 1
  %exitcond163.not = icmp eq i64 %407, 8
  br i1 %exitcond163.not, label %.loopexit39, label %.preheader38

.loopexit39:                                      ; preds = %.preheader38, %400
  br i1 %344, label %408, label %.preheader36.preheader

.preheader36.preheader:                           ; preds = %.loopexit39
  %invariant.op358 = or i32 %304, %247
  br label %.preheader36

408:                                              ; preds = %.loopexit39
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %347, ptr addrspace(1) %341, i32 %312) #6
  br label %.preheader35

.preheader36:                                     ; preds = %.preheader36.preheader, %.preheader36
  %409 = phi i64 [ %415, %.preheader36 ], [ 0, %.preheader36.preheader ]
  %410 = trunc nuw nsw i64 %409 to i32
  %.reass227.reass = or i32 %410, %invariant.op358
  %411 = sext i32 %.reass227.reass to i64
  %412 = getelementptr bfloat, ptr addrspace(1) %2, i64 %411
  %413 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %412, i32 %317, i16 0) #6
  %414 = getelementptr bfloat, ptr addrspace(3) %345, i64 %409
  store i16 %413, ptr addrspace(3) %414, align 2
  %415 = add nuw nsw i64 %409, 1
  %exitcond164.not = icmp eq i64 %415, 8
  br i1 %exitcond164.not, label %.preheader35, label %.preheader36

.preheader35:                                     ; preds = %.preheader36, %408
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #6
  %416 = lshr exact i64 ptrtoint (ptr addrspace(3) @attention_smem to i64), 4
  %417 = and i64 %416, 16320
  %418 = or disjoint i64 %417, 4611686293305360384
  %419 = lshr exact i64 ptrtoint (ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 32) to i64), 4
  %420 = and i64 %419, 16322
  %421 = or disjoint i64 %420, 4611686293305360384
  %422 = lshr exact i64 ptrtoint (ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 64) to i64), 4
  %423 = and i64 %422, 16324
  %424 = or disjoint i64 %423, 4611686293305360384
  %425 = lshr exact i64 ptrtoint (ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 96) to i64), 4
  %426 = and i64 %425, 16326
  %427 = or disjoint i64 %426, 4611686293305360384
  %428 = shl nuw nsw i32 %7, 1
  %429 = and i32 %428, 6
  br label %430

.preheader35.._crit_edge_crit_edge.critedge:      ; preds = %6
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #6
  %.pre173 = shl nuw nsw i32 %7, 1
  %.pre175 = and i32 %.pre173, 6
  br label %._crit_edge

430:                                              ; preds = %.preheader35, %.loopexit
  %431 = phi float [ 0xFFF0000000000000, %.preheader35 ], [ %973, %.loopexit ]
  %432 = phi float [ 0xFFF0000000000000, %.preheader35 ], [ %972, %.loopexit ]
  %433 = phi float [ 0.000000e+00, %.preheader35 ], [ %1387, %.loopexit ]
  %434 = phi float [ 0.000000e+00, %.preheader35 ], [ %1386, %.loopexit ]
  %435 = phi float [ 0.000000e+00, %.preheader35 ], [ %1385, %.loopexit ]
  %436 = phi float [ 0.000000e+00, %.preheader35 ], [ %1384, %.loopexit ]
  %437 = phi float [ 0.000000e+00, %.preheader35 ], [ %1383, %.loopexit ]
  %438 = phi float [ 0.000000e+00, %.preheader35 ], [ %1382, %.loopexit ]
  %439 = phi float [ 0.000000e+00, %.preheader35 ], [ %1381, %.loopexit ]
  %440 = phi float [ 0.000000e+00, %.preheader35 ], [ %1380, %.loopexit ]
  %441 = phi float [ 0.000000e+00, %.preheader35 ], [ %1379, %.loopexit ]
  %442 = phi float [ 0.000000e+00, %.preheader35 ], [ %1378, %.loopexit ]
  %443 = phi float [ 0.000000e+00, %.preheader35 ], [ %1377, %.loopexit ]
  %444 = phi float [ 0.000000e+00, %.preheader35 ], [ %1376, %.loopexit ]
  %445 = phi float [ 0.000000e+00, %.preheader35 ], [ %1375, %.loopexit ]
  %446 = phi float [ 0.000000e+00, %.preheader35 ], [ %1374, %.loopexit ]
  %447 = phi float [ 0.000000e+00, %.preheader35 ], [ %1373, %.loopexit ]
  %448 = phi float [ 0.000000e+00, %.preheader35 ], [ %1372, %.loopexit ]
  %449 = phi float [ 0.000000e+00, %.preheader35 ], [ %1371, %.loopexit ]
  %450 = phi float [ 0.000000e+00, %.preheader35 ], [ %1370, %.loopexit ]
  %451 = phi float [ 0.000000e+00, %.preheader35 ], [ %1369, %.loopexit ]
  %452 = phi float [ 0.000000e+00, %.preheader35 ], [ %1368, %.loopexit ]
  %453 = phi float [ 0.000000e+00, %.preheader35 ], [ %1367, %.loopexit ]
  %454 = phi float [ 0.000000e+00, %.preheader35 ], [ %1366, %.loopexit ]
  %455 = phi float [ 0.000000e+00, %.preheader35 ], [ %1365, %.loopexit ]
  %456 = phi float [ 0.000000e+00, %.preheader35 ], [ %1364, %.loopexit ]
  %457 = phi float [ 0.000000e+00, %.preheader35 ], [ %1363, %.loopexit ]
  %458 = phi float [ 0.000000e+00, %.preheader35 ], [ %1362, %.loopexit ]
  %459 = phi float [ 0.000000e+00, %.preheader35 ], [ %1361, %.loopexit ]
  %460 = phi float [ 0.000000e+00, %.preheader35 ], [ %1360, %.loopexit ]
  %461 = phi float [ 0.000000e+00, %.preheader35 ], [ %1359, %.loopexit ]
  %462 = phi float [ 0.000000e+00, %.preheader35 ], [ %1358, %.loopexit ]
  %463 = phi float [ 0.000000e+00, %.preheader35 ], [ %1357, %.loopexit ]
  %464 = phi float [ 0.000000e+00, %.preheader35 ], [ %1356, %.loopexit ]
  %465 = phi float [ 0.000000e+00, %.preheader35 ], [ %1091, %.loopexit ]
  %466 = phi float [ 0.000000e+00, %.preheader35 ], [ %1090, %.loopexit ]
  %467 = phi i32 [ 0, %.preheader35 ], [ %468, %.loopexit ]
  tail call void asm sideeffect "cp.async.wait_group 0;", "~{memory}"() #6
  tail call void asm sideeffect "fence.proxy.async.shared::cta;", "~{memory}"() #6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %468 = add i32 %467, 64
  %469 = icmp slt i32 %468, %4
  %470 = icmp ne i32 %467, 2147483584
  %471 = and i1 %470, %469
  %472 = shl i32 %467, 8
  %473 = and i32 %472, 16384
  br i1 %471, label %474, label %.loopexit

474:                                              ; preds = %430
  %475 = xor i32 %473, 16384
  %476 = zext nneg i32 %475 to i64
  %477 = getelementptr i8, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 8192), i64 %476
  %478 = or disjoint i32 %468, %246
  %479 = add i32 %478, %11
  %480 = shl i32 %479, 6
  %481 = or disjoint i32 %480, %247
  %482 = sext i32 %481 to i64
  %483 = getelementptr bfloat, ptr addrspace(1) %1, i64 %482
  %484 = ptrtoint ptr addrspace(1) %483 to i64
  %485 = and i64 %484, 15
  %486 = icmp eq i64 %485, 0
  %487 = icmp slt i32 %478, %4
  %488 = select i1 %487, i32 16, i32 0
  %489 = getelementptr i8, ptr addrspace(3) %477, i64 %261
  br i1 %486, label %491, label %.preheader33

.preheader33:                                     ; preds = %474
  %490 = zext i1 %487 to i32
  %invariant.op359 = or i32 %480, %247
  br label %494

491:                                              ; preds = %474
  %492 = ptrtoint ptr addrspace(3) %489 to i64
  %493 = trunc i64 %492 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %493, ptr addrspace(1) %483, i32 %488) #6
  br label %.loopexit34

494:                                              ; preds = %.preheader33, %494
  %495 = phi i64 [ 0, %.preheader33 ], [ %501, %494 ]
  %496 = trunc nuw nsw i64 %495 to i32
  %.reass229.reass = or i32 %496, %invariant.op359
  %497 = sext i32 %.reass229.reass to i64
  %498 = getelementptr bfloat, ptr addrspace(1) %1, i64 %497
  %499 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %498, i32 %490, i16 0) #6
  %500 = getelementptr bfloat, ptr addrspace(3) %489, i64 %495
  store i16 %499, ptr addrspace(3) %500, align 2
  %501 = add nuw nsw i64 %495, 1
  %exitcond165.not = icmp eq i64 %501, 8
  br i1 %exitcond165.not, label %.loopexit34, label %494

.loopexit34:                                      ; preds = %494, %491
  %502 = or disjoint i32 %468, %266
  %503 = add i32 %502, %11
  %504 = shl i32 %503, 6
  %505 = or disjoint i32 %504, %247
  %506 = sext i32 %505 to i64
  %507 = getelementptr bfloat, ptr addrspace(1) %1, i64 %506
  %508 = ptrtoint ptr addrspace(1) %507 to i64
  %509 = and i64 %508, 15
  %510 = icmp eq i64 %509, 0
  %511 = icmp slt i32 %502, %4
  %512 = select i1 %511, i32 16, i32 0
  %513 = getelementptr i8, ptr addrspace(3) %477, i64 %279
  br i1 %510, label %515, label %.preheader31

.preheader31:                                     ; preds = %.loopexit34
  %514 = zext i1 %511 to i32
  %invariant.op360 = or i32 %504, %247
  br label %518

515:                                              ; preds = %.loopexit34
  %516 = ptrtoint ptr addrspace(3) %513 to i64
  %517 = trunc i64 %516 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %517, ptr addrspace(1) %507, i32 %512) #6
  br label %.loopexit32

518:                                              ; preds = %.preheader31, %518
  %519 = phi i64 [ 0, %.preheader31 ], [ %525, %518 ]
  %520 = trunc nuw nsw i64 %519 to i32
  %.reass231.reass = or i32 %520, %invariant.op360
  %521 = sext i32 %.reass231.reass to i64
  %522 = getelementptr bfloat, ptr addrspace(1) %1, i64 %521
  %523 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %522, i32 %514, i16 0) #6
  %524 = getelementptr bfloat, ptr addrspace(3) %513, i64 %519
  store i16 %523, ptr addrspace(3) %524, align 2
  %525 = add nuw nsw i64 %519, 1
  %exitcond166.not = icmp eq i64 %525, 8
  br i1 %exitcond166.not, label %.loopexit32, label %518

.loopexit32:                                      ; preds = %518, %515
  %526 = or disjoint i32 %468, %284
  %527 = add i32 %526, %11
  %528 = shl i32 %527, 6
  %529 = or disjoint i32 %528, %247
  %530 = sext i32 %529 to i64
  %531 = getelementptr bfloat, ptr addrspace(1) %1, i64 %530
  %532 = ptrtoint ptr addrspace(1) %531 to i64
  %533 = and i64 %532, 15
  %534 = icmp eq i64 %533, 0
  %535 = icmp slt i32 %526, %4
  %536 = select i1 %535, i32 16, i32 0
  %537 = getelementptr i8, ptr addrspace(3) %477, i64 %297
  br i1 %534, label %539, label %.preheader29

.preheader29:                                     ; preds = %.loopexit32
  %538 = zext i1 %535 to i32
  %invariant.op361 = or i32 %528, %247
  br label %542

539:                                              ; preds = %.loopexit32
  %540 = ptrtoint ptr addrspace(3) %537 to i64
  %541 = trunc i64 %540 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %541, ptr addrspace(1) %531, i32 %536) #6
  br label %.loopexit30

542:                                              ; preds = %.preheader29, %542
  %543 = phi i64 [ 0, %.preheader29 ], [ %549, %542 ]
  %544 = trunc nuw nsw i64 %543 to i32
  %.reass233.reass = or i32 %544, %invariant.op361
  %545 = sext i32 %.reass233.reass to i64
  %546 = getelementptr bfloat, ptr addrspace(1) %1, i64 %545
  %547 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %546, i32 %538, i16 0) #6
  %548 = getelementptr bfloat, ptr addrspace(3) %537, i64 %543
  store i16 %547, ptr addrspace(3) %548, align 2
  %549 = add nuw nsw i64 %543, 1
  %exitcond167.not = icmp eq i64 %549, 8
  br i1 %exitcond167.not, label %.loopexit30, label %542

.loopexit30:                                      ; preds = %542, %539
  %550 = or disjoint i32 %468, %302
  %551 = add i32 %550, %11
  %552 = shl i32 %551, 6
  %553 = or disjoint i32 %552, %247
  %554 = sext i32 %553 to i64
  %555 = getelementptr bfloat, ptr addrspace(1) %1, i64 %554
  %556 = ptrtoint ptr addrspace(1) %555 to i64
  %557 = and i64 %556, 15
  %558 = icmp eq i64 %557, 0
  %559 = icmp slt i32 %550, %4
  %560 = select i1 %559, i32 16, i32 0
  %561 = getelementptr i8, ptr addrspace(3) %477, i64 %315
  br i1 %558, label %563, label %.preheader27

.preheader27:                                     ; preds = %.loopexit30
  %562 = zext i1 %559 to i32
  %invariant.op362 = or i32 %552, %247
  br label %566

563:                                              ; preds = %.loopexit30
  %564 = ptrtoint ptr addrspace(3) %561 to i64
  %565 = trunc i64 %564 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %565, ptr addrspace(1) %555, i32 %560) #6
  br label %.loopexit28

566:                                              ; preds = %.preheader27, %566
  %567 = phi i64 [ 0, %.preheader27 ], [ %573, %566 ]
  %568 = trunc nuw nsw i64 %567 to i32
  %.reass235.reass = or i32 %568, %invariant.op362
  %569 = sext i32 %.reass235.reass to i64
  %570 = getelementptr bfloat, ptr addrspace(1) %1, i64 %569
  %571 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %570, i32 %562, i16 0) #6
  %572 = getelementptr bfloat, ptr addrspace(3) %561, i64 %567
  store i16 %571, ptr addrspace(3) %572, align 2
  %573 = add nuw nsw i64 %567, 1
  %exitcond168.not = icmp eq i64 %573, 8
  br i1 %exitcond168.not, label %.loopexit28, label %566

.loopexit28:                                      ; preds = %566, %563
  %574 = getelementptr i8, ptr addrspace(3) %477, i64 8192
  %575 = getelementptr bfloat, ptr addrspace(1) %2, i64 %482
  %576 = ptrtoint ptr addrspace(1) %575 to i64
  %577 = and i64 %576, 15
  %578 = icmp eq i64 %577, 0
  %579 = getelementptr i8, ptr addrspace(3) %574, i64 %261
  br i1 %578, label %581, label %.preheader25

.preheader25:                                     ; preds = %.loopexit28
  %580 = zext i1 %487 to i32
  %invariant.op363 = or i32 %480, %247
  br label %584

581:                                              ; preds = %.loopexit28
  %582 = ptrtoint ptr addrspace(3) %579 to i64
  %583 = trunc i64 %582 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %583, ptr addrspace(1) %575, i32 %488) #6
  br label %.loopexit26

584:                                              ; preds = %.preheader25, %584
  %585 = phi i64 [ 0, %.preheader25 ], [ %591, %584 ]
  %586 = trunc nuw nsw i64 %585 to i32
  %.reass237.reass = or i32 %586, %invariant.op363
  %587 = sext i32 %.reass237.reass to i64
  %588 = getelementptr bfloat, ptr addrspace(1) %2, i64 %587
  %589 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %588, i32 %580, i16 0) #6
  %590 = getelementptr bfloat, ptr addrspace(3) %579, i64 %585
  store i16 %589, ptr addrspace(3) %590, align 2
  %591 = add nuw nsw i64 %585, 1
  %exitcond169.not = icmp eq i64 %591, 8
  br i1 %exitcond169.not, label %.loopexit26, label %584

.loopexit26:                                      ; preds = %584, %581
  %592 = getelementptr bfloat, ptr addrspace(1) %2, i64 %506
  %593 = ptrtoint ptr addrspace(1) %592 to i64
  %594 = and i64 %593, 15
  %595 = icmp eq i64 %594, 0
  %596 = getelementptr i8, ptr addrspace(3) %574, i64 %279
  br i1 %595, label %598, label %.preheader23

.preheader23:                                     ; preds = %.loopexit26
  %597 = zext i1 %511 to i32
  %invariant.op364 = or i32 %504, %247
  br label %601

598:                                              ; preds = %.loopexit26
  %599 = ptrtoint ptr addrspace(3) %596 to i64
  %600 = trunc i64 %599 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %600, ptr addrspace(1) %592, i32 %512) #6
  br label %.loopexit24

601:                                              ; preds = %.preheader23, %601
  %602 = phi i64 [ 0, %.preheader23 ], [ %608, %601 ]
  %603 = trunc nuw nsw i64 %602 to i32
  %.reass239.reass = or i32 %603, %invariant.op364
  %604 = sext i32 %.reass239.reass to i64
  %605 = getelementptr bfloat, ptr addrspace(1) %2, i64 %604
  %606 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %605, i32 %597, i16 0) #6
  %607 = getelementptr bfloat, ptr addrspace(3) %596, i64 %602
  store i16 %606, ptr addrspace(3) %607, align 2
  %608 = add nuw nsw i64 %602, 1
  %exitcond170.not = icmp eq i64 %608, 8
  br i1 %exitcond170.not, label %.loopexit24, label %601

.loopexit24:                                      ; preds = %601, %598
  %609 = getelementptr bfloat, ptr addrspace(1) %2, i64 %530
  %610 = ptrtoint ptr addrspace(1) %609 to i64
  %611 = and i64 %610, 15
  %612 = icmp eq i64 %611, 0
  %613 = getelementptr i8, ptr addrspace(3) %574, i64 %297
  br i1 %612, label %615, label %.preheader21

.preheader21:                                     ; preds = %.loopexit24
  %614 = zext i1 %535 to i32
  %invariant.op365 = or i32 %528, %247
  br label %618

615:                                              ; preds = %.loopexit24
  %616 = ptrtoint ptr addrspace(3) %613 to i64
  %617 = trunc i64 %616 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %617, ptr addrspace(1) %609, i32 %536) #6
  br label %.loopexit22

618:                                              ; preds = %.preheader21, %618
  %619 = phi i64 [ 0, %.preheader21 ], [ %625, %618 ]
  %620 = trunc nuw nsw i64 %619 to i32
  %.reass241.reass = or i32 %620, %invariant.op365
  %621 = sext i32 %.reass241.reass to i64
  %622 = getelementptr bfloat, ptr addrspace(1) %2, i64 %621
  %623 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %622, i32 %614, i16 0) #6
  %624 = getelementptr bfloat, ptr addrspace(3) %613, i64 %619
  store i16 %623, ptr addrspace(3) %624, align 2
  %625 = add nuw nsw i64 %619, 1
  %exitcond171.not = icmp eq i64 %625, 8
  br i1 %exitcond171.not, label %.loopexit22, label %618

.loopexit22:                                      ; preds = %618, %615
  %626 = getelementptr bfloat, ptr addrspace(1) %2, i64 %554
  %627 = ptrtoint ptr addrspace(1) %626 to i64
  %628 = and i64 %627, 15
  %629 = icmp eq i64 %628, 0
  %630 = getelementptr i8, ptr addrspace(3) %574, i64 %315
  br i1 %629, label %632, label %.preheader

.preheader:                                       ; preds = %.loopexit22
  %631 = zext i1 %559 to i32
  %invariant.op366 = or i32 %552, %247
  br label %635

632:                                              ; preds = %.loopexit22
  %633 = ptrtoint ptr addrspace(3) %630 to i64
  %634 = trunc i64 %633 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %634, ptr addrspace(1) %626, i32 %560) #6
  br label %.loopexit

635:                                              ; preds = %.preheader, %635
  %636 = phi i64 [ 0, %.preheader ], [ %642, %635 ]
  %637 = trunc nuw nsw i64 %636 to i32
  %.reass243.reass = or i32 %637, %invariant.op366
  %638 = sext i32 %.reass243.reass to i64
  %639 = getelementptr bfloat, ptr addrspace(1) %2, i64 %638
  %640 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %639, i32 %631, i16 0) #6
  %641 = getelementptr bfloat, ptr addrspace(3) %630, i64 %636
  store i16 %640, ptr addrspace(3) %641, align 2
  %642 = add nuw nsw i64 %636, 1
  %exitcond172.not = icmp eq i64 %642, 8
  br i1 %exitcond172.not, label %.loopexit, label %635

.loopexit:                                        ; preds = %635, %430, %632
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #6
  %643 = zext nneg i32 %473 to i64
  %644 = getelementptr i8, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 8192), i64 %643
  %645 = getelementptr i8, ptr addrspace(3) %644, i64 8192
  tail call void asm sideeffect "wgmma.fence.sync.aligned;", ""() #6
  %646 = ptrtoint ptr addrspace(3) %644 to i64
  %647 = lshr exact i64 %646, 4
  %648 = and i64 %647, 16320
  %649 = or disjoint i64 %648, 4611686293305360384
  %650 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $34, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $32, $33, p, 1, 1, 0, 0;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i64 %418, i64 %649, i32 1, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #6
  %651 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %650, 0
  %652 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %650, 1
  %653 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %650, 2
  %654 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %650, 3
  %655 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %650, 4
  %656 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %650, 5
  %657 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %650, 6
  %658 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %650, 7
  %659 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %650, 8
  %660 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %650, 9
  %661 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %650, 10
  %662 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %650, 11
  %663 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %650, 12
  %664 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %650, 13
  %665 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %650, 14
  %666 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %650, 15
  %667 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %650, 16
  %668 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %650, 17
  %669 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %650, 18
  %670 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %650, 19
  %671 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %650, 20
  %672 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %650, 21
  %673 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %650, 22
  %674 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %650, 23
  %675 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %650, 24
  %676 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %650, 25
  %677 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %650, 26
  %678 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %650, 27
  %679 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %650, 28
  %680 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %650, 29
  %681 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %650, 30
  %682 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %650, 31
  %683 = getelementptr i8, ptr addrspace(3) %644, i64 32
  %684 = ptrtoint ptr addrspace(3) %683 to i64
  %685 = lshr exact i64 %684, 4
  %686 = and i64 %685, 16383
  %687 = or disjoint i64 %686, 4611686293305360384
  %688 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $34, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $32, $33, p, 1, 1, 0, 0;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i64 %421, i64 %687, i32 1, float %651, float %652, float %653, float %654, float %655, float %656, float %657, float %658, float %659, float %660, float %661, float %662, float %663, float %664, float %665, float %666, float %667, float %668, float %669, float %670, float %671, float %672, float %673, float %674, float %675, float %676, float %677, float %678, float %679, float %680, float %681, float %682) #6
  %689 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 0
  %690 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 1
  %691 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 2
  %692 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 3
  %693 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 4
  %694 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 5
  %695 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 6
  %696 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 7
  %697 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 8
  %698 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 9
  %699 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 10
  %700 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 11
  %701 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 12
  %702 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 13
  %703 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 14
  %704 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 15
  %705 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 16
  %706 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 17
  %707 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 18
  %708 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 19
  %709 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 20
  %710 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 21
  %711 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 22
  %712 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 23
  %713 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 24
  %714 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 25
  %715 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 26
  %716 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 27
  %717 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 28
  %718 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 29
  %719 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 30
  %720 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 31
  %721 = getelementptr i8, ptr addrspace(3) %644, i64 64
  %722 = ptrtoint ptr addrspace(3) %721 to i64
  %723 = lshr exact i64 %722, 4
  %724 = and i64 %723, 16383
  %725 = or disjoint i64 %724, 4611686293305360384
  %726 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $34, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $32, $33, p, 1, 1, 0, 0;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i64 %424, i64 %725, i32 1, float %689, float %690, float %691, float %692, float %693, float %694, float %695, float %696, float %697, float %698, float %699, float %700, float %701, float %702, float %703, float %704, float %705, float %706, float %707, float %708, float %709, float %710, float %711, float %712, float %713, float %714, float %715, float %716, float %717, float %718, float %719, float %720) #6
  %727 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %726, 0
  %728 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %726, 1
  %729 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %726, 2
  %730 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %726, 3
  %731 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %726, 4
  %732 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %726, 5
  %733 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %726, 6
  %734 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %726, 7
  %735 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %726, 8
  %736 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %726, 9
  %737 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %726, 10
  %738 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %726, 11
  %739 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %726, 12
  %740 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %726, 13
  %741 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %726, 14
  %742 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %726, 15
  %743 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %726, 16
  %744 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %726, 17
  %745 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %726, 18
  %746 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %726, 19
  %747 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %726, 20
  %748 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %726, 21
  %749 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %726, 22
  %750 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %726, 23
  %751 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %726, 24
  %752 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %726, 25
  %753 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %726, 26
  %754 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %726, 27
  %755 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %726, 28
  %756 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %726, 29
  %757 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %726, 30
  %758 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %726, 31
  %759 = getelementptr i8, ptr addrspace(3) %644, i64 96
  %760 = ptrtoint ptr addrspace(3) %759 to i64
  %761 = lshr exact i64 %760, 4
  %762 = and i64 %761, 16383
  %763 = or disjoint i64 %762, 4611686293305360384
  %764 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $34, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $32, $33, p, 1, 1, 0, 0;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i64 %427, i64 %763, i32 1, float %727, float %728, float %729, float %730, float %731, float %732, float %733, float %734, float %735, float %736, float %737, float %738, float %739, float %740, float %741, float %742, float %743, float %744, float %745, float %746, float %747, float %748, float %749, float %750, float %751, float %752, float %753, float %754, float %755, float %756, float %757, float %758) #6
  %765 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %764, 0
  %766 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %764, 1
  %767 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %764, 2
  %768 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %764, 3
  %769 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %764, 4
  %770 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %764, 5
  %771 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %764, 6
  %772 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %764, 7
  %773 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %764, 8
  %774 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %764, 9
  %775 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %764, 10
  %776 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %764, 11
  %777 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %764, 12
  %778 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %764, 13
  %779 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %764, 14
  %780 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %764, 15
  %781 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %764, 16
  %782 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %764, 17
  %783 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %764, 18
  %784 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %764, 19
  %785 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %764, 20
  %786 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %764, 21
  %787 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %764, 22
  %788 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %764, 23
  %789 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %764, 24
  %790 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %764, 25
  %791 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %764, 26
  %792 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %764, 27
  %793 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %764, 28
  %794 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %764, 29
  %795 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %764, 30
  %796 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %764, 31
  tail call void asm sideeffect "wgmma.commit_group.sync.aligned;", ""() #6
  %797 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.wait_group.sync.aligned 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(float %765, float %766, float %767, float %768, float %769, float %770, float %771, float %772, float %773, float %774, float %775, float %776, float %777, float %778, float %779, float %780, float %781, float %782, float %783, float %784, float %785, float %786, float %787, float %788, float %789, float %790, float %791, float %792, float %793, float %794, float %795, float %796) #6
  %798 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %797, 0
  %799 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %797, 1
  %800 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %797, 2
  %801 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %797, 3
  %802 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %797, 4
  %803 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %797, 5
  %804 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %797, 6
  %805 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %797, 7
  %806 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %797, 8
  %807 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %797, 9
  %808 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %797, 10
  %809 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %797, 11
  %810 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %797, 12
  %811 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %797, 13
  %812 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %797, 14
  %813 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %797, 15
  %814 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %797, 16
  %815 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %797, 17
  %816 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %797, 18
  %817 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %797, 19
  %818 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %797, 20
  %819 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %797, 21
  %820 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %797, 22
  %821 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %797, 23
  %822 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %797, 24
  %823 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %797, 25
  %824 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %797, 26
  %825 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %797, 27
  %826 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %797, 28
  %827 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %797, 29
  %828 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %797, 30
  %829 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %797, 31
  %830 = fmul float %13, %798
  %831 = fmul float %13, %799
  %832 = fmul float %13, %800
  %833 = fmul float %13, %801
  %834 = fmul float %13, %802
  %835 = fmul float %13, %803
  %836 = fmul float %13, %804
  %837 = fmul float %13, %805
  %838 = fmul float %13, %806
  %839 = fmul float %13, %807
  %840 = fmul float %13, %808
  %841 = fmul float %13, %809
  %842 = fmul float %13, %810
  %843 = fmul float %13, %811
  %844 = fmul float %13, %812
  %845 = fmul float %13, %813
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
  %862 = or disjoint i32 %467, %429
  %863 = icmp slt i32 %862, %4
  %864 = or disjoint i32 %862, 1
  %865 = icmp slt i32 %864, %4
  %866 = or disjoint i32 %862, 8
  %867 = icmp slt i32 %866, %4
  %868 = or disjoint i32 %862, 9
  %869 = icmp slt i32 %868, %4
  %870 = or disjoint i32 %862, 16
  %871 = icmp slt i32 %870, %4
  %872 = or disjoint i32 %862, 17
  %873 = icmp slt i32 %872, %4
  %874 = or disjoint i32 %862, 24
  %875 = icmp slt i32 %874, %4
  %876 = or disjoint i32 %862, 25
  %877 = icmp slt i32 %876, %4
  %878 = or disjoint i32 %862, 32
  %879 = icmp slt i32 %878, %4
  %880 = or disjoint i32 %862, 33
  %881 = icmp slt i32 %880, %4
  %882 = or disjoint i32 %862, 40
  %883 = icmp slt i32 %882, %4
  %884 = or disjoint i32 %862, 41
  %885 = icmp slt i32 %884, %4
  %886 = or disjoint i32 %862, 48
  %887 = icmp slt i32 %886, %4
  %888 = or disjoint i32 %862, 49
  %889 = icmp slt i32 %888, %4
  %890 = or disjoint i32 %862, 56
  %891 = icmp slt i32 %890, %4
  %892 = or disjoint i32 %862, 57
  %893 = icmp slt i32 %892, %4
  %894 = select i1 %863, float %830, float 0xFFF0000000000000
  %895 = select i1 %865, float %831, float 0xFFF0000000000000
  %896 = select i1 %863, float %832, float 0xFFF0000000000000
  %897 = select i1 %865, float %833, float 0xFFF0000000000000
  %898 = select i1 %867, float %834, float 0xFFF0000000000000
  %899 = select i1 %869, float %835, float 0xFFF0000000000000
  %900 = select i1 %867, float %836, float 0xFFF0000000000000
  %901 = select i1 %869, float %837, float 0xFFF0000000000000
  %902 = select i1 %871, float %838, float 0xFFF0000000000000
  %903 = select i1 %873, float %839, float 0xFFF0000000000000
  %904 = select i1 %871, float %840, float 0xFFF0000000000000
  %905 = select i1 %873, float %841, float 0xFFF0000000000000
  %906 = select i1 %875, float %842, float 0xFFF0000000000000
  %907 = select i1 %877, float %843, float 0xFFF0000000000000
  %908 = select i1 %875, float %844, float 0xFFF0000000000000
  %909 = select i1 %877, float %845, float 0xFFF0000000000000
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
  %926 = tail call float @llvm.maxnum.f32(float %894, float %895)
  %927 = tail call float @llvm.maxnum.f32(float %896, float %897)
  %928 = tail call float @llvm.maxnum.f32(float %926, float %898)
  %929 = tail call float @llvm.maxnum.f32(float %928, float %899)
  %930 = tail call float @llvm.maxnum.f32(float %927, float %900)
  %931 = tail call float @llvm.maxnum.f32(float %930, float %901)
  %932 = tail call float @llvm.maxnum.f32(float %929, float %902)
  %933 = tail call float @llvm.maxnum.f32(float %932, float %903)
  %934 = tail call float @llvm.maxnum.f32(float %931, float %904)
  %935 = tail call float @llvm.maxnum.f32(float %934, float %905)
  %936 = tail call float @llvm.maxnum.f32(float %933, float %906)
  %937 = tail call float @llvm.maxnum.f32(float %936, float %907)
  %938 = tail call float @llvm.maxnum.f32(float %935, float %908)
  %939 = tail call float @llvm.maxnum.f32(float %938, float %909)
  %940 = tail call float @llvm.maxnum.f32(float %937, float %910)
  %941 = tail call float @llvm.maxnum.f32(float %940, float %911)
  %942 = tail call float @llvm.maxnum.f32(float %939, float %912)
  %943 = tail call float @llvm.maxnum.f32(float %942, float %913)
  %944 = tail call float @llvm.maxnum.f32(float %941, float %914)
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
  %956 = bitcast float %953 to i32
  %957 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %956, i32 2, i32 31)
  %958 = bitcast i32 %957 to float
  %959 = tail call float @llvm.maxnum.f32(float %953, float %958)
  %960 = bitcast float %955 to i32
  %961 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %960, i32 2, i32 31)
  %962 = bitcast i32 %961 to float
  %963 = tail call float @llvm.maxnum.f32(float %955, float %962)
  %964 = bitcast float %959 to i32
  %965 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %964, i32 1, i32 31)
  %966 = bitcast i32 %965 to float
  %967 = tail call float @llvm.maxnum.f32(float %959, float %966)
  %968 = bitcast float %963 to i32
  %969 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %968, i32 1, i32 31)
  %970 = bitcast i32 %969 to float
  %971 = tail call float @llvm.maxnum.f32(float %963, float %970)
  %972 = tail call float @llvm.maxnum.f32(float %432, float %967)
  %973 = tail call float @llvm.maxnum.f32(float %431, float %971)
  %974 = fsub float %894, %972
  %975 = fsub float %895, %972
  %976 = fsub float %896, %973
  %977 = fsub float %897, %973
  %978 = fsub float %898, %972
  %979 = fsub float %899, %972
  %980 = fsub float %900, %973
  %981 = fsub float %901, %973
  %982 = fsub float %902, %972
  %983 = fsub float %903, %972
  %984 = fsub float %904, %973
  %985 = fsub float %905, %973
  %986 = fsub float %906, %972
  %987 = fsub float %907, %972
  %988 = fsub float %908, %973
  %989 = fsub float %909, %973
  %990 = fsub float %910, %972
  %991 = fsub float %911, %972
  %992 = fsub float %912, %973
  %993 = fsub float %913, %973
  %994 = fsub float %914, %972
  %995 = fsub float %915, %972
  %996 = fsub float %916, %973
  %997 = fsub float %917, %973
  %998 = fsub float %918, %972
  %999 = fsub float %919, %972
  %1000 = fsub float %920, %973
  %1001 = fsub float %921, %973
  %1002 = fsub float %922, %972
  %1003 = fsub float %923, %972
  %1004 = fsub float %924, %973
  %1005 = fsub float %925, %973
  %1006 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %974)
  %1007 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %975)
  %1008 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %976)
  %1009 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %977)
  %1010 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %978)
  %1011 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %979)
  %1012 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %980)
  %1013 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %981)
  %1014 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %982)
  %1015 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %983)
  %1016 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %984)
  %1017 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %985)
  %1018 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %986)
  %1019 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %987)
  %1020 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %988)
  %1021 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %989)
  %1022 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %990)
  %1023 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %991)
  %1024 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %992)
  %1025 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %993)
  %1026 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %994)
  %1027 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %995)
  %1028 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %996)
  %1029 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %997)
  %1030 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %998)
  %1031 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %999)
  %1032 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1000)
  %1033 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1001)
  %1034 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1002)
  %1035 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1003)
  %1036 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1004)
  %1037 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1005)
  %1038 = fsub float %432, %972
  %1039 = fsub float %431, %973
  %1040 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1038)
  %1041 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1039)
  %1042 = fmul float %466, %1040
  %1043 = fmul float %465, %1041
  %1044 = fadd float %1006, %1007
  %1045 = fadd float %1008, %1009
  %1046 = fadd float %1044, %1010
  %1047 = fadd float %1046, %1011
  %1048 = fadd float %1045, %1012
  %1049 = fadd float %1048, %1013
  %1050 = fadd float %1047, %1014
  %1051 = fadd float %1050, %1015
  %1052 = fadd float %1049, %1016
  %1053 = fadd float %1052, %1017
  %1054 = fadd float %1051, %1018
  %1055 = fadd float %1054, %1019
  %1056 = fadd float %1053, %1020
  %1057 = fadd float %1056, %1021
  %1058 = fadd float %1055, %1022
  %1059 = fadd float %1058, %1023
  %1060 = fadd float %1057, %1024
  %1061 = fadd float %1060, %1025
  %1062 = fadd float %1059, %1026
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
  %1074 = bitcast float %1071 to i32
  %1075 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1074, i32 2, i32 31)
  %1076 = bitcast i32 %1075 to float
  %1077 = fadd float %1071, %1076
  %1078 = bitcast float %1073 to i32
  %1079 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1078, i32 2, i32 31)
  %1080 = bitcast i32 %1079 to float
  %1081 = fadd float %1073, %1080
  %1082 = bitcast float %1077 to i32
  %1083 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1082, i32 1, i32 31)
  %1084 = bitcast i32 %1083 to float
  %1085 = fadd float %1077, %1084
  %1086 = bitcast float %1081 to i32
  %1087 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1086, i32 1, i32 31)
  %1088 = bitcast i32 %1087 to float
  %1089 = fadd float %1081, %1088
  %1090 = fadd float %1042, %1085
  %1091 = fadd float %1043, %1089
  %1092 = fptrunc float %1006 to bfloat
  %1093 = fptrunc float %1007 to bfloat
  %1094 = fptrunc float %1008 to bfloat
  %1095 = fptrunc float %1009 to bfloat
  %1096 = fptrunc float %1010 to bfloat
  %1097 = fptrunc float %1011 to bfloat
  %1098 = fptrunc float %1012 to bfloat
  %1099 = fptrunc float %1013 to bfloat
  %1100 = fptrunc float %1014 to bfloat
  %1101 = fptrunc float %1015 to bfloat
  %1102 = fptrunc float %1016 to bfloat
  %1103 = fptrunc float %1017 to bfloat
  %1104 = fptrunc float %1018 to bfloat
  %1105 = fptrunc float %1019 to bfloat
  %1106 = fptrunc float %1020 to bfloat
  %1107 = fptrunc float %1021 to bfloat
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
  %1124 = fmul float %464, %1040
  %1125 = fmul float %463, %1040
  %1126 = fmul float %462, %1041
  %1127 = fmul float %461, %1041
  %1128 = fmul float %460, %1040
  %1129 = fmul float %459, %1040
  %1130 = fmul float %458, %1041
  %1131 = fmul float %457, %1041
  %1132 = fmul float %456, %1040
  %1133 = fmul float %455, %1040
  %1134 = fmul float %454, %1041
  %1135 = fmul float %453, %1041
  %1136 = fmul float %452, %1040
  %1137 = fmul float %451, %1040
  %1138 = fmul float %450, %1041
  %1139 = fmul float %449, %1041
  %1140 = fmul float %448, %1040
  %1141 = fmul float %447, %1040
  %1142 = fmul float %446, %1041
  %1143 = fmul float %445, %1041
  %1144 = fmul float %444, %1040
  %1145 = fmul float %443, %1040
  %1146 = fmul float %442, %1041
  %1147 = fmul float %441, %1041
  %1148 = fmul float %440, %1040
  %1149 = fmul float %439, %1040
  %1150 = fmul float %438, %1041
  %1151 = fmul float %437, %1041
  %1152 = fmul float %436, %1040
  %1153 = fmul float %435, %1040
  %1154 = fmul float %434, %1041
  %1155 = fmul float %433, %1041
  %1156 = insertelement <2 x bfloat> poison, bfloat %1092, i64 0
  %1157 = insertelement <2 x bfloat> %1156, bfloat %1093, i64 1
  %1158 = bitcast <2 x bfloat> %1157 to i32
  %1159 = insertelement <2 x bfloat> poison, bfloat %1094, i64 0
  %1160 = insertelement <2 x bfloat> %1159, bfloat %1095, i64 1
  %1161 = bitcast <2 x bfloat> %1160 to i32
  %1162 = insertelement <2 x bfloat> poison, bfloat %1096, i64 0
  %1163 = insertelement <2 x bfloat> %1162, bfloat %1097, i64 1
  %1164 = bitcast <2 x bfloat> %1163 to i32
  %1165 = insertelement <2 x bfloat> poison, bfloat %1098, i64 0
  %1166 = insertelement <2 x bfloat> %1165, bfloat %1099, i64 1
  %1167 = bitcast <2 x bfloat> %1166 to i32
  %1168 = insertelement <2 x bfloat> poison, bfloat %1100, i64 0
  %1169 = insertelement <2 x bfloat> %1168, bfloat %1101, i64 1
  %1170 = bitcast <2 x bfloat> %1169 to i32
  %1171 = insertelement <2 x bfloat> poison, bfloat %1102, i64 0
  %1172 = insertelement <2 x bfloat> %1171, bfloat %1103, i64 1
  %1173 = bitcast <2 x bfloat> %1172 to i32
  %1174 = insertelement <2 x bfloat> poison, bfloat %1104, i64 0
  %1175 = insertelement <2 x bfloat> %1174, bfloat %1105, i64 1
  %1176 = bitcast <2 x bfloat> %1175 to i32
  %1177 = insertelement <2 x bfloat> poison, bfloat %1106, i64 0
  %1178 = insertelement <2 x bfloat> %1177, bfloat %1107, i64 1
  %1179 = bitcast <2 x bfloat> %1178 to i32
  %1180 = insertelement <2 x bfloat> poison, bfloat %1108, i64 0
  %1181 = insertelement <2 x bfloat> %1180, bfloat %1109, i64 1
  %1182 = bitcast <2 x bfloat> %1181 to i32
  %1183 = insertelement <2 x bfloat> poison, bfloat %1110, i64 0
  %1184 = insertelement <2 x bfloat> %1183, bfloat %1111, i64 1
  %1185 = bitcast <2 x bfloat> %1184 to i32
  %1186 = insertelement <2 x bfloat> poison, bfloat %1112, i64 0
  %1187 = insertelement <2 x bfloat> %1186, bfloat %1113, i64 1
  %1188 = bitcast <2 x bfloat> %1187 to i32
  %1189 = insertelement <2 x bfloat> poison, bfloat %1114, i64 0
  %1190 = insertelement <2 x bfloat> %1189, bfloat %1115, i64 1
  %1191 = bitcast <2 x bfloat> %1190 to i32
  %1192 = insertelement <2 x bfloat> poison, bfloat %1116, i64 0
  %1193 = insertelement <2 x bfloat> %1192, bfloat %1117, i64 1
  %1194 = bitcast <2 x bfloat> %1193 to i32
  %1195 = insertelement <2 x bfloat> poison, bfloat %1118, i64 0
  %1196 = insertelement <2 x bfloat> %1195, bfloat %1119, i64 1
  %1197 = bitcast <2 x bfloat> %1196 to i32
  %1198 = insertelement <2 x bfloat> poison, bfloat %1120, i64 0
  %1199 = insertelement <2 x bfloat> %1198, bfloat %1121, i64 1
  %1200 = bitcast <2 x bfloat> %1199 to i32
  %1201 = insertelement <2 x bfloat> poison, bfloat %1122, i64 0
  %1202 = insertelement <2 x bfloat> %1201, bfloat %1123, i64 1
  %1203 = bitcast <2 x bfloat> %1202 to i32
  tail call void asm sideeffect "wgmma.fence.sync.aligned;", ""() #6
  %1204 = ptrtoint ptr addrspace(3) %645 to i64
  %1205 = lshr exact i64 %1204, 4
  %1206 = and i64 %1205, 16383
  %1207 = or disjoint i64 %1206, 4611686293338849280
  %1208 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $37, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, {$32, $33, $34, $35}, $36, p, 1, 1, 1;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,r,r,r,r,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i32 %1158, i32 %1161, i32 %1164, i32 %1167, i64 %1207, i32 1, float %1124, float %1125, float %1126, float %1127, float %1128, float %1129, float %1130, float %1131, float %1132, float %1133, float %1134, float %1135, float %1136, float %1137, float %1138, float %1139, float %1140, float %1141, float %1142, float %1143, float %1144, float %1145, float %1146, float %1147, float %1148, float %1149, float %1150, float %1151, float %1152, float %1153, float %1154, float %1155) #6
  %1209 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1208, 0
  %1210 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1208, 1
  %1211 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1208, 2
  %1212 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1208, 3
  %1213 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1208, 4
  %1214 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1208, 5
  %1215 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1208, 6
  %1216 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1208, 7
  %1217 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1208, 8
  %1218 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1208, 9
  %1219 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1208, 10
  %1220 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1208, 11
  %1221 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1208, 12
  %1222 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1208, 13
  %1223 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1208, 14
  %1224 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1208, 15
  %1225 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1208, 16
  %1226 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1208, 17
  %1227 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1208, 18
  %1228 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1208, 19
  %1229 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1208, 20
  %1230 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1208, 21
  %1231 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1208, 22
  %1232 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1208, 23
  %1233 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1208, 24
  %1234 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1208, 25
  %1235 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1208, 26
  %1236 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1208, 27
  %1237 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1208, 28
  %1238 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1208, 29
  %1239 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1208, 30
  %1240 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1208, 31
  %1241 = getelementptr i8, ptr addrspace(3) %644, i64 10240
  %1242 = ptrtoint ptr addrspace(3) %1241 to i64
  %1243 = lshr exact i64 %1242, 4
  %1244 = and i64 %1243, 16383
  %1245 = or disjoint i64 %1244, 4611686293338849280
  %1246 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $37, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, {$32, $33, $34, $35}, $36, p, 1, 1, 1;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,r,r,r,r,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i32 %1170, i32 %1173, i32 %1176, i32 %1179, i64 %1245, i32 1, float %1209, float %1210, float %1211, float %1212, float %1213, float %1214, float %1215, float %1216, float %1217, float %1218, float %1219, float %1220, float %1221, float %1222, float %1223, float %1224, float %1225, float %1226, float %1227, float %1228, float %1229, float %1230, float %1231, float %1232, float %1233, float %1234, float %1235, float %1236, float %1237, float %1238, float %1239, float %1240) #6
  %1247 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1246, 0
  %1248 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1246, 1
  %1249 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1246, 2
  %1250 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1246, 3
  %1251 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1246, 4
  %1252 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1246, 5
  %1253 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1246, 6
  %1254 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1246, 7
  %1255 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1246, 8
  %1256 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1246, 9
  %1257 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1246, 10
  %1258 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1246, 11
  %1259 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1246, 12
  %1260 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1246, 13
  %1261 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1246, 14
  %1262 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1246, 15
  %1263 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1246, 16
  %1264 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1246, 17
  %1265 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1246, 18
  %1266 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1246, 19
  %1267 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1246, 20
  %1268 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1246, 21
  %1269 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1246, 22
  %1270 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1246, 23
  %1271 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1246, 24
  %1272 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1246, 25
  %1273 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1246, 26
  %1274 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1246, 27
  %1275 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1246, 28
  %1276 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1246, 29
  %1277 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1246, 30
  %1278 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1246, 31
  %1279 = getelementptr i8, ptr addrspace(3) %644, i64 12288
  %1280 = ptrtoint ptr addrspace(3) %1279 to i64
  %1281 = lshr exact i64 %1280, 4
  %1282 = and i64 %1281, 16383
  %1283 = or disjoint i64 %1282, 4611686293338849280
  %1284 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $37, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, {$32, $33, $34, $35}, $36, p, 1, 1, 1;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,r,r,r,r,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i32 %1182, i32 %1185, i32 %1188, i32 %1191, i64 %1283, i32 1, float %1247, float %1248, float %1249, float %1250, float %1251, float %1252, float %1253, float %1254, float %1255, float %1256, float %1257, float %1258, float %1259, float %1260, float %1261, float %1262, float %1263, float %1264, float %1265, float %1266, float %1267, float %1268, float %1269, float %1270, float %1271, float %1272, float %1273, float %1274, float %1275, float %1276, float %1277, float %1278) #6
  %1285 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1284, 0
  %1286 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1284, 1
  %1287 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1284, 2
  %1288 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1284, 3
  %1289 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1284, 4
  %1290 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1284, 5
  %1291 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1284, 6
  %1292 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1284, 7
  %1293 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1284, 8
  %1294 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1284, 9
  %1295 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1284, 10
  %1296 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1284, 11
  %1297 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1284, 12
  %1298 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1284, 13
  %1299 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1284, 14
  %1300 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1284, 15
  %1301 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1284, 16
  %1302 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1284, 17
  %1303 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1284, 18
  %1304 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1284, 19
  %1305 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1284, 20
  %1306 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1284, 21
  %1307 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1284, 22
  %1308 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1284, 23
  %1309 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1284, 24
  %1310 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1284, 25
  %1311 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1284, 26
  %1312 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1284, 27
  %1313 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1284, 28
  %1314 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1284, 29
  %1315 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1284, 30
  %1316 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1284, 31
  %1317 = getelementptr i8, ptr addrspace(3) %644, i64 14336
  %1318 = ptrtoint ptr addrspace(3) %1317 to i64
  %1319 = lshr exact i64 %1318, 4
  %1320 = and i64 %1319, 16383
  %1321 = or disjoint i64 %1320, 4611686293338849280
  %1322 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $37, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, {$32, $33, $34, $35}, $36, p, 1, 1, 1;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,r,r,r,r,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i32 %1194, i32 %1197, i32 %1200, i32 %1203, i64 %1321, i32 1, float %1285, float %1286, float %1287, float %1288, float %1289, float %1290, float %1291, float %1292, float %1293, float %1294, float %1295, float %1296, float %1297, float %1298, float %1299, float %1300, float %1301, float %1302, float %1303, float %1304, float %1305, float %1306, float %1307, float %1308, float %1309, float %1310, float %1311, float %1312, float %1313, float %1314, float %1315, float %1316) #6
  %1323 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1322, 0
  %1324 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1322, 1
  %1325 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1322, 2
  %1326 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1322, 3
  %1327 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1322, 4
  %1328 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1322, 5
  %1329 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1322, 6
  %1330 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1322, 7
  %1331 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1322, 8
  %1332 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1322, 9
  %1333 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1322, 10
  %1334 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1322, 11
  %1335 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1322, 12
  %1336 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1322, 13
  %1337 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1322, 14
  %1338 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1322, 15
  %1339 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1322, 16
  %1340 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1322, 17
  %1341 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1322, 18
  %1342 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1322, 19
  %1343 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1322, 20
  %1344 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1322, 21
  %1345 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1322, 22
  %1346 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1322, 23
  %1347 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1322, 24
  %1348 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1322, 25
  %1349 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1322, 26
  %1350 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1322, 27
  %1351 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1322, 28
  %1352 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1322, 29
  %1353 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1322, 30
  %1354 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1322, 31
  tail call void asm sideeffect "wgmma.commit_group.sync.aligned;", ""() #6
  %1355 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.wait_group.sync.aligned 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(float %1323, float %1324, float %1325, float %1326, float %1327, float %1328, float %1329, float %1330, float %1331, float %1332, float %1333, float %1334, float %1335, float %1336, float %1337, float %1338, float %1339, float %1340, float %1341, float %1342, float %1343, float %1344, float %1345, float %1346, float %1347, float %1348, float %1349, float %1350, float %1351, float %1352, float %1353, float %1354) #6
  %1356 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1355, 0
  %1357 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1355, 1
  %1358 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1355, 2
  %1359 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1355, 3
  %1360 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1355, 4
  %1361 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1355, 5
  %1362 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1355, 6
  %1363 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1355, 7
  %1364 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1355, 8
  %1365 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1355, 9
  %1366 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1355, 10
  %1367 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1355, 11
  %1368 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1355, 12
  %1369 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1355, 13
  %1370 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1355, 14
  %1371 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1355, 15
  %1372 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1355, 16
  %1373 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1355, 17
  %1374 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1355, 18
  %1375 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1355, 19
  %1376 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1355, 20
  %1377 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1355, 21
  %1378 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1355, 22
  %1379 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1355, 23
  %1380 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1355, 24
  %1381 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1355, 25
  %1382 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1355, 26
  %1383 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1355, 27
  %1384 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1355, 28
  %1385 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1355, 29
  %1386 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1355, 30
  %1387 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1355, 31
  br i1 %469, label %430, label %._crit_edge

._crit_edge:                                      ; preds = %.loopexit, %.preheader35.._crit_edge_crit_edge.critedge
  %.pre-phi176 = phi i32 [ %.pre175, %.preheader35.._crit_edge_crit_edge.critedge ], [ %429, %.loopexit ]
  %.lcssa86 = phi float [ 0.000000e+00, %.preheader35.._crit_edge_crit_edge.critedge ], [ %1090, %.loopexit ]
  %.lcssa85 = phi float [ 0.000000e+00, %.preheader35.._crit_edge_crit_edge.critedge ], [ %1091, %.loopexit ]
  %.lcssa84 = phi float [ 0.000000e+00, %.preheader35.._crit_edge_crit_edge.critedge ], [ %1356, %.loopexit ]
  %.lcssa83 = phi float [ 0.000000e+00, %.preheader35.._crit_edge_crit_edge.critedge ], [ %1357, %.loopexit ]
  %.lcssa82 = phi float [ 0.000000e+00, %.preheader35.._crit_edge_crit_edge.critedge ], [ %1358, %.loopexit ]
  %.lcssa81 = phi float [ 0.000000e+00, %.preheader35.._crit_edge_crit_edge.critedge ], [ %1359, %.loopexit ]
  %.lcssa80 = phi float [ 0.000000e+00, %.preheader35.._crit_edge_crit_edge.critedge ], [ %1360, %.loopexit ]
  %.lcssa79 = phi float [ 0.000000e+00, %.preheader35.._crit_edge_crit_edge.critedge ], [ %1361, %.loopexit ]
  %.lcssa78 = phi float [ 0.000000e+00, %.preheader35.._crit_edge_crit_edge.critedge ], [ %1362, %.loopexit ]
  %.lcssa77 = phi float [ 0.000000e+00, %.preheader35.._crit_edge_crit_edge.critedge ], [ %1363, %.loopexit ]
  %.lcssa76 = phi float [ 0.000000e+00, %.preheader35.._crit_edge_crit_edge.critedge ], [ %1364, %.loopexit ]
  %.lcssa75 = phi float [ 0.000000e+00, %.preheader35.._crit_edge_crit_edge.critedge ], [ %1365, %.loopexit ]
  %.lcssa74 = phi float [ 0.000000e+00, %.preheader35.._crit_edge_crit_edge.critedge ], [ %1366, %.loopexit ]
  %.lcssa73 = phi float [ 0.000000e+00, %.preheader35.._crit_edge_crit_edge.critedge ], [ %1367, %.loopexit ]
  %.lcssa72 = phi float [ 0.000000e+00, %.preheader35.._crit_edge_crit_edge.critedge ], [ %1368, %.loopexit ]
  %.lcssa71 = phi float [ 0.000000e+00, %.preheader35.._crit_edge_crit_edge.critedge ], [ %1369, %.loopexit ]
  %.lcssa70 = phi float [ 0.000000e+00, %.preheader35.._crit_edge_crit_edge.critedge ], [ %1370, %.loopexit ]
  %.lcssa69 = phi float [ 0.000000e+00, %.preheader35.._crit_edge_crit_edge.critedge ], [ %1371, %.loopexit ]
  %.lcssa68 = phi float [ 0.000000e+00, %.preheader35.._crit_edge_crit_edge.critedge ], [ %1372, %.loopexit ]
  %.lcssa67 = phi float [ 0.000000e+00, %.preheader35.._crit_edge_crit_edge.critedge ], [ %1373, %.loopexit ]
  %.lcssa66 = phi float [ 0.000000e+00, %.preheader35.._crit_edge_crit_edge.critedge ], [ %1374, %.loopexit ]
  %.lcssa65 = phi float [ 0.000000e+00, %.preheader35.._crit_edge_crit_edge.critedge ], [ %1375, %.loopexit ]
  %.lcssa64 = phi float [ 0.000000e+00, %.preheader35.._crit_edge_crit_edge.critedge ], [ %1376, %.loopexit ]
  %.lcssa63 = phi float [ 0.000000e+00, %.preheader35.._crit_edge_crit_edge.critedge ], [ %1377, %.loopexit ]
  %.lcssa62 = phi float [ 0.000000e+00, %.preheader35.._crit_edge_crit_edge.critedge ], [ %1378, %.loopexit ]
  %.lcssa61 = phi float [ 0.000000e+00, %.preheader35.._crit_edge_crit_edge.critedge ], [ %1379, %.loopexit ]
  %.lcssa60 = phi float [ 0.000000e+00, %.preheader35.._crit_edge_crit_edge.critedge ], [ %1380, %.loopexit ]
  %.lcssa59 = phi float [ 0.000000e+00, %.preheader35.._crit_edge_crit_edge.critedge ], [ %1381, %.loopexit ]
  %.lcssa58 = phi float [ 0.000000e+00, %.preheader35.._crit_edge_crit_edge.critedge ], [ %1382, %.loopexit ]
  %.lcssa57 = phi float [ 0.000000e+00, %.preheader35.._crit_edge_crit_edge.critedge ], [ %1383, %.loopexit ]
  %.lcssa56 = phi float [ 0.000000e+00, %.preheader35.._crit_edge_crit_edge.critedge ], [ %1384, %.loopexit ]
  %.lcssa55 = phi float [ 0.000000e+00, %.preheader35.._crit_edge_crit_edge.critedge ], [ %1385, %.loopexit ]
  %.lcssa54 = phi float [ 0.000000e+00, %.preheader35.._crit_edge_crit_edge.critedge ], [ %1386, %.loopexit ]
  %.lcssa53 = phi float [ 0.000000e+00, %.preheader35.._crit_edge_crit_edge.critedge ], [ %1387, %.loopexit ]
  %.lcssa52 = phi float [ 0xFFF0000000000000, %.preheader35.._crit_edge_crit_edge.critedge ], [ %972, %.loopexit ]
  %.lcssa = phi float [ 0xFFF0000000000000, %.preheader35.._crit_edge_crit_edge.critedge ], [ %973, %.loopexit ]
  tail call void asm sideeffect "cp.async.wait_all;", "~{memory}"() #6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1388 = lshr i32 %7, 2
  %1389 = and i32 %1388, 7
  %1390 = lshr i32 %7, 1
  %1391 = and i32 %1390, 48
  %1392 = or disjoint i32 %1391, %1389
  %1393 = zext nneg i32 %1392 to i64
  %1394 = getelementptr float, ptr addrspace(3) @attention_smem, i64 %1393
  store float %.lcssa52, ptr addrspace(3) %1394, align 4
  %1395 = or disjoint i32 %1392, 8
  %1396 = zext nneg i32 %1395 to i64
  %1397 = getelementptr float, ptr addrspace(3) @attention_smem, i64 %1396
  store float %.lcssa, ptr addrspace(3) %1397, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1398 = fdiv float %.lcssa84, %.lcssa86
  %1399 = fdiv float %.lcssa83, %.lcssa86
  %1400 = fdiv float %.lcssa82, %.lcssa85
  %1401 = fdiv float %.lcssa81, %.lcssa85
  %1402 = fdiv float %.lcssa80, %.lcssa86
  %1403 = fdiv float %.lcssa79, %.lcssa86
  %1404 = fdiv float %.lcssa78, %.lcssa85
  %1405 = fdiv float %.lcssa77, %.lcssa85
  %1406 = fdiv float %.lcssa76, %.lcssa86
  %1407 = fdiv float %.lcssa75, %.lcssa86
  %1408 = fdiv float %.lcssa74, %.lcssa85
  %1409 = fdiv float %.lcssa73, %.lcssa85
  %1410 = fdiv float %.lcssa72, %.lcssa86
  %1411 = fdiv float %.lcssa71, %.lcssa86
  %1412 = fdiv float %.lcssa70, %.lcssa85
  %1413 = fdiv float %.lcssa69, %.lcssa85
  %1414 = fdiv float %.lcssa68, %.lcssa86
  %1415 = fdiv float %.lcssa67, %.lcssa86
  %1416 = fdiv float %.lcssa66, %.lcssa85
  %1417 = fdiv float %.lcssa65, %.lcssa85
  %1418 = fdiv float %.lcssa64, %.lcssa86
  %1419 = fdiv float %.lcssa63, %.lcssa86
  %1420 = fdiv float %.lcssa62, %.lcssa85
  %1421 = fdiv float %.lcssa61, %.lcssa85
  %1422 = fdiv float %.lcssa60, %.lcssa86
  %1423 = fdiv float %.lcssa59, %.lcssa86
  %1424 = fdiv float %.lcssa58, %.lcssa85
  %1425 = fdiv float %.lcssa57, %.lcssa85
  %1426 = fdiv float %.lcssa56, %.lcssa86
  %1427 = fdiv float %.lcssa55, %.lcssa86
  %1428 = fdiv float %.lcssa54, %.lcssa85
  %1429 = fdiv float %.lcssa53, %.lcssa85
  %1430 = fptrunc float %1398 to bfloat
  %1431 = fptrunc float %1399 to bfloat
  %1432 = fptrunc float %1400 to bfloat
  %1433 = fptrunc float %1401 to bfloat
  %1434 = fptrunc float %1402 to bfloat
  %1435 = fptrunc float %1403 to bfloat
  %1436 = fptrunc float %1404 to bfloat
  %1437 = fptrunc float %1405 to bfloat
  %1438 = fptrunc float %1406 to bfloat
  %1439 = fptrunc float %1407 to bfloat
  %1440 = fptrunc float %1408 to bfloat
  %1441 = fptrunc float %1409 to bfloat
  %1442 = fptrunc float %1410 to bfloat
  %1443 = fptrunc float %1411 to bfloat
  %1444 = fptrunc float %1412 to bfloat
  %1445 = fptrunc float %1413 to bfloat
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
  %1462 = or disjoint i32 %1392, %12
  %1463 = add i32 %11, %1462
  %1464 = shl i32 %1463, 6
  %1465 = or disjoint i32 %1464, %.pre-phi176
  %1466 = sext i32 %1465 to i64
  %1467 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1466
  %1468 = icmp slt i32 %1462, %4
  %1469 = ptrtoint ptr addrspace(1) %1467 to i64
  %1470 = and i64 %1469, 3
  %1471 = icmp eq i64 %1470, 0
  %1472 = and i1 %1468, %1471
  %1473 = xor i1 %1468, %1472
  %1474 = zext i1 %1472 to i32
  %1475 = bitcast bfloat %1430 to i16
  %1476 = bitcast bfloat %1431 to i16
  %1477 = zext i1 %1473 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1474, i16 %1475, i16 %1476, ptr addrspace(1) %1467, i32 %1477, i32 %1477) #6
  %1478 = or disjoint i32 %1395, %12
  %1479 = add i32 %11, %1478
  %1480 = shl i32 %1479, 6
  %1481 = or disjoint i32 %1480, %.pre-phi176
  %1482 = sext i32 %1481 to i64
  %1483 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1482
  %1484 = icmp slt i32 %1478, %4
  %1485 = ptrtoint ptr addrspace(1) %1483 to i64
  %1486 = and i64 %1485, 3
  %1487 = icmp eq i64 %1486, 0
  %1488 = and i1 %1484, %1487
  %1489 = xor i1 %1484, %1488
  %1490 = zext i1 %1488 to i32
  %1491 = bitcast bfloat %1432 to i16
  %1492 = bitcast bfloat %1433 to i16
  %1493 = zext i1 %1489 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1490, i16 %1491, i16 %1492, ptr addrspace(1) %1483, i32 %1493, i32 %1493) #6
  %1494 = or disjoint i32 %.pre-phi176, 8
  %1495 = or disjoint i32 %1464, %1494
  %1496 = sext i32 %1495 to i64
  %1497 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1496
  %1498 = ptrtoint ptr addrspace(1) %1497 to i64
  %1499 = and i64 %1498, 3
  %1500 = icmp eq i64 %1499, 0
  %1501 = and i1 %1468, %1500
  %1502 = xor i1 %1468, %1501
  %1503 = zext i1 %1501 to i32
  %1504 = bitcast bfloat %1434 to i16
  %1505 = bitcast bfloat %1435 to i16
  %1506 = zext i1 %1502 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1503, i16 %1504, i16 %1505, ptr addrspace(1) %1497, i32 %1506, i32 %1506) #6
  %1507 = or disjoint i32 %1480, %1494
  %1508 = sext i32 %1507 to i64
  %1509 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1508
  %1510 = ptrtoint ptr addrspace(1) %1509 to i64
  %1511 = and i64 %1510, 3
  %1512 = icmp eq i64 %1511, 0
  %1513 = and i1 %1484, %1512
  %1514 = xor i1 %1484, %1513
  %1515 = zext i1 %1513 to i32
  %1516 = bitcast bfloat %1436 to i16
  %1517 = bitcast bfloat %1437 to i16
  %1518 = zext i1 %1514 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1515, i16 %1516, i16 %1517, ptr addrspace(1) %1509, i32 %1518, i32 %1518) #6
  %1519 = or disjoint i32 %.pre-phi176, 16
  %1520 = or disjoint i32 %1464, %1519
  %1521 = sext i32 %1520 to i64
  %1522 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1521
  %1523 = ptrtoint ptr addrspace(1) %1522 to i64
  %1524 = and i64 %1523, 3
  %1525 = icmp eq i64 %1524, 0
  %1526 = and i1 %1468, %1525
  %1527 = xor i1 %1468, %1526
  %1528 = zext i1 %1526 to i32
  %1529 = bitcast bfloat %1438 to i16
  %1530 = bitcast bfloat %1439 to i16
  %1531 = zext i1 %1527 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1528, i16 %1529, i16 %1530, ptr addrspace(1) %1522, i32 %1531, i32 %1531) #6
  %1532 = or disjoint i32 %1480, %1519
  %1533 = sext i32 %1532 to i64
  %1534 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1533
  %1535 = ptrtoint ptr addrspace(1) %1534 to i64
  %1536 = and i64 %1535, 3
  %1537 = icmp eq i64 %1536, 0
  %1538 = and i1 %1484, %1537
  %1539 = xor i1 %1484, %1538
  %1540 = zext i1 %1538 to i32
  %1541 = bitcast bfloat %1440 to i16
  %1542 = bitcast bfloat %1441 to i16
  %1543 = zext i1 %1539 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1540, i16 %1541, i16 %1542, ptr addrspace(1) %1534, i32 %1543, i32 %1543) #6
  %1544 = or disjoint i32 %.pre-phi176, 24
  %1545 = or disjoint i32 %1464, %1544
  %1546 = sext i32 %1545 to i64
  %1547 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1546
  %1548 = ptrtoint ptr addrspace(1) %1547 to i64
  %1549 = and i64 %1548, 3
  %1550 = icmp eq i64 %1549, 0
  %1551 = and i1 %1468, %1550
  %1552 = xor i1 %1468, %1551
  %1553 = zext i1 %1551 to i32
  %1554 = bitcast bfloat %1442 to i16
  %1555 = bitcast bfloat %1443 to i16
  %1556 = zext i1 %1552 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1553, i16 %1554, i16 %1555, ptr addrspace(1) %1547, i32 %1556, i32 %1556) #6
  %1557 = or disjoint i32 %1480, %1544
  %1558 = sext i32 %1557 to i64
  %1559 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1558
  %1560 = ptrtoint ptr addrspace(1) %1559 to i64
  %1561 = and i64 %1560, 3
  %1562 = icmp eq i64 %1561, 0
  %1563 = and i1 %1484, %1562
  %1564 = xor i1 %1484, %1563
  %1565 = zext i1 %1563 to i32
  %1566 = bitcast bfloat %1444 to i16
  %1567 = bitcast bfloat %1445 to i16
  %1568 = zext i1 %1564 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1565, i16 %1566, i16 %1567, ptr addrspace(1) %1559, i32 %1568, i32 %1568) #6
  %1569 = or disjoint i32 %.pre-phi176, 32
  %1570 = or disjoint i32 %1464, %1569
  %1571 = sext i32 %1570 to i64
  %1572 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1571
  %1573 = ptrtoint ptr addrspace(1) %1572 to i64
  %1574 = and i64 %1573, 3
  %1575 = icmp eq i64 %1574, 0
  %1576 = and i1 %1468, %1575
  %1577 = xor i1 %1468, %1576
  %1578 = zext i1 %1576 to i32
  %1579 = bitcast bfloat %1446 to i16
  %1580 = bitcast bfloat %1447 to i16
  %1581 = zext i1 %1577 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1578, i16 %1579, i16 %1580, ptr addrspace(1) %1572, i32 %1581, i32 %1581) #6
  %1582 = or disjoint i32 %1480, %1569
  %1583 = sext i32 %1582 to i64
  %1584 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1583
  %1585 = ptrtoint ptr addrspace(1) %1584 to i64
  %1586 = and i64 %1585, 3
  %1587 = icmp eq i64 %1586, 0
  %1588 = and i1 %1484, %1587
  %1589 = xor i1 %1484, %1588
  %1590 = zext i1 %1588 to i32
  %1591 = bitcast bfloat %1448 to i16
  %1592 = bitcast bfloat %1449 to i16
  %1593 = zext i1 %1589 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1590, i16 %1591, i16 %1592, ptr addrspace(1) %1584, i32 %1593, i32 %1593) #6
  %1594 = or disjoint i32 %.pre-phi176, 40
  %1595 = or disjoint i32 %1464, %1594
  %1596 = sext i32 %1595 to i64
  %1597 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1596
  %1598 = ptrtoint ptr addrspace(1) %1597 to i64
  %1599 = and i64 %1598, 3
  %1600 = icmp eq i64 %1599, 0
  %1601 = and i1 %1468, %1600
  %1602 = xor i1 %1468, %1601
  %1603 = zext i1 %1601 to i32
  %1604 = bitcast bfloat %1450 to i16
  %1605 = bitcast bfloat %1451 to i16
  %1606 = zext i1 %1602 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1603, i16 %1604, i16 %1605, ptr addrspace(1) %1597, i32 %1606, i32 %1606) #6
  %1607 = or disjoint i32 %1480, %1594
  %1608 = sext i32 %1607 to i64
  %1609 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1608
  %1610 = ptrtoint ptr addrspace(1) %1609 to i64
  %1611 = and i64 %1610, 3
  %1612 = icmp eq i64 %1611, 0
  %1613 = and i1 %1484, %1612
  %1614 = xor i1 %1484, %1613
  %1615 = zext i1 %1613 to i32
  %1616 = bitcast bfloat %1452 to i16
  %1617 = bitcast bfloat %1453 to i16
  %1618 = zext i1 %1614 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1615, i16 %1616, i16 %1617, ptr addrspace(1) %1609, i32 %1618, i32 %1618) #6
  %1619 = or disjoint i32 %.pre-phi176, 48
  %1620 = or disjoint i32 %1464, %1619
  %1621 = sext i32 %1620 to i64
  %1622 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1621
  %1623 = ptrtoint ptr addrspace(1) %1622 to i64
  %1624 = and i64 %1623, 3
  %1625 = icmp eq i64 %1624, 0
  %1626 = and i1 %1468, %1625
  %1627 = xor i1 %1468, %1626
  %1628 = zext i1 %1626 to i32
  %1629 = bitcast bfloat %1454 to i16
  %1630 = bitcast bfloat %1455 to i16
  %1631 = zext i1 %1627 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1628, i16 %1629, i16 %1630, ptr addrspace(1) %1622, i32 %1631, i32 %1631) #6
  %1632 = or disjoint i32 %1480, %1619
  %1633 = sext i32 %1632 to i64
  %1634 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1633
  %1635 = ptrtoint ptr addrspace(1) %1634 to i64
  %1636 = and i64 %1635, 3
  %1637 = icmp eq i64 %1636, 0
  %1638 = and i1 %1484, %1637
  %1639 = xor i1 %1484, %1638
  %1640 = zext i1 %1638 to i32
  %1641 = bitcast bfloat %1456 to i16
  %1642 = bitcast bfloat %1457 to i16
  %1643 = zext i1 %1639 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1640, i16 %1641, i16 %1642, ptr addrspace(1) %1634, i32 %1643, i32 %1643) #6
  %1644 = or disjoint i32 %.pre-phi176, 56
  %1645 = or disjoint i32 %1464, %1644
  %1646 = sext i32 %1645 to i64
  %1647 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1646
  %1648 = ptrtoint ptr addrspace(1) %1647 to i64
  %1649 = and i64 %1648, 3
  %1650 = icmp eq i64 %1649, 0
  %1651 = and i1 %1468, %1650
  %1652 = xor i1 %1468, %1651
  %1653 = zext i1 %1651 to i32
  %1654 = bitcast bfloat %1458 to i16
  %1655 = bitcast bfloat %1459 to i16
  %1656 = zext i1 %1652 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1653, i16 %1654, i16 %1655, ptr addrspace(1) %1647, i32 %1656, i32 %1656) #6
  %1657 = or disjoint i32 %1480, %1644
  %1658 = sext i32 %1657 to i64
  %1659 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1658
  %1660 = ptrtoint ptr addrspace(1) %1659 to i64
  %1661 = and i64 %1660, 3
  %1662 = icmp eq i64 %1661, 0
  %1663 = and i1 %1484, %1662
  %1664 = xor i1 %1484, %1663
  %1665 = zext i1 %1663 to i32
  %1666 = bitcast bfloat %1460 to i16
  %1667 = bitcast bfloat %1461 to i16
  %1668 = zext i1 %1664 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1665, i16 %1666, i16 %1667, ptr addrspace(1) %1659, i32 %1668, i32 %1668) #6
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
declare float @llvm.nvvm.ex2.approx.ftz.f32(float) #5

attributes #0 = { nounwind "nvvm.reqntid"="128" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
