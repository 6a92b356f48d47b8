; ModuleID = 'tile_kernels'
source_filename = "tile_kernels"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@attention_smem = internal addrspace(3) global [9216 x i8] undef, align 16
@attention_dsmem = external addrspace(3) global [0 x i8], align 1024

; Function Attrs: nounwind
define ptx_kernel void @attention(ptr addrspace(1) align 16 %0, ptr addrspace(1) align 16 %1, ptr addrspace(1) align 16 %2, ptr addrspace(1) align 16 %3, i32 %4, float %5) local_unnamed_addr #0 {
  %7 = tail call range(i32 0, 128) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = shl nuw nsw i32 %7, 3
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %11 = mul i32 %4, %10
  %12 = shl i32 %11, 6
  %13 = shl i32 %9, 6
  %14 = lshr i32 %7, 3
  %15 = or disjoint i32 %13, %14
  %16 = add i32 %11, %15
  %17 = shl i32 %16, 6
  %18 = or disjoint i32 %14, 16
  %19 = or disjoint i32 %18, %13
  %20 = add i32 %11, %19
  %21 = shl i32 %20, 6
  %22 = or disjoint i32 %14, 32
  %23 = or disjoint i32 %22, %13
  %24 = add i32 %11, %23
  %25 = shl i32 %24, 6
  %26 = or disjoint i32 %14, 48
  %27 = or disjoint i32 %26, %13
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
  %41 = zext i1 %35 to i32
  %42 = tail call { i16, i16, i16, i16, i16, i16, i16, i16 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $8, 0;\0Amov.b16 $0, $10;\0Amov.b16 $1, $10;\0Amov.b16 $2, $10;\0Amov.b16 $3, $10;\0Amov.b16 $4, $10;\0Amov.b16 $5, $10;\0Amov.b16 $6, $10;\0Amov.b16 $7, $10;\0A.reg .b32 %tile_w<4>;\0A@%tile_v ld.global.v4.b32 {%tile_w0, %tile_w1, %tile_w2, %tile_w3}, [$9];\0A@%tile_v mov.b32 {$0, $1}, %tile_w0;\0A@%tile_v mov.b32 {$2, $3}, %tile_w1;\0A@%tile_v mov.b32 {$4, $5}, %tile_w2;\0A@%tile_v mov.b32 {$6, $7}, %tile_w3;\0A}", "=&h,=&h,=&h,=&h,=&h,=&h,=&h,=&h,r,l,h"(i32 %41, ptr addrspace(1) %40, i16 0) #7
  %43 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %42, 0
  %44 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %42, 1
  %45 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %42, 2
  %46 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %42, 3
  %47 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %42, 4
  %48 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %42, 5
  %49 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %42, 6
  %50 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %42, 7
  %51 = sext i32 %32 to i64
  %52 = getelementptr bfloat, ptr addrspace(1) %0, i64 %51
  %53 = zext i1 %36 to i32
  %54 = tail call { i16, i16, i16, i16, i16, i16, i16, i16 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $8, 0;\0Amov.b16 $0, $10;\0Amov.b16 $1, $10;\0Amov.b16 $2, $10;\0Amov.b16 $3, $10;\0Amov.b16 $4, $10;\0Amov.b16 $5, $10;\0Amov.b16 $6, $10;\0Amov.b16 $7, $10;\0A.reg .b32 %tile_w<4>;\0A@%tile_v ld.global.v4.b32 {%tile_w0, %tile_w1, %tile_w2, %tile_w3}, [$9];\0A@%tile_v mov.b32 {$0, $1}, %tile_w0;\0A@%tile_v mov.b32 {$2, $3}, %tile_w1;\0A@%tile_v mov.b32 {$4, $5}, %tile_w2;\0A@%tile_v mov.b32 {$6, $7}, %tile_w3;\0A}", "=&h,=&h,=&h,=&h,=&h,=&h,=&h,=&h,r,l,h"(i32 %53, ptr addrspace(1) %52, i16 0) #7
  %55 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %54, 0
  %56 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %54, 1
  %57 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %54, 2
  %58 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %54, 3
  %59 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %54, 4
  %60 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %54, 5
  %61 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %54, 6
  %62 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %54, 7
  %63 = sext i32 %33 to i64
  %64 = getelementptr bfloat, ptr addrspace(1) %0, i64 %63
  %65 = zext i1 %37 to i32
  %66 = tail call { i16, i16, i16, i16, i16, i16, i16, i16 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $8, 0;\0Amov.b16 $0, $10;\0Amov.b16 $1, $10;\0Amov.b16 $2, $10;\0Amov.b16 $3, $10;\0Amov.b16 $4, $10;\0Amov.b16 $5, $10;\0Amov.b16 $6, $10;\0Amov.b16 $7, $10;\0A.reg .b32 %tile_w<4>;\0A@%tile_v ld.global.v4.b32 {%tile_w0, %tile_w1, %tile_w2, %tile_w3}, [$9];\0A@%tile_v mov.b32 {$0, $1}, %tile_w0;\0A@%tile_v mov.b32 {$2, $3}, %tile_w1;\0A@%tile_v mov.b32 {$4, $5}, %tile_w2;\0A@%tile_v mov.b32 {$6, $7}, %tile_w3;\0A}", "=&h,=&h,=&h,=&h,=&h,=&h,=&h,=&h,r,l,h"(i32 %65, ptr addrspace(1) %64, i16 0) #7
  %67 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %66, 0
  %68 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %66, 1
  %69 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %66, 2
  %70 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %66, 3
  %71 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %66, 4
  %72 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %66, 5
  %73 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %66, 6
  %74 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %66, 7
  %75 = sext i32 %34 to i64
  %76 = getelementptr bfloat, ptr addrspace(1) %0, i64 %75
  %77 = zext i1 %38 to i32
  %78 = tail call { i16, i16, i16, i16, i16, i16, i16, i16 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $8, 0;\0Amov.b16 $0, $10;\0Amov.b16 $1, $10;\0Amov.b16 $2, $10;\0Amov.b16 $3, $10;\0Amov.b16 $4, $10;\0Amov.b16 $5, $10;\0Amov.b16 $6, $10;\0Amov.b16 $7, $10;\0A.reg .b32 %tile_w<4>;\0A@%tile_v ld.global.v4.b32 {%tile_w0, %tile_w1, %tile_w2, %tile_w3}, [$9];\0A@%tile_v mov.b32 {$0, $1}, %tile_w0;\0A@%tile_v mov.b32 {$2, $3}, %tile_w1;\0A@%tile_v mov.b32 {$4, $5}, %tile_w2;\0A@%tile_v mov.b32 {$6, $7}, %tile_w3;\0A}", "=&h,=&h,=&h,=&h,=&h,=&h,=&h,=&h,r,l,h"(i32 %77, ptr addrspace(1) %76, i16 0) #7
  %79 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %78, 0
  %80 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %78, 1
  %81 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %78, 2
  %82 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %78, 3
  %83 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %78, 4
  %84 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %78, 5
  %85 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %78, 6
  %86 = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %78, 7
  %87 = fmul float %5, 0x3FF7154760000000
  %88 = add i32 %13, 64
  %89 = tail call i32 @llvm.smin.i32(i32 %88, i32 %4)
  %90 = icmp sgt i32 %89, 0
  %91 = add i32 %11, %14
  %92 = shl i32 %91, 6
  %93 = add i32 %11, %18
  %94 = shl i32 %93, 6
  %95 = add i32 %11, %22
  %96 = shl i32 %95, 6
  %97 = add i32 %11, %26
  %98 = shl i32 %97, 6
  %99 = or disjoint i32 %92, %30
  %100 = or disjoint i32 %94, %30
  %101 = or disjoint i32 %96, %30
  %102 = or disjoint i32 %98, %30
  %103 = lshr exact i32 %30, 3
  %104 = and i32 %14, 7
  %105 = xor i32 %103, %104
  %106 = shl nuw nsw i32 %14, 7
  %107 = shl nuw nsw i32 %105, 4
  %108 = or disjoint i32 %107, %106
  %109 = zext nneg i32 %108 to i64
  %110 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %109
  %111 = sext i32 %99 to i64
  %112 = getelementptr bfloat, ptr addrspace(1) %1, i64 %111
  %113 = select i1 %90, i32 16, i32 0
  %114 = ptrtoint ptr addrspace(3) %110 to i64
  %115 = trunc i64 %114 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %115, ptr addrspace(1) %112, i32 %113) #7
  %116 = shl nuw nsw i32 %18, 7
  %117 = or disjoint i32 %107, %116
  %118 = zext nneg i32 %117 to i64
  %119 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %118
  %120 = sext i32 %100 to i64
  %121 = getelementptr bfloat, ptr addrspace(1) %1, i64 %120
  %122 = ptrtoint ptr addrspace(3) %119 to i64
  %123 = trunc i64 %122 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %123, ptr addrspace(1) %121, i32 %113) #7
  %124 = shl nuw nsw i32 %22, 7
  %125 = or disjoint i32 %107, %124
  %126 = zext nneg i32 %125 to i64
  %127 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %126
  %128 = sext i32 %101 to i64
  %129 = getelementptr bfloat, ptr addrspace(1) %1, i64 %128
  %130 = ptrtoint ptr addrspace(3) %127 to i64
  %131 = trunc i64 %130 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %131, ptr addrspace(1) %129, i32 %113) #7
  %132 = shl nuw nsw i32 %26, 7
  %133 = or disjoint i32 %107, %132
  %134 = zext nneg i32 %133 to i64
  %135 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %134
  %136 = sext i32 %102 to i64
  %137 = getelementptr bfloat, ptr addrspace(1) %1, i64 %136
  %138 = ptrtoint ptr addrspace(3) %135 to i64
  %139 = trunc i64 %138 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %139, ptr addrspace(1) %137, i32 %113) #7
  %140 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 24576), i64 %109
  %141 = getelementptr bfloat, ptr addrspace(1) %2, i64 %111
  %142 = ptrtoint ptr addrspace(3) %140 to i64
  %143 = trunc i64 %142 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %143, ptr addrspace(1) %141, i32 %113) #7
  %144 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 24576), i64 %118
  %145 = getelementptr bfloat, ptr addrspace(1) %2, i64 %120
  %146 = ptrtoint ptr addrspace(3) %144 to i64
  %147 = trunc i64 %146 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %147, ptr addrspace(1) %145, i32 %113) #7
  %148 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 24576), i64 %126
  %149 = getelementptr bfloat, ptr addrspace(1) %2, i64 %128
  %150 = ptrtoint ptr addrspace(3) %148 to i64
  %151 = trunc i64 %150 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %151, ptr addrspace(1) %149, i32 %113) #7
  %152 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 24576), i64 %134
  %153 = getelementptr bfloat, ptr addrspace(1) %2, i64 %136
  %154 = ptrtoint ptr addrspace(3) %152 to i64
  %155 = trunc i64 %154 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %155, ptr addrspace(1) %153, i32 %113) #7
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #7
  %156 = icmp sgt i32 %89, 64
  %157 = shl nuw nsw i32 %14, 6
  %158 = or disjoint i32 %157, %30
  %159 = or disjoint i32 %158, 4096
  %160 = add i32 %159, %12
  %161 = or disjoint i32 %158, 5120
  %162 = add i32 %161, %12
  %163 = or disjoint i32 %158, 6144
  %164 = add i32 %163, %12
  %165 = or disjoint i32 %158, 7168
  %166 = add i32 %165, %12
  %167 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 8192), i64 %109
  %168 = sext i32 %160 to i64
  %169 = getelementptr bfloat, ptr addrspace(1) %1, i64 %168
  %170 = select i1 %156, i32 16, i32 0
  %171 = ptrtoint ptr addrspace(3) %167 to i64
  %172 = trunc i64 %171 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %172, ptr addrspace(1) %169, i32 %170) #7
  %173 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 8192), i64 %118
  %174 = sext i32 %162 to i64
  %175 = getelementptr bfloat, ptr addrspace(1) %1, i64 %174
  %176 = ptrtoint ptr addrspace(3) %173 to i64
  %177 = trunc i64 %176 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %177, ptr addrspace(1) %175, i32 %170) #7
  %178 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 8192), i64 %126
  %179 = sext i32 %164 to i64
  %180 = getelementptr bfloat, ptr addrspace(1) %1, i64 %179
  %181 = ptrtoint ptr addrspace(3) %178 to i64
  %182 = trunc i64 %181 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %182, ptr addrspace(1) %180, i32 %170) #7
  %183 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 8192), i64 %134
  %184 = sext i32 %166 to i64
  %185 = getelementptr bfloat, ptr addrspace(1) %1, i64 %184
  %186 = ptrtoint ptr addrspace(3) %183 to i64
  %187 = trunc i64 %186 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %187, ptr addrspace(1) %185, i32 %170) #7
  %188 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 32768), i64 %109
  %189 = getelementptr bfloat, ptr addrspace(1) %2, i64 %168
  %190 = ptrtoint ptr addrspace(3) %188 to i64
  %191 = trunc i64 %190 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %191, ptr addrspace(1) %189, i32 %170) #7
  %192 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 32768), i64 %118
  %193 = getelementptr bfloat, ptr addrspace(1) %2, i64 %174
  %194 = ptrtoint ptr addrspace(3) %192 to i64
  %195 = trunc i64 %194 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %195, ptr addrspace(1) %193, i32 %170) #7
  %196 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 32768), i64 %126
  %197 = getelementptr bfloat, ptr addrspace(1) %2, i64 %179
  %198 = ptrtoint ptr addrspace(3) %196 to i64
  %199 = trunc i64 %198 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %199, ptr addrspace(1) %197, i32 %170) #7
  %200 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 32768), i64 %134
  %201 = getelementptr bfloat, ptr addrspace(1) %2, i64 %184
  %202 = ptrtoint ptr addrspace(3) %200 to i64
  %203 = trunc i64 %202 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %203, ptr addrspace(1) %201, i32 %170) #7
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #7
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %204 = mul nuw nsw i32 %14, 72
  %205 = add nuw nsw i32 %204, %30
  %206 = shl nuw nsw i32 %205, 1
  %207 = zext nneg i32 %206 to i64
  %208 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %207
  %209 = insertelement <4 x i16> poison, i16 %43, i64 0
  %210 = insertelement <4 x i16> %209, i16 %44, i64 1
  %211 = insertelement <4 x i16> %210, i16 %45, i64 2
  %212 = insertelement <4 x i16> %211, i16 %46, i64 3
  store <4 x i16> %212, ptr addrspace(3) %208, align 16
  %213 = or disjoint i32 %30, 4
  %214 = add nuw nsw i32 %213, %204
  %215 = shl nuw nsw i32 %214, 1
  %216 = zext nneg i32 %215 to i64
  %217 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %216
  %218 = insertelement <4 x i16> poison, i16 %47, i64 0
  %219 = insertelement <4 x i16> %218, i16 %48, i64 1
  %220 = insertelement <4 x i16> %219, i16 %49, i64 2
  %221 = insertelement <4 x i16> %220, i16 %50, i64 3
  store <4 x i16> %221, ptr addrspace(3) %217, align 8
  %222 = mul nuw nsw i32 %18, 72
  %223 = add nuw nsw i32 %222, %30
  %224 = shl nuw nsw i32 %223, 1
  %225 = zext nneg i32 %224 to i64
  %226 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %225
  %227 = insertelement <4 x i16> poison, i16 %55, i64 0
  %228 = insertelement <4 x i16> %227, i16 %56, i64 1
  %229 = insertelement <4 x i16> %228, i16 %57, i64 2
  %230 = insertelement <4 x i16> %229, i16 %58, i64 3
  store <4 x i16> %230, ptr addrspace(3) %226, align 16
  %231 = or disjoint i32 %8, 1028
  %232 = and i32 %231, 60
  %233 = lshr i32 %231, 6
  %234 = mul nuw nsw i32 %233, 72
  %235 = add nuw nsw i32 %234, %232
  %236 = shl nuw nsw i32 %235, 1
  %237 = zext nneg i32 %236 to i64
  %238 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %237
  %239 = insertelement <4 x i16> poison, i16 %59, i64 0
  %240 = insertelement <4 x i16> %239, i16 %60, i64 1
  %241 = insertelement <4 x i16> %240, i16 %61, i64 2
  %242 = insertelement <4 x i16> %241, i16 %62, i64 3
  store <4 x i16> %242, ptr addrspace(3) %238, align 8
  %243 = mul nuw nsw i32 %22, 72
  %244 = add nuw nsw i32 %243, %30
  %245 = shl nuw nsw i32 %244, 1
  %246 = zext nneg i32 %245 to i64
  %247 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %246
  %248 = insertelement <4 x i16> poison, i16 %67, i64 0
  %249 = insertelement <4 x i16> %248, i16 %68, i64 1
  %250 = insertelement <4 x i16> %249, i16 %69, i64 2
  %251 = insertelement <4 x i16> %250, i16 %70, i64 3
  store <4 x i16> %251, ptr addrspace(3) %247, align 16
  %252 = or disjoint i32 %8, 2052
  %253 = and i32 %252, 60
  %254 = lshr i32 %252, 6
  %255 = mul nuw nsw i32 %254, 72
  %256 = add nuw nsw i32 %255, %253
  %257 = shl nuw nsw i32 %256, 1
  %258 = zext nneg i32 %257 to i64
  %259 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %258
  %260 = insertelement <4 x i16> poison, i16 %71, i64 0
  %261 = insertelement <4 x i16> %260, i16 %72, i64 1
  %262 = insertelement <4 x i16> %261, i16 %73, i64 2
  %263 = insertelement <4 x i16> %262, i16 %74, i64 3
  store <4 x i16> %263, ptr addrspace(3) %259, align 8
  %264 = mul nuw nsw i32 %26, 72
  %265 = add nuw nsw i32 %264, %30
  %266 = shl nuw nsw i32 %265, 1
  %267 = zext nneg i32 %266 to i64
  %268 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %267
  %269 = insertelement <4 x i16> poison, i16 %79, i64 0
  %270 = insertelement <4 x i16> %269, i16 %80, i64 1
  %271 = insertelement <4 x i16> %270, i16 %81, i64 2
  %272 = insertelement <4 x i16> %271, i16 %82, i64 3
  store <4 x i16> %272, ptr addrspace(3) %268, align 16
  %273 = or disjoint i32 %8, 3076
  %274 = and i32 %273, 60
  %275 = lshr i32 %273, 6
  %276 = mul nuw nsw i32 %275, 72
  %277 = add nuw nsw i32 %276, %274
  %278 = shl nuw nsw i32 %277, 1
  %279 = zext nneg i32 %278 to i64
  %280 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %279
  %281 = insertelement <4 x i16> poison, i16 %83, i64 0
  %282 = insertelement <4 x i16> %281, i16 %84, i64 1
  %283 = insertelement <4 x i16> %282, i16 %85, i64 2
  %284 = insertelement <4 x i16> %283, i16 %86, i64 3
  store <4 x i16> %284, ptr addrspace(3) %280, align 8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %90, label %.lr.ph, label %.._crit_edge_crit_edge

.._crit_edge_crit_edge:                           ; preds = %6
  %.pre = lshr i32 %7, 2
  %.pre203 = and i32 %.pre, 7
  %.pre205 = lshr i32 %7, 1
  %.pre207 = and i32 %.pre205, 48
  %.pre209 = shl nuw nsw i32 %7, 1
  %.pre211 = and i32 %.pre209, 6
  br label %._crit_edge

.lr.ph:                                           ; preds = %6
  %285 = lshr i32 %7, 1
  %286 = and i32 %285, 48
  %287 = and i32 %7, 7
  %288 = and i32 %7, 8
  %289 = and i32 %7, 15
  %290 = or disjoint i32 %286, %289
  %291 = and i32 %285, 8
  %292 = mul nuw nsw i32 %290, 72
  %293 = add nuw nsw i32 %292, %291
  %294 = or disjoint i32 %291, %287
  %295 = shl nuw nsw i32 %294, 6
  %296 = shl nuw nsw i32 %287, 3
  %297 = lshr i32 %7, 2
  %298 = and i32 %297, 7
  %299 = shl nuw nsw i32 %7, 1
  %300 = and i32 %299, 6
  %301 = or disjoint i32 %298, %13
  %302 = or disjoint i32 %301, %286
  %303 = or disjoint i32 %302, 8
  %304 = lshr i32 %7, 4
  %305 = and i32 %304, 1
  %306 = xor i32 %305, %287
  %307 = shl nuw nsw i32 %7, 7
  %308 = and i32 %307, 1920
  %309 = shl nuw nsw i32 %306, 4
  %310 = or disjoint i32 %309, %308
  %311 = lshr exact i32 %310, 1
  %312 = zext nneg i32 %311 to i64
  %313 = or disjoint i32 %305, 2
  %314 = xor i32 %313, %287
  %315 = shl nuw nsw i32 %314, 4
  %316 = or disjoint i32 %315, %308
  %317 = lshr exact i32 %316, 1
  %318 = zext nneg i32 %317 to i64
  %319 = or disjoint i32 %305, 4
  %320 = xor i32 %319, %287
  %321 = shl nuw nsw i32 %320, 4
  %322 = or disjoint i32 %321, %308
  %323 = lshr exact i32 %322, 1
  %324 = zext nneg i32 %323 to i64
  %325 = or i32 %304, 6
  %326 = xor i32 %325, %287
  %327 = shl nuw nsw i32 %326, 4
  %328 = or disjoint i32 %327, %308
  %329 = lshr exact i32 %328, 1
  %330 = zext nneg i32 %329 to i64
  %331 = or disjoint i32 %308, 2048
  %332 = or disjoint i32 %309, %331
  %333 = lshr exact i32 %332, 1
  %334 = zext nneg i32 %333 to i64
  %335 = or disjoint i32 %315, %331
  %336 = lshr exact i32 %335, 1
  %337 = zext nneg i32 %336 to i64
  %338 = or disjoint i32 %321, %331
  %339 = lshr exact i32 %338, 1
  %340 = zext nneg i32 %339 to i64
  %341 = or disjoint i32 %327, %331
  %342 = lshr exact i32 %341, 1
  %343 = zext nneg i32 %342 to i64
  %344 = or disjoint i32 %308, 4096
  %345 = or disjoint i32 %309, %344
  %346 = lshr exact i32 %345, 1
  %347 = zext nneg i32 %346 to i64
  %348 = or disjoint i32 %315, %344
  %349 = lshr exact i32 %348, 1
  %350 = zext nneg i32 %349 to i64
  %351 = or disjoint i32 %321, %344
  %352 = lshr exact i32 %351, 1
  %353 = zext nneg i32 %352 to i64
  %354 = or disjoint i32 %327, %344
  %355 = lshr exact i32 %354, 1
  %356 = zext nneg i32 %355 to i64
  %357 = or disjoint i32 %308, 6144
  %358 = or disjoint i32 %309, %357
  %359 = lshr exact i32 %358, 1
  %360 = zext nneg i32 %359 to i64
  %361 = or disjoint i32 %315, %357
  %362 = lshr exact i32 %361, 1
  %363 = zext nneg i32 %362 to i64
  %364 = or disjoint i32 %321, %357
  %365 = lshr exact i32 %364, 1
  %366 = zext nneg i32 %365 to i64
  %367 = or disjoint i32 %327, %357
  %368 = lshr exact i32 %367, 1
  %369 = zext nneg i32 %368 to i64
  %370 = zext nneg i32 %293 to i64
  %371 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %370
  %372 = xor i32 %288, %296
  %373 = or disjoint i32 %372, %295
  %374 = zext nneg i32 %373 to i64
  %375 = zext nneg i32 %293 to i64
  %376 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %375
  %377 = getelementptr i8, ptr addrspace(3) %376, i64 32
  %378 = or disjoint i32 %288, 16
  %379 = xor i32 %378, %296
  %380 = or disjoint i32 %379, %295
  %381 = zext nneg i32 %380 to i64
  %382 = zext nneg i32 %293 to i64
  %383 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %382
  %384 = getelementptr i8, ptr addrspace(3) %383, i64 64
  %385 = or disjoint i32 %288, 32
  %386 = xor i32 %385, %296
  %387 = or disjoint i32 %386, %295
  %388 = zext nneg i32 %387 to i64
  %389 = zext nneg i32 %293 to i64
  %390 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %389
  %391 = getelementptr i8, ptr addrspace(3) %390, i64 96
  %392 = or disjoint i32 %288, 48
  %393 = xor i32 %392, %296
  %394 = or disjoint i32 %393, %295
  %395 = zext nneg i32 %394 to i64
  br label %396

396:                                              ; preds = %.lr.ph, %396
  %397 = phi float [ 0xFFF0000000000000, %.lr.ph ], [ %814, %396 ]
  %398 = phi float [ 0xFFF0000000000000, %.lr.ph ], [ %813, %396 ]
  %399 = phi float [ 0.000000e+00, %.lr.ph ], [ %1333, %396 ]
  %400 = phi float [ 0.000000e+00, %.lr.ph ], [ %1332, %396 ]
  %401 = phi float [ 0.000000e+00, %.lr.ph ], [ %1331, %396 ]
  %402 = phi float [ 0.000000e+00, %.lr.ph ], [ %1330, %396 ]
  %403 = phi float [ 0.000000e+00, %.lr.ph ], [ %1328, %396 ]
  %404 = phi float [ 0.000000e+00, %.lr.ph ], [ %1327, %396 ]
  %405 = phi float [ 0.000000e+00, %.lr.ph ], [ %1326, %396 ]
  %406 = phi float [ 0.000000e+00, %.lr.ph ], [ %1325, %396 ]
  %407 = phi float [ 0.000000e+00, %.lr.ph ], [ %1317, %396 ]
  %408 = phi float [ 0.000000e+00, %.lr.ph ], [ %1316, %396 ]
  %409 = phi float [ 0.000000e+00, %.lr.ph ], [ %1315, %396 ]
  %410 = phi float [ 0.000000e+00, %.lr.ph ], [ %1314, %396 ]
  %411 = phi float [ 0.000000e+00, %.lr.ph ], [ %1312, %396 ]
  %412 = phi float [ 0.000000e+00, %.lr.ph ], [ %1311, %396 ]
  %413 = phi float [ 0.000000e+00, %.lr.ph ], [ %1310, %396 ]
  %414 = phi float [ 0.000000e+00, %.lr.ph ], [ %1309, %396 ]
  %415 = phi float [ 0.000000e+00, %.lr.ph ], [ %1301, %396 ]
  %416 = phi float [ 0.000000e+00, %.lr.ph ], [ %1300, %396 ]
  %417 = phi float [ 0.000000e+00, %.lr.ph ], [ %1299, %396 ]
  %418 = phi float [ 0.000000e+00, %.lr.ph ], [ %1298, %396 ]
  %419 = phi float [ 0.000000e+00, %.lr.ph ], [ %1296, %396 ]
  %420 = phi float [ 0.000000e+00, %.lr.ph ], [ %1295, %396 ]
  %421 = phi float [ 0.000000e+00, %.lr.ph ], [ %1294, %396 ]
  %422 = phi float [ 0.000000e+00, %.lr.ph ], [ %1293, %396 ]
  %423 = phi float [ 0.000000e+00, %.lr.ph ], [ %1285, %396 ]
  %424 = phi float [ 0.000000e+00, %.lr.ph ], [ %1284, %396 ]
  %425 = phi float [ 0.000000e+00, %.lr.ph ], [ %1283, %396 ]
  %426 = phi float [ 0.000000e+00, %.lr.ph ], [ %1282, %396 ]
  %427 = phi float [ 0.000000e+00, %.lr.ph ], [ %1280, %396 ]
  %428 = phi float [ 0.000000e+00, %.lr.ph ], [ %1279, %396 ]
  %429 = phi float [ 0.000000e+00, %.lr.ph ], [ %1278, %396 ]
  %430 = phi float [ 0.000000e+00, %.lr.ph ], [ %1277, %396 ]
  %431 = phi float [ 0.000000e+00, %.lr.ph ], [ %964, %396 ]
  %432 = phi float [ 0.000000e+00, %.lr.ph ], [ %963, %396 ]
  %433 = phi i32 [ 0, %.lr.ph ], [ %1388, %396 ]
  %434 = lshr exact i32 %433, 6
  %435 = urem i32 %434, 3
  tail call void asm sideeffect "cp.async.wait_group 1;", "~{memory}"() #7
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %436 = shl nuw nsw i32 %435, 13
  %437 = zext nneg i32 %436 to i64
  %438 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %437
  %439 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %371)
  %440 = extractvalue { i32, i32, i32, i32 } %439, 0
  %441 = extractvalue { i32, i32, i32, i32 } %439, 1
  %442 = extractvalue { i32, i32, i32, i32 } %439, 2
  %443 = extractvalue { i32, i32, i32, i32 } %439, 3
  %444 = getelementptr bfloat, ptr addrspace(3) %438, i64 %374
  %445 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %444)
  %446 = extractvalue { i32, i32, i32, i32 } %445, 0
  %447 = extractvalue { i32, i32, i32, i32 } %445, 1
  %448 = extractvalue { i32, i32, i32, i32 } %445, 2
  %449 = extractvalue { i32, i32, i32, i32 } %445, 3
  %450 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %440, i32 %441, i32 %442, i32 %443, i32 %446, i32 %447, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %451 = extractvalue { float, float, float, float } %450, 0
  %452 = extractvalue { float, float, float, float } %450, 1
  %453 = extractvalue { float, float, float, float } %450, 2
  %454 = extractvalue { float, float, float, float } %450, 3
  %455 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %440, i32 %441, i32 %442, i32 %443, i32 %448, i32 %449, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %456 = extractvalue { float, float, float, float } %455, 0
  %457 = extractvalue { float, float, float, float } %455, 1
  %458 = extractvalue { float, float, float, float } %455, 2
  %459 = extractvalue { float, float, float, float } %455, 3
  %460 = getelementptr i8, ptr addrspace(3) %444, i64 2048
  %461 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %460)
  %462 = extractvalue { i32, i32, i32, i32 } %461, 0
  %463 = extractvalue { i32, i32, i32, i32 } %461, 1
  %464 = extractvalue { i32, i32, i32, i32 } %461, 2
  %465 = extractvalue { i32, i32, i32, i32 } %461, 3
  %466 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %440, i32 %441, i32 %442, i32 %443, i32 %462, i32 %463, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %467 = extractvalue { float, float, float, float } %466, 0
  %468 = extractvalue { float, float, float, float } %466, 1
  %469 = extractvalue { float, float, float, float } %466, 2
  %470 = extractvalue { float, float, float, float } %466, 3
  %471 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %440, i32 %441, i32 %442, i32 %443, i32 %464, i32 %465, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %472 = extractvalue { float, float, float, float } %471, 0
  %473 = extractvalue { float, float, float, float } %471, 1
  %474 = extractvalue { float, float, float, float } %471, 2
  %475 = extractvalue { float, float, float, float } %471, 3
  %476 = getelementptr i8, ptr addrspace(3) %444, i64 4096
  %477 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %476)
  %478 = extractvalue { i32, i32, i32, i32 } %477, 0
  %479 = extractvalue { i32, i32, i32, i32 } %477, 1
  %480 = extractvalue { i32, i32, i32, i32 } %477, 2
  %481 = extractvalue { i32, i32, i32, i32 } %477, 3
  %482 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %440, i32 %441, i32 %442, i32 %443, i32 %478, i32 %479, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %483 = extractvalue { float, float, float, float } %482, 0
  %484 = extractvalue { float, float, float, float } %482, 1
  %485 = extractvalue { float, float, float, float } %482, 2
  %486 = extractvalue { float, float, float, float } %482, 3
  %487 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %440, i32 %441, i32 %442, i32 %443, i32 %480, i32 %481, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %488 = extractvalue { float, float, float, float } %487, 0
  %489 = extractvalue { float, float, float, float } %487, 1
  %490 = extractvalue { float, float, float, float } %487, 2
  %491 = extractvalue { float, float, float, float } %487, 3
  %492 = getelementptr i8, ptr addrspace(3) %444, i64 6144
  %493 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %492)
  %494 = extractvalue { i32, i32, i32, i32 } %493, 0
  %495 = extractvalue { i32, i32, i32, i32 } %493, 1
  %496 = extractvalue { i32, i32, i32, i32 } %493, 2
  %497 = extractvalue { i32, i32, i32, i32 } %493, 3
  %498 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %440, i32 %441, i32 %442, i32 %443, i32 %494, i32 %495, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %499 = extractvalue { float, float, float, float } %498, 0
  %500 = extractvalue { float, float, float, float } %498, 1
  %501 = extractvalue { float, float, float, float } %498, 2
  %502 = extractvalue { float, float, float, float } %498, 3
  %503 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %440, i32 %441, i32 %442, i32 %443, i32 %496, i32 %497, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %504 = extractvalue { float, float, float, float } %503, 0
  %505 = extractvalue { float, float, float, float } %503, 1
  %506 = extractvalue { float, float, float, float } %503, 2
  %507 = extractvalue { float, float, float, float } %503, 3
  %508 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %377)
  %509 = extractvalue { i32, i32, i32, i32 } %508, 0
  %510 = extractvalue { i32, i32, i32, i32 } %508, 1
  %511 = extractvalue { i32, i32, i32, i32 } %508, 2
  %512 = extractvalue { i32, i32, i32, i32 } %508, 3
  %513 = getelementptr bfloat, ptr addrspace(3) %438, i64 %381
  %514 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %513)
  %515 = extractvalue { i32, i32, i32, i32 } %514, 0
  %516 = extractvalue { i32, i32, i32, i32 } %514, 1
  %517 = extractvalue { i32, i32, i32, i32 } %514, 2
  %518 = extractvalue { i32, i32, i32, i32 } %514, 3
  %519 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %509, i32 %510, i32 %511, i32 %512, i32 %515, i32 %516, float %451, float %452, float %453, float %454) #7
  %520 = extractvalue { float, float, float, float } %519, 0
  %521 = extractvalue { float, float, float, float } %519, 1
  %522 = extractvalue { float, float, float, float } %519, 2
  %523 = extractvalue { float, float, float, float } %519, 3
  %524 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %509, i32 %510, i32 %511, i32 %512, i32 %517, i32 %518, float %456, float %457, float %458, float %459) #7
  %525 = extractvalue { float, float, float, float } %524, 0
  %526 = extractvalue { float, float, float, float } %524, 1
  %527 = extractvalue { float, float, float, float } %524, 2
  %528 = extractvalue { float, float, float, float } %524, 3
  %529 = getelementptr i8, ptr addrspace(3) %513, i64 2048
  %530 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %529)
  %531 = extractvalue { i32, i32, i32, i32 } %530, 0
  %532 = extractvalue { i32, i32, i32, i32 } %530, 1
  %533 = extractvalue { i32, i32, i32, i32 } %530, 2
  %534 = extractvalue { i32, i32, i32, i32 } %530, 3
  %535 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %509, i32 %510, i32 %511, i32 %512, i32 %531, i32 %532, float %467, float %468, float %469, float %470) #7
  %536 = extractvalue { float, float, float, float } %535, 0
  %537 = extractvalue { float, float, float, float } %535, 1
  %538 = extractvalue { float, float, float, float } %535, 2
  %539 = extractvalue { float, float, float, float } %535, 3
  %540 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %509, i32 %510, i32 %511, i32 %512, i32 %533, i32 %534, float %472, float %473, float %474, float %475) #7
  %541 = extractvalue { float, float, float, float } %540, 0
  %542 = extractvalue { float, float, float, float } %540, 1
  %543 = extractvalue { float, float, float, float } %540, 2
  %544 = extractvalue { float, float, float, float } %540, 3
  %545 = getelementptr i8, ptr addrspace(3) %513, i64 4096
  %546 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %545)
  %547 = extractvalue { i32, i32, i32, i32 } %546, 0
  %548 = extractvalue { i32, i32, i32, i32 } %546, 1
  %549 = extractvalue { i32, i32, i32, i32 } %546, 2
  %550 = extractvalue { i32, i32, i32, i32 } %546, 3
  %551 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %509, i32 %510, i32 %511, i32 %512, i32 %547, i32 %548, float %483, float %484, float %485, float %486) #7
  %552 = extractvalue { float, float, float, float } %551, 0
  %553 = extractvalue { float, float, float, float } %551, 1
  %554 = extractvalue { float, float, float, float } %551, 2
  %555 = extractvalue { float, float, float, float } %551, 3
  %556 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %509, i32 %510, i32 %511, i32 %512, i32 %549, i32 %550, float %488, float %489, float %490, float %491) #7
  %557 = extractvalue { float, float, float, float } %556, 0
  %558 = extractvalue { float, float, float, float } %556, 1
  %559 = extractvalue { float, float, float, float } %556, 2
  %560 = extractvalue { float, float, float, float } %556, 3
  %561 = getelementptr i8, ptr addrspace(3) %513, i64 6144
  %562 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %561)
  %563 = extractvalue { i32, i32, i32, i32 } %562, 0
  %564 = extractvalue { i32, i32, i32, i32 } %562, 1
  %565 = extractvalue { i32, i32, i32, i32 } %562, 2
  %566 = extractvalue { i32, i32, i32, i32 } %562, 3
  %567 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %509, i32 %510, i32 %511, i32 %512, i32 %563, i32 %564, float %499, float %500, float %501, float %502) #7
  %568 = extractvalue { float, float, float, float } %567, 0
  %569 = extractvalue { float, float, float, float } %567, 1
  %570 = extractvalue { float, float, float, float } %567, 2
  %571 = extractvalue { float, float, float, float } %567, 3
  %572 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %509, i32 %510, i32 %511, i32 %512, i32 %565, i32 %566, float %504, float %505, float %506, float %507) #7
  %573 = extractvalue { float, float, float, float } %572, 0
  %574 = extractvalue { float, float, float, float } %572, 1
  %575 = extractvalue { float, float, float, float } %572, 2
  %576 = extractvalue { float, float, float, float } %572, 3
  %577 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %384)
  %578 = extractvalue { i32, i32, i32, i32 } %577, 0
  %579 = extractvalue { i32, i32, i32, i32 } %577, 1
  %580 = extractvalue { i32, i32, i32, i32 } %577, 2
  %581 = extractvalue { i32, i32, i32, i32 } %577, 3
  %582 = getelementptr bfloat, ptr addrspace(3) %438, i64 %388
  %583 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %582)
  %584 = extractvalue { i32, i32, i32, i32 } %583, 0
  %585 = extractvalue { i32, i32, i32, i32 } %583, 1
  %586 = extractvalue { i32, i32, i32, i32 } %583, 2
  %587 = extractvalue { i32, i32, i32, i32 } %583, 3
  %588 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %578, i32 %579, i32 %580, i32 %581, i32 %584, i32 %585, float %520, float %521, float %522, float %523) #7
  %589 = extractvalue { float, float, float, float } %588, 0
  %590 = extractvalue { float, float, float, float } %588, 1
  %591 = extractvalue { float, float, float, float } %588, 2
  %592 = extractvalue { float, float, float, float } %588, 3
  %593 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %578, i32 %579, i32 %580, i32 %581, i32 %586, i32 %587, float %525, float %526, float %527, float %528) #7
  %594 = extractvalue { float, float, float, float } %593, 0
  %595 = extractvalue { float, float, float, float } %593, 1
  %596 = extractvalue { float, float, float, float } %593, 2
  %597 = extractvalue { float, float, float, float } %593, 3
  %598 = getelementptr i8, ptr addrspace(3) %582, i64 2048
  %599 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %598)
  %600 = extractvalue { i32, i32, i32, i32 } %599, 0
  %601 = extractvalue { i32, i32, i32, i32 } %599, 1
  %602 = extractvalue { i32, i32, i32, i32 } %599, 2
  %603 = extractvalue { i32, i32, i32, i32 } %599, 3
  %604 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %578, i32 %579, i32 %580, i32 %581, i32 %600, i32 %601, float %536, float %537, float %538, float %539) #7
  %605 = extractvalue { float, float, float, float } %604, 0
  %606 = extractvalue { float, float, float, float } %604, 1
  %607 = extractvalue { float, float, float, float } %604, 2
  %608 = extractvalue { float, float, float, float } %604, 3
  %609 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %578, i32 %579, i32 %580, i32 %581, i32 %602, i32 %603, float %541, float %542, float %543, float %544) #7
  %610 = extractvalue { float, float, float, float } %609, 0
  %611 = extractvalue { float, float, float, float } %609, 1
  %612 = extractvalue { float, float, float, float } %609, 2
  %613 = extractvalue { float, float, float, float } %609, 3
  %614 = getelementptr i8, ptr addrspace(3) %582, i64 4096
  %615 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %614)
  %616 = extractvalue { i32, i32, i32, i32 } %615, 0
  %617 = extractvalue { i32, i32, i32, i32 } %615, 1
  %618 = extractvalue { i32, i32, i32, i32 } %615, 2
  %619 = extractvalue { i32, i32, i32, i32 } %615, 3
  %620 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %578, i32 %579, i32 %580, i32 %581, i32 %616, i32 %617, float %552, float %553, float %554, float %555) #7
  %621 = extractvalue { float, float, float, float } %620, 0
  %622 = extractvalue { float, float, float, float } %620, 1
  %623 = extractvalue { float, float, float, float } %620, 2
  %624 = extractvalue { float, float, float, float } %620, 3
  %625 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %578, i32 %579, i32 %580, i32 %581, i32 %618, i32 %619, float %557, float %558, float %559, float %560) #7
  %626 = extractvalue { float, float, float, float } %625, 0
  %627 = extractvalue { float, float, float, float } %625, 1
  %628 = extractvalue { float, float, float, float } %625, 2
  %629 = extractvalue { float, float, float, float } %625, 3
  %630 = getelementptr i8, ptr addrspace(3) %582, i64 6144
  %631 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %630)
  %632 = extractvalue { i32, i32, i32, i32 } %631, 0
  %633 = extractvalue { i32, i32, i32, i32 } %631, 1
  %634 = extractvalue { i32, i32, i32, i32 } %631, 2
  %635 = extractvalue { i32, i32, i32, i32 } %631, 3
  %636 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %578, i32 %579, i32 %580, i32 %581, i32 %632, i32 %633, float %568, float %569, float %570, float %571) #7
  %637 = extractvalue { float, float, float, float } %636, 0
  %638 = extractvalue { float, float, float, float } %636, 1
  %639 = extractvalue { float, float, float, float } %636, 2
  %640 = extractvalue { float, float, float, float } %636, 3
  %641 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %578, i32 %579, i32 %580, i32 %581, i32 %634, i32 %635, float %573, float %574, float %575, float %576) #7
  %642 = extractvalue { float, float, float, float } %641, 0
  %643 = extractvalue { float, float, float, float } %641, 1
  %644 = extractvalue { float, float, float, float } %641, 2
  %645 = extractvalue { float, float, float, float } %641, 3
  %646 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %391)
  %647 = extractvalue { i32, i32, i32, i32 } %646, 0
  %648 = extractvalue { i32, i32, i32, i32 } %646, 1
  %649 = extractvalue { i32, i32, i32, i32 } %646, 2
  %650 = extractvalue { i32, i32, i32, i32 } %646, 3
  %651 = getelementptr bfloat, ptr addrspace(3) %438, i64 %395
  %652 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %651)
  %653 = extractvalue { i32, i32, i32, i32 } %652, 0
  %654 = extractvalue { i32, i32, i32, i32 } %652, 1
  %655 = extractvalue { i32, i32, i32, i32 } %652, 2
  %656 = extractvalue { i32, i32, i32, i32 } %652, 3
  %657 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %647, i32 %648, i32 %649, i32 %650, i32 %653, i32 %654, float %589, float %590, float %591, float %592) #7
  %658 = extractvalue { float, float, float, float } %657, 0
  %659 = extractvalue { float, float, float, float } %657, 1
  %660 = extractvalue { float, float, float, float } %657, 2
  %661 = extractvalue { float, float, float, float } %657, 3
  %662 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %647, i32 %648, i32 %649, i32 %650, i32 %655, i32 %656, float %594, float %595, float %596, float %597) #7
  %663 = extractvalue { float, float, float, float } %662, 0
  %664 = extractvalue { float, float, float, float } %662, 1
  %665 = extractvalue { float, float, float, float } %662, 2
  %666 = extractvalue { float, float, float, float } %662, 3
  %667 = getelementptr i8, ptr addrspace(3) %651, i64 2048
  %668 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %667)
  %669 = extractvalue { i32, i32, i32, i32 } %668, 0
  %670 = extractvalue { i32, i32, i32, i32 } %668, 1
  %671 = extractvalue { i32, i32, i32, i32 } %668, 2
  %672 = extractvalue { i32, i32, i32, i32 } %668, 3
  %673 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %647, i32 %648, i32 %649, i32 %650, i32 %669, i32 %670, float %605, float %606, float %607, float %608) #7
  %674 = extractvalue { float, float, float, float } %673, 0
  %675 = extractvalue { float, float, float, float } %673, 1
  %676 = extractvalue { float, float, float, float } %673, 2
  %677 = extractvalue { float, float, float, float } %673, 3
  %678 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %647, i32 %648, i32 %649, i32 %650, i32 %671, i32 %672, float %610, float %611, float %612, float %613) #7
  %679 = extractvalue { float, float, float, float } %678, 0
  %680 = extractvalue { float, float, float, float } %678, 1
  %681 = extractvalue { float, float, float, float } %678, 2
  %682 = extractvalue { float, float, float, float } %678, 3
  %683 = getelementptr i8, ptr addrspace(3) %651, i64 4096
  %684 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %683)
  %685 = extractvalue { i32, i32, i32, i32 } %684, 0
  %686 = extractvalue { i32, i32, i32, i32 } %684, 1
  %687 = extractvalue { i32, i32, i32, i32 } %684, 2
  %688 = extractvalue { i32, i32, i32, i32 } %684, 3
  %689 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %647, i32 %648, i32 %649, i32 %650, i32 %685, i32 %686, float %621, float %622, float %623, float %624) #7
  %690 = extractvalue { float, float, float, float } %689, 0
  %691 = extractvalue { float, float, float, float } %689, 1
  %692 = extractvalue { float, float, float, float } %689, 2
  %693 = extractvalue { float, float, float, float } %689, 3
  %694 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %647, i32 %648, i32 %649, i32 %650, i32 %687, i32 %688, float %626, float %627, float %628, float %629) #7
  %695 = extractvalue { float, float, float, float } %694, 0
  %696 = extractvalue { float, float, float, float } %694, 1
  %697 = extractvalue { float, float, float, float } %694, 2
  %698 = extractvalue { float, float, float, float } %694, 3
  %699 = getelementptr i8, ptr addrspace(3) %651, i64 6144
  %700 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %699)
  %701 = extractvalue { i32, i32, i32, i32 } %700, 0
  %702 = extractvalue { i32, i32, i32, i32 } %700, 1
  %703 = extractvalue { i32, i32, i32, i32 } %700, 2
  %704 = extractvalue { i32, i32, i32, i32 } %700, 3
  %705 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %647, i32 %648, i32 %649, i32 %650, i32 %701, i32 %702, float %637, float %638, float %639, float %640) #7
  %706 = extractvalue { float, float, float, float } %705, 0
  %707 = extractvalue { float, float, float, float } %705, 1
  %708 = extractvalue { float, float, float, float } %705, 2
  %709 = extractvalue { float, float, float, float } %705, 3
  %710 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %647, i32 %648, i32 %649, i32 %650, i32 %703, i32 %704, float %642, float %643, float %644, float %645) #7
  %711 = extractvalue { float, float, float, float } %710, 0
  %712 = extractvalue { float, float, float, float } %710, 1
  %713 = extractvalue { float, float, float, float } %710, 2
  %714 = extractvalue { float, float, float, float } %710, 3
  %715 = add nuw i32 %433, 128
  %716 = add nuw nsw i32 %434, 2
  %717 = urem i32 %716, 3
  %718 = or disjoint i32 %433, %300
  %.not = icmp sgt i32 %718, %302
  %.not3.not = icmp slt i32 %718, %302
  %.not4 = icmp sgt i32 %718, %303
  %.not5.not = icmp slt i32 %718, %303
  %719 = or disjoint i32 %718, 8
  %.not6 = icmp sgt i32 %719, %302
  %720 = or disjoint i32 %718, 9
  %.not7 = icmp sgt i32 %720, %302
  %.not9 = icmp sgt i32 %720, %303
  %721 = or disjoint i32 %718, 16
  %.not10 = icmp sgt i32 %721, %302
  %722 = or disjoint i32 %718, 17
  %.not11 = icmp sgt i32 %722, %302
  %.not12 = icmp sgt i32 %721, %303
  %.not13 = icmp sgt i32 %722, %303
  %723 = or disjoint i32 %718, 24
  %.not14 = icmp sgt i32 %723, %302
  %724 = or disjoint i32 %718, 25
  %.not15 = icmp sgt i32 %724, %302
  %.not16 = icmp sgt i32 %723, %303
  %.not17 = icmp sgt i32 %724, %303
  %725 = or disjoint i32 %718, 32
  %.not18 = icmp sgt i32 %725, %302
  %726 = or disjoint i32 %718, 33
  %.not19 = icmp sgt i32 %726, %302
  %.not20 = icmp sgt i32 %725, %303
  %.not21 = icmp sgt i32 %726, %303
  %727 = or disjoint i32 %718, 40
  %.not22 = icmp sgt i32 %727, %302
  %728 = or disjoint i32 %718, 41
  %.not23 = icmp sgt i32 %728, %302
  %.not24 = icmp sgt i32 %727, %303
  %.not25 = icmp sgt i32 %728, %303
  %729 = or disjoint i32 %718, 48
  %.not26 = icmp sgt i32 %729, %302
  %730 = or disjoint i32 %718, 49
  %.not27 = icmp sgt i32 %730, %302
  %.not28 = icmp sgt i32 %729, %303
  %.not29 = icmp sgt i32 %730, %303
  %731 = or disjoint i32 %718, 56
  %.not30 = icmp sgt i32 %731, %302
  %732 = or disjoint i32 %718, 57
  %.not31 = icmp sgt i32 %732, %302
  %.not32 = icmp sgt i32 %731, %303
  %.not33 = icmp sgt i32 %732, %303
  %733 = select i1 %.not, float 0xFFF0000000000000, float %658
  %734 = select i1 %.not3.not, float %659, float 0xFFF0000000000000
  %735 = select i1 %.not4, float 0xFFF0000000000000, float %660
  %736 = select i1 %.not5.not, float %661, float 0xFFF0000000000000
  %737 = select i1 %.not6, float 0xFFF0000000000000, float %663
  %738 = select i1 %.not7, float 0xFFF0000000000000, float %664
  %739 = select i1 %.not, float 0xFFF0000000000000, float %665
  %740 = select i1 %.not9, float 0xFFF0000000000000, float %666
  %741 = select i1 %.not10, float 0xFFF0000000000000, float %674
  %742 = select i1 %.not11, float 0xFFF0000000000000, float %675
  %743 = select i1 %.not12, float 0xFFF0000000000000, float %676
  %744 = select i1 %.not13, float 0xFFF0000000000000, float %677
  %745 = select i1 %.not14, float 0xFFF0000000000000, float %679
  %746 = select i1 %.not15, float 0xFFF0000000000000, float %680
  %747 = select i1 %.not16, float 0xFFF0000000000000, float %681
  %748 = select i1 %.not17, float 0xFFF0000000000000, float %682
  %749 = select i1 %.not18, float 0xFFF0000000000000, float %690
  %750 = select i1 %.not19, float 0xFFF0000000000000, float %691
  %751 = select i1 %.not20, float 0xFFF0000000000000, float %692
  %752 = select i1 %.not21, float 0xFFF0000000000000, float %693
  %753 = select i1 %.not22, float 0xFFF0000000000000, float %695
  %754 = select i1 %.not23, float 0xFFF0000000000000, float %696
  %755 = select i1 %.not24, float 0xFFF0000000000000, float %697
  %756 = select i1 %.not25, float 0xFFF0000000000000, float %698
  %757 = select i1 %.not26, float 0xFFF0000000000000, float %706
  %758 = select i1 %.not27, float 0xFFF0000000000000, float %707
  %759 = select i1 %.not28, float 0xFFF0000000000000, float %708
  %760 = select i1 %.not29, float 0xFFF0000000000000, float %709
  %761 = select i1 %.not30, float 0xFFF0000000000000, float %711
  %762 = select i1 %.not31, float 0xFFF0000000000000, float %712
  %763 = select i1 %.not32, float 0xFFF0000000000000, float %713
  %764 = select i1 %.not33, float 0xFFF0000000000000, float %714
  %765 = tail call float @llvm.maxnum.f32(float %733, float %734)
  %766 = tail call float @llvm.maxnum.f32(float %735, float %736)
  %767 = tail call float @llvm.maxnum.f32(float %765, float %737)
  %768 = tail call float @llvm.maxnum.f32(float %767, float %738)
  %769 = tail call float @llvm.maxnum.f32(float %766, float %739)
  %770 = tail call float @llvm.maxnum.f32(float %769, float %740)
  %771 = tail call float @llvm.maxnum.f32(float %768, float %741)
  %772 = tail call float @llvm.maxnum.f32(float %771, float %742)
  %773 = tail call float @llvm.maxnum.f32(float %770, float %743)
  %774 = tail call float @llvm.maxnum.f32(float %773, float %744)
  %775 = tail call float @llvm.maxnum.f32(float %772, float %745)
  %776 = tail call float @llvm.maxnum.f32(float %775, float %746)
  %777 = tail call float @llvm.maxnum.f32(float %774, float %747)
  %778 = tail call float @llvm.maxnum.f32(float %777, float %748)
  %779 = tail call float @llvm.maxnum.f32(float %776, float %749)
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
  %795 = bitcast float %792 to i32
  %796 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %795, i32 2, i32 31)
  %797 = bitcast i32 %796 to float
  %798 = tail call float @llvm.maxnum.f32(float %792, float %797)
  %799 = bitcast float %794 to i32
  %800 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %799, i32 2, i32 31)
  %801 = bitcast i32 %800 to float
  %802 = tail call float @llvm.maxnum.f32(float %794, float %801)
  %803 = bitcast float %798 to i32
  %804 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %803, i32 1, i32 31)
  %805 = bitcast i32 %804 to float
  %806 = tail call float @llvm.maxnum.f32(float %798, float %805)
  %807 = bitcast float %802 to i32
  %808 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %807, i32 1, i32 31)
  %809 = bitcast i32 %808 to float
  %810 = tail call float @llvm.maxnum.f32(float %802, float %809)
  %811 = fmul float %87, %806
  %812 = fmul float %87, %810
  %813 = tail call float @llvm.maxnum.f32(float %398, float %811)
  %814 = tail call float @llvm.maxnum.f32(float %397, float %812)
  %815 = fmul float %87, %733
  %816 = fmul float %87, %734
  %817 = fmul float %87, %735
  %818 = fmul float %87, %736
  %819 = fmul float %87, %737
  %820 = fmul float %87, %738
  %821 = fmul float %87, %739
  %822 = fmul float %87, %740
  %823 = fmul float %87, %741
  %824 = fmul float %87, %742
  %825 = fmul float %87, %743
  %826 = fmul float %87, %744
  %827 = fmul float %87, %745
  %828 = fmul float %87, %746
  %829 = fmul float %87, %747
  %830 = fmul float %87, %748
  %831 = fmul float %87, %749
  %832 = fmul float %87, %750
  %833 = fmul float %87, %751
  %834 = fmul float %87, %752
  %835 = fmul float %87, %753
  %836 = fmul float %87, %754
  %837 = fmul float %87, %755
  %838 = fmul float %87, %756
  %839 = fmul float %87, %757
  %840 = fmul float %87, %758
  %841 = fmul float %87, %759
  %842 = fmul float %87, %760
  %843 = fmul float %87, %761
  %844 = fmul float %87, %762
  %845 = fmul float %87, %763
  %846 = fmul float %87, %764
  %847 = fsub float %815, %813
  %848 = fsub float %816, %813
  %849 = fsub float %817, %814
  %850 = fsub float %818, %814
  %851 = fsub float %819, %813
  %852 = fsub float %820, %813
  %853 = fsub float %821, %814
  %854 = fsub float %822, %814
  %855 = fsub float %823, %813
  %856 = fsub float %824, %813
  %857 = fsub float %825, %814
  %858 = fsub float %826, %814
  %859 = fsub float %827, %813
  %860 = fsub float %828, %813
  %861 = fsub float %829, %814
  %862 = fsub float %830, %814
  %863 = fsub float %831, %813
  %864 = fsub float %832, %813
  %865 = fsub float %833, %814
  %866 = fsub float %834, %814
  %867 = fsub float %835, %813
  %868 = fsub float %836, %813
  %869 = fsub float %837, %814
  %870 = fsub float %838, %814
  %871 = fsub float %839, %813
  %872 = fsub float %840, %813
  %873 = fsub float %841, %814
  %874 = fsub float %842, %814
  %875 = fsub float %843, %813
  %876 = fsub float %844, %813
  %877 = fsub float %845, %814
  %878 = fsub float %846, %814
  %879 = tail call float @llvm.nvvm.ex2.approx.f32(float %847)
  %880 = tail call float @llvm.nvvm.ex2.approx.f32(float %848)
  %881 = tail call float @llvm.nvvm.ex2.approx.f32(float %849)
  %882 = tail call float @llvm.nvvm.ex2.approx.f32(float %850)
  %883 = tail call float @llvm.nvvm.ex2.approx.f32(float %851)
  %884 = tail call float @llvm.nvvm.ex2.approx.f32(float %852)
  %885 = tail call float @llvm.nvvm.ex2.approx.f32(float %853)
  %886 = tail call float @llvm.nvvm.ex2.approx.f32(float %854)
  %887 = tail call float @llvm.nvvm.ex2.approx.f32(float %855)
  %888 = tail call float @llvm.nvvm.ex2.approx.f32(float %856)
  %889 = tail call float @llvm.nvvm.ex2.approx.f32(float %857)
  %890 = tail call float @llvm.nvvm.ex2.approx.f32(float %858)
  %891 = tail call float @llvm.nvvm.ex2.approx.f32(float %859)
  %892 = tail call float @llvm.nvvm.ex2.approx.f32(float %860)
  %893 = tail call float @llvm.nvvm.ex2.approx.f32(float %861)
  %894 = tail call float @llvm.nvvm.ex2.approx.f32(float %862)
  %895 = tail call float @llvm.nvvm.ex2.approx.f32(float %863)
  %896 = tail call float @llvm.nvvm.ex2.approx.f32(float %864)
  %897 = tail call float @llvm.nvvm.ex2.approx.f32(float %865)
  %898 = tail call float @llvm.nvvm.ex2.approx.f32(float %866)
  %899 = tail call float @llvm.nvvm.ex2.approx.f32(float %867)
  %900 = tail call float @llvm.nvvm.ex2.approx.f32(float %868)
  %901 = tail call float @llvm.nvvm.ex2.approx.f32(float %869)
  %902 = tail call float @llvm.nvvm.ex2.approx.f32(float %870)
  %903 = tail call float @llvm.nvvm.ex2.approx.f32(float %871)
  %904 = tail call float @llvm.nvvm.ex2.approx.f32(float %872)
  %905 = tail call float @llvm.nvvm.ex2.approx.f32(float %873)
  %906 = tail call float @llvm.nvvm.ex2.approx.f32(float %874)
  %907 = tail call float @llvm.nvvm.ex2.approx.f32(float %875)
  %908 = tail call float @llvm.nvvm.ex2.approx.f32(float %876)
  %909 = tail call float @llvm.nvvm.ex2.approx.f32(float %877)
  %910 = tail call float @llvm.nvvm.ex2.approx.f32(float %878)
  %911 = fsub float %398, %813
  %912 = fsub float %397, %814
  %913 = tail call float @llvm.nvvm.ex2.approx.f32(float %911)
  %914 = tail call float @llvm.nvvm.ex2.approx.f32(float %912)
  %915 = fmul float %432, %913
  %916 = fmul float %431, %914
  %917 = fadd float %879, %880
  %918 = fadd float %881, %882
  %919 = fadd float %917, %883
  %920 = fadd float %919, %884
  %921 = fadd float %918, %885
  %922 = fadd float %921, %886
  %923 = fadd float %920, %887
  %924 = fadd float %923, %888
  %925 = fadd float %922, %889
  %926 = fadd float %925, %890
  %927 = fadd float %924, %891
  %928 = fadd float %927, %892
  %929 = fadd float %926, %893
  %930 = fadd float %929, %894
  %931 = fadd float %928, %895
  %932 = fadd float %931, %896
  %933 = fadd float %930, %897
  %934 = fadd float %933, %898
  %935 = fadd float %932, %899
  %936 = fadd float %935, %900
  %937 = fadd float %934, %901
  %938 = fadd float %937, %902
  %939 = fadd float %936, %903
  %940 = fadd float %939, %904
  %941 = fadd float %938, %905
  %942 = fadd float %941, %906
  %943 = fadd float %940, %907
  %944 = fadd float %943, %908
  %945 = fadd float %942, %909
  %946 = fadd float %945, %910
  %947 = bitcast float %944 to i32
  %948 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %947, i32 2, i32 31)
  %949 = bitcast i32 %948 to float
  %950 = fadd float %944, %949
  %951 = bitcast float %946 to i32
  %952 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %951, i32 2, i32 31)
  %953 = bitcast i32 %952 to float
  %954 = fadd float %946, %953
  %955 = bitcast float %950 to i32
  %956 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %955, i32 1, i32 31)
  %957 = bitcast i32 %956 to float
  %958 = fadd float %950, %957
  %959 = bitcast float %954 to i32
  %960 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %959, i32 1, i32 31)
  %961 = bitcast i32 %960 to float
  %962 = fadd float %954, %961
  %963 = fadd float %915, %958
  %964 = fadd float %916, %962
  %965 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 24576), i64 %437
  %966 = fptrunc float %879 to bfloat
  %967 = fptrunc float %880 to bfloat
  %968 = fptrunc float %881 to bfloat
  %969 = fptrunc float %882 to bfloat
  %970 = fptrunc float %883 to bfloat
  %971 = fptrunc float %884 to bfloat
  %972 = fptrunc float %885 to bfloat
  %973 = fptrunc float %886 to bfloat
  %974 = fptrunc float %887 to bfloat
  %975 = fptrunc float %888 to bfloat
  %976 = fptrunc float %889 to bfloat
  %977 = fptrunc float %890 to bfloat
  %978 = fptrunc float %891 to bfloat
  %979 = fptrunc float %892 to bfloat
  %980 = fptrunc float %893 to bfloat
  %981 = fptrunc float %894 to bfloat
  %982 = fptrunc float %895 to bfloat
  %983 = fptrunc float %896 to bfloat
  %984 = fptrunc float %897 to bfloat
  %985 = fptrunc float %898 to bfloat
  %986 = fptrunc float %899 to bfloat
  %987 = fptrunc float %900 to bfloat
  %988 = fptrunc float %901 to bfloat
  %989 = fptrunc float %902 to bfloat
  %990 = fptrunc float %903 to bfloat
  %991 = fptrunc float %904 to bfloat
  %992 = fptrunc float %905 to bfloat
  %993 = fptrunc float %906 to bfloat
  %994 = fptrunc float %907 to bfloat
  %995 = fptrunc float %908 to bfloat
  %996 = fptrunc float %909 to bfloat
  %997 = fptrunc float %910 to bfloat
  %998 = fmul float %430, %913
  %999 = fmul float %429, %913
  %1000 = fmul float %428, %914
  %1001 = fmul float %427, %914
  %1002 = fmul float %426, %913
  %1003 = fmul float %425, %913
  %1004 = fmul float %424, %914
  %1005 = fmul float %423, %914
  %1006 = fmul float %422, %913
  %1007 = fmul float %421, %913
  %1008 = fmul float %420, %914
  %1009 = fmul float %419, %914
  %1010 = fmul float %418, %913
  %1011 = fmul float %417, %913
  %1012 = fmul float %416, %914
  %1013 = fmul float %415, %914
  %1014 = fmul float %414, %913
  %1015 = fmul float %413, %913
  %1016 = fmul float %412, %914
  %1017 = fmul float %411, %914
  %1018 = fmul float %410, %913
  %1019 = fmul float %409, %913
  %1020 = fmul float %408, %914
  %1021 = fmul float %407, %914
  %1022 = fmul float %406, %913
  %1023 = fmul float %405, %913
  %1024 = fmul float %404, %914
  %1025 = fmul float %403, %914
  %1026 = fmul float %402, %913
  %1027 = fmul float %401, %913
  %1028 = fmul float %400, %914
  %1029 = fmul float %399, %914
  %1030 = insertelement <2 x bfloat> poison, bfloat %966, i64 0
  %1031 = insertelement <2 x bfloat> %1030, bfloat %967, i64 1
  %1032 = bitcast <2 x bfloat> %1031 to i32
  %1033 = insertelement <2 x bfloat> poison, bfloat %968, i64 0
  %1034 = insertelement <2 x bfloat> %1033, bfloat %969, i64 1
  %1035 = bitcast <2 x bfloat> %1034 to i32
  %1036 = insertelement <2 x bfloat> poison, bfloat %970, i64 0
  %1037 = insertelement <2 x bfloat> %1036, bfloat %971, i64 1
  %1038 = bitcast <2 x bfloat> %1037 to i32
  %1039 = insertelement <2 x bfloat> poison, bfloat %972, i64 0
  %1040 = insertelement <2 x bfloat> %1039, bfloat %973, i64 1
  %1041 = bitcast <2 x bfloat> %1040 to i32
  %1042 = insertelement <2 x bfloat> poison, bfloat %974, i64 0
  %1043 = insertelement <2 x bfloat> %1042, bfloat %975, i64 1
  %1044 = bitcast <2 x bfloat> %1043 to i32
  %1045 = insertelement <2 x bfloat> poison, bfloat %976, i64 0
  %1046 = insertelement <2 x bfloat> %1045, bfloat %977, i64 1
  %1047 = bitcast <2 x bfloat> %1046 to i32
  %1048 = insertelement <2 x bfloat> poison, bfloat %978, i64 0
  %1049 = insertelement <2 x bfloat> %1048, bfloat %979, i64 1
  %1050 = bitcast <2 x bfloat> %1049 to i32
  %1051 = insertelement <2 x bfloat> poison, bfloat %980, i64 0
  %1052 = insertelement <2 x bfloat> %1051, bfloat %981, i64 1
  %1053 = bitcast <2 x bfloat> %1052 to i32
  %1054 = insertelement <2 x bfloat> poison, bfloat %982, i64 0
  %1055 = insertelement <2 x bfloat> %1054, bfloat %983, i64 1
  %1056 = bitcast <2 x bfloat> %1055 to i32
  %1057 = insertelement <2 x bfloat> poison, bfloat %984, i64 0
  %1058 = insertelement <2 x bfloat> %1057, bfloat %985, i64 1
  %1059 = bitcast <2 x bfloat> %1058 to i32
  %1060 = insertelement <2 x bfloat> poison, bfloat %986, i64 0
  %1061 = insertelement <2 x bfloat> %1060, bfloat %987, i64 1
  %1062 = bitcast <2 x bfloat> %1061 to i32
  %1063 = insertelement <2 x bfloat> poison, bfloat %988, i64 0
  %1064 = insertelement <2 x bfloat> %1063, bfloat %989, i64 1
  %1065 = bitcast <2 x bfloat> %1064 to i32
  %1066 = insertelement <2 x bfloat> poison, bfloat %990, i64 0
  %1067 = insertelement <2 x bfloat> %1066, bfloat %991, i64 1
  %1068 = bitcast <2 x bfloat> %1067 to i32
  %1069 = insertelement <2 x bfloat> poison, bfloat %992, i64 0
  %1070 = insertelement <2 x bfloat> %1069, bfloat %993, i64 1
  %1071 = bitcast <2 x bfloat> %1070 to i32
  %1072 = insertelement <2 x bfloat> poison, bfloat %994, i64 0
  %1073 = insertelement <2 x bfloat> %1072, bfloat %995, i64 1
  %1074 = bitcast <2 x bfloat> %1073 to i32
  %1075 = insertelement <2 x bfloat> poison, bfloat %996, i64 0
  %1076 = insertelement <2 x bfloat> %1075, bfloat %997, i64 1
  %1077 = bitcast <2 x bfloat> %1076 to i32
  %1078 = getelementptr bfloat, ptr addrspace(3) %965, i64 %312
  %1079 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1078)
  %1080 = extractvalue { i32, i32, i32, i32 } %1079, 0
  %1081 = extractvalue { i32, i32, i32, i32 } %1079, 1
  %1082 = extractvalue { i32, i32, i32, i32 } %1079, 2
  %1083 = extractvalue { i32, i32, i32, i32 } %1079, 3
  %1084 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1032, i32 %1035, i32 %1038, i32 %1041, i32 %1080, i32 %1081, float %998, float %999, float %1000, float %1001) #7
  %1085 = extractvalue { float, float, float, float } %1084, 0
  %1086 = extractvalue { float, float, float, float } %1084, 1
  %1087 = extractvalue { float, float, float, float } %1084, 2
  %1088 = extractvalue { float, float, float, float } %1084, 3
  %1089 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1032, i32 %1035, i32 %1038, i32 %1041, i32 %1082, i32 %1083, float %1002, float %1003, float %1004, float %1005) #7
  %1090 = extractvalue { float, float, float, float } %1089, 0
  %1091 = extractvalue { float, float, float, float } %1089, 1
  %1092 = extractvalue { float, float, float, float } %1089, 2
  %1093 = extractvalue { float, float, float, float } %1089, 3
  %1094 = getelementptr bfloat, ptr addrspace(3) %965, i64 %318
  %1095 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1094)
  %1096 = extractvalue { i32, i32, i32, i32 } %1095, 0
  %1097 = extractvalue { i32, i32, i32, i32 } %1095, 1
  %1098 = extractvalue { i32, i32, i32, i32 } %1095, 2
  %1099 = extractvalue { i32, i32, i32, i32 } %1095, 3
  %1100 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1032, i32 %1035, i32 %1038, i32 %1041, i32 %1096, i32 %1097, float %1006, float %1007, float %1008, float %1009) #7
  %1101 = extractvalue { float, float, float, float } %1100, 0
  %1102 = extractvalue { float, float, float, float } %1100, 1
  %1103 = extractvalue { float, float, float, float } %1100, 2
  %1104 = extractvalue { float, float, float, float } %1100, 3
  %1105 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1032, i32 %1035, i32 %1038, i32 %1041, i32 %1098, i32 %1099, float %1010, float %1011, float %1012, float %1013) #7
  %1106 = extractvalue { float, float, float, float } %1105, 0
  %1107 = extractvalue { float, float, float, float } %1105, 1
  %1108 = extractvalue { float, float, float, float } %1105, 2
  %1109 = extractvalue { float, float, float, float } %1105, 3
  %1110 = getelementptr bfloat, ptr addrspace(3) %965, i64 %324
  %1111 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1110)
  %1112 = extractvalue { i32, i32, i32, i32 } %1111, 0
  %1113 = extractvalue { i32, i32, i32, i32 } %1111, 1
  %1114 = extractvalue { i32, i32, i32, i32 } %1111, 2
  %1115 = extractvalue { i32, i32, i32, i32 } %1111, 3
  %1116 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1032, i32 %1035, i32 %1038, i32 %1041, i32 %1112, i32 %1113, float %1014, float %1015, float %1016, float %1017) #7
  %1117 = extractvalue { float, float, float, float } %1116, 0
  %1118 = extractvalue { float, float, float, float } %1116, 1
  %1119 = extractvalue { float, float, float, float } %1116, 2
  %1120 = extractvalue { float, float, float, float } %1116, 3
  %1121 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1032, i32 %1035, i32 %1038, i32 %1041, i32 %1114, i32 %1115, float %1018, float %1019, float %1020, float %1021) #7
  %1122 = extractvalue { float, float, float, float } %1121, 0
  %1123 = extractvalue { float, float, float, float } %1121, 1
  %1124 = extractvalue { float, float, float, float } %1121, 2
  %1125 = extractvalue { float, float, float, float } %1121, 3
  %1126 = getelementptr bfloat, ptr addrspace(3) %965, i64 %330
  %1127 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1126)
  %1128 = extractvalue { i32, i32, i32, i32 } %1127, 0
  %1129 = extractvalue { i32, i32, i32, i32 } %1127, 1
  %1130 = extractvalue { i32, i32, i32, i32 } %1127, 2
  %1131 = extractvalue { i32, i32, i32, i32 } %1127, 3
  %1132 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1032, i32 %1035, i32 %1038, i32 %1041, i32 %1128, i32 %1129, float %1022, float %1023, float %1024, float %1025) #7
  %1133 = extractvalue { float, float, float, float } %1132, 0
  %1134 = extractvalue { float, float, float, float } %1132, 1
  %1135 = extractvalue { float, float, float, float } %1132, 2
  %1136 = extractvalue { float, float, float, float } %1132, 3
  %1137 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1032, i32 %1035, i32 %1038, i32 %1041, i32 %1130, i32 %1131, float %1026, float %1027, float %1028, float %1029) #7
  %1138 = extractvalue { float, float, float, float } %1137, 0
  %1139 = extractvalue { float, float, float, float } %1137, 1
  %1140 = extractvalue { float, float, float, float } %1137, 2
  %1141 = extractvalue { float, float, float, float } %1137, 3
  %1142 = getelementptr bfloat, ptr addrspace(3) %965, i64 %334
  %1143 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1142)
  %1144 = extractvalue { i32, i32, i32, i32 } %1143, 0
  %1145 = extractvalue { i32, i32, i32, i32 } %1143, 1
  %1146 = extractvalue { i32, i32, i32, i32 } %1143, 2
  %1147 = extractvalue { i32, i32, i32, i32 } %1143, 3
  %1148 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1044, i32 %1047, i32 %1050, i32 %1053, i32 %1144, i32 %1145, float %1085, float %1086, float %1087, float %1088) #7
  %1149 = extractvalue { float, float, float, float } %1148, 0
  %1150 = extractvalue { float, float, float, float } %1148, 1
  %1151 = extractvalue { float, float, float, float } %1148, 2
  %1152 = extractvalue { float, float, float, float } %1148, 3
  %1153 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1044, i32 %1047, i32 %1050, i32 %1053, i32 %1146, i32 %1147, float %1090, float %1091, float %1092, float %1093) #7
  %1154 = extractvalue { float, float, float, float } %1153, 0
  %1155 = extractvalue { float, float, float, float } %1153, 1
  %1156 = extractvalue { float, float, float, float } %1153, 2
  %1157 = extractvalue { float, float, float, float } %1153, 3
  %1158 = getelementptr bfloat, ptr addrspace(3) %965, i64 %337
  %1159 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1158)
  %1160 = extractvalue { i32, i32, i32, i32 } %1159, 0
  %1161 = extractvalue { i32, i32, i32, i32 } %1159, 1
  %1162 = extractvalue { i32, i32, i32, i32 } %1159, 2
  %1163 = extractvalue { i32, i32, i32, i32 } %1159, 3
  %1164 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1044, i32 %1047, i32 %1050, i32 %1053, i32 %1160, i32 %1161, float %1101, float %1102, float %1103, float %1104) #7
  %1165 = extractvalue { float, float, float, float } %1164, 0
  %1166 = extractvalue { float, float, float, float } %1164, 1
  %1167 = extractvalue { float, float, float, float } %1164, 2
  %1168 = extractvalue { float, float, float, float } %1164, 3
  %1169 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1044, i32 %1047, i32 %1050, i32 %1053, i32 %1162, i32 %1163, float %1106, float %1107, float %1108, float %1109) #7
  %1170 = extractvalue { float, float, float, float } %1169, 0
  %1171 = extractvalue { float, float, float, float } %1169, 1
  %1172 = extractvalue { float, float, float, float } %1169, 2
  %1173 = extractvalue { float, float, float, float } %1169, 3
  %1174 = getelementptr bfloat, ptr addrspace(3) %965, i64 %340
  %1175 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1174)
  %1176 = extractvalue { i32, i32, i32, i32 } %1175, 0
  %1177 = extractvalue { i32, i32, i32, i32 } %1175, 1
  %1178 = extractvalue { i32, i32, i32, i32 } %1175, 2
  %1179 = extractvalue { i32, i32, i32, i32 } %1175, 3
  %1180 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1044, i32 %1047, i32 %1050, i32 %1053, i32 %1176, i32 %1177, float %1117, float %1118, float %1119, float %1120) #7
  %1181 = extractvalue { float, float, float, float } %1180, 0
  %1182 = extractvalue { float, float, float, float } %1180, 1
  %1183 = extractvalue { float, float, float, float } %1180, 2
  %1184 = extractvalue { float, float, float, float } %1180, 3
  %1185 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1044, i32 %1047, i32 %1050, i32 %1053, i32 %1178, i32 %1179, float %1122, float %1123, float %1124, float %1125) #7
  %1186 = extractvalue { float, float, float, float } %1185, 0
  %1187 = extractvalue { float, float, float, float } %1185, 1
  %1188 = extractvalue { float, float, float, float } %1185, 2
  %1189 = extractvalue { float, float, float, float } %1185, 3
  %1190 = getelementptr bfloat, ptr addrspace(3) %965, i64 %343
  %1191 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1190)
  %1192 = extractvalue { i32, i32, i32, i32 } %1191, 0
  %1193 = extractvalue { i32, i32, i32, i32 } %1191, 1
  %1194 = extractvalue { i32, i32, i32, i32 } %1191, 2
  %1195 = extractvalue { i32, i32, i32, i32 } %1191, 3
  %1196 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1044, i32 %1047, i32 %1050, i32 %1053, i32 %1192, i32 %1193, float %1133, float %1134, float %1135, float %1136) #7
  %1197 = extractvalue { float, float, float, float } %1196, 0
  %1198 = extractvalue { float, float, float, float } %1196, 1
  %1199 = extractvalue { float, float, float, float } %1196, 2
  %1200 = extractvalue { float, float, float, float } %1196, 3
  %1201 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1044, i32 %1047, i32 %1050, i32 %1053, i32 %1194, i32 %1195, float %1138, float %1139, float %1140, float %1141) #7
  %1202 = extractvalue { float, float, float, float } %1201, 0
  %1203 = extractvalue { float, float, float, float } %1201, 1
  %1204 = extractvalue { float, float, float, float } %1201, 2
  %1205 = extractvalue { float, float, float, float } %1201, 3
  %1206 = getelementptr bfloat, ptr addrspace(3) %965, i64 %347
  %1207 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1206)
  %1208 = extractvalue { i32, i32, i32, i32 } %1207, 0
  %1209 = extractvalue { i32, i32, i32, i32 } %1207, 1
  %1210 = extractvalue { i32, i32, i32, i32 } %1207, 2
  %1211 = extractvalue { i32, i32, i32, i32 } %1207, 3
  %1212 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1056, i32 %1059, i32 %1062, i32 %1065, i32 %1208, i32 %1209, float %1149, float %1150, float %1151, float %1152) #7
  %1213 = extractvalue { float, float, float, float } %1212, 0
  %1214 = extractvalue { float, float, float, float } %1212, 1
  %1215 = extractvalue { float, float, float, float } %1212, 2
  %1216 = extractvalue { float, float, float, float } %1212, 3
  %1217 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1056, i32 %1059, i32 %1062, i32 %1065, i32 %1210, i32 %1211, float %1154, float %1155, float %1156, float %1157) #7
  %1218 = extractvalue { float, float, float, float } %1217, 0
  %1219 = extractvalue { float, float, float, float } %1217, 1
  %1220 = extractvalue { float, float, float, float } %1217, 2
  %1221 = extractvalue { float, float, float, float } %1217, 3
  %1222 = getelementptr bfloat, ptr addrspace(3) %965, i64 %350
  %1223 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1222)
  %1224 = extractvalue { i32, i32, i32, i32 } %1223, 0
  %1225 = extractvalue { i32, i32, i32, i32 } %1223, 1
  %1226 = extractvalue { i32, i32, i32, i32 } %1223, 2
  %1227 = extractvalue { i32, i32, i32, i32 } %1223, 3
  %1228 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1056, i32 %1059, i32 %1062, i32 %1065, i32 %1224, i32 %1225, float %1165, float %1166, float %1167, float %1168) #7
  %1229 = extractvalue { float, float, float, float } %1228, 0
  %1230 = extractvalue { float, float, float, float } %1228, 1
  %1231 = extractvalue { float, float, float, float } %1228, 2
  %1232 = extractvalue { float, float, float, float } %1228, 3
  %1233 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1056, i32 %1059, i32 %1062, i32 %1065, i32 %1226, i32 %1227, float %1170, float %1171, float %1172, float %1173) #7
  %1234 = extractvalue { float, float, float, float } %1233, 0
  %1235 = extractvalue { float, float, float, float } %1233, 1
  %1236 = extractvalue { float, float, float, float } %1233, 2
  %1237 = extractvalue { float, float, float, float } %1233, 3
  %1238 = getelementptr bfloat, ptr addrspace(3) %965, i64 %353
  %1239 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1238)
  %1240 = extractvalue { i32, i32, i32, i32 } %1239, 0
  %1241 = extractvalue { i32, i32, i32, i32 } %1239, 1
  %1242 = extractvalue { i32, i32, i32, i32 } %1239, 2
  %1243 = extractvalue { i32, i32, i32, i32 } %1239, 3
  %1244 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1056, i32 %1059, i32 %1062, i32 %1065, i32 %1240, i32 %1241, float %1181, float %1182, float %1183, float %1184) #7
  %1245 = extractvalue { float, float, float, float } %1244, 0
  %1246 = extractvalue { float, float, float, float } %1244, 1
  %1247 = extractvalue { float, float, float, float } %1244, 2
  %1248 = extractvalue { float, float, float, float } %1244, 3
  %1249 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1056, i32 %1059, i32 %1062, i32 %1065, i32 %1242, i32 %1243, float %1186, float %1187, float %1188, float %1189) #7
  %1250 = extractvalue { float, float, float, float } %1249, 0
  %1251 = extractvalue { float, float, float, float } %1249, 1
  %1252 = extractvalue { float, float, float, float } %1249, 2
  %1253 = extractvalue { float, float, float, float } %1249, 3
  %1254 = getelementptr bfloat, ptr addrspace(3) %965, i64 %356
  %1255 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1254)
  %1256 = extractvalue { i32, i32, i32, i32 } %1255, 0
  %1257 = extractvalue { i32, i32, i32, i32 } %1255, 1
  %1258 = extractvalue { i32, i32, i32, i32 } %1255, 2
  %1259 = extractvalue { i32, i32, i32, i32 } %1255, 3
  %1260 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1056, i32 %1059, i32 %1062, i32 %1065, i32 %1256, i32 %1257, float %1197, float %1198, float %1199, float %1200) #7
  %1261 = extractvalue { float, float, float, float } %1260, 0
  %1262 = extractvalue { float, float, float, float } %1260, 1
  %1263 = extractvalue { float, float, float, float } %1260, 2
  %1264 = extractvalue { float, float, float, float } %1260, 3
  %1265 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1056, i32 %1059, i32 %1062, i32 %1065, i32 %1258, i32 %1259, float %1202, float %1203, float %1204, float %1205) #7
  %1266 = extractvalue { float, float, float, float } %1265, 0
  %1267 = extractvalue { float, float, float, float } %1265, 1
  %1268 = extractvalue { float, float, float, float } %1265, 2
  %1269 = extractvalue { float, float, float, float } %1265, 3
  %1270 = getelementptr bfloat, ptr addrspace(3) %965, i64 %360
  %1271 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1270)
  %1272 = extractvalue { i32, i32, i32, i32 } %1271, 0
  %1273 = extractvalue { i32, i32, i32, i32 } %1271, 1
  %1274 = extractvalue { i32, i32, i32, i32 } %1271, 2
  %1275 = extractvalue { i32, i32, i32, i32 } %1271, 3
  %1276 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1068, i32 %1071, i32 %1074, i32 %1077, i32 %1272, i32 %1273, float %1213, float %1214, float %1215, float %1216) #7
  %1277 = extractvalue { float, float, float, float } %1276, 0
  %1278 = extractvalue { float, float, float, float } %1276, 1
  %1279 = extractvalue { float, float, float, float } %1276, 2
  %1280 = extractvalue { float, float, float, float } %1276, 3
  %1281 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1068, i32 %1071, i32 %1074, i32 %1077, i32 %1274, i32 %1275, float %1218, float %1219, float %1220, float %1221) #7
  %1282 = extractvalue { float, float, float, float } %1281, 0
  %1283 = extractvalue { float, float, float, float } %1281, 1
  %1284 = extractvalue { float, float, float, float } %1281, 2
  %1285 = extractvalue { float, float, float, float } %1281, 3
  %1286 = getelementptr bfloat, ptr addrspace(3) %965, i64 %363
  %1287 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1286)
  %1288 = extractvalue { i32, i32, i32, i32 } %1287, 0
  %1289 = extractvalue { i32, i32, i32, i32 } %1287, 1
  %1290 = extractvalue { i32, i32, i32, i32 } %1287, 2
  %1291 = extractvalue { i32, i32, i32, i32 } %1287, 3
  %1292 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1068, i32 %1071, i32 %1074, i32 %1077, i32 %1288, i32 %1289, float %1229, float %1230, float %1231, float %1232) #7
  %1293 = extractvalue { float, float, float, float } %1292, 0
  %1294 = extractvalue { float, float, float, float } %1292, 1
  %1295 = extractvalue { float, float, float, float } %1292, 2
  %1296 = extractvalue { float, float, float, float } %1292, 3
  %1297 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1068, i32 %1071, i32 %1074, i32 %1077, i32 %1290, i32 %1291, float %1234, float %1235, float %1236, float %1237) #7
  %1298 = extractvalue { float, float, float, float } %1297, 0
  %1299 = extractvalue { float, float, float, float } %1297, 1
  %1300 = extractvalue { float, float, float, float } %1297, 2
  %1301 = extractvalue { float, float, float, float } %1297, 3
  %1302 = getelementptr bfloat, ptr addrspace(3) %965, i64 %366
  %1303 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1302)
  %1304 = extractvalue { i32, i32, i32, i32 } %1303, 0
  %1305 = extractvalue { i32, i32, i32, i32 } %1303, 1
  %1306 = extractvalue { i32, i32, i32, i32 } %1303, 2
  %1307 = extractvalue { i32, i32, i32, i32 } %1303, 3
  %1308 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1068, i32 %1071, i32 %1074, i32 %1077, i32 %1304, i32 %1305, float %1245, float %1246, float %1247, float %1248) #7
  %1309 = extractvalue { float, float, float, float } %1308, 0
  %1310 = extractvalue { float, float, float, float } %1308, 1
  %1311 = extractvalue { float, float, float, float } %1308, 2
  %1312 = extractvalue { float, float, float, float } %1308, 3
  %1313 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1068, i32 %1071, i32 %1074, i32 %1077, i32 %1306, i32 %1307, float %1250, float %1251, float %1252, float %1253) #7
  %1314 = extractvalue { float, float, float, float } %1313, 0
  %1315 = extractvalue { float, float, float, float } %1313, 1
  %1316 = extractvalue { float, float, float, float } %1313, 2
  %1317 = extractvalue { float, float, float, float } %1313, 3
  %1318 = getelementptr bfloat, ptr addrspace(3) %965, i64 %369
  %1319 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1318)
  %1320 = extractvalue { i32, i32, i32, i32 } %1319, 0
  %1321 = extractvalue { i32, i32, i32, i32 } %1319, 1
  %1322 = extractvalue { i32, i32, i32, i32 } %1319, 2
  %1323 = extractvalue { i32, i32, i32, i32 } %1319, 3
  %1324 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1068, i32 %1071, i32 %1074, i32 %1077, i32 %1320, i32 %1321, float %1261, float %1262, float %1263, float %1264) #7
  %1325 = extractvalue { float, float, float, float } %1324, 0
  %1326 = extractvalue { float, float, float, float } %1324, 1
  %1327 = extractvalue { float, float, float, float } %1324, 2
  %1328 = extractvalue { float, float, float, float } %1324, 3
  %1329 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1068, i32 %1071, i32 %1074, i32 %1077, i32 %1322, i32 %1323, float %1266, float %1267, float %1268, float %1269) #7
  %1330 = extractvalue { float, float, float, float } %1329, 0
  %1331 = extractvalue { float, float, float, float } %1329, 1
  %1332 = extractvalue { float, float, float, float } %1329, 2
  %1333 = extractvalue { float, float, float, float } %1329, 3
  %1334 = icmp slt i32 %715, %89
  %1335 = add i32 %91, %715
  %1336 = shl i32 %1335, 6
  %1337 = add i32 %93, %715
  %1338 = shl i32 %1337, 6
  %1339 = add i32 %95, %715
  %1340 = shl i32 %1339, 6
  %1341 = add i32 %97, %715
  %1342 = shl i32 %1341, 6
  %1343 = or disjoint i32 %1336, %30
  %1344 = or disjoint i32 %1338, %30
  %1345 = or disjoint i32 %1340, %30
  %1346 = or disjoint i32 %1342, %30
  %1347 = shl nuw nsw i32 %717, 13
  %1348 = zext nneg i32 %1347 to i64
  %1349 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %1348
  %1350 = getelementptr i8, ptr addrspace(3) %1349, i64 %109
  %1351 = sext i32 %1343 to i64
  %1352 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1351
  %1353 = select i1 %1334, i32 16, i32 0
  %1354 = ptrtoint ptr addrspace(3) %1350 to i64
  %1355 = trunc i64 %1354 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1355, ptr addrspace(1) %1352, i32 %1353) #7
  %1356 = getelementptr i8, ptr addrspace(3) %1349, i64 %118
  %1357 = sext i32 %1344 to i64
  %1358 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1357
  %1359 = ptrtoint ptr addrspace(3) %1356 to i64
  %1360 = trunc i64 %1359 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1360, ptr addrspace(1) %1358, i32 %1353) #7
  %1361 = getelementptr i8, ptr addrspace(3) %1349, i64 %126
  %1362 = sext i32 %1345 to i64
  %1363 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1362
  %1364 = ptrtoint ptr addrspace(3) %1361 to i64
  %1365 = trunc i64 %1364 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1365, ptr addrspace(1) %1363, i32 %1353) #7
  %1366 = getelementptr i8, ptr addrspace(3) %1349, i64 %134
  %1367 = sext i32 %1346 to i64
  %1368 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1367
  %1369 = ptrtoint ptr addrspace(3) %1366 to i64
  %1370 = trunc i64 %1369 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1370, ptr addrspace(1) %1368, i32 %1353) #7
  %1371 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 24576), i64 %1348
  %1372 = getelementptr i8, ptr addrspace(3) %1371, i64 %109
  %1373 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1351
  %1374 = ptrtoint ptr addrspace(3) %1372 to i64
  %1375 = trunc i64 %1374 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1375, ptr addrspace(1) %1373, i32 %1353) #7
  %1376 = getelementptr i8, ptr addrspace(3) %1371, i64 %118
  %1377 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1357
  %1378 = ptrtoint ptr addrspace(3) %1376 to i64
  %1379 = trunc i64 %1378 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1379, ptr addrspace(1) %1377, i32 %1353) #7
  %1380 = getelementptr i8, ptr addrspace(3) %1371, i64 %126
  %1381 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1362
  %1382 = ptrtoint ptr addrspace(3) %1380 to i64
  %1383 = trunc i64 %1382 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1383, ptr addrspace(1) %1381, i32 %1353) #7
  %1384 = getelementptr i8, ptr addrspace(3) %1371, i64 %134
  %1385 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1367
  %1386 = ptrtoint ptr addrspace(3) %1384 to i64
  %1387 = trunc i64 %1386 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1387, ptr addrspace(1) %1385, i32 %1353) #7
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #7
  %1388 = add nuw nsw i32 %433, 64
  %1389 = icmp slt i32 %1388, %89
  br i1 %1389, label %396, label %._crit_edge

._crit_edge:                                      ; preds = %396, %.._crit_edge_crit_edge
  %.pre-phi212 = phi i32 [ %.pre211, %.._crit_edge_crit_edge ], [ %300, %396 ]
  %.pre-phi208 = phi i32 [ %.pre207, %.._crit_edge_crit_edge ], [ %286, %396 ]
  %.pre-phi204 = phi i32 [ %.pre203, %.._crit_edge_crit_edge ], [ %298, %396 ]
  %.lcssa100 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %963, %396 ]
  %.lcssa99 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %964, %396 ]
  %.lcssa98 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1277, %396 ]
  %.lcssa97 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1278, %396 ]
  %.lcssa96 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1279, %396 ]
  %.lcssa95 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1280, %396 ]
  %.lcssa94 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1282, %396 ]
  %.lcssa93 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1283, %396 ]
  %.lcssa92 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1284, %396 ]
  %.lcssa91 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1285, %396 ]
  %.lcssa90 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1293, %396 ]
  %.lcssa89 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1294, %396 ]
  %.lcssa88 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1295, %396 ]
  %.lcssa87 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1296, %396 ]
  %.lcssa86 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1298, %396 ]
  %.lcssa85 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1299, %396 ]
  %.lcssa84 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1300, %396 ]
  %.lcssa83 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1301, %396 ]
  %.lcssa82 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1309, %396 ]
  %.lcssa81 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1310, %396 ]
  %.lcssa80 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1311, %396 ]
  %.lcssa79 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1312, %396 ]
  %.lcssa78 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1314, %396 ]
  %.lcssa77 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1315, %396 ]
  %.lcssa76 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1316, %396 ]
  %.lcssa75 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1317, %396 ]
  %.lcssa74 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1325, %396 ]
  %.lcssa73 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1326, %396 ]
  %.lcssa72 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1327, %396 ]
  %.lcssa71 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1328, %396 ]
  %.lcssa70 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1330, %396 ]
  %.lcssa69 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1331, %396 ]
  %.lcssa68 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1332, %396 ]
  %.lcssa67 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1333, %396 ]
  %.lcssa66 = phi float [ 0xFFF0000000000000, %.._crit_edge_crit_edge ], [ %813, %396 ]
  %.lcssa65 = phi float [ 0xFFF0000000000000, %.._crit_edge_crit_edge ], [ %814, %396 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1390 = or disjoint i32 %.pre-phi208, %.pre-phi204
  %1391 = zext nneg i32 %1390 to i64
  %1392 = getelementptr float, ptr addrspace(3) @attention_smem, i64 %1391
  store float %.lcssa66, ptr addrspace(3) %1392, align 4
  %1393 = or disjoint i32 %1390, 8
  %1394 = zext nneg i32 %1393 to i64
  %1395 = getelementptr float, ptr addrspace(3) @attention_smem, i64 %1394
  store float %.lcssa65, ptr addrspace(3) %1395, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  tail call void asm sideeffect "cp.async.wait_group 0;", "~{memory}"() #7
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1396 = fdiv float 1.000000e+00, %.lcssa100
  %1397 = fdiv float 1.000000e+00, %.lcssa99
  %1398 = fmul float %1396, %.lcssa98
  %1399 = fmul float %1396, %.lcssa97
  %1400 = fmul float %1397, %.lcssa96
  %1401 = fmul float %1397, %.lcssa95
  %1402 = fmul float %1396, %.lcssa94
  %1403 = fmul float %1396, %.lcssa93
  %1404 = fmul float %1397, %.lcssa92
  %1405 = fmul float %1397, %.lcssa91
  %1406 = fmul float %1396, %.lcssa90
  %1407 = fmul float %1396, %.lcssa89
  %1408 = fmul float %1397, %.lcssa88
  %1409 = fmul float %1397, %.lcssa87
  %1410 = fmul float %1396, %.lcssa86
  %1411 = fmul float %1396, %.lcssa85
  %1412 = fmul float %1397, %.lcssa84
  %1413 = fmul float %1397, %.lcssa83
  %1414 = fmul float %1396, %.lcssa82
  %1415 = fmul float %1396, %.lcssa81
  %1416 = fmul float %1397, %.lcssa80
  %1417 = fmul float %1397, %.lcssa79
  %1418 = fmul float %1396, %.lcssa78
  %1419 = fmul float %1396, %.lcssa77
  %1420 = fmul float %1397, %.lcssa76
  %1421 = fmul float %1397, %.lcssa75
  %1422 = fmul float %1396, %.lcssa74
  %1423 = fmul float %1396, %.lcssa73
  %1424 = fmul float %1397, %.lcssa72
  %1425 = fmul float %1397, %.lcssa71
  %1426 = fmul float %1396, %.lcssa70
  %1427 = fmul float %1396, %.lcssa69
  %1428 = fmul float %1397, %.lcssa68
  %1429 = fmul float %1397, %.lcssa67
  %1430 = fptrunc float %1398 to bfloat
  %1431 = fptrunc float %1399 to bfloat
  %1432 = fptrunc float %1400 to bfloat
  %1433 = fptrunc float %1401 to bfloat
  %1434 = fptrunc float %1402 to bfloat
  %1435 = fptrunc float %1403 to bfloat
  %1436 = fptrunc float %1404 to bfloat
  %1437 = fptrunc float %1405 to bfloat
  %1438 = fptrunc float %1406 to bfloat
  %1439 = fptrunc float %1407 to bfloat
  %1440 = fptrunc float %1408 to bfloat
  %1441 = fptrunc float %1409 to bfloat
  %1442 = fptrunc float %1410 to bfloat
  %1443 = fptrunc float %1411 to bfloat
  %1444 = fptrunc float %1412 to bfloat
  %1445 = fptrunc float %1413 to bfloat
  %1446 = fptrunc float %1414 to bfloat
  %1447 = fptrunc float %1415 to bfloat
  %1448 = fptrunc float %1416 to bfloat
  %1449 = fptrunc float %1417 to bfloat
  %1450 = fptrunc float %1418 to bfloat
  %1451 = fptrunc float %1419 to bfloat
  %1452 = fptrunc float %1420 to bfloat
  %1453 = fptrunc float %1421 to bfloat
  %1454 = fptrunc float %1422 to bfloat
  %1455 = fptrunc float %1423 to bfloat
  %1456 = fptrunc float %1424 to bfloat
  %1457 = fptrunc float %1425 to bfloat
  %1458 = fptrunc float %1426 to bfloat
  %1459 = fptrunc float %1427 to bfloat
  %1460 = fptrunc float %1428 to bfloat
  %1461 = fptrunc float %1429 to bfloat
  %1462 = or disjoint i32 %1390, %13
  %1463 = add i32 %11, %1462
  %1464 = shl i32 %1463, 6
  %1465 = or disjoint i32 %1464, %.pre-phi212
  %1466 = sext i32 %1465 to i64
  %1467 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1466
  %1468 = icmp slt i32 %1462, %4
  %1469 = zext i1 %1468 to i32
  %1470 = bitcast bfloat %1430 to i16
  %1471 = bitcast bfloat %1431 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1469, i16 %1470, i16 %1471, ptr addrspace(1) %1467) #7
  %1472 = or disjoint i32 %1393, %13
  %1473 = add i32 %11, %1472
  %1474 = shl i32 %1473, 6
  %1475 = or disjoint i32 %1474, %.pre-phi212
  %1476 = sext i32 %1475 to i64
  %1477 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1476
  %1478 = icmp slt i32 %1472, %4
  %1479 = zext i1 %1478 to i32
  %1480 = bitcast bfloat %1432 to i16
  %1481 = bitcast bfloat %1433 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1479, i16 %1480, i16 %1481, ptr addrspace(1) %1477) #7
  %1482 = or disjoint i32 %.pre-phi212, 8
  %1483 = or disjoint i32 %1464, %1482
  %1484 = sext i32 %1483 to i64
  %1485 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1484
  %1486 = bitcast bfloat %1434 to i16
  %1487 = bitcast bfloat %1435 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1469, i16 %1486, i16 %1487, ptr addrspace(1) %1485) #7
  %1488 = or disjoint i32 %1474, %1482
  %1489 = sext i32 %1488 to i64
  %1490 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1489
  %1491 = bitcast bfloat %1436 to i16
  %1492 = bitcast bfloat %1437 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1479, i16 %1491, i16 %1492, ptr addrspace(1) %1490) #7
  %1493 = or disjoint i32 %.pre-phi212, 16
  %1494 = or disjoint i32 %1464, %1493
  %1495 = sext i32 %1494 to i64
  %1496 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1495
  %1497 = bitcast bfloat %1438 to i16
  %1498 = bitcast bfloat %1439 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1469, i16 %1497, i16 %1498, ptr addrspace(1) %1496) #7
  %1499 = or disjoint i32 %1474, %1493
  %1500 = sext i32 %1499 to i64
  %1501 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1500
  %1502 = bitcast bfloat %1440 to i16
  %1503 = bitcast bfloat %1441 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1479, i16 %1502, i16 %1503, ptr addrspace(1) %1501) #7
  %1504 = or disjoint i32 %.pre-phi212, 24
  %1505 = or disjoint i32 %1464, %1504
  %1506 = sext i32 %1505 to i64
  %1507 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1506
  %1508 = bitcast bfloat %1442 to i16
  %1509 = bitcast bfloat %1443 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1469, i16 %1508, i16 %1509, ptr addrspace(1) %1507) #7
  %1510 = or disjoint i32 %1474, %1504
  %1511 = sext i32 %1510 to i64
  %1512 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1511
  %1513 = bitcast bfloat %1444 to i16
  %1514 = bitcast bfloat %1445 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1479, i16 %1513, i16 %1514, ptr addrspace(1) %1512) #7
  %1515 = or disjoint i32 %.pre-phi212, 32
  %1516 = or disjoint i32 %1464, %1515
  %1517 = sext i32 %1516 to i64
  %1518 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1517
  %1519 = bitcast bfloat %1446 to i16
  %1520 = bitcast bfloat %1447 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1469, i16 %1519, i16 %1520, ptr addrspace(1) %1518) #7
  %1521 = or disjoint i32 %1474, %1515
  %1522 = sext i32 %1521 to i64
  %1523 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1522
  %1524 = bitcast bfloat %1448 to i16
  %1525 = bitcast bfloat %1449 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1479, i16 %1524, i16 %1525, ptr addrspace(1) %1523) #7
  %1526 = or disjoint i32 %.pre-phi212, 40
  %1527 = or disjoint i32 %1464, %1526
  %1528 = sext i32 %1527 to i64
  %1529 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1528
  %1530 = bitcast bfloat %1450 to i16
  %1531 = bitcast bfloat %1451 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1469, i16 %1530, i16 %1531, ptr addrspace(1) %1529) #7
  %1532 = or disjoint i32 %1474, %1526
  %1533 = sext i32 %1532 to i64
  %1534 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1533
  %1535 = bitcast bfloat %1452 to i16
  %1536 = bitcast bfloat %1453 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1479, i16 %1535, i16 %1536, ptr addrspace(1) %1534) #7
  %1537 = or disjoint i32 %.pre-phi212, 48
  %1538 = or disjoint i32 %1464, %1537
  %1539 = sext i32 %1538 to i64
  %1540 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1539
  %1541 = bitcast bfloat %1454 to i16
  %1542 = bitcast bfloat %1455 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1469, i16 %1541, i16 %1542, ptr addrspace(1) %1540) #7
  %1543 = or disjoint i32 %1474, %1537
  %1544 = sext i32 %1543 to i64
  %1545 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1544
  %1546 = bitcast bfloat %1456 to i16
  %1547 = bitcast bfloat %1457 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1479, i16 %1546, i16 %1547, ptr addrspace(1) %1545) #7
  %1548 = or disjoint i32 %.pre-phi212, 56
  %1549 = or disjoint i32 %1464, %1548
  %1550 = sext i32 %1549 to i64
  %1551 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1550
  %1552 = bitcast bfloat %1458 to i16
  %1553 = bitcast bfloat %1459 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1469, i16 %1552, i16 %1553, ptr addrspace(1) %1551) #7
  %1554 = or disjoint i32 %1474, %1548
  %1555 = sext i32 %1554 to i64
  %1556 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1555
  %1557 = bitcast bfloat %1460 to i16
  %1558 = bitcast bfloat %1461 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1479, i16 %1557, i16 %1558, ptr addrspace(1) %1556) #7
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #2

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
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #6 = { convergent nocallback nofree nounwind memory(argmem: read) }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
