; ModuleID = 'tile_kernels'
source_filename = "tile_kernels"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@attention_smem = internal unnamed_addr addrspace(3) global [1024 x i8] undef, align 16
@attention_dsmem = external addrspace(3) global [0 x i8], align 1024

; Function Attrs: nounwind
define ptx_kernel void @attention(ptr addrspace(1) %0, ptr addrspace(1) %1, ptr addrspace(1) %2, ptr addrspace(1) %3, i32 %4, float %5) local_unnamed_addr #0 {
  %7 = tail call range(i32 0, 256) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = shl nuw nsw i32 %7, 3
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %11 = mul i32 %4, %10
  %12 = shl i32 %11, 7
  %13 = shl i32 %9, 7
  %14 = lshr i32 %7, 4
  %15 = or disjoint i32 %13, %14
  %16 = add i32 %11, %15
  %17 = shl i32 %16, 7
  %18 = or disjoint i32 %14, 16
  %19 = or disjoint i32 %18, %13
  %20 = add i32 %11, %19
  %21 = shl i32 %20, 7
  %22 = or disjoint i32 %14, 32
  %23 = or disjoint i32 %22, %13
  %24 = add i32 %11, %23
  %25 = shl i32 %24, 7
  %26 = or disjoint i32 %14, 48
  %27 = or disjoint i32 %26, %13
  %28 = add i32 %11, %27
  %29 = shl i32 %28, 7
  %30 = or disjoint i32 %14, 64
  %31 = or disjoint i32 %30, %13
  %32 = add i32 %11, %31
  %33 = shl i32 %32, 7
  %34 = or disjoint i32 %14, 80
  %35 = or disjoint i32 %34, %13
  %36 = add i32 %11, %35
  %37 = shl i32 %36, 7
  %38 = or disjoint i32 %14, 96
  %39 = or disjoint i32 %38, %13
  %40 = add i32 %11, %39
  %41 = shl i32 %40, 7
  %42 = or disjoint i32 %14, 112
  %43 = or disjoint i32 %42, %13
  %44 = add i32 %11, %43
  %45 = shl i32 %44, 7
  %46 = and i32 %8, 120
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
  %66 = and i64 %65, 15
  %67 = icmp eq i64 %66, 0
  %68 = and i1 %55, %67
  %69 = xor i1 %55, %68
  %70 = zext i1 %68 to i32
  %71 = zext i1 %69 to i32
  %72 = tail call { i16, i16, i16, i16, i16, i16, i16, i16 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $8, 0;\0Amov.b16 $0, $18;\0Amov.b16 $1, $18;\0Amov.b16 $2, $18;\0Amov.b16 $3, $18;\0Amov.b16 $4, $18;\0Amov.b16 $5, $18;\0Amov.b16 $6, $18;\0Amov.b16 $7, $18;\0A.reg .b32 %tile_w<4>;\0A@%tile_v ld.global.v4.b32 {%tile_w0, %tile_w1, %tile_w2, %tile_w3}, [$9];\0A@%tile_v mov.b32 {$0, $1}, %tile_w0;\0A@%tile_v mov.b32 {$2, $3}, %tile_w1;\0A@%tile_v mov.b32 {$4, $5}, %tile_w2;\0A@%tile_v mov.b32 {$6, $7}, %tile_w3;\0Asetp.ne.b32 %tile_p, $10, 0;\0A@%tile_p ld.global.b16 $0, [$9];\0Asetp.ne.b32 %tile_p, $11, 0;\0A@%tile_p ld.global.b16 $1, [$9+2];\0Asetp.ne.b32 %tile_p, $12, 0;\0A@%tile_p ld.global.b16 $2, [$9+4];\0Asetp.ne.b32 %tile_p, $13, 0;\0A@%tile_p ld.global.b16 $3, [$9+6];\0Asetp.ne.b32 %tile_p, $14, 0;\0A@%tile_p ld.global.b16 $4, [$9+8];\0Asetp.ne.b32 %tile_p, $15, 0;\0A@%tile_p ld.global.b16 $5, [$9+10];\0Asetp.ne.b32 %tile_p, $16, 0;\0A@%tile_p ld.global.b16 $6, [$9+12];\0Asetp.ne.b32 %tile_p, $17, 0;\0A@%tile_p ld.global.b16 $7, [$9+14];\0A}", "=&h,=&h,=&h,=&h,=&h,=&h,=&h,=&h,r,l,r,r,r,r,r,r,r,r,h"(i32 %70, ptr addrspace(1) %64, i32 %71, i32 %71, i32 %71, i32 %71, i32 %71, i32 %71, i32 %71, i32 %71, i16 0) #5
  %73 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %72, 0
  %74 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %72, 1
  %75 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %72, 2
  %76 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %72, 3
  %77 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %72, 4
  %78 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %72, 5
  %79 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %72, 6
  %80 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %72, 7
  %81 = sext i32 %48 to i64
  %82 = getelementptr bfloat, ptr addrspace(1) %0, i64 %81
  %83 = ptrtoint ptr addrspace(1) %82 to i64
  %84 = and i64 %83, 15
  %85 = icmp eq i64 %84, 0
  %86 = and i1 %56, %85
  %87 = xor i1 %56, %86
  %88 = zext i1 %86 to i32
  %89 = zext i1 %87 to i32
  %90 = tail call { i16, i16, i16, i16, i16, i16, i16, i16 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $8, 0;\0Amov.b16 $0, $18;\0Amov.b16 $1, $18;\0Amov.b16 $2, $18;\0Amov.b16 $3, $18;\0Amov.b16 $4, $18;\0Amov.b16 $5, $18;\0Amov.b16 $6, $18;\0Amov.b16 $7, $18;\0A.reg .b32 %tile_w<4>;\0A@%tile_v ld.global.v4.b32 {%tile_w0, %tile_w1, %tile_w2, %tile_w3}, [$9];\0A@%tile_v mov.b32 {$0, $1}, %tile_w0;\0A@%tile_v mov.b32 {$2, $3}, %tile_w1;\0A@%tile_v mov.b32 {$4, $5}, %tile_w2;\0A@%tile_v mov.b32 {$6, $7}, %tile_w3;\0Asetp.ne.b32 %tile_p, $10, 0;\0A@%tile_p ld.global.b16 $0, [$9];\0Asetp.ne.b32 %tile_p, $11, 0;\0A@%tile_p ld.global.b16 $1, [$9+2];\0Asetp.ne.b32 %tile_p, $12, 0;\0A@%tile_p ld.global.b16 $2, [$9+4];\0Asetp.ne.b32 %tile_p, $13, 0;\0A@%tile_p ld.global.b16 $3, [$9+6];\0Asetp.ne.b32 %tile_p, $14, 0;\0A@%tile_p ld.global.b16 $4, [$9+8];\0Asetp.ne.b32 %tile_p, $15, 0;\0A@%tile_p ld.global.b16 $5, [$9+10];\0Asetp.ne.b32 %tile_p, $16, 0;\0A@%tile_p ld.global.b16 $6, [$9+12];\0Asetp.ne.b32 %tile_p, $17, 0;\0A@%tile_p ld.global.b16 $7, [$9+14];\0A}", "=&h,=&h,=&h,=&h,=&h,=&h,=&h,=&h,r,l,r,r,r,r,r,r,r,r,h"(i32 %88, ptr addrspace(1) %82, i32 %89, i32 %89, i32 %89, i32 %89, i32 %89, i32 %89, i32 %89, i32 %89, i16 0) #5
  %91 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %90, 0
  %92 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %90, 1
  %93 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %90, 2
  %94 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %90, 3
  %95 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %90, 4
  %96 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %90, 5
  %97 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %90, 6
  %98 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %90, 7
  %99 = sext i32 %49 to i64
  %100 = getelementptr bfloat, ptr addrspace(1) %0, i64 %99
  %101 = ptrtoint ptr addrspace(1) %100 to i64
  %102 = and i64 %101, 15
  %103 = icmp eq i64 %102, 0
  %104 = and i1 %57, %103
  %105 = xor i1 %57, %104
  %106 = zext i1 %104 to i32
  %107 = zext i1 %105 to i32
  %108 = tail call { i16, i16, i16, i16, i16, i16, i16, i16 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $8, 0;\0Amov.b16 $0, $18;\0Amov.b16 $1, $18;\0Amov.b16 $2, $18;\0Amov.b16 $3, $18;\0Amov.b16 $4, $18;\0Amov.b16 $5, $18;\0Amov.b16 $6, $18;\0Amov.b16 $7, $18;\0A.reg .b32 %tile_w<4>;\0A@%tile_v ld.global.v4.b32 {%tile_w0, %tile_w1, %tile_w2, %tile_w3}, [$9];\0A@%tile_v mov.b32 {$0, $1}, %tile_w0;\0A@%tile_v mov.b32 {$2, $3}, %tile_w1;\0A@%tile_v mov.b32 {$4, $5}, %tile_w2;\0A@%tile_v mov.b32 {$6, $7}, %tile_w3;\0Asetp.ne.b32 %tile_p, $10, 0;\0A@%tile_p ld.global.b16 $0, [$9];\0Asetp.ne.b32 %tile_p, $11, 0;\0A@%tile_p ld.global.b16 $1, [$9+2];\0Asetp.ne.b32 %tile_p, $12, 0;\0A@%tile_p ld.global.b16 $2, [$9+4];\0Asetp.ne.b32 %tile_p, $13, 0;\0A@%tile_p ld.global.b16 $3, [$9+6];\0Asetp.ne.b32 %tile_p, $14, 0;\0A@%tile_p ld.global.b16 $4, [$9+8];\0Asetp.ne.b32 %tile_p, $15, 0;\0A@%tile_p ld.global.b16 $5, [$9+10];\0Asetp.ne.b32 %tile_p, $16, 0;\0A@%tile_p ld.global.b16 $6, [$9+12];\0Asetp.ne.b32 %tile_p, $17, 0;\0A@%tile_p ld.global.b16 $7, [$9+14];\0A}", "=&h,=&h,=&h,=&h,=&h,=&h,=&h,=&h,r,l,r,r,r,r,r,r,r,r,h"(i32 %106, ptr addrspace(1) %100, i32 %107, i32 %107, i32 %107, i32 %107, i32 %107, i32 %107, i32 %107, i32 %107, i16 0) #5
  %109 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %108, 0
  %110 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %108, 1
  %111 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %108, 2
  %112 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %108, 3
  %113 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %108, 4
  %114 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %108, 5
  %115 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %108, 6
  %116 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %108, 7
  %117 = sext i32 %50 to i64
  %118 = getelementptr bfloat, ptr addrspace(1) %0, i64 %117
  %119 = ptrtoint ptr addrspace(1) %118 to i64
  %120 = and i64 %119, 15
  %121 = icmp eq i64 %120, 0
  %122 = and i1 %58, %121
  %123 = xor i1 %58, %122
  %124 = zext i1 %122 to i32
  %125 = zext i1 %123 to i32
  %126 = tail call { i16, i16, i16, i16, i16, i16, i16, i16 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $8, 0;\0Amov.b16 $0, $18;\0Amov.b16 $1, $18;\0Amov.b16 $2, $18;\0Amov.b16 $3, $18;\0Amov.b16 $4, $18;\0Amov.b16 $5, $18;\0Amov.b16 $6, $18;\0Amov.b16 $7, $18;\0A.reg .b32 %tile_w<4>;\0A@%tile_v ld.global.v4.b32 {%tile_w0, %tile_w1, %tile_w2, %tile_w3}, [$9];\0A@%tile_v mov.b32 {$0, $1}, %tile_w0;\0A@%tile_v mov.b32 {$2, $3}, %tile_w1;\0A@%tile_v mov.b32 {$4, $5}, %tile_w2;\0A@%tile_v mov.b32 {$6, $7}, %tile_w3;\0Asetp.ne.b32 %tile_p, $10, 0;\0A@%tile_p ld.global.b16 $0, [$9];\0Asetp.ne.b32 %tile_p, $11, 0;\0A@%tile_p ld.global.b16 $1, [$9+2];\0Asetp.ne.b32 %tile_p, $12, 0;\0A@%tile_p ld.global.b16 $2, [$9+4];\0Asetp.ne.b32 %tile_p, $13, 0;\0A@%tile_p ld.global.b16 $3, [$9+6];\0Asetp.ne.b32 %tile_p, $14, 0;\0A@%tile_p ld.global.b16 $4, [$9+8];\0Asetp.ne.b32 %tile_p, $15, 0;\0A@%tile_p ld.global.b16 $5, [$9+10];\0Asetp.ne.b32 %tile_p, $16, 0;\0A@%tile_p ld.global.b16 $6, [$9+12];\0Asetp.ne.b32 %tile_p, $17, 0;\0A@%tile_p ld.global.b16 $7, [$9+14];\0A}", "=&h,=&h,=&h,=&h,=&h,=&h,=&h,=&h,r,l,r,r,r,r,r,r,r,r,h"(i32 %124, ptr addrspace(1) %118, i32 %125, i32 %125, i32 %125, i32 %125, i32 %125, i32 %125, i32 %125, i32 %125, i16 0) #5
  %127 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %126, 0
  %128 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %126, 1
  %129 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %126, 2
  %130 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %126, 3
  %131 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %126, 4
  %132 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %126, 5
  %133 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %126, 6
  %134 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %126, 7
  %135 = sext i32 %51 to i64
  %136 = getelementptr bfloat, ptr addrspace(1) %0, i64 %135
  %137 = ptrtoint ptr addrspace(1) %136 to i64
  %138 = and i64 %137, 15
  %139 = icmp eq i64 %138, 0
  %140 = and i1 %59, %139
  %141 = xor i1 %59, %140
  %142 = zext i1 %140 to i32
  %143 = zext i1 %141 to i32
  %144 = tail call { i16, i16, i16, i16, i16, i16, i16, i16 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $8, 0;\0Amov.b16 $0, $18;\0Amov.b16 $1, $18;\0Amov.b16 $2, $18;\0Amov.b16 $3, $18;\0Amov.b16 $4, $18;\0Amov.b16 $5, $18;\0Amov.b16 $6, $18;\0Amov.b16 $7, $18;\0A.reg .b32 %tile_w<4>;\0A@%tile_v ld.global.v4.b32 {%tile_w0, %tile_w1, %tile_w2, %tile_w3}, [$9];\0A@%tile_v mov.b32 {$0, $1}, %tile_w0;\0A@%tile_v mov.b32 {$2, $3}, %tile_w1;\0A@%tile_v mov.b32 {$4, $5}, %tile_w2;\0A@%tile_v mov.b32 {$6, $7}, %tile_w3;\0Asetp.ne.b32 %tile_p, $10, 0;\0A@%tile_p ld.global.b16 $0, [$9];\0Asetp.ne.b32 %tile_p, $11, 0;\0A@%tile_p ld.global.b16 $1, [$9+2];\0Asetp.ne.b32 %tile_p, $12, 0;\0A@%tile_p ld.global.b16 $2, [$9+4];\0Asetp.ne.b32 %tile_p, $13, 0;\0A@%tile_p ld.global.b16 $3, [$9+6];\0Asetp.ne.b32 %tile_p, $14, 0;\0A@%tile_p ld.global.b16 $4, [$9+8];\0Asetp.ne.b32 %tile_p, $15, 0;\0A@%tile_p ld.global.b16 $5, [$9+10];\0Asetp.ne.b32 %tile_p, $16, 0;\0A@%tile_p ld.global.b16 $6, [$9+12];\0Asetp.ne.b32 %tile_p, $17, 0;\0A@%tile_p ld.global.b16 $7, [$9+14];\0A}", "=&h,=&h,=&h,=&h,=&h,=&h,=&h,=&h,r,l,r,r,r,r,r,r,r,r,h"(i32 %142, ptr addrspace(1) %136, i32 %143, i32 %143, i32 %143, i32 %143, i32 %143, i32 %143, i32 %143, i32 %143, i16 0) #5
  %145 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %144, 0
  %146 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %144, 1
  %147 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %144, 2
  %148 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %144, 3
  %149 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %144, 4
  %150 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %144, 5
  %151 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %144, 6
  %152 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %144, 7
  %153 = sext i32 %52 to i64
  %154 = getelementptr bfloat, ptr addrspace(1) %0, i64 %153
  %155 = ptrtoint ptr addrspace(1) %154 to i64
  %156 = and i64 %155, 15
  %157 = icmp eq i64 %156, 0
  %158 = and i1 %60, %157
  %159 = xor i1 %60, %158
  %160 = zext i1 %158 to i32
  %161 = zext i1 %159 to i32
  %162 = tail call { i16, i16, i16, i16, i16, i16, i16, i16 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $8, 0;\0Amov.b16 $0, $18;\0Amov.b16 $1, $18;\0Amov.b16 $2, $18;\0Amov.b16 $3, $18;\0Amov.b16 $4, $18;\0Amov.b16 $5, $18;\0Amov.b16 $6, $18;\0Amov.b16 $7, $18;\0A.reg .b32 %tile_w<4>;\0A@%tile_v ld.global.v4.b32 {%tile_w0, %tile_w1, %tile_w2, %tile_w3}, [$9];\0A@%tile_v mov.b32 {$0, $1}, %tile_w0;\0A@%tile_v mov.b32 {$2, $3}, %tile_w1;\0A@%tile_v mov.b32 {$4, $5}, %tile_w2;\0A@%tile_v mov.b32 {$6, $7}, %tile_w3;\0Asetp.ne.b32 %tile_p, $10, 0;\0A@%tile_p ld.global.b16 $0, [$9];\0Asetp.ne.b32 %tile_p, $11, 0;\0A@%tile_p ld.global.b16 $1, [$9+2];\0Asetp.ne.b32 %tile_p, $12, 0;\0A@%tile_p ld.global.b16 $2, [$9+4];\0Asetp.ne.b32 %tile_p, $13, 0;\0A@%tile_p ld.global.b16 $3, [$9+6];\0Asetp.ne.b32 %tile_p, $14, 0;\0A@%tile_p ld.global.b16 $4, [$9+8];\0Asetp.ne.b32 %tile_p, $15, 0;\0A@%tile_p ld.global.b16 $5, [$9+10];\0Asetp.ne.b32 %tile_p, $16, 0;\0A@%tile_p ld.global.b16 $6, [$9+12];\0Asetp.ne.b32 %tile_p, $17, 0;\0A@%tile_p ld.global.b16 $7, [$9+14];\0A}", "=&h,=&h,=&h,=&h,=&h,=&h,=&h,=&h,r,l,r,r,r,r,r,r,r,r,h"(i32 %160, ptr addrspace(1) %154, i32 %161, i32 %161, i32 %161, i32 %161, i32 %161, i32 %161, i32 %161, i32 %161, i16 0) #5
  %163 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %162, 0
  %164 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %162, 1
  %165 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %162, 2
  %166 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %162, 3
  %167 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %162, 4
  %168 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %162, 5
  %169 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %162, 6
  %170 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %162, 7
  %171 = sext i32 %53 to i64
  %172 = getelementptr bfloat, ptr addrspace(1) %0, i64 %171
  %173 = ptrtoint ptr addrspace(1) %172 to i64
  %174 = and i64 %173, 15
  %175 = icmp eq i64 %174, 0
  %176 = and i1 %61, %175
  %177 = xor i1 %61, %176
  %178 = zext i1 %176 to i32
  %179 = zext i1 %177 to i32
  %180 = tail call { i16, i16, i16, i16, i16, i16, i16, i16 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $8, 0;\0Amov.b16 $0, $18;\0Amov.b16 $1, $18;\0Amov.b16 $2, $18;\0Amov.b16 $3, $18;\0Amov.b16 $4, $18;\0Amov.b16 $5, $18;\0Amov.b16 $6, $18;\0Amov.b16 $7, $18;\0A.reg .b32 %tile_w<4>;\0A@%tile_v ld.global.v4.b32 {%tile_w0, %tile_w1, %tile_w2, %tile_w3}, [$9];\0A@%tile_v mov.b32 {$0, $1}, %tile_w0;\0A@%tile_v mov.b32 {$2, $3}, %tile_w1;\0A@%tile_v mov.b32 {$4, $5}, %tile_w2;\0A@%tile_v mov.b32 {$6, $7}, %tile_w3;\0Asetp.ne.b32 %tile_p, $10, 0;\0A@%tile_p ld.global.b16 $0, [$9];\0Asetp.ne.b32 %tile_p, $11, 0;\0A@%tile_p ld.global.b16 $1, [$9+2];\0Asetp.ne.b32 %tile_p, $12, 0;\0A@%tile_p ld.global.b16 $2, [$9+4];\0Asetp.ne.b32 %tile_p, $13, 0;\0A@%tile_p ld.global.b16 $3, [$9+6];\0Asetp.ne.b32 %tile_p, $14, 0;\0A@%tile_p ld.global.b16 $4, [$9+8];\0Asetp.ne.b32 %tile_p, $15, 0;\0A@%tile_p ld.global.b16 $5, [$9+10];\0Asetp.ne.b32 %tile_p, $16, 0;\0A@%tile_p ld.global.b16 $6, [$9+12];\0Asetp.ne.b32 %tile_p, $17, 0;\0A@%tile_p ld.global.b16 $7, [$9+14];\0A}", "=&h,=&h,=&h,=&h,=&h,=&h,=&h,=&h,r,l,r,r,r,r,r,r,r,r,h"(i32 %178, ptr addrspace(1) %172, i32 %179, i32 %179, i32 %179, i32 %179, i32 %179, i32 %179, i32 %179, i32 %179, i16 0) #5
  %181 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %180, 0
  %182 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %180, 1
  %183 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %180, 2
  %184 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %180, 3
  %185 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %180, 4
  %186 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %180, 5
  %187 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %180, 6
  %188 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %180, 7
  %189 = sext i32 %54 to i64
  %190 = getelementptr bfloat, ptr addrspace(1) %0, i64 %189
  %191 = ptrtoint ptr addrspace(1) %190 to i64
  %192 = and i64 %191, 15
  %193 = icmp eq i64 %192, 0
  %194 = and i1 %62, %193
  %195 = xor i1 %62, %194
  %196 = zext i1 %194 to i32
  %197 = zext i1 %195 to i32
  %198 = tail call { i16, i16, i16, i16, i16, i16, i16, i16 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $8, 0;\0Amov.b16 $0, $18;\0Amov.b16 $1, $18;\0Amov.b16 $2, $18;\0Amov.b16 $3, $18;\0Amov.b16 $4, $18;\0Amov.b16 $5, $18;\0Amov.b16 $6, $18;\0Amov.b16 $7, $18;\0A.reg .b32 %tile_w<4>;\0A@%tile_v ld.global.v4.b32 {%tile_w0, %tile_w1, %tile_w2, %tile_w3}, [$9];\0A@%tile_v mov.b32 {$0, $1}, %tile_w0;\0A@%tile_v mov.b32 {$2, $3}, %tile_w1;\0A@%tile_v mov.b32 {$4, $5}, %tile_w2;\0A@%tile_v mov.b32 {$6, $7}, %tile_w3;\0Asetp.ne.b32 %tile_p, $10, 0;\0A@%tile_p ld.global.b16 $0, [$9];\0Asetp.ne.b32 %tile_p, $11, 0;\0A@%tile_p ld.global.b16 $1, [$9+2];\0Asetp.ne.b32 %tile_p, $12, 0;\0A@%tile_p ld.global.b16 $2, [$9+4];\0Asetp.ne.b32 %tile_p, $13, 0;\0A@%tile_p ld.global.b16 $3, [$9+6];\0Asetp.ne.b32 %tile_p, $14, 0;\0A@%tile_p ld.global.b16 $4, [$9+8];\0Asetp.ne.b32 %tile_p, $15, 0;\0A@%tile_p ld.global.b16 $5, [$9+10];\0Asetp.ne.b32 %tile_p, $16, 0;\0A@%tile_p ld.global.b16 $6, [$9+12];\0Asetp.ne.b32 %tile_p, $17, 0;\0A@%tile_p ld.global.b16 $7, [$9+14];\0A}", "=&h,=&h,=&h,=&h,=&h,=&h,=&h,=&h,r,l,r,r,r,r,r,r,r,r,h"(i32 %196, ptr addrspace(1) %190, i32 %197, i32 %197, i32 %197, i32 %197, i32 %197, i32 %197, i32 %197, i32 %197, i16 0) #5
  %199 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %198, 0
  %200 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %198, 1
  %201 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %198, 2
  %202 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %198, 3
  %203 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %198, 4
  %204 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %198, 5
  %205 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %198, 6
  %206 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %198, 7
  %207 = fmul float %5, 0x3FF7154760000000
  %208 = add i32 %13, 128
  %209 = icmp sgt i32 %208, 0
  %210 = shl nuw nsw i32 %14, 7
  %211 = add i32 %12, %210
  %212 = or disjoint i32 %211, %46
  %213 = sext i32 %212 to i64
  %214 = getelementptr bfloat, ptr addrspace(1) %1, i64 %213
  %215 = ptrtoint ptr addrspace(1) %214 to i64
  %216 = and i64 %215, 15
  %217 = icmp eq i64 %216, 0
  %218 = icmp slt i32 %14, %4
  %219 = and i1 %209, %218
  %220 = select i1 %219, i32 16, i32 0
  %221 = shl nuw nsw i32 %7, 4
  %222 = lshr i32 %46, 6
  %223 = shl nuw nsw i32 %222, 13
  %224 = xor i32 %221, %7
  %225 = and i32 %224, 112
  %226 = or disjoint i32 %223, %225
  %227 = or disjoint i32 %226, %210
  %228 = zext nneg i32 %227 to i64
  %229 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %228
  br i1 %217, label %231, label %.preheader48

.preheader48:                                     ; preds = %6
  %230 = zext i1 %219 to i32
  %invariant.op110 = or i32 %211, %46
  br label %234

231:                                              ; preds = %6
  %232 = ptrtoint ptr addrspace(3) %229 to i64
  %233 = trunc i64 %232 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %233, ptr addrspace(1) %214, i32 %220) #5
  br label %.loopexit49

234:                                              ; preds = %.preheader48, %234
  %235 = phi i64 [ 0, %.preheader48 ], [ %241, %234 ]
  %236 = trunc nuw nsw i64 %235 to i32
  %.reass73.reass = or i32 %236, %invariant.op110
  %237 = sext i32 %.reass73.reass to i64
  %238 = getelementptr bfloat, ptr addrspace(1) %1, i64 %237
  %239 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %238, i32 %230, i16 0) #5
  %240 = getelementptr bfloat, ptr addrspace(3) %229, i64 %235
  store i16 %239, ptr addrspace(3) %240, align 2
  %241 = add nuw nsw i64 %235, 1
  %exitcond.not = icmp eq i64 %241, 8
  br i1 %exitcond.not, label %.loopexit49, label %234

.loopexit49:                                      ; preds = %234, %231
  %242 = shl nuw nsw i32 %18, 7
  %243 = add i32 %12, %242
  %244 = or disjoint i32 %243, %46
  %245 = sext i32 %244 to i64
  %246 = getelementptr bfloat, ptr addrspace(1) %1, i64 %245
  %247 = ptrtoint ptr addrspace(1) %246 to i64
  %248 = and i64 %247, 15
  %249 = icmp eq i64 %248, 0
  %250 = icmp slt i32 %18, %4
  %251 = and i1 %209, %250
  %252 = select i1 %251, i32 16, i32 0
  %253 = or disjoint i32 %242, %225
  %254 = or disjoint i32 %253, %223
  %255 = zext nneg i32 %254 to i64
  %256 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %255
  br i1 %249, label %258, label %.preheader46

.preheader46:                                     ; preds = %.loopexit49
  %257 = zext i1 %251 to i32
  %invariant.op111 = or i32 %243, %46
  br label %261

258:                                              ; preds = %.loopexit49
  %259 = ptrtoint ptr addrspace(3) %256 to i64
  %260 = trunc i64 %259 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %260, ptr addrspace(1) %246, i32 %252) #5
  br label %.loopexit47

261:                                              ; preds = %.preheader46, %261
  %262 = phi i64 [ 0, %.preheader46 ], [ %268, %261 ]
  %263 = trunc nuw nsw i64 %262 to i32
  %.reass75.reass = or i32 %263, %invariant.op111
  %264 = sext i32 %.reass75.reass to i64
  %265 = getelementptr bfloat, ptr addrspace(1) %1, i64 %264
  %266 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %265, i32 %257, i16 0) #5
  %267 = getelementptr bfloat, ptr addrspace(3) %256, i64 %262
  store i16 %266, ptr addrspace(3) %267, align 2
  %268 = add nuw nsw i64 %262, 1
  %exitcond54.not = icmp eq i64 %268, 8
  br i1 %exitcond54.not, label %.loopexit47, label %261

.loopexit47:                                      ; preds = %261, %258
  %269 = shl nuw nsw i32 %22, 7
  %270 = add i32 %12, %269
  %271 = or disjoint i32 %270, %46
  %272 = sext i32 %271 to i64
  %273 = getelementptr bfloat, ptr addrspace(1) %1, i64 %272
  %274 = ptrtoint ptr addrspace(1) %273 to i64
  %275 = and i64 %274, 15
  %276 = icmp eq i64 %275, 0
  %277 = icmp slt i32 %22, %4
  %278 = and i1 %209, %277
  %279 = select i1 %278, i32 16, i32 0
  %280 = or disjoint i32 %269, %225
  %281 = or disjoint i32 %280, %223
  %282 = zext nneg i32 %281 to i64
  %283 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %282
  br i1 %276, label %285, label %.preheader44

.preheader44:                                     ; preds = %.loopexit47
  %284 = zext i1 %278 to i32
  %invariant.op112 = or i32 %270, %46
  br label %288

285:                                              ; preds = %.loopexit47
  %286 = ptrtoint ptr addrspace(3) %283 to i64
  %287 = trunc i64 %286 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %287, ptr addrspace(1) %273, i32 %279) #5
  br label %.loopexit45

288:                                              ; preds = %.preheader44, %288
  %289 = phi i64 [ 0, %.preheader44 ], [ %295, %288 ]
  %290 = trunc nuw nsw i64 %289 to i32
  %.reass77.reass = or i32 %290, %invariant.op112
  %291 = sext i32 %.reass77.reass to i64
  %292 = getelementptr bfloat, ptr addrspace(1) %1, i64 %291
  %293 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %292, i32 %284, i16 0) #5
  %294 = getelementptr bfloat, ptr addrspace(3) %283, i64 %289
  store i16 %293, ptr addrspace(3) %294, align 2
  %295 = add nuw nsw i64 %289, 1
  %exitcond55.not = icmp eq i64 %295, 8
  br i1 %exitcond55.not, label %.loopexit45, label %288

.loopexit45:                                      ; preds = %288, %285
  %296 = shl nuw nsw i32 %26, 7
  %297 = add i32 %12, %296
  %298 = or disjoint i32 %297, %46
  %299 = sext i32 %298 to i64
  %300 = getelementptr bfloat, ptr addrspace(1) %1, i64 %299
  %301 = ptrtoint ptr addrspace(1) %300 to i64
  %302 = and i64 %301, 15
  %303 = icmp eq i64 %302, 0
  %304 = icmp slt i32 %26, %4
  %305 = and i1 %209, %304
  %306 = select i1 %305, i32 16, i32 0
  %307 = or disjoint i32 %296, %225
  %308 = or disjoint i32 %307, %223
  %309 = zext nneg i32 %308 to i64
  %310 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %309
  br i1 %303, label %312, label %.preheader42

.preheader42:                                     ; preds = %.loopexit45
  %311 = zext i1 %305 to i32
  %invariant.op113 = or i32 %297, %46
  br label %315

312:                                              ; preds = %.loopexit45
  %313 = ptrtoint ptr addrspace(3) %310 to i64
  %314 = trunc i64 %313 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %314, ptr addrspace(1) %300, i32 %306) #5
  br label %.loopexit43

315:                                              ; preds = %.preheader42, %315
  %316 = phi i64 [ 0, %.preheader42 ], [ %322, %315 ]
  %317 = trunc nuw nsw i64 %316 to i32
  %.reass79.reass = or i32 %317, %invariant.op113
  %318 = sext i32 %.reass79.reass to i64
  %319 = getelementptr bfloat, ptr addrspace(1) %1, i64 %318
  %320 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %319, i32 %311, i16 0) #5
  %321 = getelementptr bfloat, ptr addrspace(3) %310, i64 %316
  store i16 %320, ptr addrspace(3) %321, align 2
  %322 = add nuw nsw i64 %316, 1
  %exitcond56.not = icmp eq i64 %322, 8
  br i1 %exitcond56.not, label %.loopexit43, label %315

.loopexit43:                                      ; preds = %315, %312
  %323 = getelementptr bfloat, ptr addrspace(1) %2, i64 %213
  %324 = ptrtoint ptr addrspace(1) %323 to i64
  %325 = and i64 %324, 15
  %326 = icmp eq i64 %325, 0
  %327 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 32768), i64 %228
  br i1 %326, label %329, label %.preheader40

.preheader40:                                     ; preds = %.loopexit43
  %328 = zext i1 %219 to i32
  %invariant.op114 = or i32 %211, %46
  br label %332

329:                                              ; preds = %.loopexit43
  %330 = ptrtoint ptr addrspace(3) %327 to i64
  %331 = trunc i64 %330 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %331, ptr addrspace(1) %323, i32 %220) #5
  br label %.loopexit41

332:                                              ; preds = %.preheader40, %332
  %333 = phi i64 [ 0, %.preheader40 ], [ %339, %332 ]
  %334 = trunc nuw nsw i64 %333 to i32
  %.reass81.reass = or i32 %334, %invariant.op114
  %335 = sext i32 %.reass81.reass to i64
  %336 = getelementptr bfloat, ptr addrspace(1) %2, i64 %335
  %337 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %336, i32 %328, i16 0) #5
  %338 = getelementptr bfloat, ptr addrspace(3) %327, i64 %333
  store i16 %337, ptr addrspace(3) %338, align 2
  %339 = add nuw nsw i64 %333, 1
  %exitcond57.not = icmp eq i64 %339, 8
  br i1 %exitcond57.not, label %.loopexit41, label %332

.loopexit41:                                      ; preds = %332, %329
  %340 = getelementptr bfloat, ptr addrspace(1) %2, i64 %245
  %341 = ptrtoint ptr addrspace(1) %340 to i64
  %342 = and i64 %341, 15
  %343 = icmp eq i64 %342, 0
  %344 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 32768), i64 %255
  br i1 %343, label %346, label %.preheader38

.preheader38:                                     ; preds = %.loopexit41
  %345 = zext i1 %251 to i32
  %invariant.op115 = or i32 %243, %46
  br label %349

346:                                              ; preds = %.loopexit41
  %347 = ptrtoint ptr addrspace(3) %344 to i64
  %348 = trunc i64 %347 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %348, ptr addrspace(1) %340, i32 %252) #5
  br label %.loopexit39

349:                                              ; preds = %.preheader38, %349
  %350 = phi i64 [ 0, %.preheader38 ], [ %356, %349 ]
  %351 = trunc nuw nsw i64 %350 to i32
  %.reass83.reass = or i32 %351, %invariant.op115
  %352 = sext i32 %.reass83.reass to i64
  %353 = getelementptr bfloat, ptr addrspace(1) %2, i64 %352
  %354 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %353, i32 %345, i16 0) #5
  %355 = getelementptr bfloat, ptr addrspace(3) %344, i64 %350
  store i16 %354, ptr addrspace(3) %355, align 2
  %356 = add nuw nsw i64 %350, 1
  %exitcond58.not = icmp eq i64 %356, 8
  br i1 %exitcond58.not, label %.loopexit39, label %349

.loopexit39:                                      ; preds = %349, %346
  %357 = getelementptr bfloat, ptr addrspace(1) %2, i64 %272
  %358 = ptrtoint ptr addrspace(1) %357 to i64
  %359 = and i64 %358, 15
  %360 = icmp eq i64 %359, 0
  %361 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 32768), i64 %282
  br i1 %360, label %363, label %.preheader36

.preheader36:                                     ; preds = %.loopexit39
  %362 = zext i1 %278 to i32
  %invariant.op116 = or i32 %270, %46
  br label %366

363:                                              ; preds = %.loopexit39
  %364 = ptrtoint ptr addrspace(3) %361 to i64
  %365 = trunc i64 %364 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %365, ptr addrspace(1) %357, i32 %279) #5
  br label %.loopexit37

366:                                              ; preds = %.preheader36, %366
  %367 = phi i64 [ 0, %.preheader36 ], [ %373, %366 ]
  %368 = trunc nuw nsw i64 %367 to i32
  %.reass85.reass = or i32 %368, %invariant.op116
  %369 = sext i32 %.reass85.reass to i64
  %370 = getelementptr bfloat, ptr addrspace(1) %2, i64 %369
  %371 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %370, i32 %362, i16 0) #5
  %372 = getelementptr bfloat, ptr addrspace(3) %361, i64 %367
  store i16 %371, ptr addrspace(3) %372, align 2
  %373 = add nuw nsw i64 %367, 1
  %exitcond59.not = icmp eq i64 %373, 8
  br i1 %exitcond59.not, label %.loopexit37, label %366

.loopexit37:                                      ; preds = %366, %363
  %374 = getelementptr bfloat, ptr addrspace(1) %2, i64 %299
  %375 = ptrtoint ptr addrspace(1) %374 to i64
  %376 = and i64 %375, 15
  %377 = icmp eq i64 %376, 0
  %378 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 32768), i64 %309
  br i1 %377, label %380, label %.preheader34

.preheader34:                                     ; preds = %.loopexit37
  %379 = zext i1 %305 to i32
  %invariant.op117 = or i32 %297, %46
  br label %383

380:                                              ; preds = %.loopexit37
  %381 = ptrtoint ptr addrspace(3) %378 to i64
  %382 = trunc i64 %381 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %382, ptr addrspace(1) %374, i32 %306) #5
  br label %.loopexit35

383:                                              ; preds = %.preheader34, %383
  %384 = phi i64 [ 0, %.preheader34 ], [ %390, %383 ]
  %385 = trunc nuw nsw i64 %384 to i32
  %.reass87.reass = or i32 %385, %invariant.op117
  %386 = sext i32 %.reass87.reass to i64
  %387 = getelementptr bfloat, ptr addrspace(1) %2, i64 %386
  %388 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %387, i32 %379, i16 0) #5
  %389 = getelementptr bfloat, ptr addrspace(3) %378, i64 %384
  store i16 %388, ptr addrspace(3) %389, align 2
  %390 = add nuw nsw i64 %384, 1
  %exitcond60.not = icmp eq i64 %390, 8
  br i1 %exitcond60.not, label %.loopexit35, label %383

.loopexit35:                                      ; preds = %383, %380
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #5
  %391 = icmp samesign ult i32 %7, 32
  br i1 %391, label %392, label %393

392:                                              ; preds = %.loopexit35
  tail call void asm sideeffect "tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [$0], 64;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 114688) to i32)) #5
  br label %393

393:                                              ; preds = %392, %.loopexit35
  tail call void asm sideeffect "tcgen05.fence::before_thread_sync;", "~{memory}"() #5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #5
  %394 = tail call i32 asm sideeffect "ld.shared.b32 $0, [$1];", "=r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 114688) to i32)) #5
  %395 = icmp eq i32 %7, 0
  br i1 %395, label %396, label %397

396:                                              ; preds = %393
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 114704) to i32)) #5
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #5
  br label %397

397:                                              ; preds = %396, %393
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %398 = shl nuw nsw i32 %222, 14
  %399 = or disjoint i32 %225, %210
  %400 = or disjoint i32 %399, %398
  %401 = zext nneg i32 %400 to i64
  %402 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 65536), i64 %401
  %403 = insertelement <8 x i16> poison, i16 %73, i64 0
  %404 = insertelement <8 x i16> %403, i16 %74, i64 1
  %405 = insertelement <8 x i16> %404, i16 %75, i64 2
  %406 = insertelement <8 x i16> %405, i16 %76, i64 3
  %407 = insertelement <8 x i16> %406, i16 %77, i64 4
  %408 = insertelement <8 x i16> %407, i16 %78, i64 5
  %409 = insertelement <8 x i16> %408, i16 %79, i64 6
  %410 = insertelement <8 x i16> %409, i16 %80, i64 7
  store <8 x i16> %410, ptr addrspace(3) %402, align 16
  %411 = or disjoint i32 %253, %398
  %412 = zext nneg i32 %411 to i64
  %413 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 65536), i64 %412
  %414 = insertelement <8 x i16> poison, i16 %91, i64 0
  %415 = insertelement <8 x i16> %414, i16 %92, i64 1
  %416 = insertelement <8 x i16> %415, i16 %93, i64 2
  %417 = insertelement <8 x i16> %416, i16 %94, i64 3
  %418 = insertelement <8 x i16> %417, i16 %95, i64 4
  %419 = insertelement <8 x i16> %418, i16 %96, i64 5
  %420 = insertelement <8 x i16> %419, i16 %97, i64 6
  %421 = insertelement <8 x i16> %420, i16 %98, i64 7
  store <8 x i16> %421, ptr addrspace(3) %413, align 16
  %422 = or disjoint i32 %280, %398
  %423 = zext nneg i32 %422 to i64
  %424 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 65536), i64 %423
  %425 = insertelement <8 x i16> poison, i16 %109, i64 0
  %426 = insertelement <8 x i16> %425, i16 %110, i64 1
  %427 = insertelement <8 x i16> %426, i16 %111, i64 2
  %428 = insertelement <8 x i16> %427, i16 %112, i64 3
  %429 = insertelement <8 x i16> %428, i16 %113, i64 4
  %430 = insertelement <8 x i16> %429, i16 %114, i64 5
  %431 = insertelement <8 x i16> %430, i16 %115, i64 6
  %432 = insertelement <8 x i16> %431, i16 %116, i64 7
  store <8 x i16> %432, ptr addrspace(3) %424, align 16
  %433 = or disjoint i32 %307, %398
  %434 = zext nneg i32 %433 to i64
  %435 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 65536), i64 %434
  %436 = insertelement <8 x i16> poison, i16 %127, i64 0
  %437 = insertelement <8 x i16> %436, i16 %128, i64 1
  %438 = insertelement <8 x i16> %437, i16 %129, i64 2
  %439 = insertelement <8 x i16> %438, i16 %130, i64 3
  %440 = insertelement <8 x i16> %439, i16 %131, i64 4
  %441 = insertelement <8 x i16> %440, i16 %132, i64 5
  %442 = insertelement <8 x i16> %441, i16 %133, i64 6
  %443 = insertelement <8 x i16> %442, i16 %134, i64 7
  store <8 x i16> %443, ptr addrspace(3) %435, align 16
  %444 = shl nuw nsw i32 %7, 11
  %445 = and i32 %444, 16384
  %446 = shl nuw nsw i32 %30, 7
  %447 = or disjoint i32 %446, %445
  %448 = or disjoint i32 %447, %225
  %449 = zext nneg i32 %448 to i64
  %450 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 65536), i64 %449
  %451 = insertelement <8 x i16> poison, i16 %145, i64 0
  %452 = insertelement <8 x i16> %451, i16 %146, i64 1
  %453 = insertelement <8 x i16> %452, i16 %147, i64 2
  %454 = insertelement <8 x i16> %453, i16 %148, i64 3
  %455 = insertelement <8 x i16> %454, i16 %149, i64 4
  %456 = insertelement <8 x i16> %455, i16 %150, i64 5
  %457 = insertelement <8 x i16> %456, i16 %151, i64 6
  %458 = insertelement <8 x i16> %457, i16 %152, i64 7
  store <8 x i16> %458, ptr addrspace(3) %450, align 16
  %459 = shl nuw nsw i32 %34, 7
  %460 = or disjoint i32 %459, %445
  %461 = or disjoint i32 %460, %225
  %462 = zext nneg i32 %461 to i64
  %463 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 65536), i64 %462
  %464 = insertelement <8 x i16> poison, i16 %163, i64 0
  %465 = insertelement <8 x i16> %464, i16 %164, i64 1
  %466 = insertelement <8 x i16> %465, i16 %165, i64 2
  %467 = insertelement <8 x i16> %466, i16 %166, i64 3
  %468 = insertelement <8 x i16> %467, i16 %167, i64 4
  %469 = insertelement <8 x i16> %468, i16 %168, i64 5
  %470 = insertelement <8 x i16> %469, i16 %169, i64 6
  %471 = insertelement <8 x i16> %470, i16 %170, i64 7
  store <8 x i16> %471, ptr addrspace(3) %463, align 16
  %472 = shl nuw nsw i32 %38, 7
  %473 = or disjoint i32 %472, %445
  %474 = or disjoint i32 %473, %225
  %475 = zext nneg i32 %474 to i64
  %476 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 65536), i64 %475
  %477 = insertelement <8 x i16> poison, i16 %181, i64 0
  %478 = insertelement <8 x i16> %477, i16 %182, i64 1
  %479 = insertelement <8 x i16> %478, i16 %183, i64 2
  %480 = insertelement <8 x i16> %479, i16 %184, i64 3
  %481 = insertelement <8 x i16> %480, i16 %185, i64 4
  %482 = insertelement <8 x i16> %481, i16 %186, i64 5
  %483 = insertelement <8 x i16> %482, i16 %187, i64 6
  %484 = insertelement <8 x i16> %483, i16 %188, i64 7
  store <8 x i16> %484, ptr addrspace(3) %476, align 16
  %485 = shl nuw nsw i32 %42, 7
  %486 = or disjoint i32 %485, %445
  %487 = or disjoint i32 %486, %225
  %488 = zext nneg i32 %487 to i64
  %489 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 65536), i64 %488
  %490 = insertelement <8 x i16> poison, i16 %199, i64 0
  %491 = insertelement <8 x i16> %490, i16 %200, i64 1
  %492 = insertelement <8 x i16> %491, i16 %201, i64 2
  %493 = insertelement <8 x i16> %492, i16 %202, i64 3
  %494 = insertelement <8 x i16> %493, i16 %203, i64 4
  %495 = insertelement <8 x i16> %494, i16 %204, i64 5
  %496 = insertelement <8 x i16> %495, i16 %205, i64 6
  %497 = insertelement <8 x i16> %496, i16 %206, i64 7
  store <8 x i16> %497, ptr addrspace(3) %489, align 16
  tail call void asm sideeffect "fence.proxy.async.shared::cta;", "~{memory}"() #5
  br i1 %391, label %498, label %499

498:                                              ; preds = %397
  tail call void asm sideeffect "tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [$0], 128;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 114720) to i32)) #5
  br label %499

499:                                              ; preds = %498, %397
  tail call void asm sideeffect "tcgen05.fence::before_thread_sync;", "~{memory}"() #5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #5
  %500 = tail call i32 asm sideeffect "ld.shared.b32 $0, [$1];", "=r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 114720) to i32)) #5
  br i1 %395, label %501, label %502

501:                                              ; preds = %499
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 114736) to i32)) #5
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #5
  br label %502

502:                                              ; preds = %501, %499
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %503 = lshr i32 %7, 7
  %504 = shl nuw nsw i32 %503, 6
  %505 = shl nuw nsw i32 %7, 16
  %506 = and i32 %505, 6291456
  %507 = or disjoint i32 %504, %506
  %508 = add i32 %507, %500
  tail call void asm sideeffect "tcgen05.st.sync.aligned.32x32b.x32.b32 [$0], {$1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32};", "r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,~{memory}"(i32 %508, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0) #5
  %509 = add i32 %508, 32
  tail call void asm sideeffect "tcgen05.st.sync.aligned.32x32b.x32.b32 [$0], {$1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32};", "r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,~{memory}"(i32 %509, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0) #5
  tail call void asm sideeffect "tcgen05.wait::st.sync.aligned;", "~{memory}"() #5
  tail call void asm sideeffect "tcgen05.fence::before_thread_sync;", "~{memory}"() #5
  br i1 %209, label %.lr.ph, label %.._crit_edge_crit_edge

.._crit_edge_crit_edge:                           ; preds = %502
  %.pre = and i32 %7, 127
  br label %._crit_edge

.lr.ph:                                           ; preds = %502
  %invariant.op = add i32 %506, %394
  %510 = lshr exact i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 65536) to i32), 4
  %511 = and i32 %510, 16320
  %512 = zext nneg i32 %511 to i64
  %513 = or disjoint i64 %512, 4611756662049538048
  %514 = lshr exact i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 65536) to i32), i32 32), 4
  %515 = and i32 %514, 16322
  %516 = zext nneg i32 %515 to i64
  %517 = or disjoint i64 %516, 4611756662049538048
  %518 = lshr exact i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 65536) to i32), i32 64), 4
  %519 = and i32 %518, 16324
  %520 = zext nneg i32 %519 to i64
  %521 = or disjoint i64 %520, 4611756662049538048
  %522 = lshr exact i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 65536) to i32), i32 96), 4
  %523 = and i32 %522, 16326
  %524 = zext nneg i32 %523 to i64
  %525 = or disjoint i64 %524, 4611756662049538048
  %526 = lshr exact i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 65536) to i32), i32 16384), 4
  %527 = and i32 %526, 16320
  %528 = zext nneg i32 %527 to i64
  %529 = or disjoint i64 %528, 4611756662049538048
  %530 = lshr exact i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 65536) to i32), i32 16416), 4
  %531 = and i32 %530, 16322
  %532 = zext nneg i32 %531 to i64
  %533 = or disjoint i64 %532, 4611756662049538048
  %534 = lshr exact i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 65536) to i32), i32 16448), 4
  %535 = and i32 %534, 16324
  %536 = zext nneg i32 %535 to i64
  %537 = or disjoint i64 %536, 4611756662049538048
  %538 = lshr exact i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 65536) to i32), i32 16480), 4
  %539 = and i32 %538, 16326
  %540 = zext nneg i32 %539 to i64
  %541 = or disjoint i64 %540, 4611756662049538048
  %542 = shl nuw nsw i32 %503, 5
  %.reass = add i32 %542, %invariant.op
  %543 = and i32 %7, 127
  %544 = or disjoint i32 %13, %543
  %545 = or disjoint i32 %542, 8
  %546 = or disjoint i32 %542, 16
  %547 = or disjoint i32 %542, 24
  %548 = shl nuw nsw i32 %543, 1
  %549 = or disjoint i32 %548, %503
  %550 = zext nneg i32 %549 to i64
  %551 = getelementptr float, ptr addrspace(3) @attention_smem, i64 %550
  %552 = zext nneg i32 %548 to i64
  %553 = getelementptr float, ptr addrspace(3) @attention_smem, i64 %552
  %554 = getelementptr i8, ptr addrspace(3) %553, i64 4
  %555 = and i32 %7, 7
  %556 = shl nuw nsw i32 %543, 7
  %557 = shl nuw nsw i32 %555, 4
  %558 = xor i32 %504, %557
  %559 = or disjoint i32 %558, %556
  %560 = zext nneg i32 %559 to i64
  %561 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 98304), i64 %560
  %562 = lshr exact i32 %545, 3
  %563 = xor i32 %562, %555
  %564 = shl nuw nsw i32 %563, 4
  %565 = add nuw nsw i32 %564, %556
  %566 = zext nneg i32 %565 to i64
  %567 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 98304), i64 %566
  %568 = lshr exact i32 %546, 3
  %569 = xor i32 %568, %555
  %570 = shl nuw nsw i32 %569, 4
  %571 = add nuw nsw i32 %570, %556
  %572 = zext nneg i32 %571 to i64
  %573 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 98304), i64 %572
  %574 = lshr exact i32 %547, 3
  %575 = xor i32 %574, %555
  %576 = shl nuw nsw i32 %575, 4
  %577 = add nuw nsw i32 %576, %556
  %578 = zext nneg i32 %577 to i64
  %579 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 98304), i64 %578
  %580 = lshr exact i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 98304) to i32), 4
  %581 = and i32 %580, 16320
  %582 = zext nneg i32 %581 to i64
  %583 = or disjoint i64 %582, 4611756662049538048
  %584 = lshr exact i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 98304) to i32), i32 32), 4
  %585 = and i32 %584, 16322
  %586 = zext nneg i32 %585 to i64
  %587 = or disjoint i64 %586, 4611756662049538048
  %588 = lshr exact i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 98304) to i32), i32 64), 4
  %589 = and i32 %588, 16324
  %590 = zext nneg i32 %589 to i64
  %591 = or disjoint i64 %590, 4611756662049538048
  %592 = lshr exact i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 98304) to i32), i32 96), 4
  %593 = and i32 %592, 16326
  %594 = zext nneg i32 %593 to i64
  %595 = or disjoint i64 %594, 4611756662049538048
  br label %596

596:                                              ; preds = %.lr.ph, %.loopexit
  %597 = phi float [ 0xFFF0000000000000, %.lr.ph ], [ %893, %.loopexit ]
  %598 = phi float [ 0.000000e+00, %.lr.ph ], [ %1027, %.loopexit ]
  %599 = phi i32 [ 0, %.lr.ph ], [ %602, %.loopexit ]
  %600 = lshr exact i32 %599, 6
  %601 = and i32 %600, 1
  %602 = add nuw nsw i32 %599, 64
  tail call void asm sideeffect "cp.async.wait_group 0;", "~{memory}"() #5
  tail call void asm sideeffect "fence.proxy.async.shared::cta;", "~{memory}"() #5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %603 = shl nuw nsw i32 %601, 14
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %395, label %604, label %.critedge.preheader

604:                                              ; preds = %596
  %605 = zext nneg i32 %603 to i64
  %606 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %605
  %607 = ptrtoint ptr addrspace(3) %606 to i64
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #5
  %608 = lshr exact i64 %607, 4
  %609 = and i64 %608, 16320
  %610 = or disjoint i64 %609, 4611756662049538048
  tail call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %394, i64 %513, i64 %610, i32 135267472, i32 0) #5
  %611 = or disjoint i64 %609, 4611756662049538050
  tail call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %394, i64 %517, i64 %611, i32 135267472, i32 1) #5
  %612 = or disjoint i64 %609, 4611756662049538052
  tail call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %394, i64 %521, i64 %612, i32 135267472, i32 1) #5
  %613 = or disjoint i64 %609, 4611756662049538054
  tail call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %394, i64 %525, i64 %613, i32 135267472, i32 1) #5
  %614 = add i64 %607, 8192
  %615 = lshr exact i64 %614, 4
  %616 = and i64 %615, 16320
  %617 = or disjoint i64 %616, 4611756662049538048
  tail call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %394, i64 %529, i64 %617, i32 135267472, i32 1) #5
  %618 = add i64 %607, 8224
  %619 = lshr exact i64 %618, 4
  %620 = and i64 %619, 16322
  %621 = or disjoint i64 %620, 4611756662049538048
  tail call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %394, i64 %533, i64 %621, i32 135267472, i32 1) #5
  %622 = add i64 %607, 8256
  %623 = lshr exact i64 %622, 4
  %624 = and i64 %623, 16324
  %625 = or disjoint i64 %624, 4611756662049538048
  tail call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %394, i64 %537, i64 %625, i32 135267472, i32 1) #5
  %626 = add i64 %607, 8288
  %627 = lshr exact i64 %626, 4
  %628 = and i64 %627, 16326
  %629 = or disjoint i64 %628, 4611756662049538048
  tail call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %394, i64 %541, i64 %629, i32 135267472, i32 1) #5
  tail call void asm sideeffect "tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 114704) to i32)) #5
  br label %.critedge.preheader

.critedge.preheader:                              ; preds = %596, %604
  br label %.critedge

.critedge:                                        ; preds = %.critedge.preheader, %.critedge
  %630 = tail call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 114704) to i32), i32 %601) #5
  %631 = icmp eq i32 %630, 0
  br i1 %631, label %.critedge, label %632

632:                                              ; preds = %.critedge
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #5
  %633 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %.reass) #5
  %634 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %633, 0
  %635 = bitcast i32 %634 to float
  %636 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %633, 1
  %637 = bitcast i32 %636 to float
  %638 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %633, 2
  %639 = bitcast i32 %638 to float
  %640 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %633, 3
  %641 = bitcast i32 %640 to float
  %642 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %633, 4
  %643 = bitcast i32 %642 to float
  %644 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %633, 5
  %645 = bitcast i32 %644 to float
  %646 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %633, 6
  %647 = bitcast i32 %646 to float
  %648 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %633, 7
  %649 = bitcast i32 %648 to float
  %650 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %633, 8
  %651 = bitcast i32 %650 to float
  %652 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %633, 9
  %653 = bitcast i32 %652 to float
  %654 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %633, 10
  %655 = bitcast i32 %654 to float
  %656 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %633, 11
  %657 = bitcast i32 %656 to float
  %658 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %633, 12
  %659 = bitcast i32 %658 to float
  %660 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %633, 13
  %661 = bitcast i32 %660 to float
  %662 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %633, 14
  %663 = bitcast i32 %662 to float
  %664 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %633, 15
  %665 = bitcast i32 %664 to float
  %666 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %633, 16
  %667 = bitcast i32 %666 to float
  %668 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %633, 17
  %669 = bitcast i32 %668 to float
  %670 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %633, 18
  %671 = bitcast i32 %670 to float
  %672 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %633, 19
  %673 = bitcast i32 %672 to float
  %674 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %633, 20
  %675 = bitcast i32 %674 to float
  %676 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %633, 21
  %677 = bitcast i32 %676 to float
  %678 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %633, 22
  %679 = bitcast i32 %678 to float
  %680 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %633, 23
  %681 = bitcast i32 %680 to float
  %682 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %633, 24
  %683 = bitcast i32 %682 to float
  %684 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %633, 25
  %685 = bitcast i32 %684 to float
  %686 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %633, 26
  %687 = bitcast i32 %686 to float
  %688 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %633, 27
  %689 = bitcast i32 %688 to float
  %690 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %633, 28
  %691 = bitcast i32 %690 to float
  %692 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %633, 29
  %693 = bitcast i32 %692 to float
  %694 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %633, 30
  %695 = bitcast i32 %694 to float
  %696 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %633, 31
  %697 = bitcast i32 %696 to float
  tail call void asm sideeffect "tcgen05.fence::before_thread_sync;", "~{memory}"() #5
  %698 = or disjoint i32 %599, %542
  %699 = icmp slt i32 %698, %4
  %700 = icmp sle i32 %698, %544
  %701 = and i1 %699, %700
  %702 = or disjoint i32 %698, 1
  %703 = icmp slt i32 %702, %4
  %704 = icmp slt i32 %698, %544
  %705 = and i1 %703, %704
  %706 = or disjoint i32 %698, 2
  %707 = icmp slt i32 %706, %4
  %708 = icmp sle i32 %706, %544
  %709 = and i1 %707, %708
  %710 = or disjoint i32 %698, 3
  %711 = icmp slt i32 %710, %4
  %712 = icmp sle i32 %710, %544
  %713 = and i1 %711, %712
  %714 = or disjoint i32 %698, 4
  %715 = icmp slt i32 %714, %4
  %716 = icmp sle i32 %714, %544
  %717 = and i1 %715, %716
  %718 = or disjoint i32 %698, 5
  %719 = icmp slt i32 %718, %4
  %720 = icmp sle i32 %718, %544
  %721 = and i1 %719, %720
  %722 = or disjoint i32 %698, 6
  %723 = icmp slt i32 %722, %4
  %724 = icmp sle i32 %722, %544
  %725 = and i1 %723, %724
  %726 = or disjoint i32 %698, 7
  %727 = icmp slt i32 %726, %4
  %728 = icmp sle i32 %726, %544
  %729 = and i1 %727, %728
  %730 = or disjoint i32 %599, %545
  %731 = icmp slt i32 %730, %4
  %732 = icmp sle i32 %730, %544
  %733 = and i1 %731, %732
  %734 = or disjoint i32 %698, 9
  %735 = icmp slt i32 %734, %4
  %736 = icmp sle i32 %734, %544
  %737 = and i1 %735, %736
  %738 = or disjoint i32 %698, 10
  %739 = icmp slt i32 %738, %4
  %740 = icmp sle i32 %738, %544
  %741 = and i1 %739, %740
  %742 = or disjoint i32 %698, 11
  %743 = icmp slt i32 %742, %4
  %744 = icmp sle i32 %742, %544
  %745 = and i1 %743, %744
  %746 = or disjoint i32 %698, 12
  %747 = icmp slt i32 %746, %4
  %748 = icmp sle i32 %746, %544
  %749 = and i1 %747, %748
  %750 = or disjoint i32 %698, 13
  %751 = icmp slt i32 %750, %4
  %752 = icmp sle i32 %750, %544
  %753 = and i1 %751, %752
  %754 = or disjoint i32 %698, 14
  %755 = icmp slt i32 %754, %4
  %756 = icmp sle i32 %754, %544
  %757 = and i1 %755, %756
  %758 = or disjoint i32 %698, 15
  %759 = icmp slt i32 %758, %4
  %760 = icmp sle i32 %758, %544
  %761 = and i1 %759, %760
  %762 = or disjoint i32 %599, %546
  %763 = icmp slt i32 %762, %4
  %764 = icmp sle i32 %762, %544
  %765 = and i1 %763, %764
  %766 = or disjoint i32 %698, 17
  %767 = icmp slt i32 %766, %4
  %768 = icmp sle i32 %766, %544
  %769 = and i1 %767, %768
  %770 = or disjoint i32 %698, 18
  %771 = icmp slt i32 %770, %4
  %772 = icmp sle i32 %770, %544
  %773 = and i1 %771, %772
  %774 = or disjoint i32 %698, 19
  %775 = icmp slt i32 %774, %4
  %776 = icmp sle i32 %774, %544
  %777 = and i1 %775, %776
  %778 = or disjoint i32 %698, 20
  %779 = icmp slt i32 %778, %4
  %780 = icmp sle i32 %778, %544
  %781 = and i1 %779, %780
  %782 = or disjoint i32 %698, 21
  %783 = icmp slt i32 %782, %4
  %784 = icmp sle i32 %782, %544
  %785 = and i1 %783, %784
  %786 = or disjoint i32 %698, 22
  %787 = icmp slt i32 %786, %4
  %788 = icmp sle i32 %786, %544
  %789 = and i1 %787, %788
  %790 = or disjoint i32 %698, 23
  %791 = icmp slt i32 %790, %4
  %792 = icmp sle i32 %790, %544
  %793 = and i1 %791, %792
  %794 = or disjoint i32 %599, %547
  %795 = icmp slt i32 %794, %4
  %796 = icmp sle i32 %794, %544
  %797 = and i1 %795, %796
  %798 = or disjoint i32 %698, 25
  %799 = icmp slt i32 %798, %4
  %800 = icmp sle i32 %798, %544
  %801 = and i1 %799, %800
  %802 = or disjoint i32 %698, 26
  %803 = icmp slt i32 %802, %4
  %804 = icmp sle i32 %802, %544
  %805 = and i1 %803, %804
  %806 = or disjoint i32 %698, 27
  %807 = icmp slt i32 %806, %4
  %808 = icmp sle i32 %806, %544
  %809 = and i1 %807, %808
  %810 = or disjoint i32 %698, 28
  %811 = icmp slt i32 %810, %4
  %812 = icmp sle i32 %810, %544
  %813 = and i1 %811, %812
  %814 = or disjoint i32 %698, 29
  %815 = icmp slt i32 %814, %4
  %816 = icmp sle i32 %814, %544
  %817 = and i1 %815, %816
  %818 = or disjoint i32 %698, 30
  %819 = icmp slt i32 %818, %4
  %820 = icmp sle i32 %818, %544
  %821 = and i1 %819, %820
  %822 = or disjoint i32 %698, 31
  %823 = icmp slt i32 %822, %4
  %824 = icmp sle i32 %822, %544
  %825 = and i1 %823, %824
  %826 = select i1 %701, float %635, float 0xFFF0000000000000
  %827 = select i1 %705, float %637, float 0xFFF0000000000000
  %828 = select i1 %709, float %639, float 0xFFF0000000000000
  %829 = select i1 %713, float %641, float 0xFFF0000000000000
  %830 = select i1 %717, float %643, float 0xFFF0000000000000
  %831 = select i1 %721, float %645, float 0xFFF0000000000000
  %832 = select i1 %725, float %647, float 0xFFF0000000000000
  %833 = select i1 %729, float %649, float 0xFFF0000000000000
  %834 = select i1 %733, float %651, float 0xFFF0000000000000
  %835 = select i1 %737, float %653, float 0xFFF0000000000000
  %836 = select i1 %741, float %655, float 0xFFF0000000000000
  %837 = select i1 %745, float %657, float 0xFFF0000000000000
  %838 = select i1 %749, float %659, float 0xFFF0000000000000
  %839 = select i1 %753, float %661, float 0xFFF0000000000000
  %840 = select i1 %757, float %663, float 0xFFF0000000000000
  %841 = select i1 %761, float %665, float 0xFFF0000000000000
  %842 = select i1 %765, float %667, float 0xFFF0000000000000
  %843 = select i1 %769, float %669, float 0xFFF0000000000000
  %844 = select i1 %773, float %671, float 0xFFF0000000000000
  %845 = select i1 %777, float %673, float 0xFFF0000000000000
  %846 = select i1 %781, float %675, float 0xFFF0000000000000
  %847 = select i1 %785, float %677, float 0xFFF0000000000000
  %848 = select i1 %789, float %679, float 0xFFF0000000000000
  %849 = select i1 %793, float %681, float 0xFFF0000000000000
  %850 = select i1 %797, float %683, float 0xFFF0000000000000
  %851 = select i1 %801, float %685, float 0xFFF0000000000000
  %852 = select i1 %805, float %687, float 0xFFF0000000000000
  %853 = select i1 %809, float %689, float 0xFFF0000000000000
  %854 = select i1 %813, float %691, float 0xFFF0000000000000
  %855 = select i1 %817, float %693, float 0xFFF0000000000000
  %856 = select i1 %821, float %695, float 0xFFF0000000000000
  %857 = select i1 %825, float %697, float 0xFFF0000000000000
  %858 = tail call float @llvm.maxnum.f32(float %826, float %827)
  %859 = tail call float @llvm.maxnum.f32(float %858, float %828)
  %860 = tail call float @llvm.maxnum.f32(float %859, float %829)
  %861 = tail call float @llvm.maxnum.f32(float %860, float %830)
  %862 = tail call float @llvm.maxnum.f32(float %861, float %831)
  %863 = tail call float @llvm.maxnum.f32(float %862, float %832)
  %864 = tail call float @llvm.maxnum.f32(float %863, float %833)
  %865 = tail call float @llvm.maxnum.f32(float %864, float %834)
  %866 = tail call float @llvm.maxnum.f32(float %865, float %835)
  %867 = tail call float @llvm.maxnum.f32(float %866, float %836)
  %868 = tail call float @llvm.maxnum.f32(float %867, float %837)
  %869 = tail call float @llvm.maxnum.f32(float %868, float %838)
  %870 = tail call float @llvm.maxnum.f32(float %869, float %839)
  %871 = tail call float @llvm.maxnum.f32(float %870, float %840)
  %872 = tail call float @llvm.maxnum.f32(float %871, float %841)
  %873 = tail call float @llvm.maxnum.f32(float %872, float %842)
  %874 = tail call float @llvm.maxnum.f32(float %873, float %843)
  %875 = tail call float @llvm.maxnum.f32(float %874, float %844)
  %876 = tail call float @llvm.maxnum.f32(float %875, float %845)
  %877 = tail call float @llvm.maxnum.f32(float %876, float %846)
  %878 = tail call float @llvm.maxnum.f32(float %877, float %847)
  %879 = tail call float @llvm.maxnum.f32(float %878, float %848)
  %880 = tail call float @llvm.maxnum.f32(float %879, float %849)
  %881 = tail call float @llvm.maxnum.f32(float %880, float %850)
  %882 = tail call float @llvm.maxnum.f32(float %881, float %851)
  %883 = tail call float @llvm.maxnum.f32(float %882, float %852)
  %884 = tail call float @llvm.maxnum.f32(float %883, float %853)
  %885 = tail call float @llvm.maxnum.f32(float %884, float %854)
  %886 = tail call float @llvm.maxnum.f32(float %885, float %855)
  %887 = tail call float @llvm.maxnum.f32(float %886, float %856)
  %888 = tail call float @llvm.maxnum.f32(float %887, float %857)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store float %888, ptr addrspace(3) %551, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %889 = load float, ptr addrspace(3) %553, align 8
  %890 = load float, ptr addrspace(3) %554, align 4
  %891 = tail call float @llvm.maxnum.f32(float %889, float %890)
  %892 = fmul float %207, %891
  %893 = tail call float @llvm.maxnum.f32(float %597, float %892)
  %894 = fmul float %207, %826
  %895 = fmul float %207, %827
  %896 = fmul float %207, %828
  %897 = fmul float %207, %829
  %898 = fmul float %207, %830
  %899 = fmul float %207, %831
  %900 = fmul float %207, %832
  %901 = fmul float %207, %833
  %902 = fmul float %207, %834
  %903 = fmul float %207, %835
  %904 = fmul float %207, %836
  %905 = fmul float %207, %837
  %906 = fmul float %207, %838
  %907 = fmul float %207, %839
  %908 = fmul float %207, %840
  %909 = fmul float %207, %841
  %910 = fmul float %207, %842
  %911 = fmul float %207, %843
  %912 = fmul float %207, %844
  %913 = fmul float %207, %845
  %914 = fmul float %207, %846
  %915 = fmul float %207, %847
  %916 = fmul float %207, %848
  %917 = fmul float %207, %849
  %918 = fmul float %207, %850
  %919 = fmul float %207, %851
  %920 = fmul float %207, %852
  %921 = fmul float %207, %853
  %922 = fmul float %207, %854
  %923 = fmul float %207, %855
  %924 = fmul float %207, %856
  %925 = fmul float %207, %857
  %926 = fsub float %894, %893
  %927 = fsub float %895, %893
  %928 = fsub float %896, %893
  %929 = fsub float %897, %893
  %930 = fsub float %898, %893
  %931 = fsub float %899, %893
  %932 = fsub float %900, %893
  %933 = fsub float %901, %893
  %934 = fsub float %902, %893
  %935 = fsub float %903, %893
  %936 = fsub float %904, %893
  %937 = fsub float %905, %893
  %938 = fsub float %906, %893
  %939 = fsub float %907, %893
  %940 = fsub float %908, %893
  %941 = fsub float %909, %893
  %942 = fsub float %910, %893
  %943 = fsub float %911, %893
  %944 = fsub float %912, %893
  %945 = fsub float %913, %893
  %946 = fsub float %914, %893
  %947 = fsub float %915, %893
  %948 = fsub float %916, %893
  %949 = fsub float %917, %893
  %950 = fsub float %918, %893
  %951 = fsub float %919, %893
  %952 = fsub float %920, %893
  %953 = fsub float %921, %893
  %954 = fsub float %922, %893
  %955 = fsub float %923, %893
  %956 = fsub float %924, %893
  %957 = fsub float %925, %893
  %958 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %926)
  %959 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %927)
  %960 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %928)
  %961 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %929)
  %962 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %930)
  %963 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %931)
  %964 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %932)
  %965 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %933)
  %966 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %934)
  %967 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %935)
  %968 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %936)
  %969 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %937)
  %970 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %938)
  %971 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %939)
  %972 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %940)
  %973 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %941)
  %974 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %942)
  %975 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %943)
  %976 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %944)
  %977 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %945)
  %978 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %946)
  %979 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %947)
  %980 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %948)
  %981 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %949)
  %982 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %950)
  %983 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %951)
  %984 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %952)
  %985 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %953)
  %986 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %954)
  %987 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %955)
  %988 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %956)
  %989 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %957)
  %990 = fsub float %597, %893
  %991 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %990)
  %992 = fmul float %598, %991
  %993 = fadd float %958, %959
  %994 = fadd float %993, %960
  %995 = fadd float %994, %961
  %996 = fadd float %995, %962
  %997 = fadd float %996, %963
  %998 = fadd float %997, %964
  %999 = fadd float %998, %965
  %1000 = fadd float %999, %966
  %1001 = fadd float %1000, %967
  %1002 = fadd float %1001, %968
  %1003 = fadd float %1002, %969
  %1004 = fadd float %1003, %970
  %1005 = fadd float %1004, %971
  %1006 = fadd float %1005, %972
  %1007 = fadd float %1006, %973
  %1008 = fadd float %1007, %974
  %1009 = fadd float %1008, %975
  %1010 = fadd float %1009, %976
  %1011 = fadd float %1010, %977
  %1012 = fadd float %1011, %978
  %1013 = fadd float %1012, %979
  %1014 = fadd float %1013, %980
  %1015 = fadd float %1014, %981
  %1016 = fadd float %1015, %982
  %1017 = fadd float %1016, %983
  %1018 = fadd float %1017, %984
  %1019 = fadd float %1018, %985
  %1020 = fadd float %1019, %986
  %1021 = fadd float %1020, %987
  %1022 = fadd float %1021, %988
  %1023 = fadd float %1022, %989
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store float %1023, ptr addrspace(3) %551, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1024 = load float, ptr addrspace(3) %553, align 8
  %1025 = load float, ptr addrspace(3) %554, align 4
  %1026 = fadd float %1024, %1025
  %1027 = fadd float %992, %1026
  %1028 = fptrunc float %958 to bfloat
  %1029 = fptrunc float %959 to bfloat
  %1030 = fptrunc float %960 to bfloat
  %1031 = fptrunc float %961 to bfloat
  %1032 = fptrunc float %962 to bfloat
  %1033 = fptrunc float %963 to bfloat
  %1034 = fptrunc float %964 to bfloat
  %1035 = fptrunc float %965 to bfloat
  %1036 = fptrunc float %966 to bfloat
  %1037 = fptrunc float %967 to bfloat
  %1038 = fptrunc float %968 to bfloat
  %1039 = fptrunc float %969 to bfloat
  %1040 = fptrunc float %970 to bfloat
  %1041 = fptrunc float %971 to bfloat
  %1042 = fptrunc float %972 to bfloat
  %1043 = fptrunc float %973 to bfloat
  %1044 = fptrunc float %974 to bfloat
  %1045 = fptrunc float %975 to bfloat
  %1046 = fptrunc float %976 to bfloat
  %1047 = fptrunc float %977 to bfloat
  %1048 = fptrunc float %978 to bfloat
  %1049 = fptrunc float %979 to bfloat
  %1050 = fptrunc float %980 to bfloat
  %1051 = fptrunc float %981 to bfloat
  %1052 = fptrunc float %982 to bfloat
  %1053 = fptrunc float %983 to bfloat
  %1054 = fptrunc float %984 to bfloat
  %1055 = fptrunc float %985 to bfloat
  %1056 = fptrunc float %986 to bfloat
  %1057 = fptrunc float %987 to bfloat
  %1058 = fptrunc float %988 to bfloat
  %1059 = fptrunc float %989 to bfloat
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #5
  %1060 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %508) #5
  %1061 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1060, 0
  %1062 = bitcast i32 %1061 to float
  %1063 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1060, 1
  %1064 = bitcast i32 %1063 to float
  %1065 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1060, 2
  %1066 = bitcast i32 %1065 to float
  %1067 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1060, 3
  %1068 = bitcast i32 %1067 to float
  %1069 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1060, 4
  %1070 = bitcast i32 %1069 to float
  %1071 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1060, 5
  %1072 = bitcast i32 %1071 to float
  %1073 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1060, 6
  %1074 = bitcast i32 %1073 to float
  %1075 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1060, 7
  %1076 = bitcast i32 %1075 to float
  %1077 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1060, 8
  %1078 = bitcast i32 %1077 to float
  %1079 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1060, 9
  %1080 = bitcast i32 %1079 to float
  %1081 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1060, 10
  %1082 = bitcast i32 %1081 to float
  %1083 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1060, 11
  %1084 = bitcast i32 %1083 to float
  %1085 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1060, 12
  %1086 = bitcast i32 %1085 to float
  %1087 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1060, 13
  %1088 = bitcast i32 %1087 to float
  %1089 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1060, 14
  %1090 = bitcast i32 %1089 to float
  %1091 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1060, 15
  %1092 = bitcast i32 %1091 to float
  %1093 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1060, 16
  %1094 = bitcast i32 %1093 to float
  %1095 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1060, 17
  %1096 = bitcast i32 %1095 to float
  %1097 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1060, 18
  %1098 = bitcast i32 %1097 to float
  %1099 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1060, 19
  %1100 = bitcast i32 %1099 to float
  %1101 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1060, 20
  %1102 = bitcast i32 %1101 to float
  %1103 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1060, 21
  %1104 = bitcast i32 %1103 to float
  %1105 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1060, 22
  %1106 = bitcast i32 %1105 to float
  %1107 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1060, 23
  %1108 = bitcast i32 %1107 to float
  %1109 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1060, 24
  %1110 = bitcast i32 %1109 to float
  %1111 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1060, 25
  %1112 = bitcast i32 %1111 to float
  %1113 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1060, 26
  %1114 = bitcast i32 %1113 to float
  %1115 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1060, 27
  %1116 = bitcast i32 %1115 to float
  %1117 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1060, 28
  %1118 = bitcast i32 %1117 to float
  %1119 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1060, 29
  %1120 = bitcast i32 %1119 to float
  %1121 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1060, 30
  %1122 = bitcast i32 %1121 to float
  %1123 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1060, 31
  %1124 = bitcast i32 %1123 to float
  %1125 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %509) #5
  %1126 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1125, 0
  %1127 = bitcast i32 %1126 to float
  %1128 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1125, 1
  %1129 = bitcast i32 %1128 to float
  %1130 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1125, 2
  %1131 = bitcast i32 %1130 to float
  %1132 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1125, 3
  %1133 = bitcast i32 %1132 to float
  %1134 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1125, 4
  %1135 = bitcast i32 %1134 to float
  %1136 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1125, 5
  %1137 = bitcast i32 %1136 to float
  %1138 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1125, 6
  %1139 = bitcast i32 %1138 to float
  %1140 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1125, 7
  %1141 = bitcast i32 %1140 to float
  %1142 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1125, 8
  %1143 = bitcast i32 %1142 to float
  %1144 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1125, 9
  %1145 = bitcast i32 %1144 to float
  %1146 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1125, 10
  %1147 = bitcast i32 %1146 to float
  %1148 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1125, 11
  %1149 = bitcast i32 %1148 to float
  %1150 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1125, 12
  %1151 = bitcast i32 %1150 to float
  %1152 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1125, 13
  %1153 = bitcast i32 %1152 to float
  %1154 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1125, 14
  %1155 = bitcast i32 %1154 to float
  %1156 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1125, 15
  %1157 = bitcast i32 %1156 to float
  %1158 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1125, 16
  %1159 = bitcast i32 %1158 to float
  %1160 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1125, 17
  %1161 = bitcast i32 %1160 to float
  %1162 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1125, 18
  %1163 = bitcast i32 %1162 to float
  %1164 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1125, 19
  %1165 = bitcast i32 %1164 to float
  %1166 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1125, 20
  %1167 = bitcast i32 %1166 to float
  %1168 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1125, 21
  %1169 = bitcast i32 %1168 to float
  %1170 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1125, 22
  %1171 = bitcast i32 %1170 to float
  %1172 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1125, 23
  %1173 = bitcast i32 %1172 to float
  %1174 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1125, 24
  %1175 = bitcast i32 %1174 to float
  %1176 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1125, 25
  %1177 = bitcast i32 %1176 to float
  %1178 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1125, 26
  %1179 = bitcast i32 %1178 to float
  %1180 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1125, 27
  %1181 = bitcast i32 %1180 to float
  %1182 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1125, 28
  %1183 = bitcast i32 %1182 to float
  %1184 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1125, 29
  %1185 = bitcast i32 %1184 to float
  %1186 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1125, 30
  %1187 = bitcast i32 %1186 to float
  %1188 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1125, 31
  %1189 = bitcast i32 %1188 to float
  tail call void asm sideeffect "tcgen05.fence::before_thread_sync;", "~{memory}"() #5
  %1190 = fmul float %991, %1062
  %1191 = fmul float %991, %1064
  %1192 = fmul float %991, %1066
  %1193 = fmul float %991, %1068
  %1194 = fmul float %991, %1070
  %1195 = fmul float %991, %1072
  %1196 = fmul float %991, %1074
  %1197 = fmul float %991, %1076
  %1198 = fmul float %991, %1078
  %1199 = fmul float %991, %1080
  %1200 = fmul float %991, %1082
  %1201 = fmul float %991, %1084
  %1202 = fmul float %991, %1086
  %1203 = fmul float %991, %1088
  %1204 = fmul float %991, %1090
  %1205 = fmul float %991, %1092
  %1206 = fmul float %991, %1094
  %1207 = fmul float %991, %1096
  %1208 = fmul float %991, %1098
  %1209 = fmul float %991, %1100
  %1210 = fmul float %991, %1102
  %1211 = fmul float %991, %1104
  %1212 = fmul float %991, %1106
  %1213 = fmul float %991, %1108
  %1214 = fmul float %991, %1110
  %1215 = fmul float %991, %1112
  %1216 = fmul float %991, %1114
  %1217 = fmul float %991, %1116
  %1218 = fmul float %991, %1118
  %1219 = fmul float %991, %1120
  %1220 = fmul float %991, %1122
  %1221 = fmul float %991, %1124
  %1222 = fmul float %991, %1127
  %1223 = fmul float %991, %1129
  %1224 = fmul float %991, %1131
  %1225 = fmul float %991, %1133
  %1226 = fmul float %991, %1135
  %1227 = fmul float %991, %1137
  %1228 = fmul float %991, %1139
  %1229 = fmul float %991, %1141
  %1230 = fmul float %991, %1143
  %1231 = fmul float %991, %1145
  %1232 = fmul float %991, %1147
  %1233 = fmul float %991, %1149
  %1234 = fmul float %991, %1151
  %1235 = fmul float %991, %1153
  %1236 = fmul float %991, %1155
  %1237 = fmul float %991, %1157
  %1238 = fmul float %991, %1159
  %1239 = fmul float %991, %1161
  %1240 = fmul float %991, %1163
  %1241 = fmul float %991, %1165
  %1242 = fmul float %991, %1167
  %1243 = fmul float %991, %1169
  %1244 = fmul float %991, %1171
  %1245 = fmul float %991, %1173
  %1246 = fmul float %991, %1175
  %1247 = fmul float %991, %1177
  %1248 = fmul float %991, %1179
  %1249 = fmul float %991, %1181
  %1250 = fmul float %991, %1183
  %1251 = fmul float %991, %1185
  %1252 = fmul float %991, %1187
  %1253 = fmul float %991, %1189
  %1254 = bitcast float %1190 to i32
  %1255 = bitcast float %1191 to i32
  %1256 = bitcast float %1192 to i32
  %1257 = bitcast float %1193 to i32
  %1258 = bitcast float %1194 to i32
  %1259 = bitcast float %1195 to i32
  %1260 = bitcast float %1196 to i32
  %1261 = bitcast float %1197 to i32
  %1262 = bitcast float %1198 to i32
  %1263 = bitcast float %1199 to i32
  %1264 = bitcast float %1200 to i32
  %1265 = bitcast float %1201 to i32
  %1266 = bitcast float %1202 to i32
  %1267 = bitcast float %1203 to i32
  %1268 = bitcast float %1204 to i32
  %1269 = bitcast float %1205 to i32
  %1270 = bitcast float %1206 to i32
  %1271 = bitcast float %1207 to i32
  %1272 = bitcast float %1208 to i32
  %1273 = bitcast float %1209 to i32
  %1274 = bitcast float %1210 to i32
  %1275 = bitcast float %1211 to i32
  %1276 = bitcast float %1212 to i32
  %1277 = bitcast float %1213 to i32
  %1278 = bitcast float %1214 to i32
  %1279 = bitcast float %1215 to i32
  %1280 = bitcast float %1216 to i32
  %1281 = bitcast float %1217 to i32
  %1282 = bitcast float %1218 to i32
  %1283 = bitcast float %1219 to i32
  %1284 = bitcast float %1220 to i32
  %1285 = bitcast float %1221 to i32
  tail call void asm sideeffect "tcgen05.st.sync.aligned.32x32b.x32.b32 [$0], {$1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32};", "r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,~{memory}"(i32 %508, i32 %1254, i32 %1255, i32 %1256, i32 %1257, i32 %1258, i32 %1259, i32 %1260, i32 %1261, i32 %1262, i32 %1263, i32 %1264, i32 %1265, i32 %1266, i32 %1267, i32 %1268, i32 %1269, i32 %1270, i32 %1271, i32 %1272, i32 %1273, i32 %1274, i32 %1275, i32 %1276, i32 %1277, i32 %1278, i32 %1279, i32 %1280, i32 %1281, i32 %1282, i32 %1283, i32 %1284, i32 %1285) #5
  %1286 = bitcast float %1222 to i32
  %1287 = bitcast float %1223 to i32
  %1288 = bitcast float %1224 to i32
  %1289 = bitcast float %1225 to i32
  %1290 = bitcast float %1226 to i32
  %1291 = bitcast float %1227 to i32
  %1292 = bitcast float %1228 to i32
  %1293 = bitcast float %1229 to i32
  %1294 = bitcast float %1230 to i32
  %1295 = bitcast float %1231 to i32
  %1296 = bitcast float %1232 to i32
  %1297 = bitcast float %1233 to i32
  %1298 = bitcast float %1234 to i32
  %1299 = bitcast float %1235 to i32
  %1300 = bitcast float %1236 to i32
  %1301 = bitcast float %1237 to i32
  %1302 = bitcast float %1238 to i32
  %1303 = bitcast float %1239 to i32
  %1304 = bitcast float %1240 to i32
  %1305 = bitcast float %1241 to i32
  %1306 = bitcast float %1242 to i32
  %1307 = bitcast float %1243 to i32
  %1308 = bitcast float %1244 to i32
  %1309 = bitcast float %1245 to i32
  %1310 = bitcast float %1246 to i32
  %1311 = bitcast float %1247 to i32
  %1312 = bitcast float %1248 to i32
  %1313 = bitcast float %1249 to i32
  %1314 = bitcast float %1250 to i32
  %1315 = bitcast float %1251 to i32
  %1316 = bitcast float %1252 to i32
  %1317 = bitcast float %1253 to i32
  tail call void asm sideeffect "tcgen05.st.sync.aligned.32x32b.x32.b32 [$0], {$1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32};", "r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,~{memory}"(i32 %509, i32 %1286, i32 %1287, i32 %1288, i32 %1289, i32 %1290, i32 %1291, i32 %1292, i32 %1293, i32 %1294, i32 %1295, i32 %1296, i32 %1297, i32 %1298, i32 %1299, i32 %1300, i32 %1301, i32 %1302, i32 %1303, i32 %1304, i32 %1305, i32 %1306, i32 %1307, i32 %1308, i32 %1309, i32 %1310, i32 %1311, i32 %1312, i32 %1313, i32 %1314, i32 %1315, i32 %1316, i32 %1317) #5
  tail call void asm sideeffect "tcgen05.wait::st.sync.aligned;", "~{memory}"() #5
  tail call void asm sideeffect "tcgen05.fence::before_thread_sync;", "~{memory}"() #5
  %1318 = insertelement <8 x bfloat> poison, bfloat %1028, i64 0
  %1319 = insertelement <8 x bfloat> %1318, bfloat %1029, i64 1
  %1320 = insertelement <8 x bfloat> %1319, bfloat %1030, i64 2
  %1321 = insertelement <8 x bfloat> %1320, bfloat %1031, i64 3
  %1322 = insertelement <8 x bfloat> %1321, bfloat %1032, i64 4
  %1323 = insertelement <8 x bfloat> %1322, bfloat %1033, i64 5
  %1324 = insertelement <8 x bfloat> %1323, bfloat %1034, i64 6
  %1325 = insertelement <8 x bfloat> %1324, bfloat %1035, i64 7
  store <8 x bfloat> %1325, ptr addrspace(3) %561, align 16
  %1326 = insertelement <8 x bfloat> poison, bfloat %1036, i64 0
  %1327 = insertelement <8 x bfloat> %1326, bfloat %1037, i64 1
  %1328 = insertelement <8 x bfloat> %1327, bfloat %1038, i64 2
  %1329 = insertelement <8 x bfloat> %1328, bfloat %1039, i64 3
  %1330 = insertelement <8 x bfloat> %1329, bfloat %1040, i64 4
  %1331 = insertelement <8 x bfloat> %1330, bfloat %1041, i64 5
  %1332 = insertelement <8 x bfloat> %1331, bfloat %1042, i64 6
  %1333 = insertelement <8 x bfloat> %1332, bfloat %1043, i64 7
  store <8 x bfloat> %1333, ptr addrspace(3) %567, align 16
  %1334 = insertelement <8 x bfloat> poison, bfloat %1044, i64 0
  %1335 = insertelement <8 x bfloat> %1334, bfloat %1045, i64 1
  %1336 = insertelement <8 x bfloat> %1335, bfloat %1046, i64 2
  %1337 = insertelement <8 x bfloat> %1336, bfloat %1047, i64 3
  %1338 = insertelement <8 x bfloat> %1337, bfloat %1048, i64 4
  %1339 = insertelement <8 x bfloat> %1338, bfloat %1049, i64 5
  %1340 = insertelement <8 x bfloat> %1339, bfloat %1050, i64 6
  %1341 = insertelement <8 x bfloat> %1340, bfloat %1051, i64 7
  store <8 x bfloat> %1341, ptr addrspace(3) %573, align 16
  %1342 = insertelement <8 x bfloat> poison, bfloat %1052, i64 0
  %1343 = insertelement <8 x bfloat> %1342, bfloat %1053, i64 1
  %1344 = insertelement <8 x bfloat> %1343, bfloat %1054, i64 2
  %1345 = insertelement <8 x bfloat> %1344, bfloat %1055, i64 3
  %1346 = insertelement <8 x bfloat> %1345, bfloat %1056, i64 4
  %1347 = insertelement <8 x bfloat> %1346, bfloat %1057, i64 5
  %1348 = insertelement <8 x bfloat> %1347, bfloat %1058, i64 6
  %1349 = insertelement <8 x bfloat> %1348, bfloat %1059, i64 7
  store <8 x bfloat> %1349, ptr addrspace(3) %579, align 16
  tail call void asm sideeffect "fence.proxy.async.shared::cta;", "~{memory}"() #5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %395, label %1350, label %.critedge2.preheader

1350:                                             ; preds = %632
  %1351 = zext nneg i32 %603 to i64
  %1352 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 32768), i64 %1351
  %1353 = ptrtoint ptr addrspace(3) %1352 to i64
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #5
  %1354 = lshr exact i64 %1353, 4
  %1355 = and i64 %1354, 16320
  %1356 = or disjoint i64 %1355, 4611756662083026944
  tail call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %500, i64 %583, i64 %1356, i32 136381584, i32 1) #5
  %1357 = add i64 %1353, 2048
  %1358 = lshr exact i64 %1357, 4
  %1359 = and i64 %1358, 16320
  %1360 = or disjoint i64 %1359, 4611756662083026944
  tail call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %500, i64 %587, i64 %1360, i32 136381584, i32 1) #5
  %1361 = add i64 %1353, 4096
  %1362 = lshr exact i64 %1361, 4
  %1363 = and i64 %1362, 16320
  %1364 = or disjoint i64 %1363, 4611756662083026944
  tail call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %500, i64 %591, i64 %1364, i32 136381584, i32 1) #5
  %1365 = add i64 %1353, 6144
  %1366 = lshr exact i64 %1365, 4
  %1367 = and i64 %1366, 16320
  %1368 = or disjoint i64 %1367, 4611756662083026944
  tail call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %500, i64 %595, i64 %1368, i32 136381584, i32 1) #5
  tail call void asm sideeffect "tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 114736) to i32)) #5
  br label %.critedge2.preheader

.critedge2.preheader:                             ; preds = %632, %1350
  br label %.critedge2

.critedge2:                                       ; preds = %.critedge2.preheader, %.critedge2
  %1369 = tail call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 114736) to i32), i32 %601) #5
  %1370 = icmp eq i32 %1369, 0
  br i1 %1370, label %.critedge2, label %1371

1371:                                             ; preds = %.critedge2
  %1372 = icmp slt i32 %602, %208
  %1373 = shl i32 %599, 8
  %1374 = and i32 %1373, 16384
  %1375 = xor i32 %1374, 16384
  %1376 = zext nneg i32 %1375 to i64
  %1377 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %1376
  %1378 = or disjoint i32 %602, %14
  %1379 = add i32 %1378, %11
  %1380 = shl i32 %1379, 7
  %1381 = or disjoint i32 %1380, %46
  %1382 = sext i32 %1381 to i64
  %1383 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1382
  %1384 = ptrtoint ptr addrspace(1) %1383 to i64
  %1385 = and i64 %1384, 15
  %1386 = icmp eq i64 %1385, 0
  %1387 = icmp slt i32 %1378, %4
  %1388 = and i1 %1372, %1387
  %1389 = select i1 %1388, i32 16, i32 0
  %1390 = getelementptr i8, ptr addrspace(3) %1377, i64 %228
  br i1 %1386, label %1392, label %.preheader32

.preheader32:                                     ; preds = %1371
  %1391 = zext i1 %1388 to i32
  %invariant.op118 = or i32 %1380, %46
  br label %1395

1392:                                             ; preds = %1371
  %1393 = ptrtoint ptr addrspace(3) %1390 to i64
  %1394 = trunc i64 %1393 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1394, ptr addrspace(1) %1383, i32 %1389) #5
  br label %.loopexit33

1395:                                             ; preds = %.preheader32, %1395
  %1396 = phi i64 [ 0, %.preheader32 ], [ %1402, %1395 ]
  %1397 = trunc nuw nsw i64 %1396 to i32
  %.reass89.reass = or i32 %1397, %invariant.op118
  %1398 = sext i32 %.reass89.reass to i64
  %1399 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1398
  %1400 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1399, i32 %1391, i16 0) #5
  %1401 = getelementptr bfloat, ptr addrspace(3) %1390, i64 %1396
  store i16 %1400, ptr addrspace(3) %1401, align 2
  %1402 = add nuw nsw i64 %1396, 1
  %exitcond61.not = icmp eq i64 %1402, 8
  br i1 %exitcond61.not, label %.loopexit33, label %1395

.loopexit33:                                      ; preds = %1395, %1392
  %1403 = or disjoint i32 %602, %18
  %1404 = add i32 %1403, %11
  %1405 = shl i32 %1404, 7
  %1406 = or disjoint i32 %1405, %46
  %1407 = sext i32 %1406 to i64
  %1408 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1407
  %1409 = ptrtoint ptr addrspace(1) %1408 to i64
  %1410 = and i64 %1409, 15
  %1411 = icmp eq i64 %1410, 0
  %1412 = icmp slt i32 %1403, %4
  %1413 = and i1 %1372, %1412
  %1414 = select i1 %1413, i32 16, i32 0
  %1415 = getelementptr i8, ptr addrspace(3) %1377, i64 %255
  br i1 %1411, label %1417, label %.preheader30

.preheader30:                                     ; preds = %.loopexit33
  %1416 = zext i1 %1413 to i32
  %invariant.op119 = or i32 %1405, %46
  br label %1420

1417:                                             ; preds = %.loopexit33
  %1418 = ptrtoint ptr addrspace(3) %1415 to i64
  %1419 = trunc i64 %1418 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1419, ptr addrspace(1) %1408, i32 %1414) #5
  br label %.loopexit31

1420:                                             ; preds = %.preheader30, %1420
  %1421 = phi i64 [ 0, %.preheader30 ], [ %1427, %1420 ]
  %1422 = trunc nuw nsw i64 %1421 to i32
  %.reass91.reass = or i32 %1422, %invariant.op119
  %1423 = sext i32 %.reass91.reass to i64
  %1424 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1423
  %1425 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1424, i32 %1416, i16 0) #5
  %1426 = getelementptr bfloat, ptr addrspace(3) %1415, i64 %1421
  store i16 %1425, ptr addrspace(3) %1426, align 2
  %1427 = add nuw nsw i64 %1421, 1
  %exitcond62.not = icmp eq i64 %1427, 8
  br i1 %exitcond62.not, label %.loopexit31, label %1420

.loopexit31:                                      ; preds = %1420, %1417
  %1428 = or disjoint i32 %602, %22
  %1429 = add i32 %1428, %11
  %1430 = shl i32 %1429, 7
  %1431 = or disjoint i32 %1430, %46
  %1432 = sext i32 %1431 to i64
  %1433 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1432
  %1434 = ptrtoint ptr addrspace(1) %1433 to i64
  %1435 = and i64 %1434, 15
  %1436 = icmp eq i64 %1435, 0
  %1437 = icmp slt i32 %1428, %4
  %1438 = and i1 %1372, %1437
  %1439 = select i1 %1438, i32 16, i32 0
  %1440 = getelementptr i8, ptr addrspace(3) %1377, i64 %282
  br i1 %1436, label %1442, label %.preheader28

.preheader28:                                     ; preds = %.loopexit31
  %1441 = zext i1 %1438 to i32
  %invariant.op120 = or i32 %1430, %46
  br label %1445

1442:                                             ; preds = %.loopexit31
  %1443 = ptrtoint ptr addrspace(3) %1440 to i64
  %1444 = trunc i64 %1443 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1444, ptr addrspace(1) %1433, i32 %1439) #5
  br label %.loopexit29

1445:                                             ; preds = %.preheader28, %1445
  %1446 = phi i64 [ 0, %.preheader28 ], [ %1452, %1445 ]
  %1447 = trunc nuw nsw i64 %1446 to i32
  %.reass93.reass = or i32 %1447, %invariant.op120
  %1448 = sext i32 %.reass93.reass to i64
  %1449 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1448
  %1450 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1449, i32 %1441, i16 0) #5
  %1451 = getelementptr bfloat, ptr addrspace(3) %1440, i64 %1446
  store i16 %1450, ptr addrspace(3) %1451, align 2
  %1452 = add nuw nsw i64 %1446, 1
  %exitcond63.not = icmp eq i64 %1452, 8
  br i1 %exitcond63.not, label %.loopexit29, label %1445

.loopexit29:                                      ; preds = %1445, %1442
  %1453 = or disjoint i32 %602, %26
  %1454 = add i32 %1453, %11
  %1455 = shl i32 %1454, 7
  %1456 = or disjoint i32 %1455, %46
  %1457 = sext i32 %1456 to i64
  %1458 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1457
  %1459 = ptrtoint ptr addrspace(1) %1458 to i64
  %1460 = and i64 %1459, 15
  %1461 = icmp eq i64 %1460, 0
  %1462 = icmp slt i32 %1453, %4
  %1463 = and i1 %1372, %1462
  %1464 = select i1 %1463, i32 16, i32 0
  %1465 = getelementptr i8, ptr addrspace(3) %1377, i64 %309
  br i1 %1461, label %1467, label %.preheader26

.preheader26:                                     ; preds = %.loopexit29
  %1466 = zext i1 %1463 to i32
  %invariant.op121 = or i32 %1455, %46
  br label %1470

1467:                                             ; preds = %.loopexit29
  %1468 = ptrtoint ptr addrspace(3) %1465 to i64
  %1469 = trunc i64 %1468 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1469, ptr addrspace(1) %1458, i32 %1464) #5
  br label %.loopexit27

1470:                                             ; preds = %.preheader26, %1470
  %1471 = phi i64 [ 0, %.preheader26 ], [ %1477, %1470 ]
  %1472 = trunc nuw nsw i64 %1471 to i32
  %.reass95.reass = or i32 %1472, %invariant.op121
  %1473 = sext i32 %.reass95.reass to i64
  %1474 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1473
  %1475 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1474, i32 %1466, i16 0) #5
  %1476 = getelementptr bfloat, ptr addrspace(3) %1465, i64 %1471
  store i16 %1475, ptr addrspace(3) %1476, align 2
  %1477 = add nuw nsw i64 %1471, 1
  %exitcond64.not = icmp eq i64 %1477, 8
  br i1 %exitcond64.not, label %.loopexit27, label %1470

.loopexit27:                                      ; preds = %1470, %1467
  %1478 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 32768), i64 %1376
  %1479 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1382
  %1480 = ptrtoint ptr addrspace(1) %1479 to i64
  %1481 = and i64 %1480, 15
  %1482 = icmp eq i64 %1481, 0
  %1483 = getelementptr i8, ptr addrspace(3) %1478, i64 %228
  br i1 %1482, label %1485, label %.preheader24

.preheader24:                                     ; preds = %.loopexit27
  %1484 = zext i1 %1388 to i32
  %invariant.op122 = or i32 %1380, %46
  br label %1488

1485:                                             ; preds = %.loopexit27
  %1486 = ptrtoint ptr addrspace(3) %1483 to i64
  %1487 = trunc i64 %1486 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1487, ptr addrspace(1) %1479, i32 %1389) #5
  br label %.loopexit25

1488:                                             ; preds = %.preheader24, %1488
  %1489 = phi i64 [ 0, %.preheader24 ], [ %1495, %1488 ]
  %1490 = trunc nuw nsw i64 %1489 to i32
  %.reass97.reass = or i32 %1490, %invariant.op122
  %1491 = sext i32 %.reass97.reass to i64
  %1492 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1491
  %1493 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1492, i32 %1484, i16 0) #5
  %1494 = getelementptr bfloat, ptr addrspace(3) %1483, i64 %1489
  store i16 %1493, ptr addrspace(3) %1494, align 2
  %1495 = add nuw nsw i64 %1489, 1
  %exitcond65.not = icmp eq i64 %1495, 8
  br i1 %exitcond65.not, label %.loopexit25, label %1488

.loopexit25:                                      ; preds = %1488, %1485
  %1496 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1407
  %1497 = ptrtoint ptr addrspace(1) %1496 to i64
  %1498 = and i64 %1497, 15
  %1499 = icmp eq i64 %1498, 0
  %1500 = getelementptr i8, ptr addrspace(3) %1478, i64 %255
  br i1 %1499, label %1502, label %.preheader22

.preheader22:                                     ; preds = %.loopexit25
  %1501 = zext i1 %1413 to i32
  %invariant.op123 = or i32 %1405, %46
  br label %1505

1502:                                             ; preds = %.loopexit25
  %1503 = ptrtoint ptr addrspace(3) %1500 to i64
  %1504 = trunc i64 %1503 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1504, ptr addrspace(1) %1496, i32 %1414) #5
  br label %.loopexit23

1505:                                             ; preds = %.preheader22, %1505
  %1506 = phi i64 [ 0, %.preheader22 ], [ %1512, %1505 ]
  %1507 = trunc nuw nsw i64 %1506 to i32
  %.reass99.reass = or i32 %1507, %invariant.op123
  %1508 = sext i32 %.reass99.reass to i64
  %1509 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1508
  %1510 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1509, i32 %1501, i16 0) #5
  %1511 = getelementptr bfloat, ptr addrspace(3) %1500, i64 %1506
  store i16 %1510, ptr addrspace(3) %1511, align 2
  %1512 = add nuw nsw i64 %1506, 1
  %exitcond66.not = icmp eq i64 %1512, 8
  br i1 %exitcond66.not, label %.loopexit23, label %1505

.loopexit23:                                      ; preds = %1505, %1502
  %1513 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1432
  %1514 = ptrtoint ptr addrspace(1) %1513 to i64
  %1515 = and i64 %1514, 15
  %1516 = icmp eq i64 %1515, 0
  %1517 = getelementptr i8, ptr addrspace(3) %1478, i64 %282
  br i1 %1516, label %1519, label %.preheader20

.preheader20:                                     ; preds = %.loopexit23
  %1518 = zext i1 %1438 to i32
  %invariant.op124 = or i32 %1430, %46
  br label %1522

1519:                                             ; preds = %.loopexit23
  %1520 = ptrtoint ptr addrspace(3) %1517 to i64
  %1521 = trunc i64 %1520 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1521, ptr addrspace(1) %1513, i32 %1439) #5
  br label %.loopexit21

1522:                                             ; preds = %.preheader20, %1522
  %1523 = phi i64 [ 0, %.preheader20 ], [ %1529, %1522 ]
  %1524 = trunc nuw nsw i64 %1523 to i32
  %.reass101.reass = or i32 %1524, %invariant.op124
  %1525 = sext i32 %.reass101.reass to i64
  %1526 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1525
  %1527 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1526, i32 %1518, i16 0) #5
  %1528 = getelementptr bfloat, ptr addrspace(3) %1517, i64 %1523
  store i16 %1527, ptr addrspace(3) %1528, align 2
  %1529 = add nuw nsw i64 %1523, 1
  %exitcond67.not = icmp eq i64 %1529, 8
  br i1 %exitcond67.not, label %.loopexit21, label %1522

.loopexit21:                                      ; preds = %1522, %1519
  %1530 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1457
  %1531 = ptrtoint ptr addrspace(1) %1530 to i64
  %1532 = and i64 %1531, 15
  %1533 = icmp eq i64 %1532, 0
  %1534 = getelementptr i8, ptr addrspace(3) %1478, i64 %309
  br i1 %1533, label %1536, label %.preheader

.preheader:                                       ; preds = %.loopexit21
  %1535 = zext i1 %1463 to i32
  %invariant.op125 = or i32 %1455, %46
  br label %1539

1536:                                             ; preds = %.loopexit21
  %1537 = ptrtoint ptr addrspace(3) %1534 to i64
  %1538 = trunc i64 %1537 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1538, ptr addrspace(1) %1530, i32 %1464) #5
  br label %.loopexit

1539:                                             ; preds = %.preheader, %1539
  %1540 = phi i64 [ 0, %.preheader ], [ %1546, %1539 ]
  %1541 = trunc nuw nsw i64 %1540 to i32
  %.reass103.reass = or i32 %1541, %invariant.op125
  %1542 = sext i32 %.reass103.reass to i64
  %1543 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1542
  %1544 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1543, i32 %1535, i16 0) #5
  %1545 = getelementptr bfloat, ptr addrspace(3) %1534, i64 %1540
  store i16 %1544, ptr addrspace(3) %1545, align 2
  %1546 = add nuw nsw i64 %1540, 1
  %exitcond68.not = icmp eq i64 %1546, 8
  br i1 %exitcond68.not, label %.loopexit, label %1539

.loopexit:                                        ; preds = %1539, %1536
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #5
  br i1 %1372, label %596, label %._crit_edge

._crit_edge:                                      ; preds = %.loopexit, %.._crit_edge_crit_edge
  %.pre-phi = phi i32 [ %.pre, %.._crit_edge_crit_edge ], [ %543, %.loopexit ]
  %.lcssa50 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1027, %.loopexit ]
  %.lcssa = phi float [ 0xFFF0000000000000, %.._crit_edge_crit_edge ], [ %893, %.loopexit ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1547 = zext nneg i32 %.pre-phi to i64
  %1548 = getelementptr float, ptr addrspace(3) @attention_smem, i64 %1547
  store float %.lcssa, ptr addrspace(3) %1548, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #5
  %1549 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %508) #5
  %1550 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %509) #5
  tail call void asm sideeffect "tcgen05.fence::before_thread_sync;", "~{memory}"() #5
  tail call void asm sideeffect "tcgen05.fence::before_thread_sync;", "~{memory}"() #5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %391, label %1551, label %1552

1551:                                             ; preds = %._crit_edge
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;\0A\09tcgen05.dealloc.cta_group::1.sync.aligned.b32 $0, 64;", "r,~{memory}"(i32 %394) #5
  br label %1552

1552:                                             ; preds = %1551, %._crit_edge
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %395, label %1553, label %1554

1553:                                             ; preds = %1552
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 114704) to i32)) #5
  br label %1554

1554:                                             ; preds = %1553, %1552
  tail call void asm sideeffect "tcgen05.fence::before_thread_sync;", "~{memory}"() #5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %391, label %1555, label %1556

1555:                                             ; preds = %1554
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;\0A\09tcgen05.dealloc.cta_group::1.sync.aligned.b32 $0, 128;", "r,~{memory}"(i32 %500) #5
  br label %1556

1556:                                             ; preds = %1555, %1554
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %395, label %1557, label %1558

1557:                                             ; preds = %1556
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 114736) to i32)) #5
  br label %1558

1558:                                             ; preds = %1557, %1556
  %1559 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1550, 31
  %1560 = bitcast i32 %1559 to float
  %1561 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1550, 30
  %1562 = bitcast i32 %1561 to float
  %1563 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1550, 29
  %1564 = bitcast i32 %1563 to float
  %1565 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1550, 28
  %1566 = bitcast i32 %1565 to float
  %1567 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1550, 27
  %1568 = bitcast i32 %1567 to float
  %1569 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1550, 26
  %1570 = bitcast i32 %1569 to float
  %1571 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1550, 25
  %1572 = bitcast i32 %1571 to float
  %1573 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1550, 24
  %1574 = bitcast i32 %1573 to float
  %1575 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1550, 23
  %1576 = bitcast i32 %1575 to float
  %1577 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1550, 22
  %1578 = bitcast i32 %1577 to float
  %1579 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1550, 21
  %1580 = bitcast i32 %1579 to float
  %1581 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1550, 20
  %1582 = bitcast i32 %1581 to float
  %1583 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1550, 19
  %1584 = bitcast i32 %1583 to float
  %1585 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1550, 18
  %1586 = bitcast i32 %1585 to float
  %1587 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1550, 17
  %1588 = bitcast i32 %1587 to float
  %1589 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1550, 16
  %1590 = bitcast i32 %1589 to float
  %1591 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1550, 15
  %1592 = bitcast i32 %1591 to float
  %1593 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1550, 14
  %1594 = bitcast i32 %1593 to float
  %1595 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1550, 13
  %1596 = bitcast i32 %1595 to float
  %1597 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1550, 12
  %1598 = bitcast i32 %1597 to float
  %1599 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1550, 11
  %1600 = bitcast i32 %1599 to float
  %1601 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1550, 10
  %1602 = bitcast i32 %1601 to float
  %1603 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1550, 9
  %1604 = bitcast i32 %1603 to float
  %1605 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1550, 8
  %1606 = bitcast i32 %1605 to float
  %1607 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1550, 7
  %1608 = bitcast i32 %1607 to float
  %1609 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1550, 6
  %1610 = bitcast i32 %1609 to float
  %1611 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1550, 5
  %1612 = bitcast i32 %1611 to float
  %1613 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1550, 4
  %1614 = bitcast i32 %1613 to float
  %1615 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1550, 3
  %1616 = bitcast i32 %1615 to float
  %1617 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1550, 2
  %1618 = bitcast i32 %1617 to float
  %1619 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1550, 1
  %1620 = bitcast i32 %1619 to float
  %1621 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1550, 0
  %1622 = bitcast i32 %1621 to float
  %1623 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1549, 31
  %1624 = bitcast i32 %1623 to float
  %1625 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1549, 30
  %1626 = bitcast i32 %1625 to float
  %1627 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1549, 29
  %1628 = bitcast i32 %1627 to float
  %1629 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1549, 28
  %1630 = bitcast i32 %1629 to float
  %1631 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1549, 27
  %1632 = bitcast i32 %1631 to float
  %1633 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1549, 26
  %1634 = bitcast i32 %1633 to float
  %1635 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1549, 25
  %1636 = bitcast i32 %1635 to float
  %1637 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1549, 24
  %1638 = bitcast i32 %1637 to float
  %1639 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1549, 23
  %1640 = bitcast i32 %1639 to float
  %1641 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1549, 22
  %1642 = bitcast i32 %1641 to float
  %1643 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1549, 21
  %1644 = bitcast i32 %1643 to float
  %1645 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1549, 20
  %1646 = bitcast i32 %1645 to float
  %1647 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1549, 19
  %1648 = bitcast i32 %1647 to float
  %1649 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1549, 18
  %1650 = bitcast i32 %1649 to float
  %1651 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1549, 17
  %1652 = bitcast i32 %1651 to float
  %1653 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1549, 16
  %1654 = bitcast i32 %1653 to float
  %1655 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1549, 15
  %1656 = bitcast i32 %1655 to float
  %1657 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1549, 14
  %1658 = bitcast i32 %1657 to float
  %1659 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1549, 13
  %1660 = bitcast i32 %1659 to float
  %1661 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1549, 12
  %1662 = bitcast i32 %1661 to float
  %1663 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1549, 11
  %1664 = bitcast i32 %1663 to float
  %1665 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1549, 10
  %1666 = bitcast i32 %1665 to float
  %1667 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1549, 9
  %1668 = bitcast i32 %1667 to float
  %1669 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1549, 8
  %1670 = bitcast i32 %1669 to float
  %1671 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1549, 7
  %1672 = bitcast i32 %1671 to float
  %1673 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1549, 6
  %1674 = bitcast i32 %1673 to float
  %1675 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1549, 5
  %1676 = bitcast i32 %1675 to float
  %1677 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1549, 4
  %1678 = bitcast i32 %1677 to float
  %1679 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1549, 3
  %1680 = bitcast i32 %1679 to float
  %1681 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1549, 2
  %1682 = bitcast i32 %1681 to float
  %1683 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1549, 1
  %1684 = bitcast i32 %1683 to float
  %1685 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1549, 0
  %1686 = bitcast i32 %1685 to float
  tail call void asm sideeffect "cp.async.wait_group 0;", "~{memory}"() #5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1687 = fdiv float 1.000000e+00, %.lcssa50
  %1688 = fmul float %1687, %1686
  %1689 = fmul float %1687, %1684
  %1690 = fmul float %1687, %1682
  %1691 = fmul float %1687, %1680
  %1692 = fmul float %1687, %1678
  %1693 = fmul float %1687, %1676
  %1694 = fmul float %1687, %1674
  %1695 = fmul float %1687, %1672
  %1696 = fmul float %1687, %1670
  %1697 = fmul float %1687, %1668
  %1698 = fmul float %1687, %1666
  %1699 = fmul float %1687, %1664
  %1700 = fmul float %1687, %1662
  %1701 = fmul float %1687, %1660
  %1702 = fmul float %1687, %1658
  %1703 = fmul float %1687, %1656
  %1704 = fmul float %1687, %1654
  %1705 = fmul float %1687, %1652
  %1706 = fmul float %1687, %1650
  %1707 = fmul float %1687, %1648
  %1708 = fmul float %1687, %1646
  %1709 = fmul float %1687, %1644
  %1710 = fmul float %1687, %1642
  %1711 = fmul float %1687, %1640
  %1712 = fmul float %1687, %1638
  %1713 = fmul float %1687, %1636
  %1714 = fmul float %1687, %1634
  %1715 = fmul float %1687, %1632
  %1716 = fmul float %1687, %1630
  %1717 = fmul float %1687, %1628
  %1718 = fmul float %1687, %1626
  %1719 = fmul float %1687, %1624
  %1720 = fmul float %1687, %1622
  %1721 = fmul float %1687, %1620
  %1722 = fmul float %1687, %1618
  %1723 = fmul float %1687, %1616
  %1724 = fmul float %1687, %1614
  %1725 = fmul float %1687, %1612
  %1726 = fmul float %1687, %1610
  %1727 = fmul float %1687, %1608
  %1728 = fmul float %1687, %1606
  %1729 = fmul float %1687, %1604
  %1730 = fmul float %1687, %1602
  %1731 = fmul float %1687, %1600
  %1732 = fmul float %1687, %1598
  %1733 = fmul float %1687, %1596
  %1734 = fmul float %1687, %1594
  %1735 = fmul float %1687, %1592
  %1736 = fmul float %1687, %1590
  %1737 = fmul float %1687, %1588
  %1738 = fmul float %1687, %1586
  %1739 = fmul float %1687, %1584
  %1740 = fmul float %1687, %1582
  %1741 = fmul float %1687, %1580
  %1742 = fmul float %1687, %1578
  %1743 = fmul float %1687, %1576
  %1744 = fmul float %1687, %1574
  %1745 = fmul float %1687, %1572
  %1746 = fmul float %1687, %1570
  %1747 = fmul float %1687, %1568
  %1748 = fmul float %1687, %1566
  %1749 = fmul float %1687, %1564
  %1750 = fmul float %1687, %1562
  %1751 = fmul float %1687, %1560
  %1752 = fptrunc float %1688 to bfloat
  %1753 = fptrunc float %1689 to bfloat
  %1754 = fptrunc float %1690 to bfloat
  %1755 = fptrunc float %1691 to bfloat
  %1756 = fptrunc float %1692 to bfloat
  %1757 = fptrunc float %1693 to bfloat
  %1758 = fptrunc float %1694 to bfloat
  %1759 = fptrunc float %1695 to bfloat
  %1760 = fptrunc float %1696 to bfloat
  %1761 = fptrunc float %1697 to bfloat
  %1762 = fptrunc float %1698 to bfloat
  %1763 = fptrunc float %1699 to bfloat
  %1764 = fptrunc float %1700 to bfloat
  %1765 = fptrunc float %1701 to bfloat
  %1766 = fptrunc float %1702 to bfloat
  %1767 = fptrunc float %1703 to bfloat
  %1768 = fptrunc float %1704 to bfloat
  %1769 = fptrunc float %1705 to bfloat
  %1770 = fptrunc float %1706 to bfloat
  %1771 = fptrunc float %1707 to bfloat
  %1772 = fptrunc float %1708 to bfloat
  %1773 = fptrunc float %1709 to bfloat
  %1774 = fptrunc float %1710 to bfloat
  %1775 = fptrunc float %1711 to bfloat
  %1776 = fptrunc float %1712 to bfloat
  %1777 = fptrunc float %1713 to bfloat
  %1778 = fptrunc float %1714 to bfloat
  %1779 = fptrunc float %1715 to bfloat
  %1780 = fptrunc float %1716 to bfloat
  %1781 = fptrunc float %1717 to bfloat
  %1782 = fptrunc float %1718 to bfloat
  %1783 = fptrunc float %1719 to bfloat
  %1784 = fptrunc float %1720 to bfloat
  %1785 = fptrunc float %1721 to bfloat
  %1786 = fptrunc float %1722 to bfloat
  %1787 = fptrunc float %1723 to bfloat
  %1788 = fptrunc float %1724 to bfloat
  %1789 = fptrunc float %1725 to bfloat
  %1790 = fptrunc float %1726 to bfloat
  %1791 = fptrunc float %1727 to bfloat
  %1792 = fptrunc float %1728 to bfloat
  %1793 = fptrunc float %1729 to bfloat
  %1794 = fptrunc float %1730 to bfloat
  %1795 = fptrunc float %1731 to bfloat
  %1796 = fptrunc float %1732 to bfloat
  %1797 = fptrunc float %1733 to bfloat
  %1798 = fptrunc float %1734 to bfloat
  %1799 = fptrunc float %1735 to bfloat
  %1800 = fptrunc float %1736 to bfloat
  %1801 = fptrunc float %1737 to bfloat
  %1802 = fptrunc float %1738 to bfloat
  %1803 = fptrunc float %1739 to bfloat
  %1804 = fptrunc float %1740 to bfloat
  %1805 = fptrunc float %1741 to bfloat
  %1806 = fptrunc float %1742 to bfloat
  %1807 = fptrunc float %1743 to bfloat
  %1808 = fptrunc float %1744 to bfloat
  %1809 = fptrunc float %1745 to bfloat
  %1810 = fptrunc float %1746 to bfloat
  %1811 = fptrunc float %1747 to bfloat
  %1812 = fptrunc float %1748 to bfloat
  %1813 = fptrunc float %1749 to bfloat
  %1814 = fptrunc float %1750 to bfloat
  %1815 = fptrunc float %1751 to bfloat
  %1816 = or disjoint i32 %13, %.pre-phi
  %1817 = add i32 %11, %1816
  %1818 = shl i32 %1817, 7
  %1819 = or disjoint i32 %1818, %504
  %1820 = sext i32 %1819 to i64
  %1821 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1820
  %1822 = icmp slt i32 %1816, %4
  %1823 = ptrtoint ptr addrspace(1) %1821 to i64
  %1824 = and i64 %1823, 7
  %1825 = icmp eq i64 %1824, 0
  %1826 = and i1 %1822, %1825
  %1827 = xor i1 %1822, %1826
  %1828 = zext i1 %1826 to i32
  %1829 = bitcast bfloat %1752 to i16
  %1830 = bitcast bfloat %1753 to i16
  %1831 = bitcast bfloat %1754 to i16
  %1832 = bitcast bfloat %1755 to i16
  %1833 = zext i1 %1827 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b16 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b16 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b16 [$5+2], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b16 [$5+4], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b16 [$5+6], $4;\0A}", "r,h,h,h,h,l,r,r,r,r"(i32 %1828, i16 %1829, i16 %1830, i16 %1831, i16 %1832, ptr addrspace(1) %1821, i32 %1833, i32 %1833, i32 %1833, i32 %1833) #5
  %1834 = getelementptr i8, ptr addrspace(1) %1821, i64 8
  %1835 = ptrtoint ptr addrspace(1) %1834 to i64
  %1836 = and i64 %1835, 7
  %1837 = icmp eq i64 %1836, 0
  %1838 = and i1 %1822, %1837
  %1839 = xor i1 %1822, %1838
  %1840 = zext i1 %1838 to i32
  %1841 = bitcast bfloat %1756 to i16
  %1842 = bitcast bfloat %1757 to i16
  %1843 = bitcast bfloat %1758 to i16
  %1844 = bitcast bfloat %1759 to i16
  %1845 = zext i1 %1839 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b16 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b16 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b16 [$5+2], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b16 [$5+4], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b16 [$5+6], $4;\0A}", "r,h,h,h,h,l,r,r,r,r"(i32 %1840, i16 %1841, i16 %1842, i16 %1843, i16 %1844, ptr addrspace(1) %1834, i32 %1845, i32 %1845, i32 %1845, i32 %1845) #5
  %1846 = getelementptr i8, ptr addrspace(1) %1821, i64 16
  %1847 = ptrtoint ptr addrspace(1) %1846 to i64
  %1848 = and i64 %1847, 7
  %1849 = icmp eq i64 %1848, 0
  %1850 = and i1 %1822, %1849
  %1851 = xor i1 %1822, %1850
  %1852 = zext i1 %1850 to i32
  %1853 = bitcast bfloat %1760 to i16
  %1854 = bitcast bfloat %1761 to i16
  %1855 = bitcast bfloat %1762 to i16
  %1856 = bitcast bfloat %1763 to i16
  %1857 = zext i1 %1851 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b16 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b16 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b16 [$5+2], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b16 [$5+4], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b16 [$5+6], $4;\0A}", "r,h,h,h,h,l,r,r,r,r"(i32 %1852, i16 %1853, i16 %1854, i16 %1855, i16 %1856, ptr addrspace(1) %1846, i32 %1857, i32 %1857, i32 %1857, i32 %1857) #5
  %1858 = getelementptr i8, ptr addrspace(1) %1821, i64 24
  %1859 = ptrtoint ptr addrspace(1) %1858 to i64
  %1860 = and i64 %1859, 7
  %1861 = icmp eq i64 %1860, 0
  %1862 = and i1 %1822, %1861
  %1863 = xor i1 %1822, %1862
  %1864 = zext i1 %1862 to i32
  %1865 = bitcast bfloat %1764 to i16
  %1866 = bitcast bfloat %1765 to i16
  %1867 = bitcast bfloat %1766 to i16
  %1868 = bitcast bfloat %1767 to i16
  %1869 = zext i1 %1863 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b16 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b16 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b16 [$5+2], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b16 [$5+4], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b16 [$5+6], $4;\0A}", "r,h,h,h,h,l,r,r,r,r"(i32 %1864, i16 %1865, i16 %1866, i16 %1867, i16 %1868, ptr addrspace(1) %1858, i32 %1869, i32 %1869, i32 %1869, i32 %1869) #5
  %1870 = getelementptr i8, ptr addrspace(1) %1821, i64 32
  %1871 = ptrtoint ptr addrspace(1) %1870 to i64
  %1872 = and i64 %1871, 7
  %1873 = icmp eq i64 %1872, 0
  %1874 = and i1 %1822, %1873
  %1875 = xor i1 %1822, %1874
  %1876 = zext i1 %1874 to i32
  %1877 = bitcast bfloat %1768 to i16
  %1878 = bitcast bfloat %1769 to i16
  %1879 = bitcast bfloat %1770 to i16
  %1880 = bitcast bfloat %1771 to i16
  %1881 = zext i1 %1875 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b16 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b16 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b16 [$5+2], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b16 [$5+4], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b16 [$5+6], $4;\0A}", "r,h,h,h,h,l,r,r,r,r"(i32 %1876, i16 %1877, i16 %1878, i16 %1879, i16 %1880, ptr addrspace(1) %1870, i32 %1881, i32 %1881, i32 %1881, i32 %1881) #5
  %1882 = getelementptr i8, ptr addrspace(1) %1821, i64 40
  %1883 = ptrtoint ptr addrspace(1) %1882 to i64
  %1884 = and i64 %1883, 7
  %1885 = icmp eq i64 %1884, 0
  %1886 = and i1 %1822, %1885
  %1887 = xor i1 %1822, %1886
  %1888 = zext i1 %1886 to i32
  %1889 = bitcast bfloat %1772 to i16
  %1890 = bitcast bfloat %1773 to i16
  %1891 = bitcast bfloat %1774 to i16
  %1892 = bitcast bfloat %1775 to i16
  %1893 = zext i1 %1887 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b16 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b16 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b16 [$5+2], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b16 [$5+4], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b16 [$5+6], $4;\0A}", "r,h,h,h,h,l,r,r,r,r"(i32 %1888, i16 %1889, i16 %1890, i16 %1891, i16 %1892, ptr addrspace(1) %1882, i32 %1893, i32 %1893, i32 %1893, i32 %1893) #5
  %1894 = getelementptr i8, ptr addrspace(1) %1821, i64 48
  %1895 = ptrtoint ptr addrspace(1) %1894 to i64
  %1896 = and i64 %1895, 7
  %1897 = icmp eq i64 %1896, 0
  %1898 = and i1 %1822, %1897
  %1899 = xor i1 %1822, %1898
  %1900 = zext i1 %1898 to i32
  %1901 = bitcast bfloat %1776 to i16
  %1902 = bitcast bfloat %1777 to i16
  %1903 = bitcast bfloat %1778 to i16
  %1904 = bitcast bfloat %1779 to i16
  %1905 = zext i1 %1899 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b16 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b16 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b16 [$5+2], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b16 [$5+4], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b16 [$5+6], $4;\0A}", "r,h,h,h,h,l,r,r,r,r"(i32 %1900, i16 %1901, i16 %1902, i16 %1903, i16 %1904, ptr addrspace(1) %1894, i32 %1905, i32 %1905, i32 %1905, i32 %1905) #5
  %1906 = getelementptr i8, ptr addrspace(1) %1821, i64 56
  %1907 = ptrtoint ptr addrspace(1) %1906 to i64
  %1908 = and i64 %1907, 7
  %1909 = icmp eq i64 %1908, 0
  %1910 = and i1 %1822, %1909
  %1911 = xor i1 %1822, %1910
  %1912 = zext i1 %1910 to i32
  %1913 = bitcast bfloat %1780 to i16
  %1914 = bitcast bfloat %1781 to i16
  %1915 = bitcast bfloat %1782 to i16
  %1916 = bitcast bfloat %1783 to i16
  %1917 = zext i1 %1911 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b16 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b16 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b16 [$5+2], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b16 [$5+4], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b16 [$5+6], $4;\0A}", "r,h,h,h,h,l,r,r,r,r"(i32 %1912, i16 %1913, i16 %1914, i16 %1915, i16 %1916, ptr addrspace(1) %1906, i32 %1917, i32 %1917, i32 %1917, i32 %1917) #5
  %1918 = getelementptr i8, ptr addrspace(1) %1821, i64 64
  %1919 = ptrtoint ptr addrspace(1) %1918 to i64
  %1920 = and i64 %1919, 7
  %1921 = icmp eq i64 %1920, 0
  %1922 = and i1 %1822, %1921
  %1923 = xor i1 %1822, %1922
  %1924 = zext i1 %1922 to i32
  %1925 = bitcast bfloat %1784 to i16
  %1926 = bitcast bfloat %1785 to i16
  %1927 = bitcast bfloat %1786 to i16
  %1928 = bitcast bfloat %1787 to i16
  %1929 = zext i1 %1923 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b16 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b16 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b16 [$5+2], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b16 [$5+4], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b16 [$5+6], $4;\0A}", "r,h,h,h,h,l,r,r,r,r"(i32 %1924, i16 %1925, i16 %1926, i16 %1927, i16 %1928, ptr addrspace(1) %1918, i32 %1929, i32 %1929, i32 %1929, i32 %1929) #5
  %1930 = getelementptr i8, ptr addrspace(1) %1821, i64 72
  %1931 = ptrtoint ptr addrspace(1) %1930 to i64
  %1932 = and i64 %1931, 7
  %1933 = icmp eq i64 %1932, 0
  %1934 = and i1 %1822, %1933
  %1935 = xor i1 %1822, %1934
  %1936 = zext i1 %1934 to i32
  %1937 = bitcast bfloat %1788 to i16
  %1938 = bitcast bfloat %1789 to i16
  %1939 = bitcast bfloat %1790 to i16
  %1940 = bitcast bfloat %1791 to i16
  %1941 = zext i1 %1935 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b16 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b16 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b16 [$5+2], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b16 [$5+4], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b16 [$5+6], $4;\0A}", "r,h,h,h,h,l,r,r,r,r"(i32 %1936, i16 %1937, i16 %1938, i16 %1939, i16 %1940, ptr addrspace(1) %1930, i32 %1941, i32 %1941, i32 %1941, i32 %1941) #5
  %1942 = getelementptr i8, ptr addrspace(1) %1821, i64 80
  %1943 = ptrtoint ptr addrspace(1) %1942 to i64
  %1944 = and i64 %1943, 7
  %1945 = icmp eq i64 %1944, 0
  %1946 = and i1 %1822, %1945
  %1947 = xor i1 %1822, %1946
  %1948 = zext i1 %1946 to i32
  %1949 = bitcast bfloat %1792 to i16
  %1950 = bitcast bfloat %1793 to i16
  %1951 = bitcast bfloat %1794 to i16
  %1952 = bitcast bfloat %1795 to i16
  %1953 = zext i1 %1947 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b16 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b16 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b16 [$5+2], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b16 [$5+4], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b16 [$5+6], $4;\0A}", "r,h,h,h,h,l,r,r,r,r"(i32 %1948, i16 %1949, i16 %1950, i16 %1951, i16 %1952, ptr addrspace(1) %1942, i32 %1953, i32 %1953, i32 %1953, i32 %1953) #5
  %1954 = getelementptr i8, ptr addrspace(1) %1821, i64 88
  %1955 = ptrtoint ptr addrspace(1) %1954 to i64
  %1956 = and i64 %1955, 7
  %1957 = icmp eq i64 %1956, 0
  %1958 = and i1 %1822, %1957
  %1959 = xor i1 %1822, %1958
  %1960 = zext i1 %1958 to i32
  %1961 = bitcast bfloat %1796 to i16
  %1962 = bitcast bfloat %1797 to i16
  %1963 = bitcast bfloat %1798 to i16
  %1964 = bitcast bfloat %1799 to i16
  %1965 = zext i1 %1959 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b16 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b16 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b16 [$5+2], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b16 [$5+4], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b16 [$5+6], $4;\0A}", "r,h,h,h,h,l,r,r,r,r"(i32 %1960, i16 %1961, i16 %1962, i16 %1963, i16 %1964, ptr addrspace(1) %1954, i32 %1965, i32 %1965, i32 %1965, i32 %1965) #5
  %1966 = getelementptr i8, ptr addrspace(1) %1821, i64 96
  %1967 = ptrtoint ptr addrspace(1) %1966 to i64
  %1968 = and i64 %1967, 7
  %1969 = icmp eq i64 %1968, 0
  %1970 = and i1 %1822, %1969
  %1971 = xor i1 %1822, %1970
  %1972 = zext i1 %1970 to i32
  %1973 = bitcast bfloat %1800 to i16
  %1974 = bitcast bfloat %1801 to i16
  %1975 = bitcast bfloat %1802 to i16
  %1976 = bitcast bfloat %1803 to i16
  %1977 = zext i1 %1971 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b16 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b16 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b16 [$5+2], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b16 [$5+4], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b16 [$5+6], $4;\0A}", "r,h,h,h,h,l,r,r,r,r"(i32 %1972, i16 %1973, i16 %1974, i16 %1975, i16 %1976, ptr addrspace(1) %1966, i32 %1977, i32 %1977, i32 %1977, i32 %1977) #5
  %1978 = getelementptr i8, ptr addrspace(1) %1821, i64 104
  %1979 = ptrtoint ptr addrspace(1) %1978 to i64
  %1980 = and i64 %1979, 7
  %1981 = icmp eq i64 %1980, 0
  %1982 = and i1 %1822, %1981
  %1983 = xor i1 %1822, %1982
  %1984 = zext i1 %1982 to i32
  %1985 = bitcast bfloat %1804 to i16
  %1986 = bitcast bfloat %1805 to i16
  %1987 = bitcast bfloat %1806 to i16
  %1988 = bitcast bfloat %1807 to i16
  %1989 = zext i1 %1983 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b16 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b16 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b16 [$5+2], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b16 [$5+4], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b16 [$5+6], $4;\0A}", "r,h,h,h,h,l,r,r,r,r"(i32 %1984, i16 %1985, i16 %1986, i16 %1987, i16 %1988, ptr addrspace(1) %1978, i32 %1989, i32 %1989, i32 %1989, i32 %1989) #5
  %1990 = getelementptr i8, ptr addrspace(1) %1821, i64 112
  %1991 = ptrtoint ptr addrspace(1) %1990 to i64
  %1992 = and i64 %1991, 7
  %1993 = icmp eq i64 %1992, 0
  %1994 = and i1 %1822, %1993
  %1995 = xor i1 %1822, %1994
  %1996 = zext i1 %1994 to i32
  %1997 = bitcast bfloat %1808 to i16
  %1998 = bitcast bfloat %1809 to i16
  %1999 = bitcast bfloat %1810 to i16
  %2000 = bitcast bfloat %1811 to i16
  %2001 = zext i1 %1995 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b16 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b16 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b16 [$5+2], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b16 [$5+4], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b16 [$5+6], $4;\0A}", "r,h,h,h,h,l,r,r,r,r"(i32 %1996, i16 %1997, i16 %1998, i16 %1999, i16 %2000, ptr addrspace(1) %1990, i32 %2001, i32 %2001, i32 %2001, i32 %2001) #5
  %2002 = getelementptr i8, ptr addrspace(1) %1821, i64 120
  %2003 = ptrtoint ptr addrspace(1) %2002 to i64
  %2004 = and i64 %2003, 7
  %2005 = icmp eq i64 %2004, 0
  %2006 = and i1 %1822, %2005
  %2007 = xor i1 %1822, %2006
  %2008 = zext i1 %2006 to i32
  %2009 = bitcast bfloat %1812 to i16
  %2010 = bitcast bfloat %1813 to i16
  %2011 = bitcast bfloat %1814 to i16
  %2012 = bitcast bfloat %1815 to i16
  %2013 = zext i1 %2007 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b16 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b16 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b16 [$5+2], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b16 [$5+4], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b16 [$5+6], $4;\0A}", "r,h,h,h,h,l,r,r,r,r"(i32 %2008, i16 %2009, i16 %2010, i16 %2011, i16 %2012, ptr addrspace(1) %2002, i32 %2013, i32 %2013, i32 %2013, i32 %2013) #5
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

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.ftz.f32(float) #4

attributes #0 = { nounwind "nvvm.reqntid"="256" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
