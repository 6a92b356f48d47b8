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
  %362 = or disjoint i32 %512, %361
  %363 = and i32 %511, 8
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
  br label %513

443:                                              ; preds = %6
  %444 = ptrtoint ptr addrspace(1) %255 to i64
  %445 = and i64 %444, 15
  %446 = icmp eq i64 %445, 0
  br i1 %446, label %447, label %.preheader57.preheader

.preheader57.preheader:                           ; preds = %443
  %invariant.op426 = or i32 %252, %250
  br label %.preheader57

447:                                              ; preds = %443
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %266, ptr addrspace(1) %264, i32 %257) #7
  br label %.loopexit58

.preheader57:                                     ; preds = %.preheader57.preheader, %.preheader57
  %448 = phi i64 [ %454, %.preheader57 ], [ 0, %.preheader57.preheader ]
  %449 = trunc nuw nsw i64 %448 to i32
  %.reass290.reass = or i32 %449, %invariant.op426
  %450 = sext i32 %.reass290.reass to i64
  %451 = getelementptr bfloat, ptr addrspace(1) %1, i64 %450
  %452 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %451, i32 %263, i16 0) #7
  %453 = getelementptr bfloat, ptr addrspace(3) %262, i64 %448
  store i16 %452, ptr addrspace(3) %453, align 2
  %454 = add nuw nsw i64 %448, 1
  %exitcond.not = icmp eq i64 %454, 8
  br i1 %exitcond.not, label %.loopexit58, label %.preheader57

.loopexit58:                                      ; preds = %.preheader57, %447
  br i1 %275, label %455, label %.preheader55.preheader

.preheader55.preheader:                           ; preds = %.loopexit58
  %invariant.op427 = or i32 %269, %250
  br label %.preheader55

455:                                              ; preds = %.loopexit58
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %286, ptr addrspace(1) %284, i32 %277) #7
  br label %.loopexit56

.preheader55:                                     ; preds = %.preheader55.preheader, %.preheader55
  %456 = phi i64 [ %462, %.preheader55 ], [ 0, %.preheader55.preheader ]
  %457 = trunc nuw nsw i64 %456 to i32
  %.reass292.reass = or i32 %457, %invariant.op427
  %458 = sext i32 %.reass292.reass to i64
  %459 = getelementptr bfloat, ptr addrspace(1) %1, i64 %458
  %460 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %459, i32 %283, i16 0) #7
  %461 = getelementptr bfloat, ptr addrspace(3) %282, i64 %456
  store i16 %460, ptr addrspace(3) %461, align 2
  %462 = add nuw nsw i64 %456, 1
  %exitcond232.not = icmp eq i64 %462, 8
  br i1 %exitcond232.not, label %.loopexit56, label %.preheader55

.loopexit56:                                      ; preds = %.preheader55, %455
  br i1 %295, label %463, label %.preheader53.preheader

.preheader53.preheader:                           ; preds = %.loopexit56
  %invariant.op428 = or i32 %289, %250
  br label %.preheader53

463:                                              ; preds = %.loopexit56
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %306, ptr addrspace(1) %304, i32 %297) #7
  br label %.loopexit54

.preheader53:                                     ; preds = %.preheader53.preheader, %.preheader53
  %464 = phi i64 [ %470, %.preheader53 ], [ 0, %.preheader53.preheader ]
  %465 = trunc nuw nsw i64 %464 to i32
  %.reass294.reass = or i32 %465, %invariant.op428
  %466 = sext i32 %.reass294.reass to i64
  %467 = getelementptr bfloat, ptr addrspace(1) %1, i64 %466
  %468 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %467, i32 %303, i16 0) #7
  %469 = getelementptr bfloat, ptr addrspace(3) %302, i64 %464
  store i16 %468, ptr addrspace(3) %469, align 2
  %470 = add nuw nsw i64 %464, 1
  %exitcond233.not = icmp eq i64 %470, 8
  br i1 %exitcond233.not, label %.loopexit54, label %.preheader53

.loopexit54:                                      ; preds = %.preheader53, %463
  br i1 %315, label %471, label %.preheader51.preheader

.preheader51.preheader:                           ; preds = %.loopexit54
  %invariant.op429 = or i32 %309, %250
  br label %.preheader51

471:                                              ; preds = %.loopexit54
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %326, ptr addrspace(1) %324, i32 %317) #7
  br label %.loopexit52

.preheader51:                                     ; preds = %.preheader51.preheader, %.preheader51
  %472 = phi i64 [ %478, %.preheader51 ], [ 0, %.preheader51.preheader ]
  %473 = trunc nuw nsw i64 %472 to i32
  %.reass296.reass = or i32 %473, %invariant.op429
  %474 = sext i32 %.reass296.reass to i64
  %475 = getelementptr bfloat, ptr addrspace(1) %1, i64 %474
  %476 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %475, i32 %323, i16 0) #7
  %477 = getelementptr bfloat, ptr addrspace(3) %322, i64 %472
  store i16 %476, ptr addrspace(3) %477, align 2
  %478 = add nuw nsw i64 %472, 1
  %exitcond234.not = icmp eq i64 %478, 8
  br i1 %exitcond234.not, label %.loopexit52, label %.preheader51

.loopexit52:                                      ; preds = %.preheader51, %471
  br i1 %330, label %479, label %.preheader49.preheader

.preheader49.preheader:                           ; preds = %.loopexit52
  %invariant.op430 = or i32 %252, %250
  br label %.preheader49

479:                                              ; preds = %.loopexit52
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %334, ptr addrspace(1) %332, i32 %257) #7
  br label %.loopexit50

.preheader49:                                     ; preds = %.preheader49.preheader, %.preheader49
  %480 = phi i64 [ %486, %.preheader49 ], [ 0, %.preheader49.preheader ]
  %481 = trunc nuw nsw i64 %480 to i32
  %.reass298.reass = or i32 %481, %invariant.op430
  %482 = sext i32 %.reass298.reass to i64
  %483 = getelementptr bfloat, ptr addrspace(1) %2, i64 %482
  %484 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %483, i32 %263, i16 0) #7
  %485 = getelementptr bfloat, ptr addrspace(3) %331, i64 %480
  store i16 %484, ptr addrspace(3) %485, align 2
  %486 = add nuw nsw i64 %480, 1
  %exitcond235.not = icmp eq i64 %486, 8
  br i1 %exitcond235.not, label %.loopexit50, label %.preheader49

.loopexit50:                                      ; preds = %.preheader49, %479
  br i1 %338, label %487, label %.preheader47.preheader

.preheader47.preheader:                           ; preds = %.loopexit50
  %invariant.op431 = or i32 %269, %250
  br label %.preheader47

487:                                              ; preds = %.loopexit50
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %342, ptr addrspace(1) %340, i32 %277) #7
  br label %.loopexit48

.preheader47:                                     ; preds = %.preheader47.preheader, %.preheader47
  %488 = phi i64 [ %494, %.preheader47 ], [ 0, %.preheader47.preheader ]
  %489 = trunc nuw nsw i64 %488 to i32
  %.reass300.reass = or i32 %489, %invariant.op431
  %490 = sext i32 %.reass300.reass to i64
  %491 = getelementptr bfloat, ptr addrspace(1) %2, i64 %490
  %492 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %491, i32 %283, i16 0) #7
  %493 = getelementptr bfloat, ptr addrspace(3) %339, i64 %488
  store i16 %492, ptr addrspace(3) %493, align 2
  %494 = add nuw nsw i64 %488, 1
  %exitcond236.not = icmp eq i64 %494, 8
  br i1 %exitcond236.not, label %.loopexit48, label %.preheader47

.loopexit48:                                      ; preds = %.preheader47, %487
  br i1 %346, label %495, label %.preheader45.preheader

.preheader45.preheader:                           ; preds = %.loopexit48
  %invariant.op432 = or i32 %289, %250
  br label %.preheader45

495:                                              ; preds = %.loopexit48
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %350, ptr addrspace(1) %348, i32 %297) #7
  br label %.loopexit46

.preheader45:                                     ; preds = %.preheader45.preheader, %.preheader45
  %496 = phi i64 [ %502, %.preheader45 ], [ 0, %.preheader45.preheader ]
  %497 = trunc nuw nsw i64 %496 to i32
  %.reass302.reass = or i32 %497, %invariant.op432
  %498 = sext i32 %.reass302.reass to i64
  %499 = getelementptr bfloat, ptr addrspace(1) %2, i64 %498
  %500 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %499, i32 %303, i16 0) #7
  %501 = getelementptr bfloat, ptr addrspace(3) %347, i64 %496
  store i16 %500, ptr addrspace(3) %501, align 2
  %502 = add nuw nsw i64 %496, 1
  %exitcond237.not = icmp eq i64 %502, 8
  br i1 %exitcond237.not, label %.loopexit46, label %.preheader45

.loopexit46:                                      ; preds = %.preheader45, %495
  br i1 %354, label %503, label %.preheader43.preheader

.preheader43.preheader:                           ; preds = %.loopexit46
  %invariant.op433 = or i32 %309, %250
  br label %.preheader43

503:                                              ; preds = %.loopexit46
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %358, ptr addrspace(1) %356, i32 %317) #7
  br label %.preheader42

.preheader43:                                     ; preds = %.preheader43.preheader, %.preheader43
  %504 = phi i64 [ %510, %.preheader43 ], [ 0, %.preheader43.preheader ]
  %505 = trunc nuw nsw i64 %504 to i32
  %.reass304.reass = or i32 %505, %invariant.op433
  %506 = sext i32 %.reass304.reass to i64
  %507 = getelementptr bfloat, ptr addrspace(1) %2, i64 %506
  %508 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %507, i32 %323, i16 0) #7
  %509 = getelementptr bfloat, ptr addrspace(3) %355, i64 %504
  store i16 %508, ptr addrspace(3) %509, align 2
  %510 = add nuw nsw i64 %504, 1
  %exitcond238.not = icmp eq i64 %510, 8
  br i1 %exitcond238.not, label %.preheader42, label %.preheader43

.preheader42:                                     ; preds = %.preheader43, %503, %6
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #7
  %511 = lshr i32 %7, 1
  %512 = and i32 %511, 48
  br i1 %247, label %.lr.ph, label %.preheader42.._crit_edge_crit_edge

.preheader42.._crit_edge_crit_edge:               ; preds = %.preheader42
  %.pre249 = shl nuw nsw i32 %7, 1
  %.pre251 = and i32 %.pre249, 6
  br label %._crit_edge

513:                                              ; preds = %.lr.ph, %.loopexit
  %514 = phi float [ 0xFFF0000000000000, %.lr.ph ], [ %1158, %.loopexit ]
  %515 = phi float [ 0xFFF0000000000000, %.lr.ph ], [ %1157, %.loopexit ]
  %516 = phi float [ 0.000000e+00, %.lr.ph ], [ %1644, %.loopexit ]
  %517 = phi float [ 0.000000e+00, %.lr.ph ], [ %1643, %.loopexit ]
  %518 = phi float [ 0.000000e+00, %.lr.ph ], [ %1642, %.loopexit ]
  %519 = phi float [ 0.000000e+00, %.lr.ph ], [ %1641, %.loopexit ]
  %520 = phi float [ 0.000000e+00, %.lr.ph ], [ %1639, %.loopexit ]
  %521 = phi float [ 0.000000e+00, %.lr.ph ], [ %1638, %.loopexit ]
  %522 = phi float [ 0.000000e+00, %.lr.ph ], [ %1637, %.loopexit ]
  %523 = phi float [ 0.000000e+00, %.lr.ph ], [ %1636, %.loopexit ]
  %524 = phi float [ 0.000000e+00, %.lr.ph ], [ %1628, %.loopexit ]
  %525 = phi float [ 0.000000e+00, %.lr.ph ], [ %1627, %.loopexit ]
  %526 = phi float [ 0.000000e+00, %.lr.ph ], [ %1626, %.loopexit ]
  %527 = phi float [ 0.000000e+00, %.lr.ph ], [ %1625, %.loopexit ]
  %528 = phi float [ 0.000000e+00, %.lr.ph ], [ %1623, %.loopexit ]
  %529 = phi float [ 0.000000e+00, %.lr.ph ], [ %1622, %.loopexit ]
  %530 = phi float [ 0.000000e+00, %.lr.ph ], [ %1621, %.loopexit ]
  %531 = phi float [ 0.000000e+00, %.lr.ph ], [ %1620, %.loopexit ]
  %532 = phi float [ 0.000000e+00, %.lr.ph ], [ %1612, %.loopexit ]
  %533 = phi float [ 0.000000e+00, %.lr.ph ], [ %1611, %.loopexit ]
  %534 = phi float [ 0.000000e+00, %.lr.ph ], [ %1610, %.loopexit ]
  %535 = phi float [ 0.000000e+00, %.lr.ph ], [ %1609, %.loopexit ]
  %536 = phi float [ 0.000000e+00, %.lr.ph ], [ %1607, %.loopexit ]
  %537 = phi float [ 0.000000e+00, %.lr.ph ], [ %1606, %.loopexit ]
  %538 = phi float [ 0.000000e+00, %.lr.ph ], [ %1605, %.loopexit ]
  %539 = phi float [ 0.000000e+00, %.lr.ph ], [ %1604, %.loopexit ]
  %540 = phi float [ 0.000000e+00, %.lr.ph ], [ %1596, %.loopexit ]
  %541 = phi float [ 0.000000e+00, %.lr.ph ], [ %1595, %.loopexit ]
  %542 = phi float [ 0.000000e+00, %.lr.ph ], [ %1594, %.loopexit ]
  %543 = phi float [ 0.000000e+00, %.lr.ph ], [ %1593, %.loopexit ]
  %544 = phi float [ 0.000000e+00, %.lr.ph ], [ %1591, %.loopexit ]
  %545 = phi float [ 0.000000e+00, %.lr.ph ], [ %1590, %.loopexit ]
  %546 = phi float [ 0.000000e+00, %.lr.ph ], [ %1589, %.loopexit ]
  %547 = phi float [ 0.000000e+00, %.lr.ph ], [ %1588, %.loopexit ]
  %548 = phi float [ 0.000000e+00, %.lr.ph ], [ %1276, %.loopexit ]
  %549 = phi float [ 0.000000e+00, %.lr.ph ], [ %1275, %.loopexit ]
  %550 = phi i32 [ 0, %.lr.ph ], [ %553, %.loopexit ]
  %551 = lshr exact i32 %550, 6
  %552 = and i32 %551, 1
  tail call void asm sideeffect "cp.async.wait_group 0;", "~{memory}"() #7
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %553 = add i32 %550, 64
  %554 = icmp slt i32 %553, %4
  %555 = icmp ne i32 %550, 2147483584
  %556 = and i1 %555, %554
  br i1 %556, label %557, label %.loopexit

557:                                              ; preds = %513
  %558 = xor i32 %552, 1
  %559 = mul nuw nsw i32 %558, 18432
  %560 = zext nneg i32 %559 to i64
  %561 = getelementptr i8, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 9216), i64 %560
  %562 = or disjoint i32 %553, %248
  %563 = add i32 %562, %11
  %564 = shl i32 %563, 6
  %565 = or disjoint i32 %564, %250
  %566 = sext i32 %565 to i64
  %567 = getelementptr bfloat, ptr addrspace(1) %1, i64 %566
  %568 = ptrtoint ptr addrspace(1) %567 to i64
  %569 = and i64 %568, 15
  %570 = icmp eq i64 %569, 0
  %571 = icmp slt i32 %562, %4
  %572 = select i1 %571, i32 16, i32 0
  %573 = getelementptr i8, ptr addrspace(3) %561, i64 %261
  br i1 %570, label %575, label %.preheader40

.preheader40:                                     ; preds = %557
  %574 = zext i1 %571 to i32
  %invariant.op434 = or i32 %564, %250
  br label %579

575:                                              ; preds = %557
  %576 = select i1 %571, ptr addrspace(1) %567, ptr addrspace(1) %1
  %577 = ptrtoint ptr addrspace(3) %573 to i64
  %578 = trunc i64 %577 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %578, ptr addrspace(1) %576, i32 %572) #7
  br label %.loopexit41

579:                                              ; preds = %.preheader40, %579
  %580 = phi i64 [ 0, %.preheader40 ], [ %586, %579 ]
  %581 = trunc nuw nsw i64 %580 to i32
  %.reass306.reass = or i32 %581, %invariant.op434
  %582 = sext i32 %.reass306.reass to i64
  %583 = getelementptr bfloat, ptr addrspace(1) %1, i64 %582
  %584 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %583, i32 %574, i16 0) #7
  %585 = getelementptr bfloat, ptr addrspace(3) %573, i64 %580
  store i16 %584, ptr addrspace(3) %585, align 2
  %586 = add nuw nsw i64 %580, 1
  %exitcond239.not = icmp eq i64 %586, 8
  br i1 %exitcond239.not, label %.loopexit41, label %579

.loopexit41:                                      ; preds = %579, %575
  %587 = or disjoint i32 %553, %267
  %588 = add i32 %587, %11
  %589 = shl i32 %588, 6
  %590 = or disjoint i32 %589, %250
  %591 = sext i32 %590 to i64
  %592 = getelementptr bfloat, ptr addrspace(1) %1, i64 %591
  %593 = ptrtoint ptr addrspace(1) %592 to i64
  %594 = and i64 %593, 15
  %595 = icmp eq i64 %594, 0
  %596 = icmp slt i32 %587, %4
  %597 = select i1 %596, i32 16, i32 0
  %598 = getelementptr i8, ptr addrspace(3) %561, i64 %281
  br i1 %595, label %600, label %.preheader38

.preheader38:                                     ; preds = %.loopexit41
  %599 = zext i1 %596 to i32
  %invariant.op435 = or i32 %589, %250
  br label %604

600:                                              ; preds = %.loopexit41
  %601 = select i1 %596, ptr addrspace(1) %592, ptr addrspace(1) %1
  %602 = ptrtoint ptr addrspace(3) %598 to i64
  %603 = trunc i64 %602 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %603, ptr addrspace(1) %601, i32 %597) #7
  br label %.loopexit39

604:                                              ; preds = %.preheader38, %604
  %605 = phi i64 [ 0, %.preheader38 ], [ %611, %604 ]
  %606 = trunc nuw nsw i64 %605 to i32
  %.reass308.reass = or i32 %606, %invariant.op435
  %607 = sext i32 %.reass308.reass to i64
  %608 = getelementptr bfloat, ptr addrspace(1) %1, i64 %607
  %609 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %608, i32 %599, i16 0) #7
  %610 = getelementptr bfloat, ptr addrspace(3) %598, i64 %605
  store i16 %609, ptr addrspace(3) %610, align 2
  %611 = add nuw nsw i64 %605, 1
  %exitcond240.not = icmp eq i64 %611, 8
  br i1 %exitcond240.not, label %.loopexit39, label %604

.loopexit39:                                      ; preds = %604, %600
  %612 = or disjoint i32 %553, %287
  %613 = add i32 %612, %11
  %614 = shl i32 %613, 6
  %615 = or disjoint i32 %614, %250
  %616 = sext i32 %615 to i64
  %617 = getelementptr bfloat, ptr addrspace(1) %1, i64 %616
  %618 = ptrtoint ptr addrspace(1) %617 to i64
  %619 = and i64 %618, 15
  %620 = icmp eq i64 %619, 0
  %621 = icmp slt i32 %612, %4
  %622 = select i1 %621, i32 16, i32 0
  %623 = getelementptr i8, ptr addrspace(3) %561, i64 %301
  br i1 %620, label %625, label %.preheader36

.preheader36:                                     ; preds = %.loopexit39
  %624 = zext i1 %621 to i32
  %invariant.op436 = or i32 %614, %250
  br label %629

625:                                              ; preds = %.loopexit39
  %626 = select i1 %621, ptr addrspace(1) %617, ptr addrspace(1) %1
  %627 = ptrtoint ptr addrspace(3) %623 to i64
  %628 = trunc i64 %627 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %628, ptr addrspace(1) %626, i32 %622) #7
  br label %.loopexit37

629:                                              ; preds = %.preheader36, %629
  %630 = phi i64 [ 0, %.preheader36 ], [ %636, %629 ]
  %631 = trunc nuw nsw i64 %630 to i32
  %.reass310.reass = or i32 %631, %invariant.op436
  %632 = sext i32 %.reass310.reass to i64
  %633 = getelementptr bfloat, ptr addrspace(1) %1, i64 %632
  %634 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %633, i32 %624, i16 0) #7
  %635 = getelementptr bfloat, ptr addrspace(3) %623, i64 %630
  store i16 %634, ptr addrspace(3) %635, align 2
  %636 = add nuw nsw i64 %630, 1
  %exitcond241.not = icmp eq i64 %636, 8
  br i1 %exitcond241.not, label %.loopexit37, label %629

.loopexit37:                                      ; preds = %629, %625
  %637 = or disjoint i32 %553, %307
  %638 = add i32 %637, %11
  %639 = shl i32 %638, 6
  %640 = or disjoint i32 %639, %250
  %641 = sext i32 %640 to i64
  %642 = getelementptr bfloat, ptr addrspace(1) %1, i64 %641
  %643 = ptrtoint ptr addrspace(1) %642 to i64
  %644 = and i64 %643, 15
  %645 = icmp eq i64 %644, 0
  %646 = icmp slt i32 %637, %4
  %647 = select i1 %646, i32 16, i32 0
  %648 = getelementptr i8, ptr addrspace(3) %561, i64 %321
  br i1 %645, label %650, label %.preheader34

.preheader34:                                     ; preds = %.loopexit37
  %649 = zext i1 %646 to i32
  %invariant.op437 = or i32 %639, %250
  br label %654

650:                                              ; preds = %.loopexit37
  %651 = select i1 %646, ptr addrspace(1) %642, ptr addrspace(1) %1
  %652 = ptrtoint ptr addrspace(3) %648 to i64
  %653 = trunc i64 %652 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %653, ptr addrspace(1) %651, i32 %647) #7
  br label %.loopexit35

654:                                              ; preds = %.preheader34, %654
  %655 = phi i64 [ 0, %.preheader34 ], [ %661, %654 ]
  %656 = trunc nuw nsw i64 %655 to i32
  %.reass312.reass = or i32 %656, %invariant.op437
  %657 = sext i32 %.reass312.reass to i64
  %658 = getelementptr bfloat, ptr addrspace(1) %1, i64 %657
  %659 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %658, i32 %649, i16 0) #7
  %660 = getelementptr bfloat, ptr addrspace(3) %648, i64 %655
  store i16 %659, ptr addrspace(3) %660, align 2
  %661 = add nuw nsw i64 %655, 1
  %exitcond242.not = icmp eq i64 %661, 8
  br i1 %exitcond242.not, label %.loopexit35, label %654

.loopexit35:                                      ; preds = %654, %650
  %662 = getelementptr i8, ptr addrspace(3) %561, i64 9216
  %663 = getelementptr bfloat, ptr addrspace(1) %2, i64 %566
  %664 = ptrtoint ptr addrspace(1) %663 to i64
  %665 = and i64 %664, 15
  %666 = icmp eq i64 %665, 0
  %667 = getelementptr i8, ptr addrspace(3) %662, i64 %261
  br i1 %666, label %669, label %.preheader32

.preheader32:                                     ; preds = %.loopexit35
  %668 = zext i1 %571 to i32
  %invariant.op438 = or i32 %564, %250
  br label %673

669:                                              ; preds = %.loopexit35
  %670 = select i1 %571, ptr addrspace(1) %663, ptr addrspace(1) %2
  %671 = ptrtoint ptr addrspace(3) %667 to i64
  %672 = trunc i64 %671 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %672, ptr addrspace(1) %670, i32 %572) #7
  br label %.loopexit33

673:                                              ; preds = %.preheader32, %673
  %674 = phi i64 [ 0, %.preheader32 ], [ %680, %673 ]
  %675 = trunc nuw nsw i64 %674 to i32
  %.reass314.reass = or i32 %675, %invariant.op438
  %676 = sext i32 %.reass314.reass to i64
  %677 = getelementptr bfloat, ptr addrspace(1) %2, i64 %676
  %678 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %677, i32 %668, i16 0) #7
  %679 = getelementptr bfloat, ptr addrspace(3) %667, i64 %674
  store i16 %678, ptr addrspace(3) %679, align 2
  %680 = add nuw nsw i64 %674, 1
  %exitcond243.not = icmp eq i64 %680, 8
  br i1 %exitcond243.not, label %.loopexit33, label %673

.loopexit33:                                      ; preds = %673, %669
  %681 = getelementptr bfloat, ptr addrspace(1) %2, i64 %591
  %682 = ptrtoint ptr addrspace(1) %681 to i64
  %683 = and i64 %682, 15
  %684 = icmp eq i64 %683, 0
  %685 = getelementptr i8, ptr addrspace(3) %662, i64 %281
  br i1 %684, label %687, label %.preheader30

.preheader30:                                     ; preds = %.loopexit33
  %686 = zext i1 %596 to i32
  %invariant.op439 = or i32 %589, %250
  br label %691

687:                                              ; preds = %.loopexit33
  %688 = select i1 %596, ptr addrspace(1) %681, ptr addrspace(1) %2
  %689 = ptrtoint ptr addrspace(3) %685 to i64
  %690 = trunc i64 %689 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %690, ptr addrspace(1) %688, i32 %597) #7
  br label %.loopexit31

691:                                              ; preds = %.preheader30, %691
  %692 = phi i64 [ 0, %.preheader30 ], [ %698, %691 ]
  %693 = trunc nuw nsw i64 %692 to i32
  %.reass316.reass = or i32 %693, %invariant.op439
  %694 = sext i32 %.reass316.reass to i64
  %695 = getelementptr bfloat, ptr addrspace(1) %2, i64 %694
  %696 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %695, i32 %686, i16 0) #7
  %697 = getelementptr bfloat, ptr addrspace(3) %685, i64 %692
  store i16 %696, ptr addrspace(3) %697, align 2
  %698 = add nuw nsw i64 %692, 1
  %exitcond244.not = icmp eq i64 %698, 8
  br i1 %exitcond244.not, label %.loopexit31, label %691

.loopexit31:                                      ; preds = %691, %687
  %699 = getelementptr bfloat, ptr addrspace(1) %2, i64 %616
  %700 = ptrtoint ptr addrspace(1) %699 to i64
  %701 = and i64 %700, 15
  %702 = icmp eq i64 %701, 0
  %703 = getelementptr i8, ptr addrspace(3) %662, i64 %301
  br i1 %702, label %705, label %.preheader28

.preheader28:                                     ; preds = %.loopexit31
  %704 = zext i1 %621 to i32
  %invariant.op440 = or i32 %614, %250
  br label %709

705:                                              ; preds = %.loopexit31
  %706 = select i1 %621, ptr addrspace(1) %699, ptr addrspace(1) %2
  %707 = ptrtoint ptr addrspace(3) %703 to i64
  %708 = trunc i64 %707 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %708, ptr addrspace(1) %706, i32 %622) #7
  br label %.loopexit29

709:                                              ; preds = %.preheader28, %709
  %710 = phi i64 [ 0, %.preheader28 ], [ %716, %709 ]
  %711 = trunc nuw nsw i64 %710 to i32
  %.reass318.reass = or i32 %711, %invariant.op440
  %712 = sext i32 %.reass318.reass to i64
  %713 = getelementptr bfloat, ptr addrspace(1) %2, i64 %712
  %714 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %713, i32 %704, i16 0) #7
  %715 = getelementptr bfloat, ptr addrspace(3) %703, i64 %710
  store i16 %714, ptr addrspace(3) %715, align 2
  %716 = add nuw nsw i64 %710, 1
  %exitcond245.not = icmp eq i64 %716, 8
  br i1 %exitcond245.not, label %.loopexit29, label %709

.loopexit29:                                      ; preds = %709, %705
  %717 = getelementptr bfloat, ptr addrspace(1) %2, i64 %641
  %718 = ptrtoint ptr addrspace(1) %717 to i64
  %719 = and i64 %718, 15
  %720 = icmp eq i64 %719, 0
  %721 = getelementptr i8, ptr addrspace(3) %662, i64 %321
  br i1 %720, label %723, label %.preheader

.preheader:                                       ; preds = %.loopexit29
  %722 = zext i1 %646 to i32
  %invariant.op441 = or i32 %639, %250
  br label %727

723:                                              ; preds = %.loopexit29
  %724 = select i1 %646, ptr addrspace(1) %717, ptr addrspace(1) %2
  %725 = ptrtoint ptr addrspace(3) %721 to i64
  %726 = trunc i64 %725 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %726, ptr addrspace(1) %724, i32 %647) #7
  br label %.loopexit

727:                                              ; preds = %.preheader, %727
  %728 = phi i64 [ 0, %.preheader ], [ %734, %727 ]
  %729 = trunc nuw nsw i64 %728 to i32
  %.reass320.reass = or i32 %729, %invariant.op441
  %730 = sext i32 %.reass320.reass to i64
  %731 = getelementptr bfloat, ptr addrspace(1) %2, i64 %730
  %732 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %731, i32 %722, i16 0) #7
  %733 = getelementptr bfloat, ptr addrspace(3) %721, i64 %728
  store i16 %732, ptr addrspace(3) %733, align 2
  %734 = add nuw nsw i64 %728, 1
  %exitcond246.not = icmp eq i64 %734, 8
  br i1 %exitcond246.not, label %.loopexit, label %727

.loopexit:                                        ; preds = %727, %723, %513
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #7
  %735 = mul nuw nsw i32 %552, 18432
  %736 = zext nneg i32 %735 to i64
  %737 = getelementptr i8, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 9216), i64 %736
  %738 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %410)
  %739 = extractvalue { i32, i32, i32, i32 } %738, 0
  %740 = extractvalue { i32, i32, i32, i32 } %738, 1
  %741 = extractvalue { i32, i32, i32, i32 } %738, 2
  %742 = extractvalue { i32, i32, i32, i32 } %738, 3
  %743 = getelementptr bfloat, ptr addrspace(3) %737, i64 %412
  %744 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %743)
  %745 = extractvalue { i32, i32, i32, i32 } %744, 0
  %746 = extractvalue { i32, i32, i32, i32 } %744, 1
  %747 = extractvalue { i32, i32, i32, i32 } %744, 2
  %748 = extractvalue { i32, i32, i32, i32 } %744, 3
  %749 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %739, i32 %740, i32 %741, i32 %742, i32 %745, i32 %746, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %750 = extractvalue { float, float, float, float } %749, 0
  %751 = extractvalue { float, float, float, float } %749, 1
  %752 = extractvalue { float, float, float, float } %749, 2
  %753 = extractvalue { float, float, float, float } %749, 3
  %754 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %739, i32 %740, i32 %741, i32 %742, i32 %747, i32 %748, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %755 = extractvalue { float, float, float, float } %754, 0
  %756 = extractvalue { float, float, float, float } %754, 1
  %757 = extractvalue { float, float, float, float } %754, 2
  %758 = extractvalue { float, float, float, float } %754, 3
  %759 = getelementptr bfloat, ptr addrspace(3) %737, i64 %413
  %760 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %759)
  %761 = extractvalue { i32, i32, i32, i32 } %760, 0
  %762 = extractvalue { i32, i32, i32, i32 } %760, 1
  %763 = extractvalue { i32, i32, i32, i32 } %760, 2
  %764 = extractvalue { i32, i32, i32, i32 } %760, 3
  %765 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %739, i32 %740, i32 %741, i32 %742, i32 %761, i32 %762, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %766 = extractvalue { float, float, float, float } %765, 0
  %767 = extractvalue { float, float, float, float } %765, 1
  %768 = extractvalue { float, float, float, float } %765, 2
  %769 = extractvalue { float, float, float, float } %765, 3
  %770 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %739, i32 %740, i32 %741, i32 %742, i32 %763, i32 %764, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %771 = extractvalue { float, float, float, float } %770, 0
  %772 = extractvalue { float, float, float, float } %770, 1
  %773 = extractvalue { float, float, float, float } %770, 2
  %774 = extractvalue { float, float, float, float } %770, 3
  %775 = getelementptr bfloat, ptr addrspace(3) %737, i64 %414
  %776 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %775)
  %777 = extractvalue { i32, i32, i32, i32 } %776, 0
  %778 = extractvalue { i32, i32, i32, i32 } %776, 1
  %779 = extractvalue { i32, i32, i32, i32 } %776, 2
  %780 = extractvalue { i32, i32, i32, i32 } %776, 3
  %781 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %739, i32 %740, i32 %741, i32 %742, i32 %777, i32 %778, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %782 = extractvalue { float, float, float, float } %781, 0
  %783 = extractvalue { float, float, float, float } %781, 1
  %784 = extractvalue { float, float, float, float } %781, 2
  %785 = extractvalue { float, float, float, float } %781, 3
  %786 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %739, i32 %740, i32 %741, i32 %742, i32 %779, i32 %780, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %787 = extractvalue { float, float, float, float } %786, 0
  %788 = extractvalue { float, float, float, float } %786, 1
  %789 = extractvalue { float, float, float, float } %786, 2
  %790 = extractvalue { float, float, float, float } %786, 3
  %791 = getelementptr bfloat, ptr addrspace(3) %737, i64 %415
  %792 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %791)
  %793 = extractvalue { i32, i32, i32, i32 } %792, 0
  %794 = extractvalue { i32, i32, i32, i32 } %792, 1
  %795 = extractvalue { i32, i32, i32, i32 } %792, 2
  %796 = extractvalue { i32, i32, i32, i32 } %792, 3
  %797 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %739, i32 %740, i32 %741, i32 %742, i32 %793, i32 %794, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %798 = extractvalue { float, float, float, float } %797, 0
  %799 = extractvalue { float, float, float, float } %797, 1
  %800 = extractvalue { float, float, float, float } %797, 2
  %801 = extractvalue { float, float, float, float } %797, 3
  %802 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %739, i32 %740, i32 %741, i32 %742, i32 %795, i32 %796, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %803 = extractvalue { float, float, float, float } %802, 0
  %804 = extractvalue { float, float, float, float } %802, 1
  %805 = extractvalue { float, float, float, float } %802, 2
  %806 = extractvalue { float, float, float, float } %802, 3
  %807 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %418)
  %808 = extractvalue { i32, i32, i32, i32 } %807, 0
  %809 = extractvalue { i32, i32, i32, i32 } %807, 1
  %810 = extractvalue { i32, i32, i32, i32 } %807, 2
  %811 = extractvalue { i32, i32, i32, i32 } %807, 3
  %812 = getelementptr bfloat, ptr addrspace(3) %737, i64 %421
  %813 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %812)
  %814 = extractvalue { i32, i32, i32, i32 } %813, 0
  %815 = extractvalue { i32, i32, i32, i32 } %813, 1
  %816 = extractvalue { i32, i32, i32, i32 } %813, 2
  %817 = extractvalue { i32, i32, i32, i32 } %813, 3
  %818 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %808, i32 %809, i32 %810, i32 %811, i32 %814, i32 %815, float %750, float %751, float %752, float %753) #7
  %819 = extractvalue { float, float, float, float } %818, 0
  %820 = extractvalue { float, float, float, float } %818, 1
  %821 = extractvalue { float, float, float, float } %818, 2
  %822 = extractvalue { float, float, float, float } %818, 3
  %823 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %808, i32 %809, i32 %810, i32 %811, i32 %816, i32 %817, float %755, float %756, float %757, float %758) #7
  %824 = extractvalue { float, float, float, float } %823, 0
  %825 = extractvalue { float, float, float, float } %823, 1
  %826 = extractvalue { float, float, float, float } %823, 2
  %827 = extractvalue { float, float, float, float } %823, 3
  %828 = getelementptr bfloat, ptr addrspace(3) %737, i64 %422
  %829 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %828)
  %830 = extractvalue { i32, i32, i32, i32 } %829, 0
  %831 = extractvalue { i32, i32, i32, i32 } %829, 1
  %832 = extractvalue { i32, i32, i32, i32 } %829, 2
  %833 = extractvalue { i32, i32, i32, i32 } %829, 3
  %834 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %808, i32 %809, i32 %810, i32 %811, i32 %830, i32 %831, float %766, float %767, float %768, float %769) #7
  %835 = extractvalue { float, float, float, float } %834, 0
  %836 = extractvalue { float, float, float, float } %834, 1
  %837 = extractvalue { float, float, float, float } %834, 2
  %838 = extractvalue { float, float, float, float } %834, 3
  %839 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %808, i32 %809, i32 %810, i32 %811, i32 %832, i32 %833, float %771, float %772, float %773, float %774) #7
  %840 = extractvalue { float, float, float, float } %839, 0
  %841 = extractvalue { float, float, float, float } %839, 1
  %842 = extractvalue { float, float, float, float } %839, 2
  %843 = extractvalue { float, float, float, float } %839, 3
  %844 = getelementptr bfloat, ptr addrspace(3) %737, i64 %423
  %845 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %844)
  %846 = extractvalue { i32, i32, i32, i32 } %845, 0
  %847 = extractvalue { i32, i32, i32, i32 } %845, 1
  %848 = extractvalue { i32, i32, i32, i32 } %845, 2
  %849 = extractvalue { i32, i32, i32, i32 } %845, 3
  %850 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %808, i32 %809, i32 %810, i32 %811, i32 %846, i32 %847, float %782, float %783, float %784, float %785) #7
  %851 = extractvalue { float, float, float, float } %850, 0
  %852 = extractvalue { float, float, float, float } %850, 1
  %853 = extractvalue { float, float, float, float } %850, 2
  %854 = extractvalue { float, float, float, float } %850, 3
  %855 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %808, i32 %809, i32 %810, i32 %811, i32 %848, i32 %849, float %787, float %788, float %789, float %790) #7
  %856 = extractvalue { float, float, float, float } %855, 0
  %857 = extractvalue { float, float, float, float } %855, 1
  %858 = extractvalue { float, float, float, float } %855, 2
  %859 = extractvalue { float, float, float, float } %855, 3
  %860 = getelementptr bfloat, ptr addrspace(3) %737, i64 %424
  %861 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %860)
  %862 = extractvalue { i32, i32, i32, i32 } %861, 0
  %863 = extractvalue { i32, i32, i32, i32 } %861, 1
  %864 = extractvalue { i32, i32, i32, i32 } %861, 2
  %865 = extractvalue { i32, i32, i32, i32 } %861, 3
  %866 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %808, i32 %809, i32 %810, i32 %811, i32 %862, i32 %863, float %798, float %799, float %800, float %801) #7
  %867 = extractvalue { float, float, float, float } %866, 0
  %868 = extractvalue { float, float, float, float } %866, 1
  %869 = extractvalue { float, float, float, float } %866, 2
  %870 = extractvalue { float, float, float, float } %866, 3
  %871 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %808, i32 %809, i32 %810, i32 %811, i32 %864, i32 %865, float %803, float %804, float %805, float %806) #7
  %872 = extractvalue { float, float, float, float } %871, 0
  %873 = extractvalue { float, float, float, float } %871, 1
  %874 = extractvalue { float, float, float, float } %871, 2
  %875 = extractvalue { float, float, float, float } %871, 3
  %876 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %427)
  %877 = extractvalue { i32, i32, i32, i32 } %876, 0
  %878 = extractvalue { i32, i32, i32, i32 } %876, 1
  %879 = extractvalue { i32, i32, i32, i32 } %876, 2
  %880 = extractvalue { i32, i32, i32, i32 } %876, 3
  %881 = getelementptr bfloat, ptr addrspace(3) %737, i64 %430
  %882 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %881)
  %883 = extractvalue { i32, i32, i32, i32 } %882, 0
  %884 = extractvalue { i32, i32, i32, i32 } %882, 1
  %885 = extractvalue { i32, i32, i32, i32 } %882, 2
  %886 = extractvalue { i32, i32, i32, i32 } %882, 3
  %887 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %877, i32 %878, i32 %879, i32 %880, i32 %883, i32 %884, float %819, float %820, float %821, float %822) #7
  %888 = extractvalue { float, float, float, float } %887, 0
  %889 = extractvalue { float, float, float, float } %887, 1
  %890 = extractvalue { float, float, float, float } %887, 2
  %891 = extractvalue { float, float, float, float } %887, 3
  %892 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %877, i32 %878, i32 %879, i32 %880, i32 %885, i32 %886, float %824, float %825, float %826, float %827) #7
  %893 = extractvalue { float, float, float, float } %892, 0
  %894 = extractvalue { float, float, float, float } %892, 1
  %895 = extractvalue { float, float, float, float } %892, 2
  %896 = extractvalue { float, float, float, float } %892, 3
  %897 = getelementptr bfloat, ptr addrspace(3) %737, i64 %431
  %898 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %897)
  %899 = extractvalue { i32, i32, i32, i32 } %898, 0
  %900 = extractvalue { i32, i32, i32, i32 } %898, 1
  %901 = extractvalue { i32, i32, i32, i32 } %898, 2
  %902 = extractvalue { i32, i32, i32, i32 } %898, 3
  %903 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %877, i32 %878, i32 %879, i32 %880, i32 %899, i32 %900, float %835, float %836, float %837, float %838) #7
  %904 = extractvalue { float, float, float, float } %903, 0
  %905 = extractvalue { float, float, float, float } %903, 1
  %906 = extractvalue { float, float, float, float } %903, 2
  %907 = extractvalue { float, float, float, float } %903, 3
  %908 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %877, i32 %878, i32 %879, i32 %880, i32 %901, i32 %902, float %840, float %841, float %842, float %843) #7
  %909 = extractvalue { float, float, float, float } %908, 0
  %910 = extractvalue { float, float, float, float } %908, 1
  %911 = extractvalue { float, float, float, float } %908, 2
  %912 = extractvalue { float, float, float, float } %908, 3
  %913 = getelementptr bfloat, ptr addrspace(3) %737, i64 %432
  %914 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %913)
  %915 = extractvalue { i32, i32, i32, i32 } %914, 0
  %916 = extractvalue { i32, i32, i32, i32 } %914, 1
  %917 = extractvalue { i32, i32, i32, i32 } %914, 2
  %918 = extractvalue { i32, i32, i32, i32 } %914, 3
  %919 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %877, i32 %878, i32 %879, i32 %880, i32 %915, i32 %916, float %851, float %852, float %853, float %854) #7
  %920 = extractvalue { float, float, float, float } %919, 0
  %921 = extractvalue { float, float, float, float } %919, 1
  %922 = extractvalue { float, float, float, float } %919, 2
  %923 = extractvalue { float, float, float, float } %919, 3
  %924 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %877, i32 %878, i32 %879, i32 %880, i32 %917, i32 %918, float %856, float %857, float %858, float %859) #7
  %925 = extractvalue { float, float, float, float } %924, 0
  %926 = extractvalue { float, float, float, float } %924, 1
  %927 = extractvalue { float, float, float, float } %924, 2
  %928 = extractvalue { float, float, float, float } %924, 3
  %929 = getelementptr bfloat, ptr addrspace(3) %737, i64 %433
  %930 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %929)
  %931 = extractvalue { i32, i32, i32, i32 } %930, 0
  %932 = extractvalue { i32, i32, i32, i32 } %930, 1
  %933 = extractvalue { i32, i32, i32, i32 } %930, 2
  %934 = extractvalue { i32, i32, i32, i32 } %930, 3
  %935 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %877, i32 %878, i32 %879, i32 %880, i32 %931, i32 %932, float %867, float %868, float %869, float %870) #7
  %936 = extractvalue { float, float, float, float } %935, 0
  %937 = extractvalue { float, float, float, float } %935, 1
  %938 = extractvalue { float, float, float, float } %935, 2
  %939 = extractvalue { float, float, float, float } %935, 3
  %940 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %877, i32 %878, i32 %879, i32 %880, i32 %933, i32 %934, float %872, float %873, float %874, float %875) #7
  %941 = extractvalue { float, float, float, float } %940, 0
  %942 = extractvalue { float, float, float, float } %940, 1
  %943 = extractvalue { float, float, float, float } %940, 2
  %944 = extractvalue { float, float, float, float } %940, 3
  %945 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %436)
  %946 = extractvalue { i32, i32, i32, i32 } %945, 0
  %947 = extractvalue { i32, i32, i32, i32 } %945, 1
  %948 = extractvalue { i32, i32, i32, i32 } %945, 2
  %949 = extractvalue { i32, i32, i32, i32 } %945, 3
  %950 = getelementptr bfloat, ptr addrspace(3) %737, i64 %439
  %951 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %950)
  %952 = extractvalue { i32, i32, i32, i32 } %951, 0
  %953 = extractvalue { i32, i32, i32, i32 } %951, 1
  %954 = extractvalue { i32, i32, i32, i32 } %951, 2
  %955 = extractvalue { i32, i32, i32, i32 } %951, 3
  %956 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %946, i32 %947, i32 %948, i32 %949, i32 %952, i32 %953, float %888, float %889, float %890, float %891) #7
  %957 = extractvalue { float, float, float, float } %956, 0
  %958 = extractvalue { float, float, float, float } %956, 1
  %959 = extractvalue { float, float, float, float } %956, 2
  %960 = extractvalue { float, float, float, float } %956, 3
  %961 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %946, i32 %947, i32 %948, i32 %949, i32 %954, i32 %955, float %893, float %894, float %895, float %896) #7
  %962 = extractvalue { float, float, float, float } %961, 0
  %963 = extractvalue { float, float, float, float } %961, 1
  %964 = extractvalue { float, float, float, float } %961, 2
  %965 = extractvalue { float, float, float, float } %961, 3
  %966 = getelementptr bfloat, ptr addrspace(3) %737, i64 %440
  %967 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %966)
  %968 = extractvalue { i32, i32, i32, i32 } %967, 0
  %969 = extractvalue { i32, i32, i32, i32 } %967, 1
  %970 = extractvalue { i32, i32, i32, i32 } %967, 2
  %971 = extractvalue { i32, i32, i32, i32 } %967, 3
  %972 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %946, i32 %947, i32 %948, i32 %949, i32 %968, i32 %969, float %904, float %905, float %906, float %907) #7
  %973 = extractvalue { float, float, float, float } %972, 0
  %974 = extractvalue { float, float, float, float } %972, 1
  %975 = extractvalue { float, float, float, float } %972, 2
  %976 = extractvalue { float, float, float, float } %972, 3
  %977 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %946, i32 %947, i32 %948, i32 %949, i32 %970, i32 %971, float %909, float %910, float %911, float %912) #7
  %978 = extractvalue { float, float, float, float } %977, 0
  %979 = extractvalue { float, float, float, float } %977, 1
  %980 = extractvalue { float, float, float, float } %977, 2
  %981 = extractvalue { float, float, float, float } %977, 3
  %982 = getelementptr bfloat, ptr addrspace(3) %737, i64 %441
  %983 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %982)
  %984 = extractvalue { i32, i32, i32, i32 } %983, 0
  %985 = extractvalue { i32, i32, i32, i32 } %983, 1
  %986 = extractvalue { i32, i32, i32, i32 } %983, 2
  %987 = extractvalue { i32, i32, i32, i32 } %983, 3
  %988 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %946, i32 %947, i32 %948, i32 %949, i32 %984, i32 %985, float %920, float %921, float %922, float %923) #7
  %989 = extractvalue { float, float, float, float } %988, 0
  %990 = extractvalue { float, float, float, float } %988, 1
  %991 = extractvalue { float, float, float, float } %988, 2
  %992 = extractvalue { float, float, float, float } %988, 3
  %993 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %946, i32 %947, i32 %948, i32 %949, i32 %986, i32 %987, float %925, float %926, float %927, float %928) #7
  %994 = extractvalue { float, float, float, float } %993, 0
  %995 = extractvalue { float, float, float, float } %993, 1
  %996 = extractvalue { float, float, float, float } %993, 2
  %997 = extractvalue { float, float, float, float } %993, 3
  %998 = getelementptr bfloat, ptr addrspace(3) %737, i64 %442
  %999 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %998)
  %1000 = extractvalue { i32, i32, i32, i32 } %999, 0
  %1001 = extractvalue { i32, i32, i32, i32 } %999, 1
  %1002 = extractvalue { i32, i32, i32, i32 } %999, 2
  %1003 = extractvalue { i32, i32, i32, i32 } %999, 3
  %1004 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %946, i32 %947, i32 %948, i32 %949, i32 %1000, i32 %1001, float %936, float %937, float %938, float %939) #7
  %1005 = extractvalue { float, float, float, float } %1004, 0
  %1006 = extractvalue { float, float, float, float } %1004, 1
  %1007 = extractvalue { float, float, float, float } %1004, 2
  %1008 = extractvalue { float, float, float, float } %1004, 3
  %1009 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %946, i32 %947, i32 %948, i32 %949, i32 %1002, i32 %1003, float %941, float %942, float %943, float %944) #7
  %1010 = extractvalue { float, float, float, float } %1009, 0
  %1011 = extractvalue { float, float, float, float } %1009, 1
  %1012 = extractvalue { float, float, float, float } %1009, 2
  %1013 = extractvalue { float, float, float, float } %1009, 3
  %1014 = getelementptr i8, ptr addrspace(3) %737, i64 9216
  %1015 = fmul float %13, %957
  %1016 = fmul float %13, %958
  %1017 = fmul float %13, %959
  %1018 = fmul float %13, %960
  %1019 = fmul float %13, %962
  %1020 = fmul float %13, %963
  %1021 = fmul float %13, %964
  %1022 = fmul float %13, %965
  %1023 = fmul float %13, %973
  %1024 = fmul float %13, %974
  %1025 = fmul float %13, %975
  %1026 = fmul float %13, %976
  %1027 = fmul float %13, %978
  %1028 = fmul float %13, %979
  %1029 = fmul float %13, %980
  %1030 = fmul float %13, %981
  %1031 = fmul float %13, %989
  %1032 = fmul float %13, %990
  %1033 = fmul float %13, %991
  %1034 = fmul float %13, %992
  %1035 = fmul float %13, %994
  %1036 = fmul float %13, %995
  %1037 = fmul float %13, %996
  %1038 = fmul float %13, %997
  %1039 = fmul float %13, %1005
  %1040 = fmul float %13, %1006
  %1041 = fmul float %13, %1007
  %1042 = fmul float %13, %1008
  %1043 = fmul float %13, %1010
  %1044 = fmul float %13, %1011
  %1045 = fmul float %13, %1012
  %1046 = fmul float %13, %1013
  %1047 = or disjoint i32 %550, %369
  %1048 = icmp slt i32 %1047, %4
  %1049 = or disjoint i32 %1047, 1
  %1050 = icmp slt i32 %1049, %4
  %1051 = or disjoint i32 %1047, 8
  %1052 = icmp slt i32 %1051, %4
  %1053 = or disjoint i32 %1047, 9
  %1054 = icmp slt i32 %1053, %4
  %1055 = or disjoint i32 %1047, 16
  %1056 = icmp slt i32 %1055, %4
  %1057 = or disjoint i32 %1047, 17
  %1058 = icmp slt i32 %1057, %4
  %1059 = or disjoint i32 %1047, 24
  %1060 = icmp slt i32 %1059, %4
  %1061 = or disjoint i32 %1047, 25
  %1062 = icmp slt i32 %1061, %4
  %1063 = or disjoint i32 %1047, 32
  %1064 = icmp slt i32 %1063, %4
  %1065 = or disjoint i32 %1047, 33
  %1066 = icmp slt i32 %1065, %4
  %1067 = or disjoint i32 %1047, 40
  %1068 = icmp slt i32 %1067, %4
  %1069 = or disjoint i32 %1047, 41
  %1070 = icmp slt i32 %1069, %4
  %1071 = or disjoint i32 %1047, 48
  %1072 = icmp slt i32 %1071, %4
  %1073 = or disjoint i32 %1047, 49
  %1074 = icmp slt i32 %1073, %4
  %1075 = or disjoint i32 %1047, 56
  %1076 = icmp slt i32 %1075, %4
  %1077 = or disjoint i32 %1047, 57
  %1078 = icmp slt i32 %1077, %4
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
  %1095 = select i1 %1064, float %1031, float 0xFFF0000000000000
  %1096 = select i1 %1066, float %1032, float 0xFFF0000000000000
  %1097 = select i1 %1064, float %1033, float 0xFFF0000000000000
  %1098 = select i1 %1066, float %1034, float 0xFFF0000000000000
  %1099 = select i1 %1068, float %1035, float 0xFFF0000000000000
  %1100 = select i1 %1070, float %1036, float 0xFFF0000000000000
  %1101 = select i1 %1068, float %1037, float 0xFFF0000000000000
  %1102 = select i1 %1070, float %1038, float 0xFFF0000000000000
  %1103 = select i1 %1072, float %1039, float 0xFFF0000000000000
  %1104 = select i1 %1074, float %1040, float 0xFFF0000000000000
  %1105 = select i1 %1072, float %1041, float 0xFFF0000000000000
  %1106 = select i1 %1074, float %1042, float 0xFFF0000000000000
  %1107 = select i1 %1076, float %1043, float 0xFFF0000000000000
  %1108 = select i1 %1078, float %1044, float 0xFFF0000000000000
  %1109 = select i1 %1076, float %1045, float 0xFFF0000000000000
  %1110 = select i1 %1078, float %1046, float 0xFFF0000000000000
  %1111 = tail call float @llvm.maxnum.f32(float %1079, float %1080)
  %1112 = tail call float @llvm.maxnum.f32(float %1081, float %1082)
  %1113 = tail call float @llvm.maxnum.f32(float %1111, float %1083)
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
  %1125 = tail call float @llvm.maxnum.f32(float %1122, float %1095)
  %1126 = tail call float @llvm.maxnum.f32(float %1125, float %1096)
  %1127 = tail call float @llvm.maxnum.f32(float %1124, float %1097)
  %1128 = tail call float @llvm.maxnum.f32(float %1127, float %1098)
  %1129 = tail call float @llvm.maxnum.f32(float %1126, float %1099)
  %1130 = tail call float @llvm.maxnum.f32(float %1129, float %1100)
  %1131 = tail call float @llvm.maxnum.f32(float %1128, float %1101)
  %1132 = tail call float @llvm.maxnum.f32(float %1131, float %1102)
  %1133 = tail call float @llvm.maxnum.f32(float %1130, float %1103)
  %1134 = tail call float @llvm.maxnum.f32(float %1133, float %1104)
  %1135 = tail call float @llvm.maxnum.f32(float %1132, float %1105)
  %1136 = tail call float @llvm.maxnum.f32(float %1135, float %1106)
  %1137 = tail call float @llvm.maxnum.f32(float %1134, float %1107)
  %1138 = tail call float @llvm.maxnum.f32(float %1137, float %1108)
  %1139 = tail call float @llvm.maxnum.f32(float %1136, float %1109)
  %1140 = tail call float @llvm.maxnum.f32(float %1139, float %1110)
  %1141 = bitcast float %1138 to i32
  %1142 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1141, i32 2, i32 31)
  %1143 = bitcast i32 %1142 to float
  %1144 = tail call float @llvm.maxnum.f32(float %1138, float %1143)
  %1145 = bitcast float %1140 to i32
  %1146 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1145, i32 2, i32 31)
  %1147 = bitcast i32 %1146 to float
  %1148 = tail call float @llvm.maxnum.f32(float %1140, float %1147)
  %1149 = bitcast float %1144 to i32
  %1150 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1149, i32 1, i32 31)
  %1151 = bitcast i32 %1150 to float
  %1152 = tail call float @llvm.maxnum.f32(float %1144, float %1151)
  %1153 = bitcast float %1148 to i32
  %1154 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1153, i32 1, i32 31)
  %1155 = bitcast i32 %1154 to float
  %1156 = tail call float @llvm.maxnum.f32(float %1148, float %1155)
  %1157 = tail call float @llvm.maxnum.f32(float %515, float %1152)
  %1158 = tail call float @llvm.maxnum.f32(float %514, float %1156)
  %1159 = fsub float %1079, %1157
  %1160 = fsub float %1080, %1157
  %1161 = fsub float %1081, %1158
  %1162 = fsub float %1082, %1158
  %1163 = fsub float %1083, %1157
  %1164 = fsub float %1084, %1157
  %1165 = fsub float %1085, %1158
  %1166 = fsub float %1086, %1158
  %1167 = fsub float %1087, %1157
  %1168 = fsub float %1088, %1157
  %1169 = fsub float %1089, %1158
  %1170 = fsub float %1090, %1158
  %1171 = fsub float %1091, %1157
  %1172 = fsub float %1092, %1157
  %1173 = fsub float %1093, %1158
  %1174 = fsub float %1094, %1158
  %1175 = fsub float %1095, %1157
  %1176 = fsub float %1096, %1157
  %1177 = fsub float %1097, %1158
  %1178 = fsub float %1098, %1158
  %1179 = fsub float %1099, %1157
  %1180 = fsub float %1100, %1157
  %1181 = fsub float %1101, %1158
  %1182 = fsub float %1102, %1158
  %1183 = fsub float %1103, %1157
  %1184 = fsub float %1104, %1157
  %1185 = fsub float %1105, %1158
  %1186 = fsub float %1106, %1158
  %1187 = fsub float %1107, %1157
  %1188 = fsub float %1108, %1157
  %1189 = fsub float %1109, %1158
  %1190 = fsub float %1110, %1158
  %1191 = tail call float @llvm.nvvm.ex2.approx.f32(float %1159)
  %1192 = tail call float @llvm.nvvm.ex2.approx.f32(float %1160)
  %1193 = tail call float @llvm.nvvm.ex2.approx.f32(float %1161)
  %1194 = tail call float @llvm.nvvm.ex2.approx.f32(float %1162)
  %1195 = tail call float @llvm.nvvm.ex2.approx.f32(float %1163)
  %1196 = tail call float @llvm.nvvm.ex2.approx.f32(float %1164)
  %1197 = tail call float @llvm.nvvm.ex2.approx.f32(float %1165)
  %1198 = tail call float @llvm.nvvm.ex2.approx.f32(float %1166)
  %1199 = tail call float @llvm.nvvm.ex2.approx.f32(float %1167)
  %1200 = tail call float @llvm.nvvm.ex2.approx.f32(float %1168)
  %1201 = tail call float @llvm.nvvm.ex2.approx.f32(float %1169)
  %1202 = tail call float @llvm.nvvm.ex2.approx.f32(float %1170)
  %1203 = tail call float @llvm.nvvm.ex2.approx.f32(float %1171)
  %1204 = tail call float @llvm.nvvm.ex2.approx.f32(float %1172)
  %1205 = tail call float @llvm.nvvm.ex2.approx.f32(float %1173)
  %1206 = tail call float @llvm.nvvm.ex2.approx.f32(float %1174)
  %1207 = tail call float @llvm.nvvm.ex2.approx.f32(float %1175)
  %1208 = tail call float @llvm.nvvm.ex2.approx.f32(float %1176)
  %1209 = tail call float @llvm.nvvm.ex2.approx.f32(float %1177)
  %1210 = tail call float @llvm.nvvm.ex2.approx.f32(float %1178)
  %1211 = tail call float @llvm.nvvm.ex2.approx.f32(float %1179)
  %1212 = tail call float @llvm.nvvm.ex2.approx.f32(float %1180)
  %1213 = tail call float @llvm.nvvm.ex2.approx.f32(float %1181)
  %1214 = tail call float @llvm.nvvm.ex2.approx.f32(float %1182)
  %1215 = tail call float @llvm.nvvm.ex2.approx.f32(float %1183)
  %1216 = tail call float @llvm.nvvm.ex2.approx.f32(float %1184)
  %1217 = tail call float @llvm.nvvm.ex2.approx.f32(float %1185)
  %1218 = tail call float @llvm.nvvm.ex2.approx.f32(float %1186)
  %1219 = tail call float @llvm.nvvm.ex2.approx.f32(float %1187)
  %1220 = tail call float @llvm.nvvm.ex2.approx.f32(float %1188)
  %1221 = tail call float @llvm.nvvm.ex2.approx.f32(float %1189)
  %1222 = tail call float @llvm.nvvm.ex2.approx.f32(float %1190)
  %1223 = fsub float %515, %1157
  %1224 = fsub float %514, %1158
  %1225 = tail call float @llvm.nvvm.ex2.approx.f32(float %1223)
  %1226 = tail call float @llvm.nvvm.ex2.approx.f32(float %1224)
  %1227 = fmul float %549, %1225
  %1228 = fmul float %548, %1226
  %1229 = fadd float %1191, %1192
  %1230 = fadd float %1193, %1194
  %1231 = fadd float %1229, %1195
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
  %1243 = fadd float %1240, %1207
  %1244 = fadd float %1243, %1208
  %1245 = fadd float %1242, %1209
  %1246 = fadd float %1245, %1210
  %1247 = fadd float %1244, %1211
  %1248 = fadd float %1247, %1212
  %1249 = fadd float %1246, %1213
  %1250 = fadd float %1249, %1214
  %1251 = fadd float %1248, %1215
  %1252 = fadd float %1251, %1216
  %1253 = fadd float %1250, %1217
  %1254 = fadd float %1253, %1218
  %1255 = fadd float %1252, %1219
  %1256 = fadd float %1255, %1220
  %1257 = fadd float %1254, %1221
  %1258 = fadd float %1257, %1222
  %1259 = bitcast float %1256 to i32
  %1260 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1259, i32 2, i32 31)
  %1261 = bitcast i32 %1260 to float
  %1262 = fadd float %1256, %1261
  %1263 = bitcast float %1258 to i32
  %1264 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1263, i32 2, i32 31)
  %1265 = bitcast i32 %1264 to float
  %1266 = fadd float %1258, %1265
  %1267 = bitcast float %1262 to i32
  %1268 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1267, i32 1, i32 31)
  %1269 = bitcast i32 %1268 to float
  %1270 = fadd float %1262, %1269
  %1271 = bitcast float %1266 to i32
  %1272 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1271, i32 1, i32 31)
  %1273 = bitcast i32 %1272 to float
  %1274 = fadd float %1266, %1273
  %1275 = fadd float %1227, %1270
  %1276 = fadd float %1228, %1274
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
  %1293 = fptrunc float %1207 to bfloat
  %1294 = fptrunc float %1208 to bfloat
  %1295 = fptrunc float %1209 to bfloat
  %1296 = fptrunc float %1210 to bfloat
  %1297 = fptrunc float %1211 to bfloat
  %1298 = fptrunc float %1212 to bfloat
  %1299 = fptrunc float %1213 to bfloat
  %1300 = fptrunc float %1214 to bfloat
  %1301 = fptrunc float %1215 to bfloat
  %1302 = fptrunc float %1216 to bfloat
  %1303 = fptrunc float %1217 to bfloat
  %1304 = fptrunc float %1218 to bfloat
  %1305 = fptrunc float %1219 to bfloat
  %1306 = fptrunc float %1220 to bfloat
  %1307 = fptrunc float %1221 to bfloat
  %1308 = fptrunc float %1222 to bfloat
  %1309 = fmul float %547, %1225
  %1310 = fmul float %546, %1225
  %1311 = fmul float %545, %1226
  %1312 = fmul float %544, %1226
  %1313 = fmul float %543, %1225
  %1314 = fmul float %542, %1225
  %1315 = fmul float %541, %1226
  %1316 = fmul float %540, %1226
  %1317 = fmul float %539, %1225
  %1318 = fmul float %538, %1225
  %1319 = fmul float %537, %1226
  %1320 = fmul float %536, %1226
  %1321 = fmul float %535, %1225
  %1322 = fmul float %534, %1225
  %1323 = fmul float %533, %1226
  %1324 = fmul float %532, %1226
  %1325 = fmul float %531, %1225
  %1326 = fmul float %530, %1225
  %1327 = fmul float %529, %1226
  %1328 = fmul float %528, %1226
  %1329 = fmul float %527, %1225
  %1330 = fmul float %526, %1225
  %1331 = fmul float %525, %1226
  %1332 = fmul float %524, %1226
  %1333 = fmul float %523, %1225
  %1334 = fmul float %522, %1225
  %1335 = fmul float %521, %1226
  %1336 = fmul float %520, %1226
  %1337 = fmul float %519, %1225
  %1338 = fmul float %518, %1225
  %1339 = fmul float %517, %1226
  %1340 = fmul float %516, %1226
  %1341 = insertelement <2 x bfloat> poison, bfloat %1277, i64 0
  %1342 = insertelement <2 x bfloat> %1341, bfloat %1278, i64 1
  %1343 = bitcast <2 x bfloat> %1342 to i32
  %1344 = insertelement <2 x bfloat> poison, bfloat %1279, i64 0
  %1345 = insertelement <2 x bfloat> %1344, bfloat %1280, i64 1
  %1346 = bitcast <2 x bfloat> %1345 to i32
  %1347 = insertelement <2 x bfloat> poison, bfloat %1281, i64 0
  %1348 = insertelement <2 x bfloat> %1347, bfloat %1282, i64 1
  %1349 = bitcast <2 x bfloat> %1348 to i32
  %1350 = insertelement <2 x bfloat> poison, bfloat %1283, i64 0
  %1351 = insertelement <2 x bfloat> %1350, bfloat %1284, i64 1
  %1352 = bitcast <2 x bfloat> %1351 to i32
  %1353 = insertelement <2 x bfloat> poison, bfloat %1285, i64 0
  %1354 = insertelement <2 x bfloat> %1353, bfloat %1286, i64 1
  %1355 = bitcast <2 x bfloat> %1354 to i32
  %1356 = insertelement <2 x bfloat> poison, bfloat %1287, i64 0
  %1357 = insertelement <2 x bfloat> %1356, bfloat %1288, i64 1
  %1358 = bitcast <2 x bfloat> %1357 to i32
  %1359 = insertelement <2 x bfloat> poison, bfloat %1289, i64 0
  %1360 = insertelement <2 x bfloat> %1359, bfloat %1290, i64 1
  %1361 = bitcast <2 x bfloat> %1360 to i32
  %1362 = insertelement <2 x bfloat> poison, bfloat %1291, i64 0
  %1363 = insertelement <2 x bfloat> %1362, bfloat %1292, i64 1
  %1364 = bitcast <2 x bfloat> %1363 to i32
  %1365 = insertelement <2 x bfloat> poison, bfloat %1293, i64 0
  %1366 = insertelement <2 x bfloat> %1365, bfloat %1294, i64 1
  %1367 = bitcast <2 x bfloat> %1366 to i32
  %1368 = insertelement <2 x bfloat> poison, bfloat %1295, i64 0
  %1369 = insertelement <2 x bfloat> %1368, bfloat %1296, i64 1
  %1370 = bitcast <2 x bfloat> %1369 to i32
  %1371 = insertelement <2 x bfloat> poison, bfloat %1297, i64 0
  %1372 = insertelement <2 x bfloat> %1371, bfloat %1298, i64 1
  %1373 = bitcast <2 x bfloat> %1372 to i32
  %1374 = insertelement <2 x bfloat> poison, bfloat %1299, i64 0
  %1375 = insertelement <2 x bfloat> %1374, bfloat %1300, i64 1
  %1376 = bitcast <2 x bfloat> %1375 to i32
  %1377 = insertelement <2 x bfloat> poison, bfloat %1301, i64 0
  %1378 = insertelement <2 x bfloat> %1377, bfloat %1302, i64 1
  %1379 = bitcast <2 x bfloat> %1378 to i32
  %1380 = insertelement <2 x bfloat> poison, bfloat %1303, i64 0
  %1381 = insertelement <2 x bfloat> %1380, bfloat %1304, i64 1
  %1382 = bitcast <2 x bfloat> %1381 to i32
  %1383 = insertelement <2 x bfloat> poison, bfloat %1305, i64 0
  %1384 = insertelement <2 x bfloat> %1383, bfloat %1306, i64 1
  %1385 = bitcast <2 x bfloat> %1384 to i32
  %1386 = insertelement <2 x bfloat> poison, bfloat %1307, i64 0
  %1387 = insertelement <2 x bfloat> %1386, bfloat %1308, i64 1
  %1388 = bitcast <2 x bfloat> %1387 to i32
  %1389 = getelementptr bfloat, ptr addrspace(3) %1014, i64 %372
  %1390 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1389)
  %1391 = extractvalue { i32, i32, i32, i32 } %1390, 0
  %1392 = extractvalue { i32, i32, i32, i32 } %1390, 1
  %1393 = extractvalue { i32, i32, i32, i32 } %1390, 2
  %1394 = extractvalue { i32, i32, i32, i32 } %1390, 3
  %1395 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1343, i32 %1346, i32 %1349, i32 %1352, i32 %1391, i32 %1392, float %1309, float %1310, float %1311, float %1312) #7
  %1396 = extractvalue { float, float, float, float } %1395, 0
  %1397 = extractvalue { float, float, float, float } %1395, 1
  %1398 = extractvalue { float, float, float, float } %1395, 2
  %1399 = extractvalue { float, float, float, float } %1395, 3
  %1400 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1343, i32 %1346, i32 %1349, i32 %1352, i32 %1393, i32 %1394, float %1313, float %1314, float %1315, float %1316) #7
  %1401 = extractvalue { float, float, float, float } %1400, 0
  %1402 = extractvalue { float, float, float, float } %1400, 1
  %1403 = extractvalue { float, float, float, float } %1400, 2
  %1404 = extractvalue { float, float, float, float } %1400, 3
  %1405 = getelementptr bfloat, ptr addrspace(3) %1014, i64 %375
  %1406 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1405)
  %1407 = extractvalue { i32, i32, i32, i32 } %1406, 0
  %1408 = extractvalue { i32, i32, i32, i32 } %1406, 1
  %1409 = extractvalue { i32, i32, i32, i32 } %1406, 2
  %1410 = extractvalue { i32, i32, i32, i32 } %1406, 3
  %1411 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1343, i32 %1346, i32 %1349, i32 %1352, i32 %1407, i32 %1408, float %1317, float %1318, float %1319, float %1320) #7
  %1412 = extractvalue { float, float, float, float } %1411, 0
  %1413 = extractvalue { float, float, float, float } %1411, 1
  %1414 = extractvalue { float, float, float, float } %1411, 2
  %1415 = extractvalue { float, float, float, float } %1411, 3
  %1416 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1343, i32 %1346, i32 %1349, i32 %1352, i32 %1409, i32 %1410, float %1321, float %1322, float %1323, float %1324) #7
  %1417 = extractvalue { float, float, float, float } %1416, 0
  %1418 = extractvalue { float, float, float, float } %1416, 1
  %1419 = extractvalue { float, float, float, float } %1416, 2
  %1420 = extractvalue { float, float, float, float } %1416, 3
  %1421 = getelementptr bfloat, ptr addrspace(3) %1014, i64 %378
  %1422 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1421)
  %1423 = extractvalue { i32, i32, i32, i32 } %1422, 0
  %1424 = extractvalue { i32, i32, i32, i32 } %1422, 1
  %1425 = extractvalue { i32, i32, i32, i32 } %1422, 2
  %1426 = extractvalue { i32, i32, i32, i32 } %1422, 3
  %1427 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1343, i32 %1346, i32 %1349, i32 %1352, i32 %1423, i32 %1424, float %1325, float %1326, float %1327, float %1328) #7
  %1428 = extractvalue { float, float, float, float } %1427, 0
  %1429 = extractvalue { float, float, float, float } %1427, 1
  %1430 = extractvalue { float, float, float, float } %1427, 2
  %1431 = extractvalue { float, float, float, float } %1427, 3
  %1432 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1343, i32 %1346, i32 %1349, i32 %1352, i32 %1425, i32 %1426, float %1329, float %1330, float %1331, float %1332) #7
  %1433 = extractvalue { float, float, float, float } %1432, 0
  %1434 = extractvalue { float, float, float, float } %1432, 1
  %1435 = extractvalue { float, float, float, float } %1432, 2
  %1436 = extractvalue { float, float, float, float } %1432, 3
  %1437 = getelementptr bfloat, ptr addrspace(3) %1014, i64 %381
  %1438 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1437)
  %1439 = extractvalue { i32, i32, i32, i32 } %1438, 0
  %1440 = extractvalue { i32, i32, i32, i32 } %1438, 1
  %1441 = extractvalue { i32, i32, i32, i32 } %1438, 2
  %1442 = extractvalue { i32, i32, i32, i32 } %1438, 3
  %1443 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1343, i32 %1346, i32 %1349, i32 %1352, i32 %1439, i32 %1440, float %1333, float %1334, float %1335, float %1336) #7
  %1444 = extractvalue { float, float, float, float } %1443, 0
  %1445 = extractvalue { float, float, float, float } %1443, 1
  %1446 = extractvalue { float, float, float, float } %1443, 2
  %1447 = extractvalue { float, float, float, float } %1443, 3
  %1448 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1343, i32 %1346, i32 %1349, i32 %1352, i32 %1441, i32 %1442, float %1337, float %1338, float %1339, float %1340) #7
  %1449 = extractvalue { float, float, float, float } %1448, 0
  %1450 = extractvalue { float, float, float, float } %1448, 1
  %1451 = extractvalue { float, float, float, float } %1448, 2
  %1452 = extractvalue { float, float, float, float } %1448, 3
  %1453 = getelementptr bfloat, ptr addrspace(3) %1014, i64 %384
  %1454 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1453)
  %1455 = extractvalue { i32, i32, i32, i32 } %1454, 0
  %1456 = extractvalue { i32, i32, i32, i32 } %1454, 1
  %1457 = extractvalue { i32, i32, i32, i32 } %1454, 2
  %1458 = extractvalue { i32, i32, i32, i32 } %1454, 3
  %1459 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1355, i32 %1358, i32 %1361, i32 %1364, i32 %1455, i32 %1456, float %1396, float %1397, float %1398, float %1399) #7
  %1460 = extractvalue { float, float, float, float } %1459, 0
  %1461 = extractvalue { float, float, float, float } %1459, 1
  %1462 = extractvalue { float, float, float, float } %1459, 2
  %1463 = extractvalue { float, float, float, float } %1459, 3
  %1464 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1355, i32 %1358, i32 %1361, i32 %1364, i32 %1457, i32 %1458, float %1401, float %1402, float %1403, float %1404) #7
  %1465 = extractvalue { float, float, float, float } %1464, 0
  %1466 = extractvalue { float, float, float, float } %1464, 1
  %1467 = extractvalue { float, float, float, float } %1464, 2
  %1468 = extractvalue { float, float, float, float } %1464, 3
  %1469 = getelementptr bfloat, ptr addrspace(3) %1014, i64 %386
  %1470 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1469)
  %1471 = extractvalue { i32, i32, i32, i32 } %1470, 0
  %1472 = extractvalue { i32, i32, i32, i32 } %1470, 1
  %1473 = extractvalue { i32, i32, i32, i32 } %1470, 2
  %1474 = extractvalue { i32, i32, i32, i32 } %1470, 3
  %1475 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1355, i32 %1358, i32 %1361, i32 %1364, i32 %1471, i32 %1472, float %1412, float %1413, float %1414, float %1415) #7
  %1476 = extractvalue { float, float, float, float } %1475, 0
  %1477 = extractvalue { float, float, float, float } %1475, 1
  %1478 = extractvalue { float, float, float, float } %1475, 2
  %1479 = extractvalue { float, float, float, float } %1475, 3
  %1480 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1355, i32 %1358, i32 %1361, i32 %1364, i32 %1473, i32 %1474, float %1417, float %1418, float %1419, float %1420) #7
  %1481 = extractvalue { float, float, float, float } %1480, 0
  %1482 = extractvalue { float, float, float, float } %1480, 1
  %1483 = extractvalue { float, float, float, float } %1480, 2
  %1484 = extractvalue { float, float, float, float } %1480, 3
  %1485 = getelementptr bfloat, ptr addrspace(3) %1014, i64 %388
  %1486 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1485)
  %1487 = extractvalue { i32, i32, i32, i32 } %1486, 0
  %1488 = extractvalue { i32, i32, i32, i32 } %1486, 1
  %1489 = extractvalue { i32, i32, i32, i32 } %1486, 2
  %1490 = extractvalue { i32, i32, i32, i32 } %1486, 3
  %1491 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1355, i32 %1358, i32 %1361, i32 %1364, i32 %1487, i32 %1488, float %1428, float %1429, float %1430, float %1431) #7
  %1492 = extractvalue { float, float, float, float } %1491, 0
  %1493 = extractvalue { float, float, float, float } %1491, 1
  %1494 = extractvalue { float, float, float, float } %1491, 2
  %1495 = extractvalue { float, float, float, float } %1491, 3
  %1496 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1355, i32 %1358, i32 %1361, i32 %1364, i32 %1489, i32 %1490, float %1433, float %1434, float %1435, float %1436) #7
  %1497 = extractvalue { float, float, float, float } %1496, 0
  %1498 = extractvalue { float, float, float, float } %1496, 1
  %1499 = extractvalue { float, float, float, float } %1496, 2
  %1500 = extractvalue { float, float, float, float } %1496, 3
  %1501 = getelementptr bfloat, ptr addrspace(3) %1014, i64 %390
  %1502 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1501)
  %1503 = extractvalue { i32, i32, i32, i32 } %1502, 0
  %1504 = extractvalue { i32, i32, i32, i32 } %1502, 1
  %1505 = extractvalue { i32, i32, i32, i32 } %1502, 2
  %1506 = extractvalue { i32, i32, i32, i32 } %1502, 3
  %1507 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1355, i32 %1358, i32 %1361, i32 %1364, i32 %1503, i32 %1504, float %1444, float %1445, float %1446, float %1447) #7
  %1508 = extractvalue { float, float, float, float } %1507, 0
  %1509 = extractvalue { float, float, float, float } %1507, 1
  %1510 = extractvalue { float, float, float, float } %1507, 2
  %1511 = extractvalue { float, float, float, float } %1507, 3
  %1512 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1355, i32 %1358, i32 %1361, i32 %1364, i32 %1505, i32 %1506, float %1449, float %1450, float %1451, float %1452) #7
  %1513 = extractvalue { float, float, float, float } %1512, 0
  %1514 = extractvalue { float, float, float, float } %1512, 1
  %1515 = extractvalue { float, float, float, float } %1512, 2
  %1516 = extractvalue { float, float, float, float } %1512, 3
  %1517 = getelementptr bfloat, ptr addrspace(3) %1014, i64 %393
  %1518 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1517)
  %1519 = extractvalue { i32, i32, i32, i32 } %1518, 0
  %1520 = extractvalue { i32, i32, i32, i32 } %1518, 1
  %1521 = extractvalue { i32, i32, i32, i32 } %1518, 2
  %1522 = extractvalue { i32, i32, i32, i32 } %1518, 3
  %1523 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1367, i32 %1370, i32 %1373, i32 %1376, i32 %1519, i32 %1520, float %1460, float %1461, float %1462, float %1463) #7
  %1524 = extractvalue { float, float, float, float } %1523, 0
  %1525 = extractvalue { float, float, float, float } %1523, 1
  %1526 = extractvalue { float, float, float, float } %1523, 2
  %1527 = extractvalue { float, float, float, float } %1523, 3
  %1528 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1367, i32 %1370, i32 %1373, i32 %1376, i32 %1521, i32 %1522, float %1465, float %1466, float %1467, float %1468) #7
  %1529 = extractvalue { float, float, float, float } %1528, 0
  %1530 = extractvalue { float, float, float, float } %1528, 1
  %1531 = extractvalue { float, float, float, float } %1528, 2
  %1532 = extractvalue { float, float, float, float } %1528, 3
  %1533 = getelementptr bfloat, ptr addrspace(3) %1014, i64 %395
  %1534 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1533)
  %1535 = extractvalue { i32, i32, i32, i32 } %1534, 0
  %1536 = extractvalue { i32, i32, i32, i32 } %1534, 1
  %1537 = extractvalue { i32, i32, i32, i32 } %1534, 2
  %1538 = extractvalue { i32, i32, i32, i32 } %1534, 3
  %1539 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1367, i32 %1370, i32 %1373, i32 %1376, i32 %1535, i32 %1536, float %1476, float %1477, float %1478, float %1479) #7
  %1540 = extractvalue { float, float, float, float } %1539, 0
  %1541 = extractvalue { float, float, float, float } %1539, 1
  %1542 = extractvalue { float, float, float, float } %1539, 2
  %1543 = extractvalue { float, float, float, float } %1539, 3
  %1544 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1367, i32 %1370, i32 %1373, i32 %1376, i32 %1537, i32 %1538, float %1481, float %1482, float %1483, float %1484) #7
  %1545 = extractvalue { float, float, float, float } %1544, 0
  %1546 = extractvalue { float, float, float, float } %1544, 1
  %1547 = extractvalue { float, float, float, float } %1544, 2
  %1548 = extractvalue { float, float, float, float } %1544, 3
  %1549 = getelementptr bfloat, ptr addrspace(3) %1014, i64 %397
  %1550 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1549)
  %1551 = extractvalue { i32, i32, i32, i32 } %1550, 0
  %1552 = extractvalue { i32, i32, i32, i32 } %1550, 1
  %1553 = extractvalue { i32, i32, i32, i32 } %1550, 2
  %1554 = extractvalue { i32, i32, i32, i32 } %1550, 3
  %1555 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1367, i32 %1370, i32 %1373, i32 %1376, i32 %1551, i32 %1552, float %1492, float %1493, float %1494, float %1495) #7
  %1556 = extractvalue { float, float, float, float } %1555, 0
  %1557 = extractvalue { float, float, float, float } %1555, 1
  %1558 = extractvalue { float, float, float, float } %1555, 2
  %1559 = extractvalue { float, float, float, float } %1555, 3
  %1560 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1367, i32 %1370, i32 %1373, i32 %1376, i32 %1553, i32 %1554, float %1497, float %1498, float %1499, float %1500) #7
  %1561 = extractvalue { float, float, float, float } %1560, 0
  %1562 = extractvalue { float, float, float, float } %1560, 1
  %1563 = extractvalue { float, float, float, float } %1560, 2
  %1564 = extractvalue { float, float, float, float } %1560, 3
  %1565 = getelementptr bfloat, ptr addrspace(3) %1014, i64 %399
  %1566 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1565)
  %1567 = extractvalue { i32, i32, i32, i32 } %1566, 0
  %1568 = extractvalue { i32, i32, i32, i32 } %1566, 1
  %1569 = extractvalue { i32, i32, i32, i32 } %1566, 2
  %1570 = extractvalue { i32, i32, i32, i32 } %1566, 3
  %1571 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1367, i32 %1370, i32 %1373, i32 %1376, i32 %1567, i32 %1568, float %1508, float %1509, float %1510, float %1511) #7
  %1572 = extractvalue { float, float, float, float } %1571, 0
  %1573 = extractvalue { float, float, float, float } %1571, 1
  %1574 = extractvalue { float, float, float, float } %1571, 2
  %1575 = extractvalue { float, float, float, float } %1571, 3
  %1576 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1367, i32 %1370, i32 %1373, i32 %1376, i32 %1569, i32 %1570, float %1513, float %1514, float %1515, float %1516) #7
  %1577 = extractvalue { float, float, float, float } %1576, 0
  %1578 = extractvalue { float, float, float, float } %1576, 1
  %1579 = extractvalue { float, float, float, float } %1576, 2
  %1580 = extractvalue { float, float, float, float } %1576, 3
  %1581 = getelementptr bfloat, ptr addrspace(3) %1014, i64 %402
  %1582 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1581)
  %1583 = extractvalue { i32, i32, i32, i32 } %1582, 0
  %1584 = extractvalue { i32, i32, i32, i32 } %1582, 1
  %1585 = extractvalue { i32, i32, i32, i32 } %1582, 2
  %1586 = extractvalue { i32, i32, i32, i32 } %1582, 3
  %1587 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1379, i32 %1382, i32 %1385, i32 %1388, i32 %1583, i32 %1584, float %1524, float %1525, float %1526, float %1527) #7
  %1588 = extractvalue { float, float, float, float } %1587, 0
  %1589 = extractvalue { float, float, float, float } %1587, 1
  %1590 = extractvalue { float, float, float, float } %1587, 2
  %1591 = extractvalue { float, float, float, float } %1587, 3
  %1592 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1379, i32 %1382, i32 %1385, i32 %1388, i32 %1585, i32 %1586, float %1529, float %1530, float %1531, float %1532) #7
  %1593 = extractvalue { float, float, float, float } %1592, 0
  %1594 = extractvalue { float, float, float, float } %1592, 1
  %1595 = extractvalue { float, float, float, float } %1592, 2
  %1596 = extractvalue { float, float, float, float } %1592, 3
  %1597 = getelementptr bfloat, ptr addrspace(3) %1014, i64 %404
  %1598 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1597)
  %1599 = extractvalue { i32, i32, i32, i32 } %1598, 0
  %1600 = extractvalue { i32, i32, i32, i32 } %1598, 1
  %1601 = extractvalue { i32, i32, i32, i32 } %1598, 2
  %1602 = extractvalue { i32, i32, i32, i32 } %1598, 3
  %1603 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1379, i32 %1382, i32 %1385, i32 %1388, i32 %1599, i32 %1600, float %1540, float %1541, float %1542, float %1543) #7
  %1604 = extractvalue { float, float, float, float } %1603, 0
  %1605 = extractvalue { float, float, float, float } %1603, 1
  %1606 = extractvalue { float, float, float, float } %1603, 2
  %1607 = extractvalue { float, float, float, float } %1603, 3
  %1608 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1379, i32 %1382, i32 %1385, i32 %1388, i32 %1601, i32 %1602, float %1545, float %1546, float %1547, float %1548) #7
  %1609 = extractvalue { float, float, float, float } %1608, 0
  %1610 = extractvalue { float, float, float, float } %1608, 1
  %1611 = extractvalue { float, float, float, float } %1608, 2
  %1612 = extractvalue { float, float, float, float } %1608, 3
  %1613 = getelementptr bfloat, ptr addrspace(3) %1014, i64 %406
  %1614 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1613)
  %1615 = extractvalue { i32, i32, i32, i32 } %1614, 0
  %1616 = extractvalue { i32, i32, i32, i32 } %1614, 1
  %1617 = extractvalue { i32, i32, i32, i32 } %1614, 2
  %1618 = extractvalue { i32, i32, i32, i32 } %1614, 3
  %1619 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1379, i32 %1382, i32 %1385, i32 %1388, i32 %1615, i32 %1616, float %1556, float %1557, float %1558, float %1559) #7
  %1620 = extractvalue { float, float, float, float } %1619, 0
  %1621 = extractvalue { float, float, float, float } %1619, 1
  %1622 = extractvalue { float, float, float, float } %1619, 2
  %1623 = extractvalue { float, float, float, float } %1619, 3
  %1624 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1379, i32 %1382, i32 %1385, i32 %1388, i32 %1617, i32 %1618, float %1561, float %1562, float %1563, float %1564) #7
  %1625 = extractvalue { float, float, float, float } %1624, 0
  %1626 = extractvalue { float, float, float, float } %1624, 1
  %1627 = extractvalue { float, float, float, float } %1624, 2
  %1628 = extractvalue { float, float, float, float } %1624, 3
  %1629 = getelementptr bfloat, ptr addrspace(3) %1014, i64 %408
  %1630 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1629)
  %1631 = extractvalue { i32, i32, i32, i32 } %1630, 0
  %1632 = extractvalue { i32, i32, i32, i32 } %1630, 1
  %1633 = extractvalue { i32, i32, i32, i32 } %1630, 2
  %1634 = extractvalue { i32, i32, i32, i32 } %1630, 3
  %1635 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1379, i32 %1382, i32 %1385, i32 %1388, i32 %1631, i32 %1632, float %1572, float %1573, float %1574, float %1575) #7
  %1636 = extractvalue { float, float, float, float } %1635, 0
  %1637 = extractvalue { float, float, float, float } %1635, 1
  %1638 = extractvalue { float, float, float, float } %1635, 2
  %1639 = extractvalue { float, float, float, float } %1635, 3
  %1640 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1379, i32 %1382, i32 %1385, i32 %1388, i32 %1633, i32 %1634, float %1577, float %1578, float %1579, float %1580) #7
  %1641 = extractvalue { float, float, float, float } %1640, 0
  %1642 = extractvalue { float, float, float, float } %1640, 1
  %1643 = extractvalue { float, float, float, float } %1640, 2
  %1644 = extractvalue { float, float, float, float } %1640, 3
  br i1 %554, label %513, label %._crit_edge

._crit_edge:                                      ; preds = %.loopexit, %.preheader42.._crit_edge_crit_edge
  %.pre-phi252 = phi i32 [ %.pre251, %.preheader42.._crit_edge_crit_edge ], [ %369, %.loopexit ]
  %.lcssa125 = phi float [ 0.000000e+00, %.preheader42.._crit_edge_crit_edge ], [ %1275, %.loopexit ]
  %.lcssa124 = phi float [ 0.000000e+00, %.preheader42.._crit_edge_crit_edge ], [ %1276, %.loopexit ]
  %.lcssa123 = phi float [ 0.000000e+00, %.preheader42.._crit_edge_crit_edge ], [ %1588, %.loopexit ]
  %.lcssa122 = phi float [ 0.000000e+00, %.preheader42.._crit_edge_crit_edge ], [ %1589, %.loopexit ]
  %.lcssa121 = phi float [ 0.000000e+00, %.preheader42.._crit_edge_crit_edge ], [ %1590, %.loopexit ]
  %.lcssa120 = phi float [ 0.000000e+00, %.preheader42.._crit_edge_crit_edge ], [ %1591, %.loopexit ]
  %.lcssa119 = phi float [ 0.000000e+00, %.preheader42.._crit_edge_crit_edge ], [ %1593, %.loopexit ]
  %.lcssa118 = phi float [ 0.000000e+00, %.preheader42.._crit_edge_crit_edge ], [ %1594, %.loopexit ]
  %.lcssa117 = phi float [ 0.000000e+00, %.preheader42.._crit_edge_crit_edge ], [ %1595, %.loopexit ]
  %.lcssa116 = phi float [ 0.000000e+00, %.preheader42.._crit_edge_crit_edge ], [ %1596, %.loopexit ]
  %.lcssa115 = phi float [ 0.000000e+00, %.preheader42.._crit_edge_crit_edge ], [ %1604, %.loopexit ]
  %.lcssa114 = phi float [ 0.000000e+00, %.preheader42.._crit_edge_crit_edge ], [ %1605, %.loopexit ]
  %.lcssa113 = phi float [ 0.000000e+00, %.preheader42.._crit_edge_crit_edge ], [ %1606, %.loopexit ]
  %.lcssa112 = phi float [ 0.000000e+00, %.preheader42.._crit_edge_crit_edge ], [ %1607, %.loopexit ]
  %.lcssa111 = phi float [ 0.000000e+00, %.preheader42.._crit_edge_crit_edge ], [ %1609, %.loopexit ]
  %.lcssa110 = phi float [ 0.000000e+00, %.preheader42.._crit_edge_crit_edge ], [ %1610, %.loopexit ]
  %.lcssa109 = phi float [ 0.000000e+00, %.preheader42.._crit_edge_crit_edge ], [ %1611, %.loopexit ]
  %.lcssa108 = phi float [ 0.000000e+00, %.preheader42.._crit_edge_crit_edge ], [ %1612, %.loopexit ]
  %.lcssa107 = phi float [ 0.000000e+00, %.preheader42.._crit_edge_crit_edge ], [ %1620, %.loopexit ]
  %.lcssa106 = phi float [ 0.000000e+00, %.preheader42.._crit_edge_crit_edge ], [ %1621, %.loopexit ]
  %.lcssa105 = phi float [ 0.000000e+00, %.preheader42.._crit_edge_crit_edge ], [ %1622, %.loopexit ]
  %.lcssa104 = phi float [ 0.000000e+00, %.preheader42.._crit_edge_crit_edge ], [ %1623, %.loopexit ]
  %.lcssa103 = phi float [ 0.000000e+00, %.preheader42.._crit_edge_crit_edge ], [ %1625, %.loopexit ]
  %.lcssa102 = phi float [ 0.000000e+00, %.preheader42.._crit_edge_crit_edge ], [ %1626, %.loopexit ]
  %.lcssa101 = phi float [ 0.000000e+00, %.preheader42.._crit_edge_crit_edge ], [ %1627, %.loopexit ]
  %.lcssa100 = phi float [ 0.000000e+00, %.preheader42.._crit_edge_crit_edge ], [ %1628, %.loopexit ]
  %.lcssa99 = phi float [ 0.000000e+00, %.preheader42.._crit_edge_crit_edge ], [ %1636, %.loopexit ]
  %.lcssa98 = phi float [ 0.000000e+00, %.preheader42.._crit_edge_crit_edge ], [ %1637, %.loopexit ]
  %.lcssa97 = phi float [ 0.000000e+00, %.preheader42.._crit_edge_crit_edge ], [ %1638, %.loopexit ]
  %.lcssa96 = phi float [ 0.000000e+00, %.preheader42.._crit_edge_crit_edge ], [ %1639, %.loopexit ]
  %.lcssa95 = phi float [ 0.000000e+00, %.preheader42.._crit_edge_crit_edge ], [ %1641, %.loopexit ]
  %.lcssa94 = phi float [ 0.000000e+00, %.preheader42.._crit_edge_crit_edge ], [ %1642, %.loopexit ]
  %.lcssa93 = phi float [ 0.000000e+00, %.preheader42.._crit_edge_crit_edge ], [ %1643, %.loopexit ]
  %.lcssa92 = phi float [ 0.000000e+00, %.preheader42.._crit_edge_crit_edge ], [ %1644, %.loopexit ]
  %.lcssa91 = phi float [ 0xFFF0000000000000, %.preheader42.._crit_edge_crit_edge ], [ %1157, %.loopexit ]
  %.lcssa90 = phi float [ 0xFFF0000000000000, %.preheader42.._crit_edge_crit_edge ], [ %1158, %.loopexit ]
  tail call void asm sideeffect "cp.async.wait_all;", "~{memory}"() #7
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1645 = lshr i32 %7, 2
  %1646 = and i32 %1645, 7
  %1647 = or disjoint i32 %512, %1646
  %1648 = zext nneg i32 %1647 to i64
  %1649 = getelementptr float, ptr addrspace(3) @attention_smem, i64 %1648
  store float %.lcssa91, ptr addrspace(3) %1649, align 4
  %1650 = or disjoint i32 %1647, 8
  %1651 = zext nneg i32 %1650 to i64
  %1652 = getelementptr float, ptr addrspace(3) @attention_smem, i64 %1651
  store float %.lcssa90, ptr addrspace(3) %1652, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1653 = fdiv float %.lcssa123, %.lcssa125
  %1654 = fdiv float %.lcssa122, %.lcssa125
  %1655 = fdiv float %.lcssa121, %.lcssa124
  %1656 = fdiv float %.lcssa120, %.lcssa124
  %1657 = fdiv float %.lcssa119, %.lcssa125
  %1658 = fdiv float %.lcssa118, %.lcssa125
  %1659 = fdiv float %.lcssa117, %.lcssa124
  %1660 = fdiv float %.lcssa116, %.lcssa124
  %1661 = fdiv float %.lcssa115, %.lcssa125
  %1662 = fdiv float %.lcssa114, %.lcssa125
  %1663 = fdiv float %.lcssa113, %.lcssa124
  %1664 = fdiv float %.lcssa112, %.lcssa124
  %1665 = fdiv float %.lcssa111, %.lcssa125
  %1666 = fdiv float %.lcssa110, %.lcssa125
  %1667 = fdiv float %.lcssa109, %.lcssa124
  %1668 = fdiv float %.lcssa108, %.lcssa124
  %1669 = fdiv float %.lcssa107, %.lcssa125
  %1670 = fdiv float %.lcssa106, %.lcssa125
  %1671 = fdiv float %.lcssa105, %.lcssa124
  %1672 = fdiv float %.lcssa104, %.lcssa124
  %1673 = fdiv float %.lcssa103, %.lcssa125
  %1674 = fdiv float %.lcssa102, %.lcssa125
  %1675 = fdiv float %.lcssa101, %.lcssa124
  %1676 = fdiv float %.lcssa100, %.lcssa124
  %1677 = fdiv float %.lcssa99, %.lcssa125
  %1678 = fdiv float %.lcssa98, %.lcssa125
  %1679 = fdiv float %.lcssa97, %.lcssa124
  %1680 = fdiv float %.lcssa96, %.lcssa124
  %1681 = fdiv float %.lcssa95, %.lcssa125
  %1682 = fdiv float %.lcssa94, %.lcssa125
  %1683 = fdiv float %.lcssa93, %.lcssa124
  %1684 = fdiv float %.lcssa92, %.lcssa124
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
  %1701 = fptrunc float %1669 to bfloat
  %1702 = fptrunc float %1670 to bfloat
  %1703 = fptrunc float %1671 to bfloat
  %1704 = fptrunc float %1672 to bfloat
  %1705 = fptrunc float %1673 to bfloat
  %1706 = fptrunc float %1674 to bfloat
  %1707 = fptrunc float %1675 to bfloat
  %1708 = fptrunc float %1676 to bfloat
  %1709 = fptrunc float %1677 to bfloat
  %1710 = fptrunc float %1678 to bfloat
  %1711 = fptrunc float %1679 to bfloat
  %1712 = fptrunc float %1680 to bfloat
  %1713 = fptrunc float %1681 to bfloat
  %1714 = fptrunc float %1682 to bfloat
  %1715 = fptrunc float %1683 to bfloat
  %1716 = fptrunc float %1684 to bfloat
  %1717 = or disjoint i32 %1647, %12
  %1718 = add i32 %11, %1717
  %1719 = shl i32 %1718, 6
  %1720 = or disjoint i32 %1719, %.pre-phi252
  %1721 = sext i32 %1720 to i64
  %1722 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1721
  %1723 = icmp slt i32 %1717, %4
  %1724 = ptrtoint ptr addrspace(1) %1722 to i64
  %1725 = and i64 %1724, 3
  %1726 = icmp eq i64 %1725, 0
  %1727 = and i1 %1723, %1726
  %1728 = xor i1 %1723, %1727
  %1729 = zext i1 %1727 to i32
  %1730 = bitcast bfloat %1685 to i16
  %1731 = bitcast bfloat %1686 to i16
  %1732 = zext i1 %1728 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1729, i16 %1730, i16 %1731, ptr addrspace(1) %1722, i32 %1732, i32 %1732) #7
  %1733 = or disjoint i32 %1650, %12
  %1734 = add i32 %11, %1733
  %1735 = shl i32 %1734, 6
  %1736 = or disjoint i32 %1735, %.pre-phi252
  %1737 = sext i32 %1736 to i64
  %1738 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1737
  %1739 = icmp slt i32 %1733, %4
  %1740 = ptrtoint ptr addrspace(1) %1738 to i64
  %1741 = and i64 %1740, 3
  %1742 = icmp eq i64 %1741, 0
  %1743 = and i1 %1739, %1742
  %1744 = xor i1 %1739, %1743
  %1745 = zext i1 %1743 to i32
  %1746 = bitcast bfloat %1687 to i16
  %1747 = bitcast bfloat %1688 to i16
  %1748 = zext i1 %1744 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1745, i16 %1746, i16 %1747, ptr addrspace(1) %1738, i32 %1748, i32 %1748) #7
  %1749 = or disjoint i32 %.pre-phi252, 8
  %1750 = or disjoint i32 %1719, %1749
  %1751 = sext i32 %1750 to i64
  %1752 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1751
  %1753 = ptrtoint ptr addrspace(1) %1752 to i64
  %1754 = and i64 %1753, 3
  %1755 = icmp eq i64 %1754, 0
  %1756 = and i1 %1723, %1755
  %1757 = xor i1 %1723, %1756
  %1758 = zext i1 %1756 to i32
  %1759 = bitcast bfloat %1689 to i16
  %1760 = bitcast bfloat %1690 to i16
  %1761 = zext i1 %1757 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1758, i16 %1759, i16 %1760, ptr addrspace(1) %1752, i32 %1761, i32 %1761) #7
  %1762 = or disjoint i32 %1735, %1749
  %1763 = sext i32 %1762 to i64
  %1764 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1763
  %1765 = ptrtoint ptr addrspace(1) %1764 to i64
  %1766 = and i64 %1765, 3
  %1767 = icmp eq i64 %1766, 0
  %1768 = and i1 %1739, %1767
  %1769 = xor i1 %1739, %1768
  %1770 = zext i1 %1768 to i32
  %1771 = bitcast bfloat %1691 to i16
  %1772 = bitcast bfloat %1692 to i16
  %1773 = zext i1 %1769 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1770, i16 %1771, i16 %1772, ptr addrspace(1) %1764, i32 %1773, i32 %1773) #7
  %1774 = or disjoint i32 %.pre-phi252, 16
  %1775 = or disjoint i32 %1719, %1774
  %1776 = sext i32 %1775 to i64
  %1777 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1776
  %1778 = ptrtoint ptr addrspace(1) %1777 to i64
  %1779 = and i64 %1778, 3
  %1780 = icmp eq i64 %1779, 0
  %1781 = and i1 %1723, %1780
  %1782 = xor i1 %1723, %1781
  %1783 = zext i1 %1781 to i32
  %1784 = bitcast bfloat %1693 to i16
  %1785 = bitcast bfloat %1694 to i16
  %1786 = zext i1 %1782 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1783, i16 %1784, i16 %1785, ptr addrspace(1) %1777, i32 %1786, i32 %1786) #7
  %1787 = or disjoint i32 %1735, %1774
  %1788 = sext i32 %1787 to i64
  %1789 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1788
  %1790 = ptrtoint ptr addrspace(1) %1789 to i64
  %1791 = and i64 %1790, 3
  %1792 = icmp eq i64 %1791, 0
  %1793 = and i1 %1739, %1792
  %1794 = xor i1 %1739, %1793
  %1795 = zext i1 %1793 to i32
  %1796 = bitcast bfloat %1695 to i16
  %1797 = bitcast bfloat %1696 to i16
  %1798 = zext i1 %1794 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1795, i16 %1796, i16 %1797, ptr addrspace(1) %1789, i32 %1798, i32 %1798) #7
  %1799 = or disjoint i32 %.pre-phi252, 24
  %1800 = or disjoint i32 %1719, %1799
  %1801 = sext i32 %1800 to i64
  %1802 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1801
  %1803 = ptrtoint ptr addrspace(1) %1802 to i64
  %1804 = and i64 %1803, 3
  %1805 = icmp eq i64 %1804, 0
  %1806 = and i1 %1723, %1805
  %1807 = xor i1 %1723, %1806
  %1808 = zext i1 %1806 to i32
  %1809 = bitcast bfloat %1697 to i16
  %1810 = bitcast bfloat %1698 to i16
  %1811 = zext i1 %1807 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1808, i16 %1809, i16 %1810, ptr addrspace(1) %1802, i32 %1811, i32 %1811) #7
  %1812 = or disjoint i32 %1735, %1799
  %1813 = sext i32 %1812 to i64
  %1814 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1813
  %1815 = ptrtoint ptr addrspace(1) %1814 to i64
  %1816 = and i64 %1815, 3
  %1817 = icmp eq i64 %1816, 0
  %1818 = and i1 %1739, %1817
  %1819 = xor i1 %1739, %1818
  %1820 = zext i1 %1818 to i32
  %1821 = bitcast bfloat %1699 to i16
  %1822 = bitcast bfloat %1700 to i16
  %1823 = zext i1 %1819 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1820, i16 %1821, i16 %1822, ptr addrspace(1) %1814, i32 %1823, i32 %1823) #7
  %1824 = or disjoint i32 %.pre-phi252, 32
  %1825 = or disjoint i32 %1719, %1824
  %1826 = sext i32 %1825 to i64
  %1827 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1826
  %1828 = ptrtoint ptr addrspace(1) %1827 to i64
  %1829 = and i64 %1828, 3
  %1830 = icmp eq i64 %1829, 0
  %1831 = and i1 %1723, %1830
  %1832 = xor i1 %1723, %1831
  %1833 = zext i1 %1831 to i32
  %1834 = bitcast bfloat %1701 to i16
  %1835 = bitcast bfloat %1702 to i16
  %1836 = zext i1 %1832 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1833, i16 %1834, i16 %1835, ptr addrspace(1) %1827, i32 %1836, i32 %1836) #7
  %1837 = or disjoint i32 %1735, %1824
  %1838 = sext i32 %1837 to i64
  %1839 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1838
  %1840 = ptrtoint ptr addrspace(1) %1839 to i64
  %1841 = and i64 %1840, 3
  %1842 = icmp eq i64 %1841, 0
  %1843 = and i1 %1739, %1842
  %1844 = xor i1 %1739, %1843
  %1845 = zext i1 %1843 to i32
  %1846 = bitcast bfloat %1703 to i16
  %1847 = bitcast bfloat %1704 to i16
  %1848 = zext i1 %1844 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1845, i16 %1846, i16 %1847, ptr addrspace(1) %1839, i32 %1848, i32 %1848) #7
  %1849 = or disjoint i32 %.pre-phi252, 40
  %1850 = or disjoint i32 %1719, %1849
  %1851 = sext i32 %1850 to i64
  %1852 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1851
  %1853 = ptrtoint ptr addrspace(1) %1852 to i64
  %1854 = and i64 %1853, 3
  %1855 = icmp eq i64 %1854, 0
  %1856 = and i1 %1723, %1855
  %1857 = xor i1 %1723, %1856
  %1858 = zext i1 %1856 to i32
  %1859 = bitcast bfloat %1705 to i16
  %1860 = bitcast bfloat %1706 to i16
  %1861 = zext i1 %1857 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1858, i16 %1859, i16 %1860, ptr addrspace(1) %1852, i32 %1861, i32 %1861) #7
  %1862 = or disjoint i32 %1735, %1849
  %1863 = sext i32 %1862 to i64
  %1864 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1863
  %1865 = ptrtoint ptr addrspace(1) %1864 to i64
  %1866 = and i64 %1865, 3
  %1867 = icmp eq i64 %1866, 0
  %1868 = and i1 %1739, %1867
  %1869 = xor i1 %1739, %1868
  %1870 = zext i1 %1868 to i32
  %1871 = bitcast bfloat %1707 to i16
  %1872 = bitcast bfloat %1708 to i16
  %1873 = zext i1 %1869 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1870, i16 %1871, i16 %1872, ptr addrspace(1) %1864, i32 %1873, i32 %1873) #7
  %1874 = or disjoint i32 %.pre-phi252, 48
  %1875 = or disjoint i32 %1719, %1874
  %1876 = sext i32 %1875 to i64
  %1877 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1876
  %1878 = ptrtoint ptr addrspace(1) %1877 to i64
  %1879 = and i64 %1878, 3
  %1880 = icmp eq i64 %1879, 0
  %1881 = and i1 %1723, %1880
  %1882 = xor i1 %1723, %1881
  %1883 = zext i1 %1881 to i32
  %1884 = bitcast bfloat %1709 to i16
  %1885 = bitcast bfloat %1710 to i16
  %1886 = zext i1 %1882 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1883, i16 %1884, i16 %1885, ptr addrspace(1) %1877, i32 %1886, i32 %1886) #7
  %1887 = or disjoint i32 %1735, %1874
  %1888 = sext i32 %1887 to i64
  %1889 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1888
  %1890 = ptrtoint ptr addrspace(1) %1889 to i64
  %1891 = and i64 %1890, 3
  %1892 = icmp eq i64 %1891, 0
  %1893 = and i1 %1739, %1892
  %1894 = xor i1 %1739, %1893
  %1895 = zext i1 %1893 to i32
  %1896 = bitcast bfloat %1711 to i16
  %1897 = bitcast bfloat %1712 to i16
  %1898 = zext i1 %1894 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1895, i16 %1896, i16 %1897, ptr addrspace(1) %1889, i32 %1898, i32 %1898) #7
  %1899 = or disjoint i32 %.pre-phi252, 56
  %1900 = or disjoint i32 %1719, %1899
  %1901 = sext i32 %1900 to i64
  %1902 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1901
  %1903 = ptrtoint ptr addrspace(1) %1902 to i64
  %1904 = and i64 %1903, 3
  %1905 = icmp eq i64 %1904, 0
  %1906 = and i1 %1723, %1905
  %1907 = xor i1 %1723, %1906
  %1908 = zext i1 %1906 to i32
  %1909 = bitcast bfloat %1713 to i16
  %1910 = bitcast bfloat %1714 to i16
  %1911 = zext i1 %1907 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1908, i16 %1909, i16 %1910, ptr addrspace(1) %1902, i32 %1911, i32 %1911) #7
  %1912 = or disjoint i32 %1735, %1899
  %1913 = sext i32 %1912 to i64
  %1914 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1913
  %1915 = ptrtoint ptr addrspace(1) %1914 to i64
  %1916 = and i64 %1915, 3
  %1917 = icmp eq i64 %1916, 0
  %1918 = and i1 %1739, %1917
  %1919 = xor i1 %1739, %1918
  %1920 = zext i1 %1918 to i32
  %1921 = bitcast bfloat %1715 to i16
  %1922 = bitcast bfloat %1716 to i16
  %1923 = zext i1 %1919 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1920, i16 %1921, i16 %1922, ptr addrspace(1) %1914, i32 %1923, i32 %1923) #7
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
