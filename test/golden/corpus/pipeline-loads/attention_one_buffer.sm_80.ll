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
  br i1 %118, label %130, label %.preheader47

.preheader47:                                     ; preds = %6
  %129 = zext i1 %119 to i32
  %invariant.op = or i32 %112, %30
  br label %133

130:                                              ; preds = %6
  %131 = ptrtoint ptr addrspace(3) %128 to i64
  %132 = trunc i64 %131 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %132, ptr addrspace(1) %115, i32 %120) #7
  br label %.loopexit48

133:                                              ; preds = %.preheader47, %133
  %134 = phi i64 [ 0, %.preheader47 ], [ %140, %133 ]
  %135 = trunc nuw nsw i64 %134 to i32
  %.reass.reass = or i32 %135, %invariant.op
  %136 = sext i32 %.reass.reass to i64
  %137 = getelementptr bfloat, ptr addrspace(1) %1, i64 %136
  %138 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %137, i32 %129, i16 0) #7
  %139 = getelementptr bfloat, ptr addrspace(3) %128, i64 %134
  store i16 %138, ptr addrspace(3) %139, align 2
  %140 = add nuw nsw i64 %134, 1
  %exitcond.not = icmp eq i64 %140, 8
  br i1 %exitcond.not, label %.loopexit48, label %133

.loopexit48:                                      ; preds = %133, %130
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
  br i1 %148, label %156, label %.preheader45

.preheader45:                                     ; preds = %.loopexit48
  %155 = zext i1 %149 to i32
  %invariant.op410 = or i32 %142, %30
  br label %159

156:                                              ; preds = %.loopexit48
  %157 = ptrtoint ptr addrspace(3) %154 to i64
  %158 = trunc i64 %157 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %158, ptr addrspace(1) %145, i32 %150) #7
  br label %.loopexit46

159:                                              ; preds = %.preheader45, %159
  %160 = phi i64 [ 0, %.preheader45 ], [ %166, %159 ]
  %161 = trunc nuw nsw i64 %160 to i32
  %.reass276.reass = or i32 %161, %invariant.op410
  %162 = sext i32 %.reass276.reass to i64
  %163 = getelementptr bfloat, ptr addrspace(1) %1, i64 %162
  %164 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %163, i32 %155, i16 0) #7
  %165 = getelementptr bfloat, ptr addrspace(3) %154, i64 %160
  store i16 %164, ptr addrspace(3) %165, align 2
  %166 = add nuw nsw i64 %160, 1
  %exitcond218.not = icmp eq i64 %166, 8
  br i1 %exitcond218.not, label %.loopexit46, label %159

.loopexit46:                                      ; preds = %159, %156
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
  br i1 %174, label %182, label %.preheader43

.preheader43:                                     ; preds = %.loopexit46
  %181 = zext i1 %175 to i32
  %invariant.op411 = or i32 %168, %30
  br label %185

182:                                              ; preds = %.loopexit46
  %183 = ptrtoint ptr addrspace(3) %180 to i64
  %184 = trunc i64 %183 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %184, ptr addrspace(1) %171, i32 %176) #7
  br label %.loopexit44

185:                                              ; preds = %.preheader43, %185
  %186 = phi i64 [ 0, %.preheader43 ], [ %192, %185 ]
  %187 = trunc nuw nsw i64 %186 to i32
  %.reass278.reass = or i32 %187, %invariant.op411
  %188 = sext i32 %.reass278.reass to i64
  %189 = getelementptr bfloat, ptr addrspace(1) %1, i64 %188
  %190 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %189, i32 %181, i16 0) #7
  %191 = getelementptr bfloat, ptr addrspace(3) %180, i64 %186
  store i16 %190, ptr addrspace(3) %191, align 2
  %192 = add nuw nsw i64 %186, 1
  %exitcond219.not = icmp eq i64 %192, 8
  br i1 %exitcond219.not, label %.loopexit44, label %185

.loopexit44:                                      ; preds = %185, %182
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
  br i1 %200, label %208, label %.preheader41

.preheader41:                                     ; preds = %.loopexit44
  %207 = zext i1 %201 to i32
  %invariant.op412 = or i32 %194, %30
  br label %211

208:                                              ; preds = %.loopexit44
  %209 = ptrtoint ptr addrspace(3) %206 to i64
  %210 = trunc i64 %209 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %210, ptr addrspace(1) %197, i32 %202) #7
  br label %.loopexit42

211:                                              ; preds = %.preheader41, %211
  %212 = phi i64 [ 0, %.preheader41 ], [ %218, %211 ]
  %213 = trunc nuw nsw i64 %212 to i32
  %.reass280.reass = or i32 %213, %invariant.op412
  %214 = sext i32 %.reass280.reass to i64
  %215 = getelementptr bfloat, ptr addrspace(1) %1, i64 %214
  %216 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %215, i32 %207, i16 0) #7
  %217 = getelementptr bfloat, ptr addrspace(3) %206, i64 %212
  store i16 %216, ptr addrspace(3) %217, align 2
  %218 = add nuw nsw i64 %212, 1
  %exitcond220.not = icmp eq i64 %218, 8
  br i1 %exitcond220.not, label %.loopexit42, label %211

.loopexit42:                                      ; preds = %211, %208
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #7
  %219 = getelementptr bfloat, ptr addrspace(1) %2, i64 %114
  %220 = ptrtoint ptr addrspace(1) %219 to i64
  %221 = and i64 %220, 15
  %222 = icmp eq i64 %221, 0
  %223 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 8192), i64 %127
  br i1 %222, label %225, label %.preheader39

.preheader39:                                     ; preds = %.loopexit42
  %224 = zext i1 %119 to i32
  %invariant.op413 = or i32 %112, %30
  br label %228

225:                                              ; preds = %.loopexit42
  %226 = ptrtoint ptr addrspace(3) %223 to i64
  %227 = trunc i64 %226 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %227, ptr addrspace(1) %219, i32 %120) #7
  br label %.loopexit40

228:                                              ; preds = %.preheader39, %228
  %229 = phi i64 [ 0, %.preheader39 ], [ %235, %228 ]
  %230 = trunc nuw nsw i64 %229 to i32
  %.reass282.reass = or i32 %230, %invariant.op413
  %231 = sext i32 %.reass282.reass to i64
  %232 = getelementptr bfloat, ptr addrspace(1) %2, i64 %231
  %233 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %232, i32 %224, i16 0) #7
  %234 = getelementptr bfloat, ptr addrspace(3) %223, i64 %229
  store i16 %233, ptr addrspace(3) %234, align 2
  %235 = add nuw nsw i64 %229, 1
  %exitcond221.not = icmp eq i64 %235, 8
  br i1 %exitcond221.not, label %.loopexit40, label %228

.loopexit40:                                      ; preds = %228, %225
  %236 = getelementptr bfloat, ptr addrspace(1) %2, i64 %144
  %237 = ptrtoint ptr addrspace(1) %236 to i64
  %238 = and i64 %237, 15
  %239 = icmp eq i64 %238, 0
  %240 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 8192), i64 %153
  br i1 %239, label %242, label %.preheader37

.preheader37:                                     ; preds = %.loopexit40
  %241 = zext i1 %149 to i32
  %invariant.op414 = or i32 %142, %30
  br label %245

242:                                              ; preds = %.loopexit40
  %243 = ptrtoint ptr addrspace(3) %240 to i64
  %244 = trunc i64 %243 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %244, ptr addrspace(1) %236, i32 %150) #7
  br label %.loopexit38

245:                                              ; preds = %.preheader37, %245
  %246 = phi i64 [ 0, %.preheader37 ], [ %252, %245 ]
  %247 = trunc nuw nsw i64 %246 to i32
  %.reass284.reass = or i32 %247, %invariant.op414
  %248 = sext i32 %.reass284.reass to i64
  %249 = getelementptr bfloat, ptr addrspace(1) %2, i64 %248
  %250 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %249, i32 %241, i16 0) #7
  %251 = getelementptr bfloat, ptr addrspace(3) %240, i64 %246
  store i16 %250, ptr addrspace(3) %251, align 2
  %252 = add nuw nsw i64 %246, 1
  %exitcond222.not = icmp eq i64 %252, 8
  br i1 %exitcond222.not, label %.loopexit38, label %245

.loopexit38:                                      ; preds = %245, %242
  %253 = getelementptr bfloat, ptr addrspace(1) %2, i64 %170
  %254 = ptrtoint ptr addrspace(1) %253 to i64
  %255 = and i64 %254, 15
  %256 = icmp eq i64 %255, 0
  %257 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 8192), i64 %179
  br i1 %256, label %259, label %.preheader35

.preheader35:                                     ; preds = %.loopexit38
  %258 = zext i1 %175 to i32
  %invariant.op415 = or i32 %168, %30
  br label %262

259:                                              ; preds = %.loopexit38
  %260 = ptrtoint ptr addrspace(3) %257 to i64
  %261 = trunc i64 %260 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %261, ptr addrspace(1) %253, i32 %176) #7
  br label %.loopexit36

262:                                              ; preds = %.preheader35, %262
  %263 = phi i64 [ 0, %.preheader35 ], [ %269, %262 ]
  %264 = trunc nuw nsw i64 %263 to i32
  %.reass286.reass = or i32 %264, %invariant.op415
  %265 = sext i32 %.reass286.reass to i64
  %266 = getelementptr bfloat, ptr addrspace(1) %2, i64 %265
  %267 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %266, i32 %258, i16 0) #7
  %268 = getelementptr bfloat, ptr addrspace(3) %257, i64 %263
  store i16 %267, ptr addrspace(3) %268, align 2
  %269 = add nuw nsw i64 %263, 1
  %exitcond223.not = icmp eq i64 %269, 8
  br i1 %exitcond223.not, label %.loopexit36, label %262

.loopexit36:                                      ; preds = %262, %259
  %270 = getelementptr bfloat, ptr addrspace(1) %2, i64 %196
  %271 = ptrtoint ptr addrspace(1) %270 to i64
  %272 = and i64 %271, 15
  %273 = icmp eq i64 %272, 0
  %274 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 8192), i64 %205
  br i1 %273, label %276, label %.preheader33

.preheader33:                                     ; preds = %.loopexit36
  %275 = zext i1 %201 to i32
  %invariant.op416 = or i32 %194, %30
  br label %279

276:                                              ; preds = %.loopexit36
  %277 = ptrtoint ptr addrspace(3) %274 to i64
  %278 = trunc i64 %277 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %278, ptr addrspace(1) %270, i32 %202) #7
  br label %.loopexit34

279:                                              ; preds = %.preheader33, %279
  %280 = phi i64 [ 0, %.preheader33 ], [ %286, %279 ]
  %281 = trunc nuw nsw i64 %280 to i32
  %.reass288.reass = or i32 %281, %invariant.op416
  %282 = sext i32 %.reass288.reass to i64
  %283 = getelementptr bfloat, ptr addrspace(1) %2, i64 %282
  %284 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %283, i32 %275, i16 0) #7
  %285 = getelementptr bfloat, ptr addrspace(3) %274, i64 %280
  store i16 %284, ptr addrspace(3) %285, align 2
  %286 = add nuw nsw i64 %280, 1
  %exitcond224.not = icmp eq i64 %286, 8
  br i1 %exitcond224.not, label %.loopexit34, label %279

.loopexit34:                                      ; preds = %279, %276
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #7
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %287 = mul nuw nsw i32 %14, 72
  %288 = add nuw nsw i32 %287, %30
  %289 = shl nuw nsw i32 %288, 1
  %290 = zext nneg i32 %289 to i64
  %291 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %290
  %292 = insertelement <4 x i16> poison, i16 %49, i64 0
  %293 = insertelement <4 x i16> %292, i16 %50, i64 1
  %294 = insertelement <4 x i16> %293, i16 %51, i64 2
  %295 = insertelement <4 x i16> %294, i16 %52, i64 3
  store <4 x i16> %295, ptr addrspace(3) %291, align 16
  %296 = or disjoint i32 %30, 4
  %297 = add nuw nsw i32 %296, %287
  %298 = shl nuw nsw i32 %297, 1
  %299 = zext nneg i32 %298 to i64
  %300 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %299
  %301 = insertelement <4 x i16> poison, i16 %53, i64 0
  %302 = insertelement <4 x i16> %301, i16 %54, i64 1
  %303 = insertelement <4 x i16> %302, i16 %55, i64 2
  %304 = insertelement <4 x i16> %303, i16 %56, i64 3
  store <4 x i16> %304, ptr addrspace(3) %300, align 8
  %305 = mul nuw nsw i32 %18, 72
  %306 = add nuw nsw i32 %305, %30
  %307 = shl nuw nsw i32 %306, 1
  %308 = zext nneg i32 %307 to i64
  %309 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %308
  %310 = insertelement <4 x i16> poison, i16 %67, i64 0
  %311 = insertelement <4 x i16> %310, i16 %68, i64 1
  %312 = insertelement <4 x i16> %311, i16 %69, i64 2
  %313 = insertelement <4 x i16> %312, i16 %70, i64 3
  store <4 x i16> %313, ptr addrspace(3) %309, align 16
  %314 = or disjoint i32 %8, 1028
  %315 = and i32 %314, 60
  %316 = lshr i32 %314, 6
  %317 = mul nuw nsw i32 %316, 72
  %318 = add nuw nsw i32 %317, %315
  %319 = shl nuw nsw i32 %318, 1
  %320 = zext nneg i32 %319 to i64
  %321 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %320
  %322 = insertelement <4 x i16> poison, i16 %71, i64 0
  %323 = insertelement <4 x i16> %322, i16 %72, i64 1
  %324 = insertelement <4 x i16> %323, i16 %73, i64 2
  %325 = insertelement <4 x i16> %324, i16 %74, i64 3
  store <4 x i16> %325, ptr addrspace(3) %321, align 8
  %326 = mul nuw nsw i32 %22, 72
  %327 = add nuw nsw i32 %326, %30
  %328 = shl nuw nsw i32 %327, 1
  %329 = zext nneg i32 %328 to i64
  %330 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %329
  %331 = insertelement <4 x i16> poison, i16 %85, i64 0
  %332 = insertelement <4 x i16> %331, i16 %86, i64 1
  %333 = insertelement <4 x i16> %332, i16 %87, i64 2
  %334 = insertelement <4 x i16> %333, i16 %88, i64 3
  store <4 x i16> %334, ptr addrspace(3) %330, align 16
  %335 = or disjoint i32 %8, 2052
  %336 = and i32 %335, 60
  %337 = lshr i32 %335, 6
  %338 = mul nuw nsw i32 %337, 72
  %339 = add nuw nsw i32 %338, %336
  %340 = shl nuw nsw i32 %339, 1
  %341 = zext nneg i32 %340 to i64
  %342 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %341
  %343 = insertelement <4 x i16> poison, i16 %89, i64 0
  %344 = insertelement <4 x i16> %343, i16 %90, i64 1
  %345 = insertelement <4 x i16> %344, i16 %91, i64 2
  %346 = insertelement <4 x i16> %345, i16 %92, i64 3
  store <4 x i16> %346, ptr addrspace(3) %342, align 8
  %347 = mul nuw nsw i32 %26, 72
  %348 = add nuw nsw i32 %347, %30
  %349 = shl nuw nsw i32 %348, 1
  %350 = zext nneg i32 %349 to i64
  %351 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %350
  %352 = insertelement <4 x i16> poison, i16 %103, i64 0
  %353 = insertelement <4 x i16> %352, i16 %104, i64 1
  %354 = insertelement <4 x i16> %353, i16 %105, i64 2
  %355 = insertelement <4 x i16> %354, i16 %106, i64 3
  store <4 x i16> %355, ptr addrspace(3) %351, align 16
  %356 = or disjoint i32 %8, 3076
  %357 = and i32 %356, 60
  %358 = lshr i32 %356, 6
  %359 = mul nuw nsw i32 %358, 72
  %360 = add nuw nsw i32 %359, %357
  %361 = shl nuw nsw i32 %360, 1
  %362 = zext nneg i32 %361 to i64
  %363 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %362
  %364 = insertelement <4 x i16> poison, i16 %107, i64 0
  %365 = insertelement <4 x i16> %364, i16 %108, i64 1
  %366 = insertelement <4 x i16> %365, i16 %109, i64 2
  %367 = insertelement <4 x i16> %366, i16 %110, i64 3
  store <4 x i16> %367, ptr addrspace(3) %363, align 8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %368 = icmp sgt i32 %4, 0
  %369 = lshr i32 %7, 1
  %370 = and i32 %369, 48
  br i1 %368, label %.lr.ph, label %.loopexit34.._crit_edge_crit_edge

.loopexit34.._crit_edge_crit_edge:                ; preds = %.loopexit34
  %.pre235 = shl nuw nsw i32 %7, 1
  %.pre237 = and i32 %.pre235, 6
  br label %._crit_edge

.lr.ph:                                           ; preds = %.loopexit34
  %371 = and i32 %7, 7
  %372 = and i32 %7, 8
  %373 = and i32 %7, 15
  %374 = or disjoint i32 %370, %373
  %375 = and i32 %369, 8
  %376 = mul nuw nsw i32 %374, 72
  %377 = add nuw nsw i32 %376, %375
  %378 = or disjoint i32 %375, %371
  %379 = shl nuw nsw i32 %378, 6
  %380 = shl nuw nsw i32 %371, 3
  %381 = ptrtoint ptr addrspace(3) %128 to i64
  %382 = trunc i64 %381 to i32
  %383 = ptrtoint ptr addrspace(3) %154 to i64
  %384 = trunc i64 %383 to i32
  %385 = ptrtoint ptr addrspace(3) %180 to i64
  %386 = trunc i64 %385 to i32
  %387 = ptrtoint ptr addrspace(3) %206 to i64
  %388 = trunc i64 %387 to i32
  %389 = shl nuw nsw i32 %7, 1
  %390 = and i32 %389, 6
  %391 = lshr i32 %7, 4
  %392 = and i32 %391, 1
  %393 = xor i32 %392, %371
  %394 = shl nuw nsw i32 %7, 7
  %395 = and i32 %394, 1920
  %396 = shl nuw nsw i32 %393, 4
  %397 = or disjoint i32 %396, %395
  %398 = lshr exact i32 %397, 1
  %399 = zext nneg i32 %398 to i64
  %400 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 8192), i64 %399
  %401 = or disjoint i32 %392, 2
  %402 = xor i32 %401, %371
  %403 = shl nuw nsw i32 %402, 4
  %404 = or disjoint i32 %403, %395
  %405 = lshr exact i32 %404, 1
  %406 = zext nneg i32 %405 to i64
  %407 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 8192), i64 %406
  %408 = or disjoint i32 %392, 4
  %409 = xor i32 %408, %371
  %410 = shl nuw nsw i32 %409, 4
  %411 = or disjoint i32 %410, %395
  %412 = lshr exact i32 %411, 1
  %413 = zext nneg i32 %412 to i64
  %414 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 8192), i64 %413
  %415 = or i32 %391, 6
  %416 = xor i32 %415, %371
  %417 = shl nuw nsw i32 %416, 4
  %418 = or disjoint i32 %417, %395
  %419 = lshr exact i32 %418, 1
  %420 = zext nneg i32 %419 to i64
  %421 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 8192), i64 %420
  %422 = or disjoint i32 %395, 2048
  %423 = or disjoint i32 %396, %422
  %424 = lshr exact i32 %423, 1
  %425 = zext nneg i32 %424 to i64
  %426 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 8192), i64 %425
  %427 = or disjoint i32 %403, %422
  %428 = lshr exact i32 %427, 1
  %429 = zext nneg i32 %428 to i64
  %430 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 8192), i64 %429
  %431 = or disjoint i32 %410, %422
  %432 = lshr exact i32 %431, 1
  %433 = zext nneg i32 %432 to i64
  %434 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 8192), i64 %433
  %435 = or disjoint i32 %417, %422
  %436 = lshr exact i32 %435, 1
  %437 = zext nneg i32 %436 to i64
  %438 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 8192), i64 %437
  %439 = or disjoint i32 %395, 4096
  %440 = or disjoint i32 %396, %439
  %441 = lshr exact i32 %440, 1
  %442 = zext nneg i32 %441 to i64
  %443 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 8192), i64 %442
  %444 = or disjoint i32 %403, %439
  %445 = lshr exact i32 %444, 1
  %446 = zext nneg i32 %445 to i64
  %447 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 8192), i64 %446
  %448 = or disjoint i32 %410, %439
  %449 = lshr exact i32 %448, 1
  %450 = zext nneg i32 %449 to i64
  %451 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 8192), i64 %450
  %452 = or disjoint i32 %417, %439
  %453 = lshr exact i32 %452, 1
  %454 = zext nneg i32 %453 to i64
  %455 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 8192), i64 %454
  %456 = or disjoint i32 %395, 6144
  %457 = or disjoint i32 %396, %456
  %458 = lshr exact i32 %457, 1
  %459 = zext nneg i32 %458 to i64
  %460 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 8192), i64 %459
  %461 = or disjoint i32 %403, %456
  %462 = lshr exact i32 %461, 1
  %463 = zext nneg i32 %462 to i64
  %464 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 8192), i64 %463
  %465 = or disjoint i32 %410, %456
  %466 = lshr exact i32 %465, 1
  %467 = zext nneg i32 %466 to i64
  %468 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 8192), i64 %467
  %469 = or disjoint i32 %417, %456
  %470 = lshr exact i32 %469, 1
  %471 = zext nneg i32 %470 to i64
  %472 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 8192), i64 %471
  %473 = ptrtoint ptr addrspace(3) %223 to i64
  %474 = trunc i64 %473 to i32
  %475 = ptrtoint ptr addrspace(3) %240 to i64
  %476 = trunc i64 %475 to i32
  %477 = ptrtoint ptr addrspace(3) %257 to i64
  %478 = trunc i64 %477 to i32
  %479 = ptrtoint ptr addrspace(3) %274 to i64
  %480 = trunc i64 %479 to i32
  %481 = zext nneg i32 %377 to i64
  %482 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %481
  %483 = xor i32 %372, %380
  %484 = or disjoint i32 %483, %379
  %485 = zext nneg i32 %484 to i64
  %486 = getelementptr bfloat, ptr addrspace(3) @attention_dsmem, i64 %485
  %487 = getelementptr i8, ptr addrspace(3) %486, i64 2048
  %488 = getelementptr i8, ptr addrspace(3) %486, i64 4096
  %489 = getelementptr i8, ptr addrspace(3) %486, i64 6144
  %490 = zext nneg i32 %377 to i64
  %491 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %490
  %492 = getelementptr i8, ptr addrspace(3) %491, i64 32
  %493 = or disjoint i32 %372, 16
  %494 = xor i32 %493, %380
  %495 = or disjoint i32 %494, %379
  %496 = zext nneg i32 %495 to i64
  %497 = getelementptr bfloat, ptr addrspace(3) @attention_dsmem, i64 %496
  %498 = getelementptr i8, ptr addrspace(3) %497, i64 2048
  %499 = getelementptr i8, ptr addrspace(3) %497, i64 4096
  %500 = getelementptr i8, ptr addrspace(3) %497, i64 6144
  %501 = zext nneg i32 %377 to i64
  %502 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %501
  %503 = getelementptr i8, ptr addrspace(3) %502, i64 64
  %504 = or disjoint i32 %372, 32
  %505 = xor i32 %504, %380
  %506 = or disjoint i32 %505, %379
  %507 = zext nneg i32 %506 to i64
  %508 = getelementptr bfloat, ptr addrspace(3) @attention_dsmem, i64 %507
  %509 = getelementptr i8, ptr addrspace(3) %508, i64 2048
  %510 = getelementptr i8, ptr addrspace(3) %508, i64 4096
  %511 = getelementptr i8, ptr addrspace(3) %508, i64 6144
  %512 = zext nneg i32 %377 to i64
  %513 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %512
  %514 = getelementptr i8, ptr addrspace(3) %513, i64 96
  %515 = or disjoint i32 %372, 48
  %516 = xor i32 %515, %380
  %517 = or disjoint i32 %516, %379
  %518 = zext nneg i32 %517 to i64
  %519 = getelementptr bfloat, ptr addrspace(3) @attention_dsmem, i64 %518
  %520 = getelementptr i8, ptr addrspace(3) %519, i64 2048
  %521 = getelementptr i8, ptr addrspace(3) %519, i64 4096
  %522 = getelementptr i8, ptr addrspace(3) %519, i64 6144
  br label %523

523:                                              ; preds = %.lr.ph, %.loopexit
  %524 = phi float [ 0xFFF0000000000000, %.lr.ph ], [ %1054, %.loopexit ]
  %525 = phi float [ 0xFFF0000000000000, %.lr.ph ], [ %1053, %.loopexit ]
  %526 = phi float [ 0.000000e+00, %.lr.ph ], [ %1524, %.loopexit ]
  %527 = phi float [ 0.000000e+00, %.lr.ph ], [ %1523, %.loopexit ]
  %528 = phi float [ 0.000000e+00, %.lr.ph ], [ %1522, %.loopexit ]
  %529 = phi float [ 0.000000e+00, %.lr.ph ], [ %1521, %.loopexit ]
  %530 = phi float [ 0.000000e+00, %.lr.ph ], [ %1519, %.loopexit ]
  %531 = phi float [ 0.000000e+00, %.lr.ph ], [ %1518, %.loopexit ]
  %532 = phi float [ 0.000000e+00, %.lr.ph ], [ %1517, %.loopexit ]
  %533 = phi float [ 0.000000e+00, %.lr.ph ], [ %1516, %.loopexit ]
  %534 = phi float [ 0.000000e+00, %.lr.ph ], [ %1509, %.loopexit ]
  %535 = phi float [ 0.000000e+00, %.lr.ph ], [ %1508, %.loopexit ]
  %536 = phi float [ 0.000000e+00, %.lr.ph ], [ %1507, %.loopexit ]
  %537 = phi float [ 0.000000e+00, %.lr.ph ], [ %1506, %.loopexit ]
  %538 = phi float [ 0.000000e+00, %.lr.ph ], [ %1504, %.loopexit ]
  %539 = phi float [ 0.000000e+00, %.lr.ph ], [ %1503, %.loopexit ]
  %540 = phi float [ 0.000000e+00, %.lr.ph ], [ %1502, %.loopexit ]
  %541 = phi float [ 0.000000e+00, %.lr.ph ], [ %1501, %.loopexit ]
  %542 = phi float [ 0.000000e+00, %.lr.ph ], [ %1494, %.loopexit ]
  %543 = phi float [ 0.000000e+00, %.lr.ph ], [ %1493, %.loopexit ]
  %544 = phi float [ 0.000000e+00, %.lr.ph ], [ %1492, %.loopexit ]
  %545 = phi float [ 0.000000e+00, %.lr.ph ], [ %1491, %.loopexit ]
  %546 = phi float [ 0.000000e+00, %.lr.ph ], [ %1489, %.loopexit ]
  %547 = phi float [ 0.000000e+00, %.lr.ph ], [ %1488, %.loopexit ]
  %548 = phi float [ 0.000000e+00, %.lr.ph ], [ %1487, %.loopexit ]
  %549 = phi float [ 0.000000e+00, %.lr.ph ], [ %1486, %.loopexit ]
  %550 = phi float [ 0.000000e+00, %.lr.ph ], [ %1479, %.loopexit ]
  %551 = phi float [ 0.000000e+00, %.lr.ph ], [ %1478, %.loopexit ]
  %552 = phi float [ 0.000000e+00, %.lr.ph ], [ %1477, %.loopexit ]
  %553 = phi float [ 0.000000e+00, %.lr.ph ], [ %1476, %.loopexit ]
  %554 = phi float [ 0.000000e+00, %.lr.ph ], [ %1474, %.loopexit ]
  %555 = phi float [ 0.000000e+00, %.lr.ph ], [ %1473, %.loopexit ]
  %556 = phi float [ 0.000000e+00, %.lr.ph ], [ %1472, %.loopexit ]
  %557 = phi float [ 0.000000e+00, %.lr.ph ], [ %1471, %.loopexit ]
  %558 = phi float [ 0.000000e+00, %.lr.ph ], [ %1172, %.loopexit ]
  %559 = phi float [ 0.000000e+00, %.lr.ph ], [ %1171, %.loopexit ]
  %560 = phi i32 [ 0, %.lr.ph ], [ %821, %.loopexit ]
  tail call void asm sideeffect "cp.async.wait_group 1;", "~{memory}"() #7
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %561 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %482)
  %562 = extractvalue { i32, i32, i32, i32 } %561, 0
  %563 = extractvalue { i32, i32, i32, i32 } %561, 1
  %564 = extractvalue { i32, i32, i32, i32 } %561, 2
  %565 = extractvalue { i32, i32, i32, i32 } %561, 3
  %566 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %486)
  %567 = extractvalue { i32, i32, i32, i32 } %566, 0
  %568 = extractvalue { i32, i32, i32, i32 } %566, 1
  %569 = extractvalue { i32, i32, i32, i32 } %566, 2
  %570 = extractvalue { i32, i32, i32, i32 } %566, 3
  %571 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %562, i32 %563, i32 %564, i32 %565, i32 %567, i32 %568, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %572 = extractvalue { float, float, float, float } %571, 0
  %573 = extractvalue { float, float, float, float } %571, 1
  %574 = extractvalue { float, float, float, float } %571, 2
  %575 = extractvalue { float, float, float, float } %571, 3
  %576 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %562, i32 %563, i32 %564, i32 %565, i32 %569, i32 %570, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %577 = extractvalue { float, float, float, float } %576, 0
  %578 = extractvalue { float, float, float, float } %576, 1
  %579 = extractvalue { float, float, float, float } %576, 2
  %580 = extractvalue { float, float, float, float } %576, 3
  %581 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %487)
  %582 = extractvalue { i32, i32, i32, i32 } %581, 0
  %583 = extractvalue { i32, i32, i32, i32 } %581, 1
  %584 = extractvalue { i32, i32, i32, i32 } %581, 2
  %585 = extractvalue { i32, i32, i32, i32 } %581, 3
  %586 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %562, i32 %563, i32 %564, i32 %565, i32 %582, i32 %583, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %587 = extractvalue { float, float, float, float } %586, 0
  %588 = extractvalue { float, float, float, float } %586, 1
  %589 = extractvalue { float, float, float, float } %586, 2
  %590 = extractvalue { float, float, float, float } %586, 3
  %591 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %562, i32 %563, i32 %564, i32 %565, i32 %584, i32 %585, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %592 = extractvalue { float, float, float, float } %591, 0
  %593 = extractvalue { float, float, float, float } %591, 1
  %594 = extractvalue { float, float, float, float } %591, 2
  %595 = extractvalue { float, float, float, float } %591, 3
  %596 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %488)
  %597 = extractvalue { i32, i32, i32, i32 } %596, 0
  %598 = extractvalue { i32, i32, i32, i32 } %596, 1
  %599 = extractvalue { i32, i32, i32, i32 } %596, 2
  %600 = extractvalue { i32, i32, i32, i32 } %596, 3
  %601 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %562, i32 %563, i32 %564, i32 %565, i32 %597, i32 %598, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %602 = extractvalue { float, float, float, float } %601, 0
  %603 = extractvalue { float, float, float, float } %601, 1
  %604 = extractvalue { float, float, float, float } %601, 2
  %605 = extractvalue { float, float, float, float } %601, 3
  %606 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %562, i32 %563, i32 %564, i32 %565, i32 %599, i32 %600, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %607 = extractvalue { float, float, float, float } %606, 0
  %608 = extractvalue { float, float, float, float } %606, 1
  %609 = extractvalue { float, float, float, float } %606, 2
  %610 = extractvalue { float, float, float, float } %606, 3
  %611 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %489)
  %612 = extractvalue { i32, i32, i32, i32 } %611, 0
  %613 = extractvalue { i32, i32, i32, i32 } %611, 1
  %614 = extractvalue { i32, i32, i32, i32 } %611, 2
  %615 = extractvalue { i32, i32, i32, i32 } %611, 3
  %616 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %562, i32 %563, i32 %564, i32 %565, i32 %612, i32 %613, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %617 = extractvalue { float, float, float, float } %616, 0
  %618 = extractvalue { float, float, float, float } %616, 1
  %619 = extractvalue { float, float, float, float } %616, 2
  %620 = extractvalue { float, float, float, float } %616, 3
  %621 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %562, i32 %563, i32 %564, i32 %565, i32 %614, i32 %615, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %622 = extractvalue { float, float, float, float } %621, 0
  %623 = extractvalue { float, float, float, float } %621, 1
  %624 = extractvalue { float, float, float, float } %621, 2
  %625 = extractvalue { float, float, float, float } %621, 3
  %626 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %492)
  %627 = extractvalue { i32, i32, i32, i32 } %626, 0
  %628 = extractvalue { i32, i32, i32, i32 } %626, 1
  %629 = extractvalue { i32, i32, i32, i32 } %626, 2
  %630 = extractvalue { i32, i32, i32, i32 } %626, 3
  %631 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %497)
  %632 = extractvalue { i32, i32, i32, i32 } %631, 0
  %633 = extractvalue { i32, i32, i32, i32 } %631, 1
  %634 = extractvalue { i32, i32, i32, i32 } %631, 2
  %635 = extractvalue { i32, i32, i32, i32 } %631, 3
  %636 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %627, i32 %628, i32 %629, i32 %630, i32 %632, i32 %633, float %572, float %573, float %574, float %575) #7
  %637 = extractvalue { float, float, float, float } %636, 0
  %638 = extractvalue { float, float, float, float } %636, 1
  %639 = extractvalue { float, float, float, float } %636, 2
  %640 = extractvalue { float, float, float, float } %636, 3
  %641 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %627, i32 %628, i32 %629, i32 %630, i32 %634, i32 %635, float %577, float %578, float %579, float %580) #7
  %642 = extractvalue { float, float, float, float } %641, 0
  %643 = extractvalue { float, float, float, float } %641, 1
  %644 = extractvalue { float, float, float, float } %641, 2
  %645 = extractvalue { float, float, float, float } %641, 3
  %646 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %498)
  %647 = extractvalue { i32, i32, i32, i32 } %646, 0
  %648 = extractvalue { i32, i32, i32, i32 } %646, 1
  %649 = extractvalue { i32, i32, i32, i32 } %646, 2
  %650 = extractvalue { i32, i32, i32, i32 } %646, 3
  %651 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %627, i32 %628, i32 %629, i32 %630, i32 %647, i32 %648, float %587, float %588, float %589, float %590) #7
  %652 = extractvalue { float, float, float, float } %651, 0
  %653 = extractvalue { float, float, float, float } %651, 1
  %654 = extractvalue { float, float, float, float } %651, 2
  %655 = extractvalue { float, float, float, float } %651, 3
  %656 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %627, i32 %628, i32 %629, i32 %630, i32 %649, i32 %650, float %592, float %593, float %594, float %595) #7
  %657 = extractvalue { float, float, float, float } %656, 0
  %658 = extractvalue { float, float, float, float } %656, 1
  %659 = extractvalue { float, float, float, float } %656, 2
  %660 = extractvalue { float, float, float, float } %656, 3
  %661 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %499)
  %662 = extractvalue { i32, i32, i32, i32 } %661, 0
  %663 = extractvalue { i32, i32, i32, i32 } %661, 1
  %664 = extractvalue { i32, i32, i32, i32 } %661, 2
  %665 = extractvalue { i32, i32, i32, i32 } %661, 3
  %666 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %627, i32 %628, i32 %629, i32 %630, i32 %662, i32 %663, float %602, float %603, float %604, float %605) #7
  %667 = extractvalue { float, float, float, float } %666, 0
  %668 = extractvalue { float, float, float, float } %666, 1
  %669 = extractvalue { float, float, float, float } %666, 2
  %670 = extractvalue { float, float, float, float } %666, 3
  %671 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %627, i32 %628, i32 %629, i32 %630, i32 %664, i32 %665, float %607, float %608, float %609, float %610) #7
  %672 = extractvalue { float, float, float, float } %671, 0
  %673 = extractvalue { float, float, float, float } %671, 1
  %674 = extractvalue { float, float, float, float } %671, 2
  %675 = extractvalue { float, float, float, float } %671, 3
  %676 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %500)
  %677 = extractvalue { i32, i32, i32, i32 } %676, 0
  %678 = extractvalue { i32, i32, i32, i32 } %676, 1
  %679 = extractvalue { i32, i32, i32, i32 } %676, 2
  %680 = extractvalue { i32, i32, i32, i32 } %676, 3
  %681 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %627, i32 %628, i32 %629, i32 %630, i32 %677, i32 %678, float %617, float %618, float %619, float %620) #7
  %682 = extractvalue { float, float, float, float } %681, 0
  %683 = extractvalue { float, float, float, float } %681, 1
  %684 = extractvalue { float, float, float, float } %681, 2
  %685 = extractvalue { float, float, float, float } %681, 3
  %686 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %627, i32 %628, i32 %629, i32 %630, i32 %679, i32 %680, float %622, float %623, float %624, float %625) #7
  %687 = extractvalue { float, float, float, float } %686, 0
  %688 = extractvalue { float, float, float, float } %686, 1
  %689 = extractvalue { float, float, float, float } %686, 2
  %690 = extractvalue { float, float, float, float } %686, 3
  %691 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %503)
  %692 = extractvalue { i32, i32, i32, i32 } %691, 0
  %693 = extractvalue { i32, i32, i32, i32 } %691, 1
  %694 = extractvalue { i32, i32, i32, i32 } %691, 2
  %695 = extractvalue { i32, i32, i32, i32 } %691, 3
  %696 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %508)
  %697 = extractvalue { i32, i32, i32, i32 } %696, 0
  %698 = extractvalue { i32, i32, i32, i32 } %696, 1
  %699 = extractvalue { i32, i32, i32, i32 } %696, 2
  %700 = extractvalue { i32, i32, i32, i32 } %696, 3
  %701 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %692, i32 %693, i32 %694, i32 %695, i32 %697, i32 %698, float %637, float %638, float %639, float %640) #7
  %702 = extractvalue { float, float, float, float } %701, 0
  %703 = extractvalue { float, float, float, float } %701, 1
  %704 = extractvalue { float, float, float, float } %701, 2
  %705 = extractvalue { float, float, float, float } %701, 3
  %706 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %692, i32 %693, i32 %694, i32 %695, i32 %699, i32 %700, float %642, float %643, float %644, float %645) #7
  %707 = extractvalue { float, float, float, float } %706, 0
  %708 = extractvalue { float, float, float, float } %706, 1
  %709 = extractvalue { float, float, float, float } %706, 2
  %710 = extractvalue { float, float, float, float } %706, 3
  %711 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %509)
  %712 = extractvalue { i32, i32, i32, i32 } %711, 0
  %713 = extractvalue { i32, i32, i32, i32 } %711, 1
  %714 = extractvalue { i32, i32, i32, i32 } %711, 2
  %715 = extractvalue { i32, i32, i32, i32 } %711, 3
  %716 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %692, i32 %693, i32 %694, i32 %695, i32 %712, i32 %713, float %652, float %653, float %654, float %655) #7
  %717 = extractvalue { float, float, float, float } %716, 0
  %718 = extractvalue { float, float, float, float } %716, 1
  %719 = extractvalue { float, float, float, float } %716, 2
  %720 = extractvalue { float, float, float, float } %716, 3
  %721 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %692, i32 %693, i32 %694, i32 %695, i32 %714, i32 %715, float %657, float %658, float %659, float %660) #7
  %722 = extractvalue { float, float, float, float } %721, 0
  %723 = extractvalue { float, float, float, float } %721, 1
  %724 = extractvalue { float, float, float, float } %721, 2
  %725 = extractvalue { float, float, float, float } %721, 3
  %726 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %510)
  %727 = extractvalue { i32, i32, i32, i32 } %726, 0
  %728 = extractvalue { i32, i32, i32, i32 } %726, 1
  %729 = extractvalue { i32, i32, i32, i32 } %726, 2
  %730 = extractvalue { i32, i32, i32, i32 } %726, 3
  %731 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %692, i32 %693, i32 %694, i32 %695, i32 %727, i32 %728, float %667, float %668, float %669, float %670) #7
  %732 = extractvalue { float, float, float, float } %731, 0
  %733 = extractvalue { float, float, float, float } %731, 1
  %734 = extractvalue { float, float, float, float } %731, 2
  %735 = extractvalue { float, float, float, float } %731, 3
  %736 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %692, i32 %693, i32 %694, i32 %695, i32 %729, i32 %730, float %672, float %673, float %674, float %675) #7
  %737 = extractvalue { float, float, float, float } %736, 0
  %738 = extractvalue { float, float, float, float } %736, 1
  %739 = extractvalue { float, float, float, float } %736, 2
  %740 = extractvalue { float, float, float, float } %736, 3
  %741 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %511)
  %742 = extractvalue { i32, i32, i32, i32 } %741, 0
  %743 = extractvalue { i32, i32, i32, i32 } %741, 1
  %744 = extractvalue { i32, i32, i32, i32 } %741, 2
  %745 = extractvalue { i32, i32, i32, i32 } %741, 3
  %746 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %692, i32 %693, i32 %694, i32 %695, i32 %742, i32 %743, float %682, float %683, float %684, float %685) #7
  %747 = extractvalue { float, float, float, float } %746, 0
  %748 = extractvalue { float, float, float, float } %746, 1
  %749 = extractvalue { float, float, float, float } %746, 2
  %750 = extractvalue { float, float, float, float } %746, 3
  %751 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %692, i32 %693, i32 %694, i32 %695, i32 %744, i32 %745, float %687, float %688, float %689, float %690) #7
  %752 = extractvalue { float, float, float, float } %751, 0
  %753 = extractvalue { float, float, float, float } %751, 1
  %754 = extractvalue { float, float, float, float } %751, 2
  %755 = extractvalue { float, float, float, float } %751, 3
  %756 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %514)
  %757 = extractvalue { i32, i32, i32, i32 } %756, 0
  %758 = extractvalue { i32, i32, i32, i32 } %756, 1
  %759 = extractvalue { i32, i32, i32, i32 } %756, 2
  %760 = extractvalue { i32, i32, i32, i32 } %756, 3
  %761 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %519)
  %762 = extractvalue { i32, i32, i32, i32 } %761, 0
  %763 = extractvalue { i32, i32, i32, i32 } %761, 1
  %764 = extractvalue { i32, i32, i32, i32 } %761, 2
  %765 = extractvalue { i32, i32, i32, i32 } %761, 3
  %766 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %757, i32 %758, i32 %759, i32 %760, i32 %762, i32 %763, float %702, float %703, float %704, float %705) #7
  %767 = extractvalue { float, float, float, float } %766, 0
  %768 = extractvalue { float, float, float, float } %766, 1
  %769 = extractvalue { float, float, float, float } %766, 2
  %770 = extractvalue { float, float, float, float } %766, 3
  %771 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %757, i32 %758, i32 %759, i32 %760, i32 %764, i32 %765, float %707, float %708, float %709, float %710) #7
  %772 = extractvalue { float, float, float, float } %771, 0
  %773 = extractvalue { float, float, float, float } %771, 1
  %774 = extractvalue { float, float, float, float } %771, 2
  %775 = extractvalue { float, float, float, float } %771, 3
  %776 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %520)
  %777 = extractvalue { i32, i32, i32, i32 } %776, 0
  %778 = extractvalue { i32, i32, i32, i32 } %776, 1
  %779 = extractvalue { i32, i32, i32, i32 } %776, 2
  %780 = extractvalue { i32, i32, i32, i32 } %776, 3
  %781 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %757, i32 %758, i32 %759, i32 %760, i32 %777, i32 %778, float %717, float %718, float %719, float %720) #7
  %782 = extractvalue { float, float, float, float } %781, 0
  %783 = extractvalue { float, float, float, float } %781, 1
  %784 = extractvalue { float, float, float, float } %781, 2
  %785 = extractvalue { float, float, float, float } %781, 3
  %786 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %757, i32 %758, i32 %759, i32 %760, i32 %779, i32 %780, float %722, float %723, float %724, float %725) #7
  %787 = extractvalue { float, float, float, float } %786, 0
  %788 = extractvalue { float, float, float, float } %786, 1
  %789 = extractvalue { float, float, float, float } %786, 2
  %790 = extractvalue { float, float, float, float } %786, 3
  %791 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %521)
  %792 = extractvalue { i32, i32, i32, i32 } %791, 0
  %793 = extractvalue { i32, i32, i32, i32 } %791, 1
  %794 = extractvalue { i32, i32, i32, i32 } %791, 2
  %795 = extractvalue { i32, i32, i32, i32 } %791, 3
  %796 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %757, i32 %758, i32 %759, i32 %760, i32 %792, i32 %793, float %732, float %733, float %734, float %735) #7
  %797 = extractvalue { float, float, float, float } %796, 0
  %798 = extractvalue { float, float, float, float } %796, 1
  %799 = extractvalue { float, float, float, float } %796, 2
  %800 = extractvalue { float, float, float, float } %796, 3
  %801 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %757, i32 %758, i32 %759, i32 %760, i32 %794, i32 %795, float %737, float %738, float %739, float %740) #7
  %802 = extractvalue { float, float, float, float } %801, 0
  %803 = extractvalue { float, float, float, float } %801, 1
  %804 = extractvalue { float, float, float, float } %801, 2
  %805 = extractvalue { float, float, float, float } %801, 3
  %806 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %522)
  %807 = extractvalue { i32, i32, i32, i32 } %806, 0
  %808 = extractvalue { i32, i32, i32, i32 } %806, 1
  %809 = extractvalue { i32, i32, i32, i32 } %806, 2
  %810 = extractvalue { i32, i32, i32, i32 } %806, 3
  %811 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %757, i32 %758, i32 %759, i32 %760, i32 %807, i32 %808, float %747, float %748, float %749, float %750) #7
  %812 = extractvalue { float, float, float, float } %811, 0
  %813 = extractvalue { float, float, float, float } %811, 1
  %814 = extractvalue { float, float, float, float } %811, 2
  %815 = extractvalue { float, float, float, float } %811, 3
  %816 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %757, i32 %758, i32 %759, i32 %760, i32 %809, i32 %810, float %752, float %753, float %754, float %755) #7
  %817 = extractvalue { float, float, float, float } %816, 0
  %818 = extractvalue { float, float, float, float } %816, 1
  %819 = extractvalue { float, float, float, float } %816, 2
  %820 = extractvalue { float, float, float, float } %816, 3
  %821 = add i32 %560, 64
  %822 = icmp slt i32 %821, %4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %823 = or disjoint i32 %821, %14
  %824 = add i32 %823, %11
  %825 = shl i32 %824, 6
  %826 = or disjoint i32 %825, %30
  %827 = sext i32 %826 to i64
  %828 = getelementptr bfloat, ptr addrspace(1) %1, i64 %827
  %829 = ptrtoint ptr addrspace(1) %828 to i64
  %830 = and i64 %829, 15
  %831 = icmp eq i64 %830, 0
  %832 = icmp slt i32 %823, %4
  %833 = and i1 %822, %832
  %834 = select i1 %833, i32 16, i32 0
  br i1 %831, label %836, label %.preheader31

.preheader31:                                     ; preds = %523
  %835 = zext i1 %833 to i32
  %invariant.op417 = or i32 %825, %30
  br label %837

836:                                              ; preds = %523
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %382, ptr addrspace(1) %828, i32 %834) #7
  br label %.loopexit32

837:                                              ; preds = %.preheader31, %837
  %838 = phi i64 [ 0, %.preheader31 ], [ %844, %837 ]
  %839 = trunc nuw nsw i64 %838 to i32
  %.reass290.reass = or i32 %839, %invariant.op417
  %840 = sext i32 %.reass290.reass to i64
  %841 = getelementptr bfloat, ptr addrspace(1) %1, i64 %840
  %842 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %841, i32 %835, i16 0) #7
  %843 = getelementptr bfloat, ptr addrspace(3) %128, i64 %838
  store i16 %842, ptr addrspace(3) %843, align 2
  %844 = add nuw nsw i64 %838, 1
  %exitcond225.not = icmp eq i64 %844, 8
  br i1 %exitcond225.not, label %.loopexit32, label %837

.loopexit32:                                      ; preds = %837, %836
  %845 = or disjoint i32 %821, %18
  %846 = add i32 %845, %11
  %847 = shl i32 %846, 6
  %848 = or disjoint i32 %847, %30
  %849 = sext i32 %848 to i64
  %850 = getelementptr bfloat, ptr addrspace(1) %1, i64 %849
  %851 = ptrtoint ptr addrspace(1) %850 to i64
  %852 = and i64 %851, 15
  %853 = icmp eq i64 %852, 0
  %854 = icmp slt i32 %845, %4
  %855 = and i1 %822, %854
  %856 = select i1 %855, i32 16, i32 0
  br i1 %853, label %858, label %.preheader29

.preheader29:                                     ; preds = %.loopexit32
  %857 = zext i1 %855 to i32
  %invariant.op418 = or i32 %847, %30
  br label %859

858:                                              ; preds = %.loopexit32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %384, ptr addrspace(1) %850, i32 %856) #7
  br label %.loopexit30

859:                                              ; preds = %.preheader29, %859
  %860 = phi i64 [ 0, %.preheader29 ], [ %866, %859 ]
  %861 = trunc nuw nsw i64 %860 to i32
  %.reass292.reass = or i32 %861, %invariant.op418
  %862 = sext i32 %.reass292.reass to i64
  %863 = getelementptr bfloat, ptr addrspace(1) %1, i64 %862
  %864 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %863, i32 %857, i16 0) #7
  %865 = getelementptr bfloat, ptr addrspace(3) %154, i64 %860
  store i16 %864, ptr addrspace(3) %865, align 2
  %866 = add nuw nsw i64 %860, 1
  %exitcond226.not = icmp eq i64 %866, 8
  br i1 %exitcond226.not, label %.loopexit30, label %859

.loopexit30:                                      ; preds = %859, %858
  %867 = or disjoint i32 %821, %22
  %868 = add i32 %867, %11
  %869 = shl i32 %868, 6
  %870 = or disjoint i32 %869, %30
  %871 = sext i32 %870 to i64
  %872 = getelementptr bfloat, ptr addrspace(1) %1, i64 %871
  %873 = ptrtoint ptr addrspace(1) %872 to i64
  %874 = and i64 %873, 15
  %875 = icmp eq i64 %874, 0
  %876 = icmp slt i32 %867, %4
  %877 = and i1 %822, %876
  %878 = select i1 %877, i32 16, i32 0
  br i1 %875, label %880, label %.preheader27

.preheader27:                                     ; preds = %.loopexit30
  %879 = zext i1 %877 to i32
  %invariant.op419 = or i32 %869, %30
  br label %881

880:                                              ; preds = %.loopexit30
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %386, ptr addrspace(1) %872, i32 %878) #7
  br label %.loopexit28

881:                                              ; preds = %.preheader27, %881
  %882 = phi i64 [ 0, %.preheader27 ], [ %888, %881 ]
  %883 = trunc nuw nsw i64 %882 to i32
  %.reass294.reass = or i32 %883, %invariant.op419
  %884 = sext i32 %.reass294.reass to i64
  %885 = getelementptr bfloat, ptr addrspace(1) %1, i64 %884
  %886 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %885, i32 %879, i16 0) #7
  %887 = getelementptr bfloat, ptr addrspace(3) %180, i64 %882
  store i16 %886, ptr addrspace(3) %887, align 2
  %888 = add nuw nsw i64 %882, 1
  %exitcond227.not = icmp eq i64 %888, 8
  br i1 %exitcond227.not, label %.loopexit28, label %881

.loopexit28:                                      ; preds = %881, %880
  %889 = or disjoint i32 %821, %26
  %890 = add i32 %889, %11
  %891 = shl i32 %890, 6
  %892 = or disjoint i32 %891, %30
  %893 = sext i32 %892 to i64
  %894 = getelementptr bfloat, ptr addrspace(1) %1, i64 %893
  %895 = ptrtoint ptr addrspace(1) %894 to i64
  %896 = and i64 %895, 15
  %897 = icmp eq i64 %896, 0
  %898 = icmp slt i32 %889, %4
  %899 = and i1 %822, %898
  %900 = select i1 %899, i32 16, i32 0
  br i1 %897, label %902, label %.preheader25

.preheader25:                                     ; preds = %.loopexit28
  %901 = zext i1 %899 to i32
  %invariant.op420 = or i32 %891, %30
  br label %903

902:                                              ; preds = %.loopexit28
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %388, ptr addrspace(1) %894, i32 %900) #7
  br label %.loopexit26

903:                                              ; preds = %.preheader25, %903
  %904 = phi i64 [ 0, %.preheader25 ], [ %910, %903 ]
  %905 = trunc nuw nsw i64 %904 to i32
  %.reass296.reass = or i32 %905, %invariant.op420
  %906 = sext i32 %.reass296.reass to i64
  %907 = getelementptr bfloat, ptr addrspace(1) %1, i64 %906
  %908 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %907, i32 %901, i16 0) #7
  %909 = getelementptr bfloat, ptr addrspace(3) %206, i64 %904
  store i16 %908, ptr addrspace(3) %909, align 2
  %910 = add nuw nsw i64 %904, 1
  %exitcond228.not = icmp eq i64 %910, 8
  br i1 %exitcond228.not, label %.loopexit26, label %903

.loopexit26:                                      ; preds = %903, %902
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #7
  %911 = fmul float %13, %767
  %912 = fmul float %13, %768
  %913 = fmul float %13, %769
  %914 = fmul float %13, %770
  %915 = fmul float %13, %772
  %916 = fmul float %13, %773
  %917 = fmul float %13, %774
  %918 = fmul float %13, %775
  %919 = fmul float %13, %782
  %920 = fmul float %13, %783
  %921 = fmul float %13, %784
  %922 = fmul float %13, %785
  %923 = fmul float %13, %787
  %924 = fmul float %13, %788
  %925 = fmul float %13, %789
  %926 = fmul float %13, %790
  %927 = fmul float %13, %797
  %928 = fmul float %13, %798
  %929 = fmul float %13, %799
  %930 = fmul float %13, %800
  %931 = fmul float %13, %802
  %932 = fmul float %13, %803
  %933 = fmul float %13, %804
  %934 = fmul float %13, %805
  %935 = fmul float %13, %812
  %936 = fmul float %13, %813
  %937 = fmul float %13, %814
  %938 = fmul float %13, %815
  %939 = fmul float %13, %817
  %940 = fmul float %13, %818
  %941 = fmul float %13, %819
  %942 = fmul float %13, %820
  %943 = or disjoint i32 %560, %390
  %944 = icmp slt i32 %943, %4
  %945 = or disjoint i32 %943, 1
  %946 = icmp slt i32 %945, %4
  %947 = or disjoint i32 %943, 8
  %948 = icmp slt i32 %947, %4
  %949 = or disjoint i32 %943, 9
  %950 = icmp slt i32 %949, %4
  %951 = or disjoint i32 %943, 16
  %952 = icmp slt i32 %951, %4
  %953 = or disjoint i32 %943, 17
  %954 = icmp slt i32 %953, %4
  %955 = or disjoint i32 %943, 24
  %956 = icmp slt i32 %955, %4
  %957 = or disjoint i32 %943, 25
  %958 = icmp slt i32 %957, %4
  %959 = or disjoint i32 %943, 32
  %960 = icmp slt i32 %959, %4
  %961 = or disjoint i32 %943, 33
  %962 = icmp slt i32 %961, %4
  %963 = or disjoint i32 %943, 40
  %964 = icmp slt i32 %963, %4
  %965 = or disjoint i32 %943, 41
  %966 = icmp slt i32 %965, %4
  %967 = or disjoint i32 %943, 48
  %968 = icmp slt i32 %967, %4
  %969 = or disjoint i32 %943, 49
  %970 = icmp slt i32 %969, %4
  %971 = or disjoint i32 %943, 56
  %972 = icmp slt i32 %971, %4
  %973 = or disjoint i32 %943, 57
  %974 = icmp slt i32 %973, %4
  %975 = select i1 %944, float %911, float 0xFFF0000000000000
  %976 = select i1 %946, float %912, float 0xFFF0000000000000
  %977 = select i1 %944, float %913, float 0xFFF0000000000000
  %978 = select i1 %946, float %914, float 0xFFF0000000000000
  %979 = select i1 %948, float %915, float 0xFFF0000000000000
  %980 = select i1 %950, float %916, float 0xFFF0000000000000
  %981 = select i1 %948, float %917, float 0xFFF0000000000000
  %982 = select i1 %950, float %918, float 0xFFF0000000000000
  %983 = select i1 %952, float %919, float 0xFFF0000000000000
  %984 = select i1 %954, float %920, float 0xFFF0000000000000
  %985 = select i1 %952, float %921, float 0xFFF0000000000000
  %986 = select i1 %954, float %922, float 0xFFF0000000000000
  %987 = select i1 %956, float %923, float 0xFFF0000000000000
  %988 = select i1 %958, float %924, float 0xFFF0000000000000
  %989 = select i1 %956, float %925, float 0xFFF0000000000000
  %990 = select i1 %958, float %926, float 0xFFF0000000000000
  %991 = select i1 %960, float %927, float 0xFFF0000000000000
  %992 = select i1 %962, float %928, float 0xFFF0000000000000
  %993 = select i1 %960, float %929, float 0xFFF0000000000000
  %994 = select i1 %962, float %930, float 0xFFF0000000000000
  %995 = select i1 %964, float %931, float 0xFFF0000000000000
  %996 = select i1 %966, float %932, float 0xFFF0000000000000
  %997 = select i1 %964, float %933, float 0xFFF0000000000000
  %998 = select i1 %966, float %934, float 0xFFF0000000000000
  %999 = select i1 %968, float %935, float 0xFFF0000000000000
  %1000 = select i1 %970, float %936, float 0xFFF0000000000000
  %1001 = select i1 %968, float %937, float 0xFFF0000000000000
  %1002 = select i1 %970, float %938, float 0xFFF0000000000000
  %1003 = select i1 %972, float %939, float 0xFFF0000000000000
  %1004 = select i1 %974, float %940, float 0xFFF0000000000000
  %1005 = select i1 %972, float %941, float 0xFFF0000000000000
  %1006 = select i1 %974, float %942, float 0xFFF0000000000000
  %1007 = tail call float @llvm.maxnum.f32(float %975, float %976)
  %1008 = tail call float @llvm.maxnum.f32(float %977, float %978)
  %1009 = tail call float @llvm.maxnum.f32(float %1007, float %979)
  %1010 = tail call float @llvm.maxnum.f32(float %1009, float %980)
  %1011 = tail call float @llvm.maxnum.f32(float %1008, float %981)
  %1012 = tail call float @llvm.maxnum.f32(float %1011, float %982)
  %1013 = tail call float @llvm.maxnum.f32(float %1010, float %983)
  %1014 = tail call float @llvm.maxnum.f32(float %1013, float %984)
  %1015 = tail call float @llvm.maxnum.f32(float %1012, float %985)
  %1016 = tail call float @llvm.maxnum.f32(float %1015, float %986)
  %1017 = tail call float @llvm.maxnum.f32(float %1014, float %987)
  %1018 = tail call float @llvm.maxnum.f32(float %1017, float %988)
  %1019 = tail call float @llvm.maxnum.f32(float %1016, float %989)
  %1020 = tail call float @llvm.maxnum.f32(float %1019, float %990)
  %1021 = tail call float @llvm.maxnum.f32(float %1018, float %991)
  %1022 = tail call float @llvm.maxnum.f32(float %1021, float %992)
  %1023 = tail call float @llvm.maxnum.f32(float %1020, float %993)
  %1024 = tail call float @llvm.maxnum.f32(float %1023, float %994)
  %1025 = tail call float @llvm.maxnum.f32(float %1022, float %995)
  %1026 = tail call float @llvm.maxnum.f32(float %1025, float %996)
  %1027 = tail call float @llvm.maxnum.f32(float %1024, float %997)
  %1028 = tail call float @llvm.maxnum.f32(float %1027, float %998)
  %1029 = tail call float @llvm.maxnum.f32(float %1026, float %999)
  %1030 = tail call float @llvm.maxnum.f32(float %1029, float %1000)
  %1031 = tail call float @llvm.maxnum.f32(float %1028, float %1001)
  %1032 = tail call float @llvm.maxnum.f32(float %1031, float %1002)
  %1033 = tail call float @llvm.maxnum.f32(float %1030, float %1003)
  %1034 = tail call float @llvm.maxnum.f32(float %1033, float %1004)
  %1035 = tail call float @llvm.maxnum.f32(float %1032, float %1005)
  %1036 = tail call float @llvm.maxnum.f32(float %1035, float %1006)
  %1037 = bitcast float %1034 to i32
  %1038 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1037, i32 2, i32 31)
  %1039 = bitcast i32 %1038 to float
  %1040 = tail call float @llvm.maxnum.f32(float %1034, float %1039)
  %1041 = bitcast float %1036 to i32
  %1042 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1041, i32 2, i32 31)
  %1043 = bitcast i32 %1042 to float
  %1044 = tail call float @llvm.maxnum.f32(float %1036, float %1043)
  %1045 = bitcast float %1040 to i32
  %1046 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1045, i32 1, i32 31)
  %1047 = bitcast i32 %1046 to float
  %1048 = tail call float @llvm.maxnum.f32(float %1040, float %1047)
  %1049 = bitcast float %1044 to i32
  %1050 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1049, i32 1, i32 31)
  %1051 = bitcast i32 %1050 to float
  %1052 = tail call float @llvm.maxnum.f32(float %1044, float %1051)
  %1053 = tail call float @llvm.maxnum.f32(float %525, float %1048)
  %1054 = tail call float @llvm.maxnum.f32(float %524, float %1052)
  %1055 = fsub float %975, %1053
  %1056 = fsub float %976, %1053
  %1057 = fsub float %977, %1054
  %1058 = fsub float %978, %1054
  %1059 = fsub float %979, %1053
  %1060 = fsub float %980, %1053
  %1061 = fsub float %981, %1054
  %1062 = fsub float %982, %1054
  %1063 = fsub float %983, %1053
  %1064 = fsub float %984, %1053
  %1065 = fsub float %985, %1054
  %1066 = fsub float %986, %1054
  %1067 = fsub float %987, %1053
  %1068 = fsub float %988, %1053
  %1069 = fsub float %989, %1054
  %1070 = fsub float %990, %1054
  %1071 = fsub float %991, %1053
  %1072 = fsub float %992, %1053
  %1073 = fsub float %993, %1054
  %1074 = fsub float %994, %1054
  %1075 = fsub float %995, %1053
  %1076 = fsub float %996, %1053
  %1077 = fsub float %997, %1054
  %1078 = fsub float %998, %1054
  %1079 = fsub float %999, %1053
  %1080 = fsub float %1000, %1053
  %1081 = fsub float %1001, %1054
  %1082 = fsub float %1002, %1054
  %1083 = fsub float %1003, %1053
  %1084 = fsub float %1004, %1053
  %1085 = fsub float %1005, %1054
  %1086 = fsub float %1006, %1054
  %1087 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1055)
  %1088 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1056)
  %1089 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1057)
  %1090 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1058)
  %1091 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1059)
  %1092 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1060)
  %1093 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1061)
  %1094 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1062)
  %1095 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1063)
  %1096 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1064)
  %1097 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1065)
  %1098 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1066)
  %1099 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1067)
  %1100 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1068)
  %1101 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1069)
  %1102 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1070)
  %1103 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1071)
  %1104 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1072)
  %1105 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1073)
  %1106 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1074)
  %1107 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1075)
  %1108 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1076)
  %1109 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1077)
  %1110 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1078)
  %1111 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1079)
  %1112 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1080)
  %1113 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1081)
  %1114 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1082)
  %1115 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1083)
  %1116 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1084)
  %1117 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1085)
  %1118 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1086)
  %1119 = fsub float %525, %1053
  %1120 = fsub float %524, %1054
  %1121 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1119)
  %1122 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1120)
  %1123 = fmul float %559, %1121
  %1124 = fmul float %558, %1122
  %1125 = fadd float %1087, %1088
  %1126 = fadd float %1089, %1090
  %1127 = fadd float %1125, %1091
  %1128 = fadd float %1127, %1092
  %1129 = fadd float %1126, %1093
  %1130 = fadd float %1129, %1094
  %1131 = fadd float %1128, %1095
  %1132 = fadd float %1131, %1096
  %1133 = fadd float %1130, %1097
  %1134 = fadd float %1133, %1098
  %1135 = fadd float %1132, %1099
  %1136 = fadd float %1135, %1100
  %1137 = fadd float %1134, %1101
  %1138 = fadd float %1137, %1102
  %1139 = fadd float %1136, %1103
  %1140 = fadd float %1139, %1104
  %1141 = fadd float %1138, %1105
  %1142 = fadd float %1141, %1106
  %1143 = fadd float %1140, %1107
  %1144 = fadd float %1143, %1108
  %1145 = fadd float %1142, %1109
  %1146 = fadd float %1145, %1110
  %1147 = fadd float %1144, %1111
  %1148 = fadd float %1147, %1112
  %1149 = fadd float %1146, %1113
  %1150 = fadd float %1149, %1114
  %1151 = fadd float %1148, %1115
  %1152 = fadd float %1151, %1116
  %1153 = fadd float %1150, %1117
  %1154 = fadd float %1153, %1118
  %1155 = bitcast float %1152 to i32
  %1156 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1155, i32 2, i32 31)
  %1157 = bitcast i32 %1156 to float
  %1158 = fadd float %1152, %1157
  %1159 = bitcast float %1154 to i32
  %1160 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1159, i32 2, i32 31)
  %1161 = bitcast i32 %1160 to float
  %1162 = fadd float %1154, %1161
  %1163 = bitcast float %1158 to i32
  %1164 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1163, i32 1, i32 31)
  %1165 = bitcast i32 %1164 to float
  %1166 = fadd float %1158, %1165
  %1167 = bitcast float %1162 to i32
  %1168 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1167, i32 1, i32 31)
  %1169 = bitcast i32 %1168 to float
  %1170 = fadd float %1162, %1169
  %1171 = fadd float %1123, %1166
  %1172 = fadd float %1124, %1170
  %1173 = fptrunc float %1087 to bfloat
  %1174 = fptrunc float %1088 to bfloat
  %1175 = fptrunc float %1089 to bfloat
  %1176 = fptrunc float %1090 to bfloat
  %1177 = fptrunc float %1091 to bfloat
  %1178 = fptrunc float %1092 to bfloat
  %1179 = fptrunc float %1093 to bfloat
  %1180 = fptrunc float %1094 to bfloat
  %1181 = fptrunc float %1095 to bfloat
  %1182 = fptrunc float %1096 to bfloat
  %1183 = fptrunc float %1097 to bfloat
  %1184 = fptrunc float %1098 to bfloat
  %1185 = fptrunc float %1099 to bfloat
  %1186 = fptrunc float %1100 to bfloat
  %1187 = fptrunc float %1101 to bfloat
  %1188 = fptrunc float %1102 to bfloat
  %1189 = fptrunc float %1103 to bfloat
  %1190 = fptrunc float %1104 to bfloat
  %1191 = fptrunc float %1105 to bfloat
  %1192 = fptrunc float %1106 to bfloat
  %1193 = fptrunc float %1107 to bfloat
  %1194 = fptrunc float %1108 to bfloat
  %1195 = fptrunc float %1109 to bfloat
  %1196 = fptrunc float %1110 to bfloat
  %1197 = fptrunc float %1111 to bfloat
  %1198 = fptrunc float %1112 to bfloat
  %1199 = fptrunc float %1113 to bfloat
  %1200 = fptrunc float %1114 to bfloat
  %1201 = fptrunc float %1115 to bfloat
  %1202 = fptrunc float %1116 to bfloat
  %1203 = fptrunc float %1117 to bfloat
  %1204 = fptrunc float %1118 to bfloat
  %1205 = fmul float %557, %1121
  %1206 = fmul float %556, %1121
  %1207 = fmul float %555, %1122
  %1208 = fmul float %554, %1122
  %1209 = fmul float %553, %1121
  %1210 = fmul float %552, %1121
  %1211 = fmul float %551, %1122
  %1212 = fmul float %550, %1122
  %1213 = fmul float %549, %1121
  %1214 = fmul float %548, %1121
  %1215 = fmul float %547, %1122
  %1216 = fmul float %546, %1122
  %1217 = fmul float %545, %1121
  %1218 = fmul float %544, %1121
  %1219 = fmul float %543, %1122
  %1220 = fmul float %542, %1122
  %1221 = fmul float %541, %1121
  %1222 = fmul float %540, %1121
  %1223 = fmul float %539, %1122
  %1224 = fmul float %538, %1122
  %1225 = fmul float %537, %1121
  %1226 = fmul float %536, %1121
  %1227 = fmul float %535, %1122
  %1228 = fmul float %534, %1122
  %1229 = fmul float %533, %1121
  %1230 = fmul float %532, %1121
  %1231 = fmul float %531, %1122
  %1232 = fmul float %530, %1122
  %1233 = fmul float %529, %1121
  %1234 = fmul float %528, %1121
  %1235 = fmul float %527, %1122
  %1236 = fmul float %526, %1122
  tail call void asm sideeffect "cp.async.wait_group 1;", "~{memory}"() #7
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1237 = insertelement <2 x bfloat> poison, bfloat %1173, i64 0
  %1238 = insertelement <2 x bfloat> %1237, bfloat %1174, i64 1
  %1239 = bitcast <2 x bfloat> %1238 to i32
  %1240 = insertelement <2 x bfloat> poison, bfloat %1175, i64 0
  %1241 = insertelement <2 x bfloat> %1240, bfloat %1176, i64 1
  %1242 = bitcast <2 x bfloat> %1241 to i32
  %1243 = insertelement <2 x bfloat> poison, bfloat %1177, i64 0
  %1244 = insertelement <2 x bfloat> %1243, bfloat %1178, i64 1
  %1245 = bitcast <2 x bfloat> %1244 to i32
  %1246 = insertelement <2 x bfloat> poison, bfloat %1179, i64 0
  %1247 = insertelement <2 x bfloat> %1246, bfloat %1180, i64 1
  %1248 = bitcast <2 x bfloat> %1247 to i32
  %1249 = insertelement <2 x bfloat> poison, bfloat %1181, i64 0
  %1250 = insertelement <2 x bfloat> %1249, bfloat %1182, i64 1
  %1251 = bitcast <2 x bfloat> %1250 to i32
  %1252 = insertelement <2 x bfloat> poison, bfloat %1183, i64 0
  %1253 = insertelement <2 x bfloat> %1252, bfloat %1184, i64 1
  %1254 = bitcast <2 x bfloat> %1253 to i32
  %1255 = insertelement <2 x bfloat> poison, bfloat %1185, i64 0
  %1256 = insertelement <2 x bfloat> %1255, bfloat %1186, i64 1
  %1257 = bitcast <2 x bfloat> %1256 to i32
  %1258 = insertelement <2 x bfloat> poison, bfloat %1187, i64 0
  %1259 = insertelement <2 x bfloat> %1258, bfloat %1188, i64 1
  %1260 = bitcast <2 x bfloat> %1259 to i32
  %1261 = insertelement <2 x bfloat> poison, bfloat %1189, i64 0
  %1262 = insertelement <2 x bfloat> %1261, bfloat %1190, i64 1
  %1263 = bitcast <2 x bfloat> %1262 to i32
  %1264 = insertelement <2 x bfloat> poison, bfloat %1191, i64 0
  %1265 = insertelement <2 x bfloat> %1264, bfloat %1192, i64 1
  %1266 = bitcast <2 x bfloat> %1265 to i32
  %1267 = insertelement <2 x bfloat> poison, bfloat %1193, i64 0
  %1268 = insertelement <2 x bfloat> %1267, bfloat %1194, i64 1
  %1269 = bitcast <2 x bfloat> %1268 to i32
  %1270 = insertelement <2 x bfloat> poison, bfloat %1195, i64 0
  %1271 = insertelement <2 x bfloat> %1270, bfloat %1196, i64 1
  %1272 = bitcast <2 x bfloat> %1271 to i32
  %1273 = insertelement <2 x bfloat> poison, bfloat %1197, i64 0
  %1274 = insertelement <2 x bfloat> %1273, bfloat %1198, i64 1
  %1275 = bitcast <2 x bfloat> %1274 to i32
  %1276 = insertelement <2 x bfloat> poison, bfloat %1199, i64 0
  %1277 = insertelement <2 x bfloat> %1276, bfloat %1200, i64 1
  %1278 = bitcast <2 x bfloat> %1277 to i32
  %1279 = insertelement <2 x bfloat> poison, bfloat %1201, i64 0
  %1280 = insertelement <2 x bfloat> %1279, bfloat %1202, i64 1
  %1281 = bitcast <2 x bfloat> %1280 to i32
  %1282 = insertelement <2 x bfloat> poison, bfloat %1203, i64 0
  %1283 = insertelement <2 x bfloat> %1282, bfloat %1204, i64 1
  %1284 = bitcast <2 x bfloat> %1283 to i32
  %1285 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %400)
  %1286 = extractvalue { i32, i32, i32, i32 } %1285, 0
  %1287 = extractvalue { i32, i32, i32, i32 } %1285, 1
  %1288 = extractvalue { i32, i32, i32, i32 } %1285, 2
  %1289 = extractvalue { i32, i32, i32, i32 } %1285, 3
  %1290 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1239, i32 %1242, i32 %1245, i32 %1248, i32 %1286, i32 %1287, float %1205, float %1206, float %1207, float %1208) #7
  %1291 = extractvalue { float, float, float, float } %1290, 0
  %1292 = extractvalue { float, float, float, float } %1290, 1
  %1293 = extractvalue { float, float, float, float } %1290, 2
  %1294 = extractvalue { float, float, float, float } %1290, 3
  %1295 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1239, i32 %1242, i32 %1245, i32 %1248, i32 %1288, i32 %1289, float %1209, float %1210, float %1211, float %1212) #7
  %1296 = extractvalue { float, float, float, float } %1295, 0
  %1297 = extractvalue { float, float, float, float } %1295, 1
  %1298 = extractvalue { float, float, float, float } %1295, 2
  %1299 = extractvalue { float, float, float, float } %1295, 3
  %1300 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %407)
  %1301 = extractvalue { i32, i32, i32, i32 } %1300, 0
  %1302 = extractvalue { i32, i32, i32, i32 } %1300, 1
  %1303 = extractvalue { i32, i32, i32, i32 } %1300, 2
  %1304 = extractvalue { i32, i32, i32, i32 } %1300, 3
  %1305 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1239, i32 %1242, i32 %1245, i32 %1248, i32 %1301, i32 %1302, float %1213, float %1214, float %1215, float %1216) #7
  %1306 = extractvalue { float, float, float, float } %1305, 0
  %1307 = extractvalue { float, float, float, float } %1305, 1
  %1308 = extractvalue { float, float, float, float } %1305, 2
  %1309 = extractvalue { float, float, float, float } %1305, 3
  %1310 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1239, i32 %1242, i32 %1245, i32 %1248, i32 %1303, i32 %1304, float %1217, float %1218, float %1219, float %1220) #7
  %1311 = extractvalue { float, float, float, float } %1310, 0
  %1312 = extractvalue { float, float, float, float } %1310, 1
  %1313 = extractvalue { float, float, float, float } %1310, 2
  %1314 = extractvalue { float, float, float, float } %1310, 3
  %1315 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %414)
  %1316 = extractvalue { i32, i32, i32, i32 } %1315, 0
  %1317 = extractvalue { i32, i32, i32, i32 } %1315, 1
  %1318 = extractvalue { i32, i32, i32, i32 } %1315, 2
  %1319 = extractvalue { i32, i32, i32, i32 } %1315, 3
  %1320 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1239, i32 %1242, i32 %1245, i32 %1248, i32 %1316, i32 %1317, float %1221, float %1222, float %1223, float %1224) #7
  %1321 = extractvalue { float, float, float, float } %1320, 0
  %1322 = extractvalue { float, float, float, float } %1320, 1
  %1323 = extractvalue { float, float, float, float } %1320, 2
  %1324 = extractvalue { float, float, float, float } %1320, 3
  %1325 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1239, i32 %1242, i32 %1245, i32 %1248, i32 %1318, i32 %1319, float %1225, float %1226, float %1227, float %1228) #7
  %1326 = extractvalue { float, float, float, float } %1325, 0
  %1327 = extractvalue { float, float, float, float } %1325, 1
  %1328 = extractvalue { float, float, float, float } %1325, 2
  %1329 = extractvalue { float, float, float, float } %1325, 3
  %1330 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %421)
  %1331 = extractvalue { i32, i32, i32, i32 } %1330, 0
  %1332 = extractvalue { i32, i32, i32, i32 } %1330, 1
  %1333 = extractvalue { i32, i32, i32, i32 } %1330, 2
  %1334 = extractvalue { i32, i32, i32, i32 } %1330, 3
  %1335 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1239, i32 %1242, i32 %1245, i32 %1248, i32 %1331, i32 %1332, float %1229, float %1230, float %1231, float %1232) #7
  %1336 = extractvalue { float, float, float, float } %1335, 0
  %1337 = extractvalue { float, float, float, float } %1335, 1
  %1338 = extractvalue { float, float, float, float } %1335, 2
  %1339 = extractvalue { float, float, float, float } %1335, 3
  %1340 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1239, i32 %1242, i32 %1245, i32 %1248, i32 %1333, i32 %1334, float %1233, float %1234, float %1235, float %1236) #7
  %1341 = extractvalue { float, float, float, float } %1340, 0
  %1342 = extractvalue { float, float, float, float } %1340, 1
  %1343 = extractvalue { float, float, float, float } %1340, 2
  %1344 = extractvalue { float, float, float, float } %1340, 3
  %1345 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %426)
  %1346 = extractvalue { i32, i32, i32, i32 } %1345, 0
  %1347 = extractvalue { i32, i32, i32, i32 } %1345, 1
  %1348 = extractvalue { i32, i32, i32, i32 } %1345, 2
  %1349 = extractvalue { i32, i32, i32, i32 } %1345, 3
  %1350 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1251, i32 %1254, i32 %1257, i32 %1260, i32 %1346, i32 %1347, float %1291, float %1292, float %1293, float %1294) #7
  %1351 = extractvalue { float, float, float, float } %1350, 0
  %1352 = extractvalue { float, float, float, float } %1350, 1
  %1353 = extractvalue { float, float, float, float } %1350, 2
  %1354 = extractvalue { float, float, float, float } %1350, 3
  %1355 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1251, i32 %1254, i32 %1257, i32 %1260, i32 %1348, i32 %1349, float %1296, float %1297, float %1298, float %1299) #7
  %1356 = extractvalue { float, float, float, float } %1355, 0
  %1357 = extractvalue { float, float, float, float } %1355, 1
  %1358 = extractvalue { float, float, float, float } %1355, 2
  %1359 = extractvalue { float, float, float, float } %1355, 3
  %1360 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %430)
  %1361 = extractvalue { i32, i32, i32, i32 } %1360, 0
  %1362 = extractvalue { i32, i32, i32, i32 } %1360, 1
  %1363 = extractvalue { i32, i32, i32, i32 } %1360, 2
  %1364 = extractvalue { i32, i32, i32, i32 } %1360, 3
  %1365 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1251, i32 %1254, i32 %1257, i32 %1260, i32 %1361, i32 %1362, float %1306, float %1307, float %1308, float %1309) #7
  %1366 = extractvalue { float, float, float, float } %1365, 0
  %1367 = extractvalue { float, float, float, float } %1365, 1
  %1368 = extractvalue { float, float, float, float } %1365, 2
  %1369 = extractvalue { float, float, float, float } %1365, 3
  %1370 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1251, i32 %1254, i32 %1257, i32 %1260, i32 %1363, i32 %1364, float %1311, float %1312, float %1313, float %1314) #7
  %1371 = extractvalue { float, float, float, float } %1370, 0
  %1372 = extractvalue { float, float, float, float } %1370, 1
  %1373 = extractvalue { float, float, float, float } %1370, 2
  %1374 = extractvalue { float, float, float, float } %1370, 3
  %1375 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %434)
  %1376 = extractvalue { i32, i32, i32, i32 } %1375, 0
  %1377 = extractvalue { i32, i32, i32, i32 } %1375, 1
  %1378 = extractvalue { i32, i32, i32, i32 } %1375, 2
  %1379 = extractvalue { i32, i32, i32, i32 } %1375, 3
  %1380 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1251, i32 %1254, i32 %1257, i32 %1260, i32 %1376, i32 %1377, float %1321, float %1322, float %1323, float %1324) #7
  %1381 = extractvalue { float, float, float, float } %1380, 0
  %1382 = extractvalue { float, float, float, float } %1380, 1
  %1383 = extractvalue { float, float, float, float } %1380, 2
  %1384 = extractvalue { float, float, float, float } %1380, 3
  %1385 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1251, i32 %1254, i32 %1257, i32 %1260, i32 %1378, i32 %1379, float %1326, float %1327, float %1328, float %1329) #7
  %1386 = extractvalue { float, float, float, float } %1385, 0
  %1387 = extractvalue { float, float, float, float } %1385, 1
  %1388 = extractvalue { float, float, float, float } %1385, 2
  %1389 = extractvalue { float, float, float, float } %1385, 3
  %1390 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %438)
  %1391 = extractvalue { i32, i32, i32, i32 } %1390, 0
  %1392 = extractvalue { i32, i32, i32, i32 } %1390, 1
  %1393 = extractvalue { i32, i32, i32, i32 } %1390, 2
  %1394 = extractvalue { i32, i32, i32, i32 } %1390, 3
  %1395 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1251, i32 %1254, i32 %1257, i32 %1260, i32 %1391, i32 %1392, float %1336, float %1337, float %1338, float %1339) #7
  %1396 = extractvalue { float, float, float, float } %1395, 0
  %1397 = extractvalue { float, float, float, float } %1395, 1
  %1398 = extractvalue { float, float, float, float } %1395, 2
  %1399 = extractvalue { float, float, float, float } %1395, 3
  %1400 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1251, i32 %1254, i32 %1257, i32 %1260, i32 %1393, i32 %1394, float %1341, float %1342, float %1343, float %1344) #7
  %1401 = extractvalue { float, float, float, float } %1400, 0
  %1402 = extractvalue { float, float, float, float } %1400, 1
  %1403 = extractvalue { float, float, float, float } %1400, 2
  %1404 = extractvalue { float, float, float, float } %1400, 3
  %1405 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %443)
  %1406 = extractvalue { i32, i32, i32, i32 } %1405, 0
  %1407 = extractvalue { i32, i32, i32, i32 } %1405, 1
  %1408 = extractvalue { i32, i32, i32, i32 } %1405, 2
  %1409 = extractvalue { i32, i32, i32, i32 } %1405, 3
  %1410 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1263, i32 %1266, i32 %1269, i32 %1272, i32 %1406, i32 %1407, float %1351, float %1352, float %1353, float %1354) #7
  %1411 = extractvalue { float, float, float, float } %1410, 0
  %1412 = extractvalue { float, float, float, float } %1410, 1
  %1413 = extractvalue { float, float, float, float } %1410, 2
  %1414 = extractvalue { float, float, float, float } %1410, 3
  %1415 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1263, i32 %1266, i32 %1269, i32 %1272, i32 %1408, i32 %1409, float %1356, float %1357, float %1358, float %1359) #7
  %1416 = extractvalue { float, float, float, float } %1415, 0
  %1417 = extractvalue { float, float, float, float } %1415, 1
  %1418 = extractvalue { float, float, float, float } %1415, 2
  %1419 = extractvalue { float, float, float, float } %1415, 3
  %1420 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %447)
  %1421 = extractvalue { i32, i32, i32, i32 } %1420, 0
  %1422 = extractvalue { i32, i32, i32, i32 } %1420, 1
  %1423 = extractvalue { i32, i32, i32, i32 } %1420, 2
  %1424 = extractvalue { i32, i32, i32, i32 } %1420, 3
  %1425 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1263, i32 %1266, i32 %1269, i32 %1272, i32 %1421, i32 %1422, float %1366, float %1367, float %1368, float %1369) #7
  %1426 = extractvalue { float, float, float, float } %1425, 0
  %1427 = extractvalue { float, float, float, float } %1425, 1
  %1428 = extractvalue { float, float, float, float } %1425, 2
  %1429 = extractvalue { float, float, float, float } %1425, 3
  %1430 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1263, i32 %1266, i32 %1269, i32 %1272, i32 %1423, i32 %1424, float %1371, float %1372, float %1373, float %1374) #7
  %1431 = extractvalue { float, float, float, float } %1430, 0
  %1432 = extractvalue { float, float, float, float } %1430, 1
  %1433 = extractvalue { float, float, float, float } %1430, 2
  %1434 = extractvalue { float, float, float, float } %1430, 3
  %1435 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %451)
  %1436 = extractvalue { i32, i32, i32, i32 } %1435, 0
  %1437 = extractvalue { i32, i32, i32, i32 } %1435, 1
  %1438 = extractvalue { i32, i32, i32, i32 } %1435, 2
  %1439 = extractvalue { i32, i32, i32, i32 } %1435, 3
  %1440 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1263, i32 %1266, i32 %1269, i32 %1272, i32 %1436, i32 %1437, float %1381, float %1382, float %1383, float %1384) #7
  %1441 = extractvalue { float, float, float, float } %1440, 0
  %1442 = extractvalue { float, float, float, float } %1440, 1
  %1443 = extractvalue { float, float, float, float } %1440, 2
  %1444 = extractvalue { float, float, float, float } %1440, 3
  %1445 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1263, i32 %1266, i32 %1269, i32 %1272, i32 %1438, i32 %1439, float %1386, float %1387, float %1388, float %1389) #7
  %1446 = extractvalue { float, float, float, float } %1445, 0
  %1447 = extractvalue { float, float, float, float } %1445, 1
  %1448 = extractvalue { float, float, float, float } %1445, 2
  %1449 = extractvalue { float, float, float, float } %1445, 3
  %1450 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %455)
  %1451 = extractvalue { i32, i32, i32, i32 } %1450, 0
  %1452 = extractvalue { i32, i32, i32, i32 } %1450, 1
  %1453 = extractvalue { i32, i32, i32, i32 } %1450, 2
  %1454 = extractvalue { i32, i32, i32, i32 } %1450, 3
  %1455 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1263, i32 %1266, i32 %1269, i32 %1272, i32 %1451, i32 %1452, float %1396, float %1397, float %1398, float %1399) #7
  %1456 = extractvalue { float, float, float, float } %1455, 0
  %1457 = extractvalue { float, float, float, float } %1455, 1
  %1458 = extractvalue { float, float, float, float } %1455, 2
  %1459 = extractvalue { float, float, float, float } %1455, 3
  %1460 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1263, i32 %1266, i32 %1269, i32 %1272, i32 %1453, i32 %1454, float %1401, float %1402, float %1403, float %1404) #7
  %1461 = extractvalue { float, float, float, float } %1460, 0
  %1462 = extractvalue { float, float, float, float } %1460, 1
  %1463 = extractvalue { float, float, float, float } %1460, 2
  %1464 = extractvalue { float, float, float, float } %1460, 3
  %1465 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %460)
  %1466 = extractvalue { i32, i32, i32, i32 } %1465, 0
  %1467 = extractvalue { i32, i32, i32, i32 } %1465, 1
  %1468 = extractvalue { i32, i32, i32, i32 } %1465, 2
  %1469 = extractvalue { i32, i32, i32, i32 } %1465, 3
  %1470 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1275, i32 %1278, i32 %1281, i32 %1284, i32 %1466, i32 %1467, float %1411, float %1412, float %1413, float %1414) #7
  %1471 = extractvalue { float, float, float, float } %1470, 0
  %1472 = extractvalue { float, float, float, float } %1470, 1
  %1473 = extractvalue { float, float, float, float } %1470, 2
  %1474 = extractvalue { float, float, float, float } %1470, 3
  %1475 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1275, i32 %1278, i32 %1281, i32 %1284, i32 %1468, i32 %1469, float %1416, float %1417, float %1418, float %1419) #7
  %1476 = extractvalue { float, float, float, float } %1475, 0
  %1477 = extractvalue { float, float, float, float } %1475, 1
  %1478 = extractvalue { float, float, float, float } %1475, 2
  %1479 = extractvalue { float, float, float, float } %1475, 3
  %1480 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %464)
  %1481 = extractvalue { i32, i32, i32, i32 } %1480, 0
  %1482 = extractvalue { i32, i32, i32, i32 } %1480, 1
  %1483 = extractvalue { i32, i32, i32, i32 } %1480, 2
  %1484 = extractvalue { i32, i32, i32, i32 } %1480, 3
  %1485 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1275, i32 %1278, i32 %1281, i32 %1284, i32 %1481, i32 %1482, float %1426, float %1427, float %1428, float %1429) #7
  %1486 = extractvalue { float, float, float, float } %1485, 0
  %1487 = extractvalue { float, float, float, float } %1485, 1
  %1488 = extractvalue { float, float, float, float } %1485, 2
  %1489 = extractvalue { float, float, float, float } %1485, 3
  %1490 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1275, i32 %1278, i32 %1281, i32 %1284, i32 %1483, i32 %1484, float %1431, float %1432, float %1433, float %1434) #7
  %1491 = extractvalue { float, float, float, float } %1490, 0
  %1492 = extractvalue { float, float, float, float } %1490, 1
  %1493 = extractvalue { float, float, float, float } %1490, 2
  %1494 = extractvalue { float, float, float, float } %1490, 3
  %1495 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %468)
  %1496 = extractvalue { i32, i32, i32, i32 } %1495, 0
  %1497 = extractvalue { i32, i32, i32, i32 } %1495, 1
  %1498 = extractvalue { i32, i32, i32, i32 } %1495, 2
  %1499 = extractvalue { i32, i32, i32, i32 } %1495, 3
  %1500 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1275, i32 %1278, i32 %1281, i32 %1284, i32 %1496, i32 %1497, float %1441, float %1442, float %1443, float %1444) #7
  %1501 = extractvalue { float, float, float, float } %1500, 0
  %1502 = extractvalue { float, float, float, float } %1500, 1
  %1503 = extractvalue { float, float, float, float } %1500, 2
  %1504 = extractvalue { float, float, float, float } %1500, 3
  %1505 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1275, i32 %1278, i32 %1281, i32 %1284, i32 %1498, i32 %1499, float %1446, float %1447, float %1448, float %1449) #7
  %1506 = extractvalue { float, float, float, float } %1505, 0
  %1507 = extractvalue { float, float, float, float } %1505, 1
  %1508 = extractvalue { float, float, float, float } %1505, 2
  %1509 = extractvalue { float, float, float, float } %1505, 3
  %1510 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %472)
  %1511 = extractvalue { i32, i32, i32, i32 } %1510, 0
  %1512 = extractvalue { i32, i32, i32, i32 } %1510, 1
  %1513 = extractvalue { i32, i32, i32, i32 } %1510, 2
  %1514 = extractvalue { i32, i32, i32, i32 } %1510, 3
  %1515 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1275, i32 %1278, i32 %1281, i32 %1284, i32 %1511, i32 %1512, float %1456, float %1457, float %1458, float %1459) #7
  %1516 = extractvalue { float, float, float, float } %1515, 0
  %1517 = extractvalue { float, float, float, float } %1515, 1
  %1518 = extractvalue { float, float, float, float } %1515, 2
  %1519 = extractvalue { float, float, float, float } %1515, 3
  %1520 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1275, i32 %1278, i32 %1281, i32 %1284, i32 %1513, i32 %1514, float %1461, float %1462, float %1463, float %1464) #7
  %1521 = extractvalue { float, float, float, float } %1520, 0
  %1522 = extractvalue { float, float, float, float } %1520, 1
  %1523 = extractvalue { float, float, float, float } %1520, 2
  %1524 = extractvalue { float, float, float, float } %1520, 3
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1525 = getelementptr bfloat, ptr addrspace(1) %2, i64 %827
  %1526 = ptrtoint ptr addrspace(1) %1525 to i64
  %1527 = and i64 %1526, 15
  %1528 = icmp eq i64 %1527, 0
  br i1 %1528, label %1530, label %.preheader23

.preheader23:                                     ; preds = %.loopexit26
  %1529 = zext i1 %833 to i32
  %invariant.op421 = or i32 %825, %30
  br label %1531

1530:                                             ; preds = %.loopexit26
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %474, ptr addrspace(1) %1525, i32 %834) #7
  br label %.loopexit24

1531:                                             ; preds = %.preheader23, %1531
  %1532 = phi i64 [ 0, %.preheader23 ], [ %1538, %1531 ]
  %1533 = trunc nuw nsw i64 %1532 to i32
  %.reass298.reass = or i32 %1533, %invariant.op421
  %1534 = sext i32 %.reass298.reass to i64
  %1535 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1534
  %1536 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1535, i32 %1529, i16 0) #7
  %1537 = getelementptr bfloat, ptr addrspace(3) %223, i64 %1532
  store i16 %1536, ptr addrspace(3) %1537, align 2
  %1538 = add nuw nsw i64 %1532, 1
  %exitcond229.not = icmp eq i64 %1538, 8
  br i1 %exitcond229.not, label %.loopexit24, label %1531

.loopexit24:                                      ; preds = %1531, %1530
  %1539 = getelementptr bfloat, ptr addrspace(1) %2, i64 %849
  %1540 = ptrtoint ptr addrspace(1) %1539 to i64
  %1541 = and i64 %1540, 15
  %1542 = icmp eq i64 %1541, 0
  br i1 %1542, label %1544, label %.preheader21

.preheader21:                                     ; preds = %.loopexit24
  %1543 = zext i1 %855 to i32
  %invariant.op422 = or i32 %847, %30
  br label %1545

1544:                                             ; preds = %.loopexit24
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %476, ptr addrspace(1) %1539, i32 %856) #7
  br label %.loopexit22

1545:                                             ; preds = %.preheader21, %1545
  %1546 = phi i64 [ 0, %.preheader21 ], [ %1552, %1545 ]
  %1547 = trunc nuw nsw i64 %1546 to i32
  %.reass300.reass = or i32 %1547, %invariant.op422
  %1548 = sext i32 %.reass300.reass to i64
  %1549 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1548
  %1550 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1549, i32 %1543, i16 0) #7
  %1551 = getelementptr bfloat, ptr addrspace(3) %240, i64 %1546
  store i16 %1550, ptr addrspace(3) %1551, align 2
  %1552 = add nuw nsw i64 %1546, 1
  %exitcond230.not = icmp eq i64 %1552, 8
  br i1 %exitcond230.not, label %.loopexit22, label %1545

.loopexit22:                                      ; preds = %1545, %1544
  %1553 = getelementptr bfloat, ptr addrspace(1) %2, i64 %871
  %1554 = ptrtoint ptr addrspace(1) %1553 to i64
  %1555 = and i64 %1554, 15
  %1556 = icmp eq i64 %1555, 0
  br i1 %1556, label %1558, label %.preheader19

.preheader19:                                     ; preds = %.loopexit22
  %1557 = zext i1 %877 to i32
  %invariant.op423 = or i32 %869, %30
  br label %1559

1558:                                             ; preds = %.loopexit22
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %478, ptr addrspace(1) %1553, i32 %878) #7
  br label %.loopexit20

1559:                                             ; preds = %.preheader19, %1559
  %1560 = phi i64 [ 0, %.preheader19 ], [ %1566, %1559 ]
  %1561 = trunc nuw nsw i64 %1560 to i32
  %.reass302.reass = or i32 %1561, %invariant.op423
  %1562 = sext i32 %.reass302.reass to i64
  %1563 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1562
  %1564 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1563, i32 %1557, i16 0) #7
  %1565 = getelementptr bfloat, ptr addrspace(3) %257, i64 %1560
  store i16 %1564, ptr addrspace(3) %1565, align 2
  %1566 = add nuw nsw i64 %1560, 1
  %exitcond231.not = icmp eq i64 %1566, 8
  br i1 %exitcond231.not, label %.loopexit20, label %1559

.loopexit20:                                      ; preds = %1559, %1558
  %1567 = getelementptr bfloat, ptr addrspace(1) %2, i64 %893
  %1568 = ptrtoint ptr addrspace(1) %1567 to i64
  %1569 = and i64 %1568, 15
  %1570 = icmp eq i64 %1569, 0
  br i1 %1570, label %1572, label %.preheader

.preheader:                                       ; preds = %.loopexit20
  %1571 = zext i1 %899 to i32
  %invariant.op424 = or i32 %891, %30
  br label %1573

1572:                                             ; preds = %.loopexit20
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %480, ptr addrspace(1) %1567, i32 %900) #7
  br label %.loopexit

1573:                                             ; preds = %.preheader, %1573
  %1574 = phi i64 [ 0, %.preheader ], [ %1580, %1573 ]
  %1575 = trunc nuw nsw i64 %1574 to i32
  %.reass304.reass = or i32 %1575, %invariant.op424
  %1576 = sext i32 %.reass304.reass to i64
  %1577 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1576
  %1578 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1577, i32 %1571, i16 0) #7
  %1579 = getelementptr bfloat, ptr addrspace(3) %274, i64 %1574
  store i16 %1578, ptr addrspace(3) %1579, align 2
  %1580 = add nuw nsw i64 %1574, 1
  %exitcond232.not = icmp eq i64 %1580, 8
  br i1 %exitcond232.not, label %.loopexit, label %1573

.loopexit:                                        ; preds = %1573, %1572
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #7
  br i1 %822, label %523, label %._crit_edge

._crit_edge:                                      ; preds = %.loopexit, %.loopexit34.._crit_edge_crit_edge
  %.pre-phi238 = phi i32 [ %.pre237, %.loopexit34.._crit_edge_crit_edge ], [ %390, %.loopexit ]
  %.lcssa115 = phi float [ 0.000000e+00, %.loopexit34.._crit_edge_crit_edge ], [ %1171, %.loopexit ]
  %.lcssa114 = phi float [ 0.000000e+00, %.loopexit34.._crit_edge_crit_edge ], [ %1172, %.loopexit ]
  %.lcssa113 = phi float [ 0.000000e+00, %.loopexit34.._crit_edge_crit_edge ], [ %1471, %.loopexit ]
  %.lcssa112 = phi float [ 0.000000e+00, %.loopexit34.._crit_edge_crit_edge ], [ %1472, %.loopexit ]
  %.lcssa111 = phi float [ 0.000000e+00, %.loopexit34.._crit_edge_crit_edge ], [ %1473, %.loopexit ]
  %.lcssa110 = phi float [ 0.000000e+00, %.loopexit34.._crit_edge_crit_edge ], [ %1474, %.loopexit ]
  %.lcssa109 = phi float [ 0.000000e+00, %.loopexit34.._crit_edge_crit_edge ], [ %1476, %.loopexit ]
  %.lcssa108 = phi float [ 0.000000e+00, %.loopexit34.._crit_edge_crit_edge ], [ %1477, %.loopexit ]
  %.lcssa107 = phi float [ 0.000000e+00, %.loopexit34.._crit_edge_crit_edge ], [ %1478, %.loopexit ]
  %.lcssa106 = phi float [ 0.000000e+00, %.loopexit34.._crit_edge_crit_edge ], [ %1479, %.loopexit ]
  %.lcssa105 = phi float [ 0.000000e+00, %.loopexit34.._crit_edge_crit_edge ], [ %1486, %.loopexit ]
  %.lcssa104 = phi float [ 0.000000e+00, %.loopexit34.._crit_edge_crit_edge ], [ %1487, %.loopexit ]
  %.lcssa103 = phi float [ 0.000000e+00, %.loopexit34.._crit_edge_crit_edge ], [ %1488, %.loopexit ]
  %.lcssa102 = phi float [ 0.000000e+00, %.loopexit34.._crit_edge_crit_edge ], [ %1489, %.loopexit ]
  %.lcssa101 = phi float [ 0.000000e+00, %.loopexit34.._crit_edge_crit_edge ], [ %1491, %.loopexit ]
  %.lcssa100 = phi float [ 0.000000e+00, %.loopexit34.._crit_edge_crit_edge ], [ %1492, %.loopexit ]
  %.lcssa99 = phi float [ 0.000000e+00, %.loopexit34.._crit_edge_crit_edge ], [ %1493, %.loopexit ]
  %.lcssa98 = phi float [ 0.000000e+00, %.loopexit34.._crit_edge_crit_edge ], [ %1494, %.loopexit ]
  %.lcssa97 = phi float [ 0.000000e+00, %.loopexit34.._crit_edge_crit_edge ], [ %1501, %.loopexit ]
  %.lcssa96 = phi float [ 0.000000e+00, %.loopexit34.._crit_edge_crit_edge ], [ %1502, %.loopexit ]
  %.lcssa95 = phi float [ 0.000000e+00, %.loopexit34.._crit_edge_crit_edge ], [ %1503, %.loopexit ]
  %.lcssa94 = phi float [ 0.000000e+00, %.loopexit34.._crit_edge_crit_edge ], [ %1504, %.loopexit ]
  %.lcssa93 = phi float [ 0.000000e+00, %.loopexit34.._crit_edge_crit_edge ], [ %1506, %.loopexit ]
  %.lcssa92 = phi float [ 0.000000e+00, %.loopexit34.._crit_edge_crit_edge ], [ %1507, %.loopexit ]
  %.lcssa91 = phi float [ 0.000000e+00, %.loopexit34.._crit_edge_crit_edge ], [ %1508, %.loopexit ]
  %.lcssa90 = phi float [ 0.000000e+00, %.loopexit34.._crit_edge_crit_edge ], [ %1509, %.loopexit ]
  %.lcssa89 = phi float [ 0.000000e+00, %.loopexit34.._crit_edge_crit_edge ], [ %1516, %.loopexit ]
  %.lcssa88 = phi float [ 0.000000e+00, %.loopexit34.._crit_edge_crit_edge ], [ %1517, %.loopexit ]
  %.lcssa87 = phi float [ 0.000000e+00, %.loopexit34.._crit_edge_crit_edge ], [ %1518, %.loopexit ]
  %.lcssa86 = phi float [ 0.000000e+00, %.loopexit34.._crit_edge_crit_edge ], [ %1519, %.loopexit ]
  %.lcssa85 = phi float [ 0.000000e+00, %.loopexit34.._crit_edge_crit_edge ], [ %1521, %.loopexit ]
  %.lcssa84 = phi float [ 0.000000e+00, %.loopexit34.._crit_edge_crit_edge ], [ %1522, %.loopexit ]
  %.lcssa83 = phi float [ 0.000000e+00, %.loopexit34.._crit_edge_crit_edge ], [ %1523, %.loopexit ]
  %.lcssa82 = phi float [ 0.000000e+00, %.loopexit34.._crit_edge_crit_edge ], [ %1524, %.loopexit ]
  %.lcssa81 = phi float [ 0xFFF0000000000000, %.loopexit34.._crit_edge_crit_edge ], [ %1053, %.loopexit ]
  %.lcssa80 = phi float [ 0xFFF0000000000000, %.loopexit34.._crit_edge_crit_edge ], [ %1054, %.loopexit ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1581 = lshr i32 %7, 2
  %1582 = and i32 %1581, 7
  %1583 = or disjoint i32 %370, %1582
  %1584 = zext nneg i32 %1583 to i64
  %1585 = getelementptr float, ptr addrspace(3) @attention_smem, i64 %1584
  store float %.lcssa81, ptr addrspace(3) %1585, align 4
  %1586 = or disjoint i32 %1583, 8
  %1587 = zext nneg i32 %1586 to i64
  %1588 = getelementptr float, ptr addrspace(3) @attention_smem, i64 %1587
  store float %.lcssa80, ptr addrspace(3) %1588, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  tail call void asm sideeffect "cp.async.wait_group 0;", "~{memory}"() #7
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1589 = fdiv float %.lcssa113, %.lcssa115
  %1590 = fdiv float %.lcssa112, %.lcssa115
  %1591 = fdiv float %.lcssa111, %.lcssa114
  %1592 = fdiv float %.lcssa110, %.lcssa114
  %1593 = fdiv float %.lcssa109, %.lcssa115
  %1594 = fdiv float %.lcssa108, %.lcssa115
  %1595 = fdiv float %.lcssa107, %.lcssa114
  %1596 = fdiv float %.lcssa106, %.lcssa114
  %1597 = fdiv float %.lcssa105, %.lcssa115
  %1598 = fdiv float %.lcssa104, %.lcssa115
  %1599 = fdiv float %.lcssa103, %.lcssa114
  %1600 = fdiv float %.lcssa102, %.lcssa114
  %1601 = fdiv float %.lcssa101, %.lcssa115
  %1602 = fdiv float %.lcssa100, %.lcssa115
  %1603 = fdiv float %.lcssa99, %.lcssa114
  %1604 = fdiv float %.lcssa98, %.lcssa114
  %1605 = fdiv float %.lcssa97, %.lcssa115
  %1606 = fdiv float %.lcssa96, %.lcssa115
  %1607 = fdiv float %.lcssa95, %.lcssa114
  %1608 = fdiv float %.lcssa94, %.lcssa114
  %1609 = fdiv float %.lcssa93, %.lcssa115
  %1610 = fdiv float %.lcssa92, %.lcssa115
  %1611 = fdiv float %.lcssa91, %.lcssa114
  %1612 = fdiv float %.lcssa90, %.lcssa114
  %1613 = fdiv float %.lcssa89, %.lcssa115
  %1614 = fdiv float %.lcssa88, %.lcssa115
  %1615 = fdiv float %.lcssa87, %.lcssa114
  %1616 = fdiv float %.lcssa86, %.lcssa114
  %1617 = fdiv float %.lcssa85, %.lcssa115
  %1618 = fdiv float %.lcssa84, %.lcssa115
  %1619 = fdiv float %.lcssa83, %.lcssa114
  %1620 = fdiv float %.lcssa82, %.lcssa114
  %1621 = fptrunc float %1589 to bfloat
  %1622 = fptrunc float %1590 to bfloat
  %1623 = fptrunc float %1591 to bfloat
  %1624 = fptrunc float %1592 to bfloat
  %1625 = fptrunc float %1593 to bfloat
  %1626 = fptrunc float %1594 to bfloat
  %1627 = fptrunc float %1595 to bfloat
  %1628 = fptrunc float %1596 to bfloat
  %1629 = fptrunc float %1597 to bfloat
  %1630 = fptrunc float %1598 to bfloat
  %1631 = fptrunc float %1599 to bfloat
  %1632 = fptrunc float %1600 to bfloat
  %1633 = fptrunc float %1601 to bfloat
  %1634 = fptrunc float %1602 to bfloat
  %1635 = fptrunc float %1603 to bfloat
  %1636 = fptrunc float %1604 to bfloat
  %1637 = fptrunc float %1605 to bfloat
  %1638 = fptrunc float %1606 to bfloat
  %1639 = fptrunc float %1607 to bfloat
  %1640 = fptrunc float %1608 to bfloat
  %1641 = fptrunc float %1609 to bfloat
  %1642 = fptrunc float %1610 to bfloat
  %1643 = fptrunc float %1611 to bfloat
  %1644 = fptrunc float %1612 to bfloat
  %1645 = fptrunc float %1613 to bfloat
  %1646 = fptrunc float %1614 to bfloat
  %1647 = fptrunc float %1615 to bfloat
  %1648 = fptrunc float %1616 to bfloat
  %1649 = fptrunc float %1617 to bfloat
  %1650 = fptrunc float %1618 to bfloat
  %1651 = fptrunc float %1619 to bfloat
  %1652 = fptrunc float %1620 to bfloat
  %1653 = or disjoint i32 %1583, %12
  %1654 = add i32 %11, %1653
  %1655 = shl i32 %1654, 6
  %1656 = or disjoint i32 %1655, %.pre-phi238
  %1657 = sext i32 %1656 to i64
  %1658 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1657
  %1659 = icmp slt i32 %1653, %4
  %1660 = ptrtoint ptr addrspace(1) %1658 to i64
  %1661 = and i64 %1660, 3
  %1662 = icmp eq i64 %1661, 0
  %1663 = and i1 %1659, %1662
  %1664 = xor i1 %1659, %1663
  %1665 = zext i1 %1663 to i32
  %1666 = bitcast bfloat %1621 to i16
  %1667 = bitcast bfloat %1622 to i16
  %1668 = zext i1 %1664 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1665, i16 %1666, i16 %1667, ptr addrspace(1) %1658, i32 %1668, i32 %1668) #7
  %1669 = or disjoint i32 %1586, %12
  %1670 = add i32 %11, %1669
  %1671 = shl i32 %1670, 6
  %1672 = or disjoint i32 %1671, %.pre-phi238
  %1673 = sext i32 %1672 to i64
  %1674 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1673
  %1675 = icmp slt i32 %1669, %4
  %1676 = ptrtoint ptr addrspace(1) %1674 to i64
  %1677 = and i64 %1676, 3
  %1678 = icmp eq i64 %1677, 0
  %1679 = and i1 %1675, %1678
  %1680 = xor i1 %1675, %1679
  %1681 = zext i1 %1679 to i32
  %1682 = bitcast bfloat %1623 to i16
  %1683 = bitcast bfloat %1624 to i16
  %1684 = zext i1 %1680 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1681, i16 %1682, i16 %1683, ptr addrspace(1) %1674, i32 %1684, i32 %1684) #7
  %1685 = or disjoint i32 %.pre-phi238, 8
  %1686 = or disjoint i32 %1655, %1685
  %1687 = sext i32 %1686 to i64
  %1688 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1687
  %1689 = ptrtoint ptr addrspace(1) %1688 to i64
  %1690 = and i64 %1689, 3
  %1691 = icmp eq i64 %1690, 0
  %1692 = and i1 %1659, %1691
  %1693 = xor i1 %1659, %1692
  %1694 = zext i1 %1692 to i32
  %1695 = bitcast bfloat %1625 to i16
  %1696 = bitcast bfloat %1626 to i16
  %1697 = zext i1 %1693 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1694, i16 %1695, i16 %1696, ptr addrspace(1) %1688, i32 %1697, i32 %1697) #7
  %1698 = or disjoint i32 %1671, %1685
  %1699 = sext i32 %1698 to i64
  %1700 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1699
  %1701 = ptrtoint ptr addrspace(1) %1700 to i64
  %1702 = and i64 %1701, 3
  %1703 = icmp eq i64 %1702, 0
  %1704 = and i1 %1675, %1703
  %1705 = xor i1 %1675, %1704
  %1706 = zext i1 %1704 to i32
  %1707 = bitcast bfloat %1627 to i16
  %1708 = bitcast bfloat %1628 to i16
  %1709 = zext i1 %1705 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1706, i16 %1707, i16 %1708, ptr addrspace(1) %1700, i32 %1709, i32 %1709) #7
  %1710 = or disjoint i32 %.pre-phi238, 16
  %1711 = or disjoint i32 %1655, %1710
  %1712 = sext i32 %1711 to i64
  %1713 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1712
  %1714 = ptrtoint ptr addrspace(1) %1713 to i64
  %1715 = and i64 %1714, 3
  %1716 = icmp eq i64 %1715, 0
  %1717 = and i1 %1659, %1716
  %1718 = xor i1 %1659, %1717
  %1719 = zext i1 %1717 to i32
  %1720 = bitcast bfloat %1629 to i16
  %1721 = bitcast bfloat %1630 to i16
  %1722 = zext i1 %1718 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1719, i16 %1720, i16 %1721, ptr addrspace(1) %1713, i32 %1722, i32 %1722) #7
  %1723 = or disjoint i32 %1671, %1710
  %1724 = sext i32 %1723 to i64
  %1725 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1724
  %1726 = ptrtoint ptr addrspace(1) %1725 to i64
  %1727 = and i64 %1726, 3
  %1728 = icmp eq i64 %1727, 0
  %1729 = and i1 %1675, %1728
  %1730 = xor i1 %1675, %1729
  %1731 = zext i1 %1729 to i32
  %1732 = bitcast bfloat %1631 to i16
  %1733 = bitcast bfloat %1632 to i16
  %1734 = zext i1 %1730 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1731, i16 %1732, i16 %1733, ptr addrspace(1) %1725, i32 %1734, i32 %1734) #7
  %1735 = or disjoint i32 %.pre-phi238, 24
  %1736 = or disjoint i32 %1655, %1735
  %1737 = sext i32 %1736 to i64
  %1738 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1737
  %1739 = ptrtoint ptr addrspace(1) %1738 to i64
  %1740 = and i64 %1739, 3
  %1741 = icmp eq i64 %1740, 0
  %1742 = and i1 %1659, %1741
  %1743 = xor i1 %1659, %1742
  %1744 = zext i1 %1742 to i32
  %1745 = bitcast bfloat %1633 to i16
  %1746 = bitcast bfloat %1634 to i16
  %1747 = zext i1 %1743 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1744, i16 %1745, i16 %1746, ptr addrspace(1) %1738, i32 %1747, i32 %1747) #7
  %1748 = or disjoint i32 %1671, %1735
  %1749 = sext i32 %1748 to i64
  %1750 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1749
  %1751 = ptrtoint ptr addrspace(1) %1750 to i64
  %1752 = and i64 %1751, 3
  %1753 = icmp eq i64 %1752, 0
  %1754 = and i1 %1675, %1753
  %1755 = xor i1 %1675, %1754
  %1756 = zext i1 %1754 to i32
  %1757 = bitcast bfloat %1635 to i16
  %1758 = bitcast bfloat %1636 to i16
  %1759 = zext i1 %1755 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1756, i16 %1757, i16 %1758, ptr addrspace(1) %1750, i32 %1759, i32 %1759) #7
  %1760 = or disjoint i32 %.pre-phi238, 32
  %1761 = or disjoint i32 %1655, %1760
  %1762 = sext i32 %1761 to i64
  %1763 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1762
  %1764 = ptrtoint ptr addrspace(1) %1763 to i64
  %1765 = and i64 %1764, 3
  %1766 = icmp eq i64 %1765, 0
  %1767 = and i1 %1659, %1766
  %1768 = xor i1 %1659, %1767
  %1769 = zext i1 %1767 to i32
  %1770 = bitcast bfloat %1637 to i16
  %1771 = bitcast bfloat %1638 to i16
  %1772 = zext i1 %1768 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1769, i16 %1770, i16 %1771, ptr addrspace(1) %1763, i32 %1772, i32 %1772) #7
  %1773 = or disjoint i32 %1671, %1760
  %1774 = sext i32 %1773 to i64
  %1775 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1774
  %1776 = ptrtoint ptr addrspace(1) %1775 to i64
  %1777 = and i64 %1776, 3
  %1778 = icmp eq i64 %1777, 0
  %1779 = and i1 %1675, %1778
  %1780 = xor i1 %1675, %1779
  %1781 = zext i1 %1779 to i32
  %1782 = bitcast bfloat %1639 to i16
  %1783 = bitcast bfloat %1640 to i16
  %1784 = zext i1 %1780 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1781, i16 %1782, i16 %1783, ptr addrspace(1) %1775, i32 %1784, i32 %1784) #7
  %1785 = or disjoint i32 %.pre-phi238, 40
  %1786 = or disjoint i32 %1655, %1785
  %1787 = sext i32 %1786 to i64
  %1788 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1787
  %1789 = ptrtoint ptr addrspace(1) %1788 to i64
  %1790 = and i64 %1789, 3
  %1791 = icmp eq i64 %1790, 0
  %1792 = and i1 %1659, %1791
  %1793 = xor i1 %1659, %1792
  %1794 = zext i1 %1792 to i32
  %1795 = bitcast bfloat %1641 to i16
  %1796 = bitcast bfloat %1642 to i16
  %1797 = zext i1 %1793 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1794, i16 %1795, i16 %1796, ptr addrspace(1) %1788, i32 %1797, i32 %1797) #7
  %1798 = or disjoint i32 %1671, %1785
  %1799 = sext i32 %1798 to i64
  %1800 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1799
  %1801 = ptrtoint ptr addrspace(1) %1800 to i64
  %1802 = and i64 %1801, 3
  %1803 = icmp eq i64 %1802, 0
  %1804 = and i1 %1675, %1803
  %1805 = xor i1 %1675, %1804
  %1806 = zext i1 %1804 to i32
  %1807 = bitcast bfloat %1643 to i16
  %1808 = bitcast bfloat %1644 to i16
  %1809 = zext i1 %1805 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1806, i16 %1807, i16 %1808, ptr addrspace(1) %1800, i32 %1809, i32 %1809) #7
  %1810 = or disjoint i32 %.pre-phi238, 48
  %1811 = or disjoint i32 %1655, %1810
  %1812 = sext i32 %1811 to i64
  %1813 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1812
  %1814 = ptrtoint ptr addrspace(1) %1813 to i64
  %1815 = and i64 %1814, 3
  %1816 = icmp eq i64 %1815, 0
  %1817 = and i1 %1659, %1816
  %1818 = xor i1 %1659, %1817
  %1819 = zext i1 %1817 to i32
  %1820 = bitcast bfloat %1645 to i16
  %1821 = bitcast bfloat %1646 to i16
  %1822 = zext i1 %1818 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1819, i16 %1820, i16 %1821, ptr addrspace(1) %1813, i32 %1822, i32 %1822) #7
  %1823 = or disjoint i32 %1671, %1810
  %1824 = sext i32 %1823 to i64
  %1825 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1824
  %1826 = ptrtoint ptr addrspace(1) %1825 to i64
  %1827 = and i64 %1826, 3
  %1828 = icmp eq i64 %1827, 0
  %1829 = and i1 %1675, %1828
  %1830 = xor i1 %1675, %1829
  %1831 = zext i1 %1829 to i32
  %1832 = bitcast bfloat %1647 to i16
  %1833 = bitcast bfloat %1648 to i16
  %1834 = zext i1 %1830 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1831, i16 %1832, i16 %1833, ptr addrspace(1) %1825, i32 %1834, i32 %1834) #7
  %1835 = or disjoint i32 %.pre-phi238, 56
  %1836 = or disjoint i32 %1655, %1835
  %1837 = sext i32 %1836 to i64
  %1838 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1837
  %1839 = ptrtoint ptr addrspace(1) %1838 to i64
  %1840 = and i64 %1839, 3
  %1841 = icmp eq i64 %1840, 0
  %1842 = and i1 %1659, %1841
  %1843 = xor i1 %1659, %1842
  %1844 = zext i1 %1842 to i32
  %1845 = bitcast bfloat %1649 to i16
  %1846 = bitcast bfloat %1650 to i16
  %1847 = zext i1 %1843 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1844, i16 %1845, i16 %1846, ptr addrspace(1) %1838, i32 %1847, i32 %1847) #7
  %1848 = or disjoint i32 %1671, %1835
  %1849 = sext i32 %1848 to i64
  %1850 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1849
  %1851 = ptrtoint ptr addrspace(1) %1850 to i64
  %1852 = and i64 %1851, 3
  %1853 = icmp eq i64 %1852, 0
  %1854 = and i1 %1675, %1853
  %1855 = xor i1 %1675, %1854
  %1856 = zext i1 %1854 to i32
  %1857 = bitcast bfloat %1651 to i16
  %1858 = bitcast bfloat %1652 to i16
  %1859 = zext i1 %1855 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1856, i16 %1857, i16 %1858, ptr addrspace(1) %1850, i32 %1859, i32 %1859) #7
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
