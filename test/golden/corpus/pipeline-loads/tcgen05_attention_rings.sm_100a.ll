; ModuleID = 'tile_kernels'
source_filename = "tile_kernels"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

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
  %30 = or disjoint i32 %15, 64
  %31 = add i32 %11, %30
  %32 = shl i32 %31, 7
  %33 = or disjoint i32 %15, 80
  %34 = add i32 %11, %33
  %35 = shl i32 %34, 7
  %36 = or disjoint i32 %15, 96
  %37 = add i32 %11, %36
  %38 = shl i32 %37, 7
  %39 = or disjoint i32 %15, 112
  %40 = add i32 %11, %39
  %41 = shl i32 %40, 7
  %42 = and i32 %8, 120
  %43 = or disjoint i32 %17, %42
  %44 = or disjoint i32 %21, %42
  %45 = or disjoint i32 %25, %42
  %46 = or disjoint i32 %29, %42
  %47 = or disjoint i32 %32, %42
  %48 = or disjoint i32 %35, %42
  %49 = or disjoint i32 %38, %42
  %50 = or disjoint i32 %41, %42
  %51 = icmp slt i32 %15, %4
  %52 = icmp slt i32 %19, %4
  %53 = icmp slt i32 %23, %4
  %54 = icmp slt i32 %27, %4
  %55 = icmp slt i32 %30, %4
  %56 = icmp slt i32 %33, %4
  %57 = icmp slt i32 %36, %4
  %58 = icmp slt i32 %39, %4
  %59 = sext i32 %43 to i64
  %60 = getelementptr bfloat, ptr addrspace(1) %0, i64 %59
  %61 = ptrtoint ptr addrspace(1) %60 to i64
  %62 = and i64 %61, 15
  %63 = icmp eq i64 %62, 0
  %64 = and i1 %51, %63
  %65 = xor i1 %51, %64
  %66 = zext i1 %64 to i32
  %67 = zext i1 %65 to i32
  %68 = tail call { i16, i16, i16, i16, i16, i16, i16, i16 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $8, 0;\0Amov.b16 $0, $18;\0Amov.b16 $1, $18;\0Amov.b16 $2, $18;\0Amov.b16 $3, $18;\0Amov.b16 $4, $18;\0Amov.b16 $5, $18;\0Amov.b16 $6, $18;\0Amov.b16 $7, $18;\0A.reg .b32 %tile_w<4>;\0A@%tile_v ld.global.v4.b32 {%tile_w0, %tile_w1, %tile_w2, %tile_w3}, [$9];\0A@%tile_v mov.b32 {$0, $1}, %tile_w0;\0A@%tile_v mov.b32 {$2, $3}, %tile_w1;\0A@%tile_v mov.b32 {$4, $5}, %tile_w2;\0A@%tile_v mov.b32 {$6, $7}, %tile_w3;\0Asetp.ne.b32 %tile_p, $10, 0;\0A@%tile_p ld.global.b16 $0, [$9];\0Asetp.ne.b32 %tile_p, $11, 0;\0A@%tile_p ld.global.b16 $1, [$9+2];\0Asetp.ne.b32 %tile_p, $12, 0;\0A@%tile_p ld.global.b16 $2, [$9+4];\0Asetp.ne.b32 %tile_p, $13, 0;\0A@%tile_p ld.global.b16 $3, [$9+6];\0Asetp.ne.b32 %tile_p, $14, 0;\0A@%tile_p ld.global.b16 $4, [$9+8];\0Asetp.ne.b32 %tile_p, $15, 0;\0A@%tile_p ld.global.b16 $5, [$9+10];\0Asetp.ne.b32 %tile_p, $16, 0;\0A@%tile_p ld.global.b16 $6, [$9+12];\0Asetp.ne.b32 %tile_p, $17, 0;\0A@%tile_p ld.global.b16 $7, [$9+14];\0A}", "=&h,=&h,=&h,=&h,=&h,=&h,=&h,=&h,r,l,r,r,r,r,r,r,r,r,h"(i32 %66, ptr addrspace(1) %60, i32 %67, i32 %67, i32 %67, i32 %67, i32 %67, i32 %67, i32 %67, i32 %67, i16 0) #5
  %69 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %68, 0
  %70 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %68, 1
  %71 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %68, 2
  %72 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %68, 3
  %73 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %68, 4
  %74 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %68, 5
  %75 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %68, 6
  %76 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %68, 7
  %77 = sext i32 %44 to i64
  %78 = getelementptr bfloat, ptr addrspace(1) %0, i64 %77
  %79 = ptrtoint ptr addrspace(1) %78 to i64
  %80 = and i64 %79, 15
  %81 = icmp eq i64 %80, 0
  %82 = and i1 %52, %81
  %83 = xor i1 %52, %82
  %84 = zext i1 %82 to i32
  %85 = zext i1 %83 to i32
  %86 = tail call { i16, i16, i16, i16, i16, i16, i16, i16 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $8, 0;\0Amov.b16 $0, $18;\0Amov.b16 $1, $18;\0Amov.b16 $2, $18;\0Amov.b16 $3, $18;\0Amov.b16 $4, $18;\0Amov.b16 $5, $18;\0Amov.b16 $6, $18;\0Amov.b16 $7, $18;\0A.reg .b32 %tile_w<4>;\0A@%tile_v ld.global.v4.b32 {%tile_w0, %tile_w1, %tile_w2, %tile_w3}, [$9];\0A@%tile_v mov.b32 {$0, $1}, %tile_w0;\0A@%tile_v mov.b32 {$2, $3}, %tile_w1;\0A@%tile_v mov.b32 {$4, $5}, %tile_w2;\0A@%tile_v mov.b32 {$6, $7}, %tile_w3;\0Asetp.ne.b32 %tile_p, $10, 0;\0A@%tile_p ld.global.b16 $0, [$9];\0Asetp.ne.b32 %tile_p, $11, 0;\0A@%tile_p ld.global.b16 $1, [$9+2];\0Asetp.ne.b32 %tile_p, $12, 0;\0A@%tile_p ld.global.b16 $2, [$9+4];\0Asetp.ne.b32 %tile_p, $13, 0;\0A@%tile_p ld.global.b16 $3, [$9+6];\0Asetp.ne.b32 %tile_p, $14, 0;\0A@%tile_p ld.global.b16 $4, [$9+8];\0Asetp.ne.b32 %tile_p, $15, 0;\0A@%tile_p ld.global.b16 $5, [$9+10];\0Asetp.ne.b32 %tile_p, $16, 0;\0A@%tile_p ld.global.b16 $6, [$9+12];\0Asetp.ne.b32 %tile_p, $17, 0;\0A@%tile_p ld.global.b16 $7, [$9+14];\0A}", "=&h,=&h,=&h,=&h,=&h,=&h,=&h,=&h,r,l,r,r,r,r,r,r,r,r,h"(i32 %84, ptr addrspace(1) %78, i32 %85, i32 %85, i32 %85, i32 %85, i32 %85, i32 %85, i32 %85, i32 %85, i16 0) #5
  %87 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %86, 0
  %88 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %86, 1
  %89 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %86, 2
  %90 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %86, 3
  %91 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %86, 4
  %92 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %86, 5
  %93 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %86, 6
  %94 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %86, 7
  %95 = sext i32 %45 to i64
  %96 = getelementptr bfloat, ptr addrspace(1) %0, i64 %95
  %97 = ptrtoint ptr addrspace(1) %96 to i64
  %98 = and i64 %97, 15
  %99 = icmp eq i64 %98, 0
  %100 = and i1 %53, %99
  %101 = xor i1 %53, %100
  %102 = zext i1 %100 to i32
  %103 = zext i1 %101 to i32
  %104 = tail call { i16, i16, i16, i16, i16, i16, i16, i16 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $8, 0;\0Amov.b16 $0, $18;\0Amov.b16 $1, $18;\0Amov.b16 $2, $18;\0Amov.b16 $3, $18;\0Amov.b16 $4, $18;\0Amov.b16 $5, $18;\0Amov.b16 $6, $18;\0Amov.b16 $7, $18;\0A.reg .b32 %tile_w<4>;\0A@%tile_v ld.global.v4.b32 {%tile_w0, %tile_w1, %tile_w2, %tile_w3}, [$9];\0A@%tile_v mov.b32 {$0, $1}, %tile_w0;\0A@%tile_v mov.b32 {$2, $3}, %tile_w1;\0A@%tile_v mov.b32 {$4, $5}, %tile_w2;\0A@%tile_v mov.b32 {$6, $7}, %tile_w3;\0Asetp.ne.b32 %tile_p, $10, 0;\0A@%tile_p ld.global.b16 $0, [$9];\0Asetp.ne.b32 %tile_p, $11, 0;\0A@%tile_p ld.global.b16 $1, [$9+2];\0Asetp.ne.b32 %tile_p, $12, 0;\0A@%tile_p ld.global.b16 $2, [$9+4];\0Asetp.ne.b32 %tile_p, $13, 0;\0A@%tile_p ld.global.b16 $3, [$9+6];\0Asetp.ne.b32 %tile_p, $14, 0;\0A@%tile_p ld.global.b16 $4, [$9+8];\0Asetp.ne.b32 %tile_p, $15, 0;\0A@%tile_p ld.global.b16 $5, [$9+10];\0Asetp.ne.b32 %tile_p, $16, 0;\0A@%tile_p ld.global.b16 $6, [$9+12];\0Asetp.ne.b32 %tile_p, $17, 0;\0A@%tile_p ld.global.b16 $7, [$9+14];\0A}", "=&h,=&h,=&h,=&h,=&h,=&h,=&h,=&h,r,l,r,r,r,r,r,r,r,r,h"(i32 %102, ptr addrspace(1) %96, i32 %103, i32 %103, i32 %103, i32 %103, i32 %103, i32 %103, i32 %103, i32 %103, i16 0) #5
  %105 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %104, 0
  %106 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %104, 1
  %107 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %104, 2
  %108 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %104, 3
  %109 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %104, 4
  %110 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %104, 5
  %111 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %104, 6
  %112 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %104, 7
  %113 = sext i32 %46 to i64
  %114 = getelementptr bfloat, ptr addrspace(1) %0, i64 %113
  %115 = ptrtoint ptr addrspace(1) %114 to i64
  %116 = and i64 %115, 15
  %117 = icmp eq i64 %116, 0
  %118 = and i1 %54, %117
  %119 = xor i1 %54, %118
  %120 = zext i1 %118 to i32
  %121 = zext i1 %119 to i32
  %122 = tail call { i16, i16, i16, i16, i16, i16, i16, i16 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $8, 0;\0Amov.b16 $0, $18;\0Amov.b16 $1, $18;\0Amov.b16 $2, $18;\0Amov.b16 $3, $18;\0Amov.b16 $4, $18;\0Amov.b16 $5, $18;\0Amov.b16 $6, $18;\0Amov.b16 $7, $18;\0A.reg .b32 %tile_w<4>;\0A@%tile_v ld.global.v4.b32 {%tile_w0, %tile_w1, %tile_w2, %tile_w3}, [$9];\0A@%tile_v mov.b32 {$0, $1}, %tile_w0;\0A@%tile_v mov.b32 {$2, $3}, %tile_w1;\0A@%tile_v mov.b32 {$4, $5}, %tile_w2;\0A@%tile_v mov.b32 {$6, $7}, %tile_w3;\0Asetp.ne.b32 %tile_p, $10, 0;\0A@%tile_p ld.global.b16 $0, [$9];\0Asetp.ne.b32 %tile_p, $11, 0;\0A@%tile_p ld.global.b16 $1, [$9+2];\0Asetp.ne.b32 %tile_p, $12, 0;\0A@%tile_p ld.global.b16 $2, [$9+4];\0Asetp.ne.b32 %tile_p, $13, 0;\0A@%tile_p ld.global.b16 $3, [$9+6];\0Asetp.ne.b32 %tile_p, $14, 0;\0A@%tile_p ld.global.b16 $4, [$9+8];\0Asetp.ne.b32 %tile_p, $15, 0;\0A@%tile_p ld.global.b16 $5, [$9+10];\0Asetp.ne.b32 %tile_p, $16, 0;\0A@%tile_p ld.global.b16 $6, [$9+12];\0Asetp.ne.b32 %tile_p, $17, 0;\0A@%tile_p ld.global.b16 $7, [$9+14];\0A}", "=&h,=&h,=&h,=&h,=&h,=&h,=&h,=&h,r,l,r,r,r,r,r,r,r,r,h"(i32 %120, ptr addrspace(1) %114, i32 %121, i32 %121, i32 %121, i32 %121, i32 %121, i32 %121, i32 %121, i32 %121, i16 0) #5
  %123 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %122, 0
  %124 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %122, 1
  %125 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %122, 2
  %126 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %122, 3
  %127 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %122, 4
  %128 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %122, 5
  %129 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %122, 6
  %130 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %122, 7
  %131 = sext i32 %47 to i64
  %132 = getelementptr bfloat, ptr addrspace(1) %0, i64 %131
  %133 = ptrtoint ptr addrspace(1) %132 to i64
  %134 = and i64 %133, 15
  %135 = icmp eq i64 %134, 0
  %136 = and i1 %55, %135
  %137 = xor i1 %55, %136
  %138 = zext i1 %136 to i32
  %139 = zext i1 %137 to i32
  %140 = tail call { i16, i16, i16, i16, i16, i16, i16, i16 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $8, 0;\0Amov.b16 $0, $18;\0Amov.b16 $1, $18;\0Amov.b16 $2, $18;\0Amov.b16 $3, $18;\0Amov.b16 $4, $18;\0Amov.b16 $5, $18;\0Amov.b16 $6, $18;\0Amov.b16 $7, $18;\0A.reg .b32 %tile_w<4>;\0A@%tile_v ld.global.v4.b32 {%tile_w0, %tile_w1, %tile_w2, %tile_w3}, [$9];\0A@%tile_v mov.b32 {$0, $1}, %tile_w0;\0A@%tile_v mov.b32 {$2, $3}, %tile_w1;\0A@%tile_v mov.b32 {$4, $5}, %tile_w2;\0A@%tile_v mov.b32 {$6, $7}, %tile_w3;\0Asetp.ne.b32 %tile_p, $10, 0;\0A@%tile_p ld.global.b16 $0, [$9];\0Asetp.ne.b32 %tile_p, $11, 0;\0A@%tile_p ld.global.b16 $1, [$9+2];\0Asetp.ne.b32 %tile_p, $12, 0;\0A@%tile_p ld.global.b16 $2, [$9+4];\0Asetp.ne.b32 %tile_p, $13, 0;\0A@%tile_p ld.global.b16 $3, [$9+6];\0Asetp.ne.b32 %tile_p, $14, 0;\0A@%tile_p ld.global.b16 $4, [$9+8];\0Asetp.ne.b32 %tile_p, $15, 0;\0A@%tile_p ld.global.b16 $5, [$9+10];\0Asetp.ne.b32 %tile_p, $16, 0;\0A@%tile_p ld.global.b16 $6, [$9+12];\0Asetp.ne.b32 %tile_p, $17, 0;\0A@%tile_p ld.global.b16 $7, [$9+14];\0A}", "=&h,=&h,=&h,=&h,=&h,=&h,=&h,=&h,r,l,r,r,r,r,r,r,r,r,h"(i32 %138, ptr addrspace(1) %132, i32 %139, i32 %139, i32 %139, i32 %139, i32 %139, i32 %139, i32 %139, i32 %139, i16 0) #5
  %141 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %140, 0
  %142 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %140, 1
  %143 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %140, 2
  %144 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %140, 3
  %145 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %140, 4
  %146 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %140, 5
  %147 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %140, 6
  %148 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %140, 7
  %149 = sext i32 %48 to i64
  %150 = getelementptr bfloat, ptr addrspace(1) %0, i64 %149
  %151 = ptrtoint ptr addrspace(1) %150 to i64
  %152 = and i64 %151, 15
  %153 = icmp eq i64 %152, 0
  %154 = and i1 %56, %153
  %155 = xor i1 %56, %154
  %156 = zext i1 %154 to i32
  %157 = zext i1 %155 to i32
  %158 = tail call { i16, i16, i16, i16, i16, i16, i16, i16 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $8, 0;\0Amov.b16 $0, $18;\0Amov.b16 $1, $18;\0Amov.b16 $2, $18;\0Amov.b16 $3, $18;\0Amov.b16 $4, $18;\0Amov.b16 $5, $18;\0Amov.b16 $6, $18;\0Amov.b16 $7, $18;\0A.reg .b32 %tile_w<4>;\0A@%tile_v ld.global.v4.b32 {%tile_w0, %tile_w1, %tile_w2, %tile_w3}, [$9];\0A@%tile_v mov.b32 {$0, $1}, %tile_w0;\0A@%tile_v mov.b32 {$2, $3}, %tile_w1;\0A@%tile_v mov.b32 {$4, $5}, %tile_w2;\0A@%tile_v mov.b32 {$6, $7}, %tile_w3;\0Asetp.ne.b32 %tile_p, $10, 0;\0A@%tile_p ld.global.b16 $0, [$9];\0Asetp.ne.b32 %tile_p, $11, 0;\0A@%tile_p ld.global.b16 $1, [$9+2];\0Asetp.ne.b32 %tile_p, $12, 0;\0A@%tile_p ld.global.b16 $2, [$9+4];\0Asetp.ne.b32 %tile_p, $13, 0;\0A@%tile_p ld.global.b16 $3, [$9+6];\0Asetp.ne.b32 %tile_p, $14, 0;\0A@%tile_p ld.global.b16 $4, [$9+8];\0Asetp.ne.b32 %tile_p, $15, 0;\0A@%tile_p ld.global.b16 $5, [$9+10];\0Asetp.ne.b32 %tile_p, $16, 0;\0A@%tile_p ld.global.b16 $6, [$9+12];\0Asetp.ne.b32 %tile_p, $17, 0;\0A@%tile_p ld.global.b16 $7, [$9+14];\0A}", "=&h,=&h,=&h,=&h,=&h,=&h,=&h,=&h,r,l,r,r,r,r,r,r,r,r,h"(i32 %156, ptr addrspace(1) %150, i32 %157, i32 %157, i32 %157, i32 %157, i32 %157, i32 %157, i32 %157, i32 %157, i16 0) #5
  %159 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %158, 0
  %160 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %158, 1
  %161 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %158, 2
  %162 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %158, 3
  %163 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %158, 4
  %164 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %158, 5
  %165 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %158, 6
  %166 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %158, 7
  %167 = sext i32 %49 to i64
  %168 = getelementptr bfloat, ptr addrspace(1) %0, i64 %167
  %169 = ptrtoint ptr addrspace(1) %168 to i64
  %170 = and i64 %169, 15
  %171 = icmp eq i64 %170, 0
  %172 = and i1 %57, %171
  %173 = xor i1 %57, %172
  %174 = zext i1 %172 to i32
  %175 = zext i1 %173 to i32
  %176 = tail call { i16, i16, i16, i16, i16, i16, i16, i16 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $8, 0;\0Amov.b16 $0, $18;\0Amov.b16 $1, $18;\0Amov.b16 $2, $18;\0Amov.b16 $3, $18;\0Amov.b16 $4, $18;\0Amov.b16 $5, $18;\0Amov.b16 $6, $18;\0Amov.b16 $7, $18;\0A.reg .b32 %tile_w<4>;\0A@%tile_v ld.global.v4.b32 {%tile_w0, %tile_w1, %tile_w2, %tile_w3}, [$9];\0A@%tile_v mov.b32 {$0, $1}, %tile_w0;\0A@%tile_v mov.b32 {$2, $3}, %tile_w1;\0A@%tile_v mov.b32 {$4, $5}, %tile_w2;\0A@%tile_v mov.b32 {$6, $7}, %tile_w3;\0Asetp.ne.b32 %tile_p, $10, 0;\0A@%tile_p ld.global.b16 $0, [$9];\0Asetp.ne.b32 %tile_p, $11, 0;\0A@%tile_p ld.global.b16 $1, [$9+2];\0Asetp.ne.b32 %tile_p, $12, 0;\0A@%tile_p ld.global.b16 $2, [$9+4];\0Asetp.ne.b32 %tile_p, $13, 0;\0A@%tile_p ld.global.b16 $3, [$9+6];\0Asetp.ne.b32 %tile_p, $14, 0;\0A@%tile_p ld.global.b16 $4, [$9+8];\0Asetp.ne.b32 %tile_p, $15, 0;\0A@%tile_p ld.global.b16 $5, [$9+10];\0Asetp.ne.b32 %tile_p, $16, 0;\0A@%tile_p ld.global.b16 $6, [$9+12];\0Asetp.ne.b32 %tile_p, $17, 0;\0A@%tile_p ld.global.b16 $7, [$9+14];\0A}", "=&h,=&h,=&h,=&h,=&h,=&h,=&h,=&h,r,l,r,r,r,r,r,r,r,r,h"(i32 %174, ptr addrspace(1) %168, i32 %175, i32 %175, i32 %175, i32 %175, i32 %175, i32 %175, i32 %175, i32 %175, i16 0) #5
  %177 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %176, 0
  %178 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %176, 1
  %179 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %176, 2
  %180 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %176, 3
  %181 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %176, 4
  %182 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %176, 5
  %183 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %176, 6
  %184 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %176, 7
  %185 = sext i32 %50 to i64
  %186 = getelementptr bfloat, ptr addrspace(1) %0, i64 %185
  %187 = ptrtoint ptr addrspace(1) %186 to i64
  %188 = and i64 %187, 15
  %189 = icmp eq i64 %188, 0
  %190 = and i1 %58, %189
  %191 = xor i1 %58, %190
  %192 = zext i1 %190 to i32
  %193 = zext i1 %191 to i32
  %194 = tail call { i16, i16, i16, i16, i16, i16, i16, i16 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $8, 0;\0Amov.b16 $0, $18;\0Amov.b16 $1, $18;\0Amov.b16 $2, $18;\0Amov.b16 $3, $18;\0Amov.b16 $4, $18;\0Amov.b16 $5, $18;\0Amov.b16 $6, $18;\0Amov.b16 $7, $18;\0A.reg .b32 %tile_w<4>;\0A@%tile_v ld.global.v4.b32 {%tile_w0, %tile_w1, %tile_w2, %tile_w3}, [$9];\0A@%tile_v mov.b32 {$0, $1}, %tile_w0;\0A@%tile_v mov.b32 {$2, $3}, %tile_w1;\0A@%tile_v mov.b32 {$4, $5}, %tile_w2;\0A@%tile_v mov.b32 {$6, $7}, %tile_w3;\0Asetp.ne.b32 %tile_p, $10, 0;\0A@%tile_p ld.global.b16 $0, [$9];\0Asetp.ne.b32 %tile_p, $11, 0;\0A@%tile_p ld.global.b16 $1, [$9+2];\0Asetp.ne.b32 %tile_p, $12, 0;\0A@%tile_p ld.global.b16 $2, [$9+4];\0Asetp.ne.b32 %tile_p, $13, 0;\0A@%tile_p ld.global.b16 $3, [$9+6];\0Asetp.ne.b32 %tile_p, $14, 0;\0A@%tile_p ld.global.b16 $4, [$9+8];\0Asetp.ne.b32 %tile_p, $15, 0;\0A@%tile_p ld.global.b16 $5, [$9+10];\0Asetp.ne.b32 %tile_p, $16, 0;\0A@%tile_p ld.global.b16 $6, [$9+12];\0Asetp.ne.b32 %tile_p, $17, 0;\0A@%tile_p ld.global.b16 $7, [$9+14];\0A}", "=&h,=&h,=&h,=&h,=&h,=&h,=&h,=&h,r,l,r,r,r,r,r,r,r,r,h"(i32 %192, ptr addrspace(1) %186, i32 %193, i32 %193, i32 %193, i32 %193, i32 %193, i32 %193, i32 %193, i32 %193, i16 0) #5
  %195 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %194, 0
  %196 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %194, 1
  %197 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %194, 2
  %198 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %194, 3
  %199 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %194, 4
  %200 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %194, 5
  %201 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %194, 6
  %202 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %194, 7
  %203 = fmul float %5, 0x3FF7154760000000
  %204 = add i32 %13, 128
  %205 = icmp sgt i32 %204, 0
  %206 = shl nuw nsw i32 %14, 7
  %207 = add i32 %12, %206
  %208 = or disjoint i32 %207, %42
  %209 = sext i32 %208 to i64
  %210 = getelementptr bfloat, ptr addrspace(1) %1, i64 %209
  %211 = ptrtoint ptr addrspace(1) %210 to i64
  %212 = and i64 %211, 15
  %213 = icmp eq i64 %212, 0
  %214 = icmp slt i32 %14, %4
  %215 = and i1 %205, %214
  %216 = select i1 %215, i32 16, i32 0
  %217 = shl nuw nsw i32 %7, 10
  %218 = and i32 %217, 8192
  %219 = xor i32 %14, %7
  %220 = shl nuw nsw i32 %219, 4
  %221 = and i32 %220, 112
  %222 = or disjoint i32 %218, %221
  %223 = or disjoint i32 %222, %206
  %224 = zext nneg i32 %223 to i64
  %225 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %224
  br i1 %213, label %227, label %.preheader46

.preheader46:                                     ; preds = %6
  %226 = zext i1 %215 to i32
  %invariant.op = or i32 %207, %42
  br label %230

227:                                              ; preds = %6
  %228 = ptrtoint ptr addrspace(3) %225 to i64
  %229 = trunc i64 %228 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %229, ptr addrspace(1) %210, i32 %216) #5
  br label %.loopexit47

230:                                              ; preds = %.preheader46, %230
  %231 = phi i64 [ 0, %.preheader46 ], [ %237, %230 ]
  %232 = trunc nuw nsw i64 %231 to i32
  %.reass.reass = or i32 %232, %invariant.op
  %233 = sext i32 %.reass.reass to i64
  %234 = getelementptr bfloat, ptr addrspace(1) %1, i64 %233
  %235 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %234, i32 %226, i16 0) #5
  %236 = getelementptr bfloat, ptr addrspace(3) %225, i64 %231
  store i16 %235, ptr addrspace(3) %236, align 2
  %237 = add nuw nsw i64 %231, 1
  %exitcond.not = icmp eq i64 %237, 8
  br i1 %exitcond.not, label %.loopexit47, label %230

.loopexit47:                                      ; preds = %230, %227
  %238 = shl nuw nsw i32 %18, 7
  %239 = add i32 %12, %238
  %240 = or disjoint i32 %239, %42
  %241 = sext i32 %240 to i64
  %242 = getelementptr bfloat, ptr addrspace(1) %1, i64 %241
  %243 = ptrtoint ptr addrspace(1) %242 to i64
  %244 = and i64 %243, 15
  %245 = icmp eq i64 %244, 0
  %246 = icmp slt i32 %18, %4
  %247 = and i1 %205, %246
  %248 = select i1 %247, i32 16, i32 0
  %249 = shl nuw nsw i32 %7, 4
  %250 = xor i32 %249, %7
  %251 = and i32 %250, 112
  %252 = or disjoint i32 %251, %218
  %253 = or disjoint i32 %252, %238
  %254 = zext nneg i32 %253 to i64
  %255 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %254
  br i1 %245, label %257, label %.preheader44

.preheader44:                                     ; preds = %.loopexit47
  %256 = zext i1 %247 to i32
  %invariant.op556 = or i32 %239, %42
  br label %260

257:                                              ; preds = %.loopexit47
  %258 = ptrtoint ptr addrspace(3) %255 to i64
  %259 = trunc i64 %258 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %259, ptr addrspace(1) %242, i32 %248) #5
  br label %.loopexit45

260:                                              ; preds = %.preheader44, %260
  %261 = phi i64 [ 0, %.preheader44 ], [ %267, %260 ]
  %262 = trunc nuw nsw i64 %261 to i32
  %.reass329.reass = or i32 %262, %invariant.op556
  %263 = sext i32 %.reass329.reass to i64
  %264 = getelementptr bfloat, ptr addrspace(1) %1, i64 %263
  %265 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %264, i32 %256, i16 0) #5
  %266 = getelementptr bfloat, ptr addrspace(3) %255, i64 %261
  store i16 %265, ptr addrspace(3) %266, align 2
  %267 = add nuw nsw i64 %261, 1
  %exitcond244.not = icmp eq i64 %267, 8
  br i1 %exitcond244.not, label %.loopexit45, label %260

.loopexit45:                                      ; preds = %260, %257
  %268 = shl nuw nsw i32 %22, 7
  %269 = add i32 %12, %268
  %270 = or disjoint i32 %269, %42
  %271 = sext i32 %270 to i64
  %272 = getelementptr bfloat, ptr addrspace(1) %1, i64 %271
  %273 = ptrtoint ptr addrspace(1) %272 to i64
  %274 = and i64 %273, 15
  %275 = icmp eq i64 %274, 0
  %276 = icmp slt i32 %22, %4
  %277 = and i1 %205, %276
  %278 = select i1 %277, i32 16, i32 0
  %279 = or disjoint i32 %252, %268
  %280 = zext nneg i32 %279 to i64
  %281 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %280
  br i1 %275, label %283, label %.preheader42

.preheader42:                                     ; preds = %.loopexit45
  %282 = zext i1 %277 to i32
  %invariant.op557 = or i32 %269, %42
  br label %286

283:                                              ; preds = %.loopexit45
  %284 = ptrtoint ptr addrspace(3) %281 to i64
  %285 = trunc i64 %284 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %285, ptr addrspace(1) %272, i32 %278) #5
  br label %.loopexit43

286:                                              ; preds = %.preheader42, %286
  %287 = phi i64 [ 0, %.preheader42 ], [ %293, %286 ]
  %288 = trunc nuw nsw i64 %287 to i32
  %.reass331.reass = or i32 %288, %invariant.op557
  %289 = sext i32 %.reass331.reass to i64
  %290 = getelementptr bfloat, ptr addrspace(1) %1, i64 %289
  %291 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %290, i32 %282, i16 0) #5
  %292 = getelementptr bfloat, ptr addrspace(3) %281, i64 %287
  store i16 %291, ptr addrspace(3) %292, align 2
  %293 = add nuw nsw i64 %287, 1
  %exitcond245.not = icmp eq i64 %293, 8
  br i1 %exitcond245.not, label %.loopexit43, label %286

.loopexit43:                                      ; preds = %286, %283
  %294 = shl nuw nsw i32 %26, 7
  %295 = add i32 %12, %294
  %296 = or disjoint i32 %295, %42
  %297 = sext i32 %296 to i64
  %298 = getelementptr bfloat, ptr addrspace(1) %1, i64 %297
  %299 = ptrtoint ptr addrspace(1) %298 to i64
  %300 = and i64 %299, 15
  %301 = icmp eq i64 %300, 0
  %302 = icmp slt i32 %26, %4
  %303 = and i1 %205, %302
  %304 = select i1 %303, i32 16, i32 0
  %305 = or disjoint i32 %252, %294
  %306 = zext nneg i32 %305 to i64
  %307 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %306
  br i1 %301, label %309, label %.preheader40

.preheader40:                                     ; preds = %.loopexit43
  %308 = zext i1 %303 to i32
  %invariant.op558 = or i32 %295, %42
  br label %312

309:                                              ; preds = %.loopexit43
  %310 = ptrtoint ptr addrspace(3) %307 to i64
  %311 = trunc i64 %310 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %311, ptr addrspace(1) %298, i32 %304) #5
  br label %.loopexit41

312:                                              ; preds = %.preheader40, %312
  %313 = phi i64 [ 0, %.preheader40 ], [ %319, %312 ]
  %314 = trunc nuw nsw i64 %313 to i32
  %.reass333.reass = or i32 %314, %invariant.op558
  %315 = sext i32 %.reass333.reass to i64
  %316 = getelementptr bfloat, ptr addrspace(1) %1, i64 %315
  %317 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %316, i32 %308, i16 0) #5
  %318 = getelementptr bfloat, ptr addrspace(3) %307, i64 %313
  store i16 %317, ptr addrspace(3) %318, align 2
  %319 = add nuw nsw i64 %313, 1
  %exitcond246.not = icmp eq i64 %319, 8
  br i1 %exitcond246.not, label %.loopexit41, label %312

.loopexit41:                                      ; preds = %312, %309
  %320 = getelementptr bfloat, ptr addrspace(1) %2, i64 %209
  %321 = ptrtoint ptr addrspace(1) %320 to i64
  %322 = and i64 %321, 15
  %323 = icmp eq i64 %322, 0
  %324 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 32768), i64 %224
  br i1 %323, label %326, label %.preheader38

.preheader38:                                     ; preds = %.loopexit41
  %325 = zext i1 %215 to i32
  %invariant.op559 = or i32 %207, %42
  br label %329

326:                                              ; preds = %.loopexit41
  %327 = ptrtoint ptr addrspace(3) %324 to i64
  %328 = trunc i64 %327 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %328, ptr addrspace(1) %320, i32 %216) #5
  br label %.loopexit39

329:                                              ; preds = %.preheader38, %329
  %330 = phi i64 [ 0, %.preheader38 ], [ %336, %329 ]
  %331 = trunc nuw nsw i64 %330 to i32
  %.reass335.reass = or i32 %331, %invariant.op559
  %332 = sext i32 %.reass335.reass to i64
  %333 = getelementptr bfloat, ptr addrspace(1) %2, i64 %332
  %334 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %333, i32 %325, i16 0) #5
  %335 = getelementptr bfloat, ptr addrspace(3) %324, i64 %330
  store i16 %334, ptr addrspace(3) %335, align 2
  %336 = add nuw nsw i64 %330, 1
  %exitcond247.not = icmp eq i64 %336, 8
  br i1 %exitcond247.not, label %.loopexit39, label %329

.loopexit39:                                      ; preds = %329, %326
  %337 = getelementptr bfloat, ptr addrspace(1) %2, i64 %241
  %338 = ptrtoint ptr addrspace(1) %337 to i64
  %339 = and i64 %338, 15
  %340 = icmp eq i64 %339, 0
  %341 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 32768), i64 %254
  br i1 %340, label %343, label %.preheader36

.preheader36:                                     ; preds = %.loopexit39
  %342 = zext i1 %247 to i32
  %invariant.op560 = or i32 %239, %42
  br label %346

343:                                              ; preds = %.loopexit39
  %344 = ptrtoint ptr addrspace(3) %341 to i64
  %345 = trunc i64 %344 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %345, ptr addrspace(1) %337, i32 %248) #5
  br label %.loopexit37

346:                                              ; preds = %.preheader36, %346
  %347 = phi i64 [ 0, %.preheader36 ], [ %353, %346 ]
  %348 = trunc nuw nsw i64 %347 to i32
  %.reass337.reass = or i32 %348, %invariant.op560
  %349 = sext i32 %.reass337.reass to i64
  %350 = getelementptr bfloat, ptr addrspace(1) %2, i64 %349
  %351 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %350, i32 %342, i16 0) #5
  %352 = getelementptr bfloat, ptr addrspace(3) %341, i64 %347
  store i16 %351, ptr addrspace(3) %352, align 2
  %353 = add nuw nsw i64 %347, 1
  %exitcond248.not = icmp eq i64 %353, 8
  br i1 %exitcond248.not, label %.loopexit37, label %346

.loopexit37:                                      ; preds = %346, %343
  %354 = getelementptr bfloat, ptr addrspace(1) %2, i64 %271
  %355 = ptrtoint ptr addrspace(1) %354 to i64
  %356 = and i64 %355, 15
  %357 = icmp eq i64 %356, 0
  %358 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 32768), i64 %280
  br i1 %357, label %360, label %.preheader34

.preheader34:                                     ; preds = %.loopexit37
  %359 = zext i1 %277 to i32
  %invariant.op561 = or i32 %269, %42
  br label %363

360:                                              ; preds = %.loopexit37
  %361 = ptrtoint ptr addrspace(3) %358 to i64
  %362 = trunc i64 %361 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %362, ptr addrspace(1) %354, i32 %278) #5
  br label %.loopexit35

363:                                              ; preds = %.preheader34, %363
  %364 = phi i64 [ 0, %.preheader34 ], [ %370, %363 ]
  %365 = trunc nuw nsw i64 %364 to i32
  %.reass339.reass = or i32 %365, %invariant.op561
  %366 = sext i32 %.reass339.reass to i64
  %367 = getelementptr bfloat, ptr addrspace(1) %2, i64 %366
  %368 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %367, i32 %359, i16 0) #5
  %369 = getelementptr bfloat, ptr addrspace(3) %358, i64 %364
  store i16 %368, ptr addrspace(3) %369, align 2
  %370 = add nuw nsw i64 %364, 1
  %exitcond249.not = icmp eq i64 %370, 8
  br i1 %exitcond249.not, label %.loopexit35, label %363

.loopexit35:                                      ; preds = %363, %360
  %371 = getelementptr bfloat, ptr addrspace(1) %2, i64 %297
  %372 = ptrtoint ptr addrspace(1) %371 to i64
  %373 = and i64 %372, 15
  %374 = icmp eq i64 %373, 0
  %375 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 32768), i64 %306
  br i1 %374, label %377, label %.preheader32

.preheader32:                                     ; preds = %.loopexit35
  %376 = zext i1 %303 to i32
  %invariant.op562 = or i32 %295, %42
  br label %380

377:                                              ; preds = %.loopexit35
  %378 = ptrtoint ptr addrspace(3) %375 to i64
  %379 = trunc i64 %378 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %379, ptr addrspace(1) %371, i32 %304) #5
  br label %.loopexit33

380:                                              ; preds = %.preheader32, %380
  %381 = phi i64 [ 0, %.preheader32 ], [ %387, %380 ]
  %382 = trunc nuw nsw i64 %381 to i32
  %.reass341.reass = or i32 %382, %invariant.op562
  %383 = sext i32 %.reass341.reass to i64
  %384 = getelementptr bfloat, ptr addrspace(1) %2, i64 %383
  %385 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %384, i32 %376, i16 0) #5
  %386 = getelementptr bfloat, ptr addrspace(3) %375, i64 %381
  store i16 %385, ptr addrspace(3) %386, align 2
  %387 = add nuw nsw i64 %381, 1
  %exitcond250.not = icmp eq i64 %387, 8
  br i1 %exitcond250.not, label %.loopexit33, label %380

.loopexit33:                                      ; preds = %380, %377
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %388 = lshr i32 %7, 7
  %389 = mul nuw nsw i32 %388, 1152
  %390 = lshr exact i32 %42, 3
  %391 = mul nuw nsw i32 %390, 72
  %392 = shl nuw nsw i32 %14, 3
  %393 = and i32 %392, 56
  %394 = or disjoint i32 %393, %389
  %395 = add nuw nsw i32 %394, %391
  %396 = shl nuw nsw i32 %395, 1
  %397 = zext nneg i32 %396 to i64
  %398 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 65536), i64 %397
  %399 = insertelement <8 x i16> poison, i16 %69, i64 0
  %400 = insertelement <8 x i16> %399, i16 %70, i64 1
  %401 = insertelement <8 x i16> %400, i16 %71, i64 2
  %402 = insertelement <8 x i16> %401, i16 %72, i64 3
  %403 = insertelement <8 x i16> %402, i16 %73, i64 4
  %404 = insertelement <8 x i16> %403, i16 %74, i64 5
  %405 = insertelement <8 x i16> %404, i16 %75, i64 6
  %406 = insertelement <8 x i16> %405, i16 %76, i64 7
  store <8 x i16> %406, ptr addrspace(3) %398, align 16
  %407 = getelementptr i8, ptr addrspace(3) %398, i64 4608
  %408 = insertelement <8 x i16> poison, i16 %87, i64 0
  %409 = insertelement <8 x i16> %408, i16 %88, i64 1
  %410 = insertelement <8 x i16> %409, i16 %89, i64 2
  %411 = insertelement <8 x i16> %410, i16 %90, i64 3
  %412 = insertelement <8 x i16> %411, i16 %91, i64 4
  %413 = insertelement <8 x i16> %412, i16 %92, i64 5
  %414 = insertelement <8 x i16> %413, i16 %93, i64 6
  %415 = insertelement <8 x i16> %414, i16 %94, i64 7
  store <8 x i16> %415, ptr addrspace(3) %407, align 16
  %416 = getelementptr i8, ptr addrspace(3) %398, i64 9216
  %417 = insertelement <8 x i16> poison, i16 %105, i64 0
  %418 = insertelement <8 x i16> %417, i16 %106, i64 1
  %419 = insertelement <8 x i16> %418, i16 %107, i64 2
  %420 = insertelement <8 x i16> %419, i16 %108, i64 3
  %421 = insertelement <8 x i16> %420, i16 %109, i64 4
  %422 = insertelement <8 x i16> %421, i16 %110, i64 5
  %423 = insertelement <8 x i16> %422, i16 %111, i64 6
  %424 = insertelement <8 x i16> %423, i16 %112, i64 7
  store <8 x i16> %424, ptr addrspace(3) %416, align 16
  %425 = getelementptr i8, ptr addrspace(3) %398, i64 13824
  %426 = insertelement <8 x i16> poison, i16 %123, i64 0
  %427 = insertelement <8 x i16> %426, i16 %124, i64 1
  %428 = insertelement <8 x i16> %427, i16 %125, i64 2
  %429 = insertelement <8 x i16> %428, i16 %126, i64 3
  %430 = insertelement <8 x i16> %429, i16 %127, i64 4
  %431 = insertelement <8 x i16> %430, i16 %128, i64 5
  %432 = insertelement <8 x i16> %431, i16 %129, i64 6
  %433 = insertelement <8 x i16> %432, i16 %130, i64 7
  store <8 x i16> %433, ptr addrspace(3) %425, align 16
  %434 = getelementptr i8, ptr addrspace(3) %398, i64 18432
  %435 = insertelement <8 x i16> poison, i16 %141, i64 0
  %436 = insertelement <8 x i16> %435, i16 %142, i64 1
  %437 = insertelement <8 x i16> %436, i16 %143, i64 2
  %438 = insertelement <8 x i16> %437, i16 %144, i64 3
  %439 = insertelement <8 x i16> %438, i16 %145, i64 4
  %440 = insertelement <8 x i16> %439, i16 %146, i64 5
  %441 = insertelement <8 x i16> %440, i16 %147, i64 6
  %442 = insertelement <8 x i16> %441, i16 %148, i64 7
  store <8 x i16> %442, ptr addrspace(3) %434, align 16
  %443 = getelementptr i8, ptr addrspace(3) %398, i64 23040
  %444 = insertelement <8 x i16> poison, i16 %159, i64 0
  %445 = insertelement <8 x i16> %444, i16 %160, i64 1
  %446 = insertelement <8 x i16> %445, i16 %161, i64 2
  %447 = insertelement <8 x i16> %446, i16 %162, i64 3
  %448 = insertelement <8 x i16> %447, i16 %163, i64 4
  %449 = insertelement <8 x i16> %448, i16 %164, i64 5
  %450 = insertelement <8 x i16> %449, i16 %165, i64 6
  %451 = insertelement <8 x i16> %450, i16 %166, i64 7
  store <8 x i16> %451, ptr addrspace(3) %443, align 16
  %452 = getelementptr i8, ptr addrspace(3) %398, i64 27648
  %453 = insertelement <8 x i16> poison, i16 %177, i64 0
  %454 = insertelement <8 x i16> %453, i16 %178, i64 1
  %455 = insertelement <8 x i16> %454, i16 %179, i64 2
  %456 = insertelement <8 x i16> %455, i16 %180, i64 3
  %457 = insertelement <8 x i16> %456, i16 %181, i64 4
  %458 = insertelement <8 x i16> %457, i16 %182, i64 5
  %459 = insertelement <8 x i16> %458, i16 %183, i64 6
  %460 = insertelement <8 x i16> %459, i16 %184, i64 7
  store <8 x i16> %460, ptr addrspace(3) %452, align 16
  %461 = getelementptr i8, ptr addrspace(3) %398, i64 32256
  %462 = insertelement <8 x i16> poison, i16 %195, i64 0
  %463 = insertelement <8 x i16> %462, i16 %196, i64 1
  %464 = insertelement <8 x i16> %463, i16 %197, i64 2
  %465 = insertelement <8 x i16> %464, i16 %198, i64 3
  %466 = insertelement <8 x i16> %465, i16 %199, i64 4
  %467 = insertelement <8 x i16> %466, i16 %200, i64 5
  %468 = insertelement <8 x i16> %467, i16 %201, i64 6
  %469 = insertelement <8 x i16> %468, i16 %202, i64 7
  store <8 x i16> %469, ptr addrspace(3) %461, align 16
  tail call void asm sideeffect "fence.proxy.async.shared::cta;", "~{memory}"() #5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %205, label %.lr.ph, label %.loopexit33.._crit_edge_crit_edge

.loopexit33.._crit_edge_crit_edge:                ; preds = %.loopexit33
  %.pre = and i32 %7, 127
  %.pre259 = or disjoint i32 %13, %.pre
  br label %._crit_edge

.lr.ph:                                           ; preds = %.loopexit33
  %470 = icmp eq i32 %7, 0
  %471 = icmp samesign ult i32 %7, 32
  %472 = lshr exact i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 65536) to i32), 4
  %473 = and i32 %472, 16320
  %474 = zext nneg i32 %473 to i64
  %475 = or disjoint i64 %474, 70987220058112
  %476 = lshr exact i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 65536) to i32), i32 288), 4
  %477 = and i32 %476, 16338
  %478 = zext nneg i32 %477 to i64
  %479 = or disjoint i64 %478, 70987220058112
  %480 = lshr exact i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 65536) to i32), i32 576), 4
  %481 = and i32 %480, 16356
  %482 = zext nneg i32 %481 to i64
  %483 = or disjoint i64 %482, 70987220058112
  %484 = lshr exact i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 65536) to i32), i32 864), 4
  %485 = and i32 %484, 16374
  %486 = zext nneg i32 %485 to i64
  %487 = or disjoint i64 %486, 70987220058112
  %488 = lshr exact i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 65536) to i32), i32 1152), 4
  %489 = and i32 %488, 16328
  %490 = zext nneg i32 %489 to i64
  %491 = or disjoint i64 %490, 70987220058112
  %492 = lshr exact i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 65536) to i32), i32 1440), 4
  %493 = and i32 %492, 16346
  %494 = zext nneg i32 %493 to i64
  %495 = or disjoint i64 %494, 70987220058112
  %496 = lshr exact i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 65536) to i32), i32 1728), 4
  %497 = and i32 %496, 16364
  %498 = zext nneg i32 %497 to i64
  %499 = or disjoint i64 %498, 70987220058112
  %500 = lshr exact i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 65536) to i32), i32 2016), 4
  %501 = and i32 %500, 16382
  %502 = zext nneg i32 %501 to i64
  %503 = or disjoint i64 %502, 70987220058112
  %504 = shl nuw nsw i32 %388, 5
  %505 = shl nuw nsw i32 %7, 16
  %506 = and i32 %505, 6291456
  %507 = or disjoint i32 %504, %506
  %508 = and i32 %7, 127
  %509 = or disjoint i32 %13, %508
  %510 = or disjoint i32 %504, 8
  %511 = or disjoint i32 %504, 9
  %512 = or disjoint i32 %504, 10
  %513 = or disjoint i32 %504, 11
  %514 = or disjoint i32 %504, 12
  %515 = or disjoint i32 %504, 13
  %516 = or disjoint i32 %504, 14
  %517 = or disjoint i32 %504, 15
  %518 = or disjoint i32 %504, 16
  %519 = or disjoint i32 %504, 17
  %520 = or disjoint i32 %504, 18
  %521 = or disjoint i32 %504, 19
  %522 = or disjoint i32 %504, 20
  %523 = or disjoint i32 %504, 21
  %524 = or disjoint i32 %504, 22
  %525 = or disjoint i32 %504, 23
  %526 = or disjoint i32 %504, 24
  %527 = or disjoint i32 %504, 25
  %528 = or disjoint i32 %504, 26
  %529 = or disjoint i32 %504, 27
  %530 = or disjoint i32 %504, 28
  %531 = or disjoint i32 %504, 29
  %532 = or disjoint i32 %504, 30
  %533 = or disjoint i32 %504, 31
  %534 = shl nuw nsw i32 %508, 1
  %535 = or disjoint i32 %534, %388
  %536 = zext nneg i32 %535 to i64
  %537 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 102400), i64 %536
  %538 = zext nneg i32 %534 to i64
  %539 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 102400), i64 %538
  %540 = getelementptr i8, ptr addrspace(3) %539, i64 4
  %541 = lshr i32 %508, 3
  %542 = mul nuw nsw i32 %541, 576
  %543 = mul nuw nsw i32 %388, 288
  %544 = and i32 %8, 56
  %545 = add nuw nsw i32 %542, %543
  %546 = add nuw nsw i32 %545, %544
  %547 = zext nneg i32 %546 to i64
  %548 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 102416), i64 %547
  %549 = or disjoint i32 %544, 1
  %550 = add nuw nsw i32 %545, %549
  %551 = zext nneg i32 %550 to i64
  %552 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 102416), i64 %551
  %553 = or disjoint i32 %544, 2
  %554 = add nuw nsw i32 %545, %553
  %555 = zext nneg i32 %554 to i64
  %556 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 102416), i64 %555
  %557 = or disjoint i32 %544, 3
  %558 = add nuw nsw i32 %545, %557
  %559 = zext nneg i32 %558 to i64
  %560 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 102416), i64 %559
  %561 = or disjoint i32 %544, 4
  %562 = add nuw nsw i32 %545, %561
  %563 = zext nneg i32 %562 to i64
  %564 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 102416), i64 %563
  %565 = or disjoint i32 %544, 5
  %566 = add nuw nsw i32 %545, %565
  %567 = zext nneg i32 %566 to i64
  %568 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 102416), i64 %567
  %569 = or disjoint i32 %544, 6
  %570 = add nuw nsw i32 %545, %569
  %571 = zext nneg i32 %570 to i64
  %572 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 102416), i64 %571
  %573 = or disjoint i32 %544, 7
  %574 = add nuw nsw i32 %545, %573
  %575 = zext nneg i32 %574 to i64
  %576 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 102416), i64 %575
  %577 = lshr exact i32 %510, 3
  %578 = mul nuw nsw i32 %577, 72
  %579 = or disjoint i32 %542, %544
  %580 = add nuw nsw i32 %579, %578
  %581 = zext nneg i32 %580 to i64
  %582 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 102416), i64 %581
  %583 = lshr i32 %511, 3
  %584 = mul nuw nsw i32 %583, 72
  %585 = or disjoint i32 %549, %542
  %586 = add nuw nsw i32 %585, %584
  %587 = zext nneg i32 %586 to i64
  %588 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 102416), i64 %587
  %589 = lshr i32 %512, 3
  %590 = mul nuw nsw i32 %589, 72
  %591 = or disjoint i32 %553, %542
  %592 = add nuw nsw i32 %591, %590
  %593 = zext nneg i32 %592 to i64
  %594 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 102416), i64 %593
  %595 = lshr i32 %513, 3
  %596 = mul nuw nsw i32 %595, 72
  %597 = or disjoint i32 %557, %542
  %598 = add nuw nsw i32 %597, %596
  %599 = zext nneg i32 %598 to i64
  %600 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 102416), i64 %599
  %601 = lshr i32 %514, 3
  %602 = mul nuw nsw i32 %601, 72
  %603 = or disjoint i32 %561, %542
  %604 = add nuw nsw i32 %603, %602
  %605 = zext nneg i32 %604 to i64
  %606 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 102416), i64 %605
  %607 = lshr i32 %515, 3
  %608 = mul nuw nsw i32 %607, 72
  %609 = or disjoint i32 %565, %542
  %610 = add nuw nsw i32 %609, %608
  %611 = zext nneg i32 %610 to i64
  %612 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 102416), i64 %611
  %613 = lshr i32 %516, 3
  %614 = mul nuw nsw i32 %613, 72
  %615 = or disjoint i32 %569, %542
  %616 = add nuw nsw i32 %615, %614
  %617 = zext nneg i32 %616 to i64
  %618 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 102416), i64 %617
  %619 = lshr i32 %517, 3
  %620 = mul nuw nsw i32 %619, 72
  %621 = or disjoint i32 %573, %542
  %622 = add nuw nsw i32 %621, %620
  %623 = zext nneg i32 %622 to i64
  %624 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 102416), i64 %623
  %625 = lshr exact i32 %518, 3
  %626 = mul nuw nsw i32 %625, 72
  %627 = add nuw nsw i32 %579, %626
  %628 = zext nneg i32 %627 to i64
  %629 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 102416), i64 %628
  %630 = lshr i32 %519, 3
  %631 = mul nuw nsw i32 %630, 72
  %632 = add nuw nsw i32 %585, %631
  %633 = zext nneg i32 %632 to i64
  %634 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 102416), i64 %633
  %635 = lshr i32 %520, 3
  %636 = mul nuw nsw i32 %635, 72
  %637 = add nuw nsw i32 %591, %636
  %638 = zext nneg i32 %637 to i64
  %639 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 102416), i64 %638
  %640 = lshr i32 %521, 3
  %641 = mul nuw nsw i32 %640, 72
  %642 = add nuw nsw i32 %597, %641
  %643 = zext nneg i32 %642 to i64
  %644 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 102416), i64 %643
  %645 = lshr i32 %522, 3
  %646 = mul nuw nsw i32 %645, 72
  %647 = add nuw nsw i32 %603, %646
  %648 = zext nneg i32 %647 to i64
  %649 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 102416), i64 %648
  %650 = lshr i32 %523, 3
  %651 = mul nuw nsw i32 %650, 72
  %652 = add nuw nsw i32 %609, %651
  %653 = zext nneg i32 %652 to i64
  %654 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 102416), i64 %653
  %655 = lshr i32 %524, 3
  %656 = mul nuw nsw i32 %655, 72
  %657 = add nuw nsw i32 %615, %656
  %658 = zext nneg i32 %657 to i64
  %659 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 102416), i64 %658
  %660 = lshr i32 %525, 3
  %661 = mul nuw nsw i32 %660, 72
  %662 = add nuw nsw i32 %621, %661
  %663 = zext nneg i32 %662 to i64
  %664 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 102416), i64 %663
  %665 = lshr exact i32 %526, 3
  %666 = mul nuw nsw i32 %665, 72
  %667 = add nuw nsw i32 %579, %666
  %668 = zext nneg i32 %667 to i64
  %669 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 102416), i64 %668
  %670 = lshr i32 %527, 3
  %671 = mul nuw nsw i32 %670, 72
  %672 = add nuw nsw i32 %585, %671
  %673 = zext nneg i32 %672 to i64
  %674 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 102416), i64 %673
  %675 = lshr i32 %528, 3
  %676 = mul nuw nsw i32 %675, 72
  %677 = add nuw nsw i32 %591, %676
  %678 = zext nneg i32 %677 to i64
  %679 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 102416), i64 %678
  %680 = lshr i32 %529, 3
  %681 = mul nuw nsw i32 %680, 72
  %682 = add nuw nsw i32 %597, %681
  %683 = zext nneg i32 %682 to i64
  %684 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 102416), i64 %683
  %685 = lshr i32 %530, 3
  %686 = mul nuw nsw i32 %685, 72
  %687 = add nuw nsw i32 %603, %686
  %688 = zext nneg i32 %687 to i64
  %689 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 102416), i64 %688
  %690 = lshr i32 %531, 3
  %691 = mul nuw nsw i32 %690, 72
  %692 = add nuw nsw i32 %609, %691
  %693 = zext nneg i32 %692 to i64
  %694 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 102416), i64 %693
  %695 = lshr i32 %532, 3
  %696 = mul nuw nsw i32 %695, 72
  %697 = add nuw nsw i32 %615, %696
  %698 = zext nneg i32 %697 to i64
  %699 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 102416), i64 %698
  %700 = lshr i32 %533, 3
  %701 = mul nuw nsw i32 %700, 72
  %702 = add nuw nsw i32 %621, %701
  %703 = zext nneg i32 %702 to i64
  %704 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 102416), i64 %703
  %705 = shl nuw nsw i32 %388, 6
  %706 = or disjoint i32 %705, %506
  %707 = lshr exact i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 102400) to i32), i32 16), 4
  %708 = and i32 %707, 16321
  %709 = zext nneg i32 %708 to i64
  %710 = or disjoint i64 %709, 70677982412800
  %711 = lshr exact i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 102400) to i32), i32 304), 4
  %712 = and i32 %711, 16339
  %713 = zext nneg i32 %712 to i64
  %714 = or disjoint i64 %713, 70677982412800
  %715 = lshr exact i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 102400) to i32), i32 592), 4
  %716 = and i32 %715, 16357
  %717 = zext nneg i32 %716 to i64
  %718 = or disjoint i64 %717, 70677982412800
  %719 = lshr exact i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 102400) to i32), i32 880), 4
  %720 = and i32 %719, 16375
  %721 = zext nneg i32 %720 to i64
  %722 = or disjoint i64 %721, 70677982412800
  br label %723

723:                                              ; preds = %.lr.ph, %.loopexit
  %724 = phi float [ 0xFFF0000000000000, %.lr.ph ], [ %1091, %.loopexit ]
  %725 = phi float [ 0.000000e+00, %.lr.ph ], [ %1541, %.loopexit ]
  %726 = phi float [ 0.000000e+00, %.lr.ph ], [ %1539, %.loopexit ]
  %727 = phi float [ 0.000000e+00, %.lr.ph ], [ %1537, %.loopexit ]
  %728 = phi float [ 0.000000e+00, %.lr.ph ], [ %1535, %.loopexit ]
  %729 = phi float [ 0.000000e+00, %.lr.ph ], [ %1533, %.loopexit ]
  %730 = phi float [ 0.000000e+00, %.lr.ph ], [ %1531, %.loopexit ]
  %731 = phi float [ 0.000000e+00, %.lr.ph ], [ %1529, %.loopexit ]
  %732 = phi float [ 0.000000e+00, %.lr.ph ], [ %1527, %.loopexit ]
  %733 = phi float [ 0.000000e+00, %.lr.ph ], [ %1525, %.loopexit ]
  %734 = phi float [ 0.000000e+00, %.lr.ph ], [ %1523, %.loopexit ]
  %735 = phi float [ 0.000000e+00, %.lr.ph ], [ %1521, %.loopexit ]
  %736 = phi float [ 0.000000e+00, %.lr.ph ], [ %1519, %.loopexit ]
  %737 = phi float [ 0.000000e+00, %.lr.ph ], [ %1517, %.loopexit ]
  %738 = phi float [ 0.000000e+00, %.lr.ph ], [ %1515, %.loopexit ]
  %739 = phi float [ 0.000000e+00, %.lr.ph ], [ %1513, %.loopexit ]
  %740 = phi float [ 0.000000e+00, %.lr.ph ], [ %1511, %.loopexit ]
  %741 = phi float [ 0.000000e+00, %.lr.ph ], [ %1509, %.loopexit ]
  %742 = phi float [ 0.000000e+00, %.lr.ph ], [ %1507, %.loopexit ]
  %743 = phi float [ 0.000000e+00, %.lr.ph ], [ %1505, %.loopexit ]
  %744 = phi float [ 0.000000e+00, %.lr.ph ], [ %1503, %.loopexit ]
  %745 = phi float [ 0.000000e+00, %.lr.ph ], [ %1501, %.loopexit ]
  %746 = phi float [ 0.000000e+00, %.lr.ph ], [ %1499, %.loopexit ]
  %747 = phi float [ 0.000000e+00, %.lr.ph ], [ %1497, %.loopexit ]
  %748 = phi float [ 0.000000e+00, %.lr.ph ], [ %1495, %.loopexit ]
  %749 = phi float [ 0.000000e+00, %.lr.ph ], [ %1493, %.loopexit ]
  %750 = phi float [ 0.000000e+00, %.lr.ph ], [ %1491, %.loopexit ]
  %751 = phi float [ 0.000000e+00, %.lr.ph ], [ %1489, %.loopexit ]
  %752 = phi float [ 0.000000e+00, %.lr.ph ], [ %1487, %.loopexit ]
  %753 = phi float [ 0.000000e+00, %.lr.ph ], [ %1485, %.loopexit ]
  %754 = phi float [ 0.000000e+00, %.lr.ph ], [ %1483, %.loopexit ]
  %755 = phi float [ 0.000000e+00, %.lr.ph ], [ %1481, %.loopexit ]
  %756 = phi float [ 0.000000e+00, %.lr.ph ], [ %1479, %.loopexit ]
  %757 = phi float [ 0.000000e+00, %.lr.ph ], [ %1476, %.loopexit ]
  %758 = phi float [ 0.000000e+00, %.lr.ph ], [ %1474, %.loopexit ]
  %759 = phi float [ 0.000000e+00, %.lr.ph ], [ %1472, %.loopexit ]
  %760 = phi float [ 0.000000e+00, %.lr.ph ], [ %1470, %.loopexit ]
  %761 = phi float [ 0.000000e+00, %.lr.ph ], [ %1468, %.loopexit ]
  %762 = phi float [ 0.000000e+00, %.lr.ph ], [ %1466, %.loopexit ]
  %763 = phi float [ 0.000000e+00, %.lr.ph ], [ %1464, %.loopexit ]
  %764 = phi float [ 0.000000e+00, %.lr.ph ], [ %1462, %.loopexit ]
  %765 = phi float [ 0.000000e+00, %.lr.ph ], [ %1460, %.loopexit ]
  %766 = phi float [ 0.000000e+00, %.lr.ph ], [ %1458, %.loopexit ]
  %767 = phi float [ 0.000000e+00, %.lr.ph ], [ %1456, %.loopexit ]
  %768 = phi float [ 0.000000e+00, %.lr.ph ], [ %1454, %.loopexit ]
  %769 = phi float [ 0.000000e+00, %.lr.ph ], [ %1452, %.loopexit ]
  %770 = phi float [ 0.000000e+00, %.lr.ph ], [ %1450, %.loopexit ]
  %771 = phi float [ 0.000000e+00, %.lr.ph ], [ %1448, %.loopexit ]
  %772 = phi float [ 0.000000e+00, %.lr.ph ], [ %1446, %.loopexit ]
  %773 = phi float [ 0.000000e+00, %.lr.ph ], [ %1444, %.loopexit ]
  %774 = phi float [ 0.000000e+00, %.lr.ph ], [ %1442, %.loopexit ]
  %775 = phi float [ 0.000000e+00, %.lr.ph ], [ %1440, %.loopexit ]
  %776 = phi float [ 0.000000e+00, %.lr.ph ], [ %1438, %.loopexit ]
  %777 = phi float [ 0.000000e+00, %.lr.ph ], [ %1436, %.loopexit ]
  %778 = phi float [ 0.000000e+00, %.lr.ph ], [ %1434, %.loopexit ]
  %779 = phi float [ 0.000000e+00, %.lr.ph ], [ %1432, %.loopexit ]
  %780 = phi float [ 0.000000e+00, %.lr.ph ], [ %1430, %.loopexit ]
  %781 = phi float [ 0.000000e+00, %.lr.ph ], [ %1428, %.loopexit ]
  %782 = phi float [ 0.000000e+00, %.lr.ph ], [ %1426, %.loopexit ]
  %783 = phi float [ 0.000000e+00, %.lr.ph ], [ %1424, %.loopexit ]
  %784 = phi float [ 0.000000e+00, %.lr.ph ], [ %1422, %.loopexit ]
  %785 = phi float [ 0.000000e+00, %.lr.ph ], [ %1420, %.loopexit ]
  %786 = phi float [ 0.000000e+00, %.lr.ph ], [ %1418, %.loopexit ]
  %787 = phi float [ 0.000000e+00, %.lr.ph ], [ %1416, %.loopexit ]
  %788 = phi float [ 0.000000e+00, %.lr.ph ], [ %1414, %.loopexit ]
  %789 = phi float [ 0.000000e+00, %.lr.ph ], [ %1225, %.loopexit ]
  %790 = phi i32 [ 0, %.lr.ph ], [ %791, %.loopexit ]
  %791 = add nuw nsw i32 %790, 64
  tail call void asm sideeffect "cp.async.wait_group 0;", "~{memory}"() #5
  tail call void asm sideeffect "fence.proxy.async.shared::cta;", "~{memory}"() #5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %792 = shl i32 %790, 8
  %793 = and i32 %792, 16384
  %794 = zext nneg i32 %793 to i64
  %795 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %794
  %796 = ptrtoint ptr addrspace(3) %795 to i64
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %470, label %797, label %798

797:                                              ; preds = %723
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;\0A\09fence.mbarrier_init.release.cluster;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 102400) to i32)) #5
  br label %798

798:                                              ; preds = %797, %723
  br i1 %471, label %799, label %800

799:                                              ; preds = %798
  tail call void asm sideeffect "tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [$0], 64;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 102400) to i32), i32 8)) #5
  br label %800

800:                                              ; preds = %799, %798
  tail call void asm sideeffect "fence.proxy.async.shared::cta;\0A\09tcgen05.fence::before_thread_sync;", "~{memory}"() #5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #5
  %801 = load i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 102408), align 8
  br i1 %470, label %802, label %825

802:                                              ; preds = %800
  %803 = lshr exact i64 %796, 4
  %804 = and i64 %803, 16320
  %805 = or disjoint i64 %804, 4611756662049538048
  tail call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %801, i64 %475, i64 %805, i32 135267472, i32 0) #5
  %806 = or disjoint i64 %804, 4611756662049538050
  tail call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %801, i64 %479, i64 %806, i32 135267472, i32 1) #5
  %807 = or disjoint i64 %804, 4611756662049538052
  tail call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %801, i64 %483, i64 %807, i32 135267472, i32 1) #5
  %808 = or disjoint i64 %804, 4611756662049538054
  tail call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %801, i64 %487, i64 %808, i32 135267472, i32 1) #5
  %809 = add i64 %796, 8192
  %810 = lshr exact i64 %809, 4
  %811 = and i64 %810, 16320
  %812 = or disjoint i64 %811, 4611756662049538048
  tail call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %801, i64 %491, i64 %812, i32 135267472, i32 1) #5
  %813 = add i64 %796, 8224
  %814 = lshr exact i64 %813, 4
  %815 = and i64 %814, 16322
  %816 = or disjoint i64 %815, 4611756662049538048
  tail call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %801, i64 %495, i64 %816, i32 135267472, i32 1) #5
  %817 = add i64 %796, 8256
  %818 = lshr exact i64 %817, 4
  %819 = and i64 %818, 16324
  %820 = or disjoint i64 %819, 4611756662049538048
  tail call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %801, i64 %499, i64 %820, i32 135267472, i32 1) #5
  %821 = add i64 %796, 8288
  %822 = lshr exact i64 %821, 4
  %823 = and i64 %822, 16326
  %824 = or disjoint i64 %823, 4611756662049538048
  tail call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %801, i64 %503, i64 %824, i32 135267472, i32 1) #5
  tail call void asm sideeffect "tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 102400) to i32)) #5
  br label %825

825:                                              ; preds = %802, %800
  tail call void asm sideeffect "{\0A\09.reg .pred done;\0A\09WAIT:\0A\09mbarrier.try_wait.parity.shared::cta.b64 done, [$0], $1;\0A\09@done bra DONE;\0A\09bra WAIT;\0A\09DONE:\0A\09}", "r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 102400) to i32), i32 0) #5
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;\0A\09fence.proxy.async.shared::cta;", "~{memory}"() #5
  %826 = add i32 %507, %801
  %827 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %826) #5
  %828 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %827, 0
  %829 = bitcast i32 %828 to float
  %830 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %827, 1
  %831 = bitcast i32 %830 to float
  %832 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %827, 2
  %833 = bitcast i32 %832 to float
  %834 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %827, 3
  %835 = bitcast i32 %834 to float
  %836 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %827, 4
  %837 = bitcast i32 %836 to float
  %838 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %827, 5
  %839 = bitcast i32 %838 to float
  %840 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %827, 6
  %841 = bitcast i32 %840 to float
  %842 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %827, 7
  %843 = bitcast i32 %842 to float
  %844 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %827, 8
  %845 = bitcast i32 %844 to float
  %846 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %827, 9
  %847 = bitcast i32 %846 to float
  %848 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %827, 10
  %849 = bitcast i32 %848 to float
  %850 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %827, 11
  %851 = bitcast i32 %850 to float
  %852 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %827, 12
  %853 = bitcast i32 %852 to float
  %854 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %827, 13
  %855 = bitcast i32 %854 to float
  %856 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %827, 14
  %857 = bitcast i32 %856 to float
  %858 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %827, 15
  %859 = bitcast i32 %858 to float
  %860 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %827, 16
  %861 = bitcast i32 %860 to float
  %862 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %827, 17
  %863 = bitcast i32 %862 to float
  %864 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %827, 18
  %865 = bitcast i32 %864 to float
  %866 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %827, 19
  %867 = bitcast i32 %866 to float
  %868 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %827, 20
  %869 = bitcast i32 %868 to float
  %870 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %827, 21
  %871 = bitcast i32 %870 to float
  %872 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %827, 22
  %873 = bitcast i32 %872 to float
  %874 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %827, 23
  %875 = bitcast i32 %874 to float
  %876 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %827, 24
  %877 = bitcast i32 %876 to float
  %878 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %827, 25
  %879 = bitcast i32 %878 to float
  %880 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %827, 26
  %881 = bitcast i32 %880 to float
  %882 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %827, 27
  %883 = bitcast i32 %882 to float
  %884 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %827, 28
  %885 = bitcast i32 %884 to float
  %886 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %827, 29
  %887 = bitcast i32 %886 to float
  %888 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %827, 30
  %889 = bitcast i32 %888 to float
  %890 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %827, 31
  %891 = bitcast i32 %890 to float
  tail call void asm sideeffect "tcgen05.fence::before_thread_sync;", "~{memory}"() #5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %471, label %892, label %893

892:                                              ; preds = %825
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;\0A\09tcgen05.dealloc.cta_group::1.sync.aligned.b32 $0, 64;", "r,~{memory}"(i32 %801) #5
  br label %893

893:                                              ; preds = %892, %825
  br i1 %470, label %894, label %895

894:                                              ; preds = %893
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 102400) to i32)) #5
  br label %895

895:                                              ; preds = %894, %893
  %896 = or disjoint i32 %790, %504
  %897 = icmp slt i32 %896, %4
  %898 = icmp sle i32 %896, %509
  %899 = and i1 %897, %898
  %900 = or disjoint i32 %896, 1
  %901 = icmp slt i32 %900, %4
  %902 = icmp slt i32 %896, %509
  %903 = and i1 %901, %902
  %904 = or disjoint i32 %896, 2
  %905 = icmp slt i32 %904, %4
  %906 = icmp sle i32 %904, %509
  %907 = and i1 %905, %906
  %908 = or disjoint i32 %896, 3
  %909 = icmp slt i32 %908, %4
  %910 = icmp sle i32 %908, %509
  %911 = and i1 %909, %910
  %912 = or disjoint i32 %896, 4
  %913 = icmp slt i32 %912, %4
  %914 = icmp sle i32 %912, %509
  %915 = and i1 %913, %914
  %916 = or disjoint i32 %896, 5
  %917 = icmp slt i32 %916, %4
  %918 = icmp sle i32 %916, %509
  %919 = and i1 %917, %918
  %920 = or disjoint i32 %896, 6
  %921 = icmp slt i32 %920, %4
  %922 = icmp sle i32 %920, %509
  %923 = and i1 %921, %922
  %924 = or disjoint i32 %896, 7
  %925 = icmp slt i32 %924, %4
  %926 = icmp sle i32 %924, %509
  %927 = and i1 %925, %926
  %928 = or disjoint i32 %790, %510
  %929 = icmp slt i32 %928, %4
  %930 = icmp sle i32 %928, %509
  %931 = and i1 %929, %930
  %932 = or disjoint i32 %790, %511
  %933 = icmp slt i32 %932, %4
  %934 = icmp sle i32 %932, %509
  %935 = and i1 %933, %934
  %936 = or disjoint i32 %790, %512
  %937 = icmp slt i32 %936, %4
  %938 = icmp sle i32 %936, %509
  %939 = and i1 %937, %938
  %940 = or disjoint i32 %790, %513
  %941 = icmp slt i32 %940, %4
  %942 = icmp sle i32 %940, %509
  %943 = and i1 %941, %942
  %944 = or disjoint i32 %790, %514
  %945 = icmp slt i32 %944, %4
  %946 = icmp sle i32 %944, %509
  %947 = and i1 %945, %946
  %948 = or disjoint i32 %790, %515
  %949 = icmp slt i32 %948, %4
  %950 = icmp sle i32 %948, %509
  %951 = and i1 %949, %950
  %952 = or disjoint i32 %790, %516
  %953 = icmp slt i32 %952, %4
  %954 = icmp sle i32 %952, %509
  %955 = and i1 %953, %954
  %956 = or disjoint i32 %790, %517
  %957 = icmp slt i32 %956, %4
  %958 = icmp sle i32 %956, %509
  %959 = and i1 %957, %958
  %960 = or disjoint i32 %790, %518
  %961 = icmp slt i32 %960, %4
  %962 = icmp sle i32 %960, %509
  %963 = and i1 %961, %962
  %964 = or disjoint i32 %790, %519
  %965 = icmp slt i32 %964, %4
  %966 = icmp sle i32 %964, %509
  %967 = and i1 %965, %966
  %968 = or disjoint i32 %790, %520
  %969 = icmp slt i32 %968, %4
  %970 = icmp sle i32 %968, %509
  %971 = and i1 %969, %970
  %972 = or disjoint i32 %790, %521
  %973 = icmp slt i32 %972, %4
  %974 = icmp sle i32 %972, %509
  %975 = and i1 %973, %974
  %976 = or disjoint i32 %790, %522
  %977 = icmp slt i32 %976, %4
  %978 = icmp sle i32 %976, %509
  %979 = and i1 %977, %978
  %980 = or disjoint i32 %790, %523
  %981 = icmp slt i32 %980, %4
  %982 = icmp sle i32 %980, %509
  %983 = and i1 %981, %982
  %984 = or disjoint i32 %790, %524
  %985 = icmp slt i32 %984, %4
  %986 = icmp sle i32 %984, %509
  %987 = and i1 %985, %986
  %988 = or disjoint i32 %790, %525
  %989 = icmp slt i32 %988, %4
  %990 = icmp sle i32 %988, %509
  %991 = and i1 %989, %990
  %992 = or disjoint i32 %790, %526
  %993 = icmp slt i32 %992, %4
  %994 = icmp sle i32 %992, %509
  %995 = and i1 %993, %994
  %996 = or disjoint i32 %790, %527
  %997 = icmp slt i32 %996, %4
  %998 = icmp sle i32 %996, %509
  %999 = and i1 %997, %998
  %1000 = or disjoint i32 %790, %528
  %1001 = icmp slt i32 %1000, %4
  %1002 = icmp sle i32 %1000, %509
  %1003 = and i1 %1001, %1002
  %1004 = or disjoint i32 %790, %529
  %1005 = icmp slt i32 %1004, %4
  %1006 = icmp sle i32 %1004, %509
  %1007 = and i1 %1005, %1006
  %1008 = or disjoint i32 %790, %530
  %1009 = icmp slt i32 %1008, %4
  %1010 = icmp sle i32 %1008, %509
  %1011 = and i1 %1009, %1010
  %1012 = or disjoint i32 %790, %531
  %1013 = icmp slt i32 %1012, %4
  %1014 = icmp sle i32 %1012, %509
  %1015 = and i1 %1013, %1014
  %1016 = or disjoint i32 %790, %532
  %1017 = icmp slt i32 %1016, %4
  %1018 = icmp sle i32 %1016, %509
  %1019 = and i1 %1017, %1018
  %1020 = or disjoint i32 %790, %533
  %1021 = icmp slt i32 %1020, %4
  %1022 = icmp sle i32 %1020, %509
  %1023 = and i1 %1021, %1022
  %1024 = select i1 %899, float %829, float 0xFFF0000000000000
  %1025 = select i1 %903, float %831, float 0xFFF0000000000000
  %1026 = select i1 %907, float %833, float 0xFFF0000000000000
  %1027 = select i1 %911, float %835, float 0xFFF0000000000000
  %1028 = select i1 %915, float %837, float 0xFFF0000000000000
  %1029 = select i1 %919, float %839, float 0xFFF0000000000000
  %1030 = select i1 %923, float %841, float 0xFFF0000000000000
  %1031 = select i1 %927, float %843, float 0xFFF0000000000000
  %1032 = select i1 %931, float %845, float 0xFFF0000000000000
  %1033 = select i1 %935, float %847, float 0xFFF0000000000000
  %1034 = select i1 %939, float %849, float 0xFFF0000000000000
  %1035 = select i1 %943, float %851, float 0xFFF0000000000000
  %1036 = select i1 %947, float %853, float 0xFFF0000000000000
  %1037 = select i1 %951, float %855, float 0xFFF0000000000000
  %1038 = select i1 %955, float %857, float 0xFFF0000000000000
  %1039 = select i1 %959, float %859, float 0xFFF0000000000000
  %1040 = select i1 %963, float %861, float 0xFFF0000000000000
  %1041 = select i1 %967, float %863, float 0xFFF0000000000000
  %1042 = select i1 %971, float %865, float 0xFFF0000000000000
  %1043 = select i1 %975, float %867, float 0xFFF0000000000000
  %1044 = select i1 %979, float %869, float 0xFFF0000000000000
  %1045 = select i1 %983, float %871, float 0xFFF0000000000000
  %1046 = select i1 %987, float %873, float 0xFFF0000000000000
  %1047 = select i1 %991, float %875, float 0xFFF0000000000000
  %1048 = select i1 %995, float %877, float 0xFFF0000000000000
  %1049 = select i1 %999, float %879, float 0xFFF0000000000000
  %1050 = select i1 %1003, float %881, float 0xFFF0000000000000
  %1051 = select i1 %1007, float %883, float 0xFFF0000000000000
  %1052 = select i1 %1011, float %885, float 0xFFF0000000000000
  %1053 = select i1 %1015, float %887, float 0xFFF0000000000000
  %1054 = select i1 %1019, float %889, float 0xFFF0000000000000
  %1055 = select i1 %1023, float %891, float 0xFFF0000000000000
  %1056 = tail call float @llvm.maxnum.f32(float %1024, float %1025)
  %1057 = tail call float @llvm.maxnum.f32(float %1056, float %1026)
  %1058 = tail call float @llvm.maxnum.f32(float %1057, float %1027)
  %1059 = tail call float @llvm.maxnum.f32(float %1058, float %1028)
  %1060 = tail call float @llvm.maxnum.f32(float %1059, float %1029)
  %1061 = tail call float @llvm.maxnum.f32(float %1060, float %1030)
  %1062 = tail call float @llvm.maxnum.f32(float %1061, float %1031)
  %1063 = tail call float @llvm.maxnum.f32(float %1062, float %1032)
  %1064 = tail call float @llvm.maxnum.f32(float %1063, float %1033)
  %1065 = tail call float @llvm.maxnum.f32(float %1064, float %1034)
  %1066 = tail call float @llvm.maxnum.f32(float %1065, float %1035)
  %1067 = tail call float @llvm.maxnum.f32(float %1066, float %1036)
  %1068 = tail call float @llvm.maxnum.f32(float %1067, float %1037)
  %1069 = tail call float @llvm.maxnum.f32(float %1068, float %1038)
  %1070 = tail call float @llvm.maxnum.f32(float %1069, float %1039)
  %1071 = tail call float @llvm.maxnum.f32(float %1070, float %1040)
  %1072 = tail call float @llvm.maxnum.f32(float %1071, float %1041)
  %1073 = tail call float @llvm.maxnum.f32(float %1072, float %1042)
  %1074 = tail call float @llvm.maxnum.f32(float %1073, float %1043)
  %1075 = tail call float @llvm.maxnum.f32(float %1074, float %1044)
  %1076 = tail call float @llvm.maxnum.f32(float %1075, float %1045)
  %1077 = tail call float @llvm.maxnum.f32(float %1076, float %1046)
  %1078 = tail call float @llvm.maxnum.f32(float %1077, float %1047)
  %1079 = tail call float @llvm.maxnum.f32(float %1078, float %1048)
  %1080 = tail call float @llvm.maxnum.f32(float %1079, float %1049)
  %1081 = tail call float @llvm.maxnum.f32(float %1080, float %1050)
  %1082 = tail call float @llvm.maxnum.f32(float %1081, float %1051)
  %1083 = tail call float @llvm.maxnum.f32(float %1082, float %1052)
  %1084 = tail call float @llvm.maxnum.f32(float %1083, float %1053)
  %1085 = tail call float @llvm.maxnum.f32(float %1084, float %1054)
  %1086 = tail call float @llvm.maxnum.f32(float %1085, float %1055)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store float %1086, ptr addrspace(3) %537, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1087 = load float, ptr addrspace(3) %539, align 8
  %1088 = load float, ptr addrspace(3) %540, align 4
  %1089 = tail call float @llvm.maxnum.f32(float %1087, float %1088)
  %1090 = fmul float %203, %1089
  %1091 = tail call float @llvm.maxnum.f32(float %724, float %1090)
  %1092 = fmul float %203, %1024
  %1093 = fmul float %203, %1025
  %1094 = fmul float %203, %1026
  %1095 = fmul float %203, %1027
  %1096 = fmul float %203, %1028
  %1097 = fmul float %203, %1029
  %1098 = fmul float %203, %1030
  %1099 = fmul float %203, %1031
  %1100 = fmul float %203, %1032
  %1101 = fmul float %203, %1033
  %1102 = fmul float %203, %1034
  %1103 = fmul float %203, %1035
  %1104 = fmul float %203, %1036
  %1105 = fmul float %203, %1037
  %1106 = fmul float %203, %1038
  %1107 = fmul float %203, %1039
  %1108 = fmul float %203, %1040
  %1109 = fmul float %203, %1041
  %1110 = fmul float %203, %1042
  %1111 = fmul float %203, %1043
  %1112 = fmul float %203, %1044
  %1113 = fmul float %203, %1045
  %1114 = fmul float %203, %1046
  %1115 = fmul float %203, %1047
  %1116 = fmul float %203, %1048
  %1117 = fmul float %203, %1049
  %1118 = fmul float %203, %1050
  %1119 = fmul float %203, %1051
  %1120 = fmul float %203, %1052
  %1121 = fmul float %203, %1053
  %1122 = fmul float %203, %1054
  %1123 = fmul float %203, %1055
  %1124 = fsub float %1092, %1091
  %1125 = fsub float %1093, %1091
  %1126 = fsub float %1094, %1091
  %1127 = fsub float %1095, %1091
  %1128 = fsub float %1096, %1091
  %1129 = fsub float %1097, %1091
  %1130 = fsub float %1098, %1091
  %1131 = fsub float %1099, %1091
  %1132 = fsub float %1100, %1091
  %1133 = fsub float %1101, %1091
  %1134 = fsub float %1102, %1091
  %1135 = fsub float %1103, %1091
  %1136 = fsub float %1104, %1091
  %1137 = fsub float %1105, %1091
  %1138 = fsub float %1106, %1091
  %1139 = fsub float %1107, %1091
  %1140 = fsub float %1108, %1091
  %1141 = fsub float %1109, %1091
  %1142 = fsub float %1110, %1091
  %1143 = fsub float %1111, %1091
  %1144 = fsub float %1112, %1091
  %1145 = fsub float %1113, %1091
  %1146 = fsub float %1114, %1091
  %1147 = fsub float %1115, %1091
  %1148 = fsub float %1116, %1091
  %1149 = fsub float %1117, %1091
  %1150 = fsub float %1118, %1091
  %1151 = fsub float %1119, %1091
  %1152 = fsub float %1120, %1091
  %1153 = fsub float %1121, %1091
  %1154 = fsub float %1122, %1091
  %1155 = fsub float %1123, %1091
  %1156 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1124)
  %1157 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1125)
  %1158 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1126)
  %1159 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1127)
  %1160 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1128)
  %1161 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1129)
  %1162 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1130)
  %1163 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1131)
  %1164 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1132)
  %1165 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1133)
  %1166 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1134)
  %1167 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1135)
  %1168 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1136)
  %1169 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1137)
  %1170 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1138)
  %1171 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1139)
  %1172 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1140)
  %1173 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1141)
  %1174 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1142)
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
  %1188 = fsub float %724, %1091
  %1189 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1188)
  %1190 = fmul float %789, %1189
  %1191 = fadd float %1156, %1157
  %1192 = fadd float %1191, %1158
  %1193 = fadd float %1192, %1159
  %1194 = fadd float %1193, %1160
  %1195 = fadd float %1194, %1161
  %1196 = fadd float %1195, %1162
  %1197 = fadd float %1196, %1163
  %1198 = fadd float %1197, %1164
  %1199 = fadd float %1198, %1165
  %1200 = fadd float %1199, %1166
  %1201 = fadd float %1200, %1167
  %1202 = fadd float %1201, %1168
  %1203 = fadd float %1202, %1169
  %1204 = fadd float %1203, %1170
  %1205 = fadd float %1204, %1171
  %1206 = fadd float %1205, %1172
  %1207 = fadd float %1206, %1173
  %1208 = fadd float %1207, %1174
  %1209 = fadd float %1208, %1175
  %1210 = fadd float %1209, %1176
  %1211 = fadd float %1210, %1177
  %1212 = fadd float %1211, %1178
  %1213 = fadd float %1212, %1179
  %1214 = fadd float %1213, %1180
  %1215 = fadd float %1214, %1181
  %1216 = fadd float %1215, %1182
  %1217 = fadd float %1216, %1183
  %1218 = fadd float %1217, %1184
  %1219 = fadd float %1218, %1185
  %1220 = fadd float %1219, %1186
  %1221 = fadd float %1220, %1187
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store float %1221, ptr addrspace(3) %537, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1222 = load float, ptr addrspace(3) %539, align 8
  %1223 = load float, ptr addrspace(3) %540, align 4
  %1224 = fadd float %1222, %1223
  %1225 = fadd float %1190, %1224
  %1226 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 32768), i64 %794
  %1227 = fptrunc float %1156 to bfloat
  %1228 = fptrunc float %1157 to bfloat
  %1229 = fptrunc float %1158 to bfloat
  %1230 = fptrunc float %1159 to bfloat
  %1231 = fptrunc float %1160 to bfloat
  %1232 = fptrunc float %1161 to bfloat
  %1233 = fptrunc float %1162 to bfloat
  %1234 = fptrunc float %1163 to bfloat
  %1235 = fptrunc float %1164 to bfloat
  %1236 = fptrunc float %1165 to bfloat
  %1237 = fptrunc float %1166 to bfloat
  %1238 = fptrunc float %1167 to bfloat
  %1239 = fptrunc float %1168 to bfloat
  %1240 = fptrunc float %1169 to bfloat
  %1241 = fptrunc float %1170 to bfloat
  %1242 = fptrunc float %1171 to bfloat
  %1243 = fptrunc float %1172 to bfloat
  %1244 = fptrunc float %1173 to bfloat
  %1245 = fptrunc float %1174 to bfloat
  %1246 = fptrunc float %1175 to bfloat
  %1247 = fptrunc float %1176 to bfloat
  %1248 = fptrunc float %1177 to bfloat
  %1249 = fptrunc float %1178 to bfloat
  %1250 = fptrunc float %1179 to bfloat
  %1251 = fptrunc float %1180 to bfloat
  %1252 = fptrunc float %1181 to bfloat
  %1253 = fptrunc float %1182 to bfloat
  %1254 = fptrunc float %1183 to bfloat
  %1255 = fptrunc float %1184 to bfloat
  %1256 = fptrunc float %1185 to bfloat
  %1257 = fptrunc float %1186 to bfloat
  %1258 = fptrunc float %1187 to bfloat
  %1259 = fmul float %788, %1189
  %1260 = fmul float %787, %1189
  %1261 = fmul float %786, %1189
  %1262 = fmul float %785, %1189
  %1263 = fmul float %784, %1189
  %1264 = fmul float %783, %1189
  %1265 = fmul float %782, %1189
  %1266 = fmul float %781, %1189
  %1267 = fmul float %780, %1189
  %1268 = fmul float %779, %1189
  %1269 = fmul float %778, %1189
  %1270 = fmul float %777, %1189
  %1271 = fmul float %776, %1189
  %1272 = fmul float %775, %1189
  %1273 = fmul float %774, %1189
  %1274 = fmul float %773, %1189
  %1275 = fmul float %772, %1189
  %1276 = fmul float %771, %1189
  %1277 = fmul float %770, %1189
  %1278 = fmul float %769, %1189
  %1279 = fmul float %768, %1189
  %1280 = fmul float %767, %1189
  %1281 = fmul float %766, %1189
  %1282 = fmul float %765, %1189
  %1283 = fmul float %764, %1189
  %1284 = fmul float %763, %1189
  %1285 = fmul float %762, %1189
  %1286 = fmul float %761, %1189
  %1287 = fmul float %760, %1189
  %1288 = fmul float %759, %1189
  %1289 = fmul float %758, %1189
  %1290 = fmul float %757, %1189
  %1291 = fmul float %756, %1189
  %1292 = fmul float %755, %1189
  %1293 = fmul float %754, %1189
  %1294 = fmul float %753, %1189
  %1295 = fmul float %752, %1189
  %1296 = fmul float %751, %1189
  %1297 = fmul float %750, %1189
  %1298 = fmul float %749, %1189
  %1299 = fmul float %748, %1189
  %1300 = fmul float %747, %1189
  %1301 = fmul float %746, %1189
  %1302 = fmul float %745, %1189
  %1303 = fmul float %744, %1189
  %1304 = fmul float %743, %1189
  %1305 = fmul float %742, %1189
  %1306 = fmul float %741, %1189
  %1307 = fmul float %740, %1189
  %1308 = fmul float %739, %1189
  %1309 = fmul float %738, %1189
  %1310 = fmul float %737, %1189
  %1311 = fmul float %736, %1189
  %1312 = fmul float %735, %1189
  %1313 = fmul float %734, %1189
  %1314 = fmul float %733, %1189
  %1315 = fmul float %732, %1189
  %1316 = fmul float %731, %1189
  %1317 = fmul float %730, %1189
  %1318 = fmul float %729, %1189
  %1319 = fmul float %728, %1189
  %1320 = fmul float %727, %1189
  %1321 = fmul float %726, %1189
  %1322 = fmul float %725, %1189
  %1323 = ptrtoint ptr addrspace(3) %1226 to i64
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %470, label %1324, label %1325

1324:                                             ; preds = %895
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;\0A\09fence.mbarrier_init.release.cluster;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 102400) to i32)) #5
  br label %1325

1325:                                             ; preds = %1324, %895
  br i1 %471, label %1326, label %1327

1326:                                             ; preds = %1325
  tail call void asm sideeffect "tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [$0], 128;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 102400) to i32), i32 8)) #5
  br label %1327

1327:                                             ; preds = %1326, %1325
  store bfloat %1227, ptr addrspace(3) %548, align 16
  store bfloat %1228, ptr addrspace(3) %552, align 2
  store bfloat %1229, ptr addrspace(3) %556, align 4
  store bfloat %1230, ptr addrspace(3) %560, align 2
  store bfloat %1231, ptr addrspace(3) %564, align 8
  store bfloat %1232, ptr addrspace(3) %568, align 2
  store bfloat %1233, ptr addrspace(3) %572, align 4
  store bfloat %1234, ptr addrspace(3) %576, align 2
  store bfloat %1235, ptr addrspace(3) %582, align 16
  store bfloat %1236, ptr addrspace(3) %588, align 2
  store bfloat %1237, ptr addrspace(3) %594, align 4
  store bfloat %1238, ptr addrspace(3) %600, align 2
  store bfloat %1239, ptr addrspace(3) %606, align 8
  store bfloat %1240, ptr addrspace(3) %612, align 2
  store bfloat %1241, ptr addrspace(3) %618, align 4
  store bfloat %1242, ptr addrspace(3) %624, align 2
  store bfloat %1243, ptr addrspace(3) %629, align 16
  store bfloat %1244, ptr addrspace(3) %634, align 2
  store bfloat %1245, ptr addrspace(3) %639, align 4
  store bfloat %1246, ptr addrspace(3) %644, align 2
  store bfloat %1247, ptr addrspace(3) %649, align 8
  store bfloat %1248, ptr addrspace(3) %654, align 2
  store bfloat %1249, ptr addrspace(3) %659, align 4
  store bfloat %1250, ptr addrspace(3) %664, align 2
  store bfloat %1251, ptr addrspace(3) %669, align 16
  store bfloat %1252, ptr addrspace(3) %674, align 2
  store bfloat %1253, ptr addrspace(3) %679, align 4
  store bfloat %1254, ptr addrspace(3) %684, align 2
  store bfloat %1255, ptr addrspace(3) %689, align 8
  store bfloat %1256, ptr addrspace(3) %694, align 2
  store bfloat %1257, ptr addrspace(3) %699, align 4
  store bfloat %1258, ptr addrspace(3) %704, align 2
  tail call void asm sideeffect "tcgen05.fence::before_thread_sync;", "~{memory}"() #5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #5
  %1328 = load i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 102408), align 8
  %1329 = bitcast float %1259 to i32
  %1330 = bitcast float %1260 to i32
  %1331 = bitcast float %1261 to i32
  %1332 = bitcast float %1262 to i32
  %1333 = bitcast float %1263 to i32
  %1334 = bitcast float %1264 to i32
  %1335 = bitcast float %1265 to i32
  %1336 = bitcast float %1266 to i32
  %1337 = bitcast float %1267 to i32
  %1338 = bitcast float %1268 to i32
  %1339 = bitcast float %1269 to i32
  %1340 = bitcast float %1270 to i32
  %1341 = bitcast float %1271 to i32
  %1342 = bitcast float %1272 to i32
  %1343 = bitcast float %1273 to i32
  %1344 = bitcast float %1274 to i32
  %1345 = bitcast float %1275 to i32
  %1346 = bitcast float %1276 to i32
  %1347 = bitcast float %1277 to i32
  %1348 = bitcast float %1278 to i32
  %1349 = bitcast float %1279 to i32
  %1350 = bitcast float %1280 to i32
  %1351 = bitcast float %1281 to i32
  %1352 = bitcast float %1282 to i32
  %1353 = bitcast float %1283 to i32
  %1354 = bitcast float %1284 to i32
  %1355 = bitcast float %1285 to i32
  %1356 = bitcast float %1286 to i32
  %1357 = bitcast float %1287 to i32
  %1358 = bitcast float %1288 to i32
  %1359 = bitcast float %1289 to i32
  %1360 = bitcast float %1290 to i32
  %1361 = add i32 %706, %1328
  tail call void asm sideeffect "tcgen05.st.sync.aligned.32x32b.x32.b32 [$0], {$1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32};", "r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,~{memory}"(i32 %1361, i32 %1329, i32 %1330, i32 %1331, i32 %1332, i32 %1333, i32 %1334, i32 %1335, i32 %1336, i32 %1337, i32 %1338, i32 %1339, i32 %1340, i32 %1341, i32 %1342, i32 %1343, i32 %1344, i32 %1345, i32 %1346, i32 %1347, i32 %1348, i32 %1349, i32 %1350, i32 %1351, i32 %1352, i32 %1353, i32 %1354, i32 %1355, i32 %1356, i32 %1357, i32 %1358, i32 %1359, i32 %1360) #5
  %1362 = bitcast float %1291 to i32
  %1363 = bitcast float %1292 to i32
  %1364 = bitcast float %1293 to i32
  %1365 = bitcast float %1294 to i32
  %1366 = bitcast float %1295 to i32
  %1367 = bitcast float %1296 to i32
  %1368 = bitcast float %1297 to i32
  %1369 = bitcast float %1298 to i32
  %1370 = bitcast float %1299 to i32
  %1371 = bitcast float %1300 to i32
  %1372 = bitcast float %1301 to i32
  %1373 = bitcast float %1302 to i32
  %1374 = bitcast float %1303 to i32
  %1375 = bitcast float %1304 to i32
  %1376 = bitcast float %1305 to i32
  %1377 = bitcast float %1306 to i32
  %1378 = bitcast float %1307 to i32
  %1379 = bitcast float %1308 to i32
  %1380 = bitcast float %1309 to i32
  %1381 = bitcast float %1310 to i32
  %1382 = bitcast float %1311 to i32
  %1383 = bitcast float %1312 to i32
  %1384 = bitcast float %1313 to i32
  %1385 = bitcast float %1314 to i32
  %1386 = bitcast float %1315 to i32
  %1387 = bitcast float %1316 to i32
  %1388 = bitcast float %1317 to i32
  %1389 = bitcast float %1318 to i32
  %1390 = bitcast float %1319 to i32
  %1391 = bitcast float %1320 to i32
  %1392 = bitcast float %1321 to i32
  %1393 = bitcast float %1322 to i32
  %1394 = add i32 %1361, 32
  tail call void asm sideeffect "tcgen05.st.sync.aligned.32x32b.x32.b32 [$0], {$1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32};", "r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,~{memory}"(i32 %1394, i32 %1362, i32 %1363, i32 %1364, i32 %1365, i32 %1366, i32 %1367, i32 %1368, i32 %1369, i32 %1370, i32 %1371, i32 %1372, i32 %1373, i32 %1374, i32 %1375, i32 %1376, i32 %1377, i32 %1378, i32 %1379, i32 %1380, i32 %1381, i32 %1382, i32 %1383, i32 %1384, i32 %1385, i32 %1386, i32 %1387, i32 %1388, i32 %1389, i32 %1390, i32 %1391, i32 %1392, i32 %1393) #5
  tail call void asm sideeffect "tcgen05.wait::st.sync.aligned;", "~{memory}"() #5
  tail call void asm sideeffect "fence.proxy.async.shared::cta;\0A\09tcgen05.fence::before_thread_sync;", "~{memory}"() #5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #5
  br i1 %470, label %1395, label %1411

1395:                                             ; preds = %1327
  %1396 = lshr exact i64 %1323, 4
  %1397 = and i64 %1396, 16320
  %1398 = or disjoint i64 %1397, 4611756662083026944
  tail call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %1328, i64 %710, i64 %1398, i32 136381584, i32 1) #5
  %1399 = add i64 %1323, 2048
  %1400 = lshr exact i64 %1399, 4
  %1401 = and i64 %1400, 16320
  %1402 = or disjoint i64 %1401, 4611756662083026944
  tail call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %1328, i64 %714, i64 %1402, i32 136381584, i32 1) #5
  %1403 = add i64 %1323, 4096
  %1404 = lshr exact i64 %1403, 4
  %1405 = and i64 %1404, 16320
  %1406 = or disjoint i64 %1405, 4611756662083026944
  tail call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %1328, i64 %718, i64 %1406, i32 136381584, i32 1) #5
  %1407 = add i64 %1323, 6144
  %1408 = lshr exact i64 %1407, 4
  %1409 = and i64 %1408, 16320
  %1410 = or disjoint i64 %1409, 4611756662083026944
  tail call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %1328, i64 %722, i64 %1410, i32 136381584, i32 1) #5
  tail call void asm sideeffect "tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 102400) to i32)) #5
  br label %1411

1411:                                             ; preds = %1395, %1327
  tail call void asm sideeffect "{\0A\09.reg .pred done;\0A\09WAIT:\0A\09mbarrier.try_wait.parity.shared::cta.b64 done, [$0], $1;\0A\09@done bra DONE;\0A\09bra WAIT;\0A\09DONE:\0A\09}", "r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 102400) to i32), i32 0) #5
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;\0A\09fence.proxy.async.shared::cta;", "~{memory}"() #5
  %1412 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %1361) #5
  %1413 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1412, 0
  %1414 = bitcast i32 %1413 to float
  %1415 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1412, 1
  %1416 = bitcast i32 %1415 to float
  %1417 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1412, 2
  %1418 = bitcast i32 %1417 to float
  %1419 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1412, 3
  %1420 = bitcast i32 %1419 to float
  %1421 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1412, 4
  %1422 = bitcast i32 %1421 to float
  %1423 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1412, 5
  %1424 = bitcast i32 %1423 to float
  %1425 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1412, 6
  %1426 = bitcast i32 %1425 to float
  %1427 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1412, 7
  %1428 = bitcast i32 %1427 to float
  %1429 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1412, 8
  %1430 = bitcast i32 %1429 to float
  %1431 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1412, 9
  %1432 = bitcast i32 %1431 to float
  %1433 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1412, 10
  %1434 = bitcast i32 %1433 to float
  %1435 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1412, 11
  %1436 = bitcast i32 %1435 to float
  %1437 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1412, 12
  %1438 = bitcast i32 %1437 to float
  %1439 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1412, 13
  %1440 = bitcast i32 %1439 to float
  %1441 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1412, 14
  %1442 = bitcast i32 %1441 to float
  %1443 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1412, 15
  %1444 = bitcast i32 %1443 to float
  %1445 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1412, 16
  %1446 = bitcast i32 %1445 to float
  %1447 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1412, 17
  %1448 = bitcast i32 %1447 to float
  %1449 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1412, 18
  %1450 = bitcast i32 %1449 to float
  %1451 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1412, 19
  %1452 = bitcast i32 %1451 to float
  %1453 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1412, 20
  %1454 = bitcast i32 %1453 to float
  %1455 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1412, 21
  %1456 = bitcast i32 %1455 to float
  %1457 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1412, 22
  %1458 = bitcast i32 %1457 to float
  %1459 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1412, 23
  %1460 = bitcast i32 %1459 to float
  %1461 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1412, 24
  %1462 = bitcast i32 %1461 to float
  %1463 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1412, 25
  %1464 = bitcast i32 %1463 to float
  %1465 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1412, 26
  %1466 = bitcast i32 %1465 to float
  %1467 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1412, 27
  %1468 = bitcast i32 %1467 to float
  %1469 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1412, 28
  %1470 = bitcast i32 %1469 to float
  %1471 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1412, 29
  %1472 = bitcast i32 %1471 to float
  %1473 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1412, 30
  %1474 = bitcast i32 %1473 to float
  %1475 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1412, 31
  %1476 = bitcast i32 %1475 to float
  %1477 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %1394) #5
  %1478 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1477, 0
  %1479 = bitcast i32 %1478 to float
  %1480 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1477, 1
  %1481 = bitcast i32 %1480 to float
  %1482 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1477, 2
  %1483 = bitcast i32 %1482 to float
  %1484 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1477, 3
  %1485 = bitcast i32 %1484 to float
  %1486 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1477, 4
  %1487 = bitcast i32 %1486 to float
  %1488 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1477, 5
  %1489 = bitcast i32 %1488 to float
  %1490 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1477, 6
  %1491 = bitcast i32 %1490 to float
  %1492 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1477, 7
  %1493 = bitcast i32 %1492 to float
  %1494 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1477, 8
  %1495 = bitcast i32 %1494 to float
  %1496 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1477, 9
  %1497 = bitcast i32 %1496 to float
  %1498 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1477, 10
  %1499 = bitcast i32 %1498 to float
  %1500 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1477, 11
  %1501 = bitcast i32 %1500 to float
  %1502 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1477, 12
  %1503 = bitcast i32 %1502 to float
  %1504 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1477, 13
  %1505 = bitcast i32 %1504 to float
  %1506 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1477, 14
  %1507 = bitcast i32 %1506 to float
  %1508 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1477, 15
  %1509 = bitcast i32 %1508 to float
  %1510 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1477, 16
  %1511 = bitcast i32 %1510 to float
  %1512 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1477, 17
  %1513 = bitcast i32 %1512 to float
  %1514 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1477, 18
  %1515 = bitcast i32 %1514 to float
  %1516 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1477, 19
  %1517 = bitcast i32 %1516 to float
  %1518 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1477, 20
  %1519 = bitcast i32 %1518 to float
  %1520 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1477, 21
  %1521 = bitcast i32 %1520 to float
  %1522 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1477, 22
  %1523 = bitcast i32 %1522 to float
  %1524 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1477, 23
  %1525 = bitcast i32 %1524 to float
  %1526 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1477, 24
  %1527 = bitcast i32 %1526 to float
  %1528 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1477, 25
  %1529 = bitcast i32 %1528 to float
  %1530 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1477, 26
  %1531 = bitcast i32 %1530 to float
  %1532 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1477, 27
  %1533 = bitcast i32 %1532 to float
  %1534 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1477, 28
  %1535 = bitcast i32 %1534 to float
  %1536 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1477, 29
  %1537 = bitcast i32 %1536 to float
  %1538 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1477, 30
  %1539 = bitcast i32 %1538 to float
  %1540 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1477, 31
  %1541 = bitcast i32 %1540 to float
  tail call void asm sideeffect "tcgen05.fence::before_thread_sync;", "~{memory}"() #5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %471, label %1542, label %1543

1542:                                             ; preds = %1411
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;\0A\09tcgen05.dealloc.cta_group::1.sync.aligned.b32 $0, 128;", "r,~{memory}"(i32 %1328) #5
  br label %1543

1543:                                             ; preds = %1542, %1411
  br i1 %470, label %1544, label %1545

1544:                                             ; preds = %1543
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 102400) to i32)) #5
  br label %1545

1545:                                             ; preds = %1544, %1543
  %1546 = icmp slt i32 %791, %204
  %1547 = xor i32 %793, 16384
  %1548 = zext nneg i32 %1547 to i64
  %1549 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %1548
  %1550 = or disjoint i32 %791, %14
  %1551 = add i32 %1550, %11
  %1552 = shl i32 %1551, 7
  %1553 = or disjoint i32 %1552, %42
  %1554 = sext i32 %1553 to i64
  %1555 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1554
  %1556 = ptrtoint ptr addrspace(1) %1555 to i64
  %1557 = and i64 %1556, 15
  %1558 = icmp eq i64 %1557, 0
  %1559 = icmp slt i32 %1550, %4
  %1560 = and i1 %1546, %1559
  %1561 = select i1 %1560, i32 16, i32 0
  %1562 = getelementptr i8, ptr addrspace(3) %1549, i64 %224
  br i1 %1558, label %1564, label %.preheader30

.preheader30:                                     ; preds = %1545
  %1563 = zext i1 %1560 to i32
  %invariant.op563 = or i32 %1552, %42
  br label %1567

1564:                                             ; preds = %1545
  %1565 = ptrtoint ptr addrspace(3) %1562 to i64
  %1566 = trunc i64 %1565 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1566, ptr addrspace(1) %1555, i32 %1561) #5
  br label %.loopexit31

1567:                                             ; preds = %.preheader30, %1567
  %1568 = phi i64 [ 0, %.preheader30 ], [ %1574, %1567 ]
  %1569 = trunc nuw nsw i64 %1568 to i32
  %.reass343.reass = or i32 %1569, %invariant.op563
  %1570 = sext i32 %.reass343.reass to i64
  %1571 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1570
  %1572 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1571, i32 %1563, i16 0) #5
  %1573 = getelementptr bfloat, ptr addrspace(3) %1562, i64 %1568
  store i16 %1572, ptr addrspace(3) %1573, align 2
  %1574 = add nuw nsw i64 %1568, 1
  %exitcond251.not = icmp eq i64 %1574, 8
  br i1 %exitcond251.not, label %.loopexit31, label %1567

.loopexit31:                                      ; preds = %1567, %1564
  %1575 = or disjoint i32 %791, %18
  %1576 = add i32 %1575, %11
  %1577 = shl i32 %1576, 7
  %1578 = or disjoint i32 %1577, %42
  %1579 = sext i32 %1578 to i64
  %1580 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1579
  %1581 = ptrtoint ptr addrspace(1) %1580 to i64
  %1582 = and i64 %1581, 15
  %1583 = icmp eq i64 %1582, 0
  %1584 = icmp slt i32 %1575, %4
  %1585 = and i1 %1546, %1584
  %1586 = select i1 %1585, i32 16, i32 0
  %1587 = getelementptr i8, ptr addrspace(3) %1549, i64 %254
  br i1 %1583, label %1589, label %.preheader28

.preheader28:                                     ; preds = %.loopexit31
  %1588 = zext i1 %1585 to i32
  %invariant.op564 = or i32 %1577, %42
  br label %1592

1589:                                             ; preds = %.loopexit31
  %1590 = ptrtoint ptr addrspace(3) %1587 to i64
  %1591 = trunc i64 %1590 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1591, ptr addrspace(1) %1580, i32 %1586) #5
  br label %.loopexit29

1592:                                             ; preds = %.preheader28, %1592
  %1593 = phi i64 [ 0, %.preheader28 ], [ %1599, %1592 ]
  %1594 = trunc nuw nsw i64 %1593 to i32
  %.reass345.reass = or i32 %1594, %invariant.op564
  %1595 = sext i32 %.reass345.reass to i64
  %1596 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1595
  %1597 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1596, i32 %1588, i16 0) #5
  %1598 = getelementptr bfloat, ptr addrspace(3) %1587, i64 %1593
  store i16 %1597, ptr addrspace(3) %1598, align 2
  %1599 = add nuw nsw i64 %1593, 1
  %exitcond252.not = icmp eq i64 %1599, 8
  br i1 %exitcond252.not, label %.loopexit29, label %1592

.loopexit29:                                      ; preds = %1592, %1589
  %1600 = or disjoint i32 %791, %22
  %1601 = add i32 %1600, %11
  %1602 = shl i32 %1601, 7
  %1603 = or disjoint i32 %1602, %42
  %1604 = sext i32 %1603 to i64
  %1605 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1604
  %1606 = ptrtoint ptr addrspace(1) %1605 to i64
  %1607 = and i64 %1606, 15
  %1608 = icmp eq i64 %1607, 0
  %1609 = icmp slt i32 %1600, %4
  %1610 = and i1 %1546, %1609
  %1611 = select i1 %1610, i32 16, i32 0
  %1612 = getelementptr i8, ptr addrspace(3) %1549, i64 %280
  br i1 %1608, label %1614, label %.preheader26

.preheader26:                                     ; preds = %.loopexit29
  %1613 = zext i1 %1610 to i32
  %invariant.op565 = or i32 %1602, %42
  br label %1617

1614:                                             ; preds = %.loopexit29
  %1615 = ptrtoint ptr addrspace(3) %1612 to i64
  %1616 = trunc i64 %1615 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1616, ptr addrspace(1) %1605, i32 %1611) #5
  br label %.loopexit27

1617:                                             ; preds = %.preheader26, %1617
  %1618 = phi i64 [ 0, %.preheader26 ], [ %1624, %1617 ]
  %1619 = trunc nuw nsw i64 %1618 to i32
  %.reass347.reass = or i32 %1619, %invariant.op565
  %1620 = sext i32 %.reass347.reass to i64
  %1621 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1620
  %1622 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1621, i32 %1613, i16 0) #5
  %1623 = getelementptr bfloat, ptr addrspace(3) %1612, i64 %1618
  store i16 %1622, ptr addrspace(3) %1623, align 2
  %1624 = add nuw nsw i64 %1618, 1
  %exitcond253.not = icmp eq i64 %1624, 8
  br i1 %exitcond253.not, label %.loopexit27, label %1617

.loopexit27:                                      ; preds = %1617, %1614
  %1625 = or disjoint i32 %791, %26
  %1626 = add i32 %1625, %11
  %1627 = shl i32 %1626, 7
  %1628 = or disjoint i32 %1627, %42
  %1629 = sext i32 %1628 to i64
  %1630 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1629
  %1631 = ptrtoint ptr addrspace(1) %1630 to i64
  %1632 = and i64 %1631, 15
  %1633 = icmp eq i64 %1632, 0
  %1634 = icmp slt i32 %1625, %4
  %1635 = and i1 %1546, %1634
  %1636 = select i1 %1635, i32 16, i32 0
  %1637 = getelementptr i8, ptr addrspace(3) %1549, i64 %306
  br i1 %1633, label %1639, label %.preheader24

.preheader24:                                     ; preds = %.loopexit27
  %1638 = zext i1 %1635 to i32
  %invariant.op566 = or i32 %1627, %42
  br label %1642

1639:                                             ; preds = %.loopexit27
  %1640 = ptrtoint ptr addrspace(3) %1637 to i64
  %1641 = trunc i64 %1640 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1641, ptr addrspace(1) %1630, i32 %1636) #5
  br label %.loopexit25

1642:                                             ; preds = %.preheader24, %1642
  %1643 = phi i64 [ 0, %.preheader24 ], [ %1649, %1642 ]
  %1644 = trunc nuw nsw i64 %1643 to i32
  %.reass349.reass = or i32 %1644, %invariant.op566
  %1645 = sext i32 %.reass349.reass to i64
  %1646 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1645
  %1647 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1646, i32 %1638, i16 0) #5
  %1648 = getelementptr bfloat, ptr addrspace(3) %1637, i64 %1643
  store i16 %1647, ptr addrspace(3) %1648, align 2
  %1649 = add nuw nsw i64 %1643, 1
  %exitcond254.not = icmp eq i64 %1649, 8
  br i1 %exitcond254.not, label %.loopexit25, label %1642

.loopexit25:                                      ; preds = %1642, %1639
  %1650 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 32768), i64 %1548
  %1651 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1554
  %1652 = ptrtoint ptr addrspace(1) %1651 to i64
  %1653 = and i64 %1652, 15
  %1654 = icmp eq i64 %1653, 0
  %1655 = getelementptr i8, ptr addrspace(3) %1650, i64 %224
  br i1 %1654, label %1657, label %.preheader22

.preheader22:                                     ; preds = %.loopexit25
  %1656 = zext i1 %1560 to i32
  %invariant.op567 = or i32 %1552, %42
  br label %1660

1657:                                             ; preds = %.loopexit25
  %1658 = ptrtoint ptr addrspace(3) %1655 to i64
  %1659 = trunc i64 %1658 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1659, ptr addrspace(1) %1651, i32 %1561) #5
  br label %.loopexit23

1660:                                             ; preds = %.preheader22, %1660
  %1661 = phi i64 [ 0, %.preheader22 ], [ %1667, %1660 ]
  %1662 = trunc nuw nsw i64 %1661 to i32
  %.reass351.reass = or i32 %1662, %invariant.op567
  %1663 = sext i32 %.reass351.reass to i64
  %1664 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1663
  %1665 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1664, i32 %1656, i16 0) #5
  %1666 = getelementptr bfloat, ptr addrspace(3) %1655, i64 %1661
  store i16 %1665, ptr addrspace(3) %1666, align 2
  %1667 = add nuw nsw i64 %1661, 1
  %exitcond255.not = icmp eq i64 %1667, 8
  br i1 %exitcond255.not, label %.loopexit23, label %1660

.loopexit23:                                      ; preds = %1660, %1657
  %1668 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1579
  %1669 = ptrtoint ptr addrspace(1) %1668 to i64
  %1670 = and i64 %1669, 15
  %1671 = icmp eq i64 %1670, 0
  %1672 = getelementptr i8, ptr addrspace(3) %1650, i64 %254
  br i1 %1671, label %1674, label %.preheader20

.preheader20:                                     ; preds = %.loopexit23
  %1673 = zext i1 %1585 to i32
  %invariant.op568 = or i32 %1577, %42
  br label %1677

1674:                                             ; preds = %.loopexit23
  %1675 = ptrtoint ptr addrspace(3) %1672 to i64
  %1676 = trunc i64 %1675 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1676, ptr addrspace(1) %1668, i32 %1586) #5
  br label %.loopexit21

1677:                                             ; preds = %.preheader20, %1677
  %1678 = phi i64 [ 0, %.preheader20 ], [ %1684, %1677 ]
  %1679 = trunc nuw nsw i64 %1678 to i32
  %.reass353.reass = or i32 %1679, %invariant.op568
  %1680 = sext i32 %.reass353.reass to i64
  %1681 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1680
  %1682 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1681, i32 %1673, i16 0) #5
  %1683 = getelementptr bfloat, ptr addrspace(3) %1672, i64 %1678
  store i16 %1682, ptr addrspace(3) %1683, align 2
  %1684 = add nuw nsw i64 %1678, 1
  %exitcond256.not = icmp eq i64 %1684, 8
  br i1 %exitcond256.not, label %.loopexit21, label %1677

.loopexit21:                                      ; preds = %1677, %1674
  %1685 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1604
  %1686 = ptrtoint ptr addrspace(1) %1685 to i64
  %1687 = and i64 %1686, 15
  %1688 = icmp eq i64 %1687, 0
  %1689 = getelementptr i8, ptr addrspace(3) %1650, i64 %280
  br i1 %1688, label %1691, label %.preheader18

.preheader18:                                     ; preds = %.loopexit21
  %1690 = zext i1 %1610 to i32
  %invariant.op569 = or i32 %1602, %42
  br label %1694

1691:                                             ; preds = %.loopexit21
  %1692 = ptrtoint ptr addrspace(3) %1689 to i64
  %1693 = trunc i64 %1692 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1693, ptr addrspace(1) %1685, i32 %1611) #5
  br label %.loopexit19

1694:                                             ; preds = %.preheader18, %1694
  %1695 = phi i64 [ 0, %.preheader18 ], [ %1701, %1694 ]
  %1696 = trunc nuw nsw i64 %1695 to i32
  %.reass355.reass = or i32 %1696, %invariant.op569
  %1697 = sext i32 %.reass355.reass to i64
  %1698 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1697
  %1699 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1698, i32 %1690, i16 0) #5
  %1700 = getelementptr bfloat, ptr addrspace(3) %1689, i64 %1695
  store i16 %1699, ptr addrspace(3) %1700, align 2
  %1701 = add nuw nsw i64 %1695, 1
  %exitcond257.not = icmp eq i64 %1701, 8
  br i1 %exitcond257.not, label %.loopexit19, label %1694

.loopexit19:                                      ; preds = %1694, %1691
  %1702 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1629
  %1703 = ptrtoint ptr addrspace(1) %1702 to i64
  %1704 = and i64 %1703, 15
  %1705 = icmp eq i64 %1704, 0
  %1706 = getelementptr i8, ptr addrspace(3) %1650, i64 %306
  br i1 %1705, label %1708, label %.preheader

.preheader:                                       ; preds = %.loopexit19
  %1707 = zext i1 %1635 to i32
  %invariant.op570 = or i32 %1627, %42
  br label %1711

1708:                                             ; preds = %.loopexit19
  %1709 = ptrtoint ptr addrspace(3) %1706 to i64
  %1710 = trunc i64 %1709 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1710, ptr addrspace(1) %1702, i32 %1636) #5
  br label %.loopexit

1711:                                             ; preds = %.preheader, %1711
  %1712 = phi i64 [ 0, %.preheader ], [ %1718, %1711 ]
  %1713 = trunc nuw nsw i64 %1712 to i32
  %.reass357.reass = or i32 %1713, %invariant.op570
  %1714 = sext i32 %.reass357.reass to i64
  %1715 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1714
  %1716 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1715, i32 %1707, i16 0) #5
  %1717 = getelementptr bfloat, ptr addrspace(3) %1706, i64 %1712
  store i16 %1716, ptr addrspace(3) %1717, align 2
  %1718 = add nuw nsw i64 %1712, 1
  %exitcond258.not = icmp eq i64 %1718, 8
  br i1 %exitcond258.not, label %.loopexit, label %1711

.loopexit:                                        ; preds = %1711, %1708
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #5
  br i1 %1546, label %723, label %._crit_edge

._crit_edge:                                      ; preds = %.loopexit, %.loopexit33.._crit_edge_crit_edge
  %.pre-phi260 = phi i32 [ %.pre259, %.loopexit33.._crit_edge_crit_edge ], [ %509, %.loopexit ]
  %.pre-phi = phi i32 [ %.pre, %.loopexit33.._crit_edge_crit_edge ], [ %508, %.loopexit ]
  %.lcssa112 = phi float [ 0.000000e+00, %.loopexit33.._crit_edge_crit_edge ], [ %1225, %.loopexit ]
  %.lcssa111 = phi float [ 0.000000e+00, %.loopexit33.._crit_edge_crit_edge ], [ %1414, %.loopexit ]
  %.lcssa110 = phi float [ 0.000000e+00, %.loopexit33.._crit_edge_crit_edge ], [ %1416, %.loopexit ]
  %.lcssa109 = phi float [ 0.000000e+00, %.loopexit33.._crit_edge_crit_edge ], [ %1418, %.loopexit ]
  %.lcssa108 = phi float [ 0.000000e+00, %.loopexit33.._crit_edge_crit_edge ], [ %1420, %.loopexit ]
  %.lcssa107 = phi float [ 0.000000e+00, %.loopexit33.._crit_edge_crit_edge ], [ %1422, %.loopexit ]
  %.lcssa106 = phi float [ 0.000000e+00, %.loopexit33.._crit_edge_crit_edge ], [ %1424, %.loopexit ]
  %.lcssa105 = phi float [ 0.000000e+00, %.loopexit33.._crit_edge_crit_edge ], [ %1426, %.loopexit ]
  %.lcssa104 = phi float [ 0.000000e+00, %.loopexit33.._crit_edge_crit_edge ], [ %1428, %.loopexit ]
  %.lcssa103 = phi float [ 0.000000e+00, %.loopexit33.._crit_edge_crit_edge ], [ %1430, %.loopexit ]
  %.lcssa102 = phi float [ 0.000000e+00, %.loopexit33.._crit_edge_crit_edge ], [ %1432, %.loopexit ]
  %.lcssa101 = phi float [ 0.000000e+00, %.loopexit33.._crit_edge_crit_edge ], [ %1434, %.loopexit ]
  %.lcssa100 = phi float [ 0.000000e+00, %.loopexit33.._crit_edge_crit_edge ], [ %1436, %.loopexit ]
  %.lcssa99 = phi float [ 0.000000e+00, %.loopexit33.._crit_edge_crit_edge ], [ %1438, %.loopexit ]
  %.lcssa98 = phi float [ 0.000000e+00, %.loopexit33.._crit_edge_crit_edge ], [ %1440, %.loopexit ]
  %.lcssa97 = phi float [ 0.000000e+00, %.loopexit33.._crit_edge_crit_edge ], [ %1442, %.loopexit ]
  %.lcssa96 = phi float [ 0.000000e+00, %.loopexit33.._crit_edge_crit_edge ], [ %1444, %.loopexit ]
  %.lcssa95 = phi float [ 0.000000e+00, %.loopexit33.._crit_edge_crit_edge ], [ %1446, %.loopexit ]
  %.lcssa94 = phi float [ 0.000000e+00, %.loopexit33.._crit_edge_crit_edge ], [ %1448, %.loopexit ]
  %.lcssa93 = phi float [ 0.000000e+00, %.loopexit33.._crit_edge_crit_edge ], [ %1450, %.loopexit ]
  %.lcssa92 = phi float [ 0.000000e+00, %.loopexit33.._crit_edge_crit_edge ], [ %1452, %.loopexit ]
  %.lcssa91 = phi float [ 0.000000e+00, %.loopexit33.._crit_edge_crit_edge ], [ %1454, %.loopexit ]
  %.lcssa90 = phi float [ 0.000000e+00, %.loopexit33.._crit_edge_crit_edge ], [ %1456, %.loopexit ]
  %.lcssa89 = phi float [ 0.000000e+00, %.loopexit33.._crit_edge_crit_edge ], [ %1458, %.loopexit ]
  %.lcssa88 = phi float [ 0.000000e+00, %.loopexit33.._crit_edge_crit_edge ], [ %1460, %.loopexit ]
  %.lcssa87 = phi float [ 0.000000e+00, %.loopexit33.._crit_edge_crit_edge ], [ %1462, %.loopexit ]
  %.lcssa86 = phi float [ 0.000000e+00, %.loopexit33.._crit_edge_crit_edge ], [ %1464, %.loopexit ]
  %.lcssa85 = phi float [ 0.000000e+00, %.loopexit33.._crit_edge_crit_edge ], [ %1466, %.loopexit ]
  %.lcssa84 = phi float [ 0.000000e+00, %.loopexit33.._crit_edge_crit_edge ], [ %1468, %.loopexit ]
  %.lcssa83 = phi float [ 0.000000e+00, %.loopexit33.._crit_edge_crit_edge ], [ %1470, %.loopexit ]
  %.lcssa82 = phi float [ 0.000000e+00, %.loopexit33.._crit_edge_crit_edge ], [ %1472, %.loopexit ]
  %.lcssa81 = phi float [ 0.000000e+00, %.loopexit33.._crit_edge_crit_edge ], [ %1474, %.loopexit ]
  %.lcssa80 = phi float [ 0.000000e+00, %.loopexit33.._crit_edge_crit_edge ], [ %1476, %.loopexit ]
  %.lcssa79 = phi float [ 0.000000e+00, %.loopexit33.._crit_edge_crit_edge ], [ %1479, %.loopexit ]
  %.lcssa78 = phi float [ 0.000000e+00, %.loopexit33.._crit_edge_crit_edge ], [ %1481, %.loopexit ]
  %.lcssa77 = phi float [ 0.000000e+00, %.loopexit33.._crit_edge_crit_edge ], [ %1483, %.loopexit ]
  %.lcssa76 = phi float [ 0.000000e+00, %.loopexit33.._crit_edge_crit_edge ], [ %1485, %.loopexit ]
  %.lcssa75 = phi float [ 0.000000e+00, %.loopexit33.._crit_edge_crit_edge ], [ %1487, %.loopexit ]
  %.lcssa74 = phi float [ 0.000000e+00, %.loopexit33.._crit_edge_crit_edge ], [ %1489, %.loopexit ]
  %.lcssa73 = phi float [ 0.000000e+00, %.loopexit33.._crit_edge_crit_edge ], [ %1491, %.loopexit ]
  %.lcssa72 = phi float [ 0.000000e+00, %.loopexit33.._crit_edge_crit_edge ], [ %1493, %.loopexit ]
  %.lcssa71 = phi float [ 0.000000e+00, %.loopexit33.._crit_edge_crit_edge ], [ %1495, %.loopexit ]
  %.lcssa70 = phi float [ 0.000000e+00, %.loopexit33.._crit_edge_crit_edge ], [ %1497, %.loopexit ]
  %.lcssa69 = phi float [ 0.000000e+00, %.loopexit33.._crit_edge_crit_edge ], [ %1499, %.loopexit ]
  %.lcssa68 = phi float [ 0.000000e+00, %.loopexit33.._crit_edge_crit_edge ], [ %1501, %.loopexit ]
  %.lcssa67 = phi float [ 0.000000e+00, %.loopexit33.._crit_edge_crit_edge ], [ %1503, %.loopexit ]
  %.lcssa66 = phi float [ 0.000000e+00, %.loopexit33.._crit_edge_crit_edge ], [ %1505, %.loopexit ]
  %.lcssa65 = phi float [ 0.000000e+00, %.loopexit33.._crit_edge_crit_edge ], [ %1507, %.loopexit ]
  %.lcssa64 = phi float [ 0.000000e+00, %.loopexit33.._crit_edge_crit_edge ], [ %1509, %.loopexit ]
  %.lcssa63 = phi float [ 0.000000e+00, %.loopexit33.._crit_edge_crit_edge ], [ %1511, %.loopexit ]
  %.lcssa62 = phi float [ 0.000000e+00, %.loopexit33.._crit_edge_crit_edge ], [ %1513, %.loopexit ]
  %.lcssa61 = phi float [ 0.000000e+00, %.loopexit33.._crit_edge_crit_edge ], [ %1515, %.loopexit ]
  %.lcssa60 = phi float [ 0.000000e+00, %.loopexit33.._crit_edge_crit_edge ], [ %1517, %.loopexit ]
  %.lcssa59 = phi float [ 0.000000e+00, %.loopexit33.._crit_edge_crit_edge ], [ %1519, %.loopexit ]
  %.lcssa58 = phi float [ 0.000000e+00, %.loopexit33.._crit_edge_crit_edge ], [ %1521, %.loopexit ]
  %.lcssa57 = phi float [ 0.000000e+00, %.loopexit33.._crit_edge_crit_edge ], [ %1523, %.loopexit ]
  %.lcssa56 = phi float [ 0.000000e+00, %.loopexit33.._crit_edge_crit_edge ], [ %1525, %.loopexit ]
  %.lcssa55 = phi float [ 0.000000e+00, %.loopexit33.._crit_edge_crit_edge ], [ %1527, %.loopexit ]
  %.lcssa54 = phi float [ 0.000000e+00, %.loopexit33.._crit_edge_crit_edge ], [ %1529, %.loopexit ]
  %.lcssa53 = phi float [ 0.000000e+00, %.loopexit33.._crit_edge_crit_edge ], [ %1531, %.loopexit ]
  %.lcssa52 = phi float [ 0.000000e+00, %.loopexit33.._crit_edge_crit_edge ], [ %1533, %.loopexit ]
  %.lcssa51 = phi float [ 0.000000e+00, %.loopexit33.._crit_edge_crit_edge ], [ %1535, %.loopexit ]
  %.lcssa50 = phi float [ 0.000000e+00, %.loopexit33.._crit_edge_crit_edge ], [ %1537, %.loopexit ]
  %.lcssa49 = phi float [ 0.000000e+00, %.loopexit33.._crit_edge_crit_edge ], [ %1539, %.loopexit ]
  %.lcssa48 = phi float [ 0.000000e+00, %.loopexit33.._crit_edge_crit_edge ], [ %1541, %.loopexit ]
  %.lcssa = phi float [ 0xFFF0000000000000, %.loopexit33.._crit_edge_crit_edge ], [ %1091, %.loopexit ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1719 = zext nneg i32 %.pre-phi to i64
  %1720 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 65536), i64 %1719
  store float %.lcssa, ptr addrspace(3) %1720, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  tail call void asm sideeffect "cp.async.wait_group 0;", "~{memory}"() #5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1721 = fdiv float 1.000000e+00, %.lcssa112
  %1722 = fmul float %.lcssa111, %1721
  %1723 = fmul float %1721, %.lcssa110
  %1724 = fmul float %1721, %.lcssa109
  %1725 = fmul float %1721, %.lcssa108
  %1726 = fmul float %1721, %.lcssa107
  %1727 = fmul float %1721, %.lcssa106
  %1728 = fmul float %1721, %.lcssa105
  %1729 = fmul float %1721, %.lcssa104
  %1730 = fmul float %1721, %.lcssa103
  %1731 = fmul float %1721, %.lcssa102
  %1732 = fmul float %1721, %.lcssa101
  %1733 = fmul float %1721, %.lcssa100
  %1734 = fmul float %1721, %.lcssa99
  %1735 = fmul float %1721, %.lcssa98
  %1736 = fmul float %1721, %.lcssa97
  %1737 = fmul float %1721, %.lcssa96
  %1738 = fmul float %1721, %.lcssa95
  %1739 = fmul float %1721, %.lcssa94
  %1740 = fmul float %1721, %.lcssa93
  %1741 = fmul float %1721, %.lcssa92
  %1742 = fmul float %1721, %.lcssa91
  %1743 = fmul float %1721, %.lcssa90
  %1744 = fmul float %1721, %.lcssa89
  %1745 = fmul float %1721, %.lcssa88
  %1746 = fmul float %1721, %.lcssa87
  %1747 = fmul float %1721, %.lcssa86
  %1748 = fmul float %1721, %.lcssa85
  %1749 = fmul float %1721, %.lcssa84
  %1750 = fmul float %1721, %.lcssa83
  %1751 = fmul float %1721, %.lcssa82
  %1752 = fmul float %1721, %.lcssa81
  %1753 = fmul float %1721, %.lcssa80
  %1754 = fmul float %1721, %.lcssa79
  %1755 = fmul float %1721, %.lcssa78
  %1756 = fmul float %1721, %.lcssa77
  %1757 = fmul float %1721, %.lcssa76
  %1758 = fmul float %1721, %.lcssa75
  %1759 = fmul float %1721, %.lcssa74
  %1760 = fmul float %1721, %.lcssa73
  %1761 = fmul float %1721, %.lcssa72
  %1762 = fmul float %1721, %.lcssa71
  %1763 = fmul float %1721, %.lcssa70
  %1764 = fmul float %1721, %.lcssa69
  %1765 = fmul float %1721, %.lcssa68
  %1766 = fmul float %1721, %.lcssa67
  %1767 = fmul float %1721, %.lcssa66
  %1768 = fmul float %1721, %.lcssa65
  %1769 = fmul float %1721, %.lcssa64
  %1770 = fmul float %1721, %.lcssa63
  %1771 = fmul float %1721, %.lcssa62
  %1772 = fmul float %1721, %.lcssa61
  %1773 = fmul float %1721, %.lcssa60
  %1774 = fmul float %1721, %.lcssa59
  %1775 = fmul float %1721, %.lcssa58
  %1776 = fmul float %1721, %.lcssa57
  %1777 = fmul float %1721, %.lcssa56
  %1778 = fmul float %1721, %.lcssa55
  %1779 = fmul float %1721, %.lcssa54
  %1780 = fmul float %1721, %.lcssa53
  %1781 = fmul float %1721, %.lcssa52
  %1782 = fmul float %1721, %.lcssa51
  %1783 = fmul float %1721, %.lcssa50
  %1784 = fmul float %1721, %.lcssa49
  %1785 = fmul float %1721, %.lcssa48
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
  %1816 = fptrunc float %1752 to bfloat
  %1817 = fptrunc float %1753 to bfloat
  %1818 = fptrunc float %1754 to bfloat
  %1819 = fptrunc float %1755 to bfloat
  %1820 = fptrunc float %1756 to bfloat
  %1821 = fptrunc float %1757 to bfloat
  %1822 = fptrunc float %1758 to bfloat
  %1823 = fptrunc float %1759 to bfloat
  %1824 = fptrunc float %1760 to bfloat
  %1825 = fptrunc float %1761 to bfloat
  %1826 = fptrunc float %1762 to bfloat
  %1827 = fptrunc float %1763 to bfloat
  %1828 = fptrunc float %1764 to bfloat
  %1829 = fptrunc float %1765 to bfloat
  %1830 = fptrunc float %1766 to bfloat
  %1831 = fptrunc float %1767 to bfloat
  %1832 = fptrunc float %1768 to bfloat
  %1833 = fptrunc float %1769 to bfloat
  %1834 = fptrunc float %1770 to bfloat
  %1835 = fptrunc float %1771 to bfloat
  %1836 = fptrunc float %1772 to bfloat
  %1837 = fptrunc float %1773 to bfloat
  %1838 = fptrunc float %1774 to bfloat
  %1839 = fptrunc float %1775 to bfloat
  %1840 = fptrunc float %1776 to bfloat
  %1841 = fptrunc float %1777 to bfloat
  %1842 = fptrunc float %1778 to bfloat
  %1843 = fptrunc float %1779 to bfloat
  %1844 = fptrunc float %1780 to bfloat
  %1845 = fptrunc float %1781 to bfloat
  %1846 = fptrunc float %1782 to bfloat
  %1847 = fptrunc float %1783 to bfloat
  %1848 = fptrunc float %1784 to bfloat
  %1849 = fptrunc float %1785 to bfloat
  %1850 = lshr i32 %7, 1
  %1851 = and i32 %1850, 64
  %1852 = add i32 %11, %.pre-phi260
  %1853 = shl i32 %1852, 7
  %1854 = or disjoint i32 %1853, %1851
  %1855 = sext i32 %1854 to i64
  %1856 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1855
  %1857 = icmp slt i32 %.pre-phi260, %4
  %1858 = ptrtoint ptr addrspace(1) %1856 to i64
  %1859 = and i64 %1858, 7
  %1860 = icmp eq i64 %1859, 0
  %1861 = and i1 %1857, %1860
  %1862 = xor i1 %1857, %1861
  %1863 = zext i1 %1861 to i32
  %1864 = bitcast bfloat %1786 to i16
  %1865 = bitcast bfloat %1787 to i16
  %1866 = bitcast bfloat %1788 to i16
  %1867 = bitcast bfloat %1789 to i16
  %1868 = zext i1 %1862 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b16 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b16 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b16 [$5+2], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b16 [$5+4], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b16 [$5+6], $4;\0A}", "r,h,h,h,h,l,r,r,r,r"(i32 %1863, i16 %1864, i16 %1865, i16 %1866, i16 %1867, ptr addrspace(1) %1856, i32 %1868, i32 %1868, i32 %1868, i32 %1868) #5
  %1869 = getelementptr i8, ptr addrspace(1) %1856, i64 8
  %1870 = ptrtoint ptr addrspace(1) %1869 to i64
  %1871 = and i64 %1870, 7
  %1872 = icmp eq i64 %1871, 0
  %1873 = and i1 %1857, %1872
  %1874 = xor i1 %1857, %1873
  %1875 = zext i1 %1873 to i32
  %1876 = bitcast bfloat %1790 to i16
  %1877 = bitcast bfloat %1791 to i16
  %1878 = bitcast bfloat %1792 to i16
  %1879 = bitcast bfloat %1793 to i16
  %1880 = zext i1 %1874 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b16 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b16 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b16 [$5+2], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b16 [$5+4], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b16 [$5+6], $4;\0A}", "r,h,h,h,h,l,r,r,r,r"(i32 %1875, i16 %1876, i16 %1877, i16 %1878, i16 %1879, ptr addrspace(1) %1869, i32 %1880, i32 %1880, i32 %1880, i32 %1880) #5
  %1881 = getelementptr i8, ptr addrspace(1) %1856, i64 16
  %1882 = ptrtoint ptr addrspace(1) %1881 to i64
  %1883 = and i64 %1882, 7
  %1884 = icmp eq i64 %1883, 0
  %1885 = and i1 %1857, %1884
  %1886 = xor i1 %1857, %1885
  %1887 = zext i1 %1885 to i32
  %1888 = bitcast bfloat %1794 to i16
  %1889 = bitcast bfloat %1795 to i16
  %1890 = bitcast bfloat %1796 to i16
  %1891 = bitcast bfloat %1797 to i16
  %1892 = zext i1 %1886 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b16 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b16 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b16 [$5+2], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b16 [$5+4], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b16 [$5+6], $4;\0A}", "r,h,h,h,h,l,r,r,r,r"(i32 %1887, i16 %1888, i16 %1889, i16 %1890, i16 %1891, ptr addrspace(1) %1881, i32 %1892, i32 %1892, i32 %1892, i32 %1892) #5
  %1893 = getelementptr i8, ptr addrspace(1) %1856, i64 24
  %1894 = ptrtoint ptr addrspace(1) %1893 to i64
  %1895 = and i64 %1894, 7
  %1896 = icmp eq i64 %1895, 0
  %1897 = and i1 %1857, %1896
  %1898 = xor i1 %1857, %1897
  %1899 = zext i1 %1897 to i32
  %1900 = bitcast bfloat %1798 to i16
  %1901 = bitcast bfloat %1799 to i16
  %1902 = bitcast bfloat %1800 to i16
  %1903 = bitcast bfloat %1801 to i16
  %1904 = zext i1 %1898 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b16 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b16 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b16 [$5+2], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b16 [$5+4], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b16 [$5+6], $4;\0A}", "r,h,h,h,h,l,r,r,r,r"(i32 %1899, i16 %1900, i16 %1901, i16 %1902, i16 %1903, ptr addrspace(1) %1893, i32 %1904, i32 %1904, i32 %1904, i32 %1904) #5
  %1905 = getelementptr i8, ptr addrspace(1) %1856, i64 32
  %1906 = ptrtoint ptr addrspace(1) %1905 to i64
  %1907 = and i64 %1906, 7
  %1908 = icmp eq i64 %1907, 0
  %1909 = and i1 %1857, %1908
  %1910 = xor i1 %1857, %1909
  %1911 = zext i1 %1909 to i32
  %1912 = bitcast bfloat %1802 to i16
  %1913 = bitcast bfloat %1803 to i16
  %1914 = bitcast bfloat %1804 to i16
  %1915 = bitcast bfloat %1805 to i16
  %1916 = zext i1 %1910 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b16 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b16 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b16 [$5+2], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b16 [$5+4], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b16 [$5+6], $4;\0A}", "r,h,h,h,h,l,r,r,r,r"(i32 %1911, i16 %1912, i16 %1913, i16 %1914, i16 %1915, ptr addrspace(1) %1905, i32 %1916, i32 %1916, i32 %1916, i32 %1916) #5
  %1917 = getelementptr i8, ptr addrspace(1) %1856, i64 40
  %1918 = ptrtoint ptr addrspace(1) %1917 to i64
  %1919 = and i64 %1918, 7
  %1920 = icmp eq i64 %1919, 0
  %1921 = and i1 %1857, %1920
  %1922 = xor i1 %1857, %1921
  %1923 = zext i1 %1921 to i32
  %1924 = bitcast bfloat %1806 to i16
  %1925 = bitcast bfloat %1807 to i16
  %1926 = bitcast bfloat %1808 to i16
  %1927 = bitcast bfloat %1809 to i16
  %1928 = zext i1 %1922 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b16 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b16 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b16 [$5+2], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b16 [$5+4], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b16 [$5+6], $4;\0A}", "r,h,h,h,h,l,r,r,r,r"(i32 %1923, i16 %1924, i16 %1925, i16 %1926, i16 %1927, ptr addrspace(1) %1917, i32 %1928, i32 %1928, i32 %1928, i32 %1928) #5
  %1929 = getelementptr i8, ptr addrspace(1) %1856, i64 48
  %1930 = ptrtoint ptr addrspace(1) %1929 to i64
  %1931 = and i64 %1930, 7
  %1932 = icmp eq i64 %1931, 0
  %1933 = and i1 %1857, %1932
  %1934 = xor i1 %1857, %1933
  %1935 = zext i1 %1933 to i32
  %1936 = bitcast bfloat %1810 to i16
  %1937 = bitcast bfloat %1811 to i16
  %1938 = bitcast bfloat %1812 to i16
  %1939 = bitcast bfloat %1813 to i16
  %1940 = zext i1 %1934 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b16 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b16 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b16 [$5+2], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b16 [$5+4], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b16 [$5+6], $4;\0A}", "r,h,h,h,h,l,r,r,r,r"(i32 %1935, i16 %1936, i16 %1937, i16 %1938, i16 %1939, ptr addrspace(1) %1929, i32 %1940, i32 %1940, i32 %1940, i32 %1940) #5
  %1941 = getelementptr i8, ptr addrspace(1) %1856, i64 56
  %1942 = ptrtoint ptr addrspace(1) %1941 to i64
  %1943 = and i64 %1942, 7
  %1944 = icmp eq i64 %1943, 0
  %1945 = and i1 %1857, %1944
  %1946 = xor i1 %1857, %1945
  %1947 = zext i1 %1945 to i32
  %1948 = bitcast bfloat %1814 to i16
  %1949 = bitcast bfloat %1815 to i16
  %1950 = bitcast bfloat %1816 to i16
  %1951 = bitcast bfloat %1817 to i16
  %1952 = zext i1 %1946 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b16 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b16 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b16 [$5+2], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b16 [$5+4], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b16 [$5+6], $4;\0A}", "r,h,h,h,h,l,r,r,r,r"(i32 %1947, i16 %1948, i16 %1949, i16 %1950, i16 %1951, ptr addrspace(1) %1941, i32 %1952, i32 %1952, i32 %1952, i32 %1952) #5
  %1953 = getelementptr i8, ptr addrspace(1) %1856, i64 64
  %1954 = ptrtoint ptr addrspace(1) %1953 to i64
  %1955 = and i64 %1954, 7
  %1956 = icmp eq i64 %1955, 0
  %1957 = and i1 %1857, %1956
  %1958 = xor i1 %1857, %1957
  %1959 = zext i1 %1957 to i32
  %1960 = bitcast bfloat %1818 to i16
  %1961 = bitcast bfloat %1819 to i16
  %1962 = bitcast bfloat %1820 to i16
  %1963 = bitcast bfloat %1821 to i16
  %1964 = zext i1 %1958 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b16 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b16 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b16 [$5+2], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b16 [$5+4], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b16 [$5+6], $4;\0A}", "r,h,h,h,h,l,r,r,r,r"(i32 %1959, i16 %1960, i16 %1961, i16 %1962, i16 %1963, ptr addrspace(1) %1953, i32 %1964, i32 %1964, i32 %1964, i32 %1964) #5
  %1965 = getelementptr i8, ptr addrspace(1) %1856, i64 72
  %1966 = ptrtoint ptr addrspace(1) %1965 to i64
  %1967 = and i64 %1966, 7
  %1968 = icmp eq i64 %1967, 0
  %1969 = and i1 %1857, %1968
  %1970 = xor i1 %1857, %1969
  %1971 = zext i1 %1969 to i32
  %1972 = bitcast bfloat %1822 to i16
  %1973 = bitcast bfloat %1823 to i16
  %1974 = bitcast bfloat %1824 to i16
  %1975 = bitcast bfloat %1825 to i16
  %1976 = zext i1 %1970 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b16 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b16 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b16 [$5+2], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b16 [$5+4], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b16 [$5+6], $4;\0A}", "r,h,h,h,h,l,r,r,r,r"(i32 %1971, i16 %1972, i16 %1973, i16 %1974, i16 %1975, ptr addrspace(1) %1965, i32 %1976, i32 %1976, i32 %1976, i32 %1976) #5
  %1977 = getelementptr i8, ptr addrspace(1) %1856, i64 80
  %1978 = ptrtoint ptr addrspace(1) %1977 to i64
  %1979 = and i64 %1978, 7
  %1980 = icmp eq i64 %1979, 0
  %1981 = and i1 %1857, %1980
  %1982 = xor i1 %1857, %1981
  %1983 = zext i1 %1981 to i32
  %1984 = bitcast bfloat %1826 to i16
  %1985 = bitcast bfloat %1827 to i16
  %1986 = bitcast bfloat %1828 to i16
  %1987 = bitcast bfloat %1829 to i16
  %1988 = zext i1 %1982 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b16 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b16 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b16 [$5+2], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b16 [$5+4], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b16 [$5+6], $4;\0A}", "r,h,h,h,h,l,r,r,r,r"(i32 %1983, i16 %1984, i16 %1985, i16 %1986, i16 %1987, ptr addrspace(1) %1977, i32 %1988, i32 %1988, i32 %1988, i32 %1988) #5
  %1989 = getelementptr i8, ptr addrspace(1) %1856, i64 88
  %1990 = ptrtoint ptr addrspace(1) %1989 to i64
  %1991 = and i64 %1990, 7
  %1992 = icmp eq i64 %1991, 0
  %1993 = and i1 %1857, %1992
  %1994 = xor i1 %1857, %1993
  %1995 = zext i1 %1993 to i32
  %1996 = bitcast bfloat %1830 to i16
  %1997 = bitcast bfloat %1831 to i16
  %1998 = bitcast bfloat %1832 to i16
  %1999 = bitcast bfloat %1833 to i16
  %2000 = zext i1 %1994 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b16 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b16 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b16 [$5+2], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b16 [$5+4], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b16 [$5+6], $4;\0A}", "r,h,h,h,h,l,r,r,r,r"(i32 %1995, i16 %1996, i16 %1997, i16 %1998, i16 %1999, ptr addrspace(1) %1989, i32 %2000, i32 %2000, i32 %2000, i32 %2000) #5
  %2001 = getelementptr i8, ptr addrspace(1) %1856, i64 96
  %2002 = ptrtoint ptr addrspace(1) %2001 to i64
  %2003 = and i64 %2002, 7
  %2004 = icmp eq i64 %2003, 0
  %2005 = and i1 %1857, %2004
  %2006 = xor i1 %1857, %2005
  %2007 = zext i1 %2005 to i32
  %2008 = bitcast bfloat %1834 to i16
  %2009 = bitcast bfloat %1835 to i16
  %2010 = bitcast bfloat %1836 to i16
  %2011 = bitcast bfloat %1837 to i16
  %2012 = zext i1 %2006 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b16 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b16 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b16 [$5+2], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b16 [$5+4], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b16 [$5+6], $4;\0A}", "r,h,h,h,h,l,r,r,r,r"(i32 %2007, i16 %2008, i16 %2009, i16 %2010, i16 %2011, ptr addrspace(1) %2001, i32 %2012, i32 %2012, i32 %2012, i32 %2012) #5
  %2013 = getelementptr i8, ptr addrspace(1) %1856, i64 104
  %2014 = ptrtoint ptr addrspace(1) %2013 to i64
  %2015 = and i64 %2014, 7
  %2016 = icmp eq i64 %2015, 0
  %2017 = and i1 %1857, %2016
  %2018 = xor i1 %1857, %2017
  %2019 = zext i1 %2017 to i32
  %2020 = bitcast bfloat %1838 to i16
  %2021 = bitcast bfloat %1839 to i16
  %2022 = bitcast bfloat %1840 to i16
  %2023 = bitcast bfloat %1841 to i16
  %2024 = zext i1 %2018 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b16 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b16 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b16 [$5+2], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b16 [$5+4], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b16 [$5+6], $4;\0A}", "r,h,h,h,h,l,r,r,r,r"(i32 %2019, i16 %2020, i16 %2021, i16 %2022, i16 %2023, ptr addrspace(1) %2013, i32 %2024, i32 %2024, i32 %2024, i32 %2024) #5
  %2025 = getelementptr i8, ptr addrspace(1) %1856, i64 112
  %2026 = ptrtoint ptr addrspace(1) %2025 to i64
  %2027 = and i64 %2026, 7
  %2028 = icmp eq i64 %2027, 0
  %2029 = and i1 %1857, %2028
  %2030 = xor i1 %1857, %2029
  %2031 = zext i1 %2029 to i32
  %2032 = bitcast bfloat %1842 to i16
  %2033 = bitcast bfloat %1843 to i16
  %2034 = bitcast bfloat %1844 to i16
  %2035 = bitcast bfloat %1845 to i16
  %2036 = zext i1 %2030 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b16 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b16 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b16 [$5+2], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b16 [$5+4], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b16 [$5+6], $4;\0A}", "r,h,h,h,h,l,r,r,r,r"(i32 %2031, i16 %2032, i16 %2033, i16 %2034, i16 %2035, ptr addrspace(1) %2025, i32 %2036, i32 %2036, i32 %2036, i32 %2036) #5
  %2037 = getelementptr i8, ptr addrspace(1) %1856, i64 120
  %2038 = ptrtoint ptr addrspace(1) %2037 to i64
  %2039 = and i64 %2038, 7
  %2040 = icmp eq i64 %2039, 0
  %2041 = and i1 %1857, %2040
  %2042 = xor i1 %1857, %2041
  %2043 = zext i1 %2041 to i32
  %2044 = bitcast bfloat %1846 to i16
  %2045 = bitcast bfloat %1847 to i16
  %2046 = bitcast bfloat %1848 to i16
  %2047 = bitcast bfloat %1849 to i16
  %2048 = zext i1 %2042 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b16 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b16 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b16 [$5+2], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b16 [$5+4], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b16 [$5+6], $4;\0A}", "r,h,h,h,h,l,r,r,r,r"(i32 %2043, i16 %2044, i16 %2045, i16 %2046, i16 %2047, ptr addrspace(1) %2037, i32 %2048, i32 %2048, i32 %2048, i32 %2048) #5
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
