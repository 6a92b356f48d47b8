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
  %264 = select i1 %256, ptr addrspace(1) %255, ptr addrspace(1) %1
  %265 = ptrtoint ptr addrspace(3) %262 to i64
  %266 = trunc i64 %265 to i32
  %267 = or disjoint i32 %248, 16
  %268 = add i32 %11, %267
  %269 = shl i32 %268, 6
  %270 = or disjoint i32 %269, %250
  %271 = sext i32 %270 to i64
  %272 = getelementptr bfloat, ptr addrspace(1) %1, i64 %271
  %273 = ptrtoint ptr addrspace(1) %272 to i64
  %274 = and i64 %273, 15
  %275 = icmp eq i64 %274, 0
  %276 = icmp slt i32 %267, %4
  %277 = select i1 %276, i32 16, i32 0
  %278 = mul nuw nsw i32 %267, 72
  %279 = add nuw nsw i32 %278, %250
  %280 = shl nuw nsw i32 %279, 1
  %281 = zext nneg i32 %280 to i64
  %282 = getelementptr i8, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 9216), i64 %281
  %283 = zext i1 %276 to i32
  %284 = select i1 %276, ptr addrspace(1) %272, ptr addrspace(1) %1
  %285 = ptrtoint ptr addrspace(3) %282 to i64
  %286 = trunc i64 %285 to i32
  %287 = or disjoint i32 %248, 32
  %288 = add i32 %11, %287
  %289 = shl i32 %288, 6
  %290 = or disjoint i32 %289, %250
  %291 = sext i32 %290 to i64
  %292 = getelementptr bfloat, ptr addrspace(1) %1, i64 %291
  %293 = ptrtoint ptr addrspace(1) %292 to i64
  %294 = and i64 %293, 15
  %295 = icmp eq i64 %294, 0
  %296 = icmp slt i32 %287, %4
  %297 = select i1 %296, i32 16, i32 0
  %298 = mul nuw nsw i32 %287, 72
  %299 = add nuw nsw i32 %298, %250
  %300 = shl nuw nsw i32 %299, 1
  %301 = zext nneg i32 %300 to i64
  %302 = getelementptr i8, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 9216), i64 %301
  %303 = zext i1 %296 to i32
  %304 = select i1 %296, ptr addrspace(1) %292, ptr addrspace(1) %1
  %305 = ptrtoint ptr addrspace(3) %302 to i64
  %306 = trunc i64 %305 to i32
  %307 = or disjoint i32 %248, 48
  %308 = add i32 %11, %307
  %309 = shl i32 %308, 6
  %310 = or disjoint i32 %309, %250
  %311 = sext i32 %310 to i64
  %312 = getelementptr bfloat, ptr addrspace(1) %1, i64 %311
  %313 = ptrtoint ptr addrspace(1) %312 to i64
  %314 = and i64 %313, 15
  %315 = icmp eq i64 %314, 0
  %316 = icmp slt i32 %307, %4
  %317 = select i1 %316, i32 16, i32 0
  %318 = mul nuw nsw i32 %307, 72
  %319 = add nuw nsw i32 %318, %250
  %320 = shl nuw nsw i32 %319, 1
  %321 = zext nneg i32 %320 to i64
  %322 = getelementptr i8, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 9216), i64 %321
  %323 = zext i1 %316 to i32
  %324 = select i1 %316, ptr addrspace(1) %312, ptr addrspace(1) %1
  %325 = ptrtoint ptr addrspace(3) %322 to i64
  %326 = trunc i64 %325 to i32
  %327 = getelementptr bfloat, ptr addrspace(1) %2, i64 %254
  %328 = ptrtoint ptr addrspace(1) %327 to i64
  %329 = and i64 %328, 15
  %330 = icmp eq i64 %329, 0
  %331 = getelementptr i8, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 18432), i64 %261
  %332 = select i1 %256, ptr addrspace(1) %327, ptr addrspace(1) %2
  %333 = ptrtoint ptr addrspace(3) %331 to i64
  %334 = trunc i64 %333 to i32
  %335 = getelementptr bfloat, ptr addrspace(1) %2, i64 %271
  %336 = ptrtoint ptr addrspace(1) %335 to i64
  %337 = and i64 %336, 15
  %338 = icmp eq i64 %337, 0
  %339 = getelementptr i8, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 18432), i64 %281
  %340 = select i1 %276, ptr addrspace(1) %335, ptr addrspace(1) %2
  %341 = ptrtoint ptr addrspace(3) %339 to i64
  %342 = trunc i64 %341 to i32
  %343 = getelementptr bfloat, ptr addrspace(1) %2, i64 %291
  %344 = ptrtoint ptr addrspace(1) %343 to i64
  %345 = and i64 %344, 15
  %346 = icmp eq i64 %345, 0
  %347 = getelementptr i8, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 18432), i64 %301
  %348 = select i1 %296, ptr addrspace(1) %343, ptr addrspace(1) %2
  %349 = ptrtoint ptr addrspace(3) %347 to i64
  %350 = trunc i64 %349 to i32
  %351 = getelementptr bfloat, ptr addrspace(1) %2, i64 %311
  %352 = ptrtoint ptr addrspace(1) %351 to i64
  %353 = and i64 %352, 15
  %354 = icmp eq i64 %353, 0
  %355 = getelementptr i8, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 18432), i64 %321
  %356 = select i1 %316, ptr addrspace(1) %351, ptr addrspace(1) %2
  %357 = ptrtoint ptr addrspace(3) %355 to i64
  %358 = trunc i64 %357 to i32
  br i1 %247, label %443, label %.preheader42

.lr.ph:                                           ; preds = %.preheader42
  %359 = and i32 %7, 7
  %360 = and i32 %7, 8
  %361 = and i32 %7, 15
  %362 = or disjoint i32 %800, %361
  %363 = and i32 %799, 8
  %364 = mul nuw nsw i32 %362, 72
  %365 = add nuw nsw i32 %364, %363
  %366 = or disjoint i32 %363, %359
  %367 = mul nuw nsw i32 %366, 72
  %invariant.op = add nuw nsw i32 %367, 1152
  %invariant.op126 = add nuw nsw i32 %367, 2304
  %invariant.op128 = add nuw nsw i32 %367, 3456
  %368 = shl nuw nsw i32 %7, 1
  %369 = and i32 %368, 6
  %370 = mul nuw nsw i32 %361, 72
  %371 = add nuw nsw i32 %370, %363
  %372 = zext nneg i32 %371 to i64
  %373 = or disjoint i32 %363, 16
  %374 = add nuw nsw i32 %373, %370
  %375 = zext nneg i32 %374 to i64
  %376 = or disjoint i32 %363, 32
  %377 = add nuw nsw i32 %376, %370
  %378 = zext nneg i32 %377 to i64
  %379 = or disjoint i32 %363, 48
  %380 = add nuw nsw i32 %379, %370
  %381 = zext nneg i32 %380 to i64
  %382 = add nuw nsw i32 %370, 1152
  %383 = add nuw nsw i32 %382, %363
  %384 = zext nneg i32 %383 to i64
  %385 = add nuw nsw i32 %382, %373
  %386 = zext nneg i32 %385 to i64
  %387 = add nuw nsw i32 %382, %376
  %388 = zext nneg i32 %387 to i64
  %389 = add nuw nsw i32 %382, %379
  %390 = zext nneg i32 %389 to i64
  %391 = add nuw nsw i32 %370, 2304
  %392 = add nuw nsw i32 %391, %363
  %393 = zext nneg i32 %392 to i64
  %394 = add nuw nsw i32 %391, %373
  %395 = zext nneg i32 %394 to i64
  %396 = add nuw nsw i32 %391, %376
  %397 = zext nneg i32 %396 to i64
  %398 = add nuw nsw i32 %391, %379
  %399 = zext nneg i32 %398 to i64
  %400 = add nuw nsw i32 %370, 3456
  %401 = add nuw nsw i32 %400, %363
  %402 = zext nneg i32 %401 to i64
  %403 = add nuw nsw i32 %400, %373
  %404 = zext nneg i32 %403 to i64
  %405 = add nuw nsw i32 %400, %376
  %406 = zext nneg i32 %405 to i64
  %407 = add nuw nsw i32 %400, %379
  %408 = zext nneg i32 %407 to i64
  %409 = zext nneg i32 %365 to i64
  %410 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %409
  %411 = add nuw nsw i32 %360, %367
  %412 = zext nneg i32 %411 to i64
  %.reass = add nuw nsw i32 %360, %invariant.op
  %413 = zext nneg i32 %.reass to i64
  %.reass127 = add nuw nsw i32 %360, %invariant.op126
  %414 = zext nneg i32 %.reass127 to i64
  %.reass129 = add nuw nsw i32 %360, %invariant.op128
  %415 = zext nneg i32 %.reass129 to i64
  %416 = zext nneg i32 %365 to i64
  %417 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %416
  %418 = getelementptr i8, ptr addrspace(3) %417, i64 32
  %419 = or disjoint i32 %360, 16
  %420 = add nuw nsw i32 %419, %367
  %421 = zext nneg i32 %420 to i64
  %.reass.1 = add nuw nsw i32 %419, %invariant.op
  %422 = zext nneg i32 %.reass.1 to i64
  %.reass127.1 = add nuw nsw i32 %419, %invariant.op126
  %423 = zext nneg i32 %.reass127.1 to i64
  %.reass129.1 = add nuw nsw i32 %419, %invariant.op128
  %424 = zext nneg i32 %.reass129.1 to i64
  %425 = zext nneg i32 %365 to i64
  %426 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %425
  %427 = getelementptr i8, ptr addrspace(3) %426, i64 64
  %428 = or disjoint i32 %360, 32
  %429 = add nuw nsw i32 %428, %367
  %430 = zext nneg i32 %429 to i64
  %.reass.2 = add nuw nsw i32 %428, %invariant.op
  %431 = zext nneg i32 %.reass.2 to i64
  %.reass127.2 = add nuw nsw i32 %428, %invariant.op126
  %432 = zext nneg i32 %.reass127.2 to i64
  %.reass129.2 = add nuw nsw i32 %428, %invariant.op128
  %433 = zext nneg i32 %.reass129.2 to i64
  %434 = zext nneg i32 %365 to i64
  %435 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %434
  %436 = getelementptr i8, ptr addrspace(3) %435, i64 96
  %437 = or disjoint i32 %360, 48
  %438 = add nuw nsw i32 %437, %367
  %439 = zext nneg i32 %438 to i64
  %.reass.3 = add nuw nsw i32 %437, %invariant.op
  %440 = zext nneg i32 %.reass.3 to i64
  %.reass127.3 = add nuw nsw i32 %437, %invariant.op126
  %441 = zext nneg i32 %.reass127.3 to i64
  %.reass129.3 = add nuw nsw i32 %437, %invariant.op128
  %442 = zext nneg i32 %.reass129.3 to i64
  br label %801

443:                                              ; preds = %6
  %444 = ptrtoint ptr addrspace(1) %255 to i64
  %445 = and i64 %444, 15
  %446 = icmp eq i64 %445, 0
  br i1 %446, label %490, label %.preheader57.preheader

.preheader57.preheader:                           ; preds = %443
  %447 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %255, i32 %263, i16 0) #7
  store i16 %447, ptr addrspace(3) %262, align 16
  %448 = or disjoint i32 %250, %252
  %449 = sext i32 %448 to i64
  %450 = getelementptr bfloat, ptr addrspace(1) %1, i64 %449
  %451 = getelementptr i8, ptr addrspace(1) %450, i64 2
  %452 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %451, i32 %263, i16 0) #7
  %453 = getelementptr i8, ptr addrspace(3) %262, i64 2
  store i16 %452, ptr addrspace(3) %453, align 2
  %454 = or disjoint i32 %250, %252
  %455 = sext i32 %454 to i64
  %456 = getelementptr bfloat, ptr addrspace(1) %1, i64 %455
  %457 = getelementptr i8, ptr addrspace(1) %456, i64 4
  %458 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %457, i32 %263, i16 0) #7
  %459 = getelementptr i8, ptr addrspace(3) %262, i64 4
  store i16 %458, ptr addrspace(3) %459, align 4
  %460 = or disjoint i32 %250, %252
  %461 = sext i32 %460 to i64
  %462 = getelementptr bfloat, ptr addrspace(1) %1, i64 %461
  %463 = getelementptr i8, ptr addrspace(1) %462, i64 6
  %464 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %463, i32 %263, i16 0) #7
  %465 = getelementptr i8, ptr addrspace(3) %262, i64 6
  store i16 %464, ptr addrspace(3) %465, align 2
  %466 = or disjoint i32 %250, %252
  %467 = sext i32 %466 to i64
  %468 = getelementptr bfloat, ptr addrspace(1) %1, i64 %467
  %469 = getelementptr i8, ptr addrspace(1) %468, i64 8
  %470 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %469, i32 %263, i16 0) #7
  %471 = getelementptr i8, ptr addrspace(3) %262, i64 8
  store i16 %470, ptr addrspace(3) %471, align 8
  %472 = or disjoint i32 %250, %252
  %473 = sext i32 %472 to i64
  %474 = getelementptr bfloat, ptr addrspace(1) %1, i64 %473
  %475 = getelementptr i8, ptr addrspace(1) %474, i64 10
  %476 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %475, i32 %263, i16 0) #7
  %477 = getelementptr i8, ptr addrspace(3) %262, i64 10
  store i16 %476, ptr addrspace(3) %477, align 2
  %478 = or disjoint i32 %250, %252
  %479 = sext i32 %478 to i64
  %480 = getelementptr bfloat, ptr addrspace(1) %1, i64 %479
  %481 = getelementptr i8, ptr addrspace(1) %480, i64 12
  %482 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %481, i32 %263, i16 0) #7
  %483 = getelementptr i8, ptr addrspace(3) %262, i64 12
  store i16 %482, ptr addrspace(3) %483, align 4
  %484 = or disjoint i32 %250, %252
  %485 = sext i32 %484 to i64
  %486 = getelementptr bfloat, ptr addrspace(1) %1, i64 %485
  %487 = getelementptr i8, ptr addrspace(1) %486, i64 14
  %488 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %487, i32 %263, i16 0) #7
  %489 = getelementptr i8, ptr addrspace(3) %262, i64 14
  store i16 %488, ptr addrspace(3) %489, align 2
  br label %.loopexit58

490:                                              ; preds = %443
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %266, ptr addrspace(1) %264, i32 %257) #7
  br label %.loopexit58

.loopexit58:                                      ; preds = %.preheader57.preheader, %490
  br i1 %275, label %534, label %.preheader55.preheader

.preheader55.preheader:                           ; preds = %.loopexit58
  %491 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %272, i32 %283, i16 0) #7
  store i16 %491, ptr addrspace(3) %282, align 16
  %492 = or disjoint i32 %250, %269
  %493 = sext i32 %492 to i64
  %494 = getelementptr bfloat, ptr addrspace(1) %1, i64 %493
  %495 = getelementptr i8, ptr addrspace(1) %494, i64 2
  %496 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %495, i32 %283, i16 0) #7
  %497 = getelementptr i8, ptr addrspace(3) %282, i64 2
  store i16 %496, ptr addrspace(3) %497, align 2
  %498 = or disjoint i32 %250, %269
  %499 = sext i32 %498 to i64
  %500 = getelementptr bfloat, ptr addrspace(1) %1, i64 %499
  %501 = getelementptr i8, ptr addrspace(1) %500, i64 4
  %502 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %501, i32 %283, i16 0) #7
  %503 = getelementptr i8, ptr addrspace(3) %282, i64 4
  store i16 %502, ptr addrspace(3) %503, align 4
  %504 = or disjoint i32 %250, %269
  %505 = sext i32 %504 to i64
  %506 = getelementptr bfloat, ptr addrspace(1) %1, i64 %505
  %507 = getelementptr i8, ptr addrspace(1) %506, i64 6
  %508 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %507, i32 %283, i16 0) #7
  %509 = getelementptr i8, ptr addrspace(3) %282, i64 6
  store i16 %508, ptr addrspace(3) %509, align 2
  %510 = or disjoint i32 %250, %269
  %511 = sext i32 %510 to i64
  %512 = getelementptr bfloat, ptr addrspace(1) %1, i64 %511
  %513 = getelementptr i8, ptr addrspace(1) %512, i64 8
  %514 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %513, i32 %283, i16 0) #7
  %515 = getelementptr i8, ptr addrspace(3) %282, i64 8
  store i16 %514, ptr addrspace(3) %515, align 8
  %516 = or disjoint i32 %250, %269
  %517 = sext i32 %516 to i64
  %518 = getelementptr bfloat, ptr addrspace(1) %1, i64 %517
  %519 = getelementptr i8, ptr addrspace(1) %518, i64 10
  %520 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %519, i32 %283, i16 0) #7
  %521 = getelementptr i8, ptr addrspace(3) %282, i64 10
  store i16 %520, ptr addrspace(3) %521, align 2
  %522 = or disjoint i32 %250, %269
  %523 = sext i32 %522 to i64
  %524 = getelementptr bfloat, ptr addrspace(1) %1, i64 %523
  %525 = getelementptr i8, ptr addrspace(1) %524, i64 12
  %526 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %525, i32 %283, i16 0) #7
  %527 = getelementptr i8, ptr addrspace(3) %282, i64 12
  store i16 %526, ptr addrspace(3) %527, align 4
  %528 = or disjoint i32 %250, %269
  %529 = sext i32 %528 to i64
  %530 = getelementptr bfloat, ptr addrspace(1) %1, i64 %529
  %531 = getelementptr i8, ptr addrspace(1) %530, i64 14
  %532 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %531, i32 %283, i16 0) #7
  %533 = getelementptr i8, ptr addrspace(3) %282, i64 14
  store i16 %532, ptr addrspace(3) %533, align 2
  br label %.loopexit56

534:                                              ; preds = %.loopexit58
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %286, ptr addrspace(1) %284, i32 %277) #7
  br label %.loopexit56

.loopexit56:                                      ; preds = %.preheader55.preheader, %534
  br i1 %295, label %578, label %.preheader53.preheader

.preheader53.preheader:                           ; preds = %.loopexit56
  %535 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %292, i32 %303, i16 0) #7
  store i16 %535, ptr addrspace(3) %302, align 16
  %536 = or disjoint i32 %250, %289
  %537 = sext i32 %536 to i64
  %538 = getelementptr bfloat, ptr addrspace(1) %1, i64 %537
  %539 = getelementptr i8, ptr addrspace(1) %538, i64 2
  %540 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %539, i32 %303, i16 0) #7
  %541 = getelementptr i8, ptr addrspace(3) %302, i64 2
  store i16 %540, ptr addrspace(3) %541, align 2
  %542 = or disjoint i32 %250, %289
  %543 = sext i32 %542 to i64
  %544 = getelementptr bfloat, ptr addrspace(1) %1, i64 %543
  %545 = getelementptr i8, ptr addrspace(1) %544, i64 4
  %546 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %545, i32 %303, i16 0) #7
  %547 = getelementptr i8, ptr addrspace(3) %302, i64 4
  store i16 %546, ptr addrspace(3) %547, align 4
  %548 = or disjoint i32 %250, %289
  %549 = sext i32 %548 to i64
  %550 = getelementptr bfloat, ptr addrspace(1) %1, i64 %549
  %551 = getelementptr i8, ptr addrspace(1) %550, i64 6
  %552 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %551, i32 %303, i16 0) #7
  %553 = getelementptr i8, ptr addrspace(3) %302, i64 6
  store i16 %552, ptr addrspace(3) %553, align 2
  %554 = or disjoint i32 %250, %289
  %555 = sext i32 %554 to i64
  %556 = getelementptr bfloat, ptr addrspace(1) %1, i64 %555
  %557 = getelementptr i8, ptr addrspace(1) %556, i64 8
  %558 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %557, i32 %303, i16 0) #7
  %559 = getelementptr i8, ptr addrspace(3) %302, i64 8
  store i16 %558, ptr addrspace(3) %559, align 8
  %560 = or disjoint i32 %250, %289
  %561 = sext i32 %560 to i64
  %562 = getelementptr bfloat, ptr addrspace(1) %1, i64 %561
  %563 = getelementptr i8, ptr addrspace(1) %562, i64 10
  %564 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %563, i32 %303, i16 0) #7
  %565 = getelementptr i8, ptr addrspace(3) %302, i64 10
  store i16 %564, ptr addrspace(3) %565, align 2
  %566 = or disjoint i32 %250, %289
  %567 = sext i32 %566 to i64
  %568 = getelementptr bfloat, ptr addrspace(1) %1, i64 %567
  %569 = getelementptr i8, ptr addrspace(1) %568, i64 12
  %570 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %569, i32 %303, i16 0) #7
  %571 = getelementptr i8, ptr addrspace(3) %302, i64 12
  store i16 %570, ptr addrspace(3) %571, align 4
  %572 = or disjoint i32 %250, %289
  %573 = sext i32 %572 to i64
  %574 = getelementptr bfloat, ptr addrspace(1) %1, i64 %573
  %575 = getelementptr i8, ptr addrspace(1) %574, i64 14
  %576 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %575, i32 %303, i16 0) #7
  %577 = getelementptr i8, ptr addrspace(3) %302, i64 14
  store i16 %576, ptr addrspace(3) %577, align 2
  br label %.loopexit54

578:                                              ; preds = %.loopexit56
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %306, ptr addrspace(1) %304, i32 %297) #7
  br label %.loopexit54

.loopexit54:                                      ; preds = %.preheader53.preheader, %578
  br i1 %315, label %622, label %.preheader51.preheader

.preheader51.preheader:                           ; preds = %.loopexit54
  %579 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %312, i32 %323, i16 0) #7
  store i16 %579, ptr addrspace(3) %322, align 16
  %580 = or disjoint i32 %250, %309
  %581 = sext i32 %580 to i64
  %582 = getelementptr bfloat, ptr addrspace(1) %1, i64 %581
  %583 = getelementptr i8, ptr addrspace(1) %582, i64 2
  %584 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %583, i32 %323, i16 0) #7
  %585 = getelementptr i8, ptr addrspace(3) %322, i64 2
  store i16 %584, ptr addrspace(3) %585, align 2
  %586 = or disjoint i32 %250, %309
  %587 = sext i32 %586 to i64
  %588 = getelementptr bfloat, ptr addrspace(1) %1, i64 %587
  %589 = getelementptr i8, ptr addrspace(1) %588, i64 4
  %590 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %589, i32 %323, i16 0) #7
  %591 = getelementptr i8, ptr addrspace(3) %322, i64 4
  store i16 %590, ptr addrspace(3) %591, align 4
  %592 = or disjoint i32 %250, %309
  %593 = sext i32 %592 to i64
  %594 = getelementptr bfloat, ptr addrspace(1) %1, i64 %593
  %595 = getelementptr i8, ptr addrspace(1) %594, i64 6
  %596 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %595, i32 %323, i16 0) #7
  %597 = getelementptr i8, ptr addrspace(3) %322, i64 6
  store i16 %596, ptr addrspace(3) %597, align 2
  %598 = or disjoint i32 %250, %309
  %599 = sext i32 %598 to i64
  %600 = getelementptr bfloat, ptr addrspace(1) %1, i64 %599
  %601 = getelementptr i8, ptr addrspace(1) %600, i64 8
  %602 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %601, i32 %323, i16 0) #7
  %603 = getelementptr i8, ptr addrspace(3) %322, i64 8
  store i16 %602, ptr addrspace(3) %603, align 8
  %604 = or disjoint i32 %250, %309
  %605 = sext i32 %604 to i64
  %606 = getelementptr bfloat, ptr addrspace(1) %1, i64 %605
  %607 = getelementptr i8, ptr addrspace(1) %606, i64 10
  %608 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %607, i32 %323, i16 0) #7
  %609 = getelementptr i8, ptr addrspace(3) %322, i64 10
  store i16 %608, ptr addrspace(3) %609, align 2
  %610 = or disjoint i32 %250, %309
  %611 = sext i32 %610 to i64
  %612 = getelementptr bfloat, ptr addrspace(1) %1, i64 %611
  %613 = getelementptr i8, ptr addrspace(1) %612, i64 12
  %614 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %613, i32 %323, i16 0) #7
  %615 = getelementptr i8, ptr addrspace(3) %322, i64 12
  store i16 %614, ptr addrspace(3) %615, align 4
  %616 = or disjoint i32 %250, %309
  %617 = sext i32 %616 to i64
  %618 = getelementptr bfloat, ptr addrspace(1) %1, i64 %617
  %619 = getelementptr i8, ptr addrspace(1) %618, i64 14
  %620 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %619, i32 %323, i16 0) #7
  %621 = getelementptr i8, ptr addrspace(3) %322, i64 14
  store i16 %620, ptr addrspace(3) %621, align 2
  br label %.loopexit52

622:                                              ; preds = %.loopexit54
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %326, ptr addrspace(1) %324, i32 %317) #7
  br label %.loopexit52

.loopexit52:                                      ; preds = %.preheader51.preheader, %622
  br i1 %330, label %666, label %.preheader49.preheader

.preheader49.preheader:                           ; preds = %.loopexit52
  %623 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %327, i32 %263, i16 0) #7
  store i16 %623, ptr addrspace(3) %331, align 16
  %624 = or disjoint i32 %250, %252
  %625 = sext i32 %624 to i64
  %626 = getelementptr bfloat, ptr addrspace(1) %2, i64 %625
  %627 = getelementptr i8, ptr addrspace(1) %626, i64 2
  %628 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %627, i32 %263, i16 0) #7
  %629 = getelementptr i8, ptr addrspace(3) %331, i64 2
  store i16 %628, ptr addrspace(3) %629, align 2
  %630 = or disjoint i32 %250, %252
  %631 = sext i32 %630 to i64
  %632 = getelementptr bfloat, ptr addrspace(1) %2, i64 %631
  %633 = getelementptr i8, ptr addrspace(1) %632, i64 4
  %634 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %633, i32 %263, i16 0) #7
  %635 = getelementptr i8, ptr addrspace(3) %331, i64 4
  store i16 %634, ptr addrspace(3) %635, align 4
  %636 = or disjoint i32 %250, %252
  %637 = sext i32 %636 to i64
  %638 = getelementptr bfloat, ptr addrspace(1) %2, i64 %637
  %639 = getelementptr i8, ptr addrspace(1) %638, i64 6
  %640 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %639, i32 %263, i16 0) #7
  %641 = getelementptr i8, ptr addrspace(3) %331, i64 6
  store i16 %640, ptr addrspace(3) %641, align 2
  %642 = or disjoint i32 %250, %252
  %643 = sext i32 %642 to i64
  %644 = getelementptr bfloat, ptr addrspace(1) %2, i64 %643
  %645 = getelementptr i8, ptr addrspace(1) %644, i64 8
  %646 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %645, i32 %263, i16 0) #7
  %647 = getelementptr i8, ptr addrspace(3) %331, i64 8
  store i16 %646, ptr addrspace(3) %647, align 8
  %648 = or disjoint i32 %250, %252
  %649 = sext i32 %648 to i64
  %650 = getelementptr bfloat, ptr addrspace(1) %2, i64 %649
  %651 = getelementptr i8, ptr addrspace(1) %650, i64 10
  %652 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %651, i32 %263, i16 0) #7
  %653 = getelementptr i8, ptr addrspace(3) %331, i64 10
  store i16 %652, ptr addrspace(3) %653, align 2
  %654 = or disjoint i32 %250, %252
  %655 = sext i32 %654 to i64
  %656 = getelementptr bfloat, ptr addrspace(1) %2, i64 %655
  %657 = getelementptr i8, ptr addrspace(1) %656, i64 12
  %658 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %657, i32 %263, i16 0) #7
  %659 = getelementptr i8, ptr addrspace(3) %331, i64 12
  store i16 %658, ptr addrspace(3) %659, align 4
  %660 = or disjoint i32 %250, %252
  %661 = sext i32 %660 to i64
  %662 = getelementptr bfloat, ptr addrspace(1) %2, i64 %661
  %663 = getelementptr i8, ptr addrspace(1) %662, i64 14
  %664 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %663, i32 %263, i16 0) #7
  %665 = getelementptr i8, ptr addrspace(3) %331, i64 14
  store i16 %664, ptr addrspace(3) %665, align 2
  br label %.loopexit50

666:                                              ; preds = %.loopexit52
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %334, ptr addrspace(1) %332, i32 %257) #7
  br label %.loopexit50

.loopexit50:                                      ; preds = %.preheader49.preheader, %666
  br i1 %338, label %710, label %.preheader47.preheader

.preheader47.preheader:                           ; preds = %.loopexit50
  %667 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %335, i32 %283, i16 0) #7
  store i16 %667, ptr addrspace(3) %339, align 16
  %668 = or disjoint i32 %250, %269
  %669 = sext i32 %668 to i64
  %670 = getelementptr bfloat, ptr addrspace(1) %2, i64 %669
  %671 = getelementptr i8, ptr addrspace(1) %670, i64 2
  %672 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %671, i32 %283, i16 0) #7
  %673 = getelementptr i8, ptr addrspace(3) %339, i64 2
  store i16 %672, ptr addrspace(3) %673, align 2
  %674 = or disjoint i32 %250, %269
  %675 = sext i32 %674 to i64
  %676 = getelementptr bfloat, ptr addrspace(1) %2, i64 %675
  %677 = getelementptr i8, ptr addrspace(1) %676, i64 4
  %678 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %677, i32 %283, i16 0) #7
  %679 = getelementptr i8, ptr addrspace(3) %339, i64 4
  store i16 %678, ptr addrspace(3) %679, align 4
  %680 = or disjoint i32 %250, %269
  %681 = sext i32 %680 to i64
  %682 = getelementptr bfloat, ptr addrspace(1) %2, i64 %681
  %683 = getelementptr i8, ptr addrspace(1) %682, i64 6
  %684 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %683, i32 %283, i16 0) #7
  %685 = getelementptr i8, ptr addrspace(3) %339, i64 6
  store i16 %684, ptr addrspace(3) %685, align 2
  %686 = or disjoint i32 %250, %269
  %687 = sext i32 %686 to i64
  %688 = getelementptr bfloat, ptr addrspace(1) %2, i64 %687
  %689 = getelementptr i8, ptr addrspace(1) %688, i64 8
  %690 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %689, i32 %283, i16 0) #7
  %691 = getelementptr i8, ptr addrspace(3) %339, i64 8
  store i16 %690, ptr addrspace(3) %691, align 8
  %692 = or disjoint i32 %250, %269
  %693 = sext i32 %692 to i64
  %694 = getelementptr bfloat, ptr addrspace(1) %2, i64 %693
  %695 = getelementptr i8, ptr addrspace(1) %694, i64 10
  %696 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %695, i32 %283, i16 0) #7
  %697 = getelementptr i8, ptr addrspace(3) %339, i64 10
  store i16 %696, ptr addrspace(3) %697, align 2
  %698 = or disjoint i32 %250, %269
  %699 = sext i32 %698 to i64
  %700 = getelementptr bfloat, ptr addrspace(1) %2, i64 %699
  %701 = getelementptr i8, ptr addrspace(1) %700, i64 12
  %702 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %701, i32 %283, i16 0) #7
  %703 = getelementptr i8, ptr addrspace(3) %339, i64 12
  store i16 %702, ptr addrspace(3) %703, align 4
  %704 = or disjoint i32 %250, %269
  %705 = sext i32 %704 to i64
  %706 = getelementptr bfloat, ptr addrspace(1) %2, i64 %705
  %707 = getelementptr i8, ptr addrspace(1) %706, i64 14
  %708 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %707, i32 %283, i16 0) #7
  %709 = getelementptr i8, ptr addrspace(3) %339, i64 14
  store i16 %708, ptr addrspace(3) %709, align 2
  br label %.loopexit48

710:                                              ; preds = %.loopexit50
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %342, ptr addrspace(1) %340, i32 %277) #7
  br label %.loopexit48

.loopexit48:                                      ; preds = %.preheader47.preheader, %710
  br i1 %346, label %754, label %.preheader45.preheader

.preheader45.preheader:                           ; preds = %.loopexit48
  %711 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %343, i32 %303, i16 0) #7
  store i16 %711, ptr addrspace(3) %347, align 16
  %712 = or disjoint i32 %250, %289
  %713 = sext i32 %712 to i64
  %714 = getelementptr bfloat, ptr addrspace(1) %2, i64 %713
  %715 = getelementptr i8, ptr addrspace(1) %714, i64 2
  %716 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %715, i32 %303, i16 0) #7
  %717 = getelementptr i8, ptr addrspace(3) %347, i64 2
  store i16 %716, ptr addrspace(3) %717, align 2
  %718 = or disjoint i32 %250, %289
  %719 = sext i32 %718 to i64
  %720 = getelementptr bfloat, ptr addrspace(1) %2, i64 %719
  %721 = getelementptr i8, ptr addrspace(1) %720, i64 4
  %722 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %721, i32 %303, i16 0) #7
  %723 = getelementptr i8, ptr addrspace(3) %347, i64 4
  store i16 %722, ptr addrspace(3) %723, align 4
  %724 = or disjoint i32 %250, %289
  %725 = sext i32 %724 to i64
  %726 = getelementptr bfloat, ptr addrspace(1) %2, i64 %725
  %727 = getelementptr i8, ptr addrspace(1) %726, i64 6
  %728 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %727, i32 %303, i16 0) #7
  %729 = getelementptr i8, ptr addrspace(3) %347, i64 6
  store i16 %728, ptr addrspace(3) %729, align 2
  %730 = or disjoint i32 %250, %289
  %731 = sext i32 %730 to i64
  %732 = getelementptr bfloat, ptr addrspace(1) %2, i64 %731
  %733 = getelementptr i8, ptr addrspace(1) %732, i64 8
  %734 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %733, i32 %303, i16 0) #7
  %735 = getelementptr i8, ptr addrspace(3) %347, i64 8
  store i16 %734, ptr addrspace(3) %735, align 8
  %736 = or disjoint i32 %250, %289
  %737 = sext i32 %736 to i64
  %738 = getelementptr bfloat, ptr addrspace(1) %2, i64 %737
  %739 = getelementptr i8, ptr addrspace(1) %738, i64 10
  %740 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %739, i32 %303, i16 0) #7
  %741 = getelementptr i8, ptr addrspace(3) %347, i64 10
  store i16 %740, ptr addrspace(3) %741, align 2
  %742 = or disjoint i32 %250, %289
  %743 = sext i32 %742 to i64
  %744 = getelementptr bfloat, ptr addrspace(1) %2, i64 %743
  %745 = getelementptr i8, ptr addrspace(1) %744, i64 12
  %746 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %745, i32 %303, i16 0) #7
  %747 = getelementptr i8, ptr addrspace(3) %347, i64 12
  store i16 %746, ptr addrspace(3) %747, align 4
  %748 = or disjoint i32 %250, %289
  %749 = sext i32 %748 to i64
  %750 = getelementptr bfloat, ptr addrspace(1) %2, i64 %749
  %751 = getelementptr i8, ptr addrspace(1) %750, i64 14
  %752 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %751, i32 %303, i16 0) #7
  %753 = getelementptr i8, ptr addrspace(3) %347, i64 14
  store i16 %752, ptr addrspace(3) %753, align 2
  br label %.loopexit46

754:                                              ; preds = %.loopexit48
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %350, ptr addrspace(1) %348, i32 %297) #7
  br label %.loopexit46

.loopexit46:                                      ; preds = %.preheader45.preheader, %754
  br i1 %354, label %798, label %.preheader43.preheader

.preheader43.preheader:                           ; preds = %.loopexit46
  %755 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %351, i32 %323, i16 0) #7
  store i16 %755, ptr addrspace(3) %355, align 16
  %756 = or disjoint i32 %250, %309
  %757 = sext i32 %756 to i64
  %758 = getelementptr bfloat, ptr addrspace(1) %2, i64 %757
  %759 = getelementptr i8, ptr addrspace(1) %758, i64 2
  %760 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %759, i32 %323, i16 0) #7
  %761 = getelementptr i8, ptr addrspace(3) %355, i64 2
  store i16 %760, ptr addrspace(3) %761, align 2
  %762 = or disjoint i32 %250, %309
  %763 = sext i32 %762 to i64
  %764 = getelementptr bfloat, ptr addrspace(1) %2, i64 %763
  %765 = getelementptr i8, ptr addrspace(1) %764, i64 4
  %766 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %765, i32 %323, i16 0) #7
  %767 = getelementptr i8, ptr addrspace(3) %355, i64 4
  store i16 %766, ptr addrspace(3) %767, align 4
  %768 = or disjoint i32 %250, %309
  %769 = sext i32 %768 to i64
  %770 = getelementptr bfloat, ptr addrspace(1) %2, i64 %769
  %771 = getelementptr i8, ptr addrspace(1) %770, i64 6
  %772 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %771, i32 %323, i16 0) #7
  %773 = getelementptr i8, ptr addrspace(3) %355, i64 6
  store i16 %772, ptr addrspace(3) %773, align 2
  %774 = or disjoint i32 %250, %309
  %775 = sext i32 %774 to i64
  %776 = getelementptr bfloat, ptr addrspace(1) %2, i64 %775
  %777 = getelementptr i8, ptr addrspace(1) %776, i64 8
  %778 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %777, i32 %323, i16 0) #7
  %779 = getelementptr i8, ptr addrspace(3) %355, i64 8
  store i16 %778, ptr addrspace(3) %779, align 8
  %780 = or disjoint i32 %250, %309
  %781 = sext i32 %780 to i64
  %782 = getelementptr bfloat, ptr addrspace(1) %2, i64 %781
  %783 = getelementptr i8, ptr addrspace(1) %782, i64 10
  %784 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %783, i32 %323, i16 0) #7
  %785 = getelementptr i8, ptr addrspace(3) %355, i64 10
  store i16 %784, ptr addrspace(3) %785, align 2
  %786 = or disjoint i32 %250, %309
  %787 = sext i32 %786 to i64
  %788 = getelementptr bfloat, ptr addrspace(1) %2, i64 %787
  %789 = getelementptr i8, ptr addrspace(1) %788, i64 12
  %790 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %789, i32 %323, i16 0) #7
  %791 = getelementptr i8, ptr addrspace(3) %355, i64 12
  store i16 %790, ptr addrspace(3) %791, align 4
  %792 = or disjoint i32 %250, %309
  %793 = sext i32 %792 to i64
  %794 = getelementptr bfloat, ptr addrspace(1) %2, i64 %793
  %795 = getelementptr i8, ptr addrspace(1) %794, i64 14
  %796 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %795, i32 %323, i16 0) #7
  %797 = getelementptr i8, ptr addrspace(3) %355, i64 14
  store i16 %796, ptr addrspace(3) %797, align 2
  br label %.preheader42

798:                                              ; preds = %.loopexit46
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %358, ptr addrspace(1) %356, i32 %317) #7
  br label %.preheader42

.preheader42:                                     ; preds = %.preheader43.preheader, %798, %6
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #7
  %799 = lshr i32 %7, 1
  %800 = and i32 %799, 48
  br i1 %247, label %.lr.ph, label %.preheader42.._crit_edge_crit_edge

.preheader42.._crit_edge_crit_edge:               ; preds = %.preheader42
  %.pre234 = shl nuw nsw i32 %7, 1
  %.pre236 = and i32 %.pre234, 6
  br label %._crit_edge

801:                                              ; preds = %.lr.ph, %.loopexit
  %802 = phi float [ 0xFFF0000000000000, %.lr.ph ], [ %1726, %.loopexit ]
  %803 = phi float [ 0xFFF0000000000000, %.lr.ph ], [ %1725, %.loopexit ]
  %804 = phi float [ 0.000000e+00, %.lr.ph ], [ %2212, %.loopexit ]
  %805 = phi float [ 0.000000e+00, %.lr.ph ], [ %2211, %.loopexit ]
  %806 = phi float [ 0.000000e+00, %.lr.ph ], [ %2210, %.loopexit ]
  %807 = phi float [ 0.000000e+00, %.lr.ph ], [ %2209, %.loopexit ]
  %808 = phi float [ 0.000000e+00, %.lr.ph ], [ %2207, %.loopexit ]
  %809 = phi float [ 0.000000e+00, %.lr.ph ], [ %2206, %.loopexit ]
  %810 = phi float [ 0.000000e+00, %.lr.ph ], [ %2205, %.loopexit ]
  %811 = phi float [ 0.000000e+00, %.lr.ph ], [ %2204, %.loopexit ]
  %812 = phi float [ 0.000000e+00, %.lr.ph ], [ %2196, %.loopexit ]
  %813 = phi float [ 0.000000e+00, %.lr.ph ], [ %2195, %.loopexit ]
  %814 = phi float [ 0.000000e+00, %.lr.ph ], [ %2194, %.loopexit ]
  %815 = phi float [ 0.000000e+00, %.lr.ph ], [ %2193, %.loopexit ]
  %816 = phi float [ 0.000000e+00, %.lr.ph ], [ %2191, %.loopexit ]
  %817 = phi float [ 0.000000e+00, %.lr.ph ], [ %2190, %.loopexit ]
  %818 = phi float [ 0.000000e+00, %.lr.ph ], [ %2189, %.loopexit ]
  %819 = phi float [ 0.000000e+00, %.lr.ph ], [ %2188, %.loopexit ]
  %820 = phi float [ 0.000000e+00, %.lr.ph ], [ %2180, %.loopexit ]
  %821 = phi float [ 0.000000e+00, %.lr.ph ], [ %2179, %.loopexit ]
  %822 = phi float [ 0.000000e+00, %.lr.ph ], [ %2178, %.loopexit ]
  %823 = phi float [ 0.000000e+00, %.lr.ph ], [ %2177, %.loopexit ]
  %824 = phi float [ 0.000000e+00, %.lr.ph ], [ %2175, %.loopexit ]
  %825 = phi float [ 0.000000e+00, %.lr.ph ], [ %2174, %.loopexit ]
  %826 = phi float [ 0.000000e+00, %.lr.ph ], [ %2173, %.loopexit ]
  %827 = phi float [ 0.000000e+00, %.lr.ph ], [ %2172, %.loopexit ]
  %828 = phi float [ 0.000000e+00, %.lr.ph ], [ %2164, %.loopexit ]
  %829 = phi float [ 0.000000e+00, %.lr.ph ], [ %2163, %.loopexit ]
  %830 = phi float [ 0.000000e+00, %.lr.ph ], [ %2162, %.loopexit ]
  %831 = phi float [ 0.000000e+00, %.lr.ph ], [ %2161, %.loopexit ]
  %832 = phi float [ 0.000000e+00, %.lr.ph ], [ %2159, %.loopexit ]
  %833 = phi float [ 0.000000e+00, %.lr.ph ], [ %2158, %.loopexit ]
  %834 = phi float [ 0.000000e+00, %.lr.ph ], [ %2157, %.loopexit ]
  %835 = phi float [ 0.000000e+00, %.lr.ph ], [ %2156, %.loopexit ]
  %836 = phi float [ 0.000000e+00, %.lr.ph ], [ %1844, %.loopexit ]
  %837 = phi float [ 0.000000e+00, %.lr.ph ], [ %1843, %.loopexit ]
  %838 = phi i32 [ 0, %.lr.ph ], [ %841, %.loopexit ]
  %839 = lshr exact i32 %838, 6
  %840 = and i32 %839, 1
  tail call void asm sideeffect "cp.async.wait_group 0;", "~{memory}"() #7
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %841 = add i32 %838, 64
  %842 = icmp slt i32 %841, %4
  %843 = icmp ne i32 %838, 2147483584
  %844 = and i1 %843, %842
  br i1 %844, label %845, label %.loopexit

845:                                              ; preds = %801
  %846 = xor i32 %840, 1
  %847 = mul nuw nsw i32 %846, 18432
  %848 = zext nneg i32 %847 to i64
  %849 = getelementptr i8, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 9216), i64 %848
  %850 = or disjoint i32 %841, %248
  %851 = add i32 %850, %11
  %852 = shl i32 %851, 6
  %853 = or disjoint i32 %852, %250
  %854 = sext i32 %853 to i64
  %855 = getelementptr bfloat, ptr addrspace(1) %1, i64 %854
  %856 = ptrtoint ptr addrspace(1) %855 to i64
  %857 = and i64 %856, 15
  %858 = icmp eq i64 %857, 0
  %859 = icmp slt i32 %850, %4
  %860 = select i1 %859, i32 16, i32 0
  %861 = getelementptr i8, ptr addrspace(3) %849, i64 %261
  br i1 %858, label %906, label %.preheader40

.preheader40:                                     ; preds = %845
  %862 = zext i1 %859 to i32
  %863 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %855, i32 %862, i16 0) #7
  store i16 %863, ptr addrspace(3) %861, align 16
  %864 = or disjoint i32 %250, %852
  %865 = sext i32 %864 to i64
  %866 = getelementptr bfloat, ptr addrspace(1) %1, i64 %865
  %867 = getelementptr i8, ptr addrspace(1) %866, i64 2
  %868 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %867, i32 %862, i16 0) #7
  %869 = getelementptr i8, ptr addrspace(3) %861, i64 2
  store i16 %868, ptr addrspace(3) %869, align 2
  %870 = or disjoint i32 %250, %852
  %871 = sext i32 %870 to i64
  %872 = getelementptr bfloat, ptr addrspace(1) %1, i64 %871
  %873 = getelementptr i8, ptr addrspace(1) %872, i64 4
  %874 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %873, i32 %862, i16 0) #7
  %875 = getelementptr i8, ptr addrspace(3) %861, i64 4
  store i16 %874, ptr addrspace(3) %875, align 4
  %876 = or disjoint i32 %250, %852
  %877 = sext i32 %876 to i64
  %878 = getelementptr bfloat, ptr addrspace(1) %1, i64 %877
  %879 = getelementptr i8, ptr addrspace(1) %878, i64 6
  %880 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %879, i32 %862, i16 0) #7
  %881 = getelementptr i8, ptr addrspace(3) %861, i64 6
  store i16 %880, ptr addrspace(3) %881, align 2
  %882 = or disjoint i32 %250, %852
  %883 = sext i32 %882 to i64
  %884 = getelementptr bfloat, ptr addrspace(1) %1, i64 %883
  %885 = getelementptr i8, ptr addrspace(1) %884, i64 8
  %886 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %885, i32 %862, i16 0) #7
  %887 = getelementptr i8, ptr addrspace(3) %861, i64 8
  store i16 %886, ptr addrspace(3) %887, align 8
  %888 = or disjoint i32 %250, %852
  %889 = sext i32 %888 to i64
  %890 = getelementptr bfloat, ptr addrspace(1) %1, i64 %889
  %891 = getelementptr i8, ptr addrspace(1) %890, i64 10
  %892 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %891, i32 %862, i16 0) #7
  %893 = getelementptr i8, ptr addrspace(3) %861, i64 10
  store i16 %892, ptr addrspace(3) %893, align 2
  %894 = or disjoint i32 %250, %852
  %895 = sext i32 %894 to i64
  %896 = getelementptr bfloat, ptr addrspace(1) %1, i64 %895
  %897 = getelementptr i8, ptr addrspace(1) %896, i64 12
  %898 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %897, i32 %862, i16 0) #7
  %899 = getelementptr i8, ptr addrspace(3) %861, i64 12
  store i16 %898, ptr addrspace(3) %899, align 4
  %900 = or disjoint i32 %250, %852
  %901 = sext i32 %900 to i64
  %902 = getelementptr bfloat, ptr addrspace(1) %1, i64 %901
  %903 = getelementptr i8, ptr addrspace(1) %902, i64 14
  %904 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %903, i32 %862, i16 0) #7
  %905 = getelementptr i8, ptr addrspace(3) %861, i64 14
  store i16 %904, ptr addrspace(3) %905, align 2
  br label %.loopexit41

906:                                              ; preds = %845
  %907 = select i1 %859, ptr addrspace(1) %855, ptr addrspace(1) %1
  %908 = ptrtoint ptr addrspace(3) %861 to i64
  %909 = trunc i64 %908 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %909, ptr addrspace(1) %907, i32 %860) #7
  br label %.loopexit41

.loopexit41:                                      ; preds = %.preheader40, %906
  %910 = or disjoint i32 %841, %267
  %911 = add i32 %910, %11
  %912 = shl i32 %911, 6
  %913 = or disjoint i32 %912, %250
  %914 = sext i32 %913 to i64
  %915 = getelementptr bfloat, ptr addrspace(1) %1, i64 %914
  %916 = ptrtoint ptr addrspace(1) %915 to i64
  %917 = and i64 %916, 15
  %918 = icmp eq i64 %917, 0
  %919 = icmp slt i32 %910, %4
  %920 = select i1 %919, i32 16, i32 0
  %921 = getelementptr i8, ptr addrspace(3) %849, i64 %281
  br i1 %918, label %966, label %.preheader38

.preheader38:                                     ; preds = %.loopexit41
  %922 = zext i1 %919 to i32
  %923 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %915, i32 %922, i16 0) #7
  store i16 %923, ptr addrspace(3) %921, align 16
  %924 = or disjoint i32 %250, %912
  %925 = sext i32 %924 to i64
  %926 = getelementptr bfloat, ptr addrspace(1) %1, i64 %925
  %927 = getelementptr i8, ptr addrspace(1) %926, i64 2
  %928 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %927, i32 %922, i16 0) #7
  %929 = getelementptr i8, ptr addrspace(3) %921, i64 2
  store i16 %928, ptr addrspace(3) %929, align 2
  %930 = or disjoint i32 %250, %912
  %931 = sext i32 %930 to i64
  %932 = getelementptr bfloat, ptr addrspace(1) %1, i64 %931
  %933 = getelementptr i8, ptr addrspace(1) %932, i64 4
  %934 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %933, i32 %922, i16 0) #7
  %935 = getelementptr i8, ptr addrspace(3) %921, i64 4
  store i16 %934, ptr addrspace(3) %935, align 4
  %936 = or disjoint i32 %250, %912
  %937 = sext i32 %936 to i64
  %938 = getelementptr bfloat, ptr addrspace(1) %1, i64 %937
  %939 = getelementptr i8, ptr addrspace(1) %938, i64 6
  %940 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %939, i32 %922, i16 0) #7
  %941 = getelementptr i8, ptr addrspace(3) %921, i64 6
  store i16 %940, ptr addrspace(3) %941, align 2
  %942 = or disjoint i32 %250, %912
  %943 = sext i32 %942 to i64
  %944 = getelementptr bfloat, ptr addrspace(1) %1, i64 %943
  %945 = getelementptr i8, ptr addrspace(1) %944, i64 8
  %946 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %945, i32 %922, i16 0) #7
  %947 = getelementptr i8, ptr addrspace(3) %921, i64 8
  store i16 %946, ptr addrspace(3) %947, align 8
  %948 = or disjoint i32 %250, %912
  %949 = sext i32 %948 to i64
  %950 = getelementptr bfloat, ptr addrspace(1) %1, i64 %949
  %951 = getelementptr i8, ptr addrspace(1) %950, i64 10
  %952 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %951, i32 %922, i16 0) #7
  %953 = getelementptr i8, ptr addrspace(3) %921, i64 10
  store i16 %952, ptr addrspace(3) %953, align 2
  %954 = or disjoint i32 %250, %912
  %955 = sext i32 %954 to i64
  %956 = getelementptr bfloat, ptr addrspace(1) %1, i64 %955
  %957 = getelementptr i8, ptr addrspace(1) %956, i64 12
  %958 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %957, i32 %922, i16 0) #7
  %959 = getelementptr i8, ptr addrspace(3) %921, i64 12
  store i16 %958, ptr addrspace(3) %959, align 4
  %960 = or disjoint i32 %250, %912
  %961 = sext i32 %960 to i64
  %962 = getelementptr bfloat, ptr addrspace(1) %1, i64 %961
  %963 = getelementptr i8, ptr addrspace(1) %962, i64 14
  %964 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %963, i32 %922, i16 0) #7
  %965 = getelementptr i8, ptr addrspace(3) %921, i64 14
  store i16 %964, ptr addrspace(3) %965, align 2
  br label %.loopexit39

966:                                              ; preds = %.loopexit41
  %967 = select i1 %919, ptr addrspace(1) %915, ptr addrspace(1) %1
  %968 = ptrtoint ptr addrspace(3) %921 to i64
  %969 = trunc i64 %968 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %969, ptr addrspace(1) %967, i32 %920) #7
  br label %.loopexit39

.loopexit39:                                      ; preds = %.preheader38, %966
  %970 = or disjoint i32 %841, %287
  %971 = add i32 %970, %11
  %972 = shl i32 %971, 6
  %973 = or disjoint i32 %972, %250
  %974 = sext i32 %973 to i64
  %975 = getelementptr bfloat, ptr addrspace(1) %1, i64 %974
  %976 = ptrtoint ptr addrspace(1) %975 to i64
  %977 = and i64 %976, 15
  %978 = icmp eq i64 %977, 0
  %979 = icmp slt i32 %970, %4
  %980 = select i1 %979, i32 16, i32 0
  %981 = getelementptr i8, ptr addrspace(3) %849, i64 %301
  br i1 %978, label %1026, label %.preheader36

.preheader36:                                     ; preds = %.loopexit39
  %982 = zext i1 %979 to i32
  %983 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %975, i32 %982, i16 0) #7
  store i16 %983, ptr addrspace(3) %981, align 16
  %984 = or disjoint i32 %250, %972
  %985 = sext i32 %984 to i64
  %986 = getelementptr bfloat, ptr addrspace(1) %1, i64 %985
  %987 = getelementptr i8, ptr addrspace(1) %986, i64 2
  %988 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %987, i32 %982, i16 0) #7
  %989 = getelementptr i8, ptr addrspace(3) %981, i64 2
  store i16 %988, ptr addrspace(3) %989, align 2
  %990 = or disjoint i32 %250, %972
  %991 = sext i32 %990 to i64
  %992 = getelementptr bfloat, ptr addrspace(1) %1, i64 %991
  %993 = getelementptr i8, ptr addrspace(1) %992, i64 4
  %994 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %993, i32 %982, i16 0) #7
  %995 = getelementptr i8, ptr addrspace(3) %981, i64 4
  store i16 %994, ptr addrspace(3) %995, align 4
  %996 = or disjoint i32 %250, %972
  %997 = sext i32 %996 to i64
  %998 = getelementptr bfloat, ptr addrspace(1) %1, i64 %997
  %999 = getelementptr i8, ptr addrspace(1) %998, i64 6
  %1000 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %999, i32 %982, i16 0) #7
  %1001 = getelementptr i8, ptr addrspace(3) %981, i64 6
  store i16 %1000, ptr addrspace(3) %1001, align 2
  %1002 = or disjoint i32 %250, %972
  %1003 = sext i32 %1002 to i64
  %1004 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1003
  %1005 = getelementptr i8, ptr addrspace(1) %1004, i64 8
  %1006 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1005, i32 %982, i16 0) #7
  %1007 = getelementptr i8, ptr addrspace(3) %981, i64 8
  store i16 %1006, ptr addrspace(3) %1007, align 8
  %1008 = or disjoint i32 %250, %972
  %1009 = sext i32 %1008 to i64
  %1010 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1009
  %1011 = getelementptr i8, ptr addrspace(1) %1010, i64 10
  %1012 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1011, i32 %982, i16 0) #7
  %1013 = getelementptr i8, ptr addrspace(3) %981, i64 10
  store i16 %1012, ptr addrspace(3) %1013, align 2
  %1014 = or disjoint i32 %250, %972
  %1015 = sext i32 %1014 to i64
  %1016 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1015
  %1017 = getelementptr i8, ptr addrspace(1) %1016, i64 12
  %1018 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1017, i32 %982, i16 0) #7
  %1019 = getelementptr i8, ptr addrspace(3) %981, i64 12
  store i16 %1018, ptr addrspace(3) %1019, align 4
  %1020 = or disjoint i32 %250, %972
  %1021 = sext i32 %1020 to i64
  %1022 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1021
  %1023 = getelementptr i8, ptr addrspace(1) %1022, i64 14
  %1024 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1023, i32 %982, i16 0) #7
  %1025 = getelementptr i8, ptr addrspace(3) %981, i64 14
  store i16 %1024, ptr addrspace(3) %1025, align 2
  br label %.loopexit37

1026:                                             ; preds = %.loopexit39
  %1027 = select i1 %979, ptr addrspace(1) %975, ptr addrspace(1) %1
  %1028 = ptrtoint ptr addrspace(3) %981 to i64
  %1029 = trunc i64 %1028 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1029, ptr addrspace(1) %1027, i32 %980) #7
  br label %.loopexit37

.loopexit37:                                      ; preds = %.preheader36, %1026
  %1030 = or disjoint i32 %841, %307
  %1031 = add i32 %1030, %11
  %1032 = shl i32 %1031, 6
  %1033 = or disjoint i32 %1032, %250
  %1034 = sext i32 %1033 to i64
  %1035 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1034
  %1036 = ptrtoint ptr addrspace(1) %1035 to i64
  %1037 = and i64 %1036, 15
  %1038 = icmp eq i64 %1037, 0
  %1039 = icmp slt i32 %1030, %4
  %1040 = select i1 %1039, i32 16, i32 0
  %1041 = getelementptr i8, ptr addrspace(3) %849, i64 %321
  br i1 %1038, label %1086, label %.preheader34

.preheader34:                                     ; preds = %.loopexit37
  %1042 = zext i1 %1039 to i32
  %1043 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1035, i32 %1042, i16 0) #7
  store i16 %1043, ptr addrspace(3) %1041, align 16
  %1044 = or disjoint i32 %250, %1032
  %1045 = sext i32 %1044 to i64
  %1046 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1045
  %1047 = getelementptr i8, ptr addrspace(1) %1046, i64 2
  %1048 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1047, i32 %1042, i16 0) #7
  %1049 = getelementptr i8, ptr addrspace(3) %1041, i64 2
  store i16 %1048, ptr addrspace(3) %1049, align 2
  %1050 = or disjoint i32 %250, %1032
  %1051 = sext i32 %1050 to i64
  %1052 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1051
  %1053 = getelementptr i8, ptr addrspace(1) %1052, i64 4
  %1054 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1053, i32 %1042, i16 0) #7
  %1055 = getelementptr i8, ptr addrspace(3) %1041, i64 4
  store i16 %1054, ptr addrspace(3) %1055, align 4
  %1056 = or disjoint i32 %250, %1032
  %1057 = sext i32 %1056 to i64
  %1058 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1057
  %1059 = getelementptr i8, ptr addrspace(1) %1058, i64 6
  %1060 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1059, i32 %1042, i16 0) #7
  %1061 = getelementptr i8, ptr addrspace(3) %1041, i64 6
  store i16 %1060, ptr addrspace(3) %1061, align 2
  %1062 = or disjoint i32 %250, %1032
  %1063 = sext i32 %1062 to i64
  %1064 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1063
  %1065 = getelementptr i8, ptr addrspace(1) %1064, i64 8
  %1066 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1065, i32 %1042, i16 0) #7
  %1067 = getelementptr i8, ptr addrspace(3) %1041, i64 8
  store i16 %1066, ptr addrspace(3) %1067, align 8
  %1068 = or disjoint i32 %250, %1032
  %1069 = sext i32 %1068 to i64
  %1070 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1069
  %1071 = getelementptr i8, ptr addrspace(1) %1070, i64 10
  %1072 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1071, i32 %1042, i16 0) #7
  %1073 = getelementptr i8, ptr addrspace(3) %1041, i64 10
  store i16 %1072, ptr addrspace(3) %1073, align 2
  %1074 = or disjoint i32 %250, %1032
  %1075 = sext i32 %1074 to i64
  %1076 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1075
  %1077 = getelementptr i8, ptr addrspace(1) %1076, i64 12
  %1078 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1077, i32 %1042, i16 0) #7
  %1079 = getelementptr i8, ptr addrspace(3) %1041, i64 12
  store i16 %1078, ptr addrspace(3) %1079, align 4
  %1080 = or disjoint i32 %250, %1032
  %1081 = sext i32 %1080 to i64
  %1082 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1081
  %1083 = getelementptr i8, ptr addrspace(1) %1082, i64 14
  %1084 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1083, i32 %1042, i16 0) #7
  %1085 = getelementptr i8, ptr addrspace(3) %1041, i64 14
  store i16 %1084, ptr addrspace(3) %1085, align 2
  br label %.loopexit35

1086:                                             ; preds = %.loopexit37
  %1087 = select i1 %1039, ptr addrspace(1) %1035, ptr addrspace(1) %1
  %1088 = ptrtoint ptr addrspace(3) %1041 to i64
  %1089 = trunc i64 %1088 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1089, ptr addrspace(1) %1087, i32 %1040) #7
  br label %.loopexit35

.loopexit35:                                      ; preds = %.preheader34, %1086
  %1090 = getelementptr i8, ptr addrspace(3) %849, i64 9216
  %1091 = getelementptr bfloat, ptr addrspace(1) %2, i64 %854
  %1092 = ptrtoint ptr addrspace(1) %1091 to i64
  %1093 = and i64 %1092, 15
  %1094 = icmp eq i64 %1093, 0
  %1095 = getelementptr i8, ptr addrspace(3) %1090, i64 %261
  br i1 %1094, label %1140, label %.preheader32

.preheader32:                                     ; preds = %.loopexit35
  %1096 = zext i1 %859 to i32
  %1097 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1091, i32 %1096, i16 0) #7
  store i16 %1097, ptr addrspace(3) %1095, align 16
  %1098 = or disjoint i32 %250, %852
  %1099 = sext i32 %1098 to i64
  %1100 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1099
  %1101 = getelementptr i8, ptr addrspace(1) %1100, i64 2
  %1102 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1101, i32 %1096, i16 0) #7
  %1103 = getelementptr i8, ptr addrspace(3) %1095, i64 2
  store i16 %1102, ptr addrspace(3) %1103, align 2
  %1104 = or disjoint i32 %250, %852
  %1105 = sext i32 %1104 to i64
  %1106 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1105
  %1107 = getelementptr i8, ptr addrspace(1) %1106, i64 4
  %1108 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1107, i32 %1096, i16 0) #7
  %1109 = getelementptr i8, ptr addrspace(3) %1095, i64 4
  store i16 %1108, ptr addrspace(3) %1109, align 4
  %1110 = or disjoint i32 %250, %852
  %1111 = sext i32 %1110 to i64
  %1112 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1111
  %1113 = getelementptr i8, ptr addrspace(1) %1112, i64 6
  %1114 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1113, i32 %1096, i16 0) #7
  %1115 = getelementptr i8, ptr addrspace(3) %1095, i64 6
  store i16 %1114, ptr addrspace(3) %1115, align 2
  %1116 = or disjoint i32 %250, %852
  %1117 = sext i32 %1116 to i64
  %1118 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1117
  %1119 = getelementptr i8, ptr addrspace(1) %1118, i64 8
  %1120 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1119, i32 %1096, i16 0) #7
  %1121 = getelementptr i8, ptr addrspace(3) %1095, i64 8
  store i16 %1120, ptr addrspace(3) %1121, align 8
  %1122 = or disjoint i32 %250, %852
  %1123 = sext i32 %1122 to i64
  %1124 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1123
  %1125 = getelementptr i8, ptr addrspace(1) %1124, i64 10
  %1126 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1125, i32 %1096, i16 0) #7
  %1127 = getelementptr i8, ptr addrspace(3) %1095, i64 10
  store i16 %1126, ptr addrspace(3) %1127, align 2
  %1128 = or disjoint i32 %250, %852
  %1129 = sext i32 %1128 to i64
  %1130 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1129
  %1131 = getelementptr i8, ptr addrspace(1) %1130, i64 12
  %1132 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1131, i32 %1096, i16 0) #7
  %1133 = getelementptr i8, ptr addrspace(3) %1095, i64 12
  store i16 %1132, ptr addrspace(3) %1133, align 4
  %1134 = or disjoint i32 %250, %852
  %1135 = sext i32 %1134 to i64
  %1136 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1135
  %1137 = getelementptr i8, ptr addrspace(1) %1136, i64 14
  %1138 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1137, i32 %1096, i16 0) #7
  %1139 = getelementptr i8, ptr addrspace(3) %1095, i64 14
  store i16 %1138, ptr addrspace(3) %1139, align 2
  br label %.loopexit33

1140:                                             ; preds = %.loopexit35
  %1141 = select i1 %859, ptr addrspace(1) %1091, ptr addrspace(1) %2
  %1142 = ptrtoint ptr addrspace(3) %1095 to i64
  %1143 = trunc i64 %1142 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1143, ptr addrspace(1) %1141, i32 %860) #7
  br label %.loopexit33

.loopexit33:                                      ; preds = %.preheader32, %1140
  %1144 = getelementptr bfloat, ptr addrspace(1) %2, i64 %914
  %1145 = ptrtoint ptr addrspace(1) %1144 to i64
  %1146 = and i64 %1145, 15
  %1147 = icmp eq i64 %1146, 0
  %1148 = getelementptr i8, ptr addrspace(3) %1090, i64 %281
  br i1 %1147, label %1193, label %.preheader30

.preheader30:                                     ; preds = %.loopexit33
  %1149 = zext i1 %919 to i32
  %1150 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1144, i32 %1149, i16 0) #7
  store i16 %1150, ptr addrspace(3) %1148, align 16
  %1151 = or disjoint i32 %250, %912
  %1152 = sext i32 %1151 to i64
  %1153 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1152
  %1154 = getelementptr i8, ptr addrspace(1) %1153, i64 2
  %1155 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1154, i32 %1149, i16 0) #7
  %1156 = getelementptr i8, ptr addrspace(3) %1148, i64 2
  store i16 %1155, ptr addrspace(3) %1156, align 2
  %1157 = or disjoint i32 %250, %912
  %1158 = sext i32 %1157 to i64
  %1159 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1158
  %1160 = getelementptr i8, ptr addrspace(1) %1159, i64 4
  %1161 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1160, i32 %1149, i16 0) #7
  %1162 = getelementptr i8, ptr addrspace(3) %1148, i64 4
  store i16 %1161, ptr addrspace(3) %1162, align 4
  %1163 = or disjoint i32 %250, %912
  %1164 = sext i32 %1163 to i64
  %1165 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1164
  %1166 = getelementptr i8, ptr addrspace(1) %1165, i64 6
  %1167 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1166, i32 %1149, i16 0) #7
  %1168 = getelementptr i8, ptr addrspace(3) %1148, i64 6
  store i16 %1167, ptr addrspace(3) %1168, align 2
  %1169 = or disjoint i32 %250, %912
  %1170 = sext i32 %1169 to i64
  %1171 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1170
  %1172 = getelementptr i8, ptr addrspace(1) %1171, i64 8
  %1173 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1172, i32 %1149, i16 0) #7
  %1174 = getelementptr i8, ptr addrspace(3) %1148, i64 8
  store i16 %1173, ptr addrspace(3) %1174, align 8
  %1175 = or disjoint i32 %250, %912
  %1176 = sext i32 %1175 to i64
  %1177 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1176
  %1178 = getelementptr i8, ptr addrspace(1) %1177, i64 10
  %1179 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1178, i32 %1149, i16 0) #7
  %1180 = getelementptr i8, ptr addrspace(3) %1148, i64 10
  store i16 %1179, ptr addrspace(3) %1180, align 2
  %1181 = or disjoint i32 %250, %912
  %1182 = sext i32 %1181 to i64
  %1183 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1182
  %1184 = getelementptr i8, ptr addrspace(1) %1183, i64 12
  %1185 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1184, i32 %1149, i16 0) #7
  %1186 = getelementptr i8, ptr addrspace(3) %1148, i64 12
  store i16 %1185, ptr addrspace(3) %1186, align 4
  %1187 = or disjoint i32 %250, %912
  %1188 = sext i32 %1187 to i64
  %1189 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1188
  %1190 = getelementptr i8, ptr addrspace(1) %1189, i64 14
  %1191 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1190, i32 %1149, i16 0) #7
  %1192 = getelementptr i8, ptr addrspace(3) %1148, i64 14
  store i16 %1191, ptr addrspace(3) %1192, align 2
  br label %.loopexit31

1193:                                             ; preds = %.loopexit33
  %1194 = select i1 %919, ptr addrspace(1) %1144, ptr addrspace(1) %2
  %1195 = ptrtoint ptr addrspace(3) %1148 to i64
  %1196 = trunc i64 %1195 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1196, ptr addrspace(1) %1194, i32 %920) #7
  br label %.loopexit31

.loopexit31:                                      ; preds = %.preheader30, %1193
  %1197 = getelementptr bfloat, ptr addrspace(1) %2, i64 %974
  %1198 = ptrtoint ptr addrspace(1) %1197 to i64
  %1199 = and i64 %1198, 15
  %1200 = icmp eq i64 %1199, 0
  %1201 = getelementptr i8, ptr addrspace(3) %1090, i64 %301
  br i1 %1200, label %1246, label %.preheader28

.preheader28:                                     ; preds = %.loopexit31
  %1202 = zext i1 %979 to i32
  %1203 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1197, i32 %1202, i16 0) #7
  store i16 %1203, ptr addrspace(3) %1201, align 16
  %1204 = or disjoint i32 %250, %972
  %1205 = sext i32 %1204 to i64
  %1206 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1205
  %1207 = getelementptr i8, ptr addrspace(1) %1206, i64 2
  %1208 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1207, i32 %1202, i16 0) #7
  %1209 = getelementptr i8, ptr addrspace(3) %1201, i64 2
  store i16 %1208, ptr addrspace(3) %1209, align 2
  %1210 = or disjoint i32 %250, %972
  %1211 = sext i32 %1210 to i64
  %1212 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1211
  %1213 = getelementptr i8, ptr addrspace(1) %1212, i64 4
  %1214 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1213, i32 %1202, i16 0) #7
  %1215 = getelementptr i8, ptr addrspace(3) %1201, i64 4
  store i16 %1214, ptr addrspace(3) %1215, align 4
  %1216 = or disjoint i32 %250, %972
  %1217 = sext i32 %1216 to i64
  %1218 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1217
  %1219 = getelementptr i8, ptr addrspace(1) %1218, i64 6
  %1220 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1219, i32 %1202, i16 0) #7
  %1221 = getelementptr i8, ptr addrspace(3) %1201, i64 6
  store i16 %1220, ptr addrspace(3) %1221, align 2
  %1222 = or disjoint i32 %250, %972
  %1223 = sext i32 %1222 to i64
  %1224 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1223
  %1225 = getelementptr i8, ptr addrspace(1) %1224, i64 8
  %1226 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1225, i32 %1202, i16 0) #7
  %1227 = getelementptr i8, ptr addrspace(3) %1201, i64 8
  store i16 %1226, ptr addrspace(3) %1227, align 8
  %1228 = or disjoint i32 %250, %972
  %1229 = sext i32 %1228 to i64
  %1230 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1229
  %1231 = getelementptr i8, ptr addrspace(1) %1230, i64 10
  %1232 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1231, i32 %1202, i16 0) #7
  %1233 = getelementptr i8, ptr addrspace(3) %1201, i64 10
  store i16 %1232, ptr addrspace(3) %1233, align 2
  %1234 = or disjoint i32 %250, %972
  %1235 = sext i32 %1234 to i64
  %1236 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1235
  %1237 = getelementptr i8, ptr addrspace(1) %1236, i64 12
  %1238 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1237, i32 %1202, i16 0) #7
  %1239 = getelementptr i8, ptr addrspace(3) %1201, i64 12
  store i16 %1238, ptr addrspace(3) %1239, align 4
  %1240 = or disjoint i32 %250, %972
  %1241 = sext i32 %1240 to i64
  %1242 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1241
  %1243 = getelementptr i8, ptr addrspace(1) %1242, i64 14
  %1244 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1243, i32 %1202, i16 0) #7
  %1245 = getelementptr i8, ptr addrspace(3) %1201, i64 14
  store i16 %1244, ptr addrspace(3) %1245, align 2
  br label %.loopexit29

1246:                                             ; preds = %.loopexit31
  %1247 = select i1 %979, ptr addrspace(1) %1197, ptr addrspace(1) %2
  %1248 = ptrtoint ptr addrspace(3) %1201 to i64
  %1249 = trunc i64 %1248 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1249, ptr addrspace(1) %1247, i32 %980) #7
  br label %.loopexit29

.loopexit29:                                      ; preds = %.preheader28, %1246
  %1250 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1034
  %1251 = ptrtoint ptr addrspace(1) %1250 to i64
  %1252 = and i64 %1251, 15
  %1253 = icmp eq i64 %1252, 0
  %1254 = getelementptr i8, ptr addrspace(3) %1090, i64 %321
  br i1 %1253, label %1299, label %.preheader

.preheader:                                       ; preds = %.loopexit29
  %1255 = zext i1 %1039 to i32
  %1256 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1250, i32 %1255, i16 0) #7
  store i16 %1256, ptr addrspace(3) %1254, align 16
  %1257 = or disjoint i32 %250, %1032
  %1258 = sext i32 %1257 to i64
  %1259 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1258
  %1260 = getelementptr i8, ptr addrspace(1) %1259, i64 2
  %1261 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1260, i32 %1255, i16 0) #7
  %1262 = getelementptr i8, ptr addrspace(3) %1254, i64 2
  store i16 %1261, ptr addrspace(3) %1262, align 2
  %1263 = or disjoint i32 %250, %1032
  %1264 = sext i32 %1263 to i64
  %1265 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1264
  %1266 = getelementptr i8, ptr addrspace(1) %1265, i64 4
  %1267 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1266, i32 %1255, i16 0) #7
  %1268 = getelementptr i8, ptr addrspace(3) %1254, i64 4
  store i16 %1267, ptr addrspace(3) %1268, align 4
  %1269 = or disjoint i32 %250, %1032
  %1270 = sext i32 %1269 to i64
  %1271 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1270
  %1272 = getelementptr i8, ptr addrspace(1) %1271, i64 6
  %1273 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1272, i32 %1255, i16 0) #7
  %1274 = getelementptr i8, ptr addrspace(3) %1254, i64 6
  store i16 %1273, ptr addrspace(3) %1274, align 2
  %1275 = or disjoint i32 %250, %1032
  %1276 = sext i32 %1275 to i64
  %1277 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1276
  %1278 = getelementptr i8, ptr addrspace(1) %1277, i64 8
  %1279 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1278, i32 %1255, i16 0) #7
  %1280 = getelementptr i8, ptr addrspace(3) %1254, i64 8
  store i16 %1279, ptr addrspace(3) %1280, align 8
  %1281 = or disjoint i32 %250, %1032
  %1282 = sext i32 %1281 to i64
  %1283 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1282
  %1284 = getelementptr i8, ptr addrspace(1) %1283, i64 10
  %1285 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1284, i32 %1255, i16 0) #7
  %1286 = getelementptr i8, ptr addrspace(3) %1254, i64 10
  store i16 %1285, ptr addrspace(3) %1286, align 2
  %1287 = or disjoint i32 %250, %1032
  %1288 = sext i32 %1287 to i64
  %1289 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1288
  %1290 = getelementptr i8, ptr addrspace(1) %1289, i64 12
  %1291 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1290, i32 %1255, i16 0) #7
  %1292 = getelementptr i8, ptr addrspace(3) %1254, i64 12
  store i16 %1291, ptr addrspace(3) %1292, align 4
  %1293 = or disjoint i32 %250, %1032
  %1294 = sext i32 %1293 to i64
  %1295 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1294
  %1296 = getelementptr i8, ptr addrspace(1) %1295, i64 14
  %1297 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1296, i32 %1255, i16 0) #7
  %1298 = getelementptr i8, ptr addrspace(3) %1254, i64 14
  store i16 %1297, ptr addrspace(3) %1298, align 2
  br label %.loopexit

1299:                                             ; preds = %.loopexit29
  %1300 = select i1 %1039, ptr addrspace(1) %1250, ptr addrspace(1) %2
  %1301 = ptrtoint ptr addrspace(3) %1254 to i64
  %1302 = trunc i64 %1301 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1302, ptr addrspace(1) %1300, i32 %1040) #7
  br label %.loopexit

.loopexit:                                        ; preds = %.preheader, %1299, %801
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #7
  %1303 = mul nuw nsw i32 %840, 18432
  %1304 = zext nneg i32 %1303 to i64
  %1305 = getelementptr i8, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 9216), i64 %1304
  %1306 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %410)
  %1307 = extractvalue { i32, i32, i32, i32 } %1306, 0
  %1308 = extractvalue { i32, i32, i32, i32 } %1306, 1
  %1309 = extractvalue { i32, i32, i32, i32 } %1306, 2
  %1310 = extractvalue { i32, i32, i32, i32 } %1306, 3
  %1311 = getelementptr bfloat, ptr addrspace(3) %1305, i64 %412
  %1312 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1311)
  %1313 = extractvalue { i32, i32, i32, i32 } %1312, 0
  %1314 = extractvalue { i32, i32, i32, i32 } %1312, 1
  %1315 = extractvalue { i32, i32, i32, i32 } %1312, 2
  %1316 = extractvalue { i32, i32, i32, i32 } %1312, 3
  %1317 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1307, i32 %1308, i32 %1309, i32 %1310, i32 %1313, i32 %1314, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %1318 = extractvalue { float, float, float, float } %1317, 0
  %1319 = extractvalue { float, float, float, float } %1317, 1
  %1320 = extractvalue { float, float, float, float } %1317, 2
  %1321 = extractvalue { float, float, float, float } %1317, 3
  %1322 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1307, i32 %1308, i32 %1309, i32 %1310, i32 %1315, i32 %1316, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %1323 = extractvalue { float, float, float, float } %1322, 0
  %1324 = extractvalue { float, float, float, float } %1322, 1
  %1325 = extractvalue { float, float, float, float } %1322, 2
  %1326 = extractvalue { float, float, float, float } %1322, 3
  %1327 = getelementptr bfloat, ptr addrspace(3) %1305, i64 %413
  %1328 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1327)
  %1329 = extractvalue { i32, i32, i32, i32 } %1328, 0
  %1330 = extractvalue { i32, i32, i32, i32 } %1328, 1
  %1331 = extractvalue { i32, i32, i32, i32 } %1328, 2
  %1332 = extractvalue { i32, i32, i32, i32 } %1328, 3
  %1333 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1307, i32 %1308, i32 %1309, i32 %1310, i32 %1329, i32 %1330, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %1334 = extractvalue { float, float, float, float } %1333, 0
  %1335 = extractvalue { float, float, float, float } %1333, 1
  %1336 = extractvalue { float, float, float, float } %1333, 2
  %1337 = extractvalue { float, float, float, float } %1333, 3
  %1338 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1307, i32 %1308, i32 %1309, i32 %1310, i32 %1331, i32 %1332, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %1339 = extractvalue { float, float, float, float } %1338, 0
  %1340 = extractvalue { float, float, float, float } %1338, 1
  %1341 = extractvalue { float, float, float, float } %1338, 2
  %1342 = extractvalue { float, float, float, float } %1338, 3
  %1343 = getelementptr bfloat, ptr addrspace(3) %1305, i64 %414
  %1344 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1343)
  %1345 = extractvalue { i32, i32, i32, i32 } %1344, 0
  %1346 = extractvalue { i32, i32, i32, i32 } %1344, 1
  %1347 = extractvalue { i32, i32, i32, i32 } %1344, 2
  %1348 = extractvalue { i32, i32, i32, i32 } %1344, 3
  %1349 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1307, i32 %1308, i32 %1309, i32 %1310, i32 %1345, i32 %1346, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %1350 = extractvalue { float, float, float, float } %1349, 0
  %1351 = extractvalue { float, float, float, float } %1349, 1
  %1352 = extractvalue { float, float, float, float } %1349, 2
  %1353 = extractvalue { float, float, float, float } %1349, 3
  %1354 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1307, i32 %1308, i32 %1309, i32 %1310, i32 %1347, i32 %1348, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %1355 = extractvalue { float, float, float, float } %1354, 0
  %1356 = extractvalue { float, float, float, float } %1354, 1
  %1357 = extractvalue { float, float, float, float } %1354, 2
  %1358 = extractvalue { float, float, float, float } %1354, 3
  %1359 = getelementptr bfloat, ptr addrspace(3) %1305, i64 %415
  %1360 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1359)
  %1361 = extractvalue { i32, i32, i32, i32 } %1360, 0
  %1362 = extractvalue { i32, i32, i32, i32 } %1360, 1
  %1363 = extractvalue { i32, i32, i32, i32 } %1360, 2
  %1364 = extractvalue { i32, i32, i32, i32 } %1360, 3
  %1365 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1307, i32 %1308, i32 %1309, i32 %1310, i32 %1361, i32 %1362, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %1366 = extractvalue { float, float, float, float } %1365, 0
  %1367 = extractvalue { float, float, float, float } %1365, 1
  %1368 = extractvalue { float, float, float, float } %1365, 2
  %1369 = extractvalue { float, float, float, float } %1365, 3
  %1370 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1307, i32 %1308, i32 %1309, i32 %1310, i32 %1363, i32 %1364, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %1371 = extractvalue { float, float, float, float } %1370, 0
  %1372 = extractvalue { float, float, float, float } %1370, 1
  %1373 = extractvalue { float, float, float, float } %1370, 2
  %1374 = extractvalue { float, float, float, float } %1370, 3
  %1375 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %418)
  %1376 = extractvalue { i32, i32, i32, i32 } %1375, 0
  %1377 = extractvalue { i32, i32, i32, i32 } %1375, 1
  %1378 = extractvalue { i32, i32, i32, i32 } %1375, 2
  %1379 = extractvalue { i32, i32, i32, i32 } %1375, 3
  %1380 = getelementptr bfloat, ptr addrspace(3) %1305, i64 %421
  %1381 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1380)
  %1382 = extractvalue { i32, i32, i32, i32 } %1381, 0
  %1383 = extractvalue { i32, i32, i32, i32 } %1381, 1
  %1384 = extractvalue { i32, i32, i32, i32 } %1381, 2
  %1385 = extractvalue { i32, i32, i32, i32 } %1381, 3
  %1386 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1376, i32 %1377, i32 %1378, i32 %1379, i32 %1382, i32 %1383, float %1318, float %1319, float %1320, float %1321) #7
  %1387 = extractvalue { float, float, float, float } %1386, 0
  %1388 = extractvalue { float, float, float, float } %1386, 1
  %1389 = extractvalue { float, float, float, float } %1386, 2
  %1390 = extractvalue { float, float, float, float } %1386, 3
  %1391 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1376, i32 %1377, i32 %1378, i32 %1379, i32 %1384, i32 %1385, float %1323, float %1324, float %1325, float %1326) #7
  %1392 = extractvalue { float, float, float, float } %1391, 0
  %1393 = extractvalue { float, float, float, float } %1391, 1
  %1394 = extractvalue { float, float, float, float } %1391, 2
  %1395 = extractvalue { float, float, float, float } %1391, 3
  %1396 = getelementptr bfloat, ptr addrspace(3) %1305, i64 %422
  %1397 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1396)
  %1398 = extractvalue { i32, i32, i32, i32 } %1397, 0
  %1399 = extractvalue { i32, i32, i32, i32 } %1397, 1
  %1400 = extractvalue { i32, i32, i32, i32 } %1397, 2
  %1401 = extractvalue { i32, i32, i32, i32 } %1397, 3
  %1402 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1376, i32 %1377, i32 %1378, i32 %1379, i32 %1398, i32 %1399, float %1334, float %1335, float %1336, float %1337) #7
  %1403 = extractvalue { float, float, float, float } %1402, 0
  %1404 = extractvalue { float, float, float, float } %1402, 1
  %1405 = extractvalue { float, float, float, float } %1402, 2
  %1406 = extractvalue { float, float, float, float } %1402, 3
  %1407 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1376, i32 %1377, i32 %1378, i32 %1379, i32 %1400, i32 %1401, float %1339, float %1340, float %1341, float %1342) #7
  %1408 = extractvalue { float, float, float, float } %1407, 0
  %1409 = extractvalue { float, float, float, float } %1407, 1
  %1410 = extractvalue { float, float, float, float } %1407, 2
  %1411 = extractvalue { float, float, float, float } %1407, 3
  %1412 = getelementptr bfloat, ptr addrspace(3) %1305, i64 %423
  %1413 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1412)
  %1414 = extractvalue { i32, i32, i32, i32 } %1413, 0
  %1415 = extractvalue { i32, i32, i32, i32 } %1413, 1
  %1416 = extractvalue { i32, i32, i32, i32 } %1413, 2
  %1417 = extractvalue { i32, i32, i32, i32 } %1413, 3
  %1418 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1376, i32 %1377, i32 %1378, i32 %1379, i32 %1414, i32 %1415, float %1350, float %1351, float %1352, float %1353) #7
  %1419 = extractvalue { float, float, float, float } %1418, 0
  %1420 = extractvalue { float, float, float, float } %1418, 1
  %1421 = extractvalue { float, float, float, float } %1418, 2
  %1422 = extractvalue { float, float, float, float } %1418, 3
  %1423 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1376, i32 %1377, i32 %1378, i32 %1379, i32 %1416, i32 %1417, float %1355, float %1356, float %1357, float %1358) #7
  %1424 = extractvalue { float, float, float, float } %1423, 0
  %1425 = extractvalue { float, float, float, float } %1423, 1
  %1426 = extractvalue { float, float, float, float } %1423, 2
  %1427 = extractvalue { float, float, float, float } %1423, 3
  %1428 = getelementptr bfloat, ptr addrspace(3) %1305, i64 %424
  %1429 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1428)
  %1430 = extractvalue { i32, i32, i32, i32 } %1429, 0
  %1431 = extractvalue { i32, i32, i32, i32 } %1429, 1
  %1432 = extractvalue { i32, i32, i32, i32 } %1429, 2
  %1433 = extractvalue { i32, i32, i32, i32 } %1429, 3
  %1434 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1376, i32 %1377, i32 %1378, i32 %1379, i32 %1430, i32 %1431, float %1366, float %1367, float %1368, float %1369) #7
  %1435 = extractvalue { float, float, float, float } %1434, 0
  %1436 = extractvalue { float, float, float, float } %1434, 1
  %1437 = extractvalue { float, float, float, float } %1434, 2
  %1438 = extractvalue { float, float, float, float } %1434, 3
  %1439 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1376, i32 %1377, i32 %1378, i32 %1379, i32 %1432, i32 %1433, float %1371, float %1372, float %1373, float %1374) #7
  %1440 = extractvalue { float, float, float, float } %1439, 0
  %1441 = extractvalue { float, float, float, float } %1439, 1
  %1442 = extractvalue { float, float, float, float } %1439, 2
  %1443 = extractvalue { float, float, float, float } %1439, 3
  %1444 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %427)
  %1445 = extractvalue { i32, i32, i32, i32 } %1444, 0
  %1446 = extractvalue { i32, i32, i32, i32 } %1444, 1
  %1447 = extractvalue { i32, i32, i32, i32 } %1444, 2
  %1448 = extractvalue { i32, i32, i32, i32 } %1444, 3
  %1449 = getelementptr bfloat, ptr addrspace(3) %1305, i64 %430
  %1450 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1449)
  %1451 = extractvalue { i32, i32, i32, i32 } %1450, 0
  %1452 = extractvalue { i32, i32, i32, i32 } %1450, 1
  %1453 = extractvalue { i32, i32, i32, i32 } %1450, 2
  %1454 = extractvalue { i32, i32, i32, i32 } %1450, 3
  %1455 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1445, i32 %1446, i32 %1447, i32 %1448, i32 %1451, i32 %1452, float %1387, float %1388, float %1389, float %1390) #7
  %1456 = extractvalue { float, float, float, float } %1455, 0
  %1457 = extractvalue { float, float, float, float } %1455, 1
  %1458 = extractvalue { float, float, float, float } %1455, 2
  %1459 = extractvalue { float, float, float, float } %1455, 3
  %1460 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1445, i32 %1446, i32 %1447, i32 %1448, i32 %1453, i32 %1454, float %1392, float %1393, float %1394, float %1395) #7
  %1461 = extractvalue { float, float, float, float } %1460, 0
  %1462 = extractvalue { float, float, float, float } %1460, 1
  %1463 = extractvalue { float, float, float, float } %1460, 2
  %1464 = extractvalue { float, float, float, float } %1460, 3
  %1465 = getelementptr bfloat, ptr addrspace(3) %1305, i64 %431
  %1466 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1465)
  %1467 = extractvalue { i32, i32, i32, i32 } %1466, 0
  %1468 = extractvalue { i32, i32, i32, i32 } %1466, 1
  %1469 = extractvalue { i32, i32, i32, i32 } %1466, 2
  %1470 = extractvalue { i32, i32, i32, i32 } %1466, 3
  %1471 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1445, i32 %1446, i32 %1447, i32 %1448, i32 %1467, i32 %1468, float %1403, float %1404, float %1405, float %1406) #7
  %1472 = extractvalue { float, float, float, float } %1471, 0
  %1473 = extractvalue { float, float, float, float } %1471, 1
  %1474 = extractvalue { float, float, float, float } %1471, 2
  %1475 = extractvalue { float, float, float, float } %1471, 3
  %1476 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1445, i32 %1446, i32 %1447, i32 %1448, i32 %1469, i32 %1470, float %1408, float %1409, float %1410, float %1411) #7
  %1477 = extractvalue { float, float, float, float } %1476, 0
  %1478 = extractvalue { float, float, float, float } %1476, 1
  %1479 = extractvalue { float, float, float, float } %1476, 2
  %1480 = extractvalue { float, float, float, float } %1476, 3
  %1481 = getelementptr bfloat, ptr addrspace(3) %1305, i64 %432
  %1482 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1481)
  %1483 = extractvalue { i32, i32, i32, i32 } %1482, 0
  %1484 = extractvalue { i32, i32, i32, i32 } %1482, 1
  %1485 = extractvalue { i32, i32, i32, i32 } %1482, 2
  %1486 = extractvalue { i32, i32, i32, i32 } %1482, 3
  %1487 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1445, i32 %1446, i32 %1447, i32 %1448, i32 %1483, i32 %1484, float %1419, float %1420, float %1421, float %1422) #7
  %1488 = extractvalue { float, float, float, float } %1487, 0
  %1489 = extractvalue { float, float, float, float } %1487, 1
  %1490 = extractvalue { float, float, float, float } %1487, 2
  %1491 = extractvalue { float, float, float, float } %1487, 3
  %1492 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1445, i32 %1446, i32 %1447, i32 %1448, i32 %1485, i32 %1486, float %1424, float %1425, float %1426, float %1427) #7
  %1493 = extractvalue { float, float, float, float } %1492, 0
  %1494 = extractvalue { float, float, float, float } %1492, 1
  %1495 = extractvalue { float, float, float, float } %1492, 2
  %1496 = extractvalue { float, float, float, float } %1492, 3
  %1497 = getelementptr bfloat, ptr addrspace(3) %1305, i64 %433
  %1498 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1497)
  %1499 = extractvalue { i32, i32, i32, i32 } %1498, 0
  %1500 = extractvalue { i32, i32, i32, i32 } %1498, 1
  %1501 = extractvalue { i32, i32, i32, i32 } %1498, 2
  %1502 = extractvalue { i32, i32, i32, i32 } %1498, 3
  %1503 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1445, i32 %1446, i32 %1447, i32 %1448, i32 %1499, i32 %1500, float %1435, float %1436, float %1437, float %1438) #7
  %1504 = extractvalue { float, float, float, float } %1503, 0
  %1505 = extractvalue { float, float, float, float } %1503, 1
  %1506 = extractvalue { float, float, float, float } %1503, 2
  %1507 = extractvalue { float, float, float, float } %1503, 3
  %1508 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1445, i32 %1446, i32 %1447, i32 %1448, i32 %1501, i32 %1502, float %1440, float %1441, float %1442, float %1443) #7
  %1509 = extractvalue { float, float, float, float } %1508, 0
  %1510 = extractvalue { float, float, float, float } %1508, 1
  %1511 = extractvalue { float, float, float, float } %1508, 2
  %1512 = extractvalue { float, float, float, float } %1508, 3
  %1513 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %436)
  %1514 = extractvalue { i32, i32, i32, i32 } %1513, 0
  %1515 = extractvalue { i32, i32, i32, i32 } %1513, 1
  %1516 = extractvalue { i32, i32, i32, i32 } %1513, 2
  %1517 = extractvalue { i32, i32, i32, i32 } %1513, 3
  %1518 = getelementptr bfloat, ptr addrspace(3) %1305, i64 %439
  %1519 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1518)
  %1520 = extractvalue { i32, i32, i32, i32 } %1519, 0
  %1521 = extractvalue { i32, i32, i32, i32 } %1519, 1
  %1522 = extractvalue { i32, i32, i32, i32 } %1519, 2
  %1523 = extractvalue { i32, i32, i32, i32 } %1519, 3
  %1524 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1514, i32 %1515, i32 %1516, i32 %1517, i32 %1520, i32 %1521, float %1456, float %1457, float %1458, float %1459) #7
  %1525 = extractvalue { float, float, float, float } %1524, 0
  %1526 = extractvalue { float, float, float, float } %1524, 1
  %1527 = extractvalue { float, float, float, float } %1524, 2
  %1528 = extractvalue { float, float, float, float } %1524, 3
  %1529 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1514, i32 %1515, i32 %1516, i32 %1517, i32 %1522, i32 %1523, float %1461, float %1462, float %1463, float %1464) #7
  %1530 = extractvalue { float, float, float, float } %1529, 0
  %1531 = extractvalue { float, float, float, float } %1529, 1
  %1532 = extractvalue { float, float, float, float } %1529, 2
  %1533 = extractvalue { float, float, float, float } %1529, 3
  %1534 = getelementptr bfloat, ptr addrspace(3) %1305, i64 %440
  %1535 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1534)
  %1536 = extractvalue { i32, i32, i32, i32 } %1535, 0
  %1537 = extractvalue { i32, i32, i32, i32 } %1535, 1
  %1538 = extractvalue { i32, i32, i32, i32 } %1535, 2
  %1539 = extractvalue { i32, i32, i32, i32 } %1535, 3
  %1540 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1514, i32 %1515, i32 %1516, i32 %1517, i32 %1536, i32 %1537, float %1472, float %1473, float %1474, float %1475) #7
  %1541 = extractvalue { float, float, float, float } %1540, 0
  %1542 = extractvalue { float, float, float, float } %1540, 1
  %1543 = extractvalue { float, float, float, float } %1540, 2
  %1544 = extractvalue { float, float, float, float } %1540, 3
  %1545 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1514, i32 %1515, i32 %1516, i32 %1517, i32 %1538, i32 %1539, float %1477, float %1478, float %1479, float %1480) #7
  %1546 = extractvalue { float, float, float, float } %1545, 0
  %1547 = extractvalue { float, float, float, float } %1545, 1
  %1548 = extractvalue { float, float, float, float } %1545, 2
  %1549 = extractvalue { float, float, float, float } %1545, 3
  %1550 = getelementptr bfloat, ptr addrspace(3) %1305, i64 %441
  %1551 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1550)
  %1552 = extractvalue { i32, i32, i32, i32 } %1551, 0
  %1553 = extractvalue { i32, i32, i32, i32 } %1551, 1
  %1554 = extractvalue { i32, i32, i32, i32 } %1551, 2
  %1555 = extractvalue { i32, i32, i32, i32 } %1551, 3
  %1556 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1514, i32 %1515, i32 %1516, i32 %1517, i32 %1552, i32 %1553, float %1488, float %1489, float %1490, float %1491) #7
  %1557 = extractvalue { float, float, float, float } %1556, 0
  %1558 = extractvalue { float, float, float, float } %1556, 1
  %1559 = extractvalue { float, float, float, float } %1556, 2
  %1560 = extractvalue { float, float, float, float } %1556, 3
  %1561 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1514, i32 %1515, i32 %1516, i32 %1517, i32 %1554, i32 %1555, float %1493, float %1494, float %1495, float %1496) #7
  %1562 = extractvalue { float, float, float, float } %1561, 0
  %1563 = extractvalue { float, float, float, float } %1561, 1
  %1564 = extractvalue { float, float, float, float } %1561, 2
  %1565 = extractvalue { float, float, float, float } %1561, 3
  %1566 = getelementptr bfloat, ptr addrspace(3) %1305, i64 %442
  %1567 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1566)
  %1568 = extractvalue { i32, i32, i32, i32 } %1567, 0
  %1569 = extractvalue { i32, i32, i32, i32 } %1567, 1
  %1570 = extractvalue { i32, i32, i32, i32 } %1567, 2
  %1571 = extractvalue { i32, i32, i32, i32 } %1567, 3
  %1572 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1514, i32 %1515, i32 %1516, i32 %1517, i32 %1568, i32 %1569, float %1504, float %1505, float %1506, float %1507) #7
  %1573 = extractvalue { float, float, float, float } %1572, 0
  %1574 = extractvalue { float, float, float, float } %1572, 1
  %1575 = extractvalue { float, float, float, float } %1572, 2
  %1576 = extractvalue { float, float, float, float } %1572, 3
  %1577 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1514, i32 %1515, i32 %1516, i32 %1517, i32 %1570, i32 %1571, float %1509, float %1510, float %1511, float %1512) #7
  %1578 = extractvalue { float, float, float, float } %1577, 0
  %1579 = extractvalue { float, float, float, float } %1577, 1
  %1580 = extractvalue { float, float, float, float } %1577, 2
  %1581 = extractvalue { float, float, float, float } %1577, 3
  %1582 = getelementptr i8, ptr addrspace(3) %1305, i64 9216
  %1583 = fmul float %13, %1525
  %1584 = fmul float %13, %1526
  %1585 = fmul float %13, %1527
  %1586 = fmul float %13, %1528
  %1587 = fmul float %13, %1530
  %1588 = fmul float %13, %1531
  %1589 = fmul float %13, %1532
  %1590 = fmul float %13, %1533
  %1591 = fmul float %13, %1541
  %1592 = fmul float %13, %1542
  %1593 = fmul float %13, %1543
  %1594 = fmul float %13, %1544
  %1595 = fmul float %13, %1546
  %1596 = fmul float %13, %1547
  %1597 = fmul float %13, %1548
  %1598 = fmul float %13, %1549
  %1599 = fmul float %13, %1557
  %1600 = fmul float %13, %1558
  %1601 = fmul float %13, %1559
  %1602 = fmul float %13, %1560
  %1603 = fmul float %13, %1562
  %1604 = fmul float %13, %1563
  %1605 = fmul float %13, %1564
  %1606 = fmul float %13, %1565
  %1607 = fmul float %13, %1573
  %1608 = fmul float %13, %1574
  %1609 = fmul float %13, %1575
  %1610 = fmul float %13, %1576
  %1611 = fmul float %13, %1578
  %1612 = fmul float %13, %1579
  %1613 = fmul float %13, %1580
  %1614 = fmul float %13, %1581
  %1615 = or disjoint i32 %838, %369
  %1616 = icmp slt i32 %1615, %4
  %1617 = or disjoint i32 %1615, 1
  %1618 = icmp slt i32 %1617, %4
  %1619 = or disjoint i32 %1615, 8
  %1620 = icmp slt i32 %1619, %4
  %1621 = or disjoint i32 %1615, 9
  %1622 = icmp slt i32 %1621, %4
  %1623 = or disjoint i32 %1615, 16
  %1624 = icmp slt i32 %1623, %4
  %1625 = or disjoint i32 %1615, 17
  %1626 = icmp slt i32 %1625, %4
  %1627 = or disjoint i32 %1615, 24
  %1628 = icmp slt i32 %1627, %4
  %1629 = or disjoint i32 %1615, 25
  %1630 = icmp slt i32 %1629, %4
  %1631 = or disjoint i32 %1615, 32
  %1632 = icmp slt i32 %1631, %4
  %1633 = or disjoint i32 %1615, 33
  %1634 = icmp slt i32 %1633, %4
  %1635 = or disjoint i32 %1615, 40
  %1636 = icmp slt i32 %1635, %4
  %1637 = or disjoint i32 %1615, 41
  %1638 = icmp slt i32 %1637, %4
  %1639 = or disjoint i32 %1615, 48
  %1640 = icmp slt i32 %1639, %4
  %1641 = or disjoint i32 %1615, 49
  %1642 = icmp slt i32 %1641, %4
  %1643 = or disjoint i32 %1615, 56
  %1644 = icmp slt i32 %1643, %4
  %1645 = or disjoint i32 %1615, 57
  %1646 = icmp slt i32 %1645, %4
  %1647 = select i1 %1616, float %1583, float 0xFFF0000000000000
  %1648 = select i1 %1618, float %1584, float 0xFFF0000000000000
  %1649 = select i1 %1616, float %1585, float 0xFFF0000000000000
  %1650 = select i1 %1618, float %1586, float 0xFFF0000000000000
  %1651 = select i1 %1620, float %1587, float 0xFFF0000000000000
  %1652 = select i1 %1622, float %1588, float 0xFFF0000000000000
  %1653 = select i1 %1620, float %1589, float 0xFFF0000000000000
  %1654 = select i1 %1622, float %1590, float 0xFFF0000000000000
  %1655 = select i1 %1624, float %1591, float 0xFFF0000000000000
  %1656 = select i1 %1626, float %1592, float 0xFFF0000000000000
  %1657 = select i1 %1624, float %1593, float 0xFFF0000000000000
  %1658 = select i1 %1626, float %1594, float 0xFFF0000000000000
  %1659 = select i1 %1628, float %1595, float 0xFFF0000000000000
  %1660 = select i1 %1630, float %1596, float 0xFFF0000000000000
  %1661 = select i1 %1628, float %1597, float 0xFFF0000000000000
  %1662 = select i1 %1630, float %1598, float 0xFFF0000000000000
  %1663 = select i1 %1632, float %1599, float 0xFFF0000000000000
  %1664 = select i1 %1634, float %1600, float 0xFFF0000000000000
  %1665 = select i1 %1632, float %1601, float 0xFFF0000000000000
  %1666 = select i1 %1634, float %1602, float 0xFFF0000000000000
  %1667 = select i1 %1636, float %1603, float 0xFFF0000000000000
  %1668 = select i1 %1638, float %1604, float 0xFFF0000000000000
  %1669 = select i1 %1636, float %1605, float 0xFFF0000000000000
  %1670 = select i1 %1638, float %1606, float 0xFFF0000000000000
  %1671 = select i1 %1640, float %1607, float 0xFFF0000000000000
  %1672 = select i1 %1642, float %1608, float 0xFFF0000000000000
  %1673 = select i1 %1640, float %1609, float 0xFFF0000000000000
  %1674 = select i1 %1642, float %1610, float 0xFFF0000000000000
  %1675 = select i1 %1644, float %1611, float 0xFFF0000000000000
  %1676 = select i1 %1646, float %1612, float 0xFFF0000000000000
  %1677 = select i1 %1644, float %1613, float 0xFFF0000000000000
  %1678 = select i1 %1646, float %1614, float 0xFFF0000000000000
  %1679 = tail call float @llvm.maxnum.f32(float %1647, float %1648)
  %1680 = tail call float @llvm.maxnum.f32(float %1649, float %1650)
  %1681 = tail call float @llvm.maxnum.f32(float %1679, float %1651)
  %1682 = tail call float @llvm.maxnum.f32(float %1681, float %1652)
  %1683 = tail call float @llvm.maxnum.f32(float %1680, float %1653)
  %1684 = tail call float @llvm.maxnum.f32(float %1683, float %1654)
  %1685 = tail call float @llvm.maxnum.f32(float %1682, float %1655)
  %1686 = tail call float @llvm.maxnum.f32(float %1685, float %1656)
  %1687 = tail call float @llvm.maxnum.f32(float %1684, float %1657)
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
  %1709 = bitcast float %1706 to i32
  %1710 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1709, i32 2, i32 31)
  %1711 = bitcast i32 %1710 to float
  %1712 = tail call float @llvm.maxnum.f32(float %1706, float %1711)
  %1713 = bitcast float %1708 to i32
  %1714 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1713, i32 2, i32 31)
  %1715 = bitcast i32 %1714 to float
  %1716 = tail call float @llvm.maxnum.f32(float %1708, float %1715)
  %1717 = bitcast float %1712 to i32
  %1718 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1717, i32 1, i32 31)
  %1719 = bitcast i32 %1718 to float
  %1720 = tail call float @llvm.maxnum.f32(float %1712, float %1719)
  %1721 = bitcast float %1716 to i32
  %1722 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1721, i32 1, i32 31)
  %1723 = bitcast i32 %1722 to float
  %1724 = tail call float @llvm.maxnum.f32(float %1716, float %1723)
  %1725 = tail call float @llvm.maxnum.f32(float %803, float %1720)
  %1726 = tail call float @llvm.maxnum.f32(float %802, float %1724)
  %1727 = fsub float %1647, %1725
  %1728 = fsub float %1648, %1725
  %1729 = fsub float %1649, %1726
  %1730 = fsub float %1650, %1726
  %1731 = fsub float %1651, %1725
  %1732 = fsub float %1652, %1725
  %1733 = fsub float %1653, %1726
  %1734 = fsub float %1654, %1726
  %1735 = fsub float %1655, %1725
  %1736 = fsub float %1656, %1725
  %1737 = fsub float %1657, %1726
  %1738 = fsub float %1658, %1726
  %1739 = fsub float %1659, %1725
  %1740 = fsub float %1660, %1725
  %1741 = fsub float %1661, %1726
  %1742 = fsub float %1662, %1726
  %1743 = fsub float %1663, %1725
  %1744 = fsub float %1664, %1725
  %1745 = fsub float %1665, %1726
  %1746 = fsub float %1666, %1726
  %1747 = fsub float %1667, %1725
  %1748 = fsub float %1668, %1725
  %1749 = fsub float %1669, %1726
  %1750 = fsub float %1670, %1726
  %1751 = fsub float %1671, %1725
  %1752 = fsub float %1672, %1725
  %1753 = fsub float %1673, %1726
  %1754 = fsub float %1674, %1726
  %1755 = fsub float %1675, %1725
  %1756 = fsub float %1676, %1725
  %1757 = fsub float %1677, %1726
  %1758 = fsub float %1678, %1726
  %1759 = tail call float @llvm.nvvm.ex2.approx.f32(float %1727)
  %1760 = tail call float @llvm.nvvm.ex2.approx.f32(float %1728)
  %1761 = tail call float @llvm.nvvm.ex2.approx.f32(float %1729)
  %1762 = tail call float @llvm.nvvm.ex2.approx.f32(float %1730)
  %1763 = tail call float @llvm.nvvm.ex2.approx.f32(float %1731)
  %1764 = tail call float @llvm.nvvm.ex2.approx.f32(float %1732)
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
  %1791 = fsub float %803, %1725
  %1792 = fsub float %802, %1726
  %1793 = tail call float @llvm.nvvm.ex2.approx.f32(float %1791)
  %1794 = tail call float @llvm.nvvm.ex2.approx.f32(float %1792)
  %1795 = fmul float %837, %1793
  %1796 = fmul float %836, %1794
  %1797 = fadd float %1759, %1760
  %1798 = fadd float %1761, %1762
  %1799 = fadd float %1797, %1763
  %1800 = fadd float %1799, %1764
  %1801 = fadd float %1798, %1765
  %1802 = fadd float %1801, %1766
  %1803 = fadd float %1800, %1767
  %1804 = fadd float %1803, %1768
  %1805 = fadd float %1802, %1769
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
  %1827 = bitcast float %1824 to i32
  %1828 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1827, i32 2, i32 31)
  %1829 = bitcast i32 %1828 to float
  %1830 = fadd float %1824, %1829
  %1831 = bitcast float %1826 to i32
  %1832 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1831, i32 2, i32 31)
  %1833 = bitcast i32 %1832 to float
  %1834 = fadd float %1826, %1833
  %1835 = bitcast float %1830 to i32
  %1836 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1835, i32 1, i32 31)
  %1837 = bitcast i32 %1836 to float
  %1838 = fadd float %1830, %1837
  %1839 = bitcast float %1834 to i32
  %1840 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1839, i32 1, i32 31)
  %1841 = bitcast i32 %1840 to float
  %1842 = fadd float %1834, %1841
  %1843 = fadd float %1795, %1838
  %1844 = fadd float %1796, %1842
  %1845 = fptrunc float %1759 to bfloat
  %1846 = fptrunc float %1760 to bfloat
  %1847 = fptrunc float %1761 to bfloat
  %1848 = fptrunc float %1762 to bfloat
  %1849 = fptrunc float %1763 to bfloat
  %1850 = fptrunc float %1764 to bfloat
  %1851 = fptrunc float %1765 to bfloat
  %1852 = fptrunc float %1766 to bfloat
  %1853 = fptrunc float %1767 to bfloat
  %1854 = fptrunc float %1768 to bfloat
  %1855 = fptrunc float %1769 to bfloat
  %1856 = fptrunc float %1770 to bfloat
  %1857 = fptrunc float %1771 to bfloat
  %1858 = fptrunc float %1772 to bfloat
  %1859 = fptrunc float %1773 to bfloat
  %1860 = fptrunc float %1774 to bfloat
  %1861 = fptrunc float %1775 to bfloat
  %1862 = fptrunc float %1776 to bfloat
  %1863 = fptrunc float %1777 to bfloat
  %1864 = fptrunc float %1778 to bfloat
  %1865 = fptrunc float %1779 to bfloat
  %1866 = fptrunc float %1780 to bfloat
  %1867 = fptrunc float %1781 to bfloat
  %1868 = fptrunc float %1782 to bfloat
  %1869 = fptrunc float %1783 to bfloat
  %1870 = fptrunc float %1784 to bfloat
  %1871 = fptrunc float %1785 to bfloat
  %1872 = fptrunc float %1786 to bfloat
  %1873 = fptrunc float %1787 to bfloat
  %1874 = fptrunc float %1788 to bfloat
  %1875 = fptrunc float %1789 to bfloat
  %1876 = fptrunc float %1790 to bfloat
  %1877 = fmul float %835, %1793
  %1878 = fmul float %834, %1793
  %1879 = fmul float %833, %1794
  %1880 = fmul float %832, %1794
  %1881 = fmul float %831, %1793
  %1882 = fmul float %830, %1793
  %1883 = fmul float %829, %1794
  %1884 = fmul float %828, %1794
  %1885 = fmul float %827, %1793
  %1886 = fmul float %826, %1793
  %1887 = fmul float %825, %1794
  %1888 = fmul float %824, %1794
  %1889 = fmul float %823, %1793
  %1890 = fmul float %822, %1793
  %1891 = fmul float %821, %1794
  %1892 = fmul float %820, %1794
  %1893 = fmul float %819, %1793
  %1894 = fmul float %818, %1793
  %1895 = fmul float %817, %1794
  %1896 = fmul float %816, %1794
  %1897 = fmul float %815, %1793
  %1898 = fmul float %814, %1793
  %1899 = fmul float %813, %1794
  %1900 = fmul float %812, %1794
  %1901 = fmul float %811, %1793
  %1902 = fmul float %810, %1793
  %1903 = fmul float %809, %1794
  %1904 = fmul float %808, %1794
  %1905 = fmul float %807, %1793
  %1906 = fmul float %806, %1793
  %1907 = fmul float %805, %1794
  %1908 = fmul float %804, %1794
  %1909 = insertelement <2 x bfloat> poison, bfloat %1845, i64 0
  %1910 = insertelement <2 x bfloat> %1909, bfloat %1846, i64 1
  %1911 = bitcast <2 x bfloat> %1910 to i32
  %1912 = insertelement <2 x bfloat> poison, bfloat %1847, i64 0
  %1913 = insertelement <2 x bfloat> %1912, bfloat %1848, i64 1
  %1914 = bitcast <2 x bfloat> %1913 to i32
  %1915 = insertelement <2 x bfloat> poison, bfloat %1849, i64 0
  %1916 = insertelement <2 x bfloat> %1915, bfloat %1850, i64 1
  %1917 = bitcast <2 x bfloat> %1916 to i32
  %1918 = insertelement <2 x bfloat> poison, bfloat %1851, i64 0
  %1919 = insertelement <2 x bfloat> %1918, bfloat %1852, i64 1
  %1920 = bitcast <2 x bfloat> %1919 to i32
  %1921 = insertelement <2 x bfloat> poison, bfloat %1853, i64 0
  %1922 = insertelement <2 x bfloat> %1921, bfloat %1854, i64 1
  %1923 = bitcast <2 x bfloat> %1922 to i32
  %1924 = insertelement <2 x bfloat> poison, bfloat %1855, i64 0
  %1925 = insertelement <2 x bfloat> %1924, bfloat %1856, i64 1
  %1926 = bitcast <2 x bfloat> %1925 to i32
  %1927 = insertelement <2 x bfloat> poison, bfloat %1857, i64 0
  %1928 = insertelement <2 x bfloat> %1927, bfloat %1858, i64 1
  %1929 = bitcast <2 x bfloat> %1928 to i32
  %1930 = insertelement <2 x bfloat> poison, bfloat %1859, i64 0
  %1931 = insertelement <2 x bfloat> %1930, bfloat %1860, i64 1
  %1932 = bitcast <2 x bfloat> %1931 to i32
  %1933 = insertelement <2 x bfloat> poison, bfloat %1861, i64 0
  %1934 = insertelement <2 x bfloat> %1933, bfloat %1862, i64 1
  %1935 = bitcast <2 x bfloat> %1934 to i32
  %1936 = insertelement <2 x bfloat> poison, bfloat %1863, i64 0
  %1937 = insertelement <2 x bfloat> %1936, bfloat %1864, i64 1
  %1938 = bitcast <2 x bfloat> %1937 to i32
  %1939 = insertelement <2 x bfloat> poison, bfloat %1865, i64 0
  %1940 = insertelement <2 x bfloat> %1939, bfloat %1866, i64 1
  %1941 = bitcast <2 x bfloat> %1940 to i32
  %1942 = insertelement <2 x bfloat> poison, bfloat %1867, i64 0
  %1943 = insertelement <2 x bfloat> %1942, bfloat %1868, i64 1
  %1944 = bitcast <2 x bfloat> %1943 to i32
  %1945 = insertelement <2 x bfloat> poison, bfloat %1869, i64 0
  %1946 = insertelement <2 x bfloat> %1945, bfloat %1870, i64 1
  %1947 = bitcast <2 x bfloat> %1946 to i32
  %1948 = insertelement <2 x bfloat> poison, bfloat %1871, i64 0
  %1949 = insertelement <2 x bfloat> %1948, bfloat %1872, i64 1
  %1950 = bitcast <2 x bfloat> %1949 to i32
  %1951 = insertelement <2 x bfloat> poison, bfloat %1873, i64 0
  %1952 = insertelement <2 x bfloat> %1951, bfloat %1874, i64 1
  %1953 = bitcast <2 x bfloat> %1952 to i32
  %1954 = insertelement <2 x bfloat> poison, bfloat %1875, i64 0
  %1955 = insertelement <2 x bfloat> %1954, bfloat %1876, i64 1
  %1956 = bitcast <2 x bfloat> %1955 to i32
  %1957 = getelementptr bfloat, ptr addrspace(3) %1582, i64 %372
  %1958 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1957)
  %1959 = extractvalue { i32, i32, i32, i32 } %1958, 0
  %1960 = extractvalue { i32, i32, i32, i32 } %1958, 1
  %1961 = extractvalue { i32, i32, i32, i32 } %1958, 2
  %1962 = extractvalue { i32, i32, i32, i32 } %1958, 3
  %1963 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1911, i32 %1914, i32 %1917, i32 %1920, i32 %1959, i32 %1960, float %1877, float %1878, float %1879, float %1880) #7
  %1964 = extractvalue { float, float, float, float } %1963, 0
  %1965 = extractvalue { float, float, float, float } %1963, 1
  %1966 = extractvalue { float, float, float, float } %1963, 2
  %1967 = extractvalue { float, float, float, float } %1963, 3
  %1968 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1911, i32 %1914, i32 %1917, i32 %1920, i32 %1961, i32 %1962, float %1881, float %1882, float %1883, float %1884) #7
  %1969 = extractvalue { float, float, float, float } %1968, 0
  %1970 = extractvalue { float, float, float, float } %1968, 1
  %1971 = extractvalue { float, float, float, float } %1968, 2
  %1972 = extractvalue { float, float, float, float } %1968, 3
  %1973 = getelementptr bfloat, ptr addrspace(3) %1582, i64 %375
  %1974 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1973)
  %1975 = extractvalue { i32, i32, i32, i32 } %1974, 0
  %1976 = extractvalue { i32, i32, i32, i32 } %1974, 1
  %1977 = extractvalue { i32, i32, i32, i32 } %1974, 2
  %1978 = extractvalue { i32, i32, i32, i32 } %1974, 3
  %1979 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1911, i32 %1914, i32 %1917, i32 %1920, i32 %1975, i32 %1976, float %1885, float %1886, float %1887, float %1888) #7
  %1980 = extractvalue { float, float, float, float } %1979, 0
  %1981 = extractvalue { float, float, float, float } %1979, 1
  %1982 = extractvalue { float, float, float, float } %1979, 2
  %1983 = extractvalue { float, float, float, float } %1979, 3
  %1984 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1911, i32 %1914, i32 %1917, i32 %1920, i32 %1977, i32 %1978, float %1889, float %1890, float %1891, float %1892) #7
  %1985 = extractvalue { float, float, float, float } %1984, 0
  %1986 = extractvalue { float, float, float, float } %1984, 1
  %1987 = extractvalue { float, float, float, float } %1984, 2
  %1988 = extractvalue { float, float, float, float } %1984, 3
  %1989 = getelementptr bfloat, ptr addrspace(3) %1582, i64 %378
  %1990 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1989)
  %1991 = extractvalue { i32, i32, i32, i32 } %1990, 0
  %1992 = extractvalue { i32, i32, i32, i32 } %1990, 1
  %1993 = extractvalue { i32, i32, i32, i32 } %1990, 2
  %1994 = extractvalue { i32, i32, i32, i32 } %1990, 3
  %1995 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1911, i32 %1914, i32 %1917, i32 %1920, i32 %1991, i32 %1992, float %1893, float %1894, float %1895, float %1896) #7
  %1996 = extractvalue { float, float, float, float } %1995, 0
  %1997 = extractvalue { float, float, float, float } %1995, 1
  %1998 = extractvalue { float, float, float, float } %1995, 2
  %1999 = extractvalue { float, float, float, float } %1995, 3
  %2000 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1911, i32 %1914, i32 %1917, i32 %1920, i32 %1993, i32 %1994, float %1897, float %1898, float %1899, float %1900) #7
  %2001 = extractvalue { float, float, float, float } %2000, 0
  %2002 = extractvalue { float, float, float, float } %2000, 1
  %2003 = extractvalue { float, float, float, float } %2000, 2
  %2004 = extractvalue { float, float, float, float } %2000, 3
  %2005 = getelementptr bfloat, ptr addrspace(3) %1582, i64 %381
  %2006 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %2005)
  %2007 = extractvalue { i32, i32, i32, i32 } %2006, 0
  %2008 = extractvalue { i32, i32, i32, i32 } %2006, 1
  %2009 = extractvalue { i32, i32, i32, i32 } %2006, 2
  %2010 = extractvalue { i32, i32, i32, i32 } %2006, 3
  %2011 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1911, i32 %1914, i32 %1917, i32 %1920, i32 %2007, i32 %2008, float %1901, float %1902, float %1903, float %1904) #7
  %2012 = extractvalue { float, float, float, float } %2011, 0
  %2013 = extractvalue { float, float, float, float } %2011, 1
  %2014 = extractvalue { float, float, float, float } %2011, 2
  %2015 = extractvalue { float, float, float, float } %2011, 3
  %2016 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1911, i32 %1914, i32 %1917, i32 %1920, i32 %2009, i32 %2010, float %1905, float %1906, float %1907, float %1908) #7
  %2017 = extractvalue { float, float, float, float } %2016, 0
  %2018 = extractvalue { float, float, float, float } %2016, 1
  %2019 = extractvalue { float, float, float, float } %2016, 2
  %2020 = extractvalue { float, float, float, float } %2016, 3
  %2021 = getelementptr bfloat, ptr addrspace(3) %1582, i64 %384
  %2022 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %2021)
  %2023 = extractvalue { i32, i32, i32, i32 } %2022, 0
  %2024 = extractvalue { i32, i32, i32, i32 } %2022, 1
  %2025 = extractvalue { i32, i32, i32, i32 } %2022, 2
  %2026 = extractvalue { i32, i32, i32, i32 } %2022, 3
  %2027 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1923, i32 %1926, i32 %1929, i32 %1932, i32 %2023, i32 %2024, float %1964, float %1965, float %1966, float %1967) #7
  %2028 = extractvalue { float, float, float, float } %2027, 0
  %2029 = extractvalue { float, float, float, float } %2027, 1
  %2030 = extractvalue { float, float, float, float } %2027, 2
  %2031 = extractvalue { float, float, float, float } %2027, 3
  %2032 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1923, i32 %1926, i32 %1929, i32 %1932, i32 %2025, i32 %2026, float %1969, float %1970, float %1971, float %1972) #7
  %2033 = extractvalue { float, float, float, float } %2032, 0
  %2034 = extractvalue { float, float, float, float } %2032, 1
  %2035 = extractvalue { float, float, float, float } %2032, 2
  %2036 = extractvalue { float, float, float, float } %2032, 3
  %2037 = getelementptr bfloat, ptr addrspace(3) %1582, i64 %386
  %2038 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %2037)
  %2039 = extractvalue { i32, i32, i32, i32 } %2038, 0
  %2040 = extractvalue { i32, i32, i32, i32 } %2038, 1
  %2041 = extractvalue { i32, i32, i32, i32 } %2038, 2
  %2042 = extractvalue { i32, i32, i32, i32 } %2038, 3
  %2043 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1923, i32 %1926, i32 %1929, i32 %1932, i32 %2039, i32 %2040, float %1980, float %1981, float %1982, float %1983) #7
  %2044 = extractvalue { float, float, float, float } %2043, 0
  %2045 = extractvalue { float, float, float, float } %2043, 1
  %2046 = extractvalue { float, float, float, float } %2043, 2
  %2047 = extractvalue { float, float, float, float } %2043, 3
  %2048 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1923, i32 %1926, i32 %1929, i32 %1932, i32 %2041, i32 %2042, float %1985, float %1986, float %1987, float %1988) #7
  %2049 = extractvalue { float, float, float, float } %2048, 0
  %2050 = extractvalue { float, float, float, float } %2048, 1
  %2051 = extractvalue { float, float, float, float } %2048, 2
  %2052 = extractvalue { float, float, float, float } %2048, 3
  %2053 = getelementptr bfloat, ptr addrspace(3) %1582, i64 %388
  %2054 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %2053)
  %2055 = extractvalue { i32, i32, i32, i32 } %2054, 0
  %2056 = extractvalue { i32, i32, i32, i32 } %2054, 1
  %2057 = extractvalue { i32, i32, i32, i32 } %2054, 2
  %2058 = extractvalue { i32, i32, i32, i32 } %2054, 3
  %2059 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1923, i32 %1926, i32 %1929, i32 %1932, i32 %2055, i32 %2056, float %1996, float %1997, float %1998, float %1999) #7
  %2060 = extractvalue { float, float, float, float } %2059, 0
  %2061 = extractvalue { float, float, float, float } %2059, 1
  %2062 = extractvalue { float, float, float, float } %2059, 2
  %2063 = extractvalue { float, float, float, float } %2059, 3
  %2064 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1923, i32 %1926, i32 %1929, i32 %1932, i32 %2057, i32 %2058, float %2001, float %2002, float %2003, float %2004) #7
  %2065 = extractvalue { float, float, float, float } %2064, 0
  %2066 = extractvalue { float, float, float, float } %2064, 1
  %2067 = extractvalue { float, float, float, float } %2064, 2
  %2068 = extractvalue { float, float, float, float } %2064, 3
  %2069 = getelementptr bfloat, ptr addrspace(3) %1582, i64 %390
  %2070 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %2069)
  %2071 = extractvalue { i32, i32, i32, i32 } %2070, 0
  %2072 = extractvalue { i32, i32, i32, i32 } %2070, 1
  %2073 = extractvalue { i32, i32, i32, i32 } %2070, 2
  %2074 = extractvalue { i32, i32, i32, i32 } %2070, 3
  %2075 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1923, i32 %1926, i32 %1929, i32 %1932, i32 %2071, i32 %2072, float %2012, float %2013, float %2014, float %2015) #7
  %2076 = extractvalue { float, float, float, float } %2075, 0
  %2077 = extractvalue { float, float, float, float } %2075, 1
  %2078 = extractvalue { float, float, float, float } %2075, 2
  %2079 = extractvalue { float, float, float, float } %2075, 3
  %2080 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1923, i32 %1926, i32 %1929, i32 %1932, i32 %2073, i32 %2074, float %2017, float %2018, float %2019, float %2020) #7
  %2081 = extractvalue { float, float, float, float } %2080, 0
  %2082 = extractvalue { float, float, float, float } %2080, 1
  %2083 = extractvalue { float, float, float, float } %2080, 2
  %2084 = extractvalue { float, float, float, float } %2080, 3
  %2085 = getelementptr bfloat, ptr addrspace(3) %1582, i64 %393
  %2086 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %2085)
  %2087 = extractvalue { i32, i32, i32, i32 } %2086, 0
  %2088 = extractvalue { i32, i32, i32, i32 } %2086, 1
  %2089 = extractvalue { i32, i32, i32, i32 } %2086, 2
  %2090 = extractvalue { i32, i32, i32, i32 } %2086, 3
  %2091 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1935, i32 %1938, i32 %1941, i32 %1944, i32 %2087, i32 %2088, float %2028, float %2029, float %2030, float %2031) #7
  %2092 = extractvalue { float, float, float, float } %2091, 0
  %2093 = extractvalue { float, float, float, float } %2091, 1
  %2094 = extractvalue { float, float, float, float } %2091, 2
  %2095 = extractvalue { float, float, float, float } %2091, 3
  %2096 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1935, i32 %1938, i32 %1941, i32 %1944, i32 %2089, i32 %2090, float %2033, float %2034, float %2035, float %2036) #7
  %2097 = extractvalue { float, float, float, float } %2096, 0
  %2098 = extractvalue { float, float, float, float } %2096, 1
  %2099 = extractvalue { float, float, float, float } %2096, 2
  %2100 = extractvalue { float, float, float, float } %2096, 3
  %2101 = getelementptr bfloat, ptr addrspace(3) %1582, i64 %395
  %2102 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %2101)
  %2103 = extractvalue { i32, i32, i32, i32 } %2102, 0
  %2104 = extractvalue { i32, i32, i32, i32 } %2102, 1
  %2105 = extractvalue { i32, i32, i32, i32 } %2102, 2
  %2106 = extractvalue { i32, i32, i32, i32 } %2102, 3
  %2107 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1935, i32 %1938, i32 %1941, i32 %1944, i32 %2103, i32 %2104, float %2044, float %2045, float %2046, float %2047) #7
  %2108 = extractvalue { float, float, float, float } %2107, 0
  %2109 = extractvalue { float, float, float, float } %2107, 1
  %2110 = extractvalue { float, float, float, float } %2107, 2
  %2111 = extractvalue { float, float, float, float } %2107, 3
  %2112 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1935, i32 %1938, i32 %1941, i32 %1944, i32 %2105, i32 %2106, float %2049, float %2050, float %2051, float %2052) #7
  %2113 = extractvalue { float, float, float, float } %2112, 0
  %2114 = extractvalue { float, float, float, float } %2112, 1
  %2115 = extractvalue { float, float, float, float } %2112, 2
  %2116 = extractvalue { float, float, float, float } %2112, 3
  %2117 = getelementptr bfloat, ptr addrspace(3) %1582, i64 %397
  %2118 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %2117)
  %2119 = extractvalue { i32, i32, i32, i32 } %2118, 0
  %2120 = extractvalue { i32, i32, i32, i32 } %2118, 1
  %2121 = extractvalue { i32, i32, i32, i32 } %2118, 2
  %2122 = extractvalue { i32, i32, i32, i32 } %2118, 3
  %2123 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1935, i32 %1938, i32 %1941, i32 %1944, i32 %2119, i32 %2120, float %2060, float %2061, float %2062, float %2063) #7
  %2124 = extractvalue { float, float, float, float } %2123, 0
  %2125 = extractvalue { float, float, float, float } %2123, 1
  %2126 = extractvalue { float, float, float, float } %2123, 2
  %2127 = extractvalue { float, float, float, float } %2123, 3
  %2128 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1935, i32 %1938, i32 %1941, i32 %1944, i32 %2121, i32 %2122, float %2065, float %2066, float %2067, float %2068) #7
  %2129 = extractvalue { float, float, float, float } %2128, 0
  %2130 = extractvalue { float, float, float, float } %2128, 1
  %2131 = extractvalue { float, float, float, float } %2128, 2
  %2132 = extractvalue { float, float, float, float } %2128, 3
  %2133 = getelementptr bfloat, ptr addrspace(3) %1582, i64 %399
  %2134 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %2133)
  %2135 = extractvalue { i32, i32, i32, i32 } %2134, 0
  %2136 = extractvalue { i32, i32, i32, i32 } %2134, 1
  %2137 = extractvalue { i32, i32, i32, i32 } %2134, 2
  %2138 = extractvalue { i32, i32, i32, i32 } %2134, 3
  %2139 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1935, i32 %1938, i32 %1941, i32 %1944, i32 %2135, i32 %2136, float %2076, float %2077, float %2078, float %2079) #7
  %2140 = extractvalue { float, float, float, float } %2139, 0
  %2141 = extractvalue { float, float, float, float } %2139, 1
  %2142 = extractvalue { float, float, float, float } %2139, 2
  %2143 = extractvalue { float, float, float, float } %2139, 3
  %2144 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1935, i32 %1938, i32 %1941, i32 %1944, i32 %2137, i32 %2138, float %2081, float %2082, float %2083, float %2084) #7
  %2145 = extractvalue { float, float, float, float } %2144, 0
  %2146 = extractvalue { float, float, float, float } %2144, 1
  %2147 = extractvalue { float, float, float, float } %2144, 2
  %2148 = extractvalue { float, float, float, float } %2144, 3
  %2149 = getelementptr bfloat, ptr addrspace(3) %1582, i64 %402
  %2150 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %2149)
  %2151 = extractvalue { i32, i32, i32, i32 } %2150, 0
  %2152 = extractvalue { i32, i32, i32, i32 } %2150, 1
  %2153 = extractvalue { i32, i32, i32, i32 } %2150, 2
  %2154 = extractvalue { i32, i32, i32, i32 } %2150, 3
  %2155 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1947, i32 %1950, i32 %1953, i32 %1956, i32 %2151, i32 %2152, float %2092, float %2093, float %2094, float %2095) #7
  %2156 = extractvalue { float, float, float, float } %2155, 0
  %2157 = extractvalue { float, float, float, float } %2155, 1
  %2158 = extractvalue { float, float, float, float } %2155, 2
  %2159 = extractvalue { float, float, float, float } %2155, 3
  %2160 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1947, i32 %1950, i32 %1953, i32 %1956, i32 %2153, i32 %2154, float %2097, float %2098, float %2099, float %2100) #7
  %2161 = extractvalue { float, float, float, float } %2160, 0
  %2162 = extractvalue { float, float, float, float } %2160, 1
  %2163 = extractvalue { float, float, float, float } %2160, 2
  %2164 = extractvalue { float, float, float, float } %2160, 3
  %2165 = getelementptr bfloat, ptr addrspace(3) %1582, i64 %404
  %2166 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %2165)
  %2167 = extractvalue { i32, i32, i32, i32 } %2166, 0
  %2168 = extractvalue { i32, i32, i32, i32 } %2166, 1
  %2169 = extractvalue { i32, i32, i32, i32 } %2166, 2
  %2170 = extractvalue { i32, i32, i32, i32 } %2166, 3
  %2171 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1947, i32 %1950, i32 %1953, i32 %1956, i32 %2167, i32 %2168, float %2108, float %2109, float %2110, float %2111) #7
  %2172 = extractvalue { float, float, float, float } %2171, 0
  %2173 = extractvalue { float, float, float, float } %2171, 1
  %2174 = extractvalue { float, float, float, float } %2171, 2
  %2175 = extractvalue { float, float, float, float } %2171, 3
  %2176 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1947, i32 %1950, i32 %1953, i32 %1956, i32 %2169, i32 %2170, float %2113, float %2114, float %2115, float %2116) #7
  %2177 = extractvalue { float, float, float, float } %2176, 0
  %2178 = extractvalue { float, float, float, float } %2176, 1
  %2179 = extractvalue { float, float, float, float } %2176, 2
  %2180 = extractvalue { float, float, float, float } %2176, 3
  %2181 = getelementptr bfloat, ptr addrspace(3) %1582, i64 %406
  %2182 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %2181)
  %2183 = extractvalue { i32, i32, i32, i32 } %2182, 0
  %2184 = extractvalue { i32, i32, i32, i32 } %2182, 1
  %2185 = extractvalue { i32, i32, i32, i32 } %2182, 2
  %2186 = extractvalue { i32, i32, i32, i32 } %2182, 3
  %2187 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1947, i32 %1950, i32 %1953, i32 %1956, i32 %2183, i32 %2184, float %2124, float %2125, float %2126, float %2127) #7
  %2188 = extractvalue { float, float, float, float } %2187, 0
  %2189 = extractvalue { float, float, float, float } %2187, 1
  %2190 = extractvalue { float, float, float, float } %2187, 2
  %2191 = extractvalue { float, float, float, float } %2187, 3
  %2192 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1947, i32 %1950, i32 %1953, i32 %1956, i32 %2185, i32 %2186, float %2129, float %2130, float %2131, float %2132) #7
  %2193 = extractvalue { float, float, float, float } %2192, 0
  %2194 = extractvalue { float, float, float, float } %2192, 1
  %2195 = extractvalue { float, float, float, float } %2192, 2
  %2196 = extractvalue { float, float, float, float } %2192, 3
  %2197 = getelementptr bfloat, ptr addrspace(3) %1582, i64 %408
  %2198 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %2197)
  %2199 = extractvalue { i32, i32, i32, i32 } %2198, 0
  %2200 = extractvalue { i32, i32, i32, i32 } %2198, 1
  %2201 = extractvalue { i32, i32, i32, i32 } %2198, 2
  %2202 = extractvalue { i32, i32, i32, i32 } %2198, 3
  %2203 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1947, i32 %1950, i32 %1953, i32 %1956, i32 %2199, i32 %2200, float %2140, float %2141, float %2142, float %2143) #7
  %2204 = extractvalue { float, float, float, float } %2203, 0
  %2205 = extractvalue { float, float, float, float } %2203, 1
  %2206 = extractvalue { float, float, float, float } %2203, 2
  %2207 = extractvalue { float, float, float, float } %2203, 3
  %2208 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1947, i32 %1950, i32 %1953, i32 %1956, i32 %2201, i32 %2202, float %2145, float %2146, float %2147, float %2148) #7
  %2209 = extractvalue { float, float, float, float } %2208, 0
  %2210 = extractvalue { float, float, float, float } %2208, 1
  %2211 = extractvalue { float, float, float, float } %2208, 2
  %2212 = extractvalue { float, float, float, float } %2208, 3
  br i1 %842, label %801, label %._crit_edge

._crit_edge:                                      ; preds = %.loopexit, %.preheader42.._crit_edge_crit_edge
  %.pre-phi237 = phi i32 [ %.pre236, %.preheader42.._crit_edge_crit_edge ], [ %369, %.loopexit ]
  %.lcssa125 = phi float [ 0.000000e+00, %.preheader42.._crit_edge_crit_edge ], [ %1843, %.loopexit ]
  %.lcssa124 = phi float [ 0.000000e+00, %.preheader42.._crit_edge_crit_edge ], [ %1844, %.loopexit ]
  %.lcssa123 = phi float [ 0.000000e+00, %.preheader42.._crit_edge_crit_edge ], [ %2156, %.loopexit ]
  %.lcssa122 = phi float [ 0.000000e+00, %.preheader42.._crit_edge_crit_edge ], [ %2157, %.loopexit ]
  %.lcssa121 = phi float [ 0.000000e+00, %.preheader42.._crit_edge_crit_edge ], [ %2158, %.loopexit ]
  %.lcssa120 = phi float [ 0.000000e+00, %.preheader42.._crit_edge_crit_edge ], [ %2159, %.loopexit ]
  %.lcssa119 = phi float [ 0.000000e+00, %.preheader42.._crit_edge_crit_edge ], [ %2161, %.loopexit ]
  %.lcssa118 = phi float [ 0.000000e+00, %.preheader42.._crit_edge_crit_edge ], [ %2162, %.loopexit ]
  %.lcssa117 = phi float [ 0.000000e+00, %.preheader42.._crit_edge_crit_edge ], [ %2163, %.loopexit ]
  %.lcssa116 = phi float [ 0.000000e+00, %.preheader42.._crit_edge_crit_edge ], [ %2164, %.loopexit ]
  %.lcssa115 = phi float [ 0.000000e+00, %.preheader42.._crit_edge_crit_edge ], [ %2172, %.loopexit ]
  %.lcssa114 = phi float [ 0.000000e+00, %.preheader42.._crit_edge_crit_edge ], [ %2173, %.loopexit ]
  %.lcssa113 = phi float [ 0.000000e+00, %.preheader42.._crit_edge_crit_edge ], [ %2174, %.loopexit ]
  %.lcssa112 = phi float [ 0.000000e+00, %.preheader42.._crit_edge_crit_edge ], [ %2175, %.loopexit ]
  %.lcssa111 = phi float [ 0.000000e+00, %.preheader42.._crit_edge_crit_edge ], [ %2177, %.loopexit ]
  %.lcssa110 = phi float [ 0.000000e+00, %.preheader42.._crit_edge_crit_edge ], [ %2178, %.loopexit ]
  %.lcssa109 = phi float [ 0.000000e+00, %.preheader42.._crit_edge_crit_edge ], [ %2179, %.loopexit ]
  %.lcssa108 = phi float [ 0.000000e+00, %.preheader42.._crit_edge_crit_edge ], [ %2180, %.loopexit ]
  %.lcssa107 = phi float [ 0.000000e+00, %.preheader42.._crit_edge_crit_edge ], [ %2188, %.loopexit ]
  %.lcssa106 = phi float [ 0.000000e+00, %.preheader42.._crit_edge_crit_edge ], [ %2189, %.loopexit ]
  %.lcssa105 = phi float [ 0.000000e+00, %.preheader42.._crit_edge_crit_edge ], [ %2190, %.loopexit ]
  %.lcssa104 = phi float [ 0.000000e+00, %.preheader42.._crit_edge_crit_edge ], [ %2191, %.loopexit ]
  %.lcssa103 = phi float [ 0.000000e+00, %.preheader42.._crit_edge_crit_edge ], [ %2193, %.loopexit ]
  %.lcssa102 = phi float [ 0.000000e+00, %.preheader42.._crit_edge_crit_edge ], [ %2194, %.loopexit ]
  %.lcssa101 = phi float [ 0.000000e+00, %.preheader42.._crit_edge_crit_edge ], [ %2195, %.loopexit ]
  %.lcssa100 = phi float [ 0.000000e+00, %.preheader42.._crit_edge_crit_edge ], [ %2196, %.loopexit ]
  %.lcssa99 = phi float [ 0.000000e+00, %.preheader42.._crit_edge_crit_edge ], [ %2204, %.loopexit ]
  %.lcssa98 = phi float [ 0.000000e+00, %.preheader42.._crit_edge_crit_edge ], [ %2205, %.loopexit ]
  %.lcssa97 = phi float [ 0.000000e+00, %.preheader42.._crit_edge_crit_edge ], [ %2206, %.loopexit ]
  %.lcssa96 = phi float [ 0.000000e+00, %.preheader42.._crit_edge_crit_edge ], [ %2207, %.loopexit ]
  %.lcssa95 = phi float [ 0.000000e+00, %.preheader42.._crit_edge_crit_edge ], [ %2209, %.loopexit ]
  %.lcssa94 = phi float [ 0.000000e+00, %.preheader42.._crit_edge_crit_edge ], [ %2210, %.loopexit ]
  %.lcssa93 = phi float [ 0.000000e+00, %.preheader42.._crit_edge_crit_edge ], [ %2211, %.loopexit ]
  %.lcssa92 = phi float [ 0.000000e+00, %.preheader42.._crit_edge_crit_edge ], [ %2212, %.loopexit ]
  %.lcssa91 = phi float [ 0xFFF0000000000000, %.preheader42.._crit_edge_crit_edge ], [ %1725, %.loopexit ]
  %.lcssa90 = phi float [ 0xFFF0000000000000, %.preheader42.._crit_edge_crit_edge ], [ %1726, %.loopexit ]
  tail call void asm sideeffect "cp.async.wait_all;", "~{memory}"() #7
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %2213 = lshr i32 %7, 2
  %2214 = and i32 %2213, 7
  %2215 = or disjoint i32 %800, %2214
  %2216 = zext nneg i32 %2215 to i64
  %2217 = getelementptr float, ptr addrspace(3) @attention_smem, i64 %2216
  store float %.lcssa91, ptr addrspace(3) %2217, align 4
  %2218 = or disjoint i32 %2215, 8
  %2219 = zext nneg i32 %2218 to i64
  %2220 = getelementptr float, ptr addrspace(3) @attention_smem, i64 %2219
  store float %.lcssa90, ptr addrspace(3) %2220, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %2221 = fdiv float %.lcssa123, %.lcssa125
  %2222 = fdiv float %.lcssa122, %.lcssa125
  %2223 = fdiv float %.lcssa121, %.lcssa124
  %2224 = fdiv float %.lcssa120, %.lcssa124
  %2225 = fdiv float %.lcssa119, %.lcssa125
  %2226 = fdiv float %.lcssa118, %.lcssa125
  %2227 = fdiv float %.lcssa117, %.lcssa124
  %2228 = fdiv float %.lcssa116, %.lcssa124
  %2229 = fdiv float %.lcssa115, %.lcssa125
  %2230 = fdiv float %.lcssa114, %.lcssa125
  %2231 = fdiv float %.lcssa113, %.lcssa124
  %2232 = fdiv float %.lcssa112, %.lcssa124
  %2233 = fdiv float %.lcssa111, %.lcssa125
  %2234 = fdiv float %.lcssa110, %.lcssa125
  %2235 = fdiv float %.lcssa109, %.lcssa124
  %2236 = fdiv float %.lcssa108, %.lcssa124
  %2237 = fdiv float %.lcssa107, %.lcssa125
  %2238 = fdiv float %.lcssa106, %.lcssa125
  %2239 = fdiv float %.lcssa105, %.lcssa124
  %2240 = fdiv float %.lcssa104, %.lcssa124
  %2241 = fdiv float %.lcssa103, %.lcssa125
  %2242 = fdiv float %.lcssa102, %.lcssa125
  %2243 = fdiv float %.lcssa101, %.lcssa124
  %2244 = fdiv float %.lcssa100, %.lcssa124
  %2245 = fdiv float %.lcssa99, %.lcssa125
  %2246 = fdiv float %.lcssa98, %.lcssa125
  %2247 = fdiv float %.lcssa97, %.lcssa124
  %2248 = fdiv float %.lcssa96, %.lcssa124
  %2249 = fdiv float %.lcssa95, %.lcssa125
  %2250 = fdiv float %.lcssa94, %.lcssa125
  %2251 = fdiv float %.lcssa93, %.lcssa124
  %2252 = fdiv float %.lcssa92, %.lcssa124
  %2253 = fptrunc float %2221 to bfloat
  %2254 = fptrunc float %2222 to bfloat
  %2255 = fptrunc float %2223 to bfloat
  %2256 = fptrunc float %2224 to bfloat
  %2257 = fptrunc float %2225 to bfloat
  %2258 = fptrunc float %2226 to bfloat
  %2259 = fptrunc float %2227 to bfloat
  %2260 = fptrunc float %2228 to bfloat
  %2261 = fptrunc float %2229 to bfloat
  %2262 = fptrunc float %2230 to bfloat
  %2263 = fptrunc float %2231 to bfloat
  %2264 = fptrunc float %2232 to bfloat
  %2265 = fptrunc float %2233 to bfloat
  %2266 = fptrunc float %2234 to bfloat
  %2267 = fptrunc float %2235 to bfloat
  %2268 = fptrunc float %2236 to bfloat
  %2269 = fptrunc float %2237 to bfloat
  %2270 = fptrunc float %2238 to bfloat
  %2271 = fptrunc float %2239 to bfloat
  %2272 = fptrunc float %2240 to bfloat
  %2273 = fptrunc float %2241 to bfloat
  %2274 = fptrunc float %2242 to bfloat
  %2275 = fptrunc float %2243 to bfloat
  %2276 = fptrunc float %2244 to bfloat
  %2277 = fptrunc float %2245 to bfloat
  %2278 = fptrunc float %2246 to bfloat
  %2279 = fptrunc float %2247 to bfloat
  %2280 = fptrunc float %2248 to bfloat
  %2281 = fptrunc float %2249 to bfloat
  %2282 = fptrunc float %2250 to bfloat
  %2283 = fptrunc float %2251 to bfloat
  %2284 = fptrunc float %2252 to bfloat
  %2285 = or disjoint i32 %2215, %12
  %2286 = add i32 %11, %2285
  %2287 = shl i32 %2286, 6
  %2288 = or disjoint i32 %2287, %.pre-phi237
  %2289 = sext i32 %2288 to i64
  %2290 = getelementptr bfloat, ptr addrspace(1) %3, i64 %2289
  %2291 = icmp slt i32 %2285, %4
  %2292 = ptrtoint ptr addrspace(1) %2290 to i64
  %2293 = and i64 %2292, 3
  %2294 = icmp eq i64 %2293, 0
  %2295 = and i1 %2291, %2294
  %2296 = xor i1 %2291, %2295
  %2297 = zext i1 %2295 to i32
  %2298 = bitcast bfloat %2253 to i16
  %2299 = bitcast bfloat %2254 to i16
  %2300 = zext i1 %2296 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %2297, i16 %2298, i16 %2299, ptr addrspace(1) %2290, i32 %2300, i32 %2300) #7
  %2301 = or disjoint i32 %2218, %12
  %2302 = add i32 %11, %2301
  %2303 = shl i32 %2302, 6
  %2304 = or disjoint i32 %2303, %.pre-phi237
  %2305 = sext i32 %2304 to i64
  %2306 = getelementptr bfloat, ptr addrspace(1) %3, i64 %2305
  %2307 = icmp slt i32 %2301, %4
  %2308 = ptrtoint ptr addrspace(1) %2306 to i64
  %2309 = and i64 %2308, 3
  %2310 = icmp eq i64 %2309, 0
  %2311 = and i1 %2307, %2310
  %2312 = xor i1 %2307, %2311
  %2313 = zext i1 %2311 to i32
  %2314 = bitcast bfloat %2255 to i16
  %2315 = bitcast bfloat %2256 to i16
  %2316 = zext i1 %2312 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %2313, i16 %2314, i16 %2315, ptr addrspace(1) %2306, i32 %2316, i32 %2316) #7
  %2317 = or disjoint i32 %.pre-phi237, 8
  %2318 = or disjoint i32 %2287, %2317
  %2319 = sext i32 %2318 to i64
  %2320 = getelementptr bfloat, ptr addrspace(1) %3, i64 %2319
  %2321 = ptrtoint ptr addrspace(1) %2320 to i64
  %2322 = and i64 %2321, 3
  %2323 = icmp eq i64 %2322, 0
  %2324 = and i1 %2291, %2323
  %2325 = xor i1 %2291, %2324
  %2326 = zext i1 %2324 to i32
  %2327 = bitcast bfloat %2257 to i16
  %2328 = bitcast bfloat %2258 to i16
  %2329 = zext i1 %2325 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %2326, i16 %2327, i16 %2328, ptr addrspace(1) %2320, i32 %2329, i32 %2329) #7
  %2330 = or disjoint i32 %2303, %2317
  %2331 = sext i32 %2330 to i64
  %2332 = getelementptr bfloat, ptr addrspace(1) %3, i64 %2331
  %2333 = ptrtoint ptr addrspace(1) %2332 to i64
  %2334 = and i64 %2333, 3
  %2335 = icmp eq i64 %2334, 0
  %2336 = and i1 %2307, %2335
  %2337 = xor i1 %2307, %2336
  %2338 = zext i1 %2336 to i32
  %2339 = bitcast bfloat %2259 to i16
  %2340 = bitcast bfloat %2260 to i16
  %2341 = zext i1 %2337 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %2338, i16 %2339, i16 %2340, ptr addrspace(1) %2332, i32 %2341, i32 %2341) #7
  %2342 = or disjoint i32 %.pre-phi237, 16
  %2343 = or disjoint i32 %2287, %2342
  %2344 = sext i32 %2343 to i64
  %2345 = getelementptr bfloat, ptr addrspace(1) %3, i64 %2344
  %2346 = ptrtoint ptr addrspace(1) %2345 to i64
  %2347 = and i64 %2346, 3
  %2348 = icmp eq i64 %2347, 0
  %2349 = and i1 %2291, %2348
  %2350 = xor i1 %2291, %2349
  %2351 = zext i1 %2349 to i32
  %2352 = bitcast bfloat %2261 to i16
  %2353 = bitcast bfloat %2262 to i16
  %2354 = zext i1 %2350 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %2351, i16 %2352, i16 %2353, ptr addrspace(1) %2345, i32 %2354, i32 %2354) #7
  %2355 = or disjoint i32 %2303, %2342
  %2356 = sext i32 %2355 to i64
  %2357 = getelementptr bfloat, ptr addrspace(1) %3, i64 %2356
  %2358 = ptrtoint ptr addrspace(1) %2357 to i64
  %2359 = and i64 %2358, 3
  %2360 = icmp eq i64 %2359, 0
  %2361 = and i1 %2307, %2360
  %2362 = xor i1 %2307, %2361
  %2363 = zext i1 %2361 to i32
  %2364 = bitcast bfloat %2263 to i16
  %2365 = bitcast bfloat %2264 to i16
  %2366 = zext i1 %2362 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %2363, i16 %2364, i16 %2365, ptr addrspace(1) %2357, i32 %2366, i32 %2366) #7
  %2367 = or disjoint i32 %.pre-phi237, 24
  %2368 = or disjoint i32 %2287, %2367
  %2369 = sext i32 %2368 to i64
  %2370 = getelementptr bfloat, ptr addrspace(1) %3, i64 %2369
  %2371 = ptrtoint ptr addrspace(1) %2370 to i64
  %2372 = and i64 %2371, 3
  %2373 = icmp eq i64 %2372, 0
  %2374 = and i1 %2291, %2373
  %2375 = xor i1 %2291, %2374
  %2376 = zext i1 %2374 to i32
  %2377 = bitcast bfloat %2265 to i16
  %2378 = bitcast bfloat %2266 to i16
  %2379 = zext i1 %2375 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %2376, i16 %2377, i16 %2378, ptr addrspace(1) %2370, i32 %2379, i32 %2379) #7
  %2380 = or disjoint i32 %2303, %2367
  %2381 = sext i32 %2380 to i64
  %2382 = getelementptr bfloat, ptr addrspace(1) %3, i64 %2381
  %2383 = ptrtoint ptr addrspace(1) %2382 to i64
  %2384 = and i64 %2383, 3
  %2385 = icmp eq i64 %2384, 0
  %2386 = and i1 %2307, %2385
  %2387 = xor i1 %2307, %2386
  %2388 = zext i1 %2386 to i32
  %2389 = bitcast bfloat %2267 to i16
  %2390 = bitcast bfloat %2268 to i16
  %2391 = zext i1 %2387 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %2388, i16 %2389, i16 %2390, ptr addrspace(1) %2382, i32 %2391, i32 %2391) #7
  %2392 = or disjoint i32 %.pre-phi237, 32
  %2393 = or disjoint i32 %2287, %2392
  %2394 = sext i32 %2393 to i64
  %2395 = getelementptr bfloat, ptr addrspace(1) %3, i64 %2394
  %2396 = ptrtoint ptr addrspace(1) %2395 to i64
  %2397 = and i64 %2396, 3
  %2398 = icmp eq i64 %2397, 0
  %2399 = and i1 %2291, %2398
  %2400 = xor i1 %2291, %2399
  %2401 = zext i1 %2399 to i32
  %2402 = bitcast bfloat %2269 to i16
  %2403 = bitcast bfloat %2270 to i16
  %2404 = zext i1 %2400 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %2401, i16 %2402, i16 %2403, ptr addrspace(1) %2395, i32 %2404, i32 %2404) #7
  %2405 = or disjoint i32 %2303, %2392
  %2406 = sext i32 %2405 to i64
  %2407 = getelementptr bfloat, ptr addrspace(1) %3, i64 %2406
  %2408 = ptrtoint ptr addrspace(1) %2407 to i64
  %2409 = and i64 %2408, 3
  %2410 = icmp eq i64 %2409, 0
  %2411 = and i1 %2307, %2410
  %2412 = xor i1 %2307, %2411
  %2413 = zext i1 %2411 to i32
  %2414 = bitcast bfloat %2271 to i16
  %2415 = bitcast bfloat %2272 to i16
  %2416 = zext i1 %2412 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %2413, i16 %2414, i16 %2415, ptr addrspace(1) %2407, i32 %2416, i32 %2416) #7
  %2417 = or disjoint i32 %.pre-phi237, 40
  %2418 = or disjoint i32 %2287, %2417
  %2419 = sext i32 %2418 to i64
  %2420 = getelementptr bfloat, ptr addrspace(1) %3, i64 %2419
  %2421 = ptrtoint ptr addrspace(1) %2420 to i64
  %2422 = and i64 %2421, 3
  %2423 = icmp eq i64 %2422, 0
  %2424 = and i1 %2291, %2423
  %2425 = xor i1 %2291, %2424
  %2426 = zext i1 %2424 to i32
  %2427 = bitcast bfloat %2273 to i16
  %2428 = bitcast bfloat %2274 to i16
  %2429 = zext i1 %2425 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %2426, i16 %2427, i16 %2428, ptr addrspace(1) %2420, i32 %2429, i32 %2429) #7
  %2430 = or disjoint i32 %2303, %2417
  %2431 = sext i32 %2430 to i64
  %2432 = getelementptr bfloat, ptr addrspace(1) %3, i64 %2431
  %2433 = ptrtoint ptr addrspace(1) %2432 to i64
  %2434 = and i64 %2433, 3
  %2435 = icmp eq i64 %2434, 0
  %2436 = and i1 %2307, %2435
  %2437 = xor i1 %2307, %2436
  %2438 = zext i1 %2436 to i32
  %2439 = bitcast bfloat %2275 to i16
  %2440 = bitcast bfloat %2276 to i16
  %2441 = zext i1 %2437 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %2438, i16 %2439, i16 %2440, ptr addrspace(1) %2432, i32 %2441, i32 %2441) #7
  %2442 = or disjoint i32 %.pre-phi237, 48
  %2443 = or disjoint i32 %2287, %2442
  %2444 = sext i32 %2443 to i64
  %2445 = getelementptr bfloat, ptr addrspace(1) %3, i64 %2444
  %2446 = ptrtoint ptr addrspace(1) %2445 to i64
  %2447 = and i64 %2446, 3
  %2448 = icmp eq i64 %2447, 0
  %2449 = and i1 %2291, %2448
  %2450 = xor i1 %2291, %2449
  %2451 = zext i1 %2449 to i32
  %2452 = bitcast bfloat %2277 to i16
  %2453 = bitcast bfloat %2278 to i16
  %2454 = zext i1 %2450 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %2451, i16 %2452, i16 %2453, ptr addrspace(1) %2445, i32 %2454, i32 %2454) #7
  %2455 = or disjoint i32 %2303, %2442
  %2456 = sext i32 %2455 to i64
  %2457 = getelementptr bfloat, ptr addrspace(1) %3, i64 %2456
  %2458 = ptrtoint ptr addrspace(1) %2457 to i64
  %2459 = and i64 %2458, 3
  %2460 = icmp eq i64 %2459, 0
  %2461 = and i1 %2307, %2460
  %2462 = xor i1 %2307, %2461
  %2463 = zext i1 %2461 to i32
  %2464 = bitcast bfloat %2279 to i16
  %2465 = bitcast bfloat %2280 to i16
  %2466 = zext i1 %2462 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %2463, i16 %2464, i16 %2465, ptr addrspace(1) %2457, i32 %2466, i32 %2466) #7
  %2467 = or disjoint i32 %.pre-phi237, 56
  %2468 = or disjoint i32 %2287, %2467
  %2469 = sext i32 %2468 to i64
  %2470 = getelementptr bfloat, ptr addrspace(1) %3, i64 %2469
  %2471 = ptrtoint ptr addrspace(1) %2470 to i64
  %2472 = and i64 %2471, 3
  %2473 = icmp eq i64 %2472, 0
  %2474 = and i1 %2291, %2473
  %2475 = xor i1 %2291, %2474
  %2476 = zext i1 %2474 to i32
  %2477 = bitcast bfloat %2281 to i16
  %2478 = bitcast bfloat %2282 to i16
  %2479 = zext i1 %2475 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %2476, i16 %2477, i16 %2478, ptr addrspace(1) %2470, i32 %2479, i32 %2479) #7
  %2480 = or disjoint i32 %2303, %2467
  %2481 = sext i32 %2480 to i64
  %2482 = getelementptr bfloat, ptr addrspace(1) %3, i64 %2481
  %2483 = ptrtoint ptr addrspace(1) %2482 to i64
  %2484 = and i64 %2483, 3
  %2485 = icmp eq i64 %2484, 0
  %2486 = and i1 %2307, %2485
  %2487 = xor i1 %2307, %2486
  %2488 = zext i1 %2486 to i32
  %2489 = bitcast bfloat %2283 to i16
  %2490 = bitcast bfloat %2284 to i16
  %2491 = zext i1 %2487 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %2488, i16 %2489, i16 %2490, ptr addrspace(1) %2482, i32 %2491, i32 %2491) #7
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
