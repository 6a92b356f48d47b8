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
  br i1 %118, label %130, label %.preheader46

.preheader46:                                     ; preds = %6
  %129 = zext i1 %119 to i32
  %invariant.op = or i32 %112, %30
  br label %133

130:                                              ; preds = %6
  %131 = ptrtoint ptr addrspace(3) %128 to i64
  %132 = trunc i64 %131 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %132, ptr addrspace(1) %115, i32 %120) #6
  br label %.loopexit47

133:                                              ; preds = %.preheader46, %133
  %134 = phi i64 [ 0, %.preheader46 ], [ %140, %133 ]
  %135 = trunc nuw nsw i64 %134 to i32
  %.reass.reass = or i32 %135, %invariant.op
  %136 = sext i32 %.reass.reass to i64
  %137 = getelementptr bfloat, ptr addrspace(1) %1, i64 %136
  %138 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %137, i32 %129, i16 0) #6
  %139 = getelementptr bfloat, ptr addrspace(3) %128, i64 %134
  store i16 %138, ptr addrspace(3) %139, align 2
  %140 = add nuw nsw i64 %134, 1
  %exitcond.not = icmp eq i64 %140, 8
  br i1 %exitcond.not, label %.loopexit47, label %133

.loopexit47:                                      ; preds = %133, %130
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
  br i1 %148, label %156, label %.preheader44

.preheader44:                                     ; preds = %.loopexit47
  %155 = zext i1 %149 to i32
  %invariant.op346 = or i32 %142, %30
  br label %159

156:                                              ; preds = %.loopexit47
  %157 = ptrtoint ptr addrspace(3) %154 to i64
  %158 = trunc i64 %157 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %158, ptr addrspace(1) %145, i32 %150) #6
  br label %.loopexit45

159:                                              ; preds = %.preheader44, %159
  %160 = phi i64 [ 0, %.preheader44 ], [ %166, %159 ]
  %161 = trunc nuw nsw i64 %160 to i32
  %.reass209.reass = or i32 %161, %invariant.op346
  %162 = sext i32 %.reass209.reass to i64
  %163 = getelementptr bfloat, ptr addrspace(1) %1, i64 %162
  %164 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %163, i32 %155, i16 0) #6
  %165 = getelementptr bfloat, ptr addrspace(3) %154, i64 %160
  store i16 %164, ptr addrspace(3) %165, align 2
  %166 = add nuw nsw i64 %160, 1
  %exitcond154.not = icmp eq i64 %166, 8
  br i1 %exitcond154.not, label %.loopexit45, label %159

.loopexit45:                                      ; preds = %159, %156
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
  br i1 %174, label %182, label %.preheader42

.preheader42:                                     ; preds = %.loopexit45
  %181 = zext i1 %175 to i32
  %invariant.op347 = or i32 %168, %30
  br label %185

182:                                              ; preds = %.loopexit45
  %183 = ptrtoint ptr addrspace(3) %180 to i64
  %184 = trunc i64 %183 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %184, ptr addrspace(1) %171, i32 %176) #6
  br label %.loopexit43

185:                                              ; preds = %.preheader42, %185
  %186 = phi i64 [ 0, %.preheader42 ], [ %192, %185 ]
  %187 = trunc nuw nsw i64 %186 to i32
  %.reass211.reass = or i32 %187, %invariant.op347
  %188 = sext i32 %.reass211.reass to i64
  %189 = getelementptr bfloat, ptr addrspace(1) %1, i64 %188
  %190 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %189, i32 %181, i16 0) #6
  %191 = getelementptr bfloat, ptr addrspace(3) %180, i64 %186
  store i16 %190, ptr addrspace(3) %191, align 2
  %192 = add nuw nsw i64 %186, 1
  %exitcond155.not = icmp eq i64 %192, 8
  br i1 %exitcond155.not, label %.loopexit43, label %185

.loopexit43:                                      ; preds = %185, %182
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
  br i1 %200, label %208, label %.preheader40

.preheader40:                                     ; preds = %.loopexit43
  %207 = zext i1 %201 to i32
  %invariant.op348 = or i32 %194, %30
  br label %211

208:                                              ; preds = %.loopexit43
  %209 = ptrtoint ptr addrspace(3) %206 to i64
  %210 = trunc i64 %209 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %210, ptr addrspace(1) %197, i32 %202) #6
  br label %.loopexit41

211:                                              ; preds = %.preheader40, %211
  %212 = phi i64 [ 0, %.preheader40 ], [ %218, %211 ]
  %213 = trunc nuw nsw i64 %212 to i32
  %.reass213.reass = or i32 %213, %invariant.op348
  %214 = sext i32 %.reass213.reass to i64
  %215 = getelementptr bfloat, ptr addrspace(1) %1, i64 %214
  %216 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %215, i32 %207, i16 0) #6
  %217 = getelementptr bfloat, ptr addrspace(3) %206, i64 %212
  store i16 %216, ptr addrspace(3) %217, align 2
  %218 = add nuw nsw i64 %212, 1
  %exitcond156.not = icmp eq i64 %218, 8
  br i1 %exitcond156.not, label %.loopexit41, label %211

.loopexit41:                                      ; preds = %211, %208
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #6
  %219 = getelementptr bfloat, ptr addrspace(1) %2, i64 %114
  %220 = ptrtoint ptr addrspace(1) %219 to i64
  %221 = and i64 %220, 15
  %222 = icmp eq i64 %221, 0
  %223 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 8192), i64 %127
  br i1 %222, label %225, label %.preheader38

.preheader38:                                     ; preds = %.loopexit41
  %224 = zext i1 %119 to i32
  %invariant.op349 = or i32 %112, %30
  br label %228

225:                                              ; preds = %.loopexit41
  %226 = ptrtoint ptr addrspace(3) %223 to i64
  %227 = trunc i64 %226 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %227, ptr addrspace(1) %219, i32 %120) #6
  br label %.loopexit39

228:                                              ; preds = %.preheader38, %228
  %229 = phi i64 [ 0, %.preheader38 ], [ %235, %228 ]
  %230 = trunc nuw nsw i64 %229 to i32
  %.reass215.reass = or i32 %230, %invariant.op349
  %231 = sext i32 %.reass215.reass to i64
  %232 = getelementptr bfloat, ptr addrspace(1) %2, i64 %231
  %233 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %232, i32 %224, i16 0) #6
  %234 = getelementptr bfloat, ptr addrspace(3) %223, i64 %229
  store i16 %233, ptr addrspace(3) %234, align 2
  %235 = add nuw nsw i64 %229, 1
  %exitcond157.not = icmp eq i64 %235, 8
  br i1 %exitcond157.not, label %.loopexit39, label %228

.loopexit39:                                      ; preds = %228, %225
  %236 = getelementptr bfloat, ptr addrspace(1) %2, i64 %144
  %237 = ptrtoint ptr addrspace(1) %236 to i64
  %238 = and i64 %237, 15
  %239 = icmp eq i64 %238, 0
  %240 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 8192), i64 %153
  br i1 %239, label %242, label %.preheader36

.preheader36:                                     ; preds = %.loopexit39
  %241 = zext i1 %149 to i32
  %invariant.op350 = or i32 %142, %30
  br label %245

242:                                              ; preds = %.loopexit39
  %243 = ptrtoint ptr addrspace(3) %240 to i64
  %244 = trunc i64 %243 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %244, ptr addrspace(1) %236, i32 %150) #6
  br label %.loopexit37

245:                                              ; preds = %.preheader36, %245
  %246 = phi i64 [ 0, %.preheader36 ], [ %252, %245 ]
  %247 = trunc nuw nsw i64 %246 to i32
  %.reass217.reass = or i32 %247, %invariant.op350
  %248 = sext i32 %.reass217.reass to i64
  %249 = getelementptr bfloat, ptr addrspace(1) %2, i64 %248
  %250 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %249, i32 %241, i16 0) #6
  %251 = getelementptr bfloat, ptr addrspace(3) %240, i64 %246
  store i16 %250, ptr addrspace(3) %251, align 2
  %252 = add nuw nsw i64 %246, 1
  %exitcond158.not = icmp eq i64 %252, 8
  br i1 %exitcond158.not, label %.loopexit37, label %245

.loopexit37:                                      ; preds = %245, %242
  %253 = getelementptr bfloat, ptr addrspace(1) %2, i64 %170
  %254 = ptrtoint ptr addrspace(1) %253 to i64
  %255 = and i64 %254, 15
  %256 = icmp eq i64 %255, 0
  %257 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 8192), i64 %179
  br i1 %256, label %259, label %.preheader34

.preheader34:                                     ; preds = %.loopexit37
  %258 = zext i1 %175 to i32
  %invariant.op351 = or i32 %168, %30
  br label %262

259:                                              ; preds = %.loopexit37
  %260 = ptrtoint ptr addrspace(3) %257 to i64
  %261 = trunc i64 %260 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %261, ptr addrspace(1) %253, i32 %176) #6
  br label %.loopexit35

262:                                              ; preds = %.preheader34, %262
  %263 = phi i64 [ 0, %.preheader34 ], [ %269, %262 ]
  %264 = trunc nuw nsw i64 %263 to i32
  %.reass219.reass = or i32 %264, %invariant.op351
  %265 = sext i32 %.reass219.reass to i64
  %266 = getelementptr bfloat, ptr addrspace(1) %2, i64 %265
  %267 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %266, i32 %258, i16 0) #6
  %268 = getelementptr bfloat, ptr addrspace(3) %257, i64 %263
  store i16 %267, ptr addrspace(3) %268, align 2
  %269 = add nuw nsw i64 %263, 1
  %exitcond159.not = icmp eq i64 %269, 8
  br i1 %exitcond159.not, label %.loopexit35, label %262

.loopexit35:                                      ; preds = %262, %259
  %270 = getelementptr bfloat, ptr addrspace(1) %2, i64 %196
  %271 = ptrtoint ptr addrspace(1) %270 to i64
  %272 = and i64 %271, 15
  %273 = icmp eq i64 %272, 0
  %274 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 8192), i64 %205
  br i1 %273, label %276, label %.preheader32

.preheader32:                                     ; preds = %.loopexit35
  %275 = zext i1 %201 to i32
  %invariant.op352 = or i32 %194, %30
  br label %279

276:                                              ; preds = %.loopexit35
  %277 = ptrtoint ptr addrspace(3) %274 to i64
  %278 = trunc i64 %277 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %278, ptr addrspace(1) %270, i32 %202) #6
  br label %.loopexit33

279:                                              ; preds = %.preheader32, %279
  %280 = phi i64 [ 0, %.preheader32 ], [ %286, %279 ]
  %281 = trunc nuw nsw i64 %280 to i32
  %.reass221.reass = or i32 %281, %invariant.op352
  %282 = sext i32 %.reass221.reass to i64
  %283 = getelementptr bfloat, ptr addrspace(1) %2, i64 %282
  %284 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %283, i32 %275, i16 0) #6
  %285 = getelementptr bfloat, ptr addrspace(3) %274, i64 %280
  store i16 %284, ptr addrspace(3) %285, align 2
  %286 = add nuw nsw i64 %280, 1
  %exitcond160.not = icmp eq i64 %286, 8
  br i1 %exitcond160.not, label %.loopexit33, label %279

.loopexit33:                                      ; preds = %279, %276
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %287 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %127
  %288 = insertelement <4 x i16> poison, i16 %49, i64 0
  %289 = insertelement <4 x i16> %288, i16 %50, i64 1
  %290 = insertelement <4 x i16> %289, i16 %51, i64 2
  %291 = insertelement <4 x i16> %290, i16 %52, i64 3
  store <4 x i16> %291, ptr addrspace(3) %287, align 16
  %292 = xor i32 %14, %7
  %293 = shl nuw nsw i32 %292, 4
  %294 = and i32 %293, 112
  %295 = or disjoint i32 %124, %294
  %296 = zext nneg i32 %295 to i64
  %297 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %296
  %298 = getelementptr i8, ptr addrspace(3) %297, i64 8
  %299 = insertelement <4 x i16> poison, i16 %53, i64 0
  %300 = insertelement <4 x i16> %299, i16 %54, i64 1
  %301 = insertelement <4 x i16> %300, i16 %55, i64 2
  %302 = insertelement <4 x i16> %301, i16 %56, i64 3
  store <4 x i16> %302, ptr addrspace(3) %298, align 8
  %303 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %153
  %304 = insertelement <4 x i16> poison, i16 %67, i64 0
  %305 = insertelement <4 x i16> %304, i16 %68, i64 1
  %306 = insertelement <4 x i16> %305, i16 %69, i64 2
  %307 = insertelement <4 x i16> %306, i16 %70, i64 3
  store <4 x i16> %307, ptr addrspace(3) %303, align 16
  %308 = getelementptr i8, ptr addrspace(3) %297, i64 2056
  %309 = insertelement <4 x i16> poison, i16 %71, i64 0
  %310 = insertelement <4 x i16> %309, i16 %72, i64 1
  %311 = insertelement <4 x i16> %310, i16 %73, i64 2
  %312 = insertelement <4 x i16> %311, i16 %74, i64 3
  store <4 x i16> %312, ptr addrspace(3) %308, align 8
  %313 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %179
  %314 = insertelement <4 x i16> poison, i16 %85, i64 0
  %315 = insertelement <4 x i16> %314, i16 %86, i64 1
  %316 = insertelement <4 x i16> %315, i16 %87, i64 2
  %317 = insertelement <4 x i16> %316, i16 %88, i64 3
  store <4 x i16> %317, ptr addrspace(3) %313, align 16
  %318 = getelementptr i8, ptr addrspace(3) %297, i64 4104
  %319 = insertelement <4 x i16> poison, i16 %89, i64 0
  %320 = insertelement <4 x i16> %319, i16 %90, i64 1
  %321 = insertelement <4 x i16> %320, i16 %91, i64 2
  %322 = insertelement <4 x i16> %321, i16 %92, i64 3
  store <4 x i16> %322, ptr addrspace(3) %318, align 8
  %323 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %205
  %324 = insertelement <4 x i16> poison, i16 %103, i64 0
  %325 = insertelement <4 x i16> %324, i16 %104, i64 1
  %326 = insertelement <4 x i16> %325, i16 %105, i64 2
  %327 = insertelement <4 x i16> %326, i16 %106, i64 3
  store <4 x i16> %327, ptr addrspace(3) %323, align 16
  %328 = getelementptr i8, ptr addrspace(3) %297, i64 6152
  %329 = insertelement <4 x i16> poison, i16 %107, i64 0
  %330 = insertelement <4 x i16> %329, i16 %108, i64 1
  %331 = insertelement <4 x i16> %330, i16 %109, i64 2
  %332 = insertelement <4 x i16> %331, i16 %110, i64 3
  store <4 x i16> %332, ptr addrspace(3) %328, align 8
  tail call void asm sideeffect "fence.proxy.async.shared::cta;", "~{memory}"() #6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %333 = icmp sgt i32 %4, 0
  br i1 %333, label %.lr.ph, label %.loopexit33.._crit_edge_crit_edge

.loopexit33.._crit_edge_crit_edge:                ; preds = %.loopexit33
  %.pre = shl nuw nsw i32 %7, 1
  %.pre169 = and i32 %.pre, 6
  br label %._crit_edge

.lr.ph:                                           ; preds = %.loopexit33
  %334 = lshr exact i64 ptrtoint (ptr addrspace(3) @attention_smem to i64), 4
  %335 = and i64 %334, 16320
  %336 = or disjoint i64 %335, 4611686293305360384
  %337 = lshr exact i64 ptrtoint (ptr addrspace(3) @attention_dsmem to i64), 4
  %338 = and i64 %337, 16320
  %339 = or disjoint i64 %338, 4611686293305360384
  %340 = lshr exact i64 ptrtoint (ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 32) to i64), 4
  %341 = and i64 %340, 16322
  %342 = or disjoint i64 %341, 4611686293305360384
  %343 = lshr exact i64 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 32) to i64), 4
  %344 = and i64 %343, 16322
  %345 = or disjoint i64 %344, 4611686293305360384
  %346 = lshr exact i64 ptrtoint (ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 64) to i64), 4
  %347 = and i64 %346, 16324
  %348 = or disjoint i64 %347, 4611686293305360384
  %349 = lshr exact i64 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 64) to i64), 4
  %350 = and i64 %349, 16324
  %351 = or disjoint i64 %350, 4611686293305360384
  %352 = lshr exact i64 ptrtoint (ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 96) to i64), 4
  %353 = and i64 %352, 16326
  %354 = or disjoint i64 %353, 4611686293305360384
  %355 = lshr exact i64 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 96) to i64), 4
  %356 = and i64 %355, 16326
  %357 = or disjoint i64 %356, 4611686293305360384
  %358 = ptrtoint ptr addrspace(3) %128 to i64
  %359 = trunc i64 %358 to i32
  %360 = ptrtoint ptr addrspace(3) %154 to i64
  %361 = trunc i64 %360 to i32
  %362 = ptrtoint ptr addrspace(3) %180 to i64
  %363 = trunc i64 %362 to i32
  %364 = ptrtoint ptr addrspace(3) %206 to i64
  %365 = trunc i64 %364 to i32
  %366 = shl nuw nsw i32 %7, 1
  %367 = and i32 %366, 6
  %368 = lshr exact i64 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 8192) to i64), 4
  %369 = and i64 %368, 16320
  %370 = or disjoint i64 %369, 4611686293338849280
  %371 = lshr exact i64 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 10240) to i64), 4
  %372 = and i64 %371, 16320
  %373 = or disjoint i64 %372, 4611686293338849280
  %374 = lshr exact i64 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 12288) to i64), 4
  %375 = and i64 %374, 16320
  %376 = or disjoint i64 %375, 4611686293338849280
  %377 = lshr exact i64 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 14336) to i64), 4
  %378 = and i64 %377, 16320
  %379 = or disjoint i64 %378, 4611686293338849280
  %380 = ptrtoint ptr addrspace(3) %223 to i64
  %381 = trunc i64 %380 to i32
  %382 = ptrtoint ptr addrspace(3) %240 to i64
  %383 = trunc i64 %382 to i32
  %384 = ptrtoint ptr addrspace(3) %257 to i64
  %385 = trunc i64 %384 to i32
  %386 = ptrtoint ptr addrspace(3) %274 to i64
  %387 = trunc i64 %386 to i32
  br label %388

388:                                              ; preds = %.lr.ph, %.loopexit
  %389 = phi float [ 0xFFF0000000000000, %.lr.ph ], [ %824, %.loopexit ]
  %390 = phi float [ 0xFFF0000000000000, %.lr.ph ], [ %823, %.loopexit ]
  %391 = phi float [ 0.000000e+00, %.lr.ph ], [ %1219, %.loopexit ]
  %392 = phi float [ 0.000000e+00, %.lr.ph ], [ %1218, %.loopexit ]
  %393 = phi float [ 0.000000e+00, %.lr.ph ], [ %1217, %.loopexit ]
  %394 = phi float [ 0.000000e+00, %.lr.ph ], [ %1216, %.loopexit ]
  %395 = phi float [ 0.000000e+00, %.lr.ph ], [ %1215, %.loopexit ]
  %396 = phi float [ 0.000000e+00, %.lr.ph ], [ %1214, %.loopexit ]
  %397 = phi float [ 0.000000e+00, %.lr.ph ], [ %1213, %.loopexit ]
  %398 = phi float [ 0.000000e+00, %.lr.ph ], [ %1212, %.loopexit ]
  %399 = phi float [ 0.000000e+00, %.lr.ph ], [ %1211, %.loopexit ]
  %400 = phi float [ 0.000000e+00, %.lr.ph ], [ %1210, %.loopexit ]
  %401 = phi float [ 0.000000e+00, %.lr.ph ], [ %1209, %.loopexit ]
  %402 = phi float [ 0.000000e+00, %.lr.ph ], [ %1208, %.loopexit ]
  %403 = phi float [ 0.000000e+00, %.lr.ph ], [ %1207, %.loopexit ]
  %404 = phi float [ 0.000000e+00, %.lr.ph ], [ %1206, %.loopexit ]
  %405 = phi float [ 0.000000e+00, %.lr.ph ], [ %1205, %.loopexit ]
  %406 = phi float [ 0.000000e+00, %.lr.ph ], [ %1204, %.loopexit ]
  %407 = phi float [ 0.000000e+00, %.lr.ph ], [ %1203, %.loopexit ]
  %408 = phi float [ 0.000000e+00, %.lr.ph ], [ %1202, %.loopexit ]
  %409 = phi float [ 0.000000e+00, %.lr.ph ], [ %1201, %.loopexit ]
  %410 = phi float [ 0.000000e+00, %.lr.ph ], [ %1200, %.loopexit ]
  %411 = phi float [ 0.000000e+00, %.lr.ph ], [ %1199, %.loopexit ]
  %412 = phi float [ 0.000000e+00, %.lr.ph ], [ %1198, %.loopexit ]
  %413 = phi float [ 0.000000e+00, %.lr.ph ], [ %1197, %.loopexit ]
  %414 = phi float [ 0.000000e+00, %.lr.ph ], [ %1196, %.loopexit ]
  %415 = phi float [ 0.000000e+00, %.lr.ph ], [ %1195, %.loopexit ]
  %416 = phi float [ 0.000000e+00, %.lr.ph ], [ %1194, %.loopexit ]
  %417 = phi float [ 0.000000e+00, %.lr.ph ], [ %1193, %.loopexit ]
  %418 = phi float [ 0.000000e+00, %.lr.ph ], [ %1192, %.loopexit ]
  %419 = phi float [ 0.000000e+00, %.lr.ph ], [ %1191, %.loopexit ]
  %420 = phi float [ 0.000000e+00, %.lr.ph ], [ %1190, %.loopexit ]
  %421 = phi float [ 0.000000e+00, %.lr.ph ], [ %1189, %.loopexit ]
  %422 = phi float [ 0.000000e+00, %.lr.ph ], [ %1188, %.loopexit ]
  %423 = phi float [ 0.000000e+00, %.lr.ph ], [ %942, %.loopexit ]
  %424 = phi float [ 0.000000e+00, %.lr.ph ], [ %941, %.loopexit ]
  %425 = phi i32 [ 0, %.lr.ph ], [ %426, %.loopexit ]
  %426 = add i32 %425, 64
  %427 = icmp slt i32 %426, %4
  tail call void asm sideeffect "cp.async.wait_group 1;", "~{memory}"() #6
  tail call void asm sideeffect "fence.proxy.async.shared::cta;", "~{memory}"() #6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  tail call void asm sideeffect "wgmma.fence.sync.aligned;", ""() #6
  %428 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $34, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $32, $33, p, 1, 1, 0, 0;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i64 %336, i64 %339, i32 1, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #6
  %429 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %428, 0
  %430 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %428, 1
  %431 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %428, 2
  %432 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %428, 3
  %433 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %428, 4
  %434 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %428, 5
  %435 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %428, 6
  %436 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %428, 7
  %437 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %428, 8
  %438 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %428, 9
  %439 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %428, 10
  %440 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %428, 11
  %441 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %428, 12
  %442 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %428, 13
  %443 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %428, 14
  %444 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %428, 15
  %445 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %428, 16
  %446 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %428, 17
  %447 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %428, 18
  %448 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %428, 19
  %449 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %428, 20
  %450 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %428, 21
  %451 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %428, 22
  %452 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %428, 23
  %453 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %428, 24
  %454 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %428, 25
  %455 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %428, 26
  %456 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %428, 27
  %457 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %428, 28
  %458 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %428, 29
  %459 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %428, 30
  %460 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %428, 31
  %461 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $34, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $32, $33, p, 1, 1, 0, 0;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i64 %342, i64 %345, i32 1, float %429, float %430, float %431, float %432, float %433, float %434, float %435, float %436, float %437, float %438, float %439, float %440, float %441, float %442, float %443, float %444, float %445, float %446, float %447, float %448, float %449, float %450, float %451, float %452, float %453, float %454, float %455, float %456, float %457, float %458, float %459, float %460) #6
  %462 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %461, 0
  %463 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %461, 1
  %464 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %461, 2
  %465 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %461, 3
  %466 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %461, 4
  %467 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %461, 5
  %468 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %461, 6
  %469 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %461, 7
  %470 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %461, 8
  %471 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %461, 9
  %472 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %461, 10
  %473 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %461, 11
  %474 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %461, 12
  %475 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %461, 13
  %476 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %461, 14
  %477 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %461, 15
  %478 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %461, 16
  %479 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %461, 17
  %480 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %461, 18
  %481 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %461, 19
  %482 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %461, 20
  %483 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %461, 21
  %484 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %461, 22
  %485 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %461, 23
  %486 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %461, 24
  %487 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %461, 25
  %488 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %461, 26
  %489 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %461, 27
  %490 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %461, 28
  %491 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %461, 29
  %492 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %461, 30
  %493 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %461, 31
  %494 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $34, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $32, $33, p, 1, 1, 0, 0;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i64 %348, i64 %351, i32 1, float %462, float %463, float %464, float %465, float %466, float %467, float %468, float %469, float %470, float %471, float %472, float %473, float %474, float %475, float %476, float %477, float %478, float %479, float %480, float %481, float %482, float %483, float %484, float %485, float %486, float %487, float %488, float %489, float %490, float %491, float %492, float %493) #6
  %495 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %494, 0
  %496 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %494, 1
  %497 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %494, 2
  %498 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %494, 3
  %499 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %494, 4
  %500 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %494, 5
  %501 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %494, 6
  %502 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %494, 7
  %503 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %494, 8
  %504 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %494, 9
  %505 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %494, 10
  %506 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %494, 11
  %507 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %494, 12
  %508 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %494, 13
  %509 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %494, 14
  %510 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %494, 15
  %511 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %494, 16
  %512 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %494, 17
  %513 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %494, 18
  %514 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %494, 19
  %515 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %494, 20
  %516 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %494, 21
  %517 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %494, 22
  %518 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %494, 23
  %519 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %494, 24
  %520 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %494, 25
  %521 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %494, 26
  %522 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %494, 27
  %523 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %494, 28
  %524 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %494, 29
  %525 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %494, 30
  %526 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %494, 31
  %527 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $34, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $32, $33, p, 1, 1, 0, 0;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i64 %354, i64 %357, i32 1, float %495, float %496, float %497, float %498, float %499, float %500, float %501, float %502, float %503, float %504, float %505, float %506, float %507, float %508, float %509, float %510, float %511, float %512, float %513, float %514, float %515, float %516, float %517, float %518, float %519, float %520, float %521, float %522, float %523, float %524, float %525, float %526) #6
  %528 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %527, 0
  %529 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %527, 1
  %530 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %527, 2
  %531 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %527, 3
  %532 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %527, 4
  %533 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %527, 5
  %534 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %527, 6
  %535 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %527, 7
  %536 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %527, 8
  %537 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %527, 9
  %538 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %527, 10
  %539 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %527, 11
  %540 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %527, 12
  %541 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %527, 13
  %542 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %527, 14
  %543 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %527, 15
  %544 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %527, 16
  %545 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %527, 17
  %546 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %527, 18
  %547 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %527, 19
  %548 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %527, 20
  %549 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %527, 21
  %550 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %527, 22
  %551 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %527, 23
  %552 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %527, 24
  %553 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %527, 25
  %554 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %527, 26
  %555 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %527, 27
  %556 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %527, 28
  %557 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %527, 29
  %558 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %527, 30
  %559 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %527, 31
  tail call void asm sideeffect "wgmma.commit_group.sync.aligned;", ""() #6
  %560 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.wait_group.sync.aligned 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(float %528, float %529, float %530, float %531, float %532, float %533, float %534, float %535, float %536, float %537, float %538, float %539, float %540, float %541, float %542, float %543, float %544, float %545, float %546, float %547, float %548, float %549, float %550, float %551, float %552, float %553, float %554, float %555, float %556, float %557, float %558, float %559) #6
  %561 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %560, 0
  %562 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %560, 1
  %563 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %560, 2
  %564 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %560, 3
  %565 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %560, 4
  %566 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %560, 5
  %567 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %560, 6
  %568 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %560, 7
  %569 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %560, 8
  %570 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %560, 9
  %571 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %560, 10
  %572 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %560, 11
  %573 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %560, 12
  %574 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %560, 13
  %575 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %560, 14
  %576 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %560, 15
  %577 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %560, 16
  %578 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %560, 17
  %579 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %560, 18
  %580 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %560, 19
  %581 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %560, 20
  %582 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %560, 21
  %583 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %560, 22
  %584 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %560, 23
  %585 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %560, 24
  %586 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %560, 25
  %587 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %560, 26
  %588 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %560, 27
  %589 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %560, 28
  %590 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %560, 29
  %591 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %560, 30
  %592 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %560, 31
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %593 = or disjoint i32 %426, %14
  %594 = add i32 %593, %11
  %595 = shl i32 %594, 6
  %596 = or disjoint i32 %595, %30
  %597 = sext i32 %596 to i64
  %598 = getelementptr bfloat, ptr addrspace(1) %1, i64 %597
  %599 = ptrtoint ptr addrspace(1) %598 to i64
  %600 = and i64 %599, 15
  %601 = icmp eq i64 %600, 0
  %602 = icmp slt i32 %593, %4
  %603 = and i1 %427, %602
  %604 = select i1 %603, i32 16, i32 0
  br i1 %601, label %606, label %.preheader30

.preheader30:                                     ; preds = %388
  %605 = zext i1 %603 to i32
  %invariant.op353 = or i32 %595, %30
  br label %607

606:                                              ; preds = %388
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %359, ptr addrspace(1) %598, i32 %604) #6
  br label %.loopexit31

607:                                              ; preds = %.preheader30, %607
  %608 = phi i64 [ 0, %.preheader30 ], [ %614, %607 ]
  %609 = trunc nuw nsw i64 %608 to i32
  %.reass223.reass = or i32 %609, %invariant.op353
  %610 = sext i32 %.reass223.reass to i64
  %611 = getelementptr bfloat, ptr addrspace(1) %1, i64 %610
  %612 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %611, i32 %605, i16 0) #6
  %613 = getelementptr bfloat, ptr addrspace(3) %128, i64 %608
  store i16 %612, ptr addrspace(3) %613, align 2
  %614 = add nuw nsw i64 %608, 1
  %exitcond161.not = icmp eq i64 %614, 8
  br i1 %exitcond161.not, label %.loopexit31, label %607

.loopexit31:                                      ; preds = %607, %606
  %615 = or disjoint i32 %426, %18
  %616 = add i32 %615, %11
  %617 = shl i32 %616, 6
  %618 = or disjoint i32 %617, %30
  %619 = sext i32 %618 to i64
  %620 = getelementptr bfloat, ptr addrspace(1) %1, i64 %619
  %621 = ptrtoint ptr addrspace(1) %620 to i64
  %622 = and i64 %621, 15
  %623 = icmp eq i64 %622, 0
  %624 = icmp slt i32 %615, %4
  %625 = and i1 %427, %624
  %626 = select i1 %625, i32 16, i32 0
  br i1 %623, label %628, label %.preheader28

.preheader28:                                     ; preds = %.loopexit31
  %627 = zext i1 %625 to i32
  %invariant.op354 = or i32 %617, %30
  br label %629

628:                                              ; preds = %.loopexit31
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %361, ptr addrspace(1) %620, i32 %626) #6
  br label %.loopexit29

629:                                              ; preds = %.preheader28, %629
  %630 = phi i64 [ 0, %.preheader28 ], [ %636, %629 ]
  %631 = trunc nuw nsw i64 %630 to i32
  %.reass225.reass = or i32 %631, %invariant.op354
  %632 = sext i32 %.reass225.reass to i64
  %633 = getelementptr bfloat, ptr addrspace(1) %1, i64 %632
  %634 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %633, i32 %627, i16 0) #6
  %635 = getelementptr bfloat, ptr addrspace(3) %154, i64 %630
  store i16 %634, ptr addrspace(3) %635, align 2
  %636 = add nuw nsw i64 %630, 1
  %exitcond162.not = icmp eq i64 %636, 8
  br i1 %exitcond162.not, label %.loopexit29, label %629

.loopexit29:                                      ; preds = %629, %628
  %637 = or disjoint i32 %426, %22
  %638 = add i32 %637, %11
  %639 = shl i32 %638, 6
  %640 = or disjoint i32 %639, %30
  %641 = sext i32 %640 to i64
  %642 = getelementptr bfloat, ptr addrspace(1) %1, i64 %641
  %643 = ptrtoint ptr addrspace(1) %642 to i64
  %644 = and i64 %643, 15
  %645 = icmp eq i64 %644, 0
  %646 = icmp slt i32 %637, %4
  %647 = and i1 %427, %646
  %648 = select i1 %647, i32 16, i32 0
  br i1 %645, label %650, label %.preheader26

.preheader26:                                     ; preds = %.loopexit29
  %649 = zext i1 %647 to i32
  %invariant.op355 = or i32 %639, %30
  br label %651

650:                                              ; preds = %.loopexit29
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %363, ptr addrspace(1) %642, i32 %648) #6
  br label %.loopexit27

651:                                              ; preds = %.preheader26, %651
  %652 = phi i64 [ 0, %.preheader26 ], [ %658, %651 ]
  %653 = trunc nuw nsw i64 %652 to i32
  %.reass227.reass = or i32 %653, %invariant.op355
  %654 = sext i32 %.reass227.reass to i64
  %655 = getelementptr bfloat, ptr addrspace(1) %1, i64 %654
  %656 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %655, i32 %649, i16 0) #6
  %657 = getelementptr bfloat, ptr addrspace(3) %180, i64 %652
  store i16 %656, ptr addrspace(3) %657, align 2
  %658 = add nuw nsw i64 %652, 1
  %exitcond163.not = icmp eq i64 %658, 8
  br i1 %exitcond163.not, label %.loopexit27, label %651

.loopexit27:                                      ; preds = %651, %650
  %659 = or disjoint i32 %426, %26
  %660 = add i32 %659, %11
  %661 = shl i32 %660, 6
  %662 = or disjoint i32 %661, %30
  %663 = sext i32 %662 to i64
  %664 = getelementptr bfloat, ptr addrspace(1) %1, i64 %663
  %665 = ptrtoint ptr addrspace(1) %664 to i64
  %666 = and i64 %665, 15
  %667 = icmp eq i64 %666, 0
  %668 = icmp slt i32 %659, %4
  %669 = and i1 %427, %668
  %670 = select i1 %669, i32 16, i32 0
  br i1 %667, label %672, label %.preheader24

.preheader24:                                     ; preds = %.loopexit27
  %671 = zext i1 %669 to i32
  %invariant.op356 = or i32 %661, %30
  br label %673

672:                                              ; preds = %.loopexit27
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %365, ptr addrspace(1) %664, i32 %670) #6
  br label %.loopexit25

673:                                              ; preds = %.preheader24, %673
  %674 = phi i64 [ 0, %.preheader24 ], [ %680, %673 ]
  %675 = trunc nuw nsw i64 %674 to i32
  %.reass229.reass = or i32 %675, %invariant.op356
  %676 = sext i32 %.reass229.reass to i64
  %677 = getelementptr bfloat, ptr addrspace(1) %1, i64 %676
  %678 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %677, i32 %671, i16 0) #6
  %679 = getelementptr bfloat, ptr addrspace(3) %206, i64 %674
  store i16 %678, ptr addrspace(3) %679, align 2
  %680 = add nuw nsw i64 %674, 1
  %exitcond164.not = icmp eq i64 %680, 8
  br i1 %exitcond164.not, label %.loopexit25, label %673

.loopexit25:                                      ; preds = %673, %672
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #6
  %681 = fmul float %13, %561
  %682 = fmul float %13, %562
  %683 = fmul float %13, %563
  %684 = fmul float %13, %564
  %685 = fmul float %13, %565
  %686 = fmul float %13, %566
  %687 = fmul float %13, %567
  %688 = fmul float %13, %568
  %689 = fmul float %13, %569
  %690 = fmul float %13, %570
  %691 = fmul float %13, %571
  %692 = fmul float %13, %572
  %693 = fmul float %13, %573
  %694 = fmul float %13, %574
  %695 = fmul float %13, %575
  %696 = fmul float %13, %576
  %697 = fmul float %13, %577
  %698 = fmul float %13, %578
  %699 = fmul float %13, %579
  %700 = fmul float %13, %580
  %701 = fmul float %13, %581
  %702 = fmul float %13, %582
  %703 = fmul float %13, %583
  %704 = fmul float %13, %584
  %705 = fmul float %13, %585
  %706 = fmul float %13, %586
  %707 = fmul float %13, %587
  %708 = fmul float %13, %588
  %709 = fmul float %13, %589
  %710 = fmul float %13, %590
  %711 = fmul float %13, %591
  %712 = fmul float %13, %592
  %713 = or disjoint i32 %425, %367
  %714 = icmp slt i32 %713, %4
  %715 = or disjoint i32 %713, 1
  %716 = icmp slt i32 %715, %4
  %717 = or disjoint i32 %713, 8
  %718 = icmp slt i32 %717, %4
  %719 = or disjoint i32 %713, 9
  %720 = icmp slt i32 %719, %4
  %721 = or disjoint i32 %713, 16
  %722 = icmp slt i32 %721, %4
  %723 = or disjoint i32 %713, 17
  %724 = icmp slt i32 %723, %4
  %725 = or disjoint i32 %713, 24
  %726 = icmp slt i32 %725, %4
  %727 = or disjoint i32 %713, 25
  %728 = icmp slt i32 %727, %4
  %729 = or disjoint i32 %713, 32
  %730 = icmp slt i32 %729, %4
  %731 = or disjoint i32 %713, 33
  %732 = icmp slt i32 %731, %4
  %733 = or disjoint i32 %713, 40
  %734 = icmp slt i32 %733, %4
  %735 = or disjoint i32 %713, 41
  %736 = icmp slt i32 %735, %4
  %737 = or disjoint i32 %713, 48
  %738 = icmp slt i32 %737, %4
  %739 = or disjoint i32 %713, 49
  %740 = icmp slt i32 %739, %4
  %741 = or disjoint i32 %713, 56
  %742 = icmp slt i32 %741, %4
  %743 = or disjoint i32 %713, 57
  %744 = icmp slt i32 %743, %4
  %745 = select i1 %714, float %681, float 0xFFF0000000000000
  %746 = select i1 %716, float %682, float 0xFFF0000000000000
  %747 = select i1 %714, float %683, float 0xFFF0000000000000
  %748 = select i1 %716, float %684, float 0xFFF0000000000000
  %749 = select i1 %718, float %685, float 0xFFF0000000000000
  %750 = select i1 %720, float %686, float 0xFFF0000000000000
  %751 = select i1 %718, float %687, float 0xFFF0000000000000
  %752 = select i1 %720, float %688, float 0xFFF0000000000000
  %753 = select i1 %722, float %689, float 0xFFF0000000000000
  %754 = select i1 %724, float %690, float 0xFFF0000000000000
  %755 = select i1 %722, float %691, float 0xFFF0000000000000
  %756 = select i1 %724, float %692, float 0xFFF0000000000000
  %757 = select i1 %726, float %693, float 0xFFF0000000000000
  %758 = select i1 %728, float %694, float 0xFFF0000000000000
  %759 = select i1 %726, float %695, float 0xFFF0000000000000
  %760 = select i1 %728, float %696, float 0xFFF0000000000000
  %761 = select i1 %730, float %697, float 0xFFF0000000000000
  %762 = select i1 %732, float %698, float 0xFFF0000000000000
  %763 = select i1 %730, float %699, float 0xFFF0000000000000
  %764 = select i1 %732, float %700, float 0xFFF0000000000000
  %765 = select i1 %734, float %701, float 0xFFF0000000000000
  %766 = select i1 %736, float %702, float 0xFFF0000000000000
  %767 = select i1 %734, float %703, float 0xFFF0000000000000
  %768 = select i1 %736, float %704, float 0xFFF0000000000000
  %769 = select i1 %738, float %705, float 0xFFF0000000000000
  %770 = select i1 %740, float %706, float 0xFFF0000000000000
  %771 = select i1 %738, float %707, float 0xFFF0000000000000
  %772 = select i1 %740, float %708, float 0xFFF0000000000000
  %773 = select i1 %742, float %709, float 0xFFF0000000000000
  %774 = select i1 %744, float %710, float 0xFFF0000000000000
  %775 = select i1 %742, float %711, float 0xFFF0000000000000
  %776 = select i1 %744, float %712, float 0xFFF0000000000000
  %777 = tail call float @llvm.maxnum.f32(float %745, float %746)
  %778 = tail call float @llvm.maxnum.f32(float %747, float %748)
  %779 = tail call float @llvm.maxnum.f32(float %777, float %749)
  %780 = tail call float @llvm.maxnum.f32(float %779, float %750)
  %781 = tail call float @llvm.maxnum.f32(float %778, float %751)
  %782 = tail call float @llvm.maxnum.f32(float %781, float %752)
  %783 = tail call float @llvm.maxnum.f32(float %780, float %753)
  %784 = tail call float @llvm.maxnum.f32(float %783, float %754)
  %785 = tail call float @llvm.maxnum.f32(float %782, float %755)
  %786 = tail call float @llvm.maxnum.f32(float %785, float %756)
  %787 = tail call float @llvm.maxnum.f32(float %784, float %757)
  %788 = tail call float @llvm.maxnum.f32(float %787, float %758)
  %789 = tail call float @llvm.maxnum.f32(float %786, float %759)
  %790 = tail call float @llvm.maxnum.f32(float %789, float %760)
  %791 = tail call float @llvm.maxnum.f32(float %788, float %761)
  %792 = tail call float @llvm.maxnum.f32(float %791, float %762)
  %793 = tail call float @llvm.maxnum.f32(float %790, float %763)
  %794 = tail call float @llvm.maxnum.f32(float %793, float %764)
  %795 = tail call float @llvm.maxnum.f32(float %792, float %765)
  %796 = tail call float @llvm.maxnum.f32(float %795, float %766)
  %797 = tail call float @llvm.maxnum.f32(float %794, float %767)
  %798 = tail call float @llvm.maxnum.f32(float %797, float %768)
  %799 = tail call float @llvm.maxnum.f32(float %796, float %769)
  %800 = tail call float @llvm.maxnum.f32(float %799, float %770)
  %801 = tail call float @llvm.maxnum.f32(float %798, float %771)
  %802 = tail call float @llvm.maxnum.f32(float %801, float %772)
  %803 = tail call float @llvm.maxnum.f32(float %800, float %773)
  %804 = tail call float @llvm.maxnum.f32(float %803, float %774)
  %805 = tail call float @llvm.maxnum.f32(float %802, float %775)
  %806 = tail call float @llvm.maxnum.f32(float %805, float %776)
  %807 = bitcast float %804 to i32
  %808 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %807, i32 2, i32 31)
  %809 = bitcast i32 %808 to float
  %810 = tail call float @llvm.maxnum.f32(float %804, float %809)
  %811 = bitcast float %806 to i32
  %812 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %811, i32 2, i32 31)
  %813 = bitcast i32 %812 to float
  %814 = tail call float @llvm.maxnum.f32(float %806, float %813)
  %815 = bitcast float %810 to i32
  %816 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %815, i32 1, i32 31)
  %817 = bitcast i32 %816 to float
  %818 = tail call float @llvm.maxnum.f32(float %810, float %817)
  %819 = bitcast float %814 to i32
  %820 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %819, i32 1, i32 31)
  %821 = bitcast i32 %820 to float
  %822 = tail call float @llvm.maxnum.f32(float %814, float %821)
  %823 = tail call float @llvm.maxnum.f32(float %390, float %818)
  %824 = tail call float @llvm.maxnum.f32(float %389, float %822)
  %825 = fsub float %745, %823
  %826 = fsub float %746, %823
  %827 = fsub float %747, %824
  %828 = fsub float %748, %824
  %829 = fsub float %749, %823
  %830 = fsub float %750, %823
  %831 = fsub float %751, %824
  %832 = fsub float %752, %824
  %833 = fsub float %753, %823
  %834 = fsub float %754, %823
  %835 = fsub float %755, %824
  %836 = fsub float %756, %824
  %837 = fsub float %757, %823
  %838 = fsub float %758, %823
  %839 = fsub float %759, %824
  %840 = fsub float %760, %824
  %841 = fsub float %761, %823
  %842 = fsub float %762, %823
  %843 = fsub float %763, %824
  %844 = fsub float %764, %824
  %845 = fsub float %765, %823
  %846 = fsub float %766, %823
  %847 = fsub float %767, %824
  %848 = fsub float %768, %824
  %849 = fsub float %769, %823
  %850 = fsub float %770, %823
  %851 = fsub float %771, %824
  %852 = fsub float %772, %824
  %853 = fsub float %773, %823
  %854 = fsub float %774, %823
  %855 = fsub float %775, %824
  %856 = fsub float %776, %824
  %857 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %825)
  %858 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %826)
  %859 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %827)
  %860 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %828)
  %861 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %829)
  %862 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %830)
  %863 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %831)
  %864 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %832)
  %865 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %833)
  %866 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %834)
  %867 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %835)
  %868 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %836)
  %869 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %837)
  %870 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %838)
  %871 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %839)
  %872 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %840)
  %873 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %841)
  %874 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %842)
  %875 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %843)
  %876 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %844)
  %877 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %845)
  %878 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %846)
  %879 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %847)
  %880 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %848)
  %881 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %849)
  %882 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %850)
  %883 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %851)
  %884 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %852)
  %885 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %853)
  %886 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %854)
  %887 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %855)
  %888 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %856)
  %889 = fsub float %390, %823
  %890 = fsub float %389, %824
  %891 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %889)
  %892 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %890)
  %893 = fmul float %424, %891
  %894 = fmul float %423, %892
  %895 = fadd float %857, %858
  %896 = fadd float %859, %860
  %897 = fadd float %895, %861
  %898 = fadd float %897, %862
  %899 = fadd float %896, %863
  %900 = fadd float %899, %864
  %901 = fadd float %898, %865
  %902 = fadd float %901, %866
  %903 = fadd float %900, %867
  %904 = fadd float %903, %868
  %905 = fadd float %902, %869
  %906 = fadd float %905, %870
  %907 = fadd float %904, %871
  %908 = fadd float %907, %872
  %909 = fadd float %906, %873
  %910 = fadd float %909, %874
  %911 = fadd float %908, %875
  %912 = fadd float %911, %876
  %913 = fadd float %910, %877
  %914 = fadd float %913, %878
  %915 = fadd float %912, %879
  %916 = fadd float %915, %880
  %917 = fadd float %914, %881
  %918 = fadd float %917, %882
  %919 = fadd float %916, %883
  %920 = fadd float %919, %884
  %921 = fadd float %918, %885
  %922 = fadd float %921, %886
  %923 = fadd float %920, %887
  %924 = fadd float %923, %888
  %925 = bitcast float %922 to i32
  %926 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %925, i32 2, i32 31)
  %927 = bitcast i32 %926 to float
  %928 = fadd float %922, %927
  %929 = bitcast float %924 to i32
  %930 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %929, i32 2, i32 31)
  %931 = bitcast i32 %930 to float
  %932 = fadd float %924, %931
  %933 = bitcast float %928 to i32
  %934 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %933, i32 1, i32 31)
  %935 = bitcast i32 %934 to float
  %936 = fadd float %928, %935
  %937 = bitcast float %932 to i32
  %938 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %937, i32 1, i32 31)
  %939 = bitcast i32 %938 to float
  %940 = fadd float %932, %939
  %941 = fadd float %893, %936
  %942 = fadd float %894, %940
  %943 = fptrunc float %857 to bfloat
  %944 = fptrunc float %858 to bfloat
  %945 = fptrunc float %859 to bfloat
  %946 = fptrunc float %860 to bfloat
  %947 = fptrunc float %861 to bfloat
  %948 = fptrunc float %862 to bfloat
  %949 = fptrunc float %863 to bfloat
  %950 = fptrunc float %864 to bfloat
  %951 = fptrunc float %865 to bfloat
  %952 = fptrunc float %866 to bfloat
  %953 = fptrunc float %867 to bfloat
  %954 = fptrunc float %868 to bfloat
  %955 = fptrunc float %869 to bfloat
  %956 = fptrunc float %870 to bfloat
  %957 = fptrunc float %871 to bfloat
  %958 = fptrunc float %872 to bfloat
  %959 = fptrunc float %873 to bfloat
  %960 = fptrunc float %874 to bfloat
  %961 = fptrunc float %875 to bfloat
  %962 = fptrunc float %876 to bfloat
  %963 = fptrunc float %877 to bfloat
  %964 = fptrunc float %878 to bfloat
  %965 = fptrunc float %879 to bfloat
  %966 = fptrunc float %880 to bfloat
  %967 = fptrunc float %881 to bfloat
  %968 = fptrunc float %882 to bfloat
  %969 = fptrunc float %883 to bfloat
  %970 = fptrunc float %884 to bfloat
  %971 = fptrunc float %885 to bfloat
  %972 = fptrunc float %886 to bfloat
  %973 = fptrunc float %887 to bfloat
  %974 = fptrunc float %888 to bfloat
  %975 = fmul float %422, %891
  %976 = fmul float %421, %891
  %977 = fmul float %420, %892
  %978 = fmul float %419, %892
  %979 = fmul float %418, %891
  %980 = fmul float %417, %891
  %981 = fmul float %416, %892
  %982 = fmul float %415, %892
  %983 = fmul float %414, %891
  %984 = fmul float %413, %891
  %985 = fmul float %412, %892
  %986 = fmul float %411, %892
  %987 = fmul float %410, %891
  %988 = fmul float %409, %891
  %989 = fmul float %408, %892
  %990 = fmul float %407, %892
  %991 = fmul float %406, %891
  %992 = fmul float %405, %891
  %993 = fmul float %404, %892
  %994 = fmul float %403, %892
  %995 = fmul float %402, %891
  %996 = fmul float %401, %891
  %997 = fmul float %400, %892
  %998 = fmul float %399, %892
  %999 = fmul float %398, %891
  %1000 = fmul float %397, %891
  %1001 = fmul float %396, %892
  %1002 = fmul float %395, %892
  %1003 = fmul float %394, %891
  %1004 = fmul float %393, %891
  %1005 = fmul float %392, %892
  %1006 = fmul float %391, %892
  tail call void asm sideeffect "cp.async.wait_group 1;", "~{memory}"() #6
  tail call void asm sideeffect "fence.proxy.async.shared::cta;", "~{memory}"() #6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1007 = insertelement <2 x bfloat> poison, bfloat %943, i64 0
  %1008 = insertelement <2 x bfloat> %1007, bfloat %944, i64 1
  %1009 = bitcast <2 x bfloat> %1008 to i32
  %1010 = insertelement <2 x bfloat> poison, bfloat %945, i64 0
  %1011 = insertelement <2 x bfloat> %1010, bfloat %946, i64 1
  %1012 = bitcast <2 x bfloat> %1011 to i32
  %1013 = insertelement <2 x bfloat> poison, bfloat %947, i64 0
  %1014 = insertelement <2 x bfloat> %1013, bfloat %948, i64 1
  %1015 = bitcast <2 x bfloat> %1014 to i32
  %1016 = insertelement <2 x bfloat> poison, bfloat %949, i64 0
  %1017 = insertelement <2 x bfloat> %1016, bfloat %950, i64 1
  %1018 = bitcast <2 x bfloat> %1017 to i32
  %1019 = insertelement <2 x bfloat> poison, bfloat %951, i64 0
  %1020 = insertelement <2 x bfloat> %1019, bfloat %952, i64 1
  %1021 = bitcast <2 x bfloat> %1020 to i32
  %1022 = insertelement <2 x bfloat> poison, bfloat %953, i64 0
  %1023 = insertelement <2 x bfloat> %1022, bfloat %954, i64 1
  %1024 = bitcast <2 x bfloat> %1023 to i32
  %1025 = insertelement <2 x bfloat> poison, bfloat %955, i64 0
  %1026 = insertelement <2 x bfloat> %1025, bfloat %956, i64 1
  %1027 = bitcast <2 x bfloat> %1026 to i32
  %1028 = insertelement <2 x bfloat> poison, bfloat %957, i64 0
  %1029 = insertelement <2 x bfloat> %1028, bfloat %958, i64 1
  %1030 = bitcast <2 x bfloat> %1029 to i32
  %1031 = insertelement <2 x bfloat> poison, bfloat %959, i64 0
  %1032 = insertelement <2 x bfloat> %1031, bfloat %960, i64 1
  %1033 = bitcast <2 x bfloat> %1032 to i32
  %1034 = insertelement <2 x bfloat> poison, bfloat %961, i64 0
  %1035 = insertelement <2 x bfloat> %1034, bfloat %962, i64 1
  %1036 = bitcast <2 x bfloat> %1035 to i32
  %1037 = insertelement <2 x bfloat> poison, bfloat %963, i64 0
  %1038 = insertelement <2 x bfloat> %1037, bfloat %964, i64 1
  %1039 = bitcast <2 x bfloat> %1038 to i32
  %1040 = insertelement <2 x bfloat> poison, bfloat %965, i64 0
  %1041 = insertelement <2 x bfloat> %1040, bfloat %966, i64 1
  %1042 = bitcast <2 x bfloat> %1041 to i32
  %1043 = insertelement <2 x bfloat> poison, bfloat %967, i64 0
  %1044 = insertelement <2 x bfloat> %1043, bfloat %968, i64 1
  %1045 = bitcast <2 x bfloat> %1044 to i32
  %1046 = insertelement <2 x bfloat> poison, bfloat %969, i64 0
  %1047 = insertelement <2 x bfloat> %1046, bfloat %970, i64 1
  %1048 = bitcast <2 x bfloat> %1047 to i32
  %1049 = insertelement <2 x bfloat> poison, bfloat %971, i64 0
  %1050 = insertelement <2 x bfloat> %1049, bfloat %972, i64 1
  %1051 = bitcast <2 x bfloat> %1050 to i32
  %1052 = insertelement <2 x bfloat> poison, bfloat %973, i64 0
  %1053 = insertelement <2 x bfloat> %1052, bfloat %974, i64 1
  %1054 = bitcast <2 x bfloat> %1053 to i32
  tail call void asm sideeffect "wgmma.fence.sync.aligned;", ""() #6
  %1055 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $37, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, {$32, $33, $34, $35}, $36, p, 1, 1, 1;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,r,r,r,r,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i32 %1009, i32 %1012, i32 %1015, i32 %1018, i64 %370, i32 1, float %975, float %976, float %977, float %978, float %979, float %980, float %981, float %982, float %983, float %984, float %985, float %986, float %987, float %988, float %989, float %990, float %991, float %992, float %993, float %994, float %995, float %996, float %997, float %998, float %999, float %1000, float %1001, float %1002, float %1003, float %1004, float %1005, float %1006) #6
  %1056 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1055, 0
  %1057 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1055, 1
  %1058 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1055, 2
  %1059 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1055, 3
  %1060 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1055, 4
  %1061 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1055, 5
  %1062 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1055, 6
  %1063 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1055, 7
  %1064 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1055, 8
  %1065 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1055, 9
  %1066 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1055, 10
  %1067 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1055, 11
  %1068 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1055, 12
  %1069 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1055, 13
  %1070 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1055, 14
  %1071 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1055, 15
  %1072 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1055, 16
  %1073 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1055, 17
  %1074 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1055, 18
  %1075 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1055, 19
  %1076 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1055, 20
  %1077 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1055, 21
  %1078 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1055, 22
  %1079 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1055, 23
  %1080 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1055, 24
  %1081 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1055, 25
  %1082 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1055, 26
  %1083 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1055, 27
  %1084 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1055, 28
  %1085 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1055, 29
  %1086 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1055, 30
  %1087 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1055, 31
  %1088 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $37, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, {$32, $33, $34, $35}, $36, p, 1, 1, 1;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,r,r,r,r,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i32 %1021, i32 %1024, i32 %1027, i32 %1030, i64 %373, i32 1, float %1056, float %1057, float %1058, float %1059, float %1060, float %1061, float %1062, float %1063, float %1064, float %1065, float %1066, float %1067, float %1068, float %1069, float %1070, float %1071, float %1072, float %1073, float %1074, float %1075, float %1076, float %1077, float %1078, float %1079, float %1080, float %1081, float %1082, float %1083, float %1084, float %1085, float %1086, float %1087) #6
  %1089 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1088, 0
  %1090 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1088, 1
  %1091 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1088, 2
  %1092 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1088, 3
  %1093 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1088, 4
  %1094 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1088, 5
  %1095 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1088, 6
  %1096 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1088, 7
  %1097 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1088, 8
  %1098 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1088, 9
  %1099 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1088, 10
  %1100 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1088, 11
  %1101 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1088, 12
  %1102 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1088, 13
  %1103 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1088, 14
  %1104 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1088, 15
  %1105 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1088, 16
  %1106 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1088, 17
  %1107 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1088, 18
  %1108 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1088, 19
  %1109 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1088, 20
  %1110 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1088, 21
  %1111 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1088, 22
  %1112 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1088, 23
  %1113 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1088, 24
  %1114 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1088, 25
  %1115 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1088, 26
  %1116 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1088, 27
  %1117 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1088, 28
  %1118 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1088, 29
  %1119 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1088, 30
  %1120 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1088, 31
  %1121 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $37, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, {$32, $33, $34, $35}, $36, p, 1, 1, 1;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,r,r,r,r,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i32 %1033, i32 %1036, i32 %1039, i32 %1042, i64 %376, i32 1, float %1089, float %1090, float %1091, float %1092, float %1093, float %1094, float %1095, float %1096, float %1097, float %1098, float %1099, float %1100, float %1101, float %1102, float %1103, float %1104, float %1105, float %1106, float %1107, float %1108, float %1109, float %1110, float %1111, float %1112, float %1113, float %1114, float %1115, float %1116, float %1117, float %1118, float %1119, float %1120) #6
  %1122 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1121, 0
  %1123 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1121, 1
  %1124 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1121, 2
  %1125 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1121, 3
  %1126 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1121, 4
  %1127 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1121, 5
  %1128 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1121, 6
  %1129 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1121, 7
  %1130 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1121, 8
  %1131 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1121, 9
  %1132 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1121, 10
  %1133 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1121, 11
  %1134 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1121, 12
  %1135 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1121, 13
  %1136 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1121, 14
  %1137 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1121, 15
  %1138 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1121, 16
  %1139 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1121, 17
  %1140 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1121, 18
  %1141 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1121, 19
  %1142 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1121, 20
  %1143 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1121, 21
  %1144 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1121, 22
  %1145 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1121, 23
  %1146 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1121, 24
  %1147 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1121, 25
  %1148 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1121, 26
  %1149 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1121, 27
  %1150 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1121, 28
  %1151 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1121, 29
  %1152 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1121, 30
  %1153 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1121, 31
  %1154 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $37, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, {$32, $33, $34, $35}, $36, p, 1, 1, 1;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,r,r,r,r,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i32 %1045, i32 %1048, i32 %1051, i32 %1054, i64 %379, i32 1, float %1122, float %1123, float %1124, float %1125, float %1126, float %1127, float %1128, float %1129, float %1130, float %1131, float %1132, float %1133, float %1134, float %1135, float %1136, float %1137, float %1138, float %1139, float %1140, float %1141, float %1142, float %1143, float %1144, float %1145, float %1146, float %1147, float %1148, float %1149, float %1150, float %1151, float %1152, float %1153) #6
  %1155 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1154, 0
  %1156 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1154, 1
  %1157 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1154, 2
  %1158 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1154, 3
  %1159 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1154, 4
  %1160 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1154, 5
  %1161 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1154, 6
  %1162 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1154, 7
  %1163 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1154, 8
  %1164 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1154, 9
  %1165 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1154, 10
  %1166 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1154, 11
  %1167 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1154, 12
  %1168 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1154, 13
  %1169 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1154, 14
  %1170 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1154, 15
  %1171 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1154, 16
  %1172 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1154, 17
  %1173 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1154, 18
  %1174 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1154, 19
  %1175 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1154, 20
  %1176 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1154, 21
  %1177 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1154, 22
  %1178 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1154, 23
  %1179 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1154, 24
  %1180 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1154, 25
  %1181 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1154, 26
  %1182 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1154, 27
  %1183 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1154, 28
  %1184 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1154, 29
  %1185 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1154, 30
  %1186 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1154, 31
  tail call void asm sideeffect "wgmma.commit_group.sync.aligned;", ""() #6
  %1187 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.wait_group.sync.aligned 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(float %1155, float %1156, float %1157, float %1158, float %1159, float %1160, float %1161, float %1162, float %1163, float %1164, float %1165, float %1166, float %1167, float %1168, float %1169, float %1170, float %1171, float %1172, float %1173, float %1174, float %1175, float %1176, float %1177, float %1178, float %1179, float %1180, float %1181, float %1182, float %1183, float %1184, float %1185, float %1186) #6
  %1188 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1187, 0
  %1189 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1187, 1
  %1190 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1187, 2
  %1191 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1187, 3
  %1192 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1187, 4
  %1193 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1187, 5
  %1194 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1187, 6
  %1195 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1187, 7
  %1196 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1187, 8
  %1197 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1187, 9
  %1198 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1187, 10
  %1199 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1187, 11
  %1200 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1187, 12
  %1201 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1187, 13
  %1202 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1187, 14
  %1203 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1187, 15
  %1204 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1187, 16
  %1205 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1187, 17
  %1206 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1187, 18
  %1207 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1187, 19
  %1208 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1187, 20
  %1209 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1187, 21
  %1210 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1187, 22
  %1211 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1187, 23
  %1212 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1187, 24
  %1213 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1187, 25
  %1214 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1187, 26
  %1215 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1187, 27
  %1216 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1187, 28
  %1217 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1187, 29
  %1218 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1187, 30
  %1219 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1187, 31
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1220 = getelementptr bfloat, ptr addrspace(1) %2, i64 %597
  %1221 = ptrtoint ptr addrspace(1) %1220 to i64
  %1222 = and i64 %1221, 15
  %1223 = icmp eq i64 %1222, 0
  br i1 %1223, label %1225, label %.preheader22

.preheader22:                                     ; preds = %.loopexit25
  %1224 = zext i1 %603 to i32
  %invariant.op357 = or i32 %595, %30
  br label %1226

1225:                                             ; preds = %.loopexit25
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %381, ptr addrspace(1) %1220, i32 %604) #6
  br label %.loopexit23

1226:                                             ; preds = %.preheader22, %1226
  %1227 = phi i64 [ 0, %.preheader22 ], [ %1233, %1226 ]
  %1228 = trunc nuw nsw i64 %1227 to i32
  %.reass231.reass = or i32 %1228, %invariant.op357
  %1229 = sext i32 %.reass231.reass to i64
  %1230 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1229
  %1231 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1230, i32 %1224, i16 0) #6
  %1232 = getelementptr bfloat, ptr addrspace(3) %223, i64 %1227
  store i16 %1231, ptr addrspace(3) %1232, align 2
  %1233 = add nuw nsw i64 %1227, 1
  %exitcond165.not = icmp eq i64 %1233, 8
  br i1 %exitcond165.not, label %.loopexit23, label %1226

.loopexit23:                                      ; preds = %1226, %1225
  %1234 = getelementptr bfloat, ptr addrspace(1) %2, i64 %619
  %1235 = ptrtoint ptr addrspace(1) %1234 to i64
  %1236 = and i64 %1235, 15
  %1237 = icmp eq i64 %1236, 0
  br i1 %1237, label %1239, label %.preheader20

.preheader20:                                     ; preds = %.loopexit23
  %1238 = zext i1 %625 to i32
  %invariant.op358 = or i32 %617, %30
  br label %1240

1239:                                             ; preds = %.loopexit23
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %383, ptr addrspace(1) %1234, i32 %626) #6
  br label %.loopexit21

1240:                                             ; preds = %.preheader20, %1240
  %1241 = phi i64 [ 0, %.preheader20 ], [ %1247, %1240 ]
  %1242 = trunc nuw nsw i64 %1241 to i32
  %.reass233.reass = or i32 %1242, %invariant.op358
  %1243 = sext i32 %.reass233.reass to i64
  %1244 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1243
  %1245 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1244, i32 %1238, i16 0) #6
  %1246 = getelementptr bfloat, ptr addrspace(3) %240, i64 %1241
  store i16 %1245, ptr addrspace(3) %1246, align 2
  %1247 = add nuw nsw i64 %1241, 1
  %exitcond166.not = icmp eq i64 %1247, 8
  br i1 %exitcond166.not, label %.loopexit21, label %1240

.loopexit21:                                      ; preds = %1240, %1239
  %1248 = getelementptr bfloat, ptr addrspace(1) %2, i64 %641
  %1249 = ptrtoint ptr addrspace(1) %1248 to i64
  %1250 = and i64 %1249, 15
  %1251 = icmp eq i64 %1250, 0
  br i1 %1251, label %1253, label %.preheader18

.preheader18:                                     ; preds = %.loopexit21
  %1252 = zext i1 %647 to i32
  %invariant.op359 = or i32 %639, %30
  br label %1254

1253:                                             ; preds = %.loopexit21
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %385, ptr addrspace(1) %1248, i32 %648) #6
  br label %.loopexit19

1254:                                             ; preds = %.preheader18, %1254
  %1255 = phi i64 [ 0, %.preheader18 ], [ %1261, %1254 ]
  %1256 = trunc nuw nsw i64 %1255 to i32
  %.reass235.reass = or i32 %1256, %invariant.op359
  %1257 = sext i32 %.reass235.reass to i64
  %1258 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1257
  %1259 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1258, i32 %1252, i16 0) #6
  %1260 = getelementptr bfloat, ptr addrspace(3) %257, i64 %1255
  store i16 %1259, ptr addrspace(3) %1260, align 2
  %1261 = add nuw nsw i64 %1255, 1
  %exitcond167.not = icmp eq i64 %1261, 8
  br i1 %exitcond167.not, label %.loopexit19, label %1254

.loopexit19:                                      ; preds = %1254, %1253
  %1262 = getelementptr bfloat, ptr addrspace(1) %2, i64 %663
  %1263 = ptrtoint ptr addrspace(1) %1262 to i64
  %1264 = and i64 %1263, 15
  %1265 = icmp eq i64 %1264, 0
  br i1 %1265, label %1267, label %.preheader

.preheader:                                       ; preds = %.loopexit19
  %1266 = zext i1 %669 to i32
  %invariant.op360 = or i32 %661, %30
  br label %1268

1267:                                             ; preds = %.loopexit19
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %387, ptr addrspace(1) %1262, i32 %670) #6
  br label %.loopexit

1268:                                             ; preds = %.preheader, %1268
  %1269 = phi i64 [ 0, %.preheader ], [ %1275, %1268 ]
  %1270 = trunc nuw nsw i64 %1269 to i32
  %.reass237.reass = or i32 %1270, %invariant.op360
  %1271 = sext i32 %.reass237.reass to i64
  %1272 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1271
  %1273 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1272, i32 %1266, i16 0) #6
  %1274 = getelementptr bfloat, ptr addrspace(3) %274, i64 %1269
  store i16 %1273, ptr addrspace(3) %1274, align 2
  %1275 = add nuw nsw i64 %1269, 1
  %exitcond168.not = icmp eq i64 %1275, 8
  br i1 %exitcond168.not, label %.loopexit, label %1268

.loopexit:                                        ; preds = %1268, %1267
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #6
  br i1 %427, label %388, label %._crit_edge

._crit_edge:                                      ; preds = %.loopexit, %.loopexit33.._crit_edge_crit_edge
  %.pre-phi170 = phi i32 [ %.pre169, %.loopexit33.._crit_edge_crit_edge ], [ %367, %.loopexit ]
  %.lcssa82 = phi float [ 0.000000e+00, %.loopexit33.._crit_edge_crit_edge ], [ %941, %.loopexit ]
  %.lcssa81 = phi float [ 0.000000e+00, %.loopexit33.._crit_edge_crit_edge ], [ %942, %.loopexit ]
  %.lcssa80 = phi float [ 0.000000e+00, %.loopexit33.._crit_edge_crit_edge ], [ %1188, %.loopexit ]
  %.lcssa79 = phi float [ 0.000000e+00, %.loopexit33.._crit_edge_crit_edge ], [ %1189, %.loopexit ]
  %.lcssa78 = phi float [ 0.000000e+00, %.loopexit33.._crit_edge_crit_edge ], [ %1190, %.loopexit ]
  %.lcssa77 = phi float [ 0.000000e+00, %.loopexit33.._crit_edge_crit_edge ], [ %1191, %.loopexit ]
  %.lcssa76 = phi float [ 0.000000e+00, %.loopexit33.._crit_edge_crit_edge ], [ %1192, %.loopexit ]
  %.lcssa75 = phi float [ 0.000000e+00, %.loopexit33.._crit_edge_crit_edge ], [ %1193, %.loopexit ]
  %.lcssa74 = phi float [ 0.000000e+00, %.loopexit33.._crit_edge_crit_edge ], [ %1194, %.loopexit ]
  %.lcssa73 = phi float [ 0.000000e+00, %.loopexit33.._crit_edge_crit_edge ], [ %1195, %.loopexit ]
  %.lcssa72 = phi float [ 0.000000e+00, %.loopexit33.._crit_edge_crit_edge ], [ %1196, %.loopexit ]
  %.lcssa71 = phi float [ 0.000000e+00, %.loopexit33.._crit_edge_crit_edge ], [ %1197, %.loopexit ]
  %.lcssa70 = phi float [ 0.000000e+00, %.loopexit33.._crit_edge_crit_edge ], [ %1198, %.loopexit ]
  %.lcssa69 = phi float [ 0.000000e+00, %.loopexit33.._crit_edge_crit_edge ], [ %1199, %.loopexit ]
  %.lcssa68 = phi float [ 0.000000e+00, %.loopexit33.._crit_edge_crit_edge ], [ %1200, %.loopexit ]
  %.lcssa67 = phi float [ 0.000000e+00, %.loopexit33.._crit_edge_crit_edge ], [ %1201, %.loopexit ]
  %.lcssa66 = phi float [ 0.000000e+00, %.loopexit33.._crit_edge_crit_edge ], [ %1202, %.loopexit ]
  %.lcssa65 = phi float [ 0.000000e+00, %.loopexit33.._crit_edge_crit_edge ], [ %1203, %.loopexit ]
  %.lcssa64 = phi float [ 0.000000e+00, %.loopexit33.._crit_edge_crit_edge ], [ %1204, %.loopexit ]
  %.lcssa63 = phi float [ 0.000000e+00, %.loopexit33.._crit_edge_crit_edge ], [ %1205, %.loopexit ]
  %.lcssa62 = phi float [ 0.000000e+00, %.loopexit33.._crit_edge_crit_edge ], [ %1206, %.loopexit ]
  %.lcssa61 = phi float [ 0.000000e+00, %.loopexit33.._crit_edge_crit_edge ], [ %1207, %.loopexit ]
  %.lcssa60 = phi float [ 0.000000e+00, %.loopexit33.._crit_edge_crit_edge ], [ %1208, %.loopexit ]
  %.lcssa59 = phi float [ 0.000000e+00, %.loopexit33.._crit_edge_crit_edge ], [ %1209, %.loopexit ]
  %.lcssa58 = phi float [ 0.000000e+00, %.loopexit33.._crit_edge_crit_edge ], [ %1210, %.loopexit ]
  %.lcssa57 = phi float [ 0.000000e+00, %.loopexit33.._crit_edge_crit_edge ], [ %1211, %.loopexit ]
  %.lcssa56 = phi float [ 0.000000e+00, %.loopexit33.._crit_edge_crit_edge ], [ %1212, %.loopexit ]
  %.lcssa55 = phi float [ 0.000000e+00, %.loopexit33.._crit_edge_crit_edge ], [ %1213, %.loopexit ]
  %.lcssa54 = phi float [ 0.000000e+00, %.loopexit33.._crit_edge_crit_edge ], [ %1214, %.loopexit ]
  %.lcssa53 = phi float [ 0.000000e+00, %.loopexit33.._crit_edge_crit_edge ], [ %1215, %.loopexit ]
  %.lcssa52 = phi float [ 0.000000e+00, %.loopexit33.._crit_edge_crit_edge ], [ %1216, %.loopexit ]
  %.lcssa51 = phi float [ 0.000000e+00, %.loopexit33.._crit_edge_crit_edge ], [ %1217, %.loopexit ]
  %.lcssa50 = phi float [ 0.000000e+00, %.loopexit33.._crit_edge_crit_edge ], [ %1218, %.loopexit ]
  %.lcssa49 = phi float [ 0.000000e+00, %.loopexit33.._crit_edge_crit_edge ], [ %1219, %.loopexit ]
  %.lcssa48 = phi float [ 0xFFF0000000000000, %.loopexit33.._crit_edge_crit_edge ], [ %823, %.loopexit ]
  %.lcssa = phi float [ 0xFFF0000000000000, %.loopexit33.._crit_edge_crit_edge ], [ %824, %.loopexit ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1276 = lshr i32 %7, 2
  %1277 = and i32 %1276, 7
  %1278 = lshr i32 %7, 1
  %1279 = and i32 %1278, 48
  %1280 = or disjoint i32 %1279, %1277
  %1281 = zext nneg i32 %1280 to i64
  %1282 = getelementptr float, ptr addrspace(3) @attention_smem, i64 %1281
  store float %.lcssa48, ptr addrspace(3) %1282, align 4
  %1283 = or disjoint i32 %1280, 8
  %1284 = zext nneg i32 %1283 to i64
  %1285 = getelementptr float, ptr addrspace(3) @attention_smem, i64 %1284
  store float %.lcssa, ptr addrspace(3) %1285, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  tail call void asm sideeffect "cp.async.wait_group 0;", "~{memory}"() #6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1286 = fdiv float %.lcssa80, %.lcssa82
  %1287 = fdiv float %.lcssa79, %.lcssa82
  %1288 = fdiv float %.lcssa78, %.lcssa81
  %1289 = fdiv float %.lcssa77, %.lcssa81
  %1290 = fdiv float %.lcssa76, %.lcssa82
  %1291 = fdiv float %.lcssa75, %.lcssa82
  %1292 = fdiv float %.lcssa74, %.lcssa81
  %1293 = fdiv float %.lcssa73, %.lcssa81
  %1294 = fdiv float %.lcssa72, %.lcssa82
  %1295 = fdiv float %.lcssa71, %.lcssa82
  %1296 = fdiv float %.lcssa70, %.lcssa81
  %1297 = fdiv float %.lcssa69, %.lcssa81
  %1298 = fdiv float %.lcssa68, %.lcssa82
  %1299 = fdiv float %.lcssa67, %.lcssa82
  %1300 = fdiv float %.lcssa66, %.lcssa81
  %1301 = fdiv float %.lcssa65, %.lcssa81
  %1302 = fdiv float %.lcssa64, %.lcssa82
  %1303 = fdiv float %.lcssa63, %.lcssa82
  %1304 = fdiv float %.lcssa62, %.lcssa81
  %1305 = fdiv float %.lcssa61, %.lcssa81
  %1306 = fdiv float %.lcssa60, %.lcssa82
  %1307 = fdiv float %.lcssa59, %.lcssa82
  %1308 = fdiv float %.lcssa58, %.lcssa81
  %1309 = fdiv float %.lcssa57, %.lcssa81
  %1310 = fdiv float %.lcssa56, %.lcssa82
  %1311 = fdiv float %.lcssa55, %.lcssa82
  %1312 = fdiv float %.lcssa54, %.lcssa81
  %1313 = fdiv float %.lcssa53, %.lcssa81
  %1314 = fdiv float %.lcssa52, %.lcssa82
  %1315 = fdiv float %.lcssa51, %.lcssa82
  %1316 = fdiv float %.lcssa50, %.lcssa81
  %1317 = fdiv float %.lcssa49, %.lcssa81
  %1318 = fptrunc float %1286 to bfloat
  %1319 = fptrunc float %1287 to bfloat
  %1320 = fptrunc float %1288 to bfloat
  %1321 = fptrunc float %1289 to bfloat
  %1322 = fptrunc float %1290 to bfloat
  %1323 = fptrunc float %1291 to bfloat
  %1324 = fptrunc float %1292 to bfloat
  %1325 = fptrunc float %1293 to bfloat
  %1326 = fptrunc float %1294 to bfloat
  %1327 = fptrunc float %1295 to bfloat
  %1328 = fptrunc float %1296 to bfloat
  %1329 = fptrunc float %1297 to bfloat
  %1330 = fptrunc float %1298 to bfloat
  %1331 = fptrunc float %1299 to bfloat
  %1332 = fptrunc float %1300 to bfloat
  %1333 = fptrunc float %1301 to bfloat
  %1334 = fptrunc float %1302 to bfloat
  %1335 = fptrunc float %1303 to bfloat
  %1336 = fptrunc float %1304 to bfloat
  %1337 = fptrunc float %1305 to bfloat
  %1338 = fptrunc float %1306 to bfloat
  %1339 = fptrunc float %1307 to bfloat
  %1340 = fptrunc float %1308 to bfloat
  %1341 = fptrunc float %1309 to bfloat
  %1342 = fptrunc float %1310 to bfloat
  %1343 = fptrunc float %1311 to bfloat
  %1344 = fptrunc float %1312 to bfloat
  %1345 = fptrunc float %1313 to bfloat
  %1346 = fptrunc float %1314 to bfloat
  %1347 = fptrunc float %1315 to bfloat
  %1348 = fptrunc float %1316 to bfloat
  %1349 = fptrunc float %1317 to bfloat
  %1350 = or disjoint i32 %1280, %12
  %1351 = add i32 %11, %1350
  %1352 = shl i32 %1351, 6
  %1353 = or disjoint i32 %1352, %.pre-phi170
  %1354 = sext i32 %1353 to i64
  %1355 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1354
  %1356 = icmp slt i32 %1350, %4
  %1357 = ptrtoint ptr addrspace(1) %1355 to i64
  %1358 = and i64 %1357, 3
  %1359 = icmp eq i64 %1358, 0
  %1360 = and i1 %1356, %1359
  %1361 = xor i1 %1356, %1360
  %1362 = zext i1 %1360 to i32
  %1363 = bitcast bfloat %1318 to i16
  %1364 = bitcast bfloat %1319 to i16
  %1365 = zext i1 %1361 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1362, i16 %1363, i16 %1364, ptr addrspace(1) %1355, i32 %1365, i32 %1365) #6
  %1366 = or disjoint i32 %1283, %12
  %1367 = add i32 %11, %1366
  %1368 = shl i32 %1367, 6
  %1369 = or disjoint i32 %1368, %.pre-phi170
  %1370 = sext i32 %1369 to i64
  %1371 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1370
  %1372 = icmp slt i32 %1366, %4
  %1373 = ptrtoint ptr addrspace(1) %1371 to i64
  %1374 = and i64 %1373, 3
  %1375 = icmp eq i64 %1374, 0
  %1376 = and i1 %1372, %1375
  %1377 = xor i1 %1372, %1376
  %1378 = zext i1 %1376 to i32
  %1379 = bitcast bfloat %1320 to i16
  %1380 = bitcast bfloat %1321 to i16
  %1381 = zext i1 %1377 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1378, i16 %1379, i16 %1380, ptr addrspace(1) %1371, i32 %1381, i32 %1381) #6
  %1382 = or disjoint i32 %.pre-phi170, 8
  %1383 = or disjoint i32 %1352, %1382
  %1384 = sext i32 %1383 to i64
  %1385 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1384
  %1386 = ptrtoint ptr addrspace(1) %1385 to i64
  %1387 = and i64 %1386, 3
  %1388 = icmp eq i64 %1387, 0
  %1389 = and i1 %1356, %1388
  %1390 = xor i1 %1356, %1389
  %1391 = zext i1 %1389 to i32
  %1392 = bitcast bfloat %1322 to i16
  %1393 = bitcast bfloat %1323 to i16
  %1394 = zext i1 %1390 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1391, i16 %1392, i16 %1393, ptr addrspace(1) %1385, i32 %1394, i32 %1394) #6
  %1395 = or disjoint i32 %1368, %1382
  %1396 = sext i32 %1395 to i64
  %1397 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1396
  %1398 = ptrtoint ptr addrspace(1) %1397 to i64
  %1399 = and i64 %1398, 3
  %1400 = icmp eq i64 %1399, 0
  %1401 = and i1 %1372, %1400
  %1402 = xor i1 %1372, %1401
  %1403 = zext i1 %1401 to i32
  %1404 = bitcast bfloat %1324 to i16
  %1405 = bitcast bfloat %1325 to i16
  %1406 = zext i1 %1402 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1403, i16 %1404, i16 %1405, ptr addrspace(1) %1397, i32 %1406, i32 %1406) #6
  %1407 = or disjoint i32 %.pre-phi170, 16
  %1408 = or disjoint i32 %1352, %1407
  %1409 = sext i32 %1408 to i64
  %1410 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1409
  %1411 = ptrtoint ptr addrspace(1) %1410 to i64
  %1412 = and i64 %1411, 3
  %1413 = icmp eq i64 %1412, 0
  %1414 = and i1 %1356, %1413
  %1415 = xor i1 %1356, %1414
  %1416 = zext i1 %1414 to i32
  %1417 = bitcast bfloat %1326 to i16
  %1418 = bitcast bfloat %1327 to i16
  %1419 = zext i1 %1415 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1416, i16 %1417, i16 %1418, ptr addrspace(1) %1410, i32 %1419, i32 %1419) #6
  %1420 = or disjoint i32 %1368, %1407
  %1421 = sext i32 %1420 to i64
  %1422 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1421
  %1423 = ptrtoint ptr addrspace(1) %1422 to i64
  %1424 = and i64 %1423, 3
  %1425 = icmp eq i64 %1424, 0
  %1426 = and i1 %1372, %1425
  %1427 = xor i1 %1372, %1426
  %1428 = zext i1 %1426 to i32
  %1429 = bitcast bfloat %1328 to i16
  %1430 = bitcast bfloat %1329 to i16
  %1431 = zext i1 %1427 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1428, i16 %1429, i16 %1430, ptr addrspace(1) %1422, i32 %1431, i32 %1431) #6
  %1432 = or disjoint i32 %.pre-phi170, 24
  %1433 = or disjoint i32 %1352, %1432
  %1434 = sext i32 %1433 to i64
  %1435 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1434
  %1436 = ptrtoint ptr addrspace(1) %1435 to i64
  %1437 = and i64 %1436, 3
  %1438 = icmp eq i64 %1437, 0
  %1439 = and i1 %1356, %1438
  %1440 = xor i1 %1356, %1439
  %1441 = zext i1 %1439 to i32
  %1442 = bitcast bfloat %1330 to i16
  %1443 = bitcast bfloat %1331 to i16
  %1444 = zext i1 %1440 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1441, i16 %1442, i16 %1443, ptr addrspace(1) %1435, i32 %1444, i32 %1444) #6
  %1445 = or disjoint i32 %1368, %1432
  %1446 = sext i32 %1445 to i64
  %1447 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1446
  %1448 = ptrtoint ptr addrspace(1) %1447 to i64
  %1449 = and i64 %1448, 3
  %1450 = icmp eq i64 %1449, 0
  %1451 = and i1 %1372, %1450
  %1452 = xor i1 %1372, %1451
  %1453 = zext i1 %1451 to i32
  %1454 = bitcast bfloat %1332 to i16
  %1455 = bitcast bfloat %1333 to i16
  %1456 = zext i1 %1452 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1453, i16 %1454, i16 %1455, ptr addrspace(1) %1447, i32 %1456, i32 %1456) #6
  %1457 = or disjoint i32 %.pre-phi170, 32
  %1458 = or disjoint i32 %1352, %1457
  %1459 = sext i32 %1458 to i64
  %1460 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1459
  %1461 = ptrtoint ptr addrspace(1) %1460 to i64
  %1462 = and i64 %1461, 3
  %1463 = icmp eq i64 %1462, 0
  %1464 = and i1 %1356, %1463
  %1465 = xor i1 %1356, %1464
  %1466 = zext i1 %1464 to i32
  %1467 = bitcast bfloat %1334 to i16
  %1468 = bitcast bfloat %1335 to i16
  %1469 = zext i1 %1465 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1466, i16 %1467, i16 %1468, ptr addrspace(1) %1460, i32 %1469, i32 %1469) #6
  %1470 = or disjoint i32 %1368, %1457
  %1471 = sext i32 %1470 to i64
  %1472 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1471
  %1473 = ptrtoint ptr addrspace(1) %1472 to i64
  %1474 = and i64 %1473, 3
  %1475 = icmp eq i64 %1474, 0
  %1476 = and i1 %1372, %1475
  %1477 = xor i1 %1372, %1476
  %1478 = zext i1 %1476 to i32
  %1479 = bitcast bfloat %1336 to i16
  %1480 = bitcast bfloat %1337 to i16
  %1481 = zext i1 %1477 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1478, i16 %1479, i16 %1480, ptr addrspace(1) %1472, i32 %1481, i32 %1481) #6
  %1482 = or disjoint i32 %.pre-phi170, 40
  %1483 = or disjoint i32 %1352, %1482
  %1484 = sext i32 %1483 to i64
  %1485 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1484
  %1486 = ptrtoint ptr addrspace(1) %1485 to i64
  %1487 = and i64 %1486, 3
  %1488 = icmp eq i64 %1487, 0
  %1489 = and i1 %1356, %1488
  %1490 = xor i1 %1356, %1489
  %1491 = zext i1 %1489 to i32
  %1492 = bitcast bfloat %1338 to i16
  %1493 = bitcast bfloat %1339 to i16
  %1494 = zext i1 %1490 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1491, i16 %1492, i16 %1493, ptr addrspace(1) %1485, i32 %1494, i32 %1494) #6
  %1495 = or disjoint i32 %1368, %1482
  %1496 = sext i32 %1495 to i64
  %1497 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1496
  %1498 = ptrtoint ptr addrspace(1) %1497 to i64
  %1499 = and i64 %1498, 3
  %1500 = icmp eq i64 %1499, 0
  %1501 = and i1 %1372, %1500
  %1502 = xor i1 %1372, %1501
  %1503 = zext i1 %1501 to i32
  %1504 = bitcast bfloat %1340 to i16
  %1505 = bitcast bfloat %1341 to i16
  %1506 = zext i1 %1502 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1503, i16 %1504, i16 %1505, ptr addrspace(1) %1497, i32 %1506, i32 %1506) #6
  %1507 = or disjoint i32 %.pre-phi170, 48
  %1508 = or disjoint i32 %1352, %1507
  %1509 = sext i32 %1508 to i64
  %1510 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1509
  %1511 = ptrtoint ptr addrspace(1) %1510 to i64
  %1512 = and i64 %1511, 3
  %1513 = icmp eq i64 %1512, 0
  %1514 = and i1 %1356, %1513
  %1515 = xor i1 %1356, %1514
  %1516 = zext i1 %1514 to i32
  %1517 = bitcast bfloat %1342 to i16
  %1518 = bitcast bfloat %1343 to i16
  %1519 = zext i1 %1515 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1516, i16 %1517, i16 %1518, ptr addrspace(1) %1510, i32 %1519, i32 %1519) #6
  %1520 = or disjoint i32 %1368, %1507
  %1521 = sext i32 %1520 to i64
  %1522 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1521
  %1523 = ptrtoint ptr addrspace(1) %1522 to i64
  %1524 = and i64 %1523, 3
  %1525 = icmp eq i64 %1524, 0
  %1526 = and i1 %1372, %1525
  %1527 = xor i1 %1372, %1526
  %1528 = zext i1 %1526 to i32
  %1529 = bitcast bfloat %1344 to i16
  %1530 = bitcast bfloat %1345 to i16
  %1531 = zext i1 %1527 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1528, i16 %1529, i16 %1530, ptr addrspace(1) %1522, i32 %1531, i32 %1531) #6
  %1532 = or disjoint i32 %.pre-phi170, 56
  %1533 = or disjoint i32 %1352, %1532
  %1534 = sext i32 %1533 to i64
  %1535 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1534
  %1536 = ptrtoint ptr addrspace(1) %1535 to i64
  %1537 = and i64 %1536, 3
  %1538 = icmp eq i64 %1537, 0
  %1539 = and i1 %1356, %1538
  %1540 = xor i1 %1356, %1539
  %1541 = zext i1 %1539 to i32
  %1542 = bitcast bfloat %1346 to i16
  %1543 = bitcast bfloat %1347 to i16
  %1544 = zext i1 %1540 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1541, i16 %1542, i16 %1543, ptr addrspace(1) %1535, i32 %1544, i32 %1544) #6
  %1545 = or disjoint i32 %1368, %1532
  %1546 = sext i32 %1545 to i64
  %1547 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1546
  %1548 = ptrtoint ptr addrspace(1) %1547 to i64
  %1549 = and i64 %1548, 3
  %1550 = icmp eq i64 %1549, 0
  %1551 = and i1 %1372, %1550
  %1552 = xor i1 %1372, %1551
  %1553 = zext i1 %1551 to i32
  %1554 = bitcast bfloat %1348 to i16
  %1555 = bitcast bfloat %1349 to i16
  %1556 = zext i1 %1552 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1553, i16 %1554, i16 %1555, ptr addrspace(1) %1547, i32 %1556, i32 %1556) #6
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
