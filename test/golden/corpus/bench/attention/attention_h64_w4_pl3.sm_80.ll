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
  %88 = icmp sgt i32 %4, 0
  %89 = add i32 %11, %14
  %90 = shl i32 %89, 6
  %91 = or disjoint i32 %90, %30
  %92 = sext i32 %91 to i64
  %93 = getelementptr bfloat, ptr addrspace(1) %1, i64 %92
  %94 = select i1 %88, i32 16, i32 0
  %95 = lshr exact i32 %30, 3
  %96 = and i32 %14, 7
  %97 = xor i32 %95, %96
  %98 = shl nuw nsw i32 %14, 7
  %99 = shl nuw nsw i32 %97, 4
  %100 = or disjoint i32 %99, %98
  %101 = zext nneg i32 %100 to i64
  %102 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %101
  %103 = ptrtoint ptr addrspace(3) %102 to i64
  %104 = trunc i64 %103 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %104, ptr addrspace(1) %93, i32 %94) #7
  %105 = add i32 %11, %18
  %106 = shl i32 %105, 6
  %107 = or disjoint i32 %106, %30
  %108 = sext i32 %107 to i64
  %109 = getelementptr bfloat, ptr addrspace(1) %1, i64 %108
  %110 = shl nuw nsw i32 %18, 7
  %111 = or disjoint i32 %99, %110
  %112 = zext nneg i32 %111 to i64
  %113 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %112
  %114 = ptrtoint ptr addrspace(3) %113 to i64
  %115 = trunc i64 %114 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %115, ptr addrspace(1) %109, i32 %94) #7
  %116 = add i32 %11, %22
  %117 = shl i32 %116, 6
  %118 = or disjoint i32 %117, %30
  %119 = sext i32 %118 to i64
  %120 = getelementptr bfloat, ptr addrspace(1) %1, i64 %119
  %121 = shl nuw nsw i32 %22, 7
  %122 = or disjoint i32 %99, %121
  %123 = zext nneg i32 %122 to i64
  %124 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %123
  %125 = ptrtoint ptr addrspace(3) %124 to i64
  %126 = trunc i64 %125 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %126, ptr addrspace(1) %120, i32 %94) #7
  %127 = add i32 %11, %26
  %128 = shl i32 %127, 6
  %129 = or disjoint i32 %128, %30
  %130 = sext i32 %129 to i64
  %131 = getelementptr bfloat, ptr addrspace(1) %1, i64 %130
  %132 = shl nuw nsw i32 %26, 7
  %133 = or disjoint i32 %99, %132
  %134 = zext nneg i32 %133 to i64
  %135 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %134
  %136 = ptrtoint ptr addrspace(3) %135 to i64
  %137 = trunc i64 %136 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %137, ptr addrspace(1) %131, i32 %94) #7
  %138 = getelementptr bfloat, ptr addrspace(1) %2, i64 %92
  %139 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 24576), i64 %101
  %140 = ptrtoint ptr addrspace(3) %139 to i64
  %141 = trunc i64 %140 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %141, ptr addrspace(1) %138, i32 %94) #7
  %142 = getelementptr bfloat, ptr addrspace(1) %2, i64 %108
  %143 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 24576), i64 %112
  %144 = ptrtoint ptr addrspace(3) %143 to i64
  %145 = trunc i64 %144 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %145, ptr addrspace(1) %142, i32 %94) #7
  %146 = getelementptr bfloat, ptr addrspace(1) %2, i64 %119
  %147 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 24576), i64 %123
  %148 = ptrtoint ptr addrspace(3) %147 to i64
  %149 = trunc i64 %148 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %149, ptr addrspace(1) %146, i32 %94) #7
  %150 = getelementptr bfloat, ptr addrspace(1) %2, i64 %130
  %151 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 24576), i64 %134
  %152 = ptrtoint ptr addrspace(3) %151 to i64
  %153 = trunc i64 %152 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %153, ptr addrspace(1) %150, i32 %94) #7
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #7
  %154 = icmp sgt i32 %4, 64
  %155 = shl nuw nsw i32 %14, 6
  %156 = or disjoint i32 %155, %30
  %157 = or disjoint i32 %156, 4096
  %158 = add i32 %157, %12
  %159 = sext i32 %158 to i64
  %160 = getelementptr bfloat, ptr addrspace(1) %1, i64 %159
  %161 = select i1 %154, i32 16, i32 0
  %162 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 8192), i64 %101
  %163 = ptrtoint ptr addrspace(3) %162 to i64
  %164 = trunc i64 %163 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %164, ptr addrspace(1) %160, i32 %161) #7
  %165 = or disjoint i32 %156, 5120
  %166 = add i32 %165, %12
  %167 = sext i32 %166 to i64
  %168 = getelementptr bfloat, ptr addrspace(1) %1, i64 %167
  %169 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 8192), i64 %112
  %170 = ptrtoint ptr addrspace(3) %169 to i64
  %171 = trunc i64 %170 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %171, ptr addrspace(1) %168, i32 %161) #7
  %172 = or disjoint i32 %156, 6144
  %173 = add i32 %172, %12
  %174 = sext i32 %173 to i64
  %175 = getelementptr bfloat, ptr addrspace(1) %1, i64 %174
  %176 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 8192), i64 %123
  %177 = ptrtoint ptr addrspace(3) %176 to i64
  %178 = trunc i64 %177 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %178, ptr addrspace(1) %175, i32 %161) #7
  %179 = or disjoint i32 %156, 7168
  %180 = add i32 %179, %12
  %181 = sext i32 %180 to i64
  %182 = getelementptr bfloat, ptr addrspace(1) %1, i64 %181
  %183 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 8192), i64 %134
  %184 = ptrtoint ptr addrspace(3) %183 to i64
  %185 = trunc i64 %184 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %185, ptr addrspace(1) %182, i32 %161) #7
  %186 = getelementptr bfloat, ptr addrspace(1) %2, i64 %159
  %187 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 32768), i64 %101
  %188 = ptrtoint ptr addrspace(3) %187 to i64
  %189 = trunc i64 %188 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %189, ptr addrspace(1) %186, i32 %161) #7
  %190 = getelementptr bfloat, ptr addrspace(1) %2, i64 %167
  %191 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 32768), i64 %112
  %192 = ptrtoint ptr addrspace(3) %191 to i64
  %193 = trunc i64 %192 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %193, ptr addrspace(1) %190, i32 %161) #7
  %194 = getelementptr bfloat, ptr addrspace(1) %2, i64 %174
  %195 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 32768), i64 %123
  %196 = ptrtoint ptr addrspace(3) %195 to i64
  %197 = trunc i64 %196 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %197, ptr addrspace(1) %194, i32 %161) #7
  %198 = getelementptr bfloat, ptr addrspace(1) %2, i64 %181
  %199 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 32768), i64 %134
  %200 = ptrtoint ptr addrspace(3) %199 to i64
  %201 = trunc i64 %200 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %201, ptr addrspace(1) %198, i32 %161) #7
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #7
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %202 = mul nuw nsw i32 %14, 72
  %203 = add nuw nsw i32 %202, %30
  %204 = shl nuw nsw i32 %203, 1
  %205 = zext nneg i32 %204 to i64
  %206 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %205
  %207 = insertelement <4 x i16> poison, i16 %43, i64 0
  %208 = insertelement <4 x i16> %207, i16 %44, i64 1
  %209 = insertelement <4 x i16> %208, i16 %45, i64 2
  %210 = insertelement <4 x i16> %209, i16 %46, i64 3
  store <4 x i16> %210, ptr addrspace(3) %206, align 16
  %211 = or disjoint i32 %30, 4
  %212 = add nuw nsw i32 %211, %202
  %213 = shl nuw nsw i32 %212, 1
  %214 = zext nneg i32 %213 to i64
  %215 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %214
  %216 = insertelement <4 x i16> poison, i16 %47, i64 0
  %217 = insertelement <4 x i16> %216, i16 %48, i64 1
  %218 = insertelement <4 x i16> %217, i16 %49, i64 2
  %219 = insertelement <4 x i16> %218, i16 %50, i64 3
  store <4 x i16> %219, ptr addrspace(3) %215, align 8
  %220 = mul nuw nsw i32 %18, 72
  %221 = add nuw nsw i32 %220, %30
  %222 = shl nuw nsw i32 %221, 1
  %223 = zext nneg i32 %222 to i64
  %224 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %223
  %225 = insertelement <4 x i16> poison, i16 %55, i64 0
  %226 = insertelement <4 x i16> %225, i16 %56, i64 1
  %227 = insertelement <4 x i16> %226, i16 %57, i64 2
  %228 = insertelement <4 x i16> %227, i16 %58, i64 3
  store <4 x i16> %228, ptr addrspace(3) %224, align 16
  %229 = or disjoint i32 %8, 1028
  %230 = and i32 %229, 60
  %231 = lshr i32 %229, 6
  %232 = mul nuw nsw i32 %231, 72
  %233 = add nuw nsw i32 %232, %230
  %234 = shl nuw nsw i32 %233, 1
  %235 = zext nneg i32 %234 to i64
  %236 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %235
  %237 = insertelement <4 x i16> poison, i16 %59, i64 0
  %238 = insertelement <4 x i16> %237, i16 %60, i64 1
  %239 = insertelement <4 x i16> %238, i16 %61, i64 2
  %240 = insertelement <4 x i16> %239, i16 %62, i64 3
  store <4 x i16> %240, ptr addrspace(3) %236, align 8
  %241 = mul nuw nsw i32 %22, 72
  %242 = add nuw nsw i32 %241, %30
  %243 = shl nuw nsw i32 %242, 1
  %244 = zext nneg i32 %243 to i64
  %245 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %244
  %246 = insertelement <4 x i16> poison, i16 %67, i64 0
  %247 = insertelement <4 x i16> %246, i16 %68, i64 1
  %248 = insertelement <4 x i16> %247, i16 %69, i64 2
  %249 = insertelement <4 x i16> %248, i16 %70, i64 3
  store <4 x i16> %249, ptr addrspace(3) %245, align 16
  %250 = or disjoint i32 %8, 2052
  %251 = and i32 %250, 60
  %252 = lshr i32 %250, 6
  %253 = mul nuw nsw i32 %252, 72
  %254 = add nuw nsw i32 %253, %251
  %255 = shl nuw nsw i32 %254, 1
  %256 = zext nneg i32 %255 to i64
  %257 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %256
  %258 = insertelement <4 x i16> poison, i16 %71, i64 0
  %259 = insertelement <4 x i16> %258, i16 %72, i64 1
  %260 = insertelement <4 x i16> %259, i16 %73, i64 2
  %261 = insertelement <4 x i16> %260, i16 %74, i64 3
  store <4 x i16> %261, ptr addrspace(3) %257, align 8
  %262 = mul nuw nsw i32 %26, 72
  %263 = add nuw nsw i32 %262, %30
  %264 = shl nuw nsw i32 %263, 1
  %265 = zext nneg i32 %264 to i64
  %266 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %265
  %267 = insertelement <4 x i16> poison, i16 %79, i64 0
  %268 = insertelement <4 x i16> %267, i16 %80, i64 1
  %269 = insertelement <4 x i16> %268, i16 %81, i64 2
  %270 = insertelement <4 x i16> %269, i16 %82, i64 3
  store <4 x i16> %270, ptr addrspace(3) %266, align 16
  %271 = or disjoint i32 %8, 3076
  %272 = and i32 %271, 60
  %273 = lshr i32 %271, 6
  %274 = mul nuw nsw i32 %273, 72
  %275 = add nuw nsw i32 %274, %272
  %276 = shl nuw nsw i32 %275, 1
  %277 = zext nneg i32 %276 to i64
  %278 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %277
  %279 = insertelement <4 x i16> poison, i16 %83, i64 0
  %280 = insertelement <4 x i16> %279, i16 %84, i64 1
  %281 = insertelement <4 x i16> %280, i16 %85, i64 2
  %282 = insertelement <4 x i16> %281, i16 %86, i64 3
  store <4 x i16> %282, ptr addrspace(3) %278, align 8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %283 = lshr i32 %7, 1
  %284 = and i32 %283, 48
  br i1 %88, label %.lr.ph, label %._crit_edge

.lr.ph:                                           ; preds = %6
  %285 = and i32 %7, 7
  %286 = and i32 %7, 8
  %287 = and i32 %7, 15
  %288 = or disjoint i32 %284, %287
  %289 = and i32 %283, 8
  %290 = mul nuw nsw i32 %288, 72
  %291 = add nuw nsw i32 %290, %289
  %292 = or disjoint i32 %289, %285
  %293 = shl nuw nsw i32 %292, 6
  %294 = shl nuw nsw i32 %285, 3
  %295 = lshr i32 %7, 4
  %296 = and i32 %295, 1
  %297 = xor i32 %296, %285
  %298 = shl nuw nsw i32 %7, 7
  %299 = and i32 %298, 1920
  %300 = shl nuw nsw i32 %297, 4
  %301 = or disjoint i32 %300, %299
  %302 = lshr exact i32 %301, 1
  %303 = zext nneg i32 %302 to i64
  %304 = or disjoint i32 %296, 2
  %305 = xor i32 %304, %285
  %306 = shl nuw nsw i32 %305, 4
  %307 = or disjoint i32 %306, %299
  %308 = lshr exact i32 %307, 1
  %309 = zext nneg i32 %308 to i64
  %310 = or disjoint i32 %296, 4
  %311 = xor i32 %310, %285
  %312 = shl nuw nsw i32 %311, 4
  %313 = or disjoint i32 %312, %299
  %314 = lshr exact i32 %313, 1
  %315 = zext nneg i32 %314 to i64
  %316 = or i32 %295, 6
  %317 = xor i32 %316, %285
  %318 = shl nuw nsw i32 %317, 4
  %319 = or disjoint i32 %318, %299
  %320 = lshr exact i32 %319, 1
  %321 = zext nneg i32 %320 to i64
  %322 = or disjoint i32 %299, 2048
  %323 = or disjoint i32 %300, %322
  %324 = lshr exact i32 %323, 1
  %325 = zext nneg i32 %324 to i64
  %326 = or disjoint i32 %306, %322
  %327 = lshr exact i32 %326, 1
  %328 = zext nneg i32 %327 to i64
  %329 = or disjoint i32 %312, %322
  %330 = lshr exact i32 %329, 1
  %331 = zext nneg i32 %330 to i64
  %332 = or disjoint i32 %318, %322
  %333 = lshr exact i32 %332, 1
  %334 = zext nneg i32 %333 to i64
  %335 = or disjoint i32 %299, 4096
  %336 = or disjoint i32 %300, %335
  %337 = lshr exact i32 %336, 1
  %338 = zext nneg i32 %337 to i64
  %339 = or disjoint i32 %306, %335
  %340 = lshr exact i32 %339, 1
  %341 = zext nneg i32 %340 to i64
  %342 = or disjoint i32 %312, %335
  %343 = lshr exact i32 %342, 1
  %344 = zext nneg i32 %343 to i64
  %345 = or disjoint i32 %318, %335
  %346 = lshr exact i32 %345, 1
  %347 = zext nneg i32 %346 to i64
  %348 = or disjoint i32 %299, 6144
  %349 = or disjoint i32 %300, %348
  %350 = lshr exact i32 %349, 1
  %351 = zext nneg i32 %350 to i64
  %352 = or disjoint i32 %306, %348
  %353 = lshr exact i32 %352, 1
  %354 = zext nneg i32 %353 to i64
  %355 = or disjoint i32 %312, %348
  %356 = lshr exact i32 %355, 1
  %357 = zext nneg i32 %356 to i64
  %358 = or disjoint i32 %318, %348
  %359 = lshr exact i32 %358, 1
  %360 = zext nneg i32 %359 to i64
  %361 = zext nneg i32 %291 to i64
  %362 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %361
  %363 = xor i32 %286, %294
  %364 = or disjoint i32 %363, %293
  %365 = zext nneg i32 %364 to i64
  %366 = zext nneg i32 %291 to i64
  %367 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %366
  %368 = getelementptr i8, ptr addrspace(3) %367, i64 32
  %369 = or disjoint i32 %286, 16
  %370 = xor i32 %369, %294
  %371 = or disjoint i32 %370, %293
  %372 = zext nneg i32 %371 to i64
  %373 = zext nneg i32 %291 to i64
  %374 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %373
  %375 = getelementptr i8, ptr addrspace(3) %374, i64 64
  %376 = or disjoint i32 %286, 32
  %377 = xor i32 %376, %294
  %378 = or disjoint i32 %377, %293
  %379 = zext nneg i32 %378 to i64
  %380 = zext nneg i32 %291 to i64
  %381 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %380
  %382 = getelementptr i8, ptr addrspace(3) %381, i64 96
  %383 = or disjoint i32 %286, 48
  %384 = xor i32 %383, %294
  %385 = or disjoint i32 %384, %293
  %386 = zext nneg i32 %385 to i64
  br label %387

387:                                              ; preds = %.lr.ph, %387
  %388 = phi float [ 0xFFF0000000000000, %.lr.ph ], [ %758, %387 ]
  %389 = phi float [ 0xFFF0000000000000, %.lr.ph ], [ %757, %387 ]
  %390 = phi float [ 0.000000e+00, %.lr.ph ], [ %1277, %387 ]
  %391 = phi float [ 0.000000e+00, %.lr.ph ], [ %1276, %387 ]
  %392 = phi float [ 0.000000e+00, %.lr.ph ], [ %1275, %387 ]
  %393 = phi float [ 0.000000e+00, %.lr.ph ], [ %1274, %387 ]
  %394 = phi float [ 0.000000e+00, %.lr.ph ], [ %1272, %387 ]
  %395 = phi float [ 0.000000e+00, %.lr.ph ], [ %1271, %387 ]
  %396 = phi float [ 0.000000e+00, %.lr.ph ], [ %1270, %387 ]
  %397 = phi float [ 0.000000e+00, %.lr.ph ], [ %1269, %387 ]
  %398 = phi float [ 0.000000e+00, %.lr.ph ], [ %1261, %387 ]
  %399 = phi float [ 0.000000e+00, %.lr.ph ], [ %1260, %387 ]
  %400 = phi float [ 0.000000e+00, %.lr.ph ], [ %1259, %387 ]
  %401 = phi float [ 0.000000e+00, %.lr.ph ], [ %1258, %387 ]
  %402 = phi float [ 0.000000e+00, %.lr.ph ], [ %1256, %387 ]
  %403 = phi float [ 0.000000e+00, %.lr.ph ], [ %1255, %387 ]
  %404 = phi float [ 0.000000e+00, %.lr.ph ], [ %1254, %387 ]
  %405 = phi float [ 0.000000e+00, %.lr.ph ], [ %1253, %387 ]
  %406 = phi float [ 0.000000e+00, %.lr.ph ], [ %1245, %387 ]
  %407 = phi float [ 0.000000e+00, %.lr.ph ], [ %1244, %387 ]
  %408 = phi float [ 0.000000e+00, %.lr.ph ], [ %1243, %387 ]
  %409 = phi float [ 0.000000e+00, %.lr.ph ], [ %1242, %387 ]
  %410 = phi float [ 0.000000e+00, %.lr.ph ], [ %1240, %387 ]
  %411 = phi float [ 0.000000e+00, %.lr.ph ], [ %1239, %387 ]
  %412 = phi float [ 0.000000e+00, %.lr.ph ], [ %1238, %387 ]
  %413 = phi float [ 0.000000e+00, %.lr.ph ], [ %1237, %387 ]
  %414 = phi float [ 0.000000e+00, %.lr.ph ], [ %1229, %387 ]
  %415 = phi float [ 0.000000e+00, %.lr.ph ], [ %1228, %387 ]
  %416 = phi float [ 0.000000e+00, %.lr.ph ], [ %1227, %387 ]
  %417 = phi float [ 0.000000e+00, %.lr.ph ], [ %1226, %387 ]
  %418 = phi float [ 0.000000e+00, %.lr.ph ], [ %1224, %387 ]
  %419 = phi float [ 0.000000e+00, %.lr.ph ], [ %1223, %387 ]
  %420 = phi float [ 0.000000e+00, %.lr.ph ], [ %1222, %387 ]
  %421 = phi float [ 0.000000e+00, %.lr.ph ], [ %1221, %387 ]
  %422 = phi float [ 0.000000e+00, %.lr.ph ], [ %908, %387 ]
  %423 = phi float [ 0.000000e+00, %.lr.ph ], [ %907, %387 ]
  %424 = phi i32 [ 0, %.lr.ph ], [ %1332, %387 ]
  %425 = lshr exact i32 %424, 6
  %426 = urem i32 %425, 3
  tail call void asm sideeffect "cp.async.wait_group 1;", "~{memory}"() #7
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %427 = shl nuw nsw i32 %426, 13
  %428 = zext nneg i32 %427 to i64
  %429 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %428
  %430 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %362)
  %431 = extractvalue { i32, i32, i32, i32 } %430, 0
  %432 = extractvalue { i32, i32, i32, i32 } %430, 1
  %433 = extractvalue { i32, i32, i32, i32 } %430, 2
  %434 = extractvalue { i32, i32, i32, i32 } %430, 3
  %435 = getelementptr bfloat, ptr addrspace(3) %429, i64 %365
  %436 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %435)
  %437 = extractvalue { i32, i32, i32, i32 } %436, 0
  %438 = extractvalue { i32, i32, i32, i32 } %436, 1
  %439 = extractvalue { i32, i32, i32, i32 } %436, 2
  %440 = extractvalue { i32, i32, i32, i32 } %436, 3
  %441 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %431, i32 %432, i32 %433, i32 %434, i32 %437, i32 %438, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %442 = extractvalue { float, float, float, float } %441, 0
  %443 = extractvalue { float, float, float, float } %441, 1
  %444 = extractvalue { float, float, float, float } %441, 2
  %445 = extractvalue { float, float, float, float } %441, 3
  %446 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %431, i32 %432, i32 %433, i32 %434, i32 %439, i32 %440, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %447 = extractvalue { float, float, float, float } %446, 0
  %448 = extractvalue { float, float, float, float } %446, 1
  %449 = extractvalue { float, float, float, float } %446, 2
  %450 = extractvalue { float, float, float, float } %446, 3
  %451 = getelementptr i8, ptr addrspace(3) %435, i64 2048
  %452 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %451)
  %453 = extractvalue { i32, i32, i32, i32 } %452, 0
  %454 = extractvalue { i32, i32, i32, i32 } %452, 1
  %455 = extractvalue { i32, i32, i32, i32 } %452, 2
  %456 = extractvalue { i32, i32, i32, i32 } %452, 3
  %457 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %431, i32 %432, i32 %433, i32 %434, i32 %453, i32 %454, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %458 = extractvalue { float, float, float, float } %457, 0
  %459 = extractvalue { float, float, float, float } %457, 1
  %460 = extractvalue { float, float, float, float } %457, 2
  %461 = extractvalue { float, float, float, float } %457, 3
  %462 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %431, i32 %432, i32 %433, i32 %434, i32 %455, i32 %456, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %463 = extractvalue { float, float, float, float } %462, 0
  %464 = extractvalue { float, float, float, float } %462, 1
  %465 = extractvalue { float, float, float, float } %462, 2
  %466 = extractvalue { float, float, float, float } %462, 3
  %467 = getelementptr i8, ptr addrspace(3) %435, i64 4096
  %468 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %467)
  %469 = extractvalue { i32, i32, i32, i32 } %468, 0
  %470 = extractvalue { i32, i32, i32, i32 } %468, 1
  %471 = extractvalue { i32, i32, i32, i32 } %468, 2
  %472 = extractvalue { i32, i32, i32, i32 } %468, 3
  %473 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %431, i32 %432, i32 %433, i32 %434, i32 %469, i32 %470, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %474 = extractvalue { float, float, float, float } %473, 0
  %475 = extractvalue { float, float, float, float } %473, 1
  %476 = extractvalue { float, float, float, float } %473, 2
  %477 = extractvalue { float, float, float, float } %473, 3
  %478 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %431, i32 %432, i32 %433, i32 %434, i32 %471, i32 %472, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %479 = extractvalue { float, float, float, float } %478, 0
  %480 = extractvalue { float, float, float, float } %478, 1
  %481 = extractvalue { float, float, float, float } %478, 2
  %482 = extractvalue { float, float, float, float } %478, 3
  %483 = getelementptr i8, ptr addrspace(3) %435, i64 6144
  %484 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %483)
  %485 = extractvalue { i32, i32, i32, i32 } %484, 0
  %486 = extractvalue { i32, i32, i32, i32 } %484, 1
  %487 = extractvalue { i32, i32, i32, i32 } %484, 2
  %488 = extractvalue { i32, i32, i32, i32 } %484, 3
  %489 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %431, i32 %432, i32 %433, i32 %434, i32 %485, i32 %486, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %490 = extractvalue { float, float, float, float } %489, 0
  %491 = extractvalue { float, float, float, float } %489, 1
  %492 = extractvalue { float, float, float, float } %489, 2
  %493 = extractvalue { float, float, float, float } %489, 3
  %494 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %431, i32 %432, i32 %433, i32 %434, i32 %487, i32 %488, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %495 = extractvalue { float, float, float, float } %494, 0
  %496 = extractvalue { float, float, float, float } %494, 1
  %497 = extractvalue { float, float, float, float } %494, 2
  %498 = extractvalue { float, float, float, float } %494, 3
  %499 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %368)
  %500 = extractvalue { i32, i32, i32, i32 } %499, 0
  %501 = extractvalue { i32, i32, i32, i32 } %499, 1
  %502 = extractvalue { i32, i32, i32, i32 } %499, 2
  %503 = extractvalue { i32, i32, i32, i32 } %499, 3
  %504 = getelementptr bfloat, ptr addrspace(3) %429, i64 %372
  %505 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %504)
  %506 = extractvalue { i32, i32, i32, i32 } %505, 0
  %507 = extractvalue { i32, i32, i32, i32 } %505, 1
  %508 = extractvalue { i32, i32, i32, i32 } %505, 2
  %509 = extractvalue { i32, i32, i32, i32 } %505, 3
  %510 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %500, i32 %501, i32 %502, i32 %503, i32 %506, i32 %507, float %442, float %443, float %444, float %445) #7
  %511 = extractvalue { float, float, float, float } %510, 0
  %512 = extractvalue { float, float, float, float } %510, 1
  %513 = extractvalue { float, float, float, float } %510, 2
  %514 = extractvalue { float, float, float, float } %510, 3
  %515 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %500, i32 %501, i32 %502, i32 %503, i32 %508, i32 %509, float %447, float %448, float %449, float %450) #7
  %516 = extractvalue { float, float, float, float } %515, 0
  %517 = extractvalue { float, float, float, float } %515, 1
  %518 = extractvalue { float, float, float, float } %515, 2
  %519 = extractvalue { float, float, float, float } %515, 3
  %520 = getelementptr i8, ptr addrspace(3) %504, i64 2048
  %521 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %520)
  %522 = extractvalue { i32, i32, i32, i32 } %521, 0
  %523 = extractvalue { i32, i32, i32, i32 } %521, 1
  %524 = extractvalue { i32, i32, i32, i32 } %521, 2
  %525 = extractvalue { i32, i32, i32, i32 } %521, 3
  %526 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %500, i32 %501, i32 %502, i32 %503, i32 %522, i32 %523, float %458, float %459, float %460, float %461) #7
  %527 = extractvalue { float, float, float, float } %526, 0
  %528 = extractvalue { float, float, float, float } %526, 1
  %529 = extractvalue { float, float, float, float } %526, 2
  %530 = extractvalue { float, float, float, float } %526, 3
  %531 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %500, i32 %501, i32 %502, i32 %503, i32 %524, i32 %525, float %463, float %464, float %465, float %466) #7
  %532 = extractvalue { float, float, float, float } %531, 0
  %533 = extractvalue { float, float, float, float } %531, 1
  %534 = extractvalue { float, float, float, float } %531, 2
  %535 = extractvalue { float, float, float, float } %531, 3
  %536 = getelementptr i8, ptr addrspace(3) %504, i64 4096
  %537 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %536)
  %538 = extractvalue { i32, i32, i32, i32 } %537, 0
  %539 = extractvalue { i32, i32, i32, i32 } %537, 1
  %540 = extractvalue { i32, i32, i32, i32 } %537, 2
  %541 = extractvalue { i32, i32, i32, i32 } %537, 3
  %542 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %500, i32 %501, i32 %502, i32 %503, i32 %538, i32 %539, float %474, float %475, float %476, float %477) #7
  %543 = extractvalue { float, float, float, float } %542, 0
  %544 = extractvalue { float, float, float, float } %542, 1
  %545 = extractvalue { float, float, float, float } %542, 2
  %546 = extractvalue { float, float, float, float } %542, 3
  %547 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %500, i32 %501, i32 %502, i32 %503, i32 %540, i32 %541, float %479, float %480, float %481, float %482) #7
  %548 = extractvalue { float, float, float, float } %547, 0
  %549 = extractvalue { float, float, float, float } %547, 1
  %550 = extractvalue { float, float, float, float } %547, 2
  %551 = extractvalue { float, float, float, float } %547, 3
  %552 = getelementptr i8, ptr addrspace(3) %504, i64 6144
  %553 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %552)
  %554 = extractvalue { i32, i32, i32, i32 } %553, 0
  %555 = extractvalue { i32, i32, i32, i32 } %553, 1
  %556 = extractvalue { i32, i32, i32, i32 } %553, 2
  %557 = extractvalue { i32, i32, i32, i32 } %553, 3
  %558 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %500, i32 %501, i32 %502, i32 %503, i32 %554, i32 %555, float %490, float %491, float %492, float %493) #7
  %559 = extractvalue { float, float, float, float } %558, 0
  %560 = extractvalue { float, float, float, float } %558, 1
  %561 = extractvalue { float, float, float, float } %558, 2
  %562 = extractvalue { float, float, float, float } %558, 3
  %563 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %500, i32 %501, i32 %502, i32 %503, i32 %556, i32 %557, float %495, float %496, float %497, float %498) #7
  %564 = extractvalue { float, float, float, float } %563, 0
  %565 = extractvalue { float, float, float, float } %563, 1
  %566 = extractvalue { float, float, float, float } %563, 2
  %567 = extractvalue { float, float, float, float } %563, 3
  %568 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %375)
  %569 = extractvalue { i32, i32, i32, i32 } %568, 0
  %570 = extractvalue { i32, i32, i32, i32 } %568, 1
  %571 = extractvalue { i32, i32, i32, i32 } %568, 2
  %572 = extractvalue { i32, i32, i32, i32 } %568, 3
  %573 = getelementptr bfloat, ptr addrspace(3) %429, i64 %379
  %574 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %573)
  %575 = extractvalue { i32, i32, i32, i32 } %574, 0
  %576 = extractvalue { i32, i32, i32, i32 } %574, 1
  %577 = extractvalue { i32, i32, i32, i32 } %574, 2
  %578 = extractvalue { i32, i32, i32, i32 } %574, 3
  %579 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %569, i32 %570, i32 %571, i32 %572, i32 %575, i32 %576, float %511, float %512, float %513, float %514) #7
  %580 = extractvalue { float, float, float, float } %579, 0
  %581 = extractvalue { float, float, float, float } %579, 1
  %582 = extractvalue { float, float, float, float } %579, 2
  %583 = extractvalue { float, float, float, float } %579, 3
  %584 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %569, i32 %570, i32 %571, i32 %572, i32 %577, i32 %578, float %516, float %517, float %518, float %519) #7
  %585 = extractvalue { float, float, float, float } %584, 0
  %586 = extractvalue { float, float, float, float } %584, 1
  %587 = extractvalue { float, float, float, float } %584, 2
  %588 = extractvalue { float, float, float, float } %584, 3
  %589 = getelementptr i8, ptr addrspace(3) %573, i64 2048
  %590 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %589)
  %591 = extractvalue { i32, i32, i32, i32 } %590, 0
  %592 = extractvalue { i32, i32, i32, i32 } %590, 1
  %593 = extractvalue { i32, i32, i32, i32 } %590, 2
  %594 = extractvalue { i32, i32, i32, i32 } %590, 3
  %595 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %569, i32 %570, i32 %571, i32 %572, i32 %591, i32 %592, float %527, float %528, float %529, float %530) #7
  %596 = extractvalue { float, float, float, float } %595, 0
  %597 = extractvalue { float, float, float, float } %595, 1
  %598 = extractvalue { float, float, float, float } %595, 2
  %599 = extractvalue { float, float, float, float } %595, 3
  %600 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %569, i32 %570, i32 %571, i32 %572, i32 %593, i32 %594, float %532, float %533, float %534, float %535) #7
  %601 = extractvalue { float, float, float, float } %600, 0
  %602 = extractvalue { float, float, float, float } %600, 1
  %603 = extractvalue { float, float, float, float } %600, 2
  %604 = extractvalue { float, float, float, float } %600, 3
  %605 = getelementptr i8, ptr addrspace(3) %573, i64 4096
  %606 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %605)
  %607 = extractvalue { i32, i32, i32, i32 } %606, 0
  %608 = extractvalue { i32, i32, i32, i32 } %606, 1
  %609 = extractvalue { i32, i32, i32, i32 } %606, 2
  %610 = extractvalue { i32, i32, i32, i32 } %606, 3
  %611 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %569, i32 %570, i32 %571, i32 %572, i32 %607, i32 %608, float %543, float %544, float %545, float %546) #7
  %612 = extractvalue { float, float, float, float } %611, 0
  %613 = extractvalue { float, float, float, float } %611, 1
  %614 = extractvalue { float, float, float, float } %611, 2
  %615 = extractvalue { float, float, float, float } %611, 3
  %616 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %569, i32 %570, i32 %571, i32 %572, i32 %609, i32 %610, float %548, float %549, float %550, float %551) #7
  %617 = extractvalue { float, float, float, float } %616, 0
  %618 = extractvalue { float, float, float, float } %616, 1
  %619 = extractvalue { float, float, float, float } %616, 2
  %620 = extractvalue { float, float, float, float } %616, 3
  %621 = getelementptr i8, ptr addrspace(3) %573, i64 6144
  %622 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %621)
  %623 = extractvalue { i32, i32, i32, i32 } %622, 0
  %624 = extractvalue { i32, i32, i32, i32 } %622, 1
  %625 = extractvalue { i32, i32, i32, i32 } %622, 2
  %626 = extractvalue { i32, i32, i32, i32 } %622, 3
  %627 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %569, i32 %570, i32 %571, i32 %572, i32 %623, i32 %624, float %559, float %560, float %561, float %562) #7
  %628 = extractvalue { float, float, float, float } %627, 0
  %629 = extractvalue { float, float, float, float } %627, 1
  %630 = extractvalue { float, float, float, float } %627, 2
  %631 = extractvalue { float, float, float, float } %627, 3
  %632 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %569, i32 %570, i32 %571, i32 %572, i32 %625, i32 %626, float %564, float %565, float %566, float %567) #7
  %633 = extractvalue { float, float, float, float } %632, 0
  %634 = extractvalue { float, float, float, float } %632, 1
  %635 = extractvalue { float, float, float, float } %632, 2
  %636 = extractvalue { float, float, float, float } %632, 3
  %637 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %382)
  %638 = extractvalue { i32, i32, i32, i32 } %637, 0
  %639 = extractvalue { i32, i32, i32, i32 } %637, 1
  %640 = extractvalue { i32, i32, i32, i32 } %637, 2
  %641 = extractvalue { i32, i32, i32, i32 } %637, 3
  %642 = getelementptr bfloat, ptr addrspace(3) %429, i64 %386
  %643 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %642)
  %644 = extractvalue { i32, i32, i32, i32 } %643, 0
  %645 = extractvalue { i32, i32, i32, i32 } %643, 1
  %646 = extractvalue { i32, i32, i32, i32 } %643, 2
  %647 = extractvalue { i32, i32, i32, i32 } %643, 3
  %648 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %638, i32 %639, i32 %640, i32 %641, i32 %644, i32 %645, float %580, float %581, float %582, float %583) #7
  %649 = extractvalue { float, float, float, float } %648, 0
  %650 = extractvalue { float, float, float, float } %648, 1
  %651 = extractvalue { float, float, float, float } %648, 2
  %652 = extractvalue { float, float, float, float } %648, 3
  %653 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %638, i32 %639, i32 %640, i32 %641, i32 %646, i32 %647, float %585, float %586, float %587, float %588) #7
  %654 = extractvalue { float, float, float, float } %653, 0
  %655 = extractvalue { float, float, float, float } %653, 1
  %656 = extractvalue { float, float, float, float } %653, 2
  %657 = extractvalue { float, float, float, float } %653, 3
  %658 = getelementptr i8, ptr addrspace(3) %642, i64 2048
  %659 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %658)
  %660 = extractvalue { i32, i32, i32, i32 } %659, 0
  %661 = extractvalue { i32, i32, i32, i32 } %659, 1
  %662 = extractvalue { i32, i32, i32, i32 } %659, 2
  %663 = extractvalue { i32, i32, i32, i32 } %659, 3
  %664 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %638, i32 %639, i32 %640, i32 %641, i32 %660, i32 %661, float %596, float %597, float %598, float %599) #7
  %665 = extractvalue { float, float, float, float } %664, 0
  %666 = extractvalue { float, float, float, float } %664, 1
  %667 = extractvalue { float, float, float, float } %664, 2
  %668 = extractvalue { float, float, float, float } %664, 3
  %669 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %638, i32 %639, i32 %640, i32 %641, i32 %662, i32 %663, float %601, float %602, float %603, float %604) #7
  %670 = extractvalue { float, float, float, float } %669, 0
  %671 = extractvalue { float, float, float, float } %669, 1
  %672 = extractvalue { float, float, float, float } %669, 2
  %673 = extractvalue { float, float, float, float } %669, 3
  %674 = getelementptr i8, ptr addrspace(3) %642, i64 4096
  %675 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %674)
  %676 = extractvalue { i32, i32, i32, i32 } %675, 0
  %677 = extractvalue { i32, i32, i32, i32 } %675, 1
  %678 = extractvalue { i32, i32, i32, i32 } %675, 2
  %679 = extractvalue { i32, i32, i32, i32 } %675, 3
  %680 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %638, i32 %639, i32 %640, i32 %641, i32 %676, i32 %677, float %612, float %613, float %614, float %615) #7
  %681 = extractvalue { float, float, float, float } %680, 0
  %682 = extractvalue { float, float, float, float } %680, 1
  %683 = extractvalue { float, float, float, float } %680, 2
  %684 = extractvalue { float, float, float, float } %680, 3
  %685 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %638, i32 %639, i32 %640, i32 %641, i32 %678, i32 %679, float %617, float %618, float %619, float %620) #7
  %686 = extractvalue { float, float, float, float } %685, 0
  %687 = extractvalue { float, float, float, float } %685, 1
  %688 = extractvalue { float, float, float, float } %685, 2
  %689 = extractvalue { float, float, float, float } %685, 3
  %690 = getelementptr i8, ptr addrspace(3) %642, i64 6144
  %691 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %690)
  %692 = extractvalue { i32, i32, i32, i32 } %691, 0
  %693 = extractvalue { i32, i32, i32, i32 } %691, 1
  %694 = extractvalue { i32, i32, i32, i32 } %691, 2
  %695 = extractvalue { i32, i32, i32, i32 } %691, 3
  %696 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %638, i32 %639, i32 %640, i32 %641, i32 %692, i32 %693, float %628, float %629, float %630, float %631) #7
  %697 = extractvalue { float, float, float, float } %696, 0
  %698 = extractvalue { float, float, float, float } %696, 1
  %699 = extractvalue { float, float, float, float } %696, 2
  %700 = extractvalue { float, float, float, float } %696, 3
  %701 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %638, i32 %639, i32 %640, i32 %641, i32 %694, i32 %695, float %633, float %634, float %635, float %636) #7
  %702 = extractvalue { float, float, float, float } %701, 0
  %703 = extractvalue { float, float, float, float } %701, 1
  %704 = extractvalue { float, float, float, float } %701, 2
  %705 = extractvalue { float, float, float, float } %701, 3
  %706 = add i32 %424, 128
  %707 = add nuw nsw i32 %425, 2
  %708 = urem i32 %707, 3
  %709 = tail call float @llvm.maxnum.f32(float %649, float %650)
  %710 = tail call float @llvm.maxnum.f32(float %651, float %652)
  %711 = tail call float @llvm.maxnum.f32(float %709, float %654)
  %712 = tail call float @llvm.maxnum.f32(float %711, float %655)
  %713 = tail call float @llvm.maxnum.f32(float %710, float %656)
  %714 = tail call float @llvm.maxnum.f32(float %713, float %657)
  %715 = tail call float @llvm.maxnum.f32(float %712, float %665)
  %716 = tail call float @llvm.maxnum.f32(float %715, float %666)
  %717 = tail call float @llvm.maxnum.f32(float %714, float %667)
  %718 = tail call float @llvm.maxnum.f32(float %717, float %668)
  %719 = tail call float @llvm.maxnum.f32(float %716, float %670)
  %720 = tail call float @llvm.maxnum.f32(float %719, float %671)
  %721 = tail call float @llvm.maxnum.f32(float %718, float %672)
  %722 = tail call float @llvm.maxnum.f32(float %721, float %673)
  %723 = tail call float @llvm.maxnum.f32(float %720, float %681)
  %724 = tail call float @llvm.maxnum.f32(float %723, float %682)
  %725 = tail call float @llvm.maxnum.f32(float %722, float %683)
  %726 = tail call float @llvm.maxnum.f32(float %725, float %684)
  %727 = tail call float @llvm.maxnum.f32(float %724, float %686)
  %728 = tail call float @llvm.maxnum.f32(float %727, float %687)
  %729 = tail call float @llvm.maxnum.f32(float %726, float %688)
  %730 = tail call float @llvm.maxnum.f32(float %729, float %689)
  %731 = tail call float @llvm.maxnum.f32(float %728, float %697)
  %732 = tail call float @llvm.maxnum.f32(float %731, float %698)
  %733 = tail call float @llvm.maxnum.f32(float %730, float %699)
  %734 = tail call float @llvm.maxnum.f32(float %733, float %700)
  %735 = tail call float @llvm.maxnum.f32(float %732, float %702)
  %736 = tail call float @llvm.maxnum.f32(float %735, float %703)
  %737 = tail call float @llvm.maxnum.f32(float %734, float %704)
  %738 = tail call float @llvm.maxnum.f32(float %737, float %705)
  %739 = bitcast float %736 to i32
  %740 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %739, i32 2, i32 31)
  %741 = bitcast i32 %740 to float
  %742 = tail call float @llvm.maxnum.f32(float %736, float %741)
  %743 = bitcast float %738 to i32
  %744 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %743, i32 2, i32 31)
  %745 = bitcast i32 %744 to float
  %746 = tail call float @llvm.maxnum.f32(float %738, float %745)
  %747 = bitcast float %742 to i32
  %748 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %747, i32 1, i32 31)
  %749 = bitcast i32 %748 to float
  %750 = tail call float @llvm.maxnum.f32(float %742, float %749)
  %751 = bitcast float %746 to i32
  %752 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %751, i32 1, i32 31)
  %753 = bitcast i32 %752 to float
  %754 = tail call float @llvm.maxnum.f32(float %746, float %753)
  %755 = fmul float %87, %750
  %756 = fmul float %87, %754
  %757 = tail call float @llvm.maxnum.f32(float %389, float %755)
  %758 = tail call float @llvm.maxnum.f32(float %388, float %756)
  %759 = fmul float %87, %649
  %760 = fmul float %87, %650
  %761 = fmul float %87, %651
  %762 = fmul float %87, %652
  %763 = fmul float %87, %654
  %764 = fmul float %87, %655
  %765 = fmul float %87, %656
  %766 = fmul float %87, %657
  %767 = fmul float %87, %665
  %768 = fmul float %87, %666
  %769 = fmul float %87, %667
  %770 = fmul float %87, %668
  %771 = fmul float %87, %670
  %772 = fmul float %87, %671
  %773 = fmul float %87, %672
  %774 = fmul float %87, %673
  %775 = fmul float %87, %681
  %776 = fmul float %87, %682
  %777 = fmul float %87, %683
  %778 = fmul float %87, %684
  %779 = fmul float %87, %686
  %780 = fmul float %87, %687
  %781 = fmul float %87, %688
  %782 = fmul float %87, %689
  %783 = fmul float %87, %697
  %784 = fmul float %87, %698
  %785 = fmul float %87, %699
  %786 = fmul float %87, %700
  %787 = fmul float %87, %702
  %788 = fmul float %87, %703
  %789 = fmul float %87, %704
  %790 = fmul float %87, %705
  %791 = fsub float %759, %757
  %792 = fsub float %760, %757
  %793 = fsub float %761, %758
  %794 = fsub float %762, %758
  %795 = fsub float %763, %757
  %796 = fsub float %764, %757
  %797 = fsub float %765, %758
  %798 = fsub float %766, %758
  %799 = fsub float %767, %757
  %800 = fsub float %768, %757
  %801 = fsub float %769, %758
  %802 = fsub float %770, %758
  %803 = fsub float %771, %757
  %804 = fsub float %772, %757
  %805 = fsub float %773, %758
  %806 = fsub float %774, %758
  %807 = fsub float %775, %757
  %808 = fsub float %776, %757
  %809 = fsub float %777, %758
  %810 = fsub float %778, %758
  %811 = fsub float %779, %757
  %812 = fsub float %780, %757
  %813 = fsub float %781, %758
  %814 = fsub float %782, %758
  %815 = fsub float %783, %757
  %816 = fsub float %784, %757
  %817 = fsub float %785, %758
  %818 = fsub float %786, %758
  %819 = fsub float %787, %757
  %820 = fsub float %788, %757
  %821 = fsub float %789, %758
  %822 = fsub float %790, %758
  %823 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %791)
  %824 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %792)
  %825 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %793)
  %826 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %794)
  %827 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %795)
  %828 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %796)
  %829 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %797)
  %830 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %798)
  %831 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %799)
  %832 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %800)
  %833 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %801)
  %834 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %802)
  %835 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %803)
  %836 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %804)
  %837 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %805)
  %838 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %806)
  %839 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %807)
  %840 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %808)
  %841 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %809)
  %842 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %810)
  %843 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %811)
  %844 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %812)
  %845 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %813)
  %846 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %814)
  %847 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %815)
  %848 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %816)
  %849 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %817)
  %850 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %818)
  %851 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %819)
  %852 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %820)
  %853 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %821)
  %854 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %822)
  %855 = fsub float %389, %757
  %856 = fsub float %388, %758
  %857 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %855)
  %858 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %856)
  %859 = fmul float %423, %857
  %860 = fmul float %422, %858
  %861 = fadd float %823, %824
  %862 = fadd float %825, %826
  %863 = fadd float %861, %827
  %864 = fadd float %863, %828
  %865 = fadd float %862, %829
  %866 = fadd float %865, %830
  %867 = fadd float %864, %831
  %868 = fadd float %867, %832
  %869 = fadd float %866, %833
  %870 = fadd float %869, %834
  %871 = fadd float %868, %835
  %872 = fadd float %871, %836
  %873 = fadd float %870, %837
  %874 = fadd float %873, %838
  %875 = fadd float %872, %839
  %876 = fadd float %875, %840
  %877 = fadd float %874, %841
  %878 = fadd float %877, %842
  %879 = fadd float %876, %843
  %880 = fadd float %879, %844
  %881 = fadd float %878, %845
  %882 = fadd float %881, %846
  %883 = fadd float %880, %847
  %884 = fadd float %883, %848
  %885 = fadd float %882, %849
  %886 = fadd float %885, %850
  %887 = fadd float %884, %851
  %888 = fadd float %887, %852
  %889 = fadd float %886, %853
  %890 = fadd float %889, %854
  %891 = bitcast float %888 to i32
  %892 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %891, i32 2, i32 31)
  %893 = bitcast i32 %892 to float
  %894 = fadd float %888, %893
  %895 = bitcast float %890 to i32
  %896 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %895, i32 2, i32 31)
  %897 = bitcast i32 %896 to float
  %898 = fadd float %890, %897
  %899 = bitcast float %894 to i32
  %900 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %899, i32 1, i32 31)
  %901 = bitcast i32 %900 to float
  %902 = fadd float %894, %901
  %903 = bitcast float %898 to i32
  %904 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %903, i32 1, i32 31)
  %905 = bitcast i32 %904 to float
  %906 = fadd float %898, %905
  %907 = fadd float %859, %902
  %908 = fadd float %860, %906
  %909 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 24576), i64 %428
  %910 = fptrunc float %823 to bfloat
  %911 = fptrunc float %824 to bfloat
  %912 = fptrunc float %825 to bfloat
  %913 = fptrunc float %826 to bfloat
  %914 = fptrunc float %827 to bfloat
  %915 = fptrunc float %828 to bfloat
  %916 = fptrunc float %829 to bfloat
  %917 = fptrunc float %830 to bfloat
  %918 = fptrunc float %831 to bfloat
  %919 = fptrunc float %832 to bfloat
  %920 = fptrunc float %833 to bfloat
  %921 = fptrunc float %834 to bfloat
  %922 = fptrunc float %835 to bfloat
  %923 = fptrunc float %836 to bfloat
  %924 = fptrunc float %837 to bfloat
  %925 = fptrunc float %838 to bfloat
  %926 = fptrunc float %839 to bfloat
  %927 = fptrunc float %840 to bfloat
  %928 = fptrunc float %841 to bfloat
  %929 = fptrunc float %842 to bfloat
  %930 = fptrunc float %843 to bfloat
  %931 = fptrunc float %844 to bfloat
  %932 = fptrunc float %845 to bfloat
  %933 = fptrunc float %846 to bfloat
  %934 = fptrunc float %847 to bfloat
  %935 = fptrunc float %848 to bfloat
  %936 = fptrunc float %849 to bfloat
  %937 = fptrunc float %850 to bfloat
  %938 = fptrunc float %851 to bfloat
  %939 = fptrunc float %852 to bfloat
  %940 = fptrunc float %853 to bfloat
  %941 = fptrunc float %854 to bfloat
  %942 = fmul float %421, %857
  %943 = fmul float %420, %857
  %944 = fmul float %419, %858
  %945 = fmul float %418, %858
  %946 = fmul float %417, %857
  %947 = fmul float %416, %857
  %948 = fmul float %415, %858
  %949 = fmul float %414, %858
  %950 = fmul float %413, %857
  %951 = fmul float %412, %857
  %952 = fmul float %411, %858
  %953 = fmul float %410, %858
  %954 = fmul float %409, %857
  %955 = fmul float %408, %857
  %956 = fmul float %407, %858
  %957 = fmul float %406, %858
  %958 = fmul float %405, %857
  %959 = fmul float %404, %857
  %960 = fmul float %403, %858
  %961 = fmul float %402, %858
  %962 = fmul float %401, %857
  %963 = fmul float %400, %857
  %964 = fmul float %399, %858
  %965 = fmul float %398, %858
  %966 = fmul float %397, %857
  %967 = fmul float %396, %857
  %968 = fmul float %395, %858
  %969 = fmul float %394, %858
  %970 = fmul float %393, %857
  %971 = fmul float %392, %857
  %972 = fmul float %391, %858
  %973 = fmul float %390, %858
  %974 = insertelement <2 x bfloat> poison, bfloat %910, i64 0
  %975 = insertelement <2 x bfloat> %974, bfloat %911, i64 1
  %976 = bitcast <2 x bfloat> %975 to i32
  %977 = insertelement <2 x bfloat> poison, bfloat %912, i64 0
  %978 = insertelement <2 x bfloat> %977, bfloat %913, i64 1
  %979 = bitcast <2 x bfloat> %978 to i32
  %980 = insertelement <2 x bfloat> poison, bfloat %914, i64 0
  %981 = insertelement <2 x bfloat> %980, bfloat %915, i64 1
  %982 = bitcast <2 x bfloat> %981 to i32
  %983 = insertelement <2 x bfloat> poison, bfloat %916, i64 0
  %984 = insertelement <2 x bfloat> %983, bfloat %917, i64 1
  %985 = bitcast <2 x bfloat> %984 to i32
  %986 = insertelement <2 x bfloat> poison, bfloat %918, i64 0
  %987 = insertelement <2 x bfloat> %986, bfloat %919, i64 1
  %988 = bitcast <2 x bfloat> %987 to i32
  %989 = insertelement <2 x bfloat> poison, bfloat %920, i64 0
  %990 = insertelement <2 x bfloat> %989, bfloat %921, i64 1
  %991 = bitcast <2 x bfloat> %990 to i32
  %992 = insertelement <2 x bfloat> poison, bfloat %922, i64 0
  %993 = insertelement <2 x bfloat> %992, bfloat %923, i64 1
  %994 = bitcast <2 x bfloat> %993 to i32
  %995 = insertelement <2 x bfloat> poison, bfloat %924, i64 0
  %996 = insertelement <2 x bfloat> %995, bfloat %925, i64 1
  %997 = bitcast <2 x bfloat> %996 to i32
  %998 = insertelement <2 x bfloat> poison, bfloat %926, i64 0
  %999 = insertelement <2 x bfloat> %998, bfloat %927, i64 1
  %1000 = bitcast <2 x bfloat> %999 to i32
  %1001 = insertelement <2 x bfloat> poison, bfloat %928, i64 0
  %1002 = insertelement <2 x bfloat> %1001, bfloat %929, i64 1
  %1003 = bitcast <2 x bfloat> %1002 to i32
  %1004 = insertelement <2 x bfloat> poison, bfloat %930, i64 0
  %1005 = insertelement <2 x bfloat> %1004, bfloat %931, i64 1
  %1006 = bitcast <2 x bfloat> %1005 to i32
  %1007 = insertelement <2 x bfloat> poison, bfloat %932, i64 0
  %1008 = insertelement <2 x bfloat> %1007, bfloat %933, i64 1
  %1009 = bitcast <2 x bfloat> %1008 to i32
  %1010 = insertelement <2 x bfloat> poison, bfloat %934, i64 0
  %1011 = insertelement <2 x bfloat> %1010, bfloat %935, i64 1
  %1012 = bitcast <2 x bfloat> %1011 to i32
  %1013 = insertelement <2 x bfloat> poison, bfloat %936, i64 0
  %1014 = insertelement <2 x bfloat> %1013, bfloat %937, i64 1
  %1015 = bitcast <2 x bfloat> %1014 to i32
  %1016 = insertelement <2 x bfloat> poison, bfloat %938, i64 0
  %1017 = insertelement <2 x bfloat> %1016, bfloat %939, i64 1
  %1018 = bitcast <2 x bfloat> %1017 to i32
  %1019 = insertelement <2 x bfloat> poison, bfloat %940, i64 0
  %1020 = insertelement <2 x bfloat> %1019, bfloat %941, i64 1
  %1021 = bitcast <2 x bfloat> %1020 to i32
  %1022 = getelementptr bfloat, ptr addrspace(3) %909, i64 %303
  %1023 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1022)
  %1024 = extractvalue { i32, i32, i32, i32 } %1023, 0
  %1025 = extractvalue { i32, i32, i32, i32 } %1023, 1
  %1026 = extractvalue { i32, i32, i32, i32 } %1023, 2
  %1027 = extractvalue { i32, i32, i32, i32 } %1023, 3
  %1028 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %976, i32 %979, i32 %982, i32 %985, i32 %1024, i32 %1025, float %942, float %943, float %944, float %945) #7
  %1029 = extractvalue { float, float, float, float } %1028, 0
  %1030 = extractvalue { float, float, float, float } %1028, 1
  %1031 = extractvalue { float, float, float, float } %1028, 2
  %1032 = extractvalue { float, float, float, float } %1028, 3
  %1033 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %976, i32 %979, i32 %982, i32 %985, i32 %1026, i32 %1027, float %946, float %947, float %948, float %949) #7
  %1034 = extractvalue { float, float, float, float } %1033, 0
  %1035 = extractvalue { float, float, float, float } %1033, 1
  %1036 = extractvalue { float, float, float, float } %1033, 2
  %1037 = extractvalue { float, float, float, float } %1033, 3
  %1038 = getelementptr bfloat, ptr addrspace(3) %909, i64 %309
  %1039 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1038)
  %1040 = extractvalue { i32, i32, i32, i32 } %1039, 0
  %1041 = extractvalue { i32, i32, i32, i32 } %1039, 1
  %1042 = extractvalue { i32, i32, i32, i32 } %1039, 2
  %1043 = extractvalue { i32, i32, i32, i32 } %1039, 3
  %1044 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %976, i32 %979, i32 %982, i32 %985, i32 %1040, i32 %1041, float %950, float %951, float %952, float %953) #7
  %1045 = extractvalue { float, float, float, float } %1044, 0
  %1046 = extractvalue { float, float, float, float } %1044, 1
  %1047 = extractvalue { float, float, float, float } %1044, 2
  %1048 = extractvalue { float, float, float, float } %1044, 3
  %1049 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %976, i32 %979, i32 %982, i32 %985, i32 %1042, i32 %1043, float %954, float %955, float %956, float %957) #7
  %1050 = extractvalue { float, float, float, float } %1049, 0
  %1051 = extractvalue { float, float, float, float } %1049, 1
  %1052 = extractvalue { float, float, float, float } %1049, 2
  %1053 = extractvalue { float, float, float, float } %1049, 3
  %1054 = getelementptr bfloat, ptr addrspace(3) %909, i64 %315
  %1055 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1054)
  %1056 = extractvalue { i32, i32, i32, i32 } %1055, 0
  %1057 = extractvalue { i32, i32, i32, i32 } %1055, 1
  %1058 = extractvalue { i32, i32, i32, i32 } %1055, 2
  %1059 = extractvalue { i32, i32, i32, i32 } %1055, 3
  %1060 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %976, i32 %979, i32 %982, i32 %985, i32 %1056, i32 %1057, float %958, float %959, float %960, float %961) #7
  %1061 = extractvalue { float, float, float, float } %1060, 0
  %1062 = extractvalue { float, float, float, float } %1060, 1
  %1063 = extractvalue { float, float, float, float } %1060, 2
  %1064 = extractvalue { float, float, float, float } %1060, 3
  %1065 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %976, i32 %979, i32 %982, i32 %985, i32 %1058, i32 %1059, float %962, float %963, float %964, float %965) #7
  %1066 = extractvalue { float, float, float, float } %1065, 0
  %1067 = extractvalue { float, float, float, float } %1065, 1
  %1068 = extractvalue { float, float, float, float } %1065, 2
  %1069 = extractvalue { float, float, float, float } %1065, 3
  %1070 = getelementptr bfloat, ptr addrspace(3) %909, i64 %321
  %1071 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1070)
  %1072 = extractvalue { i32, i32, i32, i32 } %1071, 0
  %1073 = extractvalue { i32, i32, i32, i32 } %1071, 1
  %1074 = extractvalue { i32, i32, i32, i32 } %1071, 2
  %1075 = extractvalue { i32, i32, i32, i32 } %1071, 3
  %1076 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %976, i32 %979, i32 %982, i32 %985, i32 %1072, i32 %1073, float %966, float %967, float %968, float %969) #7
  %1077 = extractvalue { float, float, float, float } %1076, 0
  %1078 = extractvalue { float, float, float, float } %1076, 1
  %1079 = extractvalue { float, float, float, float } %1076, 2
  %1080 = extractvalue { float, float, float, float } %1076, 3
  %1081 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %976, i32 %979, i32 %982, i32 %985, i32 %1074, i32 %1075, float %970, float %971, float %972, float %973) #7
  %1082 = extractvalue { float, float, float, float } %1081, 0
  %1083 = extractvalue { float, float, float, float } %1081, 1
  %1084 = extractvalue { float, float, float, float } %1081, 2
  %1085 = extractvalue { float, float, float, float } %1081, 3
  %1086 = getelementptr bfloat, ptr addrspace(3) %909, i64 %325
  %1087 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1086)
  %1088 = extractvalue { i32, i32, i32, i32 } %1087, 0
  %1089 = extractvalue { i32, i32, i32, i32 } %1087, 1
  %1090 = extractvalue { i32, i32, i32, i32 } %1087, 2
  %1091 = extractvalue { i32, i32, i32, i32 } %1087, 3
  %1092 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %988, i32 %991, i32 %994, i32 %997, i32 %1088, i32 %1089, float %1029, float %1030, float %1031, float %1032) #7
  %1093 = extractvalue { float, float, float, float } %1092, 0
  %1094 = extractvalue { float, float, float, float } %1092, 1
  %1095 = extractvalue { float, float, float, float } %1092, 2
  %1096 = extractvalue { float, float, float, float } %1092, 3
  %1097 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %988, i32 %991, i32 %994, i32 %997, i32 %1090, i32 %1091, float %1034, float %1035, float %1036, float %1037) #7
  %1098 = extractvalue { float, float, float, float } %1097, 0
  %1099 = extractvalue { float, float, float, float } %1097, 1
  %1100 = extractvalue { float, float, float, float } %1097, 2
  %1101 = extractvalue { float, float, float, float } %1097, 3
  %1102 = getelementptr bfloat, ptr addrspace(3) %909, i64 %328
  %1103 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1102)
  %1104 = extractvalue { i32, i32, i32, i32 } %1103, 0
  %1105 = extractvalue { i32, i32, i32, i32 } %1103, 1
  %1106 = extractvalue { i32, i32, i32, i32 } %1103, 2
  %1107 = extractvalue { i32, i32, i32, i32 } %1103, 3
  %1108 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %988, i32 %991, i32 %994, i32 %997, i32 %1104, i32 %1105, float %1045, float %1046, float %1047, float %1048) #7
  %1109 = extractvalue { float, float, float, float } %1108, 0
  %1110 = extractvalue { float, float, float, float } %1108, 1
  %1111 = extractvalue { float, float, float, float } %1108, 2
  %1112 = extractvalue { float, float, float, float } %1108, 3
  %1113 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %988, i32 %991, i32 %994, i32 %997, i32 %1106, i32 %1107, float %1050, float %1051, float %1052, float %1053) #7
  %1114 = extractvalue { float, float, float, float } %1113, 0
  %1115 = extractvalue { float, float, float, float } %1113, 1
  %1116 = extractvalue { float, float, float, float } %1113, 2
  %1117 = extractvalue { float, float, float, float } %1113, 3
  %1118 = getelementptr bfloat, ptr addrspace(3) %909, i64 %331
  %1119 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1118)
  %1120 = extractvalue { i32, i32, i32, i32 } %1119, 0
  %1121 = extractvalue { i32, i32, i32, i32 } %1119, 1
  %1122 = extractvalue { i32, i32, i32, i32 } %1119, 2
  %1123 = extractvalue { i32, i32, i32, i32 } %1119, 3
  %1124 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %988, i32 %991, i32 %994, i32 %997, i32 %1120, i32 %1121, float %1061, float %1062, float %1063, float %1064) #7
  %1125 = extractvalue { float, float, float, float } %1124, 0
  %1126 = extractvalue { float, float, float, float } %1124, 1
  %1127 = extractvalue { float, float, float, float } %1124, 2
  %1128 = extractvalue { float, float, float, float } %1124, 3
  %1129 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %988, i32 %991, i32 %994, i32 %997, i32 %1122, i32 %1123, float %1066, float %1067, float %1068, float %1069) #7
  %1130 = extractvalue { float, float, float, float } %1129, 0
  %1131 = extractvalue { float, float, float, float } %1129, 1
  %1132 = extractvalue { float, float, float, float } %1129, 2
  %1133 = extractvalue { float, float, float, float } %1129, 3
  %1134 = getelementptr bfloat, ptr addrspace(3) %909, i64 %334
  %1135 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1134)
  %1136 = extractvalue { i32, i32, i32, i32 } %1135, 0
  %1137 = extractvalue { i32, i32, i32, i32 } %1135, 1
  %1138 = extractvalue { i32, i32, i32, i32 } %1135, 2
  %1139 = extractvalue { i32, i32, i32, i32 } %1135, 3
  %1140 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %988, i32 %991, i32 %994, i32 %997, i32 %1136, i32 %1137, float %1077, float %1078, float %1079, float %1080) #7
  %1141 = extractvalue { float, float, float, float } %1140, 0
  %1142 = extractvalue { float, float, float, float } %1140, 1
  %1143 = extractvalue { float, float, float, float } %1140, 2
  %1144 = extractvalue { float, float, float, float } %1140, 3
  %1145 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %988, i32 %991, i32 %994, i32 %997, i32 %1138, i32 %1139, float %1082, float %1083, float %1084, float %1085) #7
  %1146 = extractvalue { float, float, float, float } %1145, 0
  %1147 = extractvalue { float, float, float, float } %1145, 1
  %1148 = extractvalue { float, float, float, float } %1145, 2
  %1149 = extractvalue { float, float, float, float } %1145, 3
  %1150 = getelementptr bfloat, ptr addrspace(3) %909, i64 %338
  %1151 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1150)
  %1152 = extractvalue { i32, i32, i32, i32 } %1151, 0
  %1153 = extractvalue { i32, i32, i32, i32 } %1151, 1
  %1154 = extractvalue { i32, i32, i32, i32 } %1151, 2
  %1155 = extractvalue { i32, i32, i32, i32 } %1151, 3
  %1156 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1000, i32 %1003, i32 %1006, i32 %1009, i32 %1152, i32 %1153, float %1093, float %1094, float %1095, float %1096) #7
  %1157 = extractvalue { float, float, float, float } %1156, 0
  %1158 = extractvalue { float, float, float, float } %1156, 1
  %1159 = extractvalue { float, float, float, float } %1156, 2
  %1160 = extractvalue { float, float, float, float } %1156, 3
  %1161 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1000, i32 %1003, i32 %1006, i32 %1009, i32 %1154, i32 %1155, float %1098, float %1099, float %1100, float %1101) #7
  %1162 = extractvalue { float, float, float, float } %1161, 0
  %1163 = extractvalue { float, float, float, float } %1161, 1
  %1164 = extractvalue { float, float, float, float } %1161, 2
  %1165 = extractvalue { float, float, float, float } %1161, 3
  %1166 = getelementptr bfloat, ptr addrspace(3) %909, i64 %341
  %1167 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1166)
  %1168 = extractvalue { i32, i32, i32, i32 } %1167, 0
  %1169 = extractvalue { i32, i32, i32, i32 } %1167, 1
  %1170 = extractvalue { i32, i32, i32, i32 } %1167, 2
  %1171 = extractvalue { i32, i32, i32, i32 } %1167, 3
  %1172 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1000, i32 %1003, i32 %1006, i32 %1009, i32 %1168, i32 %1169, float %1109, float %1110, float %1111, float %1112) #7
  %1173 = extractvalue { float, float, float, float } %1172, 0
  %1174 = extractvalue { float, float, float, float } %1172, 1
  %1175 = extractvalue { float, float, float, float } %1172, 2
  %1176 = extractvalue { float, float, float, float } %1172, 3
  %1177 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1000, i32 %1003, i32 %1006, i32 %1009, i32 %1170, i32 %1171, float %1114, float %1115, float %1116, float %1117) #7
  %1178 = extractvalue { float, float, float, float } %1177, 0
  %1179 = extractvalue { float, float, float, float } %1177, 1
  %1180 = extractvalue { float, float, float, float } %1177, 2
  %1181 = extractvalue { float, float, float, float } %1177, 3
  %1182 = getelementptr bfloat, ptr addrspace(3) %909, i64 %344
  %1183 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1182)
  %1184 = extractvalue { i32, i32, i32, i32 } %1183, 0
  %1185 = extractvalue { i32, i32, i32, i32 } %1183, 1
  %1186 = extractvalue { i32, i32, i32, i32 } %1183, 2
  %1187 = extractvalue { i32, i32, i32, i32 } %1183, 3
  %1188 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1000, i32 %1003, i32 %1006, i32 %1009, i32 %1184, i32 %1185, float %1125, float %1126, float %1127, float %1128) #7
  %1189 = extractvalue { float, float, float, float } %1188, 0
  %1190 = extractvalue { float, float, float, float } %1188, 1
  %1191 = extractvalue { float, float, float, float } %1188, 2
  %1192 = extractvalue { float, float, float, float } %1188, 3
  %1193 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1000, i32 %1003, i32 %1006, i32 %1009, i32 %1186, i32 %1187, float %1130, float %1131, float %1132, float %1133) #7
  %1194 = extractvalue { float, float, float, float } %1193, 0
  %1195 = extractvalue { float, float, float, float } %1193, 1
  %1196 = extractvalue { float, float, float, float } %1193, 2
  %1197 = extractvalue { float, float, float, float } %1193, 3
  %1198 = getelementptr bfloat, ptr addrspace(3) %909, i64 %347
  %1199 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1198)
  %1200 = extractvalue { i32, i32, i32, i32 } %1199, 0
  %1201 = extractvalue { i32, i32, i32, i32 } %1199, 1
  %1202 = extractvalue { i32, i32, i32, i32 } %1199, 2
  %1203 = extractvalue { i32, i32, i32, i32 } %1199, 3
  %1204 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1000, i32 %1003, i32 %1006, i32 %1009, i32 %1200, i32 %1201, float %1141, float %1142, float %1143, float %1144) #7
  %1205 = extractvalue { float, float, float, float } %1204, 0
  %1206 = extractvalue { float, float, float, float } %1204, 1
  %1207 = extractvalue { float, float, float, float } %1204, 2
  %1208 = extractvalue { float, float, float, float } %1204, 3
  %1209 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1000, i32 %1003, i32 %1006, i32 %1009, i32 %1202, i32 %1203, float %1146, float %1147, float %1148, float %1149) #7
  %1210 = extractvalue { float, float, float, float } %1209, 0
  %1211 = extractvalue { float, float, float, float } %1209, 1
  %1212 = extractvalue { float, float, float, float } %1209, 2
  %1213 = extractvalue { float, float, float, float } %1209, 3
  %1214 = getelementptr bfloat, ptr addrspace(3) %909, i64 %351
  %1215 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1214)
  %1216 = extractvalue { i32, i32, i32, i32 } %1215, 0
  %1217 = extractvalue { i32, i32, i32, i32 } %1215, 1
  %1218 = extractvalue { i32, i32, i32, i32 } %1215, 2
  %1219 = extractvalue { i32, i32, i32, i32 } %1215, 3
  %1220 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1012, i32 %1015, i32 %1018, i32 %1021, i32 %1216, i32 %1217, float %1157, float %1158, float %1159, float %1160) #7
  %1221 = extractvalue { float, float, float, float } %1220, 0
  %1222 = extractvalue { float, float, float, float } %1220, 1
  %1223 = extractvalue { float, float, float, float } %1220, 2
  %1224 = extractvalue { float, float, float, float } %1220, 3
  %1225 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1012, i32 %1015, i32 %1018, i32 %1021, i32 %1218, i32 %1219, float %1162, float %1163, float %1164, float %1165) #7
  %1226 = extractvalue { float, float, float, float } %1225, 0
  %1227 = extractvalue { float, float, float, float } %1225, 1
  %1228 = extractvalue { float, float, float, float } %1225, 2
  %1229 = extractvalue { float, float, float, float } %1225, 3
  %1230 = getelementptr bfloat, ptr addrspace(3) %909, i64 %354
  %1231 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1230)
  %1232 = extractvalue { i32, i32, i32, i32 } %1231, 0
  %1233 = extractvalue { i32, i32, i32, i32 } %1231, 1
  %1234 = extractvalue { i32, i32, i32, i32 } %1231, 2
  %1235 = extractvalue { i32, i32, i32, i32 } %1231, 3
  %1236 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1012, i32 %1015, i32 %1018, i32 %1021, i32 %1232, i32 %1233, float %1173, float %1174, float %1175, float %1176) #7
  %1237 = extractvalue { float, float, float, float } %1236, 0
  %1238 = extractvalue { float, float, float, float } %1236, 1
  %1239 = extractvalue { float, float, float, float } %1236, 2
  %1240 = extractvalue { float, float, float, float } %1236, 3
  %1241 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1012, i32 %1015, i32 %1018, i32 %1021, i32 %1234, i32 %1235, float %1178, float %1179, float %1180, float %1181) #7
  %1242 = extractvalue { float, float, float, float } %1241, 0
  %1243 = extractvalue { float, float, float, float } %1241, 1
  %1244 = extractvalue { float, float, float, float } %1241, 2
  %1245 = extractvalue { float, float, float, float } %1241, 3
  %1246 = getelementptr bfloat, ptr addrspace(3) %909, i64 %357
  %1247 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1246)
  %1248 = extractvalue { i32, i32, i32, i32 } %1247, 0
  %1249 = extractvalue { i32, i32, i32, i32 } %1247, 1
  %1250 = extractvalue { i32, i32, i32, i32 } %1247, 2
  %1251 = extractvalue { i32, i32, i32, i32 } %1247, 3
  %1252 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1012, i32 %1015, i32 %1018, i32 %1021, i32 %1248, i32 %1249, float %1189, float %1190, float %1191, float %1192) #7
  %1253 = extractvalue { float, float, float, float } %1252, 0
  %1254 = extractvalue { float, float, float, float } %1252, 1
  %1255 = extractvalue { float, float, float, float } %1252, 2
  %1256 = extractvalue { float, float, float, float } %1252, 3
  %1257 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1012, i32 %1015, i32 %1018, i32 %1021, i32 %1250, i32 %1251, float %1194, float %1195, float %1196, float %1197) #7
  %1258 = extractvalue { float, float, float, float } %1257, 0
  %1259 = extractvalue { float, float, float, float } %1257, 1
  %1260 = extractvalue { float, float, float, float } %1257, 2
  %1261 = extractvalue { float, float, float, float } %1257, 3
  %1262 = getelementptr bfloat, ptr addrspace(3) %909, i64 %360
  %1263 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1262)
  %1264 = extractvalue { i32, i32, i32, i32 } %1263, 0
  %1265 = extractvalue { i32, i32, i32, i32 } %1263, 1
  %1266 = extractvalue { i32, i32, i32, i32 } %1263, 2
  %1267 = extractvalue { i32, i32, i32, i32 } %1263, 3
  %1268 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1012, i32 %1015, i32 %1018, i32 %1021, i32 %1264, i32 %1265, float %1205, float %1206, float %1207, float %1208) #7
  %1269 = extractvalue { float, float, float, float } %1268, 0
  %1270 = extractvalue { float, float, float, float } %1268, 1
  %1271 = extractvalue { float, float, float, float } %1268, 2
  %1272 = extractvalue { float, float, float, float } %1268, 3
  %1273 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1012, i32 %1015, i32 %1018, i32 %1021, i32 %1266, i32 %1267, float %1210, float %1211, float %1212, float %1213) #7
  %1274 = extractvalue { float, float, float, float } %1273, 0
  %1275 = extractvalue { float, float, float, float } %1273, 1
  %1276 = extractvalue { float, float, float, float } %1273, 2
  %1277 = extractvalue { float, float, float, float } %1273, 3
  %1278 = icmp slt i32 %706, %4
  %1279 = shl nuw nsw i32 %708, 13
  %1280 = zext nneg i32 %1279 to i64
  %1281 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %1280
  %1282 = add i32 %89, %706
  %1283 = shl i32 %1282, 6
  %1284 = or disjoint i32 %1283, %30
  %1285 = sext i32 %1284 to i64
  %1286 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1285
  %1287 = select i1 %1278, i32 16, i32 0
  %1288 = getelementptr i8, ptr addrspace(3) %1281, i64 %101
  %1289 = ptrtoint ptr addrspace(3) %1288 to i64
  %1290 = trunc i64 %1289 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1290, ptr addrspace(1) %1286, i32 %1287) #7
  %1291 = add i32 %105, %706
  %1292 = shl i32 %1291, 6
  %1293 = or disjoint i32 %1292, %30
  %1294 = sext i32 %1293 to i64
  %1295 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1294
  %1296 = getelementptr i8, ptr addrspace(3) %1281, i64 %112
  %1297 = ptrtoint ptr addrspace(3) %1296 to i64
  %1298 = trunc i64 %1297 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1298, ptr addrspace(1) %1295, i32 %1287) #7
  %1299 = add i32 %116, %706
  %1300 = shl i32 %1299, 6
  %1301 = or disjoint i32 %1300, %30
  %1302 = sext i32 %1301 to i64
  %1303 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1302
  %1304 = getelementptr i8, ptr addrspace(3) %1281, i64 %123
  %1305 = ptrtoint ptr addrspace(3) %1304 to i64
  %1306 = trunc i64 %1305 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1306, ptr addrspace(1) %1303, i32 %1287) #7
  %1307 = add i32 %127, %706
  %1308 = shl i32 %1307, 6
  %1309 = or disjoint i32 %1308, %30
  %1310 = sext i32 %1309 to i64
  %1311 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1310
  %1312 = getelementptr i8, ptr addrspace(3) %1281, i64 %134
  %1313 = ptrtoint ptr addrspace(3) %1312 to i64
  %1314 = trunc i64 %1313 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1314, ptr addrspace(1) %1311, i32 %1287) #7
  %1315 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 24576), i64 %1280
  %1316 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1285
  %1317 = getelementptr i8, ptr addrspace(3) %1315, i64 %101
  %1318 = ptrtoint ptr addrspace(3) %1317 to i64
  %1319 = trunc i64 %1318 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1319, ptr addrspace(1) %1316, i32 %1287) #7
  %1320 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1294
  %1321 = getelementptr i8, ptr addrspace(3) %1315, i64 %112
  %1322 = ptrtoint ptr addrspace(3) %1321 to i64
  %1323 = trunc i64 %1322 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1323, ptr addrspace(1) %1320, i32 %1287) #7
  %1324 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1302
  %1325 = getelementptr i8, ptr addrspace(3) %1315, i64 %123
  %1326 = ptrtoint ptr addrspace(3) %1325 to i64
  %1327 = trunc i64 %1326 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1327, ptr addrspace(1) %1324, i32 %1287) #7
  %1328 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1310
  %1329 = getelementptr i8, ptr addrspace(3) %1315, i64 %134
  %1330 = ptrtoint ptr addrspace(3) %1329 to i64
  %1331 = trunc i64 %1330 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1331, ptr addrspace(1) %1328, i32 %1287) #7
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #7
  %1332 = add i32 %424, 64
  %1333 = icmp slt i32 %1332, %4
  br i1 %1333, label %387, label %._crit_edge

._crit_edge:                                      ; preds = %387, %6
  %.lcssa69 = phi float [ 0.000000e+00, %6 ], [ %907, %387 ]
  %.lcssa68 = phi float [ 0.000000e+00, %6 ], [ %908, %387 ]
  %.lcssa67 = phi float [ 0.000000e+00, %6 ], [ %1221, %387 ]
  %.lcssa66 = phi float [ 0.000000e+00, %6 ], [ %1222, %387 ]
  %.lcssa65 = phi float [ 0.000000e+00, %6 ], [ %1223, %387 ]
  %.lcssa64 = phi float [ 0.000000e+00, %6 ], [ %1224, %387 ]
  %.lcssa63 = phi float [ 0.000000e+00, %6 ], [ %1226, %387 ]
  %.lcssa62 = phi float [ 0.000000e+00, %6 ], [ %1227, %387 ]
  %.lcssa61 = phi float [ 0.000000e+00, %6 ], [ %1228, %387 ]
  %.lcssa60 = phi float [ 0.000000e+00, %6 ], [ %1229, %387 ]
  %.lcssa59 = phi float [ 0.000000e+00, %6 ], [ %1237, %387 ]
  %.lcssa58 = phi float [ 0.000000e+00, %6 ], [ %1238, %387 ]
  %.lcssa57 = phi float [ 0.000000e+00, %6 ], [ %1239, %387 ]
  %.lcssa56 = phi float [ 0.000000e+00, %6 ], [ %1240, %387 ]
  %.lcssa55 = phi float [ 0.000000e+00, %6 ], [ %1242, %387 ]
  %.lcssa54 = phi float [ 0.000000e+00, %6 ], [ %1243, %387 ]
  %.lcssa53 = phi float [ 0.000000e+00, %6 ], [ %1244, %387 ]
  %.lcssa52 = phi float [ 0.000000e+00, %6 ], [ %1245, %387 ]
  %.lcssa51 = phi float [ 0.000000e+00, %6 ], [ %1253, %387 ]
  %.lcssa50 = phi float [ 0.000000e+00, %6 ], [ %1254, %387 ]
  %.lcssa49 = phi float [ 0.000000e+00, %6 ], [ %1255, %387 ]
  %.lcssa48 = phi float [ 0.000000e+00, %6 ], [ %1256, %387 ]
  %.lcssa47 = phi float [ 0.000000e+00, %6 ], [ %1258, %387 ]
  %.lcssa46 = phi float [ 0.000000e+00, %6 ], [ %1259, %387 ]
  %.lcssa45 = phi float [ 0.000000e+00, %6 ], [ %1260, %387 ]
  %.lcssa44 = phi float [ 0.000000e+00, %6 ], [ %1261, %387 ]
  %.lcssa43 = phi float [ 0.000000e+00, %6 ], [ %1269, %387 ]
  %.lcssa42 = phi float [ 0.000000e+00, %6 ], [ %1270, %387 ]
  %.lcssa41 = phi float [ 0.000000e+00, %6 ], [ %1271, %387 ]
  %.lcssa40 = phi float [ 0.000000e+00, %6 ], [ %1272, %387 ]
  %.lcssa39 = phi float [ 0.000000e+00, %6 ], [ %1274, %387 ]
  %.lcssa38 = phi float [ 0.000000e+00, %6 ], [ %1275, %387 ]
  %.lcssa37 = phi float [ 0.000000e+00, %6 ], [ %1276, %387 ]
  %.lcssa36 = phi float [ 0.000000e+00, %6 ], [ %1277, %387 ]
  %.lcssa35 = phi float [ 0xFFF0000000000000, %6 ], [ %757, %387 ]
  %.lcssa34 = phi float [ 0xFFF0000000000000, %6 ], [ %758, %387 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1334 = lshr i32 %7, 2
  %1335 = and i32 %1334, 7
  %1336 = or disjoint i32 %284, %1335
  %1337 = zext nneg i32 %1336 to i64
  %1338 = getelementptr float, ptr addrspace(3) @attention_smem, i64 %1337
  store float %.lcssa35, ptr addrspace(3) %1338, align 4
  %1339 = or disjoint i32 %1336, 8
  %1340 = zext nneg i32 %1339 to i64
  %1341 = getelementptr float, ptr addrspace(3) @attention_smem, i64 %1340
  store float %.lcssa34, ptr addrspace(3) %1341, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  tail call void asm sideeffect "cp.async.wait_group 0;", "~{memory}"() #7
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1342 = fdiv float 1.000000e+00, %.lcssa69
  %1343 = fdiv float 1.000000e+00, %.lcssa68
  %1344 = fmul float %1342, %.lcssa67
  %1345 = fmul float %1342, %.lcssa66
  %1346 = fmul float %1343, %.lcssa65
  %1347 = fmul float %1343, %.lcssa64
  %1348 = fmul float %1342, %.lcssa63
  %1349 = fmul float %1342, %.lcssa62
  %1350 = fmul float %1343, %.lcssa61
  %1351 = fmul float %1343, %.lcssa60
  %1352 = fmul float %1342, %.lcssa59
  %1353 = fmul float %1342, %.lcssa58
  %1354 = fmul float %1343, %.lcssa57
  %1355 = fmul float %1343, %.lcssa56
  %1356 = fmul float %1342, %.lcssa55
  %1357 = fmul float %1342, %.lcssa54
  %1358 = fmul float %1343, %.lcssa53
  %1359 = fmul float %1343, %.lcssa52
  %1360 = fmul float %1342, %.lcssa51
  %1361 = fmul float %1342, %.lcssa50
  %1362 = fmul float %1343, %.lcssa49
  %1363 = fmul float %1343, %.lcssa48
  %1364 = fmul float %1342, %.lcssa47
  %1365 = fmul float %1342, %.lcssa46
  %1366 = fmul float %1343, %.lcssa45
  %1367 = fmul float %1343, %.lcssa44
  %1368 = fmul float %1342, %.lcssa43
  %1369 = fmul float %1342, %.lcssa42
  %1370 = fmul float %1343, %.lcssa41
  %1371 = fmul float %1343, %.lcssa40
  %1372 = fmul float %1342, %.lcssa39
  %1373 = fmul float %1342, %.lcssa38
  %1374 = fmul float %1343, %.lcssa37
  %1375 = fmul float %1343, %.lcssa36
  %1376 = fptrunc float %1344 to bfloat
  %1377 = fptrunc float %1345 to bfloat
  %1378 = fptrunc float %1346 to bfloat
  %1379 = fptrunc float %1347 to bfloat
  %1380 = fptrunc float %1348 to bfloat
  %1381 = fptrunc float %1349 to bfloat
  %1382 = fptrunc float %1350 to bfloat
  %1383 = fptrunc float %1351 to bfloat
  %1384 = fptrunc float %1352 to bfloat
  %1385 = fptrunc float %1353 to bfloat
  %1386 = fptrunc float %1354 to bfloat
  %1387 = fptrunc float %1355 to bfloat
  %1388 = fptrunc float %1356 to bfloat
  %1389 = fptrunc float %1357 to bfloat
  %1390 = fptrunc float %1358 to bfloat
  %1391 = fptrunc float %1359 to bfloat
  %1392 = fptrunc float %1360 to bfloat
  %1393 = fptrunc float %1361 to bfloat
  %1394 = fptrunc float %1362 to bfloat
  %1395 = fptrunc float %1363 to bfloat
  %1396 = fptrunc float %1364 to bfloat
  %1397 = fptrunc float %1365 to bfloat
  %1398 = fptrunc float %1366 to bfloat
  %1399 = fptrunc float %1367 to bfloat
  %1400 = fptrunc float %1368 to bfloat
  %1401 = fptrunc float %1369 to bfloat
  %1402 = fptrunc float %1370 to bfloat
  %1403 = fptrunc float %1371 to bfloat
  %1404 = fptrunc float %1372 to bfloat
  %1405 = fptrunc float %1373 to bfloat
  %1406 = fptrunc float %1374 to bfloat
  %1407 = fptrunc float %1375 to bfloat
  %1408 = shl nuw nsw i32 %7, 1
  %1409 = and i32 %1408, 6
  %1410 = or disjoint i32 %1336, %13
  %1411 = add i32 %11, %1410
  %1412 = shl i32 %1411, 6
  %1413 = or disjoint i32 %1412, %1409
  %1414 = sext i32 %1413 to i64
  %1415 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1414
  %1416 = icmp slt i32 %1410, %4
  %1417 = zext i1 %1416 to i32
  %1418 = bitcast bfloat %1376 to i16
  %1419 = bitcast bfloat %1377 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1417, i16 %1418, i16 %1419, ptr addrspace(1) %1415) #7
  %1420 = or disjoint i32 %1339, %13
  %1421 = add i32 %11, %1420
  %1422 = shl i32 %1421, 6
  %1423 = or disjoint i32 %1422, %1409
  %1424 = sext i32 %1423 to i64
  %1425 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1424
  %1426 = icmp slt i32 %1420, %4
  %1427 = zext i1 %1426 to i32
  %1428 = bitcast bfloat %1378 to i16
  %1429 = bitcast bfloat %1379 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1427, i16 %1428, i16 %1429, ptr addrspace(1) %1425) #7
  %1430 = or disjoint i32 %1409, 8
  %1431 = or disjoint i32 %1412, %1430
  %1432 = sext i32 %1431 to i64
  %1433 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1432
  %1434 = bitcast bfloat %1380 to i16
  %1435 = bitcast bfloat %1381 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1417, i16 %1434, i16 %1435, ptr addrspace(1) %1433) #7
  %1436 = or disjoint i32 %1422, %1430
  %1437 = sext i32 %1436 to i64
  %1438 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1437
  %1439 = bitcast bfloat %1382 to i16
  %1440 = bitcast bfloat %1383 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1427, i16 %1439, i16 %1440, ptr addrspace(1) %1438) #7
  %1441 = or disjoint i32 %1409, 16
  %1442 = or disjoint i32 %1412, %1441
  %1443 = sext i32 %1442 to i64
  %1444 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1443
  %1445 = bitcast bfloat %1384 to i16
  %1446 = bitcast bfloat %1385 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1417, i16 %1445, i16 %1446, ptr addrspace(1) %1444) #7
  %1447 = or disjoint i32 %1422, %1441
  %1448 = sext i32 %1447 to i64
  %1449 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1448
  %1450 = bitcast bfloat %1386 to i16
  %1451 = bitcast bfloat %1387 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1427, i16 %1450, i16 %1451, ptr addrspace(1) %1449) #7
  %1452 = or disjoint i32 %1409, 24
  %1453 = or disjoint i32 %1412, %1452
  %1454 = sext i32 %1453 to i64
  %1455 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1454
  %1456 = bitcast bfloat %1388 to i16
  %1457 = bitcast bfloat %1389 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1417, i16 %1456, i16 %1457, ptr addrspace(1) %1455) #7
  %1458 = or disjoint i32 %1422, %1452
  %1459 = sext i32 %1458 to i64
  %1460 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1459
  %1461 = bitcast bfloat %1390 to i16
  %1462 = bitcast bfloat %1391 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1427, i16 %1461, i16 %1462, ptr addrspace(1) %1460) #7
  %1463 = or disjoint i32 %1409, 32
  %1464 = or disjoint i32 %1412, %1463
  %1465 = sext i32 %1464 to i64
  %1466 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1465
  %1467 = bitcast bfloat %1392 to i16
  %1468 = bitcast bfloat %1393 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1417, i16 %1467, i16 %1468, ptr addrspace(1) %1466) #7
  %1469 = or disjoint i32 %1422, %1463
  %1470 = sext i32 %1469 to i64
  %1471 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1470
  %1472 = bitcast bfloat %1394 to i16
  %1473 = bitcast bfloat %1395 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1427, i16 %1472, i16 %1473, ptr addrspace(1) %1471) #7
  %1474 = or disjoint i32 %1409, 40
  %1475 = or disjoint i32 %1412, %1474
  %1476 = sext i32 %1475 to i64
  %1477 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1476
  %1478 = bitcast bfloat %1396 to i16
  %1479 = bitcast bfloat %1397 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1417, i16 %1478, i16 %1479, ptr addrspace(1) %1477) #7
  %1480 = or disjoint i32 %1422, %1474
  %1481 = sext i32 %1480 to i64
  %1482 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1481
  %1483 = bitcast bfloat %1398 to i16
  %1484 = bitcast bfloat %1399 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1427, i16 %1483, i16 %1484, ptr addrspace(1) %1482) #7
  %1485 = or disjoint i32 %1409, 48
  %1486 = or disjoint i32 %1412, %1485
  %1487 = sext i32 %1486 to i64
  %1488 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1487
  %1489 = bitcast bfloat %1400 to i16
  %1490 = bitcast bfloat %1401 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1417, i16 %1489, i16 %1490, ptr addrspace(1) %1488) #7
  %1491 = or disjoint i32 %1422, %1485
  %1492 = sext i32 %1491 to i64
  %1493 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1492
  %1494 = bitcast bfloat %1402 to i16
  %1495 = bitcast bfloat %1403 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1427, i16 %1494, i16 %1495, ptr addrspace(1) %1493) #7
  %1496 = or disjoint i32 %1409, 56
  %1497 = or disjoint i32 %1412, %1496
  %1498 = sext i32 %1497 to i64
  %1499 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1498
  %1500 = bitcast bfloat %1404 to i16
  %1501 = bitcast bfloat %1405 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1417, i16 %1500, i16 %1501, ptr addrspace(1) %1499) #7
  %1502 = or disjoint i32 %1422, %1496
  %1503 = sext i32 %1502 to i64
  %1504 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1503
  %1505 = bitcast bfloat %1406 to i16
  %1506 = bitcast bfloat %1407 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1427, i16 %1505, i16 %1506, ptr addrspace(1) %1504) #7
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
