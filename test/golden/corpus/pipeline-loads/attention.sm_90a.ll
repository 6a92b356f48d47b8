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
  br i1 %118, label %130, label %.preheader70

.preheader70:                                     ; preds = %6
  %129 = zext i1 %119 to i32
  %invariant.op = or i32 %112, %30
  br label %133

130:                                              ; preds = %6
  %131 = ptrtoint ptr addrspace(3) %128 to i64
  %132 = trunc i64 %131 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %132, ptr addrspace(1) %115, i32 %120) #6
  br label %.loopexit71

133:                                              ; preds = %.preheader70, %133
  %134 = phi i64 [ 0, %.preheader70 ], [ %140, %133 ]
  %135 = trunc nuw nsw i64 %134 to i32
  %.reass.reass = or i32 %135, %invariant.op
  %136 = sext i32 %.reass.reass to i64
  %137 = getelementptr bfloat, ptr addrspace(1) %1, i64 %136
  %138 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %137, i32 %129, i16 0) #6
  %139 = getelementptr bfloat, ptr addrspace(3) %128, i64 %134
  store i16 %138, ptr addrspace(3) %139, align 2
  %140 = add nuw nsw i64 %134, 1
  %exitcond.not = icmp eq i64 %140, 8
  br i1 %exitcond.not, label %.loopexit71, label %133

.loopexit71:                                      ; preds = %133, %130
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
  br i1 %148, label %156, label %.preheader68

.preheader68:                                     ; preds = %.loopexit71
  %155 = zext i1 %149 to i32
  %invariant.op394 = or i32 %142, %30
  br label %159

156:                                              ; preds = %.loopexit71
  %157 = ptrtoint ptr addrspace(3) %154 to i64
  %158 = trunc i64 %157 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %158, ptr addrspace(1) %145, i32 %150) #6
  br label %.loopexit69

159:                                              ; preds = %.preheader68, %159
  %160 = phi i64 [ 0, %.preheader68 ], [ %166, %159 ]
  %161 = trunc nuw nsw i64 %160 to i32
  %.reass241.reass = or i32 %161, %invariant.op394
  %162 = sext i32 %.reass241.reass to i64
  %163 = getelementptr bfloat, ptr addrspace(1) %1, i64 %162
  %164 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %163, i32 %155, i16 0) #6
  %165 = getelementptr bfloat, ptr addrspace(3) %154, i64 %160
  store i16 %164, ptr addrspace(3) %165, align 2
  %166 = add nuw nsw i64 %160, 1
  %exitcond178.not = icmp eq i64 %166, 8
  br i1 %exitcond178.not, label %.loopexit69, label %159

.loopexit69:                                      ; preds = %159, %156
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
  br i1 %174, label %182, label %.preheader66

.preheader66:                                     ; preds = %.loopexit69
  %181 = zext i1 %175 to i32
  %invariant.op395 = or i32 %168, %30
  br label %185

182:                                              ; preds = %.loopexit69
  %183 = ptrtoint ptr addrspace(3) %180 to i64
  %184 = trunc i64 %183 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %184, ptr addrspace(1) %171, i32 %176) #6
  br label %.loopexit67

185:                                              ; preds = %.preheader66, %185
  %186 = phi i64 [ 0, %.preheader66 ], [ %192, %185 ]
  %187 = trunc nuw nsw i64 %186 to i32
  %.reass243.reass = or i32 %187, %invariant.op395
  %188 = sext i32 %.reass243.reass to i64
  %189 = getelementptr bfloat, ptr addrspace(1) %1, i64 %188
  %190 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %189, i32 %181, i16 0) #6
  %191 = getelementptr bfloat, ptr addrspace(3) %180, i64 %186
  store i16 %190, ptr addrspace(3) %191, align 2
  %192 = add nuw nsw i64 %186, 1
  %exitcond179.not = icmp eq i64 %192, 8
  br i1 %exitcond179.not, label %.loopexit67, label %185

.loopexit67:                                      ; preds = %185, %182
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
  br i1 %200, label %208, label %.preheader64

.preheader64:                                     ; preds = %.loopexit67
  %207 = zext i1 %201 to i32
  %invariant.op396 = or i32 %194, %30
  br label %211

208:                                              ; preds = %.loopexit67
  %209 = ptrtoint ptr addrspace(3) %206 to i64
  %210 = trunc i64 %209 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %210, ptr addrspace(1) %197, i32 %202) #6
  br label %.loopexit65

211:                                              ; preds = %.preheader64, %211
  %212 = phi i64 [ 0, %.preheader64 ], [ %218, %211 ]
  %213 = trunc nuw nsw i64 %212 to i32
  %.reass245.reass = or i32 %213, %invariant.op396
  %214 = sext i32 %.reass245.reass to i64
  %215 = getelementptr bfloat, ptr addrspace(1) %1, i64 %214
  %216 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %215, i32 %207, i16 0) #6
  %217 = getelementptr bfloat, ptr addrspace(3) %206, i64 %212
  store i16 %216, ptr addrspace(3) %217, align 2
  %218 = add nuw nsw i64 %212, 1
  %exitcond180.not = icmp eq i64 %218, 8
  br i1 %exitcond180.not, label %.loopexit65, label %211

.loopexit65:                                      ; preds = %211, %208
  %219 = getelementptr bfloat, ptr addrspace(1) %2, i64 %114
  %220 = ptrtoint ptr addrspace(1) %219 to i64
  %221 = and i64 %220, 15
  %222 = icmp eq i64 %221, 0
  %223 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 24576), i64 %127
  br i1 %222, label %225, label %.preheader62

.preheader62:                                     ; preds = %.loopexit65
  %224 = zext i1 %119 to i32
  %invariant.op397 = or i32 %112, %30
  br label %228

225:                                              ; preds = %.loopexit65
  %226 = ptrtoint ptr addrspace(3) %223 to i64
  %227 = trunc i64 %226 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %227, ptr addrspace(1) %219, i32 %120) #6
  br label %.loopexit63

228:                                              ; preds = %.preheader62, %228
  %229 = phi i64 [ 0, %.preheader62 ], [ %235, %228 ]
  %230 = trunc nuw nsw i64 %229 to i32
  %.reass247.reass = or i32 %230, %invariant.op397
  %231 = sext i32 %.reass247.reass to i64
  %232 = getelementptr bfloat, ptr addrspace(1) %2, i64 %231
  %233 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %232, i32 %224, i16 0) #6
  %234 = getelementptr bfloat, ptr addrspace(3) %223, i64 %229
  store i16 %233, ptr addrspace(3) %234, align 2
  %235 = add nuw nsw i64 %229, 1
  %exitcond181.not = icmp eq i64 %235, 8
  br i1 %exitcond181.not, label %.loopexit63, label %228

.loopexit63:                                      ; preds = %228, %225
  %236 = getelementptr bfloat, ptr addrspace(1) %2, i64 %144
  %237 = ptrtoint ptr addrspace(1) %236 to i64
  %238 = and i64 %237, 15
  %239 = icmp eq i64 %238, 0
  %240 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 24576), i64 %153
  br i1 %239, label %242, label %.preheader60

.preheader60:                                     ; preds = %.loopexit63
  %241 = zext i1 %149 to i32
  %invariant.op398 = or i32 %142, %30
  br label %245

242:                                              ; preds = %.loopexit63
  %243 = ptrtoint ptr addrspace(3) %240 to i64
  %244 = trunc i64 %243 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %244, ptr addrspace(1) %236, i32 %150) #6
  br label %.loopexit61

245:                                              ; preds = %.preheader60, %245
  %246 = phi i64 [ 0, %.preheader60 ], [ %252, %245 ]
  %247 = trunc nuw nsw i64 %246 to i32
  %.reass249.reass = or i32 %247, %invariant.op398
  %248 = sext i32 %.reass249.reass to i64
  %249 = getelementptr bfloat, ptr addrspace(1) %2, i64 %248
  %250 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %249, i32 %241, i16 0) #6
  %251 = getelementptr bfloat, ptr addrspace(3) %240, i64 %246
  store i16 %250, ptr addrspace(3) %251, align 2
  %252 = add nuw nsw i64 %246, 1
  %exitcond182.not = icmp eq i64 %252, 8
  br i1 %exitcond182.not, label %.loopexit61, label %245

.loopexit61:                                      ; preds = %245, %242
  %253 = getelementptr bfloat, ptr addrspace(1) %2, i64 %170
  %254 = ptrtoint ptr addrspace(1) %253 to i64
  %255 = and i64 %254, 15
  %256 = icmp eq i64 %255, 0
  %257 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 24576), i64 %179
  br i1 %256, label %259, label %.preheader58

.preheader58:                                     ; preds = %.loopexit61
  %258 = zext i1 %175 to i32
  %invariant.op399 = or i32 %168, %30
  br label %262

259:                                              ; preds = %.loopexit61
  %260 = ptrtoint ptr addrspace(3) %257 to i64
  %261 = trunc i64 %260 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %261, ptr addrspace(1) %253, i32 %176) #6
  br label %.loopexit59

262:                                              ; preds = %.preheader58, %262
  %263 = phi i64 [ 0, %.preheader58 ], [ %269, %262 ]
  %264 = trunc nuw nsw i64 %263 to i32
  %.reass251.reass = or i32 %264, %invariant.op399
  %265 = sext i32 %.reass251.reass to i64
  %266 = getelementptr bfloat, ptr addrspace(1) %2, i64 %265
  %267 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %266, i32 %258, i16 0) #6
  %268 = getelementptr bfloat, ptr addrspace(3) %257, i64 %263
  store i16 %267, ptr addrspace(3) %268, align 2
  %269 = add nuw nsw i64 %263, 1
  %exitcond183.not = icmp eq i64 %269, 8
  br i1 %exitcond183.not, label %.loopexit59, label %262

.loopexit59:                                      ; preds = %262, %259
  %270 = getelementptr bfloat, ptr addrspace(1) %2, i64 %196
  %271 = ptrtoint ptr addrspace(1) %270 to i64
  %272 = and i64 %271, 15
  %273 = icmp eq i64 %272, 0
  %274 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 24576), i64 %205
  br i1 %273, label %276, label %.preheader56

.preheader56:                                     ; preds = %.loopexit59
  %275 = zext i1 %201 to i32
  %invariant.op400 = or i32 %194, %30
  br label %279

276:                                              ; preds = %.loopexit59
  %277 = ptrtoint ptr addrspace(3) %274 to i64
  %278 = trunc i64 %277 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %278, ptr addrspace(1) %270, i32 %202) #6
  br label %.loopexit57

279:                                              ; preds = %.preheader56, %279
  %280 = phi i64 [ 0, %.preheader56 ], [ %286, %279 ]
  %281 = trunc nuw nsw i64 %280 to i32
  %.reass253.reass = or i32 %281, %invariant.op400
  %282 = sext i32 %.reass253.reass to i64
  %283 = getelementptr bfloat, ptr addrspace(1) %2, i64 %282
  %284 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %283, i32 %275, i16 0) #6
  %285 = getelementptr bfloat, ptr addrspace(3) %274, i64 %280
  store i16 %284, ptr addrspace(3) %285, align 2
  %286 = add nuw nsw i64 %280, 1
  %exitcond184.not = icmp eq i64 %286, 8
  br i1 %exitcond184.not, label %.loopexit57, label %279

.loopexit57:                                      ; preds = %279, %276
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #6
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
  br i1 %296, label %302, label %.preheader54

.preheader54:                                     ; preds = %.loopexit57
  %301 = zext i1 %298 to i32
  %invariant.op401 = or i32 %290, %30
  br label %305

302:                                              ; preds = %.loopexit57
  %303 = ptrtoint ptr addrspace(3) %300 to i64
  %304 = trunc i64 %303 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %304, ptr addrspace(1) %293, i32 %299) #6
  br label %.loopexit55

305:                                              ; preds = %.preheader54, %305
  %306 = phi i64 [ 0, %.preheader54 ], [ %312, %305 ]
  %307 = trunc nuw nsw i64 %306 to i32
  %.reass255.reass = or i32 %307, %invariant.op401
  %308 = sext i32 %.reass255.reass to i64
  %309 = getelementptr bfloat, ptr addrspace(1) %1, i64 %308
  %310 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %309, i32 %301, i16 0) #6
  %311 = getelementptr bfloat, ptr addrspace(3) %300, i64 %306
  store i16 %310, ptr addrspace(3) %311, align 2
  %312 = add nuw nsw i64 %306, 1
  %exitcond185.not = icmp eq i64 %312, 8
  br i1 %exitcond185.not, label %.loopexit55, label %305

.loopexit55:                                      ; preds = %305, %302
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
  br i1 %321, label %327, label %.preheader52

.preheader52:                                     ; preds = %.loopexit55
  %326 = zext i1 %323 to i32
  %invariant.op402 = or i32 %315, %30
  br label %330

327:                                              ; preds = %.loopexit55
  %328 = ptrtoint ptr addrspace(3) %325 to i64
  %329 = trunc i64 %328 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %329, ptr addrspace(1) %318, i32 %324) #6
  br label %.loopexit53

330:                                              ; preds = %.preheader52, %330
  %331 = phi i64 [ 0, %.preheader52 ], [ %337, %330 ]
  %332 = trunc nuw nsw i64 %331 to i32
  %.reass257.reass = or i32 %332, %invariant.op402
  %333 = sext i32 %.reass257.reass to i64
  %334 = getelementptr bfloat, ptr addrspace(1) %1, i64 %333
  %335 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %334, i32 %326, i16 0) #6
  %336 = getelementptr bfloat, ptr addrspace(3) %325, i64 %331
  store i16 %335, ptr addrspace(3) %336, align 2
  %337 = add nuw nsw i64 %331, 1
  %exitcond186.not = icmp eq i64 %337, 8
  br i1 %exitcond186.not, label %.loopexit53, label %330

.loopexit53:                                      ; preds = %330, %327
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
  br i1 %346, label %352, label %.preheader50

.preheader50:                                     ; preds = %.loopexit53
  %351 = zext i1 %348 to i32
  %invariant.op403 = or i32 %340, %30
  br label %355

352:                                              ; preds = %.loopexit53
  %353 = ptrtoint ptr addrspace(3) %350 to i64
  %354 = trunc i64 %353 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %354, ptr addrspace(1) %343, i32 %349) #6
  br label %.loopexit51

355:                                              ; preds = %.preheader50, %355
  %356 = phi i64 [ 0, %.preheader50 ], [ %362, %355 ]
  %357 = trunc nuw nsw i64 %356 to i32
  %.reass259.reass = or i32 %357, %invariant.op403
  %358 = sext i32 %.reass259.reass to i64
  %359 = getelementptr bfloat, ptr addrspace(1) %1, i64 %358
  %360 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %359, i32 %351, i16 0) #6
  %361 = getelementptr bfloat, ptr addrspace(3) %350, i64 %356
  store i16 %360, ptr addrspace(3) %361, align 2
  %362 = add nuw nsw i64 %356, 1
  %exitcond187.not = icmp eq i64 %362, 8
  br i1 %exitcond187.not, label %.loopexit51, label %355

.loopexit51:                                      ; preds = %355, %352
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
  br i1 %371, label %377, label %.preheader48

.preheader48:                                     ; preds = %.loopexit51
  %376 = zext i1 %373 to i32
  %invariant.op404 = or i32 %365, %30
  br label %380

377:                                              ; preds = %.loopexit51
  %378 = ptrtoint ptr addrspace(3) %375 to i64
  %379 = trunc i64 %378 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %379, ptr addrspace(1) %368, i32 %374) #6
  br label %.loopexit49

380:                                              ; preds = %.preheader48, %380
  %381 = phi i64 [ 0, %.preheader48 ], [ %387, %380 ]
  %382 = trunc nuw nsw i64 %381 to i32
  %.reass261.reass = or i32 %382, %invariant.op404
  %383 = sext i32 %.reass261.reass to i64
  %384 = getelementptr bfloat, ptr addrspace(1) %1, i64 %383
  %385 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %384, i32 %376, i16 0) #6
  %386 = getelementptr bfloat, ptr addrspace(3) %375, i64 %381
  store i16 %385, ptr addrspace(3) %386, align 2
  %387 = add nuw nsw i64 %381, 1
  %exitcond188.not = icmp eq i64 %387, 8
  br i1 %exitcond188.not, label %.loopexit49, label %380

.loopexit49:                                      ; preds = %380, %377
  %388 = getelementptr bfloat, ptr addrspace(1) %2, i64 %292
  %389 = ptrtoint ptr addrspace(1) %388 to i64
  %390 = and i64 %389, 15
  %391 = icmp eq i64 %390, 0
  %392 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 32768), i64 %127
  br i1 %391, label %394, label %.preheader46

.preheader46:                                     ; preds = %.loopexit49
  %393 = zext i1 %298 to i32
  %invariant.op405 = or i32 %290, %30
  br label %397

394:                                              ; preds = %.loopexit49
  %395 = ptrtoint ptr addrspace(3) %392 to i64
  %396 = trunc i64 %395 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %396, ptr addrspace(1) %388, i32 %299) #6
  br label %.loopexit47

397:                                              ; preds = %.preheader46, %397
  %398 = phi i64 [ 0, %.preheader46 ], [ %404, %397 ]
  %399 = trunc nuw nsw i64 %398 to i32
  %.reass263.reass = or i32 %399, %invariant.op405
  %400 = sext i32 %.reass263.reass to i64
  %401 = getelementptr bfloat, ptr addrspace(1) %2, i64 %400
  %402 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %401, i32 %393, i16 0) #6
  %403 = getelementptr bfloat, ptr addrspace(3) %392, i64 %398
  store i16 %402, ptr addrspace(3) %403, align 2
  %404 = add nuw nsw i64 %398, 1
  %exitcond189.not = icmp eq i64 %404, 8
  br i1 %exitcond189.not, label %.loopexit47, label %397

.loopexit47:                                      ; preds = %397, %394
  %405 = getelementptr bfloat, ptr addrspace(1) %2, i64 %317
  %406 = ptrtoint ptr addrspace(1) %405 to i64
  %407 = and i64 %406, 15
  %408 = icmp eq i64 %407, 0
  %409 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 32768), i64 %153
  br i1 %408, label %411, label %.preheader44

.preheader44:                                     ; preds = %.loopexit47
  %410 = zext i1 %323 to i32
  %invariant.op406 = or i32 %315, %30
  br label %414

411:                                              ; preds = %.loopexit47
  %412 = ptrtoint ptr addrspace(3) %409 to i64
  %413 = trunc i64 %412 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %413, ptr addrspace(1) %405, i32 %324) #6
  br label %.loopexit45

414:                                              ; preds = %.preheader44, %414
  %415 = phi i64 [ 0, %.preheader44 ], [ %421, %414 ]
  %416 = trunc nuw nsw i64 %415 to i32
  %.reass265.reass = or i32 %416, %invariant.op406
  %417 = sext i32 %.reass265.reass to i64
  %418 = getelementptr bfloat, ptr addrspace(1) %2, i64 %417
  %419 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %418, i32 %410, i16 0) #6
  %420 = getelementptr bfloat, ptr addrspace(3) %409, i64 %415
  store i16 %419, ptr addrspace(3) %420, align 2
  %421 = add nuw nsw i64 %415, 1
  %exitcond190.not = icmp eq i64 %421, 8
  br i1 %exitcond190.not, label %.loopexit45, label %414

.loopexit45:                                      ; preds = %414, %411
  %422 = getelementptr bfloat, ptr addrspace(1) %2, i64 %342
  %423 = ptrtoint ptr addrspace(1) %422 to i64
  %424 = and i64 %423, 15
  %425 = icmp eq i64 %424, 0
  %426 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 32768), i64 %179
  br i1 %425, label %428, label %.preheader42

.preheader42:                                     ; preds = %.loopexit45
  %427 = zext i1 %348 to i32
  %invariant.op407 = or i32 %340, %30
  br label %431

428:                                              ; preds = %.loopexit45
  %429 = ptrtoint ptr addrspace(3) %426 to i64
  %430 = trunc i64 %429 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %430, ptr addrspace(1) %422, i32 %349) #6
  br label %.loopexit43

431:                                              ; preds = %.preheader42, %431
  %432 = phi i64 [ 0, %.preheader42 ], [ %438, %431 ]
  %433 = trunc nuw nsw i64 %432 to i32
  %.reass267.reass = or i32 %433, %invariant.op407
  %434 = sext i32 %.reass267.reass to i64
  %435 = getelementptr bfloat, ptr addrspace(1) %2, i64 %434
  %436 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %435, i32 %427, i16 0) #6
  %437 = getelementptr bfloat, ptr addrspace(3) %426, i64 %432
  store i16 %436, ptr addrspace(3) %437, align 2
  %438 = add nuw nsw i64 %432, 1
  %exitcond191.not = icmp eq i64 %438, 8
  br i1 %exitcond191.not, label %.loopexit43, label %431

.loopexit43:                                      ; preds = %431, %428
  %439 = getelementptr bfloat, ptr addrspace(1) %2, i64 %367
  %440 = ptrtoint ptr addrspace(1) %439 to i64
  %441 = and i64 %440, 15
  %442 = icmp eq i64 %441, 0
  %443 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 32768), i64 %205
  br i1 %442, label %445, label %.preheader40

.preheader40:                                     ; preds = %.loopexit43
  %444 = zext i1 %373 to i32
  %invariant.op408 = or i32 %365, %30
  br label %448

445:                                              ; preds = %.loopexit43
  %446 = ptrtoint ptr addrspace(3) %443 to i64
  %447 = trunc i64 %446 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %447, ptr addrspace(1) %439, i32 %374) #6
  br label %.loopexit41

448:                                              ; preds = %.preheader40, %448
  %449 = phi i64 [ 0, %.preheader40 ], [ %455, %448 ]
  %450 = trunc nuw nsw i64 %449 to i32
  %.reass269.reass = or i32 %450, %invariant.op408
  %451 = sext i32 %.reass269.reass to i64
  %452 = getelementptr bfloat, ptr addrspace(1) %2, i64 %451
  %453 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %452, i32 %444, i16 0) #6
  %454 = getelementptr bfloat, ptr addrspace(3) %443, i64 %449
  store i16 %453, ptr addrspace(3) %454, align 2
  %455 = add nuw nsw i64 %449, 1
  %exitcond192.not = icmp eq i64 %455, 8
  br i1 %exitcond192.not, label %.loopexit41, label %448

.loopexit41:                                      ; preds = %448, %445
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %456 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %127
  %457 = insertelement <4 x i16> poison, i16 %49, i64 0
  %458 = insertelement <4 x i16> %457, i16 %50, i64 1
  %459 = insertelement <4 x i16> %458, i16 %51, i64 2
  %460 = insertelement <4 x i16> %459, i16 %52, i64 3
  store <4 x i16> %460, ptr addrspace(3) %456, align 16
  %461 = xor i32 %14, %7
  %462 = shl nuw nsw i32 %461, 4
  %463 = and i32 %462, 112
  %464 = or disjoint i32 %124, %463
  %465 = zext nneg i32 %464 to i64
  %466 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %465
  %467 = getelementptr i8, ptr addrspace(3) %466, i64 8
  %468 = insertelement <4 x i16> poison, i16 %53, i64 0
  %469 = insertelement <4 x i16> %468, i16 %54, i64 1
  %470 = insertelement <4 x i16> %469, i16 %55, i64 2
  %471 = insertelement <4 x i16> %470, i16 %56, i64 3
  store <4 x i16> %471, ptr addrspace(3) %467, align 8
  %472 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %153
  %473 = insertelement <4 x i16> poison, i16 %67, i64 0
  %474 = insertelement <4 x i16> %473, i16 %68, i64 1
  %475 = insertelement <4 x i16> %474, i16 %69, i64 2
  %476 = insertelement <4 x i16> %475, i16 %70, i64 3
  store <4 x i16> %476, ptr addrspace(3) %472, align 16
  %477 = getelementptr i8, ptr addrspace(3) %466, i64 2056
  %478 = insertelement <4 x i16> poison, i16 %71, i64 0
  %479 = insertelement <4 x i16> %478, i16 %72, i64 1
  %480 = insertelement <4 x i16> %479, i16 %73, i64 2
  %481 = insertelement <4 x i16> %480, i16 %74, i64 3
  store <4 x i16> %481, ptr addrspace(3) %477, align 8
  %482 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %179
  %483 = insertelement <4 x i16> poison, i16 %85, i64 0
  %484 = insertelement <4 x i16> %483, i16 %86, i64 1
  %485 = insertelement <4 x i16> %484, i16 %87, i64 2
  %486 = insertelement <4 x i16> %485, i16 %88, i64 3
  store <4 x i16> %486, ptr addrspace(3) %482, align 16
  %487 = getelementptr i8, ptr addrspace(3) %466, i64 4104
  %488 = insertelement <4 x i16> poison, i16 %89, i64 0
  %489 = insertelement <4 x i16> %488, i16 %90, i64 1
  %490 = insertelement <4 x i16> %489, i16 %91, i64 2
  %491 = insertelement <4 x i16> %490, i16 %92, i64 3
  store <4 x i16> %491, ptr addrspace(3) %487, align 8
  %492 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %205
  %493 = insertelement <4 x i16> poison, i16 %103, i64 0
  %494 = insertelement <4 x i16> %493, i16 %104, i64 1
  %495 = insertelement <4 x i16> %494, i16 %105, i64 2
  %496 = insertelement <4 x i16> %495, i16 %106, i64 3
  store <4 x i16> %496, ptr addrspace(3) %492, align 16
  %497 = getelementptr i8, ptr addrspace(3) %466, i64 6152
  %498 = insertelement <4 x i16> poison, i16 %107, i64 0
  %499 = insertelement <4 x i16> %498, i16 %108, i64 1
  %500 = insertelement <4 x i16> %499, i16 %109, i64 2
  %501 = insertelement <4 x i16> %500, i16 %110, i64 3
  store <4 x i16> %501, ptr addrspace(3) %497, align 8
  tail call void asm sideeffect "fence.proxy.async.shared::cta;", "~{memory}"() #6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %502 = icmp sgt i32 %4, 0
  br i1 %502, label %.lr.ph, label %.loopexit41.._crit_edge_crit_edge

.loopexit41.._crit_edge_crit_edge:                ; preds = %.loopexit41
  %.pre = shl nuw nsw i32 %7, 1
  %.pre201 = and i32 %.pre, 6
  br label %._crit_edge

.lr.ph:                                           ; preds = %.loopexit41
  %503 = lshr exact i64 ptrtoint (ptr addrspace(3) @attention_smem to i64), 4
  %504 = and i64 %503, 16320
  %505 = or disjoint i64 %504, 4611686293305360384
  %506 = lshr exact i64 ptrtoint (ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 32) to i64), 4
  %507 = and i64 %506, 16322
  %508 = or disjoint i64 %507, 4611686293305360384
  %509 = lshr exact i64 ptrtoint (ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 64) to i64), 4
  %510 = and i64 %509, 16324
  %511 = or disjoint i64 %510, 4611686293305360384
  %512 = lshr exact i64 ptrtoint (ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 96) to i64), 4
  %513 = and i64 %512, 16326
  %514 = or disjoint i64 %513, 4611686293305360384
  %515 = shl nuw nsw i32 %7, 1
  %516 = and i32 %515, 6
  br label %517

517:                                              ; preds = %.lr.ph, %.loopexit
  %518 = phi float [ 0xFFF0000000000000, %.lr.ph ], [ %890, %.loopexit ]
  %519 = phi float [ 0xFFF0000000000000, %.lr.ph ], [ %889, %.loopexit ]
  %520 = phi float [ 0.000000e+00, %.lr.ph ], [ %1305, %.loopexit ]
  %521 = phi float [ 0.000000e+00, %.lr.ph ], [ %1304, %.loopexit ]
  %522 = phi float [ 0.000000e+00, %.lr.ph ], [ %1303, %.loopexit ]
  %523 = phi float [ 0.000000e+00, %.lr.ph ], [ %1302, %.loopexit ]
  %524 = phi float [ 0.000000e+00, %.lr.ph ], [ %1301, %.loopexit ]
  %525 = phi float [ 0.000000e+00, %.lr.ph ], [ %1300, %.loopexit ]
  %526 = phi float [ 0.000000e+00, %.lr.ph ], [ %1299, %.loopexit ]
  %527 = phi float [ 0.000000e+00, %.lr.ph ], [ %1298, %.loopexit ]
  %528 = phi float [ 0.000000e+00, %.lr.ph ], [ %1297, %.loopexit ]
  %529 = phi float [ 0.000000e+00, %.lr.ph ], [ %1296, %.loopexit ]
  %530 = phi float [ 0.000000e+00, %.lr.ph ], [ %1295, %.loopexit ]
  %531 = phi float [ 0.000000e+00, %.lr.ph ], [ %1294, %.loopexit ]
  %532 = phi float [ 0.000000e+00, %.lr.ph ], [ %1293, %.loopexit ]
  %533 = phi float [ 0.000000e+00, %.lr.ph ], [ %1292, %.loopexit ]
  %534 = phi float [ 0.000000e+00, %.lr.ph ], [ %1291, %.loopexit ]
  %535 = phi float [ 0.000000e+00, %.lr.ph ], [ %1290, %.loopexit ]
  %536 = phi float [ 0.000000e+00, %.lr.ph ], [ %1289, %.loopexit ]
  %537 = phi float [ 0.000000e+00, %.lr.ph ], [ %1288, %.loopexit ]
  %538 = phi float [ 0.000000e+00, %.lr.ph ], [ %1287, %.loopexit ]
  %539 = phi float [ 0.000000e+00, %.lr.ph ], [ %1286, %.loopexit ]
  %540 = phi float [ 0.000000e+00, %.lr.ph ], [ %1285, %.loopexit ]
  %541 = phi float [ 0.000000e+00, %.lr.ph ], [ %1284, %.loopexit ]
  %542 = phi float [ 0.000000e+00, %.lr.ph ], [ %1283, %.loopexit ]
  %543 = phi float [ 0.000000e+00, %.lr.ph ], [ %1282, %.loopexit ]
  %544 = phi float [ 0.000000e+00, %.lr.ph ], [ %1281, %.loopexit ]
  %545 = phi float [ 0.000000e+00, %.lr.ph ], [ %1280, %.loopexit ]
  %546 = phi float [ 0.000000e+00, %.lr.ph ], [ %1279, %.loopexit ]
  %547 = phi float [ 0.000000e+00, %.lr.ph ], [ %1278, %.loopexit ]
  %548 = phi float [ 0.000000e+00, %.lr.ph ], [ %1277, %.loopexit ]
  %549 = phi float [ 0.000000e+00, %.lr.ph ], [ %1276, %.loopexit ]
  %550 = phi float [ 0.000000e+00, %.lr.ph ], [ %1275, %.loopexit ]
  %551 = phi float [ 0.000000e+00, %.lr.ph ], [ %1274, %.loopexit ]
  %552 = phi float [ 0.000000e+00, %.lr.ph ], [ %1008, %.loopexit ]
  %553 = phi float [ 0.000000e+00, %.lr.ph ], [ %1007, %.loopexit ]
  %554 = phi i32 [ 0, %.lr.ph ], [ %1479, %.loopexit ]
  %555 = lshr exact i32 %554, 6
  %556 = urem i32 %555, 3
  %557 = add i32 %554, 128
  %558 = add nuw nsw i32 %555, 2
  %559 = urem i32 %558, 3
  tail call void asm sideeffect "cp.async.wait_group 1;", "~{memory}"() #6
  tail call void asm sideeffect "fence.proxy.async.shared::cta;", "~{memory}"() #6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %560 = shl nuw nsw i32 %556, 13
  %561 = zext nneg i32 %560 to i64
  %562 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %561
  tail call void asm sideeffect "wgmma.fence.sync.aligned;", ""() #6
  %563 = ptrtoint ptr addrspace(3) %562 to i64
  %564 = lshr exact i64 %563, 4
  %565 = and i64 %564, 16320
  %566 = or disjoint i64 %565, 4611686293305360384
  %567 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $34, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $32, $33, p, 1, 1, 0, 0;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i64 %505, i64 %566, i32 1, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #6
  %568 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %567, 0
  %569 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %567, 1
  %570 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %567, 2
  %571 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %567, 3
  %572 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %567, 4
  %573 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %567, 5
  %574 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %567, 6
  %575 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %567, 7
  %576 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %567, 8
  %577 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %567, 9
  %578 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %567, 10
  %579 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %567, 11
  %580 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %567, 12
  %581 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %567, 13
  %582 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %567, 14
  %583 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %567, 15
  %584 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %567, 16
  %585 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %567, 17
  %586 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %567, 18
  %587 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %567, 19
  %588 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %567, 20
  %589 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %567, 21
  %590 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %567, 22
  %591 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %567, 23
  %592 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %567, 24
  %593 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %567, 25
  %594 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %567, 26
  %595 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %567, 27
  %596 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %567, 28
  %597 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %567, 29
  %598 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %567, 30
  %599 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %567, 31
  %600 = getelementptr i8, ptr addrspace(3) %562, i64 32
  %601 = ptrtoint ptr addrspace(3) %600 to i64
  %602 = lshr exact i64 %601, 4
  %603 = and i64 %602, 16383
  %604 = or disjoint i64 %603, 4611686293305360384
  %605 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $34, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $32, $33, p, 1, 1, 0, 0;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i64 %508, i64 %604, i32 1, float %568, float %569, float %570, float %571, float %572, float %573, float %574, float %575, float %576, float %577, float %578, float %579, float %580, float %581, float %582, float %583, float %584, float %585, float %586, float %587, float %588, float %589, float %590, float %591, float %592, float %593, float %594, float %595, float %596, float %597, float %598, float %599) #6
  %606 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %605, 0
  %607 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %605, 1
  %608 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %605, 2
  %609 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %605, 3
  %610 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %605, 4
  %611 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %605, 5
  %612 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %605, 6
  %613 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %605, 7
  %614 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %605, 8
  %615 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %605, 9
  %616 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %605, 10
  %617 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %605, 11
  %618 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %605, 12
  %619 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %605, 13
  %620 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %605, 14
  %621 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %605, 15
  %622 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %605, 16
  %623 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %605, 17
  %624 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %605, 18
  %625 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %605, 19
  %626 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %605, 20
  %627 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %605, 21
  %628 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %605, 22
  %629 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %605, 23
  %630 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %605, 24
  %631 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %605, 25
  %632 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %605, 26
  %633 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %605, 27
  %634 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %605, 28
  %635 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %605, 29
  %636 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %605, 30
  %637 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %605, 31
  %638 = getelementptr i8, ptr addrspace(3) %562, i64 64
  %639 = ptrtoint ptr addrspace(3) %638 to i64
  %640 = lshr exact i64 %639, 4
  %641 = and i64 %640, 16383
  %642 = or disjoint i64 %641, 4611686293305360384
  %643 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $34, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $32, $33, p, 1, 1, 0, 0;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i64 %511, i64 %642, i32 1, float %606, float %607, float %608, float %609, float %610, float %611, float %612, float %613, float %614, float %615, float %616, float %617, float %618, float %619, float %620, float %621, float %622, float %623, float %624, float %625, float %626, float %627, float %628, float %629, float %630, float %631, float %632, float %633, float %634, float %635, float %636, float %637) #6
  %644 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %643, 0
  %645 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %643, 1
  %646 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %643, 2
  %647 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %643, 3
  %648 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %643, 4
  %649 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %643, 5
  %650 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %643, 6
  %651 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %643, 7
  %652 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %643, 8
  %653 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %643, 9
  %654 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %643, 10
  %655 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %643, 11
  %656 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %643, 12
  %657 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %643, 13
  %658 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %643, 14
  %659 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %643, 15
  %660 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %643, 16
  %661 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %643, 17
  %662 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %643, 18
  %663 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %643, 19
  %664 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %643, 20
  %665 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %643, 21
  %666 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %643, 22
  %667 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %643, 23
  %668 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %643, 24
  %669 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %643, 25
  %670 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %643, 26
  %671 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %643, 27
  %672 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %643, 28
  %673 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %643, 29
  %674 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %643, 30
  %675 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %643, 31
  %676 = getelementptr i8, ptr addrspace(3) %562, i64 96
  %677 = ptrtoint ptr addrspace(3) %676 to i64
  %678 = lshr exact i64 %677, 4
  %679 = and i64 %678, 16383
  %680 = or disjoint i64 %679, 4611686293305360384
  %681 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $34, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $32, $33, p, 1, 1, 0, 0;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i64 %514, i64 %680, i32 1, float %644, float %645, float %646, float %647, float %648, float %649, float %650, float %651, float %652, float %653, float %654, float %655, float %656, float %657, float %658, float %659, float %660, float %661, float %662, float %663, float %664, float %665, float %666, float %667, float %668, float %669, float %670, float %671, float %672, float %673, float %674, float %675) #6
  %682 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %681, 0
  %683 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %681, 1
  %684 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %681, 2
  %685 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %681, 3
  %686 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %681, 4
  %687 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %681, 5
  %688 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %681, 6
  %689 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %681, 7
  %690 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %681, 8
  %691 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %681, 9
  %692 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %681, 10
  %693 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %681, 11
  %694 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %681, 12
  %695 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %681, 13
  %696 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %681, 14
  %697 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %681, 15
  %698 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %681, 16
  %699 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %681, 17
  %700 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %681, 18
  %701 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %681, 19
  %702 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %681, 20
  %703 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %681, 21
  %704 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %681, 22
  %705 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %681, 23
  %706 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %681, 24
  %707 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %681, 25
  %708 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %681, 26
  %709 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %681, 27
  %710 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %681, 28
  %711 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %681, 29
  %712 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %681, 30
  %713 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %681, 31
  tail call void asm sideeffect "wgmma.commit_group.sync.aligned;", ""() #6
  %714 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.wait_group.sync.aligned 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(float %682, float %683, float %684, float %685, float %686, float %687, float %688, float %689, float %690, float %691, float %692, float %693, float %694, float %695, float %696, float %697, float %698, float %699, float %700, float %701, float %702, float %703, float %704, float %705, float %706, float %707, float %708, float %709, float %710, float %711, float %712, float %713) #6
  %715 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %714, 0
  %716 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %714, 1
  %717 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %714, 2
  %718 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %714, 3
  %719 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %714, 4
  %720 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %714, 5
  %721 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %714, 6
  %722 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %714, 7
  %723 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %714, 8
  %724 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %714, 9
  %725 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %714, 10
  %726 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %714, 11
  %727 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %714, 12
  %728 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %714, 13
  %729 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %714, 14
  %730 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %714, 15
  %731 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %714, 16
  %732 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %714, 17
  %733 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %714, 18
  %734 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %714, 19
  %735 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %714, 20
  %736 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %714, 21
  %737 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %714, 22
  %738 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %714, 23
  %739 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %714, 24
  %740 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %714, 25
  %741 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %714, 26
  %742 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %714, 27
  %743 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %714, 28
  %744 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %714, 29
  %745 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %714, 30
  %746 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %714, 31
  %747 = fmul float %13, %715
  %748 = fmul float %13, %716
  %749 = fmul float %13, %717
  %750 = fmul float %13, %718
  %751 = fmul float %13, %719
  %752 = fmul float %13, %720
  %753 = fmul float %13, %721
  %754 = fmul float %13, %722
  %755 = fmul float %13, %723
  %756 = fmul float %13, %724
  %757 = fmul float %13, %725
  %758 = fmul float %13, %726
  %759 = fmul float %13, %727
  %760 = fmul float %13, %728
  %761 = fmul float %13, %729
  %762 = fmul float %13, %730
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
  %779 = or disjoint i32 %554, %516
  %780 = icmp slt i32 %779, %4
  %781 = or disjoint i32 %779, 1
  %782 = icmp slt i32 %781, %4
  %783 = or disjoint i32 %779, 8
  %784 = icmp slt i32 %783, %4
  %785 = or disjoint i32 %779, 9
  %786 = icmp slt i32 %785, %4
  %787 = or disjoint i32 %779, 16
  %788 = icmp slt i32 %787, %4
  %789 = or disjoint i32 %779, 17
  %790 = icmp slt i32 %789, %4
  %791 = or disjoint i32 %779, 24
  %792 = icmp slt i32 %791, %4
  %793 = or disjoint i32 %779, 25
  %794 = icmp slt i32 %793, %4
  %795 = or disjoint i32 %779, 32
  %796 = icmp slt i32 %795, %4
  %797 = or disjoint i32 %779, 33
  %798 = icmp slt i32 %797, %4
  %799 = or disjoint i32 %779, 40
  %800 = icmp slt i32 %799, %4
  %801 = or disjoint i32 %779, 41
  %802 = icmp slt i32 %801, %4
  %803 = or disjoint i32 %779, 48
  %804 = icmp slt i32 %803, %4
  %805 = or disjoint i32 %779, 49
  %806 = icmp slt i32 %805, %4
  %807 = or disjoint i32 %779, 56
  %808 = icmp slt i32 %807, %4
  %809 = or disjoint i32 %779, 57
  %810 = icmp slt i32 %809, %4
  %811 = select i1 %780, float %747, float 0xFFF0000000000000
  %812 = select i1 %782, float %748, float 0xFFF0000000000000
  %813 = select i1 %780, float %749, float 0xFFF0000000000000
  %814 = select i1 %782, float %750, float 0xFFF0000000000000
  %815 = select i1 %784, float %751, float 0xFFF0000000000000
  %816 = select i1 %786, float %752, float 0xFFF0000000000000
  %817 = select i1 %784, float %753, float 0xFFF0000000000000
  %818 = select i1 %786, float %754, float 0xFFF0000000000000
  %819 = select i1 %788, float %755, float 0xFFF0000000000000
  %820 = select i1 %790, float %756, float 0xFFF0000000000000
  %821 = select i1 %788, float %757, float 0xFFF0000000000000
  %822 = select i1 %790, float %758, float 0xFFF0000000000000
  %823 = select i1 %792, float %759, float 0xFFF0000000000000
  %824 = select i1 %794, float %760, float 0xFFF0000000000000
  %825 = select i1 %792, float %761, float 0xFFF0000000000000
  %826 = select i1 %794, float %762, float 0xFFF0000000000000
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
  %843 = tail call float @llvm.maxnum.f32(float %811, float %812)
  %844 = tail call float @llvm.maxnum.f32(float %813, float %814)
  %845 = tail call float @llvm.maxnum.f32(float %843, float %815)
  %846 = tail call float @llvm.maxnum.f32(float %845, float %816)
  %847 = tail call float @llvm.maxnum.f32(float %844, float %817)
  %848 = tail call float @llvm.maxnum.f32(float %847, float %818)
  %849 = tail call float @llvm.maxnum.f32(float %846, float %819)
  %850 = tail call float @llvm.maxnum.f32(float %849, float %820)
  %851 = tail call float @llvm.maxnum.f32(float %848, float %821)
  %852 = tail call float @llvm.maxnum.f32(float %851, float %822)
  %853 = tail call float @llvm.maxnum.f32(float %850, float %823)
  %854 = tail call float @llvm.maxnum.f32(float %853, float %824)
  %855 = tail call float @llvm.maxnum.f32(float %852, float %825)
  %856 = tail call float @llvm.maxnum.f32(float %855, float %826)
  %857 = tail call float @llvm.maxnum.f32(float %854, float %827)
  %858 = tail call float @llvm.maxnum.f32(float %857, float %828)
  %859 = tail call float @llvm.maxnum.f32(float %856, float %829)
  %860 = tail call float @llvm.maxnum.f32(float %859, float %830)
  %861 = tail call float @llvm.maxnum.f32(float %858, float %831)
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
  %873 = bitcast float %870 to i32
  %874 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %873, i32 2, i32 31)
  %875 = bitcast i32 %874 to float
  %876 = tail call float @llvm.maxnum.f32(float %870, float %875)
  %877 = bitcast float %872 to i32
  %878 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %877, i32 2, i32 31)
  %879 = bitcast i32 %878 to float
  %880 = tail call float @llvm.maxnum.f32(float %872, float %879)
  %881 = bitcast float %876 to i32
  %882 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %881, i32 1, i32 31)
  %883 = bitcast i32 %882 to float
  %884 = tail call float @llvm.maxnum.f32(float %876, float %883)
  %885 = bitcast float %880 to i32
  %886 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %885, i32 1, i32 31)
  %887 = bitcast i32 %886 to float
  %888 = tail call float @llvm.maxnum.f32(float %880, float %887)
  %889 = tail call float @llvm.maxnum.f32(float %519, float %884)
  %890 = tail call float @llvm.maxnum.f32(float %518, float %888)
  %891 = fsub float %811, %889
  %892 = fsub float %812, %889
  %893 = fsub float %813, %890
  %894 = fsub float %814, %890
  %895 = fsub float %815, %889
  %896 = fsub float %816, %889
  %897 = fsub float %817, %890
  %898 = fsub float %818, %890
  %899 = fsub float %819, %889
  %900 = fsub float %820, %889
  %901 = fsub float %821, %890
  %902 = fsub float %822, %890
  %903 = fsub float %823, %889
  %904 = fsub float %824, %889
  %905 = fsub float %825, %890
  %906 = fsub float %826, %890
  %907 = fsub float %827, %889
  %908 = fsub float %828, %889
  %909 = fsub float %829, %890
  %910 = fsub float %830, %890
  %911 = fsub float %831, %889
  %912 = fsub float %832, %889
  %913 = fsub float %833, %890
  %914 = fsub float %834, %890
  %915 = fsub float %835, %889
  %916 = fsub float %836, %889
  %917 = fsub float %837, %890
  %918 = fsub float %838, %890
  %919 = fsub float %839, %889
  %920 = fsub float %840, %889
  %921 = fsub float %841, %890
  %922 = fsub float %842, %890
  %923 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %891)
  %924 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %892)
  %925 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %893)
  %926 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %894)
  %927 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %895)
  %928 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %896)
  %929 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %897)
  %930 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %898)
  %931 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %899)
  %932 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %900)
  %933 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %901)
  %934 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %902)
  %935 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %903)
  %936 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %904)
  %937 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %905)
  %938 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %906)
  %939 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %907)
  %940 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %908)
  %941 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %909)
  %942 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %910)
  %943 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %911)
  %944 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %912)
  %945 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %913)
  %946 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %914)
  %947 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %915)
  %948 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %916)
  %949 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %917)
  %950 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %918)
  %951 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %919)
  %952 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %920)
  %953 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %921)
  %954 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %922)
  %955 = fsub float %519, %889
  %956 = fsub float %518, %890
  %957 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %955)
  %958 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %956)
  %959 = fmul float %553, %957
  %960 = fmul float %552, %958
  %961 = fadd float %923, %924
  %962 = fadd float %925, %926
  %963 = fadd float %961, %927
  %964 = fadd float %963, %928
  %965 = fadd float %962, %929
  %966 = fadd float %965, %930
  %967 = fadd float %964, %931
  %968 = fadd float %967, %932
  %969 = fadd float %966, %933
  %970 = fadd float %969, %934
  %971 = fadd float %968, %935
  %972 = fadd float %971, %936
  %973 = fadd float %970, %937
  %974 = fadd float %973, %938
  %975 = fadd float %972, %939
  %976 = fadd float %975, %940
  %977 = fadd float %974, %941
  %978 = fadd float %977, %942
  %979 = fadd float %976, %943
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
  %991 = bitcast float %988 to i32
  %992 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %991, i32 2, i32 31)
  %993 = bitcast i32 %992 to float
  %994 = fadd float %988, %993
  %995 = bitcast float %990 to i32
  %996 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %995, i32 2, i32 31)
  %997 = bitcast i32 %996 to float
  %998 = fadd float %990, %997
  %999 = bitcast float %994 to i32
  %1000 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %999, i32 1, i32 31)
  %1001 = bitcast i32 %1000 to float
  %1002 = fadd float %994, %1001
  %1003 = bitcast float %998 to i32
  %1004 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1003, i32 1, i32 31)
  %1005 = bitcast i32 %1004 to float
  %1006 = fadd float %998, %1005
  %1007 = fadd float %959, %1002
  %1008 = fadd float %960, %1006
  %1009 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 24576), i64 %561
  %1010 = fptrunc float %923 to bfloat
  %1011 = fptrunc float %924 to bfloat
  %1012 = fptrunc float %925 to bfloat
  %1013 = fptrunc float %926 to bfloat
  %1014 = fptrunc float %927 to bfloat
  %1015 = fptrunc float %928 to bfloat
  %1016 = fptrunc float %929 to bfloat
  %1017 = fptrunc float %930 to bfloat
  %1018 = fptrunc float %931 to bfloat
  %1019 = fptrunc float %932 to bfloat
  %1020 = fptrunc float %933 to bfloat
  %1021 = fptrunc float %934 to bfloat
  %1022 = fptrunc float %935 to bfloat
  %1023 = fptrunc float %936 to bfloat
  %1024 = fptrunc float %937 to bfloat
  %1025 = fptrunc float %938 to bfloat
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
  %1042 = fmul float %551, %957
  %1043 = fmul float %550, %957
  %1044 = fmul float %549, %958
  %1045 = fmul float %548, %958
  %1046 = fmul float %547, %957
  %1047 = fmul float %546, %957
  %1048 = fmul float %545, %958
  %1049 = fmul float %544, %958
  %1050 = fmul float %543, %957
  %1051 = fmul float %542, %957
  %1052 = fmul float %541, %958
  %1053 = fmul float %540, %958
  %1054 = fmul float %539, %957
  %1055 = fmul float %538, %957
  %1056 = fmul float %537, %958
  %1057 = fmul float %536, %958
  %1058 = fmul float %535, %957
  %1059 = fmul float %534, %957
  %1060 = fmul float %533, %958
  %1061 = fmul float %532, %958
  %1062 = fmul float %531, %957
  %1063 = fmul float %530, %957
  %1064 = fmul float %529, %958
  %1065 = fmul float %528, %958
  %1066 = fmul float %527, %957
  %1067 = fmul float %526, %957
  %1068 = fmul float %525, %958
  %1069 = fmul float %524, %958
  %1070 = fmul float %523, %957
  %1071 = fmul float %522, %957
  %1072 = fmul float %521, %958
  %1073 = fmul float %520, %958
  %1074 = insertelement <2 x bfloat> poison, bfloat %1010, i64 0
  %1075 = insertelement <2 x bfloat> %1074, bfloat %1011, i64 1
  %1076 = bitcast <2 x bfloat> %1075 to i32
  %1077 = insertelement <2 x bfloat> poison, bfloat %1012, i64 0
  %1078 = insertelement <2 x bfloat> %1077, bfloat %1013, i64 1
  %1079 = bitcast <2 x bfloat> %1078 to i32
  %1080 = insertelement <2 x bfloat> poison, bfloat %1014, i64 0
  %1081 = insertelement <2 x bfloat> %1080, bfloat %1015, i64 1
  %1082 = bitcast <2 x bfloat> %1081 to i32
  %1083 = insertelement <2 x bfloat> poison, bfloat %1016, i64 0
  %1084 = insertelement <2 x bfloat> %1083, bfloat %1017, i64 1
  %1085 = bitcast <2 x bfloat> %1084 to i32
  %1086 = insertelement <2 x bfloat> poison, bfloat %1018, i64 0
  %1087 = insertelement <2 x bfloat> %1086, bfloat %1019, i64 1
  %1088 = bitcast <2 x bfloat> %1087 to i32
  %1089 = insertelement <2 x bfloat> poison, bfloat %1020, i64 0
  %1090 = insertelement <2 x bfloat> %1089, bfloat %1021, i64 1
  %1091 = bitcast <2 x bfloat> %1090 to i32
  %1092 = insertelement <2 x bfloat> poison, bfloat %1022, i64 0
  %1093 = insertelement <2 x bfloat> %1092, bfloat %1023, i64 1
  %1094 = bitcast <2 x bfloat> %1093 to i32
  %1095 = insertelement <2 x bfloat> poison, bfloat %1024, i64 0
  %1096 = insertelement <2 x bfloat> %1095, bfloat %1025, i64 1
  %1097 = bitcast <2 x bfloat> %1096 to i32
  %1098 = insertelement <2 x bfloat> poison, bfloat %1026, i64 0
  %1099 = insertelement <2 x bfloat> %1098, bfloat %1027, i64 1
  %1100 = bitcast <2 x bfloat> %1099 to i32
  %1101 = insertelement <2 x bfloat> poison, bfloat %1028, i64 0
  %1102 = insertelement <2 x bfloat> %1101, bfloat %1029, i64 1
  %1103 = bitcast <2 x bfloat> %1102 to i32
  %1104 = insertelement <2 x bfloat> poison, bfloat %1030, i64 0
  %1105 = insertelement <2 x bfloat> %1104, bfloat %1031, i64 1
  %1106 = bitcast <2 x bfloat> %1105 to i32
  %1107 = insertelement <2 x bfloat> poison, bfloat %1032, i64 0
  %1108 = insertelement <2 x bfloat> %1107, bfloat %1033, i64 1
  %1109 = bitcast <2 x bfloat> %1108 to i32
  %1110 = insertelement <2 x bfloat> poison, bfloat %1034, i64 0
  %1111 = insertelement <2 x bfloat> %1110, bfloat %1035, i64 1
  %1112 = bitcast <2 x bfloat> %1111 to i32
  %1113 = insertelement <2 x bfloat> poison, bfloat %1036, i64 0
  %1114 = insertelement <2 x bfloat> %1113, bfloat %1037, i64 1
  %1115 = bitcast <2 x bfloat> %1114 to i32
  %1116 = insertelement <2 x bfloat> poison, bfloat %1038, i64 0
  %1117 = insertelement <2 x bfloat> %1116, bfloat %1039, i64 1
  %1118 = bitcast <2 x bfloat> %1117 to i32
  %1119 = insertelement <2 x bfloat> poison, bfloat %1040, i64 0
  %1120 = insertelement <2 x bfloat> %1119, bfloat %1041, i64 1
  %1121 = bitcast <2 x bfloat> %1120 to i32
  tail call void asm sideeffect "wgmma.fence.sync.aligned;", ""() #6
  %1122 = ptrtoint ptr addrspace(3) %1009 to i64
  %1123 = lshr exact i64 %1122, 4
  %1124 = and i64 %1123, 16320
  %1125 = or disjoint i64 %1124, 4611686293338849280
  %1126 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $37, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, {$32, $33, $34, $35}, $36, p, 1, 1, 1;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,r,r,r,r,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i32 %1076, i32 %1079, i32 %1082, i32 %1085, i64 %1125, i32 1, float %1042, float %1043, float %1044, float %1045, float %1046, float %1047, float %1048, float %1049, float %1050, float %1051, float %1052, float %1053, float %1054, float %1055, float %1056, float %1057, float %1058, float %1059, float %1060, float %1061, float %1062, float %1063, float %1064, float %1065, float %1066, float %1067, float %1068, float %1069, float %1070, float %1071, float %1072, float %1073) #6
  %1127 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1126, 0
  %1128 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1126, 1
  %1129 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1126, 2
  %1130 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1126, 3
  %1131 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1126, 4
  %1132 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1126, 5
  %1133 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1126, 6
  %1134 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1126, 7
  %1135 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1126, 8
  %1136 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1126, 9
  %1137 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1126, 10
  %1138 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1126, 11
  %1139 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1126, 12
  %1140 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1126, 13
  %1141 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1126, 14
  %1142 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1126, 15
  %1143 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1126, 16
  %1144 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1126, 17
  %1145 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1126, 18
  %1146 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1126, 19
  %1147 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1126, 20
  %1148 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1126, 21
  %1149 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1126, 22
  %1150 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1126, 23
  %1151 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1126, 24
  %1152 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1126, 25
  %1153 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1126, 26
  %1154 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1126, 27
  %1155 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1126, 28
  %1156 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1126, 29
  %1157 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1126, 30
  %1158 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1126, 31
  %1159 = getelementptr i8, ptr addrspace(3) %1009, i64 2048
  %1160 = ptrtoint ptr addrspace(3) %1159 to i64
  %1161 = lshr exact i64 %1160, 4
  %1162 = and i64 %1161, 16383
  %1163 = or disjoint i64 %1162, 4611686293338849280
  %1164 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $37, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, {$32, $33, $34, $35}, $36, p, 1, 1, 1;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,r,r,r,r,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i32 %1088, i32 %1091, i32 %1094, i32 %1097, i64 %1163, i32 1, float %1127, float %1128, float %1129, float %1130, float %1131, float %1132, float %1133, float %1134, float %1135, float %1136, float %1137, float %1138, float %1139, float %1140, float %1141, float %1142, float %1143, float %1144, float %1145, float %1146, float %1147, float %1148, float %1149, float %1150, float %1151, float %1152, float %1153, float %1154, float %1155, float %1156, float %1157, float %1158) #6
  %1165 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1164, 0
  %1166 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1164, 1
  %1167 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1164, 2
  %1168 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1164, 3
  %1169 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1164, 4
  %1170 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1164, 5
  %1171 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1164, 6
  %1172 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1164, 7
  %1173 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1164, 8
  %1174 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1164, 9
  %1175 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1164, 10
  %1176 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1164, 11
  %1177 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1164, 12
  %1178 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1164, 13
  %1179 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1164, 14
  %1180 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1164, 15
  %1181 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1164, 16
  %1182 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1164, 17
  %1183 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1164, 18
  %1184 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1164, 19
  %1185 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1164, 20
  %1186 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1164, 21
  %1187 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1164, 22
  %1188 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1164, 23
  %1189 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1164, 24
  %1190 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1164, 25
  %1191 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1164, 26
  %1192 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1164, 27
  %1193 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1164, 28
  %1194 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1164, 29
  %1195 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1164, 30
  %1196 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1164, 31
  %1197 = getelementptr i8, ptr addrspace(3) %1009, i64 4096
  %1198 = ptrtoint ptr addrspace(3) %1197 to i64
  %1199 = lshr exact i64 %1198, 4
  %1200 = and i64 %1199, 16383
  %1201 = or disjoint i64 %1200, 4611686293338849280
  %1202 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $37, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, {$32, $33, $34, $35}, $36, p, 1, 1, 1;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,r,r,r,r,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i32 %1100, i32 %1103, i32 %1106, i32 %1109, i64 %1201, i32 1, float %1165, float %1166, float %1167, float %1168, float %1169, float %1170, float %1171, float %1172, float %1173, float %1174, float %1175, float %1176, float %1177, float %1178, float %1179, float %1180, float %1181, float %1182, float %1183, float %1184, float %1185, float %1186, float %1187, float %1188, float %1189, float %1190, float %1191, float %1192, float %1193, float %1194, float %1195, float %1196) #6
  %1203 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1202, 0
  %1204 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1202, 1
  %1205 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1202, 2
  %1206 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1202, 3
  %1207 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1202, 4
  %1208 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1202, 5
  %1209 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1202, 6
  %1210 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1202, 7
  %1211 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1202, 8
  %1212 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1202, 9
  %1213 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1202, 10
  %1214 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1202, 11
  %1215 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1202, 12
  %1216 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1202, 13
  %1217 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1202, 14
  %1218 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1202, 15
  %1219 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1202, 16
  %1220 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1202, 17
  %1221 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1202, 18
  %1222 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1202, 19
  %1223 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1202, 20
  %1224 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1202, 21
  %1225 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1202, 22
  %1226 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1202, 23
  %1227 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1202, 24
  %1228 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1202, 25
  %1229 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1202, 26
  %1230 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1202, 27
  %1231 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1202, 28
  %1232 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1202, 29
  %1233 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1202, 30
  %1234 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1202, 31
  %1235 = getelementptr i8, ptr addrspace(3) %1009, i64 6144
  %1236 = ptrtoint ptr addrspace(3) %1235 to i64
  %1237 = lshr exact i64 %1236, 4
  %1238 = and i64 %1237, 16383
  %1239 = or disjoint i64 %1238, 4611686293338849280
  %1240 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $37, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, {$32, $33, $34, $35}, $36, p, 1, 1, 1;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,r,r,r,r,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i32 %1112, i32 %1115, i32 %1118, i32 %1121, i64 %1239, i32 1, float %1203, float %1204, float %1205, float %1206, float %1207, float %1208, float %1209, float %1210, float %1211, float %1212, float %1213, float %1214, float %1215, float %1216, float %1217, float %1218, float %1219, float %1220, float %1221, float %1222, float %1223, float %1224, float %1225, float %1226, float %1227, float %1228, float %1229, float %1230, float %1231, float %1232, float %1233, float %1234) #6
  %1241 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1240, 0
  %1242 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1240, 1
  %1243 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1240, 2
  %1244 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1240, 3
  %1245 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1240, 4
  %1246 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1240, 5
  %1247 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1240, 6
  %1248 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1240, 7
  %1249 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1240, 8
  %1250 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1240, 9
  %1251 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1240, 10
  %1252 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1240, 11
  %1253 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1240, 12
  %1254 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1240, 13
  %1255 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1240, 14
  %1256 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1240, 15
  %1257 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1240, 16
  %1258 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1240, 17
  %1259 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1240, 18
  %1260 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1240, 19
  %1261 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1240, 20
  %1262 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1240, 21
  %1263 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1240, 22
  %1264 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1240, 23
  %1265 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1240, 24
  %1266 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1240, 25
  %1267 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1240, 26
  %1268 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1240, 27
  %1269 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1240, 28
  %1270 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1240, 29
  %1271 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1240, 30
  %1272 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1240, 31
  tail call void asm sideeffect "wgmma.commit_group.sync.aligned;", ""() #6
  %1273 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.wait_group.sync.aligned 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(float %1241, float %1242, float %1243, float %1244, float %1245, float %1246, float %1247, float %1248, float %1249, float %1250, float %1251, float %1252, float %1253, float %1254, float %1255, float %1256, float %1257, float %1258, float %1259, float %1260, float %1261, float %1262, float %1263, float %1264, float %1265, float %1266, float %1267, float %1268, float %1269, float %1270, float %1271, float %1272) #6
  %1274 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1273, 0
  %1275 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1273, 1
  %1276 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1273, 2
  %1277 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1273, 3
  %1278 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1273, 4
  %1279 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1273, 5
  %1280 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1273, 6
  %1281 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1273, 7
  %1282 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1273, 8
  %1283 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1273, 9
  %1284 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1273, 10
  %1285 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1273, 11
  %1286 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1273, 12
  %1287 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1273, 13
  %1288 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1273, 14
  %1289 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1273, 15
  %1290 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1273, 16
  %1291 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1273, 17
  %1292 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1273, 18
  %1293 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1273, 19
  %1294 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1273, 20
  %1295 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1273, 21
  %1296 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1273, 22
  %1297 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1273, 23
  %1298 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1273, 24
  %1299 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1273, 25
  %1300 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1273, 26
  %1301 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1273, 27
  %1302 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1273, 28
  %1303 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1273, 29
  %1304 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1273, 30
  %1305 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1273, 31
  %1306 = icmp slt i32 %557, %4
  %1307 = shl nuw nsw i32 %559, 13
  %1308 = zext nneg i32 %1307 to i64
  %1309 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %1308
  %1310 = or disjoint i32 %557, %14
  %1311 = add i32 %1310, %11
  %1312 = shl i32 %1311, 6
  %1313 = or disjoint i32 %1312, %30
  %1314 = sext i32 %1313 to i64
  %1315 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1314
  %1316 = ptrtoint ptr addrspace(1) %1315 to i64
  %1317 = and i64 %1316, 15
  %1318 = icmp eq i64 %1317, 0
  %1319 = icmp slt i32 %1310, %4
  %1320 = and i1 %1306, %1319
  %1321 = select i1 %1320, i32 16, i32 0
  %1322 = getelementptr i8, ptr addrspace(3) %1309, i64 %127
  br i1 %1318, label %1324, label %.preheader38

.preheader38:                                     ; preds = %517
  %1323 = zext i1 %1320 to i32
  %invariant.op409 = or i32 %1312, %30
  br label %1327

1324:                                             ; preds = %517
  %1325 = ptrtoint ptr addrspace(3) %1322 to i64
  %1326 = trunc i64 %1325 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1326, ptr addrspace(1) %1315, i32 %1321) #6
  br label %.loopexit39

1327:                                             ; preds = %.preheader38, %1327
  %1328 = phi i64 [ 0, %.preheader38 ], [ %1334, %1327 ]
  %1329 = trunc nuw nsw i64 %1328 to i32
  %.reass271.reass = or i32 %1329, %invariant.op409
  %1330 = sext i32 %.reass271.reass to i64
  %1331 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1330
  %1332 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1331, i32 %1323, i16 0) #6
  %1333 = getelementptr bfloat, ptr addrspace(3) %1322, i64 %1328
  store i16 %1332, ptr addrspace(3) %1333, align 2
  %1334 = add nuw nsw i64 %1328, 1
  %exitcond193.not = icmp eq i64 %1334, 8
  br i1 %exitcond193.not, label %.loopexit39, label %1327

.loopexit39:                                      ; preds = %1327, %1324
  %1335 = or disjoint i32 %557, %18
  %1336 = add i32 %1335, %11
  %1337 = shl i32 %1336, 6
  %1338 = or disjoint i32 %1337, %30
  %1339 = sext i32 %1338 to i64
  %1340 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1339
  %1341 = ptrtoint ptr addrspace(1) %1340 to i64
  %1342 = and i64 %1341, 15
  %1343 = icmp eq i64 %1342, 0
  %1344 = icmp slt i32 %1335, %4
  %1345 = and i1 %1306, %1344
  %1346 = select i1 %1345, i32 16, i32 0
  %1347 = getelementptr i8, ptr addrspace(3) %1309, i64 %153
  br i1 %1343, label %1349, label %.preheader36

.preheader36:                                     ; preds = %.loopexit39
  %1348 = zext i1 %1345 to i32
  %invariant.op410 = or i32 %1337, %30
  br label %1352

1349:                                             ; preds = %.loopexit39
  %1350 = ptrtoint ptr addrspace(3) %1347 to i64
  %1351 = trunc i64 %1350 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1351, ptr addrspace(1) %1340, i32 %1346) #6
  br label %.loopexit37

1352:                                             ; preds = %.preheader36, %1352
  %1353 = phi i64 [ 0, %.preheader36 ], [ %1359, %1352 ]
  %1354 = trunc nuw nsw i64 %1353 to i32
  %.reass273.reass = or i32 %1354, %invariant.op410
  %1355 = sext i32 %.reass273.reass to i64
  %1356 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1355
  %1357 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1356, i32 %1348, i16 0) #6
  %1358 = getelementptr bfloat, ptr addrspace(3) %1347, i64 %1353
  store i16 %1357, ptr addrspace(3) %1358, align 2
  %1359 = add nuw nsw i64 %1353, 1
  %exitcond194.not = icmp eq i64 %1359, 8
  br i1 %exitcond194.not, label %.loopexit37, label %1352

.loopexit37:                                      ; preds = %1352, %1349
  %1360 = or disjoint i32 %557, %22
  %1361 = add i32 %1360, %11
  %1362 = shl i32 %1361, 6
  %1363 = or disjoint i32 %1362, %30
  %1364 = sext i32 %1363 to i64
  %1365 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1364
  %1366 = ptrtoint ptr addrspace(1) %1365 to i64
  %1367 = and i64 %1366, 15
  %1368 = icmp eq i64 %1367, 0
  %1369 = icmp slt i32 %1360, %4
  %1370 = and i1 %1306, %1369
  %1371 = select i1 %1370, i32 16, i32 0
  %1372 = getelementptr i8, ptr addrspace(3) %1309, i64 %179
  br i1 %1368, label %1374, label %.preheader34

.preheader34:                                     ; preds = %.loopexit37
  %1373 = zext i1 %1370 to i32
  %invariant.op411 = or i32 %1362, %30
  br label %1377

1374:                                             ; preds = %.loopexit37
  %1375 = ptrtoint ptr addrspace(3) %1372 to i64
  %1376 = trunc i64 %1375 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1376, ptr addrspace(1) %1365, i32 %1371) #6
  br label %.loopexit35

1377:                                             ; preds = %.preheader34, %1377
  %1378 = phi i64 [ 0, %.preheader34 ], [ %1384, %1377 ]
  %1379 = trunc nuw nsw i64 %1378 to i32
  %.reass275.reass = or i32 %1379, %invariant.op411
  %1380 = sext i32 %.reass275.reass to i64
  %1381 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1380
  %1382 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1381, i32 %1373, i16 0) #6
  %1383 = getelementptr bfloat, ptr addrspace(3) %1372, i64 %1378
  store i16 %1382, ptr addrspace(3) %1383, align 2
  %1384 = add nuw nsw i64 %1378, 1
  %exitcond195.not = icmp eq i64 %1384, 8
  br i1 %exitcond195.not, label %.loopexit35, label %1377

.loopexit35:                                      ; preds = %1377, %1374
  %1385 = or disjoint i32 %557, %26
  %1386 = add i32 %1385, %11
  %1387 = shl i32 %1386, 6
  %1388 = or disjoint i32 %1387, %30
  %1389 = sext i32 %1388 to i64
  %1390 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1389
  %1391 = ptrtoint ptr addrspace(1) %1390 to i64
  %1392 = and i64 %1391, 15
  %1393 = icmp eq i64 %1392, 0
  %1394 = icmp slt i32 %1385, %4
  %1395 = and i1 %1306, %1394
  %1396 = select i1 %1395, i32 16, i32 0
  %1397 = getelementptr i8, ptr addrspace(3) %1309, i64 %205
  br i1 %1393, label %1399, label %.preheader32

.preheader32:                                     ; preds = %.loopexit35
  %1398 = zext i1 %1395 to i32
  %invariant.op412 = or i32 %1387, %30
  br label %1402

1399:                                             ; preds = %.loopexit35
  %1400 = ptrtoint ptr addrspace(3) %1397 to i64
  %1401 = trunc i64 %1400 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1401, ptr addrspace(1) %1390, i32 %1396) #6
  br label %.loopexit33

1402:                                             ; preds = %.preheader32, %1402
  %1403 = phi i64 [ 0, %.preheader32 ], [ %1409, %1402 ]
  %1404 = trunc nuw nsw i64 %1403 to i32
  %.reass277.reass = or i32 %1404, %invariant.op412
  %1405 = sext i32 %.reass277.reass to i64
  %1406 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1405
  %1407 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1406, i32 %1398, i16 0) #6
  %1408 = getelementptr bfloat, ptr addrspace(3) %1397, i64 %1403
  store i16 %1407, ptr addrspace(3) %1408, align 2
  %1409 = add nuw nsw i64 %1403, 1
  %exitcond196.not = icmp eq i64 %1409, 8
  br i1 %exitcond196.not, label %.loopexit33, label %1402

.loopexit33:                                      ; preds = %1402, %1399
  %1410 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 24576), i64 %1308
  %1411 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1314
  %1412 = ptrtoint ptr addrspace(1) %1411 to i64
  %1413 = and i64 %1412, 15
  %1414 = icmp eq i64 %1413, 0
  %1415 = getelementptr i8, ptr addrspace(3) %1410, i64 %127
  br i1 %1414, label %1417, label %.preheader30

.preheader30:                                     ; preds = %.loopexit33
  %1416 = zext i1 %1320 to i32
  %invariant.op413 = or i32 %1312, %30
  br label %1420

1417:                                             ; preds = %.loopexit33
  %1418 = ptrtoint ptr addrspace(3) %1415 to i64
  %1419 = trunc i64 %1418 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1419, ptr addrspace(1) %1411, i32 %1321) #6
  br label %.loopexit31

1420:                                             ; preds = %.preheader30, %1420
  %1421 = phi i64 [ 0, %.preheader30 ], [ %1427, %1420 ]
  %1422 = trunc nuw nsw i64 %1421 to i32
  %.reass279.reass = or i32 %1422, %invariant.op413
  %1423 = sext i32 %.reass279.reass to i64
  %1424 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1423
  %1425 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1424, i32 %1416, i16 0) #6
  %1426 = getelementptr bfloat, ptr addrspace(3) %1415, i64 %1421
  store i16 %1425, ptr addrspace(3) %1426, align 2
  %1427 = add nuw nsw i64 %1421, 1
  %exitcond197.not = icmp eq i64 %1427, 8
  br i1 %exitcond197.not, label %.loopexit31, label %1420

.loopexit31:                                      ; preds = %1420, %1417
  %1428 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1339
  %1429 = ptrtoint ptr addrspace(1) %1428 to i64
  %1430 = and i64 %1429, 15
  %1431 = icmp eq i64 %1430, 0
  %1432 = getelementptr i8, ptr addrspace(3) %1410, i64 %153
  br i1 %1431, label %1434, label %.preheader28

.preheader28:                                     ; preds = %.loopexit31
  %1433 = zext i1 %1345 to i32
  %invariant.op414 = or i32 %1337, %30
  br label %1437

1434:                                             ; preds = %.loopexit31
  %1435 = ptrtoint ptr addrspace(3) %1432 to i64
  %1436 = trunc i64 %1435 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1436, ptr addrspace(1) %1428, i32 %1346) #6
  br label %.loopexit29

1437:                                             ; preds = %.preheader28, %1437
  %1438 = phi i64 [ 0, %.preheader28 ], [ %1444, %1437 ]
  %1439 = trunc nuw nsw i64 %1438 to i32
  %.reass281.reass = or i32 %1439, %invariant.op414
  %1440 = sext i32 %.reass281.reass to i64
  %1441 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1440
  %1442 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1441, i32 %1433, i16 0) #6
  %1443 = getelementptr bfloat, ptr addrspace(3) %1432, i64 %1438
  store i16 %1442, ptr addrspace(3) %1443, align 2
  %1444 = add nuw nsw i64 %1438, 1
  %exitcond198.not = icmp eq i64 %1444, 8
  br i1 %exitcond198.not, label %.loopexit29, label %1437

.loopexit29:                                      ; preds = %1437, %1434
  %1445 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1364
  %1446 = ptrtoint ptr addrspace(1) %1445 to i64
  %1447 = and i64 %1446, 15
  %1448 = icmp eq i64 %1447, 0
  %1449 = getelementptr i8, ptr addrspace(3) %1410, i64 %179
  br i1 %1448, label %1451, label %.preheader26

.preheader26:                                     ; preds = %.loopexit29
  %1450 = zext i1 %1370 to i32
  %invariant.op415 = or i32 %1362, %30
  br label %1454

1451:                                             ; preds = %.loopexit29
  %1452 = ptrtoint ptr addrspace(3) %1449 to i64
  %1453 = trunc i64 %1452 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1453, ptr addrspace(1) %1445, i32 %1371) #6
  br label %.loopexit27

1454:                                             ; preds = %.preheader26, %1454
  %1455 = phi i64 [ 0, %.preheader26 ], [ %1461, %1454 ]
  %1456 = trunc nuw nsw i64 %1455 to i32
  %.reass283.reass = or i32 %1456, %invariant.op415
  %1457 = sext i32 %.reass283.reass to i64
  %1458 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1457
  %1459 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1458, i32 %1450, i16 0) #6
  %1460 = getelementptr bfloat, ptr addrspace(3) %1449, i64 %1455
  store i16 %1459, ptr addrspace(3) %1460, align 2
  %1461 = add nuw nsw i64 %1455, 1
  %exitcond199.not = icmp eq i64 %1461, 8
  br i1 %exitcond199.not, label %.loopexit27, label %1454

.loopexit27:                                      ; preds = %1454, %1451
  %1462 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1389
  %1463 = ptrtoint ptr addrspace(1) %1462 to i64
  %1464 = and i64 %1463, 15
  %1465 = icmp eq i64 %1464, 0
  %1466 = getelementptr i8, ptr addrspace(3) %1410, i64 %205
  br i1 %1465, label %1468, label %.preheader

.preheader:                                       ; preds = %.loopexit27
  %1467 = zext i1 %1395 to i32
  %invariant.op416 = or i32 %1387, %30
  br label %1471

1468:                                             ; preds = %.loopexit27
  %1469 = ptrtoint ptr addrspace(3) %1466 to i64
  %1470 = trunc i64 %1469 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1470, ptr addrspace(1) %1462, i32 %1396) #6
  br label %.loopexit

1471:                                             ; preds = %.preheader, %1471
  %1472 = phi i64 [ 0, %.preheader ], [ %1478, %1471 ]
  %1473 = trunc nuw nsw i64 %1472 to i32
  %.reass285.reass = or i32 %1473, %invariant.op416
  %1474 = sext i32 %.reass285.reass to i64
  %1475 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1474
  %1476 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1475, i32 %1467, i16 0) #6
  %1477 = getelementptr bfloat, ptr addrspace(3) %1466, i64 %1472
  store i16 %1476, ptr addrspace(3) %1477, align 2
  %1478 = add nuw nsw i64 %1472, 1
  %exitcond200.not = icmp eq i64 %1478, 8
  br i1 %exitcond200.not, label %.loopexit, label %1471

.loopexit:                                        ; preds = %1471, %1468
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #6
  %1479 = add i32 %554, 64
  %1480 = icmp slt i32 %1479, %4
  br i1 %1480, label %517, label %._crit_edge

._crit_edge:                                      ; preds = %.loopexit, %.loopexit41.._crit_edge_crit_edge
  %.pre-phi202 = phi i32 [ %.pre201, %.loopexit41.._crit_edge_crit_edge ], [ %516, %.loopexit ]
  %.lcssa106 = phi float [ 0.000000e+00, %.loopexit41.._crit_edge_crit_edge ], [ %1007, %.loopexit ]
  %.lcssa105 = phi float [ 0.000000e+00, %.loopexit41.._crit_edge_crit_edge ], [ %1008, %.loopexit ]
  %.lcssa104 = phi float [ 0.000000e+00, %.loopexit41.._crit_edge_crit_edge ], [ %1274, %.loopexit ]
  %.lcssa103 = phi float [ 0.000000e+00, %.loopexit41.._crit_edge_crit_edge ], [ %1275, %.loopexit ]
  %.lcssa102 = phi float [ 0.000000e+00, %.loopexit41.._crit_edge_crit_edge ], [ %1276, %.loopexit ]
  %.lcssa101 = phi float [ 0.000000e+00, %.loopexit41.._crit_edge_crit_edge ], [ %1277, %.loopexit ]
  %.lcssa100 = phi float [ 0.000000e+00, %.loopexit41.._crit_edge_crit_edge ], [ %1278, %.loopexit ]
  %.lcssa99 = phi float [ 0.000000e+00, %.loopexit41.._crit_edge_crit_edge ], [ %1279, %.loopexit ]
  %.lcssa98 = phi float [ 0.000000e+00, %.loopexit41.._crit_edge_crit_edge ], [ %1280, %.loopexit ]
  %.lcssa97 = phi float [ 0.000000e+00, %.loopexit41.._crit_edge_crit_edge ], [ %1281, %.loopexit ]
  %.lcssa96 = phi float [ 0.000000e+00, %.loopexit41.._crit_edge_crit_edge ], [ %1282, %.loopexit ]
  %.lcssa95 = phi float [ 0.000000e+00, %.loopexit41.._crit_edge_crit_edge ], [ %1283, %.loopexit ]
  %.lcssa94 = phi float [ 0.000000e+00, %.loopexit41.._crit_edge_crit_edge ], [ %1284, %.loopexit ]
  %.lcssa93 = phi float [ 0.000000e+00, %.loopexit41.._crit_edge_crit_edge ], [ %1285, %.loopexit ]
  %.lcssa92 = phi float [ 0.000000e+00, %.loopexit41.._crit_edge_crit_edge ], [ %1286, %.loopexit ]
  %.lcssa91 = phi float [ 0.000000e+00, %.loopexit41.._crit_edge_crit_edge ], [ %1287, %.loopexit ]
  %.lcssa90 = phi float [ 0.000000e+00, %.loopexit41.._crit_edge_crit_edge ], [ %1288, %.loopexit ]
  %.lcssa89 = phi float [ 0.000000e+00, %.loopexit41.._crit_edge_crit_edge ], [ %1289, %.loopexit ]
  %.lcssa88 = phi float [ 0.000000e+00, %.loopexit41.._crit_edge_crit_edge ], [ %1290, %.loopexit ]
  %.lcssa87 = phi float [ 0.000000e+00, %.loopexit41.._crit_edge_crit_edge ], [ %1291, %.loopexit ]
  %.lcssa86 = phi float [ 0.000000e+00, %.loopexit41.._crit_edge_crit_edge ], [ %1292, %.loopexit ]
  %.lcssa85 = phi float [ 0.000000e+00, %.loopexit41.._crit_edge_crit_edge ], [ %1293, %.loopexit ]
  %.lcssa84 = phi float [ 0.000000e+00, %.loopexit41.._crit_edge_crit_edge ], [ %1294, %.loopexit ]
  %.lcssa83 = phi float [ 0.000000e+00, %.loopexit41.._crit_edge_crit_edge ], [ %1295, %.loopexit ]
  %.lcssa82 = phi float [ 0.000000e+00, %.loopexit41.._crit_edge_crit_edge ], [ %1296, %.loopexit ]
  %.lcssa81 = phi float [ 0.000000e+00, %.loopexit41.._crit_edge_crit_edge ], [ %1297, %.loopexit ]
  %.lcssa80 = phi float [ 0.000000e+00, %.loopexit41.._crit_edge_crit_edge ], [ %1298, %.loopexit ]
  %.lcssa79 = phi float [ 0.000000e+00, %.loopexit41.._crit_edge_crit_edge ], [ %1299, %.loopexit ]
  %.lcssa78 = phi float [ 0.000000e+00, %.loopexit41.._crit_edge_crit_edge ], [ %1300, %.loopexit ]
  %.lcssa77 = phi float [ 0.000000e+00, %.loopexit41.._crit_edge_crit_edge ], [ %1301, %.loopexit ]
  %.lcssa76 = phi float [ 0.000000e+00, %.loopexit41.._crit_edge_crit_edge ], [ %1302, %.loopexit ]
  %.lcssa75 = phi float [ 0.000000e+00, %.loopexit41.._crit_edge_crit_edge ], [ %1303, %.loopexit ]
  %.lcssa74 = phi float [ 0.000000e+00, %.loopexit41.._crit_edge_crit_edge ], [ %1304, %.loopexit ]
  %.lcssa73 = phi float [ 0.000000e+00, %.loopexit41.._crit_edge_crit_edge ], [ %1305, %.loopexit ]
  %.lcssa72 = phi float [ 0xFFF0000000000000, %.loopexit41.._crit_edge_crit_edge ], [ %889, %.loopexit ]
  %.lcssa = phi float [ 0xFFF0000000000000, %.loopexit41.._crit_edge_crit_edge ], [ %890, %.loopexit ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1481 = lshr i32 %7, 2
  %1482 = and i32 %1481, 7
  %1483 = lshr i32 %7, 1
  %1484 = and i32 %1483, 48
  %1485 = or disjoint i32 %1484, %1482
  %1486 = zext nneg i32 %1485 to i64
  %1487 = getelementptr float, ptr addrspace(3) @attention_smem, i64 %1486
  store float %.lcssa72, ptr addrspace(3) %1487, align 4
  %1488 = or disjoint i32 %1485, 8
  %1489 = zext nneg i32 %1488 to i64
  %1490 = getelementptr float, ptr addrspace(3) @attention_smem, i64 %1489
  store float %.lcssa, ptr addrspace(3) %1490, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  tail call void asm sideeffect "cp.async.wait_group 0;", "~{memory}"() #6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1491 = fdiv float %.lcssa104, %.lcssa106
  %1492 = fdiv float %.lcssa103, %.lcssa106
  %1493 = fdiv float %.lcssa102, %.lcssa105
  %1494 = fdiv float %.lcssa101, %.lcssa105
  %1495 = fdiv float %.lcssa100, %.lcssa106
  %1496 = fdiv float %.lcssa99, %.lcssa106
  %1497 = fdiv float %.lcssa98, %.lcssa105
  %1498 = fdiv float %.lcssa97, %.lcssa105
  %1499 = fdiv float %.lcssa96, %.lcssa106
  %1500 = fdiv float %.lcssa95, %.lcssa106
  %1501 = fdiv float %.lcssa94, %.lcssa105
  %1502 = fdiv float %.lcssa93, %.lcssa105
  %1503 = fdiv float %.lcssa92, %.lcssa106
  %1504 = fdiv float %.lcssa91, %.lcssa106
  %1505 = fdiv float %.lcssa90, %.lcssa105
  %1506 = fdiv float %.lcssa89, %.lcssa105
  %1507 = fdiv float %.lcssa88, %.lcssa106
  %1508 = fdiv float %.lcssa87, %.lcssa106
  %1509 = fdiv float %.lcssa86, %.lcssa105
  %1510 = fdiv float %.lcssa85, %.lcssa105
  %1511 = fdiv float %.lcssa84, %.lcssa106
  %1512 = fdiv float %.lcssa83, %.lcssa106
  %1513 = fdiv float %.lcssa82, %.lcssa105
  %1514 = fdiv float %.lcssa81, %.lcssa105
  %1515 = fdiv float %.lcssa80, %.lcssa106
  %1516 = fdiv float %.lcssa79, %.lcssa106
  %1517 = fdiv float %.lcssa78, %.lcssa105
  %1518 = fdiv float %.lcssa77, %.lcssa105
  %1519 = fdiv float %.lcssa76, %.lcssa106
  %1520 = fdiv float %.lcssa75, %.lcssa106
  %1521 = fdiv float %.lcssa74, %.lcssa105
  %1522 = fdiv float %.lcssa73, %.lcssa105
  %1523 = fptrunc float %1491 to bfloat
  %1524 = fptrunc float %1492 to bfloat
  %1525 = fptrunc float %1493 to bfloat
  %1526 = fptrunc float %1494 to bfloat
  %1527 = fptrunc float %1495 to bfloat
  %1528 = fptrunc float %1496 to bfloat
  %1529 = fptrunc float %1497 to bfloat
  %1530 = fptrunc float %1498 to bfloat
  %1531 = fptrunc float %1499 to bfloat
  %1532 = fptrunc float %1500 to bfloat
  %1533 = fptrunc float %1501 to bfloat
  %1534 = fptrunc float %1502 to bfloat
  %1535 = fptrunc float %1503 to bfloat
  %1536 = fptrunc float %1504 to bfloat
  %1537 = fptrunc float %1505 to bfloat
  %1538 = fptrunc float %1506 to bfloat
  %1539 = fptrunc float %1507 to bfloat
  %1540 = fptrunc float %1508 to bfloat
  %1541 = fptrunc float %1509 to bfloat
  %1542 = fptrunc float %1510 to bfloat
  %1543 = fptrunc float %1511 to bfloat
  %1544 = fptrunc float %1512 to bfloat
  %1545 = fptrunc float %1513 to bfloat
  %1546 = fptrunc float %1514 to bfloat
  %1547 = fptrunc float %1515 to bfloat
  %1548 = fptrunc float %1516 to bfloat
  %1549 = fptrunc float %1517 to bfloat
  %1550 = fptrunc float %1518 to bfloat
  %1551 = fptrunc float %1519 to bfloat
  %1552 = fptrunc float %1520 to bfloat
  %1553 = fptrunc float %1521 to bfloat
  %1554 = fptrunc float %1522 to bfloat
  %1555 = or disjoint i32 %1485, %12
  %1556 = add i32 %11, %1555
  %1557 = shl i32 %1556, 6
  %1558 = or disjoint i32 %1557, %.pre-phi202
  %1559 = sext i32 %1558 to i64
  %1560 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1559
  %1561 = icmp slt i32 %1555, %4
  %1562 = ptrtoint ptr addrspace(1) %1560 to i64
  %1563 = and i64 %1562, 3
  %1564 = icmp eq i64 %1563, 0
  %1565 = and i1 %1561, %1564
  %1566 = xor i1 %1561, %1565
  %1567 = zext i1 %1565 to i32
  %1568 = bitcast bfloat %1523 to i16
  %1569 = bitcast bfloat %1524 to i16
  %1570 = zext i1 %1566 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1567, i16 %1568, i16 %1569, ptr addrspace(1) %1560, i32 %1570, i32 %1570) #6
  %1571 = or disjoint i32 %1488, %12
  %1572 = add i32 %11, %1571
  %1573 = shl i32 %1572, 6
  %1574 = or disjoint i32 %1573, %.pre-phi202
  %1575 = sext i32 %1574 to i64
  %1576 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1575
  %1577 = icmp slt i32 %1571, %4
  %1578 = ptrtoint ptr addrspace(1) %1576 to i64
  %1579 = and i64 %1578, 3
  %1580 = icmp eq i64 %1579, 0
  %1581 = and i1 %1577, %1580
  %1582 = xor i1 %1577, %1581
  %1583 = zext i1 %1581 to i32
  %1584 = bitcast bfloat %1525 to i16
  %1585 = bitcast bfloat %1526 to i16
  %1586 = zext i1 %1582 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1583, i16 %1584, i16 %1585, ptr addrspace(1) %1576, i32 %1586, i32 %1586) #6
  %1587 = or disjoint i32 %.pre-phi202, 8
  %1588 = or disjoint i32 %1557, %1587
  %1589 = sext i32 %1588 to i64
  %1590 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1589
  %1591 = ptrtoint ptr addrspace(1) %1590 to i64
  %1592 = and i64 %1591, 3
  %1593 = icmp eq i64 %1592, 0
  %1594 = and i1 %1561, %1593
  %1595 = xor i1 %1561, %1594
  %1596 = zext i1 %1594 to i32
  %1597 = bitcast bfloat %1527 to i16
  %1598 = bitcast bfloat %1528 to i16
  %1599 = zext i1 %1595 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1596, i16 %1597, i16 %1598, ptr addrspace(1) %1590, i32 %1599, i32 %1599) #6
  %1600 = or disjoint i32 %1573, %1587
  %1601 = sext i32 %1600 to i64
  %1602 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1601
  %1603 = ptrtoint ptr addrspace(1) %1602 to i64
  %1604 = and i64 %1603, 3
  %1605 = icmp eq i64 %1604, 0
  %1606 = and i1 %1577, %1605
  %1607 = xor i1 %1577, %1606
  %1608 = zext i1 %1606 to i32
  %1609 = bitcast bfloat %1529 to i16
  %1610 = bitcast bfloat %1530 to i16
  %1611 = zext i1 %1607 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1608, i16 %1609, i16 %1610, ptr addrspace(1) %1602, i32 %1611, i32 %1611) #6
  %1612 = or disjoint i32 %.pre-phi202, 16
  %1613 = or disjoint i32 %1557, %1612
  %1614 = sext i32 %1613 to i64
  %1615 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1614
  %1616 = ptrtoint ptr addrspace(1) %1615 to i64
  %1617 = and i64 %1616, 3
  %1618 = icmp eq i64 %1617, 0
  %1619 = and i1 %1561, %1618
  %1620 = xor i1 %1561, %1619
  %1621 = zext i1 %1619 to i32
  %1622 = bitcast bfloat %1531 to i16
  %1623 = bitcast bfloat %1532 to i16
  %1624 = zext i1 %1620 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1621, i16 %1622, i16 %1623, ptr addrspace(1) %1615, i32 %1624, i32 %1624) #6
  %1625 = or disjoint i32 %1573, %1612
  %1626 = sext i32 %1625 to i64
  %1627 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1626
  %1628 = ptrtoint ptr addrspace(1) %1627 to i64
  %1629 = and i64 %1628, 3
  %1630 = icmp eq i64 %1629, 0
  %1631 = and i1 %1577, %1630
  %1632 = xor i1 %1577, %1631
  %1633 = zext i1 %1631 to i32
  %1634 = bitcast bfloat %1533 to i16
  %1635 = bitcast bfloat %1534 to i16
  %1636 = zext i1 %1632 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1633, i16 %1634, i16 %1635, ptr addrspace(1) %1627, i32 %1636, i32 %1636) #6
  %1637 = or disjoint i32 %.pre-phi202, 24
  %1638 = or disjoint i32 %1557, %1637
  %1639 = sext i32 %1638 to i64
  %1640 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1639
  %1641 = ptrtoint ptr addrspace(1) %1640 to i64
  %1642 = and i64 %1641, 3
  %1643 = icmp eq i64 %1642, 0
  %1644 = and i1 %1561, %1643
  %1645 = xor i1 %1561, %1644
  %1646 = zext i1 %1644 to i32
  %1647 = bitcast bfloat %1535 to i16
  %1648 = bitcast bfloat %1536 to i16
  %1649 = zext i1 %1645 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1646, i16 %1647, i16 %1648, ptr addrspace(1) %1640, i32 %1649, i32 %1649) #6
  %1650 = or disjoint i32 %1573, %1637
  %1651 = sext i32 %1650 to i64
  %1652 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1651
  %1653 = ptrtoint ptr addrspace(1) %1652 to i64
  %1654 = and i64 %1653, 3
  %1655 = icmp eq i64 %1654, 0
  %1656 = and i1 %1577, %1655
  %1657 = xor i1 %1577, %1656
  %1658 = zext i1 %1656 to i32
  %1659 = bitcast bfloat %1537 to i16
  %1660 = bitcast bfloat %1538 to i16
  %1661 = zext i1 %1657 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1658, i16 %1659, i16 %1660, ptr addrspace(1) %1652, i32 %1661, i32 %1661) #6
  %1662 = or disjoint i32 %.pre-phi202, 32
  %1663 = or disjoint i32 %1557, %1662
  %1664 = sext i32 %1663 to i64
  %1665 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1664
  %1666 = ptrtoint ptr addrspace(1) %1665 to i64
  %1667 = and i64 %1666, 3
  %1668 = icmp eq i64 %1667, 0
  %1669 = and i1 %1561, %1668
  %1670 = xor i1 %1561, %1669
  %1671 = zext i1 %1669 to i32
  %1672 = bitcast bfloat %1539 to i16
  %1673 = bitcast bfloat %1540 to i16
  %1674 = zext i1 %1670 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1671, i16 %1672, i16 %1673, ptr addrspace(1) %1665, i32 %1674, i32 %1674) #6
  %1675 = or disjoint i32 %1573, %1662
  %1676 = sext i32 %1675 to i64
  %1677 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1676
  %1678 = ptrtoint ptr addrspace(1) %1677 to i64
  %1679 = and i64 %1678, 3
  %1680 = icmp eq i64 %1679, 0
  %1681 = and i1 %1577, %1680
  %1682 = xor i1 %1577, %1681
  %1683 = zext i1 %1681 to i32
  %1684 = bitcast bfloat %1541 to i16
  %1685 = bitcast bfloat %1542 to i16
  %1686 = zext i1 %1682 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1683, i16 %1684, i16 %1685, ptr addrspace(1) %1677, i32 %1686, i32 %1686) #6
  %1687 = or disjoint i32 %.pre-phi202, 40
  %1688 = or disjoint i32 %1557, %1687
  %1689 = sext i32 %1688 to i64
  %1690 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1689
  %1691 = ptrtoint ptr addrspace(1) %1690 to i64
  %1692 = and i64 %1691, 3
  %1693 = icmp eq i64 %1692, 0
  %1694 = and i1 %1561, %1693
  %1695 = xor i1 %1561, %1694
  %1696 = zext i1 %1694 to i32
  %1697 = bitcast bfloat %1543 to i16
  %1698 = bitcast bfloat %1544 to i16
  %1699 = zext i1 %1695 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1696, i16 %1697, i16 %1698, ptr addrspace(1) %1690, i32 %1699, i32 %1699) #6
  %1700 = or disjoint i32 %1573, %1687
  %1701 = sext i32 %1700 to i64
  %1702 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1701
  %1703 = ptrtoint ptr addrspace(1) %1702 to i64
  %1704 = and i64 %1703, 3
  %1705 = icmp eq i64 %1704, 0
  %1706 = and i1 %1577, %1705
  %1707 = xor i1 %1577, %1706
  %1708 = zext i1 %1706 to i32
  %1709 = bitcast bfloat %1545 to i16
  %1710 = bitcast bfloat %1546 to i16
  %1711 = zext i1 %1707 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1708, i16 %1709, i16 %1710, ptr addrspace(1) %1702, i32 %1711, i32 %1711) #6
  %1712 = or disjoint i32 %.pre-phi202, 48
  %1713 = or disjoint i32 %1557, %1712
  %1714 = sext i32 %1713 to i64
  %1715 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1714
  %1716 = ptrtoint ptr addrspace(1) %1715 to i64
  %1717 = and i64 %1716, 3
  %1718 = icmp eq i64 %1717, 0
  %1719 = and i1 %1561, %1718
  %1720 = xor i1 %1561, %1719
  %1721 = zext i1 %1719 to i32
  %1722 = bitcast bfloat %1547 to i16
  %1723 = bitcast bfloat %1548 to i16
  %1724 = zext i1 %1720 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1721, i16 %1722, i16 %1723, ptr addrspace(1) %1715, i32 %1724, i32 %1724) #6
  %1725 = or disjoint i32 %1573, %1712
  %1726 = sext i32 %1725 to i64
  %1727 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1726
  %1728 = ptrtoint ptr addrspace(1) %1727 to i64
  %1729 = and i64 %1728, 3
  %1730 = icmp eq i64 %1729, 0
  %1731 = and i1 %1577, %1730
  %1732 = xor i1 %1577, %1731
  %1733 = zext i1 %1731 to i32
  %1734 = bitcast bfloat %1549 to i16
  %1735 = bitcast bfloat %1550 to i16
  %1736 = zext i1 %1732 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1733, i16 %1734, i16 %1735, ptr addrspace(1) %1727, i32 %1736, i32 %1736) #6
  %1737 = or disjoint i32 %.pre-phi202, 56
  %1738 = or disjoint i32 %1557, %1737
  %1739 = sext i32 %1738 to i64
  %1740 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1739
  %1741 = ptrtoint ptr addrspace(1) %1740 to i64
  %1742 = and i64 %1741, 3
  %1743 = icmp eq i64 %1742, 0
  %1744 = and i1 %1561, %1743
  %1745 = xor i1 %1561, %1744
  %1746 = zext i1 %1744 to i32
  %1747 = bitcast bfloat %1551 to i16
  %1748 = bitcast bfloat %1552 to i16
  %1749 = zext i1 %1745 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1746, i16 %1747, i16 %1748, ptr addrspace(1) %1740, i32 %1749, i32 %1749) #6
  %1750 = or disjoint i32 %1573, %1737
  %1751 = sext i32 %1750 to i64
  %1752 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1751
  %1753 = ptrtoint ptr addrspace(1) %1752 to i64
  %1754 = and i64 %1753, 3
  %1755 = icmp eq i64 %1754, 0
  %1756 = and i1 %1577, %1755
  %1757 = xor i1 %1577, %1756
  %1758 = zext i1 %1756 to i32
  %1759 = bitcast bfloat %1553 to i16
  %1760 = bitcast bfloat %1554 to i16
  %1761 = zext i1 %1757 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1758, i16 %1759, i16 %1760, ptr addrspace(1) %1752, i32 %1761, i32 %1761) #6
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
