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
  %397 = phi float [ 0xFFF0000000000000, %.lr.ph ], [ %844, %396 ]
  %398 = phi float [ 0xFFF0000000000000, %.lr.ph ], [ %843, %396 ]
  %399 = phi float [ 0.000000e+00, %.lr.ph ], [ %1331, %396 ]
  %400 = phi float [ 0.000000e+00, %.lr.ph ], [ %1330, %396 ]
  %401 = phi float [ 0.000000e+00, %.lr.ph ], [ %1329, %396 ]
  %402 = phi float [ 0.000000e+00, %.lr.ph ], [ %1328, %396 ]
  %403 = phi float [ 0.000000e+00, %.lr.ph ], [ %1326, %396 ]
  %404 = phi float [ 0.000000e+00, %.lr.ph ], [ %1325, %396 ]
  %405 = phi float [ 0.000000e+00, %.lr.ph ], [ %1324, %396 ]
  %406 = phi float [ 0.000000e+00, %.lr.ph ], [ %1323, %396 ]
  %407 = phi float [ 0.000000e+00, %.lr.ph ], [ %1315, %396 ]
  %408 = phi float [ 0.000000e+00, %.lr.ph ], [ %1314, %396 ]
  %409 = phi float [ 0.000000e+00, %.lr.ph ], [ %1313, %396 ]
  %410 = phi float [ 0.000000e+00, %.lr.ph ], [ %1312, %396 ]
  %411 = phi float [ 0.000000e+00, %.lr.ph ], [ %1310, %396 ]
  %412 = phi float [ 0.000000e+00, %.lr.ph ], [ %1309, %396 ]
  %413 = phi float [ 0.000000e+00, %.lr.ph ], [ %1308, %396 ]
  %414 = phi float [ 0.000000e+00, %.lr.ph ], [ %1307, %396 ]
  %415 = phi float [ 0.000000e+00, %.lr.ph ], [ %1299, %396 ]
  %416 = phi float [ 0.000000e+00, %.lr.ph ], [ %1298, %396 ]
  %417 = phi float [ 0.000000e+00, %.lr.ph ], [ %1297, %396 ]
  %418 = phi float [ 0.000000e+00, %.lr.ph ], [ %1296, %396 ]
  %419 = phi float [ 0.000000e+00, %.lr.ph ], [ %1294, %396 ]
  %420 = phi float [ 0.000000e+00, %.lr.ph ], [ %1293, %396 ]
  %421 = phi float [ 0.000000e+00, %.lr.ph ], [ %1292, %396 ]
  %422 = phi float [ 0.000000e+00, %.lr.ph ], [ %1291, %396 ]
  %423 = phi float [ 0.000000e+00, %.lr.ph ], [ %1283, %396 ]
  %424 = phi float [ 0.000000e+00, %.lr.ph ], [ %1282, %396 ]
  %425 = phi float [ 0.000000e+00, %.lr.ph ], [ %1281, %396 ]
  %426 = phi float [ 0.000000e+00, %.lr.ph ], [ %1280, %396 ]
  %427 = phi float [ 0.000000e+00, %.lr.ph ], [ %1278, %396 ]
  %428 = phi float [ 0.000000e+00, %.lr.ph ], [ %1277, %396 ]
  %429 = phi float [ 0.000000e+00, %.lr.ph ], [ %1276, %396 ]
  %430 = phi float [ 0.000000e+00, %.lr.ph ], [ %1275, %396 ]
  %431 = phi float [ 0.000000e+00, %.lr.ph ], [ %962, %396 ]
  %432 = phi float [ 0.000000e+00, %.lr.ph ], [ %961, %396 ]
  %433 = phi i32 [ 0, %.lr.ph ], [ %1386, %396 ]
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
  %718 = fmul float %87, %658
  %719 = fmul float %87, %659
  %720 = fmul float %87, %660
  %721 = fmul float %87, %661
  %722 = fmul float %87, %663
  %723 = fmul float %87, %664
  %724 = fmul float %87, %665
  %725 = fmul float %87, %666
  %726 = fmul float %87, %674
  %727 = fmul float %87, %675
  %728 = fmul float %87, %676
  %729 = fmul float %87, %677
  %730 = fmul float %87, %679
  %731 = fmul float %87, %680
  %732 = fmul float %87, %681
  %733 = fmul float %87, %682
  %734 = fmul float %87, %690
  %735 = fmul float %87, %691
  %736 = fmul float %87, %692
  %737 = fmul float %87, %693
  %738 = fmul float %87, %695
  %739 = fmul float %87, %696
  %740 = fmul float %87, %697
  %741 = fmul float %87, %698
  %742 = fmul float %87, %706
  %743 = fmul float %87, %707
  %744 = fmul float %87, %708
  %745 = fmul float %87, %709
  %746 = fmul float %87, %711
  %747 = fmul float %87, %712
  %748 = fmul float %87, %713
  %749 = fmul float %87, %714
  %750 = or disjoint i32 %433, %300
  %.not = icmp sgt i32 %750, %302
  %.not3.not = icmp slt i32 %750, %302
  %.not4 = icmp sgt i32 %750, %303
  %.not5.not = icmp slt i32 %750, %303
  %751 = or disjoint i32 %750, 8
  %.not6 = icmp sgt i32 %751, %302
  %752 = or disjoint i32 %750, 9
  %.not7 = icmp sgt i32 %752, %302
  %.not9 = icmp sgt i32 %752, %303
  %753 = or disjoint i32 %750, 16
  %.not10 = icmp sgt i32 %753, %302
  %754 = or disjoint i32 %750, 17
  %.not11 = icmp sgt i32 %754, %302
  %.not12 = icmp sgt i32 %753, %303
  %.not13 = icmp sgt i32 %754, %303
  %755 = or disjoint i32 %750, 24
  %.not14 = icmp sgt i32 %755, %302
  %756 = or disjoint i32 %750, 25
  %.not15 = icmp sgt i32 %756, %302
  %.not16 = icmp sgt i32 %755, %303
  %.not17 = icmp sgt i32 %756, %303
  %757 = or disjoint i32 %750, 32
  %.not18 = icmp sgt i32 %757, %302
  %758 = or disjoint i32 %750, 33
  %.not19 = icmp sgt i32 %758, %302
  %.not20 = icmp sgt i32 %757, %303
  %.not21 = icmp sgt i32 %758, %303
  %759 = or disjoint i32 %750, 40
  %.not22 = icmp sgt i32 %759, %302
  %760 = or disjoint i32 %750, 41
  %.not23 = icmp sgt i32 %760, %302
  %.not24 = icmp sgt i32 %759, %303
  %.not25 = icmp sgt i32 %760, %303
  %761 = or disjoint i32 %750, 48
  %.not26 = icmp sgt i32 %761, %302
  %762 = or disjoint i32 %750, 49
  %.not27 = icmp sgt i32 %762, %302
  %.not28 = icmp sgt i32 %761, %303
  %.not29 = icmp sgt i32 %762, %303
  %763 = or disjoint i32 %750, 56
  %.not30 = icmp sgt i32 %763, %302
  %764 = or disjoint i32 %750, 57
  %.not31 = icmp sgt i32 %764, %302
  %.not32 = icmp sgt i32 %763, %303
  %.not33 = icmp sgt i32 %764, %303
  %765 = select i1 %.not, float 0xFFF0000000000000, float %718
  %766 = select i1 %.not3.not, float %719, float 0xFFF0000000000000
  %767 = select i1 %.not4, float 0xFFF0000000000000, float %720
  %768 = select i1 %.not5.not, float %721, float 0xFFF0000000000000
  %769 = select i1 %.not6, float 0xFFF0000000000000, float %722
  %770 = select i1 %.not7, float 0xFFF0000000000000, float %723
  %771 = select i1 %.not, float 0xFFF0000000000000, float %724
  %772 = select i1 %.not9, float 0xFFF0000000000000, float %725
  %773 = select i1 %.not10, float 0xFFF0000000000000, float %726
  %774 = select i1 %.not11, float 0xFFF0000000000000, float %727
  %775 = select i1 %.not12, float 0xFFF0000000000000, float %728
  %776 = select i1 %.not13, float 0xFFF0000000000000, float %729
  %777 = select i1 %.not14, float 0xFFF0000000000000, float %730
  %778 = select i1 %.not15, float 0xFFF0000000000000, float %731
  %779 = select i1 %.not16, float 0xFFF0000000000000, float %732
  %780 = select i1 %.not17, float 0xFFF0000000000000, float %733
  %781 = select i1 %.not18, float 0xFFF0000000000000, float %734
  %782 = select i1 %.not19, float 0xFFF0000000000000, float %735
  %783 = select i1 %.not20, float 0xFFF0000000000000, float %736
  %784 = select i1 %.not21, float 0xFFF0000000000000, float %737
  %785 = select i1 %.not22, float 0xFFF0000000000000, float %738
  %786 = select i1 %.not23, float 0xFFF0000000000000, float %739
  %787 = select i1 %.not24, float 0xFFF0000000000000, float %740
  %788 = select i1 %.not25, float 0xFFF0000000000000, float %741
  %789 = select i1 %.not26, float 0xFFF0000000000000, float %742
  %790 = select i1 %.not27, float 0xFFF0000000000000, float %743
  %791 = select i1 %.not28, float 0xFFF0000000000000, float %744
  %792 = select i1 %.not29, float 0xFFF0000000000000, float %745
  %793 = select i1 %.not30, float 0xFFF0000000000000, float %746
  %794 = select i1 %.not31, float 0xFFF0000000000000, float %747
  %795 = select i1 %.not32, float 0xFFF0000000000000, float %748
  %796 = select i1 %.not33, float 0xFFF0000000000000, float %749
  %797 = tail call float @llvm.maxnum.f32(float %765, float %766)
  %798 = tail call float @llvm.maxnum.f32(float %767, float %768)
  %799 = tail call float @llvm.maxnum.f32(float %797, float %769)
  %800 = tail call float @llvm.maxnum.f32(float %799, float %770)
  %801 = tail call float @llvm.maxnum.f32(float %798, float %771)
  %802 = tail call float @llvm.maxnum.f32(float %801, float %772)
  %803 = tail call float @llvm.maxnum.f32(float %800, float %773)
  %804 = tail call float @llvm.maxnum.f32(float %803, float %774)
  %805 = tail call float @llvm.maxnum.f32(float %802, float %775)
  %806 = tail call float @llvm.maxnum.f32(float %805, float %776)
  %807 = tail call float @llvm.maxnum.f32(float %804, float %777)
  %808 = tail call float @llvm.maxnum.f32(float %807, float %778)
  %809 = tail call float @llvm.maxnum.f32(float %806, float %779)
  %810 = tail call float @llvm.maxnum.f32(float %809, float %780)
  %811 = tail call float @llvm.maxnum.f32(float %808, float %781)
  %812 = tail call float @llvm.maxnum.f32(float %811, float %782)
  %813 = tail call float @llvm.maxnum.f32(float %810, float %783)
  %814 = tail call float @llvm.maxnum.f32(float %813, float %784)
  %815 = tail call float @llvm.maxnum.f32(float %812, float %785)
  %816 = tail call float @llvm.maxnum.f32(float %815, float %786)
  %817 = tail call float @llvm.maxnum.f32(float %814, float %787)
  %818 = tail call float @llvm.maxnum.f32(float %817, float %788)
  %819 = tail call float @llvm.maxnum.f32(float %816, float %789)
  %820 = tail call float @llvm.maxnum.f32(float %819, float %790)
  %821 = tail call float @llvm.maxnum.f32(float %818, float %791)
  %822 = tail call float @llvm.maxnum.f32(float %821, float %792)
  %823 = tail call float @llvm.maxnum.f32(float %820, float %793)
  %824 = tail call float @llvm.maxnum.f32(float %823, float %794)
  %825 = tail call float @llvm.maxnum.f32(float %822, float %795)
  %826 = tail call float @llvm.maxnum.f32(float %825, float %796)
  %827 = bitcast float %824 to i32
  %828 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %827, i32 2, i32 31)
  %829 = bitcast i32 %828 to float
  %830 = tail call float @llvm.maxnum.f32(float %824, float %829)
  %831 = bitcast float %826 to i32
  %832 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %831, i32 2, i32 31)
  %833 = bitcast i32 %832 to float
  %834 = tail call float @llvm.maxnum.f32(float %826, float %833)
  %835 = bitcast float %830 to i32
  %836 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %835, i32 1, i32 31)
  %837 = bitcast i32 %836 to float
  %838 = tail call float @llvm.maxnum.f32(float %830, float %837)
  %839 = bitcast float %834 to i32
  %840 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %839, i32 1, i32 31)
  %841 = bitcast i32 %840 to float
  %842 = tail call float @llvm.maxnum.f32(float %834, float %841)
  %843 = tail call float @llvm.maxnum.f32(float %398, float %838)
  %844 = tail call float @llvm.maxnum.f32(float %397, float %842)
  %845 = fsub float %765, %843
  %846 = fsub float %766, %843
  %847 = fsub float %767, %844
  %848 = fsub float %768, %844
  %849 = fsub float %769, %843
  %850 = fsub float %770, %843
  %851 = fsub float %771, %844
  %852 = fsub float %772, %844
  %853 = fsub float %773, %843
  %854 = fsub float %774, %843
  %855 = fsub float %775, %844
  %856 = fsub float %776, %844
  %857 = fsub float %777, %843
  %858 = fsub float %778, %843
  %859 = fsub float %779, %844
  %860 = fsub float %780, %844
  %861 = fsub float %781, %843
  %862 = fsub float %782, %843
  %863 = fsub float %783, %844
  %864 = fsub float %784, %844
  %865 = fsub float %785, %843
  %866 = fsub float %786, %843
  %867 = fsub float %787, %844
  %868 = fsub float %788, %844
  %869 = fsub float %789, %843
  %870 = fsub float %790, %843
  %871 = fsub float %791, %844
  %872 = fsub float %792, %844
  %873 = fsub float %793, %843
  %874 = fsub float %794, %843
  %875 = fsub float %795, %844
  %876 = fsub float %796, %844
  %877 = tail call float @llvm.nvvm.ex2.approx.f32(float %845)
  %878 = tail call float @llvm.nvvm.ex2.approx.f32(float %846)
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
  %909 = fsub float %398, %843
  %910 = fsub float %397, %844
  %911 = tail call float @llvm.nvvm.ex2.approx.f32(float %909)
  %912 = tail call float @llvm.nvvm.ex2.approx.f32(float %910)
  %913 = fmul float %432, %911
  %914 = fmul float %431, %912
  %915 = fadd float %877, %878
  %916 = fadd float %879, %880
  %917 = fadd float %915, %881
  %918 = fadd float %917, %882
  %919 = fadd float %916, %883
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
  %945 = bitcast float %942 to i32
  %946 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %945, i32 2, i32 31)
  %947 = bitcast i32 %946 to float
  %948 = fadd float %942, %947
  %949 = bitcast float %944 to i32
  %950 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %949, i32 2, i32 31)
  %951 = bitcast i32 %950 to float
  %952 = fadd float %944, %951
  %953 = bitcast float %948 to i32
  %954 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %953, i32 1, i32 31)
  %955 = bitcast i32 %954 to float
  %956 = fadd float %948, %955
  %957 = bitcast float %952 to i32
  %958 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %957, i32 1, i32 31)
  %959 = bitcast i32 %958 to float
  %960 = fadd float %952, %959
  %961 = fadd float %913, %956
  %962 = fadd float %914, %960
  %963 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 24576), i64 %437
  %964 = fptrunc float %877 to bfloat
  %965 = fptrunc float %878 to bfloat
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
  %996 = fmul float %430, %911
  %997 = fmul float %429, %911
  %998 = fmul float %428, %912
  %999 = fmul float %427, %912
  %1000 = fmul float %426, %911
  %1001 = fmul float %425, %911
  %1002 = fmul float %424, %912
  %1003 = fmul float %423, %912
  %1004 = fmul float %422, %911
  %1005 = fmul float %421, %911
  %1006 = fmul float %420, %912
  %1007 = fmul float %419, %912
  %1008 = fmul float %418, %911
  %1009 = fmul float %417, %911
  %1010 = fmul float %416, %912
  %1011 = fmul float %415, %912
  %1012 = fmul float %414, %911
  %1013 = fmul float %413, %911
  %1014 = fmul float %412, %912
  %1015 = fmul float %411, %912
  %1016 = fmul float %410, %911
  %1017 = fmul float %409, %911
  %1018 = fmul float %408, %912
  %1019 = fmul float %407, %912
  %1020 = fmul float %406, %911
  %1021 = fmul float %405, %911
  %1022 = fmul float %404, %912
  %1023 = fmul float %403, %912
  %1024 = fmul float %402, %911
  %1025 = fmul float %401, %911
  %1026 = fmul float %400, %912
  %1027 = fmul float %399, %912
  %1028 = insertelement <2 x bfloat> poison, bfloat %964, i64 0
  %1029 = insertelement <2 x bfloat> %1028, bfloat %965, i64 1
  %1030 = bitcast <2 x bfloat> %1029 to i32
  %1031 = insertelement <2 x bfloat> poison, bfloat %966, i64 0
  %1032 = insertelement <2 x bfloat> %1031, bfloat %967, i64 1
  %1033 = bitcast <2 x bfloat> %1032 to i32
  %1034 = insertelement <2 x bfloat> poison, bfloat %968, i64 0
  %1035 = insertelement <2 x bfloat> %1034, bfloat %969, i64 1
  %1036 = bitcast <2 x bfloat> %1035 to i32
  %1037 = insertelement <2 x bfloat> poison, bfloat %970, i64 0
  %1038 = insertelement <2 x bfloat> %1037, bfloat %971, i64 1
  %1039 = bitcast <2 x bfloat> %1038 to i32
  %1040 = insertelement <2 x bfloat> poison, bfloat %972, i64 0
  %1041 = insertelement <2 x bfloat> %1040, bfloat %973, i64 1
  %1042 = bitcast <2 x bfloat> %1041 to i32
  %1043 = insertelement <2 x bfloat> poison, bfloat %974, i64 0
  %1044 = insertelement <2 x bfloat> %1043, bfloat %975, i64 1
  %1045 = bitcast <2 x bfloat> %1044 to i32
  %1046 = insertelement <2 x bfloat> poison, bfloat %976, i64 0
  %1047 = insertelement <2 x bfloat> %1046, bfloat %977, i64 1
  %1048 = bitcast <2 x bfloat> %1047 to i32
  %1049 = insertelement <2 x bfloat> poison, bfloat %978, i64 0
  %1050 = insertelement <2 x bfloat> %1049, bfloat %979, i64 1
  %1051 = bitcast <2 x bfloat> %1050 to i32
  %1052 = insertelement <2 x bfloat> poison, bfloat %980, i64 0
  %1053 = insertelement <2 x bfloat> %1052, bfloat %981, i64 1
  %1054 = bitcast <2 x bfloat> %1053 to i32
  %1055 = insertelement <2 x bfloat> poison, bfloat %982, i64 0
  %1056 = insertelement <2 x bfloat> %1055, bfloat %983, i64 1
  %1057 = bitcast <2 x bfloat> %1056 to i32
  %1058 = insertelement <2 x bfloat> poison, bfloat %984, i64 0
  %1059 = insertelement <2 x bfloat> %1058, bfloat %985, i64 1
  %1060 = bitcast <2 x bfloat> %1059 to i32
  %1061 = insertelement <2 x bfloat> poison, bfloat %986, i64 0
  %1062 = insertelement <2 x bfloat> %1061, bfloat %987, i64 1
  %1063 = bitcast <2 x bfloat> %1062 to i32
  %1064 = insertelement <2 x bfloat> poison, bfloat %988, i64 0
  %1065 = insertelement <2 x bfloat> %1064, bfloat %989, i64 1
  %1066 = bitcast <2 x bfloat> %1065 to i32
  %1067 = insertelement <2 x bfloat> poison, bfloat %990, i64 0
  %1068 = insertelement <2 x bfloat> %1067, bfloat %991, i64 1
  %1069 = bitcast <2 x bfloat> %1068 to i32
  %1070 = insertelement <2 x bfloat> poison, bfloat %992, i64 0
  %1071 = insertelement <2 x bfloat> %1070, bfloat %993, i64 1
  %1072 = bitcast <2 x bfloat> %1071 to i32
  %1073 = insertelement <2 x bfloat> poison, bfloat %994, i64 0
  %1074 = insertelement <2 x bfloat> %1073, bfloat %995, i64 1
  %1075 = bitcast <2 x bfloat> %1074 to i32
  %1076 = getelementptr bfloat, ptr addrspace(3) %963, i64 %312
  %1077 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1076)
  %1078 = extractvalue { i32, i32, i32, i32 } %1077, 0
  %1079 = extractvalue { i32, i32, i32, i32 } %1077, 1
  %1080 = extractvalue { i32, i32, i32, i32 } %1077, 2
  %1081 = extractvalue { i32, i32, i32, i32 } %1077, 3
  %1082 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1030, i32 %1033, i32 %1036, i32 %1039, i32 %1078, i32 %1079, float %996, float %997, float %998, float %999) #7
  %1083 = extractvalue { float, float, float, float } %1082, 0
  %1084 = extractvalue { float, float, float, float } %1082, 1
  %1085 = extractvalue { float, float, float, float } %1082, 2
  %1086 = extractvalue { float, float, float, float } %1082, 3
  %1087 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1030, i32 %1033, i32 %1036, i32 %1039, i32 %1080, i32 %1081, float %1000, float %1001, float %1002, float %1003) #7
  %1088 = extractvalue { float, float, float, float } %1087, 0
  %1089 = extractvalue { float, float, float, float } %1087, 1
  %1090 = extractvalue { float, float, float, float } %1087, 2
  %1091 = extractvalue { float, float, float, float } %1087, 3
  %1092 = getelementptr bfloat, ptr addrspace(3) %963, i64 %318
  %1093 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1092)
  %1094 = extractvalue { i32, i32, i32, i32 } %1093, 0
  %1095 = extractvalue { i32, i32, i32, i32 } %1093, 1
  %1096 = extractvalue { i32, i32, i32, i32 } %1093, 2
  %1097 = extractvalue { i32, i32, i32, i32 } %1093, 3
  %1098 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1030, i32 %1033, i32 %1036, i32 %1039, i32 %1094, i32 %1095, float %1004, float %1005, float %1006, float %1007) #7
  %1099 = extractvalue { float, float, float, float } %1098, 0
  %1100 = extractvalue { float, float, float, float } %1098, 1
  %1101 = extractvalue { float, float, float, float } %1098, 2
  %1102 = extractvalue { float, float, float, float } %1098, 3
  %1103 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1030, i32 %1033, i32 %1036, i32 %1039, i32 %1096, i32 %1097, float %1008, float %1009, float %1010, float %1011) #7
  %1104 = extractvalue { float, float, float, float } %1103, 0
  %1105 = extractvalue { float, float, float, float } %1103, 1
  %1106 = extractvalue { float, float, float, float } %1103, 2
  %1107 = extractvalue { float, float, float, float } %1103, 3
  %1108 = getelementptr bfloat, ptr addrspace(3) %963, i64 %324
  %1109 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1108)
  %1110 = extractvalue { i32, i32, i32, i32 } %1109, 0
  %1111 = extractvalue { i32, i32, i32, i32 } %1109, 1
  %1112 = extractvalue { i32, i32, i32, i32 } %1109, 2
  %1113 = extractvalue { i32, i32, i32, i32 } %1109, 3
  %1114 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1030, i32 %1033, i32 %1036, i32 %1039, i32 %1110, i32 %1111, float %1012, float %1013, float %1014, float %1015) #7
  %1115 = extractvalue { float, float, float, float } %1114, 0
  %1116 = extractvalue { float, float, float, float } %1114, 1
  %1117 = extractvalue { float, float, float, float } %1114, 2
  %1118 = extractvalue { float, float, float, float } %1114, 3
  %1119 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1030, i32 %1033, i32 %1036, i32 %1039, i32 %1112, i32 %1113, float %1016, float %1017, float %1018, float %1019) #7
  %1120 = extractvalue { float, float, float, float } %1119, 0
  %1121 = extractvalue { float, float, float, float } %1119, 1
  %1122 = extractvalue { float, float, float, float } %1119, 2
  %1123 = extractvalue { float, float, float, float } %1119, 3
  %1124 = getelementptr bfloat, ptr addrspace(3) %963, i64 %330
  %1125 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1124)
  %1126 = extractvalue { i32, i32, i32, i32 } %1125, 0
  %1127 = extractvalue { i32, i32, i32, i32 } %1125, 1
  %1128 = extractvalue { i32, i32, i32, i32 } %1125, 2
  %1129 = extractvalue { i32, i32, i32, i32 } %1125, 3
  %1130 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1030, i32 %1033, i32 %1036, i32 %1039, i32 %1126, i32 %1127, float %1020, float %1021, float %1022, float %1023) #7
  %1131 = extractvalue { float, float, float, float } %1130, 0
  %1132 = extractvalue { float, float, float, float } %1130, 1
  %1133 = extractvalue { float, float, float, float } %1130, 2
  %1134 = extractvalue { float, float, float, float } %1130, 3
  %1135 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1030, i32 %1033, i32 %1036, i32 %1039, i32 %1128, i32 %1129, float %1024, float %1025, float %1026, float %1027) #7
  %1136 = extractvalue { float, float, float, float } %1135, 0
  %1137 = extractvalue { float, float, float, float } %1135, 1
  %1138 = extractvalue { float, float, float, float } %1135, 2
  %1139 = extractvalue { float, float, float, float } %1135, 3
  %1140 = getelementptr bfloat, ptr addrspace(3) %963, i64 %334
  %1141 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1140)
  %1142 = extractvalue { i32, i32, i32, i32 } %1141, 0
  %1143 = extractvalue { i32, i32, i32, i32 } %1141, 1
  %1144 = extractvalue { i32, i32, i32, i32 } %1141, 2
  %1145 = extractvalue { i32, i32, i32, i32 } %1141, 3
  %1146 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1042, i32 %1045, i32 %1048, i32 %1051, i32 %1142, i32 %1143, float %1083, float %1084, float %1085, float %1086) #7
  %1147 = extractvalue { float, float, float, float } %1146, 0
  %1148 = extractvalue { float, float, float, float } %1146, 1
  %1149 = extractvalue { float, float, float, float } %1146, 2
  %1150 = extractvalue { float, float, float, float } %1146, 3
  %1151 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1042, i32 %1045, i32 %1048, i32 %1051, i32 %1144, i32 %1145, float %1088, float %1089, float %1090, float %1091) #7
  %1152 = extractvalue { float, float, float, float } %1151, 0
  %1153 = extractvalue { float, float, float, float } %1151, 1
  %1154 = extractvalue { float, float, float, float } %1151, 2
  %1155 = extractvalue { float, float, float, float } %1151, 3
  %1156 = getelementptr bfloat, ptr addrspace(3) %963, i64 %337
  %1157 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1156)
  %1158 = extractvalue { i32, i32, i32, i32 } %1157, 0
  %1159 = extractvalue { i32, i32, i32, i32 } %1157, 1
  %1160 = extractvalue { i32, i32, i32, i32 } %1157, 2
  %1161 = extractvalue { i32, i32, i32, i32 } %1157, 3
  %1162 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1042, i32 %1045, i32 %1048, i32 %1051, i32 %1158, i32 %1159, float %1099, float %1100, float %1101, float %1102) #7
  %1163 = extractvalue { float, float, float, float } %1162, 0
  %1164 = extractvalue { float, float, float, float } %1162, 1
  %1165 = extractvalue { float, float, float, float } %1162, 2
  %1166 = extractvalue { float, float, float, float } %1162, 3
  %1167 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1042, i32 %1045, i32 %1048, i32 %1051, i32 %1160, i32 %1161, float %1104, float %1105, float %1106, float %1107) #7
  %1168 = extractvalue { float, float, float, float } %1167, 0
  %1169 = extractvalue { float, float, float, float } %1167, 1
  %1170 = extractvalue { float, float, float, float } %1167, 2
  %1171 = extractvalue { float, float, float, float } %1167, 3
  %1172 = getelementptr bfloat, ptr addrspace(3) %963, i64 %340
  %1173 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1172)
  %1174 = extractvalue { i32, i32, i32, i32 } %1173, 0
  %1175 = extractvalue { i32, i32, i32, i32 } %1173, 1
  %1176 = extractvalue { i32, i32, i32, i32 } %1173, 2
  %1177 = extractvalue { i32, i32, i32, i32 } %1173, 3
  %1178 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1042, i32 %1045, i32 %1048, i32 %1051, i32 %1174, i32 %1175, float %1115, float %1116, float %1117, float %1118) #7
  %1179 = extractvalue { float, float, float, float } %1178, 0
  %1180 = extractvalue { float, float, float, float } %1178, 1
  %1181 = extractvalue { float, float, float, float } %1178, 2
  %1182 = extractvalue { float, float, float, float } %1178, 3
  %1183 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1042, i32 %1045, i32 %1048, i32 %1051, i32 %1176, i32 %1177, float %1120, float %1121, float %1122, float %1123) #7
  %1184 = extractvalue { float, float, float, float } %1183, 0
  %1185 = extractvalue { float, float, float, float } %1183, 1
  %1186 = extractvalue { float, float, float, float } %1183, 2
  %1187 = extractvalue { float, float, float, float } %1183, 3
  %1188 = getelementptr bfloat, ptr addrspace(3) %963, i64 %343
  %1189 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1188)
  %1190 = extractvalue { i32, i32, i32, i32 } %1189, 0
  %1191 = extractvalue { i32, i32, i32, i32 } %1189, 1
  %1192 = extractvalue { i32, i32, i32, i32 } %1189, 2
  %1193 = extractvalue { i32, i32, i32, i32 } %1189, 3
  %1194 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1042, i32 %1045, i32 %1048, i32 %1051, i32 %1190, i32 %1191, float %1131, float %1132, float %1133, float %1134) #7
  %1195 = extractvalue { float, float, float, float } %1194, 0
  %1196 = extractvalue { float, float, float, float } %1194, 1
  %1197 = extractvalue { float, float, float, float } %1194, 2
  %1198 = extractvalue { float, float, float, float } %1194, 3
  %1199 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1042, i32 %1045, i32 %1048, i32 %1051, i32 %1192, i32 %1193, float %1136, float %1137, float %1138, float %1139) #7
  %1200 = extractvalue { float, float, float, float } %1199, 0
  %1201 = extractvalue { float, float, float, float } %1199, 1
  %1202 = extractvalue { float, float, float, float } %1199, 2
  %1203 = extractvalue { float, float, float, float } %1199, 3
  %1204 = getelementptr bfloat, ptr addrspace(3) %963, i64 %347
  %1205 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1204)
  %1206 = extractvalue { i32, i32, i32, i32 } %1205, 0
  %1207 = extractvalue { i32, i32, i32, i32 } %1205, 1
  %1208 = extractvalue { i32, i32, i32, i32 } %1205, 2
  %1209 = extractvalue { i32, i32, i32, i32 } %1205, 3
  %1210 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1054, i32 %1057, i32 %1060, i32 %1063, i32 %1206, i32 %1207, float %1147, float %1148, float %1149, float %1150) #7
  %1211 = extractvalue { float, float, float, float } %1210, 0
  %1212 = extractvalue { float, float, float, float } %1210, 1
  %1213 = extractvalue { float, float, float, float } %1210, 2
  %1214 = extractvalue { float, float, float, float } %1210, 3
  %1215 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1054, i32 %1057, i32 %1060, i32 %1063, i32 %1208, i32 %1209, float %1152, float %1153, float %1154, float %1155) #7
  %1216 = extractvalue { float, float, float, float } %1215, 0
  %1217 = extractvalue { float, float, float, float } %1215, 1
  %1218 = extractvalue { float, float, float, float } %1215, 2
  %1219 = extractvalue { float, float, float, float } %1215, 3
  %1220 = getelementptr bfloat, ptr addrspace(3) %963, i64 %350
  %1221 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1220)
  %1222 = extractvalue { i32, i32, i32, i32 } %1221, 0
  %1223 = extractvalue { i32, i32, i32, i32 } %1221, 1
  %1224 = extractvalue { i32, i32, i32, i32 } %1221, 2
  %1225 = extractvalue { i32, i32, i32, i32 } %1221, 3
  %1226 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1054, i32 %1057, i32 %1060, i32 %1063, i32 %1222, i32 %1223, float %1163, float %1164, float %1165, float %1166) #7
  %1227 = extractvalue { float, float, float, float } %1226, 0
  %1228 = extractvalue { float, float, float, float } %1226, 1
  %1229 = extractvalue { float, float, float, float } %1226, 2
  %1230 = extractvalue { float, float, float, float } %1226, 3
  %1231 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1054, i32 %1057, i32 %1060, i32 %1063, i32 %1224, i32 %1225, float %1168, float %1169, float %1170, float %1171) #7
  %1232 = extractvalue { float, float, float, float } %1231, 0
  %1233 = extractvalue { float, float, float, float } %1231, 1
  %1234 = extractvalue { float, float, float, float } %1231, 2
  %1235 = extractvalue { float, float, float, float } %1231, 3
  %1236 = getelementptr bfloat, ptr addrspace(3) %963, i64 %353
  %1237 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1236)
  %1238 = extractvalue { i32, i32, i32, i32 } %1237, 0
  %1239 = extractvalue { i32, i32, i32, i32 } %1237, 1
  %1240 = extractvalue { i32, i32, i32, i32 } %1237, 2
  %1241 = extractvalue { i32, i32, i32, i32 } %1237, 3
  %1242 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1054, i32 %1057, i32 %1060, i32 %1063, i32 %1238, i32 %1239, float %1179, float %1180, float %1181, float %1182) #7
  %1243 = extractvalue { float, float, float, float } %1242, 0
  %1244 = extractvalue { float, float, float, float } %1242, 1
  %1245 = extractvalue { float, float, float, float } %1242, 2
  %1246 = extractvalue { float, float, float, float } %1242, 3
  %1247 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1054, i32 %1057, i32 %1060, i32 %1063, i32 %1240, i32 %1241, float %1184, float %1185, float %1186, float %1187) #7
  %1248 = extractvalue { float, float, float, float } %1247, 0
  %1249 = extractvalue { float, float, float, float } %1247, 1
  %1250 = extractvalue { float, float, float, float } %1247, 2
  %1251 = extractvalue { float, float, float, float } %1247, 3
  %1252 = getelementptr bfloat, ptr addrspace(3) %963, i64 %356
  %1253 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1252)
  %1254 = extractvalue { i32, i32, i32, i32 } %1253, 0
  %1255 = extractvalue { i32, i32, i32, i32 } %1253, 1
  %1256 = extractvalue { i32, i32, i32, i32 } %1253, 2
  %1257 = extractvalue { i32, i32, i32, i32 } %1253, 3
  %1258 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1054, i32 %1057, i32 %1060, i32 %1063, i32 %1254, i32 %1255, float %1195, float %1196, float %1197, float %1198) #7
  %1259 = extractvalue { float, float, float, float } %1258, 0
  %1260 = extractvalue { float, float, float, float } %1258, 1
  %1261 = extractvalue { float, float, float, float } %1258, 2
  %1262 = extractvalue { float, float, float, float } %1258, 3
  %1263 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1054, i32 %1057, i32 %1060, i32 %1063, i32 %1256, i32 %1257, float %1200, float %1201, float %1202, float %1203) #7
  %1264 = extractvalue { float, float, float, float } %1263, 0
  %1265 = extractvalue { float, float, float, float } %1263, 1
  %1266 = extractvalue { float, float, float, float } %1263, 2
  %1267 = extractvalue { float, float, float, float } %1263, 3
  %1268 = getelementptr bfloat, ptr addrspace(3) %963, i64 %360
  %1269 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1268)
  %1270 = extractvalue { i32, i32, i32, i32 } %1269, 0
  %1271 = extractvalue { i32, i32, i32, i32 } %1269, 1
  %1272 = extractvalue { i32, i32, i32, i32 } %1269, 2
  %1273 = extractvalue { i32, i32, i32, i32 } %1269, 3
  %1274 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1066, i32 %1069, i32 %1072, i32 %1075, i32 %1270, i32 %1271, float %1211, float %1212, float %1213, float %1214) #7
  %1275 = extractvalue { float, float, float, float } %1274, 0
  %1276 = extractvalue { float, float, float, float } %1274, 1
  %1277 = extractvalue { float, float, float, float } %1274, 2
  %1278 = extractvalue { float, float, float, float } %1274, 3
  %1279 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1066, i32 %1069, i32 %1072, i32 %1075, i32 %1272, i32 %1273, float %1216, float %1217, float %1218, float %1219) #7
  %1280 = extractvalue { float, float, float, float } %1279, 0
  %1281 = extractvalue { float, float, float, float } %1279, 1
  %1282 = extractvalue { float, float, float, float } %1279, 2
  %1283 = extractvalue { float, float, float, float } %1279, 3
  %1284 = getelementptr bfloat, ptr addrspace(3) %963, i64 %363
  %1285 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1284)
  %1286 = extractvalue { i32, i32, i32, i32 } %1285, 0
  %1287 = extractvalue { i32, i32, i32, i32 } %1285, 1
  %1288 = extractvalue { i32, i32, i32, i32 } %1285, 2
  %1289 = extractvalue { i32, i32, i32, i32 } %1285, 3
  %1290 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1066, i32 %1069, i32 %1072, i32 %1075, i32 %1286, i32 %1287, float %1227, float %1228, float %1229, float %1230) #7
  %1291 = extractvalue { float, float, float, float } %1290, 0
  %1292 = extractvalue { float, float, float, float } %1290, 1
  %1293 = extractvalue { float, float, float, float } %1290, 2
  %1294 = extractvalue { float, float, float, float } %1290, 3
  %1295 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1066, i32 %1069, i32 %1072, i32 %1075, i32 %1288, i32 %1289, float %1232, float %1233, float %1234, float %1235) #7
  %1296 = extractvalue { float, float, float, float } %1295, 0
  %1297 = extractvalue { float, float, float, float } %1295, 1
  %1298 = extractvalue { float, float, float, float } %1295, 2
  %1299 = extractvalue { float, float, float, float } %1295, 3
  %1300 = getelementptr bfloat, ptr addrspace(3) %963, i64 %366
  %1301 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1300)
  %1302 = extractvalue { i32, i32, i32, i32 } %1301, 0
  %1303 = extractvalue { i32, i32, i32, i32 } %1301, 1
  %1304 = extractvalue { i32, i32, i32, i32 } %1301, 2
  %1305 = extractvalue { i32, i32, i32, i32 } %1301, 3
  %1306 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1066, i32 %1069, i32 %1072, i32 %1075, i32 %1302, i32 %1303, float %1243, float %1244, float %1245, float %1246) #7
  %1307 = extractvalue { float, float, float, float } %1306, 0
  %1308 = extractvalue { float, float, float, float } %1306, 1
  %1309 = extractvalue { float, float, float, float } %1306, 2
  %1310 = extractvalue { float, float, float, float } %1306, 3
  %1311 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1066, i32 %1069, i32 %1072, i32 %1075, i32 %1304, i32 %1305, float %1248, float %1249, float %1250, float %1251) #7
  %1312 = extractvalue { float, float, float, float } %1311, 0
  %1313 = extractvalue { float, float, float, float } %1311, 1
  %1314 = extractvalue { float, float, float, float } %1311, 2
  %1315 = extractvalue { float, float, float, float } %1311, 3
  %1316 = getelementptr bfloat, ptr addrspace(3) %963, i64 %369
  %1317 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1316)
  %1318 = extractvalue { i32, i32, i32, i32 } %1317, 0
  %1319 = extractvalue { i32, i32, i32, i32 } %1317, 1
  %1320 = extractvalue { i32, i32, i32, i32 } %1317, 2
  %1321 = extractvalue { i32, i32, i32, i32 } %1317, 3
  %1322 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1066, i32 %1069, i32 %1072, i32 %1075, i32 %1318, i32 %1319, float %1259, float %1260, float %1261, float %1262) #7
  %1323 = extractvalue { float, float, float, float } %1322, 0
  %1324 = extractvalue { float, float, float, float } %1322, 1
  %1325 = extractvalue { float, float, float, float } %1322, 2
  %1326 = extractvalue { float, float, float, float } %1322, 3
  %1327 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1066, i32 %1069, i32 %1072, i32 %1075, i32 %1320, i32 %1321, float %1264, float %1265, float %1266, float %1267) #7
  %1328 = extractvalue { float, float, float, float } %1327, 0
  %1329 = extractvalue { float, float, float, float } %1327, 1
  %1330 = extractvalue { float, float, float, float } %1327, 2
  %1331 = extractvalue { float, float, float, float } %1327, 3
  %1332 = icmp slt i32 %715, %89
  %1333 = add i32 %91, %715
  %1334 = shl i32 %1333, 6
  %1335 = add i32 %93, %715
  %1336 = shl i32 %1335, 6
  %1337 = add i32 %95, %715
  %1338 = shl i32 %1337, 6
  %1339 = add i32 %97, %715
  %1340 = shl i32 %1339, 6
  %1341 = or disjoint i32 %1334, %30
  %1342 = or disjoint i32 %1336, %30
  %1343 = or disjoint i32 %1338, %30
  %1344 = or disjoint i32 %1340, %30
  %1345 = shl nuw nsw i32 %717, 13
  %1346 = zext nneg i32 %1345 to i64
  %1347 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %1346
  %1348 = getelementptr i8, ptr addrspace(3) %1347, i64 %109
  %1349 = sext i32 %1341 to i64
  %1350 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1349
  %1351 = select i1 %1332, i32 16, i32 0
  %1352 = ptrtoint ptr addrspace(3) %1348 to i64
  %1353 = trunc i64 %1352 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1353, ptr addrspace(1) %1350, i32 %1351) #7
  %1354 = getelementptr i8, ptr addrspace(3) %1347, i64 %118
  %1355 = sext i32 %1342 to i64
  %1356 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1355
  %1357 = ptrtoint ptr addrspace(3) %1354 to i64
  %1358 = trunc i64 %1357 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1358, ptr addrspace(1) %1356, i32 %1351) #7
  %1359 = getelementptr i8, ptr addrspace(3) %1347, i64 %126
  %1360 = sext i32 %1343 to i64
  %1361 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1360
  %1362 = ptrtoint ptr addrspace(3) %1359 to i64
  %1363 = trunc i64 %1362 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1363, ptr addrspace(1) %1361, i32 %1351) #7
  %1364 = getelementptr i8, ptr addrspace(3) %1347, i64 %134
  %1365 = sext i32 %1344 to i64
  %1366 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1365
  %1367 = ptrtoint ptr addrspace(3) %1364 to i64
  %1368 = trunc i64 %1367 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1368, ptr addrspace(1) %1366, i32 %1351) #7
  %1369 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 24576), i64 %1346
  %1370 = getelementptr i8, ptr addrspace(3) %1369, i64 %109
  %1371 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1349
  %1372 = ptrtoint ptr addrspace(3) %1370 to i64
  %1373 = trunc i64 %1372 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1373, ptr addrspace(1) %1371, i32 %1351) #7
  %1374 = getelementptr i8, ptr addrspace(3) %1369, i64 %118
  %1375 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1355
  %1376 = ptrtoint ptr addrspace(3) %1374 to i64
  %1377 = trunc i64 %1376 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1377, ptr addrspace(1) %1375, i32 %1351) #7
  %1378 = getelementptr i8, ptr addrspace(3) %1369, i64 %126
  %1379 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1360
  %1380 = ptrtoint ptr addrspace(3) %1378 to i64
  %1381 = trunc i64 %1380 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1381, ptr addrspace(1) %1379, i32 %1351) #7
  %1382 = getelementptr i8, ptr addrspace(3) %1369, i64 %134
  %1383 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1365
  %1384 = ptrtoint ptr addrspace(3) %1382 to i64
  %1385 = trunc i64 %1384 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1385, ptr addrspace(1) %1383, i32 %1351) #7
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #7
  %1386 = add nuw nsw i32 %433, 64
  %1387 = icmp slt i32 %1386, %89
  br i1 %1387, label %396, label %._crit_edge

._crit_edge:                                      ; preds = %396, %.._crit_edge_crit_edge
  %.pre-phi212 = phi i32 [ %.pre211, %.._crit_edge_crit_edge ], [ %300, %396 ]
  %.pre-phi208 = phi i32 [ %.pre207, %.._crit_edge_crit_edge ], [ %286, %396 ]
  %.pre-phi204 = phi i32 [ %.pre203, %.._crit_edge_crit_edge ], [ %298, %396 ]
  %.lcssa100 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %961, %396 ]
  %.lcssa99 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %962, %396 ]
  %.lcssa98 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1275, %396 ]
  %.lcssa97 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1276, %396 ]
  %.lcssa96 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1277, %396 ]
  %.lcssa95 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1278, %396 ]
  %.lcssa94 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1280, %396 ]
  %.lcssa93 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1281, %396 ]
  %.lcssa92 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1282, %396 ]
  %.lcssa91 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1283, %396 ]
  %.lcssa90 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1291, %396 ]
  %.lcssa89 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1292, %396 ]
  %.lcssa88 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1293, %396 ]
  %.lcssa87 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1294, %396 ]
  %.lcssa86 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1296, %396 ]
  %.lcssa85 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1297, %396 ]
  %.lcssa84 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1298, %396 ]
  %.lcssa83 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1299, %396 ]
  %.lcssa82 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1307, %396 ]
  %.lcssa81 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1308, %396 ]
  %.lcssa80 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1309, %396 ]
  %.lcssa79 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1310, %396 ]
  %.lcssa78 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1312, %396 ]
  %.lcssa77 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1313, %396 ]
  %.lcssa76 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1314, %396 ]
  %.lcssa75 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1315, %396 ]
  %.lcssa74 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1323, %396 ]
  %.lcssa73 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1324, %396 ]
  %.lcssa72 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1325, %396 ]
  %.lcssa71 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1326, %396 ]
  %.lcssa70 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1328, %396 ]
  %.lcssa69 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1329, %396 ]
  %.lcssa68 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1330, %396 ]
  %.lcssa67 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1331, %396 ]
  %.lcssa66 = phi float [ 0xFFF0000000000000, %.._crit_edge_crit_edge ], [ %843, %396 ]
  %.lcssa65 = phi float [ 0xFFF0000000000000, %.._crit_edge_crit_edge ], [ %844, %396 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1388 = or disjoint i32 %.pre-phi208, %.pre-phi204
  %1389 = zext nneg i32 %1388 to i64
  %1390 = getelementptr float, ptr addrspace(3) @attention_smem, i64 %1389
  store float %.lcssa66, ptr addrspace(3) %1390, align 4
  %1391 = or disjoint i32 %1388, 8
  %1392 = zext nneg i32 %1391 to i64
  %1393 = getelementptr float, ptr addrspace(3) @attention_smem, i64 %1392
  store float %.lcssa65, ptr addrspace(3) %1393, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  tail call void asm sideeffect "cp.async.wait_group 0;", "~{memory}"() #7
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1394 = fdiv float %.lcssa98, %.lcssa100
  %1395 = fdiv float %.lcssa97, %.lcssa100
  %1396 = fdiv float %.lcssa96, %.lcssa99
  %1397 = fdiv float %.lcssa95, %.lcssa99
  %1398 = fdiv float %.lcssa94, %.lcssa100
  %1399 = fdiv float %.lcssa93, %.lcssa100
  %1400 = fdiv float %.lcssa92, %.lcssa99
  %1401 = fdiv float %.lcssa91, %.lcssa99
  %1402 = fdiv float %.lcssa90, %.lcssa100
  %1403 = fdiv float %.lcssa89, %.lcssa100
  %1404 = fdiv float %.lcssa88, %.lcssa99
  %1405 = fdiv float %.lcssa87, %.lcssa99
  %1406 = fdiv float %.lcssa86, %.lcssa100
  %1407 = fdiv float %.lcssa85, %.lcssa100
  %1408 = fdiv float %.lcssa84, %.lcssa99
  %1409 = fdiv float %.lcssa83, %.lcssa99
  %1410 = fdiv float %.lcssa82, %.lcssa100
  %1411 = fdiv float %.lcssa81, %.lcssa100
  %1412 = fdiv float %.lcssa80, %.lcssa99
  %1413 = fdiv float %.lcssa79, %.lcssa99
  %1414 = fdiv float %.lcssa78, %.lcssa100
  %1415 = fdiv float %.lcssa77, %.lcssa100
  %1416 = fdiv float %.lcssa76, %.lcssa99
  %1417 = fdiv float %.lcssa75, %.lcssa99
  %1418 = fdiv float %.lcssa74, %.lcssa100
  %1419 = fdiv float %.lcssa73, %.lcssa100
  %1420 = fdiv float %.lcssa72, %.lcssa99
  %1421 = fdiv float %.lcssa71, %.lcssa99
  %1422 = fdiv float %.lcssa70, %.lcssa100
  %1423 = fdiv float %.lcssa69, %.lcssa100
  %1424 = fdiv float %.lcssa68, %.lcssa99
  %1425 = fdiv float %.lcssa67, %.lcssa99
  %1426 = fptrunc float %1394 to bfloat
  %1427 = fptrunc float %1395 to bfloat
  %1428 = fptrunc float %1396 to bfloat
  %1429 = fptrunc float %1397 to bfloat
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
  %1458 = or disjoint i32 %1388, %13
  %1459 = add i32 %11, %1458
  %1460 = shl i32 %1459, 6
  %1461 = or disjoint i32 %1460, %.pre-phi212
  %1462 = sext i32 %1461 to i64
  %1463 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1462
  %1464 = icmp slt i32 %1458, %4
  %1465 = zext i1 %1464 to i32
  %1466 = bitcast bfloat %1426 to i16
  %1467 = bitcast bfloat %1427 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1465, i16 %1466, i16 %1467, ptr addrspace(1) %1463) #7
  %1468 = or disjoint i32 %1391, %13
  %1469 = add i32 %11, %1468
  %1470 = shl i32 %1469, 6
  %1471 = or disjoint i32 %1470, %.pre-phi212
  %1472 = sext i32 %1471 to i64
  %1473 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1472
  %1474 = icmp slt i32 %1468, %4
  %1475 = zext i1 %1474 to i32
  %1476 = bitcast bfloat %1428 to i16
  %1477 = bitcast bfloat %1429 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1475, i16 %1476, i16 %1477, ptr addrspace(1) %1473) #7
  %1478 = or disjoint i32 %.pre-phi212, 8
  %1479 = or disjoint i32 %1460, %1478
  %1480 = sext i32 %1479 to i64
  %1481 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1480
  %1482 = bitcast bfloat %1430 to i16
  %1483 = bitcast bfloat %1431 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1465, i16 %1482, i16 %1483, ptr addrspace(1) %1481) #7
  %1484 = or disjoint i32 %1470, %1478
  %1485 = sext i32 %1484 to i64
  %1486 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1485
  %1487 = bitcast bfloat %1432 to i16
  %1488 = bitcast bfloat %1433 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1475, i16 %1487, i16 %1488, ptr addrspace(1) %1486) #7
  %1489 = or disjoint i32 %.pre-phi212, 16
  %1490 = or disjoint i32 %1460, %1489
  %1491 = sext i32 %1490 to i64
  %1492 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1491
  %1493 = bitcast bfloat %1434 to i16
  %1494 = bitcast bfloat %1435 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1465, i16 %1493, i16 %1494, ptr addrspace(1) %1492) #7
  %1495 = or disjoint i32 %1470, %1489
  %1496 = sext i32 %1495 to i64
  %1497 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1496
  %1498 = bitcast bfloat %1436 to i16
  %1499 = bitcast bfloat %1437 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1475, i16 %1498, i16 %1499, ptr addrspace(1) %1497) #7
  %1500 = or disjoint i32 %.pre-phi212, 24
  %1501 = or disjoint i32 %1460, %1500
  %1502 = sext i32 %1501 to i64
  %1503 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1502
  %1504 = bitcast bfloat %1438 to i16
  %1505 = bitcast bfloat %1439 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1465, i16 %1504, i16 %1505, ptr addrspace(1) %1503) #7
  %1506 = or disjoint i32 %1470, %1500
  %1507 = sext i32 %1506 to i64
  %1508 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1507
  %1509 = bitcast bfloat %1440 to i16
  %1510 = bitcast bfloat %1441 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1475, i16 %1509, i16 %1510, ptr addrspace(1) %1508) #7
  %1511 = or disjoint i32 %.pre-phi212, 32
  %1512 = or disjoint i32 %1460, %1511
  %1513 = sext i32 %1512 to i64
  %1514 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1513
  %1515 = bitcast bfloat %1442 to i16
  %1516 = bitcast bfloat %1443 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1465, i16 %1515, i16 %1516, ptr addrspace(1) %1514) #7
  %1517 = or disjoint i32 %1470, %1511
  %1518 = sext i32 %1517 to i64
  %1519 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1518
  %1520 = bitcast bfloat %1444 to i16
  %1521 = bitcast bfloat %1445 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1475, i16 %1520, i16 %1521, ptr addrspace(1) %1519) #7
  %1522 = or disjoint i32 %.pre-phi212, 40
  %1523 = or disjoint i32 %1460, %1522
  %1524 = sext i32 %1523 to i64
  %1525 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1524
  %1526 = bitcast bfloat %1446 to i16
  %1527 = bitcast bfloat %1447 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1465, i16 %1526, i16 %1527, ptr addrspace(1) %1525) #7
  %1528 = or disjoint i32 %1470, %1522
  %1529 = sext i32 %1528 to i64
  %1530 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1529
  %1531 = bitcast bfloat %1448 to i16
  %1532 = bitcast bfloat %1449 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1475, i16 %1531, i16 %1532, ptr addrspace(1) %1530) #7
  %1533 = or disjoint i32 %.pre-phi212, 48
  %1534 = or disjoint i32 %1460, %1533
  %1535 = sext i32 %1534 to i64
  %1536 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1535
  %1537 = bitcast bfloat %1450 to i16
  %1538 = bitcast bfloat %1451 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1465, i16 %1537, i16 %1538, ptr addrspace(1) %1536) #7
  %1539 = or disjoint i32 %1470, %1533
  %1540 = sext i32 %1539 to i64
  %1541 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1540
  %1542 = bitcast bfloat %1452 to i16
  %1543 = bitcast bfloat %1453 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1475, i16 %1542, i16 %1543, ptr addrspace(1) %1541) #7
  %1544 = or disjoint i32 %.pre-phi212, 56
  %1545 = or disjoint i32 %1460, %1544
  %1546 = sext i32 %1545 to i64
  %1547 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1546
  %1548 = bitcast bfloat %1454 to i16
  %1549 = bitcast bfloat %1455 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1465, i16 %1548, i16 %1549, ptr addrspace(1) %1547) #7
  %1550 = or disjoint i32 %1470, %1544
  %1551 = sext i32 %1550 to i64
  %1552 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1551
  %1553 = bitcast bfloat %1456 to i16
  %1554 = bitcast bfloat %1457 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1475, i16 %1553, i16 %1554, ptr addrspace(1) %1552) #7
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
