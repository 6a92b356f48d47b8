; ModuleID = 'tile_kernels'
source_filename = "tile_kernels"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@attention_smem = internal addrspace(3) global [46080 x i8] undef, align 16

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
  %72 = tail call { i16, i16, i16, i16 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $4, 0;\0Amov.b16 $0, $10;\0Amov.b16 $1, $10;\0Amov.b16 $2, $10;\0Amov.b16 $3, $10;\0A@%tile_v ld.global.v4.b16 {$0, $1, $2, $3}, [$5];\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p ld.global.b16 $0, [$5];\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p ld.global.b16 $1, [$5+2];\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p ld.global.b16 $2, [$5+4];\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p ld.global.b16 $3, [$5+6];\0A}", "=&h,=&h,=&h,=&h,r,l,r,r,r,r,h"(i32 %70, ptr addrspace(1) %64, i32 %71, i32 %71, i32 %71, i32 %71, i16 0) #7
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
  %86 = tail call { i16, i16, i16, i16 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $4, 0;\0Amov.b16 $0, $10;\0Amov.b16 $1, $10;\0Amov.b16 $2, $10;\0Amov.b16 $3, $10;\0A@%tile_v ld.global.v4.b16 {$0, $1, $2, $3}, [$5];\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p ld.global.b16 $0, [$5];\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p ld.global.b16 $1, [$5+2];\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p ld.global.b16 $2, [$5+4];\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p ld.global.b16 $3, [$5+6];\0A}", "=&h,=&h,=&h,=&h,r,l,r,r,r,r,h"(i32 %84, ptr addrspace(1) %78, i32 %85, i32 %85, i32 %85, i32 %85, i16 0) #7
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
  %100 = tail call { i16, i16, i16, i16 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $4, 0;\0Amov.b16 $0, $10;\0Amov.b16 $1, $10;\0Amov.b16 $2, $10;\0Amov.b16 $3, $10;\0A@%tile_v ld.global.v4.b16 {$0, $1, $2, $3}, [$5];\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p ld.global.b16 $0, [$5];\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p ld.global.b16 $1, [$5+2];\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p ld.global.b16 $2, [$5+4];\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p ld.global.b16 $3, [$5+6];\0A}", "=&h,=&h,=&h,=&h,r,l,r,r,r,r,h"(i32 %98, ptr addrspace(1) %92, i32 %99, i32 %99, i32 %99, i32 %99, i16 0) #7
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
  %114 = tail call { i16, i16, i16, i16 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $4, 0;\0Amov.b16 $0, $10;\0Amov.b16 $1, $10;\0Amov.b16 $2, $10;\0Amov.b16 $3, $10;\0A@%tile_v ld.global.v4.b16 {$0, $1, $2, $3}, [$5];\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p ld.global.b16 $0, [$5];\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p ld.global.b16 $1, [$5+2];\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p ld.global.b16 $2, [$5+4];\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p ld.global.b16 $3, [$5+6];\0A}", "=&h,=&h,=&h,=&h,r,l,r,r,r,r,h"(i32 %112, ptr addrspace(1) %106, i32 %113, i32 %113, i32 %113, i32 %113, i16 0) #7
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
  %128 = tail call { i16, i16, i16, i16 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $4, 0;\0Amov.b16 $0, $10;\0Amov.b16 $1, $10;\0Amov.b16 $2, $10;\0Amov.b16 $3, $10;\0A@%tile_v ld.global.v4.b16 {$0, $1, $2, $3}, [$5];\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p ld.global.b16 $0, [$5];\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p ld.global.b16 $1, [$5+2];\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p ld.global.b16 $2, [$5+4];\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p ld.global.b16 $3, [$5+6];\0A}", "=&h,=&h,=&h,=&h,r,l,r,r,r,r,h"(i32 %126, ptr addrspace(1) %120, i32 %127, i32 %127, i32 %127, i32 %127, i16 0) #7
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
  %142 = tail call { i16, i16, i16, i16 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $4, 0;\0Amov.b16 $0, $10;\0Amov.b16 $1, $10;\0Amov.b16 $2, $10;\0Amov.b16 $3, $10;\0A@%tile_v ld.global.v4.b16 {$0, $1, $2, $3}, [$5];\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p ld.global.b16 $0, [$5];\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p ld.global.b16 $1, [$5+2];\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p ld.global.b16 $2, [$5+4];\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p ld.global.b16 $3, [$5+6];\0A}", "=&h,=&h,=&h,=&h,r,l,r,r,r,r,h"(i32 %140, ptr addrspace(1) %134, i32 %141, i32 %141, i32 %141, i32 %141, i16 0) #7
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
  %156 = tail call { i16, i16, i16, i16 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $4, 0;\0Amov.b16 $0, $10;\0Amov.b16 $1, $10;\0Amov.b16 $2, $10;\0Amov.b16 $3, $10;\0A@%tile_v ld.global.v4.b16 {$0, $1, $2, $3}, [$5];\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p ld.global.b16 $0, [$5];\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p ld.global.b16 $1, [$5+2];\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p ld.global.b16 $2, [$5+4];\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p ld.global.b16 $3, [$5+6];\0A}", "=&h,=&h,=&h,=&h,r,l,r,r,r,r,h"(i32 %154, ptr addrspace(1) %148, i32 %155, i32 %155, i32 %155, i32 %155, i16 0) #7
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
  %170 = tail call { i16, i16, i16, i16 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $4, 0;\0Amov.b16 $0, $10;\0Amov.b16 $1, $10;\0Amov.b16 $2, $10;\0Amov.b16 $3, $10;\0A@%tile_v ld.global.v4.b16 {$0, $1, $2, $3}, [$5];\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p ld.global.b16 $0, [$5];\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p ld.global.b16 $1, [$5+2];\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p ld.global.b16 $2, [$5+4];\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p ld.global.b16 $3, [$5+6];\0A}", "=&h,=&h,=&h,=&h,r,l,r,r,r,r,h"(i32 %168, ptr addrspace(1) %162, i32 %169, i32 %169, i32 %169, i32 %169, i16 0) #7
  %171 = extractvalue { i16, i16, i16, i16 } %170, 0
  %172 = extractvalue { i16, i16, i16, i16 } %170, 1
  %173 = extractvalue { i16, i16, i16, i16 } %170, 2
  %174 = extractvalue { i16, i16, i16, i16 } %170, 3
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %175 = mul nuw nsw i32 %14, 72
  %176 = add nuw nsw i32 %175, %46
  %177 = shl nuw nsw i32 %176, 1
  %178 = zext nneg i32 %177 to i64
  %179 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %178
  %180 = insertelement <4 x i16> poison, i16 %73, i64 0
  %181 = insertelement <4 x i16> %180, i16 %74, i64 1
  %182 = insertelement <4 x i16> %181, i16 %75, i64 2
  %183 = insertelement <4 x i16> %182, i16 %76, i64 3
  store <4 x i16> %183, ptr addrspace(3) %179, align 8
  %184 = mul nuw nsw i32 %18, 72
  %185 = add nuw nsw i32 %184, %46
  %186 = shl nuw nsw i32 %185, 1
  %187 = zext nneg i32 %186 to i64
  %188 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %187
  %189 = insertelement <4 x i16> poison, i16 %87, i64 0
  %190 = insertelement <4 x i16> %189, i16 %88, i64 1
  %191 = insertelement <4 x i16> %190, i16 %89, i64 2
  %192 = insertelement <4 x i16> %191, i16 %90, i64 3
  store <4 x i16> %192, ptr addrspace(3) %188, align 8
  %193 = mul nuw nsw i32 %22, 72
  %194 = add nuw nsw i32 %193, %46
  %195 = shl nuw nsw i32 %194, 1
  %196 = zext nneg i32 %195 to i64
  %197 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %196
  %198 = insertelement <4 x i16> poison, i16 %101, i64 0
  %199 = insertelement <4 x i16> %198, i16 %102, i64 1
  %200 = insertelement <4 x i16> %199, i16 %103, i64 2
  %201 = insertelement <4 x i16> %200, i16 %104, i64 3
  store <4 x i16> %201, ptr addrspace(3) %197, align 8
  %202 = mul nuw nsw i32 %26, 72
  %203 = add nuw nsw i32 %202, %46
  %204 = shl nuw nsw i32 %203, 1
  %205 = zext nneg i32 %204 to i64
  %206 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %205
  %207 = insertelement <4 x i16> poison, i16 %115, i64 0
  %208 = insertelement <4 x i16> %207, i16 %116, i64 1
  %209 = insertelement <4 x i16> %208, i16 %117, i64 2
  %210 = insertelement <4 x i16> %209, i16 %118, i64 3
  store <4 x i16> %210, ptr addrspace(3) %206, align 8
  %211 = mul nuw nsw i32 %30, 72
  %212 = add nuw nsw i32 %211, %46
  %213 = shl nuw nsw i32 %212, 1
  %214 = zext nneg i32 %213 to i64
  %215 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %214
  %216 = insertelement <4 x i16> poison, i16 %129, i64 0
  %217 = insertelement <4 x i16> %216, i16 %130, i64 1
  %218 = insertelement <4 x i16> %217, i16 %131, i64 2
  %219 = insertelement <4 x i16> %218, i16 %132, i64 3
  store <4 x i16> %219, ptr addrspace(3) %215, align 8
  %220 = mul nuw nsw i32 %34, 72
  %221 = add nuw nsw i32 %220, %46
  %222 = shl nuw nsw i32 %221, 1
  %223 = zext nneg i32 %222 to i64
  %224 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %223
  %225 = insertelement <4 x i16> poison, i16 %143, i64 0
  %226 = insertelement <4 x i16> %225, i16 %144, i64 1
  %227 = insertelement <4 x i16> %226, i16 %145, i64 2
  %228 = insertelement <4 x i16> %227, i16 %146, i64 3
  store <4 x i16> %228, ptr addrspace(3) %224, align 8
  %229 = mul nuw nsw i32 %38, 72
  %230 = add nuw nsw i32 %229, %46
  %231 = shl nuw nsw i32 %230, 1
  %232 = zext nneg i32 %231 to i64
  %233 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %232
  %234 = insertelement <4 x i16> poison, i16 %157, i64 0
  %235 = insertelement <4 x i16> %234, i16 %158, i64 1
  %236 = insertelement <4 x i16> %235, i16 %159, i64 2
  %237 = insertelement <4 x i16> %236, i16 %160, i64 3
  store <4 x i16> %237, ptr addrspace(3) %233, align 8
  %238 = mul nuw nsw i32 %42, 72
  %239 = add nuw nsw i32 %238, %46
  %240 = shl nuw nsw i32 %239, 1
  %241 = zext nneg i32 %240 to i64
  %242 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %241
  %243 = insertelement <4 x i16> poison, i16 %171, i64 0
  %244 = insertelement <4 x i16> %243, i16 %172, i64 1
  %245 = insertelement <4 x i16> %244, i16 %173, i64 2
  %246 = insertelement <4 x i16> %245, i16 %174, i64 3
  store <4 x i16> %246, ptr addrspace(3) %242, align 8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %247 = icmp sgt i32 %4, 0
  %248 = lshr i32 %7, 3
  %249 = shl nuw nsw i32 %7, 3
  %250 = and i32 %249, 56
  %251 = add i32 %11, %248
  %252 = shl i32 %251, 6
  %253 = or disjoint i32 %252, %250
  %254 = sext i32 %253 to i64
  %255 = getelementptr bfloat, ptr addrspace(1) %1, i64 %254
  %256 = icmp samesign ult i32 %248, %4
  %257 = select i1 %256, i32 16, i32 0
  %258 = mul nuw nsw i32 %248, 72
  %259 = add nuw nsw i32 %258, %250
  %260 = shl nuw nsw i32 %259, 1
  %261 = zext nneg i32 %260 to i64
  %262 = getelementptr i8, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 9216), i64 %261
  %263 = zext i1 %256 to i32
  %264 = ptrtoint ptr addrspace(3) %262 to i64
  %265 = trunc i64 %264 to i32
  %266 = or disjoint i32 %248, 16
  %267 = add i32 %11, %266
  %268 = shl i32 %267, 6
  %269 = or disjoint i32 %268, %250
  %270 = sext i32 %269 to i64
  %271 = getelementptr bfloat, ptr addrspace(1) %1, i64 %270
  %272 = ptrtoint ptr addrspace(1) %271 to i64
  %273 = and i64 %272, 15
  %274 = icmp eq i64 %273, 0
  %275 = icmp slt i32 %266, %4
  %276 = select i1 %275, i32 16, i32 0
  %277 = mul nuw nsw i32 %266, 72
  %278 = add nuw nsw i32 %277, %250
  %279 = shl nuw nsw i32 %278, 1
  %280 = zext nneg i32 %279 to i64
  %281 = getelementptr i8, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 9216), i64 %280
  %282 = zext i1 %275 to i32
  %283 = ptrtoint ptr addrspace(3) %281 to i64
  %284 = trunc i64 %283 to i32
  %285 = or disjoint i32 %248, 32
  %286 = add i32 %11, %285
  %287 = shl i32 %286, 6
  %288 = or disjoint i32 %287, %250
  %289 = sext i32 %288 to i64
  %290 = getelementptr bfloat, ptr addrspace(1) %1, i64 %289
  %291 = ptrtoint ptr addrspace(1) %290 to i64
  %292 = and i64 %291, 15
  %293 = icmp eq i64 %292, 0
  %294 = icmp slt i32 %285, %4
  %295 = select i1 %294, i32 16, i32 0
  %296 = mul nuw nsw i32 %285, 72
  %297 = add nuw nsw i32 %296, %250
  %298 = shl nuw nsw i32 %297, 1
  %299 = zext nneg i32 %298 to i64
  %300 = getelementptr i8, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 9216), i64 %299
  %301 = zext i1 %294 to i32
  %302 = ptrtoint ptr addrspace(3) %300 to i64
  %303 = trunc i64 %302 to i32
  %304 = or disjoint i32 %248, 48
  %305 = add i32 %11, %304
  %306 = shl i32 %305, 6
  %307 = or disjoint i32 %306, %250
  %308 = sext i32 %307 to i64
  %309 = getelementptr bfloat, ptr addrspace(1) %1, i64 %308
  %310 = ptrtoint ptr addrspace(1) %309 to i64
  %311 = and i64 %310, 15
  %312 = icmp eq i64 %311, 0
  %313 = icmp slt i32 %304, %4
  %314 = select i1 %313, i32 16, i32 0
  %315 = mul nuw nsw i32 %304, 72
  %316 = add nuw nsw i32 %315, %250
  %317 = shl nuw nsw i32 %316, 1
  %318 = zext nneg i32 %317 to i64
  %319 = getelementptr i8, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 9216), i64 %318
  %320 = zext i1 %313 to i32
  %321 = ptrtoint ptr addrspace(3) %319 to i64
  %322 = trunc i64 %321 to i32
  %323 = getelementptr bfloat, ptr addrspace(1) %2, i64 %254
  %324 = ptrtoint ptr addrspace(1) %323 to i64
  %325 = and i64 %324, 15
  %326 = icmp eq i64 %325, 0
  %327 = getelementptr i8, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 18432), i64 %261
  %328 = ptrtoint ptr addrspace(3) %327 to i64
  %329 = trunc i64 %328 to i32
  %330 = getelementptr bfloat, ptr addrspace(1) %2, i64 %270
  %331 = ptrtoint ptr addrspace(1) %330 to i64
  %332 = and i64 %331, 15
  %333 = icmp eq i64 %332, 0
  %334 = getelementptr i8, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 18432), i64 %280
  %335 = ptrtoint ptr addrspace(3) %334 to i64
  %336 = trunc i64 %335 to i32
  %337 = getelementptr bfloat, ptr addrspace(1) %2, i64 %289
  %338 = ptrtoint ptr addrspace(1) %337 to i64
  %339 = and i64 %338, 15
  %340 = icmp eq i64 %339, 0
  %341 = getelementptr i8, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 18432), i64 %299
  %342 = ptrtoint ptr addrspace(3) %341 to i64
  %343 = trunc i64 %342 to i32
  %344 = getelementptr bfloat, ptr addrspace(1) %2, i64 %308
  %345 = ptrtoint ptr addrspace(1) %344 to i64
  %346 = and i64 %345, 15
  %347 = icmp eq i64 %346, 0
  %348 = getelementptr i8, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 18432), i64 %318
  %349 = ptrtoint ptr addrspace(3) %348 to i64
  %350 = trunc i64 %349 to i32
  br i1 %247, label %435, label %.preheader36

.lr.ph:                                           ; preds = %.preheader36
  %351 = and i32 %7, 7
  %352 = and i32 %7, 8
  %353 = and i32 %7, 15
  %354 = or disjoint i32 %504, %353
  %355 = and i32 %503, 8
  %356 = mul nuw nsw i32 %354, 72
  %357 = add nuw nsw i32 %356, %355
  %358 = or disjoint i32 %355, %351
  %359 = mul nuw nsw i32 %358, 72
  %invariant.op = add nuw nsw i32 %359, 1152
  %invariant.op120 = add nuw nsw i32 %359, 2304
  %invariant.op122 = add nuw nsw i32 %359, 3456
  %360 = shl nuw nsw i32 %7, 1
  %361 = and i32 %360, 6
  %362 = mul nuw nsw i32 %353, 72
  %363 = add nuw nsw i32 %362, %355
  %364 = zext nneg i32 %363 to i64
  %365 = or disjoint i32 %355, 16
  %366 = add nuw nsw i32 %365, %362
  %367 = zext nneg i32 %366 to i64
  %368 = or disjoint i32 %355, 32
  %369 = add nuw nsw i32 %368, %362
  %370 = zext nneg i32 %369 to i64
  %371 = or disjoint i32 %355, 48
  %372 = add nuw nsw i32 %371, %362
  %373 = zext nneg i32 %372 to i64
  %374 = add nuw nsw i32 %362, 1152
  %375 = add nuw nsw i32 %374, %355
  %376 = zext nneg i32 %375 to i64
  %377 = add nuw nsw i32 %374, %365
  %378 = zext nneg i32 %377 to i64
  %379 = add nuw nsw i32 %374, %368
  %380 = zext nneg i32 %379 to i64
  %381 = add nuw nsw i32 %374, %371
  %382 = zext nneg i32 %381 to i64
  %383 = add nuw nsw i32 %362, 2304
  %384 = add nuw nsw i32 %383, %355
  %385 = zext nneg i32 %384 to i64
  %386 = add nuw nsw i32 %383, %365
  %387 = zext nneg i32 %386 to i64
  %388 = add nuw nsw i32 %383, %368
  %389 = zext nneg i32 %388 to i64
  %390 = add nuw nsw i32 %383, %371
  %391 = zext nneg i32 %390 to i64
  %392 = add nuw nsw i32 %362, 3456
  %393 = add nuw nsw i32 %392, %355
  %394 = zext nneg i32 %393 to i64
  %395 = add nuw nsw i32 %392, %365
  %396 = zext nneg i32 %395 to i64
  %397 = add nuw nsw i32 %392, %368
  %398 = zext nneg i32 %397 to i64
  %399 = add nuw nsw i32 %392, %371
  %400 = zext nneg i32 %399 to i64
  %401 = zext nneg i32 %357 to i64
  %402 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %401
  %403 = add nuw nsw i32 %352, %359
  %404 = zext nneg i32 %403 to i64
  %.reass = add nuw nsw i32 %352, %invariant.op
  %405 = zext nneg i32 %.reass to i64
  %.reass121 = add nuw nsw i32 %352, %invariant.op120
  %406 = zext nneg i32 %.reass121 to i64
  %.reass123 = add nuw nsw i32 %352, %invariant.op122
  %407 = zext nneg i32 %.reass123 to i64
  %408 = zext nneg i32 %357 to i64
  %409 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %408
  %410 = getelementptr i8, ptr addrspace(3) %409, i64 32
  %411 = or disjoint i32 %352, 16
  %412 = add nuw nsw i32 %411, %359
  %413 = zext nneg i32 %412 to i64
  %.reass.1 = add nuw nsw i32 %411, %invariant.op
  %414 = zext nneg i32 %.reass.1 to i64
  %.reass121.1 = add nuw nsw i32 %411, %invariant.op120
  %415 = zext nneg i32 %.reass121.1 to i64
  %.reass123.1 = add nuw nsw i32 %411, %invariant.op122
  %416 = zext nneg i32 %.reass123.1 to i64
  %417 = zext nneg i32 %357 to i64
  %418 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %417
  %419 = getelementptr i8, ptr addrspace(3) %418, i64 64
  %420 = or disjoint i32 %352, 32
  %421 = add nuw nsw i32 %420, %359
  %422 = zext nneg i32 %421 to i64
  %.reass.2 = add nuw nsw i32 %420, %invariant.op
  %423 = zext nneg i32 %.reass.2 to i64
  %.reass121.2 = add nuw nsw i32 %420, %invariant.op120
  %424 = zext nneg i32 %.reass121.2 to i64
  %.reass123.2 = add nuw nsw i32 %420, %invariant.op122
  %425 = zext nneg i32 %.reass123.2 to i64
  %426 = zext nneg i32 %357 to i64
  %427 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %426
  %428 = getelementptr i8, ptr addrspace(3) %427, i64 96
  %429 = or disjoint i32 %352, 48
  %430 = add nuw nsw i32 %429, %359
  %431 = zext nneg i32 %430 to i64
  %.reass.3 = add nuw nsw i32 %429, %invariant.op
  %432 = zext nneg i32 %.reass.3 to i64
  %.reass121.3 = add nuw nsw i32 %429, %invariant.op120
  %433 = zext nneg i32 %.reass121.3 to i64
  %.reass123.3 = add nuw nsw i32 %429, %invariant.op122
  %434 = zext nneg i32 %.reass123.3 to i64
  br label %505

435:                                              ; preds = %6
  %436 = ptrtoint ptr addrspace(1) %255 to i64
  %437 = and i64 %436, 15
  %438 = icmp eq i64 %437, 0
  br i1 %438, label %439, label %.preheader51.preheader

.preheader51.preheader:                           ; preds = %435
  %invariant.op420 = or i32 %252, %250
  br label %.preheader51

439:                                              ; preds = %435
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %265, ptr addrspace(1) %255, i32 %257) #7
  br label %.loopexit52

.preheader51:                                     ; preds = %.preheader51.preheader, %.preheader51
  %440 = phi i64 [ %446, %.preheader51 ], [ 0, %.preheader51.preheader ]
  %441 = trunc nuw nsw i64 %440 to i32
  %.reass284.reass = or i32 %441, %invariant.op420
  %442 = sext i32 %.reass284.reass to i64
  %443 = getelementptr bfloat, ptr addrspace(1) %1, i64 %442
  %444 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %443, i32 %263, i16 0) #7
  %445 = getelementptr bfloat, ptr addrspace(3) %262, i64 %440
  store i16 %444, ptr addrspace(3) %445, align 2
  %446 = add nuw nsw i64 %440, 1
  %exitcond.not = icmp eq i64 %446, 8
  br i1 %exitcond.not, label %.loopexit52, label %.preheader51

.loopexit52:                                      ; preds = %.preheader51, %439
  br i1 %274, label %447, label %.preheader49.preheader

.preheader49.preheader:                           ; preds = %.loopexit52
  %invariant.op421 = or i32 %268, %250
  br label %.preheader49

447:                                              ; preds = %.loopexit52
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %284, ptr addrspace(1) %271, i32 %276) #7
  br label %.loopexit50

.preheader49:                                     ; preds = %.preheader49.preheader, %.preheader49
  %448 = phi i64 [ %454, %.preheader49 ], [ 0, %.preheader49.preheader ]
  %449 = trunc nuw nsw i64 %448 to i32
  %.reass286.reass = or i32 %449, %invariant.op421
  %450 = sext i32 %.reass286.reass to i64
  %451 = getelementptr bfloat, ptr addrspace(1) %1, i64 %450
  %452 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %451, i32 %282, i16 0) #7
  %453 = getelementptr bfloat, ptr addrspace(3) %281, i64 %448
  store i16 %452, ptr addrspace(3) %453, align 2
  %454 = add nuw nsw i64 %448, 1
  %exitcond226.not = icmp eq i64 %454, 8
  br i1 %exitcond226.not, label %.loopexit50, label %.preheader49

.loopexit50:                                      ; preds = %.preheader49, %447
  br i1 %293, label %455, label %.preheader47.preheader

.preheader47.preheader:                           ; preds = %.loopexit50
  %invariant.op422 = or i32 %287, %250
  br label %.preheader47

455:                                              ; preds = %.loopexit50
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %303, ptr addrspace(1) %290, i32 %295) #7
  br label %.loopexit48

.preheader47:                                     ; preds = %.preheader47.preheader, %.preheader47
  %456 = phi i64 [ %462, %.preheader47 ], [ 0, %.preheader47.preheader ]
  %457 = trunc nuw nsw i64 %456 to i32
  %.reass288.reass = or i32 %457, %invariant.op422
  %458 = sext i32 %.reass288.reass to i64
  %459 = getelementptr bfloat, ptr addrspace(1) %1, i64 %458
  %460 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %459, i32 %301, i16 0) #7
  %461 = getelementptr bfloat, ptr addrspace(3) %300, i64 %456
  store i16 %460, ptr addrspace(3) %461, align 2
  %462 = add nuw nsw i64 %456, 1
  %exitcond227.not = icmp eq i64 %462, 8
  br i1 %exitcond227.not, label %.loopexit48, label %.preheader47

.loopexit48:                                      ; preds = %.preheader47, %455
  br i1 %312, label %463, label %.preheader45.preheader

.preheader45.preheader:                           ; preds = %.loopexit48
  %invariant.op423 = or i32 %306, %250
  br label %.preheader45

463:                                              ; preds = %.loopexit48
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %322, ptr addrspace(1) %309, i32 %314) #7
  br label %.loopexit46

.preheader45:                                     ; preds = %.preheader45.preheader, %.preheader45
  %464 = phi i64 [ %470, %.preheader45 ], [ 0, %.preheader45.preheader ]
  %465 = trunc nuw nsw i64 %464 to i32
  %.reass290.reass = or i32 %465, %invariant.op423
  %466 = sext i32 %.reass290.reass to i64
  %467 = getelementptr bfloat, ptr addrspace(1) %1, i64 %466
  %468 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %467, i32 %320, i16 0) #7
  %469 = getelementptr bfloat, ptr addrspace(3) %319, i64 %464
  store i16 %468, ptr addrspace(3) %469, align 2
  %470 = add nuw nsw i64 %464, 1
  %exitcond228.not = icmp eq i64 %470, 8
  br i1 %exitcond228.not, label %.loopexit46, label %.preheader45

.loopexit46:                                      ; preds = %.preheader45, %463
  br i1 %326, label %471, label %.preheader43.preheader

.preheader43.preheader:                           ; preds = %.loopexit46
  %invariant.op424 = or i32 %252, %250
  br label %.preheader43

471:                                              ; preds = %.loopexit46
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %329, ptr addrspace(1) %323, i32 %257) #7
  br label %.loopexit44

.preheader43:                                     ; preds = %.preheader43.preheader, %.preheader43
  %472 = phi i64 [ %478, %.preheader43 ], [ 0, %.preheader43.preheader ]
  %473 = trunc nuw nsw i64 %472 to i32
  %.reass292.reass = or i32 %473, %invariant.op424
  %474 = sext i32 %.reass292.reass to i64
  %475 = getelementptr bfloat, ptr addrspace(1) %2, i64 %474
  %476 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %475, i32 %263, i16 0) #7
  %477 = getelementptr bfloat, ptr addrspace(3) %327, i64 %472
  store i16 %476, ptr addrspace(3) %477, align 2
  %478 = add nuw nsw i64 %472, 1
  %exitcond229.not = icmp eq i64 %478, 8
  br i1 %exitcond229.not, label %.loopexit44, label %.preheader43

.loopexit44:                                      ; preds = %.preheader43, %471
  br i1 %333, label %479, label %.preheader41.preheader

.preheader41.preheader:                           ; preds = %.loopexit44
  %invariant.op425 = or i32 %268, %250
  br label %.preheader41

479:                                              ; preds = %.loopexit44
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %336, ptr addrspace(1) %330, i32 %276) #7
  br label %.loopexit42

.preheader41:                                     ; preds = %.preheader41.preheader, %.preheader41
  %480 = phi i64 [ %486, %.preheader41 ], [ 0, %.preheader41.preheader ]
  %481 = trunc nuw nsw i64 %480 to i32
  %.reass294.reass = or i32 %481, %invariant.op425
  %482 = sext i32 %.reass294.reass to i64
  %483 = getelementptr bfloat, ptr addrspace(1) %2, i64 %482
  %484 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %483, i32 %282, i16 0) #7
  %485 = getelementptr bfloat, ptr addrspace(3) %334, i64 %480
  store i16 %484, ptr addrspace(3) %485, align 2
  %486 = add nuw nsw i64 %480, 1
  %exitcond230.not = icmp eq i64 %486, 8
  br i1 %exitcond230.not, label %.loopexit42, label %.preheader41

.loopexit42:                                      ; preds = %.preheader41, %479
  br i1 %340, label %487, label %.preheader39.preheader

.preheader39.preheader:                           ; preds = %.loopexit42
  %invariant.op426 = or i32 %287, %250
  br label %.preheader39

487:                                              ; preds = %.loopexit42
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %343, ptr addrspace(1) %337, i32 %295) #7
  br label %.loopexit40

.preheader39:                                     ; preds = %.preheader39.preheader, %.preheader39
  %488 = phi i64 [ %494, %.preheader39 ], [ 0, %.preheader39.preheader ]
  %489 = trunc nuw nsw i64 %488 to i32
  %.reass296.reass = or i32 %489, %invariant.op426
  %490 = sext i32 %.reass296.reass to i64
  %491 = getelementptr bfloat, ptr addrspace(1) %2, i64 %490
  %492 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %491, i32 %301, i16 0) #7
  %493 = getelementptr bfloat, ptr addrspace(3) %341, i64 %488
  store i16 %492, ptr addrspace(3) %493, align 2
  %494 = add nuw nsw i64 %488, 1
  %exitcond231.not = icmp eq i64 %494, 8
  br i1 %exitcond231.not, label %.loopexit40, label %.preheader39

.loopexit40:                                      ; preds = %.preheader39, %487
  br i1 %347, label %495, label %.preheader37.preheader

.preheader37.preheader:                           ; preds = %.loopexit40
  %invariant.op427 = or i32 %306, %250
  br label %.preheader37

495:                                              ; preds = %.loopexit40
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %350, ptr addrspace(1) %344, i32 %314) #7
  br label %.preheader36

.preheader37:                                     ; preds = %.preheader37.preheader, %.preheader37
  %496 = phi i64 [ %502, %.preheader37 ], [ 0, %.preheader37.preheader ]
  %497 = trunc nuw nsw i64 %496 to i32
  %.reass298.reass = or i32 %497, %invariant.op427
  %498 = sext i32 %.reass298.reass to i64
  %499 = getelementptr bfloat, ptr addrspace(1) %2, i64 %498
  %500 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %499, i32 %320, i16 0) #7
  %501 = getelementptr bfloat, ptr addrspace(3) %348, i64 %496
  store i16 %500, ptr addrspace(3) %501, align 2
  %502 = add nuw nsw i64 %496, 1
  %exitcond232.not = icmp eq i64 %502, 8
  br i1 %exitcond232.not, label %.preheader36, label %.preheader37

.preheader36:                                     ; preds = %.preheader37, %495, %6
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #7
  %503 = lshr i32 %7, 1
  %504 = and i32 %503, 48
  br i1 %247, label %.lr.ph, label %.preheader36.._crit_edge_crit_edge

.preheader36.._crit_edge_crit_edge:               ; preds = %.preheader36
  %.pre243 = shl nuw nsw i32 %7, 1
  %.pre245 = and i32 %.pre243, 6
  br label %._crit_edge

505:                                              ; preds = %.lr.ph, %.loopexit
  %506 = phi float [ 0xFFF0000000000000, %.lr.ph ], [ %1142, %.loopexit ]
  %507 = phi float [ 0xFFF0000000000000, %.lr.ph ], [ %1141, %.loopexit ]
  %508 = phi float [ 0.000000e+00, %.lr.ph ], [ %1628, %.loopexit ]
  %509 = phi float [ 0.000000e+00, %.lr.ph ], [ %1627, %.loopexit ]
  %510 = phi float [ 0.000000e+00, %.lr.ph ], [ %1626, %.loopexit ]
  %511 = phi float [ 0.000000e+00, %.lr.ph ], [ %1625, %.loopexit ]
  %512 = phi float [ 0.000000e+00, %.lr.ph ], [ %1623, %.loopexit ]
  %513 = phi float [ 0.000000e+00, %.lr.ph ], [ %1622, %.loopexit ]
  %514 = phi float [ 0.000000e+00, %.lr.ph ], [ %1621, %.loopexit ]
  %515 = phi float [ 0.000000e+00, %.lr.ph ], [ %1620, %.loopexit ]
  %516 = phi float [ 0.000000e+00, %.lr.ph ], [ %1612, %.loopexit ]
  %517 = phi float [ 0.000000e+00, %.lr.ph ], [ %1611, %.loopexit ]
  %518 = phi float [ 0.000000e+00, %.lr.ph ], [ %1610, %.loopexit ]
  %519 = phi float [ 0.000000e+00, %.lr.ph ], [ %1609, %.loopexit ]
  %520 = phi float [ 0.000000e+00, %.lr.ph ], [ %1607, %.loopexit ]
  %521 = phi float [ 0.000000e+00, %.lr.ph ], [ %1606, %.loopexit ]
  %522 = phi float [ 0.000000e+00, %.lr.ph ], [ %1605, %.loopexit ]
  %523 = phi float [ 0.000000e+00, %.lr.ph ], [ %1604, %.loopexit ]
  %524 = phi float [ 0.000000e+00, %.lr.ph ], [ %1596, %.loopexit ]
  %525 = phi float [ 0.000000e+00, %.lr.ph ], [ %1595, %.loopexit ]
  %526 = phi float [ 0.000000e+00, %.lr.ph ], [ %1594, %.loopexit ]
  %527 = phi float [ 0.000000e+00, %.lr.ph ], [ %1593, %.loopexit ]
  %528 = phi float [ 0.000000e+00, %.lr.ph ], [ %1591, %.loopexit ]
  %529 = phi float [ 0.000000e+00, %.lr.ph ], [ %1590, %.loopexit ]
  %530 = phi float [ 0.000000e+00, %.lr.ph ], [ %1589, %.loopexit ]
  %531 = phi float [ 0.000000e+00, %.lr.ph ], [ %1588, %.loopexit ]
  %532 = phi float [ 0.000000e+00, %.lr.ph ], [ %1580, %.loopexit ]
  %533 = phi float [ 0.000000e+00, %.lr.ph ], [ %1579, %.loopexit ]
  %534 = phi float [ 0.000000e+00, %.lr.ph ], [ %1578, %.loopexit ]
  %535 = phi float [ 0.000000e+00, %.lr.ph ], [ %1577, %.loopexit ]
  %536 = phi float [ 0.000000e+00, %.lr.ph ], [ %1575, %.loopexit ]
  %537 = phi float [ 0.000000e+00, %.lr.ph ], [ %1574, %.loopexit ]
  %538 = phi float [ 0.000000e+00, %.lr.ph ], [ %1573, %.loopexit ]
  %539 = phi float [ 0.000000e+00, %.lr.ph ], [ %1572, %.loopexit ]
  %540 = phi float [ 0.000000e+00, %.lr.ph ], [ %1260, %.loopexit ]
  %541 = phi float [ 0.000000e+00, %.lr.ph ], [ %1259, %.loopexit ]
  %542 = phi i32 [ 0, %.lr.ph ], [ %545, %.loopexit ]
  %543 = lshr exact i32 %542, 6
  %544 = and i32 %543, 1
  tail call void asm sideeffect "cp.async.wait_group 0;", "~{memory}"() #7
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %545 = add i32 %542, 64
  %546 = icmp slt i32 %545, %4
  %547 = icmp ne i32 %542, 2147483584
  %548 = and i1 %547, %546
  br i1 %548, label %549, label %.loopexit

549:                                              ; preds = %505
  %550 = xor i32 %544, 1
  %551 = mul nuw nsw i32 %550, 18432
  %552 = zext nneg i32 %551 to i64
  %553 = getelementptr i8, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 9216), i64 %552
  %554 = or disjoint i32 %545, %248
  %555 = add i32 %554, %11
  %556 = shl i32 %555, 6
  %557 = or disjoint i32 %556, %250
  %558 = sext i32 %557 to i64
  %559 = getelementptr bfloat, ptr addrspace(1) %1, i64 %558
  %560 = ptrtoint ptr addrspace(1) %559 to i64
  %561 = and i64 %560, 15
  %562 = icmp eq i64 %561, 0
  %563 = icmp slt i32 %554, %4
  %564 = select i1 %563, i32 16, i32 0
  %565 = getelementptr i8, ptr addrspace(3) %553, i64 %261
  br i1 %562, label %567, label %.preheader34

.preheader34:                                     ; preds = %549
  %566 = zext i1 %563 to i32
  %invariant.op428 = or i32 %556, %250
  br label %570

567:                                              ; preds = %549
  %568 = ptrtoint ptr addrspace(3) %565 to i64
  %569 = trunc i64 %568 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %569, ptr addrspace(1) %559, i32 %564) #7
  br label %.loopexit35

570:                                              ; preds = %.preheader34, %570
  %571 = phi i64 [ 0, %.preheader34 ], [ %577, %570 ]
  %572 = trunc nuw nsw i64 %571 to i32
  %.reass300.reass = or i32 %572, %invariant.op428
  %573 = sext i32 %.reass300.reass to i64
  %574 = getelementptr bfloat, ptr addrspace(1) %1, i64 %573
  %575 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %574, i32 %566, i16 0) #7
  %576 = getelementptr bfloat, ptr addrspace(3) %565, i64 %571
  store i16 %575, ptr addrspace(3) %576, align 2
  %577 = add nuw nsw i64 %571, 1
  %exitcond233.not = icmp eq i64 %577, 8
  br i1 %exitcond233.not, label %.loopexit35, label %570

.loopexit35:                                      ; preds = %570, %567
  %578 = or disjoint i32 %545, %266
  %579 = add i32 %578, %11
  %580 = shl i32 %579, 6
  %581 = or disjoint i32 %580, %250
  %582 = sext i32 %581 to i64
  %583 = getelementptr bfloat, ptr addrspace(1) %1, i64 %582
  %584 = ptrtoint ptr addrspace(1) %583 to i64
  %585 = and i64 %584, 15
  %586 = icmp eq i64 %585, 0
  %587 = icmp slt i32 %578, %4
  %588 = select i1 %587, i32 16, i32 0
  %589 = getelementptr i8, ptr addrspace(3) %553, i64 %280
  br i1 %586, label %591, label %.preheader32

.preheader32:                                     ; preds = %.loopexit35
  %590 = zext i1 %587 to i32
  %invariant.op429 = or i32 %580, %250
  br label %594

591:                                              ; preds = %.loopexit35
  %592 = ptrtoint ptr addrspace(3) %589 to i64
  %593 = trunc i64 %592 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %593, ptr addrspace(1) %583, i32 %588) #7
  br label %.loopexit33

594:                                              ; preds = %.preheader32, %594
  %595 = phi i64 [ 0, %.preheader32 ], [ %601, %594 ]
  %596 = trunc nuw nsw i64 %595 to i32
  %.reass302.reass = or i32 %596, %invariant.op429
  %597 = sext i32 %.reass302.reass to i64
  %598 = getelementptr bfloat, ptr addrspace(1) %1, i64 %597
  %599 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %598, i32 %590, i16 0) #7
  %600 = getelementptr bfloat, ptr addrspace(3) %589, i64 %595
  store i16 %599, ptr addrspace(3) %600, align 2
  %601 = add nuw nsw i64 %595, 1
  %exitcond234.not = icmp eq i64 %601, 8
  br i1 %exitcond234.not, label %.loopexit33, label %594

.loopexit33:                                      ; preds = %594, %591
  %602 = or disjoint i32 %545, %285
  %603 = add i32 %602, %11
  %604 = shl i32 %603, 6
  %605 = or disjoint i32 %604, %250
  %606 = sext i32 %605 to i64
  %607 = getelementptr bfloat, ptr addrspace(1) %1, i64 %606
  %608 = ptrtoint ptr addrspace(1) %607 to i64
  %609 = and i64 %608, 15
  %610 = icmp eq i64 %609, 0
  %611 = icmp slt i32 %602, %4
  %612 = select i1 %611, i32 16, i32 0
  %613 = getelementptr i8, ptr addrspace(3) %553, i64 %299
  br i1 %610, label %615, label %.preheader30

.preheader30:                                     ; preds = %.loopexit33
  %614 = zext i1 %611 to i32
  %invariant.op430 = or i32 %604, %250
  br label %618

615:                                              ; preds = %.loopexit33
  %616 = ptrtoint ptr addrspace(3) %613 to i64
  %617 = trunc i64 %616 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %617, ptr addrspace(1) %607, i32 %612) #7
  br label %.loopexit31

618:                                              ; preds = %.preheader30, %618
  %619 = phi i64 [ 0, %.preheader30 ], [ %625, %618 ]
  %620 = trunc nuw nsw i64 %619 to i32
  %.reass304.reass = or i32 %620, %invariant.op430
  %621 = sext i32 %.reass304.reass to i64
  %622 = getelementptr bfloat, ptr addrspace(1) %1, i64 %621
  %623 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %622, i32 %614, i16 0) #7
  %624 = getelementptr bfloat, ptr addrspace(3) %613, i64 %619
  store i16 %623, ptr addrspace(3) %624, align 2
  %625 = add nuw nsw i64 %619, 1
  %exitcond235.not = icmp eq i64 %625, 8
  br i1 %exitcond235.not, label %.loopexit31, label %618

.loopexit31:                                      ; preds = %618, %615
  %626 = or disjoint i32 %545, %304
  %627 = add i32 %626, %11
  %628 = shl i32 %627, 6
  %629 = or disjoint i32 %628, %250
  %630 = sext i32 %629 to i64
  %631 = getelementptr bfloat, ptr addrspace(1) %1, i64 %630
  %632 = ptrtoint ptr addrspace(1) %631 to i64
  %633 = and i64 %632, 15
  %634 = icmp eq i64 %633, 0
  %635 = icmp slt i32 %626, %4
  %636 = select i1 %635, i32 16, i32 0
  %637 = getelementptr i8, ptr addrspace(3) %553, i64 %318
  br i1 %634, label %639, label %.preheader28

.preheader28:                                     ; preds = %.loopexit31
  %638 = zext i1 %635 to i32
  %invariant.op431 = or i32 %628, %250
  br label %642

639:                                              ; preds = %.loopexit31
  %640 = ptrtoint ptr addrspace(3) %637 to i64
  %641 = trunc i64 %640 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %641, ptr addrspace(1) %631, i32 %636) #7
  br label %.loopexit29

642:                                              ; preds = %.preheader28, %642
  %643 = phi i64 [ 0, %.preheader28 ], [ %649, %642 ]
  %644 = trunc nuw nsw i64 %643 to i32
  %.reass306.reass = or i32 %644, %invariant.op431
  %645 = sext i32 %.reass306.reass to i64
  %646 = getelementptr bfloat, ptr addrspace(1) %1, i64 %645
  %647 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %646, i32 %638, i16 0) #7
  %648 = getelementptr bfloat, ptr addrspace(3) %637, i64 %643
  store i16 %647, ptr addrspace(3) %648, align 2
  %649 = add nuw nsw i64 %643, 1
  %exitcond236.not = icmp eq i64 %649, 8
  br i1 %exitcond236.not, label %.loopexit29, label %642

.loopexit29:                                      ; preds = %642, %639
  %650 = getelementptr i8, ptr addrspace(3) %553, i64 9216
  %651 = getelementptr bfloat, ptr addrspace(1) %2, i64 %558
  %652 = ptrtoint ptr addrspace(1) %651 to i64
  %653 = and i64 %652, 15
  %654 = icmp eq i64 %653, 0
  %655 = getelementptr i8, ptr addrspace(3) %650, i64 %261
  br i1 %654, label %657, label %.preheader26

.preheader26:                                     ; preds = %.loopexit29
  %656 = zext i1 %563 to i32
  %invariant.op432 = or i32 %556, %250
  br label %660

657:                                              ; preds = %.loopexit29
  %658 = ptrtoint ptr addrspace(3) %655 to i64
  %659 = trunc i64 %658 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %659, ptr addrspace(1) %651, i32 %564) #7
  br label %.loopexit27

660:                                              ; preds = %.preheader26, %660
  %661 = phi i64 [ 0, %.preheader26 ], [ %667, %660 ]
  %662 = trunc nuw nsw i64 %661 to i32
  %.reass308.reass = or i32 %662, %invariant.op432
  %663 = sext i32 %.reass308.reass to i64
  %664 = getelementptr bfloat, ptr addrspace(1) %2, i64 %663
  %665 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %664, i32 %656, i16 0) #7
  %666 = getelementptr bfloat, ptr addrspace(3) %655, i64 %661
  store i16 %665, ptr addrspace(3) %666, align 2
  %667 = add nuw nsw i64 %661, 1
  %exitcond237.not = icmp eq i64 %667, 8
  br i1 %exitcond237.not, label %.loopexit27, label %660

.loopexit27:                                      ; preds = %660, %657
  %668 = getelementptr bfloat, ptr addrspace(1) %2, i64 %582
  %669 = ptrtoint ptr addrspace(1) %668 to i64
  %670 = and i64 %669, 15
  %671 = icmp eq i64 %670, 0
  %672 = getelementptr i8, ptr addrspace(3) %650, i64 %280
  br i1 %671, label %674, label %.preheader24

.preheader24:                                     ; preds = %.loopexit27
  %673 = zext i1 %587 to i32
  %invariant.op433 = or i32 %580, %250
  br label %677

674:                                              ; preds = %.loopexit27
  %675 = ptrtoint ptr addrspace(3) %672 to i64
  %676 = trunc i64 %675 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %676, ptr addrspace(1) %668, i32 %588) #7
  br label %.loopexit25

677:                                              ; preds = %.preheader24, %677
  %678 = phi i64 [ 0, %.preheader24 ], [ %684, %677 ]
  %679 = trunc nuw nsw i64 %678 to i32
  %.reass310.reass = or i32 %679, %invariant.op433
  %680 = sext i32 %.reass310.reass to i64
  %681 = getelementptr bfloat, ptr addrspace(1) %2, i64 %680
  %682 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %681, i32 %673, i16 0) #7
  %683 = getelementptr bfloat, ptr addrspace(3) %672, i64 %678
  store i16 %682, ptr addrspace(3) %683, align 2
  %684 = add nuw nsw i64 %678, 1
  %exitcond238.not = icmp eq i64 %684, 8
  br i1 %exitcond238.not, label %.loopexit25, label %677

.loopexit25:                                      ; preds = %677, %674
  %685 = getelementptr bfloat, ptr addrspace(1) %2, i64 %606
  %686 = ptrtoint ptr addrspace(1) %685 to i64
  %687 = and i64 %686, 15
  %688 = icmp eq i64 %687, 0
  %689 = getelementptr i8, ptr addrspace(3) %650, i64 %299
  br i1 %688, label %691, label %.preheader22

.preheader22:                                     ; preds = %.loopexit25
  %690 = zext i1 %611 to i32
  %invariant.op434 = or i32 %604, %250
  br label %694

691:                                              ; preds = %.loopexit25
  %692 = ptrtoint ptr addrspace(3) %689 to i64
  %693 = trunc i64 %692 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %693, ptr addrspace(1) %685, i32 %612) #7
  br label %.loopexit23

694:                                              ; preds = %.preheader22, %694
  %695 = phi i64 [ 0, %.preheader22 ], [ %701, %694 ]
  %696 = trunc nuw nsw i64 %695 to i32
  %.reass312.reass = or i32 %696, %invariant.op434
  %697 = sext i32 %.reass312.reass to i64
  %698 = getelementptr bfloat, ptr addrspace(1) %2, i64 %697
  %699 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %698, i32 %690, i16 0) #7
  %700 = getelementptr bfloat, ptr addrspace(3) %689, i64 %695
  store i16 %699, ptr addrspace(3) %700, align 2
  %701 = add nuw nsw i64 %695, 1
  %exitcond239.not = icmp eq i64 %701, 8
  br i1 %exitcond239.not, label %.loopexit23, label %694

.loopexit23:                                      ; preds = %694, %691
  %702 = getelementptr bfloat, ptr addrspace(1) %2, i64 %630
  %703 = ptrtoint ptr addrspace(1) %702 to i64
  %704 = and i64 %703, 15
  %705 = icmp eq i64 %704, 0
  %706 = getelementptr i8, ptr addrspace(3) %650, i64 %318
  br i1 %705, label %708, label %.preheader

.preheader:                                       ; preds = %.loopexit23
  %707 = zext i1 %635 to i32
  %invariant.op435 = or i32 %628, %250
  br label %711

708:                                              ; preds = %.loopexit23
  %709 = ptrtoint ptr addrspace(3) %706 to i64
  %710 = trunc i64 %709 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %710, ptr addrspace(1) %702, i32 %636) #7
  br label %.loopexit

711:                                              ; preds = %.preheader, %711
  %712 = phi i64 [ 0, %.preheader ], [ %718, %711 ]
  %713 = trunc nuw nsw i64 %712 to i32
  %.reass314.reass = or i32 %713, %invariant.op435
  %714 = sext i32 %.reass314.reass to i64
  %715 = getelementptr bfloat, ptr addrspace(1) %2, i64 %714
  %716 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %715, i32 %707, i16 0) #7
  %717 = getelementptr bfloat, ptr addrspace(3) %706, i64 %712
  store i16 %716, ptr addrspace(3) %717, align 2
  %718 = add nuw nsw i64 %712, 1
  %exitcond240.not = icmp eq i64 %718, 8
  br i1 %exitcond240.not, label %.loopexit, label %711

.loopexit:                                        ; preds = %711, %708, %505
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #7
  %719 = mul nuw nsw i32 %544, 18432
  %720 = zext nneg i32 %719 to i64
  %721 = getelementptr i8, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 9216), i64 %720
  %722 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %402)
  %723 = extractvalue { i32, i32, i32, i32 } %722, 0
  %724 = extractvalue { i32, i32, i32, i32 } %722, 1
  %725 = extractvalue { i32, i32, i32, i32 } %722, 2
  %726 = extractvalue { i32, i32, i32, i32 } %722, 3
  %727 = getelementptr bfloat, ptr addrspace(3) %721, i64 %404
  %728 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %727)
  %729 = extractvalue { i32, i32, i32, i32 } %728, 0
  %730 = extractvalue { i32, i32, i32, i32 } %728, 1
  %731 = extractvalue { i32, i32, i32, i32 } %728, 2
  %732 = extractvalue { i32, i32, i32, i32 } %728, 3
  %733 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %723, i32 %724, i32 %725, i32 %726, i32 %729, i32 %730, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %734 = extractvalue { float, float, float, float } %733, 0
  %735 = extractvalue { float, float, float, float } %733, 1
  %736 = extractvalue { float, float, float, float } %733, 2
  %737 = extractvalue { float, float, float, float } %733, 3
  %738 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %723, i32 %724, i32 %725, i32 %726, i32 %731, i32 %732, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %739 = extractvalue { float, float, float, float } %738, 0
  %740 = extractvalue { float, float, float, float } %738, 1
  %741 = extractvalue { float, float, float, float } %738, 2
  %742 = extractvalue { float, float, float, float } %738, 3
  %743 = getelementptr bfloat, ptr addrspace(3) %721, i64 %405
  %744 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %743)
  %745 = extractvalue { i32, i32, i32, i32 } %744, 0
  %746 = extractvalue { i32, i32, i32, i32 } %744, 1
  %747 = extractvalue { i32, i32, i32, i32 } %744, 2
  %748 = extractvalue { i32, i32, i32, i32 } %744, 3
  %749 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %723, i32 %724, i32 %725, i32 %726, i32 %745, i32 %746, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %750 = extractvalue { float, float, float, float } %749, 0
  %751 = extractvalue { float, float, float, float } %749, 1
  %752 = extractvalue { float, float, float, float } %749, 2
  %753 = extractvalue { float, float, float, float } %749, 3
  %754 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %723, i32 %724, i32 %725, i32 %726, i32 %747, i32 %748, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %755 = extractvalue { float, float, float, float } %754, 0
  %756 = extractvalue { float, float, float, float } %754, 1
  %757 = extractvalue { float, float, float, float } %754, 2
  %758 = extractvalue { float, float, float, float } %754, 3
  %759 = getelementptr bfloat, ptr addrspace(3) %721, i64 %406
  %760 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %759)
  %761 = extractvalue { i32, i32, i32, i32 } %760, 0
  %762 = extractvalue { i32, i32, i32, i32 } %760, 1
  %763 = extractvalue { i32, i32, i32, i32 } %760, 2
  %764 = extractvalue { i32, i32, i32, i32 } %760, 3
  %765 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %723, i32 %724, i32 %725, i32 %726, i32 %761, i32 %762, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %766 = extractvalue { float, float, float, float } %765, 0
  %767 = extractvalue { float, float, float, float } %765, 1
  %768 = extractvalue { float, float, float, float } %765, 2
  %769 = extractvalue { float, float, float, float } %765, 3
  %770 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %723, i32 %724, i32 %725, i32 %726, i32 %763, i32 %764, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %771 = extractvalue { float, float, float, float } %770, 0
  %772 = extractvalue { float, float, float, float } %770, 1
  %773 = extractvalue { float, float, float, float } %770, 2
  %774 = extractvalue { float, float, float, float } %770, 3
  %775 = getelementptr bfloat, ptr addrspace(3) %721, i64 %407
  %776 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %775)
  %777 = extractvalue { i32, i32, i32, i32 } %776, 0
  %778 = extractvalue { i32, i32, i32, i32 } %776, 1
  %779 = extractvalue { i32, i32, i32, i32 } %776, 2
  %780 = extractvalue { i32, i32, i32, i32 } %776, 3
  %781 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %723, i32 %724, i32 %725, i32 %726, i32 %777, i32 %778, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %782 = extractvalue { float, float, float, float } %781, 0
  %783 = extractvalue { float, float, float, float } %781, 1
  %784 = extractvalue { float, float, float, float } %781, 2
  %785 = extractvalue { float, float, float, float } %781, 3
  %786 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %723, i32 %724, i32 %725, i32 %726, i32 %779, i32 %780, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %787 = extractvalue { float, float, float, float } %786, 0
  %788 = extractvalue { float, float, float, float } %786, 1
  %789 = extractvalue { float, float, float, float } %786, 2
  %790 = extractvalue { float, float, float, float } %786, 3
  %791 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %410)
  %792 = extractvalue { i32, i32, i32, i32 } %791, 0
  %793 = extractvalue { i32, i32, i32, i32 } %791, 1
  %794 = extractvalue { i32, i32, i32, i32 } %791, 2
  %795 = extractvalue { i32, i32, i32, i32 } %791, 3
  %796 = getelementptr bfloat, ptr addrspace(3) %721, i64 %413
  %797 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %796)
  %798 = extractvalue { i32, i32, i32, i32 } %797, 0
  %799 = extractvalue { i32, i32, i32, i32 } %797, 1
  %800 = extractvalue { i32, i32, i32, i32 } %797, 2
  %801 = extractvalue { i32, i32, i32, i32 } %797, 3
  %802 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %792, i32 %793, i32 %794, i32 %795, i32 %798, i32 %799, float %734, float %735, float %736, float %737) #7
  %803 = extractvalue { float, float, float, float } %802, 0
  %804 = extractvalue { float, float, float, float } %802, 1
  %805 = extractvalue { float, float, float, float } %802, 2
  %806 = extractvalue { float, float, float, float } %802, 3
  %807 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %792, i32 %793, i32 %794, i32 %795, i32 %800, i32 %801, float %739, float %740, float %741, float %742) #7
  %808 = extractvalue { float, float, float, float } %807, 0
  %809 = extractvalue { float, float, float, float } %807, 1
  %810 = extractvalue { float, float, float, float } %807, 2
  %811 = extractvalue { float, float, float, float } %807, 3
  %812 = getelementptr bfloat, ptr addrspace(3) %721, i64 %414
  %813 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %812)
  %814 = extractvalue { i32, i32, i32, i32 } %813, 0
  %815 = extractvalue { i32, i32, i32, i32 } %813, 1
  %816 = extractvalue { i32, i32, i32, i32 } %813, 2
  %817 = extractvalue { i32, i32, i32, i32 } %813, 3
  %818 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %792, i32 %793, i32 %794, i32 %795, i32 %814, i32 %815, float %750, float %751, float %752, float %753) #7
  %819 = extractvalue { float, float, float, float } %818, 0
  %820 = extractvalue { float, float, float, float } %818, 1
  %821 = extractvalue { float, float, float, float } %818, 2
  %822 = extractvalue { float, float, float, float } %818, 3
  %823 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %792, i32 %793, i32 %794, i32 %795, i32 %816, i32 %817, float %755, float %756, float %757, float %758) #7
  %824 = extractvalue { float, float, float, float } %823, 0
  %825 = extractvalue { float, float, float, float } %823, 1
  %826 = extractvalue { float, float, float, float } %823, 2
  %827 = extractvalue { float, float, float, float } %823, 3
  %828 = getelementptr bfloat, ptr addrspace(3) %721, i64 %415
  %829 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %828)
  %830 = extractvalue { i32, i32, i32, i32 } %829, 0
  %831 = extractvalue { i32, i32, i32, i32 } %829, 1
  %832 = extractvalue { i32, i32, i32, i32 } %829, 2
  %833 = extractvalue { i32, i32, i32, i32 } %829, 3
  %834 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %792, i32 %793, i32 %794, i32 %795, i32 %830, i32 %831, float %766, float %767, float %768, float %769) #7
  %835 = extractvalue { float, float, float, float } %834, 0
  %836 = extractvalue { float, float, float, float } %834, 1
  %837 = extractvalue { float, float, float, float } %834, 2
  %838 = extractvalue { float, float, float, float } %834, 3
  %839 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %792, i32 %793, i32 %794, i32 %795, i32 %832, i32 %833, float %771, float %772, float %773, float %774) #7
  %840 = extractvalue { float, float, float, float } %839, 0
  %841 = extractvalue { float, float, float, float } %839, 1
  %842 = extractvalue { float, float, float, float } %839, 2
  %843 = extractvalue { float, float, float, float } %839, 3
  %844 = getelementptr bfloat, ptr addrspace(3) %721, i64 %416
  %845 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %844)
  %846 = extractvalue { i32, i32, i32, i32 } %845, 0
  %847 = extractvalue { i32, i32, i32, i32 } %845, 1
  %848 = extractvalue { i32, i32, i32, i32 } %845, 2
  %849 = extractvalue { i32, i32, i32, i32 } %845, 3
  %850 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %792, i32 %793, i32 %794, i32 %795, i32 %846, i32 %847, float %782, float %783, float %784, float %785) #7
  %851 = extractvalue { float, float, float, float } %850, 0
  %852 = extractvalue { float, float, float, float } %850, 1
  %853 = extractvalue { float, float, float, float } %850, 2
  %854 = extractvalue { float, float, float, float } %850, 3
  %855 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %792, i32 %793, i32 %794, i32 %795, i32 %848, i32 %849, float %787, float %788, float %789, float %790) #7
  %856 = extractvalue { float, float, float, float } %855, 0
  %857 = extractvalue { float, float, float, float } %855, 1
  %858 = extractvalue { float, float, float, float } %855, 2
  %859 = extractvalue { float, float, float, float } %855, 3
  %860 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %419)
  %861 = extractvalue { i32, i32, i32, i32 } %860, 0
  %862 = extractvalue { i32, i32, i32, i32 } %860, 1
  %863 = extractvalue { i32, i32, i32, i32 } %860, 2
  %864 = extractvalue { i32, i32, i32, i32 } %860, 3
  %865 = getelementptr bfloat, ptr addrspace(3) %721, i64 %422
  %866 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %865)
  %867 = extractvalue { i32, i32, i32, i32 } %866, 0
  %868 = extractvalue { i32, i32, i32, i32 } %866, 1
  %869 = extractvalue { i32, i32, i32, i32 } %866, 2
  %870 = extractvalue { i32, i32, i32, i32 } %866, 3
  %871 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %861, i32 %862, i32 %863, i32 %864, i32 %867, i32 %868, float %803, float %804, float %805, float %806) #7
  %872 = extractvalue { float, float, float, float } %871, 0
  %873 = extractvalue { float, float, float, float } %871, 1
  %874 = extractvalue { float, float, float, float } %871, 2
  %875 = extractvalue { float, float, float, float } %871, 3
  %876 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %861, i32 %862, i32 %863, i32 %864, i32 %869, i32 %870, float %808, float %809, float %810, float %811) #7
  %877 = extractvalue { float, float, float, float } %876, 0
  %878 = extractvalue { float, float, float, float } %876, 1
  %879 = extractvalue { float, float, float, float } %876, 2
  %880 = extractvalue { float, float, float, float } %876, 3
  %881 = getelementptr bfloat, ptr addrspace(3) %721, i64 %423
  %882 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %881)
  %883 = extractvalue { i32, i32, i32, i32 } %882, 0
  %884 = extractvalue { i32, i32, i32, i32 } %882, 1
  %885 = extractvalue { i32, i32, i32, i32 } %882, 2
  %886 = extractvalue { i32, i32, i32, i32 } %882, 3
  %887 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %861, i32 %862, i32 %863, i32 %864, i32 %883, i32 %884, float %819, float %820, float %821, float %822) #7
  %888 = extractvalue { float, float, float, float } %887, 0
  %889 = extractvalue { float, float, float, float } %887, 1
  %890 = extractvalue { float, float, float, float } %887, 2
  %891 = extractvalue { float, float, float, float } %887, 3
  %892 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %861, i32 %862, i32 %863, i32 %864, i32 %885, i32 %886, float %824, float %825, float %826, float %827) #7
  %893 = extractvalue { float, float, float, float } %892, 0
  %894 = extractvalue { float, float, float, float } %892, 1
  %895 = extractvalue { float, float, float, float } %892, 2
  %896 = extractvalue { float, float, float, float } %892, 3
  %897 = getelementptr bfloat, ptr addrspace(3) %721, i64 %424
  %898 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %897)
  %899 = extractvalue { i32, i32, i32, i32 } %898, 0
  %900 = extractvalue { i32, i32, i32, i32 } %898, 1
  %901 = extractvalue { i32, i32, i32, i32 } %898, 2
  %902 = extractvalue { i32, i32, i32, i32 } %898, 3
  %903 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %861, i32 %862, i32 %863, i32 %864, i32 %899, i32 %900, float %835, float %836, float %837, float %838) #7
  %904 = extractvalue { float, float, float, float } %903, 0
  %905 = extractvalue { float, float, float, float } %903, 1
  %906 = extractvalue { float, float, float, float } %903, 2
  %907 = extractvalue { float, float, float, float } %903, 3
  %908 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %861, i32 %862, i32 %863, i32 %864, i32 %901, i32 %902, float %840, float %841, float %842, float %843) #7
  %909 = extractvalue { float, float, float, float } %908, 0
  %910 = extractvalue { float, float, float, float } %908, 1
  %911 = extractvalue { float, float, float, float } %908, 2
  %912 = extractvalue { float, float, float, float } %908, 3
  %913 = getelementptr bfloat, ptr addrspace(3) %721, i64 %425
  %914 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %913)
  %915 = extractvalue { i32, i32, i32, i32 } %914, 0
  %916 = extractvalue { i32, i32, i32, i32 } %914, 1
  %917 = extractvalue { i32, i32, i32, i32 } %914, 2
  %918 = extractvalue { i32, i32, i32, i32 } %914, 3
  %919 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %861, i32 %862, i32 %863, i32 %864, i32 %915, i32 %916, float %851, float %852, float %853, float %854) #7
  %920 = extractvalue { float, float, float, float } %919, 0
  %921 = extractvalue { float, float, float, float } %919, 1
  %922 = extractvalue { float, float, float, float } %919, 2
  %923 = extractvalue { float, float, float, float } %919, 3
  %924 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %861, i32 %862, i32 %863, i32 %864, i32 %917, i32 %918, float %856, float %857, float %858, float %859) #7
  %925 = extractvalue { float, float, float, float } %924, 0
  %926 = extractvalue { float, float, float, float } %924, 1
  %927 = extractvalue { float, float, float, float } %924, 2
  %928 = extractvalue { float, float, float, float } %924, 3
  %929 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %428)
  %930 = extractvalue { i32, i32, i32, i32 } %929, 0
  %931 = extractvalue { i32, i32, i32, i32 } %929, 1
  %932 = extractvalue { i32, i32, i32, i32 } %929, 2
  %933 = extractvalue { i32, i32, i32, i32 } %929, 3
  %934 = getelementptr bfloat, ptr addrspace(3) %721, i64 %431
  %935 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %934)
  %936 = extractvalue { i32, i32, i32, i32 } %935, 0
  %937 = extractvalue { i32, i32, i32, i32 } %935, 1
  %938 = extractvalue { i32, i32, i32, i32 } %935, 2
  %939 = extractvalue { i32, i32, i32, i32 } %935, 3
  %940 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %930, i32 %931, i32 %932, i32 %933, i32 %936, i32 %937, float %872, float %873, float %874, float %875) #7
  %941 = extractvalue { float, float, float, float } %940, 0
  %942 = extractvalue { float, float, float, float } %940, 1
  %943 = extractvalue { float, float, float, float } %940, 2
  %944 = extractvalue { float, float, float, float } %940, 3
  %945 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %930, i32 %931, i32 %932, i32 %933, i32 %938, i32 %939, float %877, float %878, float %879, float %880) #7
  %946 = extractvalue { float, float, float, float } %945, 0
  %947 = extractvalue { float, float, float, float } %945, 1
  %948 = extractvalue { float, float, float, float } %945, 2
  %949 = extractvalue { float, float, float, float } %945, 3
  %950 = getelementptr bfloat, ptr addrspace(3) %721, i64 %432
  %951 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %950)
  %952 = extractvalue { i32, i32, i32, i32 } %951, 0
  %953 = extractvalue { i32, i32, i32, i32 } %951, 1
  %954 = extractvalue { i32, i32, i32, i32 } %951, 2
  %955 = extractvalue { i32, i32, i32, i32 } %951, 3
  %956 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %930, i32 %931, i32 %932, i32 %933, i32 %952, i32 %953, float %888, float %889, float %890, float %891) #7
  %957 = extractvalue { float, float, float, float } %956, 0
  %958 = extractvalue { float, float, float, float } %956, 1
  %959 = extractvalue { float, float, float, float } %956, 2
  %960 = extractvalue { float, float, float, float } %956, 3
  %961 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %930, i32 %931, i32 %932, i32 %933, i32 %954, i32 %955, float %893, float %894, float %895, float %896) #7
  %962 = extractvalue { float, float, float, float } %961, 0
  %963 = extractvalue { float, float, float, float } %961, 1
  %964 = extractvalue { float, float, float, float } %961, 2
  %965 = extractvalue { float, float, float, float } %961, 3
  %966 = getelementptr bfloat, ptr addrspace(3) %721, i64 %433
  %967 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %966)
  %968 = extractvalue { i32, i32, i32, i32 } %967, 0
  %969 = extractvalue { i32, i32, i32, i32 } %967, 1
  %970 = extractvalue { i32, i32, i32, i32 } %967, 2
  %971 = extractvalue { i32, i32, i32, i32 } %967, 3
  %972 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %930, i32 %931, i32 %932, i32 %933, i32 %968, i32 %969, float %904, float %905, float %906, float %907) #7
  %973 = extractvalue { float, float, float, float } %972, 0
  %974 = extractvalue { float, float, float, float } %972, 1
  %975 = extractvalue { float, float, float, float } %972, 2
  %976 = extractvalue { float, float, float, float } %972, 3
  %977 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %930, i32 %931, i32 %932, i32 %933, i32 %970, i32 %971, float %909, float %910, float %911, float %912) #7
  %978 = extractvalue { float, float, float, float } %977, 0
  %979 = extractvalue { float, float, float, float } %977, 1
  %980 = extractvalue { float, float, float, float } %977, 2
  %981 = extractvalue { float, float, float, float } %977, 3
  %982 = getelementptr bfloat, ptr addrspace(3) %721, i64 %434
  %983 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %982)
  %984 = extractvalue { i32, i32, i32, i32 } %983, 0
  %985 = extractvalue { i32, i32, i32, i32 } %983, 1
  %986 = extractvalue { i32, i32, i32, i32 } %983, 2
  %987 = extractvalue { i32, i32, i32, i32 } %983, 3
  %988 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %930, i32 %931, i32 %932, i32 %933, i32 %984, i32 %985, float %920, float %921, float %922, float %923) #7
  %989 = extractvalue { float, float, float, float } %988, 0
  %990 = extractvalue { float, float, float, float } %988, 1
  %991 = extractvalue { float, float, float, float } %988, 2
  %992 = extractvalue { float, float, float, float } %988, 3
  %993 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %930, i32 %931, i32 %932, i32 %933, i32 %986, i32 %987, float %925, float %926, float %927, float %928) #7
  %994 = extractvalue { float, float, float, float } %993, 0
  %995 = extractvalue { float, float, float, float } %993, 1
  %996 = extractvalue { float, float, float, float } %993, 2
  %997 = extractvalue { float, float, float, float } %993, 3
  %998 = getelementptr i8, ptr addrspace(3) %721, i64 9216
  %999 = fmul float %13, %941
  %1000 = fmul float %13, %942
  %1001 = fmul float %13, %943
  %1002 = fmul float %13, %944
  %1003 = fmul float %13, %946
  %1004 = fmul float %13, %947
  %1005 = fmul float %13, %948
  %1006 = fmul float %13, %949
  %1007 = fmul float %13, %957
  %1008 = fmul float %13, %958
  %1009 = fmul float %13, %959
  %1010 = fmul float %13, %960
  %1011 = fmul float %13, %962
  %1012 = fmul float %13, %963
  %1013 = fmul float %13, %964
  %1014 = fmul float %13, %965
  %1015 = fmul float %13, %973
  %1016 = fmul float %13, %974
  %1017 = fmul float %13, %975
  %1018 = fmul float %13, %976
  %1019 = fmul float %13, %978
  %1020 = fmul float %13, %979
  %1021 = fmul float %13, %980
  %1022 = fmul float %13, %981
  %1023 = fmul float %13, %989
  %1024 = fmul float %13, %990
  %1025 = fmul float %13, %991
  %1026 = fmul float %13, %992
  %1027 = fmul float %13, %994
  %1028 = fmul float %13, %995
  %1029 = fmul float %13, %996
  %1030 = fmul float %13, %997
  %1031 = or disjoint i32 %542, %361
  %1032 = icmp slt i32 %1031, %4
  %1033 = or disjoint i32 %1031, 1
  %1034 = icmp slt i32 %1033, %4
  %1035 = or disjoint i32 %1031, 8
  %1036 = icmp slt i32 %1035, %4
  %1037 = or disjoint i32 %1031, 9
  %1038 = icmp slt i32 %1037, %4
  %1039 = or disjoint i32 %1031, 16
  %1040 = icmp slt i32 %1039, %4
  %1041 = or disjoint i32 %1031, 17
  %1042 = icmp slt i32 %1041, %4
  %1043 = or disjoint i32 %1031, 24
  %1044 = icmp slt i32 %1043, %4
  %1045 = or disjoint i32 %1031, 25
  %1046 = icmp slt i32 %1045, %4
  %1047 = or disjoint i32 %1031, 32
  %1048 = icmp slt i32 %1047, %4
  %1049 = or disjoint i32 %1031, 33
  %1050 = icmp slt i32 %1049, %4
  %1051 = or disjoint i32 %1031, 40
  %1052 = icmp slt i32 %1051, %4
  %1053 = or disjoint i32 %1031, 41
  %1054 = icmp slt i32 %1053, %4
  %1055 = or disjoint i32 %1031, 48
  %1056 = icmp slt i32 %1055, %4
  %1057 = or disjoint i32 %1031, 49
  %1058 = icmp slt i32 %1057, %4
  %1059 = or disjoint i32 %1031, 56
  %1060 = icmp slt i32 %1059, %4
  %1061 = or disjoint i32 %1031, 57
  %1062 = icmp slt i32 %1061, %4
  %1063 = select i1 %1032, float %999, float 0xFFF0000000000000
  %1064 = select i1 %1034, float %1000, float 0xFFF0000000000000
  %1065 = select i1 %1032, float %1001, float 0xFFF0000000000000
  %1066 = select i1 %1034, float %1002, float 0xFFF0000000000000
  %1067 = select i1 %1036, float %1003, float 0xFFF0000000000000
  %1068 = select i1 %1038, float %1004, float 0xFFF0000000000000
  %1069 = select i1 %1036, float %1005, float 0xFFF0000000000000
  %1070 = select i1 %1038, float %1006, float 0xFFF0000000000000
  %1071 = select i1 %1040, float %1007, float 0xFFF0000000000000
  %1072 = select i1 %1042, float %1008, float 0xFFF0000000000000
  %1073 = select i1 %1040, float %1009, float 0xFFF0000000000000
  %1074 = select i1 %1042, float %1010, float 0xFFF0000000000000
  %1075 = select i1 %1044, float %1011, float 0xFFF0000000000000
  %1076 = select i1 %1046, float %1012, float 0xFFF0000000000000
  %1077 = select i1 %1044, float %1013, float 0xFFF0000000000000
  %1078 = select i1 %1046, float %1014, float 0xFFF0000000000000
  %1079 = select i1 %1048, float %1015, float 0xFFF0000000000000
  %1080 = select i1 %1050, float %1016, float 0xFFF0000000000000
  %1081 = select i1 %1048, float %1017, float 0xFFF0000000000000
  %1082 = select i1 %1050, float %1018, float 0xFFF0000000000000
  %1083 = select i1 %1052, float %1019, float 0xFFF0000000000000
  %1084 = select i1 %1054, float %1020, float 0xFFF0000000000000
  %1085 = select i1 %1052, float %1021, float 0xFFF0000000000000
  %1086 = select i1 %1054, float %1022, float 0xFFF0000000000000
  %1087 = select i1 %1056, float %1023, float 0xFFF0000000000000
  %1088 = select i1 %1058, float %1024, float 0xFFF0000000000000
  %1089 = select i1 %1056, float %1025, float 0xFFF0000000000000
  %1090 = select i1 %1058, float %1026, float 0xFFF0000000000000
  %1091 = select i1 %1060, float %1027, float 0xFFF0000000000000
  %1092 = select i1 %1062, float %1028, float 0xFFF0000000000000
  %1093 = select i1 %1060, float %1029, float 0xFFF0000000000000
  %1094 = select i1 %1062, float %1030, float 0xFFF0000000000000
  %1095 = tail call float @llvm.maxnum.f32(float %1063, float %1064)
  %1096 = tail call float @llvm.maxnum.f32(float %1065, float %1066)
  %1097 = tail call float @llvm.maxnum.f32(float %1095, float %1067)
  %1098 = tail call float @llvm.maxnum.f32(float %1097, float %1068)
  %1099 = tail call float @llvm.maxnum.f32(float %1096, float %1069)
  %1100 = tail call float @llvm.maxnum.f32(float %1099, float %1070)
  %1101 = tail call float @llvm.maxnum.f32(float %1098, float %1071)
  %1102 = tail call float @llvm.maxnum.f32(float %1101, float %1072)
  %1103 = tail call float @llvm.maxnum.f32(float %1100, float %1073)
  %1104 = tail call float @llvm.maxnum.f32(float %1103, float %1074)
  %1105 = tail call float @llvm.maxnum.f32(float %1102, float %1075)
  %1106 = tail call float @llvm.maxnum.f32(float %1105, float %1076)
  %1107 = tail call float @llvm.maxnum.f32(float %1104, float %1077)
  %1108 = tail call float @llvm.maxnum.f32(float %1107, float %1078)
  %1109 = tail call float @llvm.maxnum.f32(float %1106, float %1079)
  %1110 = tail call float @llvm.maxnum.f32(float %1109, float %1080)
  %1111 = tail call float @llvm.maxnum.f32(float %1108, float %1081)
  %1112 = tail call float @llvm.maxnum.f32(float %1111, float %1082)
  %1113 = tail call float @llvm.maxnum.f32(float %1110, float %1083)
  %1114 = tail call float @llvm.maxnum.f32(float %1113, float %1084)
  %1115 = tail call float @llvm.maxnum.f32(float %1112, float %1085)
  %1116 = tail call float @llvm.maxnum.f32(float %1115, float %1086)
  %1117 = tail call float @llvm.maxnum.f32(float %1114, float %1087)
  %1118 = tail call float @llvm.maxnum.f32(float %1117, float %1088)
  %1119 = tail call float @llvm.maxnum.f32(float %1116, float %1089)
  %1120 = tail call float @llvm.maxnum.f32(float %1119, float %1090)
  %1121 = tail call float @llvm.maxnum.f32(float %1118, float %1091)
  %1122 = tail call float @llvm.maxnum.f32(float %1121, float %1092)
  %1123 = tail call float @llvm.maxnum.f32(float %1120, float %1093)
  %1124 = tail call float @llvm.maxnum.f32(float %1123, float %1094)
  %1125 = bitcast float %1122 to i32
  %1126 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1125, i32 2, i32 31)
  %1127 = bitcast i32 %1126 to float
  %1128 = tail call float @llvm.maxnum.f32(float %1122, float %1127)
  %1129 = bitcast float %1124 to i32
  %1130 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1129, i32 2, i32 31)
  %1131 = bitcast i32 %1130 to float
  %1132 = tail call float @llvm.maxnum.f32(float %1124, float %1131)
  %1133 = bitcast float %1128 to i32
  %1134 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1133, i32 1, i32 31)
  %1135 = bitcast i32 %1134 to float
  %1136 = tail call float @llvm.maxnum.f32(float %1128, float %1135)
  %1137 = bitcast float %1132 to i32
  %1138 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1137, i32 1, i32 31)
  %1139 = bitcast i32 %1138 to float
  %1140 = tail call float @llvm.maxnum.f32(float %1132, float %1139)
  %1141 = tail call float @llvm.maxnum.f32(float %507, float %1136)
  %1142 = tail call float @llvm.maxnum.f32(float %506, float %1140)
  %1143 = fsub float %1063, %1141
  %1144 = fsub float %1064, %1141
  %1145 = fsub float %1065, %1142
  %1146 = fsub float %1066, %1142
  %1147 = fsub float %1067, %1141
  %1148 = fsub float %1068, %1141
  %1149 = fsub float %1069, %1142
  %1150 = fsub float %1070, %1142
  %1151 = fsub float %1071, %1141
  %1152 = fsub float %1072, %1141
  %1153 = fsub float %1073, %1142
  %1154 = fsub float %1074, %1142
  %1155 = fsub float %1075, %1141
  %1156 = fsub float %1076, %1141
  %1157 = fsub float %1077, %1142
  %1158 = fsub float %1078, %1142
  %1159 = fsub float %1079, %1141
  %1160 = fsub float %1080, %1141
  %1161 = fsub float %1081, %1142
  %1162 = fsub float %1082, %1142
  %1163 = fsub float %1083, %1141
  %1164 = fsub float %1084, %1141
  %1165 = fsub float %1085, %1142
  %1166 = fsub float %1086, %1142
  %1167 = fsub float %1087, %1141
  %1168 = fsub float %1088, %1141
  %1169 = fsub float %1089, %1142
  %1170 = fsub float %1090, %1142
  %1171 = fsub float %1091, %1141
  %1172 = fsub float %1092, %1141
  %1173 = fsub float %1093, %1142
  %1174 = fsub float %1094, %1142
  %1175 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1143)
  %1176 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1144)
  %1177 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1145)
  %1178 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1146)
  %1179 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1147)
  %1180 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1148)
  %1181 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1149)
  %1182 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1150)
  %1183 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1151)
  %1184 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1152)
  %1185 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1153)
  %1186 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1154)
  %1187 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1155)
  %1188 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1156)
  %1189 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1157)
  %1190 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1158)
  %1191 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1159)
  %1192 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1160)
  %1193 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1161)
  %1194 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1162)
  %1195 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1163)
  %1196 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1164)
  %1197 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1165)
  %1198 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1166)
  %1199 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1167)
  %1200 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1168)
  %1201 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1169)
  %1202 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1170)
  %1203 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1171)
  %1204 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1172)
  %1205 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1173)
  %1206 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1174)
  %1207 = fsub float %507, %1141
  %1208 = fsub float %506, %1142
  %1209 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1207)
  %1210 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1208)
  %1211 = fmul float %541, %1209
  %1212 = fmul float %540, %1210
  %1213 = fadd float %1175, %1176
  %1214 = fadd float %1177, %1178
  %1215 = fadd float %1213, %1179
  %1216 = fadd float %1215, %1180
  %1217 = fadd float %1214, %1181
  %1218 = fadd float %1217, %1182
  %1219 = fadd float %1216, %1183
  %1220 = fadd float %1219, %1184
  %1221 = fadd float %1218, %1185
  %1222 = fadd float %1221, %1186
  %1223 = fadd float %1220, %1187
  %1224 = fadd float %1223, %1188
  %1225 = fadd float %1222, %1189
  %1226 = fadd float %1225, %1190
  %1227 = fadd float %1224, %1191
  %1228 = fadd float %1227, %1192
  %1229 = fadd float %1226, %1193
  %1230 = fadd float %1229, %1194
  %1231 = fadd float %1228, %1195
  %1232 = fadd float %1231, %1196
  %1233 = fadd float %1230, %1197
  %1234 = fadd float %1233, %1198
  %1235 = fadd float %1232, %1199
  %1236 = fadd float %1235, %1200
  %1237 = fadd float %1234, %1201
  %1238 = fadd float %1237, %1202
  %1239 = fadd float %1236, %1203
  %1240 = fadd float %1239, %1204
  %1241 = fadd float %1238, %1205
  %1242 = fadd float %1241, %1206
  %1243 = bitcast float %1240 to i32
  %1244 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1243, i32 2, i32 31)
  %1245 = bitcast i32 %1244 to float
  %1246 = fadd float %1240, %1245
  %1247 = bitcast float %1242 to i32
  %1248 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1247, i32 2, i32 31)
  %1249 = bitcast i32 %1248 to float
  %1250 = fadd float %1242, %1249
  %1251 = bitcast float %1246 to i32
  %1252 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1251, i32 1, i32 31)
  %1253 = bitcast i32 %1252 to float
  %1254 = fadd float %1246, %1253
  %1255 = bitcast float %1250 to i32
  %1256 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1255, i32 1, i32 31)
  %1257 = bitcast i32 %1256 to float
  %1258 = fadd float %1250, %1257
  %1259 = fadd float %1211, %1254
  %1260 = fadd float %1212, %1258
  %1261 = fptrunc float %1175 to bfloat
  %1262 = fptrunc float %1176 to bfloat
  %1263 = fptrunc float %1177 to bfloat
  %1264 = fptrunc float %1178 to bfloat
  %1265 = fptrunc float %1179 to bfloat
  %1266 = fptrunc float %1180 to bfloat
  %1267 = fptrunc float %1181 to bfloat
  %1268 = fptrunc float %1182 to bfloat
  %1269 = fptrunc float %1183 to bfloat
  %1270 = fptrunc float %1184 to bfloat
  %1271 = fptrunc float %1185 to bfloat
  %1272 = fptrunc float %1186 to bfloat
  %1273 = fptrunc float %1187 to bfloat
  %1274 = fptrunc float %1188 to bfloat
  %1275 = fptrunc float %1189 to bfloat
  %1276 = fptrunc float %1190 to bfloat
  %1277 = fptrunc float %1191 to bfloat
  %1278 = fptrunc float %1192 to bfloat
  %1279 = fptrunc float %1193 to bfloat
  %1280 = fptrunc float %1194 to bfloat
  %1281 = fptrunc float %1195 to bfloat
  %1282 = fptrunc float %1196 to bfloat
  %1283 = fptrunc float %1197 to bfloat
  %1284 = fptrunc float %1198 to bfloat
  %1285 = fptrunc float %1199 to bfloat
  %1286 = fptrunc float %1200 to bfloat
  %1287 = fptrunc float %1201 to bfloat
  %1288 = fptrunc float %1202 to bfloat
  %1289 = fptrunc float %1203 to bfloat
  %1290 = fptrunc float %1204 to bfloat
  %1291 = fptrunc float %1205 to bfloat
  %1292 = fptrunc float %1206 to bfloat
  %1293 = fmul float %539, %1209
  %1294 = fmul float %538, %1209
  %1295 = fmul float %537, %1210
  %1296 = fmul float %536, %1210
  %1297 = fmul float %535, %1209
  %1298 = fmul float %534, %1209
  %1299 = fmul float %533, %1210
  %1300 = fmul float %532, %1210
  %1301 = fmul float %531, %1209
  %1302 = fmul float %530, %1209
  %1303 = fmul float %529, %1210
  %1304 = fmul float %528, %1210
  %1305 = fmul float %527, %1209
  %1306 = fmul float %526, %1209
  %1307 = fmul float %525, %1210
  %1308 = fmul float %524, %1210
  %1309 = fmul float %523, %1209
  %1310 = fmul float %522, %1209
  %1311 = fmul float %521, %1210
  %1312 = fmul float %520, %1210
  %1313 = fmul float %519, %1209
  %1314 = fmul float %518, %1209
  %1315 = fmul float %517, %1210
  %1316 = fmul float %516, %1210
  %1317 = fmul float %515, %1209
  %1318 = fmul float %514, %1209
  %1319 = fmul float %513, %1210
  %1320 = fmul float %512, %1210
  %1321 = fmul float %511, %1209
  %1322 = fmul float %510, %1209
  %1323 = fmul float %509, %1210
  %1324 = fmul float %508, %1210
  %1325 = insertelement <2 x bfloat> poison, bfloat %1261, i64 0
  %1326 = insertelement <2 x bfloat> %1325, bfloat %1262, i64 1
  %1327 = bitcast <2 x bfloat> %1326 to i32
  %1328 = insertelement <2 x bfloat> poison, bfloat %1263, i64 0
  %1329 = insertelement <2 x bfloat> %1328, bfloat %1264, i64 1
  %1330 = bitcast <2 x bfloat> %1329 to i32
  %1331 = insertelement <2 x bfloat> poison, bfloat %1265, i64 0
  %1332 = insertelement <2 x bfloat> %1331, bfloat %1266, i64 1
  %1333 = bitcast <2 x bfloat> %1332 to i32
  %1334 = insertelement <2 x bfloat> poison, bfloat %1267, i64 0
  %1335 = insertelement <2 x bfloat> %1334, bfloat %1268, i64 1
  %1336 = bitcast <2 x bfloat> %1335 to i32
  %1337 = insertelement <2 x bfloat> poison, bfloat %1269, i64 0
  %1338 = insertelement <2 x bfloat> %1337, bfloat %1270, i64 1
  %1339 = bitcast <2 x bfloat> %1338 to i32
  %1340 = insertelement <2 x bfloat> poison, bfloat %1271, i64 0
  %1341 = insertelement <2 x bfloat> %1340, bfloat %1272, i64 1
  %1342 = bitcast <2 x bfloat> %1341 to i32
  %1343 = insertelement <2 x bfloat> poison, bfloat %1273, i64 0
  %1344 = insertelement <2 x bfloat> %1343, bfloat %1274, i64 1
  %1345 = bitcast <2 x bfloat> %1344 to i32
  %1346 = insertelement <2 x bfloat> poison, bfloat %1275, i64 0
  %1347 = insertelement <2 x bfloat> %1346, bfloat %1276, i64 1
  %1348 = bitcast <2 x bfloat> %1347 to i32
  %1349 = insertelement <2 x bfloat> poison, bfloat %1277, i64 0
  %1350 = insertelement <2 x bfloat> %1349, bfloat %1278, i64 1
  %1351 = bitcast <2 x bfloat> %1350 to i32
  %1352 = insertelement <2 x bfloat> poison, bfloat %1279, i64 0
  %1353 = insertelement <2 x bfloat> %1352, bfloat %1280, i64 1
  %1354 = bitcast <2 x bfloat> %1353 to i32
  %1355 = insertelement <2 x bfloat> poison, bfloat %1281, i64 0
  %1356 = insertelement <2 x bfloat> %1355, bfloat %1282, i64 1
  %1357 = bitcast <2 x bfloat> %1356 to i32
  %1358 = insertelement <2 x bfloat> poison, bfloat %1283, i64 0
  %1359 = insertelement <2 x bfloat> %1358, bfloat %1284, i64 1
  %1360 = bitcast <2 x bfloat> %1359 to i32
  %1361 = insertelement <2 x bfloat> poison, bfloat %1285, i64 0
  %1362 = insertelement <2 x bfloat> %1361, bfloat %1286, i64 1
  %1363 = bitcast <2 x bfloat> %1362 to i32
  %1364 = insertelement <2 x bfloat> poison, bfloat %1287, i64 0
  %1365 = insertelement <2 x bfloat> %1364, bfloat %1288, i64 1
  %1366 = bitcast <2 x bfloat> %1365 to i32
  %1367 = insertelement <2 x bfloat> poison, bfloat %1289, i64 0
  %1368 = insertelement <2 x bfloat> %1367, bfloat %1290, i64 1
  %1369 = bitcast <2 x bfloat> %1368 to i32
  %1370 = insertelement <2 x bfloat> poison, bfloat %1291, i64 0
  %1371 = insertelement <2 x bfloat> %1370, bfloat %1292, i64 1
  %1372 = bitcast <2 x bfloat> %1371 to i32
  %1373 = getelementptr bfloat, ptr addrspace(3) %998, i64 %364
  %1374 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1373)
  %1375 = extractvalue { i32, i32, i32, i32 } %1374, 0
  %1376 = extractvalue { i32, i32, i32, i32 } %1374, 1
  %1377 = extractvalue { i32, i32, i32, i32 } %1374, 2
  %1378 = extractvalue { i32, i32, i32, i32 } %1374, 3
  %1379 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1327, i32 %1330, i32 %1333, i32 %1336, i32 %1375, i32 %1376, float %1293, float %1294, float %1295, float %1296) #7
  %1380 = extractvalue { float, float, float, float } %1379, 0
  %1381 = extractvalue { float, float, float, float } %1379, 1
  %1382 = extractvalue { float, float, float, float } %1379, 2
  %1383 = extractvalue { float, float, float, float } %1379, 3
  %1384 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1327, i32 %1330, i32 %1333, i32 %1336, i32 %1377, i32 %1378, float %1297, float %1298, float %1299, float %1300) #7
  %1385 = extractvalue { float, float, float, float } %1384, 0
  %1386 = extractvalue { float, float, float, float } %1384, 1
  %1387 = extractvalue { float, float, float, float } %1384, 2
  %1388 = extractvalue { float, float, float, float } %1384, 3
  %1389 = getelementptr bfloat, ptr addrspace(3) %998, i64 %367
  %1390 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1389)
  %1391 = extractvalue { i32, i32, i32, i32 } %1390, 0
  %1392 = extractvalue { i32, i32, i32, i32 } %1390, 1
  %1393 = extractvalue { i32, i32, i32, i32 } %1390, 2
  %1394 = extractvalue { i32, i32, i32, i32 } %1390, 3
  %1395 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1327, i32 %1330, i32 %1333, i32 %1336, i32 %1391, i32 %1392, float %1301, float %1302, float %1303, float %1304) #7
  %1396 = extractvalue { float, float, float, float } %1395, 0
  %1397 = extractvalue { float, float, float, float } %1395, 1
  %1398 = extractvalue { float, float, float, float } %1395, 2
  %1399 = extractvalue { float, float, float, float } %1395, 3
  %1400 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1327, i32 %1330, i32 %1333, i32 %1336, i32 %1393, i32 %1394, float %1305, float %1306, float %1307, float %1308) #7
  %1401 = extractvalue { float, float, float, float } %1400, 0
  %1402 = extractvalue { float, float, float, float } %1400, 1
  %1403 = extractvalue { float, float, float, float } %1400, 2
  %1404 = extractvalue { float, float, float, float } %1400, 3
  %1405 = getelementptr bfloat, ptr addrspace(3) %998, i64 %370
  %1406 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1405)
  %1407 = extractvalue { i32, i32, i32, i32 } %1406, 0
  %1408 = extractvalue { i32, i32, i32, i32 } %1406, 1
  %1409 = extractvalue { i32, i32, i32, i32 } %1406, 2
  %1410 = extractvalue { i32, i32, i32, i32 } %1406, 3
  %1411 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1327, i32 %1330, i32 %1333, i32 %1336, i32 %1407, i32 %1408, float %1309, float %1310, float %1311, float %1312) #7
  %1412 = extractvalue { float, float, float, float } %1411, 0
  %1413 = extractvalue { float, float, float, float } %1411, 1
  %1414 = extractvalue { float, float, float, float } %1411, 2
  %1415 = extractvalue { float, float, float, float } %1411, 3
  %1416 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1327, i32 %1330, i32 %1333, i32 %1336, i32 %1409, i32 %1410, float %1313, float %1314, float %1315, float %1316) #7
  %1417 = extractvalue { float, float, float, float } %1416, 0
  %1418 = extractvalue { float, float, float, float } %1416, 1
  %1419 = extractvalue { float, float, float, float } %1416, 2
  %1420 = extractvalue { float, float, float, float } %1416, 3
  %1421 = getelementptr bfloat, ptr addrspace(3) %998, i64 %373
  %1422 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1421)
  %1423 = extractvalue { i32, i32, i32, i32 } %1422, 0
  %1424 = extractvalue { i32, i32, i32, i32 } %1422, 1
  %1425 = extractvalue { i32, i32, i32, i32 } %1422, 2
  %1426 = extractvalue { i32, i32, i32, i32 } %1422, 3
  %1427 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1327, i32 %1330, i32 %1333, i32 %1336, i32 %1423, i32 %1424, float %1317, float %1318, float %1319, float %1320) #7
  %1428 = extractvalue { float, float, float, float } %1427, 0
  %1429 = extractvalue { float, float, float, float } %1427, 1
  %1430 = extractvalue { float, float, float, float } %1427, 2
  %1431 = extractvalue { float, float, float, float } %1427, 3
  %1432 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1327, i32 %1330, i32 %1333, i32 %1336, i32 %1425, i32 %1426, float %1321, float %1322, float %1323, float %1324) #7
  %1433 = extractvalue { float, float, float, float } %1432, 0
  %1434 = extractvalue { float, float, float, float } %1432, 1
  %1435 = extractvalue { float, float, float, float } %1432, 2
  %1436 = extractvalue { float, float, float, float } %1432, 3
  %1437 = getelementptr bfloat, ptr addrspace(3) %998, i64 %376
  %1438 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1437)
  %1439 = extractvalue { i32, i32, i32, i32 } %1438, 0
  %1440 = extractvalue { i32, i32, i32, i32 } %1438, 1
  %1441 = extractvalue { i32, i32, i32, i32 } %1438, 2
  %1442 = extractvalue { i32, i32, i32, i32 } %1438, 3
  %1443 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1339, i32 %1342, i32 %1345, i32 %1348, i32 %1439, i32 %1440, float %1380, float %1381, float %1382, float %1383) #7
  %1444 = extractvalue { float, float, float, float } %1443, 0
  %1445 = extractvalue { float, float, float, float } %1443, 1
  %1446 = extractvalue { float, float, float, float } %1443, 2
  %1447 = extractvalue { float, float, float, float } %1443, 3
  %1448 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1339, i32 %1342, i32 %1345, i32 %1348, i32 %1441, i32 %1442, float %1385, float %1386, float %1387, float %1388) #7
  %1449 = extractvalue { float, float, float, float } %1448, 0
  %1450 = extractvalue { float, float, float, float } %1448, 1
  %1451 = extractvalue { float, float, float, float } %1448, 2
  %1452 = extractvalue { float, float, float, float } %1448, 3
  %1453 = getelementptr bfloat, ptr addrspace(3) %998, i64 %378
  %1454 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1453)
  %1455 = extractvalue { i32, i32, i32, i32 } %1454, 0
  %1456 = extractvalue { i32, i32, i32, i32 } %1454, 1
  %1457 = extractvalue { i32, i32, i32, i32 } %1454, 2
  %1458 = extractvalue { i32, i32, i32, i32 } %1454, 3
  %1459 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1339, i32 %1342, i32 %1345, i32 %1348, i32 %1455, i32 %1456, float %1396, float %1397, float %1398, float %1399) #7
  %1460 = extractvalue { float, float, float, float } %1459, 0
  %1461 = extractvalue { float, float, float, float } %1459, 1
  %1462 = extractvalue { float, float, float, float } %1459, 2
  %1463 = extractvalue { float, float, float, float } %1459, 3
  %1464 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1339, i32 %1342, i32 %1345, i32 %1348, i32 %1457, i32 %1458, float %1401, float %1402, float %1403, float %1404) #7
  %1465 = extractvalue { float, float, float, float } %1464, 0
  %1466 = extractvalue { float, float, float, float } %1464, 1
  %1467 = extractvalue { float, float, float, float } %1464, 2
  %1468 = extractvalue { float, float, float, float } %1464, 3
  %1469 = getelementptr bfloat, ptr addrspace(3) %998, i64 %380
  %1470 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1469)
  %1471 = extractvalue { i32, i32, i32, i32 } %1470, 0
  %1472 = extractvalue { i32, i32, i32, i32 } %1470, 1
  %1473 = extractvalue { i32, i32, i32, i32 } %1470, 2
  %1474 = extractvalue { i32, i32, i32, i32 } %1470, 3
  %1475 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1339, i32 %1342, i32 %1345, i32 %1348, i32 %1471, i32 %1472, float %1412, float %1413, float %1414, float %1415) #7
  %1476 = extractvalue { float, float, float, float } %1475, 0
  %1477 = extractvalue { float, float, float, float } %1475, 1
  %1478 = extractvalue { float, float, float, float } %1475, 2
  %1479 = extractvalue { float, float, float, float } %1475, 3
  %1480 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1339, i32 %1342, i32 %1345, i32 %1348, i32 %1473, i32 %1474, float %1417, float %1418, float %1419, float %1420) #7
  %1481 = extractvalue { float, float, float, float } %1480, 0
  %1482 = extractvalue { float, float, float, float } %1480, 1
  %1483 = extractvalue { float, float, float, float } %1480, 2
  %1484 = extractvalue { float, float, float, float } %1480, 3
  %1485 = getelementptr bfloat, ptr addrspace(3) %998, i64 %382
  %1486 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1485)
  %1487 = extractvalue { i32, i32, i32, i32 } %1486, 0
  %1488 = extractvalue { i32, i32, i32, i32 } %1486, 1
  %1489 = extractvalue { i32, i32, i32, i32 } %1486, 2
  %1490 = extractvalue { i32, i32, i32, i32 } %1486, 3
  %1491 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1339, i32 %1342, i32 %1345, i32 %1348, i32 %1487, i32 %1488, float %1428, float %1429, float %1430, float %1431) #7
  %1492 = extractvalue { float, float, float, float } %1491, 0
  %1493 = extractvalue { float, float, float, float } %1491, 1
  %1494 = extractvalue { float, float, float, float } %1491, 2
  %1495 = extractvalue { float, float, float, float } %1491, 3
  %1496 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1339, i32 %1342, i32 %1345, i32 %1348, i32 %1489, i32 %1490, float %1433, float %1434, float %1435, float %1436) #7
  %1497 = extractvalue { float, float, float, float } %1496, 0
  %1498 = extractvalue { float, float, float, float } %1496, 1
  %1499 = extractvalue { float, float, float, float } %1496, 2
  %1500 = extractvalue { float, float, float, float } %1496, 3
  %1501 = getelementptr bfloat, ptr addrspace(3) %998, i64 %385
  %1502 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1501)
  %1503 = extractvalue { i32, i32, i32, i32 } %1502, 0
  %1504 = extractvalue { i32, i32, i32, i32 } %1502, 1
  %1505 = extractvalue { i32, i32, i32, i32 } %1502, 2
  %1506 = extractvalue { i32, i32, i32, i32 } %1502, 3
  %1507 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1351, i32 %1354, i32 %1357, i32 %1360, i32 %1503, i32 %1504, float %1444, float %1445, float %1446, float %1447) #7
  %1508 = extractvalue { float, float, float, float } %1507, 0
  %1509 = extractvalue { float, float, float, float } %1507, 1
  %1510 = extractvalue { float, float, float, float } %1507, 2
  %1511 = extractvalue { float, float, float, float } %1507, 3
  %1512 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1351, i32 %1354, i32 %1357, i32 %1360, i32 %1505, i32 %1506, float %1449, float %1450, float %1451, float %1452) #7
  %1513 = extractvalue { float, float, float, float } %1512, 0
  %1514 = extractvalue { float, float, float, float } %1512, 1
  %1515 = extractvalue { float, float, float, float } %1512, 2
  %1516 = extractvalue { float, float, float, float } %1512, 3
  %1517 = getelementptr bfloat, ptr addrspace(3) %998, i64 %387
  %1518 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1517)
  %1519 = extractvalue { i32, i32, i32, i32 } %1518, 0
  %1520 = extractvalue { i32, i32, i32, i32 } %1518, 1
  %1521 = extractvalue { i32, i32, i32, i32 } %1518, 2
  %1522 = extractvalue { i32, i32, i32, i32 } %1518, 3
  %1523 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1351, i32 %1354, i32 %1357, i32 %1360, i32 %1519, i32 %1520, float %1460, float %1461, float %1462, float %1463) #7
  %1524 = extractvalue { float, float, float, float } %1523, 0
  %1525 = extractvalue { float, float, float, float } %1523, 1
  %1526 = extractvalue { float, float, float, float } %1523, 2
  %1527 = extractvalue { float, float, float, float } %1523, 3
  %1528 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1351, i32 %1354, i32 %1357, i32 %1360, i32 %1521, i32 %1522, float %1465, float %1466, float %1467, float %1468) #7
  %1529 = extractvalue { float, float, float, float } %1528, 0
  %1530 = extractvalue { float, float, float, float } %1528, 1
  %1531 = extractvalue { float, float, float, float } %1528, 2
  %1532 = extractvalue { float, float, float, float } %1528, 3
  %1533 = getelementptr bfloat, ptr addrspace(3) %998, i64 %389
  %1534 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1533)
  %1535 = extractvalue { i32, i32, i32, i32 } %1534, 0
  %1536 = extractvalue { i32, i32, i32, i32 } %1534, 1
  %1537 = extractvalue { i32, i32, i32, i32 } %1534, 2
  %1538 = extractvalue { i32, i32, i32, i32 } %1534, 3
  %1539 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1351, i32 %1354, i32 %1357, i32 %1360, i32 %1535, i32 %1536, float %1476, float %1477, float %1478, float %1479) #7
  %1540 = extractvalue { float, float, float, float } %1539, 0
  %1541 = extractvalue { float, float, float, float } %1539, 1
  %1542 = extractvalue { float, float, float, float } %1539, 2
  %1543 = extractvalue { float, float, float, float } %1539, 3
  %1544 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1351, i32 %1354, i32 %1357, i32 %1360, i32 %1537, i32 %1538, float %1481, float %1482, float %1483, float %1484) #7
  %1545 = extractvalue { float, float, float, float } %1544, 0
  %1546 = extractvalue { float, float, float, float } %1544, 1
  %1547 = extractvalue { float, float, float, float } %1544, 2
  %1548 = extractvalue { float, float, float, float } %1544, 3
  %1549 = getelementptr bfloat, ptr addrspace(3) %998, i64 %391
  %1550 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1549)
  %1551 = extractvalue { i32, i32, i32, i32 } %1550, 0
  %1552 = extractvalue { i32, i32, i32, i32 } %1550, 1
  %1553 = extractvalue { i32, i32, i32, i32 } %1550, 2
  %1554 = extractvalue { i32, i32, i32, i32 } %1550, 3
  %1555 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1351, i32 %1354, i32 %1357, i32 %1360, i32 %1551, i32 %1552, float %1492, float %1493, float %1494, float %1495) #7
  %1556 = extractvalue { float, float, float, float } %1555, 0
  %1557 = extractvalue { float, float, float, float } %1555, 1
  %1558 = extractvalue { float, float, float, float } %1555, 2
  %1559 = extractvalue { float, float, float, float } %1555, 3
  %1560 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1351, i32 %1354, i32 %1357, i32 %1360, i32 %1553, i32 %1554, float %1497, float %1498, float %1499, float %1500) #7
  %1561 = extractvalue { float, float, float, float } %1560, 0
  %1562 = extractvalue { float, float, float, float } %1560, 1
  %1563 = extractvalue { float, float, float, float } %1560, 2
  %1564 = extractvalue { float, float, float, float } %1560, 3
  %1565 = getelementptr bfloat, ptr addrspace(3) %998, i64 %394
  %1566 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1565)
  %1567 = extractvalue { i32, i32, i32, i32 } %1566, 0
  %1568 = extractvalue { i32, i32, i32, i32 } %1566, 1
  %1569 = extractvalue { i32, i32, i32, i32 } %1566, 2
  %1570 = extractvalue { i32, i32, i32, i32 } %1566, 3
  %1571 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1363, i32 %1366, i32 %1369, i32 %1372, i32 %1567, i32 %1568, float %1508, float %1509, float %1510, float %1511) #7
  %1572 = extractvalue { float, float, float, float } %1571, 0
  %1573 = extractvalue { float, float, float, float } %1571, 1
  %1574 = extractvalue { float, float, float, float } %1571, 2
  %1575 = extractvalue { float, float, float, float } %1571, 3
  %1576 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1363, i32 %1366, i32 %1369, i32 %1372, i32 %1569, i32 %1570, float %1513, float %1514, float %1515, float %1516) #7
  %1577 = extractvalue { float, float, float, float } %1576, 0
  %1578 = extractvalue { float, float, float, float } %1576, 1
  %1579 = extractvalue { float, float, float, float } %1576, 2
  %1580 = extractvalue { float, float, float, float } %1576, 3
  %1581 = getelementptr bfloat, ptr addrspace(3) %998, i64 %396
  %1582 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1581)
  %1583 = extractvalue { i32, i32, i32, i32 } %1582, 0
  %1584 = extractvalue { i32, i32, i32, i32 } %1582, 1
  %1585 = extractvalue { i32, i32, i32, i32 } %1582, 2
  %1586 = extractvalue { i32, i32, i32, i32 } %1582, 3
  %1587 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1363, i32 %1366, i32 %1369, i32 %1372, i32 %1583, i32 %1584, float %1524, float %1525, float %1526, float %1527) #7
  %1588 = extractvalue { float, float, float, float } %1587, 0
  %1589 = extractvalue { float, float, float, float } %1587, 1
  %1590 = extractvalue { float, float, float, float } %1587, 2
  %1591 = extractvalue { float, float, float, float } %1587, 3
  %1592 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1363, i32 %1366, i32 %1369, i32 %1372, i32 %1585, i32 %1586, float %1529, float %1530, float %1531, float %1532) #7
  %1593 = extractvalue { float, float, float, float } %1592, 0
  %1594 = extractvalue { float, float, float, float } %1592, 1
  %1595 = extractvalue { float, float, float, float } %1592, 2
  %1596 = extractvalue { float, float, float, float } %1592, 3
  %1597 = getelementptr bfloat, ptr addrspace(3) %998, i64 %398
  %1598 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1597)
  %1599 = extractvalue { i32, i32, i32, i32 } %1598, 0
  %1600 = extractvalue { i32, i32, i32, i32 } %1598, 1
  %1601 = extractvalue { i32, i32, i32, i32 } %1598, 2
  %1602 = extractvalue { i32, i32, i32, i32 } %1598, 3
  %1603 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1363, i32 %1366, i32 %1369, i32 %1372, i32 %1599, i32 %1600, float %1540, float %1541, float %1542, float %1543) #7
  %1604 = extractvalue { float, float, float, float } %1603, 0
  %1605 = extractvalue { float, float, float, float } %1603, 1
  %1606 = extractvalue { float, float, float, float } %1603, 2
  %1607 = extractvalue { float, float, float, float } %1603, 3
  %1608 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1363, i32 %1366, i32 %1369, i32 %1372, i32 %1601, i32 %1602, float %1545, float %1546, float %1547, float %1548) #7
  %1609 = extractvalue { float, float, float, float } %1608, 0
  %1610 = extractvalue { float, float, float, float } %1608, 1
  %1611 = extractvalue { float, float, float, float } %1608, 2
  %1612 = extractvalue { float, float, float, float } %1608, 3
  %1613 = getelementptr bfloat, ptr addrspace(3) %998, i64 %400
  %1614 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1613)
  %1615 = extractvalue { i32, i32, i32, i32 } %1614, 0
  %1616 = extractvalue { i32, i32, i32, i32 } %1614, 1
  %1617 = extractvalue { i32, i32, i32, i32 } %1614, 2
  %1618 = extractvalue { i32, i32, i32, i32 } %1614, 3
  %1619 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1363, i32 %1366, i32 %1369, i32 %1372, i32 %1615, i32 %1616, float %1556, float %1557, float %1558, float %1559) #7
  %1620 = extractvalue { float, float, float, float } %1619, 0
  %1621 = extractvalue { float, float, float, float } %1619, 1
  %1622 = extractvalue { float, float, float, float } %1619, 2
  %1623 = extractvalue { float, float, float, float } %1619, 3
  %1624 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1363, i32 %1366, i32 %1369, i32 %1372, i32 %1617, i32 %1618, float %1561, float %1562, float %1563, float %1564) #7
  %1625 = extractvalue { float, float, float, float } %1624, 0
  %1626 = extractvalue { float, float, float, float } %1624, 1
  %1627 = extractvalue { float, float, float, float } %1624, 2
  %1628 = extractvalue { float, float, float, float } %1624, 3
  br i1 %546, label %505, label %._crit_edge

._crit_edge:                                      ; preds = %.loopexit, %.preheader36.._crit_edge_crit_edge
  %.pre-phi246 = phi i32 [ %.pre245, %.preheader36.._crit_edge_crit_edge ], [ %361, %.loopexit ]
  %.lcssa119 = phi float [ 0.000000e+00, %.preheader36.._crit_edge_crit_edge ], [ %1259, %.loopexit ]
  %.lcssa118 = phi float [ 0.000000e+00, %.preheader36.._crit_edge_crit_edge ], [ %1260, %.loopexit ]
  %.lcssa117 = phi float [ 0.000000e+00, %.preheader36.._crit_edge_crit_edge ], [ %1572, %.loopexit ]
  %.lcssa116 = phi float [ 0.000000e+00, %.preheader36.._crit_edge_crit_edge ], [ %1573, %.loopexit ]
  %.lcssa115 = phi float [ 0.000000e+00, %.preheader36.._crit_edge_crit_edge ], [ %1574, %.loopexit ]
  %.lcssa114 = phi float [ 0.000000e+00, %.preheader36.._crit_edge_crit_edge ], [ %1575, %.loopexit ]
  %.lcssa113 = phi float [ 0.000000e+00, %.preheader36.._crit_edge_crit_edge ], [ %1577, %.loopexit ]
  %.lcssa112 = phi float [ 0.000000e+00, %.preheader36.._crit_edge_crit_edge ], [ %1578, %.loopexit ]
  %.lcssa111 = phi float [ 0.000000e+00, %.preheader36.._crit_edge_crit_edge ], [ %1579, %.loopexit ]
  %.lcssa110 = phi float [ 0.000000e+00, %.preheader36.._crit_edge_crit_edge ], [ %1580, %.loopexit ]
  %.lcssa109 = phi float [ 0.000000e+00, %.preheader36.._crit_edge_crit_edge ], [ %1588, %.loopexit ]
  %.lcssa108 = phi float [ 0.000000e+00, %.preheader36.._crit_edge_crit_edge ], [ %1589, %.loopexit ]
  %.lcssa107 = phi float [ 0.000000e+00, %.preheader36.._crit_edge_crit_edge ], [ %1590, %.loopexit ]
  %.lcssa106 = phi float [ 0.000000e+00, %.preheader36.._crit_edge_crit_edge ], [ %1591, %.loopexit ]
  %.lcssa105 = phi float [ 0.000000e+00, %.preheader36.._crit_edge_crit_edge ], [ %1593, %.loopexit ]
  %.lcssa104 = phi float [ 0.000000e+00, %.preheader36.._crit_edge_crit_edge ], [ %1594, %.loopexit ]
  %.lcssa103 = phi float [ 0.000000e+00, %.preheader36.._crit_edge_crit_edge ], [ %1595, %.loopexit ]
  %.lcssa102 = phi float [ 0.000000e+00, %.preheader36.._crit_edge_crit_edge ], [ %1596, %.loopexit ]
  %.lcssa101 = phi float [ 0.000000e+00, %.preheader36.._crit_edge_crit_edge ], [ %1604, %.loopexit ]
  %.lcssa100 = phi float [ 0.000000e+00, %.preheader36.._crit_edge_crit_edge ], [ %1605, %.loopexit ]
  %.lcssa99 = phi float [ 0.000000e+00, %.preheader36.._crit_edge_crit_edge ], [ %1606, %.loopexit ]
  %.lcssa98 = phi float [ 0.000000e+00, %.preheader36.._crit_edge_crit_edge ], [ %1607, %.loopexit ]
  %.lcssa97 = phi float [ 0.000000e+00, %.preheader36.._crit_edge_crit_edge ], [ %1609, %.loopexit ]
  %.lcssa96 = phi float [ 0.000000e+00, %.preheader36.._crit_edge_crit_edge ], [ %1610, %.loopexit ]
  %.lcssa95 = phi float [ 0.000000e+00, %.preheader36.._crit_edge_crit_edge ], [ %1611, %.loopexit ]
  %.lcssa94 = phi float [ 0.000000e+00, %.preheader36.._crit_edge_crit_edge ], [ %1612, %.loopexit ]
  %.lcssa93 = phi float [ 0.000000e+00, %.preheader36.._crit_edge_crit_edge ], [ %1620, %.loopexit ]
  %.lcssa92 = phi float [ 0.000000e+00, %.preheader36.._crit_edge_crit_edge ], [ %1621, %.loopexit ]
  %.lcssa91 = phi float [ 0.000000e+00, %.preheader36.._crit_edge_crit_edge ], [ %1622, %.loopexit ]
  %.lcssa90 = phi float [ 0.000000e+00, %.preheader36.._crit_edge_crit_edge ], [ %1623, %.loopexit ]
  %.lcssa89 = phi float [ 0.000000e+00, %.preheader36.._crit_edge_crit_edge ], [ %1625, %.loopexit ]
  %.lcssa88 = phi float [ 0.000000e+00, %.preheader36.._crit_edge_crit_edge ], [ %1626, %.loopexit ]
  %.lcssa87 = phi float [ 0.000000e+00, %.preheader36.._crit_edge_crit_edge ], [ %1627, %.loopexit ]
  %.lcssa86 = phi float [ 0.000000e+00, %.preheader36.._crit_edge_crit_edge ], [ %1628, %.loopexit ]
  %.lcssa85 = phi float [ 0xFFF0000000000000, %.preheader36.._crit_edge_crit_edge ], [ %1141, %.loopexit ]
  %.lcssa84 = phi float [ 0xFFF0000000000000, %.preheader36.._crit_edge_crit_edge ], [ %1142, %.loopexit ]
  tail call void asm sideeffect "cp.async.wait_all;", "~{memory}"() #7
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1629 = lshr i32 %7, 2
  %1630 = and i32 %1629, 7
  %1631 = or disjoint i32 %504, %1630
  %1632 = zext nneg i32 %1631 to i64
  %1633 = getelementptr float, ptr addrspace(3) @attention_smem, i64 %1632
  store float %.lcssa85, ptr addrspace(3) %1633, align 4
  %1634 = or disjoint i32 %1631, 8
  %1635 = zext nneg i32 %1634 to i64
  %1636 = getelementptr float, ptr addrspace(3) @attention_smem, i64 %1635
  store float %.lcssa84, ptr addrspace(3) %1636, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1637 = fdiv float %.lcssa117, %.lcssa119
  %1638 = fdiv float %.lcssa116, %.lcssa119
  %1639 = fdiv float %.lcssa115, %.lcssa118
  %1640 = fdiv float %.lcssa114, %.lcssa118
  %1641 = fdiv float %.lcssa113, %.lcssa119
  %1642 = fdiv float %.lcssa112, %.lcssa119
  %1643 = fdiv float %.lcssa111, %.lcssa118
  %1644 = fdiv float %.lcssa110, %.lcssa118
  %1645 = fdiv float %.lcssa109, %.lcssa119
  %1646 = fdiv float %.lcssa108, %.lcssa119
  %1647 = fdiv float %.lcssa107, %.lcssa118
  %1648 = fdiv float %.lcssa106, %.lcssa118
  %1649 = fdiv float %.lcssa105, %.lcssa119
  %1650 = fdiv float %.lcssa104, %.lcssa119
  %1651 = fdiv float %.lcssa103, %.lcssa118
  %1652 = fdiv float %.lcssa102, %.lcssa118
  %1653 = fdiv float %.lcssa101, %.lcssa119
  %1654 = fdiv float %.lcssa100, %.lcssa119
  %1655 = fdiv float %.lcssa99, %.lcssa118
  %1656 = fdiv float %.lcssa98, %.lcssa118
  %1657 = fdiv float %.lcssa97, %.lcssa119
  %1658 = fdiv float %.lcssa96, %.lcssa119
  %1659 = fdiv float %.lcssa95, %.lcssa118
  %1660 = fdiv float %.lcssa94, %.lcssa118
  %1661 = fdiv float %.lcssa93, %.lcssa119
  %1662 = fdiv float %.lcssa92, %.lcssa119
  %1663 = fdiv float %.lcssa91, %.lcssa118
  %1664 = fdiv float %.lcssa90, %.lcssa118
  %1665 = fdiv float %.lcssa89, %.lcssa119
  %1666 = fdiv float %.lcssa88, %.lcssa119
  %1667 = fdiv float %.lcssa87, %.lcssa118
  %1668 = fdiv float %.lcssa86, %.lcssa118
  %1669 = fptrunc float %1637 to bfloat
  %1670 = fptrunc float %1638 to bfloat
  %1671 = fptrunc float %1639 to bfloat
  %1672 = fptrunc float %1640 to bfloat
  %1673 = fptrunc float %1641 to bfloat
  %1674 = fptrunc float %1642 to bfloat
  %1675 = fptrunc float %1643 to bfloat
  %1676 = fptrunc float %1644 to bfloat
  %1677 = fptrunc float %1645 to bfloat
  %1678 = fptrunc float %1646 to bfloat
  %1679 = fptrunc float %1647 to bfloat
  %1680 = fptrunc float %1648 to bfloat
  %1681 = fptrunc float %1649 to bfloat
  %1682 = fptrunc float %1650 to bfloat
  %1683 = fptrunc float %1651 to bfloat
  %1684 = fptrunc float %1652 to bfloat
  %1685 = fptrunc float %1653 to bfloat
  %1686 = fptrunc float %1654 to bfloat
  %1687 = fptrunc float %1655 to bfloat
  %1688 = fptrunc float %1656 to bfloat
  %1689 = fptrunc float %1657 to bfloat
  %1690 = fptrunc float %1658 to bfloat
  %1691 = fptrunc float %1659 to bfloat
  %1692 = fptrunc float %1660 to bfloat
  %1693 = fptrunc float %1661 to bfloat
  %1694 = fptrunc float %1662 to bfloat
  %1695 = fptrunc float %1663 to bfloat
  %1696 = fptrunc float %1664 to bfloat
  %1697 = fptrunc float %1665 to bfloat
  %1698 = fptrunc float %1666 to bfloat
  %1699 = fptrunc float %1667 to bfloat
  %1700 = fptrunc float %1668 to bfloat
  %1701 = or disjoint i32 %1631, %12
  %1702 = add i32 %11, %1701
  %1703 = shl i32 %1702, 6
  %1704 = or disjoint i32 %1703, %.pre-phi246
  %1705 = sext i32 %1704 to i64
  %1706 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1705
  %1707 = icmp slt i32 %1701, %4
  %1708 = ptrtoint ptr addrspace(1) %1706 to i64
  %1709 = and i64 %1708, 3
  %1710 = icmp eq i64 %1709, 0
  %1711 = and i1 %1707, %1710
  %1712 = xor i1 %1707, %1711
  %1713 = zext i1 %1711 to i32
  %1714 = bitcast bfloat %1669 to i16
  %1715 = bitcast bfloat %1670 to i16
  %1716 = zext i1 %1712 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1713, i16 %1714, i16 %1715, ptr addrspace(1) %1706, i32 %1716, i32 %1716) #7
  %1717 = or disjoint i32 %1634, %12
  %1718 = add i32 %11, %1717
  %1719 = shl i32 %1718, 6
  %1720 = or disjoint i32 %1719, %.pre-phi246
  %1721 = sext i32 %1720 to i64
  %1722 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1721
  %1723 = icmp slt i32 %1717, %4
  %1724 = ptrtoint ptr addrspace(1) %1722 to i64
  %1725 = and i64 %1724, 3
  %1726 = icmp eq i64 %1725, 0
  %1727 = and i1 %1723, %1726
  %1728 = xor i1 %1723, %1727
  %1729 = zext i1 %1727 to i32
  %1730 = bitcast bfloat %1671 to i16
  %1731 = bitcast bfloat %1672 to i16
  %1732 = zext i1 %1728 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1729, i16 %1730, i16 %1731, ptr addrspace(1) %1722, i32 %1732, i32 %1732) #7
  %1733 = or disjoint i32 %.pre-phi246, 8
  %1734 = or disjoint i32 %1703, %1733
  %1735 = sext i32 %1734 to i64
  %1736 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1735
  %1737 = ptrtoint ptr addrspace(1) %1736 to i64
  %1738 = and i64 %1737, 3
  %1739 = icmp eq i64 %1738, 0
  %1740 = and i1 %1707, %1739
  %1741 = xor i1 %1707, %1740
  %1742 = zext i1 %1740 to i32
  %1743 = bitcast bfloat %1673 to i16
  %1744 = bitcast bfloat %1674 to i16
  %1745 = zext i1 %1741 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1742, i16 %1743, i16 %1744, ptr addrspace(1) %1736, i32 %1745, i32 %1745) #7
  %1746 = or disjoint i32 %1719, %1733
  %1747 = sext i32 %1746 to i64
  %1748 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1747
  %1749 = ptrtoint ptr addrspace(1) %1748 to i64
  %1750 = and i64 %1749, 3
  %1751 = icmp eq i64 %1750, 0
  %1752 = and i1 %1723, %1751
  %1753 = xor i1 %1723, %1752
  %1754 = zext i1 %1752 to i32
  %1755 = bitcast bfloat %1675 to i16
  %1756 = bitcast bfloat %1676 to i16
  %1757 = zext i1 %1753 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1754, i16 %1755, i16 %1756, ptr addrspace(1) %1748, i32 %1757, i32 %1757) #7
  %1758 = or disjoint i32 %.pre-phi246, 16
  %1759 = or disjoint i32 %1703, %1758
  %1760 = sext i32 %1759 to i64
  %1761 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1760
  %1762 = ptrtoint ptr addrspace(1) %1761 to i64
  %1763 = and i64 %1762, 3
  %1764 = icmp eq i64 %1763, 0
  %1765 = and i1 %1707, %1764
  %1766 = xor i1 %1707, %1765
  %1767 = zext i1 %1765 to i32
  %1768 = bitcast bfloat %1677 to i16
  %1769 = bitcast bfloat %1678 to i16
  %1770 = zext i1 %1766 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1767, i16 %1768, i16 %1769, ptr addrspace(1) %1761, i32 %1770, i32 %1770) #7
  %1771 = or disjoint i32 %1719, %1758
  %1772 = sext i32 %1771 to i64
  %1773 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1772
  %1774 = ptrtoint ptr addrspace(1) %1773 to i64
  %1775 = and i64 %1774, 3
  %1776 = icmp eq i64 %1775, 0
  %1777 = and i1 %1723, %1776
  %1778 = xor i1 %1723, %1777
  %1779 = zext i1 %1777 to i32
  %1780 = bitcast bfloat %1679 to i16
  %1781 = bitcast bfloat %1680 to i16
  %1782 = zext i1 %1778 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1779, i16 %1780, i16 %1781, ptr addrspace(1) %1773, i32 %1782, i32 %1782) #7
  %1783 = or disjoint i32 %.pre-phi246, 24
  %1784 = or disjoint i32 %1703, %1783
  %1785 = sext i32 %1784 to i64
  %1786 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1785
  %1787 = ptrtoint ptr addrspace(1) %1786 to i64
  %1788 = and i64 %1787, 3
  %1789 = icmp eq i64 %1788, 0
  %1790 = and i1 %1707, %1789
  %1791 = xor i1 %1707, %1790
  %1792 = zext i1 %1790 to i32
  %1793 = bitcast bfloat %1681 to i16
  %1794 = bitcast bfloat %1682 to i16
  %1795 = zext i1 %1791 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1792, i16 %1793, i16 %1794, ptr addrspace(1) %1786, i32 %1795, i32 %1795) #7
  %1796 = or disjoint i32 %1719, %1783
  %1797 = sext i32 %1796 to i64
  %1798 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1797
  %1799 = ptrtoint ptr addrspace(1) %1798 to i64
  %1800 = and i64 %1799, 3
  %1801 = icmp eq i64 %1800, 0
  %1802 = and i1 %1723, %1801
  %1803 = xor i1 %1723, %1802
  %1804 = zext i1 %1802 to i32
  %1805 = bitcast bfloat %1683 to i16
  %1806 = bitcast bfloat %1684 to i16
  %1807 = zext i1 %1803 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1804, i16 %1805, i16 %1806, ptr addrspace(1) %1798, i32 %1807, i32 %1807) #7
  %1808 = or disjoint i32 %.pre-phi246, 32
  %1809 = or disjoint i32 %1703, %1808
  %1810 = sext i32 %1809 to i64
  %1811 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1810
  %1812 = ptrtoint ptr addrspace(1) %1811 to i64
  %1813 = and i64 %1812, 3
  %1814 = icmp eq i64 %1813, 0
  %1815 = and i1 %1707, %1814
  %1816 = xor i1 %1707, %1815
  %1817 = zext i1 %1815 to i32
  %1818 = bitcast bfloat %1685 to i16
  %1819 = bitcast bfloat %1686 to i16
  %1820 = zext i1 %1816 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1817, i16 %1818, i16 %1819, ptr addrspace(1) %1811, i32 %1820, i32 %1820) #7
  %1821 = or disjoint i32 %1719, %1808
  %1822 = sext i32 %1821 to i64
  %1823 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1822
  %1824 = ptrtoint ptr addrspace(1) %1823 to i64
  %1825 = and i64 %1824, 3
  %1826 = icmp eq i64 %1825, 0
  %1827 = and i1 %1723, %1826
  %1828 = xor i1 %1723, %1827
  %1829 = zext i1 %1827 to i32
  %1830 = bitcast bfloat %1687 to i16
  %1831 = bitcast bfloat %1688 to i16
  %1832 = zext i1 %1828 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1829, i16 %1830, i16 %1831, ptr addrspace(1) %1823, i32 %1832, i32 %1832) #7
  %1833 = or disjoint i32 %.pre-phi246, 40
  %1834 = or disjoint i32 %1703, %1833
  %1835 = sext i32 %1834 to i64
  %1836 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1835
  %1837 = ptrtoint ptr addrspace(1) %1836 to i64
  %1838 = and i64 %1837, 3
  %1839 = icmp eq i64 %1838, 0
  %1840 = and i1 %1707, %1839
  %1841 = xor i1 %1707, %1840
  %1842 = zext i1 %1840 to i32
  %1843 = bitcast bfloat %1689 to i16
  %1844 = bitcast bfloat %1690 to i16
  %1845 = zext i1 %1841 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1842, i16 %1843, i16 %1844, ptr addrspace(1) %1836, i32 %1845, i32 %1845) #7
  %1846 = or disjoint i32 %1719, %1833
  %1847 = sext i32 %1846 to i64
  %1848 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1847
  %1849 = ptrtoint ptr addrspace(1) %1848 to i64
  %1850 = and i64 %1849, 3
  %1851 = icmp eq i64 %1850, 0
  %1852 = and i1 %1723, %1851
  %1853 = xor i1 %1723, %1852
  %1854 = zext i1 %1852 to i32
  %1855 = bitcast bfloat %1691 to i16
  %1856 = bitcast bfloat %1692 to i16
  %1857 = zext i1 %1853 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1854, i16 %1855, i16 %1856, ptr addrspace(1) %1848, i32 %1857, i32 %1857) #7
  %1858 = or disjoint i32 %.pre-phi246, 48
  %1859 = or disjoint i32 %1703, %1858
  %1860 = sext i32 %1859 to i64
  %1861 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1860
  %1862 = ptrtoint ptr addrspace(1) %1861 to i64
  %1863 = and i64 %1862, 3
  %1864 = icmp eq i64 %1863, 0
  %1865 = and i1 %1707, %1864
  %1866 = xor i1 %1707, %1865
  %1867 = zext i1 %1865 to i32
  %1868 = bitcast bfloat %1693 to i16
  %1869 = bitcast bfloat %1694 to i16
  %1870 = zext i1 %1866 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1867, i16 %1868, i16 %1869, ptr addrspace(1) %1861, i32 %1870, i32 %1870) #7
  %1871 = or disjoint i32 %1719, %1858
  %1872 = sext i32 %1871 to i64
  %1873 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1872
  %1874 = ptrtoint ptr addrspace(1) %1873 to i64
  %1875 = and i64 %1874, 3
  %1876 = icmp eq i64 %1875, 0
  %1877 = and i1 %1723, %1876
  %1878 = xor i1 %1723, %1877
  %1879 = zext i1 %1877 to i32
  %1880 = bitcast bfloat %1695 to i16
  %1881 = bitcast bfloat %1696 to i16
  %1882 = zext i1 %1878 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1879, i16 %1880, i16 %1881, ptr addrspace(1) %1873, i32 %1882, i32 %1882) #7
  %1883 = or disjoint i32 %.pre-phi246, 56
  %1884 = or disjoint i32 %1703, %1883
  %1885 = sext i32 %1884 to i64
  %1886 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1885
  %1887 = ptrtoint ptr addrspace(1) %1886 to i64
  %1888 = and i64 %1887, 3
  %1889 = icmp eq i64 %1888, 0
  %1890 = and i1 %1707, %1889
  %1891 = xor i1 %1707, %1890
  %1892 = zext i1 %1890 to i32
  %1893 = bitcast bfloat %1697 to i16
  %1894 = bitcast bfloat %1698 to i16
  %1895 = zext i1 %1891 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1892, i16 %1893, i16 %1894, ptr addrspace(1) %1886, i32 %1895, i32 %1895) #7
  %1896 = or disjoint i32 %1719, %1883
  %1897 = sext i32 %1896 to i64
  %1898 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1897
  %1899 = ptrtoint ptr addrspace(1) %1898 to i64
  %1900 = and i64 %1899, 3
  %1901 = icmp eq i64 %1900, 0
  %1902 = and i1 %1723, %1901
  %1903 = xor i1 %1723, %1902
  %1904 = zext i1 %1902 to i32
  %1905 = bitcast bfloat %1699 to i16
  %1906 = bitcast bfloat %1700 to i16
  %1907 = zext i1 %1903 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1904, i16 %1905, i16 %1906, ptr addrspace(1) %1898, i32 %1907, i32 %1907) #7
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
