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
  %12 = shl i32 %9, 6
  %13 = fmul float %5, 0x3FF7154760000000
  %14 = lshr i32 %7, 3
  %15 = or disjoint i32 %12, %14
  %16 = add i32 %11, %15
  %17 = shl i32 %16, 6
  %18 = or disjoint i32 %14, 16
  %19 = or disjoint i32 %18, %12
  %20 = add i32 %11, %19
  %21 = shl i32 %20, 6
  %22 = or disjoint i32 %14, 32
  %23 = or disjoint i32 %22, %12
  %24 = add i32 %11, %23
  %25 = shl i32 %24, 6
  %26 = or disjoint i32 %14, 48
  %27 = or disjoint i32 %26, %12
  %28 = add i32 %11, %27
  %29 = shl i32 %28, 6
  %30 = and i32 %8, 56
  %31 = or disjoint i32 %17, %30
  %32 = or disjoint i32 %21, %30
  %33 = or disjoint i32 %25, %30
  %34 = or disjoint i32 %29, %30
  %35 = icmp slt i32 %15, %4
  %36 = icmp slt i32 %19, %4
  %37 = icmp slt i32 %23, %4
  %38 = icmp slt i32 %27, %4
  %39 = sext i32 %31 to i64
  %40 = getelementptr bfloat, ptr addrspace(1) %0, i64 %39
  %41 = ptrtoint ptr addrspace(1) %40 to i64
  %42 = and i64 %41, 15
  %43 = icmp eq i64 %42, 0
  %44 = and i1 %35, %43
  %45 = xor i1 %35, %44
  %46 = zext i1 %44 to i32
  %47 = zext i1 %45 to i32
  %48 = tail call { i16, i16, i16, i16, i16, i16, i16, i16 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $8, 0;\0Amov.b16 $0, $18;\0Amov.b16 $1, $18;\0Amov.b16 $2, $18;\0Amov.b16 $3, $18;\0Amov.b16 $4, $18;\0Amov.b16 $5, $18;\0Amov.b16 $6, $18;\0Amov.b16 $7, $18;\0A.reg .b32 %tile_w<4>;\0A@%tile_v ld.global.v4.b32 {%tile_w0, %tile_w1, %tile_w2, %tile_w3}, [$9];\0A@%tile_v mov.b32 {$0, $1}, %tile_w0;\0A@%tile_v mov.b32 {$2, $3}, %tile_w1;\0A@%tile_v mov.b32 {$4, $5}, %tile_w2;\0A@%tile_v mov.b32 {$6, $7}, %tile_w3;\0Asetp.ne.b32 %tile_p, $10, 0;\0A@%tile_p ld.global.b16 $0, [$9];\0Asetp.ne.b32 %tile_p, $11, 0;\0A@%tile_p ld.global.b16 $1, [$9+2];\0Asetp.ne.b32 %tile_p, $12, 0;\0A@%tile_p ld.global.b16 $2, [$9+4];\0Asetp.ne.b32 %tile_p, $13, 0;\0A@%tile_p ld.global.b16 $3, [$9+6];\0Asetp.ne.b32 %tile_p, $14, 0;\0A@%tile_p ld.global.b16 $4, [$9+8];\0Asetp.ne.b32 %tile_p, $15, 0;\0A@%tile_p ld.global.b16 $5, [$9+10];\0Asetp.ne.b32 %tile_p, $16, 0;\0A@%tile_p ld.global.b16 $6, [$9+12];\0Asetp.ne.b32 %tile_p, $17, 0;\0A@%tile_p ld.global.b16 $7, [$9+14];\0A}", "=&h,=&h,=&h,=&h,=&h,=&h,=&h,=&h,r,l,r,r,r,r,r,r,r,r,h"(i32 %46, ptr addrspace(1) %40, i32 %47, i32 %47, i32 %47, i32 %47, i32 %47, i32 %47, i32 %47, i32 %47, i16 0) #7
  %49 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %48, 0
  %50 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %48, 1
  %51 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %48, 2
  %52 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %48, 3
  %53 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %48, 4
  %54 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %48, 5
  %55 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %48, 6
  %56 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %48, 7
  %57 = sext i32 %32 to i64
  %58 = getelementptr bfloat, ptr addrspace(1) %0, i64 %57
  %59 = ptrtoint ptr addrspace(1) %58 to i64
  %60 = and i64 %59, 15
  %61 = icmp eq i64 %60, 0
  %62 = and i1 %36, %61
  %63 = xor i1 %36, %62
  %64 = zext i1 %62 to i32
  %65 = zext i1 %63 to i32
  %66 = tail call { i16, i16, i16, i16, i16, i16, i16, i16 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $8, 0;\0Amov.b16 $0, $18;\0Amov.b16 $1, $18;\0Amov.b16 $2, $18;\0Amov.b16 $3, $18;\0Amov.b16 $4, $18;\0Amov.b16 $5, $18;\0Amov.b16 $6, $18;\0Amov.b16 $7, $18;\0A.reg .b32 %tile_w<4>;\0A@%tile_v ld.global.v4.b32 {%tile_w0, %tile_w1, %tile_w2, %tile_w3}, [$9];\0A@%tile_v mov.b32 {$0, $1}, %tile_w0;\0A@%tile_v mov.b32 {$2, $3}, %tile_w1;\0A@%tile_v mov.b32 {$4, $5}, %tile_w2;\0A@%tile_v mov.b32 {$6, $7}, %tile_w3;\0Asetp.ne.b32 %tile_p, $10, 0;\0A@%tile_p ld.global.b16 $0, [$9];\0Asetp.ne.b32 %tile_p, $11, 0;\0A@%tile_p ld.global.b16 $1, [$9+2];\0Asetp.ne.b32 %tile_p, $12, 0;\0A@%tile_p ld.global.b16 $2, [$9+4];\0Asetp.ne.b32 %tile_p, $13, 0;\0A@%tile_p ld.global.b16 $3, [$9+6];\0Asetp.ne.b32 %tile_p, $14, 0;\0A@%tile_p ld.global.b16 $4, [$9+8];\0Asetp.ne.b32 %tile_p, $15, 0;\0A@%tile_p ld.global.b16 $5, [$9+10];\0Asetp.ne.b32 %tile_p, $16, 0;\0A@%tile_p ld.global.b16 $6, [$9+12];\0Asetp.ne.b32 %tile_p, $17, 0;\0A@%tile_p ld.global.b16 $7, [$9+14];\0A}", "=&h,=&h,=&h,=&h,=&h,=&h,=&h,=&h,r,l,r,r,r,r,r,r,r,r,h"(i32 %64, ptr addrspace(1) %58, i32 %65, i32 %65, i32 %65, i32 %65, i32 %65, i32 %65, i32 %65, i32 %65, i16 0) #7
  %67 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %66, 0
  %68 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %66, 1
  %69 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %66, 2
  %70 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %66, 3
  %71 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %66, 4
  %72 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %66, 5
  %73 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %66, 6
  %74 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %66, 7
  %75 = sext i32 %33 to i64
  %76 = getelementptr bfloat, ptr addrspace(1) %0, i64 %75
  %77 = ptrtoint ptr addrspace(1) %76 to i64
  %78 = and i64 %77, 15
  %79 = icmp eq i64 %78, 0
  %80 = and i1 %37, %79
  %81 = xor i1 %37, %80
  %82 = zext i1 %80 to i32
  %83 = zext i1 %81 to i32
  %84 = tail call { i16, i16, i16, i16, i16, i16, i16, i16 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $8, 0;\0Amov.b16 $0, $18;\0Amov.b16 $1, $18;\0Amov.b16 $2, $18;\0Amov.b16 $3, $18;\0Amov.b16 $4, $18;\0Amov.b16 $5, $18;\0Amov.b16 $6, $18;\0Amov.b16 $7, $18;\0A.reg .b32 %tile_w<4>;\0A@%tile_v ld.global.v4.b32 {%tile_w0, %tile_w1, %tile_w2, %tile_w3}, [$9];\0A@%tile_v mov.b32 {$0, $1}, %tile_w0;\0A@%tile_v mov.b32 {$2, $3}, %tile_w1;\0A@%tile_v mov.b32 {$4, $5}, %tile_w2;\0A@%tile_v mov.b32 {$6, $7}, %tile_w3;\0Asetp.ne.b32 %tile_p, $10, 0;\0A@%tile_p ld.global.b16 $0, [$9];\0Asetp.ne.b32 %tile_p, $11, 0;\0A@%tile_p ld.global.b16 $1, [$9+2];\0Asetp.ne.b32 %tile_p, $12, 0;\0A@%tile_p ld.global.b16 $2, [$9+4];\0Asetp.ne.b32 %tile_p, $13, 0;\0A@%tile_p ld.global.b16 $3, [$9+6];\0Asetp.ne.b32 %tile_p, $14, 0;\0A@%tile_p ld.global.b16 $4, [$9+8];\0Asetp.ne.b32 %tile_p, $15, 0;\0A@%tile_p ld.global.b16 $5, [$9+10];\0Asetp.ne.b32 %tile_p, $16, 0;\0A@%tile_p ld.global.b16 $6, [$9+12];\0Asetp.ne.b32 %tile_p, $17, 0;\0A@%tile_p ld.global.b16 $7, [$9+14];\0A}", "=&h,=&h,=&h,=&h,=&h,=&h,=&h,=&h,r,l,r,r,r,r,r,r,r,r,h"(i32 %82, ptr addrspace(1) %76, i32 %83, i32 %83, i32 %83, i32 %83, i32 %83, i32 %83, i32 %83, i32 %83, i16 0) #7
  %85 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %84, 0
  %86 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %84, 1
  %87 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %84, 2
  %88 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %84, 3
  %89 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %84, 4
  %90 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %84, 5
  %91 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %84, 6
  %92 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %84, 7
  %93 = sext i32 %34 to i64
  %94 = getelementptr bfloat, ptr addrspace(1) %0, i64 %93
  %95 = ptrtoint ptr addrspace(1) %94 to i64
  %96 = and i64 %95, 15
  %97 = icmp eq i64 %96, 0
  %98 = and i1 %38, %97
  %99 = xor i1 %38, %98
  %100 = zext i1 %98 to i32
  %101 = zext i1 %99 to i32
  %102 = tail call { i16, i16, i16, i16, i16, i16, i16, i16 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $8, 0;\0Amov.b16 $0, $18;\0Amov.b16 $1, $18;\0Amov.b16 $2, $18;\0Amov.b16 $3, $18;\0Amov.b16 $4, $18;\0Amov.b16 $5, $18;\0Amov.b16 $6, $18;\0Amov.b16 $7, $18;\0A.reg .b32 %tile_w<4>;\0A@%tile_v ld.global.v4.b32 {%tile_w0, %tile_w1, %tile_w2, %tile_w3}, [$9];\0A@%tile_v mov.b32 {$0, $1}, %tile_w0;\0A@%tile_v mov.b32 {$2, $3}, %tile_w1;\0A@%tile_v mov.b32 {$4, $5}, %tile_w2;\0A@%tile_v mov.b32 {$6, $7}, %tile_w3;\0Asetp.ne.b32 %tile_p, $10, 0;\0A@%tile_p ld.global.b16 $0, [$9];\0Asetp.ne.b32 %tile_p, $11, 0;\0A@%tile_p ld.global.b16 $1, [$9+2];\0Asetp.ne.b32 %tile_p, $12, 0;\0A@%tile_p ld.global.b16 $2, [$9+4];\0Asetp.ne.b32 %tile_p, $13, 0;\0A@%tile_p ld.global.b16 $3, [$9+6];\0Asetp.ne.b32 %tile_p, $14, 0;\0A@%tile_p ld.global.b16 $4, [$9+8];\0Asetp.ne.b32 %tile_p, $15, 0;\0A@%tile_p ld.global.b16 $5, [$9+10];\0Asetp.ne.b32 %tile_p, $16, 0;\0A@%tile_p ld.global.b16 $6, [$9+12];\0Asetp.ne.b32 %tile_p, $17, 0;\0A@%tile_p ld.global.b16 $7, [$9+14];\0A}", "=&h,=&h,=&h,=&h,=&h,=&h,=&h,=&h,r,l,r,r,r,r,r,r,r,r,h"(i32 %100, ptr addrspace(1) %94, i32 %101, i32 %101, i32 %101, i32 %101, i32 %101, i32 %101, i32 %101, i32 %101, i16 0) #7
  %103 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %102, 0
  %104 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %102, 1
  %105 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %102, 2
  %106 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %102, 3
  %107 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %102, 4
  %108 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %102, 5
  %109 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %102, 6
  %110 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %102, 7
  %111 = add i32 %11, %14
  %112 = shl i32 %111, 6
  %113 = or disjoint i32 %112, %30
  %114 = sext i32 %113 to i64
  %115 = getelementptr bfloat, ptr addrspace(1) %1, i64 %114
  %116 = ptrtoint ptr addrspace(1) %115 to i64
  %117 = and i64 %116, 15
  %118 = icmp eq i64 %117, 0
  %119 = icmp slt i32 %14, %4
  %120 = select i1 %119, i32 16, i32 0
  %121 = lshr exact i32 %30, 3
  %122 = and i32 %14, 7
  %123 = xor i32 %121, %122
  %124 = shl nuw nsw i32 %14, 7
  %125 = shl nuw nsw i32 %123, 4
  %126 = or disjoint i32 %125, %124
  %127 = zext nneg i32 %126 to i64
  %128 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %127
  br i1 %118, label %130, label %.preheader71

.preheader71:                                     ; preds = %6
  %129 = zext i1 %119 to i32
  %invariant.op = or i32 %112, %30
  br label %133

130:                                              ; preds = %6
  %131 = ptrtoint ptr addrspace(3) %128 to i64
  %132 = trunc i64 %131 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %132, ptr addrspace(1) %115, i32 %120) #7
  br label %.loopexit72

133:                                              ; preds = %.preheader71, %133
  %134 = phi i64 [ 0, %.preheader71 ], [ %140, %133 ]
  %135 = trunc nuw nsw i64 %134 to i32
  %.reass.reass = or i32 %135, %invariant.op
  %136 = sext i32 %.reass.reass to i64
  %137 = getelementptr bfloat, ptr addrspace(1) %1, i64 %136
  %138 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %137, i32 %129, i16 0) #7
  %139 = getelementptr bfloat, ptr addrspace(3) %128, i64 %134
  store i16 %138, ptr addrspace(3) %139, align 2
  %140 = add nuw nsw i64 %134, 1
  %exitcond.not = icmp eq i64 %140, 8
  br i1 %exitcond.not, label %.loopexit72, label %133

.loopexit72:                                      ; preds = %133, %130
  %141 = add i32 %11, %18
  %142 = shl i32 %141, 6
  %143 = or disjoint i32 %142, %30
  %144 = sext i32 %143 to i64
  %145 = getelementptr bfloat, ptr addrspace(1) %1, i64 %144
  %146 = ptrtoint ptr addrspace(1) %145 to i64
  %147 = and i64 %146, 15
  %148 = icmp eq i64 %147, 0
  %149 = icmp slt i32 %18, %4
  %150 = select i1 %149, i32 16, i32 0
  %151 = shl nuw nsw i32 %18, 7
  %152 = or disjoint i32 %125, %151
  %153 = zext nneg i32 %152 to i64
  %154 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %153
  br i1 %148, label %156, label %.preheader69

.preheader69:                                     ; preds = %.loopexit72
  %155 = zext i1 %149 to i32
  %invariant.op458 = or i32 %142, %30
  br label %159

156:                                              ; preds = %.loopexit72
  %157 = ptrtoint ptr addrspace(3) %154 to i64
  %158 = trunc i64 %157 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %158, ptr addrspace(1) %145, i32 %150) #7
  br label %.loopexit70

159:                                              ; preds = %.preheader69, %159
  %160 = phi i64 [ 0, %.preheader69 ], [ %166, %159 ]
  %161 = trunc nuw nsw i64 %160 to i32
  %.reass308.reass = or i32 %161, %invariant.op458
  %162 = sext i32 %.reass308.reass to i64
  %163 = getelementptr bfloat, ptr addrspace(1) %1, i64 %162
  %164 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %163, i32 %155, i16 0) #7
  %165 = getelementptr bfloat, ptr addrspace(3) %154, i64 %160
  store i16 %164, ptr addrspace(3) %165, align 2
  %166 = add nuw nsw i64 %160, 1
  %exitcond242.not = icmp eq i64 %166, 8
  br i1 %exitcond242.not, label %.loopexit70, label %159

.loopexit70:                                      ; preds = %159, %156
  %167 = add i32 %11, %22
  %168 = shl i32 %167, 6
  %169 = or disjoint i32 %168, %30
  %170 = sext i32 %169 to i64
  %171 = getelementptr bfloat, ptr addrspace(1) %1, i64 %170
  %172 = ptrtoint ptr addrspace(1) %171 to i64
  %173 = and i64 %172, 15
  %174 = icmp eq i64 %173, 0
  %175 = icmp slt i32 %22, %4
  %176 = select i1 %175, i32 16, i32 0
  %177 = shl nuw nsw i32 %22, 7
  %178 = or disjoint i32 %125, %177
  %179 = zext nneg i32 %178 to i64
  %180 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %179
  br i1 %174, label %182, label %.preheader67

.preheader67:                                     ; preds = %.loopexit70
  %181 = zext i1 %175 to i32
  %invariant.op459 = or i32 %168, %30
  br label %185

182:                                              ; preds = %.loopexit70
  %183 = ptrtoint ptr addrspace(3) %180 to i64
  %184 = trunc i64 %183 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %184, ptr addrspace(1) %171, i32 %176) #7
  br label %.loopexit68

185:                                              ; preds = %.preheader67, %185
  %186 = phi i64 [ 0, %.preheader67 ], [ %192, %185 ]
  %187 = trunc nuw nsw i64 %186 to i32
  %.reass310.reass = or i32 %187, %invariant.op459
  %188 = sext i32 %.reass310.reass to i64
  %189 = getelementptr bfloat, ptr addrspace(1) %1, i64 %188
  %190 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %189, i32 %181, i16 0) #7
  %191 = getelementptr bfloat, ptr addrspace(3) %180, i64 %186
  store i16 %190, ptr addrspace(3) %191, align 2
  %192 = add nuw nsw i64 %186, 1
  %exitcond243.not = icmp eq i64 %192, 8
  br i1 %exitcond243.not, label %.loopexit68, label %185

.loopexit68:                                      ; preds = %185, %182
  %193 = add i32 %11, %26
  %194 = shl i32 %193, 6
  %195 = or disjoint i32 %194, %30
  %196 = sext i32 %195 to i64
  %197 = getelementptr bfloat, ptr addrspace(1) %1, i64 %196
  %198 = ptrtoint ptr addrspace(1) %197 to i64
  %199 = and i64 %198, 15
  %200 = icmp eq i64 %199, 0
  %201 = icmp slt i32 %26, %4
  %202 = select i1 %201, i32 16, i32 0
  %203 = shl nuw nsw i32 %26, 7
  %204 = or disjoint i32 %125, %203
  %205 = zext nneg i32 %204 to i64
  %206 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %205
  br i1 %200, label %208, label %.preheader65

.preheader65:                                     ; preds = %.loopexit68
  %207 = zext i1 %201 to i32
  %invariant.op460 = or i32 %194, %30
  br label %211

208:                                              ; preds = %.loopexit68
  %209 = ptrtoint ptr addrspace(3) %206 to i64
  %210 = trunc i64 %209 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %210, ptr addrspace(1) %197, i32 %202) #7
  br label %.loopexit66

211:                                              ; preds = %.preheader65, %211
  %212 = phi i64 [ 0, %.preheader65 ], [ %218, %211 ]
  %213 = trunc nuw nsw i64 %212 to i32
  %.reass312.reass = or i32 %213, %invariant.op460
  %214 = sext i32 %.reass312.reass to i64
  %215 = getelementptr bfloat, ptr addrspace(1) %1, i64 %214
  %216 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %215, i32 %207, i16 0) #7
  %217 = getelementptr bfloat, ptr addrspace(3) %206, i64 %212
  store i16 %216, ptr addrspace(3) %217, align 2
  %218 = add nuw nsw i64 %212, 1
  %exitcond244.not = icmp eq i64 %218, 8
  br i1 %exitcond244.not, label %.loopexit66, label %211

.loopexit66:                                      ; preds = %211, %208
  %219 = getelementptr bfloat, ptr addrspace(1) %2, i64 %114
  %220 = ptrtoint ptr addrspace(1) %219 to i64
  %221 = and i64 %220, 15
  %222 = icmp eq i64 %221, 0
  %223 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 24576), i64 %127
  br i1 %222, label %225, label %.preheader63

.preheader63:                                     ; preds = %.loopexit66
  %224 = zext i1 %119 to i32
  %invariant.op461 = or i32 %112, %30
  br label %228

225:                                              ; preds = %.loopexit66
  %226 = ptrtoint ptr addrspace(3) %223 to i64
  %227 = trunc i64 %226 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %227, ptr addrspace(1) %219, i32 %120) #7
  br label %.loopexit64

228:                                              ; preds = %.preheader63, %228
  %229 = phi i64 [ 0, %.preheader63 ], [ %235, %228 ]
  %230 = trunc nuw nsw i64 %229 to i32
  %.reass314.reass = or i32 %230, %invariant.op461
  %231 = sext i32 %.reass314.reass to i64
  %232 = getelementptr bfloat, ptr addrspace(1) %2, i64 %231
  %233 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %232, i32 %224, i16 0) #7
  %234 = getelementptr bfloat, ptr addrspace(3) %223, i64 %229
  store i16 %233, ptr addrspace(3) %234, align 2
  %235 = add nuw nsw i64 %229, 1
  %exitcond245.not = icmp eq i64 %235, 8
  br i1 %exitcond245.not, label %.loopexit64, label %228

.loopexit64:                                      ; preds = %228, %225
  %236 = getelementptr bfloat, ptr addrspace(1) %2, i64 %144
  %237 = ptrtoint ptr addrspace(1) %236 to i64
  %238 = and i64 %237, 15
  %239 = icmp eq i64 %238, 0
  %240 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 24576), i64 %153
  br i1 %239, label %242, label %.preheader61

.preheader61:                                     ; preds = %.loopexit64
  %241 = zext i1 %149 to i32
  %invariant.op462 = or i32 %142, %30
  br label %245

242:                                              ; preds = %.loopexit64
  %243 = ptrtoint ptr addrspace(3) %240 to i64
  %244 = trunc i64 %243 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %244, ptr addrspace(1) %236, i32 %150) #7
  br label %.loopexit62

245:                                              ; preds = %.preheader61, %245
  %246 = phi i64 [ 0, %.preheader61 ], [ %252, %245 ]
  %247 = trunc nuw nsw i64 %246 to i32
  %.reass316.reass = or i32 %247, %invariant.op462
  %248 = sext i32 %.reass316.reass to i64
  %249 = getelementptr bfloat, ptr addrspace(1) %2, i64 %248
  %250 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %249, i32 %241, i16 0) #7
  %251 = getelementptr bfloat, ptr addrspace(3) %240, i64 %246
  store i16 %250, ptr addrspace(3) %251, align 2
  %252 = add nuw nsw i64 %246, 1
  %exitcond246.not = icmp eq i64 %252, 8
  br i1 %exitcond246.not, label %.loopexit62, label %245

.loopexit62:                                      ; preds = %245, %242
  %253 = getelementptr bfloat, ptr addrspace(1) %2, i64 %170
  %254 = ptrtoint ptr addrspace(1) %253 to i64
  %255 = and i64 %254, 15
  %256 = icmp eq i64 %255, 0
  %257 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 24576), i64 %179
  br i1 %256, label %259, label %.preheader59

.preheader59:                                     ; preds = %.loopexit62
  %258 = zext i1 %175 to i32
  %invariant.op463 = or i32 %168, %30
  br label %262

259:                                              ; preds = %.loopexit62
  %260 = ptrtoint ptr addrspace(3) %257 to i64
  %261 = trunc i64 %260 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %261, ptr addrspace(1) %253, i32 %176) #7
  br label %.loopexit60

262:                                              ; preds = %.preheader59, %262
  %263 = phi i64 [ 0, %.preheader59 ], [ %269, %262 ]
  %264 = trunc nuw nsw i64 %263 to i32
  %.reass318.reass = or i32 %264, %invariant.op463
  %265 = sext i32 %.reass318.reass to i64
  %266 = getelementptr bfloat, ptr addrspace(1) %2, i64 %265
  %267 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %266, i32 %258, i16 0) #7
  %268 = getelementptr bfloat, ptr addrspace(3) %257, i64 %263
  store i16 %267, ptr addrspace(3) %268, align 2
  %269 = add nuw nsw i64 %263, 1
  %exitcond247.not = icmp eq i64 %269, 8
  br i1 %exitcond247.not, label %.loopexit60, label %262

.loopexit60:                                      ; preds = %262, %259
  %270 = getelementptr bfloat, ptr addrspace(1) %2, i64 %196
  %271 = ptrtoint ptr addrspace(1) %270 to i64
  %272 = and i64 %271, 15
  %273 = icmp eq i64 %272, 0
  %274 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 24576), i64 %205
  br i1 %273, label %276, label %.preheader57

.preheader57:                                     ; preds = %.loopexit60
  %275 = zext i1 %201 to i32
  %invariant.op464 = or i32 %194, %30
  br label %279

276:                                              ; preds = %.loopexit60
  %277 = ptrtoint ptr addrspace(3) %274 to i64
  %278 = trunc i64 %277 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %278, ptr addrspace(1) %270, i32 %202) #7
  br label %.loopexit58

279:                                              ; preds = %.preheader57, %279
  %280 = phi i64 [ 0, %.preheader57 ], [ %286, %279 ]
  %281 = trunc nuw nsw i64 %280 to i32
  %.reass320.reass = or i32 %281, %invariant.op464
  %282 = sext i32 %.reass320.reass to i64
  %283 = getelementptr bfloat, ptr addrspace(1) %2, i64 %282
  %284 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %283, i32 %275, i16 0) #7
  %285 = getelementptr bfloat, ptr addrspace(3) %274, i64 %280
  store i16 %284, ptr addrspace(3) %285, align 2
  %286 = add nuw nsw i64 %280, 1
  %exitcond248.not = icmp eq i64 %286, 8
  br i1 %exitcond248.not, label %.loopexit58, label %279

.loopexit58:                                      ; preds = %279, %276
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #7
  %287 = icmp sgt i32 %4, 64
  %288 = or disjoint i32 %14, 64
  %289 = add i32 %11, %288
  %290 = shl i32 %289, 6
  %291 = or disjoint i32 %290, %30
  %292 = sext i32 %291 to i64
  %293 = getelementptr bfloat, ptr addrspace(1) %1, i64 %292
  %294 = ptrtoint ptr addrspace(1) %293 to i64
  %295 = and i64 %294, 15
  %296 = icmp eq i64 %295, 0
  %297 = icmp slt i32 %288, %4
  %298 = and i1 %297, %287
  %299 = select i1 %298, i32 16, i32 0
  %300 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 8192), i64 %127
  br i1 %296, label %302, label %.preheader55

.preheader55:                                     ; preds = %.loopexit58
  %301 = zext i1 %298 to i32
  %invariant.op465 = or i32 %290, %30
  br label %305

302:                                              ; preds = %.loopexit58
  %303 = ptrtoint ptr addrspace(3) %300 to i64
  %304 = trunc i64 %303 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %304, ptr addrspace(1) %293, i32 %299) #7
  br label %.loopexit56

305:                                              ; preds = %.preheader55, %305
  %306 = phi i64 [ 0, %.preheader55 ], [ %312, %305 ]
  %307 = trunc nuw nsw i64 %306 to i32
  %.reass322.reass = or i32 %307, %invariant.op465
  %308 = sext i32 %.reass322.reass to i64
  %309 = getelementptr bfloat, ptr addrspace(1) %1, i64 %308
  %310 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %309, i32 %301, i16 0) #7
  %311 = getelementptr bfloat, ptr addrspace(3) %300, i64 %306
  store i16 %310, ptr addrspace(3) %311, align 2
  %312 = add nuw nsw i64 %306, 1
  %exitcond249.not = icmp eq i64 %312, 8
  br i1 %exitcond249.not, label %.loopexit56, label %305

.loopexit56:                                      ; preds = %305, %302
  %313 = or disjoint i32 %14, 80
  %314 = add i32 %11, %313
  %315 = shl i32 %314, 6
  %316 = or disjoint i32 %315, %30
  %317 = sext i32 %316 to i64
  %318 = getelementptr bfloat, ptr addrspace(1) %1, i64 %317
  %319 = ptrtoint ptr addrspace(1) %318 to i64
  %320 = and i64 %319, 15
  %321 = icmp eq i64 %320, 0
  %322 = icmp slt i32 %313, %4
  %323 = and i1 %322, %287
  %324 = select i1 %323, i32 16, i32 0
  %325 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 8192), i64 %153
  br i1 %321, label %327, label %.preheader53

.preheader53:                                     ; preds = %.loopexit56
  %326 = zext i1 %323 to i32
  %invariant.op466 = or i32 %315, %30
  br label %330

327:                                              ; preds = %.loopexit56
  %328 = ptrtoint ptr addrspace(3) %325 to i64
  %329 = trunc i64 %328 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %329, ptr addrspace(1) %318, i32 %324) #7
  br label %.loopexit54

330:                                              ; preds = %.preheader53, %330
  %331 = phi i64 [ 0, %.preheader53 ], [ %337, %330 ]
  %332 = trunc nuw nsw i64 %331 to i32
  %.reass324.reass = or i32 %332, %invariant.op466
  %333 = sext i32 %.reass324.reass to i64
  %334 = getelementptr bfloat, ptr addrspace(1) %1, i64 %333
  %335 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %334, i32 %326, i16 0) #7
  %336 = getelementptr bfloat, ptr addrspace(3) %325, i64 %331
  store i16 %335, ptr addrspace(3) %336, align 2
  %337 = add nuw nsw i64 %331, 1
  %exitcond250.not = icmp eq i64 %337, 8
  br i1 %exitcond250.not, label %.loopexit54, label %330

.loopexit54:                                      ; preds = %330, %327
  %338 = or disjoint i32 %14, 96
  %339 = add i32 %11, %338
  %340 = shl i32 %339, 6
  %341 = or disjoint i32 %340, %30
  %342 = sext i32 %341 to i64
  %343 = getelementptr bfloat, ptr addrspace(1) %1, i64 %342
  %344 = ptrtoint ptr addrspace(1) %343 to i64
  %345 = and i64 %344, 15
  %346 = icmp eq i64 %345, 0
  %347 = icmp slt i32 %338, %4
  %348 = and i1 %347, %287
  %349 = select i1 %348, i32 16, i32 0
  %350 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 8192), i64 %179
  br i1 %346, label %352, label %.preheader51

.preheader51:                                     ; preds = %.loopexit54
  %351 = zext i1 %348 to i32
  %invariant.op467 = or i32 %340, %30
  br label %355

352:                                              ; preds = %.loopexit54
  %353 = ptrtoint ptr addrspace(3) %350 to i64
  %354 = trunc i64 %353 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %354, ptr addrspace(1) %343, i32 %349) #7
  br label %.loopexit52

355:                                              ; preds = %.preheader51, %355
  %356 = phi i64 [ 0, %.preheader51 ], [ %362, %355 ]
  %357 = trunc nuw nsw i64 %356 to i32
  %.reass326.reass = or i32 %357, %invariant.op467
  %358 = sext i32 %.reass326.reass to i64
  %359 = getelementptr bfloat, ptr addrspace(1) %1, i64 %358
  %360 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %359, i32 %351, i16 0) #7
  %361 = getelementptr bfloat, ptr addrspace(3) %350, i64 %356
  store i16 %360, ptr addrspace(3) %361, align 2
  %362 = add nuw nsw i64 %356, 1
  %exitcond251.not = icmp eq i64 %362, 8
  br i1 %exitcond251.not, label %.loopexit52, label %355

.loopexit52:                                      ; preds = %355, %352
  %363 = or disjoint i32 %14, 112
  %364 = add i32 %11, %363
  %365 = shl i32 %364, 6
  %366 = or disjoint i32 %365, %30
  %367 = sext i32 %366 to i64
  %368 = getelementptr bfloat, ptr addrspace(1) %1, i64 %367
  %369 = ptrtoint ptr addrspace(1) %368 to i64
  %370 = and i64 %369, 15
  %371 = icmp eq i64 %370, 0
  %372 = icmp slt i32 %363, %4
  %373 = and i1 %372, %287
  %374 = select i1 %373, i32 16, i32 0
  %375 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 8192), i64 %205
  br i1 %371, label %377, label %.preheader49

.preheader49:                                     ; preds = %.loopexit52
  %376 = zext i1 %373 to i32
  %invariant.op468 = or i32 %365, %30
  br label %380

377:                                              ; preds = %.loopexit52
  %378 = ptrtoint ptr addrspace(3) %375 to i64
  %379 = trunc i64 %378 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %379, ptr addrspace(1) %368, i32 %374) #7
  br label %.loopexit50

380:                                              ; preds = %.preheader49, %380
  %381 = phi i64 [ 0, %.preheader49 ], [ %387, %380 ]
  %382 = trunc nuw nsw i64 %381 to i32
  %.reass328.reass = or i32 %382, %invariant.op468
  %383 = sext i32 %.reass328.reass to i64
  %384 = getelementptr bfloat, ptr addrspace(1) %1, i64 %383
  %385 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %384, i32 %376, i16 0) #7
  %386 = getelementptr bfloat, ptr addrspace(3) %375, i64 %381
  store i16 %385, ptr addrspace(3) %386, align 2
  %387 = add nuw nsw i64 %381, 1
  %exitcond252.not = icmp eq i64 %387, 8
  br i1 %exitcond252.not, label %.loopexit50, label %380

.loopexit50:                                      ; preds = %380, %377
  %388 = getelementptr bfloat, ptr addrspace(1) %2, i64 %292
  %389 = ptrtoint ptr addrspace(1) %388 to i64
  %390 = and i64 %389, 15
  %391 = icmp eq i64 %390, 0
  %392 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 32768), i64 %127
  br i1 %391, label %394, label %.preheader47

.preheader47:                                     ; preds = %.loopexit50
  %393 = zext i1 %298 to i32
  %invariant.op469 = or i32 %290, %30
  br label %397

394:                                              ; preds = %.loopexit50
  %395 = ptrtoint ptr addrspace(3) %392 to i64
  %396 = trunc i64 %395 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %396, ptr addrspace(1) %388, i32 %299) #7
  br label %.loopexit48

397:                                              ; preds = %.preheader47, %397
  %398 = phi i64 [ 0, %.preheader47 ], [ %404, %397 ]
  %399 = trunc nuw nsw i64 %398 to i32
  %.reass330.reass = or i32 %399, %invariant.op469
  %400 = sext i32 %.reass330.reass to i64
  %401 = getelementptr bfloat, ptr addrspace(1) %2, i64 %400
  %402 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %401, i32 %393, i16 0) #7
  %403 = getelementptr bfloat, ptr addrspace(3) %392, i64 %398
  store i16 %402, ptr addrspace(3) %403, align 2
  %404 = add nuw nsw i64 %398, 1
  %exitcond253.not = icmp eq i64 %404, 8
  br i1 %exitcond253.not, label %.loopexit48, label %397

.loopexit48:                                      ; preds = %397, %394
  %405 = getelementptr bfloat, ptr addrspace(1) %2, i64 %317
  %406 = ptrtoint ptr addrspace(1) %405 to i64
  %407 = and i64 %406, 15
  %408 = icmp eq i64 %407, 0
  %409 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 32768), i64 %153
  br i1 %408, label %411, label %.preheader45

.preheader45:                                     ; preds = %.loopexit48
  %410 = zext i1 %323 to i32
  %invariant.op470 = or i32 %315, %30
  br label %414

411:                                              ; preds = %.loopexit48
  %412 = ptrtoint ptr addrspace(3) %409 to i64
  %413 = trunc i64 %412 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %413, ptr addrspace(1) %405, i32 %324) #7
  br label %.loopexit46

414:                                              ; preds = %.preheader45, %414
  %415 = phi i64 [ 0, %.preheader45 ], [ %421, %414 ]
  %416 = trunc nuw nsw i64 %415 to i32
  %.reass332.reass = or i32 %416, %invariant.op470
  %417 = sext i32 %.reass332.reass to i64
  %418 = getelementptr bfloat, ptr addrspace(1) %2, i64 %417
  %419 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %418, i32 %410, i16 0) #7
  %420 = getelementptr bfloat, ptr addrspace(3) %409, i64 %415
  store i16 %419, ptr addrspace(3) %420, align 2
  %421 = add nuw nsw i64 %415, 1
  %exitcond254.not = icmp eq i64 %421, 8
  br i1 %exitcond254.not, label %.loopexit46, label %414

.loopexit46:                                      ; preds = %414, %411
  %422 = getelementptr bfloat, ptr addrspace(1) %2, i64 %342
  %423 = ptrtoint ptr addrspace(1) %422 to i64
  %424 = and i64 %423, 15
  %425 = icmp eq i64 %424, 0
  %426 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 32768), i64 %179
  br i1 %425, label %428, label %.preheader43

.preheader43:                                     ; preds = %.loopexit46
  %427 = zext i1 %348 to i32
  %invariant.op471 = or i32 %340, %30
  br label %431

428:                                              ; preds = %.loopexit46
  %429 = ptrtoint ptr addrspace(3) %426 to i64
  %430 = trunc i64 %429 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %430, ptr addrspace(1) %422, i32 %349) #7
  br label %.loopexit44

431:                                              ; preds = %.preheader43, %431
  %432 = phi i64 [ 0, %.preheader43 ], [ %438, %431 ]
  %433 = trunc nuw nsw i64 %432 to i32
  %.reass334.reass = or i32 %433, %invariant.op471
  %434 = sext i32 %.reass334.reass to i64
  %435 = getelementptr bfloat, ptr addrspace(1) %2, i64 %434
  %436 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %435, i32 %427, i16 0) #7
  %437 = getelementptr bfloat, ptr addrspace(3) %426, i64 %432
  store i16 %436, ptr addrspace(3) %437, align 2
  %438 = add nuw nsw i64 %432, 1
  %exitcond255.not = icmp eq i64 %438, 8
  br i1 %exitcond255.not, label %.loopexit44, label %431

.loopexit44:                                      ; preds = %431, %428
  %439 = getelementptr bfloat, ptr addrspace(1) %2, i64 %367
  %440 = ptrtoint ptr addrspace(1) %439 to i64
  %441 = and i64 %440, 15
  %442 = icmp eq i64 %441, 0
  %443 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 32768), i64 %205
  br i1 %442, label %445, label %.preheader41

.preheader41:                                     ; preds = %.loopexit44
  %444 = zext i1 %373 to i32
  %invariant.op472 = or i32 %365, %30
  br label %448

445:                                              ; preds = %.loopexit44
  %446 = ptrtoint ptr addrspace(3) %443 to i64
  %447 = trunc i64 %446 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %447, ptr addrspace(1) %439, i32 %374) #7
  br label %.loopexit42

448:                                              ; preds = %.preheader41, %448
  %449 = phi i64 [ 0, %.preheader41 ], [ %455, %448 ]
  %450 = trunc nuw nsw i64 %449 to i32
  %.reass336.reass = or i32 %450, %invariant.op472
  %451 = sext i32 %.reass336.reass to i64
  %452 = getelementptr bfloat, ptr addrspace(1) %2, i64 %451
  %453 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %452, i32 %444, i16 0) #7
  %454 = getelementptr bfloat, ptr addrspace(3) %443, i64 %449
  store i16 %453, ptr addrspace(3) %454, align 2
  %455 = add nuw nsw i64 %449, 1
  %exitcond256.not = icmp eq i64 %455, 8
  br i1 %exitcond256.not, label %.loopexit42, label %448

.loopexit42:                                      ; preds = %448, %445
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #7
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %456 = mul nuw nsw i32 %14, 72
  %457 = add nuw nsw i32 %456, %30
  %458 = shl nuw nsw i32 %457, 1
  %459 = zext nneg i32 %458 to i64
  %460 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %459
  %461 = insertelement <4 x i16> poison, i16 %49, i64 0
  %462 = insertelement <4 x i16> %461, i16 %50, i64 1
  %463 = insertelement <4 x i16> %462, i16 %51, i64 2
  %464 = insertelement <4 x i16> %463, i16 %52, i64 3
  store <4 x i16> %464, ptr addrspace(3) %460, align 16
  %465 = or disjoint i32 %30, 4
  %466 = add nuw nsw i32 %465, %456
  %467 = shl nuw nsw i32 %466, 1
  %468 = zext nneg i32 %467 to i64
  %469 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %468
  %470 = insertelement <4 x i16> poison, i16 %53, i64 0
  %471 = insertelement <4 x i16> %470, i16 %54, i64 1
  %472 = insertelement <4 x i16> %471, i16 %55, i64 2
  %473 = insertelement <4 x i16> %472, i16 %56, i64 3
  store <4 x i16> %473, ptr addrspace(3) %469, align 8
  %474 = mul nuw nsw i32 %18, 72
  %475 = add nuw nsw i32 %474, %30
  %476 = shl nuw nsw i32 %475, 1
  %477 = zext nneg i32 %476 to i64
  %478 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %477
  %479 = insertelement <4 x i16> poison, i16 %67, i64 0
  %480 = insertelement <4 x i16> %479, i16 %68, i64 1
  %481 = insertelement <4 x i16> %480, i16 %69, i64 2
  %482 = insertelement <4 x i16> %481, i16 %70, i64 3
  store <4 x i16> %482, ptr addrspace(3) %478, align 16
  %483 = or disjoint i32 %8, 1028
  %484 = and i32 %483, 60
  %485 = lshr i32 %483, 6
  %486 = mul nuw nsw i32 %485, 72
  %487 = add nuw nsw i32 %486, %484
  %488 = shl nuw nsw i32 %487, 1
  %489 = zext nneg i32 %488 to i64
  %490 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %489
  %491 = insertelement <4 x i16> poison, i16 %71, i64 0
  %492 = insertelement <4 x i16> %491, i16 %72, i64 1
  %493 = insertelement <4 x i16> %492, i16 %73, i64 2
  %494 = insertelement <4 x i16> %493, i16 %74, i64 3
  store <4 x i16> %494, ptr addrspace(3) %490, align 8
  %495 = mul nuw nsw i32 %22, 72
  %496 = add nuw nsw i32 %495, %30
  %497 = shl nuw nsw i32 %496, 1
  %498 = zext nneg i32 %497 to i64
  %499 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %498
  %500 = insertelement <4 x i16> poison, i16 %85, i64 0
  %501 = insertelement <4 x i16> %500, i16 %86, i64 1
  %502 = insertelement <4 x i16> %501, i16 %87, i64 2
  %503 = insertelement <4 x i16> %502, i16 %88, i64 3
  store <4 x i16> %503, ptr addrspace(3) %499, align 16
  %504 = or disjoint i32 %8, 2052
  %505 = and i32 %504, 60
  %506 = lshr i32 %504, 6
  %507 = mul nuw nsw i32 %506, 72
  %508 = add nuw nsw i32 %507, %505
  %509 = shl nuw nsw i32 %508, 1
  %510 = zext nneg i32 %509 to i64
  %511 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %510
  %512 = insertelement <4 x i16> poison, i16 %89, i64 0
  %513 = insertelement <4 x i16> %512, i16 %90, i64 1
  %514 = insertelement <4 x i16> %513, i16 %91, i64 2
  %515 = insertelement <4 x i16> %514, i16 %92, i64 3
  store <4 x i16> %515, ptr addrspace(3) %511, align 8
  %516 = mul nuw nsw i32 %26, 72
  %517 = add nuw nsw i32 %516, %30
  %518 = shl nuw nsw i32 %517, 1
  %519 = zext nneg i32 %518 to i64
  %520 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %519
  %521 = insertelement <4 x i16> poison, i16 %103, i64 0
  %522 = insertelement <4 x i16> %521, i16 %104, i64 1
  %523 = insertelement <4 x i16> %522, i16 %105, i64 2
  %524 = insertelement <4 x i16> %523, i16 %106, i64 3
  store <4 x i16> %524, ptr addrspace(3) %520, align 16
  %525 = or disjoint i32 %8, 3076
  %526 = and i32 %525, 60
  %527 = lshr i32 %525, 6
  %528 = mul nuw nsw i32 %527, 72
  %529 = add nuw nsw i32 %528, %526
  %530 = shl nuw nsw i32 %529, 1
  %531 = zext nneg i32 %530 to i64
  %532 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %531
  %533 = insertelement <4 x i16> poison, i16 %107, i64 0
  %534 = insertelement <4 x i16> %533, i16 %108, i64 1
  %535 = insertelement <4 x i16> %534, i16 %109, i64 2
  %536 = insertelement <4 x i16> %535, i16 %110, i64 3
  store <4 x i16> %536, ptr addrspace(3) %532, align 8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %537 = icmp sgt i32 %4, 0
  %538 = lshr i32 %7, 1
  %539 = and i32 %538, 48
  br i1 %537, label %.lr.ph, label %.loopexit42.._crit_edge_crit_edge

.loopexit42.._crit_edge_crit_edge:                ; preds = %.loopexit42
  %.pre267 = shl nuw nsw i32 %7, 1
  %.pre269 = and i32 %.pre267, 6
  br label %._crit_edge

.lr.ph:                                           ; preds = %.loopexit42
  %540 = and i32 %7, 7
  %541 = and i32 %7, 8
  %542 = and i32 %7, 15
  %543 = or disjoint i32 %539, %542
  %544 = and i32 %538, 8
  %545 = mul nuw nsw i32 %543, 72
  %546 = add nuw nsw i32 %545, %544
  %547 = or disjoint i32 %544, %540
  %548 = shl nuw nsw i32 %547, 6
  %549 = shl nuw nsw i32 %540, 3
  %550 = shl nuw nsw i32 %7, 1
  %551 = and i32 %550, 6
  %552 = lshr i32 %7, 4
  %553 = and i32 %552, 1
  %554 = xor i32 %553, %540
  %555 = shl nuw nsw i32 %7, 7
  %556 = and i32 %555, 1920
  %557 = shl nuw nsw i32 %554, 4
  %558 = or disjoint i32 %557, %556
  %559 = lshr exact i32 %558, 1
  %560 = zext nneg i32 %559 to i64
  %561 = or disjoint i32 %553, 2
  %562 = xor i32 %561, %540
  %563 = shl nuw nsw i32 %562, 4
  %564 = or disjoint i32 %563, %556
  %565 = lshr exact i32 %564, 1
  %566 = zext nneg i32 %565 to i64
  %567 = or disjoint i32 %553, 4
  %568 = xor i32 %567, %540
  %569 = shl nuw nsw i32 %568, 4
  %570 = or disjoint i32 %569, %556
  %571 = lshr exact i32 %570, 1
  %572 = zext nneg i32 %571 to i64
  %573 = or i32 %552, 6
  %574 = xor i32 %573, %540
  %575 = shl nuw nsw i32 %574, 4
  %576 = or disjoint i32 %575, %556
  %577 = lshr exact i32 %576, 1
  %578 = zext nneg i32 %577 to i64
  %579 = or disjoint i32 %556, 2048
  %580 = or disjoint i32 %557, %579
  %581 = lshr exact i32 %580, 1
  %582 = zext nneg i32 %581 to i64
  %583 = or disjoint i32 %563, %579
  %584 = lshr exact i32 %583, 1
  %585 = zext nneg i32 %584 to i64
  %586 = or disjoint i32 %569, %579
  %587 = lshr exact i32 %586, 1
  %588 = zext nneg i32 %587 to i64
  %589 = or disjoint i32 %575, %579
  %590 = lshr exact i32 %589, 1
  %591 = zext nneg i32 %590 to i64
  %592 = or disjoint i32 %556, 4096
  %593 = or disjoint i32 %557, %592
  %594 = lshr exact i32 %593, 1
  %595 = zext nneg i32 %594 to i64
  %596 = or disjoint i32 %563, %592
  %597 = lshr exact i32 %596, 1
  %598 = zext nneg i32 %597 to i64
  %599 = or disjoint i32 %569, %592
  %600 = lshr exact i32 %599, 1
  %601 = zext nneg i32 %600 to i64
  %602 = or disjoint i32 %575, %592
  %603 = lshr exact i32 %602, 1
  %604 = zext nneg i32 %603 to i64
  %605 = or disjoint i32 %556, 6144
  %606 = or disjoint i32 %557, %605
  %607 = lshr exact i32 %606, 1
  %608 = zext nneg i32 %607 to i64
  %609 = or disjoint i32 %563, %605
  %610 = lshr exact i32 %609, 1
  %611 = zext nneg i32 %610 to i64
  %612 = or disjoint i32 %569, %605
  %613 = lshr exact i32 %612, 1
  %614 = zext nneg i32 %613 to i64
  %615 = or disjoint i32 %575, %605
  %616 = lshr exact i32 %615, 1
  %617 = zext nneg i32 %616 to i64
  %618 = zext nneg i32 %546 to i64
  %619 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %618
  %620 = xor i32 %541, %549
  %621 = or disjoint i32 %620, %548
  %622 = zext nneg i32 %621 to i64
  %623 = zext nneg i32 %546 to i64
  %624 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %623
  %625 = getelementptr i8, ptr addrspace(3) %624, i64 32
  %626 = or disjoint i32 %541, 16
  %627 = xor i32 %626, %549
  %628 = or disjoint i32 %627, %548
  %629 = zext nneg i32 %628 to i64
  %630 = zext nneg i32 %546 to i64
  %631 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %630
  %632 = getelementptr i8, ptr addrspace(3) %631, i64 64
  %633 = or disjoint i32 %541, 32
  %634 = xor i32 %633, %549
  %635 = or disjoint i32 %634, %548
  %636 = zext nneg i32 %635 to i64
  %637 = zext nneg i32 %546 to i64
  %638 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %637
  %639 = getelementptr i8, ptr addrspace(3) %638, i64 96
  %640 = or disjoint i32 %541, 48
  %641 = xor i32 %640, %549
  %642 = or disjoint i32 %641, %548
  %643 = zext nneg i32 %642 to i64
  br label %644

644:                                              ; preds = %.lr.ph, %.loopexit
  %645 = phi float [ 0xFFF0000000000000, %.lr.ph ], [ %1109, %.loopexit ]
  %646 = phi float [ 0xFFF0000000000000, %.lr.ph ], [ %1108, %.loopexit ]
  %647 = phi float [ 0.000000e+00, %.lr.ph ], [ %1596, %.loopexit ]
  %648 = phi float [ 0.000000e+00, %.lr.ph ], [ %1595, %.loopexit ]
  %649 = phi float [ 0.000000e+00, %.lr.ph ], [ %1594, %.loopexit ]
  %650 = phi float [ 0.000000e+00, %.lr.ph ], [ %1593, %.loopexit ]
  %651 = phi float [ 0.000000e+00, %.lr.ph ], [ %1591, %.loopexit ]
  %652 = phi float [ 0.000000e+00, %.lr.ph ], [ %1590, %.loopexit ]
  %653 = phi float [ 0.000000e+00, %.lr.ph ], [ %1589, %.loopexit ]
  %654 = phi float [ 0.000000e+00, %.lr.ph ], [ %1588, %.loopexit ]
  %655 = phi float [ 0.000000e+00, %.lr.ph ], [ %1580, %.loopexit ]
  %656 = phi float [ 0.000000e+00, %.lr.ph ], [ %1579, %.loopexit ]
  %657 = phi float [ 0.000000e+00, %.lr.ph ], [ %1578, %.loopexit ]
  %658 = phi float [ 0.000000e+00, %.lr.ph ], [ %1577, %.loopexit ]
  %659 = phi float [ 0.000000e+00, %.lr.ph ], [ %1575, %.loopexit ]
  %660 = phi float [ 0.000000e+00, %.lr.ph ], [ %1574, %.loopexit ]
  %661 = phi float [ 0.000000e+00, %.lr.ph ], [ %1573, %.loopexit ]
  %662 = phi float [ 0.000000e+00, %.lr.ph ], [ %1572, %.loopexit ]
  %663 = phi float [ 0.000000e+00, %.lr.ph ], [ %1564, %.loopexit ]
  %664 = phi float [ 0.000000e+00, %.lr.ph ], [ %1563, %.loopexit ]
  %665 = phi float [ 0.000000e+00, %.lr.ph ], [ %1562, %.loopexit ]
  %666 = phi float [ 0.000000e+00, %.lr.ph ], [ %1561, %.loopexit ]
  %667 = phi float [ 0.000000e+00, %.lr.ph ], [ %1559, %.loopexit ]
  %668 = phi float [ 0.000000e+00, %.lr.ph ], [ %1558, %.loopexit ]
  %669 = phi float [ 0.000000e+00, %.lr.ph ], [ %1557, %.loopexit ]
  %670 = phi float [ 0.000000e+00, %.lr.ph ], [ %1556, %.loopexit ]
  %671 = phi float [ 0.000000e+00, %.lr.ph ], [ %1548, %.loopexit ]
  %672 = phi float [ 0.000000e+00, %.lr.ph ], [ %1547, %.loopexit ]
  %673 = phi float [ 0.000000e+00, %.lr.ph ], [ %1546, %.loopexit ]
  %674 = phi float [ 0.000000e+00, %.lr.ph ], [ %1545, %.loopexit ]
  %675 = phi float [ 0.000000e+00, %.lr.ph ], [ %1543, %.loopexit ]
  %676 = phi float [ 0.000000e+00, %.lr.ph ], [ %1542, %.loopexit ]
  %677 = phi float [ 0.000000e+00, %.lr.ph ], [ %1541, %.loopexit ]
  %678 = phi float [ 0.000000e+00, %.lr.ph ], [ %1540, %.loopexit ]
  %679 = phi float [ 0.000000e+00, %.lr.ph ], [ %1227, %.loopexit ]
  %680 = phi float [ 0.000000e+00, %.lr.ph ], [ %1226, %.loopexit ]
  %681 = phi i32 [ 0, %.lr.ph ], [ %1770, %.loopexit ]
  %682 = lshr exact i32 %681, 6
  %683 = urem i32 %682, 3
  tail call void asm sideeffect "cp.async.wait_group 1;", "~{memory}"() #7
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %684 = shl nuw nsw i32 %683, 13
  %685 = zext nneg i32 %684 to i64
  %686 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %685
  %687 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %619)
  %688 = extractvalue { i32, i32, i32, i32 } %687, 0
  %689 = extractvalue { i32, i32, i32, i32 } %687, 1
  %690 = extractvalue { i32, i32, i32, i32 } %687, 2
  %691 = extractvalue { i32, i32, i32, i32 } %687, 3
  %692 = getelementptr bfloat, ptr addrspace(3) %686, i64 %622
  %693 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %692)
  %694 = extractvalue { i32, i32, i32, i32 } %693, 0
  %695 = extractvalue { i32, i32, i32, i32 } %693, 1
  %696 = extractvalue { i32, i32, i32, i32 } %693, 2
  %697 = extractvalue { i32, i32, i32, i32 } %693, 3
  %698 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %688, i32 %689, i32 %690, i32 %691, i32 %694, i32 %695, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %699 = extractvalue { float, float, float, float } %698, 0
  %700 = extractvalue { float, float, float, float } %698, 1
  %701 = extractvalue { float, float, float, float } %698, 2
  %702 = extractvalue { float, float, float, float } %698, 3
  %703 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %688, i32 %689, i32 %690, i32 %691, i32 %696, i32 %697, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %704 = extractvalue { float, float, float, float } %703, 0
  %705 = extractvalue { float, float, float, float } %703, 1
  %706 = extractvalue { float, float, float, float } %703, 2
  %707 = extractvalue { float, float, float, float } %703, 3
  %708 = getelementptr i8, ptr addrspace(3) %692, i64 2048
  %709 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %708)
  %710 = extractvalue { i32, i32, i32, i32 } %709, 0
  %711 = extractvalue { i32, i32, i32, i32 } %709, 1
  %712 = extractvalue { i32, i32, i32, i32 } %709, 2
  %713 = extractvalue { i32, i32, i32, i32 } %709, 3
  %714 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %688, i32 %689, i32 %690, i32 %691, i32 %710, i32 %711, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %715 = extractvalue { float, float, float, float } %714, 0
  %716 = extractvalue { float, float, float, float } %714, 1
  %717 = extractvalue { float, float, float, float } %714, 2
  %718 = extractvalue { float, float, float, float } %714, 3
  %719 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %688, i32 %689, i32 %690, i32 %691, i32 %712, i32 %713, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %720 = extractvalue { float, float, float, float } %719, 0
  %721 = extractvalue { float, float, float, float } %719, 1
  %722 = extractvalue { float, float, float, float } %719, 2
  %723 = extractvalue { float, float, float, float } %719, 3
  %724 = getelementptr i8, ptr addrspace(3) %692, i64 4096
  %725 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %724)
  %726 = extractvalue { i32, i32, i32, i32 } %725, 0
  %727 = extractvalue { i32, i32, i32, i32 } %725, 1
  %728 = extractvalue { i32, i32, i32, i32 } %725, 2
  %729 = extractvalue { i32, i32, i32, i32 } %725, 3
  %730 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %688, i32 %689, i32 %690, i32 %691, i32 %726, i32 %727, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %731 = extractvalue { float, float, float, float } %730, 0
  %732 = extractvalue { float, float, float, float } %730, 1
  %733 = extractvalue { float, float, float, float } %730, 2
  %734 = extractvalue { float, float, float, float } %730, 3
  %735 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %688, i32 %689, i32 %690, i32 %691, i32 %728, i32 %729, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %736 = extractvalue { float, float, float, float } %735, 0
  %737 = extractvalue { float, float, float, float } %735, 1
  %738 = extractvalue { float, float, float, float } %735, 2
  %739 = extractvalue { float, float, float, float } %735, 3
  %740 = getelementptr i8, ptr addrspace(3) %692, i64 6144
  %741 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %740)
  %742 = extractvalue { i32, i32, i32, i32 } %741, 0
  %743 = extractvalue { i32, i32, i32, i32 } %741, 1
  %744 = extractvalue { i32, i32, i32, i32 } %741, 2
  %745 = extractvalue { i32, i32, i32, i32 } %741, 3
  %746 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %688, i32 %689, i32 %690, i32 %691, i32 %742, i32 %743, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %747 = extractvalue { float, float, float, float } %746, 0
  %748 = extractvalue { float, float, float, float } %746, 1
  %749 = extractvalue { float, float, float, float } %746, 2
  %750 = extractvalue { float, float, float, float } %746, 3
  %751 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %688, i32 %689, i32 %690, i32 %691, i32 %744, i32 %745, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %752 = extractvalue { float, float, float, float } %751, 0
  %753 = extractvalue { float, float, float, float } %751, 1
  %754 = extractvalue { float, float, float, float } %751, 2
  %755 = extractvalue { float, float, float, float } %751, 3
  %756 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %625)
  %757 = extractvalue { i32, i32, i32, i32 } %756, 0
  %758 = extractvalue { i32, i32, i32, i32 } %756, 1
  %759 = extractvalue { i32, i32, i32, i32 } %756, 2
  %760 = extractvalue { i32, i32, i32, i32 } %756, 3
  %761 = getelementptr bfloat, ptr addrspace(3) %686, i64 %629
  %762 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %761)
  %763 = extractvalue { i32, i32, i32, i32 } %762, 0
  %764 = extractvalue { i32, i32, i32, i32 } %762, 1
  %765 = extractvalue { i32, i32, i32, i32 } %762, 2
  %766 = extractvalue { i32, i32, i32, i32 } %762, 3
  %767 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %757, i32 %758, i32 %759, i32 %760, i32 %763, i32 %764, float %699, float %700, float %701, float %702) #7
  %768 = extractvalue { float, float, float, float } %767, 0
  %769 = extractvalue { float, float, float, float } %767, 1
  %770 = extractvalue { float, float, float, float } %767, 2
  %771 = extractvalue { float, float, float, float } %767, 3
  %772 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %757, i32 %758, i32 %759, i32 %760, i32 %765, i32 %766, float %704, float %705, float %706, float %707) #7
  %773 = extractvalue { float, float, float, float } %772, 0
  %774 = extractvalue { float, float, float, float } %772, 1
  %775 = extractvalue { float, float, float, float } %772, 2
  %776 = extractvalue { float, float, float, float } %772, 3
  %777 = getelementptr i8, ptr addrspace(3) %761, i64 2048
  %778 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %777)
  %779 = extractvalue { i32, i32, i32, i32 } %778, 0
  %780 = extractvalue { i32, i32, i32, i32 } %778, 1
  %781 = extractvalue { i32, i32, i32, i32 } %778, 2
  %782 = extractvalue { i32, i32, i32, i32 } %778, 3
  %783 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %757, i32 %758, i32 %759, i32 %760, i32 %779, i32 %780, float %715, float %716, float %717, float %718) #7
  %784 = extractvalue { float, float, float, float } %783, 0
  %785 = extractvalue { float, float, float, float } %783, 1
  %786 = extractvalue { float, float, float, float } %783, 2
  %787 = extractvalue { float, float, float, float } %783, 3
  %788 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %757, i32 %758, i32 %759, i32 %760, i32 %781, i32 %782, float %720, float %721, float %722, float %723) #7
  %789 = extractvalue { float, float, float, float } %788, 0
  %790 = extractvalue { float, float, float, float } %788, 1
  %791 = extractvalue { float, float, float, float } %788, 2
  %792 = extractvalue { float, float, float, float } %788, 3
  %793 = getelementptr i8, ptr addrspace(3) %761, i64 4096
  %794 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %793)
  %795 = extractvalue { i32, i32, i32, i32 } %794, 0
  %796 = extractvalue { i32, i32, i32, i32 } %794, 1
  %797 = extractvalue { i32, i32, i32, i32 } %794, 2
  %798 = extractvalue { i32, i32, i32, i32 } %794, 3
  %799 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %757, i32 %758, i32 %759, i32 %760, i32 %795, i32 %796, float %731, float %732, float %733, float %734) #7
  %800 = extractvalue { float, float, float, float } %799, 0
  %801 = extractvalue { float, float, float, float } %799, 1
  %802 = extractvalue { float, float, float, float } %799, 2
  %803 = extractvalue { float, float, float, float } %799, 3
  %804 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %757, i32 %758, i32 %759, i32 %760, i32 %797, i32 %798, float %736, float %737, float %738, float %739) #7
  %805 = extractvalue { float, float, float, float } %804, 0
  %806 = extractvalue { float, float, float, float } %804, 1
  %807 = extractvalue { float, float, float, float } %804, 2
  %808 = extractvalue { float, float, float, float } %804, 3
  %809 = getelementptr i8, ptr addrspace(3) %761, i64 6144
  %810 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %809)
  %811 = extractvalue { i32, i32, i32, i32 } %810, 0
  %812 = extractvalue { i32, i32, i32, i32 } %810, 1
  %813 = extractvalue { i32, i32, i32, i32 } %810, 2
  %814 = extractvalue { i32, i32, i32, i32 } %810, 3
  %815 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %757, i32 %758, i32 %759, i32 %760, i32 %811, i32 %812, float %747, float %748, float %749, float %750) #7
  %816 = extractvalue { float, float, float, float } %815, 0
  %817 = extractvalue { float, float, float, float } %815, 1
  %818 = extractvalue { float, float, float, float } %815, 2
  %819 = extractvalue { float, float, float, float } %815, 3
  %820 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %757, i32 %758, i32 %759, i32 %760, i32 %813, i32 %814, float %752, float %753, float %754, float %755) #7
  %821 = extractvalue { float, float, float, float } %820, 0
  %822 = extractvalue { float, float, float, float } %820, 1
  %823 = extractvalue { float, float, float, float } %820, 2
  %824 = extractvalue { float, float, float, float } %820, 3
  %825 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %632)
  %826 = extractvalue { i32, i32, i32, i32 } %825, 0
  %827 = extractvalue { i32, i32, i32, i32 } %825, 1
  %828 = extractvalue { i32, i32, i32, i32 } %825, 2
  %829 = extractvalue { i32, i32, i32, i32 } %825, 3
  %830 = getelementptr bfloat, ptr addrspace(3) %686, i64 %636
  %831 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %830)
  %832 = extractvalue { i32, i32, i32, i32 } %831, 0
  %833 = extractvalue { i32, i32, i32, i32 } %831, 1
  %834 = extractvalue { i32, i32, i32, i32 } %831, 2
  %835 = extractvalue { i32, i32, i32, i32 } %831, 3
  %836 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %826, i32 %827, i32 %828, i32 %829, i32 %832, i32 %833, float %768, float %769, float %770, float %771) #7
  %837 = extractvalue { float, float, float, float } %836, 0
  %838 = extractvalue { float, float, float, float } %836, 1
  %839 = extractvalue { float, float, float, float } %836, 2
  %840 = extractvalue { float, float, float, float } %836, 3
  %841 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %826, i32 %827, i32 %828, i32 %829, i32 %834, i32 %835, float %773, float %774, float %775, float %776) #7
  %842 = extractvalue { float, float, float, float } %841, 0
  %843 = extractvalue { float, float, float, float } %841, 1
  %844 = extractvalue { float, float, float, float } %841, 2
  %845 = extractvalue { float, float, float, float } %841, 3
  %846 = getelementptr i8, ptr addrspace(3) %830, i64 2048
  %847 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %846)
  %848 = extractvalue { i32, i32, i32, i32 } %847, 0
  %849 = extractvalue { i32, i32, i32, i32 } %847, 1
  %850 = extractvalue { i32, i32, i32, i32 } %847, 2
  %851 = extractvalue { i32, i32, i32, i32 } %847, 3
  %852 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %826, i32 %827, i32 %828, i32 %829, i32 %848, i32 %849, float %784, float %785, float %786, float %787) #7
  %853 = extractvalue { float, float, float, float } %852, 0
  %854 = extractvalue { float, float, float, float } %852, 1
  %855 = extractvalue { float, float, float, float } %852, 2
  %856 = extractvalue { float, float, float, float } %852, 3
  %857 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %826, i32 %827, i32 %828, i32 %829, i32 %850, i32 %851, float %789, float %790, float %791, float %792) #7
  %858 = extractvalue { float, float, float, float } %857, 0
  %859 = extractvalue { float, float, float, float } %857, 1
  %860 = extractvalue { float, float, float, float } %857, 2
  %861 = extractvalue { float, float, float, float } %857, 3
  %862 = getelementptr i8, ptr addrspace(3) %830, i64 4096
  %863 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %862)
  %864 = extractvalue { i32, i32, i32, i32 } %863, 0
  %865 = extractvalue { i32, i32, i32, i32 } %863, 1
  %866 = extractvalue { i32, i32, i32, i32 } %863, 2
  %867 = extractvalue { i32, i32, i32, i32 } %863, 3
  %868 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %826, i32 %827, i32 %828, i32 %829, i32 %864, i32 %865, float %800, float %801, float %802, float %803) #7
  %869 = extractvalue { float, float, float, float } %868, 0
  %870 = extractvalue { float, float, float, float } %868, 1
  %871 = extractvalue { float, float, float, float } %868, 2
  %872 = extractvalue { float, float, float, float } %868, 3
  %873 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %826, i32 %827, i32 %828, i32 %829, i32 %866, i32 %867, float %805, float %806, float %807, float %808) #7
  %874 = extractvalue { float, float, float, float } %873, 0
  %875 = extractvalue { float, float, float, float } %873, 1
  %876 = extractvalue { float, float, float, float } %873, 2
  %877 = extractvalue { float, float, float, float } %873, 3
  %878 = getelementptr i8, ptr addrspace(3) %830, i64 6144
  %879 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %878)
  %880 = extractvalue { i32, i32, i32, i32 } %879, 0
  %881 = extractvalue { i32, i32, i32, i32 } %879, 1
  %882 = extractvalue { i32, i32, i32, i32 } %879, 2
  %883 = extractvalue { i32, i32, i32, i32 } %879, 3
  %884 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %826, i32 %827, i32 %828, i32 %829, i32 %880, i32 %881, float %816, float %817, float %818, float %819) #7
  %885 = extractvalue { float, float, float, float } %884, 0
  %886 = extractvalue { float, float, float, float } %884, 1
  %887 = extractvalue { float, float, float, float } %884, 2
  %888 = extractvalue { float, float, float, float } %884, 3
  %889 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %826, i32 %827, i32 %828, i32 %829, i32 %882, i32 %883, float %821, float %822, float %823, float %824) #7
  %890 = extractvalue { float, float, float, float } %889, 0
  %891 = extractvalue { float, float, float, float } %889, 1
  %892 = extractvalue { float, float, float, float } %889, 2
  %893 = extractvalue { float, float, float, float } %889, 3
  %894 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %639)
  %895 = extractvalue { i32, i32, i32, i32 } %894, 0
  %896 = extractvalue { i32, i32, i32, i32 } %894, 1
  %897 = extractvalue { i32, i32, i32, i32 } %894, 2
  %898 = extractvalue { i32, i32, i32, i32 } %894, 3
  %899 = getelementptr bfloat, ptr addrspace(3) %686, i64 %643
  %900 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %899)
  %901 = extractvalue { i32, i32, i32, i32 } %900, 0
  %902 = extractvalue { i32, i32, i32, i32 } %900, 1
  %903 = extractvalue { i32, i32, i32, i32 } %900, 2
  %904 = extractvalue { i32, i32, i32, i32 } %900, 3
  %905 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %895, i32 %896, i32 %897, i32 %898, i32 %901, i32 %902, float %837, float %838, float %839, float %840) #7
  %906 = extractvalue { float, float, float, float } %905, 0
  %907 = extractvalue { float, float, float, float } %905, 1
  %908 = extractvalue { float, float, float, float } %905, 2
  %909 = extractvalue { float, float, float, float } %905, 3
  %910 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %895, i32 %896, i32 %897, i32 %898, i32 %903, i32 %904, float %842, float %843, float %844, float %845) #7
  %911 = extractvalue { float, float, float, float } %910, 0
  %912 = extractvalue { float, float, float, float } %910, 1
  %913 = extractvalue { float, float, float, float } %910, 2
  %914 = extractvalue { float, float, float, float } %910, 3
  %915 = getelementptr i8, ptr addrspace(3) %899, i64 2048
  %916 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %915)
  %917 = extractvalue { i32, i32, i32, i32 } %916, 0
  %918 = extractvalue { i32, i32, i32, i32 } %916, 1
  %919 = extractvalue { i32, i32, i32, i32 } %916, 2
  %920 = extractvalue { i32, i32, i32, i32 } %916, 3
  %921 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %895, i32 %896, i32 %897, i32 %898, i32 %917, i32 %918, float %853, float %854, float %855, float %856) #7
  %922 = extractvalue { float, float, float, float } %921, 0
  %923 = extractvalue { float, float, float, float } %921, 1
  %924 = extractvalue { float, float, float, float } %921, 2
  %925 = extractvalue { float, float, float, float } %921, 3
  %926 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %895, i32 %896, i32 %897, i32 %898, i32 %919, i32 %920, float %858, float %859, float %860, float %861) #7
  %927 = extractvalue { float, float, float, float } %926, 0
  %928 = extractvalue { float, float, float, float } %926, 1
  %929 = extractvalue { float, float, float, float } %926, 2
  %930 = extractvalue { float, float, float, float } %926, 3
  %931 = getelementptr i8, ptr addrspace(3) %899, i64 4096
  %932 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %931)
  %933 = extractvalue { i32, i32, i32, i32 } %932, 0
  %934 = extractvalue { i32, i32, i32, i32 } %932, 1
  %935 = extractvalue { i32, i32, i32, i32 } %932, 2
  %936 = extractvalue { i32, i32, i32, i32 } %932, 3
  %937 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %895, i32 %896, i32 %897, i32 %898, i32 %933, i32 %934, float %869, float %870, float %871, float %872) #7
  %938 = extractvalue { float, float, float, float } %937, 0
  %939 = extractvalue { float, float, float, float } %937, 1
  %940 = extractvalue { float, float, float, float } %937, 2
  %941 = extractvalue { float, float, float, float } %937, 3
  %942 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %895, i32 %896, i32 %897, i32 %898, i32 %935, i32 %936, float %874, float %875, float %876, float %877) #7
  %943 = extractvalue { float, float, float, float } %942, 0
  %944 = extractvalue { float, float, float, float } %942, 1
  %945 = extractvalue { float, float, float, float } %942, 2
  %946 = extractvalue { float, float, float, float } %942, 3
  %947 = getelementptr i8, ptr addrspace(3) %899, i64 6144
  %948 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %947)
  %949 = extractvalue { i32, i32, i32, i32 } %948, 0
  %950 = extractvalue { i32, i32, i32, i32 } %948, 1
  %951 = extractvalue { i32, i32, i32, i32 } %948, 2
  %952 = extractvalue { i32, i32, i32, i32 } %948, 3
  %953 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %895, i32 %896, i32 %897, i32 %898, i32 %949, i32 %950, float %885, float %886, float %887, float %888) #7
  %954 = extractvalue { float, float, float, float } %953, 0
  %955 = extractvalue { float, float, float, float } %953, 1
  %956 = extractvalue { float, float, float, float } %953, 2
  %957 = extractvalue { float, float, float, float } %953, 3
  %958 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %895, i32 %896, i32 %897, i32 %898, i32 %951, i32 %952, float %890, float %891, float %892, float %893) #7
  %959 = extractvalue { float, float, float, float } %958, 0
  %960 = extractvalue { float, float, float, float } %958, 1
  %961 = extractvalue { float, float, float, float } %958, 2
  %962 = extractvalue { float, float, float, float } %958, 3
  %963 = add i32 %681, 128
  %964 = add nuw nsw i32 %682, 2
  %965 = urem i32 %964, 3
  %966 = fmul float %13, %906
  %967 = fmul float %13, %907
  %968 = fmul float %13, %908
  %969 = fmul float %13, %909
  %970 = fmul float %13, %911
  %971 = fmul float %13, %912
  %972 = fmul float %13, %913
  %973 = fmul float %13, %914
  %974 = fmul float %13, %922
  %975 = fmul float %13, %923
  %976 = fmul float %13, %924
  %977 = fmul float %13, %925
  %978 = fmul float %13, %927
  %979 = fmul float %13, %928
  %980 = fmul float %13, %929
  %981 = fmul float %13, %930
  %982 = fmul float %13, %938
  %983 = fmul float %13, %939
  %984 = fmul float %13, %940
  %985 = fmul float %13, %941
  %986 = fmul float %13, %943
  %987 = fmul float %13, %944
  %988 = fmul float %13, %945
  %989 = fmul float %13, %946
  %990 = fmul float %13, %954
  %991 = fmul float %13, %955
  %992 = fmul float %13, %956
  %993 = fmul float %13, %957
  %994 = fmul float %13, %959
  %995 = fmul float %13, %960
  %996 = fmul float %13, %961
  %997 = fmul float %13, %962
  %998 = or disjoint i32 %681, %551
  %999 = icmp slt i32 %998, %4
  %1000 = or disjoint i32 %998, 1
  %1001 = icmp slt i32 %1000, %4
  %1002 = or disjoint i32 %998, 8
  %1003 = icmp slt i32 %1002, %4
  %1004 = or disjoint i32 %998, 9
  %1005 = icmp slt i32 %1004, %4
  %1006 = or disjoint i32 %998, 16
  %1007 = icmp slt i32 %1006, %4
  %1008 = or disjoint i32 %998, 17
  %1009 = icmp slt i32 %1008, %4
  %1010 = or disjoint i32 %998, 24
  %1011 = icmp slt i32 %1010, %4
  %1012 = or disjoint i32 %998, 25
  %1013 = icmp slt i32 %1012, %4
  %1014 = or disjoint i32 %998, 32
  %1015 = icmp slt i32 %1014, %4
  %1016 = or disjoint i32 %998, 33
  %1017 = icmp slt i32 %1016, %4
  %1018 = or disjoint i32 %998, 40
  %1019 = icmp slt i32 %1018, %4
  %1020 = or disjoint i32 %998, 41
  %1021 = icmp slt i32 %1020, %4
  %1022 = or disjoint i32 %998, 48
  %1023 = icmp slt i32 %1022, %4
  %1024 = or disjoint i32 %998, 49
  %1025 = icmp slt i32 %1024, %4
  %1026 = or disjoint i32 %998, 56
  %1027 = icmp slt i32 %1026, %4
  %1028 = or disjoint i32 %998, 57
  %1029 = icmp slt i32 %1028, %4
  %1030 = select i1 %999, float %966, float 0xFFF0000000000000
  %1031 = select i1 %1001, float %967, float 0xFFF0000000000000
  %1032 = select i1 %999, float %968, float 0xFFF0000000000000
  %1033 = select i1 %1001, float %969, float 0xFFF0000000000000
  %1034 = select i1 %1003, float %970, float 0xFFF0000000000000
  %1035 = select i1 %1005, float %971, float 0xFFF0000000000000
  %1036 = select i1 %1003, float %972, float 0xFFF0000000000000
  %1037 = select i1 %1005, float %973, float 0xFFF0000000000000
  %1038 = select i1 %1007, float %974, float 0xFFF0000000000000
  %1039 = select i1 %1009, float %975, float 0xFFF0000000000000
  %1040 = select i1 %1007, float %976, float 0xFFF0000000000000
  %1041 = select i1 %1009, float %977, float 0xFFF0000000000000
  %1042 = select i1 %1011, float %978, float 0xFFF0000000000000
  %1043 = select i1 %1013, float %979, float 0xFFF0000000000000
  %1044 = select i1 %1011, float %980, float 0xFFF0000000000000
  %1045 = select i1 %1013, float %981, float 0xFFF0000000000000
  %1046 = select i1 %1015, float %982, float 0xFFF0000000000000
  %1047 = select i1 %1017, float %983, float 0xFFF0000000000000
  %1048 = select i1 %1015, float %984, float 0xFFF0000000000000
  %1049 = select i1 %1017, float %985, float 0xFFF0000000000000
  %1050 = select i1 %1019, float %986, float 0xFFF0000000000000
  %1051 = select i1 %1021, float %987, float 0xFFF0000000000000
  %1052 = select i1 %1019, float %988, float 0xFFF0000000000000
  %1053 = select i1 %1021, float %989, float 0xFFF0000000000000
  %1054 = select i1 %1023, float %990, float 0xFFF0000000000000
  %1055 = select i1 %1025, float %991, float 0xFFF0000000000000
  %1056 = select i1 %1023, float %992, float 0xFFF0000000000000
  %1057 = select i1 %1025, float %993, float 0xFFF0000000000000
  %1058 = select i1 %1027, float %994, float 0xFFF0000000000000
  %1059 = select i1 %1029, float %995, float 0xFFF0000000000000
  %1060 = select i1 %1027, float %996, float 0xFFF0000000000000
  %1061 = select i1 %1029, float %997, float 0xFFF0000000000000
  %1062 = tail call float @llvm.maxnum.f32(float %1030, float %1031)
  %1063 = tail call float @llvm.maxnum.f32(float %1032, float %1033)
  %1064 = tail call float @llvm.maxnum.f32(float %1062, float %1034)
  %1065 = tail call float @llvm.maxnum.f32(float %1064, float %1035)
  %1066 = tail call float @llvm.maxnum.f32(float %1063, float %1036)
  %1067 = tail call float @llvm.maxnum.f32(float %1066, float %1037)
  %1068 = tail call float @llvm.maxnum.f32(float %1065, float %1038)
  %1069 = tail call float @llvm.maxnum.f32(float %1068, float %1039)
  %1070 = tail call float @llvm.maxnum.f32(float %1067, float %1040)
  %1071 = tail call float @llvm.maxnum.f32(float %1070, float %1041)
  %1072 = tail call float @llvm.maxnum.f32(float %1069, float %1042)
  %1073 = tail call float @llvm.maxnum.f32(float %1072, float %1043)
  %1074 = tail call float @llvm.maxnum.f32(float %1071, float %1044)
  %1075 = tail call float @llvm.maxnum.f32(float %1074, float %1045)
  %1076 = tail call float @llvm.maxnum.f32(float %1073, float %1046)
  %1077 = tail call float @llvm.maxnum.f32(float %1076, float %1047)
  %1078 = tail call float @llvm.maxnum.f32(float %1075, float %1048)
  %1079 = tail call float @llvm.maxnum.f32(float %1078, float %1049)
  %1080 = tail call float @llvm.maxnum.f32(float %1077, float %1050)
  %1081 = tail call float @llvm.maxnum.f32(float %1080, float %1051)
  %1082 = tail call float @llvm.maxnum.f32(float %1079, float %1052)
  %1083 = tail call float @llvm.maxnum.f32(float %1082, float %1053)
  %1084 = tail call float @llvm.maxnum.f32(float %1081, float %1054)
  %1085 = tail call float @llvm.maxnum.f32(float %1084, float %1055)
  %1086 = tail call float @llvm.maxnum.f32(float %1083, float %1056)
  %1087 = tail call float @llvm.maxnum.f32(float %1086, float %1057)
  %1088 = tail call float @llvm.maxnum.f32(float %1085, float %1058)
  %1089 = tail call float @llvm.maxnum.f32(float %1088, float %1059)
  %1090 = tail call float @llvm.maxnum.f32(float %1087, float %1060)
  %1091 = tail call float @llvm.maxnum.f32(float %1090, float %1061)
  %1092 = bitcast float %1089 to i32
  %1093 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1092, i32 2, i32 31)
  %1094 = bitcast i32 %1093 to float
  %1095 = tail call float @llvm.maxnum.f32(float %1089, float %1094)
  %1096 = bitcast float %1091 to i32
  %1097 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1096, i32 2, i32 31)
  %1098 = bitcast i32 %1097 to float
  %1099 = tail call float @llvm.maxnum.f32(float %1091, float %1098)
  %1100 = bitcast float %1095 to i32
  %1101 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1100, i32 1, i32 31)
  %1102 = bitcast i32 %1101 to float
  %1103 = tail call float @llvm.maxnum.f32(float %1095, float %1102)
  %1104 = bitcast float %1099 to i32
  %1105 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1104, i32 1, i32 31)
  %1106 = bitcast i32 %1105 to float
  %1107 = tail call float @llvm.maxnum.f32(float %1099, float %1106)
  %1108 = tail call float @llvm.maxnum.f32(float %646, float %1103)
  %1109 = tail call float @llvm.maxnum.f32(float %645, float %1107)
  %1110 = fsub float %1030, %1108
  %1111 = fsub float %1031, %1108
  %1112 = fsub float %1032, %1109
  %1113 = fsub float %1033, %1109
  %1114 = fsub float %1034, %1108
  %1115 = fsub float %1035, %1108
  %1116 = fsub float %1036, %1109
  %1117 = fsub float %1037, %1109
  %1118 = fsub float %1038, %1108
  %1119 = fsub float %1039, %1108
  %1120 = fsub float %1040, %1109
  %1121 = fsub float %1041, %1109
  %1122 = fsub float %1042, %1108
  %1123 = fsub float %1043, %1108
  %1124 = fsub float %1044, %1109
  %1125 = fsub float %1045, %1109
  %1126 = fsub float %1046, %1108
  %1127 = fsub float %1047, %1108
  %1128 = fsub float %1048, %1109
  %1129 = fsub float %1049, %1109
  %1130 = fsub float %1050, %1108
  %1131 = fsub float %1051, %1108
  %1132 = fsub float %1052, %1109
  %1133 = fsub float %1053, %1109
  %1134 = fsub float %1054, %1108
  %1135 = fsub float %1055, %1108
  %1136 = fsub float %1056, %1109
  %1137 = fsub float %1057, %1109
  %1138 = fsub float %1058, %1108
  %1139 = fsub float %1059, %1108
  %1140 = fsub float %1060, %1109
  %1141 = fsub float %1061, %1109
  %1142 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1110)
  %1143 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1111)
  %1144 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1112)
  %1145 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1113)
  %1146 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1114)
  %1147 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1115)
  %1148 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1116)
  %1149 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1117)
  %1150 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1118)
  %1151 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1119)
  %1152 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1120)
  %1153 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1121)
  %1154 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1122)
  %1155 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1123)
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
  %1174 = fsub float %646, %1108
  %1175 = fsub float %645, %1109
  %1176 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1174)
  %1177 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1175)
  %1178 = fmul float %680, %1176
  %1179 = fmul float %679, %1177
  %1180 = fadd float %1142, %1143
  %1181 = fadd float %1144, %1145
  %1182 = fadd float %1180, %1146
  %1183 = fadd float %1182, %1147
  %1184 = fadd float %1181, %1148
  %1185 = fadd float %1184, %1149
  %1186 = fadd float %1183, %1150
  %1187 = fadd float %1186, %1151
  %1188 = fadd float %1185, %1152
  %1189 = fadd float %1188, %1153
  %1190 = fadd float %1187, %1154
  %1191 = fadd float %1190, %1155
  %1192 = fadd float %1189, %1156
  %1193 = fadd float %1192, %1157
  %1194 = fadd float %1191, %1158
  %1195 = fadd float %1194, %1159
  %1196 = fadd float %1193, %1160
  %1197 = fadd float %1196, %1161
  %1198 = fadd float %1195, %1162
  %1199 = fadd float %1198, %1163
  %1200 = fadd float %1197, %1164
  %1201 = fadd float %1200, %1165
  %1202 = fadd float %1199, %1166
  %1203 = fadd float %1202, %1167
  %1204 = fadd float %1201, %1168
  %1205 = fadd float %1204, %1169
  %1206 = fadd float %1203, %1170
  %1207 = fadd float %1206, %1171
  %1208 = fadd float %1205, %1172
  %1209 = fadd float %1208, %1173
  %1210 = bitcast float %1207 to i32
  %1211 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1210, i32 2, i32 31)
  %1212 = bitcast i32 %1211 to float
  %1213 = fadd float %1207, %1212
  %1214 = bitcast float %1209 to i32
  %1215 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1214, i32 2, i32 31)
  %1216 = bitcast i32 %1215 to float
  %1217 = fadd float %1209, %1216
  %1218 = bitcast float %1213 to i32
  %1219 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1218, i32 1, i32 31)
  %1220 = bitcast i32 %1219 to float
  %1221 = fadd float %1213, %1220
  %1222 = bitcast float %1217 to i32
  %1223 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1222, i32 1, i32 31)
  %1224 = bitcast i32 %1223 to float
  %1225 = fadd float %1217, %1224
  %1226 = fadd float %1178, %1221
  %1227 = fadd float %1179, %1225
  %1228 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 24576), i64 %685
  %1229 = fptrunc float %1142 to bfloat
  %1230 = fptrunc float %1143 to bfloat
  %1231 = fptrunc float %1144 to bfloat
  %1232 = fptrunc float %1145 to bfloat
  %1233 = fptrunc float %1146 to bfloat
  %1234 = fptrunc float %1147 to bfloat
  %1235 = fptrunc float %1148 to bfloat
  %1236 = fptrunc float %1149 to bfloat
  %1237 = fptrunc float %1150 to bfloat
  %1238 = fptrunc float %1151 to bfloat
  %1239 = fptrunc float %1152 to bfloat
  %1240 = fptrunc float %1153 to bfloat
  %1241 = fptrunc float %1154 to bfloat
  %1242 = fptrunc float %1155 to bfloat
  %1243 = fptrunc float %1156 to bfloat
  %1244 = fptrunc float %1157 to bfloat
  %1245 = fptrunc float %1158 to bfloat
  %1246 = fptrunc float %1159 to bfloat
  %1247 = fptrunc float %1160 to bfloat
  %1248 = fptrunc float %1161 to bfloat
  %1249 = fptrunc float %1162 to bfloat
  %1250 = fptrunc float %1163 to bfloat
  %1251 = fptrunc float %1164 to bfloat
  %1252 = fptrunc float %1165 to bfloat
  %1253 = fptrunc float %1166 to bfloat
  %1254 = fptrunc float %1167 to bfloat
  %1255 = fptrunc float %1168 to bfloat
  %1256 = fptrunc float %1169 to bfloat
  %1257 = fptrunc float %1170 to bfloat
  %1258 = fptrunc float %1171 to bfloat
  %1259 = fptrunc float %1172 to bfloat
  %1260 = fptrunc float %1173 to bfloat
  %1261 = fmul float %678, %1176
  %1262 = fmul float %677, %1176
  %1263 = fmul float %676, %1177
  %1264 = fmul float %675, %1177
  %1265 = fmul float %674, %1176
  %1266 = fmul float %673, %1176
  %1267 = fmul float %672, %1177
  %1268 = fmul float %671, %1177
  %1269 = fmul float %670, %1176
  %1270 = fmul float %669, %1176
  %1271 = fmul float %668, %1177
  %1272 = fmul float %667, %1177
  %1273 = fmul float %666, %1176
  %1274 = fmul float %665, %1176
  %1275 = fmul float %664, %1177
  %1276 = fmul float %663, %1177
  %1277 = fmul float %662, %1176
  %1278 = fmul float %661, %1176
  %1279 = fmul float %660, %1177
  %1280 = fmul float %659, %1177
  %1281 = fmul float %658, %1176
  %1282 = fmul float %657, %1176
  %1283 = fmul float %656, %1177
  %1284 = fmul float %655, %1177
  %1285 = fmul float %654, %1176
  %1286 = fmul float %653, %1176
  %1287 = fmul float %652, %1177
  %1288 = fmul float %651, %1177
  %1289 = fmul float %650, %1176
  %1290 = fmul float %649, %1176
  %1291 = fmul float %648, %1177
  %1292 = fmul float %647, %1177
  %1293 = insertelement <2 x bfloat> poison, bfloat %1229, i64 0
  %1294 = insertelement <2 x bfloat> %1293, bfloat %1230, i64 1
  %1295 = bitcast <2 x bfloat> %1294 to i32
  %1296 = insertelement <2 x bfloat> poison, bfloat %1231, i64 0
  %1297 = insertelement <2 x bfloat> %1296, bfloat %1232, i64 1
  %1298 = bitcast <2 x bfloat> %1297 to i32
  %1299 = insertelement <2 x bfloat> poison, bfloat %1233, i64 0
  %1300 = insertelement <2 x bfloat> %1299, bfloat %1234, i64 1
  %1301 = bitcast <2 x bfloat> %1300 to i32
  %1302 = insertelement <2 x bfloat> poison, bfloat %1235, i64 0
  %1303 = insertelement <2 x bfloat> %1302, bfloat %1236, i64 1
  %1304 = bitcast <2 x bfloat> %1303 to i32
  %1305 = insertelement <2 x bfloat> poison, bfloat %1237, i64 0
  %1306 = insertelement <2 x bfloat> %1305, bfloat %1238, i64 1
  %1307 = bitcast <2 x bfloat> %1306 to i32
  %1308 = insertelement <2 x bfloat> poison, bfloat %1239, i64 0
  %1309 = insertelement <2 x bfloat> %1308, bfloat %1240, i64 1
  %1310 = bitcast <2 x bfloat> %1309 to i32
  %1311 = insertelement <2 x bfloat> poison, bfloat %1241, i64 0
  %1312 = insertelement <2 x bfloat> %1311, bfloat %1242, i64 1
  %1313 = bitcast <2 x bfloat> %1312 to i32
  %1314 = insertelement <2 x bfloat> poison, bfloat %1243, i64 0
  %1315 = insertelement <2 x bfloat> %1314, bfloat %1244, i64 1
  %1316 = bitcast <2 x bfloat> %1315 to i32
  %1317 = insertelement <2 x bfloat> poison, bfloat %1245, i64 0
  %1318 = insertelement <2 x bfloat> %1317, bfloat %1246, i64 1
  %1319 = bitcast <2 x bfloat> %1318 to i32
  %1320 = insertelement <2 x bfloat> poison, bfloat %1247, i64 0
  %1321 = insertelement <2 x bfloat> %1320, bfloat %1248, i64 1
  %1322 = bitcast <2 x bfloat> %1321 to i32
  %1323 = insertelement <2 x bfloat> poison, bfloat %1249, i64 0
  %1324 = insertelement <2 x bfloat> %1323, bfloat %1250, i64 1
  %1325 = bitcast <2 x bfloat> %1324 to i32
  %1326 = insertelement <2 x bfloat> poison, bfloat %1251, i64 0
  %1327 = insertelement <2 x bfloat> %1326, bfloat %1252, i64 1
  %1328 = bitcast <2 x bfloat> %1327 to i32
  %1329 = insertelement <2 x bfloat> poison, bfloat %1253, i64 0
  %1330 = insertelement <2 x bfloat> %1329, bfloat %1254, i64 1
  %1331 = bitcast <2 x bfloat> %1330 to i32
  %1332 = insertelement <2 x bfloat> poison, bfloat %1255, i64 0
  %1333 = insertelement <2 x bfloat> %1332, bfloat %1256, i64 1
  %1334 = bitcast <2 x bfloat> %1333 to i32
  %1335 = insertelement <2 x bfloat> poison, bfloat %1257, i64 0
  %1336 = insertelement <2 x bfloat> %1335, bfloat %1258, i64 1
  %1337 = bitcast <2 x bfloat> %1336 to i32
  %1338 = insertelement <2 x bfloat> poison, bfloat %1259, i64 0
  %1339 = insertelement <2 x bfloat> %1338, bfloat %1260, i64 1
  %1340 = bitcast <2 x bfloat> %1339 to i32
  %1341 = getelementptr bfloat, ptr addrspace(3) %1228, i64 %560
  %1342 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1341)
  %1343 = extractvalue { i32, i32, i32, i32 } %1342, 0
  %1344 = extractvalue { i32, i32, i32, i32 } %1342, 1
  %1345 = extractvalue { i32, i32, i32, i32 } %1342, 2
  %1346 = extractvalue { i32, i32, i32, i32 } %1342, 3
  %1347 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1295, i32 %1298, i32 %1301, i32 %1304, i32 %1343, i32 %1344, float %1261, float %1262, float %1263, float %1264) #7
  %1348 = extractvalue { float, float, float, float } %1347, 0
  %1349 = extractvalue { float, float, float, float } %1347, 1
  %1350 = extractvalue { float, float, float, float } %1347, 2
  %1351 = extractvalue { float, float, float, float } %1347, 3
  %1352 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1295, i32 %1298, i32 %1301, i32 %1304, i32 %1345, i32 %1346, float %1265, float %1266, float %1267, float %1268) #7
  %1353 = extractvalue { float, float, float, float } %1352, 0
  %1354 = extractvalue { float, float, float, float } %1352, 1
  %1355 = extractvalue { float, float, float, float } %1352, 2
  %1356 = extractvalue { float, float, float, float } %1352, 3
  %1357 = getelementptr bfloat, ptr addrspace(3) %1228, i64 %566
  %1358 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1357)
  %1359 = extractvalue { i32, i32, i32, i32 } %1358, 0
  %1360 = extractvalue { i32, i32, i32, i32 } %1358, 1
  %1361 = extractvalue { i32, i32, i32, i32 } %1358, 2
  %1362 = extractvalue { i32, i32, i32, i32 } %1358, 3
  %1363 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1295, i32 %1298, i32 %1301, i32 %1304, i32 %1359, i32 %1360, float %1269, float %1270, float %1271, float %1272) #7
  %1364 = extractvalue { float, float, float, float } %1363, 0
  %1365 = extractvalue { float, float, float, float } %1363, 1
  %1366 = extractvalue { float, float, float, float } %1363, 2
  %1367 = extractvalue { float, float, float, float } %1363, 3
  %1368 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1295, i32 %1298, i32 %1301, i32 %1304, i32 %1361, i32 %1362, float %1273, float %1274, float %1275, float %1276) #7
  %1369 = extractvalue { float, float, float, float } %1368, 0
  %1370 = extractvalue { float, float, float, float } %1368, 1
  %1371 = extractvalue { float, float, float, float } %1368, 2
  %1372 = extractvalue { float, float, float, float } %1368, 3
  %1373 = getelementptr bfloat, ptr addrspace(3) %1228, i64 %572
  %1374 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1373)
  %1375 = extractvalue { i32, i32, i32, i32 } %1374, 0
  %1376 = extractvalue { i32, i32, i32, i32 } %1374, 1
  %1377 = extractvalue { i32, i32, i32, i32 } %1374, 2
  %1378 = extractvalue { i32, i32, i32, i32 } %1374, 3
  %1379 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1295, i32 %1298, i32 %1301, i32 %1304, i32 %1375, i32 %1376, float %1277, float %1278, float %1279, float %1280) #7
  %1380 = extractvalue { float, float, float, float } %1379, 0
  %1381 = extractvalue { float, float, float, float } %1379, 1
  %1382 = extractvalue { float, float, float, float } %1379, 2
  %1383 = extractvalue { float, float, float, float } %1379, 3
  %1384 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1295, i32 %1298, i32 %1301, i32 %1304, i32 %1377, i32 %1378, float %1281, float %1282, float %1283, float %1284) #7
  %1385 = extractvalue { float, float, float, float } %1384, 0
  %1386 = extractvalue { float, float, float, float } %1384, 1
  %1387 = extractvalue { float, float, float, float } %1384, 2
  %1388 = extractvalue { float, float, float, float } %1384, 3
  %1389 = getelementptr bfloat, ptr addrspace(3) %1228, i64 %578
  %1390 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1389)
  %1391 = extractvalue { i32, i32, i32, i32 } %1390, 0
  %1392 = extractvalue { i32, i32, i32, i32 } %1390, 1
  %1393 = extractvalue { i32, i32, i32, i32 } %1390, 2
  %1394 = extractvalue { i32, i32, i32, i32 } %1390, 3
  %1395 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1295, i32 %1298, i32 %1301, i32 %1304, i32 %1391, i32 %1392, float %1285, float %1286, float %1287, float %1288) #7
  %1396 = extractvalue { float, float, float, float } %1395, 0
  %1397 = extractvalue { float, float, float, float } %1395, 1
  %1398 = extractvalue { float, float, float, float } %1395, 2
  %1399 = extractvalue { float, float, float, float } %1395, 3
  %1400 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1295, i32 %1298, i32 %1301, i32 %1304, i32 %1393, i32 %1394, float %1289, float %1290, float %1291, float %1292) #7
  %1401 = extractvalue { float, float, float, float } %1400, 0
  %1402 = extractvalue { float, float, float, float } %1400, 1
  %1403 = extractvalue { float, float, float, float } %1400, 2
  %1404 = extractvalue { float, float, float, float } %1400, 3
  %1405 = getelementptr bfloat, ptr addrspace(3) %1228, i64 %582
  %1406 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1405)
  %1407 = extractvalue { i32, i32, i32, i32 } %1406, 0
  %1408 = extractvalue { i32, i32, i32, i32 } %1406, 1
  %1409 = extractvalue { i32, i32, i32, i32 } %1406, 2
  %1410 = extractvalue { i32, i32, i32, i32 } %1406, 3
  %1411 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1307, i32 %1310, i32 %1313, i32 %1316, i32 %1407, i32 %1408, float %1348, float %1349, float %1350, float %1351) #7
  %1412 = extractvalue { float, float, float, float } %1411, 0
  %1413 = extractvalue { float, float, float, float } %1411, 1
  %1414 = extractvalue { float, float, float, float } %1411, 2
  %1415 = extractvalue { float, float, float, float } %1411, 3
  %1416 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1307, i32 %1310, i32 %1313, i32 %1316, i32 %1409, i32 %1410, float %1353, float %1354, float %1355, float %1356) #7
  %1417 = extractvalue { float, float, float, float } %1416, 0
  %1418 = extractvalue { float, float, float, float } %1416, 1
  %1419 = extractvalue { float, float, float, float } %1416, 2
  %1420 = extractvalue { float, float, float, float } %1416, 3
  %1421 = getelementptr bfloat, ptr addrspace(3) %1228, i64 %585
  %1422 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1421)
  %1423 = extractvalue { i32, i32, i32, i32 } %1422, 0
  %1424 = extractvalue { i32, i32, i32, i32 } %1422, 1
  %1425 = extractvalue { i32, i32, i32, i32 } %1422, 2
  %1426 = extractvalue { i32, i32, i32, i32 } %1422, 3
  %1427 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1307, i32 %1310, i32 %1313, i32 %1316, i32 %1423, i32 %1424, float %1364, float %1365, float %1366, float %1367) #7
  %1428 = extractvalue { float, float, float, float } %1427, 0
  %1429 = extractvalue { float, float, float, float } %1427, 1
  %1430 = extractvalue { float, float, float, float } %1427, 2
  %1431 = extractvalue { float, float, float, float } %1427, 3
  %1432 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1307, i32 %1310, i32 %1313, i32 %1316, i32 %1425, i32 %1426, float %1369, float %1370, float %1371, float %1372) #7
  %1433 = extractvalue { float, float, float, float } %1432, 0
  %1434 = extractvalue { float, float, float, float } %1432, 1
  %1435 = extractvalue { float, float, float, float } %1432, 2
  %1436 = extractvalue { float, float, float, float } %1432, 3
  %1437 = getelementptr bfloat, ptr addrspace(3) %1228, i64 %588
  %1438 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1437)
  %1439 = extractvalue { i32, i32, i32, i32 } %1438, 0
  %1440 = extractvalue { i32, i32, i32, i32 } %1438, 1
  %1441 = extractvalue { i32, i32, i32, i32 } %1438, 2
  %1442 = extractvalue { i32, i32, i32, i32 } %1438, 3
  %1443 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1307, i32 %1310, i32 %1313, i32 %1316, i32 %1439, i32 %1440, float %1380, float %1381, float %1382, float %1383) #7
  %1444 = extractvalue { float, float, float, float } %1443, 0
  %1445 = extractvalue { float, float, float, float } %1443, 1
  %1446 = extractvalue { float, float, float, float } %1443, 2
  %1447 = extractvalue { float, float, float, float } %1443, 3
  %1448 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1307, i32 %1310, i32 %1313, i32 %1316, i32 %1441, i32 %1442, float %1385, float %1386, float %1387, float %1388) #7
  %1449 = extractvalue { float, float, float, float } %1448, 0
  %1450 = extractvalue { float, float, float, float } %1448, 1
  %1451 = extractvalue { float, float, float, float } %1448, 2
  %1452 = extractvalue { float, float, float, float } %1448, 3
  %1453 = getelementptr bfloat, ptr addrspace(3) %1228, i64 %591
  %1454 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1453)
  %1455 = extractvalue { i32, i32, i32, i32 } %1454, 0
  %1456 = extractvalue { i32, i32, i32, i32 } %1454, 1
  %1457 = extractvalue { i32, i32, i32, i32 } %1454, 2
  %1458 = extractvalue { i32, i32, i32, i32 } %1454, 3
  %1459 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1307, i32 %1310, i32 %1313, i32 %1316, i32 %1455, i32 %1456, float %1396, float %1397, float %1398, float %1399) #7
  %1460 = extractvalue { float, float, float, float } %1459, 0
  %1461 = extractvalue { float, float, float, float } %1459, 1
  %1462 = extractvalue { float, float, float, float } %1459, 2
  %1463 = extractvalue { float, float, float, float } %1459, 3
  %1464 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1307, i32 %1310, i32 %1313, i32 %1316, i32 %1457, i32 %1458, float %1401, float %1402, float %1403, float %1404) #7
  %1465 = extractvalue { float, float, float, float } %1464, 0
  %1466 = extractvalue { float, float, float, float } %1464, 1
  %1467 = extractvalue { float, float, float, float } %1464, 2
  %1468 = extractvalue { float, float, float, float } %1464, 3
  %1469 = getelementptr bfloat, ptr addrspace(3) %1228, i64 %595
  %1470 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1469)
  %1471 = extractvalue { i32, i32, i32, i32 } %1470, 0
  %1472 = extractvalue { i32, i32, i32, i32 } %1470, 1
  %1473 = extractvalue { i32, i32, i32, i32 } %1470, 2
  %1474 = extractvalue { i32, i32, i32, i32 } %1470, 3
  %1475 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1319, i32 %1322, i32 %1325, i32 %1328, i32 %1471, i32 %1472, float %1412, float %1413, float %1414, float %1415) #7
  %1476 = extractvalue { float, float, float, float } %1475, 0
  %1477 = extractvalue { float, float, float, float } %1475, 1
  %1478 = extractvalue { float, float, float, float } %1475, 2
  %1479 = extractvalue { float, float, float, float } %1475, 3
  %1480 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1319, i32 %1322, i32 %1325, i32 %1328, i32 %1473, i32 %1474, float %1417, float %1418, float %1419, float %1420) #7
  %1481 = extractvalue { float, float, float, float } %1480, 0
  %1482 = extractvalue { float, float, float, float } %1480, 1
  %1483 = extractvalue { float, float, float, float } %1480, 2
  %1484 = extractvalue { float, float, float, float } %1480, 3
  %1485 = getelementptr bfloat, ptr addrspace(3) %1228, i64 %598
  %1486 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1485)
  %1487 = extractvalue { i32, i32, i32, i32 } %1486, 0
  %1488 = extractvalue { i32, i32, i32, i32 } %1486, 1
  %1489 = extractvalue { i32, i32, i32, i32 } %1486, 2
  %1490 = extractvalue { i32, i32, i32, i32 } %1486, 3
  %1491 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1319, i32 %1322, i32 %1325, i32 %1328, i32 %1487, i32 %1488, float %1428, float %1429, float %1430, float %1431) #7
  %1492 = extractvalue { float, float, float, float } %1491, 0
  %1493 = extractvalue { float, float, float, float } %1491, 1
  %1494 = extractvalue { float, float, float, float } %1491, 2
  %1495 = extractvalue { float, float, float, float } %1491, 3
  %1496 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1319, i32 %1322, i32 %1325, i32 %1328, i32 %1489, i32 %1490, float %1433, float %1434, float %1435, float %1436) #7
  %1497 = extractvalue { float, float, float, float } %1496, 0
  %1498 = extractvalue { float, float, float, float } %1496, 1
  %1499 = extractvalue { float, float, float, float } %1496, 2
  %1500 = extractvalue { float, float, float, float } %1496, 3
  %1501 = getelementptr bfloat, ptr addrspace(3) %1228, i64 %601
  %1502 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1501)
  %1503 = extractvalue { i32, i32, i32, i32 } %1502, 0
  %1504 = extractvalue { i32, i32, i32, i32 } %1502, 1
  %1505 = extractvalue { i32, i32, i32, i32 } %1502, 2
  %1506 = extractvalue { i32, i32, i32, i32 } %1502, 3
  %1507 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1319, i32 %1322, i32 %1325, i32 %1328, i32 %1503, i32 %1504, float %1444, float %1445, float %1446, float %1447) #7
  %1508 = extractvalue { float, float, float, float } %1507, 0
  %1509 = extractvalue { float, float, float, float } %1507, 1
  %1510 = extractvalue { float, float, float, float } %1507, 2
  %1511 = extractvalue { float, float, float, float } %1507, 3
  %1512 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1319, i32 %1322, i32 %1325, i32 %1328, i32 %1505, i32 %1506, float %1449, float %1450, float %1451, float %1452) #7
  %1513 = extractvalue { float, float, float, float } %1512, 0
  %1514 = extractvalue { float, float, float, float } %1512, 1
  %1515 = extractvalue { float, float, float, float } %1512, 2
  %1516 = extractvalue { float, float, float, float } %1512, 3
  %1517 = getelementptr bfloat, ptr addrspace(3) %1228, i64 %604
  %1518 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1517)
  %1519 = extractvalue { i32, i32, i32, i32 } %1518, 0
  %1520 = extractvalue { i32, i32, i32, i32 } %1518, 1
  %1521 = extractvalue { i32, i32, i32, i32 } %1518, 2
  %1522 = extractvalue { i32, i32, i32, i32 } %1518, 3
  %1523 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1319, i32 %1322, i32 %1325, i32 %1328, i32 %1519, i32 %1520, float %1460, float %1461, float %1462, float %1463) #7
  %1524 = extractvalue { float, float, float, float } %1523, 0
  %1525 = extractvalue { float, float, float, float } %1523, 1
  %1526 = extractvalue { float, float, float, float } %1523, 2
  %1527 = extractvalue { float, float, float, float } %1523, 3
  %1528 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1319, i32 %1322, i32 %1325, i32 %1328, i32 %1521, i32 %1522, float %1465, float %1466, float %1467, float %1468) #7
  %1529 = extractvalue { float, float, float, float } %1528, 0
  %1530 = extractvalue { float, float, float, float } %1528, 1
  %1531 = extractvalue { float, float, float, float } %1528, 2
  %1532 = extractvalue { float, float, float, float } %1528, 3
  %1533 = getelementptr bfloat, ptr addrspace(3) %1228, i64 %608
  %1534 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1533)
  %1535 = extractvalue { i32, i32, i32, i32 } %1534, 0
  %1536 = extractvalue { i32, i32, i32, i32 } %1534, 1
  %1537 = extractvalue { i32, i32, i32, i32 } %1534, 2
  %1538 = extractvalue { i32, i32, i32, i32 } %1534, 3
  %1539 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1331, i32 %1334, i32 %1337, i32 %1340, i32 %1535, i32 %1536, float %1476, float %1477, float %1478, float %1479) #7
  %1540 = extractvalue { float, float, float, float } %1539, 0
  %1541 = extractvalue { float, float, float, float } %1539, 1
  %1542 = extractvalue { float, float, float, float } %1539, 2
  %1543 = extractvalue { float, float, float, float } %1539, 3
  %1544 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1331, i32 %1334, i32 %1337, i32 %1340, i32 %1537, i32 %1538, float %1481, float %1482, float %1483, float %1484) #7
  %1545 = extractvalue { float, float, float, float } %1544, 0
  %1546 = extractvalue { float, float, float, float } %1544, 1
  %1547 = extractvalue { float, float, float, float } %1544, 2
  %1548 = extractvalue { float, float, float, float } %1544, 3
  %1549 = getelementptr bfloat, ptr addrspace(3) %1228, i64 %611
  %1550 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1549)
  %1551 = extractvalue { i32, i32, i32, i32 } %1550, 0
  %1552 = extractvalue { i32, i32, i32, i32 } %1550, 1
  %1553 = extractvalue { i32, i32, i32, i32 } %1550, 2
  %1554 = extractvalue { i32, i32, i32, i32 } %1550, 3
  %1555 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1331, i32 %1334, i32 %1337, i32 %1340, i32 %1551, i32 %1552, float %1492, float %1493, float %1494, float %1495) #7
  %1556 = extractvalue { float, float, float, float } %1555, 0
  %1557 = extractvalue { float, float, float, float } %1555, 1
  %1558 = extractvalue { float, float, float, float } %1555, 2
  %1559 = extractvalue { float, float, float, float } %1555, 3
  %1560 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1331, i32 %1334, i32 %1337, i32 %1340, i32 %1553, i32 %1554, float %1497, float %1498, float %1499, float %1500) #7
  %1561 = extractvalue { float, float, float, float } %1560, 0
  %1562 = extractvalue { float, float, float, float } %1560, 1
  %1563 = extractvalue { float, float, float, float } %1560, 2
  %1564 = extractvalue { float, float, float, float } %1560, 3
  %1565 = getelementptr bfloat, ptr addrspace(3) %1228, i64 %614
  %1566 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1565)
  %1567 = extractvalue { i32, i32, i32, i32 } %1566, 0
  %1568 = extractvalue { i32, i32, i32, i32 } %1566, 1
  %1569 = extractvalue { i32, i32, i32, i32 } %1566, 2
  %1570 = extractvalue { i32, i32, i32, i32 } %1566, 3
  %1571 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1331, i32 %1334, i32 %1337, i32 %1340, i32 %1567, i32 %1568, float %1508, float %1509, float %1510, float %1511) #7
  %1572 = extractvalue { float, float, float, float } %1571, 0
  %1573 = extractvalue { float, float, float, float } %1571, 1
  %1574 = extractvalue { float, float, float, float } %1571, 2
  %1575 = extractvalue { float, float, float, float } %1571, 3
  %1576 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1331, i32 %1334, i32 %1337, i32 %1340, i32 %1569, i32 %1570, float %1513, float %1514, float %1515, float %1516) #7
  %1577 = extractvalue { float, float, float, float } %1576, 0
  %1578 = extractvalue { float, float, float, float } %1576, 1
  %1579 = extractvalue { float, float, float, float } %1576, 2
  %1580 = extractvalue { float, float, float, float } %1576, 3
  %1581 = getelementptr bfloat, ptr addrspace(3) %1228, i64 %617
  %1582 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1581)
  %1583 = extractvalue { i32, i32, i32, i32 } %1582, 0
  %1584 = extractvalue { i32, i32, i32, i32 } %1582, 1
  %1585 = extractvalue { i32, i32, i32, i32 } %1582, 2
  %1586 = extractvalue { i32, i32, i32, i32 } %1582, 3
  %1587 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1331, i32 %1334, i32 %1337, i32 %1340, i32 %1583, i32 %1584, float %1524, float %1525, float %1526, float %1527) #7
  %1588 = extractvalue { float, float, float, float } %1587, 0
  %1589 = extractvalue { float, float, float, float } %1587, 1
  %1590 = extractvalue { float, float, float, float } %1587, 2
  %1591 = extractvalue { float, float, float, float } %1587, 3
  %1592 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1331, i32 %1334, i32 %1337, i32 %1340, i32 %1585, i32 %1586, float %1529, float %1530, float %1531, float %1532) #7
  %1593 = extractvalue { float, float, float, float } %1592, 0
  %1594 = extractvalue { float, float, float, float } %1592, 1
  %1595 = extractvalue { float, float, float, float } %1592, 2
  %1596 = extractvalue { float, float, float, float } %1592, 3
  %1597 = icmp slt i32 %963, %4
  %1598 = shl nuw nsw i32 %965, 13
  %1599 = zext nneg i32 %1598 to i64
  %1600 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %1599
  %1601 = or disjoint i32 %963, %14
  %1602 = add i32 %1601, %11
  %1603 = shl i32 %1602, 6
  %1604 = or disjoint i32 %1603, %30
  %1605 = sext i32 %1604 to i64
  %1606 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1605
  %1607 = ptrtoint ptr addrspace(1) %1606 to i64
  %1608 = and i64 %1607, 15
  %1609 = icmp eq i64 %1608, 0
  %1610 = icmp slt i32 %1601, %4
  %1611 = and i1 %1597, %1610
  %1612 = select i1 %1611, i32 16, i32 0
  %1613 = getelementptr i8, ptr addrspace(3) %1600, i64 %127
  br i1 %1609, label %1615, label %.preheader39

.preheader39:                                     ; preds = %644
  %1614 = zext i1 %1611 to i32
  %invariant.op473 = or i32 %1603, %30
  br label %1618

1615:                                             ; preds = %644
  %1616 = ptrtoint ptr addrspace(3) %1613 to i64
  %1617 = trunc i64 %1616 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1617, ptr addrspace(1) %1606, i32 %1612) #7
  br label %.loopexit40

1618:                                             ; preds = %.preheader39, %1618
  %1619 = phi i64 [ 0, %.preheader39 ], [ %1625, %1618 ]
  %1620 = trunc nuw nsw i64 %1619 to i32
  %.reass338.reass = or i32 %1620, %invariant.op473
  %1621 = sext i32 %.reass338.reass to i64
  %1622 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1621
  %1623 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1622, i32 %1614, i16 0) #7
  %1624 = getelementptr bfloat, ptr addrspace(3) %1613, i64 %1619
  store i16 %1623, ptr addrspace(3) %1624, align 2
  %1625 = add nuw nsw i64 %1619, 1
  %exitcond257.not = icmp eq i64 %1625, 8
  br i1 %exitcond257.not, label %.loopexit40, label %1618

.loopexit40:                                      ; preds = %1618, %1615
  %1626 = or disjoint i32 %963, %18
  %1627 = add i32 %1626, %11
  %1628 = shl i32 %1627, 6
  %1629 = or disjoint i32 %1628, %30
  %1630 = sext i32 %1629 to i64
  %1631 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1630
  %1632 = ptrtoint ptr addrspace(1) %1631 to i64
  %1633 = and i64 %1632, 15
  %1634 = icmp eq i64 %1633, 0
  %1635 = icmp slt i32 %1626, %4
  %1636 = and i1 %1597, %1635
  %1637 = select i1 %1636, i32 16, i32 0
  %1638 = getelementptr i8, ptr addrspace(3) %1600, i64 %153
  br i1 %1634, label %1640, label %.preheader37

.preheader37:                                     ; preds = %.loopexit40
  %1639 = zext i1 %1636 to i32
  %invariant.op474 = or i32 %1628, %30
  br label %1643

1640:                                             ; preds = %.loopexit40
  %1641 = ptrtoint ptr addrspace(3) %1638 to i64
  %1642 = trunc i64 %1641 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1642, ptr addrspace(1) %1631, i32 %1637) #7
  br label %.loopexit38

1643:                                             ; preds = %.preheader37, %1643
  %1644 = phi i64 [ 0, %.preheader37 ], [ %1650, %1643 ]
  %1645 = trunc nuw nsw i64 %1644 to i32
  %.reass340.reass = or i32 %1645, %invariant.op474
  %1646 = sext i32 %.reass340.reass to i64
  %1647 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1646
  %1648 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1647, i32 %1639, i16 0) #7
  %1649 = getelementptr bfloat, ptr addrspace(3) %1638, i64 %1644
  store i16 %1648, ptr addrspace(3) %1649, align 2
  %1650 = add nuw nsw i64 %1644, 1
  %exitcond258.not = icmp eq i64 %1650, 8
  br i1 %exitcond258.not, label %.loopexit38, label %1643

.loopexit38:                                      ; preds = %1643, %1640
  %1651 = or disjoint i32 %963, %22
  %1652 = add i32 %1651, %11
  %1653 = shl i32 %1652, 6
  %1654 = or disjoint i32 %1653, %30
  %1655 = sext i32 %1654 to i64
  %1656 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1655
  %1657 = ptrtoint ptr addrspace(1) %1656 to i64
  %1658 = and i64 %1657, 15
  %1659 = icmp eq i64 %1658, 0
  %1660 = icmp slt i32 %1651, %4
  %1661 = and i1 %1597, %1660
  %1662 = select i1 %1661, i32 16, i32 0
  %1663 = getelementptr i8, ptr addrspace(3) %1600, i64 %179
  br i1 %1659, label %1665, label %.preheader35

.preheader35:                                     ; preds = %.loopexit38
  %1664 = zext i1 %1661 to i32
  %invariant.op475 = or i32 %1653, %30
  br label %1668

1665:                                             ; preds = %.loopexit38
  %1666 = ptrtoint ptr addrspace(3) %1663 to i64
  %1667 = trunc i64 %1666 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1667, ptr addrspace(1) %1656, i32 %1662) #7
  br label %.loopexit36

1668:                                             ; preds = %.preheader35, %1668
  %1669 = phi i64 [ 0, %.preheader35 ], [ %1675, %1668 ]
  %1670 = trunc nuw nsw i64 %1669 to i32
  %.reass342.reass = or i32 %1670, %invariant.op475
  %1671 = sext i32 %.reass342.reass to i64
  %1672 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1671
  %1673 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1672, i32 %1664, i16 0) #7
  %1674 = getelementptr bfloat, ptr addrspace(3) %1663, i64 %1669
  store i16 %1673, ptr addrspace(3) %1674, align 2
  %1675 = add nuw nsw i64 %1669, 1
  %exitcond259.not = icmp eq i64 %1675, 8
  br i1 %exitcond259.not, label %.loopexit36, label %1668

.loopexit36:                                      ; preds = %1668, %1665
  %1676 = or disjoint i32 %963, %26
  %1677 = add i32 %1676, %11
  %1678 = shl i32 %1677, 6
  %1679 = or disjoint i32 %1678, %30
  %1680 = sext i32 %1679 to i64
  %1681 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1680
  %1682 = ptrtoint ptr addrspace(1) %1681 to i64
  %1683 = and i64 %1682, 15
  %1684 = icmp eq i64 %1683, 0
  %1685 = icmp slt i32 %1676, %4
  %1686 = and i1 %1597, %1685
  %1687 = select i1 %1686, i32 16, i32 0
  %1688 = getelementptr i8, ptr addrspace(3) %1600, i64 %205
  br i1 %1684, label %1690, label %.preheader33

.preheader33:                                     ; preds = %.loopexit36
  %1689 = zext i1 %1686 to i32
  %invariant.op476 = or i32 %1678, %30
  br label %1693

1690:                                             ; preds = %.loopexit36
  %1691 = ptrtoint ptr addrspace(3) %1688 to i64
  %1692 = trunc i64 %1691 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1692, ptr addrspace(1) %1681, i32 %1687) #7
  br label %.loopexit34

1693:                                             ; preds = %.preheader33, %1693
  %1694 = phi i64 [ 0, %.preheader33 ], [ %1700, %1693 ]
  %1695 = trunc nuw nsw i64 %1694 to i32
  %.reass344.reass = or i32 %1695, %invariant.op476
  %1696 = sext i32 %.reass344.reass to i64
  %1697 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1696
  %1698 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1697, i32 %1689, i16 0) #7
  %1699 = getelementptr bfloat, ptr addrspace(3) %1688, i64 %1694
  store i16 %1698, ptr addrspace(3) %1699, align 2
  %1700 = add nuw nsw i64 %1694, 1
  %exitcond260.not = icmp eq i64 %1700, 8
  br i1 %exitcond260.not, label %.loopexit34, label %1693

.loopexit34:                                      ; preds = %1693, %1690
  %1701 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 24576), i64 %1599
  %1702 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1605
  %1703 = ptrtoint ptr addrspace(1) %1702 to i64
  %1704 = and i64 %1703, 15
  %1705 = icmp eq i64 %1704, 0
  %1706 = getelementptr i8, ptr addrspace(3) %1701, i64 %127
  br i1 %1705, label %1708, label %.preheader31

.preheader31:                                     ; preds = %.loopexit34
  %1707 = zext i1 %1611 to i32
  %invariant.op477 = or i32 %1603, %30
  br label %1711

1708:                                             ; preds = %.loopexit34
  %1709 = ptrtoint ptr addrspace(3) %1706 to i64
  %1710 = trunc i64 %1709 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1710, ptr addrspace(1) %1702, i32 %1612) #7
  br label %.loopexit32

1711:                                             ; preds = %.preheader31, %1711
  %1712 = phi i64 [ 0, %.preheader31 ], [ %1718, %1711 ]
  %1713 = trunc nuw nsw i64 %1712 to i32
  %.reass346.reass = or i32 %1713, %invariant.op477
  %1714 = sext i32 %.reass346.reass to i64
  %1715 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1714
  %1716 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1715, i32 %1707, i16 0) #7
  %1717 = getelementptr bfloat, ptr addrspace(3) %1706, i64 %1712
  store i16 %1716, ptr addrspace(3) %1717, align 2
  %1718 = add nuw nsw i64 %1712, 1
  %exitcond261.not = icmp eq i64 %1718, 8
  br i1 %exitcond261.not, label %.loopexit32, label %1711

.loopexit32:                                      ; preds = %1711, %1708
  %1719 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1630
  %1720 = ptrtoint ptr addrspace(1) %1719 to i64
  %1721 = and i64 %1720, 15
  %1722 = icmp eq i64 %1721, 0
  %1723 = getelementptr i8, ptr addrspace(3) %1701, i64 %153
  br i1 %1722, label %1725, label %.preheader29

.preheader29:                                     ; preds = %.loopexit32
  %1724 = zext i1 %1636 to i32
  %invariant.op478 = or i32 %1628, %30
  br label %1728

1725:                                             ; preds = %.loopexit32
  %1726 = ptrtoint ptr addrspace(3) %1723 to i64
  %1727 = trunc i64 %1726 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1727, ptr addrspace(1) %1719, i32 %1637) #7
  br label %.loopexit30

1728:                                             ; preds = %.preheader29, %1728
  %1729 = phi i64 [ 0, %.preheader29 ], [ %1735, %1728 ]
  %1730 = trunc nuw nsw i64 %1729 to i32
  %.reass348.reass = or i32 %1730, %invariant.op478
  %1731 = sext i32 %.reass348.reass to i64
  %1732 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1731
  %1733 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1732, i32 %1724, i16 0) #7
  %1734 = getelementptr bfloat, ptr addrspace(3) %1723, i64 %1729
  store i16 %1733, ptr addrspace(3) %1734, align 2
  %1735 = add nuw nsw i64 %1729, 1
  %exitcond262.not = icmp eq i64 %1735, 8
  br i1 %exitcond262.not, label %.loopexit30, label %1728

.loopexit30:                                      ; preds = %1728, %1725
  %1736 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1655
  %1737 = ptrtoint ptr addrspace(1) %1736 to i64
  %1738 = and i64 %1737, 15
  %1739 = icmp eq i64 %1738, 0
  %1740 = getelementptr i8, ptr addrspace(3) %1701, i64 %179
  br i1 %1739, label %1742, label %.preheader27

.preheader27:                                     ; preds = %.loopexit30
  %1741 = zext i1 %1661 to i32
  %invariant.op479 = or i32 %1653, %30
  br label %1745

1742:                                             ; preds = %.loopexit30
  %1743 = ptrtoint ptr addrspace(3) %1740 to i64
  %1744 = trunc i64 %1743 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1744, ptr addrspace(1) %1736, i32 %1662) #7
  br label %.loopexit28

1745:                                             ; preds = %.preheader27, %1745
  %1746 = phi i64 [ 0, %.preheader27 ], [ %1752, %1745 ]
  %1747 = trunc nuw nsw i64 %1746 to i32
  %.reass350.reass = or i32 %1747, %invariant.op479
  %1748 = sext i32 %.reass350.reass to i64
  %1749 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1748
  %1750 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1749, i32 %1741, i16 0) #7
  %1751 = getelementptr bfloat, ptr addrspace(3) %1740, i64 %1746
  store i16 %1750, ptr addrspace(3) %1751, align 2
  %1752 = add nuw nsw i64 %1746, 1
  %exitcond263.not = icmp eq i64 %1752, 8
  br i1 %exitcond263.not, label %.loopexit28, label %1745

.loopexit28:                                      ; preds = %1745, %1742
  %1753 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1680
  %1754 = ptrtoint ptr addrspace(1) %1753 to i64
  %1755 = and i64 %1754, 15
  %1756 = icmp eq i64 %1755, 0
  %1757 = getelementptr i8, ptr addrspace(3) %1701, i64 %205
  br i1 %1756, label %1759, label %.preheader

.preheader:                                       ; preds = %.loopexit28
  %1758 = zext i1 %1686 to i32
  %invariant.op480 = or i32 %1678, %30
  br label %1762

1759:                                             ; preds = %.loopexit28
  %1760 = ptrtoint ptr addrspace(3) %1757 to i64
  %1761 = trunc i64 %1760 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1761, ptr addrspace(1) %1753, i32 %1687) #7
  br label %.loopexit

1762:                                             ; preds = %.preheader, %1762
  %1763 = phi i64 [ 0, %.preheader ], [ %1769, %1762 ]
  %1764 = trunc nuw nsw i64 %1763 to i32
  %.reass352.reass = or i32 %1764, %invariant.op480
  %1765 = sext i32 %.reass352.reass to i64
  %1766 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1765
  %1767 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1766, i32 %1758, i16 0) #7
  %1768 = getelementptr bfloat, ptr addrspace(3) %1757, i64 %1763
  store i16 %1767, ptr addrspace(3) %1768, align 2
  %1769 = add nuw nsw i64 %1763, 1
  %exitcond264.not = icmp eq i64 %1769, 8
  br i1 %exitcond264.not, label %.loopexit, label %1762

.loopexit:                                        ; preds = %1762, %1759
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #7
  %1770 = add i32 %681, 64
  %1771 = icmp slt i32 %1770, %4
  br i1 %1771, label %644, label %._crit_edge

._crit_edge:                                      ; preds = %.loopexit, %.loopexit42.._crit_edge_crit_edge
  %.pre-phi270 = phi i32 [ %.pre269, %.loopexit42.._crit_edge_crit_edge ], [ %551, %.loopexit ]
  %.lcssa139 = phi float [ 0.000000e+00, %.loopexit42.._crit_edge_crit_edge ], [ %1226, %.loopexit ]
  %.lcssa138 = phi float [ 0.000000e+00, %.loopexit42.._crit_edge_crit_edge ], [ %1227, %.loopexit ]
  %.lcssa137 = phi float [ 0.000000e+00, %.loopexit42.._crit_edge_crit_edge ], [ %1540, %.loopexit ]
  %.lcssa136 = phi float [ 0.000000e+00, %.loopexit42.._crit_edge_crit_edge ], [ %1541, %.loopexit ]
  %.lcssa135 = phi float [ 0.000000e+00, %.loopexit42.._crit_edge_crit_edge ], [ %1542, %.loopexit ]
  %.lcssa134 = phi float [ 0.000000e+00, %.loopexit42.._crit_edge_crit_edge ], [ %1543, %.loopexit ]
  %.lcssa133 = phi float [ 0.000000e+00, %.loopexit42.._crit_edge_crit_edge ], [ %1545, %.loopexit ]
  %.lcssa132 = phi float [ 0.000000e+00, %.loopexit42.._crit_edge_crit_edge ], [ %1546, %.loopexit ]
  %.lcssa131 = phi float [ 0.000000e+00, %.loopexit42.._crit_edge_crit_edge ], [ %1547, %.loopexit ]
  %.lcssa130 = phi float [ 0.000000e+00, %.loopexit42.._crit_edge_crit_edge ], [ %1548, %.loopexit ]
  %.lcssa129 = phi float [ 0.000000e+00, %.loopexit42.._crit_edge_crit_edge ], [ %1556, %.loopexit ]
  %.lcssa128 = phi float [ 0.000000e+00, %.loopexit42.._crit_edge_crit_edge ], [ %1557, %.loopexit ]
  %.lcssa127 = phi float [ 0.000000e+00, %.loopexit42.._crit_edge_crit_edge ], [ %1558, %.loopexit ]
  %.lcssa126 = phi float [ 0.000000e+00, %.loopexit42.._crit_edge_crit_edge ], [ %1559, %.loopexit ]
  %.lcssa125 = phi float [ 0.000000e+00, %.loopexit42.._crit_edge_crit_edge ], [ %1561, %.loopexit ]
  %.lcssa124 = phi float [ 0.000000e+00, %.loopexit42.._crit_edge_crit_edge ], [ %1562, %.loopexit ]
  %.lcssa123 = phi float [ 0.000000e+00, %.loopexit42.._crit_edge_crit_edge ], [ %1563, %.loopexit ]
  %.lcssa122 = phi float [ 0.000000e+00, %.loopexit42.._crit_edge_crit_edge ], [ %1564, %.loopexit ]
  %.lcssa121 = phi float [ 0.000000e+00, %.loopexit42.._crit_edge_crit_edge ], [ %1572, %.loopexit ]
  %.lcssa120 = phi float [ 0.000000e+00, %.loopexit42.._crit_edge_crit_edge ], [ %1573, %.loopexit ]
  %.lcssa119 = phi float [ 0.000000e+00, %.loopexit42.._crit_edge_crit_edge ], [ %1574, %.loopexit ]
  %.lcssa118 = phi float [ 0.000000e+00, %.loopexit42.._crit_edge_crit_edge ], [ %1575, %.loopexit ]
  %.lcssa117 = phi float [ 0.000000e+00, %.loopexit42.._crit_edge_crit_edge ], [ %1577, %.loopexit ]
  %.lcssa116 = phi float [ 0.000000e+00, %.loopexit42.._crit_edge_crit_edge ], [ %1578, %.loopexit ]
  %.lcssa115 = phi float [ 0.000000e+00, %.loopexit42.._crit_edge_crit_edge ], [ %1579, %.loopexit ]
  %.lcssa114 = phi float [ 0.000000e+00, %.loopexit42.._crit_edge_crit_edge ], [ %1580, %.loopexit ]
  %.lcssa113 = phi float [ 0.000000e+00, %.loopexit42.._crit_edge_crit_edge ], [ %1588, %.loopexit ]
  %.lcssa112 = phi float [ 0.000000e+00, %.loopexit42.._crit_edge_crit_edge ], [ %1589, %.loopexit ]
  %.lcssa111 = phi float [ 0.000000e+00, %.loopexit42.._crit_edge_crit_edge ], [ %1590, %.loopexit ]
  %.lcssa110 = phi float [ 0.000000e+00, %.loopexit42.._crit_edge_crit_edge ], [ %1591, %.loopexit ]
  %.lcssa109 = phi float [ 0.000000e+00, %.loopexit42.._crit_edge_crit_edge ], [ %1593, %.loopexit ]
  %.lcssa108 = phi float [ 0.000000e+00, %.loopexit42.._crit_edge_crit_edge ], [ %1594, %.loopexit ]
  %.lcssa107 = phi float [ 0.000000e+00, %.loopexit42.._crit_edge_crit_edge ], [ %1595, %.loopexit ]
  %.lcssa106 = phi float [ 0.000000e+00, %.loopexit42.._crit_edge_crit_edge ], [ %1596, %.loopexit ]
  %.lcssa105 = phi float [ 0xFFF0000000000000, %.loopexit42.._crit_edge_crit_edge ], [ %1108, %.loopexit ]
  %.lcssa104 = phi float [ 0xFFF0000000000000, %.loopexit42.._crit_edge_crit_edge ], [ %1109, %.loopexit ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1772 = lshr i32 %7, 2
  %1773 = and i32 %1772, 7
  %1774 = or disjoint i32 %539, %1773
  %1775 = zext nneg i32 %1774 to i64
  %1776 = getelementptr float, ptr addrspace(3) @attention_smem, i64 %1775
  store float %.lcssa105, ptr addrspace(3) %1776, align 4
  %1777 = or disjoint i32 %1774, 8
  %1778 = zext nneg i32 %1777 to i64
  %1779 = getelementptr float, ptr addrspace(3) @attention_smem, i64 %1778
  store float %.lcssa104, ptr addrspace(3) %1779, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  tail call void asm sideeffect "cp.async.wait_group 0;", "~{memory}"() #7
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1780 = fdiv float %.lcssa137, %.lcssa139
  %1781 = fdiv float %.lcssa136, %.lcssa139
  %1782 = fdiv float %.lcssa135, %.lcssa138
  %1783 = fdiv float %.lcssa134, %.lcssa138
  %1784 = fdiv float %.lcssa133, %.lcssa139
  %1785 = fdiv float %.lcssa132, %.lcssa139
  %1786 = fdiv float %.lcssa131, %.lcssa138
  %1787 = fdiv float %.lcssa130, %.lcssa138
  %1788 = fdiv float %.lcssa129, %.lcssa139
  %1789 = fdiv float %.lcssa128, %.lcssa139
  %1790 = fdiv float %.lcssa127, %.lcssa138
  %1791 = fdiv float %.lcssa126, %.lcssa138
  %1792 = fdiv float %.lcssa125, %.lcssa139
  %1793 = fdiv float %.lcssa124, %.lcssa139
  %1794 = fdiv float %.lcssa123, %.lcssa138
  %1795 = fdiv float %.lcssa122, %.lcssa138
  %1796 = fdiv float %.lcssa121, %.lcssa139
  %1797 = fdiv float %.lcssa120, %.lcssa139
  %1798 = fdiv float %.lcssa119, %.lcssa138
  %1799 = fdiv float %.lcssa118, %.lcssa138
  %1800 = fdiv float %.lcssa117, %.lcssa139
  %1801 = fdiv float %.lcssa116, %.lcssa139
  %1802 = fdiv float %.lcssa115, %.lcssa138
  %1803 = fdiv float %.lcssa114, %.lcssa138
  %1804 = fdiv float %.lcssa113, %.lcssa139
  %1805 = fdiv float %.lcssa112, %.lcssa139
  %1806 = fdiv float %.lcssa111, %.lcssa138
  %1807 = fdiv float %.lcssa110, %.lcssa138
  %1808 = fdiv float %.lcssa109, %.lcssa139
  %1809 = fdiv float %.lcssa108, %.lcssa139
  %1810 = fdiv float %.lcssa107, %.lcssa138
  %1811 = fdiv float %.lcssa106, %.lcssa138
  %1812 = fptrunc float %1780 to bfloat
  %1813 = fptrunc float %1781 to bfloat
  %1814 = fptrunc float %1782 to bfloat
  %1815 = fptrunc float %1783 to bfloat
  %1816 = fptrunc float %1784 to bfloat
  %1817 = fptrunc float %1785 to bfloat
  %1818 = fptrunc float %1786 to bfloat
  %1819 = fptrunc float %1787 to bfloat
  %1820 = fptrunc float %1788 to bfloat
  %1821 = fptrunc float %1789 to bfloat
  %1822 = fptrunc float %1790 to bfloat
  %1823 = fptrunc float %1791 to bfloat
  %1824 = fptrunc float %1792 to bfloat
  %1825 = fptrunc float %1793 to bfloat
  %1826 = fptrunc float %1794 to bfloat
  %1827 = fptrunc float %1795 to bfloat
  %1828 = fptrunc float %1796 to bfloat
  %1829 = fptrunc float %1797 to bfloat
  %1830 = fptrunc float %1798 to bfloat
  %1831 = fptrunc float %1799 to bfloat
  %1832 = fptrunc float %1800 to bfloat
  %1833 = fptrunc float %1801 to bfloat
  %1834 = fptrunc float %1802 to bfloat
  %1835 = fptrunc float %1803 to bfloat
  %1836 = fptrunc float %1804 to bfloat
  %1837 = fptrunc float %1805 to bfloat
  %1838 = fptrunc float %1806 to bfloat
  %1839 = fptrunc float %1807 to bfloat
  %1840 = fptrunc float %1808 to bfloat
  %1841 = fptrunc float %1809 to bfloat
  %1842 = fptrunc float %1810 to bfloat
  %1843 = fptrunc float %1811 to bfloat
  %1844 = or disjoint i32 %1774, %12
  %1845 = add i32 %11, %1844
  %1846 = shl i32 %1845, 6
  %1847 = or disjoint i32 %1846, %.pre-phi270
  %1848 = sext i32 %1847 to i64
  %1849 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1848
  %1850 = icmp slt i32 %1844, %4
  %1851 = ptrtoint ptr addrspace(1) %1849 to i64
  %1852 = and i64 %1851, 3
  %1853 = icmp eq i64 %1852, 0
  %1854 = and i1 %1850, %1853
  %1855 = xor i1 %1850, %1854
  %1856 = zext i1 %1854 to i32
  %1857 = bitcast bfloat %1812 to i16
  %1858 = bitcast bfloat %1813 to i16
  %1859 = zext i1 %1855 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1856, i16 %1857, i16 %1858, ptr addrspace(1) %1849, i32 %1859, i32 %1859) #7
  %1860 = or disjoint i32 %1777, %12
  %1861 = add i32 %11, %1860
  %1862 = shl i32 %1861, 6
  %1863 = or disjoint i32 %1862, %.pre-phi270
  %1864 = sext i32 %1863 to i64
  %1865 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1864
  %1866 = icmp slt i32 %1860, %4
  %1867 = ptrtoint ptr addrspace(1) %1865 to i64
  %1868 = and i64 %1867, 3
  %1869 = icmp eq i64 %1868, 0
  %1870 = and i1 %1866, %1869
  %1871 = xor i1 %1866, %1870
  %1872 = zext i1 %1870 to i32
  %1873 = bitcast bfloat %1814 to i16
  %1874 = bitcast bfloat %1815 to i16
  %1875 = zext i1 %1871 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1872, i16 %1873, i16 %1874, ptr addrspace(1) %1865, i32 %1875, i32 %1875) #7
  %1876 = or disjoint i32 %.pre-phi270, 8
  %1877 = or disjoint i32 %1846, %1876
  %1878 = sext i32 %1877 to i64
  %1879 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1878
  %1880 = ptrtoint ptr addrspace(1) %1879 to i64
  %1881 = and i64 %1880, 3
  %1882 = icmp eq i64 %1881, 0
  %1883 = and i1 %1850, %1882
  %1884 = xor i1 %1850, %1883
  %1885 = zext i1 %1883 to i32
  %1886 = bitcast bfloat %1816 to i16
  %1887 = bitcast bfloat %1817 to i16
  %1888 = zext i1 %1884 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1885, i16 %1886, i16 %1887, ptr addrspace(1) %1879, i32 %1888, i32 %1888) #7
  %1889 = or disjoint i32 %1862, %1876
  %1890 = sext i32 %1889 to i64
  %1891 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1890
  %1892 = ptrtoint ptr addrspace(1) %1891 to i64
  %1893 = and i64 %1892, 3
  %1894 = icmp eq i64 %1893, 0
  %1895 = and i1 %1866, %1894
  %1896 = xor i1 %1866, %1895
  %1897 = zext i1 %1895 to i32
  %1898 = bitcast bfloat %1818 to i16
  %1899 = bitcast bfloat %1819 to i16
  %1900 = zext i1 %1896 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1897, i16 %1898, i16 %1899, ptr addrspace(1) %1891, i32 %1900, i32 %1900) #7
  %1901 = or disjoint i32 %.pre-phi270, 16
  %1902 = or disjoint i32 %1846, %1901
  %1903 = sext i32 %1902 to i64
  %1904 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1903
  %1905 = ptrtoint ptr addrspace(1) %1904 to i64
  %1906 = and i64 %1905, 3
  %1907 = icmp eq i64 %1906, 0
  %1908 = and i1 %1850, %1907
  %1909 = xor i1 %1850, %1908
  %1910 = zext i1 %1908 to i32
  %1911 = bitcast bfloat %1820 to i16
  %1912 = bitcast bfloat %1821 to i16
  %1913 = zext i1 %1909 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1910, i16 %1911, i16 %1912, ptr addrspace(1) %1904, i32 %1913, i32 %1913) #7
  %1914 = or disjoint i32 %1862, %1901
  %1915 = sext i32 %1914 to i64
  %1916 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1915
  %1917 = ptrtoint ptr addrspace(1) %1916 to i64
  %1918 = and i64 %1917, 3
  %1919 = icmp eq i64 %1918, 0
  %1920 = and i1 %1866, %1919
  %1921 = xor i1 %1866, %1920
  %1922 = zext i1 %1920 to i32
  %1923 = bitcast bfloat %1822 to i16
  %1924 = bitcast bfloat %1823 to i16
  %1925 = zext i1 %1921 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1922, i16 %1923, i16 %1924, ptr addrspace(1) %1916, i32 %1925, i32 %1925) #7
  %1926 = or disjoint i32 %.pre-phi270, 24
  %1927 = or disjoint i32 %1846, %1926
  %1928 = sext i32 %1927 to i64
  %1929 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1928
  %1930 = ptrtoint ptr addrspace(1) %1929 to i64
  %1931 = and i64 %1930, 3
  %1932 = icmp eq i64 %1931, 0
  %1933 = and i1 %1850, %1932
  %1934 = xor i1 %1850, %1933
  %1935 = zext i1 %1933 to i32
  %1936 = bitcast bfloat %1824 to i16
  %1937 = bitcast bfloat %1825 to i16
  %1938 = zext i1 %1934 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1935, i16 %1936, i16 %1937, ptr addrspace(1) %1929, i32 %1938, i32 %1938) #7
  %1939 = or disjoint i32 %1862, %1926
  %1940 = sext i32 %1939 to i64
  %1941 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1940
  %1942 = ptrtoint ptr addrspace(1) %1941 to i64
  %1943 = and i64 %1942, 3
  %1944 = icmp eq i64 %1943, 0
  %1945 = and i1 %1866, %1944
  %1946 = xor i1 %1866, %1945
  %1947 = zext i1 %1945 to i32
  %1948 = bitcast bfloat %1826 to i16
  %1949 = bitcast bfloat %1827 to i16
  %1950 = zext i1 %1946 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1947, i16 %1948, i16 %1949, ptr addrspace(1) %1941, i32 %1950, i32 %1950) #7
  %1951 = or disjoint i32 %.pre-phi270, 32
  %1952 = or disjoint i32 %1846, %1951
  %1953 = sext i32 %1952 to i64
  %1954 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1953
  %1955 = ptrtoint ptr addrspace(1) %1954 to i64
  %1956 = and i64 %1955, 3
  %1957 = icmp eq i64 %1956, 0
  %1958 = and i1 %1850, %1957
  %1959 = xor i1 %1850, %1958
  %1960 = zext i1 %1958 to i32
  %1961 = bitcast bfloat %1828 to i16
  %1962 = bitcast bfloat %1829 to i16
  %1963 = zext i1 %1959 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1960, i16 %1961, i16 %1962, ptr addrspace(1) %1954, i32 %1963, i32 %1963) #7
  %1964 = or disjoint i32 %1862, %1951
  %1965 = sext i32 %1964 to i64
  %1966 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1965
  %1967 = ptrtoint ptr addrspace(1) %1966 to i64
  %1968 = and i64 %1967, 3
  %1969 = icmp eq i64 %1968, 0
  %1970 = and i1 %1866, %1969
  %1971 = xor i1 %1866, %1970
  %1972 = zext i1 %1970 to i32
  %1973 = bitcast bfloat %1830 to i16
  %1974 = bitcast bfloat %1831 to i16
  %1975 = zext i1 %1971 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1972, i16 %1973, i16 %1974, ptr addrspace(1) %1966, i32 %1975, i32 %1975) #7
  %1976 = or disjoint i32 %.pre-phi270, 40
  %1977 = or disjoint i32 %1846, %1976
  %1978 = sext i32 %1977 to i64
  %1979 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1978
  %1980 = ptrtoint ptr addrspace(1) %1979 to i64
  %1981 = and i64 %1980, 3
  %1982 = icmp eq i64 %1981, 0
  %1983 = and i1 %1850, %1982
  %1984 = xor i1 %1850, %1983
  %1985 = zext i1 %1983 to i32
  %1986 = bitcast bfloat %1832 to i16
  %1987 = bitcast bfloat %1833 to i16
  %1988 = zext i1 %1984 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1985, i16 %1986, i16 %1987, ptr addrspace(1) %1979, i32 %1988, i32 %1988) #7
  %1989 = or disjoint i32 %1862, %1976
  %1990 = sext i32 %1989 to i64
  %1991 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1990
  %1992 = ptrtoint ptr addrspace(1) %1991 to i64
  %1993 = and i64 %1992, 3
  %1994 = icmp eq i64 %1993, 0
  %1995 = and i1 %1866, %1994
  %1996 = xor i1 %1866, %1995
  %1997 = zext i1 %1995 to i32
  %1998 = bitcast bfloat %1834 to i16
  %1999 = bitcast bfloat %1835 to i16
  %2000 = zext i1 %1996 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1997, i16 %1998, i16 %1999, ptr addrspace(1) %1991, i32 %2000, i32 %2000) #7
  %2001 = or disjoint i32 %.pre-phi270, 48
  %2002 = or disjoint i32 %1846, %2001
  %2003 = sext i32 %2002 to i64
  %2004 = getelementptr bfloat, ptr addrspace(1) %3, i64 %2003
  %2005 = ptrtoint ptr addrspace(1) %2004 to i64
  %2006 = and i64 %2005, 3
  %2007 = icmp eq i64 %2006, 0
  %2008 = and i1 %1850, %2007
  %2009 = xor i1 %1850, %2008
  %2010 = zext i1 %2008 to i32
  %2011 = bitcast bfloat %1836 to i16
  %2012 = bitcast bfloat %1837 to i16
  %2013 = zext i1 %2009 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %2010, i16 %2011, i16 %2012, ptr addrspace(1) %2004, i32 %2013, i32 %2013) #7
  %2014 = or disjoint i32 %1862, %2001
  %2015 = sext i32 %2014 to i64
  %2016 = getelementptr bfloat, ptr addrspace(1) %3, i64 %2015
  %2017 = ptrtoint ptr addrspace(1) %2016 to i64
  %2018 = and i64 %2017, 3
  %2019 = icmp eq i64 %2018, 0
  %2020 = and i1 %1866, %2019
  %2021 = xor i1 %1866, %2020
  %2022 = zext i1 %2020 to i32
  %2023 = bitcast bfloat %1838 to i16
  %2024 = bitcast bfloat %1839 to i16
  %2025 = zext i1 %2021 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %2022, i16 %2023, i16 %2024, ptr addrspace(1) %2016, i32 %2025, i32 %2025) #7
  %2026 = or disjoint i32 %.pre-phi270, 56
  %2027 = or disjoint i32 %1846, %2026
  %2028 = sext i32 %2027 to i64
  %2029 = getelementptr bfloat, ptr addrspace(1) %3, i64 %2028
  %2030 = ptrtoint ptr addrspace(1) %2029 to i64
  %2031 = and i64 %2030, 3
  %2032 = icmp eq i64 %2031, 0
  %2033 = and i1 %1850, %2032
  %2034 = xor i1 %1850, %2033
  %2035 = zext i1 %2033 to i32
  %2036 = bitcast bfloat %1840 to i16
  %2037 = bitcast bfloat %1841 to i16
  %2038 = zext i1 %2034 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %2035, i16 %2036, i16 %2037, ptr addrspace(1) %2029, i32 %2038, i32 %2038) #7
  %2039 = or disjoint i32 %1862, %2026
  %2040 = sext i32 %2039 to i64
  %2041 = getelementptr bfloat, ptr addrspace(1) %3, i64 %2040
  %2042 = ptrtoint ptr addrspace(1) %2041 to i64
  %2043 = and i64 %2042, 3
  %2044 = icmp eq i64 %2043, 0
  %2045 = and i1 %1866, %2044
  %2046 = xor i1 %1866, %2045
  %2047 = zext i1 %2045 to i32
  %2048 = bitcast bfloat %1842 to i16
  %2049 = bitcast bfloat %1843 to i16
  %2050 = zext i1 %2046 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %2047, i16 %2048, i16 %2049, ptr addrspace(1) %2041, i32 %2050, i32 %2050) #7
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
