; ModuleID = 'tile_kernels'
source_filename = "tile_kernels"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@attention_smem = internal addrspace(3) global [8192 x i8] undef, align 1024
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
  %48 = tail call { i16, i16, i16, i16, i16, i16, i16, i16 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $8, 0;\0Amov.b16 $0, $18;\0Amov.b16 $1, $18;\0Amov.b16 $2, $18;\0Amov.b16 $3, $18;\0Amov.b16 $4, $18;\0Amov.b16 $5, $18;\0Amov.b16 $6, $18;\0Amov.b16 $7, $18;\0A.reg .b32 %tile_w<4>;\0A@%tile_v ld.global.v4.b32 {%tile_w0, %tile_w1, %tile_w2, %tile_w3}, [$9];\0A@%tile_v mov.b32 {$0, $1}, %tile_w0;\0A@%tile_v mov.b32 {$2, $3}, %tile_w1;\0A@%tile_v mov.b32 {$4, $5}, %tile_w2;\0A@%tile_v mov.b32 {$6, $7}, %tile_w3;\0Asetp.ne.b32 %tile_p, $10, 0;\0A@%tile_p ld.global.b16 $0, [$9];\0Asetp.ne.b32 %tile_p, $11, 0;\0A@%tile_p ld.global.b16 $1, [$9+2];\0Asetp.ne.b32 %tile_p, $12, 0;\0A@%tile_p ld.global.b16 $2, [$9+4];\0Asetp.ne.b32 %tile_p, $13, 0;\0A@%tile_p ld.global.b16 $3, [$9+6];\0Asetp.ne.b32 %tile_p, $14, 0;\0A@%tile_p ld.global.b16 $4, [$9+8];\0Asetp.ne.b32 %tile_p, $15, 0;\0A@%tile_p ld.global.b16 $5, [$9+10];\0Asetp.ne.b32 %tile_p, $16, 0;\0A@%tile_p ld.global.b16 $6, [$9+12];\0Asetp.ne.b32 %tile_p, $17, 0;\0A@%tile_p ld.global.b16 $7, [$9+14];\0A}", "=&h,=&h,=&h,=&h,=&h,=&h,=&h,=&h,r,l,r,r,r,r,r,r,r,r,h"(i32 %46, ptr addrspace(1) %40, i32 %47, i32 %47, i32 %47, i32 %47, i32 %47, i32 %47, i32 %47, i32 %47, i16 0) #6
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
  %66 = tail call { i16, i16, i16, i16, i16, i16, i16, i16 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $8, 0;\0Amov.b16 $0, $18;\0Amov.b16 $1, $18;\0Amov.b16 $2, $18;\0Amov.b16 $3, $18;\0Amov.b16 $4, $18;\0Amov.b16 $5, $18;\0Amov.b16 $6, $18;\0Amov.b16 $7, $18;\0A.reg .b32 %tile_w<4>;\0A@%tile_v ld.global.v4.b32 {%tile_w0, %tile_w1, %tile_w2, %tile_w3}, [$9];\0A@%tile_v mov.b32 {$0, $1}, %tile_w0;\0A@%tile_v mov.b32 {$2, $3}, %tile_w1;\0A@%tile_v mov.b32 {$4, $5}, %tile_w2;\0A@%tile_v mov.b32 {$6, $7}, %tile_w3;\0Asetp.ne.b32 %tile_p, $10, 0;\0A@%tile_p ld.global.b16 $0, [$9];\0Asetp.ne.b32 %tile_p, $11, 0;\0A@%tile_p ld.global.b16 $1, [$9+2];\0Asetp.ne.b32 %tile_p, $12, 0;\0A@%tile_p ld.global.b16 $2, [$9+4];\0Asetp.ne.b32 %tile_p, $13, 0;\0A@%tile_p ld.global.b16 $3, [$9+6];\0Asetp.ne.b32 %tile_p, $14, 0;\0A@%tile_p ld.global.b16 $4, [$9+8];\0Asetp.ne.b32 %tile_p, $15, 0;\0A@%tile_p ld.global.b16 $5, [$9+10];\0Asetp.ne.b32 %tile_p, $16, 0;\0A@%tile_p ld.global.b16 $6, [$9+12];\0Asetp.ne.b32 %tile_p, $17, 0;\0A@%tile_p ld.global.b16 $7, [$9+14];\0A}", "=&h,=&h,=&h,=&h,=&h,=&h,=&h,=&h,r,l,r,r,r,r,r,r,r,r,h"(i32 %64, ptr addrspace(1) %58, i32 %65, i32 %65, i32 %65, i32 %65, i32 %65, i32 %65, i32 %65, i32 %65, i16 0) #6
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
  %84 = tail call { i16, i16, i16, i16, i16, i16, i16, i16 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $8, 0;\0Amov.b16 $0, $18;\0Amov.b16 $1, $18;\0Amov.b16 $2, $18;\0Amov.b16 $3, $18;\0Amov.b16 $4, $18;\0Amov.b16 $5, $18;\0Amov.b16 $6, $18;\0Amov.b16 $7, $18;\0A.reg .b32 %tile_w<4>;\0A@%tile_v ld.global.v4.b32 {%tile_w0, %tile_w1, %tile_w2, %tile_w3}, [$9];\0A@%tile_v mov.b32 {$0, $1}, %tile_w0;\0A@%tile_v mov.b32 {$2, $3}, %tile_w1;\0A@%tile_v mov.b32 {$4, $5}, %tile_w2;\0A@%tile_v mov.b32 {$6, $7}, %tile_w3;\0Asetp.ne.b32 %tile_p, $10, 0;\0A@%tile_p ld.global.b16 $0, [$9];\0Asetp.ne.b32 %tile_p, $11, 0;\0A@%tile_p ld.global.b16 $1, [$9+2];\0Asetp.ne.b32 %tile_p, $12, 0;\0A@%tile_p ld.global.b16 $2, [$9+4];\0Asetp.ne.b32 %tile_p, $13, 0;\0A@%tile_p ld.global.b16 $3, [$9+6];\0Asetp.ne.b32 %tile_p, $14, 0;\0A@%tile_p ld.global.b16 $4, [$9+8];\0Asetp.ne.b32 %tile_p, $15, 0;\0A@%tile_p ld.global.b16 $5, [$9+10];\0Asetp.ne.b32 %tile_p, $16, 0;\0A@%tile_p ld.global.b16 $6, [$9+12];\0Asetp.ne.b32 %tile_p, $17, 0;\0A@%tile_p ld.global.b16 $7, [$9+14];\0A}", "=&h,=&h,=&h,=&h,=&h,=&h,=&h,=&h,r,l,r,r,r,r,r,r,r,r,h"(i32 %82, ptr addrspace(1) %76, i32 %83, i32 %83, i32 %83, i32 %83, i32 %83, i32 %83, i32 %83, i32 %83, i16 0) #6
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
  %102 = tail call { i16, i16, i16, i16, i16, i16, i16, i16 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $8, 0;\0Amov.b16 $0, $18;\0Amov.b16 $1, $18;\0Amov.b16 $2, $18;\0Amov.b16 $3, $18;\0Amov.b16 $4, $18;\0Amov.b16 $5, $18;\0Amov.b16 $6, $18;\0Amov.b16 $7, $18;\0A.reg .b32 %tile_w<4>;\0A@%tile_v ld.global.v4.b32 {%tile_w0, %tile_w1, %tile_w2, %tile_w3}, [$9];\0A@%tile_v mov.b32 {$0, $1}, %tile_w0;\0A@%tile_v mov.b32 {$2, $3}, %tile_w1;\0A@%tile_v mov.b32 {$4, $5}, %tile_w2;\0A@%tile_v mov.b32 {$6, $7}, %tile_w3;\0Asetp.ne.b32 %tile_p, $10, 0;\0A@%tile_p ld.global.b16 $0, [$9];\0Asetp.ne.b32 %tile_p, $11, 0;\0A@%tile_p ld.global.b16 $1, [$9+2];\0Asetp.ne.b32 %tile_p, $12, 0;\0A@%tile_p ld.global.b16 $2, [$9+4];\0Asetp.ne.b32 %tile_p, $13, 0;\0A@%tile_p ld.global.b16 $3, [$9+6];\0Asetp.ne.b32 %tile_p, $14, 0;\0A@%tile_p ld.global.b16 $4, [$9+8];\0Asetp.ne.b32 %tile_p, $15, 0;\0A@%tile_p ld.global.b16 $5, [$9+10];\0Asetp.ne.b32 %tile_p, $16, 0;\0A@%tile_p ld.global.b16 $6, [$9+12];\0Asetp.ne.b32 %tile_p, $17, 0;\0A@%tile_p ld.global.b16 $7, [$9+14];\0A}", "=&h,=&h,=&h,=&h,=&h,=&h,=&h,=&h,r,l,r,r,r,r,r,r,r,r,h"(i32 %100, ptr addrspace(1) %94, i32 %101, i32 %101, i32 %101, i32 %101, i32 %101, i32 %101, i32 %101, i32 %101, i16 0) #6
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
  br i1 %118, label %130, label %.preheader79

.preheader79:                                     ; preds = %6
  %129 = zext i1 %119 to i32
  %invariant.op = or i32 %112, %30
  br label %134

130:                                              ; preds = %6
  %131 = select i1 %119, ptr addrspace(1) %115, ptr addrspace(1) %1
  %132 = ptrtoint ptr addrspace(3) %128 to i64
  %133 = trunc i64 %132 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %133, ptr addrspace(1) %131, i32 %120) #6
  br label %.loopexit80

134:                                              ; preds = %.preheader79, %134
  %135 = phi i64 [ 0, %.preheader79 ], [ %141, %134 ]
  %136 = trunc nuw nsw i64 %135 to i32
  %.reass.reass = or i32 %136, %invariant.op
  %137 = sext i32 %.reass.reass to i64
  %138 = getelementptr bfloat, ptr addrspace(1) %1, i64 %137
  %139 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %138, i32 %129, i16 0) #6
  %140 = getelementptr bfloat, ptr addrspace(3) %128, i64 %135
  store i16 %139, ptr addrspace(3) %140, align 2
  %141 = add nuw nsw i64 %135, 1
  %exitcond.not = icmp eq i64 %141, 8
  br i1 %exitcond.not, label %.loopexit80, label %134

.loopexit80:                                      ; preds = %134, %130
  %142 = add i32 %11, %18
  %143 = shl i32 %142, 6
  %144 = or disjoint i32 %143, %30
  %145 = sext i32 %144 to i64
  %146 = getelementptr bfloat, ptr addrspace(1) %1, i64 %145
  %147 = ptrtoint ptr addrspace(1) %146 to i64
  %148 = and i64 %147, 15
  %149 = icmp eq i64 %148, 0
  %150 = icmp slt i32 %18, %4
  %151 = select i1 %150, i32 16, i32 0
  %152 = shl nuw nsw i32 %18, 7
  %153 = or disjoint i32 %125, %152
  %154 = zext nneg i32 %153 to i64
  %155 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %154
  br i1 %149, label %157, label %.preheader77

.preheader77:                                     ; preds = %.loopexit80
  %156 = zext i1 %150 to i32
  %invariant.op403 = or i32 %143, %30
  br label %161

157:                                              ; preds = %.loopexit80
  %158 = select i1 %150, ptr addrspace(1) %146, ptr addrspace(1) %1
  %159 = ptrtoint ptr addrspace(3) %155 to i64
  %160 = trunc i64 %159 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %160, ptr addrspace(1) %158, i32 %151) #6
  br label %.loopexit78

161:                                              ; preds = %.preheader77, %161
  %162 = phi i64 [ 0, %.preheader77 ], [ %168, %161 ]
  %163 = trunc nuw nsw i64 %162 to i32
  %.reass250.reass = or i32 %163, %invariant.op403
  %164 = sext i32 %.reass250.reass to i64
  %165 = getelementptr bfloat, ptr addrspace(1) %1, i64 %164
  %166 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %165, i32 %156, i16 0) #6
  %167 = getelementptr bfloat, ptr addrspace(3) %155, i64 %162
  store i16 %166, ptr addrspace(3) %167, align 2
  %168 = add nuw nsw i64 %162, 1
  %exitcond187.not = icmp eq i64 %168, 8
  br i1 %exitcond187.not, label %.loopexit78, label %161

.loopexit78:                                      ; preds = %161, %157
  %169 = add i32 %11, %22
  %170 = shl i32 %169, 6
  %171 = or disjoint i32 %170, %30
  %172 = sext i32 %171 to i64
  %173 = getelementptr bfloat, ptr addrspace(1) %1, i64 %172
  %174 = ptrtoint ptr addrspace(1) %173 to i64
  %175 = and i64 %174, 15
  %176 = icmp eq i64 %175, 0
  %177 = icmp slt i32 %22, %4
  %178 = select i1 %177, i32 16, i32 0
  %179 = shl nuw nsw i32 %22, 7
  %180 = or disjoint i32 %125, %179
  %181 = zext nneg i32 %180 to i64
  %182 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %181
  br i1 %176, label %184, label %.preheader75

.preheader75:                                     ; preds = %.loopexit78
  %183 = zext i1 %177 to i32
  %invariant.op404 = or i32 %170, %30
  br label %188

184:                                              ; preds = %.loopexit78
  %185 = select i1 %177, ptr addrspace(1) %173, ptr addrspace(1) %1
  %186 = ptrtoint ptr addrspace(3) %182 to i64
  %187 = trunc i64 %186 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %187, ptr addrspace(1) %185, i32 %178) #6
  br label %.loopexit76

188:                                              ; preds = %.preheader75, %188
  %189 = phi i64 [ 0, %.preheader75 ], [ %195, %188 ]
  %190 = trunc nuw nsw i64 %189 to i32
  %.reass252.reass = or i32 %190, %invariant.op404
  %191 = sext i32 %.reass252.reass to i64
  %192 = getelementptr bfloat, ptr addrspace(1) %1, i64 %191
  %193 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %192, i32 %183, i16 0) #6
  %194 = getelementptr bfloat, ptr addrspace(3) %182, i64 %189
  store i16 %193, ptr addrspace(3) %194, align 2
  %195 = add nuw nsw i64 %189, 1
  %exitcond188.not = icmp eq i64 %195, 8
  br i1 %exitcond188.not, label %.loopexit76, label %188

.loopexit76:                                      ; preds = %188, %184
  %196 = add i32 %11, %26
  %197 = shl i32 %196, 6
  %198 = or disjoint i32 %197, %30
  %199 = sext i32 %198 to i64
  %200 = getelementptr bfloat, ptr addrspace(1) %1, i64 %199
  %201 = ptrtoint ptr addrspace(1) %200 to i64
  %202 = and i64 %201, 15
  %203 = icmp eq i64 %202, 0
  %204 = icmp slt i32 %26, %4
  %205 = select i1 %204, i32 16, i32 0
  %206 = shl nuw nsw i32 %26, 7
  %207 = or disjoint i32 %125, %206
  %208 = zext nneg i32 %207 to i64
  %209 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %208
  br i1 %203, label %211, label %.preheader73

.preheader73:                                     ; preds = %.loopexit76
  %210 = zext i1 %204 to i32
  %invariant.op405 = or i32 %197, %30
  br label %215

211:                                              ; preds = %.loopexit76
  %212 = select i1 %204, ptr addrspace(1) %200, ptr addrspace(1) %1
  %213 = ptrtoint ptr addrspace(3) %209 to i64
  %214 = trunc i64 %213 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %214, ptr addrspace(1) %212, i32 %205) #6
  br label %.loopexit74

215:                                              ; preds = %.preheader73, %215
  %216 = phi i64 [ 0, %.preheader73 ], [ %222, %215 ]
  %217 = trunc nuw nsw i64 %216 to i32
  %.reass254.reass = or i32 %217, %invariant.op405
  %218 = sext i32 %.reass254.reass to i64
  %219 = getelementptr bfloat, ptr addrspace(1) %1, i64 %218
  %220 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %219, i32 %210, i16 0) #6
  %221 = getelementptr bfloat, ptr addrspace(3) %209, i64 %216
  store i16 %220, ptr addrspace(3) %221, align 2
  %222 = add nuw nsw i64 %216, 1
  %exitcond189.not = icmp eq i64 %222, 8
  br i1 %exitcond189.not, label %.loopexit74, label %215

.loopexit74:                                      ; preds = %215, %211
  %223 = getelementptr bfloat, ptr addrspace(1) %2, i64 %114
  %224 = ptrtoint ptr addrspace(1) %223 to i64
  %225 = and i64 %224, 15
  %226 = icmp eq i64 %225, 0
  %227 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 24576), i64 %127
  br i1 %226, label %229, label %.preheader71

.preheader71:                                     ; preds = %.loopexit74
  %228 = zext i1 %119 to i32
  %invariant.op406 = or i32 %112, %30
  br label %233

229:                                              ; preds = %.loopexit74
  %230 = select i1 %119, ptr addrspace(1) %223, ptr addrspace(1) %2
  %231 = ptrtoint ptr addrspace(3) %227 to i64
  %232 = trunc i64 %231 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %232, ptr addrspace(1) %230, i32 %120) #6
  br label %.loopexit72

233:                                              ; preds = %.preheader71, %233
  %234 = phi i64 [ 0, %.preheader71 ], [ %240, %233 ]
  %235 = trunc nuw nsw i64 %234 to i32
  %.reass256.reass = or i32 %235, %invariant.op406
  %236 = sext i32 %.reass256.reass to i64
  %237 = getelementptr bfloat, ptr addrspace(1) %2, i64 %236
  %238 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %237, i32 %228, i16 0) #6
  %239 = getelementptr bfloat, ptr addrspace(3) %227, i64 %234
  store i16 %238, ptr addrspace(3) %239, align 2
  %240 = add nuw nsw i64 %234, 1
  %exitcond190.not = icmp eq i64 %240, 8
  br i1 %exitcond190.not, label %.loopexit72, label %233

.loopexit72:                                      ; preds = %233, %229
  %241 = getelementptr bfloat, ptr addrspace(1) %2, i64 %145
  %242 = ptrtoint ptr addrspace(1) %241 to i64
  %243 = and i64 %242, 15
  %244 = icmp eq i64 %243, 0
  %245 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 24576), i64 %154
  br i1 %244, label %247, label %.preheader69

.preheader69:                                     ; preds = %.loopexit72
  %246 = zext i1 %150 to i32
  %invariant.op407 = or i32 %143, %30
  br label %251

247:                                              ; preds = %.loopexit72
  %248 = select i1 %150, ptr addrspace(1) %241, ptr addrspace(1) %2
  %249 = ptrtoint ptr addrspace(3) %245 to i64
  %250 = trunc i64 %249 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %250, ptr addrspace(1) %248, i32 %151) #6
  br label %.loopexit70

251:                                              ; preds = %.preheader69, %251
  %252 = phi i64 [ 0, %.preheader69 ], [ %258, %251 ]
  %253 = trunc nuw nsw i64 %252 to i32
  %.reass258.reass = or i32 %253, %invariant.op407
  %254 = sext i32 %.reass258.reass to i64
  %255 = getelementptr bfloat, ptr addrspace(1) %2, i64 %254
  %256 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %255, i32 %246, i16 0) #6
  %257 = getelementptr bfloat, ptr addrspace(3) %245, i64 %252
  store i16 %256, ptr addrspace(3) %257, align 2
  %258 = add nuw nsw i64 %252, 1
  %exitcond191.not = icmp eq i64 %258, 8
  br i1 %exitcond191.not, label %.loopexit70, label %251

.loopexit70:                                      ; preds = %251, %247
  %259 = getelementptr bfloat, ptr addrspace(1) %2, i64 %172
  %260 = ptrtoint ptr addrspace(1) %259 to i64
  %261 = and i64 %260, 15
  %262 = icmp eq i64 %261, 0
  %263 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 24576), i64 %181
  br i1 %262, label %265, label %.preheader67

.preheader67:                                     ; preds = %.loopexit70
  %264 = zext i1 %177 to i32
  %invariant.op408 = or i32 %170, %30
  br label %269

265:                                              ; preds = %.loopexit70
  %266 = select i1 %177, ptr addrspace(1) %259, ptr addrspace(1) %2
  %267 = ptrtoint ptr addrspace(3) %263 to i64
  %268 = trunc i64 %267 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %268, ptr addrspace(1) %266, i32 %178) #6
  br label %.loopexit68

269:                                              ; preds = %.preheader67, %269
  %270 = phi i64 [ 0, %.preheader67 ], [ %276, %269 ]
  %271 = trunc nuw nsw i64 %270 to i32
  %.reass260.reass = or i32 %271, %invariant.op408
  %272 = sext i32 %.reass260.reass to i64
  %273 = getelementptr bfloat, ptr addrspace(1) %2, i64 %272
  %274 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %273, i32 %264, i16 0) #6
  %275 = getelementptr bfloat, ptr addrspace(3) %263, i64 %270
  store i16 %274, ptr addrspace(3) %275, align 2
  %276 = add nuw nsw i64 %270, 1
  %exitcond192.not = icmp eq i64 %276, 8
  br i1 %exitcond192.not, label %.loopexit68, label %269

.loopexit68:                                      ; preds = %269, %265
  %277 = getelementptr bfloat, ptr addrspace(1) %2, i64 %199
  %278 = ptrtoint ptr addrspace(1) %277 to i64
  %279 = and i64 %278, 15
  %280 = icmp eq i64 %279, 0
  %281 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 24576), i64 %208
  br i1 %280, label %283, label %.preheader65

.preheader65:                                     ; preds = %.loopexit68
  %282 = zext i1 %204 to i32
  %invariant.op409 = or i32 %197, %30
  br label %287

283:                                              ; preds = %.loopexit68
  %284 = select i1 %204, ptr addrspace(1) %277, ptr addrspace(1) %2
  %285 = ptrtoint ptr addrspace(3) %281 to i64
  %286 = trunc i64 %285 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %286, ptr addrspace(1) %284, i32 %205) #6
  br label %.loopexit66

287:                                              ; preds = %.preheader65, %287
  %288 = phi i64 [ 0, %.preheader65 ], [ %294, %287 ]
  %289 = trunc nuw nsw i64 %288 to i32
  %.reass262.reass = or i32 %289, %invariant.op409
  %290 = sext i32 %.reass262.reass to i64
  %291 = getelementptr bfloat, ptr addrspace(1) %2, i64 %290
  %292 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %291, i32 %282, i16 0) #6
  %293 = getelementptr bfloat, ptr addrspace(3) %281, i64 %288
  store i16 %292, ptr addrspace(3) %293, align 2
  %294 = add nuw nsw i64 %288, 1
  %exitcond193.not = icmp eq i64 %294, 8
  br i1 %exitcond193.not, label %.loopexit66, label %287

.loopexit66:                                      ; preds = %287, %283
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #6
  %295 = icmp sgt i32 %4, 64
  %296 = or disjoint i32 %14, 64
  %297 = add i32 %11, %296
  %298 = shl i32 %297, 6
  %299 = or disjoint i32 %298, %30
  %300 = sext i32 %299 to i64
  %301 = getelementptr bfloat, ptr addrspace(1) %1, i64 %300
  %302 = ptrtoint ptr addrspace(1) %301 to i64
  %303 = and i64 %302, 15
  %304 = icmp eq i64 %303, 0
  %305 = icmp slt i32 %296, %4
  %306 = and i1 %305, %295
  %307 = select i1 %306, i32 16, i32 0
  %308 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 8192), i64 %127
  br i1 %304, label %310, label %.preheader63

.preheader63:                                     ; preds = %.loopexit66
  %309 = zext i1 %306 to i32
  %invariant.op410 = or i32 %298, %30
  br label %314

310:                                              ; preds = %.loopexit66
  %311 = select i1 %306, ptr addrspace(1) %301, ptr addrspace(1) %1
  %312 = ptrtoint ptr addrspace(3) %308 to i64
  %313 = trunc i64 %312 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %313, ptr addrspace(1) %311, i32 %307) #6
  br label %.loopexit64

314:                                              ; preds = %.preheader63, %314
  %315 = phi i64 [ 0, %.preheader63 ], [ %321, %314 ]
  %316 = trunc nuw nsw i64 %315 to i32
  %.reass264.reass = or i32 %316, %invariant.op410
  %317 = sext i32 %.reass264.reass to i64
  %318 = getelementptr bfloat, ptr addrspace(1) %1, i64 %317
  %319 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %318, i32 %309, i16 0) #6
  %320 = getelementptr bfloat, ptr addrspace(3) %308, i64 %315
  store i16 %319, ptr addrspace(3) %320, align 2
  %321 = add nuw nsw i64 %315, 1
  %exitcond194.not = icmp eq i64 %321, 8
  br i1 %exitcond194.not, label %.loopexit64, label %314

.loopexit64:                                      ; preds = %314, %310
  %322 = or disjoint i32 %14, 80
  %323 = add i32 %11, %322
  %324 = shl i32 %323, 6
  %325 = or disjoint i32 %324, %30
  %326 = sext i32 %325 to i64
  %327 = getelementptr bfloat, ptr addrspace(1) %1, i64 %326
  %328 = ptrtoint ptr addrspace(1) %327 to i64
  %329 = and i64 %328, 15
  %330 = icmp eq i64 %329, 0
  %331 = icmp slt i32 %322, %4
  %332 = and i1 %331, %295
  %333 = select i1 %332, i32 16, i32 0
  %334 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 8192), i64 %154
  br i1 %330, label %336, label %.preheader61

.preheader61:                                     ; preds = %.loopexit64
  %335 = zext i1 %332 to i32
  %invariant.op411 = or i32 %324, %30
  br label %340

336:                                              ; preds = %.loopexit64
  %337 = select i1 %332, ptr addrspace(1) %327, ptr addrspace(1) %1
  %338 = ptrtoint ptr addrspace(3) %334 to i64
  %339 = trunc i64 %338 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %339, ptr addrspace(1) %337, i32 %333) #6
  br label %.loopexit62

340:                                              ; preds = %.preheader61, %340
  %341 = phi i64 [ 0, %.preheader61 ], [ %347, %340 ]
  %342 = trunc nuw nsw i64 %341 to i32
  %.reass266.reass = or i32 %342, %invariant.op411
  %343 = sext i32 %.reass266.reass to i64
  %344 = getelementptr bfloat, ptr addrspace(1) %1, i64 %343
  %345 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %344, i32 %335, i16 0) #6
  %346 = getelementptr bfloat, ptr addrspace(3) %334, i64 %341
  store i16 %345, ptr addrspace(3) %346, align 2
  %347 = add nuw nsw i64 %341, 1
  %exitcond195.not = icmp eq i64 %347, 8
  br i1 %exitcond195.not, label %.loopexit62, label %340

.loopexit62:                                      ; preds = %340, %336
  %348 = or disjoint i32 %14, 96
  %349 = add i32 %11, %348
  %350 = shl i32 %349, 6
  %351 = or disjoint i32 %350, %30
  %352 = sext i32 %351 to i64
  %353 = getelementptr bfloat, ptr addrspace(1) %1, i64 %352
  %354 = ptrtoint ptr addrspace(1) %353 to i64
  %355 = and i64 %354, 15
  %356 = icmp eq i64 %355, 0
  %357 = icmp slt i32 %348, %4
  %358 = and i1 %357, %295
  %359 = select i1 %358, i32 16, i32 0
  %360 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 8192), i64 %181
  br i1 %356, label %362, label %.preheader59

.preheader59:                                     ; preds = %.loopexit62
  %361 = zext i1 %358 to i32
  %invariant.op412 = or i32 %350, %30
  br label %366

362:                                              ; preds = %.loopexit62
  %363 = select i1 %358, ptr addrspace(1) %353, ptr addrspace(1) %1
  %364 = ptrtoint ptr addrspace(3) %360 to i64
  %365 = trunc i64 %364 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %365, ptr addrspace(1) %363, i32 %359) #6
  br label %.loopexit60

366:                                              ; preds = %.preheader59, %366
  %367 = phi i64 [ 0, %.preheader59 ], [ %373, %366 ]
  %368 = trunc nuw nsw i64 %367 to i32
  %.reass268.reass = or i32 %368, %invariant.op412
  %369 = sext i32 %.reass268.reass to i64
  %370 = getelementptr bfloat, ptr addrspace(1) %1, i64 %369
  %371 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %370, i32 %361, i16 0) #6
  %372 = getelementptr bfloat, ptr addrspace(3) %360, i64 %367
  store i16 %371, ptr addrspace(3) %372, align 2
  %373 = add nuw nsw i64 %367, 1
  %exitcond196.not = icmp eq i64 %373, 8
  br i1 %exitcond196.not, label %.loopexit60, label %366

.loopexit60:                                      ; preds = %366, %362
  %374 = or disjoint i32 %14, 112
  %375 = add i32 %11, %374
  %376 = shl i32 %375, 6
  %377 = or disjoint i32 %376, %30
  %378 = sext i32 %377 to i64
  %379 = getelementptr bfloat, ptr addrspace(1) %1, i64 %378
  %380 = ptrtoint ptr addrspace(1) %379 to i64
  %381 = and i64 %380, 15
  %382 = icmp eq i64 %381, 0
  %383 = icmp slt i32 %374, %4
  %384 = and i1 %383, %295
  %385 = select i1 %384, i32 16, i32 0
  %386 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 8192), i64 %208
  br i1 %382, label %388, label %.preheader57

.preheader57:                                     ; preds = %.loopexit60
  %387 = zext i1 %384 to i32
  %invariant.op413 = or i32 %376, %30
  br label %392

388:                                              ; preds = %.loopexit60
  %389 = select i1 %384, ptr addrspace(1) %379, ptr addrspace(1) %1
  %390 = ptrtoint ptr addrspace(3) %386 to i64
  %391 = trunc i64 %390 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %391, ptr addrspace(1) %389, i32 %385) #6
  br label %.loopexit58

392:                                              ; preds = %.preheader57, %392
  %393 = phi i64 [ 0, %.preheader57 ], [ %399, %392 ]
  %394 = trunc nuw nsw i64 %393 to i32
  %.reass270.reass = or i32 %394, %invariant.op413
  %395 = sext i32 %.reass270.reass to i64
  %396 = getelementptr bfloat, ptr addrspace(1) %1, i64 %395
  %397 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %396, i32 %387, i16 0) #6
  %398 = getelementptr bfloat, ptr addrspace(3) %386, i64 %393
  store i16 %397, ptr addrspace(3) %398, align 2
  %399 = add nuw nsw i64 %393, 1
  %exitcond197.not = icmp eq i64 %399, 8
  br i1 %exitcond197.not, label %.loopexit58, label %392

.loopexit58:                                      ; preds = %392, %388
  %400 = getelementptr bfloat, ptr addrspace(1) %2, i64 %300
  %401 = ptrtoint ptr addrspace(1) %400 to i64
  %402 = and i64 %401, 15
  %403 = icmp eq i64 %402, 0
  %404 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 32768), i64 %127
  br i1 %403, label %406, label %.preheader55

.preheader55:                                     ; preds = %.loopexit58
  %405 = zext i1 %306 to i32
  %invariant.op414 = or i32 %298, %30
  br label %410

406:                                              ; preds = %.loopexit58
  %407 = select i1 %306, ptr addrspace(1) %400, ptr addrspace(1) %2
  %408 = ptrtoint ptr addrspace(3) %404 to i64
  %409 = trunc i64 %408 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %409, ptr addrspace(1) %407, i32 %307) #6
  br label %.loopexit56

410:                                              ; preds = %.preheader55, %410
  %411 = phi i64 [ 0, %.preheader55 ], [ %417, %410 ]
  %412 = trunc nuw nsw i64 %411 to i32
  %.reass272.reass = or i32 %412, %invariant.op414
  %413 = sext i32 %.reass272.reass to i64
  %414 = getelementptr bfloat, ptr addrspace(1) %2, i64 %413
  %415 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %414, i32 %405, i16 0) #6
  %416 = getelementptr bfloat, ptr addrspace(3) %404, i64 %411
  store i16 %415, ptr addrspace(3) %416, align 2
  %417 = add nuw nsw i64 %411, 1
  %exitcond198.not = icmp eq i64 %417, 8
  br i1 %exitcond198.not, label %.loopexit56, label %410

.loopexit56:                                      ; preds = %410, %406
  %418 = getelementptr bfloat, ptr addrspace(1) %2, i64 %326
  %419 = ptrtoint ptr addrspace(1) %418 to i64
  %420 = and i64 %419, 15
  %421 = icmp eq i64 %420, 0
  %422 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 32768), i64 %154
  br i1 %421, label %424, label %.preheader53

.preheader53:                                     ; preds = %.loopexit56
  %423 = zext i1 %332 to i32
  %invariant.op415 = or i32 %324, %30
  br label %428

424:                                              ; preds = %.loopexit56
  %425 = select i1 %332, ptr addrspace(1) %418, ptr addrspace(1) %2
  %426 = ptrtoint ptr addrspace(3) %422 to i64
  %427 = trunc i64 %426 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %427, ptr addrspace(1) %425, i32 %333) #6
  br label %.loopexit54

428:                                              ; preds = %.preheader53, %428
  %429 = phi i64 [ 0, %.preheader53 ], [ %435, %428 ]
  %430 = trunc nuw nsw i64 %429 to i32
  %.reass274.reass = or i32 %430, %invariant.op415
  %431 = sext i32 %.reass274.reass to i64
  %432 = getelementptr bfloat, ptr addrspace(1) %2, i64 %431
  %433 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %432, i32 %423, i16 0) #6
  %434 = getelementptr bfloat, ptr addrspace(3) %422, i64 %429
  store i16 %433, ptr addrspace(3) %434, align 2
  %435 = add nuw nsw i64 %429, 1
  %exitcond199.not = icmp eq i64 %435, 8
  br i1 %exitcond199.not, label %.loopexit54, label %428

.loopexit54:                                      ; preds = %428, %424
  %436 = getelementptr bfloat, ptr addrspace(1) %2, i64 %352
  %437 = ptrtoint ptr addrspace(1) %436 to i64
  %438 = and i64 %437, 15
  %439 = icmp eq i64 %438, 0
  %440 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 32768), i64 %181
  br i1 %439, label %442, label %.preheader51

.preheader51:                                     ; preds = %.loopexit54
  %441 = zext i1 %358 to i32
  %invariant.op416 = or i32 %350, %30
  br label %446

442:                                              ; preds = %.loopexit54
  %443 = select i1 %358, ptr addrspace(1) %436, ptr addrspace(1) %2
  %444 = ptrtoint ptr addrspace(3) %440 to i64
  %445 = trunc i64 %444 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %445, ptr addrspace(1) %443, i32 %359) #6
  br label %.loopexit52

446:                                              ; preds = %.preheader51, %446
  %447 = phi i64 [ 0, %.preheader51 ], [ %453, %446 ]
  %448 = trunc nuw nsw i64 %447 to i32
  %.reass276.reass = or i32 %448, %invariant.op416
  %449 = sext i32 %.reass276.reass to i64
  %450 = getelementptr bfloat, ptr addrspace(1) %2, i64 %449
  %451 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %450, i32 %441, i16 0) #6
  %452 = getelementptr bfloat, ptr addrspace(3) %440, i64 %447
  store i16 %451, ptr addrspace(3) %452, align 2
  %453 = add nuw nsw i64 %447, 1
  %exitcond200.not = icmp eq i64 %453, 8
  br i1 %exitcond200.not, label %.loopexit52, label %446

.loopexit52:                                      ; preds = %446, %442
  %454 = getelementptr bfloat, ptr addrspace(1) %2, i64 %378
  %455 = ptrtoint ptr addrspace(1) %454 to i64
  %456 = and i64 %455, 15
  %457 = icmp eq i64 %456, 0
  %458 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 32768), i64 %208
  br i1 %457, label %460, label %.preheader49

.preheader49:                                     ; preds = %.loopexit52
  %459 = zext i1 %384 to i32
  %invariant.op417 = or i32 %376, %30
  br label %464

460:                                              ; preds = %.loopexit52
  %461 = select i1 %384, ptr addrspace(1) %454, ptr addrspace(1) %2
  %462 = ptrtoint ptr addrspace(3) %458 to i64
  %463 = trunc i64 %462 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %463, ptr addrspace(1) %461, i32 %385) #6
  br label %.loopexit50

464:                                              ; preds = %.preheader49, %464
  %465 = phi i64 [ 0, %.preheader49 ], [ %471, %464 ]
  %466 = trunc nuw nsw i64 %465 to i32
  %.reass278.reass = or i32 %466, %invariant.op417
  %467 = sext i32 %.reass278.reass to i64
  %468 = getelementptr bfloat, ptr addrspace(1) %2, i64 %467
  %469 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %468, i32 %459, i16 0) #6
  %470 = getelementptr bfloat, ptr addrspace(3) %458, i64 %465
  store i16 %469, ptr addrspace(3) %470, align 2
  %471 = add nuw nsw i64 %465, 1
  %exitcond201.not = icmp eq i64 %471, 8
  br i1 %exitcond201.not, label %.loopexit50, label %464

.loopexit50:                                      ; preds = %464, %460
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %472 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %127
  %473 = insertelement <4 x i16> poison, i16 %49, i64 0
  %474 = insertelement <4 x i16> %473, i16 %50, i64 1
  %475 = insertelement <4 x i16> %474, i16 %51, i64 2
  %476 = insertelement <4 x i16> %475, i16 %52, i64 3
  store <4 x i16> %476, ptr addrspace(3) %472, align 16
  %477 = xor i32 %14, %7
  %478 = shl nuw nsw i32 %477, 4
  %479 = and i32 %478, 112
  %480 = or disjoint i32 %124, %479
  %481 = zext nneg i32 %480 to i64
  %482 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %481
  %483 = getelementptr i8, ptr addrspace(3) %482, i64 8
  %484 = insertelement <4 x i16> poison, i16 %53, i64 0
  %485 = insertelement <4 x i16> %484, i16 %54, i64 1
  %486 = insertelement <4 x i16> %485, i16 %55, i64 2
  %487 = insertelement <4 x i16> %486, i16 %56, i64 3
  store <4 x i16> %487, ptr addrspace(3) %483, align 8
  %488 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %154
  %489 = insertelement <4 x i16> poison, i16 %67, i64 0
  %490 = insertelement <4 x i16> %489, i16 %68, i64 1
  %491 = insertelement <4 x i16> %490, i16 %69, i64 2
  %492 = insertelement <4 x i16> %491, i16 %70, i64 3
  store <4 x i16> %492, ptr addrspace(3) %488, align 16
  %493 = getelementptr i8, ptr addrspace(3) %482, i64 2056
  %494 = insertelement <4 x i16> poison, i16 %71, i64 0
  %495 = insertelement <4 x i16> %494, i16 %72, i64 1
  %496 = insertelement <4 x i16> %495, i16 %73, i64 2
  %497 = insertelement <4 x i16> %496, i16 %74, i64 3
  store <4 x i16> %497, ptr addrspace(3) %493, align 8
  %498 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %181
  %499 = insertelement <4 x i16> poison, i16 %85, i64 0
  %500 = insertelement <4 x i16> %499, i16 %86, i64 1
  %501 = insertelement <4 x i16> %500, i16 %87, i64 2
  %502 = insertelement <4 x i16> %501, i16 %88, i64 3
  store <4 x i16> %502, ptr addrspace(3) %498, align 16
  %503 = getelementptr i8, ptr addrspace(3) %482, i64 4104
  %504 = insertelement <4 x i16> poison, i16 %89, i64 0
  %505 = insertelement <4 x i16> %504, i16 %90, i64 1
  %506 = insertelement <4 x i16> %505, i16 %91, i64 2
  %507 = insertelement <4 x i16> %506, i16 %92, i64 3
  store <4 x i16> %507, ptr addrspace(3) %503, align 8
  %508 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %208
  %509 = insertelement <4 x i16> poison, i16 %103, i64 0
  %510 = insertelement <4 x i16> %509, i16 %104, i64 1
  %511 = insertelement <4 x i16> %510, i16 %105, i64 2
  %512 = insertelement <4 x i16> %511, i16 %106, i64 3
  store <4 x i16> %512, ptr addrspace(3) %508, align 16
  %513 = getelementptr i8, ptr addrspace(3) %482, i64 6152
  %514 = insertelement <4 x i16> poison, i16 %107, i64 0
  %515 = insertelement <4 x i16> %514, i16 %108, i64 1
  %516 = insertelement <4 x i16> %515, i16 %109, i64 2
  %517 = insertelement <4 x i16> %516, i16 %110, i64 3
  store <4 x i16> %517, ptr addrspace(3) %513, align 8
  tail call void asm sideeffect "fence.proxy.async.shared::cta;", "~{memory}"() #6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %518 = icmp sgt i32 %4, 0
  br i1 %518, label %.lr.ph, label %.loopexit50.._crit_edge_crit_edge

.loopexit50.._crit_edge_crit_edge:                ; preds = %.loopexit50
  %.pre = shl nuw nsw i32 %7, 1
  %.pre210 = and i32 %.pre, 6
  br label %._crit_edge

.lr.ph:                                           ; preds = %.loopexit50
  %519 = lshr exact i64 ptrtoint (ptr addrspace(3) @attention_smem to i64), 4
  %520 = and i64 %519, 16320
  %521 = or disjoint i64 %520, 4611686293305360384
  %522 = lshr exact i64 ptrtoint (ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 32) to i64), 4
  %523 = and i64 %522, 16322
  %524 = or disjoint i64 %523, 4611686293305360384
  %525 = lshr exact i64 ptrtoint (ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 64) to i64), 4
  %526 = and i64 %525, 16324
  %527 = or disjoint i64 %526, 4611686293305360384
  %528 = lshr exact i64 ptrtoint (ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 96) to i64), 4
  %529 = and i64 %528, 16326
  %530 = or disjoint i64 %529, 4611686293305360384
  %531 = shl nuw nsw i32 %7, 1
  %532 = and i32 %531, 6
  br label %533

533:                                              ; preds = %.lr.ph, %.loopexit
  %534 = phi float [ 0xFFF0000000000000, %.lr.ph ], [ %906, %.loopexit ]
  %535 = phi float [ 0xFFF0000000000000, %.lr.ph ], [ %905, %.loopexit ]
  %536 = phi float [ 0.000000e+00, %.lr.ph ], [ %1321, %.loopexit ]
  %537 = phi float [ 0.000000e+00, %.lr.ph ], [ %1320, %.loopexit ]
  %538 = phi float [ 0.000000e+00, %.lr.ph ], [ %1319, %.loopexit ]
  %539 = phi float [ 0.000000e+00, %.lr.ph ], [ %1318, %.loopexit ]
  %540 = phi float [ 0.000000e+00, %.lr.ph ], [ %1317, %.loopexit ]
  %541 = phi float [ 0.000000e+00, %.lr.ph ], [ %1316, %.loopexit ]
  %542 = phi float [ 0.000000e+00, %.lr.ph ], [ %1315, %.loopexit ]
  %543 = phi float [ 0.000000e+00, %.lr.ph ], [ %1314, %.loopexit ]
  %544 = phi float [ 0.000000e+00, %.lr.ph ], [ %1313, %.loopexit ]
  %545 = phi float [ 0.000000e+00, %.lr.ph ], [ %1312, %.loopexit ]
  %546 = phi float [ 0.000000e+00, %.lr.ph ], [ %1311, %.loopexit ]
  %547 = phi float [ 0.000000e+00, %.lr.ph ], [ %1310, %.loopexit ]
  %548 = phi float [ 0.000000e+00, %.lr.ph ], [ %1309, %.loopexit ]
  %549 = phi float [ 0.000000e+00, %.lr.ph ], [ %1308, %.loopexit ]
  %550 = phi float [ 0.000000e+00, %.lr.ph ], [ %1307, %.loopexit ]
  %551 = phi float [ 0.000000e+00, %.lr.ph ], [ %1306, %.loopexit ]
  %552 = phi float [ 0.000000e+00, %.lr.ph ], [ %1305, %.loopexit ]
  %553 = phi float [ 0.000000e+00, %.lr.ph ], [ %1304, %.loopexit ]
  %554 = phi float [ 0.000000e+00, %.lr.ph ], [ %1303, %.loopexit ]
  %555 = phi float [ 0.000000e+00, %.lr.ph ], [ %1302, %.loopexit ]
  %556 = phi float [ 0.000000e+00, %.lr.ph ], [ %1301, %.loopexit ]
  %557 = phi float [ 0.000000e+00, %.lr.ph ], [ %1300, %.loopexit ]
  %558 = phi float [ 0.000000e+00, %.lr.ph ], [ %1299, %.loopexit ]
  %559 = phi float [ 0.000000e+00, %.lr.ph ], [ %1298, %.loopexit ]
  %560 = phi float [ 0.000000e+00, %.lr.ph ], [ %1297, %.loopexit ]
  %561 = phi float [ 0.000000e+00, %.lr.ph ], [ %1296, %.loopexit ]
  %562 = phi float [ 0.000000e+00, %.lr.ph ], [ %1295, %.loopexit ]
  %563 = phi float [ 0.000000e+00, %.lr.ph ], [ %1294, %.loopexit ]
  %564 = phi float [ 0.000000e+00, %.lr.ph ], [ %1293, %.loopexit ]
  %565 = phi float [ 0.000000e+00, %.lr.ph ], [ %1292, %.loopexit ]
  %566 = phi float [ 0.000000e+00, %.lr.ph ], [ %1291, %.loopexit ]
  %567 = phi float [ 0.000000e+00, %.lr.ph ], [ %1290, %.loopexit ]
  %568 = phi float [ 0.000000e+00, %.lr.ph ], [ %1024, %.loopexit ]
  %569 = phi float [ 0.000000e+00, %.lr.ph ], [ %1023, %.loopexit ]
  %570 = phi i32 [ 0, %.lr.ph ], [ %1503, %.loopexit ]
  %571 = lshr exact i32 %570, 6
  %572 = urem i32 %571, 3
  %573 = add i32 %570, 128
  %574 = add nuw nsw i32 %571, 2
  %575 = urem i32 %574, 3
  tail call void asm sideeffect "cp.async.wait_group 1;", "~{memory}"() #6
  tail call void asm sideeffect "fence.proxy.async.shared::cta;", "~{memory}"() #6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %576 = shl nuw nsw i32 %572, 13
  %577 = zext nneg i32 %576 to i64
  %578 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %577
  tail call void asm sideeffect "wgmma.fence.sync.aligned;", ""() #6
  %579 = ptrtoint ptr addrspace(3) %578 to i64
  %580 = lshr exact i64 %579, 4
  %581 = and i64 %580, 16320
  %582 = or disjoint i64 %581, 4611686293305360384
  %583 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $34, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $32, $33, p, 1, 1, 0, 0;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i64 %521, i64 %582, i32 1, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #6
  %584 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %583, 0
  %585 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %583, 1
  %586 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %583, 2
  %587 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %583, 3
  %588 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %583, 4
  %589 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %583, 5
  %590 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %583, 6
  %591 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %583, 7
  %592 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %583, 8
  %593 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %583, 9
  %594 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %583, 10
  %595 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %583, 11
  %596 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %583, 12
  %597 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %583, 13
  %598 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %583, 14
  %599 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %583, 15
  %600 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %583, 16
  %601 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %583, 17
  %602 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %583, 18
  %603 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %583, 19
  %604 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %583, 20
  %605 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %583, 21
  %606 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %583, 22
  %607 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %583, 23
  %608 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %583, 24
  %609 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %583, 25
  %610 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %583, 26
  %611 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %583, 27
  %612 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %583, 28
  %613 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %583, 29
  %614 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %583, 30
  %615 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %583, 31
  %616 = getelementptr i8, ptr addrspace(3) %578, i64 32
  %617 = ptrtoint ptr addrspace(3) %616 to i64
  %618 = lshr exact i64 %617, 4
  %619 = and i64 %618, 16383
  %620 = or disjoint i64 %619, 4611686293305360384
  %621 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $34, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $32, $33, p, 1, 1, 0, 0;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i64 %524, i64 %620, i32 1, float %584, float %585, float %586, float %587, float %588, float %589, float %590, float %591, float %592, float %593, float %594, float %595, float %596, float %597, float %598, float %599, float %600, float %601, float %602, float %603, float %604, float %605, float %606, float %607, float %608, float %609, float %610, float %611, float %612, float %613, float %614, float %615) #6
  %622 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %621, 0
  %623 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %621, 1
  %624 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %621, 2
  %625 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %621, 3
  %626 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %621, 4
  %627 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %621, 5
  %628 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %621, 6
  %629 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %621, 7
  %630 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %621, 8
  %631 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %621, 9
  %632 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %621, 10
  %633 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %621, 11
  %634 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %621, 12
  %635 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %621, 13
  %636 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %621, 14
  %637 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %621, 15
  %638 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %621, 16
  %639 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %621, 17
  %640 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %621, 18
  %641 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %621, 19
  %642 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %621, 20
  %643 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %621, 21
  %644 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %621, 22
  %645 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %621, 23
  %646 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %621, 24
  %647 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %621, 25
  %648 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %621, 26
  %649 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %621, 27
  %650 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %621, 28
  %651 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %621, 29
  %652 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %621, 30
  %653 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %621, 31
  %654 = getelementptr i8, ptr addrspace(3) %578, i64 64
  %655 = ptrtoint ptr addrspace(3) %654 to i64
  %656 = lshr exact i64 %655, 4
  %657 = and i64 %656, 16383
  %658 = or disjoint i64 %657, 4611686293305360384
  %659 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $34, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $32, $33, p, 1, 1, 0, 0;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i64 %527, i64 %658, i32 1, float %622, float %623, float %624, float %625, float %626, float %627, float %628, float %629, float %630, float %631, float %632, float %633, float %634, float %635, float %636, float %637, float %638, float %639, float %640, float %641, float %642, float %643, float %644, float %645, float %646, float %647, float %648, float %649, float %650, float %651, float %652, float %653) #6
  %660 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %659, 0
  %661 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %659, 1
  %662 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %659, 2
  %663 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %659, 3
  %664 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %659, 4
  %665 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %659, 5
  %666 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %659, 6
  %667 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %659, 7
  %668 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %659, 8
  %669 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %659, 9
  %670 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %659, 10
  %671 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %659, 11
  %672 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %659, 12
  %673 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %659, 13
  %674 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %659, 14
  %675 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %659, 15
  %676 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %659, 16
  %677 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %659, 17
  %678 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %659, 18
  %679 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %659, 19
  %680 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %659, 20
  %681 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %659, 21
  %682 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %659, 22
  %683 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %659, 23
  %684 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %659, 24
  %685 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %659, 25
  %686 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %659, 26
  %687 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %659, 27
  %688 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %659, 28
  %689 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %659, 29
  %690 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %659, 30
  %691 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %659, 31
  %692 = getelementptr i8, ptr addrspace(3) %578, i64 96
  %693 = ptrtoint ptr addrspace(3) %692 to i64
  %694 = lshr exact i64 %693, 4
  %695 = and i64 %694, 16383
  %696 = or disjoint i64 %695, 4611686293305360384
  %697 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $34, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $32, $33, p, 1, 1, 0, 0;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i64 %530, i64 %696, i32 1, float %660, float %661, float %662, float %663, float %664, float %665, float %666, float %667, float %668, float %669, float %670, float %671, float %672, float %673, float %674, float %675, float %676, float %677, float %678, float %679, float %680, float %681, float %682, float %683, float %684, float %685, float %686, float %687, float %688, float %689, float %690, float %691) #6
  %698 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %697, 0
  %699 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %697, 1
  %700 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %697, 2
  %701 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %697, 3
  %702 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %697, 4
  %703 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %697, 5
  %704 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %697, 6
  %705 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %697, 7
  %706 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %697, 8
  %707 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %697, 9
  %708 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %697, 10
  %709 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %697, 11
  %710 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %697, 12
  %711 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %697, 13
  %712 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %697, 14
  %713 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %697, 15
  %714 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %697, 16
  %715 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %697, 17
  %716 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %697, 18
  %717 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %697, 19
  %718 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %697, 20
  %719 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %697, 21
  %720 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %697, 22
  %721 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %697, 23
  %722 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %697, 24
  %723 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %697, 25
  %724 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %697, 26
  %725 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %697, 27
  %726 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %697, 28
  %727 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %697, 29
  %728 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %697, 30
  %729 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %697, 31
  tail call void asm sideeffect "wgmma.commit_group.sync.aligned;", ""() #6
  %730 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.wait_group.sync.aligned 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(float %698, float %699, float %700, float %701, float %702, float %703, float %704, float %705, float %706, float %707, float %708, float %709, float %710, float %711, float %712, float %713, float %714, float %715, float %716, float %717, float %718, float %719, float %720, float %721, float %722, float %723, float %724, float %725, float %726, float %727, float %728, float %729) #6
  %731 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %730, 0
  %732 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %730, 1
  %733 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %730, 2
  %734 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %730, 3
  %735 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %730, 4
  %736 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %730, 5
  %737 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %730, 6
  %738 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %730, 7
  %739 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %730, 8
  %740 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %730, 9
  %741 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %730, 10
  %742 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %730, 11
  %743 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %730, 12
  %744 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %730, 13
  %745 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %730, 14
  %746 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %730, 15
  %747 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %730, 16
  %748 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %730, 17
  %749 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %730, 18
  %750 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %730, 19
  %751 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %730, 20
  %752 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %730, 21
  %753 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %730, 22
  %754 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %730, 23
  %755 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %730, 24
  %756 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %730, 25
  %757 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %730, 26
  %758 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %730, 27
  %759 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %730, 28
  %760 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %730, 29
  %761 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %730, 30
  %762 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %730, 31
  %763 = fmul float %13, %731
  %764 = fmul float %13, %732
  %765 = fmul float %13, %733
  %766 = fmul float %13, %734
  %767 = fmul float %13, %735
  %768 = fmul float %13, %736
  %769 = fmul float %13, %737
  %770 = fmul float %13, %738
  %771 = fmul float %13, %739
  %772 = fmul float %13, %740
  %773 = fmul float %13, %741
  %774 = fmul float %13, %742
  %775 = fmul float %13, %743
  %776 = fmul float %13, %744
  %777 = fmul float %13, %745
  %778 = fmul float %13, %746
  %779 = fmul float %13, %747
  %780 = fmul float %13, %748
  %781 = fmul float %13, %749
  %782 = fmul float %13, %750
  %783 = fmul float %13, %751
  %784 = fmul float %13, %752
  %785 = fmul float %13, %753
  %786 = fmul float %13, %754
  %787 = fmul float %13, %755
  %788 = fmul float %13, %756
  %789 = fmul float %13, %757
  %790 = fmul float %13, %758
  %791 = fmul float %13, %759
  %792 = fmul float %13, %760
  %793 = fmul float %13, %761
  %794 = fmul float %13, %762
  %795 = or disjoint i32 %570, %532
  %796 = icmp slt i32 %795, %4
  %797 = or disjoint i32 %795, 1
  %798 = icmp slt i32 %797, %4
  %799 = or disjoint i32 %795, 8
  %800 = icmp slt i32 %799, %4
  %801 = or disjoint i32 %795, 9
  %802 = icmp slt i32 %801, %4
  %803 = or disjoint i32 %795, 16
  %804 = icmp slt i32 %803, %4
  %805 = or disjoint i32 %795, 17
  %806 = icmp slt i32 %805, %4
  %807 = or disjoint i32 %795, 24
  %808 = icmp slt i32 %807, %4
  %809 = or disjoint i32 %795, 25
  %810 = icmp slt i32 %809, %4
  %811 = or disjoint i32 %795, 32
  %812 = icmp slt i32 %811, %4
  %813 = or disjoint i32 %795, 33
  %814 = icmp slt i32 %813, %4
  %815 = or disjoint i32 %795, 40
  %816 = icmp slt i32 %815, %4
  %817 = or disjoint i32 %795, 41
  %818 = icmp slt i32 %817, %4
  %819 = or disjoint i32 %795, 48
  %820 = icmp slt i32 %819, %4
  %821 = or disjoint i32 %795, 49
  %822 = icmp slt i32 %821, %4
  %823 = or disjoint i32 %795, 56
  %824 = icmp slt i32 %823, %4
  %825 = or disjoint i32 %795, 57
  %826 = icmp slt i32 %825, %4
  %827 = select i1 %796, float %763, float 0xFFF0000000000000
  %828 = select i1 %798, float %764, float 0xFFF0000000000000
  %829 = select i1 %796, float %765, float 0xFFF0000000000000
  %830 = select i1 %798, float %766, float 0xFFF0000000000000
  %831 = select i1 %800, float %767, float 0xFFF0000000000000
  %832 = select i1 %802, float %768, float 0xFFF0000000000000
  %833 = select i1 %800, float %769, float 0xFFF0000000000000
  %834 = select i1 %802, float %770, float 0xFFF0000000000000
  %835 = select i1 %804, float %771, float 0xFFF0000000000000
  %836 = select i1 %806, float %772, float 0xFFF0000000000000
  %837 = select i1 %804, float %773, float 0xFFF0000000000000
  %838 = select i1 %806, float %774, float 0xFFF0000000000000
  %839 = select i1 %808, float %775, float 0xFFF0000000000000
  %840 = select i1 %810, float %776, float 0xFFF0000000000000
  %841 = select i1 %808, float %777, float 0xFFF0000000000000
  %842 = select i1 %810, float %778, float 0xFFF0000000000000
  %843 = select i1 %812, float %779, float 0xFFF0000000000000
  %844 = select i1 %814, float %780, float 0xFFF0000000000000
  %845 = select i1 %812, float %781, float 0xFFF0000000000000
  %846 = select i1 %814, float %782, float 0xFFF0000000000000
  %847 = select i1 %816, float %783, float 0xFFF0000000000000
  %848 = select i1 %818, float %784, float 0xFFF0000000000000
  %849 = select i1 %816, float %785, float 0xFFF0000000000000
  %850 = select i1 %818, float %786, float 0xFFF0000000000000
  %851 = select i1 %820, float %787, float 0xFFF0000000000000
  %852 = select i1 %822, float %788, float 0xFFF0000000000000
  %853 = select i1 %820, float %789, float 0xFFF0000000000000
  %854 = select i1 %822, float %790, float 0xFFF0000000000000
  %855 = select i1 %824, float %791, float 0xFFF0000000000000
  %856 = select i1 %826, float %792, float 0xFFF0000000000000
  %857 = select i1 %824, float %793, float 0xFFF0000000000000
  %858 = select i1 %826, float %794, float 0xFFF0000000000000
  %859 = tail call float @llvm.maxnum.f32(float %827, float %828)
  %860 = tail call float @llvm.maxnum.f32(float %829, float %830)
  %861 = tail call float @llvm.maxnum.f32(float %859, float %831)
  %862 = tail call float @llvm.maxnum.f32(float %861, float %832)
  %863 = tail call float @llvm.maxnum.f32(float %860, float %833)
  %864 = tail call float @llvm.maxnum.f32(float %863, float %834)
  %865 = tail call float @llvm.maxnum.f32(float %862, float %835)
  %866 = tail call float @llvm.maxnum.f32(float %865, float %836)
  %867 = tail call float @llvm.maxnum.f32(float %864, float %837)
  %868 = tail call float @llvm.maxnum.f32(float %867, float %838)
  %869 = tail call float @llvm.maxnum.f32(float %866, float %839)
  %870 = tail call float @llvm.maxnum.f32(float %869, float %840)
  %871 = tail call float @llvm.maxnum.f32(float %868, float %841)
  %872 = tail call float @llvm.maxnum.f32(float %871, float %842)
  %873 = tail call float @llvm.maxnum.f32(float %870, float %843)
  %874 = tail call float @llvm.maxnum.f32(float %873, float %844)
  %875 = tail call float @llvm.maxnum.f32(float %872, float %845)
  %876 = tail call float @llvm.maxnum.f32(float %875, float %846)
  %877 = tail call float @llvm.maxnum.f32(float %874, float %847)
  %878 = tail call float @llvm.maxnum.f32(float %877, float %848)
  %879 = tail call float @llvm.maxnum.f32(float %876, float %849)
  %880 = tail call float @llvm.maxnum.f32(float %879, float %850)
  %881 = tail call float @llvm.maxnum.f32(float %878, float %851)
  %882 = tail call float @llvm.maxnum.f32(float %881, float %852)
  %883 = tail call float @llvm.maxnum.f32(float %880, float %853)
  %884 = tail call float @llvm.maxnum.f32(float %883, float %854)
  %885 = tail call float @llvm.maxnum.f32(float %882, float %855)
  %886 = tail call float @llvm.maxnum.f32(float %885, float %856)
  %887 = tail call float @llvm.maxnum.f32(float %884, float %857)
  %888 = tail call float @llvm.maxnum.f32(float %887, float %858)
  %889 = bitcast float %886 to i32
  %890 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %889, i32 2, i32 31)
  %891 = bitcast i32 %890 to float
  %892 = tail call float @llvm.maxnum.f32(float %886, float %891)
  %893 = bitcast float %888 to i32
  %894 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %893, i32 2, i32 31)
  %895 = bitcast i32 %894 to float
  %896 = tail call float @llvm.maxnum.f32(float %888, float %895)
  %897 = bitcast float %892 to i32
  %898 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %897, i32 1, i32 31)
  %899 = bitcast i32 %898 to float
  %900 = tail call float @llvm.maxnum.f32(float %892, float %899)
  %901 = bitcast float %896 to i32
  %902 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %901, i32 1, i32 31)
  %903 = bitcast i32 %902 to float
  %904 = tail call float @llvm.maxnum.f32(float %896, float %903)
  %905 = tail call float @llvm.maxnum.f32(float %535, float %900)
  %906 = tail call float @llvm.maxnum.f32(float %534, float %904)
  %907 = fsub float %827, %905
  %908 = fsub float %828, %905
  %909 = fsub float %829, %906
  %910 = fsub float %830, %906
  %911 = fsub float %831, %905
  %912 = fsub float %832, %905
  %913 = fsub float %833, %906
  %914 = fsub float %834, %906
  %915 = fsub float %835, %905
  %916 = fsub float %836, %905
  %917 = fsub float %837, %906
  %918 = fsub float %838, %906
  %919 = fsub float %839, %905
  %920 = fsub float %840, %905
  %921 = fsub float %841, %906
  %922 = fsub float %842, %906
  %923 = fsub float %843, %905
  %924 = fsub float %844, %905
  %925 = fsub float %845, %906
  %926 = fsub float %846, %906
  %927 = fsub float %847, %905
  %928 = fsub float %848, %905
  %929 = fsub float %849, %906
  %930 = fsub float %850, %906
  %931 = fsub float %851, %905
  %932 = fsub float %852, %905
  %933 = fsub float %853, %906
  %934 = fsub float %854, %906
  %935 = fsub float %855, %905
  %936 = fsub float %856, %905
  %937 = fsub float %857, %906
  %938 = fsub float %858, %906
  %939 = tail call float @llvm.nvvm.ex2.approx.f32(float %907)
  %940 = tail call float @llvm.nvvm.ex2.approx.f32(float %908)
  %941 = tail call float @llvm.nvvm.ex2.approx.f32(float %909)
  %942 = tail call float @llvm.nvvm.ex2.approx.f32(float %910)
  %943 = tail call float @llvm.nvvm.ex2.approx.f32(float %911)
  %944 = tail call float @llvm.nvvm.ex2.approx.f32(float %912)
  %945 = tail call float @llvm.nvvm.ex2.approx.f32(float %913)
  %946 = tail call float @llvm.nvvm.ex2.approx.f32(float %914)
  %947 = tail call float @llvm.nvvm.ex2.approx.f32(float %915)
  %948 = tail call float @llvm.nvvm.ex2.approx.f32(float %916)
  %949 = tail call float @llvm.nvvm.ex2.approx.f32(float %917)
  %950 = tail call float @llvm.nvvm.ex2.approx.f32(float %918)
  %951 = tail call float @llvm.nvvm.ex2.approx.f32(float %919)
  %952 = tail call float @llvm.nvvm.ex2.approx.f32(float %920)
  %953 = tail call float @llvm.nvvm.ex2.approx.f32(float %921)
  %954 = tail call float @llvm.nvvm.ex2.approx.f32(float %922)
  %955 = tail call float @llvm.nvvm.ex2.approx.f32(float %923)
  %956 = tail call float @llvm.nvvm.ex2.approx.f32(float %924)
  %957 = tail call float @llvm.nvvm.ex2.approx.f32(float %925)
  %958 = tail call float @llvm.nvvm.ex2.approx.f32(float %926)
  %959 = tail call float @llvm.nvvm.ex2.approx.f32(float %927)
  %960 = tail call float @llvm.nvvm.ex2.approx.f32(float %928)
  %961 = tail call float @llvm.nvvm.ex2.approx.f32(float %929)
  %962 = tail call float @llvm.nvvm.ex2.approx.f32(float %930)
  %963 = tail call float @llvm.nvvm.ex2.approx.f32(float %931)
  %964 = tail call float @llvm.nvvm.ex2.approx.f32(float %932)
  %965 = tail call float @llvm.nvvm.ex2.approx.f32(float %933)
  %966 = tail call float @llvm.nvvm.ex2.approx.f32(float %934)
  %967 = tail call float @llvm.nvvm.ex2.approx.f32(float %935)
  %968 = tail call float @llvm.nvvm.ex2.approx.f32(float %936)
  %969 = tail call float @llvm.nvvm.ex2.approx.f32(float %937)
  %970 = tail call float @llvm.nvvm.ex2.approx.f32(float %938)
  %971 = fsub float %535, %905
  %972 = fsub float %534, %906
  %973 = tail call float @llvm.nvvm.ex2.approx.f32(float %971)
  %974 = tail call float @llvm.nvvm.ex2.approx.f32(float %972)
  %975 = fmul float %569, %973
  %976 = fmul float %568, %974
  %977 = fadd float %939, %940
  %978 = fadd float %941, %942
  %979 = fadd float %977, %943
  %980 = fadd float %979, %944
  %981 = fadd float %978, %945
  %982 = fadd float %981, %946
  %983 = fadd float %980, %947
  %984 = fadd float %983, %948
  %985 = fadd float %982, %949
  %986 = fadd float %985, %950
  %987 = fadd float %984, %951
  %988 = fadd float %987, %952
  %989 = fadd float %986, %953
  %990 = fadd float %989, %954
  %991 = fadd float %988, %955
  %992 = fadd float %991, %956
  %993 = fadd float %990, %957
  %994 = fadd float %993, %958
  %995 = fadd float %992, %959
  %996 = fadd float %995, %960
  %997 = fadd float %994, %961
  %998 = fadd float %997, %962
  %999 = fadd float %996, %963
  %1000 = fadd float %999, %964
  %1001 = fadd float %998, %965
  %1002 = fadd float %1001, %966
  %1003 = fadd float %1000, %967
  %1004 = fadd float %1003, %968
  %1005 = fadd float %1002, %969
  %1006 = fadd float %1005, %970
  %1007 = bitcast float %1004 to i32
  %1008 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1007, i32 2, i32 31)
  %1009 = bitcast i32 %1008 to float
  %1010 = fadd float %1004, %1009
  %1011 = bitcast float %1006 to i32
  %1012 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1011, i32 2, i32 31)
  %1013 = bitcast i32 %1012 to float
  %1014 = fadd float %1006, %1013
  %1015 = bitcast float %1010 to i32
  %1016 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1015, i32 1, i32 31)
  %1017 = bitcast i32 %1016 to float
  %1018 = fadd float %1010, %1017
  %1019 = bitcast float %1014 to i32
  %1020 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1019, i32 1, i32 31)
  %1021 = bitcast i32 %1020 to float
  %1022 = fadd float %1014, %1021
  %1023 = fadd float %975, %1018
  %1024 = fadd float %976, %1022
  %1025 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 24576), i64 %577
  %1026 = fptrunc float %939 to bfloat
  %1027 = fptrunc float %940 to bfloat
  %1028 = fptrunc float %941 to bfloat
  %1029 = fptrunc float %942 to bfloat
  %1030 = fptrunc float %943 to bfloat
  %1031 = fptrunc float %944 to bfloat
  %1032 = fptrunc float %945 to bfloat
  %1033 = fptrunc float %946 to bfloat
  %1034 = fptrunc float %947 to bfloat
  %1035 = fptrunc float %948 to bfloat
  %1036 = fptrunc float %949 to bfloat
  %1037 = fptrunc float %950 to bfloat
  %1038 = fptrunc float %951 to bfloat
  %1039 = fptrunc float %952 to bfloat
  %1040 = fptrunc float %953 to bfloat
  %1041 = fptrunc float %954 to bfloat
  %1042 = fptrunc float %955 to bfloat
  %1043 = fptrunc float %956 to bfloat
  %1044 = fptrunc float %957 to bfloat
  %1045 = fptrunc float %958 to bfloat
  %1046 = fptrunc float %959 to bfloat
  %1047 = fptrunc float %960 to bfloat
  %1048 = fptrunc float %961 to bfloat
  %1049 = fptrunc float %962 to bfloat
  %1050 = fptrunc float %963 to bfloat
  %1051 = fptrunc float %964 to bfloat
  %1052 = fptrunc float %965 to bfloat
  %1053 = fptrunc float %966 to bfloat
  %1054 = fptrunc float %967 to bfloat
  %1055 = fptrunc float %968 to bfloat
  %1056 = fptrunc float %969 to bfloat
  %1057 = fptrunc float %970 to bfloat
  %1058 = fmul float %567, %973
  %1059 = fmul float %566, %973
  %1060 = fmul float %565, %974
  %1061 = fmul float %564, %974
  %1062 = fmul float %563, %973
  %1063 = fmul float %562, %973
  %1064 = fmul float %561, %974
  %1065 = fmul float %560, %974
  %1066 = fmul float %559, %973
  %1067 = fmul float %558, %973
  %1068 = fmul float %557, %974
  %1069 = fmul float %556, %974
  %1070 = fmul float %555, %973
  %1071 = fmul float %554, %973
  %1072 = fmul float %553, %974
  %1073 = fmul float %552, %974
  %1074 = fmul float %551, %973
  %1075 = fmul float %550, %973
  %1076 = fmul float %549, %974
  %1077 = fmul float %548, %974
  %1078 = fmul float %547, %973
  %1079 = fmul float %546, %973
  %1080 = fmul float %545, %974
  %1081 = fmul float %544, %974
  %1082 = fmul float %543, %973
  %1083 = fmul float %542, %973
  %1084 = fmul float %541, %974
  %1085 = fmul float %540, %974
  %1086 = fmul float %539, %973
  %1087 = fmul float %538, %973
  %1088 = fmul float %537, %974
  %1089 = fmul float %536, %974
  %1090 = insertelement <2 x bfloat> poison, bfloat %1026, i64 0
  %1091 = insertelement <2 x bfloat> %1090, bfloat %1027, i64 1
  %1092 = bitcast <2 x bfloat> %1091 to i32
  %1093 = insertelement <2 x bfloat> poison, bfloat %1028, i64 0
  %1094 = insertelement <2 x bfloat> %1093, bfloat %1029, i64 1
  %1095 = bitcast <2 x bfloat> %1094 to i32
  %1096 = insertelement <2 x bfloat> poison, bfloat %1030, i64 0
  %1097 = insertelement <2 x bfloat> %1096, bfloat %1031, i64 1
  %1098 = bitcast <2 x bfloat> %1097 to i32
  %1099 = insertelement <2 x bfloat> poison, bfloat %1032, i64 0
  %1100 = insertelement <2 x bfloat> %1099, bfloat %1033, i64 1
  %1101 = bitcast <2 x bfloat> %1100 to i32
  %1102 = insertelement <2 x bfloat> poison, bfloat %1034, i64 0
  %1103 = insertelement <2 x bfloat> %1102, bfloat %1035, i64 1
  %1104 = bitcast <2 x bfloat> %1103 to i32
  %1105 = insertelement <2 x bfloat> poison, bfloat %1036, i64 0
  %1106 = insertelement <2 x bfloat> %1105, bfloat %1037, i64 1
  %1107 = bitcast <2 x bfloat> %1106 to i32
  %1108 = insertelement <2 x bfloat> poison, bfloat %1038, i64 0
  %1109 = insertelement <2 x bfloat> %1108, bfloat %1039, i64 1
  %1110 = bitcast <2 x bfloat> %1109 to i32
  %1111 = insertelement <2 x bfloat> poison, bfloat %1040, i64 0
  %1112 = insertelement <2 x bfloat> %1111, bfloat %1041, i64 1
  %1113 = bitcast <2 x bfloat> %1112 to i32
  %1114 = insertelement <2 x bfloat> poison, bfloat %1042, i64 0
  %1115 = insertelement <2 x bfloat> %1114, bfloat %1043, i64 1
  %1116 = bitcast <2 x bfloat> %1115 to i32
  %1117 = insertelement <2 x bfloat> poison, bfloat %1044, i64 0
  %1118 = insertelement <2 x bfloat> %1117, bfloat %1045, i64 1
  %1119 = bitcast <2 x bfloat> %1118 to i32
  %1120 = insertelement <2 x bfloat> poison, bfloat %1046, i64 0
  %1121 = insertelement <2 x bfloat> %1120, bfloat %1047, i64 1
  %1122 = bitcast <2 x bfloat> %1121 to i32
  %1123 = insertelement <2 x bfloat> poison, bfloat %1048, i64 0
  %1124 = insertelement <2 x bfloat> %1123, bfloat %1049, i64 1
  %1125 = bitcast <2 x bfloat> %1124 to i32
  %1126 = insertelement <2 x bfloat> poison, bfloat %1050, i64 0
  %1127 = insertelement <2 x bfloat> %1126, bfloat %1051, i64 1
  %1128 = bitcast <2 x bfloat> %1127 to i32
  %1129 = insertelement <2 x bfloat> poison, bfloat %1052, i64 0
  %1130 = insertelement <2 x bfloat> %1129, bfloat %1053, i64 1
  %1131 = bitcast <2 x bfloat> %1130 to i32
  %1132 = insertelement <2 x bfloat> poison, bfloat %1054, i64 0
  %1133 = insertelement <2 x bfloat> %1132, bfloat %1055, i64 1
  %1134 = bitcast <2 x bfloat> %1133 to i32
  %1135 = insertelement <2 x bfloat> poison, bfloat %1056, i64 0
  %1136 = insertelement <2 x bfloat> %1135, bfloat %1057, i64 1
  %1137 = bitcast <2 x bfloat> %1136 to i32
  tail call void asm sideeffect "wgmma.fence.sync.aligned;", ""() #6
  %1138 = ptrtoint ptr addrspace(3) %1025 to i64
  %1139 = lshr exact i64 %1138, 4
  %1140 = and i64 %1139, 16320
  %1141 = or disjoint i64 %1140, 4611686293338849280
  %1142 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $37, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, {$32, $33, $34, $35}, $36, p, 1, 1, 1;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,r,r,r,r,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i32 %1092, i32 %1095, i32 %1098, i32 %1101, i64 %1141, i32 1, float %1058, float %1059, float %1060, float %1061, float %1062, float %1063, float %1064, float %1065, float %1066, float %1067, float %1068, float %1069, float %1070, float %1071, float %1072, float %1073, float %1074, float %1075, float %1076, float %1077, float %1078, float %1079, float %1080, float %1081, float %1082, float %1083, float %1084, float %1085, float %1086, float %1087, float %1088, float %1089) #6
  %1143 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1142, 0
  %1144 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1142, 1
  %1145 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1142, 2
  %1146 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1142, 3
  %1147 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1142, 4
  %1148 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1142, 5
  %1149 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1142, 6
  %1150 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1142, 7
  %1151 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1142, 8
  %1152 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1142, 9
  %1153 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1142, 10
  %1154 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1142, 11
  %1155 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1142, 12
  %1156 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1142, 13
  %1157 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1142, 14
  %1158 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1142, 15
  %1159 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1142, 16
  %1160 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1142, 17
  %1161 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1142, 18
  %1162 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1142, 19
  %1163 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1142, 20
  %1164 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1142, 21
  %1165 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1142, 22
  %1166 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1142, 23
  %1167 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1142, 24
  %1168 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1142, 25
  %1169 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1142, 26
  %1170 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1142, 27
  %1171 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1142, 28
  %1172 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1142, 29
  %1173 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1142, 30
  %1174 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1142, 31
  %1175 = getelementptr i8, ptr addrspace(3) %1025, i64 2048
  %1176 = ptrtoint ptr addrspace(3) %1175 to i64
  %1177 = lshr exact i64 %1176, 4
  %1178 = and i64 %1177, 16383
  %1179 = or disjoint i64 %1178, 4611686293338849280
  %1180 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $37, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, {$32, $33, $34, $35}, $36, p, 1, 1, 1;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,r,r,r,r,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i32 %1104, i32 %1107, i32 %1110, i32 %1113, i64 %1179, i32 1, float %1143, float %1144, float %1145, float %1146, float %1147, float %1148, float %1149, float %1150, float %1151, float %1152, float %1153, float %1154, float %1155, float %1156, float %1157, float %1158, float %1159, float %1160, float %1161, float %1162, float %1163, float %1164, float %1165, float %1166, float %1167, float %1168, float %1169, float %1170, float %1171, float %1172, float %1173, float %1174) #6
  %1181 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1180, 0
  %1182 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1180, 1
  %1183 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1180, 2
  %1184 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1180, 3
  %1185 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1180, 4
  %1186 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1180, 5
  %1187 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1180, 6
  %1188 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1180, 7
  %1189 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1180, 8
  %1190 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1180, 9
  %1191 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1180, 10
  %1192 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1180, 11
  %1193 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1180, 12
  %1194 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1180, 13
  %1195 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1180, 14
  %1196 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1180, 15
  %1197 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1180, 16
  %1198 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1180, 17
  %1199 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1180, 18
  %1200 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1180, 19
  %1201 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1180, 20
  %1202 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1180, 21
  %1203 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1180, 22
  %1204 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1180, 23
  %1205 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1180, 24
  %1206 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1180, 25
  %1207 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1180, 26
  %1208 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1180, 27
  %1209 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1180, 28
  %1210 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1180, 29
  %1211 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1180, 30
  %1212 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1180, 31
  %1213 = getelementptr i8, ptr addrspace(3) %1025, i64 4096
  %1214 = ptrtoint ptr addrspace(3) %1213 to i64
  %1215 = lshr exact i64 %1214, 4
  %1216 = and i64 %1215, 16383
  %1217 = or disjoint i64 %1216, 4611686293338849280
  %1218 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $37, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, {$32, $33, $34, $35}, $36, p, 1, 1, 1;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,r,r,r,r,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i32 %1116, i32 %1119, i32 %1122, i32 %1125, i64 %1217, i32 1, float %1181, float %1182, float %1183, float %1184, float %1185, float %1186, float %1187, float %1188, float %1189, float %1190, float %1191, float %1192, float %1193, float %1194, float %1195, float %1196, float %1197, float %1198, float %1199, float %1200, float %1201, float %1202, float %1203, float %1204, float %1205, float %1206, float %1207, float %1208, float %1209, float %1210, float %1211, float %1212) #6
  %1219 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1218, 0
  %1220 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1218, 1
  %1221 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1218, 2
  %1222 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1218, 3
  %1223 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1218, 4
  %1224 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1218, 5
  %1225 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1218, 6
  %1226 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1218, 7
  %1227 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1218, 8
  %1228 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1218, 9
  %1229 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1218, 10
  %1230 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1218, 11
  %1231 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1218, 12
  %1232 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1218, 13
  %1233 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1218, 14
  %1234 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1218, 15
  %1235 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1218, 16
  %1236 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1218, 17
  %1237 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1218, 18
  %1238 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1218, 19
  %1239 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1218, 20
  %1240 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1218, 21
  %1241 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1218, 22
  %1242 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1218, 23
  %1243 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1218, 24
  %1244 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1218, 25
  %1245 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1218, 26
  %1246 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1218, 27
  %1247 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1218, 28
  %1248 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1218, 29
  %1249 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1218, 30
  %1250 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1218, 31
  %1251 = getelementptr i8, ptr addrspace(3) %1025, i64 6144
  %1252 = ptrtoint ptr addrspace(3) %1251 to i64
  %1253 = lshr exact i64 %1252, 4
  %1254 = and i64 %1253, 16383
  %1255 = or disjoint i64 %1254, 4611686293338849280
  %1256 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $37, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, {$32, $33, $34, $35}, $36, p, 1, 1, 1;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,r,r,r,r,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i32 %1128, i32 %1131, i32 %1134, i32 %1137, i64 %1255, i32 1, float %1219, float %1220, float %1221, float %1222, float %1223, float %1224, float %1225, float %1226, float %1227, float %1228, float %1229, float %1230, float %1231, float %1232, float %1233, float %1234, float %1235, float %1236, float %1237, float %1238, float %1239, float %1240, float %1241, float %1242, float %1243, float %1244, float %1245, float %1246, float %1247, float %1248, float %1249, float %1250) #6
  %1257 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1256, 0
  %1258 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1256, 1
  %1259 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1256, 2
  %1260 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1256, 3
  %1261 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1256, 4
  %1262 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1256, 5
  %1263 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1256, 6
  %1264 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1256, 7
  %1265 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1256, 8
  %1266 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1256, 9
  %1267 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1256, 10
  %1268 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1256, 11
  %1269 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1256, 12
  %1270 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1256, 13
  %1271 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1256, 14
  %1272 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1256, 15
  %1273 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1256, 16
  %1274 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1256, 17
  %1275 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1256, 18
  %1276 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1256, 19
  %1277 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1256, 20
  %1278 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1256, 21
  %1279 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1256, 22
  %1280 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1256, 23
  %1281 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1256, 24
  %1282 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1256, 25
  %1283 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1256, 26
  %1284 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1256, 27
  %1285 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1256, 28
  %1286 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1256, 29
  %1287 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1256, 30
  %1288 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1256, 31
  tail call void asm sideeffect "wgmma.commit_group.sync.aligned;", ""() #6
  %1289 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.wait_group.sync.aligned 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(float %1257, float %1258, float %1259, float %1260, float %1261, float %1262, float %1263, float %1264, float %1265, float %1266, float %1267, float %1268, float %1269, float %1270, float %1271, float %1272, float %1273, float %1274, float %1275, float %1276, float %1277, float %1278, float %1279, float %1280, float %1281, float %1282, float %1283, float %1284, float %1285, float %1286, float %1287, float %1288) #6
  %1290 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1289, 0
  %1291 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1289, 1
  %1292 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1289, 2
  %1293 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1289, 3
  %1294 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1289, 4
  %1295 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1289, 5
  %1296 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1289, 6
  %1297 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1289, 7
  %1298 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1289, 8
  %1299 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1289, 9
  %1300 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1289, 10
  %1301 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1289, 11
  %1302 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1289, 12
  %1303 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1289, 13
  %1304 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1289, 14
  %1305 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1289, 15
  %1306 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1289, 16
  %1307 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1289, 17
  %1308 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1289, 18
  %1309 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1289, 19
  %1310 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1289, 20
  %1311 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1289, 21
  %1312 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1289, 22
  %1313 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1289, 23
  %1314 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1289, 24
  %1315 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1289, 25
  %1316 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1289, 26
  %1317 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1289, 27
  %1318 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1289, 28
  %1319 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1289, 29
  %1320 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1289, 30
  %1321 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1289, 31
  %1322 = icmp slt i32 %573, %4
  %1323 = shl nuw nsw i32 %575, 13
  %1324 = zext nneg i32 %1323 to i64
  %1325 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %1324
  %1326 = or disjoint i32 %573, %14
  %1327 = add i32 %1326, %11
  %1328 = shl i32 %1327, 6
  %1329 = or disjoint i32 %1328, %30
  %1330 = sext i32 %1329 to i64
  %1331 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1330
  %1332 = ptrtoint ptr addrspace(1) %1331 to i64
  %1333 = and i64 %1332, 15
  %1334 = icmp eq i64 %1333, 0
  %1335 = icmp slt i32 %1326, %4
  %1336 = and i1 %1322, %1335
  %1337 = select i1 %1336, i32 16, i32 0
  %1338 = getelementptr i8, ptr addrspace(3) %1325, i64 %127
  br i1 %1334, label %1340, label %.preheader47

.preheader47:                                     ; preds = %533
  %1339 = zext i1 %1336 to i32
  %invariant.op418 = or i32 %1328, %30
  br label %1344

1340:                                             ; preds = %533
  %1341 = select i1 %1336, ptr addrspace(1) %1331, ptr addrspace(1) %1
  %1342 = ptrtoint ptr addrspace(3) %1338 to i64
  %1343 = trunc i64 %1342 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1343, ptr addrspace(1) %1341, i32 %1337) #6
  br label %.loopexit48

1344:                                             ; preds = %.preheader47, %1344
  %1345 = phi i64 [ 0, %.preheader47 ], [ %1351, %1344 ]
  %1346 = trunc nuw nsw i64 %1345 to i32
  %.reass280.reass = or i32 %1346, %invariant.op418
  %1347 = sext i32 %.reass280.reass to i64
  %1348 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1347
  %1349 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1348, i32 %1339, i16 0) #6
  %1350 = getelementptr bfloat, ptr addrspace(3) %1338, i64 %1345
  store i16 %1349, ptr addrspace(3) %1350, align 2
  %1351 = add nuw nsw i64 %1345, 1
  %exitcond202.not = icmp eq i64 %1351, 8
  br i1 %exitcond202.not, label %.loopexit48, label %1344

.loopexit48:                                      ; preds = %1344, %1340
  %1352 = or disjoint i32 %573, %18
  %1353 = add i32 %1352, %11
  %1354 = shl i32 %1353, 6
  %1355 = or disjoint i32 %1354, %30
  %1356 = sext i32 %1355 to i64
  %1357 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1356
  %1358 = ptrtoint ptr addrspace(1) %1357 to i64
  %1359 = and i64 %1358, 15
  %1360 = icmp eq i64 %1359, 0
  %1361 = icmp slt i32 %1352, %4
  %1362 = and i1 %1322, %1361
  %1363 = select i1 %1362, i32 16, i32 0
  %1364 = getelementptr i8, ptr addrspace(3) %1325, i64 %154
  br i1 %1360, label %1366, label %.preheader45

.preheader45:                                     ; preds = %.loopexit48
  %1365 = zext i1 %1362 to i32
  %invariant.op419 = or i32 %1354, %30
  br label %1370

1366:                                             ; preds = %.loopexit48
  %1367 = select i1 %1362, ptr addrspace(1) %1357, ptr addrspace(1) %1
  %1368 = ptrtoint ptr addrspace(3) %1364 to i64
  %1369 = trunc i64 %1368 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1369, ptr addrspace(1) %1367, i32 %1363) #6
  br label %.loopexit46

1370:                                             ; preds = %.preheader45, %1370
  %1371 = phi i64 [ 0, %.preheader45 ], [ %1377, %1370 ]
  %1372 = trunc nuw nsw i64 %1371 to i32
  %.reass282.reass = or i32 %1372, %invariant.op419
  %1373 = sext i32 %.reass282.reass to i64
  %1374 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1373
  %1375 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1374, i32 %1365, i16 0) #6
  %1376 = getelementptr bfloat, ptr addrspace(3) %1364, i64 %1371
  store i16 %1375, ptr addrspace(3) %1376, align 2
  %1377 = add nuw nsw i64 %1371, 1
  %exitcond203.not = icmp eq i64 %1377, 8
  br i1 %exitcond203.not, label %.loopexit46, label %1370

.loopexit46:                                      ; preds = %1370, %1366
  %1378 = or disjoint i32 %573, %22
  %1379 = add i32 %1378, %11
  %1380 = shl i32 %1379, 6
  %1381 = or disjoint i32 %1380, %30
  %1382 = sext i32 %1381 to i64
  %1383 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1382
  %1384 = ptrtoint ptr addrspace(1) %1383 to i64
  %1385 = and i64 %1384, 15
  %1386 = icmp eq i64 %1385, 0
  %1387 = icmp slt i32 %1378, %4
  %1388 = and i1 %1322, %1387
  %1389 = select i1 %1388, i32 16, i32 0
  %1390 = getelementptr i8, ptr addrspace(3) %1325, i64 %181
  br i1 %1386, label %1392, label %.preheader43

.preheader43:                                     ; preds = %.loopexit46
  %1391 = zext i1 %1388 to i32
  %invariant.op420 = or i32 %1380, %30
  br label %1396

1392:                                             ; preds = %.loopexit46
  %1393 = select i1 %1388, ptr addrspace(1) %1383, ptr addrspace(1) %1
  %1394 = ptrtoint ptr addrspace(3) %1390 to i64
  %1395 = trunc i64 %1394 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1395, ptr addrspace(1) %1393, i32 %1389) #6
  br label %.loopexit44

1396:                                             ; preds = %.preheader43, %1396
  %1397 = phi i64 [ 0, %.preheader43 ], [ %1403, %1396 ]
  %1398 = trunc nuw nsw i64 %1397 to i32
  %.reass284.reass = or i32 %1398, %invariant.op420
  %1399 = sext i32 %.reass284.reass to i64
  %1400 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1399
  %1401 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1400, i32 %1391, i16 0) #6
  %1402 = getelementptr bfloat, ptr addrspace(3) %1390, i64 %1397
  store i16 %1401, ptr addrspace(3) %1402, align 2
  %1403 = add nuw nsw i64 %1397, 1
  %exitcond204.not = icmp eq i64 %1403, 8
  br i1 %exitcond204.not, label %.loopexit44, label %1396

.loopexit44:                                      ; preds = %1396, %1392
  %1404 = or disjoint i32 %573, %26
  %1405 = add i32 %1404, %11
  %1406 = shl i32 %1405, 6
  %1407 = or disjoint i32 %1406, %30
  %1408 = sext i32 %1407 to i64
  %1409 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1408
  %1410 = ptrtoint ptr addrspace(1) %1409 to i64
  %1411 = and i64 %1410, 15
  %1412 = icmp eq i64 %1411, 0
  %1413 = icmp slt i32 %1404, %4
  %1414 = and i1 %1322, %1413
  %1415 = select i1 %1414, i32 16, i32 0
  %1416 = getelementptr i8, ptr addrspace(3) %1325, i64 %208
  br i1 %1412, label %1418, label %.preheader41

.preheader41:                                     ; preds = %.loopexit44
  %1417 = zext i1 %1414 to i32
  %invariant.op421 = or i32 %1406, %30
  br label %1422

1418:                                             ; preds = %.loopexit44
  %1419 = select i1 %1414, ptr addrspace(1) %1409, ptr addrspace(1) %1
  %1420 = ptrtoint ptr addrspace(3) %1416 to i64
  %1421 = trunc i64 %1420 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1421, ptr addrspace(1) %1419, i32 %1415) #6
  br label %.loopexit42

1422:                                             ; preds = %.preheader41, %1422
  %1423 = phi i64 [ 0, %.preheader41 ], [ %1429, %1422 ]
  %1424 = trunc nuw nsw i64 %1423 to i32
  %.reass286.reass = or i32 %1424, %invariant.op421
  %1425 = sext i32 %.reass286.reass to i64
  %1426 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1425
  %1427 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1426, i32 %1417, i16 0) #6
  %1428 = getelementptr bfloat, ptr addrspace(3) %1416, i64 %1423
  store i16 %1427, ptr addrspace(3) %1428, align 2
  %1429 = add nuw nsw i64 %1423, 1
  %exitcond205.not = icmp eq i64 %1429, 8
  br i1 %exitcond205.not, label %.loopexit42, label %1422

.loopexit42:                                      ; preds = %1422, %1418
  %1430 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 24576), i64 %1324
  %1431 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1330
  %1432 = ptrtoint ptr addrspace(1) %1431 to i64
  %1433 = and i64 %1432, 15
  %1434 = icmp eq i64 %1433, 0
  %1435 = getelementptr i8, ptr addrspace(3) %1430, i64 %127
  br i1 %1434, label %1437, label %.preheader39

.preheader39:                                     ; preds = %.loopexit42
  %1436 = zext i1 %1336 to i32
  %invariant.op422 = or i32 %1328, %30
  br label %1441

1437:                                             ; preds = %.loopexit42
  %1438 = select i1 %1336, ptr addrspace(1) %1431, ptr addrspace(1) %2
  %1439 = ptrtoint ptr addrspace(3) %1435 to i64
  %1440 = trunc i64 %1439 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1440, ptr addrspace(1) %1438, i32 %1337) #6
  br label %.loopexit40

1441:                                             ; preds = %.preheader39, %1441
  %1442 = phi i64 [ 0, %.preheader39 ], [ %1448, %1441 ]
  %1443 = trunc nuw nsw i64 %1442 to i32
  %.reass288.reass = or i32 %1443, %invariant.op422
  %1444 = sext i32 %.reass288.reass to i64
  %1445 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1444
  %1446 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1445, i32 %1436, i16 0) #6
  %1447 = getelementptr bfloat, ptr addrspace(3) %1435, i64 %1442
  store i16 %1446, ptr addrspace(3) %1447, align 2
  %1448 = add nuw nsw i64 %1442, 1
  %exitcond206.not = icmp eq i64 %1448, 8
  br i1 %exitcond206.not, label %.loopexit40, label %1441

.loopexit40:                                      ; preds = %1441, %1437
  %1449 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1356
  %1450 = ptrtoint ptr addrspace(1) %1449 to i64
  %1451 = and i64 %1450, 15
  %1452 = icmp eq i64 %1451, 0
  %1453 = getelementptr i8, ptr addrspace(3) %1430, i64 %154
  br i1 %1452, label %1455, label %.preheader37

.preheader37:                                     ; preds = %.loopexit40
  %1454 = zext i1 %1362 to i32
  %invariant.op423 = or i32 %1354, %30
  br label %1459

1455:                                             ; preds = %.loopexit40
  %1456 = select i1 %1362, ptr addrspace(1) %1449, ptr addrspace(1) %2
  %1457 = ptrtoint ptr addrspace(3) %1453 to i64
  %1458 = trunc i64 %1457 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1458, ptr addrspace(1) %1456, i32 %1363) #6
  br label %.loopexit38

1459:                                             ; preds = %.preheader37, %1459
  %1460 = phi i64 [ 0, %.preheader37 ], [ %1466, %1459 ]
  %1461 = trunc nuw nsw i64 %1460 to i32
  %.reass290.reass = or i32 %1461, %invariant.op423
  %1462 = sext i32 %.reass290.reass to i64
  %1463 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1462
  %1464 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1463, i32 %1454, i16 0) #6
  %1465 = getelementptr bfloat, ptr addrspace(3) %1453, i64 %1460
  store i16 %1464, ptr addrspace(3) %1465, align 2
  %1466 = add nuw nsw i64 %1460, 1
  %exitcond207.not = icmp eq i64 %1466, 8
  br i1 %exitcond207.not, label %.loopexit38, label %1459

.loopexit38:                                      ; preds = %1459, %1455
  %1467 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1382
  %1468 = ptrtoint ptr addrspace(1) %1467 to i64
  %1469 = and i64 %1468, 15
  %1470 = icmp eq i64 %1469, 0
  %1471 = getelementptr i8, ptr addrspace(3) %1430, i64 %181
  br i1 %1470, label %1473, label %.preheader35

.preheader35:                                     ; preds = %.loopexit38
  %1472 = zext i1 %1388 to i32
  %invariant.op424 = or i32 %1380, %30
  br label %1477

1473:                                             ; preds = %.loopexit38
  %1474 = select i1 %1388, ptr addrspace(1) %1467, ptr addrspace(1) %2
  %1475 = ptrtoint ptr addrspace(3) %1471 to i64
  %1476 = trunc i64 %1475 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1476, ptr addrspace(1) %1474, i32 %1389) #6
  br label %.loopexit36

1477:                                             ; preds = %.preheader35, %1477
  %1478 = phi i64 [ 0, %.preheader35 ], [ %1484, %1477 ]
  %1479 = trunc nuw nsw i64 %1478 to i32
  %.reass292.reass = or i32 %1479, %invariant.op424
  %1480 = sext i32 %.reass292.reass to i64
  %1481 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1480
  %1482 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1481, i32 %1472, i16 0) #6
  %1483 = getelementptr bfloat, ptr addrspace(3) %1471, i64 %1478
  store i16 %1482, ptr addrspace(3) %1483, align 2
  %1484 = add nuw nsw i64 %1478, 1
  %exitcond208.not = icmp eq i64 %1484, 8
  br i1 %exitcond208.not, label %.loopexit36, label %1477

.loopexit36:                                      ; preds = %1477, %1473
  %1485 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1408
  %1486 = ptrtoint ptr addrspace(1) %1485 to i64
  %1487 = and i64 %1486, 15
  %1488 = icmp eq i64 %1487, 0
  %1489 = getelementptr i8, ptr addrspace(3) %1430, i64 %208
  br i1 %1488, label %1491, label %.preheader

.preheader:                                       ; preds = %.loopexit36
  %1490 = zext i1 %1414 to i32
  %invariant.op425 = or i32 %1406, %30
  br label %1495

1491:                                             ; preds = %.loopexit36
  %1492 = select i1 %1414, ptr addrspace(1) %1485, ptr addrspace(1) %2
  %1493 = ptrtoint ptr addrspace(3) %1489 to i64
  %1494 = trunc i64 %1493 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1494, ptr addrspace(1) %1492, i32 %1415) #6
  br label %.loopexit

1495:                                             ; preds = %.preheader, %1495
  %1496 = phi i64 [ 0, %.preheader ], [ %1502, %1495 ]
  %1497 = trunc nuw nsw i64 %1496 to i32
  %.reass294.reass = or i32 %1497, %invariant.op425
  %1498 = sext i32 %.reass294.reass to i64
  %1499 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1498
  %1500 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1499, i32 %1490, i16 0) #6
  %1501 = getelementptr bfloat, ptr addrspace(3) %1489, i64 %1496
  store i16 %1500, ptr addrspace(3) %1501, align 2
  %1502 = add nuw nsw i64 %1496, 1
  %exitcond209.not = icmp eq i64 %1502, 8
  br i1 %exitcond209.not, label %.loopexit, label %1495

.loopexit:                                        ; preds = %1495, %1491
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #6
  %1503 = add i32 %570, 64
  %1504 = icmp slt i32 %1503, %4
  br i1 %1504, label %533, label %._crit_edge

._crit_edge:                                      ; preds = %.loopexit, %.loopexit50.._crit_edge_crit_edge
  %.pre-phi211 = phi i32 [ %.pre210, %.loopexit50.._crit_edge_crit_edge ], [ %532, %.loopexit ]
  %.lcssa115 = phi float [ 0.000000e+00, %.loopexit50.._crit_edge_crit_edge ], [ %1023, %.loopexit ]
  %.lcssa114 = phi float [ 0.000000e+00, %.loopexit50.._crit_edge_crit_edge ], [ %1024, %.loopexit ]
  %.lcssa113 = phi float [ 0.000000e+00, %.loopexit50.._crit_edge_crit_edge ], [ %1290, %.loopexit ]
  %.lcssa112 = phi float [ 0.000000e+00, %.loopexit50.._crit_edge_crit_edge ], [ %1291, %.loopexit ]
  %.lcssa111 = phi float [ 0.000000e+00, %.loopexit50.._crit_edge_crit_edge ], [ %1292, %.loopexit ]
  %.lcssa110 = phi float [ 0.000000e+00, %.loopexit50.._crit_edge_crit_edge ], [ %1293, %.loopexit ]
  %.lcssa109 = phi float [ 0.000000e+00, %.loopexit50.._crit_edge_crit_edge ], [ %1294, %.loopexit ]
  %.lcssa108 = phi float [ 0.000000e+00, %.loopexit50.._crit_edge_crit_edge ], [ %1295, %.loopexit ]
  %.lcssa107 = phi float [ 0.000000e+00, %.loopexit50.._crit_edge_crit_edge ], [ %1296, %.loopexit ]
  %.lcssa106 = phi float [ 0.000000e+00, %.loopexit50.._crit_edge_crit_edge ], [ %1297, %.loopexit ]
  %.lcssa105 = phi float [ 0.000000e+00, %.loopexit50.._crit_edge_crit_edge ], [ %1298, %.loopexit ]
  %.lcssa104 = phi float [ 0.000000e+00, %.loopexit50.._crit_edge_crit_edge ], [ %1299, %.loopexit ]
  %.lcssa103 = phi float [ 0.000000e+00, %.loopexit50.._crit_edge_crit_edge ], [ %1300, %.loopexit ]
  %.lcssa102 = phi float [ 0.000000e+00, %.loopexit50.._crit_edge_crit_edge ], [ %1301, %.loopexit ]
  %.lcssa101 = phi float [ 0.000000e+00, %.loopexit50.._crit_edge_crit_edge ], [ %1302, %.loopexit ]
  %.lcssa100 = phi float [ 0.000000e+00, %.loopexit50.._crit_edge_crit_edge ], [ %1303, %.loopexit ]
  %.lcssa99 = phi float [ 0.000000e+00, %.loopexit50.._crit_edge_crit_edge ], [ %1304, %.loopexit ]
  %.lcssa98 = phi float [ 0.000000e+00, %.loopexit50.._crit_edge_crit_edge ], [ %1305, %.loopexit ]
  %.lcssa97 = phi float [ 0.000000e+00, %.loopexit50.._crit_edge_crit_edge ], [ %1306, %.loopexit ]
  %.lcssa96 = phi float [ 0.000000e+00, %.loopexit50.._crit_edge_crit_edge ], [ %1307, %.loopexit ]
  %.lcssa95 = phi float [ 0.000000e+00, %.loopexit50.._crit_edge_crit_edge ], [ %1308, %.loopexit ]
  %.lcssa94 = phi float [ 0.000000e+00, %.loopexit50.._crit_edge_crit_edge ], [ %1309, %.loopexit ]
  %.lcssa93 = phi float [ 0.000000e+00, %.loopexit50.._crit_edge_crit_edge ], [ %1310, %.loopexit ]
  %.lcssa92 = phi float [ 0.000000e+00, %.loopexit50.._crit_edge_crit_edge ], [ %1311, %.loopexit ]
  %.lcssa91 = phi float [ 0.000000e+00, %.loopexit50.._crit_edge_crit_edge ], [ %1312, %.loopexit ]
  %.lcssa90 = phi float [ 0.000000e+00, %.loopexit50.._crit_edge_crit_edge ], [ %1313, %.loopexit ]
  %.lcssa89 = phi float [ 0.000000e+00, %.loopexit50.._crit_edge_crit_edge ], [ %1314, %.loopexit ]
  %.lcssa88 = phi float [ 0.000000e+00, %.loopexit50.._crit_edge_crit_edge ], [ %1315, %.loopexit ]
  %.lcssa87 = phi float [ 0.000000e+00, %.loopexit50.._crit_edge_crit_edge ], [ %1316, %.loopexit ]
  %.lcssa86 = phi float [ 0.000000e+00, %.loopexit50.._crit_edge_crit_edge ], [ %1317, %.loopexit ]
  %.lcssa85 = phi float [ 0.000000e+00, %.loopexit50.._crit_edge_crit_edge ], [ %1318, %.loopexit ]
  %.lcssa84 = phi float [ 0.000000e+00, %.loopexit50.._crit_edge_crit_edge ], [ %1319, %.loopexit ]
  %.lcssa83 = phi float [ 0.000000e+00, %.loopexit50.._crit_edge_crit_edge ], [ %1320, %.loopexit ]
  %.lcssa82 = phi float [ 0.000000e+00, %.loopexit50.._crit_edge_crit_edge ], [ %1321, %.loopexit ]
  %.lcssa81 = phi float [ 0xFFF0000000000000, %.loopexit50.._crit_edge_crit_edge ], [ %905, %.loopexit ]
  %.lcssa = phi float [ 0xFFF0000000000000, %.loopexit50.._crit_edge_crit_edge ], [ %906, %.loopexit ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1505 = lshr i32 %7, 2
  %1506 = and i32 %1505, 7
  %1507 = lshr i32 %7, 1
  %1508 = and i32 %1507, 48
  %1509 = or disjoint i32 %1508, %1506
  %1510 = zext nneg i32 %1509 to i64
  %1511 = getelementptr float, ptr addrspace(3) @attention_smem, i64 %1510
  store float %.lcssa81, ptr addrspace(3) %1511, align 4
  %1512 = or disjoint i32 %1509, 8
  %1513 = zext nneg i32 %1512 to i64
  %1514 = getelementptr float, ptr addrspace(3) @attention_smem, i64 %1513
  store float %.lcssa, ptr addrspace(3) %1514, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  tail call void asm sideeffect "cp.async.wait_group 0;", "~{memory}"() #6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1515 = fdiv float %.lcssa113, %.lcssa115
  %1516 = fdiv float %.lcssa112, %.lcssa115
  %1517 = fdiv float %.lcssa111, %.lcssa114
  %1518 = fdiv float %.lcssa110, %.lcssa114
  %1519 = fdiv float %.lcssa109, %.lcssa115
  %1520 = fdiv float %.lcssa108, %.lcssa115
  %1521 = fdiv float %.lcssa107, %.lcssa114
  %1522 = fdiv float %.lcssa106, %.lcssa114
  %1523 = fdiv float %.lcssa105, %.lcssa115
  %1524 = fdiv float %.lcssa104, %.lcssa115
  %1525 = fdiv float %.lcssa103, %.lcssa114
  %1526 = fdiv float %.lcssa102, %.lcssa114
  %1527 = fdiv float %.lcssa101, %.lcssa115
  %1528 = fdiv float %.lcssa100, %.lcssa115
  %1529 = fdiv float %.lcssa99, %.lcssa114
  %1530 = fdiv float %.lcssa98, %.lcssa114
  %1531 = fdiv float %.lcssa97, %.lcssa115
  %1532 = fdiv float %.lcssa96, %.lcssa115
  %1533 = fdiv float %.lcssa95, %.lcssa114
  %1534 = fdiv float %.lcssa94, %.lcssa114
  %1535 = fdiv float %.lcssa93, %.lcssa115
  %1536 = fdiv float %.lcssa92, %.lcssa115
  %1537 = fdiv float %.lcssa91, %.lcssa114
  %1538 = fdiv float %.lcssa90, %.lcssa114
  %1539 = fdiv float %.lcssa89, %.lcssa115
  %1540 = fdiv float %.lcssa88, %.lcssa115
  %1541 = fdiv float %.lcssa87, %.lcssa114
  %1542 = fdiv float %.lcssa86, %.lcssa114
  %1543 = fdiv float %.lcssa85, %.lcssa115
  %1544 = fdiv float %.lcssa84, %.lcssa115
  %1545 = fdiv float %.lcssa83, %.lcssa114
  %1546 = fdiv float %.lcssa82, %.lcssa114
  %1547 = fptrunc float %1515 to bfloat
  %1548 = fptrunc float %1516 to bfloat
  %1549 = fptrunc float %1517 to bfloat
  %1550 = fptrunc float %1518 to bfloat
  %1551 = fptrunc float %1519 to bfloat
  %1552 = fptrunc float %1520 to bfloat
  %1553 = fptrunc float %1521 to bfloat
  %1554 = fptrunc float %1522 to bfloat
  %1555 = fptrunc float %1523 to bfloat
  %1556 = fptrunc float %1524 to bfloat
  %1557 = fptrunc float %1525 to bfloat
  %1558 = fptrunc float %1526 to bfloat
  %1559 = fptrunc float %1527 to bfloat
  %1560 = fptrunc float %1528 to bfloat
  %1561 = fptrunc float %1529 to bfloat
  %1562 = fptrunc float %1530 to bfloat
  %1563 = fptrunc float %1531 to bfloat
  %1564 = fptrunc float %1532 to bfloat
  %1565 = fptrunc float %1533 to bfloat
  %1566 = fptrunc float %1534 to bfloat
  %1567 = fptrunc float %1535 to bfloat
  %1568 = fptrunc float %1536 to bfloat
  %1569 = fptrunc float %1537 to bfloat
  %1570 = fptrunc float %1538 to bfloat
  %1571 = fptrunc float %1539 to bfloat
  %1572 = fptrunc float %1540 to bfloat
  %1573 = fptrunc float %1541 to bfloat
  %1574 = fptrunc float %1542 to bfloat
  %1575 = fptrunc float %1543 to bfloat
  %1576 = fptrunc float %1544 to bfloat
  %1577 = fptrunc float %1545 to bfloat
  %1578 = fptrunc float %1546 to bfloat
  %1579 = or disjoint i32 %1509, %12
  %1580 = add i32 %11, %1579
  %1581 = shl i32 %1580, 6
  %1582 = or disjoint i32 %1581, %.pre-phi211
  %1583 = sext i32 %1582 to i64
  %1584 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1583
  %1585 = icmp slt i32 %1579, %4
  %1586 = ptrtoint ptr addrspace(1) %1584 to i64
  %1587 = and i64 %1586, 3
  %1588 = icmp eq i64 %1587, 0
  %1589 = and i1 %1585, %1588
  %1590 = xor i1 %1585, %1589
  %1591 = zext i1 %1589 to i32
  %1592 = bitcast bfloat %1547 to i16
  %1593 = bitcast bfloat %1548 to i16
  %1594 = zext i1 %1590 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1591, i16 %1592, i16 %1593, ptr addrspace(1) %1584, i32 %1594, i32 %1594) #6
  %1595 = or disjoint i32 %1512, %12
  %1596 = add i32 %11, %1595
  %1597 = shl i32 %1596, 6
  %1598 = or disjoint i32 %1597, %.pre-phi211
  %1599 = sext i32 %1598 to i64
  %1600 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1599
  %1601 = icmp slt i32 %1595, %4
  %1602 = ptrtoint ptr addrspace(1) %1600 to i64
  %1603 = and i64 %1602, 3
  %1604 = icmp eq i64 %1603, 0
  %1605 = and i1 %1601, %1604
  %1606 = xor i1 %1601, %1605
  %1607 = zext i1 %1605 to i32
  %1608 = bitcast bfloat %1549 to i16
  %1609 = bitcast bfloat %1550 to i16
  %1610 = zext i1 %1606 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1607, i16 %1608, i16 %1609, ptr addrspace(1) %1600, i32 %1610, i32 %1610) #6
  %1611 = or disjoint i32 %.pre-phi211, 8
  %1612 = or disjoint i32 %1581, %1611
  %1613 = sext i32 %1612 to i64
  %1614 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1613
  %1615 = ptrtoint ptr addrspace(1) %1614 to i64
  %1616 = and i64 %1615, 3
  %1617 = icmp eq i64 %1616, 0
  %1618 = and i1 %1585, %1617
  %1619 = xor i1 %1585, %1618
  %1620 = zext i1 %1618 to i32
  %1621 = bitcast bfloat %1551 to i16
  %1622 = bitcast bfloat %1552 to i16
  %1623 = zext i1 %1619 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1620, i16 %1621, i16 %1622, ptr addrspace(1) %1614, i32 %1623, i32 %1623) #6
  %1624 = or disjoint i32 %1597, %1611
  %1625 = sext i32 %1624 to i64
  %1626 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1625
  %1627 = ptrtoint ptr addrspace(1) %1626 to i64
  %1628 = and i64 %1627, 3
  %1629 = icmp eq i64 %1628, 0
  %1630 = and i1 %1601, %1629
  %1631 = xor i1 %1601, %1630
  %1632 = zext i1 %1630 to i32
  %1633 = bitcast bfloat %1553 to i16
  %1634 = bitcast bfloat %1554 to i16
  %1635 = zext i1 %1631 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1632, i16 %1633, i16 %1634, ptr addrspace(1) %1626, i32 %1635, i32 %1635) #6
  %1636 = or disjoint i32 %.pre-phi211, 16
  %1637 = or disjoint i32 %1581, %1636
  %1638 = sext i32 %1637 to i64
  %1639 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1638
  %1640 = ptrtoint ptr addrspace(1) %1639 to i64
  %1641 = and i64 %1640, 3
  %1642 = icmp eq i64 %1641, 0
  %1643 = and i1 %1585, %1642
  %1644 = xor i1 %1585, %1643
  %1645 = zext i1 %1643 to i32
  %1646 = bitcast bfloat %1555 to i16
  %1647 = bitcast bfloat %1556 to i16
  %1648 = zext i1 %1644 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1645, i16 %1646, i16 %1647, ptr addrspace(1) %1639, i32 %1648, i32 %1648) #6
  %1649 = or disjoint i32 %1597, %1636
  %1650 = sext i32 %1649 to i64
  %1651 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1650
  %1652 = ptrtoint ptr addrspace(1) %1651 to i64
  %1653 = and i64 %1652, 3
  %1654 = icmp eq i64 %1653, 0
  %1655 = and i1 %1601, %1654
  %1656 = xor i1 %1601, %1655
  %1657 = zext i1 %1655 to i32
  %1658 = bitcast bfloat %1557 to i16
  %1659 = bitcast bfloat %1558 to i16
  %1660 = zext i1 %1656 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1657, i16 %1658, i16 %1659, ptr addrspace(1) %1651, i32 %1660, i32 %1660) #6
  %1661 = or disjoint i32 %.pre-phi211, 24
  %1662 = or disjoint i32 %1581, %1661
  %1663 = sext i32 %1662 to i64
  %1664 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1663
  %1665 = ptrtoint ptr addrspace(1) %1664 to i64
  %1666 = and i64 %1665, 3
  %1667 = icmp eq i64 %1666, 0
  %1668 = and i1 %1585, %1667
  %1669 = xor i1 %1585, %1668
  %1670 = zext i1 %1668 to i32
  %1671 = bitcast bfloat %1559 to i16
  %1672 = bitcast bfloat %1560 to i16
  %1673 = zext i1 %1669 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1670, i16 %1671, i16 %1672, ptr addrspace(1) %1664, i32 %1673, i32 %1673) #6
  %1674 = or disjoint i32 %1597, %1661
  %1675 = sext i32 %1674 to i64
  %1676 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1675
  %1677 = ptrtoint ptr addrspace(1) %1676 to i64
  %1678 = and i64 %1677, 3
  %1679 = icmp eq i64 %1678, 0
  %1680 = and i1 %1601, %1679
  %1681 = xor i1 %1601, %1680
  %1682 = zext i1 %1680 to i32
  %1683 = bitcast bfloat %1561 to i16
  %1684 = bitcast bfloat %1562 to i16
  %1685 = zext i1 %1681 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1682, i16 %1683, i16 %1684, ptr addrspace(1) %1676, i32 %1685, i32 %1685) #6
  %1686 = or disjoint i32 %.pre-phi211, 32
  %1687 = or disjoint i32 %1581, %1686
  %1688 = sext i32 %1687 to i64
  %1689 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1688
  %1690 = ptrtoint ptr addrspace(1) %1689 to i64
  %1691 = and i64 %1690, 3
  %1692 = icmp eq i64 %1691, 0
  %1693 = and i1 %1585, %1692
  %1694 = xor i1 %1585, %1693
  %1695 = zext i1 %1693 to i32
  %1696 = bitcast bfloat %1563 to i16
  %1697 = bitcast bfloat %1564 to i16
  %1698 = zext i1 %1694 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1695, i16 %1696, i16 %1697, ptr addrspace(1) %1689, i32 %1698, i32 %1698) #6
  %1699 = or disjoint i32 %1597, %1686
  %1700 = sext i32 %1699 to i64
  %1701 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1700
  %1702 = ptrtoint ptr addrspace(1) %1701 to i64
  %1703 = and i64 %1702, 3
  %1704 = icmp eq i64 %1703, 0
  %1705 = and i1 %1601, %1704
  %1706 = xor i1 %1601, %1705
  %1707 = zext i1 %1705 to i32
  %1708 = bitcast bfloat %1565 to i16
  %1709 = bitcast bfloat %1566 to i16
  %1710 = zext i1 %1706 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1707, i16 %1708, i16 %1709, ptr addrspace(1) %1701, i32 %1710, i32 %1710) #6
  %1711 = or disjoint i32 %.pre-phi211, 40
  %1712 = or disjoint i32 %1581, %1711
  %1713 = sext i32 %1712 to i64
  %1714 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1713
  %1715 = ptrtoint ptr addrspace(1) %1714 to i64
  %1716 = and i64 %1715, 3
  %1717 = icmp eq i64 %1716, 0
  %1718 = and i1 %1585, %1717
  %1719 = xor i1 %1585, %1718
  %1720 = zext i1 %1718 to i32
  %1721 = bitcast bfloat %1567 to i16
  %1722 = bitcast bfloat %1568 to i16
  %1723 = zext i1 %1719 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1720, i16 %1721, i16 %1722, ptr addrspace(1) %1714, i32 %1723, i32 %1723) #6
  %1724 = or disjoint i32 %1597, %1711
  %1725 = sext i32 %1724 to i64
  %1726 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1725
  %1727 = ptrtoint ptr addrspace(1) %1726 to i64
  %1728 = and i64 %1727, 3
  %1729 = icmp eq i64 %1728, 0
  %1730 = and i1 %1601, %1729
  %1731 = xor i1 %1601, %1730
  %1732 = zext i1 %1730 to i32
  %1733 = bitcast bfloat %1569 to i16
  %1734 = bitcast bfloat %1570 to i16
  %1735 = zext i1 %1731 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1732, i16 %1733, i16 %1734, ptr addrspace(1) %1726, i32 %1735, i32 %1735) #6
  %1736 = or disjoint i32 %.pre-phi211, 48
  %1737 = or disjoint i32 %1581, %1736
  %1738 = sext i32 %1737 to i64
  %1739 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1738
  %1740 = ptrtoint ptr addrspace(1) %1739 to i64
  %1741 = and i64 %1740, 3
  %1742 = icmp eq i64 %1741, 0
  %1743 = and i1 %1585, %1742
  %1744 = xor i1 %1585, %1743
  %1745 = zext i1 %1743 to i32
  %1746 = bitcast bfloat %1571 to i16
  %1747 = bitcast bfloat %1572 to i16
  %1748 = zext i1 %1744 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1745, i16 %1746, i16 %1747, ptr addrspace(1) %1739, i32 %1748, i32 %1748) #6
  %1749 = or disjoint i32 %1597, %1736
  %1750 = sext i32 %1749 to i64
  %1751 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1750
  %1752 = ptrtoint ptr addrspace(1) %1751 to i64
  %1753 = and i64 %1752, 3
  %1754 = icmp eq i64 %1753, 0
  %1755 = and i1 %1601, %1754
  %1756 = xor i1 %1601, %1755
  %1757 = zext i1 %1755 to i32
  %1758 = bitcast bfloat %1573 to i16
  %1759 = bitcast bfloat %1574 to i16
  %1760 = zext i1 %1756 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1757, i16 %1758, i16 %1759, ptr addrspace(1) %1751, i32 %1760, i32 %1760) #6
  %1761 = or disjoint i32 %.pre-phi211, 56
  %1762 = or disjoint i32 %1581, %1761
  %1763 = sext i32 %1762 to i64
  %1764 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1763
  %1765 = ptrtoint ptr addrspace(1) %1764 to i64
  %1766 = and i64 %1765, 3
  %1767 = icmp eq i64 %1766, 0
  %1768 = and i1 %1585, %1767
  %1769 = xor i1 %1585, %1768
  %1770 = zext i1 %1768 to i32
  %1771 = bitcast bfloat %1575 to i16
  %1772 = bitcast bfloat %1576 to i16
  %1773 = zext i1 %1769 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1770, i16 %1771, i16 %1772, ptr addrspace(1) %1764, i32 %1773, i32 %1773) #6
  %1774 = or disjoint i32 %1597, %1761
  %1775 = sext i32 %1774 to i64
  %1776 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1775
  %1777 = ptrtoint ptr addrspace(1) %1776 to i64
  %1778 = and i64 %1777, 3
  %1779 = icmp eq i64 %1778, 0
  %1780 = and i1 %1601, %1779
  %1781 = xor i1 %1601, %1780
  %1782 = zext i1 %1780 to i32
  %1783 = bitcast bfloat %1577 to i16
  %1784 = bitcast bfloat %1578 to i16
  %1785 = zext i1 %1781 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1782, i16 %1783, i16 %1784, ptr addrspace(1) %1776, i32 %1785, i32 %1785) #6
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
