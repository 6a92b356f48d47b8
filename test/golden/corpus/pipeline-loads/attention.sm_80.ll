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
  br i1 %118, label %130, label %.preheader80

.preheader80:                                     ; preds = %6
  %129 = zext i1 %119 to i32
  %invariant.op = or i32 %112, %30
  br label %134

130:                                              ; preds = %6
  %131 = select i1 %119, ptr addrspace(1) %115, ptr addrspace(1) %1
  %132 = ptrtoint ptr addrspace(3) %128 to i64
  %133 = trunc i64 %132 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %133, ptr addrspace(1) %131, i32 %120) #7
  br label %.loopexit81

134:                                              ; preds = %.preheader80, %134
  %135 = phi i64 [ 0, %.preheader80 ], [ %141, %134 ]
  %136 = trunc nuw nsw i64 %135 to i32
  %.reass.reass = or i32 %136, %invariant.op
  %137 = sext i32 %.reass.reass to i64
  %138 = getelementptr bfloat, ptr addrspace(1) %1, i64 %137
  %139 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %138, i32 %129, i16 0) #7
  %140 = getelementptr bfloat, ptr addrspace(3) %128, i64 %135
  store i16 %139, ptr addrspace(3) %140, align 2
  %141 = add nuw nsw i64 %135, 1
  %exitcond.not = icmp eq i64 %141, 8
  br i1 %exitcond.not, label %.loopexit81, label %134

.loopexit81:                                      ; preds = %134, %130
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
  br i1 %149, label %157, label %.preheader78

.preheader78:                                     ; preds = %.loopexit81
  %156 = zext i1 %150 to i32
  %invariant.op467 = or i32 %143, %30
  br label %161

157:                                              ; preds = %.loopexit81
  %158 = select i1 %150, ptr addrspace(1) %146, ptr addrspace(1) %1
  %159 = ptrtoint ptr addrspace(3) %155 to i64
  %160 = trunc i64 %159 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %160, ptr addrspace(1) %158, i32 %151) #7
  br label %.loopexit79

161:                                              ; preds = %.preheader78, %161
  %162 = phi i64 [ 0, %.preheader78 ], [ %168, %161 ]
  %163 = trunc nuw nsw i64 %162 to i32
  %.reass317.reass = or i32 %163, %invariant.op467
  %164 = sext i32 %.reass317.reass to i64
  %165 = getelementptr bfloat, ptr addrspace(1) %1, i64 %164
  %166 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %165, i32 %156, i16 0) #7
  %167 = getelementptr bfloat, ptr addrspace(3) %155, i64 %162
  store i16 %166, ptr addrspace(3) %167, align 2
  %168 = add nuw nsw i64 %162, 1
  %exitcond251.not = icmp eq i64 %168, 8
  br i1 %exitcond251.not, label %.loopexit79, label %161

.loopexit79:                                      ; preds = %161, %157
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
  br i1 %176, label %184, label %.preheader76

.preheader76:                                     ; preds = %.loopexit79
  %183 = zext i1 %177 to i32
  %invariant.op468 = or i32 %170, %30
  br label %188

184:                                              ; preds = %.loopexit79
  %185 = select i1 %177, ptr addrspace(1) %173, ptr addrspace(1) %1
  %186 = ptrtoint ptr addrspace(3) %182 to i64
  %187 = trunc i64 %186 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %187, ptr addrspace(1) %185, i32 %178) #7
  br label %.loopexit77

188:                                              ; preds = %.preheader76, %188
  %189 = phi i64 [ 0, %.preheader76 ], [ %195, %188 ]
  %190 = trunc nuw nsw i64 %189 to i32
  %.reass319.reass = or i32 %190, %invariant.op468
  %191 = sext i32 %.reass319.reass to i64
  %192 = getelementptr bfloat, ptr addrspace(1) %1, i64 %191
  %193 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %192, i32 %183, i16 0) #7
  %194 = getelementptr bfloat, ptr addrspace(3) %182, i64 %189
  store i16 %193, ptr addrspace(3) %194, align 2
  %195 = add nuw nsw i64 %189, 1
  %exitcond252.not = icmp eq i64 %195, 8
  br i1 %exitcond252.not, label %.loopexit77, label %188

.loopexit77:                                      ; preds = %188, %184
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
  br i1 %203, label %211, label %.preheader74

.preheader74:                                     ; preds = %.loopexit77
  %210 = zext i1 %204 to i32
  %invariant.op469 = or i32 %197, %30
  br label %215

211:                                              ; preds = %.loopexit77
  %212 = select i1 %204, ptr addrspace(1) %200, ptr addrspace(1) %1
  %213 = ptrtoint ptr addrspace(3) %209 to i64
  %214 = trunc i64 %213 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %214, ptr addrspace(1) %212, i32 %205) #7
  br label %.loopexit75

215:                                              ; preds = %.preheader74, %215
  %216 = phi i64 [ 0, %.preheader74 ], [ %222, %215 ]
  %217 = trunc nuw nsw i64 %216 to i32
  %.reass321.reass = or i32 %217, %invariant.op469
  %218 = sext i32 %.reass321.reass to i64
  %219 = getelementptr bfloat, ptr addrspace(1) %1, i64 %218
  %220 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %219, i32 %210, i16 0) #7
  %221 = getelementptr bfloat, ptr addrspace(3) %209, i64 %216
  store i16 %220, ptr addrspace(3) %221, align 2
  %222 = add nuw nsw i64 %216, 1
  %exitcond253.not = icmp eq i64 %222, 8
  br i1 %exitcond253.not, label %.loopexit75, label %215

.loopexit75:                                      ; preds = %215, %211
  %223 = getelementptr bfloat, ptr addrspace(1) %2, i64 %114
  %224 = ptrtoint ptr addrspace(1) %223 to i64
  %225 = and i64 %224, 15
  %226 = icmp eq i64 %225, 0
  %227 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 24576), i64 %127
  br i1 %226, label %229, label %.preheader72

.preheader72:                                     ; preds = %.loopexit75
  %228 = zext i1 %119 to i32
  %invariant.op470 = or i32 %112, %30
  br label %233

229:                                              ; preds = %.loopexit75
  %230 = select i1 %119, ptr addrspace(1) %223, ptr addrspace(1) %2
  %231 = ptrtoint ptr addrspace(3) %227 to i64
  %232 = trunc i64 %231 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %232, ptr addrspace(1) %230, i32 %120) #7
  br label %.loopexit73

233:                                              ; preds = %.preheader72, %233
  %234 = phi i64 [ 0, %.preheader72 ], [ %240, %233 ]
  %235 = trunc nuw nsw i64 %234 to i32
  %.reass323.reass = or i32 %235, %invariant.op470
  %236 = sext i32 %.reass323.reass to i64
  %237 = getelementptr bfloat, ptr addrspace(1) %2, i64 %236
  %238 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %237, i32 %228, i16 0) #7
  %239 = getelementptr bfloat, ptr addrspace(3) %227, i64 %234
  store i16 %238, ptr addrspace(3) %239, align 2
  %240 = add nuw nsw i64 %234, 1
  %exitcond254.not = icmp eq i64 %240, 8
  br i1 %exitcond254.not, label %.loopexit73, label %233

.loopexit73:                                      ; preds = %233, %229
  %241 = getelementptr bfloat, ptr addrspace(1) %2, i64 %145
  %242 = ptrtoint ptr addrspace(1) %241 to i64
  %243 = and i64 %242, 15
  %244 = icmp eq i64 %243, 0
  %245 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 24576), i64 %154
  br i1 %244, label %247, label %.preheader70

.preheader70:                                     ; preds = %.loopexit73
  %246 = zext i1 %150 to i32
  %invariant.op471 = or i32 %143, %30
  br label %251

247:                                              ; preds = %.loopexit73
  %248 = select i1 %150, ptr addrspace(1) %241, ptr addrspace(1) %2
  %249 = ptrtoint ptr addrspace(3) %245 to i64
  %250 = trunc i64 %249 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %250, ptr addrspace(1) %248, i32 %151) #7
  br label %.loopexit71

251:                                              ; preds = %.preheader70, %251
  %252 = phi i64 [ 0, %.preheader70 ], [ %258, %251 ]
  %253 = trunc nuw nsw i64 %252 to i32
  %.reass325.reass = or i32 %253, %invariant.op471
  %254 = sext i32 %.reass325.reass to i64
  %255 = getelementptr bfloat, ptr addrspace(1) %2, i64 %254
  %256 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %255, i32 %246, i16 0) #7
  %257 = getelementptr bfloat, ptr addrspace(3) %245, i64 %252
  store i16 %256, ptr addrspace(3) %257, align 2
  %258 = add nuw nsw i64 %252, 1
  %exitcond255.not = icmp eq i64 %258, 8
  br i1 %exitcond255.not, label %.loopexit71, label %251

.loopexit71:                                      ; preds = %251, %247
  %259 = getelementptr bfloat, ptr addrspace(1) %2, i64 %172
  %260 = ptrtoint ptr addrspace(1) %259 to i64
  %261 = and i64 %260, 15
  %262 = icmp eq i64 %261, 0
  %263 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 24576), i64 %181
  br i1 %262, label %265, label %.preheader68

.preheader68:                                     ; preds = %.loopexit71
  %264 = zext i1 %177 to i32
  %invariant.op472 = or i32 %170, %30
  br label %269

265:                                              ; preds = %.loopexit71
  %266 = select i1 %177, ptr addrspace(1) %259, ptr addrspace(1) %2
  %267 = ptrtoint ptr addrspace(3) %263 to i64
  %268 = trunc i64 %267 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %268, ptr addrspace(1) %266, i32 %178) #7
  br label %.loopexit69

269:                                              ; preds = %.preheader68, %269
  %270 = phi i64 [ 0, %.preheader68 ], [ %276, %269 ]
  %271 = trunc nuw nsw i64 %270 to i32
  %.reass327.reass = or i32 %271, %invariant.op472
  %272 = sext i32 %.reass327.reass to i64
  %273 = getelementptr bfloat, ptr addrspace(1) %2, i64 %272
  %274 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %273, i32 %264, i16 0) #7
  %275 = getelementptr bfloat, ptr addrspace(3) %263, i64 %270
  store i16 %274, ptr addrspace(3) %275, align 2
  %276 = add nuw nsw i64 %270, 1
  %exitcond256.not = icmp eq i64 %276, 8
  br i1 %exitcond256.not, label %.loopexit69, label %269

.loopexit69:                                      ; preds = %269, %265
  %277 = getelementptr bfloat, ptr addrspace(1) %2, i64 %199
  %278 = ptrtoint ptr addrspace(1) %277 to i64
  %279 = and i64 %278, 15
  %280 = icmp eq i64 %279, 0
  %281 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 24576), i64 %208
  br i1 %280, label %283, label %.preheader66

.preheader66:                                     ; preds = %.loopexit69
  %282 = zext i1 %204 to i32
  %invariant.op473 = or i32 %197, %30
  br label %287

283:                                              ; preds = %.loopexit69
  %284 = select i1 %204, ptr addrspace(1) %277, ptr addrspace(1) %2
  %285 = ptrtoint ptr addrspace(3) %281 to i64
  %286 = trunc i64 %285 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %286, ptr addrspace(1) %284, i32 %205) #7
  br label %.loopexit67

287:                                              ; preds = %.preheader66, %287
  %288 = phi i64 [ 0, %.preheader66 ], [ %294, %287 ]
  %289 = trunc nuw nsw i64 %288 to i32
  %.reass329.reass = or i32 %289, %invariant.op473
  %290 = sext i32 %.reass329.reass to i64
  %291 = getelementptr bfloat, ptr addrspace(1) %2, i64 %290
  %292 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %291, i32 %282, i16 0) #7
  %293 = getelementptr bfloat, ptr addrspace(3) %281, i64 %288
  store i16 %292, ptr addrspace(3) %293, align 2
  %294 = add nuw nsw i64 %288, 1
  %exitcond257.not = icmp eq i64 %294, 8
  br i1 %exitcond257.not, label %.loopexit67, label %287

.loopexit67:                                      ; preds = %287, %283
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #7
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
  br i1 %304, label %310, label %.preheader64

.preheader64:                                     ; preds = %.loopexit67
  %309 = zext i1 %306 to i32
  %invariant.op474 = or i32 %298, %30
  br label %314

310:                                              ; preds = %.loopexit67
  %311 = select i1 %306, ptr addrspace(1) %301, ptr addrspace(1) %1
  %312 = ptrtoint ptr addrspace(3) %308 to i64
  %313 = trunc i64 %312 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %313, ptr addrspace(1) %311, i32 %307) #7
  br label %.loopexit65

314:                                              ; preds = %.preheader64, %314
  %315 = phi i64 [ 0, %.preheader64 ], [ %321, %314 ]
  %316 = trunc nuw nsw i64 %315 to i32
  %.reass331.reass = or i32 %316, %invariant.op474
  %317 = sext i32 %.reass331.reass to i64
  %318 = getelementptr bfloat, ptr addrspace(1) %1, i64 %317
  %319 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %318, i32 %309, i16 0) #7
  %320 = getelementptr bfloat, ptr addrspace(3) %308, i64 %315
  store i16 %319, ptr addrspace(3) %320, align 2
  %321 = add nuw nsw i64 %315, 1
  %exitcond258.not = icmp eq i64 %321, 8
  br i1 %exitcond258.not, label %.loopexit65, label %314

.loopexit65:                                      ; preds = %314, %310
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
  br i1 %330, label %336, label %.preheader62

.preheader62:                                     ; preds = %.loopexit65
  %335 = zext i1 %332 to i32
  %invariant.op475 = or i32 %324, %30
  br label %340

336:                                              ; preds = %.loopexit65
  %337 = select i1 %332, ptr addrspace(1) %327, ptr addrspace(1) %1
  %338 = ptrtoint ptr addrspace(3) %334 to i64
  %339 = trunc i64 %338 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %339, ptr addrspace(1) %337, i32 %333) #7
  br label %.loopexit63

340:                                              ; preds = %.preheader62, %340
  %341 = phi i64 [ 0, %.preheader62 ], [ %347, %340 ]
  %342 = trunc nuw nsw i64 %341 to i32
  %.reass333.reass = or i32 %342, %invariant.op475
  %343 = sext i32 %.reass333.reass to i64
  %344 = getelementptr bfloat, ptr addrspace(1) %1, i64 %343
  %345 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %344, i32 %335, i16 0) #7
  %346 = getelementptr bfloat, ptr addrspace(3) %334, i64 %341
  store i16 %345, ptr addrspace(3) %346, align 2
  %347 = add nuw nsw i64 %341, 1
  %exitcond259.not = icmp eq i64 %347, 8
  br i1 %exitcond259.not, label %.loopexit63, label %340

.loopexit63:                                      ; preds = %340, %336
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
  br i1 %356, label %362, label %.preheader60

.preheader60:                                     ; preds = %.loopexit63
  %361 = zext i1 %358 to i32
  %invariant.op476 = or i32 %350, %30
  br label %366

362:                                              ; preds = %.loopexit63
  %363 = select i1 %358, ptr addrspace(1) %353, ptr addrspace(1) %1
  %364 = ptrtoint ptr addrspace(3) %360 to i64
  %365 = trunc i64 %364 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %365, ptr addrspace(1) %363, i32 %359) #7
  br label %.loopexit61

366:                                              ; preds = %.preheader60, %366
  %367 = phi i64 [ 0, %.preheader60 ], [ %373, %366 ]
  %368 = trunc nuw nsw i64 %367 to i32
  %.reass335.reass = or i32 %368, %invariant.op476
  %369 = sext i32 %.reass335.reass to i64
  %370 = getelementptr bfloat, ptr addrspace(1) %1, i64 %369
  %371 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %370, i32 %361, i16 0) #7
  %372 = getelementptr bfloat, ptr addrspace(3) %360, i64 %367
  store i16 %371, ptr addrspace(3) %372, align 2
  %373 = add nuw nsw i64 %367, 1
  %exitcond260.not = icmp eq i64 %373, 8
  br i1 %exitcond260.not, label %.loopexit61, label %366

.loopexit61:                                      ; preds = %366, %362
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
  br i1 %382, label %388, label %.preheader58

.preheader58:                                     ; preds = %.loopexit61
  %387 = zext i1 %384 to i32
  %invariant.op477 = or i32 %376, %30
  br label %392

388:                                              ; preds = %.loopexit61
  %389 = select i1 %384, ptr addrspace(1) %379, ptr addrspace(1) %1
  %390 = ptrtoint ptr addrspace(3) %386 to i64
  %391 = trunc i64 %390 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %391, ptr addrspace(1) %389, i32 %385) #7
  br label %.loopexit59

392:                                              ; preds = %.preheader58, %392
  %393 = phi i64 [ 0, %.preheader58 ], [ %399, %392 ]
  %394 = trunc nuw nsw i64 %393 to i32
  %.reass337.reass = or i32 %394, %invariant.op477
  %395 = sext i32 %.reass337.reass to i64
  %396 = getelementptr bfloat, ptr addrspace(1) %1, i64 %395
  %397 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %396, i32 %387, i16 0) #7
  %398 = getelementptr bfloat, ptr addrspace(3) %386, i64 %393
  store i16 %397, ptr addrspace(3) %398, align 2
  %399 = add nuw nsw i64 %393, 1
  %exitcond261.not = icmp eq i64 %399, 8
  br i1 %exitcond261.not, label %.loopexit59, label %392

.loopexit59:                                      ; preds = %392, %388
  %400 = getelementptr bfloat, ptr addrspace(1) %2, i64 %300
  %401 = ptrtoint ptr addrspace(1) %400 to i64
  %402 = and i64 %401, 15
  %403 = icmp eq i64 %402, 0
  %404 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 32768), i64 %127
  br i1 %403, label %406, label %.preheader56

.preheader56:                                     ; preds = %.loopexit59
  %405 = zext i1 %306 to i32
  %invariant.op478 = or i32 %298, %30
  br label %410

406:                                              ; preds = %.loopexit59
  %407 = select i1 %306, ptr addrspace(1) %400, ptr addrspace(1) %2
  %408 = ptrtoint ptr addrspace(3) %404 to i64
  %409 = trunc i64 %408 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %409, ptr addrspace(1) %407, i32 %307) #7
  br label %.loopexit57

410:                                              ; preds = %.preheader56, %410
  %411 = phi i64 [ 0, %.preheader56 ], [ %417, %410 ]
  %412 = trunc nuw nsw i64 %411 to i32
  %.reass339.reass = or i32 %412, %invariant.op478
  %413 = sext i32 %.reass339.reass to i64
  %414 = getelementptr bfloat, ptr addrspace(1) %2, i64 %413
  %415 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %414, i32 %405, i16 0) #7
  %416 = getelementptr bfloat, ptr addrspace(3) %404, i64 %411
  store i16 %415, ptr addrspace(3) %416, align 2
  %417 = add nuw nsw i64 %411, 1
  %exitcond262.not = icmp eq i64 %417, 8
  br i1 %exitcond262.not, label %.loopexit57, label %410

.loopexit57:                                      ; preds = %410, %406
  %418 = getelementptr bfloat, ptr addrspace(1) %2, i64 %326
  %419 = ptrtoint ptr addrspace(1) %418 to i64
  %420 = and i64 %419, 15
  %421 = icmp eq i64 %420, 0
  %422 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 32768), i64 %154
  br i1 %421, label %424, label %.preheader54

.preheader54:                                     ; preds = %.loopexit57
  %423 = zext i1 %332 to i32
  %invariant.op479 = or i32 %324, %30
  br label %428

424:                                              ; preds = %.loopexit57
  %425 = select i1 %332, ptr addrspace(1) %418, ptr addrspace(1) %2
  %426 = ptrtoint ptr addrspace(3) %422 to i64
  %427 = trunc i64 %426 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %427, ptr addrspace(1) %425, i32 %333) #7
  br label %.loopexit55

428:                                              ; preds = %.preheader54, %428
  %429 = phi i64 [ 0, %.preheader54 ], [ %435, %428 ]
  %430 = trunc nuw nsw i64 %429 to i32
  %.reass341.reass = or i32 %430, %invariant.op479
  %431 = sext i32 %.reass341.reass to i64
  %432 = getelementptr bfloat, ptr addrspace(1) %2, i64 %431
  %433 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %432, i32 %423, i16 0) #7
  %434 = getelementptr bfloat, ptr addrspace(3) %422, i64 %429
  store i16 %433, ptr addrspace(3) %434, align 2
  %435 = add nuw nsw i64 %429, 1
  %exitcond263.not = icmp eq i64 %435, 8
  br i1 %exitcond263.not, label %.loopexit55, label %428

.loopexit55:                                      ; preds = %428, %424
  %436 = getelementptr bfloat, ptr addrspace(1) %2, i64 %352
  %437 = ptrtoint ptr addrspace(1) %436 to i64
  %438 = and i64 %437, 15
  %439 = icmp eq i64 %438, 0
  %440 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 32768), i64 %181
  br i1 %439, label %442, label %.preheader52

.preheader52:                                     ; preds = %.loopexit55
  %441 = zext i1 %358 to i32
  %invariant.op480 = or i32 %350, %30
  br label %446

442:                                              ; preds = %.loopexit55
  %443 = select i1 %358, ptr addrspace(1) %436, ptr addrspace(1) %2
  %444 = ptrtoint ptr addrspace(3) %440 to i64
  %445 = trunc i64 %444 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %445, ptr addrspace(1) %443, i32 %359) #7
  br label %.loopexit53

446:                                              ; preds = %.preheader52, %446
  %447 = phi i64 [ 0, %.preheader52 ], [ %453, %446 ]
  %448 = trunc nuw nsw i64 %447 to i32
  %.reass343.reass = or i32 %448, %invariant.op480
  %449 = sext i32 %.reass343.reass to i64
  %450 = getelementptr bfloat, ptr addrspace(1) %2, i64 %449
  %451 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %450, i32 %441, i16 0) #7
  %452 = getelementptr bfloat, ptr addrspace(3) %440, i64 %447
  store i16 %451, ptr addrspace(3) %452, align 2
  %453 = add nuw nsw i64 %447, 1
  %exitcond264.not = icmp eq i64 %453, 8
  br i1 %exitcond264.not, label %.loopexit53, label %446

.loopexit53:                                      ; preds = %446, %442
  %454 = getelementptr bfloat, ptr addrspace(1) %2, i64 %378
  %455 = ptrtoint ptr addrspace(1) %454 to i64
  %456 = and i64 %455, 15
  %457 = icmp eq i64 %456, 0
  %458 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 32768), i64 %208
  br i1 %457, label %460, label %.preheader50

.preheader50:                                     ; preds = %.loopexit53
  %459 = zext i1 %384 to i32
  %invariant.op481 = or i32 %376, %30
  br label %464

460:                                              ; preds = %.loopexit53
  %461 = select i1 %384, ptr addrspace(1) %454, ptr addrspace(1) %2
  %462 = ptrtoint ptr addrspace(3) %458 to i64
  %463 = trunc i64 %462 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %463, ptr addrspace(1) %461, i32 %385) #7
  br label %.loopexit51

464:                                              ; preds = %.preheader50, %464
  %465 = phi i64 [ 0, %.preheader50 ], [ %471, %464 ]
  %466 = trunc nuw nsw i64 %465 to i32
  %.reass345.reass = or i32 %466, %invariant.op481
  %467 = sext i32 %.reass345.reass to i64
  %468 = getelementptr bfloat, ptr addrspace(1) %2, i64 %467
  %469 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %468, i32 %459, i16 0) #7
  %470 = getelementptr bfloat, ptr addrspace(3) %458, i64 %465
  store i16 %469, ptr addrspace(3) %470, align 2
  %471 = add nuw nsw i64 %465, 1
  %exitcond265.not = icmp eq i64 %471, 8
  br i1 %exitcond265.not, label %.loopexit51, label %464

.loopexit51:                                      ; preds = %464, %460
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #7
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %472 = mul nuw nsw i32 %14, 72
  %473 = add nuw nsw i32 %472, %30
  %474 = shl nuw nsw i32 %473, 1
  %475 = zext nneg i32 %474 to i64
  %476 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %475
  %477 = insertelement <4 x i16> poison, i16 %49, i64 0
  %478 = insertelement <4 x i16> %477, i16 %50, i64 1
  %479 = insertelement <4 x i16> %478, i16 %51, i64 2
  %480 = insertelement <4 x i16> %479, i16 %52, i64 3
  store <4 x i16> %480, ptr addrspace(3) %476, align 16
  %481 = or disjoint i32 %30, 4
  %482 = add nuw nsw i32 %481, %472
  %483 = shl nuw nsw i32 %482, 1
  %484 = zext nneg i32 %483 to i64
  %485 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %484
  %486 = insertelement <4 x i16> poison, i16 %53, i64 0
  %487 = insertelement <4 x i16> %486, i16 %54, i64 1
  %488 = insertelement <4 x i16> %487, i16 %55, i64 2
  %489 = insertelement <4 x i16> %488, i16 %56, i64 3
  store <4 x i16> %489, ptr addrspace(3) %485, align 8
  %490 = mul nuw nsw i32 %18, 72
  %491 = add nuw nsw i32 %490, %30
  %492 = shl nuw nsw i32 %491, 1
  %493 = zext nneg i32 %492 to i64
  %494 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %493
  %495 = insertelement <4 x i16> poison, i16 %67, i64 0
  %496 = insertelement <4 x i16> %495, i16 %68, i64 1
  %497 = insertelement <4 x i16> %496, i16 %69, i64 2
  %498 = insertelement <4 x i16> %497, i16 %70, i64 3
  store <4 x i16> %498, ptr addrspace(3) %494, align 16
  %499 = or disjoint i32 %8, 1028
  %500 = and i32 %499, 60
  %501 = lshr i32 %499, 6
  %502 = mul nuw nsw i32 %501, 72
  %503 = add nuw nsw i32 %502, %500
  %504 = shl nuw nsw i32 %503, 1
  %505 = zext nneg i32 %504 to i64
  %506 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %505
  %507 = insertelement <4 x i16> poison, i16 %71, i64 0
  %508 = insertelement <4 x i16> %507, i16 %72, i64 1
  %509 = insertelement <4 x i16> %508, i16 %73, i64 2
  %510 = insertelement <4 x i16> %509, i16 %74, i64 3
  store <4 x i16> %510, ptr addrspace(3) %506, align 8
  %511 = mul nuw nsw i32 %22, 72
  %512 = add nuw nsw i32 %511, %30
  %513 = shl nuw nsw i32 %512, 1
  %514 = zext nneg i32 %513 to i64
  %515 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %514
  %516 = insertelement <4 x i16> poison, i16 %85, i64 0
  %517 = insertelement <4 x i16> %516, i16 %86, i64 1
  %518 = insertelement <4 x i16> %517, i16 %87, i64 2
  %519 = insertelement <4 x i16> %518, i16 %88, i64 3
  store <4 x i16> %519, ptr addrspace(3) %515, align 16
  %520 = or disjoint i32 %8, 2052
  %521 = and i32 %520, 60
  %522 = lshr i32 %520, 6
  %523 = mul nuw nsw i32 %522, 72
  %524 = add nuw nsw i32 %523, %521
  %525 = shl nuw nsw i32 %524, 1
  %526 = zext nneg i32 %525 to i64
  %527 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %526
  %528 = insertelement <4 x i16> poison, i16 %89, i64 0
  %529 = insertelement <4 x i16> %528, i16 %90, i64 1
  %530 = insertelement <4 x i16> %529, i16 %91, i64 2
  %531 = insertelement <4 x i16> %530, i16 %92, i64 3
  store <4 x i16> %531, ptr addrspace(3) %527, align 8
  %532 = mul nuw nsw i32 %26, 72
  %533 = add nuw nsw i32 %532, %30
  %534 = shl nuw nsw i32 %533, 1
  %535 = zext nneg i32 %534 to i64
  %536 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %535
  %537 = insertelement <4 x i16> poison, i16 %103, i64 0
  %538 = insertelement <4 x i16> %537, i16 %104, i64 1
  %539 = insertelement <4 x i16> %538, i16 %105, i64 2
  %540 = insertelement <4 x i16> %539, i16 %106, i64 3
  store <4 x i16> %540, ptr addrspace(3) %536, align 16
  %541 = or disjoint i32 %8, 3076
  %542 = and i32 %541, 60
  %543 = lshr i32 %541, 6
  %544 = mul nuw nsw i32 %543, 72
  %545 = add nuw nsw i32 %544, %542
  %546 = shl nuw nsw i32 %545, 1
  %547 = zext nneg i32 %546 to i64
  %548 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %547
  %549 = insertelement <4 x i16> poison, i16 %107, i64 0
  %550 = insertelement <4 x i16> %549, i16 %108, i64 1
  %551 = insertelement <4 x i16> %550, i16 %109, i64 2
  %552 = insertelement <4 x i16> %551, i16 %110, i64 3
  store <4 x i16> %552, ptr addrspace(3) %548, align 8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %553 = icmp sgt i32 %4, 0
  %554 = lshr i32 %7, 1
  %555 = and i32 %554, 48
  br i1 %553, label %.lr.ph, label %.loopexit51.._crit_edge_crit_edge

.loopexit51.._crit_edge_crit_edge:                ; preds = %.loopexit51
  %.pre276 = shl nuw nsw i32 %7, 1
  %.pre278 = and i32 %.pre276, 6
  br label %._crit_edge

.lr.ph:                                           ; preds = %.loopexit51
  %556 = and i32 %7, 7
  %557 = and i32 %7, 8
  %558 = and i32 %7, 15
  %559 = or disjoint i32 %555, %558
  %560 = and i32 %554, 8
  %561 = mul nuw nsw i32 %559, 72
  %562 = add nuw nsw i32 %561, %560
  %563 = or disjoint i32 %560, %556
  %564 = shl nuw nsw i32 %563, 6
  %565 = shl nuw nsw i32 %556, 3
  %566 = shl nuw nsw i32 %7, 1
  %567 = and i32 %566, 6
  %568 = lshr i32 %7, 4
  %569 = and i32 %568, 1
  %570 = xor i32 %569, %556
  %571 = shl nuw nsw i32 %7, 7
  %572 = and i32 %571, 1920
  %573 = shl nuw nsw i32 %570, 4
  %574 = or disjoint i32 %573, %572
  %575 = lshr exact i32 %574, 1
  %576 = zext nneg i32 %575 to i64
  %577 = or disjoint i32 %569, 2
  %578 = xor i32 %577, %556
  %579 = shl nuw nsw i32 %578, 4
  %580 = or disjoint i32 %579, %572
  %581 = lshr exact i32 %580, 1
  %582 = zext nneg i32 %581 to i64
  %583 = or disjoint i32 %569, 4
  %584 = xor i32 %583, %556
  %585 = shl nuw nsw i32 %584, 4
  %586 = or disjoint i32 %585, %572
  %587 = lshr exact i32 %586, 1
  %588 = zext nneg i32 %587 to i64
  %589 = or i32 %568, 6
  %590 = xor i32 %589, %556
  %591 = shl nuw nsw i32 %590, 4
  %592 = or disjoint i32 %591, %572
  %593 = lshr exact i32 %592, 1
  %594 = zext nneg i32 %593 to i64
  %595 = or disjoint i32 %572, 2048
  %596 = or disjoint i32 %573, %595
  %597 = lshr exact i32 %596, 1
  %598 = zext nneg i32 %597 to i64
  %599 = or disjoint i32 %579, %595
  %600 = lshr exact i32 %599, 1
  %601 = zext nneg i32 %600 to i64
  %602 = or disjoint i32 %585, %595
  %603 = lshr exact i32 %602, 1
  %604 = zext nneg i32 %603 to i64
  %605 = or disjoint i32 %591, %595
  %606 = lshr exact i32 %605, 1
  %607 = zext nneg i32 %606 to i64
  %608 = or disjoint i32 %572, 4096
  %609 = or disjoint i32 %573, %608
  %610 = lshr exact i32 %609, 1
  %611 = zext nneg i32 %610 to i64
  %612 = or disjoint i32 %579, %608
  %613 = lshr exact i32 %612, 1
  %614 = zext nneg i32 %613 to i64
  %615 = or disjoint i32 %585, %608
  %616 = lshr exact i32 %615, 1
  %617 = zext nneg i32 %616 to i64
  %618 = or disjoint i32 %591, %608
  %619 = lshr exact i32 %618, 1
  %620 = zext nneg i32 %619 to i64
  %621 = or disjoint i32 %572, 6144
  %622 = or disjoint i32 %573, %621
  %623 = lshr exact i32 %622, 1
  %624 = zext nneg i32 %623 to i64
  %625 = or disjoint i32 %579, %621
  %626 = lshr exact i32 %625, 1
  %627 = zext nneg i32 %626 to i64
  %628 = or disjoint i32 %585, %621
  %629 = lshr exact i32 %628, 1
  %630 = zext nneg i32 %629 to i64
  %631 = or disjoint i32 %591, %621
  %632 = lshr exact i32 %631, 1
  %633 = zext nneg i32 %632 to i64
  %634 = zext nneg i32 %562 to i64
  %635 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %634
  %636 = xor i32 %557, %565
  %637 = or disjoint i32 %636, %564
  %638 = zext nneg i32 %637 to i64
  %639 = zext nneg i32 %562 to i64
  %640 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %639
  %641 = getelementptr i8, ptr addrspace(3) %640, i64 32
  %642 = or disjoint i32 %557, 16
  %643 = xor i32 %642, %565
  %644 = or disjoint i32 %643, %564
  %645 = zext nneg i32 %644 to i64
  %646 = zext nneg i32 %562 to i64
  %647 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %646
  %648 = getelementptr i8, ptr addrspace(3) %647, i64 64
  %649 = or disjoint i32 %557, 32
  %650 = xor i32 %649, %565
  %651 = or disjoint i32 %650, %564
  %652 = zext nneg i32 %651 to i64
  %653 = zext nneg i32 %562 to i64
  %654 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %653
  %655 = getelementptr i8, ptr addrspace(3) %654, i64 96
  %656 = or disjoint i32 %557, 48
  %657 = xor i32 %656, %565
  %658 = or disjoint i32 %657, %564
  %659 = zext nneg i32 %658 to i64
  br label %660

660:                                              ; preds = %.lr.ph, %.loopexit
  %661 = phi float [ 0xFFF0000000000000, %.lr.ph ], [ %1125, %.loopexit ]
  %662 = phi float [ 0xFFF0000000000000, %.lr.ph ], [ %1124, %.loopexit ]
  %663 = phi float [ 0.000000e+00, %.lr.ph ], [ %1612, %.loopexit ]
  %664 = phi float [ 0.000000e+00, %.lr.ph ], [ %1611, %.loopexit ]
  %665 = phi float [ 0.000000e+00, %.lr.ph ], [ %1610, %.loopexit ]
  %666 = phi float [ 0.000000e+00, %.lr.ph ], [ %1609, %.loopexit ]
  %667 = phi float [ 0.000000e+00, %.lr.ph ], [ %1607, %.loopexit ]
  %668 = phi float [ 0.000000e+00, %.lr.ph ], [ %1606, %.loopexit ]
  %669 = phi float [ 0.000000e+00, %.lr.ph ], [ %1605, %.loopexit ]
  %670 = phi float [ 0.000000e+00, %.lr.ph ], [ %1604, %.loopexit ]
  %671 = phi float [ 0.000000e+00, %.lr.ph ], [ %1596, %.loopexit ]
  %672 = phi float [ 0.000000e+00, %.lr.ph ], [ %1595, %.loopexit ]
  %673 = phi float [ 0.000000e+00, %.lr.ph ], [ %1594, %.loopexit ]
  %674 = phi float [ 0.000000e+00, %.lr.ph ], [ %1593, %.loopexit ]
  %675 = phi float [ 0.000000e+00, %.lr.ph ], [ %1591, %.loopexit ]
  %676 = phi float [ 0.000000e+00, %.lr.ph ], [ %1590, %.loopexit ]
  %677 = phi float [ 0.000000e+00, %.lr.ph ], [ %1589, %.loopexit ]
  %678 = phi float [ 0.000000e+00, %.lr.ph ], [ %1588, %.loopexit ]
  %679 = phi float [ 0.000000e+00, %.lr.ph ], [ %1580, %.loopexit ]
  %680 = phi float [ 0.000000e+00, %.lr.ph ], [ %1579, %.loopexit ]
  %681 = phi float [ 0.000000e+00, %.lr.ph ], [ %1578, %.loopexit ]
  %682 = phi float [ 0.000000e+00, %.lr.ph ], [ %1577, %.loopexit ]
  %683 = phi float [ 0.000000e+00, %.lr.ph ], [ %1575, %.loopexit ]
  %684 = phi float [ 0.000000e+00, %.lr.ph ], [ %1574, %.loopexit ]
  %685 = phi float [ 0.000000e+00, %.lr.ph ], [ %1573, %.loopexit ]
  %686 = phi float [ 0.000000e+00, %.lr.ph ], [ %1572, %.loopexit ]
  %687 = phi float [ 0.000000e+00, %.lr.ph ], [ %1564, %.loopexit ]
  %688 = phi float [ 0.000000e+00, %.lr.ph ], [ %1563, %.loopexit ]
  %689 = phi float [ 0.000000e+00, %.lr.ph ], [ %1562, %.loopexit ]
  %690 = phi float [ 0.000000e+00, %.lr.ph ], [ %1561, %.loopexit ]
  %691 = phi float [ 0.000000e+00, %.lr.ph ], [ %1559, %.loopexit ]
  %692 = phi float [ 0.000000e+00, %.lr.ph ], [ %1558, %.loopexit ]
  %693 = phi float [ 0.000000e+00, %.lr.ph ], [ %1557, %.loopexit ]
  %694 = phi float [ 0.000000e+00, %.lr.ph ], [ %1556, %.loopexit ]
  %695 = phi float [ 0.000000e+00, %.lr.ph ], [ %1243, %.loopexit ]
  %696 = phi float [ 0.000000e+00, %.lr.ph ], [ %1242, %.loopexit ]
  %697 = phi i32 [ 0, %.lr.ph ], [ %1794, %.loopexit ]
  %698 = lshr exact i32 %697, 6
  %699 = urem i32 %698, 3
  tail call void asm sideeffect "cp.async.wait_group 1;", "~{memory}"() #7
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %700 = shl nuw nsw i32 %699, 13
  %701 = zext nneg i32 %700 to i64
  %702 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %701
  %703 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %635)
  %704 = extractvalue { i32, i32, i32, i32 } %703, 0
  %705 = extractvalue { i32, i32, i32, i32 } %703, 1
  %706 = extractvalue { i32, i32, i32, i32 } %703, 2
  %707 = extractvalue { i32, i32, i32, i32 } %703, 3
  %708 = getelementptr bfloat, ptr addrspace(3) %702, i64 %638
  %709 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %708)
  %710 = extractvalue { i32, i32, i32, i32 } %709, 0
  %711 = extractvalue { i32, i32, i32, i32 } %709, 1
  %712 = extractvalue { i32, i32, i32, i32 } %709, 2
  %713 = extractvalue { i32, i32, i32, i32 } %709, 3
  %714 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %704, i32 %705, i32 %706, i32 %707, i32 %710, i32 %711, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %715 = extractvalue { float, float, float, float } %714, 0
  %716 = extractvalue { float, float, float, float } %714, 1
  %717 = extractvalue { float, float, float, float } %714, 2
  %718 = extractvalue { float, float, float, float } %714, 3
  %719 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %704, i32 %705, i32 %706, i32 %707, i32 %712, i32 %713, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %720 = extractvalue { float, float, float, float } %719, 0
  %721 = extractvalue { float, float, float, float } %719, 1
  %722 = extractvalue { float, float, float, float } %719, 2
  %723 = extractvalue { float, float, float, float } %719, 3
  %724 = getelementptr i8, ptr addrspace(3) %708, i64 2048
  %725 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %724)
  %726 = extractvalue { i32, i32, i32, i32 } %725, 0
  %727 = extractvalue { i32, i32, i32, i32 } %725, 1
  %728 = extractvalue { i32, i32, i32, i32 } %725, 2
  %729 = extractvalue { i32, i32, i32, i32 } %725, 3
  %730 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %704, i32 %705, i32 %706, i32 %707, i32 %726, i32 %727, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %731 = extractvalue { float, float, float, float } %730, 0
  %732 = extractvalue { float, float, float, float } %730, 1
  %733 = extractvalue { float, float, float, float } %730, 2
  %734 = extractvalue { float, float, float, float } %730, 3
  %735 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %704, i32 %705, i32 %706, i32 %707, i32 %728, i32 %729, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %736 = extractvalue { float, float, float, float } %735, 0
  %737 = extractvalue { float, float, float, float } %735, 1
  %738 = extractvalue { float, float, float, float } %735, 2
  %739 = extractvalue { float, float, float, float } %735, 3
  %740 = getelementptr i8, ptr addrspace(3) %708, i64 4096
  %741 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %740)
  %742 = extractvalue { i32, i32, i32, i32 } %741, 0
  %743 = extractvalue { i32, i32, i32, i32 } %741, 1
  %744 = extractvalue { i32, i32, i32, i32 } %741, 2
  %745 = extractvalue { i32, i32, i32, i32 } %741, 3
  %746 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %704, i32 %705, i32 %706, i32 %707, i32 %742, i32 %743, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %747 = extractvalue { float, float, float, float } %746, 0
  %748 = extractvalue { float, float, float, float } %746, 1
  %749 = extractvalue { float, float, float, float } %746, 2
  %750 = extractvalue { float, float, float, float } %746, 3
  %751 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %704, i32 %705, i32 %706, i32 %707, i32 %744, i32 %745, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %752 = extractvalue { float, float, float, float } %751, 0
  %753 = extractvalue { float, float, float, float } %751, 1
  %754 = extractvalue { float, float, float, float } %751, 2
  %755 = extractvalue { float, float, float, float } %751, 3
  %756 = getelementptr i8, ptr addrspace(3) %708, i64 6144
  %757 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %756)
  %758 = extractvalue { i32, i32, i32, i32 } %757, 0
  %759 = extractvalue { i32, i32, i32, i32 } %757, 1
  %760 = extractvalue { i32, i32, i32, i32 } %757, 2
  %761 = extractvalue { i32, i32, i32, i32 } %757, 3
  %762 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %704, i32 %705, i32 %706, i32 %707, i32 %758, i32 %759, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %763 = extractvalue { float, float, float, float } %762, 0
  %764 = extractvalue { float, float, float, float } %762, 1
  %765 = extractvalue { float, float, float, float } %762, 2
  %766 = extractvalue { float, float, float, float } %762, 3
  %767 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %704, i32 %705, i32 %706, i32 %707, i32 %760, i32 %761, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %768 = extractvalue { float, float, float, float } %767, 0
  %769 = extractvalue { float, float, float, float } %767, 1
  %770 = extractvalue { float, float, float, float } %767, 2
  %771 = extractvalue { float, float, float, float } %767, 3
  %772 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %641)
  %773 = extractvalue { i32, i32, i32, i32 } %772, 0
  %774 = extractvalue { i32, i32, i32, i32 } %772, 1
  %775 = extractvalue { i32, i32, i32, i32 } %772, 2
  %776 = extractvalue { i32, i32, i32, i32 } %772, 3
  %777 = getelementptr bfloat, ptr addrspace(3) %702, i64 %645
  %778 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %777)
  %779 = extractvalue { i32, i32, i32, i32 } %778, 0
  %780 = extractvalue { i32, i32, i32, i32 } %778, 1
  %781 = extractvalue { i32, i32, i32, i32 } %778, 2
  %782 = extractvalue { i32, i32, i32, i32 } %778, 3
  %783 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %773, i32 %774, i32 %775, i32 %776, i32 %779, i32 %780, float %715, float %716, float %717, float %718) #7
  %784 = extractvalue { float, float, float, float } %783, 0
  %785 = extractvalue { float, float, float, float } %783, 1
  %786 = extractvalue { float, float, float, float } %783, 2
  %787 = extractvalue { float, float, float, float } %783, 3
  %788 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %773, i32 %774, i32 %775, i32 %776, i32 %781, i32 %782, float %720, float %721, float %722, float %723) #7
  %789 = extractvalue { float, float, float, float } %788, 0
  %790 = extractvalue { float, float, float, float } %788, 1
  %791 = extractvalue { float, float, float, float } %788, 2
  %792 = extractvalue { float, float, float, float } %788, 3
  %793 = getelementptr i8, ptr addrspace(3) %777, i64 2048
  %794 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %793)
  %795 = extractvalue { i32, i32, i32, i32 } %794, 0
  %796 = extractvalue { i32, i32, i32, i32 } %794, 1
  %797 = extractvalue { i32, i32, i32, i32 } %794, 2
  %798 = extractvalue { i32, i32, i32, i32 } %794, 3
  %799 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %773, i32 %774, i32 %775, i32 %776, i32 %795, i32 %796, float %731, float %732, float %733, float %734) #7
  %800 = extractvalue { float, float, float, float } %799, 0
  %801 = extractvalue { float, float, float, float } %799, 1
  %802 = extractvalue { float, float, float, float } %799, 2
  %803 = extractvalue { float, float, float, float } %799, 3
  %804 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %773, i32 %774, i32 %775, i32 %776, i32 %797, i32 %798, float %736, float %737, float %738, float %739) #7
  %805 = extractvalue { float, float, float, float } %804, 0
  %806 = extractvalue { float, float, float, float } %804, 1
  %807 = extractvalue { float, float, float, float } %804, 2
  %808 = extractvalue { float, float, float, float } %804, 3
  %809 = getelementptr i8, ptr addrspace(3) %777, i64 4096
  %810 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %809)
  %811 = extractvalue { i32, i32, i32, i32 } %810, 0
  %812 = extractvalue { i32, i32, i32, i32 } %810, 1
  %813 = extractvalue { i32, i32, i32, i32 } %810, 2
  %814 = extractvalue { i32, i32, i32, i32 } %810, 3
  %815 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %773, i32 %774, i32 %775, i32 %776, i32 %811, i32 %812, float %747, float %748, float %749, float %750) #7
  %816 = extractvalue { float, float, float, float } %815, 0
  %817 = extractvalue { float, float, float, float } %815, 1
  %818 = extractvalue { float, float, float, float } %815, 2
  %819 = extractvalue { float, float, float, float } %815, 3
  %820 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %773, i32 %774, i32 %775, i32 %776, i32 %813, i32 %814, float %752, float %753, float %754, float %755) #7
  %821 = extractvalue { float, float, float, float } %820, 0
  %822 = extractvalue { float, float, float, float } %820, 1
  %823 = extractvalue { float, float, float, float } %820, 2
  %824 = extractvalue { float, float, float, float } %820, 3
  %825 = getelementptr i8, ptr addrspace(3) %777, i64 6144
  %826 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %825)
  %827 = extractvalue { i32, i32, i32, i32 } %826, 0
  %828 = extractvalue { i32, i32, i32, i32 } %826, 1
  %829 = extractvalue { i32, i32, i32, i32 } %826, 2
  %830 = extractvalue { i32, i32, i32, i32 } %826, 3
  %831 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %773, i32 %774, i32 %775, i32 %776, i32 %827, i32 %828, float %763, float %764, float %765, float %766) #7
  %832 = extractvalue { float, float, float, float } %831, 0
  %833 = extractvalue { float, float, float, float } %831, 1
  %834 = extractvalue { float, float, float, float } %831, 2
  %835 = extractvalue { float, float, float, float } %831, 3
  %836 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %773, i32 %774, i32 %775, i32 %776, i32 %829, i32 %830, float %768, float %769, float %770, float %771) #7
  %837 = extractvalue { float, float, float, float } %836, 0
  %838 = extractvalue { float, float, float, float } %836, 1
  %839 = extractvalue { float, float, float, float } %836, 2
  %840 = extractvalue { float, float, float, float } %836, 3
  %841 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %648)
  %842 = extractvalue { i32, i32, i32, i32 } %841, 0
  %843 = extractvalue { i32, i32, i32, i32 } %841, 1
  %844 = extractvalue { i32, i32, i32, i32 } %841, 2
  %845 = extractvalue { i32, i32, i32, i32 } %841, 3
  %846 = getelementptr bfloat, ptr addrspace(3) %702, i64 %652
  %847 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %846)
  %848 = extractvalue { i32, i32, i32, i32 } %847, 0
  %849 = extractvalue { i32, i32, i32, i32 } %847, 1
  %850 = extractvalue { i32, i32, i32, i32 } %847, 2
  %851 = extractvalue { i32, i32, i32, i32 } %847, 3
  %852 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %842, i32 %843, i32 %844, i32 %845, i32 %848, i32 %849, float %784, float %785, float %786, float %787) #7
  %853 = extractvalue { float, float, float, float } %852, 0
  %854 = extractvalue { float, float, float, float } %852, 1
  %855 = extractvalue { float, float, float, float } %852, 2
  %856 = extractvalue { float, float, float, float } %852, 3
  %857 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %842, i32 %843, i32 %844, i32 %845, i32 %850, i32 %851, float %789, float %790, float %791, float %792) #7
  %858 = extractvalue { float, float, float, float } %857, 0
  %859 = extractvalue { float, float, float, float } %857, 1
  %860 = extractvalue { float, float, float, float } %857, 2
  %861 = extractvalue { float, float, float, float } %857, 3
  %862 = getelementptr i8, ptr addrspace(3) %846, i64 2048
  %863 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %862)
  %864 = extractvalue { i32, i32, i32, i32 } %863, 0
  %865 = extractvalue { i32, i32, i32, i32 } %863, 1
  %866 = extractvalue { i32, i32, i32, i32 } %863, 2
  %867 = extractvalue { i32, i32, i32, i32 } %863, 3
  %868 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %842, i32 %843, i32 %844, i32 %845, i32 %864, i32 %865, float %800, float %801, float %802, float %803) #7
  %869 = extractvalue { float, float, float, float } %868, 0
  %870 = extractvalue { float, float, float, float } %868, 1
  %871 = extractvalue { float, float, float, float } %868, 2
  %872 = extractvalue { float, float, float, float } %868, 3
  %873 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %842, i32 %843, i32 %844, i32 %845, i32 %866, i32 %867, float %805, float %806, float %807, float %808) #7
  %874 = extractvalue { float, float, float, float } %873, 0
  %875 = extractvalue { float, float, float, float } %873, 1
  %876 = extractvalue { float, float, float, float } %873, 2
  %877 = extractvalue { float, float, float, float } %873, 3
  %878 = getelementptr i8, ptr addrspace(3) %846, i64 4096
  %879 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %878)
  %880 = extractvalue { i32, i32, i32, i32 } %879, 0
  %881 = extractvalue { i32, i32, i32, i32 } %879, 1
  %882 = extractvalue { i32, i32, i32, i32 } %879, 2
  %883 = extractvalue { i32, i32, i32, i32 } %879, 3
  %884 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %842, i32 %843, i32 %844, i32 %845, i32 %880, i32 %881, float %816, float %817, float %818, float %819) #7
  %885 = extractvalue { float, float, float, float } %884, 0
  %886 = extractvalue { float, float, float, float } %884, 1
  %887 = extractvalue { float, float, float, float } %884, 2
  %888 = extractvalue { float, float, float, float } %884, 3
  %889 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %842, i32 %843, i32 %844, i32 %845, i32 %882, i32 %883, float %821, float %822, float %823, float %824) #7
  %890 = extractvalue { float, float, float, float } %889, 0
  %891 = extractvalue { float, float, float, float } %889, 1
  %892 = extractvalue { float, float, float, float } %889, 2
  %893 = extractvalue { float, float, float, float } %889, 3
  %894 = getelementptr i8, ptr addrspace(3) %846, i64 6144
  %895 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %894)
  %896 = extractvalue { i32, i32, i32, i32 } %895, 0
  %897 = extractvalue { i32, i32, i32, i32 } %895, 1
  %898 = extractvalue { i32, i32, i32, i32 } %895, 2
  %899 = extractvalue { i32, i32, i32, i32 } %895, 3
  %900 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %842, i32 %843, i32 %844, i32 %845, i32 %896, i32 %897, float %832, float %833, float %834, float %835) #7
  %901 = extractvalue { float, float, float, float } %900, 0
  %902 = extractvalue { float, float, float, float } %900, 1
  %903 = extractvalue { float, float, float, float } %900, 2
  %904 = extractvalue { float, float, float, float } %900, 3
  %905 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %842, i32 %843, i32 %844, i32 %845, i32 %898, i32 %899, float %837, float %838, float %839, float %840) #7
  %906 = extractvalue { float, float, float, float } %905, 0
  %907 = extractvalue { float, float, float, float } %905, 1
  %908 = extractvalue { float, float, float, float } %905, 2
  %909 = extractvalue { float, float, float, float } %905, 3
  %910 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %655)
  %911 = extractvalue { i32, i32, i32, i32 } %910, 0
  %912 = extractvalue { i32, i32, i32, i32 } %910, 1
  %913 = extractvalue { i32, i32, i32, i32 } %910, 2
  %914 = extractvalue { i32, i32, i32, i32 } %910, 3
  %915 = getelementptr bfloat, ptr addrspace(3) %702, i64 %659
  %916 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %915)
  %917 = extractvalue { i32, i32, i32, i32 } %916, 0
  %918 = extractvalue { i32, i32, i32, i32 } %916, 1
  %919 = extractvalue { i32, i32, i32, i32 } %916, 2
  %920 = extractvalue { i32, i32, i32, i32 } %916, 3
  %921 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %911, i32 %912, i32 %913, i32 %914, i32 %917, i32 %918, float %853, float %854, float %855, float %856) #7
  %922 = extractvalue { float, float, float, float } %921, 0
  %923 = extractvalue { float, float, float, float } %921, 1
  %924 = extractvalue { float, float, float, float } %921, 2
  %925 = extractvalue { float, float, float, float } %921, 3
  %926 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %911, i32 %912, i32 %913, i32 %914, i32 %919, i32 %920, float %858, float %859, float %860, float %861) #7
  %927 = extractvalue { float, float, float, float } %926, 0
  %928 = extractvalue { float, float, float, float } %926, 1
  %929 = extractvalue { float, float, float, float } %926, 2
  %930 = extractvalue { float, float, float, float } %926, 3
  %931 = getelementptr i8, ptr addrspace(3) %915, i64 2048
  %932 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %931)
  %933 = extractvalue { i32, i32, i32, i32 } %932, 0
  %934 = extractvalue { i32, i32, i32, i32 } %932, 1
  %935 = extractvalue { i32, i32, i32, i32 } %932, 2
  %936 = extractvalue { i32, i32, i32, i32 } %932, 3
  %937 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %911, i32 %912, i32 %913, i32 %914, i32 %933, i32 %934, float %869, float %870, float %871, float %872) #7
  %938 = extractvalue { float, float, float, float } %937, 0
  %939 = extractvalue { float, float, float, float } %937, 1
  %940 = extractvalue { float, float, float, float } %937, 2
  %941 = extractvalue { float, float, float, float } %937, 3
  %942 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %911, i32 %912, i32 %913, i32 %914, i32 %935, i32 %936, float %874, float %875, float %876, float %877) #7
  %943 = extractvalue { float, float, float, float } %942, 0
  %944 = extractvalue { float, float, float, float } %942, 1
  %945 = extractvalue { float, float, float, float } %942, 2
  %946 = extractvalue { float, float, float, float } %942, 3
  %947 = getelementptr i8, ptr addrspace(3) %915, i64 4096
  %948 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %947)
  %949 = extractvalue { i32, i32, i32, i32 } %948, 0
  %950 = extractvalue { i32, i32, i32, i32 } %948, 1
  %951 = extractvalue { i32, i32, i32, i32 } %948, 2
  %952 = extractvalue { i32, i32, i32, i32 } %948, 3
  %953 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %911, i32 %912, i32 %913, i32 %914, i32 %949, i32 %950, float %885, float %886, float %887, float %888) #7
  %954 = extractvalue { float, float, float, float } %953, 0
  %955 = extractvalue { float, float, float, float } %953, 1
  %956 = extractvalue { float, float, float, float } %953, 2
  %957 = extractvalue { float, float, float, float } %953, 3
  %958 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %911, i32 %912, i32 %913, i32 %914, i32 %951, i32 %952, float %890, float %891, float %892, float %893) #7
  %959 = extractvalue { float, float, float, float } %958, 0
  %960 = extractvalue { float, float, float, float } %958, 1
  %961 = extractvalue { float, float, float, float } %958, 2
  %962 = extractvalue { float, float, float, float } %958, 3
  %963 = getelementptr i8, ptr addrspace(3) %915, i64 6144
  %964 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %963)
  %965 = extractvalue { i32, i32, i32, i32 } %964, 0
  %966 = extractvalue { i32, i32, i32, i32 } %964, 1
  %967 = extractvalue { i32, i32, i32, i32 } %964, 2
  %968 = extractvalue { i32, i32, i32, i32 } %964, 3
  %969 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %911, i32 %912, i32 %913, i32 %914, i32 %965, i32 %966, float %901, float %902, float %903, float %904) #7
  %970 = extractvalue { float, float, float, float } %969, 0
  %971 = extractvalue { float, float, float, float } %969, 1
  %972 = extractvalue { float, float, float, float } %969, 2
  %973 = extractvalue { float, float, float, float } %969, 3
  %974 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %911, i32 %912, i32 %913, i32 %914, i32 %967, i32 %968, float %906, float %907, float %908, float %909) #7
  %975 = extractvalue { float, float, float, float } %974, 0
  %976 = extractvalue { float, float, float, float } %974, 1
  %977 = extractvalue { float, float, float, float } %974, 2
  %978 = extractvalue { float, float, float, float } %974, 3
  %979 = add i32 %697, 128
  %980 = add nuw nsw i32 %698, 2
  %981 = urem i32 %980, 3
  %982 = fmul float %13, %922
  %983 = fmul float %13, %923
  %984 = fmul float %13, %924
  %985 = fmul float %13, %925
  %986 = fmul float %13, %927
  %987 = fmul float %13, %928
  %988 = fmul float %13, %929
  %989 = fmul float %13, %930
  %990 = fmul float %13, %938
  %991 = fmul float %13, %939
  %992 = fmul float %13, %940
  %993 = fmul float %13, %941
  %994 = fmul float %13, %943
  %995 = fmul float %13, %944
  %996 = fmul float %13, %945
  %997 = fmul float %13, %946
  %998 = fmul float %13, %954
  %999 = fmul float %13, %955
  %1000 = fmul float %13, %956
  %1001 = fmul float %13, %957
  %1002 = fmul float %13, %959
  %1003 = fmul float %13, %960
  %1004 = fmul float %13, %961
  %1005 = fmul float %13, %962
  %1006 = fmul float %13, %970
  %1007 = fmul float %13, %971
  %1008 = fmul float %13, %972
  %1009 = fmul float %13, %973
  %1010 = fmul float %13, %975
  %1011 = fmul float %13, %976
  %1012 = fmul float %13, %977
  %1013 = fmul float %13, %978
  %1014 = or disjoint i32 %697, %567
  %1015 = icmp slt i32 %1014, %4
  %1016 = or disjoint i32 %1014, 1
  %1017 = icmp slt i32 %1016, %4
  %1018 = or disjoint i32 %1014, 8
  %1019 = icmp slt i32 %1018, %4
  %1020 = or disjoint i32 %1014, 9
  %1021 = icmp slt i32 %1020, %4
  %1022 = or disjoint i32 %1014, 16
  %1023 = icmp slt i32 %1022, %4
  %1024 = or disjoint i32 %1014, 17
  %1025 = icmp slt i32 %1024, %4
  %1026 = or disjoint i32 %1014, 24
  %1027 = icmp slt i32 %1026, %4
  %1028 = or disjoint i32 %1014, 25
  %1029 = icmp slt i32 %1028, %4
  %1030 = or disjoint i32 %1014, 32
  %1031 = icmp slt i32 %1030, %4
  %1032 = or disjoint i32 %1014, 33
  %1033 = icmp slt i32 %1032, %4
  %1034 = or disjoint i32 %1014, 40
  %1035 = icmp slt i32 %1034, %4
  %1036 = or disjoint i32 %1014, 41
  %1037 = icmp slt i32 %1036, %4
  %1038 = or disjoint i32 %1014, 48
  %1039 = icmp slt i32 %1038, %4
  %1040 = or disjoint i32 %1014, 49
  %1041 = icmp slt i32 %1040, %4
  %1042 = or disjoint i32 %1014, 56
  %1043 = icmp slt i32 %1042, %4
  %1044 = or disjoint i32 %1014, 57
  %1045 = icmp slt i32 %1044, %4
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
  %1062 = select i1 %1031, float %998, float 0xFFF0000000000000
  %1063 = select i1 %1033, float %999, float 0xFFF0000000000000
  %1064 = select i1 %1031, float %1000, float 0xFFF0000000000000
  %1065 = select i1 %1033, float %1001, float 0xFFF0000000000000
  %1066 = select i1 %1035, float %1002, float 0xFFF0000000000000
  %1067 = select i1 %1037, float %1003, float 0xFFF0000000000000
  %1068 = select i1 %1035, float %1004, float 0xFFF0000000000000
  %1069 = select i1 %1037, float %1005, float 0xFFF0000000000000
  %1070 = select i1 %1039, float %1006, float 0xFFF0000000000000
  %1071 = select i1 %1041, float %1007, float 0xFFF0000000000000
  %1072 = select i1 %1039, float %1008, float 0xFFF0000000000000
  %1073 = select i1 %1041, float %1009, float 0xFFF0000000000000
  %1074 = select i1 %1043, float %1010, float 0xFFF0000000000000
  %1075 = select i1 %1045, float %1011, float 0xFFF0000000000000
  %1076 = select i1 %1043, float %1012, float 0xFFF0000000000000
  %1077 = select i1 %1045, float %1013, float 0xFFF0000000000000
  %1078 = tail call float @llvm.maxnum.f32(float %1046, float %1047)
  %1079 = tail call float @llvm.maxnum.f32(float %1048, float %1049)
  %1080 = tail call float @llvm.maxnum.f32(float %1078, float %1050)
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
  %1092 = tail call float @llvm.maxnum.f32(float %1089, float %1062)
  %1093 = tail call float @llvm.maxnum.f32(float %1092, float %1063)
  %1094 = tail call float @llvm.maxnum.f32(float %1091, float %1064)
  %1095 = tail call float @llvm.maxnum.f32(float %1094, float %1065)
  %1096 = tail call float @llvm.maxnum.f32(float %1093, float %1066)
  %1097 = tail call float @llvm.maxnum.f32(float %1096, float %1067)
  %1098 = tail call float @llvm.maxnum.f32(float %1095, float %1068)
  %1099 = tail call float @llvm.maxnum.f32(float %1098, float %1069)
  %1100 = tail call float @llvm.maxnum.f32(float %1097, float %1070)
  %1101 = tail call float @llvm.maxnum.f32(float %1100, float %1071)
  %1102 = tail call float @llvm.maxnum.f32(float %1099, float %1072)
  %1103 = tail call float @llvm.maxnum.f32(float %1102, float %1073)
  %1104 = tail call float @llvm.maxnum.f32(float %1101, float %1074)
  %1105 = tail call float @llvm.maxnum.f32(float %1104, float %1075)
  %1106 = tail call float @llvm.maxnum.f32(float %1103, float %1076)
  %1107 = tail call float @llvm.maxnum.f32(float %1106, float %1077)
  %1108 = bitcast float %1105 to i32
  %1109 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1108, i32 2, i32 31)
  %1110 = bitcast i32 %1109 to float
  %1111 = tail call float @llvm.maxnum.f32(float %1105, float %1110)
  %1112 = bitcast float %1107 to i32
  %1113 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1112, i32 2, i32 31)
  %1114 = bitcast i32 %1113 to float
  %1115 = tail call float @llvm.maxnum.f32(float %1107, float %1114)
  %1116 = bitcast float %1111 to i32
  %1117 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1116, i32 1, i32 31)
  %1118 = bitcast i32 %1117 to float
  %1119 = tail call float @llvm.maxnum.f32(float %1111, float %1118)
  %1120 = bitcast float %1115 to i32
  %1121 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1120, i32 1, i32 31)
  %1122 = bitcast i32 %1121 to float
  %1123 = tail call float @llvm.maxnum.f32(float %1115, float %1122)
  %1124 = tail call float @llvm.maxnum.f32(float %662, float %1119)
  %1125 = tail call float @llvm.maxnum.f32(float %661, float %1123)
  %1126 = fsub float %1046, %1124
  %1127 = fsub float %1047, %1124
  %1128 = fsub float %1048, %1125
  %1129 = fsub float %1049, %1125
  %1130 = fsub float %1050, %1124
  %1131 = fsub float %1051, %1124
  %1132 = fsub float %1052, %1125
  %1133 = fsub float %1053, %1125
  %1134 = fsub float %1054, %1124
  %1135 = fsub float %1055, %1124
  %1136 = fsub float %1056, %1125
  %1137 = fsub float %1057, %1125
  %1138 = fsub float %1058, %1124
  %1139 = fsub float %1059, %1124
  %1140 = fsub float %1060, %1125
  %1141 = fsub float %1061, %1125
  %1142 = fsub float %1062, %1124
  %1143 = fsub float %1063, %1124
  %1144 = fsub float %1064, %1125
  %1145 = fsub float %1065, %1125
  %1146 = fsub float %1066, %1124
  %1147 = fsub float %1067, %1124
  %1148 = fsub float %1068, %1125
  %1149 = fsub float %1069, %1125
  %1150 = fsub float %1070, %1124
  %1151 = fsub float %1071, %1124
  %1152 = fsub float %1072, %1125
  %1153 = fsub float %1073, %1125
  %1154 = fsub float %1074, %1124
  %1155 = fsub float %1075, %1124
  %1156 = fsub float %1076, %1125
  %1157 = fsub float %1077, %1125
  %1158 = tail call float @llvm.nvvm.ex2.approx.f32(float %1126)
  %1159 = tail call float @llvm.nvvm.ex2.approx.f32(float %1127)
  %1160 = tail call float @llvm.nvvm.ex2.approx.f32(float %1128)
  %1161 = tail call float @llvm.nvvm.ex2.approx.f32(float %1129)
  %1162 = tail call float @llvm.nvvm.ex2.approx.f32(float %1130)
  %1163 = tail call float @llvm.nvvm.ex2.approx.f32(float %1131)
  %1164 = tail call float @llvm.nvvm.ex2.approx.f32(float %1132)
  %1165 = tail call float @llvm.nvvm.ex2.approx.f32(float %1133)
  %1166 = tail call float @llvm.nvvm.ex2.approx.f32(float %1134)
  %1167 = tail call float @llvm.nvvm.ex2.approx.f32(float %1135)
  %1168 = tail call float @llvm.nvvm.ex2.approx.f32(float %1136)
  %1169 = tail call float @llvm.nvvm.ex2.approx.f32(float %1137)
  %1170 = tail call float @llvm.nvvm.ex2.approx.f32(float %1138)
  %1171 = tail call float @llvm.nvvm.ex2.approx.f32(float %1139)
  %1172 = tail call float @llvm.nvvm.ex2.approx.f32(float %1140)
  %1173 = tail call float @llvm.nvvm.ex2.approx.f32(float %1141)
  %1174 = tail call float @llvm.nvvm.ex2.approx.f32(float %1142)
  %1175 = tail call float @llvm.nvvm.ex2.approx.f32(float %1143)
  %1176 = tail call float @llvm.nvvm.ex2.approx.f32(float %1144)
  %1177 = tail call float @llvm.nvvm.ex2.approx.f32(float %1145)
  %1178 = tail call float @llvm.nvvm.ex2.approx.f32(float %1146)
  %1179 = tail call float @llvm.nvvm.ex2.approx.f32(float %1147)
  %1180 = tail call float @llvm.nvvm.ex2.approx.f32(float %1148)
  %1181 = tail call float @llvm.nvvm.ex2.approx.f32(float %1149)
  %1182 = tail call float @llvm.nvvm.ex2.approx.f32(float %1150)
  %1183 = tail call float @llvm.nvvm.ex2.approx.f32(float %1151)
  %1184 = tail call float @llvm.nvvm.ex2.approx.f32(float %1152)
  %1185 = tail call float @llvm.nvvm.ex2.approx.f32(float %1153)
  %1186 = tail call float @llvm.nvvm.ex2.approx.f32(float %1154)
  %1187 = tail call float @llvm.nvvm.ex2.approx.f32(float %1155)
  %1188 = tail call float @llvm.nvvm.ex2.approx.f32(float %1156)
  %1189 = tail call float @llvm.nvvm.ex2.approx.f32(float %1157)
  %1190 = fsub float %662, %1124
  %1191 = fsub float %661, %1125
  %1192 = tail call float @llvm.nvvm.ex2.approx.f32(float %1190)
  %1193 = tail call float @llvm.nvvm.ex2.approx.f32(float %1191)
  %1194 = fmul float %696, %1192
  %1195 = fmul float %695, %1193
  %1196 = fadd float %1158, %1159
  %1197 = fadd float %1160, %1161
  %1198 = fadd float %1196, %1162
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
  %1210 = fadd float %1207, %1174
  %1211 = fadd float %1210, %1175
  %1212 = fadd float %1209, %1176
  %1213 = fadd float %1212, %1177
  %1214 = fadd float %1211, %1178
  %1215 = fadd float %1214, %1179
  %1216 = fadd float %1213, %1180
  %1217 = fadd float %1216, %1181
  %1218 = fadd float %1215, %1182
  %1219 = fadd float %1218, %1183
  %1220 = fadd float %1217, %1184
  %1221 = fadd float %1220, %1185
  %1222 = fadd float %1219, %1186
  %1223 = fadd float %1222, %1187
  %1224 = fadd float %1221, %1188
  %1225 = fadd float %1224, %1189
  %1226 = bitcast float %1223 to i32
  %1227 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1226, i32 2, i32 31)
  %1228 = bitcast i32 %1227 to float
  %1229 = fadd float %1223, %1228
  %1230 = bitcast float %1225 to i32
  %1231 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1230, i32 2, i32 31)
  %1232 = bitcast i32 %1231 to float
  %1233 = fadd float %1225, %1232
  %1234 = bitcast float %1229 to i32
  %1235 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1234, i32 1, i32 31)
  %1236 = bitcast i32 %1235 to float
  %1237 = fadd float %1229, %1236
  %1238 = bitcast float %1233 to i32
  %1239 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1238, i32 1, i32 31)
  %1240 = bitcast i32 %1239 to float
  %1241 = fadd float %1233, %1240
  %1242 = fadd float %1194, %1237
  %1243 = fadd float %1195, %1241
  %1244 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 24576), i64 %701
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
  %1261 = fptrunc float %1174 to bfloat
  %1262 = fptrunc float %1175 to bfloat
  %1263 = fptrunc float %1176 to bfloat
  %1264 = fptrunc float %1177 to bfloat
  %1265 = fptrunc float %1178 to bfloat
  %1266 = fptrunc float %1179 to bfloat
  %1267 = fptrunc float %1180 to bfloat
  %1268 = fptrunc float %1181 to bfloat
  %1269 = fptrunc float %1182 to bfloat
  %1270 = fptrunc float %1183 to bfloat
  %1271 = fptrunc float %1184 to bfloat
  %1272 = fptrunc float %1185 to bfloat
  %1273 = fptrunc float %1186 to bfloat
  %1274 = fptrunc float %1187 to bfloat
  %1275 = fptrunc float %1188 to bfloat
  %1276 = fptrunc float %1189 to bfloat
  %1277 = fmul float %694, %1192
  %1278 = fmul float %693, %1192
  %1279 = fmul float %692, %1193
  %1280 = fmul float %691, %1193
  %1281 = fmul float %690, %1192
  %1282 = fmul float %689, %1192
  %1283 = fmul float %688, %1193
  %1284 = fmul float %687, %1193
  %1285 = fmul float %686, %1192
  %1286 = fmul float %685, %1192
  %1287 = fmul float %684, %1193
  %1288 = fmul float %683, %1193
  %1289 = fmul float %682, %1192
  %1290 = fmul float %681, %1192
  %1291 = fmul float %680, %1193
  %1292 = fmul float %679, %1193
  %1293 = fmul float %678, %1192
  %1294 = fmul float %677, %1192
  %1295 = fmul float %676, %1193
  %1296 = fmul float %675, %1193
  %1297 = fmul float %674, %1192
  %1298 = fmul float %673, %1192
  %1299 = fmul float %672, %1193
  %1300 = fmul float %671, %1193
  %1301 = fmul float %670, %1192
  %1302 = fmul float %669, %1192
  %1303 = fmul float %668, %1193
  %1304 = fmul float %667, %1193
  %1305 = fmul float %666, %1192
  %1306 = fmul float %665, %1192
  %1307 = fmul float %664, %1193
  %1308 = fmul float %663, %1193
  %1309 = insertelement <2 x bfloat> poison, bfloat %1245, i64 0
  %1310 = insertelement <2 x bfloat> %1309, bfloat %1246, i64 1
  %1311 = bitcast <2 x bfloat> %1310 to i32
  %1312 = insertelement <2 x bfloat> poison, bfloat %1247, i64 0
  %1313 = insertelement <2 x bfloat> %1312, bfloat %1248, i64 1
  %1314 = bitcast <2 x bfloat> %1313 to i32
  %1315 = insertelement <2 x bfloat> poison, bfloat %1249, i64 0
  %1316 = insertelement <2 x bfloat> %1315, bfloat %1250, i64 1
  %1317 = bitcast <2 x bfloat> %1316 to i32
  %1318 = insertelement <2 x bfloat> poison, bfloat %1251, i64 0
  %1319 = insertelement <2 x bfloat> %1318, bfloat %1252, i64 1
  %1320 = bitcast <2 x bfloat> %1319 to i32
  %1321 = insertelement <2 x bfloat> poison, bfloat %1253, i64 0
  %1322 = insertelement <2 x bfloat> %1321, bfloat %1254, i64 1
  %1323 = bitcast <2 x bfloat> %1322 to i32
  %1324 = insertelement <2 x bfloat> poison, bfloat %1255, i64 0
  %1325 = insertelement <2 x bfloat> %1324, bfloat %1256, i64 1
  %1326 = bitcast <2 x bfloat> %1325 to i32
  %1327 = insertelement <2 x bfloat> poison, bfloat %1257, i64 0
  %1328 = insertelement <2 x bfloat> %1327, bfloat %1258, i64 1
  %1329 = bitcast <2 x bfloat> %1328 to i32
  %1330 = insertelement <2 x bfloat> poison, bfloat %1259, i64 0
  %1331 = insertelement <2 x bfloat> %1330, bfloat %1260, i64 1
  %1332 = bitcast <2 x bfloat> %1331 to i32
  %1333 = insertelement <2 x bfloat> poison, bfloat %1261, i64 0
  %1334 = insertelement <2 x bfloat> %1333, bfloat %1262, i64 1
  %1335 = bitcast <2 x bfloat> %1334 to i32
  %1336 = insertelement <2 x bfloat> poison, bfloat %1263, i64 0
  %1337 = insertelement <2 x bfloat> %1336, bfloat %1264, i64 1
  %1338 = bitcast <2 x bfloat> %1337 to i32
  %1339 = insertelement <2 x bfloat> poison, bfloat %1265, i64 0
  %1340 = insertelement <2 x bfloat> %1339, bfloat %1266, i64 1
  %1341 = bitcast <2 x bfloat> %1340 to i32
  %1342 = insertelement <2 x bfloat> poison, bfloat %1267, i64 0
  %1343 = insertelement <2 x bfloat> %1342, bfloat %1268, i64 1
  %1344 = bitcast <2 x bfloat> %1343 to i32
  %1345 = insertelement <2 x bfloat> poison, bfloat %1269, i64 0
  %1346 = insertelement <2 x bfloat> %1345, bfloat %1270, i64 1
  %1347 = bitcast <2 x bfloat> %1346 to i32
  %1348 = insertelement <2 x bfloat> poison, bfloat %1271, i64 0
  %1349 = insertelement <2 x bfloat> %1348, bfloat %1272, i64 1
  %1350 = bitcast <2 x bfloat> %1349 to i32
  %1351 = insertelement <2 x bfloat> poison, bfloat %1273, i64 0
  %1352 = insertelement <2 x bfloat> %1351, bfloat %1274, i64 1
  %1353 = bitcast <2 x bfloat> %1352 to i32
  %1354 = insertelement <2 x bfloat> poison, bfloat %1275, i64 0
  %1355 = insertelement <2 x bfloat> %1354, bfloat %1276, i64 1
  %1356 = bitcast <2 x bfloat> %1355 to i32
  %1357 = getelementptr bfloat, ptr addrspace(3) %1244, i64 %576
  %1358 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1357)
  %1359 = extractvalue { i32, i32, i32, i32 } %1358, 0
  %1360 = extractvalue { i32, i32, i32, i32 } %1358, 1
  %1361 = extractvalue { i32, i32, i32, i32 } %1358, 2
  %1362 = extractvalue { i32, i32, i32, i32 } %1358, 3
  %1363 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1311, i32 %1314, i32 %1317, i32 %1320, i32 %1359, i32 %1360, float %1277, float %1278, float %1279, float %1280) #7
  %1364 = extractvalue { float, float, float, float } %1363, 0
  %1365 = extractvalue { float, float, float, float } %1363, 1
  %1366 = extractvalue { float, float, float, float } %1363, 2
  %1367 = extractvalue { float, float, float, float } %1363, 3
  %1368 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1311, i32 %1314, i32 %1317, i32 %1320, i32 %1361, i32 %1362, float %1281, float %1282, float %1283, float %1284) #7
  %1369 = extractvalue { float, float, float, float } %1368, 0
  %1370 = extractvalue { float, float, float, float } %1368, 1
  %1371 = extractvalue { float, float, float, float } %1368, 2
  %1372 = extractvalue { float, float, float, float } %1368, 3
  %1373 = getelementptr bfloat, ptr addrspace(3) %1244, i64 %582
  %1374 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1373)
  %1375 = extractvalue { i32, i32, i32, i32 } %1374, 0
  %1376 = extractvalue { i32, i32, i32, i32 } %1374, 1
  %1377 = extractvalue { i32, i32, i32, i32 } %1374, 2
  %1378 = extractvalue { i32, i32, i32, i32 } %1374, 3
  %1379 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1311, i32 %1314, i32 %1317, i32 %1320, i32 %1375, i32 %1376, float %1285, float %1286, float %1287, float %1288) #7
  %1380 = extractvalue { float, float, float, float } %1379, 0
  %1381 = extractvalue { float, float, float, float } %1379, 1
  %1382 = extractvalue { float, float, float, float } %1379, 2
  %1383 = extractvalue { float, float, float, float } %1379, 3
  %1384 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1311, i32 %1314, i32 %1317, i32 %1320, i32 %1377, i32 %1378, float %1289, float %1290, float %1291, float %1292) #7
  %1385 = extractvalue { float, float, float, float } %1384, 0
  %1386 = extractvalue { float, float, float, float } %1384, 1
  %1387 = extractvalue { float, float, float, float } %1384, 2
  %1388 = extractvalue { float, float, float, float } %1384, 3
  %1389 = getelementptr bfloat, ptr addrspace(3) %1244, i64 %588
  %1390 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1389)
  %1391 = extractvalue { i32, i32, i32, i32 } %1390, 0
  %1392 = extractvalue { i32, i32, i32, i32 } %1390, 1
  %1393 = extractvalue { i32, i32, i32, i32 } %1390, 2
  %1394 = extractvalue { i32, i32, i32, i32 } %1390, 3
  %1395 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1311, i32 %1314, i32 %1317, i32 %1320, i32 %1391, i32 %1392, float %1293, float %1294, float %1295, float %1296) #7
  %1396 = extractvalue { float, float, float, float } %1395, 0
  %1397 = extractvalue { float, float, float, float } %1395, 1
  %1398 = extractvalue { float, float, float, float } %1395, 2
  %1399 = extractvalue { float, float, float, float } %1395, 3
  %1400 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1311, i32 %1314, i32 %1317, i32 %1320, i32 %1393, i32 %1394, float %1297, float %1298, float %1299, float %1300) #7
  %1401 = extractvalue { float, float, float, float } %1400, 0
  %1402 = extractvalue { float, float, float, float } %1400, 1
  %1403 = extractvalue { float, float, float, float } %1400, 2
  %1404 = extractvalue { float, float, float, float } %1400, 3
  %1405 = getelementptr bfloat, ptr addrspace(3) %1244, i64 %594
  %1406 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1405)
  %1407 = extractvalue { i32, i32, i32, i32 } %1406, 0
  %1408 = extractvalue { i32, i32, i32, i32 } %1406, 1
  %1409 = extractvalue { i32, i32, i32, i32 } %1406, 2
  %1410 = extractvalue { i32, i32, i32, i32 } %1406, 3
  %1411 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1311, i32 %1314, i32 %1317, i32 %1320, i32 %1407, i32 %1408, float %1301, float %1302, float %1303, float %1304) #7
  %1412 = extractvalue { float, float, float, float } %1411, 0
  %1413 = extractvalue { float, float, float, float } %1411, 1
  %1414 = extractvalue { float, float, float, float } %1411, 2
  %1415 = extractvalue { float, float, float, float } %1411, 3
  %1416 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1311, i32 %1314, i32 %1317, i32 %1320, i32 %1409, i32 %1410, float %1305, float %1306, float %1307, float %1308) #7
  %1417 = extractvalue { float, float, float, float } %1416, 0
  %1418 = extractvalue { float, float, float, float } %1416, 1
  %1419 = extractvalue { float, float, float, float } %1416, 2
  %1420 = extractvalue { float, float, float, float } %1416, 3
  %1421 = getelementptr bfloat, ptr addrspace(3) %1244, i64 %598
  %1422 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1421)
  %1423 = extractvalue { i32, i32, i32, i32 } %1422, 0
  %1424 = extractvalue { i32, i32, i32, i32 } %1422, 1
  %1425 = extractvalue { i32, i32, i32, i32 } %1422, 2
  %1426 = extractvalue { i32, i32, i32, i32 } %1422, 3
  %1427 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1323, i32 %1326, i32 %1329, i32 %1332, i32 %1423, i32 %1424, float %1364, float %1365, float %1366, float %1367) #7
  %1428 = extractvalue { float, float, float, float } %1427, 0
  %1429 = extractvalue { float, float, float, float } %1427, 1
  %1430 = extractvalue { float, float, float, float } %1427, 2
  %1431 = extractvalue { float, float, float, float } %1427, 3
  %1432 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1323, i32 %1326, i32 %1329, i32 %1332, i32 %1425, i32 %1426, float %1369, float %1370, float %1371, float %1372) #7
  %1433 = extractvalue { float, float, float, float } %1432, 0
  %1434 = extractvalue { float, float, float, float } %1432, 1
  %1435 = extractvalue { float, float, float, float } %1432, 2
  %1436 = extractvalue { float, float, float, float } %1432, 3
  %1437 = getelementptr bfloat, ptr addrspace(3) %1244, i64 %601
  %1438 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1437)
  %1439 = extractvalue { i32, i32, i32, i32 } %1438, 0
  %1440 = extractvalue { i32, i32, i32, i32 } %1438, 1
  %1441 = extractvalue { i32, i32, i32, i32 } %1438, 2
  %1442 = extractvalue { i32, i32, i32, i32 } %1438, 3
  %1443 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1323, i32 %1326, i32 %1329, i32 %1332, i32 %1439, i32 %1440, float %1380, float %1381, float %1382, float %1383) #7
  %1444 = extractvalue { float, float, float, float } %1443, 0
  %1445 = extractvalue { float, float, float, float } %1443, 1
  %1446 = extractvalue { float, float, float, float } %1443, 2
  %1447 = extractvalue { float, float, float, float } %1443, 3
  %1448 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1323, i32 %1326, i32 %1329, i32 %1332, i32 %1441, i32 %1442, float %1385, float %1386, float %1387, float %1388) #7
  %1449 = extractvalue { float, float, float, float } %1448, 0
  %1450 = extractvalue { float, float, float, float } %1448, 1
  %1451 = extractvalue { float, float, float, float } %1448, 2
  %1452 = extractvalue { float, float, float, float } %1448, 3
  %1453 = getelementptr bfloat, ptr addrspace(3) %1244, i64 %604
  %1454 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1453)
  %1455 = extractvalue { i32, i32, i32, i32 } %1454, 0
  %1456 = extractvalue { i32, i32, i32, i32 } %1454, 1
  %1457 = extractvalue { i32, i32, i32, i32 } %1454, 2
  %1458 = extractvalue { i32, i32, i32, i32 } %1454, 3
  %1459 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1323, i32 %1326, i32 %1329, i32 %1332, i32 %1455, i32 %1456, float %1396, float %1397, float %1398, float %1399) #7
  %1460 = extractvalue { float, float, float, float } %1459, 0
  %1461 = extractvalue { float, float, float, float } %1459, 1
  %1462 = extractvalue { float, float, float, float } %1459, 2
  %1463 = extractvalue { float, float, float, float } %1459, 3
  %1464 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1323, i32 %1326, i32 %1329, i32 %1332, i32 %1457, i32 %1458, float %1401, float %1402, float %1403, float %1404) #7
  %1465 = extractvalue { float, float, float, float } %1464, 0
  %1466 = extractvalue { float, float, float, float } %1464, 1
  %1467 = extractvalue { float, float, float, float } %1464, 2
  %1468 = extractvalue { float, float, float, float } %1464, 3
  %1469 = getelementptr bfloat, ptr addrspace(3) %1244, i64 %607
  %1470 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1469)
  %1471 = extractvalue { i32, i32, i32, i32 } %1470, 0
  %1472 = extractvalue { i32, i32, i32, i32 } %1470, 1
  %1473 = extractvalue { i32, i32, i32, i32 } %1470, 2
  %1474 = extractvalue { i32, i32, i32, i32 } %1470, 3
  %1475 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1323, i32 %1326, i32 %1329, i32 %1332, i32 %1471, i32 %1472, float %1412, float %1413, float %1414, float %1415) #7
  %1476 = extractvalue { float, float, float, float } %1475, 0
  %1477 = extractvalue { float, float, float, float } %1475, 1
  %1478 = extractvalue { float, float, float, float } %1475, 2
  %1479 = extractvalue { float, float, float, float } %1475, 3
  %1480 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1323, i32 %1326, i32 %1329, i32 %1332, i32 %1473, i32 %1474, float %1417, float %1418, float %1419, float %1420) #7
  %1481 = extractvalue { float, float, float, float } %1480, 0
  %1482 = extractvalue { float, float, float, float } %1480, 1
  %1483 = extractvalue { float, float, float, float } %1480, 2
  %1484 = extractvalue { float, float, float, float } %1480, 3
  %1485 = getelementptr bfloat, ptr addrspace(3) %1244, i64 %611
  %1486 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1485)
  %1487 = extractvalue { i32, i32, i32, i32 } %1486, 0
  %1488 = extractvalue { i32, i32, i32, i32 } %1486, 1
  %1489 = extractvalue { i32, i32, i32, i32 } %1486, 2
  %1490 = extractvalue { i32, i32, i32, i32 } %1486, 3
  %1491 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1335, i32 %1338, i32 %1341, i32 %1344, i32 %1487, i32 %1488, float %1428, float %1429, float %1430, float %1431) #7
  %1492 = extractvalue { float, float, float, float } %1491, 0
  %1493 = extractvalue { float, float, float, float } %1491, 1
  %1494 = extractvalue { float, float, float, float } %1491, 2
  %1495 = extractvalue { float, float, float, float } %1491, 3
  %1496 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1335, i32 %1338, i32 %1341, i32 %1344, i32 %1489, i32 %1490, float %1433, float %1434, float %1435, float %1436) #7
  %1497 = extractvalue { float, float, float, float } %1496, 0
  %1498 = extractvalue { float, float, float, float } %1496, 1
  %1499 = extractvalue { float, float, float, float } %1496, 2
  %1500 = extractvalue { float, float, float, float } %1496, 3
  %1501 = getelementptr bfloat, ptr addrspace(3) %1244, i64 %614
  %1502 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1501)
  %1503 = extractvalue { i32, i32, i32, i32 } %1502, 0
  %1504 = extractvalue { i32, i32, i32, i32 } %1502, 1
  %1505 = extractvalue { i32, i32, i32, i32 } %1502, 2
  %1506 = extractvalue { i32, i32, i32, i32 } %1502, 3
  %1507 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1335, i32 %1338, i32 %1341, i32 %1344, i32 %1503, i32 %1504, float %1444, float %1445, float %1446, float %1447) #7
  %1508 = extractvalue { float, float, float, float } %1507, 0
  %1509 = extractvalue { float, float, float, float } %1507, 1
  %1510 = extractvalue { float, float, float, float } %1507, 2
  %1511 = extractvalue { float, float, float, float } %1507, 3
  %1512 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1335, i32 %1338, i32 %1341, i32 %1344, i32 %1505, i32 %1506, float %1449, float %1450, float %1451, float %1452) #7
  %1513 = extractvalue { float, float, float, float } %1512, 0
  %1514 = extractvalue { float, float, float, float } %1512, 1
  %1515 = extractvalue { float, float, float, float } %1512, 2
  %1516 = extractvalue { float, float, float, float } %1512, 3
  %1517 = getelementptr bfloat, ptr addrspace(3) %1244, i64 %617
  %1518 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1517)
  %1519 = extractvalue { i32, i32, i32, i32 } %1518, 0
  %1520 = extractvalue { i32, i32, i32, i32 } %1518, 1
  %1521 = extractvalue { i32, i32, i32, i32 } %1518, 2
  %1522 = extractvalue { i32, i32, i32, i32 } %1518, 3
  %1523 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1335, i32 %1338, i32 %1341, i32 %1344, i32 %1519, i32 %1520, float %1460, float %1461, float %1462, float %1463) #7
  %1524 = extractvalue { float, float, float, float } %1523, 0
  %1525 = extractvalue { float, float, float, float } %1523, 1
  %1526 = extractvalue { float, float, float, float } %1523, 2
  %1527 = extractvalue { float, float, float, float } %1523, 3
  %1528 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1335, i32 %1338, i32 %1341, i32 %1344, i32 %1521, i32 %1522, float %1465, float %1466, float %1467, float %1468) #7
  %1529 = extractvalue { float, float, float, float } %1528, 0
  %1530 = extractvalue { float, float, float, float } %1528, 1
  %1531 = extractvalue { float, float, float, float } %1528, 2
  %1532 = extractvalue { float, float, float, float } %1528, 3
  %1533 = getelementptr bfloat, ptr addrspace(3) %1244, i64 %620
  %1534 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1533)
  %1535 = extractvalue { i32, i32, i32, i32 } %1534, 0
  %1536 = extractvalue { i32, i32, i32, i32 } %1534, 1
  %1537 = extractvalue { i32, i32, i32, i32 } %1534, 2
  %1538 = extractvalue { i32, i32, i32, i32 } %1534, 3
  %1539 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1335, i32 %1338, i32 %1341, i32 %1344, i32 %1535, i32 %1536, float %1476, float %1477, float %1478, float %1479) #7
  %1540 = extractvalue { float, float, float, float } %1539, 0
  %1541 = extractvalue { float, float, float, float } %1539, 1
  %1542 = extractvalue { float, float, float, float } %1539, 2
  %1543 = extractvalue { float, float, float, float } %1539, 3
  %1544 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1335, i32 %1338, i32 %1341, i32 %1344, i32 %1537, i32 %1538, float %1481, float %1482, float %1483, float %1484) #7
  %1545 = extractvalue { float, float, float, float } %1544, 0
  %1546 = extractvalue { float, float, float, float } %1544, 1
  %1547 = extractvalue { float, float, float, float } %1544, 2
  %1548 = extractvalue { float, float, float, float } %1544, 3
  %1549 = getelementptr bfloat, ptr addrspace(3) %1244, i64 %624
  %1550 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1549)
  %1551 = extractvalue { i32, i32, i32, i32 } %1550, 0
  %1552 = extractvalue { i32, i32, i32, i32 } %1550, 1
  %1553 = extractvalue { i32, i32, i32, i32 } %1550, 2
  %1554 = extractvalue { i32, i32, i32, i32 } %1550, 3
  %1555 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1347, i32 %1350, i32 %1353, i32 %1356, i32 %1551, i32 %1552, float %1492, float %1493, float %1494, float %1495) #7
  %1556 = extractvalue { float, float, float, float } %1555, 0
  %1557 = extractvalue { float, float, float, float } %1555, 1
  %1558 = extractvalue { float, float, float, float } %1555, 2
  %1559 = extractvalue { float, float, float, float } %1555, 3
  %1560 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1347, i32 %1350, i32 %1353, i32 %1356, i32 %1553, i32 %1554, float %1497, float %1498, float %1499, float %1500) #7
  %1561 = extractvalue { float, float, float, float } %1560, 0
  %1562 = extractvalue { float, float, float, float } %1560, 1
  %1563 = extractvalue { float, float, float, float } %1560, 2
  %1564 = extractvalue { float, float, float, float } %1560, 3
  %1565 = getelementptr bfloat, ptr addrspace(3) %1244, i64 %627
  %1566 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1565)
  %1567 = extractvalue { i32, i32, i32, i32 } %1566, 0
  %1568 = extractvalue { i32, i32, i32, i32 } %1566, 1
  %1569 = extractvalue { i32, i32, i32, i32 } %1566, 2
  %1570 = extractvalue { i32, i32, i32, i32 } %1566, 3
  %1571 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1347, i32 %1350, i32 %1353, i32 %1356, i32 %1567, i32 %1568, float %1508, float %1509, float %1510, float %1511) #7
  %1572 = extractvalue { float, float, float, float } %1571, 0
  %1573 = extractvalue { float, float, float, float } %1571, 1
  %1574 = extractvalue { float, float, float, float } %1571, 2
  %1575 = extractvalue { float, float, float, float } %1571, 3
  %1576 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1347, i32 %1350, i32 %1353, i32 %1356, i32 %1569, i32 %1570, float %1513, float %1514, float %1515, float %1516) #7
  %1577 = extractvalue { float, float, float, float } %1576, 0
  %1578 = extractvalue { float, float, float, float } %1576, 1
  %1579 = extractvalue { float, float, float, float } %1576, 2
  %1580 = extractvalue { float, float, float, float } %1576, 3
  %1581 = getelementptr bfloat, ptr addrspace(3) %1244, i64 %630
  %1582 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1581)
  %1583 = extractvalue { i32, i32, i32, i32 } %1582, 0
  %1584 = extractvalue { i32, i32, i32, i32 } %1582, 1
  %1585 = extractvalue { i32, i32, i32, i32 } %1582, 2
  %1586 = extractvalue { i32, i32, i32, i32 } %1582, 3
  %1587 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1347, i32 %1350, i32 %1353, i32 %1356, i32 %1583, i32 %1584, float %1524, float %1525, float %1526, float %1527) #7
  %1588 = extractvalue { float, float, float, float } %1587, 0
  %1589 = extractvalue { float, float, float, float } %1587, 1
  %1590 = extractvalue { float, float, float, float } %1587, 2
  %1591 = extractvalue { float, float, float, float } %1587, 3
  %1592 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1347, i32 %1350, i32 %1353, i32 %1356, i32 %1585, i32 %1586, float %1529, float %1530, float %1531, float %1532) #7
  %1593 = extractvalue { float, float, float, float } %1592, 0
  %1594 = extractvalue { float, float, float, float } %1592, 1
  %1595 = extractvalue { float, float, float, float } %1592, 2
  %1596 = extractvalue { float, float, float, float } %1592, 3
  %1597 = getelementptr bfloat, ptr addrspace(3) %1244, i64 %633
  %1598 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1597)
  %1599 = extractvalue { i32, i32, i32, i32 } %1598, 0
  %1600 = extractvalue { i32, i32, i32, i32 } %1598, 1
  %1601 = extractvalue { i32, i32, i32, i32 } %1598, 2
  %1602 = extractvalue { i32, i32, i32, i32 } %1598, 3
  %1603 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1347, i32 %1350, i32 %1353, i32 %1356, i32 %1599, i32 %1600, float %1540, float %1541, float %1542, float %1543) #7
  %1604 = extractvalue { float, float, float, float } %1603, 0
  %1605 = extractvalue { float, float, float, float } %1603, 1
  %1606 = extractvalue { float, float, float, float } %1603, 2
  %1607 = extractvalue { float, float, float, float } %1603, 3
  %1608 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1347, i32 %1350, i32 %1353, i32 %1356, i32 %1601, i32 %1602, float %1545, float %1546, float %1547, float %1548) #7
  %1609 = extractvalue { float, float, float, float } %1608, 0
  %1610 = extractvalue { float, float, float, float } %1608, 1
  %1611 = extractvalue { float, float, float, float } %1608, 2
  %1612 = extractvalue { float, float, float, float } %1608, 3
  %1613 = icmp slt i32 %979, %4
  %1614 = shl nuw nsw i32 %981, 13
  %1615 = zext nneg i32 %1614 to i64
  %1616 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %1615
  %1617 = or disjoint i32 %979, %14
  %1618 = add i32 %1617, %11
  %1619 = shl i32 %1618, 6
  %1620 = or disjoint i32 %1619, %30
  %1621 = sext i32 %1620 to i64
  %1622 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1621
  %1623 = ptrtoint ptr addrspace(1) %1622 to i64
  %1624 = and i64 %1623, 15
  %1625 = icmp eq i64 %1624, 0
  %1626 = icmp slt i32 %1617, %4
  %1627 = and i1 %1613, %1626
  %1628 = select i1 %1627, i32 16, i32 0
  %1629 = getelementptr i8, ptr addrspace(3) %1616, i64 %127
  br i1 %1625, label %1631, label %.preheader48

.preheader48:                                     ; preds = %660
  %1630 = zext i1 %1627 to i32
  %invariant.op482 = or i32 %1619, %30
  br label %1635

1631:                                             ; preds = %660
  %1632 = select i1 %1627, ptr addrspace(1) %1622, ptr addrspace(1) %1
  %1633 = ptrtoint ptr addrspace(3) %1629 to i64
  %1634 = trunc i64 %1633 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1634, ptr addrspace(1) %1632, i32 %1628) #7
  br label %.loopexit49

1635:                                             ; preds = %.preheader48, %1635
  %1636 = phi i64 [ 0, %.preheader48 ], [ %1642, %1635 ]
  %1637 = trunc nuw nsw i64 %1636 to i32
  %.reass347.reass = or i32 %1637, %invariant.op482
  %1638 = sext i32 %.reass347.reass to i64
  %1639 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1638
  %1640 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1639, i32 %1630, i16 0) #7
  %1641 = getelementptr bfloat, ptr addrspace(3) %1629, i64 %1636
  store i16 %1640, ptr addrspace(3) %1641, align 2
  %1642 = add nuw nsw i64 %1636, 1
  %exitcond266.not = icmp eq i64 %1642, 8
  br i1 %exitcond266.not, label %.loopexit49, label %1635

.loopexit49:                                      ; preds = %1635, %1631
  %1643 = or disjoint i32 %979, %18
  %1644 = add i32 %1643, %11
  %1645 = shl i32 %1644, 6
  %1646 = or disjoint i32 %1645, %30
  %1647 = sext i32 %1646 to i64
  %1648 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1647
  %1649 = ptrtoint ptr addrspace(1) %1648 to i64
  %1650 = and i64 %1649, 15
  %1651 = icmp eq i64 %1650, 0
  %1652 = icmp slt i32 %1643, %4
  %1653 = and i1 %1613, %1652
  %1654 = select i1 %1653, i32 16, i32 0
  %1655 = getelementptr i8, ptr addrspace(3) %1616, i64 %154
  br i1 %1651, label %1657, label %.preheader46

.preheader46:                                     ; preds = %.loopexit49
  %1656 = zext i1 %1653 to i32
  %invariant.op483 = or i32 %1645, %30
  br label %1661

1657:                                             ; preds = %.loopexit49
  %1658 = select i1 %1653, ptr addrspace(1) %1648, ptr addrspace(1) %1
  %1659 = ptrtoint ptr addrspace(3) %1655 to i64
  %1660 = trunc i64 %1659 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1660, ptr addrspace(1) %1658, i32 %1654) #7
  br label %.loopexit47

1661:                                             ; preds = %.preheader46, %1661
  %1662 = phi i64 [ 0, %.preheader46 ], [ %1668, %1661 ]
  %1663 = trunc nuw nsw i64 %1662 to i32
  %.reass349.reass = or i32 %1663, %invariant.op483
  %1664 = sext i32 %.reass349.reass to i64
  %1665 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1664
  %1666 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1665, i32 %1656, i16 0) #7
  %1667 = getelementptr bfloat, ptr addrspace(3) %1655, i64 %1662
  store i16 %1666, ptr addrspace(3) %1667, align 2
  %1668 = add nuw nsw i64 %1662, 1
  %exitcond267.not = icmp eq i64 %1668, 8
  br i1 %exitcond267.not, label %.loopexit47, label %1661

.loopexit47:                                      ; preds = %1661, %1657
  %1669 = or disjoint i32 %979, %22
  %1670 = add i32 %1669, %11
  %1671 = shl i32 %1670, 6
  %1672 = or disjoint i32 %1671, %30
  %1673 = sext i32 %1672 to i64
  %1674 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1673
  %1675 = ptrtoint ptr addrspace(1) %1674 to i64
  %1676 = and i64 %1675, 15
  %1677 = icmp eq i64 %1676, 0
  %1678 = icmp slt i32 %1669, %4
  %1679 = and i1 %1613, %1678
  %1680 = select i1 %1679, i32 16, i32 0
  %1681 = getelementptr i8, ptr addrspace(3) %1616, i64 %181
  br i1 %1677, label %1683, label %.preheader44

.preheader44:                                     ; preds = %.loopexit47
  %1682 = zext i1 %1679 to i32
  %invariant.op484 = or i32 %1671, %30
  br label %1687

1683:                                             ; preds = %.loopexit47
  %1684 = select i1 %1679, ptr addrspace(1) %1674, ptr addrspace(1) %1
  %1685 = ptrtoint ptr addrspace(3) %1681 to i64
  %1686 = trunc i64 %1685 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1686, ptr addrspace(1) %1684, i32 %1680) #7
  br label %.loopexit45

1687:                                             ; preds = %.preheader44, %1687
  %1688 = phi i64 [ 0, %.preheader44 ], [ %1694, %1687 ]
  %1689 = trunc nuw nsw i64 %1688 to i32
  %.reass351.reass = or i32 %1689, %invariant.op484
  %1690 = sext i32 %.reass351.reass to i64
  %1691 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1690
  %1692 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1691, i32 %1682, i16 0) #7
  %1693 = getelementptr bfloat, ptr addrspace(3) %1681, i64 %1688
  store i16 %1692, ptr addrspace(3) %1693, align 2
  %1694 = add nuw nsw i64 %1688, 1
  %exitcond268.not = icmp eq i64 %1694, 8
  br i1 %exitcond268.not, label %.loopexit45, label %1687

.loopexit45:                                      ; preds = %1687, %1683
  %1695 = or disjoint i32 %979, %26
  %1696 = add i32 %1695, %11
  %1697 = shl i32 %1696, 6
  %1698 = or disjoint i32 %1697, %30
  %1699 = sext i32 %1698 to i64
  %1700 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1699
  %1701 = ptrtoint ptr addrspace(1) %1700 to i64
  %1702 = and i64 %1701, 15
  %1703 = icmp eq i64 %1702, 0
  %1704 = icmp slt i32 %1695, %4
  %1705 = and i1 %1613, %1704
  %1706 = select i1 %1705, i32 16, i32 0
  %1707 = getelementptr i8, ptr addrspace(3) %1616, i64 %208
  br i1 %1703, label %1709, label %.preheader42

.preheader42:                                     ; preds = %.loopexit45
  %1708 = zext i1 %1705 to i32
  %invariant.op485 = or i32 %1697, %30
  br label %1713

1709:                                             ; preds = %.loopexit45
  %1710 = select i1 %1705, ptr addrspace(1) %1700, ptr addrspace(1) %1
  %1711 = ptrtoint ptr addrspace(3) %1707 to i64
  %1712 = trunc i64 %1711 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1712, ptr addrspace(1) %1710, i32 %1706) #7
  br label %.loopexit43

1713:                                             ; preds = %.preheader42, %1713
  %1714 = phi i64 [ 0, %.preheader42 ], [ %1720, %1713 ]
  %1715 = trunc nuw nsw i64 %1714 to i32
  %.reass353.reass = or i32 %1715, %invariant.op485
  %1716 = sext i32 %.reass353.reass to i64
  %1717 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1716
  %1718 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1717, i32 %1708, i16 0) #7
  %1719 = getelementptr bfloat, ptr addrspace(3) %1707, i64 %1714
  store i16 %1718, ptr addrspace(3) %1719, align 2
  %1720 = add nuw nsw i64 %1714, 1
  %exitcond269.not = icmp eq i64 %1720, 8
  br i1 %exitcond269.not, label %.loopexit43, label %1713

.loopexit43:                                      ; preds = %1713, %1709
  %1721 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 24576), i64 %1615
  %1722 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1621
  %1723 = ptrtoint ptr addrspace(1) %1722 to i64
  %1724 = and i64 %1723, 15
  %1725 = icmp eq i64 %1724, 0
  %1726 = getelementptr i8, ptr addrspace(3) %1721, i64 %127
  br i1 %1725, label %1728, label %.preheader40

.preheader40:                                     ; preds = %.loopexit43
  %1727 = zext i1 %1627 to i32
  %invariant.op486 = or i32 %1619, %30
  br label %1732

1728:                                             ; preds = %.loopexit43
  %1729 = select i1 %1627, ptr addrspace(1) %1722, ptr addrspace(1) %2
  %1730 = ptrtoint ptr addrspace(3) %1726 to i64
  %1731 = trunc i64 %1730 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1731, ptr addrspace(1) %1729, i32 %1628) #7
  br label %.loopexit41

1732:                                             ; preds = %.preheader40, %1732
  %1733 = phi i64 [ 0, %.preheader40 ], [ %1739, %1732 ]
  %1734 = trunc nuw nsw i64 %1733 to i32
  %.reass355.reass = or i32 %1734, %invariant.op486
  %1735 = sext i32 %.reass355.reass to i64
  %1736 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1735
  %1737 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1736, i32 %1727, i16 0) #7
  %1738 = getelementptr bfloat, ptr addrspace(3) %1726, i64 %1733
  store i16 %1737, ptr addrspace(3) %1738, align 2
  %1739 = add nuw nsw i64 %1733, 1
  %exitcond270.not = icmp eq i64 %1739, 8
  br i1 %exitcond270.not, label %.loopexit41, label %1732

.loopexit41:                                      ; preds = %1732, %1728
  %1740 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1647
  %1741 = ptrtoint ptr addrspace(1) %1740 to i64
  %1742 = and i64 %1741, 15
  %1743 = icmp eq i64 %1742, 0
  %1744 = getelementptr i8, ptr addrspace(3) %1721, i64 %154
  br i1 %1743, label %1746, label %.preheader38

.preheader38:                                     ; preds = %.loopexit41
  %1745 = zext i1 %1653 to i32
  %invariant.op487 = or i32 %1645, %30
  br label %1750

1746:                                             ; preds = %.loopexit41
  %1747 = select i1 %1653, ptr addrspace(1) %1740, ptr addrspace(1) %2
  %1748 = ptrtoint ptr addrspace(3) %1744 to i64
  %1749 = trunc i64 %1748 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1749, ptr addrspace(1) %1747, i32 %1654) #7
  br label %.loopexit39

1750:                                             ; preds = %.preheader38, %1750
  %1751 = phi i64 [ 0, %.preheader38 ], [ %1757, %1750 ]
  %1752 = trunc nuw nsw i64 %1751 to i32
  %.reass357.reass = or i32 %1752, %invariant.op487
  %1753 = sext i32 %.reass357.reass to i64
  %1754 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1753
  %1755 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1754, i32 %1745, i16 0) #7
  %1756 = getelementptr bfloat, ptr addrspace(3) %1744, i64 %1751
  store i16 %1755, ptr addrspace(3) %1756, align 2
  %1757 = add nuw nsw i64 %1751, 1
  %exitcond271.not = icmp eq i64 %1757, 8
  br i1 %exitcond271.not, label %.loopexit39, label %1750

.loopexit39:                                      ; preds = %1750, %1746
  %1758 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1673
  %1759 = ptrtoint ptr addrspace(1) %1758 to i64
  %1760 = and i64 %1759, 15
  %1761 = icmp eq i64 %1760, 0
  %1762 = getelementptr i8, ptr addrspace(3) %1721, i64 %181
  br i1 %1761, label %1764, label %.preheader36

.preheader36:                                     ; preds = %.loopexit39
  %1763 = zext i1 %1679 to i32
  %invariant.op488 = or i32 %1671, %30
  br label %1768

1764:                                             ; preds = %.loopexit39
  %1765 = select i1 %1679, ptr addrspace(1) %1758, ptr addrspace(1) %2
  %1766 = ptrtoint ptr addrspace(3) %1762 to i64
  %1767 = trunc i64 %1766 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1767, ptr addrspace(1) %1765, i32 %1680) #7
  br label %.loopexit37

1768:                                             ; preds = %.preheader36, %1768
  %1769 = phi i64 [ 0, %.preheader36 ], [ %1775, %1768 ]
  %1770 = trunc nuw nsw i64 %1769 to i32
  %.reass359.reass = or i32 %1770, %invariant.op488
  %1771 = sext i32 %.reass359.reass to i64
  %1772 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1771
  %1773 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1772, i32 %1763, i16 0) #7
  %1774 = getelementptr bfloat, ptr addrspace(3) %1762, i64 %1769
  store i16 %1773, ptr addrspace(3) %1774, align 2
  %1775 = add nuw nsw i64 %1769, 1
  %exitcond272.not = icmp eq i64 %1775, 8
  br i1 %exitcond272.not, label %.loopexit37, label %1768

.loopexit37:                                      ; preds = %1768, %1764
  %1776 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1699
  %1777 = ptrtoint ptr addrspace(1) %1776 to i64
  %1778 = and i64 %1777, 15
  %1779 = icmp eq i64 %1778, 0
  %1780 = getelementptr i8, ptr addrspace(3) %1721, i64 %208
  br i1 %1779, label %1782, label %.preheader

.preheader:                                       ; preds = %.loopexit37
  %1781 = zext i1 %1705 to i32
  %invariant.op489 = or i32 %1697, %30
  br label %1786

1782:                                             ; preds = %.loopexit37
  %1783 = select i1 %1705, ptr addrspace(1) %1776, ptr addrspace(1) %2
  %1784 = ptrtoint ptr addrspace(3) %1780 to i64
  %1785 = trunc i64 %1784 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1785, ptr addrspace(1) %1783, i32 %1706) #7
  br label %.loopexit

1786:                                             ; preds = %.preheader, %1786
  %1787 = phi i64 [ 0, %.preheader ], [ %1793, %1786 ]
  %1788 = trunc nuw nsw i64 %1787 to i32
  %.reass361.reass = or i32 %1788, %invariant.op489
  %1789 = sext i32 %.reass361.reass to i64
  %1790 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1789
  %1791 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1790, i32 %1781, i16 0) #7
  %1792 = getelementptr bfloat, ptr addrspace(3) %1780, i64 %1787
  store i16 %1791, ptr addrspace(3) %1792, align 2
  %1793 = add nuw nsw i64 %1787, 1
  %exitcond273.not = icmp eq i64 %1793, 8
  br i1 %exitcond273.not, label %.loopexit, label %1786

.loopexit:                                        ; preds = %1786, %1782
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #7
  %1794 = add i32 %697, 64
  %1795 = icmp slt i32 %1794, %4
  br i1 %1795, label %660, label %._crit_edge

._crit_edge:                                      ; preds = %.loopexit, %.loopexit51.._crit_edge_crit_edge
  %.pre-phi279 = phi i32 [ %.pre278, %.loopexit51.._crit_edge_crit_edge ], [ %567, %.loopexit ]
  %.lcssa148 = phi float [ 0.000000e+00, %.loopexit51.._crit_edge_crit_edge ], [ %1242, %.loopexit ]
  %.lcssa147 = phi float [ 0.000000e+00, %.loopexit51.._crit_edge_crit_edge ], [ %1243, %.loopexit ]
  %.lcssa146 = phi float [ 0.000000e+00, %.loopexit51.._crit_edge_crit_edge ], [ %1556, %.loopexit ]
  %.lcssa145 = phi float [ 0.000000e+00, %.loopexit51.._crit_edge_crit_edge ], [ %1557, %.loopexit ]
  %.lcssa144 = phi float [ 0.000000e+00, %.loopexit51.._crit_edge_crit_edge ], [ %1558, %.loopexit ]
  %.lcssa143 = phi float [ 0.000000e+00, %.loopexit51.._crit_edge_crit_edge ], [ %1559, %.loopexit ]
  %.lcssa142 = phi float [ 0.000000e+00, %.loopexit51.._crit_edge_crit_edge ], [ %1561, %.loopexit ]
  %.lcssa141 = phi float [ 0.000000e+00, %.loopexit51.._crit_edge_crit_edge ], [ %1562, %.loopexit ]
  %.lcssa140 = phi float [ 0.000000e+00, %.loopexit51.._crit_edge_crit_edge ], [ %1563, %.loopexit ]
  %.lcssa139 = phi float [ 0.000000e+00, %.loopexit51.._crit_edge_crit_edge ], [ %1564, %.loopexit ]
  %.lcssa138 = phi float [ 0.000000e+00, %.loopexit51.._crit_edge_crit_edge ], [ %1572, %.loopexit ]
  %.lcssa137 = phi float [ 0.000000e+00, %.loopexit51.._crit_edge_crit_edge ], [ %1573, %.loopexit ]
  %.lcssa136 = phi float [ 0.000000e+00, %.loopexit51.._crit_edge_crit_edge ], [ %1574, %.loopexit ]
  %.lcssa135 = phi float [ 0.000000e+00, %.loopexit51.._crit_edge_crit_edge ], [ %1575, %.loopexit ]
  %.lcssa134 = phi float [ 0.000000e+00, %.loopexit51.._crit_edge_crit_edge ], [ %1577, %.loopexit ]
  %.lcssa133 = phi float [ 0.000000e+00, %.loopexit51.._crit_edge_crit_edge ], [ %1578, %.loopexit ]
  %.lcssa132 = phi float [ 0.000000e+00, %.loopexit51.._crit_edge_crit_edge ], [ %1579, %.loopexit ]
  %.lcssa131 = phi float [ 0.000000e+00, %.loopexit51.._crit_edge_crit_edge ], [ %1580, %.loopexit ]
  %.lcssa130 = phi float [ 0.000000e+00, %.loopexit51.._crit_edge_crit_edge ], [ %1588, %.loopexit ]
  %.lcssa129 = phi float [ 0.000000e+00, %.loopexit51.._crit_edge_crit_edge ], [ %1589, %.loopexit ]
  %.lcssa128 = phi float [ 0.000000e+00, %.loopexit51.._crit_edge_crit_edge ], [ %1590, %.loopexit ]
  %.lcssa127 = phi float [ 0.000000e+00, %.loopexit51.._crit_edge_crit_edge ], [ %1591, %.loopexit ]
  %.lcssa126 = phi float [ 0.000000e+00, %.loopexit51.._crit_edge_crit_edge ], [ %1593, %.loopexit ]
  %.lcssa125 = phi float [ 0.000000e+00, %.loopexit51.._crit_edge_crit_edge ], [ %1594, %.loopexit ]
  %.lcssa124 = phi float [ 0.000000e+00, %.loopexit51.._crit_edge_crit_edge ], [ %1595, %.loopexit ]
  %.lcssa123 = phi float [ 0.000000e+00, %.loopexit51.._crit_edge_crit_edge ], [ %1596, %.loopexit ]
  %.lcssa122 = phi float [ 0.000000e+00, %.loopexit51.._crit_edge_crit_edge ], [ %1604, %.loopexit ]
  %.lcssa121 = phi float [ 0.000000e+00, %.loopexit51.._crit_edge_crit_edge ], [ %1605, %.loopexit ]
  %.lcssa120 = phi float [ 0.000000e+00, %.loopexit51.._crit_edge_crit_edge ], [ %1606, %.loopexit ]
  %.lcssa119 = phi float [ 0.000000e+00, %.loopexit51.._crit_edge_crit_edge ], [ %1607, %.loopexit ]
  %.lcssa118 = phi float [ 0.000000e+00, %.loopexit51.._crit_edge_crit_edge ], [ %1609, %.loopexit ]
  %.lcssa117 = phi float [ 0.000000e+00, %.loopexit51.._crit_edge_crit_edge ], [ %1610, %.loopexit ]
  %.lcssa116 = phi float [ 0.000000e+00, %.loopexit51.._crit_edge_crit_edge ], [ %1611, %.loopexit ]
  %.lcssa115 = phi float [ 0.000000e+00, %.loopexit51.._crit_edge_crit_edge ], [ %1612, %.loopexit ]
  %.lcssa114 = phi float [ 0xFFF0000000000000, %.loopexit51.._crit_edge_crit_edge ], [ %1124, %.loopexit ]
  %.lcssa113 = phi float [ 0xFFF0000000000000, %.loopexit51.._crit_edge_crit_edge ], [ %1125, %.loopexit ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1796 = lshr i32 %7, 2
  %1797 = and i32 %1796, 7
  %1798 = or disjoint i32 %555, %1797
  %1799 = zext nneg i32 %1798 to i64
  %1800 = getelementptr float, ptr addrspace(3) @attention_smem, i64 %1799
  store float %.lcssa114, ptr addrspace(3) %1800, align 4
  %1801 = or disjoint i32 %1798, 8
  %1802 = zext nneg i32 %1801 to i64
  %1803 = getelementptr float, ptr addrspace(3) @attention_smem, i64 %1802
  store float %.lcssa113, ptr addrspace(3) %1803, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  tail call void asm sideeffect "cp.async.wait_group 0;", "~{memory}"() #7
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1804 = fdiv float %.lcssa146, %.lcssa148
  %1805 = fdiv float %.lcssa145, %.lcssa148
  %1806 = fdiv float %.lcssa144, %.lcssa147
  %1807 = fdiv float %.lcssa143, %.lcssa147
  %1808 = fdiv float %.lcssa142, %.lcssa148
  %1809 = fdiv float %.lcssa141, %.lcssa148
  %1810 = fdiv float %.lcssa140, %.lcssa147
  %1811 = fdiv float %.lcssa139, %.lcssa147
  %1812 = fdiv float %.lcssa138, %.lcssa148
  %1813 = fdiv float %.lcssa137, %.lcssa148
  %1814 = fdiv float %.lcssa136, %.lcssa147
  %1815 = fdiv float %.lcssa135, %.lcssa147
  %1816 = fdiv float %.lcssa134, %.lcssa148
  %1817 = fdiv float %.lcssa133, %.lcssa148
  %1818 = fdiv float %.lcssa132, %.lcssa147
  %1819 = fdiv float %.lcssa131, %.lcssa147
  %1820 = fdiv float %.lcssa130, %.lcssa148
  %1821 = fdiv float %.lcssa129, %.lcssa148
  %1822 = fdiv float %.lcssa128, %.lcssa147
  %1823 = fdiv float %.lcssa127, %.lcssa147
  %1824 = fdiv float %.lcssa126, %.lcssa148
  %1825 = fdiv float %.lcssa125, %.lcssa148
  %1826 = fdiv float %.lcssa124, %.lcssa147
  %1827 = fdiv float %.lcssa123, %.lcssa147
  %1828 = fdiv float %.lcssa122, %.lcssa148
  %1829 = fdiv float %.lcssa121, %.lcssa148
  %1830 = fdiv float %.lcssa120, %.lcssa147
  %1831 = fdiv float %.lcssa119, %.lcssa147
  %1832 = fdiv float %.lcssa118, %.lcssa148
  %1833 = fdiv float %.lcssa117, %.lcssa148
  %1834 = fdiv float %.lcssa116, %.lcssa147
  %1835 = fdiv float %.lcssa115, %.lcssa147
  %1836 = fptrunc float %1804 to bfloat
  %1837 = fptrunc float %1805 to bfloat
  %1838 = fptrunc float %1806 to bfloat
  %1839 = fptrunc float %1807 to bfloat
  %1840 = fptrunc float %1808 to bfloat
  %1841 = fptrunc float %1809 to bfloat
  %1842 = fptrunc float %1810 to bfloat
  %1843 = fptrunc float %1811 to bfloat
  %1844 = fptrunc float %1812 to bfloat
  %1845 = fptrunc float %1813 to bfloat
  %1846 = fptrunc float %1814 to bfloat
  %1847 = fptrunc float %1815 to bfloat
  %1848 = fptrunc float %1816 to bfloat
  %1849 = fptrunc float %1817 to bfloat
  %1850 = fptrunc float %1818 to bfloat
  %1851 = fptrunc float %1819 to bfloat
  %1852 = fptrunc float %1820 to bfloat
  %1853 = fptrunc float %1821 to bfloat
  %1854 = fptrunc float %1822 to bfloat
  %1855 = fptrunc float %1823 to bfloat
  %1856 = fptrunc float %1824 to bfloat
  %1857 = fptrunc float %1825 to bfloat
  %1858 = fptrunc float %1826 to bfloat
  %1859 = fptrunc float %1827 to bfloat
  %1860 = fptrunc float %1828 to bfloat
  %1861 = fptrunc float %1829 to bfloat
  %1862 = fptrunc float %1830 to bfloat
  %1863 = fptrunc float %1831 to bfloat
  %1864 = fptrunc float %1832 to bfloat
  %1865 = fptrunc float %1833 to bfloat
  %1866 = fptrunc float %1834 to bfloat
  %1867 = fptrunc float %1835 to bfloat
  %1868 = or disjoint i32 %1798, %12
  %1869 = add i32 %11, %1868
  %1870 = shl i32 %1869, 6
  %1871 = or disjoint i32 %1870, %.pre-phi279
  %1872 = sext i32 %1871 to i64
  %1873 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1872
  %1874 = icmp slt i32 %1868, %4
  %1875 = ptrtoint ptr addrspace(1) %1873 to i64
  %1876 = and i64 %1875, 3
  %1877 = icmp eq i64 %1876, 0
  %1878 = and i1 %1874, %1877
  %1879 = xor i1 %1874, %1878
  %1880 = zext i1 %1878 to i32
  %1881 = bitcast bfloat %1836 to i16
  %1882 = bitcast bfloat %1837 to i16
  %1883 = zext i1 %1879 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1880, i16 %1881, i16 %1882, ptr addrspace(1) %1873, i32 %1883, i32 %1883) #7
  %1884 = or disjoint i32 %1801, %12
  %1885 = add i32 %11, %1884
  %1886 = shl i32 %1885, 6
  %1887 = or disjoint i32 %1886, %.pre-phi279
  %1888 = sext i32 %1887 to i64
  %1889 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1888
  %1890 = icmp slt i32 %1884, %4
  %1891 = ptrtoint ptr addrspace(1) %1889 to i64
  %1892 = and i64 %1891, 3
  %1893 = icmp eq i64 %1892, 0
  %1894 = and i1 %1890, %1893
  %1895 = xor i1 %1890, %1894
  %1896 = zext i1 %1894 to i32
  %1897 = bitcast bfloat %1838 to i16
  %1898 = bitcast bfloat %1839 to i16
  %1899 = zext i1 %1895 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1896, i16 %1897, i16 %1898, ptr addrspace(1) %1889, i32 %1899, i32 %1899) #7
  %1900 = or disjoint i32 %.pre-phi279, 8
  %1901 = or disjoint i32 %1870, %1900
  %1902 = sext i32 %1901 to i64
  %1903 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1902
  %1904 = ptrtoint ptr addrspace(1) %1903 to i64
  %1905 = and i64 %1904, 3
  %1906 = icmp eq i64 %1905, 0
  %1907 = and i1 %1874, %1906
  %1908 = xor i1 %1874, %1907
  %1909 = zext i1 %1907 to i32
  %1910 = bitcast bfloat %1840 to i16
  %1911 = bitcast bfloat %1841 to i16
  %1912 = zext i1 %1908 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1909, i16 %1910, i16 %1911, ptr addrspace(1) %1903, i32 %1912, i32 %1912) #7
  %1913 = or disjoint i32 %1886, %1900
  %1914 = sext i32 %1913 to i64
  %1915 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1914
  %1916 = ptrtoint ptr addrspace(1) %1915 to i64
  %1917 = and i64 %1916, 3
  %1918 = icmp eq i64 %1917, 0
  %1919 = and i1 %1890, %1918
  %1920 = xor i1 %1890, %1919
  %1921 = zext i1 %1919 to i32
  %1922 = bitcast bfloat %1842 to i16
  %1923 = bitcast bfloat %1843 to i16
  %1924 = zext i1 %1920 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1921, i16 %1922, i16 %1923, ptr addrspace(1) %1915, i32 %1924, i32 %1924) #7
  %1925 = or disjoint i32 %.pre-phi279, 16
  %1926 = or disjoint i32 %1870, %1925
  %1927 = sext i32 %1926 to i64
  %1928 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1927
  %1929 = ptrtoint ptr addrspace(1) %1928 to i64
  %1930 = and i64 %1929, 3
  %1931 = icmp eq i64 %1930, 0
  %1932 = and i1 %1874, %1931
  %1933 = xor i1 %1874, %1932
  %1934 = zext i1 %1932 to i32
  %1935 = bitcast bfloat %1844 to i16
  %1936 = bitcast bfloat %1845 to i16
  %1937 = zext i1 %1933 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1934, i16 %1935, i16 %1936, ptr addrspace(1) %1928, i32 %1937, i32 %1937) #7
  %1938 = or disjoint i32 %1886, %1925
  %1939 = sext i32 %1938 to i64
  %1940 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1939
  %1941 = ptrtoint ptr addrspace(1) %1940 to i64
  %1942 = and i64 %1941, 3
  %1943 = icmp eq i64 %1942, 0
  %1944 = and i1 %1890, %1943
  %1945 = xor i1 %1890, %1944
  %1946 = zext i1 %1944 to i32
  %1947 = bitcast bfloat %1846 to i16
  %1948 = bitcast bfloat %1847 to i16
  %1949 = zext i1 %1945 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1946, i16 %1947, i16 %1948, ptr addrspace(1) %1940, i32 %1949, i32 %1949) #7
  %1950 = or disjoint i32 %.pre-phi279, 24
  %1951 = or disjoint i32 %1870, %1950
  %1952 = sext i32 %1951 to i64
  %1953 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1952
  %1954 = ptrtoint ptr addrspace(1) %1953 to i64
  %1955 = and i64 %1954, 3
  %1956 = icmp eq i64 %1955, 0
  %1957 = and i1 %1874, %1956
  %1958 = xor i1 %1874, %1957
  %1959 = zext i1 %1957 to i32
  %1960 = bitcast bfloat %1848 to i16
  %1961 = bitcast bfloat %1849 to i16
  %1962 = zext i1 %1958 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1959, i16 %1960, i16 %1961, ptr addrspace(1) %1953, i32 %1962, i32 %1962) #7
  %1963 = or disjoint i32 %1886, %1950
  %1964 = sext i32 %1963 to i64
  %1965 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1964
  %1966 = ptrtoint ptr addrspace(1) %1965 to i64
  %1967 = and i64 %1966, 3
  %1968 = icmp eq i64 %1967, 0
  %1969 = and i1 %1890, %1968
  %1970 = xor i1 %1890, %1969
  %1971 = zext i1 %1969 to i32
  %1972 = bitcast bfloat %1850 to i16
  %1973 = bitcast bfloat %1851 to i16
  %1974 = zext i1 %1970 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1971, i16 %1972, i16 %1973, ptr addrspace(1) %1965, i32 %1974, i32 %1974) #7
  %1975 = or disjoint i32 %.pre-phi279, 32
  %1976 = or disjoint i32 %1870, %1975
  %1977 = sext i32 %1976 to i64
  %1978 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1977
  %1979 = ptrtoint ptr addrspace(1) %1978 to i64
  %1980 = and i64 %1979, 3
  %1981 = icmp eq i64 %1980, 0
  %1982 = and i1 %1874, %1981
  %1983 = xor i1 %1874, %1982
  %1984 = zext i1 %1982 to i32
  %1985 = bitcast bfloat %1852 to i16
  %1986 = bitcast bfloat %1853 to i16
  %1987 = zext i1 %1983 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1984, i16 %1985, i16 %1986, ptr addrspace(1) %1978, i32 %1987, i32 %1987) #7
  %1988 = or disjoint i32 %1886, %1975
  %1989 = sext i32 %1988 to i64
  %1990 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1989
  %1991 = ptrtoint ptr addrspace(1) %1990 to i64
  %1992 = and i64 %1991, 3
  %1993 = icmp eq i64 %1992, 0
  %1994 = and i1 %1890, %1993
  %1995 = xor i1 %1890, %1994
  %1996 = zext i1 %1994 to i32
  %1997 = bitcast bfloat %1854 to i16
  %1998 = bitcast bfloat %1855 to i16
  %1999 = zext i1 %1995 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1996, i16 %1997, i16 %1998, ptr addrspace(1) %1990, i32 %1999, i32 %1999) #7
  %2000 = or disjoint i32 %.pre-phi279, 40
  %2001 = or disjoint i32 %1870, %2000
  %2002 = sext i32 %2001 to i64
  %2003 = getelementptr bfloat, ptr addrspace(1) %3, i64 %2002
  %2004 = ptrtoint ptr addrspace(1) %2003 to i64
  %2005 = and i64 %2004, 3
  %2006 = icmp eq i64 %2005, 0
  %2007 = and i1 %1874, %2006
  %2008 = xor i1 %1874, %2007
  %2009 = zext i1 %2007 to i32
  %2010 = bitcast bfloat %1856 to i16
  %2011 = bitcast bfloat %1857 to i16
  %2012 = zext i1 %2008 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %2009, i16 %2010, i16 %2011, ptr addrspace(1) %2003, i32 %2012, i32 %2012) #7
  %2013 = or disjoint i32 %1886, %2000
  %2014 = sext i32 %2013 to i64
  %2015 = getelementptr bfloat, ptr addrspace(1) %3, i64 %2014
  %2016 = ptrtoint ptr addrspace(1) %2015 to i64
  %2017 = and i64 %2016, 3
  %2018 = icmp eq i64 %2017, 0
  %2019 = and i1 %1890, %2018
  %2020 = xor i1 %1890, %2019
  %2021 = zext i1 %2019 to i32
  %2022 = bitcast bfloat %1858 to i16
  %2023 = bitcast bfloat %1859 to i16
  %2024 = zext i1 %2020 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %2021, i16 %2022, i16 %2023, ptr addrspace(1) %2015, i32 %2024, i32 %2024) #7
  %2025 = or disjoint i32 %.pre-phi279, 48
  %2026 = or disjoint i32 %1870, %2025
  %2027 = sext i32 %2026 to i64
  %2028 = getelementptr bfloat, ptr addrspace(1) %3, i64 %2027
  %2029 = ptrtoint ptr addrspace(1) %2028 to i64
  %2030 = and i64 %2029, 3
  %2031 = icmp eq i64 %2030, 0
  %2032 = and i1 %1874, %2031
  %2033 = xor i1 %1874, %2032
  %2034 = zext i1 %2032 to i32
  %2035 = bitcast bfloat %1860 to i16
  %2036 = bitcast bfloat %1861 to i16
  %2037 = zext i1 %2033 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %2034, i16 %2035, i16 %2036, ptr addrspace(1) %2028, i32 %2037, i32 %2037) #7
  %2038 = or disjoint i32 %1886, %2025
  %2039 = sext i32 %2038 to i64
  %2040 = getelementptr bfloat, ptr addrspace(1) %3, i64 %2039
  %2041 = ptrtoint ptr addrspace(1) %2040 to i64
  %2042 = and i64 %2041, 3
  %2043 = icmp eq i64 %2042, 0
  %2044 = and i1 %1890, %2043
  %2045 = xor i1 %1890, %2044
  %2046 = zext i1 %2044 to i32
  %2047 = bitcast bfloat %1862 to i16
  %2048 = bitcast bfloat %1863 to i16
  %2049 = zext i1 %2045 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %2046, i16 %2047, i16 %2048, ptr addrspace(1) %2040, i32 %2049, i32 %2049) #7
  %2050 = or disjoint i32 %.pre-phi279, 56
  %2051 = or disjoint i32 %1870, %2050
  %2052 = sext i32 %2051 to i64
  %2053 = getelementptr bfloat, ptr addrspace(1) %3, i64 %2052
  %2054 = ptrtoint ptr addrspace(1) %2053 to i64
  %2055 = and i64 %2054, 3
  %2056 = icmp eq i64 %2055, 0
  %2057 = and i1 %1874, %2056
  %2058 = xor i1 %1874, %2057
  %2059 = zext i1 %2057 to i32
  %2060 = bitcast bfloat %1864 to i16
  %2061 = bitcast bfloat %1865 to i16
  %2062 = zext i1 %2058 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %2059, i16 %2060, i16 %2061, ptr addrspace(1) %2053, i32 %2062, i32 %2062) #7
  %2063 = or disjoint i32 %1886, %2050
  %2064 = sext i32 %2063 to i64
  %2065 = getelementptr bfloat, ptr addrspace(1) %3, i64 %2064
  %2066 = ptrtoint ptr addrspace(1) %2065 to i64
  %2067 = and i64 %2066, 3
  %2068 = icmp eq i64 %2067, 0
  %2069 = and i1 %1890, %2068
  %2070 = xor i1 %1890, %2069
  %2071 = zext i1 %2069 to i32
  %2072 = bitcast bfloat %1866 to i16
  %2073 = bitcast bfloat %1867 to i16
  %2074 = zext i1 %2070 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %2071, i16 %2072, i16 %2073, ptr addrspace(1) %2065, i32 %2074, i32 %2074) #7
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
